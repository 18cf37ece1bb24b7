module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @coop(%arg0: memref<32x8x?xf32, strided<[1, 32, 256]>, 1>, %arg1: memref<8x16x?xf32, strided<[1, 8, 128]>, 1>, %arg2: memref<32x16x?xf32, strided<[1, 32, 512]>, 1>, %arg3: memref<32x16x?xf32, strided<[1, 32, 512]>, 1>, %arg4: memref<32x1x?xf32, strided<[1, 32, 32]>, 1>, %arg5: memref<1x16x?xf32, strided<[1, 1, 16]>, 1>, %arg6: memref<16x32x?xf64, strided<[1, 16, 512]>, 1>, %arg7: memref<32x8x?xf32, strided<[1, 32, 256]>, 1>, %arg8: memref<32x16x?xf32, strided<[1, 32, 512]>, 1>, %arg9: memref<8x3x?xf32, strided<[1, 8, 24]>, 1>, %arg10: memref<1x?xf32, strided<[1, 1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<8x16x?xf32, strided<[1, 8, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<8x16x?xf32, strided<[1, 8, 128]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<32x1x?xf32, strided<[1, 32, 32]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<32x1x?xf32, strided<[1, 32, 32]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<1x16x?xf32, strided<[1, 1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<1x16x?xf32, strided<[1, 1, 16]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<16x32x?xf64, strided<[1, 16, 512]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x32x?xf64, strided<[1, 16, 512]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg7 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg8 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %arg9 : memref<8x3x?xf32, strided<[1, 8, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<8x3x?xf32, strided<[1, 8, 24]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg10 : memref<1x?xf32, strided<[1, 1]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<1x?xf32, strided<[1, 1]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f32>
      %alloca_53 = memref.alloca() : memref<f32>
      %alloca_54 = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f32>
      %alloca_83 = memref.alloca() : memref<f32>
      %alloca_84 = memref.alloca() : memref<f32>
      %alloca_85 = memref.alloca() : memref<f32>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f32>
      %alloca_92 = memref.alloca() : memref<f32>
      %alloca_93 = memref.alloca() : memref<f32>
      %alloca_94 = memref.alloca() : memref<f32>
      %alloca_95 = memref.alloca() : memref<f32>
      %alloca_96 = memref.alloca() : memref<f32>
      %alloca_97 = memref.alloca() : memref<f32>
      %alloca_98 = memref.alloca() : memref<f32>
      %alloca_99 = memref.alloca() : memref<f32>
      %alloca_100 = memref.alloca() : memref<f32>
      %alloca_101 = memref.alloca() : memref<f32>
      %alloca_102 = memref.alloca() : memref<f32>
      %alloca_103 = memref.alloca() : memref<f32>
      %alloca_104 = memref.alloca() : memref<f32>
      %alloca_105 = memref.alloca() : memref<f32>
      %alloca_106 = memref.alloca() : memref<f32>
      %alloca_107 = memref.alloca() : memref<f32>
      %alloca_108 = memref.alloca() : memref<f32>
      %alloca_109 = memref.alloca() : memref<f32>
      %alloca_110 = memref.alloca() : memref<f32>
      %alloca_111 = memref.alloca() : memref<f32>
      %alloca_112 = memref.alloca() : memref<f32>
      %alloca_113 = memref.alloca() : memref<f32>
      %alloca_114 = memref.alloca() : memref<f32>
      %alloca_115 = memref.alloca() : memref<f32>
      %alloca_116 = memref.alloca() : memref<f32>
      %alloca_117 = memref.alloca() : memref<f32>
      %alloca_118 = memref.alloca() : memref<f32>
      %alloca_119 = memref.alloca() : memref<f32>
      %alloca_120 = memref.alloca() : memref<f32>
      %alloca_121 = memref.alloca() : memref<f32>
      %alloca_122 = memref.alloca() : memref<f32>
      %alloca_123 = memref.alloca() : memref<f32>
      %alloca_124 = memref.alloca() : memref<f32>
      %alloca_125 = memref.alloca() : memref<f32>
      %alloca_126 = memref.alloca() : memref<f32>
      %alloca_127 = memref.alloca() : memref<f32>
      %alloca_128 = memref.alloca() : memref<f32>
      %alloca_129 = memref.alloca() : memref<f32>
      %alloca_130 = memref.alloca() : memref<f32>
      %alloca_131 = memref.alloca() : memref<f32>
      %alloca_132 = memref.alloca() : memref<f32>
      %alloca_133 = memref.alloca() : memref<f32>
      %alloca_134 = memref.alloca() : memref<f32>
      %alloca_135 = memref.alloca() : memref<f32>
      %alloca_136 = memref.alloca() : memref<f32>
      %alloca_137 = memref.alloca() : memref<f32>
      %alloca_138 = memref.alloca() : memref<f32>
      %alloca_139 = memref.alloca() : memref<f32>
      %alloca_140 = memref.alloca() : memref<f32>
      %alloca_141 = memref.alloca() : memref<f32>
      %alloca_142 = memref.alloca() : memref<f32>
      %alloca_143 = memref.alloca() : memref<f32>
      %alloca_144 = memref.alloca() : memref<f32>
      %alloca_145 = memref.alloca() : memref<f32>
      %alloca_146 = memref.alloca() : memref<f32>
      %alloca_147 = memref.alloca() : memref<f32>
      %alloca_148 = memref.alloca() : memref<f32>
      %alloca_149 = memref.alloca() : memref<f32>
      %alloca_150 = memref.alloca() : memref<f32>
      %alloca_151 = memref.alloca() : memref<f32>
      %alloca_152 = memref.alloca() : memref<f32>
      %alloca_153 = memref.alloca() : memref<f32>
      %alloca_154 = memref.alloca() : memref<f32>
      %alloca_155 = memref.alloca() : memref<f32>
      %alloca_156 = memref.alloca() : memref<f32>
      %alloca_157 = memref.alloca() : memref<f32>
      %alloca_158 = memref.alloca() : memref<f32>
      %alloca_159 = memref.alloca() : memref<f32>
      %alloca_160 = memref.alloca() : memref<f32>
      %alloca_161 = memref.alloca() : memref<f32>
      %alloca_162 = memref.alloca() : memref<f32>
      %alloca_163 = memref.alloca() : memref<f32>
      %alloca_164 = memref.alloca() : memref<f32>
      %alloca_165 = memref.alloca() : memref<f32>
      %alloca_166 = memref.alloca() : memref<f32>
      %alloca_167 = memref.alloca() : memref<f32>
      %alloca_168 = memref.alloca() : memref<f32>
      %alloca_169 = memref.alloca() : memref<f32>
      %alloca_170 = memref.alloca() : memref<f32>
      %alloca_171 = memref.alloca() : memref<f32>
      %alloca_172 = memref.alloca() : memref<f32>
      %alloca_173 = memref.alloca() : memref<f32>
      %alloca_174 = memref.alloca() : memref<f32>
      %alloca_175 = memref.alloca() : memref<f32>
      %alloca_176 = memref.alloca() : memref<f32>
      %alloca_177 = memref.alloca() : memref<f32>
      %alloca_178 = memref.alloca() : memref<f32>
      %alloca_179 = memref.alloca() : memref<f32>
      %alloca_180 = memref.alloca() : memref<f32>
      %alloca_181 = memref.alloca() : memref<f32>
      %alloca_182 = memref.alloca() : memref<f32>
      %alloca_183 = memref.alloca() : memref<f32>
      %alloca_184 = memref.alloca() : memref<f32>
      %alloca_185 = memref.alloca() : memref<f32>
      %alloca_186 = memref.alloca() : memref<f32>
      %alloca_187 = memref.alloca() : memref<f32>
      %alloca_188 = memref.alloca() : memref<f32>
      %alloca_189 = memref.alloca() : memref<f32>
      %alloca_190 = memref.alloca() : memref<f32>
      %alloca_191 = memref.alloca() : memref<f32>
      %alloca_192 = memref.alloca() : memref<f32>
      %alloca_193 = memref.alloca() : memref<f32>
      %alloca_194 = memref.alloca() : memref<f32>
      %alloca_195 = memref.alloca() : memref<f32>
      %alloca_196 = memref.alloca() : memref<f32>
      %alloca_197 = memref.alloca() : memref<f32>
      %alloca_198 = memref.alloca() : memref<f32>
      %alloca_199 = memref.alloca() : memref<f32>
      %alloca_200 = memref.alloca() : memref<f32>
      %alloca_201 = memref.alloca() : memref<f32>
      %alloca_202 = memref.alloca() : memref<f32>
      %alloca_203 = memref.alloca() : memref<f32>
      %alloca_204 = memref.alloca() : memref<f32>
      %alloca_205 = memref.alloca() : memref<f32>
      %alloca_206 = memref.alloca() : memref<f32>
      %alloca_207 = memref.alloca() : memref<f32>
      %alloca_208 = memref.alloca() : memref<f32>
      %alloca_209 = memref.alloca() : memref<f32>
      %alloca_210 = memref.alloca() : memref<f32>
      %alloca_211 = memref.alloca() : memref<f32>
      %alloca_212 = memref.alloca() : memref<f32>
      %alloca_213 = memref.alloca() : memref<f32>
      %alloca_214 = memref.alloca() : memref<f32>
      %alloca_215 = memref.alloca() : memref<f32>
      %alloca_216 = memref.alloca() : memref<f32>
      %alloca_217 = memref.alloca() : memref<f32>
      %alloca_218 = memref.alloca() : memref<f32>
      %alloca_219 = memref.alloca() : memref<f32>
      %alloca_220 = memref.alloca() : memref<f32>
      %alloca_221 = memref.alloca() : memref<f32>
      %alloca_222 = memref.alloca() : memref<f32>
      %alloca_223 = memref.alloca() : memref<f32>
      %alloca_224 = memref.alloca() : memref<f32>
      %alloca_225 = memref.alloca() : memref<f32>
      %alloca_226 = memref.alloca() : memref<f32>
      %alloca_227 = memref.alloca() : memref<f32>
      %alloca_228 = memref.alloca() : memref<f32>
      %alloca_229 = memref.alloca() : memref<f32>
      %alloca_230 = memref.alloca() : memref<f32>
      %alloca_231 = memref.alloca() : memref<f32>
      %alloca_232 = memref.alloca() : memref<f32>
      %alloca_233 = memref.alloca() : memref<f32>
      %alloca_234 = memref.alloca() : memref<f32>
      %alloca_235 = memref.alloca() : memref<f32>
      %alloca_236 = memref.alloca() : memref<f32>
      %alloca_237 = memref.alloca() : memref<f32>
      %alloca_238 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %33 = arith.index_cast %block_id_x : index to i64
      %c256_i64 = arith.constant 256 : i64
      %34 = arith.muli %33, %c256_i64 : i64
      %35 = llvm.getelementptr %1[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %36 = arith.muli %33, %c128_i64 : i64
      %37 = llvm.getelementptr %4[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64 = arith.constant 512 : i64
      %38 = arith.muli %33, %c512_i64 : i64
      %39 = llvm.getelementptr %7[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_239 = arith.constant 512 : i64
      %40 = arith.muli %33, %c512_i64_239 : i64
      %41 = llvm.getelementptr %10[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c32_i64 = arith.constant 32 : i64
      %42 = arith.muli %33, %c32_i64 : i64
      %43 = llvm.getelementptr %13[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64 = arith.constant 16 : i64
      %44 = arith.muli %33, %c16_i64 : i64
      %45 = llvm.getelementptr %16[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_240 = arith.constant 512 : i64
      %46 = arith.muli %33, %c512_i64_240 : i64
      %47 = llvm.getelementptr %19[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_241 = arith.constant 256 : i64
      %48 = arith.muli %33, %c256_i64_241 : i64
      %49 = llvm.getelementptr %22[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_242 = arith.constant 512 : i64
      %50 = arith.muli %33, %c512_i64_242 : i64
      %51 = llvm.getelementptr %25[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64 = arith.constant 24 : i64
      %52 = arith.muli %33, %c24_i64 : i64
      %53 = llvm.getelementptr %28[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %54 = llvm.getelementptr %31[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x : index to i64
      %c32_i64_243 = arith.constant 32 : i64
      %56 = arith.remsi %55, %c32_i64_243 : i64
      %57 = llvm.getelementptr %35[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %58 = llvm.load %57 : !llvm.ptr<1> -> f32
      %thread_id_x_244 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_244 : index to i64
      %c32_i64_245 = arith.constant 32 : i64
      %60 = arith.remsi %59, %c32_i64_245 : i64
      %c32_i64_246 = arith.constant 32 : i64
      %61 = arith.addi %60, %c32_i64_246 : i64
      %62 = llvm.getelementptr %35[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %63 = llvm.load %62 : !llvm.ptr<1> -> f32
      %thread_id_x_247 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_247 : index to i64
      %c32_i64_248 = arith.constant 32 : i64
      %65 = arith.remsi %64, %c32_i64_248 : i64
      %c64_i64 = arith.constant 64 : i64
      %66 = arith.addi %65, %c64_i64 : i64
      %67 = llvm.getelementptr %35[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %68 = llvm.load %67 : !llvm.ptr<1> -> f32
      %thread_id_x_249 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_249 : index to i64
      %c32_i64_250 = arith.constant 32 : i64
      %70 = arith.remsi %69, %c32_i64_250 : i64
      %c96_i64 = arith.constant 96 : i64
      %71 = arith.addi %70, %c96_i64 : i64
      %72 = llvm.getelementptr %35[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %73 = llvm.load %72 : !llvm.ptr<1> -> f32
      %thread_id_x_251 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_251 : index to i64
      %c32_i64_252 = arith.constant 32 : i64
      %75 = arith.remsi %74, %c32_i64_252 : i64
      %c128_i64_253 = arith.constant 128 : i64
      %76 = arith.addi %75, %c128_i64_253 : i64
      %77 = llvm.getelementptr %35[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %78 = llvm.load %77 : !llvm.ptr<1> -> f32
      %thread_id_x_254 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_254 : index to i64
      %c32_i64_255 = arith.constant 32 : i64
      %80 = arith.remsi %79, %c32_i64_255 : i64
      %c160_i64 = arith.constant 160 : i64
      %81 = arith.addi %80, %c160_i64 : i64
      %82 = llvm.getelementptr %35[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %83 = llvm.load %82 : !llvm.ptr<1> -> f32
      %thread_id_x_256 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_256 : index to i64
      %c32_i64_257 = arith.constant 32 : i64
      %85 = arith.remsi %84, %c32_i64_257 : i64
      %c192_i64 = arith.constant 192 : i64
      %86 = arith.addi %85, %c192_i64 : i64
      %87 = llvm.getelementptr %35[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %88 = llvm.load %87 : !llvm.ptr<1> -> f32
      %thread_id_x_258 = gpu.thread_id  x
      %89 = arith.index_cast %thread_id_x_258 : index to i64
      %c32_i64_259 = arith.constant 32 : i64
      %90 = arith.remsi %89, %c32_i64_259 : i64
      %c224_i64 = arith.constant 224 : i64
      %91 = arith.addi %90, %c224_i64 : i64
      %92 = llvm.getelementptr %35[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %93 = llvm.load %92 : !llvm.ptr<1> -> f32
      %thread_id_x_260 = gpu.thread_id  x
      %94 = arith.index_cast %thread_id_x_260 : index to i64
      %c32_i64_261 = arith.constant 32 : i64
      %95 = arith.remsi %94, %c32_i64_261 : i64
      %c8_i64 = arith.constant 8 : i64
      %96 = arith.divsi %95, %c8_i64 : i64
      %thread_id_x_262 = gpu.thread_id  x
      %97 = arith.index_cast %thread_id_x_262 : index to i64
      %c32_i64_263 = arith.constant 32 : i64
      %98 = arith.remsi %97, %c32_i64_263 : i64
      %c8_i64_264 = arith.constant 8 : i64
      %99 = arith.remsi %98, %c8_i64_264 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %c16_i64_265 = arith.constant 16 : i64
      %100 = arith.cmpi slt, %96, %c16_i64_265 : i64
      scf.if %100 {
        %c8_i64_1556 = arith.constant 8 : i64
        %1864 = arith.muli %96, %c8_i64_1556 : i64
        %1865 = arith.addi %99, %1864 : i64
        %1866 = llvm.getelementptr %37[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1867 = llvm.load %1866 : !llvm.ptr<1> -> f32
        memref.store %1867, %alloca[] : memref<f32>
      }
      %thread_id_x_266 = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x_266 : index to i64
      %c32_i64_267 = arith.constant 32 : i64
      %102 = arith.remsi %101, %c32_i64_267 : i64
      %c8_i64_268 = arith.constant 8 : i64
      %103 = arith.divsi %102, %c8_i64_268 : i64
      %c4_i64 = arith.constant 4 : i64
      %104 = arith.addi %103, %c4_i64 : i64
      %thread_id_x_269 = gpu.thread_id  x
      %105 = arith.index_cast %thread_id_x_269 : index to i64
      %c32_i64_270 = arith.constant 32 : i64
      %106 = arith.remsi %105, %c32_i64_270 : i64
      %c8_i64_271 = arith.constant 8 : i64
      %107 = arith.remsi %106, %c8_i64_271 : i64
      %cst_272 = arith.constant 0.000000e+00 : f32
      memref.store %cst_272, %alloca_50[] : memref<f32>
      %c16_i64_273 = arith.constant 16 : i64
      %108 = arith.cmpi slt, %104, %c16_i64_273 : i64
      scf.if %108 {
        %c8_i64_1556 = arith.constant 8 : i64
        %1864 = arith.muli %104, %c8_i64_1556 : i64
        %1865 = arith.addi %107, %1864 : i64
        %1866 = llvm.getelementptr %37[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1867 = llvm.load %1866 : !llvm.ptr<1> -> f32
        memref.store %1867, %alloca_50[] : memref<f32>
      }
      %thread_id_x_274 = gpu.thread_id  x
      %109 = arith.index_cast %thread_id_x_274 : index to i64
      %c32_i64_275 = arith.constant 32 : i64
      %110 = arith.remsi %109, %c32_i64_275 : i64
      %c8_i64_276 = arith.constant 8 : i64
      %111 = arith.divsi %110, %c8_i64_276 : i64
      %c8_i64_277 = arith.constant 8 : i64
      %112 = arith.addi %111, %c8_i64_277 : i64
      %thread_id_x_278 = gpu.thread_id  x
      %113 = arith.index_cast %thread_id_x_278 : index to i64
      %c32_i64_279 = arith.constant 32 : i64
      %114 = arith.remsi %113, %c32_i64_279 : i64
      %c8_i64_280 = arith.constant 8 : i64
      %115 = arith.remsi %114, %c8_i64_280 : i64
      %cst_281 = arith.constant 0.000000e+00 : f32
      memref.store %cst_281, %alloca_51[] : memref<f32>
      %c16_i64_282 = arith.constant 16 : i64
      %116 = arith.cmpi slt, %112, %c16_i64_282 : i64
      scf.if %116 {
        %c8_i64_1556 = arith.constant 8 : i64
        %1864 = arith.muli %112, %c8_i64_1556 : i64
        %1865 = arith.addi %115, %1864 : i64
        %1866 = llvm.getelementptr %37[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1867 = llvm.load %1866 : !llvm.ptr<1> -> f32
        memref.store %1867, %alloca_51[] : memref<f32>
      }
      %thread_id_x_283 = gpu.thread_id  x
      %117 = arith.index_cast %thread_id_x_283 : index to i64
      %c32_i64_284 = arith.constant 32 : i64
      %118 = arith.remsi %117, %c32_i64_284 : i64
      %c8_i64_285 = arith.constant 8 : i64
      %119 = arith.divsi %118, %c8_i64_285 : i64
      %c12_i64 = arith.constant 12 : i64
      %120 = arith.addi %119, %c12_i64 : i64
      %thread_id_x_286 = gpu.thread_id  x
      %121 = arith.index_cast %thread_id_x_286 : index to i64
      %c32_i64_287 = arith.constant 32 : i64
      %122 = arith.remsi %121, %c32_i64_287 : i64
      %c8_i64_288 = arith.constant 8 : i64
      %123 = arith.remsi %122, %c8_i64_288 : i64
      %cst_289 = arith.constant 0.000000e+00 : f32
      memref.store %cst_289, %alloca_52[] : memref<f32>
      %c16_i64_290 = arith.constant 16 : i64
      %124 = arith.cmpi slt, %120, %c16_i64_290 : i64
      scf.if %124 {
        %c8_i64_1556 = arith.constant 8 : i64
        %1864 = arith.muli %120, %c8_i64_1556 : i64
        %1865 = arith.addi %123, %1864 : i64
        %1866 = llvm.getelementptr %37[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1867 = llvm.load %1866 : !llvm.ptr<1> -> f32
        memref.store %1867, %alloca_52[] : memref<f32>
      }
      %thread_id_x_291 = gpu.thread_id  x
      %125 = arith.index_cast %thread_id_x_291 : index to i64
      %c32_i64_292 = arith.constant 32 : i64
      %126 = arith.remsi %125, %c32_i64_292 : i64
      %127 = llvm.getelementptr %39[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %128 = llvm.load %127 : !llvm.ptr<1> -> f32
      %thread_id_x_293 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_293 : index to i64
      %c32_i64_294 = arith.constant 32 : i64
      %130 = arith.remsi %129, %c32_i64_294 : i64
      %c32_i64_295 = arith.constant 32 : i64
      %131 = arith.addi %130, %c32_i64_295 : i64
      %132 = llvm.getelementptr %39[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %133 = llvm.load %132 : !llvm.ptr<1> -> f32
      %thread_id_x_296 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_296 : index to i64
      %c32_i64_297 = arith.constant 32 : i64
      %135 = arith.remsi %134, %c32_i64_297 : i64
      %c64_i64_298 = arith.constant 64 : i64
      %136 = arith.addi %135, %c64_i64_298 : i64
      %137 = llvm.getelementptr %39[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %138 = llvm.load %137 : !llvm.ptr<1> -> f32
      %thread_id_x_299 = gpu.thread_id  x
      %139 = arith.index_cast %thread_id_x_299 : index to i64
      %c32_i64_300 = arith.constant 32 : i64
      %140 = arith.remsi %139, %c32_i64_300 : i64
      %c96_i64_301 = arith.constant 96 : i64
      %141 = arith.addi %140, %c96_i64_301 : i64
      %142 = llvm.getelementptr %39[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %143 = llvm.load %142 : !llvm.ptr<1> -> f32
      %thread_id_x_302 = gpu.thread_id  x
      %144 = arith.index_cast %thread_id_x_302 : index to i64
      %c32_i64_303 = arith.constant 32 : i64
      %145 = arith.remsi %144, %c32_i64_303 : i64
      %c128_i64_304 = arith.constant 128 : i64
      %146 = arith.addi %145, %c128_i64_304 : i64
      %147 = llvm.getelementptr %39[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %148 = llvm.load %147 : !llvm.ptr<1> -> f32
      %thread_id_x_305 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_305 : index to i64
      %c32_i64_306 = arith.constant 32 : i64
      %150 = arith.remsi %149, %c32_i64_306 : i64
      %c160_i64_307 = arith.constant 160 : i64
      %151 = arith.addi %150, %c160_i64_307 : i64
      %152 = llvm.getelementptr %39[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %153 = llvm.load %152 : !llvm.ptr<1> -> f32
      %thread_id_x_308 = gpu.thread_id  x
      %154 = arith.index_cast %thread_id_x_308 : index to i64
      %c32_i64_309 = arith.constant 32 : i64
      %155 = arith.remsi %154, %c32_i64_309 : i64
      %c192_i64_310 = arith.constant 192 : i64
      %156 = arith.addi %155, %c192_i64_310 : i64
      %157 = llvm.getelementptr %39[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %158 = llvm.load %157 : !llvm.ptr<1> -> f32
      %thread_id_x_311 = gpu.thread_id  x
      %159 = arith.index_cast %thread_id_x_311 : index to i64
      %c32_i64_312 = arith.constant 32 : i64
      %160 = arith.remsi %159, %c32_i64_312 : i64
      %c224_i64_313 = arith.constant 224 : i64
      %161 = arith.addi %160, %c224_i64_313 : i64
      %162 = llvm.getelementptr %39[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %163 = llvm.load %162 : !llvm.ptr<1> -> f32
      %thread_id_x_314 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_314 : index to i64
      %c32_i64_315 = arith.constant 32 : i64
      %165 = arith.remsi %164, %c32_i64_315 : i64
      %c256_i64_316 = arith.constant 256 : i64
      %166 = arith.addi %165, %c256_i64_316 : i64
      %167 = llvm.getelementptr %39[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %168 = llvm.load %167 : !llvm.ptr<1> -> f32
      %thread_id_x_317 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_317 : index to i64
      %c32_i64_318 = arith.constant 32 : i64
      %170 = arith.remsi %169, %c32_i64_318 : i64
      %c288_i64 = arith.constant 288 : i64
      %171 = arith.addi %170, %c288_i64 : i64
      %172 = llvm.getelementptr %39[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %173 = llvm.load %172 : !llvm.ptr<1> -> f32
      %thread_id_x_319 = gpu.thread_id  x
      %174 = arith.index_cast %thread_id_x_319 : index to i64
      %c32_i64_320 = arith.constant 32 : i64
      %175 = arith.remsi %174, %c32_i64_320 : i64
      %c320_i64 = arith.constant 320 : i64
      %176 = arith.addi %175, %c320_i64 : i64
      %177 = llvm.getelementptr %39[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %178 = llvm.load %177 : !llvm.ptr<1> -> f32
      %thread_id_x_321 = gpu.thread_id  x
      %179 = arith.index_cast %thread_id_x_321 : index to i64
      %c32_i64_322 = arith.constant 32 : i64
      %180 = arith.remsi %179, %c32_i64_322 : i64
      %c352_i64 = arith.constant 352 : i64
      %181 = arith.addi %180, %c352_i64 : i64
      %182 = llvm.getelementptr %39[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %183 = llvm.load %182 : !llvm.ptr<1> -> f32
      %thread_id_x_323 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_323 : index to i64
      %c32_i64_324 = arith.constant 32 : i64
      %185 = arith.remsi %184, %c32_i64_324 : i64
      %c384_i64 = arith.constant 384 : i64
      %186 = arith.addi %185, %c384_i64 : i64
      %187 = llvm.getelementptr %39[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %188 = llvm.load %187 : !llvm.ptr<1> -> f32
      %thread_id_x_325 = gpu.thread_id  x
      %189 = arith.index_cast %thread_id_x_325 : index to i64
      %c32_i64_326 = arith.constant 32 : i64
      %190 = arith.remsi %189, %c32_i64_326 : i64
      %c416_i64 = arith.constant 416 : i64
      %191 = arith.addi %190, %c416_i64 : i64
      %192 = llvm.getelementptr %39[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %193 = llvm.load %192 : !llvm.ptr<1> -> f32
      %thread_id_x_327 = gpu.thread_id  x
      %194 = arith.index_cast %thread_id_x_327 : index to i64
      %c32_i64_328 = arith.constant 32 : i64
      %195 = arith.remsi %194, %c32_i64_328 : i64
      %c448_i64 = arith.constant 448 : i64
      %196 = arith.addi %195, %c448_i64 : i64
      %197 = llvm.getelementptr %39[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %198 = llvm.load %197 : !llvm.ptr<1> -> f32
      %thread_id_x_329 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_329 : index to i64
      %c32_i64_330 = arith.constant 32 : i64
      %200 = arith.remsi %199, %c32_i64_330 : i64
      %c480_i64 = arith.constant 480 : i64
      %201 = arith.addi %200, %c480_i64 : i64
      %202 = llvm.getelementptr %39[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %203 = llvm.load %202 : !llvm.ptr<1> -> f32
      %204 = memref.load %alloca[] : memref<f32>
      %thread_id_x_331 = gpu.thread_id  x
      %205 = arith.index_cast %thread_id_x_331 : index to i64
      %c32_i64_332 = arith.constant 32 : i64
      %206 = arith.remsi %205, %c32_i64_332 : i64
      %207 = arith.trunci %206 : i64 to i32
      %c0_i64 = arith.constant 0 : i64
      %208 = arith.trunci %c0_i64 : i64 to i32
      %c-1_i32 = arith.constant -1 : i32
      %c31_i32 = arith.constant 31 : i32
      %209 = nvvm.shfl.sync  idx %c-1_i32, %204, %208, %c31_i32 : f32 -> f32
      memref.store %209, %alloca_53[] : memref<f32>
      %210 = memref.load %alloca[] : memref<f32>
      %thread_id_x_333 = gpu.thread_id  x
      %211 = arith.index_cast %thread_id_x_333 : index to i64
      %c32_i64_334 = arith.constant 32 : i64
      %212 = arith.remsi %211, %c32_i64_334 : i64
      %213 = arith.trunci %212 : i64 to i32
      %c1_i64 = arith.constant 1 : i64
      %214 = arith.trunci %c1_i64 : i64 to i32
      %c-1_i32_335 = arith.constant -1 : i32
      %c31_i32_336 = arith.constant 31 : i32
      %215 = nvvm.shfl.sync  idx %c-1_i32_335, %210, %214, %c31_i32_336 : f32 -> f32
      memref.store %215, %alloca_54[] : memref<f32>
      %216 = memref.load %alloca[] : memref<f32>
      %thread_id_x_337 = gpu.thread_id  x
      %217 = arith.index_cast %thread_id_x_337 : index to i64
      %c32_i64_338 = arith.constant 32 : i64
      %218 = arith.remsi %217, %c32_i64_338 : i64
      %219 = arith.trunci %218 : i64 to i32
      %c2_i64 = arith.constant 2 : i64
      %220 = arith.trunci %c2_i64 : i64 to i32
      %c-1_i32_339 = arith.constant -1 : i32
      %c31_i32_340 = arith.constant 31 : i32
      %221 = nvvm.shfl.sync  idx %c-1_i32_339, %216, %220, %c31_i32_340 : f32 -> f32
      memref.store %221, %alloca_55[] : memref<f32>
      %222 = memref.load %alloca[] : memref<f32>
      %thread_id_x_341 = gpu.thread_id  x
      %223 = arith.index_cast %thread_id_x_341 : index to i64
      %c32_i64_342 = arith.constant 32 : i64
      %224 = arith.remsi %223, %c32_i64_342 : i64
      %225 = arith.trunci %224 : i64 to i32
      %c3_i64 = arith.constant 3 : i64
      %226 = arith.trunci %c3_i64 : i64 to i32
      %c-1_i32_343 = arith.constant -1 : i32
      %c31_i32_344 = arith.constant 31 : i32
      %227 = nvvm.shfl.sync  idx %c-1_i32_343, %222, %226, %c31_i32_344 : f32 -> f32
      memref.store %227, %alloca_56[] : memref<f32>
      %228 = memref.load %alloca[] : memref<f32>
      %thread_id_x_345 = gpu.thread_id  x
      %229 = arith.index_cast %thread_id_x_345 : index to i64
      %c32_i64_346 = arith.constant 32 : i64
      %230 = arith.remsi %229, %c32_i64_346 : i64
      %231 = arith.trunci %230 : i64 to i32
      %c4_i64_347 = arith.constant 4 : i64
      %232 = arith.trunci %c4_i64_347 : i64 to i32
      %c-1_i32_348 = arith.constant -1 : i32
      %c31_i32_349 = arith.constant 31 : i32
      %233 = nvvm.shfl.sync  idx %c-1_i32_348, %228, %232, %c31_i32_349 : f32 -> f32
      memref.store %233, %alloca_57[] : memref<f32>
      %234 = memref.load %alloca[] : memref<f32>
      %thread_id_x_350 = gpu.thread_id  x
      %235 = arith.index_cast %thread_id_x_350 : index to i64
      %c32_i64_351 = arith.constant 32 : i64
      %236 = arith.remsi %235, %c32_i64_351 : i64
      %237 = arith.trunci %236 : i64 to i32
      %c5_i64 = arith.constant 5 : i64
      %238 = arith.trunci %c5_i64 : i64 to i32
      %c-1_i32_352 = arith.constant -1 : i32
      %c31_i32_353 = arith.constant 31 : i32
      %239 = nvvm.shfl.sync  idx %c-1_i32_352, %234, %238, %c31_i32_353 : f32 -> f32
      memref.store %239, %alloca_58[] : memref<f32>
      %240 = memref.load %alloca[] : memref<f32>
      %thread_id_x_354 = gpu.thread_id  x
      %241 = arith.index_cast %thread_id_x_354 : index to i64
      %c32_i64_355 = arith.constant 32 : i64
      %242 = arith.remsi %241, %c32_i64_355 : i64
      %243 = arith.trunci %242 : i64 to i32
      %c6_i64 = arith.constant 6 : i64
      %244 = arith.trunci %c6_i64 : i64 to i32
      %c-1_i32_356 = arith.constant -1 : i32
      %c31_i32_357 = arith.constant 31 : i32
      %245 = nvvm.shfl.sync  idx %c-1_i32_356, %240, %244, %c31_i32_357 : f32 -> f32
      memref.store %245, %alloca_59[] : memref<f32>
      %246 = memref.load %alloca[] : memref<f32>
      %thread_id_x_358 = gpu.thread_id  x
      %247 = arith.index_cast %thread_id_x_358 : index to i64
      %c32_i64_359 = arith.constant 32 : i64
      %248 = arith.remsi %247, %c32_i64_359 : i64
      %249 = arith.trunci %248 : i64 to i32
      %c7_i64 = arith.constant 7 : i64
      %250 = arith.trunci %c7_i64 : i64 to i32
      %c-1_i32_360 = arith.constant -1 : i32
      %c31_i32_361 = arith.constant 31 : i32
      %251 = nvvm.shfl.sync  idx %c-1_i32_360, %246, %250, %c31_i32_361 : f32 -> f32
      memref.store %251, %alloca_60[] : memref<f32>
      %252 = memref.load %alloca[] : memref<f32>
      %thread_id_x_362 = gpu.thread_id  x
      %253 = arith.index_cast %thread_id_x_362 : index to i64
      %c32_i64_363 = arith.constant 32 : i64
      %254 = arith.remsi %253, %c32_i64_363 : i64
      %255 = arith.trunci %254 : i64 to i32
      %c8_i64_364 = arith.constant 8 : i64
      %256 = arith.trunci %c8_i64_364 : i64 to i32
      %c-1_i32_365 = arith.constant -1 : i32
      %c31_i32_366 = arith.constant 31 : i32
      %257 = nvvm.shfl.sync  idx %c-1_i32_365, %252, %256, %c31_i32_366 : f32 -> f32
      memref.store %257, %alloca_61[] : memref<f32>
      %258 = memref.load %alloca[] : memref<f32>
      %thread_id_x_367 = gpu.thread_id  x
      %259 = arith.index_cast %thread_id_x_367 : index to i64
      %c32_i64_368 = arith.constant 32 : i64
      %260 = arith.remsi %259, %c32_i64_368 : i64
      %261 = arith.trunci %260 : i64 to i32
      %c9_i64 = arith.constant 9 : i64
      %262 = arith.trunci %c9_i64 : i64 to i32
      %c-1_i32_369 = arith.constant -1 : i32
      %c31_i32_370 = arith.constant 31 : i32
      %263 = nvvm.shfl.sync  idx %c-1_i32_369, %258, %262, %c31_i32_370 : f32 -> f32
      memref.store %263, %alloca_62[] : memref<f32>
      %264 = memref.load %alloca[] : memref<f32>
      %thread_id_x_371 = gpu.thread_id  x
      %265 = arith.index_cast %thread_id_x_371 : index to i64
      %c32_i64_372 = arith.constant 32 : i64
      %266 = arith.remsi %265, %c32_i64_372 : i64
      %267 = arith.trunci %266 : i64 to i32
      %c10_i64 = arith.constant 10 : i64
      %268 = arith.trunci %c10_i64 : i64 to i32
      %c-1_i32_373 = arith.constant -1 : i32
      %c31_i32_374 = arith.constant 31 : i32
      %269 = nvvm.shfl.sync  idx %c-1_i32_373, %264, %268, %c31_i32_374 : f32 -> f32
      memref.store %269, %alloca_63[] : memref<f32>
      %270 = memref.load %alloca[] : memref<f32>
      %thread_id_x_375 = gpu.thread_id  x
      %271 = arith.index_cast %thread_id_x_375 : index to i64
      %c32_i64_376 = arith.constant 32 : i64
      %272 = arith.remsi %271, %c32_i64_376 : i64
      %273 = arith.trunci %272 : i64 to i32
      %c11_i64 = arith.constant 11 : i64
      %274 = arith.trunci %c11_i64 : i64 to i32
      %c-1_i32_377 = arith.constant -1 : i32
      %c31_i32_378 = arith.constant 31 : i32
      %275 = nvvm.shfl.sync  idx %c-1_i32_377, %270, %274, %c31_i32_378 : f32 -> f32
      memref.store %275, %alloca_64[] : memref<f32>
      %276 = memref.load %alloca[] : memref<f32>
      %thread_id_x_379 = gpu.thread_id  x
      %277 = arith.index_cast %thread_id_x_379 : index to i64
      %c32_i64_380 = arith.constant 32 : i64
      %278 = arith.remsi %277, %c32_i64_380 : i64
      %279 = arith.trunci %278 : i64 to i32
      %c12_i64_381 = arith.constant 12 : i64
      %280 = arith.trunci %c12_i64_381 : i64 to i32
      %c-1_i32_382 = arith.constant -1 : i32
      %c31_i32_383 = arith.constant 31 : i32
      %281 = nvvm.shfl.sync  idx %c-1_i32_382, %276, %280, %c31_i32_383 : f32 -> f32
      memref.store %281, %alloca_65[] : memref<f32>
      %282 = memref.load %alloca[] : memref<f32>
      %thread_id_x_384 = gpu.thread_id  x
      %283 = arith.index_cast %thread_id_x_384 : index to i64
      %c32_i64_385 = arith.constant 32 : i64
      %284 = arith.remsi %283, %c32_i64_385 : i64
      %285 = arith.trunci %284 : i64 to i32
      %c13_i64 = arith.constant 13 : i64
      %286 = arith.trunci %c13_i64 : i64 to i32
      %c-1_i32_386 = arith.constant -1 : i32
      %c31_i32_387 = arith.constant 31 : i32
      %287 = nvvm.shfl.sync  idx %c-1_i32_386, %282, %286, %c31_i32_387 : f32 -> f32
      memref.store %287, %alloca_66[] : memref<f32>
      %288 = memref.load %alloca[] : memref<f32>
      %thread_id_x_388 = gpu.thread_id  x
      %289 = arith.index_cast %thread_id_x_388 : index to i64
      %c32_i64_389 = arith.constant 32 : i64
      %290 = arith.remsi %289, %c32_i64_389 : i64
      %291 = arith.trunci %290 : i64 to i32
      %c14_i64 = arith.constant 14 : i64
      %292 = arith.trunci %c14_i64 : i64 to i32
      %c-1_i32_390 = arith.constant -1 : i32
      %c31_i32_391 = arith.constant 31 : i32
      %293 = nvvm.shfl.sync  idx %c-1_i32_390, %288, %292, %c31_i32_391 : f32 -> f32
      memref.store %293, %alloca_67[] : memref<f32>
      %294 = memref.load %alloca[] : memref<f32>
      %thread_id_x_392 = gpu.thread_id  x
      %295 = arith.index_cast %thread_id_x_392 : index to i64
      %c32_i64_393 = arith.constant 32 : i64
      %296 = arith.remsi %295, %c32_i64_393 : i64
      %297 = arith.trunci %296 : i64 to i32
      %c15_i64 = arith.constant 15 : i64
      %298 = arith.trunci %c15_i64 : i64 to i32
      %c-1_i32_394 = arith.constant -1 : i32
      %c31_i32_395 = arith.constant 31 : i32
      %299 = nvvm.shfl.sync  idx %c-1_i32_394, %294, %298, %c31_i32_395 : f32 -> f32
      memref.store %299, %alloca_68[] : memref<f32>
      %300 = memref.load %alloca[] : memref<f32>
      %thread_id_x_396 = gpu.thread_id  x
      %301 = arith.index_cast %thread_id_x_396 : index to i64
      %c32_i64_397 = arith.constant 32 : i64
      %302 = arith.remsi %301, %c32_i64_397 : i64
      %303 = arith.trunci %302 : i64 to i32
      %c16_i64_398 = arith.constant 16 : i64
      %304 = arith.trunci %c16_i64_398 : i64 to i32
      %c-1_i32_399 = arith.constant -1 : i32
      %c31_i32_400 = arith.constant 31 : i32
      %305 = nvvm.shfl.sync  idx %c-1_i32_399, %300, %304, %c31_i32_400 : f32 -> f32
      memref.store %305, %alloca_69[] : memref<f32>
      %306 = memref.load %alloca[] : memref<f32>
      %thread_id_x_401 = gpu.thread_id  x
      %307 = arith.index_cast %thread_id_x_401 : index to i64
      %c32_i64_402 = arith.constant 32 : i64
      %308 = arith.remsi %307, %c32_i64_402 : i64
      %309 = arith.trunci %308 : i64 to i32
      %c17_i64 = arith.constant 17 : i64
      %310 = arith.trunci %c17_i64 : i64 to i32
      %c-1_i32_403 = arith.constant -1 : i32
      %c31_i32_404 = arith.constant 31 : i32
      %311 = nvvm.shfl.sync  idx %c-1_i32_403, %306, %310, %c31_i32_404 : f32 -> f32
      memref.store %311, %alloca_70[] : memref<f32>
      %312 = memref.load %alloca[] : memref<f32>
      %thread_id_x_405 = gpu.thread_id  x
      %313 = arith.index_cast %thread_id_x_405 : index to i64
      %c32_i64_406 = arith.constant 32 : i64
      %314 = arith.remsi %313, %c32_i64_406 : i64
      %315 = arith.trunci %314 : i64 to i32
      %c18_i64 = arith.constant 18 : i64
      %316 = arith.trunci %c18_i64 : i64 to i32
      %c-1_i32_407 = arith.constant -1 : i32
      %c31_i32_408 = arith.constant 31 : i32
      %317 = nvvm.shfl.sync  idx %c-1_i32_407, %312, %316, %c31_i32_408 : f32 -> f32
      memref.store %317, %alloca_71[] : memref<f32>
      %318 = memref.load %alloca[] : memref<f32>
      %thread_id_x_409 = gpu.thread_id  x
      %319 = arith.index_cast %thread_id_x_409 : index to i64
      %c32_i64_410 = arith.constant 32 : i64
      %320 = arith.remsi %319, %c32_i64_410 : i64
      %321 = arith.trunci %320 : i64 to i32
      %c19_i64 = arith.constant 19 : i64
      %322 = arith.trunci %c19_i64 : i64 to i32
      %c-1_i32_411 = arith.constant -1 : i32
      %c31_i32_412 = arith.constant 31 : i32
      %323 = nvvm.shfl.sync  idx %c-1_i32_411, %318, %322, %c31_i32_412 : f32 -> f32
      memref.store %323, %alloca_72[] : memref<f32>
      %324 = memref.load %alloca[] : memref<f32>
      %thread_id_x_413 = gpu.thread_id  x
      %325 = arith.index_cast %thread_id_x_413 : index to i64
      %c32_i64_414 = arith.constant 32 : i64
      %326 = arith.remsi %325, %c32_i64_414 : i64
      %327 = arith.trunci %326 : i64 to i32
      %c20_i64 = arith.constant 20 : i64
      %328 = arith.trunci %c20_i64 : i64 to i32
      %c-1_i32_415 = arith.constant -1 : i32
      %c31_i32_416 = arith.constant 31 : i32
      %329 = nvvm.shfl.sync  idx %c-1_i32_415, %324, %328, %c31_i32_416 : f32 -> f32
      memref.store %329, %alloca_73[] : memref<f32>
      %330 = memref.load %alloca[] : memref<f32>
      %thread_id_x_417 = gpu.thread_id  x
      %331 = arith.index_cast %thread_id_x_417 : index to i64
      %c32_i64_418 = arith.constant 32 : i64
      %332 = arith.remsi %331, %c32_i64_418 : i64
      %333 = arith.trunci %332 : i64 to i32
      %c21_i64 = arith.constant 21 : i64
      %334 = arith.trunci %c21_i64 : i64 to i32
      %c-1_i32_419 = arith.constant -1 : i32
      %c31_i32_420 = arith.constant 31 : i32
      %335 = nvvm.shfl.sync  idx %c-1_i32_419, %330, %334, %c31_i32_420 : f32 -> f32
      memref.store %335, %alloca_74[] : memref<f32>
      %336 = memref.load %alloca[] : memref<f32>
      %thread_id_x_421 = gpu.thread_id  x
      %337 = arith.index_cast %thread_id_x_421 : index to i64
      %c32_i64_422 = arith.constant 32 : i64
      %338 = arith.remsi %337, %c32_i64_422 : i64
      %339 = arith.trunci %338 : i64 to i32
      %c22_i64 = arith.constant 22 : i64
      %340 = arith.trunci %c22_i64 : i64 to i32
      %c-1_i32_423 = arith.constant -1 : i32
      %c31_i32_424 = arith.constant 31 : i32
      %341 = nvvm.shfl.sync  idx %c-1_i32_423, %336, %340, %c31_i32_424 : f32 -> f32
      memref.store %341, %alloca_75[] : memref<f32>
      %342 = memref.load %alloca[] : memref<f32>
      %thread_id_x_425 = gpu.thread_id  x
      %343 = arith.index_cast %thread_id_x_425 : index to i64
      %c32_i64_426 = arith.constant 32 : i64
      %344 = arith.remsi %343, %c32_i64_426 : i64
      %345 = arith.trunci %344 : i64 to i32
      %c23_i64 = arith.constant 23 : i64
      %346 = arith.trunci %c23_i64 : i64 to i32
      %c-1_i32_427 = arith.constant -1 : i32
      %c31_i32_428 = arith.constant 31 : i32
      %347 = nvvm.shfl.sync  idx %c-1_i32_427, %342, %346, %c31_i32_428 : f32 -> f32
      memref.store %347, %alloca_76[] : memref<f32>
      %348 = memref.load %alloca[] : memref<f32>
      %thread_id_x_429 = gpu.thread_id  x
      %349 = arith.index_cast %thread_id_x_429 : index to i64
      %c32_i64_430 = arith.constant 32 : i64
      %350 = arith.remsi %349, %c32_i64_430 : i64
      %351 = arith.trunci %350 : i64 to i32
      %c24_i64_431 = arith.constant 24 : i64
      %352 = arith.trunci %c24_i64_431 : i64 to i32
      %c-1_i32_432 = arith.constant -1 : i32
      %c31_i32_433 = arith.constant 31 : i32
      %353 = nvvm.shfl.sync  idx %c-1_i32_432, %348, %352, %c31_i32_433 : f32 -> f32
      memref.store %353, %alloca_77[] : memref<f32>
      %354 = memref.load %alloca[] : memref<f32>
      %thread_id_x_434 = gpu.thread_id  x
      %355 = arith.index_cast %thread_id_x_434 : index to i64
      %c32_i64_435 = arith.constant 32 : i64
      %356 = arith.remsi %355, %c32_i64_435 : i64
      %357 = arith.trunci %356 : i64 to i32
      %c25_i64 = arith.constant 25 : i64
      %358 = arith.trunci %c25_i64 : i64 to i32
      %c-1_i32_436 = arith.constant -1 : i32
      %c31_i32_437 = arith.constant 31 : i32
      %359 = nvvm.shfl.sync  idx %c-1_i32_436, %354, %358, %c31_i32_437 : f32 -> f32
      memref.store %359, %alloca_78[] : memref<f32>
      %360 = memref.load %alloca[] : memref<f32>
      %thread_id_x_438 = gpu.thread_id  x
      %361 = arith.index_cast %thread_id_x_438 : index to i64
      %c32_i64_439 = arith.constant 32 : i64
      %362 = arith.remsi %361, %c32_i64_439 : i64
      %363 = arith.trunci %362 : i64 to i32
      %c26_i64 = arith.constant 26 : i64
      %364 = arith.trunci %c26_i64 : i64 to i32
      %c-1_i32_440 = arith.constant -1 : i32
      %c31_i32_441 = arith.constant 31 : i32
      %365 = nvvm.shfl.sync  idx %c-1_i32_440, %360, %364, %c31_i32_441 : f32 -> f32
      memref.store %365, %alloca_79[] : memref<f32>
      %366 = memref.load %alloca[] : memref<f32>
      %thread_id_x_442 = gpu.thread_id  x
      %367 = arith.index_cast %thread_id_x_442 : index to i64
      %c32_i64_443 = arith.constant 32 : i64
      %368 = arith.remsi %367, %c32_i64_443 : i64
      %369 = arith.trunci %368 : i64 to i32
      %c27_i64 = arith.constant 27 : i64
      %370 = arith.trunci %c27_i64 : i64 to i32
      %c-1_i32_444 = arith.constant -1 : i32
      %c31_i32_445 = arith.constant 31 : i32
      %371 = nvvm.shfl.sync  idx %c-1_i32_444, %366, %370, %c31_i32_445 : f32 -> f32
      memref.store %371, %alloca_80[] : memref<f32>
      %372 = memref.load %alloca[] : memref<f32>
      %thread_id_x_446 = gpu.thread_id  x
      %373 = arith.index_cast %thread_id_x_446 : index to i64
      %c32_i64_447 = arith.constant 32 : i64
      %374 = arith.remsi %373, %c32_i64_447 : i64
      %375 = arith.trunci %374 : i64 to i32
      %c28_i64 = arith.constant 28 : i64
      %376 = arith.trunci %c28_i64 : i64 to i32
      %c-1_i32_448 = arith.constant -1 : i32
      %c31_i32_449 = arith.constant 31 : i32
      %377 = nvvm.shfl.sync  idx %c-1_i32_448, %372, %376, %c31_i32_449 : f32 -> f32
      memref.store %377, %alloca_81[] : memref<f32>
      %378 = memref.load %alloca[] : memref<f32>
      %thread_id_x_450 = gpu.thread_id  x
      %379 = arith.index_cast %thread_id_x_450 : index to i64
      %c32_i64_451 = arith.constant 32 : i64
      %380 = arith.remsi %379, %c32_i64_451 : i64
      %381 = arith.trunci %380 : i64 to i32
      %c29_i64 = arith.constant 29 : i64
      %382 = arith.trunci %c29_i64 : i64 to i32
      %c-1_i32_452 = arith.constant -1 : i32
      %c31_i32_453 = arith.constant 31 : i32
      %383 = nvvm.shfl.sync  idx %c-1_i32_452, %378, %382, %c31_i32_453 : f32 -> f32
      memref.store %383, %alloca_82[] : memref<f32>
      %384 = memref.load %alloca[] : memref<f32>
      %thread_id_x_454 = gpu.thread_id  x
      %385 = arith.index_cast %thread_id_x_454 : index to i64
      %c32_i64_455 = arith.constant 32 : i64
      %386 = arith.remsi %385, %c32_i64_455 : i64
      %387 = arith.trunci %386 : i64 to i32
      %c30_i64 = arith.constant 30 : i64
      %388 = arith.trunci %c30_i64 : i64 to i32
      %c-1_i32_456 = arith.constant -1 : i32
      %c31_i32_457 = arith.constant 31 : i32
      %389 = nvvm.shfl.sync  idx %c-1_i32_456, %384, %388, %c31_i32_457 : f32 -> f32
      memref.store %389, %alloca_83[] : memref<f32>
      %390 = memref.load %alloca[] : memref<f32>
      %thread_id_x_458 = gpu.thread_id  x
      %391 = arith.index_cast %thread_id_x_458 : index to i64
      %c32_i64_459 = arith.constant 32 : i64
      %392 = arith.remsi %391, %c32_i64_459 : i64
      %393 = arith.trunci %392 : i64 to i32
      %c31_i64 = arith.constant 31 : i64
      %394 = arith.trunci %c31_i64 : i64 to i32
      %c-1_i32_460 = arith.constant -1 : i32
      %c31_i32_461 = arith.constant 31 : i32
      %395 = nvvm.shfl.sync  idx %c-1_i32_460, %390, %394, %c31_i32_461 : f32 -> f32
      memref.store %395, %alloca_84[] : memref<f32>
      %396 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_462 = gpu.thread_id  x
      %397 = arith.index_cast %thread_id_x_462 : index to i64
      %c32_i64_463 = arith.constant 32 : i64
      %398 = arith.remsi %397, %c32_i64_463 : i64
      %399 = arith.trunci %398 : i64 to i32
      %c0_i64_464 = arith.constant 0 : i64
      %400 = arith.trunci %c0_i64_464 : i64 to i32
      %c-1_i32_465 = arith.constant -1 : i32
      %c31_i32_466 = arith.constant 31 : i32
      %401 = nvvm.shfl.sync  idx %c-1_i32_465, %396, %400, %c31_i32_466 : f32 -> f32
      memref.store %401, %alloca_85[] : memref<f32>
      %402 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_467 = gpu.thread_id  x
      %403 = arith.index_cast %thread_id_x_467 : index to i64
      %c32_i64_468 = arith.constant 32 : i64
      %404 = arith.remsi %403, %c32_i64_468 : i64
      %405 = arith.trunci %404 : i64 to i32
      %c1_i64_469 = arith.constant 1 : i64
      %406 = arith.trunci %c1_i64_469 : i64 to i32
      %c-1_i32_470 = arith.constant -1 : i32
      %c31_i32_471 = arith.constant 31 : i32
      %407 = nvvm.shfl.sync  idx %c-1_i32_470, %402, %406, %c31_i32_471 : f32 -> f32
      memref.store %407, %alloca_86[] : memref<f32>
      %408 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_472 = gpu.thread_id  x
      %409 = arith.index_cast %thread_id_x_472 : index to i64
      %c32_i64_473 = arith.constant 32 : i64
      %410 = arith.remsi %409, %c32_i64_473 : i64
      %411 = arith.trunci %410 : i64 to i32
      %c2_i64_474 = arith.constant 2 : i64
      %412 = arith.trunci %c2_i64_474 : i64 to i32
      %c-1_i32_475 = arith.constant -1 : i32
      %c31_i32_476 = arith.constant 31 : i32
      %413 = nvvm.shfl.sync  idx %c-1_i32_475, %408, %412, %c31_i32_476 : f32 -> f32
      memref.store %413, %alloca_87[] : memref<f32>
      %414 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_477 = gpu.thread_id  x
      %415 = arith.index_cast %thread_id_x_477 : index to i64
      %c32_i64_478 = arith.constant 32 : i64
      %416 = arith.remsi %415, %c32_i64_478 : i64
      %417 = arith.trunci %416 : i64 to i32
      %c3_i64_479 = arith.constant 3 : i64
      %418 = arith.trunci %c3_i64_479 : i64 to i32
      %c-1_i32_480 = arith.constant -1 : i32
      %c31_i32_481 = arith.constant 31 : i32
      %419 = nvvm.shfl.sync  idx %c-1_i32_480, %414, %418, %c31_i32_481 : f32 -> f32
      memref.store %419, %alloca_88[] : memref<f32>
      %420 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_482 = gpu.thread_id  x
      %421 = arith.index_cast %thread_id_x_482 : index to i64
      %c32_i64_483 = arith.constant 32 : i64
      %422 = arith.remsi %421, %c32_i64_483 : i64
      %423 = arith.trunci %422 : i64 to i32
      %c4_i64_484 = arith.constant 4 : i64
      %424 = arith.trunci %c4_i64_484 : i64 to i32
      %c-1_i32_485 = arith.constant -1 : i32
      %c31_i32_486 = arith.constant 31 : i32
      %425 = nvvm.shfl.sync  idx %c-1_i32_485, %420, %424, %c31_i32_486 : f32 -> f32
      memref.store %425, %alloca_89[] : memref<f32>
      %426 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_487 = gpu.thread_id  x
      %427 = arith.index_cast %thread_id_x_487 : index to i64
      %c32_i64_488 = arith.constant 32 : i64
      %428 = arith.remsi %427, %c32_i64_488 : i64
      %429 = arith.trunci %428 : i64 to i32
      %c5_i64_489 = arith.constant 5 : i64
      %430 = arith.trunci %c5_i64_489 : i64 to i32
      %c-1_i32_490 = arith.constant -1 : i32
      %c31_i32_491 = arith.constant 31 : i32
      %431 = nvvm.shfl.sync  idx %c-1_i32_490, %426, %430, %c31_i32_491 : f32 -> f32
      memref.store %431, %alloca_90[] : memref<f32>
      %432 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_492 = gpu.thread_id  x
      %433 = arith.index_cast %thread_id_x_492 : index to i64
      %c32_i64_493 = arith.constant 32 : i64
      %434 = arith.remsi %433, %c32_i64_493 : i64
      %435 = arith.trunci %434 : i64 to i32
      %c6_i64_494 = arith.constant 6 : i64
      %436 = arith.trunci %c6_i64_494 : i64 to i32
      %c-1_i32_495 = arith.constant -1 : i32
      %c31_i32_496 = arith.constant 31 : i32
      %437 = nvvm.shfl.sync  idx %c-1_i32_495, %432, %436, %c31_i32_496 : f32 -> f32
      memref.store %437, %alloca_91[] : memref<f32>
      %438 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_497 = gpu.thread_id  x
      %439 = arith.index_cast %thread_id_x_497 : index to i64
      %c32_i64_498 = arith.constant 32 : i64
      %440 = arith.remsi %439, %c32_i64_498 : i64
      %441 = arith.trunci %440 : i64 to i32
      %c7_i64_499 = arith.constant 7 : i64
      %442 = arith.trunci %c7_i64_499 : i64 to i32
      %c-1_i32_500 = arith.constant -1 : i32
      %c31_i32_501 = arith.constant 31 : i32
      %443 = nvvm.shfl.sync  idx %c-1_i32_500, %438, %442, %c31_i32_501 : f32 -> f32
      memref.store %443, %alloca_92[] : memref<f32>
      %444 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_502 = gpu.thread_id  x
      %445 = arith.index_cast %thread_id_x_502 : index to i64
      %c32_i64_503 = arith.constant 32 : i64
      %446 = arith.remsi %445, %c32_i64_503 : i64
      %447 = arith.trunci %446 : i64 to i32
      %c8_i64_504 = arith.constant 8 : i64
      %448 = arith.trunci %c8_i64_504 : i64 to i32
      %c-1_i32_505 = arith.constant -1 : i32
      %c31_i32_506 = arith.constant 31 : i32
      %449 = nvvm.shfl.sync  idx %c-1_i32_505, %444, %448, %c31_i32_506 : f32 -> f32
      memref.store %449, %alloca_93[] : memref<f32>
      %450 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_507 = gpu.thread_id  x
      %451 = arith.index_cast %thread_id_x_507 : index to i64
      %c32_i64_508 = arith.constant 32 : i64
      %452 = arith.remsi %451, %c32_i64_508 : i64
      %453 = arith.trunci %452 : i64 to i32
      %c9_i64_509 = arith.constant 9 : i64
      %454 = arith.trunci %c9_i64_509 : i64 to i32
      %c-1_i32_510 = arith.constant -1 : i32
      %c31_i32_511 = arith.constant 31 : i32
      %455 = nvvm.shfl.sync  idx %c-1_i32_510, %450, %454, %c31_i32_511 : f32 -> f32
      memref.store %455, %alloca_94[] : memref<f32>
      %456 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_512 = gpu.thread_id  x
      %457 = arith.index_cast %thread_id_x_512 : index to i64
      %c32_i64_513 = arith.constant 32 : i64
      %458 = arith.remsi %457, %c32_i64_513 : i64
      %459 = arith.trunci %458 : i64 to i32
      %c10_i64_514 = arith.constant 10 : i64
      %460 = arith.trunci %c10_i64_514 : i64 to i32
      %c-1_i32_515 = arith.constant -1 : i32
      %c31_i32_516 = arith.constant 31 : i32
      %461 = nvvm.shfl.sync  idx %c-1_i32_515, %456, %460, %c31_i32_516 : f32 -> f32
      memref.store %461, %alloca_95[] : memref<f32>
      %462 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_517 = gpu.thread_id  x
      %463 = arith.index_cast %thread_id_x_517 : index to i64
      %c32_i64_518 = arith.constant 32 : i64
      %464 = arith.remsi %463, %c32_i64_518 : i64
      %465 = arith.trunci %464 : i64 to i32
      %c11_i64_519 = arith.constant 11 : i64
      %466 = arith.trunci %c11_i64_519 : i64 to i32
      %c-1_i32_520 = arith.constant -1 : i32
      %c31_i32_521 = arith.constant 31 : i32
      %467 = nvvm.shfl.sync  idx %c-1_i32_520, %462, %466, %c31_i32_521 : f32 -> f32
      memref.store %467, %alloca_96[] : memref<f32>
      %468 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_522 = gpu.thread_id  x
      %469 = arith.index_cast %thread_id_x_522 : index to i64
      %c32_i64_523 = arith.constant 32 : i64
      %470 = arith.remsi %469, %c32_i64_523 : i64
      %471 = arith.trunci %470 : i64 to i32
      %c12_i64_524 = arith.constant 12 : i64
      %472 = arith.trunci %c12_i64_524 : i64 to i32
      %c-1_i32_525 = arith.constant -1 : i32
      %c31_i32_526 = arith.constant 31 : i32
      %473 = nvvm.shfl.sync  idx %c-1_i32_525, %468, %472, %c31_i32_526 : f32 -> f32
      memref.store %473, %alloca_97[] : memref<f32>
      %474 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_527 = gpu.thread_id  x
      %475 = arith.index_cast %thread_id_x_527 : index to i64
      %c32_i64_528 = arith.constant 32 : i64
      %476 = arith.remsi %475, %c32_i64_528 : i64
      %477 = arith.trunci %476 : i64 to i32
      %c13_i64_529 = arith.constant 13 : i64
      %478 = arith.trunci %c13_i64_529 : i64 to i32
      %c-1_i32_530 = arith.constant -1 : i32
      %c31_i32_531 = arith.constant 31 : i32
      %479 = nvvm.shfl.sync  idx %c-1_i32_530, %474, %478, %c31_i32_531 : f32 -> f32
      memref.store %479, %alloca_98[] : memref<f32>
      %480 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_532 = gpu.thread_id  x
      %481 = arith.index_cast %thread_id_x_532 : index to i64
      %c32_i64_533 = arith.constant 32 : i64
      %482 = arith.remsi %481, %c32_i64_533 : i64
      %483 = arith.trunci %482 : i64 to i32
      %c14_i64_534 = arith.constant 14 : i64
      %484 = arith.trunci %c14_i64_534 : i64 to i32
      %c-1_i32_535 = arith.constant -1 : i32
      %c31_i32_536 = arith.constant 31 : i32
      %485 = nvvm.shfl.sync  idx %c-1_i32_535, %480, %484, %c31_i32_536 : f32 -> f32
      memref.store %485, %alloca_99[] : memref<f32>
      %486 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_537 = gpu.thread_id  x
      %487 = arith.index_cast %thread_id_x_537 : index to i64
      %c32_i64_538 = arith.constant 32 : i64
      %488 = arith.remsi %487, %c32_i64_538 : i64
      %489 = arith.trunci %488 : i64 to i32
      %c15_i64_539 = arith.constant 15 : i64
      %490 = arith.trunci %c15_i64_539 : i64 to i32
      %c-1_i32_540 = arith.constant -1 : i32
      %c31_i32_541 = arith.constant 31 : i32
      %491 = nvvm.shfl.sync  idx %c-1_i32_540, %486, %490, %c31_i32_541 : f32 -> f32
      memref.store %491, %alloca_100[] : memref<f32>
      %492 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_542 = gpu.thread_id  x
      %493 = arith.index_cast %thread_id_x_542 : index to i64
      %c32_i64_543 = arith.constant 32 : i64
      %494 = arith.remsi %493, %c32_i64_543 : i64
      %495 = arith.trunci %494 : i64 to i32
      %c16_i64_544 = arith.constant 16 : i64
      %496 = arith.trunci %c16_i64_544 : i64 to i32
      %c-1_i32_545 = arith.constant -1 : i32
      %c31_i32_546 = arith.constant 31 : i32
      %497 = nvvm.shfl.sync  idx %c-1_i32_545, %492, %496, %c31_i32_546 : f32 -> f32
      memref.store %497, %alloca_101[] : memref<f32>
      %498 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_547 = gpu.thread_id  x
      %499 = arith.index_cast %thread_id_x_547 : index to i64
      %c32_i64_548 = arith.constant 32 : i64
      %500 = arith.remsi %499, %c32_i64_548 : i64
      %501 = arith.trunci %500 : i64 to i32
      %c17_i64_549 = arith.constant 17 : i64
      %502 = arith.trunci %c17_i64_549 : i64 to i32
      %c-1_i32_550 = arith.constant -1 : i32
      %c31_i32_551 = arith.constant 31 : i32
      %503 = nvvm.shfl.sync  idx %c-1_i32_550, %498, %502, %c31_i32_551 : f32 -> f32
      memref.store %503, %alloca_102[] : memref<f32>
      %504 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_552 = gpu.thread_id  x
      %505 = arith.index_cast %thread_id_x_552 : index to i64
      %c32_i64_553 = arith.constant 32 : i64
      %506 = arith.remsi %505, %c32_i64_553 : i64
      %507 = arith.trunci %506 : i64 to i32
      %c18_i64_554 = arith.constant 18 : i64
      %508 = arith.trunci %c18_i64_554 : i64 to i32
      %c-1_i32_555 = arith.constant -1 : i32
      %c31_i32_556 = arith.constant 31 : i32
      %509 = nvvm.shfl.sync  idx %c-1_i32_555, %504, %508, %c31_i32_556 : f32 -> f32
      memref.store %509, %alloca_103[] : memref<f32>
      %510 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_557 = gpu.thread_id  x
      %511 = arith.index_cast %thread_id_x_557 : index to i64
      %c32_i64_558 = arith.constant 32 : i64
      %512 = arith.remsi %511, %c32_i64_558 : i64
      %513 = arith.trunci %512 : i64 to i32
      %c19_i64_559 = arith.constant 19 : i64
      %514 = arith.trunci %c19_i64_559 : i64 to i32
      %c-1_i32_560 = arith.constant -1 : i32
      %c31_i32_561 = arith.constant 31 : i32
      %515 = nvvm.shfl.sync  idx %c-1_i32_560, %510, %514, %c31_i32_561 : f32 -> f32
      memref.store %515, %alloca_104[] : memref<f32>
      %516 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_562 = gpu.thread_id  x
      %517 = arith.index_cast %thread_id_x_562 : index to i64
      %c32_i64_563 = arith.constant 32 : i64
      %518 = arith.remsi %517, %c32_i64_563 : i64
      %519 = arith.trunci %518 : i64 to i32
      %c20_i64_564 = arith.constant 20 : i64
      %520 = arith.trunci %c20_i64_564 : i64 to i32
      %c-1_i32_565 = arith.constant -1 : i32
      %c31_i32_566 = arith.constant 31 : i32
      %521 = nvvm.shfl.sync  idx %c-1_i32_565, %516, %520, %c31_i32_566 : f32 -> f32
      memref.store %521, %alloca_105[] : memref<f32>
      %522 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_567 = gpu.thread_id  x
      %523 = arith.index_cast %thread_id_x_567 : index to i64
      %c32_i64_568 = arith.constant 32 : i64
      %524 = arith.remsi %523, %c32_i64_568 : i64
      %525 = arith.trunci %524 : i64 to i32
      %c21_i64_569 = arith.constant 21 : i64
      %526 = arith.trunci %c21_i64_569 : i64 to i32
      %c-1_i32_570 = arith.constant -1 : i32
      %c31_i32_571 = arith.constant 31 : i32
      %527 = nvvm.shfl.sync  idx %c-1_i32_570, %522, %526, %c31_i32_571 : f32 -> f32
      memref.store %527, %alloca_106[] : memref<f32>
      %528 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_572 = gpu.thread_id  x
      %529 = arith.index_cast %thread_id_x_572 : index to i64
      %c32_i64_573 = arith.constant 32 : i64
      %530 = arith.remsi %529, %c32_i64_573 : i64
      %531 = arith.trunci %530 : i64 to i32
      %c22_i64_574 = arith.constant 22 : i64
      %532 = arith.trunci %c22_i64_574 : i64 to i32
      %c-1_i32_575 = arith.constant -1 : i32
      %c31_i32_576 = arith.constant 31 : i32
      %533 = nvvm.shfl.sync  idx %c-1_i32_575, %528, %532, %c31_i32_576 : f32 -> f32
      memref.store %533, %alloca_107[] : memref<f32>
      %534 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_577 = gpu.thread_id  x
      %535 = arith.index_cast %thread_id_x_577 : index to i64
      %c32_i64_578 = arith.constant 32 : i64
      %536 = arith.remsi %535, %c32_i64_578 : i64
      %537 = arith.trunci %536 : i64 to i32
      %c23_i64_579 = arith.constant 23 : i64
      %538 = arith.trunci %c23_i64_579 : i64 to i32
      %c-1_i32_580 = arith.constant -1 : i32
      %c31_i32_581 = arith.constant 31 : i32
      %539 = nvvm.shfl.sync  idx %c-1_i32_580, %534, %538, %c31_i32_581 : f32 -> f32
      memref.store %539, %alloca_108[] : memref<f32>
      %540 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_582 = gpu.thread_id  x
      %541 = arith.index_cast %thread_id_x_582 : index to i64
      %c32_i64_583 = arith.constant 32 : i64
      %542 = arith.remsi %541, %c32_i64_583 : i64
      %543 = arith.trunci %542 : i64 to i32
      %c24_i64_584 = arith.constant 24 : i64
      %544 = arith.trunci %c24_i64_584 : i64 to i32
      %c-1_i32_585 = arith.constant -1 : i32
      %c31_i32_586 = arith.constant 31 : i32
      %545 = nvvm.shfl.sync  idx %c-1_i32_585, %540, %544, %c31_i32_586 : f32 -> f32
      memref.store %545, %alloca_109[] : memref<f32>
      %546 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_587 = gpu.thread_id  x
      %547 = arith.index_cast %thread_id_x_587 : index to i64
      %c32_i64_588 = arith.constant 32 : i64
      %548 = arith.remsi %547, %c32_i64_588 : i64
      %549 = arith.trunci %548 : i64 to i32
      %c25_i64_589 = arith.constant 25 : i64
      %550 = arith.trunci %c25_i64_589 : i64 to i32
      %c-1_i32_590 = arith.constant -1 : i32
      %c31_i32_591 = arith.constant 31 : i32
      %551 = nvvm.shfl.sync  idx %c-1_i32_590, %546, %550, %c31_i32_591 : f32 -> f32
      memref.store %551, %alloca_110[] : memref<f32>
      %552 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_592 = gpu.thread_id  x
      %553 = arith.index_cast %thread_id_x_592 : index to i64
      %c32_i64_593 = arith.constant 32 : i64
      %554 = arith.remsi %553, %c32_i64_593 : i64
      %555 = arith.trunci %554 : i64 to i32
      %c26_i64_594 = arith.constant 26 : i64
      %556 = arith.trunci %c26_i64_594 : i64 to i32
      %c-1_i32_595 = arith.constant -1 : i32
      %c31_i32_596 = arith.constant 31 : i32
      %557 = nvvm.shfl.sync  idx %c-1_i32_595, %552, %556, %c31_i32_596 : f32 -> f32
      memref.store %557, %alloca_111[] : memref<f32>
      %558 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_597 = gpu.thread_id  x
      %559 = arith.index_cast %thread_id_x_597 : index to i64
      %c32_i64_598 = arith.constant 32 : i64
      %560 = arith.remsi %559, %c32_i64_598 : i64
      %561 = arith.trunci %560 : i64 to i32
      %c27_i64_599 = arith.constant 27 : i64
      %562 = arith.trunci %c27_i64_599 : i64 to i32
      %c-1_i32_600 = arith.constant -1 : i32
      %c31_i32_601 = arith.constant 31 : i32
      %563 = nvvm.shfl.sync  idx %c-1_i32_600, %558, %562, %c31_i32_601 : f32 -> f32
      memref.store %563, %alloca_112[] : memref<f32>
      %564 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_602 = gpu.thread_id  x
      %565 = arith.index_cast %thread_id_x_602 : index to i64
      %c32_i64_603 = arith.constant 32 : i64
      %566 = arith.remsi %565, %c32_i64_603 : i64
      %567 = arith.trunci %566 : i64 to i32
      %c28_i64_604 = arith.constant 28 : i64
      %568 = arith.trunci %c28_i64_604 : i64 to i32
      %c-1_i32_605 = arith.constant -1 : i32
      %c31_i32_606 = arith.constant 31 : i32
      %569 = nvvm.shfl.sync  idx %c-1_i32_605, %564, %568, %c31_i32_606 : f32 -> f32
      memref.store %569, %alloca_113[] : memref<f32>
      %570 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_607 = gpu.thread_id  x
      %571 = arith.index_cast %thread_id_x_607 : index to i64
      %c32_i64_608 = arith.constant 32 : i64
      %572 = arith.remsi %571, %c32_i64_608 : i64
      %573 = arith.trunci %572 : i64 to i32
      %c29_i64_609 = arith.constant 29 : i64
      %574 = arith.trunci %c29_i64_609 : i64 to i32
      %c-1_i32_610 = arith.constant -1 : i32
      %c31_i32_611 = arith.constant 31 : i32
      %575 = nvvm.shfl.sync  idx %c-1_i32_610, %570, %574, %c31_i32_611 : f32 -> f32
      memref.store %575, %alloca_114[] : memref<f32>
      %576 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_612 = gpu.thread_id  x
      %577 = arith.index_cast %thread_id_x_612 : index to i64
      %c32_i64_613 = arith.constant 32 : i64
      %578 = arith.remsi %577, %c32_i64_613 : i64
      %579 = arith.trunci %578 : i64 to i32
      %c30_i64_614 = arith.constant 30 : i64
      %580 = arith.trunci %c30_i64_614 : i64 to i32
      %c-1_i32_615 = arith.constant -1 : i32
      %c31_i32_616 = arith.constant 31 : i32
      %581 = nvvm.shfl.sync  idx %c-1_i32_615, %576, %580, %c31_i32_616 : f32 -> f32
      memref.store %581, %alloca_115[] : memref<f32>
      %582 = memref.load %alloca_50[] : memref<f32>
      %thread_id_x_617 = gpu.thread_id  x
      %583 = arith.index_cast %thread_id_x_617 : index to i64
      %c32_i64_618 = arith.constant 32 : i64
      %584 = arith.remsi %583, %c32_i64_618 : i64
      %585 = arith.trunci %584 : i64 to i32
      %c31_i64_619 = arith.constant 31 : i64
      %586 = arith.trunci %c31_i64_619 : i64 to i32
      %c-1_i32_620 = arith.constant -1 : i32
      %c31_i32_621 = arith.constant 31 : i32
      %587 = nvvm.shfl.sync  idx %c-1_i32_620, %582, %586, %c31_i32_621 : f32 -> f32
      memref.store %587, %alloca_116[] : memref<f32>
      %588 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_622 = gpu.thread_id  x
      %589 = arith.index_cast %thread_id_x_622 : index to i64
      %c32_i64_623 = arith.constant 32 : i64
      %590 = arith.remsi %589, %c32_i64_623 : i64
      %591 = arith.trunci %590 : i64 to i32
      %c0_i64_624 = arith.constant 0 : i64
      %592 = arith.trunci %c0_i64_624 : i64 to i32
      %c-1_i32_625 = arith.constant -1 : i32
      %c31_i32_626 = arith.constant 31 : i32
      %593 = nvvm.shfl.sync  idx %c-1_i32_625, %588, %592, %c31_i32_626 : f32 -> f32
      memref.store %593, %alloca_117[] : memref<f32>
      %594 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_627 = gpu.thread_id  x
      %595 = arith.index_cast %thread_id_x_627 : index to i64
      %c32_i64_628 = arith.constant 32 : i64
      %596 = arith.remsi %595, %c32_i64_628 : i64
      %597 = arith.trunci %596 : i64 to i32
      %c1_i64_629 = arith.constant 1 : i64
      %598 = arith.trunci %c1_i64_629 : i64 to i32
      %c-1_i32_630 = arith.constant -1 : i32
      %c31_i32_631 = arith.constant 31 : i32
      %599 = nvvm.shfl.sync  idx %c-1_i32_630, %594, %598, %c31_i32_631 : f32 -> f32
      memref.store %599, %alloca_118[] : memref<f32>
      %600 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_632 = gpu.thread_id  x
      %601 = arith.index_cast %thread_id_x_632 : index to i64
      %c32_i64_633 = arith.constant 32 : i64
      %602 = arith.remsi %601, %c32_i64_633 : i64
      %603 = arith.trunci %602 : i64 to i32
      %c2_i64_634 = arith.constant 2 : i64
      %604 = arith.trunci %c2_i64_634 : i64 to i32
      %c-1_i32_635 = arith.constant -1 : i32
      %c31_i32_636 = arith.constant 31 : i32
      %605 = nvvm.shfl.sync  idx %c-1_i32_635, %600, %604, %c31_i32_636 : f32 -> f32
      memref.store %605, %alloca_119[] : memref<f32>
      %606 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_637 = gpu.thread_id  x
      %607 = arith.index_cast %thread_id_x_637 : index to i64
      %c32_i64_638 = arith.constant 32 : i64
      %608 = arith.remsi %607, %c32_i64_638 : i64
      %609 = arith.trunci %608 : i64 to i32
      %c3_i64_639 = arith.constant 3 : i64
      %610 = arith.trunci %c3_i64_639 : i64 to i32
      %c-1_i32_640 = arith.constant -1 : i32
      %c31_i32_641 = arith.constant 31 : i32
      %611 = nvvm.shfl.sync  idx %c-1_i32_640, %606, %610, %c31_i32_641 : f32 -> f32
      memref.store %611, %alloca_120[] : memref<f32>
      %612 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_642 = gpu.thread_id  x
      %613 = arith.index_cast %thread_id_x_642 : index to i64
      %c32_i64_643 = arith.constant 32 : i64
      %614 = arith.remsi %613, %c32_i64_643 : i64
      %615 = arith.trunci %614 : i64 to i32
      %c4_i64_644 = arith.constant 4 : i64
      %616 = arith.trunci %c4_i64_644 : i64 to i32
      %c-1_i32_645 = arith.constant -1 : i32
      %c31_i32_646 = arith.constant 31 : i32
      %617 = nvvm.shfl.sync  idx %c-1_i32_645, %612, %616, %c31_i32_646 : f32 -> f32
      memref.store %617, %alloca_121[] : memref<f32>
      %618 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_647 = gpu.thread_id  x
      %619 = arith.index_cast %thread_id_x_647 : index to i64
      %c32_i64_648 = arith.constant 32 : i64
      %620 = arith.remsi %619, %c32_i64_648 : i64
      %621 = arith.trunci %620 : i64 to i32
      %c5_i64_649 = arith.constant 5 : i64
      %622 = arith.trunci %c5_i64_649 : i64 to i32
      %c-1_i32_650 = arith.constant -1 : i32
      %c31_i32_651 = arith.constant 31 : i32
      %623 = nvvm.shfl.sync  idx %c-1_i32_650, %618, %622, %c31_i32_651 : f32 -> f32
      memref.store %623, %alloca_122[] : memref<f32>
      %624 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_652 = gpu.thread_id  x
      %625 = arith.index_cast %thread_id_x_652 : index to i64
      %c32_i64_653 = arith.constant 32 : i64
      %626 = arith.remsi %625, %c32_i64_653 : i64
      %627 = arith.trunci %626 : i64 to i32
      %c6_i64_654 = arith.constant 6 : i64
      %628 = arith.trunci %c6_i64_654 : i64 to i32
      %c-1_i32_655 = arith.constant -1 : i32
      %c31_i32_656 = arith.constant 31 : i32
      %629 = nvvm.shfl.sync  idx %c-1_i32_655, %624, %628, %c31_i32_656 : f32 -> f32
      memref.store %629, %alloca_123[] : memref<f32>
      %630 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_657 = gpu.thread_id  x
      %631 = arith.index_cast %thread_id_x_657 : index to i64
      %c32_i64_658 = arith.constant 32 : i64
      %632 = arith.remsi %631, %c32_i64_658 : i64
      %633 = arith.trunci %632 : i64 to i32
      %c7_i64_659 = arith.constant 7 : i64
      %634 = arith.trunci %c7_i64_659 : i64 to i32
      %c-1_i32_660 = arith.constant -1 : i32
      %c31_i32_661 = arith.constant 31 : i32
      %635 = nvvm.shfl.sync  idx %c-1_i32_660, %630, %634, %c31_i32_661 : f32 -> f32
      memref.store %635, %alloca_124[] : memref<f32>
      %636 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_662 = gpu.thread_id  x
      %637 = arith.index_cast %thread_id_x_662 : index to i64
      %c32_i64_663 = arith.constant 32 : i64
      %638 = arith.remsi %637, %c32_i64_663 : i64
      %639 = arith.trunci %638 : i64 to i32
      %c8_i64_664 = arith.constant 8 : i64
      %640 = arith.trunci %c8_i64_664 : i64 to i32
      %c-1_i32_665 = arith.constant -1 : i32
      %c31_i32_666 = arith.constant 31 : i32
      %641 = nvvm.shfl.sync  idx %c-1_i32_665, %636, %640, %c31_i32_666 : f32 -> f32
      memref.store %641, %alloca_125[] : memref<f32>
      %642 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_667 = gpu.thread_id  x
      %643 = arith.index_cast %thread_id_x_667 : index to i64
      %c32_i64_668 = arith.constant 32 : i64
      %644 = arith.remsi %643, %c32_i64_668 : i64
      %645 = arith.trunci %644 : i64 to i32
      %c9_i64_669 = arith.constant 9 : i64
      %646 = arith.trunci %c9_i64_669 : i64 to i32
      %c-1_i32_670 = arith.constant -1 : i32
      %c31_i32_671 = arith.constant 31 : i32
      %647 = nvvm.shfl.sync  idx %c-1_i32_670, %642, %646, %c31_i32_671 : f32 -> f32
      memref.store %647, %alloca_126[] : memref<f32>
      %648 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_672 = gpu.thread_id  x
      %649 = arith.index_cast %thread_id_x_672 : index to i64
      %c32_i64_673 = arith.constant 32 : i64
      %650 = arith.remsi %649, %c32_i64_673 : i64
      %651 = arith.trunci %650 : i64 to i32
      %c10_i64_674 = arith.constant 10 : i64
      %652 = arith.trunci %c10_i64_674 : i64 to i32
      %c-1_i32_675 = arith.constant -1 : i32
      %c31_i32_676 = arith.constant 31 : i32
      %653 = nvvm.shfl.sync  idx %c-1_i32_675, %648, %652, %c31_i32_676 : f32 -> f32
      memref.store %653, %alloca_127[] : memref<f32>
      %654 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_677 = gpu.thread_id  x
      %655 = arith.index_cast %thread_id_x_677 : index to i64
      %c32_i64_678 = arith.constant 32 : i64
      %656 = arith.remsi %655, %c32_i64_678 : i64
      %657 = arith.trunci %656 : i64 to i32
      %c11_i64_679 = arith.constant 11 : i64
      %658 = arith.trunci %c11_i64_679 : i64 to i32
      %c-1_i32_680 = arith.constant -1 : i32
      %c31_i32_681 = arith.constant 31 : i32
      %659 = nvvm.shfl.sync  idx %c-1_i32_680, %654, %658, %c31_i32_681 : f32 -> f32
      memref.store %659, %alloca_128[] : memref<f32>
      %660 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_682 = gpu.thread_id  x
      %661 = arith.index_cast %thread_id_x_682 : index to i64
      %c32_i64_683 = arith.constant 32 : i64
      %662 = arith.remsi %661, %c32_i64_683 : i64
      %663 = arith.trunci %662 : i64 to i32
      %c12_i64_684 = arith.constant 12 : i64
      %664 = arith.trunci %c12_i64_684 : i64 to i32
      %c-1_i32_685 = arith.constant -1 : i32
      %c31_i32_686 = arith.constant 31 : i32
      %665 = nvvm.shfl.sync  idx %c-1_i32_685, %660, %664, %c31_i32_686 : f32 -> f32
      memref.store %665, %alloca_129[] : memref<f32>
      %666 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_687 = gpu.thread_id  x
      %667 = arith.index_cast %thread_id_x_687 : index to i64
      %c32_i64_688 = arith.constant 32 : i64
      %668 = arith.remsi %667, %c32_i64_688 : i64
      %669 = arith.trunci %668 : i64 to i32
      %c13_i64_689 = arith.constant 13 : i64
      %670 = arith.trunci %c13_i64_689 : i64 to i32
      %c-1_i32_690 = arith.constant -1 : i32
      %c31_i32_691 = arith.constant 31 : i32
      %671 = nvvm.shfl.sync  idx %c-1_i32_690, %666, %670, %c31_i32_691 : f32 -> f32
      memref.store %671, %alloca_130[] : memref<f32>
      %672 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_692 = gpu.thread_id  x
      %673 = arith.index_cast %thread_id_x_692 : index to i64
      %c32_i64_693 = arith.constant 32 : i64
      %674 = arith.remsi %673, %c32_i64_693 : i64
      %675 = arith.trunci %674 : i64 to i32
      %c14_i64_694 = arith.constant 14 : i64
      %676 = arith.trunci %c14_i64_694 : i64 to i32
      %c-1_i32_695 = arith.constant -1 : i32
      %c31_i32_696 = arith.constant 31 : i32
      %677 = nvvm.shfl.sync  idx %c-1_i32_695, %672, %676, %c31_i32_696 : f32 -> f32
      memref.store %677, %alloca_131[] : memref<f32>
      %678 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_697 = gpu.thread_id  x
      %679 = arith.index_cast %thread_id_x_697 : index to i64
      %c32_i64_698 = arith.constant 32 : i64
      %680 = arith.remsi %679, %c32_i64_698 : i64
      %681 = arith.trunci %680 : i64 to i32
      %c15_i64_699 = arith.constant 15 : i64
      %682 = arith.trunci %c15_i64_699 : i64 to i32
      %c-1_i32_700 = arith.constant -1 : i32
      %c31_i32_701 = arith.constant 31 : i32
      %683 = nvvm.shfl.sync  idx %c-1_i32_700, %678, %682, %c31_i32_701 : f32 -> f32
      memref.store %683, %alloca_132[] : memref<f32>
      %684 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_702 = gpu.thread_id  x
      %685 = arith.index_cast %thread_id_x_702 : index to i64
      %c32_i64_703 = arith.constant 32 : i64
      %686 = arith.remsi %685, %c32_i64_703 : i64
      %687 = arith.trunci %686 : i64 to i32
      %c16_i64_704 = arith.constant 16 : i64
      %688 = arith.trunci %c16_i64_704 : i64 to i32
      %c-1_i32_705 = arith.constant -1 : i32
      %c31_i32_706 = arith.constant 31 : i32
      %689 = nvvm.shfl.sync  idx %c-1_i32_705, %684, %688, %c31_i32_706 : f32 -> f32
      memref.store %689, %alloca_133[] : memref<f32>
      %690 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_707 = gpu.thread_id  x
      %691 = arith.index_cast %thread_id_x_707 : index to i64
      %c32_i64_708 = arith.constant 32 : i64
      %692 = arith.remsi %691, %c32_i64_708 : i64
      %693 = arith.trunci %692 : i64 to i32
      %c17_i64_709 = arith.constant 17 : i64
      %694 = arith.trunci %c17_i64_709 : i64 to i32
      %c-1_i32_710 = arith.constant -1 : i32
      %c31_i32_711 = arith.constant 31 : i32
      %695 = nvvm.shfl.sync  idx %c-1_i32_710, %690, %694, %c31_i32_711 : f32 -> f32
      memref.store %695, %alloca_134[] : memref<f32>
      %696 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_712 = gpu.thread_id  x
      %697 = arith.index_cast %thread_id_x_712 : index to i64
      %c32_i64_713 = arith.constant 32 : i64
      %698 = arith.remsi %697, %c32_i64_713 : i64
      %699 = arith.trunci %698 : i64 to i32
      %c18_i64_714 = arith.constant 18 : i64
      %700 = arith.trunci %c18_i64_714 : i64 to i32
      %c-1_i32_715 = arith.constant -1 : i32
      %c31_i32_716 = arith.constant 31 : i32
      %701 = nvvm.shfl.sync  idx %c-1_i32_715, %696, %700, %c31_i32_716 : f32 -> f32
      memref.store %701, %alloca_135[] : memref<f32>
      %702 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_717 = gpu.thread_id  x
      %703 = arith.index_cast %thread_id_x_717 : index to i64
      %c32_i64_718 = arith.constant 32 : i64
      %704 = arith.remsi %703, %c32_i64_718 : i64
      %705 = arith.trunci %704 : i64 to i32
      %c19_i64_719 = arith.constant 19 : i64
      %706 = arith.trunci %c19_i64_719 : i64 to i32
      %c-1_i32_720 = arith.constant -1 : i32
      %c31_i32_721 = arith.constant 31 : i32
      %707 = nvvm.shfl.sync  idx %c-1_i32_720, %702, %706, %c31_i32_721 : f32 -> f32
      memref.store %707, %alloca_136[] : memref<f32>
      %708 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_722 = gpu.thread_id  x
      %709 = arith.index_cast %thread_id_x_722 : index to i64
      %c32_i64_723 = arith.constant 32 : i64
      %710 = arith.remsi %709, %c32_i64_723 : i64
      %711 = arith.trunci %710 : i64 to i32
      %c20_i64_724 = arith.constant 20 : i64
      %712 = arith.trunci %c20_i64_724 : i64 to i32
      %c-1_i32_725 = arith.constant -1 : i32
      %c31_i32_726 = arith.constant 31 : i32
      %713 = nvvm.shfl.sync  idx %c-1_i32_725, %708, %712, %c31_i32_726 : f32 -> f32
      memref.store %713, %alloca_137[] : memref<f32>
      %714 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_727 = gpu.thread_id  x
      %715 = arith.index_cast %thread_id_x_727 : index to i64
      %c32_i64_728 = arith.constant 32 : i64
      %716 = arith.remsi %715, %c32_i64_728 : i64
      %717 = arith.trunci %716 : i64 to i32
      %c21_i64_729 = arith.constant 21 : i64
      %718 = arith.trunci %c21_i64_729 : i64 to i32
      %c-1_i32_730 = arith.constant -1 : i32
      %c31_i32_731 = arith.constant 31 : i32
      %719 = nvvm.shfl.sync  idx %c-1_i32_730, %714, %718, %c31_i32_731 : f32 -> f32
      memref.store %719, %alloca_138[] : memref<f32>
      %720 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_732 = gpu.thread_id  x
      %721 = arith.index_cast %thread_id_x_732 : index to i64
      %c32_i64_733 = arith.constant 32 : i64
      %722 = arith.remsi %721, %c32_i64_733 : i64
      %723 = arith.trunci %722 : i64 to i32
      %c22_i64_734 = arith.constant 22 : i64
      %724 = arith.trunci %c22_i64_734 : i64 to i32
      %c-1_i32_735 = arith.constant -1 : i32
      %c31_i32_736 = arith.constant 31 : i32
      %725 = nvvm.shfl.sync  idx %c-1_i32_735, %720, %724, %c31_i32_736 : f32 -> f32
      memref.store %725, %alloca_139[] : memref<f32>
      %726 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_737 = gpu.thread_id  x
      %727 = arith.index_cast %thread_id_x_737 : index to i64
      %c32_i64_738 = arith.constant 32 : i64
      %728 = arith.remsi %727, %c32_i64_738 : i64
      %729 = arith.trunci %728 : i64 to i32
      %c23_i64_739 = arith.constant 23 : i64
      %730 = arith.trunci %c23_i64_739 : i64 to i32
      %c-1_i32_740 = arith.constant -1 : i32
      %c31_i32_741 = arith.constant 31 : i32
      %731 = nvvm.shfl.sync  idx %c-1_i32_740, %726, %730, %c31_i32_741 : f32 -> f32
      memref.store %731, %alloca_140[] : memref<f32>
      %732 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_742 = gpu.thread_id  x
      %733 = arith.index_cast %thread_id_x_742 : index to i64
      %c32_i64_743 = arith.constant 32 : i64
      %734 = arith.remsi %733, %c32_i64_743 : i64
      %735 = arith.trunci %734 : i64 to i32
      %c24_i64_744 = arith.constant 24 : i64
      %736 = arith.trunci %c24_i64_744 : i64 to i32
      %c-1_i32_745 = arith.constant -1 : i32
      %c31_i32_746 = arith.constant 31 : i32
      %737 = nvvm.shfl.sync  idx %c-1_i32_745, %732, %736, %c31_i32_746 : f32 -> f32
      memref.store %737, %alloca_141[] : memref<f32>
      %738 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_747 = gpu.thread_id  x
      %739 = arith.index_cast %thread_id_x_747 : index to i64
      %c32_i64_748 = arith.constant 32 : i64
      %740 = arith.remsi %739, %c32_i64_748 : i64
      %741 = arith.trunci %740 : i64 to i32
      %c25_i64_749 = arith.constant 25 : i64
      %742 = arith.trunci %c25_i64_749 : i64 to i32
      %c-1_i32_750 = arith.constant -1 : i32
      %c31_i32_751 = arith.constant 31 : i32
      %743 = nvvm.shfl.sync  idx %c-1_i32_750, %738, %742, %c31_i32_751 : f32 -> f32
      memref.store %743, %alloca_142[] : memref<f32>
      %744 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_752 = gpu.thread_id  x
      %745 = arith.index_cast %thread_id_x_752 : index to i64
      %c32_i64_753 = arith.constant 32 : i64
      %746 = arith.remsi %745, %c32_i64_753 : i64
      %747 = arith.trunci %746 : i64 to i32
      %c26_i64_754 = arith.constant 26 : i64
      %748 = arith.trunci %c26_i64_754 : i64 to i32
      %c-1_i32_755 = arith.constant -1 : i32
      %c31_i32_756 = arith.constant 31 : i32
      %749 = nvvm.shfl.sync  idx %c-1_i32_755, %744, %748, %c31_i32_756 : f32 -> f32
      memref.store %749, %alloca_143[] : memref<f32>
      %750 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_757 = gpu.thread_id  x
      %751 = arith.index_cast %thread_id_x_757 : index to i64
      %c32_i64_758 = arith.constant 32 : i64
      %752 = arith.remsi %751, %c32_i64_758 : i64
      %753 = arith.trunci %752 : i64 to i32
      %c27_i64_759 = arith.constant 27 : i64
      %754 = arith.trunci %c27_i64_759 : i64 to i32
      %c-1_i32_760 = arith.constant -1 : i32
      %c31_i32_761 = arith.constant 31 : i32
      %755 = nvvm.shfl.sync  idx %c-1_i32_760, %750, %754, %c31_i32_761 : f32 -> f32
      memref.store %755, %alloca_144[] : memref<f32>
      %756 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_762 = gpu.thread_id  x
      %757 = arith.index_cast %thread_id_x_762 : index to i64
      %c32_i64_763 = arith.constant 32 : i64
      %758 = arith.remsi %757, %c32_i64_763 : i64
      %759 = arith.trunci %758 : i64 to i32
      %c28_i64_764 = arith.constant 28 : i64
      %760 = arith.trunci %c28_i64_764 : i64 to i32
      %c-1_i32_765 = arith.constant -1 : i32
      %c31_i32_766 = arith.constant 31 : i32
      %761 = nvvm.shfl.sync  idx %c-1_i32_765, %756, %760, %c31_i32_766 : f32 -> f32
      memref.store %761, %alloca_145[] : memref<f32>
      %762 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_767 = gpu.thread_id  x
      %763 = arith.index_cast %thread_id_x_767 : index to i64
      %c32_i64_768 = arith.constant 32 : i64
      %764 = arith.remsi %763, %c32_i64_768 : i64
      %765 = arith.trunci %764 : i64 to i32
      %c29_i64_769 = arith.constant 29 : i64
      %766 = arith.trunci %c29_i64_769 : i64 to i32
      %c-1_i32_770 = arith.constant -1 : i32
      %c31_i32_771 = arith.constant 31 : i32
      %767 = nvvm.shfl.sync  idx %c-1_i32_770, %762, %766, %c31_i32_771 : f32 -> f32
      memref.store %767, %alloca_146[] : memref<f32>
      %768 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_772 = gpu.thread_id  x
      %769 = arith.index_cast %thread_id_x_772 : index to i64
      %c32_i64_773 = arith.constant 32 : i64
      %770 = arith.remsi %769, %c32_i64_773 : i64
      %771 = arith.trunci %770 : i64 to i32
      %c30_i64_774 = arith.constant 30 : i64
      %772 = arith.trunci %c30_i64_774 : i64 to i32
      %c-1_i32_775 = arith.constant -1 : i32
      %c31_i32_776 = arith.constant 31 : i32
      %773 = nvvm.shfl.sync  idx %c-1_i32_775, %768, %772, %c31_i32_776 : f32 -> f32
      memref.store %773, %alloca_147[] : memref<f32>
      %774 = memref.load %alloca_51[] : memref<f32>
      %thread_id_x_777 = gpu.thread_id  x
      %775 = arith.index_cast %thread_id_x_777 : index to i64
      %c32_i64_778 = arith.constant 32 : i64
      %776 = arith.remsi %775, %c32_i64_778 : i64
      %777 = arith.trunci %776 : i64 to i32
      %c31_i64_779 = arith.constant 31 : i64
      %778 = arith.trunci %c31_i64_779 : i64 to i32
      %c-1_i32_780 = arith.constant -1 : i32
      %c31_i32_781 = arith.constant 31 : i32
      %779 = nvvm.shfl.sync  idx %c-1_i32_780, %774, %778, %c31_i32_781 : f32 -> f32
      memref.store %779, %alloca_148[] : memref<f32>
      %780 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_782 = gpu.thread_id  x
      %781 = arith.index_cast %thread_id_x_782 : index to i64
      %c32_i64_783 = arith.constant 32 : i64
      %782 = arith.remsi %781, %c32_i64_783 : i64
      %783 = arith.trunci %782 : i64 to i32
      %c0_i64_784 = arith.constant 0 : i64
      %784 = arith.trunci %c0_i64_784 : i64 to i32
      %c-1_i32_785 = arith.constant -1 : i32
      %c31_i32_786 = arith.constant 31 : i32
      %785 = nvvm.shfl.sync  idx %c-1_i32_785, %780, %784, %c31_i32_786 : f32 -> f32
      memref.store %785, %alloca_149[] : memref<f32>
      %786 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_787 = gpu.thread_id  x
      %787 = arith.index_cast %thread_id_x_787 : index to i64
      %c32_i64_788 = arith.constant 32 : i64
      %788 = arith.remsi %787, %c32_i64_788 : i64
      %789 = arith.trunci %788 : i64 to i32
      %c1_i64_789 = arith.constant 1 : i64
      %790 = arith.trunci %c1_i64_789 : i64 to i32
      %c-1_i32_790 = arith.constant -1 : i32
      %c31_i32_791 = arith.constant 31 : i32
      %791 = nvvm.shfl.sync  idx %c-1_i32_790, %786, %790, %c31_i32_791 : f32 -> f32
      memref.store %791, %alloca_150[] : memref<f32>
      %792 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_792 = gpu.thread_id  x
      %793 = arith.index_cast %thread_id_x_792 : index to i64
      %c32_i64_793 = arith.constant 32 : i64
      %794 = arith.remsi %793, %c32_i64_793 : i64
      %795 = arith.trunci %794 : i64 to i32
      %c2_i64_794 = arith.constant 2 : i64
      %796 = arith.trunci %c2_i64_794 : i64 to i32
      %c-1_i32_795 = arith.constant -1 : i32
      %c31_i32_796 = arith.constant 31 : i32
      %797 = nvvm.shfl.sync  idx %c-1_i32_795, %792, %796, %c31_i32_796 : f32 -> f32
      memref.store %797, %alloca_151[] : memref<f32>
      %798 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_797 = gpu.thread_id  x
      %799 = arith.index_cast %thread_id_x_797 : index to i64
      %c32_i64_798 = arith.constant 32 : i64
      %800 = arith.remsi %799, %c32_i64_798 : i64
      %801 = arith.trunci %800 : i64 to i32
      %c3_i64_799 = arith.constant 3 : i64
      %802 = arith.trunci %c3_i64_799 : i64 to i32
      %c-1_i32_800 = arith.constant -1 : i32
      %c31_i32_801 = arith.constant 31 : i32
      %803 = nvvm.shfl.sync  idx %c-1_i32_800, %798, %802, %c31_i32_801 : f32 -> f32
      memref.store %803, %alloca_152[] : memref<f32>
      %804 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_802 = gpu.thread_id  x
      %805 = arith.index_cast %thread_id_x_802 : index to i64
      %c32_i64_803 = arith.constant 32 : i64
      %806 = arith.remsi %805, %c32_i64_803 : i64
      %807 = arith.trunci %806 : i64 to i32
      %c4_i64_804 = arith.constant 4 : i64
      %808 = arith.trunci %c4_i64_804 : i64 to i32
      %c-1_i32_805 = arith.constant -1 : i32
      %c31_i32_806 = arith.constant 31 : i32
      %809 = nvvm.shfl.sync  idx %c-1_i32_805, %804, %808, %c31_i32_806 : f32 -> f32
      memref.store %809, %alloca_153[] : memref<f32>
      %810 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_807 = gpu.thread_id  x
      %811 = arith.index_cast %thread_id_x_807 : index to i64
      %c32_i64_808 = arith.constant 32 : i64
      %812 = arith.remsi %811, %c32_i64_808 : i64
      %813 = arith.trunci %812 : i64 to i32
      %c5_i64_809 = arith.constant 5 : i64
      %814 = arith.trunci %c5_i64_809 : i64 to i32
      %c-1_i32_810 = arith.constant -1 : i32
      %c31_i32_811 = arith.constant 31 : i32
      %815 = nvvm.shfl.sync  idx %c-1_i32_810, %810, %814, %c31_i32_811 : f32 -> f32
      memref.store %815, %alloca_154[] : memref<f32>
      %816 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_812 = gpu.thread_id  x
      %817 = arith.index_cast %thread_id_x_812 : index to i64
      %c32_i64_813 = arith.constant 32 : i64
      %818 = arith.remsi %817, %c32_i64_813 : i64
      %819 = arith.trunci %818 : i64 to i32
      %c6_i64_814 = arith.constant 6 : i64
      %820 = arith.trunci %c6_i64_814 : i64 to i32
      %c-1_i32_815 = arith.constant -1 : i32
      %c31_i32_816 = arith.constant 31 : i32
      %821 = nvvm.shfl.sync  idx %c-1_i32_815, %816, %820, %c31_i32_816 : f32 -> f32
      memref.store %821, %alloca_155[] : memref<f32>
      %822 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_817 = gpu.thread_id  x
      %823 = arith.index_cast %thread_id_x_817 : index to i64
      %c32_i64_818 = arith.constant 32 : i64
      %824 = arith.remsi %823, %c32_i64_818 : i64
      %825 = arith.trunci %824 : i64 to i32
      %c7_i64_819 = arith.constant 7 : i64
      %826 = arith.trunci %c7_i64_819 : i64 to i32
      %c-1_i32_820 = arith.constant -1 : i32
      %c31_i32_821 = arith.constant 31 : i32
      %827 = nvvm.shfl.sync  idx %c-1_i32_820, %822, %826, %c31_i32_821 : f32 -> f32
      memref.store %827, %alloca_156[] : memref<f32>
      %828 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_822 = gpu.thread_id  x
      %829 = arith.index_cast %thread_id_x_822 : index to i64
      %c32_i64_823 = arith.constant 32 : i64
      %830 = arith.remsi %829, %c32_i64_823 : i64
      %831 = arith.trunci %830 : i64 to i32
      %c8_i64_824 = arith.constant 8 : i64
      %832 = arith.trunci %c8_i64_824 : i64 to i32
      %c-1_i32_825 = arith.constant -1 : i32
      %c31_i32_826 = arith.constant 31 : i32
      %833 = nvvm.shfl.sync  idx %c-1_i32_825, %828, %832, %c31_i32_826 : f32 -> f32
      memref.store %833, %alloca_157[] : memref<f32>
      %834 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_827 = gpu.thread_id  x
      %835 = arith.index_cast %thread_id_x_827 : index to i64
      %c32_i64_828 = arith.constant 32 : i64
      %836 = arith.remsi %835, %c32_i64_828 : i64
      %837 = arith.trunci %836 : i64 to i32
      %c9_i64_829 = arith.constant 9 : i64
      %838 = arith.trunci %c9_i64_829 : i64 to i32
      %c-1_i32_830 = arith.constant -1 : i32
      %c31_i32_831 = arith.constant 31 : i32
      %839 = nvvm.shfl.sync  idx %c-1_i32_830, %834, %838, %c31_i32_831 : f32 -> f32
      memref.store %839, %alloca_158[] : memref<f32>
      %840 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_832 = gpu.thread_id  x
      %841 = arith.index_cast %thread_id_x_832 : index to i64
      %c32_i64_833 = arith.constant 32 : i64
      %842 = arith.remsi %841, %c32_i64_833 : i64
      %843 = arith.trunci %842 : i64 to i32
      %c10_i64_834 = arith.constant 10 : i64
      %844 = arith.trunci %c10_i64_834 : i64 to i32
      %c-1_i32_835 = arith.constant -1 : i32
      %c31_i32_836 = arith.constant 31 : i32
      %845 = nvvm.shfl.sync  idx %c-1_i32_835, %840, %844, %c31_i32_836 : f32 -> f32
      memref.store %845, %alloca_159[] : memref<f32>
      %846 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_837 = gpu.thread_id  x
      %847 = arith.index_cast %thread_id_x_837 : index to i64
      %c32_i64_838 = arith.constant 32 : i64
      %848 = arith.remsi %847, %c32_i64_838 : i64
      %849 = arith.trunci %848 : i64 to i32
      %c11_i64_839 = arith.constant 11 : i64
      %850 = arith.trunci %c11_i64_839 : i64 to i32
      %c-1_i32_840 = arith.constant -1 : i32
      %c31_i32_841 = arith.constant 31 : i32
      %851 = nvvm.shfl.sync  idx %c-1_i32_840, %846, %850, %c31_i32_841 : f32 -> f32
      memref.store %851, %alloca_160[] : memref<f32>
      %852 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_842 = gpu.thread_id  x
      %853 = arith.index_cast %thread_id_x_842 : index to i64
      %c32_i64_843 = arith.constant 32 : i64
      %854 = arith.remsi %853, %c32_i64_843 : i64
      %855 = arith.trunci %854 : i64 to i32
      %c12_i64_844 = arith.constant 12 : i64
      %856 = arith.trunci %c12_i64_844 : i64 to i32
      %c-1_i32_845 = arith.constant -1 : i32
      %c31_i32_846 = arith.constant 31 : i32
      %857 = nvvm.shfl.sync  idx %c-1_i32_845, %852, %856, %c31_i32_846 : f32 -> f32
      memref.store %857, %alloca_161[] : memref<f32>
      %858 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_847 = gpu.thread_id  x
      %859 = arith.index_cast %thread_id_x_847 : index to i64
      %c32_i64_848 = arith.constant 32 : i64
      %860 = arith.remsi %859, %c32_i64_848 : i64
      %861 = arith.trunci %860 : i64 to i32
      %c13_i64_849 = arith.constant 13 : i64
      %862 = arith.trunci %c13_i64_849 : i64 to i32
      %c-1_i32_850 = arith.constant -1 : i32
      %c31_i32_851 = arith.constant 31 : i32
      %863 = nvvm.shfl.sync  idx %c-1_i32_850, %858, %862, %c31_i32_851 : f32 -> f32
      memref.store %863, %alloca_162[] : memref<f32>
      %864 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_852 = gpu.thread_id  x
      %865 = arith.index_cast %thread_id_x_852 : index to i64
      %c32_i64_853 = arith.constant 32 : i64
      %866 = arith.remsi %865, %c32_i64_853 : i64
      %867 = arith.trunci %866 : i64 to i32
      %c14_i64_854 = arith.constant 14 : i64
      %868 = arith.trunci %c14_i64_854 : i64 to i32
      %c-1_i32_855 = arith.constant -1 : i32
      %c31_i32_856 = arith.constant 31 : i32
      %869 = nvvm.shfl.sync  idx %c-1_i32_855, %864, %868, %c31_i32_856 : f32 -> f32
      memref.store %869, %alloca_163[] : memref<f32>
      %870 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_857 = gpu.thread_id  x
      %871 = arith.index_cast %thread_id_x_857 : index to i64
      %c32_i64_858 = arith.constant 32 : i64
      %872 = arith.remsi %871, %c32_i64_858 : i64
      %873 = arith.trunci %872 : i64 to i32
      %c15_i64_859 = arith.constant 15 : i64
      %874 = arith.trunci %c15_i64_859 : i64 to i32
      %c-1_i32_860 = arith.constant -1 : i32
      %c31_i32_861 = arith.constant 31 : i32
      %875 = nvvm.shfl.sync  idx %c-1_i32_860, %870, %874, %c31_i32_861 : f32 -> f32
      memref.store %875, %alloca_164[] : memref<f32>
      %876 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_862 = gpu.thread_id  x
      %877 = arith.index_cast %thread_id_x_862 : index to i64
      %c32_i64_863 = arith.constant 32 : i64
      %878 = arith.remsi %877, %c32_i64_863 : i64
      %879 = arith.trunci %878 : i64 to i32
      %c16_i64_864 = arith.constant 16 : i64
      %880 = arith.trunci %c16_i64_864 : i64 to i32
      %c-1_i32_865 = arith.constant -1 : i32
      %c31_i32_866 = arith.constant 31 : i32
      %881 = nvvm.shfl.sync  idx %c-1_i32_865, %876, %880, %c31_i32_866 : f32 -> f32
      memref.store %881, %alloca_165[] : memref<f32>
      %882 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_867 = gpu.thread_id  x
      %883 = arith.index_cast %thread_id_x_867 : index to i64
      %c32_i64_868 = arith.constant 32 : i64
      %884 = arith.remsi %883, %c32_i64_868 : i64
      %885 = arith.trunci %884 : i64 to i32
      %c17_i64_869 = arith.constant 17 : i64
      %886 = arith.trunci %c17_i64_869 : i64 to i32
      %c-1_i32_870 = arith.constant -1 : i32
      %c31_i32_871 = arith.constant 31 : i32
      %887 = nvvm.shfl.sync  idx %c-1_i32_870, %882, %886, %c31_i32_871 : f32 -> f32
      memref.store %887, %alloca_166[] : memref<f32>
      %888 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_872 = gpu.thread_id  x
      %889 = arith.index_cast %thread_id_x_872 : index to i64
      %c32_i64_873 = arith.constant 32 : i64
      %890 = arith.remsi %889, %c32_i64_873 : i64
      %891 = arith.trunci %890 : i64 to i32
      %c18_i64_874 = arith.constant 18 : i64
      %892 = arith.trunci %c18_i64_874 : i64 to i32
      %c-1_i32_875 = arith.constant -1 : i32
      %c31_i32_876 = arith.constant 31 : i32
      %893 = nvvm.shfl.sync  idx %c-1_i32_875, %888, %892, %c31_i32_876 : f32 -> f32
      memref.store %893, %alloca_167[] : memref<f32>
      %894 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_877 = gpu.thread_id  x
      %895 = arith.index_cast %thread_id_x_877 : index to i64
      %c32_i64_878 = arith.constant 32 : i64
      %896 = arith.remsi %895, %c32_i64_878 : i64
      %897 = arith.trunci %896 : i64 to i32
      %c19_i64_879 = arith.constant 19 : i64
      %898 = arith.trunci %c19_i64_879 : i64 to i32
      %c-1_i32_880 = arith.constant -1 : i32
      %c31_i32_881 = arith.constant 31 : i32
      %899 = nvvm.shfl.sync  idx %c-1_i32_880, %894, %898, %c31_i32_881 : f32 -> f32
      memref.store %899, %alloca_168[] : memref<f32>
      %900 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_882 = gpu.thread_id  x
      %901 = arith.index_cast %thread_id_x_882 : index to i64
      %c32_i64_883 = arith.constant 32 : i64
      %902 = arith.remsi %901, %c32_i64_883 : i64
      %903 = arith.trunci %902 : i64 to i32
      %c20_i64_884 = arith.constant 20 : i64
      %904 = arith.trunci %c20_i64_884 : i64 to i32
      %c-1_i32_885 = arith.constant -1 : i32
      %c31_i32_886 = arith.constant 31 : i32
      %905 = nvvm.shfl.sync  idx %c-1_i32_885, %900, %904, %c31_i32_886 : f32 -> f32
      memref.store %905, %alloca_169[] : memref<f32>
      %906 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_887 = gpu.thread_id  x
      %907 = arith.index_cast %thread_id_x_887 : index to i64
      %c32_i64_888 = arith.constant 32 : i64
      %908 = arith.remsi %907, %c32_i64_888 : i64
      %909 = arith.trunci %908 : i64 to i32
      %c21_i64_889 = arith.constant 21 : i64
      %910 = arith.trunci %c21_i64_889 : i64 to i32
      %c-1_i32_890 = arith.constant -1 : i32
      %c31_i32_891 = arith.constant 31 : i32
      %911 = nvvm.shfl.sync  idx %c-1_i32_890, %906, %910, %c31_i32_891 : f32 -> f32
      memref.store %911, %alloca_170[] : memref<f32>
      %912 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_892 = gpu.thread_id  x
      %913 = arith.index_cast %thread_id_x_892 : index to i64
      %c32_i64_893 = arith.constant 32 : i64
      %914 = arith.remsi %913, %c32_i64_893 : i64
      %915 = arith.trunci %914 : i64 to i32
      %c22_i64_894 = arith.constant 22 : i64
      %916 = arith.trunci %c22_i64_894 : i64 to i32
      %c-1_i32_895 = arith.constant -1 : i32
      %c31_i32_896 = arith.constant 31 : i32
      %917 = nvvm.shfl.sync  idx %c-1_i32_895, %912, %916, %c31_i32_896 : f32 -> f32
      memref.store %917, %alloca_171[] : memref<f32>
      %918 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_897 = gpu.thread_id  x
      %919 = arith.index_cast %thread_id_x_897 : index to i64
      %c32_i64_898 = arith.constant 32 : i64
      %920 = arith.remsi %919, %c32_i64_898 : i64
      %921 = arith.trunci %920 : i64 to i32
      %c23_i64_899 = arith.constant 23 : i64
      %922 = arith.trunci %c23_i64_899 : i64 to i32
      %c-1_i32_900 = arith.constant -1 : i32
      %c31_i32_901 = arith.constant 31 : i32
      %923 = nvvm.shfl.sync  idx %c-1_i32_900, %918, %922, %c31_i32_901 : f32 -> f32
      memref.store %923, %alloca_172[] : memref<f32>
      %924 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_902 = gpu.thread_id  x
      %925 = arith.index_cast %thread_id_x_902 : index to i64
      %c32_i64_903 = arith.constant 32 : i64
      %926 = arith.remsi %925, %c32_i64_903 : i64
      %927 = arith.trunci %926 : i64 to i32
      %c24_i64_904 = arith.constant 24 : i64
      %928 = arith.trunci %c24_i64_904 : i64 to i32
      %c-1_i32_905 = arith.constant -1 : i32
      %c31_i32_906 = arith.constant 31 : i32
      %929 = nvvm.shfl.sync  idx %c-1_i32_905, %924, %928, %c31_i32_906 : f32 -> f32
      memref.store %929, %alloca_173[] : memref<f32>
      %930 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_907 = gpu.thread_id  x
      %931 = arith.index_cast %thread_id_x_907 : index to i64
      %c32_i64_908 = arith.constant 32 : i64
      %932 = arith.remsi %931, %c32_i64_908 : i64
      %933 = arith.trunci %932 : i64 to i32
      %c25_i64_909 = arith.constant 25 : i64
      %934 = arith.trunci %c25_i64_909 : i64 to i32
      %c-1_i32_910 = arith.constant -1 : i32
      %c31_i32_911 = arith.constant 31 : i32
      %935 = nvvm.shfl.sync  idx %c-1_i32_910, %930, %934, %c31_i32_911 : f32 -> f32
      memref.store %935, %alloca_174[] : memref<f32>
      %936 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_912 = gpu.thread_id  x
      %937 = arith.index_cast %thread_id_x_912 : index to i64
      %c32_i64_913 = arith.constant 32 : i64
      %938 = arith.remsi %937, %c32_i64_913 : i64
      %939 = arith.trunci %938 : i64 to i32
      %c26_i64_914 = arith.constant 26 : i64
      %940 = arith.trunci %c26_i64_914 : i64 to i32
      %c-1_i32_915 = arith.constant -1 : i32
      %c31_i32_916 = arith.constant 31 : i32
      %941 = nvvm.shfl.sync  idx %c-1_i32_915, %936, %940, %c31_i32_916 : f32 -> f32
      memref.store %941, %alloca_175[] : memref<f32>
      %942 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_917 = gpu.thread_id  x
      %943 = arith.index_cast %thread_id_x_917 : index to i64
      %c32_i64_918 = arith.constant 32 : i64
      %944 = arith.remsi %943, %c32_i64_918 : i64
      %945 = arith.trunci %944 : i64 to i32
      %c27_i64_919 = arith.constant 27 : i64
      %946 = arith.trunci %c27_i64_919 : i64 to i32
      %c-1_i32_920 = arith.constant -1 : i32
      %c31_i32_921 = arith.constant 31 : i32
      %947 = nvvm.shfl.sync  idx %c-1_i32_920, %942, %946, %c31_i32_921 : f32 -> f32
      memref.store %947, %alloca_176[] : memref<f32>
      %948 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_922 = gpu.thread_id  x
      %949 = arith.index_cast %thread_id_x_922 : index to i64
      %c32_i64_923 = arith.constant 32 : i64
      %950 = arith.remsi %949, %c32_i64_923 : i64
      %951 = arith.trunci %950 : i64 to i32
      %c28_i64_924 = arith.constant 28 : i64
      %952 = arith.trunci %c28_i64_924 : i64 to i32
      %c-1_i32_925 = arith.constant -1 : i32
      %c31_i32_926 = arith.constant 31 : i32
      %953 = nvvm.shfl.sync  idx %c-1_i32_925, %948, %952, %c31_i32_926 : f32 -> f32
      memref.store %953, %alloca_177[] : memref<f32>
      %954 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_927 = gpu.thread_id  x
      %955 = arith.index_cast %thread_id_x_927 : index to i64
      %c32_i64_928 = arith.constant 32 : i64
      %956 = arith.remsi %955, %c32_i64_928 : i64
      %957 = arith.trunci %956 : i64 to i32
      %c29_i64_929 = arith.constant 29 : i64
      %958 = arith.trunci %c29_i64_929 : i64 to i32
      %c-1_i32_930 = arith.constant -1 : i32
      %c31_i32_931 = arith.constant 31 : i32
      %959 = nvvm.shfl.sync  idx %c-1_i32_930, %954, %958, %c31_i32_931 : f32 -> f32
      memref.store %959, %alloca_178[] : memref<f32>
      %960 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_932 = gpu.thread_id  x
      %961 = arith.index_cast %thread_id_x_932 : index to i64
      %c32_i64_933 = arith.constant 32 : i64
      %962 = arith.remsi %961, %c32_i64_933 : i64
      %963 = arith.trunci %962 : i64 to i32
      %c30_i64_934 = arith.constant 30 : i64
      %964 = arith.trunci %c30_i64_934 : i64 to i32
      %c-1_i32_935 = arith.constant -1 : i32
      %c31_i32_936 = arith.constant 31 : i32
      %965 = nvvm.shfl.sync  idx %c-1_i32_935, %960, %964, %c31_i32_936 : f32 -> f32
      memref.store %965, %alloca_179[] : memref<f32>
      %966 = memref.load %alloca_52[] : memref<f32>
      %thread_id_x_937 = gpu.thread_id  x
      %967 = arith.index_cast %thread_id_x_937 : index to i64
      %c32_i64_938 = arith.constant 32 : i64
      %968 = arith.remsi %967, %c32_i64_938 : i64
      %969 = arith.trunci %968 : i64 to i32
      %c31_i64_939 = arith.constant 31 : i64
      %970 = arith.trunci %c31_i64_939 : i64 to i32
      %c-1_i32_940 = arith.constant -1 : i32
      %c31_i32_941 = arith.constant 31 : i32
      %971 = nvvm.shfl.sync  idx %c-1_i32_940, %966, %970, %c31_i32_941 : f32 -> f32
      memref.store %971, %alloca_180[] : memref<f32>
      %972 = memref.load %alloca_60[] : memref<f32>
      %973 = memref.load %alloca_59[] : memref<f32>
      %974 = memref.load %alloca_58[] : memref<f32>
      %975 = memref.load %alloca_57[] : memref<f32>
      %976 = memref.load %alloca_56[] : memref<f32>
      %977 = memref.load %alloca_55[] : memref<f32>
      %978 = memref.load %alloca_54[] : memref<f32>
      %979 = memref.load %alloca_53[] : memref<f32>
      %980 = llvm.intr.fma(%58, %979, %128) : (f32, f32, f32) -> f32
      %981 = llvm.intr.fma(%63, %978, %980) : (f32, f32, f32) -> f32
      %982 = llvm.intr.fma(%68, %977, %981) : (f32, f32, f32) -> f32
      %983 = llvm.intr.fma(%73, %976, %982) : (f32, f32, f32) -> f32
      %984 = llvm.intr.fma(%78, %975, %983) : (f32, f32, f32) -> f32
      %985 = llvm.intr.fma(%83, %974, %984) : (f32, f32, f32) -> f32
      %986 = llvm.intr.fma(%88, %973, %985) : (f32, f32, f32) -> f32
      %987 = llvm.intr.fma(%93, %972, %986) : (f32, f32, f32) -> f32
      %988 = memref.load %alloca_68[] : memref<f32>
      %989 = memref.load %alloca_67[] : memref<f32>
      %990 = memref.load %alloca_66[] : memref<f32>
      %991 = memref.load %alloca_65[] : memref<f32>
      %992 = memref.load %alloca_64[] : memref<f32>
      %993 = memref.load %alloca_63[] : memref<f32>
      %994 = memref.load %alloca_62[] : memref<f32>
      %995 = memref.load %alloca_61[] : memref<f32>
      %996 = llvm.intr.fma(%58, %995, %133) : (f32, f32, f32) -> f32
      %997 = llvm.intr.fma(%63, %994, %996) : (f32, f32, f32) -> f32
      %998 = llvm.intr.fma(%68, %993, %997) : (f32, f32, f32) -> f32
      %999 = llvm.intr.fma(%73, %992, %998) : (f32, f32, f32) -> f32
      %1000 = llvm.intr.fma(%78, %991, %999) : (f32, f32, f32) -> f32
      %1001 = llvm.intr.fma(%83, %990, %1000) : (f32, f32, f32) -> f32
      %1002 = llvm.intr.fma(%88, %989, %1001) : (f32, f32, f32) -> f32
      %1003 = llvm.intr.fma(%93, %988, %1002) : (f32, f32, f32) -> f32
      %1004 = memref.load %alloca_76[] : memref<f32>
      %1005 = memref.load %alloca_75[] : memref<f32>
      %1006 = memref.load %alloca_74[] : memref<f32>
      %1007 = memref.load %alloca_73[] : memref<f32>
      %1008 = memref.load %alloca_72[] : memref<f32>
      %1009 = memref.load %alloca_71[] : memref<f32>
      %1010 = memref.load %alloca_70[] : memref<f32>
      %1011 = memref.load %alloca_69[] : memref<f32>
      %1012 = llvm.intr.fma(%58, %1011, %138) : (f32, f32, f32) -> f32
      %1013 = llvm.intr.fma(%63, %1010, %1012) : (f32, f32, f32) -> f32
      %1014 = llvm.intr.fma(%68, %1009, %1013) : (f32, f32, f32) -> f32
      %1015 = llvm.intr.fma(%73, %1008, %1014) : (f32, f32, f32) -> f32
      %1016 = llvm.intr.fma(%78, %1007, %1015) : (f32, f32, f32) -> f32
      %1017 = llvm.intr.fma(%83, %1006, %1016) : (f32, f32, f32) -> f32
      %1018 = llvm.intr.fma(%88, %1005, %1017) : (f32, f32, f32) -> f32
      %1019 = llvm.intr.fma(%93, %1004, %1018) : (f32, f32, f32) -> f32
      %1020 = memref.load %alloca_84[] : memref<f32>
      %1021 = memref.load %alloca_83[] : memref<f32>
      %1022 = memref.load %alloca_82[] : memref<f32>
      %1023 = memref.load %alloca_81[] : memref<f32>
      %1024 = memref.load %alloca_80[] : memref<f32>
      %1025 = memref.load %alloca_79[] : memref<f32>
      %1026 = memref.load %alloca_78[] : memref<f32>
      %1027 = memref.load %alloca_77[] : memref<f32>
      %1028 = llvm.intr.fma(%58, %1027, %143) : (f32, f32, f32) -> f32
      %1029 = llvm.intr.fma(%63, %1026, %1028) : (f32, f32, f32) -> f32
      %1030 = llvm.intr.fma(%68, %1025, %1029) : (f32, f32, f32) -> f32
      %1031 = llvm.intr.fma(%73, %1024, %1030) : (f32, f32, f32) -> f32
      %1032 = llvm.intr.fma(%78, %1023, %1031) : (f32, f32, f32) -> f32
      %1033 = llvm.intr.fma(%83, %1022, %1032) : (f32, f32, f32) -> f32
      %1034 = llvm.intr.fma(%88, %1021, %1033) : (f32, f32, f32) -> f32
      %1035 = llvm.intr.fma(%93, %1020, %1034) : (f32, f32, f32) -> f32
      %1036 = memref.load %alloca_92[] : memref<f32>
      %1037 = memref.load %alloca_91[] : memref<f32>
      %1038 = memref.load %alloca_90[] : memref<f32>
      %1039 = memref.load %alloca_89[] : memref<f32>
      %1040 = memref.load %alloca_88[] : memref<f32>
      %1041 = memref.load %alloca_87[] : memref<f32>
      %1042 = memref.load %alloca_86[] : memref<f32>
      %1043 = memref.load %alloca_85[] : memref<f32>
      %1044 = llvm.intr.fma(%58, %1043, %148) : (f32, f32, f32) -> f32
      %1045 = llvm.intr.fma(%63, %1042, %1044) : (f32, f32, f32) -> f32
      %1046 = llvm.intr.fma(%68, %1041, %1045) : (f32, f32, f32) -> f32
      %1047 = llvm.intr.fma(%73, %1040, %1046) : (f32, f32, f32) -> f32
      %1048 = llvm.intr.fma(%78, %1039, %1047) : (f32, f32, f32) -> f32
      %1049 = llvm.intr.fma(%83, %1038, %1048) : (f32, f32, f32) -> f32
      %1050 = llvm.intr.fma(%88, %1037, %1049) : (f32, f32, f32) -> f32
      %1051 = llvm.intr.fma(%93, %1036, %1050) : (f32, f32, f32) -> f32
      %1052 = memref.load %alloca_100[] : memref<f32>
      %1053 = memref.load %alloca_99[] : memref<f32>
      %1054 = memref.load %alloca_98[] : memref<f32>
      %1055 = memref.load %alloca_97[] : memref<f32>
      %1056 = memref.load %alloca_96[] : memref<f32>
      %1057 = memref.load %alloca_95[] : memref<f32>
      %1058 = memref.load %alloca_94[] : memref<f32>
      %1059 = memref.load %alloca_93[] : memref<f32>
      %1060 = llvm.intr.fma(%58, %1059, %153) : (f32, f32, f32) -> f32
      %1061 = llvm.intr.fma(%63, %1058, %1060) : (f32, f32, f32) -> f32
      %1062 = llvm.intr.fma(%68, %1057, %1061) : (f32, f32, f32) -> f32
      %1063 = llvm.intr.fma(%73, %1056, %1062) : (f32, f32, f32) -> f32
      %1064 = llvm.intr.fma(%78, %1055, %1063) : (f32, f32, f32) -> f32
      %1065 = llvm.intr.fma(%83, %1054, %1064) : (f32, f32, f32) -> f32
      %1066 = llvm.intr.fma(%88, %1053, %1065) : (f32, f32, f32) -> f32
      %1067 = llvm.intr.fma(%93, %1052, %1066) : (f32, f32, f32) -> f32
      %1068 = memref.load %alloca_108[] : memref<f32>
      %1069 = memref.load %alloca_107[] : memref<f32>
      %1070 = memref.load %alloca_106[] : memref<f32>
      %1071 = memref.load %alloca_105[] : memref<f32>
      %1072 = memref.load %alloca_104[] : memref<f32>
      %1073 = memref.load %alloca_103[] : memref<f32>
      %1074 = memref.load %alloca_102[] : memref<f32>
      %1075 = memref.load %alloca_101[] : memref<f32>
      %1076 = llvm.intr.fma(%58, %1075, %158) : (f32, f32, f32) -> f32
      %1077 = llvm.intr.fma(%63, %1074, %1076) : (f32, f32, f32) -> f32
      %1078 = llvm.intr.fma(%68, %1073, %1077) : (f32, f32, f32) -> f32
      %1079 = llvm.intr.fma(%73, %1072, %1078) : (f32, f32, f32) -> f32
      %1080 = llvm.intr.fma(%78, %1071, %1079) : (f32, f32, f32) -> f32
      %1081 = llvm.intr.fma(%83, %1070, %1080) : (f32, f32, f32) -> f32
      %1082 = llvm.intr.fma(%88, %1069, %1081) : (f32, f32, f32) -> f32
      %1083 = llvm.intr.fma(%93, %1068, %1082) : (f32, f32, f32) -> f32
      %1084 = memref.load %alloca_116[] : memref<f32>
      %1085 = memref.load %alloca_115[] : memref<f32>
      %1086 = memref.load %alloca_114[] : memref<f32>
      %1087 = memref.load %alloca_113[] : memref<f32>
      %1088 = memref.load %alloca_112[] : memref<f32>
      %1089 = memref.load %alloca_111[] : memref<f32>
      %1090 = memref.load %alloca_110[] : memref<f32>
      %1091 = memref.load %alloca_109[] : memref<f32>
      %1092 = llvm.intr.fma(%58, %1091, %163) : (f32, f32, f32) -> f32
      %1093 = llvm.intr.fma(%63, %1090, %1092) : (f32, f32, f32) -> f32
      %1094 = llvm.intr.fma(%68, %1089, %1093) : (f32, f32, f32) -> f32
      %1095 = llvm.intr.fma(%73, %1088, %1094) : (f32, f32, f32) -> f32
      %1096 = llvm.intr.fma(%78, %1087, %1095) : (f32, f32, f32) -> f32
      %1097 = llvm.intr.fma(%83, %1086, %1096) : (f32, f32, f32) -> f32
      %1098 = llvm.intr.fma(%88, %1085, %1097) : (f32, f32, f32) -> f32
      %1099 = llvm.intr.fma(%93, %1084, %1098) : (f32, f32, f32) -> f32
      %1100 = memref.load %alloca_124[] : memref<f32>
      %1101 = memref.load %alloca_123[] : memref<f32>
      %1102 = memref.load %alloca_122[] : memref<f32>
      %1103 = memref.load %alloca_121[] : memref<f32>
      %1104 = memref.load %alloca_120[] : memref<f32>
      %1105 = memref.load %alloca_119[] : memref<f32>
      %1106 = memref.load %alloca_118[] : memref<f32>
      %1107 = memref.load %alloca_117[] : memref<f32>
      %1108 = llvm.intr.fma(%58, %1107, %168) : (f32, f32, f32) -> f32
      %1109 = llvm.intr.fma(%63, %1106, %1108) : (f32, f32, f32) -> f32
      %1110 = llvm.intr.fma(%68, %1105, %1109) : (f32, f32, f32) -> f32
      %1111 = llvm.intr.fma(%73, %1104, %1110) : (f32, f32, f32) -> f32
      %1112 = llvm.intr.fma(%78, %1103, %1111) : (f32, f32, f32) -> f32
      %1113 = llvm.intr.fma(%83, %1102, %1112) : (f32, f32, f32) -> f32
      %1114 = llvm.intr.fma(%88, %1101, %1113) : (f32, f32, f32) -> f32
      %1115 = llvm.intr.fma(%93, %1100, %1114) : (f32, f32, f32) -> f32
      %1116 = memref.load %alloca_132[] : memref<f32>
      %1117 = memref.load %alloca_131[] : memref<f32>
      %1118 = memref.load %alloca_130[] : memref<f32>
      %1119 = memref.load %alloca_129[] : memref<f32>
      %1120 = memref.load %alloca_128[] : memref<f32>
      %1121 = memref.load %alloca_127[] : memref<f32>
      %1122 = memref.load %alloca_126[] : memref<f32>
      %1123 = memref.load %alloca_125[] : memref<f32>
      %1124 = llvm.intr.fma(%58, %1123, %173) : (f32, f32, f32) -> f32
      %1125 = llvm.intr.fma(%63, %1122, %1124) : (f32, f32, f32) -> f32
      %1126 = llvm.intr.fma(%68, %1121, %1125) : (f32, f32, f32) -> f32
      %1127 = llvm.intr.fma(%73, %1120, %1126) : (f32, f32, f32) -> f32
      %1128 = llvm.intr.fma(%78, %1119, %1127) : (f32, f32, f32) -> f32
      %1129 = llvm.intr.fma(%83, %1118, %1128) : (f32, f32, f32) -> f32
      %1130 = llvm.intr.fma(%88, %1117, %1129) : (f32, f32, f32) -> f32
      %1131 = llvm.intr.fma(%93, %1116, %1130) : (f32, f32, f32) -> f32
      %1132 = memref.load %alloca_140[] : memref<f32>
      %1133 = memref.load %alloca_139[] : memref<f32>
      %1134 = memref.load %alloca_138[] : memref<f32>
      %1135 = memref.load %alloca_137[] : memref<f32>
      %1136 = memref.load %alloca_136[] : memref<f32>
      %1137 = memref.load %alloca_135[] : memref<f32>
      %1138 = memref.load %alloca_134[] : memref<f32>
      %1139 = memref.load %alloca_133[] : memref<f32>
      %1140 = llvm.intr.fma(%58, %1139, %178) : (f32, f32, f32) -> f32
      %1141 = llvm.intr.fma(%63, %1138, %1140) : (f32, f32, f32) -> f32
      %1142 = llvm.intr.fma(%68, %1137, %1141) : (f32, f32, f32) -> f32
      %1143 = llvm.intr.fma(%73, %1136, %1142) : (f32, f32, f32) -> f32
      %1144 = llvm.intr.fma(%78, %1135, %1143) : (f32, f32, f32) -> f32
      %1145 = llvm.intr.fma(%83, %1134, %1144) : (f32, f32, f32) -> f32
      %1146 = llvm.intr.fma(%88, %1133, %1145) : (f32, f32, f32) -> f32
      %1147 = llvm.intr.fma(%93, %1132, %1146) : (f32, f32, f32) -> f32
      %1148 = memref.load %alloca_148[] : memref<f32>
      %1149 = memref.load %alloca_147[] : memref<f32>
      %1150 = memref.load %alloca_146[] : memref<f32>
      %1151 = memref.load %alloca_145[] : memref<f32>
      %1152 = memref.load %alloca_144[] : memref<f32>
      %1153 = memref.load %alloca_143[] : memref<f32>
      %1154 = memref.load %alloca_142[] : memref<f32>
      %1155 = memref.load %alloca_141[] : memref<f32>
      %1156 = llvm.intr.fma(%58, %1155, %183) : (f32, f32, f32) -> f32
      %1157 = llvm.intr.fma(%63, %1154, %1156) : (f32, f32, f32) -> f32
      %1158 = llvm.intr.fma(%68, %1153, %1157) : (f32, f32, f32) -> f32
      %1159 = llvm.intr.fma(%73, %1152, %1158) : (f32, f32, f32) -> f32
      %1160 = llvm.intr.fma(%78, %1151, %1159) : (f32, f32, f32) -> f32
      %1161 = llvm.intr.fma(%83, %1150, %1160) : (f32, f32, f32) -> f32
      %1162 = llvm.intr.fma(%88, %1149, %1161) : (f32, f32, f32) -> f32
      %1163 = llvm.intr.fma(%93, %1148, %1162) : (f32, f32, f32) -> f32
      %1164 = memref.load %alloca_156[] : memref<f32>
      %1165 = memref.load %alloca_155[] : memref<f32>
      %1166 = memref.load %alloca_154[] : memref<f32>
      %1167 = memref.load %alloca_153[] : memref<f32>
      %1168 = memref.load %alloca_152[] : memref<f32>
      %1169 = memref.load %alloca_151[] : memref<f32>
      %1170 = memref.load %alloca_150[] : memref<f32>
      %1171 = memref.load %alloca_149[] : memref<f32>
      %1172 = llvm.intr.fma(%58, %1171, %188) : (f32, f32, f32) -> f32
      %1173 = llvm.intr.fma(%63, %1170, %1172) : (f32, f32, f32) -> f32
      %1174 = llvm.intr.fma(%68, %1169, %1173) : (f32, f32, f32) -> f32
      %1175 = llvm.intr.fma(%73, %1168, %1174) : (f32, f32, f32) -> f32
      %1176 = llvm.intr.fma(%78, %1167, %1175) : (f32, f32, f32) -> f32
      %1177 = llvm.intr.fma(%83, %1166, %1176) : (f32, f32, f32) -> f32
      %1178 = llvm.intr.fma(%88, %1165, %1177) : (f32, f32, f32) -> f32
      %1179 = llvm.intr.fma(%93, %1164, %1178) : (f32, f32, f32) -> f32
      %1180 = memref.load %alloca_164[] : memref<f32>
      %1181 = memref.load %alloca_163[] : memref<f32>
      %1182 = memref.load %alloca_162[] : memref<f32>
      %1183 = memref.load %alloca_161[] : memref<f32>
      %1184 = memref.load %alloca_160[] : memref<f32>
      %1185 = memref.load %alloca_159[] : memref<f32>
      %1186 = memref.load %alloca_158[] : memref<f32>
      %1187 = memref.load %alloca_157[] : memref<f32>
      %1188 = llvm.intr.fma(%58, %1187, %193) : (f32, f32, f32) -> f32
      %1189 = llvm.intr.fma(%63, %1186, %1188) : (f32, f32, f32) -> f32
      %1190 = llvm.intr.fma(%68, %1185, %1189) : (f32, f32, f32) -> f32
      %1191 = llvm.intr.fma(%73, %1184, %1190) : (f32, f32, f32) -> f32
      %1192 = llvm.intr.fma(%78, %1183, %1191) : (f32, f32, f32) -> f32
      %1193 = llvm.intr.fma(%83, %1182, %1192) : (f32, f32, f32) -> f32
      %1194 = llvm.intr.fma(%88, %1181, %1193) : (f32, f32, f32) -> f32
      %1195 = llvm.intr.fma(%93, %1180, %1194) : (f32, f32, f32) -> f32
      %1196 = memref.load %alloca_172[] : memref<f32>
      %1197 = memref.load %alloca_171[] : memref<f32>
      %1198 = memref.load %alloca_170[] : memref<f32>
      %1199 = memref.load %alloca_169[] : memref<f32>
      %1200 = memref.load %alloca_168[] : memref<f32>
      %1201 = memref.load %alloca_167[] : memref<f32>
      %1202 = memref.load %alloca_166[] : memref<f32>
      %1203 = memref.load %alloca_165[] : memref<f32>
      %1204 = llvm.intr.fma(%58, %1203, %198) : (f32, f32, f32) -> f32
      %1205 = llvm.intr.fma(%63, %1202, %1204) : (f32, f32, f32) -> f32
      %1206 = llvm.intr.fma(%68, %1201, %1205) : (f32, f32, f32) -> f32
      %1207 = llvm.intr.fma(%73, %1200, %1206) : (f32, f32, f32) -> f32
      %1208 = llvm.intr.fma(%78, %1199, %1207) : (f32, f32, f32) -> f32
      %1209 = llvm.intr.fma(%83, %1198, %1208) : (f32, f32, f32) -> f32
      %1210 = llvm.intr.fma(%88, %1197, %1209) : (f32, f32, f32) -> f32
      %1211 = llvm.intr.fma(%93, %1196, %1210) : (f32, f32, f32) -> f32
      %1212 = memref.load %alloca_180[] : memref<f32>
      %1213 = memref.load %alloca_179[] : memref<f32>
      %1214 = memref.load %alloca_178[] : memref<f32>
      %1215 = memref.load %alloca_177[] : memref<f32>
      %1216 = memref.load %alloca_176[] : memref<f32>
      %1217 = memref.load %alloca_175[] : memref<f32>
      %1218 = memref.load %alloca_174[] : memref<f32>
      %1219 = memref.load %alloca_173[] : memref<f32>
      %1220 = llvm.intr.fma(%58, %1219, %203) : (f32, f32, f32) -> f32
      %1221 = llvm.intr.fma(%63, %1218, %1220) : (f32, f32, f32) -> f32
      %1222 = llvm.intr.fma(%68, %1217, %1221) : (f32, f32, f32) -> f32
      %1223 = llvm.intr.fma(%73, %1216, %1222) : (f32, f32, f32) -> f32
      %1224 = llvm.intr.fma(%78, %1215, %1223) : (f32, f32, f32) -> f32
      %1225 = llvm.intr.fma(%83, %1214, %1224) : (f32, f32, f32) -> f32
      %1226 = llvm.intr.fma(%88, %1213, %1225) : (f32, f32, f32) -> f32
      %1227 = llvm.intr.fma(%93, %1212, %1226) : (f32, f32, f32) -> f32
      %cst_942 = arith.constant 2.000000e+00 : f32
      %1228 = arith.mulf %cst_942, %987 : f32
      %cst_943 = arith.constant 2.000000e+00 : f32
      %1229 = arith.mulf %cst_943, %1003 : f32
      %cst_944 = arith.constant 2.000000e+00 : f32
      %1230 = arith.mulf %cst_944, %1019 : f32
      %cst_945 = arith.constant 2.000000e+00 : f32
      %1231 = arith.mulf %cst_945, %1035 : f32
      %cst_946 = arith.constant 2.000000e+00 : f32
      %1232 = arith.mulf %cst_946, %1051 : f32
      %cst_947 = arith.constant 2.000000e+00 : f32
      %1233 = arith.mulf %cst_947, %1067 : f32
      %cst_948 = arith.constant 2.000000e+00 : f32
      %1234 = arith.mulf %cst_948, %1083 : f32
      %cst_949 = arith.constant 2.000000e+00 : f32
      %1235 = arith.mulf %cst_949, %1099 : f32
      %cst_950 = arith.constant 2.000000e+00 : f32
      %1236 = arith.mulf %cst_950, %1115 : f32
      %cst_951 = arith.constant 2.000000e+00 : f32
      %1237 = arith.mulf %cst_951, %1131 : f32
      %cst_952 = arith.constant 2.000000e+00 : f32
      %1238 = arith.mulf %cst_952, %1147 : f32
      %cst_953 = arith.constant 2.000000e+00 : f32
      %1239 = arith.mulf %cst_953, %1163 : f32
      %cst_954 = arith.constant 2.000000e+00 : f32
      %1240 = arith.mulf %cst_954, %1179 : f32
      %cst_955 = arith.constant 2.000000e+00 : f32
      %1241 = arith.mulf %cst_955, %1195 : f32
      %cst_956 = arith.constant 2.000000e+00 : f32
      %1242 = arith.mulf %cst_956, %1211 : f32
      %cst_957 = arith.constant 2.000000e+00 : f32
      %1243 = arith.mulf %cst_957, %1227 : f32
      %1244 = arith.subf %1228, %128 : f32
      %1245 = arith.subf %1229, %133 : f32
      %1246 = arith.subf %1230, %138 : f32
      %1247 = arith.subf %1231, %143 : f32
      %1248 = arith.subf %1232, %148 : f32
      %1249 = arith.subf %1233, %153 : f32
      %1250 = arith.subf %1234, %158 : f32
      %1251 = arith.subf %1235, %163 : f32
      %1252 = arith.subf %1236, %168 : f32
      %1253 = arith.subf %1237, %173 : f32
      %1254 = arith.subf %1238, %178 : f32
      %1255 = arith.subf %1239, %183 : f32
      %1256 = arith.subf %1240, %188 : f32
      %1257 = arith.subf %1241, %193 : f32
      %1258 = arith.subf %1242, %198 : f32
      %1259 = arith.subf %1243, %203 : f32
      %thread_id_x_958 = gpu.thread_id  x
      %1260 = arith.index_cast %thread_id_x_958 : index to i64
      %c32_i64_959 = arith.constant 32 : i64
      %1261 = arith.remsi %1260, %c32_i64_959 : i64
      %1262 = llvm.getelementptr %41[%1261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1244, %1262 : f32, !llvm.ptr<1>
      %thread_id_x_960 = gpu.thread_id  x
      %1263 = arith.index_cast %thread_id_x_960 : index to i64
      %c32_i64_961 = arith.constant 32 : i64
      %1264 = arith.remsi %1263, %c32_i64_961 : i64
      %c32_i64_962 = arith.constant 32 : i64
      %1265 = arith.addi %1264, %c32_i64_962 : i64
      %1266 = llvm.getelementptr %41[%1265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1245, %1266 : f32, !llvm.ptr<1>
      %thread_id_x_963 = gpu.thread_id  x
      %1267 = arith.index_cast %thread_id_x_963 : index to i64
      %c32_i64_964 = arith.constant 32 : i64
      %1268 = arith.remsi %1267, %c32_i64_964 : i64
      %c64_i64_965 = arith.constant 64 : i64
      %1269 = arith.addi %1268, %c64_i64_965 : i64
      %1270 = llvm.getelementptr %41[%1269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1246, %1270 : f32, !llvm.ptr<1>
      %thread_id_x_966 = gpu.thread_id  x
      %1271 = arith.index_cast %thread_id_x_966 : index to i64
      %c32_i64_967 = arith.constant 32 : i64
      %1272 = arith.remsi %1271, %c32_i64_967 : i64
      %c96_i64_968 = arith.constant 96 : i64
      %1273 = arith.addi %1272, %c96_i64_968 : i64
      %1274 = llvm.getelementptr %41[%1273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1247, %1274 : f32, !llvm.ptr<1>
      %thread_id_x_969 = gpu.thread_id  x
      %1275 = arith.index_cast %thread_id_x_969 : index to i64
      %c32_i64_970 = arith.constant 32 : i64
      %1276 = arith.remsi %1275, %c32_i64_970 : i64
      %c128_i64_971 = arith.constant 128 : i64
      %1277 = arith.addi %1276, %c128_i64_971 : i64
      %1278 = llvm.getelementptr %41[%1277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1248, %1278 : f32, !llvm.ptr<1>
      %thread_id_x_972 = gpu.thread_id  x
      %1279 = arith.index_cast %thread_id_x_972 : index to i64
      %c32_i64_973 = arith.constant 32 : i64
      %1280 = arith.remsi %1279, %c32_i64_973 : i64
      %c160_i64_974 = arith.constant 160 : i64
      %1281 = arith.addi %1280, %c160_i64_974 : i64
      %1282 = llvm.getelementptr %41[%1281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1249, %1282 : f32, !llvm.ptr<1>
      %thread_id_x_975 = gpu.thread_id  x
      %1283 = arith.index_cast %thread_id_x_975 : index to i64
      %c32_i64_976 = arith.constant 32 : i64
      %1284 = arith.remsi %1283, %c32_i64_976 : i64
      %c192_i64_977 = arith.constant 192 : i64
      %1285 = arith.addi %1284, %c192_i64_977 : i64
      %1286 = llvm.getelementptr %41[%1285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1250, %1286 : f32, !llvm.ptr<1>
      %thread_id_x_978 = gpu.thread_id  x
      %1287 = arith.index_cast %thread_id_x_978 : index to i64
      %c32_i64_979 = arith.constant 32 : i64
      %1288 = arith.remsi %1287, %c32_i64_979 : i64
      %c224_i64_980 = arith.constant 224 : i64
      %1289 = arith.addi %1288, %c224_i64_980 : i64
      %1290 = llvm.getelementptr %41[%1289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1251, %1290 : f32, !llvm.ptr<1>
      %thread_id_x_981 = gpu.thread_id  x
      %1291 = arith.index_cast %thread_id_x_981 : index to i64
      %c32_i64_982 = arith.constant 32 : i64
      %1292 = arith.remsi %1291, %c32_i64_982 : i64
      %c256_i64_983 = arith.constant 256 : i64
      %1293 = arith.addi %1292, %c256_i64_983 : i64
      %1294 = llvm.getelementptr %41[%1293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1252, %1294 : f32, !llvm.ptr<1>
      %thread_id_x_984 = gpu.thread_id  x
      %1295 = arith.index_cast %thread_id_x_984 : index to i64
      %c32_i64_985 = arith.constant 32 : i64
      %1296 = arith.remsi %1295, %c32_i64_985 : i64
      %c288_i64_986 = arith.constant 288 : i64
      %1297 = arith.addi %1296, %c288_i64_986 : i64
      %1298 = llvm.getelementptr %41[%1297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1253, %1298 : f32, !llvm.ptr<1>
      %thread_id_x_987 = gpu.thread_id  x
      %1299 = arith.index_cast %thread_id_x_987 : index to i64
      %c32_i64_988 = arith.constant 32 : i64
      %1300 = arith.remsi %1299, %c32_i64_988 : i64
      %c320_i64_989 = arith.constant 320 : i64
      %1301 = arith.addi %1300, %c320_i64_989 : i64
      %1302 = llvm.getelementptr %41[%1301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1254, %1302 : f32, !llvm.ptr<1>
      %thread_id_x_990 = gpu.thread_id  x
      %1303 = arith.index_cast %thread_id_x_990 : index to i64
      %c32_i64_991 = arith.constant 32 : i64
      %1304 = arith.remsi %1303, %c32_i64_991 : i64
      %c352_i64_992 = arith.constant 352 : i64
      %1305 = arith.addi %1304, %c352_i64_992 : i64
      %1306 = llvm.getelementptr %41[%1305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1255, %1306 : f32, !llvm.ptr<1>
      %thread_id_x_993 = gpu.thread_id  x
      %1307 = arith.index_cast %thread_id_x_993 : index to i64
      %c32_i64_994 = arith.constant 32 : i64
      %1308 = arith.remsi %1307, %c32_i64_994 : i64
      %c384_i64_995 = arith.constant 384 : i64
      %1309 = arith.addi %1308, %c384_i64_995 : i64
      %1310 = llvm.getelementptr %41[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1256, %1310 : f32, !llvm.ptr<1>
      %thread_id_x_996 = gpu.thread_id  x
      %1311 = arith.index_cast %thread_id_x_996 : index to i64
      %c32_i64_997 = arith.constant 32 : i64
      %1312 = arith.remsi %1311, %c32_i64_997 : i64
      %c416_i64_998 = arith.constant 416 : i64
      %1313 = arith.addi %1312, %c416_i64_998 : i64
      %1314 = llvm.getelementptr %41[%1313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1257, %1314 : f32, !llvm.ptr<1>
      %thread_id_x_999 = gpu.thread_id  x
      %1315 = arith.index_cast %thread_id_x_999 : index to i64
      %c32_i64_1000 = arith.constant 32 : i64
      %1316 = arith.remsi %1315, %c32_i64_1000 : i64
      %c448_i64_1001 = arith.constant 448 : i64
      %1317 = arith.addi %1316, %c448_i64_1001 : i64
      %1318 = llvm.getelementptr %41[%1317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1258, %1318 : f32, !llvm.ptr<1>
      %thread_id_x_1002 = gpu.thread_id  x
      %1319 = arith.index_cast %thread_id_x_1002 : index to i64
      %c32_i64_1003 = arith.constant 32 : i64
      %1320 = arith.remsi %1319, %c32_i64_1003 : i64
      %c480_i64_1004 = arith.constant 480 : i64
      %1321 = arith.addi %1320, %c480_i64_1004 : i64
      %1322 = llvm.getelementptr %41[%1321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1259, %1322 : f32, !llvm.ptr<1>
      %1323 = arith.addf %1244, %1245 : f32
      %1324 = arith.addf %1323, %1246 : f32
      %1325 = arith.addf %1324, %1247 : f32
      %1326 = arith.addf %1325, %1248 : f32
      %1327 = arith.addf %1326, %1249 : f32
      %1328 = arith.addf %1327, %1250 : f32
      %1329 = arith.addf %1328, %1251 : f32
      %1330 = arith.addf %1329, %1252 : f32
      %1331 = arith.addf %1330, %1253 : f32
      %1332 = arith.addf %1331, %1254 : f32
      %1333 = arith.addf %1332, %1255 : f32
      %1334 = arith.addf %1333, %1256 : f32
      %1335 = arith.addf %1334, %1257 : f32
      %1336 = arith.addf %1335, %1258 : f32
      %1337 = arith.addf %1336, %1259 : f32
      %thread_id_x_1005 = gpu.thread_id  x
      %1338 = arith.index_cast %thread_id_x_1005 : index to i64
      %c32_i64_1006 = arith.constant 32 : i64
      %1339 = arith.remsi %1338, %c32_i64_1006 : i64
      %1340 = llvm.getelementptr %43[%1339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1337, %1340 : f32, !llvm.ptr<1>
      %thread_id_x_1007 = gpu.thread_id  x
      %1341 = arith.index_cast %thread_id_x_1007 : index to i64
      %c32_i64_1008 = arith.constant 32 : i64
      %1342 = arith.remsi %1341, %c32_i64_1008 : i64
      %1343 = arith.trunci %1342 : i64 to i32
      %c1_i32 = arith.constant 1 : i32
      %c-1_i32_1009 = arith.constant -1 : i32
      %c31_i32_1010 = arith.constant 31 : i32
      %1344 = nvvm.shfl.sync  bfly %c-1_i32_1009, %1244, %c1_i32, %c31_i32_1010 : f32 -> f32
      %1345 = llvm.intr.maxnum(%1244, %1344) : (f32, f32) -> f32
      %c2_i32 = arith.constant 2 : i32
      %c-1_i32_1011 = arith.constant -1 : i32
      %c31_i32_1012 = arith.constant 31 : i32
      %1346 = nvvm.shfl.sync  bfly %c-1_i32_1011, %1345, %c2_i32, %c31_i32_1012 : f32 -> f32
      %1347 = llvm.intr.maxnum(%1345, %1346) : (f32, f32) -> f32
      %c4_i32 = arith.constant 4 : i32
      %c-1_i32_1013 = arith.constant -1 : i32
      %c31_i32_1014 = arith.constant 31 : i32
      %1348 = nvvm.shfl.sync  bfly %c-1_i32_1013, %1347, %c4_i32, %c31_i32_1014 : f32 -> f32
      %1349 = llvm.intr.maxnum(%1347, %1348) : (f32, f32) -> f32
      %c8_i32 = arith.constant 8 : i32
      %c-1_i32_1015 = arith.constant -1 : i32
      %c31_i32_1016 = arith.constant 31 : i32
      %1350 = nvvm.shfl.sync  bfly %c-1_i32_1015, %1349, %c8_i32, %c31_i32_1016 : f32 -> f32
      %1351 = llvm.intr.maxnum(%1349, %1350) : (f32, f32) -> f32
      %c16_i32 = arith.constant 16 : i32
      %c-1_i32_1017 = arith.constant -1 : i32
      %c31_i32_1018 = arith.constant 31 : i32
      %1352 = nvvm.shfl.sync  bfly %c-1_i32_1017, %1351, %c16_i32, %c31_i32_1018 : f32 -> f32
      %1353 = llvm.intr.maxnum(%1351, %1352) : (f32, f32) -> f32
      memref.store %1353, %alloca_181[] : memref<f32>
      %thread_id_x_1019 = gpu.thread_id  x
      %1354 = arith.index_cast %thread_id_x_1019 : index to i64
      %c32_i64_1020 = arith.constant 32 : i64
      %1355 = arith.remsi %1354, %c32_i64_1020 : i64
      %1356 = arith.trunci %1355 : i64 to i32
      %c1_i32_1021 = arith.constant 1 : i32
      %c-1_i32_1022 = arith.constant -1 : i32
      %c31_i32_1023 = arith.constant 31 : i32
      %1357 = nvvm.shfl.sync  bfly %c-1_i32_1022, %1245, %c1_i32_1021, %c31_i32_1023 : f32 -> f32
      %1358 = llvm.intr.maxnum(%1245, %1357) : (f32, f32) -> f32
      %c2_i32_1024 = arith.constant 2 : i32
      %c-1_i32_1025 = arith.constant -1 : i32
      %c31_i32_1026 = arith.constant 31 : i32
      %1359 = nvvm.shfl.sync  bfly %c-1_i32_1025, %1358, %c2_i32_1024, %c31_i32_1026 : f32 -> f32
      %1360 = llvm.intr.maxnum(%1358, %1359) : (f32, f32) -> f32
      %c4_i32_1027 = arith.constant 4 : i32
      %c-1_i32_1028 = arith.constant -1 : i32
      %c31_i32_1029 = arith.constant 31 : i32
      %1361 = nvvm.shfl.sync  bfly %c-1_i32_1028, %1360, %c4_i32_1027, %c31_i32_1029 : f32 -> f32
      %1362 = llvm.intr.maxnum(%1360, %1361) : (f32, f32) -> f32
      %c8_i32_1030 = arith.constant 8 : i32
      %c-1_i32_1031 = arith.constant -1 : i32
      %c31_i32_1032 = arith.constant 31 : i32
      %1363 = nvvm.shfl.sync  bfly %c-1_i32_1031, %1362, %c8_i32_1030, %c31_i32_1032 : f32 -> f32
      %1364 = llvm.intr.maxnum(%1362, %1363) : (f32, f32) -> f32
      %c16_i32_1033 = arith.constant 16 : i32
      %c-1_i32_1034 = arith.constant -1 : i32
      %c31_i32_1035 = arith.constant 31 : i32
      %1365 = nvvm.shfl.sync  bfly %c-1_i32_1034, %1364, %c16_i32_1033, %c31_i32_1035 : f32 -> f32
      %1366 = llvm.intr.maxnum(%1364, %1365) : (f32, f32) -> f32
      memref.store %1366, %alloca_182[] : memref<f32>
      %thread_id_x_1036 = gpu.thread_id  x
      %1367 = arith.index_cast %thread_id_x_1036 : index to i64
      %c32_i64_1037 = arith.constant 32 : i64
      %1368 = arith.remsi %1367, %c32_i64_1037 : i64
      %1369 = arith.trunci %1368 : i64 to i32
      %c1_i32_1038 = arith.constant 1 : i32
      %c-1_i32_1039 = arith.constant -1 : i32
      %c31_i32_1040 = arith.constant 31 : i32
      %1370 = nvvm.shfl.sync  bfly %c-1_i32_1039, %1246, %c1_i32_1038, %c31_i32_1040 : f32 -> f32
      %1371 = llvm.intr.maxnum(%1246, %1370) : (f32, f32) -> f32
      %c2_i32_1041 = arith.constant 2 : i32
      %c-1_i32_1042 = arith.constant -1 : i32
      %c31_i32_1043 = arith.constant 31 : i32
      %1372 = nvvm.shfl.sync  bfly %c-1_i32_1042, %1371, %c2_i32_1041, %c31_i32_1043 : f32 -> f32
      %1373 = llvm.intr.maxnum(%1371, %1372) : (f32, f32) -> f32
      %c4_i32_1044 = arith.constant 4 : i32
      %c-1_i32_1045 = arith.constant -1 : i32
      %c31_i32_1046 = arith.constant 31 : i32
      %1374 = nvvm.shfl.sync  bfly %c-1_i32_1045, %1373, %c4_i32_1044, %c31_i32_1046 : f32 -> f32
      %1375 = llvm.intr.maxnum(%1373, %1374) : (f32, f32) -> f32
      %c8_i32_1047 = arith.constant 8 : i32
      %c-1_i32_1048 = arith.constant -1 : i32
      %c31_i32_1049 = arith.constant 31 : i32
      %1376 = nvvm.shfl.sync  bfly %c-1_i32_1048, %1375, %c8_i32_1047, %c31_i32_1049 : f32 -> f32
      %1377 = llvm.intr.maxnum(%1375, %1376) : (f32, f32) -> f32
      %c16_i32_1050 = arith.constant 16 : i32
      %c-1_i32_1051 = arith.constant -1 : i32
      %c31_i32_1052 = arith.constant 31 : i32
      %1378 = nvvm.shfl.sync  bfly %c-1_i32_1051, %1377, %c16_i32_1050, %c31_i32_1052 : f32 -> f32
      %1379 = llvm.intr.maxnum(%1377, %1378) : (f32, f32) -> f32
      memref.store %1379, %alloca_183[] : memref<f32>
      %thread_id_x_1053 = gpu.thread_id  x
      %1380 = arith.index_cast %thread_id_x_1053 : index to i64
      %c32_i64_1054 = arith.constant 32 : i64
      %1381 = arith.remsi %1380, %c32_i64_1054 : i64
      %1382 = arith.trunci %1381 : i64 to i32
      %c1_i32_1055 = arith.constant 1 : i32
      %c-1_i32_1056 = arith.constant -1 : i32
      %c31_i32_1057 = arith.constant 31 : i32
      %1383 = nvvm.shfl.sync  bfly %c-1_i32_1056, %1247, %c1_i32_1055, %c31_i32_1057 : f32 -> f32
      %1384 = llvm.intr.maxnum(%1247, %1383) : (f32, f32) -> f32
      %c2_i32_1058 = arith.constant 2 : i32
      %c-1_i32_1059 = arith.constant -1 : i32
      %c31_i32_1060 = arith.constant 31 : i32
      %1385 = nvvm.shfl.sync  bfly %c-1_i32_1059, %1384, %c2_i32_1058, %c31_i32_1060 : f32 -> f32
      %1386 = llvm.intr.maxnum(%1384, %1385) : (f32, f32) -> f32
      %c4_i32_1061 = arith.constant 4 : i32
      %c-1_i32_1062 = arith.constant -1 : i32
      %c31_i32_1063 = arith.constant 31 : i32
      %1387 = nvvm.shfl.sync  bfly %c-1_i32_1062, %1386, %c4_i32_1061, %c31_i32_1063 : f32 -> f32
      %1388 = llvm.intr.maxnum(%1386, %1387) : (f32, f32) -> f32
      %c8_i32_1064 = arith.constant 8 : i32
      %c-1_i32_1065 = arith.constant -1 : i32
      %c31_i32_1066 = arith.constant 31 : i32
      %1389 = nvvm.shfl.sync  bfly %c-1_i32_1065, %1388, %c8_i32_1064, %c31_i32_1066 : f32 -> f32
      %1390 = llvm.intr.maxnum(%1388, %1389) : (f32, f32) -> f32
      %c16_i32_1067 = arith.constant 16 : i32
      %c-1_i32_1068 = arith.constant -1 : i32
      %c31_i32_1069 = arith.constant 31 : i32
      %1391 = nvvm.shfl.sync  bfly %c-1_i32_1068, %1390, %c16_i32_1067, %c31_i32_1069 : f32 -> f32
      %1392 = llvm.intr.maxnum(%1390, %1391) : (f32, f32) -> f32
      memref.store %1392, %alloca_184[] : memref<f32>
      %thread_id_x_1070 = gpu.thread_id  x
      %1393 = arith.index_cast %thread_id_x_1070 : index to i64
      %c32_i64_1071 = arith.constant 32 : i64
      %1394 = arith.remsi %1393, %c32_i64_1071 : i64
      %1395 = arith.trunci %1394 : i64 to i32
      %c1_i32_1072 = arith.constant 1 : i32
      %c-1_i32_1073 = arith.constant -1 : i32
      %c31_i32_1074 = arith.constant 31 : i32
      %1396 = nvvm.shfl.sync  bfly %c-1_i32_1073, %1248, %c1_i32_1072, %c31_i32_1074 : f32 -> f32
      %1397 = llvm.intr.maxnum(%1248, %1396) : (f32, f32) -> f32
      %c2_i32_1075 = arith.constant 2 : i32
      %c-1_i32_1076 = arith.constant -1 : i32
      %c31_i32_1077 = arith.constant 31 : i32
      %1398 = nvvm.shfl.sync  bfly %c-1_i32_1076, %1397, %c2_i32_1075, %c31_i32_1077 : f32 -> f32
      %1399 = llvm.intr.maxnum(%1397, %1398) : (f32, f32) -> f32
      %c4_i32_1078 = arith.constant 4 : i32
      %c-1_i32_1079 = arith.constant -1 : i32
      %c31_i32_1080 = arith.constant 31 : i32
      %1400 = nvvm.shfl.sync  bfly %c-1_i32_1079, %1399, %c4_i32_1078, %c31_i32_1080 : f32 -> f32
      %1401 = llvm.intr.maxnum(%1399, %1400) : (f32, f32) -> f32
      %c8_i32_1081 = arith.constant 8 : i32
      %c-1_i32_1082 = arith.constant -1 : i32
      %c31_i32_1083 = arith.constant 31 : i32
      %1402 = nvvm.shfl.sync  bfly %c-1_i32_1082, %1401, %c8_i32_1081, %c31_i32_1083 : f32 -> f32
      %1403 = llvm.intr.maxnum(%1401, %1402) : (f32, f32) -> f32
      %c16_i32_1084 = arith.constant 16 : i32
      %c-1_i32_1085 = arith.constant -1 : i32
      %c31_i32_1086 = arith.constant 31 : i32
      %1404 = nvvm.shfl.sync  bfly %c-1_i32_1085, %1403, %c16_i32_1084, %c31_i32_1086 : f32 -> f32
      %1405 = llvm.intr.maxnum(%1403, %1404) : (f32, f32) -> f32
      memref.store %1405, %alloca_185[] : memref<f32>
      %thread_id_x_1087 = gpu.thread_id  x
      %1406 = arith.index_cast %thread_id_x_1087 : index to i64
      %c32_i64_1088 = arith.constant 32 : i64
      %1407 = arith.remsi %1406, %c32_i64_1088 : i64
      %1408 = arith.trunci %1407 : i64 to i32
      %c1_i32_1089 = arith.constant 1 : i32
      %c-1_i32_1090 = arith.constant -1 : i32
      %c31_i32_1091 = arith.constant 31 : i32
      %1409 = nvvm.shfl.sync  bfly %c-1_i32_1090, %1249, %c1_i32_1089, %c31_i32_1091 : f32 -> f32
      %1410 = llvm.intr.maxnum(%1249, %1409) : (f32, f32) -> f32
      %c2_i32_1092 = arith.constant 2 : i32
      %c-1_i32_1093 = arith.constant -1 : i32
      %c31_i32_1094 = arith.constant 31 : i32
      %1411 = nvvm.shfl.sync  bfly %c-1_i32_1093, %1410, %c2_i32_1092, %c31_i32_1094 : f32 -> f32
      %1412 = llvm.intr.maxnum(%1410, %1411) : (f32, f32) -> f32
      %c4_i32_1095 = arith.constant 4 : i32
      %c-1_i32_1096 = arith.constant -1 : i32
      %c31_i32_1097 = arith.constant 31 : i32
      %1413 = nvvm.shfl.sync  bfly %c-1_i32_1096, %1412, %c4_i32_1095, %c31_i32_1097 : f32 -> f32
      %1414 = llvm.intr.maxnum(%1412, %1413) : (f32, f32) -> f32
      %c8_i32_1098 = arith.constant 8 : i32
      %c-1_i32_1099 = arith.constant -1 : i32
      %c31_i32_1100 = arith.constant 31 : i32
      %1415 = nvvm.shfl.sync  bfly %c-1_i32_1099, %1414, %c8_i32_1098, %c31_i32_1100 : f32 -> f32
      %1416 = llvm.intr.maxnum(%1414, %1415) : (f32, f32) -> f32
      %c16_i32_1101 = arith.constant 16 : i32
      %c-1_i32_1102 = arith.constant -1 : i32
      %c31_i32_1103 = arith.constant 31 : i32
      %1417 = nvvm.shfl.sync  bfly %c-1_i32_1102, %1416, %c16_i32_1101, %c31_i32_1103 : f32 -> f32
      %1418 = llvm.intr.maxnum(%1416, %1417) : (f32, f32) -> f32
      memref.store %1418, %alloca_186[] : memref<f32>
      %thread_id_x_1104 = gpu.thread_id  x
      %1419 = arith.index_cast %thread_id_x_1104 : index to i64
      %c32_i64_1105 = arith.constant 32 : i64
      %1420 = arith.remsi %1419, %c32_i64_1105 : i64
      %1421 = arith.trunci %1420 : i64 to i32
      %c1_i32_1106 = arith.constant 1 : i32
      %c-1_i32_1107 = arith.constant -1 : i32
      %c31_i32_1108 = arith.constant 31 : i32
      %1422 = nvvm.shfl.sync  bfly %c-1_i32_1107, %1250, %c1_i32_1106, %c31_i32_1108 : f32 -> f32
      %1423 = llvm.intr.maxnum(%1250, %1422) : (f32, f32) -> f32
      %c2_i32_1109 = arith.constant 2 : i32
      %c-1_i32_1110 = arith.constant -1 : i32
      %c31_i32_1111 = arith.constant 31 : i32
      %1424 = nvvm.shfl.sync  bfly %c-1_i32_1110, %1423, %c2_i32_1109, %c31_i32_1111 : f32 -> f32
      %1425 = llvm.intr.maxnum(%1423, %1424) : (f32, f32) -> f32
      %c4_i32_1112 = arith.constant 4 : i32
      %c-1_i32_1113 = arith.constant -1 : i32
      %c31_i32_1114 = arith.constant 31 : i32
      %1426 = nvvm.shfl.sync  bfly %c-1_i32_1113, %1425, %c4_i32_1112, %c31_i32_1114 : f32 -> f32
      %1427 = llvm.intr.maxnum(%1425, %1426) : (f32, f32) -> f32
      %c8_i32_1115 = arith.constant 8 : i32
      %c-1_i32_1116 = arith.constant -1 : i32
      %c31_i32_1117 = arith.constant 31 : i32
      %1428 = nvvm.shfl.sync  bfly %c-1_i32_1116, %1427, %c8_i32_1115, %c31_i32_1117 : f32 -> f32
      %1429 = llvm.intr.maxnum(%1427, %1428) : (f32, f32) -> f32
      %c16_i32_1118 = arith.constant 16 : i32
      %c-1_i32_1119 = arith.constant -1 : i32
      %c31_i32_1120 = arith.constant 31 : i32
      %1430 = nvvm.shfl.sync  bfly %c-1_i32_1119, %1429, %c16_i32_1118, %c31_i32_1120 : f32 -> f32
      %1431 = llvm.intr.maxnum(%1429, %1430) : (f32, f32) -> f32
      memref.store %1431, %alloca_187[] : memref<f32>
      %thread_id_x_1121 = gpu.thread_id  x
      %1432 = arith.index_cast %thread_id_x_1121 : index to i64
      %c32_i64_1122 = arith.constant 32 : i64
      %1433 = arith.remsi %1432, %c32_i64_1122 : i64
      %1434 = arith.trunci %1433 : i64 to i32
      %c1_i32_1123 = arith.constant 1 : i32
      %c-1_i32_1124 = arith.constant -1 : i32
      %c31_i32_1125 = arith.constant 31 : i32
      %1435 = nvvm.shfl.sync  bfly %c-1_i32_1124, %1251, %c1_i32_1123, %c31_i32_1125 : f32 -> f32
      %1436 = llvm.intr.maxnum(%1251, %1435) : (f32, f32) -> f32
      %c2_i32_1126 = arith.constant 2 : i32
      %c-1_i32_1127 = arith.constant -1 : i32
      %c31_i32_1128 = arith.constant 31 : i32
      %1437 = nvvm.shfl.sync  bfly %c-1_i32_1127, %1436, %c2_i32_1126, %c31_i32_1128 : f32 -> f32
      %1438 = llvm.intr.maxnum(%1436, %1437) : (f32, f32) -> f32
      %c4_i32_1129 = arith.constant 4 : i32
      %c-1_i32_1130 = arith.constant -1 : i32
      %c31_i32_1131 = arith.constant 31 : i32
      %1439 = nvvm.shfl.sync  bfly %c-1_i32_1130, %1438, %c4_i32_1129, %c31_i32_1131 : f32 -> f32
      %1440 = llvm.intr.maxnum(%1438, %1439) : (f32, f32) -> f32
      %c8_i32_1132 = arith.constant 8 : i32
      %c-1_i32_1133 = arith.constant -1 : i32
      %c31_i32_1134 = arith.constant 31 : i32
      %1441 = nvvm.shfl.sync  bfly %c-1_i32_1133, %1440, %c8_i32_1132, %c31_i32_1134 : f32 -> f32
      %1442 = llvm.intr.maxnum(%1440, %1441) : (f32, f32) -> f32
      %c16_i32_1135 = arith.constant 16 : i32
      %c-1_i32_1136 = arith.constant -1 : i32
      %c31_i32_1137 = arith.constant 31 : i32
      %1443 = nvvm.shfl.sync  bfly %c-1_i32_1136, %1442, %c16_i32_1135, %c31_i32_1137 : f32 -> f32
      %1444 = llvm.intr.maxnum(%1442, %1443) : (f32, f32) -> f32
      memref.store %1444, %alloca_188[] : memref<f32>
      %thread_id_x_1138 = gpu.thread_id  x
      %1445 = arith.index_cast %thread_id_x_1138 : index to i64
      %c32_i64_1139 = arith.constant 32 : i64
      %1446 = arith.remsi %1445, %c32_i64_1139 : i64
      %1447 = arith.trunci %1446 : i64 to i32
      %c1_i32_1140 = arith.constant 1 : i32
      %c-1_i32_1141 = arith.constant -1 : i32
      %c31_i32_1142 = arith.constant 31 : i32
      %1448 = nvvm.shfl.sync  bfly %c-1_i32_1141, %1252, %c1_i32_1140, %c31_i32_1142 : f32 -> f32
      %1449 = llvm.intr.maxnum(%1252, %1448) : (f32, f32) -> f32
      %c2_i32_1143 = arith.constant 2 : i32
      %c-1_i32_1144 = arith.constant -1 : i32
      %c31_i32_1145 = arith.constant 31 : i32
      %1450 = nvvm.shfl.sync  bfly %c-1_i32_1144, %1449, %c2_i32_1143, %c31_i32_1145 : f32 -> f32
      %1451 = llvm.intr.maxnum(%1449, %1450) : (f32, f32) -> f32
      %c4_i32_1146 = arith.constant 4 : i32
      %c-1_i32_1147 = arith.constant -1 : i32
      %c31_i32_1148 = arith.constant 31 : i32
      %1452 = nvvm.shfl.sync  bfly %c-1_i32_1147, %1451, %c4_i32_1146, %c31_i32_1148 : f32 -> f32
      %1453 = llvm.intr.maxnum(%1451, %1452) : (f32, f32) -> f32
      %c8_i32_1149 = arith.constant 8 : i32
      %c-1_i32_1150 = arith.constant -1 : i32
      %c31_i32_1151 = arith.constant 31 : i32
      %1454 = nvvm.shfl.sync  bfly %c-1_i32_1150, %1453, %c8_i32_1149, %c31_i32_1151 : f32 -> f32
      %1455 = llvm.intr.maxnum(%1453, %1454) : (f32, f32) -> f32
      %c16_i32_1152 = arith.constant 16 : i32
      %c-1_i32_1153 = arith.constant -1 : i32
      %c31_i32_1154 = arith.constant 31 : i32
      %1456 = nvvm.shfl.sync  bfly %c-1_i32_1153, %1455, %c16_i32_1152, %c31_i32_1154 : f32 -> f32
      %1457 = llvm.intr.maxnum(%1455, %1456) : (f32, f32) -> f32
      memref.store %1457, %alloca_189[] : memref<f32>
      %thread_id_x_1155 = gpu.thread_id  x
      %1458 = arith.index_cast %thread_id_x_1155 : index to i64
      %c32_i64_1156 = arith.constant 32 : i64
      %1459 = arith.remsi %1458, %c32_i64_1156 : i64
      %1460 = arith.trunci %1459 : i64 to i32
      %c1_i32_1157 = arith.constant 1 : i32
      %c-1_i32_1158 = arith.constant -1 : i32
      %c31_i32_1159 = arith.constant 31 : i32
      %1461 = nvvm.shfl.sync  bfly %c-1_i32_1158, %1253, %c1_i32_1157, %c31_i32_1159 : f32 -> f32
      %1462 = llvm.intr.maxnum(%1253, %1461) : (f32, f32) -> f32
      %c2_i32_1160 = arith.constant 2 : i32
      %c-1_i32_1161 = arith.constant -1 : i32
      %c31_i32_1162 = arith.constant 31 : i32
      %1463 = nvvm.shfl.sync  bfly %c-1_i32_1161, %1462, %c2_i32_1160, %c31_i32_1162 : f32 -> f32
      %1464 = llvm.intr.maxnum(%1462, %1463) : (f32, f32) -> f32
      %c4_i32_1163 = arith.constant 4 : i32
      %c-1_i32_1164 = arith.constant -1 : i32
      %c31_i32_1165 = arith.constant 31 : i32
      %1465 = nvvm.shfl.sync  bfly %c-1_i32_1164, %1464, %c4_i32_1163, %c31_i32_1165 : f32 -> f32
      %1466 = llvm.intr.maxnum(%1464, %1465) : (f32, f32) -> f32
      %c8_i32_1166 = arith.constant 8 : i32
      %c-1_i32_1167 = arith.constant -1 : i32
      %c31_i32_1168 = arith.constant 31 : i32
      %1467 = nvvm.shfl.sync  bfly %c-1_i32_1167, %1466, %c8_i32_1166, %c31_i32_1168 : f32 -> f32
      %1468 = llvm.intr.maxnum(%1466, %1467) : (f32, f32) -> f32
      %c16_i32_1169 = arith.constant 16 : i32
      %c-1_i32_1170 = arith.constant -1 : i32
      %c31_i32_1171 = arith.constant 31 : i32
      %1469 = nvvm.shfl.sync  bfly %c-1_i32_1170, %1468, %c16_i32_1169, %c31_i32_1171 : f32 -> f32
      %1470 = llvm.intr.maxnum(%1468, %1469) : (f32, f32) -> f32
      memref.store %1470, %alloca_190[] : memref<f32>
      %thread_id_x_1172 = gpu.thread_id  x
      %1471 = arith.index_cast %thread_id_x_1172 : index to i64
      %c32_i64_1173 = arith.constant 32 : i64
      %1472 = arith.remsi %1471, %c32_i64_1173 : i64
      %1473 = arith.trunci %1472 : i64 to i32
      %c1_i32_1174 = arith.constant 1 : i32
      %c-1_i32_1175 = arith.constant -1 : i32
      %c31_i32_1176 = arith.constant 31 : i32
      %1474 = nvvm.shfl.sync  bfly %c-1_i32_1175, %1254, %c1_i32_1174, %c31_i32_1176 : f32 -> f32
      %1475 = llvm.intr.maxnum(%1254, %1474) : (f32, f32) -> f32
      %c2_i32_1177 = arith.constant 2 : i32
      %c-1_i32_1178 = arith.constant -1 : i32
      %c31_i32_1179 = arith.constant 31 : i32
      %1476 = nvvm.shfl.sync  bfly %c-1_i32_1178, %1475, %c2_i32_1177, %c31_i32_1179 : f32 -> f32
      %1477 = llvm.intr.maxnum(%1475, %1476) : (f32, f32) -> f32
      %c4_i32_1180 = arith.constant 4 : i32
      %c-1_i32_1181 = arith.constant -1 : i32
      %c31_i32_1182 = arith.constant 31 : i32
      %1478 = nvvm.shfl.sync  bfly %c-1_i32_1181, %1477, %c4_i32_1180, %c31_i32_1182 : f32 -> f32
      %1479 = llvm.intr.maxnum(%1477, %1478) : (f32, f32) -> f32
      %c8_i32_1183 = arith.constant 8 : i32
      %c-1_i32_1184 = arith.constant -1 : i32
      %c31_i32_1185 = arith.constant 31 : i32
      %1480 = nvvm.shfl.sync  bfly %c-1_i32_1184, %1479, %c8_i32_1183, %c31_i32_1185 : f32 -> f32
      %1481 = llvm.intr.maxnum(%1479, %1480) : (f32, f32) -> f32
      %c16_i32_1186 = arith.constant 16 : i32
      %c-1_i32_1187 = arith.constant -1 : i32
      %c31_i32_1188 = arith.constant 31 : i32
      %1482 = nvvm.shfl.sync  bfly %c-1_i32_1187, %1481, %c16_i32_1186, %c31_i32_1188 : f32 -> f32
      %1483 = llvm.intr.maxnum(%1481, %1482) : (f32, f32) -> f32
      memref.store %1483, %alloca_191[] : memref<f32>
      %thread_id_x_1189 = gpu.thread_id  x
      %1484 = arith.index_cast %thread_id_x_1189 : index to i64
      %c32_i64_1190 = arith.constant 32 : i64
      %1485 = arith.remsi %1484, %c32_i64_1190 : i64
      %1486 = arith.trunci %1485 : i64 to i32
      %c1_i32_1191 = arith.constant 1 : i32
      %c-1_i32_1192 = arith.constant -1 : i32
      %c31_i32_1193 = arith.constant 31 : i32
      %1487 = nvvm.shfl.sync  bfly %c-1_i32_1192, %1255, %c1_i32_1191, %c31_i32_1193 : f32 -> f32
      %1488 = llvm.intr.maxnum(%1255, %1487) : (f32, f32) -> f32
      %c2_i32_1194 = arith.constant 2 : i32
      %c-1_i32_1195 = arith.constant -1 : i32
      %c31_i32_1196 = arith.constant 31 : i32
      %1489 = nvvm.shfl.sync  bfly %c-1_i32_1195, %1488, %c2_i32_1194, %c31_i32_1196 : f32 -> f32
      %1490 = llvm.intr.maxnum(%1488, %1489) : (f32, f32) -> f32
      %c4_i32_1197 = arith.constant 4 : i32
      %c-1_i32_1198 = arith.constant -1 : i32
      %c31_i32_1199 = arith.constant 31 : i32
      %1491 = nvvm.shfl.sync  bfly %c-1_i32_1198, %1490, %c4_i32_1197, %c31_i32_1199 : f32 -> f32
      %1492 = llvm.intr.maxnum(%1490, %1491) : (f32, f32) -> f32
      %c8_i32_1200 = arith.constant 8 : i32
      %c-1_i32_1201 = arith.constant -1 : i32
      %c31_i32_1202 = arith.constant 31 : i32
      %1493 = nvvm.shfl.sync  bfly %c-1_i32_1201, %1492, %c8_i32_1200, %c31_i32_1202 : f32 -> f32
      %1494 = llvm.intr.maxnum(%1492, %1493) : (f32, f32) -> f32
      %c16_i32_1203 = arith.constant 16 : i32
      %c-1_i32_1204 = arith.constant -1 : i32
      %c31_i32_1205 = arith.constant 31 : i32
      %1495 = nvvm.shfl.sync  bfly %c-1_i32_1204, %1494, %c16_i32_1203, %c31_i32_1205 : f32 -> f32
      %1496 = llvm.intr.maxnum(%1494, %1495) : (f32, f32) -> f32
      memref.store %1496, %alloca_192[] : memref<f32>
      %thread_id_x_1206 = gpu.thread_id  x
      %1497 = arith.index_cast %thread_id_x_1206 : index to i64
      %c32_i64_1207 = arith.constant 32 : i64
      %1498 = arith.remsi %1497, %c32_i64_1207 : i64
      %1499 = arith.trunci %1498 : i64 to i32
      %c1_i32_1208 = arith.constant 1 : i32
      %c-1_i32_1209 = arith.constant -1 : i32
      %c31_i32_1210 = arith.constant 31 : i32
      %1500 = nvvm.shfl.sync  bfly %c-1_i32_1209, %1256, %c1_i32_1208, %c31_i32_1210 : f32 -> f32
      %1501 = llvm.intr.maxnum(%1256, %1500) : (f32, f32) -> f32
      %c2_i32_1211 = arith.constant 2 : i32
      %c-1_i32_1212 = arith.constant -1 : i32
      %c31_i32_1213 = arith.constant 31 : i32
      %1502 = nvvm.shfl.sync  bfly %c-1_i32_1212, %1501, %c2_i32_1211, %c31_i32_1213 : f32 -> f32
      %1503 = llvm.intr.maxnum(%1501, %1502) : (f32, f32) -> f32
      %c4_i32_1214 = arith.constant 4 : i32
      %c-1_i32_1215 = arith.constant -1 : i32
      %c31_i32_1216 = arith.constant 31 : i32
      %1504 = nvvm.shfl.sync  bfly %c-1_i32_1215, %1503, %c4_i32_1214, %c31_i32_1216 : f32 -> f32
      %1505 = llvm.intr.maxnum(%1503, %1504) : (f32, f32) -> f32
      %c8_i32_1217 = arith.constant 8 : i32
      %c-1_i32_1218 = arith.constant -1 : i32
      %c31_i32_1219 = arith.constant 31 : i32
      %1506 = nvvm.shfl.sync  bfly %c-1_i32_1218, %1505, %c8_i32_1217, %c31_i32_1219 : f32 -> f32
      %1507 = llvm.intr.maxnum(%1505, %1506) : (f32, f32) -> f32
      %c16_i32_1220 = arith.constant 16 : i32
      %c-1_i32_1221 = arith.constant -1 : i32
      %c31_i32_1222 = arith.constant 31 : i32
      %1508 = nvvm.shfl.sync  bfly %c-1_i32_1221, %1507, %c16_i32_1220, %c31_i32_1222 : f32 -> f32
      %1509 = llvm.intr.maxnum(%1507, %1508) : (f32, f32) -> f32
      memref.store %1509, %alloca_193[] : memref<f32>
      %thread_id_x_1223 = gpu.thread_id  x
      %1510 = arith.index_cast %thread_id_x_1223 : index to i64
      %c32_i64_1224 = arith.constant 32 : i64
      %1511 = arith.remsi %1510, %c32_i64_1224 : i64
      %1512 = arith.trunci %1511 : i64 to i32
      %c1_i32_1225 = arith.constant 1 : i32
      %c-1_i32_1226 = arith.constant -1 : i32
      %c31_i32_1227 = arith.constant 31 : i32
      %1513 = nvvm.shfl.sync  bfly %c-1_i32_1226, %1257, %c1_i32_1225, %c31_i32_1227 : f32 -> f32
      %1514 = llvm.intr.maxnum(%1257, %1513) : (f32, f32) -> f32
      %c2_i32_1228 = arith.constant 2 : i32
      %c-1_i32_1229 = arith.constant -1 : i32
      %c31_i32_1230 = arith.constant 31 : i32
      %1515 = nvvm.shfl.sync  bfly %c-1_i32_1229, %1514, %c2_i32_1228, %c31_i32_1230 : f32 -> f32
      %1516 = llvm.intr.maxnum(%1514, %1515) : (f32, f32) -> f32
      %c4_i32_1231 = arith.constant 4 : i32
      %c-1_i32_1232 = arith.constant -1 : i32
      %c31_i32_1233 = arith.constant 31 : i32
      %1517 = nvvm.shfl.sync  bfly %c-1_i32_1232, %1516, %c4_i32_1231, %c31_i32_1233 : f32 -> f32
      %1518 = llvm.intr.maxnum(%1516, %1517) : (f32, f32) -> f32
      %c8_i32_1234 = arith.constant 8 : i32
      %c-1_i32_1235 = arith.constant -1 : i32
      %c31_i32_1236 = arith.constant 31 : i32
      %1519 = nvvm.shfl.sync  bfly %c-1_i32_1235, %1518, %c8_i32_1234, %c31_i32_1236 : f32 -> f32
      %1520 = llvm.intr.maxnum(%1518, %1519) : (f32, f32) -> f32
      %c16_i32_1237 = arith.constant 16 : i32
      %c-1_i32_1238 = arith.constant -1 : i32
      %c31_i32_1239 = arith.constant 31 : i32
      %1521 = nvvm.shfl.sync  bfly %c-1_i32_1238, %1520, %c16_i32_1237, %c31_i32_1239 : f32 -> f32
      %1522 = llvm.intr.maxnum(%1520, %1521) : (f32, f32) -> f32
      memref.store %1522, %alloca_194[] : memref<f32>
      %thread_id_x_1240 = gpu.thread_id  x
      %1523 = arith.index_cast %thread_id_x_1240 : index to i64
      %c32_i64_1241 = arith.constant 32 : i64
      %1524 = arith.remsi %1523, %c32_i64_1241 : i64
      %1525 = arith.trunci %1524 : i64 to i32
      %c1_i32_1242 = arith.constant 1 : i32
      %c-1_i32_1243 = arith.constant -1 : i32
      %c31_i32_1244 = arith.constant 31 : i32
      %1526 = nvvm.shfl.sync  bfly %c-1_i32_1243, %1258, %c1_i32_1242, %c31_i32_1244 : f32 -> f32
      %1527 = llvm.intr.maxnum(%1258, %1526) : (f32, f32) -> f32
      %c2_i32_1245 = arith.constant 2 : i32
      %c-1_i32_1246 = arith.constant -1 : i32
      %c31_i32_1247 = arith.constant 31 : i32
      %1528 = nvvm.shfl.sync  bfly %c-1_i32_1246, %1527, %c2_i32_1245, %c31_i32_1247 : f32 -> f32
      %1529 = llvm.intr.maxnum(%1527, %1528) : (f32, f32) -> f32
      %c4_i32_1248 = arith.constant 4 : i32
      %c-1_i32_1249 = arith.constant -1 : i32
      %c31_i32_1250 = arith.constant 31 : i32
      %1530 = nvvm.shfl.sync  bfly %c-1_i32_1249, %1529, %c4_i32_1248, %c31_i32_1250 : f32 -> f32
      %1531 = llvm.intr.maxnum(%1529, %1530) : (f32, f32) -> f32
      %c8_i32_1251 = arith.constant 8 : i32
      %c-1_i32_1252 = arith.constant -1 : i32
      %c31_i32_1253 = arith.constant 31 : i32
      %1532 = nvvm.shfl.sync  bfly %c-1_i32_1252, %1531, %c8_i32_1251, %c31_i32_1253 : f32 -> f32
      %1533 = llvm.intr.maxnum(%1531, %1532) : (f32, f32) -> f32
      %c16_i32_1254 = arith.constant 16 : i32
      %c-1_i32_1255 = arith.constant -1 : i32
      %c31_i32_1256 = arith.constant 31 : i32
      %1534 = nvvm.shfl.sync  bfly %c-1_i32_1255, %1533, %c16_i32_1254, %c31_i32_1256 : f32 -> f32
      %1535 = llvm.intr.maxnum(%1533, %1534) : (f32, f32) -> f32
      memref.store %1535, %alloca_195[] : memref<f32>
      %thread_id_x_1257 = gpu.thread_id  x
      %1536 = arith.index_cast %thread_id_x_1257 : index to i64
      %c32_i64_1258 = arith.constant 32 : i64
      %1537 = arith.remsi %1536, %c32_i64_1258 : i64
      %1538 = arith.trunci %1537 : i64 to i32
      %c1_i32_1259 = arith.constant 1 : i32
      %c-1_i32_1260 = arith.constant -1 : i32
      %c31_i32_1261 = arith.constant 31 : i32
      %1539 = nvvm.shfl.sync  bfly %c-1_i32_1260, %1259, %c1_i32_1259, %c31_i32_1261 : f32 -> f32
      %1540 = llvm.intr.maxnum(%1259, %1539) : (f32, f32) -> f32
      %c2_i32_1262 = arith.constant 2 : i32
      %c-1_i32_1263 = arith.constant -1 : i32
      %c31_i32_1264 = arith.constant 31 : i32
      %1541 = nvvm.shfl.sync  bfly %c-1_i32_1263, %1540, %c2_i32_1262, %c31_i32_1264 : f32 -> f32
      %1542 = llvm.intr.maxnum(%1540, %1541) : (f32, f32) -> f32
      %c4_i32_1265 = arith.constant 4 : i32
      %c-1_i32_1266 = arith.constant -1 : i32
      %c31_i32_1267 = arith.constant 31 : i32
      %1543 = nvvm.shfl.sync  bfly %c-1_i32_1266, %1542, %c4_i32_1265, %c31_i32_1267 : f32 -> f32
      %1544 = llvm.intr.maxnum(%1542, %1543) : (f32, f32) -> f32
      %c8_i32_1268 = arith.constant 8 : i32
      %c-1_i32_1269 = arith.constant -1 : i32
      %c31_i32_1270 = arith.constant 31 : i32
      %1545 = nvvm.shfl.sync  bfly %c-1_i32_1269, %1544, %c8_i32_1268, %c31_i32_1270 : f32 -> f32
      %1546 = llvm.intr.maxnum(%1544, %1545) : (f32, f32) -> f32
      %c16_i32_1271 = arith.constant 16 : i32
      %c-1_i32_1272 = arith.constant -1 : i32
      %c31_i32_1273 = arith.constant 31 : i32
      %1547 = nvvm.shfl.sync  bfly %c-1_i32_1272, %1546, %c16_i32_1271, %c31_i32_1273 : f32 -> f32
      %1548 = llvm.intr.maxnum(%1546, %1547) : (f32, f32) -> f32
      memref.store %1548, %alloca_196[] : memref<f32>
      %thread_id_x_1274 = gpu.thread_id  x
      %1549 = arith.index_cast %thread_id_x_1274 : index to i64
      %c32_i64_1275 = arith.constant 32 : i64
      %1550 = arith.remsi %1549, %c32_i64_1275 : i64
      %c1_i64_1276 = arith.constant 1 : i64
      %1551 = arith.divsi %1550, %c1_i64_1276 : i64
      %thread_id_x_1277 = gpu.thread_id  x
      %1552 = arith.index_cast %thread_id_x_1277 : index to i64
      %c32_i64_1278 = arith.constant 32 : i64
      %1553 = arith.remsi %1552, %c32_i64_1278 : i64
      %c1_i64_1279 = arith.constant 1 : i64
      %1554 = arith.remsi %1553, %c1_i64_1279 : i64
      %1555 = memref.load %alloca_181[] : memref<f32>
      memref.store %1555, %alloca_197[] : memref<f32>
      %c1_i64_1280 = arith.constant 1 : i64
      %1556 = arith.cmpi eq, %1551, %c1_i64_1280 : i64
      scf.if %1556 {
        %1864 = memref.load %alloca_182[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c2_i64_1281 = arith.constant 2 : i64
      %1557 = arith.cmpi eq, %1551, %c2_i64_1281 : i64
      scf.if %1557 {
        %1864 = memref.load %alloca_183[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c3_i64_1282 = arith.constant 3 : i64
      %1558 = arith.cmpi eq, %1551, %c3_i64_1282 : i64
      scf.if %1558 {
        %1864 = memref.load %alloca_184[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c4_i64_1283 = arith.constant 4 : i64
      %1559 = arith.cmpi eq, %1551, %c4_i64_1283 : i64
      scf.if %1559 {
        %1864 = memref.load %alloca_185[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c5_i64_1284 = arith.constant 5 : i64
      %1560 = arith.cmpi eq, %1551, %c5_i64_1284 : i64
      scf.if %1560 {
        %1864 = memref.load %alloca_186[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c6_i64_1285 = arith.constant 6 : i64
      %1561 = arith.cmpi eq, %1551, %c6_i64_1285 : i64
      scf.if %1561 {
        %1864 = memref.load %alloca_187[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c7_i64_1286 = arith.constant 7 : i64
      %1562 = arith.cmpi eq, %1551, %c7_i64_1286 : i64
      scf.if %1562 {
        %1864 = memref.load %alloca_188[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c8_i64_1287 = arith.constant 8 : i64
      %1563 = arith.cmpi eq, %1551, %c8_i64_1287 : i64
      scf.if %1563 {
        %1864 = memref.load %alloca_189[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c9_i64_1288 = arith.constant 9 : i64
      %1564 = arith.cmpi eq, %1551, %c9_i64_1288 : i64
      scf.if %1564 {
        %1864 = memref.load %alloca_190[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c10_i64_1289 = arith.constant 10 : i64
      %1565 = arith.cmpi eq, %1551, %c10_i64_1289 : i64
      scf.if %1565 {
        %1864 = memref.load %alloca_191[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c11_i64_1290 = arith.constant 11 : i64
      %1566 = arith.cmpi eq, %1551, %c11_i64_1290 : i64
      scf.if %1566 {
        %1864 = memref.load %alloca_192[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c12_i64_1291 = arith.constant 12 : i64
      %1567 = arith.cmpi eq, %1551, %c12_i64_1291 : i64
      scf.if %1567 {
        %1864 = memref.load %alloca_193[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c13_i64_1292 = arith.constant 13 : i64
      %1568 = arith.cmpi eq, %1551, %c13_i64_1292 : i64
      scf.if %1568 {
        %1864 = memref.load %alloca_194[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c14_i64_1293 = arith.constant 14 : i64
      %1569 = arith.cmpi eq, %1551, %c14_i64_1293 : i64
      scf.if %1569 {
        %1864 = memref.load %alloca_195[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %c15_i64_1294 = arith.constant 15 : i64
      %1570 = arith.cmpi eq, %1551, %c15_i64_1294 : i64
      scf.if %1570 {
        %1864 = memref.load %alloca_196[] : memref<f32>
        memref.store %1864, %alloca_197[] : memref<f32>
      }
      %thread_id_x_1295 = gpu.thread_id  x
      %1571 = arith.index_cast %thread_id_x_1295 : index to i64
      %c32_i64_1296 = arith.constant 32 : i64
      %1572 = arith.remsi %1571, %c32_i64_1296 : i64
      %c1_i64_1297 = arith.constant 1 : i64
      %1573 = arith.divsi %1572, %c1_i64_1297 : i64
      %thread_id_x_1298 = gpu.thread_id  x
      %1574 = arith.index_cast %thread_id_x_1298 : index to i64
      %c32_i64_1299 = arith.constant 32 : i64
      %1575 = arith.remsi %1574, %c32_i64_1299 : i64
      %c1_i64_1300 = arith.constant 1 : i64
      %1576 = arith.remsi %1575, %c1_i64_1300 : i64
      %c16_i64_1301 = arith.constant 16 : i64
      %1577 = arith.cmpi slt, %1573, %c16_i64_1301 : i64
      scf.if %1577 {
        %1864 = memref.load %alloca_197[] : memref<f32>
        %1865 = arith.addi %1576, %1573 : i64
        %1866 = llvm.getelementptr %45[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %1578 = arith.extf %128 : f32 to f64
      %1579 = arith.extf %133 : f32 to f64
      %1580 = arith.extf %138 : f32 to f64
      %1581 = arith.extf %143 : f32 to f64
      %1582 = arith.extf %148 : f32 to f64
      %1583 = arith.extf %153 : f32 to f64
      %1584 = arith.extf %158 : f32 to f64
      %1585 = arith.extf %163 : f32 to f64
      %1586 = arith.extf %168 : f32 to f64
      %1587 = arith.extf %173 : f32 to f64
      %1588 = arith.extf %178 : f32 to f64
      %1589 = arith.extf %183 : f32 to f64
      %1590 = arith.extf %188 : f32 to f64
      %1591 = arith.extf %193 : f32 to f64
      %1592 = arith.extf %198 : f32 to f64
      %1593 = arith.extf %203 : f32 to f64
      %thread_id_x_1302 = gpu.thread_id  x
      %1594 = arith.index_cast %thread_id_x_1302 : index to i64
      %c32_i64_1303 = arith.constant 32 : i64
      %1595 = arith.remsi %1594, %c32_i64_1303 : i64
      %c16_i64_1304 = arith.constant 16 : i64
      %1596 = arith.muli %1595, %c16_i64_1304 : i64
      %1597 = llvm.getelementptr %47[%1596] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1578, %1597 : f64, !llvm.ptr<1>
      %thread_id_x_1305 = gpu.thread_id  x
      %1598 = arith.index_cast %thread_id_x_1305 : index to i64
      %c32_i64_1306 = arith.constant 32 : i64
      %1599 = arith.remsi %1598, %c32_i64_1306 : i64
      %c1_i64_1307 = arith.constant 1 : i64
      %c16_i64_1308 = arith.constant 16 : i64
      %1600 = arith.muli %1599, %c16_i64_1308 : i64
      %1601 = arith.addi %c1_i64_1307, %1600 : i64
      %1602 = llvm.getelementptr %47[%1601] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1579, %1602 : f64, !llvm.ptr<1>
      %thread_id_x_1309 = gpu.thread_id  x
      %1603 = arith.index_cast %thread_id_x_1309 : index to i64
      %c32_i64_1310 = arith.constant 32 : i64
      %1604 = arith.remsi %1603, %c32_i64_1310 : i64
      %c2_i64_1311 = arith.constant 2 : i64
      %c16_i64_1312 = arith.constant 16 : i64
      %1605 = arith.muli %1604, %c16_i64_1312 : i64
      %1606 = arith.addi %c2_i64_1311, %1605 : i64
      %1607 = llvm.getelementptr %47[%1606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1580, %1607 : f64, !llvm.ptr<1>
      %thread_id_x_1313 = gpu.thread_id  x
      %1608 = arith.index_cast %thread_id_x_1313 : index to i64
      %c32_i64_1314 = arith.constant 32 : i64
      %1609 = arith.remsi %1608, %c32_i64_1314 : i64
      %c3_i64_1315 = arith.constant 3 : i64
      %c16_i64_1316 = arith.constant 16 : i64
      %1610 = arith.muli %1609, %c16_i64_1316 : i64
      %1611 = arith.addi %c3_i64_1315, %1610 : i64
      %1612 = llvm.getelementptr %47[%1611] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1581, %1612 : f64, !llvm.ptr<1>
      %thread_id_x_1317 = gpu.thread_id  x
      %1613 = arith.index_cast %thread_id_x_1317 : index to i64
      %c32_i64_1318 = arith.constant 32 : i64
      %1614 = arith.remsi %1613, %c32_i64_1318 : i64
      %c4_i64_1319 = arith.constant 4 : i64
      %c16_i64_1320 = arith.constant 16 : i64
      %1615 = arith.muli %1614, %c16_i64_1320 : i64
      %1616 = arith.addi %c4_i64_1319, %1615 : i64
      %1617 = llvm.getelementptr %47[%1616] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1582, %1617 : f64, !llvm.ptr<1>
      %thread_id_x_1321 = gpu.thread_id  x
      %1618 = arith.index_cast %thread_id_x_1321 : index to i64
      %c32_i64_1322 = arith.constant 32 : i64
      %1619 = arith.remsi %1618, %c32_i64_1322 : i64
      %c5_i64_1323 = arith.constant 5 : i64
      %c16_i64_1324 = arith.constant 16 : i64
      %1620 = arith.muli %1619, %c16_i64_1324 : i64
      %1621 = arith.addi %c5_i64_1323, %1620 : i64
      %1622 = llvm.getelementptr %47[%1621] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1583, %1622 : f64, !llvm.ptr<1>
      %thread_id_x_1325 = gpu.thread_id  x
      %1623 = arith.index_cast %thread_id_x_1325 : index to i64
      %c32_i64_1326 = arith.constant 32 : i64
      %1624 = arith.remsi %1623, %c32_i64_1326 : i64
      %c6_i64_1327 = arith.constant 6 : i64
      %c16_i64_1328 = arith.constant 16 : i64
      %1625 = arith.muli %1624, %c16_i64_1328 : i64
      %1626 = arith.addi %c6_i64_1327, %1625 : i64
      %1627 = llvm.getelementptr %47[%1626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1584, %1627 : f64, !llvm.ptr<1>
      %thread_id_x_1329 = gpu.thread_id  x
      %1628 = arith.index_cast %thread_id_x_1329 : index to i64
      %c32_i64_1330 = arith.constant 32 : i64
      %1629 = arith.remsi %1628, %c32_i64_1330 : i64
      %c7_i64_1331 = arith.constant 7 : i64
      %c16_i64_1332 = arith.constant 16 : i64
      %1630 = arith.muli %1629, %c16_i64_1332 : i64
      %1631 = arith.addi %c7_i64_1331, %1630 : i64
      %1632 = llvm.getelementptr %47[%1631] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1585, %1632 : f64, !llvm.ptr<1>
      %thread_id_x_1333 = gpu.thread_id  x
      %1633 = arith.index_cast %thread_id_x_1333 : index to i64
      %c32_i64_1334 = arith.constant 32 : i64
      %1634 = arith.remsi %1633, %c32_i64_1334 : i64
      %c8_i64_1335 = arith.constant 8 : i64
      %c16_i64_1336 = arith.constant 16 : i64
      %1635 = arith.muli %1634, %c16_i64_1336 : i64
      %1636 = arith.addi %c8_i64_1335, %1635 : i64
      %1637 = llvm.getelementptr %47[%1636] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1586, %1637 : f64, !llvm.ptr<1>
      %thread_id_x_1337 = gpu.thread_id  x
      %1638 = arith.index_cast %thread_id_x_1337 : index to i64
      %c32_i64_1338 = arith.constant 32 : i64
      %1639 = arith.remsi %1638, %c32_i64_1338 : i64
      %c9_i64_1339 = arith.constant 9 : i64
      %c16_i64_1340 = arith.constant 16 : i64
      %1640 = arith.muli %1639, %c16_i64_1340 : i64
      %1641 = arith.addi %c9_i64_1339, %1640 : i64
      %1642 = llvm.getelementptr %47[%1641] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1587, %1642 : f64, !llvm.ptr<1>
      %thread_id_x_1341 = gpu.thread_id  x
      %1643 = arith.index_cast %thread_id_x_1341 : index to i64
      %c32_i64_1342 = arith.constant 32 : i64
      %1644 = arith.remsi %1643, %c32_i64_1342 : i64
      %c10_i64_1343 = arith.constant 10 : i64
      %c16_i64_1344 = arith.constant 16 : i64
      %1645 = arith.muli %1644, %c16_i64_1344 : i64
      %1646 = arith.addi %c10_i64_1343, %1645 : i64
      %1647 = llvm.getelementptr %47[%1646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1588, %1647 : f64, !llvm.ptr<1>
      %thread_id_x_1345 = gpu.thread_id  x
      %1648 = arith.index_cast %thread_id_x_1345 : index to i64
      %c32_i64_1346 = arith.constant 32 : i64
      %1649 = arith.remsi %1648, %c32_i64_1346 : i64
      %c11_i64_1347 = arith.constant 11 : i64
      %c16_i64_1348 = arith.constant 16 : i64
      %1650 = arith.muli %1649, %c16_i64_1348 : i64
      %1651 = arith.addi %c11_i64_1347, %1650 : i64
      %1652 = llvm.getelementptr %47[%1651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1589, %1652 : f64, !llvm.ptr<1>
      %thread_id_x_1349 = gpu.thread_id  x
      %1653 = arith.index_cast %thread_id_x_1349 : index to i64
      %c32_i64_1350 = arith.constant 32 : i64
      %1654 = arith.remsi %1653, %c32_i64_1350 : i64
      %c12_i64_1351 = arith.constant 12 : i64
      %c16_i64_1352 = arith.constant 16 : i64
      %1655 = arith.muli %1654, %c16_i64_1352 : i64
      %1656 = arith.addi %c12_i64_1351, %1655 : i64
      %1657 = llvm.getelementptr %47[%1656] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1590, %1657 : f64, !llvm.ptr<1>
      %thread_id_x_1353 = gpu.thread_id  x
      %1658 = arith.index_cast %thread_id_x_1353 : index to i64
      %c32_i64_1354 = arith.constant 32 : i64
      %1659 = arith.remsi %1658, %c32_i64_1354 : i64
      %c13_i64_1355 = arith.constant 13 : i64
      %c16_i64_1356 = arith.constant 16 : i64
      %1660 = arith.muli %1659, %c16_i64_1356 : i64
      %1661 = arith.addi %c13_i64_1355, %1660 : i64
      %1662 = llvm.getelementptr %47[%1661] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1591, %1662 : f64, !llvm.ptr<1>
      %thread_id_x_1357 = gpu.thread_id  x
      %1663 = arith.index_cast %thread_id_x_1357 : index to i64
      %c32_i64_1358 = arith.constant 32 : i64
      %1664 = arith.remsi %1663, %c32_i64_1358 : i64
      %c14_i64_1359 = arith.constant 14 : i64
      %c16_i64_1360 = arith.constant 16 : i64
      %1665 = arith.muli %1664, %c16_i64_1360 : i64
      %1666 = arith.addi %c14_i64_1359, %1665 : i64
      %1667 = llvm.getelementptr %47[%1666] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1592, %1667 : f64, !llvm.ptr<1>
      %thread_id_x_1361 = gpu.thread_id  x
      %1668 = arith.index_cast %thread_id_x_1361 : index to i64
      %c32_i64_1362 = arith.constant 32 : i64
      %1669 = arith.remsi %1668, %c32_i64_1362 : i64
      %c15_i64_1363 = arith.constant 15 : i64
      %c16_i64_1364 = arith.constant 16 : i64
      %1670 = arith.muli %1669, %c16_i64_1364 : i64
      %1671 = arith.addi %c15_i64_1363, %1670 : i64
      %1672 = llvm.getelementptr %47[%1671] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %1593, %1672 : f64, !llvm.ptr<1>
      %thread_id_x_1365 = gpu.thread_id  x
      %1673 = arith.index_cast %thread_id_x_1365 : index to i64
      %c32_i64_1366 = arith.constant 32 : i64
      %1674 = arith.remsi %1673, %c32_i64_1366 : i64
      %c24_i64_1367 = arith.constant 24 : i64
      %1675 = arith.addi %c24_i64_1367, %1674 : i64
      %cst_1368 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1368, %alloca_198[] : memref<f32>
      %c0_i64_1369 = arith.constant 0 : i64
      %1676 = arith.cmpi sge, %1675, %c0_i64_1369 : i64
      %c32_i64_1370 = arith.constant 32 : i64
      %1677 = arith.cmpi slt, %1675, %c32_i64_1370 : i64
      %1678 = arith.andi %1676, %1677 : i1
      scf.if %1678 {
        %1864 = llvm.getelementptr %35[%1675] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1865 = llvm.load %1864 : !llvm.ptr<1> -> f32
        memref.store %1865, %alloca_198[] : memref<f32>
      }
      %thread_id_x_1371 = gpu.thread_id  x
      %1679 = arith.index_cast %thread_id_x_1371 : index to i64
      %c32_i64_1372 = arith.constant 32 : i64
      %1680 = arith.remsi %1679, %c32_i64_1372 : i64
      %c24_i64_1373 = arith.constant 24 : i64
      %1681 = arith.addi %c24_i64_1373, %1680 : i64
      %cst_1374 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1374, %alloca_199[] : memref<f32>
      %c0_i64_1375 = arith.constant 0 : i64
      %1682 = arith.cmpi sge, %1681, %c0_i64_1375 : i64
      %c32_i64_1376 = arith.constant 32 : i64
      %1683 = arith.cmpi slt, %1681, %c32_i64_1376 : i64
      %1684 = arith.andi %1682, %1683 : i1
      scf.if %1684 {
        %c32_i64_1556 = arith.constant 32 : i64
        %1864 = arith.addi %1681, %c32_i64_1556 : i64
        %1865 = llvm.getelementptr %35[%1864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1866 = llvm.load %1865 : !llvm.ptr<1> -> f32
        memref.store %1866, %alloca_199[] : memref<f32>
      }
      %thread_id_x_1377 = gpu.thread_id  x
      %1685 = arith.index_cast %thread_id_x_1377 : index to i64
      %c32_i64_1378 = arith.constant 32 : i64
      %1686 = arith.remsi %1685, %c32_i64_1378 : i64
      %c24_i64_1379 = arith.constant 24 : i64
      %1687 = arith.addi %c24_i64_1379, %1686 : i64
      %cst_1380 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1380, %alloca_200[] : memref<f32>
      %c0_i64_1381 = arith.constant 0 : i64
      %1688 = arith.cmpi sge, %1687, %c0_i64_1381 : i64
      %c32_i64_1382 = arith.constant 32 : i64
      %1689 = arith.cmpi slt, %1687, %c32_i64_1382 : i64
      %1690 = arith.andi %1688, %1689 : i1
      scf.if %1690 {
        %c64_i64_1556 = arith.constant 64 : i64
        %1864 = arith.addi %1687, %c64_i64_1556 : i64
        %1865 = llvm.getelementptr %35[%1864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1866 = llvm.load %1865 : !llvm.ptr<1> -> f32
        memref.store %1866, %alloca_200[] : memref<f32>
      }
      %thread_id_x_1383 = gpu.thread_id  x
      %1691 = arith.index_cast %thread_id_x_1383 : index to i64
      %c32_i64_1384 = arith.constant 32 : i64
      %1692 = arith.remsi %1691, %c32_i64_1384 : i64
      %c24_i64_1385 = arith.constant 24 : i64
      %1693 = arith.addi %c24_i64_1385, %1692 : i64
      %cst_1386 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1386, %alloca_201[] : memref<f32>
      %c0_i64_1387 = arith.constant 0 : i64
      %1694 = arith.cmpi sge, %1693, %c0_i64_1387 : i64
      %c32_i64_1388 = arith.constant 32 : i64
      %1695 = arith.cmpi slt, %1693, %c32_i64_1388 : i64
      %1696 = arith.andi %1694, %1695 : i1
      scf.if %1696 {
        %c96_i64_1556 = arith.constant 96 : i64
        %1864 = arith.addi %1693, %c96_i64_1556 : i64
        %1865 = llvm.getelementptr %35[%1864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1866 = llvm.load %1865 : !llvm.ptr<1> -> f32
        memref.store %1866, %alloca_201[] : memref<f32>
      }
      %thread_id_x_1389 = gpu.thread_id  x
      %1697 = arith.index_cast %thread_id_x_1389 : index to i64
      %c32_i64_1390 = arith.constant 32 : i64
      %1698 = arith.remsi %1697, %c32_i64_1390 : i64
      %c24_i64_1391 = arith.constant 24 : i64
      %1699 = arith.addi %c24_i64_1391, %1698 : i64
      %cst_1392 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1392, %alloca_202[] : memref<f32>
      %c0_i64_1393 = arith.constant 0 : i64
      %1700 = arith.cmpi sge, %1699, %c0_i64_1393 : i64
      %c32_i64_1394 = arith.constant 32 : i64
      %1701 = arith.cmpi slt, %1699, %c32_i64_1394 : i64
      %1702 = arith.andi %1700, %1701 : i1
      scf.if %1702 {
        %c128_i64_1556 = arith.constant 128 : i64
        %1864 = arith.addi %1699, %c128_i64_1556 : i64
        %1865 = llvm.getelementptr %35[%1864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1866 = llvm.load %1865 : !llvm.ptr<1> -> f32
        memref.store %1866, %alloca_202[] : memref<f32>
      }
      %thread_id_x_1395 = gpu.thread_id  x
      %1703 = arith.index_cast %thread_id_x_1395 : index to i64
      %c32_i64_1396 = arith.constant 32 : i64
      %1704 = arith.remsi %1703, %c32_i64_1396 : i64
      %c24_i64_1397 = arith.constant 24 : i64
      %1705 = arith.addi %c24_i64_1397, %1704 : i64
      %cst_1398 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1398, %alloca_203[] : memref<f32>
      %c0_i64_1399 = arith.constant 0 : i64
      %1706 = arith.cmpi sge, %1705, %c0_i64_1399 : i64
      %c32_i64_1400 = arith.constant 32 : i64
      %1707 = arith.cmpi slt, %1705, %c32_i64_1400 : i64
      %1708 = arith.andi %1706, %1707 : i1
      scf.if %1708 {
        %c160_i64_1556 = arith.constant 160 : i64
        %1864 = arith.addi %1705, %c160_i64_1556 : i64
        %1865 = llvm.getelementptr %35[%1864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1866 = llvm.load %1865 : !llvm.ptr<1> -> f32
        memref.store %1866, %alloca_203[] : memref<f32>
      }
      %thread_id_x_1401 = gpu.thread_id  x
      %1709 = arith.index_cast %thread_id_x_1401 : index to i64
      %c32_i64_1402 = arith.constant 32 : i64
      %1710 = arith.remsi %1709, %c32_i64_1402 : i64
      %c24_i64_1403 = arith.constant 24 : i64
      %1711 = arith.addi %c24_i64_1403, %1710 : i64
      %cst_1404 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1404, %alloca_204[] : memref<f32>
      %c0_i64_1405 = arith.constant 0 : i64
      %1712 = arith.cmpi sge, %1711, %c0_i64_1405 : i64
      %c32_i64_1406 = arith.constant 32 : i64
      %1713 = arith.cmpi slt, %1711, %c32_i64_1406 : i64
      %1714 = arith.andi %1712, %1713 : i1
      scf.if %1714 {
        %c192_i64_1556 = arith.constant 192 : i64
        %1864 = arith.addi %1711, %c192_i64_1556 : i64
        %1865 = llvm.getelementptr %35[%1864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1866 = llvm.load %1865 : !llvm.ptr<1> -> f32
        memref.store %1866, %alloca_204[] : memref<f32>
      }
      %thread_id_x_1407 = gpu.thread_id  x
      %1715 = arith.index_cast %thread_id_x_1407 : index to i64
      %c32_i64_1408 = arith.constant 32 : i64
      %1716 = arith.remsi %1715, %c32_i64_1408 : i64
      %c24_i64_1409 = arith.constant 24 : i64
      %1717 = arith.addi %c24_i64_1409, %1716 : i64
      %cst_1410 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1410, %alloca_205[] : memref<f32>
      %c0_i64_1411 = arith.constant 0 : i64
      %1718 = arith.cmpi sge, %1717, %c0_i64_1411 : i64
      %c32_i64_1412 = arith.constant 32 : i64
      %1719 = arith.cmpi slt, %1717, %c32_i64_1412 : i64
      %1720 = arith.andi %1718, %1719 : i1
      scf.if %1720 {
        %c224_i64_1556 = arith.constant 224 : i64
        %1864 = arith.addi %1717, %c224_i64_1556 : i64
        %1865 = llvm.getelementptr %35[%1864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1866 = llvm.load %1865 : !llvm.ptr<1> -> f32
        memref.store %1866, %alloca_205[] : memref<f32>
      }
      %1721 = memref.load %alloca_201[] : memref<f32>
      %thread_id_x_1413 = gpu.thread_id  x
      %1722 = arith.index_cast %thread_id_x_1413 : index to i64
      %c32_i64_1414 = arith.constant 32 : i64
      %1723 = arith.remsi %1722, %c32_i64_1414 : i64
      %1724 = memref.load %alloca_198[] : memref<f32>
      %1725 = llvm.getelementptr %49[%1723] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1724, %1725 : f32, !llvm.ptr<1>
      %thread_id_x_1415 = gpu.thread_id  x
      %1726 = arith.index_cast %thread_id_x_1415 : index to i64
      %c32_i64_1416 = arith.constant 32 : i64
      %1727 = arith.remsi %1726, %c32_i64_1416 : i64
      %c32_i64_1417 = arith.constant 32 : i64
      %1728 = arith.addi %1727, %c32_i64_1417 : i64
      %1729 = llvm.getelementptr %49[%1728] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1721, %1729 : f32, !llvm.ptr<1>
      %thread_id_x_1418 = gpu.thread_id  x
      %1730 = arith.index_cast %thread_id_x_1418 : index to i64
      %c32_i64_1419 = arith.constant 32 : i64
      %1731 = arith.remsi %1730, %c32_i64_1419 : i64
      %1732 = memref.load %alloca_200[] : memref<f32>
      %c64_i64_1420 = arith.constant 64 : i64
      %1733 = arith.addi %1731, %c64_i64_1420 : i64
      %1734 = llvm.getelementptr %49[%1733] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1732, %1734 : f32, !llvm.ptr<1>
      %thread_id_x_1421 = gpu.thread_id  x
      %1735 = arith.index_cast %thread_id_x_1421 : index to i64
      %c32_i64_1422 = arith.constant 32 : i64
      %1736 = arith.remsi %1735, %c32_i64_1422 : i64
      %1737 = memref.load %alloca_201[] : memref<f32>
      %c96_i64_1423 = arith.constant 96 : i64
      %1738 = arith.addi %1736, %c96_i64_1423 : i64
      %1739 = llvm.getelementptr %49[%1738] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1737, %1739 : f32, !llvm.ptr<1>
      %thread_id_x_1424 = gpu.thread_id  x
      %1740 = arith.index_cast %thread_id_x_1424 : index to i64
      %c32_i64_1425 = arith.constant 32 : i64
      %1741 = arith.remsi %1740, %c32_i64_1425 : i64
      %1742 = memref.load %alloca_202[] : memref<f32>
      %c128_i64_1426 = arith.constant 128 : i64
      %1743 = arith.addi %1741, %c128_i64_1426 : i64
      %1744 = llvm.getelementptr %49[%1743] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1742, %1744 : f32, !llvm.ptr<1>
      %thread_id_x_1427 = gpu.thread_id  x
      %1745 = arith.index_cast %thread_id_x_1427 : index to i64
      %c32_i64_1428 = arith.constant 32 : i64
      %1746 = arith.remsi %1745, %c32_i64_1428 : i64
      %1747 = memref.load %alloca_203[] : memref<f32>
      %c160_i64_1429 = arith.constant 160 : i64
      %1748 = arith.addi %1746, %c160_i64_1429 : i64
      %1749 = llvm.getelementptr %49[%1748] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1747, %1749 : f32, !llvm.ptr<1>
      %thread_id_x_1430 = gpu.thread_id  x
      %1750 = arith.index_cast %thread_id_x_1430 : index to i64
      %c32_i64_1431 = arith.constant 32 : i64
      %1751 = arith.remsi %1750, %c32_i64_1431 : i64
      %1752 = memref.load %alloca_204[] : memref<f32>
      %c192_i64_1432 = arith.constant 192 : i64
      %1753 = arith.addi %1751, %c192_i64_1432 : i64
      %1754 = llvm.getelementptr %49[%1753] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1752, %1754 : f32, !llvm.ptr<1>
      %thread_id_x_1433 = gpu.thread_id  x
      %1755 = arith.index_cast %thread_id_x_1433 : index to i64
      %c32_i64_1434 = arith.constant 32 : i64
      %1756 = arith.remsi %1755, %c32_i64_1434 : i64
      %1757 = memref.load %alloca_205[] : memref<f32>
      %c224_i64_1435 = arith.constant 224 : i64
      %1758 = arith.addi %1756, %c224_i64_1435 : i64
      %1759 = llvm.getelementptr %49[%1758] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %1757, %1759 : f32, !llvm.ptr<1>
      memref.store %128, %alloca_206[] : memref<f32>
      memref.store %133, %alloca_207[] : memref<f32>
      memref.store %138, %alloca_208[] : memref<f32>
      memref.store %143, %alloca_209[] : memref<f32>
      memref.store %148, %alloca_210[] : memref<f32>
      memref.store %153, %alloca_211[] : memref<f32>
      memref.store %158, %alloca_212[] : memref<f32>
      memref.store %163, %alloca_213[] : memref<f32>
      memref.store %168, %alloca_214[] : memref<f32>
      memref.store %173, %alloca_215[] : memref<f32>
      memref.store %178, %alloca_216[] : memref<f32>
      memref.store %183, %alloca_217[] : memref<f32>
      memref.store %188, %alloca_218[] : memref<f32>
      memref.store %193, %alloca_219[] : memref<f32>
      memref.store %198, %alloca_220[] : memref<f32>
      memref.store %203, %alloca_221[] : memref<f32>
      %c0_i64_1436 = arith.constant 0 : i64
      %c3_i64_1437 = arith.constant 3 : i64
      %c1_i64_1438 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_1436 to %c3_i64_1437 step %c1_i64_1438  : i64 {
        %1864 = memref.load %alloca_206[] : memref<f32>
        %1865 = arith.addf %1864, %987 : f32
        %1866 = memref.load %alloca_207[] : memref<f32>
        %1867 = arith.addf %1866, %1003 : f32
        %1868 = memref.load %alloca_208[] : memref<f32>
        %1869 = arith.addf %1868, %1019 : f32
        %1870 = memref.load %alloca_209[] : memref<f32>
        %1871 = arith.addf %1870, %1035 : f32
        %1872 = memref.load %alloca_210[] : memref<f32>
        %1873 = arith.addf %1872, %1051 : f32
        %1874 = memref.load %alloca_211[] : memref<f32>
        %1875 = arith.addf %1874, %1067 : f32
        %1876 = memref.load %alloca_212[] : memref<f32>
        %1877 = arith.addf %1876, %1083 : f32
        %1878 = memref.load %alloca_213[] : memref<f32>
        %1879 = arith.addf %1878, %1099 : f32
        %1880 = memref.load %alloca_214[] : memref<f32>
        %1881 = arith.addf %1880, %1115 : f32
        %1882 = memref.load %alloca_215[] : memref<f32>
        %1883 = arith.addf %1882, %1131 : f32
        %1884 = memref.load %alloca_216[] : memref<f32>
        %1885 = arith.addf %1884, %1147 : f32
        %1886 = memref.load %alloca_217[] : memref<f32>
        %1887 = arith.addf %1886, %1163 : f32
        %1888 = memref.load %alloca_218[] : memref<f32>
        %1889 = arith.addf %1888, %1179 : f32
        %1890 = memref.load %alloca_219[] : memref<f32>
        %1891 = arith.addf %1890, %1195 : f32
        %1892 = memref.load %alloca_220[] : memref<f32>
        %1893 = arith.addf %1892, %1211 : f32
        %1894 = memref.load %alloca_221[] : memref<f32>
        %1895 = arith.addf %1894, %1227 : f32
        memref.store %1865, %alloca_206[] : memref<f32>
        memref.store %1867, %alloca_207[] : memref<f32>
        memref.store %1869, %alloca_208[] : memref<f32>
        memref.store %1871, %alloca_209[] : memref<f32>
        memref.store %1873, %alloca_210[] : memref<f32>
        memref.store %1875, %alloca_211[] : memref<f32>
        memref.store %1877, %alloca_212[] : memref<f32>
        memref.store %1879, %alloca_213[] : memref<f32>
        memref.store %1881, %alloca_214[] : memref<f32>
        memref.store %1883, %alloca_215[] : memref<f32>
        memref.store %1885, %alloca_216[] : memref<f32>
        memref.store %1887, %alloca_217[] : memref<f32>
        memref.store %1889, %alloca_218[] : memref<f32>
        memref.store %1891, %alloca_219[] : memref<f32>
        memref.store %1893, %alloca_220[] : memref<f32>
        memref.store %1895, %alloca_221[] : memref<f32>
      }
      %1760 = arith.trunci %33 : i64 to i32
      %c1_i32_1439 = arith.constant 1 : i32
      %1761 = arith.andi %1760, %c1_i32_1439 : i32
      %c0_i32 = arith.constant 0 : i32
      %1762 = arith.cmpi eq, %1761, %c0_i32 : i32
      scf.if %1762 {
        %1864 = memref.load %alloca_206[] : memref<f32>
        memref.store %1864, %alloca_222[] : memref<f32>
        %1865 = memref.load %alloca_207[] : memref<f32>
        memref.store %1865, %alloca_223[] : memref<f32>
        %1866 = memref.load %alloca_208[] : memref<f32>
        memref.store %1866, %alloca_224[] : memref<f32>
        %1867 = memref.load %alloca_209[] : memref<f32>
        memref.store %1867, %alloca_225[] : memref<f32>
        %1868 = memref.load %alloca_210[] : memref<f32>
        memref.store %1868, %alloca_226[] : memref<f32>
        %1869 = memref.load %alloca_211[] : memref<f32>
        memref.store %1869, %alloca_227[] : memref<f32>
        %1870 = memref.load %alloca_212[] : memref<f32>
        memref.store %1870, %alloca_228[] : memref<f32>
        %1871 = memref.load %alloca_213[] : memref<f32>
        memref.store %1871, %alloca_229[] : memref<f32>
        %1872 = memref.load %alloca_214[] : memref<f32>
        memref.store %1872, %alloca_230[] : memref<f32>
        %1873 = memref.load %alloca_215[] : memref<f32>
        memref.store %1873, %alloca_231[] : memref<f32>
        %1874 = memref.load %alloca_216[] : memref<f32>
        memref.store %1874, %alloca_232[] : memref<f32>
        %1875 = memref.load %alloca_217[] : memref<f32>
        memref.store %1875, %alloca_233[] : memref<f32>
        %1876 = memref.load %alloca_218[] : memref<f32>
        memref.store %1876, %alloca_234[] : memref<f32>
        %1877 = memref.load %alloca_219[] : memref<f32>
        memref.store %1877, %alloca_235[] : memref<f32>
        %1878 = memref.load %alloca_220[] : memref<f32>
        memref.store %1878, %alloca_236[] : memref<f32>
        %1879 = memref.load %alloca_221[] : memref<f32>
        memref.store %1879, %alloca_237[] : memref<f32>
      } else {
        %1864 = memref.load %alloca_206[] : memref<f32>
        %1865 = arith.negf %1864 : f32
        %1866 = memref.load %alloca_207[] : memref<f32>
        %1867 = arith.negf %1866 : f32
        %1868 = memref.load %alloca_208[] : memref<f32>
        %1869 = arith.negf %1868 : f32
        %1870 = memref.load %alloca_209[] : memref<f32>
        %1871 = arith.negf %1870 : f32
        %1872 = memref.load %alloca_210[] : memref<f32>
        %1873 = arith.negf %1872 : f32
        %1874 = memref.load %alloca_211[] : memref<f32>
        %1875 = arith.negf %1874 : f32
        %1876 = memref.load %alloca_212[] : memref<f32>
        %1877 = arith.negf %1876 : f32
        %1878 = memref.load %alloca_213[] : memref<f32>
        %1879 = arith.negf %1878 : f32
        %1880 = memref.load %alloca_214[] : memref<f32>
        %1881 = arith.negf %1880 : f32
        %1882 = memref.load %alloca_215[] : memref<f32>
        %1883 = arith.negf %1882 : f32
        %1884 = memref.load %alloca_216[] : memref<f32>
        %1885 = arith.negf %1884 : f32
        %1886 = memref.load %alloca_217[] : memref<f32>
        %1887 = arith.negf %1886 : f32
        %1888 = memref.load %alloca_218[] : memref<f32>
        %1889 = arith.negf %1888 : f32
        %1890 = memref.load %alloca_219[] : memref<f32>
        %1891 = arith.negf %1890 : f32
        %1892 = memref.load %alloca_220[] : memref<f32>
        %1893 = arith.negf %1892 : f32
        %1894 = memref.load %alloca_221[] : memref<f32>
        %1895 = arith.negf %1894 : f32
        memref.store %1865, %alloca_222[] : memref<f32>
        memref.store %1867, %alloca_223[] : memref<f32>
        memref.store %1869, %alloca_224[] : memref<f32>
        memref.store %1871, %alloca_225[] : memref<f32>
        memref.store %1873, %alloca_226[] : memref<f32>
        memref.store %1875, %alloca_227[] : memref<f32>
        memref.store %1877, %alloca_228[] : memref<f32>
        memref.store %1879, %alloca_229[] : memref<f32>
        memref.store %1881, %alloca_230[] : memref<f32>
        memref.store %1883, %alloca_231[] : memref<f32>
        memref.store %1885, %alloca_232[] : memref<f32>
        memref.store %1887, %alloca_233[] : memref<f32>
        memref.store %1889, %alloca_234[] : memref<f32>
        memref.store %1891, %alloca_235[] : memref<f32>
        memref.store %1893, %alloca_236[] : memref<f32>
        memref.store %1895, %alloca_237[] : memref<f32>
      }
      %thread_id_x_1440 = gpu.thread_id  x
      %1763 = arith.index_cast %thread_id_x_1440 : index to i64
      %c32_i64_1441 = arith.constant 32 : i64
      %1764 = arith.remsi %1763, %c32_i64_1441 : i64
      %c0_i64_1442 = arith.constant 0 : i64
      %c0_i64_1443 = arith.constant 0 : i64
      %1765 = arith.cmpi sge, %c0_i64_1442, %c0_i64_1443 : i64
      %c0_i64_1444 = arith.constant 0 : i64
      %c16_i64_1445 = arith.constant 16 : i64
      %1766 = arith.cmpi slt, %c0_i64_1444, %c16_i64_1445 : i64
      %1767 = arith.andi %1765, %1766 : i1
      scf.if %1767 {
        %1864 = memref.load %alloca_222[] : memref<f32>
        %1865 = llvm.getelementptr %51[%1764] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1865 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1446 = gpu.thread_id  x
      %1768 = arith.index_cast %thread_id_x_1446 : index to i64
      %c32_i64_1447 = arith.constant 32 : i64
      %1769 = arith.remsi %1768, %c32_i64_1447 : i64
      %c1_i64_1448 = arith.constant 1 : i64
      %c0_i64_1449 = arith.constant 0 : i64
      %1770 = arith.cmpi sge, %c1_i64_1448, %c0_i64_1449 : i64
      %c1_i64_1450 = arith.constant 1 : i64
      %c16_i64_1451 = arith.constant 16 : i64
      %1771 = arith.cmpi slt, %c1_i64_1450, %c16_i64_1451 : i64
      %1772 = arith.andi %1770, %1771 : i1
      scf.if %1772 {
        %1864 = memref.load %alloca_223[] : memref<f32>
        %c32_i64_1556 = arith.constant 32 : i64
        %1865 = arith.addi %1769, %c32_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1452 = gpu.thread_id  x
      %1773 = arith.index_cast %thread_id_x_1452 : index to i64
      %c32_i64_1453 = arith.constant 32 : i64
      %1774 = arith.remsi %1773, %c32_i64_1453 : i64
      %c2_i64_1454 = arith.constant 2 : i64
      %c0_i64_1455 = arith.constant 0 : i64
      %1775 = arith.cmpi sge, %c2_i64_1454, %c0_i64_1455 : i64
      %c2_i64_1456 = arith.constant 2 : i64
      %c16_i64_1457 = arith.constant 16 : i64
      %1776 = arith.cmpi slt, %c2_i64_1456, %c16_i64_1457 : i64
      %1777 = arith.andi %1775, %1776 : i1
      scf.if %1777 {
        %1864 = memref.load %alloca_224[] : memref<f32>
        %c64_i64_1556 = arith.constant 64 : i64
        %1865 = arith.addi %1774, %c64_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1458 = gpu.thread_id  x
      %1778 = arith.index_cast %thread_id_x_1458 : index to i64
      %c32_i64_1459 = arith.constant 32 : i64
      %1779 = arith.remsi %1778, %c32_i64_1459 : i64
      %c3_i64_1460 = arith.constant 3 : i64
      %c0_i64_1461 = arith.constant 0 : i64
      %1780 = arith.cmpi sge, %c3_i64_1460, %c0_i64_1461 : i64
      %c3_i64_1462 = arith.constant 3 : i64
      %c16_i64_1463 = arith.constant 16 : i64
      %1781 = arith.cmpi slt, %c3_i64_1462, %c16_i64_1463 : i64
      %1782 = arith.andi %1780, %1781 : i1
      scf.if %1782 {
        %1864 = memref.load %alloca_225[] : memref<f32>
        %c96_i64_1556 = arith.constant 96 : i64
        %1865 = arith.addi %1779, %c96_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1464 = gpu.thread_id  x
      %1783 = arith.index_cast %thread_id_x_1464 : index to i64
      %c32_i64_1465 = arith.constant 32 : i64
      %1784 = arith.remsi %1783, %c32_i64_1465 : i64
      %c4_i64_1466 = arith.constant 4 : i64
      %c0_i64_1467 = arith.constant 0 : i64
      %1785 = arith.cmpi sge, %c4_i64_1466, %c0_i64_1467 : i64
      %c4_i64_1468 = arith.constant 4 : i64
      %c16_i64_1469 = arith.constant 16 : i64
      %1786 = arith.cmpi slt, %c4_i64_1468, %c16_i64_1469 : i64
      %1787 = arith.andi %1785, %1786 : i1
      scf.if %1787 {
        %1864 = memref.load %alloca_226[] : memref<f32>
        %c128_i64_1556 = arith.constant 128 : i64
        %1865 = arith.addi %1784, %c128_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1470 = gpu.thread_id  x
      %1788 = arith.index_cast %thread_id_x_1470 : index to i64
      %c32_i64_1471 = arith.constant 32 : i64
      %1789 = arith.remsi %1788, %c32_i64_1471 : i64
      %c5_i64_1472 = arith.constant 5 : i64
      %c0_i64_1473 = arith.constant 0 : i64
      %1790 = arith.cmpi sge, %c5_i64_1472, %c0_i64_1473 : i64
      %c5_i64_1474 = arith.constant 5 : i64
      %c16_i64_1475 = arith.constant 16 : i64
      %1791 = arith.cmpi slt, %c5_i64_1474, %c16_i64_1475 : i64
      %1792 = arith.andi %1790, %1791 : i1
      scf.if %1792 {
        %1864 = memref.load %alloca_227[] : memref<f32>
        %c160_i64_1556 = arith.constant 160 : i64
        %1865 = arith.addi %1789, %c160_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1476 = gpu.thread_id  x
      %1793 = arith.index_cast %thread_id_x_1476 : index to i64
      %c32_i64_1477 = arith.constant 32 : i64
      %1794 = arith.remsi %1793, %c32_i64_1477 : i64
      %c6_i64_1478 = arith.constant 6 : i64
      %c0_i64_1479 = arith.constant 0 : i64
      %1795 = arith.cmpi sge, %c6_i64_1478, %c0_i64_1479 : i64
      %c6_i64_1480 = arith.constant 6 : i64
      %c16_i64_1481 = arith.constant 16 : i64
      %1796 = arith.cmpi slt, %c6_i64_1480, %c16_i64_1481 : i64
      %1797 = arith.andi %1795, %1796 : i1
      scf.if %1797 {
        %1864 = memref.load %alloca_228[] : memref<f32>
        %c192_i64_1556 = arith.constant 192 : i64
        %1865 = arith.addi %1794, %c192_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1482 = gpu.thread_id  x
      %1798 = arith.index_cast %thread_id_x_1482 : index to i64
      %c32_i64_1483 = arith.constant 32 : i64
      %1799 = arith.remsi %1798, %c32_i64_1483 : i64
      %c7_i64_1484 = arith.constant 7 : i64
      %c0_i64_1485 = arith.constant 0 : i64
      %1800 = arith.cmpi sge, %c7_i64_1484, %c0_i64_1485 : i64
      %c7_i64_1486 = arith.constant 7 : i64
      %c16_i64_1487 = arith.constant 16 : i64
      %1801 = arith.cmpi slt, %c7_i64_1486, %c16_i64_1487 : i64
      %1802 = arith.andi %1800, %1801 : i1
      scf.if %1802 {
        %1864 = memref.load %alloca_229[] : memref<f32>
        %c224_i64_1556 = arith.constant 224 : i64
        %1865 = arith.addi %1799, %c224_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1488 = gpu.thread_id  x
      %1803 = arith.index_cast %thread_id_x_1488 : index to i64
      %c32_i64_1489 = arith.constant 32 : i64
      %1804 = arith.remsi %1803, %c32_i64_1489 : i64
      %c8_i64_1490 = arith.constant 8 : i64
      %c0_i64_1491 = arith.constant 0 : i64
      %1805 = arith.cmpi sge, %c8_i64_1490, %c0_i64_1491 : i64
      %c8_i64_1492 = arith.constant 8 : i64
      %c16_i64_1493 = arith.constant 16 : i64
      %1806 = arith.cmpi slt, %c8_i64_1492, %c16_i64_1493 : i64
      %1807 = arith.andi %1805, %1806 : i1
      scf.if %1807 {
        %1864 = memref.load %alloca_230[] : memref<f32>
        %c256_i64_1556 = arith.constant 256 : i64
        %1865 = arith.addi %1804, %c256_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1494 = gpu.thread_id  x
      %1808 = arith.index_cast %thread_id_x_1494 : index to i64
      %c32_i64_1495 = arith.constant 32 : i64
      %1809 = arith.remsi %1808, %c32_i64_1495 : i64
      %c9_i64_1496 = arith.constant 9 : i64
      %c0_i64_1497 = arith.constant 0 : i64
      %1810 = arith.cmpi sge, %c9_i64_1496, %c0_i64_1497 : i64
      %c9_i64_1498 = arith.constant 9 : i64
      %c16_i64_1499 = arith.constant 16 : i64
      %1811 = arith.cmpi slt, %c9_i64_1498, %c16_i64_1499 : i64
      %1812 = arith.andi %1810, %1811 : i1
      scf.if %1812 {
        %1864 = memref.load %alloca_231[] : memref<f32>
        %c288_i64_1556 = arith.constant 288 : i64
        %1865 = arith.addi %1809, %c288_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1500 = gpu.thread_id  x
      %1813 = arith.index_cast %thread_id_x_1500 : index to i64
      %c32_i64_1501 = arith.constant 32 : i64
      %1814 = arith.remsi %1813, %c32_i64_1501 : i64
      %c10_i64_1502 = arith.constant 10 : i64
      %c0_i64_1503 = arith.constant 0 : i64
      %1815 = arith.cmpi sge, %c10_i64_1502, %c0_i64_1503 : i64
      %c10_i64_1504 = arith.constant 10 : i64
      %c16_i64_1505 = arith.constant 16 : i64
      %1816 = arith.cmpi slt, %c10_i64_1504, %c16_i64_1505 : i64
      %1817 = arith.andi %1815, %1816 : i1
      scf.if %1817 {
        %1864 = memref.load %alloca_232[] : memref<f32>
        %c320_i64_1556 = arith.constant 320 : i64
        %1865 = arith.addi %1814, %c320_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1506 = gpu.thread_id  x
      %1818 = arith.index_cast %thread_id_x_1506 : index to i64
      %c32_i64_1507 = arith.constant 32 : i64
      %1819 = arith.remsi %1818, %c32_i64_1507 : i64
      %c11_i64_1508 = arith.constant 11 : i64
      %c0_i64_1509 = arith.constant 0 : i64
      %1820 = arith.cmpi sge, %c11_i64_1508, %c0_i64_1509 : i64
      %c11_i64_1510 = arith.constant 11 : i64
      %c16_i64_1511 = arith.constant 16 : i64
      %1821 = arith.cmpi slt, %c11_i64_1510, %c16_i64_1511 : i64
      %1822 = arith.andi %1820, %1821 : i1
      scf.if %1822 {
        %1864 = memref.load %alloca_233[] : memref<f32>
        %c352_i64_1556 = arith.constant 352 : i64
        %1865 = arith.addi %1819, %c352_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1512 = gpu.thread_id  x
      %1823 = arith.index_cast %thread_id_x_1512 : index to i64
      %c32_i64_1513 = arith.constant 32 : i64
      %1824 = arith.remsi %1823, %c32_i64_1513 : i64
      %c12_i64_1514 = arith.constant 12 : i64
      %c0_i64_1515 = arith.constant 0 : i64
      %1825 = arith.cmpi sge, %c12_i64_1514, %c0_i64_1515 : i64
      %c12_i64_1516 = arith.constant 12 : i64
      %c16_i64_1517 = arith.constant 16 : i64
      %1826 = arith.cmpi slt, %c12_i64_1516, %c16_i64_1517 : i64
      %1827 = arith.andi %1825, %1826 : i1
      scf.if %1827 {
        %1864 = memref.load %alloca_234[] : memref<f32>
        %c384_i64_1556 = arith.constant 384 : i64
        %1865 = arith.addi %1824, %c384_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1518 = gpu.thread_id  x
      %1828 = arith.index_cast %thread_id_x_1518 : index to i64
      %c32_i64_1519 = arith.constant 32 : i64
      %1829 = arith.remsi %1828, %c32_i64_1519 : i64
      %c13_i64_1520 = arith.constant 13 : i64
      %c0_i64_1521 = arith.constant 0 : i64
      %1830 = arith.cmpi sge, %c13_i64_1520, %c0_i64_1521 : i64
      %c13_i64_1522 = arith.constant 13 : i64
      %c16_i64_1523 = arith.constant 16 : i64
      %1831 = arith.cmpi slt, %c13_i64_1522, %c16_i64_1523 : i64
      %1832 = arith.andi %1830, %1831 : i1
      scf.if %1832 {
        %1864 = memref.load %alloca_235[] : memref<f32>
        %c416_i64_1556 = arith.constant 416 : i64
        %1865 = arith.addi %1829, %c416_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1524 = gpu.thread_id  x
      %1833 = arith.index_cast %thread_id_x_1524 : index to i64
      %c32_i64_1525 = arith.constant 32 : i64
      %1834 = arith.remsi %1833, %c32_i64_1525 : i64
      %c14_i64_1526 = arith.constant 14 : i64
      %c0_i64_1527 = arith.constant 0 : i64
      %1835 = arith.cmpi sge, %c14_i64_1526, %c0_i64_1527 : i64
      %c14_i64_1528 = arith.constant 14 : i64
      %c16_i64_1529 = arith.constant 16 : i64
      %1836 = arith.cmpi slt, %c14_i64_1528, %c16_i64_1529 : i64
      %1837 = arith.andi %1835, %1836 : i1
      scf.if %1837 {
        %1864 = memref.load %alloca_236[] : memref<f32>
        %c448_i64_1556 = arith.constant 448 : i64
        %1865 = arith.addi %1834, %c448_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1530 = gpu.thread_id  x
      %1838 = arith.index_cast %thread_id_x_1530 : index to i64
      %c32_i64_1531 = arith.constant 32 : i64
      %1839 = arith.remsi %1838, %c32_i64_1531 : i64
      %c15_i64_1532 = arith.constant 15 : i64
      %c0_i64_1533 = arith.constant 0 : i64
      %1840 = arith.cmpi sge, %c15_i64_1532, %c0_i64_1533 : i64
      %c15_i64_1534 = arith.constant 15 : i64
      %c16_i64_1535 = arith.constant 16 : i64
      %1841 = arith.cmpi slt, %c15_i64_1534, %c16_i64_1535 : i64
      %1842 = arith.andi %1840, %1841 : i1
      scf.if %1842 {
        %1864 = memref.load %alloca_237[] : memref<f32>
        %c480_i64_1556 = arith.constant 480 : i64
        %1865 = arith.addi %1839, %c480_i64_1556 : i64
        %1866 = llvm.getelementptr %51[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1864, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1536 = gpu.thread_id  x
      %1843 = arith.index_cast %thread_id_x_1536 : index to i64
      %c32_i64_1537 = arith.constant 32 : i64
      %1844 = arith.remsi %1843, %c32_i64_1537 : i64
      %c8_i64_1538 = arith.constant 8 : i64
      %1845 = arith.divsi %1844, %c8_i64_1538 : i64
      %thread_id_x_1539 = gpu.thread_id  x
      %1846 = arith.index_cast %thread_id_x_1539 : index to i64
      %c32_i64_1540 = arith.constant 32 : i64
      %1847 = arith.remsi %1846, %c32_i64_1540 : i64
      %c8_i64_1541 = arith.constant 8 : i64
      %1848 = arith.remsi %1847, %c8_i64_1541 : i64
      %c1_i64_1542 = arith.constant 1 : i64
      %1849 = arith.addi %c1_i64_1542, %1845 : i64
      %cst_1543 = arith.constant 0.000000e+00 : f32
      memref.store %cst_1543, %alloca_238[] : memref<f32>
      %c3_i64_1544 = arith.constant 3 : i64
      %1850 = arith.cmpi slt, %1845, %c3_i64_1544 : i64
      scf.if %1850 {
        %c8_i64_1556 = arith.constant 8 : i64
        %1864 = arith.muli %1848, %c8_i64_1556 : i64
        %1865 = arith.addi %1849, %1864 : i64
        %1866 = llvm.getelementptr %37[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1867 = llvm.load %1866 : !llvm.ptr<1> -> f32
        memref.store %1867, %alloca_238[] : memref<f32>
      }
      %cst_1545 = arith.constant 5.000000e-01 : f32
      %1851 = memref.load %alloca_238[] : memref<f32>
      %1852 = arith.mulf %cst_1545, %1851 : f32
      %thread_id_x_1546 = gpu.thread_id  x
      %1853 = arith.index_cast %thread_id_x_1546 : index to i64
      %c32_i64_1547 = arith.constant 32 : i64
      %1854 = arith.remsi %1853, %c32_i64_1547 : i64
      %c8_i64_1548 = arith.constant 8 : i64
      %1855 = arith.divsi %1854, %c8_i64_1548 : i64
      %thread_id_x_1549 = gpu.thread_id  x
      %1856 = arith.index_cast %thread_id_x_1549 : index to i64
      %c32_i64_1550 = arith.constant 32 : i64
      %1857 = arith.remsi %1856, %c32_i64_1550 : i64
      %c8_i64_1551 = arith.constant 8 : i64
      %1858 = arith.remsi %1857, %c8_i64_1551 : i64
      %c3_i64_1552 = arith.constant 3 : i64
      %1859 = arith.cmpi slt, %1855, %c3_i64_1552 : i64
      scf.if %1859 {
        %c8_i64_1556 = arith.constant 8 : i64
        %1864 = arith.muli %1855, %c8_i64_1556 : i64
        %1865 = arith.addi %1858, %1864 : i64
        %1866 = llvm.getelementptr %53[%1865] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1852, %1866 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1553 = gpu.thread_id  x
      %1860 = arith.index_cast %thread_id_x_1553 : index to i64
      %c32_i64_1554 = arith.constant 32 : i64
      %1861 = arith.remsi %1860, %c32_i64_1554 : i64
      %1862 = arith.trunci %1861 : i64 to i32
      %c0_i32_1555 = arith.constant 0 : i32
      %1863 = arith.cmpi eq, %1862, %c0_i32_1555 : i32
      scf.if %1863 {
        llvm.store %1721, %54 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
