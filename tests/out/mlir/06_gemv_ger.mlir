module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemv_ger(%arg0: memref<9x7x?xf32, strided<[1, 9, 63]>, 1>, %arg1: memref<9x?xf32, strided<[1, 9]>, 1>, %arg2: memref<7x?xf32, strided<[1, 7]>, 1>, %arg3: memref<5xf32, strided<[1]>, 1>, %arg4: memref<9x5x?xf32, strided<[1, 9, 45]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<7x?xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<7x?xf32, strided<[1, 7]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<5xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<5xf32, strided<[1]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<9x5x?xf32, strided<[1, 9, 45]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<9x5x?xf32, strided<[1, 9, 45]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %14 = arith.index_cast %block_id_x : index to i64
      %c63_i64 = arith.constant 63 : i64
      %15 = arith.muli %14, %c63_i64 : i64
      %16 = llvm.getelementptr %1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %17 = arith.muli %14, %c9_i64 : i64
      %18 = llvm.getelementptr %4[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %19 = arith.muli %14, %c7_i64 : i64
      %20 = llvm.getelementptr %7[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c45_i64 = arith.constant 45 : i64
      %21 = arith.muli %14, %c45_i64 : i64
      %22 = llvm.getelementptr %12[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y : index to i64
      %25 = arith.muli %c32_i64, %24 : i64
      %26 = arith.addi %23, %25 : i64
      %c7_i64_20 = arith.constant 7 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg5 = %26 to %c7_i64_20 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c9_i64_22 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64 to %c9_i64_22 step %c1_i64  : i64 {
          %31 = memref.load %alloca[] : memref<f32>
          %c9_i64_24 = arith.constant 9 : i64
          %32 = arith.muli %arg5, %c9_i64_24 : i64
          %33 = arith.addi %arg6, %32 : i64
          %34 = llvm.getelementptr %16[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %35 = llvm.load %34 : !llvm.ptr<1> -> f32
          %36 = llvm.getelementptr %18[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %37 = llvm.load %36 : !llvm.ptr<1> -> f32
          %38 = arith.mulf %35, %37 : f32
          %39 = arith.addf %31, %38 : f32
          memref.store %39, %alloca[] : memref<f32>
        }
        %cst_23 = arith.constant 1.500000e+00 : f32
        %28 = memref.load %alloca[] : memref<f32>
        %29 = arith.mulf %cst_23, %28 : f32
        %30 = llvm.getelementptr %20[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %29, %30 : f32, !llvm.ptr<1>
      }
      %thread_id_y_21 = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y_21 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg5 = %27 to %c5_i64 step %c2_i64  : i64 {
        %thread_id_x_22 = gpu.thread_id  x
        %28 = arith.index_cast %thread_id_x_22 : index to i64
        %c9_i64_23 = arith.constant 9 : i64
        %c32_i64_24 = arith.constant 32 : i64
        scf.for %arg6 = %28 to %c9_i64_23 step %c32_i64_24  : i64 {
          %c9_i64_25 = arith.constant 9 : i64
          %29 = arith.muli %arg5, %c9_i64_25 : i64
          %30 = arith.addi %arg6, %29 : i64
          %31 = llvm.getelementptr %22[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %32 = llvm.load %31 : !llvm.ptr<1> -> f32
          %cst = arith.constant -1.000000e+00 : f32
          %33 = llvm.getelementptr %18[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %35 = llvm.getelementptr %10[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %36 = llvm.load %35 : !llvm.ptr<1> -> f32
          %37 = arith.mulf %34, %36 : f32
          %38 = arith.mulf %cst, %37 : f32
          %39 = arith.addf %32, %38 : f32
          %c9_i64_26 = arith.constant 9 : i64
          %40 = arith.muli %arg5, %c9_i64_26 : i64
          %41 = arith.addi %arg6, %40 : i64
          %42 = llvm.getelementptr %22[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %39, %42 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
