module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_add(%arg0: f64, %arg1: memref<?xmemref<5x8xf64, strided<[1, 5]>, 1>, strided<[1]>, 1>, %arg2: memref<?xmemref<8x5xf64, strided<[1, 8]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<5x8xf64, strided<[1, 5]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<8x5xf64, strided<[1, 8]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %block_id_x = gpu.block_id  x
      %2 = arith.index_cast %block_id_x : index to i64
      %3 = llvm.getelementptr %0[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %4 = llvm.load %3 : !llvm.ptr<1> -> !llvm.ptr
      %5 = llvm.addrspacecast %4 : !llvm.ptr to !llvm.ptr<1>
      %6 = llvm.getelementptr %1[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %7 = llvm.load %6 : !llvm.ptr<1> -> !llvm.ptr
      %8 = llvm.addrspacecast %7 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_y = gpu.thread_id  y
      %9 = arith.index_cast %thread_id_y : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg3 = %9 to %c5_i64 step %c2_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %10 = arith.index_cast %thread_id_x : index to i64
        %c8_i64 = arith.constant 8 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg4 = %10 to %c8_i64 step %c32_i64  : i64 {
          %c8_i64_0 = arith.constant 8 : i64
          %11 = arith.muli %arg3, %c8_i64_0 : i64
          %12 = arith.addi %arg4, %11 : i64
          %13 = llvm.getelementptr %8[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %14 = llvm.load %13 : !llvm.ptr<1> -> f64
          %c5_i64_1 = arith.constant 5 : i64
          %15 = arith.muli %arg4, %c5_i64_1 : i64
          %16 = arith.addi %arg3, %15 : i64
          %17 = llvm.getelementptr %5[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %18 = llvm.load %17 : !llvm.ptr<1> -> f64
          %19 = arith.mulf %arg0, %18 : f64
          %20 = arith.addf %14, %19 : f64
          %c8_i64_2 = arith.constant 8 : i64
          %21 = arith.muli %arg3, %c8_i64_2 : i64
          %22 = arith.addi %arg4, %21 : i64
          %23 = llvm.getelementptr %8[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %20, %23 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
