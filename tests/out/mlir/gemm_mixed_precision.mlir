module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_mixed_precision(%arg0: f64, %arg1: memref<9x4xf32, strided<[1, 9]>, 1>, %arg2: memref<4x6xf32, strided<[1, 4]>, 1>, %arg3: memref<9x6xf32, strided<[1, 9]>, 1>, %arg4: memref<4x6xf64, strided<[1, 4]>, 1>, %arg5: memref<9x6xf64, strided<[1, 9]>, 1>, %arg6: memref<9x4xi32, strided<[1, 9]>, 1>, %arg7: memref<4x6xi32, strided<[1, 4]>, 1>, %arg8: memref<9x6xf32, strided<[1, 9]>, 1>, %arg9: memref<9x4xi8, strided<[1, 9]>, 1>, %arg10: memref<4x6xi16, strided<[1, 4]>, 1>, %arg11: memref<9x6xi32, strided<[1, 9]>, 1>, %arg12: memref<9x4xi16, strided<[1, 9]>, 1>, %arg13: memref<4x6xi16, strided<[1, 4]>, 1>, %arg14: memref<9x6xi16, strided<[1, 9]>, 1>, %arg15: memref<9x6xi32, strided<[1, 9]>, 1>, %arg16: memref<4x6xi8, strided<[1, 4]>, 1>, %arg17: memref<9x6xi32, strided<[1, 9]>, 1>, %arg18: memref<9x6xi8, strided<[1, 9]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<9x4xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<9x4xf32, strided<[1, 9]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<4x6xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x6xf32, strided<[1, 4]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<9x6xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<9x6xf32, strided<[1, 9]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<4x6xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<4x6xf64, strided<[1, 4]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<9x6xf64, strided<[1, 9]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<9x6xf64, strided<[1, 9]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<9x4xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<9x4xi32, strided<[1, 9]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg7 : memref<4x6xi32, strided<[1, 4]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<4x6xi32, strided<[1, 4]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg8 : memref<9x6xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<9x6xf32, strided<[1, 9]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg9 : memref<9x4xi8, strided<[1, 9]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<9x4xi8, strided<[1, 9]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg10 : memref<4x6xi16, strided<[1, 4]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg10 : memref<4x6xi16, strided<[1, 4]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg11 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg11 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %20 = arith.index_cast %intptr_49 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg12 : memref<9x4xi16, strided<[1, 9]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg12 : memref<9x4xi16, strided<[1, 9]>, 1> -> index
      %22 = arith.index_cast %intptr_54 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg13 : memref<4x6xi16, strided<[1, 4]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg13 : memref<4x6xi16, strided<[1, 4]>, 1> -> index
      %24 = arith.index_cast %intptr_59 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg14 : memref<9x6xi16, strided<[1, 9]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg14 : memref<9x6xi16, strided<[1, 9]>, 1> -> index
      %26 = arith.index_cast %intptr_64 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %arg15 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg15 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %28 = arith.index_cast %intptr_69 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %base_buffer_70, %offset_71, %sizes_72:2, %strides_73:2 = memref.extract_strided_metadata %arg16 : memref<4x6xi8, strided<[1, 4]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %arg16 : memref<4x6xi8, strided<[1, 4]>, 1> -> index
      %30 = arith.index_cast %intptr_74 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %base_buffer_75, %offset_76, %sizes_77:2, %strides_78:2 = memref.extract_strided_metadata %arg17 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %arg17 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %32 = arith.index_cast %intptr_79 : index to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<1>
      %base_buffer_80, %offset_81, %sizes_82:2, %strides_83:2 = memref.extract_strided_metadata %arg18 : memref<9x6xi8, strided<[1, 9]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_84 = memref.extract_aligned_pointer_as_index %arg18 : memref<9x6xi8, strided<[1, 9]>, 1> -> index
      %34 = arith.index_cast %intptr_84 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_85 = memref.alloca() : memref<f32>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f64>
      %alloca_88 = memref.alloca() : memref<f64>
      %alloca_89 = memref.alloca() : memref<f64>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f32>
      %alloca_92 = memref.alloca() : memref<f32>
      %alloca_93 = memref.alloca() : memref<i32>
      %alloca_94 = memref.alloca() : memref<i32>
      %alloca_95 = memref.alloca() : memref<i32>
      %alloca_96 = memref.alloca() : memref<i16>
      %alloca_97 = memref.alloca() : memref<i16>
      %alloca_98 = memref.alloca() : memref<i16>
      %alloca_99 = memref.alloca() : memref<i32>
      %alloca_100 = memref.alloca() : memref<i32>
      %alloca_101 = memref.alloca() : memref<i32>
      %alloca_102 = memref.alloca() : memref<i32>
      %alloca_103 = memref.alloca() : memref<i32>
      %alloca_104 = memref.alloca() : memref<i32>
      %alloca_105 = memref.alloca() : memref<i8>
      %alloca_106 = memref.alloca() : memref<i8>
      %alloca_107 = memref.alloca() : memref<i8>
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %37 = arith.minsi %36, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_108 = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y_108 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %40 = arith.addi %39, %c2_i64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y_109 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %42 = arith.addi %41, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_110 = arith.constant 0.000000e+00 : f32
      memref.store %cst_110, %alloca_85[] : memref<f32>
      %cst_111 = arith.constant 0.000000e+00 : f32
      memref.store %cst_111, %alloca_86[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c4_i64_112 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c4_i64_112 step %c1_i64  : i64 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %arg19, %c9_i64_208 : i64
        %101 = arith.addi %37, %100 : i64
        %102 = llvm.getelementptr %1[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %103 = llvm.load %102 : !llvm.ptr<1> -> f32
        %c4_i64_209 = arith.constant 4 : i64
        %104 = arith.muli %38, %c4_i64_209 : i64
        %105 = arith.addi %arg19, %104 : i64
        %106 = llvm.getelementptr %3[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %107 = llvm.load %106 : !llvm.ptr<1> -> f32
        %c4_i64_210 = arith.constant 4 : i64
        %108 = arith.muli %40, %c4_i64_210 : i64
        %109 = arith.addi %arg19, %108 : i64
        %110 = llvm.getelementptr %3[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %111 = llvm.load %110 : !llvm.ptr<1> -> f32
        %c4_i64_211 = arith.constant 4 : i64
        %112 = arith.muli %42, %c4_i64_211 : i64
        %113 = arith.addi %arg19, %112 : i64
        %114 = llvm.getelementptr %3[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %115 = llvm.load %114 : !llvm.ptr<1> -> f32
        %116 = memref.load %alloca[] : memref<f32>
        %117 = llvm.intr.fma(%103, %107, %116) : (f32, f32, f32) -> f32
        memref.store %117, %alloca[] : memref<f32>
        %118 = memref.load %alloca_85[] : memref<f32>
        %119 = llvm.intr.fma(%103, %111, %118) : (f32, f32, f32) -> f32
        memref.store %119, %alloca_85[] : memref<f32>
        %120 = memref.load %alloca_86[] : memref<f32>
        %121 = llvm.intr.fma(%103, %115, %120) : (f32, f32, f32) -> f32
        memref.store %121, %alloca_86[] : memref<f32>
      }
      %c9_i64 = arith.constant 9 : i64
      %43 = arith.cmpi slt, %36, %c9_i64 : i64
      scf.if %43 {
        %cst_208 = arith.constant 5.000000e-01 : f64
        %c9_i64_209 = arith.constant 9 : i64
        %100 = arith.muli %38, %c9_i64_209 : i64
        %101 = arith.addi %36, %100 : i64
        %102 = llvm.getelementptr %5[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %103 = llvm.load %102 : !llvm.ptr<1> -> f32
        %104 = arith.extf %103 : f32 to f64
        %105 = memref.load %alloca[] : memref<f32>
        %106 = arith.extf %105 : f32 to f64
        %107 = arith.mulf %arg0, %106 : f64
        %108 = llvm.intr.fma(%cst_208, %104, %107) : (f64, f64, f64) -> f64
        %109 = arith.truncf %108 : f64 to f32
        %c9_i64_210 = arith.constant 9 : i64
        %110 = arith.muli %38, %c9_i64_210 : i64
        %111 = arith.addi %36, %110 : i64
        %112 = llvm.getelementptr %5[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %109, %112 : f32, !llvm.ptr<1>
        %cst_211 = arith.constant 5.000000e-01 : f64
        %c9_i64_212 = arith.constant 9 : i64
        %113 = arith.muli %40, %c9_i64_212 : i64
        %114 = arith.addi %36, %113 : i64
        %115 = llvm.getelementptr %5[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %116 = llvm.load %115 : !llvm.ptr<1> -> f32
        %117 = arith.extf %116 : f32 to f64
        %118 = memref.load %alloca_85[] : memref<f32>
        %119 = arith.extf %118 : f32 to f64
        %120 = arith.mulf %arg0, %119 : f64
        %121 = llvm.intr.fma(%cst_211, %117, %120) : (f64, f64, f64) -> f64
        %122 = arith.truncf %121 : f64 to f32
        %c9_i64_213 = arith.constant 9 : i64
        %123 = arith.muli %40, %c9_i64_213 : i64
        %124 = arith.addi %36, %123 : i64
        %125 = llvm.getelementptr %5[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %122, %125 : f32, !llvm.ptr<1>
        %cst_214 = arith.constant 5.000000e-01 : f64
        %c9_i64_215 = arith.constant 9 : i64
        %126 = arith.muli %42, %c9_i64_215 : i64
        %127 = arith.addi %36, %126 : i64
        %128 = llvm.getelementptr %5[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %129 = llvm.load %128 : !llvm.ptr<1> -> f32
        %130 = arith.extf %129 : f32 to f64
        %131 = memref.load %alloca_86[] : memref<f32>
        %132 = arith.extf %131 : f32 to f64
        %133 = arith.mulf %arg0, %132 : f64
        %134 = llvm.intr.fma(%cst_214, %130, %133) : (f64, f64, f64) -> f64
        %135 = arith.truncf %134 : f64 to f32
        %c9_i64_216 = arith.constant 9 : i64
        %136 = arith.muli %42, %c9_i64_216 : i64
        %137 = arith.addi %36, %136 : i64
        %138 = llvm.getelementptr %5[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %135, %138 : f32, !llvm.ptr<1>
      }
      %thread_id_x_113 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_113 : index to i64
      %c8_i64_114 = arith.constant 8 : i64
      %45 = arith.minsi %44, %c8_i64_114 : i64
      %thread_id_y_115 = gpu.thread_id  y
      %46 = arith.index_cast %thread_id_y_115 : index to i64
      %thread_id_y_116 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_116 : index to i64
      %c2_i64_117 = arith.constant 2 : i64
      %48 = arith.addi %47, %c2_i64_117 : i64
      %thread_id_y_118 = gpu.thread_id  y
      %49 = arith.index_cast %thread_id_y_118 : index to i64
      %c4_i64_119 = arith.constant 4 : i64
      %50 = arith.addi %49, %c4_i64_119 : i64
      %cst_120 = arith.constant 0.000000e+00 : f64
      memref.store %cst_120, %alloca_87[] : memref<f64>
      %cst_121 = arith.constant 0.000000e+00 : f64
      memref.store %cst_121, %alloca_88[] : memref<f64>
      %cst_122 = arith.constant 0.000000e+00 : f64
      memref.store %cst_122, %alloca_89[] : memref<f64>
      %c0_i64_123 = arith.constant 0 : i64
      %c4_i64_124 = arith.constant 4 : i64
      %c1_i64_125 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_123 to %c4_i64_124 step %c1_i64_125  : i64 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %arg19, %c9_i64_208 : i64
        %101 = arith.addi %45, %100 : i64
        %102 = llvm.getelementptr %1[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %103 = llvm.load %102 : !llvm.ptr<1> -> f32
        %c4_i64_209 = arith.constant 4 : i64
        %104 = arith.muli %46, %c4_i64_209 : i64
        %105 = arith.addi %arg19, %104 : i64
        %106 = llvm.getelementptr %7[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %107 = llvm.load %106 : !llvm.ptr<1> -> f64
        %c4_i64_210 = arith.constant 4 : i64
        %108 = arith.muli %48, %c4_i64_210 : i64
        %109 = arith.addi %arg19, %108 : i64
        %110 = llvm.getelementptr %7[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %111 = llvm.load %110 : !llvm.ptr<1> -> f64
        %c4_i64_211 = arith.constant 4 : i64
        %112 = arith.muli %50, %c4_i64_211 : i64
        %113 = arith.addi %arg19, %112 : i64
        %114 = llvm.getelementptr %7[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %115 = llvm.load %114 : !llvm.ptr<1> -> f64
        %116 = arith.extf %103 : f32 to f64
        %117 = memref.load %alloca_87[] : memref<f64>
        %118 = llvm.intr.fma(%116, %107, %117) : (f64, f64, f64) -> f64
        memref.store %118, %alloca_87[] : memref<f64>
        %119 = arith.extf %103 : f32 to f64
        %120 = memref.load %alloca_88[] : memref<f64>
        %121 = llvm.intr.fma(%119, %111, %120) : (f64, f64, f64) -> f64
        memref.store %121, %alloca_88[] : memref<f64>
        %122 = arith.extf %103 : f32 to f64
        %123 = memref.load %alloca_89[] : memref<f64>
        %124 = llvm.intr.fma(%122, %115, %123) : (f64, f64, f64) -> f64
        memref.store %124, %alloca_89[] : memref<f64>
      }
      %c9_i64_126 = arith.constant 9 : i64
      %51 = arith.cmpi slt, %44, %c9_i64_126 : i64
      scf.if %51 {
        %100 = memref.load %alloca_87[] : memref<f64>
        %c9_i64_208 = arith.constant 9 : i64
        %101 = arith.muli %46, %c9_i64_208 : i64
        %102 = arith.addi %44, %101 : i64
        %103 = llvm.getelementptr %9[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %100, %103 : f64, !llvm.ptr<1>
        %104 = memref.load %alloca_88[] : memref<f64>
        %c9_i64_209 = arith.constant 9 : i64
        %105 = arith.muli %48, %c9_i64_209 : i64
        %106 = arith.addi %44, %105 : i64
        %107 = llvm.getelementptr %9[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %104, %107 : f64, !llvm.ptr<1>
        %108 = memref.load %alloca_89[] : memref<f64>
        %c9_i64_210 = arith.constant 9 : i64
        %109 = arith.muli %50, %c9_i64_210 : i64
        %110 = arith.addi %44, %109 : i64
        %111 = llvm.getelementptr %9[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %108, %111 : f64, !llvm.ptr<1>
      }
      %thread_id_x_127 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_127 : index to i64
      %c8_i64_128 = arith.constant 8 : i64
      %53 = arith.minsi %52, %c8_i64_128 : i64
      %thread_id_y_129 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_129 : index to i64
      %thread_id_y_130 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_130 : index to i64
      %c2_i64_131 = arith.constant 2 : i64
      %56 = arith.addi %55, %c2_i64_131 : i64
      %thread_id_y_132 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_132 : index to i64
      %c4_i64_133 = arith.constant 4 : i64
      %58 = arith.addi %57, %c4_i64_133 : i64
      %cst_134 = arith.constant 0.000000e+00 : f32
      memref.store %cst_134, %alloca_90[] : memref<f32>
      %cst_135 = arith.constant 0.000000e+00 : f32
      memref.store %cst_135, %alloca_91[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_92[] : memref<f32>
      %c0_i64_137 = arith.constant 0 : i64
      %c4_i64_138 = arith.constant 4 : i64
      %c1_i64_139 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_137 to %c4_i64_138 step %c1_i64_139  : i64 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %arg19, %c9_i64_208 : i64
        %101 = arith.addi %53, %100 : i64
        %102 = llvm.getelementptr %11[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %103 = llvm.load %102 : !llvm.ptr<1> -> i32
        %c4_i64_209 = arith.constant 4 : i64
        %104 = arith.muli %54, %c4_i64_209 : i64
        %105 = arith.addi %arg19, %104 : i64
        %106 = llvm.getelementptr %13[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %107 = llvm.load %106 : !llvm.ptr<1> -> i32
        %c4_i64_210 = arith.constant 4 : i64
        %108 = arith.muli %56, %c4_i64_210 : i64
        %109 = arith.addi %arg19, %108 : i64
        %110 = llvm.getelementptr %13[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %111 = llvm.load %110 : !llvm.ptr<1> -> i32
        %c4_i64_211 = arith.constant 4 : i64
        %112 = arith.muli %58, %c4_i64_211 : i64
        %113 = arith.addi %arg19, %112 : i64
        %114 = llvm.getelementptr %13[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %115 = llvm.load %114 : !llvm.ptr<1> -> i32
        %116 = memref.load %alloca_90[] : memref<f32>
        %117 = arith.muli %103, %107 : i32
        %118 = arith.sitofp %117 : i32 to f32
        %119 = arith.addf %116, %118 : f32
        memref.store %119, %alloca_90[] : memref<f32>
        %120 = memref.load %alloca_91[] : memref<f32>
        %121 = arith.muli %103, %111 : i32
        %122 = arith.sitofp %121 : i32 to f32
        %123 = arith.addf %120, %122 : f32
        memref.store %123, %alloca_91[] : memref<f32>
        %124 = memref.load %alloca_92[] : memref<f32>
        %125 = arith.muli %103, %115 : i32
        %126 = arith.sitofp %125 : i32 to f32
        %127 = arith.addf %124, %126 : f32
        memref.store %127, %alloca_92[] : memref<f32>
      }
      %c9_i64_140 = arith.constant 9 : i64
      %59 = arith.cmpi slt, %52, %c9_i64_140 : i64
      scf.if %59 {
        %cst_208 = arith.constant 2.500000e-01 : f32
        %c9_i64_209 = arith.constant 9 : i64
        %100 = arith.muli %54, %c9_i64_209 : i64
        %101 = arith.addi %52, %100 : i64
        %102 = llvm.getelementptr %15[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %103 = llvm.load %102 : !llvm.ptr<1> -> f32
        %104 = memref.load %alloca_90[] : memref<f32>
        %105 = llvm.intr.fma(%cst_208, %103, %104) : (f32, f32, f32) -> f32
        %c9_i64_210 = arith.constant 9 : i64
        %106 = arith.muli %54, %c9_i64_210 : i64
        %107 = arith.addi %52, %106 : i64
        %108 = llvm.getelementptr %15[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %105, %108 : f32, !llvm.ptr<1>
        %cst_211 = arith.constant 2.500000e-01 : f32
        %c9_i64_212 = arith.constant 9 : i64
        %109 = arith.muli %56, %c9_i64_212 : i64
        %110 = arith.addi %52, %109 : i64
        %111 = llvm.getelementptr %15[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %113 = memref.load %alloca_91[] : memref<f32>
        %114 = llvm.intr.fma(%cst_211, %112, %113) : (f32, f32, f32) -> f32
        %c9_i64_213 = arith.constant 9 : i64
        %115 = arith.muli %56, %c9_i64_213 : i64
        %116 = arith.addi %52, %115 : i64
        %117 = llvm.getelementptr %15[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %114, %117 : f32, !llvm.ptr<1>
        %cst_214 = arith.constant 2.500000e-01 : f32
        %c9_i64_215 = arith.constant 9 : i64
        %118 = arith.muli %58, %c9_i64_215 : i64
        %119 = arith.addi %52, %118 : i64
        %120 = llvm.getelementptr %15[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %121 = llvm.load %120 : !llvm.ptr<1> -> f32
        %122 = memref.load %alloca_92[] : memref<f32>
        %123 = llvm.intr.fma(%cst_214, %121, %122) : (f32, f32, f32) -> f32
        %c9_i64_216 = arith.constant 9 : i64
        %124 = arith.muli %58, %c9_i64_216 : i64
        %125 = arith.addi %52, %124 : i64
        %126 = llvm.getelementptr %15[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %123, %126 : f32, !llvm.ptr<1>
      }
      %thread_id_x_141 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_141 : index to i64
      %c8_i64_142 = arith.constant 8 : i64
      %61 = arith.minsi %60, %c8_i64_142 : i64
      %thread_id_y_143 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_143 : index to i64
      %thread_id_y_144 = gpu.thread_id  y
      %63 = arith.index_cast %thread_id_y_144 : index to i64
      %c2_i64_145 = arith.constant 2 : i64
      %64 = arith.addi %63, %c2_i64_145 : i64
      %thread_id_y_146 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_146 : index to i64
      %c4_i64_147 = arith.constant 4 : i64
      %66 = arith.addi %65, %c4_i64_147 : i64
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca_93[] : memref<i32>
      %c0_i32_148 = arith.constant 0 : i32
      memref.store %c0_i32_148, %alloca_94[] : memref<i32>
      %c0_i32_149 = arith.constant 0 : i32
      memref.store %c0_i32_149, %alloca_95[] : memref<i32>
      %c0_i64_150 = arith.constant 0 : i64
      %c4_i64_151 = arith.constant 4 : i64
      %c1_i64_152 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_150 to %c4_i64_151 step %c1_i64_152  : i64 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %arg19, %c9_i64_208 : i64
        %101 = arith.addi %61, %100 : i64
        %102 = llvm.getelementptr %17[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %103 = llvm.load %102 : !llvm.ptr<1> -> i8
        %c4_i64_209 = arith.constant 4 : i64
        %104 = arith.muli %62, %c4_i64_209 : i64
        %105 = arith.addi %arg19, %104 : i64
        %106 = llvm.getelementptr %19[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %107 = llvm.load %106 : !llvm.ptr<1> -> i16
        %c4_i64_210 = arith.constant 4 : i64
        %108 = arith.muli %64, %c4_i64_210 : i64
        %109 = arith.addi %arg19, %108 : i64
        %110 = llvm.getelementptr %19[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %111 = llvm.load %110 : !llvm.ptr<1> -> i16
        %c4_i64_211 = arith.constant 4 : i64
        %112 = arith.muli %66, %c4_i64_211 : i64
        %113 = arith.addi %arg19, %112 : i64
        %114 = llvm.getelementptr %19[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %115 = llvm.load %114 : !llvm.ptr<1> -> i16
        %116 = memref.load %alloca_93[] : memref<i32>
        %117 = arith.extsi %103 : i8 to i16
        %118 = arith.muli %117, %107 : i16
        %119 = arith.extsi %118 : i16 to i32
        %120 = arith.addi %116, %119 : i32
        memref.store %120, %alloca_93[] : memref<i32>
        %121 = memref.load %alloca_94[] : memref<i32>
        %122 = arith.extsi %103 : i8 to i16
        %123 = arith.muli %122, %111 : i16
        %124 = arith.extsi %123 : i16 to i32
        %125 = arith.addi %121, %124 : i32
        memref.store %125, %alloca_94[] : memref<i32>
        %126 = memref.load %alloca_95[] : memref<i32>
        %127 = arith.extsi %103 : i8 to i16
        %128 = arith.muli %127, %115 : i16
        %129 = arith.extsi %128 : i16 to i32
        %130 = arith.addi %126, %129 : i32
        memref.store %130, %alloca_95[] : memref<i32>
      }
      %c9_i64_153 = arith.constant 9 : i64
      %67 = arith.cmpi slt, %60, %c9_i64_153 : i64
      scf.if %67 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %62, %c9_i64_208 : i64
        %101 = arith.addi %60, %100 : i64
        %102 = llvm.getelementptr %21[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %103 = llvm.load %102 : !llvm.ptr<1> -> i32
        %104 = memref.load %alloca_93[] : memref<i32>
        %105 = arith.addi %103, %104 : i32
        %c9_i64_209 = arith.constant 9 : i64
        %106 = arith.muli %62, %c9_i64_209 : i64
        %107 = arith.addi %60, %106 : i64
        %108 = llvm.getelementptr %21[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %105, %108 : i32, !llvm.ptr<1>
        %c9_i64_210 = arith.constant 9 : i64
        %109 = arith.muli %64, %c9_i64_210 : i64
        %110 = arith.addi %60, %109 : i64
        %111 = llvm.getelementptr %21[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %112 = llvm.load %111 : !llvm.ptr<1> -> i32
        %113 = memref.load %alloca_94[] : memref<i32>
        %114 = arith.addi %112, %113 : i32
        %c9_i64_211 = arith.constant 9 : i64
        %115 = arith.muli %64, %c9_i64_211 : i64
        %116 = arith.addi %60, %115 : i64
        %117 = llvm.getelementptr %21[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %114, %117 : i32, !llvm.ptr<1>
        %c9_i64_212 = arith.constant 9 : i64
        %118 = arith.muli %66, %c9_i64_212 : i64
        %119 = arith.addi %60, %118 : i64
        %120 = llvm.getelementptr %21[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %121 = llvm.load %120 : !llvm.ptr<1> -> i32
        %122 = memref.load %alloca_95[] : memref<i32>
        %123 = arith.addi %121, %122 : i32
        %c9_i64_213 = arith.constant 9 : i64
        %124 = arith.muli %66, %c9_i64_213 : i64
        %125 = arith.addi %60, %124 : i64
        %126 = llvm.getelementptr %21[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %123, %126 : i32, !llvm.ptr<1>
      }
      %thread_id_x_154 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_154 : index to i64
      %c8_i64_155 = arith.constant 8 : i64
      %69 = arith.minsi %68, %c8_i64_155 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_156 : index to i64
      %thread_id_y_157 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_157 : index to i64
      %c2_i64_158 = arith.constant 2 : i64
      %72 = arith.addi %71, %c2_i64_158 : i64
      %thread_id_y_159 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_159 : index to i64
      %c4_i64_160 = arith.constant 4 : i64
      %74 = arith.addi %73, %c4_i64_160 : i64
      %c0_i16 = arith.constant 0 : i16
      memref.store %c0_i16, %alloca_96[] : memref<i16>
      %c0_i16_161 = arith.constant 0 : i16
      memref.store %c0_i16_161, %alloca_97[] : memref<i16>
      %c0_i16_162 = arith.constant 0 : i16
      memref.store %c0_i16_162, %alloca_98[] : memref<i16>
      %c0_i64_163 = arith.constant 0 : i64
      %c4_i64_164 = arith.constant 4 : i64
      %c1_i64_165 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_163 to %c4_i64_164 step %c1_i64_165  : i64 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %arg19, %c9_i64_208 : i64
        %101 = arith.addi %69, %100 : i64
        %102 = llvm.getelementptr %23[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %103 = llvm.load %102 : !llvm.ptr<1> -> i16
        %c4_i64_209 = arith.constant 4 : i64
        %104 = arith.muli %70, %c4_i64_209 : i64
        %105 = arith.addi %arg19, %104 : i64
        %106 = llvm.getelementptr %25[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %107 = llvm.load %106 : !llvm.ptr<1> -> i16
        %c4_i64_210 = arith.constant 4 : i64
        %108 = arith.muli %72, %c4_i64_210 : i64
        %109 = arith.addi %arg19, %108 : i64
        %110 = llvm.getelementptr %25[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %111 = llvm.load %110 : !llvm.ptr<1> -> i16
        %c4_i64_211 = arith.constant 4 : i64
        %112 = arith.muli %74, %c4_i64_211 : i64
        %113 = arith.addi %arg19, %112 : i64
        %114 = llvm.getelementptr %25[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %115 = llvm.load %114 : !llvm.ptr<1> -> i16
        %116 = memref.load %alloca_96[] : memref<i16>
        %117 = arith.muli %103, %107 : i16
        %118 = arith.addi %116, %117 : i16
        memref.store %118, %alloca_96[] : memref<i16>
        %119 = memref.load %alloca_97[] : memref<i16>
        %120 = arith.muli %103, %111 : i16
        %121 = arith.addi %119, %120 : i16
        memref.store %121, %alloca_97[] : memref<i16>
        %122 = memref.load %alloca_98[] : memref<i16>
        %123 = arith.muli %103, %115 : i16
        %124 = arith.addi %122, %123 : i16
        memref.store %124, %alloca_98[] : memref<i16>
      }
      %c9_i64_166 = arith.constant 9 : i64
      %75 = arith.cmpi slt, %68, %c9_i64_166 : i64
      scf.if %75 {
        %c5_i16 = arith.constant 5 : i16
        %100 = memref.load %alloca_96[] : memref<i16>
        %101 = arith.muli %c5_i16, %100 : i16
        %c9_i64_208 = arith.constant 9 : i64
        %102 = arith.muli %70, %c9_i64_208 : i64
        %103 = arith.addi %68, %102 : i64
        %104 = llvm.getelementptr %27[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %101, %104 : i16, !llvm.ptr<1>
        %c5_i16_209 = arith.constant 5 : i16
        %105 = memref.load %alloca_97[] : memref<i16>
        %106 = arith.muli %c5_i16_209, %105 : i16
        %c9_i64_210 = arith.constant 9 : i64
        %107 = arith.muli %72, %c9_i64_210 : i64
        %108 = arith.addi %68, %107 : i64
        %109 = llvm.getelementptr %27[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %106, %109 : i16, !llvm.ptr<1>
        %c5_i16_211 = arith.constant 5 : i16
        %110 = memref.load %alloca_98[] : memref<i16>
        %111 = arith.muli %c5_i16_211, %110 : i16
        %c9_i64_212 = arith.constant 9 : i64
        %112 = arith.muli %74, %c9_i64_212 : i64
        %113 = arith.addi %68, %112 : i64
        %114 = llvm.getelementptr %27[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %111, %114 : i16, !llvm.ptr<1>
      }
      %thread_id_x_167 = gpu.thread_id  x
      %76 = arith.index_cast %thread_id_x_167 : index to i64
      %c8_i64_168 = arith.constant 8 : i64
      %77 = arith.minsi %76, %c8_i64_168 : i64
      %thread_id_y_169 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_169 : index to i64
      %thread_id_y_170 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_170 : index to i64
      %c2_i64_171 = arith.constant 2 : i64
      %80 = arith.addi %79, %c2_i64_171 : i64
      %thread_id_y_172 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_172 : index to i64
      %c4_i64_173 = arith.constant 4 : i64
      %82 = arith.addi %81, %c4_i64_173 : i64
      %c0_i32_174 = arith.constant 0 : i32
      memref.store %c0_i32_174, %alloca_99[] : memref<i32>
      %c0_i32_175 = arith.constant 0 : i32
      memref.store %c0_i32_175, %alloca_100[] : memref<i32>
      %c0_i32_176 = arith.constant 0 : i32
      memref.store %c0_i32_176, %alloca_101[] : memref<i32>
      %c0_i64_177 = arith.constant 0 : i64
      %c4_i64_178 = arith.constant 4 : i64
      %c1_i64_179 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_177 to %c4_i64_178 step %c1_i64_179  : i64 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %arg19, %c9_i64_208 : i64
        %101 = arith.addi %77, %100 : i64
        %102 = llvm.getelementptr %11[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %103 = llvm.load %102 : !llvm.ptr<1> -> i32
        %c4_i64_209 = arith.constant 4 : i64
        %104 = arith.muli %78, %c4_i64_209 : i64
        %105 = arith.addi %arg19, %104 : i64
        %106 = llvm.getelementptr %13[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %107 = llvm.load %106 : !llvm.ptr<1> -> i32
        %c4_i64_210 = arith.constant 4 : i64
        %108 = arith.muli %80, %c4_i64_210 : i64
        %109 = arith.addi %arg19, %108 : i64
        %110 = llvm.getelementptr %13[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %111 = llvm.load %110 : !llvm.ptr<1> -> i32
        %c4_i64_211 = arith.constant 4 : i64
        %112 = arith.muli %82, %c4_i64_211 : i64
        %113 = arith.addi %arg19, %112 : i64
        %114 = llvm.getelementptr %13[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %115 = llvm.load %114 : !llvm.ptr<1> -> i32
        %116 = memref.load %alloca_99[] : memref<i32>
        %117 = arith.muli %103, %107 : i32
        %118 = arith.addi %116, %117 : i32
        memref.store %118, %alloca_99[] : memref<i32>
        %119 = memref.load %alloca_100[] : memref<i32>
        %120 = arith.muli %103, %111 : i32
        %121 = arith.addi %119, %120 : i32
        memref.store %121, %alloca_100[] : memref<i32>
        %122 = memref.load %alloca_101[] : memref<i32>
        %123 = arith.muli %103, %115 : i32
        %124 = arith.addi %122, %123 : i32
        memref.store %124, %alloca_101[] : memref<i32>
      }
      %c9_i64_180 = arith.constant 9 : i64
      %83 = arith.cmpi slt, %76, %c9_i64_180 : i64
      scf.if %83 {
        %cst_208 = arith.constant 3.000000e+00 : f32
        %c9_i64_209 = arith.constant 9 : i64
        %100 = arith.muli %78, %c9_i64_209 : i64
        %101 = arith.addi %76, %100 : i64
        %102 = llvm.getelementptr %29[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %103 = llvm.load %102 : !llvm.ptr<1> -> i32
        %104 = arith.sitofp %103 : i32 to f32
        %cst_210 = arith.constant 5.000000e-01 : f32
        %105 = memref.load %alloca_99[] : memref<i32>
        %106 = arith.sitofp %105 : i32 to f32
        %107 = arith.mulf %cst_210, %106 : f32
        %108 = llvm.intr.fma(%cst_208, %104, %107) : (f32, f32, f32) -> f32
        %109 = arith.fptosi %108 : f32 to i32
        %c9_i64_211 = arith.constant 9 : i64
        %110 = arith.muli %78, %c9_i64_211 : i64
        %111 = arith.addi %76, %110 : i64
        %112 = llvm.getelementptr %29[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %109, %112 : i32, !llvm.ptr<1>
        %cst_212 = arith.constant 3.000000e+00 : f32
        %c9_i64_213 = arith.constant 9 : i64
        %113 = arith.muli %80, %c9_i64_213 : i64
        %114 = arith.addi %76, %113 : i64
        %115 = llvm.getelementptr %29[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %116 = llvm.load %115 : !llvm.ptr<1> -> i32
        %117 = arith.sitofp %116 : i32 to f32
        %cst_214 = arith.constant 5.000000e-01 : f32
        %118 = memref.load %alloca_100[] : memref<i32>
        %119 = arith.sitofp %118 : i32 to f32
        %120 = arith.mulf %cst_214, %119 : f32
        %121 = llvm.intr.fma(%cst_212, %117, %120) : (f32, f32, f32) -> f32
        %122 = arith.fptosi %121 : f32 to i32
        %c9_i64_215 = arith.constant 9 : i64
        %123 = arith.muli %80, %c9_i64_215 : i64
        %124 = arith.addi %76, %123 : i64
        %125 = llvm.getelementptr %29[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %122, %125 : i32, !llvm.ptr<1>
        %cst_216 = arith.constant 3.000000e+00 : f32
        %c9_i64_217 = arith.constant 9 : i64
        %126 = arith.muli %82, %c9_i64_217 : i64
        %127 = arith.addi %76, %126 : i64
        %128 = llvm.getelementptr %29[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %129 = llvm.load %128 : !llvm.ptr<1> -> i32
        %130 = arith.sitofp %129 : i32 to f32
        %cst_218 = arith.constant 5.000000e-01 : f32
        %131 = memref.load %alloca_101[] : memref<i32>
        %132 = arith.sitofp %131 : i32 to f32
        %133 = arith.mulf %cst_218, %132 : f32
        %134 = llvm.intr.fma(%cst_216, %130, %133) : (f32, f32, f32) -> f32
        %135 = arith.fptosi %134 : f32 to i32
        %c9_i64_219 = arith.constant 9 : i64
        %136 = arith.muli %82, %c9_i64_219 : i64
        %137 = arith.addi %76, %136 : i64
        %138 = llvm.getelementptr %29[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %135, %138 : i32, !llvm.ptr<1>
      }
      %thread_id_x_181 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_181 : index to i64
      %c8_i64_182 = arith.constant 8 : i64
      %85 = arith.minsi %84, %c8_i64_182 : i64
      %thread_id_y_183 = gpu.thread_id  y
      %86 = arith.index_cast %thread_id_y_183 : index to i64
      %thread_id_y_184 = gpu.thread_id  y
      %87 = arith.index_cast %thread_id_y_184 : index to i64
      %c2_i64_185 = arith.constant 2 : i64
      %88 = arith.addi %87, %c2_i64_185 : i64
      %thread_id_y_186 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_186 : index to i64
      %c4_i64_187 = arith.constant 4 : i64
      %90 = arith.addi %89, %c4_i64_187 : i64
      %c0_i32_188 = arith.constant 0 : i32
      memref.store %c0_i32_188, %alloca_102[] : memref<i32>
      %c0_i32_189 = arith.constant 0 : i32
      memref.store %c0_i32_189, %alloca_103[] : memref<i32>
      %c0_i32_190 = arith.constant 0 : i32
      memref.store %c0_i32_190, %alloca_104[] : memref<i32>
      %c0_i64_191 = arith.constant 0 : i64
      %c4_i64_192 = arith.constant 4 : i64
      %c1_i64_193 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_191 to %c4_i64_192 step %c1_i64_193  : i64 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %arg19, %c9_i64_208 : i64
        %101 = arith.addi %85, %100 : i64
        %102 = llvm.getelementptr %17[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %103 = llvm.load %102 : !llvm.ptr<1> -> i8
        %c4_i64_209 = arith.constant 4 : i64
        %104 = arith.muli %86, %c4_i64_209 : i64
        %105 = arith.addi %arg19, %104 : i64
        %106 = llvm.getelementptr %31[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %107 = llvm.load %106 : !llvm.ptr<1> -> i8
        %c4_i64_210 = arith.constant 4 : i64
        %108 = arith.muli %88, %c4_i64_210 : i64
        %109 = arith.addi %arg19, %108 : i64
        %110 = llvm.getelementptr %31[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %111 = llvm.load %110 : !llvm.ptr<1> -> i8
        %c4_i64_211 = arith.constant 4 : i64
        %112 = arith.muli %90, %c4_i64_211 : i64
        %113 = arith.addi %arg19, %112 : i64
        %114 = llvm.getelementptr %31[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %115 = llvm.load %114 : !llvm.ptr<1> -> i8
        %116 = memref.load %alloca_102[] : memref<i32>
        %117 = arith.muli %103, %107 : i8
        %118 = arith.extsi %117 : i8 to i32
        %119 = arith.addi %116, %118 : i32
        memref.store %119, %alloca_102[] : memref<i32>
        %120 = memref.load %alloca_103[] : memref<i32>
        %121 = arith.muli %103, %111 : i8
        %122 = arith.extsi %121 : i8 to i32
        %123 = arith.addi %120, %122 : i32
        memref.store %123, %alloca_103[] : memref<i32>
        %124 = memref.load %alloca_104[] : memref<i32>
        %125 = arith.muli %103, %115 : i8
        %126 = arith.extsi %125 : i8 to i32
        %127 = arith.addi %124, %126 : i32
        memref.store %127, %alloca_104[] : memref<i32>
      }
      %c9_i64_194 = arith.constant 9 : i64
      %91 = arith.cmpi slt, %84, %c9_i64_194 : i64
      scf.if %91 {
        %100 = memref.load %alloca_102[] : memref<i32>
        %c9_i64_208 = arith.constant 9 : i64
        %101 = arith.muli %86, %c9_i64_208 : i64
        %102 = arith.addi %84, %101 : i64
        %103 = llvm.getelementptr %33[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %100, %103 : i32, !llvm.ptr<1>
        %104 = memref.load %alloca_103[] : memref<i32>
        %c9_i64_209 = arith.constant 9 : i64
        %105 = arith.muli %88, %c9_i64_209 : i64
        %106 = arith.addi %84, %105 : i64
        %107 = llvm.getelementptr %33[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %104, %107 : i32, !llvm.ptr<1>
        %108 = memref.load %alloca_104[] : memref<i32>
        %c9_i64_210 = arith.constant 9 : i64
        %109 = arith.muli %90, %c9_i64_210 : i64
        %110 = arith.addi %84, %109 : i64
        %111 = llvm.getelementptr %33[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %108, %111 : i32, !llvm.ptr<1>
      }
      %thread_id_x_195 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_195 : index to i64
      %c8_i64_196 = arith.constant 8 : i64
      %93 = arith.minsi %92, %c8_i64_196 : i64
      %thread_id_y_197 = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y_197 : index to i64
      %thread_id_y_198 = gpu.thread_id  y
      %95 = arith.index_cast %thread_id_y_198 : index to i64
      %c2_i64_199 = arith.constant 2 : i64
      %96 = arith.addi %95, %c2_i64_199 : i64
      %thread_id_y_200 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_200 : index to i64
      %c4_i64_201 = arith.constant 4 : i64
      %98 = arith.addi %97, %c4_i64_201 : i64
      %c0_i8 = arith.constant 0 : i8
      memref.store %c0_i8, %alloca_105[] : memref<i8>
      %c0_i8_202 = arith.constant 0 : i8
      memref.store %c0_i8_202, %alloca_106[] : memref<i8>
      %c0_i8_203 = arith.constant 0 : i8
      memref.store %c0_i8_203, %alloca_107[] : memref<i8>
      %c0_i64_204 = arith.constant 0 : i64
      %c4_i64_205 = arith.constant 4 : i64
      %c1_i64_206 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_204 to %c4_i64_205 step %c1_i64_206  : i64 {
        %c9_i64_208 = arith.constant 9 : i64
        %100 = arith.muli %arg19, %c9_i64_208 : i64
        %101 = arith.addi %93, %100 : i64
        %102 = llvm.getelementptr %17[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %103 = llvm.load %102 : !llvm.ptr<1> -> i8
        %c4_i64_209 = arith.constant 4 : i64
        %104 = arith.muli %94, %c4_i64_209 : i64
        %105 = arith.addi %arg19, %104 : i64
        %106 = llvm.getelementptr %31[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %107 = llvm.load %106 : !llvm.ptr<1> -> i8
        %c4_i64_210 = arith.constant 4 : i64
        %108 = arith.muli %96, %c4_i64_210 : i64
        %109 = arith.addi %arg19, %108 : i64
        %110 = llvm.getelementptr %31[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %111 = llvm.load %110 : !llvm.ptr<1> -> i8
        %c4_i64_211 = arith.constant 4 : i64
        %112 = arith.muli %98, %c4_i64_211 : i64
        %113 = arith.addi %arg19, %112 : i64
        %114 = llvm.getelementptr %31[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %115 = llvm.load %114 : !llvm.ptr<1> -> i8
        %116 = memref.load %alloca_105[] : memref<i8>
        %117 = arith.muli %103, %107 : i8
        %118 = arith.addi %116, %117 : i8
        memref.store %118, %alloca_105[] : memref<i8>
        %119 = memref.load %alloca_106[] : memref<i8>
        %120 = arith.muli %103, %111 : i8
        %121 = arith.addi %119, %120 : i8
        memref.store %121, %alloca_106[] : memref<i8>
        %122 = memref.load %alloca_107[] : memref<i8>
        %123 = arith.muli %103, %115 : i8
        %124 = arith.addi %122, %123 : i8
        memref.store %124, %alloca_107[] : memref<i8>
      }
      %c9_i64_207 = arith.constant 9 : i64
      %99 = arith.cmpi slt, %92, %c9_i64_207 : i64
      scf.if %99 {
        %c3_i8 = arith.constant 3 : i8
        %100 = memref.load %alloca_105[] : memref<i8>
        %101 = arith.muli %c3_i8, %100 : i8
        %c2_i8 = arith.constant 2 : i8
        %c9_i64_208 = arith.constant 9 : i64
        %102 = arith.muli %94, %c9_i64_208 : i64
        %103 = arith.addi %92, %102 : i64
        %104 = llvm.getelementptr %35[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %105 = llvm.load %104 : !llvm.ptr<1> -> i8
        %106 = arith.muli %c2_i8, %105 : i8
        %107 = arith.addi %101, %106 : i8
        %c9_i64_209 = arith.constant 9 : i64
        %108 = arith.muli %94, %c9_i64_209 : i64
        %109 = arith.addi %92, %108 : i64
        %110 = llvm.getelementptr %35[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %107, %110 : i8, !llvm.ptr<1>
        %c3_i8_210 = arith.constant 3 : i8
        %111 = memref.load %alloca_106[] : memref<i8>
        %112 = arith.muli %c3_i8_210, %111 : i8
        %c2_i8_211 = arith.constant 2 : i8
        %c9_i64_212 = arith.constant 9 : i64
        %113 = arith.muli %96, %c9_i64_212 : i64
        %114 = arith.addi %92, %113 : i64
        %115 = llvm.getelementptr %35[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %116 = llvm.load %115 : !llvm.ptr<1> -> i8
        %117 = arith.muli %c2_i8_211, %116 : i8
        %118 = arith.addi %112, %117 : i8
        %c9_i64_213 = arith.constant 9 : i64
        %119 = arith.muli %96, %c9_i64_213 : i64
        %120 = arith.addi %92, %119 : i64
        %121 = llvm.getelementptr %35[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %118, %121 : i8, !llvm.ptr<1>
        %c3_i8_214 = arith.constant 3 : i8
        %122 = memref.load %alloca_107[] : memref<i8>
        %123 = arith.muli %c3_i8_214, %122 : i8
        %c2_i8_215 = arith.constant 2 : i8
        %c9_i64_216 = arith.constant 9 : i64
        %124 = arith.muli %98, %c9_i64_216 : i64
        %125 = arith.addi %92, %124 : i64
        %126 = llvm.getelementptr %35[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %127 = llvm.load %126 : !llvm.ptr<1> -> i8
        %128 = arith.muli %c2_i8_215, %127 : i8
        %129 = arith.addi %123, %128 : i8
        %c9_i64_217 = arith.constant 9 : i64
        %130 = arith.muli %98, %c9_i64_217 : i64
        %131 = arith.addi %92, %130 : i64
        %132 = llvm.getelementptr %35[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %129, %132 : i8, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
