module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blocked(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(32 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(16 : i64) : i64
      %6 = llvm.mlir.constant(512 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x32x?xf32, strided<[1, 16, 512]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(32 : i64) : i64
      %20 = llvm.mlir.constant(8 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(32 : i64) : i64
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
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x8x?xf32, strided<[1, 32, 256]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(16 : i64) : i64
      %37 = llvm.mlir.constant(8 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(16 : i64) : i64
      %40 = llvm.mlir.constant(128 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x8x?xf32, strided<[1, 16, 128]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> index
      %51 = arith.index_cast %intptr : index to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<1>
      %53 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %54 = arith.index_cast %intptr_4 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> index
      %57 = arith.index_cast %intptr_9 : index to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      %59 = arith.index_cast %sizes_7#2 : index to i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %62 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %63 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %64 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %65 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %66 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %67 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %68 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %69 = arith.index_cast %block_id_x : index to i64
      %c512_i64 = arith.constant 512 : i64
      %70 = arith.muli %69, %c512_i64 : i64
      %71 = llvm.getelementptr %52[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %72 = arith.muli %69, %c256_i64 : i64
      %73 = llvm.getelementptr %55[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %74 = arith.muli %69, %c128_i64 : i64
      %75 = llvm.getelementptr %58[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %76 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %77 = arith.minsi %76, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_10 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_10 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %80 = arith.addi %79, %c2_i64 : i64
      %thread_id_y_11 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_11 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %82 = arith.addi %81, %c4_i64 : i64
      %thread_id_y_12 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_12 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %84 = arith.addi %83, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %61 : f32, !llvm.ptr
      %cst_13 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_13, %62 : f32, !llvm.ptr
      %cst_14 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_14, %63 : f32, !llvm.ptr
      %cst_15 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_15, %64 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_18 = arith.constant 16 : i64
        %86 = arith.muli %arg6, %c16_i64_18 : i64
        %87 = arith.addi %77, %86 : i64
        %88 = llvm.getelementptr %71[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %89 = llvm.load %88 : !llvm.ptr<1> -> f32
        %c32_i64_19 = arith.constant 32 : i64
        %90 = arith.muli %78, %c32_i64_19 : i64
        %91 = arith.addi %arg6, %90 : i64
        %92 = llvm.getelementptr %73[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %c32_i64_20 = arith.constant 32 : i64
        %94 = arith.muli %80, %c32_i64_20 : i64
        %95 = arith.addi %arg6, %94 : i64
        %96 = llvm.getelementptr %73[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %c32_i64_21 = arith.constant 32 : i64
        %98 = arith.muli %82, %c32_i64_21 : i64
        %99 = arith.addi %arg6, %98 : i64
        %100 = llvm.getelementptr %73[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %c32_i64_22 = arith.constant 32 : i64
        %102 = arith.muli %84, %c32_i64_22 : i64
        %103 = arith.addi %arg6, %102 : i64
        %104 = llvm.getelementptr %73[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %106 = llvm.load %61 : !llvm.ptr -> f32
        %107 = arith.mulf %89, %93 : f32
        %108 = arith.addf %106, %107 : f32
        llvm.store %108, %61 : f32, !llvm.ptr
        %109 = llvm.load %62 : !llvm.ptr -> f32
        %110 = arith.mulf %89, %97 : f32
        %111 = arith.addf %109, %110 : f32
        llvm.store %111, %62 : f32, !llvm.ptr
        %112 = llvm.load %63 : !llvm.ptr -> f32
        %113 = arith.mulf %89, %101 : f32
        %114 = arith.addf %112, %113 : f32
        llvm.store %114, %63 : f32, !llvm.ptr
        %115 = llvm.load %64 : !llvm.ptr -> f32
        %116 = arith.mulf %89, %105 : f32
        %117 = arith.addf %115, %116 : f32
        llvm.store %117, %64 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %85 = arith.cmpi slt, %76, %c16_i64 : i64
      scf.if %85 {
        %86 = llvm.load %61 : !llvm.ptr -> f32
        %c16_i64_18 = arith.constant 16 : i64
        %87 = arith.muli %78, %c16_i64_18 : i64
        %88 = arith.addi %76, %87 : i64
        %89 = llvm.getelementptr %75[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %86, %89 : f32, !llvm.ptr<1>
        %90 = llvm.load %62 : !llvm.ptr -> f32
        %c16_i64_19 = arith.constant 16 : i64
        %91 = arith.muli %80, %c16_i64_19 : i64
        %92 = arith.addi %76, %91 : i64
        %93 = llvm.getelementptr %75[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %90, %93 : f32, !llvm.ptr<1>
        %94 = llvm.load %63 : !llvm.ptr -> f32
        %c16_i64_20 = arith.constant 16 : i64
        %95 = arith.muli %82, %c16_i64_20 : i64
        %96 = arith.addi %76, %95 : i64
        %97 = llvm.getelementptr %75[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %94, %97 : f32, !llvm.ptr<1>
        %98 = llvm.load %64 : !llvm.ptr -> f32
        %c16_i64_21 = arith.constant 16 : i64
        %99 = arith.muli %84, %c16_i64_21 : i64
        %100 = arith.addi %76, %99 : i64
        %101 = llvm.getelementptr %75[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %98, %101 : f32, !llvm.ptr<1>
      }
      %c8_i64_16 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      %c8_i64_17 = arith.constant 8 : i64
      scf.for %arg6 = %c8_i64_16 to %c32_i64 step %c8_i64_17  : i64 {
        %c16_i64_18 = arith.constant 16 : i64
        %86 = arith.muli %arg6, %c16_i64_18 : i64
        %87 = llvm.getelementptr %71[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %88 = llvm.getelementptr %73[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_19 = gpu.thread_id  x
        %89 = arith.index_cast %thread_id_x_19 : index to i64
        %c15_i64_20 = arith.constant 15 : i64
        %90 = arith.minsi %89, %c15_i64_20 : i64
        %thread_id_y_21 = gpu.thread_id  y
        %91 = arith.index_cast %thread_id_y_21 : index to i64
        %thread_id_y_22 = gpu.thread_id  y
        %92 = arith.index_cast %thread_id_y_22 : index to i64
        %c2_i64_23 = arith.constant 2 : i64
        %93 = arith.addi %92, %c2_i64_23 : i64
        %thread_id_y_24 = gpu.thread_id  y
        %94 = arith.index_cast %thread_id_y_24 : index to i64
        %c4_i64_25 = arith.constant 4 : i64
        %95 = arith.addi %94, %c4_i64_25 : i64
        %thread_id_y_26 = gpu.thread_id  y
        %96 = arith.index_cast %thread_id_y_26 : index to i64
        %c6_i64_27 = arith.constant 6 : i64
        %97 = arith.addi %96, %c6_i64_27 : i64
        %cst_28 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_28, %65 : f32, !llvm.ptr
        %cst_29 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_29, %66 : f32, !llvm.ptr
        %cst_30 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_30, %67 : f32, !llvm.ptr
        %cst_31 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_31, %68 : f32, !llvm.ptr
        %c0_i64_32 = arith.constant 0 : i64
        %c8_i64_33 = arith.constant 8 : i64
        %c1_i64_34 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_32 to %c8_i64_33 step %c1_i64_34  : i64 {
          %c16_i64_36 = arith.constant 16 : i64
          %99 = arith.muli %arg7, %c16_i64_36 : i64
          %100 = arith.addi %90, %99 : i64
          %101 = llvm.getelementptr %87[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %c32_i64_37 = arith.constant 32 : i64
          %103 = arith.muli %91, %c32_i64_37 : i64
          %104 = arith.addi %arg7, %103 : i64
          %105 = llvm.getelementptr %88[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %106 = llvm.load %105 : !llvm.ptr<1> -> f32
          %c32_i64_38 = arith.constant 32 : i64
          %107 = arith.muli %93, %c32_i64_38 : i64
          %108 = arith.addi %arg7, %107 : i64
          %109 = llvm.getelementptr %88[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %110 = llvm.load %109 : !llvm.ptr<1> -> f32
          %c32_i64_39 = arith.constant 32 : i64
          %111 = arith.muli %95, %c32_i64_39 : i64
          %112 = arith.addi %arg7, %111 : i64
          %113 = llvm.getelementptr %88[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %114 = llvm.load %113 : !llvm.ptr<1> -> f32
          %c32_i64_40 = arith.constant 32 : i64
          %115 = arith.muli %97, %c32_i64_40 : i64
          %116 = arith.addi %arg7, %115 : i64
          %117 = llvm.getelementptr %88[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %118 = llvm.load %117 : !llvm.ptr<1> -> f32
          %119 = llvm.load %65 : !llvm.ptr -> f32
          %120 = arith.mulf %102, %106 : f32
          %121 = arith.addf %119, %120 : f32
          llvm.store %121, %65 : f32, !llvm.ptr
          %122 = llvm.load %66 : !llvm.ptr -> f32
          %123 = arith.mulf %102, %110 : f32
          %124 = arith.addf %122, %123 : f32
          llvm.store %124, %66 : f32, !llvm.ptr
          %125 = llvm.load %67 : !llvm.ptr -> f32
          %126 = arith.mulf %102, %114 : f32
          %127 = arith.addf %125, %126 : f32
          llvm.store %127, %67 : f32, !llvm.ptr
          %128 = llvm.load %68 : !llvm.ptr -> f32
          %129 = arith.mulf %102, %118 : f32
          %130 = arith.addf %128, %129 : f32
          llvm.store %130, %68 : f32, !llvm.ptr
        }
        %c16_i64_35 = arith.constant 16 : i64
        %98 = arith.cmpi slt, %89, %c16_i64_35 : i64
        scf.if %98 {
          %c16_i64_36 = arith.constant 16 : i64
          %99 = arith.muli %91, %c16_i64_36 : i64
          %100 = arith.addi %89, %99 : i64
          %101 = llvm.getelementptr %75[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %103 = llvm.load %65 : !llvm.ptr -> f32
          %104 = arith.addf %102, %103 : f32
          %c16_i64_37 = arith.constant 16 : i64
          %105 = arith.muli %91, %c16_i64_37 : i64
          %106 = arith.addi %89, %105 : i64
          %107 = llvm.getelementptr %75[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
          %c16_i64_38 = arith.constant 16 : i64
          %108 = arith.muli %93, %c16_i64_38 : i64
          %109 = arith.addi %89, %108 : i64
          %110 = llvm.getelementptr %75[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %111 = llvm.load %110 : !llvm.ptr<1> -> f32
          %112 = llvm.load %66 : !llvm.ptr -> f32
          %113 = arith.addf %111, %112 : f32
          %c16_i64_39 = arith.constant 16 : i64
          %114 = arith.muli %93, %c16_i64_39 : i64
          %115 = arith.addi %89, %114 : i64
          %116 = llvm.getelementptr %75[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %113, %116 : f32, !llvm.ptr<1>
          %c16_i64_40 = arith.constant 16 : i64
          %117 = arith.muli %95, %c16_i64_40 : i64
          %118 = arith.addi %89, %117 : i64
          %119 = llvm.getelementptr %75[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %120 = llvm.load %119 : !llvm.ptr<1> -> f32
          %121 = llvm.load %67 : !llvm.ptr -> f32
          %122 = arith.addf %120, %121 : f32
          %c16_i64_41 = arith.constant 16 : i64
          %123 = arith.muli %95, %c16_i64_41 : i64
          %124 = arith.addi %89, %123 : i64
          %125 = llvm.getelementptr %75[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %122, %125 : f32, !llvm.ptr<1>
          %c16_i64_42 = arith.constant 16 : i64
          %126 = arith.muli %97, %c16_i64_42 : i64
          %127 = arith.addi %89, %126 : i64
          %128 = llvm.getelementptr %75[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = llvm.load %68 : !llvm.ptr -> f32
          %131 = arith.addf %129, %130 : f32
          %c16_i64_43 = arith.constant 16 : i64
          %132 = arith.muli %97, %c16_i64_43 : i64
          %133 = arith.addi %89, %132 : i64
          %134 = llvm.getelementptr %75[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
