module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cast_types(%arg0: memref<?xf64, strided<[1]>, 1>, %arg1: memref<?xi64, strided<[1]>, 1>, %arg2: memref<8x?xf16, strided<[1, 8]>, 1>, %arg3: memref<8x?xbf16, strided<[1, 8]>, 1>, %arg4: memref<2x?xf16, strided<[1, 2]>, 1>, %arg5: memref<1x?xbf16, strided<[1, 1]>, 1>, %arg6: memref<3x?xf32, strided<[1, 3]>, 1>, %arg7: memref<2x?xf64, strided<[1, 2]>, 1>, %arg8: memref<3x?xi32, strided<[1, 3]>, 1>, %arg9: memref<3x?xvector<2xf32>, strided<[1, 3]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf64, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi64, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<8x?xf16, strided<[1, 8]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<8x?xf16, strided<[1, 8]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<8x?xbf16, strided<[1, 8]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<8x?xbf16, strided<[1, 8]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<2x?xf16, strided<[1, 2]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<2x?xf16, strided<[1, 2]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<1x?xbf16, strided<[1, 1]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<1x?xbf16, strided<[1, 1]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<3x?xf32, strided<[1, 3]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<3x?xf32, strided<[1, 3]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<2x?xf64, strided<[1, 2]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<2x?xf64, strided<[1, 2]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg8 : memref<3x?xi32, strided<[1, 3]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<3x?xi32, strided<[1, 3]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg9 : memref<3x?xvector<2xf32>, strided<[1, 3]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<3x?xvector<2xf32>, strided<[1, 3]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#1 : index to i64
      %thread_id_x = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg10 = %30 to %2 step %c32_i64  : i64 {
        %31 = llvm.getelementptr %1[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %32 = llvm.load %31 : !llvm.ptr<1> -> f64
        %33 = llvm.getelementptr %4[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %34 = llvm.load %33 : !llvm.ptr<1> -> i64
        %35 = arith.trunci %34 : i64 to i32
        %36 = arith.truncf %32 : f64 to f32
        %37 = arith.truncf %32 : f64 to f16
        %c8_i64 = arith.constant 8 : i64
        %38 = arith.muli %arg10, %c8_i64 : i64
        %39 = llvm.getelementptr %7[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %37, %39 : f16, !llvm.ptr<1>
        %40 = arith.sitofp %34 : i64 to f16
        %c1_i64 = arith.constant 1 : i64
        %c8_i64_45 = arith.constant 8 : i64
        %41 = arith.muli %arg10, %c8_i64_45 : i64
        %42 = arith.addi %c1_i64, %41 : i64
        %43 = llvm.getelementptr %7[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %40, %43 : f16, !llvm.ptr<1>
        %c16777259_i64 = arith.constant 16777259 : i64
        %44 = arith.muli %34, %c16777259_i64 : i64
        %45 = arith.sitofp %44 : i64 to f16
        %c2_i64 = arith.constant 2 : i64
        %c8_i64_46 = arith.constant 8 : i64
        %46 = arith.muli %arg10, %c8_i64_46 : i64
        %47 = arith.addi %c2_i64, %46 : i64
        %48 = llvm.getelementptr %7[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %45, %48 : f16, !llvm.ptr<1>
        %c1237_i32 = arith.constant 1237 : i32
        %49 = arith.muli %35, %c1237_i32 : i32
        %50 = arith.sitofp %49 : i32 to f16
        %c3_i64 = arith.constant 3 : i64
        %c8_i64_47 = arith.constant 8 : i64
        %51 = arith.muli %arg10, %c8_i64_47 : i64
        %52 = arith.addi %c3_i64, %51 : i64
        %53 = llvm.getelementptr %7[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %50, %53 : f16, !llvm.ptr<1>
        %54 = arith.truncf %32 : f64 to bf16
        %55 = arith.extf %54 : bf16 to f32
        %56 = arith.truncf %55 : f32 to f16
        %c4_i64 = arith.constant 4 : i64
        %c8_i64_48 = arith.constant 8 : i64
        %57 = arith.muli %arg10, %c8_i64_48 : i64
        %58 = arith.addi %c4_i64, %57 : i64
        %59 = llvm.getelementptr %7[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %56, %59 : f16, !llvm.ptr<1>
        %60 = arith.truncf %36 : f32 to f16
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_49 = arith.constant 8 : i64
        %61 = arith.muli %arg10, %c8_i64_49 : i64
        %62 = arith.addi %c5_i64, %61 : i64
        %63 = llvm.getelementptr %7[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %60, %63 : f16, !llvm.ptr<1>
        %cst = arith.constant 7.000000e+04 : f64
        %64 = arith.mulf %32, %cst : f64
        %65 = arith.truncf %64 : f64 to f16
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_50 = arith.constant 8 : i64
        %66 = arith.muli %arg10, %c8_i64_50 : i64
        %67 = arith.addi %c6_i64, %66 : i64
        %68 = llvm.getelementptr %7[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %65, %68 : f16, !llvm.ptr<1>
        %69 = arith.trunci %34 : i64 to i8
        %70 = arith.sitofp %69 : i8 to f16
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_51 = arith.constant 8 : i64
        %71 = arith.muli %arg10, %c8_i64_51 : i64
        %72 = arith.addi %c7_i64, %71 : i64
        %73 = llvm.getelementptr %7[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %70, %73 : f16, !llvm.ptr<1>
        %c8_i64_52 = arith.constant 8 : i64
        %74 = arith.muli %arg10, %c8_i64_52 : i64
        %75 = llvm.getelementptr %10[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %54, %75 : bf16, !llvm.ptr<1>
        %76 = arith.sitofp %44 : i64 to bf16
        %c1_i64_53 = arith.constant 1 : i64
        %c8_i64_54 = arith.constant 8 : i64
        %77 = arith.muli %arg10, %c8_i64_54 : i64
        %78 = arith.addi %c1_i64_53, %77 : i64
        %79 = llvm.getelementptr %10[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %76, %79 : bf16, !llvm.ptr<1>
        %c33685504_i64 = arith.constant 33685504 : i64
        %80 = arith.addi %34, %c33685504_i64 : i64
        %81 = arith.sitofp %80 : i64 to bf16
        %c2_i64_55 = arith.constant 2 : i64
        %c8_i64_56 = arith.constant 8 : i64
        %82 = arith.muli %arg10, %c8_i64_56 : i64
        %83 = arith.addi %c2_i64_55, %82 : i64
        %84 = llvm.getelementptr %10[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %81, %84 : bf16, !llvm.ptr<1>
        %85 = arith.trunci %80 : i64 to i32
        %86 = arith.sitofp %85 : i32 to bf16
        %c3_i64_57 = arith.constant 3 : i64
        %c8_i64_58 = arith.constant 8 : i64
        %87 = arith.muli %arg10, %c8_i64_58 : i64
        %88 = arith.addi %c3_i64_57, %87 : i64
        %89 = llvm.getelementptr %10[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %86, %89 : bf16, !llvm.ptr<1>
        %90 = arith.extf %37 : f16 to f32
        %91 = arith.truncf %90 : f32 to bf16
        %c4_i64_59 = arith.constant 4 : i64
        %c8_i64_60 = arith.constant 8 : i64
        %92 = arith.muli %arg10, %c8_i64_60 : i64
        %93 = arith.addi %c4_i64_59, %92 : i64
        %94 = llvm.getelementptr %10[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %91, %94 : bf16, !llvm.ptr<1>
        %95 = arith.truncf %36 : f32 to bf16
        %c5_i64_61 = arith.constant 5 : i64
        %c8_i64_62 = arith.constant 8 : i64
        %96 = arith.muli %arg10, %c8_i64_62 : i64
        %97 = arith.addi %c5_i64_61, %96 : i64
        %98 = llvm.getelementptr %10[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %95, %98 : bf16, !llvm.ptr<1>
        %cst_63 = arith.constant 4.000000e+38 : f64
        %99 = arith.mulf %32, %cst_63 : f64
        %100 = arith.truncf %99 : f64 to bf16
        %c6_i64_64 = arith.constant 6 : i64
        %c8_i64_65 = arith.constant 8 : i64
        %101 = arith.muli %arg10, %c8_i64_65 : i64
        %102 = arith.addi %c6_i64_64, %101 : i64
        %103 = llvm.getelementptr %10[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %100, %103 : bf16, !llvm.ptr<1>
        %cst_66 = arith.constant 9.9999999999999992E-40 : f64
        %104 = arith.mulf %32, %cst_66 : f64
        %105 = arith.truncf %104 : f64 to bf16
        %c7_i64_67 = arith.constant 7 : i64
        %c8_i64_68 = arith.constant 8 : i64
        %106 = arith.muli %arg10, %c8_i64_68 : i64
        %107 = arith.addi %c7_i64_67, %106 : i64
        %108 = llvm.getelementptr %10[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %105, %108 : bf16, !llvm.ptr<1>
        %109 = arith.subf %32, %32 : f64
        %cst_69 = arith.constant 1.0004882812500009 : f64
        %110 = arith.addf %109, %cst_69 : f64
        %111 = arith.truncf %110 : f64 to f16
        %c2_i64_70 = arith.constant 2 : i64
        %112 = arith.muli %arg10, %c2_i64_70 : i64
        %113 = llvm.getelementptr %13[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %111, %113 : f16, !llvm.ptr<1>
        %cst_71 = arith.constant 0.000000e+00 : f64
        %114 = arith.mulf %32, %cst_71 : f64
        %115 = arith.addf %110, %114 : f64
        %116 = arith.truncf %115 : f64 to f16
        %c1_i64_72 = arith.constant 1 : i64
        %c2_i64_73 = arith.constant 2 : i64
        %117 = arith.muli %arg10, %c2_i64_73 : i64
        %118 = arith.addi %c1_i64_72, %117 : i64
        %119 = llvm.getelementptr %13[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %116, %119 : f16, !llvm.ptr<1>
        %cst_74 = arith.constant 1.0039062500009095 : f64
        %120 = arith.addf %109, %cst_74 : f64
        %121 = arith.truncf %120 : f64 to bf16
        %122 = llvm.getelementptr %16[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %121, %122 : bf16, !llvm.ptr<1>
        %123 = arith.extf %37 : f16 to f32
        %c3_i64_75 = arith.constant 3 : i64
        %124 = arith.muli %arg10, %c3_i64_75 : i64
        %125 = llvm.getelementptr %19[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %123, %125 : f32, !llvm.ptr<1>
        %126 = arith.extf %54 : bf16 to f32
        %c1_i64_76 = arith.constant 1 : i64
        %c3_i64_77 = arith.constant 3 : i64
        %127 = arith.muli %arg10, %c3_i64_77 : i64
        %128 = arith.addi %c1_i64_76, %127 : i64
        %129 = llvm.getelementptr %19[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %126, %129 : f32, !llvm.ptr<1>
        %130 = arith.addf %123, %126 : f32
        %c2_i64_78 = arith.constant 2 : i64
        %c3_i64_79 = arith.constant 3 : i64
        %131 = arith.muli %arg10, %c3_i64_79 : i64
        %132 = arith.addi %c2_i64_78, %131 : i64
        %133 = llvm.getelementptr %19[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %130, %133 : f32, !llvm.ptr<1>
        %134 = arith.extf %37 : f16 to f64
        %c2_i64_80 = arith.constant 2 : i64
        %135 = arith.muli %arg10, %c2_i64_80 : i64
        %136 = llvm.getelementptr %22[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %134, %136 : f64, !llvm.ptr<1>
        %137 = arith.extf %54 : bf16 to f64
        %c1_i64_81 = arith.constant 1 : i64
        %c2_i64_82 = arith.constant 2 : i64
        %138 = arith.muli %arg10, %c2_i64_82 : i64
        %139 = arith.addi %c1_i64_81, %138 : i64
        %140 = llvm.getelementptr %22[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %137, %140 : f64, !llvm.ptr<1>
        %cst_83 = arith.constant 1.000000e+02 : f64
        %141 = arith.mulf %32, %cst_83 : f64
        %142 = arith.truncf %141 : f64 to f16
        %143 = arith.fptosi %142 : f16 to i32
        %c3_i64_84 = arith.constant 3 : i64
        %144 = arith.muli %arg10, %c3_i64_84 : i64
        %145 = llvm.getelementptr %25[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %143, %145 : i32, !llvm.ptr<1>
        %146 = arith.truncf %141 : f64 to bf16
        %147 = arith.fptosi %146 : bf16 to i32
        %c1_i64_85 = arith.constant 1 : i64
        %c3_i64_86 = arith.constant 3 : i64
        %148 = arith.muli %arg10, %c3_i64_86 : i64
        %149 = arith.addi %c1_i64_85, %148 : i64
        %150 = llvm.getelementptr %25[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %147, %150 : i32, !llvm.ptr<1>
        %cst_87 = arith.constant 1.000000e+03 : f64
        %151 = arith.mulf %32, %cst_87 : f64
        %152 = arith.truncf %151 : f64 to f16
        %153 = arith.fptosi %152 : f16 to i64
        %154 = arith.trunci %153 : i64 to i32
        %c2_i64_88 = arith.constant 2 : i64
        %c3_i64_89 = arith.constant 3 : i64
        %155 = arith.muli %arg10, %c3_i64_89 : i64
        %156 = arith.addi %c2_i64_88, %155 : i64
        %157 = llvm.getelementptr %25[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %154, %157 : i32, !llvm.ptr<1>
        %158 = arith.extf %37 : f16 to f32
        %cst_90 = arith.constant 0.000000e+00 : f32
        %159 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %160 = llvm.insertelement %158, %159[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %161 = llvm.insertelement %cst_90, %160[%c1_i32 : i32] : vector<2xf32>
        %c3_i64_91 = arith.constant 3 : i64
        %162 = arith.muli %arg10, %c3_i64_91 : i64
        %163 = llvm.getelementptr %28[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %161, %163 : vector<2xf32>, !llvm.ptr<1>
        %164 = arith.extf %54 : bf16 to f32
        %cst_92 = arith.constant 0.000000e+00 : f32
        %165 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_93 = arith.constant 0 : i32
        %166 = llvm.insertelement %164, %165[%c0_i32_93 : i32] : vector<2xf32>
        %c1_i32_94 = arith.constant 1 : i32
        %167 = llvm.insertelement %cst_92, %166[%c1_i32_94 : i32] : vector<2xf32>
        %c1_i64_95 = arith.constant 1 : i64
        %c3_i64_96 = arith.constant 3 : i64
        %168 = arith.muli %arg10, %c3_i64_96 : i64
        %169 = arith.addi %c1_i64_95, %168 : i64
        %170 = llvm.getelementptr %28[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %167, %170 : vector<2xf32>, !llvm.ptr<1>
        %171 = arith.sitofp %34 : i64 to f32
        %cst_97 = arith.constant 0.000000e+00 : f32
        %172 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_98 = arith.constant 0 : i32
        %173 = llvm.insertelement %171, %172[%c0_i32_98 : i32] : vector<2xf32>
        %c1_i32_99 = arith.constant 1 : i32
        %174 = llvm.insertelement %cst_97, %173[%c1_i32_99 : i32] : vector<2xf32>
        %c2_i64_100 = arith.constant 2 : i64
        %c3_i64_101 = arith.constant 3 : i64
        %175 = arith.muli %arg10, %c3_i64_101 : i64
        %176 = arith.addi %c2_i64_100, %175 : i64
        %177 = llvm.getelementptr %28[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %174, %177 : vector<2xf32>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
