module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gpu_unrolled(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(100 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(100 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<100x?xf32, strided<[1, 100]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(100 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(100 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<100x?xf32, strided<[1, 100]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(128 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(128 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xf32, strided<[1, 128]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(128 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(128 : i64) : i64
      %44 = llvm.insertvalue %arg6, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg6, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %40, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %41, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg7, %47[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xf32, strided<[1, 128]>, 1>
      %52 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %53 = llvm.mlir.constant(0 : i64) : i64
      %54 = llvm.mlir.constant(128 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(128 : i64) : i64
      %57 = llvm.insertvalue %arg8, %52[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg8, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %53, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %54, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg9, %60[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %55, %61[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %56, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xf32, strided<[1, 128]>, 1>
      %65 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %66 = llvm.mlir.constant(0 : i64) : i64
      %67 = llvm.mlir.constant(70 : i64) : i64
      %68 = llvm.mlir.constant(1 : i64) : i64
      %69 = llvm.mlir.constant(70 : i64) : i64
      %70 = llvm.insertvalue %arg10, %65[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %arg10, %70[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %66, %71[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %67, %72[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %arg11, %73[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %68, %74[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %69, %75[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = builtin.unrealized_conversion_cast %76 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<70x?xf64, strided<[1, 70]>, 1>
      %78 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %79 = llvm.mlir.constant(0 : i64) : i64
      %80 = llvm.mlir.constant(7 : i64) : i64
      %81 = llvm.mlir.constant(9 : i64) : i64
      %82 = llvm.mlir.constant(1 : i64) : i64
      %83 = llvm.mlir.constant(7 : i64) : i64
      %84 = llvm.mlir.constant(63 : i64) : i64
      %85 = llvm.insertvalue %arg12, %78[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %86 = llvm.insertvalue %arg12, %85[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %87 = llvm.insertvalue %79, %86[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %88 = llvm.insertvalue %80, %87[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %89 = llvm.insertvalue %81, %88[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %90 = llvm.insertvalue %arg13, %89[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %91 = llvm.insertvalue %82, %90[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %92 = llvm.insertvalue %83, %91[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %84, %92[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = builtin.unrealized_conversion_cast %93 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<7x9x?xf64, strided<[1, 7, 63]>, 1>
      %95 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %96 = llvm.mlir.constant(0 : i64) : i64
      %97 = llvm.mlir.constant(100 : i64) : i64
      %98 = llvm.mlir.constant(1 : i64) : i64
      %99 = llvm.mlir.constant(100 : i64) : i64
      %100 = llvm.insertvalue %arg14, %95[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %101 = llvm.insertvalue %arg14, %100[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %102 = llvm.insertvalue %96, %101[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %103 = llvm.insertvalue %97, %102[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %104 = llvm.insertvalue %arg15, %103[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = llvm.insertvalue %98, %104[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %106 = llvm.insertvalue %99, %105[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = builtin.unrealized_conversion_cast %106 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<100x?xf32, strided<[1, 100]>, 1>
      %108 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %109 = llvm.mlir.constant(0 : i64) : i64
      %110 = llvm.mlir.constant(64 : i64) : i64
      %111 = llvm.mlir.constant(1 : i64) : i64
      %112 = llvm.mlir.constant(64 : i64) : i64
      %113 = llvm.insertvalue %arg16, %108[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = llvm.insertvalue %arg16, %113[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %115 = llvm.insertvalue %109, %114[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %116 = llvm.insertvalue %110, %115[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %117 = llvm.insertvalue %arg17, %116[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %118 = llvm.insertvalue %111, %117[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %112, %118[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = builtin.unrealized_conversion_cast %119 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x?xf64, strided<[1, 64]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %121 = arith.index_cast %intptr : index to i64
      %122 = llvm.inttoptr %121 : i64 to !llvm.ptr<1>
      %123 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %124 = arith.index_cast %intptr_4 : index to i64
      %125 = llvm.inttoptr %124 : i64 to !llvm.ptr<1>
      %126 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %127 = arith.index_cast %intptr_9 : index to i64
      %128 = llvm.inttoptr %127 : i64 to !llvm.ptr<1>
      %129 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %51 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %130 = arith.index_cast %intptr_14 : index to i64
      %131 = llvm.inttoptr %130 : i64 to !llvm.ptr<1>
      %132 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %64 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %64 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %133 = arith.index_cast %intptr_19 : index to i64
      %134 = llvm.inttoptr %133 : i64 to !llvm.ptr<1>
      %135 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %77 : memref<70x?xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %77 : memref<70x?xf64, strided<[1, 70]>, 1> -> index
      %136 = arith.index_cast %intptr_24 : index to i64
      %137 = llvm.inttoptr %136 : i64 to !llvm.ptr<1>
      %138 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %94 : memref<7x9x?xf64, strided<[1, 7, 63]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %94 : memref<7x9x?xf64, strided<[1, 7, 63]>, 1> -> index
      %139 = arith.index_cast %intptr_29 : index to i64
      %140 = llvm.inttoptr %139 : i64 to !llvm.ptr<1>
      %141 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %107 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %107 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %142 = arith.index_cast %intptr_34 : index to i64
      %143 = llvm.inttoptr %142 : i64 to !llvm.ptr<1>
      %144 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %120 : memref<64x?xf64, strided<[1, 64]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %120 : memref<64x?xf64, strided<[1, 64]>, 1> -> index
      %145 = arith.index_cast %intptr_39 : index to i64
      %146 = llvm.inttoptr %145 : i64 to !llvm.ptr<1>
      %147 = arith.index_cast %sizes_37#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f64>
      %alloca_48 = memref.alloca() : memref<f64>
      %alloca_49 = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %148 = arith.index_cast %block_id_x : index to i64
      %c100_i64 = arith.constant 100 : i64
      %149 = arith.muli %148, %c100_i64 : i64
      %150 = llvm.getelementptr %122[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c100_i64_64 = arith.constant 100 : i64
      %151 = arith.muli %148, %c100_i64_64 : i64
      %152 = llvm.getelementptr %125[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_65 = arith.constant 1 : i64
      scf.for %arg18 = %c0_i64 to %c1_i64 step %c1_i64_65  : i64 {
        %thread_id_x = gpu.thread_id  x
        %167 = arith.index_cast %thread_id_x : index to i64
        %c128_i64_84 = arith.constant 128 : i64
        %168 = arith.muli %arg18, %c128_i64_84 : i64
        %169 = arith.addi %167, %168 : i64
        %c100_i64_85 = arith.constant 100 : i64
        %170 = arith.cmpi slt, %169, %c100_i64_85 : i64
        scf.if %170 {
          %181 = llvm.getelementptr %150[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %182 = llvm.load %181 : !llvm.ptr<1> -> f32
          memref.store %182, %alloca[] : memref<f32>
          %183 = llvm.getelementptr %152[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %184 = llvm.load %183 : !llvm.ptr<1> -> f32
          memref.store %184, %alloca_40[] : memref<f32>
        }
        %c32_i64 = arith.constant 32 : i64
        %171 = arith.addi %169, %c32_i64 : i64
        %c100_i64_86 = arith.constant 100 : i64
        %172 = arith.cmpi slt, %171, %c100_i64_86 : i64
        scf.if %172 {
          %181 = llvm.getelementptr %150[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %182 = llvm.load %181 : !llvm.ptr<1> -> f32
          memref.store %182, %alloca_41[] : memref<f32>
          %183 = llvm.getelementptr %152[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %184 = llvm.load %183 : !llvm.ptr<1> -> f32
          memref.store %184, %alloca_42[] : memref<f32>
        }
        %c64_i64_87 = arith.constant 64 : i64
        %173 = arith.addi %169, %c64_i64_87 : i64
        %c100_i64_88 = arith.constant 100 : i64
        %174 = arith.cmpi slt, %173, %c100_i64_88 : i64
        scf.if %174 {
          %181 = llvm.getelementptr %150[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %182 = llvm.load %181 : !llvm.ptr<1> -> f32
          memref.store %182, %alloca_43[] : memref<f32>
          %183 = llvm.getelementptr %152[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %184 = llvm.load %183 : !llvm.ptr<1> -> f32
          memref.store %184, %alloca_44[] : memref<f32>
        }
        %c96_i64 = arith.constant 96 : i64
        %175 = arith.addi %169, %c96_i64 : i64
        %c100_i64_89 = arith.constant 100 : i64
        %176 = arith.cmpi slt, %175, %c100_i64_89 : i64
        scf.if %176 {
          %181 = llvm.getelementptr %150[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %182 = llvm.load %181 : !llvm.ptr<1> -> f32
          memref.store %182, %alloca_45[] : memref<f32>
          %183 = llvm.getelementptr %152[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %184 = llvm.load %183 : !llvm.ptr<1> -> f32
          memref.store %184, %alloca_46[] : memref<f32>
        }
        %c100_i64_90 = arith.constant 100 : i64
        %177 = arith.cmpi slt, %169, %c100_i64_90 : i64
        scf.if %177 {
          %181 = memref.load %alloca_40[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %182 = memref.load %alloca[] : memref<f32>
          %183 = arith.mulf %cst, %182 : f32
          %184 = arith.addf %181, %183 : f32
          %185 = llvm.getelementptr %152[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %184, %185 : f32, !llvm.ptr<1>
        }
        %c100_i64_91 = arith.constant 100 : i64
        %178 = arith.cmpi slt, %171, %c100_i64_91 : i64
        scf.if %178 {
          %181 = memref.load %alloca_42[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %182 = memref.load %alloca_41[] : memref<f32>
          %183 = arith.mulf %cst, %182 : f32
          %184 = arith.addf %181, %183 : f32
          %185 = llvm.getelementptr %152[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %184, %185 : f32, !llvm.ptr<1>
        }
        %c100_i64_92 = arith.constant 100 : i64
        %179 = arith.cmpi slt, %173, %c100_i64_92 : i64
        scf.if %179 {
          %181 = memref.load %alloca_44[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %182 = memref.load %alloca_43[] : memref<f32>
          %183 = arith.mulf %cst, %182 : f32
          %184 = arith.addf %181, %183 : f32
          %185 = llvm.getelementptr %152[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %184, %185 : f32, !llvm.ptr<1>
        }
        %c100_i64_93 = arith.constant 100 : i64
        %180 = arith.cmpi slt, %175, %c100_i64_93 : i64
        scf.if %180 {
          %181 = memref.load %alloca_46[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %182 = memref.load %alloca_45[] : memref<f32>
          %183 = arith.mulf %cst, %182 : f32
          %184 = arith.addf %181, %183 : f32
          %185 = llvm.getelementptr %152[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %184, %185 : f32, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %153 = arith.muli %148, %c128_i64 : i64
      %154 = llvm.getelementptr %128[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_66 = arith.constant 128 : i64
      %155 = arith.muli %148, %c128_i64_66 : i64
      %156 = llvm.getelementptr %131[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_67 = arith.constant 128 : i64
      %157 = arith.muli %148, %c128_i64_67 : i64
      %158 = llvm.getelementptr %134[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64_68 = arith.constant 0 : i64
      %c1_i64_69 = arith.constant 1 : i64
      %c1_i64_70 = arith.constant 1 : i64
      scf.for %arg18 = %c0_i64_68 to %c1_i64_69 step %c1_i64_70  : i64 {
        %thread_id_x = gpu.thread_id  x
        %167 = arith.index_cast %thread_id_x : index to i64
        %c128_i64_84 = arith.constant 128 : i64
        %168 = arith.muli %arg18, %c128_i64_84 : i64
        %169 = arith.addi %167, %168 : i64
        %170 = llvm.getelementptr %154[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %171 = llvm.load %170 : !llvm.ptr<1> -> f32
        %172 = llvm.getelementptr %156[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %173 = llvm.load %172 : !llvm.ptr<1> -> f32
        %174 = arith.mulf %171, %173 : f32
        %c32_i64 = arith.constant 32 : i64
        %175 = arith.addi %169, %c32_i64 : i64
        %176 = llvm.getelementptr %154[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %177 = llvm.load %176 : !llvm.ptr<1> -> f32
        %178 = llvm.getelementptr %156[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %179 = llvm.load %178 : !llvm.ptr<1> -> f32
        %180 = arith.mulf %177, %179 : f32
        %c64_i64_85 = arith.constant 64 : i64
        %181 = arith.addi %169, %c64_i64_85 : i64
        %182 = llvm.getelementptr %154[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %183 = llvm.load %182 : !llvm.ptr<1> -> f32
        %184 = llvm.getelementptr %156[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %185 = llvm.load %184 : !llvm.ptr<1> -> f32
        %186 = arith.mulf %183, %185 : f32
        %c96_i64 = arith.constant 96 : i64
        %187 = arith.addi %169, %c96_i64 : i64
        %188 = llvm.getelementptr %154[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %189 = llvm.load %188 : !llvm.ptr<1> -> f32
        %190 = llvm.getelementptr %156[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %191 = llvm.load %190 : !llvm.ptr<1> -> f32
        %192 = arith.mulf %189, %191 : f32
        %193 = llvm.getelementptr %158[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %174, %193 : f32, !llvm.ptr<1>
        %194 = llvm.getelementptr %158[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %180, %194 : f32, !llvm.ptr<1>
        %195 = llvm.getelementptr %158[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %186, %195 : f32, !llvm.ptr<1>
        %196 = llvm.getelementptr %158[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %192, %196 : f32, !llvm.ptr<1>
      }
      %c70_i64 = arith.constant 70 : i64
      %159 = arith.muli %148, %c70_i64 : i64
      %160 = llvm.getelementptr %137[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_71 = arith.constant 0 : i64
      %c1_i64_72 = arith.constant 1 : i64
      %c1_i64_73 = arith.constant 1 : i64
      scf.for %arg18 = %c0_i64_71 to %c1_i64_72 step %c1_i64_73  : i64 {
        %thread_id_x = gpu.thread_id  x
        %167 = arith.index_cast %thread_id_x : index to i64
        %c96_i64 = arith.constant 96 : i64
        %168 = arith.muli %arg18, %c96_i64 : i64
        %169 = arith.addi %167, %168 : i64
        %c70_i64_84 = arith.constant 70 : i64
        %170 = arith.cmpi slt, %169, %c70_i64_84 : i64
        scf.if %170 {
          %178 = llvm.getelementptr %160[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %179 = llvm.load %178 : !llvm.ptr<1> -> f64
          memref.store %179, %alloca_47[] : memref<f64>
          %180 = llvm.getelementptr %160[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %181 = llvm.load %180 : !llvm.ptr<1> -> f64
          memref.store %181, %alloca_48[] : memref<f64>
        }
        %c32_i64 = arith.constant 32 : i64
        %171 = arith.addi %169, %c32_i64 : i64
        %c70_i64_85 = arith.constant 70 : i64
        %172 = arith.cmpi slt, %171, %c70_i64_85 : i64
        scf.if %172 {
          %178 = llvm.getelementptr %160[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %179 = llvm.load %178 : !llvm.ptr<1> -> f64
          memref.store %179, %alloca_49[] : memref<f64>
          %180 = llvm.getelementptr %160[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %181 = llvm.load %180 : !llvm.ptr<1> -> f64
          memref.store %181, %alloca_50[] : memref<f64>
        }
        %c64_i64_86 = arith.constant 64 : i64
        %173 = arith.addi %169, %c64_i64_86 : i64
        %c70_i64_87 = arith.constant 70 : i64
        %174 = arith.cmpi slt, %173, %c70_i64_87 : i64
        scf.if %174 {
          %178 = llvm.getelementptr %160[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %179 = llvm.load %178 : !llvm.ptr<1> -> f64
          memref.store %179, %alloca_51[] : memref<f64>
          %180 = llvm.getelementptr %160[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %181 = llvm.load %180 : !llvm.ptr<1> -> f64
          memref.store %181, %alloca_52[] : memref<f64>
        }
        %c70_i64_88 = arith.constant 70 : i64
        %175 = arith.cmpi slt, %169, %c70_i64_88 : i64
        scf.if %175 {
          %178 = memref.load %alloca_48[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %179 = memref.load %alloca_47[] : memref<f64>
          %180 = arith.mulf %cst, %179 : f64
          %181 = arith.addf %178, %180 : f64
          %182 = llvm.getelementptr %160[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %181, %182 : f64, !llvm.ptr<1>
        }
        %c70_i64_89 = arith.constant 70 : i64
        %176 = arith.cmpi slt, %171, %c70_i64_89 : i64
        scf.if %176 {
          %178 = memref.load %alloca_50[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %179 = memref.load %alloca_49[] : memref<f64>
          %180 = arith.mulf %cst, %179 : f64
          %181 = arith.addf %178, %180 : f64
          %182 = llvm.getelementptr %160[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %181, %182 : f64, !llvm.ptr<1>
        }
        %c70_i64_90 = arith.constant 70 : i64
        %177 = arith.cmpi slt, %173, %c70_i64_90 : i64
        scf.if %177 {
          %178 = memref.load %alloca_52[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %179 = memref.load %alloca_51[] : memref<f64>
          %180 = arith.mulf %cst, %179 : f64
          %181 = arith.addf %178, %180 : f64
          %182 = llvm.getelementptr %160[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %181, %182 : f64, !llvm.ptr<1>
        }
      }
      %c63_i64 = arith.constant 63 : i64
      %161 = arith.muli %148, %c63_i64 : i64
      %162 = llvm.getelementptr %140[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_74 = arith.constant 0 : i64
      %c1_i64_75 = arith.constant 1 : i64
      %c1_i64_76 = arith.constant 1 : i64
      scf.for %arg18 = %c0_i64_74 to %c1_i64_75 step %c1_i64_76  : i64 {
        %thread_id_x = gpu.thread_id  x
        %167 = arith.index_cast %thread_id_x : index to i64
        %c64_i64_84 = arith.constant 64 : i64
        %168 = arith.muli %arg18, %c64_i64_84 : i64
        %169 = arith.addi %167, %168 : i64
        %c63_i64_85 = arith.constant 63 : i64
        %170 = arith.cmpi slt, %169, %c63_i64_85 : i64
        scf.if %170 {
          %175 = llvm.getelementptr %162[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %176 = llvm.load %175 : !llvm.ptr<1> -> f64
          memref.store %176, %alloca_53[] : memref<f64>
        }
        %c32_i64 = arith.constant 32 : i64
        %171 = arith.addi %169, %c32_i64 : i64
        %c63_i64_86 = arith.constant 63 : i64
        %172 = arith.cmpi slt, %171, %c63_i64_86 : i64
        scf.if %172 {
          %175 = llvm.getelementptr %162[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %176 = llvm.load %175 : !llvm.ptr<1> -> f64
          memref.store %176, %alloca_54[] : memref<f64>
        }
        %c63_i64_87 = arith.constant 63 : i64
        %173 = arith.cmpi slt, %169, %c63_i64_87 : i64
        scf.if %173 {
          %cst = arith.constant -1.000000e+00 : f64
          %175 = memref.load %alloca_53[] : memref<f64>
          %176 = arith.mulf %cst, %175 : f64
          %177 = llvm.getelementptr %162[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %176, %177 : f64, !llvm.ptr<1>
        }
        %c63_i64_88 = arith.constant 63 : i64
        %174 = arith.cmpi slt, %171, %c63_i64_88 : i64
        scf.if %174 {
          %cst = arith.constant -1.000000e+00 : f64
          %175 = memref.load %alloca_54[] : memref<f64>
          %176 = arith.mulf %cst, %175 : f64
          %177 = llvm.getelementptr %162[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %176, %177 : f64, !llvm.ptr<1>
        }
      }
      %c100_i64_77 = arith.constant 100 : i64
      %163 = arith.muli %148, %c100_i64_77 : i64
      %164 = llvm.getelementptr %143[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64_78 = arith.constant 0 : i64
      %c1_i64_79 = arith.constant 1 : i64
      %c1_i64_80 = arith.constant 1 : i64
      scf.for %arg18 = %c0_i64_78 to %c1_i64_79 step %c1_i64_80  : i64 {
        %c5_i64 = arith.constant 5 : i64
        %thread_id_x = gpu.thread_id  x
        %167 = arith.index_cast %thread_id_x : index to i64
        %168 = arith.addi %c5_i64, %167 : i64
        %c96_i64 = arith.constant 96 : i64
        %169 = arith.muli %arg18, %c96_i64 : i64
        %170 = arith.addi %168, %169 : i64
        %c100_i64_84 = arith.constant 100 : i64
        %171 = arith.cmpi slt, %170, %c100_i64_84 : i64
        scf.if %171 {
          %179 = llvm.getelementptr %150[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %180 = llvm.load %179 : !llvm.ptr<1> -> f32
          memref.store %180, %alloca_55[] : memref<f32>
          %181 = memref.load %alloca_55[] : memref<f32>
          %182 = memref.load %alloca_55[] : memref<f32>
          %183 = arith.mulf %181, %182 : f32
          memref.store %183, %alloca_56[] : memref<f32>
          %184 = memref.load %alloca_56[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %185 = arith.subf %184, %cst : f32
          memref.store %185, %alloca_57[] : memref<f32>
        }
        %c32_i64 = arith.constant 32 : i64
        %172 = arith.addi %170, %c32_i64 : i64
        %c100_i64_85 = arith.constant 100 : i64
        %173 = arith.cmpi slt, %172, %c100_i64_85 : i64
        scf.if %173 {
          %179 = llvm.getelementptr %150[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %180 = llvm.load %179 : !llvm.ptr<1> -> f32
          memref.store %180, %alloca_58[] : memref<f32>
          %181 = memref.load %alloca_58[] : memref<f32>
          %182 = memref.load %alloca_58[] : memref<f32>
          %183 = arith.mulf %181, %182 : f32
          memref.store %183, %alloca_59[] : memref<f32>
          %184 = memref.load %alloca_59[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %185 = arith.subf %184, %cst : f32
          memref.store %185, %alloca_60[] : memref<f32>
        }
        %c64_i64_86 = arith.constant 64 : i64
        %174 = arith.addi %170, %c64_i64_86 : i64
        %c100_i64_87 = arith.constant 100 : i64
        %175 = arith.cmpi slt, %174, %c100_i64_87 : i64
        scf.if %175 {
          %179 = llvm.getelementptr %150[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %180 = llvm.load %179 : !llvm.ptr<1> -> f32
          memref.store %180, %alloca_61[] : memref<f32>
          %181 = memref.load %alloca_61[] : memref<f32>
          %182 = memref.load %alloca_61[] : memref<f32>
          %183 = arith.mulf %181, %182 : f32
          memref.store %183, %alloca_62[] : memref<f32>
          %184 = memref.load %alloca_62[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %185 = arith.subf %184, %cst : f32
          memref.store %185, %alloca_63[] : memref<f32>
        }
        %c100_i64_88 = arith.constant 100 : i64
        %176 = arith.cmpi slt, %170, %c100_i64_88 : i64
        scf.if %176 {
          %179 = memref.load %alloca_57[] : memref<f32>
          %180 = llvm.getelementptr %164[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %179, %180 : f32, !llvm.ptr<1>
        }
        %c100_i64_89 = arith.constant 100 : i64
        %177 = arith.cmpi slt, %172, %c100_i64_89 : i64
        scf.if %177 {
          %179 = memref.load %alloca_60[] : memref<f32>
          %180 = llvm.getelementptr %164[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %179, %180 : f32, !llvm.ptr<1>
        }
        %c100_i64_90 = arith.constant 100 : i64
        %178 = arith.cmpi slt, %174, %c100_i64_90 : i64
        scf.if %178 {
          %179 = memref.load %alloca_63[] : memref<f32>
          %180 = llvm.getelementptr %164[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %179, %180 : f32, !llvm.ptr<1>
        }
      }
      %c64_i64 = arith.constant 64 : i64
      %165 = arith.muli %148, %c64_i64 : i64
      %166 = llvm.getelementptr %146[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_81 = arith.constant 0 : i64
      %c1_i64_82 = arith.constant 1 : i64
      %c1_i64_83 = arith.constant 1 : i64
      scf.for %arg18 = %c0_i64_81 to %c1_i64_82 step %c1_i64_83  : i64 {
        %thread_id_x = gpu.thread_id  x
        %167 = arith.index_cast %thread_id_x : index to i64
        %c64_i64_84 = arith.constant 64 : i64
        %168 = arith.muli %arg18, %c64_i64_84 : i64
        %169 = arith.addi %167, %168 : i64
        %170 = llvm.getelementptr %166[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %171 = llvm.load %170 : !llvm.ptr<1> -> f64
        %cst = arith.constant 2.000000e+00 : f64
        %172 = arith.addf %171, %cst : f64
        %c32_i64 = arith.constant 32 : i64
        %173 = arith.addi %169, %c32_i64 : i64
        %174 = llvm.getelementptr %166[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %175 = llvm.load %174 : !llvm.ptr<1> -> f64
        %cst_85 = arith.constant 2.000000e+00 : f64
        %176 = arith.addf %175, %cst_85 : f64
        %177 = llvm.getelementptr %166[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %172, %177 : f64, !llvm.ptr<1>
        %178 = llvm.getelementptr %166[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %176, %178 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
