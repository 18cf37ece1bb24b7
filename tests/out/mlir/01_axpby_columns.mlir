module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale_add(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %2 = arith.muli %1, %c64_i64 : i64
      %3 = llvm.getelementptr %arg0[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64_0 = arith.constant 64 : i64
      %4 = arith.muli %1, %c64_i64_0 : i64
      %5 = llvm.getelementptr %arg2[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_cast %thread_id_x : index to i64
      %c64_i64_1 = arith.constant 64 : i64
      %c64_i64_2 = arith.constant 64 : i64
      scf.for %arg4 = %6 to %c64_i64_1 step %c64_i64_2  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %7 = llvm.getelementptr %3[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %8 = llvm.load %7 : !llvm.ptr<1> -> f32
        %9 = arith.mulf %cst, %8 : f32
        %cst_3 = arith.constant 5.000000e-01 : f32
        %10 = llvm.getelementptr %5[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %11 = llvm.load %10 : !llvm.ptr<1> -> f32
        %12 = arith.mulf %cst_3, %11 : f32
        %13 = arith.addf %9, %12 : f32
        %14 = llvm.getelementptr %5[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %13, %14 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
