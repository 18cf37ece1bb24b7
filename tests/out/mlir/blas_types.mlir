module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_blas_types() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
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
      %alloca_163 = memref.alloca() : memref<f32>
      %alloca_164 = memref.alloca() : memref<f32>
      %alloca_165 = memref.alloca() : memref<f32>
      %alloca_166 = memref.alloca() : memref<f32>
      %alloca_167 = memref.alloca() : memref<f32>
      %alloca_168 = memref.alloca() : memref<f32>
      %alloca_169 = memref.alloca() : memref<vector<2xf32>>
      %alloca_170 = memref.alloca() : memref<vector<2xf32>>
      %alloca_171 = memref.alloca() : memref<vector<2xf64>>
      %alloca_172 = memref.alloca() : memref<vector<2xf64>>
      %alloca_173 = memref.alloca() : memref<vector<2xf64>>
      %alloca_174 = memref.alloca() : memref<vector<2xf64>>
      %alloca_175 = memref.alloca() : memref<f16>
      %alloca_176 = memref.alloca() : memref<f16>
      %alloca_177 = memref.alloca() : memref<f32>
      %alloca_178 = memref.alloca() : memref<vector<2xf32>>
      %alloca_179 = memref.alloca() : memref<vector<2xf32>>
      %alloca_180 = memref.alloca() : memref<vector<2xf32>>
      %alloca_181 = memref.alloca() : memref<vector<2xf32>>
      %alloca_182 = memref.alloca() : memref<vector<2xf32>>
      %alloca_183 = memref.alloca() : memref<vector<2xf32>>
      %alloca_184 = memref.alloca() : memref<f16>
      %alloca_185 = memref.alloca() : memref<vector<2xf32>>
      %alloca_186 = memref.alloca() : memref<vector<2xf32>>
      %alloca_187 = memref.alloca() : memref<vector<2xf32>>
      %alloca_188 = memref.alloca() : memref<vector<2xf32>>
      %alloca_189 = memref.alloca() : memref<vector<2xf32>>
      %alloca_190 = memref.alloca() : memref<vector<2xf32>>
      %alloca_191 = memref.alloca() : memref<vector<2xf32>>
      %alloca_192 = memref.alloca() : memref<vector<2xf32>>
      %thread_id_x = gpu.thread_id  x
      %66 = arith.index_cast %thread_id_x : index to i64
      %c12_i64 = arith.constant 12 : i64
      %67 = arith.minsi %66, %c12_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %69 = arith.minsi %68, %c6_i64 : i64
      %thread_id_y_193 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_193 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %71 = arith.addi %70, %c4_i64 : i64
      %c6_i64_194 = arith.constant 6 : i64
      %72 = arith.minsi %71, %c6_i64_194 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_195 = arith.constant 0.000000e+00 : f32
      memref.store %cst_195, %alloca_160[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64 to %c9_i64 step %c1_i64  : i64 {
        %c13_i64_355 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_355 : i64
        %183 = arith.addi %67, %182 : i64
        %184 = llvm.getelementptr %1[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %185 = llvm.load %184 : !llvm.ptr<1> -> f16
        %c9_i64_356 = arith.constant 9 : i64
        %186 = arith.muli %69, %c9_i64_356 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %5[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %189 = llvm.load %188 : !llvm.ptr<1> -> f16
        %c9_i64_357 = arith.constant 9 : i64
        %190 = arith.muli %72, %c9_i64_357 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %5[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %193 = llvm.load %192 : !llvm.ptr<1> -> f16
        %194 = memref.load %alloca[] : memref<f32>
        %195 = arith.extf %185 : f16 to f32
        %196 = arith.extf %189 : f16 to f32
        %197 = arith.mulf %195, %196 : f32
        %198 = arith.addf %194, %197 : f32
        memref.store %198, %alloca[] : memref<f32>
        %199 = memref.load %alloca_160[] : memref<f32>
        %200 = arith.extf %185 : f16 to f32
        %201 = arith.extf %193 : f16 to f32
        %202 = arith.mulf %200, %201 : f32
        %203 = arith.addf %199, %202 : f32
        memref.store %203, %alloca_160[] : memref<f32>
      }
      %c13_i64 = arith.constant 13 : i64
      %73 = arith.cmpi slt, %66, %c13_i64 : i64
      scf.if %73 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %68, %c7_i64 : i64
        scf.if %182 {
          %184 = arith.extf %arg0 : f16 to f32
          %185 = memref.load %alloca[] : memref<f32>
          %186 = arith.mulf %184, %185 : f32
          %c13_i64_356 = arith.constant 13 : i64
          %187 = arith.muli %68, %c13_i64_356 : i64
          %188 = arith.addi %66, %187 : i64
          %189 = llvm.getelementptr %9[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %186, %189 : f32, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %71, %c7_i64_355 : i64
        scf.if %183 {
          %184 = arith.extf %arg0 : f16 to f32
          %185 = memref.load %alloca_160[] : memref<f32>
          %186 = arith.mulf %184, %185 : f32
          %c13_i64_356 = arith.constant 13 : i64
          %187 = arith.muli %71, %c13_i64_356 : i64
          %188 = arith.addi %66, %187 : i64
          %189 = llvm.getelementptr %9[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %186, %189 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_196 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64_197 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_196 to %c3_i64 step %c1_i64_197  : i64 {
        %thread_id_x_355 = gpu.thread_id  x
        %182 = arith.index_cast %thread_id_x_355 : index to i64
        %c32_i64_356 = arith.constant 32 : i64
        %thread_id_y_357 = gpu.thread_id  y
        %183 = arith.index_cast %thread_id_y_357 : index to i64
        %184 = arith.muli %c32_i64_356, %183 : i64
        %185 = arith.addi %182, %184 : i64
        %c128_i64_358 = arith.constant 128 : i64
        %186 = arith.muli %arg36, %c128_i64_358 : i64
        %187 = arith.addi %185, %186 : i64
        %c288_i64 = arith.constant 288 : i64
        %188 = arith.cmpi slt, %187, %c288_i64 : i64
        scf.if %188 {
          %c9_i64_359 = arith.constant 9 : i64
          %189 = arith.remsi %187, %c9_i64_359 : i64
          %c9_i64_360 = arith.constant 9 : i64
          %190 = arith.divsi %187, %c9_i64_360 : i64
          %c12_i64_361 = arith.constant 12 : i64
          %191 = arith.minsi %190, %c12_i64_361 : i64
          %c9_i64_362 = arith.constant 9 : i64
          %192 = arith.muli %191, %c9_i64_362 : i64
          %193 = arith.addi %189, %192 : i64
          %194 = llvm.getelementptr %3[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %195 = llvm.load %194 : !llvm.ptr<1> -> f16
          %196 = llvm.mlir.addressof @__tinyc_stack_blas_types : !llvm.ptr<3>
          %c32_i64_363 = arith.constant 32 : i64
          %197 = arith.muli %189, %c32_i64_363 : i64
          %198 = arith.addi %190, %197 : i64
          %199 = llvm.getelementptr %196[%198] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %195, %199 : f16, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_198 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_198 : index to i64
      %thread_id_x_199 = gpu.thread_id  x
      %75 = arith.index_cast %thread_id_x_199 : index to i64
      %thread_id_y_200 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_200 : index to i64
      %c6_i64_201 = arith.constant 6 : i64
      %77 = arith.minsi %76, %c6_i64_201 : i64
      %thread_id_y_202 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_202 : index to i64
      %c4_i64_203 = arith.constant 4 : i64
      %79 = arith.addi %78, %c4_i64_203 : i64
      %c6_i64_204 = arith.constant 6 : i64
      %80 = arith.minsi %79, %c6_i64_204 : i64
      %cst_205 = arith.constant 0.000000e+00 : f32
      memref.store %cst_205, %alloca_161[] : memref<f32>
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_162[] : memref<f32>
      %c0_i64_207 = arith.constant 0 : i64
      %c9_i64_208 = arith.constant 9 : i64
      %c1_i64_209 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_207 to %c9_i64_208 step %c1_i64_209  : i64 {
        %182 = llvm.mlir.addressof @__tinyc_stack_blas_types : !llvm.ptr<3>
        %c32_i64_355 = arith.constant 32 : i64
        %183 = arith.muli %arg36, %c32_i64_355 : i64
        %184 = arith.addi %75, %183 : i64
        %185 = llvm.getelementptr %182[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
        %186 = llvm.load %185 : !llvm.ptr<3> -> f16
        %c9_i64_356 = arith.constant 9 : i64
        %187 = arith.muli %77, %c9_i64_356 : i64
        %188 = arith.addi %arg36, %187 : i64
        %189 = llvm.getelementptr %5[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %190 = llvm.load %189 : !llvm.ptr<1> -> f16
        %c9_i64_357 = arith.constant 9 : i64
        %191 = arith.muli %80, %c9_i64_357 : i64
        %192 = arith.addi %arg36, %191 : i64
        %193 = llvm.getelementptr %5[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %194 = llvm.load %193 : !llvm.ptr<1> -> f16
        %195 = memref.load %alloca_161[] : memref<f32>
        %196 = arith.extf %186 : f16 to f32
        %197 = arith.extf %190 : f16 to f32
        %198 = arith.mulf %196, %197 : f32
        %199 = arith.addf %195, %198 : f32
        memref.store %199, %alloca_161[] : memref<f32>
        %200 = memref.load %alloca_162[] : memref<f32>
        %201 = arith.extf %186 : f16 to f32
        %202 = arith.extf %194 : f16 to f32
        %203 = arith.mulf %201, %202 : f32
        %204 = arith.addf %200, %203 : f32
        memref.store %204, %alloca_162[] : memref<f32>
      }
      %c13_i64_210 = arith.constant 13 : i64
      %81 = arith.cmpi slt, %74, %c13_i64_210 : i64
      scf.if %81 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %76, %c7_i64 : i64
        scf.if %182 {
          %184 = memref.load %alloca_161[] : memref<f32>
          %185 = arith.extf %arg1 : bf16 to f32
          %c13_i64_356 = arith.constant 13 : i64
          %186 = arith.muli %76, %c13_i64_356 : i64
          %187 = arith.addi %74, %186 : i64
          %188 = llvm.getelementptr %11[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %189 = llvm.load %188 : !llvm.ptr<1> -> f32
          %190 = arith.mulf %185, %189 : f32
          %191 = arith.addf %184, %190 : f32
          %c13_i64_357 = arith.constant 13 : i64
          %192 = arith.muli %76, %c13_i64_357 : i64
          %193 = arith.addi %74, %192 : i64
          %194 = llvm.getelementptr %11[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %191, %194 : f32, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %79, %c7_i64_355 : i64
        scf.if %183 {
          %184 = memref.load %alloca_162[] : memref<f32>
          %185 = arith.extf %arg1 : bf16 to f32
          %c13_i64_356 = arith.constant 13 : i64
          %186 = arith.muli %79, %c13_i64_356 : i64
          %187 = arith.addi %74, %186 : i64
          %188 = llvm.getelementptr %11[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %189 = llvm.load %188 : !llvm.ptr<1> -> f32
          %190 = arith.mulf %185, %189 : f32
          %191 = arith.addf %184, %190 : f32
          %c13_i64_357 = arith.constant 13 : i64
          %192 = arith.muli %79, %c13_i64_357 : i64
          %193 = arith.addi %74, %192 : i64
          %194 = llvm.getelementptr %11[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %191, %194 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_211 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_211 : index to i64
      %c12_i64_212 = arith.constant 12 : i64
      %83 = arith.minsi %82, %c12_i64_212 : i64
      %thread_id_y_213 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_213 : index to i64
      %c6_i64_214 = arith.constant 6 : i64
      %85 = arith.minsi %84, %c6_i64_214 : i64
      %thread_id_y_215 = gpu.thread_id  y
      %86 = arith.index_cast %thread_id_y_215 : index to i64
      %c4_i64_216 = arith.constant 4 : i64
      %87 = arith.addi %86, %c4_i64_216 : i64
      %c6_i64_217 = arith.constant 6 : i64
      %88 = arith.minsi %87, %c6_i64_217 : i64
      %cst_218 = arith.constant 0.000000e+00 : f32
      memref.store %cst_218, %alloca_163[] : memref<f32>
      %cst_219 = arith.constant 0.000000e+00 : f32
      memref.store %cst_219, %alloca_164[] : memref<f32>
      %c0_i64_220 = arith.constant 0 : i64
      %c9_i64_221 = arith.constant 9 : i64
      %c1_i64_222 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_220 to %c9_i64_221 step %c1_i64_222  : i64 {
        %c13_i64_355 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_355 : i64
        %183 = arith.addi %83, %182 : i64
        %184 = llvm.getelementptr %1[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %185 = llvm.load %184 : !llvm.ptr<1> -> f16
        %c7_i64 = arith.constant 7 : i64
        %186 = arith.muli %arg36, %c7_i64 : i64
        %187 = arith.addi %85, %186 : i64
        %188 = llvm.getelementptr %7[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %189 = llvm.load %188 : !llvm.ptr<1> -> f16
        %c7_i64_356 = arith.constant 7 : i64
        %190 = arith.muli %arg36, %c7_i64_356 : i64
        %191 = arith.addi %88, %190 : i64
        %192 = llvm.getelementptr %7[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %193 = llvm.load %192 : !llvm.ptr<1> -> f16
        %194 = memref.load %alloca_163[] : memref<f32>
        %195 = arith.extf %185 : f16 to f32
        %196 = arith.extf %189 : f16 to f32
        %197 = arith.mulf %195, %196 : f32
        %198 = arith.addf %194, %197 : f32
        memref.store %198, %alloca_163[] : memref<f32>
        %199 = memref.load %alloca_164[] : memref<f32>
        %200 = arith.extf %185 : f16 to f32
        %201 = arith.extf %193 : f16 to f32
        %202 = arith.mulf %200, %201 : f32
        %203 = arith.addf %199, %202 : f32
        memref.store %203, %alloca_164[] : memref<f32>
      }
      %c13_i64_223 = arith.constant 13 : i64
      %89 = arith.cmpi slt, %82, %c13_i64_223 : i64
      scf.if %89 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %84, %c7_i64 : i64
        scf.if %182 {
          %c13_i64_356 = arith.constant 13 : i64
          %184 = arith.muli %84, %c13_i64_356 : i64
          %185 = arith.addi %82, %184 : i64
          %186 = llvm.getelementptr %13[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %187 = llvm.load %186 : !llvm.ptr<1> -> f32
          %188 = memref.load %alloca_163[] : memref<f32>
          %189 = arith.addf %187, %188 : f32
          %c13_i64_357 = arith.constant 13 : i64
          %190 = arith.muli %84, %c13_i64_357 : i64
          %191 = arith.addi %82, %190 : i64
          %192 = llvm.getelementptr %13[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %189, %192 : f32, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %87, %c7_i64_355 : i64
        scf.if %183 {
          %c13_i64_356 = arith.constant 13 : i64
          %184 = arith.muli %87, %c13_i64_356 : i64
          %185 = arith.addi %82, %184 : i64
          %186 = llvm.getelementptr %13[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %187 = llvm.load %186 : !llvm.ptr<1> -> f32
          %188 = memref.load %alloca_164[] : memref<f32>
          %189 = arith.addf %187, %188 : f32
          %c13_i64_357 = arith.constant 13 : i64
          %190 = arith.muli %87, %c13_i64_357 : i64
          %191 = arith.addi %82, %190 : i64
          %192 = llvm.getelementptr %13[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %189, %192 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_224 = arith.constant 0 : i64
      %c3_i64_225 = arith.constant 3 : i64
      %c1_i64_226 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_224 to %c3_i64_225 step %c1_i64_226  : i64 {
        %thread_id_x_355 = gpu.thread_id  x
        %182 = arith.index_cast %thread_id_x_355 : index to i64
        %c32_i64_356 = arith.constant 32 : i64
        %thread_id_y_357 = gpu.thread_id  y
        %183 = arith.index_cast %thread_id_y_357 : index to i64
        %184 = arith.muli %c32_i64_356, %183 : i64
        %185 = arith.addi %182, %184 : i64
        %c128_i64_358 = arith.constant 128 : i64
        %186 = arith.muli %arg36, %c128_i64_358 : i64
        %187 = arith.addi %185, %186 : i64
        %c288_i64 = arith.constant 288 : i64
        %188 = arith.cmpi slt, %187, %c288_i64 : i64
        scf.if %188 {
          %c9_i64_359 = arith.constant 9 : i64
          %189 = arith.remsi %187, %c9_i64_359 : i64
          %c9_i64_360 = arith.constant 9 : i64
          %190 = arith.divsi %187, %c9_i64_360 : i64
          %c12_i64_361 = arith.constant 12 : i64
          %191 = arith.minsi %190, %c12_i64_361 : i64
          %c9_i64_362 = arith.constant 9 : i64
          %192 = arith.muli %191, %c9_i64_362 : i64
          %193 = arith.addi %189, %192 : i64
          %194 = llvm.getelementptr %3[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %195 = llvm.load %194 : !llvm.ptr<1> -> f16
          %196 = llvm.mlir.addressof @__tinyc_stack_blas_types : !llvm.ptr<3>
          %c32_i64_363 = arith.constant 32 : i64
          %197 = arith.muli %189, %c32_i64_363 : i64
          %198 = arith.addi %190, %197 : i64
          %199 = llvm.getelementptr %196[%198] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %195, %199 : f16, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_227 = gpu.thread_id  x
      %90 = arith.index_cast %thread_id_x_227 : index to i64
      %thread_id_x_228 = gpu.thread_id  x
      %91 = arith.index_cast %thread_id_x_228 : index to i64
      %thread_id_y_229 = gpu.thread_id  y
      %92 = arith.index_cast %thread_id_y_229 : index to i64
      %c6_i64_230 = arith.constant 6 : i64
      %93 = arith.minsi %92, %c6_i64_230 : i64
      %thread_id_y_231 = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y_231 : index to i64
      %c4_i64_232 = arith.constant 4 : i64
      %95 = arith.addi %94, %c4_i64_232 : i64
      %c6_i64_233 = arith.constant 6 : i64
      %96 = arith.minsi %95, %c6_i64_233 : i64
      %cst_234 = arith.constant 0.000000e+00 : f32
      memref.store %cst_234, %alloca_165[] : memref<f32>
      %cst_235 = arith.constant 0.000000e+00 : f32
      memref.store %cst_235, %alloca_166[] : memref<f32>
      %c0_i64_236 = arith.constant 0 : i64
      %c9_i64_237 = arith.constant 9 : i64
      %c1_i64_238 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_236 to %c9_i64_237 step %c1_i64_238  : i64 {
        %182 = llvm.mlir.addressof @__tinyc_stack_blas_types : !llvm.ptr<3>
        %c32_i64_355 = arith.constant 32 : i64
        %183 = arith.muli %arg36, %c32_i64_355 : i64
        %184 = arith.addi %91, %183 : i64
        %185 = llvm.getelementptr %182[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
        %186 = llvm.load %185 : !llvm.ptr<3> -> f16
        %c7_i64 = arith.constant 7 : i64
        %187 = arith.muli %arg36, %c7_i64 : i64
        %188 = arith.addi %93, %187 : i64
        %189 = llvm.getelementptr %7[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %190 = llvm.load %189 : !llvm.ptr<1> -> f16
        %c7_i64_356 = arith.constant 7 : i64
        %191 = arith.muli %arg36, %c7_i64_356 : i64
        %192 = arith.addi %96, %191 : i64
        %193 = llvm.getelementptr %7[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %194 = llvm.load %193 : !llvm.ptr<1> -> f16
        %195 = memref.load %alloca_165[] : memref<f32>
        %196 = arith.extf %186 : f16 to f32
        %197 = arith.extf %190 : f16 to f32
        %198 = arith.mulf %196, %197 : f32
        %199 = arith.addf %195, %198 : f32
        memref.store %199, %alloca_165[] : memref<f32>
        %200 = memref.load %alloca_166[] : memref<f32>
        %201 = arith.extf %186 : f16 to f32
        %202 = arith.extf %194 : f16 to f32
        %203 = arith.mulf %201, %202 : f32
        %204 = arith.addf %200, %203 : f32
        memref.store %204, %alloca_166[] : memref<f32>
      }
      %c13_i64_239 = arith.constant 13 : i64
      %97 = arith.cmpi slt, %90, %c13_i64_239 : i64
      scf.if %97 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %92, %c7_i64 : i64
        scf.if %182 {
          %cst_356 = arith.constant 1.500000e+00 : f32
          %184 = memref.load %alloca_165[] : memref<f32>
          %185 = arith.mulf %cst_356, %184 : f32
          %cst_357 = arith.constant -5.000000e-01 : f32
          %c13_i64_358 = arith.constant 13 : i64
          %186 = arith.muli %92, %c13_i64_358 : i64
          %187 = arith.addi %90, %186 : i64
          %188 = llvm.getelementptr %15[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %189 = llvm.load %188 : !llvm.ptr<1> -> f32
          %190 = arith.mulf %cst_357, %189 : f32
          %191 = arith.addf %185, %190 : f32
          %c13_i64_359 = arith.constant 13 : i64
          %192 = arith.muli %92, %c13_i64_359 : i64
          %193 = arith.addi %90, %192 : i64
          %194 = llvm.getelementptr %15[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %191, %194 : f32, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %95, %c7_i64_355 : i64
        scf.if %183 {
          %cst_356 = arith.constant 1.500000e+00 : f32
          %184 = memref.load %alloca_166[] : memref<f32>
          %185 = arith.mulf %cst_356, %184 : f32
          %cst_357 = arith.constant -5.000000e-01 : f32
          %c13_i64_358 = arith.constant 13 : i64
          %186 = arith.muli %95, %c13_i64_358 : i64
          %187 = arith.addi %90, %186 : i64
          %188 = llvm.getelementptr %15[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %189 = llvm.load %188 : !llvm.ptr<1> -> f32
          %190 = arith.mulf %cst_357, %189 : f32
          %191 = arith.addf %185, %190 : f32
          %c13_i64_359 = arith.constant 13 : i64
          %192 = arith.muli %95, %c13_i64_359 : i64
          %193 = arith.addi %90, %192 : i64
          %194 = llvm.getelementptr %15[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %191, %194 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_240 = gpu.thread_id  x
      %98 = arith.index_cast %thread_id_x_240 : index to i64
      %c12_i64_241 = arith.constant 12 : i64
      %99 = arith.minsi %98, %c12_i64_241 : i64
      %thread_id_y_242 = gpu.thread_id  y
      %100 = arith.index_cast %thread_id_y_242 : index to i64
      %c6_i64_243 = arith.constant 6 : i64
      %101 = arith.minsi %100, %c6_i64_243 : i64
      %thread_id_y_244 = gpu.thread_id  y
      %102 = arith.index_cast %thread_id_y_244 : index to i64
      %c4_i64_245 = arith.constant 4 : i64
      %103 = arith.addi %102, %c4_i64_245 : i64
      %c6_i64_246 = arith.constant 6 : i64
      %104 = arith.minsi %103, %c6_i64_246 : i64
      %cst_247 = arith.constant 0.000000e+00 : f32
      memref.store %cst_247, %alloca_167[] : memref<f32>
      %cst_248 = arith.constant 0.000000e+00 : f32
      memref.store %cst_248, %alloca_168[] : memref<f32>
      %c0_i64_249 = arith.constant 0 : i64
      %c9_i64_250 = arith.constant 9 : i64
      %c1_i64_251 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_249 to %c9_i64_250 step %c1_i64_251  : i64 {
        %c13_i64_355 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_355 : i64
        %183 = arith.addi %99, %182 : i64
        %184 = llvm.getelementptr %17[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %185 = llvm.load %184 : !llvm.ptr<1> -> bf16
        %c9_i64_356 = arith.constant 9 : i64
        %186 = arith.muli %101, %c9_i64_356 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %19[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %189 = llvm.load %188 : !llvm.ptr<1> -> bf16
        %c9_i64_357 = arith.constant 9 : i64
        %190 = arith.muli %104, %c9_i64_357 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %19[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %193 = llvm.load %192 : !llvm.ptr<1> -> bf16
        %194 = memref.load %alloca_167[] : memref<f32>
        %195 = arith.extf %185 : bf16 to f32
        %196 = arith.extf %189 : bf16 to f32
        %197 = arith.mulf %195, %196 : f32
        %198 = arith.addf %194, %197 : f32
        memref.store %198, %alloca_167[] : memref<f32>
        %199 = memref.load %alloca_168[] : memref<f32>
        %200 = arith.extf %185 : bf16 to f32
        %201 = arith.extf %193 : bf16 to f32
        %202 = arith.mulf %200, %201 : f32
        %203 = arith.addf %199, %202 : f32
        memref.store %203, %alloca_168[] : memref<f32>
      }
      %c13_i64_252 = arith.constant 13 : i64
      %105 = arith.cmpi slt, %98, %c13_i64_252 : i64
      scf.if %105 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %100, %c7_i64 : i64
        scf.if %182 {
          %c13_i64_356 = arith.constant 13 : i64
          %184 = arith.muli %100, %c13_i64_356 : i64
          %185 = arith.addi %98, %184 : i64
          %186 = llvm.getelementptr %21[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %187 = llvm.load %186 : !llvm.ptr<1> -> f32
          %188 = memref.load %alloca_167[] : memref<f32>
          %189 = arith.addf %187, %188 : f32
          %c13_i64_357 = arith.constant 13 : i64
          %190 = arith.muli %100, %c13_i64_357 : i64
          %191 = arith.addi %98, %190 : i64
          %192 = llvm.getelementptr %21[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %189, %192 : f32, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %103, %c7_i64_355 : i64
        scf.if %183 {
          %c13_i64_356 = arith.constant 13 : i64
          %184 = arith.muli %103, %c13_i64_356 : i64
          %185 = arith.addi %98, %184 : i64
          %186 = llvm.getelementptr %21[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %187 = llvm.load %186 : !llvm.ptr<1> -> f32
          %188 = memref.load %alloca_168[] : memref<f32>
          %189 = arith.addf %187, %188 : f32
          %c13_i64_357 = arith.constant 13 : i64
          %190 = arith.muli %103, %c13_i64_357 : i64
          %191 = arith.addi %98, %190 : i64
          %192 = llvm.getelementptr %21[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %189, %192 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_253 = gpu.thread_id  x
      %106 = arith.index_cast %thread_id_x_253 : index to i64
      %c12_i64_254 = arith.constant 12 : i64
      %107 = arith.minsi %106, %c12_i64_254 : i64
      %thread_id_y_255 = gpu.thread_id  y
      %108 = arith.index_cast %thread_id_y_255 : index to i64
      %c6_i64_256 = arith.constant 6 : i64
      %109 = arith.minsi %108, %c6_i64_256 : i64
      %thread_id_y_257 = gpu.thread_id  y
      %110 = arith.index_cast %thread_id_y_257 : index to i64
      %c4_i64_258 = arith.constant 4 : i64
      %111 = arith.addi %110, %c4_i64_258 : i64
      %c6_i64_259 = arith.constant 6 : i64
      %112 = arith.minsi %111, %c6_i64_259 : i64
      %cst_260 = arith.constant 0.000000e+00 : f32
      %cst_261 = arith.constant 0.000000e+00 : f32
      %113 = llvm.mlir.poison : vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %114 = llvm.insertelement %cst_260, %113[%c0_i32 : i32] : vector<2xf32>
      %c1_i32 = arith.constant 1 : i32
      %115 = llvm.insertelement %cst_261, %114[%c1_i32 : i32] : vector<2xf32>
      memref.store %115, %alloca_169[] : memref<vector<2xf32>>
      %cst_262 = arith.constant 0.000000e+00 : f32
      %cst_263 = arith.constant 0.000000e+00 : f32
      %116 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_264 = arith.constant 0 : i32
      %117 = llvm.insertelement %cst_262, %116[%c0_i32_264 : i32] : vector<2xf32>
      %c1_i32_265 = arith.constant 1 : i32
      %118 = llvm.insertelement %cst_263, %117[%c1_i32_265 : i32] : vector<2xf32>
      memref.store %118, %alloca_170[] : memref<vector<2xf32>>
      %c0_i64_266 = arith.constant 0 : i64
      %c9_i64_267 = arith.constant 9 : i64
      %c1_i64_268 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_266 to %c9_i64_267 step %c1_i64_268  : i64 {
        %c13_i64_355 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_355 : i64
        %183 = arith.addi %107, %182 : i64
        %184 = llvm.getelementptr %23[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %185 = llvm.load %184 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_356 = arith.constant 9 : i64
        %186 = arith.muli %109, %c9_i64_356 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %25[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %189 = llvm.load %188 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_357 = arith.constant 9 : i64
        %190 = arith.muli %112, %c9_i64_357 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %25[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf32>
        %194 = memref.load %alloca_169[] : memref<vector<2xf32>>
        %c0_i32_358 = arith.constant 0 : i32
        %195 = llvm.extractelement %185[%c0_i32_358 : i32] : vector<2xf32>
        %c1_i32_359 = arith.constant 1 : i32
        %196 = llvm.extractelement %185[%c1_i32_359 : i32] : vector<2xf32>
        %c0_i32_360 = arith.constant 0 : i32
        %197 = llvm.extractelement %189[%c0_i32_360 : i32] : vector<2xf32>
        %c1_i32_361 = arith.constant 1 : i32
        %198 = llvm.extractelement %189[%c1_i32_361 : i32] : vector<2xf32>
        %199 = arith.mulf %195, %197 : f32
        %200 = arith.mulf %196, %198 : f32
        %201 = arith.subf %199, %200 : f32
        %202 = arith.mulf %195, %198 : f32
        %203 = arith.mulf %196, %197 : f32
        %204 = arith.addf %202, %203 : f32
        %205 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_362 = arith.constant 0 : i32
        %206 = llvm.insertelement %201, %205[%c0_i32_362 : i32] : vector<2xf32>
        %c1_i32_363 = arith.constant 1 : i32
        %207 = llvm.insertelement %204, %206[%c1_i32_363 : i32] : vector<2xf32>
        %208 = arith.addf %194, %207 : vector<2xf32>
        memref.store %208, %alloca_169[] : memref<vector<2xf32>>
        %209 = memref.load %alloca_170[] : memref<vector<2xf32>>
        %c0_i32_364 = arith.constant 0 : i32
        %210 = llvm.extractelement %185[%c0_i32_364 : i32] : vector<2xf32>
        %c1_i32_365 = arith.constant 1 : i32
        %211 = llvm.extractelement %185[%c1_i32_365 : i32] : vector<2xf32>
        %c0_i32_366 = arith.constant 0 : i32
        %212 = llvm.extractelement %193[%c0_i32_366 : i32] : vector<2xf32>
        %c1_i32_367 = arith.constant 1 : i32
        %213 = llvm.extractelement %193[%c1_i32_367 : i32] : vector<2xf32>
        %214 = arith.mulf %210, %212 : f32
        %215 = arith.mulf %211, %213 : f32
        %216 = arith.subf %214, %215 : f32
        %217 = arith.mulf %210, %213 : f32
        %218 = arith.mulf %211, %212 : f32
        %219 = arith.addf %217, %218 : f32
        %220 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_368 = arith.constant 0 : i32
        %221 = llvm.insertelement %216, %220[%c0_i32_368 : i32] : vector<2xf32>
        %c1_i32_369 = arith.constant 1 : i32
        %222 = llvm.insertelement %219, %221[%c1_i32_369 : i32] : vector<2xf32>
        %223 = arith.addf %209, %222 : vector<2xf32>
        memref.store %223, %alloca_170[] : memref<vector<2xf32>>
      }
      %c13_i64_269 = arith.constant 13 : i64
      %119 = arith.cmpi slt, %106, %c13_i64_269 : i64
      scf.if %119 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %108, %c7_i64 : i64
        scf.if %182 {
          %184 = memref.load %alloca_169[] : memref<vector<2xf32>>
          %c0_i32_356 = arith.constant 0 : i32
          %185 = llvm.extractelement %arg2[%c0_i32_356 : i32] : vector<2xf32>
          %c1_i32_357 = arith.constant 1 : i32
          %186 = llvm.extractelement %arg2[%c1_i32_357 : i32] : vector<2xf32>
          %c0_i32_358 = arith.constant 0 : i32
          %187 = llvm.extractelement %184[%c0_i32_358 : i32] : vector<2xf32>
          %c1_i32_359 = arith.constant 1 : i32
          %188 = llvm.extractelement %184[%c1_i32_359 : i32] : vector<2xf32>
          %189 = arith.mulf %185, %187 : f32
          %190 = arith.mulf %186, %188 : f32
          %191 = arith.subf %189, %190 : f32
          %192 = arith.mulf %185, %188 : f32
          %193 = arith.mulf %186, %187 : f32
          %194 = arith.addf %192, %193 : f32
          %195 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_360 = arith.constant 0 : i32
          %196 = llvm.insertelement %191, %195[%c0_i32_360 : i32] : vector<2xf32>
          %c1_i32_361 = arith.constant 1 : i32
          %197 = llvm.insertelement %194, %196[%c1_i32_361 : i32] : vector<2xf32>
          %cst_362 = arith.constant 5.000000e-01 : f32
          %cst_363 = arith.constant 5.000000e-01 : f32
          %198 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_364 = arith.constant 0 : i32
          %199 = llvm.insertelement %cst_362, %198[%c0_i32_364 : i32] : vector<2xf32>
          %c1_i32_365 = arith.constant 1 : i32
          %200 = llvm.insertelement %cst_363, %199[%c1_i32_365 : i32] : vector<2xf32>
          %c13_i64_366 = arith.constant 13 : i64
          %201 = arith.muli %108, %c13_i64_366 : i64
          %202 = arith.addi %106, %201 : i64
          %203 = llvm.getelementptr %27[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %204 = llvm.load %203 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_367 = arith.constant 0 : i32
          %205 = llvm.extractelement %200[%c0_i32_367 : i32] : vector<2xf32>
          %c1_i32_368 = arith.constant 1 : i32
          %206 = llvm.extractelement %200[%c1_i32_368 : i32] : vector<2xf32>
          %c0_i32_369 = arith.constant 0 : i32
          %207 = llvm.extractelement %204[%c0_i32_369 : i32] : vector<2xf32>
          %c1_i32_370 = arith.constant 1 : i32
          %208 = llvm.extractelement %204[%c1_i32_370 : i32] : vector<2xf32>
          %209 = arith.mulf %205, %207 : f32
          %210 = arith.mulf %206, %208 : f32
          %211 = arith.subf %209, %210 : f32
          %212 = arith.mulf %205, %208 : f32
          %213 = arith.mulf %206, %207 : f32
          %214 = arith.addf %212, %213 : f32
          %215 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_371 = arith.constant 0 : i32
          %216 = llvm.insertelement %211, %215[%c0_i32_371 : i32] : vector<2xf32>
          %c1_i32_372 = arith.constant 1 : i32
          %217 = llvm.insertelement %214, %216[%c1_i32_372 : i32] : vector<2xf32>
          %218 = arith.addf %197, %217 : vector<2xf32>
          %c13_i64_373 = arith.constant 13 : i64
          %219 = arith.muli %108, %c13_i64_373 : i64
          %220 = arith.addi %106, %219 : i64
          %221 = llvm.getelementptr %27[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          llvm.store %218, %221 : vector<2xf32>, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %111, %c7_i64_355 : i64
        scf.if %183 {
          %184 = memref.load %alloca_170[] : memref<vector<2xf32>>
          %c0_i32_356 = arith.constant 0 : i32
          %185 = llvm.extractelement %arg2[%c0_i32_356 : i32] : vector<2xf32>
          %c1_i32_357 = arith.constant 1 : i32
          %186 = llvm.extractelement %arg2[%c1_i32_357 : i32] : vector<2xf32>
          %c0_i32_358 = arith.constant 0 : i32
          %187 = llvm.extractelement %184[%c0_i32_358 : i32] : vector<2xf32>
          %c1_i32_359 = arith.constant 1 : i32
          %188 = llvm.extractelement %184[%c1_i32_359 : i32] : vector<2xf32>
          %189 = arith.mulf %185, %187 : f32
          %190 = arith.mulf %186, %188 : f32
          %191 = arith.subf %189, %190 : f32
          %192 = arith.mulf %185, %188 : f32
          %193 = arith.mulf %186, %187 : f32
          %194 = arith.addf %192, %193 : f32
          %195 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_360 = arith.constant 0 : i32
          %196 = llvm.insertelement %191, %195[%c0_i32_360 : i32] : vector<2xf32>
          %c1_i32_361 = arith.constant 1 : i32
          %197 = llvm.insertelement %194, %196[%c1_i32_361 : i32] : vector<2xf32>
          %cst_362 = arith.constant 5.000000e-01 : f32
          %cst_363 = arith.constant 5.000000e-01 : f32
          %198 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_364 = arith.constant 0 : i32
          %199 = llvm.insertelement %cst_362, %198[%c0_i32_364 : i32] : vector<2xf32>
          %c1_i32_365 = arith.constant 1 : i32
          %200 = llvm.insertelement %cst_363, %199[%c1_i32_365 : i32] : vector<2xf32>
          %c13_i64_366 = arith.constant 13 : i64
          %201 = arith.muli %111, %c13_i64_366 : i64
          %202 = arith.addi %106, %201 : i64
          %203 = llvm.getelementptr %27[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %204 = llvm.load %203 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_367 = arith.constant 0 : i32
          %205 = llvm.extractelement %200[%c0_i32_367 : i32] : vector<2xf32>
          %c1_i32_368 = arith.constant 1 : i32
          %206 = llvm.extractelement %200[%c1_i32_368 : i32] : vector<2xf32>
          %c0_i32_369 = arith.constant 0 : i32
          %207 = llvm.extractelement %204[%c0_i32_369 : i32] : vector<2xf32>
          %c1_i32_370 = arith.constant 1 : i32
          %208 = llvm.extractelement %204[%c1_i32_370 : i32] : vector<2xf32>
          %209 = arith.mulf %205, %207 : f32
          %210 = arith.mulf %206, %208 : f32
          %211 = arith.subf %209, %210 : f32
          %212 = arith.mulf %205, %208 : f32
          %213 = arith.mulf %206, %207 : f32
          %214 = arith.addf %212, %213 : f32
          %215 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_371 = arith.constant 0 : i32
          %216 = llvm.insertelement %211, %215[%c0_i32_371 : i32] : vector<2xf32>
          %c1_i32_372 = arith.constant 1 : i32
          %217 = llvm.insertelement %214, %216[%c1_i32_372 : i32] : vector<2xf32>
          %218 = arith.addf %197, %217 : vector<2xf32>
          %c13_i64_373 = arith.constant 13 : i64
          %219 = arith.muli %111, %c13_i64_373 : i64
          %220 = arith.addi %106, %219 : i64
          %221 = llvm.getelementptr %27[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          llvm.store %218, %221 : vector<2xf32>, !llvm.ptr<1>
        }
      }
      %thread_id_x_270 = gpu.thread_id  x
      %120 = arith.index_cast %thread_id_x_270 : index to i64
      %c12_i64_271 = arith.constant 12 : i64
      %121 = arith.minsi %120, %c12_i64_271 : i64
      %thread_id_y_272 = gpu.thread_id  y
      %122 = arith.index_cast %thread_id_y_272 : index to i64
      %c6_i64_273 = arith.constant 6 : i64
      %123 = arith.minsi %122, %c6_i64_273 : i64
      %thread_id_y_274 = gpu.thread_id  y
      %124 = arith.index_cast %thread_id_y_274 : index to i64
      %c4_i64_275 = arith.constant 4 : i64
      %125 = arith.addi %124, %c4_i64_275 : i64
      %c6_i64_276 = arith.constant 6 : i64
      %126 = arith.minsi %125, %c6_i64_276 : i64
      %cst_277 = arith.constant 0.000000e+00 : f64
      %cst_278 = arith.constant 0.000000e+00 : f64
      %127 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_279 = arith.constant 0 : i32
      %128 = llvm.insertelement %cst_277, %127[%c0_i32_279 : i32] : vector<2xf64>
      %c1_i32_280 = arith.constant 1 : i32
      %129 = llvm.insertelement %cst_278, %128[%c1_i32_280 : i32] : vector<2xf64>
      memref.store %129, %alloca_171[] : memref<vector<2xf64>>
      %cst_281 = arith.constant 0.000000e+00 : f64
      %cst_282 = arith.constant 0.000000e+00 : f64
      %130 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_283 = arith.constant 0 : i32
      %131 = llvm.insertelement %cst_281, %130[%c0_i32_283 : i32] : vector<2xf64>
      %c1_i32_284 = arith.constant 1 : i32
      %132 = llvm.insertelement %cst_282, %131[%c1_i32_284 : i32] : vector<2xf64>
      memref.store %132, %alloca_172[] : memref<vector<2xf64>>
      %c0_i64_285 = arith.constant 0 : i64
      %c9_i64_286 = arith.constant 9 : i64
      %c1_i64_287 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_285 to %c9_i64_286 step %c1_i64_287  : i64 {
        %c13_i64_355 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_355 : i64
        %183 = arith.addi %121, %182 : i64
        %184 = llvm.getelementptr %29[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %185 = llvm.load %184 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_356 = arith.constant 9 : i64
        %186 = arith.muli %123, %c9_i64_356 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %31[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %189 = llvm.load %188 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_357 = arith.constant 9 : i64
        %190 = arith.muli %126, %c9_i64_357 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %31[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf64>
        %194 = memref.load %alloca_171[] : memref<vector<2xf64>>
        %c0_i32_358 = arith.constant 0 : i32
        %195 = llvm.extractelement %185[%c0_i32_358 : i32] : vector<2xf64>
        %c1_i32_359 = arith.constant 1 : i32
        %196 = llvm.extractelement %185[%c1_i32_359 : i32] : vector<2xf64>
        %c0_i32_360 = arith.constant 0 : i32
        %197 = llvm.extractelement %189[%c0_i32_360 : i32] : vector<2xf64>
        %c1_i32_361 = arith.constant 1 : i32
        %198 = llvm.extractelement %189[%c1_i32_361 : i32] : vector<2xf64>
        %199 = arith.mulf %195, %197 : f64
        %200 = arith.mulf %196, %198 : f64
        %201 = arith.subf %199, %200 : f64
        %202 = arith.mulf %195, %198 : f64
        %203 = arith.mulf %196, %197 : f64
        %204 = arith.addf %202, %203 : f64
        %205 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_362 = arith.constant 0 : i32
        %206 = llvm.insertelement %201, %205[%c0_i32_362 : i32] : vector<2xf64>
        %c1_i32_363 = arith.constant 1 : i32
        %207 = llvm.insertelement %204, %206[%c1_i32_363 : i32] : vector<2xf64>
        %208 = arith.addf %194, %207 : vector<2xf64>
        memref.store %208, %alloca_171[] : memref<vector<2xf64>>
        %209 = memref.load %alloca_172[] : memref<vector<2xf64>>
        %c0_i32_364 = arith.constant 0 : i32
        %210 = llvm.extractelement %185[%c0_i32_364 : i32] : vector<2xf64>
        %c1_i32_365 = arith.constant 1 : i32
        %211 = llvm.extractelement %185[%c1_i32_365 : i32] : vector<2xf64>
        %c0_i32_366 = arith.constant 0 : i32
        %212 = llvm.extractelement %193[%c0_i32_366 : i32] : vector<2xf64>
        %c1_i32_367 = arith.constant 1 : i32
        %213 = llvm.extractelement %193[%c1_i32_367 : i32] : vector<2xf64>
        %214 = arith.mulf %210, %212 : f64
        %215 = arith.mulf %211, %213 : f64
        %216 = arith.subf %214, %215 : f64
        %217 = arith.mulf %210, %213 : f64
        %218 = arith.mulf %211, %212 : f64
        %219 = arith.addf %217, %218 : f64
        %220 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_368 = arith.constant 0 : i32
        %221 = llvm.insertelement %216, %220[%c0_i32_368 : i32] : vector<2xf64>
        %c1_i32_369 = arith.constant 1 : i32
        %222 = llvm.insertelement %219, %221[%c1_i32_369 : i32] : vector<2xf64>
        %223 = arith.addf %209, %222 : vector<2xf64>
        memref.store %223, %alloca_172[] : memref<vector<2xf64>>
      }
      %c13_i64_288 = arith.constant 13 : i64
      %133 = arith.cmpi slt, %120, %c13_i64_288 : i64
      scf.if %133 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %122, %c7_i64 : i64
        scf.if %182 {
          %cst_356 = arith.constant 1.000000e+00 : f64
          %cst_357 = arith.constant -1.000000e+00 : f64
          %184 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_358 = arith.constant 0 : i32
          %185 = llvm.insertelement %cst_356, %184[%c0_i32_358 : i32] : vector<2xf64>
          %c1_i32_359 = arith.constant 1 : i32
          %186 = llvm.insertelement %cst_357, %185[%c1_i32_359 : i32] : vector<2xf64>
          %187 = memref.load %alloca_171[] : memref<vector<2xf64>>
          %c0_i32_360 = arith.constant 0 : i32
          %188 = llvm.extractelement %186[%c0_i32_360 : i32] : vector<2xf64>
          %c1_i32_361 = arith.constant 1 : i32
          %189 = llvm.extractelement %186[%c1_i32_361 : i32] : vector<2xf64>
          %c0_i32_362 = arith.constant 0 : i32
          %190 = llvm.extractelement %187[%c0_i32_362 : i32] : vector<2xf64>
          %c1_i32_363 = arith.constant 1 : i32
          %191 = llvm.extractelement %187[%c1_i32_363 : i32] : vector<2xf64>
          %192 = arith.mulf %188, %190 : f64
          %193 = arith.mulf %189, %191 : f64
          %194 = arith.subf %192, %193 : f64
          %195 = arith.mulf %188, %191 : f64
          %196 = arith.mulf %189, %190 : f64
          %197 = arith.addf %195, %196 : f64
          %198 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_364 = arith.constant 0 : i32
          %199 = llvm.insertelement %194, %198[%c0_i32_364 : i32] : vector<2xf64>
          %c1_i32_365 = arith.constant 1 : i32
          %200 = llvm.insertelement %197, %199[%c1_i32_365 : i32] : vector<2xf64>
          %c13_i64_366 = arith.constant 13 : i64
          %201 = arith.muli %122, %c13_i64_366 : i64
          %202 = arith.addi %120, %201 : i64
          %203 = llvm.getelementptr %33[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %200, %203 : vector<2xf64>, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %125, %c7_i64_355 : i64
        scf.if %183 {
          %cst_356 = arith.constant 1.000000e+00 : f64
          %cst_357 = arith.constant -1.000000e+00 : f64
          %184 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_358 = arith.constant 0 : i32
          %185 = llvm.insertelement %cst_356, %184[%c0_i32_358 : i32] : vector<2xf64>
          %c1_i32_359 = arith.constant 1 : i32
          %186 = llvm.insertelement %cst_357, %185[%c1_i32_359 : i32] : vector<2xf64>
          %187 = memref.load %alloca_172[] : memref<vector<2xf64>>
          %c0_i32_360 = arith.constant 0 : i32
          %188 = llvm.extractelement %186[%c0_i32_360 : i32] : vector<2xf64>
          %c1_i32_361 = arith.constant 1 : i32
          %189 = llvm.extractelement %186[%c1_i32_361 : i32] : vector<2xf64>
          %c0_i32_362 = arith.constant 0 : i32
          %190 = llvm.extractelement %187[%c0_i32_362 : i32] : vector<2xf64>
          %c1_i32_363 = arith.constant 1 : i32
          %191 = llvm.extractelement %187[%c1_i32_363 : i32] : vector<2xf64>
          %192 = arith.mulf %188, %190 : f64
          %193 = arith.mulf %189, %191 : f64
          %194 = arith.subf %192, %193 : f64
          %195 = arith.mulf %188, %191 : f64
          %196 = arith.mulf %189, %190 : f64
          %197 = arith.addf %195, %196 : f64
          %198 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_364 = arith.constant 0 : i32
          %199 = llvm.insertelement %194, %198[%c0_i32_364 : i32] : vector<2xf64>
          %c1_i32_365 = arith.constant 1 : i32
          %200 = llvm.insertelement %197, %199[%c1_i32_365 : i32] : vector<2xf64>
          %c13_i64_366 = arith.constant 13 : i64
          %201 = arith.muli %125, %c13_i64_366 : i64
          %202 = arith.addi %120, %201 : i64
          %203 = llvm.getelementptr %33[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %200, %203 : vector<2xf64>, !llvm.ptr<1>
        }
      }
      %thread_id_x_289 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_289 : index to i64
      %c12_i64_290 = arith.constant 12 : i64
      %135 = arith.minsi %134, %c12_i64_290 : i64
      %thread_id_y_291 = gpu.thread_id  y
      %136 = arith.index_cast %thread_id_y_291 : index to i64
      %c6_i64_292 = arith.constant 6 : i64
      %137 = arith.minsi %136, %c6_i64_292 : i64
      %thread_id_y_293 = gpu.thread_id  y
      %138 = arith.index_cast %thread_id_y_293 : index to i64
      %c4_i64_294 = arith.constant 4 : i64
      %139 = arith.addi %138, %c4_i64_294 : i64
      %c6_i64_295 = arith.constant 6 : i64
      %140 = arith.minsi %139, %c6_i64_295 : i64
      %cst_296 = arith.constant 0.000000e+00 : f64
      %cst_297 = arith.constant 0.000000e+00 : f64
      %141 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_298 = arith.constant 0 : i32
      %142 = llvm.insertelement %cst_296, %141[%c0_i32_298 : i32] : vector<2xf64>
      %c1_i32_299 = arith.constant 1 : i32
      %143 = llvm.insertelement %cst_297, %142[%c1_i32_299 : i32] : vector<2xf64>
      memref.store %143, %alloca_173[] : memref<vector<2xf64>>
      %cst_300 = arith.constant 0.000000e+00 : f64
      %cst_301 = arith.constant 0.000000e+00 : f64
      %144 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_302 = arith.constant 0 : i32
      %145 = llvm.insertelement %cst_300, %144[%c0_i32_302 : i32] : vector<2xf64>
      %c1_i32_303 = arith.constant 1 : i32
      %146 = llvm.insertelement %cst_301, %145[%c1_i32_303 : i32] : vector<2xf64>
      memref.store %146, %alloca_174[] : memref<vector<2xf64>>
      %c0_i64_304 = arith.constant 0 : i64
      %c9_i64_305 = arith.constant 9 : i64
      %c1_i64_306 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_304 to %c9_i64_305 step %c1_i64_306  : i64 {
        %c13_i64_355 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_355 : i64
        %183 = arith.addi %135, %182 : i64
        %184 = llvm.getelementptr %23[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %185 = llvm.load %184 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_356 = arith.constant 9 : i64
        %186 = arith.muli %137, %c9_i64_356 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %31[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %189 = llvm.load %188 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_357 = arith.constant 9 : i64
        %190 = arith.muli %140, %c9_i64_357 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %31[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf64>
        %194 = memref.load %alloca_173[] : memref<vector<2xf64>>
        %195 = arith.extf %185 : vector<2xf32> to vector<2xf64>
        %c0_i32_358 = arith.constant 0 : i32
        %196 = llvm.extractelement %195[%c0_i32_358 : i32] : vector<2xf64>
        %c1_i32_359 = arith.constant 1 : i32
        %197 = llvm.extractelement %195[%c1_i32_359 : i32] : vector<2xf64>
        %c0_i32_360 = arith.constant 0 : i32
        %198 = llvm.extractelement %189[%c0_i32_360 : i32] : vector<2xf64>
        %c1_i32_361 = arith.constant 1 : i32
        %199 = llvm.extractelement %189[%c1_i32_361 : i32] : vector<2xf64>
        %200 = arith.mulf %196, %198 : f64
        %201 = arith.mulf %197, %199 : f64
        %202 = arith.subf %200, %201 : f64
        %203 = arith.mulf %196, %199 : f64
        %204 = arith.mulf %197, %198 : f64
        %205 = arith.addf %203, %204 : f64
        %206 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_362 = arith.constant 0 : i32
        %207 = llvm.insertelement %202, %206[%c0_i32_362 : i32] : vector<2xf64>
        %c1_i32_363 = arith.constant 1 : i32
        %208 = llvm.insertelement %205, %207[%c1_i32_363 : i32] : vector<2xf64>
        %209 = arith.addf %194, %208 : vector<2xf64>
        memref.store %209, %alloca_173[] : memref<vector<2xf64>>
        %210 = memref.load %alloca_174[] : memref<vector<2xf64>>
        %211 = arith.extf %185 : vector<2xf32> to vector<2xf64>
        %c0_i32_364 = arith.constant 0 : i32
        %212 = llvm.extractelement %211[%c0_i32_364 : i32] : vector<2xf64>
        %c1_i32_365 = arith.constant 1 : i32
        %213 = llvm.extractelement %211[%c1_i32_365 : i32] : vector<2xf64>
        %c0_i32_366 = arith.constant 0 : i32
        %214 = llvm.extractelement %193[%c0_i32_366 : i32] : vector<2xf64>
        %c1_i32_367 = arith.constant 1 : i32
        %215 = llvm.extractelement %193[%c1_i32_367 : i32] : vector<2xf64>
        %216 = arith.mulf %212, %214 : f64
        %217 = arith.mulf %213, %215 : f64
        %218 = arith.subf %216, %217 : f64
        %219 = arith.mulf %212, %215 : f64
        %220 = arith.mulf %213, %214 : f64
        %221 = arith.addf %219, %220 : f64
        %222 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_368 = arith.constant 0 : i32
        %223 = llvm.insertelement %218, %222[%c0_i32_368 : i32] : vector<2xf64>
        %c1_i32_369 = arith.constant 1 : i32
        %224 = llvm.insertelement %221, %223[%c1_i32_369 : i32] : vector<2xf64>
        %225 = arith.addf %210, %224 : vector<2xf64>
        memref.store %225, %alloca_174[] : memref<vector<2xf64>>
      }
      %c13_i64_307 = arith.constant 13 : i64
      %147 = arith.cmpi slt, %134, %c13_i64_307 : i64
      scf.if %147 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %136, %c7_i64 : i64
        scf.if %182 {
          %c13_i64_356 = arith.constant 13 : i64
          %184 = arith.muli %136, %c13_i64_356 : i64
          %185 = arith.addi %134, %184 : i64
          %186 = llvm.getelementptr %35[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          %187 = llvm.load %186 : !llvm.ptr<1> -> vector<2xf64>
          %188 = memref.load %alloca_173[] : memref<vector<2xf64>>
          %189 = arith.addf %187, %188 : vector<2xf64>
          %c13_i64_357 = arith.constant 13 : i64
          %190 = arith.muli %136, %c13_i64_357 : i64
          %191 = arith.addi %134, %190 : i64
          %192 = llvm.getelementptr %35[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %189, %192 : vector<2xf64>, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %139, %c7_i64_355 : i64
        scf.if %183 {
          %c13_i64_356 = arith.constant 13 : i64
          %184 = arith.muli %139, %c13_i64_356 : i64
          %185 = arith.addi %134, %184 : i64
          %186 = llvm.getelementptr %35[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          %187 = llvm.load %186 : !llvm.ptr<1> -> vector<2xf64>
          %188 = memref.load %alloca_174[] : memref<vector<2xf64>>
          %189 = arith.addf %187, %188 : vector<2xf64>
          %c13_i64_357 = arith.constant 13 : i64
          %190 = arith.muli %139, %c13_i64_357 : i64
          %191 = arith.addi %134, %190 : i64
          %192 = llvm.getelementptr %35[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %189, %192 : vector<2xf64>, !llvm.ptr<1>
        }
      }
      %thread_id_x_308 = gpu.thread_id  x
      %148 = arith.index_cast %thread_id_x_308 : index to i64
      %c12_i64_309 = arith.constant 12 : i64
      %149 = arith.minsi %148, %c12_i64_309 : i64
      %thread_id_y_310 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_310 : index to i64
      %c6_i64_311 = arith.constant 6 : i64
      %151 = arith.minsi %150, %c6_i64_311 : i64
      %thread_id_y_312 = gpu.thread_id  y
      %152 = arith.index_cast %thread_id_y_312 : index to i64
      %c4_i64_313 = arith.constant 4 : i64
      %153 = arith.addi %152, %c4_i64_313 : i64
      %c6_i64_314 = arith.constant 6 : i64
      %154 = arith.minsi %153, %c6_i64_314 : i64
      %cst_315 = arith.constant 0.000000e+00 : f16
      memref.store %cst_315, %alloca_175[] : memref<f16>
      %cst_316 = arith.constant 0.000000e+00 : f16
      memref.store %cst_316, %alloca_176[] : memref<f16>
      %c0_i64_317 = arith.constant 0 : i64
      %c9_i64_318 = arith.constant 9 : i64
      %c1_i64_319 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_317 to %c9_i64_318 step %c1_i64_319  : i64 {
        %c13_i64_355 = arith.constant 13 : i64
        %182 = arith.muli %arg36, %c13_i64_355 : i64
        %183 = arith.addi %149, %182 : i64
        %184 = llvm.getelementptr %1[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %185 = llvm.load %184 : !llvm.ptr<1> -> f16
        %c9_i64_356 = arith.constant 9 : i64
        %186 = arith.muli %151, %c9_i64_356 : i64
        %187 = arith.addi %arg36, %186 : i64
        %188 = llvm.getelementptr %5[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %189 = llvm.load %188 : !llvm.ptr<1> -> f16
        %c9_i64_357 = arith.constant 9 : i64
        %190 = arith.muli %154, %c9_i64_357 : i64
        %191 = arith.addi %arg36, %190 : i64
        %192 = llvm.getelementptr %5[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %193 = llvm.load %192 : !llvm.ptr<1> -> f16
        %194 = memref.load %alloca_175[] : memref<f16>
        %195 = arith.mulf %185, %189 : f16
        %196 = arith.addf %194, %195 : f16
        memref.store %196, %alloca_175[] : memref<f16>
        %197 = memref.load %alloca_176[] : memref<f16>
        %198 = arith.mulf %185, %193 : f16
        %199 = arith.addf %197, %198 : f16
        memref.store %199, %alloca_176[] : memref<f16>
      }
      %c13_i64_320 = arith.constant 13 : i64
      %155 = arith.cmpi slt, %148, %c13_i64_320 : i64
      scf.if %155 {
        %c7_i64 = arith.constant 7 : i64
        %182 = arith.cmpi slt, %150, %c7_i64 : i64
        scf.if %182 {
          %184 = memref.load %alloca_175[] : memref<f16>
          %cst_356 = arith.constant 5.000000e-01 : f16
          %c13_i64_357 = arith.constant 13 : i64
          %185 = arith.muli %150, %c13_i64_357 : i64
          %186 = arith.addi %148, %185 : i64
          %187 = llvm.getelementptr %37[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %188 = llvm.load %187 : !llvm.ptr<1> -> f16
          %189 = arith.mulf %cst_356, %188 : f16
          %190 = arith.addf %184, %189 : f16
          %c13_i64_358 = arith.constant 13 : i64
          %191 = arith.muli %150, %c13_i64_358 : i64
          %192 = arith.addi %148, %191 : i64
          %193 = llvm.getelementptr %37[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          llvm.store %190, %193 : f16, !llvm.ptr<1>
        }
        %c7_i64_355 = arith.constant 7 : i64
        %183 = arith.cmpi slt, %153, %c7_i64_355 : i64
        scf.if %183 {
          %184 = memref.load %alloca_176[] : memref<f16>
          %cst_356 = arith.constant 5.000000e-01 : f16
          %c13_i64_357 = arith.constant 13 : i64
          %185 = arith.muli %153, %c13_i64_357 : i64
          %186 = arith.addi %148, %185 : i64
          %187 = llvm.getelementptr %37[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %188 = llvm.load %187 : !llvm.ptr<1> -> f16
          %189 = arith.mulf %cst_356, %188 : f16
          %190 = arith.addf %184, %189 : f16
          %c13_i64_358 = arith.constant 13 : i64
          %191 = arith.muli %153, %c13_i64_358 : i64
          %192 = arith.addi %148, %191 : i64
          %193 = llvm.getelementptr %37[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          llvm.store %190, %193 : f16, !llvm.ptr<1>
        }
      }
      %thread_id_x_321 = gpu.thread_id  x
      %156 = arith.index_cast %thread_id_x_321 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y_322 = gpu.thread_id  y
      %157 = arith.index_cast %thread_id_y_322 : index to i64
      %158 = arith.muli %c32_i64, %157 : i64
      %159 = arith.addi %156, %158 : i64
      %c13_i64_323 = arith.constant 13 : i64
      %c128_i64 = arith.constant 128 : i64
      scf.for %arg36 = %159 to %c13_i64_323 step %c128_i64  : i64 {
        %cst_355 = arith.constant 0.000000e+00 : f32
        memref.store %cst_355, %alloca_177[] : memref<f32>
        %c0_i64_356 = arith.constant 0 : i64
        %c9_i64_357 = arith.constant 9 : i64
        %c1_i64_358 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_356 to %c9_i64_357 step %c1_i64_358  : i64 {
          %184 = memref.load %alloca_177[] : memref<f32>
          %c13_i64_359 = arith.constant 13 : i64
          %185 = arith.muli %arg37, %c13_i64_359 : i64
          %186 = arith.addi %arg36, %185 : i64
          %187 = llvm.getelementptr %1[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %188 = llvm.load %187 : !llvm.ptr<1> -> f16
          %189 = arith.extf %188 : f16 to f32
          %190 = llvm.getelementptr %39[%arg37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %191 = llvm.load %190 : !llvm.ptr<1> -> f16
          %192 = arith.extf %191 : f16 to f32
          %193 = arith.mulf %189, %192 : f32
          %194 = arith.addf %184, %193 : f32
          memref.store %194, %alloca_177[] : memref<f32>
        }
        %182 = memref.load %alloca_177[] : memref<f32>
        %183 = llvm.getelementptr %41[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %182, %183 : f32, !llvm.ptr<1>
      }
      %thread_id_x_324 = gpu.thread_id  x
      %160 = arith.index_cast %thread_id_x_324 : index to i64
      %c32_i64_325 = arith.constant 32 : i64
      %thread_id_y_326 = gpu.thread_id  y
      %161 = arith.index_cast %thread_id_y_326 : index to i64
      %162 = arith.muli %c32_i64_325, %161 : i64
      %163 = arith.addi %160, %162 : i64
      %c13_i64_327 = arith.constant 13 : i64
      %c128_i64_328 = arith.constant 128 : i64
      scf.for %arg36 = %163 to %c13_i64_327 step %c128_i64_328  : i64 {
        %cst_355 = arith.constant 0.000000e+00 : f32
        %cst_356 = arith.constant 0.000000e+00 : f32
        %182 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_357 = arith.constant 0 : i32
        %183 = llvm.insertelement %cst_355, %182[%c0_i32_357 : i32] : vector<2xf32>
        %c1_i32_358 = arith.constant 1 : i32
        %184 = llvm.insertelement %cst_356, %183[%c1_i32_358 : i32] : vector<2xf32>
        memref.store %184, %alloca_178[] : memref<vector<2xf32>>
        %c0_i64_359 = arith.constant 0 : i64
        %c9_i64_360 = arith.constant 9 : i64
        %c1_i64_361 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_359 to %c9_i64_360 step %c1_i64_361  : i64 {
          %203 = memref.load %alloca_178[] : memref<vector<2xf32>>
          %c13_i64_368 = arith.constant 13 : i64
          %204 = arith.muli %arg37, %c13_i64_368 : i64
          %205 = arith.addi %arg36, %204 : i64
          %206 = llvm.getelementptr %23[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %207 = llvm.load %206 : !llvm.ptr<1> -> vector<2xf32>
          %208 = llvm.getelementptr %43[%arg37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %209 = llvm.load %208 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_369 = arith.constant 0 : i32
          %210 = llvm.extractelement %207[%c0_i32_369 : i32] : vector<2xf32>
          %c1_i32_370 = arith.constant 1 : i32
          %211 = llvm.extractelement %207[%c1_i32_370 : i32] : vector<2xf32>
          %c0_i32_371 = arith.constant 0 : i32
          %212 = llvm.extractelement %209[%c0_i32_371 : i32] : vector<2xf32>
          %c1_i32_372 = arith.constant 1 : i32
          %213 = llvm.extractelement %209[%c1_i32_372 : i32] : vector<2xf32>
          %214 = arith.mulf %210, %212 : f32
          %215 = arith.mulf %211, %213 : f32
          %216 = arith.subf %214, %215 : f32
          %217 = arith.mulf %210, %213 : f32
          %218 = arith.mulf %211, %212 : f32
          %219 = arith.addf %217, %218 : f32
          %220 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_373 = arith.constant 0 : i32
          %221 = llvm.insertelement %216, %220[%c0_i32_373 : i32] : vector<2xf32>
          %c1_i32_374 = arith.constant 1 : i32
          %222 = llvm.insertelement %219, %221[%c1_i32_374 : i32] : vector<2xf32>
          %223 = arith.addf %203, %222 : vector<2xf32>
          memref.store %223, %alloca_178[] : memref<vector<2xf32>>
        }
        %185 = llvm.getelementptr %45[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %186 = llvm.load %185 : !llvm.ptr<1> -> vector<2xf32>
        %187 = memref.load %alloca_178[] : memref<vector<2xf32>>
        %c0_i32_362 = arith.constant 0 : i32
        %188 = llvm.extractelement %arg2[%c0_i32_362 : i32] : vector<2xf32>
        %c1_i32_363 = arith.constant 1 : i32
        %189 = llvm.extractelement %arg2[%c1_i32_363 : i32] : vector<2xf32>
        %c0_i32_364 = arith.constant 0 : i32
        %190 = llvm.extractelement %187[%c0_i32_364 : i32] : vector<2xf32>
        %c1_i32_365 = arith.constant 1 : i32
        %191 = llvm.extractelement %187[%c1_i32_365 : i32] : vector<2xf32>
        %192 = arith.mulf %188, %190 : f32
        %193 = arith.mulf %189, %191 : f32
        %194 = arith.subf %192, %193 : f32
        %195 = arith.mulf %188, %191 : f32
        %196 = arith.mulf %189, %190 : f32
        %197 = arith.addf %195, %196 : f32
        %198 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_366 = arith.constant 0 : i32
        %199 = llvm.insertelement %194, %198[%c0_i32_366 : i32] : vector<2xf32>
        %c1_i32_367 = arith.constant 1 : i32
        %200 = llvm.insertelement %197, %199[%c1_i32_367 : i32] : vector<2xf32>
        %201 = arith.addf %186, %200 : vector<2xf32>
        %202 = llvm.getelementptr %45[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %201, %202 : vector<2xf32>, !llvm.ptr<1>
      }
      %thread_id_x_329 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_329 : index to i64
      %c13_i64_330 = arith.constant 13 : i64
      %c32_i64_331 = arith.constant 32 : i64
      scf.for %arg36 = %164 to %c13_i64_330 step %c32_i64_331  : i64 {
        %c0_i64_355 = arith.constant 0 : i64
        %c1_i64_356 = arith.constant 1 : i64
        %c1_i64_357 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_355 to %c1_i64_356 step %c1_i64_357  : i64 {
          %thread_id_y_358 = gpu.thread_id  y
          %182 = arith.index_cast %thread_id_y_358 : index to i64
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
            %c0_i32_363 = arith.constant 0 : i32
            %194 = llvm.extractelement %191[%c0_i32_363 : i32] : vector<2xf32>
            %c1_i32_364 = arith.constant 1 : i32
            %195 = llvm.extractelement %191[%c1_i32_364 : i32] : vector<2xf32>
            %c0_i32_365 = arith.constant 0 : i32
            %196 = llvm.extractelement %193[%c0_i32_365 : i32] : vector<2xf32>
            %c1_i32_366 = arith.constant 1 : i32
            %197 = llvm.extractelement %193[%c1_i32_366 : i32] : vector<2xf32>
            %198 = arith.mulf %194, %196 : f32
            %199 = arith.mulf %195, %197 : f32
            %200 = arith.subf %198, %199 : f32
            %201 = arith.mulf %194, %197 : f32
            %202 = arith.mulf %195, %196 : f32
            %203 = arith.addf %201, %202 : f32
            %204 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_367 = arith.constant 0 : i32
            %205 = llvm.insertelement %200, %204[%c0_i32_367 : i32] : vector<2xf32>
            %c1_i32_368 = arith.constant 1 : i32
            %206 = llvm.insertelement %203, %205[%c1_i32_368 : i32] : vector<2xf32>
            memref.store %206, %alloca_179[] : memref<vector<2xf32>>
            %c13_i64_369 = arith.constant 13 : i64
            %207 = arith.muli %184, %c13_i64_369 : i64
            %208 = arith.addi %arg36, %207 : i64
            %209 = llvm.getelementptr %51[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %210 = llvm.load %209 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %210, %alloca_180[] : memref<vector<2xf32>>
          }
          %c4_i64_359 = arith.constant 4 : i64
          %186 = arith.addi %184, %c4_i64_359 : i64
          %c7_i64_360 = arith.constant 7 : i64
          %187 = arith.cmpi slt, %186, %c7_i64_360 : i64
          scf.if %187 {
            %190 = llvm.getelementptr %47[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %191 = llvm.load %190 : !llvm.ptr<1> -> vector<2xf32>
            %192 = llvm.getelementptr %49[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %193 = llvm.load %192 : !llvm.ptr<1> -> vector<2xf32>
            %c0_i32_363 = arith.constant 0 : i32
            %194 = llvm.extractelement %191[%c0_i32_363 : i32] : vector<2xf32>
            %c1_i32_364 = arith.constant 1 : i32
            %195 = llvm.extractelement %191[%c1_i32_364 : i32] : vector<2xf32>
            %c0_i32_365 = arith.constant 0 : i32
            %196 = llvm.extractelement %193[%c0_i32_365 : i32] : vector<2xf32>
            %c1_i32_366 = arith.constant 1 : i32
            %197 = llvm.extractelement %193[%c1_i32_366 : i32] : vector<2xf32>
            %198 = arith.mulf %194, %196 : f32
            %199 = arith.mulf %195, %197 : f32
            %200 = arith.subf %198, %199 : f32
            %201 = arith.mulf %194, %197 : f32
            %202 = arith.mulf %195, %196 : f32
            %203 = arith.addf %201, %202 : f32
            %204 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_367 = arith.constant 0 : i32
            %205 = llvm.insertelement %200, %204[%c0_i32_367 : i32] : vector<2xf32>
            %c1_i32_368 = arith.constant 1 : i32
            %206 = llvm.insertelement %203, %205[%c1_i32_368 : i32] : vector<2xf32>
            memref.store %206, %alloca_181[] : memref<vector<2xf32>>
            %c13_i64_369 = arith.constant 13 : i64
            %207 = arith.muli %186, %c13_i64_369 : i64
            %208 = arith.addi %arg36, %207 : i64
            %209 = llvm.getelementptr %51[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %210 = llvm.load %209 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %210, %alloca_182[] : memref<vector<2xf32>>
          }
          %c7_i64_361 = arith.constant 7 : i64
          %188 = arith.cmpi slt, %184, %c7_i64_361 : i64
          scf.if %188 {
            %190 = memref.load %alloca_180[] : memref<vector<2xf32>>
            %cst_363 = arith.constant 2.000000e+00 : f32
            %cst_364 = arith.constant 1.000000e+00 : f32
            %191 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_365 = arith.constant 0 : i32
            %192 = llvm.insertelement %cst_363, %191[%c0_i32_365 : i32] : vector<2xf32>
            %c1_i32_366 = arith.constant 1 : i32
            %193 = llvm.insertelement %cst_364, %192[%c1_i32_366 : i32] : vector<2xf32>
            %194 = memref.load %alloca_179[] : memref<vector<2xf32>>
            %c0_i32_367 = arith.constant 0 : i32
            %195 = llvm.extractelement %193[%c0_i32_367 : i32] : vector<2xf32>
            %c1_i32_368 = arith.constant 1 : i32
            %196 = llvm.extractelement %193[%c1_i32_368 : i32] : vector<2xf32>
            %c0_i32_369 = arith.constant 0 : i32
            %197 = llvm.extractelement %194[%c0_i32_369 : i32] : vector<2xf32>
            %c1_i32_370 = arith.constant 1 : i32
            %198 = llvm.extractelement %194[%c1_i32_370 : i32] : vector<2xf32>
            %199 = arith.mulf %195, %197 : f32
            %200 = arith.mulf %196, %198 : f32
            %201 = arith.subf %199, %200 : f32
            %202 = arith.mulf %195, %198 : f32
            %203 = arith.mulf %196, %197 : f32
            %204 = arith.addf %202, %203 : f32
            %205 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_371 = arith.constant 0 : i32
            %206 = llvm.insertelement %201, %205[%c0_i32_371 : i32] : vector<2xf32>
            %c1_i32_372 = arith.constant 1 : i32
            %207 = llvm.insertelement %204, %206[%c1_i32_372 : i32] : vector<2xf32>
            %208 = arith.addf %190, %207 : vector<2xf32>
            %c13_i64_373 = arith.constant 13 : i64
            %209 = arith.muli %184, %c13_i64_373 : i64
            %210 = arith.addi %arg36, %209 : i64
            %211 = llvm.getelementptr %51[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %208, %211 : vector<2xf32>, !llvm.ptr<1>
          }
          %c7_i64_362 = arith.constant 7 : i64
          %189 = arith.cmpi slt, %186, %c7_i64_362 : i64
          scf.if %189 {
            %190 = memref.load %alloca_182[] : memref<vector<2xf32>>
            %cst_363 = arith.constant 2.000000e+00 : f32
            %cst_364 = arith.constant 1.000000e+00 : f32
            %191 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_365 = arith.constant 0 : i32
            %192 = llvm.insertelement %cst_363, %191[%c0_i32_365 : i32] : vector<2xf32>
            %c1_i32_366 = arith.constant 1 : i32
            %193 = llvm.insertelement %cst_364, %192[%c1_i32_366 : i32] : vector<2xf32>
            %194 = memref.load %alloca_181[] : memref<vector<2xf32>>
            %c0_i32_367 = arith.constant 0 : i32
            %195 = llvm.extractelement %193[%c0_i32_367 : i32] : vector<2xf32>
            %c1_i32_368 = arith.constant 1 : i32
            %196 = llvm.extractelement %193[%c1_i32_368 : i32] : vector<2xf32>
            %c0_i32_369 = arith.constant 0 : i32
            %197 = llvm.extractelement %194[%c0_i32_369 : i32] : vector<2xf32>
            %c1_i32_370 = arith.constant 1 : i32
            %198 = llvm.extractelement %194[%c1_i32_370 : i32] : vector<2xf32>
            %199 = arith.mulf %195, %197 : f32
            %200 = arith.mulf %196, %198 : f32
            %201 = arith.subf %199, %200 : f32
            %202 = arith.mulf %195, %198 : f32
            %203 = arith.mulf %196, %197 : f32
            %204 = arith.addf %202, %203 : f32
            %205 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_371 = arith.constant 0 : i32
            %206 = llvm.insertelement %201, %205[%c0_i32_371 : i32] : vector<2xf32>
            %c1_i32_372 = arith.constant 1 : i32
            %207 = llvm.insertelement %204, %206[%c1_i32_372 : i32] : vector<2xf32>
            %208 = arith.addf %190, %207 : vector<2xf32>
            %c13_i64_373 = arith.constant 13 : i64
            %209 = arith.muli %186, %c13_i64_373 : i64
            %210 = arith.addi %arg36, %209 : i64
            %211 = llvm.getelementptr %51[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %208, %211 : vector<2xf32>, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_332 = gpu.thread_id  x
      %165 = arith.index_cast %thread_id_x_332 : index to i64
      %c32_i64_333 = arith.constant 32 : i64
      %thread_id_y_334 = gpu.thread_id  y
      %166 = arith.index_cast %thread_id_y_334 : index to i64
      %167 = arith.muli %c32_i64_333, %166 : i64
      %168 = arith.addi %165, %167 : i64
      %c13_i64_335 = arith.constant 13 : i64
      %c128_i64_336 = arith.constant 128 : i64
      scf.for %arg36 = %168 to %c13_i64_335 step %c128_i64_336  : i64 {
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
      %thread_id_x_337 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_337 : index to i64
      %c32_i64_338 = arith.constant 32 : i64
      %thread_id_y_339 = gpu.thread_id  y
      %170 = arith.index_cast %thread_id_y_339 : index to i64
      %171 = arith.muli %c32_i64_338, %170 : i64
      %172 = arith.addi %169, %171 : i64
      %c13_i64_340 = arith.constant 13 : i64
      %c128_i64_341 = arith.constant 128 : i64
      scf.for %arg36 = %172 to %c13_i64_340 step %c128_i64_341  : i64 {
        %cst_355 = arith.constant 0.000000e+00 : f32
        %cst_356 = arith.constant 0.000000e+00 : f32
        %182 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_357 = arith.constant 0 : i32
        %183 = llvm.insertelement %cst_355, %182[%c0_i32_357 : i32] : vector<2xf32>
        %c1_i32_358 = arith.constant 1 : i32
        %184 = llvm.insertelement %cst_356, %183[%c1_i32_358 : i32] : vector<2xf32>
        memref.store %184, %alloca_183[] : memref<vector<2xf32>>
        %c0_i64_359 = arith.constant 0 : i64
        %c9_i64_360 = arith.constant 9 : i64
        %c1_i64_361 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_359 to %c9_i64_360 step %c1_i64_361  : i64 {
          %187 = memref.load %alloca_183[] : memref<vector<2xf32>>
          %c13_i64_362 = arith.constant 13 : i64
          %188 = arith.muli %arg37, %c13_i64_362 : i64
          %189 = arith.addi %arg36, %188 : i64
          %190 = llvm.getelementptr %23[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %191 = llvm.load %190 : !llvm.ptr<1> -> vector<2xf32>
          %192 = arith.addf %187, %191 : vector<2xf32>
          memref.store %192, %alloca_183[] : memref<vector<2xf32>>
        }
        %185 = memref.load %alloca_183[] : memref<vector<2xf32>>
        %186 = llvm.getelementptr %59[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %185, %186 : vector<2xf32>, !llvm.ptr<1>
      }
      %thread_id_x_342 = gpu.thread_id  x
      %173 = arith.index_cast %thread_id_x_342 : index to i64
      %c32_i64_343 = arith.constant 32 : i64
      %thread_id_y_344 = gpu.thread_id  y
      %174 = arith.index_cast %thread_id_y_344 : index to i64
      %175 = arith.muli %c32_i64_343, %174 : i64
      %176 = arith.addi %173, %175 : i64
      %c9_i64_345 = arith.constant 9 : i64
      %c128_i64_346 = arith.constant 128 : i64
      scf.for %arg36 = %176 to %c9_i64_345 step %c128_i64_346  : i64 {
        %cst_355 = arith.constant 0.000000e+00 : f16
        memref.store %cst_355, %alloca_184[] : memref<f16>
        %c0_i64_356 = arith.constant 0 : i64
        %c13_i64_357 = arith.constant 13 : i64
        %c1_i64_358 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_356 to %c13_i64_357 step %c1_i64_358  : i64 {
          %187 = memref.load %alloca_184[] : memref<f16>
          %c13_i64_359 = arith.constant 13 : i64
          %188 = arith.muli %arg36, %c13_i64_359 : i64
          %189 = arith.addi %arg37, %188 : i64
          %190 = llvm.getelementptr %1[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %191 = llvm.load %190 : !llvm.ptr<1> -> f16
          %192 = arith.addf %187, %191 : f16
          memref.store %192, %alloca_184[] : memref<f16>
        }
        %182 = llvm.getelementptr %61[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %183 = llvm.load %182 : !llvm.ptr<1> -> f16
        %184 = memref.load %alloca_184[] : memref<f16>
        %185 = arith.addf %183, %184 : f16
        %186 = llvm.getelementptr %61[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %185, %186 : f16, !llvm.ptr<1>
      }
      %thread_id_x_347 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_347 : index to i64
      %c32_i64_348 = arith.constant 32 : i64
      %thread_id_y_349 = gpu.thread_id  y
      %178 = arith.index_cast %thread_id_y_349 : index to i64
      %179 = arith.muli %c32_i64_348, %178 : i64
      %180 = arith.addi %177, %179 : i64
      %c13_i64_350 = arith.constant 13 : i64
      %c128_i64_351 = arith.constant 128 : i64
      scf.for %arg36 = %180 to %c13_i64_350 step %c128_i64_351  : i64 {
        %182 = llvm.getelementptr %63[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %183 = llvm.load %182 : !llvm.ptr<1> -> f16
        %cst_355 = arith.constant 2.000000e+00 : f16
        %184 = llvm.getelementptr %53[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %185 = llvm.load %184 : !llvm.ptr<1> -> f16
        %186 = arith.mulf %cst_355, %185 : f16
        %187 = arith.addf %183, %186 : f16
        %188 = llvm.getelementptr %63[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %187, %188 : f16, !llvm.ptr<1>
      }
      %thread_id_x_352 = gpu.thread_id  x
      %181 = arith.index_cast %thread_id_x_352 : index to i64
      %c9_i64_353 = arith.constant 9 : i64
      %c32_i64_354 = arith.constant 32 : i64
      scf.for %arg36 = %181 to %c9_i64_353 step %c32_i64_354  : i64 {
        %c0_i64_355 = arith.constant 0 : i64
        %c1_i64_356 = arith.constant 1 : i64
        %c1_i64_357 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_355 to %c1_i64_356 step %c1_i64_357  : i64 {
          %thread_id_y_358 = gpu.thread_id  y
          %182 = arith.index_cast %thread_id_y_358 : index to i64
          %c16_i64 = arith.constant 16 : i64
          %183 = arith.muli %arg37, %c16_i64 : i64
          %184 = arith.addi %182, %183 : i64
          %c13_i64_359 = arith.constant 13 : i64
          %185 = arith.cmpi slt, %184, %c13_i64_359 : i64
          scf.if %185 {
            %c13_i64_369 = arith.constant 13 : i64
            %196 = arith.muli %arg36, %c13_i64_369 : i64
            %197 = arith.addi %184, %196 : i64
            %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %199 = llvm.load %198 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %199, %alloca_185[] : memref<vector<2xf32>>
            %c9_i64_370 = arith.constant 9 : i64
            %200 = arith.muli %184, %c9_i64_370 : i64
            %201 = arith.addi %arg36, %200 : i64
            %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %203 = llvm.load %202 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %203, %alloca_186[] : memref<vector<2xf32>>
          }
          %c4_i64_360 = arith.constant 4 : i64
          %186 = arith.addi %184, %c4_i64_360 : i64
          %c13_i64_361 = arith.constant 13 : i64
          %187 = arith.cmpi slt, %186, %c13_i64_361 : i64
          scf.if %187 {
            %c13_i64_369 = arith.constant 13 : i64
            %196 = arith.muli %arg36, %c13_i64_369 : i64
            %197 = arith.addi %186, %196 : i64
            %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %199 = llvm.load %198 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %199, %alloca_187[] : memref<vector<2xf32>>
            %c9_i64_370 = arith.constant 9 : i64
            %200 = arith.muli %186, %c9_i64_370 : i64
            %201 = arith.addi %arg36, %200 : i64
            %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %203 = llvm.load %202 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %203, %alloca_188[] : memref<vector<2xf32>>
          }
          %c8_i64 = arith.constant 8 : i64
          %188 = arith.addi %184, %c8_i64 : i64
          %c13_i64_362 = arith.constant 13 : i64
          %189 = arith.cmpi slt, %188, %c13_i64_362 : i64
          scf.if %189 {
            %c13_i64_369 = arith.constant 13 : i64
            %196 = arith.muli %arg36, %c13_i64_369 : i64
            %197 = arith.addi %188, %196 : i64
            %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %199 = llvm.load %198 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %199, %alloca_189[] : memref<vector<2xf32>>
            %c9_i64_370 = arith.constant 9 : i64
            %200 = arith.muli %188, %c9_i64_370 : i64
            %201 = arith.addi %arg36, %200 : i64
            %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %203 = llvm.load %202 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %203, %alloca_190[] : memref<vector<2xf32>>
          }
          %c12_i64_363 = arith.constant 12 : i64
          %190 = arith.addi %184, %c12_i64_363 : i64
          %c13_i64_364 = arith.constant 13 : i64
          %191 = arith.cmpi slt, %190, %c13_i64_364 : i64
          scf.if %191 {
            %c13_i64_369 = arith.constant 13 : i64
            %196 = arith.muli %arg36, %c13_i64_369 : i64
            %197 = arith.addi %190, %196 : i64
            %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %199 = llvm.load %198 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %199, %alloca_191[] : memref<vector<2xf32>>
            %c9_i64_370 = arith.constant 9 : i64
            %200 = arith.muli %190, %c9_i64_370 : i64
            %201 = arith.addi %arg36, %200 : i64
            %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %203 = llvm.load %202 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %203, %alloca_192[] : memref<vector<2xf32>>
          }
          %c13_i64_365 = arith.constant 13 : i64
          %192 = arith.cmpi slt, %184, %c13_i64_365 : i64
          scf.if %192 {
            %196 = memref.load %alloca_186[] : memref<vector<2xf32>>
            %cst_369 = arith.constant 0.000000e+00 : f32
            %cst_370 = arith.constant 1.000000e+00 : f32
            %197 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_371 = arith.constant 0 : i32
            %198 = llvm.insertelement %cst_369, %197[%c0_i32_371 : i32] : vector<2xf32>
            %c1_i32_372 = arith.constant 1 : i32
            %199 = llvm.insertelement %cst_370, %198[%c1_i32_372 : i32] : vector<2xf32>
            %200 = memref.load %alloca_185[] : memref<vector<2xf32>>
            %c0_i32_373 = arith.constant 0 : i32
            %201 = llvm.extractelement %199[%c0_i32_373 : i32] : vector<2xf32>
            %c1_i32_374 = arith.constant 1 : i32
            %202 = llvm.extractelement %199[%c1_i32_374 : i32] : vector<2xf32>
            %c0_i32_375 = arith.constant 0 : i32
            %203 = llvm.extractelement %200[%c0_i32_375 : i32] : vector<2xf32>
            %c1_i32_376 = arith.constant 1 : i32
            %204 = llvm.extractelement %200[%c1_i32_376 : i32] : vector<2xf32>
            %205 = arith.mulf %201, %203 : f32
            %206 = arith.mulf %202, %204 : f32
            %207 = arith.subf %205, %206 : f32
            %208 = arith.mulf %201, %204 : f32
            %209 = arith.mulf %202, %203 : f32
            %210 = arith.addf %208, %209 : f32
            %211 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_377 = arith.constant 0 : i32
            %212 = llvm.insertelement %207, %211[%c0_i32_377 : i32] : vector<2xf32>
            %c1_i32_378 = arith.constant 1 : i32
            %213 = llvm.insertelement %210, %212[%c1_i32_378 : i32] : vector<2xf32>
            %214 = arith.addf %196, %213 : vector<2xf32>
            %c9_i64_379 = arith.constant 9 : i64
            %215 = arith.muli %184, %c9_i64_379 : i64
            %216 = arith.addi %arg36, %215 : i64
            %217 = llvm.getelementptr %65[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %214, %217 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_366 = arith.constant 13 : i64
          %193 = arith.cmpi slt, %186, %c13_i64_366 : i64
          scf.if %193 {
            %196 = memref.load %alloca_188[] : memref<vector<2xf32>>
            %cst_369 = arith.constant 0.000000e+00 : f32
            %cst_370 = arith.constant 1.000000e+00 : f32
            %197 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_371 = arith.constant 0 : i32
            %198 = llvm.insertelement %cst_369, %197[%c0_i32_371 : i32] : vector<2xf32>
            %c1_i32_372 = arith.constant 1 : i32
            %199 = llvm.insertelement %cst_370, %198[%c1_i32_372 : i32] : vector<2xf32>
            %200 = memref.load %alloca_187[] : memref<vector<2xf32>>
            %c0_i32_373 = arith.constant 0 : i32
            %201 = llvm.extractelement %199[%c0_i32_373 : i32] : vector<2xf32>
            %c1_i32_374 = arith.constant 1 : i32
            %202 = llvm.extractelement %199[%c1_i32_374 : i32] : vector<2xf32>
            %c0_i32_375 = arith.constant 0 : i32
            %203 = llvm.extractelement %200[%c0_i32_375 : i32] : vector<2xf32>
            %c1_i32_376 = arith.constant 1 : i32
            %204 = llvm.extractelement %200[%c1_i32_376 : i32] : vector<2xf32>
            %205 = arith.mulf %201, %203 : f32
            %206 = arith.mulf %202, %204 : f32
            %207 = arith.subf %205, %206 : f32
            %208 = arith.mulf %201, %204 : f32
            %209 = arith.mulf %202, %203 : f32
            %210 = arith.addf %208, %209 : f32
            %211 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_377 = arith.constant 0 : i32
            %212 = llvm.insertelement %207, %211[%c0_i32_377 : i32] : vector<2xf32>
            %c1_i32_378 = arith.constant 1 : i32
            %213 = llvm.insertelement %210, %212[%c1_i32_378 : i32] : vector<2xf32>
            %214 = arith.addf %196, %213 : vector<2xf32>
            %c9_i64_379 = arith.constant 9 : i64
            %215 = arith.muli %186, %c9_i64_379 : i64
            %216 = arith.addi %arg36, %215 : i64
            %217 = llvm.getelementptr %65[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %214, %217 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_367 = arith.constant 13 : i64
          %194 = arith.cmpi slt, %188, %c13_i64_367 : i64
          scf.if %194 {
            %196 = memref.load %alloca_190[] : memref<vector<2xf32>>
            %cst_369 = arith.constant 0.000000e+00 : f32
            %cst_370 = arith.constant 1.000000e+00 : f32
            %197 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_371 = arith.constant 0 : i32
            %198 = llvm.insertelement %cst_369, %197[%c0_i32_371 : i32] : vector<2xf32>
            %c1_i32_372 = arith.constant 1 : i32
            %199 = llvm.insertelement %cst_370, %198[%c1_i32_372 : i32] : vector<2xf32>
            %200 = memref.load %alloca_189[] : memref<vector<2xf32>>
            %c0_i32_373 = arith.constant 0 : i32
            %201 = llvm.extractelement %199[%c0_i32_373 : i32] : vector<2xf32>
            %c1_i32_374 = arith.constant 1 : i32
            %202 = llvm.extractelement %199[%c1_i32_374 : i32] : vector<2xf32>
            %c0_i32_375 = arith.constant 0 : i32
            %203 = llvm.extractelement %200[%c0_i32_375 : i32] : vector<2xf32>
            %c1_i32_376 = arith.constant 1 : i32
            %204 = llvm.extractelement %200[%c1_i32_376 : i32] : vector<2xf32>
            %205 = arith.mulf %201, %203 : f32
            %206 = arith.mulf %202, %204 : f32
            %207 = arith.subf %205, %206 : f32
            %208 = arith.mulf %201, %204 : f32
            %209 = arith.mulf %202, %203 : f32
            %210 = arith.addf %208, %209 : f32
            %211 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_377 = arith.constant 0 : i32
            %212 = llvm.insertelement %207, %211[%c0_i32_377 : i32] : vector<2xf32>
            %c1_i32_378 = arith.constant 1 : i32
            %213 = llvm.insertelement %210, %212[%c1_i32_378 : i32] : vector<2xf32>
            %214 = arith.addf %196, %213 : vector<2xf32>
            %c9_i64_379 = arith.constant 9 : i64
            %215 = arith.muli %188, %c9_i64_379 : i64
            %216 = arith.addi %arg36, %215 : i64
            %217 = llvm.getelementptr %65[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %214, %217 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_368 = arith.constant 13 : i64
          %195 = arith.cmpi slt, %190, %c13_i64_368 : i64
          scf.if %195 {
            %196 = memref.load %alloca_192[] : memref<vector<2xf32>>
            %cst_369 = arith.constant 0.000000e+00 : f32
            %cst_370 = arith.constant 1.000000e+00 : f32
            %197 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_371 = arith.constant 0 : i32
            %198 = llvm.insertelement %cst_369, %197[%c0_i32_371 : i32] : vector<2xf32>
            %c1_i32_372 = arith.constant 1 : i32
            %199 = llvm.insertelement %cst_370, %198[%c1_i32_372 : i32] : vector<2xf32>
            %200 = memref.load %alloca_191[] : memref<vector<2xf32>>
            %c0_i32_373 = arith.constant 0 : i32
            %201 = llvm.extractelement %199[%c0_i32_373 : i32] : vector<2xf32>
            %c1_i32_374 = arith.constant 1 : i32
            %202 = llvm.extractelement %199[%c1_i32_374 : i32] : vector<2xf32>
            %c0_i32_375 = arith.constant 0 : i32
            %203 = llvm.extractelement %200[%c0_i32_375 : i32] : vector<2xf32>
            %c1_i32_376 = arith.constant 1 : i32
            %204 = llvm.extractelement %200[%c1_i32_376 : i32] : vector<2xf32>
            %205 = arith.mulf %201, %203 : f32
            %206 = arith.mulf %202, %204 : f32
            %207 = arith.subf %205, %206 : f32
            %208 = arith.mulf %201, %204 : f32
            %209 = arith.mulf %202, %203 : f32
            %210 = arith.addf %208, %209 : f32
            %211 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_377 = arith.constant 0 : i32
            %212 = llvm.insertelement %207, %211[%c0_i32_377 : i32] : vector<2xf32>
            %c1_i32_378 = arith.constant 1 : i32
            %213 = llvm.insertelement %210, %212[%c1_i32_378 : i32] : vector<2xf32>
            %214 = arith.addf %196, %213 : vector<2xf32>
            %c9_i64_379 = arith.constant 9 : i64
            %215 = arith.muli %190, %c9_i64_379 : i64
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
