module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blocked(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
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
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %alloca_13 = memref.alloca() : memref<f32>
      %alloca_14 = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %60 = arith.index_cast %block_id_x : index to i64
      %c512_i64 = arith.constant 512 : i64
      %61 = arith.muli %60, %c512_i64 : i64
      %62 = llvm.getelementptr %52[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %63 = arith.muli %60, %c256_i64 : i64
      %64 = llvm.getelementptr %55[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %65 = arith.muli %60, %c128_i64 : i64
      %66 = llvm.getelementptr %58[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_25 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_25 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %69 = arith.addi %68, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_26 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_26 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %72 = arith.addi %71, %c2_i64 : i64
      %thread_id_y_27 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_27 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %74 = arith.addi %73, %c4_i64 : i64
      %thread_id_y_28 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_28 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %76 = arith.addi %75, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_29 = arith.constant 0.000000e+00 : f32
      memref.store %cst_29, %alloca_10[] : memref<f32>
      %cst_30 = arith.constant 0.000000e+00 : f32
      memref.store %cst_30, %alloca_11[] : memref<f32>
      %cst_31 = arith.constant 0.000000e+00 : f32
      memref.store %cst_31, %alloca_12[] : memref<f32>
      %cst_32 = arith.constant 0.000000e+00 : f32
      memref.store %cst_32, %alloca_13[] : memref<f32>
      %cst_33 = arith.constant 0.000000e+00 : f32
      memref.store %cst_33, %alloca_14[] : memref<f32>
      %cst_34 = arith.constant 0.000000e+00 : f32
      memref.store %cst_34, %alloca_15[] : memref<f32>
      %cst_35 = arith.constant 0.000000e+00 : f32
      memref.store %cst_35, %alloca_16[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c8_i64_36 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c8_i64_36 step %c1_i64  : i64 {
        %c16_i64_46 = arith.constant 16 : i64
        %109 = arith.muli %arg6, %c16_i64_46 : i64
        %110 = arith.addi %67, %109 : i64
        %111 = llvm.getelementptr %62[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %c16_i64_47 = arith.constant 16 : i64
        %113 = arith.muli %arg6, %c16_i64_47 : i64
        %114 = arith.addi %69, %113 : i64
        %115 = llvm.getelementptr %62[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %116 = llvm.load %115 : !llvm.ptr<1> -> f32
        %c32_i64_48 = arith.constant 32 : i64
        %117 = arith.muli %70, %c32_i64_48 : i64
        %118 = arith.addi %arg6, %117 : i64
        %119 = llvm.getelementptr %64[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c32_i64_49 = arith.constant 32 : i64
        %121 = arith.muli %72, %c32_i64_49 : i64
        %122 = arith.addi %arg6, %121 : i64
        %123 = llvm.getelementptr %64[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c32_i64_50 = arith.constant 32 : i64
        %125 = arith.muli %74, %c32_i64_50 : i64
        %126 = arith.addi %arg6, %125 : i64
        %127 = llvm.getelementptr %64[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c32_i64_51 = arith.constant 32 : i64
        %129 = arith.muli %76, %c32_i64_51 : i64
        %130 = arith.addi %arg6, %129 : i64
        %131 = llvm.getelementptr %64[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %133 = memref.load %alloca[] : memref<f32>
        %134 = llvm.intr.fma(%112, %120, %133) : (f32, f32, f32) -> f32
        memref.store %134, %alloca[] : memref<f32>
        %135 = memref.load %alloca_10[] : memref<f32>
        %136 = llvm.intr.fma(%112, %124, %135) : (f32, f32, f32) -> f32
        memref.store %136, %alloca_10[] : memref<f32>
        %137 = memref.load %alloca_11[] : memref<f32>
        %138 = llvm.intr.fma(%112, %128, %137) : (f32, f32, f32) -> f32
        memref.store %138, %alloca_11[] : memref<f32>
        %139 = memref.load %alloca_12[] : memref<f32>
        %140 = llvm.intr.fma(%112, %132, %139) : (f32, f32, f32) -> f32
        memref.store %140, %alloca_12[] : memref<f32>
        %141 = memref.load %alloca_13[] : memref<f32>
        %142 = llvm.intr.fma(%116, %120, %141) : (f32, f32, f32) -> f32
        memref.store %142, %alloca_13[] : memref<f32>
        %143 = memref.load %alloca_14[] : memref<f32>
        %144 = llvm.intr.fma(%116, %124, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_14[] : memref<f32>
        %145 = memref.load %alloca_15[] : memref<f32>
        %146 = llvm.intr.fma(%116, %128, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_15[] : memref<f32>
        %147 = memref.load %alloca_16[] : memref<f32>
        %148 = llvm.intr.fma(%116, %132, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_16[] : memref<f32>
      }
      %77 = memref.load %alloca[] : memref<f32>
      %c16_i64 = arith.constant 16 : i64
      %78 = arith.muli %70, %c16_i64 : i64
      %79 = arith.addi %67, %78 : i64
      %80 = llvm.getelementptr %66[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %77, %80 : f32, !llvm.ptr<1>
      %81 = memref.load %alloca_10[] : memref<f32>
      %c16_i64_37 = arith.constant 16 : i64
      %82 = arith.muli %72, %c16_i64_37 : i64
      %83 = arith.addi %67, %82 : i64
      %84 = llvm.getelementptr %66[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %81, %84 : f32, !llvm.ptr<1>
      %85 = memref.load %alloca_11[] : memref<f32>
      %c16_i64_38 = arith.constant 16 : i64
      %86 = arith.muli %74, %c16_i64_38 : i64
      %87 = arith.addi %67, %86 : i64
      %88 = llvm.getelementptr %66[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %85, %88 : f32, !llvm.ptr<1>
      %89 = memref.load %alloca_12[] : memref<f32>
      %c16_i64_39 = arith.constant 16 : i64
      %90 = arith.muli %76, %c16_i64_39 : i64
      %91 = arith.addi %67, %90 : i64
      %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %89, %92 : f32, !llvm.ptr<1>
      %93 = memref.load %alloca_13[] : memref<f32>
      %c16_i64_40 = arith.constant 16 : i64
      %94 = arith.muli %70, %c16_i64_40 : i64
      %95 = arith.addi %69, %94 : i64
      %96 = llvm.getelementptr %66[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %93, %96 : f32, !llvm.ptr<1>
      %97 = memref.load %alloca_14[] : memref<f32>
      %c16_i64_41 = arith.constant 16 : i64
      %98 = arith.muli %72, %c16_i64_41 : i64
      %99 = arith.addi %69, %98 : i64
      %100 = llvm.getelementptr %66[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %97, %100 : f32, !llvm.ptr<1>
      %101 = memref.load %alloca_15[] : memref<f32>
      %c16_i64_42 = arith.constant 16 : i64
      %102 = arith.muli %74, %c16_i64_42 : i64
      %103 = arith.addi %69, %102 : i64
      %104 = llvm.getelementptr %66[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %101, %104 : f32, !llvm.ptr<1>
      %105 = memref.load %alloca_16[] : memref<f32>
      %c16_i64_43 = arith.constant 16 : i64
      %106 = arith.muli %76, %c16_i64_43 : i64
      %107 = arith.addi %69, %106 : i64
      %108 = llvm.getelementptr %66[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %105, %108 : f32, !llvm.ptr<1>
      %c8_i64_44 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      %c8_i64_45 = arith.constant 8 : i64
      scf.for %arg6 = %c8_i64_44 to %c32_i64 step %c8_i64_45  : i64 {
        %c16_i64_46 = arith.constant 16 : i64
        %109 = arith.muli %arg6, %c16_i64_46 : i64
        %110 = llvm.getelementptr %62[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %111 = llvm.getelementptr %64[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_47 = gpu.thread_id  x
        %112 = arith.index_cast %thread_id_x_47 : index to i64
        %thread_id_x_48 = gpu.thread_id  x
        %113 = arith.index_cast %thread_id_x_48 : index to i64
        %c8_i64_49 = arith.constant 8 : i64
        %114 = arith.addi %113, %c8_i64_49 : i64
        %thread_id_y_50 = gpu.thread_id  y
        %115 = arith.index_cast %thread_id_y_50 : index to i64
        %thread_id_y_51 = gpu.thread_id  y
        %116 = arith.index_cast %thread_id_y_51 : index to i64
        %c2_i64_52 = arith.constant 2 : i64
        %117 = arith.addi %116, %c2_i64_52 : i64
        %thread_id_y_53 = gpu.thread_id  y
        %118 = arith.index_cast %thread_id_y_53 : index to i64
        %c4_i64_54 = arith.constant 4 : i64
        %119 = arith.addi %118, %c4_i64_54 : i64
        %thread_id_y_55 = gpu.thread_id  y
        %120 = arith.index_cast %thread_id_y_55 : index to i64
        %c6_i64_56 = arith.constant 6 : i64
        %121 = arith.addi %120, %c6_i64_56 : i64
        %cst_57 = arith.constant 0.000000e+00 : f32
        memref.store %cst_57, %alloca_17[] : memref<f32>
        %cst_58 = arith.constant 0.000000e+00 : f32
        memref.store %cst_58, %alloca_18[] : memref<f32>
        %cst_59 = arith.constant 0.000000e+00 : f32
        memref.store %cst_59, %alloca_19[] : memref<f32>
        %cst_60 = arith.constant 0.000000e+00 : f32
        memref.store %cst_60, %alloca_20[] : memref<f32>
        %cst_61 = arith.constant 0.000000e+00 : f32
        memref.store %cst_61, %alloca_21[] : memref<f32>
        %cst_62 = arith.constant 0.000000e+00 : f32
        memref.store %cst_62, %alloca_22[] : memref<f32>
        %cst_63 = arith.constant 0.000000e+00 : f32
        memref.store %cst_63, %alloca_23[] : memref<f32>
        %cst_64 = arith.constant 0.000000e+00 : f32
        memref.store %cst_64, %alloca_24[] : memref<f32>
        %c0_i64_65 = arith.constant 0 : i64
        %c8_i64_66 = arith.constant 8 : i64
        %c1_i64_67 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_65 to %c8_i64_66 step %c1_i64_67  : i64 {
          %c16_i64_84 = arith.constant 16 : i64
          %194 = arith.muli %arg7, %c16_i64_84 : i64
          %195 = arith.addi %112, %194 : i64
          %196 = llvm.getelementptr %110[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %197 = llvm.load %196 : !llvm.ptr<1> -> f32
          %c16_i64_85 = arith.constant 16 : i64
          %198 = arith.muli %arg7, %c16_i64_85 : i64
          %199 = arith.addi %114, %198 : i64
          %200 = llvm.getelementptr %110[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %201 = llvm.load %200 : !llvm.ptr<1> -> f32
          %c32_i64_86 = arith.constant 32 : i64
          %202 = arith.muli %115, %c32_i64_86 : i64
          %203 = arith.addi %arg7, %202 : i64
          %204 = llvm.getelementptr %111[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %205 = llvm.load %204 : !llvm.ptr<1> -> f32
          %c32_i64_87 = arith.constant 32 : i64
          %206 = arith.muli %117, %c32_i64_87 : i64
          %207 = arith.addi %arg7, %206 : i64
          %208 = llvm.getelementptr %111[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %209 = llvm.load %208 : !llvm.ptr<1> -> f32
          %c32_i64_88 = arith.constant 32 : i64
          %210 = arith.muli %119, %c32_i64_88 : i64
          %211 = arith.addi %arg7, %210 : i64
          %212 = llvm.getelementptr %111[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %213 = llvm.load %212 : !llvm.ptr<1> -> f32
          %c32_i64_89 = arith.constant 32 : i64
          %214 = arith.muli %121, %c32_i64_89 : i64
          %215 = arith.addi %arg7, %214 : i64
          %216 = llvm.getelementptr %111[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %217 = llvm.load %216 : !llvm.ptr<1> -> f32
          %218 = memref.load %alloca_17[] : memref<f32>
          %219 = llvm.intr.fma(%197, %205, %218) : (f32, f32, f32) -> f32
          memref.store %219, %alloca_17[] : memref<f32>
          %220 = memref.load %alloca_18[] : memref<f32>
          %221 = llvm.intr.fma(%197, %209, %220) : (f32, f32, f32) -> f32
          memref.store %221, %alloca_18[] : memref<f32>
          %222 = memref.load %alloca_19[] : memref<f32>
          %223 = llvm.intr.fma(%197, %213, %222) : (f32, f32, f32) -> f32
          memref.store %223, %alloca_19[] : memref<f32>
          %224 = memref.load %alloca_20[] : memref<f32>
          %225 = llvm.intr.fma(%197, %217, %224) : (f32, f32, f32) -> f32
          memref.store %225, %alloca_20[] : memref<f32>
          %226 = memref.load %alloca_21[] : memref<f32>
          %227 = llvm.intr.fma(%201, %205, %226) : (f32, f32, f32) -> f32
          memref.store %227, %alloca_21[] : memref<f32>
          %228 = memref.load %alloca_22[] : memref<f32>
          %229 = llvm.intr.fma(%201, %209, %228) : (f32, f32, f32) -> f32
          memref.store %229, %alloca_22[] : memref<f32>
          %230 = memref.load %alloca_23[] : memref<f32>
          %231 = llvm.intr.fma(%201, %213, %230) : (f32, f32, f32) -> f32
          memref.store %231, %alloca_23[] : memref<f32>
          %232 = memref.load %alloca_24[] : memref<f32>
          %233 = llvm.intr.fma(%201, %217, %232) : (f32, f32, f32) -> f32
          memref.store %233, %alloca_24[] : memref<f32>
        }
        %c16_i64_68 = arith.constant 16 : i64
        %122 = arith.muli %115, %c16_i64_68 : i64
        %123 = arith.addi %112, %122 : i64
        %124 = llvm.getelementptr %66[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %125 = llvm.load %124 : !llvm.ptr<1> -> f32
        %126 = memref.load %alloca_17[] : memref<f32>
        %127 = arith.addf %125, %126 : f32
        %c16_i64_69 = arith.constant 16 : i64
        %128 = arith.muli %115, %c16_i64_69 : i64
        %129 = arith.addi %112, %128 : i64
        %130 = llvm.getelementptr %66[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %127, %130 : f32, !llvm.ptr<1>
        %c16_i64_70 = arith.constant 16 : i64
        %131 = arith.muli %117, %c16_i64_70 : i64
        %132 = arith.addi %112, %131 : i64
        %133 = llvm.getelementptr %66[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %135 = memref.load %alloca_18[] : memref<f32>
        %136 = arith.addf %134, %135 : f32
        %c16_i64_71 = arith.constant 16 : i64
        %137 = arith.muli %117, %c16_i64_71 : i64
        %138 = arith.addi %112, %137 : i64
        %139 = llvm.getelementptr %66[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %136, %139 : f32, !llvm.ptr<1>
        %c16_i64_72 = arith.constant 16 : i64
        %140 = arith.muli %119, %c16_i64_72 : i64
        %141 = arith.addi %112, %140 : i64
        %142 = llvm.getelementptr %66[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %143 = llvm.load %142 : !llvm.ptr<1> -> f32
        %144 = memref.load %alloca_19[] : memref<f32>
        %145 = arith.addf %143, %144 : f32
        %c16_i64_73 = arith.constant 16 : i64
        %146 = arith.muli %119, %c16_i64_73 : i64
        %147 = arith.addi %112, %146 : i64
        %148 = llvm.getelementptr %66[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %145, %148 : f32, !llvm.ptr<1>
        %c16_i64_74 = arith.constant 16 : i64
        %149 = arith.muli %121, %c16_i64_74 : i64
        %150 = arith.addi %112, %149 : i64
        %151 = llvm.getelementptr %66[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %152 = llvm.load %151 : !llvm.ptr<1> -> f32
        %153 = memref.load %alloca_20[] : memref<f32>
        %154 = arith.addf %152, %153 : f32
        %c16_i64_75 = arith.constant 16 : i64
        %155 = arith.muli %121, %c16_i64_75 : i64
        %156 = arith.addi %112, %155 : i64
        %157 = llvm.getelementptr %66[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %154, %157 : f32, !llvm.ptr<1>
        %c16_i64_76 = arith.constant 16 : i64
        %158 = arith.muli %115, %c16_i64_76 : i64
        %159 = arith.addi %114, %158 : i64
        %160 = llvm.getelementptr %66[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %161 = llvm.load %160 : !llvm.ptr<1> -> f32
        %162 = memref.load %alloca_21[] : memref<f32>
        %163 = arith.addf %161, %162 : f32
        %c16_i64_77 = arith.constant 16 : i64
        %164 = arith.muli %115, %c16_i64_77 : i64
        %165 = arith.addi %114, %164 : i64
        %166 = llvm.getelementptr %66[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %163, %166 : f32, !llvm.ptr<1>
        %c16_i64_78 = arith.constant 16 : i64
        %167 = arith.muli %117, %c16_i64_78 : i64
        %168 = arith.addi %114, %167 : i64
        %169 = llvm.getelementptr %66[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %170 = llvm.load %169 : !llvm.ptr<1> -> f32
        %171 = memref.load %alloca_22[] : memref<f32>
        %172 = arith.addf %170, %171 : f32
        %c16_i64_79 = arith.constant 16 : i64
        %173 = arith.muli %117, %c16_i64_79 : i64
        %174 = arith.addi %114, %173 : i64
        %175 = llvm.getelementptr %66[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %172, %175 : f32, !llvm.ptr<1>
        %c16_i64_80 = arith.constant 16 : i64
        %176 = arith.muli %119, %c16_i64_80 : i64
        %177 = arith.addi %114, %176 : i64
        %178 = llvm.getelementptr %66[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %179 = llvm.load %178 : !llvm.ptr<1> -> f32
        %180 = memref.load %alloca_23[] : memref<f32>
        %181 = arith.addf %179, %180 : f32
        %c16_i64_81 = arith.constant 16 : i64
        %182 = arith.muli %119, %c16_i64_81 : i64
        %183 = arith.addi %114, %182 : i64
        %184 = llvm.getelementptr %66[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %181, %184 : f32, !llvm.ptr<1>
        %c16_i64_82 = arith.constant 16 : i64
        %185 = arith.muli %121, %c16_i64_82 : i64
        %186 = arith.addi %114, %185 : i64
        %187 = llvm.getelementptr %66[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %188 = llvm.load %187 : !llvm.ptr<1> -> f32
        %189 = memref.load %alloca_24[] : memref<f32>
        %190 = arith.addf %188, %189 : f32
        %c16_i64_83 = arith.constant 16 : i64
        %191 = arith.muli %121, %c16_i64_83 : i64
        %192 = arith.addi %114, %191 : i64
        %193 = llvm.getelementptr %66[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %190, %193 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
