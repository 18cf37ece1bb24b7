module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tiles(%arg0: memref<70x40x?xf32, strided<[1, 70, 2800]>, 1>, %arg1: memref<70x40x?xf32, strided<[1, 70, 2800]>, 1>, %arg2: memref<96x24x?xf32, strided<[1, 96, 2304]>, 1>, %arg3: memref<24x32x?xf32, strided<[1, 24, 768]>, 1>, %arg4: memref<96x32x?xf32, strided<[1, 96, 3072]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<96x24x?xf32, strided<[1, 96, 2304]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<96x24x?xf32, strided<[1, 96, 2304]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<24x32x?xf32, strided<[1, 24, 768]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<24x32x?xf32, strided<[1, 24, 768]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<96x32x?xf32, strided<[1, 96, 3072]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<96x32x?xf32, strided<[1, 96, 3072]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f32>
      %alloca_32 = memref.alloca() : memref<f32>
      %alloca_33 = memref.alloca() : memref<f32>
      %alloca_34 = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
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
      %alloca_239 = memref.alloca() : memref<f32>
      %alloca_240 = memref.alloca() : memref<f32>
      %alloca_241 = memref.alloca() : memref<f32>
      %alloca_242 = memref.alloca() : memref<f32>
      %alloca_243 = memref.alloca() : memref<f32>
      %alloca_244 = memref.alloca() : memref<f32>
      %alloca_245 = memref.alloca() : memref<f32>
      %alloca_246 = memref.alloca() : memref<f32>
      %alloca_247 = memref.alloca() : memref<f32>
      %alloca_248 = memref.alloca() : memref<f32>
      %alloca_249 = memref.alloca() : memref<f32>
      %alloca_250 = memref.alloca() : memref<f32>
      %alloca_251 = memref.alloca() : memref<f32>
      %alloca_252 = memref.alloca() : memref<f32>
      %alloca_253 = memref.alloca() : memref<f32>
      %alloca_254 = memref.alloca() : memref<f32>
      %alloca_255 = memref.alloca() : memref<f32>
      %alloca_256 = memref.alloca() : memref<f32>
      %alloca_257 = memref.alloca() : memref<f32>
      %alloca_258 = memref.alloca() : memref<f32>
      %alloca_259 = memref.alloca() : memref<f32>
      %alloca_260 = memref.alloca() : memref<f32>
      %alloca_261 = memref.alloca() : memref<f32>
      %alloca_262 = memref.alloca() : memref<f32>
      %alloca_263 = memref.alloca() : memref<f32>
      %alloca_264 = memref.alloca() : memref<f32>
      %alloca_265 = memref.alloca() : memref<f32>
      %alloca_266 = memref.alloca() : memref<f32>
      %alloca_267 = memref.alloca() : memref<f32>
      %alloca_268 = memref.alloca() : memref<f32>
      %alloca_269 = memref.alloca() : memref<f32>
      %alloca_270 = memref.alloca() : memref<f32>
      %alloca_271 = memref.alloca() : memref<f32>
      %alloca_272 = memref.alloca() : memref<f32>
      %alloca_273 = memref.alloca() : memref<f32>
      %alloca_274 = memref.alloca() : memref<f32>
      %alloca_275 = memref.alloca() : memref<f32>
      %alloca_276 = memref.alloca() : memref<f32>
      %alloca_277 = memref.alloca() : memref<f32>
      %alloca_278 = memref.alloca() : memref<f32>
      %alloca_279 = memref.alloca() : memref<f32>
      %alloca_280 = memref.alloca() : memref<f32>
      %alloca_281 = memref.alloca() : memref<f32>
      %alloca_282 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %c2800_i64 = arith.constant 2800 : i64
      %16 = arith.muli %15, %c2800_i64 : i64
      %17 = llvm.getelementptr %1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2800_i64_283 = arith.constant 2800 : i64
      %18 = arith.muli %15, %c2800_i64_283 : i64
      %19 = llvm.getelementptr %4[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2304_i64 = arith.constant 2304 : i64
      %20 = arith.muli %15, %c2304_i64 : i64
      %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c768_i64 = arith.constant 768 : i64
      %22 = arith.muli %15, %c768_i64 : i64
      %23 = llvm.getelementptr %10[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3072_i64 = arith.constant 3072 : i64
      %24 = arith.muli %15, %c3072_i64 : i64
      %25 = llvm.getelementptr %13[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %27 = arith.divsi %26, %c16_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %thread_id_y = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y : index to i64
      %29 = arith.muli %c2_i64, %28 : i64
      %30 = arith.addi %27, %29 : i64
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c4_i64 = arith.constant 4 : i64
      scf.for %arg5 = %c0_i64 to %c9_i64 step %c4_i64  : i64 {
        %36 = arith.addi %arg5, %30 : i64
        %c9_i64_290 = arith.constant 9 : i64
        %37 = arith.cmpi slt, %36, %c9_i64_290 : i64
        scf.if %37 {
          %c3_i64 = arith.constant 3 : i64
          %38 = arith.divsi %36, %c3_i64 : i64
          %c3_i64_291 = arith.constant 3 : i64
          %39 = arith.remsi %36, %c3_i64_291 : i64
          %c32_i64 = arith.constant 32 : i64
          %40 = arith.muli %39, %c32_i64 : i64
          %c32_i64_292 = arith.constant 32 : i64
          %c70_i64 = arith.constant 70 : i64
          %41 = arith.subi %c70_i64, %40 : i64
          %42 = arith.minsi %c32_i64_292, %41 : i64
          %c3_i64_293 = arith.constant 3 : i64
          %43 = arith.divsi %38, %c3_i64_293 : i64
          %c3_i64_294 = arith.constant 3 : i64
          %44 = arith.remsi %38, %c3_i64_294 : i64
          %c16_i64_295 = arith.constant 16 : i64
          %45 = arith.muli %44, %c16_i64_295 : i64
          %c16_i64_296 = arith.constant 16 : i64
          %c40_i64 = arith.constant 40 : i64
          %46 = arith.subi %c40_i64, %45 : i64
          %47 = arith.minsi %c16_i64_296, %46 : i64
          %thread_id_x_297 = gpu.thread_id  x
          %48 = arith.index_cast %thread_id_x_297 : index to i64
          %c16_i64_298 = arith.constant 16 : i64
          %49 = arith.remsi %48, %c16_i64_298 : i64
          %50 = arith.addi %40, %49 : i64
          %cst = arith.constant 0.000000e+00 : f32
          memref.store %cst, %alloca[] : memref<f32>
          %c0_i64_299 = arith.constant 0 : i64
          %51 = arith.cmpi sge, %50, %c0_i64_299 : i64
          %c70_i64_300 = arith.constant 70 : i64
          %52 = arith.cmpi slt, %50, %c70_i64_300 : i64
          %53 = arith.andi %51, %52 : i1
          %c0_i64_301 = arith.constant 0 : i64
          %54 = arith.cmpi sge, %45, %c0_i64_301 : i64
          %c40_i64_302 = arith.constant 40 : i64
          %55 = arith.cmpi slt, %45, %c40_i64_302 : i64
          %56 = arith.andi %54, %55 : i1
          %57 = arith.andi %53, %56 : i1
          scf.if %57 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %45, %c70_i64_906 : i64
            %989 = arith.addi %50, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca[] : memref<f32>
          }
          %thread_id_x_303 = gpu.thread_id  x
          %58 = arith.index_cast %thread_id_x_303 : index to i64
          %c16_i64_304 = arith.constant 16 : i64
          %59 = arith.remsi %58, %c16_i64_304 : i64
          %60 = arith.addi %40, %59 : i64
          %c1_i64 = arith.constant 1 : i64
          %61 = arith.addi %45, %c1_i64 : i64
          %cst_305 = arith.constant 0.000000e+00 : f32
          memref.store %cst_305, %alloca_20[] : memref<f32>
          %c0_i64_306 = arith.constant 0 : i64
          %62 = arith.cmpi sge, %60, %c0_i64_306 : i64
          %c70_i64_307 = arith.constant 70 : i64
          %63 = arith.cmpi slt, %60, %c70_i64_307 : i64
          %64 = arith.andi %62, %63 : i1
          %c0_i64_308 = arith.constant 0 : i64
          %65 = arith.cmpi sge, %61, %c0_i64_308 : i64
          %c40_i64_309 = arith.constant 40 : i64
          %66 = arith.cmpi slt, %61, %c40_i64_309 : i64
          %67 = arith.andi %65, %66 : i1
          %68 = arith.andi %64, %67 : i1
          scf.if %68 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %61, %c70_i64_906 : i64
            %989 = arith.addi %60, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_20[] : memref<f32>
          }
          %thread_id_x_310 = gpu.thread_id  x
          %69 = arith.index_cast %thread_id_x_310 : index to i64
          %c16_i64_311 = arith.constant 16 : i64
          %70 = arith.remsi %69, %c16_i64_311 : i64
          %71 = arith.addi %40, %70 : i64
          %c2_i64_312 = arith.constant 2 : i64
          %72 = arith.addi %45, %c2_i64_312 : i64
          %cst_313 = arith.constant 0.000000e+00 : f32
          memref.store %cst_313, %alloca_21[] : memref<f32>
          %c0_i64_314 = arith.constant 0 : i64
          %73 = arith.cmpi sge, %71, %c0_i64_314 : i64
          %c70_i64_315 = arith.constant 70 : i64
          %74 = arith.cmpi slt, %71, %c70_i64_315 : i64
          %75 = arith.andi %73, %74 : i1
          %c0_i64_316 = arith.constant 0 : i64
          %76 = arith.cmpi sge, %72, %c0_i64_316 : i64
          %c40_i64_317 = arith.constant 40 : i64
          %77 = arith.cmpi slt, %72, %c40_i64_317 : i64
          %78 = arith.andi %76, %77 : i1
          %79 = arith.andi %75, %78 : i1
          scf.if %79 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %72, %c70_i64_906 : i64
            %989 = arith.addi %71, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_21[] : memref<f32>
          }
          %thread_id_x_318 = gpu.thread_id  x
          %80 = arith.index_cast %thread_id_x_318 : index to i64
          %c16_i64_319 = arith.constant 16 : i64
          %81 = arith.remsi %80, %c16_i64_319 : i64
          %82 = arith.addi %40, %81 : i64
          %c3_i64_320 = arith.constant 3 : i64
          %83 = arith.addi %45, %c3_i64_320 : i64
          %cst_321 = arith.constant 0.000000e+00 : f32
          memref.store %cst_321, %alloca_22[] : memref<f32>
          %c0_i64_322 = arith.constant 0 : i64
          %84 = arith.cmpi sge, %82, %c0_i64_322 : i64
          %c70_i64_323 = arith.constant 70 : i64
          %85 = arith.cmpi slt, %82, %c70_i64_323 : i64
          %86 = arith.andi %84, %85 : i1
          %c0_i64_324 = arith.constant 0 : i64
          %87 = arith.cmpi sge, %83, %c0_i64_324 : i64
          %c40_i64_325 = arith.constant 40 : i64
          %88 = arith.cmpi slt, %83, %c40_i64_325 : i64
          %89 = arith.andi %87, %88 : i1
          %90 = arith.andi %86, %89 : i1
          scf.if %90 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %83, %c70_i64_906 : i64
            %989 = arith.addi %82, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_22[] : memref<f32>
          }
          %thread_id_x_326 = gpu.thread_id  x
          %91 = arith.index_cast %thread_id_x_326 : index to i64
          %c16_i64_327 = arith.constant 16 : i64
          %92 = arith.remsi %91, %c16_i64_327 : i64
          %93 = arith.addi %40, %92 : i64
          %c4_i64_328 = arith.constant 4 : i64
          %94 = arith.addi %45, %c4_i64_328 : i64
          %cst_329 = arith.constant 0.000000e+00 : f32
          memref.store %cst_329, %alloca_23[] : memref<f32>
          %c0_i64_330 = arith.constant 0 : i64
          %95 = arith.cmpi sge, %93, %c0_i64_330 : i64
          %c70_i64_331 = arith.constant 70 : i64
          %96 = arith.cmpi slt, %93, %c70_i64_331 : i64
          %97 = arith.andi %95, %96 : i1
          %c0_i64_332 = arith.constant 0 : i64
          %98 = arith.cmpi sge, %94, %c0_i64_332 : i64
          %c40_i64_333 = arith.constant 40 : i64
          %99 = arith.cmpi slt, %94, %c40_i64_333 : i64
          %100 = arith.andi %98, %99 : i1
          %101 = arith.andi %97, %100 : i1
          scf.if %101 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %94, %c70_i64_906 : i64
            %989 = arith.addi %93, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_23[] : memref<f32>
          }
          %thread_id_x_334 = gpu.thread_id  x
          %102 = arith.index_cast %thread_id_x_334 : index to i64
          %c16_i64_335 = arith.constant 16 : i64
          %103 = arith.remsi %102, %c16_i64_335 : i64
          %104 = arith.addi %40, %103 : i64
          %c5_i64 = arith.constant 5 : i64
          %105 = arith.addi %45, %c5_i64 : i64
          %cst_336 = arith.constant 0.000000e+00 : f32
          memref.store %cst_336, %alloca_24[] : memref<f32>
          %c0_i64_337 = arith.constant 0 : i64
          %106 = arith.cmpi sge, %104, %c0_i64_337 : i64
          %c70_i64_338 = arith.constant 70 : i64
          %107 = arith.cmpi slt, %104, %c70_i64_338 : i64
          %108 = arith.andi %106, %107 : i1
          %c0_i64_339 = arith.constant 0 : i64
          %109 = arith.cmpi sge, %105, %c0_i64_339 : i64
          %c40_i64_340 = arith.constant 40 : i64
          %110 = arith.cmpi slt, %105, %c40_i64_340 : i64
          %111 = arith.andi %109, %110 : i1
          %112 = arith.andi %108, %111 : i1
          scf.if %112 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %105, %c70_i64_906 : i64
            %989 = arith.addi %104, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_24[] : memref<f32>
          }
          %thread_id_x_341 = gpu.thread_id  x
          %113 = arith.index_cast %thread_id_x_341 : index to i64
          %c16_i64_342 = arith.constant 16 : i64
          %114 = arith.remsi %113, %c16_i64_342 : i64
          %115 = arith.addi %40, %114 : i64
          %c6_i64_343 = arith.constant 6 : i64
          %116 = arith.addi %45, %c6_i64_343 : i64
          %cst_344 = arith.constant 0.000000e+00 : f32
          memref.store %cst_344, %alloca_25[] : memref<f32>
          %c0_i64_345 = arith.constant 0 : i64
          %117 = arith.cmpi sge, %115, %c0_i64_345 : i64
          %c70_i64_346 = arith.constant 70 : i64
          %118 = arith.cmpi slt, %115, %c70_i64_346 : i64
          %119 = arith.andi %117, %118 : i1
          %c0_i64_347 = arith.constant 0 : i64
          %120 = arith.cmpi sge, %116, %c0_i64_347 : i64
          %c40_i64_348 = arith.constant 40 : i64
          %121 = arith.cmpi slt, %116, %c40_i64_348 : i64
          %122 = arith.andi %120, %121 : i1
          %123 = arith.andi %119, %122 : i1
          scf.if %123 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %116, %c70_i64_906 : i64
            %989 = arith.addi %115, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_25[] : memref<f32>
          }
          %thread_id_x_349 = gpu.thread_id  x
          %124 = arith.index_cast %thread_id_x_349 : index to i64
          %c16_i64_350 = arith.constant 16 : i64
          %125 = arith.remsi %124, %c16_i64_350 : i64
          %126 = arith.addi %40, %125 : i64
          %c7_i64 = arith.constant 7 : i64
          %127 = arith.addi %45, %c7_i64 : i64
          %cst_351 = arith.constant 0.000000e+00 : f32
          memref.store %cst_351, %alloca_26[] : memref<f32>
          %c0_i64_352 = arith.constant 0 : i64
          %128 = arith.cmpi sge, %126, %c0_i64_352 : i64
          %c70_i64_353 = arith.constant 70 : i64
          %129 = arith.cmpi slt, %126, %c70_i64_353 : i64
          %130 = arith.andi %128, %129 : i1
          %c0_i64_354 = arith.constant 0 : i64
          %131 = arith.cmpi sge, %127, %c0_i64_354 : i64
          %c40_i64_355 = arith.constant 40 : i64
          %132 = arith.cmpi slt, %127, %c40_i64_355 : i64
          %133 = arith.andi %131, %132 : i1
          %134 = arith.andi %130, %133 : i1
          scf.if %134 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %127, %c70_i64_906 : i64
            %989 = arith.addi %126, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_26[] : memref<f32>
          }
          %thread_id_x_356 = gpu.thread_id  x
          %135 = arith.index_cast %thread_id_x_356 : index to i64
          %c16_i64_357 = arith.constant 16 : i64
          %136 = arith.remsi %135, %c16_i64_357 : i64
          %137 = arith.addi %40, %136 : i64
          %c8_i64 = arith.constant 8 : i64
          %138 = arith.addi %45, %c8_i64 : i64
          %cst_358 = arith.constant 0.000000e+00 : f32
          memref.store %cst_358, %alloca_27[] : memref<f32>
          %c0_i64_359 = arith.constant 0 : i64
          %139 = arith.cmpi sge, %137, %c0_i64_359 : i64
          %c70_i64_360 = arith.constant 70 : i64
          %140 = arith.cmpi slt, %137, %c70_i64_360 : i64
          %141 = arith.andi %139, %140 : i1
          %c0_i64_361 = arith.constant 0 : i64
          %142 = arith.cmpi sge, %138, %c0_i64_361 : i64
          %c40_i64_362 = arith.constant 40 : i64
          %143 = arith.cmpi slt, %138, %c40_i64_362 : i64
          %144 = arith.andi %142, %143 : i1
          %145 = arith.andi %141, %144 : i1
          scf.if %145 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %138, %c70_i64_906 : i64
            %989 = arith.addi %137, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_27[] : memref<f32>
          }
          %thread_id_x_363 = gpu.thread_id  x
          %146 = arith.index_cast %thread_id_x_363 : index to i64
          %c16_i64_364 = arith.constant 16 : i64
          %147 = arith.remsi %146, %c16_i64_364 : i64
          %148 = arith.addi %40, %147 : i64
          %c9_i64_365 = arith.constant 9 : i64
          %149 = arith.addi %45, %c9_i64_365 : i64
          %cst_366 = arith.constant 0.000000e+00 : f32
          memref.store %cst_366, %alloca_28[] : memref<f32>
          %c0_i64_367 = arith.constant 0 : i64
          %150 = arith.cmpi sge, %148, %c0_i64_367 : i64
          %c70_i64_368 = arith.constant 70 : i64
          %151 = arith.cmpi slt, %148, %c70_i64_368 : i64
          %152 = arith.andi %150, %151 : i1
          %c0_i64_369 = arith.constant 0 : i64
          %153 = arith.cmpi sge, %149, %c0_i64_369 : i64
          %c40_i64_370 = arith.constant 40 : i64
          %154 = arith.cmpi slt, %149, %c40_i64_370 : i64
          %155 = arith.andi %153, %154 : i1
          %156 = arith.andi %152, %155 : i1
          scf.if %156 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %149, %c70_i64_906 : i64
            %989 = arith.addi %148, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_28[] : memref<f32>
          }
          %thread_id_x_371 = gpu.thread_id  x
          %157 = arith.index_cast %thread_id_x_371 : index to i64
          %c16_i64_372 = arith.constant 16 : i64
          %158 = arith.remsi %157, %c16_i64_372 : i64
          %159 = arith.addi %40, %158 : i64
          %c10_i64 = arith.constant 10 : i64
          %160 = arith.addi %45, %c10_i64 : i64
          %cst_373 = arith.constant 0.000000e+00 : f32
          memref.store %cst_373, %alloca_29[] : memref<f32>
          %c0_i64_374 = arith.constant 0 : i64
          %161 = arith.cmpi sge, %159, %c0_i64_374 : i64
          %c70_i64_375 = arith.constant 70 : i64
          %162 = arith.cmpi slt, %159, %c70_i64_375 : i64
          %163 = arith.andi %161, %162 : i1
          %c0_i64_376 = arith.constant 0 : i64
          %164 = arith.cmpi sge, %160, %c0_i64_376 : i64
          %c40_i64_377 = arith.constant 40 : i64
          %165 = arith.cmpi slt, %160, %c40_i64_377 : i64
          %166 = arith.andi %164, %165 : i1
          %167 = arith.andi %163, %166 : i1
          scf.if %167 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %160, %c70_i64_906 : i64
            %989 = arith.addi %159, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_29[] : memref<f32>
          }
          %thread_id_x_378 = gpu.thread_id  x
          %168 = arith.index_cast %thread_id_x_378 : index to i64
          %c16_i64_379 = arith.constant 16 : i64
          %169 = arith.remsi %168, %c16_i64_379 : i64
          %170 = arith.addi %40, %169 : i64
          %c11_i64 = arith.constant 11 : i64
          %171 = arith.addi %45, %c11_i64 : i64
          %cst_380 = arith.constant 0.000000e+00 : f32
          memref.store %cst_380, %alloca_30[] : memref<f32>
          %c0_i64_381 = arith.constant 0 : i64
          %172 = arith.cmpi sge, %170, %c0_i64_381 : i64
          %c70_i64_382 = arith.constant 70 : i64
          %173 = arith.cmpi slt, %170, %c70_i64_382 : i64
          %174 = arith.andi %172, %173 : i1
          %c0_i64_383 = arith.constant 0 : i64
          %175 = arith.cmpi sge, %171, %c0_i64_383 : i64
          %c40_i64_384 = arith.constant 40 : i64
          %176 = arith.cmpi slt, %171, %c40_i64_384 : i64
          %177 = arith.andi %175, %176 : i1
          %178 = arith.andi %174, %177 : i1
          scf.if %178 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %171, %c70_i64_906 : i64
            %989 = arith.addi %170, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_30[] : memref<f32>
          }
          %thread_id_x_385 = gpu.thread_id  x
          %179 = arith.index_cast %thread_id_x_385 : index to i64
          %c16_i64_386 = arith.constant 16 : i64
          %180 = arith.remsi %179, %c16_i64_386 : i64
          %181 = arith.addi %40, %180 : i64
          %c12_i64 = arith.constant 12 : i64
          %182 = arith.addi %45, %c12_i64 : i64
          %cst_387 = arith.constant 0.000000e+00 : f32
          memref.store %cst_387, %alloca_31[] : memref<f32>
          %c0_i64_388 = arith.constant 0 : i64
          %183 = arith.cmpi sge, %181, %c0_i64_388 : i64
          %c70_i64_389 = arith.constant 70 : i64
          %184 = arith.cmpi slt, %181, %c70_i64_389 : i64
          %185 = arith.andi %183, %184 : i1
          %c0_i64_390 = arith.constant 0 : i64
          %186 = arith.cmpi sge, %182, %c0_i64_390 : i64
          %c40_i64_391 = arith.constant 40 : i64
          %187 = arith.cmpi slt, %182, %c40_i64_391 : i64
          %188 = arith.andi %186, %187 : i1
          %189 = arith.andi %185, %188 : i1
          scf.if %189 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %182, %c70_i64_906 : i64
            %989 = arith.addi %181, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_31[] : memref<f32>
          }
          %thread_id_x_392 = gpu.thread_id  x
          %190 = arith.index_cast %thread_id_x_392 : index to i64
          %c16_i64_393 = arith.constant 16 : i64
          %191 = arith.remsi %190, %c16_i64_393 : i64
          %192 = arith.addi %40, %191 : i64
          %c13_i64 = arith.constant 13 : i64
          %193 = arith.addi %45, %c13_i64 : i64
          %cst_394 = arith.constant 0.000000e+00 : f32
          memref.store %cst_394, %alloca_32[] : memref<f32>
          %c0_i64_395 = arith.constant 0 : i64
          %194 = arith.cmpi sge, %192, %c0_i64_395 : i64
          %c70_i64_396 = arith.constant 70 : i64
          %195 = arith.cmpi slt, %192, %c70_i64_396 : i64
          %196 = arith.andi %194, %195 : i1
          %c0_i64_397 = arith.constant 0 : i64
          %197 = arith.cmpi sge, %193, %c0_i64_397 : i64
          %c40_i64_398 = arith.constant 40 : i64
          %198 = arith.cmpi slt, %193, %c40_i64_398 : i64
          %199 = arith.andi %197, %198 : i1
          %200 = arith.andi %196, %199 : i1
          scf.if %200 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %193, %c70_i64_906 : i64
            %989 = arith.addi %192, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_32[] : memref<f32>
          }
          %thread_id_x_399 = gpu.thread_id  x
          %201 = arith.index_cast %thread_id_x_399 : index to i64
          %c16_i64_400 = arith.constant 16 : i64
          %202 = arith.remsi %201, %c16_i64_400 : i64
          %203 = arith.addi %40, %202 : i64
          %c14_i64 = arith.constant 14 : i64
          %204 = arith.addi %45, %c14_i64 : i64
          %cst_401 = arith.constant 0.000000e+00 : f32
          memref.store %cst_401, %alloca_33[] : memref<f32>
          %c0_i64_402 = arith.constant 0 : i64
          %205 = arith.cmpi sge, %203, %c0_i64_402 : i64
          %c70_i64_403 = arith.constant 70 : i64
          %206 = arith.cmpi slt, %203, %c70_i64_403 : i64
          %207 = arith.andi %205, %206 : i1
          %c0_i64_404 = arith.constant 0 : i64
          %208 = arith.cmpi sge, %204, %c0_i64_404 : i64
          %c40_i64_405 = arith.constant 40 : i64
          %209 = arith.cmpi slt, %204, %c40_i64_405 : i64
          %210 = arith.andi %208, %209 : i1
          %211 = arith.andi %207, %210 : i1
          scf.if %211 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %204, %c70_i64_906 : i64
            %989 = arith.addi %203, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_33[] : memref<f32>
          }
          %thread_id_x_406 = gpu.thread_id  x
          %212 = arith.index_cast %thread_id_x_406 : index to i64
          %c16_i64_407 = arith.constant 16 : i64
          %213 = arith.remsi %212, %c16_i64_407 : i64
          %214 = arith.addi %40, %213 : i64
          %c15_i64 = arith.constant 15 : i64
          %215 = arith.addi %45, %c15_i64 : i64
          %cst_408 = arith.constant 0.000000e+00 : f32
          memref.store %cst_408, %alloca_34[] : memref<f32>
          %c0_i64_409 = arith.constant 0 : i64
          %216 = arith.cmpi sge, %214, %c0_i64_409 : i64
          %c70_i64_410 = arith.constant 70 : i64
          %217 = arith.cmpi slt, %214, %c70_i64_410 : i64
          %218 = arith.andi %216, %217 : i1
          %c0_i64_411 = arith.constant 0 : i64
          %219 = arith.cmpi sge, %215, %c0_i64_411 : i64
          %c40_i64_412 = arith.constant 40 : i64
          %220 = arith.cmpi slt, %215, %c40_i64_412 : i64
          %221 = arith.andi %219, %220 : i1
          %222 = arith.andi %218, %221 : i1
          scf.if %222 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %215, %c70_i64_906 : i64
            %989 = arith.addi %214, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_34[] : memref<f32>
          }
          %thread_id_x_413 = gpu.thread_id  x
          %223 = arith.index_cast %thread_id_x_413 : index to i64
          %c16_i64_414 = arith.constant 16 : i64
          %224 = arith.remsi %223, %c16_i64_414 : i64
          %c16_i64_415 = arith.constant 16 : i64
          %225 = arith.addi %224, %c16_i64_415 : i64
          %226 = arith.addi %40, %225 : i64
          %cst_416 = arith.constant 0.000000e+00 : f32
          memref.store %cst_416, %alloca_35[] : memref<f32>
          %c0_i64_417 = arith.constant 0 : i64
          %227 = arith.cmpi sge, %226, %c0_i64_417 : i64
          %c70_i64_418 = arith.constant 70 : i64
          %228 = arith.cmpi slt, %226, %c70_i64_418 : i64
          %229 = arith.andi %227, %228 : i1
          %c0_i64_419 = arith.constant 0 : i64
          %230 = arith.cmpi sge, %45, %c0_i64_419 : i64
          %c40_i64_420 = arith.constant 40 : i64
          %231 = arith.cmpi slt, %45, %c40_i64_420 : i64
          %232 = arith.andi %230, %231 : i1
          %233 = arith.andi %229, %232 : i1
          scf.if %233 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %45, %c70_i64_906 : i64
            %989 = arith.addi %226, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_35[] : memref<f32>
          }
          %thread_id_x_421 = gpu.thread_id  x
          %234 = arith.index_cast %thread_id_x_421 : index to i64
          %c16_i64_422 = arith.constant 16 : i64
          %235 = arith.remsi %234, %c16_i64_422 : i64
          %c16_i64_423 = arith.constant 16 : i64
          %236 = arith.addi %235, %c16_i64_423 : i64
          %237 = arith.addi %40, %236 : i64
          %c1_i64_424 = arith.constant 1 : i64
          %238 = arith.addi %45, %c1_i64_424 : i64
          %cst_425 = arith.constant 0.000000e+00 : f32
          memref.store %cst_425, %alloca_36[] : memref<f32>
          %c0_i64_426 = arith.constant 0 : i64
          %239 = arith.cmpi sge, %237, %c0_i64_426 : i64
          %c70_i64_427 = arith.constant 70 : i64
          %240 = arith.cmpi slt, %237, %c70_i64_427 : i64
          %241 = arith.andi %239, %240 : i1
          %c0_i64_428 = arith.constant 0 : i64
          %242 = arith.cmpi sge, %238, %c0_i64_428 : i64
          %c40_i64_429 = arith.constant 40 : i64
          %243 = arith.cmpi slt, %238, %c40_i64_429 : i64
          %244 = arith.andi %242, %243 : i1
          %245 = arith.andi %241, %244 : i1
          scf.if %245 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %238, %c70_i64_906 : i64
            %989 = arith.addi %237, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_36[] : memref<f32>
          }
          %thread_id_x_430 = gpu.thread_id  x
          %246 = arith.index_cast %thread_id_x_430 : index to i64
          %c16_i64_431 = arith.constant 16 : i64
          %247 = arith.remsi %246, %c16_i64_431 : i64
          %c16_i64_432 = arith.constant 16 : i64
          %248 = arith.addi %247, %c16_i64_432 : i64
          %249 = arith.addi %40, %248 : i64
          %c2_i64_433 = arith.constant 2 : i64
          %250 = arith.addi %45, %c2_i64_433 : i64
          %cst_434 = arith.constant 0.000000e+00 : f32
          memref.store %cst_434, %alloca_37[] : memref<f32>
          %c0_i64_435 = arith.constant 0 : i64
          %251 = arith.cmpi sge, %249, %c0_i64_435 : i64
          %c70_i64_436 = arith.constant 70 : i64
          %252 = arith.cmpi slt, %249, %c70_i64_436 : i64
          %253 = arith.andi %251, %252 : i1
          %c0_i64_437 = arith.constant 0 : i64
          %254 = arith.cmpi sge, %250, %c0_i64_437 : i64
          %c40_i64_438 = arith.constant 40 : i64
          %255 = arith.cmpi slt, %250, %c40_i64_438 : i64
          %256 = arith.andi %254, %255 : i1
          %257 = arith.andi %253, %256 : i1
          scf.if %257 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %250, %c70_i64_906 : i64
            %989 = arith.addi %249, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_37[] : memref<f32>
          }
          %thread_id_x_439 = gpu.thread_id  x
          %258 = arith.index_cast %thread_id_x_439 : index to i64
          %c16_i64_440 = arith.constant 16 : i64
          %259 = arith.remsi %258, %c16_i64_440 : i64
          %c16_i64_441 = arith.constant 16 : i64
          %260 = arith.addi %259, %c16_i64_441 : i64
          %261 = arith.addi %40, %260 : i64
          %c3_i64_442 = arith.constant 3 : i64
          %262 = arith.addi %45, %c3_i64_442 : i64
          %cst_443 = arith.constant 0.000000e+00 : f32
          memref.store %cst_443, %alloca_38[] : memref<f32>
          %c0_i64_444 = arith.constant 0 : i64
          %263 = arith.cmpi sge, %261, %c0_i64_444 : i64
          %c70_i64_445 = arith.constant 70 : i64
          %264 = arith.cmpi slt, %261, %c70_i64_445 : i64
          %265 = arith.andi %263, %264 : i1
          %c0_i64_446 = arith.constant 0 : i64
          %266 = arith.cmpi sge, %262, %c0_i64_446 : i64
          %c40_i64_447 = arith.constant 40 : i64
          %267 = arith.cmpi slt, %262, %c40_i64_447 : i64
          %268 = arith.andi %266, %267 : i1
          %269 = arith.andi %265, %268 : i1
          scf.if %269 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %262, %c70_i64_906 : i64
            %989 = arith.addi %261, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_38[] : memref<f32>
          }
          %thread_id_x_448 = gpu.thread_id  x
          %270 = arith.index_cast %thread_id_x_448 : index to i64
          %c16_i64_449 = arith.constant 16 : i64
          %271 = arith.remsi %270, %c16_i64_449 : i64
          %c16_i64_450 = arith.constant 16 : i64
          %272 = arith.addi %271, %c16_i64_450 : i64
          %273 = arith.addi %40, %272 : i64
          %c4_i64_451 = arith.constant 4 : i64
          %274 = arith.addi %45, %c4_i64_451 : i64
          %cst_452 = arith.constant 0.000000e+00 : f32
          memref.store %cst_452, %alloca_39[] : memref<f32>
          %c0_i64_453 = arith.constant 0 : i64
          %275 = arith.cmpi sge, %273, %c0_i64_453 : i64
          %c70_i64_454 = arith.constant 70 : i64
          %276 = arith.cmpi slt, %273, %c70_i64_454 : i64
          %277 = arith.andi %275, %276 : i1
          %c0_i64_455 = arith.constant 0 : i64
          %278 = arith.cmpi sge, %274, %c0_i64_455 : i64
          %c40_i64_456 = arith.constant 40 : i64
          %279 = arith.cmpi slt, %274, %c40_i64_456 : i64
          %280 = arith.andi %278, %279 : i1
          %281 = arith.andi %277, %280 : i1
          scf.if %281 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %274, %c70_i64_906 : i64
            %989 = arith.addi %273, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_39[] : memref<f32>
          }
          %thread_id_x_457 = gpu.thread_id  x
          %282 = arith.index_cast %thread_id_x_457 : index to i64
          %c16_i64_458 = arith.constant 16 : i64
          %283 = arith.remsi %282, %c16_i64_458 : i64
          %c16_i64_459 = arith.constant 16 : i64
          %284 = arith.addi %283, %c16_i64_459 : i64
          %285 = arith.addi %40, %284 : i64
          %c5_i64_460 = arith.constant 5 : i64
          %286 = arith.addi %45, %c5_i64_460 : i64
          %cst_461 = arith.constant 0.000000e+00 : f32
          memref.store %cst_461, %alloca_40[] : memref<f32>
          %c0_i64_462 = arith.constant 0 : i64
          %287 = arith.cmpi sge, %285, %c0_i64_462 : i64
          %c70_i64_463 = arith.constant 70 : i64
          %288 = arith.cmpi slt, %285, %c70_i64_463 : i64
          %289 = arith.andi %287, %288 : i1
          %c0_i64_464 = arith.constant 0 : i64
          %290 = arith.cmpi sge, %286, %c0_i64_464 : i64
          %c40_i64_465 = arith.constant 40 : i64
          %291 = arith.cmpi slt, %286, %c40_i64_465 : i64
          %292 = arith.andi %290, %291 : i1
          %293 = arith.andi %289, %292 : i1
          scf.if %293 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %286, %c70_i64_906 : i64
            %989 = arith.addi %285, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_40[] : memref<f32>
          }
          %thread_id_x_466 = gpu.thread_id  x
          %294 = arith.index_cast %thread_id_x_466 : index to i64
          %c16_i64_467 = arith.constant 16 : i64
          %295 = arith.remsi %294, %c16_i64_467 : i64
          %c16_i64_468 = arith.constant 16 : i64
          %296 = arith.addi %295, %c16_i64_468 : i64
          %297 = arith.addi %40, %296 : i64
          %c6_i64_469 = arith.constant 6 : i64
          %298 = arith.addi %45, %c6_i64_469 : i64
          %cst_470 = arith.constant 0.000000e+00 : f32
          memref.store %cst_470, %alloca_41[] : memref<f32>
          %c0_i64_471 = arith.constant 0 : i64
          %299 = arith.cmpi sge, %297, %c0_i64_471 : i64
          %c70_i64_472 = arith.constant 70 : i64
          %300 = arith.cmpi slt, %297, %c70_i64_472 : i64
          %301 = arith.andi %299, %300 : i1
          %c0_i64_473 = arith.constant 0 : i64
          %302 = arith.cmpi sge, %298, %c0_i64_473 : i64
          %c40_i64_474 = arith.constant 40 : i64
          %303 = arith.cmpi slt, %298, %c40_i64_474 : i64
          %304 = arith.andi %302, %303 : i1
          %305 = arith.andi %301, %304 : i1
          scf.if %305 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %298, %c70_i64_906 : i64
            %989 = arith.addi %297, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_41[] : memref<f32>
          }
          %thread_id_x_475 = gpu.thread_id  x
          %306 = arith.index_cast %thread_id_x_475 : index to i64
          %c16_i64_476 = arith.constant 16 : i64
          %307 = arith.remsi %306, %c16_i64_476 : i64
          %c16_i64_477 = arith.constant 16 : i64
          %308 = arith.addi %307, %c16_i64_477 : i64
          %309 = arith.addi %40, %308 : i64
          %c7_i64_478 = arith.constant 7 : i64
          %310 = arith.addi %45, %c7_i64_478 : i64
          %cst_479 = arith.constant 0.000000e+00 : f32
          memref.store %cst_479, %alloca_42[] : memref<f32>
          %c0_i64_480 = arith.constant 0 : i64
          %311 = arith.cmpi sge, %309, %c0_i64_480 : i64
          %c70_i64_481 = arith.constant 70 : i64
          %312 = arith.cmpi slt, %309, %c70_i64_481 : i64
          %313 = arith.andi %311, %312 : i1
          %c0_i64_482 = arith.constant 0 : i64
          %314 = arith.cmpi sge, %310, %c0_i64_482 : i64
          %c40_i64_483 = arith.constant 40 : i64
          %315 = arith.cmpi slt, %310, %c40_i64_483 : i64
          %316 = arith.andi %314, %315 : i1
          %317 = arith.andi %313, %316 : i1
          scf.if %317 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %310, %c70_i64_906 : i64
            %989 = arith.addi %309, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_42[] : memref<f32>
          }
          %thread_id_x_484 = gpu.thread_id  x
          %318 = arith.index_cast %thread_id_x_484 : index to i64
          %c16_i64_485 = arith.constant 16 : i64
          %319 = arith.remsi %318, %c16_i64_485 : i64
          %c16_i64_486 = arith.constant 16 : i64
          %320 = arith.addi %319, %c16_i64_486 : i64
          %321 = arith.addi %40, %320 : i64
          %c8_i64_487 = arith.constant 8 : i64
          %322 = arith.addi %45, %c8_i64_487 : i64
          %cst_488 = arith.constant 0.000000e+00 : f32
          memref.store %cst_488, %alloca_43[] : memref<f32>
          %c0_i64_489 = arith.constant 0 : i64
          %323 = arith.cmpi sge, %321, %c0_i64_489 : i64
          %c70_i64_490 = arith.constant 70 : i64
          %324 = arith.cmpi slt, %321, %c70_i64_490 : i64
          %325 = arith.andi %323, %324 : i1
          %c0_i64_491 = arith.constant 0 : i64
          %326 = arith.cmpi sge, %322, %c0_i64_491 : i64
          %c40_i64_492 = arith.constant 40 : i64
          %327 = arith.cmpi slt, %322, %c40_i64_492 : i64
          %328 = arith.andi %326, %327 : i1
          %329 = arith.andi %325, %328 : i1
          scf.if %329 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %322, %c70_i64_906 : i64
            %989 = arith.addi %321, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_43[] : memref<f32>
          }
          %thread_id_x_493 = gpu.thread_id  x
          %330 = arith.index_cast %thread_id_x_493 : index to i64
          %c16_i64_494 = arith.constant 16 : i64
          %331 = arith.remsi %330, %c16_i64_494 : i64
          %c16_i64_495 = arith.constant 16 : i64
          %332 = arith.addi %331, %c16_i64_495 : i64
          %333 = arith.addi %40, %332 : i64
          %c9_i64_496 = arith.constant 9 : i64
          %334 = arith.addi %45, %c9_i64_496 : i64
          %cst_497 = arith.constant 0.000000e+00 : f32
          memref.store %cst_497, %alloca_44[] : memref<f32>
          %c0_i64_498 = arith.constant 0 : i64
          %335 = arith.cmpi sge, %333, %c0_i64_498 : i64
          %c70_i64_499 = arith.constant 70 : i64
          %336 = arith.cmpi slt, %333, %c70_i64_499 : i64
          %337 = arith.andi %335, %336 : i1
          %c0_i64_500 = arith.constant 0 : i64
          %338 = arith.cmpi sge, %334, %c0_i64_500 : i64
          %c40_i64_501 = arith.constant 40 : i64
          %339 = arith.cmpi slt, %334, %c40_i64_501 : i64
          %340 = arith.andi %338, %339 : i1
          %341 = arith.andi %337, %340 : i1
          scf.if %341 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %334, %c70_i64_906 : i64
            %989 = arith.addi %333, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_44[] : memref<f32>
          }
          %thread_id_x_502 = gpu.thread_id  x
          %342 = arith.index_cast %thread_id_x_502 : index to i64
          %c16_i64_503 = arith.constant 16 : i64
          %343 = arith.remsi %342, %c16_i64_503 : i64
          %c16_i64_504 = arith.constant 16 : i64
          %344 = arith.addi %343, %c16_i64_504 : i64
          %345 = arith.addi %40, %344 : i64
          %c10_i64_505 = arith.constant 10 : i64
          %346 = arith.addi %45, %c10_i64_505 : i64
          %cst_506 = arith.constant 0.000000e+00 : f32
          memref.store %cst_506, %alloca_45[] : memref<f32>
          %c0_i64_507 = arith.constant 0 : i64
          %347 = arith.cmpi sge, %345, %c0_i64_507 : i64
          %c70_i64_508 = arith.constant 70 : i64
          %348 = arith.cmpi slt, %345, %c70_i64_508 : i64
          %349 = arith.andi %347, %348 : i1
          %c0_i64_509 = arith.constant 0 : i64
          %350 = arith.cmpi sge, %346, %c0_i64_509 : i64
          %c40_i64_510 = arith.constant 40 : i64
          %351 = arith.cmpi slt, %346, %c40_i64_510 : i64
          %352 = arith.andi %350, %351 : i1
          %353 = arith.andi %349, %352 : i1
          scf.if %353 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %346, %c70_i64_906 : i64
            %989 = arith.addi %345, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_45[] : memref<f32>
          }
          %thread_id_x_511 = gpu.thread_id  x
          %354 = arith.index_cast %thread_id_x_511 : index to i64
          %c16_i64_512 = arith.constant 16 : i64
          %355 = arith.remsi %354, %c16_i64_512 : i64
          %c16_i64_513 = arith.constant 16 : i64
          %356 = arith.addi %355, %c16_i64_513 : i64
          %357 = arith.addi %40, %356 : i64
          %c11_i64_514 = arith.constant 11 : i64
          %358 = arith.addi %45, %c11_i64_514 : i64
          %cst_515 = arith.constant 0.000000e+00 : f32
          memref.store %cst_515, %alloca_46[] : memref<f32>
          %c0_i64_516 = arith.constant 0 : i64
          %359 = arith.cmpi sge, %357, %c0_i64_516 : i64
          %c70_i64_517 = arith.constant 70 : i64
          %360 = arith.cmpi slt, %357, %c70_i64_517 : i64
          %361 = arith.andi %359, %360 : i1
          %c0_i64_518 = arith.constant 0 : i64
          %362 = arith.cmpi sge, %358, %c0_i64_518 : i64
          %c40_i64_519 = arith.constant 40 : i64
          %363 = arith.cmpi slt, %358, %c40_i64_519 : i64
          %364 = arith.andi %362, %363 : i1
          %365 = arith.andi %361, %364 : i1
          scf.if %365 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %358, %c70_i64_906 : i64
            %989 = arith.addi %357, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_46[] : memref<f32>
          }
          %thread_id_x_520 = gpu.thread_id  x
          %366 = arith.index_cast %thread_id_x_520 : index to i64
          %c16_i64_521 = arith.constant 16 : i64
          %367 = arith.remsi %366, %c16_i64_521 : i64
          %c16_i64_522 = arith.constant 16 : i64
          %368 = arith.addi %367, %c16_i64_522 : i64
          %369 = arith.addi %40, %368 : i64
          %c12_i64_523 = arith.constant 12 : i64
          %370 = arith.addi %45, %c12_i64_523 : i64
          %cst_524 = arith.constant 0.000000e+00 : f32
          memref.store %cst_524, %alloca_47[] : memref<f32>
          %c0_i64_525 = arith.constant 0 : i64
          %371 = arith.cmpi sge, %369, %c0_i64_525 : i64
          %c70_i64_526 = arith.constant 70 : i64
          %372 = arith.cmpi slt, %369, %c70_i64_526 : i64
          %373 = arith.andi %371, %372 : i1
          %c0_i64_527 = arith.constant 0 : i64
          %374 = arith.cmpi sge, %370, %c0_i64_527 : i64
          %c40_i64_528 = arith.constant 40 : i64
          %375 = arith.cmpi slt, %370, %c40_i64_528 : i64
          %376 = arith.andi %374, %375 : i1
          %377 = arith.andi %373, %376 : i1
          scf.if %377 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %370, %c70_i64_906 : i64
            %989 = arith.addi %369, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_47[] : memref<f32>
          }
          %thread_id_x_529 = gpu.thread_id  x
          %378 = arith.index_cast %thread_id_x_529 : index to i64
          %c16_i64_530 = arith.constant 16 : i64
          %379 = arith.remsi %378, %c16_i64_530 : i64
          %c16_i64_531 = arith.constant 16 : i64
          %380 = arith.addi %379, %c16_i64_531 : i64
          %381 = arith.addi %40, %380 : i64
          %c13_i64_532 = arith.constant 13 : i64
          %382 = arith.addi %45, %c13_i64_532 : i64
          %cst_533 = arith.constant 0.000000e+00 : f32
          memref.store %cst_533, %alloca_48[] : memref<f32>
          %c0_i64_534 = arith.constant 0 : i64
          %383 = arith.cmpi sge, %381, %c0_i64_534 : i64
          %c70_i64_535 = arith.constant 70 : i64
          %384 = arith.cmpi slt, %381, %c70_i64_535 : i64
          %385 = arith.andi %383, %384 : i1
          %c0_i64_536 = arith.constant 0 : i64
          %386 = arith.cmpi sge, %382, %c0_i64_536 : i64
          %c40_i64_537 = arith.constant 40 : i64
          %387 = arith.cmpi slt, %382, %c40_i64_537 : i64
          %388 = arith.andi %386, %387 : i1
          %389 = arith.andi %385, %388 : i1
          scf.if %389 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %382, %c70_i64_906 : i64
            %989 = arith.addi %381, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_48[] : memref<f32>
          }
          %thread_id_x_538 = gpu.thread_id  x
          %390 = arith.index_cast %thread_id_x_538 : index to i64
          %c16_i64_539 = arith.constant 16 : i64
          %391 = arith.remsi %390, %c16_i64_539 : i64
          %c16_i64_540 = arith.constant 16 : i64
          %392 = arith.addi %391, %c16_i64_540 : i64
          %393 = arith.addi %40, %392 : i64
          %c14_i64_541 = arith.constant 14 : i64
          %394 = arith.addi %45, %c14_i64_541 : i64
          %cst_542 = arith.constant 0.000000e+00 : f32
          memref.store %cst_542, %alloca_49[] : memref<f32>
          %c0_i64_543 = arith.constant 0 : i64
          %395 = arith.cmpi sge, %393, %c0_i64_543 : i64
          %c70_i64_544 = arith.constant 70 : i64
          %396 = arith.cmpi slt, %393, %c70_i64_544 : i64
          %397 = arith.andi %395, %396 : i1
          %c0_i64_545 = arith.constant 0 : i64
          %398 = arith.cmpi sge, %394, %c0_i64_545 : i64
          %c40_i64_546 = arith.constant 40 : i64
          %399 = arith.cmpi slt, %394, %c40_i64_546 : i64
          %400 = arith.andi %398, %399 : i1
          %401 = arith.andi %397, %400 : i1
          scf.if %401 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %394, %c70_i64_906 : i64
            %989 = arith.addi %393, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_49[] : memref<f32>
          }
          %thread_id_x_547 = gpu.thread_id  x
          %402 = arith.index_cast %thread_id_x_547 : index to i64
          %c16_i64_548 = arith.constant 16 : i64
          %403 = arith.remsi %402, %c16_i64_548 : i64
          %c16_i64_549 = arith.constant 16 : i64
          %404 = arith.addi %403, %c16_i64_549 : i64
          %405 = arith.addi %40, %404 : i64
          %c15_i64_550 = arith.constant 15 : i64
          %406 = arith.addi %45, %c15_i64_550 : i64
          %cst_551 = arith.constant 0.000000e+00 : f32
          memref.store %cst_551, %alloca_50[] : memref<f32>
          %c0_i64_552 = arith.constant 0 : i64
          %407 = arith.cmpi sge, %405, %c0_i64_552 : i64
          %c70_i64_553 = arith.constant 70 : i64
          %408 = arith.cmpi slt, %405, %c70_i64_553 : i64
          %409 = arith.andi %407, %408 : i1
          %c0_i64_554 = arith.constant 0 : i64
          %410 = arith.cmpi sge, %406, %c0_i64_554 : i64
          %c40_i64_555 = arith.constant 40 : i64
          %411 = arith.cmpi slt, %406, %c40_i64_555 : i64
          %412 = arith.andi %410, %411 : i1
          %413 = arith.andi %409, %412 : i1
          scf.if %413 {
            %c70_i64_906 = arith.constant 70 : i64
            %988 = arith.muli %406, %c70_i64_906 : i64
            %989 = arith.addi %405, %988 : i64
            %990 = llvm.getelementptr %17[%989] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %991 = llvm.load %990 : !llvm.ptr<1> -> f32
            memref.store %991, %alloca_50[] : memref<f32>
          }
          %thread_id_x_556 = gpu.thread_id  x
          %414 = arith.index_cast %thread_id_x_556 : index to i64
          %c16_i64_557 = arith.constant 16 : i64
          %415 = arith.remsi %414, %c16_i64_557 : i64
          %416 = arith.trunci %415 : i64 to i32
          %c0_i64_558 = arith.constant 0 : i64
          %417 = arith.trunci %c0_i64_558 : i64 to i32
          %418 = arith.cmpi sle, %416, %417 : i32
          scf.if %418 {
            %988 = memref.load %alloca[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_52[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_52[] : memref<f32>
          }
          %419 = memref.load %alloca_52[] : memref<f32>
          memref.store %419, %alloca_51[] : memref<f32>
          %thread_id_x_559 = gpu.thread_id  x
          %420 = arith.index_cast %thread_id_x_559 : index to i64
          %c16_i64_560 = arith.constant 16 : i64
          %421 = arith.remsi %420, %c16_i64_560 : i64
          %422 = arith.trunci %421 : i64 to i32
          %c1_i64_561 = arith.constant 1 : i64
          %423 = arith.trunci %c1_i64_561 : i64 to i32
          %424 = arith.cmpi sle, %422, %423 : i32
          scf.if %424 {
            %988 = memref.load %alloca_20[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_54[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_54[] : memref<f32>
          }
          %425 = memref.load %alloca_54[] : memref<f32>
          memref.store %425, %alloca_53[] : memref<f32>
          %thread_id_x_562 = gpu.thread_id  x
          %426 = arith.index_cast %thread_id_x_562 : index to i64
          %c16_i64_563 = arith.constant 16 : i64
          %427 = arith.remsi %426, %c16_i64_563 : i64
          %428 = arith.trunci %427 : i64 to i32
          %c2_i64_564 = arith.constant 2 : i64
          %429 = arith.trunci %c2_i64_564 : i64 to i32
          %430 = arith.cmpi sle, %428, %429 : i32
          scf.if %430 {
            %988 = memref.load %alloca_21[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_56[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_56[] : memref<f32>
          }
          %431 = memref.load %alloca_56[] : memref<f32>
          memref.store %431, %alloca_55[] : memref<f32>
          %thread_id_x_565 = gpu.thread_id  x
          %432 = arith.index_cast %thread_id_x_565 : index to i64
          %c16_i64_566 = arith.constant 16 : i64
          %433 = arith.remsi %432, %c16_i64_566 : i64
          %434 = arith.trunci %433 : i64 to i32
          %c3_i64_567 = arith.constant 3 : i64
          %435 = arith.trunci %c3_i64_567 : i64 to i32
          %436 = arith.cmpi sle, %434, %435 : i32
          scf.if %436 {
            %988 = memref.load %alloca_22[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_58[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_58[] : memref<f32>
          }
          %437 = memref.load %alloca_58[] : memref<f32>
          memref.store %437, %alloca_57[] : memref<f32>
          %thread_id_x_568 = gpu.thread_id  x
          %438 = arith.index_cast %thread_id_x_568 : index to i64
          %c16_i64_569 = arith.constant 16 : i64
          %439 = arith.remsi %438, %c16_i64_569 : i64
          %440 = arith.trunci %439 : i64 to i32
          %c4_i64_570 = arith.constant 4 : i64
          %441 = arith.trunci %c4_i64_570 : i64 to i32
          %442 = arith.cmpi sle, %440, %441 : i32
          scf.if %442 {
            %988 = memref.load %alloca_23[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_60[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_60[] : memref<f32>
          }
          %443 = memref.load %alloca_60[] : memref<f32>
          memref.store %443, %alloca_59[] : memref<f32>
          %thread_id_x_571 = gpu.thread_id  x
          %444 = arith.index_cast %thread_id_x_571 : index to i64
          %c16_i64_572 = arith.constant 16 : i64
          %445 = arith.remsi %444, %c16_i64_572 : i64
          %446 = arith.trunci %445 : i64 to i32
          %c5_i64_573 = arith.constant 5 : i64
          %447 = arith.trunci %c5_i64_573 : i64 to i32
          %448 = arith.cmpi sle, %446, %447 : i32
          scf.if %448 {
            %988 = memref.load %alloca_24[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_62[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_62[] : memref<f32>
          }
          %449 = memref.load %alloca_62[] : memref<f32>
          memref.store %449, %alloca_61[] : memref<f32>
          %thread_id_x_574 = gpu.thread_id  x
          %450 = arith.index_cast %thread_id_x_574 : index to i64
          %c16_i64_575 = arith.constant 16 : i64
          %451 = arith.remsi %450, %c16_i64_575 : i64
          %452 = arith.trunci %451 : i64 to i32
          %c6_i64_576 = arith.constant 6 : i64
          %453 = arith.trunci %c6_i64_576 : i64 to i32
          %454 = arith.cmpi sle, %452, %453 : i32
          scf.if %454 {
            %988 = memref.load %alloca_25[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_64[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_64[] : memref<f32>
          }
          %455 = memref.load %alloca_64[] : memref<f32>
          memref.store %455, %alloca_63[] : memref<f32>
          %thread_id_x_577 = gpu.thread_id  x
          %456 = arith.index_cast %thread_id_x_577 : index to i64
          %c16_i64_578 = arith.constant 16 : i64
          %457 = arith.remsi %456, %c16_i64_578 : i64
          %458 = arith.trunci %457 : i64 to i32
          %c7_i64_579 = arith.constant 7 : i64
          %459 = arith.trunci %c7_i64_579 : i64 to i32
          %460 = arith.cmpi sle, %458, %459 : i32
          scf.if %460 {
            %988 = memref.load %alloca_26[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_66[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_66[] : memref<f32>
          }
          %461 = memref.load %alloca_66[] : memref<f32>
          memref.store %461, %alloca_65[] : memref<f32>
          %thread_id_x_580 = gpu.thread_id  x
          %462 = arith.index_cast %thread_id_x_580 : index to i64
          %c16_i64_581 = arith.constant 16 : i64
          %463 = arith.remsi %462, %c16_i64_581 : i64
          %464 = arith.trunci %463 : i64 to i32
          %c8_i64_582 = arith.constant 8 : i64
          %465 = arith.trunci %c8_i64_582 : i64 to i32
          %466 = arith.cmpi sle, %464, %465 : i32
          scf.if %466 {
            %988 = memref.load %alloca_27[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_68[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_68[] : memref<f32>
          }
          %467 = memref.load %alloca_68[] : memref<f32>
          memref.store %467, %alloca_67[] : memref<f32>
          %thread_id_x_583 = gpu.thread_id  x
          %468 = arith.index_cast %thread_id_x_583 : index to i64
          %c16_i64_584 = arith.constant 16 : i64
          %469 = arith.remsi %468, %c16_i64_584 : i64
          %470 = arith.trunci %469 : i64 to i32
          %c9_i64_585 = arith.constant 9 : i64
          %471 = arith.trunci %c9_i64_585 : i64 to i32
          %472 = arith.cmpi sle, %470, %471 : i32
          scf.if %472 {
            %988 = memref.load %alloca_28[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_70[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_70[] : memref<f32>
          }
          %473 = memref.load %alloca_70[] : memref<f32>
          memref.store %473, %alloca_69[] : memref<f32>
          %thread_id_x_586 = gpu.thread_id  x
          %474 = arith.index_cast %thread_id_x_586 : index to i64
          %c16_i64_587 = arith.constant 16 : i64
          %475 = arith.remsi %474, %c16_i64_587 : i64
          %476 = arith.trunci %475 : i64 to i32
          %c10_i64_588 = arith.constant 10 : i64
          %477 = arith.trunci %c10_i64_588 : i64 to i32
          %478 = arith.cmpi sle, %476, %477 : i32
          scf.if %478 {
            %988 = memref.load %alloca_29[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_72[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_72[] : memref<f32>
          }
          %479 = memref.load %alloca_72[] : memref<f32>
          memref.store %479, %alloca_71[] : memref<f32>
          %thread_id_x_589 = gpu.thread_id  x
          %480 = arith.index_cast %thread_id_x_589 : index to i64
          %c16_i64_590 = arith.constant 16 : i64
          %481 = arith.remsi %480, %c16_i64_590 : i64
          %482 = arith.trunci %481 : i64 to i32
          %c11_i64_591 = arith.constant 11 : i64
          %483 = arith.trunci %c11_i64_591 : i64 to i32
          %484 = arith.cmpi sle, %482, %483 : i32
          scf.if %484 {
            %988 = memref.load %alloca_30[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_74[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_74[] : memref<f32>
          }
          %485 = memref.load %alloca_74[] : memref<f32>
          memref.store %485, %alloca_73[] : memref<f32>
          %thread_id_x_592 = gpu.thread_id  x
          %486 = arith.index_cast %thread_id_x_592 : index to i64
          %c16_i64_593 = arith.constant 16 : i64
          %487 = arith.remsi %486, %c16_i64_593 : i64
          %488 = arith.trunci %487 : i64 to i32
          %c12_i64_594 = arith.constant 12 : i64
          %489 = arith.trunci %c12_i64_594 : i64 to i32
          %490 = arith.cmpi sle, %488, %489 : i32
          scf.if %490 {
            %988 = memref.load %alloca_31[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_76[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_76[] : memref<f32>
          }
          %491 = memref.load %alloca_76[] : memref<f32>
          memref.store %491, %alloca_75[] : memref<f32>
          %thread_id_x_595 = gpu.thread_id  x
          %492 = arith.index_cast %thread_id_x_595 : index to i64
          %c16_i64_596 = arith.constant 16 : i64
          %493 = arith.remsi %492, %c16_i64_596 : i64
          %494 = arith.trunci %493 : i64 to i32
          %c13_i64_597 = arith.constant 13 : i64
          %495 = arith.trunci %c13_i64_597 : i64 to i32
          %496 = arith.cmpi sle, %494, %495 : i32
          scf.if %496 {
            %988 = memref.load %alloca_32[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_78[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_78[] : memref<f32>
          }
          %497 = memref.load %alloca_78[] : memref<f32>
          memref.store %497, %alloca_77[] : memref<f32>
          %thread_id_x_598 = gpu.thread_id  x
          %498 = arith.index_cast %thread_id_x_598 : index to i64
          %c16_i64_599 = arith.constant 16 : i64
          %499 = arith.remsi %498, %c16_i64_599 : i64
          %500 = arith.trunci %499 : i64 to i32
          %c14_i64_600 = arith.constant 14 : i64
          %501 = arith.trunci %c14_i64_600 : i64 to i32
          %502 = arith.cmpi sle, %500, %501 : i32
          scf.if %502 {
            %988 = memref.load %alloca_33[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_80[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_80[] : memref<f32>
          }
          %503 = memref.load %alloca_80[] : memref<f32>
          memref.store %503, %alloca_79[] : memref<f32>
          %thread_id_x_601 = gpu.thread_id  x
          %504 = arith.index_cast %thread_id_x_601 : index to i64
          %c16_i64_602 = arith.constant 16 : i64
          %505 = arith.remsi %504, %c16_i64_602 : i64
          %506 = arith.trunci %505 : i64 to i32
          %c15_i64_603 = arith.constant 15 : i64
          %507 = arith.trunci %c15_i64_603 : i64 to i32
          %508 = arith.cmpi sle, %506, %507 : i32
          scf.if %508 {
            %988 = memref.load %alloca_34[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_82[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_82[] : memref<f32>
          }
          %509 = memref.load %alloca_82[] : memref<f32>
          memref.store %509, %alloca_81[] : memref<f32>
          %thread_id_x_604 = gpu.thread_id  x
          %510 = arith.index_cast %thread_id_x_604 : index to i64
          %c16_i64_605 = arith.constant 16 : i64
          %511 = arith.remsi %510, %c16_i64_605 : i64
          %c16_i64_606 = arith.constant 16 : i64
          %512 = arith.addi %511, %c16_i64_606 : i64
          %513 = arith.trunci %512 : i64 to i32
          %c0_i64_607 = arith.constant 0 : i64
          %514 = arith.trunci %c0_i64_607 : i64 to i32
          %515 = arith.cmpi sle, %513, %514 : i32
          scf.if %515 {
            %988 = memref.load %alloca_35[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_84[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_84[] : memref<f32>
          }
          %516 = memref.load %alloca_84[] : memref<f32>
          memref.store %516, %alloca_83[] : memref<f32>
          %thread_id_x_608 = gpu.thread_id  x
          %517 = arith.index_cast %thread_id_x_608 : index to i64
          %c16_i64_609 = arith.constant 16 : i64
          %518 = arith.remsi %517, %c16_i64_609 : i64
          %c16_i64_610 = arith.constant 16 : i64
          %519 = arith.addi %518, %c16_i64_610 : i64
          %520 = arith.trunci %519 : i64 to i32
          %c1_i64_611 = arith.constant 1 : i64
          %521 = arith.trunci %c1_i64_611 : i64 to i32
          %522 = arith.cmpi sle, %520, %521 : i32
          scf.if %522 {
            %988 = memref.load %alloca_36[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_86[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_86[] : memref<f32>
          }
          %523 = memref.load %alloca_86[] : memref<f32>
          memref.store %523, %alloca_85[] : memref<f32>
          %thread_id_x_612 = gpu.thread_id  x
          %524 = arith.index_cast %thread_id_x_612 : index to i64
          %c16_i64_613 = arith.constant 16 : i64
          %525 = arith.remsi %524, %c16_i64_613 : i64
          %c16_i64_614 = arith.constant 16 : i64
          %526 = arith.addi %525, %c16_i64_614 : i64
          %527 = arith.trunci %526 : i64 to i32
          %c2_i64_615 = arith.constant 2 : i64
          %528 = arith.trunci %c2_i64_615 : i64 to i32
          %529 = arith.cmpi sle, %527, %528 : i32
          scf.if %529 {
            %988 = memref.load %alloca_37[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_88[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_88[] : memref<f32>
          }
          %530 = memref.load %alloca_88[] : memref<f32>
          memref.store %530, %alloca_87[] : memref<f32>
          %thread_id_x_616 = gpu.thread_id  x
          %531 = arith.index_cast %thread_id_x_616 : index to i64
          %c16_i64_617 = arith.constant 16 : i64
          %532 = arith.remsi %531, %c16_i64_617 : i64
          %c16_i64_618 = arith.constant 16 : i64
          %533 = arith.addi %532, %c16_i64_618 : i64
          %534 = arith.trunci %533 : i64 to i32
          %c3_i64_619 = arith.constant 3 : i64
          %535 = arith.trunci %c3_i64_619 : i64 to i32
          %536 = arith.cmpi sle, %534, %535 : i32
          scf.if %536 {
            %988 = memref.load %alloca_38[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_90[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_90[] : memref<f32>
          }
          %537 = memref.load %alloca_90[] : memref<f32>
          memref.store %537, %alloca_89[] : memref<f32>
          %thread_id_x_620 = gpu.thread_id  x
          %538 = arith.index_cast %thread_id_x_620 : index to i64
          %c16_i64_621 = arith.constant 16 : i64
          %539 = arith.remsi %538, %c16_i64_621 : i64
          %c16_i64_622 = arith.constant 16 : i64
          %540 = arith.addi %539, %c16_i64_622 : i64
          %541 = arith.trunci %540 : i64 to i32
          %c4_i64_623 = arith.constant 4 : i64
          %542 = arith.trunci %c4_i64_623 : i64 to i32
          %543 = arith.cmpi sle, %541, %542 : i32
          scf.if %543 {
            %988 = memref.load %alloca_39[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_92[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_92[] : memref<f32>
          }
          %544 = memref.load %alloca_92[] : memref<f32>
          memref.store %544, %alloca_91[] : memref<f32>
          %thread_id_x_624 = gpu.thread_id  x
          %545 = arith.index_cast %thread_id_x_624 : index to i64
          %c16_i64_625 = arith.constant 16 : i64
          %546 = arith.remsi %545, %c16_i64_625 : i64
          %c16_i64_626 = arith.constant 16 : i64
          %547 = arith.addi %546, %c16_i64_626 : i64
          %548 = arith.trunci %547 : i64 to i32
          %c5_i64_627 = arith.constant 5 : i64
          %549 = arith.trunci %c5_i64_627 : i64 to i32
          %550 = arith.cmpi sle, %548, %549 : i32
          scf.if %550 {
            %988 = memref.load %alloca_40[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_94[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_94[] : memref<f32>
          }
          %551 = memref.load %alloca_94[] : memref<f32>
          memref.store %551, %alloca_93[] : memref<f32>
          %thread_id_x_628 = gpu.thread_id  x
          %552 = arith.index_cast %thread_id_x_628 : index to i64
          %c16_i64_629 = arith.constant 16 : i64
          %553 = arith.remsi %552, %c16_i64_629 : i64
          %c16_i64_630 = arith.constant 16 : i64
          %554 = arith.addi %553, %c16_i64_630 : i64
          %555 = arith.trunci %554 : i64 to i32
          %c6_i64_631 = arith.constant 6 : i64
          %556 = arith.trunci %c6_i64_631 : i64 to i32
          %557 = arith.cmpi sle, %555, %556 : i32
          scf.if %557 {
            %988 = memref.load %alloca_41[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_96[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_96[] : memref<f32>
          }
          %558 = memref.load %alloca_96[] : memref<f32>
          memref.store %558, %alloca_95[] : memref<f32>
          %thread_id_x_632 = gpu.thread_id  x
          %559 = arith.index_cast %thread_id_x_632 : index to i64
          %c16_i64_633 = arith.constant 16 : i64
          %560 = arith.remsi %559, %c16_i64_633 : i64
          %c16_i64_634 = arith.constant 16 : i64
          %561 = arith.addi %560, %c16_i64_634 : i64
          %562 = arith.trunci %561 : i64 to i32
          %c7_i64_635 = arith.constant 7 : i64
          %563 = arith.trunci %c7_i64_635 : i64 to i32
          %564 = arith.cmpi sle, %562, %563 : i32
          scf.if %564 {
            %988 = memref.load %alloca_42[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_98[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_98[] : memref<f32>
          }
          %565 = memref.load %alloca_98[] : memref<f32>
          memref.store %565, %alloca_97[] : memref<f32>
          %thread_id_x_636 = gpu.thread_id  x
          %566 = arith.index_cast %thread_id_x_636 : index to i64
          %c16_i64_637 = arith.constant 16 : i64
          %567 = arith.remsi %566, %c16_i64_637 : i64
          %c16_i64_638 = arith.constant 16 : i64
          %568 = arith.addi %567, %c16_i64_638 : i64
          %569 = arith.trunci %568 : i64 to i32
          %c8_i64_639 = arith.constant 8 : i64
          %570 = arith.trunci %c8_i64_639 : i64 to i32
          %571 = arith.cmpi sle, %569, %570 : i32
          scf.if %571 {
            %988 = memref.load %alloca_43[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_100[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_100[] : memref<f32>
          }
          %572 = memref.load %alloca_100[] : memref<f32>
          memref.store %572, %alloca_99[] : memref<f32>
          %thread_id_x_640 = gpu.thread_id  x
          %573 = arith.index_cast %thread_id_x_640 : index to i64
          %c16_i64_641 = arith.constant 16 : i64
          %574 = arith.remsi %573, %c16_i64_641 : i64
          %c16_i64_642 = arith.constant 16 : i64
          %575 = arith.addi %574, %c16_i64_642 : i64
          %576 = arith.trunci %575 : i64 to i32
          %c9_i64_643 = arith.constant 9 : i64
          %577 = arith.trunci %c9_i64_643 : i64 to i32
          %578 = arith.cmpi sle, %576, %577 : i32
          scf.if %578 {
            %988 = memref.load %alloca_44[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_102[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_102[] : memref<f32>
          }
          %579 = memref.load %alloca_102[] : memref<f32>
          memref.store %579, %alloca_101[] : memref<f32>
          %thread_id_x_644 = gpu.thread_id  x
          %580 = arith.index_cast %thread_id_x_644 : index to i64
          %c16_i64_645 = arith.constant 16 : i64
          %581 = arith.remsi %580, %c16_i64_645 : i64
          %c16_i64_646 = arith.constant 16 : i64
          %582 = arith.addi %581, %c16_i64_646 : i64
          %583 = arith.trunci %582 : i64 to i32
          %c10_i64_647 = arith.constant 10 : i64
          %584 = arith.trunci %c10_i64_647 : i64 to i32
          %585 = arith.cmpi sle, %583, %584 : i32
          scf.if %585 {
            %988 = memref.load %alloca_45[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_104[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_104[] : memref<f32>
          }
          %586 = memref.load %alloca_104[] : memref<f32>
          memref.store %586, %alloca_103[] : memref<f32>
          %thread_id_x_648 = gpu.thread_id  x
          %587 = arith.index_cast %thread_id_x_648 : index to i64
          %c16_i64_649 = arith.constant 16 : i64
          %588 = arith.remsi %587, %c16_i64_649 : i64
          %c16_i64_650 = arith.constant 16 : i64
          %589 = arith.addi %588, %c16_i64_650 : i64
          %590 = arith.trunci %589 : i64 to i32
          %c11_i64_651 = arith.constant 11 : i64
          %591 = arith.trunci %c11_i64_651 : i64 to i32
          %592 = arith.cmpi sle, %590, %591 : i32
          scf.if %592 {
            %988 = memref.load %alloca_46[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_106[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_106[] : memref<f32>
          }
          %593 = memref.load %alloca_106[] : memref<f32>
          memref.store %593, %alloca_105[] : memref<f32>
          %thread_id_x_652 = gpu.thread_id  x
          %594 = arith.index_cast %thread_id_x_652 : index to i64
          %c16_i64_653 = arith.constant 16 : i64
          %595 = arith.remsi %594, %c16_i64_653 : i64
          %c16_i64_654 = arith.constant 16 : i64
          %596 = arith.addi %595, %c16_i64_654 : i64
          %597 = arith.trunci %596 : i64 to i32
          %c12_i64_655 = arith.constant 12 : i64
          %598 = arith.trunci %c12_i64_655 : i64 to i32
          %599 = arith.cmpi sle, %597, %598 : i32
          scf.if %599 {
            %988 = memref.load %alloca_47[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_108[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_108[] : memref<f32>
          }
          %600 = memref.load %alloca_108[] : memref<f32>
          memref.store %600, %alloca_107[] : memref<f32>
          %thread_id_x_656 = gpu.thread_id  x
          %601 = arith.index_cast %thread_id_x_656 : index to i64
          %c16_i64_657 = arith.constant 16 : i64
          %602 = arith.remsi %601, %c16_i64_657 : i64
          %c16_i64_658 = arith.constant 16 : i64
          %603 = arith.addi %602, %c16_i64_658 : i64
          %604 = arith.trunci %603 : i64 to i32
          %c13_i64_659 = arith.constant 13 : i64
          %605 = arith.trunci %c13_i64_659 : i64 to i32
          %606 = arith.cmpi sle, %604, %605 : i32
          scf.if %606 {
            %988 = memref.load %alloca_48[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_110[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_110[] : memref<f32>
          }
          %607 = memref.load %alloca_110[] : memref<f32>
          memref.store %607, %alloca_109[] : memref<f32>
          %thread_id_x_660 = gpu.thread_id  x
          %608 = arith.index_cast %thread_id_x_660 : index to i64
          %c16_i64_661 = arith.constant 16 : i64
          %609 = arith.remsi %608, %c16_i64_661 : i64
          %c16_i64_662 = arith.constant 16 : i64
          %610 = arith.addi %609, %c16_i64_662 : i64
          %611 = arith.trunci %610 : i64 to i32
          %c14_i64_663 = arith.constant 14 : i64
          %612 = arith.trunci %c14_i64_663 : i64 to i32
          %613 = arith.cmpi sle, %611, %612 : i32
          scf.if %613 {
            %988 = memref.load %alloca_49[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_112[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_112[] : memref<f32>
          }
          %614 = memref.load %alloca_112[] : memref<f32>
          memref.store %614, %alloca_111[] : memref<f32>
          %thread_id_x_664 = gpu.thread_id  x
          %615 = arith.index_cast %thread_id_x_664 : index to i64
          %c16_i64_665 = arith.constant 16 : i64
          %616 = arith.remsi %615, %c16_i64_665 : i64
          %c16_i64_666 = arith.constant 16 : i64
          %617 = arith.addi %616, %c16_i64_666 : i64
          %618 = arith.trunci %617 : i64 to i32
          %c15_i64_667 = arith.constant 15 : i64
          %619 = arith.trunci %c15_i64_667 : i64 to i32
          %620 = arith.cmpi sle, %618, %619 : i32
          scf.if %620 {
            %988 = memref.load %alloca_50[] : memref<f32>
            %989 = math.exp %988 : f32
            memref.store %989, %alloca_114[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_114[] : memref<f32>
          }
          %621 = memref.load %alloca_114[] : memref<f32>
          memref.store %621, %alloca_113[] : memref<f32>
          %thread_id_x_668 = gpu.thread_id  x
          %622 = arith.index_cast %thread_id_x_668 : index to i64
          %c16_i64_669 = arith.constant 16 : i64
          %623 = arith.remsi %622, %c16_i64_669 : i64
          %624 = arith.addi %40, %623 : i64
          %c0_i64_670 = arith.constant 0 : i64
          %625 = arith.cmpi sge, %624, %c0_i64_670 : i64
          %c70_i64_671 = arith.constant 70 : i64
          %626 = arith.cmpi slt, %624, %c70_i64_671 : i64
          %627 = arith.andi %625, %626 : i1
          %c0_i64_672 = arith.constant 0 : i64
          %628 = arith.cmpi sge, %45, %c0_i64_672 : i64
          %c40_i64_673 = arith.constant 40 : i64
          %629 = arith.cmpi slt, %45, %c40_i64_673 : i64
          %630 = arith.andi %628, %629 : i1
          %631 = arith.andi %627, %630 : i1
          scf.if %631 {
            %988 = memref.load %alloca_51[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %45, %c70_i64_906 : i64
            %990 = arith.addi %624, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_674 = gpu.thread_id  x
          %632 = arith.index_cast %thread_id_x_674 : index to i64
          %c16_i64_675 = arith.constant 16 : i64
          %633 = arith.remsi %632, %c16_i64_675 : i64
          %634 = arith.addi %40, %633 : i64
          %c1_i64_676 = arith.constant 1 : i64
          %635 = arith.addi %45, %c1_i64_676 : i64
          %c0_i64_677 = arith.constant 0 : i64
          %636 = arith.cmpi sge, %634, %c0_i64_677 : i64
          %c70_i64_678 = arith.constant 70 : i64
          %637 = arith.cmpi slt, %634, %c70_i64_678 : i64
          %638 = arith.andi %636, %637 : i1
          %c0_i64_679 = arith.constant 0 : i64
          %639 = arith.cmpi sge, %635, %c0_i64_679 : i64
          %c40_i64_680 = arith.constant 40 : i64
          %640 = arith.cmpi slt, %635, %c40_i64_680 : i64
          %641 = arith.andi %639, %640 : i1
          %642 = arith.andi %638, %641 : i1
          scf.if %642 {
            %988 = memref.load %alloca_53[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %635, %c70_i64_906 : i64
            %990 = arith.addi %634, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_681 = gpu.thread_id  x
          %643 = arith.index_cast %thread_id_x_681 : index to i64
          %c16_i64_682 = arith.constant 16 : i64
          %644 = arith.remsi %643, %c16_i64_682 : i64
          %645 = arith.addi %40, %644 : i64
          %c2_i64_683 = arith.constant 2 : i64
          %646 = arith.addi %45, %c2_i64_683 : i64
          %c0_i64_684 = arith.constant 0 : i64
          %647 = arith.cmpi sge, %645, %c0_i64_684 : i64
          %c70_i64_685 = arith.constant 70 : i64
          %648 = arith.cmpi slt, %645, %c70_i64_685 : i64
          %649 = arith.andi %647, %648 : i1
          %c0_i64_686 = arith.constant 0 : i64
          %650 = arith.cmpi sge, %646, %c0_i64_686 : i64
          %c40_i64_687 = arith.constant 40 : i64
          %651 = arith.cmpi slt, %646, %c40_i64_687 : i64
          %652 = arith.andi %650, %651 : i1
          %653 = arith.andi %649, %652 : i1
          scf.if %653 {
            %988 = memref.load %alloca_55[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %646, %c70_i64_906 : i64
            %990 = arith.addi %645, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_688 = gpu.thread_id  x
          %654 = arith.index_cast %thread_id_x_688 : index to i64
          %c16_i64_689 = arith.constant 16 : i64
          %655 = arith.remsi %654, %c16_i64_689 : i64
          %656 = arith.addi %40, %655 : i64
          %c3_i64_690 = arith.constant 3 : i64
          %657 = arith.addi %45, %c3_i64_690 : i64
          %c0_i64_691 = arith.constant 0 : i64
          %658 = arith.cmpi sge, %656, %c0_i64_691 : i64
          %c70_i64_692 = arith.constant 70 : i64
          %659 = arith.cmpi slt, %656, %c70_i64_692 : i64
          %660 = arith.andi %658, %659 : i1
          %c0_i64_693 = arith.constant 0 : i64
          %661 = arith.cmpi sge, %657, %c0_i64_693 : i64
          %c40_i64_694 = arith.constant 40 : i64
          %662 = arith.cmpi slt, %657, %c40_i64_694 : i64
          %663 = arith.andi %661, %662 : i1
          %664 = arith.andi %660, %663 : i1
          scf.if %664 {
            %988 = memref.load %alloca_57[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %657, %c70_i64_906 : i64
            %990 = arith.addi %656, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_695 = gpu.thread_id  x
          %665 = arith.index_cast %thread_id_x_695 : index to i64
          %c16_i64_696 = arith.constant 16 : i64
          %666 = arith.remsi %665, %c16_i64_696 : i64
          %667 = arith.addi %40, %666 : i64
          %c4_i64_697 = arith.constant 4 : i64
          %668 = arith.addi %45, %c4_i64_697 : i64
          %c0_i64_698 = arith.constant 0 : i64
          %669 = arith.cmpi sge, %667, %c0_i64_698 : i64
          %c70_i64_699 = arith.constant 70 : i64
          %670 = arith.cmpi slt, %667, %c70_i64_699 : i64
          %671 = arith.andi %669, %670 : i1
          %c0_i64_700 = arith.constant 0 : i64
          %672 = arith.cmpi sge, %668, %c0_i64_700 : i64
          %c40_i64_701 = arith.constant 40 : i64
          %673 = arith.cmpi slt, %668, %c40_i64_701 : i64
          %674 = arith.andi %672, %673 : i1
          %675 = arith.andi %671, %674 : i1
          scf.if %675 {
            %988 = memref.load %alloca_59[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %668, %c70_i64_906 : i64
            %990 = arith.addi %667, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_702 = gpu.thread_id  x
          %676 = arith.index_cast %thread_id_x_702 : index to i64
          %c16_i64_703 = arith.constant 16 : i64
          %677 = arith.remsi %676, %c16_i64_703 : i64
          %678 = arith.addi %40, %677 : i64
          %c5_i64_704 = arith.constant 5 : i64
          %679 = arith.addi %45, %c5_i64_704 : i64
          %c0_i64_705 = arith.constant 0 : i64
          %680 = arith.cmpi sge, %678, %c0_i64_705 : i64
          %c70_i64_706 = arith.constant 70 : i64
          %681 = arith.cmpi slt, %678, %c70_i64_706 : i64
          %682 = arith.andi %680, %681 : i1
          %c0_i64_707 = arith.constant 0 : i64
          %683 = arith.cmpi sge, %679, %c0_i64_707 : i64
          %c40_i64_708 = arith.constant 40 : i64
          %684 = arith.cmpi slt, %679, %c40_i64_708 : i64
          %685 = arith.andi %683, %684 : i1
          %686 = arith.andi %682, %685 : i1
          scf.if %686 {
            %988 = memref.load %alloca_61[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %679, %c70_i64_906 : i64
            %990 = arith.addi %678, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_709 = gpu.thread_id  x
          %687 = arith.index_cast %thread_id_x_709 : index to i64
          %c16_i64_710 = arith.constant 16 : i64
          %688 = arith.remsi %687, %c16_i64_710 : i64
          %689 = arith.addi %40, %688 : i64
          %c6_i64_711 = arith.constant 6 : i64
          %690 = arith.addi %45, %c6_i64_711 : i64
          %c0_i64_712 = arith.constant 0 : i64
          %691 = arith.cmpi sge, %689, %c0_i64_712 : i64
          %c70_i64_713 = arith.constant 70 : i64
          %692 = arith.cmpi slt, %689, %c70_i64_713 : i64
          %693 = arith.andi %691, %692 : i1
          %c0_i64_714 = arith.constant 0 : i64
          %694 = arith.cmpi sge, %690, %c0_i64_714 : i64
          %c40_i64_715 = arith.constant 40 : i64
          %695 = arith.cmpi slt, %690, %c40_i64_715 : i64
          %696 = arith.andi %694, %695 : i1
          %697 = arith.andi %693, %696 : i1
          scf.if %697 {
            %988 = memref.load %alloca_63[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %690, %c70_i64_906 : i64
            %990 = arith.addi %689, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_716 = gpu.thread_id  x
          %698 = arith.index_cast %thread_id_x_716 : index to i64
          %c16_i64_717 = arith.constant 16 : i64
          %699 = arith.remsi %698, %c16_i64_717 : i64
          %700 = arith.addi %40, %699 : i64
          %c7_i64_718 = arith.constant 7 : i64
          %701 = arith.addi %45, %c7_i64_718 : i64
          %c0_i64_719 = arith.constant 0 : i64
          %702 = arith.cmpi sge, %700, %c0_i64_719 : i64
          %c70_i64_720 = arith.constant 70 : i64
          %703 = arith.cmpi slt, %700, %c70_i64_720 : i64
          %704 = arith.andi %702, %703 : i1
          %c0_i64_721 = arith.constant 0 : i64
          %705 = arith.cmpi sge, %701, %c0_i64_721 : i64
          %c40_i64_722 = arith.constant 40 : i64
          %706 = arith.cmpi slt, %701, %c40_i64_722 : i64
          %707 = arith.andi %705, %706 : i1
          %708 = arith.andi %704, %707 : i1
          scf.if %708 {
            %988 = memref.load %alloca_65[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %701, %c70_i64_906 : i64
            %990 = arith.addi %700, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_723 = gpu.thread_id  x
          %709 = arith.index_cast %thread_id_x_723 : index to i64
          %c16_i64_724 = arith.constant 16 : i64
          %710 = arith.remsi %709, %c16_i64_724 : i64
          %711 = arith.addi %40, %710 : i64
          %c8_i64_725 = arith.constant 8 : i64
          %712 = arith.addi %45, %c8_i64_725 : i64
          %c0_i64_726 = arith.constant 0 : i64
          %713 = arith.cmpi sge, %711, %c0_i64_726 : i64
          %c70_i64_727 = arith.constant 70 : i64
          %714 = arith.cmpi slt, %711, %c70_i64_727 : i64
          %715 = arith.andi %713, %714 : i1
          %c0_i64_728 = arith.constant 0 : i64
          %716 = arith.cmpi sge, %712, %c0_i64_728 : i64
          %c40_i64_729 = arith.constant 40 : i64
          %717 = arith.cmpi slt, %712, %c40_i64_729 : i64
          %718 = arith.andi %716, %717 : i1
          %719 = arith.andi %715, %718 : i1
          scf.if %719 {
            %988 = memref.load %alloca_67[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %712, %c70_i64_906 : i64
            %990 = arith.addi %711, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_730 = gpu.thread_id  x
          %720 = arith.index_cast %thread_id_x_730 : index to i64
          %c16_i64_731 = arith.constant 16 : i64
          %721 = arith.remsi %720, %c16_i64_731 : i64
          %722 = arith.addi %40, %721 : i64
          %c9_i64_732 = arith.constant 9 : i64
          %723 = arith.addi %45, %c9_i64_732 : i64
          %c0_i64_733 = arith.constant 0 : i64
          %724 = arith.cmpi sge, %722, %c0_i64_733 : i64
          %c70_i64_734 = arith.constant 70 : i64
          %725 = arith.cmpi slt, %722, %c70_i64_734 : i64
          %726 = arith.andi %724, %725 : i1
          %c0_i64_735 = arith.constant 0 : i64
          %727 = arith.cmpi sge, %723, %c0_i64_735 : i64
          %c40_i64_736 = arith.constant 40 : i64
          %728 = arith.cmpi slt, %723, %c40_i64_736 : i64
          %729 = arith.andi %727, %728 : i1
          %730 = arith.andi %726, %729 : i1
          scf.if %730 {
            %988 = memref.load %alloca_69[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %723, %c70_i64_906 : i64
            %990 = arith.addi %722, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_737 = gpu.thread_id  x
          %731 = arith.index_cast %thread_id_x_737 : index to i64
          %c16_i64_738 = arith.constant 16 : i64
          %732 = arith.remsi %731, %c16_i64_738 : i64
          %733 = arith.addi %40, %732 : i64
          %c10_i64_739 = arith.constant 10 : i64
          %734 = arith.addi %45, %c10_i64_739 : i64
          %c0_i64_740 = arith.constant 0 : i64
          %735 = arith.cmpi sge, %733, %c0_i64_740 : i64
          %c70_i64_741 = arith.constant 70 : i64
          %736 = arith.cmpi slt, %733, %c70_i64_741 : i64
          %737 = arith.andi %735, %736 : i1
          %c0_i64_742 = arith.constant 0 : i64
          %738 = arith.cmpi sge, %734, %c0_i64_742 : i64
          %c40_i64_743 = arith.constant 40 : i64
          %739 = arith.cmpi slt, %734, %c40_i64_743 : i64
          %740 = arith.andi %738, %739 : i1
          %741 = arith.andi %737, %740 : i1
          scf.if %741 {
            %988 = memref.load %alloca_71[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %734, %c70_i64_906 : i64
            %990 = arith.addi %733, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_744 = gpu.thread_id  x
          %742 = arith.index_cast %thread_id_x_744 : index to i64
          %c16_i64_745 = arith.constant 16 : i64
          %743 = arith.remsi %742, %c16_i64_745 : i64
          %744 = arith.addi %40, %743 : i64
          %c11_i64_746 = arith.constant 11 : i64
          %745 = arith.addi %45, %c11_i64_746 : i64
          %c0_i64_747 = arith.constant 0 : i64
          %746 = arith.cmpi sge, %744, %c0_i64_747 : i64
          %c70_i64_748 = arith.constant 70 : i64
          %747 = arith.cmpi slt, %744, %c70_i64_748 : i64
          %748 = arith.andi %746, %747 : i1
          %c0_i64_749 = arith.constant 0 : i64
          %749 = arith.cmpi sge, %745, %c0_i64_749 : i64
          %c40_i64_750 = arith.constant 40 : i64
          %750 = arith.cmpi slt, %745, %c40_i64_750 : i64
          %751 = arith.andi %749, %750 : i1
          %752 = arith.andi %748, %751 : i1
          scf.if %752 {
            %988 = memref.load %alloca_73[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %745, %c70_i64_906 : i64
            %990 = arith.addi %744, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_751 = gpu.thread_id  x
          %753 = arith.index_cast %thread_id_x_751 : index to i64
          %c16_i64_752 = arith.constant 16 : i64
          %754 = arith.remsi %753, %c16_i64_752 : i64
          %755 = arith.addi %40, %754 : i64
          %c12_i64_753 = arith.constant 12 : i64
          %756 = arith.addi %45, %c12_i64_753 : i64
          %c0_i64_754 = arith.constant 0 : i64
          %757 = arith.cmpi sge, %755, %c0_i64_754 : i64
          %c70_i64_755 = arith.constant 70 : i64
          %758 = arith.cmpi slt, %755, %c70_i64_755 : i64
          %759 = arith.andi %757, %758 : i1
          %c0_i64_756 = arith.constant 0 : i64
          %760 = arith.cmpi sge, %756, %c0_i64_756 : i64
          %c40_i64_757 = arith.constant 40 : i64
          %761 = arith.cmpi slt, %756, %c40_i64_757 : i64
          %762 = arith.andi %760, %761 : i1
          %763 = arith.andi %759, %762 : i1
          scf.if %763 {
            %988 = memref.load %alloca_75[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %756, %c70_i64_906 : i64
            %990 = arith.addi %755, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_758 = gpu.thread_id  x
          %764 = arith.index_cast %thread_id_x_758 : index to i64
          %c16_i64_759 = arith.constant 16 : i64
          %765 = arith.remsi %764, %c16_i64_759 : i64
          %766 = arith.addi %40, %765 : i64
          %c13_i64_760 = arith.constant 13 : i64
          %767 = arith.addi %45, %c13_i64_760 : i64
          %c0_i64_761 = arith.constant 0 : i64
          %768 = arith.cmpi sge, %766, %c0_i64_761 : i64
          %c70_i64_762 = arith.constant 70 : i64
          %769 = arith.cmpi slt, %766, %c70_i64_762 : i64
          %770 = arith.andi %768, %769 : i1
          %c0_i64_763 = arith.constant 0 : i64
          %771 = arith.cmpi sge, %767, %c0_i64_763 : i64
          %c40_i64_764 = arith.constant 40 : i64
          %772 = arith.cmpi slt, %767, %c40_i64_764 : i64
          %773 = arith.andi %771, %772 : i1
          %774 = arith.andi %770, %773 : i1
          scf.if %774 {
            %988 = memref.load %alloca_77[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %767, %c70_i64_906 : i64
            %990 = arith.addi %766, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_765 = gpu.thread_id  x
          %775 = arith.index_cast %thread_id_x_765 : index to i64
          %c16_i64_766 = arith.constant 16 : i64
          %776 = arith.remsi %775, %c16_i64_766 : i64
          %777 = arith.addi %40, %776 : i64
          %c14_i64_767 = arith.constant 14 : i64
          %778 = arith.addi %45, %c14_i64_767 : i64
          %c0_i64_768 = arith.constant 0 : i64
          %779 = arith.cmpi sge, %777, %c0_i64_768 : i64
          %c70_i64_769 = arith.constant 70 : i64
          %780 = arith.cmpi slt, %777, %c70_i64_769 : i64
          %781 = arith.andi %779, %780 : i1
          %c0_i64_770 = arith.constant 0 : i64
          %782 = arith.cmpi sge, %778, %c0_i64_770 : i64
          %c40_i64_771 = arith.constant 40 : i64
          %783 = arith.cmpi slt, %778, %c40_i64_771 : i64
          %784 = arith.andi %782, %783 : i1
          %785 = arith.andi %781, %784 : i1
          scf.if %785 {
            %988 = memref.load %alloca_79[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %778, %c70_i64_906 : i64
            %990 = arith.addi %777, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_772 = gpu.thread_id  x
          %786 = arith.index_cast %thread_id_x_772 : index to i64
          %c16_i64_773 = arith.constant 16 : i64
          %787 = arith.remsi %786, %c16_i64_773 : i64
          %788 = arith.addi %40, %787 : i64
          %c15_i64_774 = arith.constant 15 : i64
          %789 = arith.addi %45, %c15_i64_774 : i64
          %c0_i64_775 = arith.constant 0 : i64
          %790 = arith.cmpi sge, %788, %c0_i64_775 : i64
          %c70_i64_776 = arith.constant 70 : i64
          %791 = arith.cmpi slt, %788, %c70_i64_776 : i64
          %792 = arith.andi %790, %791 : i1
          %c0_i64_777 = arith.constant 0 : i64
          %793 = arith.cmpi sge, %789, %c0_i64_777 : i64
          %c40_i64_778 = arith.constant 40 : i64
          %794 = arith.cmpi slt, %789, %c40_i64_778 : i64
          %795 = arith.andi %793, %794 : i1
          %796 = arith.andi %792, %795 : i1
          scf.if %796 {
            %988 = memref.load %alloca_81[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %789, %c70_i64_906 : i64
            %990 = arith.addi %788, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_779 = gpu.thread_id  x
          %797 = arith.index_cast %thread_id_x_779 : index to i64
          %c16_i64_780 = arith.constant 16 : i64
          %798 = arith.remsi %797, %c16_i64_780 : i64
          %c16_i64_781 = arith.constant 16 : i64
          %799 = arith.addi %798, %c16_i64_781 : i64
          %800 = arith.addi %40, %799 : i64
          %c0_i64_782 = arith.constant 0 : i64
          %801 = arith.cmpi sge, %800, %c0_i64_782 : i64
          %c70_i64_783 = arith.constant 70 : i64
          %802 = arith.cmpi slt, %800, %c70_i64_783 : i64
          %803 = arith.andi %801, %802 : i1
          %c0_i64_784 = arith.constant 0 : i64
          %804 = arith.cmpi sge, %45, %c0_i64_784 : i64
          %c40_i64_785 = arith.constant 40 : i64
          %805 = arith.cmpi slt, %45, %c40_i64_785 : i64
          %806 = arith.andi %804, %805 : i1
          %807 = arith.andi %803, %806 : i1
          scf.if %807 {
            %988 = memref.load %alloca_83[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %45, %c70_i64_906 : i64
            %990 = arith.addi %800, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_786 = gpu.thread_id  x
          %808 = arith.index_cast %thread_id_x_786 : index to i64
          %c16_i64_787 = arith.constant 16 : i64
          %809 = arith.remsi %808, %c16_i64_787 : i64
          %c16_i64_788 = arith.constant 16 : i64
          %810 = arith.addi %809, %c16_i64_788 : i64
          %811 = arith.addi %40, %810 : i64
          %c1_i64_789 = arith.constant 1 : i64
          %812 = arith.addi %45, %c1_i64_789 : i64
          %c0_i64_790 = arith.constant 0 : i64
          %813 = arith.cmpi sge, %811, %c0_i64_790 : i64
          %c70_i64_791 = arith.constant 70 : i64
          %814 = arith.cmpi slt, %811, %c70_i64_791 : i64
          %815 = arith.andi %813, %814 : i1
          %c0_i64_792 = arith.constant 0 : i64
          %816 = arith.cmpi sge, %812, %c0_i64_792 : i64
          %c40_i64_793 = arith.constant 40 : i64
          %817 = arith.cmpi slt, %812, %c40_i64_793 : i64
          %818 = arith.andi %816, %817 : i1
          %819 = arith.andi %815, %818 : i1
          scf.if %819 {
            %988 = memref.load %alloca_85[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %812, %c70_i64_906 : i64
            %990 = arith.addi %811, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_794 = gpu.thread_id  x
          %820 = arith.index_cast %thread_id_x_794 : index to i64
          %c16_i64_795 = arith.constant 16 : i64
          %821 = arith.remsi %820, %c16_i64_795 : i64
          %c16_i64_796 = arith.constant 16 : i64
          %822 = arith.addi %821, %c16_i64_796 : i64
          %823 = arith.addi %40, %822 : i64
          %c2_i64_797 = arith.constant 2 : i64
          %824 = arith.addi %45, %c2_i64_797 : i64
          %c0_i64_798 = arith.constant 0 : i64
          %825 = arith.cmpi sge, %823, %c0_i64_798 : i64
          %c70_i64_799 = arith.constant 70 : i64
          %826 = arith.cmpi slt, %823, %c70_i64_799 : i64
          %827 = arith.andi %825, %826 : i1
          %c0_i64_800 = arith.constant 0 : i64
          %828 = arith.cmpi sge, %824, %c0_i64_800 : i64
          %c40_i64_801 = arith.constant 40 : i64
          %829 = arith.cmpi slt, %824, %c40_i64_801 : i64
          %830 = arith.andi %828, %829 : i1
          %831 = arith.andi %827, %830 : i1
          scf.if %831 {
            %988 = memref.load %alloca_87[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %824, %c70_i64_906 : i64
            %990 = arith.addi %823, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_802 = gpu.thread_id  x
          %832 = arith.index_cast %thread_id_x_802 : index to i64
          %c16_i64_803 = arith.constant 16 : i64
          %833 = arith.remsi %832, %c16_i64_803 : i64
          %c16_i64_804 = arith.constant 16 : i64
          %834 = arith.addi %833, %c16_i64_804 : i64
          %835 = arith.addi %40, %834 : i64
          %c3_i64_805 = arith.constant 3 : i64
          %836 = arith.addi %45, %c3_i64_805 : i64
          %c0_i64_806 = arith.constant 0 : i64
          %837 = arith.cmpi sge, %835, %c0_i64_806 : i64
          %c70_i64_807 = arith.constant 70 : i64
          %838 = arith.cmpi slt, %835, %c70_i64_807 : i64
          %839 = arith.andi %837, %838 : i1
          %c0_i64_808 = arith.constant 0 : i64
          %840 = arith.cmpi sge, %836, %c0_i64_808 : i64
          %c40_i64_809 = arith.constant 40 : i64
          %841 = arith.cmpi slt, %836, %c40_i64_809 : i64
          %842 = arith.andi %840, %841 : i1
          %843 = arith.andi %839, %842 : i1
          scf.if %843 {
            %988 = memref.load %alloca_89[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %836, %c70_i64_906 : i64
            %990 = arith.addi %835, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_810 = gpu.thread_id  x
          %844 = arith.index_cast %thread_id_x_810 : index to i64
          %c16_i64_811 = arith.constant 16 : i64
          %845 = arith.remsi %844, %c16_i64_811 : i64
          %c16_i64_812 = arith.constant 16 : i64
          %846 = arith.addi %845, %c16_i64_812 : i64
          %847 = arith.addi %40, %846 : i64
          %c4_i64_813 = arith.constant 4 : i64
          %848 = arith.addi %45, %c4_i64_813 : i64
          %c0_i64_814 = arith.constant 0 : i64
          %849 = arith.cmpi sge, %847, %c0_i64_814 : i64
          %c70_i64_815 = arith.constant 70 : i64
          %850 = arith.cmpi slt, %847, %c70_i64_815 : i64
          %851 = arith.andi %849, %850 : i1
          %c0_i64_816 = arith.constant 0 : i64
          %852 = arith.cmpi sge, %848, %c0_i64_816 : i64
          %c40_i64_817 = arith.constant 40 : i64
          %853 = arith.cmpi slt, %848, %c40_i64_817 : i64
          %854 = arith.andi %852, %853 : i1
          %855 = arith.andi %851, %854 : i1
          scf.if %855 {
            %988 = memref.load %alloca_91[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %848, %c70_i64_906 : i64
            %990 = arith.addi %847, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_818 = gpu.thread_id  x
          %856 = arith.index_cast %thread_id_x_818 : index to i64
          %c16_i64_819 = arith.constant 16 : i64
          %857 = arith.remsi %856, %c16_i64_819 : i64
          %c16_i64_820 = arith.constant 16 : i64
          %858 = arith.addi %857, %c16_i64_820 : i64
          %859 = arith.addi %40, %858 : i64
          %c5_i64_821 = arith.constant 5 : i64
          %860 = arith.addi %45, %c5_i64_821 : i64
          %c0_i64_822 = arith.constant 0 : i64
          %861 = arith.cmpi sge, %859, %c0_i64_822 : i64
          %c70_i64_823 = arith.constant 70 : i64
          %862 = arith.cmpi slt, %859, %c70_i64_823 : i64
          %863 = arith.andi %861, %862 : i1
          %c0_i64_824 = arith.constant 0 : i64
          %864 = arith.cmpi sge, %860, %c0_i64_824 : i64
          %c40_i64_825 = arith.constant 40 : i64
          %865 = arith.cmpi slt, %860, %c40_i64_825 : i64
          %866 = arith.andi %864, %865 : i1
          %867 = arith.andi %863, %866 : i1
          scf.if %867 {
            %988 = memref.load %alloca_93[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %860, %c70_i64_906 : i64
            %990 = arith.addi %859, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_826 = gpu.thread_id  x
          %868 = arith.index_cast %thread_id_x_826 : index to i64
          %c16_i64_827 = arith.constant 16 : i64
          %869 = arith.remsi %868, %c16_i64_827 : i64
          %c16_i64_828 = arith.constant 16 : i64
          %870 = arith.addi %869, %c16_i64_828 : i64
          %871 = arith.addi %40, %870 : i64
          %c6_i64_829 = arith.constant 6 : i64
          %872 = arith.addi %45, %c6_i64_829 : i64
          %c0_i64_830 = arith.constant 0 : i64
          %873 = arith.cmpi sge, %871, %c0_i64_830 : i64
          %c70_i64_831 = arith.constant 70 : i64
          %874 = arith.cmpi slt, %871, %c70_i64_831 : i64
          %875 = arith.andi %873, %874 : i1
          %c0_i64_832 = arith.constant 0 : i64
          %876 = arith.cmpi sge, %872, %c0_i64_832 : i64
          %c40_i64_833 = arith.constant 40 : i64
          %877 = arith.cmpi slt, %872, %c40_i64_833 : i64
          %878 = arith.andi %876, %877 : i1
          %879 = arith.andi %875, %878 : i1
          scf.if %879 {
            %988 = memref.load %alloca_95[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %872, %c70_i64_906 : i64
            %990 = arith.addi %871, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_834 = gpu.thread_id  x
          %880 = arith.index_cast %thread_id_x_834 : index to i64
          %c16_i64_835 = arith.constant 16 : i64
          %881 = arith.remsi %880, %c16_i64_835 : i64
          %c16_i64_836 = arith.constant 16 : i64
          %882 = arith.addi %881, %c16_i64_836 : i64
          %883 = arith.addi %40, %882 : i64
          %c7_i64_837 = arith.constant 7 : i64
          %884 = arith.addi %45, %c7_i64_837 : i64
          %c0_i64_838 = arith.constant 0 : i64
          %885 = arith.cmpi sge, %883, %c0_i64_838 : i64
          %c70_i64_839 = arith.constant 70 : i64
          %886 = arith.cmpi slt, %883, %c70_i64_839 : i64
          %887 = arith.andi %885, %886 : i1
          %c0_i64_840 = arith.constant 0 : i64
          %888 = arith.cmpi sge, %884, %c0_i64_840 : i64
          %c40_i64_841 = arith.constant 40 : i64
          %889 = arith.cmpi slt, %884, %c40_i64_841 : i64
          %890 = arith.andi %888, %889 : i1
          %891 = arith.andi %887, %890 : i1
          scf.if %891 {
            %988 = memref.load %alloca_97[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %884, %c70_i64_906 : i64
            %990 = arith.addi %883, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_842 = gpu.thread_id  x
          %892 = arith.index_cast %thread_id_x_842 : index to i64
          %c16_i64_843 = arith.constant 16 : i64
          %893 = arith.remsi %892, %c16_i64_843 : i64
          %c16_i64_844 = arith.constant 16 : i64
          %894 = arith.addi %893, %c16_i64_844 : i64
          %895 = arith.addi %40, %894 : i64
          %c8_i64_845 = arith.constant 8 : i64
          %896 = arith.addi %45, %c8_i64_845 : i64
          %c0_i64_846 = arith.constant 0 : i64
          %897 = arith.cmpi sge, %895, %c0_i64_846 : i64
          %c70_i64_847 = arith.constant 70 : i64
          %898 = arith.cmpi slt, %895, %c70_i64_847 : i64
          %899 = arith.andi %897, %898 : i1
          %c0_i64_848 = arith.constant 0 : i64
          %900 = arith.cmpi sge, %896, %c0_i64_848 : i64
          %c40_i64_849 = arith.constant 40 : i64
          %901 = arith.cmpi slt, %896, %c40_i64_849 : i64
          %902 = arith.andi %900, %901 : i1
          %903 = arith.andi %899, %902 : i1
          scf.if %903 {
            %988 = memref.load %alloca_99[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %896, %c70_i64_906 : i64
            %990 = arith.addi %895, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_850 = gpu.thread_id  x
          %904 = arith.index_cast %thread_id_x_850 : index to i64
          %c16_i64_851 = arith.constant 16 : i64
          %905 = arith.remsi %904, %c16_i64_851 : i64
          %c16_i64_852 = arith.constant 16 : i64
          %906 = arith.addi %905, %c16_i64_852 : i64
          %907 = arith.addi %40, %906 : i64
          %c9_i64_853 = arith.constant 9 : i64
          %908 = arith.addi %45, %c9_i64_853 : i64
          %c0_i64_854 = arith.constant 0 : i64
          %909 = arith.cmpi sge, %907, %c0_i64_854 : i64
          %c70_i64_855 = arith.constant 70 : i64
          %910 = arith.cmpi slt, %907, %c70_i64_855 : i64
          %911 = arith.andi %909, %910 : i1
          %c0_i64_856 = arith.constant 0 : i64
          %912 = arith.cmpi sge, %908, %c0_i64_856 : i64
          %c40_i64_857 = arith.constant 40 : i64
          %913 = arith.cmpi slt, %908, %c40_i64_857 : i64
          %914 = arith.andi %912, %913 : i1
          %915 = arith.andi %911, %914 : i1
          scf.if %915 {
            %988 = memref.load %alloca_101[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %908, %c70_i64_906 : i64
            %990 = arith.addi %907, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_858 = gpu.thread_id  x
          %916 = arith.index_cast %thread_id_x_858 : index to i64
          %c16_i64_859 = arith.constant 16 : i64
          %917 = arith.remsi %916, %c16_i64_859 : i64
          %c16_i64_860 = arith.constant 16 : i64
          %918 = arith.addi %917, %c16_i64_860 : i64
          %919 = arith.addi %40, %918 : i64
          %c10_i64_861 = arith.constant 10 : i64
          %920 = arith.addi %45, %c10_i64_861 : i64
          %c0_i64_862 = arith.constant 0 : i64
          %921 = arith.cmpi sge, %919, %c0_i64_862 : i64
          %c70_i64_863 = arith.constant 70 : i64
          %922 = arith.cmpi slt, %919, %c70_i64_863 : i64
          %923 = arith.andi %921, %922 : i1
          %c0_i64_864 = arith.constant 0 : i64
          %924 = arith.cmpi sge, %920, %c0_i64_864 : i64
          %c40_i64_865 = arith.constant 40 : i64
          %925 = arith.cmpi slt, %920, %c40_i64_865 : i64
          %926 = arith.andi %924, %925 : i1
          %927 = arith.andi %923, %926 : i1
          scf.if %927 {
            %988 = memref.load %alloca_103[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %920, %c70_i64_906 : i64
            %990 = arith.addi %919, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_866 = gpu.thread_id  x
          %928 = arith.index_cast %thread_id_x_866 : index to i64
          %c16_i64_867 = arith.constant 16 : i64
          %929 = arith.remsi %928, %c16_i64_867 : i64
          %c16_i64_868 = arith.constant 16 : i64
          %930 = arith.addi %929, %c16_i64_868 : i64
          %931 = arith.addi %40, %930 : i64
          %c11_i64_869 = arith.constant 11 : i64
          %932 = arith.addi %45, %c11_i64_869 : i64
          %c0_i64_870 = arith.constant 0 : i64
          %933 = arith.cmpi sge, %931, %c0_i64_870 : i64
          %c70_i64_871 = arith.constant 70 : i64
          %934 = arith.cmpi slt, %931, %c70_i64_871 : i64
          %935 = arith.andi %933, %934 : i1
          %c0_i64_872 = arith.constant 0 : i64
          %936 = arith.cmpi sge, %932, %c0_i64_872 : i64
          %c40_i64_873 = arith.constant 40 : i64
          %937 = arith.cmpi slt, %932, %c40_i64_873 : i64
          %938 = arith.andi %936, %937 : i1
          %939 = arith.andi %935, %938 : i1
          scf.if %939 {
            %988 = memref.load %alloca_105[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %932, %c70_i64_906 : i64
            %990 = arith.addi %931, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_874 = gpu.thread_id  x
          %940 = arith.index_cast %thread_id_x_874 : index to i64
          %c16_i64_875 = arith.constant 16 : i64
          %941 = arith.remsi %940, %c16_i64_875 : i64
          %c16_i64_876 = arith.constant 16 : i64
          %942 = arith.addi %941, %c16_i64_876 : i64
          %943 = arith.addi %40, %942 : i64
          %c12_i64_877 = arith.constant 12 : i64
          %944 = arith.addi %45, %c12_i64_877 : i64
          %c0_i64_878 = arith.constant 0 : i64
          %945 = arith.cmpi sge, %943, %c0_i64_878 : i64
          %c70_i64_879 = arith.constant 70 : i64
          %946 = arith.cmpi slt, %943, %c70_i64_879 : i64
          %947 = arith.andi %945, %946 : i1
          %c0_i64_880 = arith.constant 0 : i64
          %948 = arith.cmpi sge, %944, %c0_i64_880 : i64
          %c40_i64_881 = arith.constant 40 : i64
          %949 = arith.cmpi slt, %944, %c40_i64_881 : i64
          %950 = arith.andi %948, %949 : i1
          %951 = arith.andi %947, %950 : i1
          scf.if %951 {
            %988 = memref.load %alloca_107[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %944, %c70_i64_906 : i64
            %990 = arith.addi %943, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_882 = gpu.thread_id  x
          %952 = arith.index_cast %thread_id_x_882 : index to i64
          %c16_i64_883 = arith.constant 16 : i64
          %953 = arith.remsi %952, %c16_i64_883 : i64
          %c16_i64_884 = arith.constant 16 : i64
          %954 = arith.addi %953, %c16_i64_884 : i64
          %955 = arith.addi %40, %954 : i64
          %c13_i64_885 = arith.constant 13 : i64
          %956 = arith.addi %45, %c13_i64_885 : i64
          %c0_i64_886 = arith.constant 0 : i64
          %957 = arith.cmpi sge, %955, %c0_i64_886 : i64
          %c70_i64_887 = arith.constant 70 : i64
          %958 = arith.cmpi slt, %955, %c70_i64_887 : i64
          %959 = arith.andi %957, %958 : i1
          %c0_i64_888 = arith.constant 0 : i64
          %960 = arith.cmpi sge, %956, %c0_i64_888 : i64
          %c40_i64_889 = arith.constant 40 : i64
          %961 = arith.cmpi slt, %956, %c40_i64_889 : i64
          %962 = arith.andi %960, %961 : i1
          %963 = arith.andi %959, %962 : i1
          scf.if %963 {
            %988 = memref.load %alloca_109[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %956, %c70_i64_906 : i64
            %990 = arith.addi %955, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_890 = gpu.thread_id  x
          %964 = arith.index_cast %thread_id_x_890 : index to i64
          %c16_i64_891 = arith.constant 16 : i64
          %965 = arith.remsi %964, %c16_i64_891 : i64
          %c16_i64_892 = arith.constant 16 : i64
          %966 = arith.addi %965, %c16_i64_892 : i64
          %967 = arith.addi %40, %966 : i64
          %c14_i64_893 = arith.constant 14 : i64
          %968 = arith.addi %45, %c14_i64_893 : i64
          %c0_i64_894 = arith.constant 0 : i64
          %969 = arith.cmpi sge, %967, %c0_i64_894 : i64
          %c70_i64_895 = arith.constant 70 : i64
          %970 = arith.cmpi slt, %967, %c70_i64_895 : i64
          %971 = arith.andi %969, %970 : i1
          %c0_i64_896 = arith.constant 0 : i64
          %972 = arith.cmpi sge, %968, %c0_i64_896 : i64
          %c40_i64_897 = arith.constant 40 : i64
          %973 = arith.cmpi slt, %968, %c40_i64_897 : i64
          %974 = arith.andi %972, %973 : i1
          %975 = arith.andi %971, %974 : i1
          scf.if %975 {
            %988 = memref.load %alloca_111[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %968, %c70_i64_906 : i64
            %990 = arith.addi %967, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
          %thread_id_x_898 = gpu.thread_id  x
          %976 = arith.index_cast %thread_id_x_898 : index to i64
          %c16_i64_899 = arith.constant 16 : i64
          %977 = arith.remsi %976, %c16_i64_899 : i64
          %c16_i64_900 = arith.constant 16 : i64
          %978 = arith.addi %977, %c16_i64_900 : i64
          %979 = arith.addi %40, %978 : i64
          %c15_i64_901 = arith.constant 15 : i64
          %980 = arith.addi %45, %c15_i64_901 : i64
          %c0_i64_902 = arith.constant 0 : i64
          %981 = arith.cmpi sge, %979, %c0_i64_902 : i64
          %c70_i64_903 = arith.constant 70 : i64
          %982 = arith.cmpi slt, %979, %c70_i64_903 : i64
          %983 = arith.andi %981, %982 : i1
          %c0_i64_904 = arith.constant 0 : i64
          %984 = arith.cmpi sge, %980, %c0_i64_904 : i64
          %c40_i64_905 = arith.constant 40 : i64
          %985 = arith.cmpi slt, %980, %c40_i64_905 : i64
          %986 = arith.andi %984, %985 : i1
          %987 = arith.andi %983, %986 : i1
          scf.if %987 {
            %988 = memref.load %alloca_113[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %989 = arith.muli %980, %c70_i64_906 : i64
            %990 = arith.addi %979, %989 : i64
            %991 = llvm.getelementptr %19[%990] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %991 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_284 = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %32 = arith.divsi %31, %c16_i64_285 : i64
      %c2_i64_286 = arith.constant 2 : i64
      %thread_id_y_287 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_287 : index to i64
      %34 = arith.muli %c2_i64_286, %33 : i64
      %35 = arith.addi %32, %34 : i64
      %c0_i64_288 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c4_i64_289 = arith.constant 4 : i64
      scf.for %arg5 = %c0_i64_288 to %c6_i64 step %c4_i64_289  : i64 {
        %36 = arith.addi %arg5, %35 : i64
        %c6_i64_290 = arith.constant 6 : i64
        %37 = arith.cmpi slt, %36, %c6_i64_290 : i64
        scf.if %37 {
          %c3_i64 = arith.constant 3 : i64
          %38 = arith.divsi %36, %c3_i64 : i64
          %c3_i64_291 = arith.constant 3 : i64
          %39 = arith.remsi %36, %c3_i64_291 : i64
          %c32_i64 = arith.constant 32 : i64
          %40 = arith.muli %39, %c32_i64 : i64
          %c32_i64_292 = arith.constant 32 : i64
          %c96_i64 = arith.constant 96 : i64
          %41 = arith.subi %c96_i64, %40 : i64
          %42 = arith.minsi %c32_i64_292, %41 : i64
          %c2_i64_293 = arith.constant 2 : i64
          %43 = arith.divsi %38, %c2_i64_293 : i64
          %c2_i64_294 = arith.constant 2 : i64
          %44 = arith.remsi %38, %c2_i64_294 : i64
          %c16_i64_295 = arith.constant 16 : i64
          %45 = arith.muli %44, %c16_i64_295 : i64
          %c16_i64_296 = arith.constant 16 : i64
          %c32_i64_297 = arith.constant 32 : i64
          %46 = arith.subi %c32_i64_297, %45 : i64
          %47 = arith.minsi %c16_i64_296, %46 : i64
          %cst = arith.constant 0.000000e+00 : f32
          memref.store %cst, %alloca_115[] : memref<f32>
          %cst_298 = arith.constant 0.000000e+00 : f32
          memref.store %cst_298, %alloca_116[] : memref<f32>
          %cst_299 = arith.constant 0.000000e+00 : f32
          memref.store %cst_299, %alloca_117[] : memref<f32>
          %cst_300 = arith.constant 0.000000e+00 : f32
          memref.store %cst_300, %alloca_118[] : memref<f32>
          %cst_301 = arith.constant 0.000000e+00 : f32
          memref.store %cst_301, %alloca_119[] : memref<f32>
          %cst_302 = arith.constant 0.000000e+00 : f32
          memref.store %cst_302, %alloca_120[] : memref<f32>
          %cst_303 = arith.constant 0.000000e+00 : f32
          memref.store %cst_303, %alloca_121[] : memref<f32>
          %cst_304 = arith.constant 0.000000e+00 : f32
          memref.store %cst_304, %alloca_122[] : memref<f32>
          %cst_305 = arith.constant 0.000000e+00 : f32
          memref.store %cst_305, %alloca_123[] : memref<f32>
          %cst_306 = arith.constant 0.000000e+00 : f32
          memref.store %cst_306, %alloca_124[] : memref<f32>
          %cst_307 = arith.constant 0.000000e+00 : f32
          memref.store %cst_307, %alloca_125[] : memref<f32>
          %cst_308 = arith.constant 0.000000e+00 : f32
          memref.store %cst_308, %alloca_126[] : memref<f32>
          %cst_309 = arith.constant 0.000000e+00 : f32
          memref.store %cst_309, %alloca_127[] : memref<f32>
          %cst_310 = arith.constant 0.000000e+00 : f32
          memref.store %cst_310, %alloca_128[] : memref<f32>
          %cst_311 = arith.constant 0.000000e+00 : f32
          memref.store %cst_311, %alloca_129[] : memref<f32>
          %cst_312 = arith.constant 0.000000e+00 : f32
          memref.store %cst_312, %alloca_130[] : memref<f32>
          %cst_313 = arith.constant 0.000000e+00 : f32
          memref.store %cst_313, %alloca_131[] : memref<f32>
          %cst_314 = arith.constant 0.000000e+00 : f32
          memref.store %cst_314, %alloca_132[] : memref<f32>
          %cst_315 = arith.constant 0.000000e+00 : f32
          memref.store %cst_315, %alloca_133[] : memref<f32>
          %cst_316 = arith.constant 0.000000e+00 : f32
          memref.store %cst_316, %alloca_134[] : memref<f32>
          %cst_317 = arith.constant 0.000000e+00 : f32
          memref.store %cst_317, %alloca_135[] : memref<f32>
          %cst_318 = arith.constant 0.000000e+00 : f32
          memref.store %cst_318, %alloca_136[] : memref<f32>
          %cst_319 = arith.constant 0.000000e+00 : f32
          memref.store %cst_319, %alloca_137[] : memref<f32>
          %cst_320 = arith.constant 0.000000e+00 : f32
          memref.store %cst_320, %alloca_138[] : memref<f32>
          %cst_321 = arith.constant 0.000000e+00 : f32
          memref.store %cst_321, %alloca_139[] : memref<f32>
          %cst_322 = arith.constant 0.000000e+00 : f32
          memref.store %cst_322, %alloca_140[] : memref<f32>
          %cst_323 = arith.constant 0.000000e+00 : f32
          memref.store %cst_323, %alloca_141[] : memref<f32>
          %cst_324 = arith.constant 0.000000e+00 : f32
          memref.store %cst_324, %alloca_142[] : memref<f32>
          %cst_325 = arith.constant 0.000000e+00 : f32
          memref.store %cst_325, %alloca_143[] : memref<f32>
          %cst_326 = arith.constant 0.000000e+00 : f32
          memref.store %cst_326, %alloca_144[] : memref<f32>
          %cst_327 = arith.constant 0.000000e+00 : f32
          memref.store %cst_327, %alloca_145[] : memref<f32>
          %cst_328 = arith.constant 0.000000e+00 : f32
          memref.store %cst_328, %alloca_146[] : memref<f32>
          %c0_i64_329 = arith.constant 0 : i64
          %c24_i64 = arith.constant 24 : i64
          %c8_i64 = arith.constant 8 : i64
          scf.for %arg6 = %c0_i64_329 to %c24_i64 step %c8_i64  : i64 {
            %thread_id_x_463 = gpu.thread_id  x
            %318 = arith.index_cast %thread_id_x_463 : index to i64
            %c16_i64_464 = arith.constant 16 : i64
            %319 = arith.remsi %318, %c16_i64_464 : i64
            %320 = arith.addi %40, %319 : i64
            %c96_i64_465 = arith.constant 96 : i64
            %321 = arith.muli %arg6, %c96_i64_465 : i64
            %322 = arith.addi %320, %321 : i64
            %323 = llvm.getelementptr %21[%322] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %324 = llvm.load %323 : !llvm.ptr<1> -> f32
            %thread_id_x_466 = gpu.thread_id  x
            %325 = arith.index_cast %thread_id_x_466 : index to i64
            %c16_i64_467 = arith.constant 16 : i64
            %326 = arith.remsi %325, %c16_i64_467 : i64
            %327 = arith.addi %40, %326 : i64
            %c1_i64_468 = arith.constant 1 : i64
            %328 = arith.addi %arg6, %c1_i64_468 : i64
            %c96_i64_469 = arith.constant 96 : i64
            %329 = arith.muli %328, %c96_i64_469 : i64
            %330 = arith.addi %327, %329 : i64
            %331 = llvm.getelementptr %21[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %332 = llvm.load %331 : !llvm.ptr<1> -> f32
            %thread_id_x_470 = gpu.thread_id  x
            %333 = arith.index_cast %thread_id_x_470 : index to i64
            %c16_i64_471 = arith.constant 16 : i64
            %334 = arith.remsi %333, %c16_i64_471 : i64
            %335 = arith.addi %40, %334 : i64
            %c2_i64_472 = arith.constant 2 : i64
            %336 = arith.addi %arg6, %c2_i64_472 : i64
            %c96_i64_473 = arith.constant 96 : i64
            %337 = arith.muli %336, %c96_i64_473 : i64
            %338 = arith.addi %335, %337 : i64
            %339 = llvm.getelementptr %21[%338] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %340 = llvm.load %339 : !llvm.ptr<1> -> f32
            %thread_id_x_474 = gpu.thread_id  x
            %341 = arith.index_cast %thread_id_x_474 : index to i64
            %c16_i64_475 = arith.constant 16 : i64
            %342 = arith.remsi %341, %c16_i64_475 : i64
            %343 = arith.addi %40, %342 : i64
            %c3_i64_476 = arith.constant 3 : i64
            %344 = arith.addi %arg6, %c3_i64_476 : i64
            %c96_i64_477 = arith.constant 96 : i64
            %345 = arith.muli %344, %c96_i64_477 : i64
            %346 = arith.addi %343, %345 : i64
            %347 = llvm.getelementptr %21[%346] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %348 = llvm.load %347 : !llvm.ptr<1> -> f32
            %thread_id_x_478 = gpu.thread_id  x
            %349 = arith.index_cast %thread_id_x_478 : index to i64
            %c16_i64_479 = arith.constant 16 : i64
            %350 = arith.remsi %349, %c16_i64_479 : i64
            %351 = arith.addi %40, %350 : i64
            %c4_i64_480 = arith.constant 4 : i64
            %352 = arith.addi %arg6, %c4_i64_480 : i64
            %c96_i64_481 = arith.constant 96 : i64
            %353 = arith.muli %352, %c96_i64_481 : i64
            %354 = arith.addi %351, %353 : i64
            %355 = llvm.getelementptr %21[%354] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %356 = llvm.load %355 : !llvm.ptr<1> -> f32
            %thread_id_x_482 = gpu.thread_id  x
            %357 = arith.index_cast %thread_id_x_482 : index to i64
            %c16_i64_483 = arith.constant 16 : i64
            %358 = arith.remsi %357, %c16_i64_483 : i64
            %359 = arith.addi %40, %358 : i64
            %c5_i64_484 = arith.constant 5 : i64
            %360 = arith.addi %arg6, %c5_i64_484 : i64
            %c96_i64_485 = arith.constant 96 : i64
            %361 = arith.muli %360, %c96_i64_485 : i64
            %362 = arith.addi %359, %361 : i64
            %363 = llvm.getelementptr %21[%362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %364 = llvm.load %363 : !llvm.ptr<1> -> f32
            %thread_id_x_486 = gpu.thread_id  x
            %365 = arith.index_cast %thread_id_x_486 : index to i64
            %c16_i64_487 = arith.constant 16 : i64
            %366 = arith.remsi %365, %c16_i64_487 : i64
            %367 = arith.addi %40, %366 : i64
            %c6_i64_488 = arith.constant 6 : i64
            %368 = arith.addi %arg6, %c6_i64_488 : i64
            %c96_i64_489 = arith.constant 96 : i64
            %369 = arith.muli %368, %c96_i64_489 : i64
            %370 = arith.addi %367, %369 : i64
            %371 = llvm.getelementptr %21[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %372 = llvm.load %371 : !llvm.ptr<1> -> f32
            %thread_id_x_490 = gpu.thread_id  x
            %373 = arith.index_cast %thread_id_x_490 : index to i64
            %c16_i64_491 = arith.constant 16 : i64
            %374 = arith.remsi %373, %c16_i64_491 : i64
            %375 = arith.addi %40, %374 : i64
            %c7_i64_492 = arith.constant 7 : i64
            %376 = arith.addi %arg6, %c7_i64_492 : i64
            %c96_i64_493 = arith.constant 96 : i64
            %377 = arith.muli %376, %c96_i64_493 : i64
            %378 = arith.addi %375, %377 : i64
            %379 = llvm.getelementptr %21[%378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %380 = llvm.load %379 : !llvm.ptr<1> -> f32
            %thread_id_x_494 = gpu.thread_id  x
            %381 = arith.index_cast %thread_id_x_494 : index to i64
            %c16_i64_495 = arith.constant 16 : i64
            %382 = arith.remsi %381, %c16_i64_495 : i64
            %c16_i64_496 = arith.constant 16 : i64
            %383 = arith.addi %382, %c16_i64_496 : i64
            %384 = arith.addi %40, %383 : i64
            %c96_i64_497 = arith.constant 96 : i64
            %385 = arith.muli %arg6, %c96_i64_497 : i64
            %386 = arith.addi %384, %385 : i64
            %387 = llvm.getelementptr %21[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %388 = llvm.load %387 : !llvm.ptr<1> -> f32
            %thread_id_x_498 = gpu.thread_id  x
            %389 = arith.index_cast %thread_id_x_498 : index to i64
            %c16_i64_499 = arith.constant 16 : i64
            %390 = arith.remsi %389, %c16_i64_499 : i64
            %c16_i64_500 = arith.constant 16 : i64
            %391 = arith.addi %390, %c16_i64_500 : i64
            %392 = arith.addi %40, %391 : i64
            %c1_i64_501 = arith.constant 1 : i64
            %393 = arith.addi %arg6, %c1_i64_501 : i64
            %c96_i64_502 = arith.constant 96 : i64
            %394 = arith.muli %393, %c96_i64_502 : i64
            %395 = arith.addi %392, %394 : i64
            %396 = llvm.getelementptr %21[%395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %397 = llvm.load %396 : !llvm.ptr<1> -> f32
            %thread_id_x_503 = gpu.thread_id  x
            %398 = arith.index_cast %thread_id_x_503 : index to i64
            %c16_i64_504 = arith.constant 16 : i64
            %399 = arith.remsi %398, %c16_i64_504 : i64
            %c16_i64_505 = arith.constant 16 : i64
            %400 = arith.addi %399, %c16_i64_505 : i64
            %401 = arith.addi %40, %400 : i64
            %c2_i64_506 = arith.constant 2 : i64
            %402 = arith.addi %arg6, %c2_i64_506 : i64
            %c96_i64_507 = arith.constant 96 : i64
            %403 = arith.muli %402, %c96_i64_507 : i64
            %404 = arith.addi %401, %403 : i64
            %405 = llvm.getelementptr %21[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %406 = llvm.load %405 : !llvm.ptr<1> -> f32
            %thread_id_x_508 = gpu.thread_id  x
            %407 = arith.index_cast %thread_id_x_508 : index to i64
            %c16_i64_509 = arith.constant 16 : i64
            %408 = arith.remsi %407, %c16_i64_509 : i64
            %c16_i64_510 = arith.constant 16 : i64
            %409 = arith.addi %408, %c16_i64_510 : i64
            %410 = arith.addi %40, %409 : i64
            %c3_i64_511 = arith.constant 3 : i64
            %411 = arith.addi %arg6, %c3_i64_511 : i64
            %c96_i64_512 = arith.constant 96 : i64
            %412 = arith.muli %411, %c96_i64_512 : i64
            %413 = arith.addi %410, %412 : i64
            %414 = llvm.getelementptr %21[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %415 = llvm.load %414 : !llvm.ptr<1> -> f32
            %thread_id_x_513 = gpu.thread_id  x
            %416 = arith.index_cast %thread_id_x_513 : index to i64
            %c16_i64_514 = arith.constant 16 : i64
            %417 = arith.remsi %416, %c16_i64_514 : i64
            %c16_i64_515 = arith.constant 16 : i64
            %418 = arith.addi %417, %c16_i64_515 : i64
            %419 = arith.addi %40, %418 : i64
            %c4_i64_516 = arith.constant 4 : i64
            %420 = arith.addi %arg6, %c4_i64_516 : i64
            %c96_i64_517 = arith.constant 96 : i64
            %421 = arith.muli %420, %c96_i64_517 : i64
            %422 = arith.addi %419, %421 : i64
            %423 = llvm.getelementptr %21[%422] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %424 = llvm.load %423 : !llvm.ptr<1> -> f32
            %thread_id_x_518 = gpu.thread_id  x
            %425 = arith.index_cast %thread_id_x_518 : index to i64
            %c16_i64_519 = arith.constant 16 : i64
            %426 = arith.remsi %425, %c16_i64_519 : i64
            %c16_i64_520 = arith.constant 16 : i64
            %427 = arith.addi %426, %c16_i64_520 : i64
            %428 = arith.addi %40, %427 : i64
            %c5_i64_521 = arith.constant 5 : i64
            %429 = arith.addi %arg6, %c5_i64_521 : i64
            %c96_i64_522 = arith.constant 96 : i64
            %430 = arith.muli %429, %c96_i64_522 : i64
            %431 = arith.addi %428, %430 : i64
            %432 = llvm.getelementptr %21[%431] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %433 = llvm.load %432 : !llvm.ptr<1> -> f32
            %thread_id_x_523 = gpu.thread_id  x
            %434 = arith.index_cast %thread_id_x_523 : index to i64
            %c16_i64_524 = arith.constant 16 : i64
            %435 = arith.remsi %434, %c16_i64_524 : i64
            %c16_i64_525 = arith.constant 16 : i64
            %436 = arith.addi %435, %c16_i64_525 : i64
            %437 = arith.addi %40, %436 : i64
            %c6_i64_526 = arith.constant 6 : i64
            %438 = arith.addi %arg6, %c6_i64_526 : i64
            %c96_i64_527 = arith.constant 96 : i64
            %439 = arith.muli %438, %c96_i64_527 : i64
            %440 = arith.addi %437, %439 : i64
            %441 = llvm.getelementptr %21[%440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %442 = llvm.load %441 : !llvm.ptr<1> -> f32
            %thread_id_x_528 = gpu.thread_id  x
            %443 = arith.index_cast %thread_id_x_528 : index to i64
            %c16_i64_529 = arith.constant 16 : i64
            %444 = arith.remsi %443, %c16_i64_529 : i64
            %c16_i64_530 = arith.constant 16 : i64
            %445 = arith.addi %444, %c16_i64_530 : i64
            %446 = arith.addi %40, %445 : i64
            %c7_i64_531 = arith.constant 7 : i64
            %447 = arith.addi %arg6, %c7_i64_531 : i64
            %c96_i64_532 = arith.constant 96 : i64
            %448 = arith.muli %447, %c96_i64_532 : i64
            %449 = arith.addi %446, %448 : i64
            %450 = llvm.getelementptr %21[%449] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %451 = llvm.load %450 : !llvm.ptr<1> -> f32
            %thread_id_x_533 = gpu.thread_id  x
            %452 = arith.index_cast %thread_id_x_533 : index to i64
            %c16_i64_534 = arith.constant 16 : i64
            %453 = arith.remsi %452, %c16_i64_534 : i64
            %c8_i64_535 = arith.constant 8 : i64
            %454 = arith.divsi %453, %c8_i64_535 : i64
            %thread_id_x_536 = gpu.thread_id  x
            %455 = arith.index_cast %thread_id_x_536 : index to i64
            %c16_i64_537 = arith.constant 16 : i64
            %456 = arith.remsi %455, %c16_i64_537 : i64
            %c8_i64_538 = arith.constant 8 : i64
            %457 = arith.remsi %456, %c8_i64_538 : i64
            %458 = arith.addi %arg6, %457 : i64
            %459 = arith.addi %45, %454 : i64
            %cst_539 = arith.constant 0.000000e+00 : f32
            memref.store %cst_539, %alloca_147[] : memref<f32>
            %c16_i64_540 = arith.constant 16 : i64
            %460 = arith.cmpi slt, %454, %c16_i64_540 : i64
            scf.if %460 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2227 = arith.muli %459, %c24_i64_1369 : i64
              %2228 = arith.addi %458, %2227 : i64
              %2229 = llvm.getelementptr %23[%2228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2230 = llvm.load %2229 : !llvm.ptr<1> -> f32
              memref.store %2230, %alloca_147[] : memref<f32>
            }
            %thread_id_x_541 = gpu.thread_id  x
            %461 = arith.index_cast %thread_id_x_541 : index to i64
            %c16_i64_542 = arith.constant 16 : i64
            %462 = arith.remsi %461, %c16_i64_542 : i64
            %c8_i64_543 = arith.constant 8 : i64
            %463 = arith.divsi %462, %c8_i64_543 : i64
            %c2_i64_544 = arith.constant 2 : i64
            %464 = arith.addi %463, %c2_i64_544 : i64
            %thread_id_x_545 = gpu.thread_id  x
            %465 = arith.index_cast %thread_id_x_545 : index to i64
            %c16_i64_546 = arith.constant 16 : i64
            %466 = arith.remsi %465, %c16_i64_546 : i64
            %c8_i64_547 = arith.constant 8 : i64
            %467 = arith.remsi %466, %c8_i64_547 : i64
            %468 = arith.addi %arg6, %467 : i64
            %469 = arith.addi %45, %464 : i64
            %cst_548 = arith.constant 0.000000e+00 : f32
            memref.store %cst_548, %alloca_148[] : memref<f32>
            %c16_i64_549 = arith.constant 16 : i64
            %470 = arith.cmpi slt, %464, %c16_i64_549 : i64
            scf.if %470 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2227 = arith.muli %469, %c24_i64_1369 : i64
              %2228 = arith.addi %468, %2227 : i64
              %2229 = llvm.getelementptr %23[%2228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2230 = llvm.load %2229 : !llvm.ptr<1> -> f32
              memref.store %2230, %alloca_148[] : memref<f32>
            }
            %thread_id_x_550 = gpu.thread_id  x
            %471 = arith.index_cast %thread_id_x_550 : index to i64
            %c16_i64_551 = arith.constant 16 : i64
            %472 = arith.remsi %471, %c16_i64_551 : i64
            %c8_i64_552 = arith.constant 8 : i64
            %473 = arith.divsi %472, %c8_i64_552 : i64
            %c4_i64_553 = arith.constant 4 : i64
            %474 = arith.addi %473, %c4_i64_553 : i64
            %thread_id_x_554 = gpu.thread_id  x
            %475 = arith.index_cast %thread_id_x_554 : index to i64
            %c16_i64_555 = arith.constant 16 : i64
            %476 = arith.remsi %475, %c16_i64_555 : i64
            %c8_i64_556 = arith.constant 8 : i64
            %477 = arith.remsi %476, %c8_i64_556 : i64
            %478 = arith.addi %arg6, %477 : i64
            %479 = arith.addi %45, %474 : i64
            %cst_557 = arith.constant 0.000000e+00 : f32
            memref.store %cst_557, %alloca_149[] : memref<f32>
            %c16_i64_558 = arith.constant 16 : i64
            %480 = arith.cmpi slt, %474, %c16_i64_558 : i64
            scf.if %480 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2227 = arith.muli %479, %c24_i64_1369 : i64
              %2228 = arith.addi %478, %2227 : i64
              %2229 = llvm.getelementptr %23[%2228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2230 = llvm.load %2229 : !llvm.ptr<1> -> f32
              memref.store %2230, %alloca_149[] : memref<f32>
            }
            %thread_id_x_559 = gpu.thread_id  x
            %481 = arith.index_cast %thread_id_x_559 : index to i64
            %c16_i64_560 = arith.constant 16 : i64
            %482 = arith.remsi %481, %c16_i64_560 : i64
            %c8_i64_561 = arith.constant 8 : i64
            %483 = arith.divsi %482, %c8_i64_561 : i64
            %c6_i64_562 = arith.constant 6 : i64
            %484 = arith.addi %483, %c6_i64_562 : i64
            %thread_id_x_563 = gpu.thread_id  x
            %485 = arith.index_cast %thread_id_x_563 : index to i64
            %c16_i64_564 = arith.constant 16 : i64
            %486 = arith.remsi %485, %c16_i64_564 : i64
            %c8_i64_565 = arith.constant 8 : i64
            %487 = arith.remsi %486, %c8_i64_565 : i64
            %488 = arith.addi %arg6, %487 : i64
            %489 = arith.addi %45, %484 : i64
            %cst_566 = arith.constant 0.000000e+00 : f32
            memref.store %cst_566, %alloca_150[] : memref<f32>
            %c16_i64_567 = arith.constant 16 : i64
            %490 = arith.cmpi slt, %484, %c16_i64_567 : i64
            scf.if %490 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2227 = arith.muli %489, %c24_i64_1369 : i64
              %2228 = arith.addi %488, %2227 : i64
              %2229 = llvm.getelementptr %23[%2228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2230 = llvm.load %2229 : !llvm.ptr<1> -> f32
              memref.store %2230, %alloca_150[] : memref<f32>
            }
            %thread_id_x_568 = gpu.thread_id  x
            %491 = arith.index_cast %thread_id_x_568 : index to i64
            %c16_i64_569 = arith.constant 16 : i64
            %492 = arith.remsi %491, %c16_i64_569 : i64
            %c8_i64_570 = arith.constant 8 : i64
            %493 = arith.divsi %492, %c8_i64_570 : i64
            %c8_i64_571 = arith.constant 8 : i64
            %494 = arith.addi %493, %c8_i64_571 : i64
            %thread_id_x_572 = gpu.thread_id  x
            %495 = arith.index_cast %thread_id_x_572 : index to i64
            %c16_i64_573 = arith.constant 16 : i64
            %496 = arith.remsi %495, %c16_i64_573 : i64
            %c8_i64_574 = arith.constant 8 : i64
            %497 = arith.remsi %496, %c8_i64_574 : i64
            %498 = arith.addi %arg6, %497 : i64
            %499 = arith.addi %45, %494 : i64
            %cst_575 = arith.constant 0.000000e+00 : f32
            memref.store %cst_575, %alloca_151[] : memref<f32>
            %c16_i64_576 = arith.constant 16 : i64
            %500 = arith.cmpi slt, %494, %c16_i64_576 : i64
            scf.if %500 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2227 = arith.muli %499, %c24_i64_1369 : i64
              %2228 = arith.addi %498, %2227 : i64
              %2229 = llvm.getelementptr %23[%2228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2230 = llvm.load %2229 : !llvm.ptr<1> -> f32
              memref.store %2230, %alloca_151[] : memref<f32>
            }
            %thread_id_x_577 = gpu.thread_id  x
            %501 = arith.index_cast %thread_id_x_577 : index to i64
            %c16_i64_578 = arith.constant 16 : i64
            %502 = arith.remsi %501, %c16_i64_578 : i64
            %c8_i64_579 = arith.constant 8 : i64
            %503 = arith.divsi %502, %c8_i64_579 : i64
            %c10_i64_580 = arith.constant 10 : i64
            %504 = arith.addi %503, %c10_i64_580 : i64
            %thread_id_x_581 = gpu.thread_id  x
            %505 = arith.index_cast %thread_id_x_581 : index to i64
            %c16_i64_582 = arith.constant 16 : i64
            %506 = arith.remsi %505, %c16_i64_582 : i64
            %c8_i64_583 = arith.constant 8 : i64
            %507 = arith.remsi %506, %c8_i64_583 : i64
            %508 = arith.addi %arg6, %507 : i64
            %509 = arith.addi %45, %504 : i64
            %cst_584 = arith.constant 0.000000e+00 : f32
            memref.store %cst_584, %alloca_152[] : memref<f32>
            %c16_i64_585 = arith.constant 16 : i64
            %510 = arith.cmpi slt, %504, %c16_i64_585 : i64
            scf.if %510 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2227 = arith.muli %509, %c24_i64_1369 : i64
              %2228 = arith.addi %508, %2227 : i64
              %2229 = llvm.getelementptr %23[%2228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2230 = llvm.load %2229 : !llvm.ptr<1> -> f32
              memref.store %2230, %alloca_152[] : memref<f32>
            }
            %thread_id_x_586 = gpu.thread_id  x
            %511 = arith.index_cast %thread_id_x_586 : index to i64
            %c16_i64_587 = arith.constant 16 : i64
            %512 = arith.remsi %511, %c16_i64_587 : i64
            %c8_i64_588 = arith.constant 8 : i64
            %513 = arith.divsi %512, %c8_i64_588 : i64
            %c12_i64_589 = arith.constant 12 : i64
            %514 = arith.addi %513, %c12_i64_589 : i64
            %thread_id_x_590 = gpu.thread_id  x
            %515 = arith.index_cast %thread_id_x_590 : index to i64
            %c16_i64_591 = arith.constant 16 : i64
            %516 = arith.remsi %515, %c16_i64_591 : i64
            %c8_i64_592 = arith.constant 8 : i64
            %517 = arith.remsi %516, %c8_i64_592 : i64
            %518 = arith.addi %arg6, %517 : i64
            %519 = arith.addi %45, %514 : i64
            %cst_593 = arith.constant 0.000000e+00 : f32
            memref.store %cst_593, %alloca_153[] : memref<f32>
            %c16_i64_594 = arith.constant 16 : i64
            %520 = arith.cmpi slt, %514, %c16_i64_594 : i64
            scf.if %520 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2227 = arith.muli %519, %c24_i64_1369 : i64
              %2228 = arith.addi %518, %2227 : i64
              %2229 = llvm.getelementptr %23[%2228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2230 = llvm.load %2229 : !llvm.ptr<1> -> f32
              memref.store %2230, %alloca_153[] : memref<f32>
            }
            %thread_id_x_595 = gpu.thread_id  x
            %521 = arith.index_cast %thread_id_x_595 : index to i64
            %c16_i64_596 = arith.constant 16 : i64
            %522 = arith.remsi %521, %c16_i64_596 : i64
            %c8_i64_597 = arith.constant 8 : i64
            %523 = arith.divsi %522, %c8_i64_597 : i64
            %c14_i64_598 = arith.constant 14 : i64
            %524 = arith.addi %523, %c14_i64_598 : i64
            %thread_id_x_599 = gpu.thread_id  x
            %525 = arith.index_cast %thread_id_x_599 : index to i64
            %c16_i64_600 = arith.constant 16 : i64
            %526 = arith.remsi %525, %c16_i64_600 : i64
            %c8_i64_601 = arith.constant 8 : i64
            %527 = arith.remsi %526, %c8_i64_601 : i64
            %528 = arith.addi %arg6, %527 : i64
            %529 = arith.addi %45, %524 : i64
            %cst_602 = arith.constant 0.000000e+00 : f32
            memref.store %cst_602, %alloca_154[] : memref<f32>
            %c16_i64_603 = arith.constant 16 : i64
            %530 = arith.cmpi slt, %524, %c16_i64_603 : i64
            scf.if %530 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2227 = arith.muli %529, %c24_i64_1369 : i64
              %2228 = arith.addi %528, %2227 : i64
              %2229 = llvm.getelementptr %23[%2228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2230 = llvm.load %2229 : !llvm.ptr<1> -> f32
              memref.store %2230, %alloca_154[] : memref<f32>
            }
            %531 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_604 = gpu.thread_id  x
            %532 = arith.index_cast %thread_id_x_604 : index to i64
            %c16_i64_605 = arith.constant 16 : i64
            %533 = arith.remsi %532, %c16_i64_605 : i64
            %534 = arith.trunci %533 : i64 to i32
            %c0_i64_606 = arith.constant 0 : i64
            %535 = arith.trunci %c0_i64_606 : i64 to i32
            %536 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32 = arith.constant -16 : i32
            %537 = arith.andi %536, %c-16_i32 : i32
            %c65535_i32 = arith.constant 65535 : i32
            %538 = arith.shli %c65535_i32, %537 : i32
            %c4127_i32 = arith.constant 4127 : i32
            %539 = nvvm.shfl.sync  idx %538, %531, %535, %c4127_i32 : f32 -> f32
            memref.store %539, %alloca_155[] : memref<f32>
            %540 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_607 = gpu.thread_id  x
            %541 = arith.index_cast %thread_id_x_607 : index to i64
            %c16_i64_608 = arith.constant 16 : i64
            %542 = arith.remsi %541, %c16_i64_608 : i64
            %543 = arith.trunci %542 : i64 to i32
            %c1_i64_609 = arith.constant 1 : i64
            %544 = arith.trunci %c1_i64_609 : i64 to i32
            %545 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_610 = arith.constant -16 : i32
            %546 = arith.andi %545, %c-16_i32_610 : i32
            %c65535_i32_611 = arith.constant 65535 : i32
            %547 = arith.shli %c65535_i32_611, %546 : i32
            %c4127_i32_612 = arith.constant 4127 : i32
            %548 = nvvm.shfl.sync  idx %547, %540, %544, %c4127_i32_612 : f32 -> f32
            memref.store %548, %alloca_156[] : memref<f32>
            %549 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_613 = gpu.thread_id  x
            %550 = arith.index_cast %thread_id_x_613 : index to i64
            %c16_i64_614 = arith.constant 16 : i64
            %551 = arith.remsi %550, %c16_i64_614 : i64
            %552 = arith.trunci %551 : i64 to i32
            %c2_i64_615 = arith.constant 2 : i64
            %553 = arith.trunci %c2_i64_615 : i64 to i32
            %554 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_616 = arith.constant -16 : i32
            %555 = arith.andi %554, %c-16_i32_616 : i32
            %c65535_i32_617 = arith.constant 65535 : i32
            %556 = arith.shli %c65535_i32_617, %555 : i32
            %c4127_i32_618 = arith.constant 4127 : i32
            %557 = nvvm.shfl.sync  idx %556, %549, %553, %c4127_i32_618 : f32 -> f32
            memref.store %557, %alloca_157[] : memref<f32>
            %558 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_619 = gpu.thread_id  x
            %559 = arith.index_cast %thread_id_x_619 : index to i64
            %c16_i64_620 = arith.constant 16 : i64
            %560 = arith.remsi %559, %c16_i64_620 : i64
            %561 = arith.trunci %560 : i64 to i32
            %c3_i64_621 = arith.constant 3 : i64
            %562 = arith.trunci %c3_i64_621 : i64 to i32
            %563 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_622 = arith.constant -16 : i32
            %564 = arith.andi %563, %c-16_i32_622 : i32
            %c65535_i32_623 = arith.constant 65535 : i32
            %565 = arith.shli %c65535_i32_623, %564 : i32
            %c4127_i32_624 = arith.constant 4127 : i32
            %566 = nvvm.shfl.sync  idx %565, %558, %562, %c4127_i32_624 : f32 -> f32
            memref.store %566, %alloca_158[] : memref<f32>
            %567 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_625 = gpu.thread_id  x
            %568 = arith.index_cast %thread_id_x_625 : index to i64
            %c16_i64_626 = arith.constant 16 : i64
            %569 = arith.remsi %568, %c16_i64_626 : i64
            %570 = arith.trunci %569 : i64 to i32
            %c4_i64_627 = arith.constant 4 : i64
            %571 = arith.trunci %c4_i64_627 : i64 to i32
            %572 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_628 = arith.constant -16 : i32
            %573 = arith.andi %572, %c-16_i32_628 : i32
            %c65535_i32_629 = arith.constant 65535 : i32
            %574 = arith.shli %c65535_i32_629, %573 : i32
            %c4127_i32_630 = arith.constant 4127 : i32
            %575 = nvvm.shfl.sync  idx %574, %567, %571, %c4127_i32_630 : f32 -> f32
            memref.store %575, %alloca_159[] : memref<f32>
            %576 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_631 = gpu.thread_id  x
            %577 = arith.index_cast %thread_id_x_631 : index to i64
            %c16_i64_632 = arith.constant 16 : i64
            %578 = arith.remsi %577, %c16_i64_632 : i64
            %579 = arith.trunci %578 : i64 to i32
            %c5_i64_633 = arith.constant 5 : i64
            %580 = arith.trunci %c5_i64_633 : i64 to i32
            %581 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_634 = arith.constant -16 : i32
            %582 = arith.andi %581, %c-16_i32_634 : i32
            %c65535_i32_635 = arith.constant 65535 : i32
            %583 = arith.shli %c65535_i32_635, %582 : i32
            %c4127_i32_636 = arith.constant 4127 : i32
            %584 = nvvm.shfl.sync  idx %583, %576, %580, %c4127_i32_636 : f32 -> f32
            memref.store %584, %alloca_160[] : memref<f32>
            %585 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_637 = gpu.thread_id  x
            %586 = arith.index_cast %thread_id_x_637 : index to i64
            %c16_i64_638 = arith.constant 16 : i64
            %587 = arith.remsi %586, %c16_i64_638 : i64
            %588 = arith.trunci %587 : i64 to i32
            %c6_i64_639 = arith.constant 6 : i64
            %589 = arith.trunci %c6_i64_639 : i64 to i32
            %590 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_640 = arith.constant -16 : i32
            %591 = arith.andi %590, %c-16_i32_640 : i32
            %c65535_i32_641 = arith.constant 65535 : i32
            %592 = arith.shli %c65535_i32_641, %591 : i32
            %c4127_i32_642 = arith.constant 4127 : i32
            %593 = nvvm.shfl.sync  idx %592, %585, %589, %c4127_i32_642 : f32 -> f32
            memref.store %593, %alloca_161[] : memref<f32>
            %594 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_643 = gpu.thread_id  x
            %595 = arith.index_cast %thread_id_x_643 : index to i64
            %c16_i64_644 = arith.constant 16 : i64
            %596 = arith.remsi %595, %c16_i64_644 : i64
            %597 = arith.trunci %596 : i64 to i32
            %c7_i64_645 = arith.constant 7 : i64
            %598 = arith.trunci %c7_i64_645 : i64 to i32
            %599 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_646 = arith.constant -16 : i32
            %600 = arith.andi %599, %c-16_i32_646 : i32
            %c65535_i32_647 = arith.constant 65535 : i32
            %601 = arith.shli %c65535_i32_647, %600 : i32
            %c4127_i32_648 = arith.constant 4127 : i32
            %602 = nvvm.shfl.sync  idx %601, %594, %598, %c4127_i32_648 : f32 -> f32
            memref.store %602, %alloca_162[] : memref<f32>
            %603 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_649 = gpu.thread_id  x
            %604 = arith.index_cast %thread_id_x_649 : index to i64
            %c16_i64_650 = arith.constant 16 : i64
            %605 = arith.remsi %604, %c16_i64_650 : i64
            %606 = arith.trunci %605 : i64 to i32
            %c8_i64_651 = arith.constant 8 : i64
            %607 = arith.trunci %c8_i64_651 : i64 to i32
            %608 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_652 = arith.constant -16 : i32
            %609 = arith.andi %608, %c-16_i32_652 : i32
            %c65535_i32_653 = arith.constant 65535 : i32
            %610 = arith.shli %c65535_i32_653, %609 : i32
            %c4127_i32_654 = arith.constant 4127 : i32
            %611 = nvvm.shfl.sync  idx %610, %603, %607, %c4127_i32_654 : f32 -> f32
            memref.store %611, %alloca_163[] : memref<f32>
            %612 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_655 = gpu.thread_id  x
            %613 = arith.index_cast %thread_id_x_655 : index to i64
            %c16_i64_656 = arith.constant 16 : i64
            %614 = arith.remsi %613, %c16_i64_656 : i64
            %615 = arith.trunci %614 : i64 to i32
            %c9_i64_657 = arith.constant 9 : i64
            %616 = arith.trunci %c9_i64_657 : i64 to i32
            %617 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_658 = arith.constant -16 : i32
            %618 = arith.andi %617, %c-16_i32_658 : i32
            %c65535_i32_659 = arith.constant 65535 : i32
            %619 = arith.shli %c65535_i32_659, %618 : i32
            %c4127_i32_660 = arith.constant 4127 : i32
            %620 = nvvm.shfl.sync  idx %619, %612, %616, %c4127_i32_660 : f32 -> f32
            memref.store %620, %alloca_164[] : memref<f32>
            %621 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_661 = gpu.thread_id  x
            %622 = arith.index_cast %thread_id_x_661 : index to i64
            %c16_i64_662 = arith.constant 16 : i64
            %623 = arith.remsi %622, %c16_i64_662 : i64
            %624 = arith.trunci %623 : i64 to i32
            %c10_i64_663 = arith.constant 10 : i64
            %625 = arith.trunci %c10_i64_663 : i64 to i32
            %626 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_664 = arith.constant -16 : i32
            %627 = arith.andi %626, %c-16_i32_664 : i32
            %c65535_i32_665 = arith.constant 65535 : i32
            %628 = arith.shli %c65535_i32_665, %627 : i32
            %c4127_i32_666 = arith.constant 4127 : i32
            %629 = nvvm.shfl.sync  idx %628, %621, %625, %c4127_i32_666 : f32 -> f32
            memref.store %629, %alloca_165[] : memref<f32>
            %630 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_667 = gpu.thread_id  x
            %631 = arith.index_cast %thread_id_x_667 : index to i64
            %c16_i64_668 = arith.constant 16 : i64
            %632 = arith.remsi %631, %c16_i64_668 : i64
            %633 = arith.trunci %632 : i64 to i32
            %c11_i64_669 = arith.constant 11 : i64
            %634 = arith.trunci %c11_i64_669 : i64 to i32
            %635 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_670 = arith.constant -16 : i32
            %636 = arith.andi %635, %c-16_i32_670 : i32
            %c65535_i32_671 = arith.constant 65535 : i32
            %637 = arith.shli %c65535_i32_671, %636 : i32
            %c4127_i32_672 = arith.constant 4127 : i32
            %638 = nvvm.shfl.sync  idx %637, %630, %634, %c4127_i32_672 : f32 -> f32
            memref.store %638, %alloca_166[] : memref<f32>
            %639 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_673 = gpu.thread_id  x
            %640 = arith.index_cast %thread_id_x_673 : index to i64
            %c16_i64_674 = arith.constant 16 : i64
            %641 = arith.remsi %640, %c16_i64_674 : i64
            %642 = arith.trunci %641 : i64 to i32
            %c12_i64_675 = arith.constant 12 : i64
            %643 = arith.trunci %c12_i64_675 : i64 to i32
            %644 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_676 = arith.constant -16 : i32
            %645 = arith.andi %644, %c-16_i32_676 : i32
            %c65535_i32_677 = arith.constant 65535 : i32
            %646 = arith.shli %c65535_i32_677, %645 : i32
            %c4127_i32_678 = arith.constant 4127 : i32
            %647 = nvvm.shfl.sync  idx %646, %639, %643, %c4127_i32_678 : f32 -> f32
            memref.store %647, %alloca_167[] : memref<f32>
            %648 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_679 = gpu.thread_id  x
            %649 = arith.index_cast %thread_id_x_679 : index to i64
            %c16_i64_680 = arith.constant 16 : i64
            %650 = arith.remsi %649, %c16_i64_680 : i64
            %651 = arith.trunci %650 : i64 to i32
            %c13_i64_681 = arith.constant 13 : i64
            %652 = arith.trunci %c13_i64_681 : i64 to i32
            %653 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_682 = arith.constant -16 : i32
            %654 = arith.andi %653, %c-16_i32_682 : i32
            %c65535_i32_683 = arith.constant 65535 : i32
            %655 = arith.shli %c65535_i32_683, %654 : i32
            %c4127_i32_684 = arith.constant 4127 : i32
            %656 = nvvm.shfl.sync  idx %655, %648, %652, %c4127_i32_684 : f32 -> f32
            memref.store %656, %alloca_168[] : memref<f32>
            %657 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_685 = gpu.thread_id  x
            %658 = arith.index_cast %thread_id_x_685 : index to i64
            %c16_i64_686 = arith.constant 16 : i64
            %659 = arith.remsi %658, %c16_i64_686 : i64
            %660 = arith.trunci %659 : i64 to i32
            %c14_i64_687 = arith.constant 14 : i64
            %661 = arith.trunci %c14_i64_687 : i64 to i32
            %662 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_688 = arith.constant -16 : i32
            %663 = arith.andi %662, %c-16_i32_688 : i32
            %c65535_i32_689 = arith.constant 65535 : i32
            %664 = arith.shli %c65535_i32_689, %663 : i32
            %c4127_i32_690 = arith.constant 4127 : i32
            %665 = nvvm.shfl.sync  idx %664, %657, %661, %c4127_i32_690 : f32 -> f32
            memref.store %665, %alloca_169[] : memref<f32>
            %666 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_691 = gpu.thread_id  x
            %667 = arith.index_cast %thread_id_x_691 : index to i64
            %c16_i64_692 = arith.constant 16 : i64
            %668 = arith.remsi %667, %c16_i64_692 : i64
            %669 = arith.trunci %668 : i64 to i32
            %c15_i64_693 = arith.constant 15 : i64
            %670 = arith.trunci %c15_i64_693 : i64 to i32
            %671 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_694 = arith.constant -16 : i32
            %672 = arith.andi %671, %c-16_i32_694 : i32
            %c65535_i32_695 = arith.constant 65535 : i32
            %673 = arith.shli %c65535_i32_695, %672 : i32
            %c4127_i32_696 = arith.constant 4127 : i32
            %674 = nvvm.shfl.sync  idx %673, %666, %670, %c4127_i32_696 : f32 -> f32
            memref.store %674, %alloca_170[] : memref<f32>
            %675 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_697 = gpu.thread_id  x
            %676 = arith.index_cast %thread_id_x_697 : index to i64
            %c16_i64_698 = arith.constant 16 : i64
            %677 = arith.remsi %676, %c16_i64_698 : i64
            %678 = arith.trunci %677 : i64 to i32
            %c0_i64_699 = arith.constant 0 : i64
            %679 = arith.trunci %c0_i64_699 : i64 to i32
            %680 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_700 = arith.constant -16 : i32
            %681 = arith.andi %680, %c-16_i32_700 : i32
            %c65535_i32_701 = arith.constant 65535 : i32
            %682 = arith.shli %c65535_i32_701, %681 : i32
            %c4127_i32_702 = arith.constant 4127 : i32
            %683 = nvvm.shfl.sync  idx %682, %675, %679, %c4127_i32_702 : f32 -> f32
            memref.store %683, %alloca_171[] : memref<f32>
            %684 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_703 = gpu.thread_id  x
            %685 = arith.index_cast %thread_id_x_703 : index to i64
            %c16_i64_704 = arith.constant 16 : i64
            %686 = arith.remsi %685, %c16_i64_704 : i64
            %687 = arith.trunci %686 : i64 to i32
            %c1_i64_705 = arith.constant 1 : i64
            %688 = arith.trunci %c1_i64_705 : i64 to i32
            %689 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_706 = arith.constant -16 : i32
            %690 = arith.andi %689, %c-16_i32_706 : i32
            %c65535_i32_707 = arith.constant 65535 : i32
            %691 = arith.shli %c65535_i32_707, %690 : i32
            %c4127_i32_708 = arith.constant 4127 : i32
            %692 = nvvm.shfl.sync  idx %691, %684, %688, %c4127_i32_708 : f32 -> f32
            memref.store %692, %alloca_172[] : memref<f32>
            %693 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_709 = gpu.thread_id  x
            %694 = arith.index_cast %thread_id_x_709 : index to i64
            %c16_i64_710 = arith.constant 16 : i64
            %695 = arith.remsi %694, %c16_i64_710 : i64
            %696 = arith.trunci %695 : i64 to i32
            %c2_i64_711 = arith.constant 2 : i64
            %697 = arith.trunci %c2_i64_711 : i64 to i32
            %698 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_712 = arith.constant -16 : i32
            %699 = arith.andi %698, %c-16_i32_712 : i32
            %c65535_i32_713 = arith.constant 65535 : i32
            %700 = arith.shli %c65535_i32_713, %699 : i32
            %c4127_i32_714 = arith.constant 4127 : i32
            %701 = nvvm.shfl.sync  idx %700, %693, %697, %c4127_i32_714 : f32 -> f32
            memref.store %701, %alloca_173[] : memref<f32>
            %702 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_715 = gpu.thread_id  x
            %703 = arith.index_cast %thread_id_x_715 : index to i64
            %c16_i64_716 = arith.constant 16 : i64
            %704 = arith.remsi %703, %c16_i64_716 : i64
            %705 = arith.trunci %704 : i64 to i32
            %c3_i64_717 = arith.constant 3 : i64
            %706 = arith.trunci %c3_i64_717 : i64 to i32
            %707 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_718 = arith.constant -16 : i32
            %708 = arith.andi %707, %c-16_i32_718 : i32
            %c65535_i32_719 = arith.constant 65535 : i32
            %709 = arith.shli %c65535_i32_719, %708 : i32
            %c4127_i32_720 = arith.constant 4127 : i32
            %710 = nvvm.shfl.sync  idx %709, %702, %706, %c4127_i32_720 : f32 -> f32
            memref.store %710, %alloca_174[] : memref<f32>
            %711 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_721 = gpu.thread_id  x
            %712 = arith.index_cast %thread_id_x_721 : index to i64
            %c16_i64_722 = arith.constant 16 : i64
            %713 = arith.remsi %712, %c16_i64_722 : i64
            %714 = arith.trunci %713 : i64 to i32
            %c4_i64_723 = arith.constant 4 : i64
            %715 = arith.trunci %c4_i64_723 : i64 to i32
            %716 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_724 = arith.constant -16 : i32
            %717 = arith.andi %716, %c-16_i32_724 : i32
            %c65535_i32_725 = arith.constant 65535 : i32
            %718 = arith.shli %c65535_i32_725, %717 : i32
            %c4127_i32_726 = arith.constant 4127 : i32
            %719 = nvvm.shfl.sync  idx %718, %711, %715, %c4127_i32_726 : f32 -> f32
            memref.store %719, %alloca_175[] : memref<f32>
            %720 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_727 = gpu.thread_id  x
            %721 = arith.index_cast %thread_id_x_727 : index to i64
            %c16_i64_728 = arith.constant 16 : i64
            %722 = arith.remsi %721, %c16_i64_728 : i64
            %723 = arith.trunci %722 : i64 to i32
            %c5_i64_729 = arith.constant 5 : i64
            %724 = arith.trunci %c5_i64_729 : i64 to i32
            %725 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_730 = arith.constant -16 : i32
            %726 = arith.andi %725, %c-16_i32_730 : i32
            %c65535_i32_731 = arith.constant 65535 : i32
            %727 = arith.shli %c65535_i32_731, %726 : i32
            %c4127_i32_732 = arith.constant 4127 : i32
            %728 = nvvm.shfl.sync  idx %727, %720, %724, %c4127_i32_732 : f32 -> f32
            memref.store %728, %alloca_176[] : memref<f32>
            %729 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_733 = gpu.thread_id  x
            %730 = arith.index_cast %thread_id_x_733 : index to i64
            %c16_i64_734 = arith.constant 16 : i64
            %731 = arith.remsi %730, %c16_i64_734 : i64
            %732 = arith.trunci %731 : i64 to i32
            %c6_i64_735 = arith.constant 6 : i64
            %733 = arith.trunci %c6_i64_735 : i64 to i32
            %734 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_736 = arith.constant -16 : i32
            %735 = arith.andi %734, %c-16_i32_736 : i32
            %c65535_i32_737 = arith.constant 65535 : i32
            %736 = arith.shli %c65535_i32_737, %735 : i32
            %c4127_i32_738 = arith.constant 4127 : i32
            %737 = nvvm.shfl.sync  idx %736, %729, %733, %c4127_i32_738 : f32 -> f32
            memref.store %737, %alloca_177[] : memref<f32>
            %738 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_739 = gpu.thread_id  x
            %739 = arith.index_cast %thread_id_x_739 : index to i64
            %c16_i64_740 = arith.constant 16 : i64
            %740 = arith.remsi %739, %c16_i64_740 : i64
            %741 = arith.trunci %740 : i64 to i32
            %c7_i64_741 = arith.constant 7 : i64
            %742 = arith.trunci %c7_i64_741 : i64 to i32
            %743 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_742 = arith.constant -16 : i32
            %744 = arith.andi %743, %c-16_i32_742 : i32
            %c65535_i32_743 = arith.constant 65535 : i32
            %745 = arith.shli %c65535_i32_743, %744 : i32
            %c4127_i32_744 = arith.constant 4127 : i32
            %746 = nvvm.shfl.sync  idx %745, %738, %742, %c4127_i32_744 : f32 -> f32
            memref.store %746, %alloca_178[] : memref<f32>
            %747 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_745 = gpu.thread_id  x
            %748 = arith.index_cast %thread_id_x_745 : index to i64
            %c16_i64_746 = arith.constant 16 : i64
            %749 = arith.remsi %748, %c16_i64_746 : i64
            %750 = arith.trunci %749 : i64 to i32
            %c8_i64_747 = arith.constant 8 : i64
            %751 = arith.trunci %c8_i64_747 : i64 to i32
            %752 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_748 = arith.constant -16 : i32
            %753 = arith.andi %752, %c-16_i32_748 : i32
            %c65535_i32_749 = arith.constant 65535 : i32
            %754 = arith.shli %c65535_i32_749, %753 : i32
            %c4127_i32_750 = arith.constant 4127 : i32
            %755 = nvvm.shfl.sync  idx %754, %747, %751, %c4127_i32_750 : f32 -> f32
            memref.store %755, %alloca_179[] : memref<f32>
            %756 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_751 = gpu.thread_id  x
            %757 = arith.index_cast %thread_id_x_751 : index to i64
            %c16_i64_752 = arith.constant 16 : i64
            %758 = arith.remsi %757, %c16_i64_752 : i64
            %759 = arith.trunci %758 : i64 to i32
            %c9_i64_753 = arith.constant 9 : i64
            %760 = arith.trunci %c9_i64_753 : i64 to i32
            %761 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_754 = arith.constant -16 : i32
            %762 = arith.andi %761, %c-16_i32_754 : i32
            %c65535_i32_755 = arith.constant 65535 : i32
            %763 = arith.shli %c65535_i32_755, %762 : i32
            %c4127_i32_756 = arith.constant 4127 : i32
            %764 = nvvm.shfl.sync  idx %763, %756, %760, %c4127_i32_756 : f32 -> f32
            memref.store %764, %alloca_180[] : memref<f32>
            %765 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_757 = gpu.thread_id  x
            %766 = arith.index_cast %thread_id_x_757 : index to i64
            %c16_i64_758 = arith.constant 16 : i64
            %767 = arith.remsi %766, %c16_i64_758 : i64
            %768 = arith.trunci %767 : i64 to i32
            %c10_i64_759 = arith.constant 10 : i64
            %769 = arith.trunci %c10_i64_759 : i64 to i32
            %770 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_760 = arith.constant -16 : i32
            %771 = arith.andi %770, %c-16_i32_760 : i32
            %c65535_i32_761 = arith.constant 65535 : i32
            %772 = arith.shli %c65535_i32_761, %771 : i32
            %c4127_i32_762 = arith.constant 4127 : i32
            %773 = nvvm.shfl.sync  idx %772, %765, %769, %c4127_i32_762 : f32 -> f32
            memref.store %773, %alloca_181[] : memref<f32>
            %774 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_763 = gpu.thread_id  x
            %775 = arith.index_cast %thread_id_x_763 : index to i64
            %c16_i64_764 = arith.constant 16 : i64
            %776 = arith.remsi %775, %c16_i64_764 : i64
            %777 = arith.trunci %776 : i64 to i32
            %c11_i64_765 = arith.constant 11 : i64
            %778 = arith.trunci %c11_i64_765 : i64 to i32
            %779 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_766 = arith.constant -16 : i32
            %780 = arith.andi %779, %c-16_i32_766 : i32
            %c65535_i32_767 = arith.constant 65535 : i32
            %781 = arith.shli %c65535_i32_767, %780 : i32
            %c4127_i32_768 = arith.constant 4127 : i32
            %782 = nvvm.shfl.sync  idx %781, %774, %778, %c4127_i32_768 : f32 -> f32
            memref.store %782, %alloca_182[] : memref<f32>
            %783 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_769 = gpu.thread_id  x
            %784 = arith.index_cast %thread_id_x_769 : index to i64
            %c16_i64_770 = arith.constant 16 : i64
            %785 = arith.remsi %784, %c16_i64_770 : i64
            %786 = arith.trunci %785 : i64 to i32
            %c12_i64_771 = arith.constant 12 : i64
            %787 = arith.trunci %c12_i64_771 : i64 to i32
            %788 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_772 = arith.constant -16 : i32
            %789 = arith.andi %788, %c-16_i32_772 : i32
            %c65535_i32_773 = arith.constant 65535 : i32
            %790 = arith.shli %c65535_i32_773, %789 : i32
            %c4127_i32_774 = arith.constant 4127 : i32
            %791 = nvvm.shfl.sync  idx %790, %783, %787, %c4127_i32_774 : f32 -> f32
            memref.store %791, %alloca_183[] : memref<f32>
            %792 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_775 = gpu.thread_id  x
            %793 = arith.index_cast %thread_id_x_775 : index to i64
            %c16_i64_776 = arith.constant 16 : i64
            %794 = arith.remsi %793, %c16_i64_776 : i64
            %795 = arith.trunci %794 : i64 to i32
            %c13_i64_777 = arith.constant 13 : i64
            %796 = arith.trunci %c13_i64_777 : i64 to i32
            %797 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_778 = arith.constant -16 : i32
            %798 = arith.andi %797, %c-16_i32_778 : i32
            %c65535_i32_779 = arith.constant 65535 : i32
            %799 = arith.shli %c65535_i32_779, %798 : i32
            %c4127_i32_780 = arith.constant 4127 : i32
            %800 = nvvm.shfl.sync  idx %799, %792, %796, %c4127_i32_780 : f32 -> f32
            memref.store %800, %alloca_184[] : memref<f32>
            %801 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_781 = gpu.thread_id  x
            %802 = arith.index_cast %thread_id_x_781 : index to i64
            %c16_i64_782 = arith.constant 16 : i64
            %803 = arith.remsi %802, %c16_i64_782 : i64
            %804 = arith.trunci %803 : i64 to i32
            %c14_i64_783 = arith.constant 14 : i64
            %805 = arith.trunci %c14_i64_783 : i64 to i32
            %806 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_784 = arith.constant -16 : i32
            %807 = arith.andi %806, %c-16_i32_784 : i32
            %c65535_i32_785 = arith.constant 65535 : i32
            %808 = arith.shli %c65535_i32_785, %807 : i32
            %c4127_i32_786 = arith.constant 4127 : i32
            %809 = nvvm.shfl.sync  idx %808, %801, %805, %c4127_i32_786 : f32 -> f32
            memref.store %809, %alloca_185[] : memref<f32>
            %810 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_787 = gpu.thread_id  x
            %811 = arith.index_cast %thread_id_x_787 : index to i64
            %c16_i64_788 = arith.constant 16 : i64
            %812 = arith.remsi %811, %c16_i64_788 : i64
            %813 = arith.trunci %812 : i64 to i32
            %c15_i64_789 = arith.constant 15 : i64
            %814 = arith.trunci %c15_i64_789 : i64 to i32
            %815 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_790 = arith.constant -16 : i32
            %816 = arith.andi %815, %c-16_i32_790 : i32
            %c65535_i32_791 = arith.constant 65535 : i32
            %817 = arith.shli %c65535_i32_791, %816 : i32
            %c4127_i32_792 = arith.constant 4127 : i32
            %818 = nvvm.shfl.sync  idx %817, %810, %814, %c4127_i32_792 : f32 -> f32
            memref.store %818, %alloca_186[] : memref<f32>
            %819 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_793 = gpu.thread_id  x
            %820 = arith.index_cast %thread_id_x_793 : index to i64
            %c16_i64_794 = arith.constant 16 : i64
            %821 = arith.remsi %820, %c16_i64_794 : i64
            %822 = arith.trunci %821 : i64 to i32
            %c0_i64_795 = arith.constant 0 : i64
            %823 = arith.trunci %c0_i64_795 : i64 to i32
            %824 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_796 = arith.constant -16 : i32
            %825 = arith.andi %824, %c-16_i32_796 : i32
            %c65535_i32_797 = arith.constant 65535 : i32
            %826 = arith.shli %c65535_i32_797, %825 : i32
            %c4127_i32_798 = arith.constant 4127 : i32
            %827 = nvvm.shfl.sync  idx %826, %819, %823, %c4127_i32_798 : f32 -> f32
            memref.store %827, %alloca_187[] : memref<f32>
            %828 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_799 = gpu.thread_id  x
            %829 = arith.index_cast %thread_id_x_799 : index to i64
            %c16_i64_800 = arith.constant 16 : i64
            %830 = arith.remsi %829, %c16_i64_800 : i64
            %831 = arith.trunci %830 : i64 to i32
            %c1_i64_801 = arith.constant 1 : i64
            %832 = arith.trunci %c1_i64_801 : i64 to i32
            %833 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_802 = arith.constant -16 : i32
            %834 = arith.andi %833, %c-16_i32_802 : i32
            %c65535_i32_803 = arith.constant 65535 : i32
            %835 = arith.shli %c65535_i32_803, %834 : i32
            %c4127_i32_804 = arith.constant 4127 : i32
            %836 = nvvm.shfl.sync  idx %835, %828, %832, %c4127_i32_804 : f32 -> f32
            memref.store %836, %alloca_188[] : memref<f32>
            %837 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_805 = gpu.thread_id  x
            %838 = arith.index_cast %thread_id_x_805 : index to i64
            %c16_i64_806 = arith.constant 16 : i64
            %839 = arith.remsi %838, %c16_i64_806 : i64
            %840 = arith.trunci %839 : i64 to i32
            %c2_i64_807 = arith.constant 2 : i64
            %841 = arith.trunci %c2_i64_807 : i64 to i32
            %842 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_808 = arith.constant -16 : i32
            %843 = arith.andi %842, %c-16_i32_808 : i32
            %c65535_i32_809 = arith.constant 65535 : i32
            %844 = arith.shli %c65535_i32_809, %843 : i32
            %c4127_i32_810 = arith.constant 4127 : i32
            %845 = nvvm.shfl.sync  idx %844, %837, %841, %c4127_i32_810 : f32 -> f32
            memref.store %845, %alloca_189[] : memref<f32>
            %846 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_811 = gpu.thread_id  x
            %847 = arith.index_cast %thread_id_x_811 : index to i64
            %c16_i64_812 = arith.constant 16 : i64
            %848 = arith.remsi %847, %c16_i64_812 : i64
            %849 = arith.trunci %848 : i64 to i32
            %c3_i64_813 = arith.constant 3 : i64
            %850 = arith.trunci %c3_i64_813 : i64 to i32
            %851 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_814 = arith.constant -16 : i32
            %852 = arith.andi %851, %c-16_i32_814 : i32
            %c65535_i32_815 = arith.constant 65535 : i32
            %853 = arith.shli %c65535_i32_815, %852 : i32
            %c4127_i32_816 = arith.constant 4127 : i32
            %854 = nvvm.shfl.sync  idx %853, %846, %850, %c4127_i32_816 : f32 -> f32
            memref.store %854, %alloca_190[] : memref<f32>
            %855 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_817 = gpu.thread_id  x
            %856 = arith.index_cast %thread_id_x_817 : index to i64
            %c16_i64_818 = arith.constant 16 : i64
            %857 = arith.remsi %856, %c16_i64_818 : i64
            %858 = arith.trunci %857 : i64 to i32
            %c4_i64_819 = arith.constant 4 : i64
            %859 = arith.trunci %c4_i64_819 : i64 to i32
            %860 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_820 = arith.constant -16 : i32
            %861 = arith.andi %860, %c-16_i32_820 : i32
            %c65535_i32_821 = arith.constant 65535 : i32
            %862 = arith.shli %c65535_i32_821, %861 : i32
            %c4127_i32_822 = arith.constant 4127 : i32
            %863 = nvvm.shfl.sync  idx %862, %855, %859, %c4127_i32_822 : f32 -> f32
            memref.store %863, %alloca_191[] : memref<f32>
            %864 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_823 = gpu.thread_id  x
            %865 = arith.index_cast %thread_id_x_823 : index to i64
            %c16_i64_824 = arith.constant 16 : i64
            %866 = arith.remsi %865, %c16_i64_824 : i64
            %867 = arith.trunci %866 : i64 to i32
            %c5_i64_825 = arith.constant 5 : i64
            %868 = arith.trunci %c5_i64_825 : i64 to i32
            %869 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_826 = arith.constant -16 : i32
            %870 = arith.andi %869, %c-16_i32_826 : i32
            %c65535_i32_827 = arith.constant 65535 : i32
            %871 = arith.shli %c65535_i32_827, %870 : i32
            %c4127_i32_828 = arith.constant 4127 : i32
            %872 = nvvm.shfl.sync  idx %871, %864, %868, %c4127_i32_828 : f32 -> f32
            memref.store %872, %alloca_192[] : memref<f32>
            %873 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_829 = gpu.thread_id  x
            %874 = arith.index_cast %thread_id_x_829 : index to i64
            %c16_i64_830 = arith.constant 16 : i64
            %875 = arith.remsi %874, %c16_i64_830 : i64
            %876 = arith.trunci %875 : i64 to i32
            %c6_i64_831 = arith.constant 6 : i64
            %877 = arith.trunci %c6_i64_831 : i64 to i32
            %878 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_832 = arith.constant -16 : i32
            %879 = arith.andi %878, %c-16_i32_832 : i32
            %c65535_i32_833 = arith.constant 65535 : i32
            %880 = arith.shli %c65535_i32_833, %879 : i32
            %c4127_i32_834 = arith.constant 4127 : i32
            %881 = nvvm.shfl.sync  idx %880, %873, %877, %c4127_i32_834 : f32 -> f32
            memref.store %881, %alloca_193[] : memref<f32>
            %882 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_835 = gpu.thread_id  x
            %883 = arith.index_cast %thread_id_x_835 : index to i64
            %c16_i64_836 = arith.constant 16 : i64
            %884 = arith.remsi %883, %c16_i64_836 : i64
            %885 = arith.trunci %884 : i64 to i32
            %c7_i64_837 = arith.constant 7 : i64
            %886 = arith.trunci %c7_i64_837 : i64 to i32
            %887 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_838 = arith.constant -16 : i32
            %888 = arith.andi %887, %c-16_i32_838 : i32
            %c65535_i32_839 = arith.constant 65535 : i32
            %889 = arith.shli %c65535_i32_839, %888 : i32
            %c4127_i32_840 = arith.constant 4127 : i32
            %890 = nvvm.shfl.sync  idx %889, %882, %886, %c4127_i32_840 : f32 -> f32
            memref.store %890, %alloca_194[] : memref<f32>
            %891 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_841 = gpu.thread_id  x
            %892 = arith.index_cast %thread_id_x_841 : index to i64
            %c16_i64_842 = arith.constant 16 : i64
            %893 = arith.remsi %892, %c16_i64_842 : i64
            %894 = arith.trunci %893 : i64 to i32
            %c8_i64_843 = arith.constant 8 : i64
            %895 = arith.trunci %c8_i64_843 : i64 to i32
            %896 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_844 = arith.constant -16 : i32
            %897 = arith.andi %896, %c-16_i32_844 : i32
            %c65535_i32_845 = arith.constant 65535 : i32
            %898 = arith.shli %c65535_i32_845, %897 : i32
            %c4127_i32_846 = arith.constant 4127 : i32
            %899 = nvvm.shfl.sync  idx %898, %891, %895, %c4127_i32_846 : f32 -> f32
            memref.store %899, %alloca_195[] : memref<f32>
            %900 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_847 = gpu.thread_id  x
            %901 = arith.index_cast %thread_id_x_847 : index to i64
            %c16_i64_848 = arith.constant 16 : i64
            %902 = arith.remsi %901, %c16_i64_848 : i64
            %903 = arith.trunci %902 : i64 to i32
            %c9_i64_849 = arith.constant 9 : i64
            %904 = arith.trunci %c9_i64_849 : i64 to i32
            %905 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_850 = arith.constant -16 : i32
            %906 = arith.andi %905, %c-16_i32_850 : i32
            %c65535_i32_851 = arith.constant 65535 : i32
            %907 = arith.shli %c65535_i32_851, %906 : i32
            %c4127_i32_852 = arith.constant 4127 : i32
            %908 = nvvm.shfl.sync  idx %907, %900, %904, %c4127_i32_852 : f32 -> f32
            memref.store %908, %alloca_196[] : memref<f32>
            %909 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_853 = gpu.thread_id  x
            %910 = arith.index_cast %thread_id_x_853 : index to i64
            %c16_i64_854 = arith.constant 16 : i64
            %911 = arith.remsi %910, %c16_i64_854 : i64
            %912 = arith.trunci %911 : i64 to i32
            %c10_i64_855 = arith.constant 10 : i64
            %913 = arith.trunci %c10_i64_855 : i64 to i32
            %914 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_856 = arith.constant -16 : i32
            %915 = arith.andi %914, %c-16_i32_856 : i32
            %c65535_i32_857 = arith.constant 65535 : i32
            %916 = arith.shli %c65535_i32_857, %915 : i32
            %c4127_i32_858 = arith.constant 4127 : i32
            %917 = nvvm.shfl.sync  idx %916, %909, %913, %c4127_i32_858 : f32 -> f32
            memref.store %917, %alloca_197[] : memref<f32>
            %918 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_859 = gpu.thread_id  x
            %919 = arith.index_cast %thread_id_x_859 : index to i64
            %c16_i64_860 = arith.constant 16 : i64
            %920 = arith.remsi %919, %c16_i64_860 : i64
            %921 = arith.trunci %920 : i64 to i32
            %c11_i64_861 = arith.constant 11 : i64
            %922 = arith.trunci %c11_i64_861 : i64 to i32
            %923 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_862 = arith.constant -16 : i32
            %924 = arith.andi %923, %c-16_i32_862 : i32
            %c65535_i32_863 = arith.constant 65535 : i32
            %925 = arith.shli %c65535_i32_863, %924 : i32
            %c4127_i32_864 = arith.constant 4127 : i32
            %926 = nvvm.shfl.sync  idx %925, %918, %922, %c4127_i32_864 : f32 -> f32
            memref.store %926, %alloca_198[] : memref<f32>
            %927 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_865 = gpu.thread_id  x
            %928 = arith.index_cast %thread_id_x_865 : index to i64
            %c16_i64_866 = arith.constant 16 : i64
            %929 = arith.remsi %928, %c16_i64_866 : i64
            %930 = arith.trunci %929 : i64 to i32
            %c12_i64_867 = arith.constant 12 : i64
            %931 = arith.trunci %c12_i64_867 : i64 to i32
            %932 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_868 = arith.constant -16 : i32
            %933 = arith.andi %932, %c-16_i32_868 : i32
            %c65535_i32_869 = arith.constant 65535 : i32
            %934 = arith.shli %c65535_i32_869, %933 : i32
            %c4127_i32_870 = arith.constant 4127 : i32
            %935 = nvvm.shfl.sync  idx %934, %927, %931, %c4127_i32_870 : f32 -> f32
            memref.store %935, %alloca_199[] : memref<f32>
            %936 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_871 = gpu.thread_id  x
            %937 = arith.index_cast %thread_id_x_871 : index to i64
            %c16_i64_872 = arith.constant 16 : i64
            %938 = arith.remsi %937, %c16_i64_872 : i64
            %939 = arith.trunci %938 : i64 to i32
            %c13_i64_873 = arith.constant 13 : i64
            %940 = arith.trunci %c13_i64_873 : i64 to i32
            %941 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_874 = arith.constant -16 : i32
            %942 = arith.andi %941, %c-16_i32_874 : i32
            %c65535_i32_875 = arith.constant 65535 : i32
            %943 = arith.shli %c65535_i32_875, %942 : i32
            %c4127_i32_876 = arith.constant 4127 : i32
            %944 = nvvm.shfl.sync  idx %943, %936, %940, %c4127_i32_876 : f32 -> f32
            memref.store %944, %alloca_200[] : memref<f32>
            %945 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_877 = gpu.thread_id  x
            %946 = arith.index_cast %thread_id_x_877 : index to i64
            %c16_i64_878 = arith.constant 16 : i64
            %947 = arith.remsi %946, %c16_i64_878 : i64
            %948 = arith.trunci %947 : i64 to i32
            %c14_i64_879 = arith.constant 14 : i64
            %949 = arith.trunci %c14_i64_879 : i64 to i32
            %950 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_880 = arith.constant -16 : i32
            %951 = arith.andi %950, %c-16_i32_880 : i32
            %c65535_i32_881 = arith.constant 65535 : i32
            %952 = arith.shli %c65535_i32_881, %951 : i32
            %c4127_i32_882 = arith.constant 4127 : i32
            %953 = nvvm.shfl.sync  idx %952, %945, %949, %c4127_i32_882 : f32 -> f32
            memref.store %953, %alloca_201[] : memref<f32>
            %954 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_883 = gpu.thread_id  x
            %955 = arith.index_cast %thread_id_x_883 : index to i64
            %c16_i64_884 = arith.constant 16 : i64
            %956 = arith.remsi %955, %c16_i64_884 : i64
            %957 = arith.trunci %956 : i64 to i32
            %c15_i64_885 = arith.constant 15 : i64
            %958 = arith.trunci %c15_i64_885 : i64 to i32
            %959 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_886 = arith.constant -16 : i32
            %960 = arith.andi %959, %c-16_i32_886 : i32
            %c65535_i32_887 = arith.constant 65535 : i32
            %961 = arith.shli %c65535_i32_887, %960 : i32
            %c4127_i32_888 = arith.constant 4127 : i32
            %962 = nvvm.shfl.sync  idx %961, %954, %958, %c4127_i32_888 : f32 -> f32
            memref.store %962, %alloca_202[] : memref<f32>
            %963 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_889 = gpu.thread_id  x
            %964 = arith.index_cast %thread_id_x_889 : index to i64
            %c16_i64_890 = arith.constant 16 : i64
            %965 = arith.remsi %964, %c16_i64_890 : i64
            %966 = arith.trunci %965 : i64 to i32
            %c0_i64_891 = arith.constant 0 : i64
            %967 = arith.trunci %c0_i64_891 : i64 to i32
            %968 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_892 = arith.constant -16 : i32
            %969 = arith.andi %968, %c-16_i32_892 : i32
            %c65535_i32_893 = arith.constant 65535 : i32
            %970 = arith.shli %c65535_i32_893, %969 : i32
            %c4127_i32_894 = arith.constant 4127 : i32
            %971 = nvvm.shfl.sync  idx %970, %963, %967, %c4127_i32_894 : f32 -> f32
            memref.store %971, %alloca_203[] : memref<f32>
            %972 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_895 = gpu.thread_id  x
            %973 = arith.index_cast %thread_id_x_895 : index to i64
            %c16_i64_896 = arith.constant 16 : i64
            %974 = arith.remsi %973, %c16_i64_896 : i64
            %975 = arith.trunci %974 : i64 to i32
            %c1_i64_897 = arith.constant 1 : i64
            %976 = arith.trunci %c1_i64_897 : i64 to i32
            %977 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_898 = arith.constant -16 : i32
            %978 = arith.andi %977, %c-16_i32_898 : i32
            %c65535_i32_899 = arith.constant 65535 : i32
            %979 = arith.shli %c65535_i32_899, %978 : i32
            %c4127_i32_900 = arith.constant 4127 : i32
            %980 = nvvm.shfl.sync  idx %979, %972, %976, %c4127_i32_900 : f32 -> f32
            memref.store %980, %alloca_204[] : memref<f32>
            %981 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_901 = gpu.thread_id  x
            %982 = arith.index_cast %thread_id_x_901 : index to i64
            %c16_i64_902 = arith.constant 16 : i64
            %983 = arith.remsi %982, %c16_i64_902 : i64
            %984 = arith.trunci %983 : i64 to i32
            %c2_i64_903 = arith.constant 2 : i64
            %985 = arith.trunci %c2_i64_903 : i64 to i32
            %986 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_904 = arith.constant -16 : i32
            %987 = arith.andi %986, %c-16_i32_904 : i32
            %c65535_i32_905 = arith.constant 65535 : i32
            %988 = arith.shli %c65535_i32_905, %987 : i32
            %c4127_i32_906 = arith.constant 4127 : i32
            %989 = nvvm.shfl.sync  idx %988, %981, %985, %c4127_i32_906 : f32 -> f32
            memref.store %989, %alloca_205[] : memref<f32>
            %990 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_907 = gpu.thread_id  x
            %991 = arith.index_cast %thread_id_x_907 : index to i64
            %c16_i64_908 = arith.constant 16 : i64
            %992 = arith.remsi %991, %c16_i64_908 : i64
            %993 = arith.trunci %992 : i64 to i32
            %c3_i64_909 = arith.constant 3 : i64
            %994 = arith.trunci %c3_i64_909 : i64 to i32
            %995 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_910 = arith.constant -16 : i32
            %996 = arith.andi %995, %c-16_i32_910 : i32
            %c65535_i32_911 = arith.constant 65535 : i32
            %997 = arith.shli %c65535_i32_911, %996 : i32
            %c4127_i32_912 = arith.constant 4127 : i32
            %998 = nvvm.shfl.sync  idx %997, %990, %994, %c4127_i32_912 : f32 -> f32
            memref.store %998, %alloca_206[] : memref<f32>
            %999 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_913 = gpu.thread_id  x
            %1000 = arith.index_cast %thread_id_x_913 : index to i64
            %c16_i64_914 = arith.constant 16 : i64
            %1001 = arith.remsi %1000, %c16_i64_914 : i64
            %1002 = arith.trunci %1001 : i64 to i32
            %c4_i64_915 = arith.constant 4 : i64
            %1003 = arith.trunci %c4_i64_915 : i64 to i32
            %1004 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_916 = arith.constant -16 : i32
            %1005 = arith.andi %1004, %c-16_i32_916 : i32
            %c65535_i32_917 = arith.constant 65535 : i32
            %1006 = arith.shli %c65535_i32_917, %1005 : i32
            %c4127_i32_918 = arith.constant 4127 : i32
            %1007 = nvvm.shfl.sync  idx %1006, %999, %1003, %c4127_i32_918 : f32 -> f32
            memref.store %1007, %alloca_207[] : memref<f32>
            %1008 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_919 = gpu.thread_id  x
            %1009 = arith.index_cast %thread_id_x_919 : index to i64
            %c16_i64_920 = arith.constant 16 : i64
            %1010 = arith.remsi %1009, %c16_i64_920 : i64
            %1011 = arith.trunci %1010 : i64 to i32
            %c5_i64_921 = arith.constant 5 : i64
            %1012 = arith.trunci %c5_i64_921 : i64 to i32
            %1013 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_922 = arith.constant -16 : i32
            %1014 = arith.andi %1013, %c-16_i32_922 : i32
            %c65535_i32_923 = arith.constant 65535 : i32
            %1015 = arith.shli %c65535_i32_923, %1014 : i32
            %c4127_i32_924 = arith.constant 4127 : i32
            %1016 = nvvm.shfl.sync  idx %1015, %1008, %1012, %c4127_i32_924 : f32 -> f32
            memref.store %1016, %alloca_208[] : memref<f32>
            %1017 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_925 = gpu.thread_id  x
            %1018 = arith.index_cast %thread_id_x_925 : index to i64
            %c16_i64_926 = arith.constant 16 : i64
            %1019 = arith.remsi %1018, %c16_i64_926 : i64
            %1020 = arith.trunci %1019 : i64 to i32
            %c6_i64_927 = arith.constant 6 : i64
            %1021 = arith.trunci %c6_i64_927 : i64 to i32
            %1022 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_928 = arith.constant -16 : i32
            %1023 = arith.andi %1022, %c-16_i32_928 : i32
            %c65535_i32_929 = arith.constant 65535 : i32
            %1024 = arith.shli %c65535_i32_929, %1023 : i32
            %c4127_i32_930 = arith.constant 4127 : i32
            %1025 = nvvm.shfl.sync  idx %1024, %1017, %1021, %c4127_i32_930 : f32 -> f32
            memref.store %1025, %alloca_209[] : memref<f32>
            %1026 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_931 = gpu.thread_id  x
            %1027 = arith.index_cast %thread_id_x_931 : index to i64
            %c16_i64_932 = arith.constant 16 : i64
            %1028 = arith.remsi %1027, %c16_i64_932 : i64
            %1029 = arith.trunci %1028 : i64 to i32
            %c7_i64_933 = arith.constant 7 : i64
            %1030 = arith.trunci %c7_i64_933 : i64 to i32
            %1031 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_934 = arith.constant -16 : i32
            %1032 = arith.andi %1031, %c-16_i32_934 : i32
            %c65535_i32_935 = arith.constant 65535 : i32
            %1033 = arith.shli %c65535_i32_935, %1032 : i32
            %c4127_i32_936 = arith.constant 4127 : i32
            %1034 = nvvm.shfl.sync  idx %1033, %1026, %1030, %c4127_i32_936 : f32 -> f32
            memref.store %1034, %alloca_210[] : memref<f32>
            %1035 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_937 = gpu.thread_id  x
            %1036 = arith.index_cast %thread_id_x_937 : index to i64
            %c16_i64_938 = arith.constant 16 : i64
            %1037 = arith.remsi %1036, %c16_i64_938 : i64
            %1038 = arith.trunci %1037 : i64 to i32
            %c8_i64_939 = arith.constant 8 : i64
            %1039 = arith.trunci %c8_i64_939 : i64 to i32
            %1040 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_940 = arith.constant -16 : i32
            %1041 = arith.andi %1040, %c-16_i32_940 : i32
            %c65535_i32_941 = arith.constant 65535 : i32
            %1042 = arith.shli %c65535_i32_941, %1041 : i32
            %c4127_i32_942 = arith.constant 4127 : i32
            %1043 = nvvm.shfl.sync  idx %1042, %1035, %1039, %c4127_i32_942 : f32 -> f32
            memref.store %1043, %alloca_211[] : memref<f32>
            %1044 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_943 = gpu.thread_id  x
            %1045 = arith.index_cast %thread_id_x_943 : index to i64
            %c16_i64_944 = arith.constant 16 : i64
            %1046 = arith.remsi %1045, %c16_i64_944 : i64
            %1047 = arith.trunci %1046 : i64 to i32
            %c9_i64_945 = arith.constant 9 : i64
            %1048 = arith.trunci %c9_i64_945 : i64 to i32
            %1049 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_946 = arith.constant -16 : i32
            %1050 = arith.andi %1049, %c-16_i32_946 : i32
            %c65535_i32_947 = arith.constant 65535 : i32
            %1051 = arith.shli %c65535_i32_947, %1050 : i32
            %c4127_i32_948 = arith.constant 4127 : i32
            %1052 = nvvm.shfl.sync  idx %1051, %1044, %1048, %c4127_i32_948 : f32 -> f32
            memref.store %1052, %alloca_212[] : memref<f32>
            %1053 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_949 = gpu.thread_id  x
            %1054 = arith.index_cast %thread_id_x_949 : index to i64
            %c16_i64_950 = arith.constant 16 : i64
            %1055 = arith.remsi %1054, %c16_i64_950 : i64
            %1056 = arith.trunci %1055 : i64 to i32
            %c10_i64_951 = arith.constant 10 : i64
            %1057 = arith.trunci %c10_i64_951 : i64 to i32
            %1058 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_952 = arith.constant -16 : i32
            %1059 = arith.andi %1058, %c-16_i32_952 : i32
            %c65535_i32_953 = arith.constant 65535 : i32
            %1060 = arith.shli %c65535_i32_953, %1059 : i32
            %c4127_i32_954 = arith.constant 4127 : i32
            %1061 = nvvm.shfl.sync  idx %1060, %1053, %1057, %c4127_i32_954 : f32 -> f32
            memref.store %1061, %alloca_213[] : memref<f32>
            %1062 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_955 = gpu.thread_id  x
            %1063 = arith.index_cast %thread_id_x_955 : index to i64
            %c16_i64_956 = arith.constant 16 : i64
            %1064 = arith.remsi %1063, %c16_i64_956 : i64
            %1065 = arith.trunci %1064 : i64 to i32
            %c11_i64_957 = arith.constant 11 : i64
            %1066 = arith.trunci %c11_i64_957 : i64 to i32
            %1067 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_958 = arith.constant -16 : i32
            %1068 = arith.andi %1067, %c-16_i32_958 : i32
            %c65535_i32_959 = arith.constant 65535 : i32
            %1069 = arith.shli %c65535_i32_959, %1068 : i32
            %c4127_i32_960 = arith.constant 4127 : i32
            %1070 = nvvm.shfl.sync  idx %1069, %1062, %1066, %c4127_i32_960 : f32 -> f32
            memref.store %1070, %alloca_214[] : memref<f32>
            %1071 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_961 = gpu.thread_id  x
            %1072 = arith.index_cast %thread_id_x_961 : index to i64
            %c16_i64_962 = arith.constant 16 : i64
            %1073 = arith.remsi %1072, %c16_i64_962 : i64
            %1074 = arith.trunci %1073 : i64 to i32
            %c12_i64_963 = arith.constant 12 : i64
            %1075 = arith.trunci %c12_i64_963 : i64 to i32
            %1076 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_964 = arith.constant -16 : i32
            %1077 = arith.andi %1076, %c-16_i32_964 : i32
            %c65535_i32_965 = arith.constant 65535 : i32
            %1078 = arith.shli %c65535_i32_965, %1077 : i32
            %c4127_i32_966 = arith.constant 4127 : i32
            %1079 = nvvm.shfl.sync  idx %1078, %1071, %1075, %c4127_i32_966 : f32 -> f32
            memref.store %1079, %alloca_215[] : memref<f32>
            %1080 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_967 = gpu.thread_id  x
            %1081 = arith.index_cast %thread_id_x_967 : index to i64
            %c16_i64_968 = arith.constant 16 : i64
            %1082 = arith.remsi %1081, %c16_i64_968 : i64
            %1083 = arith.trunci %1082 : i64 to i32
            %c13_i64_969 = arith.constant 13 : i64
            %1084 = arith.trunci %c13_i64_969 : i64 to i32
            %1085 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_970 = arith.constant -16 : i32
            %1086 = arith.andi %1085, %c-16_i32_970 : i32
            %c65535_i32_971 = arith.constant 65535 : i32
            %1087 = arith.shli %c65535_i32_971, %1086 : i32
            %c4127_i32_972 = arith.constant 4127 : i32
            %1088 = nvvm.shfl.sync  idx %1087, %1080, %1084, %c4127_i32_972 : f32 -> f32
            memref.store %1088, %alloca_216[] : memref<f32>
            %1089 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_973 = gpu.thread_id  x
            %1090 = arith.index_cast %thread_id_x_973 : index to i64
            %c16_i64_974 = arith.constant 16 : i64
            %1091 = arith.remsi %1090, %c16_i64_974 : i64
            %1092 = arith.trunci %1091 : i64 to i32
            %c14_i64_975 = arith.constant 14 : i64
            %1093 = arith.trunci %c14_i64_975 : i64 to i32
            %1094 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_976 = arith.constant -16 : i32
            %1095 = arith.andi %1094, %c-16_i32_976 : i32
            %c65535_i32_977 = arith.constant 65535 : i32
            %1096 = arith.shli %c65535_i32_977, %1095 : i32
            %c4127_i32_978 = arith.constant 4127 : i32
            %1097 = nvvm.shfl.sync  idx %1096, %1089, %1093, %c4127_i32_978 : f32 -> f32
            memref.store %1097, %alloca_217[] : memref<f32>
            %1098 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_979 = gpu.thread_id  x
            %1099 = arith.index_cast %thread_id_x_979 : index to i64
            %c16_i64_980 = arith.constant 16 : i64
            %1100 = arith.remsi %1099, %c16_i64_980 : i64
            %1101 = arith.trunci %1100 : i64 to i32
            %c15_i64_981 = arith.constant 15 : i64
            %1102 = arith.trunci %c15_i64_981 : i64 to i32
            %1103 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_982 = arith.constant -16 : i32
            %1104 = arith.andi %1103, %c-16_i32_982 : i32
            %c65535_i32_983 = arith.constant 65535 : i32
            %1105 = arith.shli %c65535_i32_983, %1104 : i32
            %c4127_i32_984 = arith.constant 4127 : i32
            %1106 = nvvm.shfl.sync  idx %1105, %1098, %1102, %c4127_i32_984 : f32 -> f32
            memref.store %1106, %alloca_218[] : memref<f32>
            %1107 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_985 = gpu.thread_id  x
            %1108 = arith.index_cast %thread_id_x_985 : index to i64
            %c16_i64_986 = arith.constant 16 : i64
            %1109 = arith.remsi %1108, %c16_i64_986 : i64
            %1110 = arith.trunci %1109 : i64 to i32
            %c0_i64_987 = arith.constant 0 : i64
            %1111 = arith.trunci %c0_i64_987 : i64 to i32
            %1112 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_988 = arith.constant -16 : i32
            %1113 = arith.andi %1112, %c-16_i32_988 : i32
            %c65535_i32_989 = arith.constant 65535 : i32
            %1114 = arith.shli %c65535_i32_989, %1113 : i32
            %c4127_i32_990 = arith.constant 4127 : i32
            %1115 = nvvm.shfl.sync  idx %1114, %1107, %1111, %c4127_i32_990 : f32 -> f32
            memref.store %1115, %alloca_219[] : memref<f32>
            %1116 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_991 = gpu.thread_id  x
            %1117 = arith.index_cast %thread_id_x_991 : index to i64
            %c16_i64_992 = arith.constant 16 : i64
            %1118 = arith.remsi %1117, %c16_i64_992 : i64
            %1119 = arith.trunci %1118 : i64 to i32
            %c1_i64_993 = arith.constant 1 : i64
            %1120 = arith.trunci %c1_i64_993 : i64 to i32
            %1121 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_994 = arith.constant -16 : i32
            %1122 = arith.andi %1121, %c-16_i32_994 : i32
            %c65535_i32_995 = arith.constant 65535 : i32
            %1123 = arith.shli %c65535_i32_995, %1122 : i32
            %c4127_i32_996 = arith.constant 4127 : i32
            %1124 = nvvm.shfl.sync  idx %1123, %1116, %1120, %c4127_i32_996 : f32 -> f32
            memref.store %1124, %alloca_220[] : memref<f32>
            %1125 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_997 = gpu.thread_id  x
            %1126 = arith.index_cast %thread_id_x_997 : index to i64
            %c16_i64_998 = arith.constant 16 : i64
            %1127 = arith.remsi %1126, %c16_i64_998 : i64
            %1128 = arith.trunci %1127 : i64 to i32
            %c2_i64_999 = arith.constant 2 : i64
            %1129 = arith.trunci %c2_i64_999 : i64 to i32
            %1130 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1000 = arith.constant -16 : i32
            %1131 = arith.andi %1130, %c-16_i32_1000 : i32
            %c65535_i32_1001 = arith.constant 65535 : i32
            %1132 = arith.shli %c65535_i32_1001, %1131 : i32
            %c4127_i32_1002 = arith.constant 4127 : i32
            %1133 = nvvm.shfl.sync  idx %1132, %1125, %1129, %c4127_i32_1002 : f32 -> f32
            memref.store %1133, %alloca_221[] : memref<f32>
            %1134 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1003 = gpu.thread_id  x
            %1135 = arith.index_cast %thread_id_x_1003 : index to i64
            %c16_i64_1004 = arith.constant 16 : i64
            %1136 = arith.remsi %1135, %c16_i64_1004 : i64
            %1137 = arith.trunci %1136 : i64 to i32
            %c3_i64_1005 = arith.constant 3 : i64
            %1138 = arith.trunci %c3_i64_1005 : i64 to i32
            %1139 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1006 = arith.constant -16 : i32
            %1140 = arith.andi %1139, %c-16_i32_1006 : i32
            %c65535_i32_1007 = arith.constant 65535 : i32
            %1141 = arith.shli %c65535_i32_1007, %1140 : i32
            %c4127_i32_1008 = arith.constant 4127 : i32
            %1142 = nvvm.shfl.sync  idx %1141, %1134, %1138, %c4127_i32_1008 : f32 -> f32
            memref.store %1142, %alloca_222[] : memref<f32>
            %1143 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1009 = gpu.thread_id  x
            %1144 = arith.index_cast %thread_id_x_1009 : index to i64
            %c16_i64_1010 = arith.constant 16 : i64
            %1145 = arith.remsi %1144, %c16_i64_1010 : i64
            %1146 = arith.trunci %1145 : i64 to i32
            %c4_i64_1011 = arith.constant 4 : i64
            %1147 = arith.trunci %c4_i64_1011 : i64 to i32
            %1148 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1012 = arith.constant -16 : i32
            %1149 = arith.andi %1148, %c-16_i32_1012 : i32
            %c65535_i32_1013 = arith.constant 65535 : i32
            %1150 = arith.shli %c65535_i32_1013, %1149 : i32
            %c4127_i32_1014 = arith.constant 4127 : i32
            %1151 = nvvm.shfl.sync  idx %1150, %1143, %1147, %c4127_i32_1014 : f32 -> f32
            memref.store %1151, %alloca_223[] : memref<f32>
            %1152 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1015 = gpu.thread_id  x
            %1153 = arith.index_cast %thread_id_x_1015 : index to i64
            %c16_i64_1016 = arith.constant 16 : i64
            %1154 = arith.remsi %1153, %c16_i64_1016 : i64
            %1155 = arith.trunci %1154 : i64 to i32
            %c5_i64_1017 = arith.constant 5 : i64
            %1156 = arith.trunci %c5_i64_1017 : i64 to i32
            %1157 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1018 = arith.constant -16 : i32
            %1158 = arith.andi %1157, %c-16_i32_1018 : i32
            %c65535_i32_1019 = arith.constant 65535 : i32
            %1159 = arith.shli %c65535_i32_1019, %1158 : i32
            %c4127_i32_1020 = arith.constant 4127 : i32
            %1160 = nvvm.shfl.sync  idx %1159, %1152, %1156, %c4127_i32_1020 : f32 -> f32
            memref.store %1160, %alloca_224[] : memref<f32>
            %1161 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1021 = gpu.thread_id  x
            %1162 = arith.index_cast %thread_id_x_1021 : index to i64
            %c16_i64_1022 = arith.constant 16 : i64
            %1163 = arith.remsi %1162, %c16_i64_1022 : i64
            %1164 = arith.trunci %1163 : i64 to i32
            %c6_i64_1023 = arith.constant 6 : i64
            %1165 = arith.trunci %c6_i64_1023 : i64 to i32
            %1166 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1024 = arith.constant -16 : i32
            %1167 = arith.andi %1166, %c-16_i32_1024 : i32
            %c65535_i32_1025 = arith.constant 65535 : i32
            %1168 = arith.shli %c65535_i32_1025, %1167 : i32
            %c4127_i32_1026 = arith.constant 4127 : i32
            %1169 = nvvm.shfl.sync  idx %1168, %1161, %1165, %c4127_i32_1026 : f32 -> f32
            memref.store %1169, %alloca_225[] : memref<f32>
            %1170 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1027 = gpu.thread_id  x
            %1171 = arith.index_cast %thread_id_x_1027 : index to i64
            %c16_i64_1028 = arith.constant 16 : i64
            %1172 = arith.remsi %1171, %c16_i64_1028 : i64
            %1173 = arith.trunci %1172 : i64 to i32
            %c7_i64_1029 = arith.constant 7 : i64
            %1174 = arith.trunci %c7_i64_1029 : i64 to i32
            %1175 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1030 = arith.constant -16 : i32
            %1176 = arith.andi %1175, %c-16_i32_1030 : i32
            %c65535_i32_1031 = arith.constant 65535 : i32
            %1177 = arith.shli %c65535_i32_1031, %1176 : i32
            %c4127_i32_1032 = arith.constant 4127 : i32
            %1178 = nvvm.shfl.sync  idx %1177, %1170, %1174, %c4127_i32_1032 : f32 -> f32
            memref.store %1178, %alloca_226[] : memref<f32>
            %1179 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1033 = gpu.thread_id  x
            %1180 = arith.index_cast %thread_id_x_1033 : index to i64
            %c16_i64_1034 = arith.constant 16 : i64
            %1181 = arith.remsi %1180, %c16_i64_1034 : i64
            %1182 = arith.trunci %1181 : i64 to i32
            %c8_i64_1035 = arith.constant 8 : i64
            %1183 = arith.trunci %c8_i64_1035 : i64 to i32
            %1184 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1036 = arith.constant -16 : i32
            %1185 = arith.andi %1184, %c-16_i32_1036 : i32
            %c65535_i32_1037 = arith.constant 65535 : i32
            %1186 = arith.shli %c65535_i32_1037, %1185 : i32
            %c4127_i32_1038 = arith.constant 4127 : i32
            %1187 = nvvm.shfl.sync  idx %1186, %1179, %1183, %c4127_i32_1038 : f32 -> f32
            memref.store %1187, %alloca_227[] : memref<f32>
            %1188 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1039 = gpu.thread_id  x
            %1189 = arith.index_cast %thread_id_x_1039 : index to i64
            %c16_i64_1040 = arith.constant 16 : i64
            %1190 = arith.remsi %1189, %c16_i64_1040 : i64
            %1191 = arith.trunci %1190 : i64 to i32
            %c9_i64_1041 = arith.constant 9 : i64
            %1192 = arith.trunci %c9_i64_1041 : i64 to i32
            %1193 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1042 = arith.constant -16 : i32
            %1194 = arith.andi %1193, %c-16_i32_1042 : i32
            %c65535_i32_1043 = arith.constant 65535 : i32
            %1195 = arith.shli %c65535_i32_1043, %1194 : i32
            %c4127_i32_1044 = arith.constant 4127 : i32
            %1196 = nvvm.shfl.sync  idx %1195, %1188, %1192, %c4127_i32_1044 : f32 -> f32
            memref.store %1196, %alloca_228[] : memref<f32>
            %1197 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1045 = gpu.thread_id  x
            %1198 = arith.index_cast %thread_id_x_1045 : index to i64
            %c16_i64_1046 = arith.constant 16 : i64
            %1199 = arith.remsi %1198, %c16_i64_1046 : i64
            %1200 = arith.trunci %1199 : i64 to i32
            %c10_i64_1047 = arith.constant 10 : i64
            %1201 = arith.trunci %c10_i64_1047 : i64 to i32
            %1202 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1048 = arith.constant -16 : i32
            %1203 = arith.andi %1202, %c-16_i32_1048 : i32
            %c65535_i32_1049 = arith.constant 65535 : i32
            %1204 = arith.shli %c65535_i32_1049, %1203 : i32
            %c4127_i32_1050 = arith.constant 4127 : i32
            %1205 = nvvm.shfl.sync  idx %1204, %1197, %1201, %c4127_i32_1050 : f32 -> f32
            memref.store %1205, %alloca_229[] : memref<f32>
            %1206 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1051 = gpu.thread_id  x
            %1207 = arith.index_cast %thread_id_x_1051 : index to i64
            %c16_i64_1052 = arith.constant 16 : i64
            %1208 = arith.remsi %1207, %c16_i64_1052 : i64
            %1209 = arith.trunci %1208 : i64 to i32
            %c11_i64_1053 = arith.constant 11 : i64
            %1210 = arith.trunci %c11_i64_1053 : i64 to i32
            %1211 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1054 = arith.constant -16 : i32
            %1212 = arith.andi %1211, %c-16_i32_1054 : i32
            %c65535_i32_1055 = arith.constant 65535 : i32
            %1213 = arith.shli %c65535_i32_1055, %1212 : i32
            %c4127_i32_1056 = arith.constant 4127 : i32
            %1214 = nvvm.shfl.sync  idx %1213, %1206, %1210, %c4127_i32_1056 : f32 -> f32
            memref.store %1214, %alloca_230[] : memref<f32>
            %1215 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1057 = gpu.thread_id  x
            %1216 = arith.index_cast %thread_id_x_1057 : index to i64
            %c16_i64_1058 = arith.constant 16 : i64
            %1217 = arith.remsi %1216, %c16_i64_1058 : i64
            %1218 = arith.trunci %1217 : i64 to i32
            %c12_i64_1059 = arith.constant 12 : i64
            %1219 = arith.trunci %c12_i64_1059 : i64 to i32
            %1220 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1060 = arith.constant -16 : i32
            %1221 = arith.andi %1220, %c-16_i32_1060 : i32
            %c65535_i32_1061 = arith.constant 65535 : i32
            %1222 = arith.shli %c65535_i32_1061, %1221 : i32
            %c4127_i32_1062 = arith.constant 4127 : i32
            %1223 = nvvm.shfl.sync  idx %1222, %1215, %1219, %c4127_i32_1062 : f32 -> f32
            memref.store %1223, %alloca_231[] : memref<f32>
            %1224 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1063 = gpu.thread_id  x
            %1225 = arith.index_cast %thread_id_x_1063 : index to i64
            %c16_i64_1064 = arith.constant 16 : i64
            %1226 = arith.remsi %1225, %c16_i64_1064 : i64
            %1227 = arith.trunci %1226 : i64 to i32
            %c13_i64_1065 = arith.constant 13 : i64
            %1228 = arith.trunci %c13_i64_1065 : i64 to i32
            %1229 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1066 = arith.constant -16 : i32
            %1230 = arith.andi %1229, %c-16_i32_1066 : i32
            %c65535_i32_1067 = arith.constant 65535 : i32
            %1231 = arith.shli %c65535_i32_1067, %1230 : i32
            %c4127_i32_1068 = arith.constant 4127 : i32
            %1232 = nvvm.shfl.sync  idx %1231, %1224, %1228, %c4127_i32_1068 : f32 -> f32
            memref.store %1232, %alloca_232[] : memref<f32>
            %1233 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1069 = gpu.thread_id  x
            %1234 = arith.index_cast %thread_id_x_1069 : index to i64
            %c16_i64_1070 = arith.constant 16 : i64
            %1235 = arith.remsi %1234, %c16_i64_1070 : i64
            %1236 = arith.trunci %1235 : i64 to i32
            %c14_i64_1071 = arith.constant 14 : i64
            %1237 = arith.trunci %c14_i64_1071 : i64 to i32
            %1238 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1072 = arith.constant -16 : i32
            %1239 = arith.andi %1238, %c-16_i32_1072 : i32
            %c65535_i32_1073 = arith.constant 65535 : i32
            %1240 = arith.shli %c65535_i32_1073, %1239 : i32
            %c4127_i32_1074 = arith.constant 4127 : i32
            %1241 = nvvm.shfl.sync  idx %1240, %1233, %1237, %c4127_i32_1074 : f32 -> f32
            memref.store %1241, %alloca_233[] : memref<f32>
            %1242 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1075 = gpu.thread_id  x
            %1243 = arith.index_cast %thread_id_x_1075 : index to i64
            %c16_i64_1076 = arith.constant 16 : i64
            %1244 = arith.remsi %1243, %c16_i64_1076 : i64
            %1245 = arith.trunci %1244 : i64 to i32
            %c15_i64_1077 = arith.constant 15 : i64
            %1246 = arith.trunci %c15_i64_1077 : i64 to i32
            %1247 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1078 = arith.constant -16 : i32
            %1248 = arith.andi %1247, %c-16_i32_1078 : i32
            %c65535_i32_1079 = arith.constant 65535 : i32
            %1249 = arith.shli %c65535_i32_1079, %1248 : i32
            %c4127_i32_1080 = arith.constant 4127 : i32
            %1250 = nvvm.shfl.sync  idx %1249, %1242, %1246, %c4127_i32_1080 : f32 -> f32
            memref.store %1250, %alloca_234[] : memref<f32>
            %1251 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1081 = gpu.thread_id  x
            %1252 = arith.index_cast %thread_id_x_1081 : index to i64
            %c16_i64_1082 = arith.constant 16 : i64
            %1253 = arith.remsi %1252, %c16_i64_1082 : i64
            %1254 = arith.trunci %1253 : i64 to i32
            %c0_i64_1083 = arith.constant 0 : i64
            %1255 = arith.trunci %c0_i64_1083 : i64 to i32
            %1256 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1084 = arith.constant -16 : i32
            %1257 = arith.andi %1256, %c-16_i32_1084 : i32
            %c65535_i32_1085 = arith.constant 65535 : i32
            %1258 = arith.shli %c65535_i32_1085, %1257 : i32
            %c4127_i32_1086 = arith.constant 4127 : i32
            %1259 = nvvm.shfl.sync  idx %1258, %1251, %1255, %c4127_i32_1086 : f32 -> f32
            memref.store %1259, %alloca_235[] : memref<f32>
            %1260 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1087 = gpu.thread_id  x
            %1261 = arith.index_cast %thread_id_x_1087 : index to i64
            %c16_i64_1088 = arith.constant 16 : i64
            %1262 = arith.remsi %1261, %c16_i64_1088 : i64
            %1263 = arith.trunci %1262 : i64 to i32
            %c1_i64_1089 = arith.constant 1 : i64
            %1264 = arith.trunci %c1_i64_1089 : i64 to i32
            %1265 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1090 = arith.constant -16 : i32
            %1266 = arith.andi %1265, %c-16_i32_1090 : i32
            %c65535_i32_1091 = arith.constant 65535 : i32
            %1267 = arith.shli %c65535_i32_1091, %1266 : i32
            %c4127_i32_1092 = arith.constant 4127 : i32
            %1268 = nvvm.shfl.sync  idx %1267, %1260, %1264, %c4127_i32_1092 : f32 -> f32
            memref.store %1268, %alloca_236[] : memref<f32>
            %1269 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1093 = gpu.thread_id  x
            %1270 = arith.index_cast %thread_id_x_1093 : index to i64
            %c16_i64_1094 = arith.constant 16 : i64
            %1271 = arith.remsi %1270, %c16_i64_1094 : i64
            %1272 = arith.trunci %1271 : i64 to i32
            %c2_i64_1095 = arith.constant 2 : i64
            %1273 = arith.trunci %c2_i64_1095 : i64 to i32
            %1274 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1096 = arith.constant -16 : i32
            %1275 = arith.andi %1274, %c-16_i32_1096 : i32
            %c65535_i32_1097 = arith.constant 65535 : i32
            %1276 = arith.shli %c65535_i32_1097, %1275 : i32
            %c4127_i32_1098 = arith.constant 4127 : i32
            %1277 = nvvm.shfl.sync  idx %1276, %1269, %1273, %c4127_i32_1098 : f32 -> f32
            memref.store %1277, %alloca_237[] : memref<f32>
            %1278 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1099 = gpu.thread_id  x
            %1279 = arith.index_cast %thread_id_x_1099 : index to i64
            %c16_i64_1100 = arith.constant 16 : i64
            %1280 = arith.remsi %1279, %c16_i64_1100 : i64
            %1281 = arith.trunci %1280 : i64 to i32
            %c3_i64_1101 = arith.constant 3 : i64
            %1282 = arith.trunci %c3_i64_1101 : i64 to i32
            %1283 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1102 = arith.constant -16 : i32
            %1284 = arith.andi %1283, %c-16_i32_1102 : i32
            %c65535_i32_1103 = arith.constant 65535 : i32
            %1285 = arith.shli %c65535_i32_1103, %1284 : i32
            %c4127_i32_1104 = arith.constant 4127 : i32
            %1286 = nvvm.shfl.sync  idx %1285, %1278, %1282, %c4127_i32_1104 : f32 -> f32
            memref.store %1286, %alloca_238[] : memref<f32>
            %1287 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1105 = gpu.thread_id  x
            %1288 = arith.index_cast %thread_id_x_1105 : index to i64
            %c16_i64_1106 = arith.constant 16 : i64
            %1289 = arith.remsi %1288, %c16_i64_1106 : i64
            %1290 = arith.trunci %1289 : i64 to i32
            %c4_i64_1107 = arith.constant 4 : i64
            %1291 = arith.trunci %c4_i64_1107 : i64 to i32
            %1292 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1108 = arith.constant -16 : i32
            %1293 = arith.andi %1292, %c-16_i32_1108 : i32
            %c65535_i32_1109 = arith.constant 65535 : i32
            %1294 = arith.shli %c65535_i32_1109, %1293 : i32
            %c4127_i32_1110 = arith.constant 4127 : i32
            %1295 = nvvm.shfl.sync  idx %1294, %1287, %1291, %c4127_i32_1110 : f32 -> f32
            memref.store %1295, %alloca_239[] : memref<f32>
            %1296 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1111 = gpu.thread_id  x
            %1297 = arith.index_cast %thread_id_x_1111 : index to i64
            %c16_i64_1112 = arith.constant 16 : i64
            %1298 = arith.remsi %1297, %c16_i64_1112 : i64
            %1299 = arith.trunci %1298 : i64 to i32
            %c5_i64_1113 = arith.constant 5 : i64
            %1300 = arith.trunci %c5_i64_1113 : i64 to i32
            %1301 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1114 = arith.constant -16 : i32
            %1302 = arith.andi %1301, %c-16_i32_1114 : i32
            %c65535_i32_1115 = arith.constant 65535 : i32
            %1303 = arith.shli %c65535_i32_1115, %1302 : i32
            %c4127_i32_1116 = arith.constant 4127 : i32
            %1304 = nvvm.shfl.sync  idx %1303, %1296, %1300, %c4127_i32_1116 : f32 -> f32
            memref.store %1304, %alloca_240[] : memref<f32>
            %1305 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1117 = gpu.thread_id  x
            %1306 = arith.index_cast %thread_id_x_1117 : index to i64
            %c16_i64_1118 = arith.constant 16 : i64
            %1307 = arith.remsi %1306, %c16_i64_1118 : i64
            %1308 = arith.trunci %1307 : i64 to i32
            %c6_i64_1119 = arith.constant 6 : i64
            %1309 = arith.trunci %c6_i64_1119 : i64 to i32
            %1310 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1120 = arith.constant -16 : i32
            %1311 = arith.andi %1310, %c-16_i32_1120 : i32
            %c65535_i32_1121 = arith.constant 65535 : i32
            %1312 = arith.shli %c65535_i32_1121, %1311 : i32
            %c4127_i32_1122 = arith.constant 4127 : i32
            %1313 = nvvm.shfl.sync  idx %1312, %1305, %1309, %c4127_i32_1122 : f32 -> f32
            memref.store %1313, %alloca_241[] : memref<f32>
            %1314 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1123 = gpu.thread_id  x
            %1315 = arith.index_cast %thread_id_x_1123 : index to i64
            %c16_i64_1124 = arith.constant 16 : i64
            %1316 = arith.remsi %1315, %c16_i64_1124 : i64
            %1317 = arith.trunci %1316 : i64 to i32
            %c7_i64_1125 = arith.constant 7 : i64
            %1318 = arith.trunci %c7_i64_1125 : i64 to i32
            %1319 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1126 = arith.constant -16 : i32
            %1320 = arith.andi %1319, %c-16_i32_1126 : i32
            %c65535_i32_1127 = arith.constant 65535 : i32
            %1321 = arith.shli %c65535_i32_1127, %1320 : i32
            %c4127_i32_1128 = arith.constant 4127 : i32
            %1322 = nvvm.shfl.sync  idx %1321, %1314, %1318, %c4127_i32_1128 : f32 -> f32
            memref.store %1322, %alloca_242[] : memref<f32>
            %1323 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1129 = gpu.thread_id  x
            %1324 = arith.index_cast %thread_id_x_1129 : index to i64
            %c16_i64_1130 = arith.constant 16 : i64
            %1325 = arith.remsi %1324, %c16_i64_1130 : i64
            %1326 = arith.trunci %1325 : i64 to i32
            %c8_i64_1131 = arith.constant 8 : i64
            %1327 = arith.trunci %c8_i64_1131 : i64 to i32
            %1328 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1132 = arith.constant -16 : i32
            %1329 = arith.andi %1328, %c-16_i32_1132 : i32
            %c65535_i32_1133 = arith.constant 65535 : i32
            %1330 = arith.shli %c65535_i32_1133, %1329 : i32
            %c4127_i32_1134 = arith.constant 4127 : i32
            %1331 = nvvm.shfl.sync  idx %1330, %1323, %1327, %c4127_i32_1134 : f32 -> f32
            memref.store %1331, %alloca_243[] : memref<f32>
            %1332 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1135 = gpu.thread_id  x
            %1333 = arith.index_cast %thread_id_x_1135 : index to i64
            %c16_i64_1136 = arith.constant 16 : i64
            %1334 = arith.remsi %1333, %c16_i64_1136 : i64
            %1335 = arith.trunci %1334 : i64 to i32
            %c9_i64_1137 = arith.constant 9 : i64
            %1336 = arith.trunci %c9_i64_1137 : i64 to i32
            %1337 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1138 = arith.constant -16 : i32
            %1338 = arith.andi %1337, %c-16_i32_1138 : i32
            %c65535_i32_1139 = arith.constant 65535 : i32
            %1339 = arith.shli %c65535_i32_1139, %1338 : i32
            %c4127_i32_1140 = arith.constant 4127 : i32
            %1340 = nvvm.shfl.sync  idx %1339, %1332, %1336, %c4127_i32_1140 : f32 -> f32
            memref.store %1340, %alloca_244[] : memref<f32>
            %1341 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1141 = gpu.thread_id  x
            %1342 = arith.index_cast %thread_id_x_1141 : index to i64
            %c16_i64_1142 = arith.constant 16 : i64
            %1343 = arith.remsi %1342, %c16_i64_1142 : i64
            %1344 = arith.trunci %1343 : i64 to i32
            %c10_i64_1143 = arith.constant 10 : i64
            %1345 = arith.trunci %c10_i64_1143 : i64 to i32
            %1346 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1144 = arith.constant -16 : i32
            %1347 = arith.andi %1346, %c-16_i32_1144 : i32
            %c65535_i32_1145 = arith.constant 65535 : i32
            %1348 = arith.shli %c65535_i32_1145, %1347 : i32
            %c4127_i32_1146 = arith.constant 4127 : i32
            %1349 = nvvm.shfl.sync  idx %1348, %1341, %1345, %c4127_i32_1146 : f32 -> f32
            memref.store %1349, %alloca_245[] : memref<f32>
            %1350 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1147 = gpu.thread_id  x
            %1351 = arith.index_cast %thread_id_x_1147 : index to i64
            %c16_i64_1148 = arith.constant 16 : i64
            %1352 = arith.remsi %1351, %c16_i64_1148 : i64
            %1353 = arith.trunci %1352 : i64 to i32
            %c11_i64_1149 = arith.constant 11 : i64
            %1354 = arith.trunci %c11_i64_1149 : i64 to i32
            %1355 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1150 = arith.constant -16 : i32
            %1356 = arith.andi %1355, %c-16_i32_1150 : i32
            %c65535_i32_1151 = arith.constant 65535 : i32
            %1357 = arith.shli %c65535_i32_1151, %1356 : i32
            %c4127_i32_1152 = arith.constant 4127 : i32
            %1358 = nvvm.shfl.sync  idx %1357, %1350, %1354, %c4127_i32_1152 : f32 -> f32
            memref.store %1358, %alloca_246[] : memref<f32>
            %1359 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1153 = gpu.thread_id  x
            %1360 = arith.index_cast %thread_id_x_1153 : index to i64
            %c16_i64_1154 = arith.constant 16 : i64
            %1361 = arith.remsi %1360, %c16_i64_1154 : i64
            %1362 = arith.trunci %1361 : i64 to i32
            %c12_i64_1155 = arith.constant 12 : i64
            %1363 = arith.trunci %c12_i64_1155 : i64 to i32
            %1364 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1156 = arith.constant -16 : i32
            %1365 = arith.andi %1364, %c-16_i32_1156 : i32
            %c65535_i32_1157 = arith.constant 65535 : i32
            %1366 = arith.shli %c65535_i32_1157, %1365 : i32
            %c4127_i32_1158 = arith.constant 4127 : i32
            %1367 = nvvm.shfl.sync  idx %1366, %1359, %1363, %c4127_i32_1158 : f32 -> f32
            memref.store %1367, %alloca_247[] : memref<f32>
            %1368 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1159 = gpu.thread_id  x
            %1369 = arith.index_cast %thread_id_x_1159 : index to i64
            %c16_i64_1160 = arith.constant 16 : i64
            %1370 = arith.remsi %1369, %c16_i64_1160 : i64
            %1371 = arith.trunci %1370 : i64 to i32
            %c13_i64_1161 = arith.constant 13 : i64
            %1372 = arith.trunci %c13_i64_1161 : i64 to i32
            %1373 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1162 = arith.constant -16 : i32
            %1374 = arith.andi %1373, %c-16_i32_1162 : i32
            %c65535_i32_1163 = arith.constant 65535 : i32
            %1375 = arith.shli %c65535_i32_1163, %1374 : i32
            %c4127_i32_1164 = arith.constant 4127 : i32
            %1376 = nvvm.shfl.sync  idx %1375, %1368, %1372, %c4127_i32_1164 : f32 -> f32
            memref.store %1376, %alloca_248[] : memref<f32>
            %1377 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1165 = gpu.thread_id  x
            %1378 = arith.index_cast %thread_id_x_1165 : index to i64
            %c16_i64_1166 = arith.constant 16 : i64
            %1379 = arith.remsi %1378, %c16_i64_1166 : i64
            %1380 = arith.trunci %1379 : i64 to i32
            %c14_i64_1167 = arith.constant 14 : i64
            %1381 = arith.trunci %c14_i64_1167 : i64 to i32
            %1382 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1168 = arith.constant -16 : i32
            %1383 = arith.andi %1382, %c-16_i32_1168 : i32
            %c65535_i32_1169 = arith.constant 65535 : i32
            %1384 = arith.shli %c65535_i32_1169, %1383 : i32
            %c4127_i32_1170 = arith.constant 4127 : i32
            %1385 = nvvm.shfl.sync  idx %1384, %1377, %1381, %c4127_i32_1170 : f32 -> f32
            memref.store %1385, %alloca_249[] : memref<f32>
            %1386 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1171 = gpu.thread_id  x
            %1387 = arith.index_cast %thread_id_x_1171 : index to i64
            %c16_i64_1172 = arith.constant 16 : i64
            %1388 = arith.remsi %1387, %c16_i64_1172 : i64
            %1389 = arith.trunci %1388 : i64 to i32
            %c15_i64_1173 = arith.constant 15 : i64
            %1390 = arith.trunci %c15_i64_1173 : i64 to i32
            %1391 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1174 = arith.constant -16 : i32
            %1392 = arith.andi %1391, %c-16_i32_1174 : i32
            %c65535_i32_1175 = arith.constant 65535 : i32
            %1393 = arith.shli %c65535_i32_1175, %1392 : i32
            %c4127_i32_1176 = arith.constant 4127 : i32
            %1394 = nvvm.shfl.sync  idx %1393, %1386, %1390, %c4127_i32_1176 : f32 -> f32
            memref.store %1394, %alloca_250[] : memref<f32>
            %1395 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1177 = gpu.thread_id  x
            %1396 = arith.index_cast %thread_id_x_1177 : index to i64
            %c16_i64_1178 = arith.constant 16 : i64
            %1397 = arith.remsi %1396, %c16_i64_1178 : i64
            %1398 = arith.trunci %1397 : i64 to i32
            %c0_i64_1179 = arith.constant 0 : i64
            %1399 = arith.trunci %c0_i64_1179 : i64 to i32
            %1400 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1180 = arith.constant -16 : i32
            %1401 = arith.andi %1400, %c-16_i32_1180 : i32
            %c65535_i32_1181 = arith.constant 65535 : i32
            %1402 = arith.shli %c65535_i32_1181, %1401 : i32
            %c4127_i32_1182 = arith.constant 4127 : i32
            %1403 = nvvm.shfl.sync  idx %1402, %1395, %1399, %c4127_i32_1182 : f32 -> f32
            memref.store %1403, %alloca_251[] : memref<f32>
            %1404 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1183 = gpu.thread_id  x
            %1405 = arith.index_cast %thread_id_x_1183 : index to i64
            %c16_i64_1184 = arith.constant 16 : i64
            %1406 = arith.remsi %1405, %c16_i64_1184 : i64
            %1407 = arith.trunci %1406 : i64 to i32
            %c1_i64_1185 = arith.constant 1 : i64
            %1408 = arith.trunci %c1_i64_1185 : i64 to i32
            %1409 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1186 = arith.constant -16 : i32
            %1410 = arith.andi %1409, %c-16_i32_1186 : i32
            %c65535_i32_1187 = arith.constant 65535 : i32
            %1411 = arith.shli %c65535_i32_1187, %1410 : i32
            %c4127_i32_1188 = arith.constant 4127 : i32
            %1412 = nvvm.shfl.sync  idx %1411, %1404, %1408, %c4127_i32_1188 : f32 -> f32
            memref.store %1412, %alloca_252[] : memref<f32>
            %1413 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1189 = gpu.thread_id  x
            %1414 = arith.index_cast %thread_id_x_1189 : index to i64
            %c16_i64_1190 = arith.constant 16 : i64
            %1415 = arith.remsi %1414, %c16_i64_1190 : i64
            %1416 = arith.trunci %1415 : i64 to i32
            %c2_i64_1191 = arith.constant 2 : i64
            %1417 = arith.trunci %c2_i64_1191 : i64 to i32
            %1418 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1192 = arith.constant -16 : i32
            %1419 = arith.andi %1418, %c-16_i32_1192 : i32
            %c65535_i32_1193 = arith.constant 65535 : i32
            %1420 = arith.shli %c65535_i32_1193, %1419 : i32
            %c4127_i32_1194 = arith.constant 4127 : i32
            %1421 = nvvm.shfl.sync  idx %1420, %1413, %1417, %c4127_i32_1194 : f32 -> f32
            memref.store %1421, %alloca_253[] : memref<f32>
            %1422 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1195 = gpu.thread_id  x
            %1423 = arith.index_cast %thread_id_x_1195 : index to i64
            %c16_i64_1196 = arith.constant 16 : i64
            %1424 = arith.remsi %1423, %c16_i64_1196 : i64
            %1425 = arith.trunci %1424 : i64 to i32
            %c3_i64_1197 = arith.constant 3 : i64
            %1426 = arith.trunci %c3_i64_1197 : i64 to i32
            %1427 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1198 = arith.constant -16 : i32
            %1428 = arith.andi %1427, %c-16_i32_1198 : i32
            %c65535_i32_1199 = arith.constant 65535 : i32
            %1429 = arith.shli %c65535_i32_1199, %1428 : i32
            %c4127_i32_1200 = arith.constant 4127 : i32
            %1430 = nvvm.shfl.sync  idx %1429, %1422, %1426, %c4127_i32_1200 : f32 -> f32
            memref.store %1430, %alloca_254[] : memref<f32>
            %1431 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1201 = gpu.thread_id  x
            %1432 = arith.index_cast %thread_id_x_1201 : index to i64
            %c16_i64_1202 = arith.constant 16 : i64
            %1433 = arith.remsi %1432, %c16_i64_1202 : i64
            %1434 = arith.trunci %1433 : i64 to i32
            %c4_i64_1203 = arith.constant 4 : i64
            %1435 = arith.trunci %c4_i64_1203 : i64 to i32
            %1436 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1204 = arith.constant -16 : i32
            %1437 = arith.andi %1436, %c-16_i32_1204 : i32
            %c65535_i32_1205 = arith.constant 65535 : i32
            %1438 = arith.shli %c65535_i32_1205, %1437 : i32
            %c4127_i32_1206 = arith.constant 4127 : i32
            %1439 = nvvm.shfl.sync  idx %1438, %1431, %1435, %c4127_i32_1206 : f32 -> f32
            memref.store %1439, %alloca_255[] : memref<f32>
            %1440 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1207 = gpu.thread_id  x
            %1441 = arith.index_cast %thread_id_x_1207 : index to i64
            %c16_i64_1208 = arith.constant 16 : i64
            %1442 = arith.remsi %1441, %c16_i64_1208 : i64
            %1443 = arith.trunci %1442 : i64 to i32
            %c5_i64_1209 = arith.constant 5 : i64
            %1444 = arith.trunci %c5_i64_1209 : i64 to i32
            %1445 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1210 = arith.constant -16 : i32
            %1446 = arith.andi %1445, %c-16_i32_1210 : i32
            %c65535_i32_1211 = arith.constant 65535 : i32
            %1447 = arith.shli %c65535_i32_1211, %1446 : i32
            %c4127_i32_1212 = arith.constant 4127 : i32
            %1448 = nvvm.shfl.sync  idx %1447, %1440, %1444, %c4127_i32_1212 : f32 -> f32
            memref.store %1448, %alloca_256[] : memref<f32>
            %1449 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1213 = gpu.thread_id  x
            %1450 = arith.index_cast %thread_id_x_1213 : index to i64
            %c16_i64_1214 = arith.constant 16 : i64
            %1451 = arith.remsi %1450, %c16_i64_1214 : i64
            %1452 = arith.trunci %1451 : i64 to i32
            %c6_i64_1215 = arith.constant 6 : i64
            %1453 = arith.trunci %c6_i64_1215 : i64 to i32
            %1454 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1216 = arith.constant -16 : i32
            %1455 = arith.andi %1454, %c-16_i32_1216 : i32
            %c65535_i32_1217 = arith.constant 65535 : i32
            %1456 = arith.shli %c65535_i32_1217, %1455 : i32
            %c4127_i32_1218 = arith.constant 4127 : i32
            %1457 = nvvm.shfl.sync  idx %1456, %1449, %1453, %c4127_i32_1218 : f32 -> f32
            memref.store %1457, %alloca_257[] : memref<f32>
            %1458 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1219 = gpu.thread_id  x
            %1459 = arith.index_cast %thread_id_x_1219 : index to i64
            %c16_i64_1220 = arith.constant 16 : i64
            %1460 = arith.remsi %1459, %c16_i64_1220 : i64
            %1461 = arith.trunci %1460 : i64 to i32
            %c7_i64_1221 = arith.constant 7 : i64
            %1462 = arith.trunci %c7_i64_1221 : i64 to i32
            %1463 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1222 = arith.constant -16 : i32
            %1464 = arith.andi %1463, %c-16_i32_1222 : i32
            %c65535_i32_1223 = arith.constant 65535 : i32
            %1465 = arith.shli %c65535_i32_1223, %1464 : i32
            %c4127_i32_1224 = arith.constant 4127 : i32
            %1466 = nvvm.shfl.sync  idx %1465, %1458, %1462, %c4127_i32_1224 : f32 -> f32
            memref.store %1466, %alloca_258[] : memref<f32>
            %1467 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1225 = gpu.thread_id  x
            %1468 = arith.index_cast %thread_id_x_1225 : index to i64
            %c16_i64_1226 = arith.constant 16 : i64
            %1469 = arith.remsi %1468, %c16_i64_1226 : i64
            %1470 = arith.trunci %1469 : i64 to i32
            %c8_i64_1227 = arith.constant 8 : i64
            %1471 = arith.trunci %c8_i64_1227 : i64 to i32
            %1472 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1228 = arith.constant -16 : i32
            %1473 = arith.andi %1472, %c-16_i32_1228 : i32
            %c65535_i32_1229 = arith.constant 65535 : i32
            %1474 = arith.shli %c65535_i32_1229, %1473 : i32
            %c4127_i32_1230 = arith.constant 4127 : i32
            %1475 = nvvm.shfl.sync  idx %1474, %1467, %1471, %c4127_i32_1230 : f32 -> f32
            memref.store %1475, %alloca_259[] : memref<f32>
            %1476 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1231 = gpu.thread_id  x
            %1477 = arith.index_cast %thread_id_x_1231 : index to i64
            %c16_i64_1232 = arith.constant 16 : i64
            %1478 = arith.remsi %1477, %c16_i64_1232 : i64
            %1479 = arith.trunci %1478 : i64 to i32
            %c9_i64_1233 = arith.constant 9 : i64
            %1480 = arith.trunci %c9_i64_1233 : i64 to i32
            %1481 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1234 = arith.constant -16 : i32
            %1482 = arith.andi %1481, %c-16_i32_1234 : i32
            %c65535_i32_1235 = arith.constant 65535 : i32
            %1483 = arith.shli %c65535_i32_1235, %1482 : i32
            %c4127_i32_1236 = arith.constant 4127 : i32
            %1484 = nvvm.shfl.sync  idx %1483, %1476, %1480, %c4127_i32_1236 : f32 -> f32
            memref.store %1484, %alloca_260[] : memref<f32>
            %1485 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1237 = gpu.thread_id  x
            %1486 = arith.index_cast %thread_id_x_1237 : index to i64
            %c16_i64_1238 = arith.constant 16 : i64
            %1487 = arith.remsi %1486, %c16_i64_1238 : i64
            %1488 = arith.trunci %1487 : i64 to i32
            %c10_i64_1239 = arith.constant 10 : i64
            %1489 = arith.trunci %c10_i64_1239 : i64 to i32
            %1490 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1240 = arith.constant -16 : i32
            %1491 = arith.andi %1490, %c-16_i32_1240 : i32
            %c65535_i32_1241 = arith.constant 65535 : i32
            %1492 = arith.shli %c65535_i32_1241, %1491 : i32
            %c4127_i32_1242 = arith.constant 4127 : i32
            %1493 = nvvm.shfl.sync  idx %1492, %1485, %1489, %c4127_i32_1242 : f32 -> f32
            memref.store %1493, %alloca_261[] : memref<f32>
            %1494 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1243 = gpu.thread_id  x
            %1495 = arith.index_cast %thread_id_x_1243 : index to i64
            %c16_i64_1244 = arith.constant 16 : i64
            %1496 = arith.remsi %1495, %c16_i64_1244 : i64
            %1497 = arith.trunci %1496 : i64 to i32
            %c11_i64_1245 = arith.constant 11 : i64
            %1498 = arith.trunci %c11_i64_1245 : i64 to i32
            %1499 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1246 = arith.constant -16 : i32
            %1500 = arith.andi %1499, %c-16_i32_1246 : i32
            %c65535_i32_1247 = arith.constant 65535 : i32
            %1501 = arith.shli %c65535_i32_1247, %1500 : i32
            %c4127_i32_1248 = arith.constant 4127 : i32
            %1502 = nvvm.shfl.sync  idx %1501, %1494, %1498, %c4127_i32_1248 : f32 -> f32
            memref.store %1502, %alloca_262[] : memref<f32>
            %1503 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1249 = gpu.thread_id  x
            %1504 = arith.index_cast %thread_id_x_1249 : index to i64
            %c16_i64_1250 = arith.constant 16 : i64
            %1505 = arith.remsi %1504, %c16_i64_1250 : i64
            %1506 = arith.trunci %1505 : i64 to i32
            %c12_i64_1251 = arith.constant 12 : i64
            %1507 = arith.trunci %c12_i64_1251 : i64 to i32
            %1508 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1252 = arith.constant -16 : i32
            %1509 = arith.andi %1508, %c-16_i32_1252 : i32
            %c65535_i32_1253 = arith.constant 65535 : i32
            %1510 = arith.shli %c65535_i32_1253, %1509 : i32
            %c4127_i32_1254 = arith.constant 4127 : i32
            %1511 = nvvm.shfl.sync  idx %1510, %1503, %1507, %c4127_i32_1254 : f32 -> f32
            memref.store %1511, %alloca_263[] : memref<f32>
            %1512 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1255 = gpu.thread_id  x
            %1513 = arith.index_cast %thread_id_x_1255 : index to i64
            %c16_i64_1256 = arith.constant 16 : i64
            %1514 = arith.remsi %1513, %c16_i64_1256 : i64
            %1515 = arith.trunci %1514 : i64 to i32
            %c13_i64_1257 = arith.constant 13 : i64
            %1516 = arith.trunci %c13_i64_1257 : i64 to i32
            %1517 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1258 = arith.constant -16 : i32
            %1518 = arith.andi %1517, %c-16_i32_1258 : i32
            %c65535_i32_1259 = arith.constant 65535 : i32
            %1519 = arith.shli %c65535_i32_1259, %1518 : i32
            %c4127_i32_1260 = arith.constant 4127 : i32
            %1520 = nvvm.shfl.sync  idx %1519, %1512, %1516, %c4127_i32_1260 : f32 -> f32
            memref.store %1520, %alloca_264[] : memref<f32>
            %1521 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1261 = gpu.thread_id  x
            %1522 = arith.index_cast %thread_id_x_1261 : index to i64
            %c16_i64_1262 = arith.constant 16 : i64
            %1523 = arith.remsi %1522, %c16_i64_1262 : i64
            %1524 = arith.trunci %1523 : i64 to i32
            %c14_i64_1263 = arith.constant 14 : i64
            %1525 = arith.trunci %c14_i64_1263 : i64 to i32
            %1526 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1264 = arith.constant -16 : i32
            %1527 = arith.andi %1526, %c-16_i32_1264 : i32
            %c65535_i32_1265 = arith.constant 65535 : i32
            %1528 = arith.shli %c65535_i32_1265, %1527 : i32
            %c4127_i32_1266 = arith.constant 4127 : i32
            %1529 = nvvm.shfl.sync  idx %1528, %1521, %1525, %c4127_i32_1266 : f32 -> f32
            memref.store %1529, %alloca_265[] : memref<f32>
            %1530 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1267 = gpu.thread_id  x
            %1531 = arith.index_cast %thread_id_x_1267 : index to i64
            %c16_i64_1268 = arith.constant 16 : i64
            %1532 = arith.remsi %1531, %c16_i64_1268 : i64
            %1533 = arith.trunci %1532 : i64 to i32
            %c15_i64_1269 = arith.constant 15 : i64
            %1534 = arith.trunci %c15_i64_1269 : i64 to i32
            %1535 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1270 = arith.constant -16 : i32
            %1536 = arith.andi %1535, %c-16_i32_1270 : i32
            %c65535_i32_1271 = arith.constant 65535 : i32
            %1537 = arith.shli %c65535_i32_1271, %1536 : i32
            %c4127_i32_1272 = arith.constant 4127 : i32
            %1538 = nvvm.shfl.sync  idx %1537, %1530, %1534, %c4127_i32_1272 : f32 -> f32
            memref.store %1538, %alloca_266[] : memref<f32>
            %1539 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1273 = gpu.thread_id  x
            %1540 = arith.index_cast %thread_id_x_1273 : index to i64
            %c16_i64_1274 = arith.constant 16 : i64
            %1541 = arith.remsi %1540, %c16_i64_1274 : i64
            %1542 = arith.trunci %1541 : i64 to i32
            %c0_i64_1275 = arith.constant 0 : i64
            %1543 = arith.trunci %c0_i64_1275 : i64 to i32
            %1544 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1276 = arith.constant -16 : i32
            %1545 = arith.andi %1544, %c-16_i32_1276 : i32
            %c65535_i32_1277 = arith.constant 65535 : i32
            %1546 = arith.shli %c65535_i32_1277, %1545 : i32
            %c4127_i32_1278 = arith.constant 4127 : i32
            %1547 = nvvm.shfl.sync  idx %1546, %1539, %1543, %c4127_i32_1278 : f32 -> f32
            memref.store %1547, %alloca_267[] : memref<f32>
            %1548 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1279 = gpu.thread_id  x
            %1549 = arith.index_cast %thread_id_x_1279 : index to i64
            %c16_i64_1280 = arith.constant 16 : i64
            %1550 = arith.remsi %1549, %c16_i64_1280 : i64
            %1551 = arith.trunci %1550 : i64 to i32
            %c1_i64_1281 = arith.constant 1 : i64
            %1552 = arith.trunci %c1_i64_1281 : i64 to i32
            %1553 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1282 = arith.constant -16 : i32
            %1554 = arith.andi %1553, %c-16_i32_1282 : i32
            %c65535_i32_1283 = arith.constant 65535 : i32
            %1555 = arith.shli %c65535_i32_1283, %1554 : i32
            %c4127_i32_1284 = arith.constant 4127 : i32
            %1556 = nvvm.shfl.sync  idx %1555, %1548, %1552, %c4127_i32_1284 : f32 -> f32
            memref.store %1556, %alloca_268[] : memref<f32>
            %1557 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1285 = gpu.thread_id  x
            %1558 = arith.index_cast %thread_id_x_1285 : index to i64
            %c16_i64_1286 = arith.constant 16 : i64
            %1559 = arith.remsi %1558, %c16_i64_1286 : i64
            %1560 = arith.trunci %1559 : i64 to i32
            %c2_i64_1287 = arith.constant 2 : i64
            %1561 = arith.trunci %c2_i64_1287 : i64 to i32
            %1562 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1288 = arith.constant -16 : i32
            %1563 = arith.andi %1562, %c-16_i32_1288 : i32
            %c65535_i32_1289 = arith.constant 65535 : i32
            %1564 = arith.shli %c65535_i32_1289, %1563 : i32
            %c4127_i32_1290 = arith.constant 4127 : i32
            %1565 = nvvm.shfl.sync  idx %1564, %1557, %1561, %c4127_i32_1290 : f32 -> f32
            memref.store %1565, %alloca_269[] : memref<f32>
            %1566 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1291 = gpu.thread_id  x
            %1567 = arith.index_cast %thread_id_x_1291 : index to i64
            %c16_i64_1292 = arith.constant 16 : i64
            %1568 = arith.remsi %1567, %c16_i64_1292 : i64
            %1569 = arith.trunci %1568 : i64 to i32
            %c3_i64_1293 = arith.constant 3 : i64
            %1570 = arith.trunci %c3_i64_1293 : i64 to i32
            %1571 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1294 = arith.constant -16 : i32
            %1572 = arith.andi %1571, %c-16_i32_1294 : i32
            %c65535_i32_1295 = arith.constant 65535 : i32
            %1573 = arith.shli %c65535_i32_1295, %1572 : i32
            %c4127_i32_1296 = arith.constant 4127 : i32
            %1574 = nvvm.shfl.sync  idx %1573, %1566, %1570, %c4127_i32_1296 : f32 -> f32
            memref.store %1574, %alloca_270[] : memref<f32>
            %1575 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1297 = gpu.thread_id  x
            %1576 = arith.index_cast %thread_id_x_1297 : index to i64
            %c16_i64_1298 = arith.constant 16 : i64
            %1577 = arith.remsi %1576, %c16_i64_1298 : i64
            %1578 = arith.trunci %1577 : i64 to i32
            %c4_i64_1299 = arith.constant 4 : i64
            %1579 = arith.trunci %c4_i64_1299 : i64 to i32
            %1580 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1300 = arith.constant -16 : i32
            %1581 = arith.andi %1580, %c-16_i32_1300 : i32
            %c65535_i32_1301 = arith.constant 65535 : i32
            %1582 = arith.shli %c65535_i32_1301, %1581 : i32
            %c4127_i32_1302 = arith.constant 4127 : i32
            %1583 = nvvm.shfl.sync  idx %1582, %1575, %1579, %c4127_i32_1302 : f32 -> f32
            memref.store %1583, %alloca_271[] : memref<f32>
            %1584 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1303 = gpu.thread_id  x
            %1585 = arith.index_cast %thread_id_x_1303 : index to i64
            %c16_i64_1304 = arith.constant 16 : i64
            %1586 = arith.remsi %1585, %c16_i64_1304 : i64
            %1587 = arith.trunci %1586 : i64 to i32
            %c5_i64_1305 = arith.constant 5 : i64
            %1588 = arith.trunci %c5_i64_1305 : i64 to i32
            %1589 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1306 = arith.constant -16 : i32
            %1590 = arith.andi %1589, %c-16_i32_1306 : i32
            %c65535_i32_1307 = arith.constant 65535 : i32
            %1591 = arith.shli %c65535_i32_1307, %1590 : i32
            %c4127_i32_1308 = arith.constant 4127 : i32
            %1592 = nvvm.shfl.sync  idx %1591, %1584, %1588, %c4127_i32_1308 : f32 -> f32
            memref.store %1592, %alloca_272[] : memref<f32>
            %1593 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1309 = gpu.thread_id  x
            %1594 = arith.index_cast %thread_id_x_1309 : index to i64
            %c16_i64_1310 = arith.constant 16 : i64
            %1595 = arith.remsi %1594, %c16_i64_1310 : i64
            %1596 = arith.trunci %1595 : i64 to i32
            %c6_i64_1311 = arith.constant 6 : i64
            %1597 = arith.trunci %c6_i64_1311 : i64 to i32
            %1598 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1312 = arith.constant -16 : i32
            %1599 = arith.andi %1598, %c-16_i32_1312 : i32
            %c65535_i32_1313 = arith.constant 65535 : i32
            %1600 = arith.shli %c65535_i32_1313, %1599 : i32
            %c4127_i32_1314 = arith.constant 4127 : i32
            %1601 = nvvm.shfl.sync  idx %1600, %1593, %1597, %c4127_i32_1314 : f32 -> f32
            memref.store %1601, %alloca_273[] : memref<f32>
            %1602 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1315 = gpu.thread_id  x
            %1603 = arith.index_cast %thread_id_x_1315 : index to i64
            %c16_i64_1316 = arith.constant 16 : i64
            %1604 = arith.remsi %1603, %c16_i64_1316 : i64
            %1605 = arith.trunci %1604 : i64 to i32
            %c7_i64_1317 = arith.constant 7 : i64
            %1606 = arith.trunci %c7_i64_1317 : i64 to i32
            %1607 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1318 = arith.constant -16 : i32
            %1608 = arith.andi %1607, %c-16_i32_1318 : i32
            %c65535_i32_1319 = arith.constant 65535 : i32
            %1609 = arith.shli %c65535_i32_1319, %1608 : i32
            %c4127_i32_1320 = arith.constant 4127 : i32
            %1610 = nvvm.shfl.sync  idx %1609, %1602, %1606, %c4127_i32_1320 : f32 -> f32
            memref.store %1610, %alloca_274[] : memref<f32>
            %1611 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1321 = gpu.thread_id  x
            %1612 = arith.index_cast %thread_id_x_1321 : index to i64
            %c16_i64_1322 = arith.constant 16 : i64
            %1613 = arith.remsi %1612, %c16_i64_1322 : i64
            %1614 = arith.trunci %1613 : i64 to i32
            %c8_i64_1323 = arith.constant 8 : i64
            %1615 = arith.trunci %c8_i64_1323 : i64 to i32
            %1616 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1324 = arith.constant -16 : i32
            %1617 = arith.andi %1616, %c-16_i32_1324 : i32
            %c65535_i32_1325 = arith.constant 65535 : i32
            %1618 = arith.shli %c65535_i32_1325, %1617 : i32
            %c4127_i32_1326 = arith.constant 4127 : i32
            %1619 = nvvm.shfl.sync  idx %1618, %1611, %1615, %c4127_i32_1326 : f32 -> f32
            memref.store %1619, %alloca_275[] : memref<f32>
            %1620 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1327 = gpu.thread_id  x
            %1621 = arith.index_cast %thread_id_x_1327 : index to i64
            %c16_i64_1328 = arith.constant 16 : i64
            %1622 = arith.remsi %1621, %c16_i64_1328 : i64
            %1623 = arith.trunci %1622 : i64 to i32
            %c9_i64_1329 = arith.constant 9 : i64
            %1624 = arith.trunci %c9_i64_1329 : i64 to i32
            %1625 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1330 = arith.constant -16 : i32
            %1626 = arith.andi %1625, %c-16_i32_1330 : i32
            %c65535_i32_1331 = arith.constant 65535 : i32
            %1627 = arith.shli %c65535_i32_1331, %1626 : i32
            %c4127_i32_1332 = arith.constant 4127 : i32
            %1628 = nvvm.shfl.sync  idx %1627, %1620, %1624, %c4127_i32_1332 : f32 -> f32
            memref.store %1628, %alloca_276[] : memref<f32>
            %1629 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1333 = gpu.thread_id  x
            %1630 = arith.index_cast %thread_id_x_1333 : index to i64
            %c16_i64_1334 = arith.constant 16 : i64
            %1631 = arith.remsi %1630, %c16_i64_1334 : i64
            %1632 = arith.trunci %1631 : i64 to i32
            %c10_i64_1335 = arith.constant 10 : i64
            %1633 = arith.trunci %c10_i64_1335 : i64 to i32
            %1634 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1336 = arith.constant -16 : i32
            %1635 = arith.andi %1634, %c-16_i32_1336 : i32
            %c65535_i32_1337 = arith.constant 65535 : i32
            %1636 = arith.shli %c65535_i32_1337, %1635 : i32
            %c4127_i32_1338 = arith.constant 4127 : i32
            %1637 = nvvm.shfl.sync  idx %1636, %1629, %1633, %c4127_i32_1338 : f32 -> f32
            memref.store %1637, %alloca_277[] : memref<f32>
            %1638 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1339 = gpu.thread_id  x
            %1639 = arith.index_cast %thread_id_x_1339 : index to i64
            %c16_i64_1340 = arith.constant 16 : i64
            %1640 = arith.remsi %1639, %c16_i64_1340 : i64
            %1641 = arith.trunci %1640 : i64 to i32
            %c11_i64_1341 = arith.constant 11 : i64
            %1642 = arith.trunci %c11_i64_1341 : i64 to i32
            %1643 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1342 = arith.constant -16 : i32
            %1644 = arith.andi %1643, %c-16_i32_1342 : i32
            %c65535_i32_1343 = arith.constant 65535 : i32
            %1645 = arith.shli %c65535_i32_1343, %1644 : i32
            %c4127_i32_1344 = arith.constant 4127 : i32
            %1646 = nvvm.shfl.sync  idx %1645, %1638, %1642, %c4127_i32_1344 : f32 -> f32
            memref.store %1646, %alloca_278[] : memref<f32>
            %1647 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1345 = gpu.thread_id  x
            %1648 = arith.index_cast %thread_id_x_1345 : index to i64
            %c16_i64_1346 = arith.constant 16 : i64
            %1649 = arith.remsi %1648, %c16_i64_1346 : i64
            %1650 = arith.trunci %1649 : i64 to i32
            %c12_i64_1347 = arith.constant 12 : i64
            %1651 = arith.trunci %c12_i64_1347 : i64 to i32
            %1652 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1348 = arith.constant -16 : i32
            %1653 = arith.andi %1652, %c-16_i32_1348 : i32
            %c65535_i32_1349 = arith.constant 65535 : i32
            %1654 = arith.shli %c65535_i32_1349, %1653 : i32
            %c4127_i32_1350 = arith.constant 4127 : i32
            %1655 = nvvm.shfl.sync  idx %1654, %1647, %1651, %c4127_i32_1350 : f32 -> f32
            memref.store %1655, %alloca_279[] : memref<f32>
            %1656 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1351 = gpu.thread_id  x
            %1657 = arith.index_cast %thread_id_x_1351 : index to i64
            %c16_i64_1352 = arith.constant 16 : i64
            %1658 = arith.remsi %1657, %c16_i64_1352 : i64
            %1659 = arith.trunci %1658 : i64 to i32
            %c13_i64_1353 = arith.constant 13 : i64
            %1660 = arith.trunci %c13_i64_1353 : i64 to i32
            %1661 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1354 = arith.constant -16 : i32
            %1662 = arith.andi %1661, %c-16_i32_1354 : i32
            %c65535_i32_1355 = arith.constant 65535 : i32
            %1663 = arith.shli %c65535_i32_1355, %1662 : i32
            %c4127_i32_1356 = arith.constant 4127 : i32
            %1664 = nvvm.shfl.sync  idx %1663, %1656, %1660, %c4127_i32_1356 : f32 -> f32
            memref.store %1664, %alloca_280[] : memref<f32>
            %1665 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1357 = gpu.thread_id  x
            %1666 = arith.index_cast %thread_id_x_1357 : index to i64
            %c16_i64_1358 = arith.constant 16 : i64
            %1667 = arith.remsi %1666, %c16_i64_1358 : i64
            %1668 = arith.trunci %1667 : i64 to i32
            %c14_i64_1359 = arith.constant 14 : i64
            %1669 = arith.trunci %c14_i64_1359 : i64 to i32
            %1670 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1360 = arith.constant -16 : i32
            %1671 = arith.andi %1670, %c-16_i32_1360 : i32
            %c65535_i32_1361 = arith.constant 65535 : i32
            %1672 = arith.shli %c65535_i32_1361, %1671 : i32
            %c4127_i32_1362 = arith.constant 4127 : i32
            %1673 = nvvm.shfl.sync  idx %1672, %1665, %1669, %c4127_i32_1362 : f32 -> f32
            memref.store %1673, %alloca_281[] : memref<f32>
            %1674 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1363 = gpu.thread_id  x
            %1675 = arith.index_cast %thread_id_x_1363 : index to i64
            %c16_i64_1364 = arith.constant 16 : i64
            %1676 = arith.remsi %1675, %c16_i64_1364 : i64
            %1677 = arith.trunci %1676 : i64 to i32
            %c15_i64_1365 = arith.constant 15 : i64
            %1678 = arith.trunci %c15_i64_1365 : i64 to i32
            %1679 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1366 = arith.constant -16 : i32
            %1680 = arith.andi %1679, %c-16_i32_1366 : i32
            %c65535_i32_1367 = arith.constant 65535 : i32
            %1681 = arith.shli %c65535_i32_1367, %1680 : i32
            %c4127_i32_1368 = arith.constant 4127 : i32
            %1682 = nvvm.shfl.sync  idx %1681, %1674, %1678, %c4127_i32_1368 : f32 -> f32
            memref.store %1682, %alloca_282[] : memref<f32>
            %1683 = memref.load %alloca_162[] : memref<f32>
            %1684 = memref.load %alloca_161[] : memref<f32>
            %1685 = memref.load %alloca_160[] : memref<f32>
            %1686 = memref.load %alloca_159[] : memref<f32>
            %1687 = memref.load %alloca_158[] : memref<f32>
            %1688 = memref.load %alloca_157[] : memref<f32>
            %1689 = memref.load %alloca_156[] : memref<f32>
            %1690 = memref.load %alloca_155[] : memref<f32>
            %1691 = memref.load %alloca_115[] : memref<f32>
            %1692 = llvm.intr.fma(%324, %1690, %1691) : (f32, f32, f32) -> f32
            %1693 = llvm.intr.fma(%332, %1689, %1692) : (f32, f32, f32) -> f32
            %1694 = llvm.intr.fma(%340, %1688, %1693) : (f32, f32, f32) -> f32
            %1695 = llvm.intr.fma(%348, %1687, %1694) : (f32, f32, f32) -> f32
            %1696 = llvm.intr.fma(%356, %1686, %1695) : (f32, f32, f32) -> f32
            %1697 = llvm.intr.fma(%364, %1685, %1696) : (f32, f32, f32) -> f32
            %1698 = llvm.intr.fma(%372, %1684, %1697) : (f32, f32, f32) -> f32
            %1699 = llvm.intr.fma(%380, %1683, %1698) : (f32, f32, f32) -> f32
            %1700 = memref.load %alloca_170[] : memref<f32>
            %1701 = memref.load %alloca_169[] : memref<f32>
            %1702 = memref.load %alloca_168[] : memref<f32>
            %1703 = memref.load %alloca_167[] : memref<f32>
            %1704 = memref.load %alloca_166[] : memref<f32>
            %1705 = memref.load %alloca_165[] : memref<f32>
            %1706 = memref.load %alloca_164[] : memref<f32>
            %1707 = memref.load %alloca_163[] : memref<f32>
            %1708 = memref.load %alloca_116[] : memref<f32>
            %1709 = llvm.intr.fma(%324, %1707, %1708) : (f32, f32, f32) -> f32
            %1710 = llvm.intr.fma(%332, %1706, %1709) : (f32, f32, f32) -> f32
            %1711 = llvm.intr.fma(%340, %1705, %1710) : (f32, f32, f32) -> f32
            %1712 = llvm.intr.fma(%348, %1704, %1711) : (f32, f32, f32) -> f32
            %1713 = llvm.intr.fma(%356, %1703, %1712) : (f32, f32, f32) -> f32
            %1714 = llvm.intr.fma(%364, %1702, %1713) : (f32, f32, f32) -> f32
            %1715 = llvm.intr.fma(%372, %1701, %1714) : (f32, f32, f32) -> f32
            %1716 = llvm.intr.fma(%380, %1700, %1715) : (f32, f32, f32) -> f32
            %1717 = memref.load %alloca_178[] : memref<f32>
            %1718 = memref.load %alloca_177[] : memref<f32>
            %1719 = memref.load %alloca_176[] : memref<f32>
            %1720 = memref.load %alloca_175[] : memref<f32>
            %1721 = memref.load %alloca_174[] : memref<f32>
            %1722 = memref.load %alloca_173[] : memref<f32>
            %1723 = memref.load %alloca_172[] : memref<f32>
            %1724 = memref.load %alloca_171[] : memref<f32>
            %1725 = memref.load %alloca_117[] : memref<f32>
            %1726 = llvm.intr.fma(%324, %1724, %1725) : (f32, f32, f32) -> f32
            %1727 = llvm.intr.fma(%332, %1723, %1726) : (f32, f32, f32) -> f32
            %1728 = llvm.intr.fma(%340, %1722, %1727) : (f32, f32, f32) -> f32
            %1729 = llvm.intr.fma(%348, %1721, %1728) : (f32, f32, f32) -> f32
            %1730 = llvm.intr.fma(%356, %1720, %1729) : (f32, f32, f32) -> f32
            %1731 = llvm.intr.fma(%364, %1719, %1730) : (f32, f32, f32) -> f32
            %1732 = llvm.intr.fma(%372, %1718, %1731) : (f32, f32, f32) -> f32
            %1733 = llvm.intr.fma(%380, %1717, %1732) : (f32, f32, f32) -> f32
            %1734 = memref.load %alloca_186[] : memref<f32>
            %1735 = memref.load %alloca_185[] : memref<f32>
            %1736 = memref.load %alloca_184[] : memref<f32>
            %1737 = memref.load %alloca_183[] : memref<f32>
            %1738 = memref.load %alloca_182[] : memref<f32>
            %1739 = memref.load %alloca_181[] : memref<f32>
            %1740 = memref.load %alloca_180[] : memref<f32>
            %1741 = memref.load %alloca_179[] : memref<f32>
            %1742 = memref.load %alloca_118[] : memref<f32>
            %1743 = llvm.intr.fma(%324, %1741, %1742) : (f32, f32, f32) -> f32
            %1744 = llvm.intr.fma(%332, %1740, %1743) : (f32, f32, f32) -> f32
            %1745 = llvm.intr.fma(%340, %1739, %1744) : (f32, f32, f32) -> f32
            %1746 = llvm.intr.fma(%348, %1738, %1745) : (f32, f32, f32) -> f32
            %1747 = llvm.intr.fma(%356, %1737, %1746) : (f32, f32, f32) -> f32
            %1748 = llvm.intr.fma(%364, %1736, %1747) : (f32, f32, f32) -> f32
            %1749 = llvm.intr.fma(%372, %1735, %1748) : (f32, f32, f32) -> f32
            %1750 = llvm.intr.fma(%380, %1734, %1749) : (f32, f32, f32) -> f32
            %1751 = memref.load %alloca_194[] : memref<f32>
            %1752 = memref.load %alloca_193[] : memref<f32>
            %1753 = memref.load %alloca_192[] : memref<f32>
            %1754 = memref.load %alloca_191[] : memref<f32>
            %1755 = memref.load %alloca_190[] : memref<f32>
            %1756 = memref.load %alloca_189[] : memref<f32>
            %1757 = memref.load %alloca_188[] : memref<f32>
            %1758 = memref.load %alloca_187[] : memref<f32>
            %1759 = memref.load %alloca_119[] : memref<f32>
            %1760 = llvm.intr.fma(%324, %1758, %1759) : (f32, f32, f32) -> f32
            %1761 = llvm.intr.fma(%332, %1757, %1760) : (f32, f32, f32) -> f32
            %1762 = llvm.intr.fma(%340, %1756, %1761) : (f32, f32, f32) -> f32
            %1763 = llvm.intr.fma(%348, %1755, %1762) : (f32, f32, f32) -> f32
            %1764 = llvm.intr.fma(%356, %1754, %1763) : (f32, f32, f32) -> f32
            %1765 = llvm.intr.fma(%364, %1753, %1764) : (f32, f32, f32) -> f32
            %1766 = llvm.intr.fma(%372, %1752, %1765) : (f32, f32, f32) -> f32
            %1767 = llvm.intr.fma(%380, %1751, %1766) : (f32, f32, f32) -> f32
            %1768 = memref.load %alloca_202[] : memref<f32>
            %1769 = memref.load %alloca_201[] : memref<f32>
            %1770 = memref.load %alloca_200[] : memref<f32>
            %1771 = memref.load %alloca_199[] : memref<f32>
            %1772 = memref.load %alloca_198[] : memref<f32>
            %1773 = memref.load %alloca_197[] : memref<f32>
            %1774 = memref.load %alloca_196[] : memref<f32>
            %1775 = memref.load %alloca_195[] : memref<f32>
            %1776 = memref.load %alloca_120[] : memref<f32>
            %1777 = llvm.intr.fma(%324, %1775, %1776) : (f32, f32, f32) -> f32
            %1778 = llvm.intr.fma(%332, %1774, %1777) : (f32, f32, f32) -> f32
            %1779 = llvm.intr.fma(%340, %1773, %1778) : (f32, f32, f32) -> f32
            %1780 = llvm.intr.fma(%348, %1772, %1779) : (f32, f32, f32) -> f32
            %1781 = llvm.intr.fma(%356, %1771, %1780) : (f32, f32, f32) -> f32
            %1782 = llvm.intr.fma(%364, %1770, %1781) : (f32, f32, f32) -> f32
            %1783 = llvm.intr.fma(%372, %1769, %1782) : (f32, f32, f32) -> f32
            %1784 = llvm.intr.fma(%380, %1768, %1783) : (f32, f32, f32) -> f32
            %1785 = memref.load %alloca_210[] : memref<f32>
            %1786 = memref.load %alloca_209[] : memref<f32>
            %1787 = memref.load %alloca_208[] : memref<f32>
            %1788 = memref.load %alloca_207[] : memref<f32>
            %1789 = memref.load %alloca_206[] : memref<f32>
            %1790 = memref.load %alloca_205[] : memref<f32>
            %1791 = memref.load %alloca_204[] : memref<f32>
            %1792 = memref.load %alloca_203[] : memref<f32>
            %1793 = memref.load %alloca_121[] : memref<f32>
            %1794 = llvm.intr.fma(%324, %1792, %1793) : (f32, f32, f32) -> f32
            %1795 = llvm.intr.fma(%332, %1791, %1794) : (f32, f32, f32) -> f32
            %1796 = llvm.intr.fma(%340, %1790, %1795) : (f32, f32, f32) -> f32
            %1797 = llvm.intr.fma(%348, %1789, %1796) : (f32, f32, f32) -> f32
            %1798 = llvm.intr.fma(%356, %1788, %1797) : (f32, f32, f32) -> f32
            %1799 = llvm.intr.fma(%364, %1787, %1798) : (f32, f32, f32) -> f32
            %1800 = llvm.intr.fma(%372, %1786, %1799) : (f32, f32, f32) -> f32
            %1801 = llvm.intr.fma(%380, %1785, %1800) : (f32, f32, f32) -> f32
            %1802 = memref.load %alloca_218[] : memref<f32>
            %1803 = memref.load %alloca_217[] : memref<f32>
            %1804 = memref.load %alloca_216[] : memref<f32>
            %1805 = memref.load %alloca_215[] : memref<f32>
            %1806 = memref.load %alloca_214[] : memref<f32>
            %1807 = memref.load %alloca_213[] : memref<f32>
            %1808 = memref.load %alloca_212[] : memref<f32>
            %1809 = memref.load %alloca_211[] : memref<f32>
            %1810 = memref.load %alloca_122[] : memref<f32>
            %1811 = llvm.intr.fma(%324, %1809, %1810) : (f32, f32, f32) -> f32
            %1812 = llvm.intr.fma(%332, %1808, %1811) : (f32, f32, f32) -> f32
            %1813 = llvm.intr.fma(%340, %1807, %1812) : (f32, f32, f32) -> f32
            %1814 = llvm.intr.fma(%348, %1806, %1813) : (f32, f32, f32) -> f32
            %1815 = llvm.intr.fma(%356, %1805, %1814) : (f32, f32, f32) -> f32
            %1816 = llvm.intr.fma(%364, %1804, %1815) : (f32, f32, f32) -> f32
            %1817 = llvm.intr.fma(%372, %1803, %1816) : (f32, f32, f32) -> f32
            %1818 = llvm.intr.fma(%380, %1802, %1817) : (f32, f32, f32) -> f32
            %1819 = memref.load %alloca_226[] : memref<f32>
            %1820 = memref.load %alloca_225[] : memref<f32>
            %1821 = memref.load %alloca_224[] : memref<f32>
            %1822 = memref.load %alloca_223[] : memref<f32>
            %1823 = memref.load %alloca_222[] : memref<f32>
            %1824 = memref.load %alloca_221[] : memref<f32>
            %1825 = memref.load %alloca_220[] : memref<f32>
            %1826 = memref.load %alloca_219[] : memref<f32>
            %1827 = memref.load %alloca_123[] : memref<f32>
            %1828 = llvm.intr.fma(%324, %1826, %1827) : (f32, f32, f32) -> f32
            %1829 = llvm.intr.fma(%332, %1825, %1828) : (f32, f32, f32) -> f32
            %1830 = llvm.intr.fma(%340, %1824, %1829) : (f32, f32, f32) -> f32
            %1831 = llvm.intr.fma(%348, %1823, %1830) : (f32, f32, f32) -> f32
            %1832 = llvm.intr.fma(%356, %1822, %1831) : (f32, f32, f32) -> f32
            %1833 = llvm.intr.fma(%364, %1821, %1832) : (f32, f32, f32) -> f32
            %1834 = llvm.intr.fma(%372, %1820, %1833) : (f32, f32, f32) -> f32
            %1835 = llvm.intr.fma(%380, %1819, %1834) : (f32, f32, f32) -> f32
            %1836 = memref.load %alloca_234[] : memref<f32>
            %1837 = memref.load %alloca_233[] : memref<f32>
            %1838 = memref.load %alloca_232[] : memref<f32>
            %1839 = memref.load %alloca_231[] : memref<f32>
            %1840 = memref.load %alloca_230[] : memref<f32>
            %1841 = memref.load %alloca_229[] : memref<f32>
            %1842 = memref.load %alloca_228[] : memref<f32>
            %1843 = memref.load %alloca_227[] : memref<f32>
            %1844 = memref.load %alloca_124[] : memref<f32>
            %1845 = llvm.intr.fma(%324, %1843, %1844) : (f32, f32, f32) -> f32
            %1846 = llvm.intr.fma(%332, %1842, %1845) : (f32, f32, f32) -> f32
            %1847 = llvm.intr.fma(%340, %1841, %1846) : (f32, f32, f32) -> f32
            %1848 = llvm.intr.fma(%348, %1840, %1847) : (f32, f32, f32) -> f32
            %1849 = llvm.intr.fma(%356, %1839, %1848) : (f32, f32, f32) -> f32
            %1850 = llvm.intr.fma(%364, %1838, %1849) : (f32, f32, f32) -> f32
            %1851 = llvm.intr.fma(%372, %1837, %1850) : (f32, f32, f32) -> f32
            %1852 = llvm.intr.fma(%380, %1836, %1851) : (f32, f32, f32) -> f32
            %1853 = memref.load %alloca_242[] : memref<f32>
            %1854 = memref.load %alloca_241[] : memref<f32>
            %1855 = memref.load %alloca_240[] : memref<f32>
            %1856 = memref.load %alloca_239[] : memref<f32>
            %1857 = memref.load %alloca_238[] : memref<f32>
            %1858 = memref.load %alloca_237[] : memref<f32>
            %1859 = memref.load %alloca_236[] : memref<f32>
            %1860 = memref.load %alloca_235[] : memref<f32>
            %1861 = memref.load %alloca_125[] : memref<f32>
            %1862 = llvm.intr.fma(%324, %1860, %1861) : (f32, f32, f32) -> f32
            %1863 = llvm.intr.fma(%332, %1859, %1862) : (f32, f32, f32) -> f32
            %1864 = llvm.intr.fma(%340, %1858, %1863) : (f32, f32, f32) -> f32
            %1865 = llvm.intr.fma(%348, %1857, %1864) : (f32, f32, f32) -> f32
            %1866 = llvm.intr.fma(%356, %1856, %1865) : (f32, f32, f32) -> f32
            %1867 = llvm.intr.fma(%364, %1855, %1866) : (f32, f32, f32) -> f32
            %1868 = llvm.intr.fma(%372, %1854, %1867) : (f32, f32, f32) -> f32
            %1869 = llvm.intr.fma(%380, %1853, %1868) : (f32, f32, f32) -> f32
            %1870 = memref.load %alloca_250[] : memref<f32>
            %1871 = memref.load %alloca_249[] : memref<f32>
            %1872 = memref.load %alloca_248[] : memref<f32>
            %1873 = memref.load %alloca_247[] : memref<f32>
            %1874 = memref.load %alloca_246[] : memref<f32>
            %1875 = memref.load %alloca_245[] : memref<f32>
            %1876 = memref.load %alloca_244[] : memref<f32>
            %1877 = memref.load %alloca_243[] : memref<f32>
            %1878 = memref.load %alloca_126[] : memref<f32>
            %1879 = llvm.intr.fma(%324, %1877, %1878) : (f32, f32, f32) -> f32
            %1880 = llvm.intr.fma(%332, %1876, %1879) : (f32, f32, f32) -> f32
            %1881 = llvm.intr.fma(%340, %1875, %1880) : (f32, f32, f32) -> f32
            %1882 = llvm.intr.fma(%348, %1874, %1881) : (f32, f32, f32) -> f32
            %1883 = llvm.intr.fma(%356, %1873, %1882) : (f32, f32, f32) -> f32
            %1884 = llvm.intr.fma(%364, %1872, %1883) : (f32, f32, f32) -> f32
            %1885 = llvm.intr.fma(%372, %1871, %1884) : (f32, f32, f32) -> f32
            %1886 = llvm.intr.fma(%380, %1870, %1885) : (f32, f32, f32) -> f32
            %1887 = memref.load %alloca_258[] : memref<f32>
            %1888 = memref.load %alloca_257[] : memref<f32>
            %1889 = memref.load %alloca_256[] : memref<f32>
            %1890 = memref.load %alloca_255[] : memref<f32>
            %1891 = memref.load %alloca_254[] : memref<f32>
            %1892 = memref.load %alloca_253[] : memref<f32>
            %1893 = memref.load %alloca_252[] : memref<f32>
            %1894 = memref.load %alloca_251[] : memref<f32>
            %1895 = memref.load %alloca_127[] : memref<f32>
            %1896 = llvm.intr.fma(%324, %1894, %1895) : (f32, f32, f32) -> f32
            %1897 = llvm.intr.fma(%332, %1893, %1896) : (f32, f32, f32) -> f32
            %1898 = llvm.intr.fma(%340, %1892, %1897) : (f32, f32, f32) -> f32
            %1899 = llvm.intr.fma(%348, %1891, %1898) : (f32, f32, f32) -> f32
            %1900 = llvm.intr.fma(%356, %1890, %1899) : (f32, f32, f32) -> f32
            %1901 = llvm.intr.fma(%364, %1889, %1900) : (f32, f32, f32) -> f32
            %1902 = llvm.intr.fma(%372, %1888, %1901) : (f32, f32, f32) -> f32
            %1903 = llvm.intr.fma(%380, %1887, %1902) : (f32, f32, f32) -> f32
            %1904 = memref.load %alloca_266[] : memref<f32>
            %1905 = memref.load %alloca_265[] : memref<f32>
            %1906 = memref.load %alloca_264[] : memref<f32>
            %1907 = memref.load %alloca_263[] : memref<f32>
            %1908 = memref.load %alloca_262[] : memref<f32>
            %1909 = memref.load %alloca_261[] : memref<f32>
            %1910 = memref.load %alloca_260[] : memref<f32>
            %1911 = memref.load %alloca_259[] : memref<f32>
            %1912 = memref.load %alloca_128[] : memref<f32>
            %1913 = llvm.intr.fma(%324, %1911, %1912) : (f32, f32, f32) -> f32
            %1914 = llvm.intr.fma(%332, %1910, %1913) : (f32, f32, f32) -> f32
            %1915 = llvm.intr.fma(%340, %1909, %1914) : (f32, f32, f32) -> f32
            %1916 = llvm.intr.fma(%348, %1908, %1915) : (f32, f32, f32) -> f32
            %1917 = llvm.intr.fma(%356, %1907, %1916) : (f32, f32, f32) -> f32
            %1918 = llvm.intr.fma(%364, %1906, %1917) : (f32, f32, f32) -> f32
            %1919 = llvm.intr.fma(%372, %1905, %1918) : (f32, f32, f32) -> f32
            %1920 = llvm.intr.fma(%380, %1904, %1919) : (f32, f32, f32) -> f32
            %1921 = memref.load %alloca_274[] : memref<f32>
            %1922 = memref.load %alloca_273[] : memref<f32>
            %1923 = memref.load %alloca_272[] : memref<f32>
            %1924 = memref.load %alloca_271[] : memref<f32>
            %1925 = memref.load %alloca_270[] : memref<f32>
            %1926 = memref.load %alloca_269[] : memref<f32>
            %1927 = memref.load %alloca_268[] : memref<f32>
            %1928 = memref.load %alloca_267[] : memref<f32>
            %1929 = memref.load %alloca_129[] : memref<f32>
            %1930 = llvm.intr.fma(%324, %1928, %1929) : (f32, f32, f32) -> f32
            %1931 = llvm.intr.fma(%332, %1927, %1930) : (f32, f32, f32) -> f32
            %1932 = llvm.intr.fma(%340, %1926, %1931) : (f32, f32, f32) -> f32
            %1933 = llvm.intr.fma(%348, %1925, %1932) : (f32, f32, f32) -> f32
            %1934 = llvm.intr.fma(%356, %1924, %1933) : (f32, f32, f32) -> f32
            %1935 = llvm.intr.fma(%364, %1923, %1934) : (f32, f32, f32) -> f32
            %1936 = llvm.intr.fma(%372, %1922, %1935) : (f32, f32, f32) -> f32
            %1937 = llvm.intr.fma(%380, %1921, %1936) : (f32, f32, f32) -> f32
            %1938 = memref.load %alloca_282[] : memref<f32>
            %1939 = memref.load %alloca_281[] : memref<f32>
            %1940 = memref.load %alloca_280[] : memref<f32>
            %1941 = memref.load %alloca_279[] : memref<f32>
            %1942 = memref.load %alloca_278[] : memref<f32>
            %1943 = memref.load %alloca_277[] : memref<f32>
            %1944 = memref.load %alloca_276[] : memref<f32>
            %1945 = memref.load %alloca_275[] : memref<f32>
            %1946 = memref.load %alloca_130[] : memref<f32>
            %1947 = llvm.intr.fma(%324, %1945, %1946) : (f32, f32, f32) -> f32
            %1948 = llvm.intr.fma(%332, %1944, %1947) : (f32, f32, f32) -> f32
            %1949 = llvm.intr.fma(%340, %1943, %1948) : (f32, f32, f32) -> f32
            %1950 = llvm.intr.fma(%348, %1942, %1949) : (f32, f32, f32) -> f32
            %1951 = llvm.intr.fma(%356, %1941, %1950) : (f32, f32, f32) -> f32
            %1952 = llvm.intr.fma(%364, %1940, %1951) : (f32, f32, f32) -> f32
            %1953 = llvm.intr.fma(%372, %1939, %1952) : (f32, f32, f32) -> f32
            %1954 = llvm.intr.fma(%380, %1938, %1953) : (f32, f32, f32) -> f32
            %1955 = memref.load %alloca_162[] : memref<f32>
            %1956 = memref.load %alloca_161[] : memref<f32>
            %1957 = memref.load %alloca_160[] : memref<f32>
            %1958 = memref.load %alloca_159[] : memref<f32>
            %1959 = memref.load %alloca_158[] : memref<f32>
            %1960 = memref.load %alloca_157[] : memref<f32>
            %1961 = memref.load %alloca_156[] : memref<f32>
            %1962 = memref.load %alloca_155[] : memref<f32>
            %1963 = memref.load %alloca_131[] : memref<f32>
            %1964 = llvm.intr.fma(%388, %1962, %1963) : (f32, f32, f32) -> f32
            %1965 = llvm.intr.fma(%397, %1961, %1964) : (f32, f32, f32) -> f32
            %1966 = llvm.intr.fma(%406, %1960, %1965) : (f32, f32, f32) -> f32
            %1967 = llvm.intr.fma(%415, %1959, %1966) : (f32, f32, f32) -> f32
            %1968 = llvm.intr.fma(%424, %1958, %1967) : (f32, f32, f32) -> f32
            %1969 = llvm.intr.fma(%433, %1957, %1968) : (f32, f32, f32) -> f32
            %1970 = llvm.intr.fma(%442, %1956, %1969) : (f32, f32, f32) -> f32
            %1971 = llvm.intr.fma(%451, %1955, %1970) : (f32, f32, f32) -> f32
            %1972 = memref.load %alloca_170[] : memref<f32>
            %1973 = memref.load %alloca_169[] : memref<f32>
            %1974 = memref.load %alloca_168[] : memref<f32>
            %1975 = memref.load %alloca_167[] : memref<f32>
            %1976 = memref.load %alloca_166[] : memref<f32>
            %1977 = memref.load %alloca_165[] : memref<f32>
            %1978 = memref.load %alloca_164[] : memref<f32>
            %1979 = memref.load %alloca_163[] : memref<f32>
            %1980 = memref.load %alloca_132[] : memref<f32>
            %1981 = llvm.intr.fma(%388, %1979, %1980) : (f32, f32, f32) -> f32
            %1982 = llvm.intr.fma(%397, %1978, %1981) : (f32, f32, f32) -> f32
            %1983 = llvm.intr.fma(%406, %1977, %1982) : (f32, f32, f32) -> f32
            %1984 = llvm.intr.fma(%415, %1976, %1983) : (f32, f32, f32) -> f32
            %1985 = llvm.intr.fma(%424, %1975, %1984) : (f32, f32, f32) -> f32
            %1986 = llvm.intr.fma(%433, %1974, %1985) : (f32, f32, f32) -> f32
            %1987 = llvm.intr.fma(%442, %1973, %1986) : (f32, f32, f32) -> f32
            %1988 = llvm.intr.fma(%451, %1972, %1987) : (f32, f32, f32) -> f32
            %1989 = memref.load %alloca_178[] : memref<f32>
            %1990 = memref.load %alloca_177[] : memref<f32>
            %1991 = memref.load %alloca_176[] : memref<f32>
            %1992 = memref.load %alloca_175[] : memref<f32>
            %1993 = memref.load %alloca_174[] : memref<f32>
            %1994 = memref.load %alloca_173[] : memref<f32>
            %1995 = memref.load %alloca_172[] : memref<f32>
            %1996 = memref.load %alloca_171[] : memref<f32>
            %1997 = memref.load %alloca_133[] : memref<f32>
            %1998 = llvm.intr.fma(%388, %1996, %1997) : (f32, f32, f32) -> f32
            %1999 = llvm.intr.fma(%397, %1995, %1998) : (f32, f32, f32) -> f32
            %2000 = llvm.intr.fma(%406, %1994, %1999) : (f32, f32, f32) -> f32
            %2001 = llvm.intr.fma(%415, %1993, %2000) : (f32, f32, f32) -> f32
            %2002 = llvm.intr.fma(%424, %1992, %2001) : (f32, f32, f32) -> f32
            %2003 = llvm.intr.fma(%433, %1991, %2002) : (f32, f32, f32) -> f32
            %2004 = llvm.intr.fma(%442, %1990, %2003) : (f32, f32, f32) -> f32
            %2005 = llvm.intr.fma(%451, %1989, %2004) : (f32, f32, f32) -> f32
            %2006 = memref.load %alloca_186[] : memref<f32>
            %2007 = memref.load %alloca_185[] : memref<f32>
            %2008 = memref.load %alloca_184[] : memref<f32>
            %2009 = memref.load %alloca_183[] : memref<f32>
            %2010 = memref.load %alloca_182[] : memref<f32>
            %2011 = memref.load %alloca_181[] : memref<f32>
            %2012 = memref.load %alloca_180[] : memref<f32>
            %2013 = memref.load %alloca_179[] : memref<f32>
            %2014 = memref.load %alloca_134[] : memref<f32>
            %2015 = llvm.intr.fma(%388, %2013, %2014) : (f32, f32, f32) -> f32
            %2016 = llvm.intr.fma(%397, %2012, %2015) : (f32, f32, f32) -> f32
            %2017 = llvm.intr.fma(%406, %2011, %2016) : (f32, f32, f32) -> f32
            %2018 = llvm.intr.fma(%415, %2010, %2017) : (f32, f32, f32) -> f32
            %2019 = llvm.intr.fma(%424, %2009, %2018) : (f32, f32, f32) -> f32
            %2020 = llvm.intr.fma(%433, %2008, %2019) : (f32, f32, f32) -> f32
            %2021 = llvm.intr.fma(%442, %2007, %2020) : (f32, f32, f32) -> f32
            %2022 = llvm.intr.fma(%451, %2006, %2021) : (f32, f32, f32) -> f32
            %2023 = memref.load %alloca_194[] : memref<f32>
            %2024 = memref.load %alloca_193[] : memref<f32>
            %2025 = memref.load %alloca_192[] : memref<f32>
            %2026 = memref.load %alloca_191[] : memref<f32>
            %2027 = memref.load %alloca_190[] : memref<f32>
            %2028 = memref.load %alloca_189[] : memref<f32>
            %2029 = memref.load %alloca_188[] : memref<f32>
            %2030 = memref.load %alloca_187[] : memref<f32>
            %2031 = memref.load %alloca_135[] : memref<f32>
            %2032 = llvm.intr.fma(%388, %2030, %2031) : (f32, f32, f32) -> f32
            %2033 = llvm.intr.fma(%397, %2029, %2032) : (f32, f32, f32) -> f32
            %2034 = llvm.intr.fma(%406, %2028, %2033) : (f32, f32, f32) -> f32
            %2035 = llvm.intr.fma(%415, %2027, %2034) : (f32, f32, f32) -> f32
            %2036 = llvm.intr.fma(%424, %2026, %2035) : (f32, f32, f32) -> f32
            %2037 = llvm.intr.fma(%433, %2025, %2036) : (f32, f32, f32) -> f32
            %2038 = llvm.intr.fma(%442, %2024, %2037) : (f32, f32, f32) -> f32
            %2039 = llvm.intr.fma(%451, %2023, %2038) : (f32, f32, f32) -> f32
            %2040 = memref.load %alloca_202[] : memref<f32>
            %2041 = memref.load %alloca_201[] : memref<f32>
            %2042 = memref.load %alloca_200[] : memref<f32>
            %2043 = memref.load %alloca_199[] : memref<f32>
            %2044 = memref.load %alloca_198[] : memref<f32>
            %2045 = memref.load %alloca_197[] : memref<f32>
            %2046 = memref.load %alloca_196[] : memref<f32>
            %2047 = memref.load %alloca_195[] : memref<f32>
            %2048 = memref.load %alloca_136[] : memref<f32>
            %2049 = llvm.intr.fma(%388, %2047, %2048) : (f32, f32, f32) -> f32
            %2050 = llvm.intr.fma(%397, %2046, %2049) : (f32, f32, f32) -> f32
            %2051 = llvm.intr.fma(%406, %2045, %2050) : (f32, f32, f32) -> f32
            %2052 = llvm.intr.fma(%415, %2044, %2051) : (f32, f32, f32) -> f32
            %2053 = llvm.intr.fma(%424, %2043, %2052) : (f32, f32, f32) -> f32
            %2054 = llvm.intr.fma(%433, %2042, %2053) : (f32, f32, f32) -> f32
            %2055 = llvm.intr.fma(%442, %2041, %2054) : (f32, f32, f32) -> f32
            %2056 = llvm.intr.fma(%451, %2040, %2055) : (f32, f32, f32) -> f32
            %2057 = memref.load %alloca_210[] : memref<f32>
            %2058 = memref.load %alloca_209[] : memref<f32>
            %2059 = memref.load %alloca_208[] : memref<f32>
            %2060 = memref.load %alloca_207[] : memref<f32>
            %2061 = memref.load %alloca_206[] : memref<f32>
            %2062 = memref.load %alloca_205[] : memref<f32>
            %2063 = memref.load %alloca_204[] : memref<f32>
            %2064 = memref.load %alloca_203[] : memref<f32>
            %2065 = memref.load %alloca_137[] : memref<f32>
            %2066 = llvm.intr.fma(%388, %2064, %2065) : (f32, f32, f32) -> f32
            %2067 = llvm.intr.fma(%397, %2063, %2066) : (f32, f32, f32) -> f32
            %2068 = llvm.intr.fma(%406, %2062, %2067) : (f32, f32, f32) -> f32
            %2069 = llvm.intr.fma(%415, %2061, %2068) : (f32, f32, f32) -> f32
            %2070 = llvm.intr.fma(%424, %2060, %2069) : (f32, f32, f32) -> f32
            %2071 = llvm.intr.fma(%433, %2059, %2070) : (f32, f32, f32) -> f32
            %2072 = llvm.intr.fma(%442, %2058, %2071) : (f32, f32, f32) -> f32
            %2073 = llvm.intr.fma(%451, %2057, %2072) : (f32, f32, f32) -> f32
            %2074 = memref.load %alloca_218[] : memref<f32>
            %2075 = memref.load %alloca_217[] : memref<f32>
            %2076 = memref.load %alloca_216[] : memref<f32>
            %2077 = memref.load %alloca_215[] : memref<f32>
            %2078 = memref.load %alloca_214[] : memref<f32>
            %2079 = memref.load %alloca_213[] : memref<f32>
            %2080 = memref.load %alloca_212[] : memref<f32>
            %2081 = memref.load %alloca_211[] : memref<f32>
            %2082 = memref.load %alloca_138[] : memref<f32>
            %2083 = llvm.intr.fma(%388, %2081, %2082) : (f32, f32, f32) -> f32
            %2084 = llvm.intr.fma(%397, %2080, %2083) : (f32, f32, f32) -> f32
            %2085 = llvm.intr.fma(%406, %2079, %2084) : (f32, f32, f32) -> f32
            %2086 = llvm.intr.fma(%415, %2078, %2085) : (f32, f32, f32) -> f32
            %2087 = llvm.intr.fma(%424, %2077, %2086) : (f32, f32, f32) -> f32
            %2088 = llvm.intr.fma(%433, %2076, %2087) : (f32, f32, f32) -> f32
            %2089 = llvm.intr.fma(%442, %2075, %2088) : (f32, f32, f32) -> f32
            %2090 = llvm.intr.fma(%451, %2074, %2089) : (f32, f32, f32) -> f32
            %2091 = memref.load %alloca_226[] : memref<f32>
            %2092 = memref.load %alloca_225[] : memref<f32>
            %2093 = memref.load %alloca_224[] : memref<f32>
            %2094 = memref.load %alloca_223[] : memref<f32>
            %2095 = memref.load %alloca_222[] : memref<f32>
            %2096 = memref.load %alloca_221[] : memref<f32>
            %2097 = memref.load %alloca_220[] : memref<f32>
            %2098 = memref.load %alloca_219[] : memref<f32>
            %2099 = memref.load %alloca_139[] : memref<f32>
            %2100 = llvm.intr.fma(%388, %2098, %2099) : (f32, f32, f32) -> f32
            %2101 = llvm.intr.fma(%397, %2097, %2100) : (f32, f32, f32) -> f32
            %2102 = llvm.intr.fma(%406, %2096, %2101) : (f32, f32, f32) -> f32
            %2103 = llvm.intr.fma(%415, %2095, %2102) : (f32, f32, f32) -> f32
            %2104 = llvm.intr.fma(%424, %2094, %2103) : (f32, f32, f32) -> f32
            %2105 = llvm.intr.fma(%433, %2093, %2104) : (f32, f32, f32) -> f32
            %2106 = llvm.intr.fma(%442, %2092, %2105) : (f32, f32, f32) -> f32
            %2107 = llvm.intr.fma(%451, %2091, %2106) : (f32, f32, f32) -> f32
            %2108 = memref.load %alloca_234[] : memref<f32>
            %2109 = memref.load %alloca_233[] : memref<f32>
            %2110 = memref.load %alloca_232[] : memref<f32>
            %2111 = memref.load %alloca_231[] : memref<f32>
            %2112 = memref.load %alloca_230[] : memref<f32>
            %2113 = memref.load %alloca_229[] : memref<f32>
            %2114 = memref.load %alloca_228[] : memref<f32>
            %2115 = memref.load %alloca_227[] : memref<f32>
            %2116 = memref.load %alloca_140[] : memref<f32>
            %2117 = llvm.intr.fma(%388, %2115, %2116) : (f32, f32, f32) -> f32
            %2118 = llvm.intr.fma(%397, %2114, %2117) : (f32, f32, f32) -> f32
            %2119 = llvm.intr.fma(%406, %2113, %2118) : (f32, f32, f32) -> f32
            %2120 = llvm.intr.fma(%415, %2112, %2119) : (f32, f32, f32) -> f32
            %2121 = llvm.intr.fma(%424, %2111, %2120) : (f32, f32, f32) -> f32
            %2122 = llvm.intr.fma(%433, %2110, %2121) : (f32, f32, f32) -> f32
            %2123 = llvm.intr.fma(%442, %2109, %2122) : (f32, f32, f32) -> f32
            %2124 = llvm.intr.fma(%451, %2108, %2123) : (f32, f32, f32) -> f32
            %2125 = memref.load %alloca_242[] : memref<f32>
            %2126 = memref.load %alloca_241[] : memref<f32>
            %2127 = memref.load %alloca_240[] : memref<f32>
            %2128 = memref.load %alloca_239[] : memref<f32>
            %2129 = memref.load %alloca_238[] : memref<f32>
            %2130 = memref.load %alloca_237[] : memref<f32>
            %2131 = memref.load %alloca_236[] : memref<f32>
            %2132 = memref.load %alloca_235[] : memref<f32>
            %2133 = memref.load %alloca_141[] : memref<f32>
            %2134 = llvm.intr.fma(%388, %2132, %2133) : (f32, f32, f32) -> f32
            %2135 = llvm.intr.fma(%397, %2131, %2134) : (f32, f32, f32) -> f32
            %2136 = llvm.intr.fma(%406, %2130, %2135) : (f32, f32, f32) -> f32
            %2137 = llvm.intr.fma(%415, %2129, %2136) : (f32, f32, f32) -> f32
            %2138 = llvm.intr.fma(%424, %2128, %2137) : (f32, f32, f32) -> f32
            %2139 = llvm.intr.fma(%433, %2127, %2138) : (f32, f32, f32) -> f32
            %2140 = llvm.intr.fma(%442, %2126, %2139) : (f32, f32, f32) -> f32
            %2141 = llvm.intr.fma(%451, %2125, %2140) : (f32, f32, f32) -> f32
            %2142 = memref.load %alloca_250[] : memref<f32>
            %2143 = memref.load %alloca_249[] : memref<f32>
            %2144 = memref.load %alloca_248[] : memref<f32>
            %2145 = memref.load %alloca_247[] : memref<f32>
            %2146 = memref.load %alloca_246[] : memref<f32>
            %2147 = memref.load %alloca_245[] : memref<f32>
            %2148 = memref.load %alloca_244[] : memref<f32>
            %2149 = memref.load %alloca_243[] : memref<f32>
            %2150 = memref.load %alloca_142[] : memref<f32>
            %2151 = llvm.intr.fma(%388, %2149, %2150) : (f32, f32, f32) -> f32
            %2152 = llvm.intr.fma(%397, %2148, %2151) : (f32, f32, f32) -> f32
            %2153 = llvm.intr.fma(%406, %2147, %2152) : (f32, f32, f32) -> f32
            %2154 = llvm.intr.fma(%415, %2146, %2153) : (f32, f32, f32) -> f32
            %2155 = llvm.intr.fma(%424, %2145, %2154) : (f32, f32, f32) -> f32
            %2156 = llvm.intr.fma(%433, %2144, %2155) : (f32, f32, f32) -> f32
            %2157 = llvm.intr.fma(%442, %2143, %2156) : (f32, f32, f32) -> f32
            %2158 = llvm.intr.fma(%451, %2142, %2157) : (f32, f32, f32) -> f32
            %2159 = memref.load %alloca_258[] : memref<f32>
            %2160 = memref.load %alloca_257[] : memref<f32>
            %2161 = memref.load %alloca_256[] : memref<f32>
            %2162 = memref.load %alloca_255[] : memref<f32>
            %2163 = memref.load %alloca_254[] : memref<f32>
            %2164 = memref.load %alloca_253[] : memref<f32>
            %2165 = memref.load %alloca_252[] : memref<f32>
            %2166 = memref.load %alloca_251[] : memref<f32>
            %2167 = memref.load %alloca_143[] : memref<f32>
            %2168 = llvm.intr.fma(%388, %2166, %2167) : (f32, f32, f32) -> f32
            %2169 = llvm.intr.fma(%397, %2165, %2168) : (f32, f32, f32) -> f32
            %2170 = llvm.intr.fma(%406, %2164, %2169) : (f32, f32, f32) -> f32
            %2171 = llvm.intr.fma(%415, %2163, %2170) : (f32, f32, f32) -> f32
            %2172 = llvm.intr.fma(%424, %2162, %2171) : (f32, f32, f32) -> f32
            %2173 = llvm.intr.fma(%433, %2161, %2172) : (f32, f32, f32) -> f32
            %2174 = llvm.intr.fma(%442, %2160, %2173) : (f32, f32, f32) -> f32
            %2175 = llvm.intr.fma(%451, %2159, %2174) : (f32, f32, f32) -> f32
            %2176 = memref.load %alloca_266[] : memref<f32>
            %2177 = memref.load %alloca_265[] : memref<f32>
            %2178 = memref.load %alloca_264[] : memref<f32>
            %2179 = memref.load %alloca_263[] : memref<f32>
            %2180 = memref.load %alloca_262[] : memref<f32>
            %2181 = memref.load %alloca_261[] : memref<f32>
            %2182 = memref.load %alloca_260[] : memref<f32>
            %2183 = memref.load %alloca_259[] : memref<f32>
            %2184 = memref.load %alloca_144[] : memref<f32>
            %2185 = llvm.intr.fma(%388, %2183, %2184) : (f32, f32, f32) -> f32
            %2186 = llvm.intr.fma(%397, %2182, %2185) : (f32, f32, f32) -> f32
            %2187 = llvm.intr.fma(%406, %2181, %2186) : (f32, f32, f32) -> f32
            %2188 = llvm.intr.fma(%415, %2180, %2187) : (f32, f32, f32) -> f32
            %2189 = llvm.intr.fma(%424, %2179, %2188) : (f32, f32, f32) -> f32
            %2190 = llvm.intr.fma(%433, %2178, %2189) : (f32, f32, f32) -> f32
            %2191 = llvm.intr.fma(%442, %2177, %2190) : (f32, f32, f32) -> f32
            %2192 = llvm.intr.fma(%451, %2176, %2191) : (f32, f32, f32) -> f32
            %2193 = memref.load %alloca_274[] : memref<f32>
            %2194 = memref.load %alloca_273[] : memref<f32>
            %2195 = memref.load %alloca_272[] : memref<f32>
            %2196 = memref.load %alloca_271[] : memref<f32>
            %2197 = memref.load %alloca_270[] : memref<f32>
            %2198 = memref.load %alloca_269[] : memref<f32>
            %2199 = memref.load %alloca_268[] : memref<f32>
            %2200 = memref.load %alloca_267[] : memref<f32>
            %2201 = memref.load %alloca_145[] : memref<f32>
            %2202 = llvm.intr.fma(%388, %2200, %2201) : (f32, f32, f32) -> f32
            %2203 = llvm.intr.fma(%397, %2199, %2202) : (f32, f32, f32) -> f32
            %2204 = llvm.intr.fma(%406, %2198, %2203) : (f32, f32, f32) -> f32
            %2205 = llvm.intr.fma(%415, %2197, %2204) : (f32, f32, f32) -> f32
            %2206 = llvm.intr.fma(%424, %2196, %2205) : (f32, f32, f32) -> f32
            %2207 = llvm.intr.fma(%433, %2195, %2206) : (f32, f32, f32) -> f32
            %2208 = llvm.intr.fma(%442, %2194, %2207) : (f32, f32, f32) -> f32
            %2209 = llvm.intr.fma(%451, %2193, %2208) : (f32, f32, f32) -> f32
            %2210 = memref.load %alloca_282[] : memref<f32>
            %2211 = memref.load %alloca_281[] : memref<f32>
            %2212 = memref.load %alloca_280[] : memref<f32>
            %2213 = memref.load %alloca_279[] : memref<f32>
            %2214 = memref.load %alloca_278[] : memref<f32>
            %2215 = memref.load %alloca_277[] : memref<f32>
            %2216 = memref.load %alloca_276[] : memref<f32>
            %2217 = memref.load %alloca_275[] : memref<f32>
            %2218 = memref.load %alloca_146[] : memref<f32>
            %2219 = llvm.intr.fma(%388, %2217, %2218) : (f32, f32, f32) -> f32
            %2220 = llvm.intr.fma(%397, %2216, %2219) : (f32, f32, f32) -> f32
            %2221 = llvm.intr.fma(%406, %2215, %2220) : (f32, f32, f32) -> f32
            %2222 = llvm.intr.fma(%415, %2214, %2221) : (f32, f32, f32) -> f32
            %2223 = llvm.intr.fma(%424, %2213, %2222) : (f32, f32, f32) -> f32
            %2224 = llvm.intr.fma(%433, %2212, %2223) : (f32, f32, f32) -> f32
            %2225 = llvm.intr.fma(%442, %2211, %2224) : (f32, f32, f32) -> f32
            %2226 = llvm.intr.fma(%451, %2210, %2225) : (f32, f32, f32) -> f32
            memref.store %1699, %alloca_115[] : memref<f32>
            memref.store %1716, %alloca_116[] : memref<f32>
            memref.store %1733, %alloca_117[] : memref<f32>
            memref.store %1750, %alloca_118[] : memref<f32>
            memref.store %1767, %alloca_119[] : memref<f32>
            memref.store %1784, %alloca_120[] : memref<f32>
            memref.store %1801, %alloca_121[] : memref<f32>
            memref.store %1818, %alloca_122[] : memref<f32>
            memref.store %1835, %alloca_123[] : memref<f32>
            memref.store %1852, %alloca_124[] : memref<f32>
            memref.store %1869, %alloca_125[] : memref<f32>
            memref.store %1886, %alloca_126[] : memref<f32>
            memref.store %1903, %alloca_127[] : memref<f32>
            memref.store %1920, %alloca_128[] : memref<f32>
            memref.store %1937, %alloca_129[] : memref<f32>
            memref.store %1954, %alloca_130[] : memref<f32>
            memref.store %1971, %alloca_131[] : memref<f32>
            memref.store %1988, %alloca_132[] : memref<f32>
            memref.store %2005, %alloca_133[] : memref<f32>
            memref.store %2022, %alloca_134[] : memref<f32>
            memref.store %2039, %alloca_135[] : memref<f32>
            memref.store %2056, %alloca_136[] : memref<f32>
            memref.store %2073, %alloca_137[] : memref<f32>
            memref.store %2090, %alloca_138[] : memref<f32>
            memref.store %2107, %alloca_139[] : memref<f32>
            memref.store %2124, %alloca_140[] : memref<f32>
            memref.store %2141, %alloca_141[] : memref<f32>
            memref.store %2158, %alloca_142[] : memref<f32>
            memref.store %2175, %alloca_143[] : memref<f32>
            memref.store %2192, %alloca_144[] : memref<f32>
            memref.store %2209, %alloca_145[] : memref<f32>
            memref.store %2226, %alloca_146[] : memref<f32>
          }
          %thread_id_x_330 = gpu.thread_id  x
          %48 = arith.index_cast %thread_id_x_330 : index to i64
          %c16_i64_331 = arith.constant 16 : i64
          %49 = arith.remsi %48, %c16_i64_331 : i64
          %50 = arith.addi %40, %49 : i64
          %51 = memref.load %alloca_115[] : memref<f32>
          %c96_i64_332 = arith.constant 96 : i64
          %52 = arith.muli %45, %c96_i64_332 : i64
          %53 = arith.addi %50, %52 : i64
          %54 = llvm.getelementptr %25[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %51, %54 : f32, !llvm.ptr<1>
          %thread_id_x_333 = gpu.thread_id  x
          %55 = arith.index_cast %thread_id_x_333 : index to i64
          %c16_i64_334 = arith.constant 16 : i64
          %56 = arith.remsi %55, %c16_i64_334 : i64
          %57 = arith.addi %40, %56 : i64
          %c1_i64 = arith.constant 1 : i64
          %58 = arith.addi %45, %c1_i64 : i64
          %59 = memref.load %alloca_116[] : memref<f32>
          %c96_i64_335 = arith.constant 96 : i64
          %60 = arith.muli %58, %c96_i64_335 : i64
          %61 = arith.addi %57, %60 : i64
          %62 = llvm.getelementptr %25[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %59, %62 : f32, !llvm.ptr<1>
          %thread_id_x_336 = gpu.thread_id  x
          %63 = arith.index_cast %thread_id_x_336 : index to i64
          %c16_i64_337 = arith.constant 16 : i64
          %64 = arith.remsi %63, %c16_i64_337 : i64
          %65 = arith.addi %40, %64 : i64
          %c2_i64_338 = arith.constant 2 : i64
          %66 = arith.addi %45, %c2_i64_338 : i64
          %67 = memref.load %alloca_117[] : memref<f32>
          %c96_i64_339 = arith.constant 96 : i64
          %68 = arith.muli %66, %c96_i64_339 : i64
          %69 = arith.addi %65, %68 : i64
          %70 = llvm.getelementptr %25[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %67, %70 : f32, !llvm.ptr<1>
          %thread_id_x_340 = gpu.thread_id  x
          %71 = arith.index_cast %thread_id_x_340 : index to i64
          %c16_i64_341 = arith.constant 16 : i64
          %72 = arith.remsi %71, %c16_i64_341 : i64
          %73 = arith.addi %40, %72 : i64
          %c3_i64_342 = arith.constant 3 : i64
          %74 = arith.addi %45, %c3_i64_342 : i64
          %75 = memref.load %alloca_118[] : memref<f32>
          %c96_i64_343 = arith.constant 96 : i64
          %76 = arith.muli %74, %c96_i64_343 : i64
          %77 = arith.addi %73, %76 : i64
          %78 = llvm.getelementptr %25[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %75, %78 : f32, !llvm.ptr<1>
          %thread_id_x_344 = gpu.thread_id  x
          %79 = arith.index_cast %thread_id_x_344 : index to i64
          %c16_i64_345 = arith.constant 16 : i64
          %80 = arith.remsi %79, %c16_i64_345 : i64
          %81 = arith.addi %40, %80 : i64
          %c4_i64_346 = arith.constant 4 : i64
          %82 = arith.addi %45, %c4_i64_346 : i64
          %83 = memref.load %alloca_119[] : memref<f32>
          %c96_i64_347 = arith.constant 96 : i64
          %84 = arith.muli %82, %c96_i64_347 : i64
          %85 = arith.addi %81, %84 : i64
          %86 = llvm.getelementptr %25[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %83, %86 : f32, !llvm.ptr<1>
          %thread_id_x_348 = gpu.thread_id  x
          %87 = arith.index_cast %thread_id_x_348 : index to i64
          %c16_i64_349 = arith.constant 16 : i64
          %88 = arith.remsi %87, %c16_i64_349 : i64
          %89 = arith.addi %40, %88 : i64
          %c5_i64 = arith.constant 5 : i64
          %90 = arith.addi %45, %c5_i64 : i64
          %91 = memref.load %alloca_120[] : memref<f32>
          %c96_i64_350 = arith.constant 96 : i64
          %92 = arith.muli %90, %c96_i64_350 : i64
          %93 = arith.addi %89, %92 : i64
          %94 = llvm.getelementptr %25[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %91, %94 : f32, !llvm.ptr<1>
          %thread_id_x_351 = gpu.thread_id  x
          %95 = arith.index_cast %thread_id_x_351 : index to i64
          %c16_i64_352 = arith.constant 16 : i64
          %96 = arith.remsi %95, %c16_i64_352 : i64
          %97 = arith.addi %40, %96 : i64
          %c6_i64_353 = arith.constant 6 : i64
          %98 = arith.addi %45, %c6_i64_353 : i64
          %99 = memref.load %alloca_121[] : memref<f32>
          %c96_i64_354 = arith.constant 96 : i64
          %100 = arith.muli %98, %c96_i64_354 : i64
          %101 = arith.addi %97, %100 : i64
          %102 = llvm.getelementptr %25[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %99, %102 : f32, !llvm.ptr<1>
          %thread_id_x_355 = gpu.thread_id  x
          %103 = arith.index_cast %thread_id_x_355 : index to i64
          %c16_i64_356 = arith.constant 16 : i64
          %104 = arith.remsi %103, %c16_i64_356 : i64
          %105 = arith.addi %40, %104 : i64
          %c7_i64 = arith.constant 7 : i64
          %106 = arith.addi %45, %c7_i64 : i64
          %107 = memref.load %alloca_122[] : memref<f32>
          %c96_i64_357 = arith.constant 96 : i64
          %108 = arith.muli %106, %c96_i64_357 : i64
          %109 = arith.addi %105, %108 : i64
          %110 = llvm.getelementptr %25[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %107, %110 : f32, !llvm.ptr<1>
          %thread_id_x_358 = gpu.thread_id  x
          %111 = arith.index_cast %thread_id_x_358 : index to i64
          %c16_i64_359 = arith.constant 16 : i64
          %112 = arith.remsi %111, %c16_i64_359 : i64
          %113 = arith.addi %40, %112 : i64
          %c8_i64_360 = arith.constant 8 : i64
          %114 = arith.addi %45, %c8_i64_360 : i64
          %115 = memref.load %alloca_123[] : memref<f32>
          %c96_i64_361 = arith.constant 96 : i64
          %116 = arith.muli %114, %c96_i64_361 : i64
          %117 = arith.addi %113, %116 : i64
          %118 = llvm.getelementptr %25[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %115, %118 : f32, !llvm.ptr<1>
          %thread_id_x_362 = gpu.thread_id  x
          %119 = arith.index_cast %thread_id_x_362 : index to i64
          %c16_i64_363 = arith.constant 16 : i64
          %120 = arith.remsi %119, %c16_i64_363 : i64
          %121 = arith.addi %40, %120 : i64
          %c9_i64_364 = arith.constant 9 : i64
          %122 = arith.addi %45, %c9_i64_364 : i64
          %123 = memref.load %alloca_124[] : memref<f32>
          %c96_i64_365 = arith.constant 96 : i64
          %124 = arith.muli %122, %c96_i64_365 : i64
          %125 = arith.addi %121, %124 : i64
          %126 = llvm.getelementptr %25[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %123, %126 : f32, !llvm.ptr<1>
          %thread_id_x_366 = gpu.thread_id  x
          %127 = arith.index_cast %thread_id_x_366 : index to i64
          %c16_i64_367 = arith.constant 16 : i64
          %128 = arith.remsi %127, %c16_i64_367 : i64
          %129 = arith.addi %40, %128 : i64
          %c10_i64 = arith.constant 10 : i64
          %130 = arith.addi %45, %c10_i64 : i64
          %131 = memref.load %alloca_125[] : memref<f32>
          %c96_i64_368 = arith.constant 96 : i64
          %132 = arith.muli %130, %c96_i64_368 : i64
          %133 = arith.addi %129, %132 : i64
          %134 = llvm.getelementptr %25[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
          %thread_id_x_369 = gpu.thread_id  x
          %135 = arith.index_cast %thread_id_x_369 : index to i64
          %c16_i64_370 = arith.constant 16 : i64
          %136 = arith.remsi %135, %c16_i64_370 : i64
          %137 = arith.addi %40, %136 : i64
          %c11_i64 = arith.constant 11 : i64
          %138 = arith.addi %45, %c11_i64 : i64
          %139 = memref.load %alloca_126[] : memref<f32>
          %c96_i64_371 = arith.constant 96 : i64
          %140 = arith.muli %138, %c96_i64_371 : i64
          %141 = arith.addi %137, %140 : i64
          %142 = llvm.getelementptr %25[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %139, %142 : f32, !llvm.ptr<1>
          %thread_id_x_372 = gpu.thread_id  x
          %143 = arith.index_cast %thread_id_x_372 : index to i64
          %c16_i64_373 = arith.constant 16 : i64
          %144 = arith.remsi %143, %c16_i64_373 : i64
          %145 = arith.addi %40, %144 : i64
          %c12_i64 = arith.constant 12 : i64
          %146 = arith.addi %45, %c12_i64 : i64
          %147 = memref.load %alloca_127[] : memref<f32>
          %c96_i64_374 = arith.constant 96 : i64
          %148 = arith.muli %146, %c96_i64_374 : i64
          %149 = arith.addi %145, %148 : i64
          %150 = llvm.getelementptr %25[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %147, %150 : f32, !llvm.ptr<1>
          %thread_id_x_375 = gpu.thread_id  x
          %151 = arith.index_cast %thread_id_x_375 : index to i64
          %c16_i64_376 = arith.constant 16 : i64
          %152 = arith.remsi %151, %c16_i64_376 : i64
          %153 = arith.addi %40, %152 : i64
          %c13_i64 = arith.constant 13 : i64
          %154 = arith.addi %45, %c13_i64 : i64
          %155 = memref.load %alloca_128[] : memref<f32>
          %c96_i64_377 = arith.constant 96 : i64
          %156 = arith.muli %154, %c96_i64_377 : i64
          %157 = arith.addi %153, %156 : i64
          %158 = llvm.getelementptr %25[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %155, %158 : f32, !llvm.ptr<1>
          %thread_id_x_378 = gpu.thread_id  x
          %159 = arith.index_cast %thread_id_x_378 : index to i64
          %c16_i64_379 = arith.constant 16 : i64
          %160 = arith.remsi %159, %c16_i64_379 : i64
          %161 = arith.addi %40, %160 : i64
          %c14_i64 = arith.constant 14 : i64
          %162 = arith.addi %45, %c14_i64 : i64
          %163 = memref.load %alloca_129[] : memref<f32>
          %c96_i64_380 = arith.constant 96 : i64
          %164 = arith.muli %162, %c96_i64_380 : i64
          %165 = arith.addi %161, %164 : i64
          %166 = llvm.getelementptr %25[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %163, %166 : f32, !llvm.ptr<1>
          %thread_id_x_381 = gpu.thread_id  x
          %167 = arith.index_cast %thread_id_x_381 : index to i64
          %c16_i64_382 = arith.constant 16 : i64
          %168 = arith.remsi %167, %c16_i64_382 : i64
          %169 = arith.addi %40, %168 : i64
          %c15_i64 = arith.constant 15 : i64
          %170 = arith.addi %45, %c15_i64 : i64
          %171 = memref.load %alloca_130[] : memref<f32>
          %c96_i64_383 = arith.constant 96 : i64
          %172 = arith.muli %170, %c96_i64_383 : i64
          %173 = arith.addi %169, %172 : i64
          %174 = llvm.getelementptr %25[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %171, %174 : f32, !llvm.ptr<1>
          %thread_id_x_384 = gpu.thread_id  x
          %175 = arith.index_cast %thread_id_x_384 : index to i64
          %c16_i64_385 = arith.constant 16 : i64
          %176 = arith.remsi %175, %c16_i64_385 : i64
          %c16_i64_386 = arith.constant 16 : i64
          %177 = arith.addi %176, %c16_i64_386 : i64
          %178 = arith.addi %40, %177 : i64
          %179 = memref.load %alloca_131[] : memref<f32>
          %c96_i64_387 = arith.constant 96 : i64
          %180 = arith.muli %45, %c96_i64_387 : i64
          %181 = arith.addi %178, %180 : i64
          %182 = llvm.getelementptr %25[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %179, %182 : f32, !llvm.ptr<1>
          %thread_id_x_388 = gpu.thread_id  x
          %183 = arith.index_cast %thread_id_x_388 : index to i64
          %c16_i64_389 = arith.constant 16 : i64
          %184 = arith.remsi %183, %c16_i64_389 : i64
          %c16_i64_390 = arith.constant 16 : i64
          %185 = arith.addi %184, %c16_i64_390 : i64
          %186 = arith.addi %40, %185 : i64
          %c1_i64_391 = arith.constant 1 : i64
          %187 = arith.addi %45, %c1_i64_391 : i64
          %188 = memref.load %alloca_132[] : memref<f32>
          %c96_i64_392 = arith.constant 96 : i64
          %189 = arith.muli %187, %c96_i64_392 : i64
          %190 = arith.addi %186, %189 : i64
          %191 = llvm.getelementptr %25[%190] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %188, %191 : f32, !llvm.ptr<1>
          %thread_id_x_393 = gpu.thread_id  x
          %192 = arith.index_cast %thread_id_x_393 : index to i64
          %c16_i64_394 = arith.constant 16 : i64
          %193 = arith.remsi %192, %c16_i64_394 : i64
          %c16_i64_395 = arith.constant 16 : i64
          %194 = arith.addi %193, %c16_i64_395 : i64
          %195 = arith.addi %40, %194 : i64
          %c2_i64_396 = arith.constant 2 : i64
          %196 = arith.addi %45, %c2_i64_396 : i64
          %197 = memref.load %alloca_133[] : memref<f32>
          %c96_i64_397 = arith.constant 96 : i64
          %198 = arith.muli %196, %c96_i64_397 : i64
          %199 = arith.addi %195, %198 : i64
          %200 = llvm.getelementptr %25[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %197, %200 : f32, !llvm.ptr<1>
          %thread_id_x_398 = gpu.thread_id  x
          %201 = arith.index_cast %thread_id_x_398 : index to i64
          %c16_i64_399 = arith.constant 16 : i64
          %202 = arith.remsi %201, %c16_i64_399 : i64
          %c16_i64_400 = arith.constant 16 : i64
          %203 = arith.addi %202, %c16_i64_400 : i64
          %204 = arith.addi %40, %203 : i64
          %c3_i64_401 = arith.constant 3 : i64
          %205 = arith.addi %45, %c3_i64_401 : i64
          %206 = memref.load %alloca_134[] : memref<f32>
          %c96_i64_402 = arith.constant 96 : i64
          %207 = arith.muli %205, %c96_i64_402 : i64
          %208 = arith.addi %204, %207 : i64
          %209 = llvm.getelementptr %25[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %206, %209 : f32, !llvm.ptr<1>
          %thread_id_x_403 = gpu.thread_id  x
          %210 = arith.index_cast %thread_id_x_403 : index to i64
          %c16_i64_404 = arith.constant 16 : i64
          %211 = arith.remsi %210, %c16_i64_404 : i64
          %c16_i64_405 = arith.constant 16 : i64
          %212 = arith.addi %211, %c16_i64_405 : i64
          %213 = arith.addi %40, %212 : i64
          %c4_i64_406 = arith.constant 4 : i64
          %214 = arith.addi %45, %c4_i64_406 : i64
          %215 = memref.load %alloca_135[] : memref<f32>
          %c96_i64_407 = arith.constant 96 : i64
          %216 = arith.muli %214, %c96_i64_407 : i64
          %217 = arith.addi %213, %216 : i64
          %218 = llvm.getelementptr %25[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
          %thread_id_x_408 = gpu.thread_id  x
          %219 = arith.index_cast %thread_id_x_408 : index to i64
          %c16_i64_409 = arith.constant 16 : i64
          %220 = arith.remsi %219, %c16_i64_409 : i64
          %c16_i64_410 = arith.constant 16 : i64
          %221 = arith.addi %220, %c16_i64_410 : i64
          %222 = arith.addi %40, %221 : i64
          %c5_i64_411 = arith.constant 5 : i64
          %223 = arith.addi %45, %c5_i64_411 : i64
          %224 = memref.load %alloca_136[] : memref<f32>
          %c96_i64_412 = arith.constant 96 : i64
          %225 = arith.muli %223, %c96_i64_412 : i64
          %226 = arith.addi %222, %225 : i64
          %227 = llvm.getelementptr %25[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %224, %227 : f32, !llvm.ptr<1>
          %thread_id_x_413 = gpu.thread_id  x
          %228 = arith.index_cast %thread_id_x_413 : index to i64
          %c16_i64_414 = arith.constant 16 : i64
          %229 = arith.remsi %228, %c16_i64_414 : i64
          %c16_i64_415 = arith.constant 16 : i64
          %230 = arith.addi %229, %c16_i64_415 : i64
          %231 = arith.addi %40, %230 : i64
          %c6_i64_416 = arith.constant 6 : i64
          %232 = arith.addi %45, %c6_i64_416 : i64
          %233 = memref.load %alloca_137[] : memref<f32>
          %c96_i64_417 = arith.constant 96 : i64
          %234 = arith.muli %232, %c96_i64_417 : i64
          %235 = arith.addi %231, %234 : i64
          %236 = llvm.getelementptr %25[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %233, %236 : f32, !llvm.ptr<1>
          %thread_id_x_418 = gpu.thread_id  x
          %237 = arith.index_cast %thread_id_x_418 : index to i64
          %c16_i64_419 = arith.constant 16 : i64
          %238 = arith.remsi %237, %c16_i64_419 : i64
          %c16_i64_420 = arith.constant 16 : i64
          %239 = arith.addi %238, %c16_i64_420 : i64
          %240 = arith.addi %40, %239 : i64
          %c7_i64_421 = arith.constant 7 : i64
          %241 = arith.addi %45, %c7_i64_421 : i64
          %242 = memref.load %alloca_138[] : memref<f32>
          %c96_i64_422 = arith.constant 96 : i64
          %243 = arith.muli %241, %c96_i64_422 : i64
          %244 = arith.addi %240, %243 : i64
          %245 = llvm.getelementptr %25[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %242, %245 : f32, !llvm.ptr<1>
          %thread_id_x_423 = gpu.thread_id  x
          %246 = arith.index_cast %thread_id_x_423 : index to i64
          %c16_i64_424 = arith.constant 16 : i64
          %247 = arith.remsi %246, %c16_i64_424 : i64
          %c16_i64_425 = arith.constant 16 : i64
          %248 = arith.addi %247, %c16_i64_425 : i64
          %249 = arith.addi %40, %248 : i64
          %c8_i64_426 = arith.constant 8 : i64
          %250 = arith.addi %45, %c8_i64_426 : i64
          %251 = memref.load %alloca_139[] : memref<f32>
          %c96_i64_427 = arith.constant 96 : i64
          %252 = arith.muli %250, %c96_i64_427 : i64
          %253 = arith.addi %249, %252 : i64
          %254 = llvm.getelementptr %25[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %251, %254 : f32, !llvm.ptr<1>
          %thread_id_x_428 = gpu.thread_id  x
          %255 = arith.index_cast %thread_id_x_428 : index to i64
          %c16_i64_429 = arith.constant 16 : i64
          %256 = arith.remsi %255, %c16_i64_429 : i64
          %c16_i64_430 = arith.constant 16 : i64
          %257 = arith.addi %256, %c16_i64_430 : i64
          %258 = arith.addi %40, %257 : i64
          %c9_i64_431 = arith.constant 9 : i64
          %259 = arith.addi %45, %c9_i64_431 : i64
          %260 = memref.load %alloca_140[] : memref<f32>
          %c96_i64_432 = arith.constant 96 : i64
          %261 = arith.muli %259, %c96_i64_432 : i64
          %262 = arith.addi %258, %261 : i64
          %263 = llvm.getelementptr %25[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %263 : f32, !llvm.ptr<1>
          %thread_id_x_433 = gpu.thread_id  x
          %264 = arith.index_cast %thread_id_x_433 : index to i64
          %c16_i64_434 = arith.constant 16 : i64
          %265 = arith.remsi %264, %c16_i64_434 : i64
          %c16_i64_435 = arith.constant 16 : i64
          %266 = arith.addi %265, %c16_i64_435 : i64
          %267 = arith.addi %40, %266 : i64
          %c10_i64_436 = arith.constant 10 : i64
          %268 = arith.addi %45, %c10_i64_436 : i64
          %269 = memref.load %alloca_141[] : memref<f32>
          %c96_i64_437 = arith.constant 96 : i64
          %270 = arith.muli %268, %c96_i64_437 : i64
          %271 = arith.addi %267, %270 : i64
          %272 = llvm.getelementptr %25[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %269, %272 : f32, !llvm.ptr<1>
          %thread_id_x_438 = gpu.thread_id  x
          %273 = arith.index_cast %thread_id_x_438 : index to i64
          %c16_i64_439 = arith.constant 16 : i64
          %274 = arith.remsi %273, %c16_i64_439 : i64
          %c16_i64_440 = arith.constant 16 : i64
          %275 = arith.addi %274, %c16_i64_440 : i64
          %276 = arith.addi %40, %275 : i64
          %c11_i64_441 = arith.constant 11 : i64
          %277 = arith.addi %45, %c11_i64_441 : i64
          %278 = memref.load %alloca_142[] : memref<f32>
          %c96_i64_442 = arith.constant 96 : i64
          %279 = arith.muli %277, %c96_i64_442 : i64
          %280 = arith.addi %276, %279 : i64
          %281 = llvm.getelementptr %25[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %278, %281 : f32, !llvm.ptr<1>
          %thread_id_x_443 = gpu.thread_id  x
          %282 = arith.index_cast %thread_id_x_443 : index to i64
          %c16_i64_444 = arith.constant 16 : i64
          %283 = arith.remsi %282, %c16_i64_444 : i64
          %c16_i64_445 = arith.constant 16 : i64
          %284 = arith.addi %283, %c16_i64_445 : i64
          %285 = arith.addi %40, %284 : i64
          %c12_i64_446 = arith.constant 12 : i64
          %286 = arith.addi %45, %c12_i64_446 : i64
          %287 = memref.load %alloca_143[] : memref<f32>
          %c96_i64_447 = arith.constant 96 : i64
          %288 = arith.muli %286, %c96_i64_447 : i64
          %289 = arith.addi %285, %288 : i64
          %290 = llvm.getelementptr %25[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %287, %290 : f32, !llvm.ptr<1>
          %thread_id_x_448 = gpu.thread_id  x
          %291 = arith.index_cast %thread_id_x_448 : index to i64
          %c16_i64_449 = arith.constant 16 : i64
          %292 = arith.remsi %291, %c16_i64_449 : i64
          %c16_i64_450 = arith.constant 16 : i64
          %293 = arith.addi %292, %c16_i64_450 : i64
          %294 = arith.addi %40, %293 : i64
          %c13_i64_451 = arith.constant 13 : i64
          %295 = arith.addi %45, %c13_i64_451 : i64
          %296 = memref.load %alloca_144[] : memref<f32>
          %c96_i64_452 = arith.constant 96 : i64
          %297 = arith.muli %295, %c96_i64_452 : i64
          %298 = arith.addi %294, %297 : i64
          %299 = llvm.getelementptr %25[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %296, %299 : f32, !llvm.ptr<1>
          %thread_id_x_453 = gpu.thread_id  x
          %300 = arith.index_cast %thread_id_x_453 : index to i64
          %c16_i64_454 = arith.constant 16 : i64
          %301 = arith.remsi %300, %c16_i64_454 : i64
          %c16_i64_455 = arith.constant 16 : i64
          %302 = arith.addi %301, %c16_i64_455 : i64
          %303 = arith.addi %40, %302 : i64
          %c14_i64_456 = arith.constant 14 : i64
          %304 = arith.addi %45, %c14_i64_456 : i64
          %305 = memref.load %alloca_145[] : memref<f32>
          %c96_i64_457 = arith.constant 96 : i64
          %306 = arith.muli %304, %c96_i64_457 : i64
          %307 = arith.addi %303, %306 : i64
          %308 = llvm.getelementptr %25[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %305, %308 : f32, !llvm.ptr<1>
          %thread_id_x_458 = gpu.thread_id  x
          %309 = arith.index_cast %thread_id_x_458 : index to i64
          %c16_i64_459 = arith.constant 16 : i64
          %310 = arith.remsi %309, %c16_i64_459 : i64
          %c16_i64_460 = arith.constant 16 : i64
          %311 = arith.addi %310, %c16_i64_460 : i64
          %312 = arith.addi %40, %311 : i64
          %c15_i64_461 = arith.constant 15 : i64
          %313 = arith.addi %45, %c15_i64_461 : i64
          %314 = memref.load %alloca_146[] : memref<f32>
          %c96_i64_462 = arith.constant 96 : i64
          %315 = arith.muli %313, %c96_i64_462 : i64
          %316 = arith.addi %312, %315 : i64
          %317 = llvm.getelementptr %25[%316] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %314, %317 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
