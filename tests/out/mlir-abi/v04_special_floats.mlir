module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @special(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(16 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(4 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(4 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf64, strided<[1, 4]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(2 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(2 : i64) : i64
      %44 = llvm.insertvalue %arg6, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg6, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %40, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %41, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg7, %47[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<2x?xvector<2xf64>, strided<[1, 2]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %52 = arith.index_cast %intptr : index to i64
      %53 = llvm.inttoptr %52 : i64 to !llvm.ptr<1>
      %54 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %55 = arith.index_cast %intptr_4 : index to i64
      %56 = llvm.inttoptr %55 : i64 to !llvm.ptr<1>
      %57 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<4x?xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<4x?xf64, strided<[1, 4]>, 1> -> index
      %58 = arith.index_cast %intptr_9 : index to i64
      %59 = llvm.inttoptr %58 : i64 to !llvm.ptr<1>
      %60 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %51 : memref<2x?xvector<2xf64>, strided<[1, 2]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<2x?xvector<2xf64>, strided<[1, 2]>, 1> -> index
      %61 = arith.index_cast %intptr_14 : index to i64
      %62 = llvm.inttoptr %61 : i64 to !llvm.ptr<1>
      %63 = arith.index_cast %sizes_12#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %64 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %65 = arith.muli %64, %c16_i64 : i64
      %66 = llvm.getelementptr %53[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_16 = arith.constant 16 : i64
      %67 = arith.muli %64, %c16_i64_16 : i64
      %68 = llvm.getelementptr %56[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %cst = arith.constant 0xFF800000 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_17 = arith.constant 0x7F800000 : f32
      memref.store %cst_17, %alloca_15[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c16_i64_18 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c16_i64_18 step %c1_i64  : i64 {
        %94 = llvm.getelementptr %66[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %95 = llvm.load %94 : !llvm.ptr<1> -> f32
        %96 = memref.load %alloca[] : memref<f32>
        %97 = llvm.intr.maxnum(%96, %95) : (f32, f32) -> f32
        %98 = memref.load %alloca_15[] : memref<f32>
        %99 = llvm.intr.minnum(%98, %95) : (f32, f32) -> f32
        %100 = memref.load %alloca[] : memref<f32>
        %101 = arith.subf %100, %97 : f32
        %102 = math.exp %101 : f32
        %103 = arith.addf %102, %99 : f32
        %104 = llvm.getelementptr %68[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %103, %104 : f32, !llvm.ptr<1>
        memref.store %97, %alloca[] : memref<f32>
        memref.store %99, %alloca_15[] : memref<f32>
      }
      %69 = memref.load %alloca[] : memref<f32>
      %70 = arith.extf %69 : f32 to f64
      %cst_19 = arith.constant 0xFFF0000000000000 : f64
      %71 = llvm.intr.maxnum(%70, %cst_19) : (f64, f64) -> f64
      %cst_20 = arith.constant 0x7FF0000000000000 : f64
      %c4_i64 = arith.constant 4 : i64
      %72 = arith.muli %64, %c4_i64 : i64
      %73 = llvm.getelementptr %59[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %cst_20, %73 : f64, !llvm.ptr<1>
      %cst_21 = arith.constant 0xFFF0000000000000 : f64
      %c1_i64_22 = arith.constant 1 : i64
      %c4_i64_23 = arith.constant 4 : i64
      %74 = arith.muli %64, %c4_i64_23 : i64
      %75 = arith.addi %c1_i64_22, %74 : i64
      %76 = llvm.getelementptr %59[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %cst_21, %76 : f64, !llvm.ptr<1>
      %cst_24 = arith.constant 0x7FF8000000000000 : f64
      %c2_i64 = arith.constant 2 : i64
      %c4_i64_25 = arith.constant 4 : i64
      %77 = arith.muli %64, %c4_i64_25 : i64
      %78 = arith.addi %c2_i64, %77 : i64
      %79 = llvm.getelementptr %59[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %cst_24, %79 : f64, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %c4_i64_26 = arith.constant 4 : i64
      %80 = arith.muli %64, %c4_i64_26 : i64
      %81 = arith.addi %c3_i64, %80 : i64
      %82 = llvm.getelementptr %59[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %71, %82 : f64, !llvm.ptr<1>
      %cst_27 = arith.constant 0xFFF0000000000000 : f64
      %cst_28 = arith.constant 0x7FF8000000000000 : f64
      %83 = llvm.mlir.poison : vector<2xf64>
      %c0_i32 = arith.constant 0 : i32
      %84 = llvm.insertelement %cst_27, %83[%c0_i32 : i32] : vector<2xf64>
      %c1_i32 = arith.constant 1 : i32
      %85 = llvm.insertelement %cst_28, %84[%c1_i32 : i32] : vector<2xf64>
      %c2_i64_29 = arith.constant 2 : i64
      %86 = arith.muli %64, %c2_i64_29 : i64
      %87 = llvm.getelementptr %62[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %85, %87 : vector<2xf64>, !llvm.ptr<1>
      %cst_30 = arith.constant 1.500000e+00 : f64
      %cst_31 = arith.constant 0x7FF0000000000000 : f64
      %88 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_32 = arith.constant 0 : i32
      %89 = llvm.insertelement %cst_30, %88[%c0_i32_32 : i32] : vector<2xf64>
      %c1_i32_33 = arith.constant 1 : i32
      %90 = llvm.insertelement %cst_31, %89[%c1_i32_33 : i32] : vector<2xf64>
      %c1_i64_34 = arith.constant 1 : i64
      %c2_i64_35 = arith.constant 2 : i64
      %91 = arith.muli %64, %c2_i64_35 : i64
      %92 = arith.addi %c1_i64_34, %91 : i64
      %93 = llvm.getelementptr %62[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %90, %93 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
