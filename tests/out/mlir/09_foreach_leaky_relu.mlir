module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @leaky_relu(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<?x?xi32, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xi32, strided<[1, ?]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xi32, strided<[1, ?]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7#0 : index to i64
      %13 = arith.index_cast %sizes_7#1 : index to i64
      %14 = arith.index_cast %strides_8#1 : index to i64
      %15 = llvm.mlir.constant(1 : i64) : i64
      %16 = llvm.alloca %15 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %17 = arith.index_cast %block_id_x : index to i64
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %18 to %2 step %c32_i64  : i64 {
        %19 = arith.muli %17, %4 : i64
        %20 = arith.addi %arg3, %19 : i64
        %21 = llvm.getelementptr %1[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %22 = llvm.load %21 : !llvm.ptr<1> -> f32
        %cst = arith.constant 0.000000e+00 : f32
        %23 = arith.cmpf ogt, %22, %cst : f32
        scf.if %23 {
          llvm.store %22, %16 : f32, !llvm.ptr
        } else {
          %cst_10 = arith.constant 2.500000e-01 : f32
          %32 = arith.mulf %22, %cst_10 : f32
          llvm.store %32, %16 : f32, !llvm.ptr
        }
        %24 = llvm.load %16 : !llvm.ptr -> f32
        %25 = arith.muli %17, %9 : i64
        %26 = arith.addi %arg3, %25 : i64
        %27 = llvm.getelementptr %6[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %24, %27 : f32, !llvm.ptr<1>
        %28 = arith.extui %23 : i1 to i32
        %29 = arith.muli %17, %14 : i64
        %30 = arith.addi %arg3, %29 : i64
        %31 = llvm.getelementptr %11[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %28, %31 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
