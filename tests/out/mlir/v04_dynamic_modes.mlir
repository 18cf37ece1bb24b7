module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @modes(%arg0: memref<?x?x?xf32, strided<[1, ?, ?]>, 1>, %arg1: memref<?x?xf64, strided<[1, ?]>, 1>, %arg2: memref<?x?x?xf64, strided<[1, ?, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %sizes#2 : index to i64
      %5 = arith.index_cast %strides#1 : index to i64
      %6 = arith.index_cast %strides#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %7 = arith.index_cast %intptr_4 : index to i64
      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
      %9 = arith.index_cast %sizes_2#0 : index to i64
      %10 = arith.index_cast %sizes_2#1 : index to i64
      %11 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> index
      %12 = arith.index_cast %intptr_9 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_7#0 : index to i64
      %15 = arith.index_cast %sizes_7#1 : index to i64
      %16 = arith.index_cast %sizes_7#2 : index to i64
      %17 = arith.index_cast %strides_8#1 : index to i64
      %18 = arith.index_cast %strides_8#2 : index to i64
      %block_id_x = gpu.block_id  x
      %19 = arith.index_cast %block_id_x : index to i64
      %20 = arith.muli %19, %6 : i64
      %21 = llvm.getelementptr %1[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %22 = arith.muli %19, %18 : i64
      %23 = llvm.getelementptr %13[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64 = arith.constant 0 : i64
      %24 = arith.maxsi %2, %c0_i64 : i64
      %c0_i64_10 = arith.constant 0 : i64
      %25 = arith.maxsi %3, %c0_i64_10 : i64
      %26 = arith.muli %24, %25 : i64
      %thread_id_x = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %27 to %26 step %c32_i64  : i64 {
        %28 = arith.remsi %arg3, %24 : i64
        %29 = arith.divsi %arg3, %24 : i64
        %30 = arith.muli %29, %5 : i64
        %31 = arith.addi %28, %30 : i64
        %32 = llvm.getelementptr %21[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %33 = llvm.load %32 : !llvm.ptr<1> -> f32
        %34 = arith.muli %29, %11 : i64
        %35 = arith.addi %28, %34 : i64
        %36 = llvm.getelementptr %8[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %37 = llvm.load %36 : !llvm.ptr<1> -> f64
        %38 = arith.extf %33 : f32 to f64
        %39 = arith.addf %38, %37 : f64
        %40 = arith.muli %29, %17 : i64
        %41 = arith.addi %28, %40 : i64
        %42 = llvm.getelementptr %23[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %39, %42 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
