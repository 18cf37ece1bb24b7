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
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %18 to %2 step %c32_i64  : i64 {
        %19 = llvm.getelementptr %1[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %20 = llvm.load %19 : !llvm.ptr<1> -> f32
        %21 = llvm.getelementptr %4[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %22 = llvm.load %21 : !llvm.ptr<1> -> f32
        %cst = arith.constant 3.000000e+38 : f32
        %23 = arith.mulf %20, %cst : f32
        %24 = arith.subf %20, %20 : f32
        %25 = arith.divf %24, %24 : f32
        %26 = arith.addf %20, %22 : f32
        %c19_i64 = arith.constant 19 : i64
        %27 = arith.muli %arg6, %c19_i64 : i64
        %28 = llvm.getelementptr %13[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %26, %28 : f32, !llvm.ptr<1>
        %29 = arith.subf %20, %22 : f32
        %c1_i64 = arith.constant 1 : i64
        %c19_i64_25 = arith.constant 19 : i64
        %30 = arith.muli %arg6, %c19_i64_25 : i64
        %31 = arith.addi %c1_i64, %30 : i64
        %32 = llvm.getelementptr %13[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %29, %32 : f32, !llvm.ptr<1>
        %33 = arith.mulf %20, %22 : f32
        %c2_i64 = arith.constant 2 : i64
        %c19_i64_26 = arith.constant 19 : i64
        %34 = arith.muli %arg6, %c19_i64_26 : i64
        %35 = arith.addi %c2_i64, %34 : i64
        %36 = llvm.getelementptr %13[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %33, %36 : f32, !llvm.ptr<1>
        %37 = arith.divf %20, %22 : f32
        %c3_i64 = arith.constant 3 : i64
        %c19_i64_27 = arith.constant 19 : i64
        %38 = arith.muli %arg6, %c19_i64_27 : i64
        %39 = arith.addi %c3_i64, %38 : i64
        %40 = llvm.getelementptr %13[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %37, %40 : f32, !llvm.ptr<1>
        %41 = arith.remf %20, %22 : f32
        %c4_i64 = arith.constant 4 : i64
        %c19_i64_28 = arith.constant 19 : i64
        %42 = arith.muli %arg6, %c19_i64_28 : i64
        %43 = arith.addi %c4_i64, %42 : i64
        %44 = llvm.getelementptr %13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %41, %44 : f32, !llvm.ptr<1>
        %45 = arith.negf %20 : f32
        %c5_i64 = arith.constant 5 : i64
        %c19_i64_29 = arith.constant 19 : i64
        %46 = arith.muli %arg6, %c19_i64_29 : i64
        %47 = arith.addi %c5_i64, %46 : i64
        %48 = llvm.getelementptr %13[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %45, %48 : f32, !llvm.ptr<1>
        %cst_30 = arith.constant 1.000000e-01 : f32
        %49 = arith.addf %20, %cst_30 : f32
        %c6_i64 = arith.constant 6 : i64
        %c19_i64_31 = arith.constant 19 : i64
        %50 = arith.muli %arg6, %c19_i64_31 : i64
        %51 = arith.addi %c6_i64, %50 : i64
        %52 = llvm.getelementptr %13[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %49, %52 : f32, !llvm.ptr<1>
        %cst_32 = arith.constant 3.000000e+00 : f32
        %53 = arith.mulf %20, %cst_32 : f32
        %c7_i64 = arith.constant 7 : i64
        %c19_i64_33 = arith.constant 19 : i64
        %54 = arith.muli %arg6, %c19_i64_33 : i64
        %55 = arith.addi %c7_i64, %54 : i64
        %56 = llvm.getelementptr %13[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %53, %56 : f32, !llvm.ptr<1>
        %cst_34 = arith.constant 3.000000e-01 : f32
        %57 = arith.remf %20, %cst_34 : f32
        %c8_i64 = arith.constant 8 : i64
        %c19_i64_35 = arith.constant 19 : i64
        %58 = arith.muli %arg6, %c19_i64_35 : i64
        %59 = arith.addi %c8_i64, %58 : i64
        %60 = llvm.getelementptr %13[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %57, %60 : f32, !llvm.ptr<1>
        %cst_36 = arith.constant -3.000000e-01 : f32
        %61 = arith.remf %20, %cst_36 : f32
        %c9_i64 = arith.constant 9 : i64
        %c19_i64_37 = arith.constant 19 : i64
        %62 = arith.muli %arg6, %c19_i64_37 : i64
        %63 = arith.addi %c9_i64, %62 : i64
        %64 = llvm.getelementptr %13[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %61, %64 : f32, !llvm.ptr<1>
        %cst_38 = arith.constant -7.500000e-01 : f32
        %65 = arith.remf %cst_38, %22 : f32
        %c10_i64 = arith.constant 10 : i64
        %c19_i64_39 = arith.constant 19 : i64
        %66 = arith.muli %arg6, %c19_i64_39 : i64
        %67 = arith.addi %c10_i64, %66 : i64
        %68 = llvm.getelementptr %13[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %65, %68 : f32, !llvm.ptr<1>
        %cst_40 = arith.constant 5.000000e-01 : f32
        %69 = arith.subf %cst_40, %20 : f32
        %c11_i64 = arith.constant 11 : i64
        %c19_i64_41 = arith.constant 19 : i64
        %70 = arith.muli %arg6, %c19_i64_41 : i64
        %71 = arith.addi %c11_i64, %70 : i64
        %72 = llvm.getelementptr %13[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %69, %72 : f32, !llvm.ptr<1>
        %cst_42 = arith.constant 1.000000e+01 : f32
        %73 = arith.mulf %23, %cst_42 : f32
        %c12_i64 = arith.constant 12 : i64
        %c19_i64_43 = arith.constant 19 : i64
        %74 = arith.muli %arg6, %c19_i64_43 : i64
        %75 = arith.addi %c12_i64, %74 : i64
        %76 = llvm.getelementptr %13[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %73, %76 : f32, !llvm.ptr<1>
        %77 = arith.divf %24, %24 : f32
        %c13_i64 = arith.constant 13 : i64
        %c19_i64_44 = arith.constant 19 : i64
        %78 = arith.muli %arg6, %c19_i64_44 : i64
        %79 = arith.addi %c13_i64, %78 : i64
        %80 = llvm.getelementptr %13[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %77, %80 : f32, !llvm.ptr<1>
        %81 = arith.negf %24 : f32
        %c14_i64 = arith.constant 14 : i64
        %c19_i64_45 = arith.constant 19 : i64
        %82 = arith.muli %arg6, %c19_i64_45 : i64
        %83 = arith.addi %c14_i64, %82 : i64
        %84 = llvm.getelementptr %13[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %81, %84 : f32, !llvm.ptr<1>
        %85 = arith.addf %25, %20 : f32
        %c15_i64 = arith.constant 15 : i64
        %c19_i64_46 = arith.constant 19 : i64
        %86 = arith.muli %arg6, %c19_i64_46 : i64
        %87 = arith.addi %c15_i64, %86 : i64
        %88 = llvm.getelementptr %13[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %85, %88 : f32, !llvm.ptr<1>
        %cst_47 = arith.constant 3.000000e+00 : f32
        %89 = arith.mulf %20, %cst_47 : f32
        %c16_i64 = arith.constant 16 : i64
        %c19_i64_48 = arith.constant 19 : i64
        %90 = arith.muli %arg6, %c19_i64_48 : i64
        %91 = arith.addi %c16_i64, %90 : i64
        %92 = llvm.getelementptr %13[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %89, %92 : f32, !llvm.ptr<1>
        %cst_49 = arith.constant 9.999940e-41 : f32
        %93 = arith.mulf %20, %cst_49 : f32
        %c17_i64 = arith.constant 17 : i64
        %c19_i64_50 = arith.constant 19 : i64
        %94 = arith.muli %arg6, %c19_i64_50 : i64
        %95 = arith.addi %c17_i64, %94 : i64
        %96 = llvm.getelementptr %13[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %93, %96 : f32, !llvm.ptr<1>
        %cst_51 = arith.constant 0x7F800000 : f32
        %97 = arith.addf %20, %cst_51 : f32
        %c18_i64 = arith.constant 18 : i64
        %c19_i64_52 = arith.constant 19 : i64
        %98 = arith.muli %arg6, %c19_i64_52 : i64
        %99 = arith.addi %c18_i64, %98 : i64
        %100 = llvm.getelementptr %13[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %97, %100 : f32, !llvm.ptr<1>
        %101 = llvm.getelementptr %7[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %102 = llvm.load %101 : !llvm.ptr<1> -> f64
        %103 = llvm.getelementptr %10[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %104 = llvm.load %103 : !llvm.ptr<1> -> f64
        %cst_53 = arith.constant 1.000000e+308 : f64
        %105 = arith.mulf %102, %cst_53 : f64
        %106 = arith.subf %102, %102 : f64
        %107 = arith.divf %106, %106 : f64
        %108 = arith.addf %102, %104 : f64
        %c19_i64_54 = arith.constant 19 : i64
        %109 = arith.muli %arg6, %c19_i64_54 : i64
        %110 = llvm.getelementptr %16[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %108, %110 : f64, !llvm.ptr<1>
        %111 = arith.subf %102, %104 : f64
        %c1_i64_55 = arith.constant 1 : i64
        %c19_i64_56 = arith.constant 19 : i64
        %112 = arith.muli %arg6, %c19_i64_56 : i64
        %113 = arith.addi %c1_i64_55, %112 : i64
        %114 = llvm.getelementptr %16[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %111, %114 : f64, !llvm.ptr<1>
        %115 = arith.mulf %102, %104 : f64
        %c2_i64_57 = arith.constant 2 : i64
        %c19_i64_58 = arith.constant 19 : i64
        %116 = arith.muli %arg6, %c19_i64_58 : i64
        %117 = arith.addi %c2_i64_57, %116 : i64
        %118 = llvm.getelementptr %16[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %115, %118 : f64, !llvm.ptr<1>
        %119 = arith.divf %102, %104 : f64
        %c3_i64_59 = arith.constant 3 : i64
        %c19_i64_60 = arith.constant 19 : i64
        %120 = arith.muli %arg6, %c19_i64_60 : i64
        %121 = arith.addi %c3_i64_59, %120 : i64
        %122 = llvm.getelementptr %16[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %119, %122 : f64, !llvm.ptr<1>
        %123 = arith.remf %102, %104 : f64
        %c4_i64_61 = arith.constant 4 : i64
        %c19_i64_62 = arith.constant 19 : i64
        %124 = arith.muli %arg6, %c19_i64_62 : i64
        %125 = arith.addi %c4_i64_61, %124 : i64
        %126 = llvm.getelementptr %16[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %123, %126 : f64, !llvm.ptr<1>
        %127 = arith.negf %102 : f64
        %c5_i64_63 = arith.constant 5 : i64
        %c19_i64_64 = arith.constant 19 : i64
        %128 = arith.muli %arg6, %c19_i64_64 : i64
        %129 = arith.addi %c5_i64_63, %128 : i64
        %130 = llvm.getelementptr %16[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %127, %130 : f64, !llvm.ptr<1>
        %cst_65 = arith.constant 1.000000e-01 : f64
        %131 = arith.addf %102, %cst_65 : f64
        %c6_i64_66 = arith.constant 6 : i64
        %c19_i64_67 = arith.constant 19 : i64
        %132 = arith.muli %arg6, %c19_i64_67 : i64
        %133 = arith.addi %c6_i64_66, %132 : i64
        %134 = llvm.getelementptr %16[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %131, %134 : f64, !llvm.ptr<1>
        %cst_68 = arith.constant 3.000000e+00 : f64
        %135 = arith.mulf %102, %cst_68 : f64
        %c7_i64_69 = arith.constant 7 : i64
        %c19_i64_70 = arith.constant 19 : i64
        %136 = arith.muli %arg6, %c19_i64_70 : i64
        %137 = arith.addi %c7_i64_69, %136 : i64
        %138 = llvm.getelementptr %16[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %135, %138 : f64, !llvm.ptr<1>
        %cst_71 = arith.constant 3.000000e-01 : f64
        %139 = arith.remf %102, %cst_71 : f64
        %c8_i64_72 = arith.constant 8 : i64
        %c19_i64_73 = arith.constant 19 : i64
        %140 = arith.muli %arg6, %c19_i64_73 : i64
        %141 = arith.addi %c8_i64_72, %140 : i64
        %142 = llvm.getelementptr %16[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %139, %142 : f64, !llvm.ptr<1>
        %cst_74 = arith.constant -3.000000e-01 : f64
        %143 = arith.remf %102, %cst_74 : f64
        %c9_i64_75 = arith.constant 9 : i64
        %c19_i64_76 = arith.constant 19 : i64
        %144 = arith.muli %arg6, %c19_i64_76 : i64
        %145 = arith.addi %c9_i64_75, %144 : i64
        %146 = llvm.getelementptr %16[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %143, %146 : f64, !llvm.ptr<1>
        %cst_77 = arith.constant -7.500000e-01 : f64
        %147 = arith.remf %cst_77, %104 : f64
        %c10_i64_78 = arith.constant 10 : i64
        %c19_i64_79 = arith.constant 19 : i64
        %148 = arith.muli %arg6, %c19_i64_79 : i64
        %149 = arith.addi %c10_i64_78, %148 : i64
        %150 = llvm.getelementptr %16[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %147, %150 : f64, !llvm.ptr<1>
        %cst_80 = arith.constant 5.000000e-01 : f64
        %151 = arith.subf %cst_80, %102 : f64
        %c11_i64_81 = arith.constant 11 : i64
        %c19_i64_82 = arith.constant 19 : i64
        %152 = arith.muli %arg6, %c19_i64_82 : i64
        %153 = arith.addi %c11_i64_81, %152 : i64
        %154 = llvm.getelementptr %16[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %151, %154 : f64, !llvm.ptr<1>
        %cst_83 = arith.constant 1.000000e+01 : f64
        %155 = arith.mulf %105, %cst_83 : f64
        %c12_i64_84 = arith.constant 12 : i64
        %c19_i64_85 = arith.constant 19 : i64
        %156 = arith.muli %arg6, %c19_i64_85 : i64
        %157 = arith.addi %c12_i64_84, %156 : i64
        %158 = llvm.getelementptr %16[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %155, %158 : f64, !llvm.ptr<1>
        %159 = arith.divf %106, %106 : f64
        %c13_i64_86 = arith.constant 13 : i64
        %c19_i64_87 = arith.constant 19 : i64
        %160 = arith.muli %arg6, %c19_i64_87 : i64
        %161 = arith.addi %c13_i64_86, %160 : i64
        %162 = llvm.getelementptr %16[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %159, %162 : f64, !llvm.ptr<1>
        %163 = arith.negf %106 : f64
        %c14_i64_88 = arith.constant 14 : i64
        %c19_i64_89 = arith.constant 19 : i64
        %164 = arith.muli %arg6, %c19_i64_89 : i64
        %165 = arith.addi %c14_i64_88, %164 : i64
        %166 = llvm.getelementptr %16[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %163, %166 : f64, !llvm.ptr<1>
        %167 = arith.addf %107, %102 : f64
        %c15_i64_90 = arith.constant 15 : i64
        %c19_i64_91 = arith.constant 19 : i64
        %168 = arith.muli %arg6, %c19_i64_91 : i64
        %169 = arith.addi %c15_i64_90, %168 : i64
        %170 = llvm.getelementptr %16[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %167, %170 : f64, !llvm.ptr<1>
        %cst_92 = arith.constant 3.000000e+00 : f64
        %171 = arith.mulf %102, %cst_92 : f64
        %c16_i64_93 = arith.constant 16 : i64
        %c19_i64_94 = arith.constant 19 : i64
        %172 = arith.muli %arg6, %c19_i64_94 : i64
        %173 = arith.addi %c16_i64_93, %172 : i64
        %174 = llvm.getelementptr %16[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %171, %174 : f64, !llvm.ptr<1>
        %cst_95 = arith.constant 9.9999999999999992E-41 : f64
        %175 = arith.mulf %102, %cst_95 : f64
        %c17_i64_96 = arith.constant 17 : i64
        %c19_i64_97 = arith.constant 19 : i64
        %176 = arith.muli %arg6, %c19_i64_97 : i64
        %177 = arith.addi %c17_i64_96, %176 : i64
        %178 = llvm.getelementptr %16[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %175, %178 : f64, !llvm.ptr<1>
        %cst_98 = arith.constant 9.9999999999999994E+38 : f64
        %179 = arith.addf %102, %cst_98 : f64
        %c18_i64_99 = arith.constant 18 : i64
        %c19_i64_100 = arith.constant 19 : i64
        %180 = arith.muli %arg6, %c19_i64_100 : i64
        %181 = arith.addi %c18_i64_99, %180 : i64
        %182 = llvm.getelementptr %16[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %179, %182 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
