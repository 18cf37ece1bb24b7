module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @foreach_i32(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: i64, %arg9: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %c97_i64 = arith.constant 97 : i64
      %2 = arith.muli %1, %c97_i64 : i64
      %3 = llvm.getelementptr %arg2[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c10_i64 = arith.constant 10 : i64
      %4 = arith.muli %1, %c10_i64 : i64
      %5 = llvm.getelementptr %arg4[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %6 = arith.muli %1, %arg9 : i64
      %7 = llvm.getelementptr %arg6[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %8 = arith.extsi %arg0 : i32 to i64
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_cast %thread_id_x : index to i64
      %10 = arith.addi %8, %9 : i64
      %11 = arith.extsi %arg1 : i32 to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg10 = %10 to %11 step %c64_i64  : i64 {
        %19 = arith.trunci %arg10 : i64 to i32
        %20 = arith.subi %19, %arg0 : i32
        %21 = arith.extsi %20 : i32 to i64
        %c3_i32 = arith.constant 3 : i32
        %22 = arith.muli %19, %c3_i32 : i32
        %23 = llvm.getelementptr %3[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %22, %23 : i32, !llvm.ptr<1>
      }
      gpu.barrier
      %c5_i64 = arith.constant 5 : i64
      %thread_id_x_0 = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x_0 : index to i64
      %13 = arith.addi %c5_i64, %12 : i64
      %c3_i64 = arith.constant 3 : i64
      %c64_i64_1 = arith.constant 64 : i64
      scf.for %arg10 = %13 to %c3_i64 step %c64_i64_1  : i64 {
        %19 = arith.trunci %arg10 : i64 to i32
        %20 = arith.subi %19, %19 : i32
        %c1_i32 = arith.constant 1 : i32
        %21 = arith.subi %20, %c1_i32 : i32
        llvm.store %21, %3 : i32, !llvm.ptr<1>
      }
      %thread_id_x_2 = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x_2 : index to i64
      %c10_i64_3 = arith.constant 10 : i64
      %c64_i64_4 = arith.constant 64 : i64
      scf.for %arg10 = %14 to %c10_i64_3 step %c64_i64_4  : i64 {
        %19 = arith.trunci %arg10 : i64 to i16
        %20 = arith.muli %19, %19 : i16
        %21 = arith.extsi %20 : i16 to i32
        %22 = arith.extsi %19 : i16 to i64
        %23 = llvm.getelementptr %5[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %21, %23 : i32, !llvm.ptr<1>
      }
      %c17_i64 = arith.constant 17 : i64
      %thread_id_x_5 = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x_5 : index to i64
      %16 = arith.addi %c17_i64, %15 : i64
      %c64_i64_6 = arith.constant 64 : i64
      scf.for %arg10 = %16 to %arg7 step %c64_i64_6  : i64 {
        %19 = arith.addi %arg10, %1 : i64
        %20 = llvm.getelementptr %7[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %19, %20 : i64, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_7 = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x_7 : index to i64
      %18 = arith.addi %arg7, %17 : i64
      %c3_i64_8 = arith.constant 3 : i64
      %c64_i64_9 = arith.constant 64 : i64
      scf.for %arg10 = %18 to %c3_i64_8 step %c64_i64_9  : i64 {
        %19 = arith.subi %arg10, %arg10 : i64
        %c1_i64 = arith.constant 1 : i64
        %20 = arith.subi %19, %c1_i64 : i64
        llvm.store %20, %7 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
