module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scalar(%arg0: memref<16x?xf32, strided<[1, 16]>, 1>, %arg1: memref<16x?xf32, strided<[1, 16]>, 1>, %arg2: memref<2x?xi64, strided<[1, 2]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<2x?xi64, strided<[1, 2]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<2x?xi64, strided<[1, 2]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<i64>
      %alloca_11 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %10 = arith.muli %9, %c16_i64 : i64
      %11 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_12 = arith.constant 16 : i64
      %12 = arith.muli %9, %c16_i64_12 : i64
      %13 = llvm.getelementptr %4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_13 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %14 to %c16_i64_13 step %c32_i64  : i64 {
        %27 = llvm.getelementptr %11[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %28 = llvm.load %27 : !llvm.ptr<1> -> f32
        %cst = arith.constant 5.000000e-01 : f32
        %29 = arith.mulf %28, %cst : f32
        %30 = llvm.intr.maxnum(%29, %28) : (f32, f32) -> f32
        %31 = arith.bitcast %30 : f32 to i32
        %c2147483647_i32 = arith.constant 2147483647 : i32
        %32 = arith.andi %31, %c2147483647_i32 : i32
        %33 = arith.bitcast %32 : i32 to f32
        %34 = math.exp %28 : f32
        %35 = math.sin %28 : f32
        %36 = arith.addf %34, %35 : f32
        %37 = arith.subf %36, %33 : f32
        %cst_21 = arith.constant 0.000000e+00 : f32
        %38 = arith.cmpf olt, %28, %cst_21 : f32
        scf.if %38 {
          %cst_22 = arith.constant 0.000000e+00 : f32
          %41 = llvm.intr.minnum(%37, %cst_22) : (f32, f32) -> f32
          memref.store %41, %alloca[] : memref<f32>
        } else {
          %41 = math.log2 %34 : f32
          %42 = arith.addf %37, %41 : f32
          memref.store %42, %alloca[] : memref<f32>
        }
        %39 = memref.load %alloca[] : memref<f32>
        %40 = llvm.getelementptr %13[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %39, %40 : f32, !llvm.ptr<1>
      }
      %c5_i64 = arith.constant 5 : i64
      %15 = arith.addi %9, %c5_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      memref.store %c0_i64, %alloca_10[] : memref<i64>
      %c1_i64 = arith.constant 1 : i64
      memref.store %c1_i64, %alloca_11[] : memref<i64>
      %c0_i64_14 = arith.constant 0 : i64
      %c1_i64_15 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64_14 to %15 step %c1_i64_15  : i64 {
        %27 = memref.load %alloca_10[] : memref<i64>
        %28 = memref.load %alloca_11[] : memref<i64>
        %29 = arith.addi %27, %28 : i64
        %30 = memref.load %alloca_11[] : memref<i64>
        memref.store %30, %alloca_10[] : memref<i64>
        memref.store %29, %alloca_11[] : memref<i64>
      }
      %thread_id_x_16 = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x_16 : index to i64
      %c32_i64_17 = arith.constant 32 : i64
      %17 = arith.remsi %16, %c32_i64_17 : i64
      %18 = arith.trunci %17 : i64 to i32
      %thread_id_x_18 = gpu.thread_id  x
      %19 = arith.index_cast %thread_id_x_18 : index to i64
      %c32_i64_19 = arith.constant 32 : i64
      %20 = arith.divsi %19, %c32_i64_19 : i64
      %thread_id_y = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y : index to i64
      %22 = arith.addi %20, %21 : i64
      %23 = arith.trunci %22 : i64 to i32
      %c0_i32 = arith.constant 0 : i32
      %24 = arith.cmpi eq, %18, %c0_i32 : i32
      %c0_i32_20 = arith.constant 0 : i32
      %25 = arith.cmpi eq, %23, %c0_i32_20 : i32
      %26 = arith.andi %24, %25 : i1
      scf.if %26 {
        %27 = memref.load %alloca_10[] : memref<i64>
        %c2_i64 = arith.constant 2 : i64
        %28 = arith.muli %9, %c2_i64 : i64
        %29 = llvm.getelementptr %7[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %27, %29 : i64, !llvm.ptr<1>
        %30 = memref.load %alloca_11[] : memref<i64>
        %c1_i64_21 = arith.constant 1 : i64
        %c2_i64_22 = arith.constant 2 : i64
        %31 = arith.muli %9, %c2_i64_22 : i64
        %32 = arith.addi %c1_i64_21, %31 : i64
        %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %30, %33 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
