module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_add(%arg0: f64, %arg1: memref<?xmemref<5x8xf64, strided<[1, 5]>, 1>, strided<[1]>, 1>, %arg2: memref<?xmemref<8x5xf64, strided<[1, 8]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<5x8xf64, strided<[1, 5]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<8x5xf64, strided<[1, 8]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %2 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %3 = arith.index_cast %block_id_x : index to i64
      %4 = llvm.getelementptr %0[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %5 = llvm.load %4 : !llvm.ptr<1> -> !llvm.ptr
      %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<1>
      %7 = llvm.getelementptr %1[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %8 = llvm.load %7 : !llvm.ptr<1> -> !llvm.ptr
      %9 = llvm.addrspacecast %8 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_y = gpu.thread_id  y
      %10 = arith.index_cast %thread_id_y : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg3 = %10 to %c5_i64 step %c2_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %11 = arith.index_cast %thread_id_x : index to i64
        %c8_i64 = arith.constant 8 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg4 = %11 to %c8_i64 step %c32_i64  : i64 {
          %c8_i64_0 = arith.constant 8 : i64
          %12 = arith.muli %arg3, %c8_i64_0 : i64
          %13 = arith.addi %arg4, %12 : i64
          %14 = llvm.getelementptr %9[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %15 = llvm.load %14 : !llvm.ptr<1> -> f64
          %c5_i64_1 = arith.constant 5 : i64
          %16 = arith.muli %arg4, %c5_i64_1 : i64
          %17 = arith.addi %arg3, %16 : i64
          %18 = llvm.getelementptr %6[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %19 = llvm.load %18 : !llvm.ptr<1> -> f64
          %20 = arith.mulf %arg0, %19 : f64
          %21 = arith.addf %15, %20 : f64
          %c8_i64_2 = arith.constant 8 : i64
          %22 = arith.muli %arg3, %c8_i64_2 : i64
          %23 = arith.addi %arg4, %22 : i64
          %24 = llvm.getelementptr %9[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %21, %24 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
