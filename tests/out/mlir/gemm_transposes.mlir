module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_transposes(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %9 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %10 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %13 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %15 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %16 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %17 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %18 = arith.muli %17, %c117_i64 : i64
      %19 = llvm.getelementptr %arg0[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c117_i64_0 = arith.constant 117 : i64
      %20 = arith.muli %17, %c117_i64_0 : i64
      %21 = llvm.getelementptr %arg2[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64 = arith.constant 63 : i64
      %22 = arith.muli %17, %c63_i64 : i64
      %23 = llvm.getelementptr %arg4[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64_1 = arith.constant 63 : i64
      %24 = arith.muli %17, %c63_i64_1 : i64
      %25 = llvm.getelementptr %arg6[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64 = arith.constant 91 : i64
      %26 = arith.muli %17, %c91_i64 : i64
      %27 = llvm.getelementptr %arg8[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_2 = arith.constant 91 : i64
      %28 = arith.muli %17, %c91_i64_2 : i64
      %29 = llvm.getelementptr %arg10[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_3 = arith.constant 91 : i64
      %30 = arith.muli %17, %c91_i64_3 : i64
      %31 = llvm.getelementptr %arg12[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_4 = arith.constant 91 : i64
      %32 = arith.muli %17, %c91_i64_4 : i64
      %33 = llvm.getelementptr %arg14[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x : index to i64
      %c12_i64 = arith.constant 12 : i64
      %35 = arith.minsi %34, %c12_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %36 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %37 = arith.minsi %36, %c6_i64 : i64
      %thread_id_y_5 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_5 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %39 = arith.addi %38, %c2_i64 : i64
      %c6_i64_6 = arith.constant 6 : i64
      %40 = arith.minsi %39, %c6_i64_6 : i64
      %thread_id_y_7 = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y_7 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %42 = arith.addi %41, %c4_i64 : i64
      %c6_i64_8 = arith.constant 6 : i64
      %43 = arith.minsi %42, %c6_i64_8 : i64
      %thread_id_y_9 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_9 : index to i64
      %c6_i64_10 = arith.constant 6 : i64
      %45 = arith.addi %44, %c6_i64_10 : i64
      %c6_i64_11 = arith.constant 6 : i64
      %46 = arith.minsi %45, %c6_i64_11 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_12 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_12, %2 : f32, !llvm.ptr
      %cst_13 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_13, %3 : f32, !llvm.ptr
      %cst_14 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_14, %4 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64 to %c9_i64 step %c1_i64  : i64 {
        %c13_i64_78 = arith.constant 13 : i64
        %90 = arith.muli %arg16, %c13_i64_78 : i64
        %91 = arith.addi %35, %90 : i64
        %92 = llvm.getelementptr %19[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %c9_i64_79 = arith.constant 9 : i64
        %94 = arith.muli %37, %c9_i64_79 : i64
        %95 = arith.addi %arg16, %94 : i64
        %96 = llvm.getelementptr %23[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %c9_i64_80 = arith.constant 9 : i64
        %98 = arith.muli %40, %c9_i64_80 : i64
        %99 = arith.addi %arg16, %98 : i64
        %100 = llvm.getelementptr %23[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %c9_i64_81 = arith.constant 9 : i64
        %102 = arith.muli %43, %c9_i64_81 : i64
        %103 = arith.addi %arg16, %102 : i64
        %104 = llvm.getelementptr %23[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %c9_i64_82 = arith.constant 9 : i64
        %106 = arith.muli %46, %c9_i64_82 : i64
        %107 = arith.addi %arg16, %106 : i64
        %108 = llvm.getelementptr %23[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %109 = llvm.load %108 : !llvm.ptr<1> -> f32
        %110 = llvm.load %1 : !llvm.ptr -> f32
        %111 = arith.mulf %93, %97 : f32
        %112 = arith.addf %110, %111 : f32
        llvm.store %112, %1 : f32, !llvm.ptr
        %113 = llvm.load %2 : !llvm.ptr -> f32
        %114 = arith.mulf %93, %101 : f32
        %115 = arith.addf %113, %114 : f32
        llvm.store %115, %2 : f32, !llvm.ptr
        %116 = llvm.load %3 : !llvm.ptr -> f32
        %117 = arith.mulf %93, %105 : f32
        %118 = arith.addf %116, %117 : f32
        llvm.store %118, %3 : f32, !llvm.ptr
        %119 = llvm.load %4 : !llvm.ptr -> f32
        %120 = arith.mulf %93, %109 : f32
        %121 = arith.addf %119, %120 : f32
        llvm.store %121, %4 : f32, !llvm.ptr
      }
      %c13_i64 = arith.constant 13 : i64
      %47 = arith.cmpi slt, %34, %c13_i64 : i64
      scf.if %47 {
        %c7_i64 = arith.constant 7 : i64
        %90 = arith.cmpi slt, %36, %c7_i64 : i64
        scf.if %90 {
          %94 = llvm.load %1 : !llvm.ptr -> f32
          %c13_i64_81 = arith.constant 13 : i64
          %95 = arith.muli %36, %c13_i64_81 : i64
          %96 = arith.addi %34, %95 : i64
          %97 = llvm.getelementptr %27[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
        %c7_i64_78 = arith.constant 7 : i64
        %91 = arith.cmpi slt, %39, %c7_i64_78 : i64
        scf.if %91 {
          %94 = llvm.load %2 : !llvm.ptr -> f32
          %c13_i64_81 = arith.constant 13 : i64
          %95 = arith.muli %39, %c13_i64_81 : i64
          %96 = arith.addi %34, %95 : i64
          %97 = llvm.getelementptr %27[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
        %c7_i64_79 = arith.constant 7 : i64
        %92 = arith.cmpi slt, %42, %c7_i64_79 : i64
        scf.if %92 {
          %94 = llvm.load %3 : !llvm.ptr -> f32
          %c13_i64_81 = arith.constant 13 : i64
          %95 = arith.muli %42, %c13_i64_81 : i64
          %96 = arith.addi %34, %95 : i64
          %97 = llvm.getelementptr %27[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
        %c7_i64_80 = arith.constant 7 : i64
        %93 = arith.cmpi slt, %45, %c7_i64_80 : i64
        scf.if %93 {
          %94 = llvm.load %4 : !llvm.ptr -> f32
          %c13_i64_81 = arith.constant 13 : i64
          %95 = arith.muli %45, %c13_i64_81 : i64
          %96 = arith.addi %34, %95 : i64
          %97 = llvm.getelementptr %27[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_15 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_15 : index to i64
      %c12_i64_16 = arith.constant 12 : i64
      %49 = arith.minsi %48, %c12_i64_16 : i64
      %thread_id_y_17 = gpu.thread_id  y
      %50 = arith.index_cast %thread_id_y_17 : index to i64
      %c6_i64_18 = arith.constant 6 : i64
      %51 = arith.minsi %50, %c6_i64_18 : i64
      %thread_id_y_19 = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y_19 : index to i64
      %c2_i64_20 = arith.constant 2 : i64
      %53 = arith.addi %52, %c2_i64_20 : i64
      %c6_i64_21 = arith.constant 6 : i64
      %54 = arith.minsi %53, %c6_i64_21 : i64
      %thread_id_y_22 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_22 : index to i64
      %c4_i64_23 = arith.constant 4 : i64
      %56 = arith.addi %55, %c4_i64_23 : i64
      %c6_i64_24 = arith.constant 6 : i64
      %57 = arith.minsi %56, %c6_i64_24 : i64
      %thread_id_y_25 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_25 : index to i64
      %c6_i64_26 = arith.constant 6 : i64
      %59 = arith.addi %58, %c6_i64_26 : i64
      %c6_i64_27 = arith.constant 6 : i64
      %60 = arith.minsi %59, %c6_i64_27 : i64
      %cst_28 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_28, %5 : f32, !llvm.ptr
      %cst_29 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_29, %6 : f32, !llvm.ptr
      %cst_30 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_30, %7 : f32, !llvm.ptr
      %cst_31 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_31, %8 : f32, !llvm.ptr
      %c0_i64_32 = arith.constant 0 : i64
      %c9_i64_33 = arith.constant 9 : i64
      %c1_i64_34 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_32 to %c9_i64_33 step %c1_i64_34  : i64 {
        %c9_i64_78 = arith.constant 9 : i64
        %90 = arith.muli %49, %c9_i64_78 : i64
        %91 = arith.addi %arg16, %90 : i64
        %92 = llvm.getelementptr %21[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %c9_i64_79 = arith.constant 9 : i64
        %94 = arith.muli %51, %c9_i64_79 : i64
        %95 = arith.addi %arg16, %94 : i64
        %96 = llvm.getelementptr %23[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %c9_i64_80 = arith.constant 9 : i64
        %98 = arith.muli %54, %c9_i64_80 : i64
        %99 = arith.addi %arg16, %98 : i64
        %100 = llvm.getelementptr %23[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %c9_i64_81 = arith.constant 9 : i64
        %102 = arith.muli %57, %c9_i64_81 : i64
        %103 = arith.addi %arg16, %102 : i64
        %104 = llvm.getelementptr %23[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %c9_i64_82 = arith.constant 9 : i64
        %106 = arith.muli %60, %c9_i64_82 : i64
        %107 = arith.addi %arg16, %106 : i64
        %108 = llvm.getelementptr %23[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %109 = llvm.load %108 : !llvm.ptr<1> -> f32
        %110 = llvm.load %5 : !llvm.ptr -> f32
        %111 = arith.mulf %93, %97 : f32
        %112 = arith.addf %110, %111 : f32
        llvm.store %112, %5 : f32, !llvm.ptr
        %113 = llvm.load %6 : !llvm.ptr -> f32
        %114 = arith.mulf %93, %101 : f32
        %115 = arith.addf %113, %114 : f32
        llvm.store %115, %6 : f32, !llvm.ptr
        %116 = llvm.load %7 : !llvm.ptr -> f32
        %117 = arith.mulf %93, %105 : f32
        %118 = arith.addf %116, %117 : f32
        llvm.store %118, %7 : f32, !llvm.ptr
        %119 = llvm.load %8 : !llvm.ptr -> f32
        %120 = arith.mulf %93, %109 : f32
        %121 = arith.addf %119, %120 : f32
        llvm.store %121, %8 : f32, !llvm.ptr
      }
      %c13_i64_35 = arith.constant 13 : i64
      %61 = arith.cmpi slt, %48, %c13_i64_35 : i64
      scf.if %61 {
        %c7_i64 = arith.constant 7 : i64
        %90 = arith.cmpi slt, %50, %c7_i64 : i64
        scf.if %90 {
          %94 = llvm.load %5 : !llvm.ptr -> f32
          %c13_i64_81 = arith.constant 13 : i64
          %95 = arith.muli %50, %c13_i64_81 : i64
          %96 = arith.addi %48, %95 : i64
          %97 = llvm.getelementptr %29[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
        %c7_i64_78 = arith.constant 7 : i64
        %91 = arith.cmpi slt, %53, %c7_i64_78 : i64
        scf.if %91 {
          %94 = llvm.load %6 : !llvm.ptr -> f32
          %c13_i64_81 = arith.constant 13 : i64
          %95 = arith.muli %53, %c13_i64_81 : i64
          %96 = arith.addi %48, %95 : i64
          %97 = llvm.getelementptr %29[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
        %c7_i64_79 = arith.constant 7 : i64
        %92 = arith.cmpi slt, %56, %c7_i64_79 : i64
        scf.if %92 {
          %94 = llvm.load %7 : !llvm.ptr -> f32
          %c13_i64_81 = arith.constant 13 : i64
          %95 = arith.muli %56, %c13_i64_81 : i64
          %96 = arith.addi %48, %95 : i64
          %97 = llvm.getelementptr %29[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
        %c7_i64_80 = arith.constant 7 : i64
        %93 = arith.cmpi slt, %59, %c7_i64_80 : i64
        scf.if %93 {
          %94 = llvm.load %8 : !llvm.ptr -> f32
          %c13_i64_81 = arith.constant 13 : i64
          %95 = arith.muli %59, %c13_i64_81 : i64
          %96 = arith.addi %48, %95 : i64
          %97 = llvm.getelementptr %29[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_36 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_36 : index to i64
      %c12_i64_37 = arith.constant 12 : i64
      %63 = arith.minsi %62, %c12_i64_37 : i64
      %thread_id_y_38 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_38 : index to i64
      %c6_i64_39 = arith.constant 6 : i64
      %65 = arith.minsi %64, %c6_i64_39 : i64
      %thread_id_y_40 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_40 : index to i64
      %c2_i64_41 = arith.constant 2 : i64
      %67 = arith.addi %66, %c2_i64_41 : i64
      %c6_i64_42 = arith.constant 6 : i64
      %68 = arith.minsi %67, %c6_i64_42 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_43 : index to i64
      %c4_i64_44 = arith.constant 4 : i64
      %70 = arith.addi %69, %c4_i64_44 : i64
      %c6_i64_45 = arith.constant 6 : i64
      %71 = arith.minsi %70, %c6_i64_45 : i64
      %thread_id_y_46 = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y_46 : index to i64
      %c6_i64_47 = arith.constant 6 : i64
      %73 = arith.addi %72, %c6_i64_47 : i64
      %c6_i64_48 = arith.constant 6 : i64
      %74 = arith.minsi %73, %c6_i64_48 : i64
      %cst_49 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_49, %9 : f32, !llvm.ptr
      %cst_50 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_50, %10 : f32, !llvm.ptr
      %cst_51 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_51, %11 : f32, !llvm.ptr
      %cst_52 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_52, %12 : f32, !llvm.ptr
      %c0_i64_53 = arith.constant 0 : i64
      %c9_i64_54 = arith.constant 9 : i64
      %c1_i64_55 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_53 to %c9_i64_54 step %c1_i64_55  : i64 {
        %c13_i64_78 = arith.constant 13 : i64
        %90 = arith.muli %arg16, %c13_i64_78 : i64
        %91 = arith.addi %63, %90 : i64
        %92 = llvm.getelementptr %19[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %c7_i64 = arith.constant 7 : i64
        %94 = arith.muli %arg16, %c7_i64 : i64
        %95 = arith.addi %65, %94 : i64
        %96 = llvm.getelementptr %25[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %c7_i64_79 = arith.constant 7 : i64
        %98 = arith.muli %arg16, %c7_i64_79 : i64
        %99 = arith.addi %68, %98 : i64
        %100 = llvm.getelementptr %25[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %c7_i64_80 = arith.constant 7 : i64
        %102 = arith.muli %arg16, %c7_i64_80 : i64
        %103 = arith.addi %71, %102 : i64
        %104 = llvm.getelementptr %25[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %c7_i64_81 = arith.constant 7 : i64
        %106 = arith.muli %arg16, %c7_i64_81 : i64
        %107 = arith.addi %74, %106 : i64
        %108 = llvm.getelementptr %25[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %109 = llvm.load %108 : !llvm.ptr<1> -> f32
        %110 = llvm.load %9 : !llvm.ptr -> f32
        %111 = arith.mulf %93, %97 : f32
        %112 = arith.addf %110, %111 : f32
        llvm.store %112, %9 : f32, !llvm.ptr
        %113 = llvm.load %10 : !llvm.ptr -> f32
        %114 = arith.mulf %93, %101 : f32
        %115 = arith.addf %113, %114 : f32
        llvm.store %115, %10 : f32, !llvm.ptr
        %116 = llvm.load %11 : !llvm.ptr -> f32
        %117 = arith.mulf %93, %105 : f32
        %118 = arith.addf %116, %117 : f32
        llvm.store %118, %11 : f32, !llvm.ptr
        %119 = llvm.load %12 : !llvm.ptr -> f32
        %120 = arith.mulf %93, %109 : f32
        %121 = arith.addf %119, %120 : f32
        llvm.store %121, %12 : f32, !llvm.ptr
      }
      %c13_i64_56 = arith.constant 13 : i64
      %75 = arith.cmpi slt, %62, %c13_i64_56 : i64
      scf.if %75 {
        %c7_i64 = arith.constant 7 : i64
        %90 = arith.cmpi slt, %64, %c7_i64 : i64
        scf.if %90 {
          %cst_81 = arith.constant 2.000000e+00 : f32
          %94 = llvm.load %9 : !llvm.ptr -> f32
          %95 = arith.mulf %cst_81, %94 : f32
          %c13_i64_82 = arith.constant 13 : i64
          %96 = arith.muli %64, %c13_i64_82 : i64
          %97 = arith.addi %62, %96 : i64
          %98 = llvm.getelementptr %31[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %95, %98 : f32, !llvm.ptr<1>
        }
        %c7_i64_78 = arith.constant 7 : i64
        %91 = arith.cmpi slt, %67, %c7_i64_78 : i64
        scf.if %91 {
          %cst_81 = arith.constant 2.000000e+00 : f32
          %94 = llvm.load %10 : !llvm.ptr -> f32
          %95 = arith.mulf %cst_81, %94 : f32
          %c13_i64_82 = arith.constant 13 : i64
          %96 = arith.muli %67, %c13_i64_82 : i64
          %97 = arith.addi %62, %96 : i64
          %98 = llvm.getelementptr %31[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %95, %98 : f32, !llvm.ptr<1>
        }
        %c7_i64_79 = arith.constant 7 : i64
        %92 = arith.cmpi slt, %70, %c7_i64_79 : i64
        scf.if %92 {
          %cst_81 = arith.constant 2.000000e+00 : f32
          %94 = llvm.load %11 : !llvm.ptr -> f32
          %95 = arith.mulf %cst_81, %94 : f32
          %c13_i64_82 = arith.constant 13 : i64
          %96 = arith.muli %70, %c13_i64_82 : i64
          %97 = arith.addi %62, %96 : i64
          %98 = llvm.getelementptr %31[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %95, %98 : f32, !llvm.ptr<1>
        }
        %c7_i64_80 = arith.constant 7 : i64
        %93 = arith.cmpi slt, %73, %c7_i64_80 : i64
        scf.if %93 {
          %cst_81 = arith.constant 2.000000e+00 : f32
          %94 = llvm.load %12 : !llvm.ptr -> f32
          %95 = arith.mulf %cst_81, %94 : f32
          %c13_i64_82 = arith.constant 13 : i64
          %96 = arith.muli %73, %c13_i64_82 : i64
          %97 = arith.addi %62, %96 : i64
          %98 = llvm.getelementptr %31[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %95, %98 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_57 = gpu.thread_id  x
      %76 = arith.index_cast %thread_id_x_57 : index to i64
      %c12_i64_58 = arith.constant 12 : i64
      %77 = arith.minsi %76, %c12_i64_58 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_59 : index to i64
      %c6_i64_60 = arith.constant 6 : i64
      %79 = arith.minsi %78, %c6_i64_60 : i64
      %thread_id_y_61 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_61 : index to i64
      %c2_i64_62 = arith.constant 2 : i64
      %81 = arith.addi %80, %c2_i64_62 : i64
      %c6_i64_63 = arith.constant 6 : i64
      %82 = arith.minsi %81, %c6_i64_63 : i64
      %thread_id_y_64 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_64 : index to i64
      %c4_i64_65 = arith.constant 4 : i64
      %84 = arith.addi %83, %c4_i64_65 : i64
      %c6_i64_66 = arith.constant 6 : i64
      %85 = arith.minsi %84, %c6_i64_66 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %86 = arith.index_cast %thread_id_y_67 : index to i64
      %c6_i64_68 = arith.constant 6 : i64
      %87 = arith.addi %86, %c6_i64_68 : i64
      %c6_i64_69 = arith.constant 6 : i64
      %88 = arith.minsi %87, %c6_i64_69 : i64
      %cst_70 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_70, %13 : f32, !llvm.ptr
      %cst_71 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_71, %14 : f32, !llvm.ptr
      %cst_72 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_72, %15 : f32, !llvm.ptr
      %cst_73 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_73, %16 : f32, !llvm.ptr
      %c0_i64_74 = arith.constant 0 : i64
      %c9_i64_75 = arith.constant 9 : i64
      %c1_i64_76 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_74 to %c9_i64_75 step %c1_i64_76  : i64 {
        %c9_i64_78 = arith.constant 9 : i64
        %90 = arith.muli %77, %c9_i64_78 : i64
        %91 = arith.addi %arg16, %90 : i64
        %92 = llvm.getelementptr %21[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %c7_i64 = arith.constant 7 : i64
        %94 = arith.muli %arg16, %c7_i64 : i64
        %95 = arith.addi %79, %94 : i64
        %96 = llvm.getelementptr %25[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %c7_i64_79 = arith.constant 7 : i64
        %98 = arith.muli %arg16, %c7_i64_79 : i64
        %99 = arith.addi %82, %98 : i64
        %100 = llvm.getelementptr %25[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %c7_i64_80 = arith.constant 7 : i64
        %102 = arith.muli %arg16, %c7_i64_80 : i64
        %103 = arith.addi %85, %102 : i64
        %104 = llvm.getelementptr %25[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %c7_i64_81 = arith.constant 7 : i64
        %106 = arith.muli %arg16, %c7_i64_81 : i64
        %107 = arith.addi %88, %106 : i64
        %108 = llvm.getelementptr %25[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %109 = llvm.load %108 : !llvm.ptr<1> -> f32
        %110 = llvm.load %13 : !llvm.ptr -> f32
        %111 = arith.mulf %93, %97 : f32
        %112 = arith.addf %110, %111 : f32
        llvm.store %112, %13 : f32, !llvm.ptr
        %113 = llvm.load %14 : !llvm.ptr -> f32
        %114 = arith.mulf %93, %101 : f32
        %115 = arith.addf %113, %114 : f32
        llvm.store %115, %14 : f32, !llvm.ptr
        %116 = llvm.load %15 : !llvm.ptr -> f32
        %117 = arith.mulf %93, %105 : f32
        %118 = arith.addf %116, %117 : f32
        llvm.store %118, %15 : f32, !llvm.ptr
        %119 = llvm.load %16 : !llvm.ptr -> f32
        %120 = arith.mulf %93, %109 : f32
        %121 = arith.addf %119, %120 : f32
        llvm.store %121, %16 : f32, !llvm.ptr
      }
      %c13_i64_77 = arith.constant 13 : i64
      %89 = arith.cmpi slt, %76, %c13_i64_77 : i64
      scf.if %89 {
        %c7_i64 = arith.constant 7 : i64
        %90 = arith.cmpi slt, %78, %c7_i64 : i64
        scf.if %90 {
          %c13_i64_81 = arith.constant 13 : i64
          %94 = arith.muli %78, %c13_i64_81 : i64
          %95 = arith.addi %76, %94 : i64
          %96 = llvm.getelementptr %33[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %97 = llvm.load %96 : !llvm.ptr<1> -> f32
          %98 = llvm.load %13 : !llvm.ptr -> f32
          %99 = arith.addf %97, %98 : f32
          %c13_i64_82 = arith.constant 13 : i64
          %100 = arith.muli %78, %c13_i64_82 : i64
          %101 = arith.addi %76, %100 : i64
          %102 = llvm.getelementptr %33[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %99, %102 : f32, !llvm.ptr<1>
        }
        %c7_i64_78 = arith.constant 7 : i64
        %91 = arith.cmpi slt, %81, %c7_i64_78 : i64
        scf.if %91 {
          %c13_i64_81 = arith.constant 13 : i64
          %94 = arith.muli %81, %c13_i64_81 : i64
          %95 = arith.addi %76, %94 : i64
          %96 = llvm.getelementptr %33[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %97 = llvm.load %96 : !llvm.ptr<1> -> f32
          %98 = llvm.load %14 : !llvm.ptr -> f32
          %99 = arith.addf %97, %98 : f32
          %c13_i64_82 = arith.constant 13 : i64
          %100 = arith.muli %81, %c13_i64_82 : i64
          %101 = arith.addi %76, %100 : i64
          %102 = llvm.getelementptr %33[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %99, %102 : f32, !llvm.ptr<1>
        }
        %c7_i64_79 = arith.constant 7 : i64
        %92 = arith.cmpi slt, %84, %c7_i64_79 : i64
        scf.if %92 {
          %c13_i64_81 = arith.constant 13 : i64
          %94 = arith.muli %84, %c13_i64_81 : i64
          %95 = arith.addi %76, %94 : i64
          %96 = llvm.getelementptr %33[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %97 = llvm.load %96 : !llvm.ptr<1> -> f32
          %98 = llvm.load %15 : !llvm.ptr -> f32
          %99 = arith.addf %97, %98 : f32
          %c13_i64_82 = arith.constant 13 : i64
          %100 = arith.muli %84, %c13_i64_82 : i64
          %101 = arith.addi %76, %100 : i64
          %102 = llvm.getelementptr %33[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %99, %102 : f32, !llvm.ptr<1>
        }
        %c7_i64_80 = arith.constant 7 : i64
        %93 = arith.cmpi slt, %87, %c7_i64_80 : i64
        scf.if %93 {
          %c13_i64_81 = arith.constant 13 : i64
          %94 = arith.muli %87, %c13_i64_81 : i64
          %95 = arith.addi %76, %94 : i64
          %96 = llvm.getelementptr %33[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %97 = llvm.load %96 : !llvm.ptr<1> -> f32
          %98 = llvm.load %16 : !llvm.ptr -> f32
          %99 = arith.addf %97, %98 : f32
          %c13_i64_82 = arith.constant 13 : i64
          %100 = arith.muli %87, %c13_i64_82 : i64
          %101 = arith.addi %76, %100 : i64
          %102 = llvm.getelementptr %33[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %99, %102 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
