module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_alloca_zero() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1 x i8>
    gpu.func @alloca_zero(%arg0: memref<8x?xf32, strided<[1, 8]>, 1>, %arg1: memref<8x?xf32, strided<[1, 8]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x?xf32, strided<[1, 8]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<8x?xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<8x?xf32, strided<[1, 8]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %6 = llvm.mlir.addressof @__tinyc_stack_alloca_zero : !llvm.ptr<3>
      %block_id_x = gpu.block_id  x
      %7 = arith.index_cast %block_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %8 = arith.muli %7, %c8_i64 : i64
      %9 = llvm.getelementptr %1[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c8_i64_5 = arith.constant 8 : i64
      %10 = arith.muli %7, %c8_i64_5 : i64
      %11 = llvm.getelementptr %4[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x : index to i64
      %c8_i64_6 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %12 to %c8_i64_6 step %c32_i64  : i64 {
        %cst = arith.constant 3.000000e+00 : f32
        %13 = llvm.getelementptr %9[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %14 = llvm.load %13 : !llvm.ptr<1> -> f32
        %15 = arith.mulf %cst, %14 : f32
        %16 = llvm.getelementptr %11[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %15, %16 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
