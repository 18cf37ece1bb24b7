module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tr(%arg0: memref<48x32x?xf32, strided<[1, 48, 1536]>, 1>, %arg1: memref<32x48x?xf32, strided<[1, 32, 1536]>, 1>, %arg2: memref<24x16x?xf64, strided<[1, 24, 384]>, 1>, %arg3: memref<16x24x?xf64, strided<[1, 16, 384]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 8, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<48x32x?xf32, strided<[1, 48, 1536]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<48x32x?xf32, strided<[1, 48, 1536]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<32x48x?xf32, strided<[1, 32, 1536]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<32x48x?xf32, strided<[1, 32, 1536]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<24x16x?xf64, strided<[1, 24, 384]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<24x16x?xf64, strided<[1, 24, 384]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<16x24x?xf64, strided<[1, 16, 384]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x24x?xf64, strided<[1, 16, 384]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %c1536_i64 = arith.constant 1536 : i64
      %13 = arith.muli %12, %c1536_i64 : i64
      %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1536_i64_15 = arith.constant 1536 : i64
      %15 = arith.muli %12, %c1536_i64_15 : i64
      %16 = llvm.getelementptr %4[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64 = arith.constant 384 : i64
      %17 = arith.muli %12, %c384_i64 : i64
      %18 = llvm.getelementptr %7[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c384_i64_16 = arith.constant 384 : i64
      %19 = arith.muli %12, %c384_i64_16 : i64
      %20 = llvm.getelementptr %10[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_y = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y : index to i64
      %c48_i64 = arith.constant 48 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg4 = %21 to %c48_i64 step %c8_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x : index to i64
        %c32_i64 = arith.constant 32 : i64
        %c32_i64_19 = arith.constant 32 : i64
        scf.for %arg5 = %23 to %c32_i64 step %c32_i64_19  : i64 {
          %c32_i64_20 = arith.constant 32 : i64
          %24 = arith.muli %arg4, %c32_i64_20 : i64
          %25 = arith.addi %arg5, %24 : i64
          %26 = llvm.getelementptr %16[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %27 = llvm.load %26 : !llvm.ptr<1> -> f32
          %cst = arith.constant 1.500000e+00 : f32
          %c48_i64_21 = arith.constant 48 : i64
          %28 = arith.muli %arg5, %c48_i64_21 : i64
          %29 = arith.addi %arg4, %28 : i64
          %30 = llvm.getelementptr %14[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %31 = llvm.load %30 : !llvm.ptr<1> -> f32
          %32 = arith.mulf %cst, %31 : f32
          %33 = arith.addf %27, %32 : f32
          %c32_i64_22 = arith.constant 32 : i64
          %34 = arith.muli %arg4, %c32_i64_22 : i64
          %35 = arith.addi %arg5, %34 : i64
          %36 = llvm.getelementptr %16[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %33, %36 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_17 = gpu.thread_id  y
      %22 = arith.index_cast %thread_id_y_17 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %c8_i64_18 = arith.constant 8 : i64
      scf.for %arg4 = %22 to %c24_i64 step %c8_i64_18  : i64 {
        %thread_id_x = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x : index to i64
        %c16_i64 = arith.constant 16 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg5 = %23 to %c16_i64 step %c32_i64  : i64 {
          %cst = arith.constant -5.000000e-01 : f64
          %c24_i64_19 = arith.constant 24 : i64
          %24 = arith.muli %arg5, %c24_i64_19 : i64
          %25 = arith.addi %arg4, %24 : i64
          %26 = llvm.getelementptr %18[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %27 = llvm.load %26 : !llvm.ptr<1> -> f64
          %28 = arith.mulf %cst, %27 : f64
          %c16_i64_20 = arith.constant 16 : i64
          %29 = arith.muli %arg4, %c16_i64_20 : i64
          %30 = arith.addi %arg5, %29 : i64
          %31 = llvm.getelementptr %20[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %28, %31 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
