module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_wgs_16x1() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<2304 x i8>
    gpu.func @wgs_16x1(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(6 : i64) : i64
      %3 = llvm.mlir.constant(37 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(6 : i64) : i64
      %6 = llvm.mlir.constant(222 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<6x37x?xf64, strided<[1, 6, 222]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(6 : i64) : i64
      %20 = llvm.mlir.constant(11 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(6 : i64) : i64
      %23 = llvm.mlir.constant(66 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<6x11x?xf64, strided<[1, 6, 66]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(37 : i64) : i64
      %37 = llvm.mlir.constant(11 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(37 : i64) : i64
      %40 = llvm.mlir.constant(407 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x11x?xf64, strided<[1, 37, 407]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(6 : i64) : i64
      %54 = llvm.mlir.constant(1 : i64) : i64
      %55 = llvm.mlir.constant(6 : i64) : i64
      %56 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %arg6, %56[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %52, %57[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %53, %58[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %arg7, %59[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %54, %60[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %55, %61[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = builtin.unrealized_conversion_cast %62 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xf64, strided<[1, 6]>, 1>
      %64 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %65 = llvm.mlir.constant(0 : i64) : i64
      %66 = llvm.mlir.constant(37 : i64) : i64
      %67 = llvm.mlir.constant(1 : i64) : i64
      %68 = llvm.mlir.constant(37 : i64) : i64
      %69 = llvm.insertvalue %arg8, %64[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %70 = llvm.insertvalue %arg8, %69[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %65, %70[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %66, %71[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %arg9, %72[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %67, %73[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %68, %74[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = builtin.unrealized_conversion_cast %75 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<37x?xf64, strided<[1, 37]>, 1>
      %77 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %78 = llvm.mlir.constant(0 : i64) : i64
      %79 = llvm.mlir.constant(19 : i64) : i64
      %80 = llvm.mlir.constant(3 : i64) : i64
      %81 = llvm.mlir.constant(1 : i64) : i64
      %82 = llvm.mlir.constant(19 : i64) : i64
      %83 = llvm.mlir.constant(57 : i64) : i64
      %84 = llvm.insertvalue %arg10, %77[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %85 = llvm.insertvalue %arg10, %84[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %86 = llvm.insertvalue %78, %85[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %87 = llvm.insertvalue %79, %86[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %88 = llvm.insertvalue %80, %87[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %89 = llvm.insertvalue %arg11, %88[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %90 = llvm.insertvalue %81, %89[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %91 = llvm.insertvalue %82, %90[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %92 = llvm.insertvalue %83, %91[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = builtin.unrealized_conversion_cast %92 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<19x3x?xf64, strided<[1, 19, 57]>, 1>
      %94 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %95 = llvm.mlir.constant(0 : i64) : i64
      %96 = llvm.mlir.constant(19 : i64) : i64
      %97 = llvm.mlir.constant(3 : i64) : i64
      %98 = llvm.mlir.constant(1 : i64) : i64
      %99 = llvm.mlir.constant(19 : i64) : i64
      %100 = llvm.mlir.constant(57 : i64) : i64
      %101 = llvm.insertvalue %arg12, %94[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %102 = llvm.insertvalue %arg12, %101[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %103 = llvm.insertvalue %95, %102[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %104 = llvm.insertvalue %96, %103[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %105 = llvm.insertvalue %97, %104[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %106 = llvm.insertvalue %arg13, %105[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %107 = llvm.insertvalue %98, %106[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %108 = llvm.insertvalue %99, %107[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %109 = llvm.insertvalue %100, %108[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = builtin.unrealized_conversion_cast %109 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<19x3x?xf64, strided<[1, 19, 57]>, 1>
      %111 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %112 = llvm.mlir.constant(0 : i64) : i64
      %113 = llvm.mlir.constant(3 : i64) : i64
      %114 = llvm.mlir.constant(1 : i64) : i64
      %115 = llvm.mlir.constant(3 : i64) : i64
      %116 = llvm.insertvalue %arg14, %111[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %117 = llvm.insertvalue %arg14, %116[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %118 = llvm.insertvalue %112, %117[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %113, %118[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = llvm.insertvalue %arg15, %119[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %114, %120[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = builtin.unrealized_conversion_cast %122 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<3x?xf64, strided<[1, 3]>, 1>
      %124 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %125 = llvm.mlir.constant(0 : i64) : i64
      %126 = llvm.mlir.constant(50 : i64) : i64
      %127 = llvm.mlir.constant(1 : i64) : i64
      %128 = llvm.mlir.constant(50 : i64) : i64
      %129 = llvm.insertvalue %arg16, %124[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %130 = llvm.insertvalue %arg16, %129[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %131 = llvm.insertvalue %125, %130[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %132 = llvm.insertvalue %126, %131[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %133 = llvm.insertvalue %arg17, %132[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %134 = llvm.insertvalue %127, %133[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %128, %134[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = builtin.unrealized_conversion_cast %135 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<50x?xi64, strided<[1, 50]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<6x37x?xf64, strided<[1, 6, 222]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<6x37x?xf64, strided<[1, 6, 222]>, 1> -> index
      %137 = arith.index_cast %intptr : index to i64
      %138 = llvm.inttoptr %137 : i64 to !llvm.ptr<1>
      %139 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<6x11x?xf64, strided<[1, 6, 66]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<6x11x?xf64, strided<[1, 6, 66]>, 1> -> index
      %140 = arith.index_cast %intptr_4 : index to i64
      %141 = llvm.inttoptr %140 : i64 to !llvm.ptr<1>
      %142 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<37x11x?xf64, strided<[1, 37, 407]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<37x11x?xf64, strided<[1, 37, 407]>, 1> -> index
      %143 = arith.index_cast %intptr_9 : index to i64
      %144 = llvm.inttoptr %143 : i64 to !llvm.ptr<1>
      %145 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %63 : memref<6x?xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %63 : memref<6x?xf64, strided<[1, 6]>, 1> -> index
      %146 = arith.index_cast %intptr_14 : index to i64
      %147 = llvm.inttoptr %146 : i64 to !llvm.ptr<1>
      %148 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %76 : memref<37x?xf64, strided<[1, 37]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %76 : memref<37x?xf64, strided<[1, 37]>, 1> -> index
      %149 = arith.index_cast %intptr_19 : index to i64
      %150 = llvm.inttoptr %149 : i64 to !llvm.ptr<1>
      %151 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %93 : memref<19x3x?xf64, strided<[1, 19, 57]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %93 : memref<19x3x?xf64, strided<[1, 19, 57]>, 1> -> index
      %152 = arith.index_cast %intptr_24 : index to i64
      %153 = llvm.inttoptr %152 : i64 to !llvm.ptr<1>
      %154 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %110 : memref<19x3x?xf64, strided<[1, 19, 57]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %110 : memref<19x3x?xf64, strided<[1, 19, 57]>, 1> -> index
      %155 = arith.index_cast %intptr_29 : index to i64
      %156 = llvm.inttoptr %155 : i64 to !llvm.ptr<1>
      %157 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %123 : memref<3x?xf64, strided<[1, 3]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %123 : memref<3x?xf64, strided<[1, 3]>, 1> -> index
      %158 = arith.index_cast %intptr_34 : index to i64
      %159 = llvm.inttoptr %158 : i64 to !llvm.ptr<1>
      %160 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %136 : memref<50x?xi64, strided<[1, 50]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %136 : memref<50x?xi64, strided<[1, 50]>, 1> -> index
      %161 = arith.index_cast %intptr_39 : index to i64
      %162 = llvm.inttoptr %161 : i64 to !llvm.ptr<1>
      %163 = arith.index_cast %sizes_37#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
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
      %alloca_62 = memref.alloca() : memref<f64>
      %alloca_63 = memref.alloca() : memref<f64>
      %alloca_64 = memref.alloca() : memref<f64>
      %alloca_65 = memref.alloca() : memref<f64>
      %alloca_66 = memref.alloca() : memref<f64>
      %alloca_67 = memref.alloca() : memref<f64>
      %alloca_68 = memref.alloca() : memref<f64>
      %alloca_69 = memref.alloca() : memref<f64>
      %alloca_70 = memref.alloca() : memref<f64>
      %alloca_71 = memref.alloca() : memref<f64>
      %alloca_72 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %164 = arith.index_cast %block_id_x : index to i64
      %c222_i64 = arith.constant 222 : i64
      %165 = arith.muli %164, %c222_i64 : i64
      %166 = llvm.getelementptr %138[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c66_i64 = arith.constant 66 : i64
      %167 = arith.muli %164, %c66_i64 : i64
      %168 = llvm.getelementptr %141[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c407_i64 = arith.constant 407 : i64
      %169 = arith.muli %164, %c407_i64 : i64
      %170 = llvm.getelementptr %144[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c6_i64 = arith.constant 6 : i64
      %171 = arith.muli %164, %c6_i64 : i64
      %172 = llvm.getelementptr %147[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c37_i64 = arith.constant 37 : i64
      %173 = arith.muli %164, %c37_i64 : i64
      %174 = llvm.getelementptr %150[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c57_i64 = arith.constant 57 : i64
      %175 = arith.muli %164, %c57_i64 : i64
      %176 = llvm.getelementptr %153[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c57_i64_73 = arith.constant 57 : i64
      %177 = arith.muli %164, %c57_i64_73 : i64
      %178 = llvm.getelementptr %156[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c3_i64 = arith.constant 3 : i64
      %179 = arith.muli %164, %c3_i64 : i64
      %180 = llvm.getelementptr %159[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c50_i64 = arith.constant 50 : i64
      %181 = arith.muli %164, %c50_i64 : i64
      %182 = llvm.getelementptr %162[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c18_i64 = arith.constant 18 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg18 = %c0_i64 to %c18_i64 step %c1_i64  : i64 {
        %thread_id_x_86 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_86 : index to i64
        %c16_i64_87 = arith.constant 16 : i64
        %188 = arith.muli %arg18, %c16_i64_87 : i64
        %189 = arith.addi %187, %188 : i64
        %c6_i64_88 = arith.constant 6 : i64
        %190 = arith.remsi %189, %c6_i64_88 : i64
        %c6_i64_89 = arith.constant 6 : i64
        %191 = arith.divsi %189, %c6_i64_89 : i64
        %c36_i64 = arith.constant 36 : i64
        %192 = arith.minsi %191, %c36_i64 : i64
        %c6_i64_90 = arith.constant 6 : i64
        %193 = arith.muli %192, %c6_i64_90 : i64
        %194 = arith.addi %190, %193 : i64
        %195 = llvm.getelementptr %166[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %196 = llvm.load %195 : !llvm.ptr<1> -> f64
        %197 = llvm.mlir.addressof @__tinyc_stack_wgs_16x1 : !llvm.ptr<3>
        %c48_i64 = arith.constant 48 : i64
        %198 = arith.muli %190, %c48_i64 : i64
        %199 = arith.addi %191, %198 : i64
        %200 = llvm.getelementptr %197[%199] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %196, %200 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %c0_i64_74 = arith.constant 0 : i64
      %c11_i64 = arith.constant 11 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg18 = %c0_i64_74 to %c11_i64 step %c8_i64  : i64 {
        %thread_id_x_86 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_86 : index to i64
        %thread_id_x_87 = gpu.thread_id  x
        %188 = arith.index_cast %thread_id_x_87 : index to i64
        %thread_id_x_88 = gpu.thread_id  x
        %189 = arith.index_cast %thread_id_x_88 : index to i64
        %c16_i64_89 = arith.constant 16 : i64
        %190 = arith.addi %189, %c16_i64_89 : i64
        %thread_id_x_90 = gpu.thread_id  x
        %191 = arith.index_cast %thread_id_x_90 : index to i64
        %c16_i64_91 = arith.constant 16 : i64
        %192 = arith.addi %191, %c16_i64_91 : i64
        %thread_id_x_92 = gpu.thread_id  x
        %193 = arith.index_cast %thread_id_x_92 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %194 = arith.addi %193, %c32_i64 : i64
        %thread_id_x_93 = gpu.thread_id  x
        %195 = arith.index_cast %thread_id_x_93 : index to i64
        %c32_i64_94 = arith.constant 32 : i64
        %196 = arith.addi %195, %c32_i64_94 : i64
        %c10_i64 = arith.constant 10 : i64
        %197 = arith.minsi %arg18, %c10_i64 : i64
        %c1_i64_95 = arith.constant 1 : i64
        %198 = arith.addi %arg18, %c1_i64_95 : i64
        %c10_i64_96 = arith.constant 10 : i64
        %199 = arith.minsi %198, %c10_i64_96 : i64
        %c2_i64 = arith.constant 2 : i64
        %200 = arith.addi %arg18, %c2_i64 : i64
        %c10_i64_97 = arith.constant 10 : i64
        %201 = arith.minsi %200, %c10_i64_97 : i64
        %c3_i64_98 = arith.constant 3 : i64
        %202 = arith.addi %arg18, %c3_i64_98 : i64
        %c10_i64_99 = arith.constant 10 : i64
        %203 = arith.minsi %202, %c10_i64_99 : i64
        %c4_i64 = arith.constant 4 : i64
        %204 = arith.addi %arg18, %c4_i64 : i64
        %c10_i64_100 = arith.constant 10 : i64
        %205 = arith.minsi %204, %c10_i64_100 : i64
        %c5_i64 = arith.constant 5 : i64
        %206 = arith.addi %arg18, %c5_i64 : i64
        %c10_i64_101 = arith.constant 10 : i64
        %207 = arith.minsi %206, %c10_i64_101 : i64
        %c6_i64_102 = arith.constant 6 : i64
        %208 = arith.addi %arg18, %c6_i64_102 : i64
        %c10_i64_103 = arith.constant 10 : i64
        %209 = arith.minsi %208, %c10_i64_103 : i64
        %c7_i64 = arith.constant 7 : i64
        %210 = arith.addi %arg18, %c7_i64 : i64
        %c10_i64_104 = arith.constant 10 : i64
        %211 = arith.minsi %210, %c10_i64_104 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_40[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_41[] : memref<f64>
        %cst_107 = arith.constant 0.000000e+00 : f64
        memref.store %cst_107, %alloca_42[] : memref<f64>
        %cst_108 = arith.constant 0.000000e+00 : f64
        memref.store %cst_108, %alloca_43[] : memref<f64>
        %cst_109 = arith.constant 0.000000e+00 : f64
        memref.store %cst_109, %alloca_44[] : memref<f64>
        %cst_110 = arith.constant 0.000000e+00 : f64
        memref.store %cst_110, %alloca_45[] : memref<f64>
        %cst_111 = arith.constant 0.000000e+00 : f64
        memref.store %cst_111, %alloca_46[] : memref<f64>
        %cst_112 = arith.constant 0.000000e+00 : f64
        memref.store %cst_112, %alloca_47[] : memref<f64>
        %cst_113 = arith.constant 0.000000e+00 : f64
        memref.store %cst_113, %alloca_48[] : memref<f64>
        %cst_114 = arith.constant 0.000000e+00 : f64
        memref.store %cst_114, %alloca_49[] : memref<f64>
        %cst_115 = arith.constant 0.000000e+00 : f64
        memref.store %cst_115, %alloca_50[] : memref<f64>
        %cst_116 = arith.constant 0.000000e+00 : f64
        memref.store %cst_116, %alloca_51[] : memref<f64>
        %cst_117 = arith.constant 0.000000e+00 : f64
        memref.store %cst_117, %alloca_52[] : memref<f64>
        %cst_118 = arith.constant 0.000000e+00 : f64
        memref.store %cst_118, %alloca_53[] : memref<f64>
        %cst_119 = arith.constant 0.000000e+00 : f64
        memref.store %cst_119, %alloca_54[] : memref<f64>
        %cst_120 = arith.constant 0.000000e+00 : f64
        memref.store %cst_120, %alloca_55[] : memref<f64>
        %cst_121 = arith.constant 0.000000e+00 : f64
        memref.store %cst_121, %alloca_56[] : memref<f64>
        %cst_122 = arith.constant 0.000000e+00 : f64
        memref.store %cst_122, %alloca_57[] : memref<f64>
        %cst_123 = arith.constant 0.000000e+00 : f64
        memref.store %cst_123, %alloca_58[] : memref<f64>
        %cst_124 = arith.constant 0.000000e+00 : f64
        memref.store %cst_124, %alloca_59[] : memref<f64>
        %cst_125 = arith.constant 0.000000e+00 : f64
        memref.store %cst_125, %alloca_60[] : memref<f64>
        %cst_126 = arith.constant 0.000000e+00 : f64
        memref.store %cst_126, %alloca_61[] : memref<f64>
        %cst_127 = arith.constant 0.000000e+00 : f64
        memref.store %cst_127, %alloca_62[] : memref<f64>
        %c0_i64_128 = arith.constant 0 : i64
        %c6_i64_129 = arith.constant 6 : i64
        %c1_i64_130 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_128 to %c6_i64_129 step %c1_i64_130  : i64 {
          %215 = llvm.mlir.addressof @__tinyc_stack_wgs_16x1 : !llvm.ptr<3>
          %c48_i64 = arith.constant 48 : i64
          %216 = arith.muli %arg19, %c48_i64 : i64
          %217 = arith.addi %188, %216 : i64
          %218 = llvm.getelementptr %215[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %219 = llvm.load %218 : !llvm.ptr<3> -> f64
          %220 = llvm.mlir.addressof @__tinyc_stack_wgs_16x1 : !llvm.ptr<3>
          %c48_i64_134 = arith.constant 48 : i64
          %221 = arith.muli %arg19, %c48_i64_134 : i64
          %222 = arith.addi %192, %221 : i64
          %223 = llvm.getelementptr %220[%222] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %224 = llvm.load %223 : !llvm.ptr<3> -> f64
          %225 = llvm.mlir.addressof @__tinyc_stack_wgs_16x1 : !llvm.ptr<3>
          %c48_i64_135 = arith.constant 48 : i64
          %226 = arith.muli %arg19, %c48_i64_135 : i64
          %227 = arith.addi %196, %226 : i64
          %228 = llvm.getelementptr %225[%227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %229 = llvm.load %228 : !llvm.ptr<3> -> f64
          %c6_i64_136 = arith.constant 6 : i64
          %230 = arith.muli %197, %c6_i64_136 : i64
          %231 = arith.addi %arg19, %230 : i64
          %232 = llvm.getelementptr %168[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %233 = llvm.load %232 : !llvm.ptr<1> -> f64
          %c6_i64_137 = arith.constant 6 : i64
          %234 = arith.muli %199, %c6_i64_137 : i64
          %235 = arith.addi %arg19, %234 : i64
          %236 = llvm.getelementptr %168[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %237 = llvm.load %236 : !llvm.ptr<1> -> f64
          %c6_i64_138 = arith.constant 6 : i64
          %238 = arith.muli %201, %c6_i64_138 : i64
          %239 = arith.addi %arg19, %238 : i64
          %240 = llvm.getelementptr %168[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %241 = llvm.load %240 : !llvm.ptr<1> -> f64
          %c6_i64_139 = arith.constant 6 : i64
          %242 = arith.muli %203, %c6_i64_139 : i64
          %243 = arith.addi %arg19, %242 : i64
          %244 = llvm.getelementptr %168[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %245 = llvm.load %244 : !llvm.ptr<1> -> f64
          %c6_i64_140 = arith.constant 6 : i64
          %246 = arith.muli %205, %c6_i64_140 : i64
          %247 = arith.addi %arg19, %246 : i64
          %248 = llvm.getelementptr %168[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %249 = llvm.load %248 : !llvm.ptr<1> -> f64
          %c6_i64_141 = arith.constant 6 : i64
          %250 = arith.muli %207, %c6_i64_141 : i64
          %251 = arith.addi %arg19, %250 : i64
          %252 = llvm.getelementptr %168[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %253 = llvm.load %252 : !llvm.ptr<1> -> f64
          %c6_i64_142 = arith.constant 6 : i64
          %254 = arith.muli %209, %c6_i64_142 : i64
          %255 = arith.addi %arg19, %254 : i64
          %256 = llvm.getelementptr %168[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %257 = llvm.load %256 : !llvm.ptr<1> -> f64
          %c6_i64_143 = arith.constant 6 : i64
          %258 = arith.muli %211, %c6_i64_143 : i64
          %259 = arith.addi %arg19, %258 : i64
          %260 = llvm.getelementptr %168[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %261 = llvm.load %260 : !llvm.ptr<1> -> f64
          %262 = memref.load %alloca[] : memref<f64>
          %263 = llvm.intr.fma(%219, %233, %262) : (f64, f64, f64) -> f64
          memref.store %263, %alloca[] : memref<f64>
          %264 = memref.load %alloca_40[] : memref<f64>
          %265 = llvm.intr.fma(%219, %237, %264) : (f64, f64, f64) -> f64
          memref.store %265, %alloca_40[] : memref<f64>
          %266 = memref.load %alloca_41[] : memref<f64>
          %267 = llvm.intr.fma(%219, %241, %266) : (f64, f64, f64) -> f64
          memref.store %267, %alloca_41[] : memref<f64>
          %268 = memref.load %alloca_42[] : memref<f64>
          %269 = llvm.intr.fma(%219, %245, %268) : (f64, f64, f64) -> f64
          memref.store %269, %alloca_42[] : memref<f64>
          %270 = memref.load %alloca_43[] : memref<f64>
          %271 = llvm.intr.fma(%219, %249, %270) : (f64, f64, f64) -> f64
          memref.store %271, %alloca_43[] : memref<f64>
          %272 = memref.load %alloca_44[] : memref<f64>
          %273 = llvm.intr.fma(%219, %253, %272) : (f64, f64, f64) -> f64
          memref.store %273, %alloca_44[] : memref<f64>
          %274 = memref.load %alloca_45[] : memref<f64>
          %275 = llvm.intr.fma(%219, %257, %274) : (f64, f64, f64) -> f64
          memref.store %275, %alloca_45[] : memref<f64>
          %276 = memref.load %alloca_46[] : memref<f64>
          %277 = llvm.intr.fma(%219, %261, %276) : (f64, f64, f64) -> f64
          memref.store %277, %alloca_46[] : memref<f64>
          %278 = memref.load %alloca_47[] : memref<f64>
          %279 = llvm.intr.fma(%224, %233, %278) : (f64, f64, f64) -> f64
          memref.store %279, %alloca_47[] : memref<f64>
          %280 = memref.load %alloca_48[] : memref<f64>
          %281 = llvm.intr.fma(%224, %237, %280) : (f64, f64, f64) -> f64
          memref.store %281, %alloca_48[] : memref<f64>
          %282 = memref.load %alloca_49[] : memref<f64>
          %283 = llvm.intr.fma(%224, %241, %282) : (f64, f64, f64) -> f64
          memref.store %283, %alloca_49[] : memref<f64>
          %284 = memref.load %alloca_50[] : memref<f64>
          %285 = llvm.intr.fma(%224, %245, %284) : (f64, f64, f64) -> f64
          memref.store %285, %alloca_50[] : memref<f64>
          %286 = memref.load %alloca_51[] : memref<f64>
          %287 = llvm.intr.fma(%224, %249, %286) : (f64, f64, f64) -> f64
          memref.store %287, %alloca_51[] : memref<f64>
          %288 = memref.load %alloca_52[] : memref<f64>
          %289 = llvm.intr.fma(%224, %253, %288) : (f64, f64, f64) -> f64
          memref.store %289, %alloca_52[] : memref<f64>
          %290 = memref.load %alloca_53[] : memref<f64>
          %291 = llvm.intr.fma(%224, %257, %290) : (f64, f64, f64) -> f64
          memref.store %291, %alloca_53[] : memref<f64>
          %292 = memref.load %alloca_54[] : memref<f64>
          %293 = llvm.intr.fma(%224, %261, %292) : (f64, f64, f64) -> f64
          memref.store %293, %alloca_54[] : memref<f64>
          %294 = memref.load %alloca_55[] : memref<f64>
          %295 = llvm.intr.fma(%229, %233, %294) : (f64, f64, f64) -> f64
          memref.store %295, %alloca_55[] : memref<f64>
          %296 = memref.load %alloca_56[] : memref<f64>
          %297 = llvm.intr.fma(%229, %237, %296) : (f64, f64, f64) -> f64
          memref.store %297, %alloca_56[] : memref<f64>
          %298 = memref.load %alloca_57[] : memref<f64>
          %299 = llvm.intr.fma(%229, %241, %298) : (f64, f64, f64) -> f64
          memref.store %299, %alloca_57[] : memref<f64>
          %300 = memref.load %alloca_58[] : memref<f64>
          %301 = llvm.intr.fma(%229, %245, %300) : (f64, f64, f64) -> f64
          memref.store %301, %alloca_58[] : memref<f64>
          %302 = memref.load %alloca_59[] : memref<f64>
          %303 = llvm.intr.fma(%229, %249, %302) : (f64, f64, f64) -> f64
          memref.store %303, %alloca_59[] : memref<f64>
          %304 = memref.load %alloca_60[] : memref<f64>
          %305 = llvm.intr.fma(%229, %253, %304) : (f64, f64, f64) -> f64
          memref.store %305, %alloca_60[] : memref<f64>
          %306 = memref.load %alloca_61[] : memref<f64>
          %307 = llvm.intr.fma(%229, %257, %306) : (f64, f64, f64) -> f64
          memref.store %307, %alloca_61[] : memref<f64>
          %308 = memref.load %alloca_62[] : memref<f64>
          %309 = llvm.intr.fma(%229, %261, %308) : (f64, f64, f64) -> f64
          memref.store %309, %alloca_62[] : memref<f64>
        }
        %c37_i64_131 = arith.constant 37 : i64
        %212 = arith.cmpi slt, %187, %c37_i64_131 : i64
        scf.if %212 {
          %c11_i64_134 = arith.constant 11 : i64
          %215 = arith.cmpi slt, %arg18, %c11_i64_134 : i64
          scf.if %215 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %arg18, %c37_i64_142 : i64
            %224 = arith.addi %187, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %arg18, %c37_i64_143 : i64
            %230 = arith.addi %187, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_135 = arith.constant 11 : i64
          %216 = arith.cmpi slt, %198, %c11_i64_135 : i64
          scf.if %216 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %198, %c37_i64_142 : i64
            %224 = arith.addi %187, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_40[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %198, %c37_i64_143 : i64
            %230 = arith.addi %187, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_136 = arith.constant 11 : i64
          %217 = arith.cmpi slt, %200, %c11_i64_136 : i64
          scf.if %217 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %200, %c37_i64_142 : i64
            %224 = arith.addi %187, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_41[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %200, %c37_i64_143 : i64
            %230 = arith.addi %187, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_137 = arith.constant 11 : i64
          %218 = arith.cmpi slt, %202, %c11_i64_137 : i64
          scf.if %218 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %202, %c37_i64_142 : i64
            %224 = arith.addi %187, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_42[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %202, %c37_i64_143 : i64
            %230 = arith.addi %187, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_138 = arith.constant 11 : i64
          %219 = arith.cmpi slt, %204, %c11_i64_138 : i64
          scf.if %219 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %204, %c37_i64_142 : i64
            %224 = arith.addi %187, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_43[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %204, %c37_i64_143 : i64
            %230 = arith.addi %187, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_139 = arith.constant 11 : i64
          %220 = arith.cmpi slt, %206, %c11_i64_139 : i64
          scf.if %220 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %206, %c37_i64_142 : i64
            %224 = arith.addi %187, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_44[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %206, %c37_i64_143 : i64
            %230 = arith.addi %187, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_140 = arith.constant 11 : i64
          %221 = arith.cmpi slt, %208, %c11_i64_140 : i64
          scf.if %221 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %208, %c37_i64_142 : i64
            %224 = arith.addi %187, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_45[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %208, %c37_i64_143 : i64
            %230 = arith.addi %187, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_141 = arith.constant 11 : i64
          %222 = arith.cmpi slt, %210, %c11_i64_141 : i64
          scf.if %222 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %210, %c37_i64_142 : i64
            %224 = arith.addi %187, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_46[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %210, %c37_i64_143 : i64
            %230 = arith.addi %187, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
        }
        %c37_i64_132 = arith.constant 37 : i64
        %213 = arith.cmpi slt, %190, %c37_i64_132 : i64
        scf.if %213 {
          %c11_i64_134 = arith.constant 11 : i64
          %215 = arith.cmpi slt, %arg18, %c11_i64_134 : i64
          scf.if %215 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %arg18, %c37_i64_142 : i64
            %224 = arith.addi %190, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_47[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %arg18, %c37_i64_143 : i64
            %230 = arith.addi %190, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_135 = arith.constant 11 : i64
          %216 = arith.cmpi slt, %198, %c11_i64_135 : i64
          scf.if %216 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %198, %c37_i64_142 : i64
            %224 = arith.addi %190, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_48[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %198, %c37_i64_143 : i64
            %230 = arith.addi %190, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_136 = arith.constant 11 : i64
          %217 = arith.cmpi slt, %200, %c11_i64_136 : i64
          scf.if %217 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %200, %c37_i64_142 : i64
            %224 = arith.addi %190, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_49[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %200, %c37_i64_143 : i64
            %230 = arith.addi %190, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_137 = arith.constant 11 : i64
          %218 = arith.cmpi slt, %202, %c11_i64_137 : i64
          scf.if %218 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %202, %c37_i64_142 : i64
            %224 = arith.addi %190, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_50[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %202, %c37_i64_143 : i64
            %230 = arith.addi %190, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_138 = arith.constant 11 : i64
          %219 = arith.cmpi slt, %204, %c11_i64_138 : i64
          scf.if %219 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %204, %c37_i64_142 : i64
            %224 = arith.addi %190, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_51[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %204, %c37_i64_143 : i64
            %230 = arith.addi %190, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_139 = arith.constant 11 : i64
          %220 = arith.cmpi slt, %206, %c11_i64_139 : i64
          scf.if %220 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %206, %c37_i64_142 : i64
            %224 = arith.addi %190, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_52[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %206, %c37_i64_143 : i64
            %230 = arith.addi %190, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_140 = arith.constant 11 : i64
          %221 = arith.cmpi slt, %208, %c11_i64_140 : i64
          scf.if %221 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %208, %c37_i64_142 : i64
            %224 = arith.addi %190, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_53[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %208, %c37_i64_143 : i64
            %230 = arith.addi %190, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_141 = arith.constant 11 : i64
          %222 = arith.cmpi slt, %210, %c11_i64_141 : i64
          scf.if %222 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %210, %c37_i64_142 : i64
            %224 = arith.addi %190, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_54[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %210, %c37_i64_143 : i64
            %230 = arith.addi %190, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
        }
        %c37_i64_133 = arith.constant 37 : i64
        %214 = arith.cmpi slt, %194, %c37_i64_133 : i64
        scf.if %214 {
          %c11_i64_134 = arith.constant 11 : i64
          %215 = arith.cmpi slt, %arg18, %c11_i64_134 : i64
          scf.if %215 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %arg18, %c37_i64_142 : i64
            %224 = arith.addi %194, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_55[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %arg18, %c37_i64_143 : i64
            %230 = arith.addi %194, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_135 = arith.constant 11 : i64
          %216 = arith.cmpi slt, %198, %c11_i64_135 : i64
          scf.if %216 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %198, %c37_i64_142 : i64
            %224 = arith.addi %194, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_56[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %198, %c37_i64_143 : i64
            %230 = arith.addi %194, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_136 = arith.constant 11 : i64
          %217 = arith.cmpi slt, %200, %c11_i64_136 : i64
          scf.if %217 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %200, %c37_i64_142 : i64
            %224 = arith.addi %194, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_57[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %200, %c37_i64_143 : i64
            %230 = arith.addi %194, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_137 = arith.constant 11 : i64
          %218 = arith.cmpi slt, %202, %c11_i64_137 : i64
          scf.if %218 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %202, %c37_i64_142 : i64
            %224 = arith.addi %194, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_58[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %202, %c37_i64_143 : i64
            %230 = arith.addi %194, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_138 = arith.constant 11 : i64
          %219 = arith.cmpi slt, %204, %c11_i64_138 : i64
          scf.if %219 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %204, %c37_i64_142 : i64
            %224 = arith.addi %194, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_59[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %204, %c37_i64_143 : i64
            %230 = arith.addi %194, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_139 = arith.constant 11 : i64
          %220 = arith.cmpi slt, %206, %c11_i64_139 : i64
          scf.if %220 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %206, %c37_i64_142 : i64
            %224 = arith.addi %194, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_60[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %206, %c37_i64_143 : i64
            %230 = arith.addi %194, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_140 = arith.constant 11 : i64
          %221 = arith.cmpi slt, %208, %c11_i64_140 : i64
          scf.if %221 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %208, %c37_i64_142 : i64
            %224 = arith.addi %194, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_61[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %208, %c37_i64_143 : i64
            %230 = arith.addi %194, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
          %c11_i64_141 = arith.constant 11 : i64
          %222 = arith.cmpi slt, %210, %c11_i64_141 : i64
          scf.if %222 {
            %c37_i64_142 = arith.constant 37 : i64
            %223 = arith.muli %210, %c37_i64_142 : i64
            %224 = arith.addi %194, %223 : i64
            %225 = llvm.getelementptr %170[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %226 = llvm.load %225 : !llvm.ptr<1> -> f64
            %227 = memref.load %alloca_62[] : memref<f64>
            %228 = arith.addf %226, %227 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %229 = arith.muli %210, %c37_i64_143 : i64
            %230 = arith.addi %194, %229 : i64
            %231 = llvm.getelementptr %170[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %228, %231 : f64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x = gpu.thread_id  x
      %183 = arith.index_cast %thread_id_x : index to i64
      %c37_i64_75 = arith.constant 37 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg18 = %183 to %c37_i64_75 step %c16_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_63[] : memref<f64>
        %c0_i64_86 = arith.constant 0 : i64
        %c6_i64_87 = arith.constant 6 : i64
        %c1_i64_88 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_86 to %c6_i64_87 step %c1_i64_88  : i64 {
          %c6_i64_89 = arith.constant 6 : i64
          %189 = arith.muli %arg18, %c6_i64_89 : i64
          %190 = arith.addi %arg19, %189 : i64
          %191 = llvm.getelementptr %166[%190] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %192 = llvm.load %191 : !llvm.ptr<1> -> f64
          %193 = llvm.getelementptr %172[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %194 = llvm.load %193 : !llvm.ptr<1> -> f64
          %195 = memref.load %alloca_63[] : memref<f64>
          %196 = llvm.intr.fma(%192, %194, %195) : (f64, f64, f64) -> f64
          memref.store %196, %alloca_63[] : memref<f64>
        }
        %187 = memref.load %alloca_63[] : memref<f64>
        %188 = llvm.getelementptr %174[%arg18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %187, %188 : f64, !llvm.ptr<1>
      }
      %c0_i64_76 = arith.constant 0 : i64
      %c1_i64_77 = arith.constant 1 : i64
      %c1_i64_78 = arith.constant 1 : i64
      scf.for %arg18 = %c0_i64_76 to %c1_i64_77 step %c1_i64_78  : i64 {
        %thread_id_x_86 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_86 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %188 = arith.muli %arg18, %c64_i64 : i64
        %189 = arith.addi %187, %188 : i64
        %c57_i64_87 = arith.constant 57 : i64
        %190 = arith.cmpi slt, %189, %c57_i64_87 : i64
        scf.if %190 {
          %201 = llvm.getelementptr %176[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %202 = llvm.load %201 : !llvm.ptr<1> -> f64
          memref.store %202, %alloca_64[] : memref<f64>
          %203 = llvm.getelementptr %178[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %204 = llvm.load %203 : !llvm.ptr<1> -> f64
          memref.store %204, %alloca_65[] : memref<f64>
        }
        %c16_i64_88 = arith.constant 16 : i64
        %191 = arith.addi %189, %c16_i64_88 : i64
        %c57_i64_89 = arith.constant 57 : i64
        %192 = arith.cmpi slt, %191, %c57_i64_89 : i64
        scf.if %192 {
          %201 = llvm.getelementptr %176[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %202 = llvm.load %201 : !llvm.ptr<1> -> f64
          memref.store %202, %alloca_66[] : memref<f64>
          %203 = llvm.getelementptr %178[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %204 = llvm.load %203 : !llvm.ptr<1> -> f64
          memref.store %204, %alloca_67[] : memref<f64>
        }
        %c32_i64 = arith.constant 32 : i64
        %193 = arith.addi %189, %c32_i64 : i64
        %c57_i64_90 = arith.constant 57 : i64
        %194 = arith.cmpi slt, %193, %c57_i64_90 : i64
        scf.if %194 {
          %201 = llvm.getelementptr %176[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %202 = llvm.load %201 : !llvm.ptr<1> -> f64
          memref.store %202, %alloca_68[] : memref<f64>
          %203 = llvm.getelementptr %178[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %204 = llvm.load %203 : !llvm.ptr<1> -> f64
          memref.store %204, %alloca_69[] : memref<f64>
        }
        %c48_i64 = arith.constant 48 : i64
        %195 = arith.addi %189, %c48_i64 : i64
        %c57_i64_91 = arith.constant 57 : i64
        %196 = arith.cmpi slt, %195, %c57_i64_91 : i64
        scf.if %196 {
          %201 = llvm.getelementptr %176[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %202 = llvm.load %201 : !llvm.ptr<1> -> f64
          memref.store %202, %alloca_70[] : memref<f64>
          %203 = llvm.getelementptr %178[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %204 = llvm.load %203 : !llvm.ptr<1> -> f64
          memref.store %204, %alloca_71[] : memref<f64>
        }
        %c57_i64_92 = arith.constant 57 : i64
        %197 = arith.cmpi slt, %189, %c57_i64_92 : i64
        scf.if %197 {
          %cst = arith.constant 5.000000e-01 : f64
          %201 = memref.load %alloca_64[] : memref<f64>
          %202 = memref.load %alloca_65[] : memref<f64>
          %203 = llvm.intr.fma(%cst, %201, %202) : (f64, f64, f64) -> f64
          %204 = llvm.getelementptr %178[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %203, %204 : f64, !llvm.ptr<1>
        }
        %c57_i64_93 = arith.constant 57 : i64
        %198 = arith.cmpi slt, %191, %c57_i64_93 : i64
        scf.if %198 {
          %cst = arith.constant 5.000000e-01 : f64
          %201 = memref.load %alloca_66[] : memref<f64>
          %202 = memref.load %alloca_67[] : memref<f64>
          %203 = llvm.intr.fma(%cst, %201, %202) : (f64, f64, f64) -> f64
          %204 = llvm.getelementptr %178[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %203, %204 : f64, !llvm.ptr<1>
        }
        %c57_i64_94 = arith.constant 57 : i64
        %199 = arith.cmpi slt, %193, %c57_i64_94 : i64
        scf.if %199 {
          %cst = arith.constant 5.000000e-01 : f64
          %201 = memref.load %alloca_68[] : memref<f64>
          %202 = memref.load %alloca_69[] : memref<f64>
          %203 = llvm.intr.fma(%cst, %201, %202) : (f64, f64, f64) -> f64
          %204 = llvm.getelementptr %178[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %203, %204 : f64, !llvm.ptr<1>
        }
        %c57_i64_95 = arith.constant 57 : i64
        %200 = arith.cmpi slt, %195, %c57_i64_95 : i64
        scf.if %200 {
          %cst = arith.constant 5.000000e-01 : f64
          %201 = memref.load %alloca_70[] : memref<f64>
          %202 = memref.load %alloca_71[] : memref<f64>
          %203 = llvm.intr.fma(%cst, %201, %202) : (f64, f64, f64) -> f64
          %204 = llvm.getelementptr %178[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %203, %204 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_79 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_79 : index to i64
      %c3_i64_80 = arith.constant 3 : i64
      %c16_i64_81 = arith.constant 16 : i64
      scf.for %arg18 = %184 to %c3_i64_80 step %c16_i64_81  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_72[] : memref<f64>
        %c0_i64_86 = arith.constant 0 : i64
        %c19_i64 = arith.constant 19 : i64
        %c1_i64_87 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_86 to %c19_i64 step %c1_i64_87  : i64 {
          %189 = memref.load %alloca_72[] : memref<f64>
          %c19_i64_88 = arith.constant 19 : i64
          %190 = arith.muli %arg18, %c19_i64_88 : i64
          %191 = arith.addi %arg19, %190 : i64
          %192 = llvm.getelementptr %176[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %193 = llvm.load %192 : !llvm.ptr<1> -> f64
          %194 = arith.addf %189, %193 : f64
          memref.store %194, %alloca_72[] : memref<f64>
        }
        %187 = memref.load %alloca_72[] : memref<f64>
        %188 = llvm.getelementptr %180[%arg18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %187, %188 : f64, !llvm.ptr<1>
      }
      %c3_i64_82 = arith.constant 3 : i64
      %thread_id_x_83 = gpu.thread_id  x
      %185 = arith.index_cast %thread_id_x_83 : index to i64
      %186 = arith.addi %c3_i64_82, %185 : i64
      %c50_i64_84 = arith.constant 50 : i64
      %c16_i64_85 = arith.constant 16 : i64
      scf.for %arg18 = %186 to %c50_i64_84 step %c16_i64_85  : i64 {
        %187 = arith.muli %arg18, %arg18 : i64
        %188 = llvm.getelementptr %182[%arg18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %187, %188 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
