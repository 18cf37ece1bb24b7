module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shift_literal64(%arg0: i64, %arg1: memref<8xi64, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<8xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<8xi64, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %c17_i64 = arith.constant 17 : i64
      %c-10_i64 = arith.constant -10 : i64
      %c63_i64 = arith.constant 63 : i64
      %2 = arith.andi %c-10_i64, %c63_i64 : i64
      %3 = arith.shli %c17_i64, %2 : i64
      %c-17_i64 = arith.constant -17 : i64
      %c40_i64 = arith.constant 40 : i64
      %c63_i64_0 = arith.constant 63 : i64
      %4 = arith.andi %c40_i64, %c63_i64_0 : i64
      %5 = arith.shrsi %c-17_i64, %4 : i64
      %c3_i64 = arith.constant 3 : i64
      %c62_i64 = arith.constant 62 : i64
      %c63_i64_1 = arith.constant 63 : i64
      %6 = arith.andi %c62_i64, %c63_i64_1 : i64
      %7 = arith.shli %c3_i64, %6 : i64
      %c-9000000000_i64 = arith.constant -9000000000 : i64
      %c33_i64 = arith.constant 33 : i64
      %c63_i64_2 = arith.constant 63 : i64
      %8 = arith.andi %c33_i64, %c63_i64_2 : i64
      %9 = arith.shrsi %c-9000000000_i64, %8 : i64
      %c1_i64 = arith.constant 1 : i64
      %c63_i64_3 = arith.constant 63 : i64
      %10 = arith.andi %arg0, %c63_i64_3 : i64
      %11 = arith.shli %c1_i64, %10 : i64
      %c-1024_i64 = arith.constant -1024 : i64
      %c63_i64_4 = arith.constant 63 : i64
      %12 = arith.andi %arg0, %c63_i64_4 : i64
      %13 = arith.shrsi %c-1024_i64, %12 : i64
      %thread_id_x = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_5 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %14 to %c1_i64_5 step %c32_i64  : i64 {
        llvm.store %3, %1 : i64, !llvm.ptr<1>
        %c1_i64_6 = arith.constant 1 : i64
        %15 = llvm.getelementptr %1[%c1_i64_6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %5, %15 : i64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %16 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %7, %16 : i64, !llvm.ptr<1>
        %c3_i64_7 = arith.constant 3 : i64
        %17 = llvm.getelementptr %1[%c3_i64_7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %9, %17 : i64, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %18 = llvm.getelementptr %1[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %11, %18 : i64, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %19 = llvm.getelementptr %1[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %13, %19 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
