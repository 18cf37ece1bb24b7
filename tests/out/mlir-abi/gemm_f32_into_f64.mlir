module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_k() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64) kernel attributes {nvvm.reqntid = array<i32: 8, 4, 1>} {
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
      %85 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %86 = llvm.mlir.constant(0 : i64) : i64
      %87 = llvm.mlir.constant(16 : i64) : i64
      %88 = llvm.mlir.constant(16 : i64) : i64
      %89 = llvm.mlir.constant(1 : i64) : i64
      %90 = llvm.mlir.constant(16 : i64) : i64
      %91 = llvm.mlir.constant(256 : i64) : i64
      %92 = llvm.insertvalue %arg10, %85[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg10, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %arg11, %96[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x16x?xf64, strided<[1, 16, 256]>, 1>
      %102 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %103 = llvm.mlir.constant(0 : i64) : i64
      %104 = llvm.mlir.constant(16 : i64) : i64
      %105 = llvm.mlir.constant(16 : i64) : i64
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.mlir.constant(16 : i64) : i64
      %108 = llvm.mlir.constant(256 : i64) : i64
      %109 = llvm.insertvalue %arg12, %102[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = llvm.insertvalue %arg12, %109[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %111 = llvm.insertvalue %103, %110[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %112 = llvm.insertvalue %104, %111[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %113 = llvm.insertvalue %105, %112[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %114 = llvm.insertvalue %arg13, %113[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %115 = llvm.insertvalue %106, %114[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %116 = llvm.insertvalue %107, %115[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %117 = llvm.insertvalue %108, %116[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %118 = builtin.unrealized_conversion_cast %117 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x16x?xf64, strided<[1, 16, 256]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> index
      %119 = arith.index_cast %intptr : index to i64
      %120 = llvm.inttoptr %119 : i64 to !llvm.ptr<1>
      %121 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> index
      %122 = arith.index_cast %intptr_4 : index to i64
      %123 = llvm.inttoptr %122 : i64 to !llvm.ptr<1>
      %124 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %125 = arith.index_cast %intptr_9 : index to i64
      %126 = llvm.inttoptr %125 : i64 to !llvm.ptr<1>
      %127 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %128 = arith.index_cast %intptr_14 : index to i64
      %129 = llvm.inttoptr %128 : i64 to !llvm.ptr<1>
      %130 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<5x3x?xf64, strided<[1, 5, 15]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<5x3x?xf64, strided<[1, 5, 15]>, 1> -> index
      %131 = arith.index_cast %intptr_19 : index to i64
      %132 = llvm.inttoptr %131 : i64 to !llvm.ptr<1>
      %133 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %101 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %101 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %134 = arith.index_cast %intptr_24 : index to i64
      %135 = llvm.inttoptr %134 : i64 to !llvm.ptr<1>
      %136 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %118 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %118 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %137 = arith.index_cast %intptr_29 : index to i64
      %138 = llvm.inttoptr %137 : i64 to !llvm.ptr<1>
      %139 = arith.index_cast %sizes_27#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f64>
      %alloca_35 = memref.alloca() : memref<f64>
      %alloca_36 = memref.alloca() : memref<f64>
      %alloca_37 = memref.alloca() : memref<f64>
      %alloca_38 = memref.alloca() : memref<f64>
      %alloca_39 = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %alloca_45 = memref.alloca() : memref<f64>
      %alloca_46 = memref.alloca() : memref<f64>
      %alloca_47 = memref.alloca() : memref<f64>
      %alloca_48 = memref.alloca() : memref<f64>
      %alloca_49 = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %140 = arith.index_cast %block_id_x : index to i64
      %c256_i64 = arith.constant 256 : i64
      %141 = arith.muli %140, %c256_i64 : i64
      %142 = llvm.getelementptr %120[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_62 = arith.constant 256 : i64
      %143 = arith.muli %140, %c256_i64_62 : i64
      %144 = llvm.getelementptr %123[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_63 = arith.constant 256 : i64
      %145 = arith.muli %140, %c256_i64_63 : i64
      %146 = llvm.getelementptr %126[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_64 = arith.constant 256 : i64
      %147 = arith.muli %140, %c256_i64_64 : i64
      %148 = llvm.getelementptr %129[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c15_i64 = arith.constant 15 : i64
      %149 = arith.muli %140, %c15_i64 : i64
      %150 = llvm.getelementptr %132[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_65 = arith.constant 256 : i64
      %151 = arith.muli %140, %c256_i64_65 : i64
      %152 = llvm.getelementptr %135[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_66 = arith.constant 256 : i64
      %153 = arith.muli %140, %c256_i64_66 : i64
      %154 = llvm.getelementptr %138[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %155 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_67 = gpu.thread_id  x
      %156 = arith.index_cast %thread_id_x_67 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %157 = arith.addi %156, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %158 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_68 = gpu.thread_id  y
      %159 = arith.index_cast %thread_id_y_68 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %160 = arith.addi %159, %c4_i64 : i64
      %thread_id_y_69 = gpu.thread_id  y
      %161 = arith.index_cast %thread_id_y_69 : index to i64
      %c8_i64_70 = arith.constant 8 : i64
      %162 = arith.addi %161, %c8_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %163 = arith.index_cast %thread_id_y_71 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %164 = arith.addi %163, %c12_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_72 = arith.constant 0.000000e+00 : f64
      memref.store %cst_72, %alloca_30[] : memref<f64>
      %cst_73 = arith.constant 0.000000e+00 : f64
      memref.store %cst_73, %alloca_31[] : memref<f64>
      %cst_74 = arith.constant 0.000000e+00 : f64
      memref.store %cst_74, %alloca_32[] : memref<f64>
      %cst_75 = arith.constant 0.000000e+00 : f64
      memref.store %cst_75, %alloca_33[] : memref<f64>
      %cst_76 = arith.constant 0.000000e+00 : f64
      memref.store %cst_76, %alloca_34[] : memref<f64>
      %cst_77 = arith.constant 0.000000e+00 : f64
      memref.store %cst_77, %alloca_35[] : memref<f64>
      %cst_78 = arith.constant 0.000000e+00 : f64
      memref.store %cst_78, %alloca_36[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c16_i64 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c16_i64 step %c1_i64  : i64 {
        %c16_i64_202 = arith.constant 16 : i64
        %347 = arith.muli %arg14, %c16_i64_202 : i64
        %348 = arith.addi %155, %347 : i64
        %349 = llvm.getelementptr %142[%348] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %350 = llvm.load %349 : !llvm.ptr<1> -> f32
        %c16_i64_203 = arith.constant 16 : i64
        %351 = arith.muli %arg14, %c16_i64_203 : i64
        %352 = arith.addi %157, %351 : i64
        %353 = llvm.getelementptr %142[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %354 = llvm.load %353 : !llvm.ptr<1> -> f32
        %c16_i64_204 = arith.constant 16 : i64
        %355 = arith.muli %158, %c16_i64_204 : i64
        %356 = arith.addi %arg14, %355 : i64
        %357 = llvm.getelementptr %144[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %358 = llvm.load %357 : !llvm.ptr<1> -> f32
        %c16_i64_205 = arith.constant 16 : i64
        %359 = arith.muli %160, %c16_i64_205 : i64
        %360 = arith.addi %arg14, %359 : i64
        %361 = llvm.getelementptr %144[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %362 = llvm.load %361 : !llvm.ptr<1> -> f32
        %c16_i64_206 = arith.constant 16 : i64
        %363 = arith.muli %162, %c16_i64_206 : i64
        %364 = arith.addi %arg14, %363 : i64
        %365 = llvm.getelementptr %144[%364] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %366 = llvm.load %365 : !llvm.ptr<1> -> f32
        %c16_i64_207 = arith.constant 16 : i64
        %367 = arith.muli %164, %c16_i64_207 : i64
        %368 = arith.addi %arg14, %367 : i64
        %369 = llvm.getelementptr %144[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %370 = llvm.load %369 : !llvm.ptr<1> -> f32
        %371 = memref.load %alloca[] : memref<f64>
        %372 = arith.mulf %350, %358 : f32
        %373 = arith.extf %372 : f32 to f64
        %374 = arith.addf %371, %373 : f64
        memref.store %374, %alloca[] : memref<f64>
        %375 = memref.load %alloca_30[] : memref<f64>
        %376 = arith.mulf %350, %362 : f32
        %377 = arith.extf %376 : f32 to f64
        %378 = arith.addf %375, %377 : f64
        memref.store %378, %alloca_30[] : memref<f64>
        %379 = memref.load %alloca_31[] : memref<f64>
        %380 = arith.mulf %350, %366 : f32
        %381 = arith.extf %380 : f32 to f64
        %382 = arith.addf %379, %381 : f64
        memref.store %382, %alloca_31[] : memref<f64>
        %383 = memref.load %alloca_32[] : memref<f64>
        %384 = arith.mulf %350, %370 : f32
        %385 = arith.extf %384 : f32 to f64
        %386 = arith.addf %383, %385 : f64
        memref.store %386, %alloca_32[] : memref<f64>
        %387 = memref.load %alloca_33[] : memref<f64>
        %388 = arith.mulf %354, %358 : f32
        %389 = arith.extf %388 : f32 to f64
        %390 = arith.addf %387, %389 : f64
        memref.store %390, %alloca_33[] : memref<f64>
        %391 = memref.load %alloca_34[] : memref<f64>
        %392 = arith.mulf %354, %362 : f32
        %393 = arith.extf %392 : f32 to f64
        %394 = arith.addf %391, %393 : f64
        memref.store %394, %alloca_34[] : memref<f64>
        %395 = memref.load %alloca_35[] : memref<f64>
        %396 = arith.mulf %354, %366 : f32
        %397 = arith.extf %396 : f32 to f64
        %398 = arith.addf %395, %397 : f64
        memref.store %398, %alloca_35[] : memref<f64>
        %399 = memref.load %alloca_36[] : memref<f64>
        %400 = arith.mulf %354, %370 : f32
        %401 = arith.extf %400 : f32 to f64
        %402 = arith.addf %399, %401 : f64
        memref.store %402, %alloca_36[] : memref<f64>
      }
      %165 = memref.load %alloca[] : memref<f64>
      %c16_i64_79 = arith.constant 16 : i64
      %166 = arith.muli %158, %c16_i64_79 : i64
      %167 = arith.addi %155, %166 : i64
      %168 = llvm.getelementptr %146[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %165, %168 : f64, !llvm.ptr<1>
      %169 = memref.load %alloca_30[] : memref<f64>
      %c16_i64_80 = arith.constant 16 : i64
      %170 = arith.muli %160, %c16_i64_80 : i64
      %171 = arith.addi %155, %170 : i64
      %172 = llvm.getelementptr %146[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %169, %172 : f64, !llvm.ptr<1>
      %173 = memref.load %alloca_31[] : memref<f64>
      %c16_i64_81 = arith.constant 16 : i64
      %174 = arith.muli %162, %c16_i64_81 : i64
      %175 = arith.addi %155, %174 : i64
      %176 = llvm.getelementptr %146[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %173, %176 : f64, !llvm.ptr<1>
      %177 = memref.load %alloca_32[] : memref<f64>
      %c16_i64_82 = arith.constant 16 : i64
      %178 = arith.muli %164, %c16_i64_82 : i64
      %179 = arith.addi %155, %178 : i64
      %180 = llvm.getelementptr %146[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %177, %180 : f64, !llvm.ptr<1>
      %181 = memref.load %alloca_33[] : memref<f64>
      %c16_i64_83 = arith.constant 16 : i64
      %182 = arith.muli %158, %c16_i64_83 : i64
      %183 = arith.addi %157, %182 : i64
      %184 = llvm.getelementptr %146[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %181, %184 : f64, !llvm.ptr<1>
      %185 = memref.load %alloca_34[] : memref<f64>
      %c16_i64_84 = arith.constant 16 : i64
      %186 = arith.muli %160, %c16_i64_84 : i64
      %187 = arith.addi %157, %186 : i64
      %188 = llvm.getelementptr %146[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %185, %188 : f64, !llvm.ptr<1>
      %189 = memref.load %alloca_35[] : memref<f64>
      %c16_i64_85 = arith.constant 16 : i64
      %190 = arith.muli %162, %c16_i64_85 : i64
      %191 = arith.addi %157, %190 : i64
      %192 = llvm.getelementptr %146[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %189, %192 : f64, !llvm.ptr<1>
      %193 = memref.load %alloca_36[] : memref<f64>
      %c16_i64_86 = arith.constant 16 : i64
      %194 = arith.muli %164, %c16_i64_86 : i64
      %195 = arith.addi %157, %194 : i64
      %196 = llvm.getelementptr %146[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %193, %196 : f64, !llvm.ptr<1>
      gpu.barrier
      %c0_i64_87 = arith.constant 0 : i64
      %c8_i64_88 = arith.constant 8 : i64
      %c1_i64_89 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_87 to %c8_i64_88 step %c1_i64_89  : i64 {
        %thread_id_x_202 = gpu.thread_id  x
        %347 = arith.index_cast %thread_id_x_202 : index to i64
        %c8_i64_203 = arith.constant 8 : i64
        %thread_id_y_204 = gpu.thread_id  y
        %348 = arith.index_cast %thread_id_y_204 : index to i64
        %349 = arith.muli %c8_i64_203, %348 : i64
        %350 = arith.addi %347, %349 : i64
        %c32_i64 = arith.constant 32 : i64
        %351 = arith.muli %arg14, %c32_i64 : i64
        %352 = arith.addi %350, %351 : i64
        %c16_i64_205 = arith.constant 16 : i64
        %353 = arith.remsi %352, %c16_i64_205 : i64
        %c16_i64_206 = arith.constant 16 : i64
        %354 = arith.divsi %352, %c16_i64_206 : i64
        %c16_i64_207 = arith.constant 16 : i64
        %355 = arith.muli %354, %c16_i64_207 : i64
        %356 = arith.addi %353, %355 : i64
        %357 = llvm.getelementptr %142[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %358 = llvm.load %357 : !llvm.ptr<1> -> f32
        %359 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_208 = arith.constant 16 : i64
        %360 = arith.muli %353, %c16_i64_208 : i64
        %361 = arith.addi %354, %360 : i64
        %362 = llvm.getelementptr %359[%361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %358, %362 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_90 = gpu.thread_id  x
      %197 = arith.index_cast %thread_id_x_90 : index to i64
      %thread_id_x_91 = gpu.thread_id  x
      %198 = arith.index_cast %thread_id_x_91 : index to i64
      %thread_id_x_92 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_92 : index to i64
      %c8_i64_93 = arith.constant 8 : i64
      %200 = arith.addi %199, %c8_i64_93 : i64
      %thread_id_x_94 = gpu.thread_id  x
      %201 = arith.index_cast %thread_id_x_94 : index to i64
      %c8_i64_95 = arith.constant 8 : i64
      %202 = arith.addi %201, %c8_i64_95 : i64
      %thread_id_y_96 = gpu.thread_id  y
      %203 = arith.index_cast %thread_id_y_96 : index to i64
      %thread_id_y_97 = gpu.thread_id  y
      %204 = arith.index_cast %thread_id_y_97 : index to i64
      %c4_i64_98 = arith.constant 4 : i64
      %205 = arith.addi %204, %c4_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %206 = arith.index_cast %thread_id_y_99 : index to i64
      %c8_i64_100 = arith.constant 8 : i64
      %207 = arith.addi %206, %c8_i64_100 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %208 = arith.index_cast %thread_id_y_101 : index to i64
      %c12_i64_102 = arith.constant 12 : i64
      %209 = arith.addi %208, %c12_i64_102 : i64
      %cst_103 = arith.constant 0.000000e+00 : f64
      memref.store %cst_103, %alloca_37[] : memref<f64>
      %cst_104 = arith.constant 0.000000e+00 : f64
      memref.store %cst_104, %alloca_38[] : memref<f64>
      %cst_105 = arith.constant 0.000000e+00 : f64
      memref.store %cst_105, %alloca_39[] : memref<f64>
      %cst_106 = arith.constant 0.000000e+00 : f64
      memref.store %cst_106, %alloca_40[] : memref<f64>
      %cst_107 = arith.constant 0.000000e+00 : f64
      memref.store %cst_107, %alloca_41[] : memref<f64>
      %cst_108 = arith.constant 0.000000e+00 : f64
      memref.store %cst_108, %alloca_42[] : memref<f64>
      %cst_109 = arith.constant 0.000000e+00 : f64
      memref.store %cst_109, %alloca_43[] : memref<f64>
      %cst_110 = arith.constant 0.000000e+00 : f64
      memref.store %cst_110, %alloca_44[] : memref<f64>
      %c0_i64_111 = arith.constant 0 : i64
      %c16_i64_112 = arith.constant 16 : i64
      %c1_i64_113 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_111 to %c16_i64_112 step %c1_i64_113  : i64 {
        %347 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_202 = arith.constant 16 : i64
        %348 = arith.muli %arg14, %c16_i64_202 : i64
        %349 = arith.addi %198, %348 : i64
        %350 = llvm.getelementptr %347[%349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %351 = llvm.load %350 : !llvm.ptr<3> -> f32
        %352 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_203 = arith.constant 16 : i64
        %353 = arith.muli %arg14, %c16_i64_203 : i64
        %354 = arith.addi %202, %353 : i64
        %355 = llvm.getelementptr %352[%354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %356 = llvm.load %355 : !llvm.ptr<3> -> f32
        %c16_i64_204 = arith.constant 16 : i64
        %357 = arith.muli %203, %c16_i64_204 : i64
        %358 = arith.addi %arg14, %357 : i64
        %359 = llvm.getelementptr %144[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %360 = llvm.load %359 : !llvm.ptr<1> -> f32
        %c16_i64_205 = arith.constant 16 : i64
        %361 = arith.muli %205, %c16_i64_205 : i64
        %362 = arith.addi %arg14, %361 : i64
        %363 = llvm.getelementptr %144[%362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %364 = llvm.load %363 : !llvm.ptr<1> -> f32
        %c16_i64_206 = arith.constant 16 : i64
        %365 = arith.muli %207, %c16_i64_206 : i64
        %366 = arith.addi %arg14, %365 : i64
        %367 = llvm.getelementptr %144[%366] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %368 = llvm.load %367 : !llvm.ptr<1> -> f32
        %c16_i64_207 = arith.constant 16 : i64
        %369 = arith.muli %209, %c16_i64_207 : i64
        %370 = arith.addi %arg14, %369 : i64
        %371 = llvm.getelementptr %144[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %372 = llvm.load %371 : !llvm.ptr<1> -> f32
        %373 = memref.load %alloca_37[] : memref<f64>
        %374 = arith.mulf %351, %360 : f32
        %375 = arith.extf %374 : f32 to f64
        %376 = arith.addf %373, %375 : f64
        memref.store %376, %alloca_37[] : memref<f64>
        %377 = memref.load %alloca_38[] : memref<f64>
        %378 = arith.mulf %351, %364 : f32
        %379 = arith.extf %378 : f32 to f64
        %380 = arith.addf %377, %379 : f64
        memref.store %380, %alloca_38[] : memref<f64>
        %381 = memref.load %alloca_39[] : memref<f64>
        %382 = arith.mulf %351, %368 : f32
        %383 = arith.extf %382 : f32 to f64
        %384 = arith.addf %381, %383 : f64
        memref.store %384, %alloca_39[] : memref<f64>
        %385 = memref.load %alloca_40[] : memref<f64>
        %386 = arith.mulf %351, %372 : f32
        %387 = arith.extf %386 : f32 to f64
        %388 = arith.addf %385, %387 : f64
        memref.store %388, %alloca_40[] : memref<f64>
        %389 = memref.load %alloca_41[] : memref<f64>
        %390 = arith.mulf %356, %360 : f32
        %391 = arith.extf %390 : f32 to f64
        %392 = arith.addf %389, %391 : f64
        memref.store %392, %alloca_41[] : memref<f64>
        %393 = memref.load %alloca_42[] : memref<f64>
        %394 = arith.mulf %356, %364 : f32
        %395 = arith.extf %394 : f32 to f64
        %396 = arith.addf %393, %395 : f64
        memref.store %396, %alloca_42[] : memref<f64>
        %397 = memref.load %alloca_43[] : memref<f64>
        %398 = arith.mulf %356, %368 : f32
        %399 = arith.extf %398 : f32 to f64
        %400 = arith.addf %397, %399 : f64
        memref.store %400, %alloca_43[] : memref<f64>
        %401 = memref.load %alloca_44[] : memref<f64>
        %402 = arith.mulf %356, %372 : f32
        %403 = arith.extf %402 : f32 to f64
        %404 = arith.addf %401, %403 : f64
        memref.store %404, %alloca_44[] : memref<f64>
      }
      %210 = memref.load %alloca_37[] : memref<f64>
      %c16_i64_114 = arith.constant 16 : i64
      %211 = arith.muli %203, %c16_i64_114 : i64
      %212 = arith.addi %197, %211 : i64
      %213 = llvm.getelementptr %148[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %210, %213 : f64, !llvm.ptr<1>
      %214 = memref.load %alloca_38[] : memref<f64>
      %c16_i64_115 = arith.constant 16 : i64
      %215 = arith.muli %205, %c16_i64_115 : i64
      %216 = arith.addi %197, %215 : i64
      %217 = llvm.getelementptr %148[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %214, %217 : f64, !llvm.ptr<1>
      %218 = memref.load %alloca_39[] : memref<f64>
      %c16_i64_116 = arith.constant 16 : i64
      %219 = arith.muli %207, %c16_i64_116 : i64
      %220 = arith.addi %197, %219 : i64
      %221 = llvm.getelementptr %148[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %218, %221 : f64, !llvm.ptr<1>
      %222 = memref.load %alloca_40[] : memref<f64>
      %c16_i64_117 = arith.constant 16 : i64
      %223 = arith.muli %209, %c16_i64_117 : i64
      %224 = arith.addi %197, %223 : i64
      %225 = llvm.getelementptr %148[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %222, %225 : f64, !llvm.ptr<1>
      %226 = memref.load %alloca_41[] : memref<f64>
      %c16_i64_118 = arith.constant 16 : i64
      %227 = arith.muli %203, %c16_i64_118 : i64
      %228 = arith.addi %200, %227 : i64
      %229 = llvm.getelementptr %148[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %226, %229 : f64, !llvm.ptr<1>
      %230 = memref.load %alloca_42[] : memref<f64>
      %c16_i64_119 = arith.constant 16 : i64
      %231 = arith.muli %205, %c16_i64_119 : i64
      %232 = arith.addi %200, %231 : i64
      %233 = llvm.getelementptr %148[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %230, %233 : f64, !llvm.ptr<1>
      %234 = memref.load %alloca_43[] : memref<f64>
      %c16_i64_120 = arith.constant 16 : i64
      %235 = arith.muli %207, %c16_i64_120 : i64
      %236 = arith.addi %200, %235 : i64
      %237 = llvm.getelementptr %148[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %234, %237 : f64, !llvm.ptr<1>
      %238 = memref.load %alloca_44[] : memref<f64>
      %c16_i64_121 = arith.constant 16 : i64
      %239 = arith.muli %209, %c16_i64_121 : i64
      %240 = arith.addi %200, %239 : i64
      %241 = llvm.getelementptr %148[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %238, %241 : f64, !llvm.ptr<1>
      %thread_id_x_122 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_122 : index to i64
      %c4_i64_123 = arith.constant 4 : i64
      %243 = arith.minsi %242, %c4_i64_123 : i64
      %thread_id_y_124 = gpu.thread_id  y
      %244 = arith.index_cast %thread_id_y_124 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %245 = arith.minsi %244, %c2_i64 : i64
      %cst_125 = arith.constant 0.000000e+00 : f64
      memref.store %cst_125, %alloca_45[] : memref<f64>
      %c0_i64_126 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64_127 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_126 to %c7_i64 step %c1_i64_127  : i64 {
        %c16_i64_202 = arith.constant 16 : i64
        %347 = arith.muli %arg14, %c16_i64_202 : i64
        %348 = arith.addi %243, %347 : i64
        %349 = llvm.getelementptr %142[%348] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %350 = llvm.load %349 : !llvm.ptr<1> -> f32
        %c16_i64_203 = arith.constant 16 : i64
        %351 = arith.muli %245, %c16_i64_203 : i64
        %352 = arith.addi %arg14, %351 : i64
        %353 = llvm.getelementptr %144[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %354 = llvm.load %353 : !llvm.ptr<1> -> f32
        %355 = memref.load %alloca_45[] : memref<f64>
        %356 = arith.mulf %350, %354 : f32
        %357 = arith.extf %356 : f32 to f64
        %358 = arith.addf %355, %357 : f64
        memref.store %358, %alloca_45[] : memref<f64>
      }
      %c5_i64 = arith.constant 5 : i64
      %246 = arith.cmpi slt, %242, %c5_i64 : i64
      scf.if %246 {
        %c3_i64 = arith.constant 3 : i64
        %347 = arith.cmpi slt, %244, %c3_i64 : i64
        scf.if %347 {
          %348 = memref.load %alloca_45[] : memref<f64>
          %c5_i64_202 = arith.constant 5 : i64
          %349 = arith.muli %244, %c5_i64_202 : i64
          %350 = arith.addi %242, %349 : i64
          %351 = llvm.getelementptr %150[%350] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %348, %351 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_128 = gpu.thread_id  x
      %247 = arith.index_cast %thread_id_x_128 : index to i64
      %thread_id_x_129 = gpu.thread_id  x
      %248 = arith.index_cast %thread_id_x_129 : index to i64
      %c8_i64_130 = arith.constant 8 : i64
      %249 = arith.addi %248, %c8_i64_130 : i64
      %thread_id_y_131 = gpu.thread_id  y
      %250 = arith.index_cast %thread_id_y_131 : index to i64
      %thread_id_y_132 = gpu.thread_id  y
      %251 = arith.index_cast %thread_id_y_132 : index to i64
      %c4_i64_133 = arith.constant 4 : i64
      %252 = arith.addi %251, %c4_i64_133 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %253 = arith.index_cast %thread_id_y_134 : index to i64
      %c8_i64_135 = arith.constant 8 : i64
      %254 = arith.addi %253, %c8_i64_135 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %255 = arith.index_cast %thread_id_y_136 : index to i64
      %c12_i64_137 = arith.constant 12 : i64
      %256 = arith.addi %255, %c12_i64_137 : i64
      %cst_138 = arith.constant 0.000000e+00 : f64
      memref.store %cst_138, %alloca_46[] : memref<f64>
      %cst_139 = arith.constant 0.000000e+00 : f64
      memref.store %cst_139, %alloca_47[] : memref<f64>
      %cst_140 = arith.constant 0.000000e+00 : f64
      memref.store %cst_140, %alloca_48[] : memref<f64>
      %cst_141 = arith.constant 0.000000e+00 : f64
      memref.store %cst_141, %alloca_49[] : memref<f64>
      %cst_142 = arith.constant 0.000000e+00 : f64
      memref.store %cst_142, %alloca_50[] : memref<f64>
      %cst_143 = arith.constant 0.000000e+00 : f64
      memref.store %cst_143, %alloca_51[] : memref<f64>
      %cst_144 = arith.constant 0.000000e+00 : f64
      memref.store %cst_144, %alloca_52[] : memref<f64>
      %cst_145 = arith.constant 0.000000e+00 : f64
      memref.store %cst_145, %alloca_53[] : memref<f64>
      %c0_i64_146 = arith.constant 0 : i64
      %c16_i64_147 = arith.constant 16 : i64
      %c1_i64_148 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_146 to %c16_i64_147 step %c1_i64_148  : i64 {
        %c16_i64_202 = arith.constant 16 : i64
        %347 = arith.muli %arg14, %c16_i64_202 : i64
        %348 = arith.addi %247, %347 : i64
        %349 = llvm.getelementptr %142[%348] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %350 = llvm.load %349 : !llvm.ptr<1> -> f32
        %c16_i64_203 = arith.constant 16 : i64
        %351 = arith.muli %arg14, %c16_i64_203 : i64
        %352 = arith.addi %249, %351 : i64
        %353 = llvm.getelementptr %142[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %354 = llvm.load %353 : !llvm.ptr<1> -> f32
        %c16_i64_204 = arith.constant 16 : i64
        %355 = arith.muli %250, %c16_i64_204 : i64
        %356 = arith.addi %arg14, %355 : i64
        %357 = llvm.getelementptr %144[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %358 = llvm.load %357 : !llvm.ptr<1> -> f32
        %c16_i64_205 = arith.constant 16 : i64
        %359 = arith.muli %252, %c16_i64_205 : i64
        %360 = arith.addi %arg14, %359 : i64
        %361 = llvm.getelementptr %144[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %362 = llvm.load %361 : !llvm.ptr<1> -> f32
        %c16_i64_206 = arith.constant 16 : i64
        %363 = arith.muli %254, %c16_i64_206 : i64
        %364 = arith.addi %arg14, %363 : i64
        %365 = llvm.getelementptr %144[%364] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %366 = llvm.load %365 : !llvm.ptr<1> -> f32
        %c16_i64_207 = arith.constant 16 : i64
        %367 = arith.muli %256, %c16_i64_207 : i64
        %368 = arith.addi %arg14, %367 : i64
        %369 = llvm.getelementptr %144[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %370 = llvm.load %369 : !llvm.ptr<1> -> f32
        %371 = memref.load %alloca_46[] : memref<f64>
        %372 = arith.mulf %350, %358 : f32
        %373 = arith.extf %372 : f32 to f64
        %374 = arith.addf %371, %373 : f64
        memref.store %374, %alloca_46[] : memref<f64>
        %375 = memref.load %alloca_47[] : memref<f64>
        %376 = arith.mulf %350, %362 : f32
        %377 = arith.extf %376 : f32 to f64
        %378 = arith.addf %375, %377 : f64
        memref.store %378, %alloca_47[] : memref<f64>
        %379 = memref.load %alloca_48[] : memref<f64>
        %380 = arith.mulf %350, %366 : f32
        %381 = arith.extf %380 : f32 to f64
        %382 = arith.addf %379, %381 : f64
        memref.store %382, %alloca_48[] : memref<f64>
        %383 = memref.load %alloca_49[] : memref<f64>
        %384 = arith.mulf %350, %370 : f32
        %385 = arith.extf %384 : f32 to f64
        %386 = arith.addf %383, %385 : f64
        memref.store %386, %alloca_49[] : memref<f64>
        %387 = memref.load %alloca_50[] : memref<f64>
        %388 = arith.mulf %354, %358 : f32
        %389 = arith.extf %388 : f32 to f64
        %390 = arith.addf %387, %389 : f64
        memref.store %390, %alloca_50[] : memref<f64>
        %391 = memref.load %alloca_51[] : memref<f64>
        %392 = arith.mulf %354, %362 : f32
        %393 = arith.extf %392 : f32 to f64
        %394 = arith.addf %391, %393 : f64
        memref.store %394, %alloca_51[] : memref<f64>
        %395 = memref.load %alloca_52[] : memref<f64>
        %396 = arith.mulf %354, %366 : f32
        %397 = arith.extf %396 : f32 to f64
        %398 = arith.addf %395, %397 : f64
        memref.store %398, %alloca_52[] : memref<f64>
        %399 = memref.load %alloca_53[] : memref<f64>
        %400 = arith.mulf %354, %370 : f32
        %401 = arith.extf %400 : f32 to f64
        %402 = arith.addf %399, %401 : f64
        memref.store %402, %alloca_53[] : memref<f64>
      }
      %cst_149 = arith.constant 0.10000000149011612 : f64
      %257 = memref.load %alloca_46[] : memref<f64>
      %258 = arith.mulf %cst_149, %257 : f64
      %c16_i64_150 = arith.constant 16 : i64
      %259 = arith.muli %250, %c16_i64_150 : i64
      %260 = arith.addi %247, %259 : i64
      %261 = llvm.getelementptr %152[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %258, %261 : f64, !llvm.ptr<1>
      %cst_151 = arith.constant 0.10000000149011612 : f64
      %262 = memref.load %alloca_47[] : memref<f64>
      %263 = arith.mulf %cst_151, %262 : f64
      %c16_i64_152 = arith.constant 16 : i64
      %264 = arith.muli %252, %c16_i64_152 : i64
      %265 = arith.addi %247, %264 : i64
      %266 = llvm.getelementptr %152[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %263, %266 : f64, !llvm.ptr<1>
      %cst_153 = arith.constant 0.10000000149011612 : f64
      %267 = memref.load %alloca_48[] : memref<f64>
      %268 = arith.mulf %cst_153, %267 : f64
      %c16_i64_154 = arith.constant 16 : i64
      %269 = arith.muli %254, %c16_i64_154 : i64
      %270 = arith.addi %247, %269 : i64
      %271 = llvm.getelementptr %152[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %268, %271 : f64, !llvm.ptr<1>
      %cst_155 = arith.constant 0.10000000149011612 : f64
      %272 = memref.load %alloca_49[] : memref<f64>
      %273 = arith.mulf %cst_155, %272 : f64
      %c16_i64_156 = arith.constant 16 : i64
      %274 = arith.muli %256, %c16_i64_156 : i64
      %275 = arith.addi %247, %274 : i64
      %276 = llvm.getelementptr %152[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %273, %276 : f64, !llvm.ptr<1>
      %cst_157 = arith.constant 0.10000000149011612 : f64
      %277 = memref.load %alloca_50[] : memref<f64>
      %278 = arith.mulf %cst_157, %277 : f64
      %c16_i64_158 = arith.constant 16 : i64
      %279 = arith.muli %250, %c16_i64_158 : i64
      %280 = arith.addi %249, %279 : i64
      %281 = llvm.getelementptr %152[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %278, %281 : f64, !llvm.ptr<1>
      %cst_159 = arith.constant 0.10000000149011612 : f64
      %282 = memref.load %alloca_51[] : memref<f64>
      %283 = arith.mulf %cst_159, %282 : f64
      %c16_i64_160 = arith.constant 16 : i64
      %284 = arith.muli %252, %c16_i64_160 : i64
      %285 = arith.addi %249, %284 : i64
      %286 = llvm.getelementptr %152[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %283, %286 : f64, !llvm.ptr<1>
      %cst_161 = arith.constant 0.10000000149011612 : f64
      %287 = memref.load %alloca_52[] : memref<f64>
      %288 = arith.mulf %cst_161, %287 : f64
      %c16_i64_162 = arith.constant 16 : i64
      %289 = arith.muli %254, %c16_i64_162 : i64
      %290 = arith.addi %249, %289 : i64
      %291 = llvm.getelementptr %152[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %288, %291 : f64, !llvm.ptr<1>
      %cst_163 = arith.constant 0.10000000149011612 : f64
      %292 = memref.load %alloca_53[] : memref<f64>
      %293 = arith.mulf %cst_163, %292 : f64
      %c16_i64_164 = arith.constant 16 : i64
      %294 = arith.muli %256, %c16_i64_164 : i64
      %295 = arith.addi %249, %294 : i64
      %296 = llvm.getelementptr %152[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %293, %296 : f64, !llvm.ptr<1>
      %thread_id_x_165 = gpu.thread_id  x
      %297 = arith.index_cast %thread_id_x_165 : index to i64
      %thread_id_x_166 = gpu.thread_id  x
      %298 = arith.index_cast %thread_id_x_166 : index to i64
      %c8_i64_167 = arith.constant 8 : i64
      %299 = arith.addi %298, %c8_i64_167 : i64
      %thread_id_y_168 = gpu.thread_id  y
      %300 = arith.index_cast %thread_id_y_168 : index to i64
      %thread_id_y_169 = gpu.thread_id  y
      %301 = arith.index_cast %thread_id_y_169 : index to i64
      %c4_i64_170 = arith.constant 4 : i64
      %302 = arith.addi %301, %c4_i64_170 : i64
      %thread_id_y_171 = gpu.thread_id  y
      %303 = arith.index_cast %thread_id_y_171 : index to i64
      %c8_i64_172 = arith.constant 8 : i64
      %304 = arith.addi %303, %c8_i64_172 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %305 = arith.index_cast %thread_id_y_173 : index to i64
      %c12_i64_174 = arith.constant 12 : i64
      %306 = arith.addi %305, %c12_i64_174 : i64
      %cst_175 = arith.constant 0.000000e+00 : f64
      memref.store %cst_175, %alloca_54[] : memref<f64>
      %cst_176 = arith.constant 0.000000e+00 : f64
      memref.store %cst_176, %alloca_55[] : memref<f64>
      %cst_177 = arith.constant 0.000000e+00 : f64
      memref.store %cst_177, %alloca_56[] : memref<f64>
      %cst_178 = arith.constant 0.000000e+00 : f64
      memref.store %cst_178, %alloca_57[] : memref<f64>
      %cst_179 = arith.constant 0.000000e+00 : f64
      memref.store %cst_179, %alloca_58[] : memref<f64>
      %cst_180 = arith.constant 0.000000e+00 : f64
      memref.store %cst_180, %alloca_59[] : memref<f64>
      %cst_181 = arith.constant 0.000000e+00 : f64
      memref.store %cst_181, %alloca_60[] : memref<f64>
      %cst_182 = arith.constant 0.000000e+00 : f64
      memref.store %cst_182, %alloca_61[] : memref<f64>
      %c0_i64_183 = arith.constant 0 : i64
      %c16_i64_184 = arith.constant 16 : i64
      %c1_i64_185 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_183 to %c16_i64_184 step %c1_i64_185  : i64 {
        %c16_i64_202 = arith.constant 16 : i64
        %347 = arith.muli %arg14, %c16_i64_202 : i64
        %348 = arith.addi %297, %347 : i64
        %349 = llvm.getelementptr %142[%348] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %350 = llvm.load %349 : !llvm.ptr<1> -> f32
        %c16_i64_203 = arith.constant 16 : i64
        %351 = arith.muli %arg14, %c16_i64_203 : i64
        %352 = arith.addi %299, %351 : i64
        %353 = llvm.getelementptr %142[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %354 = llvm.load %353 : !llvm.ptr<1> -> f32
        %c16_i64_204 = arith.constant 16 : i64
        %355 = arith.muli %300, %c16_i64_204 : i64
        %356 = arith.addi %arg14, %355 : i64
        %357 = llvm.getelementptr %144[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %358 = llvm.load %357 : !llvm.ptr<1> -> f32
        %c16_i64_205 = arith.constant 16 : i64
        %359 = arith.muli %302, %c16_i64_205 : i64
        %360 = arith.addi %arg14, %359 : i64
        %361 = llvm.getelementptr %144[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %362 = llvm.load %361 : !llvm.ptr<1> -> f32
        %c16_i64_206 = arith.constant 16 : i64
        %363 = arith.muli %304, %c16_i64_206 : i64
        %364 = arith.addi %arg14, %363 : i64
        %365 = llvm.getelementptr %144[%364] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %366 = llvm.load %365 : !llvm.ptr<1> -> f32
        %c16_i64_207 = arith.constant 16 : i64
        %367 = arith.muli %306, %c16_i64_207 : i64
        %368 = arith.addi %arg14, %367 : i64
        %369 = llvm.getelementptr %144[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %370 = llvm.load %369 : !llvm.ptr<1> -> f32
        %371 = memref.load %alloca_54[] : memref<f64>
        %372 = arith.mulf %350, %358 : f32
        %373 = arith.extf %372 : f32 to f64
        %374 = arith.addf %371, %373 : f64
        memref.store %374, %alloca_54[] : memref<f64>
        %375 = memref.load %alloca_55[] : memref<f64>
        %376 = arith.mulf %350, %362 : f32
        %377 = arith.extf %376 : f32 to f64
        %378 = arith.addf %375, %377 : f64
        memref.store %378, %alloca_55[] : memref<f64>
        %379 = memref.load %alloca_56[] : memref<f64>
        %380 = arith.mulf %350, %366 : f32
        %381 = arith.extf %380 : f32 to f64
        %382 = arith.addf %379, %381 : f64
        memref.store %382, %alloca_56[] : memref<f64>
        %383 = memref.load %alloca_57[] : memref<f64>
        %384 = arith.mulf %350, %370 : f32
        %385 = arith.extf %384 : f32 to f64
        %386 = arith.addf %383, %385 : f64
        memref.store %386, %alloca_57[] : memref<f64>
        %387 = memref.load %alloca_58[] : memref<f64>
        %388 = arith.mulf %354, %358 : f32
        %389 = arith.extf %388 : f32 to f64
        %390 = arith.addf %387, %389 : f64
        memref.store %390, %alloca_58[] : memref<f64>
        %391 = memref.load %alloca_59[] : memref<f64>
        %392 = arith.mulf %354, %362 : f32
        %393 = arith.extf %392 : f32 to f64
        %394 = arith.addf %391, %393 : f64
        memref.store %394, %alloca_59[] : memref<f64>
        %395 = memref.load %alloca_60[] : memref<f64>
        %396 = arith.mulf %354, %366 : f32
        %397 = arith.extf %396 : f32 to f64
        %398 = arith.addf %395, %397 : f64
        memref.store %398, %alloca_60[] : memref<f64>
        %399 = memref.load %alloca_61[] : memref<f64>
        %400 = arith.mulf %354, %370 : f32
        %401 = arith.extf %400 : f32 to f64
        %402 = arith.addf %399, %401 : f64
        memref.store %402, %alloca_61[] : memref<f64>
      }
      %cst_186 = arith.constant 3.000000e+00 : f64
      %307 = memref.load %alloca_54[] : memref<f64>
      %308 = arith.mulf %cst_186, %307 : f64
      %c16_i64_187 = arith.constant 16 : i64
      %309 = arith.muli %300, %c16_i64_187 : i64
      %310 = arith.addi %297, %309 : i64
      %311 = llvm.getelementptr %154[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %308, %311 : f64, !llvm.ptr<1>
      %cst_188 = arith.constant 3.000000e+00 : f64
      %312 = memref.load %alloca_55[] : memref<f64>
      %313 = arith.mulf %cst_188, %312 : f64
      %c16_i64_189 = arith.constant 16 : i64
      %314 = arith.muli %302, %c16_i64_189 : i64
      %315 = arith.addi %297, %314 : i64
      %316 = llvm.getelementptr %154[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %313, %316 : f64, !llvm.ptr<1>
      %cst_190 = arith.constant 3.000000e+00 : f64
      %317 = memref.load %alloca_56[] : memref<f64>
      %318 = arith.mulf %cst_190, %317 : f64
      %c16_i64_191 = arith.constant 16 : i64
      %319 = arith.muli %304, %c16_i64_191 : i64
      %320 = arith.addi %297, %319 : i64
      %321 = llvm.getelementptr %154[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %318, %321 : f64, !llvm.ptr<1>
      %cst_192 = arith.constant 3.000000e+00 : f64
      %322 = memref.load %alloca_57[] : memref<f64>
      %323 = arith.mulf %cst_192, %322 : f64
      %c16_i64_193 = arith.constant 16 : i64
      %324 = arith.muli %306, %c16_i64_193 : i64
      %325 = arith.addi %297, %324 : i64
      %326 = llvm.getelementptr %154[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %323, %326 : f64, !llvm.ptr<1>
      %cst_194 = arith.constant 3.000000e+00 : f64
      %327 = memref.load %alloca_58[] : memref<f64>
      %328 = arith.mulf %cst_194, %327 : f64
      %c16_i64_195 = arith.constant 16 : i64
      %329 = arith.muli %300, %c16_i64_195 : i64
      %330 = arith.addi %299, %329 : i64
      %331 = llvm.getelementptr %154[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %328, %331 : f64, !llvm.ptr<1>
      %cst_196 = arith.constant 3.000000e+00 : f64
      %332 = memref.load %alloca_59[] : memref<f64>
      %333 = arith.mulf %cst_196, %332 : f64
      %c16_i64_197 = arith.constant 16 : i64
      %334 = arith.muli %302, %c16_i64_197 : i64
      %335 = arith.addi %299, %334 : i64
      %336 = llvm.getelementptr %154[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %333, %336 : f64, !llvm.ptr<1>
      %cst_198 = arith.constant 3.000000e+00 : f64
      %337 = memref.load %alloca_60[] : memref<f64>
      %338 = arith.mulf %cst_198, %337 : f64
      %c16_i64_199 = arith.constant 16 : i64
      %339 = arith.muli %304, %c16_i64_199 : i64
      %340 = arith.addi %299, %339 : i64
      %341 = llvm.getelementptr %154[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %338, %341 : f64, !llvm.ptr<1>
      %cst_200 = arith.constant 3.000000e+00 : f64
      %342 = memref.load %alloca_61[] : memref<f64>
      %343 = arith.mulf %cst_200, %342 : f64
      %c16_i64_201 = arith.constant 16 : i64
      %344 = arith.muli %306, %c16_i64_201 : i64
      %345 = arith.addi %299, %344 : i64
      %346 = llvm.getelementptr %154[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %343, %346 : f64, !llvm.ptr<1>
      gpu.return
    }
  }
}
