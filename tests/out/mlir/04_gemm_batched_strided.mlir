module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_over_batch(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %4 = arith.index_cast %block_id_x : index to i64
      %c288_i64 = arith.constant 288 : i64
      %5 = arith.muli %4, %c288_i64 : i64
      %6 = llvm.getelementptr %arg0[%5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %7 = arith.muli %4, %c60_i64 : i64
      %8 = llvm.getelementptr %arg2[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c144_i64 = arith.constant 144 : i64
      %9 = arith.muli %4, %c144_i64 : i64
      %10 = llvm.getelementptr %arg4[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x : index to i64
      %c23_i64 = arith.constant 23 : i64
      %12 = arith.minsi %11, %c23_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %13 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_0 = gpu.thread_id  y
      %14 = arith.index_cast %thread_id_y_0 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %15 = arith.addi %14, %c2_i64 : i64
      %thread_id_y_1 = gpu.thread_id  y
      %16 = arith.index_cast %thread_id_y_1 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %17 = arith.addi %16, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_2 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_2, %2 : f32, !llvm.ptr
      %cst_3 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_3, %3 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c10_i64 = arith.constant 10 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c10_i64 step %c1_i64  : i64 {
        %c12_i64 = arith.constant 12 : i64
        %19 = arith.muli %12, %c12_i64 : i64
        %20 = arith.addi %arg6, %19 : i64
        %21 = llvm.getelementptr %6[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %22 = llvm.load %21 : !llvm.ptr<1> -> f32
        %c10_i64_4 = arith.constant 10 : i64
        %23 = arith.muli %13, %c10_i64_4 : i64
        %24 = arith.addi %arg6, %23 : i64
        %25 = llvm.getelementptr %8[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %26 = llvm.load %25 : !llvm.ptr<1> -> f32
        %c10_i64_5 = arith.constant 10 : i64
        %27 = arith.muli %15, %c10_i64_5 : i64
        %28 = arith.addi %arg6, %27 : i64
        %29 = llvm.getelementptr %8[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %30 = llvm.load %29 : !llvm.ptr<1> -> f32
        %c10_i64_6 = arith.constant 10 : i64
        %31 = arith.muli %17, %c10_i64_6 : i64
        %32 = arith.addi %arg6, %31 : i64
        %33 = llvm.getelementptr %8[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %34 = llvm.load %33 : !llvm.ptr<1> -> f32
        %35 = llvm.load %1 : !llvm.ptr -> f32
        %36 = arith.mulf %22, %26 : f32
        %37 = arith.addf %35, %36 : f32
        llvm.store %37, %1 : f32, !llvm.ptr
        %38 = llvm.load %2 : !llvm.ptr -> f32
        %39 = arith.mulf %22, %30 : f32
        %40 = arith.addf %38, %39 : f32
        llvm.store %40, %2 : f32, !llvm.ptr
        %41 = llvm.load %3 : !llvm.ptr -> f32
        %42 = arith.mulf %22, %34 : f32
        %43 = arith.addf %41, %42 : f32
        llvm.store %43, %3 : f32, !llvm.ptr
      }
      %c24_i64 = arith.constant 24 : i64
      %18 = arith.cmpi slt, %11, %c24_i64 : i64
      scf.if %18 {
        %19 = llvm.load %1 : !llvm.ptr -> f32
        %c24_i64_4 = arith.constant 24 : i64
        %20 = arith.muli %13, %c24_i64_4 : i64
        %21 = arith.addi %11, %20 : i64
        %22 = llvm.getelementptr %10[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %19, %22 : f32, !llvm.ptr<1>
        %23 = llvm.load %2 : !llvm.ptr -> f32
        %c24_i64_5 = arith.constant 24 : i64
        %24 = arith.muli %15, %c24_i64_5 : i64
        %25 = arith.addi %11, %24 : i64
        %26 = llvm.getelementptr %10[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %23, %26 : f32, !llvm.ptr<1>
        %27 = llvm.load %3 : !llvm.ptr -> f32
        %c24_i64_6 = arith.constant 24 : i64
        %28 = arith.muli %17, %c24_i64_6 : i64
        %29 = arith.addi %11, %28 : i64
        %30 = llvm.getelementptr %10[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %27, %30 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
