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
      %alloca = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %160 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %161 = arith.muli %160, %c117_i64 : i64
      %162 = llvm.getelementptr %137[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c117_i64_50 = arith.constant 117 : i64
      %163 = arith.muli %160, %c117_i64_50 : i64
      %164 = llvm.getelementptr %140[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64 = arith.constant 63 : i64
      %165 = arith.muli %160, %c63_i64 : i64
      %166 = llvm.getelementptr %143[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64_51 = arith.constant 63 : i64
      %167 = arith.muli %160, %c63_i64_51 : i64
      %168 = llvm.getelementptr %146[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64 = arith.constant 91 : i64
      %169 = arith.muli %160, %c91_i64 : i64
      %170 = llvm.getelementptr %149[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_52 = arith.constant 91 : i64
      %171 = arith.muli %160, %c91_i64_52 : i64
      %172 = llvm.getelementptr %152[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_53 = arith.constant 91 : i64
      %173 = arith.muli %160, %c91_i64_53 : i64
      %174 = llvm.getelementptr %155[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_54 = arith.constant 91 : i64
      %175 = arith.muli %160, %c91_i64_54 : i64
      %176 = llvm.getelementptr %158[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x : index to i64
      %c12_i64 = arith.constant 12 : i64
      %178 = arith.minsi %177, %c12_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %179 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %180 = arith.minsi %179, %c6_i64 : i64
      %thread_id_y_55 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_55 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %182 = arith.addi %181, %c2_i64 : i64
      %c6_i64_56 = arith.constant 6 : i64
      %183 = arith.minsi %182, %c6_i64_56 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %184 = arith.index_cast %thread_id_y_57 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %185 = arith.addi %184, %c4_i64 : i64
      %c6_i64_58 = arith.constant 6 : i64
      %186 = arith.minsi %185, %c6_i64_58 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %187 = arith.index_cast %thread_id_y_59 : index to i64
      %c6_i64_60 = arith.constant 6 : i64
      %188 = arith.addi %187, %c6_i64_60 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %189 = arith.minsi %188, %c6_i64_61 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_62 = arith.constant 0.000000e+00 : f32
      memref.store %cst_62, %alloca_35[] : memref<f32>
      %cst_63 = arith.constant 0.000000e+00 : f32
      memref.store %cst_63, %alloca_36[] : memref<f32>
      %cst_64 = arith.constant 0.000000e+00 : f32
      memref.store %cst_64, %alloca_37[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64 to %c9_i64 step %c1_i64  : i64 {
        %c13_i64_133 = arith.constant 13 : i64
        %233 = arith.muli %arg16, %c13_i64_133 : i64
        %234 = arith.addi %178, %233 : i64
        %235 = llvm.getelementptr %162[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %c9_i64_134 = arith.constant 9 : i64
        %237 = arith.muli %180, %c9_i64_134 : i64
        %238 = arith.addi %arg16, %237 : i64
        %239 = llvm.getelementptr %166[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %240 = llvm.load %239 : !llvm.ptr<1> -> f32
        %c9_i64_135 = arith.constant 9 : i64
        %241 = arith.muli %183, %c9_i64_135 : i64
        %242 = arith.addi %arg16, %241 : i64
        %243 = llvm.getelementptr %166[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %244 = llvm.load %243 : !llvm.ptr<1> -> f32
        %c9_i64_136 = arith.constant 9 : i64
        %245 = arith.muli %186, %c9_i64_136 : i64
        %246 = arith.addi %arg16, %245 : i64
        %247 = llvm.getelementptr %166[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %248 = llvm.load %247 : !llvm.ptr<1> -> f32
        %c9_i64_137 = arith.constant 9 : i64
        %249 = arith.muli %189, %c9_i64_137 : i64
        %250 = arith.addi %arg16, %249 : i64
        %251 = llvm.getelementptr %166[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %253 = memref.load %alloca[] : memref<f32>
        %254 = llvm.intr.fma(%236, %240, %253) : (f32, f32, f32) -> f32
        memref.store %254, %alloca[] : memref<f32>
        %255 = memref.load %alloca_35[] : memref<f32>
        %256 = llvm.intr.fma(%236, %244, %255) : (f32, f32, f32) -> f32
        memref.store %256, %alloca_35[] : memref<f32>
        %257 = memref.load %alloca_36[] : memref<f32>
        %258 = llvm.intr.fma(%236, %248, %257) : (f32, f32, f32) -> f32
        memref.store %258, %alloca_36[] : memref<f32>
        %259 = memref.load %alloca_37[] : memref<f32>
        %260 = llvm.intr.fma(%236, %252, %259) : (f32, f32, f32) -> f32
        memref.store %260, %alloca_37[] : memref<f32>
      }
      %c13_i64 = arith.constant 13 : i64
      %190 = arith.cmpi slt, %177, %c13_i64 : i64
      scf.if %190 {
        %c7_i64 = arith.constant 7 : i64
        %233 = arith.cmpi slt, %179, %c7_i64 : i64
        scf.if %233 {
          %237 = memref.load %alloca[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %238 = arith.muli %179, %c13_i64_136 : i64
          %239 = arith.addi %177, %238 : i64
          %240 = llvm.getelementptr %170[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %237, %240 : f32, !llvm.ptr<1>
        }
        %c7_i64_133 = arith.constant 7 : i64
        %234 = arith.cmpi slt, %182, %c7_i64_133 : i64
        scf.if %234 {
          %237 = memref.load %alloca_35[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %238 = arith.muli %182, %c13_i64_136 : i64
          %239 = arith.addi %177, %238 : i64
          %240 = llvm.getelementptr %170[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %237, %240 : f32, !llvm.ptr<1>
        }
        %c7_i64_134 = arith.constant 7 : i64
        %235 = arith.cmpi slt, %185, %c7_i64_134 : i64
        scf.if %235 {
          %237 = memref.load %alloca_36[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %238 = arith.muli %185, %c13_i64_136 : i64
          %239 = arith.addi %177, %238 : i64
          %240 = llvm.getelementptr %170[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %237, %240 : f32, !llvm.ptr<1>
        }
        %c7_i64_135 = arith.constant 7 : i64
        %236 = arith.cmpi slt, %188, %c7_i64_135 : i64
        scf.if %236 {
          %237 = memref.load %alloca_37[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %238 = arith.muli %188, %c13_i64_136 : i64
          %239 = arith.addi %177, %238 : i64
          %240 = llvm.getelementptr %170[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %237, %240 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_65 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64_66 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_65 to %c5_i64 step %c1_i64_66  : i64 {
        %thread_id_x_133 = gpu.thread_id  x
        %233 = arith.index_cast %thread_id_x_133 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_134 = gpu.thread_id  y
        %234 = arith.index_cast %thread_id_y_134 : index to i64
        %235 = arith.muli %c32_i64, %234 : i64
        %236 = arith.addi %233, %235 : i64
        %c64_i64 = arith.constant 64 : i64
        %237 = arith.muli %arg16, %c64_i64 : i64
        %238 = arith.addi %236, %237 : i64
        %c288_i64 = arith.constant 288 : i64
        %239 = arith.cmpi slt, %238, %c288_i64 : i64
        scf.if %239 {
          %c9_i64_135 = arith.constant 9 : i64
          %240 = arith.remsi %238, %c9_i64_135 : i64
          %c9_i64_136 = arith.constant 9 : i64
          %241 = arith.divsi %238, %c9_i64_136 : i64
          %c12_i64_137 = arith.constant 12 : i64
          %242 = arith.minsi %241, %c12_i64_137 : i64
          %c9_i64_138 = arith.constant 9 : i64
          %243 = arith.muli %242, %c9_i64_138 : i64
          %244 = arith.addi %240, %243 : i64
          %245 = llvm.getelementptr %164[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %246 = llvm.load %245 : !llvm.ptr<1> -> f32
          %247 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
          %c32_i64_139 = arith.constant 32 : i64
          %248 = arith.muli %240, %c32_i64_139 : i64
          %249 = arith.addi %241, %248 : i64
          %250 = llvm.getelementptr %247[%249] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %246, %250 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_67 = gpu.thread_id  x
      %191 = arith.index_cast %thread_id_x_67 : index to i64
      %thread_id_x_68 = gpu.thread_id  x
      %192 = arith.index_cast %thread_id_x_68 : index to i64
      %thread_id_y_69 = gpu.thread_id  y
      %193 = arith.index_cast %thread_id_y_69 : index to i64
      %c6_i64_70 = arith.constant 6 : i64
      %194 = arith.minsi %193, %c6_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %195 = arith.index_cast %thread_id_y_71 : index to i64
      %c2_i64_72 = arith.constant 2 : i64
      %196 = arith.addi %195, %c2_i64_72 : i64
      %c6_i64_73 = arith.constant 6 : i64
      %197 = arith.minsi %196, %c6_i64_73 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %198 = arith.index_cast %thread_id_y_74 : index to i64
      %c4_i64_75 = arith.constant 4 : i64
      %199 = arith.addi %198, %c4_i64_75 : i64
      %c6_i64_76 = arith.constant 6 : i64
      %200 = arith.minsi %199, %c6_i64_76 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %201 = arith.index_cast %thread_id_y_77 : index to i64
      %c6_i64_78 = arith.constant 6 : i64
      %202 = arith.addi %201, %c6_i64_78 : i64
      %c6_i64_79 = arith.constant 6 : i64
      %203 = arith.minsi %202, %c6_i64_79 : i64
      %cst_80 = arith.constant 0.000000e+00 : f32
      memref.store %cst_80, %alloca_38[] : memref<f32>
      %cst_81 = arith.constant 0.000000e+00 : f32
      memref.store %cst_81, %alloca_39[] : memref<f32>
      %cst_82 = arith.constant 0.000000e+00 : f32
      memref.store %cst_82, %alloca_40[] : memref<f32>
      %cst_83 = arith.constant 0.000000e+00 : f32
      memref.store %cst_83, %alloca_41[] : memref<f32>
      %c0_i64_84 = arith.constant 0 : i64
      %c9_i64_85 = arith.constant 9 : i64
      %c1_i64_86 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_84 to %c9_i64_85 step %c1_i64_86  : i64 {
        %233 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %234 = arith.muli %arg16, %c32_i64 : i64
        %235 = arith.addi %192, %234 : i64
        %236 = llvm.getelementptr %233[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %237 = llvm.load %236 : !llvm.ptr<3> -> f32
        %c9_i64_133 = arith.constant 9 : i64
        %238 = arith.muli %194, %c9_i64_133 : i64
        %239 = arith.addi %arg16, %238 : i64
        %240 = llvm.getelementptr %166[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %241 = llvm.load %240 : !llvm.ptr<1> -> f32
        %c9_i64_134 = arith.constant 9 : i64
        %242 = arith.muli %197, %c9_i64_134 : i64
        %243 = arith.addi %arg16, %242 : i64
        %244 = llvm.getelementptr %166[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %245 = llvm.load %244 : !llvm.ptr<1> -> f32
        %c9_i64_135 = arith.constant 9 : i64
        %246 = arith.muli %200, %c9_i64_135 : i64
        %247 = arith.addi %arg16, %246 : i64
        %248 = llvm.getelementptr %166[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %249 = llvm.load %248 : !llvm.ptr<1> -> f32
        %c9_i64_136 = arith.constant 9 : i64
        %250 = arith.muli %203, %c9_i64_136 : i64
        %251 = arith.addi %arg16, %250 : i64
        %252 = llvm.getelementptr %166[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %253 = llvm.load %252 : !llvm.ptr<1> -> f32
        %254 = memref.load %alloca_38[] : memref<f32>
        %255 = llvm.intr.fma(%237, %241, %254) : (f32, f32, f32) -> f32
        memref.store %255, %alloca_38[] : memref<f32>
        %256 = memref.load %alloca_39[] : memref<f32>
        %257 = llvm.intr.fma(%237, %245, %256) : (f32, f32, f32) -> f32
        memref.store %257, %alloca_39[] : memref<f32>
        %258 = memref.load %alloca_40[] : memref<f32>
        %259 = llvm.intr.fma(%237, %249, %258) : (f32, f32, f32) -> f32
        memref.store %259, %alloca_40[] : memref<f32>
        %260 = memref.load %alloca_41[] : memref<f32>
        %261 = llvm.intr.fma(%237, %253, %260) : (f32, f32, f32) -> f32
        memref.store %261, %alloca_41[] : memref<f32>
      }
      %c13_i64_87 = arith.constant 13 : i64
      %204 = arith.cmpi slt, %191, %c13_i64_87 : i64
      scf.if %204 {
        %c7_i64 = arith.constant 7 : i64
        %233 = arith.cmpi slt, %193, %c7_i64 : i64
        scf.if %233 {
          %237 = memref.load %alloca_38[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %238 = arith.muli %193, %c13_i64_136 : i64
          %239 = arith.addi %191, %238 : i64
          %240 = llvm.getelementptr %172[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %237, %240 : f32, !llvm.ptr<1>
        }
        %c7_i64_133 = arith.constant 7 : i64
        %234 = arith.cmpi slt, %196, %c7_i64_133 : i64
        scf.if %234 {
          %237 = memref.load %alloca_39[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %238 = arith.muli %196, %c13_i64_136 : i64
          %239 = arith.addi %191, %238 : i64
          %240 = llvm.getelementptr %172[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %237, %240 : f32, !llvm.ptr<1>
        }
        %c7_i64_134 = arith.constant 7 : i64
        %235 = arith.cmpi slt, %199, %c7_i64_134 : i64
        scf.if %235 {
          %237 = memref.load %alloca_40[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %238 = arith.muli %199, %c13_i64_136 : i64
          %239 = arith.addi %191, %238 : i64
          %240 = llvm.getelementptr %172[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %237, %240 : f32, !llvm.ptr<1>
        }
        %c7_i64_135 = arith.constant 7 : i64
        %236 = arith.cmpi slt, %202, %c7_i64_135 : i64
        scf.if %236 {
          %237 = memref.load %alloca_41[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %238 = arith.muli %202, %c13_i64_136 : i64
          %239 = arith.addi %191, %238 : i64
          %240 = llvm.getelementptr %172[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %237, %240 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_88 = gpu.thread_id  x
      %205 = arith.index_cast %thread_id_x_88 : index to i64
      %c12_i64_89 = arith.constant 12 : i64
      %206 = arith.minsi %205, %c12_i64_89 : i64
      %thread_id_y_90 = gpu.thread_id  y
      %207 = arith.index_cast %thread_id_y_90 : index to i64
      %c6_i64_91 = arith.constant 6 : i64
      %208 = arith.minsi %207, %c6_i64_91 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %209 = arith.index_cast %thread_id_y_92 : index to i64
      %c2_i64_93 = arith.constant 2 : i64
      %210 = arith.addi %209, %c2_i64_93 : i64
      %c6_i64_94 = arith.constant 6 : i64
      %211 = arith.minsi %210, %c6_i64_94 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %212 = arith.index_cast %thread_id_y_95 : index to i64
      %c4_i64_96 = arith.constant 4 : i64
      %213 = arith.addi %212, %c4_i64_96 : i64
      %c6_i64_97 = arith.constant 6 : i64
      %214 = arith.minsi %213, %c6_i64_97 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %215 = arith.index_cast %thread_id_y_98 : index to i64
      %c6_i64_99 = arith.constant 6 : i64
      %216 = arith.addi %215, %c6_i64_99 : i64
      %c6_i64_100 = arith.constant 6 : i64
      %217 = arith.minsi %216, %c6_i64_100 : i64
      %cst_101 = arith.constant 0.000000e+00 : f32
      memref.store %cst_101, %alloca_42[] : memref<f32>
      %cst_102 = arith.constant 0.000000e+00 : f32
      memref.store %cst_102, %alloca_43[] : memref<f32>
      %cst_103 = arith.constant 0.000000e+00 : f32
      memref.store %cst_103, %alloca_44[] : memref<f32>
      %cst_104 = arith.constant 0.000000e+00 : f32
      memref.store %cst_104, %alloca_45[] : memref<f32>
      %c0_i64_105 = arith.constant 0 : i64
      %c9_i64_106 = arith.constant 9 : i64
      %c1_i64_107 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_105 to %c9_i64_106 step %c1_i64_107  : i64 {
        %c13_i64_133 = arith.constant 13 : i64
        %233 = arith.muli %arg16, %c13_i64_133 : i64
        %234 = arith.addi %206, %233 : i64
        %235 = llvm.getelementptr %162[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %c7_i64 = arith.constant 7 : i64
        %237 = arith.muli %arg16, %c7_i64 : i64
        %238 = arith.addi %208, %237 : i64
        %239 = llvm.getelementptr %168[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %240 = llvm.load %239 : !llvm.ptr<1> -> f32
        %c7_i64_134 = arith.constant 7 : i64
        %241 = arith.muli %arg16, %c7_i64_134 : i64
        %242 = arith.addi %211, %241 : i64
        %243 = llvm.getelementptr %168[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %244 = llvm.load %243 : !llvm.ptr<1> -> f32
        %c7_i64_135 = arith.constant 7 : i64
        %245 = arith.muli %arg16, %c7_i64_135 : i64
        %246 = arith.addi %214, %245 : i64
        %247 = llvm.getelementptr %168[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %248 = llvm.load %247 : !llvm.ptr<1> -> f32
        %c7_i64_136 = arith.constant 7 : i64
        %249 = arith.muli %arg16, %c7_i64_136 : i64
        %250 = arith.addi %217, %249 : i64
        %251 = llvm.getelementptr %168[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %253 = memref.load %alloca_42[] : memref<f32>
        %254 = llvm.intr.fma(%236, %240, %253) : (f32, f32, f32) -> f32
        memref.store %254, %alloca_42[] : memref<f32>
        %255 = memref.load %alloca_43[] : memref<f32>
        %256 = llvm.intr.fma(%236, %244, %255) : (f32, f32, f32) -> f32
        memref.store %256, %alloca_43[] : memref<f32>
        %257 = memref.load %alloca_44[] : memref<f32>
        %258 = llvm.intr.fma(%236, %248, %257) : (f32, f32, f32) -> f32
        memref.store %258, %alloca_44[] : memref<f32>
        %259 = memref.load %alloca_45[] : memref<f32>
        %260 = llvm.intr.fma(%236, %252, %259) : (f32, f32, f32) -> f32
        memref.store %260, %alloca_45[] : memref<f32>
      }
      %c13_i64_108 = arith.constant 13 : i64
      %218 = arith.cmpi slt, %205, %c13_i64_108 : i64
      scf.if %218 {
        %c7_i64 = arith.constant 7 : i64
        %233 = arith.cmpi slt, %207, %c7_i64 : i64
        scf.if %233 {
          %cst_136 = arith.constant 2.000000e+00 : f32
          %237 = memref.load %alloca_42[] : memref<f32>
          %238 = arith.mulf %cst_136, %237 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %239 = arith.muli %207, %c13_i64_137 : i64
          %240 = arith.addi %205, %239 : i64
          %241 = llvm.getelementptr %174[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %238, %241 : f32, !llvm.ptr<1>
        }
        %c7_i64_133 = arith.constant 7 : i64
        %234 = arith.cmpi slt, %210, %c7_i64_133 : i64
        scf.if %234 {
          %cst_136 = arith.constant 2.000000e+00 : f32
          %237 = memref.load %alloca_43[] : memref<f32>
          %238 = arith.mulf %cst_136, %237 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %239 = arith.muli %210, %c13_i64_137 : i64
          %240 = arith.addi %205, %239 : i64
          %241 = llvm.getelementptr %174[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %238, %241 : f32, !llvm.ptr<1>
        }
        %c7_i64_134 = arith.constant 7 : i64
        %235 = arith.cmpi slt, %213, %c7_i64_134 : i64
        scf.if %235 {
          %cst_136 = arith.constant 2.000000e+00 : f32
          %237 = memref.load %alloca_44[] : memref<f32>
          %238 = arith.mulf %cst_136, %237 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %239 = arith.muli %213, %c13_i64_137 : i64
          %240 = arith.addi %205, %239 : i64
          %241 = llvm.getelementptr %174[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %238, %241 : f32, !llvm.ptr<1>
        }
        %c7_i64_135 = arith.constant 7 : i64
        %236 = arith.cmpi slt, %216, %c7_i64_135 : i64
        scf.if %236 {
          %cst_136 = arith.constant 2.000000e+00 : f32
          %237 = memref.load %alloca_45[] : memref<f32>
          %238 = arith.mulf %cst_136, %237 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %239 = arith.muli %216, %c13_i64_137 : i64
          %240 = arith.addi %205, %239 : i64
          %241 = llvm.getelementptr %174[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %238, %241 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_109 = arith.constant 0 : i64
      %c5_i64_110 = arith.constant 5 : i64
      %c1_i64_111 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_109 to %c5_i64_110 step %c1_i64_111  : i64 {
        %thread_id_x_133 = gpu.thread_id  x
        %233 = arith.index_cast %thread_id_x_133 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_134 = gpu.thread_id  y
        %234 = arith.index_cast %thread_id_y_134 : index to i64
        %235 = arith.muli %c32_i64, %234 : i64
        %236 = arith.addi %233, %235 : i64
        %c64_i64 = arith.constant 64 : i64
        %237 = arith.muli %arg16, %c64_i64 : i64
        %238 = arith.addi %236, %237 : i64
        %c288_i64 = arith.constant 288 : i64
        %239 = arith.cmpi slt, %238, %c288_i64 : i64
        scf.if %239 {
          %c9_i64_135 = arith.constant 9 : i64
          %240 = arith.remsi %238, %c9_i64_135 : i64
          %c9_i64_136 = arith.constant 9 : i64
          %241 = arith.divsi %238, %c9_i64_136 : i64
          %c12_i64_137 = arith.constant 12 : i64
          %242 = arith.minsi %241, %c12_i64_137 : i64
          %c9_i64_138 = arith.constant 9 : i64
          %243 = arith.muli %242, %c9_i64_138 : i64
          %244 = arith.addi %240, %243 : i64
          %245 = llvm.getelementptr %164[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %246 = llvm.load %245 : !llvm.ptr<1> -> f32
          %247 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
          %c32_i64_139 = arith.constant 32 : i64
          %248 = arith.muli %240, %c32_i64_139 : i64
          %249 = arith.addi %241, %248 : i64
          %250 = llvm.getelementptr %247[%249] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %246, %250 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_112 = gpu.thread_id  x
      %219 = arith.index_cast %thread_id_x_112 : index to i64
      %thread_id_x_113 = gpu.thread_id  x
      %220 = arith.index_cast %thread_id_x_113 : index to i64
      %thread_id_y_114 = gpu.thread_id  y
      %221 = arith.index_cast %thread_id_y_114 : index to i64
      %c6_i64_115 = arith.constant 6 : i64
      %222 = arith.minsi %221, %c6_i64_115 : i64
      %thread_id_y_116 = gpu.thread_id  y
      %223 = arith.index_cast %thread_id_y_116 : index to i64
      %c2_i64_117 = arith.constant 2 : i64
      %224 = arith.addi %223, %c2_i64_117 : i64
      %c6_i64_118 = arith.constant 6 : i64
      %225 = arith.minsi %224, %c6_i64_118 : i64
      %thread_id_y_119 = gpu.thread_id  y
      %226 = arith.index_cast %thread_id_y_119 : index to i64
      %c4_i64_120 = arith.constant 4 : i64
      %227 = arith.addi %226, %c4_i64_120 : i64
      %c6_i64_121 = arith.constant 6 : i64
      %228 = arith.minsi %227, %c6_i64_121 : i64
      %thread_id_y_122 = gpu.thread_id  y
      %229 = arith.index_cast %thread_id_y_122 : index to i64
      %c6_i64_123 = arith.constant 6 : i64
      %230 = arith.addi %229, %c6_i64_123 : i64
      %c6_i64_124 = arith.constant 6 : i64
      %231 = arith.minsi %230, %c6_i64_124 : i64
      %cst_125 = arith.constant 0.000000e+00 : f32
      memref.store %cst_125, %alloca_46[] : memref<f32>
      %cst_126 = arith.constant 0.000000e+00 : f32
      memref.store %cst_126, %alloca_47[] : memref<f32>
      %cst_127 = arith.constant 0.000000e+00 : f32
      memref.store %cst_127, %alloca_48[] : memref<f32>
      %cst_128 = arith.constant 0.000000e+00 : f32
      memref.store %cst_128, %alloca_49[] : memref<f32>
      %c0_i64_129 = arith.constant 0 : i64
      %c9_i64_130 = arith.constant 9 : i64
      %c1_i64_131 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_129 to %c9_i64_130 step %c1_i64_131  : i64 {
        %233 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %234 = arith.muli %arg16, %c32_i64 : i64
        %235 = arith.addi %220, %234 : i64
        %236 = llvm.getelementptr %233[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %237 = llvm.load %236 : !llvm.ptr<3> -> f32
        %c7_i64 = arith.constant 7 : i64
        %238 = arith.muli %arg16, %c7_i64 : i64
        %239 = arith.addi %222, %238 : i64
        %240 = llvm.getelementptr %168[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %241 = llvm.load %240 : !llvm.ptr<1> -> f32
        %c7_i64_133 = arith.constant 7 : i64
        %242 = arith.muli %arg16, %c7_i64_133 : i64
        %243 = arith.addi %225, %242 : i64
        %244 = llvm.getelementptr %168[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %245 = llvm.load %244 : !llvm.ptr<1> -> f32
        %c7_i64_134 = arith.constant 7 : i64
        %246 = arith.muli %arg16, %c7_i64_134 : i64
        %247 = arith.addi %228, %246 : i64
        %248 = llvm.getelementptr %168[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %249 = llvm.load %248 : !llvm.ptr<1> -> f32
        %c7_i64_135 = arith.constant 7 : i64
        %250 = arith.muli %arg16, %c7_i64_135 : i64
        %251 = arith.addi %231, %250 : i64
        %252 = llvm.getelementptr %168[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %253 = llvm.load %252 : !llvm.ptr<1> -> f32
        %254 = memref.load %alloca_46[] : memref<f32>
        %255 = llvm.intr.fma(%237, %241, %254) : (f32, f32, f32) -> f32
        memref.store %255, %alloca_46[] : memref<f32>
        %256 = memref.load %alloca_47[] : memref<f32>
        %257 = llvm.intr.fma(%237, %245, %256) : (f32, f32, f32) -> f32
        memref.store %257, %alloca_47[] : memref<f32>
        %258 = memref.load %alloca_48[] : memref<f32>
        %259 = llvm.intr.fma(%237, %249, %258) : (f32, f32, f32) -> f32
        memref.store %259, %alloca_48[] : memref<f32>
        %260 = memref.load %alloca_49[] : memref<f32>
        %261 = llvm.intr.fma(%237, %253, %260) : (f32, f32, f32) -> f32
        memref.store %261, %alloca_49[] : memref<f32>
      }
      %c13_i64_132 = arith.constant 13 : i64
      %232 = arith.cmpi slt, %219, %c13_i64_132 : i64
      scf.if %232 {
        %c7_i64 = arith.constant 7 : i64
        %233 = arith.cmpi slt, %221, %c7_i64 : i64
        scf.if %233 {
          %c13_i64_136 = arith.constant 13 : i64
          %237 = arith.muli %221, %c13_i64_136 : i64
          %238 = arith.addi %219, %237 : i64
          %239 = llvm.getelementptr %176[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = memref.load %alloca_46[] : memref<f32>
          %242 = arith.addf %240, %241 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %243 = arith.muli %221, %c13_i64_137 : i64
          %244 = arith.addi %219, %243 : i64
          %245 = llvm.getelementptr %176[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %242, %245 : f32, !llvm.ptr<1>
        }
        %c7_i64_133 = arith.constant 7 : i64
        %234 = arith.cmpi slt, %224, %c7_i64_133 : i64
        scf.if %234 {
          %c13_i64_136 = arith.constant 13 : i64
          %237 = arith.muli %224, %c13_i64_136 : i64
          %238 = arith.addi %219, %237 : i64
          %239 = llvm.getelementptr %176[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = memref.load %alloca_47[] : memref<f32>
          %242 = arith.addf %240, %241 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %243 = arith.muli %224, %c13_i64_137 : i64
          %244 = arith.addi %219, %243 : i64
          %245 = llvm.getelementptr %176[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %242, %245 : f32, !llvm.ptr<1>
        }
        %c7_i64_134 = arith.constant 7 : i64
        %235 = arith.cmpi slt, %227, %c7_i64_134 : i64
        scf.if %235 {
          %c13_i64_136 = arith.constant 13 : i64
          %237 = arith.muli %227, %c13_i64_136 : i64
          %238 = arith.addi %219, %237 : i64
          %239 = llvm.getelementptr %176[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = memref.load %alloca_48[] : memref<f32>
          %242 = arith.addf %240, %241 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %243 = arith.muli %227, %c13_i64_137 : i64
          %244 = arith.addi %219, %243 : i64
          %245 = llvm.getelementptr %176[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %242, %245 : f32, !llvm.ptr<1>
        }
        %c7_i64_135 = arith.constant 7 : i64
        %236 = arith.cmpi slt, %230, %c7_i64_135 : i64
        scf.if %236 {
          %c13_i64_136 = arith.constant 13 : i64
          %237 = arith.muli %230, %c13_i64_136 : i64
          %238 = arith.addi %219, %237 : i64
          %239 = llvm.getelementptr %176[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = memref.load %alloca_49[] : memref<f32>
          %242 = arith.addf %240, %241 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %243 = arith.muli %230, %c13_i64_137 : i64
          %244 = arith.addi %219, %243 : i64
          %245 = llvm.getelementptr %176[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %242, %245 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
