module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @float_arith(%arg0: memref<?xf32, strided<[1]>, 1>, %arg1: memref<?xf32, strided<[1]>, 1>, %arg2: memref<?xf64, strided<[1]>, 1>, %arg3: memref<?xf64, strided<[1]>, 1>, %arg4: memref<19x?xf32, strided<[1, 19]>, 1>, %arg5: memref<19x?xf64, strided<[1, 19]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xf64, strided<[1]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xf64, strided<[1]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<19x?xf64, strided<[1, 19]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<19x?xf64, strided<[1, 19]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %19 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %19 to %2 step %c32_i64  : i64 {
        %20 = llvm.getelementptr %1[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %21 = llvm.load %20 : !llvm.ptr<1> -> f32
        %22 = llvm.getelementptr %4[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %23 = llvm.load %22 : !llvm.ptr<1> -> f32
        %cst = arith.constant 3.000000e+38 : f32
        %24 = arith.mulf %21, %cst : f32
        %25 = arith.subf %21, %21 : f32
        %26 = arith.divf %25, %25 : f32
        %27 = arith.addf %21, %23 : f32
        %c19_i64 = arith.constant 19 : i64
        %28 = arith.muli %arg6, %c19_i64 : i64
        %29 = llvm.getelementptr %13[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %27, %29 : f32, !llvm.ptr<1>
        %30 = arith.subf %21, %23 : f32
        %c1_i64 = arith.constant 1 : i64
        %c19_i64_25 = arith.constant 19 : i64
        %31 = arith.muli %arg6, %c19_i64_25 : i64
        %32 = arith.addi %c1_i64, %31 : i64
        %33 = llvm.getelementptr %13[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %30, %33 : f32, !llvm.ptr<1>
        %34 = arith.mulf %21, %23 : f32
        %c2_i64 = arith.constant 2 : i64
        %c19_i64_26 = arith.constant 19 : i64
        %35 = arith.muli %arg6, %c19_i64_26 : i64
        %36 = arith.addi %c2_i64, %35 : i64
        %37 = llvm.getelementptr %13[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %34, %37 : f32, !llvm.ptr<1>
        %38 = arith.divf %21, %23 : f32
        %c3_i64 = arith.constant 3 : i64
        %c19_i64_27 = arith.constant 19 : i64
        %39 = arith.muli %arg6, %c19_i64_27 : i64
        %40 = arith.addi %c3_i64, %39 : i64
        %41 = llvm.getelementptr %13[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %38, %41 : f32, !llvm.ptr<1>
        %42 = arith.remf %21, %23 : f32
        %c4_i64 = arith.constant 4 : i64
        %c19_i64_28 = arith.constant 19 : i64
        %43 = arith.muli %arg6, %c19_i64_28 : i64
        %44 = arith.addi %c4_i64, %43 : i64
        %45 = llvm.getelementptr %13[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %42, %45 : f32, !llvm.ptr<1>
        %46 = arith.negf %21 : f32
        %c5_i64 = arith.constant 5 : i64
        %c19_i64_29 = arith.constant 19 : i64
        %47 = arith.muli %arg6, %c19_i64_29 : i64
        %48 = arith.addi %c5_i64, %47 : i64
        %49 = llvm.getelementptr %13[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %46, %49 : f32, !llvm.ptr<1>
        %cst_30 = arith.constant 1.000000e-01 : f32
        %50 = arith.addf %21, %cst_30 : f32
        %c6_i64 = arith.constant 6 : i64
        %c19_i64_31 = arith.constant 19 : i64
        %51 = arith.muli %arg6, %c19_i64_31 : i64
        %52 = arith.addi %c6_i64, %51 : i64
        %53 = llvm.getelementptr %13[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %50, %53 : f32, !llvm.ptr<1>
        %cst_32 = arith.constant 3.000000e+00 : f32
        %54 = arith.mulf %21, %cst_32 : f32
        %c7_i64 = arith.constant 7 : i64
        %c19_i64_33 = arith.constant 19 : i64
        %55 = arith.muli %arg6, %c19_i64_33 : i64
        %56 = arith.addi %c7_i64, %55 : i64
        %57 = llvm.getelementptr %13[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %54, %57 : f32, !llvm.ptr<1>
        %cst_34 = arith.constant 3.000000e-01 : f32
        %58 = arith.remf %21, %cst_34 : f32
        %c8_i64 = arith.constant 8 : i64
        %c19_i64_35 = arith.constant 19 : i64
        %59 = arith.muli %arg6, %c19_i64_35 : i64
        %60 = arith.addi %c8_i64, %59 : i64
        %61 = llvm.getelementptr %13[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %58, %61 : f32, !llvm.ptr<1>
        %cst_36 = arith.constant -3.000000e-01 : f32
        %62 = arith.remf %21, %cst_36 : f32
        %c9_i64 = arith.constant 9 : i64
        %c19_i64_37 = arith.constant 19 : i64
        %63 = arith.muli %arg6, %c19_i64_37 : i64
        %64 = arith.addi %c9_i64, %63 : i64
        %65 = llvm.getelementptr %13[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %62, %65 : f32, !llvm.ptr<1>
        %cst_38 = arith.constant -7.500000e-01 : f32
        %66 = arith.remf %cst_38, %23 : f32
        %c10_i64 = arith.constant 10 : i64
        %c19_i64_39 = arith.constant 19 : i64
        %67 = arith.muli %arg6, %c19_i64_39 : i64
        %68 = arith.addi %c10_i64, %67 : i64
        %69 = llvm.getelementptr %13[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %66, %69 : f32, !llvm.ptr<1>
        %cst_40 = arith.constant 5.000000e-01 : f32
        %70 = arith.subf %cst_40, %21 : f32
        %c11_i64 = arith.constant 11 : i64
        %c19_i64_41 = arith.constant 19 : i64
        %71 = arith.muli %arg6, %c19_i64_41 : i64
        %72 = arith.addi %c11_i64, %71 : i64
        %73 = llvm.getelementptr %13[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %70, %73 : f32, !llvm.ptr<1>
        %cst_42 = arith.constant 1.000000e+01 : f32
        %74 = arith.mulf %24, %cst_42 : f32
        %c12_i64 = arith.constant 12 : i64
        %c19_i64_43 = arith.constant 19 : i64
        %75 = arith.muli %arg6, %c19_i64_43 : i64
        %76 = arith.addi %c12_i64, %75 : i64
        %77 = llvm.getelementptr %13[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %74, %77 : f32, !llvm.ptr<1>
        %78 = arith.divf %25, %25 : f32
        %c13_i64 = arith.constant 13 : i64
        %c19_i64_44 = arith.constant 19 : i64
        %79 = arith.muli %arg6, %c19_i64_44 : i64
        %80 = arith.addi %c13_i64, %79 : i64
        %81 = llvm.getelementptr %13[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %78, %81 : f32, !llvm.ptr<1>
        %82 = arith.negf %25 : f32
        %c14_i64 = arith.constant 14 : i64
        %c19_i64_45 = arith.constant 19 : i64
        %83 = arith.muli %arg6, %c19_i64_45 : i64
        %84 = arith.addi %c14_i64, %83 : i64
        %85 = llvm.getelementptr %13[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %82, %85 : f32, !llvm.ptr<1>
        %86 = arith.addf %26, %21 : f32
        %c15_i64 = arith.constant 15 : i64
        %c19_i64_46 = arith.constant 19 : i64
        %87 = arith.muli %arg6, %c19_i64_46 : i64
        %88 = arith.addi %c15_i64, %87 : i64
        %89 = llvm.getelementptr %13[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %86, %89 : f32, !llvm.ptr<1>
        %cst_47 = arith.constant 3.000000e+00 : f32
        %90 = arith.mulf %21, %cst_47 : f32
        %c16_i64 = arith.constant 16 : i64
        %c19_i64_48 = arith.constant 19 : i64
        %91 = arith.muli %arg6, %c19_i64_48 : i64
        %92 = arith.addi %c16_i64, %91 : i64
        %93 = llvm.getelementptr %13[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %90, %93 : f32, !llvm.ptr<1>
        %cst_49 = arith.constant 9.999940e-41 : f32
        %94 = arith.mulf %21, %cst_49 : f32
        %c17_i64 = arith.constant 17 : i64
        %c19_i64_50 = arith.constant 19 : i64
        %95 = arith.muli %arg6, %c19_i64_50 : i64
        %96 = arith.addi %c17_i64, %95 : i64
        %97 = llvm.getelementptr %13[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %94, %97 : f32, !llvm.ptr<1>
        %cst_51 = arith.constant 0x7F800000 : f32
        %98 = arith.addf %21, %cst_51 : f32
        %c18_i64 = arith.constant 18 : i64
        %c19_i64_52 = arith.constant 19 : i64
        %99 = arith.muli %arg6, %c19_i64_52 : i64
        %100 = arith.addi %c18_i64, %99 : i64
        %101 = llvm.getelementptr %13[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %98, %101 : f32, !llvm.ptr<1>
        %102 = llvm.getelementptr %7[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %103 = llvm.load %102 : !llvm.ptr<1> -> f64
        %104 = llvm.getelementptr %10[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %105 = llvm.load %104 : !llvm.ptr<1> -> f64
        %cst_53 = arith.constant 1.000000e+308 : f64
        %106 = arith.mulf %103, %cst_53 : f64
        %107 = arith.subf %103, %103 : f64
        %108 = arith.divf %107, %107 : f64
        %109 = arith.addf %103, %105 : f64
        %c19_i64_54 = arith.constant 19 : i64
        %110 = arith.muli %arg6, %c19_i64_54 : i64
        %111 = llvm.getelementptr %16[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %109, %111 : f64, !llvm.ptr<1>
        %112 = arith.subf %103, %105 : f64
        %c1_i64_55 = arith.constant 1 : i64
        %c19_i64_56 = arith.constant 19 : i64
        %113 = arith.muli %arg6, %c19_i64_56 : i64
        %114 = arith.addi %c1_i64_55, %113 : i64
        %115 = llvm.getelementptr %16[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %112, %115 : f64, !llvm.ptr<1>
        %116 = arith.mulf %103, %105 : f64
        %c2_i64_57 = arith.constant 2 : i64
        %c19_i64_58 = arith.constant 19 : i64
        %117 = arith.muli %arg6, %c19_i64_58 : i64
        %118 = arith.addi %c2_i64_57, %117 : i64
        %119 = llvm.getelementptr %16[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %116, %119 : f64, !llvm.ptr<1>
        %120 = arith.divf %103, %105 : f64
        %c3_i64_59 = arith.constant 3 : i64
        %c19_i64_60 = arith.constant 19 : i64
        %121 = arith.muli %arg6, %c19_i64_60 : i64
        %122 = arith.addi %c3_i64_59, %121 : i64
        %123 = llvm.getelementptr %16[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %120, %123 : f64, !llvm.ptr<1>
        %124 = arith.remf %103, %105 : f64
        %c4_i64_61 = arith.constant 4 : i64
        %c19_i64_62 = arith.constant 19 : i64
        %125 = arith.muli %arg6, %c19_i64_62 : i64
        %126 = arith.addi %c4_i64_61, %125 : i64
        %127 = llvm.getelementptr %16[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %124, %127 : f64, !llvm.ptr<1>
        %128 = arith.negf %103 : f64
        %c5_i64_63 = arith.constant 5 : i64
        %c19_i64_64 = arith.constant 19 : i64
        %129 = arith.muli %arg6, %c19_i64_64 : i64
        %130 = arith.addi %c5_i64_63, %129 : i64
        %131 = llvm.getelementptr %16[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %128, %131 : f64, !llvm.ptr<1>
        %cst_65 = arith.constant 1.000000e-01 : f64
        %132 = arith.addf %103, %cst_65 : f64
        %c6_i64_66 = arith.constant 6 : i64
        %c19_i64_67 = arith.constant 19 : i64
        %133 = arith.muli %arg6, %c19_i64_67 : i64
        %134 = arith.addi %c6_i64_66, %133 : i64
        %135 = llvm.getelementptr %16[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %132, %135 : f64, !llvm.ptr<1>
        %cst_68 = arith.constant 3.000000e+00 : f64
        %136 = arith.mulf %103, %cst_68 : f64
        %c7_i64_69 = arith.constant 7 : i64
        %c19_i64_70 = arith.constant 19 : i64
        %137 = arith.muli %arg6, %c19_i64_70 : i64
        %138 = arith.addi %c7_i64_69, %137 : i64
        %139 = llvm.getelementptr %16[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %136, %139 : f64, !llvm.ptr<1>
        %cst_71 = arith.constant 3.000000e-01 : f64
        %140 = arith.remf %103, %cst_71 : f64
        %c8_i64_72 = arith.constant 8 : i64
        %c19_i64_73 = arith.constant 19 : i64
        %141 = arith.muli %arg6, %c19_i64_73 : i64
        %142 = arith.addi %c8_i64_72, %141 : i64
        %143 = llvm.getelementptr %16[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %140, %143 : f64, !llvm.ptr<1>
        %cst_74 = arith.constant -3.000000e-01 : f64
        %144 = arith.remf %103, %cst_74 : f64
        %c9_i64_75 = arith.constant 9 : i64
        %c19_i64_76 = arith.constant 19 : i64
        %145 = arith.muli %arg6, %c19_i64_76 : i64
        %146 = arith.addi %c9_i64_75, %145 : i64
        %147 = llvm.getelementptr %16[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %144, %147 : f64, !llvm.ptr<1>
        %cst_77 = arith.constant -7.500000e-01 : f64
        %148 = arith.remf %cst_77, %105 : f64
        %c10_i64_78 = arith.constant 10 : i64
        %c19_i64_79 = arith.constant 19 : i64
        %149 = arith.muli %arg6, %c19_i64_79 : i64
        %150 = arith.addi %c10_i64_78, %149 : i64
        %151 = llvm.getelementptr %16[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %148, %151 : f64, !llvm.ptr<1>
        %cst_80 = arith.constant 5.000000e-01 : f64
        %152 = arith.subf %cst_80, %103 : f64
        %c11_i64_81 = arith.constant 11 : i64
        %c19_i64_82 = arith.constant 19 : i64
        %153 = arith.muli %arg6, %c19_i64_82 : i64
        %154 = arith.addi %c11_i64_81, %153 : i64
        %155 = llvm.getelementptr %16[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %152, %155 : f64, !llvm.ptr<1>
        %cst_83 = arith.constant 1.000000e+01 : f64
        %156 = arith.mulf %106, %cst_83 : f64
        %c12_i64_84 = arith.constant 12 : i64
        %c19_i64_85 = arith.constant 19 : i64
        %157 = arith.muli %arg6, %c19_i64_85 : i64
        %158 = arith.addi %c12_i64_84, %157 : i64
        %159 = llvm.getelementptr %16[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %156, %159 : f64, !llvm.ptr<1>
        %160 = arith.divf %107, %107 : f64
        %c13_i64_86 = arith.constant 13 : i64
        %c19_i64_87 = arith.constant 19 : i64
        %161 = arith.muli %arg6, %c19_i64_87 : i64
        %162 = arith.addi %c13_i64_86, %161 : i64
        %163 = llvm.getelementptr %16[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %160, %163 : f64, !llvm.ptr<1>
        %164 = arith.negf %107 : f64
        %c14_i64_88 = arith.constant 14 : i64
        %c19_i64_89 = arith.constant 19 : i64
        %165 = arith.muli %arg6, %c19_i64_89 : i64
        %166 = arith.addi %c14_i64_88, %165 : i64
        %167 = llvm.getelementptr %16[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %164, %167 : f64, !llvm.ptr<1>
        %168 = arith.addf %108, %103 : f64
        %c15_i64_90 = arith.constant 15 : i64
        %c19_i64_91 = arith.constant 19 : i64
        %169 = arith.muli %arg6, %c19_i64_91 : i64
        %170 = arith.addi %c15_i64_90, %169 : i64
        %171 = llvm.getelementptr %16[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %168, %171 : f64, !llvm.ptr<1>
        %cst_92 = arith.constant 3.000000e+00 : f64
        %172 = arith.mulf %103, %cst_92 : f64
        %c16_i64_93 = arith.constant 16 : i64
        %c19_i64_94 = arith.constant 19 : i64
        %173 = arith.muli %arg6, %c19_i64_94 : i64
        %174 = arith.addi %c16_i64_93, %173 : i64
        %175 = llvm.getelementptr %16[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %172, %175 : f64, !llvm.ptr<1>
        %cst_95 = arith.constant 9.9999999999999992E-41 : f64
        %176 = arith.mulf %103, %cst_95 : f64
        %c17_i64_96 = arith.constant 17 : i64
        %c19_i64_97 = arith.constant 19 : i64
        %177 = arith.muli %arg6, %c19_i64_97 : i64
        %178 = arith.addi %c17_i64_96, %177 : i64
        %179 = llvm.getelementptr %16[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %176, %179 : f64, !llvm.ptr<1>
        %cst_98 = arith.constant 9.9999999999999994E+38 : f64
        %180 = arith.addf %103, %cst_98 : f64
        %c18_i64_99 = arith.constant 18 : i64
        %c19_i64_100 = arith.constant 19 : i64
        %181 = arith.muli %arg6, %c19_i64_100 : i64
        %182 = arith.addi %c18_i64_99, %181 : i64
        %183 = llvm.getelementptr %16[%182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %180, %183 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
