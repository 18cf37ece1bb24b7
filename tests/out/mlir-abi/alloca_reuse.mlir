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
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.alloca %88 x f32 : (i64) -> !llvm.ptr
      %90 = llvm.alloca %88 x f32 : (i64) -> !llvm.ptr
      %91 = llvm.alloca %88 x f32 : (i64) -> !llvm.ptr
      %92 = llvm.alloca %88 x f32 : (i64) -> !llvm.ptr
      %93 = llvm.alloca %88 x f32 : (i64) -> !llvm.ptr
      %94 = llvm.alloca %88 x i32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %95 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %96 = arith.muli %95, %c128_i64 : i64
      %97 = llvm.getelementptr %75[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64 = arith.constant 64 : i64
      %98 = arith.muli %95, %c64_i64 : i64
      %99 = llvm.getelementptr %80[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %100 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x : index to i64
      %c128_i64_20 = arith.constant 128 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %101 to %c128_i64_20 step %c32_i64  : i64 {
        %110 = llvm.getelementptr %97[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %111 = llvm.load %110 : !llvm.ptr<1> -> f32
        %cst_33 = arith.constant 2.000000e+00 : f32
        %112 = arith.mulf %111, %cst_33 : f32
        %113 = llvm.getelementptr %100[%arg9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %112, %113 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_21 = gpu.thread_id  x
      %102 = arith.index_cast %thread_id_x_21 : index to i64
      %c15_i64 = arith.constant 15 : i64
      %103 = arith.minsi %102, %c15_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %89 : f32, !llvm.ptr
      %cst_22 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_22, %90 : f32, !llvm.ptr
      %cst_23 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_23, %91 : f32, !llvm.ptr
      %cst_24 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_24, %92 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_33 = arith.constant 16 : i64
        %110 = arith.muli %arg9, %c16_i64_33 : i64
        %111 = arith.addi %103, %110 : i64
        %112 = llvm.getelementptr %100[%111] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %113 = llvm.load %112 : !llvm.ptr<3> -> f32
        %114 = llvm.getelementptr %78[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %115 = llvm.load %114 : !llvm.ptr<1> -> f32
        %c8_i64_34 = arith.constant 8 : i64
        %116 = arith.addi %arg9, %c8_i64_34 : i64
        %117 = llvm.getelementptr %78[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %118 = llvm.load %117 : !llvm.ptr<1> -> f32
        %c16_i64_35 = arith.constant 16 : i64
        %119 = arith.addi %arg9, %c16_i64_35 : i64
        %120 = llvm.getelementptr %78[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %121 = llvm.load %120 : !llvm.ptr<1> -> f32
        %c24_i64 = arith.constant 24 : i64
        %122 = arith.addi %arg9, %c24_i64 : i64
        %123 = llvm.getelementptr %78[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %125 = llvm.load %89 : !llvm.ptr -> f32
        %126 = arith.mulf %113, %115 : f32
        %127 = arith.addf %125, %126 : f32
        llvm.store %127, %89 : f32, !llvm.ptr
        %128 = llvm.load %90 : !llvm.ptr -> f32
        %129 = arith.mulf %113, %118 : f32
        %130 = arith.addf %128, %129 : f32
        llvm.store %130, %90 : f32, !llvm.ptr
        %131 = llvm.load %91 : !llvm.ptr -> f32
        %132 = arith.mulf %113, %121 : f32
        %133 = arith.addf %131, %132 : f32
        llvm.store %133, %91 : f32, !llvm.ptr
        %134 = llvm.load %92 : !llvm.ptr -> f32
        %135 = arith.mulf %113, %124 : f32
        %136 = arith.addf %134, %135 : f32
        llvm.store %136, %92 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %104 = arith.cmpi slt, %102, %c16_i64 : i64
      scf.if %104 {
        %110 = llvm.load %89 : !llvm.ptr -> f32
        %111 = llvm.getelementptr %99[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %110, %111 : f32, !llvm.ptr<1>
        %112 = llvm.load %90 : !llvm.ptr -> f32
        %c16_i64_33 = arith.constant 16 : i64
        %113 = arith.addi %102, %c16_i64_33 : i64
        %114 = llvm.getelementptr %99[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %112, %114 : f32, !llvm.ptr<1>
        %115 = llvm.load %91 : !llvm.ptr -> f32
        %c32_i64_34 = arith.constant 32 : i64
        %116 = arith.addi %102, %c32_i64_34 : i64
        %117 = llvm.getelementptr %99[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %115, %117 : f32, !llvm.ptr<1>
        %118 = llvm.load %92 : !llvm.ptr -> f32
        %c48_i64 = arith.constant 48 : i64
        %119 = arith.addi %102, %c48_i64 : i64
        %120 = llvm.getelementptr %99[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %118, %120 : f32, !llvm.ptr<1>
      }
      %105 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      gpu.barrier
      %c0_i64_25 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_26 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_25 to %c4_i64 step %c1_i64_26  : i64 {
        %thread_id_x_33 = gpu.thread_id  x
        %110 = arith.index_cast %thread_id_x_33 : index to i64
        %c16_i64_34 = arith.constant 16 : i64
        %c32_i64_35 = arith.constant 32 : i64
        scf.for %arg10 = %110 to %c16_i64_34 step %c32_i64_35  : i64 {
          %c16_i64_36 = arith.constant 16 : i64
          %111 = arith.muli %arg9, %c16_i64_36 : i64
          %112 = arith.addi %arg10, %111 : i64
          %113 = llvm.getelementptr %99[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %114 = llvm.load %113 : !llvm.ptr<1> -> f32
          %115 = arith.extf %114 : f32 to f64
          %c16_i64_37 = arith.constant 16 : i64
          %116 = arith.muli %arg9, %c16_i64_37 : i64
          %117 = arith.addi %arg10, %116 : i64
          %118 = llvm.getelementptr %105[%117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %115, %118 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_27 = arith.constant 16 : i64
      %106 = arith.muli %95, %c16_i64_27 : i64
      %107 = llvm.getelementptr %83[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_28 = gpu.thread_id  x
      %108 = arith.index_cast %thread_id_x_28 : index to i64
      %c16_i64_29 = arith.constant 16 : i64
      %c32_i64_30 = arith.constant 32 : i64
      scf.for %arg9 = %108 to %c16_i64_29 step %c32_i64_30  : i64 {
        %cst_33 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_33, %93 : f32, !llvm.ptr
        %c0_i64_34 = arith.constant 0 : i64
        %c4_i64_35 = arith.constant 4 : i64
        %c1_i64_36 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_34 to %c4_i64_35 step %c1_i64_36  : i64 {
          %114 = llvm.load %93 : !llvm.ptr -> f32
          %115 = arith.extf %114 : f32 to f64
          %c16_i64_37 = arith.constant 16 : i64
          %116 = arith.muli %arg10, %c16_i64_37 : i64
          %117 = arith.addi %arg9, %116 : i64
          %118 = llvm.getelementptr %105[%117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %119 = llvm.load %118 : !llvm.ptr<3> -> f64
          %120 = arith.addf %115, %119 : f64
          %121 = arith.truncf %120 : f64 to f32
          llvm.store %121, %93 : f32, !llvm.ptr
        }
        %110 = llvm.load %93 : !llvm.ptr -> f32
        %111 = arith.extf %110 : f32 to f64
        %112 = arith.truncf %111 : f64 to f32
        %113 = llvm.getelementptr %107[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %112, %113 : f32, !llvm.ptr<1>
      }
      %109 = arith.trunci %95 : i64 to i32
      %c0_i64_31 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64_32 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_31 to %c3_i64 step %c1_i64_32  : i64 {
        %110 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
        %111 = arith.trunci %arg9 : i64 to i32
        gpu.barrier
        %thread_id_x_33 = gpu.thread_id  x
        %112 = arith.index_cast %thread_id_x_33 : index to i64
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_34 = arith.constant 32 : i64
        scf.for %arg10 = %112 to %c10_i64 step %c32_i64_34  : i64 {
          %118 = arith.trunci %arg10 : i64 to i32
          %119 = arith.muli %111, %118 : i32
          %120 = arith.addi %119, %109 : i32
          %121 = llvm.getelementptr %110[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          llvm.store %120, %121 : i32, !llvm.ptr<3>
        }
        %c3_i64_35 = arith.constant 3 : i64
        %113 = arith.muli %95, %c3_i64_35 : i64
        %114 = arith.addi %arg9, %113 : i64
        %115 = llvm.getelementptr %86[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        gpu.barrier
        %thread_id_x_36 = gpu.thread_id  x
        %116 = arith.index_cast %thread_id_x_36 : index to i64
        %c0_i64_37 = arith.constant 0 : i64
        %117 = arith.cmpi eq, %116, %c0_i64_37 : i64
        scf.if %117 {
          %c0_i32 = arith.constant 0 : i32
          llvm.store %c0_i32, %94 : i32, !llvm.ptr
          %c0_i64_38 = arith.constant 0 : i64
          %c10_i64_39 = arith.constant 10 : i64
          %c1_i64_40 = arith.constant 1 : i64
          scf.for %arg10 = %c0_i64_38 to %c10_i64_39 step %c1_i64_40  : i64 {
            %119 = llvm.load %94 : !llvm.ptr -> i32
            %120 = llvm.getelementptr %110[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
            %121 = llvm.load %120 : !llvm.ptr<3> -> i32
            %122 = arith.addi %119, %121 : i32
            llvm.store %122, %94 : i32, !llvm.ptr
          }
          %118 = llvm.load %94 : !llvm.ptr -> i32
          llvm.store %118, %115 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
