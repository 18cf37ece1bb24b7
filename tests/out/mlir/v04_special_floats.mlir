module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @special(%arg0: memref<16x?xf32, strided<[1, 16]>, 1>, %arg1: memref<16x?xf32, strided<[1, 16]>, 1>, %arg2: memref<4x?xf64, strided<[1, 4]>, 1>, %arg3: memref<2x?xvector<2xf64>, strided<[1, 2]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
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
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<4x?xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x?xf64, strided<[1, 4]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<2x?xvector<2xf64>, strided<[1, 2]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<2x?xvector<2xf64>, strided<[1, 2]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %13 = arith.muli %12, %c16_i64 : i64
      %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_16 = arith.constant 16 : i64
      %15 = arith.muli %12, %c16_i64_16 : i64
      %16 = llvm.getelementptr %4[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %cst = arith.constant 0xFF800000 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_17 = arith.constant 0x7F800000 : f32
      memref.store %cst_17, %alloca_15[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c16_i64_18 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64 to %c16_i64_18 step %c1_i64  : i64 {
        %42 = llvm.getelementptr %14[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %43 = llvm.load %42 : !llvm.ptr<1> -> f32
        %44 = memref.load %alloca[] : memref<f32>
        %45 = llvm.intr.maxnum(%44, %43) : (f32, f32) -> f32
        %46 = memref.load %alloca_15[] : memref<f32>
        %47 = llvm.intr.minnum(%46, %43) : (f32, f32) -> f32
        %48 = memref.load %alloca[] : memref<f32>
        %49 = arith.subf %48, %45 : f32
        %50 = math.exp %49 : f32
        %51 = arith.addf %50, %47 : f32
        %52 = llvm.getelementptr %16[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %51, %52 : f32, !llvm.ptr<1>
        memref.store %45, %alloca[] : memref<f32>
        memref.store %47, %alloca_15[] : memref<f32>
      }
      %17 = memref.load %alloca[] : memref<f32>
      %18 = arith.extf %17 : f32 to f64
      %cst_19 = arith.constant 0xFFF0000000000000 : f64
      %19 = llvm.intr.maxnum(%18, %cst_19) : (f64, f64) -> f64
      %cst_20 = arith.constant 0x7FF0000000000000 : f64
      %c4_i64 = arith.constant 4 : i64
      %20 = arith.muli %12, %c4_i64 : i64
      %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %cst_20, %21 : f64, !llvm.ptr<1>
      %cst_21 = arith.constant 0xFFF0000000000000 : f64
      %c1_i64_22 = arith.constant 1 : i64
      %c4_i64_23 = arith.constant 4 : i64
      %22 = arith.muli %12, %c4_i64_23 : i64
      %23 = arith.addi %c1_i64_22, %22 : i64
      %24 = llvm.getelementptr %7[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %cst_21, %24 : f64, !llvm.ptr<1>
      %cst_24 = arith.constant 0x7FF8000000000000 : f64
      %c2_i64 = arith.constant 2 : i64
      %c4_i64_25 = arith.constant 4 : i64
      %25 = arith.muli %12, %c4_i64_25 : i64
      %26 = arith.addi %c2_i64, %25 : i64
      %27 = llvm.getelementptr %7[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %cst_24, %27 : f64, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %c4_i64_26 = arith.constant 4 : i64
      %28 = arith.muli %12, %c4_i64_26 : i64
      %29 = arith.addi %c3_i64, %28 : i64
      %30 = llvm.getelementptr %7[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %19, %30 : f64, !llvm.ptr<1>
      %cst_27 = arith.constant 0xFFF0000000000000 : f64
      %cst_28 = arith.constant 0x7FF8000000000000 : f64
      %31 = llvm.mlir.poison : vector<2xf64>
      %c0_i32 = arith.constant 0 : i32
      %32 = llvm.insertelement %cst_27, %31[%c0_i32 : i32] : vector<2xf64>
      %c1_i32 = arith.constant 1 : i32
      %33 = llvm.insertelement %cst_28, %32[%c1_i32 : i32] : vector<2xf64>
      %c2_i64_29 = arith.constant 2 : i64
      %34 = arith.muli %12, %c2_i64_29 : i64
      %35 = llvm.getelementptr %10[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %33, %35 : vector<2xf64>, !llvm.ptr<1>
      %cst_30 = arith.constant 1.500000e+00 : f64
      %cst_31 = arith.constant 0x7FF0000000000000 : f64
      %36 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_32 = arith.constant 0 : i32
      %37 = llvm.insertelement %cst_30, %36[%c0_i32_32 : i32] : vector<2xf64>
      %c1_i32_33 = arith.constant 1 : i32
      %38 = llvm.insertelement %cst_31, %37[%c1_i32_33 : i32] : vector<2xf64>
      %c1_i64_34 = arith.constant 1 : i64
      %c2_i64_35 = arith.constant 2 : i64
      %39 = arith.muli %12, %c2_i64_35 : i64
      %40 = arith.addi %c1_i64_34, %39 : i64
      %41 = llvm.getelementptr %10[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %38, %41 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
