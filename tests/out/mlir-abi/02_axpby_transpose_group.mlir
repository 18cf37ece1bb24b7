module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_add(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %2 = llvm.getelementptr %arg1[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %3 = llvm.load %2 : !llvm.ptr<1> -> !llvm.ptr
      %4 = llvm.addrspacecast %3 : !llvm.ptr to !llvm.ptr<1>
      %5 = llvm.getelementptr %arg2[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %6 = llvm.load %5 : !llvm.ptr<1> -> !llvm.ptr
      %7 = llvm.addrspacecast %6 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_y = gpu.thread_id  y
      %8 = arith.index_cast %thread_id_y : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg3 = %8 to %c5_i64 step %c2_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %9 = arith.index_cast %thread_id_x : index to i64
        %c8_i64 = arith.constant 8 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg4 = %9 to %c8_i64 step %c32_i64  : i64 {
          %c8_i64_0 = arith.constant 8 : i64
          %10 = arith.muli %arg3, %c8_i64_0 : i64
          %11 = arith.addi %arg4, %10 : i64
          %12 = llvm.getelementptr %7[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %13 = llvm.load %12 : !llvm.ptr<1> -> f64
          %c5_i64_1 = arith.constant 5 : i64
          %14 = arith.muli %arg4, %c5_i64_1 : i64
          %15 = arith.addi %arg3, %14 : i64
          %16 = llvm.getelementptr %4[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %17 = llvm.load %16 : !llvm.ptr<1> -> f64
          %18 = arith.mulf %arg0, %17 : f64
          %19 = arith.addf %13, %18 : f64
          %c8_i64_2 = arith.constant 8 : i64
          %20 = arith.muli %arg3, %c8_i64_2 : i64
          %21 = arith.addi %arg4, %20 : i64
          %22 = llvm.getelementptr %7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %19, %22 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
