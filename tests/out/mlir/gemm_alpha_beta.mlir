module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_alpha_beta(%arg0: f32, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
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
      %17 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %19 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %20 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %21 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x : index to i64
      %c9_i64 = arith.constant 9 : i64
      %23 = arith.minsi %22, %c9_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %25 = arith.minsi %24, %c4_i64 : i64
      %thread_id_y_0 = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y_0 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %27 = arith.addi %26, %c2_i64 : i64
      %c4_i64_1 = arith.constant 4 : i64
      %28 = arith.minsi %27, %c4_i64_1 : i64
      %thread_id_y_2 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_2 : index to i64
      %c4_i64_3 = arith.constant 4 : i64
      %30 = arith.addi %29, %c4_i64_3 : i64
      %c4_i64_4 = arith.constant 4 : i64
      %31 = arith.minsi %30, %c4_i64_4 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_5 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_5, %2 : f32, !llvm.ptr
      %cst_6 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_6, %3 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c10_i64_109 = arith.constant 10 : i64
        %99 = arith.muli %arg11, %c10_i64_109 : i64
        %100 = arith.addi %23, %99 : i64
        %101 = llvm.getelementptr %arg2[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_110 = arith.constant 6 : i64
        %103 = arith.muli %25, %c6_i64_110 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %arg3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_111 = arith.constant 6 : i64
        %107 = arith.muli %28, %c6_i64_111 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %arg3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c6_i64_112 = arith.constant 6 : i64
        %111 = arith.muli %31, %c6_i64_112 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %arg3[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %115 = llvm.load %1 : !llvm.ptr -> f32
        %116 = arith.mulf %102, %106 : f32
        %117 = arith.addf %115, %116 : f32
        llvm.store %117, %1 : f32, !llvm.ptr
        %118 = llvm.load %2 : !llvm.ptr -> f32
        %119 = arith.mulf %102, %110 : f32
        %120 = arith.addf %118, %119 : f32
        llvm.store %120, %2 : f32, !llvm.ptr
        %121 = llvm.load %3 : !llvm.ptr -> f32
        %122 = arith.mulf %102, %114 : f32
        %123 = arith.addf %121, %122 : f32
        llvm.store %123, %3 : f32, !llvm.ptr
      }
      %c10_i64 = arith.constant 10 : i64
      %32 = arith.cmpi slt, %22, %c10_i64 : i64
      scf.if %32 {
        %c5_i64 = arith.constant 5 : i64
        %99 = arith.cmpi slt, %24, %c5_i64 : i64
        scf.if %99 {
          %102 = llvm.load %1 : !llvm.ptr -> f32
          %c10_i64_111 = arith.constant 10 : i64
          %103 = arith.muli %24, %c10_i64_111 : i64
          %104 = arith.addi %22, %103 : i64
          %105 = llvm.getelementptr %arg4[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %102, %105 : f32, !llvm.ptr<1>
        }
        %c5_i64_109 = arith.constant 5 : i64
        %100 = arith.cmpi slt, %27, %c5_i64_109 : i64
        scf.if %100 {
          %102 = llvm.load %2 : !llvm.ptr -> f32
          %c10_i64_111 = arith.constant 10 : i64
          %103 = arith.muli %27, %c10_i64_111 : i64
          %104 = arith.addi %22, %103 : i64
          %105 = llvm.getelementptr %arg4[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %102, %105 : f32, !llvm.ptr<1>
        }
        %c5_i64_110 = arith.constant 5 : i64
        %101 = arith.cmpi slt, %30, %c5_i64_110 : i64
        scf.if %101 {
          %102 = llvm.load %3 : !llvm.ptr -> f32
          %c10_i64_111 = arith.constant 10 : i64
          %103 = arith.muli %30, %c10_i64_111 : i64
          %104 = arith.addi %22, %103 : i64
          %105 = llvm.getelementptr %arg4[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %102, %105 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_7 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_7 : index to i64
      %c9_i64_8 = arith.constant 9 : i64
      %34 = arith.minsi %33, %c9_i64_8 : i64
      %thread_id_y_9 = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y_9 : index to i64
      %c4_i64_10 = arith.constant 4 : i64
      %36 = arith.minsi %35, %c4_i64_10 : i64
      %thread_id_y_11 = gpu.thread_id  y
      %37 = arith.index_cast %thread_id_y_11 : index to i64
      %c2_i64_12 = arith.constant 2 : i64
      %38 = arith.addi %37, %c2_i64_12 : i64
      %c4_i64_13 = arith.constant 4 : i64
      %39 = arith.minsi %38, %c4_i64_13 : i64
      %thread_id_y_14 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_14 : index to i64
      %c4_i64_15 = arith.constant 4 : i64
      %41 = arith.addi %40, %c4_i64_15 : i64
      %c4_i64_16 = arith.constant 4 : i64
      %42 = arith.minsi %41, %c4_i64_16 : i64
      %cst_17 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_17, %4 : f32, !llvm.ptr
      %cst_18 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_18, %5 : f32, !llvm.ptr
      %cst_19 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_19, %6 : f32, !llvm.ptr
      %c0_i64_20 = arith.constant 0 : i64
      %c6_i64_21 = arith.constant 6 : i64
      %c1_i64_22 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_20 to %c6_i64_21 step %c1_i64_22  : i64 {
        %c10_i64_109 = arith.constant 10 : i64
        %99 = arith.muli %arg11, %c10_i64_109 : i64
        %100 = arith.addi %34, %99 : i64
        %101 = llvm.getelementptr %arg2[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_110 = arith.constant 6 : i64
        %103 = arith.muli %36, %c6_i64_110 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %arg3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_111 = arith.constant 6 : i64
        %107 = arith.muli %39, %c6_i64_111 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %arg3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c6_i64_112 = arith.constant 6 : i64
        %111 = arith.muli %42, %c6_i64_112 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %arg3[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %115 = llvm.load %4 : !llvm.ptr -> f32
        %116 = arith.mulf %102, %106 : f32
        %117 = arith.addf %115, %116 : f32
        llvm.store %117, %4 : f32, !llvm.ptr
        %118 = llvm.load %5 : !llvm.ptr -> f32
        %119 = arith.mulf %102, %110 : f32
        %120 = arith.addf %118, %119 : f32
        llvm.store %120, %5 : f32, !llvm.ptr
        %121 = llvm.load %6 : !llvm.ptr -> f32
        %122 = arith.mulf %102, %114 : f32
        %123 = arith.addf %121, %122 : f32
        llvm.store %123, %6 : f32, !llvm.ptr
      }
      %c10_i64_23 = arith.constant 10 : i64
      %43 = arith.cmpi slt, %33, %c10_i64_23 : i64
      scf.if %43 {
        %c5_i64 = arith.constant 5 : i64
        %99 = arith.cmpi slt, %35, %c5_i64 : i64
        scf.if %99 {
          %c10_i64_111 = arith.constant 10 : i64
          %102 = arith.muli %35, %c10_i64_111 : i64
          %103 = arith.addi %33, %102 : i64
          %104 = llvm.getelementptr %arg5[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %106 = llvm.load %4 : !llvm.ptr -> f32
          %107 = arith.addf %105, %106 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %108 = arith.muli %35, %c10_i64_112 : i64
          %109 = arith.addi %33, %108 : i64
          %110 = llvm.getelementptr %arg5[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %107, %110 : f32, !llvm.ptr<1>
        }
        %c5_i64_109 = arith.constant 5 : i64
        %100 = arith.cmpi slt, %38, %c5_i64_109 : i64
        scf.if %100 {
          %c10_i64_111 = arith.constant 10 : i64
          %102 = arith.muli %38, %c10_i64_111 : i64
          %103 = arith.addi %33, %102 : i64
          %104 = llvm.getelementptr %arg5[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %106 = llvm.load %5 : !llvm.ptr -> f32
          %107 = arith.addf %105, %106 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %108 = arith.muli %38, %c10_i64_112 : i64
          %109 = arith.addi %33, %108 : i64
          %110 = llvm.getelementptr %arg5[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %107, %110 : f32, !llvm.ptr<1>
        }
        %c5_i64_110 = arith.constant 5 : i64
        %101 = arith.cmpi slt, %41, %c5_i64_110 : i64
        scf.if %101 {
          %c10_i64_111 = arith.constant 10 : i64
          %102 = arith.muli %41, %c10_i64_111 : i64
          %103 = arith.addi %33, %102 : i64
          %104 = llvm.getelementptr %arg5[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %106 = llvm.load %6 : !llvm.ptr -> f32
          %107 = arith.addf %105, %106 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %108 = arith.muli %41, %c10_i64_112 : i64
          %109 = arith.addi %33, %108 : i64
          %110 = llvm.getelementptr %arg5[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %107, %110 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_24 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_24 : index to i64
      %c9_i64_25 = arith.constant 9 : i64
      %45 = arith.minsi %44, %c9_i64_25 : i64
      %thread_id_y_26 = gpu.thread_id  y
      %46 = arith.index_cast %thread_id_y_26 : index to i64
      %c4_i64_27 = arith.constant 4 : i64
      %47 = arith.minsi %46, %c4_i64_27 : i64
      %thread_id_y_28 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_28 : index to i64
      %c2_i64_29 = arith.constant 2 : i64
      %49 = arith.addi %48, %c2_i64_29 : i64
      %c4_i64_30 = arith.constant 4 : i64
      %50 = arith.minsi %49, %c4_i64_30 : i64
      %thread_id_y_31 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_31 : index to i64
      %c4_i64_32 = arith.constant 4 : i64
      %52 = arith.addi %51, %c4_i64_32 : i64
      %c4_i64_33 = arith.constant 4 : i64
      %53 = arith.minsi %52, %c4_i64_33 : i64
      %cst_34 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_34, %7 : f32, !llvm.ptr
      %cst_35 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_35, %8 : f32, !llvm.ptr
      %cst_36 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_36, %9 : f32, !llvm.ptr
      %c0_i64_37 = arith.constant 0 : i64
      %c6_i64_38 = arith.constant 6 : i64
      %c1_i64_39 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_37 to %c6_i64_38 step %c1_i64_39  : i64 {
        %c10_i64_109 = arith.constant 10 : i64
        %99 = arith.muli %arg11, %c10_i64_109 : i64
        %100 = arith.addi %45, %99 : i64
        %101 = llvm.getelementptr %arg2[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_110 = arith.constant 6 : i64
        %103 = arith.muli %47, %c6_i64_110 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %arg3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_111 = arith.constant 6 : i64
        %107 = arith.muli %50, %c6_i64_111 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %arg3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c6_i64_112 = arith.constant 6 : i64
        %111 = arith.muli %53, %c6_i64_112 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %arg3[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %115 = llvm.load %7 : !llvm.ptr -> f32
        %116 = arith.mulf %102, %106 : f32
        %117 = arith.addf %115, %116 : f32
        llvm.store %117, %7 : f32, !llvm.ptr
        %118 = llvm.load %8 : !llvm.ptr -> f32
        %119 = arith.mulf %102, %110 : f32
        %120 = arith.addf %118, %119 : f32
        llvm.store %120, %8 : f32, !llvm.ptr
        %121 = llvm.load %9 : !llvm.ptr -> f32
        %122 = arith.mulf %102, %114 : f32
        %123 = arith.addf %121, %122 : f32
        llvm.store %123, %9 : f32, !llvm.ptr
      }
      %c10_i64_40 = arith.constant 10 : i64
      %54 = arith.cmpi slt, %44, %c10_i64_40 : i64
      scf.if %54 {
        %c5_i64 = arith.constant 5 : i64
        %99 = arith.cmpi slt, %46, %c5_i64 : i64
        scf.if %99 {
          %cst_111 = arith.constant -5.000000e-01 : f32
          %102 = llvm.load %7 : !llvm.ptr -> f32
          %103 = arith.mulf %cst_111, %102 : f32
          %cst_112 = arith.constant 2.500000e+00 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %104 = arith.muli %46, %c10_i64_113 : i64
          %105 = arith.addi %44, %104 : i64
          %106 = llvm.getelementptr %arg6[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %cst_112, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_114 = arith.constant 10 : i64
          %110 = arith.muli %46, %c10_i64_114 : i64
          %111 = arith.addi %44, %110 : i64
          %112 = llvm.getelementptr %arg6[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
        %c5_i64_109 = arith.constant 5 : i64
        %100 = arith.cmpi slt, %49, %c5_i64_109 : i64
        scf.if %100 {
          %cst_111 = arith.constant -5.000000e-01 : f32
          %102 = llvm.load %8 : !llvm.ptr -> f32
          %103 = arith.mulf %cst_111, %102 : f32
          %cst_112 = arith.constant 2.500000e+00 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %104 = arith.muli %49, %c10_i64_113 : i64
          %105 = arith.addi %44, %104 : i64
          %106 = llvm.getelementptr %arg6[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %cst_112, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_114 = arith.constant 10 : i64
          %110 = arith.muli %49, %c10_i64_114 : i64
          %111 = arith.addi %44, %110 : i64
          %112 = llvm.getelementptr %arg6[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
        %c5_i64_110 = arith.constant 5 : i64
        %101 = arith.cmpi slt, %52, %c5_i64_110 : i64
        scf.if %101 {
          %cst_111 = arith.constant -5.000000e-01 : f32
          %102 = llvm.load %9 : !llvm.ptr -> f32
          %103 = arith.mulf %cst_111, %102 : f32
          %cst_112 = arith.constant 2.500000e+00 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %104 = arith.muli %52, %c10_i64_113 : i64
          %105 = arith.addi %44, %104 : i64
          %106 = llvm.getelementptr %arg6[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %cst_112, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_114 = arith.constant 10 : i64
          %110 = arith.muli %52, %c10_i64_114 : i64
          %111 = arith.addi %44, %110 : i64
          %112 = llvm.getelementptr %arg6[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_41 = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x_41 : index to i64
      %c9_i64_42 = arith.constant 9 : i64
      %56 = arith.minsi %55, %c9_i64_42 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_43 : index to i64
      %c4_i64_44 = arith.constant 4 : i64
      %58 = arith.minsi %57, %c4_i64_44 : i64
      %thread_id_y_45 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_45 : index to i64
      %c2_i64_46 = arith.constant 2 : i64
      %60 = arith.addi %59, %c2_i64_46 : i64
      %c4_i64_47 = arith.constant 4 : i64
      %61 = arith.minsi %60, %c4_i64_47 : i64
      %thread_id_y_48 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_48 : index to i64
      %c4_i64_49 = arith.constant 4 : i64
      %63 = arith.addi %62, %c4_i64_49 : i64
      %c4_i64_50 = arith.constant 4 : i64
      %64 = arith.minsi %63, %c4_i64_50 : i64
      %cst_51 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_51, %10 : f32, !llvm.ptr
      %cst_52 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_52, %11 : f32, !llvm.ptr
      %cst_53 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_53, %12 : f32, !llvm.ptr
      %c0_i64_54 = arith.constant 0 : i64
      %c6_i64_55 = arith.constant 6 : i64
      %c1_i64_56 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_54 to %c6_i64_55 step %c1_i64_56  : i64 {
        %c10_i64_109 = arith.constant 10 : i64
        %99 = arith.muli %arg11, %c10_i64_109 : i64
        %100 = arith.addi %56, %99 : i64
        %101 = llvm.getelementptr %arg2[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_110 = arith.constant 6 : i64
        %103 = arith.muli %58, %c6_i64_110 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %arg3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_111 = arith.constant 6 : i64
        %107 = arith.muli %61, %c6_i64_111 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %arg3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c6_i64_112 = arith.constant 6 : i64
        %111 = arith.muli %64, %c6_i64_112 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %arg3[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %115 = llvm.load %10 : !llvm.ptr -> f32
        %116 = arith.mulf %102, %106 : f32
        %117 = arith.addf %115, %116 : f32
        llvm.store %117, %10 : f32, !llvm.ptr
        %118 = llvm.load %11 : !llvm.ptr -> f32
        %119 = arith.mulf %102, %110 : f32
        %120 = arith.addf %118, %119 : f32
        llvm.store %120, %11 : f32, !llvm.ptr
        %121 = llvm.load %12 : !llvm.ptr -> f32
        %122 = arith.mulf %102, %114 : f32
        %123 = arith.addf %121, %122 : f32
        llvm.store %123, %12 : f32, !llvm.ptr
      }
      %c10_i64_57 = arith.constant 10 : i64
      %65 = arith.cmpi slt, %55, %c10_i64_57 : i64
      scf.if %65 {
        %c5_i64 = arith.constant 5 : i64
        %99 = arith.cmpi slt, %57, %c5_i64 : i64
        scf.if %99 {
          %102 = llvm.load %10 : !llvm.ptr -> f32
          %103 = arith.mulf %arg0, %102 : f32
          %c10_i64_111 = arith.constant 10 : i64
          %104 = arith.muli %57, %c10_i64_111 : i64
          %105 = arith.addi %55, %104 : i64
          %106 = llvm.getelementptr %arg7[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %arg1, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %110 = arith.muli %57, %c10_i64_112 : i64
          %111 = arith.addi %55, %110 : i64
          %112 = llvm.getelementptr %arg7[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
        %c5_i64_109 = arith.constant 5 : i64
        %100 = arith.cmpi slt, %60, %c5_i64_109 : i64
        scf.if %100 {
          %102 = llvm.load %11 : !llvm.ptr -> f32
          %103 = arith.mulf %arg0, %102 : f32
          %c10_i64_111 = arith.constant 10 : i64
          %104 = arith.muli %60, %c10_i64_111 : i64
          %105 = arith.addi %55, %104 : i64
          %106 = llvm.getelementptr %arg7[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %arg1, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %110 = arith.muli %60, %c10_i64_112 : i64
          %111 = arith.addi %55, %110 : i64
          %112 = llvm.getelementptr %arg7[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
        %c5_i64_110 = arith.constant 5 : i64
        %101 = arith.cmpi slt, %63, %c5_i64_110 : i64
        scf.if %101 {
          %102 = llvm.load %12 : !llvm.ptr -> f32
          %103 = arith.mulf %arg0, %102 : f32
          %c10_i64_111 = arith.constant 10 : i64
          %104 = arith.muli %63, %c10_i64_111 : i64
          %105 = arith.addi %55, %104 : i64
          %106 = llvm.getelementptr %arg7[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %arg1, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %110 = arith.muli %63, %c10_i64_112 : i64
          %111 = arith.addi %55, %110 : i64
          %112 = llvm.getelementptr %arg7[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_58 = gpu.thread_id  x
      %66 = arith.index_cast %thread_id_x_58 : index to i64
      %c9_i64_59 = arith.constant 9 : i64
      %67 = arith.minsi %66, %c9_i64_59 : i64
      %thread_id_y_60 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_60 : index to i64
      %c4_i64_61 = arith.constant 4 : i64
      %69 = arith.minsi %68, %c4_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_62 : index to i64
      %c2_i64_63 = arith.constant 2 : i64
      %71 = arith.addi %70, %c2_i64_63 : i64
      %c4_i64_64 = arith.constant 4 : i64
      %72 = arith.minsi %71, %c4_i64_64 : i64
      %thread_id_y_65 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_65 : index to i64
      %c4_i64_66 = arith.constant 4 : i64
      %74 = arith.addi %73, %c4_i64_66 : i64
      %c4_i64_67 = arith.constant 4 : i64
      %75 = arith.minsi %74, %c4_i64_67 : i64
      %cst_68 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_68, %13 : f32, !llvm.ptr
      %cst_69 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_69, %14 : f32, !llvm.ptr
      %cst_70 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_70, %15 : f32, !llvm.ptr
      %c0_i64_71 = arith.constant 0 : i64
      %c6_i64_72 = arith.constant 6 : i64
      %c1_i64_73 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_71 to %c6_i64_72 step %c1_i64_73  : i64 {
        %c10_i64_109 = arith.constant 10 : i64
        %99 = arith.muli %arg11, %c10_i64_109 : i64
        %100 = arith.addi %67, %99 : i64
        %101 = llvm.getelementptr %arg2[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_110 = arith.constant 6 : i64
        %103 = arith.muli %69, %c6_i64_110 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %arg3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_111 = arith.constant 6 : i64
        %107 = arith.muli %72, %c6_i64_111 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %arg3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c6_i64_112 = arith.constant 6 : i64
        %111 = arith.muli %75, %c6_i64_112 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %arg3[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %115 = llvm.load %13 : !llvm.ptr -> f32
        %116 = arith.mulf %102, %106 : f32
        %117 = arith.addf %115, %116 : f32
        llvm.store %117, %13 : f32, !llvm.ptr
        %118 = llvm.load %14 : !llvm.ptr -> f32
        %119 = arith.mulf %102, %110 : f32
        %120 = arith.addf %118, %119 : f32
        llvm.store %120, %14 : f32, !llvm.ptr
        %121 = llvm.load %15 : !llvm.ptr -> f32
        %122 = arith.mulf %102, %114 : f32
        %123 = arith.addf %121, %122 : f32
        llvm.store %123, %15 : f32, !llvm.ptr
      }
      %c10_i64_74 = arith.constant 10 : i64
      %76 = arith.cmpi slt, %66, %c10_i64_74 : i64
      scf.if %76 {
        %c5_i64 = arith.constant 5 : i64
        %99 = arith.cmpi slt, %68, %c5_i64 : i64
        scf.if %99 {
          %102 = llvm.load %13 : !llvm.ptr -> f32
          %103 = arith.mulf %arg0, %102 : f32
          %c10_i64_111 = arith.constant 10 : i64
          %104 = arith.muli %68, %c10_i64_111 : i64
          %105 = arith.addi %66, %104 : i64
          %106 = llvm.getelementptr %arg8[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
        %c5_i64_109 = arith.constant 5 : i64
        %100 = arith.cmpi slt, %71, %c5_i64_109 : i64
        scf.if %100 {
          %102 = llvm.load %14 : !llvm.ptr -> f32
          %103 = arith.mulf %arg0, %102 : f32
          %c10_i64_111 = arith.constant 10 : i64
          %104 = arith.muli %71, %c10_i64_111 : i64
          %105 = arith.addi %66, %104 : i64
          %106 = llvm.getelementptr %arg8[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
        %c5_i64_110 = arith.constant 5 : i64
        %101 = arith.cmpi slt, %74, %c5_i64_110 : i64
        scf.if %101 {
          %102 = llvm.load %15 : !llvm.ptr -> f32
          %103 = arith.mulf %arg0, %102 : f32
          %c10_i64_111 = arith.constant 10 : i64
          %104 = arith.muli %74, %c10_i64_111 : i64
          %105 = arith.addi %66, %104 : i64
          %106 = llvm.getelementptr %arg8[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_75 = gpu.thread_id  x
      %77 = arith.index_cast %thread_id_x_75 : index to i64
      %c9_i64_76 = arith.constant 9 : i64
      %78 = arith.minsi %77, %c9_i64_76 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_77 : index to i64
      %c4_i64_78 = arith.constant 4 : i64
      %80 = arith.minsi %79, %c4_i64_78 : i64
      %thread_id_y_79 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_79 : index to i64
      %c2_i64_80 = arith.constant 2 : i64
      %82 = arith.addi %81, %c2_i64_80 : i64
      %c4_i64_81 = arith.constant 4 : i64
      %83 = arith.minsi %82, %c4_i64_81 : i64
      %thread_id_y_82 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_82 : index to i64
      %c4_i64_83 = arith.constant 4 : i64
      %85 = arith.addi %84, %c4_i64_83 : i64
      %c4_i64_84 = arith.constant 4 : i64
      %86 = arith.minsi %85, %c4_i64_84 : i64
      %cst_85 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_85, %16 : f32, !llvm.ptr
      %cst_86 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_86, %17 : f32, !llvm.ptr
      %cst_87 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_87, %18 : f32, !llvm.ptr
      %c0_i64_88 = arith.constant 0 : i64
      %c6_i64_89 = arith.constant 6 : i64
      %c1_i64_90 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_88 to %c6_i64_89 step %c1_i64_90  : i64 {
        %c10_i64_109 = arith.constant 10 : i64
        %99 = arith.muli %arg11, %c10_i64_109 : i64
        %100 = arith.addi %78, %99 : i64
        %101 = llvm.getelementptr %arg2[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_110 = arith.constant 6 : i64
        %103 = arith.muli %80, %c6_i64_110 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %arg3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_111 = arith.constant 6 : i64
        %107 = arith.muli %83, %c6_i64_111 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %arg3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c6_i64_112 = arith.constant 6 : i64
        %111 = arith.muli %86, %c6_i64_112 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %arg3[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %115 = llvm.load %16 : !llvm.ptr -> f32
        %116 = arith.mulf %102, %106 : f32
        %117 = arith.addf %115, %116 : f32
        llvm.store %117, %16 : f32, !llvm.ptr
        %118 = llvm.load %17 : !llvm.ptr -> f32
        %119 = arith.mulf %102, %110 : f32
        %120 = arith.addf %118, %119 : f32
        llvm.store %120, %17 : f32, !llvm.ptr
        %121 = llvm.load %18 : !llvm.ptr -> f32
        %122 = arith.mulf %102, %114 : f32
        %123 = arith.addf %121, %122 : f32
        llvm.store %123, %18 : f32, !llvm.ptr
      }
      %c10_i64_91 = arith.constant 10 : i64
      %87 = arith.cmpi slt, %77, %c10_i64_91 : i64
      scf.if %87 {
        %c5_i64 = arith.constant 5 : i64
        %99 = arith.cmpi slt, %79, %c5_i64 : i64
        scf.if %99 {
          %c10_i64_111 = arith.constant 10 : i64
          %102 = arith.muli %79, %c10_i64_111 : i64
          %103 = arith.addi %77, %102 : i64
          %104 = llvm.getelementptr %arg9[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %cst_112 = arith.constant 0.000000e+00 : f32
          %106 = llvm.load %16 : !llvm.ptr -> f32
          %107 = arith.mulf %cst_112, %106 : f32
          %108 = arith.addf %105, %107 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %109 = arith.muli %79, %c10_i64_113 : i64
          %110 = arith.addi %77, %109 : i64
          %111 = llvm.getelementptr %arg9[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %108, %111 : f32, !llvm.ptr<1>
        }
        %c5_i64_109 = arith.constant 5 : i64
        %100 = arith.cmpi slt, %82, %c5_i64_109 : i64
        scf.if %100 {
          %c10_i64_111 = arith.constant 10 : i64
          %102 = arith.muli %82, %c10_i64_111 : i64
          %103 = arith.addi %77, %102 : i64
          %104 = llvm.getelementptr %arg9[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %cst_112 = arith.constant 0.000000e+00 : f32
          %106 = llvm.load %17 : !llvm.ptr -> f32
          %107 = arith.mulf %cst_112, %106 : f32
          %108 = arith.addf %105, %107 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %109 = arith.muli %82, %c10_i64_113 : i64
          %110 = arith.addi %77, %109 : i64
          %111 = llvm.getelementptr %arg9[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %108, %111 : f32, !llvm.ptr<1>
        }
        %c5_i64_110 = arith.constant 5 : i64
        %101 = arith.cmpi slt, %85, %c5_i64_110 : i64
        scf.if %101 {
          %c10_i64_111 = arith.constant 10 : i64
          %102 = arith.muli %85, %c10_i64_111 : i64
          %103 = arith.addi %77, %102 : i64
          %104 = llvm.getelementptr %arg9[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %cst_112 = arith.constant 0.000000e+00 : f32
          %106 = llvm.load %18 : !llvm.ptr -> f32
          %107 = arith.mulf %cst_112, %106 : f32
          %108 = arith.addf %105, %107 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %109 = arith.muli %85, %c10_i64_113 : i64
          %110 = arith.addi %77, %109 : i64
          %111 = llvm.getelementptr %arg9[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %108, %111 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_92 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_92 : index to i64
      %c9_i64_93 = arith.constant 9 : i64
      %89 = arith.minsi %88, %c9_i64_93 : i64
      %thread_id_y_94 = gpu.thread_id  y
      %90 = arith.index_cast %thread_id_y_94 : index to i64
      %c4_i64_95 = arith.constant 4 : i64
      %91 = arith.minsi %90, %c4_i64_95 : i64
      %thread_id_y_96 = gpu.thread_id  y
      %92 = arith.index_cast %thread_id_y_96 : index to i64
      %c2_i64_97 = arith.constant 2 : i64
      %93 = arith.addi %92, %c2_i64_97 : i64
      %c4_i64_98 = arith.constant 4 : i64
      %94 = arith.minsi %93, %c4_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %95 = arith.index_cast %thread_id_y_99 : index to i64
      %c4_i64_100 = arith.constant 4 : i64
      %96 = arith.addi %95, %c4_i64_100 : i64
      %c4_i64_101 = arith.constant 4 : i64
      %97 = arith.minsi %96, %c4_i64_101 : i64
      %cst_102 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_102, %19 : f32, !llvm.ptr
      %cst_103 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_103, %20 : f32, !llvm.ptr
      %cst_104 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_104, %21 : f32, !llvm.ptr
      %c0_i64_105 = arith.constant 0 : i64
      %c6_i64_106 = arith.constant 6 : i64
      %c1_i64_107 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_105 to %c6_i64_106 step %c1_i64_107  : i64 {
        %c10_i64_109 = arith.constant 10 : i64
        %99 = arith.muli %arg11, %c10_i64_109 : i64
        %100 = arith.addi %89, %99 : i64
        %101 = llvm.getelementptr %arg2[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_110 = arith.constant 6 : i64
        %103 = arith.muli %91, %c6_i64_110 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %arg3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_111 = arith.constant 6 : i64
        %107 = arith.muli %94, %c6_i64_111 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %arg3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c6_i64_112 = arith.constant 6 : i64
        %111 = arith.muli %97, %c6_i64_112 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %arg3[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %115 = llvm.load %19 : !llvm.ptr -> f32
        %116 = arith.mulf %102, %106 : f32
        %117 = arith.addf %115, %116 : f32
        llvm.store %117, %19 : f32, !llvm.ptr
        %118 = llvm.load %20 : !llvm.ptr -> f32
        %119 = arith.mulf %102, %110 : f32
        %120 = arith.addf %118, %119 : f32
        llvm.store %120, %20 : f32, !llvm.ptr
        %121 = llvm.load %21 : !llvm.ptr -> f32
        %122 = arith.mulf %102, %114 : f32
        %123 = arith.addf %121, %122 : f32
        llvm.store %123, %21 : f32, !llvm.ptr
      }
      %c10_i64_108 = arith.constant 10 : i64
      %98 = arith.cmpi slt, %88, %c10_i64_108 : i64
      scf.if %98 {
        %c5_i64 = arith.constant 5 : i64
        %99 = arith.cmpi slt, %90, %c5_i64 : i64
        scf.if %99 {
          %cst_111 = arith.constant 3.000000e+00 : f32
          %102 = llvm.load %19 : !llvm.ptr -> f32
          %103 = arith.mulf %cst_111, %102 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %104 = arith.muli %90, %c10_i64_112 : i64
          %105 = arith.addi %88, %104 : i64
          %106 = llvm.getelementptr %arg10[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %arg1, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %110 = arith.muli %90, %c10_i64_113 : i64
          %111 = arith.addi %88, %110 : i64
          %112 = llvm.getelementptr %arg10[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
        %c5_i64_109 = arith.constant 5 : i64
        %100 = arith.cmpi slt, %93, %c5_i64_109 : i64
        scf.if %100 {
          %cst_111 = arith.constant 3.000000e+00 : f32
          %102 = llvm.load %20 : !llvm.ptr -> f32
          %103 = arith.mulf %cst_111, %102 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %104 = arith.muli %93, %c10_i64_112 : i64
          %105 = arith.addi %88, %104 : i64
          %106 = llvm.getelementptr %arg10[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %arg1, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %110 = arith.muli %93, %c10_i64_113 : i64
          %111 = arith.addi %88, %110 : i64
          %112 = llvm.getelementptr %arg10[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
        %c5_i64_110 = arith.constant 5 : i64
        %101 = arith.cmpi slt, %96, %c5_i64_110 : i64
        scf.if %101 {
          %cst_111 = arith.constant 3.000000e+00 : f32
          %102 = llvm.load %21 : !llvm.ptr -> f32
          %103 = arith.mulf %cst_111, %102 : f32
          %c10_i64_112 = arith.constant 10 : i64
          %104 = arith.muli %96, %c10_i64_112 : i64
          %105 = arith.addi %88, %104 : i64
          %106 = llvm.getelementptr %arg10[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %108 = arith.mulf %arg1, %107 : f32
          %109 = arith.addf %103, %108 : f32
          %c10_i64_113 = arith.constant 10 : i64
          %110 = arith.muli %96, %c10_i64_113 : i64
          %111 = arith.addi %88, %110 : i64
          %112 = llvm.getelementptr %arg10[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %109, %112 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
