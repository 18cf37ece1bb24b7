module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_k() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64) kernel attributes {nvvm.reqntid = array<i32: 8, 4, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(16 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(16 : i64) : i64
      %6 = llvm.mlir.constant(256 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x16x?xf32, strided<[1, 16, 256]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(16 : i64) : i64
      %20 = llvm.mlir.constant(16 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(16 : i64) : i64
      %23 = llvm.mlir.constant(256 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x16x?xf32, strided<[1, 16, 256]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(16 : i64) : i64
      %37 = llvm.mlir.constant(16 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(16 : i64) : i64
      %40 = llvm.mlir.constant(256 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x16x?xf64, strided<[1, 16, 256]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(16 : i64) : i64
      %54 = llvm.mlir.constant(16 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(16 : i64) : i64
      %57 = llvm.mlir.constant(256 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x16x?xf64, strided<[1, 16, 256]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(5 : i64) : i64
      %71 = llvm.mlir.constant(3 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(5 : i64) : i64
      %74 = llvm.mlir.constant(15 : i64) : i64
      %75 = llvm.insertvalue %arg8, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg8, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<5x3x?xf64, strided<[1, 5, 15]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> index
      %85 = arith.index_cast %intptr : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> index
      %88 = arith.index_cast %intptr_4 : index to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<1>
      %90 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %91 = arith.index_cast %intptr_9 : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %94 = arith.index_cast %intptr_14 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %96 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<5x3x?xf64, strided<[1, 5, 15]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<5x3x?xf64, strided<[1, 5, 15]>, 1> -> index
      %97 = arith.index_cast %intptr_19 : index to i64
      %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<1>
      %99 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_20 = memref.alloca() : memref<f64>
      %alloca_21 = memref.alloca() : memref<f64>
      %alloca_22 = memref.alloca() : memref<f64>
      %alloca_23 = memref.alloca() : memref<f64>
      %alloca_24 = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f64>
      %alloca_35 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %100 = arith.index_cast %block_id_x : index to i64
      %c256_i64 = arith.constant 256 : i64
      %101 = arith.muli %100, %c256_i64 : i64
      %102 = llvm.getelementptr %86[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_36 = arith.constant 256 : i64
      %103 = arith.muli %100, %c256_i64_36 : i64
      %104 = llvm.getelementptr %89[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_37 = arith.constant 256 : i64
      %105 = arith.muli %100, %c256_i64_37 : i64
      %106 = llvm.getelementptr %92[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_38 = arith.constant 256 : i64
      %107 = arith.muli %100, %c256_i64_38 : i64
      %108 = llvm.getelementptr %95[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c15_i64 = arith.constant 15 : i64
      %109 = arith.muli %100, %c15_i64 : i64
      %110 = llvm.getelementptr %98[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_39 = gpu.thread_id  x
      %112 = arith.index_cast %thread_id_x_39 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %113 = arith.addi %112, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %114 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_40 = gpu.thread_id  y
      %115 = arith.index_cast %thread_id_y_40 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %116 = arith.addi %115, %c4_i64 : i64
      %thread_id_y_41 = gpu.thread_id  y
      %117 = arith.index_cast %thread_id_y_41 : index to i64
      %c8_i64_42 = arith.constant 8 : i64
      %118 = arith.addi %117, %c8_i64_42 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %119 = arith.index_cast %thread_id_y_43 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %120 = arith.addi %119, %c12_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_44 = arith.constant 0.000000e+00 : f64
      memref.store %cst_44, %alloca_20[] : memref<f64>
      %cst_45 = arith.constant 0.000000e+00 : f64
      memref.store %cst_45, %alloca_21[] : memref<f64>
      %cst_46 = arith.constant 0.000000e+00 : f64
      memref.store %cst_46, %alloca_22[] : memref<f64>
      %cst_47 = arith.constant 0.000000e+00 : f64
      memref.store %cst_47, %alloca_23[] : memref<f64>
      %cst_48 = arith.constant 0.000000e+00 : f64
      memref.store %cst_48, %alloca_24[] : memref<f64>
      %cst_49 = arith.constant 0.000000e+00 : f64
      memref.store %cst_49, %alloca_25[] : memref<f64>
      %cst_50 = arith.constant 0.000000e+00 : f64
      memref.store %cst_50, %alloca_26[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c16_i64 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg10 = %c0_i64 to %c16_i64 step %c1_i64  : i64 {
        %c16_i64_100 = arith.constant 16 : i64
        %203 = arith.muli %arg10, %c16_i64_100 : i64
        %204 = arith.addi %111, %203 : i64
        %205 = llvm.getelementptr %102[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %206 = llvm.load %205 : !llvm.ptr<1> -> f32
        %c16_i64_101 = arith.constant 16 : i64
        %207 = arith.muli %arg10, %c16_i64_101 : i64
        %208 = arith.addi %113, %207 : i64
        %209 = llvm.getelementptr %102[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %210 = llvm.load %209 : !llvm.ptr<1> -> f32
        %c16_i64_102 = arith.constant 16 : i64
        %211 = arith.muli %114, %c16_i64_102 : i64
        %212 = arith.addi %arg10, %211 : i64
        %213 = llvm.getelementptr %104[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %214 = llvm.load %213 : !llvm.ptr<1> -> f32
        %c16_i64_103 = arith.constant 16 : i64
        %215 = arith.muli %116, %c16_i64_103 : i64
        %216 = arith.addi %arg10, %215 : i64
        %217 = llvm.getelementptr %104[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %218 = llvm.load %217 : !llvm.ptr<1> -> f32
        %c16_i64_104 = arith.constant 16 : i64
        %219 = arith.muli %118, %c16_i64_104 : i64
        %220 = arith.addi %arg10, %219 : i64
        %221 = llvm.getelementptr %104[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %222 = llvm.load %221 : !llvm.ptr<1> -> f32
        %c16_i64_105 = arith.constant 16 : i64
        %223 = arith.muli %120, %c16_i64_105 : i64
        %224 = arith.addi %arg10, %223 : i64
        %225 = llvm.getelementptr %104[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %226 = llvm.load %225 : !llvm.ptr<1> -> f32
        %227 = memref.load %alloca[] : memref<f64>
        %228 = arith.mulf %206, %214 : f32
        %229 = arith.extf %228 : f32 to f64
        %230 = arith.addf %227, %229 : f64
        memref.store %230, %alloca[] : memref<f64>
        %231 = memref.load %alloca_20[] : memref<f64>
        %232 = arith.mulf %206, %218 : f32
        %233 = arith.extf %232 : f32 to f64
        %234 = arith.addf %231, %233 : f64
        memref.store %234, %alloca_20[] : memref<f64>
        %235 = memref.load %alloca_21[] : memref<f64>
        %236 = arith.mulf %206, %222 : f32
        %237 = arith.extf %236 : f32 to f64
        %238 = arith.addf %235, %237 : f64
        memref.store %238, %alloca_21[] : memref<f64>
        %239 = memref.load %alloca_22[] : memref<f64>
        %240 = arith.mulf %206, %226 : f32
        %241 = arith.extf %240 : f32 to f64
        %242 = arith.addf %239, %241 : f64
        memref.store %242, %alloca_22[] : memref<f64>
        %243 = memref.load %alloca_23[] : memref<f64>
        %244 = arith.mulf %210, %214 : f32
        %245 = arith.extf %244 : f32 to f64
        %246 = arith.addf %243, %245 : f64
        memref.store %246, %alloca_23[] : memref<f64>
        %247 = memref.load %alloca_24[] : memref<f64>
        %248 = arith.mulf %210, %218 : f32
        %249 = arith.extf %248 : f32 to f64
        %250 = arith.addf %247, %249 : f64
        memref.store %250, %alloca_24[] : memref<f64>
        %251 = memref.load %alloca_25[] : memref<f64>
        %252 = arith.mulf %210, %222 : f32
        %253 = arith.extf %252 : f32 to f64
        %254 = arith.addf %251, %253 : f64
        memref.store %254, %alloca_25[] : memref<f64>
        %255 = memref.load %alloca_26[] : memref<f64>
        %256 = arith.mulf %210, %226 : f32
        %257 = arith.extf %256 : f32 to f64
        %258 = arith.addf %255, %257 : f64
        memref.store %258, %alloca_26[] : memref<f64>
      }
      %121 = memref.load %alloca[] : memref<f64>
      %c16_i64_51 = arith.constant 16 : i64
      %122 = arith.muli %114, %c16_i64_51 : i64
      %123 = arith.addi %111, %122 : i64
      %124 = llvm.getelementptr %106[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %121, %124 : f64, !llvm.ptr<1>
      %125 = memref.load %alloca_20[] : memref<f64>
      %c16_i64_52 = arith.constant 16 : i64
      %126 = arith.muli %116, %c16_i64_52 : i64
      %127 = arith.addi %111, %126 : i64
      %128 = llvm.getelementptr %106[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %125, %128 : f64, !llvm.ptr<1>
      %129 = memref.load %alloca_21[] : memref<f64>
      %c16_i64_53 = arith.constant 16 : i64
      %130 = arith.muli %118, %c16_i64_53 : i64
      %131 = arith.addi %111, %130 : i64
      %132 = llvm.getelementptr %106[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %129, %132 : f64, !llvm.ptr<1>
      %133 = memref.load %alloca_22[] : memref<f64>
      %c16_i64_54 = arith.constant 16 : i64
      %134 = arith.muli %120, %c16_i64_54 : i64
      %135 = arith.addi %111, %134 : i64
      %136 = llvm.getelementptr %106[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %133, %136 : f64, !llvm.ptr<1>
      %137 = memref.load %alloca_23[] : memref<f64>
      %c16_i64_55 = arith.constant 16 : i64
      %138 = arith.muli %114, %c16_i64_55 : i64
      %139 = arith.addi %113, %138 : i64
      %140 = llvm.getelementptr %106[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %137, %140 : f64, !llvm.ptr<1>
      %141 = memref.load %alloca_24[] : memref<f64>
      %c16_i64_56 = arith.constant 16 : i64
      %142 = arith.muli %116, %c16_i64_56 : i64
      %143 = arith.addi %113, %142 : i64
      %144 = llvm.getelementptr %106[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %141, %144 : f64, !llvm.ptr<1>
      %145 = memref.load %alloca_25[] : memref<f64>
      %c16_i64_57 = arith.constant 16 : i64
      %146 = arith.muli %118, %c16_i64_57 : i64
      %147 = arith.addi %113, %146 : i64
      %148 = llvm.getelementptr %106[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %145, %148 : f64, !llvm.ptr<1>
      %149 = memref.load %alloca_26[] : memref<f64>
      %c16_i64_58 = arith.constant 16 : i64
      %150 = arith.muli %120, %c16_i64_58 : i64
      %151 = arith.addi %113, %150 : i64
      %152 = llvm.getelementptr %106[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %149, %152 : f64, !llvm.ptr<1>
      gpu.barrier
      %c0_i64_59 = arith.constant 0 : i64
      %c8_i64_60 = arith.constant 8 : i64
      %c1_i64_61 = arith.constant 1 : i64
      scf.for %arg10 = %c0_i64_59 to %c8_i64_60 step %c1_i64_61  : i64 {
        %thread_id_x_100 = gpu.thread_id  x
        %203 = arith.index_cast %thread_id_x_100 : index to i64
        %c8_i64_101 = arith.constant 8 : i64
        %thread_id_y_102 = gpu.thread_id  y
        %204 = arith.index_cast %thread_id_y_102 : index to i64
        %205 = arith.muli %c8_i64_101, %204 : i64
        %206 = arith.addi %203, %205 : i64
        %c32_i64 = arith.constant 32 : i64
        %207 = arith.muli %arg10, %c32_i64 : i64
        %208 = arith.addi %206, %207 : i64
        %c16_i64_103 = arith.constant 16 : i64
        %209 = arith.remsi %208, %c16_i64_103 : i64
        %c16_i64_104 = arith.constant 16 : i64
        %210 = arith.divsi %208, %c16_i64_104 : i64
        %c16_i64_105 = arith.constant 16 : i64
        %211 = arith.muli %210, %c16_i64_105 : i64
        %212 = arith.addi %209, %211 : i64
        %213 = llvm.getelementptr %102[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %214 = llvm.load %213 : !llvm.ptr<1> -> f32
        %215 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_106 = arith.constant 16 : i64
        %216 = arith.muli %209, %c16_i64_106 : i64
        %217 = arith.addi %210, %216 : i64
        %218 = llvm.getelementptr %215[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %214, %218 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_62 = gpu.thread_id  x
      %153 = arith.index_cast %thread_id_x_62 : index to i64
      %thread_id_x_63 = gpu.thread_id  x
      %154 = arith.index_cast %thread_id_x_63 : index to i64
      %thread_id_x_64 = gpu.thread_id  x
      %155 = arith.index_cast %thread_id_x_64 : index to i64
      %c8_i64_65 = arith.constant 8 : i64
      %156 = arith.addi %155, %c8_i64_65 : i64
      %thread_id_x_66 = gpu.thread_id  x
      %157 = arith.index_cast %thread_id_x_66 : index to i64
      %c8_i64_67 = arith.constant 8 : i64
      %158 = arith.addi %157, %c8_i64_67 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %159 = arith.index_cast %thread_id_y_68 : index to i64
      %thread_id_y_69 = gpu.thread_id  y
      %160 = arith.index_cast %thread_id_y_69 : index to i64
      %c4_i64_70 = arith.constant 4 : i64
      %161 = arith.addi %160, %c4_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %162 = arith.index_cast %thread_id_y_71 : index to i64
      %c8_i64_72 = arith.constant 8 : i64
      %163 = arith.addi %162, %c8_i64_72 : i64
      %thread_id_y_73 = gpu.thread_id  y
      %164 = arith.index_cast %thread_id_y_73 : index to i64
      %c12_i64_74 = arith.constant 12 : i64
      %165 = arith.addi %164, %c12_i64_74 : i64
      %cst_75 = arith.constant 0.000000e+00 : f64
      memref.store %cst_75, %alloca_27[] : memref<f64>
      %cst_76 = arith.constant 0.000000e+00 : f64
      memref.store %cst_76, %alloca_28[] : memref<f64>
      %cst_77 = arith.constant 0.000000e+00 : f64
      memref.store %cst_77, %alloca_29[] : memref<f64>
      %cst_78 = arith.constant 0.000000e+00 : f64
      memref.store %cst_78, %alloca_30[] : memref<f64>
      %cst_79 = arith.constant 0.000000e+00 : f64
      memref.store %cst_79, %alloca_31[] : memref<f64>
      %cst_80 = arith.constant 0.000000e+00 : f64
      memref.store %cst_80, %alloca_32[] : memref<f64>
      %cst_81 = arith.constant 0.000000e+00 : f64
      memref.store %cst_81, %alloca_33[] : memref<f64>
      %cst_82 = arith.constant 0.000000e+00 : f64
      memref.store %cst_82, %alloca_34[] : memref<f64>
      %c0_i64_83 = arith.constant 0 : i64
      %c16_i64_84 = arith.constant 16 : i64
      %c1_i64_85 = arith.constant 1 : i64
      scf.for %arg10 = %c0_i64_83 to %c16_i64_84 step %c1_i64_85  : i64 {
        %203 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_100 = arith.constant 16 : i64
        %204 = arith.muli %arg10, %c16_i64_100 : i64
        %205 = arith.addi %154, %204 : i64
        %206 = llvm.getelementptr %203[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %207 = llvm.load %206 : !llvm.ptr<3> -> f32
        %208 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_101 = arith.constant 16 : i64
        %209 = arith.muli %arg10, %c16_i64_101 : i64
        %210 = arith.addi %158, %209 : i64
        %211 = llvm.getelementptr %208[%210] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %212 = llvm.load %211 : !llvm.ptr<3> -> f32
        %c16_i64_102 = arith.constant 16 : i64
        %213 = arith.muli %159, %c16_i64_102 : i64
        %214 = arith.addi %arg10, %213 : i64
        %215 = llvm.getelementptr %104[%214] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %216 = llvm.load %215 : !llvm.ptr<1> -> f32
        %c16_i64_103 = arith.constant 16 : i64
        %217 = arith.muli %161, %c16_i64_103 : i64
        %218 = arith.addi %arg10, %217 : i64
        %219 = llvm.getelementptr %104[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %220 = llvm.load %219 : !llvm.ptr<1> -> f32
        %c16_i64_104 = arith.constant 16 : i64
        %221 = arith.muli %163, %c16_i64_104 : i64
        %222 = arith.addi %arg10, %221 : i64
        %223 = llvm.getelementptr %104[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %224 = llvm.load %223 : !llvm.ptr<1> -> f32
        %c16_i64_105 = arith.constant 16 : i64
        %225 = arith.muli %165, %c16_i64_105 : i64
        %226 = arith.addi %arg10, %225 : i64
        %227 = llvm.getelementptr %104[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %228 = llvm.load %227 : !llvm.ptr<1> -> f32
        %229 = memref.load %alloca_27[] : memref<f64>
        %230 = arith.mulf %207, %216 : f32
        %231 = arith.extf %230 : f32 to f64
        %232 = arith.addf %229, %231 : f64
        memref.store %232, %alloca_27[] : memref<f64>
        %233 = memref.load %alloca_28[] : memref<f64>
        %234 = arith.mulf %207, %220 : f32
        %235 = arith.extf %234 : f32 to f64
        %236 = arith.addf %233, %235 : f64
        memref.store %236, %alloca_28[] : memref<f64>
        %237 = memref.load %alloca_29[] : memref<f64>
        %238 = arith.mulf %207, %224 : f32
        %239 = arith.extf %238 : f32 to f64
        %240 = arith.addf %237, %239 : f64
        memref.store %240, %alloca_29[] : memref<f64>
        %241 = memref.load %alloca_30[] : memref<f64>
        %242 = arith.mulf %207, %228 : f32
        %243 = arith.extf %242 : f32 to f64
        %244 = arith.addf %241, %243 : f64
        memref.store %244, %alloca_30[] : memref<f64>
        %245 = memref.load %alloca_31[] : memref<f64>
        %246 = arith.mulf %212, %216 : f32
        %247 = arith.extf %246 : f32 to f64
        %248 = arith.addf %245, %247 : f64
        memref.store %248, %alloca_31[] : memref<f64>
        %249 = memref.load %alloca_32[] : memref<f64>
        %250 = arith.mulf %212, %220 : f32
        %251 = arith.extf %250 : f32 to f64
        %252 = arith.addf %249, %251 : f64
        memref.store %252, %alloca_32[] : memref<f64>
        %253 = memref.load %alloca_33[] : memref<f64>
        %254 = arith.mulf %212, %224 : f32
        %255 = arith.extf %254 : f32 to f64
        %256 = arith.addf %253, %255 : f64
        memref.store %256, %alloca_33[] : memref<f64>
        %257 = memref.load %alloca_34[] : memref<f64>
        %258 = arith.mulf %212, %228 : f32
        %259 = arith.extf %258 : f32 to f64
        %260 = arith.addf %257, %259 : f64
        memref.store %260, %alloca_34[] : memref<f64>
      }
      %166 = memref.load %alloca_27[] : memref<f64>
      %c16_i64_86 = arith.constant 16 : i64
      %167 = arith.muli %159, %c16_i64_86 : i64
      %168 = arith.addi %153, %167 : i64
      %169 = llvm.getelementptr %108[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %166, %169 : f64, !llvm.ptr<1>
      %170 = memref.load %alloca_28[] : memref<f64>
      %c16_i64_87 = arith.constant 16 : i64
      %171 = arith.muli %161, %c16_i64_87 : i64
      %172 = arith.addi %153, %171 : i64
      %173 = llvm.getelementptr %108[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %170, %173 : f64, !llvm.ptr<1>
      %174 = memref.load %alloca_29[] : memref<f64>
      %c16_i64_88 = arith.constant 16 : i64
      %175 = arith.muli %163, %c16_i64_88 : i64
      %176 = arith.addi %153, %175 : i64
      %177 = llvm.getelementptr %108[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %174, %177 : f64, !llvm.ptr<1>
      %178 = memref.load %alloca_30[] : memref<f64>
      %c16_i64_89 = arith.constant 16 : i64
      %179 = arith.muli %165, %c16_i64_89 : i64
      %180 = arith.addi %153, %179 : i64
      %181 = llvm.getelementptr %108[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %178, %181 : f64, !llvm.ptr<1>
      %182 = memref.load %alloca_31[] : memref<f64>
      %c16_i64_90 = arith.constant 16 : i64
      %183 = arith.muli %159, %c16_i64_90 : i64
      %184 = arith.addi %156, %183 : i64
      %185 = llvm.getelementptr %108[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %182, %185 : f64, !llvm.ptr<1>
      %186 = memref.load %alloca_32[] : memref<f64>
      %c16_i64_91 = arith.constant 16 : i64
      %187 = arith.muli %161, %c16_i64_91 : i64
      %188 = arith.addi %156, %187 : i64
      %189 = llvm.getelementptr %108[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %186, %189 : f64, !llvm.ptr<1>
      %190 = memref.load %alloca_33[] : memref<f64>
      %c16_i64_92 = arith.constant 16 : i64
      %191 = arith.muli %163, %c16_i64_92 : i64
      %192 = arith.addi %156, %191 : i64
      %193 = llvm.getelementptr %108[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %190, %193 : f64, !llvm.ptr<1>
      %194 = memref.load %alloca_34[] : memref<f64>
      %c16_i64_93 = arith.constant 16 : i64
      %195 = arith.muli %165, %c16_i64_93 : i64
      %196 = arith.addi %156, %195 : i64
      %197 = llvm.getelementptr %108[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %194, %197 : f64, !llvm.ptr<1>
      %thread_id_x_94 = gpu.thread_id  x
      %198 = arith.index_cast %thread_id_x_94 : index to i64
      %c4_i64_95 = arith.constant 4 : i64
      %199 = arith.minsi %198, %c4_i64_95 : i64
      %thread_id_y_96 = gpu.thread_id  y
      %200 = arith.index_cast %thread_id_y_96 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %201 = arith.minsi %200, %c2_i64 : i64
      %cst_97 = arith.constant 0.000000e+00 : f64
      memref.store %cst_97, %alloca_35[] : memref<f64>
      %c0_i64_98 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64_99 = arith.constant 1 : i64
      scf.for %arg10 = %c0_i64_98 to %c7_i64 step %c1_i64_99  : i64 {
        %c16_i64_100 = arith.constant 16 : i64
        %203 = arith.muli %arg10, %c16_i64_100 : i64
        %204 = arith.addi %199, %203 : i64
        %205 = llvm.getelementptr %102[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %206 = llvm.load %205 : !llvm.ptr<1> -> f32
        %c16_i64_101 = arith.constant 16 : i64
        %207 = arith.muli %201, %c16_i64_101 : i64
        %208 = arith.addi %arg10, %207 : i64
        %209 = llvm.getelementptr %104[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %210 = llvm.load %209 : !llvm.ptr<1> -> f32
        %211 = memref.load %alloca_35[] : memref<f64>
        %212 = arith.mulf %206, %210 : f32
        %213 = arith.extf %212 : f32 to f64
        %214 = arith.addf %211, %213 : f64
        memref.store %214, %alloca_35[] : memref<f64>
      }
      %c5_i64 = arith.constant 5 : i64
      %202 = arith.cmpi slt, %198, %c5_i64 : i64
      scf.if %202 {
        %c3_i64 = arith.constant 3 : i64
        %203 = arith.cmpi slt, %200, %c3_i64 : i64
        scf.if %203 {
          %204 = memref.load %alloca_35[] : memref<f64>
          %c5_i64_100 = arith.constant 5 : i64
          %205 = arith.muli %200, %c5_i64_100 : i64
          %206 = arith.addi %198, %205 : i64
          %207 = llvm.getelementptr %110[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %204, %207 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
