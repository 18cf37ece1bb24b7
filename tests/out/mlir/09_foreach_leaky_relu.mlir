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
      %alloca = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %thread_id_x = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %16 to %2 step %c32_i64  : i64 {
        %17 = arith.muli %15, %4 : i64
        %18 = arith.addi %arg3, %17 : i64
        %19 = llvm.getelementptr %1[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %20 = llvm.load %19 : !llvm.ptr<1> -> f32
        %cst = arith.constant 0.000000e+00 : f32
        %21 = arith.cmpf ogt, %20, %cst : f32
        scf.if %21 {
          memref.store %20, %alloca[] : memref<f32>
        } else {
          %cst_10 = arith.constant 2.500000e-01 : f32
          %30 = arith.mulf %20, %cst_10 : f32
          memref.store %30, %alloca[] : memref<f32>
        }
        %22 = memref.load %alloca[] : memref<f32>
        %23 = arith.muli %15, %9 : i64
        %24 = arith.addi %arg3, %23 : i64
        %25 = llvm.getelementptr %6[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %22, %25 : f32, !llvm.ptr<1>
        %26 = arith.extui %21 : i1 to i32
        %27 = arith.muli %15, %14 : i64
        %28 = arith.addi %arg3, %27 : i64
        %29 = llvm.getelementptr %11[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %26, %29 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
