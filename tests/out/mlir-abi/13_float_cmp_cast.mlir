module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @float_ops(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[1]>, 1>
      %18 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %19 = llvm.mlir.constant(0 : i64) : i64
      %20 = llvm.mlir.constant(4 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(4 : i64) : i64
      %23 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg4, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %20, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg5, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf64, strided<[1, 4]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(8 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(8 : i64) : i64
      %36 = llvm.insertvalue %arg6, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg6, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %32, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %33, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %arg7, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xi32, strided<[1, 8]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xf64, strided<[1]>, 1> -> index
      %44 = arith.index_cast %intptr : index to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      %46 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xf64, strided<[1]>, 1> -> index
      %47 = arith.index_cast %intptr_4 : index to i64
      %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<1>
      %49 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<4x?xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<4x?xf64, strided<[1, 4]>, 1> -> index
      %50 = arith.index_cast %intptr_9 : index to i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
      %52 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %43 : memref<8x?xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %43 : memref<8x?xi32, strided<[1, 8]>, 1> -> index
      %53 = arith.index_cast %intptr_14 : index to i64
      %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
      %55 = arith.index_cast %sizes_12#1 : index to i64
      %block_id_x = gpu.block_id  x
      %56 = arith.index_cast %block_id_x : index to i64
      %grid_dim_x = gpu.grid_dim  x
      %57 = arith.index_cast %grid_dim_x : index to i64
      %58 = llvm.getelementptr %45[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %59 = llvm.load %58 : !llvm.ptr<1> -> f64
      %60 = llvm.getelementptr %48[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %61 = llvm.load %60 : !llvm.ptr<1> -> f64
      %62 = arith.divf %59, %61 : f64
      %63 = arith.remf %59, %61 : f64
      %64 = arith.negf %59 : f64
      %65 = arith.truncf %59 : f64 to f32
      %66 = arith.extf %65 : f32 to f64
      %67 = arith.cmpf oeq, %59, %61 : f64
      %68 = arith.cmpf une, %59, %61 : f64
      %69 = arith.cmpf ogt, %59, %61 : f64
      %70 = arith.cmpf oge, %59, %61 : f64
      %71 = arith.cmpf olt, %59, %61 : f64
      %72 = arith.cmpf ole, %59, %61 : f64
      %c1000_i64 = arith.constant 1000 : i64
      %73 = arith.muli %56, %c1000_i64 : i64
      %74 = arith.addi %73, %57 : i64
      %thread_id_x = gpu.thread_id  x
      %75 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg8 = %75 to %c1_i64 step %c32_i64  : i64 {
        %c4_i64 = arith.constant 4 : i64
        %76 = arith.muli %56, %c4_i64 : i64
        %77 = llvm.getelementptr %51[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %62, %77 : f64, !llvm.ptr<1>
        %c1_i64_15 = arith.constant 1 : i64
        %c4_i64_16 = arith.constant 4 : i64
        %78 = arith.muli %56, %c4_i64_16 : i64
        %79 = arith.addi %c1_i64_15, %78 : i64
        %80 = llvm.getelementptr %51[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %63, %80 : f64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c4_i64_17 = arith.constant 4 : i64
        %81 = arith.muli %56, %c4_i64_17 : i64
        %82 = arith.addi %c2_i64, %81 : i64
        %83 = llvm.getelementptr %51[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %64, %83 : f64, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c4_i64_18 = arith.constant 4 : i64
        %84 = arith.muli %56, %c4_i64_18 : i64
        %85 = arith.addi %c3_i64, %84 : i64
        %86 = llvm.getelementptr %51[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %66, %86 : f64, !llvm.ptr<1>
        %87 = arith.extui %67 : i1 to i32
        %88 = arith.extui %68 : i1 to i32
        %89 = arith.extui %69 : i1 to i32
        %90 = arith.extui %70 : i1 to i32
        %91 = arith.extui %71 : i1 to i32
        %92 = arith.extui %72 : i1 to i32
        %93 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%59) : (f64) -> i32
        %94 = arith.trunci %74 : i64 to i32
        %c8_i64 = arith.constant 8 : i64
        %95 = arith.muli %56, %c8_i64 : i64
        %96 = llvm.getelementptr %54[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %87, %96 : i32, !llvm.ptr<1>
        %c1_i64_19 = arith.constant 1 : i64
        %c8_i64_20 = arith.constant 8 : i64
        %97 = arith.muli %56, %c8_i64_20 : i64
        %98 = arith.addi %c1_i64_19, %97 : i64
        %99 = llvm.getelementptr %54[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %88, %99 : i32, !llvm.ptr<1>
        %c2_i64_21 = arith.constant 2 : i64
        %c8_i64_22 = arith.constant 8 : i64
        %100 = arith.muli %56, %c8_i64_22 : i64
        %101 = arith.addi %c2_i64_21, %100 : i64
        %102 = llvm.getelementptr %54[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %89, %102 : i32, !llvm.ptr<1>
        %c3_i64_23 = arith.constant 3 : i64
        %c8_i64_24 = arith.constant 8 : i64
        %103 = arith.muli %56, %c8_i64_24 : i64
        %104 = arith.addi %c3_i64_23, %103 : i64
        %105 = llvm.getelementptr %54[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %90, %105 : i32, !llvm.ptr<1>
        %c4_i64_25 = arith.constant 4 : i64
        %c8_i64_26 = arith.constant 8 : i64
        %106 = arith.muli %56, %c8_i64_26 : i64
        %107 = arith.addi %c4_i64_25, %106 : i64
        %108 = llvm.getelementptr %54[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %91, %108 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_27 = arith.constant 8 : i64
        %109 = arith.muli %56, %c8_i64_27 : i64
        %110 = arith.addi %c5_i64, %109 : i64
        %111 = llvm.getelementptr %54[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %92, %111 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_28 = arith.constant 8 : i64
        %112 = arith.muli %56, %c8_i64_28 : i64
        %113 = arith.addi %c6_i64, %112 : i64
        %114 = llvm.getelementptr %54[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %93, %114 : i32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_29 = arith.constant 8 : i64
        %115 = arith.muli %56, %c8_i64_29 : i64
        %116 = arith.addi %c7_i64, %115 : i64
        %117 = llvm.getelementptr %54[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %94, %117 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
