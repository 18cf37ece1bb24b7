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
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %grid_dim_x = gpu.grid_dim  x
      %13 = arith.index_cast %grid_dim_x : index to i64
      %14 = llvm.getelementptr %1[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %15 = llvm.load %14 : !llvm.ptr<1> -> f64
      %16 = llvm.getelementptr %4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %17 = llvm.load %16 : !llvm.ptr<1> -> f64
      %18 = arith.divf %15, %17 : f64
      %19 = arith.remf %15, %17 : f64
      %20 = arith.negf %15 : f64
      %21 = arith.truncf %15 : f64 to f32
      %22 = arith.extf %21 : f32 to f64
      %23 = arith.cmpf oeq, %15, %17 : f64
      %24 = arith.cmpf une, %15, %17 : f64
      %25 = arith.cmpf ogt, %15, %17 : f64
      %26 = arith.cmpf oge, %15, %17 : f64
      %27 = arith.cmpf olt, %15, %17 : f64
      %28 = arith.cmpf ole, %15, %17 : f64
      %c1000_i64 = arith.constant 1000 : i64
      %29 = arith.muli %12, %c1000_i64 : i64
      %30 = arith.addi %29, %13 : i64
      %thread_id_x = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %31 to %c1_i64 step %c32_i64  : i64 {
        %c4_i64 = arith.constant 4 : i64
        %32 = arith.muli %12, %c4_i64 : i64
        %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %18, %33 : f64, !llvm.ptr<1>
        %c1_i64_15 = arith.constant 1 : i64
        %c4_i64_16 = arith.constant 4 : i64
        %34 = arith.muli %12, %c4_i64_16 : i64
        %35 = arith.addi %c1_i64_15, %34 : i64
        %36 = llvm.getelementptr %7[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %19, %36 : f64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c4_i64_17 = arith.constant 4 : i64
        %37 = arith.muli %12, %c4_i64_17 : i64
        %38 = arith.addi %c2_i64, %37 : i64
        %39 = llvm.getelementptr %7[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %20, %39 : f64, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c4_i64_18 = arith.constant 4 : i64
        %40 = arith.muli %12, %c4_i64_18 : i64
        %41 = arith.addi %c3_i64, %40 : i64
        %42 = llvm.getelementptr %7[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %22, %42 : f64, !llvm.ptr<1>
        %43 = arith.extui %23 : i1 to i32
        %44 = arith.extui %24 : i1 to i32
        %45 = arith.extui %25 : i1 to i32
        %46 = arith.extui %26 : i1 to i32
        %47 = arith.extui %27 : i1 to i32
        %48 = arith.extui %28 : i1 to i32
        %49 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%15) : (f64) -> i32
        %50 = arith.trunci %30 : i64 to i32
        %c8_i64 = arith.constant 8 : i64
        %51 = arith.muli %12, %c8_i64 : i64
        %52 = llvm.getelementptr %10[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %43, %52 : i32, !llvm.ptr<1>
        %c1_i64_19 = arith.constant 1 : i64
        %c8_i64_20 = arith.constant 8 : i64
        %53 = arith.muli %12, %c8_i64_20 : i64
        %54 = arith.addi %c1_i64_19, %53 : i64
        %55 = llvm.getelementptr %10[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %44, %55 : i32, !llvm.ptr<1>
        %c2_i64_21 = arith.constant 2 : i64
        %c8_i64_22 = arith.constant 8 : i64
        %56 = arith.muli %12, %c8_i64_22 : i64
        %57 = arith.addi %c2_i64_21, %56 : i64
        %58 = llvm.getelementptr %10[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %45, %58 : i32, !llvm.ptr<1>
        %c3_i64_23 = arith.constant 3 : i64
        %c8_i64_24 = arith.constant 8 : i64
        %59 = arith.muli %12, %c8_i64_24 : i64
        %60 = arith.addi %c3_i64_23, %59 : i64
        %61 = llvm.getelementptr %10[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %46, %61 : i32, !llvm.ptr<1>
        %c4_i64_25 = arith.constant 4 : i64
        %c8_i64_26 = arith.constant 8 : i64
        %62 = arith.muli %12, %c8_i64_26 : i64
        %63 = arith.addi %c4_i64_25, %62 : i64
        %64 = llvm.getelementptr %10[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %47, %64 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_27 = arith.constant 8 : i64
        %65 = arith.muli %12, %c8_i64_27 : i64
        %66 = arith.addi %c5_i64, %65 : i64
        %67 = llvm.getelementptr %10[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %48, %67 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_28 = arith.constant 8 : i64
        %68 = arith.muli %12, %c8_i64_28 : i64
        %69 = arith.addi %c6_i64, %68 : i64
        %70 = llvm.getelementptr %10[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %49, %70 : i32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_29 = arith.constant 8 : i64
        %71 = arith.muli %12, %c8_i64_29 : i64
        %72 = arith.addi %c7_i64, %71 : i64
        %73 = llvm.getelementptr %10[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %50, %73 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
