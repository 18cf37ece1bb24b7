module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_add(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %block_id_x = gpu.block_id  x
      %0 = arith.index_cast %block_id_x : index to i64
      %1 = llvm.getelementptr %arg1[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %2 = llvm.load %1 : !llvm.ptr<1> -> !llvm.ptr
      %3 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
      %4 = llvm.getelementptr %arg2[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %5 = llvm.load %4 : !llvm.ptr<1> -> !llvm.ptr
      %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_y = gpu.thread_id  y
      %7 = arith.index_cast %thread_id_y : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg3 = %7 to %c5_i64 step %c2_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %8 = arith.index_cast %thread_id_x : index to i64
        %c8_i64 = arith.constant 8 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg4 = %8 to %c8_i64 step %c32_i64  : i64 {
          %c8_i64_0 = arith.constant 8 : i64
          %9 = arith.muli %arg3, %c8_i64_0 : i64
          %10 = arith.addi %arg4, %9 : i64
          %11 = llvm.getelementptr %6[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %12 = llvm.load %11 : !llvm.ptr<1> -> f64
          %c5_i64_1 = arith.constant 5 : i64
          %13 = arith.muli %arg4, %c5_i64_1 : i64
          %14 = arith.addi %arg3, %13 : i64
          %15 = llvm.getelementptr %3[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %16 = llvm.load %15 : !llvm.ptr<1> -> f64
          %17 = arith.mulf %arg0, %16 : f64
          %18 = arith.addf %12, %17 : f64
          %c8_i64_2 = arith.constant 8 : i64
          %19 = arith.muli %arg3, %c8_i64_2 : i64
          %20 = arith.addi %arg4, %19 : i64
          %21 = llvm.getelementptr %6[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %18, %21 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
