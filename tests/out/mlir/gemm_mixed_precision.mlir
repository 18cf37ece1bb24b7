module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_mixed_precision(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>, %arg14: !llvm.ptr<1>, %arg15: !llvm.ptr<1>, %arg16: !llvm.ptr<1>, %arg17: !llvm.ptr<1>, %arg18: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %9 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %10 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %13 = llvm.alloca %0 x i16 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %0 x i16 : (i64) -> !llvm.ptr
      %15 = llvm.alloca %0 x i16 : (i64) -> !llvm.ptr
      %16 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %17 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %19 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %20 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %21 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %22 = llvm.alloca %0 x i8 : (i64) -> !llvm.ptr
      %23 = llvm.alloca %0 x i8 : (i64) -> !llvm.ptr
      %24 = llvm.alloca %0 x i8 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %26 = arith.minsi %25, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_0 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_0 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %29 = arith.addi %28, %c2_i64 : i64
      %thread_id_y_1 = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y_1 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %31 = arith.addi %30, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_2 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_2, %2 : f32, !llvm.ptr
      %cst_3 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_3, %3 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c4_i64_4 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c4_i64_4 step %c1_i64  : i64 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %arg19, %c9_i64_100 : i64
        %90 = arith.addi %26, %89 : i64
        %91 = llvm.getelementptr %arg1[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %92 = llvm.load %91 : !llvm.ptr<1> -> f32
        %c4_i64_101 = arith.constant 4 : i64
        %93 = arith.muli %27, %c4_i64_101 : i64
        %94 = arith.addi %arg19, %93 : i64
        %95 = llvm.getelementptr %arg2[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %96 = llvm.load %95 : !llvm.ptr<1> -> f32
        %c4_i64_102 = arith.constant 4 : i64
        %97 = arith.muli %29, %c4_i64_102 : i64
        %98 = arith.addi %arg19, %97 : i64
        %99 = llvm.getelementptr %arg2[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %c4_i64_103 = arith.constant 4 : i64
        %101 = arith.muli %31, %c4_i64_103 : i64
        %102 = arith.addi %arg19, %101 : i64
        %103 = llvm.getelementptr %arg2[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %105 = llvm.load %1 : !llvm.ptr -> f32
        %106 = arith.mulf %92, %96 : f32
        %107 = arith.addf %105, %106 : f32
        llvm.store %107, %1 : f32, !llvm.ptr
        %108 = llvm.load %2 : !llvm.ptr -> f32
        %109 = arith.mulf %92, %100 : f32
        %110 = arith.addf %108, %109 : f32
        llvm.store %110, %2 : f32, !llvm.ptr
        %111 = llvm.load %3 : !llvm.ptr -> f32
        %112 = arith.mulf %92, %104 : f32
        %113 = arith.addf %111, %112 : f32
        llvm.store %113, %3 : f32, !llvm.ptr
      }
      %c9_i64 = arith.constant 9 : i64
      %32 = arith.cmpi slt, %25, %c9_i64 : i64
      scf.if %32 {
        %89 = llvm.load %1 : !llvm.ptr -> f32
        %90 = arith.extf %89 : f32 to f64
        %91 = arith.mulf %arg0, %90 : f64
        %cst_100 = arith.constant 5.000000e-01 : f64
        %c9_i64_101 = arith.constant 9 : i64
        %92 = arith.muli %27, %c9_i64_101 : i64
        %93 = arith.addi %25, %92 : i64
        %94 = llvm.getelementptr %arg3[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %95 = llvm.load %94 : !llvm.ptr<1> -> f32
        %96 = arith.extf %95 : f32 to f64
        %97 = arith.mulf %cst_100, %96 : f64
        %98 = arith.addf %91, %97 : f64
        %99 = arith.truncf %98 : f64 to f32
        %c9_i64_102 = arith.constant 9 : i64
        %100 = arith.muli %27, %c9_i64_102 : i64
        %101 = arith.addi %25, %100 : i64
        %102 = llvm.getelementptr %arg3[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %99, %102 : f32, !llvm.ptr<1>
        %103 = llvm.load %2 : !llvm.ptr -> f32
        %104 = arith.extf %103 : f32 to f64
        %105 = arith.mulf %arg0, %104 : f64
        %cst_103 = arith.constant 5.000000e-01 : f64
        %c9_i64_104 = arith.constant 9 : i64
        %106 = arith.muli %29, %c9_i64_104 : i64
        %107 = arith.addi %25, %106 : i64
        %108 = llvm.getelementptr %arg3[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %109 = llvm.load %108 : !llvm.ptr<1> -> f32
        %110 = arith.extf %109 : f32 to f64
        %111 = arith.mulf %cst_103, %110 : f64
        %112 = arith.addf %105, %111 : f64
        %113 = arith.truncf %112 : f64 to f32
        %c9_i64_105 = arith.constant 9 : i64
        %114 = arith.muli %29, %c9_i64_105 : i64
        %115 = arith.addi %25, %114 : i64
        %116 = llvm.getelementptr %arg3[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %113, %116 : f32, !llvm.ptr<1>
        %117 = llvm.load %3 : !llvm.ptr -> f32
        %118 = arith.extf %117 : f32 to f64
        %119 = arith.mulf %arg0, %118 : f64
        %cst_106 = arith.constant 5.000000e-01 : f64
        %c9_i64_107 = arith.constant 9 : i64
        %120 = arith.muli %31, %c9_i64_107 : i64
        %121 = arith.addi %25, %120 : i64
        %122 = llvm.getelementptr %arg3[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %123 = llvm.load %122 : !llvm.ptr<1> -> f32
        %124 = arith.extf %123 : f32 to f64
        %125 = arith.mulf %cst_106, %124 : f64
        %126 = arith.addf %119, %125 : f64
        %127 = arith.truncf %126 : f64 to f32
        %c9_i64_108 = arith.constant 9 : i64
        %128 = arith.muli %31, %c9_i64_108 : i64
        %129 = arith.addi %25, %128 : i64
        %130 = llvm.getelementptr %arg3[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %127, %130 : f32, !llvm.ptr<1>
      }
      %thread_id_x_5 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_5 : index to i64
      %c8_i64_6 = arith.constant 8 : i64
      %34 = arith.minsi %33, %c8_i64_6 : i64
      %thread_id_y_7 = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y_7 : index to i64
      %thread_id_y_8 = gpu.thread_id  y
      %36 = arith.index_cast %thread_id_y_8 : index to i64
      %c2_i64_9 = arith.constant 2 : i64
      %37 = arith.addi %36, %c2_i64_9 : i64
      %thread_id_y_10 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_10 : index to i64
      %c4_i64_11 = arith.constant 4 : i64
      %39 = arith.addi %38, %c4_i64_11 : i64
      %cst_12 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_12, %4 : f64, !llvm.ptr
      %cst_13 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_13, %5 : f64, !llvm.ptr
      %cst_14 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_14, %6 : f64, !llvm.ptr
      %c0_i64_15 = arith.constant 0 : i64
      %c4_i64_16 = arith.constant 4 : i64
      %c1_i64_17 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_15 to %c4_i64_16 step %c1_i64_17  : i64 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %arg19, %c9_i64_100 : i64
        %90 = arith.addi %34, %89 : i64
        %91 = llvm.getelementptr %arg1[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %92 = llvm.load %91 : !llvm.ptr<1> -> f32
        %c4_i64_101 = arith.constant 4 : i64
        %93 = arith.muli %35, %c4_i64_101 : i64
        %94 = arith.addi %arg19, %93 : i64
        %95 = llvm.getelementptr %arg4[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %96 = llvm.load %95 : !llvm.ptr<1> -> f64
        %c4_i64_102 = arith.constant 4 : i64
        %97 = arith.muli %37, %c4_i64_102 : i64
        %98 = arith.addi %arg19, %97 : i64
        %99 = llvm.getelementptr %arg4[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %100 = llvm.load %99 : !llvm.ptr<1> -> f64
        %c4_i64_103 = arith.constant 4 : i64
        %101 = arith.muli %39, %c4_i64_103 : i64
        %102 = arith.addi %arg19, %101 : i64
        %103 = llvm.getelementptr %arg4[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %104 = llvm.load %103 : !llvm.ptr<1> -> f64
        %105 = llvm.load %4 : !llvm.ptr -> f64
        %106 = arith.extf %92 : f32 to f64
        %107 = arith.mulf %106, %96 : f64
        %108 = arith.addf %105, %107 : f64
        llvm.store %108, %4 : f64, !llvm.ptr
        %109 = llvm.load %5 : !llvm.ptr -> f64
        %110 = arith.extf %92 : f32 to f64
        %111 = arith.mulf %110, %100 : f64
        %112 = arith.addf %109, %111 : f64
        llvm.store %112, %5 : f64, !llvm.ptr
        %113 = llvm.load %6 : !llvm.ptr -> f64
        %114 = arith.extf %92 : f32 to f64
        %115 = arith.mulf %114, %104 : f64
        %116 = arith.addf %113, %115 : f64
        llvm.store %116, %6 : f64, !llvm.ptr
      }
      %c9_i64_18 = arith.constant 9 : i64
      %40 = arith.cmpi slt, %33, %c9_i64_18 : i64
      scf.if %40 {
        %89 = llvm.load %4 : !llvm.ptr -> f64
        %c9_i64_100 = arith.constant 9 : i64
        %90 = arith.muli %35, %c9_i64_100 : i64
        %91 = arith.addi %33, %90 : i64
        %92 = llvm.getelementptr %arg5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %89, %92 : f64, !llvm.ptr<1>
        %93 = llvm.load %5 : !llvm.ptr -> f64
        %c9_i64_101 = arith.constant 9 : i64
        %94 = arith.muli %37, %c9_i64_101 : i64
        %95 = arith.addi %33, %94 : i64
        %96 = llvm.getelementptr %arg5[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %93, %96 : f64, !llvm.ptr<1>
        %97 = llvm.load %6 : !llvm.ptr -> f64
        %c9_i64_102 = arith.constant 9 : i64
        %98 = arith.muli %39, %c9_i64_102 : i64
        %99 = arith.addi %33, %98 : i64
        %100 = llvm.getelementptr %arg5[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %97, %100 : f64, !llvm.ptr<1>
      }
      %thread_id_x_19 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_19 : index to i64
      %c8_i64_20 = arith.constant 8 : i64
      %42 = arith.minsi %41, %c8_i64_20 : i64
      %thread_id_y_21 = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y_21 : index to i64
      %thread_id_y_22 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_22 : index to i64
      %c2_i64_23 = arith.constant 2 : i64
      %45 = arith.addi %44, %c2_i64_23 : i64
      %thread_id_y_24 = gpu.thread_id  y
      %46 = arith.index_cast %thread_id_y_24 : index to i64
      %c4_i64_25 = arith.constant 4 : i64
      %47 = arith.addi %46, %c4_i64_25 : i64
      %cst_26 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_26, %7 : f32, !llvm.ptr
      %cst_27 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_27, %8 : f32, !llvm.ptr
      %cst_28 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_28, %9 : f32, !llvm.ptr
      %c0_i64_29 = arith.constant 0 : i64
      %c4_i64_30 = arith.constant 4 : i64
      %c1_i64_31 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_29 to %c4_i64_30 step %c1_i64_31  : i64 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %arg19, %c9_i64_100 : i64
        %90 = arith.addi %42, %89 : i64
        %91 = llvm.getelementptr %arg6[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %92 = llvm.load %91 : !llvm.ptr<1> -> i32
        %c4_i64_101 = arith.constant 4 : i64
        %93 = arith.muli %43, %c4_i64_101 : i64
        %94 = arith.addi %arg19, %93 : i64
        %95 = llvm.getelementptr %arg7[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %96 = llvm.load %95 : !llvm.ptr<1> -> i32
        %c4_i64_102 = arith.constant 4 : i64
        %97 = arith.muli %45, %c4_i64_102 : i64
        %98 = arith.addi %arg19, %97 : i64
        %99 = llvm.getelementptr %arg7[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %100 = llvm.load %99 : !llvm.ptr<1> -> i32
        %c4_i64_103 = arith.constant 4 : i64
        %101 = arith.muli %47, %c4_i64_103 : i64
        %102 = arith.addi %arg19, %101 : i64
        %103 = llvm.getelementptr %arg7[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %104 = llvm.load %103 : !llvm.ptr<1> -> i32
        %105 = llvm.load %7 : !llvm.ptr -> f32
        %106 = arith.muli %92, %96 : i32
        %107 = arith.sitofp %106 : i32 to f32
        %108 = arith.addf %105, %107 : f32
        llvm.store %108, %7 : f32, !llvm.ptr
        %109 = llvm.load %8 : !llvm.ptr -> f32
        %110 = arith.muli %92, %100 : i32
        %111 = arith.sitofp %110 : i32 to f32
        %112 = arith.addf %109, %111 : f32
        llvm.store %112, %8 : f32, !llvm.ptr
        %113 = llvm.load %9 : !llvm.ptr -> f32
        %114 = arith.muli %92, %104 : i32
        %115 = arith.sitofp %114 : i32 to f32
        %116 = arith.addf %113, %115 : f32
        llvm.store %116, %9 : f32, !llvm.ptr
      }
      %c9_i64_32 = arith.constant 9 : i64
      %48 = arith.cmpi slt, %41, %c9_i64_32 : i64
      scf.if %48 {
        %89 = llvm.load %7 : !llvm.ptr -> f32
        %cst_100 = arith.constant 2.500000e-01 : f32
        %c9_i64_101 = arith.constant 9 : i64
        %90 = arith.muli %43, %c9_i64_101 : i64
        %91 = arith.addi %41, %90 : i64
        %92 = llvm.getelementptr %arg8[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %94 = arith.mulf %cst_100, %93 : f32
        %95 = arith.addf %89, %94 : f32
        %c9_i64_102 = arith.constant 9 : i64
        %96 = arith.muli %43, %c9_i64_102 : i64
        %97 = arith.addi %41, %96 : i64
        %98 = llvm.getelementptr %arg8[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %95, %98 : f32, !llvm.ptr<1>
        %99 = llvm.load %8 : !llvm.ptr -> f32
        %cst_103 = arith.constant 2.500000e-01 : f32
        %c9_i64_104 = arith.constant 9 : i64
        %100 = arith.muli %45, %c9_i64_104 : i64
        %101 = arith.addi %41, %100 : i64
        %102 = llvm.getelementptr %arg8[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %103 = llvm.load %102 : !llvm.ptr<1> -> f32
        %104 = arith.mulf %cst_103, %103 : f32
        %105 = arith.addf %99, %104 : f32
        %c9_i64_105 = arith.constant 9 : i64
        %106 = arith.muli %45, %c9_i64_105 : i64
        %107 = arith.addi %41, %106 : i64
        %108 = llvm.getelementptr %arg8[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %105, %108 : f32, !llvm.ptr<1>
        %109 = llvm.load %9 : !llvm.ptr -> f32
        %cst_106 = arith.constant 2.500000e-01 : f32
        %c9_i64_107 = arith.constant 9 : i64
        %110 = arith.muli %47, %c9_i64_107 : i64
        %111 = arith.addi %41, %110 : i64
        %112 = llvm.getelementptr %arg8[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %113 = llvm.load %112 : !llvm.ptr<1> -> f32
        %114 = arith.mulf %cst_106, %113 : f32
        %115 = arith.addf %109, %114 : f32
        %c9_i64_108 = arith.constant 9 : i64
        %116 = arith.muli %47, %c9_i64_108 : i64
        %117 = arith.addi %41, %116 : i64
        %118 = llvm.getelementptr %arg8[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %115, %118 : f32, !llvm.ptr<1>
      }
      %thread_id_x_33 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_33 : index to i64
      %c8_i64_34 = arith.constant 8 : i64
      %50 = arith.minsi %49, %c8_i64_34 : i64
      %thread_id_y_35 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_35 : index to i64
      %thread_id_y_36 = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y_36 : index to i64
      %c2_i64_37 = arith.constant 2 : i64
      %53 = arith.addi %52, %c2_i64_37 : i64
      %thread_id_y_38 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_38 : index to i64
      %c4_i64_39 = arith.constant 4 : i64
      %55 = arith.addi %54, %c4_i64_39 : i64
      %c0_i32 = arith.constant 0 : i32
      llvm.store %c0_i32, %10 : i32, !llvm.ptr
      %c0_i32_40 = arith.constant 0 : i32
      llvm.store %c0_i32_40, %11 : i32, !llvm.ptr
      %c0_i32_41 = arith.constant 0 : i32
      llvm.store %c0_i32_41, %12 : i32, !llvm.ptr
      %c0_i64_42 = arith.constant 0 : i64
      %c4_i64_43 = arith.constant 4 : i64
      %c1_i64_44 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_42 to %c4_i64_43 step %c1_i64_44  : i64 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %arg19, %c9_i64_100 : i64
        %90 = arith.addi %50, %89 : i64
        %91 = llvm.getelementptr %arg9[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %92 = llvm.load %91 : !llvm.ptr<1> -> i8
        %c4_i64_101 = arith.constant 4 : i64
        %93 = arith.muli %51, %c4_i64_101 : i64
        %94 = arith.addi %arg19, %93 : i64
        %95 = llvm.getelementptr %arg10[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %96 = llvm.load %95 : !llvm.ptr<1> -> i16
        %c4_i64_102 = arith.constant 4 : i64
        %97 = arith.muli %53, %c4_i64_102 : i64
        %98 = arith.addi %arg19, %97 : i64
        %99 = llvm.getelementptr %arg10[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %100 = llvm.load %99 : !llvm.ptr<1> -> i16
        %c4_i64_103 = arith.constant 4 : i64
        %101 = arith.muli %55, %c4_i64_103 : i64
        %102 = arith.addi %arg19, %101 : i64
        %103 = llvm.getelementptr %arg10[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %104 = llvm.load %103 : !llvm.ptr<1> -> i16
        %105 = llvm.load %10 : !llvm.ptr -> i32
        %106 = arith.extsi %92 : i8 to i16
        %107 = arith.muli %106, %96 : i16
        %108 = arith.extsi %107 : i16 to i32
        %109 = arith.addi %105, %108 : i32
        llvm.store %109, %10 : i32, !llvm.ptr
        %110 = llvm.load %11 : !llvm.ptr -> i32
        %111 = arith.extsi %92 : i8 to i16
        %112 = arith.muli %111, %100 : i16
        %113 = arith.extsi %112 : i16 to i32
        %114 = arith.addi %110, %113 : i32
        llvm.store %114, %11 : i32, !llvm.ptr
        %115 = llvm.load %12 : !llvm.ptr -> i32
        %116 = arith.extsi %92 : i8 to i16
        %117 = arith.muli %116, %104 : i16
        %118 = arith.extsi %117 : i16 to i32
        %119 = arith.addi %115, %118 : i32
        llvm.store %119, %12 : i32, !llvm.ptr
      }
      %c9_i64_45 = arith.constant 9 : i64
      %56 = arith.cmpi slt, %49, %c9_i64_45 : i64
      scf.if %56 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %51, %c9_i64_100 : i64
        %90 = arith.addi %49, %89 : i64
        %91 = llvm.getelementptr %arg11[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %92 = llvm.load %91 : !llvm.ptr<1> -> i32
        %93 = llvm.load %10 : !llvm.ptr -> i32
        %94 = arith.addi %92, %93 : i32
        %c9_i64_101 = arith.constant 9 : i64
        %95 = arith.muli %51, %c9_i64_101 : i64
        %96 = arith.addi %49, %95 : i64
        %97 = llvm.getelementptr %arg11[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %94, %97 : i32, !llvm.ptr<1>
        %c9_i64_102 = arith.constant 9 : i64
        %98 = arith.muli %53, %c9_i64_102 : i64
        %99 = arith.addi %49, %98 : i64
        %100 = llvm.getelementptr %arg11[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %101 = llvm.load %100 : !llvm.ptr<1> -> i32
        %102 = llvm.load %11 : !llvm.ptr -> i32
        %103 = arith.addi %101, %102 : i32
        %c9_i64_103 = arith.constant 9 : i64
        %104 = arith.muli %53, %c9_i64_103 : i64
        %105 = arith.addi %49, %104 : i64
        %106 = llvm.getelementptr %arg11[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %103, %106 : i32, !llvm.ptr<1>
        %c9_i64_104 = arith.constant 9 : i64
        %107 = arith.muli %55, %c9_i64_104 : i64
        %108 = arith.addi %49, %107 : i64
        %109 = llvm.getelementptr %arg11[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %110 = llvm.load %109 : !llvm.ptr<1> -> i32
        %111 = llvm.load %12 : !llvm.ptr -> i32
        %112 = arith.addi %110, %111 : i32
        %c9_i64_105 = arith.constant 9 : i64
        %113 = arith.muli %55, %c9_i64_105 : i64
        %114 = arith.addi %49, %113 : i64
        %115 = llvm.getelementptr %arg11[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %112, %115 : i32, !llvm.ptr<1>
      }
      %thread_id_x_46 = gpu.thread_id  x
      %57 = arith.index_cast %thread_id_x_46 : index to i64
      %c8_i64_47 = arith.constant 8 : i64
      %58 = arith.minsi %57, %c8_i64_47 : i64
      %thread_id_y_48 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_48 : index to i64
      %thread_id_y_49 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_49 : index to i64
      %c2_i64_50 = arith.constant 2 : i64
      %61 = arith.addi %60, %c2_i64_50 : i64
      %thread_id_y_51 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_51 : index to i64
      %c4_i64_52 = arith.constant 4 : i64
      %63 = arith.addi %62, %c4_i64_52 : i64
      %c0_i16 = arith.constant 0 : i16
      llvm.store %c0_i16, %13 : i16, !llvm.ptr
      %c0_i16_53 = arith.constant 0 : i16
      llvm.store %c0_i16_53, %14 : i16, !llvm.ptr
      %c0_i16_54 = arith.constant 0 : i16
      llvm.store %c0_i16_54, %15 : i16, !llvm.ptr
      %c0_i64_55 = arith.constant 0 : i64
      %c4_i64_56 = arith.constant 4 : i64
      %c1_i64_57 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_55 to %c4_i64_56 step %c1_i64_57  : i64 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %arg19, %c9_i64_100 : i64
        %90 = arith.addi %58, %89 : i64
        %91 = llvm.getelementptr %arg12[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %92 = llvm.load %91 : !llvm.ptr<1> -> i16
        %c4_i64_101 = arith.constant 4 : i64
        %93 = arith.muli %59, %c4_i64_101 : i64
        %94 = arith.addi %arg19, %93 : i64
        %95 = llvm.getelementptr %arg13[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %96 = llvm.load %95 : !llvm.ptr<1> -> i16
        %c4_i64_102 = arith.constant 4 : i64
        %97 = arith.muli %61, %c4_i64_102 : i64
        %98 = arith.addi %arg19, %97 : i64
        %99 = llvm.getelementptr %arg13[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %100 = llvm.load %99 : !llvm.ptr<1> -> i16
        %c4_i64_103 = arith.constant 4 : i64
        %101 = arith.muli %63, %c4_i64_103 : i64
        %102 = arith.addi %arg19, %101 : i64
        %103 = llvm.getelementptr %arg13[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %104 = llvm.load %103 : !llvm.ptr<1> -> i16
        %105 = llvm.load %13 : !llvm.ptr -> i16
        %106 = arith.muli %92, %96 : i16
        %107 = arith.addi %105, %106 : i16
        llvm.store %107, %13 : i16, !llvm.ptr
        %108 = llvm.load %14 : !llvm.ptr -> i16
        %109 = arith.muli %92, %100 : i16
        %110 = arith.addi %108, %109 : i16
        llvm.store %110, %14 : i16, !llvm.ptr
        %111 = llvm.load %15 : !llvm.ptr -> i16
        %112 = arith.muli %92, %104 : i16
        %113 = arith.addi %111, %112 : i16
        llvm.store %113, %15 : i16, !llvm.ptr
      }
      %c9_i64_58 = arith.constant 9 : i64
      %64 = arith.cmpi slt, %57, %c9_i64_58 : i64
      scf.if %64 {
        %c5_i16 = arith.constant 5 : i16
        %89 = llvm.load %13 : !llvm.ptr -> i16
        %90 = arith.muli %c5_i16, %89 : i16
        %c9_i64_100 = arith.constant 9 : i64
        %91 = arith.muli %59, %c9_i64_100 : i64
        %92 = arith.addi %57, %91 : i64
        %93 = llvm.getelementptr %arg14[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %90, %93 : i16, !llvm.ptr<1>
        %c5_i16_101 = arith.constant 5 : i16
        %94 = llvm.load %14 : !llvm.ptr -> i16
        %95 = arith.muli %c5_i16_101, %94 : i16
        %c9_i64_102 = arith.constant 9 : i64
        %96 = arith.muli %61, %c9_i64_102 : i64
        %97 = arith.addi %57, %96 : i64
        %98 = llvm.getelementptr %arg14[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %95, %98 : i16, !llvm.ptr<1>
        %c5_i16_103 = arith.constant 5 : i16
        %99 = llvm.load %15 : !llvm.ptr -> i16
        %100 = arith.muli %c5_i16_103, %99 : i16
        %c9_i64_104 = arith.constant 9 : i64
        %101 = arith.muli %63, %c9_i64_104 : i64
        %102 = arith.addi %57, %101 : i64
        %103 = llvm.getelementptr %arg14[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %100, %103 : i16, !llvm.ptr<1>
      }
      %thread_id_x_59 = gpu.thread_id  x
      %65 = arith.index_cast %thread_id_x_59 : index to i64
      %c8_i64_60 = arith.constant 8 : i64
      %66 = arith.minsi %65, %c8_i64_60 : i64
      %thread_id_y_61 = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y_61 : index to i64
      %thread_id_y_62 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_62 : index to i64
      %c2_i64_63 = arith.constant 2 : i64
      %69 = arith.addi %68, %c2_i64_63 : i64
      %thread_id_y_64 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_64 : index to i64
      %c4_i64_65 = arith.constant 4 : i64
      %71 = arith.addi %70, %c4_i64_65 : i64
      %c0_i32_66 = arith.constant 0 : i32
      llvm.store %c0_i32_66, %16 : i32, !llvm.ptr
      %c0_i32_67 = arith.constant 0 : i32
      llvm.store %c0_i32_67, %17 : i32, !llvm.ptr
      %c0_i32_68 = arith.constant 0 : i32
      llvm.store %c0_i32_68, %18 : i32, !llvm.ptr
      %c0_i64_69 = arith.constant 0 : i64
      %c4_i64_70 = arith.constant 4 : i64
      %c1_i64_71 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_69 to %c4_i64_70 step %c1_i64_71  : i64 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %arg19, %c9_i64_100 : i64
        %90 = arith.addi %66, %89 : i64
        %91 = llvm.getelementptr %arg6[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %92 = llvm.load %91 : !llvm.ptr<1> -> i32
        %c4_i64_101 = arith.constant 4 : i64
        %93 = arith.muli %67, %c4_i64_101 : i64
        %94 = arith.addi %arg19, %93 : i64
        %95 = llvm.getelementptr %arg7[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %96 = llvm.load %95 : !llvm.ptr<1> -> i32
        %c4_i64_102 = arith.constant 4 : i64
        %97 = arith.muli %69, %c4_i64_102 : i64
        %98 = arith.addi %arg19, %97 : i64
        %99 = llvm.getelementptr %arg7[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %100 = llvm.load %99 : !llvm.ptr<1> -> i32
        %c4_i64_103 = arith.constant 4 : i64
        %101 = arith.muli %71, %c4_i64_103 : i64
        %102 = arith.addi %arg19, %101 : i64
        %103 = llvm.getelementptr %arg7[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %104 = llvm.load %103 : !llvm.ptr<1> -> i32
        %105 = llvm.load %16 : !llvm.ptr -> i32
        %106 = arith.muli %92, %96 : i32
        %107 = arith.addi %105, %106 : i32
        llvm.store %107, %16 : i32, !llvm.ptr
        %108 = llvm.load %17 : !llvm.ptr -> i32
        %109 = arith.muli %92, %100 : i32
        %110 = arith.addi %108, %109 : i32
        llvm.store %110, %17 : i32, !llvm.ptr
        %111 = llvm.load %18 : !llvm.ptr -> i32
        %112 = arith.muli %92, %104 : i32
        %113 = arith.addi %111, %112 : i32
        llvm.store %113, %18 : i32, !llvm.ptr
      }
      %c9_i64_72 = arith.constant 9 : i64
      %72 = arith.cmpi slt, %65, %c9_i64_72 : i64
      scf.if %72 {
        %cst_100 = arith.constant 5.000000e-01 : f32
        %89 = llvm.load %16 : !llvm.ptr -> i32
        %90 = arith.sitofp %89 : i32 to f32
        %91 = arith.mulf %cst_100, %90 : f32
        %cst_101 = arith.constant 3.000000e+00 : f32
        %c9_i64_102 = arith.constant 9 : i64
        %92 = arith.muli %67, %c9_i64_102 : i64
        %93 = arith.addi %65, %92 : i64
        %94 = llvm.getelementptr %arg15[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %95 = llvm.load %94 : !llvm.ptr<1> -> i32
        %96 = arith.sitofp %95 : i32 to f32
        %97 = arith.mulf %cst_101, %96 : f32
        %98 = arith.addf %91, %97 : f32
        %99 = arith.fptosi %98 : f32 to i32
        %c9_i64_103 = arith.constant 9 : i64
        %100 = arith.muli %67, %c9_i64_103 : i64
        %101 = arith.addi %65, %100 : i64
        %102 = llvm.getelementptr %arg15[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %99, %102 : i32, !llvm.ptr<1>
        %cst_104 = arith.constant 5.000000e-01 : f32
        %103 = llvm.load %17 : !llvm.ptr -> i32
        %104 = arith.sitofp %103 : i32 to f32
        %105 = arith.mulf %cst_104, %104 : f32
        %cst_105 = arith.constant 3.000000e+00 : f32
        %c9_i64_106 = arith.constant 9 : i64
        %106 = arith.muli %69, %c9_i64_106 : i64
        %107 = arith.addi %65, %106 : i64
        %108 = llvm.getelementptr %arg15[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %109 = llvm.load %108 : !llvm.ptr<1> -> i32
        %110 = arith.sitofp %109 : i32 to f32
        %111 = arith.mulf %cst_105, %110 : f32
        %112 = arith.addf %105, %111 : f32
        %113 = arith.fptosi %112 : f32 to i32
        %c9_i64_107 = arith.constant 9 : i64
        %114 = arith.muli %69, %c9_i64_107 : i64
        %115 = arith.addi %65, %114 : i64
        %116 = llvm.getelementptr %arg15[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %113, %116 : i32, !llvm.ptr<1>
        %cst_108 = arith.constant 5.000000e-01 : f32
        %117 = llvm.load %18 : !llvm.ptr -> i32
        %118 = arith.sitofp %117 : i32 to f32
        %119 = arith.mulf %cst_108, %118 : f32
        %cst_109 = arith.constant 3.000000e+00 : f32
        %c9_i64_110 = arith.constant 9 : i64
        %120 = arith.muli %71, %c9_i64_110 : i64
        %121 = arith.addi %65, %120 : i64
        %122 = llvm.getelementptr %arg15[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %123 = llvm.load %122 : !llvm.ptr<1> -> i32
        %124 = arith.sitofp %123 : i32 to f32
        %125 = arith.mulf %cst_109, %124 : f32
        %126 = arith.addf %119, %125 : f32
        %127 = arith.fptosi %126 : f32 to i32
        %c9_i64_111 = arith.constant 9 : i64
        %128 = arith.muli %71, %c9_i64_111 : i64
        %129 = arith.addi %65, %128 : i64
        %130 = llvm.getelementptr %arg15[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %127, %130 : i32, !llvm.ptr<1>
      }
      %thread_id_x_73 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_73 : index to i64
      %c8_i64_74 = arith.constant 8 : i64
      %74 = arith.minsi %73, %c8_i64_74 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_75 : index to i64
      %thread_id_y_76 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_76 : index to i64
      %c2_i64_77 = arith.constant 2 : i64
      %77 = arith.addi %76, %c2_i64_77 : i64
      %thread_id_y_78 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_78 : index to i64
      %c4_i64_79 = arith.constant 4 : i64
      %79 = arith.addi %78, %c4_i64_79 : i64
      %c0_i32_80 = arith.constant 0 : i32
      llvm.store %c0_i32_80, %19 : i32, !llvm.ptr
      %c0_i32_81 = arith.constant 0 : i32
      llvm.store %c0_i32_81, %20 : i32, !llvm.ptr
      %c0_i32_82 = arith.constant 0 : i32
      llvm.store %c0_i32_82, %21 : i32, !llvm.ptr
      %c0_i64_83 = arith.constant 0 : i64
      %c4_i64_84 = arith.constant 4 : i64
      %c1_i64_85 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_83 to %c4_i64_84 step %c1_i64_85  : i64 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %arg19, %c9_i64_100 : i64
        %90 = arith.addi %74, %89 : i64
        %91 = llvm.getelementptr %arg9[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %92 = llvm.load %91 : !llvm.ptr<1> -> i8
        %c4_i64_101 = arith.constant 4 : i64
        %93 = arith.muli %75, %c4_i64_101 : i64
        %94 = arith.addi %arg19, %93 : i64
        %95 = llvm.getelementptr %arg16[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %96 = llvm.load %95 : !llvm.ptr<1> -> i8
        %c4_i64_102 = arith.constant 4 : i64
        %97 = arith.muli %77, %c4_i64_102 : i64
        %98 = arith.addi %arg19, %97 : i64
        %99 = llvm.getelementptr %arg16[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %100 = llvm.load %99 : !llvm.ptr<1> -> i8
        %c4_i64_103 = arith.constant 4 : i64
        %101 = arith.muli %79, %c4_i64_103 : i64
        %102 = arith.addi %arg19, %101 : i64
        %103 = llvm.getelementptr %arg16[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %104 = llvm.load %103 : !llvm.ptr<1> -> i8
        %105 = llvm.load %19 : !llvm.ptr -> i32
        %106 = arith.muli %92, %96 : i8
        %107 = arith.extsi %106 : i8 to i32
        %108 = arith.addi %105, %107 : i32
        llvm.store %108, %19 : i32, !llvm.ptr
        %109 = llvm.load %20 : !llvm.ptr -> i32
        %110 = arith.muli %92, %100 : i8
        %111 = arith.extsi %110 : i8 to i32
        %112 = arith.addi %109, %111 : i32
        llvm.store %112, %20 : i32, !llvm.ptr
        %113 = llvm.load %21 : !llvm.ptr -> i32
        %114 = arith.muli %92, %104 : i8
        %115 = arith.extsi %114 : i8 to i32
        %116 = arith.addi %113, %115 : i32
        llvm.store %116, %21 : i32, !llvm.ptr
      }
      %c9_i64_86 = arith.constant 9 : i64
      %80 = arith.cmpi slt, %73, %c9_i64_86 : i64
      scf.if %80 {
        %89 = llvm.load %19 : !llvm.ptr -> i32
        %c9_i64_100 = arith.constant 9 : i64
        %90 = arith.muli %75, %c9_i64_100 : i64
        %91 = arith.addi %73, %90 : i64
        %92 = llvm.getelementptr %arg17[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %89, %92 : i32, !llvm.ptr<1>
        %93 = llvm.load %20 : !llvm.ptr -> i32
        %c9_i64_101 = arith.constant 9 : i64
        %94 = arith.muli %77, %c9_i64_101 : i64
        %95 = arith.addi %73, %94 : i64
        %96 = llvm.getelementptr %arg17[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %93, %96 : i32, !llvm.ptr<1>
        %97 = llvm.load %21 : !llvm.ptr -> i32
        %c9_i64_102 = arith.constant 9 : i64
        %98 = arith.muli %79, %c9_i64_102 : i64
        %99 = arith.addi %73, %98 : i64
        %100 = llvm.getelementptr %arg17[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %97, %100 : i32, !llvm.ptr<1>
      }
      %thread_id_x_87 = gpu.thread_id  x
      %81 = arith.index_cast %thread_id_x_87 : index to i64
      %c8_i64_88 = arith.constant 8 : i64
      %82 = arith.minsi %81, %c8_i64_88 : i64
      %thread_id_y_89 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_89 : index to i64
      %thread_id_y_90 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_90 : index to i64
      %c2_i64_91 = arith.constant 2 : i64
      %85 = arith.addi %84, %c2_i64_91 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %86 = arith.index_cast %thread_id_y_92 : index to i64
      %c4_i64_93 = arith.constant 4 : i64
      %87 = arith.addi %86, %c4_i64_93 : i64
      %c0_i8 = arith.constant 0 : i8
      llvm.store %c0_i8, %22 : i8, !llvm.ptr
      %c0_i8_94 = arith.constant 0 : i8
      llvm.store %c0_i8_94, %23 : i8, !llvm.ptr
      %c0_i8_95 = arith.constant 0 : i8
      llvm.store %c0_i8_95, %24 : i8, !llvm.ptr
      %c0_i64_96 = arith.constant 0 : i64
      %c4_i64_97 = arith.constant 4 : i64
      %c1_i64_98 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_96 to %c4_i64_97 step %c1_i64_98  : i64 {
        %c9_i64_100 = arith.constant 9 : i64
        %89 = arith.muli %arg19, %c9_i64_100 : i64
        %90 = arith.addi %82, %89 : i64
        %91 = llvm.getelementptr %arg9[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %92 = llvm.load %91 : !llvm.ptr<1> -> i8
        %c4_i64_101 = arith.constant 4 : i64
        %93 = arith.muli %83, %c4_i64_101 : i64
        %94 = arith.addi %arg19, %93 : i64
        %95 = llvm.getelementptr %arg16[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %96 = llvm.load %95 : !llvm.ptr<1> -> i8
        %c4_i64_102 = arith.constant 4 : i64
        %97 = arith.muli %85, %c4_i64_102 : i64
        %98 = arith.addi %arg19, %97 : i64
        %99 = llvm.getelementptr %arg16[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %100 = llvm.load %99 : !llvm.ptr<1> -> i8
        %c4_i64_103 = arith.constant 4 : i64
        %101 = arith.muli %87, %c4_i64_103 : i64
        %102 = arith.addi %arg19, %101 : i64
        %103 = llvm.getelementptr %arg16[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %104 = llvm.load %103 : !llvm.ptr<1> -> i8
        %105 = llvm.load %22 : !llvm.ptr -> i8
        %106 = arith.muli %92, %96 : i8
        %107 = arith.addi %105, %106 : i8
        llvm.store %107, %22 : i8, !llvm.ptr
        %108 = llvm.load %23 : !llvm.ptr -> i8
        %109 = arith.muli %92, %100 : i8
        %110 = arith.addi %108, %109 : i8
        llvm.store %110, %23 : i8, !llvm.ptr
        %111 = llvm.load %24 : !llvm.ptr -> i8
        %112 = arith.muli %92, %104 : i8
        %113 = arith.addi %111, %112 : i8
        llvm.store %113, %24 : i8, !llvm.ptr
      }
      %c9_i64_99 = arith.constant 9 : i64
      %88 = arith.cmpi slt, %81, %c9_i64_99 : i64
      scf.if %88 {
        %c3_i8 = arith.constant 3 : i8
        %89 = llvm.load %22 : !llvm.ptr -> i8
        %90 = arith.muli %c3_i8, %89 : i8
        %c2_i8 = arith.constant 2 : i8
        %c9_i64_100 = arith.constant 9 : i64
        %91 = arith.muli %83, %c9_i64_100 : i64
        %92 = arith.addi %81, %91 : i64
        %93 = llvm.getelementptr %arg18[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %94 = llvm.load %93 : !llvm.ptr<1> -> i8
        %95 = arith.muli %c2_i8, %94 : i8
        %96 = arith.addi %90, %95 : i8
        %c9_i64_101 = arith.constant 9 : i64
        %97 = arith.muli %83, %c9_i64_101 : i64
        %98 = arith.addi %81, %97 : i64
        %99 = llvm.getelementptr %arg18[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %96, %99 : i8, !llvm.ptr<1>
        %c3_i8_102 = arith.constant 3 : i8
        %100 = llvm.load %23 : !llvm.ptr -> i8
        %101 = arith.muli %c3_i8_102, %100 : i8
        %c2_i8_103 = arith.constant 2 : i8
        %c9_i64_104 = arith.constant 9 : i64
        %102 = arith.muli %85, %c9_i64_104 : i64
        %103 = arith.addi %81, %102 : i64
        %104 = llvm.getelementptr %arg18[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %105 = llvm.load %104 : !llvm.ptr<1> -> i8
        %106 = arith.muli %c2_i8_103, %105 : i8
        %107 = arith.addi %101, %106 : i8
        %c9_i64_105 = arith.constant 9 : i64
        %108 = arith.muli %85, %c9_i64_105 : i64
        %109 = arith.addi %81, %108 : i64
        %110 = llvm.getelementptr %arg18[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %107, %110 : i8, !llvm.ptr<1>
        %c3_i8_106 = arith.constant 3 : i8
        %111 = llvm.load %24 : !llvm.ptr -> i8
        %112 = arith.muli %c3_i8_106, %111 : i8
        %c2_i8_107 = arith.constant 2 : i8
        %c9_i64_108 = arith.constant 9 : i64
        %113 = arith.muli %87, %c9_i64_108 : i64
        %114 = arith.addi %81, %113 : i64
        %115 = llvm.getelementptr %arg18[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %116 = llvm.load %115 : !llvm.ptr<1> -> i8
        %117 = arith.muli %c2_i8_107, %116 : i8
        %118 = arith.addi %112, %117 : i8
        %c9_i64_109 = arith.constant 9 : i64
        %119 = arith.muli %87, %c9_i64_109 : i64
        %120 = arith.addi %81, %119 : i64
        %121 = llvm.getelementptr %arg18[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %118, %121 : i8, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
