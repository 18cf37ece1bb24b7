module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tensor_cores() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<35840 x i8>
    gpu.func @tensor_cores(%arg0: f64, %arg1: f32, %arg2: memref<37x13x?xf64, strided<[1, 37, 481]>, 1>, %arg3: memref<13x29x?xf64, strided<[1, 13, 377]>, 1>, %arg4: memref<37x29x?xf64, strided<[1, 37, 1073]>, 1>, %arg5: memref<13x8x?xf64, strided<[1, 16, 128]>, 1>, %arg6: memref<37x8x?xf64, strided<[1, 37, 296]>, 1>, %arg7: memref<21x45x?xf16, strided<[1, 21, 945]>, 1>, %arg8: memref<21x19x?xf16, strided<[1, 21, 399]>, 1>, %arg9: memref<45x19x?xf32, strided<[1, 45, 855]>, 1>, %arg10: memref<?x?x?xbf16, strided<[1, ?, ?]>, 1>, %arg11: memref<?x?x?xbf16, strided<[1, ?, ?]>, 1>, %arg12: memref<?x?x?xf32, strided<[1, ?, ?]>, 1>, %arg13: memref<21x45x?xf64, strided<[1, 21, 945]>, 1>, %arg14: memref<21x37x?xf64, strided<[1, 21, 777]>, 1>, %arg15: memref<45x37x?xf64, strided<[1, 45, 1665]>, 1>, %arg16: memref<37x70x?xf16, strided<[1, 37, 2590]>, 1>, %arg17: memref<40x37x?xf16, strided<[1, 40, 1480]>, 1>, %arg18: memref<70x40x?xf32, strided<[1, 70, 2800]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg2 : memref<37x13x?xf64, strided<[1, 37, 481]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<37x13x?xf64, strided<[1, 37, 481]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg3 : memref<13x29x?xf64, strided<[1, 13, 377]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<13x29x?xf64, strided<[1, 13, 377]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg4 : memref<37x29x?xf64, strided<[1, 37, 1073]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<37x29x?xf64, strided<[1, 37, 1073]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg5 : memref<13x8x?xf64, strided<[1, 16, 128]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<13x8x?xf64, strided<[1, 16, 128]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg6 : memref<37x8x?xf64, strided<[1, 37, 296]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<37x8x?xf64, strided<[1, 37, 296]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg7 : memref<21x45x?xf16, strided<[1, 21, 945]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<21x45x?xf16, strided<[1, 21, 945]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg8 : memref<21x19x?xf16, strided<[1, 21, 399]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<21x19x?xf16, strided<[1, 21, 399]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg9 : memref<45x19x?xf32, strided<[1, 45, 855]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<45x19x?xf32, strided<[1, 45, 855]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg10 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#0 : index to i64
      %27 = arith.index_cast %sizes_37#1 : index to i64
      %28 = arith.index_cast %strides_38#1 : index to i64
      %29 = arith.index_cast %sizes_37#2 : index to i64
      %30 = arith.index_cast %strides_38#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %arg11 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg11 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> index
      %31 = arith.index_cast %intptr_44 : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes_42#0 : index to i64
      %34 = arith.index_cast %sizes_42#1 : index to i64
      %35 = arith.index_cast %strides_43#1 : index to i64
      %36 = arith.index_cast %sizes_42#2 : index to i64
      %37 = arith.index_cast %strides_43#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %arg12 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg12 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> index
      %38 = arith.index_cast %intptr_49 : index to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<1>
      %40 = arith.index_cast %sizes_47#0 : index to i64
      %41 = arith.index_cast %sizes_47#1 : index to i64
      %42 = arith.index_cast %strides_48#1 : index to i64
      %43 = arith.index_cast %sizes_47#2 : index to i64
      %44 = arith.index_cast %strides_48#2 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:3, %strides_53:3 = memref.extract_strided_metadata %arg13 : memref<21x45x?xf64, strided<[1, 21, 945]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg13 : memref<21x45x?xf64, strided<[1, 21, 945]>, 1> -> index
      %45 = arith.index_cast %intptr_54 : index to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<1>
      %47 = arith.index_cast %sizes_52#2 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:3, %strides_58:3 = memref.extract_strided_metadata %arg14 : memref<21x37x?xf64, strided<[1, 21, 777]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg14 : memref<21x37x?xf64, strided<[1, 21, 777]>, 1> -> index
      %48 = arith.index_cast %intptr_59 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %50 = arith.index_cast %sizes_57#2 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:3, %strides_63:3 = memref.extract_strided_metadata %arg15 : memref<45x37x?xf64, strided<[1, 45, 1665]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg15 : memref<45x37x?xf64, strided<[1, 45, 1665]>, 1> -> index
      %51 = arith.index_cast %intptr_64 : index to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<1>
      %53 = arith.index_cast %sizes_62#2 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:3, %strides_68:3 = memref.extract_strided_metadata %arg16 : memref<37x70x?xf16, strided<[1, 37, 2590]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg16 : memref<37x70x?xf16, strided<[1, 37, 2590]>, 1> -> index
      %54 = arith.index_cast %intptr_69 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_67#2 : index to i64
      %base_buffer_70, %offset_71, %sizes_72:3, %strides_73:3 = memref.extract_strided_metadata %arg17 : memref<40x37x?xf16, strided<[1, 40, 1480]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %arg17 : memref<40x37x?xf16, strided<[1, 40, 1480]>, 1> -> index
      %57 = arith.index_cast %intptr_74 : index to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      %59 = arith.index_cast %sizes_72#2 : index to i64
      %base_buffer_75, %offset_76, %sizes_77:3, %strides_78:3 = memref.extract_strided_metadata %arg18 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %arg18 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> index
      %60 = arith.index_cast %intptr_79 : index to i64
      %61 = llvm.inttoptr %60 : i64 to !llvm.ptr<1>
      %62 = arith.index_cast %sizes_77#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_80 = memref.alloca() : memref<f64>
      %alloca_81 = memref.alloca() : memref<f64>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f64>
      %alloca_84 = memref.alloca() : memref<f64>
      %alloca_85 = memref.alloca() : memref<f64>
      %alloca_86 = memref.alloca() : memref<f64>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f16>
      %alloca_92 = memref.alloca() : memref<f16>
      %alloca_93 = memref.alloca() : memref<f16>
      %alloca_94 = memref.alloca() : memref<f16>
      %alloca_95 = memref.alloca() : memref<f16>
      %alloca_96 = memref.alloca() : memref<f16>
      %alloca_97 = memref.alloca() : memref<f16>
      %alloca_98 = memref.alloca() : memref<f16>
      %alloca_99 = memref.alloca() : memref<f16>
      %alloca_100 = memref.alloca() : memref<f16>
      %alloca_101 = memref.alloca() : memref<f16>
      %alloca_102 = memref.alloca() : memref<f16>
      %alloca_103 = memref.alloca() : memref<f32>
      %alloca_104 = memref.alloca() : memref<f32>
      %alloca_105 = memref.alloca() : memref<f32>
      %alloca_106 = memref.alloca() : memref<f32>
      %alloca_107 = memref.alloca() : memref<bf16>
      %alloca_108 = memref.alloca() : memref<bf16>
      %alloca_109 = memref.alloca() : memref<bf16>
      %alloca_110 = memref.alloca() : memref<bf16>
      %alloca_111 = memref.alloca() : memref<bf16>
      %alloca_112 = memref.alloca() : memref<bf16>
      %alloca_113 = memref.alloca() : memref<bf16>
      %alloca_114 = memref.alloca() : memref<bf16>
      %alloca_115 = memref.alloca() : memref<bf16>
      %alloca_116 = memref.alloca() : memref<bf16>
      %alloca_117 = memref.alloca() : memref<bf16>
      %alloca_118 = memref.alloca() : memref<bf16>
      %alloca_119 = memref.alloca() : memref<f64>
      %alloca_120 = memref.alloca() : memref<f64>
      %alloca_121 = memref.alloca() : memref<f64>
      %alloca_122 = memref.alloca() : memref<f64>
      %alloca_123 = memref.alloca() : memref<f64>
      %alloca_124 = memref.alloca() : memref<f64>
      %alloca_125 = memref.alloca() : memref<f64>
      %alloca_126 = memref.alloca() : memref<f64>
      %alloca_127 = memref.alloca() : memref<f64>
      %alloca_128 = memref.alloca() : memref<f64>
      %alloca_129 = memref.alloca() : memref<f64>
      %alloca_130 = memref.alloca() : memref<f64>
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
      %alloca_147 = memref.alloca() : memref<f16>
      %alloca_148 = memref.alloca() : memref<f16>
      %alloca_149 = memref.alloca() : memref<f16>
      %alloca_150 = memref.alloca() : memref<f16>
      %alloca_151 = memref.alloca() : memref<f16>
      %alloca_152 = memref.alloca() : memref<f16>
      %alloca_153 = memref.alloca() : memref<f16>
      %alloca_154 = memref.alloca() : memref<f16>
      %alloca_155 = memref.alloca() : memref<f16>
      %alloca_156 = memref.alloca() : memref<f16>
      %alloca_157 = memref.alloca() : memref<f16>
      %alloca_158 = memref.alloca() : memref<f16>
      %alloca_159 = memref.alloca() : memref<f16>
      %alloca_160 = memref.alloca() : memref<f16>
      %alloca_161 = memref.alloca() : memref<f16>
      %alloca_162 = memref.alloca() : memref<f16>
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
      %alloca_175 = memref.alloca() : memref<f16>
      %alloca_176 = memref.alloca() : memref<f16>
      %alloca_177 = memref.alloca() : memref<f16>
      %alloca_178 = memref.alloca() : memref<f16>
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
      %alloca_191 = memref.alloca() : memref<f16>
      %alloca_192 = memref.alloca() : memref<f16>
      %alloca_193 = memref.alloca() : memref<f16>
      %alloca_194 = memref.alloca() : memref<f16>
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
      %block_id_x = gpu.block_id  x
      %63 = arith.index_cast %block_id_x : index to i64
      %c481_i64 = arith.constant 481 : i64
      %64 = arith.muli %63, %c481_i64 : i64
      %65 = llvm.getelementptr %1[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c377_i64 = arith.constant 377 : i64
      %66 = arith.muli %63, %c377_i64 : i64
      %67 = llvm.getelementptr %4[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1073_i64 = arith.constant 1073 : i64
      %68 = arith.muli %63, %c1073_i64 : i64
      %69 = llvm.getelementptr %7[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %70 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y : index to i64
      %72 = arith.muli %c64_i64, %71 : i64
      %73 = arith.addi %70, %72 : i64
      %c32_i64 = arith.constant 32 : i64
      %74 = arith.divsi %73, %c32_i64 : i64
      %c32_i64_207 = arith.constant 32 : i64
      %75 = arith.remsi %73, %c32_i64_207 : i64
      %c4_i64 = arith.constant 4 : i64
      %76 = arith.divsi %75, %c4_i64 : i64
      %c4_i64_208 = arith.constant 4 : i64
      %77 = arith.remsi %75, %c4_i64_208 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg19 = %74 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_264 = arith.constant 5 : i64
        %163 = arith.remsi %arg19, %c5_i64_264 : i64
        %c5_i64_265 = arith.constant 5 : i64
        %164 = arith.divsi %arg19, %c5_i64_265 : i64
        %c8_i64_266 = arith.constant 8 : i64
        %165 = arith.muli %163, %c8_i64_266 : i64
        %c8_i64_267 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_267 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_268 = arith.constant 0.000000e+00 : f64
        memref.store %cst_268, %alloca_80[] : memref<f64>
        %167 = arith.addi %165, %76 : i64
        %c36_i64 = arith.constant 36 : i64
        %168 = arith.minsi %167, %c36_i64 : i64
        %169 = arith.addi %166, %76 : i64
        %c28_i64 = arith.constant 28 : i64
        %170 = arith.minsi %169, %c28_i64 : i64
        %c0_i64_269 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_270 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_269 to %c12_i64 step %c4_i64_270  : i64 {
          %205 = arith.addi %arg20, %77 : i64
          %206 = arith.addi %arg20, %77 : i64
          %c37_i64_282 = arith.constant 37 : i64
          %207 = arith.muli %205, %c37_i64_282 : i64
          %208 = arith.addi %168, %207 : i64
          %209 = llvm.getelementptr %65[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %210 = llvm.load %209 : !llvm.ptr<1> -> f64
          %c13_i64_283 = arith.constant 13 : i64
          %211 = arith.muli %170, %c13_i64_283 : i64
          %212 = arith.addi %206, %211 : i64
          %213 = llvm.getelementptr %67[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %214 = llvm.load %213 : !llvm.ptr<1> -> f64
          %215 = memref.load %alloca[] : memref<f64>
          %216 = memref.load %alloca_80[] : memref<f64>
          %217 = nvvm.mma.sync A[%210]  B[%214]  C[%215, %216]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %218 = llvm.extractvalue %217[0] : !llvm.struct<(f64, f64)> 
          memref.store %218, %alloca[] : memref<f64>
          %219 = llvm.extractvalue %217[1] : !llvm.struct<(f64, f64)> 
          memref.store %219, %alloca_80[] : memref<f64>
        }
        %c12_i64_271 = arith.constant 12 : i64
        %171 = arith.addi %c12_i64_271, %77 : i64
        %c12_i64_272 = arith.constant 12 : i64
        %172 = arith.addi %c12_i64_272, %77 : i64
        %c12_i64_273 = arith.constant 12 : i64
        %173 = arith.minsi %171, %c12_i64_273 : i64
        %c37_i64 = arith.constant 37 : i64
        %174 = arith.muli %173, %c37_i64 : i64
        %175 = arith.addi %168, %174 : i64
        %176 = llvm.getelementptr %65[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %177 = llvm.load %176 : !llvm.ptr<1> -> f64
        memref.store %177, %alloca_81[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %178 = arith.cmpi sge, %171, %c13_i64 : i64
        scf.if %178 {
          %cst_282 = arith.constant 0.000000e+00 : f64
          memref.store %cst_282, %alloca_81[] : memref<f64>
        }
        %c12_i64_274 = arith.constant 12 : i64
        %179 = arith.minsi %172, %c12_i64_274 : i64
        %c13_i64_275 = arith.constant 13 : i64
        %180 = arith.muli %170, %c13_i64_275 : i64
        %181 = arith.addi %179, %180 : i64
        %182 = llvm.getelementptr %67[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %183 = llvm.load %182 : !llvm.ptr<1> -> f64
        memref.store %183, %alloca_82[] : memref<f64>
        %c13_i64_276 = arith.constant 13 : i64
        %184 = arith.cmpi sge, %172, %c13_i64_276 : i64
        scf.if %184 {
          %cst_282 = arith.constant 0.000000e+00 : f64
          memref.store %cst_282, %alloca_82[] : memref<f64>
        }
        %185 = memref.load %alloca_81[] : memref<f64>
        %186 = memref.load %alloca_82[] : memref<f64>
        %187 = memref.load %alloca[] : memref<f64>
        %188 = memref.load %alloca_80[] : memref<f64>
        %189 = nvvm.mma.sync A[%185]  B[%186]  C[%187, %188]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %190 = llvm.extractvalue %189[0] : !llvm.struct<(f64, f64)> 
        memref.store %190, %alloca[] : memref<f64>
        %191 = llvm.extractvalue %189[1] : !llvm.struct<(f64, f64)> 
        memref.store %191, %alloca_80[] : memref<f64>
        %192 = arith.addi %165, %76 : i64
        %c2_i64 = arith.constant 2 : i64
        %193 = arith.muli %77, %c2_i64 : i64
        %194 = arith.addi %166, %193 : i64
        %c37_i64_277 = arith.constant 37 : i64
        %195 = arith.cmpi slt, %192, %c37_i64_277 : i64
        %c29_i64 = arith.constant 29 : i64
        %196 = arith.cmpi slt, %194, %c29_i64 : i64
        %197 = arith.andi %195, %196 : i1
        scf.if %197 {
          %cst_282 = arith.constant 5.000000e-01 : f64
          %c37_i64_283 = arith.constant 37 : i64
          %205 = arith.muli %194, %c37_i64_283 : i64
          %206 = arith.addi %192, %205 : i64
          %207 = llvm.getelementptr %69[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %209 = memref.load %alloca[] : memref<f64>
          %210 = arith.mulf %arg0, %209 : f64
          %211 = llvm.intr.fma(%cst_282, %208, %210) : (f64, f64, f64) -> f64
          %c37_i64_284 = arith.constant 37 : i64
          %212 = arith.muli %194, %c37_i64_284 : i64
          %213 = arith.addi %192, %212 : i64
          %214 = llvm.getelementptr %69[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %211, %214 : f64, !llvm.ptr<1>
        }
        %198 = arith.addi %165, %76 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %199 = arith.muli %77, %c2_i64_278 : i64
        %c1_i64_279 = arith.constant 1 : i64
        %200 = arith.addi %199, %c1_i64_279 : i64
        %201 = arith.addi %166, %200 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %202 = arith.cmpi slt, %198, %c37_i64_280 : i64
        %c29_i64_281 = arith.constant 29 : i64
        %203 = arith.cmpi slt, %201, %c29_i64_281 : i64
        %204 = arith.andi %202, %203 : i1
        scf.if %204 {
          %cst_282 = arith.constant 5.000000e-01 : f64
          %c37_i64_283 = arith.constant 37 : i64
          %205 = arith.muli %201, %c37_i64_283 : i64
          %206 = arith.addi %198, %205 : i64
          %207 = llvm.getelementptr %69[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %209 = memref.load %alloca_80[] : memref<f64>
          %210 = arith.mulf %arg0, %209 : f64
          %211 = llvm.intr.fma(%cst_282, %208, %210) : (f64, f64, f64) -> f64
          %c37_i64_284 = arith.constant 37 : i64
          %212 = arith.muli %201, %c37_i64_284 : i64
          %213 = arith.addi %198, %212 : i64
          %214 = llvm.getelementptr %69[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %211, %214 : f64, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %78 = arith.muli %63, %c128_i64 : i64
      %79 = llvm.getelementptr %10[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c296_i64 = arith.constant 296 : i64
      %80 = arith.muli %63, %c296_i64 : i64
      %81 = llvm.getelementptr %13[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_209 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_209 : index to i64
      %c64_i64_210 = arith.constant 64 : i64
      %thread_id_y_211 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_211 : index to i64
      %84 = arith.muli %c64_i64_210, %83 : i64
      %85 = arith.addi %82, %84 : i64
      %c32_i64_212 = arith.constant 32 : i64
      %86 = arith.divsi %85, %c32_i64_212 : i64
      %c32_i64_213 = arith.constant 32 : i64
      %87 = arith.remsi %85, %c32_i64_213 : i64
      %c4_i64_214 = arith.constant 4 : i64
      %88 = arith.divsi %87, %c4_i64_214 : i64
      %c4_i64_215 = arith.constant 4 : i64
      %89 = arith.remsi %87, %c4_i64_215 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_216 = arith.constant 16 : i64
      scf.for %arg19 = %86 to %c5_i64 step %c16_i64_216  : i64 {
        %c5_i64_264 = arith.constant 5 : i64
        %163 = arith.remsi %arg19, %c5_i64_264 : i64
        %c5_i64_265 = arith.constant 5 : i64
        %164 = arith.divsi %arg19, %c5_i64_265 : i64
        %c8_i64_266 = arith.constant 8 : i64
        %165 = arith.muli %163, %c8_i64_266 : i64
        %c8_i64_267 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_267 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %cst_268 = arith.constant 0.000000e+00 : f64
        memref.store %cst_268, %alloca_84[] : memref<f64>
        %167 = arith.addi %165, %88 : i64
        %c36_i64 = arith.constant 36 : i64
        %168 = arith.minsi %167, %c36_i64 : i64
        %169 = arith.addi %166, %88 : i64
        %c0_i64_269 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_270 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_269 to %c12_i64 step %c4_i64_270  : i64 {
          %200 = arith.addi %arg20, %89 : i64
          %201 = arith.addi %arg20, %89 : i64
          %c37_i64_281 = arith.constant 37 : i64
          %202 = arith.muli %200, %c37_i64_281 : i64
          %203 = arith.addi %168, %202 : i64
          %204 = llvm.getelementptr %65[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %205 = llvm.load %204 : !llvm.ptr<1> -> f64
          %c16_i64_282 = arith.constant 16 : i64
          %206 = arith.muli %169, %c16_i64_282 : i64
          %207 = arith.addi %201, %206 : i64
          %208 = llvm.getelementptr %79[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %209 = llvm.load %208 : !llvm.ptr<1> -> f64
          %210 = memref.load %alloca_83[] : memref<f64>
          %211 = memref.load %alloca_84[] : memref<f64>
          %212 = nvvm.mma.sync A[%205]  B[%209]  C[%210, %211]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %213 = llvm.extractvalue %212[0] : !llvm.struct<(f64, f64)> 
          memref.store %213, %alloca_83[] : memref<f64>
          %214 = llvm.extractvalue %212[1] : !llvm.struct<(f64, f64)> 
          memref.store %214, %alloca_84[] : memref<f64>
        }
        %c12_i64_271 = arith.constant 12 : i64
        %170 = arith.addi %c12_i64_271, %89 : i64
        %c12_i64_272 = arith.constant 12 : i64
        %171 = arith.addi %c12_i64_272, %89 : i64
        %c12_i64_273 = arith.constant 12 : i64
        %172 = arith.minsi %170, %c12_i64_273 : i64
        %c37_i64 = arith.constant 37 : i64
        %173 = arith.muli %172, %c37_i64 : i64
        %174 = arith.addi %168, %173 : i64
        %175 = llvm.getelementptr %65[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %176 = llvm.load %175 : !llvm.ptr<1> -> f64
        memref.store %176, %alloca_85[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %177 = arith.cmpi sge, %170, %c13_i64 : i64
        scf.if %177 {
          %cst_281 = arith.constant 0.000000e+00 : f64
          memref.store %cst_281, %alloca_85[] : memref<f64>
        }
        %c12_i64_274 = arith.constant 12 : i64
        %178 = arith.minsi %171, %c12_i64_274 : i64
        %c16_i64_275 = arith.constant 16 : i64
        %179 = arith.muli %169, %c16_i64_275 : i64
        %180 = arith.addi %178, %179 : i64
        %181 = llvm.getelementptr %79[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %182 = llvm.load %181 : !llvm.ptr<1> -> f64
        memref.store %182, %alloca_86[] : memref<f64>
        %c13_i64_276 = arith.constant 13 : i64
        %183 = arith.cmpi sge, %171, %c13_i64_276 : i64
        scf.if %183 {
          %cst_281 = arith.constant 0.000000e+00 : f64
          memref.store %cst_281, %alloca_86[] : memref<f64>
        }
        %184 = memref.load %alloca_85[] : memref<f64>
        %185 = memref.load %alloca_86[] : memref<f64>
        %186 = memref.load %alloca_83[] : memref<f64>
        %187 = memref.load %alloca_84[] : memref<f64>
        %188 = nvvm.mma.sync A[%184]  B[%185]  C[%186, %187]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %189 = llvm.extractvalue %188[0] : !llvm.struct<(f64, f64)> 
        memref.store %189, %alloca_83[] : memref<f64>
        %190 = llvm.extractvalue %188[1] : !llvm.struct<(f64, f64)> 
        memref.store %190, %alloca_84[] : memref<f64>
        %191 = arith.addi %165, %88 : i64
        %c2_i64 = arith.constant 2 : i64
        %192 = arith.muli %89, %c2_i64 : i64
        %193 = arith.addi %166, %192 : i64
        %c37_i64_277 = arith.constant 37 : i64
        %194 = arith.cmpi slt, %191, %c37_i64_277 : i64
        scf.if %194 {
          %200 = memref.load %alloca_83[] : memref<f64>
          %201 = arith.mulf %arg0, %200 : f64
          %c37_i64_281 = arith.constant 37 : i64
          %202 = arith.muli %193, %c37_i64_281 : i64
          %203 = arith.addi %191, %202 : i64
          %204 = llvm.getelementptr %81[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %201, %204 : f64, !llvm.ptr<1>
        }
        %195 = arith.addi %165, %88 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %196 = arith.muli %89, %c2_i64_278 : i64
        %c1_i64_279 = arith.constant 1 : i64
        %197 = arith.addi %196, %c1_i64_279 : i64
        %198 = arith.addi %166, %197 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %199 = arith.cmpi slt, %195, %c37_i64_280 : i64
        scf.if %199 {
          %200 = memref.load %alloca_84[] : memref<f64>
          %201 = arith.mulf %arg0, %200 : f64
          %c37_i64_281 = arith.constant 37 : i64
          %202 = arith.muli %198, %c37_i64_281 : i64
          %203 = arith.addi %195, %202 : i64
          %204 = llvm.getelementptr %81[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %201, %204 : f64, !llvm.ptr<1>
        }
      }
      %c945_i64 = arith.constant 945 : i64
      %90 = arith.muli %63, %c945_i64 : i64
      %91 = llvm.getelementptr %16[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c399_i64 = arith.constant 399 : i64
      %92 = arith.muli %63, %c399_i64 : i64
      %93 = llvm.getelementptr %19[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c855_i64 = arith.constant 855 : i64
      %94 = arith.muli %63, %c855_i64 : i64
      %95 = llvm.getelementptr %22[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_217 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_217 : index to i64
      %c64_i64_218 = arith.constant 64 : i64
      %thread_id_y_219 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_219 : index to i64
      %98 = arith.muli %c64_i64_218, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c32_i64_220 = arith.constant 32 : i64
      %100 = arith.divsi %99, %c32_i64_220 : i64
      %c32_i64_221 = arith.constant 32 : i64
      %101 = arith.remsi %99, %c32_i64_221 : i64
      %c4_i64_222 = arith.constant 4 : i64
      %102 = arith.divsi %101, %c4_i64_222 : i64
      %c4_i64_223 = arith.constant 4 : i64
      %103 = arith.remsi %101, %c4_i64_223 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_224 = arith.constant 16 : i64
      scf.for %arg19 = %100 to %c9_i64 step %c16_i64_224  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %163 = arith.remsi %arg19, %c3_i64 : i64
        %c3_i64_264 = arith.constant 3 : i64
        %164 = arith.divsi %arg19, %c3_i64_264 : i64
        %c16_i64_265 = arith.constant 16 : i64
        %165 = arith.muli %163, %c16_i64_265 : i64
        %c8_i64_266 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_266 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_87[] : memref<f32>
        %cst_267 = arith.constant 0.000000e+00 : f32
        memref.store %cst_267, %alloca_88[] : memref<f32>
        %cst_268 = arith.constant 0.000000e+00 : f32
        memref.store %cst_268, %alloca_89[] : memref<f32>
        %cst_269 = arith.constant 0.000000e+00 : f32
        memref.store %cst_269, %alloca_90[] : memref<f32>
        %167 = arith.addi %165, %102 : i64
        %c44_i64 = arith.constant 44 : i64
        %168 = arith.minsi %167, %c44_i64 : i64
        %169 = arith.addi %165, %102 : i64
        %c44_i64_270 = arith.constant 44 : i64
        %170 = arith.minsi %169, %c44_i64_270 : i64
        %c8_i64_271 = arith.constant 8 : i64
        %171 = arith.addi %102, %c8_i64_271 : i64
        %172 = arith.addi %165, %171 : i64
        %c44_i64_272 = arith.constant 44 : i64
        %173 = arith.minsi %172, %c44_i64_272 : i64
        %c8_i64_273 = arith.constant 8 : i64
        %174 = arith.addi %102, %c8_i64_273 : i64
        %175 = arith.addi %165, %174 : i64
        %c44_i64_274 = arith.constant 44 : i64
        %176 = arith.minsi %175, %c44_i64_274 : i64
        %177 = arith.addi %165, %102 : i64
        %c44_i64_275 = arith.constant 44 : i64
        %178 = arith.minsi %177, %c44_i64_275 : i64
        %179 = arith.addi %165, %102 : i64
        %c44_i64_276 = arith.constant 44 : i64
        %180 = arith.minsi %179, %c44_i64_276 : i64
        %c8_i64_277 = arith.constant 8 : i64
        %181 = arith.addi %102, %c8_i64_277 : i64
        %182 = arith.addi %165, %181 : i64
        %c44_i64_278 = arith.constant 44 : i64
        %183 = arith.minsi %182, %c44_i64_278 : i64
        %c8_i64_279 = arith.constant 8 : i64
        %184 = arith.addi %102, %c8_i64_279 : i64
        %185 = arith.addi %165, %184 : i64
        %c44_i64_280 = arith.constant 44 : i64
        %186 = arith.minsi %185, %c44_i64_280 : i64
        %187 = arith.addi %166, %102 : i64
        %c18_i64 = arith.constant 18 : i64
        %188 = arith.minsi %187, %c18_i64 : i64
        %189 = arith.addi %166, %102 : i64
        %c18_i64_281 = arith.constant 18 : i64
        %190 = arith.minsi %189, %c18_i64_281 : i64
        %191 = arith.addi %166, %102 : i64
        %c18_i64_282 = arith.constant 18 : i64
        %192 = arith.minsi %191, %c18_i64_282 : i64
        %193 = arith.addi %166, %102 : i64
        %c18_i64_283 = arith.constant 18 : i64
        %194 = arith.minsi %193, %c18_i64_283 : i64
        %c0_i64_284 = arith.constant 0 : i64
        %c16_i64_285 = arith.constant 16 : i64
        %c16_i64_286 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_284 to %c16_i64_285 step %c16_i64_286  : i64 {
          %c2_i64_378 = arith.constant 2 : i64
          %367 = arith.muli %103, %c2_i64_378 : i64
          %368 = arith.addi %arg20, %367 : i64
          %c2_i64_379 = arith.constant 2 : i64
          %369 = arith.muli %103, %c2_i64_379 : i64
          %c1_i64_380 = arith.constant 1 : i64
          %370 = arith.addi %369, %c1_i64_380 : i64
          %371 = arith.addi %arg20, %370 : i64
          %c2_i64_381 = arith.constant 2 : i64
          %372 = arith.muli %103, %c2_i64_381 : i64
          %373 = arith.addi %arg20, %372 : i64
          %c2_i64_382 = arith.constant 2 : i64
          %374 = arith.muli %103, %c2_i64_382 : i64
          %c1_i64_383 = arith.constant 1 : i64
          %375 = arith.addi %374, %c1_i64_383 : i64
          %376 = arith.addi %arg20, %375 : i64
          %c2_i64_384 = arith.constant 2 : i64
          %377 = arith.muli %103, %c2_i64_384 : i64
          %c8_i64_385 = arith.constant 8 : i64
          %378 = arith.addi %377, %c8_i64_385 : i64
          %379 = arith.addi %arg20, %378 : i64
          %c2_i64_386 = arith.constant 2 : i64
          %380 = arith.muli %103, %c2_i64_386 : i64
          %c9_i64_387 = arith.constant 9 : i64
          %381 = arith.addi %380, %c9_i64_387 : i64
          %382 = arith.addi %arg20, %381 : i64
          %c2_i64_388 = arith.constant 2 : i64
          %383 = arith.muli %103, %c2_i64_388 : i64
          %c8_i64_389 = arith.constant 8 : i64
          %384 = arith.addi %383, %c8_i64_389 : i64
          %385 = arith.addi %arg20, %384 : i64
          %c2_i64_390 = arith.constant 2 : i64
          %386 = arith.muli %103, %c2_i64_390 : i64
          %c9_i64_391 = arith.constant 9 : i64
          %387 = arith.addi %386, %c9_i64_391 : i64
          %388 = arith.addi %arg20, %387 : i64
          %c2_i64_392 = arith.constant 2 : i64
          %389 = arith.muli %103, %c2_i64_392 : i64
          %390 = arith.addi %arg20, %389 : i64
          %c2_i64_393 = arith.constant 2 : i64
          %391 = arith.muli %103, %c2_i64_393 : i64
          %c1_i64_394 = arith.constant 1 : i64
          %392 = arith.addi %391, %c1_i64_394 : i64
          %393 = arith.addi %arg20, %392 : i64
          %c2_i64_395 = arith.constant 2 : i64
          %394 = arith.muli %103, %c2_i64_395 : i64
          %c8_i64_396 = arith.constant 8 : i64
          %395 = arith.addi %394, %c8_i64_396 : i64
          %396 = arith.addi %arg20, %395 : i64
          %c2_i64_397 = arith.constant 2 : i64
          %397 = arith.muli %103, %c2_i64_397 : i64
          %c9_i64_398 = arith.constant 9 : i64
          %398 = arith.addi %397, %c9_i64_398 : i64
          %399 = arith.addi %arg20, %398 : i64
          %c21_i64_399 = arith.constant 21 : i64
          %400 = arith.muli %168, %c21_i64_399 : i64
          %401 = arith.addi %368, %400 : i64
          %402 = llvm.getelementptr %91[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %403 = llvm.load %402 : !llvm.ptr<1> -> f16
          %c21_i64_400 = arith.constant 21 : i64
          %404 = arith.muli %170, %c21_i64_400 : i64
          %405 = arith.addi %371, %404 : i64
          %406 = llvm.getelementptr %91[%405] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %407 = llvm.load %406 : !llvm.ptr<1> -> f16
          %c21_i64_401 = arith.constant 21 : i64
          %408 = arith.muli %173, %c21_i64_401 : i64
          %409 = arith.addi %373, %408 : i64
          %410 = llvm.getelementptr %91[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %411 = llvm.load %410 : !llvm.ptr<1> -> f16
          %c21_i64_402 = arith.constant 21 : i64
          %412 = arith.muli %176, %c21_i64_402 : i64
          %413 = arith.addi %376, %412 : i64
          %414 = llvm.getelementptr %91[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %415 = llvm.load %414 : !llvm.ptr<1> -> f16
          %c21_i64_403 = arith.constant 21 : i64
          %416 = arith.muli %178, %c21_i64_403 : i64
          %417 = arith.addi %379, %416 : i64
          %418 = llvm.getelementptr %91[%417] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %419 = llvm.load %418 : !llvm.ptr<1> -> f16
          %c21_i64_404 = arith.constant 21 : i64
          %420 = arith.muli %180, %c21_i64_404 : i64
          %421 = arith.addi %382, %420 : i64
          %422 = llvm.getelementptr %91[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %423 = llvm.load %422 : !llvm.ptr<1> -> f16
          %c21_i64_405 = arith.constant 21 : i64
          %424 = arith.muli %183, %c21_i64_405 : i64
          %425 = arith.addi %385, %424 : i64
          %426 = llvm.getelementptr %91[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %427 = llvm.load %426 : !llvm.ptr<1> -> f16
          %c21_i64_406 = arith.constant 21 : i64
          %428 = arith.muli %186, %c21_i64_406 : i64
          %429 = arith.addi %388, %428 : i64
          %430 = llvm.getelementptr %91[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %431 = llvm.load %430 : !llvm.ptr<1> -> f16
          %c21_i64_407 = arith.constant 21 : i64
          %432 = arith.muli %188, %c21_i64_407 : i64
          %433 = arith.addi %390, %432 : i64
          %434 = llvm.getelementptr %93[%433] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %435 = llvm.load %434 : !llvm.ptr<1> -> f16
          %c21_i64_408 = arith.constant 21 : i64
          %436 = arith.muli %190, %c21_i64_408 : i64
          %437 = arith.addi %393, %436 : i64
          %438 = llvm.getelementptr %93[%437] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %439 = llvm.load %438 : !llvm.ptr<1> -> f16
          %c21_i64_409 = arith.constant 21 : i64
          %440 = arith.muli %192, %c21_i64_409 : i64
          %441 = arith.addi %396, %440 : i64
          %442 = llvm.getelementptr %93[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %443 = llvm.load %442 : !llvm.ptr<1> -> f16
          %c21_i64_410 = arith.constant 21 : i64
          %444 = arith.muli %194, %c21_i64_410 : i64
          %445 = arith.addi %399, %444 : i64
          %446 = llvm.getelementptr %93[%445] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %447 = llvm.load %446 : !llvm.ptr<1> -> f16
          %448 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_411 = arith.constant 0 : i32
          %449 = llvm.insertelement %403, %448[%c0_i32_411 : i32] : vector<2xf16>
          %c1_i32_412 = arith.constant 1 : i32
          %450 = llvm.insertelement %407, %449[%c1_i32_412 : i32] : vector<2xf16>
          %451 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_413 = arith.constant 0 : i32
          %452 = llvm.insertelement %411, %451[%c0_i32_413 : i32] : vector<2xf16>
          %c1_i32_414 = arith.constant 1 : i32
          %453 = llvm.insertelement %415, %452[%c1_i32_414 : i32] : vector<2xf16>
          %454 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_415 = arith.constant 0 : i32
          %455 = llvm.insertelement %419, %454[%c0_i32_415 : i32] : vector<2xf16>
          %c1_i32_416 = arith.constant 1 : i32
          %456 = llvm.insertelement %423, %455[%c1_i32_416 : i32] : vector<2xf16>
          %457 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_417 = arith.constant 0 : i32
          %458 = llvm.insertelement %427, %457[%c0_i32_417 : i32] : vector<2xf16>
          %c1_i32_418 = arith.constant 1 : i32
          %459 = llvm.insertelement %431, %458[%c1_i32_418 : i32] : vector<2xf16>
          %460 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_419 = arith.constant 0 : i32
          %461 = llvm.insertelement %435, %460[%c0_i32_419 : i32] : vector<2xf16>
          %c1_i32_420 = arith.constant 1 : i32
          %462 = llvm.insertelement %439, %461[%c1_i32_420 : i32] : vector<2xf16>
          %463 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_421 = arith.constant 0 : i32
          %464 = llvm.insertelement %443, %463[%c0_i32_421 : i32] : vector<2xf16>
          %c1_i32_422 = arith.constant 1 : i32
          %465 = llvm.insertelement %447, %464[%c1_i32_422 : i32] : vector<2xf16>
          %466 = memref.load %alloca_87[] : memref<f32>
          %467 = memref.load %alloca_88[] : memref<f32>
          %468 = memref.load %alloca_89[] : memref<f32>
          %469 = memref.load %alloca_90[] : memref<f32>
          %470 = nvvm.mma.sync A[%450, %453, %456, %459]  B[%462, %465]  C[%466, %467, %468, %469]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %471 = llvm.extractvalue %470[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %471, %alloca_87[] : memref<f32>
          %472 = llvm.extractvalue %470[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %472, %alloca_88[] : memref<f32>
          %473 = llvm.extractvalue %470[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %473, %alloca_89[] : memref<f32>
          %474 = llvm.extractvalue %470[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %474, %alloca_90[] : memref<f32>
        }
        %c16_i64_287 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %195 = arith.muli %103, %c2_i64 : i64
        %196 = arith.addi %c16_i64_287, %195 : i64
        %c16_i64_288 = arith.constant 16 : i64
        %c2_i64_289 = arith.constant 2 : i64
        %197 = arith.muli %103, %c2_i64_289 : i64
        %c1_i64_290 = arith.constant 1 : i64
        %198 = arith.addi %197, %c1_i64_290 : i64
        %199 = arith.addi %c16_i64_288, %198 : i64
        %c16_i64_291 = arith.constant 16 : i64
        %c2_i64_292 = arith.constant 2 : i64
        %200 = arith.muli %103, %c2_i64_292 : i64
        %201 = arith.addi %c16_i64_291, %200 : i64
        %c16_i64_293 = arith.constant 16 : i64
        %c2_i64_294 = arith.constant 2 : i64
        %202 = arith.muli %103, %c2_i64_294 : i64
        %c1_i64_295 = arith.constant 1 : i64
        %203 = arith.addi %202, %c1_i64_295 : i64
        %204 = arith.addi %c16_i64_293, %203 : i64
        %c16_i64_296 = arith.constant 16 : i64
        %c2_i64_297 = arith.constant 2 : i64
        %205 = arith.muli %103, %c2_i64_297 : i64
        %c8_i64_298 = arith.constant 8 : i64
        %206 = arith.addi %205, %c8_i64_298 : i64
        %207 = arith.addi %c16_i64_296, %206 : i64
        %c16_i64_299 = arith.constant 16 : i64
        %c2_i64_300 = arith.constant 2 : i64
        %208 = arith.muli %103, %c2_i64_300 : i64
        %c9_i64_301 = arith.constant 9 : i64
        %209 = arith.addi %208, %c9_i64_301 : i64
        %210 = arith.addi %c16_i64_299, %209 : i64
        %c16_i64_302 = arith.constant 16 : i64
        %c2_i64_303 = arith.constant 2 : i64
        %211 = arith.muli %103, %c2_i64_303 : i64
        %c8_i64_304 = arith.constant 8 : i64
        %212 = arith.addi %211, %c8_i64_304 : i64
        %213 = arith.addi %c16_i64_302, %212 : i64
        %c16_i64_305 = arith.constant 16 : i64
        %c2_i64_306 = arith.constant 2 : i64
        %214 = arith.muli %103, %c2_i64_306 : i64
        %c9_i64_307 = arith.constant 9 : i64
        %215 = arith.addi %214, %c9_i64_307 : i64
        %216 = arith.addi %c16_i64_305, %215 : i64
        %c16_i64_308 = arith.constant 16 : i64
        %c2_i64_309 = arith.constant 2 : i64
        %217 = arith.muli %103, %c2_i64_309 : i64
        %218 = arith.addi %c16_i64_308, %217 : i64
        %c16_i64_310 = arith.constant 16 : i64
        %c2_i64_311 = arith.constant 2 : i64
        %219 = arith.muli %103, %c2_i64_311 : i64
        %c1_i64_312 = arith.constant 1 : i64
        %220 = arith.addi %219, %c1_i64_312 : i64
        %221 = arith.addi %c16_i64_310, %220 : i64
        %c16_i64_313 = arith.constant 16 : i64
        %c2_i64_314 = arith.constant 2 : i64
        %222 = arith.muli %103, %c2_i64_314 : i64
        %c8_i64_315 = arith.constant 8 : i64
        %223 = arith.addi %222, %c8_i64_315 : i64
        %224 = arith.addi %c16_i64_313, %223 : i64
        %c16_i64_316 = arith.constant 16 : i64
        %c2_i64_317 = arith.constant 2 : i64
        %225 = arith.muli %103, %c2_i64_317 : i64
        %c9_i64_318 = arith.constant 9 : i64
        %226 = arith.addi %225, %c9_i64_318 : i64
        %227 = arith.addi %c16_i64_316, %226 : i64
        %c20_i64_319 = arith.constant 20 : i64
        %228 = arith.minsi %196, %c20_i64_319 : i64
        %c21_i64 = arith.constant 21 : i64
        %229 = arith.muli %168, %c21_i64 : i64
        %230 = arith.addi %228, %229 : i64
        %231 = llvm.getelementptr %91[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %232 = llvm.load %231 : !llvm.ptr<1> -> f16
        memref.store %232, %alloca_91[] : memref<f16>
        %c21_i64_320 = arith.constant 21 : i64
        %233 = arith.cmpi sge, %196, %c21_i64_320 : i64
        scf.if %233 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_91[] : memref<f16>
        }
        %c20_i64_321 = arith.constant 20 : i64
        %234 = arith.minsi %199, %c20_i64_321 : i64
        %c21_i64_322 = arith.constant 21 : i64
        %235 = arith.muli %170, %c21_i64_322 : i64
        %236 = arith.addi %234, %235 : i64
        %237 = llvm.getelementptr %91[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %238 = llvm.load %237 : !llvm.ptr<1> -> f16
        memref.store %238, %alloca_92[] : memref<f16>
        %c21_i64_323 = arith.constant 21 : i64
        %239 = arith.cmpi sge, %199, %c21_i64_323 : i64
        scf.if %239 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_92[] : memref<f16>
        }
        %c20_i64_324 = arith.constant 20 : i64
        %240 = arith.minsi %201, %c20_i64_324 : i64
        %c21_i64_325 = arith.constant 21 : i64
        %241 = arith.muli %173, %c21_i64_325 : i64
        %242 = arith.addi %240, %241 : i64
        %243 = llvm.getelementptr %91[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %244 = llvm.load %243 : !llvm.ptr<1> -> f16
        memref.store %244, %alloca_93[] : memref<f16>
        %c21_i64_326 = arith.constant 21 : i64
        %245 = arith.cmpi sge, %201, %c21_i64_326 : i64
        scf.if %245 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_93[] : memref<f16>
        }
        %c20_i64_327 = arith.constant 20 : i64
        %246 = arith.minsi %204, %c20_i64_327 : i64
        %c21_i64_328 = arith.constant 21 : i64
        %247 = arith.muli %176, %c21_i64_328 : i64
        %248 = arith.addi %246, %247 : i64
        %249 = llvm.getelementptr %91[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %250 = llvm.load %249 : !llvm.ptr<1> -> f16
        memref.store %250, %alloca_94[] : memref<f16>
        %c21_i64_329 = arith.constant 21 : i64
        %251 = arith.cmpi sge, %204, %c21_i64_329 : i64
        scf.if %251 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_94[] : memref<f16>
        }
        %c20_i64_330 = arith.constant 20 : i64
        %252 = arith.minsi %207, %c20_i64_330 : i64
        %c21_i64_331 = arith.constant 21 : i64
        %253 = arith.muli %178, %c21_i64_331 : i64
        %254 = arith.addi %252, %253 : i64
        %255 = llvm.getelementptr %91[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %256 = llvm.load %255 : !llvm.ptr<1> -> f16
        memref.store %256, %alloca_95[] : memref<f16>
        %c21_i64_332 = arith.constant 21 : i64
        %257 = arith.cmpi sge, %207, %c21_i64_332 : i64
        scf.if %257 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_95[] : memref<f16>
        }
        %c20_i64_333 = arith.constant 20 : i64
        %258 = arith.minsi %210, %c20_i64_333 : i64
        %c21_i64_334 = arith.constant 21 : i64
        %259 = arith.muli %180, %c21_i64_334 : i64
        %260 = arith.addi %258, %259 : i64
        %261 = llvm.getelementptr %91[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %262 = llvm.load %261 : !llvm.ptr<1> -> f16
        memref.store %262, %alloca_96[] : memref<f16>
        %c21_i64_335 = arith.constant 21 : i64
        %263 = arith.cmpi sge, %210, %c21_i64_335 : i64
        scf.if %263 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_96[] : memref<f16>
        }
        %c20_i64_336 = arith.constant 20 : i64
        %264 = arith.minsi %213, %c20_i64_336 : i64
        %c21_i64_337 = arith.constant 21 : i64
        %265 = arith.muli %183, %c21_i64_337 : i64
        %266 = arith.addi %264, %265 : i64
        %267 = llvm.getelementptr %91[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %268 = llvm.load %267 : !llvm.ptr<1> -> f16
        memref.store %268, %alloca_97[] : memref<f16>
        %c21_i64_338 = arith.constant 21 : i64
        %269 = arith.cmpi sge, %213, %c21_i64_338 : i64
        scf.if %269 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_97[] : memref<f16>
        }
        %c20_i64_339 = arith.constant 20 : i64
        %270 = arith.minsi %216, %c20_i64_339 : i64
        %c21_i64_340 = arith.constant 21 : i64
        %271 = arith.muli %186, %c21_i64_340 : i64
        %272 = arith.addi %270, %271 : i64
        %273 = llvm.getelementptr %91[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %274 = llvm.load %273 : !llvm.ptr<1> -> f16
        memref.store %274, %alloca_98[] : memref<f16>
        %c21_i64_341 = arith.constant 21 : i64
        %275 = arith.cmpi sge, %216, %c21_i64_341 : i64
        scf.if %275 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_98[] : memref<f16>
        }
        %c20_i64_342 = arith.constant 20 : i64
        %276 = arith.minsi %218, %c20_i64_342 : i64
        %c21_i64_343 = arith.constant 21 : i64
        %277 = arith.muli %188, %c21_i64_343 : i64
        %278 = arith.addi %276, %277 : i64
        %279 = llvm.getelementptr %93[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %280 = llvm.load %279 : !llvm.ptr<1> -> f16
        memref.store %280, %alloca_99[] : memref<f16>
        %c21_i64_344 = arith.constant 21 : i64
        %281 = arith.cmpi sge, %218, %c21_i64_344 : i64
        scf.if %281 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_99[] : memref<f16>
        }
        %c20_i64_345 = arith.constant 20 : i64
        %282 = arith.minsi %221, %c20_i64_345 : i64
        %c21_i64_346 = arith.constant 21 : i64
        %283 = arith.muli %190, %c21_i64_346 : i64
        %284 = arith.addi %282, %283 : i64
        %285 = llvm.getelementptr %93[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %286 = llvm.load %285 : !llvm.ptr<1> -> f16
        memref.store %286, %alloca_100[] : memref<f16>
        %c21_i64_347 = arith.constant 21 : i64
        %287 = arith.cmpi sge, %221, %c21_i64_347 : i64
        scf.if %287 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_100[] : memref<f16>
        }
        %c20_i64_348 = arith.constant 20 : i64
        %288 = arith.minsi %224, %c20_i64_348 : i64
        %c21_i64_349 = arith.constant 21 : i64
        %289 = arith.muli %192, %c21_i64_349 : i64
        %290 = arith.addi %288, %289 : i64
        %291 = llvm.getelementptr %93[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %292 = llvm.load %291 : !llvm.ptr<1> -> f16
        memref.store %292, %alloca_101[] : memref<f16>
        %c21_i64_350 = arith.constant 21 : i64
        %293 = arith.cmpi sge, %224, %c21_i64_350 : i64
        scf.if %293 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_101[] : memref<f16>
        }
        %c20_i64_351 = arith.constant 20 : i64
        %294 = arith.minsi %227, %c20_i64_351 : i64
        %c21_i64_352 = arith.constant 21 : i64
        %295 = arith.muli %194, %c21_i64_352 : i64
        %296 = arith.addi %294, %295 : i64
        %297 = llvm.getelementptr %93[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %298 = llvm.load %297 : !llvm.ptr<1> -> f16
        memref.store %298, %alloca_102[] : memref<f16>
        %c21_i64_353 = arith.constant 21 : i64
        %299 = arith.cmpi sge, %227, %c21_i64_353 : i64
        scf.if %299 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_102[] : memref<f16>
        }
        %300 = memref.load %alloca_91[] : memref<f16>
        %301 = memref.load %alloca_92[] : memref<f16>
        %302 = memref.load %alloca_93[] : memref<f16>
        %303 = memref.load %alloca_94[] : memref<f16>
        %304 = memref.load %alloca_95[] : memref<f16>
        %305 = memref.load %alloca_96[] : memref<f16>
        %306 = memref.load %alloca_97[] : memref<f16>
        %307 = memref.load %alloca_98[] : memref<f16>
        %308 = llvm.mlir.poison : vector<2xf16>
        %c0_i32 = arith.constant 0 : i32
        %309 = llvm.insertelement %300, %308[%c0_i32 : i32] : vector<2xf16>
        %c1_i32 = arith.constant 1 : i32
        %310 = llvm.insertelement %301, %309[%c1_i32 : i32] : vector<2xf16>
        %311 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_354 = arith.constant 0 : i32
        %312 = llvm.insertelement %302, %311[%c0_i32_354 : i32] : vector<2xf16>
        %c1_i32_355 = arith.constant 1 : i32
        %313 = llvm.insertelement %303, %312[%c1_i32_355 : i32] : vector<2xf16>
        %314 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_356 = arith.constant 0 : i32
        %315 = llvm.insertelement %304, %314[%c0_i32_356 : i32] : vector<2xf16>
        %c1_i32_357 = arith.constant 1 : i32
        %316 = llvm.insertelement %305, %315[%c1_i32_357 : i32] : vector<2xf16>
        %317 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_358 = arith.constant 0 : i32
        %318 = llvm.insertelement %306, %317[%c0_i32_358 : i32] : vector<2xf16>
        %c1_i32_359 = arith.constant 1 : i32
        %319 = llvm.insertelement %307, %318[%c1_i32_359 : i32] : vector<2xf16>
        %320 = memref.load %alloca_99[] : memref<f16>
        %321 = memref.load %alloca_100[] : memref<f16>
        %322 = memref.load %alloca_101[] : memref<f16>
        %323 = memref.load %alloca_102[] : memref<f16>
        %324 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_360 = arith.constant 0 : i32
        %325 = llvm.insertelement %320, %324[%c0_i32_360 : i32] : vector<2xf16>
        %c1_i32_361 = arith.constant 1 : i32
        %326 = llvm.insertelement %321, %325[%c1_i32_361 : i32] : vector<2xf16>
        %327 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_362 = arith.constant 0 : i32
        %328 = llvm.insertelement %322, %327[%c0_i32_362 : i32] : vector<2xf16>
        %c1_i32_363 = arith.constant 1 : i32
        %329 = llvm.insertelement %323, %328[%c1_i32_363 : i32] : vector<2xf16>
        %330 = memref.load %alloca_87[] : memref<f32>
        %331 = memref.load %alloca_88[] : memref<f32>
        %332 = memref.load %alloca_89[] : memref<f32>
        %333 = memref.load %alloca_90[] : memref<f32>
        %334 = nvvm.mma.sync A[%310, %313, %316, %319]  B[%326, %329]  C[%330, %331, %332, %333]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %335 = llvm.extractvalue %334[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %335, %alloca_87[] : memref<f32>
        %336 = llvm.extractvalue %334[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %336, %alloca_88[] : memref<f32>
        %337 = llvm.extractvalue %334[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %337, %alloca_89[] : memref<f32>
        %338 = llvm.extractvalue %334[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %338, %alloca_90[] : memref<f32>
        %339 = arith.addi %165, %102 : i64
        %c2_i64_364 = arith.constant 2 : i64
        %340 = arith.muli %103, %c2_i64_364 : i64
        %341 = arith.addi %166, %340 : i64
        %c45_i64 = arith.constant 45 : i64
        %342 = arith.cmpi slt, %339, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %343 = arith.cmpi slt, %341, %c19_i64 : i64
        %344 = arith.andi %342, %343 : i1
        scf.if %344 {
          %c45_i64_378 = arith.constant 45 : i64
          %367 = arith.muli %341, %c45_i64_378 : i64
          %368 = arith.addi %339, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_87[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_379 = arith.constant 45 : i64
          %373 = arith.muli %341, %c45_i64_379 : i64
          %374 = arith.addi %339, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %345 = arith.addi %165, %102 : i64
        %c2_i64_365 = arith.constant 2 : i64
        %346 = arith.muli %103, %c2_i64_365 : i64
        %c1_i64_366 = arith.constant 1 : i64
        %347 = arith.addi %346, %c1_i64_366 : i64
        %348 = arith.addi %166, %347 : i64
        %c45_i64_367 = arith.constant 45 : i64
        %349 = arith.cmpi slt, %345, %c45_i64_367 : i64
        %c19_i64_368 = arith.constant 19 : i64
        %350 = arith.cmpi slt, %348, %c19_i64_368 : i64
        %351 = arith.andi %349, %350 : i1
        scf.if %351 {
          %c45_i64_378 = arith.constant 45 : i64
          %367 = arith.muli %348, %c45_i64_378 : i64
          %368 = arith.addi %345, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_88[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_379 = arith.constant 45 : i64
          %373 = arith.muli %348, %c45_i64_379 : i64
          %374 = arith.addi %345, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %c8_i64_369 = arith.constant 8 : i64
        %352 = arith.addi %102, %c8_i64_369 : i64
        %353 = arith.addi %165, %352 : i64
        %c2_i64_370 = arith.constant 2 : i64
        %354 = arith.muli %103, %c2_i64_370 : i64
        %355 = arith.addi %166, %354 : i64
        %c45_i64_371 = arith.constant 45 : i64
        %356 = arith.cmpi slt, %353, %c45_i64_371 : i64
        %c19_i64_372 = arith.constant 19 : i64
        %357 = arith.cmpi slt, %355, %c19_i64_372 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %c45_i64_378 = arith.constant 45 : i64
          %367 = arith.muli %355, %c45_i64_378 : i64
          %368 = arith.addi %353, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_89[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_379 = arith.constant 45 : i64
          %373 = arith.muli %355, %c45_i64_379 : i64
          %374 = arith.addi %353, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %c8_i64_373 = arith.constant 8 : i64
        %359 = arith.addi %102, %c8_i64_373 : i64
        %360 = arith.addi %165, %359 : i64
        %c2_i64_374 = arith.constant 2 : i64
        %361 = arith.muli %103, %c2_i64_374 : i64
        %c1_i64_375 = arith.constant 1 : i64
        %362 = arith.addi %361, %c1_i64_375 : i64
        %363 = arith.addi %166, %362 : i64
        %c45_i64_376 = arith.constant 45 : i64
        %364 = arith.cmpi slt, %360, %c45_i64_376 : i64
        %c19_i64_377 = arith.constant 19 : i64
        %365 = arith.cmpi slt, %363, %c19_i64_377 : i64
        %366 = arith.andi %364, %365 : i1
        scf.if %366 {
          %c45_i64_378 = arith.constant 45 : i64
          %367 = arith.muli %363, %c45_i64_378 : i64
          %368 = arith.addi %360, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_90[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_379 = arith.constant 45 : i64
          %373 = arith.muli %363, %c45_i64_379 : i64
          %374 = arith.addi %360, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
      }
      %104 = arith.muli %63, %30 : i64
      %105 = llvm.getelementptr %25[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %106 = arith.muli %63, %37 : i64
      %107 = llvm.getelementptr %32[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %108 = arith.muli %63, %44 : i64
      %109 = llvm.getelementptr %39[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_225 = gpu.thread_id  x
      %110 = arith.index_cast %thread_id_x_225 : index to i64
      %c64_i64_226 = arith.constant 64 : i64
      %thread_id_y_227 = gpu.thread_id  y
      %111 = arith.index_cast %thread_id_y_227 : index to i64
      %112 = arith.muli %c64_i64_226, %111 : i64
      %113 = arith.addi %110, %112 : i64
      %c32_i64_228 = arith.constant 32 : i64
      %114 = arith.divsi %113, %c32_i64_228 : i64
      %c32_i64_229 = arith.constant 32 : i64
      %115 = arith.remsi %113, %c32_i64_229 : i64
      %c4_i64_230 = arith.constant 4 : i64
      %116 = arith.divsi %115, %c4_i64_230 : i64
      %c4_i64_231 = arith.constant 4 : i64
      %117 = arith.remsi %115, %c4_i64_231 : i64
      %c15_i64 = arith.constant 15 : i64
      %118 = arith.addi %40, %c15_i64 : i64
      %c16_i64_232 = arith.constant 16 : i64
      %119 = arith.divsi %118, %c16_i64_232 : i64
      %c7_i64 = arith.constant 7 : i64
      %120 = arith.addi %41, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %121 = arith.divsi %120, %c8_i64 : i64
      %122 = arith.muli %119, %121 : i64
      %c16_i64_233 = arith.constant 16 : i64
      %123 = arith.remsi %27, %c16_i64_233 : i64
      %124 = arith.subi %27, %123 : i64
      %c16_i64_234 = arith.constant 16 : i64
      scf.for %arg19 = %114 to %122 step %c16_i64_234  : i64 {
        %163 = arith.remsi %arg19, %119 : i64
        %164 = arith.divsi %arg19, %119 : i64
        %c16_i64_264 = arith.constant 16 : i64
        %165 = arith.muli %163, %c16_i64_264 : i64
        %c8_i64_265 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_265 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_103[] : memref<f32>
        %cst_266 = arith.constant 0.000000e+00 : f32
        memref.store %cst_266, %alloca_104[] : memref<f32>
        %cst_267 = arith.constant 0.000000e+00 : f32
        memref.store %cst_267, %alloca_105[] : memref<f32>
        %cst_268 = arith.constant 0.000000e+00 : f32
        memref.store %cst_268, %alloca_106[] : memref<f32>
        %167 = arith.addi %165, %116 : i64
        %c1_i64_269 = arith.constant 1 : i64
        %168 = arith.subi %40, %c1_i64_269 : i64
        %169 = arith.minsi %167, %168 : i64
        %170 = arith.addi %165, %116 : i64
        %c1_i64_270 = arith.constant 1 : i64
        %171 = arith.subi %40, %c1_i64_270 : i64
        %172 = arith.minsi %170, %171 : i64
        %c8_i64_271 = arith.constant 8 : i64
        %173 = arith.addi %116, %c8_i64_271 : i64
        %174 = arith.addi %165, %173 : i64
        %c1_i64_272 = arith.constant 1 : i64
        %175 = arith.subi %40, %c1_i64_272 : i64
        %176 = arith.minsi %174, %175 : i64
        %c8_i64_273 = arith.constant 8 : i64
        %177 = arith.addi %116, %c8_i64_273 : i64
        %178 = arith.addi %165, %177 : i64
        %c1_i64_274 = arith.constant 1 : i64
        %179 = arith.subi %40, %c1_i64_274 : i64
        %180 = arith.minsi %178, %179 : i64
        %181 = arith.addi %165, %116 : i64
        %c1_i64_275 = arith.constant 1 : i64
        %182 = arith.subi %40, %c1_i64_275 : i64
        %183 = arith.minsi %181, %182 : i64
        %184 = arith.addi %165, %116 : i64
        %c1_i64_276 = arith.constant 1 : i64
        %185 = arith.subi %40, %c1_i64_276 : i64
        %186 = arith.minsi %184, %185 : i64
        %c8_i64_277 = arith.constant 8 : i64
        %187 = arith.addi %116, %c8_i64_277 : i64
        %188 = arith.addi %165, %187 : i64
        %c1_i64_278 = arith.constant 1 : i64
        %189 = arith.subi %40, %c1_i64_278 : i64
        %190 = arith.minsi %188, %189 : i64
        %c8_i64_279 = arith.constant 8 : i64
        %191 = arith.addi %116, %c8_i64_279 : i64
        %192 = arith.addi %165, %191 : i64
        %c1_i64_280 = arith.constant 1 : i64
        %193 = arith.subi %40, %c1_i64_280 : i64
        %194 = arith.minsi %192, %193 : i64
        %195 = arith.addi %166, %116 : i64
        %c1_i64_281 = arith.constant 1 : i64
        %196 = arith.subi %41, %c1_i64_281 : i64
        %197 = arith.minsi %195, %196 : i64
        %198 = arith.addi %166, %116 : i64
        %c1_i64_282 = arith.constant 1 : i64
        %199 = arith.subi %41, %c1_i64_282 : i64
        %200 = arith.minsi %198, %199 : i64
        %201 = arith.addi %166, %116 : i64
        %c1_i64_283 = arith.constant 1 : i64
        %202 = arith.subi %41, %c1_i64_283 : i64
        %203 = arith.minsi %201, %202 : i64
        %204 = arith.addi %166, %116 : i64
        %c1_i64_284 = arith.constant 1 : i64
        %205 = arith.subi %41, %c1_i64_284 : i64
        %206 = arith.minsi %204, %205 : i64
        %c0_i64_285 = arith.constant 0 : i64
        %c16_i64_286 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_285 to %124 step %c16_i64_286  : i64 {
          %c2_i64_294 = arith.constant 2 : i64
          %236 = arith.muli %117, %c2_i64_294 : i64
          %237 = arith.addi %arg20, %236 : i64
          %c2_i64_295 = arith.constant 2 : i64
          %238 = arith.muli %117, %c2_i64_295 : i64
          %c1_i64_296 = arith.constant 1 : i64
          %239 = arith.addi %238, %c1_i64_296 : i64
          %240 = arith.addi %arg20, %239 : i64
          %c2_i64_297 = arith.constant 2 : i64
          %241 = arith.muli %117, %c2_i64_297 : i64
          %242 = arith.addi %arg20, %241 : i64
          %c2_i64_298 = arith.constant 2 : i64
          %243 = arith.muli %117, %c2_i64_298 : i64
          %c1_i64_299 = arith.constant 1 : i64
          %244 = arith.addi %243, %c1_i64_299 : i64
          %245 = arith.addi %arg20, %244 : i64
          %c2_i64_300 = arith.constant 2 : i64
          %246 = arith.muli %117, %c2_i64_300 : i64
          %c8_i64_301 = arith.constant 8 : i64
          %247 = arith.addi %246, %c8_i64_301 : i64
          %248 = arith.addi %arg20, %247 : i64
          %c2_i64_302 = arith.constant 2 : i64
          %249 = arith.muli %117, %c2_i64_302 : i64
          %c9_i64_303 = arith.constant 9 : i64
          %250 = arith.addi %249, %c9_i64_303 : i64
          %251 = arith.addi %arg20, %250 : i64
          %c2_i64_304 = arith.constant 2 : i64
          %252 = arith.muli %117, %c2_i64_304 : i64
          %c8_i64_305 = arith.constant 8 : i64
          %253 = arith.addi %252, %c8_i64_305 : i64
          %254 = arith.addi %arg20, %253 : i64
          %c2_i64_306 = arith.constant 2 : i64
          %255 = arith.muli %117, %c2_i64_306 : i64
          %c9_i64_307 = arith.constant 9 : i64
          %256 = arith.addi %255, %c9_i64_307 : i64
          %257 = arith.addi %arg20, %256 : i64
          %c2_i64_308 = arith.constant 2 : i64
          %258 = arith.muli %117, %c2_i64_308 : i64
          %259 = arith.addi %arg20, %258 : i64
          %c2_i64_309 = arith.constant 2 : i64
          %260 = arith.muli %117, %c2_i64_309 : i64
          %c1_i64_310 = arith.constant 1 : i64
          %261 = arith.addi %260, %c1_i64_310 : i64
          %262 = arith.addi %arg20, %261 : i64
          %c2_i64_311 = arith.constant 2 : i64
          %263 = arith.muli %117, %c2_i64_311 : i64
          %c8_i64_312 = arith.constant 8 : i64
          %264 = arith.addi %263, %c8_i64_312 : i64
          %265 = arith.addi %arg20, %264 : i64
          %c2_i64_313 = arith.constant 2 : i64
          %266 = arith.muli %117, %c2_i64_313 : i64
          %c9_i64_314 = arith.constant 9 : i64
          %267 = arith.addi %266, %c9_i64_314 : i64
          %268 = arith.addi %arg20, %267 : i64
          %269 = arith.muli %237, %28 : i64
          %270 = arith.addi %169, %269 : i64
          %271 = llvm.getelementptr %105[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %272 = llvm.load %271 : !llvm.ptr<1> -> bf16
          %273 = arith.muli %240, %28 : i64
          %274 = arith.addi %172, %273 : i64
          %275 = llvm.getelementptr %105[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %276 = llvm.load %275 : !llvm.ptr<1> -> bf16
          %277 = arith.muli %242, %28 : i64
          %278 = arith.addi %176, %277 : i64
          %279 = llvm.getelementptr %105[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %280 = llvm.load %279 : !llvm.ptr<1> -> bf16
          %281 = arith.muli %245, %28 : i64
          %282 = arith.addi %180, %281 : i64
          %283 = llvm.getelementptr %105[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %284 = llvm.load %283 : !llvm.ptr<1> -> bf16
          %285 = arith.muli %248, %28 : i64
          %286 = arith.addi %183, %285 : i64
          %287 = llvm.getelementptr %105[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %288 = llvm.load %287 : !llvm.ptr<1> -> bf16
          %289 = arith.muli %251, %28 : i64
          %290 = arith.addi %186, %289 : i64
          %291 = llvm.getelementptr %105[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %292 = llvm.load %291 : !llvm.ptr<1> -> bf16
          %293 = arith.muli %254, %28 : i64
          %294 = arith.addi %190, %293 : i64
          %295 = llvm.getelementptr %105[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %296 = llvm.load %295 : !llvm.ptr<1> -> bf16
          %297 = arith.muli %257, %28 : i64
          %298 = arith.addi %194, %297 : i64
          %299 = llvm.getelementptr %105[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %300 = llvm.load %299 : !llvm.ptr<1> -> bf16
          %301 = arith.muli %259, %35 : i64
          %302 = arith.addi %197, %301 : i64
          %303 = llvm.getelementptr %107[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %304 = llvm.load %303 : !llvm.ptr<1> -> bf16
          %305 = arith.muli %262, %35 : i64
          %306 = arith.addi %200, %305 : i64
          %307 = llvm.getelementptr %107[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %308 = llvm.load %307 : !llvm.ptr<1> -> bf16
          %309 = arith.muli %265, %35 : i64
          %310 = arith.addi %203, %309 : i64
          %311 = llvm.getelementptr %107[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %312 = llvm.load %311 : !llvm.ptr<1> -> bf16
          %313 = arith.muli %268, %35 : i64
          %314 = arith.addi %206, %313 : i64
          %315 = llvm.getelementptr %107[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %316 = llvm.load %315 : !llvm.ptr<1> -> bf16
          %317 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %318 = llvm.insertelement %272, %317[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %319 = llvm.insertelement %276, %318[%c1_i32 : i32] : vector<2xbf16>
          %320 = llvm.bitcast %319 : vector<2xbf16> to i32
          %321 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_315 = arith.constant 0 : i32
          %322 = llvm.insertelement %280, %321[%c0_i32_315 : i32] : vector<2xbf16>
          %c1_i32_316 = arith.constant 1 : i32
          %323 = llvm.insertelement %284, %322[%c1_i32_316 : i32] : vector<2xbf16>
          %324 = llvm.bitcast %323 : vector<2xbf16> to i32
          %325 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_317 = arith.constant 0 : i32
          %326 = llvm.insertelement %288, %325[%c0_i32_317 : i32] : vector<2xbf16>
          %c1_i32_318 = arith.constant 1 : i32
          %327 = llvm.insertelement %292, %326[%c1_i32_318 : i32] : vector<2xbf16>
          %328 = llvm.bitcast %327 : vector<2xbf16> to i32
          %329 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_319 = arith.constant 0 : i32
          %330 = llvm.insertelement %296, %329[%c0_i32_319 : i32] : vector<2xbf16>
          %c1_i32_320 = arith.constant 1 : i32
          %331 = llvm.insertelement %300, %330[%c1_i32_320 : i32] : vector<2xbf16>
          %332 = llvm.bitcast %331 : vector<2xbf16> to i32
          %333 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_321 = arith.constant 0 : i32
          %334 = llvm.insertelement %304, %333[%c0_i32_321 : i32] : vector<2xbf16>
          %c1_i32_322 = arith.constant 1 : i32
          %335 = llvm.insertelement %308, %334[%c1_i32_322 : i32] : vector<2xbf16>
          %336 = llvm.bitcast %335 : vector<2xbf16> to i32
          %337 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_323 = arith.constant 0 : i32
          %338 = llvm.insertelement %312, %337[%c0_i32_323 : i32] : vector<2xbf16>
          %c1_i32_324 = arith.constant 1 : i32
          %339 = llvm.insertelement %316, %338[%c1_i32_324 : i32] : vector<2xbf16>
          %340 = llvm.bitcast %339 : vector<2xbf16> to i32
          %341 = memref.load %alloca_103[] : memref<f32>
          %342 = memref.load %alloca_104[] : memref<f32>
          %343 = memref.load %alloca_105[] : memref<f32>
          %344 = memref.load %alloca_106[] : memref<f32>
          %345 = nvvm.mma.sync A[%320, %324, %328, %332]  B[%336, %340]  C[%341, %342, %343, %344]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %346 = llvm.extractvalue %345[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %346, %alloca_103[] : memref<f32>
          %347 = llvm.extractvalue %345[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %347, %alloca_104[] : memref<f32>
          %348 = llvm.extractvalue %345[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %348, %alloca_105[] : memref<f32>
          %349 = llvm.extractvalue %345[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %349, %alloca_106[] : memref<f32>
        }
        %207 = arith.cmpi slt, %124, %27 : i64
        scf.if %207 {
          %c2_i64_294 = arith.constant 2 : i64
          %236 = arith.muli %117, %c2_i64_294 : i64
          %237 = arith.addi %124, %236 : i64
          %c2_i64_295 = arith.constant 2 : i64
          %238 = arith.muli %117, %c2_i64_295 : i64
          %c1_i64_296 = arith.constant 1 : i64
          %239 = arith.addi %238, %c1_i64_296 : i64
          %240 = arith.addi %124, %239 : i64
          %c2_i64_297 = arith.constant 2 : i64
          %241 = arith.muli %117, %c2_i64_297 : i64
          %242 = arith.addi %124, %241 : i64
          %c2_i64_298 = arith.constant 2 : i64
          %243 = arith.muli %117, %c2_i64_298 : i64
          %c1_i64_299 = arith.constant 1 : i64
          %244 = arith.addi %243, %c1_i64_299 : i64
          %245 = arith.addi %124, %244 : i64
          %c2_i64_300 = arith.constant 2 : i64
          %246 = arith.muli %117, %c2_i64_300 : i64
          %c8_i64_301 = arith.constant 8 : i64
          %247 = arith.addi %246, %c8_i64_301 : i64
          %248 = arith.addi %124, %247 : i64
          %c2_i64_302 = arith.constant 2 : i64
          %249 = arith.muli %117, %c2_i64_302 : i64
          %c9_i64_303 = arith.constant 9 : i64
          %250 = arith.addi %249, %c9_i64_303 : i64
          %251 = arith.addi %124, %250 : i64
          %c2_i64_304 = arith.constant 2 : i64
          %252 = arith.muli %117, %c2_i64_304 : i64
          %c8_i64_305 = arith.constant 8 : i64
          %253 = arith.addi %252, %c8_i64_305 : i64
          %254 = arith.addi %124, %253 : i64
          %c2_i64_306 = arith.constant 2 : i64
          %255 = arith.muli %117, %c2_i64_306 : i64
          %c9_i64_307 = arith.constant 9 : i64
          %256 = arith.addi %255, %c9_i64_307 : i64
          %257 = arith.addi %124, %256 : i64
          %c2_i64_308 = arith.constant 2 : i64
          %258 = arith.muli %117, %c2_i64_308 : i64
          %259 = arith.addi %124, %258 : i64
          %c2_i64_309 = arith.constant 2 : i64
          %260 = arith.muli %117, %c2_i64_309 : i64
          %c1_i64_310 = arith.constant 1 : i64
          %261 = arith.addi %260, %c1_i64_310 : i64
          %262 = arith.addi %124, %261 : i64
          %c2_i64_311 = arith.constant 2 : i64
          %263 = arith.muli %117, %c2_i64_311 : i64
          %c8_i64_312 = arith.constant 8 : i64
          %264 = arith.addi %263, %c8_i64_312 : i64
          %265 = arith.addi %124, %264 : i64
          %c2_i64_313 = arith.constant 2 : i64
          %266 = arith.muli %117, %c2_i64_313 : i64
          %c9_i64_314 = arith.constant 9 : i64
          %267 = arith.addi %266, %c9_i64_314 : i64
          %268 = arith.addi %124, %267 : i64
          %c1_i64_315 = arith.constant 1 : i64
          %269 = arith.subi %27, %c1_i64_315 : i64
          %270 = arith.minsi %237, %269 : i64
          %271 = arith.muli %270, %28 : i64
          %272 = arith.addi %169, %271 : i64
          %273 = llvm.getelementptr %105[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %274 = llvm.load %273 : !llvm.ptr<1> -> bf16
          memref.store %274, %alloca_107[] : memref<bf16>
          %275 = arith.cmpi sge, %237, %27 : i64
          scf.if %275 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_107[] : memref<bf16>
          }
          %c1_i64_316 = arith.constant 1 : i64
          %276 = arith.subi %27, %c1_i64_316 : i64
          %277 = arith.minsi %240, %276 : i64
          %278 = arith.muli %277, %28 : i64
          %279 = arith.addi %172, %278 : i64
          %280 = llvm.getelementptr %105[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %281 = llvm.load %280 : !llvm.ptr<1> -> bf16
          memref.store %281, %alloca_108[] : memref<bf16>
          %282 = arith.cmpi sge, %240, %27 : i64
          scf.if %282 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_108[] : memref<bf16>
          }
          %c1_i64_317 = arith.constant 1 : i64
          %283 = arith.subi %27, %c1_i64_317 : i64
          %284 = arith.minsi %242, %283 : i64
          %285 = arith.muli %284, %28 : i64
          %286 = arith.addi %176, %285 : i64
          %287 = llvm.getelementptr %105[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %288 = llvm.load %287 : !llvm.ptr<1> -> bf16
          memref.store %288, %alloca_109[] : memref<bf16>
          %289 = arith.cmpi sge, %242, %27 : i64
          scf.if %289 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_109[] : memref<bf16>
          }
          %c1_i64_318 = arith.constant 1 : i64
          %290 = arith.subi %27, %c1_i64_318 : i64
          %291 = arith.minsi %245, %290 : i64
          %292 = arith.muli %291, %28 : i64
          %293 = arith.addi %180, %292 : i64
          %294 = llvm.getelementptr %105[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %295 = llvm.load %294 : !llvm.ptr<1> -> bf16
          memref.store %295, %alloca_110[] : memref<bf16>
          %296 = arith.cmpi sge, %245, %27 : i64
          scf.if %296 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_110[] : memref<bf16>
          }
          %c1_i64_319 = arith.constant 1 : i64
          %297 = arith.subi %27, %c1_i64_319 : i64
          %298 = arith.minsi %248, %297 : i64
          %299 = arith.muli %298, %28 : i64
          %300 = arith.addi %183, %299 : i64
          %301 = llvm.getelementptr %105[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %302 = llvm.load %301 : !llvm.ptr<1> -> bf16
          memref.store %302, %alloca_111[] : memref<bf16>
          %303 = arith.cmpi sge, %248, %27 : i64
          scf.if %303 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_111[] : memref<bf16>
          }
          %c1_i64_320 = arith.constant 1 : i64
          %304 = arith.subi %27, %c1_i64_320 : i64
          %305 = arith.minsi %251, %304 : i64
          %306 = arith.muli %305, %28 : i64
          %307 = arith.addi %186, %306 : i64
          %308 = llvm.getelementptr %105[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %309 = llvm.load %308 : !llvm.ptr<1> -> bf16
          memref.store %309, %alloca_112[] : memref<bf16>
          %310 = arith.cmpi sge, %251, %27 : i64
          scf.if %310 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_112[] : memref<bf16>
          }
          %c1_i64_321 = arith.constant 1 : i64
          %311 = arith.subi %27, %c1_i64_321 : i64
          %312 = arith.minsi %254, %311 : i64
          %313 = arith.muli %312, %28 : i64
          %314 = arith.addi %190, %313 : i64
          %315 = llvm.getelementptr %105[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %316 = llvm.load %315 : !llvm.ptr<1> -> bf16
          memref.store %316, %alloca_113[] : memref<bf16>
          %317 = arith.cmpi sge, %254, %27 : i64
          scf.if %317 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_113[] : memref<bf16>
          }
          %c1_i64_322 = arith.constant 1 : i64
          %318 = arith.subi %27, %c1_i64_322 : i64
          %319 = arith.minsi %257, %318 : i64
          %320 = arith.muli %319, %28 : i64
          %321 = arith.addi %194, %320 : i64
          %322 = llvm.getelementptr %105[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %323 = llvm.load %322 : !llvm.ptr<1> -> bf16
          memref.store %323, %alloca_114[] : memref<bf16>
          %324 = arith.cmpi sge, %257, %27 : i64
          scf.if %324 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_114[] : memref<bf16>
          }
          %c1_i64_323 = arith.constant 1 : i64
          %325 = arith.subi %27, %c1_i64_323 : i64
          %326 = arith.minsi %259, %325 : i64
          %327 = arith.muli %326, %35 : i64
          %328 = arith.addi %197, %327 : i64
          %329 = llvm.getelementptr %107[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %330 = llvm.load %329 : !llvm.ptr<1> -> bf16
          memref.store %330, %alloca_115[] : memref<bf16>
          %331 = arith.cmpi sge, %259, %27 : i64
          scf.if %331 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_115[] : memref<bf16>
          }
          %c1_i64_324 = arith.constant 1 : i64
          %332 = arith.subi %27, %c1_i64_324 : i64
          %333 = arith.minsi %262, %332 : i64
          %334 = arith.muli %333, %35 : i64
          %335 = arith.addi %200, %334 : i64
          %336 = llvm.getelementptr %107[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %337 = llvm.load %336 : !llvm.ptr<1> -> bf16
          memref.store %337, %alloca_116[] : memref<bf16>
          %338 = arith.cmpi sge, %262, %27 : i64
          scf.if %338 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_116[] : memref<bf16>
          }
          %c1_i64_325 = arith.constant 1 : i64
          %339 = arith.subi %27, %c1_i64_325 : i64
          %340 = arith.minsi %265, %339 : i64
          %341 = arith.muli %340, %35 : i64
          %342 = arith.addi %203, %341 : i64
          %343 = llvm.getelementptr %107[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %344 = llvm.load %343 : !llvm.ptr<1> -> bf16
          memref.store %344, %alloca_117[] : memref<bf16>
          %345 = arith.cmpi sge, %265, %27 : i64
          scf.if %345 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_117[] : memref<bf16>
          }
          %c1_i64_326 = arith.constant 1 : i64
          %346 = arith.subi %27, %c1_i64_326 : i64
          %347 = arith.minsi %268, %346 : i64
          %348 = arith.muli %347, %35 : i64
          %349 = arith.addi %206, %348 : i64
          %350 = llvm.getelementptr %107[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %351 = llvm.load %350 : !llvm.ptr<1> -> bf16
          memref.store %351, %alloca_118[] : memref<bf16>
          %352 = arith.cmpi sge, %268, %27 : i64
          scf.if %352 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_118[] : memref<bf16>
          }
          %353 = memref.load %alloca_107[] : memref<bf16>
          %354 = memref.load %alloca_108[] : memref<bf16>
          %355 = memref.load %alloca_109[] : memref<bf16>
          %356 = memref.load %alloca_110[] : memref<bf16>
          %357 = memref.load %alloca_111[] : memref<bf16>
          %358 = memref.load %alloca_112[] : memref<bf16>
          %359 = memref.load %alloca_113[] : memref<bf16>
          %360 = memref.load %alloca_114[] : memref<bf16>
          %361 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %362 = llvm.insertelement %353, %361[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %363 = llvm.insertelement %354, %362[%c1_i32 : i32] : vector<2xbf16>
          %364 = llvm.bitcast %363 : vector<2xbf16> to i32
          %365 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_327 = arith.constant 0 : i32
          %366 = llvm.insertelement %355, %365[%c0_i32_327 : i32] : vector<2xbf16>
          %c1_i32_328 = arith.constant 1 : i32
          %367 = llvm.insertelement %356, %366[%c1_i32_328 : i32] : vector<2xbf16>
          %368 = llvm.bitcast %367 : vector<2xbf16> to i32
          %369 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_329 = arith.constant 0 : i32
          %370 = llvm.insertelement %357, %369[%c0_i32_329 : i32] : vector<2xbf16>
          %c1_i32_330 = arith.constant 1 : i32
          %371 = llvm.insertelement %358, %370[%c1_i32_330 : i32] : vector<2xbf16>
          %372 = llvm.bitcast %371 : vector<2xbf16> to i32
          %373 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_331 = arith.constant 0 : i32
          %374 = llvm.insertelement %359, %373[%c0_i32_331 : i32] : vector<2xbf16>
          %c1_i32_332 = arith.constant 1 : i32
          %375 = llvm.insertelement %360, %374[%c1_i32_332 : i32] : vector<2xbf16>
          %376 = llvm.bitcast %375 : vector<2xbf16> to i32
          %377 = memref.load %alloca_115[] : memref<bf16>
          %378 = memref.load %alloca_116[] : memref<bf16>
          %379 = memref.load %alloca_117[] : memref<bf16>
          %380 = memref.load %alloca_118[] : memref<bf16>
          %381 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_333 = arith.constant 0 : i32
          %382 = llvm.insertelement %377, %381[%c0_i32_333 : i32] : vector<2xbf16>
          %c1_i32_334 = arith.constant 1 : i32
          %383 = llvm.insertelement %378, %382[%c1_i32_334 : i32] : vector<2xbf16>
          %384 = llvm.bitcast %383 : vector<2xbf16> to i32
          %385 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_335 = arith.constant 0 : i32
          %386 = llvm.insertelement %379, %385[%c0_i32_335 : i32] : vector<2xbf16>
          %c1_i32_336 = arith.constant 1 : i32
          %387 = llvm.insertelement %380, %386[%c1_i32_336 : i32] : vector<2xbf16>
          %388 = llvm.bitcast %387 : vector<2xbf16> to i32
          %389 = memref.load %alloca_103[] : memref<f32>
          %390 = memref.load %alloca_104[] : memref<f32>
          %391 = memref.load %alloca_105[] : memref<f32>
          %392 = memref.load %alloca_106[] : memref<f32>
          %393 = nvvm.mma.sync A[%364, %368, %372, %376]  B[%384, %388]  C[%389, %390, %391, %392]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %394 = llvm.extractvalue %393[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %394, %alloca_103[] : memref<f32>
          %395 = llvm.extractvalue %393[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %395, %alloca_104[] : memref<f32>
          %396 = llvm.extractvalue %393[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %396, %alloca_105[] : memref<f32>
          %397 = llvm.extractvalue %393[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %397, %alloca_106[] : memref<f32>
        }
        %208 = arith.addi %165, %116 : i64
        %c2_i64 = arith.constant 2 : i64
        %209 = arith.muli %117, %c2_i64 : i64
        %210 = arith.addi %166, %209 : i64
        %211 = arith.cmpi slt, %208, %40 : i64
        %212 = arith.cmpi slt, %210, %41 : i64
        %213 = arith.andi %211, %212 : i1
        scf.if %213 {
          %cst_294 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_103[] : memref<f32>
          %237 = arith.muli %210, %42 : i64
          %238 = arith.addi %208, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_294, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %210, %42 : i64
          %243 = arith.addi %208, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %214 = arith.addi %165, %116 : i64
        %c2_i64_287 = arith.constant 2 : i64
        %215 = arith.muli %117, %c2_i64_287 : i64
        %c1_i64_288 = arith.constant 1 : i64
        %216 = arith.addi %215, %c1_i64_288 : i64
        %217 = arith.addi %166, %216 : i64
        %218 = arith.cmpi slt, %214, %40 : i64
        %219 = arith.cmpi slt, %217, %41 : i64
        %220 = arith.andi %218, %219 : i1
        scf.if %220 {
          %cst_294 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_104[] : memref<f32>
          %237 = arith.muli %217, %42 : i64
          %238 = arith.addi %214, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_294, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %217, %42 : i64
          %243 = arith.addi %214, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %c8_i64_289 = arith.constant 8 : i64
        %221 = arith.addi %116, %c8_i64_289 : i64
        %222 = arith.addi %165, %221 : i64
        %c2_i64_290 = arith.constant 2 : i64
        %223 = arith.muli %117, %c2_i64_290 : i64
        %224 = arith.addi %166, %223 : i64
        %225 = arith.cmpi slt, %222, %40 : i64
        %226 = arith.cmpi slt, %224, %41 : i64
        %227 = arith.andi %225, %226 : i1
        scf.if %227 {
          %cst_294 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_105[] : memref<f32>
          %237 = arith.muli %224, %42 : i64
          %238 = arith.addi %222, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_294, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %224, %42 : i64
          %243 = arith.addi %222, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %c8_i64_291 = arith.constant 8 : i64
        %228 = arith.addi %116, %c8_i64_291 : i64
        %229 = arith.addi %165, %228 : i64
        %c2_i64_292 = arith.constant 2 : i64
        %230 = arith.muli %117, %c2_i64_292 : i64
        %c1_i64_293 = arith.constant 1 : i64
        %231 = arith.addi %230, %c1_i64_293 : i64
        %232 = arith.addi %166, %231 : i64
        %233 = arith.cmpi slt, %229, %40 : i64
        %234 = arith.cmpi slt, %232, %41 : i64
        %235 = arith.andi %233, %234 : i1
        scf.if %235 {
          %cst_294 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_106[] : memref<f32>
          %237 = arith.muli %232, %42 : i64
          %238 = arith.addi %229, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_294, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %232, %42 : i64
          %243 = arith.addi %229, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
      }
      %c945_i64_235 = arith.constant 945 : i64
      %125 = arith.muli %63, %c945_i64_235 : i64
      %126 = llvm.getelementptr %46[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c777_i64 = arith.constant 777 : i64
      %127 = arith.muli %63, %c777_i64 : i64
      %128 = llvm.getelementptr %49[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1665_i64 = arith.constant 1665 : i64
      %129 = arith.muli %63, %c1665_i64 : i64
      %130 = llvm.getelementptr %52[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_236 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_236 : index to i64
      %c64_i64_237 = arith.constant 64 : i64
      %thread_id_y_238 = gpu.thread_id  y
      %132 = arith.index_cast %thread_id_y_238 : index to i64
      %133 = arith.muli %c64_i64_237, %132 : i64
      %134 = arith.addi %131, %133 : i64
      %c32_i64_239 = arith.constant 32 : i64
      %135 = arith.divsi %134, %c32_i64_239 : i64
      %c32_i64_240 = arith.constant 32 : i64
      %136 = arith.remsi %134, %c32_i64_240 : i64
      %c4_i64_241 = arith.constant 4 : i64
      %137 = arith.divsi %136, %c4_i64_241 : i64
      %c4_i64_242 = arith.constant 4 : i64
      %138 = arith.remsi %136, %c4_i64_242 : i64
      %c4_i64_243 = arith.constant 4 : i64
      %139 = arith.remsi %135, %c4_i64_243 : i64
      %c16_i64_244 = arith.constant 16 : i64
      %140 = arith.muli %139, %c16_i64_244 : i64
      %c4_i64_245 = arith.constant 4 : i64
      %141 = arith.divsi %135, %c4_i64_245 : i64
      %c16_i64_246 = arith.constant 16 : i64
      %142 = arith.muli %141, %c16_i64_246 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_247 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c1_i64 step %c1_i64_247  : i64 {
        %c1_i64_264 = arith.constant 1 : i64
        %163 = arith.remsi %arg19, %c1_i64_264 : i64
        %c64_i64_265 = arith.constant 64 : i64
        %164 = arith.muli %163, %c64_i64_265 : i64
        %c1_i64_266 = arith.constant 1 : i64
        %165 = arith.divsi %arg19, %c1_i64_266 : i64
        %c64_i64_267 = arith.constant 64 : i64
        %166 = arith.muli %165, %c64_i64_267 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_119[] : memref<f64>
        %cst_268 = arith.constant 0.000000e+00 : f64
        memref.store %cst_268, %alloca_120[] : memref<f64>
        %cst_269 = arith.constant 0.000000e+00 : f64
        memref.store %cst_269, %alloca_121[] : memref<f64>
        %cst_270 = arith.constant 0.000000e+00 : f64
        memref.store %cst_270, %alloca_122[] : memref<f64>
        %cst_271 = arith.constant 0.000000e+00 : f64
        memref.store %cst_271, %alloca_123[] : memref<f64>
        %cst_272 = arith.constant 0.000000e+00 : f64
        memref.store %cst_272, %alloca_124[] : memref<f64>
        %cst_273 = arith.constant 0.000000e+00 : f64
        memref.store %cst_273, %alloca_125[] : memref<f64>
        %cst_274 = arith.constant 0.000000e+00 : f64
        memref.store %cst_274, %alloca_126[] : memref<f64>
        %c0_i64_275 = arith.constant 0 : i64
        %c21_i64 = arith.constant 21 : i64
        %c16_i64_276 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_275 to %c21_i64 step %c16_i64_276  : i64 {
          gpu.barrier
          %c64_i64_310 = arith.constant 64 : i64
          %243 = arith.remsi %134, %c64_i64_310 : i64
          %c64_i64_311 = arith.constant 64 : i64
          %244 = arith.divsi %134, %c64_i64_311 : i64
          %c512_i64 = arith.constant 512 : i64
          %245 = arith.addi %134, %c512_i64 : i64
          %c64_i64_312 = arith.constant 64 : i64
          %246 = arith.remsi %245, %c64_i64_312 : i64
          %c64_i64_313 = arith.constant 64 : i64
          %247 = arith.divsi %245, %c64_i64_313 : i64
          %cst_314 = arith.constant 0.000000e+00 : f64
          memref.store %cst_314, %alloca_127[] : memref<f64>
          %248 = arith.addi %164, %243 : i64
          %c45_i64_315 = arith.constant 45 : i64
          %249 = arith.cmpi slt, %248, %c45_i64_315 : i64
          %250 = arith.addi %arg20, %244 : i64
          %c21_i64_316 = arith.constant 21 : i64
          %251 = arith.cmpi slt, %250, %c21_i64_316 : i64
          %252 = arith.andi %249, %251 : i1
          scf.if %252 {
            %509 = arith.addi %arg20, %244 : i64
            %510 = arith.addi %164, %243 : i64
            %c21_i64_389 = arith.constant 21 : i64
            %511 = arith.muli %510, %c21_i64_389 : i64
            %512 = arith.addi %509, %511 : i64
            %513 = llvm.getelementptr %126[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %514 = llvm.load %513 : !llvm.ptr<1> -> f64
            memref.store %514, %alloca_127[] : memref<f64>
          } else {
            %cst_389 = arith.constant 0.000000e+00 : f64
            memref.store %cst_389, %alloca_127[] : memref<f64>
          }
          %cst_317 = arith.constant 0.000000e+00 : f64
          memref.store %cst_317, %alloca_128[] : memref<f64>
          %253 = arith.addi %164, %246 : i64
          %c45_i64_318 = arith.constant 45 : i64
          %254 = arith.cmpi slt, %253, %c45_i64_318 : i64
          %255 = arith.addi %arg20, %247 : i64
          %c21_i64_319 = arith.constant 21 : i64
          %256 = arith.cmpi slt, %255, %c21_i64_319 : i64
          %257 = arith.andi %254, %256 : i1
          scf.if %257 {
            %509 = arith.addi %arg20, %247 : i64
            %510 = arith.addi %164, %246 : i64
            %c21_i64_389 = arith.constant 21 : i64
            %511 = arith.muli %510, %c21_i64_389 : i64
            %512 = arith.addi %509, %511 : i64
            %513 = llvm.getelementptr %126[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %514 = llvm.load %513 : !llvm.ptr<1> -> f64
            memref.store %514, %alloca_128[] : memref<f64>
          } else {
            %cst_389 = arith.constant 0.000000e+00 : f64
            memref.store %cst_389, %alloca_128[] : memref<f64>
          }
          %c64_i64_320 = arith.constant 64 : i64
          %258 = arith.remsi %134, %c64_i64_320 : i64
          %c64_i64_321 = arith.constant 64 : i64
          %259 = arith.divsi %134, %c64_i64_321 : i64
          %c512_i64_322 = arith.constant 512 : i64
          %260 = arith.addi %134, %c512_i64_322 : i64
          %c64_i64_323 = arith.constant 64 : i64
          %261 = arith.remsi %260, %c64_i64_323 : i64
          %c64_i64_324 = arith.constant 64 : i64
          %262 = arith.divsi %260, %c64_i64_324 : i64
          %263 = memref.load %alloca_127[] : memref<f64>
          %264 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20_i64_325 = arith.constant 20 : i64
          %265 = arith.muli %258, %c20_i64_325 : i64
          %266 = arith.addi %265, %259 : i64
          %267 = llvm.getelementptr %264[%266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %263, %267 : f64, !llvm.ptr<3>
          %268 = memref.load %alloca_128[] : memref<f64>
          %269 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20_i64_326 = arith.constant 20 : i64
          %270 = arith.muli %261, %c20_i64_326 : i64
          %271 = arith.addi %270, %262 : i64
          %272 = llvm.getelementptr %269[%271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %268, %272 : f64, !llvm.ptr<3>
          %c16_i64_327 = arith.constant 16 : i64
          %273 = arith.divsi %134, %c16_i64_327 : i64
          %c16_i64_328 = arith.constant 16 : i64
          %274 = arith.remsi %134, %c16_i64_328 : i64
          %c512_i64_329 = arith.constant 512 : i64
          %275 = arith.addi %134, %c512_i64_329 : i64
          %c16_i64_330 = arith.constant 16 : i64
          %276 = arith.divsi %275, %c16_i64_330 : i64
          %c16_i64_331 = arith.constant 16 : i64
          %277 = arith.remsi %275, %c16_i64_331 : i64
          %cst_332 = arith.constant 0.000000e+00 : f64
          memref.store %cst_332, %alloca_129[] : memref<f64>
          %278 = arith.addi %166, %273 : i64
          %c37_i64_333 = arith.constant 37 : i64
          %279 = arith.cmpi slt, %278, %c37_i64_333 : i64
          %280 = arith.addi %arg20, %274 : i64
          %c21_i64_334 = arith.constant 21 : i64
          %281 = arith.cmpi slt, %280, %c21_i64_334 : i64
          %282 = arith.andi %279, %281 : i1
          scf.if %282 {
            %509 = arith.addi %arg20, %274 : i64
            %510 = arith.addi %166, %273 : i64
            %c21_i64_389 = arith.constant 21 : i64
            %511 = arith.muli %510, %c21_i64_389 : i64
            %512 = arith.addi %509, %511 : i64
            %513 = llvm.getelementptr %128[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %514 = llvm.load %513 : !llvm.ptr<1> -> f64
            memref.store %514, %alloca_129[] : memref<f64>
          } else {
            %cst_389 = arith.constant 0.000000e+00 : f64
            memref.store %cst_389, %alloca_129[] : memref<f64>
          }
          %cst_335 = arith.constant 0.000000e+00 : f64
          memref.store %cst_335, %alloca_130[] : memref<f64>
          %283 = arith.addi %166, %276 : i64
          %c37_i64_336 = arith.constant 37 : i64
          %284 = arith.cmpi slt, %283, %c37_i64_336 : i64
          %285 = arith.addi %arg20, %277 : i64
          %c21_i64_337 = arith.constant 21 : i64
          %286 = arith.cmpi slt, %285, %c21_i64_337 : i64
          %287 = arith.andi %284, %286 : i1
          scf.if %287 {
            %509 = arith.addi %arg20, %277 : i64
            %510 = arith.addi %166, %276 : i64
            %c21_i64_389 = arith.constant 21 : i64
            %511 = arith.muli %510, %c21_i64_389 : i64
            %512 = arith.addi %509, %511 : i64
            %513 = llvm.getelementptr %128[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %514 = llvm.load %513 : !llvm.ptr<1> -> f64
            memref.store %514, %alloca_130[] : memref<f64>
          } else {
            %cst_389 = arith.constant 0.000000e+00 : f64
            memref.store %cst_389, %alloca_130[] : memref<f64>
          }
          %c16_i64_338 = arith.constant 16 : i64
          %288 = arith.divsi %134, %c16_i64_338 : i64
          %c16_i64_339 = arith.constant 16 : i64
          %289 = arith.remsi %134, %c16_i64_339 : i64
          %c512_i64_340 = arith.constant 512 : i64
          %290 = arith.addi %134, %c512_i64_340 : i64
          %c16_i64_341 = arith.constant 16 : i64
          %291 = arith.divsi %290, %c16_i64_341 : i64
          %c16_i64_342 = arith.constant 16 : i64
          %292 = arith.remsi %290, %c16_i64_342 : i64
          %293 = memref.load %alloca_129[] : memref<f64>
          %294 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %295 = llvm.getelementptr %294[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_343 = arith.constant 20 : i64
          %296 = arith.muli %288, %c20_i64_343 : i64
          %297 = arith.addi %296, %289 : i64
          %298 = llvm.getelementptr %295[%297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %293, %298 : f64, !llvm.ptr<3>
          %299 = memref.load %alloca_130[] : memref<f64>
          %300 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_344 = arith.constant 10240 : i64
          %301 = llvm.getelementptr %300[%c10240_i64_344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_345 = arith.constant 20 : i64
          %302 = arith.muli %291, %c20_i64_345 : i64
          %303 = arith.addi %302, %292 : i64
          %304 = llvm.getelementptr %301[%303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %299, %304 : f64, !llvm.ptr<3>
          gpu.barrier
          %305 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %306 = arith.addi %140, %137 : i64
          %c20_i64_346 = arith.constant 20 : i64
          %307 = arith.muli %306, %c20_i64_346 : i64
          %308 = arith.addi %307, %138 : i64
          %309 = llvm.getelementptr %305[%308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %310 = llvm.load %309 : !llvm.ptr<3> -> f64
          %311 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_347 = arith.constant 8 : i64
          %312 = arith.addi %140, %c8_i64_347 : i64
          %313 = arith.addi %312, %137 : i64
          %c20_i64_348 = arith.constant 20 : i64
          %314 = arith.muli %313, %c20_i64_348 : i64
          %315 = arith.addi %314, %138 : i64
          %316 = llvm.getelementptr %311[%315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %317 = llvm.load %316 : !llvm.ptr<3> -> f64
          %318 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_349 = arith.constant 10240 : i64
          %319 = llvm.getelementptr %318[%c10240_i64_349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %320 = arith.addi %142, %137 : i64
          %c20_i64_350 = arith.constant 20 : i64
          %321 = arith.muli %320, %c20_i64_350 : i64
          %322 = arith.addi %321, %138 : i64
          %323 = llvm.getelementptr %319[%322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %324 = llvm.load %323 : !llvm.ptr<3> -> f64
          %325 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_351 = arith.constant 10240 : i64
          %326 = llvm.getelementptr %325[%c10240_i64_351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_352 = arith.constant 8 : i64
          %327 = arith.addi %142, %c8_i64_352 : i64
          %328 = arith.addi %327, %137 : i64
          %c20_i64_353 = arith.constant 20 : i64
          %329 = arith.muli %328, %c20_i64_353 : i64
          %330 = arith.addi %329, %138 : i64
          %331 = llvm.getelementptr %326[%330] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %332 = llvm.load %331 : !llvm.ptr<3> -> f64
          %333 = memref.load %alloca_119[] : memref<f64>
          %334 = memref.load %alloca_120[] : memref<f64>
          %335 = nvvm.mma.sync A[%310]  B[%324]  C[%333, %334]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %336 = llvm.extractvalue %335[0] : !llvm.struct<(f64, f64)> 
          memref.store %336, %alloca_119[] : memref<f64>
          %337 = llvm.extractvalue %335[1] : !llvm.struct<(f64, f64)> 
          memref.store %337, %alloca_120[] : memref<f64>
          %338 = memref.load %alloca_121[] : memref<f64>
          %339 = memref.load %alloca_122[] : memref<f64>
          %340 = nvvm.mma.sync A[%310]  B[%332]  C[%338, %339]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %341 = llvm.extractvalue %340[0] : !llvm.struct<(f64, f64)> 
          memref.store %341, %alloca_121[] : memref<f64>
          %342 = llvm.extractvalue %340[1] : !llvm.struct<(f64, f64)> 
          memref.store %342, %alloca_122[] : memref<f64>
          %343 = memref.load %alloca_123[] : memref<f64>
          %344 = memref.load %alloca_124[] : memref<f64>
          %345 = nvvm.mma.sync A[%317]  B[%324]  C[%343, %344]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %346 = llvm.extractvalue %345[0] : !llvm.struct<(f64, f64)> 
          memref.store %346, %alloca_123[] : memref<f64>
          %347 = llvm.extractvalue %345[1] : !llvm.struct<(f64, f64)> 
          memref.store %347, %alloca_124[] : memref<f64>
          %348 = memref.load %alloca_125[] : memref<f64>
          %349 = memref.load %alloca_126[] : memref<f64>
          %350 = nvvm.mma.sync A[%317]  B[%332]  C[%348, %349]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %351 = llvm.extractvalue %350[0] : !llvm.struct<(f64, f64)> 
          memref.store %351, %alloca_125[] : memref<f64>
          %352 = llvm.extractvalue %350[1] : !llvm.struct<(f64, f64)> 
          memref.store %352, %alloca_126[] : memref<f64>
          %353 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %354 = arith.addi %140, %137 : i64
          %c20_i64_354 = arith.constant 20 : i64
          %355 = arith.muli %354, %c20_i64_354 : i64
          %c4_i64_355 = arith.constant 4 : i64
          %356 = arith.addi %c4_i64_355, %138 : i64
          %357 = arith.addi %355, %356 : i64
          %358 = llvm.getelementptr %353[%357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %359 = llvm.load %358 : !llvm.ptr<3> -> f64
          %360 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_356 = arith.constant 8 : i64
          %361 = arith.addi %140, %c8_i64_356 : i64
          %362 = arith.addi %361, %137 : i64
          %c20_i64_357 = arith.constant 20 : i64
          %363 = arith.muli %362, %c20_i64_357 : i64
          %c4_i64_358 = arith.constant 4 : i64
          %364 = arith.addi %c4_i64_358, %138 : i64
          %365 = arith.addi %363, %364 : i64
          %366 = llvm.getelementptr %360[%365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %367 = llvm.load %366 : !llvm.ptr<3> -> f64
          %368 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_359 = arith.constant 10240 : i64
          %369 = llvm.getelementptr %368[%c10240_i64_359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %370 = arith.addi %142, %137 : i64
          %c20_i64_360 = arith.constant 20 : i64
          %371 = arith.muli %370, %c20_i64_360 : i64
          %c4_i64_361 = arith.constant 4 : i64
          %372 = arith.addi %c4_i64_361, %138 : i64
          %373 = arith.addi %371, %372 : i64
          %374 = llvm.getelementptr %369[%373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %375 = llvm.load %374 : !llvm.ptr<3> -> f64
          %376 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_362 = arith.constant 10240 : i64
          %377 = llvm.getelementptr %376[%c10240_i64_362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_363 = arith.constant 8 : i64
          %378 = arith.addi %142, %c8_i64_363 : i64
          %379 = arith.addi %378, %137 : i64
          %c20_i64_364 = arith.constant 20 : i64
          %380 = arith.muli %379, %c20_i64_364 : i64
          %c4_i64_365 = arith.constant 4 : i64
          %381 = arith.addi %c4_i64_365, %138 : i64
          %382 = arith.addi %380, %381 : i64
          %383 = llvm.getelementptr %377[%382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %384 = llvm.load %383 : !llvm.ptr<3> -> f64
          %385 = memref.load %alloca_119[] : memref<f64>
          %386 = memref.load %alloca_120[] : memref<f64>
          %387 = nvvm.mma.sync A[%359]  B[%375]  C[%385, %386]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %388 = llvm.extractvalue %387[0] : !llvm.struct<(f64, f64)> 
          memref.store %388, %alloca_119[] : memref<f64>
          %389 = llvm.extractvalue %387[1] : !llvm.struct<(f64, f64)> 
          memref.store %389, %alloca_120[] : memref<f64>
          %390 = memref.load %alloca_121[] : memref<f64>
          %391 = memref.load %alloca_122[] : memref<f64>
          %392 = nvvm.mma.sync A[%359]  B[%384]  C[%390, %391]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %393 = llvm.extractvalue %392[0] : !llvm.struct<(f64, f64)> 
          memref.store %393, %alloca_121[] : memref<f64>
          %394 = llvm.extractvalue %392[1] : !llvm.struct<(f64, f64)> 
          memref.store %394, %alloca_122[] : memref<f64>
          %395 = memref.load %alloca_123[] : memref<f64>
          %396 = memref.load %alloca_124[] : memref<f64>
          %397 = nvvm.mma.sync A[%367]  B[%375]  C[%395, %396]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %398 = llvm.extractvalue %397[0] : !llvm.struct<(f64, f64)> 
          memref.store %398, %alloca_123[] : memref<f64>
          %399 = llvm.extractvalue %397[1] : !llvm.struct<(f64, f64)> 
          memref.store %399, %alloca_124[] : memref<f64>
          %400 = memref.load %alloca_125[] : memref<f64>
          %401 = memref.load %alloca_126[] : memref<f64>
          %402 = nvvm.mma.sync A[%367]  B[%384]  C[%400, %401]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %403 = llvm.extractvalue %402[0] : !llvm.struct<(f64, f64)> 
          memref.store %403, %alloca_125[] : memref<f64>
          %404 = llvm.extractvalue %402[1] : !llvm.struct<(f64, f64)> 
          memref.store %404, %alloca_126[] : memref<f64>
          %405 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %406 = arith.addi %140, %137 : i64
          %c20_i64_366 = arith.constant 20 : i64
          %407 = arith.muli %406, %c20_i64_366 : i64
          %c8_i64_367 = arith.constant 8 : i64
          %408 = arith.addi %c8_i64_367, %138 : i64
          %409 = arith.addi %407, %408 : i64
          %410 = llvm.getelementptr %405[%409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %411 = llvm.load %410 : !llvm.ptr<3> -> f64
          %412 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_368 = arith.constant 8 : i64
          %413 = arith.addi %140, %c8_i64_368 : i64
          %414 = arith.addi %413, %137 : i64
          %c20_i64_369 = arith.constant 20 : i64
          %415 = arith.muli %414, %c20_i64_369 : i64
          %c8_i64_370 = arith.constant 8 : i64
          %416 = arith.addi %c8_i64_370, %138 : i64
          %417 = arith.addi %415, %416 : i64
          %418 = llvm.getelementptr %412[%417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %419 = llvm.load %418 : !llvm.ptr<3> -> f64
          %420 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_371 = arith.constant 10240 : i64
          %421 = llvm.getelementptr %420[%c10240_i64_371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %422 = arith.addi %142, %137 : i64
          %c20_i64_372 = arith.constant 20 : i64
          %423 = arith.muli %422, %c20_i64_372 : i64
          %c8_i64_373 = arith.constant 8 : i64
          %424 = arith.addi %c8_i64_373, %138 : i64
          %425 = arith.addi %423, %424 : i64
          %426 = llvm.getelementptr %421[%425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %427 = llvm.load %426 : !llvm.ptr<3> -> f64
          %428 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_374 = arith.constant 10240 : i64
          %429 = llvm.getelementptr %428[%c10240_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_375 = arith.constant 8 : i64
          %430 = arith.addi %142, %c8_i64_375 : i64
          %431 = arith.addi %430, %137 : i64
          %c20_i64_376 = arith.constant 20 : i64
          %432 = arith.muli %431, %c20_i64_376 : i64
          %c8_i64_377 = arith.constant 8 : i64
          %433 = arith.addi %c8_i64_377, %138 : i64
          %434 = arith.addi %432, %433 : i64
          %435 = llvm.getelementptr %429[%434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %436 = llvm.load %435 : !llvm.ptr<3> -> f64
          %437 = memref.load %alloca_119[] : memref<f64>
          %438 = memref.load %alloca_120[] : memref<f64>
          %439 = nvvm.mma.sync A[%411]  B[%427]  C[%437, %438]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %440 = llvm.extractvalue %439[0] : !llvm.struct<(f64, f64)> 
          memref.store %440, %alloca_119[] : memref<f64>
          %441 = llvm.extractvalue %439[1] : !llvm.struct<(f64, f64)> 
          memref.store %441, %alloca_120[] : memref<f64>
          %442 = memref.load %alloca_121[] : memref<f64>
          %443 = memref.load %alloca_122[] : memref<f64>
          %444 = nvvm.mma.sync A[%411]  B[%436]  C[%442, %443]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %445 = llvm.extractvalue %444[0] : !llvm.struct<(f64, f64)> 
          memref.store %445, %alloca_121[] : memref<f64>
          %446 = llvm.extractvalue %444[1] : !llvm.struct<(f64, f64)> 
          memref.store %446, %alloca_122[] : memref<f64>
          %447 = memref.load %alloca_123[] : memref<f64>
          %448 = memref.load %alloca_124[] : memref<f64>
          %449 = nvvm.mma.sync A[%419]  B[%427]  C[%447, %448]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %450 = llvm.extractvalue %449[0] : !llvm.struct<(f64, f64)> 
          memref.store %450, %alloca_123[] : memref<f64>
          %451 = llvm.extractvalue %449[1] : !llvm.struct<(f64, f64)> 
          memref.store %451, %alloca_124[] : memref<f64>
          %452 = memref.load %alloca_125[] : memref<f64>
          %453 = memref.load %alloca_126[] : memref<f64>
          %454 = nvvm.mma.sync A[%419]  B[%436]  C[%452, %453]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %455 = llvm.extractvalue %454[0] : !llvm.struct<(f64, f64)> 
          memref.store %455, %alloca_125[] : memref<f64>
          %456 = llvm.extractvalue %454[1] : !llvm.struct<(f64, f64)> 
          memref.store %456, %alloca_126[] : memref<f64>
          %457 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %458 = arith.addi %140, %137 : i64
          %c20_i64_378 = arith.constant 20 : i64
          %459 = arith.muli %458, %c20_i64_378 : i64
          %c12_i64 = arith.constant 12 : i64
          %460 = arith.addi %c12_i64, %138 : i64
          %461 = arith.addi %459, %460 : i64
          %462 = llvm.getelementptr %457[%461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %463 = llvm.load %462 : !llvm.ptr<3> -> f64
          %464 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_379 = arith.constant 8 : i64
          %465 = arith.addi %140, %c8_i64_379 : i64
          %466 = arith.addi %465, %137 : i64
          %c20_i64_380 = arith.constant 20 : i64
          %467 = arith.muli %466, %c20_i64_380 : i64
          %c12_i64_381 = arith.constant 12 : i64
          %468 = arith.addi %c12_i64_381, %138 : i64
          %469 = arith.addi %467, %468 : i64
          %470 = llvm.getelementptr %464[%469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %471 = llvm.load %470 : !llvm.ptr<3> -> f64
          %472 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_382 = arith.constant 10240 : i64
          %473 = llvm.getelementptr %472[%c10240_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %474 = arith.addi %142, %137 : i64
          %c20_i64_383 = arith.constant 20 : i64
          %475 = arith.muli %474, %c20_i64_383 : i64
          %c12_i64_384 = arith.constant 12 : i64
          %476 = arith.addi %c12_i64_384, %138 : i64
          %477 = arith.addi %475, %476 : i64
          %478 = llvm.getelementptr %473[%477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %479 = llvm.load %478 : !llvm.ptr<3> -> f64
          %480 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_385 = arith.constant 10240 : i64
          %481 = llvm.getelementptr %480[%c10240_i64_385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_386 = arith.constant 8 : i64
          %482 = arith.addi %142, %c8_i64_386 : i64
          %483 = arith.addi %482, %137 : i64
          %c20_i64_387 = arith.constant 20 : i64
          %484 = arith.muli %483, %c20_i64_387 : i64
          %c12_i64_388 = arith.constant 12 : i64
          %485 = arith.addi %c12_i64_388, %138 : i64
          %486 = arith.addi %484, %485 : i64
          %487 = llvm.getelementptr %481[%486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %488 = llvm.load %487 : !llvm.ptr<3> -> f64
          %489 = memref.load %alloca_119[] : memref<f64>
          %490 = memref.load %alloca_120[] : memref<f64>
          %491 = nvvm.mma.sync A[%463]  B[%479]  C[%489, %490]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %492 = llvm.extractvalue %491[0] : !llvm.struct<(f64, f64)> 
          memref.store %492, %alloca_119[] : memref<f64>
          %493 = llvm.extractvalue %491[1] : !llvm.struct<(f64, f64)> 
          memref.store %493, %alloca_120[] : memref<f64>
          %494 = memref.load %alloca_121[] : memref<f64>
          %495 = memref.load %alloca_122[] : memref<f64>
          %496 = nvvm.mma.sync A[%463]  B[%488]  C[%494, %495]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %497 = llvm.extractvalue %496[0] : !llvm.struct<(f64, f64)> 
          memref.store %497, %alloca_121[] : memref<f64>
          %498 = llvm.extractvalue %496[1] : !llvm.struct<(f64, f64)> 
          memref.store %498, %alloca_122[] : memref<f64>
          %499 = memref.load %alloca_123[] : memref<f64>
          %500 = memref.load %alloca_124[] : memref<f64>
          %501 = nvvm.mma.sync A[%471]  B[%479]  C[%499, %500]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %502 = llvm.extractvalue %501[0] : !llvm.struct<(f64, f64)> 
          memref.store %502, %alloca_123[] : memref<f64>
          %503 = llvm.extractvalue %501[1] : !llvm.struct<(f64, f64)> 
          memref.store %503, %alloca_124[] : memref<f64>
          %504 = memref.load %alloca_125[] : memref<f64>
          %505 = memref.load %alloca_126[] : memref<f64>
          %506 = nvvm.mma.sync A[%471]  B[%488]  C[%504, %505]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %507 = llvm.extractvalue %506[0] : !llvm.struct<(f64, f64)> 
          memref.store %507, %alloca_125[] : memref<f64>
          %508 = llvm.extractvalue %506[1] : !llvm.struct<(f64, f64)> 
          memref.store %508, %alloca_126[] : memref<f64>
        }
        %167 = arith.addi %164, %140 : i64
        %168 = arith.addi %167, %137 : i64
        %169 = arith.addi %166, %142 : i64
        %c2_i64 = arith.constant 2 : i64
        %170 = arith.muli %138, %c2_i64 : i64
        %171 = arith.addi %169, %170 : i64
        %c45_i64 = arith.constant 45 : i64
        %172 = arith.cmpi slt, %168, %c45_i64 : i64
        %c37_i64 = arith.constant 37 : i64
        %173 = arith.cmpi slt, %171, %c37_i64 : i64
        %174 = arith.andi %172, %173 : i1
        scf.if %174 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %243 = arith.muli %171, %c45_i64_311 : i64
          %244 = arith.addi %168, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_119[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_310, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %250 = arith.muli %171, %c45_i64_312 : i64
          %251 = arith.addi %168, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %175 = arith.addi %164, %140 : i64
        %176 = arith.addi %175, %137 : i64
        %177 = arith.addi %166, %142 : i64
        %c2_i64_277 = arith.constant 2 : i64
        %178 = arith.muli %138, %c2_i64_277 : i64
        %c1_i64_278 = arith.constant 1 : i64
        %179 = arith.addi %178, %c1_i64_278 : i64
        %180 = arith.addi %177, %179 : i64
        %c45_i64_279 = arith.constant 45 : i64
        %181 = arith.cmpi slt, %176, %c45_i64_279 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %182 = arith.cmpi slt, %180, %c37_i64_280 : i64
        %183 = arith.andi %181, %182 : i1
        scf.if %183 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %243 = arith.muli %180, %c45_i64_311 : i64
          %244 = arith.addi %176, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_120[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_310, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %250 = arith.muli %180, %c45_i64_312 : i64
          %251 = arith.addi %176, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %184 = arith.addi %164, %140 : i64
        %185 = arith.addi %184, %137 : i64
        %186 = arith.addi %166, %142 : i64
        %c8_i64_281 = arith.constant 8 : i64
        %187 = arith.addi %186, %c8_i64_281 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %188 = arith.muli %138, %c2_i64_282 : i64
        %189 = arith.addi %187, %188 : i64
        %c45_i64_283 = arith.constant 45 : i64
        %190 = arith.cmpi slt, %185, %c45_i64_283 : i64
        %c37_i64_284 = arith.constant 37 : i64
        %191 = arith.cmpi slt, %189, %c37_i64_284 : i64
        %192 = arith.andi %190, %191 : i1
        scf.if %192 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %243 = arith.muli %189, %c45_i64_311 : i64
          %244 = arith.addi %185, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_121[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_310, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %250 = arith.muli %189, %c45_i64_312 : i64
          %251 = arith.addi %185, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %193 = arith.addi %164, %140 : i64
        %194 = arith.addi %193, %137 : i64
        %195 = arith.addi %166, %142 : i64
        %c8_i64_285 = arith.constant 8 : i64
        %196 = arith.addi %195, %c8_i64_285 : i64
        %c2_i64_286 = arith.constant 2 : i64
        %197 = arith.muli %138, %c2_i64_286 : i64
        %c1_i64_287 = arith.constant 1 : i64
        %198 = arith.addi %197, %c1_i64_287 : i64
        %199 = arith.addi %196, %198 : i64
        %c45_i64_288 = arith.constant 45 : i64
        %200 = arith.cmpi slt, %194, %c45_i64_288 : i64
        %c37_i64_289 = arith.constant 37 : i64
        %201 = arith.cmpi slt, %199, %c37_i64_289 : i64
        %202 = arith.andi %200, %201 : i1
        scf.if %202 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %243 = arith.muli %199, %c45_i64_311 : i64
          %244 = arith.addi %194, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_122[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_310, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %250 = arith.muli %199, %c45_i64_312 : i64
          %251 = arith.addi %194, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %203 = arith.addi %164, %140 : i64
        %c8_i64_290 = arith.constant 8 : i64
        %204 = arith.addi %203, %c8_i64_290 : i64
        %205 = arith.addi %204, %137 : i64
        %206 = arith.addi %166, %142 : i64
        %c2_i64_291 = arith.constant 2 : i64
        %207 = arith.muli %138, %c2_i64_291 : i64
        %208 = arith.addi %206, %207 : i64
        %c45_i64_292 = arith.constant 45 : i64
        %209 = arith.cmpi slt, %205, %c45_i64_292 : i64
        %c37_i64_293 = arith.constant 37 : i64
        %210 = arith.cmpi slt, %208, %c37_i64_293 : i64
        %211 = arith.andi %209, %210 : i1
        scf.if %211 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %243 = arith.muli %208, %c45_i64_311 : i64
          %244 = arith.addi %205, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_123[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_310, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %250 = arith.muli %208, %c45_i64_312 : i64
          %251 = arith.addi %205, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %212 = arith.addi %164, %140 : i64
        %c8_i64_294 = arith.constant 8 : i64
        %213 = arith.addi %212, %c8_i64_294 : i64
        %214 = arith.addi %213, %137 : i64
        %215 = arith.addi %166, %142 : i64
        %c2_i64_295 = arith.constant 2 : i64
        %216 = arith.muli %138, %c2_i64_295 : i64
        %c1_i64_296 = arith.constant 1 : i64
        %217 = arith.addi %216, %c1_i64_296 : i64
        %218 = arith.addi %215, %217 : i64
        %c45_i64_297 = arith.constant 45 : i64
        %219 = arith.cmpi slt, %214, %c45_i64_297 : i64
        %c37_i64_298 = arith.constant 37 : i64
        %220 = arith.cmpi slt, %218, %c37_i64_298 : i64
        %221 = arith.andi %219, %220 : i1
        scf.if %221 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %243 = arith.muli %218, %c45_i64_311 : i64
          %244 = arith.addi %214, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_124[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_310, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %250 = arith.muli %218, %c45_i64_312 : i64
          %251 = arith.addi %214, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %222 = arith.addi %164, %140 : i64
        %c8_i64_299 = arith.constant 8 : i64
        %223 = arith.addi %222, %c8_i64_299 : i64
        %224 = arith.addi %223, %137 : i64
        %225 = arith.addi %166, %142 : i64
        %c8_i64_300 = arith.constant 8 : i64
        %226 = arith.addi %225, %c8_i64_300 : i64
        %c2_i64_301 = arith.constant 2 : i64
        %227 = arith.muli %138, %c2_i64_301 : i64
        %228 = arith.addi %226, %227 : i64
        %c45_i64_302 = arith.constant 45 : i64
        %229 = arith.cmpi slt, %224, %c45_i64_302 : i64
        %c37_i64_303 = arith.constant 37 : i64
        %230 = arith.cmpi slt, %228, %c37_i64_303 : i64
        %231 = arith.andi %229, %230 : i1
        scf.if %231 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %243 = arith.muli %228, %c45_i64_311 : i64
          %244 = arith.addi %224, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_125[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_310, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %250 = arith.muli %228, %c45_i64_312 : i64
          %251 = arith.addi %224, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %232 = arith.addi %164, %140 : i64
        %c8_i64_304 = arith.constant 8 : i64
        %233 = arith.addi %232, %c8_i64_304 : i64
        %234 = arith.addi %233, %137 : i64
        %235 = arith.addi %166, %142 : i64
        %c8_i64_305 = arith.constant 8 : i64
        %236 = arith.addi %235, %c8_i64_305 : i64
        %c2_i64_306 = arith.constant 2 : i64
        %237 = arith.muli %138, %c2_i64_306 : i64
        %c1_i64_307 = arith.constant 1 : i64
        %238 = arith.addi %237, %c1_i64_307 : i64
        %239 = arith.addi %236, %238 : i64
        %c45_i64_308 = arith.constant 45 : i64
        %240 = arith.cmpi slt, %234, %c45_i64_308 : i64
        %c37_i64_309 = arith.constant 37 : i64
        %241 = arith.cmpi slt, %239, %c37_i64_309 : i64
        %242 = arith.andi %240, %241 : i1
        scf.if %242 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %243 = arith.muli %239, %c45_i64_311 : i64
          %244 = arith.addi %234, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_126[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_310, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %250 = arith.muli %239, %c45_i64_312 : i64
          %251 = arith.addi %234, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
      }
      %c2590_i64 = arith.constant 2590 : i64
      %143 = arith.muli %63, %c2590_i64 : i64
      %144 = llvm.getelementptr %55[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c1480_i64 = arith.constant 1480 : i64
      %145 = arith.muli %63, %c1480_i64 : i64
      %146 = llvm.getelementptr %58[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c2800_i64 = arith.constant 2800 : i64
      %147 = arith.muli %63, %c2800_i64 : i64
      %148 = llvm.getelementptr %61[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_248 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_248 : index to i64
      %c64_i64_249 = arith.constant 64 : i64
      %thread_id_y_250 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_250 : index to i64
      %151 = arith.muli %c64_i64_249, %150 : i64
      %152 = arith.addi %149, %151 : i64
      %c32_i64_251 = arith.constant 32 : i64
      %153 = arith.divsi %152, %c32_i64_251 : i64
      %c32_i64_252 = arith.constant 32 : i64
      %154 = arith.remsi %152, %c32_i64_252 : i64
      %c4_i64_253 = arith.constant 4 : i64
      %155 = arith.divsi %154, %c4_i64_253 : i64
      %c4_i64_254 = arith.constant 4 : i64
      %156 = arith.remsi %154, %c4_i64_254 : i64
      %c8_i64_255 = arith.constant 8 : i64
      %157 = arith.remsi %154, %c8_i64_255 : i64
      %c8_i64_256 = arith.constant 8 : i64
      %158 = arith.divsi %154, %c8_i64_256 : i64
      %c4_i64_257 = arith.constant 4 : i64
      %159 = arith.remsi %153, %c4_i64_257 : i64
      %c32_i64_258 = arith.constant 32 : i64
      %160 = arith.muli %159, %c32_i64_258 : i64
      %c4_i64_259 = arith.constant 4 : i64
      %161 = arith.divsi %153, %c4_i64_259 : i64
      %c16_i64_260 = arith.constant 16 : i64
      %162 = arith.muli %161, %c16_i64_260 : i64
      %c0_i64_261 = arith.constant 0 : i64
      %c1_i64_262 = arith.constant 1 : i64
      %c1_i64_263 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_261 to %c1_i64_262 step %c1_i64_263  : i64 {
        %c1_i64_264 = arith.constant 1 : i64
        %163 = arith.remsi %arg19, %c1_i64_264 : i64
        %c128_i64_265 = arith.constant 128 : i64
        %164 = arith.muli %163, %c128_i64_265 : i64
        %c1_i64_266 = arith.constant 1 : i64
        %165 = arith.divsi %arg19, %c1_i64_266 : i64
        %c64_i64_267 = arith.constant 64 : i64
        %166 = arith.muli %165, %c64_i64_267 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_131[] : memref<f32>
        %cst_268 = arith.constant 0.000000e+00 : f32
        memref.store %cst_268, %alloca_132[] : memref<f32>
        %cst_269 = arith.constant 0.000000e+00 : f32
        memref.store %cst_269, %alloca_133[] : memref<f32>
        %cst_270 = arith.constant 0.000000e+00 : f32
        memref.store %cst_270, %alloca_134[] : memref<f32>
        %cst_271 = arith.constant 0.000000e+00 : f32
        memref.store %cst_271, %alloca_135[] : memref<f32>
        %cst_272 = arith.constant 0.000000e+00 : f32
        memref.store %cst_272, %alloca_136[] : memref<f32>
        %cst_273 = arith.constant 0.000000e+00 : f32
        memref.store %cst_273, %alloca_137[] : memref<f32>
        %cst_274 = arith.constant 0.000000e+00 : f32
        memref.store %cst_274, %alloca_138[] : memref<f32>
        %cst_275 = arith.constant 0.000000e+00 : f32
        memref.store %cst_275, %alloca_139[] : memref<f32>
        %cst_276 = arith.constant 0.000000e+00 : f32
        memref.store %cst_276, %alloca_140[] : memref<f32>
        %cst_277 = arith.constant 0.000000e+00 : f32
        memref.store %cst_277, %alloca_141[] : memref<f32>
        %cst_278 = arith.constant 0.000000e+00 : f32
        memref.store %cst_278, %alloca_142[] : memref<f32>
        %cst_279 = arith.constant 0.000000e+00 : f32
        memref.store %cst_279, %alloca_143[] : memref<f32>
        %cst_280 = arith.constant 0.000000e+00 : f32
        memref.store %cst_280, %alloca_144[] : memref<f32>
        %cst_281 = arith.constant 0.000000e+00 : f32
        memref.store %cst_281, %alloca_145[] : memref<f32>
        %cst_282 = arith.constant 0.000000e+00 : f32
        memref.store %cst_282, %alloca_146[] : memref<f32>
        %c0_i64_283 = arith.constant 0 : i64
        %c37_i64 = arith.constant 37 : i64
        %c32_i64_284 = arith.constant 32 : i64
        scf.for %arg20 = %c0_i64_283 to %c37_i64 step %c32_i64_284  : i64 {
          gpu.barrier
          %c128_i64_362 = arith.constant 128 : i64
          %327 = arith.remsi %152, %c128_i64_362 : i64
          %c128_i64_363 = arith.constant 128 : i64
          %328 = arith.divsi %152, %c128_i64_363 : i64
          %c512_i64 = arith.constant 512 : i64
          %329 = arith.addi %152, %c512_i64 : i64
          %c128_i64_364 = arith.constant 128 : i64
          %330 = arith.remsi %329, %c128_i64_364 : i64
          %c128_i64_365 = arith.constant 128 : i64
          %331 = arith.divsi %329, %c128_i64_365 : i64
          %c1024_i64 = arith.constant 1024 : i64
          %332 = arith.addi %152, %c1024_i64 : i64
          %c128_i64_366 = arith.constant 128 : i64
          %333 = arith.remsi %332, %c128_i64_366 : i64
          %c128_i64_367 = arith.constant 128 : i64
          %334 = arith.divsi %332, %c128_i64_367 : i64
          %c1536_i64 = arith.constant 1536 : i64
          %335 = arith.addi %152, %c1536_i64 : i64
          %c128_i64_368 = arith.constant 128 : i64
          %336 = arith.remsi %335, %c128_i64_368 : i64
          %c128_i64_369 = arith.constant 128 : i64
          %337 = arith.divsi %335, %c128_i64_369 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %338 = arith.addi %152, %c2048_i64 : i64
          %c128_i64_370 = arith.constant 128 : i64
          %339 = arith.remsi %338, %c128_i64_370 : i64
          %c128_i64_371 = arith.constant 128 : i64
          %340 = arith.divsi %338, %c128_i64_371 : i64
          %c2560_i64 = arith.constant 2560 : i64
          %341 = arith.addi %152, %c2560_i64 : i64
          %c128_i64_372 = arith.constant 128 : i64
          %342 = arith.remsi %341, %c128_i64_372 : i64
          %c128_i64_373 = arith.constant 128 : i64
          %343 = arith.divsi %341, %c128_i64_373 : i64
          %c3072_i64 = arith.constant 3072 : i64
          %344 = arith.addi %152, %c3072_i64 : i64
          %c128_i64_374 = arith.constant 128 : i64
          %345 = arith.remsi %344, %c128_i64_374 : i64
          %c128_i64_375 = arith.constant 128 : i64
          %346 = arith.divsi %344, %c128_i64_375 : i64
          %c3584_i64 = arith.constant 3584 : i64
          %347 = arith.addi %152, %c3584_i64 : i64
          %c128_i64_376 = arith.constant 128 : i64
          %348 = arith.remsi %347, %c128_i64_376 : i64
          %c128_i64_377 = arith.constant 128 : i64
          %349 = arith.divsi %347, %c128_i64_377 : i64
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_147[] : memref<f16>
          %350 = arith.addi %164, %327 : i64
          %c70_i64_379 = arith.constant 70 : i64
          %351 = arith.cmpi slt, %350, %c70_i64_379 : i64
          %352 = arith.addi %arg20, %328 : i64
          %c37_i64_380 = arith.constant 37 : i64
          %353 = arith.cmpi slt, %352, %c37_i64_380 : i64
          %354 = arith.andi %351, %353 : i1
          scf.if %354 {
            %1027 = arith.addi %arg20, %328 : i64
            %1028 = arith.addi %164, %327 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1029 = arith.muli %1028, %c37_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %144[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_147[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_147[] : memref<f16>
          }
          %cst_381 = arith.constant 0.000000e+00 : f16
          memref.store %cst_381, %alloca_148[] : memref<f16>
          %355 = arith.addi %164, %330 : i64
          %c70_i64_382 = arith.constant 70 : i64
          %356 = arith.cmpi slt, %355, %c70_i64_382 : i64
          %357 = arith.addi %arg20, %331 : i64
          %c37_i64_383 = arith.constant 37 : i64
          %358 = arith.cmpi slt, %357, %c37_i64_383 : i64
          %359 = arith.andi %356, %358 : i1
          scf.if %359 {
            %1027 = arith.addi %arg20, %331 : i64
            %1028 = arith.addi %164, %330 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1029 = arith.muli %1028, %c37_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %144[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_148[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_148[] : memref<f16>
          }
          %cst_384 = arith.constant 0.000000e+00 : f16
          memref.store %cst_384, %alloca_149[] : memref<f16>
          %360 = arith.addi %164, %333 : i64
          %c70_i64_385 = arith.constant 70 : i64
          %361 = arith.cmpi slt, %360, %c70_i64_385 : i64
          %362 = arith.addi %arg20, %334 : i64
          %c37_i64_386 = arith.constant 37 : i64
          %363 = arith.cmpi slt, %362, %c37_i64_386 : i64
          %364 = arith.andi %361, %363 : i1
          scf.if %364 {
            %1027 = arith.addi %arg20, %334 : i64
            %1028 = arith.addi %164, %333 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1029 = arith.muli %1028, %c37_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %144[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_149[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_149[] : memref<f16>
          }
          %cst_387 = arith.constant 0.000000e+00 : f16
          memref.store %cst_387, %alloca_150[] : memref<f16>
          %365 = arith.addi %164, %336 : i64
          %c70_i64_388 = arith.constant 70 : i64
          %366 = arith.cmpi slt, %365, %c70_i64_388 : i64
          %367 = arith.addi %arg20, %337 : i64
          %c37_i64_389 = arith.constant 37 : i64
          %368 = arith.cmpi slt, %367, %c37_i64_389 : i64
          %369 = arith.andi %366, %368 : i1
          scf.if %369 {
            %1027 = arith.addi %arg20, %337 : i64
            %1028 = arith.addi %164, %336 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1029 = arith.muli %1028, %c37_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %144[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_150[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_150[] : memref<f16>
          }
          %cst_390 = arith.constant 0.000000e+00 : f16
          memref.store %cst_390, %alloca_151[] : memref<f16>
          %370 = arith.addi %164, %339 : i64
          %c70_i64_391 = arith.constant 70 : i64
          %371 = arith.cmpi slt, %370, %c70_i64_391 : i64
          %372 = arith.addi %arg20, %340 : i64
          %c37_i64_392 = arith.constant 37 : i64
          %373 = arith.cmpi slt, %372, %c37_i64_392 : i64
          %374 = arith.andi %371, %373 : i1
          scf.if %374 {
            %1027 = arith.addi %arg20, %340 : i64
            %1028 = arith.addi %164, %339 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1029 = arith.muli %1028, %c37_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %144[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_151[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_151[] : memref<f16>
          }
          %cst_393 = arith.constant 0.000000e+00 : f16
          memref.store %cst_393, %alloca_152[] : memref<f16>
          %375 = arith.addi %164, %342 : i64
          %c70_i64_394 = arith.constant 70 : i64
          %376 = arith.cmpi slt, %375, %c70_i64_394 : i64
          %377 = arith.addi %arg20, %343 : i64
          %c37_i64_395 = arith.constant 37 : i64
          %378 = arith.cmpi slt, %377, %c37_i64_395 : i64
          %379 = arith.andi %376, %378 : i1
          scf.if %379 {
            %1027 = arith.addi %arg20, %343 : i64
            %1028 = arith.addi %164, %342 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1029 = arith.muli %1028, %c37_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %144[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_152[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_152[] : memref<f16>
          }
          %cst_396 = arith.constant 0.000000e+00 : f16
          memref.store %cst_396, %alloca_153[] : memref<f16>
          %380 = arith.addi %164, %345 : i64
          %c70_i64_397 = arith.constant 70 : i64
          %381 = arith.cmpi slt, %380, %c70_i64_397 : i64
          %382 = arith.addi %arg20, %346 : i64
          %c37_i64_398 = arith.constant 37 : i64
          %383 = arith.cmpi slt, %382, %c37_i64_398 : i64
          %384 = arith.andi %381, %383 : i1
          scf.if %384 {
            %1027 = arith.addi %arg20, %346 : i64
            %1028 = arith.addi %164, %345 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1029 = arith.muli %1028, %c37_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %144[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_153[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_153[] : memref<f16>
          }
          %cst_399 = arith.constant 0.000000e+00 : f16
          memref.store %cst_399, %alloca_154[] : memref<f16>
          %385 = arith.addi %164, %348 : i64
          %c70_i64_400 = arith.constant 70 : i64
          %386 = arith.cmpi slt, %385, %c70_i64_400 : i64
          %387 = arith.addi %arg20, %349 : i64
          %c37_i64_401 = arith.constant 37 : i64
          %388 = arith.cmpi slt, %387, %c37_i64_401 : i64
          %389 = arith.andi %386, %388 : i1
          scf.if %389 {
            %1027 = arith.addi %arg20, %349 : i64
            %1028 = arith.addi %164, %348 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1029 = arith.muli %1028, %c37_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %144[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_154[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_154[] : memref<f16>
          }
          %c128_i64_402 = arith.constant 128 : i64
          %390 = arith.remsi %152, %c128_i64_402 : i64
          %c128_i64_403 = arith.constant 128 : i64
          %391 = arith.divsi %152, %c128_i64_403 : i64
          %c512_i64_404 = arith.constant 512 : i64
          %392 = arith.addi %152, %c512_i64_404 : i64
          %c128_i64_405 = arith.constant 128 : i64
          %393 = arith.remsi %392, %c128_i64_405 : i64
          %c128_i64_406 = arith.constant 128 : i64
          %394 = arith.divsi %392, %c128_i64_406 : i64
          %c1024_i64_407 = arith.constant 1024 : i64
          %395 = arith.addi %152, %c1024_i64_407 : i64
          %c128_i64_408 = arith.constant 128 : i64
          %396 = arith.remsi %395, %c128_i64_408 : i64
          %c128_i64_409 = arith.constant 128 : i64
          %397 = arith.divsi %395, %c128_i64_409 : i64
          %c1536_i64_410 = arith.constant 1536 : i64
          %398 = arith.addi %152, %c1536_i64_410 : i64
          %c128_i64_411 = arith.constant 128 : i64
          %399 = arith.remsi %398, %c128_i64_411 : i64
          %c128_i64_412 = arith.constant 128 : i64
          %400 = arith.divsi %398, %c128_i64_412 : i64
          %c2048_i64_413 = arith.constant 2048 : i64
          %401 = arith.addi %152, %c2048_i64_413 : i64
          %c128_i64_414 = arith.constant 128 : i64
          %402 = arith.remsi %401, %c128_i64_414 : i64
          %c128_i64_415 = arith.constant 128 : i64
          %403 = arith.divsi %401, %c128_i64_415 : i64
          %c2560_i64_416 = arith.constant 2560 : i64
          %404 = arith.addi %152, %c2560_i64_416 : i64
          %c128_i64_417 = arith.constant 128 : i64
          %405 = arith.remsi %404, %c128_i64_417 : i64
          %c128_i64_418 = arith.constant 128 : i64
          %406 = arith.divsi %404, %c128_i64_418 : i64
          %c3072_i64_419 = arith.constant 3072 : i64
          %407 = arith.addi %152, %c3072_i64_419 : i64
          %c128_i64_420 = arith.constant 128 : i64
          %408 = arith.remsi %407, %c128_i64_420 : i64
          %c128_i64_421 = arith.constant 128 : i64
          %409 = arith.divsi %407, %c128_i64_421 : i64
          %c3584_i64_422 = arith.constant 3584 : i64
          %410 = arith.addi %152, %c3584_i64_422 : i64
          %c128_i64_423 = arith.constant 128 : i64
          %411 = arith.remsi %410, %c128_i64_423 : i64
          %c128_i64_424 = arith.constant 128 : i64
          %412 = arith.divsi %410, %c128_i64_424 : i64
          %413 = memref.load %alloca_147[] : memref<f16>
          %414 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %415 = llvm.getelementptr %414[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_425 = arith.constant 40 : i64
          %416 = arith.muli %390, %c40_i64_425 : i64
          %417 = arith.addi %416, %391 : i64
          %418 = llvm.getelementptr %415[%417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %413, %418 : f16, !llvm.ptr<3>
          %419 = memref.load %alloca_148[] : memref<f16>
          %420 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_426 = arith.constant 20480 : i64
          %421 = llvm.getelementptr %420[%c20480_i64_426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_427 = arith.constant 40 : i64
          %422 = arith.muli %393, %c40_i64_427 : i64
          %423 = arith.addi %422, %394 : i64
          %424 = llvm.getelementptr %421[%423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %419, %424 : f16, !llvm.ptr<3>
          %425 = memref.load %alloca_149[] : memref<f16>
          %426 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_428 = arith.constant 20480 : i64
          %427 = llvm.getelementptr %426[%c20480_i64_428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_429 = arith.constant 40 : i64
          %428 = arith.muli %396, %c40_i64_429 : i64
          %429 = arith.addi %428, %397 : i64
          %430 = llvm.getelementptr %427[%429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %425, %430 : f16, !llvm.ptr<3>
          %431 = memref.load %alloca_150[] : memref<f16>
          %432 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_430 = arith.constant 20480 : i64
          %433 = llvm.getelementptr %432[%c20480_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_431 = arith.constant 40 : i64
          %434 = arith.muli %399, %c40_i64_431 : i64
          %435 = arith.addi %434, %400 : i64
          %436 = llvm.getelementptr %433[%435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %431, %436 : f16, !llvm.ptr<3>
          %437 = memref.load %alloca_151[] : memref<f16>
          %438 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_432 = arith.constant 20480 : i64
          %439 = llvm.getelementptr %438[%c20480_i64_432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_433 = arith.constant 40 : i64
          %440 = arith.muli %402, %c40_i64_433 : i64
          %441 = arith.addi %440, %403 : i64
          %442 = llvm.getelementptr %439[%441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %437, %442 : f16, !llvm.ptr<3>
          %443 = memref.load %alloca_152[] : memref<f16>
          %444 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_434 = arith.constant 20480 : i64
          %445 = llvm.getelementptr %444[%c20480_i64_434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_435 = arith.constant 40 : i64
          %446 = arith.muli %405, %c40_i64_435 : i64
          %447 = arith.addi %446, %406 : i64
          %448 = llvm.getelementptr %445[%447] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %443, %448 : f16, !llvm.ptr<3>
          %449 = memref.load %alloca_153[] : memref<f16>
          %450 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_436 = arith.constant 20480 : i64
          %451 = llvm.getelementptr %450[%c20480_i64_436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_437 = arith.constant 40 : i64
          %452 = arith.muli %408, %c40_i64_437 : i64
          %453 = arith.addi %452, %409 : i64
          %454 = llvm.getelementptr %451[%453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %449, %454 : f16, !llvm.ptr<3>
          %455 = memref.load %alloca_154[] : memref<f16>
          %456 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_438 = arith.constant 20480 : i64
          %457 = llvm.getelementptr %456[%c20480_i64_438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_439 = arith.constant 40 : i64
          %458 = arith.muli %411, %c40_i64_439 : i64
          %459 = arith.addi %458, %412 : i64
          %460 = llvm.getelementptr %457[%459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %455, %460 : f16, !llvm.ptr<3>
          %c32_i64_440 = arith.constant 32 : i64
          %461 = arith.divsi %152, %c32_i64_440 : i64
          %c32_i64_441 = arith.constant 32 : i64
          %462 = arith.remsi %152, %c32_i64_441 : i64
          %c512_i64_442 = arith.constant 512 : i64
          %463 = arith.addi %152, %c512_i64_442 : i64
          %c32_i64_443 = arith.constant 32 : i64
          %464 = arith.divsi %463, %c32_i64_443 : i64
          %c32_i64_444 = arith.constant 32 : i64
          %465 = arith.remsi %463, %c32_i64_444 : i64
          %c1024_i64_445 = arith.constant 1024 : i64
          %466 = arith.addi %152, %c1024_i64_445 : i64
          %c32_i64_446 = arith.constant 32 : i64
          %467 = arith.divsi %466, %c32_i64_446 : i64
          %c32_i64_447 = arith.constant 32 : i64
          %468 = arith.remsi %466, %c32_i64_447 : i64
          %c1536_i64_448 = arith.constant 1536 : i64
          %469 = arith.addi %152, %c1536_i64_448 : i64
          %c32_i64_449 = arith.constant 32 : i64
          %470 = arith.divsi %469, %c32_i64_449 : i64
          %c32_i64_450 = arith.constant 32 : i64
          %471 = arith.remsi %469, %c32_i64_450 : i64
          %cst_451 = arith.constant 0.000000e+00 : f16
          memref.store %cst_451, %alloca_155[] : memref<f16>
          %472 = arith.addi %166, %461 : i64
          %c40_i64_452 = arith.constant 40 : i64
          %473 = arith.cmpi slt, %472, %c40_i64_452 : i64
          %474 = arith.addi %arg20, %462 : i64
          %c37_i64_453 = arith.constant 37 : i64
          %475 = arith.cmpi slt, %474, %c37_i64_453 : i64
          %476 = arith.andi %473, %475 : i1
          scf.if %476 {
            %1027 = arith.addi %166, %461 : i64
            %1028 = arith.addi %arg20, %462 : i64
            %c40_i64_671 = arith.constant 40 : i64
            %1029 = arith.muli %1028, %c40_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %146[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_155[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_155[] : memref<f16>
          }
          %cst_454 = arith.constant 0.000000e+00 : f16
          memref.store %cst_454, %alloca_156[] : memref<f16>
          %477 = arith.addi %166, %464 : i64
          %c40_i64_455 = arith.constant 40 : i64
          %478 = arith.cmpi slt, %477, %c40_i64_455 : i64
          %479 = arith.addi %arg20, %465 : i64
          %c37_i64_456 = arith.constant 37 : i64
          %480 = arith.cmpi slt, %479, %c37_i64_456 : i64
          %481 = arith.andi %478, %480 : i1
          scf.if %481 {
            %1027 = arith.addi %166, %464 : i64
            %1028 = arith.addi %arg20, %465 : i64
            %c40_i64_671 = arith.constant 40 : i64
            %1029 = arith.muli %1028, %c40_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %146[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_156[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_156[] : memref<f16>
          }
          %cst_457 = arith.constant 0.000000e+00 : f16
          memref.store %cst_457, %alloca_157[] : memref<f16>
          %482 = arith.addi %166, %467 : i64
          %c40_i64_458 = arith.constant 40 : i64
          %483 = arith.cmpi slt, %482, %c40_i64_458 : i64
          %484 = arith.addi %arg20, %468 : i64
          %c37_i64_459 = arith.constant 37 : i64
          %485 = arith.cmpi slt, %484, %c37_i64_459 : i64
          %486 = arith.andi %483, %485 : i1
          scf.if %486 {
            %1027 = arith.addi %166, %467 : i64
            %1028 = arith.addi %arg20, %468 : i64
            %c40_i64_671 = arith.constant 40 : i64
            %1029 = arith.muli %1028, %c40_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %146[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_157[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_157[] : memref<f16>
          }
          %cst_460 = arith.constant 0.000000e+00 : f16
          memref.store %cst_460, %alloca_158[] : memref<f16>
          %487 = arith.addi %166, %470 : i64
          %c40_i64_461 = arith.constant 40 : i64
          %488 = arith.cmpi slt, %487, %c40_i64_461 : i64
          %489 = arith.addi %arg20, %471 : i64
          %c37_i64_462 = arith.constant 37 : i64
          %490 = arith.cmpi slt, %489, %c37_i64_462 : i64
          %491 = arith.andi %488, %490 : i1
          scf.if %491 {
            %1027 = arith.addi %166, %470 : i64
            %1028 = arith.addi %arg20, %471 : i64
            %c40_i64_671 = arith.constant 40 : i64
            %1029 = arith.muli %1028, %c40_i64_671 : i64
            %1030 = arith.addi %1027, %1029 : i64
            %1031 = llvm.getelementptr %146[%1030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1032 = llvm.load %1031 : !llvm.ptr<1> -> f16
            memref.store %1032, %alloca_158[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_158[] : memref<f16>
          }
          %c32_i64_463 = arith.constant 32 : i64
          %492 = arith.divsi %152, %c32_i64_463 : i64
          %c32_i64_464 = arith.constant 32 : i64
          %493 = arith.remsi %152, %c32_i64_464 : i64
          %c512_i64_465 = arith.constant 512 : i64
          %494 = arith.addi %152, %c512_i64_465 : i64
          %c32_i64_466 = arith.constant 32 : i64
          %495 = arith.divsi %494, %c32_i64_466 : i64
          %c32_i64_467 = arith.constant 32 : i64
          %496 = arith.remsi %494, %c32_i64_467 : i64
          %c1024_i64_468 = arith.constant 1024 : i64
          %497 = arith.addi %152, %c1024_i64_468 : i64
          %c32_i64_469 = arith.constant 32 : i64
          %498 = arith.divsi %497, %c32_i64_469 : i64
          %c32_i64_470 = arith.constant 32 : i64
          %499 = arith.remsi %497, %c32_i64_470 : i64
          %c1536_i64_471 = arith.constant 1536 : i64
          %500 = arith.addi %152, %c1536_i64_471 : i64
          %c32_i64_472 = arith.constant 32 : i64
          %501 = arith.divsi %500, %c32_i64_472 : i64
          %c32_i64_473 = arith.constant 32 : i64
          %502 = arith.remsi %500, %c32_i64_473 : i64
          %503 = memref.load %alloca_155[] : memref<f16>
          %504 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64 = arith.constant 30720 : i64
          %505 = llvm.getelementptr %504[%c30720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_474 = arith.constant 40 : i64
          %506 = arith.muli %492, %c40_i64_474 : i64
          %507 = arith.addi %506, %493 : i64
          %508 = llvm.getelementptr %505[%507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %503, %508 : f16, !llvm.ptr<3>
          %509 = memref.load %alloca_156[] : memref<f16>
          %510 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_475 = arith.constant 30720 : i64
          %511 = llvm.getelementptr %510[%c30720_i64_475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_476 = arith.constant 40 : i64
          %512 = arith.muli %495, %c40_i64_476 : i64
          %513 = arith.addi %512, %496 : i64
          %514 = llvm.getelementptr %511[%513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %509, %514 : f16, !llvm.ptr<3>
          %515 = memref.load %alloca_157[] : memref<f16>
          %516 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_477 = arith.constant 30720 : i64
          %517 = llvm.getelementptr %516[%c30720_i64_477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_478 = arith.constant 40 : i64
          %518 = arith.muli %498, %c40_i64_478 : i64
          %519 = arith.addi %518, %499 : i64
          %520 = llvm.getelementptr %517[%519] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %515, %520 : f16, !llvm.ptr<3>
          %521 = memref.load %alloca_158[] : memref<f16>
          %522 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_479 = arith.constant 30720 : i64
          %523 = llvm.getelementptr %522[%c30720_i64_479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_480 = arith.constant 40 : i64
          %524 = arith.muli %501, %c40_i64_480 : i64
          %525 = arith.addi %524, %502 : i64
          %526 = llvm.getelementptr %523[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %521, %526 : f16, !llvm.ptr<3>
          gpu.barrier
          %c2_i64_481 = arith.constant 2 : i64
          %527 = arith.remsi %158, %c2_i64_481 : i64
          %c8_i64_482 = arith.constant 8 : i64
          %528 = arith.muli %527, %c8_i64_482 : i64
          %529 = arith.addi %157, %528 : i64
          %530 = arith.addi %160, %529 : i64
          %c40_i64_483 = arith.constant 40 : i64
          %531 = arith.muli %530, %c40_i64_483 : i64
          %c2_i64_484 = arith.constant 2 : i64
          %532 = arith.divsi %158, %c2_i64_484 : i64
          %c8_i64_485 = arith.constant 8 : i64
          %533 = arith.muli %532, %c8_i64_485 : i64
          %534 = arith.addi %531, %533 : i64
          %535 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_486 = arith.constant 20480 : i64
          %536 = llvm.getelementptr %535[%c20480_i64_486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %537 = llvm.getelementptr %536[%534] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %538 = nvvm.ldmatrix %537 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %539 = llvm.extractvalue %538[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %540 = llvm.bitcast %539 : i32 to vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %541 = llvm.extractelement %540[%c0_i32 : i32] : vector<2xf16>
          memref.store %541, %alloca_159[] : memref<f16>
          %c1_i32 = arith.constant 1 : i32
          %542 = llvm.extractelement %540[%c1_i32 : i32] : vector<2xf16>
          memref.store %542, %alloca_160[] : memref<f16>
          %543 = llvm.extractvalue %538[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %544 = llvm.bitcast %543 : i32 to vector<2xf16>
          %c0_i32_487 = arith.constant 0 : i32
          %545 = llvm.extractelement %544[%c0_i32_487 : i32] : vector<2xf16>
          memref.store %545, %alloca_161[] : memref<f16>
          %c1_i32_488 = arith.constant 1 : i32
          %546 = llvm.extractelement %544[%c1_i32_488 : i32] : vector<2xf16>
          memref.store %546, %alloca_162[] : memref<f16>
          %547 = llvm.extractvalue %538[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %548 = llvm.bitcast %547 : i32 to vector<2xf16>
          %c0_i32_489 = arith.constant 0 : i32
          %549 = llvm.extractelement %548[%c0_i32_489 : i32] : vector<2xf16>
          memref.store %549, %alloca_163[] : memref<f16>
          %c1_i32_490 = arith.constant 1 : i32
          %550 = llvm.extractelement %548[%c1_i32_490 : i32] : vector<2xf16>
          memref.store %550, %alloca_164[] : memref<f16>
          %551 = llvm.extractvalue %538[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %552 = llvm.bitcast %551 : i32 to vector<2xf16>
          %c0_i32_491 = arith.constant 0 : i32
          %553 = llvm.extractelement %552[%c0_i32_491 : i32] : vector<2xf16>
          memref.store %553, %alloca_165[] : memref<f16>
          %c1_i32_492 = arith.constant 1 : i32
          %554 = llvm.extractelement %552[%c1_i32_492 : i32] : vector<2xf16>
          memref.store %554, %alloca_166[] : memref<f16>
          %c16_i64_493 = arith.constant 16 : i64
          %555 = arith.addi %160, %c16_i64_493 : i64
          %c2_i64_494 = arith.constant 2 : i64
          %556 = arith.remsi %158, %c2_i64_494 : i64
          %c8_i64_495 = arith.constant 8 : i64
          %557 = arith.muli %556, %c8_i64_495 : i64
          %558 = arith.addi %157, %557 : i64
          %559 = arith.addi %555, %558 : i64
          %c40_i64_496 = arith.constant 40 : i64
          %560 = arith.muli %559, %c40_i64_496 : i64
          %c2_i64_497 = arith.constant 2 : i64
          %561 = arith.divsi %158, %c2_i64_497 : i64
          %c8_i64_498 = arith.constant 8 : i64
          %562 = arith.muli %561, %c8_i64_498 : i64
          %563 = arith.addi %560, %562 : i64
          %564 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_499 = arith.constant 20480 : i64
          %565 = llvm.getelementptr %564[%c20480_i64_499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %566 = llvm.getelementptr %565[%563] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %567 = nvvm.ldmatrix %566 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %568 = llvm.extractvalue %567[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %569 = llvm.bitcast %568 : i32 to vector<2xf16>
          %c0_i32_500 = arith.constant 0 : i32
          %570 = llvm.extractelement %569[%c0_i32_500 : i32] : vector<2xf16>
          memref.store %570, %alloca_167[] : memref<f16>
          %c1_i32_501 = arith.constant 1 : i32
          %571 = llvm.extractelement %569[%c1_i32_501 : i32] : vector<2xf16>
          memref.store %571, %alloca_168[] : memref<f16>
          %572 = llvm.extractvalue %567[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %573 = llvm.bitcast %572 : i32 to vector<2xf16>
          %c0_i32_502 = arith.constant 0 : i32
          %574 = llvm.extractelement %573[%c0_i32_502 : i32] : vector<2xf16>
          memref.store %574, %alloca_169[] : memref<f16>
          %c1_i32_503 = arith.constant 1 : i32
          %575 = llvm.extractelement %573[%c1_i32_503 : i32] : vector<2xf16>
          memref.store %575, %alloca_170[] : memref<f16>
          %576 = llvm.extractvalue %567[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %577 = llvm.bitcast %576 : i32 to vector<2xf16>
          %c0_i32_504 = arith.constant 0 : i32
          %578 = llvm.extractelement %577[%c0_i32_504 : i32] : vector<2xf16>
          memref.store %578, %alloca_171[] : memref<f16>
          %c1_i32_505 = arith.constant 1 : i32
          %579 = llvm.extractelement %577[%c1_i32_505 : i32] : vector<2xf16>
          memref.store %579, %alloca_172[] : memref<f16>
          %580 = llvm.extractvalue %567[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %581 = llvm.bitcast %580 : i32 to vector<2xf16>
          %c0_i32_506 = arith.constant 0 : i32
          %582 = llvm.extractelement %581[%c0_i32_506 : i32] : vector<2xf16>
          memref.store %582, %alloca_173[] : memref<f16>
          %c1_i32_507 = arith.constant 1 : i32
          %583 = llvm.extractelement %581[%c1_i32_507 : i32] : vector<2xf16>
          memref.store %583, %alloca_174[] : memref<f16>
          %584 = arith.addi %162, %157 : i64
          %c40_i64_508 = arith.constant 40 : i64
          %585 = arith.muli %584, %c40_i64_508 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %586 = arith.remsi %158, %c2_i64_509 : i64
          %c8_i64_510 = arith.constant 8 : i64
          %587 = arith.muli %586, %c8_i64_510 : i64
          %588 = arith.addi %585, %587 : i64
          %589 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_511 = arith.constant 30720 : i64
          %590 = llvm.getelementptr %589[%c30720_i64_511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %591 = llvm.getelementptr %590[%588] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %592 = nvvm.ldmatrix %591 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %593 = llvm.extractvalue %592[0] : !llvm.struct<(i32, i32)> 
          %594 = llvm.bitcast %593 : i32 to vector<2xf16>
          %c0_i32_512 = arith.constant 0 : i32
          %595 = llvm.extractelement %594[%c0_i32_512 : i32] : vector<2xf16>
          memref.store %595, %alloca_175[] : memref<f16>
          %c1_i32_513 = arith.constant 1 : i32
          %596 = llvm.extractelement %594[%c1_i32_513 : i32] : vector<2xf16>
          memref.store %596, %alloca_176[] : memref<f16>
          %597 = llvm.extractvalue %592[1] : !llvm.struct<(i32, i32)> 
          %598 = llvm.bitcast %597 : i32 to vector<2xf16>
          %c0_i32_514 = arith.constant 0 : i32
          %599 = llvm.extractelement %598[%c0_i32_514 : i32] : vector<2xf16>
          memref.store %599, %alloca_177[] : memref<f16>
          %c1_i32_515 = arith.constant 1 : i32
          %600 = llvm.extractelement %598[%c1_i32_515 : i32] : vector<2xf16>
          memref.store %600, %alloca_178[] : memref<f16>
          %c8_i64_516 = arith.constant 8 : i64
          %601 = arith.addi %162, %c8_i64_516 : i64
          %602 = arith.addi %601, %157 : i64
          %c40_i64_517 = arith.constant 40 : i64
          %603 = arith.muli %602, %c40_i64_517 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %604 = arith.remsi %158, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %605 = arith.muli %604, %c8_i64_519 : i64
          %606 = arith.addi %603, %605 : i64
          %607 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_520 = arith.constant 30720 : i64
          %608 = llvm.getelementptr %607[%c30720_i64_520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %609 = llvm.getelementptr %608[%606] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %610 = nvvm.ldmatrix %609 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %611 = llvm.extractvalue %610[0] : !llvm.struct<(i32, i32)> 
          %612 = llvm.bitcast %611 : i32 to vector<2xf16>
          %c0_i32_521 = arith.constant 0 : i32
          %613 = llvm.extractelement %612[%c0_i32_521 : i32] : vector<2xf16>
          memref.store %613, %alloca_179[] : memref<f16>
          %c1_i32_522 = arith.constant 1 : i32
          %614 = llvm.extractelement %612[%c1_i32_522 : i32] : vector<2xf16>
          memref.store %614, %alloca_180[] : memref<f16>
          %615 = llvm.extractvalue %610[1] : !llvm.struct<(i32, i32)> 
          %616 = llvm.bitcast %615 : i32 to vector<2xf16>
          %c0_i32_523 = arith.constant 0 : i32
          %617 = llvm.extractelement %616[%c0_i32_523 : i32] : vector<2xf16>
          memref.store %617, %alloca_181[] : memref<f16>
          %c1_i32_524 = arith.constant 1 : i32
          %618 = llvm.extractelement %616[%c1_i32_524 : i32] : vector<2xf16>
          memref.store %618, %alloca_182[] : memref<f16>
          %619 = memref.load %alloca_159[] : memref<f16>
          %620 = memref.load %alloca_160[] : memref<f16>
          %621 = memref.load %alloca_161[] : memref<f16>
          %622 = memref.load %alloca_162[] : memref<f16>
          %623 = memref.load %alloca_163[] : memref<f16>
          %624 = memref.load %alloca_164[] : memref<f16>
          %625 = memref.load %alloca_165[] : memref<f16>
          %626 = memref.load %alloca_166[] : memref<f16>
          %627 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_525 = arith.constant 0 : i32
          %628 = llvm.insertelement %619, %627[%c0_i32_525 : i32] : vector<2xf16>
          %c1_i32_526 = arith.constant 1 : i32
          %629 = llvm.insertelement %620, %628[%c1_i32_526 : i32] : vector<2xf16>
          %630 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_527 = arith.constant 0 : i32
          %631 = llvm.insertelement %621, %630[%c0_i32_527 : i32] : vector<2xf16>
          %c1_i32_528 = arith.constant 1 : i32
          %632 = llvm.insertelement %622, %631[%c1_i32_528 : i32] : vector<2xf16>
          %633 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_529 = arith.constant 0 : i32
          %634 = llvm.insertelement %623, %633[%c0_i32_529 : i32] : vector<2xf16>
          %c1_i32_530 = arith.constant 1 : i32
          %635 = llvm.insertelement %624, %634[%c1_i32_530 : i32] : vector<2xf16>
          %636 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_531 = arith.constant 0 : i32
          %637 = llvm.insertelement %625, %636[%c0_i32_531 : i32] : vector<2xf16>
          %c1_i32_532 = arith.constant 1 : i32
          %638 = llvm.insertelement %626, %637[%c1_i32_532 : i32] : vector<2xf16>
          %639 = memref.load %alloca_175[] : memref<f16>
          %640 = memref.load %alloca_176[] : memref<f16>
          %641 = memref.load %alloca_177[] : memref<f16>
          %642 = memref.load %alloca_178[] : memref<f16>
          %643 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_533 = arith.constant 0 : i32
          %644 = llvm.insertelement %639, %643[%c0_i32_533 : i32] : vector<2xf16>
          %c1_i32_534 = arith.constant 1 : i32
          %645 = llvm.insertelement %640, %644[%c1_i32_534 : i32] : vector<2xf16>
          %646 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_535 = arith.constant 0 : i32
          %647 = llvm.insertelement %641, %646[%c0_i32_535 : i32] : vector<2xf16>
          %c1_i32_536 = arith.constant 1 : i32
          %648 = llvm.insertelement %642, %647[%c1_i32_536 : i32] : vector<2xf16>
          %649 = memref.load %alloca_131[] : memref<f32>
          %650 = memref.load %alloca_132[] : memref<f32>
          %651 = memref.load %alloca_133[] : memref<f32>
          %652 = memref.load %alloca_134[] : memref<f32>
          %653 = nvvm.mma.sync A[%629, %632, %635, %638]  B[%645, %648]  C[%649, %650, %651, %652]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %654 = llvm.extractvalue %653[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %654, %alloca_131[] : memref<f32>
          %655 = llvm.extractvalue %653[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %655, %alloca_132[] : memref<f32>
          %656 = llvm.extractvalue %653[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %656, %alloca_133[] : memref<f32>
          %657 = llvm.extractvalue %653[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %657, %alloca_134[] : memref<f32>
          %658 = memref.load %alloca_159[] : memref<f16>
          %659 = memref.load %alloca_160[] : memref<f16>
          %660 = memref.load %alloca_161[] : memref<f16>
          %661 = memref.load %alloca_162[] : memref<f16>
          %662 = memref.load %alloca_163[] : memref<f16>
          %663 = memref.load %alloca_164[] : memref<f16>
          %664 = memref.load %alloca_165[] : memref<f16>
          %665 = memref.load %alloca_166[] : memref<f16>
          %666 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_537 = arith.constant 0 : i32
          %667 = llvm.insertelement %658, %666[%c0_i32_537 : i32] : vector<2xf16>
          %c1_i32_538 = arith.constant 1 : i32
          %668 = llvm.insertelement %659, %667[%c1_i32_538 : i32] : vector<2xf16>
          %669 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_539 = arith.constant 0 : i32
          %670 = llvm.insertelement %660, %669[%c0_i32_539 : i32] : vector<2xf16>
          %c1_i32_540 = arith.constant 1 : i32
          %671 = llvm.insertelement %661, %670[%c1_i32_540 : i32] : vector<2xf16>
          %672 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %673 = llvm.insertelement %662, %672[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %674 = llvm.insertelement %663, %673[%c1_i32_542 : i32] : vector<2xf16>
          %675 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %676 = llvm.insertelement %664, %675[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %677 = llvm.insertelement %665, %676[%c1_i32_544 : i32] : vector<2xf16>
          %678 = memref.load %alloca_179[] : memref<f16>
          %679 = memref.load %alloca_180[] : memref<f16>
          %680 = memref.load %alloca_181[] : memref<f16>
          %681 = memref.load %alloca_182[] : memref<f16>
          %682 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %683 = llvm.insertelement %678, %682[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %684 = llvm.insertelement %679, %683[%c1_i32_546 : i32] : vector<2xf16>
          %685 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %686 = llvm.insertelement %680, %685[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %687 = llvm.insertelement %681, %686[%c1_i32_548 : i32] : vector<2xf16>
          %688 = memref.load %alloca_135[] : memref<f32>
          %689 = memref.load %alloca_136[] : memref<f32>
          %690 = memref.load %alloca_137[] : memref<f32>
          %691 = memref.load %alloca_138[] : memref<f32>
          %692 = nvvm.mma.sync A[%668, %671, %674, %677]  B[%684, %687]  C[%688, %689, %690, %691]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %693 = llvm.extractvalue %692[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %693, %alloca_135[] : memref<f32>
          %694 = llvm.extractvalue %692[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %694, %alloca_136[] : memref<f32>
          %695 = llvm.extractvalue %692[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %695, %alloca_137[] : memref<f32>
          %696 = llvm.extractvalue %692[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %696, %alloca_138[] : memref<f32>
          %697 = memref.load %alloca_167[] : memref<f16>
          %698 = memref.load %alloca_168[] : memref<f16>
          %699 = memref.load %alloca_169[] : memref<f16>
          %700 = memref.load %alloca_170[] : memref<f16>
          %701 = memref.load %alloca_171[] : memref<f16>
          %702 = memref.load %alloca_172[] : memref<f16>
          %703 = memref.load %alloca_173[] : memref<f16>
          %704 = memref.load %alloca_174[] : memref<f16>
          %705 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %706 = llvm.insertelement %697, %705[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %707 = llvm.insertelement %698, %706[%c1_i32_550 : i32] : vector<2xf16>
          %708 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %709 = llvm.insertelement %699, %708[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %710 = llvm.insertelement %700, %709[%c1_i32_552 : i32] : vector<2xf16>
          %711 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_553 = arith.constant 0 : i32
          %712 = llvm.insertelement %701, %711[%c0_i32_553 : i32] : vector<2xf16>
          %c1_i32_554 = arith.constant 1 : i32
          %713 = llvm.insertelement %702, %712[%c1_i32_554 : i32] : vector<2xf16>
          %714 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_555 = arith.constant 0 : i32
          %715 = llvm.insertelement %703, %714[%c0_i32_555 : i32] : vector<2xf16>
          %c1_i32_556 = arith.constant 1 : i32
          %716 = llvm.insertelement %704, %715[%c1_i32_556 : i32] : vector<2xf16>
          %717 = memref.load %alloca_175[] : memref<f16>
          %718 = memref.load %alloca_176[] : memref<f16>
          %719 = memref.load %alloca_177[] : memref<f16>
          %720 = memref.load %alloca_178[] : memref<f16>
          %721 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_557 = arith.constant 0 : i32
          %722 = llvm.insertelement %717, %721[%c0_i32_557 : i32] : vector<2xf16>
          %c1_i32_558 = arith.constant 1 : i32
          %723 = llvm.insertelement %718, %722[%c1_i32_558 : i32] : vector<2xf16>
          %724 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_559 = arith.constant 0 : i32
          %725 = llvm.insertelement %719, %724[%c0_i32_559 : i32] : vector<2xf16>
          %c1_i32_560 = arith.constant 1 : i32
          %726 = llvm.insertelement %720, %725[%c1_i32_560 : i32] : vector<2xf16>
          %727 = memref.load %alloca_139[] : memref<f32>
          %728 = memref.load %alloca_140[] : memref<f32>
          %729 = memref.load %alloca_141[] : memref<f32>
          %730 = memref.load %alloca_142[] : memref<f32>
          %731 = nvvm.mma.sync A[%707, %710, %713, %716]  B[%723, %726]  C[%727, %728, %729, %730]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %732 = llvm.extractvalue %731[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %732, %alloca_139[] : memref<f32>
          %733 = llvm.extractvalue %731[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %733, %alloca_140[] : memref<f32>
          %734 = llvm.extractvalue %731[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %734, %alloca_141[] : memref<f32>
          %735 = llvm.extractvalue %731[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %735, %alloca_142[] : memref<f32>
          %736 = memref.load %alloca_167[] : memref<f16>
          %737 = memref.load %alloca_168[] : memref<f16>
          %738 = memref.load %alloca_169[] : memref<f16>
          %739 = memref.load %alloca_170[] : memref<f16>
          %740 = memref.load %alloca_171[] : memref<f16>
          %741 = memref.load %alloca_172[] : memref<f16>
          %742 = memref.load %alloca_173[] : memref<f16>
          %743 = memref.load %alloca_174[] : memref<f16>
          %744 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_561 = arith.constant 0 : i32
          %745 = llvm.insertelement %736, %744[%c0_i32_561 : i32] : vector<2xf16>
          %c1_i32_562 = arith.constant 1 : i32
          %746 = llvm.insertelement %737, %745[%c1_i32_562 : i32] : vector<2xf16>
          %747 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_563 = arith.constant 0 : i32
          %748 = llvm.insertelement %738, %747[%c0_i32_563 : i32] : vector<2xf16>
          %c1_i32_564 = arith.constant 1 : i32
          %749 = llvm.insertelement %739, %748[%c1_i32_564 : i32] : vector<2xf16>
          %750 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_565 = arith.constant 0 : i32
          %751 = llvm.insertelement %740, %750[%c0_i32_565 : i32] : vector<2xf16>
          %c1_i32_566 = arith.constant 1 : i32
          %752 = llvm.insertelement %741, %751[%c1_i32_566 : i32] : vector<2xf16>
          %753 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_567 = arith.constant 0 : i32
          %754 = llvm.insertelement %742, %753[%c0_i32_567 : i32] : vector<2xf16>
          %c1_i32_568 = arith.constant 1 : i32
          %755 = llvm.insertelement %743, %754[%c1_i32_568 : i32] : vector<2xf16>
          %756 = memref.load %alloca_179[] : memref<f16>
          %757 = memref.load %alloca_180[] : memref<f16>
          %758 = memref.load %alloca_181[] : memref<f16>
          %759 = memref.load %alloca_182[] : memref<f16>
          %760 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_569 = arith.constant 0 : i32
          %761 = llvm.insertelement %756, %760[%c0_i32_569 : i32] : vector<2xf16>
          %c1_i32_570 = arith.constant 1 : i32
          %762 = llvm.insertelement %757, %761[%c1_i32_570 : i32] : vector<2xf16>
          %763 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_571 = arith.constant 0 : i32
          %764 = llvm.insertelement %758, %763[%c0_i32_571 : i32] : vector<2xf16>
          %c1_i32_572 = arith.constant 1 : i32
          %765 = llvm.insertelement %759, %764[%c1_i32_572 : i32] : vector<2xf16>
          %766 = memref.load %alloca_143[] : memref<f32>
          %767 = memref.load %alloca_144[] : memref<f32>
          %768 = memref.load %alloca_145[] : memref<f32>
          %769 = memref.load %alloca_146[] : memref<f32>
          %770 = nvvm.mma.sync A[%746, %749, %752, %755]  B[%762, %765]  C[%766, %767, %768, %769]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %771 = llvm.extractvalue %770[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %771, %alloca_143[] : memref<f32>
          %772 = llvm.extractvalue %770[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %772, %alloca_144[] : memref<f32>
          %773 = llvm.extractvalue %770[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %773, %alloca_145[] : memref<f32>
          %774 = llvm.extractvalue %770[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %774, %alloca_146[] : memref<f32>
          %c2_i64_573 = arith.constant 2 : i64
          %775 = arith.remsi %158, %c2_i64_573 : i64
          %c8_i64_574 = arith.constant 8 : i64
          %776 = arith.muli %775, %c8_i64_574 : i64
          %777 = arith.addi %157, %776 : i64
          %778 = arith.addi %160, %777 : i64
          %c40_i64_575 = arith.constant 40 : i64
          %779 = arith.muli %778, %c40_i64_575 : i64
          %c16_i64_576 = arith.constant 16 : i64
          %c2_i64_577 = arith.constant 2 : i64
          %780 = arith.divsi %158, %c2_i64_577 : i64
          %c8_i64_578 = arith.constant 8 : i64
          %781 = arith.muli %780, %c8_i64_578 : i64
          %782 = arith.addi %c16_i64_576, %781 : i64
          %783 = arith.addi %779, %782 : i64
          %784 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_579 = arith.constant 20480 : i64
          %785 = llvm.getelementptr %784[%c20480_i64_579] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %786 = llvm.getelementptr %785[%783] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %787 = nvvm.ldmatrix %786 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %788 = llvm.extractvalue %787[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %789 = llvm.bitcast %788 : i32 to vector<2xf16>
          %c0_i32_580 = arith.constant 0 : i32
          %790 = llvm.extractelement %789[%c0_i32_580 : i32] : vector<2xf16>
          memref.store %790, %alloca_183[] : memref<f16>
          %c1_i32_581 = arith.constant 1 : i32
          %791 = llvm.extractelement %789[%c1_i32_581 : i32] : vector<2xf16>
          memref.store %791, %alloca_184[] : memref<f16>
          %792 = llvm.extractvalue %787[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %793 = llvm.bitcast %792 : i32 to vector<2xf16>
          %c0_i32_582 = arith.constant 0 : i32
          %794 = llvm.extractelement %793[%c0_i32_582 : i32] : vector<2xf16>
          memref.store %794, %alloca_185[] : memref<f16>
          %c1_i32_583 = arith.constant 1 : i32
          %795 = llvm.extractelement %793[%c1_i32_583 : i32] : vector<2xf16>
          memref.store %795, %alloca_186[] : memref<f16>
          %796 = llvm.extractvalue %787[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %797 = llvm.bitcast %796 : i32 to vector<2xf16>
          %c0_i32_584 = arith.constant 0 : i32
          %798 = llvm.extractelement %797[%c0_i32_584 : i32] : vector<2xf16>
          memref.store %798, %alloca_187[] : memref<f16>
          %c1_i32_585 = arith.constant 1 : i32
          %799 = llvm.extractelement %797[%c1_i32_585 : i32] : vector<2xf16>
          memref.store %799, %alloca_188[] : memref<f16>
          %800 = llvm.extractvalue %787[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %801 = llvm.bitcast %800 : i32 to vector<2xf16>
          %c0_i32_586 = arith.constant 0 : i32
          %802 = llvm.extractelement %801[%c0_i32_586 : i32] : vector<2xf16>
          memref.store %802, %alloca_189[] : memref<f16>
          %c1_i32_587 = arith.constant 1 : i32
          %803 = llvm.extractelement %801[%c1_i32_587 : i32] : vector<2xf16>
          memref.store %803, %alloca_190[] : memref<f16>
          %c16_i64_588 = arith.constant 16 : i64
          %804 = arith.addi %160, %c16_i64_588 : i64
          %c2_i64_589 = arith.constant 2 : i64
          %805 = arith.remsi %158, %c2_i64_589 : i64
          %c8_i64_590 = arith.constant 8 : i64
          %806 = arith.muli %805, %c8_i64_590 : i64
          %807 = arith.addi %157, %806 : i64
          %808 = arith.addi %804, %807 : i64
          %c40_i64_591 = arith.constant 40 : i64
          %809 = arith.muli %808, %c40_i64_591 : i64
          %c16_i64_592 = arith.constant 16 : i64
          %c2_i64_593 = arith.constant 2 : i64
          %810 = arith.divsi %158, %c2_i64_593 : i64
          %c8_i64_594 = arith.constant 8 : i64
          %811 = arith.muli %810, %c8_i64_594 : i64
          %812 = arith.addi %c16_i64_592, %811 : i64
          %813 = arith.addi %809, %812 : i64
          %814 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_595 = arith.constant 20480 : i64
          %815 = llvm.getelementptr %814[%c20480_i64_595] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %816 = llvm.getelementptr %815[%813] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %817 = nvvm.ldmatrix %816 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %818 = llvm.extractvalue %817[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %819 = llvm.bitcast %818 : i32 to vector<2xf16>
          %c0_i32_596 = arith.constant 0 : i32
          %820 = llvm.extractelement %819[%c0_i32_596 : i32] : vector<2xf16>
          memref.store %820, %alloca_191[] : memref<f16>
          %c1_i32_597 = arith.constant 1 : i32
          %821 = llvm.extractelement %819[%c1_i32_597 : i32] : vector<2xf16>
          memref.store %821, %alloca_192[] : memref<f16>
          %822 = llvm.extractvalue %817[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %823 = llvm.bitcast %822 : i32 to vector<2xf16>
          %c0_i32_598 = arith.constant 0 : i32
          %824 = llvm.extractelement %823[%c0_i32_598 : i32] : vector<2xf16>
          memref.store %824, %alloca_193[] : memref<f16>
          %c1_i32_599 = arith.constant 1 : i32
          %825 = llvm.extractelement %823[%c1_i32_599 : i32] : vector<2xf16>
          memref.store %825, %alloca_194[] : memref<f16>
          %826 = llvm.extractvalue %817[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %827 = llvm.bitcast %826 : i32 to vector<2xf16>
          %c0_i32_600 = arith.constant 0 : i32
          %828 = llvm.extractelement %827[%c0_i32_600 : i32] : vector<2xf16>
          memref.store %828, %alloca_195[] : memref<f16>
          %c1_i32_601 = arith.constant 1 : i32
          %829 = llvm.extractelement %827[%c1_i32_601 : i32] : vector<2xf16>
          memref.store %829, %alloca_196[] : memref<f16>
          %830 = llvm.extractvalue %817[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %831 = llvm.bitcast %830 : i32 to vector<2xf16>
          %c0_i32_602 = arith.constant 0 : i32
          %832 = llvm.extractelement %831[%c0_i32_602 : i32] : vector<2xf16>
          memref.store %832, %alloca_197[] : memref<f16>
          %c1_i32_603 = arith.constant 1 : i32
          %833 = llvm.extractelement %831[%c1_i32_603 : i32] : vector<2xf16>
          memref.store %833, %alloca_198[] : memref<f16>
          %834 = arith.addi %162, %157 : i64
          %c40_i64_604 = arith.constant 40 : i64
          %835 = arith.muli %834, %c40_i64_604 : i64
          %c16_i64_605 = arith.constant 16 : i64
          %c2_i64_606 = arith.constant 2 : i64
          %836 = arith.remsi %158, %c2_i64_606 : i64
          %c8_i64_607 = arith.constant 8 : i64
          %837 = arith.muli %836, %c8_i64_607 : i64
          %838 = arith.addi %c16_i64_605, %837 : i64
          %839 = arith.addi %835, %838 : i64
          %840 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_608 = arith.constant 30720 : i64
          %841 = llvm.getelementptr %840[%c30720_i64_608] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %842 = llvm.getelementptr %841[%839] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %843 = nvvm.ldmatrix %842 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %844 = llvm.extractvalue %843[0] : !llvm.struct<(i32, i32)> 
          %845 = llvm.bitcast %844 : i32 to vector<2xf16>
          %c0_i32_609 = arith.constant 0 : i32
          %846 = llvm.extractelement %845[%c0_i32_609 : i32] : vector<2xf16>
          memref.store %846, %alloca_199[] : memref<f16>
          %c1_i32_610 = arith.constant 1 : i32
          %847 = llvm.extractelement %845[%c1_i32_610 : i32] : vector<2xf16>
          memref.store %847, %alloca_200[] : memref<f16>
          %848 = llvm.extractvalue %843[1] : !llvm.struct<(i32, i32)> 
          %849 = llvm.bitcast %848 : i32 to vector<2xf16>
          %c0_i32_611 = arith.constant 0 : i32
          %850 = llvm.extractelement %849[%c0_i32_611 : i32] : vector<2xf16>
          memref.store %850, %alloca_201[] : memref<f16>
          %c1_i32_612 = arith.constant 1 : i32
          %851 = llvm.extractelement %849[%c1_i32_612 : i32] : vector<2xf16>
          memref.store %851, %alloca_202[] : memref<f16>
          %c8_i64_613 = arith.constant 8 : i64
          %852 = arith.addi %162, %c8_i64_613 : i64
          %853 = arith.addi %852, %157 : i64
          %c40_i64_614 = arith.constant 40 : i64
          %854 = arith.muli %853, %c40_i64_614 : i64
          %c16_i64_615 = arith.constant 16 : i64
          %c2_i64_616 = arith.constant 2 : i64
          %855 = arith.remsi %158, %c2_i64_616 : i64
          %c8_i64_617 = arith.constant 8 : i64
          %856 = arith.muli %855, %c8_i64_617 : i64
          %857 = arith.addi %c16_i64_615, %856 : i64
          %858 = arith.addi %854, %857 : i64
          %859 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_618 = arith.constant 30720 : i64
          %860 = llvm.getelementptr %859[%c30720_i64_618] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %861 = llvm.getelementptr %860[%858] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %862 = nvvm.ldmatrix %861 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %863 = llvm.extractvalue %862[0] : !llvm.struct<(i32, i32)> 
          %864 = llvm.bitcast %863 : i32 to vector<2xf16>
          %c0_i32_619 = arith.constant 0 : i32
          %865 = llvm.extractelement %864[%c0_i32_619 : i32] : vector<2xf16>
          memref.store %865, %alloca_203[] : memref<f16>
          %c1_i32_620 = arith.constant 1 : i32
          %866 = llvm.extractelement %864[%c1_i32_620 : i32] : vector<2xf16>
          memref.store %866, %alloca_204[] : memref<f16>
          %867 = llvm.extractvalue %862[1] : !llvm.struct<(i32, i32)> 
          %868 = llvm.bitcast %867 : i32 to vector<2xf16>
          %c0_i32_621 = arith.constant 0 : i32
          %869 = llvm.extractelement %868[%c0_i32_621 : i32] : vector<2xf16>
          memref.store %869, %alloca_205[] : memref<f16>
          %c1_i32_622 = arith.constant 1 : i32
          %870 = llvm.extractelement %868[%c1_i32_622 : i32] : vector<2xf16>
          memref.store %870, %alloca_206[] : memref<f16>
          %871 = memref.load %alloca_183[] : memref<f16>
          %872 = memref.load %alloca_184[] : memref<f16>
          %873 = memref.load %alloca_185[] : memref<f16>
          %874 = memref.load %alloca_186[] : memref<f16>
          %875 = memref.load %alloca_187[] : memref<f16>
          %876 = memref.load %alloca_188[] : memref<f16>
          %877 = memref.load %alloca_189[] : memref<f16>
          %878 = memref.load %alloca_190[] : memref<f16>
          %879 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_623 = arith.constant 0 : i32
          %880 = llvm.insertelement %871, %879[%c0_i32_623 : i32] : vector<2xf16>
          %c1_i32_624 = arith.constant 1 : i32
          %881 = llvm.insertelement %872, %880[%c1_i32_624 : i32] : vector<2xf16>
          %882 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_625 = arith.constant 0 : i32
          %883 = llvm.insertelement %873, %882[%c0_i32_625 : i32] : vector<2xf16>
          %c1_i32_626 = arith.constant 1 : i32
          %884 = llvm.insertelement %874, %883[%c1_i32_626 : i32] : vector<2xf16>
          %885 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_627 = arith.constant 0 : i32
          %886 = llvm.insertelement %875, %885[%c0_i32_627 : i32] : vector<2xf16>
          %c1_i32_628 = arith.constant 1 : i32
          %887 = llvm.insertelement %876, %886[%c1_i32_628 : i32] : vector<2xf16>
          %888 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_629 = arith.constant 0 : i32
          %889 = llvm.insertelement %877, %888[%c0_i32_629 : i32] : vector<2xf16>
          %c1_i32_630 = arith.constant 1 : i32
          %890 = llvm.insertelement %878, %889[%c1_i32_630 : i32] : vector<2xf16>
          %891 = memref.load %alloca_199[] : memref<f16>
          %892 = memref.load %alloca_200[] : memref<f16>
          %893 = memref.load %alloca_201[] : memref<f16>
          %894 = memref.load %alloca_202[] : memref<f16>
          %895 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_631 = arith.constant 0 : i32
          %896 = llvm.insertelement %891, %895[%c0_i32_631 : i32] : vector<2xf16>
          %c1_i32_632 = arith.constant 1 : i32
          %897 = llvm.insertelement %892, %896[%c1_i32_632 : i32] : vector<2xf16>
          %898 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_633 = arith.constant 0 : i32
          %899 = llvm.insertelement %893, %898[%c0_i32_633 : i32] : vector<2xf16>
          %c1_i32_634 = arith.constant 1 : i32
          %900 = llvm.insertelement %894, %899[%c1_i32_634 : i32] : vector<2xf16>
          %901 = memref.load %alloca_131[] : memref<f32>
          %902 = memref.load %alloca_132[] : memref<f32>
          %903 = memref.load %alloca_133[] : memref<f32>
          %904 = memref.load %alloca_134[] : memref<f32>
          %905 = nvvm.mma.sync A[%881, %884, %887, %890]  B[%897, %900]  C[%901, %902, %903, %904]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %906 = llvm.extractvalue %905[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %906, %alloca_131[] : memref<f32>
          %907 = llvm.extractvalue %905[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %907, %alloca_132[] : memref<f32>
          %908 = llvm.extractvalue %905[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %908, %alloca_133[] : memref<f32>
          %909 = llvm.extractvalue %905[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %909, %alloca_134[] : memref<f32>
          %910 = memref.load %alloca_183[] : memref<f16>
          %911 = memref.load %alloca_184[] : memref<f16>
          %912 = memref.load %alloca_185[] : memref<f16>
          %913 = memref.load %alloca_186[] : memref<f16>
          %914 = memref.load %alloca_187[] : memref<f16>
          %915 = memref.load %alloca_188[] : memref<f16>
          %916 = memref.load %alloca_189[] : memref<f16>
          %917 = memref.load %alloca_190[] : memref<f16>
          %918 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_635 = arith.constant 0 : i32
          %919 = llvm.insertelement %910, %918[%c0_i32_635 : i32] : vector<2xf16>
          %c1_i32_636 = arith.constant 1 : i32
          %920 = llvm.insertelement %911, %919[%c1_i32_636 : i32] : vector<2xf16>
          %921 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_637 = arith.constant 0 : i32
          %922 = llvm.insertelement %912, %921[%c0_i32_637 : i32] : vector<2xf16>
          %c1_i32_638 = arith.constant 1 : i32
          %923 = llvm.insertelement %913, %922[%c1_i32_638 : i32] : vector<2xf16>
          %924 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_639 = arith.constant 0 : i32
          %925 = llvm.insertelement %914, %924[%c0_i32_639 : i32] : vector<2xf16>
          %c1_i32_640 = arith.constant 1 : i32
          %926 = llvm.insertelement %915, %925[%c1_i32_640 : i32] : vector<2xf16>
          %927 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_641 = arith.constant 0 : i32
          %928 = llvm.insertelement %916, %927[%c0_i32_641 : i32] : vector<2xf16>
          %c1_i32_642 = arith.constant 1 : i32
          %929 = llvm.insertelement %917, %928[%c1_i32_642 : i32] : vector<2xf16>
          %930 = memref.load %alloca_203[] : memref<f16>
          %931 = memref.load %alloca_204[] : memref<f16>
          %932 = memref.load %alloca_205[] : memref<f16>
          %933 = memref.load %alloca_206[] : memref<f16>
          %934 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_643 = arith.constant 0 : i32
          %935 = llvm.insertelement %930, %934[%c0_i32_643 : i32] : vector<2xf16>
          %c1_i32_644 = arith.constant 1 : i32
          %936 = llvm.insertelement %931, %935[%c1_i32_644 : i32] : vector<2xf16>
          %937 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_645 = arith.constant 0 : i32
          %938 = llvm.insertelement %932, %937[%c0_i32_645 : i32] : vector<2xf16>
          %c1_i32_646 = arith.constant 1 : i32
          %939 = llvm.insertelement %933, %938[%c1_i32_646 : i32] : vector<2xf16>
          %940 = memref.load %alloca_135[] : memref<f32>
          %941 = memref.load %alloca_136[] : memref<f32>
          %942 = memref.load %alloca_137[] : memref<f32>
          %943 = memref.load %alloca_138[] : memref<f32>
          %944 = nvvm.mma.sync A[%920, %923, %926, %929]  B[%936, %939]  C[%940, %941, %942, %943]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %945 = llvm.extractvalue %944[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %945, %alloca_135[] : memref<f32>
          %946 = llvm.extractvalue %944[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %946, %alloca_136[] : memref<f32>
          %947 = llvm.extractvalue %944[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %947, %alloca_137[] : memref<f32>
          %948 = llvm.extractvalue %944[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %948, %alloca_138[] : memref<f32>
          %949 = memref.load %alloca_191[] : memref<f16>
          %950 = memref.load %alloca_192[] : memref<f16>
          %951 = memref.load %alloca_193[] : memref<f16>
          %952 = memref.load %alloca_194[] : memref<f16>
          %953 = memref.load %alloca_195[] : memref<f16>
          %954 = memref.load %alloca_196[] : memref<f16>
          %955 = memref.load %alloca_197[] : memref<f16>
          %956 = memref.load %alloca_198[] : memref<f16>
          %957 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_647 = arith.constant 0 : i32
          %958 = llvm.insertelement %949, %957[%c0_i32_647 : i32] : vector<2xf16>
          %c1_i32_648 = arith.constant 1 : i32
          %959 = llvm.insertelement %950, %958[%c1_i32_648 : i32] : vector<2xf16>
          %960 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_649 = arith.constant 0 : i32
          %961 = llvm.insertelement %951, %960[%c0_i32_649 : i32] : vector<2xf16>
          %c1_i32_650 = arith.constant 1 : i32
          %962 = llvm.insertelement %952, %961[%c1_i32_650 : i32] : vector<2xf16>
          %963 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_651 = arith.constant 0 : i32
          %964 = llvm.insertelement %953, %963[%c0_i32_651 : i32] : vector<2xf16>
          %c1_i32_652 = arith.constant 1 : i32
          %965 = llvm.insertelement %954, %964[%c1_i32_652 : i32] : vector<2xf16>
          %966 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_653 = arith.constant 0 : i32
          %967 = llvm.insertelement %955, %966[%c0_i32_653 : i32] : vector<2xf16>
          %c1_i32_654 = arith.constant 1 : i32
          %968 = llvm.insertelement %956, %967[%c1_i32_654 : i32] : vector<2xf16>
          %969 = memref.load %alloca_199[] : memref<f16>
          %970 = memref.load %alloca_200[] : memref<f16>
          %971 = memref.load %alloca_201[] : memref<f16>
          %972 = memref.load %alloca_202[] : memref<f16>
          %973 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_655 = arith.constant 0 : i32
          %974 = llvm.insertelement %969, %973[%c0_i32_655 : i32] : vector<2xf16>
          %c1_i32_656 = arith.constant 1 : i32
          %975 = llvm.insertelement %970, %974[%c1_i32_656 : i32] : vector<2xf16>
          %976 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_657 = arith.constant 0 : i32
          %977 = llvm.insertelement %971, %976[%c0_i32_657 : i32] : vector<2xf16>
          %c1_i32_658 = arith.constant 1 : i32
          %978 = llvm.insertelement %972, %977[%c1_i32_658 : i32] : vector<2xf16>
          %979 = memref.load %alloca_139[] : memref<f32>
          %980 = memref.load %alloca_140[] : memref<f32>
          %981 = memref.load %alloca_141[] : memref<f32>
          %982 = memref.load %alloca_142[] : memref<f32>
          %983 = nvvm.mma.sync A[%959, %962, %965, %968]  B[%975, %978]  C[%979, %980, %981, %982]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %984 = llvm.extractvalue %983[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %984, %alloca_139[] : memref<f32>
          %985 = llvm.extractvalue %983[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %985, %alloca_140[] : memref<f32>
          %986 = llvm.extractvalue %983[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %986, %alloca_141[] : memref<f32>
          %987 = llvm.extractvalue %983[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %987, %alloca_142[] : memref<f32>
          %988 = memref.load %alloca_191[] : memref<f16>
          %989 = memref.load %alloca_192[] : memref<f16>
          %990 = memref.load %alloca_193[] : memref<f16>
          %991 = memref.load %alloca_194[] : memref<f16>
          %992 = memref.load %alloca_195[] : memref<f16>
          %993 = memref.load %alloca_196[] : memref<f16>
          %994 = memref.load %alloca_197[] : memref<f16>
          %995 = memref.load %alloca_198[] : memref<f16>
          %996 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_659 = arith.constant 0 : i32
          %997 = llvm.insertelement %988, %996[%c0_i32_659 : i32] : vector<2xf16>
          %c1_i32_660 = arith.constant 1 : i32
          %998 = llvm.insertelement %989, %997[%c1_i32_660 : i32] : vector<2xf16>
          %999 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_661 = arith.constant 0 : i32
          %1000 = llvm.insertelement %990, %999[%c0_i32_661 : i32] : vector<2xf16>
          %c1_i32_662 = arith.constant 1 : i32
          %1001 = llvm.insertelement %991, %1000[%c1_i32_662 : i32] : vector<2xf16>
          %1002 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_663 = arith.constant 0 : i32
          %1003 = llvm.insertelement %992, %1002[%c0_i32_663 : i32] : vector<2xf16>
          %c1_i32_664 = arith.constant 1 : i32
          %1004 = llvm.insertelement %993, %1003[%c1_i32_664 : i32] : vector<2xf16>
          %1005 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_665 = arith.constant 0 : i32
          %1006 = llvm.insertelement %994, %1005[%c0_i32_665 : i32] : vector<2xf16>
          %c1_i32_666 = arith.constant 1 : i32
          %1007 = llvm.insertelement %995, %1006[%c1_i32_666 : i32] : vector<2xf16>
          %1008 = memref.load %alloca_203[] : memref<f16>
          %1009 = memref.load %alloca_204[] : memref<f16>
          %1010 = memref.load %alloca_205[] : memref<f16>
          %1011 = memref.load %alloca_206[] : memref<f16>
          %1012 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_667 = arith.constant 0 : i32
          %1013 = llvm.insertelement %1008, %1012[%c0_i32_667 : i32] : vector<2xf16>
          %c1_i32_668 = arith.constant 1 : i32
          %1014 = llvm.insertelement %1009, %1013[%c1_i32_668 : i32] : vector<2xf16>
          %1015 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_669 = arith.constant 0 : i32
          %1016 = llvm.insertelement %1010, %1015[%c0_i32_669 : i32] : vector<2xf16>
          %c1_i32_670 = arith.constant 1 : i32
          %1017 = llvm.insertelement %1011, %1016[%c1_i32_670 : i32] : vector<2xf16>
          %1018 = memref.load %alloca_143[] : memref<f32>
          %1019 = memref.load %alloca_144[] : memref<f32>
          %1020 = memref.load %alloca_145[] : memref<f32>
          %1021 = memref.load %alloca_146[] : memref<f32>
          %1022 = nvvm.mma.sync A[%998, %1001, %1004, %1007]  B[%1014, %1017]  C[%1018, %1019, %1020, %1021]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1023 = llvm.extractvalue %1022[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1023, %alloca_143[] : memref<f32>
          %1024 = llvm.extractvalue %1022[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1024, %alloca_144[] : memref<f32>
          %1025 = llvm.extractvalue %1022[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1025, %alloca_145[] : memref<f32>
          %1026 = llvm.extractvalue %1022[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1026, %alloca_146[] : memref<f32>
        }
        %167 = arith.addi %164, %160 : i64
        %168 = arith.addi %167, %155 : i64
        %169 = arith.addi %166, %162 : i64
        %c2_i64 = arith.constant 2 : i64
        %170 = arith.muli %156, %c2_i64 : i64
        %171 = arith.addi %169, %170 : i64
        %c70_i64 = arith.constant 70 : i64
        %172 = arith.cmpi slt, %168, %c70_i64 : i64
        %c40_i64 = arith.constant 40 : i64
        %173 = arith.cmpi slt, %171, %c40_i64 : i64
        %174 = arith.andi %172, %173 : i1
        scf.if %174 {
          %327 = memref.load %alloca_131[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %171, %c70_i64_362 : i64
          %329 = arith.addi %168, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %175 = arith.addi %164, %160 : i64
        %176 = arith.addi %175, %155 : i64
        %177 = arith.addi %166, %162 : i64
        %c2_i64_285 = arith.constant 2 : i64
        %178 = arith.muli %156, %c2_i64_285 : i64
        %c1_i64_286 = arith.constant 1 : i64
        %179 = arith.addi %178, %c1_i64_286 : i64
        %180 = arith.addi %177, %179 : i64
        %c70_i64_287 = arith.constant 70 : i64
        %181 = arith.cmpi slt, %176, %c70_i64_287 : i64
        %c40_i64_288 = arith.constant 40 : i64
        %182 = arith.cmpi slt, %180, %c40_i64_288 : i64
        %183 = arith.andi %181, %182 : i1
        scf.if %183 {
          %327 = memref.load %alloca_132[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %180, %c70_i64_362 : i64
          %329 = arith.addi %176, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %184 = arith.addi %164, %160 : i64
        %c8_i64_289 = arith.constant 8 : i64
        %185 = arith.addi %155, %c8_i64_289 : i64
        %186 = arith.addi %184, %185 : i64
        %187 = arith.addi %166, %162 : i64
        %c2_i64_290 = arith.constant 2 : i64
        %188 = arith.muli %156, %c2_i64_290 : i64
        %189 = arith.addi %187, %188 : i64
        %c70_i64_291 = arith.constant 70 : i64
        %190 = arith.cmpi slt, %186, %c70_i64_291 : i64
        %c40_i64_292 = arith.constant 40 : i64
        %191 = arith.cmpi slt, %189, %c40_i64_292 : i64
        %192 = arith.andi %190, %191 : i1
        scf.if %192 {
          %327 = memref.load %alloca_133[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %189, %c70_i64_362 : i64
          %329 = arith.addi %186, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %193 = arith.addi %164, %160 : i64
        %c8_i64_293 = arith.constant 8 : i64
        %194 = arith.addi %155, %c8_i64_293 : i64
        %195 = arith.addi %193, %194 : i64
        %196 = arith.addi %166, %162 : i64
        %c2_i64_294 = arith.constant 2 : i64
        %197 = arith.muli %156, %c2_i64_294 : i64
        %c1_i64_295 = arith.constant 1 : i64
        %198 = arith.addi %197, %c1_i64_295 : i64
        %199 = arith.addi %196, %198 : i64
        %c70_i64_296 = arith.constant 70 : i64
        %200 = arith.cmpi slt, %195, %c70_i64_296 : i64
        %c40_i64_297 = arith.constant 40 : i64
        %201 = arith.cmpi slt, %199, %c40_i64_297 : i64
        %202 = arith.andi %200, %201 : i1
        scf.if %202 {
          %327 = memref.load %alloca_134[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %199, %c70_i64_362 : i64
          %329 = arith.addi %195, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %203 = arith.addi %164, %160 : i64
        %204 = arith.addi %203, %155 : i64
        %205 = arith.addi %166, %162 : i64
        %c8_i64_298 = arith.constant 8 : i64
        %206 = arith.addi %205, %c8_i64_298 : i64
        %c2_i64_299 = arith.constant 2 : i64
        %207 = arith.muli %156, %c2_i64_299 : i64
        %208 = arith.addi %206, %207 : i64
        %c70_i64_300 = arith.constant 70 : i64
        %209 = arith.cmpi slt, %204, %c70_i64_300 : i64
        %c40_i64_301 = arith.constant 40 : i64
        %210 = arith.cmpi slt, %208, %c40_i64_301 : i64
        %211 = arith.andi %209, %210 : i1
        scf.if %211 {
          %327 = memref.load %alloca_135[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %208, %c70_i64_362 : i64
          %329 = arith.addi %204, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %212 = arith.addi %164, %160 : i64
        %213 = arith.addi %212, %155 : i64
        %214 = arith.addi %166, %162 : i64
        %c8_i64_302 = arith.constant 8 : i64
        %215 = arith.addi %214, %c8_i64_302 : i64
        %c2_i64_303 = arith.constant 2 : i64
        %216 = arith.muli %156, %c2_i64_303 : i64
        %c1_i64_304 = arith.constant 1 : i64
        %217 = arith.addi %216, %c1_i64_304 : i64
        %218 = arith.addi %215, %217 : i64
        %c70_i64_305 = arith.constant 70 : i64
        %219 = arith.cmpi slt, %213, %c70_i64_305 : i64
        %c40_i64_306 = arith.constant 40 : i64
        %220 = arith.cmpi slt, %218, %c40_i64_306 : i64
        %221 = arith.andi %219, %220 : i1
        scf.if %221 {
          %327 = memref.load %alloca_136[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %218, %c70_i64_362 : i64
          %329 = arith.addi %213, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %222 = arith.addi %164, %160 : i64
        %c8_i64_307 = arith.constant 8 : i64
        %223 = arith.addi %155, %c8_i64_307 : i64
        %224 = arith.addi %222, %223 : i64
        %225 = arith.addi %166, %162 : i64
        %c8_i64_308 = arith.constant 8 : i64
        %226 = arith.addi %225, %c8_i64_308 : i64
        %c2_i64_309 = arith.constant 2 : i64
        %227 = arith.muli %156, %c2_i64_309 : i64
        %228 = arith.addi %226, %227 : i64
        %c70_i64_310 = arith.constant 70 : i64
        %229 = arith.cmpi slt, %224, %c70_i64_310 : i64
        %c40_i64_311 = arith.constant 40 : i64
        %230 = arith.cmpi slt, %228, %c40_i64_311 : i64
        %231 = arith.andi %229, %230 : i1
        scf.if %231 {
          %327 = memref.load %alloca_137[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %228, %c70_i64_362 : i64
          %329 = arith.addi %224, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %232 = arith.addi %164, %160 : i64
        %c8_i64_312 = arith.constant 8 : i64
        %233 = arith.addi %155, %c8_i64_312 : i64
        %234 = arith.addi %232, %233 : i64
        %235 = arith.addi %166, %162 : i64
        %c8_i64_313 = arith.constant 8 : i64
        %236 = arith.addi %235, %c8_i64_313 : i64
        %c2_i64_314 = arith.constant 2 : i64
        %237 = arith.muli %156, %c2_i64_314 : i64
        %c1_i64_315 = arith.constant 1 : i64
        %238 = arith.addi %237, %c1_i64_315 : i64
        %239 = arith.addi %236, %238 : i64
        %c70_i64_316 = arith.constant 70 : i64
        %240 = arith.cmpi slt, %234, %c70_i64_316 : i64
        %c40_i64_317 = arith.constant 40 : i64
        %241 = arith.cmpi slt, %239, %c40_i64_317 : i64
        %242 = arith.andi %240, %241 : i1
        scf.if %242 {
          %327 = memref.load %alloca_138[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %239, %c70_i64_362 : i64
          %329 = arith.addi %234, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %243 = arith.addi %164, %160 : i64
        %c16_i64_318 = arith.constant 16 : i64
        %244 = arith.addi %243, %c16_i64_318 : i64
        %245 = arith.addi %244, %155 : i64
        %246 = arith.addi %166, %162 : i64
        %c2_i64_319 = arith.constant 2 : i64
        %247 = arith.muli %156, %c2_i64_319 : i64
        %248 = arith.addi %246, %247 : i64
        %c70_i64_320 = arith.constant 70 : i64
        %249 = arith.cmpi slt, %245, %c70_i64_320 : i64
        %c40_i64_321 = arith.constant 40 : i64
        %250 = arith.cmpi slt, %248, %c40_i64_321 : i64
        %251 = arith.andi %249, %250 : i1
        scf.if %251 {
          %327 = memref.load %alloca_139[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %248, %c70_i64_362 : i64
          %329 = arith.addi %245, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %252 = arith.addi %164, %160 : i64
        %c16_i64_322 = arith.constant 16 : i64
        %253 = arith.addi %252, %c16_i64_322 : i64
        %254 = arith.addi %253, %155 : i64
        %255 = arith.addi %166, %162 : i64
        %c2_i64_323 = arith.constant 2 : i64
        %256 = arith.muli %156, %c2_i64_323 : i64
        %c1_i64_324 = arith.constant 1 : i64
        %257 = arith.addi %256, %c1_i64_324 : i64
        %258 = arith.addi %255, %257 : i64
        %c70_i64_325 = arith.constant 70 : i64
        %259 = arith.cmpi slt, %254, %c70_i64_325 : i64
        %c40_i64_326 = arith.constant 40 : i64
        %260 = arith.cmpi slt, %258, %c40_i64_326 : i64
        %261 = arith.andi %259, %260 : i1
        scf.if %261 {
          %327 = memref.load %alloca_140[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %258, %c70_i64_362 : i64
          %329 = arith.addi %254, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %262 = arith.addi %164, %160 : i64
        %c16_i64_327 = arith.constant 16 : i64
        %263 = arith.addi %262, %c16_i64_327 : i64
        %c8_i64_328 = arith.constant 8 : i64
        %264 = arith.addi %155, %c8_i64_328 : i64
        %265 = arith.addi %263, %264 : i64
        %266 = arith.addi %166, %162 : i64
        %c2_i64_329 = arith.constant 2 : i64
        %267 = arith.muli %156, %c2_i64_329 : i64
        %268 = arith.addi %266, %267 : i64
        %c70_i64_330 = arith.constant 70 : i64
        %269 = arith.cmpi slt, %265, %c70_i64_330 : i64
        %c40_i64_331 = arith.constant 40 : i64
        %270 = arith.cmpi slt, %268, %c40_i64_331 : i64
        %271 = arith.andi %269, %270 : i1
        scf.if %271 {
          %327 = memref.load %alloca_141[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %268, %c70_i64_362 : i64
          %329 = arith.addi %265, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %272 = arith.addi %164, %160 : i64
        %c16_i64_332 = arith.constant 16 : i64
        %273 = arith.addi %272, %c16_i64_332 : i64
        %c8_i64_333 = arith.constant 8 : i64
        %274 = arith.addi %155, %c8_i64_333 : i64
        %275 = arith.addi %273, %274 : i64
        %276 = arith.addi %166, %162 : i64
        %c2_i64_334 = arith.constant 2 : i64
        %277 = arith.muli %156, %c2_i64_334 : i64
        %c1_i64_335 = arith.constant 1 : i64
        %278 = arith.addi %277, %c1_i64_335 : i64
        %279 = arith.addi %276, %278 : i64
        %c70_i64_336 = arith.constant 70 : i64
        %280 = arith.cmpi slt, %275, %c70_i64_336 : i64
        %c40_i64_337 = arith.constant 40 : i64
        %281 = arith.cmpi slt, %279, %c40_i64_337 : i64
        %282 = arith.andi %280, %281 : i1
        scf.if %282 {
          %327 = memref.load %alloca_142[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %279, %c70_i64_362 : i64
          %329 = arith.addi %275, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %283 = arith.addi %164, %160 : i64
        %c16_i64_338 = arith.constant 16 : i64
        %284 = arith.addi %283, %c16_i64_338 : i64
        %285 = arith.addi %284, %155 : i64
        %286 = arith.addi %166, %162 : i64
        %c8_i64_339 = arith.constant 8 : i64
        %287 = arith.addi %286, %c8_i64_339 : i64
        %c2_i64_340 = arith.constant 2 : i64
        %288 = arith.muli %156, %c2_i64_340 : i64
        %289 = arith.addi %287, %288 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %290 = arith.cmpi slt, %285, %c70_i64_341 : i64
        %c40_i64_342 = arith.constant 40 : i64
        %291 = arith.cmpi slt, %289, %c40_i64_342 : i64
        %292 = arith.andi %290, %291 : i1
        scf.if %292 {
          %327 = memref.load %alloca_143[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %289, %c70_i64_362 : i64
          %329 = arith.addi %285, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %293 = arith.addi %164, %160 : i64
        %c16_i64_343 = arith.constant 16 : i64
        %294 = arith.addi %293, %c16_i64_343 : i64
        %295 = arith.addi %294, %155 : i64
        %296 = arith.addi %166, %162 : i64
        %c8_i64_344 = arith.constant 8 : i64
        %297 = arith.addi %296, %c8_i64_344 : i64
        %c2_i64_345 = arith.constant 2 : i64
        %298 = arith.muli %156, %c2_i64_345 : i64
        %c1_i64_346 = arith.constant 1 : i64
        %299 = arith.addi %298, %c1_i64_346 : i64
        %300 = arith.addi %297, %299 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %301 = arith.cmpi slt, %295, %c70_i64_347 : i64
        %c40_i64_348 = arith.constant 40 : i64
        %302 = arith.cmpi slt, %300, %c40_i64_348 : i64
        %303 = arith.andi %301, %302 : i1
        scf.if %303 {
          %327 = memref.load %alloca_144[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %300, %c70_i64_362 : i64
          %329 = arith.addi %295, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %304 = arith.addi %164, %160 : i64
        %c16_i64_349 = arith.constant 16 : i64
        %305 = arith.addi %304, %c16_i64_349 : i64
        %c8_i64_350 = arith.constant 8 : i64
        %306 = arith.addi %155, %c8_i64_350 : i64
        %307 = arith.addi %305, %306 : i64
        %308 = arith.addi %166, %162 : i64
        %c8_i64_351 = arith.constant 8 : i64
        %309 = arith.addi %308, %c8_i64_351 : i64
        %c2_i64_352 = arith.constant 2 : i64
        %310 = arith.muli %156, %c2_i64_352 : i64
        %311 = arith.addi %309, %310 : i64
        %c70_i64_353 = arith.constant 70 : i64
        %312 = arith.cmpi slt, %307, %c70_i64_353 : i64
        %c40_i64_354 = arith.constant 40 : i64
        %313 = arith.cmpi slt, %311, %c40_i64_354 : i64
        %314 = arith.andi %312, %313 : i1
        scf.if %314 {
          %327 = memref.load %alloca_145[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %311, %c70_i64_362 : i64
          %329 = arith.addi %307, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %315 = arith.addi %164, %160 : i64
        %c16_i64_355 = arith.constant 16 : i64
        %316 = arith.addi %315, %c16_i64_355 : i64
        %c8_i64_356 = arith.constant 8 : i64
        %317 = arith.addi %155, %c8_i64_356 : i64
        %318 = arith.addi %316, %317 : i64
        %319 = arith.addi %166, %162 : i64
        %c8_i64_357 = arith.constant 8 : i64
        %320 = arith.addi %319, %c8_i64_357 : i64
        %c2_i64_358 = arith.constant 2 : i64
        %321 = arith.muli %156, %c2_i64_358 : i64
        %c1_i64_359 = arith.constant 1 : i64
        %322 = arith.addi %321, %c1_i64_359 : i64
        %323 = arith.addi %320, %322 : i64
        %c70_i64_360 = arith.constant 70 : i64
        %324 = arith.cmpi slt, %318, %c70_i64_360 : i64
        %c40_i64_361 = arith.constant 40 : i64
        %325 = arith.cmpi slt, %323, %c40_i64_361 : i64
        %326 = arith.andi %324, %325 : i1
        scf.if %326 {
          %327 = memref.load %alloca_146[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %328 = arith.muli %323, %c70_i64_362 : i64
          %329 = arith.addi %318, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
