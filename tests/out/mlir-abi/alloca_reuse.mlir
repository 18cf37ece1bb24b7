module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_alloca_reuse() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<512 x i8>
    gpu.func @alloca_reuse(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(8 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(16 : i64) : i64
      %6 = llvm.mlir.constant(128 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x8x?xf32, strided<[1, 16, 128]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(8 : i64) : i64
      %20 = llvm.mlir.constant(4 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(8 : i64) : i64
      %23 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg2, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x4xf32, strided<[1, 8]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(16 : i64) : i64
      %34 = llvm.mlir.constant(4 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.mlir.constant(16 : i64) : i64
      %37 = llvm.mlir.constant(64 : i64) : i64
      %38 = llvm.insertvalue %arg3, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %arg3, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %34, %41[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %arg4, %42[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %37, %45[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x4x?xf32, strided<[1, 16, 64]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(16 : i64) : i64
      %51 = llvm.mlir.constant(1 : i64) : i64
      %52 = llvm.mlir.constant(16 : i64) : i64
      %53 = llvm.insertvalue %arg5, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %arg5, %53[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %49, %54[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %50, %55[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %arg6, %56[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %51, %57[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %52, %58[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = builtin.unrealized_conversion_cast %59 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %61 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %62 = llvm.mlir.constant(0 : i64) : i64
      %63 = llvm.mlir.constant(3 : i64) : i64
      %64 = llvm.mlir.constant(1 : i64) : i64
      %65 = llvm.mlir.constant(3 : i64) : i64
      %66 = llvm.insertvalue %arg7, %61[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %arg7, %66[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %62, %67[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = llvm.insertvalue %63, %68[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %70 = llvm.insertvalue %arg8, %69[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %64, %70[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %65, %71[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = builtin.unrealized_conversion_cast %72 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<3x?xi32, strided<[1, 3]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> index
      %74 = arith.index_cast %intptr : index to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<1>
      %76 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %30 : memref<8x4xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<8x4xf32, strided<[1, 8]>, 1> -> index
      %77 = arith.index_cast %intptr_4 : index to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %47 : memref<16x4x?xf32, strided<[1, 16, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %47 : memref<16x4x?xf32, strided<[1, 16, 64]>, 1> -> index
      %79 = arith.index_cast %intptr_9 : index to i64
      %80 = llvm.inttoptr %79 : i64 to !llvm.ptr<1>
      %81 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %60 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %60 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %82 = arith.index_cast %intptr_14 : index to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr<1>
      %84 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %73 : memref<3x?xi32, strided<[1, 3]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %73 : memref<3x?xi32, strided<[1, 3]>, 1> -> index
      %85 = arith.index_cast %intptr_19 : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes_17#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<i32>
      %block_id_x = gpu.block_id  x
      %88 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %89 = arith.muli %88, %c128_i64 : i64
      %90 = llvm.getelementptr %75[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64 = arith.constant 64 : i64
      %91 = arith.muli %88, %c64_i64 : i64
      %92 = llvm.getelementptr %80[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %93 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %94 = arith.index_cast %thread_id_x : index to i64
      %c128_i64_25 = arith.constant 128 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %94 to %c128_i64_25 step %c32_i64  : i64 {
        %104 = llvm.getelementptr %90[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %cst_39 = arith.constant 2.000000e+00 : f32
        %106 = arith.mulf %105, %cst_39 : f32
        %107 = llvm.getelementptr %93[%arg9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %106, %107 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_26 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_26 : index to i64
      %c15_i64 = arith.constant 15 : i64
      %96 = arith.minsi %95, %c15_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_27 = arith.constant 0.000000e+00 : f32
      memref.store %cst_27, %alloca_20[] : memref<f32>
      %cst_28 = arith.constant 0.000000e+00 : f32
      memref.store %cst_28, %alloca_21[] : memref<f32>
      %cst_29 = arith.constant 0.000000e+00 : f32
      memref.store %cst_29, %alloca_22[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_39 = arith.constant 16 : i64
        %104 = arith.muli %arg9, %c16_i64_39 : i64
        %105 = arith.addi %96, %104 : i64
        %106 = llvm.getelementptr %93[%105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %107 = llvm.load %106 : !llvm.ptr<3> -> f32
        %108 = llvm.getelementptr %78[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %109 = llvm.load %108 : !llvm.ptr<1> -> f32
        %c8_i64_40 = arith.constant 8 : i64
        %110 = arith.addi %arg9, %c8_i64_40 : i64
        %111 = llvm.getelementptr %78[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %c16_i64_41 = arith.constant 16 : i64
        %113 = arith.addi %arg9, %c16_i64_41 : i64
        %114 = llvm.getelementptr %78[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %115 = llvm.load %114 : !llvm.ptr<1> -> f32
        %c24_i64 = arith.constant 24 : i64
        %116 = arith.addi %arg9, %c24_i64 : i64
        %117 = llvm.getelementptr %78[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %118 = llvm.load %117 : !llvm.ptr<1> -> f32
        %119 = memref.load %alloca[] : memref<f32>
        %120 = llvm.intr.fma(%107, %109, %119) : (f32, f32, f32) -> f32
        memref.store %120, %alloca[] : memref<f32>
        %121 = memref.load %alloca_20[] : memref<f32>
        %122 = llvm.intr.fma(%107, %112, %121) : (f32, f32, f32) -> f32
        memref.store %122, %alloca_20[] : memref<f32>
        %123 = memref.load %alloca_21[] : memref<f32>
        %124 = llvm.intr.fma(%107, %115, %123) : (f32, f32, f32) -> f32
        memref.store %124, %alloca_21[] : memref<f32>
        %125 = memref.load %alloca_22[] : memref<f32>
        %126 = llvm.intr.fma(%107, %118, %125) : (f32, f32, f32) -> f32
        memref.store %126, %alloca_22[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %97 = arith.cmpi slt, %95, %c16_i64 : i64
      scf.if %97 {
        %104 = memref.load %alloca[] : memref<f32>
        %105 = llvm.getelementptr %92[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %104, %105 : f32, !llvm.ptr<1>
        %106 = memref.load %alloca_20[] : memref<f32>
        %c16_i64_39 = arith.constant 16 : i64
        %107 = arith.addi %95, %c16_i64_39 : i64
        %108 = llvm.getelementptr %92[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %106, %108 : f32, !llvm.ptr<1>
        %109 = memref.load %alloca_21[] : memref<f32>
        %c32_i64_40 = arith.constant 32 : i64
        %110 = arith.addi %95, %c32_i64_40 : i64
        %111 = llvm.getelementptr %92[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %109, %111 : f32, !llvm.ptr<1>
        %112 = memref.load %alloca_22[] : memref<f32>
        %c48_i64 = arith.constant 48 : i64
        %113 = arith.addi %95, %c48_i64 : i64
        %114 = llvm.getelementptr %92[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %112, %114 : f32, !llvm.ptr<1>
      }
      %98 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x_30 = gpu.thread_id  x
      %99 = arith.index_cast %thread_id_x_30 : index to i64
      %c16_i64_31 = arith.constant 16 : i64
      %c32_i64_32 = arith.constant 32 : i64
      scf.for %arg9 = %99 to %c16_i64_31 step %c32_i64_32  : i64 {
        %c0_i64_39 = arith.constant 0 : i64
        %c1_i64_40 = arith.constant 1 : i64
        %c1_i64_41 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_39 to %c1_i64_40 step %c1_i64_41  : i64 {
          %c4_i64 = arith.constant 4 : i64
          %104 = arith.muli %arg10, %c4_i64 : i64
          %c16_i64_42 = arith.constant 16 : i64
          %105 = arith.muli %104, %c16_i64_42 : i64
          %106 = arith.addi %arg9, %105 : i64
          %107 = llvm.getelementptr %92[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          %c1_i64_43 = arith.constant 1 : i64
          %109 = arith.addi %104, %c1_i64_43 : i64
          %c16_i64_44 = arith.constant 16 : i64
          %110 = arith.muli %109, %c16_i64_44 : i64
          %111 = arith.addi %arg9, %110 : i64
          %112 = llvm.getelementptr %92[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %113 = llvm.load %112 : !llvm.ptr<1> -> f32
          %c2_i64 = arith.constant 2 : i64
          %114 = arith.addi %104, %c2_i64 : i64
          %c16_i64_45 = arith.constant 16 : i64
          %115 = arith.muli %114, %c16_i64_45 : i64
          %116 = arith.addi %arg9, %115 : i64
          %117 = llvm.getelementptr %92[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %118 = llvm.load %117 : !llvm.ptr<1> -> f32
          %c3_i64_46 = arith.constant 3 : i64
          %119 = arith.addi %104, %c3_i64_46 : i64
          %c16_i64_47 = arith.constant 16 : i64
          %120 = arith.muli %119, %c16_i64_47 : i64
          %121 = arith.addi %arg9, %120 : i64
          %122 = llvm.getelementptr %92[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = arith.extf %108 : f32 to f64
          %c16_i64_48 = arith.constant 16 : i64
          %125 = arith.muli %104, %c16_i64_48 : i64
          %126 = arith.addi %arg9, %125 : i64
          %127 = llvm.getelementptr %98[%126] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %124, %127 : f64, !llvm.ptr<3>
          %128 = arith.extf %113 : f32 to f64
          %c16_i64_49 = arith.constant 16 : i64
          %129 = arith.muli %109, %c16_i64_49 : i64
          %130 = arith.addi %arg9, %129 : i64
          %131 = llvm.getelementptr %98[%130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %128, %131 : f64, !llvm.ptr<3>
          %132 = arith.extf %118 : f32 to f64
          %c16_i64_50 = arith.constant 16 : i64
          %133 = arith.muli %114, %c16_i64_50 : i64
          %134 = arith.addi %arg9, %133 : i64
          %135 = llvm.getelementptr %98[%134] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %132, %135 : f64, !llvm.ptr<3>
          %136 = arith.extf %123 : f32 to f64
          %c16_i64_51 = arith.constant 16 : i64
          %137 = arith.muli %119, %c16_i64_51 : i64
          %138 = arith.addi %arg9, %137 : i64
          %139 = llvm.getelementptr %98[%138] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %136, %139 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_33 = arith.constant 16 : i64
      %100 = arith.muli %88, %c16_i64_33 : i64
      %101 = llvm.getelementptr %83[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_34 = gpu.thread_id  x
      %102 = arith.index_cast %thread_id_x_34 : index to i64
      %c16_i64_35 = arith.constant 16 : i64
      %c32_i64_36 = arith.constant 32 : i64
      scf.for %arg9 = %102 to %c16_i64_35 step %c32_i64_36  : i64 {
        %cst_39 = arith.constant 0.000000e+00 : f32
        memref.store %cst_39, %alloca_23[] : memref<f32>
        %c0_i64_40 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64_41 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_40 to %c4_i64 step %c1_i64_41  : i64 {
          %108 = memref.load %alloca_23[] : memref<f32>
          %109 = arith.extf %108 : f32 to f64
          %c16_i64_42 = arith.constant 16 : i64
          %110 = arith.muli %arg10, %c16_i64_42 : i64
          %111 = arith.addi %arg9, %110 : i64
          %112 = llvm.getelementptr %98[%111] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %113 = llvm.load %112 : !llvm.ptr<3> -> f64
          %114 = arith.addf %109, %113 : f64
          %115 = arith.truncf %114 : f64 to f32
          memref.store %115, %alloca_23[] : memref<f32>
        }
        %104 = memref.load %alloca_23[] : memref<f32>
        %105 = arith.extf %104 : f32 to f64
        %106 = arith.truncf %105 : f64 to f32
        %107 = llvm.getelementptr %101[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %106, %107 : f32, !llvm.ptr<1>
      }
      %103 = arith.trunci %88 : i64 to i32
      %c0_i64_37 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64_38 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_37 to %c3_i64 step %c1_i64_38  : i64 {
        %104 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
        %105 = arith.trunci %arg9 : i64 to i32
        gpu.barrier
        %thread_id_x_39 = gpu.thread_id  x
        %106 = arith.index_cast %thread_id_x_39 : index to i64
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_40 = arith.constant 32 : i64
        scf.for %arg10 = %106 to %c10_i64 step %c32_i64_40  : i64 {
          %112 = arith.trunci %arg10 : i64 to i32
          %113 = arith.muli %105, %112 : i32
          %114 = arith.addi %113, %103 : i32
          %115 = llvm.getelementptr %104[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          llvm.store %114, %115 : i32, !llvm.ptr<3>
        }
        %c3_i64_41 = arith.constant 3 : i64
        %107 = arith.muli %88, %c3_i64_41 : i64
        %108 = arith.addi %arg9, %107 : i64
        %109 = llvm.getelementptr %86[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        gpu.barrier
        %thread_id_x_42 = gpu.thread_id  x
        %110 = arith.index_cast %thread_id_x_42 : index to i64
        %c0_i64_43 = arith.constant 0 : i64
        %111 = arith.cmpi eq, %110, %c0_i64_43 : i64
        scf.if %111 {
          %c0_i32 = arith.constant 0 : i32
          memref.store %c0_i32, %alloca_24[] : memref<i32>
          %c0_i64_44 = arith.constant 0 : i64
          %c10_i64_45 = arith.constant 10 : i64
          %c1_i64_46 = arith.constant 1 : i64
          scf.for %arg10 = %c0_i64_44 to %c10_i64_45 step %c1_i64_46  : i64 {
            %113 = memref.load %alloca_24[] : memref<i32>
            %114 = llvm.getelementptr %104[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
            %115 = llvm.load %114 : !llvm.ptr<3> -> i32
            %116 = arith.addi %113, %115 : i32
            memref.store %116, %alloca_24[] : memref<i32>
          }
          %112 = memref.load %alloca_24[] : memref<i32>
          llvm.store %112, %109 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
