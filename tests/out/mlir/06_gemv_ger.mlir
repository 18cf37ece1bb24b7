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
      %14 = llvm.mlir.constant(1 : i64) : i64
      %15 = llvm.alloca %14 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %16 = arith.index_cast %block_id_x : index to i64
      %c63_i64 = arith.constant 63 : i64
      %17 = arith.muli %16, %c63_i64 : i64
      %18 = llvm.getelementptr %1[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %19 = arith.muli %16, %c9_i64 : i64
      %20 = llvm.getelementptr %4[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %21 = arith.muli %16, %c7_i64 : i64
      %22 = llvm.getelementptr %7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c45_i64 = arith.constant 45 : i64
      %23 = arith.muli %16, %c45_i64 : i64
      %24 = llvm.getelementptr %12[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %27 = arith.muli %c32_i64, %26 : i64
      %28 = arith.addi %25, %27 : i64
      %c7_i64_20 = arith.constant 7 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg5 = %28 to %c7_i64_20 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %15 : f32, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c9_i64_22 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64 to %c9_i64_22 step %c1_i64  : i64 {
          %33 = llvm.load %15 : !llvm.ptr -> f32
          %c9_i64_24 = arith.constant 9 : i64
          %34 = arith.muli %arg5, %c9_i64_24 : i64
          %35 = arith.addi %arg6, %34 : i64
          %36 = llvm.getelementptr %18[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %37 = llvm.load %36 : !llvm.ptr<1> -> f32
          %38 = llvm.getelementptr %20[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %39 = llvm.load %38 : !llvm.ptr<1> -> f32
          %40 = arith.mulf %37, %39 : f32
          %41 = arith.addf %33, %40 : f32
          llvm.store %41, %15 : f32, !llvm.ptr
        }
        %cst_23 = arith.constant 1.500000e+00 : f32
        %30 = llvm.load %15 : !llvm.ptr -> f32
        %31 = arith.mulf %cst_23, %30 : f32
        %32 = llvm.getelementptr %22[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %31, %32 : f32, !llvm.ptr<1>
      }
      %thread_id_y_21 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_21 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg5 = %29 to %c5_i64 step %c2_i64  : i64 {
        %thread_id_x_22 = gpu.thread_id  x
        %30 = arith.index_cast %thread_id_x_22 : index to i64
        %c9_i64_23 = arith.constant 9 : i64
        %c32_i64_24 = arith.constant 32 : i64
        scf.for %arg6 = %30 to %c9_i64_23 step %c32_i64_24  : i64 {
          %c9_i64_25 = arith.constant 9 : i64
          %31 = arith.muli %arg5, %c9_i64_25 : i64
          %32 = arith.addi %arg6, %31 : i64
          %33 = llvm.getelementptr %24[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %cst = arith.constant -1.000000e+00 : f32
          %35 = llvm.getelementptr %20[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %36 = llvm.load %35 : !llvm.ptr<1> -> f32
          %37 = llvm.getelementptr %10[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = arith.mulf %36, %38 : f32
          %40 = arith.mulf %cst, %39 : f32
          %41 = arith.addf %34, %40 : f32
          %c9_i64_26 = arith.constant 9 : i64
          %42 = arith.muli %arg5, %c9_i64_26 : i64
          %43 = arith.addi %arg6, %42 : i64
          %44 = llvm.getelementptr %24[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %41, %44 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
