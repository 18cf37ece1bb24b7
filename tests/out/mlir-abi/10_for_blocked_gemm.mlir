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
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %alloca_13 = memref.alloca() : memref<f32>
      %alloca_14 = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
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
      %c15_i64 = arith.constant 15 : i64
      %68 = arith.minsi %67, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_17 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_17 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %71 = arith.addi %70, %c2_i64 : i64
      %thread_id_y_18 = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y_18 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %73 = arith.addi %72, %c4_i64 : i64
      %thread_id_y_19 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_19 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %75 = arith.addi %74, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      memref.store %cst_20, %alloca_10[] : memref<f32>
      %cst_21 = arith.constant 0.000000e+00 : f32
      memref.store %cst_21, %alloca_11[] : memref<f32>
      %cst_22 = arith.constant 0.000000e+00 : f32
      memref.store %cst_22, %alloca_12[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_25 = arith.constant 16 : i64
        %77 = arith.muli %arg6, %c16_i64_25 : i64
        %78 = arith.addi %68, %77 : i64
        %79 = llvm.getelementptr %62[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %80 = llvm.load %79 : !llvm.ptr<1> -> f32
        %c32_i64_26 = arith.constant 32 : i64
        %81 = arith.muli %69, %c32_i64_26 : i64
        %82 = arith.addi %arg6, %81 : i64
        %83 = llvm.getelementptr %64[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %84 = llvm.load %83 : !llvm.ptr<1> -> f32
        %c32_i64_27 = arith.constant 32 : i64
        %85 = arith.muli %71, %c32_i64_27 : i64
        %86 = arith.addi %arg6, %85 : i64
        %87 = llvm.getelementptr %64[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %88 = llvm.load %87 : !llvm.ptr<1> -> f32
        %c32_i64_28 = arith.constant 32 : i64
        %89 = arith.muli %73, %c32_i64_28 : i64
        %90 = arith.addi %arg6, %89 : i64
        %91 = llvm.getelementptr %64[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %92 = llvm.load %91 : !llvm.ptr<1> -> f32
        %c32_i64_29 = arith.constant 32 : i64
        %93 = arith.muli %75, %c32_i64_29 : i64
        %94 = arith.addi %arg6, %93 : i64
        %95 = llvm.getelementptr %64[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %96 = llvm.load %95 : !llvm.ptr<1> -> f32
        %97 = memref.load %alloca[] : memref<f32>
        %98 = llvm.intr.fma(%80, %84, %97) : (f32, f32, f32) -> f32
        memref.store %98, %alloca[] : memref<f32>
        %99 = memref.load %alloca_10[] : memref<f32>
        %100 = llvm.intr.fma(%80, %88, %99) : (f32, f32, f32) -> f32
        memref.store %100, %alloca_10[] : memref<f32>
        %101 = memref.load %alloca_11[] : memref<f32>
        %102 = llvm.intr.fma(%80, %92, %101) : (f32, f32, f32) -> f32
        memref.store %102, %alloca_11[] : memref<f32>
        %103 = memref.load %alloca_12[] : memref<f32>
        %104 = llvm.intr.fma(%80, %96, %103) : (f32, f32, f32) -> f32
        memref.store %104, %alloca_12[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %76 = arith.cmpi slt, %67, %c16_i64 : i64
      scf.if %76 {
        %77 = memref.load %alloca[] : memref<f32>
        %c16_i64_25 = arith.constant 16 : i64
        %78 = arith.muli %69, %c16_i64_25 : i64
        %79 = arith.addi %67, %78 : i64
        %80 = llvm.getelementptr %66[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %77, %80 : f32, !llvm.ptr<1>
        %81 = memref.load %alloca_10[] : memref<f32>
        %c16_i64_26 = arith.constant 16 : i64
        %82 = arith.muli %71, %c16_i64_26 : i64
        %83 = arith.addi %67, %82 : i64
        %84 = llvm.getelementptr %66[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %81, %84 : f32, !llvm.ptr<1>
        %85 = memref.load %alloca_11[] : memref<f32>
        %c16_i64_27 = arith.constant 16 : i64
        %86 = arith.muli %73, %c16_i64_27 : i64
        %87 = arith.addi %67, %86 : i64
        %88 = llvm.getelementptr %66[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %85, %88 : f32, !llvm.ptr<1>
        %89 = memref.load %alloca_12[] : memref<f32>
        %c16_i64_28 = arith.constant 16 : i64
        %90 = arith.muli %75, %c16_i64_28 : i64
        %91 = arith.addi %67, %90 : i64
        %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %89, %92 : f32, !llvm.ptr<1>
      }
      %c8_i64_23 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      %c8_i64_24 = arith.constant 8 : i64
      scf.for %arg6 = %c8_i64_23 to %c32_i64 step %c8_i64_24  : i64 {
        %c16_i64_25 = arith.constant 16 : i64
        %77 = arith.muli %arg6, %c16_i64_25 : i64
        %78 = llvm.getelementptr %62[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.getelementptr %64[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_26 = gpu.thread_id  x
        %80 = arith.index_cast %thread_id_x_26 : index to i64
        %c15_i64_27 = arith.constant 15 : i64
        %81 = arith.minsi %80, %c15_i64_27 : i64
        %thread_id_y_28 = gpu.thread_id  y
        %82 = arith.index_cast %thread_id_y_28 : index to i64
        %thread_id_y_29 = gpu.thread_id  y
        %83 = arith.index_cast %thread_id_y_29 : index to i64
        %c2_i64_30 = arith.constant 2 : i64
        %84 = arith.addi %83, %c2_i64_30 : i64
        %thread_id_y_31 = gpu.thread_id  y
        %85 = arith.index_cast %thread_id_y_31 : index to i64
        %c4_i64_32 = arith.constant 4 : i64
        %86 = arith.addi %85, %c4_i64_32 : i64
        %thread_id_y_33 = gpu.thread_id  y
        %87 = arith.index_cast %thread_id_y_33 : index to i64
        %c6_i64_34 = arith.constant 6 : i64
        %88 = arith.addi %87, %c6_i64_34 : i64
        %cst_35 = arith.constant 0.000000e+00 : f32
        memref.store %cst_35, %alloca_13[] : memref<f32>
        %cst_36 = arith.constant 0.000000e+00 : f32
        memref.store %cst_36, %alloca_14[] : memref<f32>
        %cst_37 = arith.constant 0.000000e+00 : f32
        memref.store %cst_37, %alloca_15[] : memref<f32>
        %cst_38 = arith.constant 0.000000e+00 : f32
        memref.store %cst_38, %alloca_16[] : memref<f32>
        %c0_i64_39 = arith.constant 0 : i64
        %c8_i64_40 = arith.constant 8 : i64
        %c1_i64_41 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_39 to %c8_i64_40 step %c1_i64_41  : i64 {
          %c16_i64_43 = arith.constant 16 : i64
          %90 = arith.muli %arg7, %c16_i64_43 : i64
          %91 = arith.addi %81, %90 : i64
          %92 = llvm.getelementptr %78[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %93 = llvm.load %92 : !llvm.ptr<1> -> f32
          %c32_i64_44 = arith.constant 32 : i64
          %94 = arith.muli %82, %c32_i64_44 : i64
          %95 = arith.addi %arg7, %94 : i64
          %96 = llvm.getelementptr %79[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %97 = llvm.load %96 : !llvm.ptr<1> -> f32
          %c32_i64_45 = arith.constant 32 : i64
          %98 = arith.muli %84, %c32_i64_45 : i64
          %99 = arith.addi %arg7, %98 : i64
          %100 = llvm.getelementptr %79[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %c32_i64_46 = arith.constant 32 : i64
          %102 = arith.muli %86, %c32_i64_46 : i64
          %103 = arith.addi %arg7, %102 : i64
          %104 = llvm.getelementptr %79[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %c32_i64_47 = arith.constant 32 : i64
          %106 = arith.muli %88, %c32_i64_47 : i64
          %107 = arith.addi %arg7, %106 : i64
          %108 = llvm.getelementptr %79[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %109 = llvm.load %108 : !llvm.ptr<1> -> f32
          %110 = memref.load %alloca_13[] : memref<f32>
          %111 = llvm.intr.fma(%93, %97, %110) : (f32, f32, f32) -> f32
          memref.store %111, %alloca_13[] : memref<f32>
          %112 = memref.load %alloca_14[] : memref<f32>
          %113 = llvm.intr.fma(%93, %101, %112) : (f32, f32, f32) -> f32
          memref.store %113, %alloca_14[] : memref<f32>
          %114 = memref.load %alloca_15[] : memref<f32>
          %115 = llvm.intr.fma(%93, %105, %114) : (f32, f32, f32) -> f32
          memref.store %115, %alloca_15[] : memref<f32>
          %116 = memref.load %alloca_16[] : memref<f32>
          %117 = llvm.intr.fma(%93, %109, %116) : (f32, f32, f32) -> f32
          memref.store %117, %alloca_16[] : memref<f32>
        }
        %c16_i64_42 = arith.constant 16 : i64
        %89 = arith.cmpi slt, %80, %c16_i64_42 : i64
        scf.if %89 {
          %c16_i64_43 = arith.constant 16 : i64
          %90 = arith.muli %82, %c16_i64_43 : i64
          %91 = arith.addi %80, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %93 = llvm.load %92 : !llvm.ptr<1> -> f32
          %94 = memref.load %alloca_13[] : memref<f32>
          %95 = arith.addf %93, %94 : f32
          %c16_i64_44 = arith.constant 16 : i64
          %96 = arith.muli %82, %c16_i64_44 : i64
          %97 = arith.addi %80, %96 : i64
          %98 = llvm.getelementptr %66[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %95, %98 : f32, !llvm.ptr<1>
          %c16_i64_45 = arith.constant 16 : i64
          %99 = arith.muli %84, %c16_i64_45 : i64
          %100 = arith.addi %80, %99 : i64
          %101 = llvm.getelementptr %66[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %103 = memref.load %alloca_14[] : memref<f32>
          %104 = arith.addf %102, %103 : f32
          %c16_i64_46 = arith.constant 16 : i64
          %105 = arith.muli %84, %c16_i64_46 : i64
          %106 = arith.addi %80, %105 : i64
          %107 = llvm.getelementptr %66[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
          %c16_i64_47 = arith.constant 16 : i64
          %108 = arith.muli %86, %c16_i64_47 : i64
          %109 = arith.addi %80, %108 : i64
          %110 = llvm.getelementptr %66[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %111 = llvm.load %110 : !llvm.ptr<1> -> f32
          %112 = memref.load %alloca_15[] : memref<f32>
          %113 = arith.addf %111, %112 : f32
          %c16_i64_48 = arith.constant 16 : i64
          %114 = arith.muli %86, %c16_i64_48 : i64
          %115 = arith.addi %80, %114 : i64
          %116 = llvm.getelementptr %66[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %113, %116 : f32, !llvm.ptr<1>
          %c16_i64_49 = arith.constant 16 : i64
          %117 = arith.muli %88, %c16_i64_49 : i64
          %118 = arith.addi %80, %117 : i64
          %119 = llvm.getelementptr %66[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %120 = llvm.load %119 : !llvm.ptr<1> -> f32
          %121 = memref.load %alloca_16[] : memref<f32>
          %122 = arith.addf %120, %121 : f32
          %c16_i64_50 = arith.constant 16 : i64
          %123 = arith.muli %88, %c16_i64_50 : i64
          %124 = arith.addi %80, %123 : i64
          %125 = llvm.getelementptr %66[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %122, %125 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
