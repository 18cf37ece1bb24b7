module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load_then_store(%arg0: memref<4x?xi32, strided<[1, 4]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xi32, strided<[1, 4]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x?xi32, strided<[1, 4]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %block_id_x = gpu.block_id  x
      %3 = arith.index_cast %block_id_x : index to i64
      %c4_i64 = arith.constant 4 : i64
      %4 = arith.muli %3, %c4_i64 : i64
      %5 = llvm.getelementptr %1[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %6 = llvm.load %5 : !llvm.ptr<1> -> i32
      %c1_i32 = arith.constant 1 : i32
      %7 = arith.subi %c1_i32, %6 : i32
      gpu.barrier
      llvm.store %7, %5 : i32, !llvm.ptr<1>
      %c0_i64 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg1 = %c0_i64 to %c3_i64 step %c1_i64  : i64 {
        gpu.barrier
        %c1_i64_0 = arith.constant 1 : i64
        %8 = llvm.getelementptr %5[%c1_i64_0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %9 = llvm.load %8 : !llvm.ptr<1> -> i32
        gpu.barrier
        %c2_i64 = arith.constant 2 : i64
        %10 = llvm.getelementptr %5[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %9, %10 : i32, !llvm.ptr<1>
        %c1_i32_1 = arith.constant 1 : i32
        %11 = arith.addi %9, %c1_i32_1 : i32
        %c1_i64_2 = arith.constant 1 : i64
        %12 = llvm.getelementptr %5[%c1_i64_2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %11, %12 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
