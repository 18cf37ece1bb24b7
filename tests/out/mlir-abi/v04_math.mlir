module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(12 : i64) : i64
      %17 = llvm.mlir.constant(1 : i64) : i64
      %18 = llvm.mlir.constant(16 : i64) : i64
      %19 = llvm.mlir.constant(192 : i64) : i64
      %20 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %21 = llvm.insertvalue %arg2, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %22 = llvm.insertvalue %14, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %23 = llvm.insertvalue %15, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %24 = llvm.insertvalue %16, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg3, %24[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %17, %25[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %18, %26[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %19, %27[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x12x?xf16, strided<[1, 16, 192]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(16 : i64) : i64
      %33 = llvm.mlir.constant(12 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(16 : i64) : i64
      %36 = llvm.mlir.constant(192 : i64) : i64
      %37 = llvm.insertvalue %arg4, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %38 = llvm.insertvalue %arg4, %37[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %31, %38[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg5, %41[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %34, %42[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = builtin.unrealized_conversion_cast %45 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x12x?xbf16, strided<[1, 16, 192]>, 1>
      %47 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %48 = llvm.mlir.constant(0 : i64) : i64
      %49 = llvm.mlir.constant(16 : i64) : i64
      %50 = llvm.mlir.constant(12 : i64) : i64
      %51 = llvm.mlir.constant(1 : i64) : i64
      %52 = llvm.mlir.constant(16 : i64) : i64
      %53 = llvm.mlir.constant(192 : i64) : i64
      %54 = llvm.insertvalue %arg6, %47[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %55 = llvm.insertvalue %arg6, %54[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %56 = llvm.insertvalue %48, %55[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %57 = llvm.insertvalue %49, %56[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %58 = llvm.insertvalue %50, %57[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg7, %58[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %51, %59[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %52, %60[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %53, %61[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = builtin.unrealized_conversion_cast %62 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x12x?xf32, strided<[1, 16, 192]>, 1>
      %64 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %65 = llvm.mlir.constant(0 : i64) : i64
      %66 = llvm.mlir.constant(16 : i64) : i64
      %67 = llvm.mlir.constant(12 : i64) : i64
      %68 = llvm.mlir.constant(1 : i64) : i64
      %69 = llvm.mlir.constant(16 : i64) : i64
      %70 = llvm.mlir.constant(192 : i64) : i64
      %71 = llvm.insertvalue %arg8, %64[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %72 = llvm.insertvalue %arg8, %71[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %73 = llvm.insertvalue %65, %72[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %74 = llvm.insertvalue %66, %73[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %75 = llvm.insertvalue %67, %74[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg9, %75[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %68, %76[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %69, %77[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %70, %78[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = builtin.unrealized_conversion_cast %79 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x12x?xf64, strided<[1, 16, 192]>, 1>
      %81 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %82 = llvm.mlir.constant(0 : i64) : i64
      %83 = llvm.mlir.constant(16 : i64) : i64
      %84 = llvm.mlir.constant(4 : i64) : i64
      %85 = llvm.mlir.constant(1 : i64) : i64
      %86 = llvm.mlir.constant(16 : i64) : i64
      %87 = llvm.mlir.constant(64 : i64) : i64
      %88 = llvm.insertvalue %arg10, %81[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %89 = llvm.insertvalue %arg10, %88[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %90 = llvm.insertvalue %82, %89[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %91 = llvm.insertvalue %83, %90[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %92 = llvm.insertvalue %84, %91[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg11, %92[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %85, %93[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %86, %94[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %87, %95[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = builtin.unrealized_conversion_cast %96 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x4x?xvector<2xf32>, strided<[1, 16, 64]>, 1>
      %98 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %99 = llvm.mlir.constant(0 : i64) : i64
      %100 = llvm.mlir.constant(16 : i64) : i64
      %101 = llvm.mlir.constant(4 : i64) : i64
      %102 = llvm.mlir.constant(1 : i64) : i64
      %103 = llvm.mlir.constant(16 : i64) : i64
      %104 = llvm.mlir.constant(64 : i64) : i64
      %105 = llvm.insertvalue %arg12, %98[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %106 = llvm.insertvalue %arg12, %105[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %107 = llvm.insertvalue %99, %106[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %108 = llvm.insertvalue %100, %107[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %109 = llvm.insertvalue %101, %108[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = llvm.insertvalue %arg13, %109[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %111 = llvm.insertvalue %102, %110[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %112 = llvm.insertvalue %103, %111[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %113 = llvm.insertvalue %104, %112[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %114 = builtin.unrealized_conversion_cast %113 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x4x?xvector<2xf64>, strided<[1, 16, 64]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %115 = arith.index_cast %intptr : index to i64
      %116 = llvm.inttoptr %115 : i64 to !llvm.ptr<1>
      %117 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %29 : memref<16x12x?xf16, strided<[1, 16, 192]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<16x12x?xf16, strided<[1, 16, 192]>, 1> -> index
      %118 = arith.index_cast %intptr_4 : index to i64
      %119 = llvm.inttoptr %118 : i64 to !llvm.ptr<1>
      %120 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %46 : memref<16x12x?xbf16, strided<[1, 16, 192]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %46 : memref<16x12x?xbf16, strided<[1, 16, 192]>, 1> -> index
      %121 = arith.index_cast %intptr_9 : index to i64
      %122 = llvm.inttoptr %121 : i64 to !llvm.ptr<1>
      %123 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %63 : memref<16x12x?xf32, strided<[1, 16, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %63 : memref<16x12x?xf32, strided<[1, 16, 192]>, 1> -> index
      %124 = arith.index_cast %intptr_14 : index to i64
      %125 = llvm.inttoptr %124 : i64 to !llvm.ptr<1>
      %126 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %80 : memref<16x12x?xf64, strided<[1, 16, 192]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %80 : memref<16x12x?xf64, strided<[1, 16, 192]>, 1> -> index
      %127 = arith.index_cast %intptr_19 : index to i64
      %128 = llvm.inttoptr %127 : i64 to !llvm.ptr<1>
      %129 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %97 : memref<16x4x?xvector<2xf32>, strided<[1, 16, 64]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %97 : memref<16x4x?xvector<2xf32>, strided<[1, 16, 64]>, 1> -> index
      %130 = arith.index_cast %intptr_24 : index to i64
      %131 = llvm.inttoptr %130 : i64 to !llvm.ptr<1>
      %132 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %114 : memref<16x4x?xvector<2xf64>, strided<[1, 16, 64]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %114 : memref<16x4x?xvector<2xf64>, strided<[1, 16, 64]>, 1> -> index
      %133 = arith.index_cast %intptr_29 : index to i64
      %134 = llvm.inttoptr %133 : i64 to !llvm.ptr<1>
      %135 = arith.index_cast %sizes_27#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f32>
      %alloca_32 = memref.alloca() : memref<f32>
      %alloca_33 = memref.alloca() : memref<f32>
      %alloca_34 = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f64>
      %alloca_38 = memref.alloca() : memref<f64>
      %alloca_39 = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %136 = arith.index_cast %block_id_x : index to i64
      %thread_id_x = gpu.thread_id  x
      %137 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %137 to %c16_i64 step %c32_i64  : i64 {
        %c16_i64_45 = arith.constant 16 : i64
        %138 = arith.muli %136, %c16_i64_45 : i64
        %139 = arith.addi %arg14, %138 : i64
        %140 = llvm.getelementptr %116[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %141 = llvm.load %140 : !llvm.ptr<1> -> f32
        %cst = arith.constant 2.000000e+00 : f32
        %142 = arith.mulf %141, %cst : f32
        %143 = arith.bitcast %142 : f32 to i32
        %c2147483647_i32 = arith.constant 2147483647 : i32
        %144 = arith.andi %143, %c2147483647_i32 : i32
        %145 = arith.bitcast %144 : i32 to f32
        %cst_46 = arith.constant 0.00999999977 : f32
        %146 = arith.addf %145, %cst_46 : f32
        %147 = arith.truncf %142 : f32 to f16
        %148 = arith.truncf %146 : f32 to f16
        %149 = arith.extf %147 : f16 to f32
        %150 = math.sin %149 : f32
        %151 = arith.truncf %150 : f32 to f16
        %c192_i64 = arith.constant 192 : i64
        %152 = arith.muli %136, %c192_i64 : i64
        %153 = arith.addi %arg14, %152 : i64
        %154 = llvm.getelementptr %119[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %151, %154 : f16, !llvm.ptr<1>
        %155 = arith.extf %147 : f16 to f32
        %156 = math.cos %155 : f32
        %157 = arith.truncf %156 : f32 to f16
        %c16_i64_47 = arith.constant 16 : i64
        %158 = arith.addi %arg14, %c16_i64_47 : i64
        %c192_i64_48 = arith.constant 192 : i64
        %159 = arith.muli %136, %c192_i64_48 : i64
        %160 = arith.addi %158, %159 : i64
        %161 = llvm.getelementptr %119[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %157, %161 : f16, !llvm.ptr<1>
        %162 = arith.extf %147 : f16 to f32
        %163 = math.exp %162 : f32
        %164 = arith.truncf %163 : f32 to f16
        %c32_i64_49 = arith.constant 32 : i64
        %165 = arith.addi %arg14, %c32_i64_49 : i64
        %c192_i64_50 = arith.constant 192 : i64
        %166 = arith.muli %136, %c192_i64_50 : i64
        %167 = arith.addi %165, %166 : i64
        %168 = llvm.getelementptr %119[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %164, %168 : f16, !llvm.ptr<1>
        %169 = arith.extf %147 : f16 to f32
        %170 = math.exp2 %169 : f32
        %171 = arith.truncf %170 : f32 to f16
        %c48_i64 = arith.constant 48 : i64
        %172 = arith.addi %arg14, %c48_i64 : i64
        %c192_i64_51 = arith.constant 192 : i64
        %173 = arith.muli %136, %c192_i64_51 : i64
        %174 = arith.addi %172, %173 : i64
        %175 = llvm.getelementptr %119[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %171, %175 : f16, !llvm.ptr<1>
        %176 = arith.extf %148 : f16 to f32
        %177 = math.log %176 : f32
        %178 = arith.truncf %177 : f32 to f16
        %c64_i64 = arith.constant 64 : i64
        %179 = arith.addi %arg14, %c64_i64 : i64
        %c192_i64_52 = arith.constant 192 : i64
        %180 = arith.muli %136, %c192_i64_52 : i64
        %181 = arith.addi %179, %180 : i64
        %182 = llvm.getelementptr %119[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %178, %182 : f16, !llvm.ptr<1>
        %183 = arith.extf %148 : f16 to f32
        %184 = math.log2 %183 : f32
        %185 = arith.truncf %184 : f32 to f16
        %c80_i64 = arith.constant 80 : i64
        %186 = arith.addi %arg14, %c80_i64 : i64
        %c192_i64_53 = arith.constant 192 : i64
        %187 = arith.muli %136, %c192_i64_53 : i64
        %188 = arith.addi %186, %187 : i64
        %189 = llvm.getelementptr %119[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %185, %189 : f16, !llvm.ptr<1>
        %190 = arith.extf %147 : f16 to f32
        %191 = math.sin %190 : f32
        %192 = arith.truncf %191 : f32 to f16
        %c96_i64 = arith.constant 96 : i64
        %193 = arith.addi %arg14, %c96_i64 : i64
        %c192_i64_54 = arith.constant 192 : i64
        %194 = arith.muli %136, %c192_i64_54 : i64
        %195 = arith.addi %193, %194 : i64
        %196 = llvm.getelementptr %119[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %192, %196 : f16, !llvm.ptr<1>
        %197 = arith.extf %147 : f16 to f32
        %198 = math.cos %197 : f32
        %199 = arith.truncf %198 : f32 to f16
        %c112_i64 = arith.constant 112 : i64
        %200 = arith.addi %arg14, %c112_i64 : i64
        %c192_i64_55 = arith.constant 192 : i64
        %201 = arith.muli %136, %c192_i64_55 : i64
        %202 = arith.addi %200, %201 : i64
        %203 = llvm.getelementptr %119[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %199, %203 : f16, !llvm.ptr<1>
        %204 = arith.extf %147 : f16 to f32
        %205 = math.exp %204 : f32
        %206 = arith.truncf %205 : f32 to f16
        %c128_i64 = arith.constant 128 : i64
        %207 = arith.addi %arg14, %c128_i64 : i64
        %c192_i64_56 = arith.constant 192 : i64
        %208 = arith.muli %136, %c192_i64_56 : i64
        %209 = arith.addi %207, %208 : i64
        %210 = llvm.getelementptr %119[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %206, %210 : f16, !llvm.ptr<1>
        %211 = arith.extf %147 : f16 to f32
        %212 = math.exp2 %211 : f32
        %213 = arith.truncf %212 : f32 to f16
        %c144_i64 = arith.constant 144 : i64
        %214 = arith.addi %arg14, %c144_i64 : i64
        %c192_i64_57 = arith.constant 192 : i64
        %215 = arith.muli %136, %c192_i64_57 : i64
        %216 = arith.addi %214, %215 : i64
        %217 = llvm.getelementptr %119[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %213, %217 : f16, !llvm.ptr<1>
        %218 = arith.extf %148 : f16 to f32
        %219 = math.log %218 : f32
        %220 = arith.truncf %219 : f32 to f16
        %c160_i64 = arith.constant 160 : i64
        %221 = arith.addi %arg14, %c160_i64 : i64
        %c192_i64_58 = arith.constant 192 : i64
        %222 = arith.muli %136, %c192_i64_58 : i64
        %223 = arith.addi %221, %222 : i64
        %224 = llvm.getelementptr %119[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %220, %224 : f16, !llvm.ptr<1>
        %225 = arith.extf %148 : f16 to f32
        %226 = math.log2 %225 : f32
        %227 = arith.truncf %226 : f32 to f16
        %c176_i64 = arith.constant 176 : i64
        %228 = arith.addi %arg14, %c176_i64 : i64
        %c192_i64_59 = arith.constant 192 : i64
        %229 = arith.muli %136, %c192_i64_59 : i64
        %230 = arith.addi %228, %229 : i64
        %231 = llvm.getelementptr %119[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %227, %231 : f16, !llvm.ptr<1>
        %232 = arith.truncf %142 : f32 to bf16
        %233 = arith.truncf %146 : f32 to bf16
        %234 = arith.extf %232 : bf16 to f32
        %235 = math.sin %234 : f32
        %236 = arith.truncf %235 : f32 to bf16
        %c192_i64_60 = arith.constant 192 : i64
        %237 = arith.muli %136, %c192_i64_60 : i64
        %238 = arith.addi %arg14, %237 : i64
        %239 = llvm.getelementptr %122[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %236, %239 : bf16, !llvm.ptr<1>
        %240 = arith.extf %232 : bf16 to f32
        %241 = math.cos %240 : f32
        %242 = arith.truncf %241 : f32 to bf16
        %c16_i64_61 = arith.constant 16 : i64
        %243 = arith.addi %arg14, %c16_i64_61 : i64
        %c192_i64_62 = arith.constant 192 : i64
        %244 = arith.muli %136, %c192_i64_62 : i64
        %245 = arith.addi %243, %244 : i64
        %246 = llvm.getelementptr %122[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %242, %246 : bf16, !llvm.ptr<1>
        %247 = arith.extf %232 : bf16 to f32
        %248 = math.exp %247 : f32
        %249 = arith.truncf %248 : f32 to bf16
        %c32_i64_63 = arith.constant 32 : i64
        %250 = arith.addi %arg14, %c32_i64_63 : i64
        %c192_i64_64 = arith.constant 192 : i64
        %251 = arith.muli %136, %c192_i64_64 : i64
        %252 = arith.addi %250, %251 : i64
        %253 = llvm.getelementptr %122[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %249, %253 : bf16, !llvm.ptr<1>
        %254 = arith.extf %232 : bf16 to f32
        %255 = math.exp2 %254 : f32
        %256 = arith.truncf %255 : f32 to bf16
        %c48_i64_65 = arith.constant 48 : i64
        %257 = arith.addi %arg14, %c48_i64_65 : i64
        %c192_i64_66 = arith.constant 192 : i64
        %258 = arith.muli %136, %c192_i64_66 : i64
        %259 = arith.addi %257, %258 : i64
        %260 = llvm.getelementptr %122[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %256, %260 : bf16, !llvm.ptr<1>
        %261 = arith.extf %233 : bf16 to f32
        %262 = math.log %261 : f32
        %263 = arith.truncf %262 : f32 to bf16
        %c64_i64_67 = arith.constant 64 : i64
        %264 = arith.addi %arg14, %c64_i64_67 : i64
        %c192_i64_68 = arith.constant 192 : i64
        %265 = arith.muli %136, %c192_i64_68 : i64
        %266 = arith.addi %264, %265 : i64
        %267 = llvm.getelementptr %122[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %263, %267 : bf16, !llvm.ptr<1>
        %268 = arith.extf %233 : bf16 to f32
        %269 = math.log2 %268 : f32
        %270 = arith.truncf %269 : f32 to bf16
        %c80_i64_69 = arith.constant 80 : i64
        %271 = arith.addi %arg14, %c80_i64_69 : i64
        %c192_i64_70 = arith.constant 192 : i64
        %272 = arith.muli %136, %c192_i64_70 : i64
        %273 = arith.addi %271, %272 : i64
        %274 = llvm.getelementptr %122[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %270, %274 : bf16, !llvm.ptr<1>
        %275 = arith.extf %232 : bf16 to f32
        %276 = math.sin %275 : f32
        %277 = arith.truncf %276 : f32 to bf16
        %c96_i64_71 = arith.constant 96 : i64
        %278 = arith.addi %arg14, %c96_i64_71 : i64
        %c192_i64_72 = arith.constant 192 : i64
        %279 = arith.muli %136, %c192_i64_72 : i64
        %280 = arith.addi %278, %279 : i64
        %281 = llvm.getelementptr %122[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %277, %281 : bf16, !llvm.ptr<1>
        %282 = arith.extf %232 : bf16 to f32
        %283 = math.cos %282 : f32
        %284 = arith.truncf %283 : f32 to bf16
        %c112_i64_73 = arith.constant 112 : i64
        %285 = arith.addi %arg14, %c112_i64_73 : i64
        %c192_i64_74 = arith.constant 192 : i64
        %286 = arith.muli %136, %c192_i64_74 : i64
        %287 = arith.addi %285, %286 : i64
        %288 = llvm.getelementptr %122[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %284, %288 : bf16, !llvm.ptr<1>
        %289 = arith.extf %232 : bf16 to f32
        %290 = math.exp %289 : f32
        %291 = arith.truncf %290 : f32 to bf16
        %c128_i64_75 = arith.constant 128 : i64
        %292 = arith.addi %arg14, %c128_i64_75 : i64
        %c192_i64_76 = arith.constant 192 : i64
        %293 = arith.muli %136, %c192_i64_76 : i64
        %294 = arith.addi %292, %293 : i64
        %295 = llvm.getelementptr %122[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %291, %295 : bf16, !llvm.ptr<1>
        %296 = arith.extf %232 : bf16 to f32
        %297 = math.exp2 %296 : f32
        %298 = arith.truncf %297 : f32 to bf16
        %c144_i64_77 = arith.constant 144 : i64
        %299 = arith.addi %arg14, %c144_i64_77 : i64
        %c192_i64_78 = arith.constant 192 : i64
        %300 = arith.muli %136, %c192_i64_78 : i64
        %301 = arith.addi %299, %300 : i64
        %302 = llvm.getelementptr %122[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %298, %302 : bf16, !llvm.ptr<1>
        %303 = arith.extf %233 : bf16 to f32
        %304 = math.log %303 : f32
        %305 = arith.truncf %304 : f32 to bf16
        %c160_i64_79 = arith.constant 160 : i64
        %306 = arith.addi %arg14, %c160_i64_79 : i64
        %c192_i64_80 = arith.constant 192 : i64
        %307 = arith.muli %136, %c192_i64_80 : i64
        %308 = arith.addi %306, %307 : i64
        %309 = llvm.getelementptr %122[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %305, %309 : bf16, !llvm.ptr<1>
        %310 = arith.extf %233 : bf16 to f32
        %311 = math.log2 %310 : f32
        %312 = arith.truncf %311 : f32 to bf16
        %c176_i64_81 = arith.constant 176 : i64
        %313 = arith.addi %arg14, %c176_i64_81 : i64
        %c192_i64_82 = arith.constant 192 : i64
        %314 = arith.muli %136, %c192_i64_82 : i64
        %315 = arith.addi %313, %314 : i64
        %316 = llvm.getelementptr %122[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %312, %316 : bf16, !llvm.ptr<1>
        %317 = math.sin %142 : f32
        %c192_i64_83 = arith.constant 192 : i64
        %318 = arith.muli %136, %c192_i64_83 : i64
        %319 = arith.addi %arg14, %318 : i64
        %320 = llvm.getelementptr %125[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %317, %320 : f32, !llvm.ptr<1>
        %321 = math.cos %142 : f32
        %c16_i64_84 = arith.constant 16 : i64
        %322 = arith.addi %arg14, %c16_i64_84 : i64
        %c192_i64_85 = arith.constant 192 : i64
        %323 = arith.muli %136, %c192_i64_85 : i64
        %324 = arith.addi %322, %323 : i64
        %325 = llvm.getelementptr %125[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %321, %325 : f32, !llvm.ptr<1>
        %326 = math.exp %142 : f32
        %c32_i64_86 = arith.constant 32 : i64
        %327 = arith.addi %arg14, %c32_i64_86 : i64
        %c192_i64_87 = arith.constant 192 : i64
        %328 = arith.muli %136, %c192_i64_87 : i64
        %329 = arith.addi %327, %328 : i64
        %330 = llvm.getelementptr %125[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %326, %330 : f32, !llvm.ptr<1>
        %331 = math.exp2 %142 : f32
        %c48_i64_88 = arith.constant 48 : i64
        %332 = arith.addi %arg14, %c48_i64_88 : i64
        %c192_i64_89 = arith.constant 192 : i64
        %333 = arith.muli %136, %c192_i64_89 : i64
        %334 = arith.addi %332, %333 : i64
        %335 = llvm.getelementptr %125[%334] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %331, %335 : f32, !llvm.ptr<1>
        %336 = math.log %146 : f32
        %c64_i64_90 = arith.constant 64 : i64
        %337 = arith.addi %arg14, %c64_i64_90 : i64
        %c192_i64_91 = arith.constant 192 : i64
        %338 = arith.muli %136, %c192_i64_91 : i64
        %339 = arith.addi %337, %338 : i64
        %340 = llvm.getelementptr %125[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %336, %340 : f32, !llvm.ptr<1>
        %341 = math.log2 %146 : f32
        %c80_i64_92 = arith.constant 80 : i64
        %342 = arith.addi %arg14, %c80_i64_92 : i64
        %c192_i64_93 = arith.constant 192 : i64
        %343 = arith.muli %136, %c192_i64_93 : i64
        %344 = arith.addi %342, %343 : i64
        %345 = llvm.getelementptr %125[%344] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %341, %345 : f32, !llvm.ptr<1>
        %346 = math.sin %142 : f32
        %c96_i64_94 = arith.constant 96 : i64
        %347 = arith.addi %arg14, %c96_i64_94 : i64
        %c192_i64_95 = arith.constant 192 : i64
        %348 = arith.muli %136, %c192_i64_95 : i64
        %349 = arith.addi %347, %348 : i64
        %350 = llvm.getelementptr %125[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %346, %350 : f32, !llvm.ptr<1>
        %351 = math.cos %142 : f32
        %c112_i64_96 = arith.constant 112 : i64
        %352 = arith.addi %arg14, %c112_i64_96 : i64
        %c192_i64_97 = arith.constant 192 : i64
        %353 = arith.muli %136, %c192_i64_97 : i64
        %354 = arith.addi %352, %353 : i64
        %355 = llvm.getelementptr %125[%354] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %351, %355 : f32, !llvm.ptr<1>
        %356 = math.exp %142 : f32
        %c128_i64_98 = arith.constant 128 : i64
        %357 = arith.addi %arg14, %c128_i64_98 : i64
        %c192_i64_99 = arith.constant 192 : i64
        %358 = arith.muli %136, %c192_i64_99 : i64
        %359 = arith.addi %357, %358 : i64
        %360 = llvm.getelementptr %125[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %356, %360 : f32, !llvm.ptr<1>
        %361 = math.exp2 %142 : f32
        %c144_i64_100 = arith.constant 144 : i64
        %362 = arith.addi %arg14, %c144_i64_100 : i64
        %c192_i64_101 = arith.constant 192 : i64
        %363 = arith.muli %136, %c192_i64_101 : i64
        %364 = arith.addi %362, %363 : i64
        %365 = llvm.getelementptr %125[%364] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %361, %365 : f32, !llvm.ptr<1>
        %366 = math.log %146 : f32
        %c160_i64_102 = arith.constant 160 : i64
        %367 = arith.addi %arg14, %c160_i64_102 : i64
        %c192_i64_103 = arith.constant 192 : i64
        %368 = arith.muli %136, %c192_i64_103 : i64
        %369 = arith.addi %367, %368 : i64
        %370 = llvm.getelementptr %125[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %366, %370 : f32, !llvm.ptr<1>
        %371 = math.log2 %146 : f32
        %c176_i64_104 = arith.constant 176 : i64
        %372 = arith.addi %arg14, %c176_i64_104 : i64
        %c192_i64_105 = arith.constant 192 : i64
        %373 = arith.muli %136, %c192_i64_105 : i64
        %374 = arith.addi %372, %373 : i64
        %375 = llvm.getelementptr %125[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %371, %375 : f32, !llvm.ptr<1>
        %376 = arith.extf %142 : f32 to f64
        %377 = arith.extf %146 : f32 to f64
        %378 = math.sin %376 : f64
        %c192_i64_106 = arith.constant 192 : i64
        %379 = arith.muli %136, %c192_i64_106 : i64
        %380 = arith.addi %arg14, %379 : i64
        %381 = llvm.getelementptr %128[%380] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %378, %381 : f64, !llvm.ptr<1>
        %382 = math.cos %376 : f64
        %c16_i64_107 = arith.constant 16 : i64
        %383 = arith.addi %arg14, %c16_i64_107 : i64
        %c192_i64_108 = arith.constant 192 : i64
        %384 = arith.muli %136, %c192_i64_108 : i64
        %385 = arith.addi %383, %384 : i64
        %386 = llvm.getelementptr %128[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %382, %386 : f64, !llvm.ptr<1>
        %387 = math.exp %376 : f64
        %c32_i64_109 = arith.constant 32 : i64
        %388 = arith.addi %arg14, %c32_i64_109 : i64
        %c192_i64_110 = arith.constant 192 : i64
        %389 = arith.muli %136, %c192_i64_110 : i64
        %390 = arith.addi %388, %389 : i64
        %391 = llvm.getelementptr %128[%390] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %387, %391 : f64, !llvm.ptr<1>
        %392 = math.exp2 %376 : f64
        %c48_i64_111 = arith.constant 48 : i64
        %393 = arith.addi %arg14, %c48_i64_111 : i64
        %c192_i64_112 = arith.constant 192 : i64
        %394 = arith.muli %136, %c192_i64_112 : i64
        %395 = arith.addi %393, %394 : i64
        %396 = llvm.getelementptr %128[%395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %392, %396 : f64, !llvm.ptr<1>
        %397 = math.log %377 : f64
        %c64_i64_113 = arith.constant 64 : i64
        %398 = arith.addi %arg14, %c64_i64_113 : i64
        %c192_i64_114 = arith.constant 192 : i64
        %399 = arith.muli %136, %c192_i64_114 : i64
        %400 = arith.addi %398, %399 : i64
        %401 = llvm.getelementptr %128[%400] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %397, %401 : f64, !llvm.ptr<1>
        %402 = math.log2 %377 : f64
        %c80_i64_115 = arith.constant 80 : i64
        %403 = arith.addi %arg14, %c80_i64_115 : i64
        %c192_i64_116 = arith.constant 192 : i64
        %404 = arith.muli %136, %c192_i64_116 : i64
        %405 = arith.addi %403, %404 : i64
        %406 = llvm.getelementptr %128[%405] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %402, %406 : f64, !llvm.ptr<1>
        %407 = math.sin %376 : f64
        %c96_i64_117 = arith.constant 96 : i64
        %408 = arith.addi %arg14, %c96_i64_117 : i64
        %c192_i64_118 = arith.constant 192 : i64
        %409 = arith.muli %136, %c192_i64_118 : i64
        %410 = arith.addi %408, %409 : i64
        %411 = llvm.getelementptr %128[%410] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %407, %411 : f64, !llvm.ptr<1>
        %412 = math.cos %376 : f64
        %c112_i64_119 = arith.constant 112 : i64
        %413 = arith.addi %arg14, %c112_i64_119 : i64
        %c192_i64_120 = arith.constant 192 : i64
        %414 = arith.muli %136, %c192_i64_120 : i64
        %415 = arith.addi %413, %414 : i64
        %416 = llvm.getelementptr %128[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %412, %416 : f64, !llvm.ptr<1>
        %417 = math.exp %376 : f64
        %c128_i64_121 = arith.constant 128 : i64
        %418 = arith.addi %arg14, %c128_i64_121 : i64
        %c192_i64_122 = arith.constant 192 : i64
        %419 = arith.muli %136, %c192_i64_122 : i64
        %420 = arith.addi %418, %419 : i64
        %421 = llvm.getelementptr %128[%420] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %417, %421 : f64, !llvm.ptr<1>
        %422 = math.exp2 %376 : f64
        %c144_i64_123 = arith.constant 144 : i64
        %423 = arith.addi %arg14, %c144_i64_123 : i64
        %c192_i64_124 = arith.constant 192 : i64
        %424 = arith.muli %136, %c192_i64_124 : i64
        %425 = arith.addi %423, %424 : i64
        %426 = llvm.getelementptr %128[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %422, %426 : f64, !llvm.ptr<1>
        %427 = math.log %377 : f64
        %c160_i64_125 = arith.constant 160 : i64
        %428 = arith.addi %arg14, %c160_i64_125 : i64
        %c192_i64_126 = arith.constant 192 : i64
        %429 = arith.muli %136, %c192_i64_126 : i64
        %430 = arith.addi %428, %429 : i64
        %431 = llvm.getelementptr %128[%430] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %427, %431 : f64, !llvm.ptr<1>
        %432 = math.log2 %377 : f64
        %c176_i64_127 = arith.constant 176 : i64
        %433 = arith.addi %arg14, %c176_i64_127 : i64
        %c192_i64_128 = arith.constant 192 : i64
        %434 = arith.muli %136, %c192_i64_128 : i64
        %435 = arith.addi %433, %434 : i64
        %436 = llvm.getelementptr %128[%435] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %432, %436 : f64, !llvm.ptr<1>
        %cst_129 = arith.constant 0.000000e+00 : f32
        %437 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %438 = llvm.insertelement %142, %437[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %439 = llvm.insertelement %cst_129, %438[%c1_i32 : i32] : vector<2xf32>
        %cst_130 = arith.constant 0.000000e+00 : f32
        %440 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_131 = arith.constant 0 : i32
        %441 = llvm.insertelement %146, %440[%c0_i32_131 : i32] : vector<2xf32>
        %c1_i32_132 = arith.constant 1 : i32
        %442 = llvm.insertelement %cst_130, %441[%c1_i32_132 : i32] : vector<2xf32>
        %cst_133 = arith.constant 0.000000e+00 : f32
        %cst_134 = arith.constant 1.000000e+00 : f32
        %443 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_135 = arith.constant 0 : i32
        %444 = llvm.insertelement %cst_133, %443[%c0_i32_135 : i32] : vector<2xf32>
        %c1_i32_136 = arith.constant 1 : i32
        %445 = llvm.insertelement %cst_134, %444[%c1_i32_136 : i32] : vector<2xf32>
        %c0_i32_137 = arith.constant 0 : i32
        %446 = llvm.extractelement %442[%c0_i32_137 : i32] : vector<2xf32>
        %c1_i32_138 = arith.constant 1 : i32
        %447 = llvm.extractelement %442[%c1_i32_138 : i32] : vector<2xf32>
        %c0_i32_139 = arith.constant 0 : i32
        %448 = llvm.extractelement %445[%c0_i32_139 : i32] : vector<2xf32>
        %c1_i32_140 = arith.constant 1 : i32
        %449 = llvm.extractelement %445[%c1_i32_140 : i32] : vector<2xf32>
        %450 = arith.mulf %446, %448 : f32
        %451 = arith.mulf %447, %449 : f32
        %452 = arith.subf %450, %451 : f32
        %453 = arith.mulf %446, %449 : f32
        %454 = arith.mulf %447, %448 : f32
        %455 = arith.addf %453, %454 : f32
        %456 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_141 = arith.constant 0 : i32
        %457 = llvm.insertelement %452, %456[%c0_i32_141 : i32] : vector<2xf32>
        %c1_i32_142 = arith.constant 1 : i32
        %458 = llvm.insertelement %455, %457[%c1_i32_142 : i32] : vector<2xf32>
        %459 = arith.addf %439, %458 : vector<2xf32>
        %c0_i32_143 = arith.constant 0 : i32
        %460 = llvm.extractelement %459[%c0_i32_143 : i32] : vector<2xf32>
        %c1_i32_144 = arith.constant 1 : i32
        %461 = llvm.extractelement %459[%c1_i32_144 : i32] : vector<2xf32>
        %462 = math.exp %460 : f32
        %463 = math.cos %461 : f32
        %464 = arith.mulf %462, %463 : f32
        memref.store %464, %alloca[] : memref<f32>
        %465 = math.sin %461 : f32
        %466 = arith.mulf %462, %465 : f32
        memref.store %466, %alloca_30[] : memref<f32>
        %cst_145 = arith.constant 8.000000e+01 : f32
        %467 = arith.cmpf ogt, %460, %cst_145 : f32
        scf.if %467 {
          %cst_237 = arith.constant 5.000000e-01 : f32
          %651 = arith.mulf %460, %cst_237 : f32
          %652 = math.exp %651 : f32
          %653 = math.cos %461 : f32
          %654 = arith.mulf %652, %653 : f32
          %655 = arith.mulf %654, %652 : f32
          memref.store %655, %alloca[] : memref<f32>
          %656 = math.sin %461 : f32
          %657 = arith.mulf %652, %656 : f32
          %658 = arith.mulf %657, %652 : f32
          memref.store %658, %alloca_30[] : memref<f32>
        }
        %cst_146 = arith.constant 0x7F800000 : f32
        %468 = arith.cmpf oeq, %460, %cst_146 : f32
        scf.if %468 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %651 = arith.cmpf oeq, %461, %cst_237 : f32
          scf.if %651 {
            memref.store %460, %alloca[] : memref<f32>
            memref.store %461, %alloca_30[] : memref<f32>
          }
          %652 = arith.bitcast %461 : f32 to i32
          %c2147483647_i32_238 = arith.constant 2147483647 : i32
          %653 = arith.andi %652, %c2147483647_i32_238 : i32
          %654 = arith.bitcast %653 : i32 to f32
          %cst_239 = arith.constant 0x7F800000 : f32
          %655 = arith.cmpf olt, %654, %cst_239 : f32
          %true = arith.constant true
          %656 = arith.xori %655, %true : i1
          scf.if %656 {
            memref.store %460, %alloca[] : memref<f32>
            %657 = arith.subf %461, %461 : f32
            memref.store %657, %alloca_30[] : memref<f32>
          }
        }
        %cst_147 = arith.constant 0xFF800000 : f32
        %469 = arith.cmpf oeq, %460, %cst_147 : f32
        scf.if %469 {
          %651 = arith.bitcast %461 : f32 to i32
          %c2147483647_i32_237 = arith.constant 2147483647 : i32
          %652 = arith.andi %651, %c2147483647_i32_237 : i32
          %653 = arith.bitcast %652 : i32 to f32
          %cst_238 = arith.constant 0x7F800000 : f32
          %654 = arith.cmpf olt, %653, %cst_238 : f32
          %true = arith.constant true
          %655 = arith.xori %654, %true : i1
          scf.if %655 {
            %cst_239 = arith.constant 0.000000e+00 : f32
            memref.store %cst_239, %alloca[] : memref<f32>
            %cst_240 = arith.constant 0.000000e+00 : f32
            memref.store %cst_240, %alloca_30[] : memref<f32>
          }
        }
        %470 = arith.cmpf une, %460, %460 : f32
        scf.if %470 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %651 = arith.cmpf oeq, %461, %cst_237 : f32
          scf.if %651 {
            memref.store %460, %alloca[] : memref<f32>
            memref.store %461, %alloca_30[] : memref<f32>
          }
        }
        %471 = memref.load %alloca[] : memref<f32>
        %472 = memref.load %alloca_30[] : memref<f32>
        %473 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_148 = arith.constant 0 : i32
        %474 = llvm.insertelement %471, %473[%c0_i32_148 : i32] : vector<2xf32>
        %c1_i32_149 = arith.constant 1 : i32
        %475 = llvm.insertelement %472, %474[%c1_i32_149 : i32] : vector<2xf32>
        %c64_i64_150 = arith.constant 64 : i64
        %476 = arith.muli %136, %c64_i64_150 : i64
        %477 = arith.addi %arg14, %476 : i64
        %478 = llvm.getelementptr %131[%477] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %475, %478 : vector<2xf32>, !llvm.ptr<1>
        %c0_i32_151 = arith.constant 0 : i32
        %479 = llvm.extractelement %459[%c0_i32_151 : i32] : vector<2xf32>
        %cst_152 = arith.constant 0.693147182 : f32
        %480 = arith.mulf %479, %cst_152 : f32
        %c1_i32_153 = arith.constant 1 : i32
        %481 = llvm.extractelement %459[%c1_i32_153 : i32] : vector<2xf32>
        %cst_154 = arith.constant 0.693147182 : f32
        %482 = arith.mulf %481, %cst_154 : f32
        %483 = math.exp %480 : f32
        %484 = math.cos %482 : f32
        %485 = arith.mulf %483, %484 : f32
        memref.store %485, %alloca_31[] : memref<f32>
        %486 = math.sin %482 : f32
        %487 = arith.mulf %483, %486 : f32
        memref.store %487, %alloca_32[] : memref<f32>
        %cst_155 = arith.constant 8.000000e+01 : f32
        %488 = arith.cmpf ogt, %480, %cst_155 : f32
        scf.if %488 {
          %cst_237 = arith.constant 5.000000e-01 : f32
          %651 = arith.mulf %480, %cst_237 : f32
          %652 = math.exp %651 : f32
          %653 = math.cos %482 : f32
          %654 = arith.mulf %652, %653 : f32
          %655 = arith.mulf %654, %652 : f32
          memref.store %655, %alloca_31[] : memref<f32>
          %656 = math.sin %482 : f32
          %657 = arith.mulf %652, %656 : f32
          %658 = arith.mulf %657, %652 : f32
          memref.store %658, %alloca_32[] : memref<f32>
        }
        %cst_156 = arith.constant 0x7F800000 : f32
        %489 = arith.cmpf oeq, %480, %cst_156 : f32
        scf.if %489 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %651 = arith.cmpf oeq, %482, %cst_237 : f32
          scf.if %651 {
            memref.store %480, %alloca_31[] : memref<f32>
            memref.store %482, %alloca_32[] : memref<f32>
          }
          %652 = arith.bitcast %482 : f32 to i32
          %c2147483647_i32_238 = arith.constant 2147483647 : i32
          %653 = arith.andi %652, %c2147483647_i32_238 : i32
          %654 = arith.bitcast %653 : i32 to f32
          %cst_239 = arith.constant 0x7F800000 : f32
          %655 = arith.cmpf olt, %654, %cst_239 : f32
          %true = arith.constant true
          %656 = arith.xori %655, %true : i1
          scf.if %656 {
            memref.store %480, %alloca_31[] : memref<f32>
            %657 = arith.subf %482, %482 : f32
            memref.store %657, %alloca_32[] : memref<f32>
          }
        }
        %cst_157 = arith.constant 0xFF800000 : f32
        %490 = arith.cmpf oeq, %480, %cst_157 : f32
        scf.if %490 {
          %651 = arith.bitcast %482 : f32 to i32
          %c2147483647_i32_237 = arith.constant 2147483647 : i32
          %652 = arith.andi %651, %c2147483647_i32_237 : i32
          %653 = arith.bitcast %652 : i32 to f32
          %cst_238 = arith.constant 0x7F800000 : f32
          %654 = arith.cmpf olt, %653, %cst_238 : f32
          %true = arith.constant true
          %655 = arith.xori %654, %true : i1
          scf.if %655 {
            %cst_239 = arith.constant 0.000000e+00 : f32
            memref.store %cst_239, %alloca_31[] : memref<f32>
            %cst_240 = arith.constant 0.000000e+00 : f32
            memref.store %cst_240, %alloca_32[] : memref<f32>
          }
        }
        %491 = arith.cmpf une, %480, %480 : f32
        scf.if %491 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %651 = arith.cmpf oeq, %482, %cst_237 : f32
          scf.if %651 {
            memref.store %480, %alloca_31[] : memref<f32>
            memref.store %482, %alloca_32[] : memref<f32>
          }
        }
        %492 = memref.load %alloca_31[] : memref<f32>
        %493 = memref.load %alloca_32[] : memref<f32>
        %494 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_158 = arith.constant 0 : i32
        %495 = llvm.insertelement %492, %494[%c0_i32_158 : i32] : vector<2xf32>
        %c1_i32_159 = arith.constant 1 : i32
        %496 = llvm.insertelement %493, %495[%c1_i32_159 : i32] : vector<2xf32>
        %c16_i64_160 = arith.constant 16 : i64
        %497 = arith.addi %arg14, %c16_i64_160 : i64
        %c64_i64_161 = arith.constant 64 : i64
        %498 = arith.muli %136, %c64_i64_161 : i64
        %499 = arith.addi %497, %498 : i64
        %500 = llvm.getelementptr %131[%499] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %496, %500 : vector<2xf32>, !llvm.ptr<1>
        %c0_i32_162 = arith.constant 0 : i32
        %501 = llvm.extractelement %459[%c0_i32_162 : i32] : vector<2xf32>
        %c1_i32_163 = arith.constant 1 : i32
        %502 = llvm.extractelement %459[%c1_i32_163 : i32] : vector<2xf32>
        %503 = math.exp %501 : f32
        %504 = math.cos %502 : f32
        %505 = arith.mulf %503, %504 : f32
        memref.store %505, %alloca_33[] : memref<f32>
        %506 = math.sin %502 : f32
        %507 = arith.mulf %503, %506 : f32
        memref.store %507, %alloca_34[] : memref<f32>
        %cst_164 = arith.constant 8.000000e+01 : f32
        %508 = arith.cmpf ogt, %501, %cst_164 : f32
        scf.if %508 {
          %cst_237 = arith.constant 5.000000e-01 : f32
          %651 = arith.mulf %501, %cst_237 : f32
          %652 = math.exp %651 : f32
          %653 = math.cos %502 : f32
          %654 = arith.mulf %652, %653 : f32
          %655 = arith.mulf %654, %652 : f32
          memref.store %655, %alloca_33[] : memref<f32>
          %656 = math.sin %502 : f32
          %657 = arith.mulf %652, %656 : f32
          %658 = arith.mulf %657, %652 : f32
          memref.store %658, %alloca_34[] : memref<f32>
        }
        %cst_165 = arith.constant 0x7F800000 : f32
        %509 = arith.cmpf oeq, %501, %cst_165 : f32
        scf.if %509 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %651 = arith.cmpf oeq, %502, %cst_237 : f32
          scf.if %651 {
            memref.store %501, %alloca_33[] : memref<f32>
            memref.store %502, %alloca_34[] : memref<f32>
          }
          %652 = arith.bitcast %502 : f32 to i32
          %c2147483647_i32_238 = arith.constant 2147483647 : i32
          %653 = arith.andi %652, %c2147483647_i32_238 : i32
          %654 = arith.bitcast %653 : i32 to f32
          %cst_239 = arith.constant 0x7F800000 : f32
          %655 = arith.cmpf olt, %654, %cst_239 : f32
          %true = arith.constant true
          %656 = arith.xori %655, %true : i1
          scf.if %656 {
            memref.store %501, %alloca_33[] : memref<f32>
            %657 = arith.subf %502, %502 : f32
            memref.store %657, %alloca_34[] : memref<f32>
          }
        }
        %cst_166 = arith.constant 0xFF800000 : f32
        %510 = arith.cmpf oeq, %501, %cst_166 : f32
        scf.if %510 {
          %651 = arith.bitcast %502 : f32 to i32
          %c2147483647_i32_237 = arith.constant 2147483647 : i32
          %652 = arith.andi %651, %c2147483647_i32_237 : i32
          %653 = arith.bitcast %652 : i32 to f32
          %cst_238 = arith.constant 0x7F800000 : f32
          %654 = arith.cmpf olt, %653, %cst_238 : f32
          %true = arith.constant true
          %655 = arith.xori %654, %true : i1
          scf.if %655 {
            %cst_239 = arith.constant 0.000000e+00 : f32
            memref.store %cst_239, %alloca_33[] : memref<f32>
            %cst_240 = arith.constant 0.000000e+00 : f32
            memref.store %cst_240, %alloca_34[] : memref<f32>
          }
        }
        %511 = arith.cmpf une, %501, %501 : f32
        scf.if %511 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %651 = arith.cmpf oeq, %502, %cst_237 : f32
          scf.if %651 {
            memref.store %501, %alloca_33[] : memref<f32>
            memref.store %502, %alloca_34[] : memref<f32>
          }
        }
        %512 = memref.load %alloca_33[] : memref<f32>
        %513 = memref.load %alloca_34[] : memref<f32>
        %514 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_167 = arith.constant 0 : i32
        %515 = llvm.insertelement %512, %514[%c0_i32_167 : i32] : vector<2xf32>
        %c1_i32_168 = arith.constant 1 : i32
        %516 = llvm.insertelement %513, %515[%c1_i32_168 : i32] : vector<2xf32>
        %c32_i64_169 = arith.constant 32 : i64
        %517 = arith.addi %arg14, %c32_i64_169 : i64
        %c64_i64_170 = arith.constant 64 : i64
        %518 = arith.muli %136, %c64_i64_170 : i64
        %519 = arith.addi %517, %518 : i64
        %520 = llvm.getelementptr %131[%519] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %516, %520 : vector<2xf32>, !llvm.ptr<1>
        %c0_i32_171 = arith.constant 0 : i32
        %521 = llvm.extractelement %459[%c0_i32_171 : i32] : vector<2xf32>
        %cst_172 = arith.constant 0.693147182 : f32
        %522 = arith.mulf %521, %cst_172 : f32
        %c1_i32_173 = arith.constant 1 : i32
        %523 = llvm.extractelement %459[%c1_i32_173 : i32] : vector<2xf32>
        %cst_174 = arith.constant 0.693147182 : f32
        %524 = arith.mulf %523, %cst_174 : f32
        %525 = math.exp %522 : f32
        %526 = math.cos %524 : f32
        %527 = arith.mulf %525, %526 : f32
        memref.store %527, %alloca_35[] : memref<f32>
        %528 = math.sin %524 : f32
        %529 = arith.mulf %525, %528 : f32
        memref.store %529, %alloca_36[] : memref<f32>
        %cst_175 = arith.constant 8.000000e+01 : f32
        %530 = arith.cmpf ogt, %522, %cst_175 : f32
        scf.if %530 {
          %cst_237 = arith.constant 5.000000e-01 : f32
          %651 = arith.mulf %522, %cst_237 : f32
          %652 = math.exp %651 : f32
          %653 = math.cos %524 : f32
          %654 = arith.mulf %652, %653 : f32
          %655 = arith.mulf %654, %652 : f32
          memref.store %655, %alloca_35[] : memref<f32>
          %656 = math.sin %524 : f32
          %657 = arith.mulf %652, %656 : f32
          %658 = arith.mulf %657, %652 : f32
          memref.store %658, %alloca_36[] : memref<f32>
        }
        %cst_176 = arith.constant 0x7F800000 : f32
        %531 = arith.cmpf oeq, %522, %cst_176 : f32
        scf.if %531 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %651 = arith.cmpf oeq, %524, %cst_237 : f32
          scf.if %651 {
            memref.store %522, %alloca_35[] : memref<f32>
            memref.store %524, %alloca_36[] : memref<f32>
          }
          %652 = arith.bitcast %524 : f32 to i32
          %c2147483647_i32_238 = arith.constant 2147483647 : i32
          %653 = arith.andi %652, %c2147483647_i32_238 : i32
          %654 = arith.bitcast %653 : i32 to f32
          %cst_239 = arith.constant 0x7F800000 : f32
          %655 = arith.cmpf olt, %654, %cst_239 : f32
          %true = arith.constant true
          %656 = arith.xori %655, %true : i1
          scf.if %656 {
            memref.store %522, %alloca_35[] : memref<f32>
            %657 = arith.subf %524, %524 : f32
            memref.store %657, %alloca_36[] : memref<f32>
          }
        }
        %cst_177 = arith.constant 0xFF800000 : f32
        %532 = arith.cmpf oeq, %522, %cst_177 : f32
        scf.if %532 {
          %651 = arith.bitcast %524 : f32 to i32
          %c2147483647_i32_237 = arith.constant 2147483647 : i32
          %652 = arith.andi %651, %c2147483647_i32_237 : i32
          %653 = arith.bitcast %652 : i32 to f32
          %cst_238 = arith.constant 0x7F800000 : f32
          %654 = arith.cmpf olt, %653, %cst_238 : f32
          %true = arith.constant true
          %655 = arith.xori %654, %true : i1
          scf.if %655 {
            %cst_239 = arith.constant 0.000000e+00 : f32
            memref.store %cst_239, %alloca_35[] : memref<f32>
            %cst_240 = arith.constant 0.000000e+00 : f32
            memref.store %cst_240, %alloca_36[] : memref<f32>
          }
        }
        %533 = arith.cmpf une, %522, %522 : f32
        scf.if %533 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %651 = arith.cmpf oeq, %524, %cst_237 : f32
          scf.if %651 {
            memref.store %522, %alloca_35[] : memref<f32>
            memref.store %524, %alloca_36[] : memref<f32>
          }
        }
        %534 = memref.load %alloca_35[] : memref<f32>
        %535 = memref.load %alloca_36[] : memref<f32>
        %536 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_178 = arith.constant 0 : i32
        %537 = llvm.insertelement %534, %536[%c0_i32_178 : i32] : vector<2xf32>
        %c1_i32_179 = arith.constant 1 : i32
        %538 = llvm.insertelement %535, %537[%c1_i32_179 : i32] : vector<2xf32>
        %c48_i64_180 = arith.constant 48 : i64
        %539 = arith.addi %arg14, %c48_i64_180 : i64
        %c64_i64_181 = arith.constant 64 : i64
        %540 = arith.muli %136, %c64_i64_181 : i64
        %541 = arith.addi %539, %540 : i64
        %542 = llvm.getelementptr %131[%541] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %538, %542 : vector<2xf32>, !llvm.ptr<1>
        %543 = arith.extf %142 : f32 to f64
        %cst_182 = arith.constant 0.000000e+00 : f64
        %544 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_183 = arith.constant 0 : i32
        %545 = llvm.insertelement %543, %544[%c0_i32_183 : i32] : vector<2xf64>
        %c1_i32_184 = arith.constant 1 : i32
        %546 = llvm.insertelement %cst_182, %545[%c1_i32_184 : i32] : vector<2xf64>
        %547 = arith.extf %146 : f32 to f64
        %cst_185 = arith.constant 0.000000e+00 : f64
        %548 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_186 = arith.constant 0 : i32
        %549 = llvm.insertelement %547, %548[%c0_i32_186 : i32] : vector<2xf64>
        %c1_i32_187 = arith.constant 1 : i32
        %550 = llvm.insertelement %cst_185, %549[%c1_i32_187 : i32] : vector<2xf64>
        %cst_188 = arith.constant 0.000000e+00 : f64
        %cst_189 = arith.constant 1.000000e+00 : f64
        %551 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_190 = arith.constant 0 : i32
        %552 = llvm.insertelement %cst_188, %551[%c0_i32_190 : i32] : vector<2xf64>
        %c1_i32_191 = arith.constant 1 : i32
        %553 = llvm.insertelement %cst_189, %552[%c1_i32_191 : i32] : vector<2xf64>
        %c0_i32_192 = arith.constant 0 : i32
        %554 = llvm.extractelement %550[%c0_i32_192 : i32] : vector<2xf64>
        %c1_i32_193 = arith.constant 1 : i32
        %555 = llvm.extractelement %550[%c1_i32_193 : i32] : vector<2xf64>
        %c0_i32_194 = arith.constant 0 : i32
        %556 = llvm.extractelement %553[%c0_i32_194 : i32] : vector<2xf64>
        %c1_i32_195 = arith.constant 1 : i32
        %557 = llvm.extractelement %553[%c1_i32_195 : i32] : vector<2xf64>
        %558 = arith.mulf %554, %556 : f64
        %559 = arith.mulf %555, %557 : f64
        %560 = arith.subf %558, %559 : f64
        %561 = arith.mulf %554, %557 : f64
        %562 = arith.mulf %555, %556 : f64
        %563 = arith.addf %561, %562 : f64
        %564 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_196 = arith.constant 0 : i32
        %565 = llvm.insertelement %560, %564[%c0_i32_196 : i32] : vector<2xf64>
        %c1_i32_197 = arith.constant 1 : i32
        %566 = llvm.insertelement %563, %565[%c1_i32_197 : i32] : vector<2xf64>
        %567 = arith.addf %546, %566 : vector<2xf64>
        %c0_i32_198 = arith.constant 0 : i32
        %568 = llvm.extractelement %567[%c0_i32_198 : i32] : vector<2xf64>
        %c1_i32_199 = arith.constant 1 : i32
        %569 = llvm.extractelement %567[%c1_i32_199 : i32] : vector<2xf64>
        %570 = math.exp %568 : f64
        %571 = math.cos %569 : f64
        %572 = arith.mulf %570, %571 : f64
        memref.store %572, %alloca_37[] : memref<f64>
        %573 = math.sin %569 : f64
        %574 = arith.mulf %570, %573 : f64
        memref.store %574, %alloca_38[] : memref<f64>
        %cst_200 = arith.constant 7.000000e+02 : f64
        %575 = arith.cmpf ogt, %568, %cst_200 : f64
        scf.if %575 {
          %cst_237 = arith.constant 5.000000e-01 : f64
          %651 = arith.mulf %568, %cst_237 : f64
          %652 = math.exp %651 : f64
          %653 = math.cos %569 : f64
          %654 = arith.mulf %652, %653 : f64
          %655 = arith.mulf %654, %652 : f64
          memref.store %655, %alloca_37[] : memref<f64>
          %656 = math.sin %569 : f64
          %657 = arith.mulf %652, %656 : f64
          %658 = arith.mulf %657, %652 : f64
          memref.store %658, %alloca_38[] : memref<f64>
        }
        %cst_201 = arith.constant 0x7FF0000000000000 : f64
        %576 = arith.cmpf oeq, %568, %cst_201 : f64
        scf.if %576 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %651 = arith.cmpf oeq, %569, %cst_237 : f64
          scf.if %651 {
            memref.store %568, %alloca_37[] : memref<f64>
            memref.store %569, %alloca_38[] : memref<f64>
          }
          %652 = arith.bitcast %569 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %653 = arith.andi %652, %c9223372036854775807_i64 : i64
          %654 = arith.bitcast %653 : i64 to f64
          %cst_238 = arith.constant 0x7FF0000000000000 : f64
          %655 = arith.cmpf olt, %654, %cst_238 : f64
          %true = arith.constant true
          %656 = arith.xori %655, %true : i1
          scf.if %656 {
            memref.store %568, %alloca_37[] : memref<f64>
            %657 = arith.subf %569, %569 : f64
            memref.store %657, %alloca_38[] : memref<f64>
          }
        }
        %cst_202 = arith.constant 0xFFF0000000000000 : f64
        %577 = arith.cmpf oeq, %568, %cst_202 : f64
        scf.if %577 {
          %651 = arith.bitcast %569 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %652 = arith.andi %651, %c9223372036854775807_i64 : i64
          %653 = arith.bitcast %652 : i64 to f64
          %cst_237 = arith.constant 0x7FF0000000000000 : f64
          %654 = arith.cmpf olt, %653, %cst_237 : f64
          %true = arith.constant true
          %655 = arith.xori %654, %true : i1
          scf.if %655 {
            %cst_238 = arith.constant 0.000000e+00 : f64
            memref.store %cst_238, %alloca_37[] : memref<f64>
            %cst_239 = arith.constant 0.000000e+00 : f64
            memref.store %cst_239, %alloca_38[] : memref<f64>
          }
        }
        %578 = arith.cmpf une, %568, %568 : f64
        scf.if %578 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %651 = arith.cmpf oeq, %569, %cst_237 : f64
          scf.if %651 {
            memref.store %568, %alloca_37[] : memref<f64>
            memref.store %569, %alloca_38[] : memref<f64>
          }
        }
        %579 = memref.load %alloca_37[] : memref<f64>
        %580 = memref.load %alloca_38[] : memref<f64>
        %581 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_203 = arith.constant 0 : i32
        %582 = llvm.insertelement %579, %581[%c0_i32_203 : i32] : vector<2xf64>
        %c1_i32_204 = arith.constant 1 : i32
        %583 = llvm.insertelement %580, %582[%c1_i32_204 : i32] : vector<2xf64>
        %c64_i64_205 = arith.constant 64 : i64
        %584 = arith.muli %136, %c64_i64_205 : i64
        %585 = arith.addi %arg14, %584 : i64
        %586 = llvm.getelementptr %134[%585] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %583, %586 : vector<2xf64>, !llvm.ptr<1>
        %c0_i32_206 = arith.constant 0 : i32
        %587 = llvm.extractelement %567[%c0_i32_206 : i32] : vector<2xf64>
        %cst_207 = arith.constant 0.69314718055994529 : f64
        %588 = arith.mulf %587, %cst_207 : f64
        %c1_i32_208 = arith.constant 1 : i32
        %589 = llvm.extractelement %567[%c1_i32_208 : i32] : vector<2xf64>
        %cst_209 = arith.constant 0.69314718055994529 : f64
        %590 = arith.mulf %589, %cst_209 : f64
        %591 = math.exp %588 : f64
        %592 = math.cos %590 : f64
        %593 = arith.mulf %591, %592 : f64
        memref.store %593, %alloca_39[] : memref<f64>
        %594 = math.sin %590 : f64
        %595 = arith.mulf %591, %594 : f64
        memref.store %595, %alloca_40[] : memref<f64>
        %cst_210 = arith.constant 7.000000e+02 : f64
        %596 = arith.cmpf ogt, %588, %cst_210 : f64
        scf.if %596 {
          %cst_237 = arith.constant 5.000000e-01 : f64
          %651 = arith.mulf %588, %cst_237 : f64
          %652 = math.exp %651 : f64
          %653 = math.cos %590 : f64
          %654 = arith.mulf %652, %653 : f64
          %655 = arith.mulf %654, %652 : f64
          memref.store %655, %alloca_39[] : memref<f64>
          %656 = math.sin %590 : f64
          %657 = arith.mulf %652, %656 : f64
          %658 = arith.mulf %657, %652 : f64
          memref.store %658, %alloca_40[] : memref<f64>
        }
        %cst_211 = arith.constant 0x7FF0000000000000 : f64
        %597 = arith.cmpf oeq, %588, %cst_211 : f64
        scf.if %597 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %651 = arith.cmpf oeq, %590, %cst_237 : f64
          scf.if %651 {
            memref.store %588, %alloca_39[] : memref<f64>
            memref.store %590, %alloca_40[] : memref<f64>
          }
          %652 = arith.bitcast %590 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %653 = arith.andi %652, %c9223372036854775807_i64 : i64
          %654 = arith.bitcast %653 : i64 to f64
          %cst_238 = arith.constant 0x7FF0000000000000 : f64
          %655 = arith.cmpf olt, %654, %cst_238 : f64
          %true = arith.constant true
          %656 = arith.xori %655, %true : i1
          scf.if %656 {
            memref.store %588, %alloca_39[] : memref<f64>
            %657 = arith.subf %590, %590 : f64
            memref.store %657, %alloca_40[] : memref<f64>
          }
        }
        %cst_212 = arith.constant 0xFFF0000000000000 : f64
        %598 = arith.cmpf oeq, %588, %cst_212 : f64
        scf.if %598 {
          %651 = arith.bitcast %590 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %652 = arith.andi %651, %c9223372036854775807_i64 : i64
          %653 = arith.bitcast %652 : i64 to f64
          %cst_237 = arith.constant 0x7FF0000000000000 : f64
          %654 = arith.cmpf olt, %653, %cst_237 : f64
          %true = arith.constant true
          %655 = arith.xori %654, %true : i1
          scf.if %655 {
            %cst_238 = arith.constant 0.000000e+00 : f64
            memref.store %cst_238, %alloca_39[] : memref<f64>
            %cst_239 = arith.constant 0.000000e+00 : f64
            memref.store %cst_239, %alloca_40[] : memref<f64>
          }
        }
        %599 = arith.cmpf une, %588, %588 : f64
        scf.if %599 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %651 = arith.cmpf oeq, %590, %cst_237 : f64
          scf.if %651 {
            memref.store %588, %alloca_39[] : memref<f64>
            memref.store %590, %alloca_40[] : memref<f64>
          }
        }
        %600 = memref.load %alloca_39[] : memref<f64>
        %601 = memref.load %alloca_40[] : memref<f64>
        %602 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_213 = arith.constant 0 : i32
        %603 = llvm.insertelement %600, %602[%c0_i32_213 : i32] : vector<2xf64>
        %c1_i32_214 = arith.constant 1 : i32
        %604 = llvm.insertelement %601, %603[%c1_i32_214 : i32] : vector<2xf64>
        %c16_i64_215 = arith.constant 16 : i64
        %605 = arith.addi %arg14, %c16_i64_215 : i64
        %c64_i64_216 = arith.constant 64 : i64
        %606 = arith.muli %136, %c64_i64_216 : i64
        %607 = arith.addi %605, %606 : i64
        %608 = llvm.getelementptr %134[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %604, %608 : vector<2xf64>, !llvm.ptr<1>
        %c0_i32_217 = arith.constant 0 : i32
        %609 = llvm.extractelement %567[%c0_i32_217 : i32] : vector<2xf64>
        %c1_i32_218 = arith.constant 1 : i32
        %610 = llvm.extractelement %567[%c1_i32_218 : i32] : vector<2xf64>
        %611 = math.exp %609 : f64
        %612 = math.cos %610 : f64
        %613 = arith.mulf %611, %612 : f64
        memref.store %613, %alloca_41[] : memref<f64>
        %614 = math.sin %610 : f64
        %615 = arith.mulf %611, %614 : f64
        memref.store %615, %alloca_42[] : memref<f64>
        %cst_219 = arith.constant 7.000000e+02 : f64
        %616 = arith.cmpf ogt, %609, %cst_219 : f64
        scf.if %616 {
          %cst_237 = arith.constant 5.000000e-01 : f64
          %651 = arith.mulf %609, %cst_237 : f64
          %652 = math.exp %651 : f64
          %653 = math.cos %610 : f64
          %654 = arith.mulf %652, %653 : f64
          %655 = arith.mulf %654, %652 : f64
          memref.store %655, %alloca_41[] : memref<f64>
          %656 = math.sin %610 : f64
          %657 = arith.mulf %652, %656 : f64
          %658 = arith.mulf %657, %652 : f64
          memref.store %658, %alloca_42[] : memref<f64>
        }
        %cst_220 = arith.constant 0x7FF0000000000000 : f64
        %617 = arith.cmpf oeq, %609, %cst_220 : f64
        scf.if %617 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %651 = arith.cmpf oeq, %610, %cst_237 : f64
          scf.if %651 {
            memref.store %609, %alloca_41[] : memref<f64>
            memref.store %610, %alloca_42[] : memref<f64>
          }
          %652 = arith.bitcast %610 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %653 = arith.andi %652, %c9223372036854775807_i64 : i64
          %654 = arith.bitcast %653 : i64 to f64
          %cst_238 = arith.constant 0x7FF0000000000000 : f64
          %655 = arith.cmpf olt, %654, %cst_238 : f64
          %true = arith.constant true
          %656 = arith.xori %655, %true : i1
          scf.if %656 {
            memref.store %609, %alloca_41[] : memref<f64>
            %657 = arith.subf %610, %610 : f64
            memref.store %657, %alloca_42[] : memref<f64>
          }
        }
        %cst_221 = arith.constant 0xFFF0000000000000 : f64
        %618 = arith.cmpf oeq, %609, %cst_221 : f64
        scf.if %618 {
          %651 = arith.bitcast %610 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %652 = arith.andi %651, %c9223372036854775807_i64 : i64
          %653 = arith.bitcast %652 : i64 to f64
          %cst_237 = arith.constant 0x7FF0000000000000 : f64
          %654 = arith.cmpf olt, %653, %cst_237 : f64
          %true = arith.constant true
          %655 = arith.xori %654, %true : i1
          scf.if %655 {
            %cst_238 = arith.constant 0.000000e+00 : f64
            memref.store %cst_238, %alloca_41[] : memref<f64>
            %cst_239 = arith.constant 0.000000e+00 : f64
            memref.store %cst_239, %alloca_42[] : memref<f64>
          }
        }
        %619 = arith.cmpf une, %609, %609 : f64
        scf.if %619 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %651 = arith.cmpf oeq, %610, %cst_237 : f64
          scf.if %651 {
            memref.store %609, %alloca_41[] : memref<f64>
            memref.store %610, %alloca_42[] : memref<f64>
          }
        }
        %620 = memref.load %alloca_41[] : memref<f64>
        %621 = memref.load %alloca_42[] : memref<f64>
        %622 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_222 = arith.constant 0 : i32
        %623 = llvm.insertelement %620, %622[%c0_i32_222 : i32] : vector<2xf64>
        %c1_i32_223 = arith.constant 1 : i32
        %624 = llvm.insertelement %621, %623[%c1_i32_223 : i32] : vector<2xf64>
        %c32_i64_224 = arith.constant 32 : i64
        %625 = arith.addi %arg14, %c32_i64_224 : i64
        %c64_i64_225 = arith.constant 64 : i64
        %626 = arith.muli %136, %c64_i64_225 : i64
        %627 = arith.addi %625, %626 : i64
        %628 = llvm.getelementptr %134[%627] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %624, %628 : vector<2xf64>, !llvm.ptr<1>
        %c0_i32_226 = arith.constant 0 : i32
        %629 = llvm.extractelement %567[%c0_i32_226 : i32] : vector<2xf64>
        %cst_227 = arith.constant 0.69314718055994529 : f64
        %630 = arith.mulf %629, %cst_227 : f64
        %c1_i32_228 = arith.constant 1 : i32
        %631 = llvm.extractelement %567[%c1_i32_228 : i32] : vector<2xf64>
        %cst_229 = arith.constant 0.69314718055994529 : f64
        %632 = arith.mulf %631, %cst_229 : f64
        %633 = math.exp %630 : f64
        %634 = math.cos %632 : f64
        %635 = arith.mulf %633, %634 : f64
        memref.store %635, %alloca_43[] : memref<f64>
        %636 = math.sin %632 : f64
        %637 = arith.mulf %633, %636 : f64
        memref.store %637, %alloca_44[] : memref<f64>
        %cst_230 = arith.constant 7.000000e+02 : f64
        %638 = arith.cmpf ogt, %630, %cst_230 : f64
        scf.if %638 {
          %cst_237 = arith.constant 5.000000e-01 : f64
          %651 = arith.mulf %630, %cst_237 : f64
          %652 = math.exp %651 : f64
          %653 = math.cos %632 : f64
          %654 = arith.mulf %652, %653 : f64
          %655 = arith.mulf %654, %652 : f64
          memref.store %655, %alloca_43[] : memref<f64>
          %656 = math.sin %632 : f64
          %657 = arith.mulf %652, %656 : f64
          %658 = arith.mulf %657, %652 : f64
          memref.store %658, %alloca_44[] : memref<f64>
        }
        %cst_231 = arith.constant 0x7FF0000000000000 : f64
        %639 = arith.cmpf oeq, %630, %cst_231 : f64
        scf.if %639 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %651 = arith.cmpf oeq, %632, %cst_237 : f64
          scf.if %651 {
            memref.store %630, %alloca_43[] : memref<f64>
            memref.store %632, %alloca_44[] : memref<f64>
          }
          %652 = arith.bitcast %632 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %653 = arith.andi %652, %c9223372036854775807_i64 : i64
          %654 = arith.bitcast %653 : i64 to f64
          %cst_238 = arith.constant 0x7FF0000000000000 : f64
          %655 = arith.cmpf olt, %654, %cst_238 : f64
          %true = arith.constant true
          %656 = arith.xori %655, %true : i1
          scf.if %656 {
            memref.store %630, %alloca_43[] : memref<f64>
            %657 = arith.subf %632, %632 : f64
            memref.store %657, %alloca_44[] : memref<f64>
          }
        }
        %cst_232 = arith.constant 0xFFF0000000000000 : f64
        %640 = arith.cmpf oeq, %630, %cst_232 : f64
        scf.if %640 {
          %651 = arith.bitcast %632 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %652 = arith.andi %651, %c9223372036854775807_i64 : i64
          %653 = arith.bitcast %652 : i64 to f64
          %cst_237 = arith.constant 0x7FF0000000000000 : f64
          %654 = arith.cmpf olt, %653, %cst_237 : f64
          %true = arith.constant true
          %655 = arith.xori %654, %true : i1
          scf.if %655 {
            %cst_238 = arith.constant 0.000000e+00 : f64
            memref.store %cst_238, %alloca_43[] : memref<f64>
            %cst_239 = arith.constant 0.000000e+00 : f64
            memref.store %cst_239, %alloca_44[] : memref<f64>
          }
        }
        %641 = arith.cmpf une, %630, %630 : f64
        scf.if %641 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %651 = arith.cmpf oeq, %632, %cst_237 : f64
          scf.if %651 {
            memref.store %630, %alloca_43[] : memref<f64>
            memref.store %632, %alloca_44[] : memref<f64>
          }
        }
        %642 = memref.load %alloca_43[] : memref<f64>
        %643 = memref.load %alloca_44[] : memref<f64>
        %644 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_233 = arith.constant 0 : i32
        %645 = llvm.insertelement %642, %644[%c0_i32_233 : i32] : vector<2xf64>
        %c1_i32_234 = arith.constant 1 : i32
        %646 = llvm.insertelement %643, %645[%c1_i32_234 : i32] : vector<2xf64>
        %c48_i64_235 = arith.constant 48 : i64
        %647 = arith.addi %arg14, %c48_i64_235 : i64
        %c64_i64_236 = arith.constant 64 : i64
        %648 = arith.muli %136, %c64_i64_236 : i64
        %649 = arith.addi %647, %648 : i64
        %650 = llvm.getelementptr %134[%649] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %646, %650 : vector<2xf64>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
