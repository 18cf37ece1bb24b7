module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_types(%arg0: f32, %arg1: f32, %arg2: memref<72x7xf16, strided<[1, 72]>, 1>, %arg3: memref<7x9xf16, strided<[1, 7]>, 1>, %arg4: memref<72x9xf32, strided<[1, 72]>, 1>, %arg5: memref<43x5xbf16, strided<[1, 43]>, 1>, %arg6: memref<12x5xbf16, strided<[1, 12]>, 1>, %arg7: memref<43x12xf32, strided<[1, 43]>, 1>, %arg8: memref<35x6xf16, strided<[1, 35]>, 1>, %arg9: memref<6x9xbf16, strided<[1, 6]>, 1>, %arg10: memref<35x9xf64, strided<[1, 35]>, 1>, %arg11: memref<20x4xf32, strided<[1, 20]>, 1>, %arg12: memref<4x10xf64, strided<[1, 4]>, 1>, %arg13: memref<20x10xf64, strided<[1, 20]>, 1>, %arg14: memref<33x?xf16, strided<[1, 33]>, 1>, %arg15: memref<?x8xf16, strided<[1, ?]>, 1>, %arg16: memref<33x8xf32, strided<[1, 33]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<72x7xf16, strided<[1, 72]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<72x7xf16, strided<[1, 72]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg3 : memref<7x9xf16, strided<[1, 7]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<7x9xf16, strided<[1, 7]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<72x9xf32, strided<[1, 72]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<72x9xf32, strided<[1, 72]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<43x5xbf16, strided<[1, 43]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<43x5xbf16, strided<[1, 43]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg6 : memref<12x5xbf16, strided<[1, 12]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<12x5xbf16, strided<[1, 12]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<43x12xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<43x12xf32, strided<[1, 43]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<35x6xf16, strided<[1, 35]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<35x6xf16, strided<[1, 35]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<6x9xbf16, strided<[1, 6]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<6x9xbf16, strided<[1, 6]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg10 : memref<35x9xf64, strided<[1, 35]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<35x9xf64, strided<[1, 35]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg11 : memref<20x4xf32, strided<[1, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg11 : memref<20x4xf32, strided<[1, 20]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg12 : memref<4x10xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg12 : memref<4x10xf64, strided<[1, 4]>, 1> -> index
      %20 = arith.index_cast %intptr_49 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg13 : memref<20x10xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg13 : memref<20x10xf64, strided<[1, 20]>, 1> -> index
      %22 = arith.index_cast %intptr_54 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg14 : memref<33x?xf16, strided<[1, 33]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg14 : memref<33x?xf16, strided<[1, 33]>, 1> -> index
      %24 = arith.index_cast %intptr_59 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_57#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg15 : memref<?x8xf16, strided<[1, ?]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg15 : memref<?x8xf16, strided<[1, ?]>, 1> -> index
      %27 = arith.index_cast %intptr_64 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_62#0 : index to i64
      %30 = arith.index_cast %strides_63#1 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %arg16 : memref<33x8xf32, strided<[1, 33]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg16 : memref<33x8xf32, strided<[1, 33]>, 1> -> index
      %31 = arith.index_cast %intptr_69 : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f16>
      %alloca_78 = memref.alloca() : memref<f16>
      %alloca_79 = memref.alloca() : memref<f16>
      %alloca_80 = memref.alloca() : memref<f16>
      %alloca_81 = memref.alloca() : memref<f16>
      %alloca_82 = memref.alloca() : memref<f16>
      %alloca_83 = memref.alloca() : memref<f16>
      %alloca_84 = memref.alloca() : memref<f16>
      %alloca_85 = memref.alloca() : memref<f16>
      %alloca_86 = memref.alloca() : memref<f16>
      %alloca_87 = memref.alloca() : memref<f16>
      %alloca_88 = memref.alloca() : memref<f16>
      %alloca_89 = memref.alloca() : memref<f16>
      %alloca_90 = memref.alloca() : memref<f16>
      %alloca_91 = memref.alloca() : memref<f16>
      %alloca_92 = memref.alloca() : memref<f16>
      %alloca_93 = memref.alloca() : memref<f16>
      %alloca_94 = memref.alloca() : memref<f16>
      %alloca_95 = memref.alloca() : memref<f16>
      %alloca_96 = memref.alloca() : memref<f16>
      %alloca_97 = memref.alloca() : memref<f32>
      %alloca_98 = memref.alloca() : memref<f32>
      %alloca_99 = memref.alloca() : memref<f32>
      %alloca_100 = memref.alloca() : memref<f32>
      %alloca_101 = memref.alloca() : memref<bf16>
      %alloca_102 = memref.alloca() : memref<bf16>
      %alloca_103 = memref.alloca() : memref<bf16>
      %alloca_104 = memref.alloca() : memref<bf16>
      %alloca_105 = memref.alloca() : memref<bf16>
      %alloca_106 = memref.alloca() : memref<bf16>
      %alloca_107 = memref.alloca() : memref<bf16>
      %alloca_108 = memref.alloca() : memref<bf16>
      %alloca_109 = memref.alloca() : memref<bf16>
      %alloca_110 = memref.alloca() : memref<bf16>
      %alloca_111 = memref.alloca() : memref<bf16>
      %alloca_112 = memref.alloca() : memref<bf16>
      %alloca_113 = memref.alloca() : memref<f64>
      %alloca_114 = memref.alloca() : memref<f64>
      %alloca_115 = memref.alloca() : memref<f64>
      %alloca_116 = memref.alloca() : memref<f64>
      %alloca_117 = memref.alloca() : memref<f64>
      %alloca_118 = memref.alloca() : memref<f64>
      %alloca_119 = memref.alloca() : memref<f64>
      %alloca_120 = memref.alloca() : memref<f32>
      %alloca_121 = memref.alloca() : memref<f32>
      %alloca_122 = memref.alloca() : memref<f32>
      %alloca_123 = memref.alloca() : memref<f32>
      %alloca_124 = memref.alloca() : memref<f16>
      %alloca_125 = memref.alloca() : memref<f16>
      %alloca_126 = memref.alloca() : memref<f16>
      %alloca_127 = memref.alloca() : memref<f16>
      %alloca_128 = memref.alloca() : memref<f16>
      %alloca_129 = memref.alloca() : memref<f16>
      %alloca_130 = memref.alloca() : memref<f16>
      %alloca_131 = memref.alloca() : memref<f16>
      %alloca_132 = memref.alloca() : memref<f16>
      %alloca_133 = memref.alloca() : memref<f16>
      %alloca_134 = memref.alloca() : memref<f16>
      %alloca_135 = memref.alloca() : memref<f16>
      %thread_id_x = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y : index to i64
      %35 = arith.muli %c64_i64, %34 : i64
      %36 = arith.addi %33, %35 : i64
      %c32_i64 = arith.constant 32 : i64
      %37 = arith.divsi %36, %c32_i64 : i64
      %c32_i64_136 = arith.constant 32 : i64
      %38 = arith.remsi %36, %c32_i64_136 : i64
      %c4_i64 = arith.constant 4 : i64
      %39 = arith.divsi %38, %c4_i64 : i64
      %c4_i64_137 = arith.constant 4 : i64
      %40 = arith.remsi %38, %c4_i64_137 : i64
      %c6_i64 = arith.constant 6 : i64
      %c6_i64_138 = arith.constant 6 : i64
      scf.for %arg17 = %37 to %c6_i64 step %c6_i64_138  : i64 {
        %c3_i64_183 = arith.constant 3 : i64
        %81 = arith.remsi %arg17, %c3_i64_183 : i64
        %c3_i64_184 = arith.constant 3 : i64
        %82 = arith.divsi %arg17, %c3_i64_184 : i64
        %c32_i64_185 = arith.constant 32 : i64
        %83 = arith.muli %81, %c32_i64_185 : i64
        %c8_i64 = arith.constant 8 : i64
        %84 = arith.muli %82, %c8_i64 : i64
        %cst_186 = arith.constant 0.000000e+00 : f32
        memref.store %cst_186, %alloca[] : memref<f32>
        %cst_187 = arith.constant 0.000000e+00 : f32
        memref.store %cst_187, %alloca_70[] : memref<f32>
        %cst_188 = arith.constant 0.000000e+00 : f32
        memref.store %cst_188, %alloca_71[] : memref<f32>
        %cst_189 = arith.constant 0.000000e+00 : f32
        memref.store %cst_189, %alloca_72[] : memref<f32>
        %cst_190 = arith.constant 0.000000e+00 : f32
        memref.store %cst_190, %alloca_73[] : memref<f32>
        %cst_191 = arith.constant 0.000000e+00 : f32
        memref.store %cst_191, %alloca_74[] : memref<f32>
        %cst_192 = arith.constant 0.000000e+00 : f32
        memref.store %cst_192, %alloca_75[] : memref<f32>
        %cst_193 = arith.constant 0.000000e+00 : f32
        memref.store %cst_193, %alloca_76[] : memref<f32>
        %85 = arith.addi %83, %39 : i64
        %c71_i64 = arith.constant 71 : i64
        %86 = arith.minsi %85, %c71_i64 : i64
        %87 = arith.addi %83, %39 : i64
        %c71_i64_194 = arith.constant 71 : i64
        %88 = arith.minsi %87, %c71_i64_194 : i64
        %c8_i64_195 = arith.constant 8 : i64
        %89 = arith.addi %39, %c8_i64_195 : i64
        %90 = arith.addi %83, %89 : i64
        %c71_i64_196 = arith.constant 71 : i64
        %91 = arith.minsi %90, %c71_i64_196 : i64
        %c8_i64_197 = arith.constant 8 : i64
        %92 = arith.addi %39, %c8_i64_197 : i64
        %93 = arith.addi %83, %92 : i64
        %c71_i64_198 = arith.constant 71 : i64
        %94 = arith.minsi %93, %c71_i64_198 : i64
        %95 = arith.addi %83, %39 : i64
        %c71_i64_199 = arith.constant 71 : i64
        %96 = arith.minsi %95, %c71_i64_199 : i64
        %97 = arith.addi %83, %39 : i64
        %c71_i64_200 = arith.constant 71 : i64
        %98 = arith.minsi %97, %c71_i64_200 : i64
        %c8_i64_201 = arith.constant 8 : i64
        %99 = arith.addi %39, %c8_i64_201 : i64
        %100 = arith.addi %83, %99 : i64
        %c71_i64_202 = arith.constant 71 : i64
        %101 = arith.minsi %100, %c71_i64_202 : i64
        %c8_i64_203 = arith.constant 8 : i64
        %102 = arith.addi %39, %c8_i64_203 : i64
        %103 = arith.addi %83, %102 : i64
        %c71_i64_204 = arith.constant 71 : i64
        %104 = arith.minsi %103, %c71_i64_204 : i64
        %c16_i64_205 = arith.constant 16 : i64
        %105 = arith.addi %83, %c16_i64_205 : i64
        %106 = arith.addi %105, %39 : i64
        %c71_i64_206 = arith.constant 71 : i64
        %107 = arith.minsi %106, %c71_i64_206 : i64
        %c16_i64_207 = arith.constant 16 : i64
        %108 = arith.addi %83, %c16_i64_207 : i64
        %109 = arith.addi %108, %39 : i64
        %c71_i64_208 = arith.constant 71 : i64
        %110 = arith.minsi %109, %c71_i64_208 : i64
        %c16_i64_209 = arith.constant 16 : i64
        %111 = arith.addi %83, %c16_i64_209 : i64
        %c8_i64_210 = arith.constant 8 : i64
        %112 = arith.addi %39, %c8_i64_210 : i64
        %113 = arith.addi %111, %112 : i64
        %c71_i64_211 = arith.constant 71 : i64
        %114 = arith.minsi %113, %c71_i64_211 : i64
        %c16_i64_212 = arith.constant 16 : i64
        %115 = arith.addi %83, %c16_i64_212 : i64
        %c8_i64_213 = arith.constant 8 : i64
        %116 = arith.addi %39, %c8_i64_213 : i64
        %117 = arith.addi %115, %116 : i64
        %c71_i64_214 = arith.constant 71 : i64
        %118 = arith.minsi %117, %c71_i64_214 : i64
        %c16_i64_215 = arith.constant 16 : i64
        %119 = arith.addi %83, %c16_i64_215 : i64
        %120 = arith.addi %119, %39 : i64
        %c71_i64_216 = arith.constant 71 : i64
        %121 = arith.minsi %120, %c71_i64_216 : i64
        %c16_i64_217 = arith.constant 16 : i64
        %122 = arith.addi %83, %c16_i64_217 : i64
        %123 = arith.addi %122, %39 : i64
        %c71_i64_218 = arith.constant 71 : i64
        %124 = arith.minsi %123, %c71_i64_218 : i64
        %c16_i64_219 = arith.constant 16 : i64
        %125 = arith.addi %83, %c16_i64_219 : i64
        %c8_i64_220 = arith.constant 8 : i64
        %126 = arith.addi %39, %c8_i64_220 : i64
        %127 = arith.addi %125, %126 : i64
        %c71_i64_221 = arith.constant 71 : i64
        %128 = arith.minsi %127, %c71_i64_221 : i64
        %c16_i64_222 = arith.constant 16 : i64
        %129 = arith.addi %83, %c16_i64_222 : i64
        %c8_i64_223 = arith.constant 8 : i64
        %130 = arith.addi %39, %c8_i64_223 : i64
        %131 = arith.addi %129, %130 : i64
        %c71_i64_224 = arith.constant 71 : i64
        %132 = arith.minsi %131, %c71_i64_224 : i64
        %133 = arith.addi %84, %39 : i64
        %c8_i64_225 = arith.constant 8 : i64
        %134 = arith.minsi %133, %c8_i64_225 : i64
        %135 = arith.addi %84, %39 : i64
        %c8_i64_226 = arith.constant 8 : i64
        %136 = arith.minsi %135, %c8_i64_226 : i64
        %137 = arith.addi %84, %39 : i64
        %c8_i64_227 = arith.constant 8 : i64
        %138 = arith.minsi %137, %c8_i64_227 : i64
        %139 = arith.addi %84, %39 : i64
        %c8_i64_228 = arith.constant 8 : i64
        %140 = arith.minsi %139, %c8_i64_228 : i64
        %c0_i64_229 = arith.constant 0 : i64
        %c0_i64_230 = arith.constant 0 : i64
        %c16_i64_231 = arith.constant 16 : i64
        scf.for %arg18 = %c0_i64_229 to %c0_i64_230 step %c16_i64_231  : i64 {
          %c2_i64_368 = arith.constant 2 : i64
          %420 = arith.muli %40, %c2_i64_368 : i64
          %421 = arith.addi %arg18, %420 : i64
          %c2_i64_369 = arith.constant 2 : i64
          %422 = arith.muli %40, %c2_i64_369 : i64
          %c1_i64_370 = arith.constant 1 : i64
          %423 = arith.addi %422, %c1_i64_370 : i64
          %424 = arith.addi %arg18, %423 : i64
          %c2_i64_371 = arith.constant 2 : i64
          %425 = arith.muli %40, %c2_i64_371 : i64
          %426 = arith.addi %arg18, %425 : i64
          %c2_i64_372 = arith.constant 2 : i64
          %427 = arith.muli %40, %c2_i64_372 : i64
          %c1_i64_373 = arith.constant 1 : i64
          %428 = arith.addi %427, %c1_i64_373 : i64
          %429 = arith.addi %arg18, %428 : i64
          %c2_i64_374 = arith.constant 2 : i64
          %430 = arith.muli %40, %c2_i64_374 : i64
          %c8_i64_375 = arith.constant 8 : i64
          %431 = arith.addi %430, %c8_i64_375 : i64
          %432 = arith.addi %arg18, %431 : i64
          %c2_i64_376 = arith.constant 2 : i64
          %433 = arith.muli %40, %c2_i64_376 : i64
          %c9_i64_377 = arith.constant 9 : i64
          %434 = arith.addi %433, %c9_i64_377 : i64
          %435 = arith.addi %arg18, %434 : i64
          %c2_i64_378 = arith.constant 2 : i64
          %436 = arith.muli %40, %c2_i64_378 : i64
          %c8_i64_379 = arith.constant 8 : i64
          %437 = arith.addi %436, %c8_i64_379 : i64
          %438 = arith.addi %arg18, %437 : i64
          %c2_i64_380 = arith.constant 2 : i64
          %439 = arith.muli %40, %c2_i64_380 : i64
          %c9_i64_381 = arith.constant 9 : i64
          %440 = arith.addi %439, %c9_i64_381 : i64
          %441 = arith.addi %arg18, %440 : i64
          %c2_i64_382 = arith.constant 2 : i64
          %442 = arith.muli %40, %c2_i64_382 : i64
          %443 = arith.addi %arg18, %442 : i64
          %c2_i64_383 = arith.constant 2 : i64
          %444 = arith.muli %40, %c2_i64_383 : i64
          %c1_i64_384 = arith.constant 1 : i64
          %445 = arith.addi %444, %c1_i64_384 : i64
          %446 = arith.addi %arg18, %445 : i64
          %c2_i64_385 = arith.constant 2 : i64
          %447 = arith.muli %40, %c2_i64_385 : i64
          %c8_i64_386 = arith.constant 8 : i64
          %448 = arith.addi %447, %c8_i64_386 : i64
          %449 = arith.addi %arg18, %448 : i64
          %c2_i64_387 = arith.constant 2 : i64
          %450 = arith.muli %40, %c2_i64_387 : i64
          %c9_i64_388 = arith.constant 9 : i64
          %451 = arith.addi %450, %c9_i64_388 : i64
          %452 = arith.addi %arg18, %451 : i64
          %c72_i64_389 = arith.constant 72 : i64
          %453 = arith.muli %421, %c72_i64_389 : i64
          %454 = arith.addi %86, %453 : i64
          %455 = llvm.getelementptr %1[%454] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %456 = llvm.load %455 : !llvm.ptr<1> -> f16
          %c72_i64_390 = arith.constant 72 : i64
          %457 = arith.muli %424, %c72_i64_390 : i64
          %458 = arith.addi %88, %457 : i64
          %459 = llvm.getelementptr %1[%458] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %460 = llvm.load %459 : !llvm.ptr<1> -> f16
          %c72_i64_391 = arith.constant 72 : i64
          %461 = arith.muli %426, %c72_i64_391 : i64
          %462 = arith.addi %91, %461 : i64
          %463 = llvm.getelementptr %1[%462] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %464 = llvm.load %463 : !llvm.ptr<1> -> f16
          %c72_i64_392 = arith.constant 72 : i64
          %465 = arith.muli %429, %c72_i64_392 : i64
          %466 = arith.addi %94, %465 : i64
          %467 = llvm.getelementptr %1[%466] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %468 = llvm.load %467 : !llvm.ptr<1> -> f16
          %c72_i64_393 = arith.constant 72 : i64
          %469 = arith.muli %432, %c72_i64_393 : i64
          %470 = arith.addi %96, %469 : i64
          %471 = llvm.getelementptr %1[%470] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %472 = llvm.load %471 : !llvm.ptr<1> -> f16
          %c72_i64_394 = arith.constant 72 : i64
          %473 = arith.muli %435, %c72_i64_394 : i64
          %474 = arith.addi %98, %473 : i64
          %475 = llvm.getelementptr %1[%474] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %476 = llvm.load %475 : !llvm.ptr<1> -> f16
          %c72_i64_395 = arith.constant 72 : i64
          %477 = arith.muli %438, %c72_i64_395 : i64
          %478 = arith.addi %101, %477 : i64
          %479 = llvm.getelementptr %1[%478] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %480 = llvm.load %479 : !llvm.ptr<1> -> f16
          %c72_i64_396 = arith.constant 72 : i64
          %481 = arith.muli %441, %c72_i64_396 : i64
          %482 = arith.addi %104, %481 : i64
          %483 = llvm.getelementptr %1[%482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %484 = llvm.load %483 : !llvm.ptr<1> -> f16
          %c72_i64_397 = arith.constant 72 : i64
          %485 = arith.muli %421, %c72_i64_397 : i64
          %486 = arith.addi %107, %485 : i64
          %487 = llvm.getelementptr %1[%486] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %488 = llvm.load %487 : !llvm.ptr<1> -> f16
          %c72_i64_398 = arith.constant 72 : i64
          %489 = arith.muli %424, %c72_i64_398 : i64
          %490 = arith.addi %110, %489 : i64
          %491 = llvm.getelementptr %1[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %492 = llvm.load %491 : !llvm.ptr<1> -> f16
          %c72_i64_399 = arith.constant 72 : i64
          %493 = arith.muli %426, %c72_i64_399 : i64
          %494 = arith.addi %114, %493 : i64
          %495 = llvm.getelementptr %1[%494] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %496 = llvm.load %495 : !llvm.ptr<1> -> f16
          %c72_i64_400 = arith.constant 72 : i64
          %497 = arith.muli %429, %c72_i64_400 : i64
          %498 = arith.addi %118, %497 : i64
          %499 = llvm.getelementptr %1[%498] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %500 = llvm.load %499 : !llvm.ptr<1> -> f16
          %c72_i64_401 = arith.constant 72 : i64
          %501 = arith.muli %432, %c72_i64_401 : i64
          %502 = arith.addi %121, %501 : i64
          %503 = llvm.getelementptr %1[%502] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %504 = llvm.load %503 : !llvm.ptr<1> -> f16
          %c72_i64_402 = arith.constant 72 : i64
          %505 = arith.muli %435, %c72_i64_402 : i64
          %506 = arith.addi %124, %505 : i64
          %507 = llvm.getelementptr %1[%506] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %508 = llvm.load %507 : !llvm.ptr<1> -> f16
          %c72_i64_403 = arith.constant 72 : i64
          %509 = arith.muli %438, %c72_i64_403 : i64
          %510 = arith.addi %128, %509 : i64
          %511 = llvm.getelementptr %1[%510] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %512 = llvm.load %511 : !llvm.ptr<1> -> f16
          %c72_i64_404 = arith.constant 72 : i64
          %513 = arith.muli %441, %c72_i64_404 : i64
          %514 = arith.addi %132, %513 : i64
          %515 = llvm.getelementptr %1[%514] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %516 = llvm.load %515 : !llvm.ptr<1> -> f16
          %c7_i64_405 = arith.constant 7 : i64
          %517 = arith.muli %134, %c7_i64_405 : i64
          %518 = arith.addi %443, %517 : i64
          %519 = llvm.getelementptr %3[%518] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %520 = llvm.load %519 : !llvm.ptr<1> -> f16
          %c7_i64_406 = arith.constant 7 : i64
          %521 = arith.muli %136, %c7_i64_406 : i64
          %522 = arith.addi %446, %521 : i64
          %523 = llvm.getelementptr %3[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %524 = llvm.load %523 : !llvm.ptr<1> -> f16
          %c7_i64_407 = arith.constant 7 : i64
          %525 = arith.muli %138, %c7_i64_407 : i64
          %526 = arith.addi %449, %525 : i64
          %527 = llvm.getelementptr %3[%526] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %528 = llvm.load %527 : !llvm.ptr<1> -> f16
          %c7_i64_408 = arith.constant 7 : i64
          %529 = arith.muli %140, %c7_i64_408 : i64
          %530 = arith.addi %452, %529 : i64
          %531 = llvm.getelementptr %3[%530] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %532 = llvm.load %531 : !llvm.ptr<1> -> f16
          %533 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_409 = arith.constant 0 : i32
          %534 = llvm.insertelement %456, %533[%c0_i32_409 : i32] : vector<2xf16>
          %c1_i32_410 = arith.constant 1 : i32
          %535 = llvm.insertelement %460, %534[%c1_i32_410 : i32] : vector<2xf16>
          %536 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_411 = arith.constant 0 : i32
          %537 = llvm.insertelement %464, %536[%c0_i32_411 : i32] : vector<2xf16>
          %c1_i32_412 = arith.constant 1 : i32
          %538 = llvm.insertelement %468, %537[%c1_i32_412 : i32] : vector<2xf16>
          %539 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_413 = arith.constant 0 : i32
          %540 = llvm.insertelement %472, %539[%c0_i32_413 : i32] : vector<2xf16>
          %c1_i32_414 = arith.constant 1 : i32
          %541 = llvm.insertelement %476, %540[%c1_i32_414 : i32] : vector<2xf16>
          %542 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_415 = arith.constant 0 : i32
          %543 = llvm.insertelement %480, %542[%c0_i32_415 : i32] : vector<2xf16>
          %c1_i32_416 = arith.constant 1 : i32
          %544 = llvm.insertelement %484, %543[%c1_i32_416 : i32] : vector<2xf16>
          %545 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_417 = arith.constant 0 : i32
          %546 = llvm.insertelement %520, %545[%c0_i32_417 : i32] : vector<2xf16>
          %c1_i32_418 = arith.constant 1 : i32
          %547 = llvm.insertelement %524, %546[%c1_i32_418 : i32] : vector<2xf16>
          %548 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_419 = arith.constant 0 : i32
          %549 = llvm.insertelement %528, %548[%c0_i32_419 : i32] : vector<2xf16>
          %c1_i32_420 = arith.constant 1 : i32
          %550 = llvm.insertelement %532, %549[%c1_i32_420 : i32] : vector<2xf16>
          %551 = memref.load %alloca[] : memref<f32>
          %552 = memref.load %alloca_70[] : memref<f32>
          %553 = memref.load %alloca_71[] : memref<f32>
          %554 = memref.load %alloca_72[] : memref<f32>
          %555 = nvvm.mma.sync A[%535, %538, %541, %544]  B[%547, %550]  C[%551, %552, %553, %554]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %556 = llvm.extractvalue %555[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %556, %alloca[] : memref<f32>
          %557 = llvm.extractvalue %555[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %557, %alloca_70[] : memref<f32>
          %558 = llvm.extractvalue %555[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %558, %alloca_71[] : memref<f32>
          %559 = llvm.extractvalue %555[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %559, %alloca_72[] : memref<f32>
          %560 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_421 = arith.constant 0 : i32
          %561 = llvm.insertelement %488, %560[%c0_i32_421 : i32] : vector<2xf16>
          %c1_i32_422 = arith.constant 1 : i32
          %562 = llvm.insertelement %492, %561[%c1_i32_422 : i32] : vector<2xf16>
          %563 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_423 = arith.constant 0 : i32
          %564 = llvm.insertelement %496, %563[%c0_i32_423 : i32] : vector<2xf16>
          %c1_i32_424 = arith.constant 1 : i32
          %565 = llvm.insertelement %500, %564[%c1_i32_424 : i32] : vector<2xf16>
          %566 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_425 = arith.constant 0 : i32
          %567 = llvm.insertelement %504, %566[%c0_i32_425 : i32] : vector<2xf16>
          %c1_i32_426 = arith.constant 1 : i32
          %568 = llvm.insertelement %508, %567[%c1_i32_426 : i32] : vector<2xf16>
          %569 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_427 = arith.constant 0 : i32
          %570 = llvm.insertelement %512, %569[%c0_i32_427 : i32] : vector<2xf16>
          %c1_i32_428 = arith.constant 1 : i32
          %571 = llvm.insertelement %516, %570[%c1_i32_428 : i32] : vector<2xf16>
          %572 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_429 = arith.constant 0 : i32
          %573 = llvm.insertelement %520, %572[%c0_i32_429 : i32] : vector<2xf16>
          %c1_i32_430 = arith.constant 1 : i32
          %574 = llvm.insertelement %524, %573[%c1_i32_430 : i32] : vector<2xf16>
          %575 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_431 = arith.constant 0 : i32
          %576 = llvm.insertelement %528, %575[%c0_i32_431 : i32] : vector<2xf16>
          %c1_i32_432 = arith.constant 1 : i32
          %577 = llvm.insertelement %532, %576[%c1_i32_432 : i32] : vector<2xf16>
          %578 = memref.load %alloca_73[] : memref<f32>
          %579 = memref.load %alloca_74[] : memref<f32>
          %580 = memref.load %alloca_75[] : memref<f32>
          %581 = memref.load %alloca_76[] : memref<f32>
          %582 = nvvm.mma.sync A[%562, %565, %568, %571]  B[%574, %577]  C[%578, %579, %580, %581]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %583 = llvm.extractvalue %582[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %583, %alloca_73[] : memref<f32>
          %584 = llvm.extractvalue %582[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %584, %alloca_74[] : memref<f32>
          %585 = llvm.extractvalue %582[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %585, %alloca_75[] : memref<f32>
          %586 = llvm.extractvalue %582[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %586, %alloca_76[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %141 = arith.muli %40, %c2_i64 : i64
        %c2_i64_232 = arith.constant 2 : i64
        %142 = arith.muli %40, %c2_i64_232 : i64
        %c1_i64_233 = arith.constant 1 : i64
        %143 = arith.addi %142, %c1_i64_233 : i64
        %c2_i64_234 = arith.constant 2 : i64
        %144 = arith.muli %40, %c2_i64_234 : i64
        %c2_i64_235 = arith.constant 2 : i64
        %145 = arith.muli %40, %c2_i64_235 : i64
        %c1_i64_236 = arith.constant 1 : i64
        %146 = arith.addi %145, %c1_i64_236 : i64
        %c2_i64_237 = arith.constant 2 : i64
        %147 = arith.muli %40, %c2_i64_237 : i64
        %c8_i64_238 = arith.constant 8 : i64
        %148 = arith.addi %147, %c8_i64_238 : i64
        %c2_i64_239 = arith.constant 2 : i64
        %149 = arith.muli %40, %c2_i64_239 : i64
        %c9_i64_240 = arith.constant 9 : i64
        %150 = arith.addi %149, %c9_i64_240 : i64
        %c2_i64_241 = arith.constant 2 : i64
        %151 = arith.muli %40, %c2_i64_241 : i64
        %c8_i64_242 = arith.constant 8 : i64
        %152 = arith.addi %151, %c8_i64_242 : i64
        %c2_i64_243 = arith.constant 2 : i64
        %153 = arith.muli %40, %c2_i64_243 : i64
        %c9_i64_244 = arith.constant 9 : i64
        %154 = arith.addi %153, %c9_i64_244 : i64
        %c2_i64_245 = arith.constant 2 : i64
        %155 = arith.muli %40, %c2_i64_245 : i64
        %c2_i64_246 = arith.constant 2 : i64
        %156 = arith.muli %40, %c2_i64_246 : i64
        %c1_i64_247 = arith.constant 1 : i64
        %157 = arith.addi %156, %c1_i64_247 : i64
        %c2_i64_248 = arith.constant 2 : i64
        %158 = arith.muli %40, %c2_i64_248 : i64
        %c8_i64_249 = arith.constant 8 : i64
        %159 = arith.addi %158, %c8_i64_249 : i64
        %c2_i64_250 = arith.constant 2 : i64
        %160 = arith.muli %40, %c2_i64_250 : i64
        %c9_i64_251 = arith.constant 9 : i64
        %161 = arith.addi %160, %c9_i64_251 : i64
        %c6_i64_252 = arith.constant 6 : i64
        %162 = arith.minsi %141, %c6_i64_252 : i64
        %c72_i64 = arith.constant 72 : i64
        %163 = arith.muli %162, %c72_i64 : i64
        %164 = arith.addi %86, %163 : i64
        %165 = llvm.getelementptr %1[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %166 = llvm.load %165 : !llvm.ptr<1> -> f16
        memref.store %166, %alloca_77[] : memref<f16>
        %c7_i64 = arith.constant 7 : i64
        %167 = arith.cmpi sge, %141, %c7_i64 : i64
        scf.if %167 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_77[] : memref<f16>
        }
        %c6_i64_253 = arith.constant 6 : i64
        %168 = arith.minsi %143, %c6_i64_253 : i64
        %c72_i64_254 = arith.constant 72 : i64
        %169 = arith.muli %168, %c72_i64_254 : i64
        %170 = arith.addi %88, %169 : i64
        %171 = llvm.getelementptr %1[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %172 = llvm.load %171 : !llvm.ptr<1> -> f16
        memref.store %172, %alloca_78[] : memref<f16>
        %c7_i64_255 = arith.constant 7 : i64
        %173 = arith.cmpi sge, %143, %c7_i64_255 : i64
        scf.if %173 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_78[] : memref<f16>
        }
        %c6_i64_256 = arith.constant 6 : i64
        %174 = arith.minsi %144, %c6_i64_256 : i64
        %c72_i64_257 = arith.constant 72 : i64
        %175 = arith.muli %174, %c72_i64_257 : i64
        %176 = arith.addi %91, %175 : i64
        %177 = llvm.getelementptr %1[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %178 = llvm.load %177 : !llvm.ptr<1> -> f16
        memref.store %178, %alloca_79[] : memref<f16>
        %c7_i64_258 = arith.constant 7 : i64
        %179 = arith.cmpi sge, %144, %c7_i64_258 : i64
        scf.if %179 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_79[] : memref<f16>
        }
        %c6_i64_259 = arith.constant 6 : i64
        %180 = arith.minsi %146, %c6_i64_259 : i64
        %c72_i64_260 = arith.constant 72 : i64
        %181 = arith.muli %180, %c72_i64_260 : i64
        %182 = arith.addi %94, %181 : i64
        %183 = llvm.getelementptr %1[%182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %184 = llvm.load %183 : !llvm.ptr<1> -> f16
        memref.store %184, %alloca_80[] : memref<f16>
        %c7_i64_261 = arith.constant 7 : i64
        %185 = arith.cmpi sge, %146, %c7_i64_261 : i64
        scf.if %185 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_80[] : memref<f16>
        }
        %c6_i64_262 = arith.constant 6 : i64
        %186 = arith.minsi %148, %c6_i64_262 : i64
        %c72_i64_263 = arith.constant 72 : i64
        %187 = arith.muli %186, %c72_i64_263 : i64
        %188 = arith.addi %96, %187 : i64
        %189 = llvm.getelementptr %1[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %190 = llvm.load %189 : !llvm.ptr<1> -> f16
        memref.store %190, %alloca_81[] : memref<f16>
        %c7_i64_264 = arith.constant 7 : i64
        %191 = arith.cmpi sge, %148, %c7_i64_264 : i64
        scf.if %191 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_81[] : memref<f16>
        }
        %c6_i64_265 = arith.constant 6 : i64
        %192 = arith.minsi %150, %c6_i64_265 : i64
        %c72_i64_266 = arith.constant 72 : i64
        %193 = arith.muli %192, %c72_i64_266 : i64
        %194 = arith.addi %98, %193 : i64
        %195 = llvm.getelementptr %1[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %196 = llvm.load %195 : !llvm.ptr<1> -> f16
        memref.store %196, %alloca_82[] : memref<f16>
        %c7_i64_267 = arith.constant 7 : i64
        %197 = arith.cmpi sge, %150, %c7_i64_267 : i64
        scf.if %197 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_82[] : memref<f16>
        }
        %c6_i64_268 = arith.constant 6 : i64
        %198 = arith.minsi %152, %c6_i64_268 : i64
        %c72_i64_269 = arith.constant 72 : i64
        %199 = arith.muli %198, %c72_i64_269 : i64
        %200 = arith.addi %101, %199 : i64
        %201 = llvm.getelementptr %1[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %202 = llvm.load %201 : !llvm.ptr<1> -> f16
        memref.store %202, %alloca_83[] : memref<f16>
        %c7_i64_270 = arith.constant 7 : i64
        %203 = arith.cmpi sge, %152, %c7_i64_270 : i64
        scf.if %203 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_83[] : memref<f16>
        }
        %c6_i64_271 = arith.constant 6 : i64
        %204 = arith.minsi %154, %c6_i64_271 : i64
        %c72_i64_272 = arith.constant 72 : i64
        %205 = arith.muli %204, %c72_i64_272 : i64
        %206 = arith.addi %104, %205 : i64
        %207 = llvm.getelementptr %1[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %208 = llvm.load %207 : !llvm.ptr<1> -> f16
        memref.store %208, %alloca_84[] : memref<f16>
        %c7_i64_273 = arith.constant 7 : i64
        %209 = arith.cmpi sge, %154, %c7_i64_273 : i64
        scf.if %209 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_84[] : memref<f16>
        }
        %c6_i64_274 = arith.constant 6 : i64
        %210 = arith.minsi %141, %c6_i64_274 : i64
        %c72_i64_275 = arith.constant 72 : i64
        %211 = arith.muli %210, %c72_i64_275 : i64
        %212 = arith.addi %107, %211 : i64
        %213 = llvm.getelementptr %1[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %214 = llvm.load %213 : !llvm.ptr<1> -> f16
        memref.store %214, %alloca_85[] : memref<f16>
        %c7_i64_276 = arith.constant 7 : i64
        %215 = arith.cmpi sge, %141, %c7_i64_276 : i64
        scf.if %215 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_85[] : memref<f16>
        }
        %c6_i64_277 = arith.constant 6 : i64
        %216 = arith.minsi %143, %c6_i64_277 : i64
        %c72_i64_278 = arith.constant 72 : i64
        %217 = arith.muli %216, %c72_i64_278 : i64
        %218 = arith.addi %110, %217 : i64
        %219 = llvm.getelementptr %1[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %220 = llvm.load %219 : !llvm.ptr<1> -> f16
        memref.store %220, %alloca_86[] : memref<f16>
        %c7_i64_279 = arith.constant 7 : i64
        %221 = arith.cmpi sge, %143, %c7_i64_279 : i64
        scf.if %221 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_86[] : memref<f16>
        }
        %c6_i64_280 = arith.constant 6 : i64
        %222 = arith.minsi %144, %c6_i64_280 : i64
        %c72_i64_281 = arith.constant 72 : i64
        %223 = arith.muli %222, %c72_i64_281 : i64
        %224 = arith.addi %114, %223 : i64
        %225 = llvm.getelementptr %1[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %226 = llvm.load %225 : !llvm.ptr<1> -> f16
        memref.store %226, %alloca_87[] : memref<f16>
        %c7_i64_282 = arith.constant 7 : i64
        %227 = arith.cmpi sge, %144, %c7_i64_282 : i64
        scf.if %227 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_87[] : memref<f16>
        }
        %c6_i64_283 = arith.constant 6 : i64
        %228 = arith.minsi %146, %c6_i64_283 : i64
        %c72_i64_284 = arith.constant 72 : i64
        %229 = arith.muli %228, %c72_i64_284 : i64
        %230 = arith.addi %118, %229 : i64
        %231 = llvm.getelementptr %1[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %232 = llvm.load %231 : !llvm.ptr<1> -> f16
        memref.store %232, %alloca_88[] : memref<f16>
        %c7_i64_285 = arith.constant 7 : i64
        %233 = arith.cmpi sge, %146, %c7_i64_285 : i64
        scf.if %233 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_88[] : memref<f16>
        }
        %c6_i64_286 = arith.constant 6 : i64
        %234 = arith.minsi %148, %c6_i64_286 : i64
        %c72_i64_287 = arith.constant 72 : i64
        %235 = arith.muli %234, %c72_i64_287 : i64
        %236 = arith.addi %121, %235 : i64
        %237 = llvm.getelementptr %1[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %238 = llvm.load %237 : !llvm.ptr<1> -> f16
        memref.store %238, %alloca_89[] : memref<f16>
        %c7_i64_288 = arith.constant 7 : i64
        %239 = arith.cmpi sge, %148, %c7_i64_288 : i64
        scf.if %239 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_89[] : memref<f16>
        }
        %c6_i64_289 = arith.constant 6 : i64
        %240 = arith.minsi %150, %c6_i64_289 : i64
        %c72_i64_290 = arith.constant 72 : i64
        %241 = arith.muli %240, %c72_i64_290 : i64
        %242 = arith.addi %124, %241 : i64
        %243 = llvm.getelementptr %1[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %244 = llvm.load %243 : !llvm.ptr<1> -> f16
        memref.store %244, %alloca_90[] : memref<f16>
        %c7_i64_291 = arith.constant 7 : i64
        %245 = arith.cmpi sge, %150, %c7_i64_291 : i64
        scf.if %245 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_90[] : memref<f16>
        }
        %c6_i64_292 = arith.constant 6 : i64
        %246 = arith.minsi %152, %c6_i64_292 : i64
        %c72_i64_293 = arith.constant 72 : i64
        %247 = arith.muli %246, %c72_i64_293 : i64
        %248 = arith.addi %128, %247 : i64
        %249 = llvm.getelementptr %1[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %250 = llvm.load %249 : !llvm.ptr<1> -> f16
        memref.store %250, %alloca_91[] : memref<f16>
        %c7_i64_294 = arith.constant 7 : i64
        %251 = arith.cmpi sge, %152, %c7_i64_294 : i64
        scf.if %251 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_91[] : memref<f16>
        }
        %c6_i64_295 = arith.constant 6 : i64
        %252 = arith.minsi %154, %c6_i64_295 : i64
        %c72_i64_296 = arith.constant 72 : i64
        %253 = arith.muli %252, %c72_i64_296 : i64
        %254 = arith.addi %132, %253 : i64
        %255 = llvm.getelementptr %1[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %256 = llvm.load %255 : !llvm.ptr<1> -> f16
        memref.store %256, %alloca_92[] : memref<f16>
        %c7_i64_297 = arith.constant 7 : i64
        %257 = arith.cmpi sge, %154, %c7_i64_297 : i64
        scf.if %257 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_92[] : memref<f16>
        }
        %c6_i64_298 = arith.constant 6 : i64
        %258 = arith.minsi %155, %c6_i64_298 : i64
        %c7_i64_299 = arith.constant 7 : i64
        %259 = arith.muli %134, %c7_i64_299 : i64
        %260 = arith.addi %258, %259 : i64
        %261 = llvm.getelementptr %3[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %262 = llvm.load %261 : !llvm.ptr<1> -> f16
        memref.store %262, %alloca_93[] : memref<f16>
        %c7_i64_300 = arith.constant 7 : i64
        %263 = arith.cmpi sge, %155, %c7_i64_300 : i64
        scf.if %263 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_93[] : memref<f16>
        }
        %c6_i64_301 = arith.constant 6 : i64
        %264 = arith.minsi %157, %c6_i64_301 : i64
        %c7_i64_302 = arith.constant 7 : i64
        %265 = arith.muli %136, %c7_i64_302 : i64
        %266 = arith.addi %264, %265 : i64
        %267 = llvm.getelementptr %3[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %268 = llvm.load %267 : !llvm.ptr<1> -> f16
        memref.store %268, %alloca_94[] : memref<f16>
        %c7_i64_303 = arith.constant 7 : i64
        %269 = arith.cmpi sge, %157, %c7_i64_303 : i64
        scf.if %269 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_94[] : memref<f16>
        }
        %c6_i64_304 = arith.constant 6 : i64
        %270 = arith.minsi %159, %c6_i64_304 : i64
        %c7_i64_305 = arith.constant 7 : i64
        %271 = arith.muli %138, %c7_i64_305 : i64
        %272 = arith.addi %270, %271 : i64
        %273 = llvm.getelementptr %3[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %274 = llvm.load %273 : !llvm.ptr<1> -> f16
        memref.store %274, %alloca_95[] : memref<f16>
        %c7_i64_306 = arith.constant 7 : i64
        %275 = arith.cmpi sge, %159, %c7_i64_306 : i64
        scf.if %275 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_95[] : memref<f16>
        }
        %c6_i64_307 = arith.constant 6 : i64
        %276 = arith.minsi %161, %c6_i64_307 : i64
        %c7_i64_308 = arith.constant 7 : i64
        %277 = arith.muli %140, %c7_i64_308 : i64
        %278 = arith.addi %276, %277 : i64
        %279 = llvm.getelementptr %3[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %280 = llvm.load %279 : !llvm.ptr<1> -> f16
        memref.store %280, %alloca_96[] : memref<f16>
        %c7_i64_309 = arith.constant 7 : i64
        %281 = arith.cmpi sge, %161, %c7_i64_309 : i64
        scf.if %281 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_96[] : memref<f16>
        }
        %282 = memref.load %alloca_77[] : memref<f16>
        %283 = memref.load %alloca_78[] : memref<f16>
        %284 = memref.load %alloca_79[] : memref<f16>
        %285 = memref.load %alloca_80[] : memref<f16>
        %286 = memref.load %alloca_81[] : memref<f16>
        %287 = memref.load %alloca_82[] : memref<f16>
        %288 = memref.load %alloca_83[] : memref<f16>
        %289 = memref.load %alloca_84[] : memref<f16>
        %290 = llvm.mlir.poison : vector<2xf16>
        %c0_i32 = arith.constant 0 : i32
        %291 = llvm.insertelement %282, %290[%c0_i32 : i32] : vector<2xf16>
        %c1_i32 = arith.constant 1 : i32
        %292 = llvm.insertelement %283, %291[%c1_i32 : i32] : vector<2xf16>
        %293 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_310 = arith.constant 0 : i32
        %294 = llvm.insertelement %284, %293[%c0_i32_310 : i32] : vector<2xf16>
        %c1_i32_311 = arith.constant 1 : i32
        %295 = llvm.insertelement %285, %294[%c1_i32_311 : i32] : vector<2xf16>
        %296 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_312 = arith.constant 0 : i32
        %297 = llvm.insertelement %286, %296[%c0_i32_312 : i32] : vector<2xf16>
        %c1_i32_313 = arith.constant 1 : i32
        %298 = llvm.insertelement %287, %297[%c1_i32_313 : i32] : vector<2xf16>
        %299 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_314 = arith.constant 0 : i32
        %300 = llvm.insertelement %288, %299[%c0_i32_314 : i32] : vector<2xf16>
        %c1_i32_315 = arith.constant 1 : i32
        %301 = llvm.insertelement %289, %300[%c1_i32_315 : i32] : vector<2xf16>
        %302 = memref.load %alloca_93[] : memref<f16>
        %303 = memref.load %alloca_94[] : memref<f16>
        %304 = memref.load %alloca_95[] : memref<f16>
        %305 = memref.load %alloca_96[] : memref<f16>
        %306 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_316 = arith.constant 0 : i32
        %307 = llvm.insertelement %302, %306[%c0_i32_316 : i32] : vector<2xf16>
        %c1_i32_317 = arith.constant 1 : i32
        %308 = llvm.insertelement %303, %307[%c1_i32_317 : i32] : vector<2xf16>
        %309 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_318 = arith.constant 0 : i32
        %310 = llvm.insertelement %304, %309[%c0_i32_318 : i32] : vector<2xf16>
        %c1_i32_319 = arith.constant 1 : i32
        %311 = llvm.insertelement %305, %310[%c1_i32_319 : i32] : vector<2xf16>
        %312 = memref.load %alloca[] : memref<f32>
        %313 = memref.load %alloca_70[] : memref<f32>
        %314 = memref.load %alloca_71[] : memref<f32>
        %315 = memref.load %alloca_72[] : memref<f32>
        %316 = nvvm.mma.sync A[%292, %295, %298, %301]  B[%308, %311]  C[%312, %313, %314, %315]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %317 = llvm.extractvalue %316[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %317, %alloca[] : memref<f32>
        %318 = llvm.extractvalue %316[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %318, %alloca_70[] : memref<f32>
        %319 = llvm.extractvalue %316[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %319, %alloca_71[] : memref<f32>
        %320 = llvm.extractvalue %316[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %320, %alloca_72[] : memref<f32>
        %321 = memref.load %alloca_85[] : memref<f16>
        %322 = memref.load %alloca_86[] : memref<f16>
        %323 = memref.load %alloca_87[] : memref<f16>
        %324 = memref.load %alloca_88[] : memref<f16>
        %325 = memref.load %alloca_89[] : memref<f16>
        %326 = memref.load %alloca_90[] : memref<f16>
        %327 = memref.load %alloca_91[] : memref<f16>
        %328 = memref.load %alloca_92[] : memref<f16>
        %329 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_320 = arith.constant 0 : i32
        %330 = llvm.insertelement %321, %329[%c0_i32_320 : i32] : vector<2xf16>
        %c1_i32_321 = arith.constant 1 : i32
        %331 = llvm.insertelement %322, %330[%c1_i32_321 : i32] : vector<2xf16>
        %332 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_322 = arith.constant 0 : i32
        %333 = llvm.insertelement %323, %332[%c0_i32_322 : i32] : vector<2xf16>
        %c1_i32_323 = arith.constant 1 : i32
        %334 = llvm.insertelement %324, %333[%c1_i32_323 : i32] : vector<2xf16>
        %335 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_324 = arith.constant 0 : i32
        %336 = llvm.insertelement %325, %335[%c0_i32_324 : i32] : vector<2xf16>
        %c1_i32_325 = arith.constant 1 : i32
        %337 = llvm.insertelement %326, %336[%c1_i32_325 : i32] : vector<2xf16>
        %338 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_326 = arith.constant 0 : i32
        %339 = llvm.insertelement %327, %338[%c0_i32_326 : i32] : vector<2xf16>
        %c1_i32_327 = arith.constant 1 : i32
        %340 = llvm.insertelement %328, %339[%c1_i32_327 : i32] : vector<2xf16>
        %341 = memref.load %alloca_93[] : memref<f16>
        %342 = memref.load %alloca_94[] : memref<f16>
        %343 = memref.load %alloca_95[] : memref<f16>
        %344 = memref.load %alloca_96[] : memref<f16>
        %345 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_328 = arith.constant 0 : i32
        %346 = llvm.insertelement %341, %345[%c0_i32_328 : i32] : vector<2xf16>
        %c1_i32_329 = arith.constant 1 : i32
        %347 = llvm.insertelement %342, %346[%c1_i32_329 : i32] : vector<2xf16>
        %348 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_330 = arith.constant 0 : i32
        %349 = llvm.insertelement %343, %348[%c0_i32_330 : i32] : vector<2xf16>
        %c1_i32_331 = arith.constant 1 : i32
        %350 = llvm.insertelement %344, %349[%c1_i32_331 : i32] : vector<2xf16>
        %351 = memref.load %alloca_73[] : memref<f32>
        %352 = memref.load %alloca_74[] : memref<f32>
        %353 = memref.load %alloca_75[] : memref<f32>
        %354 = memref.load %alloca_76[] : memref<f32>
        %355 = nvvm.mma.sync A[%331, %334, %337, %340]  B[%347, %350]  C[%351, %352, %353, %354]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %356 = llvm.extractvalue %355[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %356, %alloca_73[] : memref<f32>
        %357 = llvm.extractvalue %355[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %357, %alloca_74[] : memref<f32>
        %358 = llvm.extractvalue %355[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %358, %alloca_75[] : memref<f32>
        %359 = llvm.extractvalue %355[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %359, %alloca_76[] : memref<f32>
        %360 = arith.addi %83, %39 : i64
        %c2_i64_332 = arith.constant 2 : i64
        %361 = arith.muli %40, %c2_i64_332 : i64
        %362 = arith.addi %84, %361 : i64
        %c72_i64_333 = arith.constant 72 : i64
        %363 = arith.cmpi slt, %360, %c72_i64_333 : i64
        %c9_i64_334 = arith.constant 9 : i64
        %364 = arith.cmpi slt, %362, %c9_i64_334 : i64
        %365 = arith.andi %363, %364 : i1
        scf.if %365 {
          %c72_i64_368 = arith.constant 72 : i64
          %420 = arith.muli %362, %c72_i64_368 : i64
          %421 = arith.addi %360, %420 : i64
          %422 = llvm.getelementptr %5[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %423 = llvm.load %422 : !llvm.ptr<1> -> f32
          %424 = memref.load %alloca[] : memref<f32>
          %425 = arith.mulf %arg0, %424 : f32
          %426 = llvm.intr.fma(%arg1, %423, %425) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %427 = arith.muli %362, %c72_i64_369 : i64
          %428 = arith.addi %360, %427 : i64
          %429 = llvm.getelementptr %5[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %426, %429 : f32, !llvm.ptr<1>
        }
        %366 = arith.addi %83, %39 : i64
        %c2_i64_335 = arith.constant 2 : i64
        %367 = arith.muli %40, %c2_i64_335 : i64
        %c1_i64_336 = arith.constant 1 : i64
        %368 = arith.addi %367, %c1_i64_336 : i64
        %369 = arith.addi %84, %368 : i64
        %c72_i64_337 = arith.constant 72 : i64
        %370 = arith.cmpi slt, %366, %c72_i64_337 : i64
        %c9_i64_338 = arith.constant 9 : i64
        %371 = arith.cmpi slt, %369, %c9_i64_338 : i64
        %372 = arith.andi %370, %371 : i1
        scf.if %372 {
          %c72_i64_368 = arith.constant 72 : i64
          %420 = arith.muli %369, %c72_i64_368 : i64
          %421 = arith.addi %366, %420 : i64
          %422 = llvm.getelementptr %5[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %423 = llvm.load %422 : !llvm.ptr<1> -> f32
          %424 = memref.load %alloca_70[] : memref<f32>
          %425 = arith.mulf %arg0, %424 : f32
          %426 = llvm.intr.fma(%arg1, %423, %425) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %427 = arith.muli %369, %c72_i64_369 : i64
          %428 = arith.addi %366, %427 : i64
          %429 = llvm.getelementptr %5[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %426, %429 : f32, !llvm.ptr<1>
        }
        %c8_i64_339 = arith.constant 8 : i64
        %373 = arith.addi %39, %c8_i64_339 : i64
        %374 = arith.addi %83, %373 : i64
        %c2_i64_340 = arith.constant 2 : i64
        %375 = arith.muli %40, %c2_i64_340 : i64
        %376 = arith.addi %84, %375 : i64
        %c72_i64_341 = arith.constant 72 : i64
        %377 = arith.cmpi slt, %374, %c72_i64_341 : i64
        %c9_i64_342 = arith.constant 9 : i64
        %378 = arith.cmpi slt, %376, %c9_i64_342 : i64
        %379 = arith.andi %377, %378 : i1
        scf.if %379 {
          %c72_i64_368 = arith.constant 72 : i64
          %420 = arith.muli %376, %c72_i64_368 : i64
          %421 = arith.addi %374, %420 : i64
          %422 = llvm.getelementptr %5[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %423 = llvm.load %422 : !llvm.ptr<1> -> f32
          %424 = memref.load %alloca_71[] : memref<f32>
          %425 = arith.mulf %arg0, %424 : f32
          %426 = llvm.intr.fma(%arg1, %423, %425) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %427 = arith.muli %376, %c72_i64_369 : i64
          %428 = arith.addi %374, %427 : i64
          %429 = llvm.getelementptr %5[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %426, %429 : f32, !llvm.ptr<1>
        }
        %c8_i64_343 = arith.constant 8 : i64
        %380 = arith.addi %39, %c8_i64_343 : i64
        %381 = arith.addi %83, %380 : i64
        %c2_i64_344 = arith.constant 2 : i64
        %382 = arith.muli %40, %c2_i64_344 : i64
        %c1_i64_345 = arith.constant 1 : i64
        %383 = arith.addi %382, %c1_i64_345 : i64
        %384 = arith.addi %84, %383 : i64
        %c72_i64_346 = arith.constant 72 : i64
        %385 = arith.cmpi slt, %381, %c72_i64_346 : i64
        %c9_i64_347 = arith.constant 9 : i64
        %386 = arith.cmpi slt, %384, %c9_i64_347 : i64
        %387 = arith.andi %385, %386 : i1
        scf.if %387 {
          %c72_i64_368 = arith.constant 72 : i64
          %420 = arith.muli %384, %c72_i64_368 : i64
          %421 = arith.addi %381, %420 : i64
          %422 = llvm.getelementptr %5[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %423 = llvm.load %422 : !llvm.ptr<1> -> f32
          %424 = memref.load %alloca_72[] : memref<f32>
          %425 = arith.mulf %arg0, %424 : f32
          %426 = llvm.intr.fma(%arg1, %423, %425) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %427 = arith.muli %384, %c72_i64_369 : i64
          %428 = arith.addi %381, %427 : i64
          %429 = llvm.getelementptr %5[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %426, %429 : f32, !llvm.ptr<1>
        }
        %c16_i64_348 = arith.constant 16 : i64
        %388 = arith.addi %83, %c16_i64_348 : i64
        %389 = arith.addi %388, %39 : i64
        %c2_i64_349 = arith.constant 2 : i64
        %390 = arith.muli %40, %c2_i64_349 : i64
        %391 = arith.addi %84, %390 : i64
        %c72_i64_350 = arith.constant 72 : i64
        %392 = arith.cmpi slt, %389, %c72_i64_350 : i64
        %c9_i64_351 = arith.constant 9 : i64
        %393 = arith.cmpi slt, %391, %c9_i64_351 : i64
        %394 = arith.andi %392, %393 : i1
        scf.if %394 {
          %c72_i64_368 = arith.constant 72 : i64
          %420 = arith.muli %391, %c72_i64_368 : i64
          %421 = arith.addi %389, %420 : i64
          %422 = llvm.getelementptr %5[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %423 = llvm.load %422 : !llvm.ptr<1> -> f32
          %424 = memref.load %alloca_73[] : memref<f32>
          %425 = arith.mulf %arg0, %424 : f32
          %426 = llvm.intr.fma(%arg1, %423, %425) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %427 = arith.muli %391, %c72_i64_369 : i64
          %428 = arith.addi %389, %427 : i64
          %429 = llvm.getelementptr %5[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %426, %429 : f32, !llvm.ptr<1>
        }
        %c16_i64_352 = arith.constant 16 : i64
        %395 = arith.addi %83, %c16_i64_352 : i64
        %396 = arith.addi %395, %39 : i64
        %c2_i64_353 = arith.constant 2 : i64
        %397 = arith.muli %40, %c2_i64_353 : i64
        %c1_i64_354 = arith.constant 1 : i64
        %398 = arith.addi %397, %c1_i64_354 : i64
        %399 = arith.addi %84, %398 : i64
        %c72_i64_355 = arith.constant 72 : i64
        %400 = arith.cmpi slt, %396, %c72_i64_355 : i64
        %c9_i64_356 = arith.constant 9 : i64
        %401 = arith.cmpi slt, %399, %c9_i64_356 : i64
        %402 = arith.andi %400, %401 : i1
        scf.if %402 {
          %c72_i64_368 = arith.constant 72 : i64
          %420 = arith.muli %399, %c72_i64_368 : i64
          %421 = arith.addi %396, %420 : i64
          %422 = llvm.getelementptr %5[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %423 = llvm.load %422 : !llvm.ptr<1> -> f32
          %424 = memref.load %alloca_74[] : memref<f32>
          %425 = arith.mulf %arg0, %424 : f32
          %426 = llvm.intr.fma(%arg1, %423, %425) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %427 = arith.muli %399, %c72_i64_369 : i64
          %428 = arith.addi %396, %427 : i64
          %429 = llvm.getelementptr %5[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %426, %429 : f32, !llvm.ptr<1>
        }
        %c16_i64_357 = arith.constant 16 : i64
        %403 = arith.addi %83, %c16_i64_357 : i64
        %c8_i64_358 = arith.constant 8 : i64
        %404 = arith.addi %39, %c8_i64_358 : i64
        %405 = arith.addi %403, %404 : i64
        %c2_i64_359 = arith.constant 2 : i64
        %406 = arith.muli %40, %c2_i64_359 : i64
        %407 = arith.addi %84, %406 : i64
        %c72_i64_360 = arith.constant 72 : i64
        %408 = arith.cmpi slt, %405, %c72_i64_360 : i64
        %c9_i64_361 = arith.constant 9 : i64
        %409 = arith.cmpi slt, %407, %c9_i64_361 : i64
        %410 = arith.andi %408, %409 : i1
        scf.if %410 {
          %c72_i64_368 = arith.constant 72 : i64
          %420 = arith.muli %407, %c72_i64_368 : i64
          %421 = arith.addi %405, %420 : i64
          %422 = llvm.getelementptr %5[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %423 = llvm.load %422 : !llvm.ptr<1> -> f32
          %424 = memref.load %alloca_75[] : memref<f32>
          %425 = arith.mulf %arg0, %424 : f32
          %426 = llvm.intr.fma(%arg1, %423, %425) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %427 = arith.muli %407, %c72_i64_369 : i64
          %428 = arith.addi %405, %427 : i64
          %429 = llvm.getelementptr %5[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %426, %429 : f32, !llvm.ptr<1>
        }
        %c16_i64_362 = arith.constant 16 : i64
        %411 = arith.addi %83, %c16_i64_362 : i64
        %c8_i64_363 = arith.constant 8 : i64
        %412 = arith.addi %39, %c8_i64_363 : i64
        %413 = arith.addi %411, %412 : i64
        %c2_i64_364 = arith.constant 2 : i64
        %414 = arith.muli %40, %c2_i64_364 : i64
        %c1_i64_365 = arith.constant 1 : i64
        %415 = arith.addi %414, %c1_i64_365 : i64
        %416 = arith.addi %84, %415 : i64
        %c72_i64_366 = arith.constant 72 : i64
        %417 = arith.cmpi slt, %413, %c72_i64_366 : i64
        %c9_i64_367 = arith.constant 9 : i64
        %418 = arith.cmpi slt, %416, %c9_i64_367 : i64
        %419 = arith.andi %417, %418 : i1
        scf.if %419 {
          %c72_i64_368 = arith.constant 72 : i64
          %420 = arith.muli %416, %c72_i64_368 : i64
          %421 = arith.addi %413, %420 : i64
          %422 = llvm.getelementptr %5[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %423 = llvm.load %422 : !llvm.ptr<1> -> f32
          %424 = memref.load %alloca_76[] : memref<f32>
          %425 = arith.mulf %arg0, %424 : f32
          %426 = llvm.intr.fma(%arg1, %423, %425) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %427 = arith.muli %416, %c72_i64_369 : i64
          %428 = arith.addi %413, %427 : i64
          %429 = llvm.getelementptr %5[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %426, %429 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_139 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_139 : index to i64
      %c64_i64_140 = arith.constant 64 : i64
      %thread_id_y_141 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_141 : index to i64
      %43 = arith.muli %c64_i64_140, %42 : i64
      %44 = arith.addi %41, %43 : i64
      %c32_i64_142 = arith.constant 32 : i64
      %45 = arith.divsi %44, %c32_i64_142 : i64
      %c32_i64_143 = arith.constant 32 : i64
      %46 = arith.remsi %44, %c32_i64_143 : i64
      %c4_i64_144 = arith.constant 4 : i64
      %47 = arith.divsi %46, %c4_i64_144 : i64
      %c4_i64_145 = arith.constant 4 : i64
      %48 = arith.remsi %46, %c4_i64_145 : i64
      %c6_i64_146 = arith.constant 6 : i64
      %c6_i64_147 = arith.constant 6 : i64
      scf.for %arg17 = %45 to %c6_i64_146 step %c6_i64_147  : i64 {
        %c3_i64_183 = arith.constant 3 : i64
        %81 = arith.remsi %arg17, %c3_i64_183 : i64
        %c3_i64_184 = arith.constant 3 : i64
        %82 = arith.divsi %arg17, %c3_i64_184 : i64
        %c16_i64_185 = arith.constant 16 : i64
        %83 = arith.muli %81, %c16_i64_185 : i64
        %c8_i64 = arith.constant 8 : i64
        %84 = arith.muli %82, %c8_i64 : i64
        %cst_186 = arith.constant 0.000000e+00 : f32
        memref.store %cst_186, %alloca_97[] : memref<f32>
        %cst_187 = arith.constant 0.000000e+00 : f32
        memref.store %cst_187, %alloca_98[] : memref<f32>
        %cst_188 = arith.constant 0.000000e+00 : f32
        memref.store %cst_188, %alloca_99[] : memref<f32>
        %cst_189 = arith.constant 0.000000e+00 : f32
        memref.store %cst_189, %alloca_100[] : memref<f32>
        %85 = arith.addi %83, %47 : i64
        %c42_i64 = arith.constant 42 : i64
        %86 = arith.minsi %85, %c42_i64 : i64
        %87 = arith.addi %83, %47 : i64
        %c42_i64_190 = arith.constant 42 : i64
        %88 = arith.minsi %87, %c42_i64_190 : i64
        %c8_i64_191 = arith.constant 8 : i64
        %89 = arith.addi %47, %c8_i64_191 : i64
        %90 = arith.addi %83, %89 : i64
        %c42_i64_192 = arith.constant 42 : i64
        %91 = arith.minsi %90, %c42_i64_192 : i64
        %c8_i64_193 = arith.constant 8 : i64
        %92 = arith.addi %47, %c8_i64_193 : i64
        %93 = arith.addi %83, %92 : i64
        %c42_i64_194 = arith.constant 42 : i64
        %94 = arith.minsi %93, %c42_i64_194 : i64
        %95 = arith.addi %83, %47 : i64
        %c42_i64_195 = arith.constant 42 : i64
        %96 = arith.minsi %95, %c42_i64_195 : i64
        %97 = arith.addi %83, %47 : i64
        %c42_i64_196 = arith.constant 42 : i64
        %98 = arith.minsi %97, %c42_i64_196 : i64
        %c8_i64_197 = arith.constant 8 : i64
        %99 = arith.addi %47, %c8_i64_197 : i64
        %100 = arith.addi %83, %99 : i64
        %c42_i64_198 = arith.constant 42 : i64
        %101 = arith.minsi %100, %c42_i64_198 : i64
        %c8_i64_199 = arith.constant 8 : i64
        %102 = arith.addi %47, %c8_i64_199 : i64
        %103 = arith.addi %83, %102 : i64
        %c42_i64_200 = arith.constant 42 : i64
        %104 = arith.minsi %103, %c42_i64_200 : i64
        %105 = arith.addi %84, %47 : i64
        %c11_i64 = arith.constant 11 : i64
        %106 = arith.minsi %105, %c11_i64 : i64
        %107 = arith.addi %84, %47 : i64
        %c11_i64_201 = arith.constant 11 : i64
        %108 = arith.minsi %107, %c11_i64_201 : i64
        %109 = arith.addi %84, %47 : i64
        %c11_i64_202 = arith.constant 11 : i64
        %110 = arith.minsi %109, %c11_i64_202 : i64
        %111 = arith.addi %84, %47 : i64
        %c11_i64_203 = arith.constant 11 : i64
        %112 = arith.minsi %111, %c11_i64_203 : i64
        %c0_i64_204 = arith.constant 0 : i64
        %c0_i64_205 = arith.constant 0 : i64
        %c16_i64_206 = arith.constant 16 : i64
        scf.for %arg18 = %c0_i64_204 to %c0_i64_205 step %c16_i64_206  : i64 {
          %c2_i64_286 = arith.constant 2 : i64
          %279 = arith.muli %48, %c2_i64_286 : i64
          %280 = arith.addi %arg18, %279 : i64
          %c2_i64_287 = arith.constant 2 : i64
          %281 = arith.muli %48, %c2_i64_287 : i64
          %c1_i64_288 = arith.constant 1 : i64
          %282 = arith.addi %281, %c1_i64_288 : i64
          %283 = arith.addi %arg18, %282 : i64
          %c2_i64_289 = arith.constant 2 : i64
          %284 = arith.muli %48, %c2_i64_289 : i64
          %285 = arith.addi %arg18, %284 : i64
          %c2_i64_290 = arith.constant 2 : i64
          %286 = arith.muli %48, %c2_i64_290 : i64
          %c1_i64_291 = arith.constant 1 : i64
          %287 = arith.addi %286, %c1_i64_291 : i64
          %288 = arith.addi %arg18, %287 : i64
          %c2_i64_292 = arith.constant 2 : i64
          %289 = arith.muli %48, %c2_i64_292 : i64
          %c8_i64_293 = arith.constant 8 : i64
          %290 = arith.addi %289, %c8_i64_293 : i64
          %291 = arith.addi %arg18, %290 : i64
          %c2_i64_294 = arith.constant 2 : i64
          %292 = arith.muli %48, %c2_i64_294 : i64
          %c9_i64_295 = arith.constant 9 : i64
          %293 = arith.addi %292, %c9_i64_295 : i64
          %294 = arith.addi %arg18, %293 : i64
          %c2_i64_296 = arith.constant 2 : i64
          %295 = arith.muli %48, %c2_i64_296 : i64
          %c8_i64_297 = arith.constant 8 : i64
          %296 = arith.addi %295, %c8_i64_297 : i64
          %297 = arith.addi %arg18, %296 : i64
          %c2_i64_298 = arith.constant 2 : i64
          %298 = arith.muli %48, %c2_i64_298 : i64
          %c9_i64_299 = arith.constant 9 : i64
          %299 = arith.addi %298, %c9_i64_299 : i64
          %300 = arith.addi %arg18, %299 : i64
          %c2_i64_300 = arith.constant 2 : i64
          %301 = arith.muli %48, %c2_i64_300 : i64
          %302 = arith.addi %arg18, %301 : i64
          %c2_i64_301 = arith.constant 2 : i64
          %303 = arith.muli %48, %c2_i64_301 : i64
          %c1_i64_302 = arith.constant 1 : i64
          %304 = arith.addi %303, %c1_i64_302 : i64
          %305 = arith.addi %arg18, %304 : i64
          %c2_i64_303 = arith.constant 2 : i64
          %306 = arith.muli %48, %c2_i64_303 : i64
          %c8_i64_304 = arith.constant 8 : i64
          %307 = arith.addi %306, %c8_i64_304 : i64
          %308 = arith.addi %arg18, %307 : i64
          %c2_i64_305 = arith.constant 2 : i64
          %309 = arith.muli %48, %c2_i64_305 : i64
          %c9_i64_306 = arith.constant 9 : i64
          %310 = arith.addi %309, %c9_i64_306 : i64
          %311 = arith.addi %arg18, %310 : i64
          %c43_i64_307 = arith.constant 43 : i64
          %312 = arith.muli %280, %c43_i64_307 : i64
          %313 = arith.addi %86, %312 : i64
          %314 = llvm.getelementptr %7[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %315 = llvm.load %314 : !llvm.ptr<1> -> bf16
          %c43_i64_308 = arith.constant 43 : i64
          %316 = arith.muli %283, %c43_i64_308 : i64
          %317 = arith.addi %88, %316 : i64
          %318 = llvm.getelementptr %7[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %319 = llvm.load %318 : !llvm.ptr<1> -> bf16
          %c43_i64_309 = arith.constant 43 : i64
          %320 = arith.muli %285, %c43_i64_309 : i64
          %321 = arith.addi %91, %320 : i64
          %322 = llvm.getelementptr %7[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %323 = llvm.load %322 : !llvm.ptr<1> -> bf16
          %c43_i64_310 = arith.constant 43 : i64
          %324 = arith.muli %288, %c43_i64_310 : i64
          %325 = arith.addi %94, %324 : i64
          %326 = llvm.getelementptr %7[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %327 = llvm.load %326 : !llvm.ptr<1> -> bf16
          %c43_i64_311 = arith.constant 43 : i64
          %328 = arith.muli %291, %c43_i64_311 : i64
          %329 = arith.addi %96, %328 : i64
          %330 = llvm.getelementptr %7[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %331 = llvm.load %330 : !llvm.ptr<1> -> bf16
          %c43_i64_312 = arith.constant 43 : i64
          %332 = arith.muli %294, %c43_i64_312 : i64
          %333 = arith.addi %98, %332 : i64
          %334 = llvm.getelementptr %7[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %335 = llvm.load %334 : !llvm.ptr<1> -> bf16
          %c43_i64_313 = arith.constant 43 : i64
          %336 = arith.muli %297, %c43_i64_313 : i64
          %337 = arith.addi %101, %336 : i64
          %338 = llvm.getelementptr %7[%337] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %339 = llvm.load %338 : !llvm.ptr<1> -> bf16
          %c43_i64_314 = arith.constant 43 : i64
          %340 = arith.muli %300, %c43_i64_314 : i64
          %341 = arith.addi %104, %340 : i64
          %342 = llvm.getelementptr %7[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %343 = llvm.load %342 : !llvm.ptr<1> -> bf16
          %c12_i64_315 = arith.constant 12 : i64
          %344 = arith.muli %302, %c12_i64_315 : i64
          %345 = arith.addi %106, %344 : i64
          %346 = llvm.getelementptr %9[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %347 = llvm.load %346 : !llvm.ptr<1> -> bf16
          %c12_i64_316 = arith.constant 12 : i64
          %348 = arith.muli %305, %c12_i64_316 : i64
          %349 = arith.addi %108, %348 : i64
          %350 = llvm.getelementptr %9[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %351 = llvm.load %350 : !llvm.ptr<1> -> bf16
          %c12_i64_317 = arith.constant 12 : i64
          %352 = arith.muli %308, %c12_i64_317 : i64
          %353 = arith.addi %110, %352 : i64
          %354 = llvm.getelementptr %9[%353] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %355 = llvm.load %354 : !llvm.ptr<1> -> bf16
          %c12_i64_318 = arith.constant 12 : i64
          %356 = arith.muli %311, %c12_i64_318 : i64
          %357 = arith.addi %112, %356 : i64
          %358 = llvm.getelementptr %9[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %359 = llvm.load %358 : !llvm.ptr<1> -> bf16
          %360 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_319 = arith.constant 0 : i32
          %361 = llvm.insertelement %315, %360[%c0_i32_319 : i32] : vector<2xbf16>
          %c1_i32_320 = arith.constant 1 : i32
          %362 = llvm.insertelement %319, %361[%c1_i32_320 : i32] : vector<2xbf16>
          %363 = llvm.bitcast %362 : vector<2xbf16> to i32
          %364 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_321 = arith.constant 0 : i32
          %365 = llvm.insertelement %323, %364[%c0_i32_321 : i32] : vector<2xbf16>
          %c1_i32_322 = arith.constant 1 : i32
          %366 = llvm.insertelement %327, %365[%c1_i32_322 : i32] : vector<2xbf16>
          %367 = llvm.bitcast %366 : vector<2xbf16> to i32
          %368 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_323 = arith.constant 0 : i32
          %369 = llvm.insertelement %331, %368[%c0_i32_323 : i32] : vector<2xbf16>
          %c1_i32_324 = arith.constant 1 : i32
          %370 = llvm.insertelement %335, %369[%c1_i32_324 : i32] : vector<2xbf16>
          %371 = llvm.bitcast %370 : vector<2xbf16> to i32
          %372 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_325 = arith.constant 0 : i32
          %373 = llvm.insertelement %339, %372[%c0_i32_325 : i32] : vector<2xbf16>
          %c1_i32_326 = arith.constant 1 : i32
          %374 = llvm.insertelement %343, %373[%c1_i32_326 : i32] : vector<2xbf16>
          %375 = llvm.bitcast %374 : vector<2xbf16> to i32
          %376 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_327 = arith.constant 0 : i32
          %377 = llvm.insertelement %347, %376[%c0_i32_327 : i32] : vector<2xbf16>
          %c1_i32_328 = arith.constant 1 : i32
          %378 = llvm.insertelement %351, %377[%c1_i32_328 : i32] : vector<2xbf16>
          %379 = llvm.bitcast %378 : vector<2xbf16> to i32
          %380 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_329 = arith.constant 0 : i32
          %381 = llvm.insertelement %355, %380[%c0_i32_329 : i32] : vector<2xbf16>
          %c1_i32_330 = arith.constant 1 : i32
          %382 = llvm.insertelement %359, %381[%c1_i32_330 : i32] : vector<2xbf16>
          %383 = llvm.bitcast %382 : vector<2xbf16> to i32
          %384 = memref.load %alloca_97[] : memref<f32>
          %385 = memref.load %alloca_98[] : memref<f32>
          %386 = memref.load %alloca_99[] : memref<f32>
          %387 = memref.load %alloca_100[] : memref<f32>
          %388 = nvvm.mma.sync A[%363, %367, %371, %375]  B[%379, %383]  C[%384, %385, %386, %387]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %389 = llvm.extractvalue %388[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %389, %alloca_97[] : memref<f32>
          %390 = llvm.extractvalue %388[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %390, %alloca_98[] : memref<f32>
          %391 = llvm.extractvalue %388[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %391, %alloca_99[] : memref<f32>
          %392 = llvm.extractvalue %388[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %392, %alloca_100[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %113 = arith.muli %48, %c2_i64 : i64
        %c2_i64_207 = arith.constant 2 : i64
        %114 = arith.muli %48, %c2_i64_207 : i64
        %c1_i64_208 = arith.constant 1 : i64
        %115 = arith.addi %114, %c1_i64_208 : i64
        %c2_i64_209 = arith.constant 2 : i64
        %116 = arith.muli %48, %c2_i64_209 : i64
        %c2_i64_210 = arith.constant 2 : i64
        %117 = arith.muli %48, %c2_i64_210 : i64
        %c1_i64_211 = arith.constant 1 : i64
        %118 = arith.addi %117, %c1_i64_211 : i64
        %c2_i64_212 = arith.constant 2 : i64
        %119 = arith.muli %48, %c2_i64_212 : i64
        %c8_i64_213 = arith.constant 8 : i64
        %120 = arith.addi %119, %c8_i64_213 : i64
        %c2_i64_214 = arith.constant 2 : i64
        %121 = arith.muli %48, %c2_i64_214 : i64
        %c9_i64_215 = arith.constant 9 : i64
        %122 = arith.addi %121, %c9_i64_215 : i64
        %c2_i64_216 = arith.constant 2 : i64
        %123 = arith.muli %48, %c2_i64_216 : i64
        %c8_i64_217 = arith.constant 8 : i64
        %124 = arith.addi %123, %c8_i64_217 : i64
        %c2_i64_218 = arith.constant 2 : i64
        %125 = arith.muli %48, %c2_i64_218 : i64
        %c9_i64_219 = arith.constant 9 : i64
        %126 = arith.addi %125, %c9_i64_219 : i64
        %c2_i64_220 = arith.constant 2 : i64
        %127 = arith.muli %48, %c2_i64_220 : i64
        %c2_i64_221 = arith.constant 2 : i64
        %128 = arith.muli %48, %c2_i64_221 : i64
        %c1_i64_222 = arith.constant 1 : i64
        %129 = arith.addi %128, %c1_i64_222 : i64
        %c2_i64_223 = arith.constant 2 : i64
        %130 = arith.muli %48, %c2_i64_223 : i64
        %c8_i64_224 = arith.constant 8 : i64
        %131 = arith.addi %130, %c8_i64_224 : i64
        %c2_i64_225 = arith.constant 2 : i64
        %132 = arith.muli %48, %c2_i64_225 : i64
        %c9_i64_226 = arith.constant 9 : i64
        %133 = arith.addi %132, %c9_i64_226 : i64
        %c4_i64_227 = arith.constant 4 : i64
        %134 = arith.minsi %113, %c4_i64_227 : i64
        %c43_i64 = arith.constant 43 : i64
        %135 = arith.muli %134, %c43_i64 : i64
        %136 = arith.addi %86, %135 : i64
        %137 = llvm.getelementptr %7[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %138 = llvm.load %137 : !llvm.ptr<1> -> bf16
        memref.store %138, %alloca_101[] : memref<bf16>
        %c5_i64 = arith.constant 5 : i64
        %139 = arith.cmpi sge, %113, %c5_i64 : i64
        scf.if %139 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_101[] : memref<bf16>
        }
        %c4_i64_228 = arith.constant 4 : i64
        %140 = arith.minsi %115, %c4_i64_228 : i64
        %c43_i64_229 = arith.constant 43 : i64
        %141 = arith.muli %140, %c43_i64_229 : i64
        %142 = arith.addi %88, %141 : i64
        %143 = llvm.getelementptr %7[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %144 = llvm.load %143 : !llvm.ptr<1> -> bf16
        memref.store %144, %alloca_102[] : memref<bf16>
        %c5_i64_230 = arith.constant 5 : i64
        %145 = arith.cmpi sge, %115, %c5_i64_230 : i64
        scf.if %145 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_102[] : memref<bf16>
        }
        %c4_i64_231 = arith.constant 4 : i64
        %146 = arith.minsi %116, %c4_i64_231 : i64
        %c43_i64_232 = arith.constant 43 : i64
        %147 = arith.muli %146, %c43_i64_232 : i64
        %148 = arith.addi %91, %147 : i64
        %149 = llvm.getelementptr %7[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %150 = llvm.load %149 : !llvm.ptr<1> -> bf16
        memref.store %150, %alloca_103[] : memref<bf16>
        %c5_i64_233 = arith.constant 5 : i64
        %151 = arith.cmpi sge, %116, %c5_i64_233 : i64
        scf.if %151 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_103[] : memref<bf16>
        }
        %c4_i64_234 = arith.constant 4 : i64
        %152 = arith.minsi %118, %c4_i64_234 : i64
        %c43_i64_235 = arith.constant 43 : i64
        %153 = arith.muli %152, %c43_i64_235 : i64
        %154 = arith.addi %94, %153 : i64
        %155 = llvm.getelementptr %7[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %156 = llvm.load %155 : !llvm.ptr<1> -> bf16
        memref.store %156, %alloca_104[] : memref<bf16>
        %c5_i64_236 = arith.constant 5 : i64
        %157 = arith.cmpi sge, %118, %c5_i64_236 : i64
        scf.if %157 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_104[] : memref<bf16>
        }
        %c4_i64_237 = arith.constant 4 : i64
        %158 = arith.minsi %120, %c4_i64_237 : i64
        %c43_i64_238 = arith.constant 43 : i64
        %159 = arith.muli %158, %c43_i64_238 : i64
        %160 = arith.addi %96, %159 : i64
        %161 = llvm.getelementptr %7[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %162 = llvm.load %161 : !llvm.ptr<1> -> bf16
        memref.store %162, %alloca_105[] : memref<bf16>
        %c5_i64_239 = arith.constant 5 : i64
        %163 = arith.cmpi sge, %120, %c5_i64_239 : i64
        scf.if %163 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_105[] : memref<bf16>
        }
        %c4_i64_240 = arith.constant 4 : i64
        %164 = arith.minsi %122, %c4_i64_240 : i64
        %c43_i64_241 = arith.constant 43 : i64
        %165 = arith.muli %164, %c43_i64_241 : i64
        %166 = arith.addi %98, %165 : i64
        %167 = llvm.getelementptr %7[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %168 = llvm.load %167 : !llvm.ptr<1> -> bf16
        memref.store %168, %alloca_106[] : memref<bf16>
        %c5_i64_242 = arith.constant 5 : i64
        %169 = arith.cmpi sge, %122, %c5_i64_242 : i64
        scf.if %169 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_106[] : memref<bf16>
        }
        %c4_i64_243 = arith.constant 4 : i64
        %170 = arith.minsi %124, %c4_i64_243 : i64
        %c43_i64_244 = arith.constant 43 : i64
        %171 = arith.muli %170, %c43_i64_244 : i64
        %172 = arith.addi %101, %171 : i64
        %173 = llvm.getelementptr %7[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %174 = llvm.load %173 : !llvm.ptr<1> -> bf16
        memref.store %174, %alloca_107[] : memref<bf16>
        %c5_i64_245 = arith.constant 5 : i64
        %175 = arith.cmpi sge, %124, %c5_i64_245 : i64
        scf.if %175 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_107[] : memref<bf16>
        }
        %c4_i64_246 = arith.constant 4 : i64
        %176 = arith.minsi %126, %c4_i64_246 : i64
        %c43_i64_247 = arith.constant 43 : i64
        %177 = arith.muli %176, %c43_i64_247 : i64
        %178 = arith.addi %104, %177 : i64
        %179 = llvm.getelementptr %7[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %180 = llvm.load %179 : !llvm.ptr<1> -> bf16
        memref.store %180, %alloca_108[] : memref<bf16>
        %c5_i64_248 = arith.constant 5 : i64
        %181 = arith.cmpi sge, %126, %c5_i64_248 : i64
        scf.if %181 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_108[] : memref<bf16>
        }
        %c4_i64_249 = arith.constant 4 : i64
        %182 = arith.minsi %127, %c4_i64_249 : i64
        %c12_i64 = arith.constant 12 : i64
        %183 = arith.muli %182, %c12_i64 : i64
        %184 = arith.addi %106, %183 : i64
        %185 = llvm.getelementptr %9[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %186 = llvm.load %185 : !llvm.ptr<1> -> bf16
        memref.store %186, %alloca_109[] : memref<bf16>
        %c5_i64_250 = arith.constant 5 : i64
        %187 = arith.cmpi sge, %127, %c5_i64_250 : i64
        scf.if %187 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_109[] : memref<bf16>
        }
        %c4_i64_251 = arith.constant 4 : i64
        %188 = arith.minsi %129, %c4_i64_251 : i64
        %c12_i64_252 = arith.constant 12 : i64
        %189 = arith.muli %188, %c12_i64_252 : i64
        %190 = arith.addi %108, %189 : i64
        %191 = llvm.getelementptr %9[%190] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %192 = llvm.load %191 : !llvm.ptr<1> -> bf16
        memref.store %192, %alloca_110[] : memref<bf16>
        %c5_i64_253 = arith.constant 5 : i64
        %193 = arith.cmpi sge, %129, %c5_i64_253 : i64
        scf.if %193 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_110[] : memref<bf16>
        }
        %c4_i64_254 = arith.constant 4 : i64
        %194 = arith.minsi %131, %c4_i64_254 : i64
        %c12_i64_255 = arith.constant 12 : i64
        %195 = arith.muli %194, %c12_i64_255 : i64
        %196 = arith.addi %110, %195 : i64
        %197 = llvm.getelementptr %9[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %198 = llvm.load %197 : !llvm.ptr<1> -> bf16
        memref.store %198, %alloca_111[] : memref<bf16>
        %c5_i64_256 = arith.constant 5 : i64
        %199 = arith.cmpi sge, %131, %c5_i64_256 : i64
        scf.if %199 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_111[] : memref<bf16>
        }
        %c4_i64_257 = arith.constant 4 : i64
        %200 = arith.minsi %133, %c4_i64_257 : i64
        %c12_i64_258 = arith.constant 12 : i64
        %201 = arith.muli %200, %c12_i64_258 : i64
        %202 = arith.addi %112, %201 : i64
        %203 = llvm.getelementptr %9[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %204 = llvm.load %203 : !llvm.ptr<1> -> bf16
        memref.store %204, %alloca_112[] : memref<bf16>
        %c5_i64_259 = arith.constant 5 : i64
        %205 = arith.cmpi sge, %133, %c5_i64_259 : i64
        scf.if %205 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_112[] : memref<bf16>
        }
        %206 = memref.load %alloca_101[] : memref<bf16>
        %207 = memref.load %alloca_102[] : memref<bf16>
        %208 = memref.load %alloca_103[] : memref<bf16>
        %209 = memref.load %alloca_104[] : memref<bf16>
        %210 = memref.load %alloca_105[] : memref<bf16>
        %211 = memref.load %alloca_106[] : memref<bf16>
        %212 = memref.load %alloca_107[] : memref<bf16>
        %213 = memref.load %alloca_108[] : memref<bf16>
        %214 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32 = arith.constant 0 : i32
        %215 = llvm.insertelement %206, %214[%c0_i32 : i32] : vector<2xbf16>
        %c1_i32 = arith.constant 1 : i32
        %216 = llvm.insertelement %207, %215[%c1_i32 : i32] : vector<2xbf16>
        %217 = llvm.bitcast %216 : vector<2xbf16> to i32
        %218 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_260 = arith.constant 0 : i32
        %219 = llvm.insertelement %208, %218[%c0_i32_260 : i32] : vector<2xbf16>
        %c1_i32_261 = arith.constant 1 : i32
        %220 = llvm.insertelement %209, %219[%c1_i32_261 : i32] : vector<2xbf16>
        %221 = llvm.bitcast %220 : vector<2xbf16> to i32
        %222 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_262 = arith.constant 0 : i32
        %223 = llvm.insertelement %210, %222[%c0_i32_262 : i32] : vector<2xbf16>
        %c1_i32_263 = arith.constant 1 : i32
        %224 = llvm.insertelement %211, %223[%c1_i32_263 : i32] : vector<2xbf16>
        %225 = llvm.bitcast %224 : vector<2xbf16> to i32
        %226 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_264 = arith.constant 0 : i32
        %227 = llvm.insertelement %212, %226[%c0_i32_264 : i32] : vector<2xbf16>
        %c1_i32_265 = arith.constant 1 : i32
        %228 = llvm.insertelement %213, %227[%c1_i32_265 : i32] : vector<2xbf16>
        %229 = llvm.bitcast %228 : vector<2xbf16> to i32
        %230 = memref.load %alloca_109[] : memref<bf16>
        %231 = memref.load %alloca_110[] : memref<bf16>
        %232 = memref.load %alloca_111[] : memref<bf16>
        %233 = memref.load %alloca_112[] : memref<bf16>
        %234 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_266 = arith.constant 0 : i32
        %235 = llvm.insertelement %230, %234[%c0_i32_266 : i32] : vector<2xbf16>
        %c1_i32_267 = arith.constant 1 : i32
        %236 = llvm.insertelement %231, %235[%c1_i32_267 : i32] : vector<2xbf16>
        %237 = llvm.bitcast %236 : vector<2xbf16> to i32
        %238 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_268 = arith.constant 0 : i32
        %239 = llvm.insertelement %232, %238[%c0_i32_268 : i32] : vector<2xbf16>
        %c1_i32_269 = arith.constant 1 : i32
        %240 = llvm.insertelement %233, %239[%c1_i32_269 : i32] : vector<2xbf16>
        %241 = llvm.bitcast %240 : vector<2xbf16> to i32
        %242 = memref.load %alloca_97[] : memref<f32>
        %243 = memref.load %alloca_98[] : memref<f32>
        %244 = memref.load %alloca_99[] : memref<f32>
        %245 = memref.load %alloca_100[] : memref<f32>
        %246 = nvvm.mma.sync A[%217, %221, %225, %229]  B[%237, %241]  C[%242, %243, %244, %245]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %247 = llvm.extractvalue %246[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %247, %alloca_97[] : memref<f32>
        %248 = llvm.extractvalue %246[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %248, %alloca_98[] : memref<f32>
        %249 = llvm.extractvalue %246[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %249, %alloca_99[] : memref<f32>
        %250 = llvm.extractvalue %246[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %250, %alloca_100[] : memref<f32>
        %251 = arith.addi %83, %47 : i64
        %c2_i64_270 = arith.constant 2 : i64
        %252 = arith.muli %48, %c2_i64_270 : i64
        %253 = arith.addi %84, %252 : i64
        %c43_i64_271 = arith.constant 43 : i64
        %254 = arith.cmpi slt, %251, %c43_i64_271 : i64
        %c12_i64_272 = arith.constant 12 : i64
        %255 = arith.cmpi slt, %253, %c12_i64_272 : i64
        %256 = arith.andi %254, %255 : i1
        scf.if %256 {
          %279 = memref.load %alloca_97[] : memref<f32>
          %c43_i64_286 = arith.constant 43 : i64
          %280 = arith.muli %253, %c43_i64_286 : i64
          %281 = arith.addi %251, %280 : i64
          %282 = llvm.getelementptr %11[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %279, %282 : f32, !llvm.ptr<1>
        }
        %257 = arith.addi %83, %47 : i64
        %c2_i64_273 = arith.constant 2 : i64
        %258 = arith.muli %48, %c2_i64_273 : i64
        %c1_i64_274 = arith.constant 1 : i64
        %259 = arith.addi %258, %c1_i64_274 : i64
        %260 = arith.addi %84, %259 : i64
        %c43_i64_275 = arith.constant 43 : i64
        %261 = arith.cmpi slt, %257, %c43_i64_275 : i64
        %c12_i64_276 = arith.constant 12 : i64
        %262 = arith.cmpi slt, %260, %c12_i64_276 : i64
        %263 = arith.andi %261, %262 : i1
        scf.if %263 {
          %279 = memref.load %alloca_98[] : memref<f32>
          %c43_i64_286 = arith.constant 43 : i64
          %280 = arith.muli %260, %c43_i64_286 : i64
          %281 = arith.addi %257, %280 : i64
          %282 = llvm.getelementptr %11[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %279, %282 : f32, !llvm.ptr<1>
        }
        %c8_i64_277 = arith.constant 8 : i64
        %264 = arith.addi %47, %c8_i64_277 : i64
        %265 = arith.addi %83, %264 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %266 = arith.muli %48, %c2_i64_278 : i64
        %267 = arith.addi %84, %266 : i64
        %c43_i64_279 = arith.constant 43 : i64
        %268 = arith.cmpi slt, %265, %c43_i64_279 : i64
        %c12_i64_280 = arith.constant 12 : i64
        %269 = arith.cmpi slt, %267, %c12_i64_280 : i64
        %270 = arith.andi %268, %269 : i1
        scf.if %270 {
          %279 = memref.load %alloca_99[] : memref<f32>
          %c43_i64_286 = arith.constant 43 : i64
          %280 = arith.muli %267, %c43_i64_286 : i64
          %281 = arith.addi %265, %280 : i64
          %282 = llvm.getelementptr %11[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %279, %282 : f32, !llvm.ptr<1>
        }
        %c8_i64_281 = arith.constant 8 : i64
        %271 = arith.addi %47, %c8_i64_281 : i64
        %272 = arith.addi %83, %271 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %273 = arith.muli %48, %c2_i64_282 : i64
        %c1_i64_283 = arith.constant 1 : i64
        %274 = arith.addi %273, %c1_i64_283 : i64
        %275 = arith.addi %84, %274 : i64
        %c43_i64_284 = arith.constant 43 : i64
        %276 = arith.cmpi slt, %272, %c43_i64_284 : i64
        %c12_i64_285 = arith.constant 12 : i64
        %277 = arith.cmpi slt, %275, %c12_i64_285 : i64
        %278 = arith.andi %276, %277 : i1
        scf.if %278 {
          %279 = memref.load %alloca_100[] : memref<f32>
          %c43_i64_286 = arith.constant 43 : i64
          %280 = arith.muli %275, %c43_i64_286 : i64
          %281 = arith.addi %272, %280 : i64
          %282 = llvm.getelementptr %11[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %279, %282 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_148 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_148 : index to i64
      %c34_i64 = arith.constant 34 : i64
      %50 = arith.minsi %49, %c34_i64 : i64
      %thread_id_y_149 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_149 : index to i64
      %thread_id_y_150 = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y_150 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %53 = arith.addi %52, %c3_i64 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_151 : index to i64
      %c6_i64_152 = arith.constant 6 : i64
      %55 = arith.addi %54, %c6_i64_152 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca_113[] : memref<f64>
      %cst_153 = arith.constant 0.000000e+00 : f64
      memref.store %cst_153, %alloca_114[] : memref<f64>
      %cst_154 = arith.constant 0.000000e+00 : f64
      memref.store %cst_154, %alloca_115[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64_155 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64 to %c6_i64_155 step %c1_i64  : i64 {
        %c35_i64_183 = arith.constant 35 : i64
        %81 = arith.muli %arg17, %c35_i64_183 : i64
        %82 = arith.addi %50, %81 : i64
        %83 = llvm.getelementptr %13[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %84 = llvm.load %83 : !llvm.ptr<1> -> f16
        %c6_i64_184 = arith.constant 6 : i64
        %85 = arith.muli %51, %c6_i64_184 : i64
        %86 = arith.addi %arg17, %85 : i64
        %87 = llvm.getelementptr %15[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %88 = llvm.load %87 : !llvm.ptr<1> -> bf16
        %c6_i64_185 = arith.constant 6 : i64
        %89 = arith.muli %53, %c6_i64_185 : i64
        %90 = arith.addi %arg17, %89 : i64
        %91 = llvm.getelementptr %15[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %92 = llvm.load %91 : !llvm.ptr<1> -> bf16
        %c6_i64_186 = arith.constant 6 : i64
        %93 = arith.muli %55, %c6_i64_186 : i64
        %94 = arith.addi %arg17, %93 : i64
        %95 = llvm.getelementptr %15[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %96 = llvm.load %95 : !llvm.ptr<1> -> bf16
        %97 = arith.extf %84 : f16 to f64
        %98 = arith.extf %88 : bf16 to f64
        %99 = memref.load %alloca_113[] : memref<f64>
        %100 = llvm.intr.fma(%97, %98, %99) : (f64, f64, f64) -> f64
        memref.store %100, %alloca_113[] : memref<f64>
        %101 = arith.extf %84 : f16 to f64
        %102 = arith.extf %92 : bf16 to f64
        %103 = memref.load %alloca_114[] : memref<f64>
        %104 = llvm.intr.fma(%101, %102, %103) : (f64, f64, f64) -> f64
        memref.store %104, %alloca_114[] : memref<f64>
        %105 = arith.extf %84 : f16 to f64
        %106 = arith.extf %96 : bf16 to f64
        %107 = memref.load %alloca_115[] : memref<f64>
        %108 = llvm.intr.fma(%105, %106, %107) : (f64, f64, f64) -> f64
        memref.store %108, %alloca_115[] : memref<f64>
      }
      %c35_i64 = arith.constant 35 : i64
      %56 = arith.cmpi slt, %49, %c35_i64 : i64
      scf.if %56 {
        %c35_i64_183 = arith.constant 35 : i64
        %81 = arith.muli %51, %c35_i64_183 : i64
        %82 = arith.addi %49, %81 : i64
        %83 = llvm.getelementptr %17[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %84 = llvm.load %83 : !llvm.ptr<1> -> f64
        %85 = memref.load %alloca_113[] : memref<f64>
        %86 = arith.addf %84, %85 : f64
        %c35_i64_184 = arith.constant 35 : i64
        %87 = arith.muli %51, %c35_i64_184 : i64
        %88 = arith.addi %49, %87 : i64
        %89 = llvm.getelementptr %17[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %86, %89 : f64, !llvm.ptr<1>
        %c35_i64_185 = arith.constant 35 : i64
        %90 = arith.muli %53, %c35_i64_185 : i64
        %91 = arith.addi %49, %90 : i64
        %92 = llvm.getelementptr %17[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %93 = llvm.load %92 : !llvm.ptr<1> -> f64
        %94 = memref.load %alloca_114[] : memref<f64>
        %95 = arith.addf %93, %94 : f64
        %c35_i64_186 = arith.constant 35 : i64
        %96 = arith.muli %53, %c35_i64_186 : i64
        %97 = arith.addi %49, %96 : i64
        %98 = llvm.getelementptr %17[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %95, %98 : f64, !llvm.ptr<1>
        %c35_i64_187 = arith.constant 35 : i64
        %99 = arith.muli %55, %c35_i64_187 : i64
        %100 = arith.addi %49, %99 : i64
        %101 = llvm.getelementptr %17[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %102 = llvm.load %101 : !llvm.ptr<1> -> f64
        %103 = memref.load %alloca_115[] : memref<f64>
        %104 = arith.addf %102, %103 : f64
        %c35_i64_188 = arith.constant 35 : i64
        %105 = arith.muli %55, %c35_i64_188 : i64
        %106 = arith.addi %49, %105 : i64
        %107 = llvm.getelementptr %17[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %104, %107 : f64, !llvm.ptr<1>
      }
      %thread_id_x_156 = gpu.thread_id  x
      %57 = arith.index_cast %thread_id_x_156 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %58 = arith.minsi %57, %c19_i64 : i64
      %thread_id_y_157 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_157 : index to i64
      %c9_i64 = arith.constant 9 : i64
      %60 = arith.minsi %59, %c9_i64 : i64
      %thread_id_y_158 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_158 : index to i64
      %c3_i64_159 = arith.constant 3 : i64
      %62 = arith.addi %61, %c3_i64_159 : i64
      %c9_i64_160 = arith.constant 9 : i64
      %63 = arith.minsi %62, %c9_i64_160 : i64
      %thread_id_y_161 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_161 : index to i64
      %c6_i64_162 = arith.constant 6 : i64
      %65 = arith.addi %64, %c6_i64_162 : i64
      %c9_i64_163 = arith.constant 9 : i64
      %66 = arith.minsi %65, %c9_i64_163 : i64
      %thread_id_y_164 = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y_164 : index to i64
      %c9_i64_165 = arith.constant 9 : i64
      %68 = arith.addi %67, %c9_i64_165 : i64
      %c9_i64_166 = arith.constant 9 : i64
      %69 = arith.minsi %68, %c9_i64_166 : i64
      %cst_167 = arith.constant 0.000000e+00 : f64
      memref.store %cst_167, %alloca_116[] : memref<f64>
      %cst_168 = arith.constant 0.000000e+00 : f64
      memref.store %cst_168, %alloca_117[] : memref<f64>
      %cst_169 = arith.constant 0.000000e+00 : f64
      memref.store %cst_169, %alloca_118[] : memref<f64>
      %cst_170 = arith.constant 0.000000e+00 : f64
      memref.store %cst_170, %alloca_119[] : memref<f64>
      %c0_i64_171 = arith.constant 0 : i64
      %c4_i64_172 = arith.constant 4 : i64
      %c1_i64_173 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
        %c20_i64_183 = arith.constant 20 : i64
        %81 = arith.muli %arg17, %c20_i64_183 : i64
        %82 = arith.addi %58, %81 : i64
        %83 = llvm.getelementptr %19[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %84 = llvm.load %83 : !llvm.ptr<1> -> f32
        %c4_i64_184 = arith.constant 4 : i64
        %85 = arith.muli %60, %c4_i64_184 : i64
        %86 = arith.addi %arg17, %85 : i64
        %87 = llvm.getelementptr %21[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %88 = llvm.load %87 : !llvm.ptr<1> -> f64
        %c4_i64_185 = arith.constant 4 : i64
        %89 = arith.muli %63, %c4_i64_185 : i64
        %90 = arith.addi %arg17, %89 : i64
        %91 = llvm.getelementptr %21[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %92 = llvm.load %91 : !llvm.ptr<1> -> f64
        %c4_i64_186 = arith.constant 4 : i64
        %93 = arith.muli %66, %c4_i64_186 : i64
        %94 = arith.addi %arg17, %93 : i64
        %95 = llvm.getelementptr %21[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %96 = llvm.load %95 : !llvm.ptr<1> -> f64
        %c4_i64_187 = arith.constant 4 : i64
        %97 = arith.muli %69, %c4_i64_187 : i64
        %98 = arith.addi %arg17, %97 : i64
        %99 = llvm.getelementptr %21[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %100 = llvm.load %99 : !llvm.ptr<1> -> f64
        %101 = arith.extf %84 : f32 to f64
        %102 = memref.load %alloca_116[] : memref<f64>
        %103 = llvm.intr.fma(%101, %88, %102) : (f64, f64, f64) -> f64
        memref.store %103, %alloca_116[] : memref<f64>
        %104 = arith.extf %84 : f32 to f64
        %105 = memref.load %alloca_117[] : memref<f64>
        %106 = llvm.intr.fma(%104, %92, %105) : (f64, f64, f64) -> f64
        memref.store %106, %alloca_117[] : memref<f64>
        %107 = arith.extf %84 : f32 to f64
        %108 = memref.load %alloca_118[] : memref<f64>
        %109 = llvm.intr.fma(%107, %96, %108) : (f64, f64, f64) -> f64
        memref.store %109, %alloca_118[] : memref<f64>
        %110 = arith.extf %84 : f32 to f64
        %111 = memref.load %alloca_119[] : memref<f64>
        %112 = llvm.intr.fma(%110, %100, %111) : (f64, f64, f64) -> f64
        memref.store %112, %alloca_119[] : memref<f64>
      }
      %c20_i64 = arith.constant 20 : i64
      %70 = arith.cmpi slt, %57, %c20_i64 : i64
      scf.if %70 {
        %c10_i64 = arith.constant 10 : i64
        %81 = arith.cmpi slt, %59, %c10_i64 : i64
        scf.if %81 {
          %85 = memref.load %alloca_116[] : memref<f64>
          %c20_i64_186 = arith.constant 20 : i64
          %86 = arith.muli %59, %c20_i64_186 : i64
          %87 = arith.addi %57, %86 : i64
          %88 = llvm.getelementptr %23[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %85, %88 : f64, !llvm.ptr<1>
        }
        %c10_i64_183 = arith.constant 10 : i64
        %82 = arith.cmpi slt, %62, %c10_i64_183 : i64
        scf.if %82 {
          %85 = memref.load %alloca_117[] : memref<f64>
          %c20_i64_186 = arith.constant 20 : i64
          %86 = arith.muli %62, %c20_i64_186 : i64
          %87 = arith.addi %57, %86 : i64
          %88 = llvm.getelementptr %23[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %85, %88 : f64, !llvm.ptr<1>
        }
        %c10_i64_184 = arith.constant 10 : i64
        %83 = arith.cmpi slt, %65, %c10_i64_184 : i64
        scf.if %83 {
          %85 = memref.load %alloca_118[] : memref<f64>
          %c20_i64_186 = arith.constant 20 : i64
          %86 = arith.muli %65, %c20_i64_186 : i64
          %87 = arith.addi %57, %86 : i64
          %88 = llvm.getelementptr %23[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %85, %88 : f64, !llvm.ptr<1>
        }
        %c10_i64_185 = arith.constant 10 : i64
        %84 = arith.cmpi slt, %68, %c10_i64_185 : i64
        scf.if %84 {
          %85 = memref.load %alloca_119[] : memref<f64>
          %c20_i64_186 = arith.constant 20 : i64
          %86 = arith.muli %68, %c20_i64_186 : i64
          %87 = arith.addi %57, %86 : i64
          %88 = llvm.getelementptr %23[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %85, %88 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_174 = gpu.thread_id  x
      %71 = arith.index_cast %thread_id_x_174 : index to i64
      %c64_i64_175 = arith.constant 64 : i64
      %thread_id_y_176 = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y_176 : index to i64
      %73 = arith.muli %c64_i64_175, %72 : i64
      %74 = arith.addi %71, %73 : i64
      %c32_i64_177 = arith.constant 32 : i64
      %75 = arith.divsi %74, %c32_i64_177 : i64
      %c32_i64_178 = arith.constant 32 : i64
      %76 = arith.remsi %74, %c32_i64_178 : i64
      %c4_i64_179 = arith.constant 4 : i64
      %77 = arith.divsi %76, %c4_i64_179 : i64
      %c4_i64_180 = arith.constant 4 : i64
      %78 = arith.remsi %76, %c4_i64_180 : i64
      %c16_i64 = arith.constant 16 : i64
      %79 = arith.remsi %26, %c16_i64 : i64
      %80 = arith.subi %26, %79 : i64
      %c3_i64_181 = arith.constant 3 : i64
      %c6_i64_182 = arith.constant 6 : i64
      scf.for %arg17 = %75 to %c3_i64_181 step %c6_i64_182  : i64 {
        %c3_i64_183 = arith.constant 3 : i64
        %81 = arith.remsi %arg17, %c3_i64_183 : i64
        %c3_i64_184 = arith.constant 3 : i64
        %82 = arith.divsi %arg17, %c3_i64_184 : i64
        %c16_i64_185 = arith.constant 16 : i64
        %83 = arith.muli %81, %c16_i64_185 : i64
        %c8_i64 = arith.constant 8 : i64
        %84 = arith.muli %82, %c8_i64 : i64
        %cst_186 = arith.constant 0.000000e+00 : f32
        memref.store %cst_186, %alloca_120[] : memref<f32>
        %cst_187 = arith.constant 0.000000e+00 : f32
        memref.store %cst_187, %alloca_121[] : memref<f32>
        %cst_188 = arith.constant 0.000000e+00 : f32
        memref.store %cst_188, %alloca_122[] : memref<f32>
        %cst_189 = arith.constant 0.000000e+00 : f32
        memref.store %cst_189, %alloca_123[] : memref<f32>
        %85 = arith.addi %83, %77 : i64
        %c32_i64_190 = arith.constant 32 : i64
        %86 = arith.minsi %85, %c32_i64_190 : i64
        %87 = arith.addi %83, %77 : i64
        %c32_i64_191 = arith.constant 32 : i64
        %88 = arith.minsi %87, %c32_i64_191 : i64
        %c8_i64_192 = arith.constant 8 : i64
        %89 = arith.addi %77, %c8_i64_192 : i64
        %90 = arith.addi %83, %89 : i64
        %c32_i64_193 = arith.constant 32 : i64
        %91 = arith.minsi %90, %c32_i64_193 : i64
        %c8_i64_194 = arith.constant 8 : i64
        %92 = arith.addi %77, %c8_i64_194 : i64
        %93 = arith.addi %83, %92 : i64
        %c32_i64_195 = arith.constant 32 : i64
        %94 = arith.minsi %93, %c32_i64_195 : i64
        %95 = arith.addi %83, %77 : i64
        %c32_i64_196 = arith.constant 32 : i64
        %96 = arith.minsi %95, %c32_i64_196 : i64
        %97 = arith.addi %83, %77 : i64
        %c32_i64_197 = arith.constant 32 : i64
        %98 = arith.minsi %97, %c32_i64_197 : i64
        %c8_i64_198 = arith.constant 8 : i64
        %99 = arith.addi %77, %c8_i64_198 : i64
        %100 = arith.addi %83, %99 : i64
        %c32_i64_199 = arith.constant 32 : i64
        %101 = arith.minsi %100, %c32_i64_199 : i64
        %c8_i64_200 = arith.constant 8 : i64
        %102 = arith.addi %77, %c8_i64_200 : i64
        %103 = arith.addi %83, %102 : i64
        %c32_i64_201 = arith.constant 32 : i64
        %104 = arith.minsi %103, %c32_i64_201 : i64
        %105 = arith.addi %84, %77 : i64
        %106 = arith.addi %84, %77 : i64
        %107 = arith.addi %84, %77 : i64
        %108 = arith.addi %84, %77 : i64
        %c0_i64_202 = arith.constant 0 : i64
        %c16_i64_203 = arith.constant 16 : i64
        scf.for %arg18 = %c0_i64_202 to %80 step %c16_i64_203  : i64 {
          %c2_i64_214 = arith.constant 2 : i64
          %130 = arith.muli %78, %c2_i64_214 : i64
          %131 = arith.addi %arg18, %130 : i64
          %c2_i64_215 = arith.constant 2 : i64
          %132 = arith.muli %78, %c2_i64_215 : i64
          %c1_i64_216 = arith.constant 1 : i64
          %133 = arith.addi %132, %c1_i64_216 : i64
          %134 = arith.addi %arg18, %133 : i64
          %c2_i64_217 = arith.constant 2 : i64
          %135 = arith.muli %78, %c2_i64_217 : i64
          %136 = arith.addi %arg18, %135 : i64
          %c2_i64_218 = arith.constant 2 : i64
          %137 = arith.muli %78, %c2_i64_218 : i64
          %c1_i64_219 = arith.constant 1 : i64
          %138 = arith.addi %137, %c1_i64_219 : i64
          %139 = arith.addi %arg18, %138 : i64
          %c2_i64_220 = arith.constant 2 : i64
          %140 = arith.muli %78, %c2_i64_220 : i64
          %c8_i64_221 = arith.constant 8 : i64
          %141 = arith.addi %140, %c8_i64_221 : i64
          %142 = arith.addi %arg18, %141 : i64
          %c2_i64_222 = arith.constant 2 : i64
          %143 = arith.muli %78, %c2_i64_222 : i64
          %c9_i64_223 = arith.constant 9 : i64
          %144 = arith.addi %143, %c9_i64_223 : i64
          %145 = arith.addi %arg18, %144 : i64
          %c2_i64_224 = arith.constant 2 : i64
          %146 = arith.muli %78, %c2_i64_224 : i64
          %c8_i64_225 = arith.constant 8 : i64
          %147 = arith.addi %146, %c8_i64_225 : i64
          %148 = arith.addi %arg18, %147 : i64
          %c2_i64_226 = arith.constant 2 : i64
          %149 = arith.muli %78, %c2_i64_226 : i64
          %c9_i64_227 = arith.constant 9 : i64
          %150 = arith.addi %149, %c9_i64_227 : i64
          %151 = arith.addi %arg18, %150 : i64
          %c2_i64_228 = arith.constant 2 : i64
          %152 = arith.muli %78, %c2_i64_228 : i64
          %153 = arith.addi %arg18, %152 : i64
          %c2_i64_229 = arith.constant 2 : i64
          %154 = arith.muli %78, %c2_i64_229 : i64
          %c1_i64_230 = arith.constant 1 : i64
          %155 = arith.addi %154, %c1_i64_230 : i64
          %156 = arith.addi %arg18, %155 : i64
          %c2_i64_231 = arith.constant 2 : i64
          %157 = arith.muli %78, %c2_i64_231 : i64
          %c8_i64_232 = arith.constant 8 : i64
          %158 = arith.addi %157, %c8_i64_232 : i64
          %159 = arith.addi %arg18, %158 : i64
          %c2_i64_233 = arith.constant 2 : i64
          %160 = arith.muli %78, %c2_i64_233 : i64
          %c9_i64_234 = arith.constant 9 : i64
          %161 = arith.addi %160, %c9_i64_234 : i64
          %162 = arith.addi %arg18, %161 : i64
          %c33_i64_235 = arith.constant 33 : i64
          %163 = arith.muli %131, %c33_i64_235 : i64
          %164 = arith.addi %86, %163 : i64
          %165 = llvm.getelementptr %25[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %166 = llvm.load %165 : !llvm.ptr<1> -> f16
          %c33_i64_236 = arith.constant 33 : i64
          %167 = arith.muli %134, %c33_i64_236 : i64
          %168 = arith.addi %88, %167 : i64
          %169 = llvm.getelementptr %25[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %170 = llvm.load %169 : !llvm.ptr<1> -> f16
          %c33_i64_237 = arith.constant 33 : i64
          %171 = arith.muli %136, %c33_i64_237 : i64
          %172 = arith.addi %91, %171 : i64
          %173 = llvm.getelementptr %25[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %174 = llvm.load %173 : !llvm.ptr<1> -> f16
          %c33_i64_238 = arith.constant 33 : i64
          %175 = arith.muli %139, %c33_i64_238 : i64
          %176 = arith.addi %94, %175 : i64
          %177 = llvm.getelementptr %25[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %178 = llvm.load %177 : !llvm.ptr<1> -> f16
          %c33_i64_239 = arith.constant 33 : i64
          %179 = arith.muli %142, %c33_i64_239 : i64
          %180 = arith.addi %96, %179 : i64
          %181 = llvm.getelementptr %25[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %182 = llvm.load %181 : !llvm.ptr<1> -> f16
          %c33_i64_240 = arith.constant 33 : i64
          %183 = arith.muli %145, %c33_i64_240 : i64
          %184 = arith.addi %98, %183 : i64
          %185 = llvm.getelementptr %25[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %186 = llvm.load %185 : !llvm.ptr<1> -> f16
          %c33_i64_241 = arith.constant 33 : i64
          %187 = arith.muli %148, %c33_i64_241 : i64
          %188 = arith.addi %101, %187 : i64
          %189 = llvm.getelementptr %25[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %190 = llvm.load %189 : !llvm.ptr<1> -> f16
          %c33_i64_242 = arith.constant 33 : i64
          %191 = arith.muli %151, %c33_i64_242 : i64
          %192 = arith.addi %104, %191 : i64
          %193 = llvm.getelementptr %25[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %194 = llvm.load %193 : !llvm.ptr<1> -> f16
          %195 = arith.muli %105, %30 : i64
          %196 = arith.addi %153, %195 : i64
          %197 = llvm.getelementptr %28[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %198 = llvm.load %197 : !llvm.ptr<1> -> f16
          %199 = arith.muli %106, %30 : i64
          %200 = arith.addi %156, %199 : i64
          %201 = llvm.getelementptr %28[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %202 = llvm.load %201 : !llvm.ptr<1> -> f16
          %203 = arith.muli %107, %30 : i64
          %204 = arith.addi %159, %203 : i64
          %205 = llvm.getelementptr %28[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %206 = llvm.load %205 : !llvm.ptr<1> -> f16
          %207 = arith.muli %108, %30 : i64
          %208 = arith.addi %162, %207 : i64
          %209 = llvm.getelementptr %28[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %210 = llvm.load %209 : !llvm.ptr<1> -> f16
          %211 = llvm.mlir.poison : vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %212 = llvm.insertelement %166, %211[%c0_i32 : i32] : vector<2xf16>
          %c1_i32 = arith.constant 1 : i32
          %213 = llvm.insertelement %170, %212[%c1_i32 : i32] : vector<2xf16>
          %214 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_243 = arith.constant 0 : i32
          %215 = llvm.insertelement %174, %214[%c0_i32_243 : i32] : vector<2xf16>
          %c1_i32_244 = arith.constant 1 : i32
          %216 = llvm.insertelement %178, %215[%c1_i32_244 : i32] : vector<2xf16>
          %217 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_245 = arith.constant 0 : i32
          %218 = llvm.insertelement %182, %217[%c0_i32_245 : i32] : vector<2xf16>
          %c1_i32_246 = arith.constant 1 : i32
          %219 = llvm.insertelement %186, %218[%c1_i32_246 : i32] : vector<2xf16>
          %220 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_247 = arith.constant 0 : i32
          %221 = llvm.insertelement %190, %220[%c0_i32_247 : i32] : vector<2xf16>
          %c1_i32_248 = arith.constant 1 : i32
          %222 = llvm.insertelement %194, %221[%c1_i32_248 : i32] : vector<2xf16>
          %223 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_249 = arith.constant 0 : i32
          %224 = llvm.insertelement %198, %223[%c0_i32_249 : i32] : vector<2xf16>
          %c1_i32_250 = arith.constant 1 : i32
          %225 = llvm.insertelement %202, %224[%c1_i32_250 : i32] : vector<2xf16>
          %226 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_251 = arith.constant 0 : i32
          %227 = llvm.insertelement %206, %226[%c0_i32_251 : i32] : vector<2xf16>
          %c1_i32_252 = arith.constant 1 : i32
          %228 = llvm.insertelement %210, %227[%c1_i32_252 : i32] : vector<2xf16>
          %229 = memref.load %alloca_120[] : memref<f32>
          %230 = memref.load %alloca_121[] : memref<f32>
          %231 = memref.load %alloca_122[] : memref<f32>
          %232 = memref.load %alloca_123[] : memref<f32>
          %233 = nvvm.mma.sync A[%213, %216, %219, %222]  B[%225, %228]  C[%229, %230, %231, %232]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %234 = llvm.extractvalue %233[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %234, %alloca_120[] : memref<f32>
          %235 = llvm.extractvalue %233[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %235, %alloca_121[] : memref<f32>
          %236 = llvm.extractvalue %233[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %236, %alloca_122[] : memref<f32>
          %237 = llvm.extractvalue %233[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %237, %alloca_123[] : memref<f32>
        }
        %109 = arith.cmpi slt, %80, %26 : i64
        scf.if %109 {
          %c2_i64_214 = arith.constant 2 : i64
          %130 = arith.muli %78, %c2_i64_214 : i64
          %131 = arith.addi %80, %130 : i64
          %c2_i64_215 = arith.constant 2 : i64
          %132 = arith.muli %78, %c2_i64_215 : i64
          %c1_i64_216 = arith.constant 1 : i64
          %133 = arith.addi %132, %c1_i64_216 : i64
          %134 = arith.addi %80, %133 : i64
          %c2_i64_217 = arith.constant 2 : i64
          %135 = arith.muli %78, %c2_i64_217 : i64
          %136 = arith.addi %80, %135 : i64
          %c2_i64_218 = arith.constant 2 : i64
          %137 = arith.muli %78, %c2_i64_218 : i64
          %c1_i64_219 = arith.constant 1 : i64
          %138 = arith.addi %137, %c1_i64_219 : i64
          %139 = arith.addi %80, %138 : i64
          %c2_i64_220 = arith.constant 2 : i64
          %140 = arith.muli %78, %c2_i64_220 : i64
          %c8_i64_221 = arith.constant 8 : i64
          %141 = arith.addi %140, %c8_i64_221 : i64
          %142 = arith.addi %80, %141 : i64
          %c2_i64_222 = arith.constant 2 : i64
          %143 = arith.muli %78, %c2_i64_222 : i64
          %c9_i64_223 = arith.constant 9 : i64
          %144 = arith.addi %143, %c9_i64_223 : i64
          %145 = arith.addi %80, %144 : i64
          %c2_i64_224 = arith.constant 2 : i64
          %146 = arith.muli %78, %c2_i64_224 : i64
          %c8_i64_225 = arith.constant 8 : i64
          %147 = arith.addi %146, %c8_i64_225 : i64
          %148 = arith.addi %80, %147 : i64
          %c2_i64_226 = arith.constant 2 : i64
          %149 = arith.muli %78, %c2_i64_226 : i64
          %c9_i64_227 = arith.constant 9 : i64
          %150 = arith.addi %149, %c9_i64_227 : i64
          %151 = arith.addi %80, %150 : i64
          %c2_i64_228 = arith.constant 2 : i64
          %152 = arith.muli %78, %c2_i64_228 : i64
          %153 = arith.addi %80, %152 : i64
          %c2_i64_229 = arith.constant 2 : i64
          %154 = arith.muli %78, %c2_i64_229 : i64
          %c1_i64_230 = arith.constant 1 : i64
          %155 = arith.addi %154, %c1_i64_230 : i64
          %156 = arith.addi %80, %155 : i64
          %c2_i64_231 = arith.constant 2 : i64
          %157 = arith.muli %78, %c2_i64_231 : i64
          %c8_i64_232 = arith.constant 8 : i64
          %158 = arith.addi %157, %c8_i64_232 : i64
          %159 = arith.addi %80, %158 : i64
          %c2_i64_233 = arith.constant 2 : i64
          %160 = arith.muli %78, %c2_i64_233 : i64
          %c9_i64_234 = arith.constant 9 : i64
          %161 = arith.addi %160, %c9_i64_234 : i64
          %162 = arith.addi %80, %161 : i64
          %c1_i64_235 = arith.constant 1 : i64
          %163 = arith.subi %26, %c1_i64_235 : i64
          %164 = arith.minsi %131, %163 : i64
          %c33_i64_236 = arith.constant 33 : i64
          %165 = arith.muli %164, %c33_i64_236 : i64
          %166 = arith.addi %86, %165 : i64
          %167 = llvm.getelementptr %25[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %168 = llvm.load %167 : !llvm.ptr<1> -> f16
          memref.store %168, %alloca_124[] : memref<f16>
          %169 = arith.cmpi sge, %131, %26 : i64
          scf.if %169 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_124[] : memref<f16>
          }
          %c1_i64_237 = arith.constant 1 : i64
          %170 = arith.subi %26, %c1_i64_237 : i64
          %171 = arith.minsi %134, %170 : i64
          %c33_i64_238 = arith.constant 33 : i64
          %172 = arith.muli %171, %c33_i64_238 : i64
          %173 = arith.addi %88, %172 : i64
          %174 = llvm.getelementptr %25[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %175 = llvm.load %174 : !llvm.ptr<1> -> f16
          memref.store %175, %alloca_125[] : memref<f16>
          %176 = arith.cmpi sge, %134, %26 : i64
          scf.if %176 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_125[] : memref<f16>
          }
          %c1_i64_239 = arith.constant 1 : i64
          %177 = arith.subi %26, %c1_i64_239 : i64
          %178 = arith.minsi %136, %177 : i64
          %c33_i64_240 = arith.constant 33 : i64
          %179 = arith.muli %178, %c33_i64_240 : i64
          %180 = arith.addi %91, %179 : i64
          %181 = llvm.getelementptr %25[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %182 = llvm.load %181 : !llvm.ptr<1> -> f16
          memref.store %182, %alloca_126[] : memref<f16>
          %183 = arith.cmpi sge, %136, %26 : i64
          scf.if %183 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_126[] : memref<f16>
          }
          %c1_i64_241 = arith.constant 1 : i64
          %184 = arith.subi %26, %c1_i64_241 : i64
          %185 = arith.minsi %139, %184 : i64
          %c33_i64_242 = arith.constant 33 : i64
          %186 = arith.muli %185, %c33_i64_242 : i64
          %187 = arith.addi %94, %186 : i64
          %188 = llvm.getelementptr %25[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %189 = llvm.load %188 : !llvm.ptr<1> -> f16
          memref.store %189, %alloca_127[] : memref<f16>
          %190 = arith.cmpi sge, %139, %26 : i64
          scf.if %190 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_127[] : memref<f16>
          }
          %c1_i64_243 = arith.constant 1 : i64
          %191 = arith.subi %26, %c1_i64_243 : i64
          %192 = arith.minsi %142, %191 : i64
          %c33_i64_244 = arith.constant 33 : i64
          %193 = arith.muli %192, %c33_i64_244 : i64
          %194 = arith.addi %96, %193 : i64
          %195 = llvm.getelementptr %25[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %196 = llvm.load %195 : !llvm.ptr<1> -> f16
          memref.store %196, %alloca_128[] : memref<f16>
          %197 = arith.cmpi sge, %142, %26 : i64
          scf.if %197 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_128[] : memref<f16>
          }
          %c1_i64_245 = arith.constant 1 : i64
          %198 = arith.subi %26, %c1_i64_245 : i64
          %199 = arith.minsi %145, %198 : i64
          %c33_i64_246 = arith.constant 33 : i64
          %200 = arith.muli %199, %c33_i64_246 : i64
          %201 = arith.addi %98, %200 : i64
          %202 = llvm.getelementptr %25[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %203 = llvm.load %202 : !llvm.ptr<1> -> f16
          memref.store %203, %alloca_129[] : memref<f16>
          %204 = arith.cmpi sge, %145, %26 : i64
          scf.if %204 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_129[] : memref<f16>
          }
          %c1_i64_247 = arith.constant 1 : i64
          %205 = arith.subi %26, %c1_i64_247 : i64
          %206 = arith.minsi %148, %205 : i64
          %c33_i64_248 = arith.constant 33 : i64
          %207 = arith.muli %206, %c33_i64_248 : i64
          %208 = arith.addi %101, %207 : i64
          %209 = llvm.getelementptr %25[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %210 = llvm.load %209 : !llvm.ptr<1> -> f16
          memref.store %210, %alloca_130[] : memref<f16>
          %211 = arith.cmpi sge, %148, %26 : i64
          scf.if %211 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_130[] : memref<f16>
          }
          %c1_i64_249 = arith.constant 1 : i64
          %212 = arith.subi %26, %c1_i64_249 : i64
          %213 = arith.minsi %151, %212 : i64
          %c33_i64_250 = arith.constant 33 : i64
          %214 = arith.muli %213, %c33_i64_250 : i64
          %215 = arith.addi %104, %214 : i64
          %216 = llvm.getelementptr %25[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %217 = llvm.load %216 : !llvm.ptr<1> -> f16
          memref.store %217, %alloca_131[] : memref<f16>
          %218 = arith.cmpi sge, %151, %26 : i64
          scf.if %218 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_131[] : memref<f16>
          }
          %c1_i64_251 = arith.constant 1 : i64
          %219 = arith.subi %26, %c1_i64_251 : i64
          %220 = arith.minsi %153, %219 : i64
          %221 = arith.muli %105, %30 : i64
          %222 = arith.addi %220, %221 : i64
          %223 = llvm.getelementptr %28[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %224 = llvm.load %223 : !llvm.ptr<1> -> f16
          memref.store %224, %alloca_132[] : memref<f16>
          %225 = arith.cmpi sge, %153, %26 : i64
          scf.if %225 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_132[] : memref<f16>
          }
          %c1_i64_252 = arith.constant 1 : i64
          %226 = arith.subi %26, %c1_i64_252 : i64
          %227 = arith.minsi %156, %226 : i64
          %228 = arith.muli %106, %30 : i64
          %229 = arith.addi %227, %228 : i64
          %230 = llvm.getelementptr %28[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %231 = llvm.load %230 : !llvm.ptr<1> -> f16
          memref.store %231, %alloca_133[] : memref<f16>
          %232 = arith.cmpi sge, %156, %26 : i64
          scf.if %232 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_133[] : memref<f16>
          }
          %c1_i64_253 = arith.constant 1 : i64
          %233 = arith.subi %26, %c1_i64_253 : i64
          %234 = arith.minsi %159, %233 : i64
          %235 = arith.muli %107, %30 : i64
          %236 = arith.addi %234, %235 : i64
          %237 = llvm.getelementptr %28[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %238 = llvm.load %237 : !llvm.ptr<1> -> f16
          memref.store %238, %alloca_134[] : memref<f16>
          %239 = arith.cmpi sge, %159, %26 : i64
          scf.if %239 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_134[] : memref<f16>
          }
          %c1_i64_254 = arith.constant 1 : i64
          %240 = arith.subi %26, %c1_i64_254 : i64
          %241 = arith.minsi %162, %240 : i64
          %242 = arith.muli %108, %30 : i64
          %243 = arith.addi %241, %242 : i64
          %244 = llvm.getelementptr %28[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %245 = llvm.load %244 : !llvm.ptr<1> -> f16
          memref.store %245, %alloca_135[] : memref<f16>
          %246 = arith.cmpi sge, %162, %26 : i64
          scf.if %246 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_135[] : memref<f16>
          }
          %247 = memref.load %alloca_124[] : memref<f16>
          %248 = memref.load %alloca_125[] : memref<f16>
          %249 = memref.load %alloca_126[] : memref<f16>
          %250 = memref.load %alloca_127[] : memref<f16>
          %251 = memref.load %alloca_128[] : memref<f16>
          %252 = memref.load %alloca_129[] : memref<f16>
          %253 = memref.load %alloca_130[] : memref<f16>
          %254 = memref.load %alloca_131[] : memref<f16>
          %255 = llvm.mlir.poison : vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %256 = llvm.insertelement %247, %255[%c0_i32 : i32] : vector<2xf16>
          %c1_i32 = arith.constant 1 : i32
          %257 = llvm.insertelement %248, %256[%c1_i32 : i32] : vector<2xf16>
          %258 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_255 = arith.constant 0 : i32
          %259 = llvm.insertelement %249, %258[%c0_i32_255 : i32] : vector<2xf16>
          %c1_i32_256 = arith.constant 1 : i32
          %260 = llvm.insertelement %250, %259[%c1_i32_256 : i32] : vector<2xf16>
          %261 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_257 = arith.constant 0 : i32
          %262 = llvm.insertelement %251, %261[%c0_i32_257 : i32] : vector<2xf16>
          %c1_i32_258 = arith.constant 1 : i32
          %263 = llvm.insertelement %252, %262[%c1_i32_258 : i32] : vector<2xf16>
          %264 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_259 = arith.constant 0 : i32
          %265 = llvm.insertelement %253, %264[%c0_i32_259 : i32] : vector<2xf16>
          %c1_i32_260 = arith.constant 1 : i32
          %266 = llvm.insertelement %254, %265[%c1_i32_260 : i32] : vector<2xf16>
          %267 = memref.load %alloca_132[] : memref<f16>
          %268 = memref.load %alloca_133[] : memref<f16>
          %269 = memref.load %alloca_134[] : memref<f16>
          %270 = memref.load %alloca_135[] : memref<f16>
          %271 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_261 = arith.constant 0 : i32
          %272 = llvm.insertelement %267, %271[%c0_i32_261 : i32] : vector<2xf16>
          %c1_i32_262 = arith.constant 1 : i32
          %273 = llvm.insertelement %268, %272[%c1_i32_262 : i32] : vector<2xf16>
          %274 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_263 = arith.constant 0 : i32
          %275 = llvm.insertelement %269, %274[%c0_i32_263 : i32] : vector<2xf16>
          %c1_i32_264 = arith.constant 1 : i32
          %276 = llvm.insertelement %270, %275[%c1_i32_264 : i32] : vector<2xf16>
          %277 = memref.load %alloca_120[] : memref<f32>
          %278 = memref.load %alloca_121[] : memref<f32>
          %279 = memref.load %alloca_122[] : memref<f32>
          %280 = memref.load %alloca_123[] : memref<f32>
          %281 = nvvm.mma.sync A[%257, %260, %263, %266]  B[%273, %276]  C[%277, %278, %279, %280]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %282 = llvm.extractvalue %281[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %282, %alloca_120[] : memref<f32>
          %283 = llvm.extractvalue %281[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %283, %alloca_121[] : memref<f32>
          %284 = llvm.extractvalue %281[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %284, %alloca_122[] : memref<f32>
          %285 = llvm.extractvalue %281[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %285, %alloca_123[] : memref<f32>
        }
        %110 = arith.addi %83, %77 : i64
        %c2_i64 = arith.constant 2 : i64
        %111 = arith.muli %78, %c2_i64 : i64
        %112 = arith.addi %84, %111 : i64
        %c33_i64 = arith.constant 33 : i64
        %113 = arith.cmpi slt, %110, %c33_i64 : i64
        scf.if %113 {
          %130 = memref.load %alloca_120[] : memref<f32>
          %c33_i64_214 = arith.constant 33 : i64
          %131 = arith.muli %112, %c33_i64_214 : i64
          %132 = arith.addi %110, %131 : i64
          %133 = llvm.getelementptr %32[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %130, %133 : f32, !llvm.ptr<1>
        }
        %114 = arith.addi %83, %77 : i64
        %c2_i64_204 = arith.constant 2 : i64
        %115 = arith.muli %78, %c2_i64_204 : i64
        %c1_i64_205 = arith.constant 1 : i64
        %116 = arith.addi %115, %c1_i64_205 : i64
        %117 = arith.addi %84, %116 : i64
        %c33_i64_206 = arith.constant 33 : i64
        %118 = arith.cmpi slt, %114, %c33_i64_206 : i64
        scf.if %118 {
          %130 = memref.load %alloca_121[] : memref<f32>
          %c33_i64_214 = arith.constant 33 : i64
          %131 = arith.muli %117, %c33_i64_214 : i64
          %132 = arith.addi %114, %131 : i64
          %133 = llvm.getelementptr %32[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %130, %133 : f32, !llvm.ptr<1>
        }
        %c8_i64_207 = arith.constant 8 : i64
        %119 = arith.addi %77, %c8_i64_207 : i64
        %120 = arith.addi %83, %119 : i64
        %c2_i64_208 = arith.constant 2 : i64
        %121 = arith.muli %78, %c2_i64_208 : i64
        %122 = arith.addi %84, %121 : i64
        %c33_i64_209 = arith.constant 33 : i64
        %123 = arith.cmpi slt, %120, %c33_i64_209 : i64
        scf.if %123 {
          %130 = memref.load %alloca_122[] : memref<f32>
          %c33_i64_214 = arith.constant 33 : i64
          %131 = arith.muli %122, %c33_i64_214 : i64
          %132 = arith.addi %120, %131 : i64
          %133 = llvm.getelementptr %32[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %130, %133 : f32, !llvm.ptr<1>
        }
        %c8_i64_210 = arith.constant 8 : i64
        %124 = arith.addi %77, %c8_i64_210 : i64
        %125 = arith.addi %83, %124 : i64
        %c2_i64_211 = arith.constant 2 : i64
        %126 = arith.muli %78, %c2_i64_211 : i64
        %c1_i64_212 = arith.constant 1 : i64
        %127 = arith.addi %126, %c1_i64_212 : i64
        %128 = arith.addi %84, %127 : i64
        %c33_i64_213 = arith.constant 33 : i64
        %129 = arith.cmpi slt, %125, %c33_i64_213 : i64
        scf.if %129 {
          %130 = memref.load %alloca_123[] : memref<f32>
          %c33_i64_214 = arith.constant 33 : i64
          %131 = arith.muli %128, %c33_i64_214 : i64
          %132 = arith.addi %125, %131 : i64
          %133 = llvm.getelementptr %32[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %130, %133 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
