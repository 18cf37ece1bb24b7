module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @float_ops(%arg0: memref<?xf64, strided<[1]>, 1>, %arg1: memref<?xf64, strided<[1]>, 1>, %arg2: memref<4x?xf64, strided<[1, 4]>, 1>, %arg3: memref<8x?xi32, strided<[1, 8]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf64, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf64, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<4x?xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x?xf64, strided<[1, 4]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<8x?xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<8x?xi32, strided<[1, 8]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %12 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %13 = arith.index_cast %block_id_x : index to i64
      %grid_dim_x = gpu.grid_dim  x
      %14 = arith.index_cast %grid_dim_x : index to i64
      %15 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %16 = llvm.load %15 : !llvm.ptr<1> -> f64
      %17 = llvm.getelementptr %4[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %18 = llvm.load %17 : !llvm.ptr<1> -> f64
      %19 = arith.divf %16, %18 : f64
      %20 = arith.remf %16, %18 : f64
      %21 = arith.negf %16 : f64
      %22 = arith.truncf %16 : f64 to f32
      %23 = arith.extf %22 : f32 to f64
      %24 = arith.cmpf oeq, %16, %18 : f64
      %25 = arith.cmpf une, %16, %18 : f64
      %26 = arith.cmpf ogt, %16, %18 : f64
      %27 = arith.cmpf oge, %16, %18 : f64
      %28 = arith.cmpf olt, %16, %18 : f64
      %29 = arith.cmpf ole, %16, %18 : f64
      %c1000_i64 = arith.constant 1000 : i64
      %30 = arith.muli %13, %c1000_i64 : i64
      %31 = arith.addi %30, %14 : i64
      %thread_id_x = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %32 to %c1_i64 step %c32_i64  : i64 {
        %c4_i64 = arith.constant 4 : i64
        %33 = arith.muli %13, %c4_i64 : i64
        %34 = llvm.getelementptr %7[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %19, %34 : f64, !llvm.ptr<1>
        %c1_i64_15 = arith.constant 1 : i64
        %c4_i64_16 = arith.constant 4 : i64
        %35 = arith.muli %13, %c4_i64_16 : i64
        %36 = arith.addi %c1_i64_15, %35 : i64
        %37 = llvm.getelementptr %7[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %20, %37 : f64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c4_i64_17 = arith.constant 4 : i64
        %38 = arith.muli %13, %c4_i64_17 : i64
        %39 = arith.addi %c2_i64, %38 : i64
        %40 = llvm.getelementptr %7[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %21, %40 : f64, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c4_i64_18 = arith.constant 4 : i64
        %41 = arith.muli %13, %c4_i64_18 : i64
        %42 = arith.addi %c3_i64, %41 : i64
        %43 = llvm.getelementptr %7[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %23, %43 : f64, !llvm.ptr<1>
        %44 = arith.extui %24 : i1 to i32
        %45 = arith.extui %25 : i1 to i32
        %46 = arith.extui %26 : i1 to i32
        %47 = arith.extui %27 : i1 to i32
        %48 = arith.extui %28 : i1 to i32
        %49 = arith.extui %29 : i1 to i32
        %50 = arith.fptosi %16 : f64 to i32
        %51 = arith.trunci %31 : i64 to i32
        %c8_i64 = arith.constant 8 : i64
        %52 = arith.muli %13, %c8_i64 : i64
        %53 = llvm.getelementptr %10[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %44, %53 : i32, !llvm.ptr<1>
        %c1_i64_19 = arith.constant 1 : i64
        %c8_i64_20 = arith.constant 8 : i64
        %54 = arith.muli %13, %c8_i64_20 : i64
        %55 = arith.addi %c1_i64_19, %54 : i64
        %56 = llvm.getelementptr %10[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %45, %56 : i32, !llvm.ptr<1>
        %c2_i64_21 = arith.constant 2 : i64
        %c8_i64_22 = arith.constant 8 : i64
        %57 = arith.muli %13, %c8_i64_22 : i64
        %58 = arith.addi %c2_i64_21, %57 : i64
        %59 = llvm.getelementptr %10[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %46, %59 : i32, !llvm.ptr<1>
        %c3_i64_23 = arith.constant 3 : i64
        %c8_i64_24 = arith.constant 8 : i64
        %60 = arith.muli %13, %c8_i64_24 : i64
        %61 = arith.addi %c3_i64_23, %60 : i64
        %62 = llvm.getelementptr %10[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %47, %62 : i32, !llvm.ptr<1>
        %c4_i64_25 = arith.constant 4 : i64
        %c8_i64_26 = arith.constant 8 : i64
        %63 = arith.muli %13, %c8_i64_26 : i64
        %64 = arith.addi %c4_i64_25, %63 : i64
        %65 = llvm.getelementptr %10[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %48, %65 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_27 = arith.constant 8 : i64
        %66 = arith.muli %13, %c8_i64_27 : i64
        %67 = arith.addi %c5_i64, %66 : i64
        %68 = llvm.getelementptr %10[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %49, %68 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_28 = arith.constant 8 : i64
        %69 = arith.muli %13, %c8_i64_28 : i64
        %70 = arith.addi %c6_i64, %69 : i64
        %71 = llvm.getelementptr %10[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %50, %71 : i32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_29 = arith.constant 8 : i64
        %72 = arith.muli %13, %c8_i64_29 : i64
        %73 = arith.addi %c7_i64, %72 : i64
        %74 = llvm.getelementptr %10[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %51, %74 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
