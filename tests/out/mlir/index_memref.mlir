module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @index_memref(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %1 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %1 to %arg1 step %c32_i64  : i64 {
        %2 = llvm.getelementptr %arg0[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %3 = llvm.load %2 : !llvm.ptr<1> -> i64
        %c3_i64 = arith.constant 3 : i64
        %4 = arith.muli %3, %c3_i64 : i64
        %5 = arith.subi %4, %arg4 : i64
        %6 = llvm.getelementptr %arg2[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %5, %6 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
