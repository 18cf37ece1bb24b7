module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @views(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %4 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %5 = arith.muli %4, %c24_i64 : i64
      %6 = llvm.getelementptr %arg0[%5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %7 = arith.muli %4, %c30_i64 : i64
      %8 = llvm.getelementptr %arg2[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64_0 = arith.constant 24 : i64
      %9 = arith.muli %4, %c24_i64_0 : i64
      %10 = llvm.getelementptr %arg4[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c20_i64 = arith.constant 20 : i64
      %11 = arith.muli %4, %c20_i64 : i64
      %12 = llvm.getelementptr %arg6[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_y = gpu.thread_id  y
      %13 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg8 = %13 to %c4_i64 step %c2_i64  : i64 {
        %thread_id_x_12 = gpu.thread_id  x
        %25 = arith.index_cast %thread_id_x_12 : index to i64
        %c6_i64_13 = arith.constant 6 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg9 = %25 to %c6_i64_13 step %c32_i64  : i64 {
          %c4_i64_14 = arith.constant 4 : i64
          %26 = arith.muli %arg9, %c4_i64_14 : i64
          %27 = arith.addi %arg8, %26 : i64
          %28 = llvm.getelementptr %6[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %29 = llvm.load %28 : !llvm.ptr<1> -> f32
          %c6_i64_15 = arith.constant 6 : i64
          %30 = arith.muli %arg8, %c6_i64_15 : i64
          %31 = arith.addi %arg9, %30 : i64
          %32 = llvm.getelementptr %10[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %29, %32 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x : index to i64
      %c3_i64 = arith.constant 3 : i64
      %15 = arith.minsi %14, %c3_i64 : i64
      %thread_id_y_1 = gpu.thread_id  y
      %16 = arith.index_cast %thread_id_y_1 : index to i64
      %c4_i64_2 = arith.constant 4 : i64
      %17 = arith.minsi %16, %c4_i64_2 : i64
      %thread_id_y_3 = gpu.thread_id  y
      %18 = arith.index_cast %thread_id_y_3 : index to i64
      %c2_i64_4 = arith.constant 2 : i64
      %19 = arith.addi %18, %c2_i64_4 : i64
      %c4_i64_5 = arith.constant 4 : i64
      %20 = arith.minsi %19, %c4_i64_5 : i64
      %thread_id_y_6 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_6 : index to i64
      %c4_i64_7 = arith.constant 4 : i64
      %22 = arith.addi %21, %c4_i64_7 : i64
      %c4_i64_8 = arith.constant 4 : i64
      %23 = arith.minsi %22, %c4_i64_8 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_9 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_9, %2 : f32, !llvm.ptr
      %cst_10 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_10, %3 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c4_i64_12 = arith.constant 4 : i64
        %25 = arith.muli %arg8, %c4_i64_12 : i64
        %26 = arith.addi %15, %25 : i64
        %27 = llvm.getelementptr %6[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %28 = llvm.load %27 : !llvm.ptr<1> -> f32
        %c6_i64_13 = arith.constant 6 : i64
        %29 = arith.muli %17, %c6_i64_13 : i64
        %30 = arith.addi %arg8, %29 : i64
        %31 = llvm.getelementptr %8[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %32 = llvm.load %31 : !llvm.ptr<1> -> f32
        %c6_i64_14 = arith.constant 6 : i64
        %33 = arith.muli %20, %c6_i64_14 : i64
        %34 = arith.addi %arg8, %33 : i64
        %35 = llvm.getelementptr %8[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %c6_i64_15 = arith.constant 6 : i64
        %37 = arith.muli %23, %c6_i64_15 : i64
        %38 = arith.addi %arg8, %37 : i64
        %39 = llvm.getelementptr %8[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %41 = llvm.load %1 : !llvm.ptr -> f32
        %42 = arith.mulf %28, %32 : f32
        %43 = arith.addf %41, %42 : f32
        llvm.store %43, %1 : f32, !llvm.ptr
        %44 = llvm.load %2 : !llvm.ptr -> f32
        %45 = arith.mulf %28, %36 : f32
        %46 = arith.addf %44, %45 : f32
        llvm.store %46, %2 : f32, !llvm.ptr
        %47 = llvm.load %3 : !llvm.ptr -> f32
        %48 = arith.mulf %28, %40 : f32
        %49 = arith.addf %47, %48 : f32
        llvm.store %49, %3 : f32, !llvm.ptr
      }
      %c4_i64_11 = arith.constant 4 : i64
      %24 = arith.cmpi slt, %14, %c4_i64_11 : i64
      scf.if %24 {
        %c5_i64 = arith.constant 5 : i64
        %25 = arith.cmpi slt, %16, %c5_i64 : i64
        scf.if %25 {
          %28 = llvm.load %1 : !llvm.ptr -> f32
          %c4_i64_14 = arith.constant 4 : i64
          %29 = arith.muli %16, %c4_i64_14 : i64
          %30 = arith.addi %14, %29 : i64
          %31 = llvm.getelementptr %12[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %28, %31 : f32, !llvm.ptr<1>
        }
        %c5_i64_12 = arith.constant 5 : i64
        %26 = arith.cmpi slt, %19, %c5_i64_12 : i64
        scf.if %26 {
          %28 = llvm.load %2 : !llvm.ptr -> f32
          %c4_i64_14 = arith.constant 4 : i64
          %29 = arith.muli %19, %c4_i64_14 : i64
          %30 = arith.addi %14, %29 : i64
          %31 = llvm.getelementptr %12[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %28, %31 : f32, !llvm.ptr<1>
        }
        %c5_i64_13 = arith.constant 5 : i64
        %27 = arith.cmpi slt, %22, %c5_i64_13 : i64
        scf.if %27 {
          %28 = llvm.load %3 : !llvm.ptr -> f32
          %c4_i64_14 = arith.constant 4 : i64
          %29 = arith.muli %22, %c4_i64_14 : i64
          %30 = arith.addi %14, %29 : i64
          %31 = llvm.getelementptr %12[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %28, %31 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
