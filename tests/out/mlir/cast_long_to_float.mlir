module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<?xi64, strided<[1]>, 1>, %arg1: memref<7x?xf32, strided<[1, 7]>, 1>, %arg2: memref<?xvector<2xf32>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<7x?xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<7x?xf32, strided<[1, 7]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<?xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xvector<2xf32>, strided<[1]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7 : index to i64
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %9 to %2 step %c32_i64  : i64 {
        %10 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %11 = llvm.load %10 : !llvm.ptr<1> -> i64
        %12 = arith.divsi %11, %11 : i64
        %c1152921573326323713_i64 = arith.constant 1152921573326323713 : i64
        %13 = arith.muli %12, %c1152921573326323713_i64 : i64
        %c-1152921573326323713_i64 = arith.constant -1152921573326323713 : i64
        %14 = arith.muli %12, %c-1152921573326323713_i64 : i64
        %c9007199254740993_i64 = arith.constant 9007199254740993 : i64
        %15 = arith.muli %12, %c9007199254740993_i64 : i64
        %c16777217_i64 = arith.constant 16777217 : i64
        %16 = arith.muli %12, %c16777217_i64 : i64
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %17 = arith.muli %12, %c9223372036854775807_i64 : i64
        %c4611686293305294848_i64 = arith.constant 4611686293305294848 : i64
        %18 = arith.muli %12, %c4611686293305294848_i64 : i64
        %c1099511627776_i64 = arith.constant 1099511627776 : i64
        %19 = arith.muli %11, %c1099511627776_i64 : i64
        %c3_i64 = arith.constant 3 : i64
        %20 = arith.addi %19, %c3_i64 : i64
        %21 = arith.sitofp %13 : i64 to f32
        %22 = arith.sitofp %14 : i64 to f32
        %23 = arith.sitofp %15 : i64 to f32
        %24 = arith.sitofp %16 : i64 to f32
        %25 = arith.sitofp %17 : i64 to f32
        %26 = arith.sitofp %18 : i64 to f32
        %27 = arith.sitofp %20 : i64 to f32
        %c7_i64 = arith.constant 7 : i64
        %28 = arith.muli %arg3, %c7_i64 : i64
        %29 = llvm.getelementptr %4[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %21, %29 : f32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c7_i64_10 = arith.constant 7 : i64
        %30 = arith.muli %arg3, %c7_i64_10 : i64
        %31 = arith.addi %c1_i64, %30 : i64
        %32 = llvm.getelementptr %4[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %22, %32 : f32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c7_i64_11 = arith.constant 7 : i64
        %33 = arith.muli %arg3, %c7_i64_11 : i64
        %34 = arith.addi %c2_i64, %33 : i64
        %35 = llvm.getelementptr %4[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %23, %35 : f32, !llvm.ptr<1>
        %c3_i64_12 = arith.constant 3 : i64
        %c7_i64_13 = arith.constant 7 : i64
        %36 = arith.muli %arg3, %c7_i64_13 : i64
        %37 = arith.addi %c3_i64_12, %36 : i64
        %38 = llvm.getelementptr %4[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %24, %38 : f32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c7_i64_14 = arith.constant 7 : i64
        %39 = arith.muli %arg3, %c7_i64_14 : i64
        %40 = arith.addi %c4_i64, %39 : i64
        %41 = llvm.getelementptr %4[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %25, %41 : f32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c7_i64_15 = arith.constant 7 : i64
        %42 = arith.muli %arg3, %c7_i64_15 : i64
        %43 = arith.addi %c5_i64, %42 : i64
        %44 = llvm.getelementptr %4[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %26, %44 : f32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c7_i64_16 = arith.constant 7 : i64
        %45 = arith.muli %arg3, %c7_i64_16 : i64
        %46 = arith.addi %c6_i64, %45 : i64
        %47 = llvm.getelementptr %4[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %27, %47 : f32, !llvm.ptr<1>
        %48 = arith.sitofp %13 : i64 to f32
        %cst = arith.constant 0.000000e+00 : f32
        %49 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %50 = llvm.insertelement %48, %49[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %51 = llvm.insertelement %cst, %50[%c1_i32 : i32] : vector<2xf32>
        %52 = llvm.getelementptr %7[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %51, %52 : vector<2xf32>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
