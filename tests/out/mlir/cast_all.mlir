module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cast_all(%arg0: memref<?xi32, strided<[1]>, 1>, %arg1: memref<?xi8, strided<[1]>, 1>, %arg2: memref<?xi16, strided<[1]>, 1>, %arg3: memref<?xi64, strided<[1]>, 1>, %arg4: memref<?xf32, strided<[1]>, 1>, %arg5: memref<?xf64, strided<[1]>, 1>, %arg6: memref<8x?xi8, strided<[1, 8]>, 1>, %arg7: memref<8x?xi16, strided<[1, 8]>, 1>, %arg8: memref<8x?xi32, strided<[1, 8]>, 1>, %arg9: memref<8x?xi64, strided<[1, 8]>, 1>, %arg10: memref<8x?xi64, strided<[1, 8]>, 1>, %arg11: memref<9x?xf32, strided<[1, 9]>, 1>, %arg12: memref<8x?xf64, strided<[1, 8]>, 1>, %arg13: memref<8x?xi32, strided<[1, 8]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi8, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<?xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xi16, strided<[1]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xi64, strided<[1]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12 : index to i64
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %arg4 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?xf32, strided<[1]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg5 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?xf64, strided<[1]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<8x?xi8, strided<[1, 8]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<8x?xi8, strided<[1, 8]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<8x?xi16, strided<[1, 8]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<8x?xi16, strided<[1, 8]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg8 : memref<8x?xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<8x?xi32, strided<[1, 8]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg9 : memref<8x?xi64, strided<[1, 8]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<8x?xi64, strided<[1, 8]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg10 : memref<8x?xi64, strided<[1, 8]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<8x?xi64, strided<[1, 8]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg11 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg11 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %33 = arith.index_cast %intptr_54 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_52#1 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg12 : memref<8x?xf64, strided<[1, 8]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg12 : memref<8x?xf64, strided<[1, 8]>, 1> -> index
      %36 = arith.index_cast %intptr_59 : index to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %38 = arith.index_cast %sizes_57#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg13 : memref<8x?xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg13 : memref<8x?xi32, strided<[1, 8]>, 1> -> index
      %39 = arith.index_cast %intptr_64 : index to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = arith.index_cast %sizes_62#1 : index to i64
      %thread_id_x = gpu.thread_id  x
      %42 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %42 to %2 step %c32_i64  : i64 {
        %43 = llvm.getelementptr %1[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %44 = llvm.load %43 : !llvm.ptr<1> -> i32
        %45 = llvm.getelementptr %4[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %46 = llvm.load %45 : !llvm.ptr<1> -> i8
        %47 = llvm.getelementptr %7[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %48 = llvm.load %47 : !llvm.ptr<1> -> i16
        %49 = llvm.getelementptr %10[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %50 = llvm.load %49 : !llvm.ptr<1> -> i64
        %51 = llvm.getelementptr %13[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %53 = llvm.getelementptr %16[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %54 = llvm.load %53 : !llvm.ptr<1> -> f64
        %c0_i32 = arith.constant 0 : i32
        %55 = arith.cmpi sgt, %44, %c0_i32 : i32
        %c3_i8 = arith.constant 3 : i8
        %56 = arith.muli %46, %c3_i8 : i8
        %c700_i16 = arith.constant 700 : i16
        %57 = arith.muli %48, %c700_i16 : i16
        %c50000001_i32 = arith.constant 50000001 : i32
        %58 = arith.muli %44, %c50000001_i32 : i32
        %c1234567890123457_i64 = arith.constant 1234567890123457 : i64
        %59 = arith.muli %50, %c1234567890123457_i64 : i64
        %c98765432101_i64 = arith.constant 98765432101 : i64
        %60 = arith.muli %50, %c98765432101_i64 : i64
        %cst = arith.constant 1.000000e+02 : f32
        %61 = arith.mulf %52, %cst : f32
        %cst_65 = arith.constant 1.000000e+02 : f64
        %62 = arith.mulf %54, %cst_65 : f64
        %63 = arith.extui %55 : i1 to i8
        %c8_i64 = arith.constant 8 : i64
        %64 = arith.muli %arg14, %c8_i64 : i64
        %65 = llvm.getelementptr %19[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %63, %65 : i8, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c8_i64_66 = arith.constant 8 : i64
        %66 = arith.muli %arg14, %c8_i64_66 : i64
        %67 = arith.addi %c1_i64, %66 : i64
        %68 = llvm.getelementptr %19[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %56, %68 : i8, !llvm.ptr<1>
        %69 = arith.trunci %57 : i16 to i8
        %c2_i64 = arith.constant 2 : i64
        %c8_i64_67 = arith.constant 8 : i64
        %70 = arith.muli %arg14, %c8_i64_67 : i64
        %71 = arith.addi %c2_i64, %70 : i64
        %72 = llvm.getelementptr %19[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %69, %72 : i8, !llvm.ptr<1>
        %73 = arith.trunci %58 : i32 to i8
        %c3_i64 = arith.constant 3 : i64
        %c8_i64_68 = arith.constant 8 : i64
        %74 = arith.muli %arg14, %c8_i64_68 : i64
        %75 = arith.addi %c3_i64, %74 : i64
        %76 = llvm.getelementptr %19[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %73, %76 : i8, !llvm.ptr<1>
        %77 = arith.trunci %59 : i64 to i8
        %c4_i64 = arith.constant 4 : i64
        %c8_i64_69 = arith.constant 8 : i64
        %78 = arith.muli %arg14, %c8_i64_69 : i64
        %79 = arith.addi %c4_i64, %78 : i64
        %80 = llvm.getelementptr %19[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %77, %80 : i8, !llvm.ptr<1>
        %81 = arith.trunci %60 : i64 to i8
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_70 = arith.constant 8 : i64
        %82 = arith.muli %arg14, %c8_i64_70 : i64
        %83 = arith.addi %c5_i64, %82 : i64
        %84 = llvm.getelementptr %19[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %81, %84 : i8, !llvm.ptr<1>
        %85 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%61) : (f32) -> i8
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_71 = arith.constant 8 : i64
        %86 = arith.muli %arg14, %c8_i64_71 : i64
        %87 = arith.addi %c6_i64, %86 : i64
        %88 = llvm.getelementptr %19[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %85, %88 : i8, !llvm.ptr<1>
        %89 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f64"(%62) : (f64) -> i8
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %90 = arith.muli %arg14, %c8_i64_72 : i64
        %91 = arith.addi %c7_i64, %90 : i64
        %92 = llvm.getelementptr %19[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %89, %92 : i8, !llvm.ptr<1>
        %93 = arith.extui %55 : i1 to i16
        %c8_i64_73 = arith.constant 8 : i64
        %94 = arith.muli %arg14, %c8_i64_73 : i64
        %95 = llvm.getelementptr %22[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %93, %95 : i16, !llvm.ptr<1>
        %96 = arith.extsi %56 : i8 to i16
        %c1_i64_74 = arith.constant 1 : i64
        %c8_i64_75 = arith.constant 8 : i64
        %97 = arith.muli %arg14, %c8_i64_75 : i64
        %98 = arith.addi %c1_i64_74, %97 : i64
        %99 = llvm.getelementptr %22[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %96, %99 : i16, !llvm.ptr<1>
        %c2_i64_76 = arith.constant 2 : i64
        %c8_i64_77 = arith.constant 8 : i64
        %100 = arith.muli %arg14, %c8_i64_77 : i64
        %101 = arith.addi %c2_i64_76, %100 : i64
        %102 = llvm.getelementptr %22[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %57, %102 : i16, !llvm.ptr<1>
        %103 = arith.trunci %58 : i32 to i16
        %c3_i64_78 = arith.constant 3 : i64
        %c8_i64_79 = arith.constant 8 : i64
        %104 = arith.muli %arg14, %c8_i64_79 : i64
        %105 = arith.addi %c3_i64_78, %104 : i64
        %106 = llvm.getelementptr %22[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %103, %106 : i16, !llvm.ptr<1>
        %107 = arith.trunci %59 : i64 to i16
        %c4_i64_80 = arith.constant 4 : i64
        %c8_i64_81 = arith.constant 8 : i64
        %108 = arith.muli %arg14, %c8_i64_81 : i64
        %109 = arith.addi %c4_i64_80, %108 : i64
        %110 = llvm.getelementptr %22[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %107, %110 : i16, !llvm.ptr<1>
        %111 = arith.trunci %60 : i64 to i16
        %c5_i64_82 = arith.constant 5 : i64
        %c8_i64_83 = arith.constant 8 : i64
        %112 = arith.muli %arg14, %c8_i64_83 : i64
        %113 = arith.addi %c5_i64_82, %112 : i64
        %114 = llvm.getelementptr %22[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %111, %114 : i16, !llvm.ptr<1>
        %115 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%61) : (f32) -> i16
        %c6_i64_84 = arith.constant 6 : i64
        %c8_i64_85 = arith.constant 8 : i64
        %116 = arith.muli %arg14, %c8_i64_85 : i64
        %117 = arith.addi %c6_i64_84, %116 : i64
        %118 = llvm.getelementptr %22[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %115, %118 : i16, !llvm.ptr<1>
        %119 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f64"(%62) : (f64) -> i16
        %c7_i64_86 = arith.constant 7 : i64
        %c8_i64_87 = arith.constant 8 : i64
        %120 = arith.muli %arg14, %c8_i64_87 : i64
        %121 = arith.addi %c7_i64_86, %120 : i64
        %122 = llvm.getelementptr %22[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %119, %122 : i16, !llvm.ptr<1>
        %123 = arith.extui %55 : i1 to i32
        %c8_i64_88 = arith.constant 8 : i64
        %124 = arith.muli %arg14, %c8_i64_88 : i64
        %125 = llvm.getelementptr %25[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %123, %125 : i32, !llvm.ptr<1>
        %126 = arith.extsi %56 : i8 to i32
        %c1_i64_89 = arith.constant 1 : i64
        %c8_i64_90 = arith.constant 8 : i64
        %127 = arith.muli %arg14, %c8_i64_90 : i64
        %128 = arith.addi %c1_i64_89, %127 : i64
        %129 = llvm.getelementptr %25[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %126, %129 : i32, !llvm.ptr<1>
        %130 = arith.extsi %57 : i16 to i32
        %c2_i64_91 = arith.constant 2 : i64
        %c8_i64_92 = arith.constant 8 : i64
        %131 = arith.muli %arg14, %c8_i64_92 : i64
        %132 = arith.addi %c2_i64_91, %131 : i64
        %133 = llvm.getelementptr %25[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %130, %133 : i32, !llvm.ptr<1>
        %c3_i64_93 = arith.constant 3 : i64
        %c8_i64_94 = arith.constant 8 : i64
        %134 = arith.muli %arg14, %c8_i64_94 : i64
        %135 = arith.addi %c3_i64_93, %134 : i64
        %136 = llvm.getelementptr %25[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %58, %136 : i32, !llvm.ptr<1>
        %137 = arith.trunci %59 : i64 to i32
        %c4_i64_95 = arith.constant 4 : i64
        %c8_i64_96 = arith.constant 8 : i64
        %138 = arith.muli %arg14, %c8_i64_96 : i64
        %139 = arith.addi %c4_i64_95, %138 : i64
        %140 = llvm.getelementptr %25[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %137, %140 : i32, !llvm.ptr<1>
        %141 = arith.trunci %60 : i64 to i32
        %c5_i64_97 = arith.constant 5 : i64
        %c8_i64_98 = arith.constant 8 : i64
        %142 = arith.muli %arg14, %c8_i64_98 : i64
        %143 = arith.addi %c5_i64_97, %142 : i64
        %144 = llvm.getelementptr %25[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %141, %144 : i32, !llvm.ptr<1>
        %145 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%61) : (f32) -> i32
        %c6_i64_99 = arith.constant 6 : i64
        %c8_i64_100 = arith.constant 8 : i64
        %146 = arith.muli %arg14, %c8_i64_100 : i64
        %147 = arith.addi %c6_i64_99, %146 : i64
        %148 = llvm.getelementptr %25[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %145, %148 : i32, !llvm.ptr<1>
        %149 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%62) : (f64) -> i32
        %c7_i64_101 = arith.constant 7 : i64
        %c8_i64_102 = arith.constant 8 : i64
        %150 = arith.muli %arg14, %c8_i64_102 : i64
        %151 = arith.addi %c7_i64_101, %150 : i64
        %152 = llvm.getelementptr %25[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %149, %152 : i32, !llvm.ptr<1>
        %153 = arith.extui %55 : i1 to i64
        %c8_i64_103 = arith.constant 8 : i64
        %154 = arith.muli %arg14, %c8_i64_103 : i64
        %155 = llvm.getelementptr %28[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %153, %155 : i64, !llvm.ptr<1>
        %156 = arith.extsi %56 : i8 to i64
        %c1_i64_104 = arith.constant 1 : i64
        %c8_i64_105 = arith.constant 8 : i64
        %157 = arith.muli %arg14, %c8_i64_105 : i64
        %158 = arith.addi %c1_i64_104, %157 : i64
        %159 = llvm.getelementptr %28[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %156, %159 : i64, !llvm.ptr<1>
        %160 = arith.extsi %57 : i16 to i64
        %c2_i64_106 = arith.constant 2 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %161 = arith.muli %arg14, %c8_i64_107 : i64
        %162 = arith.addi %c2_i64_106, %161 : i64
        %163 = llvm.getelementptr %28[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %160, %163 : i64, !llvm.ptr<1>
        %164 = arith.extsi %58 : i32 to i64
        %c3_i64_108 = arith.constant 3 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %165 = arith.muli %arg14, %c8_i64_109 : i64
        %166 = arith.addi %c3_i64_108, %165 : i64
        %167 = llvm.getelementptr %28[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %164, %167 : i64, !llvm.ptr<1>
        %c4_i64_110 = arith.constant 4 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %168 = arith.muli %arg14, %c8_i64_111 : i64
        %169 = arith.addi %c4_i64_110, %168 : i64
        %170 = llvm.getelementptr %28[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %59, %170 : i64, !llvm.ptr<1>
        %c5_i64_112 = arith.constant 5 : i64
        %c8_i64_113 = arith.constant 8 : i64
        %171 = arith.muli %arg14, %c8_i64_113 : i64
        %172 = arith.addi %c5_i64_112, %171 : i64
        %173 = llvm.getelementptr %28[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %60, %173 : i64, !llvm.ptr<1>
        %174 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%61) : (f32) -> i64
        %c6_i64_114 = arith.constant 6 : i64
        %c8_i64_115 = arith.constant 8 : i64
        %175 = arith.muli %arg14, %c8_i64_115 : i64
        %176 = arith.addi %c6_i64_114, %175 : i64
        %177 = llvm.getelementptr %28[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %174, %177 : i64, !llvm.ptr<1>
        %178 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f64"(%62) : (f64) -> i64
        %c7_i64_116 = arith.constant 7 : i64
        %c8_i64_117 = arith.constant 8 : i64
        %179 = arith.muli %arg14, %c8_i64_117 : i64
        %180 = arith.addi %c7_i64_116, %179 : i64
        %181 = llvm.getelementptr %28[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %178, %181 : i64, !llvm.ptr<1>
        %182 = arith.extui %55 : i1 to i64
        %c8_i64_118 = arith.constant 8 : i64
        %183 = arith.muli %arg14, %c8_i64_118 : i64
        %184 = llvm.getelementptr %31[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %182, %184 : i64, !llvm.ptr<1>
        %185 = arith.extsi %56 : i8 to i64
        %c1_i64_119 = arith.constant 1 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %186 = arith.muli %arg14, %c8_i64_120 : i64
        %187 = arith.addi %c1_i64_119, %186 : i64
        %188 = llvm.getelementptr %31[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %185, %188 : i64, !llvm.ptr<1>
        %189 = arith.extsi %57 : i16 to i64
        %c2_i64_121 = arith.constant 2 : i64
        %c8_i64_122 = arith.constant 8 : i64
        %190 = arith.muli %arg14, %c8_i64_122 : i64
        %191 = arith.addi %c2_i64_121, %190 : i64
        %192 = llvm.getelementptr %31[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %189, %192 : i64, !llvm.ptr<1>
        %193 = arith.extsi %58 : i32 to i64
        %c3_i64_123 = arith.constant 3 : i64
        %c8_i64_124 = arith.constant 8 : i64
        %194 = arith.muli %arg14, %c8_i64_124 : i64
        %195 = arith.addi %c3_i64_123, %194 : i64
        %196 = llvm.getelementptr %31[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %193, %196 : i64, !llvm.ptr<1>
        %c4_i64_125 = arith.constant 4 : i64
        %c8_i64_126 = arith.constant 8 : i64
        %197 = arith.muli %arg14, %c8_i64_126 : i64
        %198 = arith.addi %c4_i64_125, %197 : i64
        %199 = llvm.getelementptr %31[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %59, %199 : i64, !llvm.ptr<1>
        %c5_i64_127 = arith.constant 5 : i64
        %c8_i64_128 = arith.constant 8 : i64
        %200 = arith.muli %arg14, %c8_i64_128 : i64
        %201 = arith.addi %c5_i64_127, %200 : i64
        %202 = llvm.getelementptr %31[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %60, %202 : i64, !llvm.ptr<1>
        %203 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%61) : (f32) -> i64
        %c6_i64_129 = arith.constant 6 : i64
        %c8_i64_130 = arith.constant 8 : i64
        %204 = arith.muli %arg14, %c8_i64_130 : i64
        %205 = arith.addi %c6_i64_129, %204 : i64
        %206 = llvm.getelementptr %31[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %203, %206 : i64, !llvm.ptr<1>
        %207 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f64"(%62) : (f64) -> i64
        %c7_i64_131 = arith.constant 7 : i64
        %c8_i64_132 = arith.constant 8 : i64
        %208 = arith.muli %arg14, %c8_i64_132 : i64
        %209 = arith.addi %c7_i64_131, %208 : i64
        %210 = llvm.getelementptr %31[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %207, %210 : i64, !llvm.ptr<1>
        %211 = arith.uitofp %55 : i1 to f32
        %c9_i64 = arith.constant 9 : i64
        %212 = arith.muli %arg14, %c9_i64 : i64
        %213 = llvm.getelementptr %34[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %211, %213 : f32, !llvm.ptr<1>
        %214 = arith.sitofp %56 : i8 to f32
        %c1_i64_133 = arith.constant 1 : i64
        %c9_i64_134 = arith.constant 9 : i64
        %215 = arith.muli %arg14, %c9_i64_134 : i64
        %216 = arith.addi %c1_i64_133, %215 : i64
        %217 = llvm.getelementptr %34[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %214, %217 : f32, !llvm.ptr<1>
        %218 = arith.sitofp %57 : i16 to f32
        %c2_i64_135 = arith.constant 2 : i64
        %c9_i64_136 = arith.constant 9 : i64
        %219 = arith.muli %arg14, %c9_i64_136 : i64
        %220 = arith.addi %c2_i64_135, %219 : i64
        %221 = llvm.getelementptr %34[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %218, %221 : f32, !llvm.ptr<1>
        %222 = arith.sitofp %58 : i32 to f32
        %c3_i64_137 = arith.constant 3 : i64
        %c9_i64_138 = arith.constant 9 : i64
        %223 = arith.muli %arg14, %c9_i64_138 : i64
        %224 = arith.addi %c3_i64_137, %223 : i64
        %225 = llvm.getelementptr %34[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %222, %225 : f32, !llvm.ptr<1>
        %226 = arith.sitofp %59 : i64 to f32
        %c4_i64_139 = arith.constant 4 : i64
        %c9_i64_140 = arith.constant 9 : i64
        %227 = arith.muli %arg14, %c9_i64_140 : i64
        %228 = arith.addi %c4_i64_139, %227 : i64
        %229 = llvm.getelementptr %34[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %226, %229 : f32, !llvm.ptr<1>
        %230 = arith.sitofp %60 : i64 to f32
        %c5_i64_141 = arith.constant 5 : i64
        %c9_i64_142 = arith.constant 9 : i64
        %231 = arith.muli %arg14, %c9_i64_142 : i64
        %232 = arith.addi %c5_i64_141, %231 : i64
        %233 = llvm.getelementptr %34[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %230, %233 : f32, !llvm.ptr<1>
        %c6_i64_143 = arith.constant 6 : i64
        %c9_i64_144 = arith.constant 9 : i64
        %234 = arith.muli %arg14, %c9_i64_144 : i64
        %235 = arith.addi %c6_i64_143, %234 : i64
        %236 = llvm.getelementptr %34[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %61, %236 : f32, !llvm.ptr<1>
        %237 = arith.truncf %62 : f64 to f32
        %c7_i64_145 = arith.constant 7 : i64
        %c9_i64_146 = arith.constant 9 : i64
        %238 = arith.muli %arg14, %c9_i64_146 : i64
        %239 = arith.addi %c7_i64_145, %238 : i64
        %240 = llvm.getelementptr %34[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %237, %240 : f32, !llvm.ptr<1>
        %241 = arith.uitofp %55 : i1 to f64
        %c8_i64_147 = arith.constant 8 : i64
        %242 = arith.muli %arg14, %c8_i64_147 : i64
        %243 = llvm.getelementptr %37[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %241, %243 : f64, !llvm.ptr<1>
        %244 = arith.sitofp %56 : i8 to f64
        %c1_i64_148 = arith.constant 1 : i64
        %c8_i64_149 = arith.constant 8 : i64
        %245 = arith.muli %arg14, %c8_i64_149 : i64
        %246 = arith.addi %c1_i64_148, %245 : i64
        %247 = llvm.getelementptr %37[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %244, %247 : f64, !llvm.ptr<1>
        %248 = arith.sitofp %57 : i16 to f64
        %c2_i64_150 = arith.constant 2 : i64
        %c8_i64_151 = arith.constant 8 : i64
        %249 = arith.muli %arg14, %c8_i64_151 : i64
        %250 = arith.addi %c2_i64_150, %249 : i64
        %251 = llvm.getelementptr %37[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %248, %251 : f64, !llvm.ptr<1>
        %252 = arith.sitofp %58 : i32 to f64
        %c3_i64_152 = arith.constant 3 : i64
        %c8_i64_153 = arith.constant 8 : i64
        %253 = arith.muli %arg14, %c8_i64_153 : i64
        %254 = arith.addi %c3_i64_152, %253 : i64
        %255 = llvm.getelementptr %37[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %252, %255 : f64, !llvm.ptr<1>
        %256 = arith.sitofp %59 : i64 to f64
        %c4_i64_154 = arith.constant 4 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %257 = arith.muli %arg14, %c8_i64_155 : i64
        %258 = arith.addi %c4_i64_154, %257 : i64
        %259 = llvm.getelementptr %37[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %256, %259 : f64, !llvm.ptr<1>
        %260 = arith.sitofp %60 : i64 to f64
        %c5_i64_156 = arith.constant 5 : i64
        %c8_i64_157 = arith.constant 8 : i64
        %261 = arith.muli %arg14, %c8_i64_157 : i64
        %262 = arith.addi %c5_i64_156, %261 : i64
        %263 = llvm.getelementptr %37[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %260, %263 : f64, !llvm.ptr<1>
        %264 = arith.extf %61 : f32 to f64
        %c6_i64_158 = arith.constant 6 : i64
        %c8_i64_159 = arith.constant 8 : i64
        %265 = arith.muli %arg14, %c8_i64_159 : i64
        %266 = arith.addi %c6_i64_158, %265 : i64
        %267 = llvm.getelementptr %37[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %264, %267 : f64, !llvm.ptr<1>
        %c7_i64_160 = arith.constant 7 : i64
        %c8_i64_161 = arith.constant 8 : i64
        %268 = arith.muli %arg14, %c8_i64_161 : i64
        %269 = arith.addi %c7_i64_160, %268 : i64
        %270 = llvm.getelementptr %37[%269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %62, %270 : f64, !llvm.ptr<1>
        %271 = arith.extui %55 : i1 to i32
        %c8_i64_162 = arith.constant 8 : i64
        %272 = arith.muli %arg14, %c8_i64_162 : i64
        %273 = llvm.getelementptr %40[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %271, %273 : i32, !llvm.ptr<1>
        %c0_i8 = arith.constant 0 : i8
        %274 = arith.cmpi ne, %56, %c0_i8 : i8
        %275 = arith.extui %274 : i1 to i32
        %c1_i64_163 = arith.constant 1 : i64
        %c8_i64_164 = arith.constant 8 : i64
        %276 = arith.muli %arg14, %c8_i64_164 : i64
        %277 = arith.addi %c1_i64_163, %276 : i64
        %278 = llvm.getelementptr %40[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %275, %278 : i32, !llvm.ptr<1>
        %c0_i16 = arith.constant 0 : i16
        %279 = arith.cmpi ne, %57, %c0_i16 : i16
        %280 = arith.extui %279 : i1 to i32
        %c2_i64_165 = arith.constant 2 : i64
        %c8_i64_166 = arith.constant 8 : i64
        %281 = arith.muli %arg14, %c8_i64_166 : i64
        %282 = arith.addi %c2_i64_165, %281 : i64
        %283 = llvm.getelementptr %40[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %280, %283 : i32, !llvm.ptr<1>
        %c0_i32_167 = arith.constant 0 : i32
        %284 = arith.cmpi ne, %58, %c0_i32_167 : i32
        %285 = arith.extui %284 : i1 to i32
        %c3_i64_168 = arith.constant 3 : i64
        %c8_i64_169 = arith.constant 8 : i64
        %286 = arith.muli %arg14, %c8_i64_169 : i64
        %287 = arith.addi %c3_i64_168, %286 : i64
        %288 = llvm.getelementptr %40[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %285, %288 : i32, !llvm.ptr<1>
        %c0_i64 = arith.constant 0 : i64
        %289 = arith.cmpi ne, %59, %c0_i64 : i64
        %290 = arith.extui %289 : i1 to i32
        %c4_i64_170 = arith.constant 4 : i64
        %c8_i64_171 = arith.constant 8 : i64
        %291 = arith.muli %arg14, %c8_i64_171 : i64
        %292 = arith.addi %c4_i64_170, %291 : i64
        %293 = llvm.getelementptr %40[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %290, %293 : i32, !llvm.ptr<1>
        %c0_i64_172 = arith.constant 0 : i64
        %294 = arith.cmpi ne, %60, %c0_i64_172 : i64
        %295 = arith.extui %294 : i1 to i32
        %c5_i64_173 = arith.constant 5 : i64
        %c8_i64_174 = arith.constant 8 : i64
        %296 = arith.muli %arg14, %c8_i64_174 : i64
        %297 = arith.addi %c5_i64_173, %296 : i64
        %298 = llvm.getelementptr %40[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %295, %298 : i32, !llvm.ptr<1>
        %cst_175 = arith.constant 0.000000e+00 : f32
        %299 = arith.cmpf une, %61, %cst_175 : f32
        %300 = arith.extui %299 : i1 to i32
        %c6_i64_176 = arith.constant 6 : i64
        %c8_i64_177 = arith.constant 8 : i64
        %301 = arith.muli %arg14, %c8_i64_177 : i64
        %302 = arith.addi %c6_i64_176, %301 : i64
        %303 = llvm.getelementptr %40[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %300, %303 : i32, !llvm.ptr<1>
        %cst_178 = arith.constant 0.000000e+00 : f64
        %304 = arith.cmpf une, %62, %cst_178 : f64
        %305 = arith.extui %304 : i1 to i32
        %c7_i64_179 = arith.constant 7 : i64
        %c8_i64_180 = arith.constant 8 : i64
        %306 = arith.muli %arg14, %c8_i64_180 : i64
        %307 = arith.addi %c7_i64_179, %306 : i64
        %308 = llvm.getelementptr %40[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %305, %308 : i32, !llvm.ptr<1>
        %cst_181 = arith.constant 1.000000e+300 : f64
        %309 = arith.mulf %54, %cst_181 : f64
        %310 = arith.truncf %309 : f64 to f32
        %c8_i64_182 = arith.constant 8 : i64
        %c9_i64_183 = arith.constant 9 : i64
        %311 = arith.muli %arg14, %c9_i64_183 : i64
        %312 = arith.addi %c8_i64_182, %311 : i64
        %313 = llvm.getelementptr %34[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %310, %313 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
