module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_transposes() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @gemm_transposes(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
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
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f32>
      %alloca_53 = memref.alloca() : memref<f32>
      %alloca_54 = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %160 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %161 = arith.muli %160, %c117_i64 : i64
      %162 = llvm.getelementptr %137[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c117_i64_66 = arith.constant 117 : i64
      %163 = arith.muli %160, %c117_i64_66 : i64
      %164 = llvm.getelementptr %140[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64 = arith.constant 63 : i64
      %165 = arith.muli %160, %c63_i64 : i64
      %166 = llvm.getelementptr %143[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64_67 = arith.constant 63 : i64
      %167 = arith.muli %160, %c63_i64_67 : i64
      %168 = llvm.getelementptr %146[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64 = arith.constant 91 : i64
      %169 = arith.muli %160, %c91_i64 : i64
      %170 = llvm.getelementptr %149[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_68 = arith.constant 91 : i64
      %171 = arith.muli %160, %c91_i64_68 : i64
      %172 = llvm.getelementptr %152[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_69 = arith.constant 91 : i64
      %173 = arith.muli %160, %c91_i64_69 : i64
      %174 = llvm.getelementptr %155[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_70 = arith.constant 91 : i64
      %175 = arith.muli %160, %c91_i64_70 : i64
      %176 = llvm.getelementptr %158[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x : index to i64
      %c12_i64 = arith.constant 12 : i64
      %178 = arith.minsi %177, %c12_i64 : i64
      %thread_id_x_71 = gpu.thread_id  x
      %179 = arith.index_cast %thread_id_x_71 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %180 = arith.addi %179, %c8_i64 : i64
      %c12_i64_72 = arith.constant 12 : i64
      %181 = arith.minsi %180, %c12_i64_72 : i64
      %thread_id_y = gpu.thread_id  y
      %182 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %183 = arith.minsi %182, %c6_i64 : i64
      %thread_id_y_73 = gpu.thread_id  y
      %184 = arith.index_cast %thread_id_y_73 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %185 = arith.addi %184, %c2_i64 : i64
      %c6_i64_74 = arith.constant 6 : i64
      %186 = arith.minsi %185, %c6_i64_74 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %187 = arith.index_cast %thread_id_y_75 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %188 = arith.addi %187, %c4_i64 : i64
      %c6_i64_76 = arith.constant 6 : i64
      %189 = arith.minsi %188, %c6_i64_76 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %190 = arith.index_cast %thread_id_y_77 : index to i64
      %c6_i64_78 = arith.constant 6 : i64
      %191 = arith.addi %190, %c6_i64_78 : i64
      %c6_i64_79 = arith.constant 6 : i64
      %192 = arith.minsi %191, %c6_i64_79 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_80 = arith.constant 0.000000e+00 : f32
      memref.store %cst_80, %alloca_35[] : memref<f32>
      %cst_81 = arith.constant 0.000000e+00 : f32
      memref.store %cst_81, %alloca_36[] : memref<f32>
      %cst_82 = arith.constant 0.000000e+00 : f32
      memref.store %cst_82, %alloca_37[] : memref<f32>
      %cst_83 = arith.constant 0.000000e+00 : f32
      memref.store %cst_83, %alloca_38[] : memref<f32>
      %cst_84 = arith.constant 0.000000e+00 : f32
      memref.store %cst_84, %alloca_39[] : memref<f32>
      %cst_85 = arith.constant 0.000000e+00 : f32
      memref.store %cst_85, %alloca_40[] : memref<f32>
      %cst_86 = arith.constant 0.000000e+00 : f32
      memref.store %cst_86, %alloca_41[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64 to %c9_i64 step %c1_i64  : i64 {
        %c13_i64_183 = arith.constant 13 : i64
        %251 = arith.muli %arg16, %c13_i64_183 : i64
        %252 = arith.addi %178, %251 : i64
        %253 = llvm.getelementptr %162[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c13_i64_184 = arith.constant 13 : i64
        %255 = arith.muli %arg16, %c13_i64_184 : i64
        %256 = arith.addi %181, %255 : i64
        %257 = llvm.getelementptr %162[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %c9_i64_185 = arith.constant 9 : i64
        %259 = arith.muli %183, %c9_i64_185 : i64
        %260 = arith.addi %arg16, %259 : i64
        %261 = llvm.getelementptr %166[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %262 = llvm.load %261 : !llvm.ptr<1> -> f32
        %c9_i64_186 = arith.constant 9 : i64
        %263 = arith.muli %186, %c9_i64_186 : i64
        %264 = arith.addi %arg16, %263 : i64
        %265 = llvm.getelementptr %166[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %266 = llvm.load %265 : !llvm.ptr<1> -> f32
        %c9_i64_187 = arith.constant 9 : i64
        %267 = arith.muli %189, %c9_i64_187 : i64
        %268 = arith.addi %arg16, %267 : i64
        %269 = llvm.getelementptr %166[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %270 = llvm.load %269 : !llvm.ptr<1> -> f32
        %c9_i64_188 = arith.constant 9 : i64
        %271 = arith.muli %192, %c9_i64_188 : i64
        %272 = arith.addi %arg16, %271 : i64
        %273 = llvm.getelementptr %166[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %274 = llvm.load %273 : !llvm.ptr<1> -> f32
        %275 = memref.load %alloca[] : memref<f32>
        %276 = llvm.intr.fma(%254, %262, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca[] : memref<f32>
        %277 = memref.load %alloca_35[] : memref<f32>
        %278 = llvm.intr.fma(%254, %266, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_35[] : memref<f32>
        %279 = memref.load %alloca_36[] : memref<f32>
        %280 = llvm.intr.fma(%254, %270, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_36[] : memref<f32>
        %281 = memref.load %alloca_37[] : memref<f32>
        %282 = llvm.intr.fma(%254, %274, %281) : (f32, f32, f32) -> f32
        memref.store %282, %alloca_37[] : memref<f32>
        %283 = memref.load %alloca_38[] : memref<f32>
        %284 = llvm.intr.fma(%258, %262, %283) : (f32, f32, f32) -> f32
        memref.store %284, %alloca_38[] : memref<f32>
        %285 = memref.load %alloca_39[] : memref<f32>
        %286 = llvm.intr.fma(%258, %266, %285) : (f32, f32, f32) -> f32
        memref.store %286, %alloca_39[] : memref<f32>
        %287 = memref.load %alloca_40[] : memref<f32>
        %288 = llvm.intr.fma(%258, %270, %287) : (f32, f32, f32) -> f32
        memref.store %288, %alloca_40[] : memref<f32>
        %289 = memref.load %alloca_41[] : memref<f32>
        %290 = llvm.intr.fma(%258, %274, %289) : (f32, f32, f32) -> f32
        memref.store %290, %alloca_41[] : memref<f32>
      }
      %c13_i64 = arith.constant 13 : i64
      %193 = arith.cmpi slt, %177, %c13_i64 : i64
      scf.if %193 {
        %c7_i64 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %182, %c7_i64 : i64
        scf.if %251 {
          %255 = memref.load %alloca[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %182, %c13_i64_186 : i64
          %257 = arith.addi %177, %256 : i64
          %258 = llvm.getelementptr %170[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %185, %c7_i64_183 : i64
        scf.if %252 {
          %255 = memref.load %alloca_35[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %185, %c13_i64_186 : i64
          %257 = arith.addi %177, %256 : i64
          %258 = llvm.getelementptr %170[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %188, %c7_i64_184 : i64
        scf.if %253 {
          %255 = memref.load %alloca_36[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %188, %c13_i64_186 : i64
          %257 = arith.addi %177, %256 : i64
          %258 = llvm.getelementptr %170[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %254 = arith.cmpi slt, %191, %c7_i64_185 : i64
        scf.if %254 {
          %255 = memref.load %alloca_37[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %191, %c13_i64_186 : i64
          %257 = arith.addi %177, %256 : i64
          %258 = llvm.getelementptr %170[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
      }
      %c13_i64_87 = arith.constant 13 : i64
      %194 = arith.cmpi slt, %180, %c13_i64_87 : i64
      scf.if %194 {
        %c7_i64 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %182, %c7_i64 : i64
        scf.if %251 {
          %255 = memref.load %alloca_38[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %182, %c13_i64_186 : i64
          %257 = arith.addi %180, %256 : i64
          %258 = llvm.getelementptr %170[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %185, %c7_i64_183 : i64
        scf.if %252 {
          %255 = memref.load %alloca_39[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %185, %c13_i64_186 : i64
          %257 = arith.addi %180, %256 : i64
          %258 = llvm.getelementptr %170[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %188, %c7_i64_184 : i64
        scf.if %253 {
          %255 = memref.load %alloca_40[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %188, %c13_i64_186 : i64
          %257 = arith.addi %180, %256 : i64
          %258 = llvm.getelementptr %170[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %254 = arith.cmpi slt, %191, %c7_i64_185 : i64
        scf.if %254 {
          %255 = memref.load %alloca_41[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %191, %c13_i64_186 : i64
          %257 = arith.addi %180, %256 : i64
          %258 = llvm.getelementptr %170[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_88 = arith.constant 0 : i64
      %c9_i64_89 = arith.constant 9 : i64
      %c1_i64_90 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_88 to %c9_i64_89 step %c1_i64_90  : i64 {
        %thread_id_x_183 = gpu.thread_id  x
        %251 = arith.index_cast %thread_id_x_183 : index to i64
        %c8_i64_184 = arith.constant 8 : i64
        %thread_id_y_185 = gpu.thread_id  y
        %252 = arith.index_cast %thread_id_y_185 : index to i64
        %253 = arith.muli %c8_i64_184, %252 : i64
        %254 = arith.addi %251, %253 : i64
        %c16_i64 = arith.constant 16 : i64
        %255 = arith.muli %arg16, %c16_i64 : i64
        %256 = arith.addi %254, %255 : i64
        %c9_i64_186 = arith.constant 9 : i64
        %257 = arith.remsi %256, %c9_i64_186 : i64
        %c9_i64_187 = arith.constant 9 : i64
        %258 = arith.divsi %256, %c9_i64_187 : i64
        %c12_i64_188 = arith.constant 12 : i64
        %259 = arith.minsi %258, %c12_i64_188 : i64
        %c9_i64_189 = arith.constant 9 : i64
        %260 = arith.muli %259, %c9_i64_189 : i64
        %261 = arith.addi %257, %260 : i64
        %262 = llvm.getelementptr %164[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %263 = llvm.load %262 : !llvm.ptr<1> -> f32
        %264 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64_190 = arith.constant 16 : i64
        %265 = arith.muli %257, %c16_i64_190 : i64
        %266 = arith.addi %258, %265 : i64
        %267 = llvm.getelementptr %264[%266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %263, %267 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_91 = gpu.thread_id  x
      %195 = arith.index_cast %thread_id_x_91 : index to i64
      %thread_id_x_92 = gpu.thread_id  x
      %196 = arith.index_cast %thread_id_x_92 : index to i64
      %thread_id_x_93 = gpu.thread_id  x
      %197 = arith.index_cast %thread_id_x_93 : index to i64
      %c8_i64_94 = arith.constant 8 : i64
      %198 = arith.addi %197, %c8_i64_94 : i64
      %thread_id_x_95 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_95 : index to i64
      %c8_i64_96 = arith.constant 8 : i64
      %200 = arith.addi %199, %c8_i64_96 : i64
      %thread_id_y_97 = gpu.thread_id  y
      %201 = arith.index_cast %thread_id_y_97 : index to i64
      %c6_i64_98 = arith.constant 6 : i64
      %202 = arith.minsi %201, %c6_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %203 = arith.index_cast %thread_id_y_99 : index to i64
      %c2_i64_100 = arith.constant 2 : i64
      %204 = arith.addi %203, %c2_i64_100 : i64
      %c6_i64_101 = arith.constant 6 : i64
      %205 = arith.minsi %204, %c6_i64_101 : i64
      %thread_id_y_102 = gpu.thread_id  y
      %206 = arith.index_cast %thread_id_y_102 : index to i64
      %c4_i64_103 = arith.constant 4 : i64
      %207 = arith.addi %206, %c4_i64_103 : i64
      %c6_i64_104 = arith.constant 6 : i64
      %208 = arith.minsi %207, %c6_i64_104 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %209 = arith.index_cast %thread_id_y_105 : index to i64
      %c6_i64_106 = arith.constant 6 : i64
      %210 = arith.addi %209, %c6_i64_106 : i64
      %c6_i64_107 = arith.constant 6 : i64
      %211 = arith.minsi %210, %c6_i64_107 : i64
      %cst_108 = arith.constant 0.000000e+00 : f32
      memref.store %cst_108, %alloca_42[] : memref<f32>
      %cst_109 = arith.constant 0.000000e+00 : f32
      memref.store %cst_109, %alloca_43[] : memref<f32>
      %cst_110 = arith.constant 0.000000e+00 : f32
      memref.store %cst_110, %alloca_44[] : memref<f32>
      %cst_111 = arith.constant 0.000000e+00 : f32
      memref.store %cst_111, %alloca_45[] : memref<f32>
      %cst_112 = arith.constant 0.000000e+00 : f32
      memref.store %cst_112, %alloca_46[] : memref<f32>
      %cst_113 = arith.constant 0.000000e+00 : f32
      memref.store %cst_113, %alloca_47[] : memref<f32>
      %cst_114 = arith.constant 0.000000e+00 : f32
      memref.store %cst_114, %alloca_48[] : memref<f32>
      %cst_115 = arith.constant 0.000000e+00 : f32
      memref.store %cst_115, %alloca_49[] : memref<f32>
      %c0_i64_116 = arith.constant 0 : i64
      %c9_i64_117 = arith.constant 9 : i64
      %c1_i64_118 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_116 to %c9_i64_117 step %c1_i64_118  : i64 {
        %251 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64 = arith.constant 16 : i64
        %252 = arith.muli %arg16, %c16_i64 : i64
        %253 = arith.addi %196, %252 : i64
        %254 = llvm.getelementptr %251[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %255 = llvm.load %254 : !llvm.ptr<3> -> f32
        %256 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64_183 = arith.constant 16 : i64
        %257 = arith.muli %arg16, %c16_i64_183 : i64
        %258 = arith.addi %200, %257 : i64
        %259 = llvm.getelementptr %256[%258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %260 = llvm.load %259 : !llvm.ptr<3> -> f32
        %c9_i64_184 = arith.constant 9 : i64
        %261 = arith.muli %202, %c9_i64_184 : i64
        %262 = arith.addi %arg16, %261 : i64
        %263 = llvm.getelementptr %166[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c9_i64_185 = arith.constant 9 : i64
        %265 = arith.muli %205, %c9_i64_185 : i64
        %266 = arith.addi %arg16, %265 : i64
        %267 = llvm.getelementptr %166[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %c9_i64_186 = arith.constant 9 : i64
        %269 = arith.muli %208, %c9_i64_186 : i64
        %270 = arith.addi %arg16, %269 : i64
        %271 = llvm.getelementptr %166[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %272 = llvm.load %271 : !llvm.ptr<1> -> f32
        %c9_i64_187 = arith.constant 9 : i64
        %273 = arith.muli %211, %c9_i64_187 : i64
        %274 = arith.addi %arg16, %273 : i64
        %275 = llvm.getelementptr %166[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %276 = llvm.load %275 : !llvm.ptr<1> -> f32
        %277 = memref.load %alloca_42[] : memref<f32>
        %278 = llvm.intr.fma(%255, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_42[] : memref<f32>
        %279 = memref.load %alloca_43[] : memref<f32>
        %280 = llvm.intr.fma(%255, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_43[] : memref<f32>
        %281 = memref.load %alloca_44[] : memref<f32>
        %282 = llvm.intr.fma(%255, %272, %281) : (f32, f32, f32) -> f32
        memref.store %282, %alloca_44[] : memref<f32>
        %283 = memref.load %alloca_45[] : memref<f32>
        %284 = llvm.intr.fma(%255, %276, %283) : (f32, f32, f32) -> f32
        memref.store %284, %alloca_45[] : memref<f32>
        %285 = memref.load %alloca_46[] : memref<f32>
        %286 = llvm.intr.fma(%260, %264, %285) : (f32, f32, f32) -> f32
        memref.store %286, %alloca_46[] : memref<f32>
        %287 = memref.load %alloca_47[] : memref<f32>
        %288 = llvm.intr.fma(%260, %268, %287) : (f32, f32, f32) -> f32
        memref.store %288, %alloca_47[] : memref<f32>
        %289 = memref.load %alloca_48[] : memref<f32>
        %290 = llvm.intr.fma(%260, %272, %289) : (f32, f32, f32) -> f32
        memref.store %290, %alloca_48[] : memref<f32>
        %291 = memref.load %alloca_49[] : memref<f32>
        %292 = llvm.intr.fma(%260, %276, %291) : (f32, f32, f32) -> f32
        memref.store %292, %alloca_49[] : memref<f32>
      }
      %c13_i64_119 = arith.constant 13 : i64
      %212 = arith.cmpi slt, %195, %c13_i64_119 : i64
      scf.if %212 {
        %c7_i64 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %201, %c7_i64 : i64
        scf.if %251 {
          %255 = memref.load %alloca_42[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %201, %c13_i64_186 : i64
          %257 = arith.addi %195, %256 : i64
          %258 = llvm.getelementptr %172[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %204, %c7_i64_183 : i64
        scf.if %252 {
          %255 = memref.load %alloca_43[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %204, %c13_i64_186 : i64
          %257 = arith.addi %195, %256 : i64
          %258 = llvm.getelementptr %172[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %207, %c7_i64_184 : i64
        scf.if %253 {
          %255 = memref.load %alloca_44[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %207, %c13_i64_186 : i64
          %257 = arith.addi %195, %256 : i64
          %258 = llvm.getelementptr %172[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %254 = arith.cmpi slt, %210, %c7_i64_185 : i64
        scf.if %254 {
          %255 = memref.load %alloca_45[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %210, %c13_i64_186 : i64
          %257 = arith.addi %195, %256 : i64
          %258 = llvm.getelementptr %172[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
      }
      %c13_i64_120 = arith.constant 13 : i64
      %213 = arith.cmpi slt, %198, %c13_i64_120 : i64
      scf.if %213 {
        %c7_i64 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %201, %c7_i64 : i64
        scf.if %251 {
          %255 = memref.load %alloca_46[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %201, %c13_i64_186 : i64
          %257 = arith.addi %198, %256 : i64
          %258 = llvm.getelementptr %172[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %204, %c7_i64_183 : i64
        scf.if %252 {
          %255 = memref.load %alloca_47[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %204, %c13_i64_186 : i64
          %257 = arith.addi %198, %256 : i64
          %258 = llvm.getelementptr %172[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %207, %c7_i64_184 : i64
        scf.if %253 {
          %255 = memref.load %alloca_48[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %207, %c13_i64_186 : i64
          %257 = arith.addi %198, %256 : i64
          %258 = llvm.getelementptr %172[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %254 = arith.cmpi slt, %210, %c7_i64_185 : i64
        scf.if %254 {
          %255 = memref.load %alloca_49[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %256 = arith.muli %210, %c13_i64_186 : i64
          %257 = arith.addi %198, %256 : i64
          %258 = llvm.getelementptr %172[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %258 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_121 = gpu.thread_id  x
      %214 = arith.index_cast %thread_id_x_121 : index to i64
      %c12_i64_122 = arith.constant 12 : i64
      %215 = arith.minsi %214, %c12_i64_122 : i64
      %thread_id_x_123 = gpu.thread_id  x
      %216 = arith.index_cast %thread_id_x_123 : index to i64
      %c8_i64_124 = arith.constant 8 : i64
      %217 = arith.addi %216, %c8_i64_124 : i64
      %c12_i64_125 = arith.constant 12 : i64
      %218 = arith.minsi %217, %c12_i64_125 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %219 = arith.index_cast %thread_id_y_126 : index to i64
      %c6_i64_127 = arith.constant 6 : i64
      %220 = arith.minsi %219, %c6_i64_127 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %221 = arith.index_cast %thread_id_y_128 : index to i64
      %c2_i64_129 = arith.constant 2 : i64
      %222 = arith.addi %221, %c2_i64_129 : i64
      %c6_i64_130 = arith.constant 6 : i64
      %223 = arith.minsi %222, %c6_i64_130 : i64
      %thread_id_y_131 = gpu.thread_id  y
      %224 = arith.index_cast %thread_id_y_131 : index to i64
      %c4_i64_132 = arith.constant 4 : i64
      %225 = arith.addi %224, %c4_i64_132 : i64
      %c6_i64_133 = arith.constant 6 : i64
      %226 = arith.minsi %225, %c6_i64_133 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %227 = arith.index_cast %thread_id_y_134 : index to i64
      %c6_i64_135 = arith.constant 6 : i64
      %228 = arith.addi %227, %c6_i64_135 : i64
      %c6_i64_136 = arith.constant 6 : i64
      %229 = arith.minsi %228, %c6_i64_136 : i64
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_50[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_51[] : memref<f32>
      %cst_139 = arith.constant 0.000000e+00 : f32
      memref.store %cst_139, %alloca_52[] : memref<f32>
      %cst_140 = arith.constant 0.000000e+00 : f32
      memref.store %cst_140, %alloca_53[] : memref<f32>
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_54[] : memref<f32>
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_55[] : memref<f32>
      %cst_143 = arith.constant 0.000000e+00 : f32
      memref.store %cst_143, %alloca_56[] : memref<f32>
      %cst_144 = arith.constant 0.000000e+00 : f32
      memref.store %cst_144, %alloca_57[] : memref<f32>
      %c0_i64_145 = arith.constant 0 : i64
      %c9_i64_146 = arith.constant 9 : i64
      %c1_i64_147 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_145 to %c9_i64_146 step %c1_i64_147  : i64 {
        %c13_i64_183 = arith.constant 13 : i64
        %251 = arith.muli %arg16, %c13_i64_183 : i64
        %252 = arith.addi %215, %251 : i64
        %253 = llvm.getelementptr %162[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c13_i64_184 = arith.constant 13 : i64
        %255 = arith.muli %arg16, %c13_i64_184 : i64
        %256 = arith.addi %218, %255 : i64
        %257 = llvm.getelementptr %162[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %c7_i64 = arith.constant 7 : i64
        %259 = arith.muli %arg16, %c7_i64 : i64
        %260 = arith.addi %220, %259 : i64
        %261 = llvm.getelementptr %168[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %262 = llvm.load %261 : !llvm.ptr<1> -> f32
        %c7_i64_185 = arith.constant 7 : i64
        %263 = arith.muli %arg16, %c7_i64_185 : i64
        %264 = arith.addi %223, %263 : i64
        %265 = llvm.getelementptr %168[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %266 = llvm.load %265 : !llvm.ptr<1> -> f32
        %c7_i64_186 = arith.constant 7 : i64
        %267 = arith.muli %arg16, %c7_i64_186 : i64
        %268 = arith.addi %226, %267 : i64
        %269 = llvm.getelementptr %168[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %270 = llvm.load %269 : !llvm.ptr<1> -> f32
        %c7_i64_187 = arith.constant 7 : i64
        %271 = arith.muli %arg16, %c7_i64_187 : i64
        %272 = arith.addi %229, %271 : i64
        %273 = llvm.getelementptr %168[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %274 = llvm.load %273 : !llvm.ptr<1> -> f32
        %275 = memref.load %alloca_50[] : memref<f32>
        %276 = llvm.intr.fma(%254, %262, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca_50[] : memref<f32>
        %277 = memref.load %alloca_51[] : memref<f32>
        %278 = llvm.intr.fma(%254, %266, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_51[] : memref<f32>
        %279 = memref.load %alloca_52[] : memref<f32>
        %280 = llvm.intr.fma(%254, %270, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_52[] : memref<f32>
        %281 = memref.load %alloca_53[] : memref<f32>
        %282 = llvm.intr.fma(%254, %274, %281) : (f32, f32, f32) -> f32
        memref.store %282, %alloca_53[] : memref<f32>
        %283 = memref.load %alloca_54[] : memref<f32>
        %284 = llvm.intr.fma(%258, %262, %283) : (f32, f32, f32) -> f32
        memref.store %284, %alloca_54[] : memref<f32>
        %285 = memref.load %alloca_55[] : memref<f32>
        %286 = llvm.intr.fma(%258, %266, %285) : (f32, f32, f32) -> f32
        memref.store %286, %alloca_55[] : memref<f32>
        %287 = memref.load %alloca_56[] : memref<f32>
        %288 = llvm.intr.fma(%258, %270, %287) : (f32, f32, f32) -> f32
        memref.store %288, %alloca_56[] : memref<f32>
        %289 = memref.load %alloca_57[] : memref<f32>
        %290 = llvm.intr.fma(%258, %274, %289) : (f32, f32, f32) -> f32
        memref.store %290, %alloca_57[] : memref<f32>
      }
      %c13_i64_148 = arith.constant 13 : i64
      %230 = arith.cmpi slt, %214, %c13_i64_148 : i64
      scf.if %230 {
        %c7_i64 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %219, %c7_i64 : i64
        scf.if %251 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %255 = memref.load %alloca_50[] : memref<f32>
          %256 = arith.mulf %cst_186, %255 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %257 = arith.muli %219, %c13_i64_187 : i64
          %258 = arith.addi %214, %257 : i64
          %259 = llvm.getelementptr %174[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %222, %c7_i64_183 : i64
        scf.if %252 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %255 = memref.load %alloca_51[] : memref<f32>
          %256 = arith.mulf %cst_186, %255 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %257 = arith.muli %222, %c13_i64_187 : i64
          %258 = arith.addi %214, %257 : i64
          %259 = llvm.getelementptr %174[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %225, %c7_i64_184 : i64
        scf.if %253 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %255 = memref.load %alloca_52[] : memref<f32>
          %256 = arith.mulf %cst_186, %255 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %257 = arith.muli %225, %c13_i64_187 : i64
          %258 = arith.addi %214, %257 : i64
          %259 = llvm.getelementptr %174[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %254 = arith.cmpi slt, %228, %c7_i64_185 : i64
        scf.if %254 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %255 = memref.load %alloca_53[] : memref<f32>
          %256 = arith.mulf %cst_186, %255 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %257 = arith.muli %228, %c13_i64_187 : i64
          %258 = arith.addi %214, %257 : i64
          %259 = llvm.getelementptr %174[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
        }
      }
      %c13_i64_149 = arith.constant 13 : i64
      %231 = arith.cmpi slt, %217, %c13_i64_149 : i64
      scf.if %231 {
        %c7_i64 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %219, %c7_i64 : i64
        scf.if %251 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %255 = memref.load %alloca_54[] : memref<f32>
          %256 = arith.mulf %cst_186, %255 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %257 = arith.muli %219, %c13_i64_187 : i64
          %258 = arith.addi %217, %257 : i64
          %259 = llvm.getelementptr %174[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %222, %c7_i64_183 : i64
        scf.if %252 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %255 = memref.load %alloca_55[] : memref<f32>
          %256 = arith.mulf %cst_186, %255 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %257 = arith.muli %222, %c13_i64_187 : i64
          %258 = arith.addi %217, %257 : i64
          %259 = llvm.getelementptr %174[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %225, %c7_i64_184 : i64
        scf.if %253 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %255 = memref.load %alloca_56[] : memref<f32>
          %256 = arith.mulf %cst_186, %255 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %257 = arith.muli %225, %c13_i64_187 : i64
          %258 = arith.addi %217, %257 : i64
          %259 = llvm.getelementptr %174[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %254 = arith.cmpi slt, %228, %c7_i64_185 : i64
        scf.if %254 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %255 = memref.load %alloca_57[] : memref<f32>
          %256 = arith.mulf %cst_186, %255 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %257 = arith.muli %228, %c13_i64_187 : i64
          %258 = arith.addi %217, %257 : i64
          %259 = llvm.getelementptr %174[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_150 = arith.constant 0 : i64
      %c9_i64_151 = arith.constant 9 : i64
      %c1_i64_152 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_150 to %c9_i64_151 step %c1_i64_152  : i64 {
        %thread_id_x_183 = gpu.thread_id  x
        %251 = arith.index_cast %thread_id_x_183 : index to i64
        %c8_i64_184 = arith.constant 8 : i64
        %thread_id_y_185 = gpu.thread_id  y
        %252 = arith.index_cast %thread_id_y_185 : index to i64
        %253 = arith.muli %c8_i64_184, %252 : i64
        %254 = arith.addi %251, %253 : i64
        %c16_i64 = arith.constant 16 : i64
        %255 = arith.muli %arg16, %c16_i64 : i64
        %256 = arith.addi %254, %255 : i64
        %c9_i64_186 = arith.constant 9 : i64
        %257 = arith.remsi %256, %c9_i64_186 : i64
        %c9_i64_187 = arith.constant 9 : i64
        %258 = arith.divsi %256, %c9_i64_187 : i64
        %c12_i64_188 = arith.constant 12 : i64
        %259 = arith.minsi %258, %c12_i64_188 : i64
        %c9_i64_189 = arith.constant 9 : i64
        %260 = arith.muli %259, %c9_i64_189 : i64
        %261 = arith.addi %257, %260 : i64
        %262 = llvm.getelementptr %164[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %263 = llvm.load %262 : !llvm.ptr<1> -> f32
        %264 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64_190 = arith.constant 16 : i64
        %265 = arith.muli %257, %c16_i64_190 : i64
        %266 = arith.addi %258, %265 : i64
        %267 = llvm.getelementptr %264[%266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %263, %267 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_153 = gpu.thread_id  x
      %232 = arith.index_cast %thread_id_x_153 : index to i64
      %thread_id_x_154 = gpu.thread_id  x
      %233 = arith.index_cast %thread_id_x_154 : index to i64
      %thread_id_x_155 = gpu.thread_id  x
      %234 = arith.index_cast %thread_id_x_155 : index to i64
      %c8_i64_156 = arith.constant 8 : i64
      %235 = arith.addi %234, %c8_i64_156 : i64
      %thread_id_x_157 = gpu.thread_id  x
      %236 = arith.index_cast %thread_id_x_157 : index to i64
      %c8_i64_158 = arith.constant 8 : i64
      %237 = arith.addi %236, %c8_i64_158 : i64
      %thread_id_y_159 = gpu.thread_id  y
      %238 = arith.index_cast %thread_id_y_159 : index to i64
      %c6_i64_160 = arith.constant 6 : i64
      %239 = arith.minsi %238, %c6_i64_160 : i64
      %thread_id_y_161 = gpu.thread_id  y
      %240 = arith.index_cast %thread_id_y_161 : index to i64
      %c2_i64_162 = arith.constant 2 : i64
      %241 = arith.addi %240, %c2_i64_162 : i64
      %c6_i64_163 = arith.constant 6 : i64
      %242 = arith.minsi %241, %c6_i64_163 : i64
      %thread_id_y_164 = gpu.thread_id  y
      %243 = arith.index_cast %thread_id_y_164 : index to i64
      %c4_i64_165 = arith.constant 4 : i64
      %244 = arith.addi %243, %c4_i64_165 : i64
      %c6_i64_166 = arith.constant 6 : i64
      %245 = arith.minsi %244, %c6_i64_166 : i64
      %thread_id_y_167 = gpu.thread_id  y
      %246 = arith.index_cast %thread_id_y_167 : index to i64
      %c6_i64_168 = arith.constant 6 : i64
      %247 = arith.addi %246, %c6_i64_168 : i64
      %c6_i64_169 = arith.constant 6 : i64
      %248 = arith.minsi %247, %c6_i64_169 : i64
      %cst_170 = arith.constant 0.000000e+00 : f32
      memref.store %cst_170, %alloca_58[] : memref<f32>
      %cst_171 = arith.constant 0.000000e+00 : f32
      memref.store %cst_171, %alloca_59[] : memref<f32>
      %cst_172 = arith.constant 0.000000e+00 : f32
      memref.store %cst_172, %alloca_60[] : memref<f32>
      %cst_173 = arith.constant 0.000000e+00 : f32
      memref.store %cst_173, %alloca_61[] : memref<f32>
      %cst_174 = arith.constant 0.000000e+00 : f32
      memref.store %cst_174, %alloca_62[] : memref<f32>
      %cst_175 = arith.constant 0.000000e+00 : f32
      memref.store %cst_175, %alloca_63[] : memref<f32>
      %cst_176 = arith.constant 0.000000e+00 : f32
      memref.store %cst_176, %alloca_64[] : memref<f32>
      %cst_177 = arith.constant 0.000000e+00 : f32
      memref.store %cst_177, %alloca_65[] : memref<f32>
      %c0_i64_178 = arith.constant 0 : i64
      %c9_i64_179 = arith.constant 9 : i64
      %c1_i64_180 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_178 to %c9_i64_179 step %c1_i64_180  : i64 {
        %251 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64 = arith.constant 16 : i64
        %252 = arith.muli %arg16, %c16_i64 : i64
        %253 = arith.addi %233, %252 : i64
        %254 = llvm.getelementptr %251[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %255 = llvm.load %254 : !llvm.ptr<3> -> f32
        %256 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64_183 = arith.constant 16 : i64
        %257 = arith.muli %arg16, %c16_i64_183 : i64
        %258 = arith.addi %237, %257 : i64
        %259 = llvm.getelementptr %256[%258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %260 = llvm.load %259 : !llvm.ptr<3> -> f32
        %c7_i64 = arith.constant 7 : i64
        %261 = arith.muli %arg16, %c7_i64 : i64
        %262 = arith.addi %239, %261 : i64
        %263 = llvm.getelementptr %168[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c7_i64_184 = arith.constant 7 : i64
        %265 = arith.muli %arg16, %c7_i64_184 : i64
        %266 = arith.addi %242, %265 : i64
        %267 = llvm.getelementptr %168[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %c7_i64_185 = arith.constant 7 : i64
        %269 = arith.muli %arg16, %c7_i64_185 : i64
        %270 = arith.addi %245, %269 : i64
        %271 = llvm.getelementptr %168[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %272 = llvm.load %271 : !llvm.ptr<1> -> f32
        %c7_i64_186 = arith.constant 7 : i64
        %273 = arith.muli %arg16, %c7_i64_186 : i64
        %274 = arith.addi %248, %273 : i64
        %275 = llvm.getelementptr %168[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %276 = llvm.load %275 : !llvm.ptr<1> -> f32
        %277 = memref.load %alloca_58[] : memref<f32>
        %278 = llvm.intr.fma(%255, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_58[] : memref<f32>
        %279 = memref.load %alloca_59[] : memref<f32>
        %280 = llvm.intr.fma(%255, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_59[] : memref<f32>
        %281 = memref.load %alloca_60[] : memref<f32>
        %282 = llvm.intr.fma(%255, %272, %281) : (f32, f32, f32) -> f32
        memref.store %282, %alloca_60[] : memref<f32>
        %283 = memref.load %alloca_61[] : memref<f32>
        %284 = llvm.intr.fma(%255, %276, %283) : (f32, f32, f32) -> f32
        memref.store %284, %alloca_61[] : memref<f32>
        %285 = memref.load %alloca_62[] : memref<f32>
        %286 = llvm.intr.fma(%260, %264, %285) : (f32, f32, f32) -> f32
        memref.store %286, %alloca_62[] : memref<f32>
        %287 = memref.load %alloca_63[] : memref<f32>
        %288 = llvm.intr.fma(%260, %268, %287) : (f32, f32, f32) -> f32
        memref.store %288, %alloca_63[] : memref<f32>
        %289 = memref.load %alloca_64[] : memref<f32>
        %290 = llvm.intr.fma(%260, %272, %289) : (f32, f32, f32) -> f32
        memref.store %290, %alloca_64[] : memref<f32>
        %291 = memref.load %alloca_65[] : memref<f32>
        %292 = llvm.intr.fma(%260, %276, %291) : (f32, f32, f32) -> f32
        memref.store %292, %alloca_65[] : memref<f32>
      }
      %c13_i64_181 = arith.constant 13 : i64
      %249 = arith.cmpi slt, %232, %c13_i64_181 : i64
      scf.if %249 {
        %c7_i64 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %238, %c7_i64 : i64
        scf.if %251 {
          %c13_i64_186 = arith.constant 13 : i64
          %255 = arith.muli %238, %c13_i64_186 : i64
          %256 = arith.addi %232, %255 : i64
          %257 = llvm.getelementptr %176[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %259 = memref.load %alloca_58[] : memref<f32>
          %260 = arith.addf %258, %259 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %261 = arith.muli %238, %c13_i64_187 : i64
          %262 = arith.addi %232, %261 : i64
          %263 = llvm.getelementptr %176[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %241, %c7_i64_183 : i64
        scf.if %252 {
          %c13_i64_186 = arith.constant 13 : i64
          %255 = arith.muli %241, %c13_i64_186 : i64
          %256 = arith.addi %232, %255 : i64
          %257 = llvm.getelementptr %176[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %259 = memref.load %alloca_59[] : memref<f32>
          %260 = arith.addf %258, %259 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %261 = arith.muli %241, %c13_i64_187 : i64
          %262 = arith.addi %232, %261 : i64
          %263 = llvm.getelementptr %176[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %244, %c7_i64_184 : i64
        scf.if %253 {
          %c13_i64_186 = arith.constant 13 : i64
          %255 = arith.muli %244, %c13_i64_186 : i64
          %256 = arith.addi %232, %255 : i64
          %257 = llvm.getelementptr %176[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %259 = memref.load %alloca_60[] : memref<f32>
          %260 = arith.addf %258, %259 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %261 = arith.muli %244, %c13_i64_187 : i64
          %262 = arith.addi %232, %261 : i64
          %263 = llvm.getelementptr %176[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %254 = arith.cmpi slt, %247, %c7_i64_185 : i64
        scf.if %254 {
          %c13_i64_186 = arith.constant 13 : i64
          %255 = arith.muli %247, %c13_i64_186 : i64
          %256 = arith.addi %232, %255 : i64
          %257 = llvm.getelementptr %176[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %259 = memref.load %alloca_61[] : memref<f32>
          %260 = arith.addf %258, %259 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %261 = arith.muli %247, %c13_i64_187 : i64
          %262 = arith.addi %232, %261 : i64
          %263 = llvm.getelementptr %176[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
        }
      }
      %c13_i64_182 = arith.constant 13 : i64
      %250 = arith.cmpi slt, %235, %c13_i64_182 : i64
      scf.if %250 {
        %c7_i64 = arith.constant 7 : i64
        %251 = arith.cmpi slt, %238, %c7_i64 : i64
        scf.if %251 {
          %c13_i64_186 = arith.constant 13 : i64
          %255 = arith.muli %238, %c13_i64_186 : i64
          %256 = arith.addi %235, %255 : i64
          %257 = llvm.getelementptr %176[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %259 = memref.load %alloca_62[] : memref<f32>
          %260 = arith.addf %258, %259 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %261 = arith.muli %238, %c13_i64_187 : i64
          %262 = arith.addi %235, %261 : i64
          %263 = llvm.getelementptr %176[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %252 = arith.cmpi slt, %241, %c7_i64_183 : i64
        scf.if %252 {
          %c13_i64_186 = arith.constant 13 : i64
          %255 = arith.muli %241, %c13_i64_186 : i64
          %256 = arith.addi %235, %255 : i64
          %257 = llvm.getelementptr %176[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %259 = memref.load %alloca_63[] : memref<f32>
          %260 = arith.addf %258, %259 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %261 = arith.muli %241, %c13_i64_187 : i64
          %262 = arith.addi %235, %261 : i64
          %263 = llvm.getelementptr %176[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %253 = arith.cmpi slt, %244, %c7_i64_184 : i64
        scf.if %253 {
          %c13_i64_186 = arith.constant 13 : i64
          %255 = arith.muli %244, %c13_i64_186 : i64
          %256 = arith.addi %235, %255 : i64
          %257 = llvm.getelementptr %176[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %259 = memref.load %alloca_64[] : memref<f32>
          %260 = arith.addf %258, %259 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %261 = arith.muli %244, %c13_i64_187 : i64
          %262 = arith.addi %235, %261 : i64
          %263 = llvm.getelementptr %176[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %254 = arith.cmpi slt, %247, %c7_i64_185 : i64
        scf.if %254 {
          %c13_i64_186 = arith.constant 13 : i64
          %255 = arith.muli %247, %c13_i64_186 : i64
          %256 = arith.addi %235, %255 : i64
          %257 = llvm.getelementptr %176[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %259 = memref.load %alloca_65[] : memref<f32>
          %260 = arith.addf %258, %259 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %261 = arith.muli %247, %c13_i64_187 : i64
          %262 = arith.addi %235, %261 : i64
          %263 = llvm.getelementptr %176[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
