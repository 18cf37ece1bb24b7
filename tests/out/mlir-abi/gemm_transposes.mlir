module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_transposes() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1152 x i8>
    gpu.func @gemm_transposes(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(13 : i64) : i64
      %3 = llvm.mlir.constant(9 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(13 : i64) : i64
      %6 = llvm.mlir.constant(117 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x9x?xf32, strided<[1, 13, 117]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(9 : i64) : i64
      %20 = llvm.mlir.constant(13 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(9 : i64) : i64
      %23 = llvm.mlir.constant(117 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x13x?xf32, strided<[1, 9, 117]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(9 : i64) : i64
      %37 = llvm.mlir.constant(7 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(9 : i64) : i64
      %40 = llvm.mlir.constant(63 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x7x?xf32, strided<[1, 9, 63]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(7 : i64) : i64
      %54 = llvm.mlir.constant(9 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(7 : i64) : i64
      %57 = llvm.mlir.constant(63 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<7x9x?xf32, strided<[1, 7, 63]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(13 : i64) : i64
      %71 = llvm.mlir.constant(7 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(13 : i64) : i64
      %74 = llvm.mlir.constant(91 : i64) : i64
      %75 = llvm.insertvalue %arg8, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg8, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x7x?xf32, strided<[1, 13, 91]>, 1>
      %85 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %86 = llvm.mlir.constant(0 : i64) : i64
      %87 = llvm.mlir.constant(13 : i64) : i64
      %88 = llvm.mlir.constant(7 : i64) : i64
      %89 = llvm.mlir.constant(1 : i64) : i64
      %90 = llvm.mlir.constant(13 : i64) : i64
      %91 = llvm.mlir.constant(91 : i64) : i64
      %92 = llvm.insertvalue %arg10, %85[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg10, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %arg11, %96[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x7x?xf32, strided<[1, 13, 91]>, 1>
      %102 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %103 = llvm.mlir.constant(0 : i64) : i64
      %104 = llvm.mlir.constant(13 : i64) : i64
      %105 = llvm.mlir.constant(7 : i64) : i64
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.mlir.constant(13 : i64) : i64
      %108 = llvm.mlir.constant(91 : i64) : i64
      %109 = llvm.insertvalue %arg12, %102[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = llvm.insertvalue %arg12, %109[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %111 = llvm.insertvalue %103, %110[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %112 = llvm.insertvalue %104, %111[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %113 = llvm.insertvalue %105, %112[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %114 = llvm.insertvalue %arg13, %113[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %115 = llvm.insertvalue %106, %114[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %116 = llvm.insertvalue %107, %115[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %117 = llvm.insertvalue %108, %116[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %118 = builtin.unrealized_conversion_cast %117 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x7x?xf32, strided<[1, 13, 91]>, 1>
      %119 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %120 = llvm.mlir.constant(0 : i64) : i64
      %121 = llvm.mlir.constant(13 : i64) : i64
      %122 = llvm.mlir.constant(7 : i64) : i64
      %123 = llvm.mlir.constant(1 : i64) : i64
      %124 = llvm.mlir.constant(13 : i64) : i64
      %125 = llvm.mlir.constant(91 : i64) : i64
      %126 = llvm.insertvalue %arg14, %119[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %127 = llvm.insertvalue %arg14, %126[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %128 = llvm.insertvalue %120, %127[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %129 = llvm.insertvalue %121, %128[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %130 = llvm.insertvalue %122, %129[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %131 = llvm.insertvalue %arg15, %130[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %132 = llvm.insertvalue %123, %131[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %133 = llvm.insertvalue %124, %132[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %134 = llvm.insertvalue %125, %133[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %135 = builtin.unrealized_conversion_cast %134 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x7x?xf32, strided<[1, 13, 91]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<13x9x?xf32, strided<[1, 13, 117]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<13x9x?xf32, strided<[1, 13, 117]>, 1> -> index
      %136 = arith.index_cast %intptr : index to i64
      %137 = llvm.inttoptr %136 : i64 to !llvm.ptr<1>
      %138 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<9x13x?xf32, strided<[1, 9, 117]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<9x13x?xf32, strided<[1, 9, 117]>, 1> -> index
      %139 = arith.index_cast %intptr_4 : index to i64
      %140 = llvm.inttoptr %139 : i64 to !llvm.ptr<1>
      %141 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> index
      %142 = arith.index_cast %intptr_9 : index to i64
      %143 = llvm.inttoptr %142 : i64 to !llvm.ptr<1>
      %144 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<7x9x?xf32, strided<[1, 7, 63]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<7x9x?xf32, strided<[1, 7, 63]>, 1> -> index
      %145 = arith.index_cast %intptr_14 : index to i64
      %146 = llvm.inttoptr %145 : i64 to !llvm.ptr<1>
      %147 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> index
      %148 = arith.index_cast %intptr_19 : index to i64
      %149 = llvm.inttoptr %148 : i64 to !llvm.ptr<1>
      %150 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %101 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %101 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> index
      %151 = arith.index_cast %intptr_24 : index to i64
      %152 = llvm.inttoptr %151 : i64 to !llvm.ptr<1>
      %153 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %118 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %118 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> index
      %154 = arith.index_cast %intptr_29 : index to i64
      %155 = llvm.inttoptr %154 : i64 to !llvm.ptr<1>
      %156 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %135 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %135 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> index
      %157 = arith.index_cast %intptr_34 : index to i64
      %158 = llvm.inttoptr %157 : i64 to !llvm.ptr<1>
      %159 = arith.index_cast %sizes_32#2 : index to i64
      %160 = llvm.mlir.constant(1 : i64) : i64
      %161 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %162 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %163 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %164 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %165 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %166 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %167 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %168 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %169 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %170 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %171 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %172 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %173 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %174 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %175 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %176 = llvm.alloca %160 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %177 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %178 = arith.muli %177, %c117_i64 : i64
      %179 = llvm.getelementptr %137[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c117_i64_35 = arith.constant 117 : i64
      %180 = arith.muli %177, %c117_i64_35 : i64
      %181 = llvm.getelementptr %140[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64 = arith.constant 63 : i64
      %182 = arith.muli %177, %c63_i64 : i64
      %183 = llvm.getelementptr %143[%182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64_36 = arith.constant 63 : i64
      %184 = arith.muli %177, %c63_i64_36 : i64
      %185 = llvm.getelementptr %146[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64 = arith.constant 91 : i64
      %186 = arith.muli %177, %c91_i64 : i64
      %187 = llvm.getelementptr %149[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_37 = arith.constant 91 : i64
      %188 = arith.muli %177, %c91_i64_37 : i64
      %189 = llvm.getelementptr %152[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_38 = arith.constant 91 : i64
      %190 = arith.muli %177, %c91_i64_38 : i64
      %191 = llvm.getelementptr %155[%190] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_39 = arith.constant 91 : i64
      %192 = arith.muli %177, %c91_i64_39 : i64
      %193 = llvm.getelementptr %158[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %194 = arith.index_cast %thread_id_x : index to i64
      %c12_i64 = arith.constant 12 : i64
      %195 = arith.minsi %194, %c12_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %196 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %197 = arith.minsi %196, %c6_i64 : i64
      %thread_id_y_40 = gpu.thread_id  y
      %198 = arith.index_cast %thread_id_y_40 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %199 = arith.addi %198, %c2_i64 : i64
      %c6_i64_41 = arith.constant 6 : i64
      %200 = arith.minsi %199, %c6_i64_41 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %201 = arith.index_cast %thread_id_y_42 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %202 = arith.addi %201, %c4_i64 : i64
      %c6_i64_43 = arith.constant 6 : i64
      %203 = arith.minsi %202, %c6_i64_43 : i64
      %thread_id_y_44 = gpu.thread_id  y
      %204 = arith.index_cast %thread_id_y_44 : index to i64
      %c6_i64_45 = arith.constant 6 : i64
      %205 = arith.addi %204, %c6_i64_45 : i64
      %c6_i64_46 = arith.constant 6 : i64
      %206 = arith.minsi %205, %c6_i64_46 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %161 : f32, !llvm.ptr
      %cst_47 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_47, %162 : f32, !llvm.ptr
      %cst_48 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_48, %163 : f32, !llvm.ptr
      %cst_49 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_49, %164 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64 to %c9_i64 step %c1_i64  : i64 {
        %c13_i64_118 = arith.constant 13 : i64
        %250 = arith.muli %arg16, %c13_i64_118 : i64
        %251 = arith.addi %195, %250 : i64
        %252 = llvm.getelementptr %179[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %253 = llvm.load %252 : !llvm.ptr<1> -> f32
        %c9_i64_119 = arith.constant 9 : i64
        %254 = arith.muli %197, %c9_i64_119 : i64
        %255 = arith.addi %arg16, %254 : i64
        %256 = llvm.getelementptr %183[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %257 = llvm.load %256 : !llvm.ptr<1> -> f32
        %c9_i64_120 = arith.constant 9 : i64
        %258 = arith.muli %200, %c9_i64_120 : i64
        %259 = arith.addi %arg16, %258 : i64
        %260 = llvm.getelementptr %183[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %261 = llvm.load %260 : !llvm.ptr<1> -> f32
        %c9_i64_121 = arith.constant 9 : i64
        %262 = arith.muli %203, %c9_i64_121 : i64
        %263 = arith.addi %arg16, %262 : i64
        %264 = llvm.getelementptr %183[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %265 = llvm.load %264 : !llvm.ptr<1> -> f32
        %c9_i64_122 = arith.constant 9 : i64
        %266 = arith.muli %206, %c9_i64_122 : i64
        %267 = arith.addi %arg16, %266 : i64
        %268 = llvm.getelementptr %183[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %269 = llvm.load %268 : !llvm.ptr<1> -> f32
        %270 = llvm.load %161 : !llvm.ptr -> f32
        %271 = arith.mulf %253, %257 : f32
        %272 = arith.addf %270, %271 : f32
        llvm.store %272, %161 : f32, !llvm.ptr
        %273 = llvm.load %162 : !llvm.ptr -> f32
        %274 = arith.mulf %253, %261 : f32
        %275 = arith.addf %273, %274 : f32
        llvm.store %275, %162 : f32, !llvm.ptr
        %276 = llvm.load %163 : !llvm.ptr -> f32
        %277 = arith.mulf %253, %265 : f32
        %278 = arith.addf %276, %277 : f32
        llvm.store %278, %163 : f32, !llvm.ptr
        %279 = llvm.load %164 : !llvm.ptr -> f32
        %280 = arith.mulf %253, %269 : f32
        %281 = arith.addf %279, %280 : f32
        llvm.store %281, %164 : f32, !llvm.ptr
      }
      %c13_i64 = arith.constant 13 : i64
      %207 = arith.cmpi slt, %194, %c13_i64 : i64
      scf.if %207 {
        %c7_i64 = arith.constant 7 : i64
        %250 = arith.cmpi slt, %196, %c7_i64 : i64
        scf.if %250 {
          %254 = llvm.load %161 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %255 = arith.muli %196, %c13_i64_121 : i64
          %256 = arith.addi %194, %255 : i64
          %257 = llvm.getelementptr %187[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %254, %257 : f32, !llvm.ptr<1>
        }
        %c7_i64_118 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %199, %c7_i64_118 : i64
        scf.if %251 {
          %254 = llvm.load %162 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %255 = arith.muli %199, %c13_i64_121 : i64
          %256 = arith.addi %194, %255 : i64
          %257 = llvm.getelementptr %187[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %254, %257 : f32, !llvm.ptr<1>
        }
        %c7_i64_119 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %202, %c7_i64_119 : i64
        scf.if %252 {
          %254 = llvm.load %163 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %255 = arith.muli %202, %c13_i64_121 : i64
          %256 = arith.addi %194, %255 : i64
          %257 = llvm.getelementptr %187[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %254, %257 : f32, !llvm.ptr<1>
        }
        %c7_i64_120 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %205, %c7_i64_120 : i64
        scf.if %253 {
          %254 = llvm.load %164 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %255 = arith.muli %205, %c13_i64_121 : i64
          %256 = arith.addi %194, %255 : i64
          %257 = llvm.getelementptr %187[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %254, %257 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_50 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64_51 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_50 to %c5_i64 step %c1_i64_51  : i64 {
        %thread_id_x_118 = gpu.thread_id  x
        %250 = arith.index_cast %thread_id_x_118 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_119 = gpu.thread_id  y
        %251 = arith.index_cast %thread_id_y_119 : index to i64
        %252 = arith.muli %c32_i64, %251 : i64
        %253 = arith.addi %250, %252 : i64
        %c64_i64 = arith.constant 64 : i64
        %254 = arith.muli %arg16, %c64_i64 : i64
        %255 = arith.addi %253, %254 : i64
        %c288_i64 = arith.constant 288 : i64
        %256 = arith.cmpi slt, %255, %c288_i64 : i64
        scf.if %256 {
          %c9_i64_120 = arith.constant 9 : i64
          %257 = arith.remsi %255, %c9_i64_120 : i64
          %c9_i64_121 = arith.constant 9 : i64
          %258 = arith.divsi %255, %c9_i64_121 : i64
          %c12_i64_122 = arith.constant 12 : i64
          %259 = arith.minsi %258, %c12_i64_122 : i64
          %c9_i64_123 = arith.constant 9 : i64
          %260 = arith.muli %259, %c9_i64_123 : i64
          %261 = arith.addi %257, %260 : i64
          %262 = llvm.getelementptr %181[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %263 = llvm.load %262 : !llvm.ptr<1> -> f32
          %264 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
          %c32_i64_124 = arith.constant 32 : i64
          %265 = arith.muli %257, %c32_i64_124 : i64
          %266 = arith.addi %258, %265 : i64
          %267 = llvm.getelementptr %264[%266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %263, %267 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_52 = gpu.thread_id  x
      %208 = arith.index_cast %thread_id_x_52 : index to i64
      %thread_id_x_53 = gpu.thread_id  x
      %209 = arith.index_cast %thread_id_x_53 : index to i64
      %thread_id_y_54 = gpu.thread_id  y
      %210 = arith.index_cast %thread_id_y_54 : index to i64
      %c6_i64_55 = arith.constant 6 : i64
      %211 = arith.minsi %210, %c6_i64_55 : i64
      %thread_id_y_56 = gpu.thread_id  y
      %212 = arith.index_cast %thread_id_y_56 : index to i64
      %c2_i64_57 = arith.constant 2 : i64
      %213 = arith.addi %212, %c2_i64_57 : i64
      %c6_i64_58 = arith.constant 6 : i64
      %214 = arith.minsi %213, %c6_i64_58 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %215 = arith.index_cast %thread_id_y_59 : index to i64
      %c4_i64_60 = arith.constant 4 : i64
      %216 = arith.addi %215, %c4_i64_60 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %217 = arith.minsi %216, %c6_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %218 = arith.index_cast %thread_id_y_62 : index to i64
      %c6_i64_63 = arith.constant 6 : i64
      %219 = arith.addi %218, %c6_i64_63 : i64
      %c6_i64_64 = arith.constant 6 : i64
      %220 = arith.minsi %219, %c6_i64_64 : i64
      %cst_65 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_65, %165 : f32, !llvm.ptr
      %cst_66 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_66, %166 : f32, !llvm.ptr
      %cst_67 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_67, %167 : f32, !llvm.ptr
      %cst_68 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_68, %168 : f32, !llvm.ptr
      %c0_i64_69 = arith.constant 0 : i64
      %c9_i64_70 = arith.constant 9 : i64
      %c1_i64_71 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_69 to %c9_i64_70 step %c1_i64_71  : i64 {
        %250 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %251 = arith.muli %arg16, %c32_i64 : i64
        %252 = arith.addi %209, %251 : i64
        %253 = llvm.getelementptr %250[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %254 = llvm.load %253 : !llvm.ptr<3> -> f32
        %c9_i64_118 = arith.constant 9 : i64
        %255 = arith.muli %211, %c9_i64_118 : i64
        %256 = arith.addi %arg16, %255 : i64
        %257 = llvm.getelementptr %183[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %c9_i64_119 = arith.constant 9 : i64
        %259 = arith.muli %214, %c9_i64_119 : i64
        %260 = arith.addi %arg16, %259 : i64
        %261 = llvm.getelementptr %183[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %262 = llvm.load %261 : !llvm.ptr<1> -> f32
        %c9_i64_120 = arith.constant 9 : i64
        %263 = arith.muli %217, %c9_i64_120 : i64
        %264 = arith.addi %arg16, %263 : i64
        %265 = llvm.getelementptr %183[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %266 = llvm.load %265 : !llvm.ptr<1> -> f32
        %c9_i64_121 = arith.constant 9 : i64
        %267 = arith.muli %220, %c9_i64_121 : i64
        %268 = arith.addi %arg16, %267 : i64
        %269 = llvm.getelementptr %183[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %270 = llvm.load %269 : !llvm.ptr<1> -> f32
        %271 = llvm.load %165 : !llvm.ptr -> f32
        %272 = arith.mulf %254, %258 : f32
        %273 = arith.addf %271, %272 : f32
        llvm.store %273, %165 : f32, !llvm.ptr
        %274 = llvm.load %166 : !llvm.ptr -> f32
        %275 = arith.mulf %254, %262 : f32
        %276 = arith.addf %274, %275 : f32
        llvm.store %276, %166 : f32, !llvm.ptr
        %277 = llvm.load %167 : !llvm.ptr -> f32
        %278 = arith.mulf %254, %266 : f32
        %279 = arith.addf %277, %278 : f32
        llvm.store %279, %167 : f32, !llvm.ptr
        %280 = llvm.load %168 : !llvm.ptr -> f32
        %281 = arith.mulf %254, %270 : f32
        %282 = arith.addf %280, %281 : f32
        llvm.store %282, %168 : f32, !llvm.ptr
      }
      %c13_i64_72 = arith.constant 13 : i64
      %221 = arith.cmpi slt, %208, %c13_i64_72 : i64
      scf.if %221 {
        %c7_i64 = arith.constant 7 : i64
        %250 = arith.cmpi slt, %210, %c7_i64 : i64
        scf.if %250 {
          %254 = llvm.load %165 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %255 = arith.muli %210, %c13_i64_121 : i64
          %256 = arith.addi %208, %255 : i64
          %257 = llvm.getelementptr %189[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %254, %257 : f32, !llvm.ptr<1>
        }
        %c7_i64_118 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %213, %c7_i64_118 : i64
        scf.if %251 {
          %254 = llvm.load %166 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %255 = arith.muli %213, %c13_i64_121 : i64
          %256 = arith.addi %208, %255 : i64
          %257 = llvm.getelementptr %189[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %254, %257 : f32, !llvm.ptr<1>
        }
        %c7_i64_119 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %216, %c7_i64_119 : i64
        scf.if %252 {
          %254 = llvm.load %167 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %255 = arith.muli %216, %c13_i64_121 : i64
          %256 = arith.addi %208, %255 : i64
          %257 = llvm.getelementptr %189[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %254, %257 : f32, !llvm.ptr<1>
        }
        %c7_i64_120 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %219, %c7_i64_120 : i64
        scf.if %253 {
          %254 = llvm.load %168 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %255 = arith.muli %219, %c13_i64_121 : i64
          %256 = arith.addi %208, %255 : i64
          %257 = llvm.getelementptr %189[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %254, %257 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_73 = gpu.thread_id  x
      %222 = arith.index_cast %thread_id_x_73 : index to i64
      %c12_i64_74 = arith.constant 12 : i64
      %223 = arith.minsi %222, %c12_i64_74 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %224 = arith.index_cast %thread_id_y_75 : index to i64
      %c6_i64_76 = arith.constant 6 : i64
      %225 = arith.minsi %224, %c6_i64_76 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %226 = arith.index_cast %thread_id_y_77 : index to i64
      %c2_i64_78 = arith.constant 2 : i64
      %227 = arith.addi %226, %c2_i64_78 : i64
      %c6_i64_79 = arith.constant 6 : i64
      %228 = arith.minsi %227, %c6_i64_79 : i64
      %thread_id_y_80 = gpu.thread_id  y
      %229 = arith.index_cast %thread_id_y_80 : index to i64
      %c4_i64_81 = arith.constant 4 : i64
      %230 = arith.addi %229, %c4_i64_81 : i64
      %c6_i64_82 = arith.constant 6 : i64
      %231 = arith.minsi %230, %c6_i64_82 : i64
      %thread_id_y_83 = gpu.thread_id  y
      %232 = arith.index_cast %thread_id_y_83 : index to i64
      %c6_i64_84 = arith.constant 6 : i64
      %233 = arith.addi %232, %c6_i64_84 : i64
      %c6_i64_85 = arith.constant 6 : i64
      %234 = arith.minsi %233, %c6_i64_85 : i64
      %cst_86 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_86, %169 : f32, !llvm.ptr
      %cst_87 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_87, %170 : f32, !llvm.ptr
      %cst_88 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_88, %171 : f32, !llvm.ptr
      %cst_89 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_89, %172 : f32, !llvm.ptr
      %c0_i64_90 = arith.constant 0 : i64
      %c9_i64_91 = arith.constant 9 : i64
      %c1_i64_92 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_90 to %c9_i64_91 step %c1_i64_92  : i64 {
        %c13_i64_118 = arith.constant 13 : i64
        %250 = arith.muli %arg16, %c13_i64_118 : i64
        %251 = arith.addi %223, %250 : i64
        %252 = llvm.getelementptr %179[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %253 = llvm.load %252 : !llvm.ptr<1> -> f32
        %c7_i64 = arith.constant 7 : i64
        %254 = arith.muli %arg16, %c7_i64 : i64
        %255 = arith.addi %225, %254 : i64
        %256 = llvm.getelementptr %185[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %257 = llvm.load %256 : !llvm.ptr<1> -> f32
        %c7_i64_119 = arith.constant 7 : i64
        %258 = arith.muli %arg16, %c7_i64_119 : i64
        %259 = arith.addi %228, %258 : i64
        %260 = llvm.getelementptr %185[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %261 = llvm.load %260 : !llvm.ptr<1> -> f32
        %c7_i64_120 = arith.constant 7 : i64
        %262 = arith.muli %arg16, %c7_i64_120 : i64
        %263 = arith.addi %231, %262 : i64
        %264 = llvm.getelementptr %185[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %265 = llvm.load %264 : !llvm.ptr<1> -> f32
        %c7_i64_121 = arith.constant 7 : i64
        %266 = arith.muli %arg16, %c7_i64_121 : i64
        %267 = arith.addi %234, %266 : i64
        %268 = llvm.getelementptr %185[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %269 = llvm.load %268 : !llvm.ptr<1> -> f32
        %270 = llvm.load %169 : !llvm.ptr -> f32
        %271 = arith.mulf %253, %257 : f32
        %272 = arith.addf %270, %271 : f32
        llvm.store %272, %169 : f32, !llvm.ptr
        %273 = llvm.load %170 : !llvm.ptr -> f32
        %274 = arith.mulf %253, %261 : f32
        %275 = arith.addf %273, %274 : f32
        llvm.store %275, %170 : f32, !llvm.ptr
        %276 = llvm.load %171 : !llvm.ptr -> f32
        %277 = arith.mulf %253, %265 : f32
        %278 = arith.addf %276, %277 : f32
        llvm.store %278, %171 : f32, !llvm.ptr
        %279 = llvm.load %172 : !llvm.ptr -> f32
        %280 = arith.mulf %253, %269 : f32
        %281 = arith.addf %279, %280 : f32
        llvm.store %281, %172 : f32, !llvm.ptr
      }
      %c13_i64_93 = arith.constant 13 : i64
      %235 = arith.cmpi slt, %222, %c13_i64_93 : i64
      scf.if %235 {
        %c7_i64 = arith.constant 7 : i64
        %250 = arith.cmpi slt, %224, %c7_i64 : i64
        scf.if %250 {
          %cst_121 = arith.constant 2.000000e+00 : f32
          %254 = llvm.load %169 : !llvm.ptr -> f32
          %255 = arith.mulf %cst_121, %254 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %256 = arith.muli %224, %c13_i64_122 : i64
          %257 = arith.addi %222, %256 : i64
          %258 = llvm.getelementptr %191[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_118 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %227, %c7_i64_118 : i64
        scf.if %251 {
          %cst_121 = arith.constant 2.000000e+00 : f32
          %254 = llvm.load %170 : !llvm.ptr -> f32
          %255 = arith.mulf %cst_121, %254 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %256 = arith.muli %227, %c13_i64_122 : i64
          %257 = arith.addi %222, %256 : i64
          %258 = llvm.getelementptr %191[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_119 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %230, %c7_i64_119 : i64
        scf.if %252 {
          %cst_121 = arith.constant 2.000000e+00 : f32
          %254 = llvm.load %171 : !llvm.ptr -> f32
          %255 = arith.mulf %cst_121, %254 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %256 = arith.muli %230, %c13_i64_122 : i64
          %257 = arith.addi %222, %256 : i64
          %258 = llvm.getelementptr %191[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_120 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %233, %c7_i64_120 : i64
        scf.if %253 {
          %cst_121 = arith.constant 2.000000e+00 : f32
          %254 = llvm.load %172 : !llvm.ptr -> f32
          %255 = arith.mulf %cst_121, %254 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %256 = arith.muli %233, %c13_i64_122 : i64
          %257 = arith.addi %222, %256 : i64
          %258 = llvm.getelementptr %191[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_94 = arith.constant 0 : i64
      %c5_i64_95 = arith.constant 5 : i64
      %c1_i64_96 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_94 to %c5_i64_95 step %c1_i64_96  : i64 {
        %thread_id_x_118 = gpu.thread_id  x
        %250 = arith.index_cast %thread_id_x_118 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_119 = gpu.thread_id  y
        %251 = arith.index_cast %thread_id_y_119 : index to i64
        %252 = arith.muli %c32_i64, %251 : i64
        %253 = arith.addi %250, %252 : i64
        %c64_i64 = arith.constant 64 : i64
        %254 = arith.muli %arg16, %c64_i64 : i64
        %255 = arith.addi %253, %254 : i64
        %c288_i64 = arith.constant 288 : i64
        %256 = arith.cmpi slt, %255, %c288_i64 : i64
        scf.if %256 {
          %c9_i64_120 = arith.constant 9 : i64
          %257 = arith.remsi %255, %c9_i64_120 : i64
          %c9_i64_121 = arith.constant 9 : i64
          %258 = arith.divsi %255, %c9_i64_121 : i64
          %c12_i64_122 = arith.constant 12 : i64
          %259 = arith.minsi %258, %c12_i64_122 : i64
          %c9_i64_123 = arith.constant 9 : i64
          %260 = arith.muli %259, %c9_i64_123 : i64
          %261 = arith.addi %257, %260 : i64
          %262 = llvm.getelementptr %181[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %263 = llvm.load %262 : !llvm.ptr<1> -> f32
          %264 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
          %c32_i64_124 = arith.constant 32 : i64
          %265 = arith.muli %257, %c32_i64_124 : i64
          %266 = arith.addi %258, %265 : i64
          %267 = llvm.getelementptr %264[%266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %263, %267 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_97 = gpu.thread_id  x
      %236 = arith.index_cast %thread_id_x_97 : index to i64
      %thread_id_x_98 = gpu.thread_id  x
      %237 = arith.index_cast %thread_id_x_98 : index to i64
      %thread_id_y_99 = gpu.thread_id  y
      %238 = arith.index_cast %thread_id_y_99 : index to i64
      %c6_i64_100 = arith.constant 6 : i64
      %239 = arith.minsi %238, %c6_i64_100 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %240 = arith.index_cast %thread_id_y_101 : index to i64
      %c2_i64_102 = arith.constant 2 : i64
      %241 = arith.addi %240, %c2_i64_102 : i64
      %c6_i64_103 = arith.constant 6 : i64
      %242 = arith.minsi %241, %c6_i64_103 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %243 = arith.index_cast %thread_id_y_104 : index to i64
      %c4_i64_105 = arith.constant 4 : i64
      %244 = arith.addi %243, %c4_i64_105 : i64
      %c6_i64_106 = arith.constant 6 : i64
      %245 = arith.minsi %244, %c6_i64_106 : i64
      %thread_id_y_107 = gpu.thread_id  y
      %246 = arith.index_cast %thread_id_y_107 : index to i64
      %c6_i64_108 = arith.constant 6 : i64
      %247 = arith.addi %246, %c6_i64_108 : i64
      %c6_i64_109 = arith.constant 6 : i64
      %248 = arith.minsi %247, %c6_i64_109 : i64
      %cst_110 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_110, %173 : f32, !llvm.ptr
      %cst_111 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_111, %174 : f32, !llvm.ptr
      %cst_112 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_112, %175 : f32, !llvm.ptr
      %cst_113 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_113, %176 : f32, !llvm.ptr
      %c0_i64_114 = arith.constant 0 : i64
      %c9_i64_115 = arith.constant 9 : i64
      %c1_i64_116 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_114 to %c9_i64_115 step %c1_i64_116  : i64 {
        %250 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %251 = arith.muli %arg16, %c32_i64 : i64
        %252 = arith.addi %237, %251 : i64
        %253 = llvm.getelementptr %250[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %254 = llvm.load %253 : !llvm.ptr<3> -> f32
        %c7_i64 = arith.constant 7 : i64
        %255 = arith.muli %arg16, %c7_i64 : i64
        %256 = arith.addi %239, %255 : i64
        %257 = llvm.getelementptr %185[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %c7_i64_118 = arith.constant 7 : i64
        %259 = arith.muli %arg16, %c7_i64_118 : i64
        %260 = arith.addi %242, %259 : i64
        %261 = llvm.getelementptr %185[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %262 = llvm.load %261 : !llvm.ptr<1> -> f32
        %c7_i64_119 = arith.constant 7 : i64
        %263 = arith.muli %arg16, %c7_i64_119 : i64
        %264 = arith.addi %245, %263 : i64
        %265 = llvm.getelementptr %185[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %266 = llvm.load %265 : !llvm.ptr<1> -> f32
        %c7_i64_120 = arith.constant 7 : i64
        %267 = arith.muli %arg16, %c7_i64_120 : i64
        %268 = arith.addi %248, %267 : i64
        %269 = llvm.getelementptr %185[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %270 = llvm.load %269 : !llvm.ptr<1> -> f32
        %271 = llvm.load %173 : !llvm.ptr -> f32
        %272 = arith.mulf %254, %258 : f32
        %273 = arith.addf %271, %272 : f32
        llvm.store %273, %173 : f32, !llvm.ptr
        %274 = llvm.load %174 : !llvm.ptr -> f32
        %275 = arith.mulf %254, %262 : f32
        %276 = arith.addf %274, %275 : f32
        llvm.store %276, %174 : f32, !llvm.ptr
        %277 = llvm.load %175 : !llvm.ptr -> f32
        %278 = arith.mulf %254, %266 : f32
        %279 = arith.addf %277, %278 : f32
        llvm.store %279, %175 : f32, !llvm.ptr
        %280 = llvm.load %176 : !llvm.ptr -> f32
        %281 = arith.mulf %254, %270 : f32
        %282 = arith.addf %280, %281 : f32
        llvm.store %282, %176 : f32, !llvm.ptr
      }
      %c13_i64_117 = arith.constant 13 : i64
      %249 = arith.cmpi slt, %236, %c13_i64_117 : i64
      scf.if %249 {
        %c7_i64 = arith.constant 7 : i64
        %250 = arith.cmpi slt, %238, %c7_i64 : i64
        scf.if %250 {
          %c13_i64_121 = arith.constant 13 : i64
          %254 = arith.muli %238, %c13_i64_121 : i64
          %255 = arith.addi %236, %254 : i64
          %256 = llvm.getelementptr %193[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %257 = llvm.load %256 : !llvm.ptr<1> -> f32
          %258 = llvm.load %173 : !llvm.ptr -> f32
          %259 = arith.addf %257, %258 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %260 = arith.muli %238, %c13_i64_122 : i64
          %261 = arith.addi %236, %260 : i64
          %262 = llvm.getelementptr %193[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %259, %262 : f32, !llvm.ptr<1>
        }
        %c7_i64_118 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %241, %c7_i64_118 : i64
        scf.if %251 {
          %c13_i64_121 = arith.constant 13 : i64
          %254 = arith.muli %241, %c13_i64_121 : i64
          %255 = arith.addi %236, %254 : i64
          %256 = llvm.getelementptr %193[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %257 = llvm.load %256 : !llvm.ptr<1> -> f32
          %258 = llvm.load %174 : !llvm.ptr -> f32
          %259 = arith.addf %257, %258 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %260 = arith.muli %241, %c13_i64_122 : i64
          %261 = arith.addi %236, %260 : i64
          %262 = llvm.getelementptr %193[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %259, %262 : f32, !llvm.ptr<1>
        }
        %c7_i64_119 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %244, %c7_i64_119 : i64
        scf.if %252 {
          %c13_i64_121 = arith.constant 13 : i64
          %254 = arith.muli %244, %c13_i64_121 : i64
          %255 = arith.addi %236, %254 : i64
          %256 = llvm.getelementptr %193[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %257 = llvm.load %256 : !llvm.ptr<1> -> f32
          %258 = llvm.load %175 : !llvm.ptr -> f32
          %259 = arith.addf %257, %258 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %260 = arith.muli %244, %c13_i64_122 : i64
          %261 = arith.addi %236, %260 : i64
          %262 = llvm.getelementptr %193[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %259, %262 : f32, !llvm.ptr<1>
        }
        %c7_i64_120 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %247, %c7_i64_120 : i64
        scf.if %253 {
          %c13_i64_121 = arith.constant 13 : i64
          %254 = arith.muli %247, %c13_i64_121 : i64
          %255 = arith.addi %236, %254 : i64
          %256 = llvm.getelementptr %193[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %257 = llvm.load %256 : !llvm.ptr<1> -> f32
          %258 = llvm.load %176 : !llvm.ptr -> f32
          %259 = arith.addf %257, %258 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %260 = arith.muli %247, %c13_i64_122 : i64
          %261 = arith.addi %236, %260 : i64
          %262 = llvm.getelementptr %193[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %259, %262 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
