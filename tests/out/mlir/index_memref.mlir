module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @index_memref(%arg0: memref<?xi64, strided<[1]>, 1>, %arg1: memref<?xi64, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi64, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %6 to %2 step %c32_i64  : i64 {
        %7 = llvm.getelementptr %1[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %8 = llvm.load %7 : !llvm.ptr<1> -> i64
        %c3_i64 = arith.constant 3 : i64
        %9 = arith.muli %8, %c3_i64 : i64
        %10 = arith.subi %9, %arg2 : i64
        %11 = llvm.getelementptr %4[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %10, %11 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
