module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tiles() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<6144 x i8>
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
      %alloca_115 = memref.alloca() : memref<i64>
      %alloca_116 = memref.alloca() : memref<i64>
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
      %alloca_173 = memref.alloca() : memref<i64>
      %alloca_174 = memref.alloca() : memref<i64>
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
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %c2800_i64 = arith.constant 2800 : i64
      %16 = arith.muli %15, %c2800_i64 : i64
      %17 = llvm.getelementptr %1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2800_i64_207 = arith.constant 2800 : i64
      %18 = arith.muli %15, %c2800_i64_207 : i64
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
      %c70_i64 = arith.constant 70 : i64
      %c0_i64 = arith.constant 0 : i64
      %31 = arith.maxsi %c70_i64, %c0_i64 : i64
      %c31_i64 = arith.constant 31 : i64
      %32 = arith.addi %31, %c31_i64 : i64
      %c32_i64 = arith.constant 32 : i64
      %33 = arith.divsi %32, %c32_i64 : i64
      %c40_i64 = arith.constant 40 : i64
      %c0_i64_208 = arith.constant 0 : i64
      %34 = arith.maxsi %c40_i64, %c0_i64_208 : i64
      %c15_i64 = arith.constant 15 : i64
      %35 = arith.addi %34, %c15_i64 : i64
      %c16_i64_209 = arith.constant 16 : i64
      %36 = arith.divsi %35, %c16_i64_209 : i64
      %37 = arith.muli %33, %36 : i64
      %c0_i64_210 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      scf.for %arg5 = %c0_i64_210 to %37 step %c4_i64  : i64 {
        %50 = arith.addi %arg5, %30 : i64
        %51 = arith.cmpi slt, %50, %37 : i64
        scf.if %51 {
          %52 = arith.divsi %50, %33 : i64
          %53 = arith.remsi %50, %33 : i64
          %c32_i64_224 = arith.constant 32 : i64
          %54 = arith.muli %53, %c32_i64_224 : i64
          %c32_i64_225 = arith.constant 32 : i64
          %c70_i64_226 = arith.constant 70 : i64
          %55 = arith.subi %c70_i64_226, %54 : i64
          %56 = arith.minsi %c32_i64_225, %55 : i64
          %57 = arith.divsi %52, %36 : i64
          %58 = arith.remsi %52, %36 : i64
          %c16_i64_227 = arith.constant 16 : i64
          %59 = arith.muli %58, %c16_i64_227 : i64
          %c16_i64_228 = arith.constant 16 : i64
          %c40_i64_229 = arith.constant 40 : i64
          %60 = arith.subi %c40_i64_229, %59 : i64
          %61 = arith.minsi %c16_i64_228, %60 : i64
          %thread_id_x_230 = gpu.thread_id  x
          %62 = arith.index_cast %thread_id_x_230 : index to i64
          %c16_i64_231 = arith.constant 16 : i64
          %63 = arith.remsi %62, %c16_i64_231 : i64
          %c16_i64_232 = arith.constant 16 : i64
          %64 = arith.divsi %63, %c16_i64_232 : i64
          %thread_id_x_233 = gpu.thread_id  x
          %65 = arith.index_cast %thread_id_x_233 : index to i64
          %c16_i64_234 = arith.constant 16 : i64
          %66 = arith.remsi %65, %c16_i64_234 : i64
          %c16_i64_235 = arith.constant 16 : i64
          %67 = arith.remsi %66, %c16_i64_235 : i64
          %68 = arith.addi %54, %67 : i64
          %69 = arith.addi %59, %64 : i64
          %cst = arith.constant 0.000000e+00 : f32
          memref.store %cst, %alloca[] : memref<f32>
          %c0_i64_236 = arith.constant 0 : i64
          %70 = arith.cmpi sge, %68, %c0_i64_236 : i64
          %c70_i64_237 = arith.constant 70 : i64
          %71 = arith.cmpi slt, %68, %c70_i64_237 : i64
          %72 = arith.andi %70, %71 : i1
          %c0_i64_238 = arith.constant 0 : i64
          %73 = arith.cmpi sge, %69, %c0_i64_238 : i64
          %c40_i64_239 = arith.constant 40 : i64
          %74 = arith.cmpi slt, %69, %c40_i64_239 : i64
          %75 = arith.andi %73, %74 : i1
          %76 = arith.andi %72, %75 : i1
          scf.if %76 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %69, %c70_i64_1219 : i64
            %1481 = arith.addi %68, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca[] : memref<f32>
          }
          %thread_id_x_240 = gpu.thread_id  x
          %77 = arith.index_cast %thread_id_x_240 : index to i64
          %c16_i64_241 = arith.constant 16 : i64
          %78 = arith.remsi %77, %c16_i64_241 : i64
          %c16_i64_242 = arith.constant 16 : i64
          %79 = arith.divsi %78, %c16_i64_242 : i64
          %c1_i64 = arith.constant 1 : i64
          %80 = arith.addi %79, %c1_i64 : i64
          %thread_id_x_243 = gpu.thread_id  x
          %81 = arith.index_cast %thread_id_x_243 : index to i64
          %c16_i64_244 = arith.constant 16 : i64
          %82 = arith.remsi %81, %c16_i64_244 : i64
          %c16_i64_245 = arith.constant 16 : i64
          %83 = arith.remsi %82, %c16_i64_245 : i64
          %84 = arith.addi %54, %83 : i64
          %85 = arith.addi %59, %80 : i64
          %cst_246 = arith.constant 0.000000e+00 : f32
          memref.store %cst_246, %alloca_20[] : memref<f32>
          %c0_i64_247 = arith.constant 0 : i64
          %86 = arith.cmpi sge, %84, %c0_i64_247 : i64
          %c70_i64_248 = arith.constant 70 : i64
          %87 = arith.cmpi slt, %84, %c70_i64_248 : i64
          %88 = arith.andi %86, %87 : i1
          %c0_i64_249 = arith.constant 0 : i64
          %89 = arith.cmpi sge, %85, %c0_i64_249 : i64
          %c40_i64_250 = arith.constant 40 : i64
          %90 = arith.cmpi slt, %85, %c40_i64_250 : i64
          %91 = arith.andi %89, %90 : i1
          %92 = arith.andi %88, %91 : i1
          scf.if %92 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %85, %c70_i64_1219 : i64
            %1481 = arith.addi %84, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_20[] : memref<f32>
          }
          %thread_id_x_251 = gpu.thread_id  x
          %93 = arith.index_cast %thread_id_x_251 : index to i64
          %c16_i64_252 = arith.constant 16 : i64
          %94 = arith.remsi %93, %c16_i64_252 : i64
          %c16_i64_253 = arith.constant 16 : i64
          %95 = arith.divsi %94, %c16_i64_253 : i64
          %c2_i64_254 = arith.constant 2 : i64
          %96 = arith.addi %95, %c2_i64_254 : i64
          %thread_id_x_255 = gpu.thread_id  x
          %97 = arith.index_cast %thread_id_x_255 : index to i64
          %c16_i64_256 = arith.constant 16 : i64
          %98 = arith.remsi %97, %c16_i64_256 : i64
          %c16_i64_257 = arith.constant 16 : i64
          %99 = arith.remsi %98, %c16_i64_257 : i64
          %100 = arith.addi %54, %99 : i64
          %101 = arith.addi %59, %96 : i64
          %cst_258 = arith.constant 0.000000e+00 : f32
          memref.store %cst_258, %alloca_21[] : memref<f32>
          %c0_i64_259 = arith.constant 0 : i64
          %102 = arith.cmpi sge, %100, %c0_i64_259 : i64
          %c70_i64_260 = arith.constant 70 : i64
          %103 = arith.cmpi slt, %100, %c70_i64_260 : i64
          %104 = arith.andi %102, %103 : i1
          %c0_i64_261 = arith.constant 0 : i64
          %105 = arith.cmpi sge, %101, %c0_i64_261 : i64
          %c40_i64_262 = arith.constant 40 : i64
          %106 = arith.cmpi slt, %101, %c40_i64_262 : i64
          %107 = arith.andi %105, %106 : i1
          %108 = arith.andi %104, %107 : i1
          scf.if %108 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %101, %c70_i64_1219 : i64
            %1481 = arith.addi %100, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_21[] : memref<f32>
          }
          %thread_id_x_263 = gpu.thread_id  x
          %109 = arith.index_cast %thread_id_x_263 : index to i64
          %c16_i64_264 = arith.constant 16 : i64
          %110 = arith.remsi %109, %c16_i64_264 : i64
          %c16_i64_265 = arith.constant 16 : i64
          %111 = arith.divsi %110, %c16_i64_265 : i64
          %c3_i64 = arith.constant 3 : i64
          %112 = arith.addi %111, %c3_i64 : i64
          %thread_id_x_266 = gpu.thread_id  x
          %113 = arith.index_cast %thread_id_x_266 : index to i64
          %c16_i64_267 = arith.constant 16 : i64
          %114 = arith.remsi %113, %c16_i64_267 : i64
          %c16_i64_268 = arith.constant 16 : i64
          %115 = arith.remsi %114, %c16_i64_268 : i64
          %116 = arith.addi %54, %115 : i64
          %117 = arith.addi %59, %112 : i64
          %cst_269 = arith.constant 0.000000e+00 : f32
          memref.store %cst_269, %alloca_22[] : memref<f32>
          %c0_i64_270 = arith.constant 0 : i64
          %118 = arith.cmpi sge, %116, %c0_i64_270 : i64
          %c70_i64_271 = arith.constant 70 : i64
          %119 = arith.cmpi slt, %116, %c70_i64_271 : i64
          %120 = arith.andi %118, %119 : i1
          %c0_i64_272 = arith.constant 0 : i64
          %121 = arith.cmpi sge, %117, %c0_i64_272 : i64
          %c40_i64_273 = arith.constant 40 : i64
          %122 = arith.cmpi slt, %117, %c40_i64_273 : i64
          %123 = arith.andi %121, %122 : i1
          %124 = arith.andi %120, %123 : i1
          scf.if %124 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %117, %c70_i64_1219 : i64
            %1481 = arith.addi %116, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_22[] : memref<f32>
          }
          %thread_id_x_274 = gpu.thread_id  x
          %125 = arith.index_cast %thread_id_x_274 : index to i64
          %c16_i64_275 = arith.constant 16 : i64
          %126 = arith.remsi %125, %c16_i64_275 : i64
          %c16_i64_276 = arith.constant 16 : i64
          %127 = arith.divsi %126, %c16_i64_276 : i64
          %c4_i64_277 = arith.constant 4 : i64
          %128 = arith.addi %127, %c4_i64_277 : i64
          %thread_id_x_278 = gpu.thread_id  x
          %129 = arith.index_cast %thread_id_x_278 : index to i64
          %c16_i64_279 = arith.constant 16 : i64
          %130 = arith.remsi %129, %c16_i64_279 : i64
          %c16_i64_280 = arith.constant 16 : i64
          %131 = arith.remsi %130, %c16_i64_280 : i64
          %132 = arith.addi %54, %131 : i64
          %133 = arith.addi %59, %128 : i64
          %cst_281 = arith.constant 0.000000e+00 : f32
          memref.store %cst_281, %alloca_23[] : memref<f32>
          %c0_i64_282 = arith.constant 0 : i64
          %134 = arith.cmpi sge, %132, %c0_i64_282 : i64
          %c70_i64_283 = arith.constant 70 : i64
          %135 = arith.cmpi slt, %132, %c70_i64_283 : i64
          %136 = arith.andi %134, %135 : i1
          %c0_i64_284 = arith.constant 0 : i64
          %137 = arith.cmpi sge, %133, %c0_i64_284 : i64
          %c40_i64_285 = arith.constant 40 : i64
          %138 = arith.cmpi slt, %133, %c40_i64_285 : i64
          %139 = arith.andi %137, %138 : i1
          %140 = arith.andi %136, %139 : i1
          scf.if %140 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %133, %c70_i64_1219 : i64
            %1481 = arith.addi %132, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_23[] : memref<f32>
          }
          %thread_id_x_286 = gpu.thread_id  x
          %141 = arith.index_cast %thread_id_x_286 : index to i64
          %c16_i64_287 = arith.constant 16 : i64
          %142 = arith.remsi %141, %c16_i64_287 : i64
          %c16_i64_288 = arith.constant 16 : i64
          %143 = arith.divsi %142, %c16_i64_288 : i64
          %c5_i64 = arith.constant 5 : i64
          %144 = arith.addi %143, %c5_i64 : i64
          %thread_id_x_289 = gpu.thread_id  x
          %145 = arith.index_cast %thread_id_x_289 : index to i64
          %c16_i64_290 = arith.constant 16 : i64
          %146 = arith.remsi %145, %c16_i64_290 : i64
          %c16_i64_291 = arith.constant 16 : i64
          %147 = arith.remsi %146, %c16_i64_291 : i64
          %148 = arith.addi %54, %147 : i64
          %149 = arith.addi %59, %144 : i64
          %cst_292 = arith.constant 0.000000e+00 : f32
          memref.store %cst_292, %alloca_24[] : memref<f32>
          %c0_i64_293 = arith.constant 0 : i64
          %150 = arith.cmpi sge, %148, %c0_i64_293 : i64
          %c70_i64_294 = arith.constant 70 : i64
          %151 = arith.cmpi slt, %148, %c70_i64_294 : i64
          %152 = arith.andi %150, %151 : i1
          %c0_i64_295 = arith.constant 0 : i64
          %153 = arith.cmpi sge, %149, %c0_i64_295 : i64
          %c40_i64_296 = arith.constant 40 : i64
          %154 = arith.cmpi slt, %149, %c40_i64_296 : i64
          %155 = arith.andi %153, %154 : i1
          %156 = arith.andi %152, %155 : i1
          scf.if %156 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %149, %c70_i64_1219 : i64
            %1481 = arith.addi %148, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_24[] : memref<f32>
          }
          %thread_id_x_297 = gpu.thread_id  x
          %157 = arith.index_cast %thread_id_x_297 : index to i64
          %c16_i64_298 = arith.constant 16 : i64
          %158 = arith.remsi %157, %c16_i64_298 : i64
          %c16_i64_299 = arith.constant 16 : i64
          %159 = arith.divsi %158, %c16_i64_299 : i64
          %c6_i64 = arith.constant 6 : i64
          %160 = arith.addi %159, %c6_i64 : i64
          %thread_id_x_300 = gpu.thread_id  x
          %161 = arith.index_cast %thread_id_x_300 : index to i64
          %c16_i64_301 = arith.constant 16 : i64
          %162 = arith.remsi %161, %c16_i64_301 : i64
          %c16_i64_302 = arith.constant 16 : i64
          %163 = arith.remsi %162, %c16_i64_302 : i64
          %164 = arith.addi %54, %163 : i64
          %165 = arith.addi %59, %160 : i64
          %cst_303 = arith.constant 0.000000e+00 : f32
          memref.store %cst_303, %alloca_25[] : memref<f32>
          %c0_i64_304 = arith.constant 0 : i64
          %166 = arith.cmpi sge, %164, %c0_i64_304 : i64
          %c70_i64_305 = arith.constant 70 : i64
          %167 = arith.cmpi slt, %164, %c70_i64_305 : i64
          %168 = arith.andi %166, %167 : i1
          %c0_i64_306 = arith.constant 0 : i64
          %169 = arith.cmpi sge, %165, %c0_i64_306 : i64
          %c40_i64_307 = arith.constant 40 : i64
          %170 = arith.cmpi slt, %165, %c40_i64_307 : i64
          %171 = arith.andi %169, %170 : i1
          %172 = arith.andi %168, %171 : i1
          scf.if %172 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %165, %c70_i64_1219 : i64
            %1481 = arith.addi %164, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_25[] : memref<f32>
          }
          %thread_id_x_308 = gpu.thread_id  x
          %173 = arith.index_cast %thread_id_x_308 : index to i64
          %c16_i64_309 = arith.constant 16 : i64
          %174 = arith.remsi %173, %c16_i64_309 : i64
          %c16_i64_310 = arith.constant 16 : i64
          %175 = arith.divsi %174, %c16_i64_310 : i64
          %c7_i64 = arith.constant 7 : i64
          %176 = arith.addi %175, %c7_i64 : i64
          %thread_id_x_311 = gpu.thread_id  x
          %177 = arith.index_cast %thread_id_x_311 : index to i64
          %c16_i64_312 = arith.constant 16 : i64
          %178 = arith.remsi %177, %c16_i64_312 : i64
          %c16_i64_313 = arith.constant 16 : i64
          %179 = arith.remsi %178, %c16_i64_313 : i64
          %180 = arith.addi %54, %179 : i64
          %181 = arith.addi %59, %176 : i64
          %cst_314 = arith.constant 0.000000e+00 : f32
          memref.store %cst_314, %alloca_26[] : memref<f32>
          %c0_i64_315 = arith.constant 0 : i64
          %182 = arith.cmpi sge, %180, %c0_i64_315 : i64
          %c70_i64_316 = arith.constant 70 : i64
          %183 = arith.cmpi slt, %180, %c70_i64_316 : i64
          %184 = arith.andi %182, %183 : i1
          %c0_i64_317 = arith.constant 0 : i64
          %185 = arith.cmpi sge, %181, %c0_i64_317 : i64
          %c40_i64_318 = arith.constant 40 : i64
          %186 = arith.cmpi slt, %181, %c40_i64_318 : i64
          %187 = arith.andi %185, %186 : i1
          %188 = arith.andi %184, %187 : i1
          scf.if %188 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %181, %c70_i64_1219 : i64
            %1481 = arith.addi %180, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_26[] : memref<f32>
          }
          %thread_id_x_319 = gpu.thread_id  x
          %189 = arith.index_cast %thread_id_x_319 : index to i64
          %c16_i64_320 = arith.constant 16 : i64
          %190 = arith.remsi %189, %c16_i64_320 : i64
          %c16_i64_321 = arith.constant 16 : i64
          %191 = arith.divsi %190, %c16_i64_321 : i64
          %c8_i64 = arith.constant 8 : i64
          %192 = arith.addi %191, %c8_i64 : i64
          %thread_id_x_322 = gpu.thread_id  x
          %193 = arith.index_cast %thread_id_x_322 : index to i64
          %c16_i64_323 = arith.constant 16 : i64
          %194 = arith.remsi %193, %c16_i64_323 : i64
          %c16_i64_324 = arith.constant 16 : i64
          %195 = arith.remsi %194, %c16_i64_324 : i64
          %196 = arith.addi %54, %195 : i64
          %197 = arith.addi %59, %192 : i64
          %cst_325 = arith.constant 0.000000e+00 : f32
          memref.store %cst_325, %alloca_27[] : memref<f32>
          %c0_i64_326 = arith.constant 0 : i64
          %198 = arith.cmpi sge, %196, %c0_i64_326 : i64
          %c70_i64_327 = arith.constant 70 : i64
          %199 = arith.cmpi slt, %196, %c70_i64_327 : i64
          %200 = arith.andi %198, %199 : i1
          %c0_i64_328 = arith.constant 0 : i64
          %201 = arith.cmpi sge, %197, %c0_i64_328 : i64
          %c40_i64_329 = arith.constant 40 : i64
          %202 = arith.cmpi slt, %197, %c40_i64_329 : i64
          %203 = arith.andi %201, %202 : i1
          %204 = arith.andi %200, %203 : i1
          scf.if %204 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %197, %c70_i64_1219 : i64
            %1481 = arith.addi %196, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_27[] : memref<f32>
          }
          %thread_id_x_330 = gpu.thread_id  x
          %205 = arith.index_cast %thread_id_x_330 : index to i64
          %c16_i64_331 = arith.constant 16 : i64
          %206 = arith.remsi %205, %c16_i64_331 : i64
          %c16_i64_332 = arith.constant 16 : i64
          %207 = arith.divsi %206, %c16_i64_332 : i64
          %c9_i64 = arith.constant 9 : i64
          %208 = arith.addi %207, %c9_i64 : i64
          %thread_id_x_333 = gpu.thread_id  x
          %209 = arith.index_cast %thread_id_x_333 : index to i64
          %c16_i64_334 = arith.constant 16 : i64
          %210 = arith.remsi %209, %c16_i64_334 : i64
          %c16_i64_335 = arith.constant 16 : i64
          %211 = arith.remsi %210, %c16_i64_335 : i64
          %212 = arith.addi %54, %211 : i64
          %213 = arith.addi %59, %208 : i64
          %cst_336 = arith.constant 0.000000e+00 : f32
          memref.store %cst_336, %alloca_28[] : memref<f32>
          %c0_i64_337 = arith.constant 0 : i64
          %214 = arith.cmpi sge, %212, %c0_i64_337 : i64
          %c70_i64_338 = arith.constant 70 : i64
          %215 = arith.cmpi slt, %212, %c70_i64_338 : i64
          %216 = arith.andi %214, %215 : i1
          %c0_i64_339 = arith.constant 0 : i64
          %217 = arith.cmpi sge, %213, %c0_i64_339 : i64
          %c40_i64_340 = arith.constant 40 : i64
          %218 = arith.cmpi slt, %213, %c40_i64_340 : i64
          %219 = arith.andi %217, %218 : i1
          %220 = arith.andi %216, %219 : i1
          scf.if %220 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %213, %c70_i64_1219 : i64
            %1481 = arith.addi %212, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_28[] : memref<f32>
          }
          %thread_id_x_341 = gpu.thread_id  x
          %221 = arith.index_cast %thread_id_x_341 : index to i64
          %c16_i64_342 = arith.constant 16 : i64
          %222 = arith.remsi %221, %c16_i64_342 : i64
          %c16_i64_343 = arith.constant 16 : i64
          %223 = arith.divsi %222, %c16_i64_343 : i64
          %c10_i64 = arith.constant 10 : i64
          %224 = arith.addi %223, %c10_i64 : i64
          %thread_id_x_344 = gpu.thread_id  x
          %225 = arith.index_cast %thread_id_x_344 : index to i64
          %c16_i64_345 = arith.constant 16 : i64
          %226 = arith.remsi %225, %c16_i64_345 : i64
          %c16_i64_346 = arith.constant 16 : i64
          %227 = arith.remsi %226, %c16_i64_346 : i64
          %228 = arith.addi %54, %227 : i64
          %229 = arith.addi %59, %224 : i64
          %cst_347 = arith.constant 0.000000e+00 : f32
          memref.store %cst_347, %alloca_29[] : memref<f32>
          %c0_i64_348 = arith.constant 0 : i64
          %230 = arith.cmpi sge, %228, %c0_i64_348 : i64
          %c70_i64_349 = arith.constant 70 : i64
          %231 = arith.cmpi slt, %228, %c70_i64_349 : i64
          %232 = arith.andi %230, %231 : i1
          %c0_i64_350 = arith.constant 0 : i64
          %233 = arith.cmpi sge, %229, %c0_i64_350 : i64
          %c40_i64_351 = arith.constant 40 : i64
          %234 = arith.cmpi slt, %229, %c40_i64_351 : i64
          %235 = arith.andi %233, %234 : i1
          %236 = arith.andi %232, %235 : i1
          scf.if %236 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %229, %c70_i64_1219 : i64
            %1481 = arith.addi %228, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_29[] : memref<f32>
          }
          %thread_id_x_352 = gpu.thread_id  x
          %237 = arith.index_cast %thread_id_x_352 : index to i64
          %c16_i64_353 = arith.constant 16 : i64
          %238 = arith.remsi %237, %c16_i64_353 : i64
          %c16_i64_354 = arith.constant 16 : i64
          %239 = arith.divsi %238, %c16_i64_354 : i64
          %c11_i64 = arith.constant 11 : i64
          %240 = arith.addi %239, %c11_i64 : i64
          %thread_id_x_355 = gpu.thread_id  x
          %241 = arith.index_cast %thread_id_x_355 : index to i64
          %c16_i64_356 = arith.constant 16 : i64
          %242 = arith.remsi %241, %c16_i64_356 : i64
          %c16_i64_357 = arith.constant 16 : i64
          %243 = arith.remsi %242, %c16_i64_357 : i64
          %244 = arith.addi %54, %243 : i64
          %245 = arith.addi %59, %240 : i64
          %cst_358 = arith.constant 0.000000e+00 : f32
          memref.store %cst_358, %alloca_30[] : memref<f32>
          %c0_i64_359 = arith.constant 0 : i64
          %246 = arith.cmpi sge, %244, %c0_i64_359 : i64
          %c70_i64_360 = arith.constant 70 : i64
          %247 = arith.cmpi slt, %244, %c70_i64_360 : i64
          %248 = arith.andi %246, %247 : i1
          %c0_i64_361 = arith.constant 0 : i64
          %249 = arith.cmpi sge, %245, %c0_i64_361 : i64
          %c40_i64_362 = arith.constant 40 : i64
          %250 = arith.cmpi slt, %245, %c40_i64_362 : i64
          %251 = arith.andi %249, %250 : i1
          %252 = arith.andi %248, %251 : i1
          scf.if %252 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %245, %c70_i64_1219 : i64
            %1481 = arith.addi %244, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_30[] : memref<f32>
          }
          %thread_id_x_363 = gpu.thread_id  x
          %253 = arith.index_cast %thread_id_x_363 : index to i64
          %c16_i64_364 = arith.constant 16 : i64
          %254 = arith.remsi %253, %c16_i64_364 : i64
          %c16_i64_365 = arith.constant 16 : i64
          %255 = arith.divsi %254, %c16_i64_365 : i64
          %c12_i64 = arith.constant 12 : i64
          %256 = arith.addi %255, %c12_i64 : i64
          %thread_id_x_366 = gpu.thread_id  x
          %257 = arith.index_cast %thread_id_x_366 : index to i64
          %c16_i64_367 = arith.constant 16 : i64
          %258 = arith.remsi %257, %c16_i64_367 : i64
          %c16_i64_368 = arith.constant 16 : i64
          %259 = arith.remsi %258, %c16_i64_368 : i64
          %260 = arith.addi %54, %259 : i64
          %261 = arith.addi %59, %256 : i64
          %cst_369 = arith.constant 0.000000e+00 : f32
          memref.store %cst_369, %alloca_31[] : memref<f32>
          %c0_i64_370 = arith.constant 0 : i64
          %262 = arith.cmpi sge, %260, %c0_i64_370 : i64
          %c70_i64_371 = arith.constant 70 : i64
          %263 = arith.cmpi slt, %260, %c70_i64_371 : i64
          %264 = arith.andi %262, %263 : i1
          %c0_i64_372 = arith.constant 0 : i64
          %265 = arith.cmpi sge, %261, %c0_i64_372 : i64
          %c40_i64_373 = arith.constant 40 : i64
          %266 = arith.cmpi slt, %261, %c40_i64_373 : i64
          %267 = arith.andi %265, %266 : i1
          %268 = arith.andi %264, %267 : i1
          scf.if %268 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %261, %c70_i64_1219 : i64
            %1481 = arith.addi %260, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_31[] : memref<f32>
          }
          %thread_id_x_374 = gpu.thread_id  x
          %269 = arith.index_cast %thread_id_x_374 : index to i64
          %c16_i64_375 = arith.constant 16 : i64
          %270 = arith.remsi %269, %c16_i64_375 : i64
          %c16_i64_376 = arith.constant 16 : i64
          %271 = arith.divsi %270, %c16_i64_376 : i64
          %c13_i64 = arith.constant 13 : i64
          %272 = arith.addi %271, %c13_i64 : i64
          %thread_id_x_377 = gpu.thread_id  x
          %273 = arith.index_cast %thread_id_x_377 : index to i64
          %c16_i64_378 = arith.constant 16 : i64
          %274 = arith.remsi %273, %c16_i64_378 : i64
          %c16_i64_379 = arith.constant 16 : i64
          %275 = arith.remsi %274, %c16_i64_379 : i64
          %276 = arith.addi %54, %275 : i64
          %277 = arith.addi %59, %272 : i64
          %cst_380 = arith.constant 0.000000e+00 : f32
          memref.store %cst_380, %alloca_32[] : memref<f32>
          %c0_i64_381 = arith.constant 0 : i64
          %278 = arith.cmpi sge, %276, %c0_i64_381 : i64
          %c70_i64_382 = arith.constant 70 : i64
          %279 = arith.cmpi slt, %276, %c70_i64_382 : i64
          %280 = arith.andi %278, %279 : i1
          %c0_i64_383 = arith.constant 0 : i64
          %281 = arith.cmpi sge, %277, %c0_i64_383 : i64
          %c40_i64_384 = arith.constant 40 : i64
          %282 = arith.cmpi slt, %277, %c40_i64_384 : i64
          %283 = arith.andi %281, %282 : i1
          %284 = arith.andi %280, %283 : i1
          scf.if %284 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %277, %c70_i64_1219 : i64
            %1481 = arith.addi %276, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_32[] : memref<f32>
          }
          %thread_id_x_385 = gpu.thread_id  x
          %285 = arith.index_cast %thread_id_x_385 : index to i64
          %c16_i64_386 = arith.constant 16 : i64
          %286 = arith.remsi %285, %c16_i64_386 : i64
          %c16_i64_387 = arith.constant 16 : i64
          %287 = arith.divsi %286, %c16_i64_387 : i64
          %c14_i64 = arith.constant 14 : i64
          %288 = arith.addi %287, %c14_i64 : i64
          %thread_id_x_388 = gpu.thread_id  x
          %289 = arith.index_cast %thread_id_x_388 : index to i64
          %c16_i64_389 = arith.constant 16 : i64
          %290 = arith.remsi %289, %c16_i64_389 : i64
          %c16_i64_390 = arith.constant 16 : i64
          %291 = arith.remsi %290, %c16_i64_390 : i64
          %292 = arith.addi %54, %291 : i64
          %293 = arith.addi %59, %288 : i64
          %cst_391 = arith.constant 0.000000e+00 : f32
          memref.store %cst_391, %alloca_33[] : memref<f32>
          %c0_i64_392 = arith.constant 0 : i64
          %294 = arith.cmpi sge, %292, %c0_i64_392 : i64
          %c70_i64_393 = arith.constant 70 : i64
          %295 = arith.cmpi slt, %292, %c70_i64_393 : i64
          %296 = arith.andi %294, %295 : i1
          %c0_i64_394 = arith.constant 0 : i64
          %297 = arith.cmpi sge, %293, %c0_i64_394 : i64
          %c40_i64_395 = arith.constant 40 : i64
          %298 = arith.cmpi slt, %293, %c40_i64_395 : i64
          %299 = arith.andi %297, %298 : i1
          %300 = arith.andi %296, %299 : i1
          scf.if %300 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %293, %c70_i64_1219 : i64
            %1481 = arith.addi %292, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_33[] : memref<f32>
          }
          %thread_id_x_396 = gpu.thread_id  x
          %301 = arith.index_cast %thread_id_x_396 : index to i64
          %c16_i64_397 = arith.constant 16 : i64
          %302 = arith.remsi %301, %c16_i64_397 : i64
          %c16_i64_398 = arith.constant 16 : i64
          %303 = arith.divsi %302, %c16_i64_398 : i64
          %c15_i64_399 = arith.constant 15 : i64
          %304 = arith.addi %303, %c15_i64_399 : i64
          %thread_id_x_400 = gpu.thread_id  x
          %305 = arith.index_cast %thread_id_x_400 : index to i64
          %c16_i64_401 = arith.constant 16 : i64
          %306 = arith.remsi %305, %c16_i64_401 : i64
          %c16_i64_402 = arith.constant 16 : i64
          %307 = arith.remsi %306, %c16_i64_402 : i64
          %308 = arith.addi %54, %307 : i64
          %309 = arith.addi %59, %304 : i64
          %cst_403 = arith.constant 0.000000e+00 : f32
          memref.store %cst_403, %alloca_34[] : memref<f32>
          %c0_i64_404 = arith.constant 0 : i64
          %310 = arith.cmpi sge, %308, %c0_i64_404 : i64
          %c70_i64_405 = arith.constant 70 : i64
          %311 = arith.cmpi slt, %308, %c70_i64_405 : i64
          %312 = arith.andi %310, %311 : i1
          %c0_i64_406 = arith.constant 0 : i64
          %313 = arith.cmpi sge, %309, %c0_i64_406 : i64
          %c40_i64_407 = arith.constant 40 : i64
          %314 = arith.cmpi slt, %309, %c40_i64_407 : i64
          %315 = arith.andi %313, %314 : i1
          %316 = arith.andi %312, %315 : i1
          scf.if %316 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %309, %c70_i64_1219 : i64
            %1481 = arith.addi %308, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_34[] : memref<f32>
          }
          %thread_id_x_408 = gpu.thread_id  x
          %317 = arith.index_cast %thread_id_x_408 : index to i64
          %c16_i64_409 = arith.constant 16 : i64
          %318 = arith.remsi %317, %c16_i64_409 : i64
          %c16_i64_410 = arith.constant 16 : i64
          %319 = arith.divsi %318, %c16_i64_410 : i64
          %thread_id_x_411 = gpu.thread_id  x
          %320 = arith.index_cast %thread_id_x_411 : index to i64
          %c16_i64_412 = arith.constant 16 : i64
          %321 = arith.remsi %320, %c16_i64_412 : i64
          %c16_i64_413 = arith.constant 16 : i64
          %322 = arith.remsi %321, %c16_i64_413 : i64
          %c16_i64_414 = arith.constant 16 : i64
          %323 = arith.addi %322, %c16_i64_414 : i64
          %324 = arith.addi %54, %323 : i64
          %325 = arith.addi %59, %319 : i64
          %cst_415 = arith.constant 0.000000e+00 : f32
          memref.store %cst_415, %alloca_35[] : memref<f32>
          %c0_i64_416 = arith.constant 0 : i64
          %326 = arith.cmpi sge, %324, %c0_i64_416 : i64
          %c70_i64_417 = arith.constant 70 : i64
          %327 = arith.cmpi slt, %324, %c70_i64_417 : i64
          %328 = arith.andi %326, %327 : i1
          %c0_i64_418 = arith.constant 0 : i64
          %329 = arith.cmpi sge, %325, %c0_i64_418 : i64
          %c40_i64_419 = arith.constant 40 : i64
          %330 = arith.cmpi slt, %325, %c40_i64_419 : i64
          %331 = arith.andi %329, %330 : i1
          %332 = arith.andi %328, %331 : i1
          scf.if %332 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %325, %c70_i64_1219 : i64
            %1481 = arith.addi %324, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_35[] : memref<f32>
          }
          %thread_id_x_420 = gpu.thread_id  x
          %333 = arith.index_cast %thread_id_x_420 : index to i64
          %c16_i64_421 = arith.constant 16 : i64
          %334 = arith.remsi %333, %c16_i64_421 : i64
          %c16_i64_422 = arith.constant 16 : i64
          %335 = arith.divsi %334, %c16_i64_422 : i64
          %c1_i64_423 = arith.constant 1 : i64
          %336 = arith.addi %335, %c1_i64_423 : i64
          %thread_id_x_424 = gpu.thread_id  x
          %337 = arith.index_cast %thread_id_x_424 : index to i64
          %c16_i64_425 = arith.constant 16 : i64
          %338 = arith.remsi %337, %c16_i64_425 : i64
          %c16_i64_426 = arith.constant 16 : i64
          %339 = arith.remsi %338, %c16_i64_426 : i64
          %c16_i64_427 = arith.constant 16 : i64
          %340 = arith.addi %339, %c16_i64_427 : i64
          %341 = arith.addi %54, %340 : i64
          %342 = arith.addi %59, %336 : i64
          %cst_428 = arith.constant 0.000000e+00 : f32
          memref.store %cst_428, %alloca_36[] : memref<f32>
          %c0_i64_429 = arith.constant 0 : i64
          %343 = arith.cmpi sge, %341, %c0_i64_429 : i64
          %c70_i64_430 = arith.constant 70 : i64
          %344 = arith.cmpi slt, %341, %c70_i64_430 : i64
          %345 = arith.andi %343, %344 : i1
          %c0_i64_431 = arith.constant 0 : i64
          %346 = arith.cmpi sge, %342, %c0_i64_431 : i64
          %c40_i64_432 = arith.constant 40 : i64
          %347 = arith.cmpi slt, %342, %c40_i64_432 : i64
          %348 = arith.andi %346, %347 : i1
          %349 = arith.andi %345, %348 : i1
          scf.if %349 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %342, %c70_i64_1219 : i64
            %1481 = arith.addi %341, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_36[] : memref<f32>
          }
          %thread_id_x_433 = gpu.thread_id  x
          %350 = arith.index_cast %thread_id_x_433 : index to i64
          %c16_i64_434 = arith.constant 16 : i64
          %351 = arith.remsi %350, %c16_i64_434 : i64
          %c16_i64_435 = arith.constant 16 : i64
          %352 = arith.divsi %351, %c16_i64_435 : i64
          %c2_i64_436 = arith.constant 2 : i64
          %353 = arith.addi %352, %c2_i64_436 : i64
          %thread_id_x_437 = gpu.thread_id  x
          %354 = arith.index_cast %thread_id_x_437 : index to i64
          %c16_i64_438 = arith.constant 16 : i64
          %355 = arith.remsi %354, %c16_i64_438 : i64
          %c16_i64_439 = arith.constant 16 : i64
          %356 = arith.remsi %355, %c16_i64_439 : i64
          %c16_i64_440 = arith.constant 16 : i64
          %357 = arith.addi %356, %c16_i64_440 : i64
          %358 = arith.addi %54, %357 : i64
          %359 = arith.addi %59, %353 : i64
          %cst_441 = arith.constant 0.000000e+00 : f32
          memref.store %cst_441, %alloca_37[] : memref<f32>
          %c0_i64_442 = arith.constant 0 : i64
          %360 = arith.cmpi sge, %358, %c0_i64_442 : i64
          %c70_i64_443 = arith.constant 70 : i64
          %361 = arith.cmpi slt, %358, %c70_i64_443 : i64
          %362 = arith.andi %360, %361 : i1
          %c0_i64_444 = arith.constant 0 : i64
          %363 = arith.cmpi sge, %359, %c0_i64_444 : i64
          %c40_i64_445 = arith.constant 40 : i64
          %364 = arith.cmpi slt, %359, %c40_i64_445 : i64
          %365 = arith.andi %363, %364 : i1
          %366 = arith.andi %362, %365 : i1
          scf.if %366 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %359, %c70_i64_1219 : i64
            %1481 = arith.addi %358, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_37[] : memref<f32>
          }
          %thread_id_x_446 = gpu.thread_id  x
          %367 = arith.index_cast %thread_id_x_446 : index to i64
          %c16_i64_447 = arith.constant 16 : i64
          %368 = arith.remsi %367, %c16_i64_447 : i64
          %c16_i64_448 = arith.constant 16 : i64
          %369 = arith.divsi %368, %c16_i64_448 : i64
          %c3_i64_449 = arith.constant 3 : i64
          %370 = arith.addi %369, %c3_i64_449 : i64
          %thread_id_x_450 = gpu.thread_id  x
          %371 = arith.index_cast %thread_id_x_450 : index to i64
          %c16_i64_451 = arith.constant 16 : i64
          %372 = arith.remsi %371, %c16_i64_451 : i64
          %c16_i64_452 = arith.constant 16 : i64
          %373 = arith.remsi %372, %c16_i64_452 : i64
          %c16_i64_453 = arith.constant 16 : i64
          %374 = arith.addi %373, %c16_i64_453 : i64
          %375 = arith.addi %54, %374 : i64
          %376 = arith.addi %59, %370 : i64
          %cst_454 = arith.constant 0.000000e+00 : f32
          memref.store %cst_454, %alloca_38[] : memref<f32>
          %c0_i64_455 = arith.constant 0 : i64
          %377 = arith.cmpi sge, %375, %c0_i64_455 : i64
          %c70_i64_456 = arith.constant 70 : i64
          %378 = arith.cmpi slt, %375, %c70_i64_456 : i64
          %379 = arith.andi %377, %378 : i1
          %c0_i64_457 = arith.constant 0 : i64
          %380 = arith.cmpi sge, %376, %c0_i64_457 : i64
          %c40_i64_458 = arith.constant 40 : i64
          %381 = arith.cmpi slt, %376, %c40_i64_458 : i64
          %382 = arith.andi %380, %381 : i1
          %383 = arith.andi %379, %382 : i1
          scf.if %383 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %376, %c70_i64_1219 : i64
            %1481 = arith.addi %375, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_38[] : memref<f32>
          }
          %thread_id_x_459 = gpu.thread_id  x
          %384 = arith.index_cast %thread_id_x_459 : index to i64
          %c16_i64_460 = arith.constant 16 : i64
          %385 = arith.remsi %384, %c16_i64_460 : i64
          %c16_i64_461 = arith.constant 16 : i64
          %386 = arith.divsi %385, %c16_i64_461 : i64
          %c4_i64_462 = arith.constant 4 : i64
          %387 = arith.addi %386, %c4_i64_462 : i64
          %thread_id_x_463 = gpu.thread_id  x
          %388 = arith.index_cast %thread_id_x_463 : index to i64
          %c16_i64_464 = arith.constant 16 : i64
          %389 = arith.remsi %388, %c16_i64_464 : i64
          %c16_i64_465 = arith.constant 16 : i64
          %390 = arith.remsi %389, %c16_i64_465 : i64
          %c16_i64_466 = arith.constant 16 : i64
          %391 = arith.addi %390, %c16_i64_466 : i64
          %392 = arith.addi %54, %391 : i64
          %393 = arith.addi %59, %387 : i64
          %cst_467 = arith.constant 0.000000e+00 : f32
          memref.store %cst_467, %alloca_39[] : memref<f32>
          %c0_i64_468 = arith.constant 0 : i64
          %394 = arith.cmpi sge, %392, %c0_i64_468 : i64
          %c70_i64_469 = arith.constant 70 : i64
          %395 = arith.cmpi slt, %392, %c70_i64_469 : i64
          %396 = arith.andi %394, %395 : i1
          %c0_i64_470 = arith.constant 0 : i64
          %397 = arith.cmpi sge, %393, %c0_i64_470 : i64
          %c40_i64_471 = arith.constant 40 : i64
          %398 = arith.cmpi slt, %393, %c40_i64_471 : i64
          %399 = arith.andi %397, %398 : i1
          %400 = arith.andi %396, %399 : i1
          scf.if %400 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %393, %c70_i64_1219 : i64
            %1481 = arith.addi %392, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_39[] : memref<f32>
          }
          %thread_id_x_472 = gpu.thread_id  x
          %401 = arith.index_cast %thread_id_x_472 : index to i64
          %c16_i64_473 = arith.constant 16 : i64
          %402 = arith.remsi %401, %c16_i64_473 : i64
          %c16_i64_474 = arith.constant 16 : i64
          %403 = arith.divsi %402, %c16_i64_474 : i64
          %c5_i64_475 = arith.constant 5 : i64
          %404 = arith.addi %403, %c5_i64_475 : i64
          %thread_id_x_476 = gpu.thread_id  x
          %405 = arith.index_cast %thread_id_x_476 : index to i64
          %c16_i64_477 = arith.constant 16 : i64
          %406 = arith.remsi %405, %c16_i64_477 : i64
          %c16_i64_478 = arith.constant 16 : i64
          %407 = arith.remsi %406, %c16_i64_478 : i64
          %c16_i64_479 = arith.constant 16 : i64
          %408 = arith.addi %407, %c16_i64_479 : i64
          %409 = arith.addi %54, %408 : i64
          %410 = arith.addi %59, %404 : i64
          %cst_480 = arith.constant 0.000000e+00 : f32
          memref.store %cst_480, %alloca_40[] : memref<f32>
          %c0_i64_481 = arith.constant 0 : i64
          %411 = arith.cmpi sge, %409, %c0_i64_481 : i64
          %c70_i64_482 = arith.constant 70 : i64
          %412 = arith.cmpi slt, %409, %c70_i64_482 : i64
          %413 = arith.andi %411, %412 : i1
          %c0_i64_483 = arith.constant 0 : i64
          %414 = arith.cmpi sge, %410, %c0_i64_483 : i64
          %c40_i64_484 = arith.constant 40 : i64
          %415 = arith.cmpi slt, %410, %c40_i64_484 : i64
          %416 = arith.andi %414, %415 : i1
          %417 = arith.andi %413, %416 : i1
          scf.if %417 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %410, %c70_i64_1219 : i64
            %1481 = arith.addi %409, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_40[] : memref<f32>
          }
          %thread_id_x_485 = gpu.thread_id  x
          %418 = arith.index_cast %thread_id_x_485 : index to i64
          %c16_i64_486 = arith.constant 16 : i64
          %419 = arith.remsi %418, %c16_i64_486 : i64
          %c16_i64_487 = arith.constant 16 : i64
          %420 = arith.divsi %419, %c16_i64_487 : i64
          %c6_i64_488 = arith.constant 6 : i64
          %421 = arith.addi %420, %c6_i64_488 : i64
          %thread_id_x_489 = gpu.thread_id  x
          %422 = arith.index_cast %thread_id_x_489 : index to i64
          %c16_i64_490 = arith.constant 16 : i64
          %423 = arith.remsi %422, %c16_i64_490 : i64
          %c16_i64_491 = arith.constant 16 : i64
          %424 = arith.remsi %423, %c16_i64_491 : i64
          %c16_i64_492 = arith.constant 16 : i64
          %425 = arith.addi %424, %c16_i64_492 : i64
          %426 = arith.addi %54, %425 : i64
          %427 = arith.addi %59, %421 : i64
          %cst_493 = arith.constant 0.000000e+00 : f32
          memref.store %cst_493, %alloca_41[] : memref<f32>
          %c0_i64_494 = arith.constant 0 : i64
          %428 = arith.cmpi sge, %426, %c0_i64_494 : i64
          %c70_i64_495 = arith.constant 70 : i64
          %429 = arith.cmpi slt, %426, %c70_i64_495 : i64
          %430 = arith.andi %428, %429 : i1
          %c0_i64_496 = arith.constant 0 : i64
          %431 = arith.cmpi sge, %427, %c0_i64_496 : i64
          %c40_i64_497 = arith.constant 40 : i64
          %432 = arith.cmpi slt, %427, %c40_i64_497 : i64
          %433 = arith.andi %431, %432 : i1
          %434 = arith.andi %430, %433 : i1
          scf.if %434 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %427, %c70_i64_1219 : i64
            %1481 = arith.addi %426, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_41[] : memref<f32>
          }
          %thread_id_x_498 = gpu.thread_id  x
          %435 = arith.index_cast %thread_id_x_498 : index to i64
          %c16_i64_499 = arith.constant 16 : i64
          %436 = arith.remsi %435, %c16_i64_499 : i64
          %c16_i64_500 = arith.constant 16 : i64
          %437 = arith.divsi %436, %c16_i64_500 : i64
          %c7_i64_501 = arith.constant 7 : i64
          %438 = arith.addi %437, %c7_i64_501 : i64
          %thread_id_x_502 = gpu.thread_id  x
          %439 = arith.index_cast %thread_id_x_502 : index to i64
          %c16_i64_503 = arith.constant 16 : i64
          %440 = arith.remsi %439, %c16_i64_503 : i64
          %c16_i64_504 = arith.constant 16 : i64
          %441 = arith.remsi %440, %c16_i64_504 : i64
          %c16_i64_505 = arith.constant 16 : i64
          %442 = arith.addi %441, %c16_i64_505 : i64
          %443 = arith.addi %54, %442 : i64
          %444 = arith.addi %59, %438 : i64
          %cst_506 = arith.constant 0.000000e+00 : f32
          memref.store %cst_506, %alloca_42[] : memref<f32>
          %c0_i64_507 = arith.constant 0 : i64
          %445 = arith.cmpi sge, %443, %c0_i64_507 : i64
          %c70_i64_508 = arith.constant 70 : i64
          %446 = arith.cmpi slt, %443, %c70_i64_508 : i64
          %447 = arith.andi %445, %446 : i1
          %c0_i64_509 = arith.constant 0 : i64
          %448 = arith.cmpi sge, %444, %c0_i64_509 : i64
          %c40_i64_510 = arith.constant 40 : i64
          %449 = arith.cmpi slt, %444, %c40_i64_510 : i64
          %450 = arith.andi %448, %449 : i1
          %451 = arith.andi %447, %450 : i1
          scf.if %451 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %444, %c70_i64_1219 : i64
            %1481 = arith.addi %443, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_42[] : memref<f32>
          }
          %thread_id_x_511 = gpu.thread_id  x
          %452 = arith.index_cast %thread_id_x_511 : index to i64
          %c16_i64_512 = arith.constant 16 : i64
          %453 = arith.remsi %452, %c16_i64_512 : i64
          %c16_i64_513 = arith.constant 16 : i64
          %454 = arith.divsi %453, %c16_i64_513 : i64
          %c8_i64_514 = arith.constant 8 : i64
          %455 = arith.addi %454, %c8_i64_514 : i64
          %thread_id_x_515 = gpu.thread_id  x
          %456 = arith.index_cast %thread_id_x_515 : index to i64
          %c16_i64_516 = arith.constant 16 : i64
          %457 = arith.remsi %456, %c16_i64_516 : i64
          %c16_i64_517 = arith.constant 16 : i64
          %458 = arith.remsi %457, %c16_i64_517 : i64
          %c16_i64_518 = arith.constant 16 : i64
          %459 = arith.addi %458, %c16_i64_518 : i64
          %460 = arith.addi %54, %459 : i64
          %461 = arith.addi %59, %455 : i64
          %cst_519 = arith.constant 0.000000e+00 : f32
          memref.store %cst_519, %alloca_43[] : memref<f32>
          %c0_i64_520 = arith.constant 0 : i64
          %462 = arith.cmpi sge, %460, %c0_i64_520 : i64
          %c70_i64_521 = arith.constant 70 : i64
          %463 = arith.cmpi slt, %460, %c70_i64_521 : i64
          %464 = arith.andi %462, %463 : i1
          %c0_i64_522 = arith.constant 0 : i64
          %465 = arith.cmpi sge, %461, %c0_i64_522 : i64
          %c40_i64_523 = arith.constant 40 : i64
          %466 = arith.cmpi slt, %461, %c40_i64_523 : i64
          %467 = arith.andi %465, %466 : i1
          %468 = arith.andi %464, %467 : i1
          scf.if %468 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %461, %c70_i64_1219 : i64
            %1481 = arith.addi %460, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_43[] : memref<f32>
          }
          %thread_id_x_524 = gpu.thread_id  x
          %469 = arith.index_cast %thread_id_x_524 : index to i64
          %c16_i64_525 = arith.constant 16 : i64
          %470 = arith.remsi %469, %c16_i64_525 : i64
          %c16_i64_526 = arith.constant 16 : i64
          %471 = arith.divsi %470, %c16_i64_526 : i64
          %c9_i64_527 = arith.constant 9 : i64
          %472 = arith.addi %471, %c9_i64_527 : i64
          %thread_id_x_528 = gpu.thread_id  x
          %473 = arith.index_cast %thread_id_x_528 : index to i64
          %c16_i64_529 = arith.constant 16 : i64
          %474 = arith.remsi %473, %c16_i64_529 : i64
          %c16_i64_530 = arith.constant 16 : i64
          %475 = arith.remsi %474, %c16_i64_530 : i64
          %c16_i64_531 = arith.constant 16 : i64
          %476 = arith.addi %475, %c16_i64_531 : i64
          %477 = arith.addi %54, %476 : i64
          %478 = arith.addi %59, %472 : i64
          %cst_532 = arith.constant 0.000000e+00 : f32
          memref.store %cst_532, %alloca_44[] : memref<f32>
          %c0_i64_533 = arith.constant 0 : i64
          %479 = arith.cmpi sge, %477, %c0_i64_533 : i64
          %c70_i64_534 = arith.constant 70 : i64
          %480 = arith.cmpi slt, %477, %c70_i64_534 : i64
          %481 = arith.andi %479, %480 : i1
          %c0_i64_535 = arith.constant 0 : i64
          %482 = arith.cmpi sge, %478, %c0_i64_535 : i64
          %c40_i64_536 = arith.constant 40 : i64
          %483 = arith.cmpi slt, %478, %c40_i64_536 : i64
          %484 = arith.andi %482, %483 : i1
          %485 = arith.andi %481, %484 : i1
          scf.if %485 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %478, %c70_i64_1219 : i64
            %1481 = arith.addi %477, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_44[] : memref<f32>
          }
          %thread_id_x_537 = gpu.thread_id  x
          %486 = arith.index_cast %thread_id_x_537 : index to i64
          %c16_i64_538 = arith.constant 16 : i64
          %487 = arith.remsi %486, %c16_i64_538 : i64
          %c16_i64_539 = arith.constant 16 : i64
          %488 = arith.divsi %487, %c16_i64_539 : i64
          %c10_i64_540 = arith.constant 10 : i64
          %489 = arith.addi %488, %c10_i64_540 : i64
          %thread_id_x_541 = gpu.thread_id  x
          %490 = arith.index_cast %thread_id_x_541 : index to i64
          %c16_i64_542 = arith.constant 16 : i64
          %491 = arith.remsi %490, %c16_i64_542 : i64
          %c16_i64_543 = arith.constant 16 : i64
          %492 = arith.remsi %491, %c16_i64_543 : i64
          %c16_i64_544 = arith.constant 16 : i64
          %493 = arith.addi %492, %c16_i64_544 : i64
          %494 = arith.addi %54, %493 : i64
          %495 = arith.addi %59, %489 : i64
          %cst_545 = arith.constant 0.000000e+00 : f32
          memref.store %cst_545, %alloca_45[] : memref<f32>
          %c0_i64_546 = arith.constant 0 : i64
          %496 = arith.cmpi sge, %494, %c0_i64_546 : i64
          %c70_i64_547 = arith.constant 70 : i64
          %497 = arith.cmpi slt, %494, %c70_i64_547 : i64
          %498 = arith.andi %496, %497 : i1
          %c0_i64_548 = arith.constant 0 : i64
          %499 = arith.cmpi sge, %495, %c0_i64_548 : i64
          %c40_i64_549 = arith.constant 40 : i64
          %500 = arith.cmpi slt, %495, %c40_i64_549 : i64
          %501 = arith.andi %499, %500 : i1
          %502 = arith.andi %498, %501 : i1
          scf.if %502 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %495, %c70_i64_1219 : i64
            %1481 = arith.addi %494, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_45[] : memref<f32>
          }
          %thread_id_x_550 = gpu.thread_id  x
          %503 = arith.index_cast %thread_id_x_550 : index to i64
          %c16_i64_551 = arith.constant 16 : i64
          %504 = arith.remsi %503, %c16_i64_551 : i64
          %c16_i64_552 = arith.constant 16 : i64
          %505 = arith.divsi %504, %c16_i64_552 : i64
          %c11_i64_553 = arith.constant 11 : i64
          %506 = arith.addi %505, %c11_i64_553 : i64
          %thread_id_x_554 = gpu.thread_id  x
          %507 = arith.index_cast %thread_id_x_554 : index to i64
          %c16_i64_555 = arith.constant 16 : i64
          %508 = arith.remsi %507, %c16_i64_555 : i64
          %c16_i64_556 = arith.constant 16 : i64
          %509 = arith.remsi %508, %c16_i64_556 : i64
          %c16_i64_557 = arith.constant 16 : i64
          %510 = arith.addi %509, %c16_i64_557 : i64
          %511 = arith.addi %54, %510 : i64
          %512 = arith.addi %59, %506 : i64
          %cst_558 = arith.constant 0.000000e+00 : f32
          memref.store %cst_558, %alloca_46[] : memref<f32>
          %c0_i64_559 = arith.constant 0 : i64
          %513 = arith.cmpi sge, %511, %c0_i64_559 : i64
          %c70_i64_560 = arith.constant 70 : i64
          %514 = arith.cmpi slt, %511, %c70_i64_560 : i64
          %515 = arith.andi %513, %514 : i1
          %c0_i64_561 = arith.constant 0 : i64
          %516 = arith.cmpi sge, %512, %c0_i64_561 : i64
          %c40_i64_562 = arith.constant 40 : i64
          %517 = arith.cmpi slt, %512, %c40_i64_562 : i64
          %518 = arith.andi %516, %517 : i1
          %519 = arith.andi %515, %518 : i1
          scf.if %519 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %512, %c70_i64_1219 : i64
            %1481 = arith.addi %511, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_46[] : memref<f32>
          }
          %thread_id_x_563 = gpu.thread_id  x
          %520 = arith.index_cast %thread_id_x_563 : index to i64
          %c16_i64_564 = arith.constant 16 : i64
          %521 = arith.remsi %520, %c16_i64_564 : i64
          %c16_i64_565 = arith.constant 16 : i64
          %522 = arith.divsi %521, %c16_i64_565 : i64
          %c12_i64_566 = arith.constant 12 : i64
          %523 = arith.addi %522, %c12_i64_566 : i64
          %thread_id_x_567 = gpu.thread_id  x
          %524 = arith.index_cast %thread_id_x_567 : index to i64
          %c16_i64_568 = arith.constant 16 : i64
          %525 = arith.remsi %524, %c16_i64_568 : i64
          %c16_i64_569 = arith.constant 16 : i64
          %526 = arith.remsi %525, %c16_i64_569 : i64
          %c16_i64_570 = arith.constant 16 : i64
          %527 = arith.addi %526, %c16_i64_570 : i64
          %528 = arith.addi %54, %527 : i64
          %529 = arith.addi %59, %523 : i64
          %cst_571 = arith.constant 0.000000e+00 : f32
          memref.store %cst_571, %alloca_47[] : memref<f32>
          %c0_i64_572 = arith.constant 0 : i64
          %530 = arith.cmpi sge, %528, %c0_i64_572 : i64
          %c70_i64_573 = arith.constant 70 : i64
          %531 = arith.cmpi slt, %528, %c70_i64_573 : i64
          %532 = arith.andi %530, %531 : i1
          %c0_i64_574 = arith.constant 0 : i64
          %533 = arith.cmpi sge, %529, %c0_i64_574 : i64
          %c40_i64_575 = arith.constant 40 : i64
          %534 = arith.cmpi slt, %529, %c40_i64_575 : i64
          %535 = arith.andi %533, %534 : i1
          %536 = arith.andi %532, %535 : i1
          scf.if %536 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %529, %c70_i64_1219 : i64
            %1481 = arith.addi %528, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_47[] : memref<f32>
          }
          %thread_id_x_576 = gpu.thread_id  x
          %537 = arith.index_cast %thread_id_x_576 : index to i64
          %c16_i64_577 = arith.constant 16 : i64
          %538 = arith.remsi %537, %c16_i64_577 : i64
          %c16_i64_578 = arith.constant 16 : i64
          %539 = arith.divsi %538, %c16_i64_578 : i64
          %c13_i64_579 = arith.constant 13 : i64
          %540 = arith.addi %539, %c13_i64_579 : i64
          %thread_id_x_580 = gpu.thread_id  x
          %541 = arith.index_cast %thread_id_x_580 : index to i64
          %c16_i64_581 = arith.constant 16 : i64
          %542 = arith.remsi %541, %c16_i64_581 : i64
          %c16_i64_582 = arith.constant 16 : i64
          %543 = arith.remsi %542, %c16_i64_582 : i64
          %c16_i64_583 = arith.constant 16 : i64
          %544 = arith.addi %543, %c16_i64_583 : i64
          %545 = arith.addi %54, %544 : i64
          %546 = arith.addi %59, %540 : i64
          %cst_584 = arith.constant 0.000000e+00 : f32
          memref.store %cst_584, %alloca_48[] : memref<f32>
          %c0_i64_585 = arith.constant 0 : i64
          %547 = arith.cmpi sge, %545, %c0_i64_585 : i64
          %c70_i64_586 = arith.constant 70 : i64
          %548 = arith.cmpi slt, %545, %c70_i64_586 : i64
          %549 = arith.andi %547, %548 : i1
          %c0_i64_587 = arith.constant 0 : i64
          %550 = arith.cmpi sge, %546, %c0_i64_587 : i64
          %c40_i64_588 = arith.constant 40 : i64
          %551 = arith.cmpi slt, %546, %c40_i64_588 : i64
          %552 = arith.andi %550, %551 : i1
          %553 = arith.andi %549, %552 : i1
          scf.if %553 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %546, %c70_i64_1219 : i64
            %1481 = arith.addi %545, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_48[] : memref<f32>
          }
          %thread_id_x_589 = gpu.thread_id  x
          %554 = arith.index_cast %thread_id_x_589 : index to i64
          %c16_i64_590 = arith.constant 16 : i64
          %555 = arith.remsi %554, %c16_i64_590 : i64
          %c16_i64_591 = arith.constant 16 : i64
          %556 = arith.divsi %555, %c16_i64_591 : i64
          %c14_i64_592 = arith.constant 14 : i64
          %557 = arith.addi %556, %c14_i64_592 : i64
          %thread_id_x_593 = gpu.thread_id  x
          %558 = arith.index_cast %thread_id_x_593 : index to i64
          %c16_i64_594 = arith.constant 16 : i64
          %559 = arith.remsi %558, %c16_i64_594 : i64
          %c16_i64_595 = arith.constant 16 : i64
          %560 = arith.remsi %559, %c16_i64_595 : i64
          %c16_i64_596 = arith.constant 16 : i64
          %561 = arith.addi %560, %c16_i64_596 : i64
          %562 = arith.addi %54, %561 : i64
          %563 = arith.addi %59, %557 : i64
          %cst_597 = arith.constant 0.000000e+00 : f32
          memref.store %cst_597, %alloca_49[] : memref<f32>
          %c0_i64_598 = arith.constant 0 : i64
          %564 = arith.cmpi sge, %562, %c0_i64_598 : i64
          %c70_i64_599 = arith.constant 70 : i64
          %565 = arith.cmpi slt, %562, %c70_i64_599 : i64
          %566 = arith.andi %564, %565 : i1
          %c0_i64_600 = arith.constant 0 : i64
          %567 = arith.cmpi sge, %563, %c0_i64_600 : i64
          %c40_i64_601 = arith.constant 40 : i64
          %568 = arith.cmpi slt, %563, %c40_i64_601 : i64
          %569 = arith.andi %567, %568 : i1
          %570 = arith.andi %566, %569 : i1
          scf.if %570 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %563, %c70_i64_1219 : i64
            %1481 = arith.addi %562, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_49[] : memref<f32>
          }
          %thread_id_x_602 = gpu.thread_id  x
          %571 = arith.index_cast %thread_id_x_602 : index to i64
          %c16_i64_603 = arith.constant 16 : i64
          %572 = arith.remsi %571, %c16_i64_603 : i64
          %c16_i64_604 = arith.constant 16 : i64
          %573 = arith.divsi %572, %c16_i64_604 : i64
          %c15_i64_605 = arith.constant 15 : i64
          %574 = arith.addi %573, %c15_i64_605 : i64
          %thread_id_x_606 = gpu.thread_id  x
          %575 = arith.index_cast %thread_id_x_606 : index to i64
          %c16_i64_607 = arith.constant 16 : i64
          %576 = arith.remsi %575, %c16_i64_607 : i64
          %c16_i64_608 = arith.constant 16 : i64
          %577 = arith.remsi %576, %c16_i64_608 : i64
          %c16_i64_609 = arith.constant 16 : i64
          %578 = arith.addi %577, %c16_i64_609 : i64
          %579 = arith.addi %54, %578 : i64
          %580 = arith.addi %59, %574 : i64
          %cst_610 = arith.constant 0.000000e+00 : f32
          memref.store %cst_610, %alloca_50[] : memref<f32>
          %c0_i64_611 = arith.constant 0 : i64
          %581 = arith.cmpi sge, %579, %c0_i64_611 : i64
          %c70_i64_612 = arith.constant 70 : i64
          %582 = arith.cmpi slt, %579, %c70_i64_612 : i64
          %583 = arith.andi %581, %582 : i1
          %c0_i64_613 = arith.constant 0 : i64
          %584 = arith.cmpi sge, %580, %c0_i64_613 : i64
          %c40_i64_614 = arith.constant 40 : i64
          %585 = arith.cmpi slt, %580, %c40_i64_614 : i64
          %586 = arith.andi %584, %585 : i1
          %587 = arith.andi %583, %586 : i1
          scf.if %587 {
            %c70_i64_1219 = arith.constant 70 : i64
            %1480 = arith.muli %580, %c70_i64_1219 : i64
            %1481 = arith.addi %579, %1480 : i64
            %1482 = llvm.getelementptr %17[%1481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1483 = llvm.load %1482 : !llvm.ptr<1> -> f32
            memref.store %1483, %alloca_50[] : memref<f32>
          }
          %thread_id_x_615 = gpu.thread_id  x
          %588 = arith.index_cast %thread_id_x_615 : index to i64
          %c16_i64_616 = arith.constant 16 : i64
          %589 = arith.remsi %588, %c16_i64_616 : i64
          %c16_i64_617 = arith.constant 16 : i64
          %590 = arith.divsi %589, %c16_i64_617 : i64
          %thread_id_x_618 = gpu.thread_id  x
          %591 = arith.index_cast %thread_id_x_618 : index to i64
          %c16_i64_619 = arith.constant 16 : i64
          %592 = arith.remsi %591, %c16_i64_619 : i64
          %c16_i64_620 = arith.constant 16 : i64
          %593 = arith.remsi %592, %c16_i64_620 : i64
          %594 = arith.trunci %593 : i64 to i32
          %595 = arith.trunci %590 : i64 to i32
          %596 = arith.cmpi sle, %594, %595 : i32
          scf.if %596 {
            %1480 = memref.load %alloca[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_52[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_52[] : memref<f32>
          }
          %597 = memref.load %alloca_52[] : memref<f32>
          memref.store %597, %alloca_51[] : memref<f32>
          %thread_id_x_621 = gpu.thread_id  x
          %598 = arith.index_cast %thread_id_x_621 : index to i64
          %c16_i64_622 = arith.constant 16 : i64
          %599 = arith.remsi %598, %c16_i64_622 : i64
          %c16_i64_623 = arith.constant 16 : i64
          %600 = arith.divsi %599, %c16_i64_623 : i64
          %c1_i64_624 = arith.constant 1 : i64
          %601 = arith.addi %600, %c1_i64_624 : i64
          %thread_id_x_625 = gpu.thread_id  x
          %602 = arith.index_cast %thread_id_x_625 : index to i64
          %c16_i64_626 = arith.constant 16 : i64
          %603 = arith.remsi %602, %c16_i64_626 : i64
          %c16_i64_627 = arith.constant 16 : i64
          %604 = arith.remsi %603, %c16_i64_627 : i64
          %605 = arith.trunci %604 : i64 to i32
          %606 = arith.trunci %601 : i64 to i32
          %607 = arith.cmpi sle, %605, %606 : i32
          scf.if %607 {
            %1480 = memref.load %alloca_20[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_54[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_54[] : memref<f32>
          }
          %608 = memref.load %alloca_54[] : memref<f32>
          memref.store %608, %alloca_53[] : memref<f32>
          %thread_id_x_628 = gpu.thread_id  x
          %609 = arith.index_cast %thread_id_x_628 : index to i64
          %c16_i64_629 = arith.constant 16 : i64
          %610 = arith.remsi %609, %c16_i64_629 : i64
          %c16_i64_630 = arith.constant 16 : i64
          %611 = arith.divsi %610, %c16_i64_630 : i64
          %c2_i64_631 = arith.constant 2 : i64
          %612 = arith.addi %611, %c2_i64_631 : i64
          %thread_id_x_632 = gpu.thread_id  x
          %613 = arith.index_cast %thread_id_x_632 : index to i64
          %c16_i64_633 = arith.constant 16 : i64
          %614 = arith.remsi %613, %c16_i64_633 : i64
          %c16_i64_634 = arith.constant 16 : i64
          %615 = arith.remsi %614, %c16_i64_634 : i64
          %616 = arith.trunci %615 : i64 to i32
          %617 = arith.trunci %612 : i64 to i32
          %618 = arith.cmpi sle, %616, %617 : i32
          scf.if %618 {
            %1480 = memref.load %alloca_21[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_56[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_56[] : memref<f32>
          }
          %619 = memref.load %alloca_56[] : memref<f32>
          memref.store %619, %alloca_55[] : memref<f32>
          %thread_id_x_635 = gpu.thread_id  x
          %620 = arith.index_cast %thread_id_x_635 : index to i64
          %c16_i64_636 = arith.constant 16 : i64
          %621 = arith.remsi %620, %c16_i64_636 : i64
          %c16_i64_637 = arith.constant 16 : i64
          %622 = arith.divsi %621, %c16_i64_637 : i64
          %c3_i64_638 = arith.constant 3 : i64
          %623 = arith.addi %622, %c3_i64_638 : i64
          %thread_id_x_639 = gpu.thread_id  x
          %624 = arith.index_cast %thread_id_x_639 : index to i64
          %c16_i64_640 = arith.constant 16 : i64
          %625 = arith.remsi %624, %c16_i64_640 : i64
          %c16_i64_641 = arith.constant 16 : i64
          %626 = arith.remsi %625, %c16_i64_641 : i64
          %627 = arith.trunci %626 : i64 to i32
          %628 = arith.trunci %623 : i64 to i32
          %629 = arith.cmpi sle, %627, %628 : i32
          scf.if %629 {
            %1480 = memref.load %alloca_22[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_58[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_58[] : memref<f32>
          }
          %630 = memref.load %alloca_58[] : memref<f32>
          memref.store %630, %alloca_57[] : memref<f32>
          %thread_id_x_642 = gpu.thread_id  x
          %631 = arith.index_cast %thread_id_x_642 : index to i64
          %c16_i64_643 = arith.constant 16 : i64
          %632 = arith.remsi %631, %c16_i64_643 : i64
          %c16_i64_644 = arith.constant 16 : i64
          %633 = arith.divsi %632, %c16_i64_644 : i64
          %c4_i64_645 = arith.constant 4 : i64
          %634 = arith.addi %633, %c4_i64_645 : i64
          %thread_id_x_646 = gpu.thread_id  x
          %635 = arith.index_cast %thread_id_x_646 : index to i64
          %c16_i64_647 = arith.constant 16 : i64
          %636 = arith.remsi %635, %c16_i64_647 : i64
          %c16_i64_648 = arith.constant 16 : i64
          %637 = arith.remsi %636, %c16_i64_648 : i64
          %638 = arith.trunci %637 : i64 to i32
          %639 = arith.trunci %634 : i64 to i32
          %640 = arith.cmpi sle, %638, %639 : i32
          scf.if %640 {
            %1480 = memref.load %alloca_23[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_60[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_60[] : memref<f32>
          }
          %641 = memref.load %alloca_60[] : memref<f32>
          memref.store %641, %alloca_59[] : memref<f32>
          %thread_id_x_649 = gpu.thread_id  x
          %642 = arith.index_cast %thread_id_x_649 : index to i64
          %c16_i64_650 = arith.constant 16 : i64
          %643 = arith.remsi %642, %c16_i64_650 : i64
          %c16_i64_651 = arith.constant 16 : i64
          %644 = arith.divsi %643, %c16_i64_651 : i64
          %c5_i64_652 = arith.constant 5 : i64
          %645 = arith.addi %644, %c5_i64_652 : i64
          %thread_id_x_653 = gpu.thread_id  x
          %646 = arith.index_cast %thread_id_x_653 : index to i64
          %c16_i64_654 = arith.constant 16 : i64
          %647 = arith.remsi %646, %c16_i64_654 : i64
          %c16_i64_655 = arith.constant 16 : i64
          %648 = arith.remsi %647, %c16_i64_655 : i64
          %649 = arith.trunci %648 : i64 to i32
          %650 = arith.trunci %645 : i64 to i32
          %651 = arith.cmpi sle, %649, %650 : i32
          scf.if %651 {
            %1480 = memref.load %alloca_24[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_62[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_62[] : memref<f32>
          }
          %652 = memref.load %alloca_62[] : memref<f32>
          memref.store %652, %alloca_61[] : memref<f32>
          %thread_id_x_656 = gpu.thread_id  x
          %653 = arith.index_cast %thread_id_x_656 : index to i64
          %c16_i64_657 = arith.constant 16 : i64
          %654 = arith.remsi %653, %c16_i64_657 : i64
          %c16_i64_658 = arith.constant 16 : i64
          %655 = arith.divsi %654, %c16_i64_658 : i64
          %c6_i64_659 = arith.constant 6 : i64
          %656 = arith.addi %655, %c6_i64_659 : i64
          %thread_id_x_660 = gpu.thread_id  x
          %657 = arith.index_cast %thread_id_x_660 : index to i64
          %c16_i64_661 = arith.constant 16 : i64
          %658 = arith.remsi %657, %c16_i64_661 : i64
          %c16_i64_662 = arith.constant 16 : i64
          %659 = arith.remsi %658, %c16_i64_662 : i64
          %660 = arith.trunci %659 : i64 to i32
          %661 = arith.trunci %656 : i64 to i32
          %662 = arith.cmpi sle, %660, %661 : i32
          scf.if %662 {
            %1480 = memref.load %alloca_25[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_64[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_64[] : memref<f32>
          }
          %663 = memref.load %alloca_64[] : memref<f32>
          memref.store %663, %alloca_63[] : memref<f32>
          %thread_id_x_663 = gpu.thread_id  x
          %664 = arith.index_cast %thread_id_x_663 : index to i64
          %c16_i64_664 = arith.constant 16 : i64
          %665 = arith.remsi %664, %c16_i64_664 : i64
          %c16_i64_665 = arith.constant 16 : i64
          %666 = arith.divsi %665, %c16_i64_665 : i64
          %c7_i64_666 = arith.constant 7 : i64
          %667 = arith.addi %666, %c7_i64_666 : i64
          %thread_id_x_667 = gpu.thread_id  x
          %668 = arith.index_cast %thread_id_x_667 : index to i64
          %c16_i64_668 = arith.constant 16 : i64
          %669 = arith.remsi %668, %c16_i64_668 : i64
          %c16_i64_669 = arith.constant 16 : i64
          %670 = arith.remsi %669, %c16_i64_669 : i64
          %671 = arith.trunci %670 : i64 to i32
          %672 = arith.trunci %667 : i64 to i32
          %673 = arith.cmpi sle, %671, %672 : i32
          scf.if %673 {
            %1480 = memref.load %alloca_26[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_66[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_66[] : memref<f32>
          }
          %674 = memref.load %alloca_66[] : memref<f32>
          memref.store %674, %alloca_65[] : memref<f32>
          %thread_id_x_670 = gpu.thread_id  x
          %675 = arith.index_cast %thread_id_x_670 : index to i64
          %c16_i64_671 = arith.constant 16 : i64
          %676 = arith.remsi %675, %c16_i64_671 : i64
          %c16_i64_672 = arith.constant 16 : i64
          %677 = arith.divsi %676, %c16_i64_672 : i64
          %c8_i64_673 = arith.constant 8 : i64
          %678 = arith.addi %677, %c8_i64_673 : i64
          %thread_id_x_674 = gpu.thread_id  x
          %679 = arith.index_cast %thread_id_x_674 : index to i64
          %c16_i64_675 = arith.constant 16 : i64
          %680 = arith.remsi %679, %c16_i64_675 : i64
          %c16_i64_676 = arith.constant 16 : i64
          %681 = arith.remsi %680, %c16_i64_676 : i64
          %682 = arith.trunci %681 : i64 to i32
          %683 = arith.trunci %678 : i64 to i32
          %684 = arith.cmpi sle, %682, %683 : i32
          scf.if %684 {
            %1480 = memref.load %alloca_27[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_68[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_68[] : memref<f32>
          }
          %685 = memref.load %alloca_68[] : memref<f32>
          memref.store %685, %alloca_67[] : memref<f32>
          %thread_id_x_677 = gpu.thread_id  x
          %686 = arith.index_cast %thread_id_x_677 : index to i64
          %c16_i64_678 = arith.constant 16 : i64
          %687 = arith.remsi %686, %c16_i64_678 : i64
          %c16_i64_679 = arith.constant 16 : i64
          %688 = arith.divsi %687, %c16_i64_679 : i64
          %c9_i64_680 = arith.constant 9 : i64
          %689 = arith.addi %688, %c9_i64_680 : i64
          %thread_id_x_681 = gpu.thread_id  x
          %690 = arith.index_cast %thread_id_x_681 : index to i64
          %c16_i64_682 = arith.constant 16 : i64
          %691 = arith.remsi %690, %c16_i64_682 : i64
          %c16_i64_683 = arith.constant 16 : i64
          %692 = arith.remsi %691, %c16_i64_683 : i64
          %693 = arith.trunci %692 : i64 to i32
          %694 = arith.trunci %689 : i64 to i32
          %695 = arith.cmpi sle, %693, %694 : i32
          scf.if %695 {
            %1480 = memref.load %alloca_28[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_70[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_70[] : memref<f32>
          }
          %696 = memref.load %alloca_70[] : memref<f32>
          memref.store %696, %alloca_69[] : memref<f32>
          %thread_id_x_684 = gpu.thread_id  x
          %697 = arith.index_cast %thread_id_x_684 : index to i64
          %c16_i64_685 = arith.constant 16 : i64
          %698 = arith.remsi %697, %c16_i64_685 : i64
          %c16_i64_686 = arith.constant 16 : i64
          %699 = arith.divsi %698, %c16_i64_686 : i64
          %c10_i64_687 = arith.constant 10 : i64
          %700 = arith.addi %699, %c10_i64_687 : i64
          %thread_id_x_688 = gpu.thread_id  x
          %701 = arith.index_cast %thread_id_x_688 : index to i64
          %c16_i64_689 = arith.constant 16 : i64
          %702 = arith.remsi %701, %c16_i64_689 : i64
          %c16_i64_690 = arith.constant 16 : i64
          %703 = arith.remsi %702, %c16_i64_690 : i64
          %704 = arith.trunci %703 : i64 to i32
          %705 = arith.trunci %700 : i64 to i32
          %706 = arith.cmpi sle, %704, %705 : i32
          scf.if %706 {
            %1480 = memref.load %alloca_29[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_72[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_72[] : memref<f32>
          }
          %707 = memref.load %alloca_72[] : memref<f32>
          memref.store %707, %alloca_71[] : memref<f32>
          %thread_id_x_691 = gpu.thread_id  x
          %708 = arith.index_cast %thread_id_x_691 : index to i64
          %c16_i64_692 = arith.constant 16 : i64
          %709 = arith.remsi %708, %c16_i64_692 : i64
          %c16_i64_693 = arith.constant 16 : i64
          %710 = arith.divsi %709, %c16_i64_693 : i64
          %c11_i64_694 = arith.constant 11 : i64
          %711 = arith.addi %710, %c11_i64_694 : i64
          %thread_id_x_695 = gpu.thread_id  x
          %712 = arith.index_cast %thread_id_x_695 : index to i64
          %c16_i64_696 = arith.constant 16 : i64
          %713 = arith.remsi %712, %c16_i64_696 : i64
          %c16_i64_697 = arith.constant 16 : i64
          %714 = arith.remsi %713, %c16_i64_697 : i64
          %715 = arith.trunci %714 : i64 to i32
          %716 = arith.trunci %711 : i64 to i32
          %717 = arith.cmpi sle, %715, %716 : i32
          scf.if %717 {
            %1480 = memref.load %alloca_30[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_74[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_74[] : memref<f32>
          }
          %718 = memref.load %alloca_74[] : memref<f32>
          memref.store %718, %alloca_73[] : memref<f32>
          %thread_id_x_698 = gpu.thread_id  x
          %719 = arith.index_cast %thread_id_x_698 : index to i64
          %c16_i64_699 = arith.constant 16 : i64
          %720 = arith.remsi %719, %c16_i64_699 : i64
          %c16_i64_700 = arith.constant 16 : i64
          %721 = arith.divsi %720, %c16_i64_700 : i64
          %c12_i64_701 = arith.constant 12 : i64
          %722 = arith.addi %721, %c12_i64_701 : i64
          %thread_id_x_702 = gpu.thread_id  x
          %723 = arith.index_cast %thread_id_x_702 : index to i64
          %c16_i64_703 = arith.constant 16 : i64
          %724 = arith.remsi %723, %c16_i64_703 : i64
          %c16_i64_704 = arith.constant 16 : i64
          %725 = arith.remsi %724, %c16_i64_704 : i64
          %726 = arith.trunci %725 : i64 to i32
          %727 = arith.trunci %722 : i64 to i32
          %728 = arith.cmpi sle, %726, %727 : i32
          scf.if %728 {
            %1480 = memref.load %alloca_31[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_76[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_76[] : memref<f32>
          }
          %729 = memref.load %alloca_76[] : memref<f32>
          memref.store %729, %alloca_75[] : memref<f32>
          %thread_id_x_705 = gpu.thread_id  x
          %730 = arith.index_cast %thread_id_x_705 : index to i64
          %c16_i64_706 = arith.constant 16 : i64
          %731 = arith.remsi %730, %c16_i64_706 : i64
          %c16_i64_707 = arith.constant 16 : i64
          %732 = arith.divsi %731, %c16_i64_707 : i64
          %c13_i64_708 = arith.constant 13 : i64
          %733 = arith.addi %732, %c13_i64_708 : i64
          %thread_id_x_709 = gpu.thread_id  x
          %734 = arith.index_cast %thread_id_x_709 : index to i64
          %c16_i64_710 = arith.constant 16 : i64
          %735 = arith.remsi %734, %c16_i64_710 : i64
          %c16_i64_711 = arith.constant 16 : i64
          %736 = arith.remsi %735, %c16_i64_711 : i64
          %737 = arith.trunci %736 : i64 to i32
          %738 = arith.trunci %733 : i64 to i32
          %739 = arith.cmpi sle, %737, %738 : i32
          scf.if %739 {
            %1480 = memref.load %alloca_32[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_78[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_78[] : memref<f32>
          }
          %740 = memref.load %alloca_78[] : memref<f32>
          memref.store %740, %alloca_77[] : memref<f32>
          %thread_id_x_712 = gpu.thread_id  x
          %741 = arith.index_cast %thread_id_x_712 : index to i64
          %c16_i64_713 = arith.constant 16 : i64
          %742 = arith.remsi %741, %c16_i64_713 : i64
          %c16_i64_714 = arith.constant 16 : i64
          %743 = arith.divsi %742, %c16_i64_714 : i64
          %c14_i64_715 = arith.constant 14 : i64
          %744 = arith.addi %743, %c14_i64_715 : i64
          %thread_id_x_716 = gpu.thread_id  x
          %745 = arith.index_cast %thread_id_x_716 : index to i64
          %c16_i64_717 = arith.constant 16 : i64
          %746 = arith.remsi %745, %c16_i64_717 : i64
          %c16_i64_718 = arith.constant 16 : i64
          %747 = arith.remsi %746, %c16_i64_718 : i64
          %748 = arith.trunci %747 : i64 to i32
          %749 = arith.trunci %744 : i64 to i32
          %750 = arith.cmpi sle, %748, %749 : i32
          scf.if %750 {
            %1480 = memref.load %alloca_33[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_80[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_80[] : memref<f32>
          }
          %751 = memref.load %alloca_80[] : memref<f32>
          memref.store %751, %alloca_79[] : memref<f32>
          %thread_id_x_719 = gpu.thread_id  x
          %752 = arith.index_cast %thread_id_x_719 : index to i64
          %c16_i64_720 = arith.constant 16 : i64
          %753 = arith.remsi %752, %c16_i64_720 : i64
          %c16_i64_721 = arith.constant 16 : i64
          %754 = arith.divsi %753, %c16_i64_721 : i64
          %c15_i64_722 = arith.constant 15 : i64
          %755 = arith.addi %754, %c15_i64_722 : i64
          %thread_id_x_723 = gpu.thread_id  x
          %756 = arith.index_cast %thread_id_x_723 : index to i64
          %c16_i64_724 = arith.constant 16 : i64
          %757 = arith.remsi %756, %c16_i64_724 : i64
          %c16_i64_725 = arith.constant 16 : i64
          %758 = arith.remsi %757, %c16_i64_725 : i64
          %759 = arith.trunci %758 : i64 to i32
          %760 = arith.trunci %755 : i64 to i32
          %761 = arith.cmpi sle, %759, %760 : i32
          scf.if %761 {
            %1480 = memref.load %alloca_34[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_82[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_82[] : memref<f32>
          }
          %762 = memref.load %alloca_82[] : memref<f32>
          memref.store %762, %alloca_81[] : memref<f32>
          %thread_id_x_726 = gpu.thread_id  x
          %763 = arith.index_cast %thread_id_x_726 : index to i64
          %c16_i64_727 = arith.constant 16 : i64
          %764 = arith.remsi %763, %c16_i64_727 : i64
          %c16_i64_728 = arith.constant 16 : i64
          %765 = arith.divsi %764, %c16_i64_728 : i64
          %thread_id_x_729 = gpu.thread_id  x
          %766 = arith.index_cast %thread_id_x_729 : index to i64
          %c16_i64_730 = arith.constant 16 : i64
          %767 = arith.remsi %766, %c16_i64_730 : i64
          %c16_i64_731 = arith.constant 16 : i64
          %768 = arith.remsi %767, %c16_i64_731 : i64
          %c16_i64_732 = arith.constant 16 : i64
          %769 = arith.addi %768, %c16_i64_732 : i64
          %770 = arith.trunci %769 : i64 to i32
          %771 = arith.trunci %765 : i64 to i32
          %772 = arith.cmpi sle, %770, %771 : i32
          scf.if %772 {
            %1480 = memref.load %alloca_35[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_84[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_84[] : memref<f32>
          }
          %773 = memref.load %alloca_84[] : memref<f32>
          memref.store %773, %alloca_83[] : memref<f32>
          %thread_id_x_733 = gpu.thread_id  x
          %774 = arith.index_cast %thread_id_x_733 : index to i64
          %c16_i64_734 = arith.constant 16 : i64
          %775 = arith.remsi %774, %c16_i64_734 : i64
          %c16_i64_735 = arith.constant 16 : i64
          %776 = arith.divsi %775, %c16_i64_735 : i64
          %c1_i64_736 = arith.constant 1 : i64
          %777 = arith.addi %776, %c1_i64_736 : i64
          %thread_id_x_737 = gpu.thread_id  x
          %778 = arith.index_cast %thread_id_x_737 : index to i64
          %c16_i64_738 = arith.constant 16 : i64
          %779 = arith.remsi %778, %c16_i64_738 : i64
          %c16_i64_739 = arith.constant 16 : i64
          %780 = arith.remsi %779, %c16_i64_739 : i64
          %c16_i64_740 = arith.constant 16 : i64
          %781 = arith.addi %780, %c16_i64_740 : i64
          %782 = arith.trunci %781 : i64 to i32
          %783 = arith.trunci %777 : i64 to i32
          %784 = arith.cmpi sle, %782, %783 : i32
          scf.if %784 {
            %1480 = memref.load %alloca_36[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_86[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_86[] : memref<f32>
          }
          %785 = memref.load %alloca_86[] : memref<f32>
          memref.store %785, %alloca_85[] : memref<f32>
          %thread_id_x_741 = gpu.thread_id  x
          %786 = arith.index_cast %thread_id_x_741 : index to i64
          %c16_i64_742 = arith.constant 16 : i64
          %787 = arith.remsi %786, %c16_i64_742 : i64
          %c16_i64_743 = arith.constant 16 : i64
          %788 = arith.divsi %787, %c16_i64_743 : i64
          %c2_i64_744 = arith.constant 2 : i64
          %789 = arith.addi %788, %c2_i64_744 : i64
          %thread_id_x_745 = gpu.thread_id  x
          %790 = arith.index_cast %thread_id_x_745 : index to i64
          %c16_i64_746 = arith.constant 16 : i64
          %791 = arith.remsi %790, %c16_i64_746 : i64
          %c16_i64_747 = arith.constant 16 : i64
          %792 = arith.remsi %791, %c16_i64_747 : i64
          %c16_i64_748 = arith.constant 16 : i64
          %793 = arith.addi %792, %c16_i64_748 : i64
          %794 = arith.trunci %793 : i64 to i32
          %795 = arith.trunci %789 : i64 to i32
          %796 = arith.cmpi sle, %794, %795 : i32
          scf.if %796 {
            %1480 = memref.load %alloca_37[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_88[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_88[] : memref<f32>
          }
          %797 = memref.load %alloca_88[] : memref<f32>
          memref.store %797, %alloca_87[] : memref<f32>
          %thread_id_x_749 = gpu.thread_id  x
          %798 = arith.index_cast %thread_id_x_749 : index to i64
          %c16_i64_750 = arith.constant 16 : i64
          %799 = arith.remsi %798, %c16_i64_750 : i64
          %c16_i64_751 = arith.constant 16 : i64
          %800 = arith.divsi %799, %c16_i64_751 : i64
          %c3_i64_752 = arith.constant 3 : i64
          %801 = arith.addi %800, %c3_i64_752 : i64
          %thread_id_x_753 = gpu.thread_id  x
          %802 = arith.index_cast %thread_id_x_753 : index to i64
          %c16_i64_754 = arith.constant 16 : i64
          %803 = arith.remsi %802, %c16_i64_754 : i64
          %c16_i64_755 = arith.constant 16 : i64
          %804 = arith.remsi %803, %c16_i64_755 : i64
          %c16_i64_756 = arith.constant 16 : i64
          %805 = arith.addi %804, %c16_i64_756 : i64
          %806 = arith.trunci %805 : i64 to i32
          %807 = arith.trunci %801 : i64 to i32
          %808 = arith.cmpi sle, %806, %807 : i32
          scf.if %808 {
            %1480 = memref.load %alloca_38[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_90[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_90[] : memref<f32>
          }
          %809 = memref.load %alloca_90[] : memref<f32>
          memref.store %809, %alloca_89[] : memref<f32>
          %thread_id_x_757 = gpu.thread_id  x
          %810 = arith.index_cast %thread_id_x_757 : index to i64
          %c16_i64_758 = arith.constant 16 : i64
          %811 = arith.remsi %810, %c16_i64_758 : i64
          %c16_i64_759 = arith.constant 16 : i64
          %812 = arith.divsi %811, %c16_i64_759 : i64
          %c4_i64_760 = arith.constant 4 : i64
          %813 = arith.addi %812, %c4_i64_760 : i64
          %thread_id_x_761 = gpu.thread_id  x
          %814 = arith.index_cast %thread_id_x_761 : index to i64
          %c16_i64_762 = arith.constant 16 : i64
          %815 = arith.remsi %814, %c16_i64_762 : i64
          %c16_i64_763 = arith.constant 16 : i64
          %816 = arith.remsi %815, %c16_i64_763 : i64
          %c16_i64_764 = arith.constant 16 : i64
          %817 = arith.addi %816, %c16_i64_764 : i64
          %818 = arith.trunci %817 : i64 to i32
          %819 = arith.trunci %813 : i64 to i32
          %820 = arith.cmpi sle, %818, %819 : i32
          scf.if %820 {
            %1480 = memref.load %alloca_39[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_92[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_92[] : memref<f32>
          }
          %821 = memref.load %alloca_92[] : memref<f32>
          memref.store %821, %alloca_91[] : memref<f32>
          %thread_id_x_765 = gpu.thread_id  x
          %822 = arith.index_cast %thread_id_x_765 : index to i64
          %c16_i64_766 = arith.constant 16 : i64
          %823 = arith.remsi %822, %c16_i64_766 : i64
          %c16_i64_767 = arith.constant 16 : i64
          %824 = arith.divsi %823, %c16_i64_767 : i64
          %c5_i64_768 = arith.constant 5 : i64
          %825 = arith.addi %824, %c5_i64_768 : i64
          %thread_id_x_769 = gpu.thread_id  x
          %826 = arith.index_cast %thread_id_x_769 : index to i64
          %c16_i64_770 = arith.constant 16 : i64
          %827 = arith.remsi %826, %c16_i64_770 : i64
          %c16_i64_771 = arith.constant 16 : i64
          %828 = arith.remsi %827, %c16_i64_771 : i64
          %c16_i64_772 = arith.constant 16 : i64
          %829 = arith.addi %828, %c16_i64_772 : i64
          %830 = arith.trunci %829 : i64 to i32
          %831 = arith.trunci %825 : i64 to i32
          %832 = arith.cmpi sle, %830, %831 : i32
          scf.if %832 {
            %1480 = memref.load %alloca_40[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_94[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_94[] : memref<f32>
          }
          %833 = memref.load %alloca_94[] : memref<f32>
          memref.store %833, %alloca_93[] : memref<f32>
          %thread_id_x_773 = gpu.thread_id  x
          %834 = arith.index_cast %thread_id_x_773 : index to i64
          %c16_i64_774 = arith.constant 16 : i64
          %835 = arith.remsi %834, %c16_i64_774 : i64
          %c16_i64_775 = arith.constant 16 : i64
          %836 = arith.divsi %835, %c16_i64_775 : i64
          %c6_i64_776 = arith.constant 6 : i64
          %837 = arith.addi %836, %c6_i64_776 : i64
          %thread_id_x_777 = gpu.thread_id  x
          %838 = arith.index_cast %thread_id_x_777 : index to i64
          %c16_i64_778 = arith.constant 16 : i64
          %839 = arith.remsi %838, %c16_i64_778 : i64
          %c16_i64_779 = arith.constant 16 : i64
          %840 = arith.remsi %839, %c16_i64_779 : i64
          %c16_i64_780 = arith.constant 16 : i64
          %841 = arith.addi %840, %c16_i64_780 : i64
          %842 = arith.trunci %841 : i64 to i32
          %843 = arith.trunci %837 : i64 to i32
          %844 = arith.cmpi sle, %842, %843 : i32
          scf.if %844 {
            %1480 = memref.load %alloca_41[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_96[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_96[] : memref<f32>
          }
          %845 = memref.load %alloca_96[] : memref<f32>
          memref.store %845, %alloca_95[] : memref<f32>
          %thread_id_x_781 = gpu.thread_id  x
          %846 = arith.index_cast %thread_id_x_781 : index to i64
          %c16_i64_782 = arith.constant 16 : i64
          %847 = arith.remsi %846, %c16_i64_782 : i64
          %c16_i64_783 = arith.constant 16 : i64
          %848 = arith.divsi %847, %c16_i64_783 : i64
          %c7_i64_784 = arith.constant 7 : i64
          %849 = arith.addi %848, %c7_i64_784 : i64
          %thread_id_x_785 = gpu.thread_id  x
          %850 = arith.index_cast %thread_id_x_785 : index to i64
          %c16_i64_786 = arith.constant 16 : i64
          %851 = arith.remsi %850, %c16_i64_786 : i64
          %c16_i64_787 = arith.constant 16 : i64
          %852 = arith.remsi %851, %c16_i64_787 : i64
          %c16_i64_788 = arith.constant 16 : i64
          %853 = arith.addi %852, %c16_i64_788 : i64
          %854 = arith.trunci %853 : i64 to i32
          %855 = arith.trunci %849 : i64 to i32
          %856 = arith.cmpi sle, %854, %855 : i32
          scf.if %856 {
            %1480 = memref.load %alloca_42[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_98[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_98[] : memref<f32>
          }
          %857 = memref.load %alloca_98[] : memref<f32>
          memref.store %857, %alloca_97[] : memref<f32>
          %thread_id_x_789 = gpu.thread_id  x
          %858 = arith.index_cast %thread_id_x_789 : index to i64
          %c16_i64_790 = arith.constant 16 : i64
          %859 = arith.remsi %858, %c16_i64_790 : i64
          %c16_i64_791 = arith.constant 16 : i64
          %860 = arith.divsi %859, %c16_i64_791 : i64
          %c8_i64_792 = arith.constant 8 : i64
          %861 = arith.addi %860, %c8_i64_792 : i64
          %thread_id_x_793 = gpu.thread_id  x
          %862 = arith.index_cast %thread_id_x_793 : index to i64
          %c16_i64_794 = arith.constant 16 : i64
          %863 = arith.remsi %862, %c16_i64_794 : i64
          %c16_i64_795 = arith.constant 16 : i64
          %864 = arith.remsi %863, %c16_i64_795 : i64
          %c16_i64_796 = arith.constant 16 : i64
          %865 = arith.addi %864, %c16_i64_796 : i64
          %866 = arith.trunci %865 : i64 to i32
          %867 = arith.trunci %861 : i64 to i32
          %868 = arith.cmpi sle, %866, %867 : i32
          scf.if %868 {
            %1480 = memref.load %alloca_43[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_100[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_100[] : memref<f32>
          }
          %869 = memref.load %alloca_100[] : memref<f32>
          memref.store %869, %alloca_99[] : memref<f32>
          %thread_id_x_797 = gpu.thread_id  x
          %870 = arith.index_cast %thread_id_x_797 : index to i64
          %c16_i64_798 = arith.constant 16 : i64
          %871 = arith.remsi %870, %c16_i64_798 : i64
          %c16_i64_799 = arith.constant 16 : i64
          %872 = arith.divsi %871, %c16_i64_799 : i64
          %c9_i64_800 = arith.constant 9 : i64
          %873 = arith.addi %872, %c9_i64_800 : i64
          %thread_id_x_801 = gpu.thread_id  x
          %874 = arith.index_cast %thread_id_x_801 : index to i64
          %c16_i64_802 = arith.constant 16 : i64
          %875 = arith.remsi %874, %c16_i64_802 : i64
          %c16_i64_803 = arith.constant 16 : i64
          %876 = arith.remsi %875, %c16_i64_803 : i64
          %c16_i64_804 = arith.constant 16 : i64
          %877 = arith.addi %876, %c16_i64_804 : i64
          %878 = arith.trunci %877 : i64 to i32
          %879 = arith.trunci %873 : i64 to i32
          %880 = arith.cmpi sle, %878, %879 : i32
          scf.if %880 {
            %1480 = memref.load %alloca_44[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_102[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_102[] : memref<f32>
          }
          %881 = memref.load %alloca_102[] : memref<f32>
          memref.store %881, %alloca_101[] : memref<f32>
          %thread_id_x_805 = gpu.thread_id  x
          %882 = arith.index_cast %thread_id_x_805 : index to i64
          %c16_i64_806 = arith.constant 16 : i64
          %883 = arith.remsi %882, %c16_i64_806 : i64
          %c16_i64_807 = arith.constant 16 : i64
          %884 = arith.divsi %883, %c16_i64_807 : i64
          %c10_i64_808 = arith.constant 10 : i64
          %885 = arith.addi %884, %c10_i64_808 : i64
          %thread_id_x_809 = gpu.thread_id  x
          %886 = arith.index_cast %thread_id_x_809 : index to i64
          %c16_i64_810 = arith.constant 16 : i64
          %887 = arith.remsi %886, %c16_i64_810 : i64
          %c16_i64_811 = arith.constant 16 : i64
          %888 = arith.remsi %887, %c16_i64_811 : i64
          %c16_i64_812 = arith.constant 16 : i64
          %889 = arith.addi %888, %c16_i64_812 : i64
          %890 = arith.trunci %889 : i64 to i32
          %891 = arith.trunci %885 : i64 to i32
          %892 = arith.cmpi sle, %890, %891 : i32
          scf.if %892 {
            %1480 = memref.load %alloca_45[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_104[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_104[] : memref<f32>
          }
          %893 = memref.load %alloca_104[] : memref<f32>
          memref.store %893, %alloca_103[] : memref<f32>
          %thread_id_x_813 = gpu.thread_id  x
          %894 = arith.index_cast %thread_id_x_813 : index to i64
          %c16_i64_814 = arith.constant 16 : i64
          %895 = arith.remsi %894, %c16_i64_814 : i64
          %c16_i64_815 = arith.constant 16 : i64
          %896 = arith.divsi %895, %c16_i64_815 : i64
          %c11_i64_816 = arith.constant 11 : i64
          %897 = arith.addi %896, %c11_i64_816 : i64
          %thread_id_x_817 = gpu.thread_id  x
          %898 = arith.index_cast %thread_id_x_817 : index to i64
          %c16_i64_818 = arith.constant 16 : i64
          %899 = arith.remsi %898, %c16_i64_818 : i64
          %c16_i64_819 = arith.constant 16 : i64
          %900 = arith.remsi %899, %c16_i64_819 : i64
          %c16_i64_820 = arith.constant 16 : i64
          %901 = arith.addi %900, %c16_i64_820 : i64
          %902 = arith.trunci %901 : i64 to i32
          %903 = arith.trunci %897 : i64 to i32
          %904 = arith.cmpi sle, %902, %903 : i32
          scf.if %904 {
            %1480 = memref.load %alloca_46[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_106[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_106[] : memref<f32>
          }
          %905 = memref.load %alloca_106[] : memref<f32>
          memref.store %905, %alloca_105[] : memref<f32>
          %thread_id_x_821 = gpu.thread_id  x
          %906 = arith.index_cast %thread_id_x_821 : index to i64
          %c16_i64_822 = arith.constant 16 : i64
          %907 = arith.remsi %906, %c16_i64_822 : i64
          %c16_i64_823 = arith.constant 16 : i64
          %908 = arith.divsi %907, %c16_i64_823 : i64
          %c12_i64_824 = arith.constant 12 : i64
          %909 = arith.addi %908, %c12_i64_824 : i64
          %thread_id_x_825 = gpu.thread_id  x
          %910 = arith.index_cast %thread_id_x_825 : index to i64
          %c16_i64_826 = arith.constant 16 : i64
          %911 = arith.remsi %910, %c16_i64_826 : i64
          %c16_i64_827 = arith.constant 16 : i64
          %912 = arith.remsi %911, %c16_i64_827 : i64
          %c16_i64_828 = arith.constant 16 : i64
          %913 = arith.addi %912, %c16_i64_828 : i64
          %914 = arith.trunci %913 : i64 to i32
          %915 = arith.trunci %909 : i64 to i32
          %916 = arith.cmpi sle, %914, %915 : i32
          scf.if %916 {
            %1480 = memref.load %alloca_47[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_108[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_108[] : memref<f32>
          }
          %917 = memref.load %alloca_108[] : memref<f32>
          memref.store %917, %alloca_107[] : memref<f32>
          %thread_id_x_829 = gpu.thread_id  x
          %918 = arith.index_cast %thread_id_x_829 : index to i64
          %c16_i64_830 = arith.constant 16 : i64
          %919 = arith.remsi %918, %c16_i64_830 : i64
          %c16_i64_831 = arith.constant 16 : i64
          %920 = arith.divsi %919, %c16_i64_831 : i64
          %c13_i64_832 = arith.constant 13 : i64
          %921 = arith.addi %920, %c13_i64_832 : i64
          %thread_id_x_833 = gpu.thread_id  x
          %922 = arith.index_cast %thread_id_x_833 : index to i64
          %c16_i64_834 = arith.constant 16 : i64
          %923 = arith.remsi %922, %c16_i64_834 : i64
          %c16_i64_835 = arith.constant 16 : i64
          %924 = arith.remsi %923, %c16_i64_835 : i64
          %c16_i64_836 = arith.constant 16 : i64
          %925 = arith.addi %924, %c16_i64_836 : i64
          %926 = arith.trunci %925 : i64 to i32
          %927 = arith.trunci %921 : i64 to i32
          %928 = arith.cmpi sle, %926, %927 : i32
          scf.if %928 {
            %1480 = memref.load %alloca_48[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_110[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_110[] : memref<f32>
          }
          %929 = memref.load %alloca_110[] : memref<f32>
          memref.store %929, %alloca_109[] : memref<f32>
          %thread_id_x_837 = gpu.thread_id  x
          %930 = arith.index_cast %thread_id_x_837 : index to i64
          %c16_i64_838 = arith.constant 16 : i64
          %931 = arith.remsi %930, %c16_i64_838 : i64
          %c16_i64_839 = arith.constant 16 : i64
          %932 = arith.divsi %931, %c16_i64_839 : i64
          %c14_i64_840 = arith.constant 14 : i64
          %933 = arith.addi %932, %c14_i64_840 : i64
          %thread_id_x_841 = gpu.thread_id  x
          %934 = arith.index_cast %thread_id_x_841 : index to i64
          %c16_i64_842 = arith.constant 16 : i64
          %935 = arith.remsi %934, %c16_i64_842 : i64
          %c16_i64_843 = arith.constant 16 : i64
          %936 = arith.remsi %935, %c16_i64_843 : i64
          %c16_i64_844 = arith.constant 16 : i64
          %937 = arith.addi %936, %c16_i64_844 : i64
          %938 = arith.trunci %937 : i64 to i32
          %939 = arith.trunci %933 : i64 to i32
          %940 = arith.cmpi sle, %938, %939 : i32
          scf.if %940 {
            %1480 = memref.load %alloca_49[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_112[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_112[] : memref<f32>
          }
          %941 = memref.load %alloca_112[] : memref<f32>
          memref.store %941, %alloca_111[] : memref<f32>
          %thread_id_x_845 = gpu.thread_id  x
          %942 = arith.index_cast %thread_id_x_845 : index to i64
          %c16_i64_846 = arith.constant 16 : i64
          %943 = arith.remsi %942, %c16_i64_846 : i64
          %c16_i64_847 = arith.constant 16 : i64
          %944 = arith.divsi %943, %c16_i64_847 : i64
          %c15_i64_848 = arith.constant 15 : i64
          %945 = arith.addi %944, %c15_i64_848 : i64
          %thread_id_x_849 = gpu.thread_id  x
          %946 = arith.index_cast %thread_id_x_849 : index to i64
          %c16_i64_850 = arith.constant 16 : i64
          %947 = arith.remsi %946, %c16_i64_850 : i64
          %c16_i64_851 = arith.constant 16 : i64
          %948 = arith.remsi %947, %c16_i64_851 : i64
          %c16_i64_852 = arith.constant 16 : i64
          %949 = arith.addi %948, %c16_i64_852 : i64
          %950 = arith.trunci %949 : i64 to i32
          %951 = arith.trunci %945 : i64 to i32
          %952 = arith.cmpi sle, %950, %951 : i32
          scf.if %952 {
            %1480 = memref.load %alloca_50[] : memref<f32>
            %1481 = math.exp %1480 : f32
            memref.store %1481, %alloca_114[] : memref<f32>
          } else {
            %cst_1219 = arith.constant 0.000000e+00 : f32
            memref.store %cst_1219, %alloca_114[] : memref<f32>
          }
          %953 = memref.load %alloca_114[] : memref<f32>
          memref.store %953, %alloca_113[] : memref<f32>
          %thread_id_x_853 = gpu.thread_id  x
          %954 = arith.index_cast %thread_id_x_853 : index to i64
          %c16_i64_854 = arith.constant 16 : i64
          %955 = arith.remsi %954, %c16_i64_854 : i64
          %c16_i64_855 = arith.constant 16 : i64
          %956 = arith.divsi %955, %c16_i64_855 : i64
          %thread_id_x_856 = gpu.thread_id  x
          %957 = arith.index_cast %thread_id_x_856 : index to i64
          %c16_i64_857 = arith.constant 16 : i64
          %958 = arith.remsi %957, %c16_i64_857 : i64
          %c16_i64_858 = arith.constant 16 : i64
          %959 = arith.remsi %958, %c16_i64_858 : i64
          %960 = arith.addi %54, %959 : i64
          %961 = arith.addi %59, %956 : i64
          %c0_i64_859 = arith.constant 0 : i64
          %962 = arith.cmpi sge, %960, %c0_i64_859 : i64
          %c70_i64_860 = arith.constant 70 : i64
          %963 = arith.cmpi slt, %960, %c70_i64_860 : i64
          %964 = arith.andi %962, %963 : i1
          %c0_i64_861 = arith.constant 0 : i64
          %965 = arith.cmpi sge, %961, %c0_i64_861 : i64
          %c40_i64_862 = arith.constant 40 : i64
          %966 = arith.cmpi slt, %961, %c40_i64_862 : i64
          %967 = arith.andi %965, %966 : i1
          %968 = arith.andi %964, %967 : i1
          scf.if %968 {
            %1480 = memref.load %alloca_51[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %961, %c70_i64_1219 : i64
            %1482 = arith.addi %960, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_863 = gpu.thread_id  x
          %969 = arith.index_cast %thread_id_x_863 : index to i64
          %c16_i64_864 = arith.constant 16 : i64
          %970 = arith.remsi %969, %c16_i64_864 : i64
          %c16_i64_865 = arith.constant 16 : i64
          %971 = arith.divsi %970, %c16_i64_865 : i64
          %c1_i64_866 = arith.constant 1 : i64
          %972 = arith.addi %971, %c1_i64_866 : i64
          %thread_id_x_867 = gpu.thread_id  x
          %973 = arith.index_cast %thread_id_x_867 : index to i64
          %c16_i64_868 = arith.constant 16 : i64
          %974 = arith.remsi %973, %c16_i64_868 : i64
          %c16_i64_869 = arith.constant 16 : i64
          %975 = arith.remsi %974, %c16_i64_869 : i64
          %976 = arith.addi %54, %975 : i64
          %977 = arith.addi %59, %972 : i64
          %c0_i64_870 = arith.constant 0 : i64
          %978 = arith.cmpi sge, %976, %c0_i64_870 : i64
          %c70_i64_871 = arith.constant 70 : i64
          %979 = arith.cmpi slt, %976, %c70_i64_871 : i64
          %980 = arith.andi %978, %979 : i1
          %c0_i64_872 = arith.constant 0 : i64
          %981 = arith.cmpi sge, %977, %c0_i64_872 : i64
          %c40_i64_873 = arith.constant 40 : i64
          %982 = arith.cmpi slt, %977, %c40_i64_873 : i64
          %983 = arith.andi %981, %982 : i1
          %984 = arith.andi %980, %983 : i1
          scf.if %984 {
            %1480 = memref.load %alloca_53[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %977, %c70_i64_1219 : i64
            %1482 = arith.addi %976, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_874 = gpu.thread_id  x
          %985 = arith.index_cast %thread_id_x_874 : index to i64
          %c16_i64_875 = arith.constant 16 : i64
          %986 = arith.remsi %985, %c16_i64_875 : i64
          %c16_i64_876 = arith.constant 16 : i64
          %987 = arith.divsi %986, %c16_i64_876 : i64
          %c2_i64_877 = arith.constant 2 : i64
          %988 = arith.addi %987, %c2_i64_877 : i64
          %thread_id_x_878 = gpu.thread_id  x
          %989 = arith.index_cast %thread_id_x_878 : index to i64
          %c16_i64_879 = arith.constant 16 : i64
          %990 = arith.remsi %989, %c16_i64_879 : i64
          %c16_i64_880 = arith.constant 16 : i64
          %991 = arith.remsi %990, %c16_i64_880 : i64
          %992 = arith.addi %54, %991 : i64
          %993 = arith.addi %59, %988 : i64
          %c0_i64_881 = arith.constant 0 : i64
          %994 = arith.cmpi sge, %992, %c0_i64_881 : i64
          %c70_i64_882 = arith.constant 70 : i64
          %995 = arith.cmpi slt, %992, %c70_i64_882 : i64
          %996 = arith.andi %994, %995 : i1
          %c0_i64_883 = arith.constant 0 : i64
          %997 = arith.cmpi sge, %993, %c0_i64_883 : i64
          %c40_i64_884 = arith.constant 40 : i64
          %998 = arith.cmpi slt, %993, %c40_i64_884 : i64
          %999 = arith.andi %997, %998 : i1
          %1000 = arith.andi %996, %999 : i1
          scf.if %1000 {
            %1480 = memref.load %alloca_55[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %993, %c70_i64_1219 : i64
            %1482 = arith.addi %992, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_885 = gpu.thread_id  x
          %1001 = arith.index_cast %thread_id_x_885 : index to i64
          %c16_i64_886 = arith.constant 16 : i64
          %1002 = arith.remsi %1001, %c16_i64_886 : i64
          %c16_i64_887 = arith.constant 16 : i64
          %1003 = arith.divsi %1002, %c16_i64_887 : i64
          %c3_i64_888 = arith.constant 3 : i64
          %1004 = arith.addi %1003, %c3_i64_888 : i64
          %thread_id_x_889 = gpu.thread_id  x
          %1005 = arith.index_cast %thread_id_x_889 : index to i64
          %c16_i64_890 = arith.constant 16 : i64
          %1006 = arith.remsi %1005, %c16_i64_890 : i64
          %c16_i64_891 = arith.constant 16 : i64
          %1007 = arith.remsi %1006, %c16_i64_891 : i64
          %1008 = arith.addi %54, %1007 : i64
          %1009 = arith.addi %59, %1004 : i64
          %c0_i64_892 = arith.constant 0 : i64
          %1010 = arith.cmpi sge, %1008, %c0_i64_892 : i64
          %c70_i64_893 = arith.constant 70 : i64
          %1011 = arith.cmpi slt, %1008, %c70_i64_893 : i64
          %1012 = arith.andi %1010, %1011 : i1
          %c0_i64_894 = arith.constant 0 : i64
          %1013 = arith.cmpi sge, %1009, %c0_i64_894 : i64
          %c40_i64_895 = arith.constant 40 : i64
          %1014 = arith.cmpi slt, %1009, %c40_i64_895 : i64
          %1015 = arith.andi %1013, %1014 : i1
          %1016 = arith.andi %1012, %1015 : i1
          scf.if %1016 {
            %1480 = memref.load %alloca_57[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1009, %c70_i64_1219 : i64
            %1482 = arith.addi %1008, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_896 = gpu.thread_id  x
          %1017 = arith.index_cast %thread_id_x_896 : index to i64
          %c16_i64_897 = arith.constant 16 : i64
          %1018 = arith.remsi %1017, %c16_i64_897 : i64
          %c16_i64_898 = arith.constant 16 : i64
          %1019 = arith.divsi %1018, %c16_i64_898 : i64
          %c4_i64_899 = arith.constant 4 : i64
          %1020 = arith.addi %1019, %c4_i64_899 : i64
          %thread_id_x_900 = gpu.thread_id  x
          %1021 = arith.index_cast %thread_id_x_900 : index to i64
          %c16_i64_901 = arith.constant 16 : i64
          %1022 = arith.remsi %1021, %c16_i64_901 : i64
          %c16_i64_902 = arith.constant 16 : i64
          %1023 = arith.remsi %1022, %c16_i64_902 : i64
          %1024 = arith.addi %54, %1023 : i64
          %1025 = arith.addi %59, %1020 : i64
          %c0_i64_903 = arith.constant 0 : i64
          %1026 = arith.cmpi sge, %1024, %c0_i64_903 : i64
          %c70_i64_904 = arith.constant 70 : i64
          %1027 = arith.cmpi slt, %1024, %c70_i64_904 : i64
          %1028 = arith.andi %1026, %1027 : i1
          %c0_i64_905 = arith.constant 0 : i64
          %1029 = arith.cmpi sge, %1025, %c0_i64_905 : i64
          %c40_i64_906 = arith.constant 40 : i64
          %1030 = arith.cmpi slt, %1025, %c40_i64_906 : i64
          %1031 = arith.andi %1029, %1030 : i1
          %1032 = arith.andi %1028, %1031 : i1
          scf.if %1032 {
            %1480 = memref.load %alloca_59[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1025, %c70_i64_1219 : i64
            %1482 = arith.addi %1024, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_907 = gpu.thread_id  x
          %1033 = arith.index_cast %thread_id_x_907 : index to i64
          %c16_i64_908 = arith.constant 16 : i64
          %1034 = arith.remsi %1033, %c16_i64_908 : i64
          %c16_i64_909 = arith.constant 16 : i64
          %1035 = arith.divsi %1034, %c16_i64_909 : i64
          %c5_i64_910 = arith.constant 5 : i64
          %1036 = arith.addi %1035, %c5_i64_910 : i64
          %thread_id_x_911 = gpu.thread_id  x
          %1037 = arith.index_cast %thread_id_x_911 : index to i64
          %c16_i64_912 = arith.constant 16 : i64
          %1038 = arith.remsi %1037, %c16_i64_912 : i64
          %c16_i64_913 = arith.constant 16 : i64
          %1039 = arith.remsi %1038, %c16_i64_913 : i64
          %1040 = arith.addi %54, %1039 : i64
          %1041 = arith.addi %59, %1036 : i64
          %c0_i64_914 = arith.constant 0 : i64
          %1042 = arith.cmpi sge, %1040, %c0_i64_914 : i64
          %c70_i64_915 = arith.constant 70 : i64
          %1043 = arith.cmpi slt, %1040, %c70_i64_915 : i64
          %1044 = arith.andi %1042, %1043 : i1
          %c0_i64_916 = arith.constant 0 : i64
          %1045 = arith.cmpi sge, %1041, %c0_i64_916 : i64
          %c40_i64_917 = arith.constant 40 : i64
          %1046 = arith.cmpi slt, %1041, %c40_i64_917 : i64
          %1047 = arith.andi %1045, %1046 : i1
          %1048 = arith.andi %1044, %1047 : i1
          scf.if %1048 {
            %1480 = memref.load %alloca_61[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1041, %c70_i64_1219 : i64
            %1482 = arith.addi %1040, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_918 = gpu.thread_id  x
          %1049 = arith.index_cast %thread_id_x_918 : index to i64
          %c16_i64_919 = arith.constant 16 : i64
          %1050 = arith.remsi %1049, %c16_i64_919 : i64
          %c16_i64_920 = arith.constant 16 : i64
          %1051 = arith.divsi %1050, %c16_i64_920 : i64
          %c6_i64_921 = arith.constant 6 : i64
          %1052 = arith.addi %1051, %c6_i64_921 : i64
          %thread_id_x_922 = gpu.thread_id  x
          %1053 = arith.index_cast %thread_id_x_922 : index to i64
          %c16_i64_923 = arith.constant 16 : i64
          %1054 = arith.remsi %1053, %c16_i64_923 : i64
          %c16_i64_924 = arith.constant 16 : i64
          %1055 = arith.remsi %1054, %c16_i64_924 : i64
          %1056 = arith.addi %54, %1055 : i64
          %1057 = arith.addi %59, %1052 : i64
          %c0_i64_925 = arith.constant 0 : i64
          %1058 = arith.cmpi sge, %1056, %c0_i64_925 : i64
          %c70_i64_926 = arith.constant 70 : i64
          %1059 = arith.cmpi slt, %1056, %c70_i64_926 : i64
          %1060 = arith.andi %1058, %1059 : i1
          %c0_i64_927 = arith.constant 0 : i64
          %1061 = arith.cmpi sge, %1057, %c0_i64_927 : i64
          %c40_i64_928 = arith.constant 40 : i64
          %1062 = arith.cmpi slt, %1057, %c40_i64_928 : i64
          %1063 = arith.andi %1061, %1062 : i1
          %1064 = arith.andi %1060, %1063 : i1
          scf.if %1064 {
            %1480 = memref.load %alloca_63[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1057, %c70_i64_1219 : i64
            %1482 = arith.addi %1056, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_929 = gpu.thread_id  x
          %1065 = arith.index_cast %thread_id_x_929 : index to i64
          %c16_i64_930 = arith.constant 16 : i64
          %1066 = arith.remsi %1065, %c16_i64_930 : i64
          %c16_i64_931 = arith.constant 16 : i64
          %1067 = arith.divsi %1066, %c16_i64_931 : i64
          %c7_i64_932 = arith.constant 7 : i64
          %1068 = arith.addi %1067, %c7_i64_932 : i64
          %thread_id_x_933 = gpu.thread_id  x
          %1069 = arith.index_cast %thread_id_x_933 : index to i64
          %c16_i64_934 = arith.constant 16 : i64
          %1070 = arith.remsi %1069, %c16_i64_934 : i64
          %c16_i64_935 = arith.constant 16 : i64
          %1071 = arith.remsi %1070, %c16_i64_935 : i64
          %1072 = arith.addi %54, %1071 : i64
          %1073 = arith.addi %59, %1068 : i64
          %c0_i64_936 = arith.constant 0 : i64
          %1074 = arith.cmpi sge, %1072, %c0_i64_936 : i64
          %c70_i64_937 = arith.constant 70 : i64
          %1075 = arith.cmpi slt, %1072, %c70_i64_937 : i64
          %1076 = arith.andi %1074, %1075 : i1
          %c0_i64_938 = arith.constant 0 : i64
          %1077 = arith.cmpi sge, %1073, %c0_i64_938 : i64
          %c40_i64_939 = arith.constant 40 : i64
          %1078 = arith.cmpi slt, %1073, %c40_i64_939 : i64
          %1079 = arith.andi %1077, %1078 : i1
          %1080 = arith.andi %1076, %1079 : i1
          scf.if %1080 {
            %1480 = memref.load %alloca_65[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1073, %c70_i64_1219 : i64
            %1482 = arith.addi %1072, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_940 = gpu.thread_id  x
          %1081 = arith.index_cast %thread_id_x_940 : index to i64
          %c16_i64_941 = arith.constant 16 : i64
          %1082 = arith.remsi %1081, %c16_i64_941 : i64
          %c16_i64_942 = arith.constant 16 : i64
          %1083 = arith.divsi %1082, %c16_i64_942 : i64
          %c8_i64_943 = arith.constant 8 : i64
          %1084 = arith.addi %1083, %c8_i64_943 : i64
          %thread_id_x_944 = gpu.thread_id  x
          %1085 = arith.index_cast %thread_id_x_944 : index to i64
          %c16_i64_945 = arith.constant 16 : i64
          %1086 = arith.remsi %1085, %c16_i64_945 : i64
          %c16_i64_946 = arith.constant 16 : i64
          %1087 = arith.remsi %1086, %c16_i64_946 : i64
          %1088 = arith.addi %54, %1087 : i64
          %1089 = arith.addi %59, %1084 : i64
          %c0_i64_947 = arith.constant 0 : i64
          %1090 = arith.cmpi sge, %1088, %c0_i64_947 : i64
          %c70_i64_948 = arith.constant 70 : i64
          %1091 = arith.cmpi slt, %1088, %c70_i64_948 : i64
          %1092 = arith.andi %1090, %1091 : i1
          %c0_i64_949 = arith.constant 0 : i64
          %1093 = arith.cmpi sge, %1089, %c0_i64_949 : i64
          %c40_i64_950 = arith.constant 40 : i64
          %1094 = arith.cmpi slt, %1089, %c40_i64_950 : i64
          %1095 = arith.andi %1093, %1094 : i1
          %1096 = arith.andi %1092, %1095 : i1
          scf.if %1096 {
            %1480 = memref.load %alloca_67[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1089, %c70_i64_1219 : i64
            %1482 = arith.addi %1088, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_951 = gpu.thread_id  x
          %1097 = arith.index_cast %thread_id_x_951 : index to i64
          %c16_i64_952 = arith.constant 16 : i64
          %1098 = arith.remsi %1097, %c16_i64_952 : i64
          %c16_i64_953 = arith.constant 16 : i64
          %1099 = arith.divsi %1098, %c16_i64_953 : i64
          %c9_i64_954 = arith.constant 9 : i64
          %1100 = arith.addi %1099, %c9_i64_954 : i64
          %thread_id_x_955 = gpu.thread_id  x
          %1101 = arith.index_cast %thread_id_x_955 : index to i64
          %c16_i64_956 = arith.constant 16 : i64
          %1102 = arith.remsi %1101, %c16_i64_956 : i64
          %c16_i64_957 = arith.constant 16 : i64
          %1103 = arith.remsi %1102, %c16_i64_957 : i64
          %1104 = arith.addi %54, %1103 : i64
          %1105 = arith.addi %59, %1100 : i64
          %c0_i64_958 = arith.constant 0 : i64
          %1106 = arith.cmpi sge, %1104, %c0_i64_958 : i64
          %c70_i64_959 = arith.constant 70 : i64
          %1107 = arith.cmpi slt, %1104, %c70_i64_959 : i64
          %1108 = arith.andi %1106, %1107 : i1
          %c0_i64_960 = arith.constant 0 : i64
          %1109 = arith.cmpi sge, %1105, %c0_i64_960 : i64
          %c40_i64_961 = arith.constant 40 : i64
          %1110 = arith.cmpi slt, %1105, %c40_i64_961 : i64
          %1111 = arith.andi %1109, %1110 : i1
          %1112 = arith.andi %1108, %1111 : i1
          scf.if %1112 {
            %1480 = memref.load %alloca_69[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1105, %c70_i64_1219 : i64
            %1482 = arith.addi %1104, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_962 = gpu.thread_id  x
          %1113 = arith.index_cast %thread_id_x_962 : index to i64
          %c16_i64_963 = arith.constant 16 : i64
          %1114 = arith.remsi %1113, %c16_i64_963 : i64
          %c16_i64_964 = arith.constant 16 : i64
          %1115 = arith.divsi %1114, %c16_i64_964 : i64
          %c10_i64_965 = arith.constant 10 : i64
          %1116 = arith.addi %1115, %c10_i64_965 : i64
          %thread_id_x_966 = gpu.thread_id  x
          %1117 = arith.index_cast %thread_id_x_966 : index to i64
          %c16_i64_967 = arith.constant 16 : i64
          %1118 = arith.remsi %1117, %c16_i64_967 : i64
          %c16_i64_968 = arith.constant 16 : i64
          %1119 = arith.remsi %1118, %c16_i64_968 : i64
          %1120 = arith.addi %54, %1119 : i64
          %1121 = arith.addi %59, %1116 : i64
          %c0_i64_969 = arith.constant 0 : i64
          %1122 = arith.cmpi sge, %1120, %c0_i64_969 : i64
          %c70_i64_970 = arith.constant 70 : i64
          %1123 = arith.cmpi slt, %1120, %c70_i64_970 : i64
          %1124 = arith.andi %1122, %1123 : i1
          %c0_i64_971 = arith.constant 0 : i64
          %1125 = arith.cmpi sge, %1121, %c0_i64_971 : i64
          %c40_i64_972 = arith.constant 40 : i64
          %1126 = arith.cmpi slt, %1121, %c40_i64_972 : i64
          %1127 = arith.andi %1125, %1126 : i1
          %1128 = arith.andi %1124, %1127 : i1
          scf.if %1128 {
            %1480 = memref.load %alloca_71[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1121, %c70_i64_1219 : i64
            %1482 = arith.addi %1120, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_973 = gpu.thread_id  x
          %1129 = arith.index_cast %thread_id_x_973 : index to i64
          %c16_i64_974 = arith.constant 16 : i64
          %1130 = arith.remsi %1129, %c16_i64_974 : i64
          %c16_i64_975 = arith.constant 16 : i64
          %1131 = arith.divsi %1130, %c16_i64_975 : i64
          %c11_i64_976 = arith.constant 11 : i64
          %1132 = arith.addi %1131, %c11_i64_976 : i64
          %thread_id_x_977 = gpu.thread_id  x
          %1133 = arith.index_cast %thread_id_x_977 : index to i64
          %c16_i64_978 = arith.constant 16 : i64
          %1134 = arith.remsi %1133, %c16_i64_978 : i64
          %c16_i64_979 = arith.constant 16 : i64
          %1135 = arith.remsi %1134, %c16_i64_979 : i64
          %1136 = arith.addi %54, %1135 : i64
          %1137 = arith.addi %59, %1132 : i64
          %c0_i64_980 = arith.constant 0 : i64
          %1138 = arith.cmpi sge, %1136, %c0_i64_980 : i64
          %c70_i64_981 = arith.constant 70 : i64
          %1139 = arith.cmpi slt, %1136, %c70_i64_981 : i64
          %1140 = arith.andi %1138, %1139 : i1
          %c0_i64_982 = arith.constant 0 : i64
          %1141 = arith.cmpi sge, %1137, %c0_i64_982 : i64
          %c40_i64_983 = arith.constant 40 : i64
          %1142 = arith.cmpi slt, %1137, %c40_i64_983 : i64
          %1143 = arith.andi %1141, %1142 : i1
          %1144 = arith.andi %1140, %1143 : i1
          scf.if %1144 {
            %1480 = memref.load %alloca_73[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1137, %c70_i64_1219 : i64
            %1482 = arith.addi %1136, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_984 = gpu.thread_id  x
          %1145 = arith.index_cast %thread_id_x_984 : index to i64
          %c16_i64_985 = arith.constant 16 : i64
          %1146 = arith.remsi %1145, %c16_i64_985 : i64
          %c16_i64_986 = arith.constant 16 : i64
          %1147 = arith.divsi %1146, %c16_i64_986 : i64
          %c12_i64_987 = arith.constant 12 : i64
          %1148 = arith.addi %1147, %c12_i64_987 : i64
          %thread_id_x_988 = gpu.thread_id  x
          %1149 = arith.index_cast %thread_id_x_988 : index to i64
          %c16_i64_989 = arith.constant 16 : i64
          %1150 = arith.remsi %1149, %c16_i64_989 : i64
          %c16_i64_990 = arith.constant 16 : i64
          %1151 = arith.remsi %1150, %c16_i64_990 : i64
          %1152 = arith.addi %54, %1151 : i64
          %1153 = arith.addi %59, %1148 : i64
          %c0_i64_991 = arith.constant 0 : i64
          %1154 = arith.cmpi sge, %1152, %c0_i64_991 : i64
          %c70_i64_992 = arith.constant 70 : i64
          %1155 = arith.cmpi slt, %1152, %c70_i64_992 : i64
          %1156 = arith.andi %1154, %1155 : i1
          %c0_i64_993 = arith.constant 0 : i64
          %1157 = arith.cmpi sge, %1153, %c0_i64_993 : i64
          %c40_i64_994 = arith.constant 40 : i64
          %1158 = arith.cmpi slt, %1153, %c40_i64_994 : i64
          %1159 = arith.andi %1157, %1158 : i1
          %1160 = arith.andi %1156, %1159 : i1
          scf.if %1160 {
            %1480 = memref.load %alloca_75[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1153, %c70_i64_1219 : i64
            %1482 = arith.addi %1152, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_995 = gpu.thread_id  x
          %1161 = arith.index_cast %thread_id_x_995 : index to i64
          %c16_i64_996 = arith.constant 16 : i64
          %1162 = arith.remsi %1161, %c16_i64_996 : i64
          %c16_i64_997 = arith.constant 16 : i64
          %1163 = arith.divsi %1162, %c16_i64_997 : i64
          %c13_i64_998 = arith.constant 13 : i64
          %1164 = arith.addi %1163, %c13_i64_998 : i64
          %thread_id_x_999 = gpu.thread_id  x
          %1165 = arith.index_cast %thread_id_x_999 : index to i64
          %c16_i64_1000 = arith.constant 16 : i64
          %1166 = arith.remsi %1165, %c16_i64_1000 : i64
          %c16_i64_1001 = arith.constant 16 : i64
          %1167 = arith.remsi %1166, %c16_i64_1001 : i64
          %1168 = arith.addi %54, %1167 : i64
          %1169 = arith.addi %59, %1164 : i64
          %c0_i64_1002 = arith.constant 0 : i64
          %1170 = arith.cmpi sge, %1168, %c0_i64_1002 : i64
          %c70_i64_1003 = arith.constant 70 : i64
          %1171 = arith.cmpi slt, %1168, %c70_i64_1003 : i64
          %1172 = arith.andi %1170, %1171 : i1
          %c0_i64_1004 = arith.constant 0 : i64
          %1173 = arith.cmpi sge, %1169, %c0_i64_1004 : i64
          %c40_i64_1005 = arith.constant 40 : i64
          %1174 = arith.cmpi slt, %1169, %c40_i64_1005 : i64
          %1175 = arith.andi %1173, %1174 : i1
          %1176 = arith.andi %1172, %1175 : i1
          scf.if %1176 {
            %1480 = memref.load %alloca_77[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1169, %c70_i64_1219 : i64
            %1482 = arith.addi %1168, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1006 = gpu.thread_id  x
          %1177 = arith.index_cast %thread_id_x_1006 : index to i64
          %c16_i64_1007 = arith.constant 16 : i64
          %1178 = arith.remsi %1177, %c16_i64_1007 : i64
          %c16_i64_1008 = arith.constant 16 : i64
          %1179 = arith.divsi %1178, %c16_i64_1008 : i64
          %c14_i64_1009 = arith.constant 14 : i64
          %1180 = arith.addi %1179, %c14_i64_1009 : i64
          %thread_id_x_1010 = gpu.thread_id  x
          %1181 = arith.index_cast %thread_id_x_1010 : index to i64
          %c16_i64_1011 = arith.constant 16 : i64
          %1182 = arith.remsi %1181, %c16_i64_1011 : i64
          %c16_i64_1012 = arith.constant 16 : i64
          %1183 = arith.remsi %1182, %c16_i64_1012 : i64
          %1184 = arith.addi %54, %1183 : i64
          %1185 = arith.addi %59, %1180 : i64
          %c0_i64_1013 = arith.constant 0 : i64
          %1186 = arith.cmpi sge, %1184, %c0_i64_1013 : i64
          %c70_i64_1014 = arith.constant 70 : i64
          %1187 = arith.cmpi slt, %1184, %c70_i64_1014 : i64
          %1188 = arith.andi %1186, %1187 : i1
          %c0_i64_1015 = arith.constant 0 : i64
          %1189 = arith.cmpi sge, %1185, %c0_i64_1015 : i64
          %c40_i64_1016 = arith.constant 40 : i64
          %1190 = arith.cmpi slt, %1185, %c40_i64_1016 : i64
          %1191 = arith.andi %1189, %1190 : i1
          %1192 = arith.andi %1188, %1191 : i1
          scf.if %1192 {
            %1480 = memref.load %alloca_79[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1185, %c70_i64_1219 : i64
            %1482 = arith.addi %1184, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1017 = gpu.thread_id  x
          %1193 = arith.index_cast %thread_id_x_1017 : index to i64
          %c16_i64_1018 = arith.constant 16 : i64
          %1194 = arith.remsi %1193, %c16_i64_1018 : i64
          %c16_i64_1019 = arith.constant 16 : i64
          %1195 = arith.divsi %1194, %c16_i64_1019 : i64
          %c15_i64_1020 = arith.constant 15 : i64
          %1196 = arith.addi %1195, %c15_i64_1020 : i64
          %thread_id_x_1021 = gpu.thread_id  x
          %1197 = arith.index_cast %thread_id_x_1021 : index to i64
          %c16_i64_1022 = arith.constant 16 : i64
          %1198 = arith.remsi %1197, %c16_i64_1022 : i64
          %c16_i64_1023 = arith.constant 16 : i64
          %1199 = arith.remsi %1198, %c16_i64_1023 : i64
          %1200 = arith.addi %54, %1199 : i64
          %1201 = arith.addi %59, %1196 : i64
          %c0_i64_1024 = arith.constant 0 : i64
          %1202 = arith.cmpi sge, %1200, %c0_i64_1024 : i64
          %c70_i64_1025 = arith.constant 70 : i64
          %1203 = arith.cmpi slt, %1200, %c70_i64_1025 : i64
          %1204 = arith.andi %1202, %1203 : i1
          %c0_i64_1026 = arith.constant 0 : i64
          %1205 = arith.cmpi sge, %1201, %c0_i64_1026 : i64
          %c40_i64_1027 = arith.constant 40 : i64
          %1206 = arith.cmpi slt, %1201, %c40_i64_1027 : i64
          %1207 = arith.andi %1205, %1206 : i1
          %1208 = arith.andi %1204, %1207 : i1
          scf.if %1208 {
            %1480 = memref.load %alloca_81[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1201, %c70_i64_1219 : i64
            %1482 = arith.addi %1200, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1028 = gpu.thread_id  x
          %1209 = arith.index_cast %thread_id_x_1028 : index to i64
          %c16_i64_1029 = arith.constant 16 : i64
          %1210 = arith.remsi %1209, %c16_i64_1029 : i64
          %c16_i64_1030 = arith.constant 16 : i64
          %1211 = arith.divsi %1210, %c16_i64_1030 : i64
          %thread_id_x_1031 = gpu.thread_id  x
          %1212 = arith.index_cast %thread_id_x_1031 : index to i64
          %c16_i64_1032 = arith.constant 16 : i64
          %1213 = arith.remsi %1212, %c16_i64_1032 : i64
          %c16_i64_1033 = arith.constant 16 : i64
          %1214 = arith.remsi %1213, %c16_i64_1033 : i64
          %c16_i64_1034 = arith.constant 16 : i64
          %1215 = arith.addi %1214, %c16_i64_1034 : i64
          %1216 = arith.addi %54, %1215 : i64
          %1217 = arith.addi %59, %1211 : i64
          %c0_i64_1035 = arith.constant 0 : i64
          %1218 = arith.cmpi sge, %1216, %c0_i64_1035 : i64
          %c70_i64_1036 = arith.constant 70 : i64
          %1219 = arith.cmpi slt, %1216, %c70_i64_1036 : i64
          %1220 = arith.andi %1218, %1219 : i1
          %c0_i64_1037 = arith.constant 0 : i64
          %1221 = arith.cmpi sge, %1217, %c0_i64_1037 : i64
          %c40_i64_1038 = arith.constant 40 : i64
          %1222 = arith.cmpi slt, %1217, %c40_i64_1038 : i64
          %1223 = arith.andi %1221, %1222 : i1
          %1224 = arith.andi %1220, %1223 : i1
          scf.if %1224 {
            %1480 = memref.load %alloca_83[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1217, %c70_i64_1219 : i64
            %1482 = arith.addi %1216, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1039 = gpu.thread_id  x
          %1225 = arith.index_cast %thread_id_x_1039 : index to i64
          %c16_i64_1040 = arith.constant 16 : i64
          %1226 = arith.remsi %1225, %c16_i64_1040 : i64
          %c16_i64_1041 = arith.constant 16 : i64
          %1227 = arith.divsi %1226, %c16_i64_1041 : i64
          %c1_i64_1042 = arith.constant 1 : i64
          %1228 = arith.addi %1227, %c1_i64_1042 : i64
          %thread_id_x_1043 = gpu.thread_id  x
          %1229 = arith.index_cast %thread_id_x_1043 : index to i64
          %c16_i64_1044 = arith.constant 16 : i64
          %1230 = arith.remsi %1229, %c16_i64_1044 : i64
          %c16_i64_1045 = arith.constant 16 : i64
          %1231 = arith.remsi %1230, %c16_i64_1045 : i64
          %c16_i64_1046 = arith.constant 16 : i64
          %1232 = arith.addi %1231, %c16_i64_1046 : i64
          %1233 = arith.addi %54, %1232 : i64
          %1234 = arith.addi %59, %1228 : i64
          %c0_i64_1047 = arith.constant 0 : i64
          %1235 = arith.cmpi sge, %1233, %c0_i64_1047 : i64
          %c70_i64_1048 = arith.constant 70 : i64
          %1236 = arith.cmpi slt, %1233, %c70_i64_1048 : i64
          %1237 = arith.andi %1235, %1236 : i1
          %c0_i64_1049 = arith.constant 0 : i64
          %1238 = arith.cmpi sge, %1234, %c0_i64_1049 : i64
          %c40_i64_1050 = arith.constant 40 : i64
          %1239 = arith.cmpi slt, %1234, %c40_i64_1050 : i64
          %1240 = arith.andi %1238, %1239 : i1
          %1241 = arith.andi %1237, %1240 : i1
          scf.if %1241 {
            %1480 = memref.load %alloca_85[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1234, %c70_i64_1219 : i64
            %1482 = arith.addi %1233, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1051 = gpu.thread_id  x
          %1242 = arith.index_cast %thread_id_x_1051 : index to i64
          %c16_i64_1052 = arith.constant 16 : i64
          %1243 = arith.remsi %1242, %c16_i64_1052 : i64
          %c16_i64_1053 = arith.constant 16 : i64
          %1244 = arith.divsi %1243, %c16_i64_1053 : i64
          %c2_i64_1054 = arith.constant 2 : i64
          %1245 = arith.addi %1244, %c2_i64_1054 : i64
          %thread_id_x_1055 = gpu.thread_id  x
          %1246 = arith.index_cast %thread_id_x_1055 : index to i64
          %c16_i64_1056 = arith.constant 16 : i64
          %1247 = arith.remsi %1246, %c16_i64_1056 : i64
          %c16_i64_1057 = arith.constant 16 : i64
          %1248 = arith.remsi %1247, %c16_i64_1057 : i64
          %c16_i64_1058 = arith.constant 16 : i64
          %1249 = arith.addi %1248, %c16_i64_1058 : i64
          %1250 = arith.addi %54, %1249 : i64
          %1251 = arith.addi %59, %1245 : i64
          %c0_i64_1059 = arith.constant 0 : i64
          %1252 = arith.cmpi sge, %1250, %c0_i64_1059 : i64
          %c70_i64_1060 = arith.constant 70 : i64
          %1253 = arith.cmpi slt, %1250, %c70_i64_1060 : i64
          %1254 = arith.andi %1252, %1253 : i1
          %c0_i64_1061 = arith.constant 0 : i64
          %1255 = arith.cmpi sge, %1251, %c0_i64_1061 : i64
          %c40_i64_1062 = arith.constant 40 : i64
          %1256 = arith.cmpi slt, %1251, %c40_i64_1062 : i64
          %1257 = arith.andi %1255, %1256 : i1
          %1258 = arith.andi %1254, %1257 : i1
          scf.if %1258 {
            %1480 = memref.load %alloca_87[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1251, %c70_i64_1219 : i64
            %1482 = arith.addi %1250, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1063 = gpu.thread_id  x
          %1259 = arith.index_cast %thread_id_x_1063 : index to i64
          %c16_i64_1064 = arith.constant 16 : i64
          %1260 = arith.remsi %1259, %c16_i64_1064 : i64
          %c16_i64_1065 = arith.constant 16 : i64
          %1261 = arith.divsi %1260, %c16_i64_1065 : i64
          %c3_i64_1066 = arith.constant 3 : i64
          %1262 = arith.addi %1261, %c3_i64_1066 : i64
          %thread_id_x_1067 = gpu.thread_id  x
          %1263 = arith.index_cast %thread_id_x_1067 : index to i64
          %c16_i64_1068 = arith.constant 16 : i64
          %1264 = arith.remsi %1263, %c16_i64_1068 : i64
          %c16_i64_1069 = arith.constant 16 : i64
          %1265 = arith.remsi %1264, %c16_i64_1069 : i64
          %c16_i64_1070 = arith.constant 16 : i64
          %1266 = arith.addi %1265, %c16_i64_1070 : i64
          %1267 = arith.addi %54, %1266 : i64
          %1268 = arith.addi %59, %1262 : i64
          %c0_i64_1071 = arith.constant 0 : i64
          %1269 = arith.cmpi sge, %1267, %c0_i64_1071 : i64
          %c70_i64_1072 = arith.constant 70 : i64
          %1270 = arith.cmpi slt, %1267, %c70_i64_1072 : i64
          %1271 = arith.andi %1269, %1270 : i1
          %c0_i64_1073 = arith.constant 0 : i64
          %1272 = arith.cmpi sge, %1268, %c0_i64_1073 : i64
          %c40_i64_1074 = arith.constant 40 : i64
          %1273 = arith.cmpi slt, %1268, %c40_i64_1074 : i64
          %1274 = arith.andi %1272, %1273 : i1
          %1275 = arith.andi %1271, %1274 : i1
          scf.if %1275 {
            %1480 = memref.load %alloca_89[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1268, %c70_i64_1219 : i64
            %1482 = arith.addi %1267, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1075 = gpu.thread_id  x
          %1276 = arith.index_cast %thread_id_x_1075 : index to i64
          %c16_i64_1076 = arith.constant 16 : i64
          %1277 = arith.remsi %1276, %c16_i64_1076 : i64
          %c16_i64_1077 = arith.constant 16 : i64
          %1278 = arith.divsi %1277, %c16_i64_1077 : i64
          %c4_i64_1078 = arith.constant 4 : i64
          %1279 = arith.addi %1278, %c4_i64_1078 : i64
          %thread_id_x_1079 = gpu.thread_id  x
          %1280 = arith.index_cast %thread_id_x_1079 : index to i64
          %c16_i64_1080 = arith.constant 16 : i64
          %1281 = arith.remsi %1280, %c16_i64_1080 : i64
          %c16_i64_1081 = arith.constant 16 : i64
          %1282 = arith.remsi %1281, %c16_i64_1081 : i64
          %c16_i64_1082 = arith.constant 16 : i64
          %1283 = arith.addi %1282, %c16_i64_1082 : i64
          %1284 = arith.addi %54, %1283 : i64
          %1285 = arith.addi %59, %1279 : i64
          %c0_i64_1083 = arith.constant 0 : i64
          %1286 = arith.cmpi sge, %1284, %c0_i64_1083 : i64
          %c70_i64_1084 = arith.constant 70 : i64
          %1287 = arith.cmpi slt, %1284, %c70_i64_1084 : i64
          %1288 = arith.andi %1286, %1287 : i1
          %c0_i64_1085 = arith.constant 0 : i64
          %1289 = arith.cmpi sge, %1285, %c0_i64_1085 : i64
          %c40_i64_1086 = arith.constant 40 : i64
          %1290 = arith.cmpi slt, %1285, %c40_i64_1086 : i64
          %1291 = arith.andi %1289, %1290 : i1
          %1292 = arith.andi %1288, %1291 : i1
          scf.if %1292 {
            %1480 = memref.load %alloca_91[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1285, %c70_i64_1219 : i64
            %1482 = arith.addi %1284, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1087 = gpu.thread_id  x
          %1293 = arith.index_cast %thread_id_x_1087 : index to i64
          %c16_i64_1088 = arith.constant 16 : i64
          %1294 = arith.remsi %1293, %c16_i64_1088 : i64
          %c16_i64_1089 = arith.constant 16 : i64
          %1295 = arith.divsi %1294, %c16_i64_1089 : i64
          %c5_i64_1090 = arith.constant 5 : i64
          %1296 = arith.addi %1295, %c5_i64_1090 : i64
          %thread_id_x_1091 = gpu.thread_id  x
          %1297 = arith.index_cast %thread_id_x_1091 : index to i64
          %c16_i64_1092 = arith.constant 16 : i64
          %1298 = arith.remsi %1297, %c16_i64_1092 : i64
          %c16_i64_1093 = arith.constant 16 : i64
          %1299 = arith.remsi %1298, %c16_i64_1093 : i64
          %c16_i64_1094 = arith.constant 16 : i64
          %1300 = arith.addi %1299, %c16_i64_1094 : i64
          %1301 = arith.addi %54, %1300 : i64
          %1302 = arith.addi %59, %1296 : i64
          %c0_i64_1095 = arith.constant 0 : i64
          %1303 = arith.cmpi sge, %1301, %c0_i64_1095 : i64
          %c70_i64_1096 = arith.constant 70 : i64
          %1304 = arith.cmpi slt, %1301, %c70_i64_1096 : i64
          %1305 = arith.andi %1303, %1304 : i1
          %c0_i64_1097 = arith.constant 0 : i64
          %1306 = arith.cmpi sge, %1302, %c0_i64_1097 : i64
          %c40_i64_1098 = arith.constant 40 : i64
          %1307 = arith.cmpi slt, %1302, %c40_i64_1098 : i64
          %1308 = arith.andi %1306, %1307 : i1
          %1309 = arith.andi %1305, %1308 : i1
          scf.if %1309 {
            %1480 = memref.load %alloca_93[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1302, %c70_i64_1219 : i64
            %1482 = arith.addi %1301, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1099 = gpu.thread_id  x
          %1310 = arith.index_cast %thread_id_x_1099 : index to i64
          %c16_i64_1100 = arith.constant 16 : i64
          %1311 = arith.remsi %1310, %c16_i64_1100 : i64
          %c16_i64_1101 = arith.constant 16 : i64
          %1312 = arith.divsi %1311, %c16_i64_1101 : i64
          %c6_i64_1102 = arith.constant 6 : i64
          %1313 = arith.addi %1312, %c6_i64_1102 : i64
          %thread_id_x_1103 = gpu.thread_id  x
          %1314 = arith.index_cast %thread_id_x_1103 : index to i64
          %c16_i64_1104 = arith.constant 16 : i64
          %1315 = arith.remsi %1314, %c16_i64_1104 : i64
          %c16_i64_1105 = arith.constant 16 : i64
          %1316 = arith.remsi %1315, %c16_i64_1105 : i64
          %c16_i64_1106 = arith.constant 16 : i64
          %1317 = arith.addi %1316, %c16_i64_1106 : i64
          %1318 = arith.addi %54, %1317 : i64
          %1319 = arith.addi %59, %1313 : i64
          %c0_i64_1107 = arith.constant 0 : i64
          %1320 = arith.cmpi sge, %1318, %c0_i64_1107 : i64
          %c70_i64_1108 = arith.constant 70 : i64
          %1321 = arith.cmpi slt, %1318, %c70_i64_1108 : i64
          %1322 = arith.andi %1320, %1321 : i1
          %c0_i64_1109 = arith.constant 0 : i64
          %1323 = arith.cmpi sge, %1319, %c0_i64_1109 : i64
          %c40_i64_1110 = arith.constant 40 : i64
          %1324 = arith.cmpi slt, %1319, %c40_i64_1110 : i64
          %1325 = arith.andi %1323, %1324 : i1
          %1326 = arith.andi %1322, %1325 : i1
          scf.if %1326 {
            %1480 = memref.load %alloca_95[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1319, %c70_i64_1219 : i64
            %1482 = arith.addi %1318, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1111 = gpu.thread_id  x
          %1327 = arith.index_cast %thread_id_x_1111 : index to i64
          %c16_i64_1112 = arith.constant 16 : i64
          %1328 = arith.remsi %1327, %c16_i64_1112 : i64
          %c16_i64_1113 = arith.constant 16 : i64
          %1329 = arith.divsi %1328, %c16_i64_1113 : i64
          %c7_i64_1114 = arith.constant 7 : i64
          %1330 = arith.addi %1329, %c7_i64_1114 : i64
          %thread_id_x_1115 = gpu.thread_id  x
          %1331 = arith.index_cast %thread_id_x_1115 : index to i64
          %c16_i64_1116 = arith.constant 16 : i64
          %1332 = arith.remsi %1331, %c16_i64_1116 : i64
          %c16_i64_1117 = arith.constant 16 : i64
          %1333 = arith.remsi %1332, %c16_i64_1117 : i64
          %c16_i64_1118 = arith.constant 16 : i64
          %1334 = arith.addi %1333, %c16_i64_1118 : i64
          %1335 = arith.addi %54, %1334 : i64
          %1336 = arith.addi %59, %1330 : i64
          %c0_i64_1119 = arith.constant 0 : i64
          %1337 = arith.cmpi sge, %1335, %c0_i64_1119 : i64
          %c70_i64_1120 = arith.constant 70 : i64
          %1338 = arith.cmpi slt, %1335, %c70_i64_1120 : i64
          %1339 = arith.andi %1337, %1338 : i1
          %c0_i64_1121 = arith.constant 0 : i64
          %1340 = arith.cmpi sge, %1336, %c0_i64_1121 : i64
          %c40_i64_1122 = arith.constant 40 : i64
          %1341 = arith.cmpi slt, %1336, %c40_i64_1122 : i64
          %1342 = arith.andi %1340, %1341 : i1
          %1343 = arith.andi %1339, %1342 : i1
          scf.if %1343 {
            %1480 = memref.load %alloca_97[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1336, %c70_i64_1219 : i64
            %1482 = arith.addi %1335, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1123 = gpu.thread_id  x
          %1344 = arith.index_cast %thread_id_x_1123 : index to i64
          %c16_i64_1124 = arith.constant 16 : i64
          %1345 = arith.remsi %1344, %c16_i64_1124 : i64
          %c16_i64_1125 = arith.constant 16 : i64
          %1346 = arith.divsi %1345, %c16_i64_1125 : i64
          %c8_i64_1126 = arith.constant 8 : i64
          %1347 = arith.addi %1346, %c8_i64_1126 : i64
          %thread_id_x_1127 = gpu.thread_id  x
          %1348 = arith.index_cast %thread_id_x_1127 : index to i64
          %c16_i64_1128 = arith.constant 16 : i64
          %1349 = arith.remsi %1348, %c16_i64_1128 : i64
          %c16_i64_1129 = arith.constant 16 : i64
          %1350 = arith.remsi %1349, %c16_i64_1129 : i64
          %c16_i64_1130 = arith.constant 16 : i64
          %1351 = arith.addi %1350, %c16_i64_1130 : i64
          %1352 = arith.addi %54, %1351 : i64
          %1353 = arith.addi %59, %1347 : i64
          %c0_i64_1131 = arith.constant 0 : i64
          %1354 = arith.cmpi sge, %1352, %c0_i64_1131 : i64
          %c70_i64_1132 = arith.constant 70 : i64
          %1355 = arith.cmpi slt, %1352, %c70_i64_1132 : i64
          %1356 = arith.andi %1354, %1355 : i1
          %c0_i64_1133 = arith.constant 0 : i64
          %1357 = arith.cmpi sge, %1353, %c0_i64_1133 : i64
          %c40_i64_1134 = arith.constant 40 : i64
          %1358 = arith.cmpi slt, %1353, %c40_i64_1134 : i64
          %1359 = arith.andi %1357, %1358 : i1
          %1360 = arith.andi %1356, %1359 : i1
          scf.if %1360 {
            %1480 = memref.load %alloca_99[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1353, %c70_i64_1219 : i64
            %1482 = arith.addi %1352, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1135 = gpu.thread_id  x
          %1361 = arith.index_cast %thread_id_x_1135 : index to i64
          %c16_i64_1136 = arith.constant 16 : i64
          %1362 = arith.remsi %1361, %c16_i64_1136 : i64
          %c16_i64_1137 = arith.constant 16 : i64
          %1363 = arith.divsi %1362, %c16_i64_1137 : i64
          %c9_i64_1138 = arith.constant 9 : i64
          %1364 = arith.addi %1363, %c9_i64_1138 : i64
          %thread_id_x_1139 = gpu.thread_id  x
          %1365 = arith.index_cast %thread_id_x_1139 : index to i64
          %c16_i64_1140 = arith.constant 16 : i64
          %1366 = arith.remsi %1365, %c16_i64_1140 : i64
          %c16_i64_1141 = arith.constant 16 : i64
          %1367 = arith.remsi %1366, %c16_i64_1141 : i64
          %c16_i64_1142 = arith.constant 16 : i64
          %1368 = arith.addi %1367, %c16_i64_1142 : i64
          %1369 = arith.addi %54, %1368 : i64
          %1370 = arith.addi %59, %1364 : i64
          %c0_i64_1143 = arith.constant 0 : i64
          %1371 = arith.cmpi sge, %1369, %c0_i64_1143 : i64
          %c70_i64_1144 = arith.constant 70 : i64
          %1372 = arith.cmpi slt, %1369, %c70_i64_1144 : i64
          %1373 = arith.andi %1371, %1372 : i1
          %c0_i64_1145 = arith.constant 0 : i64
          %1374 = arith.cmpi sge, %1370, %c0_i64_1145 : i64
          %c40_i64_1146 = arith.constant 40 : i64
          %1375 = arith.cmpi slt, %1370, %c40_i64_1146 : i64
          %1376 = arith.andi %1374, %1375 : i1
          %1377 = arith.andi %1373, %1376 : i1
          scf.if %1377 {
            %1480 = memref.load %alloca_101[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1370, %c70_i64_1219 : i64
            %1482 = arith.addi %1369, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1147 = gpu.thread_id  x
          %1378 = arith.index_cast %thread_id_x_1147 : index to i64
          %c16_i64_1148 = arith.constant 16 : i64
          %1379 = arith.remsi %1378, %c16_i64_1148 : i64
          %c16_i64_1149 = arith.constant 16 : i64
          %1380 = arith.divsi %1379, %c16_i64_1149 : i64
          %c10_i64_1150 = arith.constant 10 : i64
          %1381 = arith.addi %1380, %c10_i64_1150 : i64
          %thread_id_x_1151 = gpu.thread_id  x
          %1382 = arith.index_cast %thread_id_x_1151 : index to i64
          %c16_i64_1152 = arith.constant 16 : i64
          %1383 = arith.remsi %1382, %c16_i64_1152 : i64
          %c16_i64_1153 = arith.constant 16 : i64
          %1384 = arith.remsi %1383, %c16_i64_1153 : i64
          %c16_i64_1154 = arith.constant 16 : i64
          %1385 = arith.addi %1384, %c16_i64_1154 : i64
          %1386 = arith.addi %54, %1385 : i64
          %1387 = arith.addi %59, %1381 : i64
          %c0_i64_1155 = arith.constant 0 : i64
          %1388 = arith.cmpi sge, %1386, %c0_i64_1155 : i64
          %c70_i64_1156 = arith.constant 70 : i64
          %1389 = arith.cmpi slt, %1386, %c70_i64_1156 : i64
          %1390 = arith.andi %1388, %1389 : i1
          %c0_i64_1157 = arith.constant 0 : i64
          %1391 = arith.cmpi sge, %1387, %c0_i64_1157 : i64
          %c40_i64_1158 = arith.constant 40 : i64
          %1392 = arith.cmpi slt, %1387, %c40_i64_1158 : i64
          %1393 = arith.andi %1391, %1392 : i1
          %1394 = arith.andi %1390, %1393 : i1
          scf.if %1394 {
            %1480 = memref.load %alloca_103[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1387, %c70_i64_1219 : i64
            %1482 = arith.addi %1386, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1159 = gpu.thread_id  x
          %1395 = arith.index_cast %thread_id_x_1159 : index to i64
          %c16_i64_1160 = arith.constant 16 : i64
          %1396 = arith.remsi %1395, %c16_i64_1160 : i64
          %c16_i64_1161 = arith.constant 16 : i64
          %1397 = arith.divsi %1396, %c16_i64_1161 : i64
          %c11_i64_1162 = arith.constant 11 : i64
          %1398 = arith.addi %1397, %c11_i64_1162 : i64
          %thread_id_x_1163 = gpu.thread_id  x
          %1399 = arith.index_cast %thread_id_x_1163 : index to i64
          %c16_i64_1164 = arith.constant 16 : i64
          %1400 = arith.remsi %1399, %c16_i64_1164 : i64
          %c16_i64_1165 = arith.constant 16 : i64
          %1401 = arith.remsi %1400, %c16_i64_1165 : i64
          %c16_i64_1166 = arith.constant 16 : i64
          %1402 = arith.addi %1401, %c16_i64_1166 : i64
          %1403 = arith.addi %54, %1402 : i64
          %1404 = arith.addi %59, %1398 : i64
          %c0_i64_1167 = arith.constant 0 : i64
          %1405 = arith.cmpi sge, %1403, %c0_i64_1167 : i64
          %c70_i64_1168 = arith.constant 70 : i64
          %1406 = arith.cmpi slt, %1403, %c70_i64_1168 : i64
          %1407 = arith.andi %1405, %1406 : i1
          %c0_i64_1169 = arith.constant 0 : i64
          %1408 = arith.cmpi sge, %1404, %c0_i64_1169 : i64
          %c40_i64_1170 = arith.constant 40 : i64
          %1409 = arith.cmpi slt, %1404, %c40_i64_1170 : i64
          %1410 = arith.andi %1408, %1409 : i1
          %1411 = arith.andi %1407, %1410 : i1
          scf.if %1411 {
            %1480 = memref.load %alloca_105[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1404, %c70_i64_1219 : i64
            %1482 = arith.addi %1403, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1171 = gpu.thread_id  x
          %1412 = arith.index_cast %thread_id_x_1171 : index to i64
          %c16_i64_1172 = arith.constant 16 : i64
          %1413 = arith.remsi %1412, %c16_i64_1172 : i64
          %c16_i64_1173 = arith.constant 16 : i64
          %1414 = arith.divsi %1413, %c16_i64_1173 : i64
          %c12_i64_1174 = arith.constant 12 : i64
          %1415 = arith.addi %1414, %c12_i64_1174 : i64
          %thread_id_x_1175 = gpu.thread_id  x
          %1416 = arith.index_cast %thread_id_x_1175 : index to i64
          %c16_i64_1176 = arith.constant 16 : i64
          %1417 = arith.remsi %1416, %c16_i64_1176 : i64
          %c16_i64_1177 = arith.constant 16 : i64
          %1418 = arith.remsi %1417, %c16_i64_1177 : i64
          %c16_i64_1178 = arith.constant 16 : i64
          %1419 = arith.addi %1418, %c16_i64_1178 : i64
          %1420 = arith.addi %54, %1419 : i64
          %1421 = arith.addi %59, %1415 : i64
          %c0_i64_1179 = arith.constant 0 : i64
          %1422 = arith.cmpi sge, %1420, %c0_i64_1179 : i64
          %c70_i64_1180 = arith.constant 70 : i64
          %1423 = arith.cmpi slt, %1420, %c70_i64_1180 : i64
          %1424 = arith.andi %1422, %1423 : i1
          %c0_i64_1181 = arith.constant 0 : i64
          %1425 = arith.cmpi sge, %1421, %c0_i64_1181 : i64
          %c40_i64_1182 = arith.constant 40 : i64
          %1426 = arith.cmpi slt, %1421, %c40_i64_1182 : i64
          %1427 = arith.andi %1425, %1426 : i1
          %1428 = arith.andi %1424, %1427 : i1
          scf.if %1428 {
            %1480 = memref.load %alloca_107[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1421, %c70_i64_1219 : i64
            %1482 = arith.addi %1420, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1183 = gpu.thread_id  x
          %1429 = arith.index_cast %thread_id_x_1183 : index to i64
          %c16_i64_1184 = arith.constant 16 : i64
          %1430 = arith.remsi %1429, %c16_i64_1184 : i64
          %c16_i64_1185 = arith.constant 16 : i64
          %1431 = arith.divsi %1430, %c16_i64_1185 : i64
          %c13_i64_1186 = arith.constant 13 : i64
          %1432 = arith.addi %1431, %c13_i64_1186 : i64
          %thread_id_x_1187 = gpu.thread_id  x
          %1433 = arith.index_cast %thread_id_x_1187 : index to i64
          %c16_i64_1188 = arith.constant 16 : i64
          %1434 = arith.remsi %1433, %c16_i64_1188 : i64
          %c16_i64_1189 = arith.constant 16 : i64
          %1435 = arith.remsi %1434, %c16_i64_1189 : i64
          %c16_i64_1190 = arith.constant 16 : i64
          %1436 = arith.addi %1435, %c16_i64_1190 : i64
          %1437 = arith.addi %54, %1436 : i64
          %1438 = arith.addi %59, %1432 : i64
          %c0_i64_1191 = arith.constant 0 : i64
          %1439 = arith.cmpi sge, %1437, %c0_i64_1191 : i64
          %c70_i64_1192 = arith.constant 70 : i64
          %1440 = arith.cmpi slt, %1437, %c70_i64_1192 : i64
          %1441 = arith.andi %1439, %1440 : i1
          %c0_i64_1193 = arith.constant 0 : i64
          %1442 = arith.cmpi sge, %1438, %c0_i64_1193 : i64
          %c40_i64_1194 = arith.constant 40 : i64
          %1443 = arith.cmpi slt, %1438, %c40_i64_1194 : i64
          %1444 = arith.andi %1442, %1443 : i1
          %1445 = arith.andi %1441, %1444 : i1
          scf.if %1445 {
            %1480 = memref.load %alloca_109[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1438, %c70_i64_1219 : i64
            %1482 = arith.addi %1437, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1195 = gpu.thread_id  x
          %1446 = arith.index_cast %thread_id_x_1195 : index to i64
          %c16_i64_1196 = arith.constant 16 : i64
          %1447 = arith.remsi %1446, %c16_i64_1196 : i64
          %c16_i64_1197 = arith.constant 16 : i64
          %1448 = arith.divsi %1447, %c16_i64_1197 : i64
          %c14_i64_1198 = arith.constant 14 : i64
          %1449 = arith.addi %1448, %c14_i64_1198 : i64
          %thread_id_x_1199 = gpu.thread_id  x
          %1450 = arith.index_cast %thread_id_x_1199 : index to i64
          %c16_i64_1200 = arith.constant 16 : i64
          %1451 = arith.remsi %1450, %c16_i64_1200 : i64
          %c16_i64_1201 = arith.constant 16 : i64
          %1452 = arith.remsi %1451, %c16_i64_1201 : i64
          %c16_i64_1202 = arith.constant 16 : i64
          %1453 = arith.addi %1452, %c16_i64_1202 : i64
          %1454 = arith.addi %54, %1453 : i64
          %1455 = arith.addi %59, %1449 : i64
          %c0_i64_1203 = arith.constant 0 : i64
          %1456 = arith.cmpi sge, %1454, %c0_i64_1203 : i64
          %c70_i64_1204 = arith.constant 70 : i64
          %1457 = arith.cmpi slt, %1454, %c70_i64_1204 : i64
          %1458 = arith.andi %1456, %1457 : i1
          %c0_i64_1205 = arith.constant 0 : i64
          %1459 = arith.cmpi sge, %1455, %c0_i64_1205 : i64
          %c40_i64_1206 = arith.constant 40 : i64
          %1460 = arith.cmpi slt, %1455, %c40_i64_1206 : i64
          %1461 = arith.andi %1459, %1460 : i1
          %1462 = arith.andi %1458, %1461 : i1
          scf.if %1462 {
            %1480 = memref.load %alloca_111[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1455, %c70_i64_1219 : i64
            %1482 = arith.addi %1454, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
          %thread_id_x_1207 = gpu.thread_id  x
          %1463 = arith.index_cast %thread_id_x_1207 : index to i64
          %c16_i64_1208 = arith.constant 16 : i64
          %1464 = arith.remsi %1463, %c16_i64_1208 : i64
          %c16_i64_1209 = arith.constant 16 : i64
          %1465 = arith.divsi %1464, %c16_i64_1209 : i64
          %c15_i64_1210 = arith.constant 15 : i64
          %1466 = arith.addi %1465, %c15_i64_1210 : i64
          %thread_id_x_1211 = gpu.thread_id  x
          %1467 = arith.index_cast %thread_id_x_1211 : index to i64
          %c16_i64_1212 = arith.constant 16 : i64
          %1468 = arith.remsi %1467, %c16_i64_1212 : i64
          %c16_i64_1213 = arith.constant 16 : i64
          %1469 = arith.remsi %1468, %c16_i64_1213 : i64
          %c16_i64_1214 = arith.constant 16 : i64
          %1470 = arith.addi %1469, %c16_i64_1214 : i64
          %1471 = arith.addi %54, %1470 : i64
          %1472 = arith.addi %59, %1466 : i64
          %c0_i64_1215 = arith.constant 0 : i64
          %1473 = arith.cmpi sge, %1471, %c0_i64_1215 : i64
          %c70_i64_1216 = arith.constant 70 : i64
          %1474 = arith.cmpi slt, %1471, %c70_i64_1216 : i64
          %1475 = arith.andi %1473, %1474 : i1
          %c0_i64_1217 = arith.constant 0 : i64
          %1476 = arith.cmpi sge, %1472, %c0_i64_1217 : i64
          %c40_i64_1218 = arith.constant 40 : i64
          %1477 = arith.cmpi slt, %1472, %c40_i64_1218 : i64
          %1478 = arith.andi %1476, %1477 : i1
          %1479 = arith.andi %1475, %1478 : i1
          scf.if %1479 {
            %1480 = memref.load %alloca_113[] : memref<f32>
            %c70_i64_1219 = arith.constant 70 : i64
            %1481 = arith.muli %1472, %c70_i64_1219 : i64
            %1482 = arith.addi %1471, %1481 : i64
            %1483 = llvm.getelementptr %19[%1482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1480, %1483 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_211 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_211 : index to i64
      %c16_i64_212 = arith.constant 16 : i64
      %39 = arith.divsi %38, %c16_i64_212 : i64
      %c2_i64_213 = arith.constant 2 : i64
      %thread_id_y_214 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_214 : index to i64
      %41 = arith.muli %c2_i64_213, %40 : i64
      %42 = arith.addi %39, %41 : i64
      %c96_i64 = arith.constant 96 : i64
      %c0_i64_215 = arith.constant 0 : i64
      %43 = arith.maxsi %c96_i64, %c0_i64_215 : i64
      %c31_i64_216 = arith.constant 31 : i64
      %44 = arith.addi %43, %c31_i64_216 : i64
      %c32_i64_217 = arith.constant 32 : i64
      %45 = arith.divsi %44, %c32_i64_217 : i64
      %c32_i64_218 = arith.constant 32 : i64
      %c0_i64_219 = arith.constant 0 : i64
      %46 = arith.maxsi %c32_i64_218, %c0_i64_219 : i64
      %c15_i64_220 = arith.constant 15 : i64
      %47 = arith.addi %46, %c15_i64_220 : i64
      %c16_i64_221 = arith.constant 16 : i64
      %48 = arith.divsi %47, %c16_i64_221 : i64
      %49 = arith.muli %45, %48 : i64
      %c0_i64_222 = arith.constant 0 : i64
      %c4_i64_223 = arith.constant 4 : i64
      scf.for %arg5 = %c0_i64_222 to %49 step %c4_i64_223  : i64 {
        %50 = arith.addi %arg5, %42 : i64
        %51 = arith.cmpi slt, %50, %49 : i64
        scf.if %51 {
          %52 = arith.divsi %50, %45 : i64
          %53 = arith.remsi %50, %45 : i64
          %c32_i64_225 = arith.constant 32 : i64
          %54 = arith.muli %53, %c32_i64_225 : i64
          memref.store %54, %alloca_115[] : memref<i64>
          %c32_i64_226 = arith.constant 32 : i64
          %c96_i64_227 = arith.constant 96 : i64
          %55 = arith.subi %c96_i64_227, %54 : i64
          %56 = arith.minsi %c32_i64_226, %55 : i64
          %57 = arith.divsi %52, %48 : i64
          %58 = arith.remsi %52, %48 : i64
          %c16_i64_228 = arith.constant 16 : i64
          %59 = arith.muli %58, %c16_i64_228 : i64
          memref.store %59, %alloca_116[] : memref<i64>
          %c16_i64_229 = arith.constant 16 : i64
          %c32_i64_230 = arith.constant 32 : i64
          %60 = arith.subi %c32_i64_230, %59 : i64
          %61 = arith.minsi %c16_i64_229, %60 : i64
          %cst = arith.constant 0.000000e+00 : f32
          memref.store %cst, %alloca_117[] : memref<f32>
          %cst_231 = arith.constant 0.000000e+00 : f32
          memref.store %cst_231, %alloca_118[] : memref<f32>
          %cst_232 = arith.constant 0.000000e+00 : f32
          memref.store %cst_232, %alloca_119[] : memref<f32>
          %cst_233 = arith.constant 0.000000e+00 : f32
          memref.store %cst_233, %alloca_120[] : memref<f32>
          %cst_234 = arith.constant 0.000000e+00 : f32
          memref.store %cst_234, %alloca_121[] : memref<f32>
          %cst_235 = arith.constant 0.000000e+00 : f32
          memref.store %cst_235, %alloca_122[] : memref<f32>
          %cst_236 = arith.constant 0.000000e+00 : f32
          memref.store %cst_236, %alloca_123[] : memref<f32>
          %cst_237 = arith.constant 0.000000e+00 : f32
          memref.store %cst_237, %alloca_124[] : memref<f32>
          %cst_238 = arith.constant 0.000000e+00 : f32
          memref.store %cst_238, %alloca_125[] : memref<f32>
          %cst_239 = arith.constant 0.000000e+00 : f32
          memref.store %cst_239, %alloca_126[] : memref<f32>
          %cst_240 = arith.constant 0.000000e+00 : f32
          memref.store %cst_240, %alloca_127[] : memref<f32>
          %cst_241 = arith.constant 0.000000e+00 : f32
          memref.store %cst_241, %alloca_128[] : memref<f32>
          %cst_242 = arith.constant 0.000000e+00 : f32
          memref.store %cst_242, %alloca_129[] : memref<f32>
          %cst_243 = arith.constant 0.000000e+00 : f32
          memref.store %cst_243, %alloca_130[] : memref<f32>
          %cst_244 = arith.constant 0.000000e+00 : f32
          memref.store %cst_244, %alloca_131[] : memref<f32>
          %cst_245 = arith.constant 0.000000e+00 : f32
          memref.store %cst_245, %alloca_132[] : memref<f32>
          %cst_246 = arith.constant 0.000000e+00 : f32
          memref.store %cst_246, %alloca_133[] : memref<f32>
          %cst_247 = arith.constant 0.000000e+00 : f32
          memref.store %cst_247, %alloca_134[] : memref<f32>
          %cst_248 = arith.constant 0.000000e+00 : f32
          memref.store %cst_248, %alloca_135[] : memref<f32>
          %cst_249 = arith.constant 0.000000e+00 : f32
          memref.store %cst_249, %alloca_136[] : memref<f32>
          %cst_250 = arith.constant 0.000000e+00 : f32
          memref.store %cst_250, %alloca_137[] : memref<f32>
          %cst_251 = arith.constant 0.000000e+00 : f32
          memref.store %cst_251, %alloca_138[] : memref<f32>
          %cst_252 = arith.constant 0.000000e+00 : f32
          memref.store %cst_252, %alloca_139[] : memref<f32>
          %cst_253 = arith.constant 0.000000e+00 : f32
          memref.store %cst_253, %alloca_140[] : memref<f32>
          %cst_254 = arith.constant 0.000000e+00 : f32
          memref.store %cst_254, %alloca_141[] : memref<f32>
          %cst_255 = arith.constant 0.000000e+00 : f32
          memref.store %cst_255, %alloca_142[] : memref<f32>
          %cst_256 = arith.constant 0.000000e+00 : f32
          memref.store %cst_256, %alloca_143[] : memref<f32>
          %cst_257 = arith.constant 0.000000e+00 : f32
          memref.store %cst_257, %alloca_144[] : memref<f32>
          %cst_258 = arith.constant 0.000000e+00 : f32
          memref.store %cst_258, %alloca_145[] : memref<f32>
          %cst_259 = arith.constant 0.000000e+00 : f32
          memref.store %cst_259, %alloca_146[] : memref<f32>
          %cst_260 = arith.constant 0.000000e+00 : f32
          memref.store %cst_260, %alloca_147[] : memref<f32>
          %cst_261 = arith.constant 0.000000e+00 : f32
          memref.store %cst_261, %alloca_148[] : memref<f32>
        }
        %c0_i64_224 = arith.constant 0 : i64
        %c24_i64 = arith.constant 24 : i64
        %c8_i64 = arith.constant 8 : i64
        scf.for %arg6 = %c0_i64_224 to %c24_i64 step %c8_i64  : i64 {
          scf.if %51 {
            %thread_id_x_225 = gpu.thread_id  x
            %52 = arith.index_cast %thread_id_x_225 : index to i64
            %c16_i64_226 = arith.constant 16 : i64
            %53 = arith.remsi %52, %c16_i64_226 : i64
            %c16_i64_227 = arith.constant 16 : i64
            %54 = arith.divsi %53, %c16_i64_227 : i64
            %thread_id_x_228 = gpu.thread_id  x
            %55 = arith.index_cast %thread_id_x_228 : index to i64
            %c16_i64_229 = arith.constant 16 : i64
            %56 = arith.remsi %55, %c16_i64_229 : i64
            %c16_i64_230 = arith.constant 16 : i64
            %57 = arith.remsi %56, %c16_i64_230 : i64
            %58 = memref.load %alloca_115[] : memref<i64>
            %59 = arith.addi %58, %57 : i64
            %60 = arith.addi %arg6, %54 : i64
            %c96_i64_231 = arith.constant 96 : i64
            %61 = arith.muli %60, %c96_i64_231 : i64
            %62 = arith.addi %59, %61 : i64
            %63 = llvm.getelementptr %21[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %64 = llvm.load %63 : !llvm.ptr<1> -> f32
            memref.store %64, %alloca_149[] : memref<f32>
            %thread_id_x_232 = gpu.thread_id  x
            %65 = arith.index_cast %thread_id_x_232 : index to i64
            %c16_i64_233 = arith.constant 16 : i64
            %66 = arith.remsi %65, %c16_i64_233 : i64
            %c16_i64_234 = arith.constant 16 : i64
            %67 = arith.divsi %66, %c16_i64_234 : i64
            %c1_i64 = arith.constant 1 : i64
            %68 = arith.addi %67, %c1_i64 : i64
            %thread_id_x_235 = gpu.thread_id  x
            %69 = arith.index_cast %thread_id_x_235 : index to i64
            %c16_i64_236 = arith.constant 16 : i64
            %70 = arith.remsi %69, %c16_i64_236 : i64
            %c16_i64_237 = arith.constant 16 : i64
            %71 = arith.remsi %70, %c16_i64_237 : i64
            %72 = memref.load %alloca_115[] : memref<i64>
            %73 = arith.addi %72, %71 : i64
            %74 = arith.addi %arg6, %68 : i64
            %c96_i64_238 = arith.constant 96 : i64
            %75 = arith.muli %74, %c96_i64_238 : i64
            %76 = arith.addi %73, %75 : i64
            %77 = llvm.getelementptr %21[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %78 = llvm.load %77 : !llvm.ptr<1> -> f32
            memref.store %78, %alloca_150[] : memref<f32>
            %thread_id_x_239 = gpu.thread_id  x
            %79 = arith.index_cast %thread_id_x_239 : index to i64
            %c16_i64_240 = arith.constant 16 : i64
            %80 = arith.remsi %79, %c16_i64_240 : i64
            %c16_i64_241 = arith.constant 16 : i64
            %81 = arith.divsi %80, %c16_i64_241 : i64
            %c2_i64_242 = arith.constant 2 : i64
            %82 = arith.addi %81, %c2_i64_242 : i64
            %thread_id_x_243 = gpu.thread_id  x
            %83 = arith.index_cast %thread_id_x_243 : index to i64
            %c16_i64_244 = arith.constant 16 : i64
            %84 = arith.remsi %83, %c16_i64_244 : i64
            %c16_i64_245 = arith.constant 16 : i64
            %85 = arith.remsi %84, %c16_i64_245 : i64
            %86 = memref.load %alloca_115[] : memref<i64>
            %87 = arith.addi %86, %85 : i64
            %88 = arith.addi %arg6, %82 : i64
            %c96_i64_246 = arith.constant 96 : i64
            %89 = arith.muli %88, %c96_i64_246 : i64
            %90 = arith.addi %87, %89 : i64
            %91 = llvm.getelementptr %21[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %92 = llvm.load %91 : !llvm.ptr<1> -> f32
            memref.store %92, %alloca_151[] : memref<f32>
            %thread_id_x_247 = gpu.thread_id  x
            %93 = arith.index_cast %thread_id_x_247 : index to i64
            %c16_i64_248 = arith.constant 16 : i64
            %94 = arith.remsi %93, %c16_i64_248 : i64
            %c16_i64_249 = arith.constant 16 : i64
            %95 = arith.divsi %94, %c16_i64_249 : i64
            %c3_i64 = arith.constant 3 : i64
            %96 = arith.addi %95, %c3_i64 : i64
            %thread_id_x_250 = gpu.thread_id  x
            %97 = arith.index_cast %thread_id_x_250 : index to i64
            %c16_i64_251 = arith.constant 16 : i64
            %98 = arith.remsi %97, %c16_i64_251 : i64
            %c16_i64_252 = arith.constant 16 : i64
            %99 = arith.remsi %98, %c16_i64_252 : i64
            %100 = memref.load %alloca_115[] : memref<i64>
            %101 = arith.addi %100, %99 : i64
            %102 = arith.addi %arg6, %96 : i64
            %c96_i64_253 = arith.constant 96 : i64
            %103 = arith.muli %102, %c96_i64_253 : i64
            %104 = arith.addi %101, %103 : i64
            %105 = llvm.getelementptr %21[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %106 = llvm.load %105 : !llvm.ptr<1> -> f32
            memref.store %106, %alloca_152[] : memref<f32>
            %thread_id_x_254 = gpu.thread_id  x
            %107 = arith.index_cast %thread_id_x_254 : index to i64
            %c16_i64_255 = arith.constant 16 : i64
            %108 = arith.remsi %107, %c16_i64_255 : i64
            %c16_i64_256 = arith.constant 16 : i64
            %109 = arith.divsi %108, %c16_i64_256 : i64
            %c4_i64_257 = arith.constant 4 : i64
            %110 = arith.addi %109, %c4_i64_257 : i64
            %thread_id_x_258 = gpu.thread_id  x
            %111 = arith.index_cast %thread_id_x_258 : index to i64
            %c16_i64_259 = arith.constant 16 : i64
            %112 = arith.remsi %111, %c16_i64_259 : i64
            %c16_i64_260 = arith.constant 16 : i64
            %113 = arith.remsi %112, %c16_i64_260 : i64
            %114 = memref.load %alloca_115[] : memref<i64>
            %115 = arith.addi %114, %113 : i64
            %116 = arith.addi %arg6, %110 : i64
            %c96_i64_261 = arith.constant 96 : i64
            %117 = arith.muli %116, %c96_i64_261 : i64
            %118 = arith.addi %115, %117 : i64
            %119 = llvm.getelementptr %21[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %120 = llvm.load %119 : !llvm.ptr<1> -> f32
            memref.store %120, %alloca_153[] : memref<f32>
            %thread_id_x_262 = gpu.thread_id  x
            %121 = arith.index_cast %thread_id_x_262 : index to i64
            %c16_i64_263 = arith.constant 16 : i64
            %122 = arith.remsi %121, %c16_i64_263 : i64
            %c16_i64_264 = arith.constant 16 : i64
            %123 = arith.divsi %122, %c16_i64_264 : i64
            %c5_i64 = arith.constant 5 : i64
            %124 = arith.addi %123, %c5_i64 : i64
            %thread_id_x_265 = gpu.thread_id  x
            %125 = arith.index_cast %thread_id_x_265 : index to i64
            %c16_i64_266 = arith.constant 16 : i64
            %126 = arith.remsi %125, %c16_i64_266 : i64
            %c16_i64_267 = arith.constant 16 : i64
            %127 = arith.remsi %126, %c16_i64_267 : i64
            %128 = memref.load %alloca_115[] : memref<i64>
            %129 = arith.addi %128, %127 : i64
            %130 = arith.addi %arg6, %124 : i64
            %c96_i64_268 = arith.constant 96 : i64
            %131 = arith.muli %130, %c96_i64_268 : i64
            %132 = arith.addi %129, %131 : i64
            %133 = llvm.getelementptr %21[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %134 = llvm.load %133 : !llvm.ptr<1> -> f32
            memref.store %134, %alloca_154[] : memref<f32>
            %thread_id_x_269 = gpu.thread_id  x
            %135 = arith.index_cast %thread_id_x_269 : index to i64
            %c16_i64_270 = arith.constant 16 : i64
            %136 = arith.remsi %135, %c16_i64_270 : i64
            %c16_i64_271 = arith.constant 16 : i64
            %137 = arith.divsi %136, %c16_i64_271 : i64
            %c6_i64 = arith.constant 6 : i64
            %138 = arith.addi %137, %c6_i64 : i64
            %thread_id_x_272 = gpu.thread_id  x
            %139 = arith.index_cast %thread_id_x_272 : index to i64
            %c16_i64_273 = arith.constant 16 : i64
            %140 = arith.remsi %139, %c16_i64_273 : i64
            %c16_i64_274 = arith.constant 16 : i64
            %141 = arith.remsi %140, %c16_i64_274 : i64
            %142 = memref.load %alloca_115[] : memref<i64>
            %143 = arith.addi %142, %141 : i64
            %144 = arith.addi %arg6, %138 : i64
            %c96_i64_275 = arith.constant 96 : i64
            %145 = arith.muli %144, %c96_i64_275 : i64
            %146 = arith.addi %143, %145 : i64
            %147 = llvm.getelementptr %21[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %148 = llvm.load %147 : !llvm.ptr<1> -> f32
            memref.store %148, %alloca_155[] : memref<f32>
            %thread_id_x_276 = gpu.thread_id  x
            %149 = arith.index_cast %thread_id_x_276 : index to i64
            %c16_i64_277 = arith.constant 16 : i64
            %150 = arith.remsi %149, %c16_i64_277 : i64
            %c16_i64_278 = arith.constant 16 : i64
            %151 = arith.divsi %150, %c16_i64_278 : i64
            %c7_i64 = arith.constant 7 : i64
            %152 = arith.addi %151, %c7_i64 : i64
            %thread_id_x_279 = gpu.thread_id  x
            %153 = arith.index_cast %thread_id_x_279 : index to i64
            %c16_i64_280 = arith.constant 16 : i64
            %154 = arith.remsi %153, %c16_i64_280 : i64
            %c16_i64_281 = arith.constant 16 : i64
            %155 = arith.remsi %154, %c16_i64_281 : i64
            %156 = memref.load %alloca_115[] : memref<i64>
            %157 = arith.addi %156, %155 : i64
            %158 = arith.addi %arg6, %152 : i64
            %c96_i64_282 = arith.constant 96 : i64
            %159 = arith.muli %158, %c96_i64_282 : i64
            %160 = arith.addi %157, %159 : i64
            %161 = llvm.getelementptr %21[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %162 = llvm.load %161 : !llvm.ptr<1> -> f32
            memref.store %162, %alloca_156[] : memref<f32>
            %thread_id_x_283 = gpu.thread_id  x
            %163 = arith.index_cast %thread_id_x_283 : index to i64
            %c16_i64_284 = arith.constant 16 : i64
            %164 = arith.remsi %163, %c16_i64_284 : i64
            %c16_i64_285 = arith.constant 16 : i64
            %165 = arith.divsi %164, %c16_i64_285 : i64
            %thread_id_x_286 = gpu.thread_id  x
            %166 = arith.index_cast %thread_id_x_286 : index to i64
            %c16_i64_287 = arith.constant 16 : i64
            %167 = arith.remsi %166, %c16_i64_287 : i64
            %c16_i64_288 = arith.constant 16 : i64
            %168 = arith.remsi %167, %c16_i64_288 : i64
            %c16_i64_289 = arith.constant 16 : i64
            %169 = arith.addi %168, %c16_i64_289 : i64
            %170 = memref.load %alloca_115[] : memref<i64>
            %171 = arith.addi %170, %169 : i64
            %172 = arith.addi %arg6, %165 : i64
            %c96_i64_290 = arith.constant 96 : i64
            %173 = arith.muli %172, %c96_i64_290 : i64
            %174 = arith.addi %171, %173 : i64
            %175 = llvm.getelementptr %21[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %176 = llvm.load %175 : !llvm.ptr<1> -> f32
            memref.store %176, %alloca_157[] : memref<f32>
            %thread_id_x_291 = gpu.thread_id  x
            %177 = arith.index_cast %thread_id_x_291 : index to i64
            %c16_i64_292 = arith.constant 16 : i64
            %178 = arith.remsi %177, %c16_i64_292 : i64
            %c16_i64_293 = arith.constant 16 : i64
            %179 = arith.divsi %178, %c16_i64_293 : i64
            %c1_i64_294 = arith.constant 1 : i64
            %180 = arith.addi %179, %c1_i64_294 : i64
            %thread_id_x_295 = gpu.thread_id  x
            %181 = arith.index_cast %thread_id_x_295 : index to i64
            %c16_i64_296 = arith.constant 16 : i64
            %182 = arith.remsi %181, %c16_i64_296 : i64
            %c16_i64_297 = arith.constant 16 : i64
            %183 = arith.remsi %182, %c16_i64_297 : i64
            %c16_i64_298 = arith.constant 16 : i64
            %184 = arith.addi %183, %c16_i64_298 : i64
            %185 = memref.load %alloca_115[] : memref<i64>
            %186 = arith.addi %185, %184 : i64
            %187 = arith.addi %arg6, %180 : i64
            %c96_i64_299 = arith.constant 96 : i64
            %188 = arith.muli %187, %c96_i64_299 : i64
            %189 = arith.addi %186, %188 : i64
            %190 = llvm.getelementptr %21[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %191 = llvm.load %190 : !llvm.ptr<1> -> f32
            memref.store %191, %alloca_158[] : memref<f32>
            %thread_id_x_300 = gpu.thread_id  x
            %192 = arith.index_cast %thread_id_x_300 : index to i64
            %c16_i64_301 = arith.constant 16 : i64
            %193 = arith.remsi %192, %c16_i64_301 : i64
            %c16_i64_302 = arith.constant 16 : i64
            %194 = arith.divsi %193, %c16_i64_302 : i64
            %c2_i64_303 = arith.constant 2 : i64
            %195 = arith.addi %194, %c2_i64_303 : i64
            %thread_id_x_304 = gpu.thread_id  x
            %196 = arith.index_cast %thread_id_x_304 : index to i64
            %c16_i64_305 = arith.constant 16 : i64
            %197 = arith.remsi %196, %c16_i64_305 : i64
            %c16_i64_306 = arith.constant 16 : i64
            %198 = arith.remsi %197, %c16_i64_306 : i64
            %c16_i64_307 = arith.constant 16 : i64
            %199 = arith.addi %198, %c16_i64_307 : i64
            %200 = memref.load %alloca_115[] : memref<i64>
            %201 = arith.addi %200, %199 : i64
            %202 = arith.addi %arg6, %195 : i64
            %c96_i64_308 = arith.constant 96 : i64
            %203 = arith.muli %202, %c96_i64_308 : i64
            %204 = arith.addi %201, %203 : i64
            %205 = llvm.getelementptr %21[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %206 = llvm.load %205 : !llvm.ptr<1> -> f32
            memref.store %206, %alloca_159[] : memref<f32>
            %thread_id_x_309 = gpu.thread_id  x
            %207 = arith.index_cast %thread_id_x_309 : index to i64
            %c16_i64_310 = arith.constant 16 : i64
            %208 = arith.remsi %207, %c16_i64_310 : i64
            %c16_i64_311 = arith.constant 16 : i64
            %209 = arith.divsi %208, %c16_i64_311 : i64
            %c3_i64_312 = arith.constant 3 : i64
            %210 = arith.addi %209, %c3_i64_312 : i64
            %thread_id_x_313 = gpu.thread_id  x
            %211 = arith.index_cast %thread_id_x_313 : index to i64
            %c16_i64_314 = arith.constant 16 : i64
            %212 = arith.remsi %211, %c16_i64_314 : i64
            %c16_i64_315 = arith.constant 16 : i64
            %213 = arith.remsi %212, %c16_i64_315 : i64
            %c16_i64_316 = arith.constant 16 : i64
            %214 = arith.addi %213, %c16_i64_316 : i64
            %215 = memref.load %alloca_115[] : memref<i64>
            %216 = arith.addi %215, %214 : i64
            %217 = arith.addi %arg6, %210 : i64
            %c96_i64_317 = arith.constant 96 : i64
            %218 = arith.muli %217, %c96_i64_317 : i64
            %219 = arith.addi %216, %218 : i64
            %220 = llvm.getelementptr %21[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %221 = llvm.load %220 : !llvm.ptr<1> -> f32
            memref.store %221, %alloca_160[] : memref<f32>
            %thread_id_x_318 = gpu.thread_id  x
            %222 = arith.index_cast %thread_id_x_318 : index to i64
            %c16_i64_319 = arith.constant 16 : i64
            %223 = arith.remsi %222, %c16_i64_319 : i64
            %c16_i64_320 = arith.constant 16 : i64
            %224 = arith.divsi %223, %c16_i64_320 : i64
            %c4_i64_321 = arith.constant 4 : i64
            %225 = arith.addi %224, %c4_i64_321 : i64
            %thread_id_x_322 = gpu.thread_id  x
            %226 = arith.index_cast %thread_id_x_322 : index to i64
            %c16_i64_323 = arith.constant 16 : i64
            %227 = arith.remsi %226, %c16_i64_323 : i64
            %c16_i64_324 = arith.constant 16 : i64
            %228 = arith.remsi %227, %c16_i64_324 : i64
            %c16_i64_325 = arith.constant 16 : i64
            %229 = arith.addi %228, %c16_i64_325 : i64
            %230 = memref.load %alloca_115[] : memref<i64>
            %231 = arith.addi %230, %229 : i64
            %232 = arith.addi %arg6, %225 : i64
            %c96_i64_326 = arith.constant 96 : i64
            %233 = arith.muli %232, %c96_i64_326 : i64
            %234 = arith.addi %231, %233 : i64
            %235 = llvm.getelementptr %21[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %236 = llvm.load %235 : !llvm.ptr<1> -> f32
            memref.store %236, %alloca_161[] : memref<f32>
            %thread_id_x_327 = gpu.thread_id  x
            %237 = arith.index_cast %thread_id_x_327 : index to i64
            %c16_i64_328 = arith.constant 16 : i64
            %238 = arith.remsi %237, %c16_i64_328 : i64
            %c16_i64_329 = arith.constant 16 : i64
            %239 = arith.divsi %238, %c16_i64_329 : i64
            %c5_i64_330 = arith.constant 5 : i64
            %240 = arith.addi %239, %c5_i64_330 : i64
            %thread_id_x_331 = gpu.thread_id  x
            %241 = arith.index_cast %thread_id_x_331 : index to i64
            %c16_i64_332 = arith.constant 16 : i64
            %242 = arith.remsi %241, %c16_i64_332 : i64
            %c16_i64_333 = arith.constant 16 : i64
            %243 = arith.remsi %242, %c16_i64_333 : i64
            %c16_i64_334 = arith.constant 16 : i64
            %244 = arith.addi %243, %c16_i64_334 : i64
            %245 = memref.load %alloca_115[] : memref<i64>
            %246 = arith.addi %245, %244 : i64
            %247 = arith.addi %arg6, %240 : i64
            %c96_i64_335 = arith.constant 96 : i64
            %248 = arith.muli %247, %c96_i64_335 : i64
            %249 = arith.addi %246, %248 : i64
            %250 = llvm.getelementptr %21[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %251 = llvm.load %250 : !llvm.ptr<1> -> f32
            memref.store %251, %alloca_162[] : memref<f32>
            %thread_id_x_336 = gpu.thread_id  x
            %252 = arith.index_cast %thread_id_x_336 : index to i64
            %c16_i64_337 = arith.constant 16 : i64
            %253 = arith.remsi %252, %c16_i64_337 : i64
            %c16_i64_338 = arith.constant 16 : i64
            %254 = arith.divsi %253, %c16_i64_338 : i64
            %c6_i64_339 = arith.constant 6 : i64
            %255 = arith.addi %254, %c6_i64_339 : i64
            %thread_id_x_340 = gpu.thread_id  x
            %256 = arith.index_cast %thread_id_x_340 : index to i64
            %c16_i64_341 = arith.constant 16 : i64
            %257 = arith.remsi %256, %c16_i64_341 : i64
            %c16_i64_342 = arith.constant 16 : i64
            %258 = arith.remsi %257, %c16_i64_342 : i64
            %c16_i64_343 = arith.constant 16 : i64
            %259 = arith.addi %258, %c16_i64_343 : i64
            %260 = memref.load %alloca_115[] : memref<i64>
            %261 = arith.addi %260, %259 : i64
            %262 = arith.addi %arg6, %255 : i64
            %c96_i64_344 = arith.constant 96 : i64
            %263 = arith.muli %262, %c96_i64_344 : i64
            %264 = arith.addi %261, %263 : i64
            %265 = llvm.getelementptr %21[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %266 = llvm.load %265 : !llvm.ptr<1> -> f32
            memref.store %266, %alloca_163[] : memref<f32>
            %thread_id_x_345 = gpu.thread_id  x
            %267 = arith.index_cast %thread_id_x_345 : index to i64
            %c16_i64_346 = arith.constant 16 : i64
            %268 = arith.remsi %267, %c16_i64_346 : i64
            %c16_i64_347 = arith.constant 16 : i64
            %269 = arith.divsi %268, %c16_i64_347 : i64
            %c7_i64_348 = arith.constant 7 : i64
            %270 = arith.addi %269, %c7_i64_348 : i64
            %thread_id_x_349 = gpu.thread_id  x
            %271 = arith.index_cast %thread_id_x_349 : index to i64
            %c16_i64_350 = arith.constant 16 : i64
            %272 = arith.remsi %271, %c16_i64_350 : i64
            %c16_i64_351 = arith.constant 16 : i64
            %273 = arith.remsi %272, %c16_i64_351 : i64
            %c16_i64_352 = arith.constant 16 : i64
            %274 = arith.addi %273, %c16_i64_352 : i64
            %275 = memref.load %alloca_115[] : memref<i64>
            %276 = arith.addi %275, %274 : i64
            %277 = arith.addi %arg6, %270 : i64
            %c96_i64_353 = arith.constant 96 : i64
            %278 = arith.muli %277, %c96_i64_353 : i64
            %279 = arith.addi %276, %278 : i64
            %280 = llvm.getelementptr %21[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %281 = llvm.load %280 : !llvm.ptr<1> -> f32
            memref.store %281, %alloca_164[] : memref<f32>
            %thread_id_x_354 = gpu.thread_id  x
            %282 = arith.index_cast %thread_id_x_354 : index to i64
            %c16_i64_355 = arith.constant 16 : i64
            %283 = arith.remsi %282, %c16_i64_355 : i64
            %c8_i64_356 = arith.constant 8 : i64
            %284 = arith.divsi %283, %c8_i64_356 : i64
            %thread_id_x_357 = gpu.thread_id  x
            %285 = arith.index_cast %thread_id_x_357 : index to i64
            %c16_i64_358 = arith.constant 16 : i64
            %286 = arith.remsi %285, %c16_i64_358 : i64
            %c8_i64_359 = arith.constant 8 : i64
            %287 = arith.remsi %286, %c8_i64_359 : i64
            %288 = arith.addi %arg6, %287 : i64
            %289 = memref.load %alloca_116[] : memref<i64>
            %290 = arith.addi %289, %284 : i64
            %cst = arith.constant 0.000000e+00 : f32
            memref.store %cst, %alloca_165[] : memref<f32>
            %c16_i64_360 = arith.constant 16 : i64
            %291 = arith.cmpi slt, %284, %c16_i64_360 : i64
            scf.if %291 {
              %c24_i64_429 = arith.constant 24 : i64
              %381 = arith.muli %290, %c24_i64_429 : i64
              %382 = arith.addi %288, %381 : i64
              %383 = llvm.getelementptr %23[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %384 = llvm.load %383 : !llvm.ptr<1> -> f32
              memref.store %384, %alloca_165[] : memref<f32>
            }
            %thread_id_x_361 = gpu.thread_id  x
            %292 = arith.index_cast %thread_id_x_361 : index to i64
            %c16_i64_362 = arith.constant 16 : i64
            %293 = arith.remsi %292, %c16_i64_362 : i64
            %c8_i64_363 = arith.constant 8 : i64
            %294 = arith.divsi %293, %c8_i64_363 : i64
            %c2_i64_364 = arith.constant 2 : i64
            %295 = arith.addi %294, %c2_i64_364 : i64
            %thread_id_x_365 = gpu.thread_id  x
            %296 = arith.index_cast %thread_id_x_365 : index to i64
            %c16_i64_366 = arith.constant 16 : i64
            %297 = arith.remsi %296, %c16_i64_366 : i64
            %c8_i64_367 = arith.constant 8 : i64
            %298 = arith.remsi %297, %c8_i64_367 : i64
            %299 = arith.addi %arg6, %298 : i64
            %300 = memref.load %alloca_116[] : memref<i64>
            %301 = arith.addi %300, %295 : i64
            %cst_368 = arith.constant 0.000000e+00 : f32
            memref.store %cst_368, %alloca_166[] : memref<f32>
            %c16_i64_369 = arith.constant 16 : i64
            %302 = arith.cmpi slt, %295, %c16_i64_369 : i64
            scf.if %302 {
              %c24_i64_429 = arith.constant 24 : i64
              %381 = arith.muli %301, %c24_i64_429 : i64
              %382 = arith.addi %299, %381 : i64
              %383 = llvm.getelementptr %23[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %384 = llvm.load %383 : !llvm.ptr<1> -> f32
              memref.store %384, %alloca_166[] : memref<f32>
            }
            %thread_id_x_370 = gpu.thread_id  x
            %303 = arith.index_cast %thread_id_x_370 : index to i64
            %c16_i64_371 = arith.constant 16 : i64
            %304 = arith.remsi %303, %c16_i64_371 : i64
            %c8_i64_372 = arith.constant 8 : i64
            %305 = arith.divsi %304, %c8_i64_372 : i64
            %c4_i64_373 = arith.constant 4 : i64
            %306 = arith.addi %305, %c4_i64_373 : i64
            %thread_id_x_374 = gpu.thread_id  x
            %307 = arith.index_cast %thread_id_x_374 : index to i64
            %c16_i64_375 = arith.constant 16 : i64
            %308 = arith.remsi %307, %c16_i64_375 : i64
            %c8_i64_376 = arith.constant 8 : i64
            %309 = arith.remsi %308, %c8_i64_376 : i64
            %310 = arith.addi %arg6, %309 : i64
            %311 = memref.load %alloca_116[] : memref<i64>
            %312 = arith.addi %311, %306 : i64
            %cst_377 = arith.constant 0.000000e+00 : f32
            memref.store %cst_377, %alloca_167[] : memref<f32>
            %c16_i64_378 = arith.constant 16 : i64
            %313 = arith.cmpi slt, %306, %c16_i64_378 : i64
            scf.if %313 {
              %c24_i64_429 = arith.constant 24 : i64
              %381 = arith.muli %312, %c24_i64_429 : i64
              %382 = arith.addi %310, %381 : i64
              %383 = llvm.getelementptr %23[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %384 = llvm.load %383 : !llvm.ptr<1> -> f32
              memref.store %384, %alloca_167[] : memref<f32>
            }
            %thread_id_x_379 = gpu.thread_id  x
            %314 = arith.index_cast %thread_id_x_379 : index to i64
            %c16_i64_380 = arith.constant 16 : i64
            %315 = arith.remsi %314, %c16_i64_380 : i64
            %c8_i64_381 = arith.constant 8 : i64
            %316 = arith.divsi %315, %c8_i64_381 : i64
            %c6_i64_382 = arith.constant 6 : i64
            %317 = arith.addi %316, %c6_i64_382 : i64
            %thread_id_x_383 = gpu.thread_id  x
            %318 = arith.index_cast %thread_id_x_383 : index to i64
            %c16_i64_384 = arith.constant 16 : i64
            %319 = arith.remsi %318, %c16_i64_384 : i64
            %c8_i64_385 = arith.constant 8 : i64
            %320 = arith.remsi %319, %c8_i64_385 : i64
            %321 = arith.addi %arg6, %320 : i64
            %322 = memref.load %alloca_116[] : memref<i64>
            %323 = arith.addi %322, %317 : i64
            %cst_386 = arith.constant 0.000000e+00 : f32
            memref.store %cst_386, %alloca_168[] : memref<f32>
            %c16_i64_387 = arith.constant 16 : i64
            %324 = arith.cmpi slt, %317, %c16_i64_387 : i64
            scf.if %324 {
              %c24_i64_429 = arith.constant 24 : i64
              %381 = arith.muli %323, %c24_i64_429 : i64
              %382 = arith.addi %321, %381 : i64
              %383 = llvm.getelementptr %23[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %384 = llvm.load %383 : !llvm.ptr<1> -> f32
              memref.store %384, %alloca_168[] : memref<f32>
            }
            %thread_id_x_388 = gpu.thread_id  x
            %325 = arith.index_cast %thread_id_x_388 : index to i64
            %c16_i64_389 = arith.constant 16 : i64
            %326 = arith.remsi %325, %c16_i64_389 : i64
            %c8_i64_390 = arith.constant 8 : i64
            %327 = arith.divsi %326, %c8_i64_390 : i64
            %c8_i64_391 = arith.constant 8 : i64
            %328 = arith.addi %327, %c8_i64_391 : i64
            %thread_id_x_392 = gpu.thread_id  x
            %329 = arith.index_cast %thread_id_x_392 : index to i64
            %c16_i64_393 = arith.constant 16 : i64
            %330 = arith.remsi %329, %c16_i64_393 : i64
            %c8_i64_394 = arith.constant 8 : i64
            %331 = arith.remsi %330, %c8_i64_394 : i64
            %332 = arith.addi %arg6, %331 : i64
            %333 = memref.load %alloca_116[] : memref<i64>
            %334 = arith.addi %333, %328 : i64
            %cst_395 = arith.constant 0.000000e+00 : f32
            memref.store %cst_395, %alloca_169[] : memref<f32>
            %c16_i64_396 = arith.constant 16 : i64
            %335 = arith.cmpi slt, %328, %c16_i64_396 : i64
            scf.if %335 {
              %c24_i64_429 = arith.constant 24 : i64
              %381 = arith.muli %334, %c24_i64_429 : i64
              %382 = arith.addi %332, %381 : i64
              %383 = llvm.getelementptr %23[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %384 = llvm.load %383 : !llvm.ptr<1> -> f32
              memref.store %384, %alloca_169[] : memref<f32>
            }
            %thread_id_x_397 = gpu.thread_id  x
            %336 = arith.index_cast %thread_id_x_397 : index to i64
            %c16_i64_398 = arith.constant 16 : i64
            %337 = arith.remsi %336, %c16_i64_398 : i64
            %c8_i64_399 = arith.constant 8 : i64
            %338 = arith.divsi %337, %c8_i64_399 : i64
            %c10_i64 = arith.constant 10 : i64
            %339 = arith.addi %338, %c10_i64 : i64
            %thread_id_x_400 = gpu.thread_id  x
            %340 = arith.index_cast %thread_id_x_400 : index to i64
            %c16_i64_401 = arith.constant 16 : i64
            %341 = arith.remsi %340, %c16_i64_401 : i64
            %c8_i64_402 = arith.constant 8 : i64
            %342 = arith.remsi %341, %c8_i64_402 : i64
            %343 = arith.addi %arg6, %342 : i64
            %344 = memref.load %alloca_116[] : memref<i64>
            %345 = arith.addi %344, %339 : i64
            %cst_403 = arith.constant 0.000000e+00 : f32
            memref.store %cst_403, %alloca_170[] : memref<f32>
            %c16_i64_404 = arith.constant 16 : i64
            %346 = arith.cmpi slt, %339, %c16_i64_404 : i64
            scf.if %346 {
              %c24_i64_429 = arith.constant 24 : i64
              %381 = arith.muli %345, %c24_i64_429 : i64
              %382 = arith.addi %343, %381 : i64
              %383 = llvm.getelementptr %23[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %384 = llvm.load %383 : !llvm.ptr<1> -> f32
              memref.store %384, %alloca_170[] : memref<f32>
            }
            %thread_id_x_405 = gpu.thread_id  x
            %347 = arith.index_cast %thread_id_x_405 : index to i64
            %c16_i64_406 = arith.constant 16 : i64
            %348 = arith.remsi %347, %c16_i64_406 : i64
            %c8_i64_407 = arith.constant 8 : i64
            %349 = arith.divsi %348, %c8_i64_407 : i64
            %c12_i64 = arith.constant 12 : i64
            %350 = arith.addi %349, %c12_i64 : i64
            %thread_id_x_408 = gpu.thread_id  x
            %351 = arith.index_cast %thread_id_x_408 : index to i64
            %c16_i64_409 = arith.constant 16 : i64
            %352 = arith.remsi %351, %c16_i64_409 : i64
            %c8_i64_410 = arith.constant 8 : i64
            %353 = arith.remsi %352, %c8_i64_410 : i64
            %354 = arith.addi %arg6, %353 : i64
            %355 = memref.load %alloca_116[] : memref<i64>
            %356 = arith.addi %355, %350 : i64
            %cst_411 = arith.constant 0.000000e+00 : f32
            memref.store %cst_411, %alloca_171[] : memref<f32>
            %c16_i64_412 = arith.constant 16 : i64
            %357 = arith.cmpi slt, %350, %c16_i64_412 : i64
            scf.if %357 {
              %c24_i64_429 = arith.constant 24 : i64
              %381 = arith.muli %356, %c24_i64_429 : i64
              %382 = arith.addi %354, %381 : i64
              %383 = llvm.getelementptr %23[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %384 = llvm.load %383 : !llvm.ptr<1> -> f32
              memref.store %384, %alloca_171[] : memref<f32>
            }
            %thread_id_x_413 = gpu.thread_id  x
            %358 = arith.index_cast %thread_id_x_413 : index to i64
            %c16_i64_414 = arith.constant 16 : i64
            %359 = arith.remsi %358, %c16_i64_414 : i64
            %c8_i64_415 = arith.constant 8 : i64
            %360 = arith.divsi %359, %c8_i64_415 : i64
            %c14_i64 = arith.constant 14 : i64
            %361 = arith.addi %360, %c14_i64 : i64
            %thread_id_x_416 = gpu.thread_id  x
            %362 = arith.index_cast %thread_id_x_416 : index to i64
            %c16_i64_417 = arith.constant 16 : i64
            %363 = arith.remsi %362, %c16_i64_417 : i64
            %c8_i64_418 = arith.constant 8 : i64
            %364 = arith.remsi %363, %c8_i64_418 : i64
            %365 = arith.addi %arg6, %364 : i64
            %366 = memref.load %alloca_116[] : memref<i64>
            %367 = arith.addi %366, %361 : i64
            %cst_419 = arith.constant 0.000000e+00 : f32
            memref.store %cst_419, %alloca_172[] : memref<f32>
            %c16_i64_420 = arith.constant 16 : i64
            %368 = arith.cmpi slt, %361, %c16_i64_420 : i64
            scf.if %368 {
              %c24_i64_429 = arith.constant 24 : i64
              %381 = arith.muli %367, %c24_i64_429 : i64
              %382 = arith.addi %365, %381 : i64
              %383 = llvm.getelementptr %23[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %384 = llvm.load %383 : !llvm.ptr<1> -> f32
              memref.store %384, %alloca_172[] : memref<f32>
            }
            %thread_id_x_421 = gpu.thread_id  x
            %369 = arith.index_cast %thread_id_x_421 : index to i64
            %c16_i64_422 = arith.constant 16 : i64
            %370 = arith.divsi %369, %c16_i64_422 : i64
            %c2_i64_423 = arith.constant 2 : i64
            %thread_id_y_424 = gpu.thread_id  y
            %371 = arith.index_cast %thread_id_y_424 : index to i64
            %372 = arith.muli %c2_i64_423, %371 : i64
            %373 = arith.addi %370, %372 : i64
            %c256_i64 = arith.constant 256 : i64
            %374 = arith.muli %373, %c256_i64 : i64
            memref.store %374, %alloca_173[] : memref<i64>
            %thread_id_x_425 = gpu.thread_id  x
            %375 = arith.index_cast %thread_id_x_425 : index to i64
            %c16_i64_426 = arith.constant 16 : i64
            %376 = arith.divsi %375, %c16_i64_426 : i64
            %c2_i64_427 = arith.constant 2 : i64
            %thread_id_y_428 = gpu.thread_id  y
            %377 = arith.index_cast %thread_id_y_428 : index to i64
            %378 = arith.muli %c2_i64_427, %377 : i64
            %379 = arith.addi %376, %378 : i64
            %c128_i64 = arith.constant 128 : i64
            %380 = arith.muli %379, %c128_i64 : i64
            memref.store %380, %alloca_174[] : memref<i64>
          }
          gpu.barrier
          scf.if %51 {
            %thread_id_x_225 = gpu.thread_id  x
            %52 = arith.index_cast %thread_id_x_225 : index to i64
            %c16_i64_226 = arith.constant 16 : i64
            %53 = arith.remsi %52, %c16_i64_226 : i64
            %c16_i64_227 = arith.constant 16 : i64
            %54 = arith.divsi %53, %c16_i64_227 : i64
            %thread_id_x_228 = gpu.thread_id  x
            %55 = arith.index_cast %thread_id_x_228 : index to i64
            %c16_i64_229 = arith.constant 16 : i64
            %56 = arith.remsi %55, %c16_i64_229 : i64
            %c16_i64_230 = arith.constant 16 : i64
            %57 = arith.remsi %56, %c16_i64_230 : i64
            %58 = memref.load %alloca_149[] : memref<f32>
            %59 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %60 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_231 = arith.constant 32 : i64
            %61 = arith.muli %54, %c32_i64_231 : i64
            %62 = arith.addi %57, %61 : i64
            %63 = arith.addi %60, %62 : i64
            %64 = llvm.getelementptr %59[%63] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %58, %64 : f32, !llvm.ptr<3>
            %thread_id_x_232 = gpu.thread_id  x
            %65 = arith.index_cast %thread_id_x_232 : index to i64
            %c16_i64_233 = arith.constant 16 : i64
            %66 = arith.remsi %65, %c16_i64_233 : i64
            %c16_i64_234 = arith.constant 16 : i64
            %67 = arith.divsi %66, %c16_i64_234 : i64
            %c1_i64 = arith.constant 1 : i64
            %68 = arith.addi %67, %c1_i64 : i64
            %thread_id_x_235 = gpu.thread_id  x
            %69 = arith.index_cast %thread_id_x_235 : index to i64
            %c16_i64_236 = arith.constant 16 : i64
            %70 = arith.remsi %69, %c16_i64_236 : i64
            %c16_i64_237 = arith.constant 16 : i64
            %71 = arith.remsi %70, %c16_i64_237 : i64
            %72 = memref.load %alloca_150[] : memref<f32>
            %73 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %74 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_238 = arith.constant 32 : i64
            %75 = arith.muli %68, %c32_i64_238 : i64
            %76 = arith.addi %71, %75 : i64
            %77 = arith.addi %74, %76 : i64
            %78 = llvm.getelementptr %73[%77] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %72, %78 : f32, !llvm.ptr<3>
            %thread_id_x_239 = gpu.thread_id  x
            %79 = arith.index_cast %thread_id_x_239 : index to i64
            %c16_i64_240 = arith.constant 16 : i64
            %80 = arith.remsi %79, %c16_i64_240 : i64
            %c16_i64_241 = arith.constant 16 : i64
            %81 = arith.divsi %80, %c16_i64_241 : i64
            %c2_i64_242 = arith.constant 2 : i64
            %82 = arith.addi %81, %c2_i64_242 : i64
            %thread_id_x_243 = gpu.thread_id  x
            %83 = arith.index_cast %thread_id_x_243 : index to i64
            %c16_i64_244 = arith.constant 16 : i64
            %84 = arith.remsi %83, %c16_i64_244 : i64
            %c16_i64_245 = arith.constant 16 : i64
            %85 = arith.remsi %84, %c16_i64_245 : i64
            %86 = memref.load %alloca_151[] : memref<f32>
            %87 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %88 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_246 = arith.constant 32 : i64
            %89 = arith.muli %82, %c32_i64_246 : i64
            %90 = arith.addi %85, %89 : i64
            %91 = arith.addi %88, %90 : i64
            %92 = llvm.getelementptr %87[%91] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %86, %92 : f32, !llvm.ptr<3>
            %thread_id_x_247 = gpu.thread_id  x
            %93 = arith.index_cast %thread_id_x_247 : index to i64
            %c16_i64_248 = arith.constant 16 : i64
            %94 = arith.remsi %93, %c16_i64_248 : i64
            %c16_i64_249 = arith.constant 16 : i64
            %95 = arith.divsi %94, %c16_i64_249 : i64
            %c3_i64 = arith.constant 3 : i64
            %96 = arith.addi %95, %c3_i64 : i64
            %thread_id_x_250 = gpu.thread_id  x
            %97 = arith.index_cast %thread_id_x_250 : index to i64
            %c16_i64_251 = arith.constant 16 : i64
            %98 = arith.remsi %97, %c16_i64_251 : i64
            %c16_i64_252 = arith.constant 16 : i64
            %99 = arith.remsi %98, %c16_i64_252 : i64
            %100 = memref.load %alloca_152[] : memref<f32>
            %101 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %102 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_253 = arith.constant 32 : i64
            %103 = arith.muli %96, %c32_i64_253 : i64
            %104 = arith.addi %99, %103 : i64
            %105 = arith.addi %102, %104 : i64
            %106 = llvm.getelementptr %101[%105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %100, %106 : f32, !llvm.ptr<3>
            %thread_id_x_254 = gpu.thread_id  x
            %107 = arith.index_cast %thread_id_x_254 : index to i64
            %c16_i64_255 = arith.constant 16 : i64
            %108 = arith.remsi %107, %c16_i64_255 : i64
            %c16_i64_256 = arith.constant 16 : i64
            %109 = arith.divsi %108, %c16_i64_256 : i64
            %c4_i64_257 = arith.constant 4 : i64
            %110 = arith.addi %109, %c4_i64_257 : i64
            %thread_id_x_258 = gpu.thread_id  x
            %111 = arith.index_cast %thread_id_x_258 : index to i64
            %c16_i64_259 = arith.constant 16 : i64
            %112 = arith.remsi %111, %c16_i64_259 : i64
            %c16_i64_260 = arith.constant 16 : i64
            %113 = arith.remsi %112, %c16_i64_260 : i64
            %114 = memref.load %alloca_153[] : memref<f32>
            %115 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %116 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_261 = arith.constant 32 : i64
            %117 = arith.muli %110, %c32_i64_261 : i64
            %118 = arith.addi %113, %117 : i64
            %119 = arith.addi %116, %118 : i64
            %120 = llvm.getelementptr %115[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %114, %120 : f32, !llvm.ptr<3>
            %thread_id_x_262 = gpu.thread_id  x
            %121 = arith.index_cast %thread_id_x_262 : index to i64
            %c16_i64_263 = arith.constant 16 : i64
            %122 = arith.remsi %121, %c16_i64_263 : i64
            %c16_i64_264 = arith.constant 16 : i64
            %123 = arith.divsi %122, %c16_i64_264 : i64
            %c5_i64 = arith.constant 5 : i64
            %124 = arith.addi %123, %c5_i64 : i64
            %thread_id_x_265 = gpu.thread_id  x
            %125 = arith.index_cast %thread_id_x_265 : index to i64
            %c16_i64_266 = arith.constant 16 : i64
            %126 = arith.remsi %125, %c16_i64_266 : i64
            %c16_i64_267 = arith.constant 16 : i64
            %127 = arith.remsi %126, %c16_i64_267 : i64
            %128 = memref.load %alloca_154[] : memref<f32>
            %129 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %130 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_268 = arith.constant 32 : i64
            %131 = arith.muli %124, %c32_i64_268 : i64
            %132 = arith.addi %127, %131 : i64
            %133 = arith.addi %130, %132 : i64
            %134 = llvm.getelementptr %129[%133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %128, %134 : f32, !llvm.ptr<3>
            %thread_id_x_269 = gpu.thread_id  x
            %135 = arith.index_cast %thread_id_x_269 : index to i64
            %c16_i64_270 = arith.constant 16 : i64
            %136 = arith.remsi %135, %c16_i64_270 : i64
            %c16_i64_271 = arith.constant 16 : i64
            %137 = arith.divsi %136, %c16_i64_271 : i64
            %c6_i64 = arith.constant 6 : i64
            %138 = arith.addi %137, %c6_i64 : i64
            %thread_id_x_272 = gpu.thread_id  x
            %139 = arith.index_cast %thread_id_x_272 : index to i64
            %c16_i64_273 = arith.constant 16 : i64
            %140 = arith.remsi %139, %c16_i64_273 : i64
            %c16_i64_274 = arith.constant 16 : i64
            %141 = arith.remsi %140, %c16_i64_274 : i64
            %142 = memref.load %alloca_155[] : memref<f32>
            %143 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %144 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_275 = arith.constant 32 : i64
            %145 = arith.muli %138, %c32_i64_275 : i64
            %146 = arith.addi %141, %145 : i64
            %147 = arith.addi %144, %146 : i64
            %148 = llvm.getelementptr %143[%147] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %142, %148 : f32, !llvm.ptr<3>
            %thread_id_x_276 = gpu.thread_id  x
            %149 = arith.index_cast %thread_id_x_276 : index to i64
            %c16_i64_277 = arith.constant 16 : i64
            %150 = arith.remsi %149, %c16_i64_277 : i64
            %c16_i64_278 = arith.constant 16 : i64
            %151 = arith.divsi %150, %c16_i64_278 : i64
            %c7_i64 = arith.constant 7 : i64
            %152 = arith.addi %151, %c7_i64 : i64
            %thread_id_x_279 = gpu.thread_id  x
            %153 = arith.index_cast %thread_id_x_279 : index to i64
            %c16_i64_280 = arith.constant 16 : i64
            %154 = arith.remsi %153, %c16_i64_280 : i64
            %c16_i64_281 = arith.constant 16 : i64
            %155 = arith.remsi %154, %c16_i64_281 : i64
            %156 = memref.load %alloca_156[] : memref<f32>
            %157 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %158 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_282 = arith.constant 32 : i64
            %159 = arith.muli %152, %c32_i64_282 : i64
            %160 = arith.addi %155, %159 : i64
            %161 = arith.addi %158, %160 : i64
            %162 = llvm.getelementptr %157[%161] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %156, %162 : f32, !llvm.ptr<3>
            %thread_id_x_283 = gpu.thread_id  x
            %163 = arith.index_cast %thread_id_x_283 : index to i64
            %c16_i64_284 = arith.constant 16 : i64
            %164 = arith.remsi %163, %c16_i64_284 : i64
            %c16_i64_285 = arith.constant 16 : i64
            %165 = arith.divsi %164, %c16_i64_285 : i64
            %thread_id_x_286 = gpu.thread_id  x
            %166 = arith.index_cast %thread_id_x_286 : index to i64
            %c16_i64_287 = arith.constant 16 : i64
            %167 = arith.remsi %166, %c16_i64_287 : i64
            %c16_i64_288 = arith.constant 16 : i64
            %168 = arith.remsi %167, %c16_i64_288 : i64
            %c16_i64_289 = arith.constant 16 : i64
            %169 = arith.addi %168, %c16_i64_289 : i64
            %170 = memref.load %alloca_157[] : memref<f32>
            %171 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %172 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_290 = arith.constant 32 : i64
            %173 = arith.muli %165, %c32_i64_290 : i64
            %174 = arith.addi %169, %173 : i64
            %175 = arith.addi %172, %174 : i64
            %176 = llvm.getelementptr %171[%175] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %170, %176 : f32, !llvm.ptr<3>
            %thread_id_x_291 = gpu.thread_id  x
            %177 = arith.index_cast %thread_id_x_291 : index to i64
            %c16_i64_292 = arith.constant 16 : i64
            %178 = arith.remsi %177, %c16_i64_292 : i64
            %c16_i64_293 = arith.constant 16 : i64
            %179 = arith.divsi %178, %c16_i64_293 : i64
            %c1_i64_294 = arith.constant 1 : i64
            %180 = arith.addi %179, %c1_i64_294 : i64
            %thread_id_x_295 = gpu.thread_id  x
            %181 = arith.index_cast %thread_id_x_295 : index to i64
            %c16_i64_296 = arith.constant 16 : i64
            %182 = arith.remsi %181, %c16_i64_296 : i64
            %c16_i64_297 = arith.constant 16 : i64
            %183 = arith.remsi %182, %c16_i64_297 : i64
            %c16_i64_298 = arith.constant 16 : i64
            %184 = arith.addi %183, %c16_i64_298 : i64
            %185 = memref.load %alloca_158[] : memref<f32>
            %186 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %187 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_299 = arith.constant 32 : i64
            %188 = arith.muli %180, %c32_i64_299 : i64
            %189 = arith.addi %184, %188 : i64
            %190 = arith.addi %187, %189 : i64
            %191 = llvm.getelementptr %186[%190] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %185, %191 : f32, !llvm.ptr<3>
            %thread_id_x_300 = gpu.thread_id  x
            %192 = arith.index_cast %thread_id_x_300 : index to i64
            %c16_i64_301 = arith.constant 16 : i64
            %193 = arith.remsi %192, %c16_i64_301 : i64
            %c16_i64_302 = arith.constant 16 : i64
            %194 = arith.divsi %193, %c16_i64_302 : i64
            %c2_i64_303 = arith.constant 2 : i64
            %195 = arith.addi %194, %c2_i64_303 : i64
            %thread_id_x_304 = gpu.thread_id  x
            %196 = arith.index_cast %thread_id_x_304 : index to i64
            %c16_i64_305 = arith.constant 16 : i64
            %197 = arith.remsi %196, %c16_i64_305 : i64
            %c16_i64_306 = arith.constant 16 : i64
            %198 = arith.remsi %197, %c16_i64_306 : i64
            %c16_i64_307 = arith.constant 16 : i64
            %199 = arith.addi %198, %c16_i64_307 : i64
            %200 = memref.load %alloca_159[] : memref<f32>
            %201 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %202 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_308 = arith.constant 32 : i64
            %203 = arith.muli %195, %c32_i64_308 : i64
            %204 = arith.addi %199, %203 : i64
            %205 = arith.addi %202, %204 : i64
            %206 = llvm.getelementptr %201[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %200, %206 : f32, !llvm.ptr<3>
            %thread_id_x_309 = gpu.thread_id  x
            %207 = arith.index_cast %thread_id_x_309 : index to i64
            %c16_i64_310 = arith.constant 16 : i64
            %208 = arith.remsi %207, %c16_i64_310 : i64
            %c16_i64_311 = arith.constant 16 : i64
            %209 = arith.divsi %208, %c16_i64_311 : i64
            %c3_i64_312 = arith.constant 3 : i64
            %210 = arith.addi %209, %c3_i64_312 : i64
            %thread_id_x_313 = gpu.thread_id  x
            %211 = arith.index_cast %thread_id_x_313 : index to i64
            %c16_i64_314 = arith.constant 16 : i64
            %212 = arith.remsi %211, %c16_i64_314 : i64
            %c16_i64_315 = arith.constant 16 : i64
            %213 = arith.remsi %212, %c16_i64_315 : i64
            %c16_i64_316 = arith.constant 16 : i64
            %214 = arith.addi %213, %c16_i64_316 : i64
            %215 = memref.load %alloca_160[] : memref<f32>
            %216 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %217 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_317 = arith.constant 32 : i64
            %218 = arith.muli %210, %c32_i64_317 : i64
            %219 = arith.addi %214, %218 : i64
            %220 = arith.addi %217, %219 : i64
            %221 = llvm.getelementptr %216[%220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %215, %221 : f32, !llvm.ptr<3>
            %thread_id_x_318 = gpu.thread_id  x
            %222 = arith.index_cast %thread_id_x_318 : index to i64
            %c16_i64_319 = arith.constant 16 : i64
            %223 = arith.remsi %222, %c16_i64_319 : i64
            %c16_i64_320 = arith.constant 16 : i64
            %224 = arith.divsi %223, %c16_i64_320 : i64
            %c4_i64_321 = arith.constant 4 : i64
            %225 = arith.addi %224, %c4_i64_321 : i64
            %thread_id_x_322 = gpu.thread_id  x
            %226 = arith.index_cast %thread_id_x_322 : index to i64
            %c16_i64_323 = arith.constant 16 : i64
            %227 = arith.remsi %226, %c16_i64_323 : i64
            %c16_i64_324 = arith.constant 16 : i64
            %228 = arith.remsi %227, %c16_i64_324 : i64
            %c16_i64_325 = arith.constant 16 : i64
            %229 = arith.addi %228, %c16_i64_325 : i64
            %230 = memref.load %alloca_161[] : memref<f32>
            %231 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %232 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_326 = arith.constant 32 : i64
            %233 = arith.muli %225, %c32_i64_326 : i64
            %234 = arith.addi %229, %233 : i64
            %235 = arith.addi %232, %234 : i64
            %236 = llvm.getelementptr %231[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %230, %236 : f32, !llvm.ptr<3>
            %thread_id_x_327 = gpu.thread_id  x
            %237 = arith.index_cast %thread_id_x_327 : index to i64
            %c16_i64_328 = arith.constant 16 : i64
            %238 = arith.remsi %237, %c16_i64_328 : i64
            %c16_i64_329 = arith.constant 16 : i64
            %239 = arith.divsi %238, %c16_i64_329 : i64
            %c5_i64_330 = arith.constant 5 : i64
            %240 = arith.addi %239, %c5_i64_330 : i64
            %thread_id_x_331 = gpu.thread_id  x
            %241 = arith.index_cast %thread_id_x_331 : index to i64
            %c16_i64_332 = arith.constant 16 : i64
            %242 = arith.remsi %241, %c16_i64_332 : i64
            %c16_i64_333 = arith.constant 16 : i64
            %243 = arith.remsi %242, %c16_i64_333 : i64
            %c16_i64_334 = arith.constant 16 : i64
            %244 = arith.addi %243, %c16_i64_334 : i64
            %245 = memref.load %alloca_162[] : memref<f32>
            %246 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %247 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_335 = arith.constant 32 : i64
            %248 = arith.muli %240, %c32_i64_335 : i64
            %249 = arith.addi %244, %248 : i64
            %250 = arith.addi %247, %249 : i64
            %251 = llvm.getelementptr %246[%250] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %245, %251 : f32, !llvm.ptr<3>
            %thread_id_x_336 = gpu.thread_id  x
            %252 = arith.index_cast %thread_id_x_336 : index to i64
            %c16_i64_337 = arith.constant 16 : i64
            %253 = arith.remsi %252, %c16_i64_337 : i64
            %c16_i64_338 = arith.constant 16 : i64
            %254 = arith.divsi %253, %c16_i64_338 : i64
            %c6_i64_339 = arith.constant 6 : i64
            %255 = arith.addi %254, %c6_i64_339 : i64
            %thread_id_x_340 = gpu.thread_id  x
            %256 = arith.index_cast %thread_id_x_340 : index to i64
            %c16_i64_341 = arith.constant 16 : i64
            %257 = arith.remsi %256, %c16_i64_341 : i64
            %c16_i64_342 = arith.constant 16 : i64
            %258 = arith.remsi %257, %c16_i64_342 : i64
            %c16_i64_343 = arith.constant 16 : i64
            %259 = arith.addi %258, %c16_i64_343 : i64
            %260 = memref.load %alloca_163[] : memref<f32>
            %261 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %262 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_344 = arith.constant 32 : i64
            %263 = arith.muli %255, %c32_i64_344 : i64
            %264 = arith.addi %259, %263 : i64
            %265 = arith.addi %262, %264 : i64
            %266 = llvm.getelementptr %261[%265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %260, %266 : f32, !llvm.ptr<3>
            %thread_id_x_345 = gpu.thread_id  x
            %267 = arith.index_cast %thread_id_x_345 : index to i64
            %c16_i64_346 = arith.constant 16 : i64
            %268 = arith.remsi %267, %c16_i64_346 : i64
            %c16_i64_347 = arith.constant 16 : i64
            %269 = arith.divsi %268, %c16_i64_347 : i64
            %c7_i64_348 = arith.constant 7 : i64
            %270 = arith.addi %269, %c7_i64_348 : i64
            %thread_id_x_349 = gpu.thread_id  x
            %271 = arith.index_cast %thread_id_x_349 : index to i64
            %c16_i64_350 = arith.constant 16 : i64
            %272 = arith.remsi %271, %c16_i64_350 : i64
            %c16_i64_351 = arith.constant 16 : i64
            %273 = arith.remsi %272, %c16_i64_351 : i64
            %c16_i64_352 = arith.constant 16 : i64
            %274 = arith.addi %273, %c16_i64_352 : i64
            %275 = memref.load %alloca_164[] : memref<f32>
            %276 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
            %277 = memref.load %alloca_173[] : memref<i64>
            %c32_i64_353 = arith.constant 32 : i64
            %278 = arith.muli %270, %c32_i64_353 : i64
            %279 = arith.addi %274, %278 : i64
            %280 = arith.addi %277, %279 : i64
            %281 = llvm.getelementptr %276[%280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %275, %281 : f32, !llvm.ptr<3>
            %thread_id_x_354 = gpu.thread_id  x
            %282 = arith.index_cast %thread_id_x_354 : index to i64
            %c16_i64_355 = arith.constant 16 : i64
            %283 = arith.remsi %282, %c16_i64_355 : i64
            %c8_i64_356 = arith.constant 8 : i64
            %284 = arith.divsi %283, %c8_i64_356 : i64
            %thread_id_x_357 = gpu.thread_id  x
            %285 = arith.index_cast %thread_id_x_357 : index to i64
            %c16_i64_358 = arith.constant 16 : i64
            %286 = arith.remsi %285, %c16_i64_358 : i64
            %c8_i64_359 = arith.constant 8 : i64
            %287 = arith.remsi %286, %c8_i64_359 : i64
            %c16_i64_360 = arith.constant 16 : i64
            %288 = arith.cmpi slt, %284, %c16_i64_360 : i64
            scf.if %288 {
              %345 = memref.load %alloca_165[] : memref<f32>
              %346 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %347 = llvm.getelementptr %346[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %348 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_414 = arith.constant 8 : i64
              %349 = arith.muli %284, %c8_i64_414 : i64
              %350 = arith.addi %287, %349 : i64
              %351 = arith.addi %348, %350 : i64
              %352 = llvm.getelementptr %347[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              llvm.store %345, %352 : f32, !llvm.ptr<3>
            }
            %thread_id_x_361 = gpu.thread_id  x
            %289 = arith.index_cast %thread_id_x_361 : index to i64
            %c16_i64_362 = arith.constant 16 : i64
            %290 = arith.remsi %289, %c16_i64_362 : i64
            %c8_i64_363 = arith.constant 8 : i64
            %291 = arith.divsi %290, %c8_i64_363 : i64
            %c2_i64_364 = arith.constant 2 : i64
            %292 = arith.addi %291, %c2_i64_364 : i64
            %thread_id_x_365 = gpu.thread_id  x
            %293 = arith.index_cast %thread_id_x_365 : index to i64
            %c16_i64_366 = arith.constant 16 : i64
            %294 = arith.remsi %293, %c16_i64_366 : i64
            %c8_i64_367 = arith.constant 8 : i64
            %295 = arith.remsi %294, %c8_i64_367 : i64
            %c16_i64_368 = arith.constant 16 : i64
            %296 = arith.cmpi slt, %292, %c16_i64_368 : i64
            scf.if %296 {
              %345 = memref.load %alloca_166[] : memref<f32>
              %346 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %347 = llvm.getelementptr %346[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %348 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_414 = arith.constant 8 : i64
              %349 = arith.muli %292, %c8_i64_414 : i64
              %350 = arith.addi %295, %349 : i64
              %351 = arith.addi %348, %350 : i64
              %352 = llvm.getelementptr %347[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              llvm.store %345, %352 : f32, !llvm.ptr<3>
            }
            %thread_id_x_369 = gpu.thread_id  x
            %297 = arith.index_cast %thread_id_x_369 : index to i64
            %c16_i64_370 = arith.constant 16 : i64
            %298 = arith.remsi %297, %c16_i64_370 : i64
            %c8_i64_371 = arith.constant 8 : i64
            %299 = arith.divsi %298, %c8_i64_371 : i64
            %c4_i64_372 = arith.constant 4 : i64
            %300 = arith.addi %299, %c4_i64_372 : i64
            %thread_id_x_373 = gpu.thread_id  x
            %301 = arith.index_cast %thread_id_x_373 : index to i64
            %c16_i64_374 = arith.constant 16 : i64
            %302 = arith.remsi %301, %c16_i64_374 : i64
            %c8_i64_375 = arith.constant 8 : i64
            %303 = arith.remsi %302, %c8_i64_375 : i64
            %c16_i64_376 = arith.constant 16 : i64
            %304 = arith.cmpi slt, %300, %c16_i64_376 : i64
            scf.if %304 {
              %345 = memref.load %alloca_167[] : memref<f32>
              %346 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %347 = llvm.getelementptr %346[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %348 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_414 = arith.constant 8 : i64
              %349 = arith.muli %300, %c8_i64_414 : i64
              %350 = arith.addi %303, %349 : i64
              %351 = arith.addi %348, %350 : i64
              %352 = llvm.getelementptr %347[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              llvm.store %345, %352 : f32, !llvm.ptr<3>
            }
            %thread_id_x_377 = gpu.thread_id  x
            %305 = arith.index_cast %thread_id_x_377 : index to i64
            %c16_i64_378 = arith.constant 16 : i64
            %306 = arith.remsi %305, %c16_i64_378 : i64
            %c8_i64_379 = arith.constant 8 : i64
            %307 = arith.divsi %306, %c8_i64_379 : i64
            %c6_i64_380 = arith.constant 6 : i64
            %308 = arith.addi %307, %c6_i64_380 : i64
            %thread_id_x_381 = gpu.thread_id  x
            %309 = arith.index_cast %thread_id_x_381 : index to i64
            %c16_i64_382 = arith.constant 16 : i64
            %310 = arith.remsi %309, %c16_i64_382 : i64
            %c8_i64_383 = arith.constant 8 : i64
            %311 = arith.remsi %310, %c8_i64_383 : i64
            %c16_i64_384 = arith.constant 16 : i64
            %312 = arith.cmpi slt, %308, %c16_i64_384 : i64
            scf.if %312 {
              %345 = memref.load %alloca_168[] : memref<f32>
              %346 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %347 = llvm.getelementptr %346[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %348 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_414 = arith.constant 8 : i64
              %349 = arith.muli %308, %c8_i64_414 : i64
              %350 = arith.addi %311, %349 : i64
              %351 = arith.addi %348, %350 : i64
              %352 = llvm.getelementptr %347[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              llvm.store %345, %352 : f32, !llvm.ptr<3>
            }
            %thread_id_x_385 = gpu.thread_id  x
            %313 = arith.index_cast %thread_id_x_385 : index to i64
            %c16_i64_386 = arith.constant 16 : i64
            %314 = arith.remsi %313, %c16_i64_386 : i64
            %c8_i64_387 = arith.constant 8 : i64
            %315 = arith.divsi %314, %c8_i64_387 : i64
            %c8_i64_388 = arith.constant 8 : i64
            %316 = arith.addi %315, %c8_i64_388 : i64
            %thread_id_x_389 = gpu.thread_id  x
            %317 = arith.index_cast %thread_id_x_389 : index to i64
            %c16_i64_390 = arith.constant 16 : i64
            %318 = arith.remsi %317, %c16_i64_390 : i64
            %c8_i64_391 = arith.constant 8 : i64
            %319 = arith.remsi %318, %c8_i64_391 : i64
            %c16_i64_392 = arith.constant 16 : i64
            %320 = arith.cmpi slt, %316, %c16_i64_392 : i64
            scf.if %320 {
              %345 = memref.load %alloca_169[] : memref<f32>
              %346 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %347 = llvm.getelementptr %346[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %348 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_414 = arith.constant 8 : i64
              %349 = arith.muli %316, %c8_i64_414 : i64
              %350 = arith.addi %319, %349 : i64
              %351 = arith.addi %348, %350 : i64
              %352 = llvm.getelementptr %347[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              llvm.store %345, %352 : f32, !llvm.ptr<3>
            }
            %thread_id_x_393 = gpu.thread_id  x
            %321 = arith.index_cast %thread_id_x_393 : index to i64
            %c16_i64_394 = arith.constant 16 : i64
            %322 = arith.remsi %321, %c16_i64_394 : i64
            %c8_i64_395 = arith.constant 8 : i64
            %323 = arith.divsi %322, %c8_i64_395 : i64
            %c10_i64 = arith.constant 10 : i64
            %324 = arith.addi %323, %c10_i64 : i64
            %thread_id_x_396 = gpu.thread_id  x
            %325 = arith.index_cast %thread_id_x_396 : index to i64
            %c16_i64_397 = arith.constant 16 : i64
            %326 = arith.remsi %325, %c16_i64_397 : i64
            %c8_i64_398 = arith.constant 8 : i64
            %327 = arith.remsi %326, %c8_i64_398 : i64
            %c16_i64_399 = arith.constant 16 : i64
            %328 = arith.cmpi slt, %324, %c16_i64_399 : i64
            scf.if %328 {
              %345 = memref.load %alloca_170[] : memref<f32>
              %346 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %347 = llvm.getelementptr %346[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %348 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_414 = arith.constant 8 : i64
              %349 = arith.muli %324, %c8_i64_414 : i64
              %350 = arith.addi %327, %349 : i64
              %351 = arith.addi %348, %350 : i64
              %352 = llvm.getelementptr %347[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              llvm.store %345, %352 : f32, !llvm.ptr<3>
            }
            %thread_id_x_400 = gpu.thread_id  x
            %329 = arith.index_cast %thread_id_x_400 : index to i64
            %c16_i64_401 = arith.constant 16 : i64
            %330 = arith.remsi %329, %c16_i64_401 : i64
            %c8_i64_402 = arith.constant 8 : i64
            %331 = arith.divsi %330, %c8_i64_402 : i64
            %c12_i64 = arith.constant 12 : i64
            %332 = arith.addi %331, %c12_i64 : i64
            %thread_id_x_403 = gpu.thread_id  x
            %333 = arith.index_cast %thread_id_x_403 : index to i64
            %c16_i64_404 = arith.constant 16 : i64
            %334 = arith.remsi %333, %c16_i64_404 : i64
            %c8_i64_405 = arith.constant 8 : i64
            %335 = arith.remsi %334, %c8_i64_405 : i64
            %c16_i64_406 = arith.constant 16 : i64
            %336 = arith.cmpi slt, %332, %c16_i64_406 : i64
            scf.if %336 {
              %345 = memref.load %alloca_171[] : memref<f32>
              %346 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %347 = llvm.getelementptr %346[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %348 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_414 = arith.constant 8 : i64
              %349 = arith.muli %332, %c8_i64_414 : i64
              %350 = arith.addi %335, %349 : i64
              %351 = arith.addi %348, %350 : i64
              %352 = llvm.getelementptr %347[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              llvm.store %345, %352 : f32, !llvm.ptr<3>
            }
            %thread_id_x_407 = gpu.thread_id  x
            %337 = arith.index_cast %thread_id_x_407 : index to i64
            %c16_i64_408 = arith.constant 16 : i64
            %338 = arith.remsi %337, %c16_i64_408 : i64
            %c8_i64_409 = arith.constant 8 : i64
            %339 = arith.divsi %338, %c8_i64_409 : i64
            %c14_i64 = arith.constant 14 : i64
            %340 = arith.addi %339, %c14_i64 : i64
            %thread_id_x_410 = gpu.thread_id  x
            %341 = arith.index_cast %thread_id_x_410 : index to i64
            %c16_i64_411 = arith.constant 16 : i64
            %342 = arith.remsi %341, %c16_i64_411 : i64
            %c8_i64_412 = arith.constant 8 : i64
            %343 = arith.remsi %342, %c8_i64_412 : i64
            %c16_i64_413 = arith.constant 16 : i64
            %344 = arith.cmpi slt, %340, %c16_i64_413 : i64
            scf.if %344 {
              %345 = memref.load %alloca_172[] : memref<f32>
              %346 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %347 = llvm.getelementptr %346[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %348 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_414 = arith.constant 8 : i64
              %349 = arith.muli %340, %c8_i64_414 : i64
              %350 = arith.addi %343, %349 : i64
              %351 = arith.addi %348, %350 : i64
              %352 = llvm.getelementptr %347[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              llvm.store %345, %352 : f32, !llvm.ptr<3>
            }
          }
          gpu.barrier
          scf.if %51 {
            %thread_id_x_225 = gpu.thread_id  x
            %52 = arith.index_cast %thread_id_x_225 : index to i64
            %c16_i64_226 = arith.constant 16 : i64
            %53 = arith.remsi %52, %c16_i64_226 : i64
            %c16_i64_227 = arith.constant 16 : i64
            %54 = arith.divsi %53, %c16_i64_227 : i64
            %thread_id_x_228 = gpu.thread_id  x
            %55 = arith.index_cast %thread_id_x_228 : index to i64
            %c16_i64_229 = arith.constant 16 : i64
            %56 = arith.remsi %55, %c16_i64_229 : i64
            %c16_i64_230 = arith.constant 16 : i64
            %57 = arith.remsi %56, %c16_i64_230 : i64
            %58 = memref.load %alloca_117[] : memref<f32>
            memref.store %58, %alloca_175[] : memref<f32>
            %c0_i64_231 = arith.constant 0 : i64
            %c8_i64_232 = arith.constant 8 : i64
            %c1_i64 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_231 to %c8_i64_232 step %c1_i64  : i64 {
              %354 = memref.load %alloca_175[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %57, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %54, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_175[] : memref<f32>
            }
            %thread_id_x_233 = gpu.thread_id  x
            %59 = arith.index_cast %thread_id_x_233 : index to i64
            %c16_i64_234 = arith.constant 16 : i64
            %60 = arith.remsi %59, %c16_i64_234 : i64
            %c16_i64_235 = arith.constant 16 : i64
            %61 = arith.divsi %60, %c16_i64_235 : i64
            %c1_i64_236 = arith.constant 1 : i64
            %62 = arith.addi %61, %c1_i64_236 : i64
            %thread_id_x_237 = gpu.thread_id  x
            %63 = arith.index_cast %thread_id_x_237 : index to i64
            %c16_i64_238 = arith.constant 16 : i64
            %64 = arith.remsi %63, %c16_i64_238 : i64
            %c16_i64_239 = arith.constant 16 : i64
            %65 = arith.remsi %64, %c16_i64_239 : i64
            %66 = memref.load %alloca_118[] : memref<f32>
            memref.store %66, %alloca_176[] : memref<f32>
            %c0_i64_240 = arith.constant 0 : i64
            %c8_i64_241 = arith.constant 8 : i64
            %c1_i64_242 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_240 to %c8_i64_241 step %c1_i64_242  : i64 {
              %354 = memref.load %alloca_176[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %65, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %62, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_176[] : memref<f32>
            }
            %thread_id_x_243 = gpu.thread_id  x
            %67 = arith.index_cast %thread_id_x_243 : index to i64
            %c16_i64_244 = arith.constant 16 : i64
            %68 = arith.remsi %67, %c16_i64_244 : i64
            %c16_i64_245 = arith.constant 16 : i64
            %69 = arith.divsi %68, %c16_i64_245 : i64
            %c2_i64_246 = arith.constant 2 : i64
            %70 = arith.addi %69, %c2_i64_246 : i64
            %thread_id_x_247 = gpu.thread_id  x
            %71 = arith.index_cast %thread_id_x_247 : index to i64
            %c16_i64_248 = arith.constant 16 : i64
            %72 = arith.remsi %71, %c16_i64_248 : i64
            %c16_i64_249 = arith.constant 16 : i64
            %73 = arith.remsi %72, %c16_i64_249 : i64
            %74 = memref.load %alloca_119[] : memref<f32>
            memref.store %74, %alloca_177[] : memref<f32>
            %c0_i64_250 = arith.constant 0 : i64
            %c8_i64_251 = arith.constant 8 : i64
            %c1_i64_252 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_250 to %c8_i64_251 step %c1_i64_252  : i64 {
              %354 = memref.load %alloca_177[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %73, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %70, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_177[] : memref<f32>
            }
            %thread_id_x_253 = gpu.thread_id  x
            %75 = arith.index_cast %thread_id_x_253 : index to i64
            %c16_i64_254 = arith.constant 16 : i64
            %76 = arith.remsi %75, %c16_i64_254 : i64
            %c16_i64_255 = arith.constant 16 : i64
            %77 = arith.divsi %76, %c16_i64_255 : i64
            %c3_i64 = arith.constant 3 : i64
            %78 = arith.addi %77, %c3_i64 : i64
            %thread_id_x_256 = gpu.thread_id  x
            %79 = arith.index_cast %thread_id_x_256 : index to i64
            %c16_i64_257 = arith.constant 16 : i64
            %80 = arith.remsi %79, %c16_i64_257 : i64
            %c16_i64_258 = arith.constant 16 : i64
            %81 = arith.remsi %80, %c16_i64_258 : i64
            %82 = memref.load %alloca_120[] : memref<f32>
            memref.store %82, %alloca_178[] : memref<f32>
            %c0_i64_259 = arith.constant 0 : i64
            %c8_i64_260 = arith.constant 8 : i64
            %c1_i64_261 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_259 to %c8_i64_260 step %c1_i64_261  : i64 {
              %354 = memref.load %alloca_178[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %81, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %78, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_178[] : memref<f32>
            }
            %thread_id_x_262 = gpu.thread_id  x
            %83 = arith.index_cast %thread_id_x_262 : index to i64
            %c16_i64_263 = arith.constant 16 : i64
            %84 = arith.remsi %83, %c16_i64_263 : i64
            %c16_i64_264 = arith.constant 16 : i64
            %85 = arith.divsi %84, %c16_i64_264 : i64
            %c4_i64_265 = arith.constant 4 : i64
            %86 = arith.addi %85, %c4_i64_265 : i64
            %thread_id_x_266 = gpu.thread_id  x
            %87 = arith.index_cast %thread_id_x_266 : index to i64
            %c16_i64_267 = arith.constant 16 : i64
            %88 = arith.remsi %87, %c16_i64_267 : i64
            %c16_i64_268 = arith.constant 16 : i64
            %89 = arith.remsi %88, %c16_i64_268 : i64
            %90 = memref.load %alloca_121[] : memref<f32>
            memref.store %90, %alloca_179[] : memref<f32>
            %c0_i64_269 = arith.constant 0 : i64
            %c8_i64_270 = arith.constant 8 : i64
            %c1_i64_271 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_269 to %c8_i64_270 step %c1_i64_271  : i64 {
              %354 = memref.load %alloca_179[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %89, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %86, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_179[] : memref<f32>
            }
            %thread_id_x_272 = gpu.thread_id  x
            %91 = arith.index_cast %thread_id_x_272 : index to i64
            %c16_i64_273 = arith.constant 16 : i64
            %92 = arith.remsi %91, %c16_i64_273 : i64
            %c16_i64_274 = arith.constant 16 : i64
            %93 = arith.divsi %92, %c16_i64_274 : i64
            %c5_i64 = arith.constant 5 : i64
            %94 = arith.addi %93, %c5_i64 : i64
            %thread_id_x_275 = gpu.thread_id  x
            %95 = arith.index_cast %thread_id_x_275 : index to i64
            %c16_i64_276 = arith.constant 16 : i64
            %96 = arith.remsi %95, %c16_i64_276 : i64
            %c16_i64_277 = arith.constant 16 : i64
            %97 = arith.remsi %96, %c16_i64_277 : i64
            %98 = memref.load %alloca_122[] : memref<f32>
            memref.store %98, %alloca_180[] : memref<f32>
            %c0_i64_278 = arith.constant 0 : i64
            %c8_i64_279 = arith.constant 8 : i64
            %c1_i64_280 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_278 to %c8_i64_279 step %c1_i64_280  : i64 {
              %354 = memref.load %alloca_180[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %97, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %94, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_180[] : memref<f32>
            }
            %thread_id_x_281 = gpu.thread_id  x
            %99 = arith.index_cast %thread_id_x_281 : index to i64
            %c16_i64_282 = arith.constant 16 : i64
            %100 = arith.remsi %99, %c16_i64_282 : i64
            %c16_i64_283 = arith.constant 16 : i64
            %101 = arith.divsi %100, %c16_i64_283 : i64
            %c6_i64 = arith.constant 6 : i64
            %102 = arith.addi %101, %c6_i64 : i64
            %thread_id_x_284 = gpu.thread_id  x
            %103 = arith.index_cast %thread_id_x_284 : index to i64
            %c16_i64_285 = arith.constant 16 : i64
            %104 = arith.remsi %103, %c16_i64_285 : i64
            %c16_i64_286 = arith.constant 16 : i64
            %105 = arith.remsi %104, %c16_i64_286 : i64
            %106 = memref.load %alloca_123[] : memref<f32>
            memref.store %106, %alloca_181[] : memref<f32>
            %c0_i64_287 = arith.constant 0 : i64
            %c8_i64_288 = arith.constant 8 : i64
            %c1_i64_289 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_287 to %c8_i64_288 step %c1_i64_289  : i64 {
              %354 = memref.load %alloca_181[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %105, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %102, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_181[] : memref<f32>
            }
            %thread_id_x_290 = gpu.thread_id  x
            %107 = arith.index_cast %thread_id_x_290 : index to i64
            %c16_i64_291 = arith.constant 16 : i64
            %108 = arith.remsi %107, %c16_i64_291 : i64
            %c16_i64_292 = arith.constant 16 : i64
            %109 = arith.divsi %108, %c16_i64_292 : i64
            %c7_i64 = arith.constant 7 : i64
            %110 = arith.addi %109, %c7_i64 : i64
            %thread_id_x_293 = gpu.thread_id  x
            %111 = arith.index_cast %thread_id_x_293 : index to i64
            %c16_i64_294 = arith.constant 16 : i64
            %112 = arith.remsi %111, %c16_i64_294 : i64
            %c16_i64_295 = arith.constant 16 : i64
            %113 = arith.remsi %112, %c16_i64_295 : i64
            %114 = memref.load %alloca_124[] : memref<f32>
            memref.store %114, %alloca_182[] : memref<f32>
            %c0_i64_296 = arith.constant 0 : i64
            %c8_i64_297 = arith.constant 8 : i64
            %c1_i64_298 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_296 to %c8_i64_297 step %c1_i64_298  : i64 {
              %354 = memref.load %alloca_182[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %113, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %110, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_182[] : memref<f32>
            }
            %thread_id_x_299 = gpu.thread_id  x
            %115 = arith.index_cast %thread_id_x_299 : index to i64
            %c16_i64_300 = arith.constant 16 : i64
            %116 = arith.remsi %115, %c16_i64_300 : i64
            %c16_i64_301 = arith.constant 16 : i64
            %117 = arith.divsi %116, %c16_i64_301 : i64
            %c8_i64_302 = arith.constant 8 : i64
            %118 = arith.addi %117, %c8_i64_302 : i64
            %thread_id_x_303 = gpu.thread_id  x
            %119 = arith.index_cast %thread_id_x_303 : index to i64
            %c16_i64_304 = arith.constant 16 : i64
            %120 = arith.remsi %119, %c16_i64_304 : i64
            %c16_i64_305 = arith.constant 16 : i64
            %121 = arith.remsi %120, %c16_i64_305 : i64
            %122 = memref.load %alloca_125[] : memref<f32>
            memref.store %122, %alloca_183[] : memref<f32>
            %c0_i64_306 = arith.constant 0 : i64
            %c8_i64_307 = arith.constant 8 : i64
            %c1_i64_308 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_306 to %c8_i64_307 step %c1_i64_308  : i64 {
              %354 = memref.load %alloca_183[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %121, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %118, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_183[] : memref<f32>
            }
            %thread_id_x_309 = gpu.thread_id  x
            %123 = arith.index_cast %thread_id_x_309 : index to i64
            %c16_i64_310 = arith.constant 16 : i64
            %124 = arith.remsi %123, %c16_i64_310 : i64
            %c16_i64_311 = arith.constant 16 : i64
            %125 = arith.divsi %124, %c16_i64_311 : i64
            %c9_i64 = arith.constant 9 : i64
            %126 = arith.addi %125, %c9_i64 : i64
            %thread_id_x_312 = gpu.thread_id  x
            %127 = arith.index_cast %thread_id_x_312 : index to i64
            %c16_i64_313 = arith.constant 16 : i64
            %128 = arith.remsi %127, %c16_i64_313 : i64
            %c16_i64_314 = arith.constant 16 : i64
            %129 = arith.remsi %128, %c16_i64_314 : i64
            %130 = memref.load %alloca_126[] : memref<f32>
            memref.store %130, %alloca_184[] : memref<f32>
            %c0_i64_315 = arith.constant 0 : i64
            %c8_i64_316 = arith.constant 8 : i64
            %c1_i64_317 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_315 to %c8_i64_316 step %c1_i64_317  : i64 {
              %354 = memref.load %alloca_184[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %129, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %126, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_184[] : memref<f32>
            }
            %thread_id_x_318 = gpu.thread_id  x
            %131 = arith.index_cast %thread_id_x_318 : index to i64
            %c16_i64_319 = arith.constant 16 : i64
            %132 = arith.remsi %131, %c16_i64_319 : i64
            %c16_i64_320 = arith.constant 16 : i64
            %133 = arith.divsi %132, %c16_i64_320 : i64
            %c10_i64 = arith.constant 10 : i64
            %134 = arith.addi %133, %c10_i64 : i64
            %thread_id_x_321 = gpu.thread_id  x
            %135 = arith.index_cast %thread_id_x_321 : index to i64
            %c16_i64_322 = arith.constant 16 : i64
            %136 = arith.remsi %135, %c16_i64_322 : i64
            %c16_i64_323 = arith.constant 16 : i64
            %137 = arith.remsi %136, %c16_i64_323 : i64
            %138 = memref.load %alloca_127[] : memref<f32>
            memref.store %138, %alloca_185[] : memref<f32>
            %c0_i64_324 = arith.constant 0 : i64
            %c8_i64_325 = arith.constant 8 : i64
            %c1_i64_326 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_324 to %c8_i64_325 step %c1_i64_326  : i64 {
              %354 = memref.load %alloca_185[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %137, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %134, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_185[] : memref<f32>
            }
            %thread_id_x_327 = gpu.thread_id  x
            %139 = arith.index_cast %thread_id_x_327 : index to i64
            %c16_i64_328 = arith.constant 16 : i64
            %140 = arith.remsi %139, %c16_i64_328 : i64
            %c16_i64_329 = arith.constant 16 : i64
            %141 = arith.divsi %140, %c16_i64_329 : i64
            %c11_i64 = arith.constant 11 : i64
            %142 = arith.addi %141, %c11_i64 : i64
            %thread_id_x_330 = gpu.thread_id  x
            %143 = arith.index_cast %thread_id_x_330 : index to i64
            %c16_i64_331 = arith.constant 16 : i64
            %144 = arith.remsi %143, %c16_i64_331 : i64
            %c16_i64_332 = arith.constant 16 : i64
            %145 = arith.remsi %144, %c16_i64_332 : i64
            %146 = memref.load %alloca_128[] : memref<f32>
            memref.store %146, %alloca_186[] : memref<f32>
            %c0_i64_333 = arith.constant 0 : i64
            %c8_i64_334 = arith.constant 8 : i64
            %c1_i64_335 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_333 to %c8_i64_334 step %c1_i64_335  : i64 {
              %354 = memref.load %alloca_186[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %145, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %142, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_186[] : memref<f32>
            }
            %thread_id_x_336 = gpu.thread_id  x
            %147 = arith.index_cast %thread_id_x_336 : index to i64
            %c16_i64_337 = arith.constant 16 : i64
            %148 = arith.remsi %147, %c16_i64_337 : i64
            %c16_i64_338 = arith.constant 16 : i64
            %149 = arith.divsi %148, %c16_i64_338 : i64
            %c12_i64 = arith.constant 12 : i64
            %150 = arith.addi %149, %c12_i64 : i64
            %thread_id_x_339 = gpu.thread_id  x
            %151 = arith.index_cast %thread_id_x_339 : index to i64
            %c16_i64_340 = arith.constant 16 : i64
            %152 = arith.remsi %151, %c16_i64_340 : i64
            %c16_i64_341 = arith.constant 16 : i64
            %153 = arith.remsi %152, %c16_i64_341 : i64
            %154 = memref.load %alloca_129[] : memref<f32>
            memref.store %154, %alloca_187[] : memref<f32>
            %c0_i64_342 = arith.constant 0 : i64
            %c8_i64_343 = arith.constant 8 : i64
            %c1_i64_344 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_342 to %c8_i64_343 step %c1_i64_344  : i64 {
              %354 = memref.load %alloca_187[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %153, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %150, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_187[] : memref<f32>
            }
            %thread_id_x_345 = gpu.thread_id  x
            %155 = arith.index_cast %thread_id_x_345 : index to i64
            %c16_i64_346 = arith.constant 16 : i64
            %156 = arith.remsi %155, %c16_i64_346 : i64
            %c16_i64_347 = arith.constant 16 : i64
            %157 = arith.divsi %156, %c16_i64_347 : i64
            %c13_i64 = arith.constant 13 : i64
            %158 = arith.addi %157, %c13_i64 : i64
            %thread_id_x_348 = gpu.thread_id  x
            %159 = arith.index_cast %thread_id_x_348 : index to i64
            %c16_i64_349 = arith.constant 16 : i64
            %160 = arith.remsi %159, %c16_i64_349 : i64
            %c16_i64_350 = arith.constant 16 : i64
            %161 = arith.remsi %160, %c16_i64_350 : i64
            %162 = memref.load %alloca_130[] : memref<f32>
            memref.store %162, %alloca_188[] : memref<f32>
            %c0_i64_351 = arith.constant 0 : i64
            %c8_i64_352 = arith.constant 8 : i64
            %c1_i64_353 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_351 to %c8_i64_352 step %c1_i64_353  : i64 {
              %354 = memref.load %alloca_188[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %161, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %158, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_188[] : memref<f32>
            }
            %thread_id_x_354 = gpu.thread_id  x
            %163 = arith.index_cast %thread_id_x_354 : index to i64
            %c16_i64_355 = arith.constant 16 : i64
            %164 = arith.remsi %163, %c16_i64_355 : i64
            %c16_i64_356 = arith.constant 16 : i64
            %165 = arith.divsi %164, %c16_i64_356 : i64
            %c14_i64 = arith.constant 14 : i64
            %166 = arith.addi %165, %c14_i64 : i64
            %thread_id_x_357 = gpu.thread_id  x
            %167 = arith.index_cast %thread_id_x_357 : index to i64
            %c16_i64_358 = arith.constant 16 : i64
            %168 = arith.remsi %167, %c16_i64_358 : i64
            %c16_i64_359 = arith.constant 16 : i64
            %169 = arith.remsi %168, %c16_i64_359 : i64
            %170 = memref.load %alloca_131[] : memref<f32>
            memref.store %170, %alloca_189[] : memref<f32>
            %c0_i64_360 = arith.constant 0 : i64
            %c8_i64_361 = arith.constant 8 : i64
            %c1_i64_362 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_360 to %c8_i64_361 step %c1_i64_362  : i64 {
              %354 = memref.load %alloca_189[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %169, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %166, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_189[] : memref<f32>
            }
            %thread_id_x_363 = gpu.thread_id  x
            %171 = arith.index_cast %thread_id_x_363 : index to i64
            %c16_i64_364 = arith.constant 16 : i64
            %172 = arith.remsi %171, %c16_i64_364 : i64
            %c16_i64_365 = arith.constant 16 : i64
            %173 = arith.divsi %172, %c16_i64_365 : i64
            %c15_i64_366 = arith.constant 15 : i64
            %174 = arith.addi %173, %c15_i64_366 : i64
            %thread_id_x_367 = gpu.thread_id  x
            %175 = arith.index_cast %thread_id_x_367 : index to i64
            %c16_i64_368 = arith.constant 16 : i64
            %176 = arith.remsi %175, %c16_i64_368 : i64
            %c16_i64_369 = arith.constant 16 : i64
            %177 = arith.remsi %176, %c16_i64_369 : i64
            %178 = memref.load %alloca_132[] : memref<f32>
            memref.store %178, %alloca_190[] : memref<f32>
            %c0_i64_370 = arith.constant 0 : i64
            %c8_i64_371 = arith.constant 8 : i64
            %c1_i64_372 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_370 to %c8_i64_371 step %c1_i64_372  : i64 {
              %354 = memref.load %alloca_190[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %177, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %174, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_190[] : memref<f32>
            }
            %thread_id_x_373 = gpu.thread_id  x
            %179 = arith.index_cast %thread_id_x_373 : index to i64
            %c16_i64_374 = arith.constant 16 : i64
            %180 = arith.remsi %179, %c16_i64_374 : i64
            %c16_i64_375 = arith.constant 16 : i64
            %181 = arith.divsi %180, %c16_i64_375 : i64
            %thread_id_x_376 = gpu.thread_id  x
            %182 = arith.index_cast %thread_id_x_376 : index to i64
            %c16_i64_377 = arith.constant 16 : i64
            %183 = arith.remsi %182, %c16_i64_377 : i64
            %c16_i64_378 = arith.constant 16 : i64
            %184 = arith.remsi %183, %c16_i64_378 : i64
            %c16_i64_379 = arith.constant 16 : i64
            %185 = arith.addi %184, %c16_i64_379 : i64
            %186 = memref.load %alloca_133[] : memref<f32>
            memref.store %186, %alloca_191[] : memref<f32>
            %c0_i64_380 = arith.constant 0 : i64
            %c8_i64_381 = arith.constant 8 : i64
            %c1_i64_382 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_380 to %c8_i64_381 step %c1_i64_382  : i64 {
              %354 = memref.load %alloca_191[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %185, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %181, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_191[] : memref<f32>
            }
            %thread_id_x_383 = gpu.thread_id  x
            %187 = arith.index_cast %thread_id_x_383 : index to i64
            %c16_i64_384 = arith.constant 16 : i64
            %188 = arith.remsi %187, %c16_i64_384 : i64
            %c16_i64_385 = arith.constant 16 : i64
            %189 = arith.divsi %188, %c16_i64_385 : i64
            %c1_i64_386 = arith.constant 1 : i64
            %190 = arith.addi %189, %c1_i64_386 : i64
            %thread_id_x_387 = gpu.thread_id  x
            %191 = arith.index_cast %thread_id_x_387 : index to i64
            %c16_i64_388 = arith.constant 16 : i64
            %192 = arith.remsi %191, %c16_i64_388 : i64
            %c16_i64_389 = arith.constant 16 : i64
            %193 = arith.remsi %192, %c16_i64_389 : i64
            %c16_i64_390 = arith.constant 16 : i64
            %194 = arith.addi %193, %c16_i64_390 : i64
            %195 = memref.load %alloca_134[] : memref<f32>
            memref.store %195, %alloca_192[] : memref<f32>
            %c0_i64_391 = arith.constant 0 : i64
            %c8_i64_392 = arith.constant 8 : i64
            %c1_i64_393 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_391 to %c8_i64_392 step %c1_i64_393  : i64 {
              %354 = memref.load %alloca_192[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %194, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %190, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_192[] : memref<f32>
            }
            %thread_id_x_394 = gpu.thread_id  x
            %196 = arith.index_cast %thread_id_x_394 : index to i64
            %c16_i64_395 = arith.constant 16 : i64
            %197 = arith.remsi %196, %c16_i64_395 : i64
            %c16_i64_396 = arith.constant 16 : i64
            %198 = arith.divsi %197, %c16_i64_396 : i64
            %c2_i64_397 = arith.constant 2 : i64
            %199 = arith.addi %198, %c2_i64_397 : i64
            %thread_id_x_398 = gpu.thread_id  x
            %200 = arith.index_cast %thread_id_x_398 : index to i64
            %c16_i64_399 = arith.constant 16 : i64
            %201 = arith.remsi %200, %c16_i64_399 : i64
            %c16_i64_400 = arith.constant 16 : i64
            %202 = arith.remsi %201, %c16_i64_400 : i64
            %c16_i64_401 = arith.constant 16 : i64
            %203 = arith.addi %202, %c16_i64_401 : i64
            %204 = memref.load %alloca_135[] : memref<f32>
            memref.store %204, %alloca_193[] : memref<f32>
            %c0_i64_402 = arith.constant 0 : i64
            %c8_i64_403 = arith.constant 8 : i64
            %c1_i64_404 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_402 to %c8_i64_403 step %c1_i64_404  : i64 {
              %354 = memref.load %alloca_193[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %203, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %199, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_193[] : memref<f32>
            }
            %thread_id_x_405 = gpu.thread_id  x
            %205 = arith.index_cast %thread_id_x_405 : index to i64
            %c16_i64_406 = arith.constant 16 : i64
            %206 = arith.remsi %205, %c16_i64_406 : i64
            %c16_i64_407 = arith.constant 16 : i64
            %207 = arith.divsi %206, %c16_i64_407 : i64
            %c3_i64_408 = arith.constant 3 : i64
            %208 = arith.addi %207, %c3_i64_408 : i64
            %thread_id_x_409 = gpu.thread_id  x
            %209 = arith.index_cast %thread_id_x_409 : index to i64
            %c16_i64_410 = arith.constant 16 : i64
            %210 = arith.remsi %209, %c16_i64_410 : i64
            %c16_i64_411 = arith.constant 16 : i64
            %211 = arith.remsi %210, %c16_i64_411 : i64
            %c16_i64_412 = arith.constant 16 : i64
            %212 = arith.addi %211, %c16_i64_412 : i64
            %213 = memref.load %alloca_136[] : memref<f32>
            memref.store %213, %alloca_194[] : memref<f32>
            %c0_i64_413 = arith.constant 0 : i64
            %c8_i64_414 = arith.constant 8 : i64
            %c1_i64_415 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_413 to %c8_i64_414 step %c1_i64_415  : i64 {
              %354 = memref.load %alloca_194[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %212, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %208, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_194[] : memref<f32>
            }
            %thread_id_x_416 = gpu.thread_id  x
            %214 = arith.index_cast %thread_id_x_416 : index to i64
            %c16_i64_417 = arith.constant 16 : i64
            %215 = arith.remsi %214, %c16_i64_417 : i64
            %c16_i64_418 = arith.constant 16 : i64
            %216 = arith.divsi %215, %c16_i64_418 : i64
            %c4_i64_419 = arith.constant 4 : i64
            %217 = arith.addi %216, %c4_i64_419 : i64
            %thread_id_x_420 = gpu.thread_id  x
            %218 = arith.index_cast %thread_id_x_420 : index to i64
            %c16_i64_421 = arith.constant 16 : i64
            %219 = arith.remsi %218, %c16_i64_421 : i64
            %c16_i64_422 = arith.constant 16 : i64
            %220 = arith.remsi %219, %c16_i64_422 : i64
            %c16_i64_423 = arith.constant 16 : i64
            %221 = arith.addi %220, %c16_i64_423 : i64
            %222 = memref.load %alloca_137[] : memref<f32>
            memref.store %222, %alloca_195[] : memref<f32>
            %c0_i64_424 = arith.constant 0 : i64
            %c8_i64_425 = arith.constant 8 : i64
            %c1_i64_426 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_424 to %c8_i64_425 step %c1_i64_426  : i64 {
              %354 = memref.load %alloca_195[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %221, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %217, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_195[] : memref<f32>
            }
            %thread_id_x_427 = gpu.thread_id  x
            %223 = arith.index_cast %thread_id_x_427 : index to i64
            %c16_i64_428 = arith.constant 16 : i64
            %224 = arith.remsi %223, %c16_i64_428 : i64
            %c16_i64_429 = arith.constant 16 : i64
            %225 = arith.divsi %224, %c16_i64_429 : i64
            %c5_i64_430 = arith.constant 5 : i64
            %226 = arith.addi %225, %c5_i64_430 : i64
            %thread_id_x_431 = gpu.thread_id  x
            %227 = arith.index_cast %thread_id_x_431 : index to i64
            %c16_i64_432 = arith.constant 16 : i64
            %228 = arith.remsi %227, %c16_i64_432 : i64
            %c16_i64_433 = arith.constant 16 : i64
            %229 = arith.remsi %228, %c16_i64_433 : i64
            %c16_i64_434 = arith.constant 16 : i64
            %230 = arith.addi %229, %c16_i64_434 : i64
            %231 = memref.load %alloca_138[] : memref<f32>
            memref.store %231, %alloca_196[] : memref<f32>
            %c0_i64_435 = arith.constant 0 : i64
            %c8_i64_436 = arith.constant 8 : i64
            %c1_i64_437 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_435 to %c8_i64_436 step %c1_i64_437  : i64 {
              %354 = memref.load %alloca_196[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %230, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %226, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_196[] : memref<f32>
            }
            %thread_id_x_438 = gpu.thread_id  x
            %232 = arith.index_cast %thread_id_x_438 : index to i64
            %c16_i64_439 = arith.constant 16 : i64
            %233 = arith.remsi %232, %c16_i64_439 : i64
            %c16_i64_440 = arith.constant 16 : i64
            %234 = arith.divsi %233, %c16_i64_440 : i64
            %c6_i64_441 = arith.constant 6 : i64
            %235 = arith.addi %234, %c6_i64_441 : i64
            %thread_id_x_442 = gpu.thread_id  x
            %236 = arith.index_cast %thread_id_x_442 : index to i64
            %c16_i64_443 = arith.constant 16 : i64
            %237 = arith.remsi %236, %c16_i64_443 : i64
            %c16_i64_444 = arith.constant 16 : i64
            %238 = arith.remsi %237, %c16_i64_444 : i64
            %c16_i64_445 = arith.constant 16 : i64
            %239 = arith.addi %238, %c16_i64_445 : i64
            %240 = memref.load %alloca_139[] : memref<f32>
            memref.store %240, %alloca_197[] : memref<f32>
            %c0_i64_446 = arith.constant 0 : i64
            %c8_i64_447 = arith.constant 8 : i64
            %c1_i64_448 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_446 to %c8_i64_447 step %c1_i64_448  : i64 {
              %354 = memref.load %alloca_197[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %239, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %235, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_197[] : memref<f32>
            }
            %thread_id_x_449 = gpu.thread_id  x
            %241 = arith.index_cast %thread_id_x_449 : index to i64
            %c16_i64_450 = arith.constant 16 : i64
            %242 = arith.remsi %241, %c16_i64_450 : i64
            %c16_i64_451 = arith.constant 16 : i64
            %243 = arith.divsi %242, %c16_i64_451 : i64
            %c7_i64_452 = arith.constant 7 : i64
            %244 = arith.addi %243, %c7_i64_452 : i64
            %thread_id_x_453 = gpu.thread_id  x
            %245 = arith.index_cast %thread_id_x_453 : index to i64
            %c16_i64_454 = arith.constant 16 : i64
            %246 = arith.remsi %245, %c16_i64_454 : i64
            %c16_i64_455 = arith.constant 16 : i64
            %247 = arith.remsi %246, %c16_i64_455 : i64
            %c16_i64_456 = arith.constant 16 : i64
            %248 = arith.addi %247, %c16_i64_456 : i64
            %249 = memref.load %alloca_140[] : memref<f32>
            memref.store %249, %alloca_198[] : memref<f32>
            %c0_i64_457 = arith.constant 0 : i64
            %c8_i64_458 = arith.constant 8 : i64
            %c1_i64_459 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_457 to %c8_i64_458 step %c1_i64_459  : i64 {
              %354 = memref.load %alloca_198[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %248, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %244, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_198[] : memref<f32>
            }
            %thread_id_x_460 = gpu.thread_id  x
            %250 = arith.index_cast %thread_id_x_460 : index to i64
            %c16_i64_461 = arith.constant 16 : i64
            %251 = arith.remsi %250, %c16_i64_461 : i64
            %c16_i64_462 = arith.constant 16 : i64
            %252 = arith.divsi %251, %c16_i64_462 : i64
            %c8_i64_463 = arith.constant 8 : i64
            %253 = arith.addi %252, %c8_i64_463 : i64
            %thread_id_x_464 = gpu.thread_id  x
            %254 = arith.index_cast %thread_id_x_464 : index to i64
            %c16_i64_465 = arith.constant 16 : i64
            %255 = arith.remsi %254, %c16_i64_465 : i64
            %c16_i64_466 = arith.constant 16 : i64
            %256 = arith.remsi %255, %c16_i64_466 : i64
            %c16_i64_467 = arith.constant 16 : i64
            %257 = arith.addi %256, %c16_i64_467 : i64
            %258 = memref.load %alloca_141[] : memref<f32>
            memref.store %258, %alloca_199[] : memref<f32>
            %c0_i64_468 = arith.constant 0 : i64
            %c8_i64_469 = arith.constant 8 : i64
            %c1_i64_470 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_468 to %c8_i64_469 step %c1_i64_470  : i64 {
              %354 = memref.load %alloca_199[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %257, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %253, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_199[] : memref<f32>
            }
            %thread_id_x_471 = gpu.thread_id  x
            %259 = arith.index_cast %thread_id_x_471 : index to i64
            %c16_i64_472 = arith.constant 16 : i64
            %260 = arith.remsi %259, %c16_i64_472 : i64
            %c16_i64_473 = arith.constant 16 : i64
            %261 = arith.divsi %260, %c16_i64_473 : i64
            %c9_i64_474 = arith.constant 9 : i64
            %262 = arith.addi %261, %c9_i64_474 : i64
            %thread_id_x_475 = gpu.thread_id  x
            %263 = arith.index_cast %thread_id_x_475 : index to i64
            %c16_i64_476 = arith.constant 16 : i64
            %264 = arith.remsi %263, %c16_i64_476 : i64
            %c16_i64_477 = arith.constant 16 : i64
            %265 = arith.remsi %264, %c16_i64_477 : i64
            %c16_i64_478 = arith.constant 16 : i64
            %266 = arith.addi %265, %c16_i64_478 : i64
            %267 = memref.load %alloca_142[] : memref<f32>
            memref.store %267, %alloca_200[] : memref<f32>
            %c0_i64_479 = arith.constant 0 : i64
            %c8_i64_480 = arith.constant 8 : i64
            %c1_i64_481 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_479 to %c8_i64_480 step %c1_i64_481  : i64 {
              %354 = memref.load %alloca_200[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %266, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %262, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_200[] : memref<f32>
            }
            %thread_id_x_482 = gpu.thread_id  x
            %268 = arith.index_cast %thread_id_x_482 : index to i64
            %c16_i64_483 = arith.constant 16 : i64
            %269 = arith.remsi %268, %c16_i64_483 : i64
            %c16_i64_484 = arith.constant 16 : i64
            %270 = arith.divsi %269, %c16_i64_484 : i64
            %c10_i64_485 = arith.constant 10 : i64
            %271 = arith.addi %270, %c10_i64_485 : i64
            %thread_id_x_486 = gpu.thread_id  x
            %272 = arith.index_cast %thread_id_x_486 : index to i64
            %c16_i64_487 = arith.constant 16 : i64
            %273 = arith.remsi %272, %c16_i64_487 : i64
            %c16_i64_488 = arith.constant 16 : i64
            %274 = arith.remsi %273, %c16_i64_488 : i64
            %c16_i64_489 = arith.constant 16 : i64
            %275 = arith.addi %274, %c16_i64_489 : i64
            %276 = memref.load %alloca_143[] : memref<f32>
            memref.store %276, %alloca_201[] : memref<f32>
            %c0_i64_490 = arith.constant 0 : i64
            %c8_i64_491 = arith.constant 8 : i64
            %c1_i64_492 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_490 to %c8_i64_491 step %c1_i64_492  : i64 {
              %354 = memref.load %alloca_201[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %275, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %271, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_201[] : memref<f32>
            }
            %thread_id_x_493 = gpu.thread_id  x
            %277 = arith.index_cast %thread_id_x_493 : index to i64
            %c16_i64_494 = arith.constant 16 : i64
            %278 = arith.remsi %277, %c16_i64_494 : i64
            %c16_i64_495 = arith.constant 16 : i64
            %279 = arith.divsi %278, %c16_i64_495 : i64
            %c11_i64_496 = arith.constant 11 : i64
            %280 = arith.addi %279, %c11_i64_496 : i64
            %thread_id_x_497 = gpu.thread_id  x
            %281 = arith.index_cast %thread_id_x_497 : index to i64
            %c16_i64_498 = arith.constant 16 : i64
            %282 = arith.remsi %281, %c16_i64_498 : i64
            %c16_i64_499 = arith.constant 16 : i64
            %283 = arith.remsi %282, %c16_i64_499 : i64
            %c16_i64_500 = arith.constant 16 : i64
            %284 = arith.addi %283, %c16_i64_500 : i64
            %285 = memref.load %alloca_144[] : memref<f32>
            memref.store %285, %alloca_202[] : memref<f32>
            %c0_i64_501 = arith.constant 0 : i64
            %c8_i64_502 = arith.constant 8 : i64
            %c1_i64_503 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_501 to %c8_i64_502 step %c1_i64_503  : i64 {
              %354 = memref.load %alloca_202[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %284, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %280, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_202[] : memref<f32>
            }
            %thread_id_x_504 = gpu.thread_id  x
            %286 = arith.index_cast %thread_id_x_504 : index to i64
            %c16_i64_505 = arith.constant 16 : i64
            %287 = arith.remsi %286, %c16_i64_505 : i64
            %c16_i64_506 = arith.constant 16 : i64
            %288 = arith.divsi %287, %c16_i64_506 : i64
            %c12_i64_507 = arith.constant 12 : i64
            %289 = arith.addi %288, %c12_i64_507 : i64
            %thread_id_x_508 = gpu.thread_id  x
            %290 = arith.index_cast %thread_id_x_508 : index to i64
            %c16_i64_509 = arith.constant 16 : i64
            %291 = arith.remsi %290, %c16_i64_509 : i64
            %c16_i64_510 = arith.constant 16 : i64
            %292 = arith.remsi %291, %c16_i64_510 : i64
            %c16_i64_511 = arith.constant 16 : i64
            %293 = arith.addi %292, %c16_i64_511 : i64
            %294 = memref.load %alloca_145[] : memref<f32>
            memref.store %294, %alloca_203[] : memref<f32>
            %c0_i64_512 = arith.constant 0 : i64
            %c8_i64_513 = arith.constant 8 : i64
            %c1_i64_514 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_512 to %c8_i64_513 step %c1_i64_514  : i64 {
              %354 = memref.load %alloca_203[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %293, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %289, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_203[] : memref<f32>
            }
            %thread_id_x_515 = gpu.thread_id  x
            %295 = arith.index_cast %thread_id_x_515 : index to i64
            %c16_i64_516 = arith.constant 16 : i64
            %296 = arith.remsi %295, %c16_i64_516 : i64
            %c16_i64_517 = arith.constant 16 : i64
            %297 = arith.divsi %296, %c16_i64_517 : i64
            %c13_i64_518 = arith.constant 13 : i64
            %298 = arith.addi %297, %c13_i64_518 : i64
            %thread_id_x_519 = gpu.thread_id  x
            %299 = arith.index_cast %thread_id_x_519 : index to i64
            %c16_i64_520 = arith.constant 16 : i64
            %300 = arith.remsi %299, %c16_i64_520 : i64
            %c16_i64_521 = arith.constant 16 : i64
            %301 = arith.remsi %300, %c16_i64_521 : i64
            %c16_i64_522 = arith.constant 16 : i64
            %302 = arith.addi %301, %c16_i64_522 : i64
            %303 = memref.load %alloca_146[] : memref<f32>
            memref.store %303, %alloca_204[] : memref<f32>
            %c0_i64_523 = arith.constant 0 : i64
            %c8_i64_524 = arith.constant 8 : i64
            %c1_i64_525 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_523 to %c8_i64_524 step %c1_i64_525  : i64 {
              %354 = memref.load %alloca_204[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %302, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %298, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_204[] : memref<f32>
            }
            %thread_id_x_526 = gpu.thread_id  x
            %304 = arith.index_cast %thread_id_x_526 : index to i64
            %c16_i64_527 = arith.constant 16 : i64
            %305 = arith.remsi %304, %c16_i64_527 : i64
            %c16_i64_528 = arith.constant 16 : i64
            %306 = arith.divsi %305, %c16_i64_528 : i64
            %c14_i64_529 = arith.constant 14 : i64
            %307 = arith.addi %306, %c14_i64_529 : i64
            %thread_id_x_530 = gpu.thread_id  x
            %308 = arith.index_cast %thread_id_x_530 : index to i64
            %c16_i64_531 = arith.constant 16 : i64
            %309 = arith.remsi %308, %c16_i64_531 : i64
            %c16_i64_532 = arith.constant 16 : i64
            %310 = arith.remsi %309, %c16_i64_532 : i64
            %c16_i64_533 = arith.constant 16 : i64
            %311 = arith.addi %310, %c16_i64_533 : i64
            %312 = memref.load %alloca_147[] : memref<f32>
            memref.store %312, %alloca_205[] : memref<f32>
            %c0_i64_534 = arith.constant 0 : i64
            %c8_i64_535 = arith.constant 8 : i64
            %c1_i64_536 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_534 to %c8_i64_535 step %c1_i64_536  : i64 {
              %354 = memref.load %alloca_205[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %311, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %307, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_205[] : memref<f32>
            }
            %thread_id_x_537 = gpu.thread_id  x
            %313 = arith.index_cast %thread_id_x_537 : index to i64
            %c16_i64_538 = arith.constant 16 : i64
            %314 = arith.remsi %313, %c16_i64_538 : i64
            %c16_i64_539 = arith.constant 16 : i64
            %315 = arith.divsi %314, %c16_i64_539 : i64
            %c15_i64_540 = arith.constant 15 : i64
            %316 = arith.addi %315, %c15_i64_540 : i64
            %thread_id_x_541 = gpu.thread_id  x
            %317 = arith.index_cast %thread_id_x_541 : index to i64
            %c16_i64_542 = arith.constant 16 : i64
            %318 = arith.remsi %317, %c16_i64_542 : i64
            %c16_i64_543 = arith.constant 16 : i64
            %319 = arith.remsi %318, %c16_i64_543 : i64
            %c16_i64_544 = arith.constant 16 : i64
            %320 = arith.addi %319, %c16_i64_544 : i64
            %321 = memref.load %alloca_148[] : memref<f32>
            memref.store %321, %alloca_206[] : memref<f32>
            %c0_i64_545 = arith.constant 0 : i64
            %c8_i64_546 = arith.constant 8 : i64
            %c1_i64_547 = arith.constant 1 : i64
            scf.for %arg7 = %c0_i64_545 to %c8_i64_546 step %c1_i64_547  : i64 {
              %354 = memref.load %alloca_206[] : memref<f32>
              %355 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %356 = memref.load %alloca_173[] : memref<i64>
              %c32_i64_548 = arith.constant 32 : i64
              %357 = arith.muli %arg7, %c32_i64_548 : i64
              %358 = arith.addi %320, %357 : i64
              %359 = arith.addi %356, %358 : i64
              %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %361 = llvm.load %360 : !llvm.ptr<3> -> f32
              %362 = llvm.mlir.addressof @__tinyc_stack_tiles : !llvm.ptr<3>
              %c4096_i64 = arith.constant 4096 : i64
              %363 = llvm.getelementptr %362[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
              %364 = memref.load %alloca_174[] : memref<i64>
              %c8_i64_549 = arith.constant 8 : i64
              %365 = arith.muli %316, %c8_i64_549 : i64
              %366 = arith.addi %arg7, %365 : i64
              %367 = arith.addi %364, %366 : i64
              %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
              %369 = llvm.load %368 : !llvm.ptr<3> -> f32
              %370 = arith.mulf %361, %369 : f32
              %371 = arith.addf %354, %370 : f32
              memref.store %371, %alloca_206[] : memref<f32>
            }
            %322 = memref.load %alloca_175[] : memref<f32>
            memref.store %322, %alloca_117[] : memref<f32>
            %323 = memref.load %alloca_176[] : memref<f32>
            memref.store %323, %alloca_118[] : memref<f32>
            %324 = memref.load %alloca_177[] : memref<f32>
            memref.store %324, %alloca_119[] : memref<f32>
            %325 = memref.load %alloca_178[] : memref<f32>
            memref.store %325, %alloca_120[] : memref<f32>
            %326 = memref.load %alloca_179[] : memref<f32>
            memref.store %326, %alloca_121[] : memref<f32>
            %327 = memref.load %alloca_180[] : memref<f32>
            memref.store %327, %alloca_122[] : memref<f32>
            %328 = memref.load %alloca_181[] : memref<f32>
            memref.store %328, %alloca_123[] : memref<f32>
            %329 = memref.load %alloca_182[] : memref<f32>
            memref.store %329, %alloca_124[] : memref<f32>
            %330 = memref.load %alloca_183[] : memref<f32>
            memref.store %330, %alloca_125[] : memref<f32>
            %331 = memref.load %alloca_184[] : memref<f32>
            memref.store %331, %alloca_126[] : memref<f32>
            %332 = memref.load %alloca_185[] : memref<f32>
            memref.store %332, %alloca_127[] : memref<f32>
            %333 = memref.load %alloca_186[] : memref<f32>
            memref.store %333, %alloca_128[] : memref<f32>
            %334 = memref.load %alloca_187[] : memref<f32>
            memref.store %334, %alloca_129[] : memref<f32>
            %335 = memref.load %alloca_188[] : memref<f32>
            memref.store %335, %alloca_130[] : memref<f32>
            %336 = memref.load %alloca_189[] : memref<f32>
            memref.store %336, %alloca_131[] : memref<f32>
            %337 = memref.load %alloca_190[] : memref<f32>
            memref.store %337, %alloca_132[] : memref<f32>
            %338 = memref.load %alloca_191[] : memref<f32>
            memref.store %338, %alloca_133[] : memref<f32>
            %339 = memref.load %alloca_192[] : memref<f32>
            memref.store %339, %alloca_134[] : memref<f32>
            %340 = memref.load %alloca_193[] : memref<f32>
            memref.store %340, %alloca_135[] : memref<f32>
            %341 = memref.load %alloca_194[] : memref<f32>
            memref.store %341, %alloca_136[] : memref<f32>
            %342 = memref.load %alloca_195[] : memref<f32>
            memref.store %342, %alloca_137[] : memref<f32>
            %343 = memref.load %alloca_196[] : memref<f32>
            memref.store %343, %alloca_138[] : memref<f32>
            %344 = memref.load %alloca_197[] : memref<f32>
            memref.store %344, %alloca_139[] : memref<f32>
            %345 = memref.load %alloca_198[] : memref<f32>
            memref.store %345, %alloca_140[] : memref<f32>
            %346 = memref.load %alloca_199[] : memref<f32>
            memref.store %346, %alloca_141[] : memref<f32>
            %347 = memref.load %alloca_200[] : memref<f32>
            memref.store %347, %alloca_142[] : memref<f32>
            %348 = memref.load %alloca_201[] : memref<f32>
            memref.store %348, %alloca_143[] : memref<f32>
            %349 = memref.load %alloca_202[] : memref<f32>
            memref.store %349, %alloca_144[] : memref<f32>
            %350 = memref.load %alloca_203[] : memref<f32>
            memref.store %350, %alloca_145[] : memref<f32>
            %351 = memref.load %alloca_204[] : memref<f32>
            memref.store %351, %alloca_146[] : memref<f32>
            %352 = memref.load %alloca_205[] : memref<f32>
            memref.store %352, %alloca_147[] : memref<f32>
            %353 = memref.load %alloca_206[] : memref<f32>
            memref.store %353, %alloca_148[] : memref<f32>
          }
        }
        scf.if %51 {
          %thread_id_x_225 = gpu.thread_id  x
          %52 = arith.index_cast %thread_id_x_225 : index to i64
          %c16_i64_226 = arith.constant 16 : i64
          %53 = arith.remsi %52, %c16_i64_226 : i64
          %c16_i64_227 = arith.constant 16 : i64
          %54 = arith.divsi %53, %c16_i64_227 : i64
          %thread_id_x_228 = gpu.thread_id  x
          %55 = arith.index_cast %thread_id_x_228 : index to i64
          %c16_i64_229 = arith.constant 16 : i64
          %56 = arith.remsi %55, %c16_i64_229 : i64
          %c16_i64_230 = arith.constant 16 : i64
          %57 = arith.remsi %56, %c16_i64_230 : i64
          %58 = memref.load %alloca_115[] : memref<i64>
          %59 = arith.addi %58, %57 : i64
          %60 = memref.load %alloca_116[] : memref<i64>
          %61 = arith.addi %60, %54 : i64
          %62 = memref.load %alloca_117[] : memref<f32>
          %c96_i64_231 = arith.constant 96 : i64
          %63 = arith.muli %61, %c96_i64_231 : i64
          %64 = arith.addi %59, %63 : i64
          %65 = llvm.getelementptr %25[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
          %thread_id_x_232 = gpu.thread_id  x
          %66 = arith.index_cast %thread_id_x_232 : index to i64
          %c16_i64_233 = arith.constant 16 : i64
          %67 = arith.remsi %66, %c16_i64_233 : i64
          %c16_i64_234 = arith.constant 16 : i64
          %68 = arith.divsi %67, %c16_i64_234 : i64
          %c1_i64 = arith.constant 1 : i64
          %69 = arith.addi %68, %c1_i64 : i64
          %thread_id_x_235 = gpu.thread_id  x
          %70 = arith.index_cast %thread_id_x_235 : index to i64
          %c16_i64_236 = arith.constant 16 : i64
          %71 = arith.remsi %70, %c16_i64_236 : i64
          %c16_i64_237 = arith.constant 16 : i64
          %72 = arith.remsi %71, %c16_i64_237 : i64
          %73 = memref.load %alloca_115[] : memref<i64>
          %74 = arith.addi %73, %72 : i64
          %75 = memref.load %alloca_116[] : memref<i64>
          %76 = arith.addi %75, %69 : i64
          %77 = memref.load %alloca_118[] : memref<f32>
          %c96_i64_238 = arith.constant 96 : i64
          %78 = arith.muli %76, %c96_i64_238 : i64
          %79 = arith.addi %74, %78 : i64
          %80 = llvm.getelementptr %25[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %77, %80 : f32, !llvm.ptr<1>
          %thread_id_x_239 = gpu.thread_id  x
          %81 = arith.index_cast %thread_id_x_239 : index to i64
          %c16_i64_240 = arith.constant 16 : i64
          %82 = arith.remsi %81, %c16_i64_240 : i64
          %c16_i64_241 = arith.constant 16 : i64
          %83 = arith.divsi %82, %c16_i64_241 : i64
          %c2_i64_242 = arith.constant 2 : i64
          %84 = arith.addi %83, %c2_i64_242 : i64
          %thread_id_x_243 = gpu.thread_id  x
          %85 = arith.index_cast %thread_id_x_243 : index to i64
          %c16_i64_244 = arith.constant 16 : i64
          %86 = arith.remsi %85, %c16_i64_244 : i64
          %c16_i64_245 = arith.constant 16 : i64
          %87 = arith.remsi %86, %c16_i64_245 : i64
          %88 = memref.load %alloca_115[] : memref<i64>
          %89 = arith.addi %88, %87 : i64
          %90 = memref.load %alloca_116[] : memref<i64>
          %91 = arith.addi %90, %84 : i64
          %92 = memref.load %alloca_119[] : memref<f32>
          %c96_i64_246 = arith.constant 96 : i64
          %93 = arith.muli %91, %c96_i64_246 : i64
          %94 = arith.addi %89, %93 : i64
          %95 = llvm.getelementptr %25[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %92, %95 : f32, !llvm.ptr<1>
          %thread_id_x_247 = gpu.thread_id  x
          %96 = arith.index_cast %thread_id_x_247 : index to i64
          %c16_i64_248 = arith.constant 16 : i64
          %97 = arith.remsi %96, %c16_i64_248 : i64
          %c16_i64_249 = arith.constant 16 : i64
          %98 = arith.divsi %97, %c16_i64_249 : i64
          %c3_i64 = arith.constant 3 : i64
          %99 = arith.addi %98, %c3_i64 : i64
          %thread_id_x_250 = gpu.thread_id  x
          %100 = arith.index_cast %thread_id_x_250 : index to i64
          %c16_i64_251 = arith.constant 16 : i64
          %101 = arith.remsi %100, %c16_i64_251 : i64
          %c16_i64_252 = arith.constant 16 : i64
          %102 = arith.remsi %101, %c16_i64_252 : i64
          %103 = memref.load %alloca_115[] : memref<i64>
          %104 = arith.addi %103, %102 : i64
          %105 = memref.load %alloca_116[] : memref<i64>
          %106 = arith.addi %105, %99 : i64
          %107 = memref.load %alloca_120[] : memref<f32>
          %c96_i64_253 = arith.constant 96 : i64
          %108 = arith.muli %106, %c96_i64_253 : i64
          %109 = arith.addi %104, %108 : i64
          %110 = llvm.getelementptr %25[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %107, %110 : f32, !llvm.ptr<1>
          %thread_id_x_254 = gpu.thread_id  x
          %111 = arith.index_cast %thread_id_x_254 : index to i64
          %c16_i64_255 = arith.constant 16 : i64
          %112 = arith.remsi %111, %c16_i64_255 : i64
          %c16_i64_256 = arith.constant 16 : i64
          %113 = arith.divsi %112, %c16_i64_256 : i64
          %c4_i64_257 = arith.constant 4 : i64
          %114 = arith.addi %113, %c4_i64_257 : i64
          %thread_id_x_258 = gpu.thread_id  x
          %115 = arith.index_cast %thread_id_x_258 : index to i64
          %c16_i64_259 = arith.constant 16 : i64
          %116 = arith.remsi %115, %c16_i64_259 : i64
          %c16_i64_260 = arith.constant 16 : i64
          %117 = arith.remsi %116, %c16_i64_260 : i64
          %118 = memref.load %alloca_115[] : memref<i64>
          %119 = arith.addi %118, %117 : i64
          %120 = memref.load %alloca_116[] : memref<i64>
          %121 = arith.addi %120, %114 : i64
          %122 = memref.load %alloca_121[] : memref<f32>
          %c96_i64_261 = arith.constant 96 : i64
          %123 = arith.muli %121, %c96_i64_261 : i64
          %124 = arith.addi %119, %123 : i64
          %125 = llvm.getelementptr %25[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %122, %125 : f32, !llvm.ptr<1>
          %thread_id_x_262 = gpu.thread_id  x
          %126 = arith.index_cast %thread_id_x_262 : index to i64
          %c16_i64_263 = arith.constant 16 : i64
          %127 = arith.remsi %126, %c16_i64_263 : i64
          %c16_i64_264 = arith.constant 16 : i64
          %128 = arith.divsi %127, %c16_i64_264 : i64
          %c5_i64 = arith.constant 5 : i64
          %129 = arith.addi %128, %c5_i64 : i64
          %thread_id_x_265 = gpu.thread_id  x
          %130 = arith.index_cast %thread_id_x_265 : index to i64
          %c16_i64_266 = arith.constant 16 : i64
          %131 = arith.remsi %130, %c16_i64_266 : i64
          %c16_i64_267 = arith.constant 16 : i64
          %132 = arith.remsi %131, %c16_i64_267 : i64
          %133 = memref.load %alloca_115[] : memref<i64>
          %134 = arith.addi %133, %132 : i64
          %135 = memref.load %alloca_116[] : memref<i64>
          %136 = arith.addi %135, %129 : i64
          %137 = memref.load %alloca_122[] : memref<f32>
          %c96_i64_268 = arith.constant 96 : i64
          %138 = arith.muli %136, %c96_i64_268 : i64
          %139 = arith.addi %134, %138 : i64
          %140 = llvm.getelementptr %25[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %137, %140 : f32, !llvm.ptr<1>
          %thread_id_x_269 = gpu.thread_id  x
          %141 = arith.index_cast %thread_id_x_269 : index to i64
          %c16_i64_270 = arith.constant 16 : i64
          %142 = arith.remsi %141, %c16_i64_270 : i64
          %c16_i64_271 = arith.constant 16 : i64
          %143 = arith.divsi %142, %c16_i64_271 : i64
          %c6_i64 = arith.constant 6 : i64
          %144 = arith.addi %143, %c6_i64 : i64
          %thread_id_x_272 = gpu.thread_id  x
          %145 = arith.index_cast %thread_id_x_272 : index to i64
          %c16_i64_273 = arith.constant 16 : i64
          %146 = arith.remsi %145, %c16_i64_273 : i64
          %c16_i64_274 = arith.constant 16 : i64
          %147 = arith.remsi %146, %c16_i64_274 : i64
          %148 = memref.load %alloca_115[] : memref<i64>
          %149 = arith.addi %148, %147 : i64
          %150 = memref.load %alloca_116[] : memref<i64>
          %151 = arith.addi %150, %144 : i64
          %152 = memref.load %alloca_123[] : memref<f32>
          %c96_i64_275 = arith.constant 96 : i64
          %153 = arith.muli %151, %c96_i64_275 : i64
          %154 = arith.addi %149, %153 : i64
          %155 = llvm.getelementptr %25[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %152, %155 : f32, !llvm.ptr<1>
          %thread_id_x_276 = gpu.thread_id  x
          %156 = arith.index_cast %thread_id_x_276 : index to i64
          %c16_i64_277 = arith.constant 16 : i64
          %157 = arith.remsi %156, %c16_i64_277 : i64
          %c16_i64_278 = arith.constant 16 : i64
          %158 = arith.divsi %157, %c16_i64_278 : i64
          %c7_i64 = arith.constant 7 : i64
          %159 = arith.addi %158, %c7_i64 : i64
          %thread_id_x_279 = gpu.thread_id  x
          %160 = arith.index_cast %thread_id_x_279 : index to i64
          %c16_i64_280 = arith.constant 16 : i64
          %161 = arith.remsi %160, %c16_i64_280 : i64
          %c16_i64_281 = arith.constant 16 : i64
          %162 = arith.remsi %161, %c16_i64_281 : i64
          %163 = memref.load %alloca_115[] : memref<i64>
          %164 = arith.addi %163, %162 : i64
          %165 = memref.load %alloca_116[] : memref<i64>
          %166 = arith.addi %165, %159 : i64
          %167 = memref.load %alloca_124[] : memref<f32>
          %c96_i64_282 = arith.constant 96 : i64
          %168 = arith.muli %166, %c96_i64_282 : i64
          %169 = arith.addi %164, %168 : i64
          %170 = llvm.getelementptr %25[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %167, %170 : f32, !llvm.ptr<1>
          %thread_id_x_283 = gpu.thread_id  x
          %171 = arith.index_cast %thread_id_x_283 : index to i64
          %c16_i64_284 = arith.constant 16 : i64
          %172 = arith.remsi %171, %c16_i64_284 : i64
          %c16_i64_285 = arith.constant 16 : i64
          %173 = arith.divsi %172, %c16_i64_285 : i64
          %c8_i64_286 = arith.constant 8 : i64
          %174 = arith.addi %173, %c8_i64_286 : i64
          %thread_id_x_287 = gpu.thread_id  x
          %175 = arith.index_cast %thread_id_x_287 : index to i64
          %c16_i64_288 = arith.constant 16 : i64
          %176 = arith.remsi %175, %c16_i64_288 : i64
          %c16_i64_289 = arith.constant 16 : i64
          %177 = arith.remsi %176, %c16_i64_289 : i64
          %178 = memref.load %alloca_115[] : memref<i64>
          %179 = arith.addi %178, %177 : i64
          %180 = memref.load %alloca_116[] : memref<i64>
          %181 = arith.addi %180, %174 : i64
          %182 = memref.load %alloca_125[] : memref<f32>
          %c96_i64_290 = arith.constant 96 : i64
          %183 = arith.muli %181, %c96_i64_290 : i64
          %184 = arith.addi %179, %183 : i64
          %185 = llvm.getelementptr %25[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %182, %185 : f32, !llvm.ptr<1>
          %thread_id_x_291 = gpu.thread_id  x
          %186 = arith.index_cast %thread_id_x_291 : index to i64
          %c16_i64_292 = arith.constant 16 : i64
          %187 = arith.remsi %186, %c16_i64_292 : i64
          %c16_i64_293 = arith.constant 16 : i64
          %188 = arith.divsi %187, %c16_i64_293 : i64
          %c9_i64 = arith.constant 9 : i64
          %189 = arith.addi %188, %c9_i64 : i64
          %thread_id_x_294 = gpu.thread_id  x
          %190 = arith.index_cast %thread_id_x_294 : index to i64
          %c16_i64_295 = arith.constant 16 : i64
          %191 = arith.remsi %190, %c16_i64_295 : i64
          %c16_i64_296 = arith.constant 16 : i64
          %192 = arith.remsi %191, %c16_i64_296 : i64
          %193 = memref.load %alloca_115[] : memref<i64>
          %194 = arith.addi %193, %192 : i64
          %195 = memref.load %alloca_116[] : memref<i64>
          %196 = arith.addi %195, %189 : i64
          %197 = memref.load %alloca_126[] : memref<f32>
          %c96_i64_297 = arith.constant 96 : i64
          %198 = arith.muli %196, %c96_i64_297 : i64
          %199 = arith.addi %194, %198 : i64
          %200 = llvm.getelementptr %25[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %197, %200 : f32, !llvm.ptr<1>
          %thread_id_x_298 = gpu.thread_id  x
          %201 = arith.index_cast %thread_id_x_298 : index to i64
          %c16_i64_299 = arith.constant 16 : i64
          %202 = arith.remsi %201, %c16_i64_299 : i64
          %c16_i64_300 = arith.constant 16 : i64
          %203 = arith.divsi %202, %c16_i64_300 : i64
          %c10_i64 = arith.constant 10 : i64
          %204 = arith.addi %203, %c10_i64 : i64
          %thread_id_x_301 = gpu.thread_id  x
          %205 = arith.index_cast %thread_id_x_301 : index to i64
          %c16_i64_302 = arith.constant 16 : i64
          %206 = arith.remsi %205, %c16_i64_302 : i64
          %c16_i64_303 = arith.constant 16 : i64
          %207 = arith.remsi %206, %c16_i64_303 : i64
          %208 = memref.load %alloca_115[] : memref<i64>
          %209 = arith.addi %208, %207 : i64
          %210 = memref.load %alloca_116[] : memref<i64>
          %211 = arith.addi %210, %204 : i64
          %212 = memref.load %alloca_127[] : memref<f32>
          %c96_i64_304 = arith.constant 96 : i64
          %213 = arith.muli %211, %c96_i64_304 : i64
          %214 = arith.addi %209, %213 : i64
          %215 = llvm.getelementptr %25[%214] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %212, %215 : f32, !llvm.ptr<1>
          %thread_id_x_305 = gpu.thread_id  x
          %216 = arith.index_cast %thread_id_x_305 : index to i64
          %c16_i64_306 = arith.constant 16 : i64
          %217 = arith.remsi %216, %c16_i64_306 : i64
          %c16_i64_307 = arith.constant 16 : i64
          %218 = arith.divsi %217, %c16_i64_307 : i64
          %c11_i64 = arith.constant 11 : i64
          %219 = arith.addi %218, %c11_i64 : i64
          %thread_id_x_308 = gpu.thread_id  x
          %220 = arith.index_cast %thread_id_x_308 : index to i64
          %c16_i64_309 = arith.constant 16 : i64
          %221 = arith.remsi %220, %c16_i64_309 : i64
          %c16_i64_310 = arith.constant 16 : i64
          %222 = arith.remsi %221, %c16_i64_310 : i64
          %223 = memref.load %alloca_115[] : memref<i64>
          %224 = arith.addi %223, %222 : i64
          %225 = memref.load %alloca_116[] : memref<i64>
          %226 = arith.addi %225, %219 : i64
          %227 = memref.load %alloca_128[] : memref<f32>
          %c96_i64_311 = arith.constant 96 : i64
          %228 = arith.muli %226, %c96_i64_311 : i64
          %229 = arith.addi %224, %228 : i64
          %230 = llvm.getelementptr %25[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %227, %230 : f32, !llvm.ptr<1>
          %thread_id_x_312 = gpu.thread_id  x
          %231 = arith.index_cast %thread_id_x_312 : index to i64
          %c16_i64_313 = arith.constant 16 : i64
          %232 = arith.remsi %231, %c16_i64_313 : i64
          %c16_i64_314 = arith.constant 16 : i64
          %233 = arith.divsi %232, %c16_i64_314 : i64
          %c12_i64 = arith.constant 12 : i64
          %234 = arith.addi %233, %c12_i64 : i64
          %thread_id_x_315 = gpu.thread_id  x
          %235 = arith.index_cast %thread_id_x_315 : index to i64
          %c16_i64_316 = arith.constant 16 : i64
          %236 = arith.remsi %235, %c16_i64_316 : i64
          %c16_i64_317 = arith.constant 16 : i64
          %237 = arith.remsi %236, %c16_i64_317 : i64
          %238 = memref.load %alloca_115[] : memref<i64>
          %239 = arith.addi %238, %237 : i64
          %240 = memref.load %alloca_116[] : memref<i64>
          %241 = arith.addi %240, %234 : i64
          %242 = memref.load %alloca_129[] : memref<f32>
          %c96_i64_318 = arith.constant 96 : i64
          %243 = arith.muli %241, %c96_i64_318 : i64
          %244 = arith.addi %239, %243 : i64
          %245 = llvm.getelementptr %25[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %242, %245 : f32, !llvm.ptr<1>
          %thread_id_x_319 = gpu.thread_id  x
          %246 = arith.index_cast %thread_id_x_319 : index to i64
          %c16_i64_320 = arith.constant 16 : i64
          %247 = arith.remsi %246, %c16_i64_320 : i64
          %c16_i64_321 = arith.constant 16 : i64
          %248 = arith.divsi %247, %c16_i64_321 : i64
          %c13_i64 = arith.constant 13 : i64
          %249 = arith.addi %248, %c13_i64 : i64
          %thread_id_x_322 = gpu.thread_id  x
          %250 = arith.index_cast %thread_id_x_322 : index to i64
          %c16_i64_323 = arith.constant 16 : i64
          %251 = arith.remsi %250, %c16_i64_323 : i64
          %c16_i64_324 = arith.constant 16 : i64
          %252 = arith.remsi %251, %c16_i64_324 : i64
          %253 = memref.load %alloca_115[] : memref<i64>
          %254 = arith.addi %253, %252 : i64
          %255 = memref.load %alloca_116[] : memref<i64>
          %256 = arith.addi %255, %249 : i64
          %257 = memref.load %alloca_130[] : memref<f32>
          %c96_i64_325 = arith.constant 96 : i64
          %258 = arith.muli %256, %c96_i64_325 : i64
          %259 = arith.addi %254, %258 : i64
          %260 = llvm.getelementptr %25[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
          %thread_id_x_326 = gpu.thread_id  x
          %261 = arith.index_cast %thread_id_x_326 : index to i64
          %c16_i64_327 = arith.constant 16 : i64
          %262 = arith.remsi %261, %c16_i64_327 : i64
          %c16_i64_328 = arith.constant 16 : i64
          %263 = arith.divsi %262, %c16_i64_328 : i64
          %c14_i64 = arith.constant 14 : i64
          %264 = arith.addi %263, %c14_i64 : i64
          %thread_id_x_329 = gpu.thread_id  x
          %265 = arith.index_cast %thread_id_x_329 : index to i64
          %c16_i64_330 = arith.constant 16 : i64
          %266 = arith.remsi %265, %c16_i64_330 : i64
          %c16_i64_331 = arith.constant 16 : i64
          %267 = arith.remsi %266, %c16_i64_331 : i64
          %268 = memref.load %alloca_115[] : memref<i64>
          %269 = arith.addi %268, %267 : i64
          %270 = memref.load %alloca_116[] : memref<i64>
          %271 = arith.addi %270, %264 : i64
          %272 = memref.load %alloca_131[] : memref<f32>
          %c96_i64_332 = arith.constant 96 : i64
          %273 = arith.muli %271, %c96_i64_332 : i64
          %274 = arith.addi %269, %273 : i64
          %275 = llvm.getelementptr %25[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %272, %275 : f32, !llvm.ptr<1>
          %thread_id_x_333 = gpu.thread_id  x
          %276 = arith.index_cast %thread_id_x_333 : index to i64
          %c16_i64_334 = arith.constant 16 : i64
          %277 = arith.remsi %276, %c16_i64_334 : i64
          %c16_i64_335 = arith.constant 16 : i64
          %278 = arith.divsi %277, %c16_i64_335 : i64
          %c15_i64_336 = arith.constant 15 : i64
          %279 = arith.addi %278, %c15_i64_336 : i64
          %thread_id_x_337 = gpu.thread_id  x
          %280 = arith.index_cast %thread_id_x_337 : index to i64
          %c16_i64_338 = arith.constant 16 : i64
          %281 = arith.remsi %280, %c16_i64_338 : i64
          %c16_i64_339 = arith.constant 16 : i64
          %282 = arith.remsi %281, %c16_i64_339 : i64
          %283 = memref.load %alloca_115[] : memref<i64>
          %284 = arith.addi %283, %282 : i64
          %285 = memref.load %alloca_116[] : memref<i64>
          %286 = arith.addi %285, %279 : i64
          %287 = memref.load %alloca_132[] : memref<f32>
          %c96_i64_340 = arith.constant 96 : i64
          %288 = arith.muli %286, %c96_i64_340 : i64
          %289 = arith.addi %284, %288 : i64
          %290 = llvm.getelementptr %25[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %287, %290 : f32, !llvm.ptr<1>
          %thread_id_x_341 = gpu.thread_id  x
          %291 = arith.index_cast %thread_id_x_341 : index to i64
          %c16_i64_342 = arith.constant 16 : i64
          %292 = arith.remsi %291, %c16_i64_342 : i64
          %c16_i64_343 = arith.constant 16 : i64
          %293 = arith.divsi %292, %c16_i64_343 : i64
          %thread_id_x_344 = gpu.thread_id  x
          %294 = arith.index_cast %thread_id_x_344 : index to i64
          %c16_i64_345 = arith.constant 16 : i64
          %295 = arith.remsi %294, %c16_i64_345 : i64
          %c16_i64_346 = arith.constant 16 : i64
          %296 = arith.remsi %295, %c16_i64_346 : i64
          %c16_i64_347 = arith.constant 16 : i64
          %297 = arith.addi %296, %c16_i64_347 : i64
          %298 = memref.load %alloca_115[] : memref<i64>
          %299 = arith.addi %298, %297 : i64
          %300 = memref.load %alloca_116[] : memref<i64>
          %301 = arith.addi %300, %293 : i64
          %302 = memref.load %alloca_133[] : memref<f32>
          %c96_i64_348 = arith.constant 96 : i64
          %303 = arith.muli %301, %c96_i64_348 : i64
          %304 = arith.addi %299, %303 : i64
          %305 = llvm.getelementptr %25[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %302, %305 : f32, !llvm.ptr<1>
          %thread_id_x_349 = gpu.thread_id  x
          %306 = arith.index_cast %thread_id_x_349 : index to i64
          %c16_i64_350 = arith.constant 16 : i64
          %307 = arith.remsi %306, %c16_i64_350 : i64
          %c16_i64_351 = arith.constant 16 : i64
          %308 = arith.divsi %307, %c16_i64_351 : i64
          %c1_i64_352 = arith.constant 1 : i64
          %309 = arith.addi %308, %c1_i64_352 : i64
          %thread_id_x_353 = gpu.thread_id  x
          %310 = arith.index_cast %thread_id_x_353 : index to i64
          %c16_i64_354 = arith.constant 16 : i64
          %311 = arith.remsi %310, %c16_i64_354 : i64
          %c16_i64_355 = arith.constant 16 : i64
          %312 = arith.remsi %311, %c16_i64_355 : i64
          %c16_i64_356 = arith.constant 16 : i64
          %313 = arith.addi %312, %c16_i64_356 : i64
          %314 = memref.load %alloca_115[] : memref<i64>
          %315 = arith.addi %314, %313 : i64
          %316 = memref.load %alloca_116[] : memref<i64>
          %317 = arith.addi %316, %309 : i64
          %318 = memref.load %alloca_134[] : memref<f32>
          %c96_i64_357 = arith.constant 96 : i64
          %319 = arith.muli %317, %c96_i64_357 : i64
          %320 = arith.addi %315, %319 : i64
          %321 = llvm.getelementptr %25[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %318, %321 : f32, !llvm.ptr<1>
          %thread_id_x_358 = gpu.thread_id  x
          %322 = arith.index_cast %thread_id_x_358 : index to i64
          %c16_i64_359 = arith.constant 16 : i64
          %323 = arith.remsi %322, %c16_i64_359 : i64
          %c16_i64_360 = arith.constant 16 : i64
          %324 = arith.divsi %323, %c16_i64_360 : i64
          %c2_i64_361 = arith.constant 2 : i64
          %325 = arith.addi %324, %c2_i64_361 : i64
          %thread_id_x_362 = gpu.thread_id  x
          %326 = arith.index_cast %thread_id_x_362 : index to i64
          %c16_i64_363 = arith.constant 16 : i64
          %327 = arith.remsi %326, %c16_i64_363 : i64
          %c16_i64_364 = arith.constant 16 : i64
          %328 = arith.remsi %327, %c16_i64_364 : i64
          %c16_i64_365 = arith.constant 16 : i64
          %329 = arith.addi %328, %c16_i64_365 : i64
          %330 = memref.load %alloca_115[] : memref<i64>
          %331 = arith.addi %330, %329 : i64
          %332 = memref.load %alloca_116[] : memref<i64>
          %333 = arith.addi %332, %325 : i64
          %334 = memref.load %alloca_135[] : memref<f32>
          %c96_i64_366 = arith.constant 96 : i64
          %335 = arith.muli %333, %c96_i64_366 : i64
          %336 = arith.addi %331, %335 : i64
          %337 = llvm.getelementptr %25[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %334, %337 : f32, !llvm.ptr<1>
          %thread_id_x_367 = gpu.thread_id  x
          %338 = arith.index_cast %thread_id_x_367 : index to i64
          %c16_i64_368 = arith.constant 16 : i64
          %339 = arith.remsi %338, %c16_i64_368 : i64
          %c16_i64_369 = arith.constant 16 : i64
          %340 = arith.divsi %339, %c16_i64_369 : i64
          %c3_i64_370 = arith.constant 3 : i64
          %341 = arith.addi %340, %c3_i64_370 : i64
          %thread_id_x_371 = gpu.thread_id  x
          %342 = arith.index_cast %thread_id_x_371 : index to i64
          %c16_i64_372 = arith.constant 16 : i64
          %343 = arith.remsi %342, %c16_i64_372 : i64
          %c16_i64_373 = arith.constant 16 : i64
          %344 = arith.remsi %343, %c16_i64_373 : i64
          %c16_i64_374 = arith.constant 16 : i64
          %345 = arith.addi %344, %c16_i64_374 : i64
          %346 = memref.load %alloca_115[] : memref<i64>
          %347 = arith.addi %346, %345 : i64
          %348 = memref.load %alloca_116[] : memref<i64>
          %349 = arith.addi %348, %341 : i64
          %350 = memref.load %alloca_136[] : memref<f32>
          %c96_i64_375 = arith.constant 96 : i64
          %351 = arith.muli %349, %c96_i64_375 : i64
          %352 = arith.addi %347, %351 : i64
          %353 = llvm.getelementptr %25[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %350, %353 : f32, !llvm.ptr<1>
          %thread_id_x_376 = gpu.thread_id  x
          %354 = arith.index_cast %thread_id_x_376 : index to i64
          %c16_i64_377 = arith.constant 16 : i64
          %355 = arith.remsi %354, %c16_i64_377 : i64
          %c16_i64_378 = arith.constant 16 : i64
          %356 = arith.divsi %355, %c16_i64_378 : i64
          %c4_i64_379 = arith.constant 4 : i64
          %357 = arith.addi %356, %c4_i64_379 : i64
          %thread_id_x_380 = gpu.thread_id  x
          %358 = arith.index_cast %thread_id_x_380 : index to i64
          %c16_i64_381 = arith.constant 16 : i64
          %359 = arith.remsi %358, %c16_i64_381 : i64
          %c16_i64_382 = arith.constant 16 : i64
          %360 = arith.remsi %359, %c16_i64_382 : i64
          %c16_i64_383 = arith.constant 16 : i64
          %361 = arith.addi %360, %c16_i64_383 : i64
          %362 = memref.load %alloca_115[] : memref<i64>
          %363 = arith.addi %362, %361 : i64
          %364 = memref.load %alloca_116[] : memref<i64>
          %365 = arith.addi %364, %357 : i64
          %366 = memref.load %alloca_137[] : memref<f32>
          %c96_i64_384 = arith.constant 96 : i64
          %367 = arith.muli %365, %c96_i64_384 : i64
          %368 = arith.addi %363, %367 : i64
          %369 = llvm.getelementptr %25[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %366, %369 : f32, !llvm.ptr<1>
          %thread_id_x_385 = gpu.thread_id  x
          %370 = arith.index_cast %thread_id_x_385 : index to i64
          %c16_i64_386 = arith.constant 16 : i64
          %371 = arith.remsi %370, %c16_i64_386 : i64
          %c16_i64_387 = arith.constant 16 : i64
          %372 = arith.divsi %371, %c16_i64_387 : i64
          %c5_i64_388 = arith.constant 5 : i64
          %373 = arith.addi %372, %c5_i64_388 : i64
          %thread_id_x_389 = gpu.thread_id  x
          %374 = arith.index_cast %thread_id_x_389 : index to i64
          %c16_i64_390 = arith.constant 16 : i64
          %375 = arith.remsi %374, %c16_i64_390 : i64
          %c16_i64_391 = arith.constant 16 : i64
          %376 = arith.remsi %375, %c16_i64_391 : i64
          %c16_i64_392 = arith.constant 16 : i64
          %377 = arith.addi %376, %c16_i64_392 : i64
          %378 = memref.load %alloca_115[] : memref<i64>
          %379 = arith.addi %378, %377 : i64
          %380 = memref.load %alloca_116[] : memref<i64>
          %381 = arith.addi %380, %373 : i64
          %382 = memref.load %alloca_138[] : memref<f32>
          %c96_i64_393 = arith.constant 96 : i64
          %383 = arith.muli %381, %c96_i64_393 : i64
          %384 = arith.addi %379, %383 : i64
          %385 = llvm.getelementptr %25[%384] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %382, %385 : f32, !llvm.ptr<1>
          %thread_id_x_394 = gpu.thread_id  x
          %386 = arith.index_cast %thread_id_x_394 : index to i64
          %c16_i64_395 = arith.constant 16 : i64
          %387 = arith.remsi %386, %c16_i64_395 : i64
          %c16_i64_396 = arith.constant 16 : i64
          %388 = arith.divsi %387, %c16_i64_396 : i64
          %c6_i64_397 = arith.constant 6 : i64
          %389 = arith.addi %388, %c6_i64_397 : i64
          %thread_id_x_398 = gpu.thread_id  x
          %390 = arith.index_cast %thread_id_x_398 : index to i64
          %c16_i64_399 = arith.constant 16 : i64
          %391 = arith.remsi %390, %c16_i64_399 : i64
          %c16_i64_400 = arith.constant 16 : i64
          %392 = arith.remsi %391, %c16_i64_400 : i64
          %c16_i64_401 = arith.constant 16 : i64
          %393 = arith.addi %392, %c16_i64_401 : i64
          %394 = memref.load %alloca_115[] : memref<i64>
          %395 = arith.addi %394, %393 : i64
          %396 = memref.load %alloca_116[] : memref<i64>
          %397 = arith.addi %396, %389 : i64
          %398 = memref.load %alloca_139[] : memref<f32>
          %c96_i64_402 = arith.constant 96 : i64
          %399 = arith.muli %397, %c96_i64_402 : i64
          %400 = arith.addi %395, %399 : i64
          %401 = llvm.getelementptr %25[%400] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %398, %401 : f32, !llvm.ptr<1>
          %thread_id_x_403 = gpu.thread_id  x
          %402 = arith.index_cast %thread_id_x_403 : index to i64
          %c16_i64_404 = arith.constant 16 : i64
          %403 = arith.remsi %402, %c16_i64_404 : i64
          %c16_i64_405 = arith.constant 16 : i64
          %404 = arith.divsi %403, %c16_i64_405 : i64
          %c7_i64_406 = arith.constant 7 : i64
          %405 = arith.addi %404, %c7_i64_406 : i64
          %thread_id_x_407 = gpu.thread_id  x
          %406 = arith.index_cast %thread_id_x_407 : index to i64
          %c16_i64_408 = arith.constant 16 : i64
          %407 = arith.remsi %406, %c16_i64_408 : i64
          %c16_i64_409 = arith.constant 16 : i64
          %408 = arith.remsi %407, %c16_i64_409 : i64
          %c16_i64_410 = arith.constant 16 : i64
          %409 = arith.addi %408, %c16_i64_410 : i64
          %410 = memref.load %alloca_115[] : memref<i64>
          %411 = arith.addi %410, %409 : i64
          %412 = memref.load %alloca_116[] : memref<i64>
          %413 = arith.addi %412, %405 : i64
          %414 = memref.load %alloca_140[] : memref<f32>
          %c96_i64_411 = arith.constant 96 : i64
          %415 = arith.muli %413, %c96_i64_411 : i64
          %416 = arith.addi %411, %415 : i64
          %417 = llvm.getelementptr %25[%416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %414, %417 : f32, !llvm.ptr<1>
          %thread_id_x_412 = gpu.thread_id  x
          %418 = arith.index_cast %thread_id_x_412 : index to i64
          %c16_i64_413 = arith.constant 16 : i64
          %419 = arith.remsi %418, %c16_i64_413 : i64
          %c16_i64_414 = arith.constant 16 : i64
          %420 = arith.divsi %419, %c16_i64_414 : i64
          %c8_i64_415 = arith.constant 8 : i64
          %421 = arith.addi %420, %c8_i64_415 : i64
          %thread_id_x_416 = gpu.thread_id  x
          %422 = arith.index_cast %thread_id_x_416 : index to i64
          %c16_i64_417 = arith.constant 16 : i64
          %423 = arith.remsi %422, %c16_i64_417 : i64
          %c16_i64_418 = arith.constant 16 : i64
          %424 = arith.remsi %423, %c16_i64_418 : i64
          %c16_i64_419 = arith.constant 16 : i64
          %425 = arith.addi %424, %c16_i64_419 : i64
          %426 = memref.load %alloca_115[] : memref<i64>
          %427 = arith.addi %426, %425 : i64
          %428 = memref.load %alloca_116[] : memref<i64>
          %429 = arith.addi %428, %421 : i64
          %430 = memref.load %alloca_141[] : memref<f32>
          %c96_i64_420 = arith.constant 96 : i64
          %431 = arith.muli %429, %c96_i64_420 : i64
          %432 = arith.addi %427, %431 : i64
          %433 = llvm.getelementptr %25[%432] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %430, %433 : f32, !llvm.ptr<1>
          %thread_id_x_421 = gpu.thread_id  x
          %434 = arith.index_cast %thread_id_x_421 : index to i64
          %c16_i64_422 = arith.constant 16 : i64
          %435 = arith.remsi %434, %c16_i64_422 : i64
          %c16_i64_423 = arith.constant 16 : i64
          %436 = arith.divsi %435, %c16_i64_423 : i64
          %c9_i64_424 = arith.constant 9 : i64
          %437 = arith.addi %436, %c9_i64_424 : i64
          %thread_id_x_425 = gpu.thread_id  x
          %438 = arith.index_cast %thread_id_x_425 : index to i64
          %c16_i64_426 = arith.constant 16 : i64
          %439 = arith.remsi %438, %c16_i64_426 : i64
          %c16_i64_427 = arith.constant 16 : i64
          %440 = arith.remsi %439, %c16_i64_427 : i64
          %c16_i64_428 = arith.constant 16 : i64
          %441 = arith.addi %440, %c16_i64_428 : i64
          %442 = memref.load %alloca_115[] : memref<i64>
          %443 = arith.addi %442, %441 : i64
          %444 = memref.load %alloca_116[] : memref<i64>
          %445 = arith.addi %444, %437 : i64
          %446 = memref.load %alloca_142[] : memref<f32>
          %c96_i64_429 = arith.constant 96 : i64
          %447 = arith.muli %445, %c96_i64_429 : i64
          %448 = arith.addi %443, %447 : i64
          %449 = llvm.getelementptr %25[%448] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %446, %449 : f32, !llvm.ptr<1>
          %thread_id_x_430 = gpu.thread_id  x
          %450 = arith.index_cast %thread_id_x_430 : index to i64
          %c16_i64_431 = arith.constant 16 : i64
          %451 = arith.remsi %450, %c16_i64_431 : i64
          %c16_i64_432 = arith.constant 16 : i64
          %452 = arith.divsi %451, %c16_i64_432 : i64
          %c10_i64_433 = arith.constant 10 : i64
          %453 = arith.addi %452, %c10_i64_433 : i64
          %thread_id_x_434 = gpu.thread_id  x
          %454 = arith.index_cast %thread_id_x_434 : index to i64
          %c16_i64_435 = arith.constant 16 : i64
          %455 = arith.remsi %454, %c16_i64_435 : i64
          %c16_i64_436 = arith.constant 16 : i64
          %456 = arith.remsi %455, %c16_i64_436 : i64
          %c16_i64_437 = arith.constant 16 : i64
          %457 = arith.addi %456, %c16_i64_437 : i64
          %458 = memref.load %alloca_115[] : memref<i64>
          %459 = arith.addi %458, %457 : i64
          %460 = memref.load %alloca_116[] : memref<i64>
          %461 = arith.addi %460, %453 : i64
          %462 = memref.load %alloca_143[] : memref<f32>
          %c96_i64_438 = arith.constant 96 : i64
          %463 = arith.muli %461, %c96_i64_438 : i64
          %464 = arith.addi %459, %463 : i64
          %465 = llvm.getelementptr %25[%464] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %462, %465 : f32, !llvm.ptr<1>
          %thread_id_x_439 = gpu.thread_id  x
          %466 = arith.index_cast %thread_id_x_439 : index to i64
          %c16_i64_440 = arith.constant 16 : i64
          %467 = arith.remsi %466, %c16_i64_440 : i64
          %c16_i64_441 = arith.constant 16 : i64
          %468 = arith.divsi %467, %c16_i64_441 : i64
          %c11_i64_442 = arith.constant 11 : i64
          %469 = arith.addi %468, %c11_i64_442 : i64
          %thread_id_x_443 = gpu.thread_id  x
          %470 = arith.index_cast %thread_id_x_443 : index to i64
          %c16_i64_444 = arith.constant 16 : i64
          %471 = arith.remsi %470, %c16_i64_444 : i64
          %c16_i64_445 = arith.constant 16 : i64
          %472 = arith.remsi %471, %c16_i64_445 : i64
          %c16_i64_446 = arith.constant 16 : i64
          %473 = arith.addi %472, %c16_i64_446 : i64
          %474 = memref.load %alloca_115[] : memref<i64>
          %475 = arith.addi %474, %473 : i64
          %476 = memref.load %alloca_116[] : memref<i64>
          %477 = arith.addi %476, %469 : i64
          %478 = memref.load %alloca_144[] : memref<f32>
          %c96_i64_447 = arith.constant 96 : i64
          %479 = arith.muli %477, %c96_i64_447 : i64
          %480 = arith.addi %475, %479 : i64
          %481 = llvm.getelementptr %25[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %478, %481 : f32, !llvm.ptr<1>
          %thread_id_x_448 = gpu.thread_id  x
          %482 = arith.index_cast %thread_id_x_448 : index to i64
          %c16_i64_449 = arith.constant 16 : i64
          %483 = arith.remsi %482, %c16_i64_449 : i64
          %c16_i64_450 = arith.constant 16 : i64
          %484 = arith.divsi %483, %c16_i64_450 : i64
          %c12_i64_451 = arith.constant 12 : i64
          %485 = arith.addi %484, %c12_i64_451 : i64
          %thread_id_x_452 = gpu.thread_id  x
          %486 = arith.index_cast %thread_id_x_452 : index to i64
          %c16_i64_453 = arith.constant 16 : i64
          %487 = arith.remsi %486, %c16_i64_453 : i64
          %c16_i64_454 = arith.constant 16 : i64
          %488 = arith.remsi %487, %c16_i64_454 : i64
          %c16_i64_455 = arith.constant 16 : i64
          %489 = arith.addi %488, %c16_i64_455 : i64
          %490 = memref.load %alloca_115[] : memref<i64>
          %491 = arith.addi %490, %489 : i64
          %492 = memref.load %alloca_116[] : memref<i64>
          %493 = arith.addi %492, %485 : i64
          %494 = memref.load %alloca_145[] : memref<f32>
          %c96_i64_456 = arith.constant 96 : i64
          %495 = arith.muli %493, %c96_i64_456 : i64
          %496 = arith.addi %491, %495 : i64
          %497 = llvm.getelementptr %25[%496] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %494, %497 : f32, !llvm.ptr<1>
          %thread_id_x_457 = gpu.thread_id  x
          %498 = arith.index_cast %thread_id_x_457 : index to i64
          %c16_i64_458 = arith.constant 16 : i64
          %499 = arith.remsi %498, %c16_i64_458 : i64
          %c16_i64_459 = arith.constant 16 : i64
          %500 = arith.divsi %499, %c16_i64_459 : i64
          %c13_i64_460 = arith.constant 13 : i64
          %501 = arith.addi %500, %c13_i64_460 : i64
          %thread_id_x_461 = gpu.thread_id  x
          %502 = arith.index_cast %thread_id_x_461 : index to i64
          %c16_i64_462 = arith.constant 16 : i64
          %503 = arith.remsi %502, %c16_i64_462 : i64
          %c16_i64_463 = arith.constant 16 : i64
          %504 = arith.remsi %503, %c16_i64_463 : i64
          %c16_i64_464 = arith.constant 16 : i64
          %505 = arith.addi %504, %c16_i64_464 : i64
          %506 = memref.load %alloca_115[] : memref<i64>
          %507 = arith.addi %506, %505 : i64
          %508 = memref.load %alloca_116[] : memref<i64>
          %509 = arith.addi %508, %501 : i64
          %510 = memref.load %alloca_146[] : memref<f32>
          %c96_i64_465 = arith.constant 96 : i64
          %511 = arith.muli %509, %c96_i64_465 : i64
          %512 = arith.addi %507, %511 : i64
          %513 = llvm.getelementptr %25[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %510, %513 : f32, !llvm.ptr<1>
          %thread_id_x_466 = gpu.thread_id  x
          %514 = arith.index_cast %thread_id_x_466 : index to i64
          %c16_i64_467 = arith.constant 16 : i64
          %515 = arith.remsi %514, %c16_i64_467 : i64
          %c16_i64_468 = arith.constant 16 : i64
          %516 = arith.divsi %515, %c16_i64_468 : i64
          %c14_i64_469 = arith.constant 14 : i64
          %517 = arith.addi %516, %c14_i64_469 : i64
          %thread_id_x_470 = gpu.thread_id  x
          %518 = arith.index_cast %thread_id_x_470 : index to i64
          %c16_i64_471 = arith.constant 16 : i64
          %519 = arith.remsi %518, %c16_i64_471 : i64
          %c16_i64_472 = arith.constant 16 : i64
          %520 = arith.remsi %519, %c16_i64_472 : i64
          %c16_i64_473 = arith.constant 16 : i64
          %521 = arith.addi %520, %c16_i64_473 : i64
          %522 = memref.load %alloca_115[] : memref<i64>
          %523 = arith.addi %522, %521 : i64
          %524 = memref.load %alloca_116[] : memref<i64>
          %525 = arith.addi %524, %517 : i64
          %526 = memref.load %alloca_147[] : memref<f32>
          %c96_i64_474 = arith.constant 96 : i64
          %527 = arith.muli %525, %c96_i64_474 : i64
          %528 = arith.addi %523, %527 : i64
          %529 = llvm.getelementptr %25[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %526, %529 : f32, !llvm.ptr<1>
          %thread_id_x_475 = gpu.thread_id  x
          %530 = arith.index_cast %thread_id_x_475 : index to i64
          %c16_i64_476 = arith.constant 16 : i64
          %531 = arith.remsi %530, %c16_i64_476 : i64
          %c16_i64_477 = arith.constant 16 : i64
          %532 = arith.divsi %531, %c16_i64_477 : i64
          %c15_i64_478 = arith.constant 15 : i64
          %533 = arith.addi %532, %c15_i64_478 : i64
          %thread_id_x_479 = gpu.thread_id  x
          %534 = arith.index_cast %thread_id_x_479 : index to i64
          %c16_i64_480 = arith.constant 16 : i64
          %535 = arith.remsi %534, %c16_i64_480 : i64
          %c16_i64_481 = arith.constant 16 : i64
          %536 = arith.remsi %535, %c16_i64_481 : i64
          %c16_i64_482 = arith.constant 16 : i64
          %537 = arith.addi %536, %c16_i64_482 : i64
          %538 = memref.load %alloca_115[] : memref<i64>
          %539 = arith.addi %538, %537 : i64
          %540 = memref.load %alloca_116[] : memref<i64>
          %541 = arith.addi %540, %533 : i64
          %542 = memref.load %alloca_148[] : memref<f32>
          %c96_i64_483 = arith.constant 96 : i64
          %543 = arith.muli %541, %c96_i64_483 : i64
          %544 = arith.addi %539, %543 : i64
          %545 = llvm.getelementptr %25[%544] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %542, %545 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
