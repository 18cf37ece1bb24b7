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
      %alloca = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %144 = arith.index_cast %block_id_x : index to i64
      %c66_i64 = arith.constant 66 : i64
      %145 = arith.muli %144, %c66_i64 : i64
      %146 = llvm.getelementptr %118[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %147 = arith.muli %144, %c30_i64 : i64
      %148 = llvm.getelementptr %121[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c11_i64 = arith.constant 11 : i64
      %149 = arith.muli %144, %c11_i64 : i64
      %150 = llvm.getelementptr %124[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %151 = arith.muli %144, %c6_i64 : i64
      %152 = llvm.getelementptr %127[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64_45 = arith.constant 6 : i64
      %153 = arith.muli %144, %c6_i64_45 : i64
      %154 = llvm.getelementptr %130[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %155 = llvm.getelementptr %133[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %156 = llvm.getelementptr %136[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c66_i64_46 = arith.constant 66 : i64
      %157 = arith.muli %144, %c66_i64_46 : i64
      %158 = llvm.getelementptr %139[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c11_i64_47 = arith.constant 11 : i64
      %159 = arith.muli %144, %c11_i64_47 : i64
      %160 = llvm.getelementptr %142[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %161 = arith.index_cast %thread_id_x : index to i64
      %c11_i64_48 = arith.constant 11 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg19 = %161 to %c11_i64_48 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64_61 = arith.constant 0 : i64
        %c6_i64_62 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_61 to %c6_i64_62 step %c1_i64  : i64 {
          %171 = memref.load %alloca[] : memref<f32>
          %c11_i64_63 = arith.constant 11 : i64
          %172 = arith.muli %arg20, %c11_i64_63 : i64
          %173 = arith.addi %arg19, %172 : i64
          %174 = llvm.getelementptr %146[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %175 = llvm.load %174 : !llvm.ptr<1> -> f32
          %176 = arith.addf %171, %175 : f32
          memref.store %176, %alloca[] : memref<f32>
        }
        %169 = memref.load %alloca[] : memref<f32>
        %170 = llvm.getelementptr %150[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %169, %170 : f32, !llvm.ptr<1>
      }
      %thread_id_x_49 = gpu.thread_id  x
      %162 = arith.index_cast %thread_id_x_49 : index to i64
      %c6_i64_50 = arith.constant 6 : i64
      %c32_i64_51 = arith.constant 32 : i64
      scf.for %arg19 = %162 to %c6_i64_50 step %c32_i64_51  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_40[] : memref<f32>
        %c0_i64_61 = arith.constant 0 : i64
        %c11_i64_62 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_61 to %c11_i64_62 step %c1_i64  : i64 {
          %174 = memref.load %alloca_40[] : memref<f32>
          %c11_i64_64 = arith.constant 11 : i64
          %175 = arith.muli %arg19, %c11_i64_64 : i64
          %176 = arith.addi %arg20, %175 : i64
          %177 = llvm.getelementptr %146[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %178 = llvm.load %177 : !llvm.ptr<1> -> f32
          %179 = arith.addf %174, %178 : f32
          memref.store %179, %alloca_40[] : memref<f32>
        }
        %cst_63 = arith.constant 2.000000e+00 : f32
        %169 = memref.load %alloca_40[] : memref<f32>
        %170 = llvm.getelementptr %152[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %171 = llvm.load %170 : !llvm.ptr<1> -> f32
        %172 = llvm.intr.fma(%cst_63, %169, %171) : (f32, f32, f32) -> f32
        %173 = llvm.getelementptr %152[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %172, %173 : f32, !llvm.ptr<1>
      }
      %thread_id_x_52 = gpu.thread_id  x
      %163 = arith.index_cast %thread_id_x_52 : index to i64
      %c6_i64_53 = arith.constant 6 : i64
      %c32_i64_54 = arith.constant 32 : i64
      scf.for %arg19 = %163 to %c6_i64_53 step %c32_i64_54  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_41[] : memref<f32>
        %c0_i64_61 = arith.constant 0 : i64
        %c11_i64_62 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_61 to %c11_i64_62 step %c1_i64  : i64 {
          %174 = memref.load %alloca_41[] : memref<f32>
          %c11_i64_63 = arith.constant 11 : i64
          %175 = arith.muli %arg19, %c11_i64_63 : i64
          %176 = arith.addi %arg20, %175 : i64
          %177 = llvm.getelementptr %146[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %178 = llvm.load %177 : !llvm.ptr<1> -> f32
          %179 = arith.addf %174, %178 : f32
          memref.store %179, %alloca_41[] : memref<f32>
        }
        %169 = llvm.getelementptr %154[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %170 = llvm.load %169 : !llvm.ptr<1> -> f32
        %171 = memref.load %alloca_41[] : memref<f32>
        %172 = llvm.intr.fma(%arg0, %170, %171) : (f32, f32, f32) -> f32
        %173 = llvm.getelementptr %154[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %172, %173 : f32, !llvm.ptr<1>
      }
      %thread_id_x_55 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_55 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %165 = arith.cmpi eq, %164, %c0_i64 : i64
      scf.if %165 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_42[] : memref<f64>
        %c0_i64_61 = arith.constant 0 : i64
        %c30_i64_62 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_61 to %c30_i64_62 step %c1_i64  : i64 {
          %170 = memref.load %alloca_42[] : memref<f64>
          %171 = llvm.getelementptr %148[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %172 = llvm.load %171 : !llvm.ptr<1> -> f32
          %173 = arith.extf %172 : f32 to f64
          %174 = arith.addf %170, %173 : f64
          memref.store %174, %alloca_42[] : memref<f64>
        }
        %169 = memref.load %alloca_42[] : memref<f64>
        llvm.store %169, %155 : f64, !llvm.ptr<1>
      }
      %thread_id_x_56 = gpu.thread_id  x
      %166 = arith.index_cast %thread_id_x_56 : index to i64
      %c0_i64_57 = arith.constant 0 : i64
      %167 = arith.cmpi eq, %166, %c0_i64_57 : i64
      scf.if %167 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_43[] : memref<f64>
        %c0_i64_61 = arith.constant 0 : i64
        %c30_i64_62 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_61 to %c30_i64_62 step %c1_i64  : i64 {
          %173 = memref.load %alloca_43[] : memref<f64>
          %174 = llvm.getelementptr %148[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %175 = llvm.load %174 : !llvm.ptr<1> -> f32
          %176 = arith.extf %175 : f32 to f64
          %177 = arith.addf %173, %176 : f64
          memref.store %177, %alloca_43[] : memref<f64>
        }
        %cst_63 = arith.constant 5.000000e-01 : f64
        %169 = llvm.load %156 : !llvm.ptr<1> -> f64
        %cst_64 = arith.constant -1.000000e+00 : f64
        %170 = memref.load %alloca_43[] : memref<f64>
        %171 = arith.mulf %cst_64, %170 : f64
        %172 = llvm.intr.fma(%cst_63, %169, %171) : (f64, f64, f64) -> f64
        llvm.store %172, %156 : f64, !llvm.ptr<1>
      }
      %thread_id_x_58 = gpu.thread_id  x
      %168 = arith.index_cast %thread_id_x_58 : index to i64
      %c11_i64_59 = arith.constant 11 : i64
      %c32_i64_60 = arith.constant 32 : i64
      scf.for %arg19 = %168 to %c11_i64_59 step %c32_i64_60  : i64 {
        %c0_i64_61 = arith.constant 0 : i64
        memref.store %c0_i64_61, %alloca_44[] : memref<i64>
        %c0_i64_62 = arith.constant 0 : i64
        %c6_i64_63 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_62 to %c6_i64_63 step %c1_i64  : i64 {
          %175 = memref.load %alloca_44[] : memref<i64>
          %c11_i64_64 = arith.constant 11 : i64
          %176 = arith.muli %arg20, %c11_i64_64 : i64
          %177 = arith.addi %arg19, %176 : i64
          %178 = llvm.getelementptr %158[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %179 = llvm.load %178 : !llvm.ptr<1> -> i8
          %180 = arith.extsi %179 : i8 to i64
          %181 = arith.addi %175, %180 : i64
          memref.store %181, %alloca_44[] : memref<i64>
        }
        %169 = memref.load %alloca_44[] : memref<i64>
        %c2_i64 = arith.constant 2 : i64
        %170 = llvm.getelementptr %160[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %171 = llvm.load %170 : !llvm.ptr<1> -> i64
        %172 = arith.muli %c2_i64, %171 : i64
        %173 = arith.addi %169, %172 : i64
        %174 = llvm.getelementptr %160[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %173, %174 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
