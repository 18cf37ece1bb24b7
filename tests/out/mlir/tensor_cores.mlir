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
      %alloca_145 = memref.alloca() : memref<f16>
      %alloca_146 = memref.alloca() : memref<f16>
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
      %c32_i64_195 = arith.constant 32 : i64
      %75 = arith.remsi %73, %c32_i64_195 : i64
      %c4_i64 = arith.constant 4 : i64
      %76 = arith.divsi %75, %c4_i64 : i64
      %c4_i64_196 = arith.constant 4 : i64
      %77 = arith.remsi %75, %c4_i64_196 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg19 = %74 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_252 = arith.constant 5 : i64
        %163 = arith.remsi %arg19, %c5_i64_252 : i64
        %c5_i64_253 = arith.constant 5 : i64
        %164 = arith.divsi %arg19, %c5_i64_253 : i64
        %c8_i64_254 = arith.constant 8 : i64
        %165 = arith.muli %163, %c8_i64_254 : i64
        %c8_i64_255 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_255 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_256 = arith.constant 0.000000e+00 : f64
        memref.store %cst_256, %alloca_80[] : memref<f64>
        %167 = arith.addi %165, %76 : i64
        %c36_i64 = arith.constant 36 : i64
        %168 = arith.minsi %167, %c36_i64 : i64
        %169 = arith.addi %166, %76 : i64
        %c28_i64 = arith.constant 28 : i64
        %170 = arith.minsi %169, %c28_i64 : i64
        %c0_i64_257 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_258 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_257 to %c12_i64 step %c4_i64_258  : i64 {
          %205 = arith.addi %arg20, %77 : i64
          %206 = arith.addi %arg20, %77 : i64
          %c37_i64_270 = arith.constant 37 : i64
          %207 = arith.muli %205, %c37_i64_270 : i64
          %208 = arith.addi %168, %207 : i64
          %209 = llvm.getelementptr %65[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %210 = llvm.load %209 : !llvm.ptr<1> -> f64
          %c13_i64_271 = arith.constant 13 : i64
          %211 = arith.muli %170, %c13_i64_271 : i64
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
        %c12_i64_259 = arith.constant 12 : i64
        %171 = arith.addi %c12_i64_259, %77 : i64
        %c12_i64_260 = arith.constant 12 : i64
        %172 = arith.addi %c12_i64_260, %77 : i64
        %c12_i64_261 = arith.constant 12 : i64
        %173 = arith.minsi %171, %c12_i64_261 : i64
        %c37_i64 = arith.constant 37 : i64
        %174 = arith.muli %173, %c37_i64 : i64
        %175 = arith.addi %168, %174 : i64
        %176 = llvm.getelementptr %65[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %177 = llvm.load %176 : !llvm.ptr<1> -> f64
        memref.store %177, %alloca_81[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %178 = arith.cmpi sge, %171, %c13_i64 : i64
        scf.if %178 {
          %cst_270 = arith.constant 0.000000e+00 : f64
          memref.store %cst_270, %alloca_81[] : memref<f64>
        }
        %c12_i64_262 = arith.constant 12 : i64
        %179 = arith.minsi %172, %c12_i64_262 : i64
        %c13_i64_263 = arith.constant 13 : i64
        %180 = arith.muli %170, %c13_i64_263 : i64
        %181 = arith.addi %179, %180 : i64
        %182 = llvm.getelementptr %67[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %183 = llvm.load %182 : !llvm.ptr<1> -> f64
        memref.store %183, %alloca_82[] : memref<f64>
        %c13_i64_264 = arith.constant 13 : i64
        %184 = arith.cmpi sge, %172, %c13_i64_264 : i64
        scf.if %184 {
          %cst_270 = arith.constant 0.000000e+00 : f64
          memref.store %cst_270, %alloca_82[] : memref<f64>
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
        %c37_i64_265 = arith.constant 37 : i64
        %195 = arith.cmpi slt, %192, %c37_i64_265 : i64
        %c29_i64 = arith.constant 29 : i64
        %196 = arith.cmpi slt, %194, %c29_i64 : i64
        %197 = arith.andi %195, %196 : i1
        scf.if %197 {
          %cst_270 = arith.constant 5.000000e-01 : f64
          %c37_i64_271 = arith.constant 37 : i64
          %205 = arith.muli %194, %c37_i64_271 : i64
          %206 = arith.addi %192, %205 : i64
          %207 = llvm.getelementptr %69[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %209 = memref.load %alloca[] : memref<f64>
          %210 = arith.mulf %arg0, %209 : f64
          %211 = llvm.intr.fma(%cst_270, %208, %210) : (f64, f64, f64) -> f64
          %c37_i64_272 = arith.constant 37 : i64
          %212 = arith.muli %194, %c37_i64_272 : i64
          %213 = arith.addi %192, %212 : i64
          %214 = llvm.getelementptr %69[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %211, %214 : f64, !llvm.ptr<1>
        }
        %198 = arith.addi %165, %76 : i64
        %c2_i64_266 = arith.constant 2 : i64
        %199 = arith.muli %77, %c2_i64_266 : i64
        %c1_i64_267 = arith.constant 1 : i64
        %200 = arith.addi %199, %c1_i64_267 : i64
        %201 = arith.addi %166, %200 : i64
        %c37_i64_268 = arith.constant 37 : i64
        %202 = arith.cmpi slt, %198, %c37_i64_268 : i64
        %c29_i64_269 = arith.constant 29 : i64
        %203 = arith.cmpi slt, %201, %c29_i64_269 : i64
        %204 = arith.andi %202, %203 : i1
        scf.if %204 {
          %cst_270 = arith.constant 5.000000e-01 : f64
          %c37_i64_271 = arith.constant 37 : i64
          %205 = arith.muli %201, %c37_i64_271 : i64
          %206 = arith.addi %198, %205 : i64
          %207 = llvm.getelementptr %69[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %209 = memref.load %alloca_80[] : memref<f64>
          %210 = arith.mulf %arg0, %209 : f64
          %211 = llvm.intr.fma(%cst_270, %208, %210) : (f64, f64, f64) -> f64
          %c37_i64_272 = arith.constant 37 : i64
          %212 = arith.muli %201, %c37_i64_272 : i64
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
      %thread_id_x_197 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_197 : index to i64
      %c64_i64_198 = arith.constant 64 : i64
      %thread_id_y_199 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_199 : index to i64
      %84 = arith.muli %c64_i64_198, %83 : i64
      %85 = arith.addi %82, %84 : i64
      %c32_i64_200 = arith.constant 32 : i64
      %86 = arith.divsi %85, %c32_i64_200 : i64
      %c32_i64_201 = arith.constant 32 : i64
      %87 = arith.remsi %85, %c32_i64_201 : i64
      %c4_i64_202 = arith.constant 4 : i64
      %88 = arith.divsi %87, %c4_i64_202 : i64
      %c4_i64_203 = arith.constant 4 : i64
      %89 = arith.remsi %87, %c4_i64_203 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_204 = arith.constant 16 : i64
      scf.for %arg19 = %86 to %c5_i64 step %c16_i64_204  : i64 {
        %c5_i64_252 = arith.constant 5 : i64
        %163 = arith.remsi %arg19, %c5_i64_252 : i64
        %c5_i64_253 = arith.constant 5 : i64
        %164 = arith.divsi %arg19, %c5_i64_253 : i64
        %c8_i64_254 = arith.constant 8 : i64
        %165 = arith.muli %163, %c8_i64_254 : i64
        %c8_i64_255 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_255 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %cst_256 = arith.constant 0.000000e+00 : f64
        memref.store %cst_256, %alloca_84[] : memref<f64>
        %167 = arith.addi %165, %88 : i64
        %c36_i64 = arith.constant 36 : i64
        %168 = arith.minsi %167, %c36_i64 : i64
        %169 = arith.addi %166, %88 : i64
        %c0_i64_257 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_258 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_257 to %c12_i64 step %c4_i64_258  : i64 {
          %200 = arith.addi %arg20, %89 : i64
          %201 = arith.addi %arg20, %89 : i64
          %c37_i64_269 = arith.constant 37 : i64
          %202 = arith.muli %200, %c37_i64_269 : i64
          %203 = arith.addi %168, %202 : i64
          %204 = llvm.getelementptr %65[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %205 = llvm.load %204 : !llvm.ptr<1> -> f64
          %c16_i64_270 = arith.constant 16 : i64
          %206 = arith.muli %169, %c16_i64_270 : i64
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
        %c12_i64_259 = arith.constant 12 : i64
        %170 = arith.addi %c12_i64_259, %89 : i64
        %c12_i64_260 = arith.constant 12 : i64
        %171 = arith.addi %c12_i64_260, %89 : i64
        %c12_i64_261 = arith.constant 12 : i64
        %172 = arith.minsi %170, %c12_i64_261 : i64
        %c37_i64 = arith.constant 37 : i64
        %173 = arith.muli %172, %c37_i64 : i64
        %174 = arith.addi %168, %173 : i64
        %175 = llvm.getelementptr %65[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %176 = llvm.load %175 : !llvm.ptr<1> -> f64
        memref.store %176, %alloca_85[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %177 = arith.cmpi sge, %170, %c13_i64 : i64
        scf.if %177 {
          %cst_269 = arith.constant 0.000000e+00 : f64
          memref.store %cst_269, %alloca_85[] : memref<f64>
        }
        %c12_i64_262 = arith.constant 12 : i64
        %178 = arith.minsi %171, %c12_i64_262 : i64
        %c16_i64_263 = arith.constant 16 : i64
        %179 = arith.muli %169, %c16_i64_263 : i64
        %180 = arith.addi %178, %179 : i64
        %181 = llvm.getelementptr %79[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %182 = llvm.load %181 : !llvm.ptr<1> -> f64
        memref.store %182, %alloca_86[] : memref<f64>
        %c13_i64_264 = arith.constant 13 : i64
        %183 = arith.cmpi sge, %171, %c13_i64_264 : i64
        scf.if %183 {
          %cst_269 = arith.constant 0.000000e+00 : f64
          memref.store %cst_269, %alloca_86[] : memref<f64>
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
        %c37_i64_265 = arith.constant 37 : i64
        %194 = arith.cmpi slt, %191, %c37_i64_265 : i64
        scf.if %194 {
          %200 = memref.load %alloca_83[] : memref<f64>
          %201 = arith.mulf %arg0, %200 : f64
          %c37_i64_269 = arith.constant 37 : i64
          %202 = arith.muli %193, %c37_i64_269 : i64
          %203 = arith.addi %191, %202 : i64
          %204 = llvm.getelementptr %81[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %201, %204 : f64, !llvm.ptr<1>
        }
        %195 = arith.addi %165, %88 : i64
        %c2_i64_266 = arith.constant 2 : i64
        %196 = arith.muli %89, %c2_i64_266 : i64
        %c1_i64_267 = arith.constant 1 : i64
        %197 = arith.addi %196, %c1_i64_267 : i64
        %198 = arith.addi %166, %197 : i64
        %c37_i64_268 = arith.constant 37 : i64
        %199 = arith.cmpi slt, %195, %c37_i64_268 : i64
        scf.if %199 {
          %200 = memref.load %alloca_84[] : memref<f64>
          %201 = arith.mulf %arg0, %200 : f64
          %c37_i64_269 = arith.constant 37 : i64
          %202 = arith.muli %198, %c37_i64_269 : i64
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
      %thread_id_x_205 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_205 : index to i64
      %c64_i64_206 = arith.constant 64 : i64
      %thread_id_y_207 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_207 : index to i64
      %98 = arith.muli %c64_i64_206, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c32_i64_208 = arith.constant 32 : i64
      %100 = arith.divsi %99, %c32_i64_208 : i64
      %c32_i64_209 = arith.constant 32 : i64
      %101 = arith.remsi %99, %c32_i64_209 : i64
      %c4_i64_210 = arith.constant 4 : i64
      %102 = arith.divsi %101, %c4_i64_210 : i64
      %c4_i64_211 = arith.constant 4 : i64
      %103 = arith.remsi %101, %c4_i64_211 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_212 = arith.constant 16 : i64
      scf.for %arg19 = %100 to %c9_i64 step %c16_i64_212  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %163 = arith.remsi %arg19, %c3_i64 : i64
        %c3_i64_252 = arith.constant 3 : i64
        %164 = arith.divsi %arg19, %c3_i64_252 : i64
        %c16_i64_253 = arith.constant 16 : i64
        %165 = arith.muli %163, %c16_i64_253 : i64
        %c8_i64_254 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_254 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_87[] : memref<f32>
        %cst_255 = arith.constant 0.000000e+00 : f32
        memref.store %cst_255, %alloca_88[] : memref<f32>
        %cst_256 = arith.constant 0.000000e+00 : f32
        memref.store %cst_256, %alloca_89[] : memref<f32>
        %cst_257 = arith.constant 0.000000e+00 : f32
        memref.store %cst_257, %alloca_90[] : memref<f32>
        %167 = arith.addi %165, %102 : i64
        %c44_i64 = arith.constant 44 : i64
        %168 = arith.minsi %167, %c44_i64 : i64
        %169 = arith.addi %165, %102 : i64
        %c44_i64_258 = arith.constant 44 : i64
        %170 = arith.minsi %169, %c44_i64_258 : i64
        %c8_i64_259 = arith.constant 8 : i64
        %171 = arith.addi %102, %c8_i64_259 : i64
        %172 = arith.addi %165, %171 : i64
        %c44_i64_260 = arith.constant 44 : i64
        %173 = arith.minsi %172, %c44_i64_260 : i64
        %c8_i64_261 = arith.constant 8 : i64
        %174 = arith.addi %102, %c8_i64_261 : i64
        %175 = arith.addi %165, %174 : i64
        %c44_i64_262 = arith.constant 44 : i64
        %176 = arith.minsi %175, %c44_i64_262 : i64
        %177 = arith.addi %165, %102 : i64
        %c44_i64_263 = arith.constant 44 : i64
        %178 = arith.minsi %177, %c44_i64_263 : i64
        %179 = arith.addi %165, %102 : i64
        %c44_i64_264 = arith.constant 44 : i64
        %180 = arith.minsi %179, %c44_i64_264 : i64
        %c8_i64_265 = arith.constant 8 : i64
        %181 = arith.addi %102, %c8_i64_265 : i64
        %182 = arith.addi %165, %181 : i64
        %c44_i64_266 = arith.constant 44 : i64
        %183 = arith.minsi %182, %c44_i64_266 : i64
        %c8_i64_267 = arith.constant 8 : i64
        %184 = arith.addi %102, %c8_i64_267 : i64
        %185 = arith.addi %165, %184 : i64
        %c44_i64_268 = arith.constant 44 : i64
        %186 = arith.minsi %185, %c44_i64_268 : i64
        %187 = arith.addi %166, %102 : i64
        %c18_i64 = arith.constant 18 : i64
        %188 = arith.minsi %187, %c18_i64 : i64
        %189 = arith.addi %166, %102 : i64
        %c18_i64_269 = arith.constant 18 : i64
        %190 = arith.minsi %189, %c18_i64_269 : i64
        %191 = arith.addi %166, %102 : i64
        %c18_i64_270 = arith.constant 18 : i64
        %192 = arith.minsi %191, %c18_i64_270 : i64
        %193 = arith.addi %166, %102 : i64
        %c18_i64_271 = arith.constant 18 : i64
        %194 = arith.minsi %193, %c18_i64_271 : i64
        %c0_i64_272 = arith.constant 0 : i64
        %c16_i64_273 = arith.constant 16 : i64
        %c16_i64_274 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_272 to %c16_i64_273 step %c16_i64_274  : i64 {
          %c2_i64_366 = arith.constant 2 : i64
          %367 = arith.muli %103, %c2_i64_366 : i64
          %368 = arith.addi %arg20, %367 : i64
          %c2_i64_367 = arith.constant 2 : i64
          %369 = arith.muli %103, %c2_i64_367 : i64
          %c1_i64_368 = arith.constant 1 : i64
          %370 = arith.addi %369, %c1_i64_368 : i64
          %371 = arith.addi %arg20, %370 : i64
          %c2_i64_369 = arith.constant 2 : i64
          %372 = arith.muli %103, %c2_i64_369 : i64
          %373 = arith.addi %arg20, %372 : i64
          %c2_i64_370 = arith.constant 2 : i64
          %374 = arith.muli %103, %c2_i64_370 : i64
          %c1_i64_371 = arith.constant 1 : i64
          %375 = arith.addi %374, %c1_i64_371 : i64
          %376 = arith.addi %arg20, %375 : i64
          %c2_i64_372 = arith.constant 2 : i64
          %377 = arith.muli %103, %c2_i64_372 : i64
          %c8_i64_373 = arith.constant 8 : i64
          %378 = arith.addi %377, %c8_i64_373 : i64
          %379 = arith.addi %arg20, %378 : i64
          %c2_i64_374 = arith.constant 2 : i64
          %380 = arith.muli %103, %c2_i64_374 : i64
          %c9_i64_375 = arith.constant 9 : i64
          %381 = arith.addi %380, %c9_i64_375 : i64
          %382 = arith.addi %arg20, %381 : i64
          %c2_i64_376 = arith.constant 2 : i64
          %383 = arith.muli %103, %c2_i64_376 : i64
          %c8_i64_377 = arith.constant 8 : i64
          %384 = arith.addi %383, %c8_i64_377 : i64
          %385 = arith.addi %arg20, %384 : i64
          %c2_i64_378 = arith.constant 2 : i64
          %386 = arith.muli %103, %c2_i64_378 : i64
          %c9_i64_379 = arith.constant 9 : i64
          %387 = arith.addi %386, %c9_i64_379 : i64
          %388 = arith.addi %arg20, %387 : i64
          %c2_i64_380 = arith.constant 2 : i64
          %389 = arith.muli %103, %c2_i64_380 : i64
          %390 = arith.addi %arg20, %389 : i64
          %c2_i64_381 = arith.constant 2 : i64
          %391 = arith.muli %103, %c2_i64_381 : i64
          %c1_i64_382 = arith.constant 1 : i64
          %392 = arith.addi %391, %c1_i64_382 : i64
          %393 = arith.addi %arg20, %392 : i64
          %c2_i64_383 = arith.constant 2 : i64
          %394 = arith.muli %103, %c2_i64_383 : i64
          %c8_i64_384 = arith.constant 8 : i64
          %395 = arith.addi %394, %c8_i64_384 : i64
          %396 = arith.addi %arg20, %395 : i64
          %c2_i64_385 = arith.constant 2 : i64
          %397 = arith.muli %103, %c2_i64_385 : i64
          %c9_i64_386 = arith.constant 9 : i64
          %398 = arith.addi %397, %c9_i64_386 : i64
          %399 = arith.addi %arg20, %398 : i64
          %c21_i64_387 = arith.constant 21 : i64
          %400 = arith.muli %168, %c21_i64_387 : i64
          %401 = arith.addi %368, %400 : i64
          %402 = llvm.getelementptr %91[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %403 = llvm.load %402 : !llvm.ptr<1> -> f16
          %c21_i64_388 = arith.constant 21 : i64
          %404 = arith.muli %170, %c21_i64_388 : i64
          %405 = arith.addi %371, %404 : i64
          %406 = llvm.getelementptr %91[%405] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %407 = llvm.load %406 : !llvm.ptr<1> -> f16
          %c21_i64_389 = arith.constant 21 : i64
          %408 = arith.muli %173, %c21_i64_389 : i64
          %409 = arith.addi %373, %408 : i64
          %410 = llvm.getelementptr %91[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %411 = llvm.load %410 : !llvm.ptr<1> -> f16
          %c21_i64_390 = arith.constant 21 : i64
          %412 = arith.muli %176, %c21_i64_390 : i64
          %413 = arith.addi %376, %412 : i64
          %414 = llvm.getelementptr %91[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %415 = llvm.load %414 : !llvm.ptr<1> -> f16
          %c21_i64_391 = arith.constant 21 : i64
          %416 = arith.muli %178, %c21_i64_391 : i64
          %417 = arith.addi %379, %416 : i64
          %418 = llvm.getelementptr %91[%417] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %419 = llvm.load %418 : !llvm.ptr<1> -> f16
          %c21_i64_392 = arith.constant 21 : i64
          %420 = arith.muli %180, %c21_i64_392 : i64
          %421 = arith.addi %382, %420 : i64
          %422 = llvm.getelementptr %91[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %423 = llvm.load %422 : !llvm.ptr<1> -> f16
          %c21_i64_393 = arith.constant 21 : i64
          %424 = arith.muli %183, %c21_i64_393 : i64
          %425 = arith.addi %385, %424 : i64
          %426 = llvm.getelementptr %91[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %427 = llvm.load %426 : !llvm.ptr<1> -> f16
          %c21_i64_394 = arith.constant 21 : i64
          %428 = arith.muli %186, %c21_i64_394 : i64
          %429 = arith.addi %388, %428 : i64
          %430 = llvm.getelementptr %91[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %431 = llvm.load %430 : !llvm.ptr<1> -> f16
          %c21_i64_395 = arith.constant 21 : i64
          %432 = arith.muli %188, %c21_i64_395 : i64
          %433 = arith.addi %390, %432 : i64
          %434 = llvm.getelementptr %93[%433] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %435 = llvm.load %434 : !llvm.ptr<1> -> f16
          %c21_i64_396 = arith.constant 21 : i64
          %436 = arith.muli %190, %c21_i64_396 : i64
          %437 = arith.addi %393, %436 : i64
          %438 = llvm.getelementptr %93[%437] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %439 = llvm.load %438 : !llvm.ptr<1> -> f16
          %c21_i64_397 = arith.constant 21 : i64
          %440 = arith.muli %192, %c21_i64_397 : i64
          %441 = arith.addi %396, %440 : i64
          %442 = llvm.getelementptr %93[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %443 = llvm.load %442 : !llvm.ptr<1> -> f16
          %c21_i64_398 = arith.constant 21 : i64
          %444 = arith.muli %194, %c21_i64_398 : i64
          %445 = arith.addi %399, %444 : i64
          %446 = llvm.getelementptr %93[%445] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %447 = llvm.load %446 : !llvm.ptr<1> -> f16
          %448 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_399 = arith.constant 0 : i32
          %449 = llvm.insertelement %403, %448[%c0_i32_399 : i32] : vector<2xf16>
          %c1_i32_400 = arith.constant 1 : i32
          %450 = llvm.insertelement %407, %449[%c1_i32_400 : i32] : vector<2xf16>
          %451 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_401 = arith.constant 0 : i32
          %452 = llvm.insertelement %411, %451[%c0_i32_401 : i32] : vector<2xf16>
          %c1_i32_402 = arith.constant 1 : i32
          %453 = llvm.insertelement %415, %452[%c1_i32_402 : i32] : vector<2xf16>
          %454 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_403 = arith.constant 0 : i32
          %455 = llvm.insertelement %419, %454[%c0_i32_403 : i32] : vector<2xf16>
          %c1_i32_404 = arith.constant 1 : i32
          %456 = llvm.insertelement %423, %455[%c1_i32_404 : i32] : vector<2xf16>
          %457 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_405 = arith.constant 0 : i32
          %458 = llvm.insertelement %427, %457[%c0_i32_405 : i32] : vector<2xf16>
          %c1_i32_406 = arith.constant 1 : i32
          %459 = llvm.insertelement %431, %458[%c1_i32_406 : i32] : vector<2xf16>
          %460 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_407 = arith.constant 0 : i32
          %461 = llvm.insertelement %435, %460[%c0_i32_407 : i32] : vector<2xf16>
          %c1_i32_408 = arith.constant 1 : i32
          %462 = llvm.insertelement %439, %461[%c1_i32_408 : i32] : vector<2xf16>
          %463 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_409 = arith.constant 0 : i32
          %464 = llvm.insertelement %443, %463[%c0_i32_409 : i32] : vector<2xf16>
          %c1_i32_410 = arith.constant 1 : i32
          %465 = llvm.insertelement %447, %464[%c1_i32_410 : i32] : vector<2xf16>
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
        %c16_i64_275 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %195 = arith.muli %103, %c2_i64 : i64
        %196 = arith.addi %c16_i64_275, %195 : i64
        %c16_i64_276 = arith.constant 16 : i64
        %c2_i64_277 = arith.constant 2 : i64
        %197 = arith.muli %103, %c2_i64_277 : i64
        %c1_i64_278 = arith.constant 1 : i64
        %198 = arith.addi %197, %c1_i64_278 : i64
        %199 = arith.addi %c16_i64_276, %198 : i64
        %c16_i64_279 = arith.constant 16 : i64
        %c2_i64_280 = arith.constant 2 : i64
        %200 = arith.muli %103, %c2_i64_280 : i64
        %201 = arith.addi %c16_i64_279, %200 : i64
        %c16_i64_281 = arith.constant 16 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %202 = arith.muli %103, %c2_i64_282 : i64
        %c1_i64_283 = arith.constant 1 : i64
        %203 = arith.addi %202, %c1_i64_283 : i64
        %204 = arith.addi %c16_i64_281, %203 : i64
        %c16_i64_284 = arith.constant 16 : i64
        %c2_i64_285 = arith.constant 2 : i64
        %205 = arith.muli %103, %c2_i64_285 : i64
        %c8_i64_286 = arith.constant 8 : i64
        %206 = arith.addi %205, %c8_i64_286 : i64
        %207 = arith.addi %c16_i64_284, %206 : i64
        %c16_i64_287 = arith.constant 16 : i64
        %c2_i64_288 = arith.constant 2 : i64
        %208 = arith.muli %103, %c2_i64_288 : i64
        %c9_i64_289 = arith.constant 9 : i64
        %209 = arith.addi %208, %c9_i64_289 : i64
        %210 = arith.addi %c16_i64_287, %209 : i64
        %c16_i64_290 = arith.constant 16 : i64
        %c2_i64_291 = arith.constant 2 : i64
        %211 = arith.muli %103, %c2_i64_291 : i64
        %c8_i64_292 = arith.constant 8 : i64
        %212 = arith.addi %211, %c8_i64_292 : i64
        %213 = arith.addi %c16_i64_290, %212 : i64
        %c16_i64_293 = arith.constant 16 : i64
        %c2_i64_294 = arith.constant 2 : i64
        %214 = arith.muli %103, %c2_i64_294 : i64
        %c9_i64_295 = arith.constant 9 : i64
        %215 = arith.addi %214, %c9_i64_295 : i64
        %216 = arith.addi %c16_i64_293, %215 : i64
        %c16_i64_296 = arith.constant 16 : i64
        %c2_i64_297 = arith.constant 2 : i64
        %217 = arith.muli %103, %c2_i64_297 : i64
        %218 = arith.addi %c16_i64_296, %217 : i64
        %c16_i64_298 = arith.constant 16 : i64
        %c2_i64_299 = arith.constant 2 : i64
        %219 = arith.muli %103, %c2_i64_299 : i64
        %c1_i64_300 = arith.constant 1 : i64
        %220 = arith.addi %219, %c1_i64_300 : i64
        %221 = arith.addi %c16_i64_298, %220 : i64
        %c16_i64_301 = arith.constant 16 : i64
        %c2_i64_302 = arith.constant 2 : i64
        %222 = arith.muli %103, %c2_i64_302 : i64
        %c8_i64_303 = arith.constant 8 : i64
        %223 = arith.addi %222, %c8_i64_303 : i64
        %224 = arith.addi %c16_i64_301, %223 : i64
        %c16_i64_304 = arith.constant 16 : i64
        %c2_i64_305 = arith.constant 2 : i64
        %225 = arith.muli %103, %c2_i64_305 : i64
        %c9_i64_306 = arith.constant 9 : i64
        %226 = arith.addi %225, %c9_i64_306 : i64
        %227 = arith.addi %c16_i64_304, %226 : i64
        %c20_i64_307 = arith.constant 20 : i64
        %228 = arith.minsi %196, %c20_i64_307 : i64
        %c21_i64 = arith.constant 21 : i64
        %229 = arith.muli %168, %c21_i64 : i64
        %230 = arith.addi %228, %229 : i64
        %231 = llvm.getelementptr %91[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %232 = llvm.load %231 : !llvm.ptr<1> -> f16
        memref.store %232, %alloca_91[] : memref<f16>
        %c21_i64_308 = arith.constant 21 : i64
        %233 = arith.cmpi sge, %196, %c21_i64_308 : i64
        scf.if %233 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_91[] : memref<f16>
        }
        %c20_i64_309 = arith.constant 20 : i64
        %234 = arith.minsi %199, %c20_i64_309 : i64
        %c21_i64_310 = arith.constant 21 : i64
        %235 = arith.muli %170, %c21_i64_310 : i64
        %236 = arith.addi %234, %235 : i64
        %237 = llvm.getelementptr %91[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %238 = llvm.load %237 : !llvm.ptr<1> -> f16
        memref.store %238, %alloca_92[] : memref<f16>
        %c21_i64_311 = arith.constant 21 : i64
        %239 = arith.cmpi sge, %199, %c21_i64_311 : i64
        scf.if %239 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_92[] : memref<f16>
        }
        %c20_i64_312 = arith.constant 20 : i64
        %240 = arith.minsi %201, %c20_i64_312 : i64
        %c21_i64_313 = arith.constant 21 : i64
        %241 = arith.muli %173, %c21_i64_313 : i64
        %242 = arith.addi %240, %241 : i64
        %243 = llvm.getelementptr %91[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %244 = llvm.load %243 : !llvm.ptr<1> -> f16
        memref.store %244, %alloca_93[] : memref<f16>
        %c21_i64_314 = arith.constant 21 : i64
        %245 = arith.cmpi sge, %201, %c21_i64_314 : i64
        scf.if %245 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_93[] : memref<f16>
        }
        %c20_i64_315 = arith.constant 20 : i64
        %246 = arith.minsi %204, %c20_i64_315 : i64
        %c21_i64_316 = arith.constant 21 : i64
        %247 = arith.muli %176, %c21_i64_316 : i64
        %248 = arith.addi %246, %247 : i64
        %249 = llvm.getelementptr %91[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %250 = llvm.load %249 : !llvm.ptr<1> -> f16
        memref.store %250, %alloca_94[] : memref<f16>
        %c21_i64_317 = arith.constant 21 : i64
        %251 = arith.cmpi sge, %204, %c21_i64_317 : i64
        scf.if %251 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_94[] : memref<f16>
        }
        %c20_i64_318 = arith.constant 20 : i64
        %252 = arith.minsi %207, %c20_i64_318 : i64
        %c21_i64_319 = arith.constant 21 : i64
        %253 = arith.muli %178, %c21_i64_319 : i64
        %254 = arith.addi %252, %253 : i64
        %255 = llvm.getelementptr %91[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %256 = llvm.load %255 : !llvm.ptr<1> -> f16
        memref.store %256, %alloca_95[] : memref<f16>
        %c21_i64_320 = arith.constant 21 : i64
        %257 = arith.cmpi sge, %207, %c21_i64_320 : i64
        scf.if %257 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_95[] : memref<f16>
        }
        %c20_i64_321 = arith.constant 20 : i64
        %258 = arith.minsi %210, %c20_i64_321 : i64
        %c21_i64_322 = arith.constant 21 : i64
        %259 = arith.muli %180, %c21_i64_322 : i64
        %260 = arith.addi %258, %259 : i64
        %261 = llvm.getelementptr %91[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %262 = llvm.load %261 : !llvm.ptr<1> -> f16
        memref.store %262, %alloca_96[] : memref<f16>
        %c21_i64_323 = arith.constant 21 : i64
        %263 = arith.cmpi sge, %210, %c21_i64_323 : i64
        scf.if %263 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_96[] : memref<f16>
        }
        %c20_i64_324 = arith.constant 20 : i64
        %264 = arith.minsi %213, %c20_i64_324 : i64
        %c21_i64_325 = arith.constant 21 : i64
        %265 = arith.muli %183, %c21_i64_325 : i64
        %266 = arith.addi %264, %265 : i64
        %267 = llvm.getelementptr %91[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %268 = llvm.load %267 : !llvm.ptr<1> -> f16
        memref.store %268, %alloca_97[] : memref<f16>
        %c21_i64_326 = arith.constant 21 : i64
        %269 = arith.cmpi sge, %213, %c21_i64_326 : i64
        scf.if %269 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_97[] : memref<f16>
        }
        %c20_i64_327 = arith.constant 20 : i64
        %270 = arith.minsi %216, %c20_i64_327 : i64
        %c21_i64_328 = arith.constant 21 : i64
        %271 = arith.muli %186, %c21_i64_328 : i64
        %272 = arith.addi %270, %271 : i64
        %273 = llvm.getelementptr %91[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %274 = llvm.load %273 : !llvm.ptr<1> -> f16
        memref.store %274, %alloca_98[] : memref<f16>
        %c21_i64_329 = arith.constant 21 : i64
        %275 = arith.cmpi sge, %216, %c21_i64_329 : i64
        scf.if %275 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_98[] : memref<f16>
        }
        %c20_i64_330 = arith.constant 20 : i64
        %276 = arith.minsi %218, %c20_i64_330 : i64
        %c21_i64_331 = arith.constant 21 : i64
        %277 = arith.muli %188, %c21_i64_331 : i64
        %278 = arith.addi %276, %277 : i64
        %279 = llvm.getelementptr %93[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %280 = llvm.load %279 : !llvm.ptr<1> -> f16
        memref.store %280, %alloca_99[] : memref<f16>
        %c21_i64_332 = arith.constant 21 : i64
        %281 = arith.cmpi sge, %218, %c21_i64_332 : i64
        scf.if %281 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_99[] : memref<f16>
        }
        %c20_i64_333 = arith.constant 20 : i64
        %282 = arith.minsi %221, %c20_i64_333 : i64
        %c21_i64_334 = arith.constant 21 : i64
        %283 = arith.muli %190, %c21_i64_334 : i64
        %284 = arith.addi %282, %283 : i64
        %285 = llvm.getelementptr %93[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %286 = llvm.load %285 : !llvm.ptr<1> -> f16
        memref.store %286, %alloca_100[] : memref<f16>
        %c21_i64_335 = arith.constant 21 : i64
        %287 = arith.cmpi sge, %221, %c21_i64_335 : i64
        scf.if %287 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_100[] : memref<f16>
        }
        %c20_i64_336 = arith.constant 20 : i64
        %288 = arith.minsi %224, %c20_i64_336 : i64
        %c21_i64_337 = arith.constant 21 : i64
        %289 = arith.muli %192, %c21_i64_337 : i64
        %290 = arith.addi %288, %289 : i64
        %291 = llvm.getelementptr %93[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %292 = llvm.load %291 : !llvm.ptr<1> -> f16
        memref.store %292, %alloca_101[] : memref<f16>
        %c21_i64_338 = arith.constant 21 : i64
        %293 = arith.cmpi sge, %224, %c21_i64_338 : i64
        scf.if %293 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_101[] : memref<f16>
        }
        %c20_i64_339 = arith.constant 20 : i64
        %294 = arith.minsi %227, %c20_i64_339 : i64
        %c21_i64_340 = arith.constant 21 : i64
        %295 = arith.muli %194, %c21_i64_340 : i64
        %296 = arith.addi %294, %295 : i64
        %297 = llvm.getelementptr %93[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %298 = llvm.load %297 : !llvm.ptr<1> -> f16
        memref.store %298, %alloca_102[] : memref<f16>
        %c21_i64_341 = arith.constant 21 : i64
        %299 = arith.cmpi sge, %227, %c21_i64_341 : i64
        scf.if %299 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_102[] : memref<f16>
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
        %c0_i32_342 = arith.constant 0 : i32
        %312 = llvm.insertelement %302, %311[%c0_i32_342 : i32] : vector<2xf16>
        %c1_i32_343 = arith.constant 1 : i32
        %313 = llvm.insertelement %303, %312[%c1_i32_343 : i32] : vector<2xf16>
        %314 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_344 = arith.constant 0 : i32
        %315 = llvm.insertelement %304, %314[%c0_i32_344 : i32] : vector<2xf16>
        %c1_i32_345 = arith.constant 1 : i32
        %316 = llvm.insertelement %305, %315[%c1_i32_345 : i32] : vector<2xf16>
        %317 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_346 = arith.constant 0 : i32
        %318 = llvm.insertelement %306, %317[%c0_i32_346 : i32] : vector<2xf16>
        %c1_i32_347 = arith.constant 1 : i32
        %319 = llvm.insertelement %307, %318[%c1_i32_347 : i32] : vector<2xf16>
        %320 = memref.load %alloca_99[] : memref<f16>
        %321 = memref.load %alloca_100[] : memref<f16>
        %322 = memref.load %alloca_101[] : memref<f16>
        %323 = memref.load %alloca_102[] : memref<f16>
        %324 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_348 = arith.constant 0 : i32
        %325 = llvm.insertelement %320, %324[%c0_i32_348 : i32] : vector<2xf16>
        %c1_i32_349 = arith.constant 1 : i32
        %326 = llvm.insertelement %321, %325[%c1_i32_349 : i32] : vector<2xf16>
        %327 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_350 = arith.constant 0 : i32
        %328 = llvm.insertelement %322, %327[%c0_i32_350 : i32] : vector<2xf16>
        %c1_i32_351 = arith.constant 1 : i32
        %329 = llvm.insertelement %323, %328[%c1_i32_351 : i32] : vector<2xf16>
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
        %c2_i64_352 = arith.constant 2 : i64
        %340 = arith.muli %103, %c2_i64_352 : i64
        %341 = arith.addi %166, %340 : i64
        %c45_i64 = arith.constant 45 : i64
        %342 = arith.cmpi slt, %339, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %343 = arith.cmpi slt, %341, %c19_i64 : i64
        %344 = arith.andi %342, %343 : i1
        scf.if %344 {
          %c45_i64_366 = arith.constant 45 : i64
          %367 = arith.muli %341, %c45_i64_366 : i64
          %368 = arith.addi %339, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_87[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_367 = arith.constant 45 : i64
          %373 = arith.muli %341, %c45_i64_367 : i64
          %374 = arith.addi %339, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %345 = arith.addi %165, %102 : i64
        %c2_i64_353 = arith.constant 2 : i64
        %346 = arith.muli %103, %c2_i64_353 : i64
        %c1_i64_354 = arith.constant 1 : i64
        %347 = arith.addi %346, %c1_i64_354 : i64
        %348 = arith.addi %166, %347 : i64
        %c45_i64_355 = arith.constant 45 : i64
        %349 = arith.cmpi slt, %345, %c45_i64_355 : i64
        %c19_i64_356 = arith.constant 19 : i64
        %350 = arith.cmpi slt, %348, %c19_i64_356 : i64
        %351 = arith.andi %349, %350 : i1
        scf.if %351 {
          %c45_i64_366 = arith.constant 45 : i64
          %367 = arith.muli %348, %c45_i64_366 : i64
          %368 = arith.addi %345, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_88[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_367 = arith.constant 45 : i64
          %373 = arith.muli %348, %c45_i64_367 : i64
          %374 = arith.addi %345, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %c8_i64_357 = arith.constant 8 : i64
        %352 = arith.addi %102, %c8_i64_357 : i64
        %353 = arith.addi %165, %352 : i64
        %c2_i64_358 = arith.constant 2 : i64
        %354 = arith.muli %103, %c2_i64_358 : i64
        %355 = arith.addi %166, %354 : i64
        %c45_i64_359 = arith.constant 45 : i64
        %356 = arith.cmpi slt, %353, %c45_i64_359 : i64
        %c19_i64_360 = arith.constant 19 : i64
        %357 = arith.cmpi slt, %355, %c19_i64_360 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %c45_i64_366 = arith.constant 45 : i64
          %367 = arith.muli %355, %c45_i64_366 : i64
          %368 = arith.addi %353, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_89[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_367 = arith.constant 45 : i64
          %373 = arith.muli %355, %c45_i64_367 : i64
          %374 = arith.addi %353, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %c8_i64_361 = arith.constant 8 : i64
        %359 = arith.addi %102, %c8_i64_361 : i64
        %360 = arith.addi %165, %359 : i64
        %c2_i64_362 = arith.constant 2 : i64
        %361 = arith.muli %103, %c2_i64_362 : i64
        %c1_i64_363 = arith.constant 1 : i64
        %362 = arith.addi %361, %c1_i64_363 : i64
        %363 = arith.addi %166, %362 : i64
        %c45_i64_364 = arith.constant 45 : i64
        %364 = arith.cmpi slt, %360, %c45_i64_364 : i64
        %c19_i64_365 = arith.constant 19 : i64
        %365 = arith.cmpi slt, %363, %c19_i64_365 : i64
        %366 = arith.andi %364, %365 : i1
        scf.if %366 {
          %c45_i64_366 = arith.constant 45 : i64
          %367 = arith.muli %363, %c45_i64_366 : i64
          %368 = arith.addi %360, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_90[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_367 = arith.constant 45 : i64
          %373 = arith.muli %363, %c45_i64_367 : i64
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
      %thread_id_x_213 = gpu.thread_id  x
      %110 = arith.index_cast %thread_id_x_213 : index to i64
      %c64_i64_214 = arith.constant 64 : i64
      %thread_id_y_215 = gpu.thread_id  y
      %111 = arith.index_cast %thread_id_y_215 : index to i64
      %112 = arith.muli %c64_i64_214, %111 : i64
      %113 = arith.addi %110, %112 : i64
      %c32_i64_216 = arith.constant 32 : i64
      %114 = arith.divsi %113, %c32_i64_216 : i64
      %c32_i64_217 = arith.constant 32 : i64
      %115 = arith.remsi %113, %c32_i64_217 : i64
      %c4_i64_218 = arith.constant 4 : i64
      %116 = arith.divsi %115, %c4_i64_218 : i64
      %c4_i64_219 = arith.constant 4 : i64
      %117 = arith.remsi %115, %c4_i64_219 : i64
      %c15_i64 = arith.constant 15 : i64
      %118 = arith.addi %40, %c15_i64 : i64
      %c16_i64_220 = arith.constant 16 : i64
      %119 = arith.divsi %118, %c16_i64_220 : i64
      %c7_i64 = arith.constant 7 : i64
      %120 = arith.addi %41, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %121 = arith.divsi %120, %c8_i64 : i64
      %122 = arith.muli %119, %121 : i64
      %c16_i64_221 = arith.constant 16 : i64
      %123 = arith.remsi %27, %c16_i64_221 : i64
      %124 = arith.subi %27, %123 : i64
      %c16_i64_222 = arith.constant 16 : i64
      scf.for %arg19 = %114 to %122 step %c16_i64_222  : i64 {
        %163 = arith.remsi %arg19, %119 : i64
        %164 = arith.divsi %arg19, %119 : i64
        %c16_i64_252 = arith.constant 16 : i64
        %165 = arith.muli %163, %c16_i64_252 : i64
        %c8_i64_253 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_253 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_103[] : memref<f32>
        %cst_254 = arith.constant 0.000000e+00 : f32
        memref.store %cst_254, %alloca_104[] : memref<f32>
        %cst_255 = arith.constant 0.000000e+00 : f32
        memref.store %cst_255, %alloca_105[] : memref<f32>
        %cst_256 = arith.constant 0.000000e+00 : f32
        memref.store %cst_256, %alloca_106[] : memref<f32>
        %167 = arith.addi %165, %116 : i64
        %c1_i64_257 = arith.constant 1 : i64
        %168 = arith.subi %40, %c1_i64_257 : i64
        %169 = arith.minsi %167, %168 : i64
        %170 = arith.addi %165, %116 : i64
        %c1_i64_258 = arith.constant 1 : i64
        %171 = arith.subi %40, %c1_i64_258 : i64
        %172 = arith.minsi %170, %171 : i64
        %c8_i64_259 = arith.constant 8 : i64
        %173 = arith.addi %116, %c8_i64_259 : i64
        %174 = arith.addi %165, %173 : i64
        %c1_i64_260 = arith.constant 1 : i64
        %175 = arith.subi %40, %c1_i64_260 : i64
        %176 = arith.minsi %174, %175 : i64
        %c8_i64_261 = arith.constant 8 : i64
        %177 = arith.addi %116, %c8_i64_261 : i64
        %178 = arith.addi %165, %177 : i64
        %c1_i64_262 = arith.constant 1 : i64
        %179 = arith.subi %40, %c1_i64_262 : i64
        %180 = arith.minsi %178, %179 : i64
        %181 = arith.addi %165, %116 : i64
        %c1_i64_263 = arith.constant 1 : i64
        %182 = arith.subi %40, %c1_i64_263 : i64
        %183 = arith.minsi %181, %182 : i64
        %184 = arith.addi %165, %116 : i64
        %c1_i64_264 = arith.constant 1 : i64
        %185 = arith.subi %40, %c1_i64_264 : i64
        %186 = arith.minsi %184, %185 : i64
        %c8_i64_265 = arith.constant 8 : i64
        %187 = arith.addi %116, %c8_i64_265 : i64
        %188 = arith.addi %165, %187 : i64
        %c1_i64_266 = arith.constant 1 : i64
        %189 = arith.subi %40, %c1_i64_266 : i64
        %190 = arith.minsi %188, %189 : i64
        %c8_i64_267 = arith.constant 8 : i64
        %191 = arith.addi %116, %c8_i64_267 : i64
        %192 = arith.addi %165, %191 : i64
        %c1_i64_268 = arith.constant 1 : i64
        %193 = arith.subi %40, %c1_i64_268 : i64
        %194 = arith.minsi %192, %193 : i64
        %195 = arith.addi %166, %116 : i64
        %c1_i64_269 = arith.constant 1 : i64
        %196 = arith.subi %41, %c1_i64_269 : i64
        %197 = arith.minsi %195, %196 : i64
        %198 = arith.addi %166, %116 : i64
        %c1_i64_270 = arith.constant 1 : i64
        %199 = arith.subi %41, %c1_i64_270 : i64
        %200 = arith.minsi %198, %199 : i64
        %201 = arith.addi %166, %116 : i64
        %c1_i64_271 = arith.constant 1 : i64
        %202 = arith.subi %41, %c1_i64_271 : i64
        %203 = arith.minsi %201, %202 : i64
        %204 = arith.addi %166, %116 : i64
        %c1_i64_272 = arith.constant 1 : i64
        %205 = arith.subi %41, %c1_i64_272 : i64
        %206 = arith.minsi %204, %205 : i64
        %c0_i64_273 = arith.constant 0 : i64
        %c16_i64_274 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_273 to %124 step %c16_i64_274  : i64 {
          %c2_i64_282 = arith.constant 2 : i64
          %236 = arith.muli %117, %c2_i64_282 : i64
          %237 = arith.addi %arg20, %236 : i64
          %c2_i64_283 = arith.constant 2 : i64
          %238 = arith.muli %117, %c2_i64_283 : i64
          %c1_i64_284 = arith.constant 1 : i64
          %239 = arith.addi %238, %c1_i64_284 : i64
          %240 = arith.addi %arg20, %239 : i64
          %c2_i64_285 = arith.constant 2 : i64
          %241 = arith.muli %117, %c2_i64_285 : i64
          %242 = arith.addi %arg20, %241 : i64
          %c2_i64_286 = arith.constant 2 : i64
          %243 = arith.muli %117, %c2_i64_286 : i64
          %c1_i64_287 = arith.constant 1 : i64
          %244 = arith.addi %243, %c1_i64_287 : i64
          %245 = arith.addi %arg20, %244 : i64
          %c2_i64_288 = arith.constant 2 : i64
          %246 = arith.muli %117, %c2_i64_288 : i64
          %c8_i64_289 = arith.constant 8 : i64
          %247 = arith.addi %246, %c8_i64_289 : i64
          %248 = arith.addi %arg20, %247 : i64
          %c2_i64_290 = arith.constant 2 : i64
          %249 = arith.muli %117, %c2_i64_290 : i64
          %c9_i64_291 = arith.constant 9 : i64
          %250 = arith.addi %249, %c9_i64_291 : i64
          %251 = arith.addi %arg20, %250 : i64
          %c2_i64_292 = arith.constant 2 : i64
          %252 = arith.muli %117, %c2_i64_292 : i64
          %c8_i64_293 = arith.constant 8 : i64
          %253 = arith.addi %252, %c8_i64_293 : i64
          %254 = arith.addi %arg20, %253 : i64
          %c2_i64_294 = arith.constant 2 : i64
          %255 = arith.muli %117, %c2_i64_294 : i64
          %c9_i64_295 = arith.constant 9 : i64
          %256 = arith.addi %255, %c9_i64_295 : i64
          %257 = arith.addi %arg20, %256 : i64
          %c2_i64_296 = arith.constant 2 : i64
          %258 = arith.muli %117, %c2_i64_296 : i64
          %259 = arith.addi %arg20, %258 : i64
          %c2_i64_297 = arith.constant 2 : i64
          %260 = arith.muli %117, %c2_i64_297 : i64
          %c1_i64_298 = arith.constant 1 : i64
          %261 = arith.addi %260, %c1_i64_298 : i64
          %262 = arith.addi %arg20, %261 : i64
          %c2_i64_299 = arith.constant 2 : i64
          %263 = arith.muli %117, %c2_i64_299 : i64
          %c8_i64_300 = arith.constant 8 : i64
          %264 = arith.addi %263, %c8_i64_300 : i64
          %265 = arith.addi %arg20, %264 : i64
          %c2_i64_301 = arith.constant 2 : i64
          %266 = arith.muli %117, %c2_i64_301 : i64
          %c9_i64_302 = arith.constant 9 : i64
          %267 = arith.addi %266, %c9_i64_302 : i64
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
          %c0_i32_303 = arith.constant 0 : i32
          %322 = llvm.insertelement %280, %321[%c0_i32_303 : i32] : vector<2xbf16>
          %c1_i32_304 = arith.constant 1 : i32
          %323 = llvm.insertelement %284, %322[%c1_i32_304 : i32] : vector<2xbf16>
          %324 = llvm.bitcast %323 : vector<2xbf16> to i32
          %325 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_305 = arith.constant 0 : i32
          %326 = llvm.insertelement %288, %325[%c0_i32_305 : i32] : vector<2xbf16>
          %c1_i32_306 = arith.constant 1 : i32
          %327 = llvm.insertelement %292, %326[%c1_i32_306 : i32] : vector<2xbf16>
          %328 = llvm.bitcast %327 : vector<2xbf16> to i32
          %329 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_307 = arith.constant 0 : i32
          %330 = llvm.insertelement %296, %329[%c0_i32_307 : i32] : vector<2xbf16>
          %c1_i32_308 = arith.constant 1 : i32
          %331 = llvm.insertelement %300, %330[%c1_i32_308 : i32] : vector<2xbf16>
          %332 = llvm.bitcast %331 : vector<2xbf16> to i32
          %333 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_309 = arith.constant 0 : i32
          %334 = llvm.insertelement %304, %333[%c0_i32_309 : i32] : vector<2xbf16>
          %c1_i32_310 = arith.constant 1 : i32
          %335 = llvm.insertelement %308, %334[%c1_i32_310 : i32] : vector<2xbf16>
          %336 = llvm.bitcast %335 : vector<2xbf16> to i32
          %337 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_311 = arith.constant 0 : i32
          %338 = llvm.insertelement %312, %337[%c0_i32_311 : i32] : vector<2xbf16>
          %c1_i32_312 = arith.constant 1 : i32
          %339 = llvm.insertelement %316, %338[%c1_i32_312 : i32] : vector<2xbf16>
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
          %c2_i64_282 = arith.constant 2 : i64
          %236 = arith.muli %117, %c2_i64_282 : i64
          %237 = arith.addi %124, %236 : i64
          %c2_i64_283 = arith.constant 2 : i64
          %238 = arith.muli %117, %c2_i64_283 : i64
          %c1_i64_284 = arith.constant 1 : i64
          %239 = arith.addi %238, %c1_i64_284 : i64
          %240 = arith.addi %124, %239 : i64
          %c2_i64_285 = arith.constant 2 : i64
          %241 = arith.muli %117, %c2_i64_285 : i64
          %242 = arith.addi %124, %241 : i64
          %c2_i64_286 = arith.constant 2 : i64
          %243 = arith.muli %117, %c2_i64_286 : i64
          %c1_i64_287 = arith.constant 1 : i64
          %244 = arith.addi %243, %c1_i64_287 : i64
          %245 = arith.addi %124, %244 : i64
          %c2_i64_288 = arith.constant 2 : i64
          %246 = arith.muli %117, %c2_i64_288 : i64
          %c8_i64_289 = arith.constant 8 : i64
          %247 = arith.addi %246, %c8_i64_289 : i64
          %248 = arith.addi %124, %247 : i64
          %c2_i64_290 = arith.constant 2 : i64
          %249 = arith.muli %117, %c2_i64_290 : i64
          %c9_i64_291 = arith.constant 9 : i64
          %250 = arith.addi %249, %c9_i64_291 : i64
          %251 = arith.addi %124, %250 : i64
          %c2_i64_292 = arith.constant 2 : i64
          %252 = arith.muli %117, %c2_i64_292 : i64
          %c8_i64_293 = arith.constant 8 : i64
          %253 = arith.addi %252, %c8_i64_293 : i64
          %254 = arith.addi %124, %253 : i64
          %c2_i64_294 = arith.constant 2 : i64
          %255 = arith.muli %117, %c2_i64_294 : i64
          %c9_i64_295 = arith.constant 9 : i64
          %256 = arith.addi %255, %c9_i64_295 : i64
          %257 = arith.addi %124, %256 : i64
          %c2_i64_296 = arith.constant 2 : i64
          %258 = arith.muli %117, %c2_i64_296 : i64
          %259 = arith.addi %124, %258 : i64
          %c2_i64_297 = arith.constant 2 : i64
          %260 = arith.muli %117, %c2_i64_297 : i64
          %c1_i64_298 = arith.constant 1 : i64
          %261 = arith.addi %260, %c1_i64_298 : i64
          %262 = arith.addi %124, %261 : i64
          %c2_i64_299 = arith.constant 2 : i64
          %263 = arith.muli %117, %c2_i64_299 : i64
          %c8_i64_300 = arith.constant 8 : i64
          %264 = arith.addi %263, %c8_i64_300 : i64
          %265 = arith.addi %124, %264 : i64
          %c2_i64_301 = arith.constant 2 : i64
          %266 = arith.muli %117, %c2_i64_301 : i64
          %c9_i64_302 = arith.constant 9 : i64
          %267 = arith.addi %266, %c9_i64_302 : i64
          %268 = arith.addi %124, %267 : i64
          %c1_i64_303 = arith.constant 1 : i64
          %269 = arith.subi %27, %c1_i64_303 : i64
          %270 = arith.minsi %237, %269 : i64
          %271 = arith.muli %270, %28 : i64
          %272 = arith.addi %169, %271 : i64
          %273 = llvm.getelementptr %105[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %274 = llvm.load %273 : !llvm.ptr<1> -> bf16
          memref.store %274, %alloca_107[] : memref<bf16>
          %275 = arith.cmpi sge, %237, %27 : i64
          scf.if %275 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_107[] : memref<bf16>
          }
          %c1_i64_304 = arith.constant 1 : i64
          %276 = arith.subi %27, %c1_i64_304 : i64
          %277 = arith.minsi %240, %276 : i64
          %278 = arith.muli %277, %28 : i64
          %279 = arith.addi %172, %278 : i64
          %280 = llvm.getelementptr %105[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %281 = llvm.load %280 : !llvm.ptr<1> -> bf16
          memref.store %281, %alloca_108[] : memref<bf16>
          %282 = arith.cmpi sge, %240, %27 : i64
          scf.if %282 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_108[] : memref<bf16>
          }
          %c1_i64_305 = arith.constant 1 : i64
          %283 = arith.subi %27, %c1_i64_305 : i64
          %284 = arith.minsi %242, %283 : i64
          %285 = arith.muli %284, %28 : i64
          %286 = arith.addi %176, %285 : i64
          %287 = llvm.getelementptr %105[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %288 = llvm.load %287 : !llvm.ptr<1> -> bf16
          memref.store %288, %alloca_109[] : memref<bf16>
          %289 = arith.cmpi sge, %242, %27 : i64
          scf.if %289 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_109[] : memref<bf16>
          }
          %c1_i64_306 = arith.constant 1 : i64
          %290 = arith.subi %27, %c1_i64_306 : i64
          %291 = arith.minsi %245, %290 : i64
          %292 = arith.muli %291, %28 : i64
          %293 = arith.addi %180, %292 : i64
          %294 = llvm.getelementptr %105[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %295 = llvm.load %294 : !llvm.ptr<1> -> bf16
          memref.store %295, %alloca_110[] : memref<bf16>
          %296 = arith.cmpi sge, %245, %27 : i64
          scf.if %296 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_110[] : memref<bf16>
          }
          %c1_i64_307 = arith.constant 1 : i64
          %297 = arith.subi %27, %c1_i64_307 : i64
          %298 = arith.minsi %248, %297 : i64
          %299 = arith.muli %298, %28 : i64
          %300 = arith.addi %183, %299 : i64
          %301 = llvm.getelementptr %105[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %302 = llvm.load %301 : !llvm.ptr<1> -> bf16
          memref.store %302, %alloca_111[] : memref<bf16>
          %303 = arith.cmpi sge, %248, %27 : i64
          scf.if %303 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_111[] : memref<bf16>
          }
          %c1_i64_308 = arith.constant 1 : i64
          %304 = arith.subi %27, %c1_i64_308 : i64
          %305 = arith.minsi %251, %304 : i64
          %306 = arith.muli %305, %28 : i64
          %307 = arith.addi %186, %306 : i64
          %308 = llvm.getelementptr %105[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %309 = llvm.load %308 : !llvm.ptr<1> -> bf16
          memref.store %309, %alloca_112[] : memref<bf16>
          %310 = arith.cmpi sge, %251, %27 : i64
          scf.if %310 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_112[] : memref<bf16>
          }
          %c1_i64_309 = arith.constant 1 : i64
          %311 = arith.subi %27, %c1_i64_309 : i64
          %312 = arith.minsi %254, %311 : i64
          %313 = arith.muli %312, %28 : i64
          %314 = arith.addi %190, %313 : i64
          %315 = llvm.getelementptr %105[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %316 = llvm.load %315 : !llvm.ptr<1> -> bf16
          memref.store %316, %alloca_113[] : memref<bf16>
          %317 = arith.cmpi sge, %254, %27 : i64
          scf.if %317 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_113[] : memref<bf16>
          }
          %c1_i64_310 = arith.constant 1 : i64
          %318 = arith.subi %27, %c1_i64_310 : i64
          %319 = arith.minsi %257, %318 : i64
          %320 = arith.muli %319, %28 : i64
          %321 = arith.addi %194, %320 : i64
          %322 = llvm.getelementptr %105[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %323 = llvm.load %322 : !llvm.ptr<1> -> bf16
          memref.store %323, %alloca_114[] : memref<bf16>
          %324 = arith.cmpi sge, %257, %27 : i64
          scf.if %324 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_114[] : memref<bf16>
          }
          %c1_i64_311 = arith.constant 1 : i64
          %325 = arith.subi %27, %c1_i64_311 : i64
          %326 = arith.minsi %259, %325 : i64
          %327 = arith.muli %326, %35 : i64
          %328 = arith.addi %197, %327 : i64
          %329 = llvm.getelementptr %107[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %330 = llvm.load %329 : !llvm.ptr<1> -> bf16
          memref.store %330, %alloca_115[] : memref<bf16>
          %331 = arith.cmpi sge, %259, %27 : i64
          scf.if %331 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_115[] : memref<bf16>
          }
          %c1_i64_312 = arith.constant 1 : i64
          %332 = arith.subi %27, %c1_i64_312 : i64
          %333 = arith.minsi %262, %332 : i64
          %334 = arith.muli %333, %35 : i64
          %335 = arith.addi %200, %334 : i64
          %336 = llvm.getelementptr %107[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %337 = llvm.load %336 : !llvm.ptr<1> -> bf16
          memref.store %337, %alloca_116[] : memref<bf16>
          %338 = arith.cmpi sge, %262, %27 : i64
          scf.if %338 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_116[] : memref<bf16>
          }
          %c1_i64_313 = arith.constant 1 : i64
          %339 = arith.subi %27, %c1_i64_313 : i64
          %340 = arith.minsi %265, %339 : i64
          %341 = arith.muli %340, %35 : i64
          %342 = arith.addi %203, %341 : i64
          %343 = llvm.getelementptr %107[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %344 = llvm.load %343 : !llvm.ptr<1> -> bf16
          memref.store %344, %alloca_117[] : memref<bf16>
          %345 = arith.cmpi sge, %265, %27 : i64
          scf.if %345 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_117[] : memref<bf16>
          }
          %c1_i64_314 = arith.constant 1 : i64
          %346 = arith.subi %27, %c1_i64_314 : i64
          %347 = arith.minsi %268, %346 : i64
          %348 = arith.muli %347, %35 : i64
          %349 = arith.addi %206, %348 : i64
          %350 = llvm.getelementptr %107[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %351 = llvm.load %350 : !llvm.ptr<1> -> bf16
          memref.store %351, %alloca_118[] : memref<bf16>
          %352 = arith.cmpi sge, %268, %27 : i64
          scf.if %352 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_118[] : memref<bf16>
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
          %c0_i32_315 = arith.constant 0 : i32
          %366 = llvm.insertelement %355, %365[%c0_i32_315 : i32] : vector<2xbf16>
          %c1_i32_316 = arith.constant 1 : i32
          %367 = llvm.insertelement %356, %366[%c1_i32_316 : i32] : vector<2xbf16>
          %368 = llvm.bitcast %367 : vector<2xbf16> to i32
          %369 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_317 = arith.constant 0 : i32
          %370 = llvm.insertelement %357, %369[%c0_i32_317 : i32] : vector<2xbf16>
          %c1_i32_318 = arith.constant 1 : i32
          %371 = llvm.insertelement %358, %370[%c1_i32_318 : i32] : vector<2xbf16>
          %372 = llvm.bitcast %371 : vector<2xbf16> to i32
          %373 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_319 = arith.constant 0 : i32
          %374 = llvm.insertelement %359, %373[%c0_i32_319 : i32] : vector<2xbf16>
          %c1_i32_320 = arith.constant 1 : i32
          %375 = llvm.insertelement %360, %374[%c1_i32_320 : i32] : vector<2xbf16>
          %376 = llvm.bitcast %375 : vector<2xbf16> to i32
          %377 = memref.load %alloca_115[] : memref<bf16>
          %378 = memref.load %alloca_116[] : memref<bf16>
          %379 = memref.load %alloca_117[] : memref<bf16>
          %380 = memref.load %alloca_118[] : memref<bf16>
          %381 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_321 = arith.constant 0 : i32
          %382 = llvm.insertelement %377, %381[%c0_i32_321 : i32] : vector<2xbf16>
          %c1_i32_322 = arith.constant 1 : i32
          %383 = llvm.insertelement %378, %382[%c1_i32_322 : i32] : vector<2xbf16>
          %384 = llvm.bitcast %383 : vector<2xbf16> to i32
          %385 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_323 = arith.constant 0 : i32
          %386 = llvm.insertelement %379, %385[%c0_i32_323 : i32] : vector<2xbf16>
          %c1_i32_324 = arith.constant 1 : i32
          %387 = llvm.insertelement %380, %386[%c1_i32_324 : i32] : vector<2xbf16>
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
          %cst_282 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_103[] : memref<f32>
          %237 = arith.muli %210, %42 : i64
          %238 = arith.addi %208, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_282, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %210, %42 : i64
          %243 = arith.addi %208, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %214 = arith.addi %165, %116 : i64
        %c2_i64_275 = arith.constant 2 : i64
        %215 = arith.muli %117, %c2_i64_275 : i64
        %c1_i64_276 = arith.constant 1 : i64
        %216 = arith.addi %215, %c1_i64_276 : i64
        %217 = arith.addi %166, %216 : i64
        %218 = arith.cmpi slt, %214, %40 : i64
        %219 = arith.cmpi slt, %217, %41 : i64
        %220 = arith.andi %218, %219 : i1
        scf.if %220 {
          %cst_282 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_104[] : memref<f32>
          %237 = arith.muli %217, %42 : i64
          %238 = arith.addi %214, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_282, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %217, %42 : i64
          %243 = arith.addi %214, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %c8_i64_277 = arith.constant 8 : i64
        %221 = arith.addi %116, %c8_i64_277 : i64
        %222 = arith.addi %165, %221 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %223 = arith.muli %117, %c2_i64_278 : i64
        %224 = arith.addi %166, %223 : i64
        %225 = arith.cmpi slt, %222, %40 : i64
        %226 = arith.cmpi slt, %224, %41 : i64
        %227 = arith.andi %225, %226 : i1
        scf.if %227 {
          %cst_282 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_105[] : memref<f32>
          %237 = arith.muli %224, %42 : i64
          %238 = arith.addi %222, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_282, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %224, %42 : i64
          %243 = arith.addi %222, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %c8_i64_279 = arith.constant 8 : i64
        %228 = arith.addi %116, %c8_i64_279 : i64
        %229 = arith.addi %165, %228 : i64
        %c2_i64_280 = arith.constant 2 : i64
        %230 = arith.muli %117, %c2_i64_280 : i64
        %c1_i64_281 = arith.constant 1 : i64
        %231 = arith.addi %230, %c1_i64_281 : i64
        %232 = arith.addi %166, %231 : i64
        %233 = arith.cmpi slt, %229, %40 : i64
        %234 = arith.cmpi slt, %232, %41 : i64
        %235 = arith.andi %233, %234 : i1
        scf.if %235 {
          %cst_282 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_106[] : memref<f32>
          %237 = arith.muli %232, %42 : i64
          %238 = arith.addi %229, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_282, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %232, %42 : i64
          %243 = arith.addi %229, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
      }
      %c945_i64_223 = arith.constant 945 : i64
      %125 = arith.muli %63, %c945_i64_223 : i64
      %126 = llvm.getelementptr %46[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c777_i64 = arith.constant 777 : i64
      %127 = arith.muli %63, %c777_i64 : i64
      %128 = llvm.getelementptr %49[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1665_i64 = arith.constant 1665 : i64
      %129 = arith.muli %63, %c1665_i64 : i64
      %130 = llvm.getelementptr %52[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_224 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_224 : index to i64
      %c64_i64_225 = arith.constant 64 : i64
      %thread_id_y_226 = gpu.thread_id  y
      %132 = arith.index_cast %thread_id_y_226 : index to i64
      %133 = arith.muli %c64_i64_225, %132 : i64
      %134 = arith.addi %131, %133 : i64
      %c32_i64_227 = arith.constant 32 : i64
      %135 = arith.divsi %134, %c32_i64_227 : i64
      %c32_i64_228 = arith.constant 32 : i64
      %136 = arith.remsi %134, %c32_i64_228 : i64
      %c4_i64_229 = arith.constant 4 : i64
      %137 = arith.divsi %136, %c4_i64_229 : i64
      %c4_i64_230 = arith.constant 4 : i64
      %138 = arith.remsi %136, %c4_i64_230 : i64
      %c4_i64_231 = arith.constant 4 : i64
      %139 = arith.remsi %135, %c4_i64_231 : i64
      %c16_i64_232 = arith.constant 16 : i64
      %140 = arith.muli %139, %c16_i64_232 : i64
      %c4_i64_233 = arith.constant 4 : i64
      %141 = arith.divsi %135, %c4_i64_233 : i64
      %c16_i64_234 = arith.constant 16 : i64
      %142 = arith.muli %141, %c16_i64_234 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_235 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c1_i64 step %c1_i64_235  : i64 {
        %c1_i64_252 = arith.constant 1 : i64
        %163 = arith.remsi %arg19, %c1_i64_252 : i64
        %c64_i64_253 = arith.constant 64 : i64
        %164 = arith.muli %163, %c64_i64_253 : i64
        %c1_i64_254 = arith.constant 1 : i64
        %165 = arith.divsi %arg19, %c1_i64_254 : i64
        %c64_i64_255 = arith.constant 64 : i64
        %166 = arith.muli %165, %c64_i64_255 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_119[] : memref<f64>
        %cst_256 = arith.constant 0.000000e+00 : f64
        memref.store %cst_256, %alloca_120[] : memref<f64>
        %cst_257 = arith.constant 0.000000e+00 : f64
        memref.store %cst_257, %alloca_121[] : memref<f64>
        %cst_258 = arith.constant 0.000000e+00 : f64
        memref.store %cst_258, %alloca_122[] : memref<f64>
        %cst_259 = arith.constant 0.000000e+00 : f64
        memref.store %cst_259, %alloca_123[] : memref<f64>
        %cst_260 = arith.constant 0.000000e+00 : f64
        memref.store %cst_260, %alloca_124[] : memref<f64>
        %cst_261 = arith.constant 0.000000e+00 : f64
        memref.store %cst_261, %alloca_125[] : memref<f64>
        %cst_262 = arith.constant 0.000000e+00 : f64
        memref.store %cst_262, %alloca_126[] : memref<f64>
        %c0_i64_263 = arith.constant 0 : i64
        %c21_i64 = arith.constant 21 : i64
        %c16_i64_264 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_263 to %c21_i64 step %c16_i64_264  : i64 {
          gpu.barrier
          %c0_i64_298 = arith.constant 0 : i64
          %c2_i64_299 = arith.constant 2 : i64
          %c1_i64_300 = arith.constant 1 : i64
          scf.for %arg21 = %c0_i64_298 to %c2_i64_299 step %c1_i64_300  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %447 = arith.muli %arg21, %c512_i64 : i64
            %448 = arith.addi %134, %447 : i64
            %c64_i64_346 = arith.constant 64 : i64
            %449 = arith.remsi %448, %c64_i64_346 : i64
            %c64_i64_347 = arith.constant 64 : i64
            %450 = arith.divsi %448, %c64_i64_347 : i64
            %451 = arith.addi %164, %449 : i64
            %452 = arith.addi %arg20, %450 : i64
            %cst_348 = arith.constant 0.000000e+00 : f64
            memref.store %cst_348, %alloca_127[] : memref<f64>
            %c45_i64_349 = arith.constant 45 : i64
            %453 = arith.cmpi slt, %451, %c45_i64_349 : i64
            %c21_i64_350 = arith.constant 21 : i64
            %454 = arith.cmpi slt, %452, %c21_i64_350 : i64
            %455 = arith.andi %453, %454 : i1
            scf.if %455 {
              %c21_i64_352 = arith.constant 21 : i64
              %461 = arith.muli %451, %c21_i64_352 : i64
              %462 = arith.addi %452, %461 : i64
              %463 = llvm.getelementptr %126[%462] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %464 = llvm.load %463 : !llvm.ptr<1> -> f64
              memref.store %464, %alloca_127[] : memref<f64>
            }
            %456 = memref.load %alloca_127[] : memref<f64>
            %457 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c20_i64_351 = arith.constant 20 : i64
            %458 = arith.muli %449, %c20_i64_351 : i64
            %459 = arith.addi %458, %450 : i64
            %460 = llvm.getelementptr %457[%459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %456, %460 : f64, !llvm.ptr<3>
          }
          %c0_i64_301 = arith.constant 0 : i64
          %c2_i64_302 = arith.constant 2 : i64
          %c1_i64_303 = arith.constant 1 : i64
          scf.for %arg21 = %c0_i64_301 to %c2_i64_302 step %c1_i64_303  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %447 = arith.muli %arg21, %c512_i64 : i64
            %448 = arith.addi %134, %447 : i64
            %c16_i64_346 = arith.constant 16 : i64
            %449 = arith.divsi %448, %c16_i64_346 : i64
            %c16_i64_347 = arith.constant 16 : i64
            %450 = arith.remsi %448, %c16_i64_347 : i64
            %451 = arith.addi %166, %449 : i64
            %452 = arith.addi %arg20, %450 : i64
            %cst_348 = arith.constant 0.000000e+00 : f64
            memref.store %cst_348, %alloca_128[] : memref<f64>
            %c37_i64_349 = arith.constant 37 : i64
            %453 = arith.cmpi slt, %451, %c37_i64_349 : i64
            %c21_i64_350 = arith.constant 21 : i64
            %454 = arith.cmpi slt, %452, %c21_i64_350 : i64
            %455 = arith.andi %453, %454 : i1
            scf.if %455 {
              %c21_i64_353 = arith.constant 21 : i64
              %462 = arith.muli %451, %c21_i64_353 : i64
              %463 = arith.addi %452, %462 : i64
              %464 = llvm.getelementptr %128[%463] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %465 = llvm.load %464 : !llvm.ptr<1> -> f64
              memref.store %465, %alloca_128[] : memref<f64>
            }
            %456 = memref.load %alloca_128[] : memref<f64>
            %457 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c10240_i64_351 = arith.constant 10240 : i64
            %458 = llvm.getelementptr %457[%c10240_i64_351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c20_i64_352 = arith.constant 20 : i64
            %459 = arith.muli %449, %c20_i64_352 : i64
            %460 = arith.addi %459, %450 : i64
            %461 = llvm.getelementptr %458[%460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %456, %461 : f64, !llvm.ptr<3>
          }
          gpu.barrier
          %243 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %244 = arith.addi %140, %137 : i64
          %c20_i64_304 = arith.constant 20 : i64
          %245 = arith.muli %244, %c20_i64_304 : i64
          %246 = arith.addi %245, %138 : i64
          %247 = llvm.getelementptr %243[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %248 = llvm.load %247 : !llvm.ptr<3> -> f64
          %249 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_305 = arith.constant 8 : i64
          %250 = arith.addi %140, %c8_i64_305 : i64
          %251 = arith.addi %250, %137 : i64
          %c20_i64_306 = arith.constant 20 : i64
          %252 = arith.muli %251, %c20_i64_306 : i64
          %253 = arith.addi %252, %138 : i64
          %254 = llvm.getelementptr %249[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %255 = llvm.load %254 : !llvm.ptr<3> -> f64
          %256 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %257 = llvm.getelementptr %256[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %258 = arith.addi %142, %137 : i64
          %c20_i64_307 = arith.constant 20 : i64
          %259 = arith.muli %258, %c20_i64_307 : i64
          %260 = arith.addi %259, %138 : i64
          %261 = llvm.getelementptr %257[%260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %262 = llvm.load %261 : !llvm.ptr<3> -> f64
          %263 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_308 = arith.constant 10240 : i64
          %264 = llvm.getelementptr %263[%c10240_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_309 = arith.constant 8 : i64
          %265 = arith.addi %142, %c8_i64_309 : i64
          %266 = arith.addi %265, %137 : i64
          %c20_i64_310 = arith.constant 20 : i64
          %267 = arith.muli %266, %c20_i64_310 : i64
          %268 = arith.addi %267, %138 : i64
          %269 = llvm.getelementptr %264[%268] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %270 = llvm.load %269 : !llvm.ptr<3> -> f64
          %271 = memref.load %alloca_119[] : memref<f64>
          %272 = memref.load %alloca_120[] : memref<f64>
          %273 = nvvm.mma.sync A[%248]  B[%262]  C[%271, %272]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %274 = llvm.extractvalue %273[0] : !llvm.struct<(f64, f64)> 
          memref.store %274, %alloca_119[] : memref<f64>
          %275 = llvm.extractvalue %273[1] : !llvm.struct<(f64, f64)> 
          memref.store %275, %alloca_120[] : memref<f64>
          %276 = memref.load %alloca_121[] : memref<f64>
          %277 = memref.load %alloca_122[] : memref<f64>
          %278 = nvvm.mma.sync A[%248]  B[%270]  C[%276, %277]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %279 = llvm.extractvalue %278[0] : !llvm.struct<(f64, f64)> 
          memref.store %279, %alloca_121[] : memref<f64>
          %280 = llvm.extractvalue %278[1] : !llvm.struct<(f64, f64)> 
          memref.store %280, %alloca_122[] : memref<f64>
          %281 = memref.load %alloca_123[] : memref<f64>
          %282 = memref.load %alloca_124[] : memref<f64>
          %283 = nvvm.mma.sync A[%255]  B[%262]  C[%281, %282]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %284 = llvm.extractvalue %283[0] : !llvm.struct<(f64, f64)> 
          memref.store %284, %alloca_123[] : memref<f64>
          %285 = llvm.extractvalue %283[1] : !llvm.struct<(f64, f64)> 
          memref.store %285, %alloca_124[] : memref<f64>
          %286 = memref.load %alloca_125[] : memref<f64>
          %287 = memref.load %alloca_126[] : memref<f64>
          %288 = nvvm.mma.sync A[%255]  B[%270]  C[%286, %287]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %289 = llvm.extractvalue %288[0] : !llvm.struct<(f64, f64)> 
          memref.store %289, %alloca_125[] : memref<f64>
          %290 = llvm.extractvalue %288[1] : !llvm.struct<(f64, f64)> 
          memref.store %290, %alloca_126[] : memref<f64>
          %291 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %292 = arith.addi %140, %137 : i64
          %c20_i64_311 = arith.constant 20 : i64
          %293 = arith.muli %292, %c20_i64_311 : i64
          %c4_i64_312 = arith.constant 4 : i64
          %294 = arith.addi %c4_i64_312, %138 : i64
          %295 = arith.addi %293, %294 : i64
          %296 = llvm.getelementptr %291[%295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %297 = llvm.load %296 : !llvm.ptr<3> -> f64
          %298 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_313 = arith.constant 8 : i64
          %299 = arith.addi %140, %c8_i64_313 : i64
          %300 = arith.addi %299, %137 : i64
          %c20_i64_314 = arith.constant 20 : i64
          %301 = arith.muli %300, %c20_i64_314 : i64
          %c4_i64_315 = arith.constant 4 : i64
          %302 = arith.addi %c4_i64_315, %138 : i64
          %303 = arith.addi %301, %302 : i64
          %304 = llvm.getelementptr %298[%303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %305 = llvm.load %304 : !llvm.ptr<3> -> f64
          %306 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_316 = arith.constant 10240 : i64
          %307 = llvm.getelementptr %306[%c10240_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %308 = arith.addi %142, %137 : i64
          %c20_i64_317 = arith.constant 20 : i64
          %309 = arith.muli %308, %c20_i64_317 : i64
          %c4_i64_318 = arith.constant 4 : i64
          %310 = arith.addi %c4_i64_318, %138 : i64
          %311 = arith.addi %309, %310 : i64
          %312 = llvm.getelementptr %307[%311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %313 = llvm.load %312 : !llvm.ptr<3> -> f64
          %314 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_319 = arith.constant 10240 : i64
          %315 = llvm.getelementptr %314[%c10240_i64_319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_320 = arith.constant 8 : i64
          %316 = arith.addi %142, %c8_i64_320 : i64
          %317 = arith.addi %316, %137 : i64
          %c20_i64_321 = arith.constant 20 : i64
          %318 = arith.muli %317, %c20_i64_321 : i64
          %c4_i64_322 = arith.constant 4 : i64
          %319 = arith.addi %c4_i64_322, %138 : i64
          %320 = arith.addi %318, %319 : i64
          %321 = llvm.getelementptr %315[%320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %322 = llvm.load %321 : !llvm.ptr<3> -> f64
          %323 = memref.load %alloca_119[] : memref<f64>
          %324 = memref.load %alloca_120[] : memref<f64>
          %325 = nvvm.mma.sync A[%297]  B[%313]  C[%323, %324]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %326 = llvm.extractvalue %325[0] : !llvm.struct<(f64, f64)> 
          memref.store %326, %alloca_119[] : memref<f64>
          %327 = llvm.extractvalue %325[1] : !llvm.struct<(f64, f64)> 
          memref.store %327, %alloca_120[] : memref<f64>
          %328 = memref.load %alloca_121[] : memref<f64>
          %329 = memref.load %alloca_122[] : memref<f64>
          %330 = nvvm.mma.sync A[%297]  B[%322]  C[%328, %329]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %331 = llvm.extractvalue %330[0] : !llvm.struct<(f64, f64)> 
          memref.store %331, %alloca_121[] : memref<f64>
          %332 = llvm.extractvalue %330[1] : !llvm.struct<(f64, f64)> 
          memref.store %332, %alloca_122[] : memref<f64>
          %333 = memref.load %alloca_123[] : memref<f64>
          %334 = memref.load %alloca_124[] : memref<f64>
          %335 = nvvm.mma.sync A[%305]  B[%313]  C[%333, %334]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %336 = llvm.extractvalue %335[0] : !llvm.struct<(f64, f64)> 
          memref.store %336, %alloca_123[] : memref<f64>
          %337 = llvm.extractvalue %335[1] : !llvm.struct<(f64, f64)> 
          memref.store %337, %alloca_124[] : memref<f64>
          %338 = memref.load %alloca_125[] : memref<f64>
          %339 = memref.load %alloca_126[] : memref<f64>
          %340 = nvvm.mma.sync A[%305]  B[%322]  C[%338, %339]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %341 = llvm.extractvalue %340[0] : !llvm.struct<(f64, f64)> 
          memref.store %341, %alloca_125[] : memref<f64>
          %342 = llvm.extractvalue %340[1] : !llvm.struct<(f64, f64)> 
          memref.store %342, %alloca_126[] : memref<f64>
          %343 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %344 = arith.addi %140, %137 : i64
          %c20_i64_323 = arith.constant 20 : i64
          %345 = arith.muli %344, %c20_i64_323 : i64
          %c8_i64_324 = arith.constant 8 : i64
          %346 = arith.addi %c8_i64_324, %138 : i64
          %347 = arith.addi %345, %346 : i64
          %348 = llvm.getelementptr %343[%347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %349 = llvm.load %348 : !llvm.ptr<3> -> f64
          %350 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_325 = arith.constant 8 : i64
          %351 = arith.addi %140, %c8_i64_325 : i64
          %352 = arith.addi %351, %137 : i64
          %c20_i64_326 = arith.constant 20 : i64
          %353 = arith.muli %352, %c20_i64_326 : i64
          %c8_i64_327 = arith.constant 8 : i64
          %354 = arith.addi %c8_i64_327, %138 : i64
          %355 = arith.addi %353, %354 : i64
          %356 = llvm.getelementptr %350[%355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %357 = llvm.load %356 : !llvm.ptr<3> -> f64
          %358 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_328 = arith.constant 10240 : i64
          %359 = llvm.getelementptr %358[%c10240_i64_328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %360 = arith.addi %142, %137 : i64
          %c20_i64_329 = arith.constant 20 : i64
          %361 = arith.muli %360, %c20_i64_329 : i64
          %c8_i64_330 = arith.constant 8 : i64
          %362 = arith.addi %c8_i64_330, %138 : i64
          %363 = arith.addi %361, %362 : i64
          %364 = llvm.getelementptr %359[%363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %365 = llvm.load %364 : !llvm.ptr<3> -> f64
          %366 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_331 = arith.constant 10240 : i64
          %367 = llvm.getelementptr %366[%c10240_i64_331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_332 = arith.constant 8 : i64
          %368 = arith.addi %142, %c8_i64_332 : i64
          %369 = arith.addi %368, %137 : i64
          %c20_i64_333 = arith.constant 20 : i64
          %370 = arith.muli %369, %c20_i64_333 : i64
          %c8_i64_334 = arith.constant 8 : i64
          %371 = arith.addi %c8_i64_334, %138 : i64
          %372 = arith.addi %370, %371 : i64
          %373 = llvm.getelementptr %367[%372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %374 = llvm.load %373 : !llvm.ptr<3> -> f64
          %375 = memref.load %alloca_119[] : memref<f64>
          %376 = memref.load %alloca_120[] : memref<f64>
          %377 = nvvm.mma.sync A[%349]  B[%365]  C[%375, %376]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %378 = llvm.extractvalue %377[0] : !llvm.struct<(f64, f64)> 
          memref.store %378, %alloca_119[] : memref<f64>
          %379 = llvm.extractvalue %377[1] : !llvm.struct<(f64, f64)> 
          memref.store %379, %alloca_120[] : memref<f64>
          %380 = memref.load %alloca_121[] : memref<f64>
          %381 = memref.load %alloca_122[] : memref<f64>
          %382 = nvvm.mma.sync A[%349]  B[%374]  C[%380, %381]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %383 = llvm.extractvalue %382[0] : !llvm.struct<(f64, f64)> 
          memref.store %383, %alloca_121[] : memref<f64>
          %384 = llvm.extractvalue %382[1] : !llvm.struct<(f64, f64)> 
          memref.store %384, %alloca_122[] : memref<f64>
          %385 = memref.load %alloca_123[] : memref<f64>
          %386 = memref.load %alloca_124[] : memref<f64>
          %387 = nvvm.mma.sync A[%357]  B[%365]  C[%385, %386]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %388 = llvm.extractvalue %387[0] : !llvm.struct<(f64, f64)> 
          memref.store %388, %alloca_123[] : memref<f64>
          %389 = llvm.extractvalue %387[1] : !llvm.struct<(f64, f64)> 
          memref.store %389, %alloca_124[] : memref<f64>
          %390 = memref.load %alloca_125[] : memref<f64>
          %391 = memref.load %alloca_126[] : memref<f64>
          %392 = nvvm.mma.sync A[%357]  B[%374]  C[%390, %391]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %393 = llvm.extractvalue %392[0] : !llvm.struct<(f64, f64)> 
          memref.store %393, %alloca_125[] : memref<f64>
          %394 = llvm.extractvalue %392[1] : !llvm.struct<(f64, f64)> 
          memref.store %394, %alloca_126[] : memref<f64>
          %395 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %396 = arith.addi %140, %137 : i64
          %c20_i64_335 = arith.constant 20 : i64
          %397 = arith.muli %396, %c20_i64_335 : i64
          %c12_i64 = arith.constant 12 : i64
          %398 = arith.addi %c12_i64, %138 : i64
          %399 = arith.addi %397, %398 : i64
          %400 = llvm.getelementptr %395[%399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %401 = llvm.load %400 : !llvm.ptr<3> -> f64
          %402 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_336 = arith.constant 8 : i64
          %403 = arith.addi %140, %c8_i64_336 : i64
          %404 = arith.addi %403, %137 : i64
          %c20_i64_337 = arith.constant 20 : i64
          %405 = arith.muli %404, %c20_i64_337 : i64
          %c12_i64_338 = arith.constant 12 : i64
          %406 = arith.addi %c12_i64_338, %138 : i64
          %407 = arith.addi %405, %406 : i64
          %408 = llvm.getelementptr %402[%407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %409 = llvm.load %408 : !llvm.ptr<3> -> f64
          %410 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_339 = arith.constant 10240 : i64
          %411 = llvm.getelementptr %410[%c10240_i64_339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %412 = arith.addi %142, %137 : i64
          %c20_i64_340 = arith.constant 20 : i64
          %413 = arith.muli %412, %c20_i64_340 : i64
          %c12_i64_341 = arith.constant 12 : i64
          %414 = arith.addi %c12_i64_341, %138 : i64
          %415 = arith.addi %413, %414 : i64
          %416 = llvm.getelementptr %411[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %417 = llvm.load %416 : !llvm.ptr<3> -> f64
          %418 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_342 = arith.constant 10240 : i64
          %419 = llvm.getelementptr %418[%c10240_i64_342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_343 = arith.constant 8 : i64
          %420 = arith.addi %142, %c8_i64_343 : i64
          %421 = arith.addi %420, %137 : i64
          %c20_i64_344 = arith.constant 20 : i64
          %422 = arith.muli %421, %c20_i64_344 : i64
          %c12_i64_345 = arith.constant 12 : i64
          %423 = arith.addi %c12_i64_345, %138 : i64
          %424 = arith.addi %422, %423 : i64
          %425 = llvm.getelementptr %419[%424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %426 = llvm.load %425 : !llvm.ptr<3> -> f64
          %427 = memref.load %alloca_119[] : memref<f64>
          %428 = memref.load %alloca_120[] : memref<f64>
          %429 = nvvm.mma.sync A[%401]  B[%417]  C[%427, %428]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %430 = llvm.extractvalue %429[0] : !llvm.struct<(f64, f64)> 
          memref.store %430, %alloca_119[] : memref<f64>
          %431 = llvm.extractvalue %429[1] : !llvm.struct<(f64, f64)> 
          memref.store %431, %alloca_120[] : memref<f64>
          %432 = memref.load %alloca_121[] : memref<f64>
          %433 = memref.load %alloca_122[] : memref<f64>
          %434 = nvvm.mma.sync A[%401]  B[%426]  C[%432, %433]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %435 = llvm.extractvalue %434[0] : !llvm.struct<(f64, f64)> 
          memref.store %435, %alloca_121[] : memref<f64>
          %436 = llvm.extractvalue %434[1] : !llvm.struct<(f64, f64)> 
          memref.store %436, %alloca_122[] : memref<f64>
          %437 = memref.load %alloca_123[] : memref<f64>
          %438 = memref.load %alloca_124[] : memref<f64>
          %439 = nvvm.mma.sync A[%409]  B[%417]  C[%437, %438]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %440 = llvm.extractvalue %439[0] : !llvm.struct<(f64, f64)> 
          memref.store %440, %alloca_123[] : memref<f64>
          %441 = llvm.extractvalue %439[1] : !llvm.struct<(f64, f64)> 
          memref.store %441, %alloca_124[] : memref<f64>
          %442 = memref.load %alloca_125[] : memref<f64>
          %443 = memref.load %alloca_126[] : memref<f64>
          %444 = nvvm.mma.sync A[%409]  B[%426]  C[%442, %443]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %445 = llvm.extractvalue %444[0] : !llvm.struct<(f64, f64)> 
          memref.store %445, %alloca_125[] : memref<f64>
          %446 = llvm.extractvalue %444[1] : !llvm.struct<(f64, f64)> 
          memref.store %446, %alloca_126[] : memref<f64>
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
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %243 = arith.muli %171, %c45_i64_299 : i64
          %244 = arith.addi %168, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_119[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_298, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %250 = arith.muli %171, %c45_i64_300 : i64
          %251 = arith.addi %168, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %175 = arith.addi %164, %140 : i64
        %176 = arith.addi %175, %137 : i64
        %177 = arith.addi %166, %142 : i64
        %c2_i64_265 = arith.constant 2 : i64
        %178 = arith.muli %138, %c2_i64_265 : i64
        %c1_i64_266 = arith.constant 1 : i64
        %179 = arith.addi %178, %c1_i64_266 : i64
        %180 = arith.addi %177, %179 : i64
        %c45_i64_267 = arith.constant 45 : i64
        %181 = arith.cmpi slt, %176, %c45_i64_267 : i64
        %c37_i64_268 = arith.constant 37 : i64
        %182 = arith.cmpi slt, %180, %c37_i64_268 : i64
        %183 = arith.andi %181, %182 : i1
        scf.if %183 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %243 = arith.muli %180, %c45_i64_299 : i64
          %244 = arith.addi %176, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_120[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_298, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %250 = arith.muli %180, %c45_i64_300 : i64
          %251 = arith.addi %176, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %184 = arith.addi %164, %140 : i64
        %185 = arith.addi %184, %137 : i64
        %186 = arith.addi %166, %142 : i64
        %c8_i64_269 = arith.constant 8 : i64
        %187 = arith.addi %186, %c8_i64_269 : i64
        %c2_i64_270 = arith.constant 2 : i64
        %188 = arith.muli %138, %c2_i64_270 : i64
        %189 = arith.addi %187, %188 : i64
        %c45_i64_271 = arith.constant 45 : i64
        %190 = arith.cmpi slt, %185, %c45_i64_271 : i64
        %c37_i64_272 = arith.constant 37 : i64
        %191 = arith.cmpi slt, %189, %c37_i64_272 : i64
        %192 = arith.andi %190, %191 : i1
        scf.if %192 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %243 = arith.muli %189, %c45_i64_299 : i64
          %244 = arith.addi %185, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_121[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_298, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %250 = arith.muli %189, %c45_i64_300 : i64
          %251 = arith.addi %185, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %193 = arith.addi %164, %140 : i64
        %194 = arith.addi %193, %137 : i64
        %195 = arith.addi %166, %142 : i64
        %c8_i64_273 = arith.constant 8 : i64
        %196 = arith.addi %195, %c8_i64_273 : i64
        %c2_i64_274 = arith.constant 2 : i64
        %197 = arith.muli %138, %c2_i64_274 : i64
        %c1_i64_275 = arith.constant 1 : i64
        %198 = arith.addi %197, %c1_i64_275 : i64
        %199 = arith.addi %196, %198 : i64
        %c45_i64_276 = arith.constant 45 : i64
        %200 = arith.cmpi slt, %194, %c45_i64_276 : i64
        %c37_i64_277 = arith.constant 37 : i64
        %201 = arith.cmpi slt, %199, %c37_i64_277 : i64
        %202 = arith.andi %200, %201 : i1
        scf.if %202 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %243 = arith.muli %199, %c45_i64_299 : i64
          %244 = arith.addi %194, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_122[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_298, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %250 = arith.muli %199, %c45_i64_300 : i64
          %251 = arith.addi %194, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %203 = arith.addi %164, %140 : i64
        %c8_i64_278 = arith.constant 8 : i64
        %204 = arith.addi %203, %c8_i64_278 : i64
        %205 = arith.addi %204, %137 : i64
        %206 = arith.addi %166, %142 : i64
        %c2_i64_279 = arith.constant 2 : i64
        %207 = arith.muli %138, %c2_i64_279 : i64
        %208 = arith.addi %206, %207 : i64
        %c45_i64_280 = arith.constant 45 : i64
        %209 = arith.cmpi slt, %205, %c45_i64_280 : i64
        %c37_i64_281 = arith.constant 37 : i64
        %210 = arith.cmpi slt, %208, %c37_i64_281 : i64
        %211 = arith.andi %209, %210 : i1
        scf.if %211 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %243 = arith.muli %208, %c45_i64_299 : i64
          %244 = arith.addi %205, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_123[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_298, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %250 = arith.muli %208, %c45_i64_300 : i64
          %251 = arith.addi %205, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %212 = arith.addi %164, %140 : i64
        %c8_i64_282 = arith.constant 8 : i64
        %213 = arith.addi %212, %c8_i64_282 : i64
        %214 = arith.addi %213, %137 : i64
        %215 = arith.addi %166, %142 : i64
        %c2_i64_283 = arith.constant 2 : i64
        %216 = arith.muli %138, %c2_i64_283 : i64
        %c1_i64_284 = arith.constant 1 : i64
        %217 = arith.addi %216, %c1_i64_284 : i64
        %218 = arith.addi %215, %217 : i64
        %c45_i64_285 = arith.constant 45 : i64
        %219 = arith.cmpi slt, %214, %c45_i64_285 : i64
        %c37_i64_286 = arith.constant 37 : i64
        %220 = arith.cmpi slt, %218, %c37_i64_286 : i64
        %221 = arith.andi %219, %220 : i1
        scf.if %221 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %243 = arith.muli %218, %c45_i64_299 : i64
          %244 = arith.addi %214, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_124[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_298, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %250 = arith.muli %218, %c45_i64_300 : i64
          %251 = arith.addi %214, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %222 = arith.addi %164, %140 : i64
        %c8_i64_287 = arith.constant 8 : i64
        %223 = arith.addi %222, %c8_i64_287 : i64
        %224 = arith.addi %223, %137 : i64
        %225 = arith.addi %166, %142 : i64
        %c8_i64_288 = arith.constant 8 : i64
        %226 = arith.addi %225, %c8_i64_288 : i64
        %c2_i64_289 = arith.constant 2 : i64
        %227 = arith.muli %138, %c2_i64_289 : i64
        %228 = arith.addi %226, %227 : i64
        %c45_i64_290 = arith.constant 45 : i64
        %229 = arith.cmpi slt, %224, %c45_i64_290 : i64
        %c37_i64_291 = arith.constant 37 : i64
        %230 = arith.cmpi slt, %228, %c37_i64_291 : i64
        %231 = arith.andi %229, %230 : i1
        scf.if %231 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %243 = arith.muli %228, %c45_i64_299 : i64
          %244 = arith.addi %224, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_125[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_298, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %250 = arith.muli %228, %c45_i64_300 : i64
          %251 = arith.addi %224, %250 : i64
          %252 = llvm.getelementptr %130[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %249, %252 : f64, !llvm.ptr<1>
        }
        %232 = arith.addi %164, %140 : i64
        %c8_i64_292 = arith.constant 8 : i64
        %233 = arith.addi %232, %c8_i64_292 : i64
        %234 = arith.addi %233, %137 : i64
        %235 = arith.addi %166, %142 : i64
        %c8_i64_293 = arith.constant 8 : i64
        %236 = arith.addi %235, %c8_i64_293 : i64
        %c2_i64_294 = arith.constant 2 : i64
        %237 = arith.muli %138, %c2_i64_294 : i64
        %c1_i64_295 = arith.constant 1 : i64
        %238 = arith.addi %237, %c1_i64_295 : i64
        %239 = arith.addi %236, %238 : i64
        %c45_i64_296 = arith.constant 45 : i64
        %240 = arith.cmpi slt, %234, %c45_i64_296 : i64
        %c37_i64_297 = arith.constant 37 : i64
        %241 = arith.cmpi slt, %239, %c37_i64_297 : i64
        %242 = arith.andi %240, %241 : i1
        scf.if %242 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %243 = arith.muli %239, %c45_i64_299 : i64
          %244 = arith.addi %234, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = memref.load %alloca_126[] : memref<f64>
          %248 = arith.mulf %arg0, %247 : f64
          %249 = llvm.intr.fma(%cst_298, %246, %248) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %250 = arith.muli %239, %c45_i64_300 : i64
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
      %thread_id_x_236 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_236 : index to i64
      %c64_i64_237 = arith.constant 64 : i64
      %thread_id_y_238 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_238 : index to i64
      %151 = arith.muli %c64_i64_237, %150 : i64
      %152 = arith.addi %149, %151 : i64
      %c32_i64_239 = arith.constant 32 : i64
      %153 = arith.divsi %152, %c32_i64_239 : i64
      %c32_i64_240 = arith.constant 32 : i64
      %154 = arith.remsi %152, %c32_i64_240 : i64
      %c4_i64_241 = arith.constant 4 : i64
      %155 = arith.divsi %154, %c4_i64_241 : i64
      %c4_i64_242 = arith.constant 4 : i64
      %156 = arith.remsi %154, %c4_i64_242 : i64
      %c8_i64_243 = arith.constant 8 : i64
      %157 = arith.remsi %154, %c8_i64_243 : i64
      %c8_i64_244 = arith.constant 8 : i64
      %158 = arith.divsi %154, %c8_i64_244 : i64
      %c4_i64_245 = arith.constant 4 : i64
      %159 = arith.remsi %153, %c4_i64_245 : i64
      %c32_i64_246 = arith.constant 32 : i64
      %160 = arith.muli %159, %c32_i64_246 : i64
      %c4_i64_247 = arith.constant 4 : i64
      %161 = arith.divsi %153, %c4_i64_247 : i64
      %c16_i64_248 = arith.constant 16 : i64
      %162 = arith.muli %161, %c16_i64_248 : i64
      %c0_i64_249 = arith.constant 0 : i64
      %c1_i64_250 = arith.constant 1 : i64
      %c1_i64_251 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_249 to %c1_i64_250 step %c1_i64_251  : i64 {
        %c1_i64_252 = arith.constant 1 : i64
        %163 = arith.remsi %arg19, %c1_i64_252 : i64
        %c128_i64_253 = arith.constant 128 : i64
        %164 = arith.muli %163, %c128_i64_253 : i64
        %c1_i64_254 = arith.constant 1 : i64
        %165 = arith.divsi %arg19, %c1_i64_254 : i64
        %c64_i64_255 = arith.constant 64 : i64
        %166 = arith.muli %165, %c64_i64_255 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_129[] : memref<f32>
        %cst_256 = arith.constant 0.000000e+00 : f32
        memref.store %cst_256, %alloca_130[] : memref<f32>
        %cst_257 = arith.constant 0.000000e+00 : f32
        memref.store %cst_257, %alloca_131[] : memref<f32>
        %cst_258 = arith.constant 0.000000e+00 : f32
        memref.store %cst_258, %alloca_132[] : memref<f32>
        %cst_259 = arith.constant 0.000000e+00 : f32
        memref.store %cst_259, %alloca_133[] : memref<f32>
        %cst_260 = arith.constant 0.000000e+00 : f32
        memref.store %cst_260, %alloca_134[] : memref<f32>
        %cst_261 = arith.constant 0.000000e+00 : f32
        memref.store %cst_261, %alloca_135[] : memref<f32>
        %cst_262 = arith.constant 0.000000e+00 : f32
        memref.store %cst_262, %alloca_136[] : memref<f32>
        %cst_263 = arith.constant 0.000000e+00 : f32
        memref.store %cst_263, %alloca_137[] : memref<f32>
        %cst_264 = arith.constant 0.000000e+00 : f32
        memref.store %cst_264, %alloca_138[] : memref<f32>
        %cst_265 = arith.constant 0.000000e+00 : f32
        memref.store %cst_265, %alloca_139[] : memref<f32>
        %cst_266 = arith.constant 0.000000e+00 : f32
        memref.store %cst_266, %alloca_140[] : memref<f32>
        %cst_267 = arith.constant 0.000000e+00 : f32
        memref.store %cst_267, %alloca_141[] : memref<f32>
        %cst_268 = arith.constant 0.000000e+00 : f32
        memref.store %cst_268, %alloca_142[] : memref<f32>
        %cst_269 = arith.constant 0.000000e+00 : f32
        memref.store %cst_269, %alloca_143[] : memref<f32>
        %cst_270 = arith.constant 0.000000e+00 : f32
        memref.store %cst_270, %alloca_144[] : memref<f32>
        %c0_i64_271 = arith.constant 0 : i64
        %c37_i64 = arith.constant 37 : i64
        %c32_i64_272 = arith.constant 32 : i64
        scf.for %arg20 = %c0_i64_271 to %c37_i64 step %c32_i64_272  : i64 {
          gpu.barrier
          %c0_i64_350 = arith.constant 0 : i64
          %c8_i64_351 = arith.constant 8 : i64
          %c1_i64_352 = arith.constant 1 : i64
          scf.for %arg21 = %c0_i64_350 to %c8_i64_351 step %c1_i64_352  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %827 = arith.muli %arg21, %c512_i64 : i64
            %828 = arith.addi %152, %827 : i64
            %c128_i64_544 = arith.constant 128 : i64
            %829 = arith.remsi %828, %c128_i64_544 : i64
            %c128_i64_545 = arith.constant 128 : i64
            %830 = arith.divsi %828, %c128_i64_545 : i64
            %831 = arith.addi %164, %829 : i64
            %832 = arith.addi %arg20, %830 : i64
            %cst_546 = arith.constant 0.000000e+00 : f16
            memref.store %cst_546, %alloca_145[] : memref<f16>
            %c70_i64_547 = arith.constant 70 : i64
            %833 = arith.cmpi slt, %831, %c70_i64_547 : i64
            %c37_i64_548 = arith.constant 37 : i64
            %834 = arith.cmpi slt, %832, %c37_i64_548 : i64
            %835 = arith.andi %833, %834 : i1
            scf.if %835 {
              %c37_i64_551 = arith.constant 37 : i64
              %842 = arith.muli %831, %c37_i64_551 : i64
              %843 = arith.addi %832, %842 : i64
              %844 = llvm.getelementptr %144[%843] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %845 = llvm.load %844 : !llvm.ptr<1> -> f16
              memref.store %845, %alloca_145[] : memref<f16>
            }
            %836 = memref.load %alloca_145[] : memref<f16>
            %837 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c20480_i64_549 = arith.constant 20480 : i64
            %838 = llvm.getelementptr %837[%c20480_i64_549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c40_i64_550 = arith.constant 40 : i64
            %839 = arith.muli %829, %c40_i64_550 : i64
            %840 = arith.addi %839, %830 : i64
            %841 = llvm.getelementptr %838[%840] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
            llvm.store %836, %841 : f16, !llvm.ptr<3>
          }
          %c0_i64_353 = arith.constant 0 : i64
          %c4_i64_354 = arith.constant 4 : i64
          %c1_i64_355 = arith.constant 1 : i64
          scf.for %arg21 = %c0_i64_353 to %c4_i64_354 step %c1_i64_355  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %827 = arith.muli %arg21, %c512_i64 : i64
            %828 = arith.addi %152, %827 : i64
            %c32_i64_544 = arith.constant 32 : i64
            %829 = arith.divsi %828, %c32_i64_544 : i64
            %c32_i64_545 = arith.constant 32 : i64
            %830 = arith.remsi %828, %c32_i64_545 : i64
            %831 = arith.addi %166, %829 : i64
            %832 = arith.addi %arg20, %830 : i64
            %cst_546 = arith.constant 0.000000e+00 : f16
            memref.store %cst_546, %alloca_146[] : memref<f16>
            %c40_i64_547 = arith.constant 40 : i64
            %833 = arith.cmpi slt, %831, %c40_i64_547 : i64
            %c37_i64_548 = arith.constant 37 : i64
            %834 = arith.cmpi slt, %832, %c37_i64_548 : i64
            %835 = arith.andi %833, %834 : i1
            scf.if %835 {
              %c40_i64_551 = arith.constant 40 : i64
              %842 = arith.muli %832, %c40_i64_551 : i64
              %843 = arith.addi %831, %842 : i64
              %844 = llvm.getelementptr %146[%843] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %845 = llvm.load %844 : !llvm.ptr<1> -> f16
              memref.store %845, %alloca_146[] : memref<f16>
            }
            %836 = memref.load %alloca_146[] : memref<f16>
            %837 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c30720_i64_549 = arith.constant 30720 : i64
            %838 = llvm.getelementptr %837[%c30720_i64_549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c40_i64_550 = arith.constant 40 : i64
            %839 = arith.muli %829, %c40_i64_550 : i64
            %840 = arith.addi %839, %830 : i64
            %841 = llvm.getelementptr %838[%840] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
            llvm.store %836, %841 : f16, !llvm.ptr<3>
          }
          gpu.barrier
          %c2_i64_356 = arith.constant 2 : i64
          %327 = arith.remsi %158, %c2_i64_356 : i64
          %c8_i64_357 = arith.constant 8 : i64
          %328 = arith.muli %327, %c8_i64_357 : i64
          %329 = arith.addi %157, %328 : i64
          %330 = arith.addi %160, %329 : i64
          %c40_i64_358 = arith.constant 40 : i64
          %331 = arith.muli %330, %c40_i64_358 : i64
          %c2_i64_359 = arith.constant 2 : i64
          %332 = arith.divsi %158, %c2_i64_359 : i64
          %c8_i64_360 = arith.constant 8 : i64
          %333 = arith.muli %332, %c8_i64_360 : i64
          %334 = arith.addi %331, %333 : i64
          %335 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %336 = llvm.getelementptr %335[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %337 = llvm.getelementptr %336[%334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %338 = nvvm.ldmatrix %337 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %339 = llvm.extractvalue %338[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %340 = llvm.bitcast %339 : i32 to vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %341 = llvm.extractelement %340[%c0_i32 : i32] : vector<2xf16>
          memref.store %341, %alloca_147[] : memref<f16>
          %c1_i32 = arith.constant 1 : i32
          %342 = llvm.extractelement %340[%c1_i32 : i32] : vector<2xf16>
          memref.store %342, %alloca_148[] : memref<f16>
          %343 = llvm.extractvalue %338[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %344 = llvm.bitcast %343 : i32 to vector<2xf16>
          %c0_i32_361 = arith.constant 0 : i32
          %345 = llvm.extractelement %344[%c0_i32_361 : i32] : vector<2xf16>
          memref.store %345, %alloca_149[] : memref<f16>
          %c1_i32_362 = arith.constant 1 : i32
          %346 = llvm.extractelement %344[%c1_i32_362 : i32] : vector<2xf16>
          memref.store %346, %alloca_150[] : memref<f16>
          %347 = llvm.extractvalue %338[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %348 = llvm.bitcast %347 : i32 to vector<2xf16>
          %c0_i32_363 = arith.constant 0 : i32
          %349 = llvm.extractelement %348[%c0_i32_363 : i32] : vector<2xf16>
          memref.store %349, %alloca_151[] : memref<f16>
          %c1_i32_364 = arith.constant 1 : i32
          %350 = llvm.extractelement %348[%c1_i32_364 : i32] : vector<2xf16>
          memref.store %350, %alloca_152[] : memref<f16>
          %351 = llvm.extractvalue %338[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %352 = llvm.bitcast %351 : i32 to vector<2xf16>
          %c0_i32_365 = arith.constant 0 : i32
          %353 = llvm.extractelement %352[%c0_i32_365 : i32] : vector<2xf16>
          memref.store %353, %alloca_153[] : memref<f16>
          %c1_i32_366 = arith.constant 1 : i32
          %354 = llvm.extractelement %352[%c1_i32_366 : i32] : vector<2xf16>
          memref.store %354, %alloca_154[] : memref<f16>
          %c16_i64_367 = arith.constant 16 : i64
          %355 = arith.addi %160, %c16_i64_367 : i64
          %c2_i64_368 = arith.constant 2 : i64
          %356 = arith.remsi %158, %c2_i64_368 : i64
          %c8_i64_369 = arith.constant 8 : i64
          %357 = arith.muli %356, %c8_i64_369 : i64
          %358 = arith.addi %157, %357 : i64
          %359 = arith.addi %355, %358 : i64
          %c40_i64_370 = arith.constant 40 : i64
          %360 = arith.muli %359, %c40_i64_370 : i64
          %c2_i64_371 = arith.constant 2 : i64
          %361 = arith.divsi %158, %c2_i64_371 : i64
          %c8_i64_372 = arith.constant 8 : i64
          %362 = arith.muli %361, %c8_i64_372 : i64
          %363 = arith.addi %360, %362 : i64
          %364 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_373 = arith.constant 20480 : i64
          %365 = llvm.getelementptr %364[%c20480_i64_373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %366 = llvm.getelementptr %365[%363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %367 = nvvm.ldmatrix %366 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %368 = llvm.extractvalue %367[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %369 = llvm.bitcast %368 : i32 to vector<2xf16>
          %c0_i32_374 = arith.constant 0 : i32
          %370 = llvm.extractelement %369[%c0_i32_374 : i32] : vector<2xf16>
          memref.store %370, %alloca_155[] : memref<f16>
          %c1_i32_375 = arith.constant 1 : i32
          %371 = llvm.extractelement %369[%c1_i32_375 : i32] : vector<2xf16>
          memref.store %371, %alloca_156[] : memref<f16>
          %372 = llvm.extractvalue %367[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %373 = llvm.bitcast %372 : i32 to vector<2xf16>
          %c0_i32_376 = arith.constant 0 : i32
          %374 = llvm.extractelement %373[%c0_i32_376 : i32] : vector<2xf16>
          memref.store %374, %alloca_157[] : memref<f16>
          %c1_i32_377 = arith.constant 1 : i32
          %375 = llvm.extractelement %373[%c1_i32_377 : i32] : vector<2xf16>
          memref.store %375, %alloca_158[] : memref<f16>
          %376 = llvm.extractvalue %367[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %377 = llvm.bitcast %376 : i32 to vector<2xf16>
          %c0_i32_378 = arith.constant 0 : i32
          %378 = llvm.extractelement %377[%c0_i32_378 : i32] : vector<2xf16>
          memref.store %378, %alloca_159[] : memref<f16>
          %c1_i32_379 = arith.constant 1 : i32
          %379 = llvm.extractelement %377[%c1_i32_379 : i32] : vector<2xf16>
          memref.store %379, %alloca_160[] : memref<f16>
          %380 = llvm.extractvalue %367[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %381 = llvm.bitcast %380 : i32 to vector<2xf16>
          %c0_i32_380 = arith.constant 0 : i32
          %382 = llvm.extractelement %381[%c0_i32_380 : i32] : vector<2xf16>
          memref.store %382, %alloca_161[] : memref<f16>
          %c1_i32_381 = arith.constant 1 : i32
          %383 = llvm.extractelement %381[%c1_i32_381 : i32] : vector<2xf16>
          memref.store %383, %alloca_162[] : memref<f16>
          %384 = arith.addi %162, %157 : i64
          %c40_i64_382 = arith.constant 40 : i64
          %385 = arith.muli %384, %c40_i64_382 : i64
          %c2_i64_383 = arith.constant 2 : i64
          %386 = arith.remsi %158, %c2_i64_383 : i64
          %c8_i64_384 = arith.constant 8 : i64
          %387 = arith.muli %386, %c8_i64_384 : i64
          %388 = arith.addi %385, %387 : i64
          %389 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64 = arith.constant 30720 : i64
          %390 = llvm.getelementptr %389[%c30720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %391 = llvm.getelementptr %390[%388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %392 = nvvm.ldmatrix %391 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %393 = llvm.extractvalue %392[0] : !llvm.struct<(i32, i32)> 
          %394 = llvm.bitcast %393 : i32 to vector<2xf16>
          %c0_i32_385 = arith.constant 0 : i32
          %395 = llvm.extractelement %394[%c0_i32_385 : i32] : vector<2xf16>
          memref.store %395, %alloca_163[] : memref<f16>
          %c1_i32_386 = arith.constant 1 : i32
          %396 = llvm.extractelement %394[%c1_i32_386 : i32] : vector<2xf16>
          memref.store %396, %alloca_164[] : memref<f16>
          %397 = llvm.extractvalue %392[1] : !llvm.struct<(i32, i32)> 
          %398 = llvm.bitcast %397 : i32 to vector<2xf16>
          %c0_i32_387 = arith.constant 0 : i32
          %399 = llvm.extractelement %398[%c0_i32_387 : i32] : vector<2xf16>
          memref.store %399, %alloca_165[] : memref<f16>
          %c1_i32_388 = arith.constant 1 : i32
          %400 = llvm.extractelement %398[%c1_i32_388 : i32] : vector<2xf16>
          memref.store %400, %alloca_166[] : memref<f16>
          %c8_i64_389 = arith.constant 8 : i64
          %401 = arith.addi %162, %c8_i64_389 : i64
          %402 = arith.addi %401, %157 : i64
          %c40_i64_390 = arith.constant 40 : i64
          %403 = arith.muli %402, %c40_i64_390 : i64
          %c2_i64_391 = arith.constant 2 : i64
          %404 = arith.remsi %158, %c2_i64_391 : i64
          %c8_i64_392 = arith.constant 8 : i64
          %405 = arith.muli %404, %c8_i64_392 : i64
          %406 = arith.addi %403, %405 : i64
          %407 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_393 = arith.constant 30720 : i64
          %408 = llvm.getelementptr %407[%c30720_i64_393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %409 = llvm.getelementptr %408[%406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %410 = nvvm.ldmatrix %409 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %411 = llvm.extractvalue %410[0] : !llvm.struct<(i32, i32)> 
          %412 = llvm.bitcast %411 : i32 to vector<2xf16>
          %c0_i32_394 = arith.constant 0 : i32
          %413 = llvm.extractelement %412[%c0_i32_394 : i32] : vector<2xf16>
          memref.store %413, %alloca_167[] : memref<f16>
          %c1_i32_395 = arith.constant 1 : i32
          %414 = llvm.extractelement %412[%c1_i32_395 : i32] : vector<2xf16>
          memref.store %414, %alloca_168[] : memref<f16>
          %415 = llvm.extractvalue %410[1] : !llvm.struct<(i32, i32)> 
          %416 = llvm.bitcast %415 : i32 to vector<2xf16>
          %c0_i32_396 = arith.constant 0 : i32
          %417 = llvm.extractelement %416[%c0_i32_396 : i32] : vector<2xf16>
          memref.store %417, %alloca_169[] : memref<f16>
          %c1_i32_397 = arith.constant 1 : i32
          %418 = llvm.extractelement %416[%c1_i32_397 : i32] : vector<2xf16>
          memref.store %418, %alloca_170[] : memref<f16>
          %419 = memref.load %alloca_147[] : memref<f16>
          %420 = memref.load %alloca_148[] : memref<f16>
          %421 = memref.load %alloca_149[] : memref<f16>
          %422 = memref.load %alloca_150[] : memref<f16>
          %423 = memref.load %alloca_151[] : memref<f16>
          %424 = memref.load %alloca_152[] : memref<f16>
          %425 = memref.load %alloca_153[] : memref<f16>
          %426 = memref.load %alloca_154[] : memref<f16>
          %427 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_398 = arith.constant 0 : i32
          %428 = llvm.insertelement %419, %427[%c0_i32_398 : i32] : vector<2xf16>
          %c1_i32_399 = arith.constant 1 : i32
          %429 = llvm.insertelement %420, %428[%c1_i32_399 : i32] : vector<2xf16>
          %430 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_400 = arith.constant 0 : i32
          %431 = llvm.insertelement %421, %430[%c0_i32_400 : i32] : vector<2xf16>
          %c1_i32_401 = arith.constant 1 : i32
          %432 = llvm.insertelement %422, %431[%c1_i32_401 : i32] : vector<2xf16>
          %433 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_402 = arith.constant 0 : i32
          %434 = llvm.insertelement %423, %433[%c0_i32_402 : i32] : vector<2xf16>
          %c1_i32_403 = arith.constant 1 : i32
          %435 = llvm.insertelement %424, %434[%c1_i32_403 : i32] : vector<2xf16>
          %436 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_404 = arith.constant 0 : i32
          %437 = llvm.insertelement %425, %436[%c0_i32_404 : i32] : vector<2xf16>
          %c1_i32_405 = arith.constant 1 : i32
          %438 = llvm.insertelement %426, %437[%c1_i32_405 : i32] : vector<2xf16>
          %439 = memref.load %alloca_163[] : memref<f16>
          %440 = memref.load %alloca_164[] : memref<f16>
          %441 = memref.load %alloca_165[] : memref<f16>
          %442 = memref.load %alloca_166[] : memref<f16>
          %443 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_406 = arith.constant 0 : i32
          %444 = llvm.insertelement %439, %443[%c0_i32_406 : i32] : vector<2xf16>
          %c1_i32_407 = arith.constant 1 : i32
          %445 = llvm.insertelement %440, %444[%c1_i32_407 : i32] : vector<2xf16>
          %446 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_408 = arith.constant 0 : i32
          %447 = llvm.insertelement %441, %446[%c0_i32_408 : i32] : vector<2xf16>
          %c1_i32_409 = arith.constant 1 : i32
          %448 = llvm.insertelement %442, %447[%c1_i32_409 : i32] : vector<2xf16>
          %449 = memref.load %alloca_129[] : memref<f32>
          %450 = memref.load %alloca_130[] : memref<f32>
          %451 = memref.load %alloca_131[] : memref<f32>
          %452 = memref.load %alloca_132[] : memref<f32>
          %453 = nvvm.mma.sync A[%429, %432, %435, %438]  B[%445, %448]  C[%449, %450, %451, %452]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %454 = llvm.extractvalue %453[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %454, %alloca_129[] : memref<f32>
          %455 = llvm.extractvalue %453[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %455, %alloca_130[] : memref<f32>
          %456 = llvm.extractvalue %453[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %456, %alloca_131[] : memref<f32>
          %457 = llvm.extractvalue %453[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %457, %alloca_132[] : memref<f32>
          %458 = memref.load %alloca_147[] : memref<f16>
          %459 = memref.load %alloca_148[] : memref<f16>
          %460 = memref.load %alloca_149[] : memref<f16>
          %461 = memref.load %alloca_150[] : memref<f16>
          %462 = memref.load %alloca_151[] : memref<f16>
          %463 = memref.load %alloca_152[] : memref<f16>
          %464 = memref.load %alloca_153[] : memref<f16>
          %465 = memref.load %alloca_154[] : memref<f16>
          %466 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_410 = arith.constant 0 : i32
          %467 = llvm.insertelement %458, %466[%c0_i32_410 : i32] : vector<2xf16>
          %c1_i32_411 = arith.constant 1 : i32
          %468 = llvm.insertelement %459, %467[%c1_i32_411 : i32] : vector<2xf16>
          %469 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_412 = arith.constant 0 : i32
          %470 = llvm.insertelement %460, %469[%c0_i32_412 : i32] : vector<2xf16>
          %c1_i32_413 = arith.constant 1 : i32
          %471 = llvm.insertelement %461, %470[%c1_i32_413 : i32] : vector<2xf16>
          %472 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_414 = arith.constant 0 : i32
          %473 = llvm.insertelement %462, %472[%c0_i32_414 : i32] : vector<2xf16>
          %c1_i32_415 = arith.constant 1 : i32
          %474 = llvm.insertelement %463, %473[%c1_i32_415 : i32] : vector<2xf16>
          %475 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_416 = arith.constant 0 : i32
          %476 = llvm.insertelement %464, %475[%c0_i32_416 : i32] : vector<2xf16>
          %c1_i32_417 = arith.constant 1 : i32
          %477 = llvm.insertelement %465, %476[%c1_i32_417 : i32] : vector<2xf16>
          %478 = memref.load %alloca_167[] : memref<f16>
          %479 = memref.load %alloca_168[] : memref<f16>
          %480 = memref.load %alloca_169[] : memref<f16>
          %481 = memref.load %alloca_170[] : memref<f16>
          %482 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_418 = arith.constant 0 : i32
          %483 = llvm.insertelement %478, %482[%c0_i32_418 : i32] : vector<2xf16>
          %c1_i32_419 = arith.constant 1 : i32
          %484 = llvm.insertelement %479, %483[%c1_i32_419 : i32] : vector<2xf16>
          %485 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_420 = arith.constant 0 : i32
          %486 = llvm.insertelement %480, %485[%c0_i32_420 : i32] : vector<2xf16>
          %c1_i32_421 = arith.constant 1 : i32
          %487 = llvm.insertelement %481, %486[%c1_i32_421 : i32] : vector<2xf16>
          %488 = memref.load %alloca_133[] : memref<f32>
          %489 = memref.load %alloca_134[] : memref<f32>
          %490 = memref.load %alloca_135[] : memref<f32>
          %491 = memref.load %alloca_136[] : memref<f32>
          %492 = nvvm.mma.sync A[%468, %471, %474, %477]  B[%484, %487]  C[%488, %489, %490, %491]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %493 = llvm.extractvalue %492[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %493, %alloca_133[] : memref<f32>
          %494 = llvm.extractvalue %492[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %494, %alloca_134[] : memref<f32>
          %495 = llvm.extractvalue %492[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %495, %alloca_135[] : memref<f32>
          %496 = llvm.extractvalue %492[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %496, %alloca_136[] : memref<f32>
          %497 = memref.load %alloca_155[] : memref<f16>
          %498 = memref.load %alloca_156[] : memref<f16>
          %499 = memref.load %alloca_157[] : memref<f16>
          %500 = memref.load %alloca_158[] : memref<f16>
          %501 = memref.load %alloca_159[] : memref<f16>
          %502 = memref.load %alloca_160[] : memref<f16>
          %503 = memref.load %alloca_161[] : memref<f16>
          %504 = memref.load %alloca_162[] : memref<f16>
          %505 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_422 = arith.constant 0 : i32
          %506 = llvm.insertelement %497, %505[%c0_i32_422 : i32] : vector<2xf16>
          %c1_i32_423 = arith.constant 1 : i32
          %507 = llvm.insertelement %498, %506[%c1_i32_423 : i32] : vector<2xf16>
          %508 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_424 = arith.constant 0 : i32
          %509 = llvm.insertelement %499, %508[%c0_i32_424 : i32] : vector<2xf16>
          %c1_i32_425 = arith.constant 1 : i32
          %510 = llvm.insertelement %500, %509[%c1_i32_425 : i32] : vector<2xf16>
          %511 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_426 = arith.constant 0 : i32
          %512 = llvm.insertelement %501, %511[%c0_i32_426 : i32] : vector<2xf16>
          %c1_i32_427 = arith.constant 1 : i32
          %513 = llvm.insertelement %502, %512[%c1_i32_427 : i32] : vector<2xf16>
          %514 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_428 = arith.constant 0 : i32
          %515 = llvm.insertelement %503, %514[%c0_i32_428 : i32] : vector<2xf16>
          %c1_i32_429 = arith.constant 1 : i32
          %516 = llvm.insertelement %504, %515[%c1_i32_429 : i32] : vector<2xf16>
          %517 = memref.load %alloca_163[] : memref<f16>
          %518 = memref.load %alloca_164[] : memref<f16>
          %519 = memref.load %alloca_165[] : memref<f16>
          %520 = memref.load %alloca_166[] : memref<f16>
          %521 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_430 = arith.constant 0 : i32
          %522 = llvm.insertelement %517, %521[%c0_i32_430 : i32] : vector<2xf16>
          %c1_i32_431 = arith.constant 1 : i32
          %523 = llvm.insertelement %518, %522[%c1_i32_431 : i32] : vector<2xf16>
          %524 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_432 = arith.constant 0 : i32
          %525 = llvm.insertelement %519, %524[%c0_i32_432 : i32] : vector<2xf16>
          %c1_i32_433 = arith.constant 1 : i32
          %526 = llvm.insertelement %520, %525[%c1_i32_433 : i32] : vector<2xf16>
          %527 = memref.load %alloca_137[] : memref<f32>
          %528 = memref.load %alloca_138[] : memref<f32>
          %529 = memref.load %alloca_139[] : memref<f32>
          %530 = memref.load %alloca_140[] : memref<f32>
          %531 = nvvm.mma.sync A[%507, %510, %513, %516]  B[%523, %526]  C[%527, %528, %529, %530]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %532 = llvm.extractvalue %531[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %532, %alloca_137[] : memref<f32>
          %533 = llvm.extractvalue %531[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %533, %alloca_138[] : memref<f32>
          %534 = llvm.extractvalue %531[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %534, %alloca_139[] : memref<f32>
          %535 = llvm.extractvalue %531[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %535, %alloca_140[] : memref<f32>
          %536 = memref.load %alloca_155[] : memref<f16>
          %537 = memref.load %alloca_156[] : memref<f16>
          %538 = memref.load %alloca_157[] : memref<f16>
          %539 = memref.load %alloca_158[] : memref<f16>
          %540 = memref.load %alloca_159[] : memref<f16>
          %541 = memref.load %alloca_160[] : memref<f16>
          %542 = memref.load %alloca_161[] : memref<f16>
          %543 = memref.load %alloca_162[] : memref<f16>
          %544 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_434 = arith.constant 0 : i32
          %545 = llvm.insertelement %536, %544[%c0_i32_434 : i32] : vector<2xf16>
          %c1_i32_435 = arith.constant 1 : i32
          %546 = llvm.insertelement %537, %545[%c1_i32_435 : i32] : vector<2xf16>
          %547 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_436 = arith.constant 0 : i32
          %548 = llvm.insertelement %538, %547[%c0_i32_436 : i32] : vector<2xf16>
          %c1_i32_437 = arith.constant 1 : i32
          %549 = llvm.insertelement %539, %548[%c1_i32_437 : i32] : vector<2xf16>
          %550 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_438 = arith.constant 0 : i32
          %551 = llvm.insertelement %540, %550[%c0_i32_438 : i32] : vector<2xf16>
          %c1_i32_439 = arith.constant 1 : i32
          %552 = llvm.insertelement %541, %551[%c1_i32_439 : i32] : vector<2xf16>
          %553 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_440 = arith.constant 0 : i32
          %554 = llvm.insertelement %542, %553[%c0_i32_440 : i32] : vector<2xf16>
          %c1_i32_441 = arith.constant 1 : i32
          %555 = llvm.insertelement %543, %554[%c1_i32_441 : i32] : vector<2xf16>
          %556 = memref.load %alloca_167[] : memref<f16>
          %557 = memref.load %alloca_168[] : memref<f16>
          %558 = memref.load %alloca_169[] : memref<f16>
          %559 = memref.load %alloca_170[] : memref<f16>
          %560 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_442 = arith.constant 0 : i32
          %561 = llvm.insertelement %556, %560[%c0_i32_442 : i32] : vector<2xf16>
          %c1_i32_443 = arith.constant 1 : i32
          %562 = llvm.insertelement %557, %561[%c1_i32_443 : i32] : vector<2xf16>
          %563 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_444 = arith.constant 0 : i32
          %564 = llvm.insertelement %558, %563[%c0_i32_444 : i32] : vector<2xf16>
          %c1_i32_445 = arith.constant 1 : i32
          %565 = llvm.insertelement %559, %564[%c1_i32_445 : i32] : vector<2xf16>
          %566 = memref.load %alloca_141[] : memref<f32>
          %567 = memref.load %alloca_142[] : memref<f32>
          %568 = memref.load %alloca_143[] : memref<f32>
          %569 = memref.load %alloca_144[] : memref<f32>
          %570 = nvvm.mma.sync A[%546, %549, %552, %555]  B[%562, %565]  C[%566, %567, %568, %569]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %571 = llvm.extractvalue %570[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %571, %alloca_141[] : memref<f32>
          %572 = llvm.extractvalue %570[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %572, %alloca_142[] : memref<f32>
          %573 = llvm.extractvalue %570[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %573, %alloca_143[] : memref<f32>
          %574 = llvm.extractvalue %570[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %574, %alloca_144[] : memref<f32>
          %c2_i64_446 = arith.constant 2 : i64
          %575 = arith.remsi %158, %c2_i64_446 : i64
          %c8_i64_447 = arith.constant 8 : i64
          %576 = arith.muli %575, %c8_i64_447 : i64
          %577 = arith.addi %157, %576 : i64
          %578 = arith.addi %160, %577 : i64
          %c40_i64_448 = arith.constant 40 : i64
          %579 = arith.muli %578, %c40_i64_448 : i64
          %c16_i64_449 = arith.constant 16 : i64
          %c2_i64_450 = arith.constant 2 : i64
          %580 = arith.divsi %158, %c2_i64_450 : i64
          %c8_i64_451 = arith.constant 8 : i64
          %581 = arith.muli %580, %c8_i64_451 : i64
          %582 = arith.addi %c16_i64_449, %581 : i64
          %583 = arith.addi %579, %582 : i64
          %584 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_452 = arith.constant 20480 : i64
          %585 = llvm.getelementptr %584[%c20480_i64_452] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %586 = llvm.getelementptr %585[%583] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %587 = nvvm.ldmatrix %586 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %588 = llvm.extractvalue %587[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %589 = llvm.bitcast %588 : i32 to vector<2xf16>
          %c0_i32_453 = arith.constant 0 : i32
          %590 = llvm.extractelement %589[%c0_i32_453 : i32] : vector<2xf16>
          memref.store %590, %alloca_171[] : memref<f16>
          %c1_i32_454 = arith.constant 1 : i32
          %591 = llvm.extractelement %589[%c1_i32_454 : i32] : vector<2xf16>
          memref.store %591, %alloca_172[] : memref<f16>
          %592 = llvm.extractvalue %587[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %593 = llvm.bitcast %592 : i32 to vector<2xf16>
          %c0_i32_455 = arith.constant 0 : i32
          %594 = llvm.extractelement %593[%c0_i32_455 : i32] : vector<2xf16>
          memref.store %594, %alloca_173[] : memref<f16>
          %c1_i32_456 = arith.constant 1 : i32
          %595 = llvm.extractelement %593[%c1_i32_456 : i32] : vector<2xf16>
          memref.store %595, %alloca_174[] : memref<f16>
          %596 = llvm.extractvalue %587[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %597 = llvm.bitcast %596 : i32 to vector<2xf16>
          %c0_i32_457 = arith.constant 0 : i32
          %598 = llvm.extractelement %597[%c0_i32_457 : i32] : vector<2xf16>
          memref.store %598, %alloca_175[] : memref<f16>
          %c1_i32_458 = arith.constant 1 : i32
          %599 = llvm.extractelement %597[%c1_i32_458 : i32] : vector<2xf16>
          memref.store %599, %alloca_176[] : memref<f16>
          %600 = llvm.extractvalue %587[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %601 = llvm.bitcast %600 : i32 to vector<2xf16>
          %c0_i32_459 = arith.constant 0 : i32
          %602 = llvm.extractelement %601[%c0_i32_459 : i32] : vector<2xf16>
          memref.store %602, %alloca_177[] : memref<f16>
          %c1_i32_460 = arith.constant 1 : i32
          %603 = llvm.extractelement %601[%c1_i32_460 : i32] : vector<2xf16>
          memref.store %603, %alloca_178[] : memref<f16>
          %c16_i64_461 = arith.constant 16 : i64
          %604 = arith.addi %160, %c16_i64_461 : i64
          %c2_i64_462 = arith.constant 2 : i64
          %605 = arith.remsi %158, %c2_i64_462 : i64
          %c8_i64_463 = arith.constant 8 : i64
          %606 = arith.muli %605, %c8_i64_463 : i64
          %607 = arith.addi %157, %606 : i64
          %608 = arith.addi %604, %607 : i64
          %c40_i64_464 = arith.constant 40 : i64
          %609 = arith.muli %608, %c40_i64_464 : i64
          %c16_i64_465 = arith.constant 16 : i64
          %c2_i64_466 = arith.constant 2 : i64
          %610 = arith.divsi %158, %c2_i64_466 : i64
          %c8_i64_467 = arith.constant 8 : i64
          %611 = arith.muli %610, %c8_i64_467 : i64
          %612 = arith.addi %c16_i64_465, %611 : i64
          %613 = arith.addi %609, %612 : i64
          %614 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_468 = arith.constant 20480 : i64
          %615 = llvm.getelementptr %614[%c20480_i64_468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %616 = llvm.getelementptr %615[%613] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %617 = nvvm.ldmatrix %616 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %618 = llvm.extractvalue %617[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %619 = llvm.bitcast %618 : i32 to vector<2xf16>
          %c0_i32_469 = arith.constant 0 : i32
          %620 = llvm.extractelement %619[%c0_i32_469 : i32] : vector<2xf16>
          memref.store %620, %alloca_179[] : memref<f16>
          %c1_i32_470 = arith.constant 1 : i32
          %621 = llvm.extractelement %619[%c1_i32_470 : i32] : vector<2xf16>
          memref.store %621, %alloca_180[] : memref<f16>
          %622 = llvm.extractvalue %617[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %623 = llvm.bitcast %622 : i32 to vector<2xf16>
          %c0_i32_471 = arith.constant 0 : i32
          %624 = llvm.extractelement %623[%c0_i32_471 : i32] : vector<2xf16>
          memref.store %624, %alloca_181[] : memref<f16>
          %c1_i32_472 = arith.constant 1 : i32
          %625 = llvm.extractelement %623[%c1_i32_472 : i32] : vector<2xf16>
          memref.store %625, %alloca_182[] : memref<f16>
          %626 = llvm.extractvalue %617[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %627 = llvm.bitcast %626 : i32 to vector<2xf16>
          %c0_i32_473 = arith.constant 0 : i32
          %628 = llvm.extractelement %627[%c0_i32_473 : i32] : vector<2xf16>
          memref.store %628, %alloca_183[] : memref<f16>
          %c1_i32_474 = arith.constant 1 : i32
          %629 = llvm.extractelement %627[%c1_i32_474 : i32] : vector<2xf16>
          memref.store %629, %alloca_184[] : memref<f16>
          %630 = llvm.extractvalue %617[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %631 = llvm.bitcast %630 : i32 to vector<2xf16>
          %c0_i32_475 = arith.constant 0 : i32
          %632 = llvm.extractelement %631[%c0_i32_475 : i32] : vector<2xf16>
          memref.store %632, %alloca_185[] : memref<f16>
          %c1_i32_476 = arith.constant 1 : i32
          %633 = llvm.extractelement %631[%c1_i32_476 : i32] : vector<2xf16>
          memref.store %633, %alloca_186[] : memref<f16>
          %634 = arith.addi %162, %157 : i64
          %c40_i64_477 = arith.constant 40 : i64
          %635 = arith.muli %634, %c40_i64_477 : i64
          %c16_i64_478 = arith.constant 16 : i64
          %c2_i64_479 = arith.constant 2 : i64
          %636 = arith.remsi %158, %c2_i64_479 : i64
          %c8_i64_480 = arith.constant 8 : i64
          %637 = arith.muli %636, %c8_i64_480 : i64
          %638 = arith.addi %c16_i64_478, %637 : i64
          %639 = arith.addi %635, %638 : i64
          %640 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_481 = arith.constant 30720 : i64
          %641 = llvm.getelementptr %640[%c30720_i64_481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %642 = llvm.getelementptr %641[%639] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %643 = nvvm.ldmatrix %642 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %644 = llvm.extractvalue %643[0] : !llvm.struct<(i32, i32)> 
          %645 = llvm.bitcast %644 : i32 to vector<2xf16>
          %c0_i32_482 = arith.constant 0 : i32
          %646 = llvm.extractelement %645[%c0_i32_482 : i32] : vector<2xf16>
          memref.store %646, %alloca_187[] : memref<f16>
          %c1_i32_483 = arith.constant 1 : i32
          %647 = llvm.extractelement %645[%c1_i32_483 : i32] : vector<2xf16>
          memref.store %647, %alloca_188[] : memref<f16>
          %648 = llvm.extractvalue %643[1] : !llvm.struct<(i32, i32)> 
          %649 = llvm.bitcast %648 : i32 to vector<2xf16>
          %c0_i32_484 = arith.constant 0 : i32
          %650 = llvm.extractelement %649[%c0_i32_484 : i32] : vector<2xf16>
          memref.store %650, %alloca_189[] : memref<f16>
          %c1_i32_485 = arith.constant 1 : i32
          %651 = llvm.extractelement %649[%c1_i32_485 : i32] : vector<2xf16>
          memref.store %651, %alloca_190[] : memref<f16>
          %c8_i64_486 = arith.constant 8 : i64
          %652 = arith.addi %162, %c8_i64_486 : i64
          %653 = arith.addi %652, %157 : i64
          %c40_i64_487 = arith.constant 40 : i64
          %654 = arith.muli %653, %c40_i64_487 : i64
          %c16_i64_488 = arith.constant 16 : i64
          %c2_i64_489 = arith.constant 2 : i64
          %655 = arith.remsi %158, %c2_i64_489 : i64
          %c8_i64_490 = arith.constant 8 : i64
          %656 = arith.muli %655, %c8_i64_490 : i64
          %657 = arith.addi %c16_i64_488, %656 : i64
          %658 = arith.addi %654, %657 : i64
          %659 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_491 = arith.constant 30720 : i64
          %660 = llvm.getelementptr %659[%c30720_i64_491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %661 = llvm.getelementptr %660[%658] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %662 = nvvm.ldmatrix %661 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %663 = llvm.extractvalue %662[0] : !llvm.struct<(i32, i32)> 
          %664 = llvm.bitcast %663 : i32 to vector<2xf16>
          %c0_i32_492 = arith.constant 0 : i32
          %665 = llvm.extractelement %664[%c0_i32_492 : i32] : vector<2xf16>
          memref.store %665, %alloca_191[] : memref<f16>
          %c1_i32_493 = arith.constant 1 : i32
          %666 = llvm.extractelement %664[%c1_i32_493 : i32] : vector<2xf16>
          memref.store %666, %alloca_192[] : memref<f16>
          %667 = llvm.extractvalue %662[1] : !llvm.struct<(i32, i32)> 
          %668 = llvm.bitcast %667 : i32 to vector<2xf16>
          %c0_i32_494 = arith.constant 0 : i32
          %669 = llvm.extractelement %668[%c0_i32_494 : i32] : vector<2xf16>
          memref.store %669, %alloca_193[] : memref<f16>
          %c1_i32_495 = arith.constant 1 : i32
          %670 = llvm.extractelement %668[%c1_i32_495 : i32] : vector<2xf16>
          memref.store %670, %alloca_194[] : memref<f16>
          %671 = memref.load %alloca_171[] : memref<f16>
          %672 = memref.load %alloca_172[] : memref<f16>
          %673 = memref.load %alloca_173[] : memref<f16>
          %674 = memref.load %alloca_174[] : memref<f16>
          %675 = memref.load %alloca_175[] : memref<f16>
          %676 = memref.load %alloca_176[] : memref<f16>
          %677 = memref.load %alloca_177[] : memref<f16>
          %678 = memref.load %alloca_178[] : memref<f16>
          %679 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_496 = arith.constant 0 : i32
          %680 = llvm.insertelement %671, %679[%c0_i32_496 : i32] : vector<2xf16>
          %c1_i32_497 = arith.constant 1 : i32
          %681 = llvm.insertelement %672, %680[%c1_i32_497 : i32] : vector<2xf16>
          %682 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_498 = arith.constant 0 : i32
          %683 = llvm.insertelement %673, %682[%c0_i32_498 : i32] : vector<2xf16>
          %c1_i32_499 = arith.constant 1 : i32
          %684 = llvm.insertelement %674, %683[%c1_i32_499 : i32] : vector<2xf16>
          %685 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_500 = arith.constant 0 : i32
          %686 = llvm.insertelement %675, %685[%c0_i32_500 : i32] : vector<2xf16>
          %c1_i32_501 = arith.constant 1 : i32
          %687 = llvm.insertelement %676, %686[%c1_i32_501 : i32] : vector<2xf16>
          %688 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_502 = arith.constant 0 : i32
          %689 = llvm.insertelement %677, %688[%c0_i32_502 : i32] : vector<2xf16>
          %c1_i32_503 = arith.constant 1 : i32
          %690 = llvm.insertelement %678, %689[%c1_i32_503 : i32] : vector<2xf16>
          %691 = memref.load %alloca_187[] : memref<f16>
          %692 = memref.load %alloca_188[] : memref<f16>
          %693 = memref.load %alloca_189[] : memref<f16>
          %694 = memref.load %alloca_190[] : memref<f16>
          %695 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_504 = arith.constant 0 : i32
          %696 = llvm.insertelement %691, %695[%c0_i32_504 : i32] : vector<2xf16>
          %c1_i32_505 = arith.constant 1 : i32
          %697 = llvm.insertelement %692, %696[%c1_i32_505 : i32] : vector<2xf16>
          %698 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_506 = arith.constant 0 : i32
          %699 = llvm.insertelement %693, %698[%c0_i32_506 : i32] : vector<2xf16>
          %c1_i32_507 = arith.constant 1 : i32
          %700 = llvm.insertelement %694, %699[%c1_i32_507 : i32] : vector<2xf16>
          %701 = memref.load %alloca_129[] : memref<f32>
          %702 = memref.load %alloca_130[] : memref<f32>
          %703 = memref.load %alloca_131[] : memref<f32>
          %704 = memref.load %alloca_132[] : memref<f32>
          %705 = nvvm.mma.sync A[%681, %684, %687, %690]  B[%697, %700]  C[%701, %702, %703, %704]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %706 = llvm.extractvalue %705[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %706, %alloca_129[] : memref<f32>
          %707 = llvm.extractvalue %705[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %707, %alloca_130[] : memref<f32>
          %708 = llvm.extractvalue %705[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %708, %alloca_131[] : memref<f32>
          %709 = llvm.extractvalue %705[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %709, %alloca_132[] : memref<f32>
          %710 = memref.load %alloca_171[] : memref<f16>
          %711 = memref.load %alloca_172[] : memref<f16>
          %712 = memref.load %alloca_173[] : memref<f16>
          %713 = memref.load %alloca_174[] : memref<f16>
          %714 = memref.load %alloca_175[] : memref<f16>
          %715 = memref.load %alloca_176[] : memref<f16>
          %716 = memref.load %alloca_177[] : memref<f16>
          %717 = memref.load %alloca_178[] : memref<f16>
          %718 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_508 = arith.constant 0 : i32
          %719 = llvm.insertelement %710, %718[%c0_i32_508 : i32] : vector<2xf16>
          %c1_i32_509 = arith.constant 1 : i32
          %720 = llvm.insertelement %711, %719[%c1_i32_509 : i32] : vector<2xf16>
          %721 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_510 = arith.constant 0 : i32
          %722 = llvm.insertelement %712, %721[%c0_i32_510 : i32] : vector<2xf16>
          %c1_i32_511 = arith.constant 1 : i32
          %723 = llvm.insertelement %713, %722[%c1_i32_511 : i32] : vector<2xf16>
          %724 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_512 = arith.constant 0 : i32
          %725 = llvm.insertelement %714, %724[%c0_i32_512 : i32] : vector<2xf16>
          %c1_i32_513 = arith.constant 1 : i32
          %726 = llvm.insertelement %715, %725[%c1_i32_513 : i32] : vector<2xf16>
          %727 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_514 = arith.constant 0 : i32
          %728 = llvm.insertelement %716, %727[%c0_i32_514 : i32] : vector<2xf16>
          %c1_i32_515 = arith.constant 1 : i32
          %729 = llvm.insertelement %717, %728[%c1_i32_515 : i32] : vector<2xf16>
          %730 = memref.load %alloca_191[] : memref<f16>
          %731 = memref.load %alloca_192[] : memref<f16>
          %732 = memref.load %alloca_193[] : memref<f16>
          %733 = memref.load %alloca_194[] : memref<f16>
          %734 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_516 = arith.constant 0 : i32
          %735 = llvm.insertelement %730, %734[%c0_i32_516 : i32] : vector<2xf16>
          %c1_i32_517 = arith.constant 1 : i32
          %736 = llvm.insertelement %731, %735[%c1_i32_517 : i32] : vector<2xf16>
          %737 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_518 = arith.constant 0 : i32
          %738 = llvm.insertelement %732, %737[%c0_i32_518 : i32] : vector<2xf16>
          %c1_i32_519 = arith.constant 1 : i32
          %739 = llvm.insertelement %733, %738[%c1_i32_519 : i32] : vector<2xf16>
          %740 = memref.load %alloca_133[] : memref<f32>
          %741 = memref.load %alloca_134[] : memref<f32>
          %742 = memref.load %alloca_135[] : memref<f32>
          %743 = memref.load %alloca_136[] : memref<f32>
          %744 = nvvm.mma.sync A[%720, %723, %726, %729]  B[%736, %739]  C[%740, %741, %742, %743]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %745 = llvm.extractvalue %744[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %745, %alloca_133[] : memref<f32>
          %746 = llvm.extractvalue %744[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %746, %alloca_134[] : memref<f32>
          %747 = llvm.extractvalue %744[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %747, %alloca_135[] : memref<f32>
          %748 = llvm.extractvalue %744[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %748, %alloca_136[] : memref<f32>
          %749 = memref.load %alloca_179[] : memref<f16>
          %750 = memref.load %alloca_180[] : memref<f16>
          %751 = memref.load %alloca_181[] : memref<f16>
          %752 = memref.load %alloca_182[] : memref<f16>
          %753 = memref.load %alloca_183[] : memref<f16>
          %754 = memref.load %alloca_184[] : memref<f16>
          %755 = memref.load %alloca_185[] : memref<f16>
          %756 = memref.load %alloca_186[] : memref<f16>
          %757 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_520 = arith.constant 0 : i32
          %758 = llvm.insertelement %749, %757[%c0_i32_520 : i32] : vector<2xf16>
          %c1_i32_521 = arith.constant 1 : i32
          %759 = llvm.insertelement %750, %758[%c1_i32_521 : i32] : vector<2xf16>
          %760 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_522 = arith.constant 0 : i32
          %761 = llvm.insertelement %751, %760[%c0_i32_522 : i32] : vector<2xf16>
          %c1_i32_523 = arith.constant 1 : i32
          %762 = llvm.insertelement %752, %761[%c1_i32_523 : i32] : vector<2xf16>
          %763 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_524 = arith.constant 0 : i32
          %764 = llvm.insertelement %753, %763[%c0_i32_524 : i32] : vector<2xf16>
          %c1_i32_525 = arith.constant 1 : i32
          %765 = llvm.insertelement %754, %764[%c1_i32_525 : i32] : vector<2xf16>
          %766 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_526 = arith.constant 0 : i32
          %767 = llvm.insertelement %755, %766[%c0_i32_526 : i32] : vector<2xf16>
          %c1_i32_527 = arith.constant 1 : i32
          %768 = llvm.insertelement %756, %767[%c1_i32_527 : i32] : vector<2xf16>
          %769 = memref.load %alloca_187[] : memref<f16>
          %770 = memref.load %alloca_188[] : memref<f16>
          %771 = memref.load %alloca_189[] : memref<f16>
          %772 = memref.load %alloca_190[] : memref<f16>
          %773 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_528 = arith.constant 0 : i32
          %774 = llvm.insertelement %769, %773[%c0_i32_528 : i32] : vector<2xf16>
          %c1_i32_529 = arith.constant 1 : i32
          %775 = llvm.insertelement %770, %774[%c1_i32_529 : i32] : vector<2xf16>
          %776 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_530 = arith.constant 0 : i32
          %777 = llvm.insertelement %771, %776[%c0_i32_530 : i32] : vector<2xf16>
          %c1_i32_531 = arith.constant 1 : i32
          %778 = llvm.insertelement %772, %777[%c1_i32_531 : i32] : vector<2xf16>
          %779 = memref.load %alloca_137[] : memref<f32>
          %780 = memref.load %alloca_138[] : memref<f32>
          %781 = memref.load %alloca_139[] : memref<f32>
          %782 = memref.load %alloca_140[] : memref<f32>
          %783 = nvvm.mma.sync A[%759, %762, %765, %768]  B[%775, %778]  C[%779, %780, %781, %782]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %784 = llvm.extractvalue %783[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %784, %alloca_137[] : memref<f32>
          %785 = llvm.extractvalue %783[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %785, %alloca_138[] : memref<f32>
          %786 = llvm.extractvalue %783[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %786, %alloca_139[] : memref<f32>
          %787 = llvm.extractvalue %783[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %787, %alloca_140[] : memref<f32>
          %788 = memref.load %alloca_179[] : memref<f16>
          %789 = memref.load %alloca_180[] : memref<f16>
          %790 = memref.load %alloca_181[] : memref<f16>
          %791 = memref.load %alloca_182[] : memref<f16>
          %792 = memref.load %alloca_183[] : memref<f16>
          %793 = memref.load %alloca_184[] : memref<f16>
          %794 = memref.load %alloca_185[] : memref<f16>
          %795 = memref.load %alloca_186[] : memref<f16>
          %796 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_532 = arith.constant 0 : i32
          %797 = llvm.insertelement %788, %796[%c0_i32_532 : i32] : vector<2xf16>
          %c1_i32_533 = arith.constant 1 : i32
          %798 = llvm.insertelement %789, %797[%c1_i32_533 : i32] : vector<2xf16>
          %799 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_534 = arith.constant 0 : i32
          %800 = llvm.insertelement %790, %799[%c0_i32_534 : i32] : vector<2xf16>
          %c1_i32_535 = arith.constant 1 : i32
          %801 = llvm.insertelement %791, %800[%c1_i32_535 : i32] : vector<2xf16>
          %802 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_536 = arith.constant 0 : i32
          %803 = llvm.insertelement %792, %802[%c0_i32_536 : i32] : vector<2xf16>
          %c1_i32_537 = arith.constant 1 : i32
          %804 = llvm.insertelement %793, %803[%c1_i32_537 : i32] : vector<2xf16>
          %805 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_538 = arith.constant 0 : i32
          %806 = llvm.insertelement %794, %805[%c0_i32_538 : i32] : vector<2xf16>
          %c1_i32_539 = arith.constant 1 : i32
          %807 = llvm.insertelement %795, %806[%c1_i32_539 : i32] : vector<2xf16>
          %808 = memref.load %alloca_191[] : memref<f16>
          %809 = memref.load %alloca_192[] : memref<f16>
          %810 = memref.load %alloca_193[] : memref<f16>
          %811 = memref.load %alloca_194[] : memref<f16>
          %812 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_540 = arith.constant 0 : i32
          %813 = llvm.insertelement %808, %812[%c0_i32_540 : i32] : vector<2xf16>
          %c1_i32_541 = arith.constant 1 : i32
          %814 = llvm.insertelement %809, %813[%c1_i32_541 : i32] : vector<2xf16>
          %815 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_542 = arith.constant 0 : i32
          %816 = llvm.insertelement %810, %815[%c0_i32_542 : i32] : vector<2xf16>
          %c1_i32_543 = arith.constant 1 : i32
          %817 = llvm.insertelement %811, %816[%c1_i32_543 : i32] : vector<2xf16>
          %818 = memref.load %alloca_141[] : memref<f32>
          %819 = memref.load %alloca_142[] : memref<f32>
          %820 = memref.load %alloca_143[] : memref<f32>
          %821 = memref.load %alloca_144[] : memref<f32>
          %822 = nvvm.mma.sync A[%798, %801, %804, %807]  B[%814, %817]  C[%818, %819, %820, %821]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %823 = llvm.extractvalue %822[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %823, %alloca_141[] : memref<f32>
          %824 = llvm.extractvalue %822[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %824, %alloca_142[] : memref<f32>
          %825 = llvm.extractvalue %822[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %825, %alloca_143[] : memref<f32>
          %826 = llvm.extractvalue %822[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %826, %alloca_144[] : memref<f32>
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
          %327 = memref.load %alloca_129[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %171, %c70_i64_350 : i64
          %329 = arith.addi %168, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %175 = arith.addi %164, %160 : i64
        %176 = arith.addi %175, %155 : i64
        %177 = arith.addi %166, %162 : i64
        %c2_i64_273 = arith.constant 2 : i64
        %178 = arith.muli %156, %c2_i64_273 : i64
        %c1_i64_274 = arith.constant 1 : i64
        %179 = arith.addi %178, %c1_i64_274 : i64
        %180 = arith.addi %177, %179 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %181 = arith.cmpi slt, %176, %c70_i64_275 : i64
        %c40_i64_276 = arith.constant 40 : i64
        %182 = arith.cmpi slt, %180, %c40_i64_276 : i64
        %183 = arith.andi %181, %182 : i1
        scf.if %183 {
          %327 = memref.load %alloca_130[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %180, %c70_i64_350 : i64
          %329 = arith.addi %176, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %184 = arith.addi %164, %160 : i64
        %c8_i64_277 = arith.constant 8 : i64
        %185 = arith.addi %155, %c8_i64_277 : i64
        %186 = arith.addi %184, %185 : i64
        %187 = arith.addi %166, %162 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %188 = arith.muli %156, %c2_i64_278 : i64
        %189 = arith.addi %187, %188 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %190 = arith.cmpi slt, %186, %c70_i64_279 : i64
        %c40_i64_280 = arith.constant 40 : i64
        %191 = arith.cmpi slt, %189, %c40_i64_280 : i64
        %192 = arith.andi %190, %191 : i1
        scf.if %192 {
          %327 = memref.load %alloca_131[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %189, %c70_i64_350 : i64
          %329 = arith.addi %186, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %193 = arith.addi %164, %160 : i64
        %c8_i64_281 = arith.constant 8 : i64
        %194 = arith.addi %155, %c8_i64_281 : i64
        %195 = arith.addi %193, %194 : i64
        %196 = arith.addi %166, %162 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %197 = arith.muli %156, %c2_i64_282 : i64
        %c1_i64_283 = arith.constant 1 : i64
        %198 = arith.addi %197, %c1_i64_283 : i64
        %199 = arith.addi %196, %198 : i64
        %c70_i64_284 = arith.constant 70 : i64
        %200 = arith.cmpi slt, %195, %c70_i64_284 : i64
        %c40_i64_285 = arith.constant 40 : i64
        %201 = arith.cmpi slt, %199, %c40_i64_285 : i64
        %202 = arith.andi %200, %201 : i1
        scf.if %202 {
          %327 = memref.load %alloca_132[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %199, %c70_i64_350 : i64
          %329 = arith.addi %195, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %203 = arith.addi %164, %160 : i64
        %204 = arith.addi %203, %155 : i64
        %205 = arith.addi %166, %162 : i64
        %c8_i64_286 = arith.constant 8 : i64
        %206 = arith.addi %205, %c8_i64_286 : i64
        %c2_i64_287 = arith.constant 2 : i64
        %207 = arith.muli %156, %c2_i64_287 : i64
        %208 = arith.addi %206, %207 : i64
        %c70_i64_288 = arith.constant 70 : i64
        %209 = arith.cmpi slt, %204, %c70_i64_288 : i64
        %c40_i64_289 = arith.constant 40 : i64
        %210 = arith.cmpi slt, %208, %c40_i64_289 : i64
        %211 = arith.andi %209, %210 : i1
        scf.if %211 {
          %327 = memref.load %alloca_133[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %208, %c70_i64_350 : i64
          %329 = arith.addi %204, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %212 = arith.addi %164, %160 : i64
        %213 = arith.addi %212, %155 : i64
        %214 = arith.addi %166, %162 : i64
        %c8_i64_290 = arith.constant 8 : i64
        %215 = arith.addi %214, %c8_i64_290 : i64
        %c2_i64_291 = arith.constant 2 : i64
        %216 = arith.muli %156, %c2_i64_291 : i64
        %c1_i64_292 = arith.constant 1 : i64
        %217 = arith.addi %216, %c1_i64_292 : i64
        %218 = arith.addi %215, %217 : i64
        %c70_i64_293 = arith.constant 70 : i64
        %219 = arith.cmpi slt, %213, %c70_i64_293 : i64
        %c40_i64_294 = arith.constant 40 : i64
        %220 = arith.cmpi slt, %218, %c40_i64_294 : i64
        %221 = arith.andi %219, %220 : i1
        scf.if %221 {
          %327 = memref.load %alloca_134[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %218, %c70_i64_350 : i64
          %329 = arith.addi %213, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %222 = arith.addi %164, %160 : i64
        %c8_i64_295 = arith.constant 8 : i64
        %223 = arith.addi %155, %c8_i64_295 : i64
        %224 = arith.addi %222, %223 : i64
        %225 = arith.addi %166, %162 : i64
        %c8_i64_296 = arith.constant 8 : i64
        %226 = arith.addi %225, %c8_i64_296 : i64
        %c2_i64_297 = arith.constant 2 : i64
        %227 = arith.muli %156, %c2_i64_297 : i64
        %228 = arith.addi %226, %227 : i64
        %c70_i64_298 = arith.constant 70 : i64
        %229 = arith.cmpi slt, %224, %c70_i64_298 : i64
        %c40_i64_299 = arith.constant 40 : i64
        %230 = arith.cmpi slt, %228, %c40_i64_299 : i64
        %231 = arith.andi %229, %230 : i1
        scf.if %231 {
          %327 = memref.load %alloca_135[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %228, %c70_i64_350 : i64
          %329 = arith.addi %224, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %232 = arith.addi %164, %160 : i64
        %c8_i64_300 = arith.constant 8 : i64
        %233 = arith.addi %155, %c8_i64_300 : i64
        %234 = arith.addi %232, %233 : i64
        %235 = arith.addi %166, %162 : i64
        %c8_i64_301 = arith.constant 8 : i64
        %236 = arith.addi %235, %c8_i64_301 : i64
        %c2_i64_302 = arith.constant 2 : i64
        %237 = arith.muli %156, %c2_i64_302 : i64
        %c1_i64_303 = arith.constant 1 : i64
        %238 = arith.addi %237, %c1_i64_303 : i64
        %239 = arith.addi %236, %238 : i64
        %c70_i64_304 = arith.constant 70 : i64
        %240 = arith.cmpi slt, %234, %c70_i64_304 : i64
        %c40_i64_305 = arith.constant 40 : i64
        %241 = arith.cmpi slt, %239, %c40_i64_305 : i64
        %242 = arith.andi %240, %241 : i1
        scf.if %242 {
          %327 = memref.load %alloca_136[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %239, %c70_i64_350 : i64
          %329 = arith.addi %234, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %243 = arith.addi %164, %160 : i64
        %c16_i64_306 = arith.constant 16 : i64
        %244 = arith.addi %243, %c16_i64_306 : i64
        %245 = arith.addi %244, %155 : i64
        %246 = arith.addi %166, %162 : i64
        %c2_i64_307 = arith.constant 2 : i64
        %247 = arith.muli %156, %c2_i64_307 : i64
        %248 = arith.addi %246, %247 : i64
        %c70_i64_308 = arith.constant 70 : i64
        %249 = arith.cmpi slt, %245, %c70_i64_308 : i64
        %c40_i64_309 = arith.constant 40 : i64
        %250 = arith.cmpi slt, %248, %c40_i64_309 : i64
        %251 = arith.andi %249, %250 : i1
        scf.if %251 {
          %327 = memref.load %alloca_137[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %248, %c70_i64_350 : i64
          %329 = arith.addi %245, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %252 = arith.addi %164, %160 : i64
        %c16_i64_310 = arith.constant 16 : i64
        %253 = arith.addi %252, %c16_i64_310 : i64
        %254 = arith.addi %253, %155 : i64
        %255 = arith.addi %166, %162 : i64
        %c2_i64_311 = arith.constant 2 : i64
        %256 = arith.muli %156, %c2_i64_311 : i64
        %c1_i64_312 = arith.constant 1 : i64
        %257 = arith.addi %256, %c1_i64_312 : i64
        %258 = arith.addi %255, %257 : i64
        %c70_i64_313 = arith.constant 70 : i64
        %259 = arith.cmpi slt, %254, %c70_i64_313 : i64
        %c40_i64_314 = arith.constant 40 : i64
        %260 = arith.cmpi slt, %258, %c40_i64_314 : i64
        %261 = arith.andi %259, %260 : i1
        scf.if %261 {
          %327 = memref.load %alloca_138[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %258, %c70_i64_350 : i64
          %329 = arith.addi %254, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %262 = arith.addi %164, %160 : i64
        %c16_i64_315 = arith.constant 16 : i64
        %263 = arith.addi %262, %c16_i64_315 : i64
        %c8_i64_316 = arith.constant 8 : i64
        %264 = arith.addi %155, %c8_i64_316 : i64
        %265 = arith.addi %263, %264 : i64
        %266 = arith.addi %166, %162 : i64
        %c2_i64_317 = arith.constant 2 : i64
        %267 = arith.muli %156, %c2_i64_317 : i64
        %268 = arith.addi %266, %267 : i64
        %c70_i64_318 = arith.constant 70 : i64
        %269 = arith.cmpi slt, %265, %c70_i64_318 : i64
        %c40_i64_319 = arith.constant 40 : i64
        %270 = arith.cmpi slt, %268, %c40_i64_319 : i64
        %271 = arith.andi %269, %270 : i1
        scf.if %271 {
          %327 = memref.load %alloca_139[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %268, %c70_i64_350 : i64
          %329 = arith.addi %265, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %272 = arith.addi %164, %160 : i64
        %c16_i64_320 = arith.constant 16 : i64
        %273 = arith.addi %272, %c16_i64_320 : i64
        %c8_i64_321 = arith.constant 8 : i64
        %274 = arith.addi %155, %c8_i64_321 : i64
        %275 = arith.addi %273, %274 : i64
        %276 = arith.addi %166, %162 : i64
        %c2_i64_322 = arith.constant 2 : i64
        %277 = arith.muli %156, %c2_i64_322 : i64
        %c1_i64_323 = arith.constant 1 : i64
        %278 = arith.addi %277, %c1_i64_323 : i64
        %279 = arith.addi %276, %278 : i64
        %c70_i64_324 = arith.constant 70 : i64
        %280 = arith.cmpi slt, %275, %c70_i64_324 : i64
        %c40_i64_325 = arith.constant 40 : i64
        %281 = arith.cmpi slt, %279, %c40_i64_325 : i64
        %282 = arith.andi %280, %281 : i1
        scf.if %282 {
          %327 = memref.load %alloca_140[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %279, %c70_i64_350 : i64
          %329 = arith.addi %275, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %283 = arith.addi %164, %160 : i64
        %c16_i64_326 = arith.constant 16 : i64
        %284 = arith.addi %283, %c16_i64_326 : i64
        %285 = arith.addi %284, %155 : i64
        %286 = arith.addi %166, %162 : i64
        %c8_i64_327 = arith.constant 8 : i64
        %287 = arith.addi %286, %c8_i64_327 : i64
        %c2_i64_328 = arith.constant 2 : i64
        %288 = arith.muli %156, %c2_i64_328 : i64
        %289 = arith.addi %287, %288 : i64
        %c70_i64_329 = arith.constant 70 : i64
        %290 = arith.cmpi slt, %285, %c70_i64_329 : i64
        %c40_i64_330 = arith.constant 40 : i64
        %291 = arith.cmpi slt, %289, %c40_i64_330 : i64
        %292 = arith.andi %290, %291 : i1
        scf.if %292 {
          %327 = memref.load %alloca_141[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %289, %c70_i64_350 : i64
          %329 = arith.addi %285, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %293 = arith.addi %164, %160 : i64
        %c16_i64_331 = arith.constant 16 : i64
        %294 = arith.addi %293, %c16_i64_331 : i64
        %295 = arith.addi %294, %155 : i64
        %296 = arith.addi %166, %162 : i64
        %c8_i64_332 = arith.constant 8 : i64
        %297 = arith.addi %296, %c8_i64_332 : i64
        %c2_i64_333 = arith.constant 2 : i64
        %298 = arith.muli %156, %c2_i64_333 : i64
        %c1_i64_334 = arith.constant 1 : i64
        %299 = arith.addi %298, %c1_i64_334 : i64
        %300 = arith.addi %297, %299 : i64
        %c70_i64_335 = arith.constant 70 : i64
        %301 = arith.cmpi slt, %295, %c70_i64_335 : i64
        %c40_i64_336 = arith.constant 40 : i64
        %302 = arith.cmpi slt, %300, %c40_i64_336 : i64
        %303 = arith.andi %301, %302 : i1
        scf.if %303 {
          %327 = memref.load %alloca_142[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %300, %c70_i64_350 : i64
          %329 = arith.addi %295, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %304 = arith.addi %164, %160 : i64
        %c16_i64_337 = arith.constant 16 : i64
        %305 = arith.addi %304, %c16_i64_337 : i64
        %c8_i64_338 = arith.constant 8 : i64
        %306 = arith.addi %155, %c8_i64_338 : i64
        %307 = arith.addi %305, %306 : i64
        %308 = arith.addi %166, %162 : i64
        %c8_i64_339 = arith.constant 8 : i64
        %309 = arith.addi %308, %c8_i64_339 : i64
        %c2_i64_340 = arith.constant 2 : i64
        %310 = arith.muli %156, %c2_i64_340 : i64
        %311 = arith.addi %309, %310 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %312 = arith.cmpi slt, %307, %c70_i64_341 : i64
        %c40_i64_342 = arith.constant 40 : i64
        %313 = arith.cmpi slt, %311, %c40_i64_342 : i64
        %314 = arith.andi %312, %313 : i1
        scf.if %314 {
          %327 = memref.load %alloca_143[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %311, %c70_i64_350 : i64
          %329 = arith.addi %307, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
        %315 = arith.addi %164, %160 : i64
        %c16_i64_343 = arith.constant 16 : i64
        %316 = arith.addi %315, %c16_i64_343 : i64
        %c8_i64_344 = arith.constant 8 : i64
        %317 = arith.addi %155, %c8_i64_344 : i64
        %318 = arith.addi %316, %317 : i64
        %319 = arith.addi %166, %162 : i64
        %c8_i64_345 = arith.constant 8 : i64
        %320 = arith.addi %319, %c8_i64_345 : i64
        %c2_i64_346 = arith.constant 2 : i64
        %321 = arith.muli %156, %c2_i64_346 : i64
        %c1_i64_347 = arith.constant 1 : i64
        %322 = arith.addi %321, %c1_i64_347 : i64
        %323 = arith.addi %320, %322 : i64
        %c70_i64_348 = arith.constant 70 : i64
        %324 = arith.cmpi slt, %318, %c70_i64_348 : i64
        %c40_i64_349 = arith.constant 40 : i64
        %325 = arith.cmpi slt, %323, %c40_i64_349 : i64
        %326 = arith.andi %324, %325 : i1
        scf.if %326 {
          %327 = memref.load %alloca_144[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %328 = arith.muli %323, %c70_i64_350 : i64
          %329 = arith.addi %318, %328 : i64
          %330 = llvm.getelementptr %148[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
