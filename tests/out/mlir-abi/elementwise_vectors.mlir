module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @elementwise_vectors(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: f64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: f32, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(37 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(37 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<37x?xf32, strided<[1, 37]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(37 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(37 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<37x?xf32, strided<[1, 37]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(37 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(37 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<37x?xf32, strided<[1, 37]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(8 : i64) : i64
      %42 = llvm.mlir.constant(5 : i64) : i64
      %43 = llvm.mlir.constant(1 : i64) : i64
      %44 = llvm.mlir.constant(8 : i64) : i64
      %45 = llvm.mlir.constant(40 : i64) : i64
      %46 = llvm.insertvalue %arg7, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %arg7, %46[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %40, %47[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %41, %48[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = llvm.insertvalue %42, %49[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %51 = llvm.insertvalue %arg8, %50[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %52 = llvm.insertvalue %43, %51[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %53 = llvm.insertvalue %44, %52[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %54 = llvm.insertvalue %45, %53[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<8x5x?xf64, strided<[1, 8, 40]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(8 : i64) : i64
      %59 = llvm.mlir.constant(5 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(8 : i64) : i64
      %62 = llvm.mlir.constant(40 : i64) : i64
      %63 = llvm.insertvalue %arg9, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %arg9, %63[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %57, %64[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %58, %65[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = llvm.insertvalue %59, %66[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %68 = llvm.insertvalue %arg10, %67[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %69 = llvm.insertvalue %60, %68[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %70 = llvm.insertvalue %61, %69[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %71 = llvm.insertvalue %62, %70[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %72 = builtin.unrealized_conversion_cast %71 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<8x5x?xf64, strided<[1, 8, 40]>, 1>
      %73 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %74 = llvm.mlir.constant(0 : i64) : i64
      %75 = llvm.mlir.constant(20 : i64) : i64
      %76 = llvm.mlir.constant(3 : i64) : i64
      %77 = llvm.mlir.constant(1 : i64) : i64
      %78 = llvm.mlir.constant(20 : i64) : i64
      %79 = llvm.mlir.constant(60 : i64) : i64
      %80 = llvm.insertvalue %arg12, %73[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %arg12, %80[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %74, %81[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %75, %82[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = llvm.insertvalue %76, %83[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %85 = llvm.insertvalue %arg13, %84[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %86 = llvm.insertvalue %77, %85[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %87 = llvm.insertvalue %78, %86[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %88 = llvm.insertvalue %79, %87[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x3x?xf32, strided<[1, 20, 60]>, 1>
      %90 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %91 = llvm.mlir.constant(0 : i64) : i64
      %92 = llvm.mlir.constant(20 : i64) : i64
      %93 = llvm.mlir.constant(3 : i64) : i64
      %94 = llvm.mlir.constant(1 : i64) : i64
      %95 = llvm.mlir.constant(20 : i64) : i64
      %96 = llvm.mlir.constant(60 : i64) : i64
      %97 = llvm.insertvalue %arg14, %90[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %arg14, %97[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %91, %98[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %92, %99[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = llvm.insertvalue %93, %100[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %102 = llvm.insertvalue %arg15, %101[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %103 = llvm.insertvalue %94, %102[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %104 = llvm.insertvalue %95, %103[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %105 = llvm.insertvalue %96, %104[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %106 = builtin.unrealized_conversion_cast %105 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x3x?xf32, strided<[1, 20, 60]>, 1>
      %107 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %108 = llvm.mlir.constant(0 : i64) : i64
      %109 = llvm.mlir.constant(10 : i64) : i64
      %110 = llvm.mlir.constant(1 : i64) : i64
      %111 = llvm.mlir.constant(10 : i64) : i64
      %112 = llvm.insertvalue %arg16, %107[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = llvm.insertvalue %arg16, %112[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = llvm.insertvalue %108, %113[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %115 = llvm.insertvalue %109, %114[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %116 = llvm.insertvalue %arg17, %115[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %117 = llvm.insertvalue %110, %116[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %118 = llvm.insertvalue %111, %117[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = builtin.unrealized_conversion_cast %118 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x?xf32, strided<[1, 10]>, 1>
      %120 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %121 = llvm.mlir.constant(0 : i64) : i64
      %122 = llvm.mlir.constant(20 : i64) : i64
      %123 = llvm.mlir.constant(3 : i64) : i64
      %124 = llvm.mlir.constant(1 : i64) : i64
      %125 = llvm.mlir.constant(20 : i64) : i64
      %126 = llvm.mlir.constant(60 : i64) : i64
      %127 = llvm.insertvalue %arg18, %120[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %128 = llvm.insertvalue %arg18, %127[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %129 = llvm.insertvalue %121, %128[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %130 = llvm.insertvalue %122, %129[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %131 = llvm.insertvalue %123, %130[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %132 = llvm.insertvalue %arg19, %131[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %133 = llvm.insertvalue %124, %132[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %134 = llvm.insertvalue %125, %133[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %135 = llvm.insertvalue %126, %134[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %136 = builtin.unrealized_conversion_cast %135 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x3x?xf32, strided<[1, 20, 60]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %137 = arith.index_cast %intptr : index to i64
      %138 = llvm.inttoptr %137 : i64 to !llvm.ptr<1>
      %139 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %140 = arith.index_cast %intptr_4 : index to i64
      %141 = llvm.inttoptr %140 : i64 to !llvm.ptr<1>
      %142 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %143 = arith.index_cast %intptr_9 : index to i64
      %144 = llvm.inttoptr %143 : i64 to !llvm.ptr<1>
      %145 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %55 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> index
      %146 = arith.index_cast %intptr_14 : index to i64
      %147 = llvm.inttoptr %146 : i64 to !llvm.ptr<1>
      %148 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %72 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %72 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> index
      %149 = arith.index_cast %intptr_19 : index to i64
      %150 = llvm.inttoptr %149 : i64 to !llvm.ptr<1>
      %151 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %89 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %89 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> index
      %152 = arith.index_cast %intptr_24 : index to i64
      %153 = llvm.inttoptr %152 : i64 to !llvm.ptr<1>
      %154 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %106 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %106 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> index
      %155 = arith.index_cast %intptr_29 : index to i64
      %156 = llvm.inttoptr %155 : i64 to !llvm.ptr<1>
      %157 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %119 : memref<10x?xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %119 : memref<10x?xf32, strided<[1, 10]>, 1> -> index
      %158 = arith.index_cast %intptr_34 : index to i64
      %159 = llvm.inttoptr %158 : i64 to !llvm.ptr<1>
      %160 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %136 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %136 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> index
      %161 = arith.index_cast %intptr_39 : index to i64
      %162 = llvm.inttoptr %161 : i64 to !llvm.ptr<1>
      %163 = arith.index_cast %sizes_37#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %164 = arith.index_cast %block_id_x : index to i64
      %c37_i64 = arith.constant 37 : i64
      %165 = arith.muli %164, %c37_i64 : i64
      %166 = llvm.getelementptr %138[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64_51 = arith.constant 37 : i64
      %167 = arith.muli %164, %c37_i64_51 : i64
      %168 = llvm.getelementptr %141[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64_52 = arith.constant 37 : i64
      %169 = arith.muli %164, %c37_i64_52 : i64
      %170 = llvm.getelementptr %144[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %171 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %172 = arith.index_cast %thread_id_y : index to i64
      %173 = arith.muli %c64_i64, %172 : i64
      %174 = arith.addi %171, %173 : i64
      %c37_i64_53 = arith.constant 37 : i64
      %c128_i64 = arith.constant 128 : i64
      scf.for %arg20 = %174 to %c37_i64_53 step %c128_i64  : i64 {
        %200 = llvm.getelementptr %166[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %201 = llvm.load %200 : !llvm.ptr<1> -> f32
        %202 = llvm.getelementptr %168[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %203 = llvm.load %202 : !llvm.ptr<1> -> f32
        %204 = arith.mulf %201, %203 : f32
        %205 = llvm.getelementptr %170[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %204, %205 : f32, !llvm.ptr<1>
      }
      %c40_i64 = arith.constant 40 : i64
      %175 = arith.muli %164, %c40_i64 : i64
      %176 = llvm.getelementptr %147[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c40_i64_54 = arith.constant 40 : i64
      %177 = arith.muli %164, %c40_i64_54 : i64
      %178 = llvm.getelementptr %150[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_55 = gpu.thread_id  x
      %179 = arith.index_cast %thread_id_x_55 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c64_i64_56 = arith.constant 64 : i64
      scf.for %arg20 = %179 to %c8_i64 step %c64_i64_56  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64 to %c1_i64 step %c1_i64_71  : i64 {
          %thread_id_y_72 = gpu.thread_id  y
          %200 = arith.index_cast %thread_id_y_72 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %201 = arith.muli %arg21, %c6_i64 : i64
          %202 = arith.addi %200, %201 : i64
          %c5_i64 = arith.constant 5 : i64
          %203 = arith.cmpi slt, %202, %c5_i64 : i64
          scf.if %203 {
            %c8_i64_78 = arith.constant 8 : i64
            %211 = arith.muli %202, %c8_i64_78 : i64
            %212 = arith.addi %arg20, %211 : i64
            %213 = llvm.getelementptr %176[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %214 = llvm.load %213 : !llvm.ptr<1> -> f64
            memref.store %214, %alloca[] : memref<f64>
            %c8_i64_79 = arith.constant 8 : i64
            %215 = arith.muli %202, %c8_i64_79 : i64
            %216 = arith.addi %arg20, %215 : i64
            %217 = llvm.getelementptr %178[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %218 = llvm.load %217 : !llvm.ptr<1> -> f64
            memref.store %218, %alloca_40[] : memref<f64>
          }
          %c2_i64 = arith.constant 2 : i64
          %204 = arith.addi %202, %c2_i64 : i64
          %c5_i64_73 = arith.constant 5 : i64
          %205 = arith.cmpi slt, %204, %c5_i64_73 : i64
          scf.if %205 {
            %c8_i64_78 = arith.constant 8 : i64
            %211 = arith.muli %204, %c8_i64_78 : i64
            %212 = arith.addi %arg20, %211 : i64
            %213 = llvm.getelementptr %176[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %214 = llvm.load %213 : !llvm.ptr<1> -> f64
            memref.store %214, %alloca_41[] : memref<f64>
            %c8_i64_79 = arith.constant 8 : i64
            %215 = arith.muli %204, %c8_i64_79 : i64
            %216 = arith.addi %arg20, %215 : i64
            %217 = llvm.getelementptr %178[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %218 = llvm.load %217 : !llvm.ptr<1> -> f64
            memref.store %218, %alloca_42[] : memref<f64>
          }
          %c4_i64 = arith.constant 4 : i64
          %206 = arith.addi %202, %c4_i64 : i64
          %c5_i64_74 = arith.constant 5 : i64
          %207 = arith.cmpi slt, %206, %c5_i64_74 : i64
          scf.if %207 {
            %c8_i64_78 = arith.constant 8 : i64
            %211 = arith.muli %206, %c8_i64_78 : i64
            %212 = arith.addi %arg20, %211 : i64
            %213 = llvm.getelementptr %176[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %214 = llvm.load %213 : !llvm.ptr<1> -> f64
            memref.store %214, %alloca_43[] : memref<f64>
            %c8_i64_79 = arith.constant 8 : i64
            %215 = arith.muli %206, %c8_i64_79 : i64
            %216 = arith.addi %arg20, %215 : i64
            %217 = llvm.getelementptr %178[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %218 = llvm.load %217 : !llvm.ptr<1> -> f64
            memref.store %218, %alloca_44[] : memref<f64>
          }
          %c5_i64_75 = arith.constant 5 : i64
          %208 = arith.cmpi slt, %202, %c5_i64_75 : i64
          scf.if %208 {
            %211 = memref.load %alloca[] : memref<f64>
            %212 = memref.load %alloca_40[] : memref<f64>
            %213 = llvm.intr.fma(%arg6, %211, %212) : (f64, f64, f64) -> f64
            %c8_i64_78 = arith.constant 8 : i64
            %214 = arith.muli %202, %c8_i64_78 : i64
            %215 = arith.addi %arg20, %214 : i64
            %216 = llvm.getelementptr %178[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %213, %216 : f64, !llvm.ptr<1>
          }
          %c5_i64_76 = arith.constant 5 : i64
          %209 = arith.cmpi slt, %204, %c5_i64_76 : i64
          scf.if %209 {
            %211 = memref.load %alloca_41[] : memref<f64>
            %212 = memref.load %alloca_42[] : memref<f64>
            %213 = llvm.intr.fma(%arg6, %211, %212) : (f64, f64, f64) -> f64
            %c8_i64_78 = arith.constant 8 : i64
            %214 = arith.muli %204, %c8_i64_78 : i64
            %215 = arith.addi %arg20, %214 : i64
            %216 = llvm.getelementptr %178[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %213, %216 : f64, !llvm.ptr<1>
          }
          %c5_i64_77 = arith.constant 5 : i64
          %210 = arith.cmpi slt, %206, %c5_i64_77 : i64
          scf.if %210 {
            %211 = memref.load %alloca_43[] : memref<f64>
            %212 = memref.load %alloca_44[] : memref<f64>
            %213 = llvm.intr.fma(%arg6, %211, %212) : (f64, f64, f64) -> f64
            %c8_i64_78 = arith.constant 8 : i64
            %214 = arith.muli %206, %c8_i64_78 : i64
            %215 = arith.addi %arg20, %214 : i64
            %216 = llvm.getelementptr %178[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %213, %216 : f64, !llvm.ptr<1>
          }
        }
      }
      %c60_i64 = arith.constant 60 : i64
      %180 = arith.muli %164, %c60_i64 : i64
      %181 = llvm.getelementptr %153[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_57 = arith.constant 60 : i64
      %182 = arith.muli %164, %c60_i64_57 : i64
      %183 = llvm.getelementptr %156[%182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_58 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_58 : index to i64
      %c20_i64 = arith.constant 20 : i64
      %c64_i64_59 = arith.constant 64 : i64
      scf.for %arg20 = %184 to %c20_i64 step %c64_i64_59  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64 to %c1_i64 step %c1_i64_71  : i64 {
          %thread_id_y_72 = gpu.thread_id  y
          %200 = arith.index_cast %thread_id_y_72 : index to i64
          %c4_i64 = arith.constant 4 : i64
          %201 = arith.muli %arg21, %c4_i64 : i64
          %202 = arith.addi %200, %201 : i64
          %c3_i64 = arith.constant 3 : i64
          %203 = arith.cmpi slt, %202, %c3_i64 : i64
          scf.if %203 {
            %c20_i64_76 = arith.constant 20 : i64
            %208 = arith.muli %202, %c20_i64_76 : i64
            %209 = arith.addi %arg20, %208 : i64
            %210 = llvm.getelementptr %181[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %211 = llvm.load %210 : !llvm.ptr<1> -> f32
            memref.store %211, %alloca_45[] : memref<f32>
            %c20_i64_77 = arith.constant 20 : i64
            %212 = arith.muli %202, %c20_i64_77 : i64
            %213 = arith.addi %arg20, %212 : i64
            %214 = llvm.getelementptr %183[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %215 = llvm.load %214 : !llvm.ptr<1> -> f32
            memref.store %215, %alloca_46[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %204 = arith.addi %202, %c2_i64 : i64
          %c3_i64_73 = arith.constant 3 : i64
          %205 = arith.cmpi slt, %204, %c3_i64_73 : i64
          scf.if %205 {
            %c20_i64_76 = arith.constant 20 : i64
            %208 = arith.muli %204, %c20_i64_76 : i64
            %209 = arith.addi %arg20, %208 : i64
            %210 = llvm.getelementptr %181[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %211 = llvm.load %210 : !llvm.ptr<1> -> f32
            memref.store %211, %alloca_47[] : memref<f32>
            %c20_i64_77 = arith.constant 20 : i64
            %212 = arith.muli %204, %c20_i64_77 : i64
            %213 = arith.addi %arg20, %212 : i64
            %214 = llvm.getelementptr %183[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %215 = llvm.load %214 : !llvm.ptr<1> -> f32
            memref.store %215, %alloca_48[] : memref<f32>
          }
          %c3_i64_74 = arith.constant 3 : i64
          %206 = arith.cmpi slt, %202, %c3_i64_74 : i64
          scf.if %206 {
            %208 = memref.load %alloca_46[] : memref<f32>
            %cst = arith.constant 2.000000e+00 : f32
            %209 = memref.load %alloca_45[] : memref<f32>
            %210 = arith.mulf %cst, %209 : f32
            %211 = llvm.intr.fma(%arg11, %208, %210) : (f32, f32, f32) -> f32
            %c20_i64_76 = arith.constant 20 : i64
            %212 = arith.muli %202, %c20_i64_76 : i64
            %213 = arith.addi %arg20, %212 : i64
            %214 = llvm.getelementptr %183[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %211, %214 : f32, !llvm.ptr<1>
          }
          %c3_i64_75 = arith.constant 3 : i64
          %207 = arith.cmpi slt, %204, %c3_i64_75 : i64
          scf.if %207 {
            %208 = memref.load %alloca_48[] : memref<f32>
            %cst = arith.constant 2.000000e+00 : f32
            %209 = memref.load %alloca_47[] : memref<f32>
            %210 = arith.mulf %cst, %209 : f32
            %211 = llvm.intr.fma(%arg11, %208, %210) : (f32, f32, f32) -> f32
            %c20_i64_76 = arith.constant 20 : i64
            %212 = arith.muli %204, %c20_i64_76 : i64
            %213 = arith.addi %arg20, %212 : i64
            %214 = llvm.getelementptr %183[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %211, %214 : f32, !llvm.ptr<1>
          }
        }
      }
      %c37_i64_60 = arith.constant 37 : i64
      %185 = arith.muli %164, %c37_i64_60 : i64
      %186 = llvm.getelementptr %138[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64_61 = arith.constant 37 : i64
      %187 = arith.muli %164, %c37_i64_61 : i64
      %188 = llvm.getelementptr %141[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c10_i64 = arith.constant 10 : i64
      %189 = arith.muli %164, %c10_i64 : i64
      %190 = llvm.getelementptr %159[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_62 = gpu.thread_id  x
      %191 = arith.index_cast %thread_id_x_62 : index to i64
      %c64_i64_63 = arith.constant 64 : i64
      %thread_id_y_64 = gpu.thread_id  y
      %192 = arith.index_cast %thread_id_y_64 : index to i64
      %193 = arith.muli %c64_i64_63, %192 : i64
      %194 = arith.addi %191, %193 : i64
      %c10_i64_65 = arith.constant 10 : i64
      %c128_i64_66 = arith.constant 128 : i64
      scf.for %arg20 = %194 to %c10_i64_65 step %c128_i64_66  : i64 {
        %200 = llvm.getelementptr %186[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %201 = llvm.load %200 : !llvm.ptr<1> -> f32
        %202 = llvm.getelementptr %188[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %203 = llvm.load %202 : !llvm.ptr<1> -> f32
        %204 = arith.mulf %201, %203 : f32
        %205 = llvm.getelementptr %190[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %204, %205 : f32, !llvm.ptr<1>
      }
      %c60_i64_67 = arith.constant 60 : i64
      %195 = arith.muli %164, %c60_i64_67 : i64
      %196 = llvm.getelementptr %153[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_68 = arith.constant 60 : i64
      %197 = arith.muli %164, %c60_i64_68 : i64
      %198 = llvm.getelementptr %162[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_69 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_69 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c64_i64_70 = arith.constant 64 : i64
      scf.for %arg20 = %199 to %c16_i64 step %c64_i64_70  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64 to %c1_i64 step %c1_i64_71  : i64 {
          %thread_id_y_72 = gpu.thread_id  y
          %200 = arith.index_cast %thread_id_y_72 : index to i64
          %c4_i64 = arith.constant 4 : i64
          %201 = arith.muli %arg21, %c4_i64 : i64
          %202 = arith.addi %200, %201 : i64
          %c3_i64 = arith.constant 3 : i64
          %203 = arith.cmpi slt, %202, %c3_i64 : i64
          scf.if %203 {
            %c20_i64_76 = arith.constant 20 : i64
            %208 = arith.muli %202, %c20_i64_76 : i64
            %209 = arith.addi %arg20, %208 : i64
            %210 = llvm.getelementptr %196[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %211 = llvm.load %210 : !llvm.ptr<1> -> f32
            memref.store %211, %alloca_49[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %204 = arith.addi %202, %c2_i64 : i64
          %c3_i64_73 = arith.constant 3 : i64
          %205 = arith.cmpi slt, %204, %c3_i64_73 : i64
          scf.if %205 {
            %c20_i64_76 = arith.constant 20 : i64
            %208 = arith.muli %204, %c20_i64_76 : i64
            %209 = arith.addi %arg20, %208 : i64
            %210 = llvm.getelementptr %196[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %211 = llvm.load %210 : !llvm.ptr<1> -> f32
            memref.store %211, %alloca_50[] : memref<f32>
          }
          %c3_i64_74 = arith.constant 3 : i64
          %206 = arith.cmpi slt, %202, %c3_i64_74 : i64
          scf.if %206 {
            %208 = memref.load %alloca_49[] : memref<f32>
            %c20_i64_76 = arith.constant 20 : i64
            %209 = arith.muli %202, %c20_i64_76 : i64
            %210 = arith.addi %arg20, %209 : i64
            %211 = llvm.getelementptr %198[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %208, %211 : f32, !llvm.ptr<1>
          }
          %c3_i64_75 = arith.constant 3 : i64
          %207 = arith.cmpi slt, %204, %c3_i64_75 : i64
          scf.if %207 {
            %208 = memref.load %alloca_50[] : memref<f32>
            %c20_i64_76 = arith.constant 20 : i64
            %209 = arith.muli %204, %c20_i64_76 : i64
            %210 = arith.addi %arg20, %209 : i64
            %211 = llvm.getelementptr %198[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %208, %211 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
