module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale_add(%arg0: memref<64x?xf32, strided<[1, 64]>, 1>, %arg1: memref<64x?xf32, strided<[1, 64]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %block_id_x = gpu.block_id  x
      %6 = arith.index_cast %block_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %7 = arith.muli %6, %c64_i64 : i64
      %8 = llvm.getelementptr %1[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64_5 = arith.constant 64 : i64
      %9 = arith.muli %6, %c64_i64_5 : i64
      %10 = llvm.getelementptr %4[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x : index to i64
      %c64_i64_6 = arith.constant 64 : i64
      %c64_i64_7 = arith.constant 64 : i64
      scf.for %arg2 = %11 to %c64_i64_6 step %c64_i64_7  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %12 = llvm.getelementptr %10[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %13 = llvm.load %12 : !llvm.ptr<1> -> f32
        %cst_8 = arith.constant 2.000000e+00 : f32
        %14 = llvm.getelementptr %8[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %15 = llvm.load %14 : !llvm.ptr<1> -> f32
        %16 = arith.mulf %cst_8, %15 : f32
        %17 = llvm.intr.fma(%cst, %13, %16) : (f32, f32, f32) -> f32
        %18 = llvm.getelementptr %10[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %17, %18 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
