module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sum(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: !llvm.ptr<1>, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: !llvm.ptr<1>, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(11 : i64) : i64
      %3 = llvm.mlir.constant(6 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(11 : i64) : i64
      %6 = llvm.mlir.constant(66 : i64) : i64
      %7 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg2, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<11x6x?xf32, strided<[1, 11, 66]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(30 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(30 : i64) : i64
      %22 = llvm.insertvalue %arg3, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg3, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg4, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<30x?xf32, strided<[1, 30]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(11 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.mlir.constant(11 : i64) : i64
      %35 = llvm.insertvalue %arg5, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %arg5, %35[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %31, %36[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %32, %37[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg6, %38[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = builtin.unrealized_conversion_cast %41 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<11x?xf32, strided<[1, 11]>, 1>
      %43 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %44 = llvm.mlir.constant(0 : i64) : i64
      %45 = llvm.mlir.constant(6 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.mlir.constant(6 : i64) : i64
      %48 = llvm.insertvalue %arg7, %43[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg7, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %44, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %45, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %arg8, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xf32, strided<[1, 6]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(6 : i64) : i64
      %59 = llvm.mlir.constant(1 : i64) : i64
      %60 = llvm.mlir.constant(6 : i64) : i64
      %61 = llvm.insertvalue %arg9, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %arg9, %61[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %57, %62[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %58, %63[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %arg10, %64[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = builtin.unrealized_conversion_cast %67 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xf32, strided<[1, 6]>, 1>
      %69 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %70 = llvm.mlir.constant(0 : i64) : i64
      %71 = llvm.mlir.constant(1 : i64) : i64
      %72 = llvm.insertvalue %arg11, %69[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %73 = llvm.insertvalue %arg11, %72[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %74 = llvm.insertvalue %70, %73[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %75 = llvm.insertvalue %arg12, %74[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %76 = llvm.insertvalue %71, %75[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %77 = builtin.unrealized_conversion_cast %76 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[1]>, 1>
      %78 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %79 = llvm.mlir.constant(0 : i64) : i64
      %80 = llvm.mlir.constant(1 : i64) : i64
      %81 = llvm.insertvalue %arg13, %78[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %82 = llvm.insertvalue %arg13, %81[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %83 = llvm.insertvalue %79, %82[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %84 = llvm.insertvalue %arg14, %83[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %85 = llvm.insertvalue %80, %84[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %86 = builtin.unrealized_conversion_cast %85 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[1]>, 1>
      %87 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %88 = llvm.mlir.constant(0 : i64) : i64
      %89 = llvm.mlir.constant(11 : i64) : i64
      %90 = llvm.mlir.constant(6 : i64) : i64
      %91 = llvm.mlir.constant(1 : i64) : i64
      %92 = llvm.mlir.constant(11 : i64) : i64
      %93 = llvm.mlir.constant(66 : i64) : i64
      %94 = llvm.insertvalue %arg15, %87[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %arg15, %94[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %89, %96[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %90, %97[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %arg16, %98[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = llvm.insertvalue %92, %100[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %102 = llvm.insertvalue %93, %101[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %103 = builtin.unrealized_conversion_cast %102 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<11x6x?xi8, strided<[1, 11, 66]>, 1>
      %104 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %105 = llvm.mlir.constant(0 : i64) : i64
      %106 = llvm.mlir.constant(11 : i64) : i64
      %107 = llvm.mlir.constant(1 : i64) : i64
      %108 = llvm.mlir.constant(11 : i64) : i64
      %109 = llvm.insertvalue %arg17, %104[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %arg17, %109[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = llvm.insertvalue %105, %110[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.insertvalue %106, %111[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = llvm.insertvalue %arg18, %112[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = llvm.insertvalue %107, %113[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %115 = llvm.insertvalue %108, %114[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %116 = builtin.unrealized_conversion_cast %115 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<11x?xi64, strided<[1, 11]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<11x6x?xf32, strided<[1, 11, 66]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<11x6x?xf32, strided<[1, 11, 66]>, 1> -> index
      %117 = arith.index_cast %intptr : index to i64
      %118 = llvm.inttoptr %117 : i64 to !llvm.ptr<1>
      %119 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %29 : memref<30x?xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<30x?xf32, strided<[1, 30]>, 1> -> index
      %120 = arith.index_cast %intptr_4 : index to i64
      %121 = llvm.inttoptr %120 : i64 to !llvm.ptr<1>
      %122 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %42 : memref<11x?xf32, strided<[1, 11]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %42 : memref<11x?xf32, strided<[1, 11]>, 1> -> index
      %123 = arith.index_cast %intptr_9 : index to i64
      %124 = llvm.inttoptr %123 : i64 to !llvm.ptr<1>
      %125 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %126 = arith.index_cast %intptr_14 : index to i64
      %127 = llvm.inttoptr %126 : i64 to !llvm.ptr<1>
      %128 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %68 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %68 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %129 = arith.index_cast %intptr_19 : index to i64
      %130 = llvm.inttoptr %129 : i64 to !llvm.ptr<1>
      %131 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %77 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %77 : memref<?xf64, strided<[1]>, 1> -> index
      %132 = arith.index_cast %intptr_24 : index to i64
      %133 = llvm.inttoptr %132 : i64 to !llvm.ptr<1>
      %134 = arith.index_cast %sizes_22 : index to i64
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %86 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %86 : memref<?xf64, strided<[1]>, 1> -> index
      %135 = arith.index_cast %intptr_29 : index to i64
      %136 = llvm.inttoptr %135 : i64 to !llvm.ptr<1>
      %137 = arith.index_cast %sizes_27 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %103 : memref<11x6x?xi8, strided<[1, 11, 66]>, 1> -> memref<i8, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %103 : memref<11x6x?xi8, strided<[1, 11, 66]>, 1> -> index
      %138 = arith.index_cast %intptr_34 : index to i64
      %139 = llvm.inttoptr %138 : i64 to !llvm.ptr<1>
      %140 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %116 : memref<11x?xi64, strided<[1, 11]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %116 : memref<11x?xi64, strided<[1, 11]>, 1> -> index
      %141 = arith.index_cast %intptr_39 : index to i64
      %142 = llvm.inttoptr %141 : i64 to !llvm.ptr<1>
      %143 = arith.index_cast %sizes_37#1 : index to i64
      %144 = llvm.mlir.constant(1 : i64) : i64
      %145 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %146 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %147 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %148 = llvm.alloca %144 x f64 : (i64) -> !llvm.ptr
      %149 = llvm.alloca %144 x f64 : (i64) -> !llvm.ptr
      %150 = llvm.alloca %144 x i64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %151 = arith.index_cast %block_id_x : index to i64
      %c66_i64 = arith.constant 66 : i64
      %152 = arith.muli %151, %c66_i64 : i64
      %153 = llvm.getelementptr %118[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %154 = arith.muli %151, %c30_i64 : i64
      %155 = llvm.getelementptr %121[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c11_i64 = arith.constant 11 : i64
      %156 = arith.muli %151, %c11_i64 : i64
      %157 = llvm.getelementptr %124[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %158 = arith.muli %151, %c6_i64 : i64
      %159 = llvm.getelementptr %127[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64_40 = arith.constant 6 : i64
      %160 = arith.muli %151, %c6_i64_40 : i64
      %161 = llvm.getelementptr %130[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %162 = llvm.getelementptr %133[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %163 = llvm.getelementptr %136[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c66_i64_41 = arith.constant 66 : i64
      %164 = arith.muli %151, %c66_i64_41 : i64
      %165 = llvm.getelementptr %139[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c11_i64_42 = arith.constant 11 : i64
      %166 = arith.muli %151, %c11_i64_42 : i64
      %167 = llvm.getelementptr %142[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %168 = arith.index_cast %thread_id_x : index to i64
      %c11_i64_43 = arith.constant 11 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg19 = %168 to %c11_i64_43 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %145 : f32, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c6_i64_57 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_56 to %c6_i64_57 step %c1_i64  : i64 {
          %178 = llvm.load %145 : !llvm.ptr -> f32
          %c11_i64_58 = arith.constant 11 : i64
          %179 = arith.muli %arg20, %c11_i64_58 : i64
          %180 = arith.addi %arg19, %179 : i64
          %181 = llvm.getelementptr %153[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %182 = llvm.load %181 : !llvm.ptr<1> -> f32
          %183 = arith.addf %178, %182 : f32
          llvm.store %183, %145 : f32, !llvm.ptr
        }
        %176 = llvm.load %145 : !llvm.ptr -> f32
        %177 = llvm.getelementptr %157[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %176, %177 : f32, !llvm.ptr<1>
      }
      %thread_id_x_44 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_44 : index to i64
      %c6_i64_45 = arith.constant 6 : i64
      %c32_i64_46 = arith.constant 32 : i64
      scf.for %arg19 = %169 to %c6_i64_45 step %c32_i64_46  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %146 : f32, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c11_i64_57 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_56 to %c11_i64_57 step %c1_i64  : i64 {
          %182 = llvm.load %146 : !llvm.ptr -> f32
          %c11_i64_59 = arith.constant 11 : i64
          %183 = arith.muli %arg19, %c11_i64_59 : i64
          %184 = arith.addi %arg20, %183 : i64
          %185 = llvm.getelementptr %153[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %186 = llvm.load %185 : !llvm.ptr<1> -> f32
          %187 = arith.addf %182, %186 : f32
          llvm.store %187, %146 : f32, !llvm.ptr
        }
        %176 = llvm.getelementptr %159[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %177 = llvm.load %176 : !llvm.ptr<1> -> f32
        %cst_58 = arith.constant 2.000000e+00 : f32
        %178 = llvm.load %146 : !llvm.ptr -> f32
        %179 = arith.mulf %cst_58, %178 : f32
        %180 = arith.addf %177, %179 : f32
        %181 = llvm.getelementptr %159[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %180, %181 : f32, !llvm.ptr<1>
      }
      %thread_id_x_47 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_47 : index to i64
      %c6_i64_48 = arith.constant 6 : i64
      %c32_i64_49 = arith.constant 32 : i64
      scf.for %arg19 = %170 to %c6_i64_48 step %c32_i64_49  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %147 : f32, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c11_i64_57 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_56 to %c11_i64_57 step %c1_i64  : i64 {
          %182 = llvm.load %147 : !llvm.ptr -> f32
          %c11_i64_58 = arith.constant 11 : i64
          %183 = arith.muli %arg19, %c11_i64_58 : i64
          %184 = arith.addi %arg20, %183 : i64
          %185 = llvm.getelementptr %153[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %186 = llvm.load %185 : !llvm.ptr<1> -> f32
          %187 = arith.addf %182, %186 : f32
          llvm.store %187, %147 : f32, !llvm.ptr
        }
        %176 = llvm.load %147 : !llvm.ptr -> f32
        %177 = llvm.getelementptr %161[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %178 = llvm.load %177 : !llvm.ptr<1> -> f32
        %179 = arith.mulf %arg0, %178 : f32
        %180 = arith.addf %176, %179 : f32
        %181 = llvm.getelementptr %161[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %180, %181 : f32, !llvm.ptr<1>
      }
      %thread_id_x_50 = gpu.thread_id  x
      %171 = arith.index_cast %thread_id_x_50 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %172 = arith.cmpi eq, %171, %c0_i64 : i64
      scf.if %172 {
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %148 : f64, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c30_i64_57 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_56 to %c30_i64_57 step %c1_i64  : i64 {
          %177 = llvm.load %148 : !llvm.ptr -> f64
          %178 = llvm.getelementptr %155[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %179 = llvm.load %178 : !llvm.ptr<1> -> f32
          %180 = arith.extf %179 : f32 to f64
          %181 = arith.addf %177, %180 : f64
          llvm.store %181, %148 : f64, !llvm.ptr
        }
        %176 = llvm.load %148 : !llvm.ptr -> f64
        llvm.store %176, %162 : f64, !llvm.ptr<1>
      }
      %thread_id_x_51 = gpu.thread_id  x
      %173 = arith.index_cast %thread_id_x_51 : index to i64
      %c0_i64_52 = arith.constant 0 : i64
      %174 = arith.cmpi eq, %173, %c0_i64_52 : i64
      scf.if %174 {
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %149 : f64, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c30_i64_57 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_56 to %c30_i64_57 step %c1_i64  : i64 {
          %181 = llvm.load %149 : !llvm.ptr -> f64
          %182 = llvm.getelementptr %155[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %183 = llvm.load %182 : !llvm.ptr<1> -> f32
          %184 = arith.extf %183 : f32 to f64
          %185 = arith.addf %181, %184 : f64
          llvm.store %185, %149 : f64, !llvm.ptr
        }
        %cst_58 = arith.constant -1.000000e+00 : f64
        %176 = llvm.load %149 : !llvm.ptr -> f64
        %177 = arith.mulf %cst_58, %176 : f64
        %cst_59 = arith.constant 5.000000e-01 : f64
        %178 = llvm.load %163 : !llvm.ptr<1> -> f64
        %179 = arith.mulf %cst_59, %178 : f64
        %180 = arith.addf %177, %179 : f64
        llvm.store %180, %163 : f64, !llvm.ptr<1>
      }
      %thread_id_x_53 = gpu.thread_id  x
      %175 = arith.index_cast %thread_id_x_53 : index to i64
      %c11_i64_54 = arith.constant 11 : i64
      %c32_i64_55 = arith.constant 32 : i64
      scf.for %arg19 = %175 to %c11_i64_54 step %c32_i64_55  : i64 {
        %c0_i64_56 = arith.constant 0 : i64
        llvm.store %c0_i64_56, %150 : i64, !llvm.ptr
        %c0_i64_57 = arith.constant 0 : i64
        %c6_i64_58 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_57 to %c6_i64_58 step %c1_i64  : i64 {
          %182 = llvm.load %150 : !llvm.ptr -> i64
          %c11_i64_59 = arith.constant 11 : i64
          %183 = arith.muli %arg20, %c11_i64_59 : i64
          %184 = arith.addi %arg19, %183 : i64
          %185 = llvm.getelementptr %165[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %186 = llvm.load %185 : !llvm.ptr<1> -> i8
          %187 = arith.extsi %186 : i8 to i64
          %188 = arith.addi %182, %187 : i64
          llvm.store %188, %150 : i64, !llvm.ptr
        }
        %176 = llvm.load %150 : !llvm.ptr -> i64
        %c2_i64 = arith.constant 2 : i64
        %177 = llvm.getelementptr %167[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %178 = llvm.load %177 : !llvm.ptr<1> -> i64
        %179 = arith.muli %c2_i64, %178 : i64
        %180 = arith.addi %176, %179 : i64
        %181 = llvm.getelementptr %167[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %180, %181 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
