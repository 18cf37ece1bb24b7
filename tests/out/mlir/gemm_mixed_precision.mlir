module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_mixed_precision(%arg0: f64, %arg1: memref<9x4xf32, strided<[1, 9]>, 1>, %arg2: memref<4x6xf32, strided<[1, 4]>, 1>, %arg3: memref<9x6xf32, strided<[1, 9]>, 1>, %arg4: memref<4x6xf64, strided<[1, 4]>, 1>, %arg5: memref<9x6xf64, strided<[1, 9]>, 1>, %arg6: memref<9x4xi32, strided<[1, 9]>, 1>, %arg7: memref<4x6xi32, strided<[1, 4]>, 1>, %arg8: memref<9x6xf32, strided<[1, 9]>, 1>, %arg9: memref<9x4xi8, strided<[1, 9]>, 1>, %arg10: memref<4x6xi16, strided<[1, 4]>, 1>, %arg11: memref<9x6xi32, strided<[1, 9]>, 1>, %arg12: memref<9x4xi16, strided<[1, 9]>, 1>, %arg13: memref<4x6xi16, strided<[1, 4]>, 1>, %arg14: memref<9x6xi16, strided<[1, 9]>, 1>, %arg15: memref<9x6xi32, strided<[1, 9]>, 1>, %arg16: memref<4x6xi8, strided<[1, 4]>, 1>, %arg17: memref<9x6xi32, strided<[1, 9]>, 1>, %arg18: memref<9x6xi8, strided<[1, 9]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
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
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f64>
      %alloca_91 = memref.alloca() : memref<f64>
      %alloca_92 = memref.alloca() : memref<f64>
      %alloca_93 = memref.alloca() : memref<f64>
      %alloca_94 = memref.alloca() : memref<f64>
      %alloca_95 = memref.alloca() : memref<f64>
      %alloca_96 = memref.alloca() : memref<f32>
      %alloca_97 = memref.alloca() : memref<f32>
      %alloca_98 = memref.alloca() : memref<f32>
      %alloca_99 = memref.alloca() : memref<f32>
      %alloca_100 = memref.alloca() : memref<f32>
      %alloca_101 = memref.alloca() : memref<f32>
      %alloca_102 = memref.alloca() : memref<i32>
      %alloca_103 = memref.alloca() : memref<i32>
      %alloca_104 = memref.alloca() : memref<i32>
      %alloca_105 = memref.alloca() : memref<i32>
      %alloca_106 = memref.alloca() : memref<i32>
      %alloca_107 = memref.alloca() : memref<i32>
      %alloca_108 = memref.alloca() : memref<i16>
      %alloca_109 = memref.alloca() : memref<i16>
      %alloca_110 = memref.alloca() : memref<i16>
      %alloca_111 = memref.alloca() : memref<i16>
      %alloca_112 = memref.alloca() : memref<i16>
      %alloca_113 = memref.alloca() : memref<i16>
      %alloca_114 = memref.alloca() : memref<i32>
      %alloca_115 = memref.alloca() : memref<i32>
      %alloca_116 = memref.alloca() : memref<i32>
      %alloca_117 = memref.alloca() : memref<i32>
      %alloca_118 = memref.alloca() : memref<i32>
      %alloca_119 = memref.alloca() : memref<i32>
      %alloca_120 = memref.alloca() : memref<i32>
      %alloca_121 = memref.alloca() : memref<i32>
      %alloca_122 = memref.alloca() : memref<i32>
      %alloca_123 = memref.alloca() : memref<i32>
      %alloca_124 = memref.alloca() : memref<i32>
      %alloca_125 = memref.alloca() : memref<i32>
      %alloca_126 = memref.alloca() : memref<i8>
      %alloca_127 = memref.alloca() : memref<i8>
      %alloca_128 = memref.alloca() : memref<i8>
      %alloca_129 = memref.alloca() : memref<i8>
      %alloca_130 = memref.alloca() : memref<i8>
      %alloca_131 = memref.alloca() : memref<i8>
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %37 = arith.minsi %36, %c8_i64 : i64
      %thread_id_x_132 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_132 : index to i64
      %c8_i64_133 = arith.constant 8 : i64
      %39 = arith.addi %38, %c8_i64_133 : i64
      %c8_i64_134 = arith.constant 8 : i64
      %40 = arith.minsi %39, %c8_i64_134 : i64
      %thread_id_y = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_135 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_135 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %43 = arith.addi %42, %c2_i64 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_136 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %45 = arith.addi %44, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_85[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_86[] : memref<f32>
      %cst_139 = arith.constant 0.000000e+00 : f32
      memref.store %cst_139, %alloca_87[] : memref<f32>
      %cst_140 = arith.constant 0.000000e+00 : f32
      memref.store %cst_140, %alloca_88[] : memref<f32>
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_89[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c4_i64_142 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c4_i64_142 step %c1_i64  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %arg19, %c9_i64_288 : i64
        %133 = arith.addi %37, %132 : i64
        %134 = llvm.getelementptr %1[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %135 = llvm.load %134 : !llvm.ptr<1> -> f32
        %c9_i64_289 = arith.constant 9 : i64
        %136 = arith.muli %arg19, %c9_i64_289 : i64
        %137 = arith.addi %40, %136 : i64
        %138 = llvm.getelementptr %1[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %139 = llvm.load %138 : !llvm.ptr<1> -> f32
        %c4_i64_290 = arith.constant 4 : i64
        %140 = arith.muli %41, %c4_i64_290 : i64
        %141 = arith.addi %arg19, %140 : i64
        %142 = llvm.getelementptr %3[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %143 = llvm.load %142 : !llvm.ptr<1> -> f32
        %c4_i64_291 = arith.constant 4 : i64
        %144 = arith.muli %43, %c4_i64_291 : i64
        %145 = arith.addi %arg19, %144 : i64
        %146 = llvm.getelementptr %3[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %147 = llvm.load %146 : !llvm.ptr<1> -> f32
        %c4_i64_292 = arith.constant 4 : i64
        %148 = arith.muli %45, %c4_i64_292 : i64
        %149 = arith.addi %arg19, %148 : i64
        %150 = llvm.getelementptr %3[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %151 = llvm.load %150 : !llvm.ptr<1> -> f32
        %152 = memref.load %alloca[] : memref<f32>
        %153 = llvm.intr.fma(%135, %143, %152) : (f32, f32, f32) -> f32
        memref.store %153, %alloca[] : memref<f32>
        %154 = memref.load %alloca_85[] : memref<f32>
        %155 = llvm.intr.fma(%135, %147, %154) : (f32, f32, f32) -> f32
        memref.store %155, %alloca_85[] : memref<f32>
        %156 = memref.load %alloca_86[] : memref<f32>
        %157 = llvm.intr.fma(%135, %151, %156) : (f32, f32, f32) -> f32
        memref.store %157, %alloca_86[] : memref<f32>
        %158 = memref.load %alloca_87[] : memref<f32>
        %159 = llvm.intr.fma(%139, %143, %158) : (f32, f32, f32) -> f32
        memref.store %159, %alloca_87[] : memref<f32>
        %160 = memref.load %alloca_88[] : memref<f32>
        %161 = llvm.intr.fma(%139, %147, %160) : (f32, f32, f32) -> f32
        memref.store %161, %alloca_88[] : memref<f32>
        %162 = memref.load %alloca_89[] : memref<f32>
        %163 = llvm.intr.fma(%139, %151, %162) : (f32, f32, f32) -> f32
        memref.store %163, %alloca_89[] : memref<f32>
      }
      %c9_i64 = arith.constant 9 : i64
      %46 = arith.cmpi slt, %36, %c9_i64 : i64
      scf.if %46 {
        %cst_288 = arith.constant 5.000000e-01 : f64
        %c9_i64_289 = arith.constant 9 : i64
        %132 = arith.muli %41, %c9_i64_289 : i64
        %133 = arith.addi %36, %132 : i64
        %134 = llvm.getelementptr %5[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %135 = llvm.load %134 : !llvm.ptr<1> -> f32
        %136 = arith.extf %135 : f32 to f64
        %137 = memref.load %alloca[] : memref<f32>
        %138 = arith.extf %137 : f32 to f64
        %139 = arith.mulf %arg0, %138 : f64
        %140 = llvm.intr.fma(%cst_288, %136, %139) : (f64, f64, f64) -> f64
        %141 = arith.truncf %140 : f64 to f32
        %c9_i64_290 = arith.constant 9 : i64
        %142 = arith.muli %41, %c9_i64_290 : i64
        %143 = arith.addi %36, %142 : i64
        %144 = llvm.getelementptr %5[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %141, %144 : f32, !llvm.ptr<1>
        %cst_291 = arith.constant 5.000000e-01 : f64
        %c9_i64_292 = arith.constant 9 : i64
        %145 = arith.muli %43, %c9_i64_292 : i64
        %146 = arith.addi %36, %145 : i64
        %147 = llvm.getelementptr %5[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %148 = llvm.load %147 : !llvm.ptr<1> -> f32
        %149 = arith.extf %148 : f32 to f64
        %150 = memref.load %alloca_85[] : memref<f32>
        %151 = arith.extf %150 : f32 to f64
        %152 = arith.mulf %arg0, %151 : f64
        %153 = llvm.intr.fma(%cst_291, %149, %152) : (f64, f64, f64) -> f64
        %154 = arith.truncf %153 : f64 to f32
        %c9_i64_293 = arith.constant 9 : i64
        %155 = arith.muli %43, %c9_i64_293 : i64
        %156 = arith.addi %36, %155 : i64
        %157 = llvm.getelementptr %5[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %154, %157 : f32, !llvm.ptr<1>
        %cst_294 = arith.constant 5.000000e-01 : f64
        %c9_i64_295 = arith.constant 9 : i64
        %158 = arith.muli %45, %c9_i64_295 : i64
        %159 = arith.addi %36, %158 : i64
        %160 = llvm.getelementptr %5[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %161 = llvm.load %160 : !llvm.ptr<1> -> f32
        %162 = arith.extf %161 : f32 to f64
        %163 = memref.load %alloca_86[] : memref<f32>
        %164 = arith.extf %163 : f32 to f64
        %165 = arith.mulf %arg0, %164 : f64
        %166 = llvm.intr.fma(%cst_294, %162, %165) : (f64, f64, f64) -> f64
        %167 = arith.truncf %166 : f64 to f32
        %c9_i64_296 = arith.constant 9 : i64
        %168 = arith.muli %45, %c9_i64_296 : i64
        %169 = arith.addi %36, %168 : i64
        %170 = llvm.getelementptr %5[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %167, %170 : f32, !llvm.ptr<1>
      }
      %c9_i64_143 = arith.constant 9 : i64
      %47 = arith.cmpi slt, %39, %c9_i64_143 : i64
      scf.if %47 {
        %cst_288 = arith.constant 5.000000e-01 : f64
        %c9_i64_289 = arith.constant 9 : i64
        %132 = arith.muli %41, %c9_i64_289 : i64
        %133 = arith.addi %39, %132 : i64
        %134 = llvm.getelementptr %5[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %135 = llvm.load %134 : !llvm.ptr<1> -> f32
        %136 = arith.extf %135 : f32 to f64
        %137 = memref.load %alloca_87[] : memref<f32>
        %138 = arith.extf %137 : f32 to f64
        %139 = arith.mulf %arg0, %138 : f64
        %140 = llvm.intr.fma(%cst_288, %136, %139) : (f64, f64, f64) -> f64
        %141 = arith.truncf %140 : f64 to f32
        %c9_i64_290 = arith.constant 9 : i64
        %142 = arith.muli %41, %c9_i64_290 : i64
        %143 = arith.addi %39, %142 : i64
        %144 = llvm.getelementptr %5[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %141, %144 : f32, !llvm.ptr<1>
        %cst_291 = arith.constant 5.000000e-01 : f64
        %c9_i64_292 = arith.constant 9 : i64
        %145 = arith.muli %43, %c9_i64_292 : i64
        %146 = arith.addi %39, %145 : i64
        %147 = llvm.getelementptr %5[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %148 = llvm.load %147 : !llvm.ptr<1> -> f32
        %149 = arith.extf %148 : f32 to f64
        %150 = memref.load %alloca_88[] : memref<f32>
        %151 = arith.extf %150 : f32 to f64
        %152 = arith.mulf %arg0, %151 : f64
        %153 = llvm.intr.fma(%cst_291, %149, %152) : (f64, f64, f64) -> f64
        %154 = arith.truncf %153 : f64 to f32
        %c9_i64_293 = arith.constant 9 : i64
        %155 = arith.muli %43, %c9_i64_293 : i64
        %156 = arith.addi %39, %155 : i64
        %157 = llvm.getelementptr %5[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %154, %157 : f32, !llvm.ptr<1>
        %cst_294 = arith.constant 5.000000e-01 : f64
        %c9_i64_295 = arith.constant 9 : i64
        %158 = arith.muli %45, %c9_i64_295 : i64
        %159 = arith.addi %39, %158 : i64
        %160 = llvm.getelementptr %5[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %161 = llvm.load %160 : !llvm.ptr<1> -> f32
        %162 = arith.extf %161 : f32 to f64
        %163 = memref.load %alloca_89[] : memref<f32>
        %164 = arith.extf %163 : f32 to f64
        %165 = arith.mulf %arg0, %164 : f64
        %166 = llvm.intr.fma(%cst_294, %162, %165) : (f64, f64, f64) -> f64
        %167 = arith.truncf %166 : f64 to f32
        %c9_i64_296 = arith.constant 9 : i64
        %168 = arith.muli %45, %c9_i64_296 : i64
        %169 = arith.addi %39, %168 : i64
        %170 = llvm.getelementptr %5[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %167, %170 : f32, !llvm.ptr<1>
      }
      %thread_id_x_144 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_144 : index to i64
      %c8_i64_145 = arith.constant 8 : i64
      %49 = arith.minsi %48, %c8_i64_145 : i64
      %thread_id_x_146 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_146 : index to i64
      %c8_i64_147 = arith.constant 8 : i64
      %51 = arith.addi %50, %c8_i64_147 : i64
      %c8_i64_148 = arith.constant 8 : i64
      %52 = arith.minsi %51, %c8_i64_148 : i64
      %thread_id_y_149 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_149 : index to i64
      %thread_id_y_150 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_150 : index to i64
      %c2_i64_151 = arith.constant 2 : i64
      %55 = arith.addi %54, %c2_i64_151 : i64
      %thread_id_y_152 = gpu.thread_id  y
      %56 = arith.index_cast %thread_id_y_152 : index to i64
      %c4_i64_153 = arith.constant 4 : i64
      %57 = arith.addi %56, %c4_i64_153 : i64
      %cst_154 = arith.constant 0.000000e+00 : f64
      memref.store %cst_154, %alloca_90[] : memref<f64>
      %cst_155 = arith.constant 0.000000e+00 : f64
      memref.store %cst_155, %alloca_91[] : memref<f64>
      %cst_156 = arith.constant 0.000000e+00 : f64
      memref.store %cst_156, %alloca_92[] : memref<f64>
      %cst_157 = arith.constant 0.000000e+00 : f64
      memref.store %cst_157, %alloca_93[] : memref<f64>
      %cst_158 = arith.constant 0.000000e+00 : f64
      memref.store %cst_158, %alloca_94[] : memref<f64>
      %cst_159 = arith.constant 0.000000e+00 : f64
      memref.store %cst_159, %alloca_95[] : memref<f64>
      %c0_i64_160 = arith.constant 0 : i64
      %c4_i64_161 = arith.constant 4 : i64
      %c1_i64_162 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_160 to %c4_i64_161 step %c1_i64_162  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %arg19, %c9_i64_288 : i64
        %133 = arith.addi %49, %132 : i64
        %134 = llvm.getelementptr %1[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %135 = llvm.load %134 : !llvm.ptr<1> -> f32
        %c9_i64_289 = arith.constant 9 : i64
        %136 = arith.muli %arg19, %c9_i64_289 : i64
        %137 = arith.addi %52, %136 : i64
        %138 = llvm.getelementptr %1[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %139 = llvm.load %138 : !llvm.ptr<1> -> f32
        %c4_i64_290 = arith.constant 4 : i64
        %140 = arith.muli %53, %c4_i64_290 : i64
        %141 = arith.addi %arg19, %140 : i64
        %142 = llvm.getelementptr %7[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %143 = llvm.load %142 : !llvm.ptr<1> -> f64
        %c4_i64_291 = arith.constant 4 : i64
        %144 = arith.muli %55, %c4_i64_291 : i64
        %145 = arith.addi %arg19, %144 : i64
        %146 = llvm.getelementptr %7[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %147 = llvm.load %146 : !llvm.ptr<1> -> f64
        %c4_i64_292 = arith.constant 4 : i64
        %148 = arith.muli %57, %c4_i64_292 : i64
        %149 = arith.addi %arg19, %148 : i64
        %150 = llvm.getelementptr %7[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %151 = llvm.load %150 : !llvm.ptr<1> -> f64
        %152 = arith.extf %135 : f32 to f64
        %153 = memref.load %alloca_90[] : memref<f64>
        %154 = llvm.intr.fma(%152, %143, %153) : (f64, f64, f64) -> f64
        memref.store %154, %alloca_90[] : memref<f64>
        %155 = arith.extf %135 : f32 to f64
        %156 = memref.load %alloca_91[] : memref<f64>
        %157 = llvm.intr.fma(%155, %147, %156) : (f64, f64, f64) -> f64
        memref.store %157, %alloca_91[] : memref<f64>
        %158 = arith.extf %135 : f32 to f64
        %159 = memref.load %alloca_92[] : memref<f64>
        %160 = llvm.intr.fma(%158, %151, %159) : (f64, f64, f64) -> f64
        memref.store %160, %alloca_92[] : memref<f64>
        %161 = arith.extf %139 : f32 to f64
        %162 = memref.load %alloca_93[] : memref<f64>
        %163 = llvm.intr.fma(%161, %143, %162) : (f64, f64, f64) -> f64
        memref.store %163, %alloca_93[] : memref<f64>
        %164 = arith.extf %139 : f32 to f64
        %165 = memref.load %alloca_94[] : memref<f64>
        %166 = llvm.intr.fma(%164, %147, %165) : (f64, f64, f64) -> f64
        memref.store %166, %alloca_94[] : memref<f64>
        %167 = arith.extf %139 : f32 to f64
        %168 = memref.load %alloca_95[] : memref<f64>
        %169 = llvm.intr.fma(%167, %151, %168) : (f64, f64, f64) -> f64
        memref.store %169, %alloca_95[] : memref<f64>
      }
      %c9_i64_163 = arith.constant 9 : i64
      %58 = arith.cmpi slt, %48, %c9_i64_163 : i64
      scf.if %58 {
        %132 = memref.load %alloca_90[] : memref<f64>
        %c9_i64_288 = arith.constant 9 : i64
        %133 = arith.muli %53, %c9_i64_288 : i64
        %134 = arith.addi %48, %133 : i64
        %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %132, %135 : f64, !llvm.ptr<1>
        %136 = memref.load %alloca_91[] : memref<f64>
        %c9_i64_289 = arith.constant 9 : i64
        %137 = arith.muli %55, %c9_i64_289 : i64
        %138 = arith.addi %48, %137 : i64
        %139 = llvm.getelementptr %9[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %136, %139 : f64, !llvm.ptr<1>
        %140 = memref.load %alloca_92[] : memref<f64>
        %c9_i64_290 = arith.constant 9 : i64
        %141 = arith.muli %57, %c9_i64_290 : i64
        %142 = arith.addi %48, %141 : i64
        %143 = llvm.getelementptr %9[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %140, %143 : f64, !llvm.ptr<1>
      }
      %c9_i64_164 = arith.constant 9 : i64
      %59 = arith.cmpi slt, %51, %c9_i64_164 : i64
      scf.if %59 {
        %132 = memref.load %alloca_93[] : memref<f64>
        %c9_i64_288 = arith.constant 9 : i64
        %133 = arith.muli %53, %c9_i64_288 : i64
        %134 = arith.addi %51, %133 : i64
        %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %132, %135 : f64, !llvm.ptr<1>
        %136 = memref.load %alloca_94[] : memref<f64>
        %c9_i64_289 = arith.constant 9 : i64
        %137 = arith.muli %55, %c9_i64_289 : i64
        %138 = arith.addi %51, %137 : i64
        %139 = llvm.getelementptr %9[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %136, %139 : f64, !llvm.ptr<1>
        %140 = memref.load %alloca_95[] : memref<f64>
        %c9_i64_290 = arith.constant 9 : i64
        %141 = arith.muli %57, %c9_i64_290 : i64
        %142 = arith.addi %51, %141 : i64
        %143 = llvm.getelementptr %9[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %140, %143 : f64, !llvm.ptr<1>
      }
      %thread_id_x_165 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_165 : index to i64
      %c8_i64_166 = arith.constant 8 : i64
      %61 = arith.minsi %60, %c8_i64_166 : i64
      %thread_id_x_167 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_167 : index to i64
      %c8_i64_168 = arith.constant 8 : i64
      %63 = arith.addi %62, %c8_i64_168 : i64
      %c8_i64_169 = arith.constant 8 : i64
      %64 = arith.minsi %63, %c8_i64_169 : i64
      %thread_id_y_170 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_170 : index to i64
      %thread_id_y_171 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_171 : index to i64
      %c2_i64_172 = arith.constant 2 : i64
      %67 = arith.addi %66, %c2_i64_172 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_173 : index to i64
      %c4_i64_174 = arith.constant 4 : i64
      %69 = arith.addi %68, %c4_i64_174 : i64
      %cst_175 = arith.constant 0.000000e+00 : f32
      memref.store %cst_175, %alloca_96[] : memref<f32>
      %cst_176 = arith.constant 0.000000e+00 : f32
      memref.store %cst_176, %alloca_97[] : memref<f32>
      %cst_177 = arith.constant 0.000000e+00 : f32
      memref.store %cst_177, %alloca_98[] : memref<f32>
      %cst_178 = arith.constant 0.000000e+00 : f32
      memref.store %cst_178, %alloca_99[] : memref<f32>
      %cst_179 = arith.constant 0.000000e+00 : f32
      memref.store %cst_179, %alloca_100[] : memref<f32>
      %cst_180 = arith.constant 0.000000e+00 : f32
      memref.store %cst_180, %alloca_101[] : memref<f32>
      %c0_i64_181 = arith.constant 0 : i64
      %c4_i64_182 = arith.constant 4 : i64
      %c1_i64_183 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_181 to %c4_i64_182 step %c1_i64_183  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %arg19, %c9_i64_288 : i64
        %133 = arith.addi %61, %132 : i64
        %134 = llvm.getelementptr %11[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %135 = llvm.load %134 : !llvm.ptr<1> -> i32
        %c9_i64_289 = arith.constant 9 : i64
        %136 = arith.muli %arg19, %c9_i64_289 : i64
        %137 = arith.addi %64, %136 : i64
        %138 = llvm.getelementptr %11[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %139 = llvm.load %138 : !llvm.ptr<1> -> i32
        %c4_i64_290 = arith.constant 4 : i64
        %140 = arith.muli %65, %c4_i64_290 : i64
        %141 = arith.addi %arg19, %140 : i64
        %142 = llvm.getelementptr %13[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %143 = llvm.load %142 : !llvm.ptr<1> -> i32
        %c4_i64_291 = arith.constant 4 : i64
        %144 = arith.muli %67, %c4_i64_291 : i64
        %145 = arith.addi %arg19, %144 : i64
        %146 = llvm.getelementptr %13[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %147 = llvm.load %146 : !llvm.ptr<1> -> i32
        %c4_i64_292 = arith.constant 4 : i64
        %148 = arith.muli %69, %c4_i64_292 : i64
        %149 = arith.addi %arg19, %148 : i64
        %150 = llvm.getelementptr %13[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %151 = llvm.load %150 : !llvm.ptr<1> -> i32
        %152 = memref.load %alloca_96[] : memref<f32>
        %153 = arith.muli %135, %143 : i32
        %154 = arith.sitofp %153 : i32 to f32
        %155 = arith.addf %152, %154 : f32
        memref.store %155, %alloca_96[] : memref<f32>
        %156 = memref.load %alloca_97[] : memref<f32>
        %157 = arith.muli %135, %147 : i32
        %158 = arith.sitofp %157 : i32 to f32
        %159 = arith.addf %156, %158 : f32
        memref.store %159, %alloca_97[] : memref<f32>
        %160 = memref.load %alloca_98[] : memref<f32>
        %161 = arith.muli %135, %151 : i32
        %162 = arith.sitofp %161 : i32 to f32
        %163 = arith.addf %160, %162 : f32
        memref.store %163, %alloca_98[] : memref<f32>
        %164 = memref.load %alloca_99[] : memref<f32>
        %165 = arith.muli %139, %143 : i32
        %166 = arith.sitofp %165 : i32 to f32
        %167 = arith.addf %164, %166 : f32
        memref.store %167, %alloca_99[] : memref<f32>
        %168 = memref.load %alloca_100[] : memref<f32>
        %169 = arith.muli %139, %147 : i32
        %170 = arith.sitofp %169 : i32 to f32
        %171 = arith.addf %168, %170 : f32
        memref.store %171, %alloca_100[] : memref<f32>
        %172 = memref.load %alloca_101[] : memref<f32>
        %173 = arith.muli %139, %151 : i32
        %174 = arith.sitofp %173 : i32 to f32
        %175 = arith.addf %172, %174 : f32
        memref.store %175, %alloca_101[] : memref<f32>
      }
      %c9_i64_184 = arith.constant 9 : i64
      %70 = arith.cmpi slt, %60, %c9_i64_184 : i64
      scf.if %70 {
        %cst_288 = arith.constant 2.500000e-01 : f32
        %c9_i64_289 = arith.constant 9 : i64
        %132 = arith.muli %65, %c9_i64_289 : i64
        %133 = arith.addi %60, %132 : i64
        %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %135 = llvm.load %134 : !llvm.ptr<1> -> f32
        %136 = memref.load %alloca_96[] : memref<f32>
        %137 = llvm.intr.fma(%cst_288, %135, %136) : (f32, f32, f32) -> f32
        %c9_i64_290 = arith.constant 9 : i64
        %138 = arith.muli %65, %c9_i64_290 : i64
        %139 = arith.addi %60, %138 : i64
        %140 = llvm.getelementptr %15[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %137, %140 : f32, !llvm.ptr<1>
        %cst_291 = arith.constant 2.500000e-01 : f32
        %c9_i64_292 = arith.constant 9 : i64
        %141 = arith.muli %67, %c9_i64_292 : i64
        %142 = arith.addi %60, %141 : i64
        %143 = llvm.getelementptr %15[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %144 = llvm.load %143 : !llvm.ptr<1> -> f32
        %145 = memref.load %alloca_97[] : memref<f32>
        %146 = llvm.intr.fma(%cst_291, %144, %145) : (f32, f32, f32) -> f32
        %c9_i64_293 = arith.constant 9 : i64
        %147 = arith.muli %67, %c9_i64_293 : i64
        %148 = arith.addi %60, %147 : i64
        %149 = llvm.getelementptr %15[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %146, %149 : f32, !llvm.ptr<1>
        %cst_294 = arith.constant 2.500000e-01 : f32
        %c9_i64_295 = arith.constant 9 : i64
        %150 = arith.muli %69, %c9_i64_295 : i64
        %151 = arith.addi %60, %150 : i64
        %152 = llvm.getelementptr %15[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %153 = llvm.load %152 : !llvm.ptr<1> -> f32
        %154 = memref.load %alloca_98[] : memref<f32>
        %155 = llvm.intr.fma(%cst_294, %153, %154) : (f32, f32, f32) -> f32
        %c9_i64_296 = arith.constant 9 : i64
        %156 = arith.muli %69, %c9_i64_296 : i64
        %157 = arith.addi %60, %156 : i64
        %158 = llvm.getelementptr %15[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %155, %158 : f32, !llvm.ptr<1>
      }
      %c9_i64_185 = arith.constant 9 : i64
      %71 = arith.cmpi slt, %63, %c9_i64_185 : i64
      scf.if %71 {
        %cst_288 = arith.constant 2.500000e-01 : f32
        %c9_i64_289 = arith.constant 9 : i64
        %132 = arith.muli %65, %c9_i64_289 : i64
        %133 = arith.addi %63, %132 : i64
        %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %135 = llvm.load %134 : !llvm.ptr<1> -> f32
        %136 = memref.load %alloca_99[] : memref<f32>
        %137 = llvm.intr.fma(%cst_288, %135, %136) : (f32, f32, f32) -> f32
        %c9_i64_290 = arith.constant 9 : i64
        %138 = arith.muli %65, %c9_i64_290 : i64
        %139 = arith.addi %63, %138 : i64
        %140 = llvm.getelementptr %15[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %137, %140 : f32, !llvm.ptr<1>
        %cst_291 = arith.constant 2.500000e-01 : f32
        %c9_i64_292 = arith.constant 9 : i64
        %141 = arith.muli %67, %c9_i64_292 : i64
        %142 = arith.addi %63, %141 : i64
        %143 = llvm.getelementptr %15[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %144 = llvm.load %143 : !llvm.ptr<1> -> f32
        %145 = memref.load %alloca_100[] : memref<f32>
        %146 = llvm.intr.fma(%cst_291, %144, %145) : (f32, f32, f32) -> f32
        %c9_i64_293 = arith.constant 9 : i64
        %147 = arith.muli %67, %c9_i64_293 : i64
        %148 = arith.addi %63, %147 : i64
        %149 = llvm.getelementptr %15[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %146, %149 : f32, !llvm.ptr<1>
        %cst_294 = arith.constant 2.500000e-01 : f32
        %c9_i64_295 = arith.constant 9 : i64
        %150 = arith.muli %69, %c9_i64_295 : i64
        %151 = arith.addi %63, %150 : i64
        %152 = llvm.getelementptr %15[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %153 = llvm.load %152 : !llvm.ptr<1> -> f32
        %154 = memref.load %alloca_101[] : memref<f32>
        %155 = llvm.intr.fma(%cst_294, %153, %154) : (f32, f32, f32) -> f32
        %c9_i64_296 = arith.constant 9 : i64
        %156 = arith.muli %69, %c9_i64_296 : i64
        %157 = arith.addi %63, %156 : i64
        %158 = llvm.getelementptr %15[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %155, %158 : f32, !llvm.ptr<1>
      }
      %thread_id_x_186 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_186 : index to i64
      %c8_i64_187 = arith.constant 8 : i64
      %73 = arith.minsi %72, %c8_i64_187 : i64
      %thread_id_x_188 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_188 : index to i64
      %c8_i64_189 = arith.constant 8 : i64
      %75 = arith.addi %74, %c8_i64_189 : i64
      %c8_i64_190 = arith.constant 8 : i64
      %76 = arith.minsi %75, %c8_i64_190 : i64
      %thread_id_y_191 = gpu.thread_id  y
      %77 = arith.index_cast %thread_id_y_191 : index to i64
      %thread_id_y_192 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_192 : index to i64
      %c2_i64_193 = arith.constant 2 : i64
      %79 = arith.addi %78, %c2_i64_193 : i64
      %thread_id_y_194 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_194 : index to i64
      %c4_i64_195 = arith.constant 4 : i64
      %81 = arith.addi %80, %c4_i64_195 : i64
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca_102[] : memref<i32>
      %c0_i32_196 = arith.constant 0 : i32
      memref.store %c0_i32_196, %alloca_103[] : memref<i32>
      %c0_i32_197 = arith.constant 0 : i32
      memref.store %c0_i32_197, %alloca_104[] : memref<i32>
      %c0_i32_198 = arith.constant 0 : i32
      memref.store %c0_i32_198, %alloca_105[] : memref<i32>
      %c0_i32_199 = arith.constant 0 : i32
      memref.store %c0_i32_199, %alloca_106[] : memref<i32>
      %c0_i32_200 = arith.constant 0 : i32
      memref.store %c0_i32_200, %alloca_107[] : memref<i32>
      %c0_i64_201 = arith.constant 0 : i64
      %c4_i64_202 = arith.constant 4 : i64
      %c1_i64_203 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_201 to %c4_i64_202 step %c1_i64_203  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %arg19, %c9_i64_288 : i64
        %133 = arith.addi %73, %132 : i64
        %134 = llvm.getelementptr %17[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %135 = llvm.load %134 : !llvm.ptr<1> -> i8
        %c9_i64_289 = arith.constant 9 : i64
        %136 = arith.muli %arg19, %c9_i64_289 : i64
        %137 = arith.addi %76, %136 : i64
        %138 = llvm.getelementptr %17[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %139 = llvm.load %138 : !llvm.ptr<1> -> i8
        %c4_i64_290 = arith.constant 4 : i64
        %140 = arith.muli %77, %c4_i64_290 : i64
        %141 = arith.addi %arg19, %140 : i64
        %142 = llvm.getelementptr %19[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %143 = llvm.load %142 : !llvm.ptr<1> -> i16
        %c4_i64_291 = arith.constant 4 : i64
        %144 = arith.muli %79, %c4_i64_291 : i64
        %145 = arith.addi %arg19, %144 : i64
        %146 = llvm.getelementptr %19[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %147 = llvm.load %146 : !llvm.ptr<1> -> i16
        %c4_i64_292 = arith.constant 4 : i64
        %148 = arith.muli %81, %c4_i64_292 : i64
        %149 = arith.addi %arg19, %148 : i64
        %150 = llvm.getelementptr %19[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %151 = llvm.load %150 : !llvm.ptr<1> -> i16
        %152 = memref.load %alloca_102[] : memref<i32>
        %153 = arith.extsi %135 : i8 to i16
        %154 = arith.muli %153, %143 : i16
        %155 = arith.extsi %154 : i16 to i32
        %156 = arith.addi %152, %155 : i32
        memref.store %156, %alloca_102[] : memref<i32>
        %157 = memref.load %alloca_103[] : memref<i32>
        %158 = arith.extsi %135 : i8 to i16
        %159 = arith.muli %158, %147 : i16
        %160 = arith.extsi %159 : i16 to i32
        %161 = arith.addi %157, %160 : i32
        memref.store %161, %alloca_103[] : memref<i32>
        %162 = memref.load %alloca_104[] : memref<i32>
        %163 = arith.extsi %135 : i8 to i16
        %164 = arith.muli %163, %151 : i16
        %165 = arith.extsi %164 : i16 to i32
        %166 = arith.addi %162, %165 : i32
        memref.store %166, %alloca_104[] : memref<i32>
        %167 = memref.load %alloca_105[] : memref<i32>
        %168 = arith.extsi %139 : i8 to i16
        %169 = arith.muli %168, %143 : i16
        %170 = arith.extsi %169 : i16 to i32
        %171 = arith.addi %167, %170 : i32
        memref.store %171, %alloca_105[] : memref<i32>
        %172 = memref.load %alloca_106[] : memref<i32>
        %173 = arith.extsi %139 : i8 to i16
        %174 = arith.muli %173, %147 : i16
        %175 = arith.extsi %174 : i16 to i32
        %176 = arith.addi %172, %175 : i32
        memref.store %176, %alloca_106[] : memref<i32>
        %177 = memref.load %alloca_107[] : memref<i32>
        %178 = arith.extsi %139 : i8 to i16
        %179 = arith.muli %178, %151 : i16
        %180 = arith.extsi %179 : i16 to i32
        %181 = arith.addi %177, %180 : i32
        memref.store %181, %alloca_107[] : memref<i32>
      }
      %c9_i64_204 = arith.constant 9 : i64
      %82 = arith.cmpi slt, %72, %c9_i64_204 : i64
      scf.if %82 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %77, %c9_i64_288 : i64
        %133 = arith.addi %72, %132 : i64
        %134 = llvm.getelementptr %21[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %135 = llvm.load %134 : !llvm.ptr<1> -> i32
        %136 = memref.load %alloca_102[] : memref<i32>
        %137 = arith.addi %135, %136 : i32
        %c9_i64_289 = arith.constant 9 : i64
        %138 = arith.muli %77, %c9_i64_289 : i64
        %139 = arith.addi %72, %138 : i64
        %140 = llvm.getelementptr %21[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %137, %140 : i32, !llvm.ptr<1>
        %c9_i64_290 = arith.constant 9 : i64
        %141 = arith.muli %79, %c9_i64_290 : i64
        %142 = arith.addi %72, %141 : i64
        %143 = llvm.getelementptr %21[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %144 = llvm.load %143 : !llvm.ptr<1> -> i32
        %145 = memref.load %alloca_103[] : memref<i32>
        %146 = arith.addi %144, %145 : i32
        %c9_i64_291 = arith.constant 9 : i64
        %147 = arith.muli %79, %c9_i64_291 : i64
        %148 = arith.addi %72, %147 : i64
        %149 = llvm.getelementptr %21[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %146, %149 : i32, !llvm.ptr<1>
        %c9_i64_292 = arith.constant 9 : i64
        %150 = arith.muli %81, %c9_i64_292 : i64
        %151 = arith.addi %72, %150 : i64
        %152 = llvm.getelementptr %21[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %153 = llvm.load %152 : !llvm.ptr<1> -> i32
        %154 = memref.load %alloca_104[] : memref<i32>
        %155 = arith.addi %153, %154 : i32
        %c9_i64_293 = arith.constant 9 : i64
        %156 = arith.muli %81, %c9_i64_293 : i64
        %157 = arith.addi %72, %156 : i64
        %158 = llvm.getelementptr %21[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %155, %158 : i32, !llvm.ptr<1>
      }
      %c9_i64_205 = arith.constant 9 : i64
      %83 = arith.cmpi slt, %75, %c9_i64_205 : i64
      scf.if %83 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %77, %c9_i64_288 : i64
        %133 = arith.addi %75, %132 : i64
        %134 = llvm.getelementptr %21[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %135 = llvm.load %134 : !llvm.ptr<1> -> i32
        %136 = memref.load %alloca_105[] : memref<i32>
        %137 = arith.addi %135, %136 : i32
        %c9_i64_289 = arith.constant 9 : i64
        %138 = arith.muli %77, %c9_i64_289 : i64
        %139 = arith.addi %75, %138 : i64
        %140 = llvm.getelementptr %21[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %137, %140 : i32, !llvm.ptr<1>
        %c9_i64_290 = arith.constant 9 : i64
        %141 = arith.muli %79, %c9_i64_290 : i64
        %142 = arith.addi %75, %141 : i64
        %143 = llvm.getelementptr %21[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %144 = llvm.load %143 : !llvm.ptr<1> -> i32
        %145 = memref.load %alloca_106[] : memref<i32>
        %146 = arith.addi %144, %145 : i32
        %c9_i64_291 = arith.constant 9 : i64
        %147 = arith.muli %79, %c9_i64_291 : i64
        %148 = arith.addi %75, %147 : i64
        %149 = llvm.getelementptr %21[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %146, %149 : i32, !llvm.ptr<1>
        %c9_i64_292 = arith.constant 9 : i64
        %150 = arith.muli %81, %c9_i64_292 : i64
        %151 = arith.addi %75, %150 : i64
        %152 = llvm.getelementptr %21[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %153 = llvm.load %152 : !llvm.ptr<1> -> i32
        %154 = memref.load %alloca_107[] : memref<i32>
        %155 = arith.addi %153, %154 : i32
        %c9_i64_293 = arith.constant 9 : i64
        %156 = arith.muli %81, %c9_i64_293 : i64
        %157 = arith.addi %75, %156 : i64
        %158 = llvm.getelementptr %21[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %155, %158 : i32, !llvm.ptr<1>
      }
      %thread_id_x_206 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_206 : index to i64
      %c8_i64_207 = arith.constant 8 : i64
      %85 = arith.minsi %84, %c8_i64_207 : i64
      %thread_id_x_208 = gpu.thread_id  x
      %86 = arith.index_cast %thread_id_x_208 : index to i64
      %c8_i64_209 = arith.constant 8 : i64
      %87 = arith.addi %86, %c8_i64_209 : i64
      %c8_i64_210 = arith.constant 8 : i64
      %88 = arith.minsi %87, %c8_i64_210 : i64
      %thread_id_y_211 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_211 : index to i64
      %thread_id_y_212 = gpu.thread_id  y
      %90 = arith.index_cast %thread_id_y_212 : index to i64
      %c2_i64_213 = arith.constant 2 : i64
      %91 = arith.addi %90, %c2_i64_213 : i64
      %thread_id_y_214 = gpu.thread_id  y
      %92 = arith.index_cast %thread_id_y_214 : index to i64
      %c4_i64_215 = arith.constant 4 : i64
      %93 = arith.addi %92, %c4_i64_215 : i64
      %c0_i16 = arith.constant 0 : i16
      memref.store %c0_i16, %alloca_108[] : memref<i16>
      %c0_i16_216 = arith.constant 0 : i16
      memref.store %c0_i16_216, %alloca_109[] : memref<i16>
      %c0_i16_217 = arith.constant 0 : i16
      memref.store %c0_i16_217, %alloca_110[] : memref<i16>
      %c0_i16_218 = arith.constant 0 : i16
      memref.store %c0_i16_218, %alloca_111[] : memref<i16>
      %c0_i16_219 = arith.constant 0 : i16
      memref.store %c0_i16_219, %alloca_112[] : memref<i16>
      %c0_i16_220 = arith.constant 0 : i16
      memref.store %c0_i16_220, %alloca_113[] : memref<i16>
      %c0_i64_221 = arith.constant 0 : i64
      %c4_i64_222 = arith.constant 4 : i64
      %c1_i64_223 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_221 to %c4_i64_222 step %c1_i64_223  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %arg19, %c9_i64_288 : i64
        %133 = arith.addi %85, %132 : i64
        %134 = llvm.getelementptr %23[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %135 = llvm.load %134 : !llvm.ptr<1> -> i16
        %c9_i64_289 = arith.constant 9 : i64
        %136 = arith.muli %arg19, %c9_i64_289 : i64
        %137 = arith.addi %88, %136 : i64
        %138 = llvm.getelementptr %23[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %139 = llvm.load %138 : !llvm.ptr<1> -> i16
        %c4_i64_290 = arith.constant 4 : i64
        %140 = arith.muli %89, %c4_i64_290 : i64
        %141 = arith.addi %arg19, %140 : i64
        %142 = llvm.getelementptr %25[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %143 = llvm.load %142 : !llvm.ptr<1> -> i16
        %c4_i64_291 = arith.constant 4 : i64
        %144 = arith.muli %91, %c4_i64_291 : i64
        %145 = arith.addi %arg19, %144 : i64
        %146 = llvm.getelementptr %25[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %147 = llvm.load %146 : !llvm.ptr<1> -> i16
        %c4_i64_292 = arith.constant 4 : i64
        %148 = arith.muli %93, %c4_i64_292 : i64
        %149 = arith.addi %arg19, %148 : i64
        %150 = llvm.getelementptr %25[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %151 = llvm.load %150 : !llvm.ptr<1> -> i16
        %152 = memref.load %alloca_108[] : memref<i16>
        %153 = arith.muli %135, %143 : i16
        %154 = arith.addi %152, %153 : i16
        memref.store %154, %alloca_108[] : memref<i16>
        %155 = memref.load %alloca_109[] : memref<i16>
        %156 = arith.muli %135, %147 : i16
        %157 = arith.addi %155, %156 : i16
        memref.store %157, %alloca_109[] : memref<i16>
        %158 = memref.load %alloca_110[] : memref<i16>
        %159 = arith.muli %135, %151 : i16
        %160 = arith.addi %158, %159 : i16
        memref.store %160, %alloca_110[] : memref<i16>
        %161 = memref.load %alloca_111[] : memref<i16>
        %162 = arith.muli %139, %143 : i16
        %163 = arith.addi %161, %162 : i16
        memref.store %163, %alloca_111[] : memref<i16>
        %164 = memref.load %alloca_112[] : memref<i16>
        %165 = arith.muli %139, %147 : i16
        %166 = arith.addi %164, %165 : i16
        memref.store %166, %alloca_112[] : memref<i16>
        %167 = memref.load %alloca_113[] : memref<i16>
        %168 = arith.muli %139, %151 : i16
        %169 = arith.addi %167, %168 : i16
        memref.store %169, %alloca_113[] : memref<i16>
      }
      %c9_i64_224 = arith.constant 9 : i64
      %94 = arith.cmpi slt, %84, %c9_i64_224 : i64
      scf.if %94 {
        %c5_i16 = arith.constant 5 : i16
        %132 = memref.load %alloca_108[] : memref<i16>
        %133 = arith.muli %c5_i16, %132 : i16
        %c9_i64_288 = arith.constant 9 : i64
        %134 = arith.muli %89, %c9_i64_288 : i64
        %135 = arith.addi %84, %134 : i64
        %136 = llvm.getelementptr %27[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %133, %136 : i16, !llvm.ptr<1>
        %c5_i16_289 = arith.constant 5 : i16
        %137 = memref.load %alloca_109[] : memref<i16>
        %138 = arith.muli %c5_i16_289, %137 : i16
        %c9_i64_290 = arith.constant 9 : i64
        %139 = arith.muli %91, %c9_i64_290 : i64
        %140 = arith.addi %84, %139 : i64
        %141 = llvm.getelementptr %27[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %138, %141 : i16, !llvm.ptr<1>
        %c5_i16_291 = arith.constant 5 : i16
        %142 = memref.load %alloca_110[] : memref<i16>
        %143 = arith.muli %c5_i16_291, %142 : i16
        %c9_i64_292 = arith.constant 9 : i64
        %144 = arith.muli %93, %c9_i64_292 : i64
        %145 = arith.addi %84, %144 : i64
        %146 = llvm.getelementptr %27[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %143, %146 : i16, !llvm.ptr<1>
      }
      %c9_i64_225 = arith.constant 9 : i64
      %95 = arith.cmpi slt, %87, %c9_i64_225 : i64
      scf.if %95 {
        %c5_i16 = arith.constant 5 : i16
        %132 = memref.load %alloca_111[] : memref<i16>
        %133 = arith.muli %c5_i16, %132 : i16
        %c9_i64_288 = arith.constant 9 : i64
        %134 = arith.muli %89, %c9_i64_288 : i64
        %135 = arith.addi %87, %134 : i64
        %136 = llvm.getelementptr %27[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %133, %136 : i16, !llvm.ptr<1>
        %c5_i16_289 = arith.constant 5 : i16
        %137 = memref.load %alloca_112[] : memref<i16>
        %138 = arith.muli %c5_i16_289, %137 : i16
        %c9_i64_290 = arith.constant 9 : i64
        %139 = arith.muli %91, %c9_i64_290 : i64
        %140 = arith.addi %87, %139 : i64
        %141 = llvm.getelementptr %27[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %138, %141 : i16, !llvm.ptr<1>
        %c5_i16_291 = arith.constant 5 : i16
        %142 = memref.load %alloca_113[] : memref<i16>
        %143 = arith.muli %c5_i16_291, %142 : i16
        %c9_i64_292 = arith.constant 9 : i64
        %144 = arith.muli %93, %c9_i64_292 : i64
        %145 = arith.addi %87, %144 : i64
        %146 = llvm.getelementptr %27[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %143, %146 : i16, !llvm.ptr<1>
      }
      %thread_id_x_226 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_226 : index to i64
      %c8_i64_227 = arith.constant 8 : i64
      %97 = arith.minsi %96, %c8_i64_227 : i64
      %thread_id_x_228 = gpu.thread_id  x
      %98 = arith.index_cast %thread_id_x_228 : index to i64
      %c8_i64_229 = arith.constant 8 : i64
      %99 = arith.addi %98, %c8_i64_229 : i64
      %c8_i64_230 = arith.constant 8 : i64
      %100 = arith.minsi %99, %c8_i64_230 : i64
      %thread_id_y_231 = gpu.thread_id  y
      %101 = arith.index_cast %thread_id_y_231 : index to i64
      %thread_id_y_232 = gpu.thread_id  y
      %102 = arith.index_cast %thread_id_y_232 : index to i64
      %c2_i64_233 = arith.constant 2 : i64
      %103 = arith.addi %102, %c2_i64_233 : i64
      %thread_id_y_234 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_234 : index to i64
      %c4_i64_235 = arith.constant 4 : i64
      %105 = arith.addi %104, %c4_i64_235 : i64
      %c0_i32_236 = arith.constant 0 : i32
      memref.store %c0_i32_236, %alloca_114[] : memref<i32>
      %c0_i32_237 = arith.constant 0 : i32
      memref.store %c0_i32_237, %alloca_115[] : memref<i32>
      %c0_i32_238 = arith.constant 0 : i32
      memref.store %c0_i32_238, %alloca_116[] : memref<i32>
      %c0_i32_239 = arith.constant 0 : i32
      memref.store %c0_i32_239, %alloca_117[] : memref<i32>
      %c0_i32_240 = arith.constant 0 : i32
      memref.store %c0_i32_240, %alloca_118[] : memref<i32>
      %c0_i32_241 = arith.constant 0 : i32
      memref.store %c0_i32_241, %alloca_119[] : memref<i32>
      %c0_i64_242 = arith.constant 0 : i64
      %c4_i64_243 = arith.constant 4 : i64
      %c1_i64_244 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_242 to %c4_i64_243 step %c1_i64_244  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %arg19, %c9_i64_288 : i64
        %133 = arith.addi %97, %132 : i64
        %134 = llvm.getelementptr %11[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %135 = llvm.load %134 : !llvm.ptr<1> -> i32
        %c9_i64_289 = arith.constant 9 : i64
        %136 = arith.muli %arg19, %c9_i64_289 : i64
        %137 = arith.addi %100, %136 : i64
        %138 = llvm.getelementptr %11[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %139 = llvm.load %138 : !llvm.ptr<1> -> i32
        %c4_i64_290 = arith.constant 4 : i64
        %140 = arith.muli %101, %c4_i64_290 : i64
        %141 = arith.addi %arg19, %140 : i64
        %142 = llvm.getelementptr %13[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %143 = llvm.load %142 : !llvm.ptr<1> -> i32
        %c4_i64_291 = arith.constant 4 : i64
        %144 = arith.muli %103, %c4_i64_291 : i64
        %145 = arith.addi %arg19, %144 : i64
        %146 = llvm.getelementptr %13[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %147 = llvm.load %146 : !llvm.ptr<1> -> i32
        %c4_i64_292 = arith.constant 4 : i64
        %148 = arith.muli %105, %c4_i64_292 : i64
        %149 = arith.addi %arg19, %148 : i64
        %150 = llvm.getelementptr %13[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %151 = llvm.load %150 : !llvm.ptr<1> -> i32
        %152 = memref.load %alloca_114[] : memref<i32>
        %153 = arith.muli %135, %143 : i32
        %154 = arith.addi %152, %153 : i32
        memref.store %154, %alloca_114[] : memref<i32>
        %155 = memref.load %alloca_115[] : memref<i32>
        %156 = arith.muli %135, %147 : i32
        %157 = arith.addi %155, %156 : i32
        memref.store %157, %alloca_115[] : memref<i32>
        %158 = memref.load %alloca_116[] : memref<i32>
        %159 = arith.muli %135, %151 : i32
        %160 = arith.addi %158, %159 : i32
        memref.store %160, %alloca_116[] : memref<i32>
        %161 = memref.load %alloca_117[] : memref<i32>
        %162 = arith.muli %139, %143 : i32
        %163 = arith.addi %161, %162 : i32
        memref.store %163, %alloca_117[] : memref<i32>
        %164 = memref.load %alloca_118[] : memref<i32>
        %165 = arith.muli %139, %147 : i32
        %166 = arith.addi %164, %165 : i32
        memref.store %166, %alloca_118[] : memref<i32>
        %167 = memref.load %alloca_119[] : memref<i32>
        %168 = arith.muli %139, %151 : i32
        %169 = arith.addi %167, %168 : i32
        memref.store %169, %alloca_119[] : memref<i32>
      }
      %c9_i64_245 = arith.constant 9 : i64
      %106 = arith.cmpi slt, %96, %c9_i64_245 : i64
      scf.if %106 {
        %cst_288 = arith.constant 3.000000e+00 : f32
        %c9_i64_289 = arith.constant 9 : i64
        %132 = arith.muli %101, %c9_i64_289 : i64
        %133 = arith.addi %96, %132 : i64
        %134 = llvm.getelementptr %29[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %135 = llvm.load %134 : !llvm.ptr<1> -> i32
        %136 = arith.sitofp %135 : i32 to f32
        %cst_290 = arith.constant 5.000000e-01 : f32
        %137 = memref.load %alloca_114[] : memref<i32>
        %138 = arith.sitofp %137 : i32 to f32
        %139 = arith.mulf %cst_290, %138 : f32
        %140 = llvm.intr.fma(%cst_288, %136, %139) : (f32, f32, f32) -> f32
        %141 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%140) : (f32) -> i32
        %c9_i64_291 = arith.constant 9 : i64
        %142 = arith.muli %101, %c9_i64_291 : i64
        %143 = arith.addi %96, %142 : i64
        %144 = llvm.getelementptr %29[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %141, %144 : i32, !llvm.ptr<1>
        %cst_292 = arith.constant 3.000000e+00 : f32
        %c9_i64_293 = arith.constant 9 : i64
        %145 = arith.muli %103, %c9_i64_293 : i64
        %146 = arith.addi %96, %145 : i64
        %147 = llvm.getelementptr %29[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %148 = llvm.load %147 : !llvm.ptr<1> -> i32
        %149 = arith.sitofp %148 : i32 to f32
        %cst_294 = arith.constant 5.000000e-01 : f32
        %150 = memref.load %alloca_115[] : memref<i32>
        %151 = arith.sitofp %150 : i32 to f32
        %152 = arith.mulf %cst_294, %151 : f32
        %153 = llvm.intr.fma(%cst_292, %149, %152) : (f32, f32, f32) -> f32
        %154 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%153) : (f32) -> i32
        %c9_i64_295 = arith.constant 9 : i64
        %155 = arith.muli %103, %c9_i64_295 : i64
        %156 = arith.addi %96, %155 : i64
        %157 = llvm.getelementptr %29[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %154, %157 : i32, !llvm.ptr<1>
        %cst_296 = arith.constant 3.000000e+00 : f32
        %c9_i64_297 = arith.constant 9 : i64
        %158 = arith.muli %105, %c9_i64_297 : i64
        %159 = arith.addi %96, %158 : i64
        %160 = llvm.getelementptr %29[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %161 = llvm.load %160 : !llvm.ptr<1> -> i32
        %162 = arith.sitofp %161 : i32 to f32
        %cst_298 = arith.constant 5.000000e-01 : f32
        %163 = memref.load %alloca_116[] : memref<i32>
        %164 = arith.sitofp %163 : i32 to f32
        %165 = arith.mulf %cst_298, %164 : f32
        %166 = llvm.intr.fma(%cst_296, %162, %165) : (f32, f32, f32) -> f32
        %167 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%166) : (f32) -> i32
        %c9_i64_299 = arith.constant 9 : i64
        %168 = arith.muli %105, %c9_i64_299 : i64
        %169 = arith.addi %96, %168 : i64
        %170 = llvm.getelementptr %29[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %167, %170 : i32, !llvm.ptr<1>
      }
      %c9_i64_246 = arith.constant 9 : i64
      %107 = arith.cmpi slt, %99, %c9_i64_246 : i64
      scf.if %107 {
        %cst_288 = arith.constant 3.000000e+00 : f32
        %c9_i64_289 = arith.constant 9 : i64
        %132 = arith.muli %101, %c9_i64_289 : i64
        %133 = arith.addi %99, %132 : i64
        %134 = llvm.getelementptr %29[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %135 = llvm.load %134 : !llvm.ptr<1> -> i32
        %136 = arith.sitofp %135 : i32 to f32
        %cst_290 = arith.constant 5.000000e-01 : f32
        %137 = memref.load %alloca_117[] : memref<i32>
        %138 = arith.sitofp %137 : i32 to f32
        %139 = arith.mulf %cst_290, %138 : f32
        %140 = llvm.intr.fma(%cst_288, %136, %139) : (f32, f32, f32) -> f32
        %141 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%140) : (f32) -> i32
        %c9_i64_291 = arith.constant 9 : i64
        %142 = arith.muli %101, %c9_i64_291 : i64
        %143 = arith.addi %99, %142 : i64
        %144 = llvm.getelementptr %29[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %141, %144 : i32, !llvm.ptr<1>
        %cst_292 = arith.constant 3.000000e+00 : f32
        %c9_i64_293 = arith.constant 9 : i64
        %145 = arith.muli %103, %c9_i64_293 : i64
        %146 = arith.addi %99, %145 : i64
        %147 = llvm.getelementptr %29[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %148 = llvm.load %147 : !llvm.ptr<1> -> i32
        %149 = arith.sitofp %148 : i32 to f32
        %cst_294 = arith.constant 5.000000e-01 : f32
        %150 = memref.load %alloca_118[] : memref<i32>
        %151 = arith.sitofp %150 : i32 to f32
        %152 = arith.mulf %cst_294, %151 : f32
        %153 = llvm.intr.fma(%cst_292, %149, %152) : (f32, f32, f32) -> f32
        %154 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%153) : (f32) -> i32
        %c9_i64_295 = arith.constant 9 : i64
        %155 = arith.muli %103, %c9_i64_295 : i64
        %156 = arith.addi %99, %155 : i64
        %157 = llvm.getelementptr %29[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %154, %157 : i32, !llvm.ptr<1>
        %cst_296 = arith.constant 3.000000e+00 : f32
        %c9_i64_297 = arith.constant 9 : i64
        %158 = arith.muli %105, %c9_i64_297 : i64
        %159 = arith.addi %99, %158 : i64
        %160 = llvm.getelementptr %29[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %161 = llvm.load %160 : !llvm.ptr<1> -> i32
        %162 = arith.sitofp %161 : i32 to f32
        %cst_298 = arith.constant 5.000000e-01 : f32
        %163 = memref.load %alloca_119[] : memref<i32>
        %164 = arith.sitofp %163 : i32 to f32
        %165 = arith.mulf %cst_298, %164 : f32
        %166 = llvm.intr.fma(%cst_296, %162, %165) : (f32, f32, f32) -> f32
        %167 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%166) : (f32) -> i32
        %c9_i64_299 = arith.constant 9 : i64
        %168 = arith.muli %105, %c9_i64_299 : i64
        %169 = arith.addi %99, %168 : i64
        %170 = llvm.getelementptr %29[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %167, %170 : i32, !llvm.ptr<1>
      }
      %thread_id_x_247 = gpu.thread_id  x
      %108 = arith.index_cast %thread_id_x_247 : index to i64
      %c8_i64_248 = arith.constant 8 : i64
      %109 = arith.minsi %108, %c8_i64_248 : i64
      %thread_id_x_249 = gpu.thread_id  x
      %110 = arith.index_cast %thread_id_x_249 : index to i64
      %c8_i64_250 = arith.constant 8 : i64
      %111 = arith.addi %110, %c8_i64_250 : i64
      %c8_i64_251 = arith.constant 8 : i64
      %112 = arith.minsi %111, %c8_i64_251 : i64
      %thread_id_y_252 = gpu.thread_id  y
      %113 = arith.index_cast %thread_id_y_252 : index to i64
      %thread_id_y_253 = gpu.thread_id  y
      %114 = arith.index_cast %thread_id_y_253 : index to i64
      %c2_i64_254 = arith.constant 2 : i64
      %115 = arith.addi %114, %c2_i64_254 : i64
      %thread_id_y_255 = gpu.thread_id  y
      %116 = arith.index_cast %thread_id_y_255 : index to i64
      %c4_i64_256 = arith.constant 4 : i64
      %117 = arith.addi %116, %c4_i64_256 : i64
      %c0_i32_257 = arith.constant 0 : i32
      memref.store %c0_i32_257, %alloca_120[] : memref<i32>
      %c0_i32_258 = arith.constant 0 : i32
      memref.store %c0_i32_258, %alloca_121[] : memref<i32>
      %c0_i32_259 = arith.constant 0 : i32
      memref.store %c0_i32_259, %alloca_122[] : memref<i32>
      %c0_i32_260 = arith.constant 0 : i32
      memref.store %c0_i32_260, %alloca_123[] : memref<i32>
      %c0_i32_261 = arith.constant 0 : i32
      memref.store %c0_i32_261, %alloca_124[] : memref<i32>
      %c0_i32_262 = arith.constant 0 : i32
      memref.store %c0_i32_262, %alloca_125[] : memref<i32>
      %c0_i64_263 = arith.constant 0 : i64
      %c4_i64_264 = arith.constant 4 : i64
      %c1_i64_265 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_263 to %c4_i64_264 step %c1_i64_265  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %arg19, %c9_i64_288 : i64
        %133 = arith.addi %109, %132 : i64
        %134 = llvm.getelementptr %17[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %135 = llvm.load %134 : !llvm.ptr<1> -> i8
        %c9_i64_289 = arith.constant 9 : i64
        %136 = arith.muli %arg19, %c9_i64_289 : i64
        %137 = arith.addi %112, %136 : i64
        %138 = llvm.getelementptr %17[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %139 = llvm.load %138 : !llvm.ptr<1> -> i8
        %c4_i64_290 = arith.constant 4 : i64
        %140 = arith.muli %113, %c4_i64_290 : i64
        %141 = arith.addi %arg19, %140 : i64
        %142 = llvm.getelementptr %31[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %143 = llvm.load %142 : !llvm.ptr<1> -> i8
        %c4_i64_291 = arith.constant 4 : i64
        %144 = arith.muli %115, %c4_i64_291 : i64
        %145 = arith.addi %arg19, %144 : i64
        %146 = llvm.getelementptr %31[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %147 = llvm.load %146 : !llvm.ptr<1> -> i8
        %c4_i64_292 = arith.constant 4 : i64
        %148 = arith.muli %117, %c4_i64_292 : i64
        %149 = arith.addi %arg19, %148 : i64
        %150 = llvm.getelementptr %31[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %151 = llvm.load %150 : !llvm.ptr<1> -> i8
        %152 = memref.load %alloca_120[] : memref<i32>
        %153 = arith.muli %135, %143 : i8
        %154 = arith.extsi %153 : i8 to i32
        %155 = arith.addi %152, %154 : i32
        memref.store %155, %alloca_120[] : memref<i32>
        %156 = memref.load %alloca_121[] : memref<i32>
        %157 = arith.muli %135, %147 : i8
        %158 = arith.extsi %157 : i8 to i32
        %159 = arith.addi %156, %158 : i32
        memref.store %159, %alloca_121[] : memref<i32>
        %160 = memref.load %alloca_122[] : memref<i32>
        %161 = arith.muli %135, %151 : i8
        %162 = arith.extsi %161 : i8 to i32
        %163 = arith.addi %160, %162 : i32
        memref.store %163, %alloca_122[] : memref<i32>
        %164 = memref.load %alloca_123[] : memref<i32>
        %165 = arith.muli %139, %143 : i8
        %166 = arith.extsi %165 : i8 to i32
        %167 = arith.addi %164, %166 : i32
        memref.store %167, %alloca_123[] : memref<i32>
        %168 = memref.load %alloca_124[] : memref<i32>
        %169 = arith.muli %139, %147 : i8
        %170 = arith.extsi %169 : i8 to i32
        %171 = arith.addi %168, %170 : i32
        memref.store %171, %alloca_124[] : memref<i32>
        %172 = memref.load %alloca_125[] : memref<i32>
        %173 = arith.muli %139, %151 : i8
        %174 = arith.extsi %173 : i8 to i32
        %175 = arith.addi %172, %174 : i32
        memref.store %175, %alloca_125[] : memref<i32>
      }
      %c9_i64_266 = arith.constant 9 : i64
      %118 = arith.cmpi slt, %108, %c9_i64_266 : i64
      scf.if %118 {
        %132 = memref.load %alloca_120[] : memref<i32>
        %c9_i64_288 = arith.constant 9 : i64
        %133 = arith.muli %113, %c9_i64_288 : i64
        %134 = arith.addi %108, %133 : i64
        %135 = llvm.getelementptr %33[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %132, %135 : i32, !llvm.ptr<1>
        %136 = memref.load %alloca_121[] : memref<i32>
        %c9_i64_289 = arith.constant 9 : i64
        %137 = arith.muli %115, %c9_i64_289 : i64
        %138 = arith.addi %108, %137 : i64
        %139 = llvm.getelementptr %33[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %136, %139 : i32, !llvm.ptr<1>
        %140 = memref.load %alloca_122[] : memref<i32>
        %c9_i64_290 = arith.constant 9 : i64
        %141 = arith.muli %117, %c9_i64_290 : i64
        %142 = arith.addi %108, %141 : i64
        %143 = llvm.getelementptr %33[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %140, %143 : i32, !llvm.ptr<1>
      }
      %c9_i64_267 = arith.constant 9 : i64
      %119 = arith.cmpi slt, %111, %c9_i64_267 : i64
      scf.if %119 {
        %132 = memref.load %alloca_123[] : memref<i32>
        %c9_i64_288 = arith.constant 9 : i64
        %133 = arith.muli %113, %c9_i64_288 : i64
        %134 = arith.addi %111, %133 : i64
        %135 = llvm.getelementptr %33[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %132, %135 : i32, !llvm.ptr<1>
        %136 = memref.load %alloca_124[] : memref<i32>
        %c9_i64_289 = arith.constant 9 : i64
        %137 = arith.muli %115, %c9_i64_289 : i64
        %138 = arith.addi %111, %137 : i64
        %139 = llvm.getelementptr %33[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %136, %139 : i32, !llvm.ptr<1>
        %140 = memref.load %alloca_125[] : memref<i32>
        %c9_i64_290 = arith.constant 9 : i64
        %141 = arith.muli %117, %c9_i64_290 : i64
        %142 = arith.addi %111, %141 : i64
        %143 = llvm.getelementptr %33[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %140, %143 : i32, !llvm.ptr<1>
      }
      %thread_id_x_268 = gpu.thread_id  x
      %120 = arith.index_cast %thread_id_x_268 : index to i64
      %c8_i64_269 = arith.constant 8 : i64
      %121 = arith.minsi %120, %c8_i64_269 : i64
      %thread_id_x_270 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_270 : index to i64
      %c8_i64_271 = arith.constant 8 : i64
      %123 = arith.addi %122, %c8_i64_271 : i64
      %c8_i64_272 = arith.constant 8 : i64
      %124 = arith.minsi %123, %c8_i64_272 : i64
      %thread_id_y_273 = gpu.thread_id  y
      %125 = arith.index_cast %thread_id_y_273 : index to i64
      %thread_id_y_274 = gpu.thread_id  y
      %126 = arith.index_cast %thread_id_y_274 : index to i64
      %c2_i64_275 = arith.constant 2 : i64
      %127 = arith.addi %126, %c2_i64_275 : i64
      %thread_id_y_276 = gpu.thread_id  y
      %128 = arith.index_cast %thread_id_y_276 : index to i64
      %c4_i64_277 = arith.constant 4 : i64
      %129 = arith.addi %128, %c4_i64_277 : i64
      %c0_i8 = arith.constant 0 : i8
      memref.store %c0_i8, %alloca_126[] : memref<i8>
      %c0_i8_278 = arith.constant 0 : i8
      memref.store %c0_i8_278, %alloca_127[] : memref<i8>
      %c0_i8_279 = arith.constant 0 : i8
      memref.store %c0_i8_279, %alloca_128[] : memref<i8>
      %c0_i8_280 = arith.constant 0 : i8
      memref.store %c0_i8_280, %alloca_129[] : memref<i8>
      %c0_i8_281 = arith.constant 0 : i8
      memref.store %c0_i8_281, %alloca_130[] : memref<i8>
      %c0_i8_282 = arith.constant 0 : i8
      memref.store %c0_i8_282, %alloca_131[] : memref<i8>
      %c0_i64_283 = arith.constant 0 : i64
      %c4_i64_284 = arith.constant 4 : i64
      %c1_i64_285 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_283 to %c4_i64_284 step %c1_i64_285  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %132 = arith.muli %arg19, %c9_i64_288 : i64
        %133 = arith.addi %121, %132 : i64
        %134 = llvm.getelementptr %17[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %135 = llvm.load %134 : !llvm.ptr<1> -> i8
        %c9_i64_289 = arith.constant 9 : i64
        %136 = arith.muli %arg19, %c9_i64_289 : i64
        %137 = arith.addi %124, %136 : i64
        %138 = llvm.getelementptr %17[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %139 = llvm.load %138 : !llvm.ptr<1> -> i8
        %c4_i64_290 = arith.constant 4 : i64
        %140 = arith.muli %125, %c4_i64_290 : i64
        %141 = arith.addi %arg19, %140 : i64
        %142 = llvm.getelementptr %31[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %143 = llvm.load %142 : !llvm.ptr<1> -> i8
        %c4_i64_291 = arith.constant 4 : i64
        %144 = arith.muli %127, %c4_i64_291 : i64
        %145 = arith.addi %arg19, %144 : i64
        %146 = llvm.getelementptr %31[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %147 = llvm.load %146 : !llvm.ptr<1> -> i8
        %c4_i64_292 = arith.constant 4 : i64
        %148 = arith.muli %129, %c4_i64_292 : i64
        %149 = arith.addi %arg19, %148 : i64
        %150 = llvm.getelementptr %31[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %151 = llvm.load %150 : !llvm.ptr<1> -> i8
        %152 = memref.load %alloca_126[] : memref<i8>
        %153 = arith.muli %135, %143 : i8
        %154 = arith.addi %152, %153 : i8
        memref.store %154, %alloca_126[] : memref<i8>
        %155 = memref.load %alloca_127[] : memref<i8>
        %156 = arith.muli %135, %147 : i8
        %157 = arith.addi %155, %156 : i8
        memref.store %157, %alloca_127[] : memref<i8>
        %158 = memref.load %alloca_128[] : memref<i8>
        %159 = arith.muli %135, %151 : i8
        %160 = arith.addi %158, %159 : i8
        memref.store %160, %alloca_128[] : memref<i8>
        %161 = memref.load %alloca_129[] : memref<i8>
        %162 = arith.muli %139, %143 : i8
        %163 = arith.addi %161, %162 : i8
        memref.store %163, %alloca_129[] : memref<i8>
        %164 = memref.load %alloca_130[] : memref<i8>
        %165 = arith.muli %139, %147 : i8
        %166 = arith.addi %164, %165 : i8
        memref.store %166, %alloca_130[] : memref<i8>
        %167 = memref.load %alloca_131[] : memref<i8>
        %168 = arith.muli %139, %151 : i8
        %169 = arith.addi %167, %168 : i8
        memref.store %169, %alloca_131[] : memref<i8>
      }
      %c9_i64_286 = arith.constant 9 : i64
      %130 = arith.cmpi slt, %120, %c9_i64_286 : i64
      scf.if %130 {
        %c3_i8 = arith.constant 3 : i8
        %132 = memref.load %alloca_126[] : memref<i8>
        %133 = arith.muli %c3_i8, %132 : i8
        %c2_i8 = arith.constant 2 : i8
        %c9_i64_288 = arith.constant 9 : i64
        %134 = arith.muli %125, %c9_i64_288 : i64
        %135 = arith.addi %120, %134 : i64
        %136 = llvm.getelementptr %35[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %137 = llvm.load %136 : !llvm.ptr<1> -> i8
        %138 = arith.muli %c2_i8, %137 : i8
        %139 = arith.addi %133, %138 : i8
        %c9_i64_289 = arith.constant 9 : i64
        %140 = arith.muli %125, %c9_i64_289 : i64
        %141 = arith.addi %120, %140 : i64
        %142 = llvm.getelementptr %35[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %139, %142 : i8, !llvm.ptr<1>
        %c3_i8_290 = arith.constant 3 : i8
        %143 = memref.load %alloca_127[] : memref<i8>
        %144 = arith.muli %c3_i8_290, %143 : i8
        %c2_i8_291 = arith.constant 2 : i8
        %c9_i64_292 = arith.constant 9 : i64
        %145 = arith.muli %127, %c9_i64_292 : i64
        %146 = arith.addi %120, %145 : i64
        %147 = llvm.getelementptr %35[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %148 = llvm.load %147 : !llvm.ptr<1> -> i8
        %149 = arith.muli %c2_i8_291, %148 : i8
        %150 = arith.addi %144, %149 : i8
        %c9_i64_293 = arith.constant 9 : i64
        %151 = arith.muli %127, %c9_i64_293 : i64
        %152 = arith.addi %120, %151 : i64
        %153 = llvm.getelementptr %35[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %150, %153 : i8, !llvm.ptr<1>
        %c3_i8_294 = arith.constant 3 : i8
        %154 = memref.load %alloca_128[] : memref<i8>
        %155 = arith.muli %c3_i8_294, %154 : i8
        %c2_i8_295 = arith.constant 2 : i8
        %c9_i64_296 = arith.constant 9 : i64
        %156 = arith.muli %129, %c9_i64_296 : i64
        %157 = arith.addi %120, %156 : i64
        %158 = llvm.getelementptr %35[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %159 = llvm.load %158 : !llvm.ptr<1> -> i8
        %160 = arith.muli %c2_i8_295, %159 : i8
        %161 = arith.addi %155, %160 : i8
        %c9_i64_297 = arith.constant 9 : i64
        %162 = arith.muli %129, %c9_i64_297 : i64
        %163 = arith.addi %120, %162 : i64
        %164 = llvm.getelementptr %35[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %161, %164 : i8, !llvm.ptr<1>
      }
      %c9_i64_287 = arith.constant 9 : i64
      %131 = arith.cmpi slt, %123, %c9_i64_287 : i64
      scf.if %131 {
        %c3_i8 = arith.constant 3 : i8
        %132 = memref.load %alloca_129[] : memref<i8>
        %133 = arith.muli %c3_i8, %132 : i8
        %c2_i8 = arith.constant 2 : i8
        %c9_i64_288 = arith.constant 9 : i64
        %134 = arith.muli %125, %c9_i64_288 : i64
        %135 = arith.addi %123, %134 : i64
        %136 = llvm.getelementptr %35[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %137 = llvm.load %136 : !llvm.ptr<1> -> i8
        %138 = arith.muli %c2_i8, %137 : i8
        %139 = arith.addi %133, %138 : i8
        %c9_i64_289 = arith.constant 9 : i64
        %140 = arith.muli %125, %c9_i64_289 : i64
        %141 = arith.addi %123, %140 : i64
        %142 = llvm.getelementptr %35[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %139, %142 : i8, !llvm.ptr<1>
        %c3_i8_290 = arith.constant 3 : i8
        %143 = memref.load %alloca_130[] : memref<i8>
        %144 = arith.muli %c3_i8_290, %143 : i8
        %c2_i8_291 = arith.constant 2 : i8
        %c9_i64_292 = arith.constant 9 : i64
        %145 = arith.muli %127, %c9_i64_292 : i64
        %146 = arith.addi %123, %145 : i64
        %147 = llvm.getelementptr %35[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %148 = llvm.load %147 : !llvm.ptr<1> -> i8
        %149 = arith.muli %c2_i8_291, %148 : i8
        %150 = arith.addi %144, %149 : i8
        %c9_i64_293 = arith.constant 9 : i64
        %151 = arith.muli %127, %c9_i64_293 : i64
        %152 = arith.addi %123, %151 : i64
        %153 = llvm.getelementptr %35[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %150, %153 : i8, !llvm.ptr<1>
        %c3_i8_294 = arith.constant 3 : i8
        %154 = memref.load %alloca_131[] : memref<i8>
        %155 = arith.muli %c3_i8_294, %154 : i8
        %c2_i8_295 = arith.constant 2 : i8
        %c9_i64_296 = arith.constant 9 : i64
        %156 = arith.muli %129, %c9_i64_296 : i64
        %157 = arith.addi %123, %156 : i64
        %158 = llvm.getelementptr %35[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %159 = llvm.load %158 : !llvm.ptr<1> -> i8
        %160 = arith.muli %c2_i8_295, %159 : i8
        %161 = arith.addi %155, %160 : i8
        %c9_i64_297 = arith.constant 9 : i64
        %162 = arith.muli %129, %c9_i64_297 : i64
        %163 = arith.addi %123, %162 : i64
        %164 = llvm.getelementptr %35[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %161, %164 : i8, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
