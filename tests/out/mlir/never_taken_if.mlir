module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @never(%arg0: memref<8x?xf32, strided<[1, 8]>, 1>, %arg1: memref<8xf32, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x?xf32, strided<[1, 8]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<8xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<8xf32, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %block_id_x = gpu.block_id  x
      %5 = arith.index_cast %block_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %6 = arith.muli %5, %c8_i64 : i64
      %7 = llvm.getelementptr %1[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c-15_i64 = arith.constant -15 : i64
      %8 = arith.cmpi eq, %c-15_i64, %5 : i64
      scf.if %8 {
        %cst = arith.constant 4.000000e+01 : f32
        %cst_5 = arith.constant 2.000000e+00 : f32
        %9 = arith.addf %cst, %cst_5 : f32
        llvm.store %9, %7 : f32, !llvm.ptr<1>
        llvm.store %9, %4 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
