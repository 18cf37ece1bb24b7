module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blas_types(%arg0: f16, %arg1: bf16, %arg2: vector<2xf32>, %arg3: memref<13x9xf16, strided<[1, 13]>, 1>, %arg4: memref<9x13xf16, strided<[1, 9]>, 1>, %arg5: memref<9x7xf16, strided<[1, 9]>, 1>, %arg6: memref<7x9xf16, strided<[1, 7]>, 1>, %arg7: memref<13x7xf32, strided<[1, 13]>, 1>, %arg8: memref<13x7xf32, strided<[1, 13]>, 1>, %arg9: memref<13x7xf32, strided<[1, 13]>, 1>, %arg10: memref<13x7xf32, strided<[1, 13]>, 1>, %arg11: memref<13x9xbf16, strided<[1, 13]>, 1>, %arg12: memref<9x7xbf16, strided<[1, 9]>, 1>, %arg13: memref<13x7xf32, strided<[1, 13]>, 1>, %arg14: memref<13x9xvector<2xf32>, strided<[1, 13]>, 1>, %arg15: memref<9x7xvector<2xf32>, strided<[1, 9]>, 1>, %arg16: memref<13x7xvector<2xf32>, strided<[1, 13]>, 1>, %arg17: memref<13x9xvector<2xf64>, strided<[1, 13]>, 1>, %arg18: memref<9x7xvector<2xf64>, strided<[1, 9]>, 1>, %arg19: memref<13x7xvector<2xf64>, strided<[1, 13]>, 1>, %arg20: memref<13x7xvector<2xf64>, strided<[1, 13]>, 1>, %arg21: memref<13x7xf16, strided<[1, 13]>, 1>, %arg22: memref<9xf16, strided<[1]>, 1>, %arg23: memref<13xf32, strided<[1]>, 1>, %arg24: memref<9xvector<2xf32>, strided<[1]>, 1>, %arg25: memref<13xvector<2xf32>, strided<[1]>, 1>, %arg26: memref<13xvector<2xf32>, strided<[1]>, 1>, %arg27: memref<7xvector<2xf32>, strided<[1]>, 1>, %arg28: memref<13x7xvector<2xf32>, strided<[1, 13]>, 1>, %arg29: memref<13xf16, strided<[1]>, 1>, %arg30: memref<13xbf16, strided<[1]>, 1>, %arg31: memref<13xf32, strided<[1]>, 1>, %arg32: memref<13xvector<2xf32>, strided<[1]>, 1>, %arg33: memref<9xf16, strided<[1]>, 1>, %arg34: memref<13xf16, strided<[1]>, 1>, %arg35: memref<9x13xvector<2xf32>, strided<[1, 9]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 4, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg3 : memref<13x9xf16, strided<[1, 13]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg3 : memref<13x9xf16, strided<[1, 13]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg4 : memref<9x13xf16, strided<[1, 9]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg4 : memref<9x13xf16, strided<[1, 9]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg5 : memref<9x7xf16, strided<[1, 9]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg5 : memref<9x7xf16, strided<[1, 9]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg6 : memref<7x9xf16, strided<[1, 7]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg6 : memref<7x9xf16, strided<[1, 7]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg7 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg7 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg8 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg8 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg9 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg9 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg10 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg10 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg11 : memref<13x9xbf16, strided<[1, 13]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg11 : memref<13x9xbf16, strided<[1, 13]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg12 : memref<9x7xbf16, strided<[1, 9]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg12 : memref<9x7xbf16, strided<[1, 9]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg13 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg13 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %20 = arith.index_cast %intptr_49 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg14 : memref<13x9xvector<2xf32>, strided<[1, 13]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg14 : memref<13x9xvector<2xf32>, strided<[1, 13]>, 1> -> index
      %22 = arith.index_cast %intptr_54 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg15 : memref<9x7xvector<2xf32>, strided<[1, 9]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg15 : memref<9x7xvector<2xf32>, strided<[1, 9]>, 1> -> index
      %24 = arith.index_cast %intptr_59 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg16 : memref<13x7xvector<2xf32>, strided<[1, 13]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg16 : memref<13x7xvector<2xf32>, strided<[1, 13]>, 1> -> index
      %26 = arith.index_cast %intptr_64 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %arg17 : memref<13x9xvector<2xf64>, strided<[1, 13]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg17 : memref<13x9xvector<2xf64>, strided<[1, 13]>, 1> -> index
      %28 = arith.index_cast %intptr_69 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %base_buffer_70, %offset_71, %sizes_72:2, %strides_73:2 = memref.extract_strided_metadata %arg18 : memref<9x7xvector<2xf64>, strided<[1, 9]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %arg18 : memref<9x7xvector<2xf64>, strided<[1, 9]>, 1> -> index
      %30 = arith.index_cast %intptr_74 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %base_buffer_75, %offset_76, %sizes_77:2, %strides_78:2 = memref.extract_strided_metadata %arg19 : memref<13x7xvector<2xf64>, strided<[1, 13]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %arg19 : memref<13x7xvector<2xf64>, strided<[1, 13]>, 1> -> index
      %32 = arith.index_cast %intptr_79 : index to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<1>
      %base_buffer_80, %offset_81, %sizes_82:2, %strides_83:2 = memref.extract_strided_metadata %arg20 : memref<13x7xvector<2xf64>, strided<[1, 13]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_84 = memref.extract_aligned_pointer_as_index %arg20 : memref<13x7xvector<2xf64>, strided<[1, 13]>, 1> -> index
      %34 = arith.index_cast %intptr_84 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %base_buffer_85, %offset_86, %sizes_87:2, %strides_88:2 = memref.extract_strided_metadata %arg21 : memref<13x7xf16, strided<[1, 13]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_89 = memref.extract_aligned_pointer_as_index %arg21 : memref<13x7xf16, strided<[1, 13]>, 1> -> index
      %36 = arith.index_cast %intptr_89 : index to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %base_buffer_90, %offset_91, %sizes_92, %strides_93 = memref.extract_strided_metadata %arg22 : memref<9xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_94 = memref.extract_aligned_pointer_as_index %arg22 : memref<9xf16, strided<[1]>, 1> -> index
      %38 = arith.index_cast %intptr_94 : index to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<1>
      %base_buffer_95, %offset_96, %sizes_97, %strides_98 = memref.extract_strided_metadata %arg23 : memref<13xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_99 = memref.extract_aligned_pointer_as_index %arg23 : memref<13xf32, strided<[1]>, 1> -> index
      %40 = arith.index_cast %intptr_99 : index to i64
      %41 = llvm.inttoptr %40 : i64 to !llvm.ptr<1>
      %base_buffer_100, %offset_101, %sizes_102, %strides_103 = memref.extract_strided_metadata %arg24 : memref<9xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_104 = memref.extract_aligned_pointer_as_index %arg24 : memref<9xvector<2xf32>, strided<[1]>, 1> -> index
      %42 = arith.index_cast %intptr_104 : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %base_buffer_105, %offset_106, %sizes_107, %strides_108 = memref.extract_strided_metadata %arg25 : memref<13xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_109 = memref.extract_aligned_pointer_as_index %arg25 : memref<13xvector<2xf32>, strided<[1]>, 1> -> index
      %44 = arith.index_cast %intptr_109 : index to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      %base_buffer_110, %offset_111, %sizes_112, %strides_113 = memref.extract_strided_metadata %arg26 : memref<13xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_114 = memref.extract_aligned_pointer_as_index %arg26 : memref<13xvector<2xf32>, strided<[1]>, 1> -> index
      %46 = arith.index_cast %intptr_114 : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
      %base_buffer_115, %offset_116, %sizes_117, %strides_118 = memref.extract_strided_metadata %arg27 : memref<7xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_119 = memref.extract_aligned_pointer_as_index %arg27 : memref<7xvector<2xf32>, strided<[1]>, 1> -> index
      %48 = arith.index_cast %intptr_119 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %base_buffer_120, %offset_121, %sizes_122:2, %strides_123:2 = memref.extract_strided_metadata %arg28 : memref<13x7xvector<2xf32>, strided<[1, 13]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_124 = memref.extract_aligned_pointer_as_index %arg28 : memref<13x7xvector<2xf32>, strided<[1, 13]>, 1> -> index
      %50 = arith.index_cast %intptr_124 : index to i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
      %base_buffer_125, %offset_126, %sizes_127, %strides_128 = memref.extract_strided_metadata %arg29 : memref<13xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_129 = memref.extract_aligned_pointer_as_index %arg29 : memref<13xf16, strided<[1]>, 1> -> index
      %52 = arith.index_cast %intptr_129 : index to i64
      %53 = llvm.inttoptr %52 : i64 to !llvm.ptr<1>
      %base_buffer_130, %offset_131, %sizes_132, %strides_133 = memref.extract_strided_metadata %arg30 : memref<13xbf16, strided<[1]>, 1> -> memref<bf16, 1>, index, index, index
      %intptr_134 = memref.extract_aligned_pointer_as_index %arg30 : memref<13xbf16, strided<[1]>, 1> -> index
      %54 = arith.index_cast %intptr_134 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %base_buffer_135, %offset_136, %sizes_137, %strides_138 = memref.extract_strided_metadata %arg31 : memref<13xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_139 = memref.extract_aligned_pointer_as_index %arg31 : memref<13xf32, strided<[1]>, 1> -> index
      %56 = arith.index_cast %intptr_139 : index to i64
      %57 = llvm.inttoptr %56 : i64 to !llvm.ptr<1>
      %base_buffer_140, %offset_141, %sizes_142, %strides_143 = memref.extract_strided_metadata %arg32 : memref<13xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_144 = memref.extract_aligned_pointer_as_index %arg32 : memref<13xvector<2xf32>, strided<[1]>, 1> -> index
      %58 = arith.index_cast %intptr_144 : index to i64
      %59 = llvm.inttoptr %58 : i64 to !llvm.ptr<1>
      %base_buffer_145, %offset_146, %sizes_147, %strides_148 = memref.extract_strided_metadata %arg33 : memref<9xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_149 = memref.extract_aligned_pointer_as_index %arg33 : memref<9xf16, strided<[1]>, 1> -> index
      %60 = arith.index_cast %intptr_149 : index to i64
      %61 = llvm.inttoptr %60 : i64 to !llvm.ptr<1>
      %base_buffer_150, %offset_151, %sizes_152, %strides_153 = memref.extract_strided_metadata %arg34 : memref<13xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_154 = memref.extract_aligned_pointer_as_index %arg34 : memref<13xf16, strided<[1]>, 1> -> index
      %62 = arith.index_cast %intptr_154 : index to i64
      %63 = llvm.inttoptr %62 : i64 to !llvm.ptr<1>
      %base_buffer_155, %offset_156, %sizes_157:2, %strides_158:2 = memref.extract_strided_metadata %arg35 : memref<9x13xvector<2xf32>, strided<[1, 9]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_159 = memref.extract_aligned_pointer_as_index %arg35 : memref<9x13xvector<2xf32>, strided<[1, 9]>, 1> -> index
      %64 = arith.index_cast %intptr_159 : index to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_160 = memref.alloca() : memref<f32>
      %alloca_161 = memref.alloca() : memref<f32>
      %alloca_162 = memref.alloca() : memref<f32>
      %alloca_163 = memref.alloca() : memref<f16>
      %alloca_164 = memref.alloca() : memref<f16>
      %alloca_165 = memref.alloca() : memref<f16>
      %alloca_166 = memref.alloca() : memref<f16>
      %alloca_167 = memref.alloca() : memref<f16>
      %alloca_168 = memref.alloca() : memref<f16>
      %alloca_169 = memref.alloca() : memref<f16>
      %alloca_170 = memref.alloca() : memref<f16>
      %alloca_171 = memref.alloca() : memref<f16>
      %alloca_172 = memref.alloca() : memref<f16>
      %alloca_173 = memref.alloca() : memref<f16>
      %alloca_174 = memref.alloca() : memref<f16>
      %alloca_175 = memref.alloca() : memref<f32>
      %alloca_176 = memref.alloca() : memref<f32>
      %alloca_177 = memref.alloca() : memref<f32>
      %alloca_178 = memref.alloca() : memref<f32>
      %alloca_179 = memref.alloca() : memref<f16>
      %alloca_180 = memref.alloca() : memref<f16>
      %alloca_181 = memref.alloca() : memref<f16>
      %alloca_182 = memref.alloca() : memref<f16>
      %alloca_183 = memref.alloca() : memref<f16>
      %alloca_184 = memref.alloca() : memref<f16>
      %alloca_185 = memref.alloca() : memref<f16>
      %alloca_186 = memref.alloca() : memref<f16>
      %alloca_187 = memref.alloca() : memref<f16>
      %alloca_188 = memref.alloca() : memref<f16>
      %alloca_189 = memref.alloca() : memref<f16>
      %alloca_190 = memref.alloca() : memref<f16>
      %alloca_191 = memref.alloca() : memref<f32>
      %alloca_192 = memref.alloca() : memref<f32>
      %alloca_193 = memref.alloca() : memref<f32>
      %alloca_194 = memref.alloca() : memref<f32>
      %alloca_195 = memref.alloca() : memref<f16>
      %alloca_196 = memref.alloca() : memref<f16>
      %alloca_197 = memref.alloca() : memref<f16>
      %alloca_198 = memref.alloca() : memref<f16>
      %alloca_199 = memref.alloca() : memref<f16>
      %alloca_200 = memref.alloca() : memref<f16>
      %alloca_201 = memref.alloca() : memref<f16>
      %alloca_202 = memref.alloca() : memref<f16>
      %alloca_203 = memref.alloca() : memref<f16>
      %alloca_204 = memref.alloca() : memref<f16>
      %alloca_205 = memref.alloca() : memref<f16>
      %alloca_206 = memref.alloca() : memref<f16>
      %alloca_207 = memref.alloca() : memref<f32>
      %alloca_208 = memref.alloca() : memref<f32>
      %alloca_209 = memref.alloca() : memref<f32>
      %alloca_210 = memref.alloca() : memref<f32>
      %alloca_211 = memref.alloca() : memref<f16>
      %alloca_212 = memref.alloca() : memref<f16>
      %alloca_213 = memref.alloca() : memref<f16>
      %alloca_214 = memref.alloca() : memref<f16>
      %alloca_215 = memref.alloca() : memref<f16>
      %alloca_216 = memref.alloca() : memref<f16>
      %alloca_217 = memref.alloca() : memref<f16>
      %alloca_218 = memref.alloca() : memref<f16>
      %alloca_219 = memref.alloca() : memref<f16>
      %alloca_220 = memref.alloca() : memref<f16>
      %alloca_221 = memref.alloca() : memref<f16>
      %alloca_222 = memref.alloca() : memref<f16>
      %alloca_223 = memref.alloca() : memref<f32>
      %alloca_224 = memref.alloca() : memref<f32>
      %alloca_225 = memref.alloca() : memref<f32>
      %alloca_226 = memref.alloca() : memref<f32>
      %alloca_227 = memref.alloca() : memref<bf16>
      %alloca_228 = memref.alloca() : memref<bf16>
      %alloca_229 = memref.alloca() : memref<bf16>
      %alloca_230 = memref.alloca() : memref<bf16>
      %alloca_231 = memref.alloca() : memref<bf16>
      %alloca_232 = memref.alloca() : memref<bf16>
      %alloca_233 = memref.alloca() : memref<bf16>
      %alloca_234 = memref.alloca() : memref<bf16>
      %alloca_235 = memref.alloca() : memref<bf16>
      %alloca_236 = memref.alloca() : memref<bf16>
      %alloca_237 = memref.alloca() : memref<bf16>
      %alloca_238 = memref.alloca() : memref<bf16>
      %alloca_239 = memref.alloca() : memref<vector<2xf32>>
      %alloca_240 = memref.alloca() : memref<vector<2xf32>>
      %alloca_241 = memref.alloca() : memref<vector<2xf64>>
      %alloca_242 = memref.alloca() : memref<vector<2xf64>>
      %alloca_243 = memref.alloca() : memref<vector<2xf64>>
      %alloca_244 = memref.alloca() : memref<vector<2xf64>>
      %alloca_245 = memref.alloca() : memref<f16>
      %alloca_246 = memref.alloca() : memref<f16>
      %alloca_247 = memref.alloca() : memref<f32>
      %alloca_248 = memref.alloca() : memref<vector<2xf32>>
      %alloca_249 = memref.alloca() : memref<vector<2xf32>>
      %alloca_250 = memref.alloca() : memref<vector<2xf32>>
      %alloca_251 = memref.alloca() : memref<vector<2xf32>>
      %alloca_252 = memref.alloca() : memref<vector<2xf32>>
      %alloca_253 = memref.alloca() : memref<vector<2xf32>>
      %alloca_254 = memref.alloca() : memref<f16>
      %alloca_255 = memref.alloca() : memref<vector<2xf32>>
      %alloca_256 = memref.alloca() : memref<vector<2xf32>>
      %alloca_257 = memref.alloca() : memref<vector<2xf32>>
      %alloca_258 = memref.alloca() : memref<vector<2xf32>>
      %alloca_259 = memref.alloca() : memref<vector<2xf32>>
      %alloca_260 = memref.alloca() : memref<vector<2xf32>>
      %alloca_261 = memref.alloca() : memref<vector<2xf32>>
      %alloca_262 = memref.alloca() : memref<vector<2xf32>>
      %thread_id_x = gpu.thread_id  x
      %66 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y : index to i64
      %68 = arith.muli %c32_i64, %67 : i64
      %69 = arith.addi %66, %68 : i64
      %c32_i64_263 = arith.constant 32 : i64
      %70 = arith.divsi %69, %c32_i64_263 : i64
      %c32_i64_264 = arith.constant 32 : i64
      %71 = arith.remsi %69, %c32_i64_264 : i64
      %c4_i64 = arith.constant 4 : i64
      %72 = arith.divsi %71, %c4_i64 : i64
      %c4_i64_265 = arith.constant 4 : i64
      %73 = arith.remsi %71, %c4_i64_265 : i64
      %c1_i64 = arith.constant 1 : i64
      %c4_i64_266 = arith.constant 4 : i64
      scf.for %arg36 = %70 to %c1_i64 step %c4_i64_266  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %182 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %183 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %184 = arith.muli %182, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %185 = arith.muli %183, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_160[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_161[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_162[] : memref<f32>
        %186 = arith.addi %184, %72 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %187 = arith.minsi %186, %c12_i64_406 : i64
        %188 = arith.addi %184, %72 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %189 = arith.minsi %188, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %190 = arith.addi %72, %c8_i64_408 : i64
        %191 = arith.addi %184, %190 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %192 = arith.minsi %191, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %193 = arith.addi %72, %c8_i64_410 : i64
        %194 = arith.addi %184, %193 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %195 = arith.minsi %194, %c12_i64_411 : i64
        %196 = arith.addi %184, %72 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %197 = arith.minsi %196, %c12_i64_412 : i64
        %198 = arith.addi %184, %72 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %199 = arith.minsi %198, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %200 = arith.addi %72, %c8_i64_414 : i64
        %201 = arith.addi %184, %200 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %202 = arith.minsi %201, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %203 = arith.addi %72, %c8_i64_416 : i64
        %204 = arith.addi %184, %203 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %205 = arith.minsi %204, %c12_i64_417 : i64
        %206 = arith.addi %185, %72 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %207 = arith.minsi %206, %c6_i64_418 : i64
        %208 = arith.addi %185, %72 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %209 = arith.minsi %208, %c6_i64_419 : i64
        %210 = arith.addi %185, %72 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %211 = arith.minsi %210, %c6_i64_420 : i64
        %212 = arith.addi %185, %72 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %213 = arith.minsi %212, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %374 = arith.muli %73, %c2_i64_508 : i64
          %375 = arith.addi %arg37, %374 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %376 = arith.muli %73, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %377 = arith.addi %376, %c1_i64_510 : i64
          %378 = arith.addi %arg37, %377 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %379 = arith.muli %73, %c2_i64_511 : i64
          %380 = arith.addi %arg37, %379 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %381 = arith.muli %73, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %382 = arith.addi %381, %c1_i64_513 : i64
          %383 = arith.addi %arg37, %382 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %384 = arith.muli %73, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %385 = arith.addi %384, %c8_i64_515 : i64
          %386 = arith.addi %arg37, %385 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %387 = arith.muli %73, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %388 = arith.addi %387, %c9_i64_517 : i64
          %389 = arith.addi %arg37, %388 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %390 = arith.muli %73, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %391 = arith.addi %390, %c8_i64_519 : i64
          %392 = arith.addi %arg37, %391 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %393 = arith.muli %73, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %394 = arith.addi %393, %c9_i64_521 : i64
          %395 = arith.addi %arg37, %394 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %396 = arith.muli %73, %c2_i64_522 : i64
          %397 = arith.addi %arg37, %396 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %398 = arith.muli %73, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %399 = arith.addi %398, %c1_i64_524 : i64
          %400 = arith.addi %arg37, %399 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %401 = arith.muli %73, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %402 = arith.addi %401, %c8_i64_526 : i64
          %403 = arith.addi %arg37, %402 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %404 = arith.muli %73, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %405 = arith.addi %404, %c9_i64_528 : i64
          %406 = arith.addi %arg37, %405 : i64
          %c13_i64_529 = arith.constant 13 : i64
          %407 = arith.muli %375, %c13_i64_529 : i64
          %408 = arith.addi %187, %407 : i64
          %409 = llvm.getelementptr %1[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %410 = llvm.load %409 : !llvm.ptr<1> -> f16
          %c13_i64_530 = arith.constant 13 : i64
          %411 = arith.muli %378, %c13_i64_530 : i64
          %412 = arith.addi %189, %411 : i64
          %413 = llvm.getelementptr %1[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %414 = llvm.load %413 : !llvm.ptr<1> -> f16
          %c13_i64_531 = arith.constant 13 : i64
          %415 = arith.muli %380, %c13_i64_531 : i64
          %416 = arith.addi %192, %415 : i64
          %417 = llvm.getelementptr %1[%416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %418 = llvm.load %417 : !llvm.ptr<1> -> f16
          %c13_i64_532 = arith.constant 13 : i64
          %419 = arith.muli %383, %c13_i64_532 : i64
          %420 = arith.addi %195, %419 : i64
          %421 = llvm.getelementptr %1[%420] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %422 = llvm.load %421 : !llvm.ptr<1> -> f16
          %c13_i64_533 = arith.constant 13 : i64
          %423 = arith.muli %386, %c13_i64_533 : i64
          %424 = arith.addi %197, %423 : i64
          %425 = llvm.getelementptr %1[%424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %426 = llvm.load %425 : !llvm.ptr<1> -> f16
          %c13_i64_534 = arith.constant 13 : i64
          %427 = arith.muli %389, %c13_i64_534 : i64
          %428 = arith.addi %199, %427 : i64
          %429 = llvm.getelementptr %1[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %430 = llvm.load %429 : !llvm.ptr<1> -> f16
          %c13_i64_535 = arith.constant 13 : i64
          %431 = arith.muli %392, %c13_i64_535 : i64
          %432 = arith.addi %202, %431 : i64
          %433 = llvm.getelementptr %1[%432] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %434 = llvm.load %433 : !llvm.ptr<1> -> f16
          %c13_i64_536 = arith.constant 13 : i64
          %435 = arith.muli %395, %c13_i64_536 : i64
          %436 = arith.addi %205, %435 : i64
          %437 = llvm.getelementptr %1[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %438 = llvm.load %437 : !llvm.ptr<1> -> f16
          %c9_i64_537 = arith.constant 9 : i64
          %439 = arith.muli %207, %c9_i64_537 : i64
          %440 = arith.addi %397, %439 : i64
          %441 = llvm.getelementptr %5[%440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %442 = llvm.load %441 : !llvm.ptr<1> -> f16
          %c9_i64_538 = arith.constant 9 : i64
          %443 = arith.muli %209, %c9_i64_538 : i64
          %444 = arith.addi %400, %443 : i64
          %445 = llvm.getelementptr %5[%444] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %446 = llvm.load %445 : !llvm.ptr<1> -> f16
          %c9_i64_539 = arith.constant 9 : i64
          %447 = arith.muli %211, %c9_i64_539 : i64
          %448 = arith.addi %403, %447 : i64
          %449 = llvm.getelementptr %5[%448] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %450 = llvm.load %449 : !llvm.ptr<1> -> f16
          %c9_i64_540 = arith.constant 9 : i64
          %451 = arith.muli %213, %c9_i64_540 : i64
          %452 = arith.addi %406, %451 : i64
          %453 = llvm.getelementptr %5[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %454 = llvm.load %453 : !llvm.ptr<1> -> f16
          %455 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %456 = llvm.insertelement %410, %455[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %457 = llvm.insertelement %414, %456[%c1_i32_542 : i32] : vector<2xf16>
          %458 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %459 = llvm.insertelement %418, %458[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %460 = llvm.insertelement %422, %459[%c1_i32_544 : i32] : vector<2xf16>
          %461 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %462 = llvm.insertelement %426, %461[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %463 = llvm.insertelement %430, %462[%c1_i32_546 : i32] : vector<2xf16>
          %464 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %465 = llvm.insertelement %434, %464[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %466 = llvm.insertelement %438, %465[%c1_i32_548 : i32] : vector<2xf16>
          %467 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %468 = llvm.insertelement %442, %467[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %469 = llvm.insertelement %446, %468[%c1_i32_550 : i32] : vector<2xf16>
          %470 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %471 = llvm.insertelement %450, %470[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %472 = llvm.insertelement %454, %471[%c1_i32_552 : i32] : vector<2xf16>
          %473 = memref.load %alloca[] : memref<f32>
          %474 = memref.load %alloca_160[] : memref<f32>
          %475 = memref.load %alloca_161[] : memref<f32>
          %476 = memref.load %alloca_162[] : memref<f32>
          %477 = nvvm.mma.sync A[%457, %460, %463, %466]  B[%469, %472]  C[%473, %474, %475, %476]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %478 = llvm.extractvalue %477[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %478, %alloca[] : memref<f32>
          %479 = llvm.extractvalue %477[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %479, %alloca_160[] : memref<f32>
          %480 = llvm.extractvalue %477[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %480, %alloca_161[] : memref<f32>
          %481 = llvm.extractvalue %477[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %481, %alloca_162[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %214 = arith.muli %73, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %215 = arith.muli %73, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %216 = arith.addi %215, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %217 = arith.muli %73, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %218 = arith.muli %73, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %219 = arith.addi %218, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %220 = arith.muli %73, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %221 = arith.addi %220, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %222 = arith.muli %73, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %223 = arith.addi %222, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %224 = arith.muli %73, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %225 = arith.addi %224, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %226 = arith.muli %73, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %227 = arith.addi %226, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %228 = arith.muli %73, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %229 = arith.muli %73, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %230 = arith.addi %229, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %231 = arith.muli %73, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %232 = arith.addi %231, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %233 = arith.muli %73, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %234 = arith.addi %233, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %235 = arith.minsi %214, %c8_i64_445 : i64
        %c13_i64_446 = arith.constant 13 : i64
        %236 = arith.muli %235, %c13_i64_446 : i64
        %237 = arith.addi %187, %236 : i64
        %238 = llvm.getelementptr %1[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %239 = llvm.load %238 : !llvm.ptr<1> -> f16
        memref.store %239, %alloca_163[] : memref<f16>
        %c9_i64_447 = arith.constant 9 : i64
        %240 = arith.cmpi sge, %214, %c9_i64_447 : i64
        scf.if %240 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_163[] : memref<f16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %241 = arith.minsi %216, %c8_i64_448 : i64
        %c13_i64_449 = arith.constant 13 : i64
        %242 = arith.muli %241, %c13_i64_449 : i64
        %243 = arith.addi %189, %242 : i64
        %244 = llvm.getelementptr %1[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %245 = llvm.load %244 : !llvm.ptr<1> -> f16
        memref.store %245, %alloca_164[] : memref<f16>
        %c9_i64_450 = arith.constant 9 : i64
        %246 = arith.cmpi sge, %216, %c9_i64_450 : i64
        scf.if %246 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_164[] : memref<f16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %247 = arith.minsi %217, %c8_i64_451 : i64
        %c13_i64_452 = arith.constant 13 : i64
        %248 = arith.muli %247, %c13_i64_452 : i64
        %249 = arith.addi %192, %248 : i64
        %250 = llvm.getelementptr %1[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %251 = llvm.load %250 : !llvm.ptr<1> -> f16
        memref.store %251, %alloca_165[] : memref<f16>
        %c9_i64_453 = arith.constant 9 : i64
        %252 = arith.cmpi sge, %217, %c9_i64_453 : i64
        scf.if %252 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_165[] : memref<f16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %253 = arith.minsi %219, %c8_i64_454 : i64
        %c13_i64_455 = arith.constant 13 : i64
        %254 = arith.muli %253, %c13_i64_455 : i64
        %255 = arith.addi %195, %254 : i64
        %256 = llvm.getelementptr %1[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %257 = llvm.load %256 : !llvm.ptr<1> -> f16
        memref.store %257, %alloca_166[] : memref<f16>
        %c9_i64_456 = arith.constant 9 : i64
        %258 = arith.cmpi sge, %219, %c9_i64_456 : i64
        scf.if %258 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_166[] : memref<f16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %259 = arith.minsi %221, %c8_i64_457 : i64
        %c13_i64_458 = arith.constant 13 : i64
        %260 = arith.muli %259, %c13_i64_458 : i64
        %261 = arith.addi %197, %260 : i64
        %262 = llvm.getelementptr %1[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %263 = llvm.load %262 : !llvm.ptr<1> -> f16
        memref.store %263, %alloca_167[] : memref<f16>
        %c9_i64_459 = arith.constant 9 : i64
        %264 = arith.cmpi sge, %221, %c9_i64_459 : i64
        scf.if %264 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_167[] : memref<f16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %265 = arith.minsi %223, %c8_i64_460 : i64
        %c13_i64_461 = arith.constant 13 : i64
        %266 = arith.muli %265, %c13_i64_461 : i64
        %267 = arith.addi %199, %266 : i64
        %268 = llvm.getelementptr %1[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %269 = llvm.load %268 : !llvm.ptr<1> -> f16
        memref.store %269, %alloca_168[] : memref<f16>
        %c9_i64_462 = arith.constant 9 : i64
        %270 = arith.cmpi sge, %223, %c9_i64_462 : i64
        scf.if %270 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_168[] : memref<f16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %271 = arith.minsi %225, %c8_i64_463 : i64
        %c13_i64_464 = arith.constant 13 : i64
        %272 = arith.muli %271, %c13_i64_464 : i64
        %273 = arith.addi %202, %272 : i64
        %274 = llvm.getelementptr %1[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %275 = llvm.load %274 : !llvm.ptr<1> -> f16
        memref.store %275, %alloca_169[] : memref<f16>
        %c9_i64_465 = arith.constant 9 : i64
        %276 = arith.cmpi sge, %225, %c9_i64_465 : i64
        scf.if %276 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_169[] : memref<f16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %277 = arith.minsi %227, %c8_i64_466 : i64
        %c13_i64_467 = arith.constant 13 : i64
        %278 = arith.muli %277, %c13_i64_467 : i64
        %279 = arith.addi %205, %278 : i64
        %280 = llvm.getelementptr %1[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %281 = llvm.load %280 : !llvm.ptr<1> -> f16
        memref.store %281, %alloca_170[] : memref<f16>
        %c9_i64_468 = arith.constant 9 : i64
        %282 = arith.cmpi sge, %227, %c9_i64_468 : i64
        scf.if %282 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_170[] : memref<f16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %283 = arith.minsi %228, %c8_i64_469 : i64
        %c9_i64_470 = arith.constant 9 : i64
        %284 = arith.muli %207, %c9_i64_470 : i64
        %285 = arith.addi %283, %284 : i64
        %286 = llvm.getelementptr %5[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %287 = llvm.load %286 : !llvm.ptr<1> -> f16
        memref.store %287, %alloca_171[] : memref<f16>
        %c9_i64_471 = arith.constant 9 : i64
        %288 = arith.cmpi sge, %228, %c9_i64_471 : i64
        scf.if %288 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_171[] : memref<f16>
        }
        %c8_i64_472 = arith.constant 8 : i64
        %289 = arith.minsi %230, %c8_i64_472 : i64
        %c9_i64_473 = arith.constant 9 : i64
        %290 = arith.muli %209, %c9_i64_473 : i64
        %291 = arith.addi %289, %290 : i64
        %292 = llvm.getelementptr %5[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %293 = llvm.load %292 : !llvm.ptr<1> -> f16
        memref.store %293, %alloca_172[] : memref<f16>
        %c9_i64_474 = arith.constant 9 : i64
        %294 = arith.cmpi sge, %230, %c9_i64_474 : i64
        scf.if %294 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_172[] : memref<f16>
        }
        %c8_i64_475 = arith.constant 8 : i64
        %295 = arith.minsi %232, %c8_i64_475 : i64
        %c9_i64_476 = arith.constant 9 : i64
        %296 = arith.muli %211, %c9_i64_476 : i64
        %297 = arith.addi %295, %296 : i64
        %298 = llvm.getelementptr %5[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %299 = llvm.load %298 : !llvm.ptr<1> -> f16
        memref.store %299, %alloca_173[] : memref<f16>
        %c9_i64_477 = arith.constant 9 : i64
        %300 = arith.cmpi sge, %232, %c9_i64_477 : i64
        scf.if %300 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_173[] : memref<f16>
        }
        %c8_i64_478 = arith.constant 8 : i64
        %301 = arith.minsi %234, %c8_i64_478 : i64
        %c9_i64_479 = arith.constant 9 : i64
        %302 = arith.muli %213, %c9_i64_479 : i64
        %303 = arith.addi %301, %302 : i64
        %304 = llvm.getelementptr %5[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %305 = llvm.load %304 : !llvm.ptr<1> -> f16
        memref.store %305, %alloca_174[] : memref<f16>
        %c9_i64_480 = arith.constant 9 : i64
        %306 = arith.cmpi sge, %234, %c9_i64_480 : i64
        scf.if %306 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_174[] : memref<f16>
        }
        %307 = memref.load %alloca_163[] : memref<f16>
        %308 = memref.load %alloca_164[] : memref<f16>
        %309 = memref.load %alloca_165[] : memref<f16>
        %310 = memref.load %alloca_166[] : memref<f16>
        %311 = memref.load %alloca_167[] : memref<f16>
        %312 = memref.load %alloca_168[] : memref<f16>
        %313 = memref.load %alloca_169[] : memref<f16>
        %314 = memref.load %alloca_170[] : memref<f16>
        %315 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_481 = arith.constant 0 : i32
        %316 = llvm.insertelement %307, %315[%c0_i32_481 : i32] : vector<2xf16>
        %c1_i32_482 = arith.constant 1 : i32
        %317 = llvm.insertelement %308, %316[%c1_i32_482 : i32] : vector<2xf16>
        %318 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_483 = arith.constant 0 : i32
        %319 = llvm.insertelement %309, %318[%c0_i32_483 : i32] : vector<2xf16>
        %c1_i32_484 = arith.constant 1 : i32
        %320 = llvm.insertelement %310, %319[%c1_i32_484 : i32] : vector<2xf16>
        %321 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_485 = arith.constant 0 : i32
        %322 = llvm.insertelement %311, %321[%c0_i32_485 : i32] : vector<2xf16>
        %c1_i32_486 = arith.constant 1 : i32
        %323 = llvm.insertelement %312, %322[%c1_i32_486 : i32] : vector<2xf16>
        %324 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_487 = arith.constant 0 : i32
        %325 = llvm.insertelement %313, %324[%c0_i32_487 : i32] : vector<2xf16>
        %c1_i32_488 = arith.constant 1 : i32
        %326 = llvm.insertelement %314, %325[%c1_i32_488 : i32] : vector<2xf16>
        %327 = memref.load %alloca_171[] : memref<f16>
        %328 = memref.load %alloca_172[] : memref<f16>
        %329 = memref.load %alloca_173[] : memref<f16>
        %330 = memref.load %alloca_174[] : memref<f16>
        %331 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_489 = arith.constant 0 : i32
        %332 = llvm.insertelement %327, %331[%c0_i32_489 : i32] : vector<2xf16>
        %c1_i32_490 = arith.constant 1 : i32
        %333 = llvm.insertelement %328, %332[%c1_i32_490 : i32] : vector<2xf16>
        %334 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_491 = arith.constant 0 : i32
        %335 = llvm.insertelement %329, %334[%c0_i32_491 : i32] : vector<2xf16>
        %c1_i32_492 = arith.constant 1 : i32
        %336 = llvm.insertelement %330, %335[%c1_i32_492 : i32] : vector<2xf16>
        %337 = memref.load %alloca[] : memref<f32>
        %338 = memref.load %alloca_160[] : memref<f32>
        %339 = memref.load %alloca_161[] : memref<f32>
        %340 = memref.load %alloca_162[] : memref<f32>
        %341 = nvvm.mma.sync A[%317, %320, %323, %326]  B[%333, %336]  C[%337, %338, %339, %340]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %342 = llvm.extractvalue %341[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %342, %alloca[] : memref<f32>
        %343 = llvm.extractvalue %341[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %343, %alloca_160[] : memref<f32>
        %344 = llvm.extractvalue %341[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %344, %alloca_161[] : memref<f32>
        %345 = llvm.extractvalue %341[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %345, %alloca_162[] : memref<f32>
        %346 = arith.addi %184, %72 : i64
        %c2_i64_493 = arith.constant 2 : i64
        %347 = arith.muli %73, %c2_i64_493 : i64
        %348 = arith.addi %185, %347 : i64
        %c13_i64_494 = arith.constant 13 : i64
        %349 = arith.cmpi slt, %346, %c13_i64_494 : i64
        %c7_i64 = arith.constant 7 : i64
        %350 = arith.cmpi slt, %348, %c7_i64 : i64
        %351 = arith.andi %349, %350 : i1
        scf.if %351 {
          %374 = arith.extf %arg0 : f16 to f32
          %375 = memref.load %alloca[] : memref<f32>
          %376 = arith.mulf %374, %375 : f32
          %c13_i64_508 = arith.constant 13 : i64
          %377 = arith.muli %348, %c13_i64_508 : i64
          %378 = arith.addi %346, %377 : i64
          %379 = llvm.getelementptr %9[%378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %376, %379 : f32, !llvm.ptr<1>
        }
        %352 = arith.addi %184, %72 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %353 = arith.muli %73, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %354 = arith.addi %353, %c1_i64_496 : i64
        %355 = arith.addi %185, %354 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %356 = arith.cmpi slt, %352, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %357 = arith.cmpi slt, %355, %c7_i64_498 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %374 = arith.extf %arg0 : f16 to f32
          %375 = memref.load %alloca_160[] : memref<f32>
          %376 = arith.mulf %374, %375 : f32
          %c13_i64_508 = arith.constant 13 : i64
          %377 = arith.muli %355, %c13_i64_508 : i64
          %378 = arith.addi %352, %377 : i64
          %379 = llvm.getelementptr %9[%378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %376, %379 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %359 = arith.addi %72, %c8_i64_499 : i64
        %360 = arith.addi %184, %359 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %361 = arith.muli %73, %c2_i64_500 : i64
        %362 = arith.addi %185, %361 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %363 = arith.cmpi slt, %360, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %364 = arith.cmpi slt, %362, %c7_i64_502 : i64
        %365 = arith.andi %363, %364 : i1
        scf.if %365 {
          %374 = arith.extf %arg0 : f16 to f32
          %375 = memref.load %alloca_161[] : memref<f32>
          %376 = arith.mulf %374, %375 : f32
          %c13_i64_508 = arith.constant 13 : i64
          %377 = arith.muli %362, %c13_i64_508 : i64
          %378 = arith.addi %360, %377 : i64
          %379 = llvm.getelementptr %9[%378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %376, %379 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %366 = arith.addi %72, %c8_i64_503 : i64
        %367 = arith.addi %184, %366 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %368 = arith.muli %73, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %369 = arith.addi %368, %c1_i64_505 : i64
        %370 = arith.addi %185, %369 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %371 = arith.cmpi slt, %367, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %372 = arith.cmpi slt, %370, %c7_i64_507 : i64
        %373 = arith.andi %371, %372 : i1
        scf.if %373 {
          %374 = arith.extf %arg0 : f16 to f32
          %375 = memref.load %alloca_162[] : memref<f32>
          %376 = arith.mulf %374, %375 : f32
          %c13_i64_508 = arith.constant 13 : i64
          %377 = arith.muli %370, %c13_i64_508 : i64
          %378 = arith.addi %367, %377 : i64
          %379 = llvm.getelementptr %9[%378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %376, %379 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_267 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_267 : index to i64
      %c32_i64_268 = arith.constant 32 : i64
      %thread_id_y_269 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_269 : index to i64
      %76 = arith.muli %c32_i64_268, %75 : i64
      %77 = arith.addi %74, %76 : i64
      %c32_i64_270 = arith.constant 32 : i64
      %78 = arith.divsi %77, %c32_i64_270 : i64
      %c32_i64_271 = arith.constant 32 : i64
      %79 = arith.remsi %77, %c32_i64_271 : i64
      %c4_i64_272 = arith.constant 4 : i64
      %80 = arith.divsi %79, %c4_i64_272 : i64
      %c4_i64_273 = arith.constant 4 : i64
      %81 = arith.remsi %79, %c4_i64_273 : i64
      %c1_i64_274 = arith.constant 1 : i64
      %c4_i64_275 = arith.constant 4 : i64
      scf.for %arg36 = %78 to %c1_i64_274 step %c4_i64_275  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %182 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %183 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %184 = arith.muli %182, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %185 = arith.muli %183, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca_175[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_176[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_177[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_178[] : memref<f32>
        %186 = arith.addi %184, %80 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %187 = arith.minsi %186, %c12_i64_406 : i64
        %188 = arith.addi %184, %80 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %189 = arith.minsi %188, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %190 = arith.addi %80, %c8_i64_408 : i64
        %191 = arith.addi %184, %190 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %192 = arith.minsi %191, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %193 = arith.addi %80, %c8_i64_410 : i64
        %194 = arith.addi %184, %193 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %195 = arith.minsi %194, %c12_i64_411 : i64
        %196 = arith.addi %184, %80 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %197 = arith.minsi %196, %c12_i64_412 : i64
        %198 = arith.addi %184, %80 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %199 = arith.minsi %198, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %200 = arith.addi %80, %c8_i64_414 : i64
        %201 = arith.addi %184, %200 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %202 = arith.minsi %201, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %203 = arith.addi %80, %c8_i64_416 : i64
        %204 = arith.addi %184, %203 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %205 = arith.minsi %204, %c12_i64_417 : i64
        %206 = arith.addi %185, %80 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %207 = arith.minsi %206, %c6_i64_418 : i64
        %208 = arith.addi %185, %80 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %209 = arith.minsi %208, %c6_i64_419 : i64
        %210 = arith.addi %185, %80 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %211 = arith.minsi %210, %c6_i64_420 : i64
        %212 = arith.addi %185, %80 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %213 = arith.minsi %212, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %374 = arith.muli %81, %c2_i64_508 : i64
          %375 = arith.addi %arg37, %374 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %376 = arith.muli %81, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %377 = arith.addi %376, %c1_i64_510 : i64
          %378 = arith.addi %arg37, %377 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %379 = arith.muli %81, %c2_i64_511 : i64
          %380 = arith.addi %arg37, %379 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %381 = arith.muli %81, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %382 = arith.addi %381, %c1_i64_513 : i64
          %383 = arith.addi %arg37, %382 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %384 = arith.muli %81, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %385 = arith.addi %384, %c8_i64_515 : i64
          %386 = arith.addi %arg37, %385 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %387 = arith.muli %81, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %388 = arith.addi %387, %c9_i64_517 : i64
          %389 = arith.addi %arg37, %388 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %390 = arith.muli %81, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %391 = arith.addi %390, %c8_i64_519 : i64
          %392 = arith.addi %arg37, %391 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %393 = arith.muli %81, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %394 = arith.addi %393, %c9_i64_521 : i64
          %395 = arith.addi %arg37, %394 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %396 = arith.muli %81, %c2_i64_522 : i64
          %397 = arith.addi %arg37, %396 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %398 = arith.muli %81, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %399 = arith.addi %398, %c1_i64_524 : i64
          %400 = arith.addi %arg37, %399 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %401 = arith.muli %81, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %402 = arith.addi %401, %c8_i64_526 : i64
          %403 = arith.addi %arg37, %402 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %404 = arith.muli %81, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %405 = arith.addi %404, %c9_i64_528 : i64
          %406 = arith.addi %arg37, %405 : i64
          %c9_i64_529 = arith.constant 9 : i64
          %407 = arith.muli %187, %c9_i64_529 : i64
          %408 = arith.addi %375, %407 : i64
          %409 = llvm.getelementptr %3[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %410 = llvm.load %409 : !llvm.ptr<1> -> f16
          %c9_i64_530 = arith.constant 9 : i64
          %411 = arith.muli %189, %c9_i64_530 : i64
          %412 = arith.addi %378, %411 : i64
          %413 = llvm.getelementptr %3[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %414 = llvm.load %413 : !llvm.ptr<1> -> f16
          %c9_i64_531 = arith.constant 9 : i64
          %415 = arith.muli %192, %c9_i64_531 : i64
          %416 = arith.addi %380, %415 : i64
          %417 = llvm.getelementptr %3[%416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %418 = llvm.load %417 : !llvm.ptr<1> -> f16
          %c9_i64_532 = arith.constant 9 : i64
          %419 = arith.muli %195, %c9_i64_532 : i64
          %420 = arith.addi %383, %419 : i64
          %421 = llvm.getelementptr %3[%420] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %422 = llvm.load %421 : !llvm.ptr<1> -> f16
          %c9_i64_533 = arith.constant 9 : i64
          %423 = arith.muli %197, %c9_i64_533 : i64
          %424 = arith.addi %386, %423 : i64
          %425 = llvm.getelementptr %3[%424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %426 = llvm.load %425 : !llvm.ptr<1> -> f16
          %c9_i64_534 = arith.constant 9 : i64
          %427 = arith.muli %199, %c9_i64_534 : i64
          %428 = arith.addi %389, %427 : i64
          %429 = llvm.getelementptr %3[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %430 = llvm.load %429 : !llvm.ptr<1> -> f16
          %c9_i64_535 = arith.constant 9 : i64
          %431 = arith.muli %202, %c9_i64_535 : i64
          %432 = arith.addi %392, %431 : i64
          %433 = llvm.getelementptr %3[%432] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %434 = llvm.load %433 : !llvm.ptr<1> -> f16
          %c9_i64_536 = arith.constant 9 : i64
          %435 = arith.muli %205, %c9_i64_536 : i64
          %436 = arith.addi %395, %435 : i64
          %437 = llvm.getelementptr %3[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %438 = llvm.load %437 : !llvm.ptr<1> -> f16
          %c9_i64_537 = arith.constant 9 : i64
          %439 = arith.muli %207, %c9_i64_537 : i64
          %440 = arith.addi %397, %439 : i64
          %441 = llvm.getelementptr %5[%440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %442 = llvm.load %441 : !llvm.ptr<1> -> f16
          %c9_i64_538 = arith.constant 9 : i64
          %443 = arith.muli %209, %c9_i64_538 : i64
          %444 = arith.addi %400, %443 : i64
          %445 = llvm.getelementptr %5[%444] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %446 = llvm.load %445 : !llvm.ptr<1> -> f16
          %c9_i64_539 = arith.constant 9 : i64
          %447 = arith.muli %211, %c9_i64_539 : i64
          %448 = arith.addi %403, %447 : i64
          %449 = llvm.getelementptr %5[%448] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %450 = llvm.load %449 : !llvm.ptr<1> -> f16
          %c9_i64_540 = arith.constant 9 : i64
          %451 = arith.muli %213, %c9_i64_540 : i64
          %452 = arith.addi %406, %451 : i64
          %453 = llvm.getelementptr %5[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %454 = llvm.load %453 : !llvm.ptr<1> -> f16
          %455 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %456 = llvm.insertelement %410, %455[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %457 = llvm.insertelement %414, %456[%c1_i32_542 : i32] : vector<2xf16>
          %458 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %459 = llvm.insertelement %418, %458[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %460 = llvm.insertelement %422, %459[%c1_i32_544 : i32] : vector<2xf16>
          %461 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %462 = llvm.insertelement %426, %461[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %463 = llvm.insertelement %430, %462[%c1_i32_546 : i32] : vector<2xf16>
          %464 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %465 = llvm.insertelement %434, %464[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %466 = llvm.insertelement %438, %465[%c1_i32_548 : i32] : vector<2xf16>
          %467 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %468 = llvm.insertelement %442, %467[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %469 = llvm.insertelement %446, %468[%c1_i32_550 : i32] : vector<2xf16>
          %470 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %471 = llvm.insertelement %450, %470[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %472 = llvm.insertelement %454, %471[%c1_i32_552 : i32] : vector<2xf16>
          %473 = memref.load %alloca_175[] : memref<f32>
          %474 = memref.load %alloca_176[] : memref<f32>
          %475 = memref.load %alloca_177[] : memref<f32>
          %476 = memref.load %alloca_178[] : memref<f32>
          %477 = nvvm.mma.sync A[%457, %460, %463, %466]  B[%469, %472]  C[%473, %474, %475, %476]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %478 = llvm.extractvalue %477[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %478, %alloca_175[] : memref<f32>
          %479 = llvm.extractvalue %477[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %479, %alloca_176[] : memref<f32>
          %480 = llvm.extractvalue %477[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %480, %alloca_177[] : memref<f32>
          %481 = llvm.extractvalue %477[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %481, %alloca_178[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %214 = arith.muli %81, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %215 = arith.muli %81, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %216 = arith.addi %215, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %217 = arith.muli %81, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %218 = arith.muli %81, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %219 = arith.addi %218, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %220 = arith.muli %81, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %221 = arith.addi %220, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %222 = arith.muli %81, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %223 = arith.addi %222, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %224 = arith.muli %81, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %225 = arith.addi %224, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %226 = arith.muli %81, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %227 = arith.addi %226, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %228 = arith.muli %81, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %229 = arith.muli %81, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %230 = arith.addi %229, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %231 = arith.muli %81, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %232 = arith.addi %231, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %233 = arith.muli %81, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %234 = arith.addi %233, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %235 = arith.minsi %214, %c8_i64_445 : i64
        %c9_i64_446 = arith.constant 9 : i64
        %236 = arith.muli %187, %c9_i64_446 : i64
        %237 = arith.addi %235, %236 : i64
        %238 = llvm.getelementptr %3[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %239 = llvm.load %238 : !llvm.ptr<1> -> f16
        memref.store %239, %alloca_179[] : memref<f16>
        %c9_i64_447 = arith.constant 9 : i64
        %240 = arith.cmpi sge, %214, %c9_i64_447 : i64
        scf.if %240 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_179[] : memref<f16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %241 = arith.minsi %216, %c8_i64_448 : i64
        %c9_i64_449 = arith.constant 9 : i64
        %242 = arith.muli %189, %c9_i64_449 : i64
        %243 = arith.addi %241, %242 : i64
        %244 = llvm.getelementptr %3[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %245 = llvm.load %244 : !llvm.ptr<1> -> f16
        memref.store %245, %alloca_180[] : memref<f16>
        %c9_i64_450 = arith.constant 9 : i64
        %246 = arith.cmpi sge, %216, %c9_i64_450 : i64
        scf.if %246 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_180[] : memref<f16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %247 = arith.minsi %217, %c8_i64_451 : i64
        %c9_i64_452 = arith.constant 9 : i64
        %248 = arith.muli %192, %c9_i64_452 : i64
        %249 = arith.addi %247, %248 : i64
        %250 = llvm.getelementptr %3[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %251 = llvm.load %250 : !llvm.ptr<1> -> f16
        memref.store %251, %alloca_181[] : memref<f16>
        %c9_i64_453 = arith.constant 9 : i64
        %252 = arith.cmpi sge, %217, %c9_i64_453 : i64
        scf.if %252 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_181[] : memref<f16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %253 = arith.minsi %219, %c8_i64_454 : i64
        %c9_i64_455 = arith.constant 9 : i64
        %254 = arith.muli %195, %c9_i64_455 : i64
        %255 = arith.addi %253, %254 : i64
        %256 = llvm.getelementptr %3[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %257 = llvm.load %256 : !llvm.ptr<1> -> f16
        memref.store %257, %alloca_182[] : memref<f16>
        %c9_i64_456 = arith.constant 9 : i64
        %258 = arith.cmpi sge, %219, %c9_i64_456 : i64
        scf.if %258 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_182[] : memref<f16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %259 = arith.minsi %221, %c8_i64_457 : i64
        %c9_i64_458 = arith.constant 9 : i64
        %260 = arith.muli %197, %c9_i64_458 : i64
        %261 = arith.addi %259, %260 : i64
        %262 = llvm.getelementptr %3[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %263 = llvm.load %262 : !llvm.ptr<1> -> f16
        memref.store %263, %alloca_183[] : memref<f16>
        %c9_i64_459 = arith.constant 9 : i64
        %264 = arith.cmpi sge, %221, %c9_i64_459 : i64
        scf.if %264 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_183[] : memref<f16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %265 = arith.minsi %223, %c8_i64_460 : i64
        %c9_i64_461 = arith.constant 9 : i64
        %266 = arith.muli %199, %c9_i64_461 : i64
        %267 = arith.addi %265, %266 : i64
        %268 = llvm.getelementptr %3[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %269 = llvm.load %268 : !llvm.ptr<1> -> f16
        memref.store %269, %alloca_184[] : memref<f16>
        %c9_i64_462 = arith.constant 9 : i64
        %270 = arith.cmpi sge, %223, %c9_i64_462 : i64
        scf.if %270 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_184[] : memref<f16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %271 = arith.minsi %225, %c8_i64_463 : i64
        %c9_i64_464 = arith.constant 9 : i64
        %272 = arith.muli %202, %c9_i64_464 : i64
        %273 = arith.addi %271, %272 : i64
        %274 = llvm.getelementptr %3[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %275 = llvm.load %274 : !llvm.ptr<1> -> f16
        memref.store %275, %alloca_185[] : memref<f16>
        %c9_i64_465 = arith.constant 9 : i64
        %276 = arith.cmpi sge, %225, %c9_i64_465 : i64
        scf.if %276 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_185[] : memref<f16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %277 = arith.minsi %227, %c8_i64_466 : i64
        %c9_i64_467 = arith.constant 9 : i64
        %278 = arith.muli %205, %c9_i64_467 : i64
        %279 = arith.addi %277, %278 : i64
        %280 = llvm.getelementptr %3[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %281 = llvm.load %280 : !llvm.ptr<1> -> f16
        memref.store %281, %alloca_186[] : memref<f16>
        %c9_i64_468 = arith.constant 9 : i64
        %282 = arith.cmpi sge, %227, %c9_i64_468 : i64
        scf.if %282 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_186[] : memref<f16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %283 = arith.minsi %228, %c8_i64_469 : i64
        %c9_i64_470 = arith.constant 9 : i64
        %284 = arith.muli %207, %c9_i64_470 : i64
        %285 = arith.addi %283, %284 : i64
        %286 = llvm.getelementptr %5[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %287 = llvm.load %286 : !llvm.ptr<1> -> f16
        memref.store %287, %alloca_187[] : memref<f16>
        %c9_i64_471 = arith.constant 9 : i64
        %288 = arith.cmpi sge, %228, %c9_i64_471 : i64
        scf.if %288 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_187[] : memref<f16>
        }
        %c8_i64_472 = arith.constant 8 : i64
        %289 = arith.minsi %230, %c8_i64_472 : i64
        %c9_i64_473 = arith.constant 9 : i64
        %290 = arith.muli %209, %c9_i64_473 : i64
        %291 = arith.addi %289, %290 : i64
        %292 = llvm.getelementptr %5[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %293 = llvm.load %292 : !llvm.ptr<1> -> f16
        memref.store %293, %alloca_188[] : memref<f16>
        %c9_i64_474 = arith.constant 9 : i64
        %294 = arith.cmpi sge, %230, %c9_i64_474 : i64
        scf.if %294 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_188[] : memref<f16>
        }
        %c8_i64_475 = arith.constant 8 : i64
        %295 = arith.minsi %232, %c8_i64_475 : i64
        %c9_i64_476 = arith.constant 9 : i64
        %296 = arith.muli %211, %c9_i64_476 : i64
        %297 = arith.addi %295, %296 : i64
        %298 = llvm.getelementptr %5[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %299 = llvm.load %298 : !llvm.ptr<1> -> f16
        memref.store %299, %alloca_189[] : memref<f16>
        %c9_i64_477 = arith.constant 9 : i64
        %300 = arith.cmpi sge, %232, %c9_i64_477 : i64
        scf.if %300 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_189[] : memref<f16>
        }
        %c8_i64_478 = arith.constant 8 : i64
        %301 = arith.minsi %234, %c8_i64_478 : i64
        %c9_i64_479 = arith.constant 9 : i64
        %302 = arith.muli %213, %c9_i64_479 : i64
        %303 = arith.addi %301, %302 : i64
        %304 = llvm.getelementptr %5[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %305 = llvm.load %304 : !llvm.ptr<1> -> f16
        memref.store %305, %alloca_190[] : memref<f16>
        %c9_i64_480 = arith.constant 9 : i64
        %306 = arith.cmpi sge, %234, %c9_i64_480 : i64
        scf.if %306 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_190[] : memref<f16>
        }
        %307 = memref.load %alloca_179[] : memref<f16>
        %308 = memref.load %alloca_180[] : memref<f16>
        %309 = memref.load %alloca_181[] : memref<f16>
        %310 = memref.load %alloca_182[] : memref<f16>
        %311 = memref.load %alloca_183[] : memref<f16>
        %312 = memref.load %alloca_184[] : memref<f16>
        %313 = memref.load %alloca_185[] : memref<f16>
        %314 = memref.load %alloca_186[] : memref<f16>
        %315 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_481 = arith.constant 0 : i32
        %316 = llvm.insertelement %307, %315[%c0_i32_481 : i32] : vector<2xf16>
        %c1_i32_482 = arith.constant 1 : i32
        %317 = llvm.insertelement %308, %316[%c1_i32_482 : i32] : vector<2xf16>
        %318 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_483 = arith.constant 0 : i32
        %319 = llvm.insertelement %309, %318[%c0_i32_483 : i32] : vector<2xf16>
        %c1_i32_484 = arith.constant 1 : i32
        %320 = llvm.insertelement %310, %319[%c1_i32_484 : i32] : vector<2xf16>
        %321 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_485 = arith.constant 0 : i32
        %322 = llvm.insertelement %311, %321[%c0_i32_485 : i32] : vector<2xf16>
        %c1_i32_486 = arith.constant 1 : i32
        %323 = llvm.insertelement %312, %322[%c1_i32_486 : i32] : vector<2xf16>
        %324 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_487 = arith.constant 0 : i32
        %325 = llvm.insertelement %313, %324[%c0_i32_487 : i32] : vector<2xf16>
        %c1_i32_488 = arith.constant 1 : i32
        %326 = llvm.insertelement %314, %325[%c1_i32_488 : i32] : vector<2xf16>
        %327 = memref.load %alloca_187[] : memref<f16>
        %328 = memref.load %alloca_188[] : memref<f16>
        %329 = memref.load %alloca_189[] : memref<f16>
        %330 = memref.load %alloca_190[] : memref<f16>
        %331 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_489 = arith.constant 0 : i32
        %332 = llvm.insertelement %327, %331[%c0_i32_489 : i32] : vector<2xf16>
        %c1_i32_490 = arith.constant 1 : i32
        %333 = llvm.insertelement %328, %332[%c1_i32_490 : i32] : vector<2xf16>
        %334 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_491 = arith.constant 0 : i32
        %335 = llvm.insertelement %329, %334[%c0_i32_491 : i32] : vector<2xf16>
        %c1_i32_492 = arith.constant 1 : i32
        %336 = llvm.insertelement %330, %335[%c1_i32_492 : i32] : vector<2xf16>
        %337 = memref.load %alloca_175[] : memref<f32>
        %338 = memref.load %alloca_176[] : memref<f32>
        %339 = memref.load %alloca_177[] : memref<f32>
        %340 = memref.load %alloca_178[] : memref<f32>
        %341 = nvvm.mma.sync A[%317, %320, %323, %326]  B[%333, %336]  C[%337, %338, %339, %340]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %342 = llvm.extractvalue %341[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %342, %alloca_175[] : memref<f32>
        %343 = llvm.extractvalue %341[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %343, %alloca_176[] : memref<f32>
        %344 = llvm.extractvalue %341[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %344, %alloca_177[] : memref<f32>
        %345 = llvm.extractvalue %341[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %345, %alloca_178[] : memref<f32>
        %346 = arith.addi %184, %80 : i64
        %c2_i64_493 = arith.constant 2 : i64
        %347 = arith.muli %81, %c2_i64_493 : i64
        %348 = arith.addi %185, %347 : i64
        %c13_i64_494 = arith.constant 13 : i64
        %349 = arith.cmpi slt, %346, %c13_i64_494 : i64
        %c7_i64 = arith.constant 7 : i64
        %350 = arith.cmpi slt, %348, %c7_i64 : i64
        %351 = arith.andi %349, %350 : i1
        scf.if %351 {
          %374 = arith.extf %arg1 : bf16 to f32
          %c13_i64_508 = arith.constant 13 : i64
          %375 = arith.muli %348, %c13_i64_508 : i64
          %376 = arith.addi %346, %375 : i64
          %377 = llvm.getelementptr %11[%376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %378 = llvm.load %377 : !llvm.ptr<1> -> f32
          %379 = memref.load %alloca_175[] : memref<f32>
          %380 = llvm.intr.fma(%374, %378, %379) : (f32, f32, f32) -> f32
          %c13_i64_509 = arith.constant 13 : i64
          %381 = arith.muli %348, %c13_i64_509 : i64
          %382 = arith.addi %346, %381 : i64
          %383 = llvm.getelementptr %11[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %380, %383 : f32, !llvm.ptr<1>
        }
        %352 = arith.addi %184, %80 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %353 = arith.muli %81, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %354 = arith.addi %353, %c1_i64_496 : i64
        %355 = arith.addi %185, %354 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %356 = arith.cmpi slt, %352, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %357 = arith.cmpi slt, %355, %c7_i64_498 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %374 = arith.extf %arg1 : bf16 to f32
          %c13_i64_508 = arith.constant 13 : i64
          %375 = arith.muli %355, %c13_i64_508 : i64
          %376 = arith.addi %352, %375 : i64
          %377 = llvm.getelementptr %11[%376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %378 = llvm.load %377 : !llvm.ptr<1> -> f32
          %379 = memref.load %alloca_176[] : memref<f32>
          %380 = llvm.intr.fma(%374, %378, %379) : (f32, f32, f32) -> f32
          %c13_i64_509 = arith.constant 13 : i64
          %381 = arith.muli %355, %c13_i64_509 : i64
          %382 = arith.addi %352, %381 : i64
          %383 = llvm.getelementptr %11[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %380, %383 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %359 = arith.addi %80, %c8_i64_499 : i64
        %360 = arith.addi %184, %359 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %361 = arith.muli %81, %c2_i64_500 : i64
        %362 = arith.addi %185, %361 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %363 = arith.cmpi slt, %360, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %364 = arith.cmpi slt, %362, %c7_i64_502 : i64
        %365 = arith.andi %363, %364 : i1
        scf.if %365 {
          %374 = arith.extf %arg1 : bf16 to f32
          %c13_i64_508 = arith.constant 13 : i64
          %375 = arith.muli %362, %c13_i64_508 : i64
          %376 = arith.addi %360, %375 : i64
          %377 = llvm.getelementptr %11[%376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %378 = llvm.load %377 : !llvm.ptr<1> -> f32
          %379 = memref.load %alloca_177[] : memref<f32>
          %380 = llvm.intr.fma(%374, %378, %379) : (f32, f32, f32) -> f32
          %c13_i64_509 = arith.constant 13 : i64
          %381 = arith.muli %362, %c13_i64_509 : i64
          %382 = arith.addi %360, %381 : i64
          %383 = llvm.getelementptr %11[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %380, %383 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %366 = arith.addi %80, %c8_i64_503 : i64
        %367 = arith.addi %184, %366 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %368 = arith.muli %81, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %369 = arith.addi %368, %c1_i64_505 : i64
        %370 = arith.addi %185, %369 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %371 = arith.cmpi slt, %367, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %372 = arith.cmpi slt, %370, %c7_i64_507 : i64
        %373 = arith.andi %371, %372 : i1
        scf.if %373 {
          %374 = arith.extf %arg1 : bf16 to f32
          %c13_i64_508 = arith.constant 13 : i64
          %375 = arith.muli %370, %c13_i64_508 : i64
          %376 = arith.addi %367, %375 : i64
          %377 = llvm.getelementptr %11[%376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %378 = llvm.load %377 : !llvm.ptr<1> -> f32
          %379 = memref.load %alloca_178[] : memref<f32>
          %380 = llvm.intr.fma(%374, %378, %379) : (f32, f32, f32) -> f32
          %c13_i64_509 = arith.constant 13 : i64
          %381 = arith.muli %370, %c13_i64_509 : i64
          %382 = arith.addi %367, %381 : i64
          %383 = llvm.getelementptr %11[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %380, %383 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_276 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_276 : index to i64
      %c32_i64_277 = arith.constant 32 : i64
      %thread_id_y_278 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_278 : index to i64
      %84 = arith.muli %c32_i64_277, %83 : i64
      %85 = arith.addi %82, %84 : i64
      %c32_i64_279 = arith.constant 32 : i64
      %86 = arith.divsi %85, %c32_i64_279 : i64
      %c32_i64_280 = arith.constant 32 : i64
      %87 = arith.remsi %85, %c32_i64_280 : i64
      %c4_i64_281 = arith.constant 4 : i64
      %88 = arith.divsi %87, %c4_i64_281 : i64
      %c4_i64_282 = arith.constant 4 : i64
      %89 = arith.remsi %87, %c4_i64_282 : i64
      %c1_i64_283 = arith.constant 1 : i64
      %c4_i64_284 = arith.constant 4 : i64
      scf.for %arg36 = %86 to %c1_i64_283 step %c4_i64_284  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %182 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %183 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %184 = arith.muli %182, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %185 = arith.muli %183, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca_191[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_192[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_193[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_194[] : memref<f32>
        %186 = arith.addi %184, %88 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %187 = arith.minsi %186, %c12_i64_406 : i64
        %188 = arith.addi %184, %88 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %189 = arith.minsi %188, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %190 = arith.addi %88, %c8_i64_408 : i64
        %191 = arith.addi %184, %190 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %192 = arith.minsi %191, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %193 = arith.addi %88, %c8_i64_410 : i64
        %194 = arith.addi %184, %193 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %195 = arith.minsi %194, %c12_i64_411 : i64
        %196 = arith.addi %184, %88 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %197 = arith.minsi %196, %c12_i64_412 : i64
        %198 = arith.addi %184, %88 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %199 = arith.minsi %198, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %200 = arith.addi %88, %c8_i64_414 : i64
        %201 = arith.addi %184, %200 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %202 = arith.minsi %201, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %203 = arith.addi %88, %c8_i64_416 : i64
        %204 = arith.addi %184, %203 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %205 = arith.minsi %204, %c12_i64_417 : i64
        %206 = arith.addi %185, %88 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %207 = arith.minsi %206, %c6_i64_418 : i64
        %208 = arith.addi %185, %88 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %209 = arith.minsi %208, %c6_i64_419 : i64
        %210 = arith.addi %185, %88 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %211 = arith.minsi %210, %c6_i64_420 : i64
        %212 = arith.addi %185, %88 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %213 = arith.minsi %212, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %374 = arith.muli %89, %c2_i64_508 : i64
          %375 = arith.addi %arg37, %374 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %376 = arith.muli %89, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %377 = arith.addi %376, %c1_i64_510 : i64
          %378 = arith.addi %arg37, %377 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %379 = arith.muli %89, %c2_i64_511 : i64
          %380 = arith.addi %arg37, %379 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %381 = arith.muli %89, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %382 = arith.addi %381, %c1_i64_513 : i64
          %383 = arith.addi %arg37, %382 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %384 = arith.muli %89, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %385 = arith.addi %384, %c8_i64_515 : i64
          %386 = arith.addi %arg37, %385 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %387 = arith.muli %89, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %388 = arith.addi %387, %c9_i64_517 : i64
          %389 = arith.addi %arg37, %388 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %390 = arith.muli %89, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %391 = arith.addi %390, %c8_i64_519 : i64
          %392 = arith.addi %arg37, %391 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %393 = arith.muli %89, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %394 = arith.addi %393, %c9_i64_521 : i64
          %395 = arith.addi %arg37, %394 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %396 = arith.muli %89, %c2_i64_522 : i64
          %397 = arith.addi %arg37, %396 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %398 = arith.muli %89, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %399 = arith.addi %398, %c1_i64_524 : i64
          %400 = arith.addi %arg37, %399 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %401 = arith.muli %89, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %402 = arith.addi %401, %c8_i64_526 : i64
          %403 = arith.addi %arg37, %402 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %404 = arith.muli %89, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %405 = arith.addi %404, %c9_i64_528 : i64
          %406 = arith.addi %arg37, %405 : i64
          %c13_i64_529 = arith.constant 13 : i64
          %407 = arith.muli %375, %c13_i64_529 : i64
          %408 = arith.addi %187, %407 : i64
          %409 = llvm.getelementptr %1[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %410 = llvm.load %409 : !llvm.ptr<1> -> f16
          %c13_i64_530 = arith.constant 13 : i64
          %411 = arith.muli %378, %c13_i64_530 : i64
          %412 = arith.addi %189, %411 : i64
          %413 = llvm.getelementptr %1[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %414 = llvm.load %413 : !llvm.ptr<1> -> f16
          %c13_i64_531 = arith.constant 13 : i64
          %415 = arith.muli %380, %c13_i64_531 : i64
          %416 = arith.addi %192, %415 : i64
          %417 = llvm.getelementptr %1[%416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %418 = llvm.load %417 : !llvm.ptr<1> -> f16
          %c13_i64_532 = arith.constant 13 : i64
          %419 = arith.muli %383, %c13_i64_532 : i64
          %420 = arith.addi %195, %419 : i64
          %421 = llvm.getelementptr %1[%420] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %422 = llvm.load %421 : !llvm.ptr<1> -> f16
          %c13_i64_533 = arith.constant 13 : i64
          %423 = arith.muli %386, %c13_i64_533 : i64
          %424 = arith.addi %197, %423 : i64
          %425 = llvm.getelementptr %1[%424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %426 = llvm.load %425 : !llvm.ptr<1> -> f16
          %c13_i64_534 = arith.constant 13 : i64
          %427 = arith.muli %389, %c13_i64_534 : i64
          %428 = arith.addi %199, %427 : i64
          %429 = llvm.getelementptr %1[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %430 = llvm.load %429 : !llvm.ptr<1> -> f16
          %c13_i64_535 = arith.constant 13 : i64
          %431 = arith.muli %392, %c13_i64_535 : i64
          %432 = arith.addi %202, %431 : i64
          %433 = llvm.getelementptr %1[%432] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %434 = llvm.load %433 : !llvm.ptr<1> -> f16
          %c13_i64_536 = arith.constant 13 : i64
          %435 = arith.muli %395, %c13_i64_536 : i64
          %436 = arith.addi %205, %435 : i64
          %437 = llvm.getelementptr %1[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %438 = llvm.load %437 : !llvm.ptr<1> -> f16
          %c7_i64_537 = arith.constant 7 : i64
          %439 = arith.muli %397, %c7_i64_537 : i64
          %440 = arith.addi %207, %439 : i64
          %441 = llvm.getelementptr %7[%440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %442 = llvm.load %441 : !llvm.ptr<1> -> f16
          %c7_i64_538 = arith.constant 7 : i64
          %443 = arith.muli %400, %c7_i64_538 : i64
          %444 = arith.addi %209, %443 : i64
          %445 = llvm.getelementptr %7[%444] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %446 = llvm.load %445 : !llvm.ptr<1> -> f16
          %c7_i64_539 = arith.constant 7 : i64
          %447 = arith.muli %403, %c7_i64_539 : i64
          %448 = arith.addi %211, %447 : i64
          %449 = llvm.getelementptr %7[%448] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %450 = llvm.load %449 : !llvm.ptr<1> -> f16
          %c7_i64_540 = arith.constant 7 : i64
          %451 = arith.muli %406, %c7_i64_540 : i64
          %452 = arith.addi %213, %451 : i64
          %453 = llvm.getelementptr %7[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %454 = llvm.load %453 : !llvm.ptr<1> -> f16
          %455 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %456 = llvm.insertelement %410, %455[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %457 = llvm.insertelement %414, %456[%c1_i32_542 : i32] : vector<2xf16>
          %458 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %459 = llvm.insertelement %418, %458[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %460 = llvm.insertelement %422, %459[%c1_i32_544 : i32] : vector<2xf16>
          %461 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %462 = llvm.insertelement %426, %461[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %463 = llvm.insertelement %430, %462[%c1_i32_546 : i32] : vector<2xf16>
          %464 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %465 = llvm.insertelement %434, %464[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %466 = llvm.insertelement %438, %465[%c1_i32_548 : i32] : vector<2xf16>
          %467 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %468 = llvm.insertelement %442, %467[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %469 = llvm.insertelement %446, %468[%c1_i32_550 : i32] : vector<2xf16>
          %470 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %471 = llvm.insertelement %450, %470[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %472 = llvm.insertelement %454, %471[%c1_i32_552 : i32] : vector<2xf16>
          %473 = memref.load %alloca_191[] : memref<f32>
          %474 = memref.load %alloca_192[] : memref<f32>
          %475 = memref.load %alloca_193[] : memref<f32>
          %476 = memref.load %alloca_194[] : memref<f32>
          %477 = nvvm.mma.sync A[%457, %460, %463, %466]  B[%469, %472]  C[%473, %474, %475, %476]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %478 = llvm.extractvalue %477[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %478, %alloca_191[] : memref<f32>
          %479 = llvm.extractvalue %477[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %479, %alloca_192[] : memref<f32>
          %480 = llvm.extractvalue %477[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %480, %alloca_193[] : memref<f32>
          %481 = llvm.extractvalue %477[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %481, %alloca_194[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %214 = arith.muli %89, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %215 = arith.muli %89, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %216 = arith.addi %215, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %217 = arith.muli %89, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %218 = arith.muli %89, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %219 = arith.addi %218, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %220 = arith.muli %89, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %221 = arith.addi %220, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %222 = arith.muli %89, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %223 = arith.addi %222, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %224 = arith.muli %89, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %225 = arith.addi %224, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %226 = arith.muli %89, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %227 = arith.addi %226, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %228 = arith.muli %89, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %229 = arith.muli %89, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %230 = arith.addi %229, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %231 = arith.muli %89, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %232 = arith.addi %231, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %233 = arith.muli %89, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %234 = arith.addi %233, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %235 = arith.minsi %214, %c8_i64_445 : i64
        %c13_i64_446 = arith.constant 13 : i64
        %236 = arith.muli %235, %c13_i64_446 : i64
        %237 = arith.addi %187, %236 : i64
        %238 = llvm.getelementptr %1[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %239 = llvm.load %238 : !llvm.ptr<1> -> f16
        memref.store %239, %alloca_195[] : memref<f16>
        %c9_i64_447 = arith.constant 9 : i64
        %240 = arith.cmpi sge, %214, %c9_i64_447 : i64
        scf.if %240 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_195[] : memref<f16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %241 = arith.minsi %216, %c8_i64_448 : i64
        %c13_i64_449 = arith.constant 13 : i64
        %242 = arith.muli %241, %c13_i64_449 : i64
        %243 = arith.addi %189, %242 : i64
        %244 = llvm.getelementptr %1[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %245 = llvm.load %244 : !llvm.ptr<1> -> f16
        memref.store %245, %alloca_196[] : memref<f16>
        %c9_i64_450 = arith.constant 9 : i64
        %246 = arith.cmpi sge, %216, %c9_i64_450 : i64
        scf.if %246 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_196[] : memref<f16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %247 = arith.minsi %217, %c8_i64_451 : i64
        %c13_i64_452 = arith.constant 13 : i64
        %248 = arith.muli %247, %c13_i64_452 : i64
        %249 = arith.addi %192, %248 : i64
        %250 = llvm.getelementptr %1[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %251 = llvm.load %250 : !llvm.ptr<1> -> f16
        memref.store %251, %alloca_197[] : memref<f16>
        %c9_i64_453 = arith.constant 9 : i64
        %252 = arith.cmpi sge, %217, %c9_i64_453 : i64
        scf.if %252 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_197[] : memref<f16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %253 = arith.minsi %219, %c8_i64_454 : i64
        %c13_i64_455 = arith.constant 13 : i64
        %254 = arith.muli %253, %c13_i64_455 : i64
        %255 = arith.addi %195, %254 : i64
        %256 = llvm.getelementptr %1[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %257 = llvm.load %256 : !llvm.ptr<1> -> f16
        memref.store %257, %alloca_198[] : memref<f16>
        %c9_i64_456 = arith.constant 9 : i64
        %258 = arith.cmpi sge, %219, %c9_i64_456 : i64
        scf.if %258 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_198[] : memref<f16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %259 = arith.minsi %221, %c8_i64_457 : i64
        %c13_i64_458 = arith.constant 13 : i64
        %260 = arith.muli %259, %c13_i64_458 : i64
        %261 = arith.addi %197, %260 : i64
        %262 = llvm.getelementptr %1[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %263 = llvm.load %262 : !llvm.ptr<1> -> f16
        memref.store %263, %alloca_199[] : memref<f16>
        %c9_i64_459 = arith.constant 9 : i64
        %264 = arith.cmpi sge, %221, %c9_i64_459 : i64
        scf.if %264 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_199[] : memref<f16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %265 = arith.minsi %223, %c8_i64_460 : i64
        %c13_i64_461 = arith.constant 13 : i64
        %266 = arith.muli %265, %c13_i64_461 : i64
        %267 = arith.addi %199, %266 : i64
        %268 = llvm.getelementptr %1[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %269 = llvm.load %268 : !llvm.ptr<1> -> f16
        memref.store %269, %alloca_200[] : memref<f16>
        %c9_i64_462 = arith.constant 9 : i64
        %270 = arith.cmpi sge, %223, %c9_i64_462 : i64
        scf.if %270 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_200[] : memref<f16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %271 = arith.minsi %225, %c8_i64_463 : i64
        %c13_i64_464 = arith.constant 13 : i64
        %272 = arith.muli %271, %c13_i64_464 : i64
        %273 = arith.addi %202, %272 : i64
        %274 = llvm.getelementptr %1[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %275 = llvm.load %274 : !llvm.ptr<1> -> f16
        memref.store %275, %alloca_201[] : memref<f16>
        %c9_i64_465 = arith.constant 9 : i64
        %276 = arith.cmpi sge, %225, %c9_i64_465 : i64
        scf.if %276 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_201[] : memref<f16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %277 = arith.minsi %227, %c8_i64_466 : i64
        %c13_i64_467 = arith.constant 13 : i64
        %278 = arith.muli %277, %c13_i64_467 : i64
        %279 = arith.addi %205, %278 : i64
        %280 = llvm.getelementptr %1[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %281 = llvm.load %280 : !llvm.ptr<1> -> f16
        memref.store %281, %alloca_202[] : memref<f16>
        %c9_i64_468 = arith.constant 9 : i64
        %282 = arith.cmpi sge, %227, %c9_i64_468 : i64
        scf.if %282 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_202[] : memref<f16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %283 = arith.minsi %228, %c8_i64_469 : i64
        %c7_i64 = arith.constant 7 : i64
        %284 = arith.muli %283, %c7_i64 : i64
        %285 = arith.addi %207, %284 : i64
        %286 = llvm.getelementptr %7[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %287 = llvm.load %286 : !llvm.ptr<1> -> f16
        memref.store %287, %alloca_203[] : memref<f16>
        %c9_i64_470 = arith.constant 9 : i64
        %288 = arith.cmpi sge, %228, %c9_i64_470 : i64
        scf.if %288 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_203[] : memref<f16>
        }
        %c8_i64_471 = arith.constant 8 : i64
        %289 = arith.minsi %230, %c8_i64_471 : i64
        %c7_i64_472 = arith.constant 7 : i64
        %290 = arith.muli %289, %c7_i64_472 : i64
        %291 = arith.addi %209, %290 : i64
        %292 = llvm.getelementptr %7[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %293 = llvm.load %292 : !llvm.ptr<1> -> f16
        memref.store %293, %alloca_204[] : memref<f16>
        %c9_i64_473 = arith.constant 9 : i64
        %294 = arith.cmpi sge, %230, %c9_i64_473 : i64
        scf.if %294 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_204[] : memref<f16>
        }
        %c8_i64_474 = arith.constant 8 : i64
        %295 = arith.minsi %232, %c8_i64_474 : i64
        %c7_i64_475 = arith.constant 7 : i64
        %296 = arith.muli %295, %c7_i64_475 : i64
        %297 = arith.addi %211, %296 : i64
        %298 = llvm.getelementptr %7[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %299 = llvm.load %298 : !llvm.ptr<1> -> f16
        memref.store %299, %alloca_205[] : memref<f16>
        %c9_i64_476 = arith.constant 9 : i64
        %300 = arith.cmpi sge, %232, %c9_i64_476 : i64
        scf.if %300 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_205[] : memref<f16>
        }
        %c8_i64_477 = arith.constant 8 : i64
        %301 = arith.minsi %234, %c8_i64_477 : i64
        %c7_i64_478 = arith.constant 7 : i64
        %302 = arith.muli %301, %c7_i64_478 : i64
        %303 = arith.addi %213, %302 : i64
        %304 = llvm.getelementptr %7[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %305 = llvm.load %304 : !llvm.ptr<1> -> f16
        memref.store %305, %alloca_206[] : memref<f16>
        %c9_i64_479 = arith.constant 9 : i64
        %306 = arith.cmpi sge, %234, %c9_i64_479 : i64
        scf.if %306 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_206[] : memref<f16>
        }
        %307 = memref.load %alloca_195[] : memref<f16>
        %308 = memref.load %alloca_196[] : memref<f16>
        %309 = memref.load %alloca_197[] : memref<f16>
        %310 = memref.load %alloca_198[] : memref<f16>
        %311 = memref.load %alloca_199[] : memref<f16>
        %312 = memref.load %alloca_200[] : memref<f16>
        %313 = memref.load %alloca_201[] : memref<f16>
        %314 = memref.load %alloca_202[] : memref<f16>
        %315 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_480 = arith.constant 0 : i32
        %316 = llvm.insertelement %307, %315[%c0_i32_480 : i32] : vector<2xf16>
        %c1_i32_481 = arith.constant 1 : i32
        %317 = llvm.insertelement %308, %316[%c1_i32_481 : i32] : vector<2xf16>
        %318 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_482 = arith.constant 0 : i32
        %319 = llvm.insertelement %309, %318[%c0_i32_482 : i32] : vector<2xf16>
        %c1_i32_483 = arith.constant 1 : i32
        %320 = llvm.insertelement %310, %319[%c1_i32_483 : i32] : vector<2xf16>
        %321 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_484 = arith.constant 0 : i32
        %322 = llvm.insertelement %311, %321[%c0_i32_484 : i32] : vector<2xf16>
        %c1_i32_485 = arith.constant 1 : i32
        %323 = llvm.insertelement %312, %322[%c1_i32_485 : i32] : vector<2xf16>
        %324 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_486 = arith.constant 0 : i32
        %325 = llvm.insertelement %313, %324[%c0_i32_486 : i32] : vector<2xf16>
        %c1_i32_487 = arith.constant 1 : i32
        %326 = llvm.insertelement %314, %325[%c1_i32_487 : i32] : vector<2xf16>
        %327 = memref.load %alloca_203[] : memref<f16>
        %328 = memref.load %alloca_204[] : memref<f16>
        %329 = memref.load %alloca_205[] : memref<f16>
        %330 = memref.load %alloca_206[] : memref<f16>
        %331 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_488 = arith.constant 0 : i32
        %332 = llvm.insertelement %327, %331[%c0_i32_488 : i32] : vector<2xf16>
        %c1_i32_489 = arith.constant 1 : i32
        %333 = llvm.insertelement %328, %332[%c1_i32_489 : i32] : vector<2xf16>
        %334 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_490 = arith.constant 0 : i32
        %335 = llvm.insertelement %329, %334[%c0_i32_490 : i32] : vector<2xf16>
        %c1_i32_491 = arith.constant 1 : i32
        %336 = llvm.insertelement %330, %335[%c1_i32_491 : i32] : vector<2xf16>
        %337 = memref.load %alloca_191[] : memref<f32>
        %338 = memref.load %alloca_192[] : memref<f32>
        %339 = memref.load %alloca_193[] : memref<f32>
        %340 = memref.load %alloca_194[] : memref<f32>
        %341 = nvvm.mma.sync A[%317, %320, %323, %326]  B[%333, %336]  C[%337, %338, %339, %340]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %342 = llvm.extractvalue %341[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %342, %alloca_191[] : memref<f32>
        %343 = llvm.extractvalue %341[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %343, %alloca_192[] : memref<f32>
        %344 = llvm.extractvalue %341[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %344, %alloca_193[] : memref<f32>
        %345 = llvm.extractvalue %341[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %345, %alloca_194[] : memref<f32>
        %346 = arith.addi %184, %88 : i64
        %c2_i64_492 = arith.constant 2 : i64
        %347 = arith.muli %89, %c2_i64_492 : i64
        %348 = arith.addi %185, %347 : i64
        %c13_i64_493 = arith.constant 13 : i64
        %349 = arith.cmpi slt, %346, %c13_i64_493 : i64
        %c7_i64_494 = arith.constant 7 : i64
        %350 = arith.cmpi slt, %348, %c7_i64_494 : i64
        %351 = arith.andi %349, %350 : i1
        scf.if %351 {
          %c13_i64_508 = arith.constant 13 : i64
          %374 = arith.muli %348, %c13_i64_508 : i64
          %375 = arith.addi %346, %374 : i64
          %376 = llvm.getelementptr %13[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %377 = llvm.load %376 : !llvm.ptr<1> -> f32
          %378 = memref.load %alloca_191[] : memref<f32>
          %379 = arith.addf %377, %378 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %380 = arith.muli %348, %c13_i64_509 : i64
          %381 = arith.addi %346, %380 : i64
          %382 = llvm.getelementptr %13[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %379, %382 : f32, !llvm.ptr<1>
        }
        %352 = arith.addi %184, %88 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %353 = arith.muli %89, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %354 = arith.addi %353, %c1_i64_496 : i64
        %355 = arith.addi %185, %354 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %356 = arith.cmpi slt, %352, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %357 = arith.cmpi slt, %355, %c7_i64_498 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %c13_i64_508 = arith.constant 13 : i64
          %374 = arith.muli %355, %c13_i64_508 : i64
          %375 = arith.addi %352, %374 : i64
          %376 = llvm.getelementptr %13[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %377 = llvm.load %376 : !llvm.ptr<1> -> f32
          %378 = memref.load %alloca_192[] : memref<f32>
          %379 = arith.addf %377, %378 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %380 = arith.muli %355, %c13_i64_509 : i64
          %381 = arith.addi %352, %380 : i64
          %382 = llvm.getelementptr %13[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %379, %382 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %359 = arith.addi %88, %c8_i64_499 : i64
        %360 = arith.addi %184, %359 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %361 = arith.muli %89, %c2_i64_500 : i64
        %362 = arith.addi %185, %361 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %363 = arith.cmpi slt, %360, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %364 = arith.cmpi slt, %362, %c7_i64_502 : i64
        %365 = arith.andi %363, %364 : i1
        scf.if %365 {
          %c13_i64_508 = arith.constant 13 : i64
          %374 = arith.muli %362, %c13_i64_508 : i64
          %375 = arith.addi %360, %374 : i64
          %376 = llvm.getelementptr %13[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %377 = llvm.load %376 : !llvm.ptr<1> -> f32
          %378 = memref.load %alloca_193[] : memref<f32>
          %379 = arith.addf %377, %378 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %380 = arith.muli %362, %c13_i64_509 : i64
          %381 = arith.addi %360, %380 : i64
          %382 = llvm.getelementptr %13[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %379, %382 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %366 = arith.addi %88, %c8_i64_503 : i64
        %367 = arith.addi %184, %366 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %368 = arith.muli %89, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %369 = arith.addi %368, %c1_i64_505 : i64
        %370 = arith.addi %185, %369 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %371 = arith.cmpi slt, %367, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %372 = arith.cmpi slt, %370, %c7_i64_507 : i64
        %373 = arith.andi %371, %372 : i1
        scf.if %373 {
          %c13_i64_508 = arith.constant 13 : i64
          %374 = arith.muli %370, %c13_i64_508 : i64
          %375 = arith.addi %367, %374 : i64
          %376 = llvm.getelementptr %13[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %377 = llvm.load %376 : !llvm.ptr<1> -> f32
          %378 = memref.load %alloca_194[] : memref<f32>
          %379 = arith.addf %377, %378 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %380 = arith.muli %370, %c13_i64_509 : i64
          %381 = arith.addi %367, %380 : i64
          %382 = llvm.getelementptr %13[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %379, %382 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_285 = gpu.thread_id  x
      %90 = arith.index_cast %thread_id_x_285 : index to i64
      %c32_i64_286 = arith.constant 32 : i64
      %thread_id_y_287 = gpu.thread_id  y
      %91 = arith.index_cast %thread_id_y_287 : index to i64
      %92 = arith.muli %c32_i64_286, %91 : i64
      %93 = arith.addi %90, %92 : i64
      %c32_i64_288 = arith.constant 32 : i64
      %94 = arith.divsi %93, %c32_i64_288 : i64
      %c32_i64_289 = arith.constant 32 : i64
      %95 = arith.remsi %93, %c32_i64_289 : i64
      %c4_i64_290 = arith.constant 4 : i64
      %96 = arith.divsi %95, %c4_i64_290 : i64
      %c4_i64_291 = arith.constant 4 : i64
      %97 = arith.remsi %95, %c4_i64_291 : i64
      %c1_i64_292 = arith.constant 1 : i64
      %c4_i64_293 = arith.constant 4 : i64
      scf.for %arg36 = %94 to %c1_i64_292 step %c4_i64_293  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %182 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %183 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %184 = arith.muli %182, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %185 = arith.muli %183, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca_207[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_208[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_209[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_210[] : memref<f32>
        %186 = arith.addi %184, %96 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %187 = arith.minsi %186, %c12_i64_406 : i64
        %188 = arith.addi %184, %96 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %189 = arith.minsi %188, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %190 = arith.addi %96, %c8_i64_408 : i64
        %191 = arith.addi %184, %190 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %192 = arith.minsi %191, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %193 = arith.addi %96, %c8_i64_410 : i64
        %194 = arith.addi %184, %193 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %195 = arith.minsi %194, %c12_i64_411 : i64
        %196 = arith.addi %184, %96 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %197 = arith.minsi %196, %c12_i64_412 : i64
        %198 = arith.addi %184, %96 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %199 = arith.minsi %198, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %200 = arith.addi %96, %c8_i64_414 : i64
        %201 = arith.addi %184, %200 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %202 = arith.minsi %201, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %203 = arith.addi %96, %c8_i64_416 : i64
        %204 = arith.addi %184, %203 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %205 = arith.minsi %204, %c12_i64_417 : i64
        %206 = arith.addi %185, %96 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %207 = arith.minsi %206, %c6_i64_418 : i64
        %208 = arith.addi %185, %96 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %209 = arith.minsi %208, %c6_i64_419 : i64
        %210 = arith.addi %185, %96 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %211 = arith.minsi %210, %c6_i64_420 : i64
        %212 = arith.addi %185, %96 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %213 = arith.minsi %212, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %374 = arith.muli %97, %c2_i64_508 : i64
          %375 = arith.addi %arg37, %374 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %376 = arith.muli %97, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %377 = arith.addi %376, %c1_i64_510 : i64
          %378 = arith.addi %arg37, %377 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %379 = arith.muli %97, %c2_i64_511 : i64
          %380 = arith.addi %arg37, %379 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %381 = arith.muli %97, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %382 = arith.addi %381, %c1_i64_513 : i64
          %383 = arith.addi %arg37, %382 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %384 = arith.muli %97, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %385 = arith.addi %384, %c8_i64_515 : i64
          %386 = arith.addi %arg37, %385 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %387 = arith.muli %97, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %388 = arith.addi %387, %c9_i64_517 : i64
          %389 = arith.addi %arg37, %388 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %390 = arith.muli %97, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %391 = arith.addi %390, %c8_i64_519 : i64
          %392 = arith.addi %arg37, %391 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %393 = arith.muli %97, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %394 = arith.addi %393, %c9_i64_521 : i64
          %395 = arith.addi %arg37, %394 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %396 = arith.muli %97, %c2_i64_522 : i64
          %397 = arith.addi %arg37, %396 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %398 = arith.muli %97, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %399 = arith.addi %398, %c1_i64_524 : i64
          %400 = arith.addi %arg37, %399 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %401 = arith.muli %97, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %402 = arith.addi %401, %c8_i64_526 : i64
          %403 = arith.addi %arg37, %402 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %404 = arith.muli %97, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %405 = arith.addi %404, %c9_i64_528 : i64
          %406 = arith.addi %arg37, %405 : i64
          %c9_i64_529 = arith.constant 9 : i64
          %407 = arith.muli %187, %c9_i64_529 : i64
          %408 = arith.addi %375, %407 : i64
          %409 = llvm.getelementptr %3[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %410 = llvm.load %409 : !llvm.ptr<1> -> f16
          %c9_i64_530 = arith.constant 9 : i64
          %411 = arith.muli %189, %c9_i64_530 : i64
          %412 = arith.addi %378, %411 : i64
          %413 = llvm.getelementptr %3[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %414 = llvm.load %413 : !llvm.ptr<1> -> f16
          %c9_i64_531 = arith.constant 9 : i64
          %415 = arith.muli %192, %c9_i64_531 : i64
          %416 = arith.addi %380, %415 : i64
          %417 = llvm.getelementptr %3[%416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %418 = llvm.load %417 : !llvm.ptr<1> -> f16
          %c9_i64_532 = arith.constant 9 : i64
          %419 = arith.muli %195, %c9_i64_532 : i64
          %420 = arith.addi %383, %419 : i64
          %421 = llvm.getelementptr %3[%420] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %422 = llvm.load %421 : !llvm.ptr<1> -> f16
          %c9_i64_533 = arith.constant 9 : i64
          %423 = arith.muli %197, %c9_i64_533 : i64
          %424 = arith.addi %386, %423 : i64
          %425 = llvm.getelementptr %3[%424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %426 = llvm.load %425 : !llvm.ptr<1> -> f16
          %c9_i64_534 = arith.constant 9 : i64
          %427 = arith.muli %199, %c9_i64_534 : i64
          %428 = arith.addi %389, %427 : i64
          %429 = llvm.getelementptr %3[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %430 = llvm.load %429 : !llvm.ptr<1> -> f16
          %c9_i64_535 = arith.constant 9 : i64
          %431 = arith.muli %202, %c9_i64_535 : i64
          %432 = arith.addi %392, %431 : i64
          %433 = llvm.getelementptr %3[%432] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %434 = llvm.load %433 : !llvm.ptr<1> -> f16
          %c9_i64_536 = arith.constant 9 : i64
          %435 = arith.muli %205, %c9_i64_536 : i64
          %436 = arith.addi %395, %435 : i64
          %437 = llvm.getelementptr %3[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %438 = llvm.load %437 : !llvm.ptr<1> -> f16
          %c7_i64_537 = arith.constant 7 : i64
          %439 = arith.muli %397, %c7_i64_537 : i64
          %440 = arith.addi %207, %439 : i64
          %441 = llvm.getelementptr %7[%440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %442 = llvm.load %441 : !llvm.ptr<1> -> f16
          %c7_i64_538 = arith.constant 7 : i64
          %443 = arith.muli %400, %c7_i64_538 : i64
          %444 = arith.addi %209, %443 : i64
          %445 = llvm.getelementptr %7[%444] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %446 = llvm.load %445 : !llvm.ptr<1> -> f16
          %c7_i64_539 = arith.constant 7 : i64
          %447 = arith.muli %403, %c7_i64_539 : i64
          %448 = arith.addi %211, %447 : i64
          %449 = llvm.getelementptr %7[%448] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %450 = llvm.load %449 : !llvm.ptr<1> -> f16
          %c7_i64_540 = arith.constant 7 : i64
          %451 = arith.muli %406, %c7_i64_540 : i64
          %452 = arith.addi %213, %451 : i64
          %453 = llvm.getelementptr %7[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %454 = llvm.load %453 : !llvm.ptr<1> -> f16
          %455 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %456 = llvm.insertelement %410, %455[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %457 = llvm.insertelement %414, %456[%c1_i32_542 : i32] : vector<2xf16>
          %458 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %459 = llvm.insertelement %418, %458[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %460 = llvm.insertelement %422, %459[%c1_i32_544 : i32] : vector<2xf16>
          %461 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %462 = llvm.insertelement %426, %461[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %463 = llvm.insertelement %430, %462[%c1_i32_546 : i32] : vector<2xf16>
          %464 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %465 = llvm.insertelement %434, %464[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %466 = llvm.insertelement %438, %465[%c1_i32_548 : i32] : vector<2xf16>
          %467 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %468 = llvm.insertelement %442, %467[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %469 = llvm.insertelement %446, %468[%c1_i32_550 : i32] : vector<2xf16>
          %470 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %471 = llvm.insertelement %450, %470[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %472 = llvm.insertelement %454, %471[%c1_i32_552 : i32] : vector<2xf16>
          %473 = memref.load %alloca_207[] : memref<f32>
          %474 = memref.load %alloca_208[] : memref<f32>
          %475 = memref.load %alloca_209[] : memref<f32>
          %476 = memref.load %alloca_210[] : memref<f32>
          %477 = nvvm.mma.sync A[%457, %460, %463, %466]  B[%469, %472]  C[%473, %474, %475, %476]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %478 = llvm.extractvalue %477[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %478, %alloca_207[] : memref<f32>
          %479 = llvm.extractvalue %477[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %479, %alloca_208[] : memref<f32>
          %480 = llvm.extractvalue %477[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %480, %alloca_209[] : memref<f32>
          %481 = llvm.extractvalue %477[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %481, %alloca_210[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %214 = arith.muli %97, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %215 = arith.muli %97, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %216 = arith.addi %215, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %217 = arith.muli %97, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %218 = arith.muli %97, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %219 = arith.addi %218, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %220 = arith.muli %97, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %221 = arith.addi %220, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %222 = arith.muli %97, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %223 = arith.addi %222, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %224 = arith.muli %97, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %225 = arith.addi %224, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %226 = arith.muli %97, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %227 = arith.addi %226, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %228 = arith.muli %97, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %229 = arith.muli %97, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %230 = arith.addi %229, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %231 = arith.muli %97, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %232 = arith.addi %231, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %233 = arith.muli %97, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %234 = arith.addi %233, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %235 = arith.minsi %214, %c8_i64_445 : i64
        %c9_i64_446 = arith.constant 9 : i64
        %236 = arith.muli %187, %c9_i64_446 : i64
        %237 = arith.addi %235, %236 : i64
        %238 = llvm.getelementptr %3[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %239 = llvm.load %238 : !llvm.ptr<1> -> f16
        memref.store %239, %alloca_211[] : memref<f16>
        %c9_i64_447 = arith.constant 9 : i64
        %240 = arith.cmpi sge, %214, %c9_i64_447 : i64
        scf.if %240 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_211[] : memref<f16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %241 = arith.minsi %216, %c8_i64_448 : i64
        %c9_i64_449 = arith.constant 9 : i64
        %242 = arith.muli %189, %c9_i64_449 : i64
        %243 = arith.addi %241, %242 : i64
        %244 = llvm.getelementptr %3[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %245 = llvm.load %244 : !llvm.ptr<1> -> f16
        memref.store %245, %alloca_212[] : memref<f16>
        %c9_i64_450 = arith.constant 9 : i64
        %246 = arith.cmpi sge, %216, %c9_i64_450 : i64
        scf.if %246 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_212[] : memref<f16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %247 = arith.minsi %217, %c8_i64_451 : i64
        %c9_i64_452 = arith.constant 9 : i64
        %248 = arith.muli %192, %c9_i64_452 : i64
        %249 = arith.addi %247, %248 : i64
        %250 = llvm.getelementptr %3[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %251 = llvm.load %250 : !llvm.ptr<1> -> f16
        memref.store %251, %alloca_213[] : memref<f16>
        %c9_i64_453 = arith.constant 9 : i64
        %252 = arith.cmpi sge, %217, %c9_i64_453 : i64
        scf.if %252 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_213[] : memref<f16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %253 = arith.minsi %219, %c8_i64_454 : i64
        %c9_i64_455 = arith.constant 9 : i64
        %254 = arith.muli %195, %c9_i64_455 : i64
        %255 = arith.addi %253, %254 : i64
        %256 = llvm.getelementptr %3[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %257 = llvm.load %256 : !llvm.ptr<1> -> f16
        memref.store %257, %alloca_214[] : memref<f16>
        %c9_i64_456 = arith.constant 9 : i64
        %258 = arith.cmpi sge, %219, %c9_i64_456 : i64
        scf.if %258 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_214[] : memref<f16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %259 = arith.minsi %221, %c8_i64_457 : i64
        %c9_i64_458 = arith.constant 9 : i64
        %260 = arith.muli %197, %c9_i64_458 : i64
        %261 = arith.addi %259, %260 : i64
        %262 = llvm.getelementptr %3[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %263 = llvm.load %262 : !llvm.ptr<1> -> f16
        memref.store %263, %alloca_215[] : memref<f16>
        %c9_i64_459 = arith.constant 9 : i64
        %264 = arith.cmpi sge, %221, %c9_i64_459 : i64
        scf.if %264 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_215[] : memref<f16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %265 = arith.minsi %223, %c8_i64_460 : i64
        %c9_i64_461 = arith.constant 9 : i64
        %266 = arith.muli %199, %c9_i64_461 : i64
        %267 = arith.addi %265, %266 : i64
        %268 = llvm.getelementptr %3[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %269 = llvm.load %268 : !llvm.ptr<1> -> f16
        memref.store %269, %alloca_216[] : memref<f16>
        %c9_i64_462 = arith.constant 9 : i64
        %270 = arith.cmpi sge, %223, %c9_i64_462 : i64
        scf.if %270 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_216[] : memref<f16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %271 = arith.minsi %225, %c8_i64_463 : i64
        %c9_i64_464 = arith.constant 9 : i64
        %272 = arith.muli %202, %c9_i64_464 : i64
        %273 = arith.addi %271, %272 : i64
        %274 = llvm.getelementptr %3[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %275 = llvm.load %274 : !llvm.ptr<1> -> f16
        memref.store %275, %alloca_217[] : memref<f16>
        %c9_i64_465 = arith.constant 9 : i64
        %276 = arith.cmpi sge, %225, %c9_i64_465 : i64
        scf.if %276 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_217[] : memref<f16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %277 = arith.minsi %227, %c8_i64_466 : i64
        %c9_i64_467 = arith.constant 9 : i64
        %278 = arith.muli %205, %c9_i64_467 : i64
        %279 = arith.addi %277, %278 : i64
        %280 = llvm.getelementptr %3[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %281 = llvm.load %280 : !llvm.ptr<1> -> f16
        memref.store %281, %alloca_218[] : memref<f16>
        %c9_i64_468 = arith.constant 9 : i64
        %282 = arith.cmpi sge, %227, %c9_i64_468 : i64
        scf.if %282 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_218[] : memref<f16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %283 = arith.minsi %228, %c8_i64_469 : i64
        %c7_i64 = arith.constant 7 : i64
        %284 = arith.muli %283, %c7_i64 : i64
        %285 = arith.addi %207, %284 : i64
        %286 = llvm.getelementptr %7[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %287 = llvm.load %286 : !llvm.ptr<1> -> f16
        memref.store %287, %alloca_219[] : memref<f16>
        %c9_i64_470 = arith.constant 9 : i64
        %288 = arith.cmpi sge, %228, %c9_i64_470 : i64
        scf.if %288 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_219[] : memref<f16>
        }
        %c8_i64_471 = arith.constant 8 : i64
        %289 = arith.minsi %230, %c8_i64_471 : i64
        %c7_i64_472 = arith.constant 7 : i64
        %290 = arith.muli %289, %c7_i64_472 : i64
        %291 = arith.addi %209, %290 : i64
        %292 = llvm.getelementptr %7[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %293 = llvm.load %292 : !llvm.ptr<1> -> f16
        memref.store %293, %alloca_220[] : memref<f16>
        %c9_i64_473 = arith.constant 9 : i64
        %294 = arith.cmpi sge, %230, %c9_i64_473 : i64
        scf.if %294 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_220[] : memref<f16>
        }
        %c8_i64_474 = arith.constant 8 : i64
        %295 = arith.minsi %232, %c8_i64_474 : i64
        %c7_i64_475 = arith.constant 7 : i64
        %296 = arith.muli %295, %c7_i64_475 : i64
        %297 = arith.addi %211, %296 : i64
        %298 = llvm.getelementptr %7[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %299 = llvm.load %298 : !llvm.ptr<1> -> f16
        memref.store %299, %alloca_221[] : memref<f16>
        %c9_i64_476 = arith.constant 9 : i64
        %300 = arith.cmpi sge, %232, %c9_i64_476 : i64
        scf.if %300 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_221[] : memref<f16>
        }
        %c8_i64_477 = arith.constant 8 : i64
        %301 = arith.minsi %234, %c8_i64_477 : i64
        %c7_i64_478 = arith.constant 7 : i64
        %302 = arith.muli %301, %c7_i64_478 : i64
        %303 = arith.addi %213, %302 : i64
        %304 = llvm.getelementptr %7[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %305 = llvm.load %304 : !llvm.ptr<1> -> f16
        memref.store %305, %alloca_222[] : memref<f16>
        %c9_i64_479 = arith.constant 9 : i64
        %306 = arith.cmpi sge, %234, %c9_i64_479 : i64
        scf.if %306 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_222[] : memref<f16>
        }
        %307 = memref.load %alloca_211[] : memref<f16>
        %308 = memref.load %alloca_212[] : memref<f16>
        %309 = memref.load %alloca_213[] : memref<f16>
        %310 = memref.load %alloca_214[] : memref<f16>
        %311 = memref.load %alloca_215[] : memref<f16>
        %312 = memref.load %alloca_216[] : memref<f16>
        %313 = memref.load %alloca_217[] : memref<f16>
        %314 = memref.load %alloca_218[] : memref<f16>
        %315 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_480 = arith.constant 0 : i32
        %316 = llvm.insertelement %307, %315[%c0_i32_480 : i32] : vector<2xf16>
        %c1_i32_481 = arith.constant 1 : i32
        %317 = llvm.insertelement %308, %316[%c1_i32_481 : i32] : vector<2xf16>
        %318 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_482 = arith.constant 0 : i32
        %319 = llvm.insertelement %309, %318[%c0_i32_482 : i32] : vector<2xf16>
        %c1_i32_483 = arith.constant 1 : i32
        %320 = llvm.insertelement %310, %319[%c1_i32_483 : i32] : vector<2xf16>
        %321 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_484 = arith.constant 0 : i32
        %322 = llvm.insertelement %311, %321[%c0_i32_484 : i32] : vector<2xf16>
        %c1_i32_485 = arith.constant 1 : i32
        %323 = llvm.insertelement %312, %322[%c1_i32_485 : i32] : vector<2xf16>
        %324 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_486 = arith.constant 0 : i32
        %325 = llvm.insertelement %313, %324[%c0_i32_486 : i32] : vector<2xf16>
        %c1_i32_487 = arith.constant 1 : i32
        %326 = llvm.insertelement %314, %325[%c1_i32_487 : i32] : vector<2xf16>
        %327 = memref.load %alloca_219[] : memref<f16>
        %328 = memref.load %alloca_220[] : memref<f16>
        %329 = memref.load %alloca_221[] : memref<f16>
        %330 = memref.load %alloca_222[] : memref<f16>
        %331 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_488 = arith.constant 0 : i32
        %332 = llvm.insertelement %327, %331[%c0_i32_488 : i32] : vector<2xf16>
        %c1_i32_489 = arith.constant 1 : i32
        %333 = llvm.insertelement %328, %332[%c1_i32_489 : i32] : vector<2xf16>
        %334 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_490 = arith.constant 0 : i32
        %335 = llvm.insertelement %329, %334[%c0_i32_490 : i32] : vector<2xf16>
        %c1_i32_491 = arith.constant 1 : i32
        %336 = llvm.insertelement %330, %335[%c1_i32_491 : i32] : vector<2xf16>
        %337 = memref.load %alloca_207[] : memref<f32>
        %338 = memref.load %alloca_208[] : memref<f32>
        %339 = memref.load %alloca_209[] : memref<f32>
        %340 = memref.load %alloca_210[] : memref<f32>
        %341 = nvvm.mma.sync A[%317, %320, %323, %326]  B[%333, %336]  C[%337, %338, %339, %340]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %342 = llvm.extractvalue %341[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %342, %alloca_207[] : memref<f32>
        %343 = llvm.extractvalue %341[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %343, %alloca_208[] : memref<f32>
        %344 = llvm.extractvalue %341[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %344, %alloca_209[] : memref<f32>
        %345 = llvm.extractvalue %341[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %345, %alloca_210[] : memref<f32>
        %346 = arith.addi %184, %96 : i64
        %c2_i64_492 = arith.constant 2 : i64
        %347 = arith.muli %97, %c2_i64_492 : i64
        %348 = arith.addi %185, %347 : i64
        %c13_i64_493 = arith.constant 13 : i64
        %349 = arith.cmpi slt, %346, %c13_i64_493 : i64
        %c7_i64_494 = arith.constant 7 : i64
        %350 = arith.cmpi slt, %348, %c7_i64_494 : i64
        %351 = arith.andi %349, %350 : i1
        scf.if %351 {
          %cst_508 = arith.constant -5.000000e-01 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %374 = arith.muli %348, %c13_i64_509 : i64
          %375 = arith.addi %346, %374 : i64
          %376 = llvm.getelementptr %15[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %377 = llvm.load %376 : !llvm.ptr<1> -> f32
          %cst_510 = arith.constant 1.500000e+00 : f32
          %378 = memref.load %alloca_207[] : memref<f32>
          %379 = arith.mulf %cst_510, %378 : f32
          %380 = llvm.intr.fma(%cst_508, %377, %379) : (f32, f32, f32) -> f32
          %c13_i64_511 = arith.constant 13 : i64
          %381 = arith.muli %348, %c13_i64_511 : i64
          %382 = arith.addi %346, %381 : i64
          %383 = llvm.getelementptr %15[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %380, %383 : f32, !llvm.ptr<1>
        }
        %352 = arith.addi %184, %96 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %353 = arith.muli %97, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %354 = arith.addi %353, %c1_i64_496 : i64
        %355 = arith.addi %185, %354 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %356 = arith.cmpi slt, %352, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %357 = arith.cmpi slt, %355, %c7_i64_498 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %cst_508 = arith.constant -5.000000e-01 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %374 = arith.muli %355, %c13_i64_509 : i64
          %375 = arith.addi %352, %374 : i64
          %376 = llvm.getelementptr %15[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %377 = llvm.load %376 : !llvm.ptr<1> -> f32
          %cst_510 = arith.constant 1.500000e+00 : f32
          %378 = memref.load %alloca_208[] : memref<f32>
          %379 = arith.mulf %cst_510, %378 : f32
          %380 = llvm.intr.fma(%cst_508, %377, %379) : (f32, f32, f32) -> f32
          %c13_i64_511 = arith.constant 13 : i64
          %381 = arith.muli %355, %c13_i64_511 : i64
          %382 = arith.addi %352, %381 : i64
          %383 = llvm.getelementptr %15[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %380, %383 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %359 = arith.addi %96, %c8_i64_499 : i64
        %360 = arith.addi %184, %359 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %361 = arith.muli %97, %c2_i64_500 : i64
        %362 = arith.addi %185, %361 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %363 = arith.cmpi slt, %360, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %364 = arith.cmpi slt, %362, %c7_i64_502 : i64
        %365 = arith.andi %363, %364 : i1
        scf.if %365 {
          %cst_508 = arith.constant -5.000000e-01 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %374 = arith.muli %362, %c13_i64_509 : i64
          %375 = arith.addi %360, %374 : i64
          %376 = llvm.getelementptr %15[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %377 = llvm.load %376 : !llvm.ptr<1> -> f32
          %cst_510 = arith.constant 1.500000e+00 : f32
          %378 = memref.load %alloca_209[] : memref<f32>
          %379 = arith.mulf %cst_510, %378 : f32
          %380 = llvm.intr.fma(%cst_508, %377, %379) : (f32, f32, f32) -> f32
          %c13_i64_511 = arith.constant 13 : i64
          %381 = arith.muli %362, %c13_i64_511 : i64
          %382 = arith.addi %360, %381 : i64
          %383 = llvm.getelementptr %15[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %380, %383 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %366 = arith.addi %96, %c8_i64_503 : i64
        %367 = arith.addi %184, %366 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %368 = arith.muli %97, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %369 = arith.addi %368, %c1_i64_505 : i64
        %370 = arith.addi %185, %369 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %371 = arith.cmpi slt, %367, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %372 = arith.cmpi slt, %370, %c7_i64_507 : i64
        %373 = arith.andi %371, %372 : i1
        scf.if %373 {
          %cst_508 = arith.constant -5.000000e-01 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %374 = arith.muli %370, %c13_i64_509 : i64
          %375 = arith.addi %367, %374 : i64
          %376 = llvm.getelementptr %15[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %377 = llvm.load %376 : !llvm.ptr<1> -> f32
          %cst_510 = arith.constant 1.500000e+00 : f32
          %378 = memref.load %alloca_210[] : memref<f32>
          %379 = arith.mulf %cst_510, %378 : f32
          %380 = llvm.intr.fma(%cst_508, %377, %379) : (f32, f32, f32) -> f32
          %c13_i64_511 = arith.constant 13 : i64
          %381 = arith.muli %370, %c13_i64_511 : i64
          %382 = arith.addi %367, %381 : i64
          %383 = llvm.getelementptr %15[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %380, %383 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_294 = gpu.thread_id  x
      %98 = arith.index_cast %thread_id_x_294 : index to i64
      %c32_i64_295 = arith.constant 32 : i64
      %thread_id_y_296 = gpu.thread_id  y
      %99 = arith.index_cast %thread_id_y_296 : index to i64
      %100 = arith.muli %c32_i64_295, %99 : i64
      %101 = arith.addi %98, %100 : i64
      %c32_i64_297 = arith.constant 32 : i64
      %102 = arith.divsi %101, %c32_i64_297 : i64
      %c32_i64_298 = arith.constant 32 : i64
      %103 = arith.remsi %101, %c32_i64_298 : i64
      %c4_i64_299 = arith.constant 4 : i64
      %104 = arith.divsi %103, %c4_i64_299 : i64
      %c4_i64_300 = arith.constant 4 : i64
      %105 = arith.remsi %103, %c4_i64_300 : i64
      %c1_i64_301 = arith.constant 1 : i64
      %c4_i64_302 = arith.constant 4 : i64
      scf.for %arg36 = %102 to %c1_i64_301 step %c4_i64_302  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %182 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %183 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %184 = arith.muli %182, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %185 = arith.muli %183, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca_223[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_224[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_225[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_226[] : memref<f32>
        %186 = arith.addi %184, %104 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %187 = arith.minsi %186, %c12_i64_406 : i64
        %188 = arith.addi %184, %104 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %189 = arith.minsi %188, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %190 = arith.addi %104, %c8_i64_408 : i64
        %191 = arith.addi %184, %190 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %192 = arith.minsi %191, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %193 = arith.addi %104, %c8_i64_410 : i64
        %194 = arith.addi %184, %193 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %195 = arith.minsi %194, %c12_i64_411 : i64
        %196 = arith.addi %184, %104 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %197 = arith.minsi %196, %c12_i64_412 : i64
        %198 = arith.addi %184, %104 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %199 = arith.minsi %198, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %200 = arith.addi %104, %c8_i64_414 : i64
        %201 = arith.addi %184, %200 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %202 = arith.minsi %201, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %203 = arith.addi %104, %c8_i64_416 : i64
        %204 = arith.addi %184, %203 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %205 = arith.minsi %204, %c12_i64_417 : i64
        %206 = arith.addi %185, %104 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %207 = arith.minsi %206, %c6_i64_418 : i64
        %208 = arith.addi %185, %104 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %209 = arith.minsi %208, %c6_i64_419 : i64
        %210 = arith.addi %185, %104 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %211 = arith.minsi %210, %c6_i64_420 : i64
        %212 = arith.addi %185, %104 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %213 = arith.minsi %212, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %380 = arith.muli %105, %c2_i64_508 : i64
          %381 = arith.addi %arg37, %380 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %382 = arith.muli %105, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %383 = arith.addi %382, %c1_i64_510 : i64
          %384 = arith.addi %arg37, %383 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %385 = arith.muli %105, %c2_i64_511 : i64
          %386 = arith.addi %arg37, %385 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %387 = arith.muli %105, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %388 = arith.addi %387, %c1_i64_513 : i64
          %389 = arith.addi %arg37, %388 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %390 = arith.muli %105, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %391 = arith.addi %390, %c8_i64_515 : i64
          %392 = arith.addi %arg37, %391 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %393 = arith.muli %105, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %394 = arith.addi %393, %c9_i64_517 : i64
          %395 = arith.addi %arg37, %394 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %396 = arith.muli %105, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %397 = arith.addi %396, %c8_i64_519 : i64
          %398 = arith.addi %arg37, %397 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %399 = arith.muli %105, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %400 = arith.addi %399, %c9_i64_521 : i64
          %401 = arith.addi %arg37, %400 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %402 = arith.muli %105, %c2_i64_522 : i64
          %403 = arith.addi %arg37, %402 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %404 = arith.muli %105, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %405 = arith.addi %404, %c1_i64_524 : i64
          %406 = arith.addi %arg37, %405 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %407 = arith.muli %105, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %408 = arith.addi %407, %c8_i64_526 : i64
          %409 = arith.addi %arg37, %408 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %410 = arith.muli %105, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %411 = arith.addi %410, %c9_i64_528 : i64
          %412 = arith.addi %arg37, %411 : i64
          %c13_i64_529 = arith.constant 13 : i64
          %413 = arith.muli %381, %c13_i64_529 : i64
          %414 = arith.addi %187, %413 : i64
          %415 = llvm.getelementptr %17[%414] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %416 = llvm.load %415 : !llvm.ptr<1> -> bf16
          %c13_i64_530 = arith.constant 13 : i64
          %417 = arith.muli %384, %c13_i64_530 : i64
          %418 = arith.addi %189, %417 : i64
          %419 = llvm.getelementptr %17[%418] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %420 = llvm.load %419 : !llvm.ptr<1> -> bf16
          %c13_i64_531 = arith.constant 13 : i64
          %421 = arith.muli %386, %c13_i64_531 : i64
          %422 = arith.addi %192, %421 : i64
          %423 = llvm.getelementptr %17[%422] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %424 = llvm.load %423 : !llvm.ptr<1> -> bf16
          %c13_i64_532 = arith.constant 13 : i64
          %425 = arith.muli %389, %c13_i64_532 : i64
          %426 = arith.addi %195, %425 : i64
          %427 = llvm.getelementptr %17[%426] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %428 = llvm.load %427 : !llvm.ptr<1> -> bf16
          %c13_i64_533 = arith.constant 13 : i64
          %429 = arith.muli %392, %c13_i64_533 : i64
          %430 = arith.addi %197, %429 : i64
          %431 = llvm.getelementptr %17[%430] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %432 = llvm.load %431 : !llvm.ptr<1> -> bf16
          %c13_i64_534 = arith.constant 13 : i64
          %433 = arith.muli %395, %c13_i64_534 : i64
          %434 = arith.addi %199, %433 : i64
          %435 = llvm.getelementptr %17[%434] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %436 = llvm.load %435 : !llvm.ptr<1> -> bf16
          %c13_i64_535 = arith.constant 13 : i64
          %437 = arith.muli %398, %c13_i64_535 : i64
          %438 = arith.addi %202, %437 : i64
          %439 = llvm.getelementptr %17[%438] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %440 = llvm.load %439 : !llvm.ptr<1> -> bf16
          %c13_i64_536 = arith.constant 13 : i64
          %441 = arith.muli %401, %c13_i64_536 : i64
          %442 = arith.addi %205, %441 : i64
          %443 = llvm.getelementptr %17[%442] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %444 = llvm.load %443 : !llvm.ptr<1> -> bf16
          %c9_i64_537 = arith.constant 9 : i64
          %445 = arith.muli %207, %c9_i64_537 : i64
          %446 = arith.addi %403, %445 : i64
          %447 = llvm.getelementptr %19[%446] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %448 = llvm.load %447 : !llvm.ptr<1> -> bf16
          %c9_i64_538 = arith.constant 9 : i64
          %449 = arith.muli %209, %c9_i64_538 : i64
          %450 = arith.addi %406, %449 : i64
          %451 = llvm.getelementptr %19[%450] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %452 = llvm.load %451 : !llvm.ptr<1> -> bf16
          %c9_i64_539 = arith.constant 9 : i64
          %453 = arith.muli %211, %c9_i64_539 : i64
          %454 = arith.addi %409, %453 : i64
          %455 = llvm.getelementptr %19[%454] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %456 = llvm.load %455 : !llvm.ptr<1> -> bf16
          %c9_i64_540 = arith.constant 9 : i64
          %457 = arith.muli %213, %c9_i64_540 : i64
          %458 = arith.addi %412, %457 : i64
          %459 = llvm.getelementptr %19[%458] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %460 = llvm.load %459 : !llvm.ptr<1> -> bf16
          %461 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_541 = arith.constant 0 : i32
          %462 = llvm.insertelement %416, %461[%c0_i32_541 : i32] : vector<2xbf16>
          %c1_i32_542 = arith.constant 1 : i32
          %463 = llvm.insertelement %420, %462[%c1_i32_542 : i32] : vector<2xbf16>
          %464 = llvm.bitcast %463 : vector<2xbf16> to i32
          %465 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_543 = arith.constant 0 : i32
          %466 = llvm.insertelement %424, %465[%c0_i32_543 : i32] : vector<2xbf16>
          %c1_i32_544 = arith.constant 1 : i32
          %467 = llvm.insertelement %428, %466[%c1_i32_544 : i32] : vector<2xbf16>
          %468 = llvm.bitcast %467 : vector<2xbf16> to i32
          %469 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_545 = arith.constant 0 : i32
          %470 = llvm.insertelement %432, %469[%c0_i32_545 : i32] : vector<2xbf16>
          %c1_i32_546 = arith.constant 1 : i32
          %471 = llvm.insertelement %436, %470[%c1_i32_546 : i32] : vector<2xbf16>
          %472 = llvm.bitcast %471 : vector<2xbf16> to i32
          %473 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_547 = arith.constant 0 : i32
          %474 = llvm.insertelement %440, %473[%c0_i32_547 : i32] : vector<2xbf16>
          %c1_i32_548 = arith.constant 1 : i32
          %475 = llvm.insertelement %444, %474[%c1_i32_548 : i32] : vector<2xbf16>
          %476 = llvm.bitcast %475 : vector<2xbf16> to i32
          %477 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_549 = arith.constant 0 : i32
          %478 = llvm.insertelement %448, %477[%c0_i32_549 : i32] : vector<2xbf16>
          %c1_i32_550 = arith.constant 1 : i32
          %479 = llvm.insertelement %452, %478[%c1_i32_550 : i32] : vector<2xbf16>
          %480 = llvm.bitcast %479 : vector<2xbf16> to i32
          %481 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_551 = arith.constant 0 : i32
          %482 = llvm.insertelement %456, %481[%c0_i32_551 : i32] : vector<2xbf16>
          %c1_i32_552 = arith.constant 1 : i32
          %483 = llvm.insertelement %460, %482[%c1_i32_552 : i32] : vector<2xbf16>
          %484 = llvm.bitcast %483 : vector<2xbf16> to i32
          %485 = memref.load %alloca_223[] : memref<f32>
          %486 = memref.load %alloca_224[] : memref<f32>
          %487 = memref.load %alloca_225[] : memref<f32>
          %488 = memref.load %alloca_226[] : memref<f32>
          %489 = nvvm.mma.sync A[%464, %468, %472, %476]  B[%480, %484]  C[%485, %486, %487, %488]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %490 = llvm.extractvalue %489[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %490, %alloca_223[] : memref<f32>
          %491 = llvm.extractvalue %489[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %491, %alloca_224[] : memref<f32>
          %492 = llvm.extractvalue %489[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %492, %alloca_225[] : memref<f32>
          %493 = llvm.extractvalue %489[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %493, %alloca_226[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %214 = arith.muli %105, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %215 = arith.muli %105, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %216 = arith.addi %215, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %217 = arith.muli %105, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %218 = arith.muli %105, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %219 = arith.addi %218, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %220 = arith.muli %105, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %221 = arith.addi %220, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %222 = arith.muli %105, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %223 = arith.addi %222, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %224 = arith.muli %105, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %225 = arith.addi %224, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %226 = arith.muli %105, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %227 = arith.addi %226, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %228 = arith.muli %105, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %229 = arith.muli %105, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %230 = arith.addi %229, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %231 = arith.muli %105, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %232 = arith.addi %231, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %233 = arith.muli %105, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %234 = arith.addi %233, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %235 = arith.minsi %214, %c8_i64_445 : i64
        %c13_i64_446 = arith.constant 13 : i64
        %236 = arith.muli %235, %c13_i64_446 : i64
        %237 = arith.addi %187, %236 : i64
        %238 = llvm.getelementptr %17[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %239 = llvm.load %238 : !llvm.ptr<1> -> bf16
        memref.store %239, %alloca_227[] : memref<bf16>
        %c9_i64_447 = arith.constant 9 : i64
        %240 = arith.cmpi sge, %214, %c9_i64_447 : i64
        scf.if %240 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_227[] : memref<bf16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %241 = arith.minsi %216, %c8_i64_448 : i64
        %c13_i64_449 = arith.constant 13 : i64
        %242 = arith.muli %241, %c13_i64_449 : i64
        %243 = arith.addi %189, %242 : i64
        %244 = llvm.getelementptr %17[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %245 = llvm.load %244 : !llvm.ptr<1> -> bf16
        memref.store %245, %alloca_228[] : memref<bf16>
        %c9_i64_450 = arith.constant 9 : i64
        %246 = arith.cmpi sge, %216, %c9_i64_450 : i64
        scf.if %246 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_228[] : memref<bf16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %247 = arith.minsi %217, %c8_i64_451 : i64
        %c13_i64_452 = arith.constant 13 : i64
        %248 = arith.muli %247, %c13_i64_452 : i64
        %249 = arith.addi %192, %248 : i64
        %250 = llvm.getelementptr %17[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %251 = llvm.load %250 : !llvm.ptr<1> -> bf16
        memref.store %251, %alloca_229[] : memref<bf16>
        %c9_i64_453 = arith.constant 9 : i64
        %252 = arith.cmpi sge, %217, %c9_i64_453 : i64
        scf.if %252 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_229[] : memref<bf16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %253 = arith.minsi %219, %c8_i64_454 : i64
        %c13_i64_455 = arith.constant 13 : i64
        %254 = arith.muli %253, %c13_i64_455 : i64
        %255 = arith.addi %195, %254 : i64
        %256 = llvm.getelementptr %17[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %257 = llvm.load %256 : !llvm.ptr<1> -> bf16
        memref.store %257, %alloca_230[] : memref<bf16>
        %c9_i64_456 = arith.constant 9 : i64
        %258 = arith.cmpi sge, %219, %c9_i64_456 : i64
        scf.if %258 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_230[] : memref<bf16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %259 = arith.minsi %221, %c8_i64_457 : i64
        %c13_i64_458 = arith.constant 13 : i64
        %260 = arith.muli %259, %c13_i64_458 : i64
        %261 = arith.addi %197, %260 : i64
        %262 = llvm.getelementptr %17[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %263 = llvm.load %262 : !llvm.ptr<1> -> bf16
        memref.store %263, %alloca_231[] : memref<bf16>
        %c9_i64_459 = arith.constant 9 : i64
        %264 = arith.cmpi sge, %221, %c9_i64_459 : i64
        scf.if %264 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_231[] : memref<bf16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %265 = arith.minsi %223, %c8_i64_460 : i64
        %c13_i64_461 = arith.constant 13 : i64
        %266 = arith.muli %265, %c13_i64_461 : i64
        %267 = arith.addi %199, %266 : i64
        %268 = llvm.getelementptr %17[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %269 = llvm.load %268 : !llvm.ptr<1> -> bf16
        memref.store %269, %alloca_232[] : memref<bf16>
        %c9_i64_462 = arith.constant 9 : i64
        %270 = arith.cmpi sge, %223, %c9_i64_462 : i64
        scf.if %270 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_232[] : memref<bf16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %271 = arith.minsi %225, %c8_i64_463 : i64
        %c13_i64_464 = arith.constant 13 : i64
        %272 = arith.muli %271, %c13_i64_464 : i64
        %273 = arith.addi %202, %272 : i64
        %274 = llvm.getelementptr %17[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %275 = llvm.load %274 : !llvm.ptr<1> -> bf16
        memref.store %275, %alloca_233[] : memref<bf16>
        %c9_i64_465 = arith.constant 9 : i64
        %276 = arith.cmpi sge, %225, %c9_i64_465 : i64
        scf.if %276 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_233[] : memref<bf16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %277 = arith.minsi %227, %c8_i64_466 : i64
        %c13_i64_467 = arith.constant 13 : i64
        %278 = arith.muli %277, %c13_i64_467 : i64
        %279 = arith.addi %205, %278 : i64
        %280 = llvm.getelementptr %17[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %281 = llvm.load %280 : !llvm.ptr<1> -> bf16
        memref.store %281, %alloca_234[] : memref<bf16>
        %c9_i64_468 = arith.constant 9 : i64
        %282 = arith.cmpi sge, %227, %c9_i64_468 : i64
        scf.if %282 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_234[] : memref<bf16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %283 = arith.minsi %228, %c8_i64_469 : i64
        %c9_i64_470 = arith.constant 9 : i64
        %284 = arith.muli %207, %c9_i64_470 : i64
        %285 = arith.addi %283, %284 : i64
        %286 = llvm.getelementptr %19[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %287 = llvm.load %286 : !llvm.ptr<1> -> bf16
        memref.store %287, %alloca_235[] : memref<bf16>
        %c9_i64_471 = arith.constant 9 : i64
        %288 = arith.cmpi sge, %228, %c9_i64_471 : i64
        scf.if %288 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_235[] : memref<bf16>
        }
        %c8_i64_472 = arith.constant 8 : i64
        %289 = arith.minsi %230, %c8_i64_472 : i64
        %c9_i64_473 = arith.constant 9 : i64
        %290 = arith.muli %209, %c9_i64_473 : i64
        %291 = arith.addi %289, %290 : i64
        %292 = llvm.getelementptr %19[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %293 = llvm.load %292 : !llvm.ptr<1> -> bf16
        memref.store %293, %alloca_236[] : memref<bf16>
        %c9_i64_474 = arith.constant 9 : i64
        %294 = arith.cmpi sge, %230, %c9_i64_474 : i64
        scf.if %294 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_236[] : memref<bf16>
        }
        %c8_i64_475 = arith.constant 8 : i64
        %295 = arith.minsi %232, %c8_i64_475 : i64
        %c9_i64_476 = arith.constant 9 : i64
        %296 = arith.muli %211, %c9_i64_476 : i64
        %297 = arith.addi %295, %296 : i64
        %298 = llvm.getelementptr %19[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %299 = llvm.load %298 : !llvm.ptr<1> -> bf16
        memref.store %299, %alloca_237[] : memref<bf16>
        %c9_i64_477 = arith.constant 9 : i64
        %300 = arith.cmpi sge, %232, %c9_i64_477 : i64
        scf.if %300 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_237[] : memref<bf16>
        }
        %c8_i64_478 = arith.constant 8 : i64
        %301 = arith.minsi %234, %c8_i64_478 : i64
        %c9_i64_479 = arith.constant 9 : i64
        %302 = arith.muli %213, %c9_i64_479 : i64
        %303 = arith.addi %301, %302 : i64
        %304 = llvm.getelementptr %19[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %305 = llvm.load %304 : !llvm.ptr<1> -> bf16
        memref.store %305, %alloca_238[] : memref<bf16>
        %c9_i64_480 = arith.constant 9 : i64
        %306 = arith.cmpi sge, %234, %c9_i64_480 : i64
        scf.if %306 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_238[] : memref<bf16>
        }
        %307 = memref.load %alloca_227[] : memref<bf16>
        %308 = memref.load %alloca_228[] : memref<bf16>
        %309 = memref.load %alloca_229[] : memref<bf16>
        %310 = memref.load %alloca_230[] : memref<bf16>
        %311 = memref.load %alloca_231[] : memref<bf16>
        %312 = memref.load %alloca_232[] : memref<bf16>
        %313 = memref.load %alloca_233[] : memref<bf16>
        %314 = memref.load %alloca_234[] : memref<bf16>
        %315 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_481 = arith.constant 0 : i32
        %316 = llvm.insertelement %307, %315[%c0_i32_481 : i32] : vector<2xbf16>
        %c1_i32_482 = arith.constant 1 : i32
        %317 = llvm.insertelement %308, %316[%c1_i32_482 : i32] : vector<2xbf16>
        %318 = llvm.bitcast %317 : vector<2xbf16> to i32
        %319 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_483 = arith.constant 0 : i32
        %320 = llvm.insertelement %309, %319[%c0_i32_483 : i32] : vector<2xbf16>
        %c1_i32_484 = arith.constant 1 : i32
        %321 = llvm.insertelement %310, %320[%c1_i32_484 : i32] : vector<2xbf16>
        %322 = llvm.bitcast %321 : vector<2xbf16> to i32
        %323 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_485 = arith.constant 0 : i32
        %324 = llvm.insertelement %311, %323[%c0_i32_485 : i32] : vector<2xbf16>
        %c1_i32_486 = arith.constant 1 : i32
        %325 = llvm.insertelement %312, %324[%c1_i32_486 : i32] : vector<2xbf16>
        %326 = llvm.bitcast %325 : vector<2xbf16> to i32
        %327 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_487 = arith.constant 0 : i32
        %328 = llvm.insertelement %313, %327[%c0_i32_487 : i32] : vector<2xbf16>
        %c1_i32_488 = arith.constant 1 : i32
        %329 = llvm.insertelement %314, %328[%c1_i32_488 : i32] : vector<2xbf16>
        %330 = llvm.bitcast %329 : vector<2xbf16> to i32
        %331 = memref.load %alloca_235[] : memref<bf16>
        %332 = memref.load %alloca_236[] : memref<bf16>
        %333 = memref.load %alloca_237[] : memref<bf16>
        %334 = memref.load %alloca_238[] : memref<bf16>
        %335 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_489 = arith.constant 0 : i32
        %336 = llvm.insertelement %331, %335[%c0_i32_489 : i32] : vector<2xbf16>
        %c1_i32_490 = arith.constant 1 : i32
        %337 = llvm.insertelement %332, %336[%c1_i32_490 : i32] : vector<2xbf16>
        %338 = llvm.bitcast %337 : vector<2xbf16> to i32
        %339 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_491 = arith.constant 0 : i32
        %340 = llvm.insertelement %333, %339[%c0_i32_491 : i32] : vector<2xbf16>
        %c1_i32_492 = arith.constant 1 : i32
        %341 = llvm.insertelement %334, %340[%c1_i32_492 : i32] : vector<2xbf16>
        %342 = llvm.bitcast %341 : vector<2xbf16> to i32
        %343 = memref.load %alloca_223[] : memref<f32>
        %344 = memref.load %alloca_224[] : memref<f32>
        %345 = memref.load %alloca_225[] : memref<f32>
        %346 = memref.load %alloca_226[] : memref<f32>
        %347 = nvvm.mma.sync A[%318, %322, %326, %330]  B[%338, %342]  C[%343, %344, %345, %346]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %348 = llvm.extractvalue %347[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %348, %alloca_223[] : memref<f32>
        %349 = llvm.extractvalue %347[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %349, %alloca_224[] : memref<f32>
        %350 = llvm.extractvalue %347[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %350, %alloca_225[] : memref<f32>
        %351 = llvm.extractvalue %347[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %351, %alloca_226[] : memref<f32>
        %352 = arith.addi %184, %104 : i64
        %c2_i64_493 = arith.constant 2 : i64
        %353 = arith.muli %105, %c2_i64_493 : i64
        %354 = arith.addi %185, %353 : i64
        %c13_i64_494 = arith.constant 13 : i64
        %355 = arith.cmpi slt, %352, %c13_i64_494 : i64
        %c7_i64 = arith.constant 7 : i64
        %356 = arith.cmpi slt, %354, %c7_i64 : i64
        %357 = arith.andi %355, %356 : i1
        scf.if %357 {
          %c13_i64_508 = arith.constant 13 : i64
          %380 = arith.muli %354, %c13_i64_508 : i64
          %381 = arith.addi %352, %380 : i64
          %382 = llvm.getelementptr %21[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %383 = llvm.load %382 : !llvm.ptr<1> -> f32
          %384 = memref.load %alloca_223[] : memref<f32>
          %385 = arith.addf %383, %384 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %386 = arith.muli %354, %c13_i64_509 : i64
          %387 = arith.addi %352, %386 : i64
          %388 = llvm.getelementptr %21[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %385, %388 : f32, !llvm.ptr<1>
        }
        %358 = arith.addi %184, %104 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %359 = arith.muli %105, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %360 = arith.addi %359, %c1_i64_496 : i64
        %361 = arith.addi %185, %360 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %362 = arith.cmpi slt, %358, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %363 = arith.cmpi slt, %361, %c7_i64_498 : i64
        %364 = arith.andi %362, %363 : i1
        scf.if %364 {
          %c13_i64_508 = arith.constant 13 : i64
          %380 = arith.muli %361, %c13_i64_508 : i64
          %381 = arith.addi %358, %380 : i64
          %382 = llvm.getelementptr %21[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %383 = llvm.load %382 : !llvm.ptr<1> -> f32
          %384 = memref.load %alloca_224[] : memref<f32>
          %385 = arith.addf %383, %384 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %386 = arith.muli %361, %c13_i64_509 : i64
          %387 = arith.addi %358, %386 : i64
          %388 = llvm.getelementptr %21[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %385, %388 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %365 = arith.addi %104, %c8_i64_499 : i64
        %366 = arith.addi %184, %365 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %367 = arith.muli %105, %c2_i64_500 : i64
        %368 = arith.addi %185, %367 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %369 = arith.cmpi slt, %366, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %370 = arith.cmpi slt, %368, %c7_i64_502 : i64
        %371 = arith.andi %369, %370 : i1
        scf.if %371 {
          %c13_i64_508 = arith.constant 13 : i64
          %380 = arith.muli %368, %c13_i64_508 : i64
          %381 = arith.addi %366, %380 : i64
          %382 = llvm.getelementptr %21[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %383 = llvm.load %382 : !llvm.ptr<1> -> f32
          %384 = memref.load %alloca_225[] : memref<f32>
          %385 = arith.addf %383, %384 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %386 = arith.muli %368, %c13_i64_509 : i64
          %387 = arith.addi %366, %386 : i64
          %388 = llvm.getelementptr %21[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %385, %388 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %372 = arith.addi %104, %c8_i64_503 : i64
        %373 = arith.addi %184, %372 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %374 = arith.muli %105, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %375 = arith.addi %374, %c1_i64_505 : i64
        %376 = arith.addi %185, %375 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %377 = arith.cmpi slt, %373, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %378 = arith.cmpi slt, %376, %c7_i64_507 : i64
        %379 = arith.andi %377, %378 : i1
        scf.if %379 {
          %c13_i64_508 = arith.constant 13 : i64
          %380 = arith.muli %376, %c13_i64_508 : i64
          %381 = arith.addi %373, %380 : i64
          %382 = llvm.getelementptr %21[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %383 = llvm.load %382 : !llvm.ptr<1> -> f32
          %384 = memref.load %alloca_226[] : memref<f32>
          %385 = arith.addf %383, %384 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %386 = arith.muli %376, %c13_i64_509 : i64
          %387 = arith.addi %373, %386 : i64
          %388 = llvm.getelementptr %21[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %385, %388 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_303 = gpu.thread_id  x
      %106 = arith.index_cast %thread_id_x_303 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %107 = arith.minsi %106, %c12_i64 : i64
      %thread_id_y_304 = gpu.thread_id  y
      %108 = arith.index_cast %thread_id_y_304 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %109 = arith.minsi %108, %c6_i64 : i64
      %thread_id_y_305 = gpu.thread_id  y
      %110 = arith.index_cast %thread_id_y_305 : index to i64
      %c4_i64_306 = arith.constant 4 : i64
      %111 = arith.addi %110, %c4_i64_306 : i64
      %c6_i64_307 = arith.constant 6 : i64
      %112 = arith.minsi %111, %c6_i64_307 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %cst_308 = arith.constant 0.000000e+00 : f32
      %113 = llvm.mlir.poison : vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %114 = llvm.insertelement %cst, %113[%c0_i32 : i32] : vector<2xf32>
      %c1_i32 = arith.constant 1 : i32
      %115 = llvm.insertelement %cst_308, %114[%c1_i32 : i32] : vector<2xf32>
      memref.store %115, %alloca_239[] : memref<vector<2xf32>>
      %cst_309 = arith.constant 0.000000e+00 : f32
      %cst_310 = arith.constant 0.000000e+00 : f32
      %116 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_311 = arith.constant 0 : i32
      %117 = llvm.insertelement %cst_309, %116[%c0_i32_311 : i32] : vector<2xf32>
      %c1_i32_312 = arith.constant 1 : i32
      %118 = llvm.insertelement %cst_310, %117[%c1_i32_312 : i32] : vector<2xf32>
      memref.store %118, %alloca_240[] : memref<vector<2xf32>>
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64_313 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64 to %c9_i64 step %c1_i64_313  : i64 {
        %c13_i64_400 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_400 : i64
        %183 = arith.addi %107, %182 : i64
        %184 = llvm.getelementptr %23[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %185 = llvm.load %184 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_401 = arith.constant 9 : i64
        %186 = arith.muli %109, %c9_i64_401 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %25[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %189 = llvm.load %188 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_402 = arith.constant 9 : i64
        %190 = arith.muli %112, %c9_i64_402 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %25[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf32>
        %194 = memref.load %alloca_239[] : memref<vector<2xf32>>
        %c0_i32_403 = arith.constant 0 : i32
        %195 = llvm.extractelement %185[%c0_i32_403 : i32] : vector<2xf32>
        %c1_i32_404 = arith.constant 1 : i32
        %196 = llvm.extractelement %185[%c1_i32_404 : i32] : vector<2xf32>
        %c0_i32_405 = arith.constant 0 : i32
        %197 = llvm.extractelement %189[%c0_i32_405 : i32] : vector<2xf32>
        %c1_i32_406 = arith.constant 1 : i32
        %198 = llvm.extractelement %189[%c1_i32_406 : i32] : vector<2xf32>
        %199 = arith.mulf %195, %197 : f32
        %200 = arith.mulf %196, %198 : f32
        %201 = arith.subf %199, %200 : f32
        %202 = arith.mulf %195, %198 : f32
        %203 = arith.mulf %196, %197 : f32
        %204 = arith.addf %202, %203 : f32
        %205 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_407 = arith.constant 0 : i32
        %206 = llvm.insertelement %201, %205[%c0_i32_407 : i32] : vector<2xf32>
        %c1_i32_408 = arith.constant 1 : i32
        %207 = llvm.insertelement %204, %206[%c1_i32_408 : i32] : vector<2xf32>
        %208 = arith.addf %194, %207 : vector<2xf32>
        memref.store %208, %alloca_239[] : memref<vector<2xf32>>
        %209 = memref.load %alloca_240[] : memref<vector<2xf32>>
        %c0_i32_409 = arith.constant 0 : i32
        %210 = llvm.extractelement %185[%c0_i32_409 : i32] : vector<2xf32>
        %c1_i32_410 = arith.constant 1 : i32
        %211 = llvm.extractelement %185[%c1_i32_410 : i32] : vector<2xf32>
        %c0_i32_411 = arith.constant 0 : i32
        %212 = llvm.extractelement %193[%c0_i32_411 : i32] : vector<2xf32>
        %c1_i32_412 = arith.constant 1 : i32
        %213 = llvm.extractelement %193[%c1_i32_412 : i32] : vector<2xf32>
        %214 = arith.mulf %210, %212 : f32
        %215 = arith.mulf %211, %213 : f32
        %216 = arith.subf %214, %215 : f32
        %217 = arith.mulf %210, %213 : f32
        %218 = arith.mulf %211, %212 : f32
        %219 = arith.addf %217, %218 : f32
        %220 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_413 = arith.constant 0 : i32
        %221 = llvm.insertelement %216, %220[%c0_i32_413 : i32] : vector<2xf32>
        %c1_i32_414 = arith.constant 1 : i32
        %222 = llvm.insertelement %219, %221[%c1_i32_414 : i32] : vector<2xf32>
        %223 = arith.addf %209, %222 : vector<2xf32>
        memref.store %223, %alloca_240[] : memref<vector<2xf32>>
      }
      %c13_i64 = arith.constant 13 : i64
      %119 = arith.cmpi slt, %106, %c13_i64 : i64
      scf.if %119 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %108, %c7_i64 : i64
        scf.if %182 {
          %184 = memref.load %alloca_239[] : memref<vector<2xf32>>
          %c0_i32_401 = arith.constant 0 : i32
          %185 = llvm.extractelement %arg2[%c0_i32_401 : i32] : vector<2xf32>
          %c1_i32_402 = arith.constant 1 : i32
          %186 = llvm.extractelement %arg2[%c1_i32_402 : i32] : vector<2xf32>
          %c0_i32_403 = arith.constant 0 : i32
          %187 = llvm.extractelement %184[%c0_i32_403 : i32] : vector<2xf32>
          %c1_i32_404 = arith.constant 1 : i32
          %188 = llvm.extractelement %184[%c1_i32_404 : i32] : vector<2xf32>
          %189 = arith.mulf %185, %187 : f32
          %190 = arith.mulf %186, %188 : f32
          %191 = arith.subf %189, %190 : f32
          %192 = arith.mulf %185, %188 : f32
          %193 = arith.mulf %186, %187 : f32
          %194 = arith.addf %192, %193 : f32
          %195 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_405 = arith.constant 0 : i32
          %196 = llvm.insertelement %191, %195[%c0_i32_405 : i32] : vector<2xf32>
          %c1_i32_406 = arith.constant 1 : i32
          %197 = llvm.insertelement %194, %196[%c1_i32_406 : i32] : vector<2xf32>
          %cst_407 = arith.constant 5.000000e-01 : f32
          %cst_408 = arith.constant 5.000000e-01 : f32
          %198 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_409 = arith.constant 0 : i32
          %199 = llvm.insertelement %cst_407, %198[%c0_i32_409 : i32] : vector<2xf32>
          %c1_i32_410 = arith.constant 1 : i32
          %200 = llvm.insertelement %cst_408, %199[%c1_i32_410 : i32] : vector<2xf32>
          %c13_i64_411 = arith.constant 13 : i64
          %201 = arith.muli %108, %c13_i64_411 : i64
          %202 = arith.addi %106, %201 : i64
          %203 = llvm.getelementptr %27[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %204 = llvm.load %203 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_412 = arith.constant 0 : i32
          %205 = llvm.extractelement %200[%c0_i32_412 : i32] : vector<2xf32>
          %c1_i32_413 = arith.constant 1 : i32
          %206 = llvm.extractelement %200[%c1_i32_413 : i32] : vector<2xf32>
          %c0_i32_414 = arith.constant 0 : i32
          %207 = llvm.extractelement %204[%c0_i32_414 : i32] : vector<2xf32>
          %c1_i32_415 = arith.constant 1 : i32
          %208 = llvm.extractelement %204[%c1_i32_415 : i32] : vector<2xf32>
          %209 = arith.mulf %205, %207 : f32
          %210 = arith.mulf %206, %208 : f32
          %211 = arith.subf %209, %210 : f32
          %212 = arith.mulf %205, %208 : f32
          %213 = arith.mulf %206, %207 : f32
          %214 = arith.addf %212, %213 : f32
          %215 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_416 = arith.constant 0 : i32
          %216 = llvm.insertelement %211, %215[%c0_i32_416 : i32] : vector<2xf32>
          %c1_i32_417 = arith.constant 1 : i32
          %217 = llvm.insertelement %214, %216[%c1_i32_417 : i32] : vector<2xf32>
          %218 = arith.addf %197, %217 : vector<2xf32>
          %c13_i64_418 = arith.constant 13 : i64
          %219 = arith.muli %108, %c13_i64_418 : i64
          %220 = arith.addi %106, %219 : i64
          %221 = llvm.getelementptr %27[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          llvm.store %218, %221 : vector<2xf32>, !llvm.ptr<1>
        }
        %c7_i64_400 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %111, %c7_i64_400 : i64
        scf.if %183 {
          %184 = memref.load %alloca_240[] : memref<vector<2xf32>>
          %c0_i32_401 = arith.constant 0 : i32
          %185 = llvm.extractelement %arg2[%c0_i32_401 : i32] : vector<2xf32>
          %c1_i32_402 = arith.constant 1 : i32
          %186 = llvm.extractelement %arg2[%c1_i32_402 : i32] : vector<2xf32>
          %c0_i32_403 = arith.constant 0 : i32
          %187 = llvm.extractelement %184[%c0_i32_403 : i32] : vector<2xf32>
          %c1_i32_404 = arith.constant 1 : i32
          %188 = llvm.extractelement %184[%c1_i32_404 : i32] : vector<2xf32>
          %189 = arith.mulf %185, %187 : f32
          %190 = arith.mulf %186, %188 : f32
          %191 = arith.subf %189, %190 : f32
          %192 = arith.mulf %185, %188 : f32
          %193 = arith.mulf %186, %187 : f32
          %194 = arith.addf %192, %193 : f32
          %195 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_405 = arith.constant 0 : i32
          %196 = llvm.insertelement %191, %195[%c0_i32_405 : i32] : vector<2xf32>
          %c1_i32_406 = arith.constant 1 : i32
          %197 = llvm.insertelement %194, %196[%c1_i32_406 : i32] : vector<2xf32>
          %cst_407 = arith.constant 5.000000e-01 : f32
          %cst_408 = arith.constant 5.000000e-01 : f32
          %198 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_409 = arith.constant 0 : i32
          %199 = llvm.insertelement %cst_407, %198[%c0_i32_409 : i32] : vector<2xf32>
          %c1_i32_410 = arith.constant 1 : i32
          %200 = llvm.insertelement %cst_408, %199[%c1_i32_410 : i32] : vector<2xf32>
          %c13_i64_411 = arith.constant 13 : i64
          %201 = arith.muli %111, %c13_i64_411 : i64
          %202 = arith.addi %106, %201 : i64
          %203 = llvm.getelementptr %27[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %204 = llvm.load %203 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_412 = arith.constant 0 : i32
          %205 = llvm.extractelement %200[%c0_i32_412 : i32] : vector<2xf32>
          %c1_i32_413 = arith.constant 1 : i32
          %206 = llvm.extractelement %200[%c1_i32_413 : i32] : vector<2xf32>
          %c0_i32_414 = arith.constant 0 : i32
          %207 = llvm.extractelement %204[%c0_i32_414 : i32] : vector<2xf32>
          %c1_i32_415 = arith.constant 1 : i32
          %208 = llvm.extractelement %204[%c1_i32_415 : i32] : vector<2xf32>
          %209 = arith.mulf %205, %207 : f32
          %210 = arith.mulf %206, %208 : f32
          %211 = arith.subf %209, %210 : f32
          %212 = arith.mulf %205, %208 : f32
          %213 = arith.mulf %206, %207 : f32
          %214 = arith.addf %212, %213 : f32
          %215 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_416 = arith.constant 0 : i32
          %216 = llvm.insertelement %211, %215[%c0_i32_416 : i32] : vector<2xf32>
          %c1_i32_417 = arith.constant 1 : i32
          %217 = llvm.insertelement %214, %216[%c1_i32_417 : i32] : vector<2xf32>
          %218 = arith.addf %197, %217 : vector<2xf32>
          %c13_i64_418 = arith.constant 13 : i64
          %219 = arith.muli %111, %c13_i64_418 : i64
          %220 = arith.addi %106, %219 : i64
          %221 = llvm.getelementptr %27[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          llvm.store %218, %221 : vector<2xf32>, !llvm.ptr<1>
        }
      }
      %thread_id_x_314 = gpu.thread_id  x
      %120 = arith.index_cast %thread_id_x_314 : index to i64
      %c12_i64_315 = arith.constant 12 : i64
      %121 = arith.minsi %120, %c12_i64_315 : i64
      %thread_id_y_316 = gpu.thread_id  y
      %122 = arith.index_cast %thread_id_y_316 : index to i64
      %c6_i64_317 = arith.constant 6 : i64
      %123 = arith.minsi %122, %c6_i64_317 : i64
      %thread_id_y_318 = gpu.thread_id  y
      %124 = arith.index_cast %thread_id_y_318 : index to i64
      %c4_i64_319 = arith.constant 4 : i64
      %125 = arith.addi %124, %c4_i64_319 : i64
      %c6_i64_320 = arith.constant 6 : i64
      %126 = arith.minsi %125, %c6_i64_320 : i64
      %cst_321 = arith.constant 0.000000e+00 : f64
      %cst_322 = arith.constant 0.000000e+00 : f64
      %127 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_323 = arith.constant 0 : i32
      %128 = llvm.insertelement %cst_321, %127[%c0_i32_323 : i32] : vector<2xf64>
      %c1_i32_324 = arith.constant 1 : i32
      %129 = llvm.insertelement %cst_322, %128[%c1_i32_324 : i32] : vector<2xf64>
      memref.store %129, %alloca_241[] : memref<vector<2xf64>>
      %cst_325 = arith.constant 0.000000e+00 : f64
      %cst_326 = arith.constant 0.000000e+00 : f64
      %130 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_327 = arith.constant 0 : i32
      %131 = llvm.insertelement %cst_325, %130[%c0_i32_327 : i32] : vector<2xf64>
      %c1_i32_328 = arith.constant 1 : i32
      %132 = llvm.insertelement %cst_326, %131[%c1_i32_328 : i32] : vector<2xf64>
      memref.store %132, %alloca_242[] : memref<vector<2xf64>>
      %c0_i64_329 = arith.constant 0 : i64
      %c9_i64_330 = arith.constant 9 : i64
      %c1_i64_331 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_329 to %c9_i64_330 step %c1_i64_331  : i64 {
        %c13_i64_400 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_400 : i64
        %183 = arith.addi %121, %182 : i64
        %184 = llvm.getelementptr %29[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %185 = llvm.load %184 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_401 = arith.constant 9 : i64
        %186 = arith.muli %123, %c9_i64_401 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %31[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %189 = llvm.load %188 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_402 = arith.constant 9 : i64
        %190 = arith.muli %126, %c9_i64_402 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %31[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf64>
        %194 = memref.load %alloca_241[] : memref<vector<2xf64>>
        %c0_i32_403 = arith.constant 0 : i32
        %195 = llvm.extractelement %185[%c0_i32_403 : i32] : vector<2xf64>
        %c1_i32_404 = arith.constant 1 : i32
        %196 = llvm.extractelement %185[%c1_i32_404 : i32] : vector<2xf64>
        %c0_i32_405 = arith.constant 0 : i32
        %197 = llvm.extractelement %189[%c0_i32_405 : i32] : vector<2xf64>
        %c1_i32_406 = arith.constant 1 : i32
        %198 = llvm.extractelement %189[%c1_i32_406 : i32] : vector<2xf64>
        %199 = arith.mulf %195, %197 : f64
        %200 = arith.mulf %196, %198 : f64
        %201 = arith.subf %199, %200 : f64
        %202 = arith.mulf %195, %198 : f64
        %203 = arith.mulf %196, %197 : f64
        %204 = arith.addf %202, %203 : f64
        %205 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_407 = arith.constant 0 : i32
        %206 = llvm.insertelement %201, %205[%c0_i32_407 : i32] : vector<2xf64>
        %c1_i32_408 = arith.constant 1 : i32
        %207 = llvm.insertelement %204, %206[%c1_i32_408 : i32] : vector<2xf64>
        %208 = arith.addf %194, %207 : vector<2xf64>
        memref.store %208, %alloca_241[] : memref<vector<2xf64>>
        %209 = memref.load %alloca_242[] : memref<vector<2xf64>>
        %c0_i32_409 = arith.constant 0 : i32
        %210 = llvm.extractelement %185[%c0_i32_409 : i32] : vector<2xf64>
        %c1_i32_410 = arith.constant 1 : i32
        %211 = llvm.extractelement %185[%c1_i32_410 : i32] : vector<2xf64>
        %c0_i32_411 = arith.constant 0 : i32
        %212 = llvm.extractelement %193[%c0_i32_411 : i32] : vector<2xf64>
        %c1_i32_412 = arith.constant 1 : i32
        %213 = llvm.extractelement %193[%c1_i32_412 : i32] : vector<2xf64>
        %214 = arith.mulf %210, %212 : f64
        %215 = arith.mulf %211, %213 : f64
        %216 = arith.subf %214, %215 : f64
        %217 = arith.mulf %210, %213 : f64
        %218 = arith.mulf %211, %212 : f64
        %219 = arith.addf %217, %218 : f64
        %220 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_413 = arith.constant 0 : i32
        %221 = llvm.insertelement %216, %220[%c0_i32_413 : i32] : vector<2xf64>
        %c1_i32_414 = arith.constant 1 : i32
        %222 = llvm.insertelement %219, %221[%c1_i32_414 : i32] : vector<2xf64>
        %223 = arith.addf %209, %222 : vector<2xf64>
        memref.store %223, %alloca_242[] : memref<vector<2xf64>>
      }
      %c13_i64_332 = arith.constant 13 : i64
      %133 = arith.cmpi slt, %120, %c13_i64_332 : i64
      scf.if %133 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %122, %c7_i64 : i64
        scf.if %182 {
          %cst_401 = arith.constant 1.000000e+00 : f64
          %cst_402 = arith.constant -1.000000e+00 : f64
          %184 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_403 = arith.constant 0 : i32
          %185 = llvm.insertelement %cst_401, %184[%c0_i32_403 : i32] : vector<2xf64>
          %c1_i32_404 = arith.constant 1 : i32
          %186 = llvm.insertelement %cst_402, %185[%c1_i32_404 : i32] : vector<2xf64>
          %187 = memref.load %alloca_241[] : memref<vector<2xf64>>
          %c0_i32_405 = arith.constant 0 : i32
          %188 = llvm.extractelement %186[%c0_i32_405 : i32] : vector<2xf64>
          %c1_i32_406 = arith.constant 1 : i32
          %189 = llvm.extractelement %186[%c1_i32_406 : i32] : vector<2xf64>
          %c0_i32_407 = arith.constant 0 : i32
          %190 = llvm.extractelement %187[%c0_i32_407 : i32] : vector<2xf64>
          %c1_i32_408 = arith.constant 1 : i32
          %191 = llvm.extractelement %187[%c1_i32_408 : i32] : vector<2xf64>
          %192 = arith.mulf %188, %190 : f64
          %193 = arith.mulf %189, %191 : f64
          %194 = arith.subf %192, %193 : f64
          %195 = arith.mulf %188, %191 : f64
          %196 = arith.mulf %189, %190 : f64
          %197 = arith.addf %195, %196 : f64
          %198 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_409 = arith.constant 0 : i32
          %199 = llvm.insertelement %194, %198[%c0_i32_409 : i32] : vector<2xf64>
          %c1_i32_410 = arith.constant 1 : i32
          %200 = llvm.insertelement %197, %199[%c1_i32_410 : i32] : vector<2xf64>
          %c13_i64_411 = arith.constant 13 : i64
          %201 = arith.muli %122, %c13_i64_411 : i64
          %202 = arith.addi %120, %201 : i64
          %203 = llvm.getelementptr %33[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %200, %203 : vector<2xf64>, !llvm.ptr<1>
        }
        %c7_i64_400 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %125, %c7_i64_400 : i64
        scf.if %183 {
          %cst_401 = arith.constant 1.000000e+00 : f64
          %cst_402 = arith.constant -1.000000e+00 : f64
          %184 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_403 = arith.constant 0 : i32
          %185 = llvm.insertelement %cst_401, %184[%c0_i32_403 : i32] : vector<2xf64>
          %c1_i32_404 = arith.constant 1 : i32
          %186 = llvm.insertelement %cst_402, %185[%c1_i32_404 : i32] : vector<2xf64>
          %187 = memref.load %alloca_242[] : memref<vector<2xf64>>
          %c0_i32_405 = arith.constant 0 : i32
          %188 = llvm.extractelement %186[%c0_i32_405 : i32] : vector<2xf64>
          %c1_i32_406 = arith.constant 1 : i32
          %189 = llvm.extractelement %186[%c1_i32_406 : i32] : vector<2xf64>
          %c0_i32_407 = arith.constant 0 : i32
          %190 = llvm.extractelement %187[%c0_i32_407 : i32] : vector<2xf64>
          %c1_i32_408 = arith.constant 1 : i32
          %191 = llvm.extractelement %187[%c1_i32_408 : i32] : vector<2xf64>
          %192 = arith.mulf %188, %190 : f64
          %193 = arith.mulf %189, %191 : f64
          %194 = arith.subf %192, %193 : f64
          %195 = arith.mulf %188, %191 : f64
          %196 = arith.mulf %189, %190 : f64
          %197 = arith.addf %195, %196 : f64
          %198 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_409 = arith.constant 0 : i32
          %199 = llvm.insertelement %194, %198[%c0_i32_409 : i32] : vector<2xf64>
          %c1_i32_410 = arith.constant 1 : i32
          %200 = llvm.insertelement %197, %199[%c1_i32_410 : i32] : vector<2xf64>
          %c13_i64_411 = arith.constant 13 : i64
          %201 = arith.muli %125, %c13_i64_411 : i64
          %202 = arith.addi %120, %201 : i64
          %203 = llvm.getelementptr %33[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %200, %203 : vector<2xf64>, !llvm.ptr<1>
        }
      }
      %thread_id_x_333 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_333 : index to i64
      %c12_i64_334 = arith.constant 12 : i64
      %135 = arith.minsi %134, %c12_i64_334 : i64
      %thread_id_y_335 = gpu.thread_id  y
      %136 = arith.index_cast %thread_id_y_335 : index to i64
      %c6_i64_336 = arith.constant 6 : i64
      %137 = arith.minsi %136, %c6_i64_336 : i64
      %thread_id_y_337 = gpu.thread_id  y
      %138 = arith.index_cast %thread_id_y_337 : index to i64
      %c4_i64_338 = arith.constant 4 : i64
      %139 = arith.addi %138, %c4_i64_338 : i64
      %c6_i64_339 = arith.constant 6 : i64
      %140 = arith.minsi %139, %c6_i64_339 : i64
      %cst_340 = arith.constant 0.000000e+00 : f64
      %cst_341 = arith.constant 0.000000e+00 : f64
      %141 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_342 = arith.constant 0 : i32
      %142 = llvm.insertelement %cst_340, %141[%c0_i32_342 : i32] : vector<2xf64>
      %c1_i32_343 = arith.constant 1 : i32
      %143 = llvm.insertelement %cst_341, %142[%c1_i32_343 : i32] : vector<2xf64>
      memref.store %143, %alloca_243[] : memref<vector<2xf64>>
      %cst_344 = arith.constant 0.000000e+00 : f64
      %cst_345 = arith.constant 0.000000e+00 : f64
      %144 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_346 = arith.constant 0 : i32
      %145 = llvm.insertelement %cst_344, %144[%c0_i32_346 : i32] : vector<2xf64>
      %c1_i32_347 = arith.constant 1 : i32
      %146 = llvm.insertelement %cst_345, %145[%c1_i32_347 : i32] : vector<2xf64>
      memref.store %146, %alloca_244[] : memref<vector<2xf64>>
      %c0_i64_348 = arith.constant 0 : i64
      %c9_i64_349 = arith.constant 9 : i64
      %c1_i64_350 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_348 to %c9_i64_349 step %c1_i64_350  : i64 {
        %c13_i64_400 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_400 : i64
        %183 = arith.addi %135, %182 : i64
        %184 = llvm.getelementptr %23[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %185 = llvm.load %184 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_401 = arith.constant 9 : i64
        %186 = arith.muli %137, %c9_i64_401 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %31[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %189 = llvm.load %188 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_402 = arith.constant 9 : i64
        %190 = arith.muli %140, %c9_i64_402 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %31[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf64>
        %194 = memref.load %alloca_243[] : memref<vector<2xf64>>
        %195 = arith.extf %185 : vector<2xf32> to vector<2xf64>
        %c0_i32_403 = arith.constant 0 : i32
        %196 = llvm.extractelement %195[%c0_i32_403 : i32] : vector<2xf64>
        %c1_i32_404 = arith.constant 1 : i32
        %197 = llvm.extractelement %195[%c1_i32_404 : i32] : vector<2xf64>
        %c0_i32_405 = arith.constant 0 : i32
        %198 = llvm.extractelement %189[%c0_i32_405 : i32] : vector<2xf64>
        %c1_i32_406 = arith.constant 1 : i32
        %199 = llvm.extractelement %189[%c1_i32_406 : i32] : vector<2xf64>
        %200 = arith.mulf %196, %198 : f64
        %201 = arith.mulf %197, %199 : f64
        %202 = arith.subf %200, %201 : f64
        %203 = arith.mulf %196, %199 : f64
        %204 = arith.mulf %197, %198 : f64
        %205 = arith.addf %203, %204 : f64
        %206 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_407 = arith.constant 0 : i32
        %207 = llvm.insertelement %202, %206[%c0_i32_407 : i32] : vector<2xf64>
        %c1_i32_408 = arith.constant 1 : i32
        %208 = llvm.insertelement %205, %207[%c1_i32_408 : i32] : vector<2xf64>
        %209 = arith.addf %194, %208 : vector<2xf64>
        memref.store %209, %alloca_243[] : memref<vector<2xf64>>
        %210 = memref.load %alloca_244[] : memref<vector<2xf64>>
        %211 = arith.extf %185 : vector<2xf32> to vector<2xf64>
        %c0_i32_409 = arith.constant 0 : i32
        %212 = llvm.extractelement %211[%c0_i32_409 : i32] : vector<2xf64>
        %c1_i32_410 = arith.constant 1 : i32
        %213 = llvm.extractelement %211[%c1_i32_410 : i32] : vector<2xf64>
        %c0_i32_411 = arith.constant 0 : i32
        %214 = llvm.extractelement %193[%c0_i32_411 : i32] : vector<2xf64>
        %c1_i32_412 = arith.constant 1 : i32
        %215 = llvm.extractelement %193[%c1_i32_412 : i32] : vector<2xf64>
        %216 = arith.mulf %212, %214 : f64
        %217 = arith.mulf %213, %215 : f64
        %218 = arith.subf %216, %217 : f64
        %219 = arith.mulf %212, %215 : f64
        %220 = arith.mulf %213, %214 : f64
        %221 = arith.addf %219, %220 : f64
        %222 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_413 = arith.constant 0 : i32
        %223 = llvm.insertelement %218, %222[%c0_i32_413 : i32] : vector<2xf64>
        %c1_i32_414 = arith.constant 1 : i32
        %224 = llvm.insertelement %221, %223[%c1_i32_414 : i32] : vector<2xf64>
        %225 = arith.addf %210, %224 : vector<2xf64>
        memref.store %225, %alloca_244[] : memref<vector<2xf64>>
      }
      %c13_i64_351 = arith.constant 13 : i64
      %147 = arith.cmpi slt, %134, %c13_i64_351 : i64
      scf.if %147 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %136, %c7_i64 : i64
        scf.if %182 {
          %c13_i64_401 = arith.constant 13 : i64
          %184 = arith.muli %136, %c13_i64_401 : i64
          %185 = arith.addi %134, %184 : i64
          %186 = llvm.getelementptr %35[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          %187 = llvm.load %186 : !llvm.ptr<1> -> vector<2xf64>
          %188 = memref.load %alloca_243[] : memref<vector<2xf64>>
          %189 = arith.addf %187, %188 : vector<2xf64>
          %c13_i64_402 = arith.constant 13 : i64
          %190 = arith.muli %136, %c13_i64_402 : i64
          %191 = arith.addi %134, %190 : i64
          %192 = llvm.getelementptr %35[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %189, %192 : vector<2xf64>, !llvm.ptr<1>
        }
        %c7_i64_400 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %139, %c7_i64_400 : i64
        scf.if %183 {
          %c13_i64_401 = arith.constant 13 : i64
          %184 = arith.muli %139, %c13_i64_401 : i64
          %185 = arith.addi %134, %184 : i64
          %186 = llvm.getelementptr %35[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          %187 = llvm.load %186 : !llvm.ptr<1> -> vector<2xf64>
          %188 = memref.load %alloca_244[] : memref<vector<2xf64>>
          %189 = arith.addf %187, %188 : vector<2xf64>
          %c13_i64_402 = arith.constant 13 : i64
          %190 = arith.muli %139, %c13_i64_402 : i64
          %191 = arith.addi %134, %190 : i64
          %192 = llvm.getelementptr %35[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %189, %192 : vector<2xf64>, !llvm.ptr<1>
        }
      }
      %thread_id_x_352 = gpu.thread_id  x
      %148 = arith.index_cast %thread_id_x_352 : index to i64
      %c12_i64_353 = arith.constant 12 : i64
      %149 = arith.minsi %148, %c12_i64_353 : i64
      %thread_id_y_354 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_354 : index to i64
      %c6_i64_355 = arith.constant 6 : i64
      %151 = arith.minsi %150, %c6_i64_355 : i64
      %thread_id_y_356 = gpu.thread_id  y
      %152 = arith.index_cast %thread_id_y_356 : index to i64
      %c4_i64_357 = arith.constant 4 : i64
      %153 = arith.addi %152, %c4_i64_357 : i64
      %c6_i64_358 = arith.constant 6 : i64
      %154 = arith.minsi %153, %c6_i64_358 : i64
      %cst_359 = arith.constant 0.000000e+00 : f16
      memref.store %cst_359, %alloca_245[] : memref<f16>
      %cst_360 = arith.constant 0.000000e+00 : f16
      memref.store %cst_360, %alloca_246[] : memref<f16>
      %c0_i64_361 = arith.constant 0 : i64
      %c9_i64_362 = arith.constant 9 : i64
      %c1_i64_363 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_361 to %c9_i64_362 step %c1_i64_363  : i64 {
        %c13_i64_400 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_400 : i64
        %183 = arith.addi %149, %182 : i64
        %184 = llvm.getelementptr %1[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %185 = llvm.load %184 : !llvm.ptr<1> -> f16
        %c9_i64_401 = arith.constant 9 : i64
        %186 = arith.muli %151, %c9_i64_401 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %5[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %189 = llvm.load %188 : !llvm.ptr<1> -> f16
        %c9_i64_402 = arith.constant 9 : i64
        %190 = arith.muli %154, %c9_i64_402 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %5[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %193 = llvm.load %192 : !llvm.ptr<1> -> f16
        %194 = memref.load %alloca_245[] : memref<f16>
        %195 = arith.mulf %185, %189 : f16
        %196 = arith.addf %194, %195 : f16
        memref.store %196, %alloca_245[] : memref<f16>
        %197 = memref.load %alloca_246[] : memref<f16>
        %198 = arith.mulf %185, %193 : f16
        %199 = arith.addf %197, %198 : f16
        memref.store %199, %alloca_246[] : memref<f16>
      }
      %c13_i64_364 = arith.constant 13 : i64
      %155 = arith.cmpi slt, %148, %c13_i64_364 : i64
      scf.if %155 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %150, %c7_i64 : i64
        scf.if %182 {
          %184 = memref.load %alloca_245[] : memref<f16>
          %cst_401 = arith.constant 5.000000e-01 : f16
          %c13_i64_402 = arith.constant 13 : i64
          %185 = arith.muli %150, %c13_i64_402 : i64
          %186 = arith.addi %148, %185 : i64
          %187 = llvm.getelementptr %37[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %188 = llvm.load %187 : !llvm.ptr<1> -> f16
          %189 = arith.mulf %cst_401, %188 : f16
          %190 = arith.addf %184, %189 : f16
          %c13_i64_403 = arith.constant 13 : i64
          %191 = arith.muli %150, %c13_i64_403 : i64
          %192 = arith.addi %148, %191 : i64
          %193 = llvm.getelementptr %37[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          llvm.store %190, %193 : f16, !llvm.ptr<1>
        }
        %c7_i64_400 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %153, %c7_i64_400 : i64
        scf.if %183 {
          %184 = memref.load %alloca_246[] : memref<f16>
          %cst_401 = arith.constant 5.000000e-01 : f16
          %c13_i64_402 = arith.constant 13 : i64
          %185 = arith.muli %153, %c13_i64_402 : i64
          %186 = arith.addi %148, %185 : i64
          %187 = llvm.getelementptr %37[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %188 = llvm.load %187 : !llvm.ptr<1> -> f16
          %189 = arith.mulf %cst_401, %188 : f16
          %190 = arith.addf %184, %189 : f16
          %c13_i64_403 = arith.constant 13 : i64
          %191 = arith.muli %153, %c13_i64_403 : i64
          %192 = arith.addi %148, %191 : i64
          %193 = llvm.getelementptr %37[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          llvm.store %190, %193 : f16, !llvm.ptr<1>
        }
      }
      %thread_id_x_365 = gpu.thread_id  x
      %156 = arith.index_cast %thread_id_x_365 : index to i64
      %c32_i64_366 = arith.constant 32 : i64
      %thread_id_y_367 = gpu.thread_id  y
      %157 = arith.index_cast %thread_id_y_367 : index to i64
      %158 = arith.muli %c32_i64_366, %157 : i64
      %159 = arith.addi %156, %158 : i64
      %c13_i64_368 = arith.constant 13 : i64
      %c128_i64 = arith.constant 128 : i64
      scf.for %arg36 = %159 to %c13_i64_368 step %c128_i64  : i64 {
        %cst_400 = arith.constant 0.000000e+00 : f32
        memref.store %cst_400, %alloca_247[] : memref<f32>
        %c0_i64_401 = arith.constant 0 : i64
        %c9_i64_402 = arith.constant 9 : i64
        %c1_i64_403 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_401 to %c9_i64_402 step %c1_i64_403  : i64 {
          %c13_i64_404 = arith.constant 13 : i64
          %184 = arith.muli %arg37, %c13_i64_404 : i64
          %185 = arith.addi %arg36, %184 : i64
          %186 = llvm.getelementptr %1[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %187 = llvm.load %186 : !llvm.ptr<1> -> f16
          %188 = arith.extf %187 : f16 to f32
          %189 = llvm.getelementptr %39[%arg37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %190 = llvm.load %189 : !llvm.ptr<1> -> f16
          %191 = arith.extf %190 : f16 to f32
          %192 = memref.load %alloca_247[] : memref<f32>
          %193 = llvm.intr.fma(%188, %191, %192) : (f32, f32, f32) -> f32
          memref.store %193, %alloca_247[] : memref<f32>
        }
        %182 = memref.load %alloca_247[] : memref<f32>
        %183 = llvm.getelementptr %41[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %182, %183 : f32, !llvm.ptr<1>
      }
      %thread_id_x_369 = gpu.thread_id  x
      %160 = arith.index_cast %thread_id_x_369 : index to i64
      %c32_i64_370 = arith.constant 32 : i64
      %thread_id_y_371 = gpu.thread_id  y
      %161 = arith.index_cast %thread_id_y_371 : index to i64
      %162 = arith.muli %c32_i64_370, %161 : i64
      %163 = arith.addi %160, %162 : i64
      %c13_i64_372 = arith.constant 13 : i64
      %c128_i64_373 = arith.constant 128 : i64
      scf.for %arg36 = %163 to %c13_i64_372 step %c128_i64_373  : i64 {
        %cst_400 = arith.constant 0.000000e+00 : f32
        %cst_401 = arith.constant 0.000000e+00 : f32
        %182 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_402 = arith.constant 0 : i32
        %183 = llvm.insertelement %cst_400, %182[%c0_i32_402 : i32] : vector<2xf32>
        %c1_i32_403 = arith.constant 1 : i32
        %184 = llvm.insertelement %cst_401, %183[%c1_i32_403 : i32] : vector<2xf32>
        memref.store %184, %alloca_248[] : memref<vector<2xf32>>
        %c0_i64_404 = arith.constant 0 : i64
        %c9_i64_405 = arith.constant 9 : i64
        %c1_i64_406 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_404 to %c9_i64_405 step %c1_i64_406  : i64 {
          %203 = memref.load %alloca_248[] : memref<vector<2xf32>>
          %c13_i64_413 = arith.constant 13 : i64
          %204 = arith.muli %arg37, %c13_i64_413 : i64
          %205 = arith.addi %arg36, %204 : i64
          %206 = llvm.getelementptr %23[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %207 = llvm.load %206 : !llvm.ptr<1> -> vector<2xf32>
          %208 = llvm.getelementptr %43[%arg37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %209 = llvm.load %208 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_414 = arith.constant 0 : i32
          %210 = llvm.extractelement %207[%c0_i32_414 : i32] : vector<2xf32>
          %c1_i32_415 = arith.constant 1 : i32
          %211 = llvm.extractelement %207[%c1_i32_415 : i32] : vector<2xf32>
          %c0_i32_416 = arith.constant 0 : i32
          %212 = llvm.extractelement %209[%c0_i32_416 : i32] : vector<2xf32>
          %c1_i32_417 = arith.constant 1 : i32
          %213 = llvm.extractelement %209[%c1_i32_417 : i32] : vector<2xf32>
          %214 = arith.mulf %210, %212 : f32
          %215 = arith.mulf %211, %213 : f32
          %216 = arith.subf %214, %215 : f32
          %217 = arith.mulf %210, %213 : f32
          %218 = arith.mulf %211, %212 : f32
          %219 = arith.addf %217, %218 : f32
          %220 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_418 = arith.constant 0 : i32
          %221 = llvm.insertelement %216, %220[%c0_i32_418 : i32] : vector<2xf32>
          %c1_i32_419 = arith.constant 1 : i32
          %222 = llvm.insertelement %219, %221[%c1_i32_419 : i32] : vector<2xf32>
          %223 = arith.addf %203, %222 : vector<2xf32>
          memref.store %223, %alloca_248[] : memref<vector<2xf32>>
        }
        %185 = llvm.getelementptr %45[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %186 = llvm.load %185 : !llvm.ptr<1> -> vector<2xf32>
        %187 = memref.load %alloca_248[] : memref<vector<2xf32>>
        %c0_i32_407 = arith.constant 0 : i32
        %188 = llvm.extractelement %arg2[%c0_i32_407 : i32] : vector<2xf32>
        %c1_i32_408 = arith.constant 1 : i32
        %189 = llvm.extractelement %arg2[%c1_i32_408 : i32] : vector<2xf32>
        %c0_i32_409 = arith.constant 0 : i32
        %190 = llvm.extractelement %187[%c0_i32_409 : i32] : vector<2xf32>
        %c1_i32_410 = arith.constant 1 : i32
        %191 = llvm.extractelement %187[%c1_i32_410 : i32] : vector<2xf32>
        %192 = arith.mulf %188, %190 : f32
        %193 = arith.mulf %189, %191 : f32
        %194 = arith.subf %192, %193 : f32
        %195 = arith.mulf %188, %191 : f32
        %196 = arith.mulf %189, %190 : f32
        %197 = arith.addf %195, %196 : f32
        %198 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_411 = arith.constant 0 : i32
        %199 = llvm.insertelement %194, %198[%c0_i32_411 : i32] : vector<2xf32>
        %c1_i32_412 = arith.constant 1 : i32
        %200 = llvm.insertelement %197, %199[%c1_i32_412 : i32] : vector<2xf32>
        %201 = arith.addf %186, %200 : vector<2xf32>
        %202 = llvm.getelementptr %45[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %201, %202 : vector<2xf32>, !llvm.ptr<1>
      }
      %thread_id_x_374 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_374 : index to i64
      %c13_i64_375 = arith.constant 13 : i64
      %c32_i64_376 = arith.constant 32 : i64
      scf.for %arg36 = %164 to %c13_i64_375 step %c32_i64_376  : i64 {
        %c0_i64_400 = arith.constant 0 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %c1_i64_402 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_400 to %c1_i64_401 step %c1_i64_402  : i64 {
          %thread_id_y_403 = gpu.thread_id  y
          %182 = arith.index_cast %thread_id_y_403 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %183 = arith.muli %arg37, %c8_i64 : i64
          %184 = arith.addi %182, %183 : i64
          %c7_i64 = arith.constant 7 : i64
          %185 = arith.cmpi slt, %184, %c7_i64 : i64
          scf.if %185 {
            %190 = llvm.getelementptr %47[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %191 = llvm.load %190 : !llvm.ptr<1> -> vector<2xf32>
            %192 = llvm.getelementptr %49[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf32>
            %c0_i32_408 = arith.constant 0 : i32
            %194 = llvm.extractelement %191[%c0_i32_408 : i32] : vector<2xf32>
            %c1_i32_409 = arith.constant 1 : i32
            %195 = llvm.extractelement %191[%c1_i32_409 : i32] : vector<2xf32>
            %c0_i32_410 = arith.constant 0 : i32
            %196 = llvm.extractelement %193[%c0_i32_410 : i32] : vector<2xf32>
            %c1_i32_411 = arith.constant 1 : i32
            %197 = llvm.extractelement %193[%c1_i32_411 : i32] : vector<2xf32>
            %198 = arith.mulf %194, %196 : f32
            %199 = arith.mulf %195, %197 : f32
            %200 = arith.subf %198, %199 : f32
            %201 = arith.mulf %194, %197 : f32
            %202 = arith.mulf %195, %196 : f32
            %203 = arith.addf %201, %202 : f32
            %204 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_412 = arith.constant 0 : i32
            %205 = llvm.insertelement %200, %204[%c0_i32_412 : i32] : vector<2xf32>
            %c1_i32_413 = arith.constant 1 : i32
            %206 = llvm.insertelement %203, %205[%c1_i32_413 : i32] : vector<2xf32>
            memref.store %206, %alloca_249[] : memref<vector<2xf32>>
            %c13_i64_414 = arith.constant 13 : i64
            %207 = arith.muli %184, %c13_i64_414 : i64
            %208 = arith.addi %arg36, %207 : i64
            %209 = llvm.getelementptr %51[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %210 = llvm.load %209 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %210, %alloca_250[] : memref<vector<2xf32>>
          }
          %c4_i64_404 = arith.constant 4 : i64
          %186 = arith.addi %184, %c4_i64_404 : i64
          %c7_i64_405 = arith.constant 7 : i64
          %187 = arith.cmpi slt, %186, %c7_i64_405 : i64
          scf.if %187 {
            %190 = llvm.getelementptr %47[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %191 = llvm.load %190 : !llvm.ptr<1> -> vector<2xf32>
            %192 = llvm.getelementptr %49[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf32>
            %c0_i32_408 = arith.constant 0 : i32
            %194 = llvm.extractelement %191[%c0_i32_408 : i32] : vector<2xf32>
            %c1_i32_409 = arith.constant 1 : i32
            %195 = llvm.extractelement %191[%c1_i32_409 : i32] : vector<2xf32>
            %c0_i32_410 = arith.constant 0 : i32
            %196 = llvm.extractelement %193[%c0_i32_410 : i32] : vector<2xf32>
            %c1_i32_411 = arith.constant 1 : i32
            %197 = llvm.extractelement %193[%c1_i32_411 : i32] : vector<2xf32>
            %198 = arith.mulf %194, %196 : f32
            %199 = arith.mulf %195, %197 : f32
            %200 = arith.subf %198, %199 : f32
            %201 = arith.mulf %194, %197 : f32
            %202 = arith.mulf %195, %196 : f32
            %203 = arith.addf %201, %202 : f32
            %204 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_412 = arith.constant 0 : i32
            %205 = llvm.insertelement %200, %204[%c0_i32_412 : i32] : vector<2xf32>
            %c1_i32_413 = arith.constant 1 : i32
            %206 = llvm.insertelement %203, %205[%c1_i32_413 : i32] : vector<2xf32>
            memref.store %206, %alloca_251[] : memref<vector<2xf32>>
            %c13_i64_414 = arith.constant 13 : i64
            %207 = arith.muli %186, %c13_i64_414 : i64
            %208 = arith.addi %arg36, %207 : i64
            %209 = llvm.getelementptr %51[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %210 = llvm.load %209 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %210, %alloca_252[] : memref<vector<2xf32>>
          }
          %c7_i64_406 = arith.constant 7 : i64
          %188 = arith.cmpi slt, %184, %c7_i64_406 : i64
          scf.if %188 {
            %190 = memref.load %alloca_250[] : memref<vector<2xf32>>
            %cst_408 = arith.constant 2.000000e+00 : f32
            %cst_409 = arith.constant 1.000000e+00 : f32
            %191 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_410 = arith.constant 0 : i32
            %192 = llvm.insertelement %cst_408, %191[%c0_i32_410 : i32] : vector<2xf32>
            %c1_i32_411 = arith.constant 1 : i32
            %193 = llvm.insertelement %cst_409, %192[%c1_i32_411 : i32] : vector<2xf32>
            %194 = memref.load %alloca_249[] : memref<vector<2xf32>>
            %c0_i32_412 = arith.constant 0 : i32
            %195 = llvm.extractelement %193[%c0_i32_412 : i32] : vector<2xf32>
            %c1_i32_413 = arith.constant 1 : i32
            %196 = llvm.extractelement %193[%c1_i32_413 : i32] : vector<2xf32>
            %c0_i32_414 = arith.constant 0 : i32
            %197 = llvm.extractelement %194[%c0_i32_414 : i32] : vector<2xf32>
            %c1_i32_415 = arith.constant 1 : i32
            %198 = llvm.extractelement %194[%c1_i32_415 : i32] : vector<2xf32>
            %199 = arith.mulf %195, %197 : f32
            %200 = arith.mulf %196, %198 : f32
            %201 = arith.subf %199, %200 : f32
            %202 = arith.mulf %195, %198 : f32
            %203 = arith.mulf %196, %197 : f32
            %204 = arith.addf %202, %203 : f32
            %205 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %206 = llvm.insertelement %201, %205[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %207 = llvm.insertelement %204, %206[%c1_i32_417 : i32] : vector<2xf32>
            %208 = arith.addf %190, %207 : vector<2xf32>
            %c13_i64_418 = arith.constant 13 : i64
            %209 = arith.muli %184, %c13_i64_418 : i64
            %210 = arith.addi %arg36, %209 : i64
            %211 = llvm.getelementptr %51[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %208, %211 : vector<2xf32>, !llvm.ptr<1>
          }
          %c7_i64_407 = arith.constant 7 : i64
          %189 = arith.cmpi slt, %186, %c7_i64_407 : i64
          scf.if %189 {
            %190 = memref.load %alloca_252[] : memref<vector<2xf32>>
            %cst_408 = arith.constant 2.000000e+00 : f32
            %cst_409 = arith.constant 1.000000e+00 : f32
            %191 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_410 = arith.constant 0 : i32
            %192 = llvm.insertelement %cst_408, %191[%c0_i32_410 : i32] : vector<2xf32>
            %c1_i32_411 = arith.constant 1 : i32
            %193 = llvm.insertelement %cst_409, %192[%c1_i32_411 : i32] : vector<2xf32>
            %194 = memref.load %alloca_251[] : memref<vector<2xf32>>
            %c0_i32_412 = arith.constant 0 : i32
            %195 = llvm.extractelement %193[%c0_i32_412 : i32] : vector<2xf32>
            %c1_i32_413 = arith.constant 1 : i32
            %196 = llvm.extractelement %193[%c1_i32_413 : i32] : vector<2xf32>
            %c0_i32_414 = arith.constant 0 : i32
            %197 = llvm.extractelement %194[%c0_i32_414 : i32] : vector<2xf32>
            %c1_i32_415 = arith.constant 1 : i32
            %198 = llvm.extractelement %194[%c1_i32_415 : i32] : vector<2xf32>
            %199 = arith.mulf %195, %197 : f32
            %200 = arith.mulf %196, %198 : f32
            %201 = arith.subf %199, %200 : f32
            %202 = arith.mulf %195, %198 : f32
            %203 = arith.mulf %196, %197 : f32
            %204 = arith.addf %202, %203 : f32
            %205 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %206 = llvm.insertelement %201, %205[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %207 = llvm.insertelement %204, %206[%c1_i32_417 : i32] : vector<2xf32>
            %208 = arith.addf %190, %207 : vector<2xf32>
            %c13_i64_418 = arith.constant 13 : i64
            %209 = arith.muli %186, %c13_i64_418 : i64
            %210 = arith.addi %arg36, %209 : i64
            %211 = llvm.getelementptr %51[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %208, %211 : vector<2xf32>, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_377 = gpu.thread_id  x
      %165 = arith.index_cast %thread_id_x_377 : index to i64
      %c32_i64_378 = arith.constant 32 : i64
      %thread_id_y_379 = gpu.thread_id  y
      %166 = arith.index_cast %thread_id_y_379 : index to i64
      %167 = arith.muli %c32_i64_378, %166 : i64
      %168 = arith.addi %165, %167 : i64
      %c13_i64_380 = arith.constant 13 : i64
      %c128_i64_381 = arith.constant 128 : i64
      scf.for %arg36 = %168 to %c13_i64_380 step %c128_i64_381  : i64 {
        %182 = llvm.getelementptr %53[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %183 = llvm.load %182 : !llvm.ptr<1> -> f16
        %184 = arith.extf %183 : f16 to f32
        %185 = llvm.getelementptr %55[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %186 = llvm.load %185 : !llvm.ptr<1> -> bf16
        %187 = arith.extf %186 : bf16 to f32
        %188 = arith.mulf %184, %187 : f32
        %189 = llvm.getelementptr %57[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %188, %189 : f32, !llvm.ptr<1>
      }
      %thread_id_x_382 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_382 : index to i64
      %c32_i64_383 = arith.constant 32 : i64
      %thread_id_y_384 = gpu.thread_id  y
      %170 = arith.index_cast %thread_id_y_384 : index to i64
      %171 = arith.muli %c32_i64_383, %170 : i64
      %172 = arith.addi %169, %171 : i64
      %c13_i64_385 = arith.constant 13 : i64
      %c128_i64_386 = arith.constant 128 : i64
      scf.for %arg36 = %172 to %c13_i64_385 step %c128_i64_386  : i64 {
        %cst_400 = arith.constant 0.000000e+00 : f32
        %cst_401 = arith.constant 0.000000e+00 : f32
        %182 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_402 = arith.constant 0 : i32
        %183 = llvm.insertelement %cst_400, %182[%c0_i32_402 : i32] : vector<2xf32>
        %c1_i32_403 = arith.constant 1 : i32
        %184 = llvm.insertelement %cst_401, %183[%c1_i32_403 : i32] : vector<2xf32>
        memref.store %184, %alloca_253[] : memref<vector<2xf32>>
        %c0_i64_404 = arith.constant 0 : i64
        %c9_i64_405 = arith.constant 9 : i64
        %c1_i64_406 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_404 to %c9_i64_405 step %c1_i64_406  : i64 {
          %187 = memref.load %alloca_253[] : memref<vector<2xf32>>
          %c13_i64_407 = arith.constant 13 : i64
          %188 = arith.muli %arg37, %c13_i64_407 : i64
          %189 = arith.addi %arg36, %188 : i64
          %190 = llvm.getelementptr %23[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %191 = llvm.load %190 : !llvm.ptr<1> -> vector<2xf32>
          %192 = arith.addf %187, %191 : vector<2xf32>
          memref.store %192, %alloca_253[] : memref<vector<2xf32>>
        }
        %185 = memref.load %alloca_253[] : memref<vector<2xf32>>
        %186 = llvm.getelementptr %59[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %185, %186 : vector<2xf32>, !llvm.ptr<1>
      }
      %thread_id_x_387 = gpu.thread_id  x
      %173 = arith.index_cast %thread_id_x_387 : index to i64
      %c32_i64_388 = arith.constant 32 : i64
      %thread_id_y_389 = gpu.thread_id  y
      %174 = arith.index_cast %thread_id_y_389 : index to i64
      %175 = arith.muli %c32_i64_388, %174 : i64
      %176 = arith.addi %173, %175 : i64
      %c9_i64_390 = arith.constant 9 : i64
      %c128_i64_391 = arith.constant 128 : i64
      scf.for %arg36 = %176 to %c9_i64_390 step %c128_i64_391  : i64 {
        %cst_400 = arith.constant 0.000000e+00 : f16
        memref.store %cst_400, %alloca_254[] : memref<f16>
        %c0_i64_401 = arith.constant 0 : i64
        %c13_i64_402 = arith.constant 13 : i64
        %c1_i64_403 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_401 to %c13_i64_402 step %c1_i64_403  : i64 {
          %187 = memref.load %alloca_254[] : memref<f16>
          %c13_i64_404 = arith.constant 13 : i64
          %188 = arith.muli %arg36, %c13_i64_404 : i64
          %189 = arith.addi %arg37, %188 : i64
          %190 = llvm.getelementptr %1[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %191 = llvm.load %190 : !llvm.ptr<1> -> f16
          %192 = arith.addf %187, %191 : f16
          memref.store %192, %alloca_254[] : memref<f16>
        }
        %182 = llvm.getelementptr %61[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %183 = llvm.load %182 : !llvm.ptr<1> -> f16
        %184 = memref.load %alloca_254[] : memref<f16>
        %185 = arith.addf %183, %184 : f16
        %186 = llvm.getelementptr %61[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %185, %186 : f16, !llvm.ptr<1>
      }
      %thread_id_x_392 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_392 : index to i64
      %c32_i64_393 = arith.constant 32 : i64
      %thread_id_y_394 = gpu.thread_id  y
      %178 = arith.index_cast %thread_id_y_394 : index to i64
      %179 = arith.muli %c32_i64_393, %178 : i64
      %180 = arith.addi %177, %179 : i64
      %c13_i64_395 = arith.constant 13 : i64
      %c128_i64_396 = arith.constant 128 : i64
      scf.for %arg36 = %180 to %c13_i64_395 step %c128_i64_396  : i64 {
        %182 = llvm.getelementptr %63[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %183 = llvm.load %182 : !llvm.ptr<1> -> f16
        %cst_400 = arith.constant 2.000000e+00 : f16
        %184 = llvm.getelementptr %53[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %185 = llvm.load %184 : !llvm.ptr<1> -> f16
        %186 = arith.mulf %cst_400, %185 : f16
        %187 = arith.addf %183, %186 : f16
        %188 = llvm.getelementptr %63[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %187, %188 : f16, !llvm.ptr<1>
      }
      %thread_id_x_397 = gpu.thread_id  x
      %181 = arith.index_cast %thread_id_x_397 : index to i64
      %c9_i64_398 = arith.constant 9 : i64
      %c32_i64_399 = arith.constant 32 : i64
      scf.for %arg36 = %181 to %c9_i64_398 step %c32_i64_399  : i64 {
        %c0_i64_400 = arith.constant 0 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %c1_i64_402 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_400 to %c1_i64_401 step %c1_i64_402  : i64 {
          %thread_id_y_403 = gpu.thread_id  y
          %182 = arith.index_cast %thread_id_y_403 : index to i64
          %c16_i64 = arith.constant 16 : i64
          %183 = arith.muli %arg37, %c16_i64 : i64
          %184 = arith.addi %182, %183 : i64
          %c13_i64_404 = arith.constant 13 : i64
          %185 = arith.cmpi slt, %184, %c13_i64_404 : i64
          scf.if %185 {
            %c13_i64_414 = arith.constant 13 : i64
            %196 = arith.muli %arg36, %c13_i64_414 : i64
            %197 = arith.addi %184, %196 : i64
            %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %199 = llvm.load %198 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %199, %alloca_255[] : memref<vector<2xf32>>
            %c9_i64_415 = arith.constant 9 : i64
            %200 = arith.muli %184, %c9_i64_415 : i64
            %201 = arith.addi %arg36, %200 : i64
            %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %203 = llvm.load %202 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %203, %alloca_256[] : memref<vector<2xf32>>
          }
          %c4_i64_405 = arith.constant 4 : i64
          %186 = arith.addi %184, %c4_i64_405 : i64
          %c13_i64_406 = arith.constant 13 : i64
          %187 = arith.cmpi slt, %186, %c13_i64_406 : i64
          scf.if %187 {
            %c13_i64_414 = arith.constant 13 : i64
            %196 = arith.muli %arg36, %c13_i64_414 : i64
            %197 = arith.addi %186, %196 : i64
            %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %199 = llvm.load %198 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %199, %alloca_257[] : memref<vector<2xf32>>
            %c9_i64_415 = arith.constant 9 : i64
            %200 = arith.muli %186, %c9_i64_415 : i64
            %201 = arith.addi %arg36, %200 : i64
            %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %203 = llvm.load %202 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %203, %alloca_258[] : memref<vector<2xf32>>
          }
          %c8_i64 = arith.constant 8 : i64
          %188 = arith.addi %184, %c8_i64 : i64
          %c13_i64_407 = arith.constant 13 : i64
          %189 = arith.cmpi slt, %188, %c13_i64_407 : i64
          scf.if %189 {
            %c13_i64_414 = arith.constant 13 : i64
            %196 = arith.muli %arg36, %c13_i64_414 : i64
            %197 = arith.addi %188, %196 : i64
            %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %199 = llvm.load %198 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %199, %alloca_259[] : memref<vector<2xf32>>
            %c9_i64_415 = arith.constant 9 : i64
            %200 = arith.muli %188, %c9_i64_415 : i64
            %201 = arith.addi %arg36, %200 : i64
            %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %203 = llvm.load %202 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %203, %alloca_260[] : memref<vector<2xf32>>
          }
          %c12_i64_408 = arith.constant 12 : i64
          %190 = arith.addi %184, %c12_i64_408 : i64
          %c13_i64_409 = arith.constant 13 : i64
          %191 = arith.cmpi slt, %190, %c13_i64_409 : i64
          scf.if %191 {
            %c13_i64_414 = arith.constant 13 : i64
            %196 = arith.muli %arg36, %c13_i64_414 : i64
            %197 = arith.addi %190, %196 : i64
            %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %199 = llvm.load %198 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %199, %alloca_261[] : memref<vector<2xf32>>
            %c9_i64_415 = arith.constant 9 : i64
            %200 = arith.muli %190, %c9_i64_415 : i64
            %201 = arith.addi %arg36, %200 : i64
            %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %203 = llvm.load %202 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %203, %alloca_262[] : memref<vector<2xf32>>
          }
          %c13_i64_410 = arith.constant 13 : i64
          %192 = arith.cmpi slt, %184, %c13_i64_410 : i64
          scf.if %192 {
            %196 = memref.load %alloca_256[] : memref<vector<2xf32>>
            %cst_414 = arith.constant 0.000000e+00 : f32
            %cst_415 = arith.constant 1.000000e+00 : f32
            %197 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %198 = llvm.insertelement %cst_414, %197[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %199 = llvm.insertelement %cst_415, %198[%c1_i32_417 : i32] : vector<2xf32>
            %200 = memref.load %alloca_255[] : memref<vector<2xf32>>
            %c0_i32_418 = arith.constant 0 : i32
            %201 = llvm.extractelement %199[%c0_i32_418 : i32] : vector<2xf32>
            %c1_i32_419 = arith.constant 1 : i32
            %202 = llvm.extractelement %199[%c1_i32_419 : i32] : vector<2xf32>
            %c0_i32_420 = arith.constant 0 : i32
            %203 = llvm.extractelement %200[%c0_i32_420 : i32] : vector<2xf32>
            %c1_i32_421 = arith.constant 1 : i32
            %204 = llvm.extractelement %200[%c1_i32_421 : i32] : vector<2xf32>
            %205 = arith.mulf %201, %203 : f32
            %206 = arith.mulf %202, %204 : f32
            %207 = arith.subf %205, %206 : f32
            %208 = arith.mulf %201, %204 : f32
            %209 = arith.mulf %202, %203 : f32
            %210 = arith.addf %208, %209 : f32
            %211 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_422 = arith.constant 0 : i32
            %212 = llvm.insertelement %207, %211[%c0_i32_422 : i32] : vector<2xf32>
            %c1_i32_423 = arith.constant 1 : i32
            %213 = llvm.insertelement %210, %212[%c1_i32_423 : i32] : vector<2xf32>
            %214 = arith.addf %196, %213 : vector<2xf32>
            %c9_i64_424 = arith.constant 9 : i64
            %215 = arith.muli %184, %c9_i64_424 : i64
            %216 = arith.addi %arg36, %215 : i64
            %217 = llvm.getelementptr %65[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %214, %217 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_411 = arith.constant 13 : i64
          %193 = arith.cmpi slt, %186, %c13_i64_411 : i64
          scf.if %193 {
            %196 = memref.load %alloca_258[] : memref<vector<2xf32>>
            %cst_414 = arith.constant 0.000000e+00 : f32
            %cst_415 = arith.constant 1.000000e+00 : f32
            %197 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %198 = llvm.insertelement %cst_414, %197[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %199 = llvm.insertelement %cst_415, %198[%c1_i32_417 : i32] : vector<2xf32>
            %200 = memref.load %alloca_257[] : memref<vector<2xf32>>
            %c0_i32_418 = arith.constant 0 : i32
            %201 = llvm.extractelement %199[%c0_i32_418 : i32] : vector<2xf32>
            %c1_i32_419 = arith.constant 1 : i32
            %202 = llvm.extractelement %199[%c1_i32_419 : i32] : vector<2xf32>
            %c0_i32_420 = arith.constant 0 : i32
            %203 = llvm.extractelement %200[%c0_i32_420 : i32] : vector<2xf32>
            %c1_i32_421 = arith.constant 1 : i32
            %204 = llvm.extractelement %200[%c1_i32_421 : i32] : vector<2xf32>
            %205 = arith.mulf %201, %203 : f32
            %206 = arith.mulf %202, %204 : f32
            %207 = arith.subf %205, %206 : f32
            %208 = arith.mulf %201, %204 : f32
            %209 = arith.mulf %202, %203 : f32
            %210 = arith.addf %208, %209 : f32
            %211 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_422 = arith.constant 0 : i32
            %212 = llvm.insertelement %207, %211[%c0_i32_422 : i32] : vector<2xf32>
            %c1_i32_423 = arith.constant 1 : i32
            %213 = llvm.insertelement %210, %212[%c1_i32_423 : i32] : vector<2xf32>
            %214 = arith.addf %196, %213 : vector<2xf32>
            %c9_i64_424 = arith.constant 9 : i64
            %215 = arith.muli %186, %c9_i64_424 : i64
            %216 = arith.addi %arg36, %215 : i64
            %217 = llvm.getelementptr %65[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %214, %217 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_412 = arith.constant 13 : i64
          %194 = arith.cmpi slt, %188, %c13_i64_412 : i64
          scf.if %194 {
            %196 = memref.load %alloca_260[] : memref<vector<2xf32>>
            %cst_414 = arith.constant 0.000000e+00 : f32
            %cst_415 = arith.constant 1.000000e+00 : f32
            %197 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %198 = llvm.insertelement %cst_414, %197[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %199 = llvm.insertelement %cst_415, %198[%c1_i32_417 : i32] : vector<2xf32>
            %200 = memref.load %alloca_259[] : memref<vector<2xf32>>
            %c0_i32_418 = arith.constant 0 : i32
            %201 = llvm.extractelement %199[%c0_i32_418 : i32] : vector<2xf32>
            %c1_i32_419 = arith.constant 1 : i32
            %202 = llvm.extractelement %199[%c1_i32_419 : i32] : vector<2xf32>
            %c0_i32_420 = arith.constant 0 : i32
            %203 = llvm.extractelement %200[%c0_i32_420 : i32] : vector<2xf32>
            %c1_i32_421 = arith.constant 1 : i32
            %204 = llvm.extractelement %200[%c1_i32_421 : i32] : vector<2xf32>
            %205 = arith.mulf %201, %203 : f32
            %206 = arith.mulf %202, %204 : f32
            %207 = arith.subf %205, %206 : f32
            %208 = arith.mulf %201, %204 : f32
            %209 = arith.mulf %202, %203 : f32
            %210 = arith.addf %208, %209 : f32
            %211 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_422 = arith.constant 0 : i32
            %212 = llvm.insertelement %207, %211[%c0_i32_422 : i32] : vector<2xf32>
            %c1_i32_423 = arith.constant 1 : i32
            %213 = llvm.insertelement %210, %212[%c1_i32_423 : i32] : vector<2xf32>
            %214 = arith.addf %196, %213 : vector<2xf32>
            %c9_i64_424 = arith.constant 9 : i64
            %215 = arith.muli %188, %c9_i64_424 : i64
            %216 = arith.addi %arg36, %215 : i64
            %217 = llvm.getelementptr %65[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %214, %217 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_413 = arith.constant 13 : i64
          %195 = arith.cmpi slt, %190, %c13_i64_413 : i64
          scf.if %195 {
            %196 = memref.load %alloca_262[] : memref<vector<2xf32>>
            %cst_414 = arith.constant 0.000000e+00 : f32
            %cst_415 = arith.constant 1.000000e+00 : f32
            %197 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %198 = llvm.insertelement %cst_414, %197[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %199 = llvm.insertelement %cst_415, %198[%c1_i32_417 : i32] : vector<2xf32>
            %200 = memref.load %alloca_261[] : memref<vector<2xf32>>
            %c0_i32_418 = arith.constant 0 : i32
            %201 = llvm.extractelement %199[%c0_i32_418 : i32] : vector<2xf32>
            %c1_i32_419 = arith.constant 1 : i32
            %202 = llvm.extractelement %199[%c1_i32_419 : i32] : vector<2xf32>
            %c0_i32_420 = arith.constant 0 : i32
            %203 = llvm.extractelement %200[%c0_i32_420 : i32] : vector<2xf32>
            %c1_i32_421 = arith.constant 1 : i32
            %204 = llvm.extractelement %200[%c1_i32_421 : i32] : vector<2xf32>
            %205 = arith.mulf %201, %203 : f32
            %206 = arith.mulf %202, %204 : f32
            %207 = arith.subf %205, %206 : f32
            %208 = arith.mulf %201, %204 : f32
            %209 = arith.mulf %202, %203 : f32
            %210 = arith.addf %208, %209 : f32
            %211 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_422 = arith.constant 0 : i32
            %212 = llvm.insertelement %207, %211[%c0_i32_422 : i32] : vector<2xf32>
            %c1_i32_423 = arith.constant 1 : i32
            %213 = llvm.insertelement %210, %212[%c1_i32_423 : i32] : vector<2xf32>
            %214 = arith.addf %196, %213 : vector<2xf32>
            %c9_i64_424 = arith.constant 9 : i64
            %215 = arith.muli %190, %c9_i64_424 : i64
            %216 = arith.addi %arg36, %215 : i64
            %217 = llvm.getelementptr %65[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %214, %217 : vector<2xf32>, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
