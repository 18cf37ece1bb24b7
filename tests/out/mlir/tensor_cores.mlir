module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tensor_cores() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<29696 x i8>
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
      %c32_i64_177 = arith.constant 32 : i64
      %75 = arith.remsi %73, %c32_i64_177 : i64
      %c4_i64 = arith.constant 4 : i64
      %76 = arith.divsi %75, %c4_i64 : i64
      %c4_i64_178 = arith.constant 4 : i64
      %77 = arith.remsi %75, %c4_i64_178 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg19 = %74 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_234 = arith.constant 5 : i64
        %163 = arith.remsi %arg19, %c5_i64_234 : i64
        %c5_i64_235 = arith.constant 5 : i64
        %164 = arith.divsi %arg19, %c5_i64_235 : i64
        %c8_i64_236 = arith.constant 8 : i64
        %165 = arith.muli %163, %c8_i64_236 : i64
        %c8_i64_237 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_237 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_238 = arith.constant 0.000000e+00 : f64
        memref.store %cst_238, %alloca_80[] : memref<f64>
        %167 = arith.addi %165, %76 : i64
        %c36_i64 = arith.constant 36 : i64
        %168 = arith.minsi %167, %c36_i64 : i64
        %169 = arith.addi %166, %76 : i64
        %c28_i64 = arith.constant 28 : i64
        %170 = arith.minsi %169, %c28_i64 : i64
        %c0_i64_239 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_240 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_239 to %c12_i64 step %c4_i64_240  : i64 {
          %205 = arith.addi %arg20, %77 : i64
          %206 = arith.addi %arg20, %77 : i64
          %c37_i64_252 = arith.constant 37 : i64
          %207 = arith.muli %205, %c37_i64_252 : i64
          %208 = arith.addi %168, %207 : i64
          %209 = llvm.getelementptr %65[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %210 = llvm.load %209 : !llvm.ptr<1> -> f64
          %c13_i64_253 = arith.constant 13 : i64
          %211 = arith.muli %170, %c13_i64_253 : i64
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
        %c12_i64_241 = arith.constant 12 : i64
        %171 = arith.addi %c12_i64_241, %77 : i64
        %c12_i64_242 = arith.constant 12 : i64
        %172 = arith.addi %c12_i64_242, %77 : i64
        %c12_i64_243 = arith.constant 12 : i64
        %173 = arith.minsi %171, %c12_i64_243 : i64
        %c37_i64 = arith.constant 37 : i64
        %174 = arith.muli %173, %c37_i64 : i64
        %175 = arith.addi %168, %174 : i64
        %176 = llvm.getelementptr %65[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %177 = llvm.load %176 : !llvm.ptr<1> -> f64
        memref.store %177, %alloca_81[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %178 = arith.cmpi sge, %171, %c13_i64 : i64
        scf.if %178 {
          %cst_252 = arith.constant 0.000000e+00 : f64
          memref.store %cst_252, %alloca_81[] : memref<f64>
        }
        %c12_i64_244 = arith.constant 12 : i64
        %179 = arith.minsi %172, %c12_i64_244 : i64
        %c13_i64_245 = arith.constant 13 : i64
        %180 = arith.muli %170, %c13_i64_245 : i64
        %181 = arith.addi %179, %180 : i64
        %182 = llvm.getelementptr %67[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %183 = llvm.load %182 : !llvm.ptr<1> -> f64
        memref.store %183, %alloca_82[] : memref<f64>
        %c13_i64_246 = arith.constant 13 : i64
        %184 = arith.cmpi sge, %172, %c13_i64_246 : i64
        scf.if %184 {
          %cst_252 = arith.constant 0.000000e+00 : f64
          memref.store %cst_252, %alloca_82[] : memref<f64>
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
        %c37_i64_247 = arith.constant 37 : i64
        %195 = arith.cmpi slt, %192, %c37_i64_247 : i64
        %c29_i64 = arith.constant 29 : i64
        %196 = arith.cmpi slt, %194, %c29_i64 : i64
        %197 = arith.andi %195, %196 : i1
        scf.if %197 {
          %cst_252 = arith.constant 5.000000e-01 : f64
          %c37_i64_253 = arith.constant 37 : i64
          %205 = arith.muli %194, %c37_i64_253 : i64
          %206 = arith.addi %192, %205 : i64
          %207 = llvm.getelementptr %69[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %209 = memref.load %alloca[] : memref<f64>
          %210 = arith.mulf %arg0, %209 : f64
          %211 = llvm.intr.fma(%cst_252, %208, %210) : (f64, f64, f64) -> f64
          %c37_i64_254 = arith.constant 37 : i64
          %212 = arith.muli %194, %c37_i64_254 : i64
          %213 = arith.addi %192, %212 : i64
          %214 = llvm.getelementptr %69[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %211, %214 : f64, !llvm.ptr<1>
        }
        %198 = arith.addi %165, %76 : i64
        %c2_i64_248 = arith.constant 2 : i64
        %199 = arith.muli %77, %c2_i64_248 : i64
        %c1_i64_249 = arith.constant 1 : i64
        %200 = arith.addi %199, %c1_i64_249 : i64
        %201 = arith.addi %166, %200 : i64
        %c37_i64_250 = arith.constant 37 : i64
        %202 = arith.cmpi slt, %198, %c37_i64_250 : i64
        %c29_i64_251 = arith.constant 29 : i64
        %203 = arith.cmpi slt, %201, %c29_i64_251 : i64
        %204 = arith.andi %202, %203 : i1
        scf.if %204 {
          %cst_252 = arith.constant 5.000000e-01 : f64
          %c37_i64_253 = arith.constant 37 : i64
          %205 = arith.muli %201, %c37_i64_253 : i64
          %206 = arith.addi %198, %205 : i64
          %207 = llvm.getelementptr %69[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %209 = memref.load %alloca_80[] : memref<f64>
          %210 = arith.mulf %arg0, %209 : f64
          %211 = llvm.intr.fma(%cst_252, %208, %210) : (f64, f64, f64) -> f64
          %c37_i64_254 = arith.constant 37 : i64
          %212 = arith.muli %201, %c37_i64_254 : i64
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
      %thread_id_x_179 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_179 : index to i64
      %c64_i64_180 = arith.constant 64 : i64
      %thread_id_y_181 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_181 : index to i64
      %84 = arith.muli %c64_i64_180, %83 : i64
      %85 = arith.addi %82, %84 : i64
      %c32_i64_182 = arith.constant 32 : i64
      %86 = arith.divsi %85, %c32_i64_182 : i64
      %c32_i64_183 = arith.constant 32 : i64
      %87 = arith.remsi %85, %c32_i64_183 : i64
      %c4_i64_184 = arith.constant 4 : i64
      %88 = arith.divsi %87, %c4_i64_184 : i64
      %c4_i64_185 = arith.constant 4 : i64
      %89 = arith.remsi %87, %c4_i64_185 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_186 = arith.constant 16 : i64
      scf.for %arg19 = %86 to %c5_i64 step %c16_i64_186  : i64 {
        %c5_i64_234 = arith.constant 5 : i64
        %163 = arith.remsi %arg19, %c5_i64_234 : i64
        %c5_i64_235 = arith.constant 5 : i64
        %164 = arith.divsi %arg19, %c5_i64_235 : i64
        %c8_i64_236 = arith.constant 8 : i64
        %165 = arith.muli %163, %c8_i64_236 : i64
        %c8_i64_237 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_237 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %cst_238 = arith.constant 0.000000e+00 : f64
        memref.store %cst_238, %alloca_84[] : memref<f64>
        %167 = arith.addi %165, %88 : i64
        %c36_i64 = arith.constant 36 : i64
        %168 = arith.minsi %167, %c36_i64 : i64
        %169 = arith.addi %166, %88 : i64
        %c0_i64_239 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_240 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_239 to %c12_i64 step %c4_i64_240  : i64 {
          %200 = arith.addi %arg20, %89 : i64
          %201 = arith.addi %arg20, %89 : i64
          %c37_i64_251 = arith.constant 37 : i64
          %202 = arith.muli %200, %c37_i64_251 : i64
          %203 = arith.addi %168, %202 : i64
          %204 = llvm.getelementptr %65[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %205 = llvm.load %204 : !llvm.ptr<1> -> f64
          %c16_i64_252 = arith.constant 16 : i64
          %206 = arith.muli %169, %c16_i64_252 : i64
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
        %c12_i64_241 = arith.constant 12 : i64
        %170 = arith.addi %c12_i64_241, %89 : i64
        %c12_i64_242 = arith.constant 12 : i64
        %171 = arith.addi %c12_i64_242, %89 : i64
        %c12_i64_243 = arith.constant 12 : i64
        %172 = arith.minsi %170, %c12_i64_243 : i64
        %c37_i64 = arith.constant 37 : i64
        %173 = arith.muli %172, %c37_i64 : i64
        %174 = arith.addi %168, %173 : i64
        %175 = llvm.getelementptr %65[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %176 = llvm.load %175 : !llvm.ptr<1> -> f64
        memref.store %176, %alloca_85[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %177 = arith.cmpi sge, %170, %c13_i64 : i64
        scf.if %177 {
          %cst_251 = arith.constant 0.000000e+00 : f64
          memref.store %cst_251, %alloca_85[] : memref<f64>
        }
        %c12_i64_244 = arith.constant 12 : i64
        %178 = arith.minsi %171, %c12_i64_244 : i64
        %c16_i64_245 = arith.constant 16 : i64
        %179 = arith.muli %169, %c16_i64_245 : i64
        %180 = arith.addi %178, %179 : i64
        %181 = llvm.getelementptr %79[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %182 = llvm.load %181 : !llvm.ptr<1> -> f64
        memref.store %182, %alloca_86[] : memref<f64>
        %c13_i64_246 = arith.constant 13 : i64
        %183 = arith.cmpi sge, %171, %c13_i64_246 : i64
        scf.if %183 {
          %cst_251 = arith.constant 0.000000e+00 : f64
          memref.store %cst_251, %alloca_86[] : memref<f64>
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
        %c37_i64_247 = arith.constant 37 : i64
        %194 = arith.cmpi slt, %191, %c37_i64_247 : i64
        scf.if %194 {
          %200 = memref.load %alloca_83[] : memref<f64>
          %201 = arith.mulf %arg0, %200 : f64
          %c37_i64_251 = arith.constant 37 : i64
          %202 = arith.muli %193, %c37_i64_251 : i64
          %203 = arith.addi %191, %202 : i64
          %204 = llvm.getelementptr %81[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %201, %204 : f64, !llvm.ptr<1>
        }
        %195 = arith.addi %165, %88 : i64
        %c2_i64_248 = arith.constant 2 : i64
        %196 = arith.muli %89, %c2_i64_248 : i64
        %c1_i64_249 = arith.constant 1 : i64
        %197 = arith.addi %196, %c1_i64_249 : i64
        %198 = arith.addi %166, %197 : i64
        %c37_i64_250 = arith.constant 37 : i64
        %199 = arith.cmpi slt, %195, %c37_i64_250 : i64
        scf.if %199 {
          %200 = memref.load %alloca_84[] : memref<f64>
          %201 = arith.mulf %arg0, %200 : f64
          %c37_i64_251 = arith.constant 37 : i64
          %202 = arith.muli %198, %c37_i64_251 : i64
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
      %thread_id_x_187 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_187 : index to i64
      %c64_i64_188 = arith.constant 64 : i64
      %thread_id_y_189 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_189 : index to i64
      %98 = arith.muli %c64_i64_188, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c32_i64_190 = arith.constant 32 : i64
      %100 = arith.divsi %99, %c32_i64_190 : i64
      %c32_i64_191 = arith.constant 32 : i64
      %101 = arith.remsi %99, %c32_i64_191 : i64
      %c4_i64_192 = arith.constant 4 : i64
      %102 = arith.divsi %101, %c4_i64_192 : i64
      %c4_i64_193 = arith.constant 4 : i64
      %103 = arith.remsi %101, %c4_i64_193 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_194 = arith.constant 16 : i64
      scf.for %arg19 = %100 to %c9_i64 step %c16_i64_194  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %163 = arith.remsi %arg19, %c3_i64 : i64
        %c3_i64_234 = arith.constant 3 : i64
        %164 = arith.divsi %arg19, %c3_i64_234 : i64
        %c16_i64_235 = arith.constant 16 : i64
        %165 = arith.muli %163, %c16_i64_235 : i64
        %c8_i64_236 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_236 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_87[] : memref<f32>
        %cst_237 = arith.constant 0.000000e+00 : f32
        memref.store %cst_237, %alloca_88[] : memref<f32>
        %cst_238 = arith.constant 0.000000e+00 : f32
        memref.store %cst_238, %alloca_89[] : memref<f32>
        %cst_239 = arith.constant 0.000000e+00 : f32
        memref.store %cst_239, %alloca_90[] : memref<f32>
        %167 = arith.addi %165, %102 : i64
        %c44_i64 = arith.constant 44 : i64
        %168 = arith.minsi %167, %c44_i64 : i64
        %169 = arith.addi %165, %102 : i64
        %c44_i64_240 = arith.constant 44 : i64
        %170 = arith.minsi %169, %c44_i64_240 : i64
        %c8_i64_241 = arith.constant 8 : i64
        %171 = arith.addi %102, %c8_i64_241 : i64
        %172 = arith.addi %165, %171 : i64
        %c44_i64_242 = arith.constant 44 : i64
        %173 = arith.minsi %172, %c44_i64_242 : i64
        %c8_i64_243 = arith.constant 8 : i64
        %174 = arith.addi %102, %c8_i64_243 : i64
        %175 = arith.addi %165, %174 : i64
        %c44_i64_244 = arith.constant 44 : i64
        %176 = arith.minsi %175, %c44_i64_244 : i64
        %177 = arith.addi %165, %102 : i64
        %c44_i64_245 = arith.constant 44 : i64
        %178 = arith.minsi %177, %c44_i64_245 : i64
        %179 = arith.addi %165, %102 : i64
        %c44_i64_246 = arith.constant 44 : i64
        %180 = arith.minsi %179, %c44_i64_246 : i64
        %c8_i64_247 = arith.constant 8 : i64
        %181 = arith.addi %102, %c8_i64_247 : i64
        %182 = arith.addi %165, %181 : i64
        %c44_i64_248 = arith.constant 44 : i64
        %183 = arith.minsi %182, %c44_i64_248 : i64
        %c8_i64_249 = arith.constant 8 : i64
        %184 = arith.addi %102, %c8_i64_249 : i64
        %185 = arith.addi %165, %184 : i64
        %c44_i64_250 = arith.constant 44 : i64
        %186 = arith.minsi %185, %c44_i64_250 : i64
        %187 = arith.addi %166, %102 : i64
        %c18_i64 = arith.constant 18 : i64
        %188 = arith.minsi %187, %c18_i64 : i64
        %189 = arith.addi %166, %102 : i64
        %c18_i64_251 = arith.constant 18 : i64
        %190 = arith.minsi %189, %c18_i64_251 : i64
        %191 = arith.addi %166, %102 : i64
        %c18_i64_252 = arith.constant 18 : i64
        %192 = arith.minsi %191, %c18_i64_252 : i64
        %193 = arith.addi %166, %102 : i64
        %c18_i64_253 = arith.constant 18 : i64
        %194 = arith.minsi %193, %c18_i64_253 : i64
        %c0_i64_254 = arith.constant 0 : i64
        %c16_i64_255 = arith.constant 16 : i64
        %c16_i64_256 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_254 to %c16_i64_255 step %c16_i64_256  : i64 {
          %c2_i64_348 = arith.constant 2 : i64
          %367 = arith.muli %103, %c2_i64_348 : i64
          %368 = arith.addi %arg20, %367 : i64
          %c2_i64_349 = arith.constant 2 : i64
          %369 = arith.muli %103, %c2_i64_349 : i64
          %c1_i64_350 = arith.constant 1 : i64
          %370 = arith.addi %369, %c1_i64_350 : i64
          %371 = arith.addi %arg20, %370 : i64
          %c2_i64_351 = arith.constant 2 : i64
          %372 = arith.muli %103, %c2_i64_351 : i64
          %373 = arith.addi %arg20, %372 : i64
          %c2_i64_352 = arith.constant 2 : i64
          %374 = arith.muli %103, %c2_i64_352 : i64
          %c1_i64_353 = arith.constant 1 : i64
          %375 = arith.addi %374, %c1_i64_353 : i64
          %376 = arith.addi %arg20, %375 : i64
          %c2_i64_354 = arith.constant 2 : i64
          %377 = arith.muli %103, %c2_i64_354 : i64
          %c8_i64_355 = arith.constant 8 : i64
          %378 = arith.addi %377, %c8_i64_355 : i64
          %379 = arith.addi %arg20, %378 : i64
          %c2_i64_356 = arith.constant 2 : i64
          %380 = arith.muli %103, %c2_i64_356 : i64
          %c9_i64_357 = arith.constant 9 : i64
          %381 = arith.addi %380, %c9_i64_357 : i64
          %382 = arith.addi %arg20, %381 : i64
          %c2_i64_358 = arith.constant 2 : i64
          %383 = arith.muli %103, %c2_i64_358 : i64
          %c8_i64_359 = arith.constant 8 : i64
          %384 = arith.addi %383, %c8_i64_359 : i64
          %385 = arith.addi %arg20, %384 : i64
          %c2_i64_360 = arith.constant 2 : i64
          %386 = arith.muli %103, %c2_i64_360 : i64
          %c9_i64_361 = arith.constant 9 : i64
          %387 = arith.addi %386, %c9_i64_361 : i64
          %388 = arith.addi %arg20, %387 : i64
          %c2_i64_362 = arith.constant 2 : i64
          %389 = arith.muli %103, %c2_i64_362 : i64
          %390 = arith.addi %arg20, %389 : i64
          %c2_i64_363 = arith.constant 2 : i64
          %391 = arith.muli %103, %c2_i64_363 : i64
          %c1_i64_364 = arith.constant 1 : i64
          %392 = arith.addi %391, %c1_i64_364 : i64
          %393 = arith.addi %arg20, %392 : i64
          %c2_i64_365 = arith.constant 2 : i64
          %394 = arith.muli %103, %c2_i64_365 : i64
          %c8_i64_366 = arith.constant 8 : i64
          %395 = arith.addi %394, %c8_i64_366 : i64
          %396 = arith.addi %arg20, %395 : i64
          %c2_i64_367 = arith.constant 2 : i64
          %397 = arith.muli %103, %c2_i64_367 : i64
          %c9_i64_368 = arith.constant 9 : i64
          %398 = arith.addi %397, %c9_i64_368 : i64
          %399 = arith.addi %arg20, %398 : i64
          %c21_i64_369 = arith.constant 21 : i64
          %400 = arith.muli %168, %c21_i64_369 : i64
          %401 = arith.addi %368, %400 : i64
          %402 = llvm.getelementptr %91[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %403 = llvm.load %402 : !llvm.ptr<1> -> f16
          %c21_i64_370 = arith.constant 21 : i64
          %404 = arith.muli %170, %c21_i64_370 : i64
          %405 = arith.addi %371, %404 : i64
          %406 = llvm.getelementptr %91[%405] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %407 = llvm.load %406 : !llvm.ptr<1> -> f16
          %c21_i64_371 = arith.constant 21 : i64
          %408 = arith.muli %173, %c21_i64_371 : i64
          %409 = arith.addi %373, %408 : i64
          %410 = llvm.getelementptr %91[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %411 = llvm.load %410 : !llvm.ptr<1> -> f16
          %c21_i64_372 = arith.constant 21 : i64
          %412 = arith.muli %176, %c21_i64_372 : i64
          %413 = arith.addi %376, %412 : i64
          %414 = llvm.getelementptr %91[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %415 = llvm.load %414 : !llvm.ptr<1> -> f16
          %c21_i64_373 = arith.constant 21 : i64
          %416 = arith.muli %178, %c21_i64_373 : i64
          %417 = arith.addi %379, %416 : i64
          %418 = llvm.getelementptr %91[%417] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %419 = llvm.load %418 : !llvm.ptr<1> -> f16
          %c21_i64_374 = arith.constant 21 : i64
          %420 = arith.muli %180, %c21_i64_374 : i64
          %421 = arith.addi %382, %420 : i64
          %422 = llvm.getelementptr %91[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %423 = llvm.load %422 : !llvm.ptr<1> -> f16
          %c21_i64_375 = arith.constant 21 : i64
          %424 = arith.muli %183, %c21_i64_375 : i64
          %425 = arith.addi %385, %424 : i64
          %426 = llvm.getelementptr %91[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %427 = llvm.load %426 : !llvm.ptr<1> -> f16
          %c21_i64_376 = arith.constant 21 : i64
          %428 = arith.muli %186, %c21_i64_376 : i64
          %429 = arith.addi %388, %428 : i64
          %430 = llvm.getelementptr %91[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %431 = llvm.load %430 : !llvm.ptr<1> -> f16
          %c21_i64_377 = arith.constant 21 : i64
          %432 = arith.muli %188, %c21_i64_377 : i64
          %433 = arith.addi %390, %432 : i64
          %434 = llvm.getelementptr %93[%433] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %435 = llvm.load %434 : !llvm.ptr<1> -> f16
          %c21_i64_378 = arith.constant 21 : i64
          %436 = arith.muli %190, %c21_i64_378 : i64
          %437 = arith.addi %393, %436 : i64
          %438 = llvm.getelementptr %93[%437] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %439 = llvm.load %438 : !llvm.ptr<1> -> f16
          %c21_i64_379 = arith.constant 21 : i64
          %440 = arith.muli %192, %c21_i64_379 : i64
          %441 = arith.addi %396, %440 : i64
          %442 = llvm.getelementptr %93[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %443 = llvm.load %442 : !llvm.ptr<1> -> f16
          %c21_i64_380 = arith.constant 21 : i64
          %444 = arith.muli %194, %c21_i64_380 : i64
          %445 = arith.addi %399, %444 : i64
          %446 = llvm.getelementptr %93[%445] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %447 = llvm.load %446 : !llvm.ptr<1> -> f16
          %448 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_381 = arith.constant 0 : i32
          %449 = llvm.insertelement %403, %448[%c0_i32_381 : i32] : vector<2xf16>
          %c1_i32_382 = arith.constant 1 : i32
          %450 = llvm.insertelement %407, %449[%c1_i32_382 : i32] : vector<2xf16>
          %451 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_383 = arith.constant 0 : i32
          %452 = llvm.insertelement %411, %451[%c0_i32_383 : i32] : vector<2xf16>
          %c1_i32_384 = arith.constant 1 : i32
          %453 = llvm.insertelement %415, %452[%c1_i32_384 : i32] : vector<2xf16>
          %454 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_385 = arith.constant 0 : i32
          %455 = llvm.insertelement %419, %454[%c0_i32_385 : i32] : vector<2xf16>
          %c1_i32_386 = arith.constant 1 : i32
          %456 = llvm.insertelement %423, %455[%c1_i32_386 : i32] : vector<2xf16>
          %457 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_387 = arith.constant 0 : i32
          %458 = llvm.insertelement %427, %457[%c0_i32_387 : i32] : vector<2xf16>
          %c1_i32_388 = arith.constant 1 : i32
          %459 = llvm.insertelement %431, %458[%c1_i32_388 : i32] : vector<2xf16>
          %460 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_389 = arith.constant 0 : i32
          %461 = llvm.insertelement %435, %460[%c0_i32_389 : i32] : vector<2xf16>
          %c1_i32_390 = arith.constant 1 : i32
          %462 = llvm.insertelement %439, %461[%c1_i32_390 : i32] : vector<2xf16>
          %463 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_391 = arith.constant 0 : i32
          %464 = llvm.insertelement %443, %463[%c0_i32_391 : i32] : vector<2xf16>
          %c1_i32_392 = arith.constant 1 : i32
          %465 = llvm.insertelement %447, %464[%c1_i32_392 : i32] : vector<2xf16>
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
        %c16_i64_257 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %195 = arith.muli %103, %c2_i64 : i64
        %196 = arith.addi %c16_i64_257, %195 : i64
        %c16_i64_258 = arith.constant 16 : i64
        %c2_i64_259 = arith.constant 2 : i64
        %197 = arith.muli %103, %c2_i64_259 : i64
        %c1_i64_260 = arith.constant 1 : i64
        %198 = arith.addi %197, %c1_i64_260 : i64
        %199 = arith.addi %c16_i64_258, %198 : i64
        %c16_i64_261 = arith.constant 16 : i64
        %c2_i64_262 = arith.constant 2 : i64
        %200 = arith.muli %103, %c2_i64_262 : i64
        %201 = arith.addi %c16_i64_261, %200 : i64
        %c16_i64_263 = arith.constant 16 : i64
        %c2_i64_264 = arith.constant 2 : i64
        %202 = arith.muli %103, %c2_i64_264 : i64
        %c1_i64_265 = arith.constant 1 : i64
        %203 = arith.addi %202, %c1_i64_265 : i64
        %204 = arith.addi %c16_i64_263, %203 : i64
        %c16_i64_266 = arith.constant 16 : i64
        %c2_i64_267 = arith.constant 2 : i64
        %205 = arith.muli %103, %c2_i64_267 : i64
        %c8_i64_268 = arith.constant 8 : i64
        %206 = arith.addi %205, %c8_i64_268 : i64
        %207 = arith.addi %c16_i64_266, %206 : i64
        %c16_i64_269 = arith.constant 16 : i64
        %c2_i64_270 = arith.constant 2 : i64
        %208 = arith.muli %103, %c2_i64_270 : i64
        %c9_i64_271 = arith.constant 9 : i64
        %209 = arith.addi %208, %c9_i64_271 : i64
        %210 = arith.addi %c16_i64_269, %209 : i64
        %c16_i64_272 = arith.constant 16 : i64
        %c2_i64_273 = arith.constant 2 : i64
        %211 = arith.muli %103, %c2_i64_273 : i64
        %c8_i64_274 = arith.constant 8 : i64
        %212 = arith.addi %211, %c8_i64_274 : i64
        %213 = arith.addi %c16_i64_272, %212 : i64
        %c16_i64_275 = arith.constant 16 : i64
        %c2_i64_276 = arith.constant 2 : i64
        %214 = arith.muli %103, %c2_i64_276 : i64
        %c9_i64_277 = arith.constant 9 : i64
        %215 = arith.addi %214, %c9_i64_277 : i64
        %216 = arith.addi %c16_i64_275, %215 : i64
        %c16_i64_278 = arith.constant 16 : i64
        %c2_i64_279 = arith.constant 2 : i64
        %217 = arith.muli %103, %c2_i64_279 : i64
        %218 = arith.addi %c16_i64_278, %217 : i64
        %c16_i64_280 = arith.constant 16 : i64
        %c2_i64_281 = arith.constant 2 : i64
        %219 = arith.muli %103, %c2_i64_281 : i64
        %c1_i64_282 = arith.constant 1 : i64
        %220 = arith.addi %219, %c1_i64_282 : i64
        %221 = arith.addi %c16_i64_280, %220 : i64
        %c16_i64_283 = arith.constant 16 : i64
        %c2_i64_284 = arith.constant 2 : i64
        %222 = arith.muli %103, %c2_i64_284 : i64
        %c8_i64_285 = arith.constant 8 : i64
        %223 = arith.addi %222, %c8_i64_285 : i64
        %224 = arith.addi %c16_i64_283, %223 : i64
        %c16_i64_286 = arith.constant 16 : i64
        %c2_i64_287 = arith.constant 2 : i64
        %225 = arith.muli %103, %c2_i64_287 : i64
        %c9_i64_288 = arith.constant 9 : i64
        %226 = arith.addi %225, %c9_i64_288 : i64
        %227 = arith.addi %c16_i64_286, %226 : i64
        %c20_i64_289 = arith.constant 20 : i64
        %228 = arith.minsi %196, %c20_i64_289 : i64
        %c21_i64 = arith.constant 21 : i64
        %229 = arith.muli %168, %c21_i64 : i64
        %230 = arith.addi %228, %229 : i64
        %231 = llvm.getelementptr %91[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %232 = llvm.load %231 : !llvm.ptr<1> -> f16
        memref.store %232, %alloca_91[] : memref<f16>
        %c21_i64_290 = arith.constant 21 : i64
        %233 = arith.cmpi sge, %196, %c21_i64_290 : i64
        scf.if %233 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_91[] : memref<f16>
        }
        %c20_i64_291 = arith.constant 20 : i64
        %234 = arith.minsi %199, %c20_i64_291 : i64
        %c21_i64_292 = arith.constant 21 : i64
        %235 = arith.muli %170, %c21_i64_292 : i64
        %236 = arith.addi %234, %235 : i64
        %237 = llvm.getelementptr %91[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %238 = llvm.load %237 : !llvm.ptr<1> -> f16
        memref.store %238, %alloca_92[] : memref<f16>
        %c21_i64_293 = arith.constant 21 : i64
        %239 = arith.cmpi sge, %199, %c21_i64_293 : i64
        scf.if %239 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_92[] : memref<f16>
        }
        %c20_i64_294 = arith.constant 20 : i64
        %240 = arith.minsi %201, %c20_i64_294 : i64
        %c21_i64_295 = arith.constant 21 : i64
        %241 = arith.muli %173, %c21_i64_295 : i64
        %242 = arith.addi %240, %241 : i64
        %243 = llvm.getelementptr %91[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %244 = llvm.load %243 : !llvm.ptr<1> -> f16
        memref.store %244, %alloca_93[] : memref<f16>
        %c21_i64_296 = arith.constant 21 : i64
        %245 = arith.cmpi sge, %201, %c21_i64_296 : i64
        scf.if %245 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_93[] : memref<f16>
        }
        %c20_i64_297 = arith.constant 20 : i64
        %246 = arith.minsi %204, %c20_i64_297 : i64
        %c21_i64_298 = arith.constant 21 : i64
        %247 = arith.muli %176, %c21_i64_298 : i64
        %248 = arith.addi %246, %247 : i64
        %249 = llvm.getelementptr %91[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %250 = llvm.load %249 : !llvm.ptr<1> -> f16
        memref.store %250, %alloca_94[] : memref<f16>
        %c21_i64_299 = arith.constant 21 : i64
        %251 = arith.cmpi sge, %204, %c21_i64_299 : i64
        scf.if %251 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_94[] : memref<f16>
        }
        %c20_i64_300 = arith.constant 20 : i64
        %252 = arith.minsi %207, %c20_i64_300 : i64
        %c21_i64_301 = arith.constant 21 : i64
        %253 = arith.muli %178, %c21_i64_301 : i64
        %254 = arith.addi %252, %253 : i64
        %255 = llvm.getelementptr %91[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %256 = llvm.load %255 : !llvm.ptr<1> -> f16
        memref.store %256, %alloca_95[] : memref<f16>
        %c21_i64_302 = arith.constant 21 : i64
        %257 = arith.cmpi sge, %207, %c21_i64_302 : i64
        scf.if %257 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_95[] : memref<f16>
        }
        %c20_i64_303 = arith.constant 20 : i64
        %258 = arith.minsi %210, %c20_i64_303 : i64
        %c21_i64_304 = arith.constant 21 : i64
        %259 = arith.muli %180, %c21_i64_304 : i64
        %260 = arith.addi %258, %259 : i64
        %261 = llvm.getelementptr %91[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %262 = llvm.load %261 : !llvm.ptr<1> -> f16
        memref.store %262, %alloca_96[] : memref<f16>
        %c21_i64_305 = arith.constant 21 : i64
        %263 = arith.cmpi sge, %210, %c21_i64_305 : i64
        scf.if %263 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_96[] : memref<f16>
        }
        %c20_i64_306 = arith.constant 20 : i64
        %264 = arith.minsi %213, %c20_i64_306 : i64
        %c21_i64_307 = arith.constant 21 : i64
        %265 = arith.muli %183, %c21_i64_307 : i64
        %266 = arith.addi %264, %265 : i64
        %267 = llvm.getelementptr %91[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %268 = llvm.load %267 : !llvm.ptr<1> -> f16
        memref.store %268, %alloca_97[] : memref<f16>
        %c21_i64_308 = arith.constant 21 : i64
        %269 = arith.cmpi sge, %213, %c21_i64_308 : i64
        scf.if %269 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_97[] : memref<f16>
        }
        %c20_i64_309 = arith.constant 20 : i64
        %270 = arith.minsi %216, %c20_i64_309 : i64
        %c21_i64_310 = arith.constant 21 : i64
        %271 = arith.muli %186, %c21_i64_310 : i64
        %272 = arith.addi %270, %271 : i64
        %273 = llvm.getelementptr %91[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %274 = llvm.load %273 : !llvm.ptr<1> -> f16
        memref.store %274, %alloca_98[] : memref<f16>
        %c21_i64_311 = arith.constant 21 : i64
        %275 = arith.cmpi sge, %216, %c21_i64_311 : i64
        scf.if %275 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_98[] : memref<f16>
        }
        %c20_i64_312 = arith.constant 20 : i64
        %276 = arith.minsi %218, %c20_i64_312 : i64
        %c21_i64_313 = arith.constant 21 : i64
        %277 = arith.muli %188, %c21_i64_313 : i64
        %278 = arith.addi %276, %277 : i64
        %279 = llvm.getelementptr %93[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %280 = llvm.load %279 : !llvm.ptr<1> -> f16
        memref.store %280, %alloca_99[] : memref<f16>
        %c21_i64_314 = arith.constant 21 : i64
        %281 = arith.cmpi sge, %218, %c21_i64_314 : i64
        scf.if %281 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_99[] : memref<f16>
        }
        %c20_i64_315 = arith.constant 20 : i64
        %282 = arith.minsi %221, %c20_i64_315 : i64
        %c21_i64_316 = arith.constant 21 : i64
        %283 = arith.muli %190, %c21_i64_316 : i64
        %284 = arith.addi %282, %283 : i64
        %285 = llvm.getelementptr %93[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %286 = llvm.load %285 : !llvm.ptr<1> -> f16
        memref.store %286, %alloca_100[] : memref<f16>
        %c21_i64_317 = arith.constant 21 : i64
        %287 = arith.cmpi sge, %221, %c21_i64_317 : i64
        scf.if %287 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_100[] : memref<f16>
        }
        %c20_i64_318 = arith.constant 20 : i64
        %288 = arith.minsi %224, %c20_i64_318 : i64
        %c21_i64_319 = arith.constant 21 : i64
        %289 = arith.muli %192, %c21_i64_319 : i64
        %290 = arith.addi %288, %289 : i64
        %291 = llvm.getelementptr %93[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %292 = llvm.load %291 : !llvm.ptr<1> -> f16
        memref.store %292, %alloca_101[] : memref<f16>
        %c21_i64_320 = arith.constant 21 : i64
        %293 = arith.cmpi sge, %224, %c21_i64_320 : i64
        scf.if %293 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_101[] : memref<f16>
        }
        %c20_i64_321 = arith.constant 20 : i64
        %294 = arith.minsi %227, %c20_i64_321 : i64
        %c21_i64_322 = arith.constant 21 : i64
        %295 = arith.muli %194, %c21_i64_322 : i64
        %296 = arith.addi %294, %295 : i64
        %297 = llvm.getelementptr %93[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %298 = llvm.load %297 : !llvm.ptr<1> -> f16
        memref.store %298, %alloca_102[] : memref<f16>
        %c21_i64_323 = arith.constant 21 : i64
        %299 = arith.cmpi sge, %227, %c21_i64_323 : i64
        scf.if %299 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_102[] : memref<f16>
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
        %c0_i32_324 = arith.constant 0 : i32
        %312 = llvm.insertelement %302, %311[%c0_i32_324 : i32] : vector<2xf16>
        %c1_i32_325 = arith.constant 1 : i32
        %313 = llvm.insertelement %303, %312[%c1_i32_325 : i32] : vector<2xf16>
        %314 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_326 = arith.constant 0 : i32
        %315 = llvm.insertelement %304, %314[%c0_i32_326 : i32] : vector<2xf16>
        %c1_i32_327 = arith.constant 1 : i32
        %316 = llvm.insertelement %305, %315[%c1_i32_327 : i32] : vector<2xf16>
        %317 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_328 = arith.constant 0 : i32
        %318 = llvm.insertelement %306, %317[%c0_i32_328 : i32] : vector<2xf16>
        %c1_i32_329 = arith.constant 1 : i32
        %319 = llvm.insertelement %307, %318[%c1_i32_329 : i32] : vector<2xf16>
        %320 = memref.load %alloca_99[] : memref<f16>
        %321 = memref.load %alloca_100[] : memref<f16>
        %322 = memref.load %alloca_101[] : memref<f16>
        %323 = memref.load %alloca_102[] : memref<f16>
        %324 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_330 = arith.constant 0 : i32
        %325 = llvm.insertelement %320, %324[%c0_i32_330 : i32] : vector<2xf16>
        %c1_i32_331 = arith.constant 1 : i32
        %326 = llvm.insertelement %321, %325[%c1_i32_331 : i32] : vector<2xf16>
        %327 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_332 = arith.constant 0 : i32
        %328 = llvm.insertelement %322, %327[%c0_i32_332 : i32] : vector<2xf16>
        %c1_i32_333 = arith.constant 1 : i32
        %329 = llvm.insertelement %323, %328[%c1_i32_333 : i32] : vector<2xf16>
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
        %c2_i64_334 = arith.constant 2 : i64
        %340 = arith.muli %103, %c2_i64_334 : i64
        %341 = arith.addi %166, %340 : i64
        %c45_i64 = arith.constant 45 : i64
        %342 = arith.cmpi slt, %339, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %343 = arith.cmpi slt, %341, %c19_i64 : i64
        %344 = arith.andi %342, %343 : i1
        scf.if %344 {
          %c45_i64_348 = arith.constant 45 : i64
          %367 = arith.muli %341, %c45_i64_348 : i64
          %368 = arith.addi %339, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_87[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_349 = arith.constant 45 : i64
          %373 = arith.muli %341, %c45_i64_349 : i64
          %374 = arith.addi %339, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %345 = arith.addi %165, %102 : i64
        %c2_i64_335 = arith.constant 2 : i64
        %346 = arith.muli %103, %c2_i64_335 : i64
        %c1_i64_336 = arith.constant 1 : i64
        %347 = arith.addi %346, %c1_i64_336 : i64
        %348 = arith.addi %166, %347 : i64
        %c45_i64_337 = arith.constant 45 : i64
        %349 = arith.cmpi slt, %345, %c45_i64_337 : i64
        %c19_i64_338 = arith.constant 19 : i64
        %350 = arith.cmpi slt, %348, %c19_i64_338 : i64
        %351 = arith.andi %349, %350 : i1
        scf.if %351 {
          %c45_i64_348 = arith.constant 45 : i64
          %367 = arith.muli %348, %c45_i64_348 : i64
          %368 = arith.addi %345, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_88[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_349 = arith.constant 45 : i64
          %373 = arith.muli %348, %c45_i64_349 : i64
          %374 = arith.addi %345, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %c8_i64_339 = arith.constant 8 : i64
        %352 = arith.addi %102, %c8_i64_339 : i64
        %353 = arith.addi %165, %352 : i64
        %c2_i64_340 = arith.constant 2 : i64
        %354 = arith.muli %103, %c2_i64_340 : i64
        %355 = arith.addi %166, %354 : i64
        %c45_i64_341 = arith.constant 45 : i64
        %356 = arith.cmpi slt, %353, %c45_i64_341 : i64
        %c19_i64_342 = arith.constant 19 : i64
        %357 = arith.cmpi slt, %355, %c19_i64_342 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %c45_i64_348 = arith.constant 45 : i64
          %367 = arith.muli %355, %c45_i64_348 : i64
          %368 = arith.addi %353, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_89[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_349 = arith.constant 45 : i64
          %373 = arith.muli %355, %c45_i64_349 : i64
          %374 = arith.addi %353, %373 : i64
          %375 = llvm.getelementptr %95[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
        }
        %c8_i64_343 = arith.constant 8 : i64
        %359 = arith.addi %102, %c8_i64_343 : i64
        %360 = arith.addi %165, %359 : i64
        %c2_i64_344 = arith.constant 2 : i64
        %361 = arith.muli %103, %c2_i64_344 : i64
        %c1_i64_345 = arith.constant 1 : i64
        %362 = arith.addi %361, %c1_i64_345 : i64
        %363 = arith.addi %166, %362 : i64
        %c45_i64_346 = arith.constant 45 : i64
        %364 = arith.cmpi slt, %360, %c45_i64_346 : i64
        %c19_i64_347 = arith.constant 19 : i64
        %365 = arith.cmpi slt, %363, %c19_i64_347 : i64
        %366 = arith.andi %364, %365 : i1
        scf.if %366 {
          %c45_i64_348 = arith.constant 45 : i64
          %367 = arith.muli %363, %c45_i64_348 : i64
          %368 = arith.addi %360, %367 : i64
          %369 = llvm.getelementptr %95[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %370 = llvm.load %369 : !llvm.ptr<1> -> f32
          %371 = memref.load %alloca_90[] : memref<f32>
          %372 = llvm.intr.fma(%arg1, %370, %371) : (f32, f32, f32) -> f32
          %c45_i64_349 = arith.constant 45 : i64
          %373 = arith.muli %363, %c45_i64_349 : i64
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
      %thread_id_x_195 = gpu.thread_id  x
      %110 = arith.index_cast %thread_id_x_195 : index to i64
      %c64_i64_196 = arith.constant 64 : i64
      %thread_id_y_197 = gpu.thread_id  y
      %111 = arith.index_cast %thread_id_y_197 : index to i64
      %112 = arith.muli %c64_i64_196, %111 : i64
      %113 = arith.addi %110, %112 : i64
      %c32_i64_198 = arith.constant 32 : i64
      %114 = arith.divsi %113, %c32_i64_198 : i64
      %c32_i64_199 = arith.constant 32 : i64
      %115 = arith.remsi %113, %c32_i64_199 : i64
      %c4_i64_200 = arith.constant 4 : i64
      %116 = arith.divsi %115, %c4_i64_200 : i64
      %c4_i64_201 = arith.constant 4 : i64
      %117 = arith.remsi %115, %c4_i64_201 : i64
      %c15_i64 = arith.constant 15 : i64
      %118 = arith.addi %40, %c15_i64 : i64
      %c16_i64_202 = arith.constant 16 : i64
      %119 = arith.divsi %118, %c16_i64_202 : i64
      %c7_i64 = arith.constant 7 : i64
      %120 = arith.addi %41, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %121 = arith.divsi %120, %c8_i64 : i64
      %122 = arith.muli %119, %121 : i64
      %c16_i64_203 = arith.constant 16 : i64
      %123 = arith.remsi %27, %c16_i64_203 : i64
      %124 = arith.subi %27, %123 : i64
      %c16_i64_204 = arith.constant 16 : i64
      scf.for %arg19 = %114 to %122 step %c16_i64_204  : i64 {
        %163 = arith.remsi %arg19, %119 : i64
        %164 = arith.divsi %arg19, %119 : i64
        %c16_i64_234 = arith.constant 16 : i64
        %165 = arith.muli %163, %c16_i64_234 : i64
        %c8_i64_235 = arith.constant 8 : i64
        %166 = arith.muli %164, %c8_i64_235 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_103[] : memref<f32>
        %cst_236 = arith.constant 0.000000e+00 : f32
        memref.store %cst_236, %alloca_104[] : memref<f32>
        %cst_237 = arith.constant 0.000000e+00 : f32
        memref.store %cst_237, %alloca_105[] : memref<f32>
        %cst_238 = arith.constant 0.000000e+00 : f32
        memref.store %cst_238, %alloca_106[] : memref<f32>
        %167 = arith.addi %165, %116 : i64
        %c1_i64_239 = arith.constant 1 : i64
        %168 = arith.subi %40, %c1_i64_239 : i64
        %169 = arith.minsi %167, %168 : i64
        %170 = arith.addi %165, %116 : i64
        %c1_i64_240 = arith.constant 1 : i64
        %171 = arith.subi %40, %c1_i64_240 : i64
        %172 = arith.minsi %170, %171 : i64
        %c8_i64_241 = arith.constant 8 : i64
        %173 = arith.addi %116, %c8_i64_241 : i64
        %174 = arith.addi %165, %173 : i64
        %c1_i64_242 = arith.constant 1 : i64
        %175 = arith.subi %40, %c1_i64_242 : i64
        %176 = arith.minsi %174, %175 : i64
        %c8_i64_243 = arith.constant 8 : i64
        %177 = arith.addi %116, %c8_i64_243 : i64
        %178 = arith.addi %165, %177 : i64
        %c1_i64_244 = arith.constant 1 : i64
        %179 = arith.subi %40, %c1_i64_244 : i64
        %180 = arith.minsi %178, %179 : i64
        %181 = arith.addi %165, %116 : i64
        %c1_i64_245 = arith.constant 1 : i64
        %182 = arith.subi %40, %c1_i64_245 : i64
        %183 = arith.minsi %181, %182 : i64
        %184 = arith.addi %165, %116 : i64
        %c1_i64_246 = arith.constant 1 : i64
        %185 = arith.subi %40, %c1_i64_246 : i64
        %186 = arith.minsi %184, %185 : i64
        %c8_i64_247 = arith.constant 8 : i64
        %187 = arith.addi %116, %c8_i64_247 : i64
        %188 = arith.addi %165, %187 : i64
        %c1_i64_248 = arith.constant 1 : i64
        %189 = arith.subi %40, %c1_i64_248 : i64
        %190 = arith.minsi %188, %189 : i64
        %c8_i64_249 = arith.constant 8 : i64
        %191 = arith.addi %116, %c8_i64_249 : i64
        %192 = arith.addi %165, %191 : i64
        %c1_i64_250 = arith.constant 1 : i64
        %193 = arith.subi %40, %c1_i64_250 : i64
        %194 = arith.minsi %192, %193 : i64
        %195 = arith.addi %166, %116 : i64
        %c1_i64_251 = arith.constant 1 : i64
        %196 = arith.subi %41, %c1_i64_251 : i64
        %197 = arith.minsi %195, %196 : i64
        %198 = arith.addi %166, %116 : i64
        %c1_i64_252 = arith.constant 1 : i64
        %199 = arith.subi %41, %c1_i64_252 : i64
        %200 = arith.minsi %198, %199 : i64
        %201 = arith.addi %166, %116 : i64
        %c1_i64_253 = arith.constant 1 : i64
        %202 = arith.subi %41, %c1_i64_253 : i64
        %203 = arith.minsi %201, %202 : i64
        %204 = arith.addi %166, %116 : i64
        %c1_i64_254 = arith.constant 1 : i64
        %205 = arith.subi %41, %c1_i64_254 : i64
        %206 = arith.minsi %204, %205 : i64
        %c0_i64_255 = arith.constant 0 : i64
        %c16_i64_256 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_255 to %124 step %c16_i64_256  : i64 {
          %c2_i64_264 = arith.constant 2 : i64
          %236 = arith.muli %117, %c2_i64_264 : i64
          %237 = arith.addi %arg20, %236 : i64
          %c2_i64_265 = arith.constant 2 : i64
          %238 = arith.muli %117, %c2_i64_265 : i64
          %c1_i64_266 = arith.constant 1 : i64
          %239 = arith.addi %238, %c1_i64_266 : i64
          %240 = arith.addi %arg20, %239 : i64
          %c2_i64_267 = arith.constant 2 : i64
          %241 = arith.muli %117, %c2_i64_267 : i64
          %242 = arith.addi %arg20, %241 : i64
          %c2_i64_268 = arith.constant 2 : i64
          %243 = arith.muli %117, %c2_i64_268 : i64
          %c1_i64_269 = arith.constant 1 : i64
          %244 = arith.addi %243, %c1_i64_269 : i64
          %245 = arith.addi %arg20, %244 : i64
          %c2_i64_270 = arith.constant 2 : i64
          %246 = arith.muli %117, %c2_i64_270 : i64
          %c8_i64_271 = arith.constant 8 : i64
          %247 = arith.addi %246, %c8_i64_271 : i64
          %248 = arith.addi %arg20, %247 : i64
          %c2_i64_272 = arith.constant 2 : i64
          %249 = arith.muli %117, %c2_i64_272 : i64
          %c9_i64_273 = arith.constant 9 : i64
          %250 = arith.addi %249, %c9_i64_273 : i64
          %251 = arith.addi %arg20, %250 : i64
          %c2_i64_274 = arith.constant 2 : i64
          %252 = arith.muli %117, %c2_i64_274 : i64
          %c8_i64_275 = arith.constant 8 : i64
          %253 = arith.addi %252, %c8_i64_275 : i64
          %254 = arith.addi %arg20, %253 : i64
          %c2_i64_276 = arith.constant 2 : i64
          %255 = arith.muli %117, %c2_i64_276 : i64
          %c9_i64_277 = arith.constant 9 : i64
          %256 = arith.addi %255, %c9_i64_277 : i64
          %257 = arith.addi %arg20, %256 : i64
          %c2_i64_278 = arith.constant 2 : i64
          %258 = arith.muli %117, %c2_i64_278 : i64
          %259 = arith.addi %arg20, %258 : i64
          %c2_i64_279 = arith.constant 2 : i64
          %260 = arith.muli %117, %c2_i64_279 : i64
          %c1_i64_280 = arith.constant 1 : i64
          %261 = arith.addi %260, %c1_i64_280 : i64
          %262 = arith.addi %arg20, %261 : i64
          %c2_i64_281 = arith.constant 2 : i64
          %263 = arith.muli %117, %c2_i64_281 : i64
          %c8_i64_282 = arith.constant 8 : i64
          %264 = arith.addi %263, %c8_i64_282 : i64
          %265 = arith.addi %arg20, %264 : i64
          %c2_i64_283 = arith.constant 2 : i64
          %266 = arith.muli %117, %c2_i64_283 : i64
          %c9_i64_284 = arith.constant 9 : i64
          %267 = arith.addi %266, %c9_i64_284 : i64
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
          %c0_i32_285 = arith.constant 0 : i32
          %322 = llvm.insertelement %280, %321[%c0_i32_285 : i32] : vector<2xbf16>
          %c1_i32_286 = arith.constant 1 : i32
          %323 = llvm.insertelement %284, %322[%c1_i32_286 : i32] : vector<2xbf16>
          %324 = llvm.bitcast %323 : vector<2xbf16> to i32
          %325 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_287 = arith.constant 0 : i32
          %326 = llvm.insertelement %288, %325[%c0_i32_287 : i32] : vector<2xbf16>
          %c1_i32_288 = arith.constant 1 : i32
          %327 = llvm.insertelement %292, %326[%c1_i32_288 : i32] : vector<2xbf16>
          %328 = llvm.bitcast %327 : vector<2xbf16> to i32
          %329 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_289 = arith.constant 0 : i32
          %330 = llvm.insertelement %296, %329[%c0_i32_289 : i32] : vector<2xbf16>
          %c1_i32_290 = arith.constant 1 : i32
          %331 = llvm.insertelement %300, %330[%c1_i32_290 : i32] : vector<2xbf16>
          %332 = llvm.bitcast %331 : vector<2xbf16> to i32
          %333 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_291 = arith.constant 0 : i32
          %334 = llvm.insertelement %304, %333[%c0_i32_291 : i32] : vector<2xbf16>
          %c1_i32_292 = arith.constant 1 : i32
          %335 = llvm.insertelement %308, %334[%c1_i32_292 : i32] : vector<2xbf16>
          %336 = llvm.bitcast %335 : vector<2xbf16> to i32
          %337 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_293 = arith.constant 0 : i32
          %338 = llvm.insertelement %312, %337[%c0_i32_293 : i32] : vector<2xbf16>
          %c1_i32_294 = arith.constant 1 : i32
          %339 = llvm.insertelement %316, %338[%c1_i32_294 : i32] : vector<2xbf16>
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
          %c2_i64_264 = arith.constant 2 : i64
          %236 = arith.muli %117, %c2_i64_264 : i64
          %237 = arith.addi %124, %236 : i64
          %c2_i64_265 = arith.constant 2 : i64
          %238 = arith.muli %117, %c2_i64_265 : i64
          %c1_i64_266 = arith.constant 1 : i64
          %239 = arith.addi %238, %c1_i64_266 : i64
          %240 = arith.addi %124, %239 : i64
          %c2_i64_267 = arith.constant 2 : i64
          %241 = arith.muli %117, %c2_i64_267 : i64
          %242 = arith.addi %124, %241 : i64
          %c2_i64_268 = arith.constant 2 : i64
          %243 = arith.muli %117, %c2_i64_268 : i64
          %c1_i64_269 = arith.constant 1 : i64
          %244 = arith.addi %243, %c1_i64_269 : i64
          %245 = arith.addi %124, %244 : i64
          %c2_i64_270 = arith.constant 2 : i64
          %246 = arith.muli %117, %c2_i64_270 : i64
          %c8_i64_271 = arith.constant 8 : i64
          %247 = arith.addi %246, %c8_i64_271 : i64
          %248 = arith.addi %124, %247 : i64
          %c2_i64_272 = arith.constant 2 : i64
          %249 = arith.muli %117, %c2_i64_272 : i64
          %c9_i64_273 = arith.constant 9 : i64
          %250 = arith.addi %249, %c9_i64_273 : i64
          %251 = arith.addi %124, %250 : i64
          %c2_i64_274 = arith.constant 2 : i64
          %252 = arith.muli %117, %c2_i64_274 : i64
          %c8_i64_275 = arith.constant 8 : i64
          %253 = arith.addi %252, %c8_i64_275 : i64
          %254 = arith.addi %124, %253 : i64
          %c2_i64_276 = arith.constant 2 : i64
          %255 = arith.muli %117, %c2_i64_276 : i64
          %c9_i64_277 = arith.constant 9 : i64
          %256 = arith.addi %255, %c9_i64_277 : i64
          %257 = arith.addi %124, %256 : i64
          %c2_i64_278 = arith.constant 2 : i64
          %258 = arith.muli %117, %c2_i64_278 : i64
          %259 = arith.addi %124, %258 : i64
          %c2_i64_279 = arith.constant 2 : i64
          %260 = arith.muli %117, %c2_i64_279 : i64
          %c1_i64_280 = arith.constant 1 : i64
          %261 = arith.addi %260, %c1_i64_280 : i64
          %262 = arith.addi %124, %261 : i64
          %c2_i64_281 = arith.constant 2 : i64
          %263 = arith.muli %117, %c2_i64_281 : i64
          %c8_i64_282 = arith.constant 8 : i64
          %264 = arith.addi %263, %c8_i64_282 : i64
          %265 = arith.addi %124, %264 : i64
          %c2_i64_283 = arith.constant 2 : i64
          %266 = arith.muli %117, %c2_i64_283 : i64
          %c9_i64_284 = arith.constant 9 : i64
          %267 = arith.addi %266, %c9_i64_284 : i64
          %268 = arith.addi %124, %267 : i64
          %c1_i64_285 = arith.constant 1 : i64
          %269 = arith.subi %27, %c1_i64_285 : i64
          %270 = arith.minsi %237, %269 : i64
          %271 = arith.muli %270, %28 : i64
          %272 = arith.addi %169, %271 : i64
          %273 = llvm.getelementptr %105[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %274 = llvm.load %273 : !llvm.ptr<1> -> bf16
          memref.store %274, %alloca_107[] : memref<bf16>
          %275 = arith.cmpi sge, %237, %27 : i64
          scf.if %275 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_107[] : memref<bf16>
          }
          %c1_i64_286 = arith.constant 1 : i64
          %276 = arith.subi %27, %c1_i64_286 : i64
          %277 = arith.minsi %240, %276 : i64
          %278 = arith.muli %277, %28 : i64
          %279 = arith.addi %172, %278 : i64
          %280 = llvm.getelementptr %105[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %281 = llvm.load %280 : !llvm.ptr<1> -> bf16
          memref.store %281, %alloca_108[] : memref<bf16>
          %282 = arith.cmpi sge, %240, %27 : i64
          scf.if %282 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_108[] : memref<bf16>
          }
          %c1_i64_287 = arith.constant 1 : i64
          %283 = arith.subi %27, %c1_i64_287 : i64
          %284 = arith.minsi %242, %283 : i64
          %285 = arith.muli %284, %28 : i64
          %286 = arith.addi %176, %285 : i64
          %287 = llvm.getelementptr %105[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %288 = llvm.load %287 : !llvm.ptr<1> -> bf16
          memref.store %288, %alloca_109[] : memref<bf16>
          %289 = arith.cmpi sge, %242, %27 : i64
          scf.if %289 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_109[] : memref<bf16>
          }
          %c1_i64_288 = arith.constant 1 : i64
          %290 = arith.subi %27, %c1_i64_288 : i64
          %291 = arith.minsi %245, %290 : i64
          %292 = arith.muli %291, %28 : i64
          %293 = arith.addi %180, %292 : i64
          %294 = llvm.getelementptr %105[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %295 = llvm.load %294 : !llvm.ptr<1> -> bf16
          memref.store %295, %alloca_110[] : memref<bf16>
          %296 = arith.cmpi sge, %245, %27 : i64
          scf.if %296 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_110[] : memref<bf16>
          }
          %c1_i64_289 = arith.constant 1 : i64
          %297 = arith.subi %27, %c1_i64_289 : i64
          %298 = arith.minsi %248, %297 : i64
          %299 = arith.muli %298, %28 : i64
          %300 = arith.addi %183, %299 : i64
          %301 = llvm.getelementptr %105[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %302 = llvm.load %301 : !llvm.ptr<1> -> bf16
          memref.store %302, %alloca_111[] : memref<bf16>
          %303 = arith.cmpi sge, %248, %27 : i64
          scf.if %303 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_111[] : memref<bf16>
          }
          %c1_i64_290 = arith.constant 1 : i64
          %304 = arith.subi %27, %c1_i64_290 : i64
          %305 = arith.minsi %251, %304 : i64
          %306 = arith.muli %305, %28 : i64
          %307 = arith.addi %186, %306 : i64
          %308 = llvm.getelementptr %105[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %309 = llvm.load %308 : !llvm.ptr<1> -> bf16
          memref.store %309, %alloca_112[] : memref<bf16>
          %310 = arith.cmpi sge, %251, %27 : i64
          scf.if %310 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_112[] : memref<bf16>
          }
          %c1_i64_291 = arith.constant 1 : i64
          %311 = arith.subi %27, %c1_i64_291 : i64
          %312 = arith.minsi %254, %311 : i64
          %313 = arith.muli %312, %28 : i64
          %314 = arith.addi %190, %313 : i64
          %315 = llvm.getelementptr %105[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %316 = llvm.load %315 : !llvm.ptr<1> -> bf16
          memref.store %316, %alloca_113[] : memref<bf16>
          %317 = arith.cmpi sge, %254, %27 : i64
          scf.if %317 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_113[] : memref<bf16>
          }
          %c1_i64_292 = arith.constant 1 : i64
          %318 = arith.subi %27, %c1_i64_292 : i64
          %319 = arith.minsi %257, %318 : i64
          %320 = arith.muli %319, %28 : i64
          %321 = arith.addi %194, %320 : i64
          %322 = llvm.getelementptr %105[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %323 = llvm.load %322 : !llvm.ptr<1> -> bf16
          memref.store %323, %alloca_114[] : memref<bf16>
          %324 = arith.cmpi sge, %257, %27 : i64
          scf.if %324 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_114[] : memref<bf16>
          }
          %c1_i64_293 = arith.constant 1 : i64
          %325 = arith.subi %27, %c1_i64_293 : i64
          %326 = arith.minsi %259, %325 : i64
          %327 = arith.muli %326, %35 : i64
          %328 = arith.addi %197, %327 : i64
          %329 = llvm.getelementptr %107[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %330 = llvm.load %329 : !llvm.ptr<1> -> bf16
          memref.store %330, %alloca_115[] : memref<bf16>
          %331 = arith.cmpi sge, %259, %27 : i64
          scf.if %331 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_115[] : memref<bf16>
          }
          %c1_i64_294 = arith.constant 1 : i64
          %332 = arith.subi %27, %c1_i64_294 : i64
          %333 = arith.minsi %262, %332 : i64
          %334 = arith.muli %333, %35 : i64
          %335 = arith.addi %200, %334 : i64
          %336 = llvm.getelementptr %107[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %337 = llvm.load %336 : !llvm.ptr<1> -> bf16
          memref.store %337, %alloca_116[] : memref<bf16>
          %338 = arith.cmpi sge, %262, %27 : i64
          scf.if %338 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_116[] : memref<bf16>
          }
          %c1_i64_295 = arith.constant 1 : i64
          %339 = arith.subi %27, %c1_i64_295 : i64
          %340 = arith.minsi %265, %339 : i64
          %341 = arith.muli %340, %35 : i64
          %342 = arith.addi %203, %341 : i64
          %343 = llvm.getelementptr %107[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %344 = llvm.load %343 : !llvm.ptr<1> -> bf16
          memref.store %344, %alloca_117[] : memref<bf16>
          %345 = arith.cmpi sge, %265, %27 : i64
          scf.if %345 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_117[] : memref<bf16>
          }
          %c1_i64_296 = arith.constant 1 : i64
          %346 = arith.subi %27, %c1_i64_296 : i64
          %347 = arith.minsi %268, %346 : i64
          %348 = arith.muli %347, %35 : i64
          %349 = arith.addi %206, %348 : i64
          %350 = llvm.getelementptr %107[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %351 = llvm.load %350 : !llvm.ptr<1> -> bf16
          memref.store %351, %alloca_118[] : memref<bf16>
          %352 = arith.cmpi sge, %268, %27 : i64
          scf.if %352 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_118[] : memref<bf16>
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
          %c0_i32_297 = arith.constant 0 : i32
          %366 = llvm.insertelement %355, %365[%c0_i32_297 : i32] : vector<2xbf16>
          %c1_i32_298 = arith.constant 1 : i32
          %367 = llvm.insertelement %356, %366[%c1_i32_298 : i32] : vector<2xbf16>
          %368 = llvm.bitcast %367 : vector<2xbf16> to i32
          %369 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_299 = arith.constant 0 : i32
          %370 = llvm.insertelement %357, %369[%c0_i32_299 : i32] : vector<2xbf16>
          %c1_i32_300 = arith.constant 1 : i32
          %371 = llvm.insertelement %358, %370[%c1_i32_300 : i32] : vector<2xbf16>
          %372 = llvm.bitcast %371 : vector<2xbf16> to i32
          %373 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_301 = arith.constant 0 : i32
          %374 = llvm.insertelement %359, %373[%c0_i32_301 : i32] : vector<2xbf16>
          %c1_i32_302 = arith.constant 1 : i32
          %375 = llvm.insertelement %360, %374[%c1_i32_302 : i32] : vector<2xbf16>
          %376 = llvm.bitcast %375 : vector<2xbf16> to i32
          %377 = memref.load %alloca_115[] : memref<bf16>
          %378 = memref.load %alloca_116[] : memref<bf16>
          %379 = memref.load %alloca_117[] : memref<bf16>
          %380 = memref.load %alloca_118[] : memref<bf16>
          %381 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_303 = arith.constant 0 : i32
          %382 = llvm.insertelement %377, %381[%c0_i32_303 : i32] : vector<2xbf16>
          %c1_i32_304 = arith.constant 1 : i32
          %383 = llvm.insertelement %378, %382[%c1_i32_304 : i32] : vector<2xbf16>
          %384 = llvm.bitcast %383 : vector<2xbf16> to i32
          %385 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_305 = arith.constant 0 : i32
          %386 = llvm.insertelement %379, %385[%c0_i32_305 : i32] : vector<2xbf16>
          %c1_i32_306 = arith.constant 1 : i32
          %387 = llvm.insertelement %380, %386[%c1_i32_306 : i32] : vector<2xbf16>
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
          %cst_264 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_103[] : memref<f32>
          %237 = arith.muli %210, %42 : i64
          %238 = arith.addi %208, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_264, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %210, %42 : i64
          %243 = arith.addi %208, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %214 = arith.addi %165, %116 : i64
        %c2_i64_257 = arith.constant 2 : i64
        %215 = arith.muli %117, %c2_i64_257 : i64
        %c1_i64_258 = arith.constant 1 : i64
        %216 = arith.addi %215, %c1_i64_258 : i64
        %217 = arith.addi %166, %216 : i64
        %218 = arith.cmpi slt, %214, %40 : i64
        %219 = arith.cmpi slt, %217, %41 : i64
        %220 = arith.andi %218, %219 : i1
        scf.if %220 {
          %cst_264 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_104[] : memref<f32>
          %237 = arith.muli %217, %42 : i64
          %238 = arith.addi %214, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_264, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %217, %42 : i64
          %243 = arith.addi %214, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %c8_i64_259 = arith.constant 8 : i64
        %221 = arith.addi %116, %c8_i64_259 : i64
        %222 = arith.addi %165, %221 : i64
        %c2_i64_260 = arith.constant 2 : i64
        %223 = arith.muli %117, %c2_i64_260 : i64
        %224 = arith.addi %166, %223 : i64
        %225 = arith.cmpi slt, %222, %40 : i64
        %226 = arith.cmpi slt, %224, %41 : i64
        %227 = arith.andi %225, %226 : i1
        scf.if %227 {
          %cst_264 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_105[] : memref<f32>
          %237 = arith.muli %224, %42 : i64
          %238 = arith.addi %222, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_264, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %224, %42 : i64
          %243 = arith.addi %222, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %c8_i64_261 = arith.constant 8 : i64
        %228 = arith.addi %116, %c8_i64_261 : i64
        %229 = arith.addi %165, %228 : i64
        %c2_i64_262 = arith.constant 2 : i64
        %230 = arith.muli %117, %c2_i64_262 : i64
        %c1_i64_263 = arith.constant 1 : i64
        %231 = arith.addi %230, %c1_i64_263 : i64
        %232 = arith.addi %166, %231 : i64
        %233 = arith.cmpi slt, %229, %40 : i64
        %234 = arith.cmpi slt, %232, %41 : i64
        %235 = arith.andi %233, %234 : i1
        scf.if %235 {
          %cst_264 = arith.constant 2.000000e+00 : f32
          %236 = memref.load %alloca_106[] : memref<f32>
          %237 = arith.muli %232, %42 : i64
          %238 = arith.addi %229, %237 : i64
          %239 = llvm.getelementptr %109[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %240 = llvm.load %239 : !llvm.ptr<1> -> f32
          %241 = llvm.intr.fma(%cst_264, %236, %240) : (f32, f32, f32) -> f32
          %242 = arith.muli %232, %42 : i64
          %243 = arith.addi %229, %242 : i64
          %244 = llvm.getelementptr %109[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
      }
      %c945_i64_205 = arith.constant 945 : i64
      %125 = arith.muli %63, %c945_i64_205 : i64
      %126 = llvm.getelementptr %46[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c777_i64 = arith.constant 777 : i64
      %127 = arith.muli %63, %c777_i64 : i64
      %128 = llvm.getelementptr %49[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1665_i64 = arith.constant 1665 : i64
      %129 = arith.muli %63, %c1665_i64 : i64
      %130 = llvm.getelementptr %52[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_206 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_206 : index to i64
      %c64_i64_207 = arith.constant 64 : i64
      %thread_id_y_208 = gpu.thread_id  y
      %132 = arith.index_cast %thread_id_y_208 : index to i64
      %133 = arith.muli %c64_i64_207, %132 : i64
      %134 = arith.addi %131, %133 : i64
      %c32_i64_209 = arith.constant 32 : i64
      %135 = arith.divsi %134, %c32_i64_209 : i64
      %c32_i64_210 = arith.constant 32 : i64
      %136 = arith.remsi %134, %c32_i64_210 : i64
      %c4_i64_211 = arith.constant 4 : i64
      %137 = arith.divsi %136, %c4_i64_211 : i64
      %c4_i64_212 = arith.constant 4 : i64
      %138 = arith.remsi %136, %c4_i64_212 : i64
      %c4_i64_213 = arith.constant 4 : i64
      %139 = arith.remsi %135, %c4_i64_213 : i64
      %c16_i64_214 = arith.constant 16 : i64
      %140 = arith.muli %139, %c16_i64_214 : i64
      %c4_i64_215 = arith.constant 4 : i64
      %141 = arith.divsi %135, %c4_i64_215 : i64
      %c16_i64_216 = arith.constant 16 : i64
      %142 = arith.muli %141, %c16_i64_216 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_217 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c1_i64 step %c1_i64_217  : i64 {
        %c1_i64_234 = arith.constant 1 : i64
        %163 = arith.remsi %arg19, %c1_i64_234 : i64
        %c64_i64_235 = arith.constant 64 : i64
        %164 = arith.muli %163, %c64_i64_235 : i64
        %c1_i64_236 = arith.constant 1 : i64
        %165 = arith.divsi %arg19, %c1_i64_236 : i64
        %c64_i64_237 = arith.constant 64 : i64
        %166 = arith.muli %165, %c64_i64_237 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_119[] : memref<f64>
        %cst_238 = arith.constant 0.000000e+00 : f64
        memref.store %cst_238, %alloca_120[] : memref<f64>
        %cst_239 = arith.constant 0.000000e+00 : f64
        memref.store %cst_239, %alloca_121[] : memref<f64>
        %cst_240 = arith.constant 0.000000e+00 : f64
        memref.store %cst_240, %alloca_122[] : memref<f64>
        %cst_241 = arith.constant 0.000000e+00 : f64
        memref.store %cst_241, %alloca_123[] : memref<f64>
        %cst_242 = arith.constant 0.000000e+00 : f64
        memref.store %cst_242, %alloca_124[] : memref<f64>
        %cst_243 = arith.constant 0.000000e+00 : f64
        memref.store %cst_243, %alloca_125[] : memref<f64>
        %cst_244 = arith.constant 0.000000e+00 : f64
        memref.store %cst_244, %alloca_126[] : memref<f64>
        %c64_i64_245 = arith.constant 64 : i64
        %167 = arith.remsi %134, %c64_i64_245 : i64
        %c64_i64_246 = arith.constant 64 : i64
        %168 = arith.divsi %134, %c64_i64_246 : i64
        %c512_i64 = arith.constant 512 : i64
        %169 = arith.addi %134, %c512_i64 : i64
        %c64_i64_247 = arith.constant 64 : i64
        %170 = arith.remsi %169, %c64_i64_247 : i64
        %c64_i64_248 = arith.constant 64 : i64
        %171 = arith.divsi %169, %c64_i64_248 : i64
        %cst_249 = arith.constant 0.000000e+00 : f64
        memref.store %cst_249, %alloca_127[] : memref<f64>
        %172 = arith.addi %164, %167 : i64
        %c45_i64 = arith.constant 45 : i64
        %173 = arith.cmpi slt, %172, %c45_i64 : i64
        %c21_i64 = arith.constant 21 : i64
        %174 = arith.cmpi slt, %168, %c21_i64 : i64
        %175 = arith.andi %173, %174 : i1
        scf.if %175 {
          %269 = arith.addi %164, %167 : i64
          %c21_i64_301 = arith.constant 21 : i64
          %270 = arith.muli %269, %c21_i64_301 : i64
          %271 = arith.addi %168, %270 : i64
          %272 = llvm.getelementptr %126[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %273 = llvm.load %272 : !llvm.ptr<1> -> f64
          memref.store %273, %alloca_127[] : memref<f64>
        } else {
          %cst_301 = arith.constant 0.000000e+00 : f64
          memref.store %cst_301, %alloca_127[] : memref<f64>
        }
        %cst_250 = arith.constant 0.000000e+00 : f64
        memref.store %cst_250, %alloca_128[] : memref<f64>
        %176 = arith.addi %164, %170 : i64
        %c45_i64_251 = arith.constant 45 : i64
        %177 = arith.cmpi slt, %176, %c45_i64_251 : i64
        %c21_i64_252 = arith.constant 21 : i64
        %178 = arith.cmpi slt, %171, %c21_i64_252 : i64
        %179 = arith.andi %177, %178 : i1
        scf.if %179 {
          %269 = arith.addi %164, %170 : i64
          %c21_i64_301 = arith.constant 21 : i64
          %270 = arith.muli %269, %c21_i64_301 : i64
          %271 = arith.addi %171, %270 : i64
          %272 = llvm.getelementptr %126[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %273 = llvm.load %272 : !llvm.ptr<1> -> f64
          memref.store %273, %alloca_128[] : memref<f64>
        } else {
          %cst_301 = arith.constant 0.000000e+00 : f64
          memref.store %cst_301, %alloca_128[] : memref<f64>
        }
        %c16_i64_253 = arith.constant 16 : i64
        %180 = arith.divsi %134, %c16_i64_253 : i64
        %c16_i64_254 = arith.constant 16 : i64
        %181 = arith.remsi %134, %c16_i64_254 : i64
        %c512_i64_255 = arith.constant 512 : i64
        %182 = arith.addi %134, %c512_i64_255 : i64
        %c16_i64_256 = arith.constant 16 : i64
        %183 = arith.divsi %182, %c16_i64_256 : i64
        %c16_i64_257 = arith.constant 16 : i64
        %184 = arith.remsi %182, %c16_i64_257 : i64
        %cst_258 = arith.constant 0.000000e+00 : f64
        memref.store %cst_258, %alloca_129[] : memref<f64>
        %185 = arith.addi %166, %180 : i64
        %c37_i64 = arith.constant 37 : i64
        %186 = arith.cmpi slt, %185, %c37_i64 : i64
        %c21_i64_259 = arith.constant 21 : i64
        %187 = arith.cmpi slt, %181, %c21_i64_259 : i64
        %188 = arith.andi %186, %187 : i1
        scf.if %188 {
          %269 = arith.addi %166, %180 : i64
          %c21_i64_301 = arith.constant 21 : i64
          %270 = arith.muli %269, %c21_i64_301 : i64
          %271 = arith.addi %181, %270 : i64
          %272 = llvm.getelementptr %128[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %273 = llvm.load %272 : !llvm.ptr<1> -> f64
          memref.store %273, %alloca_129[] : memref<f64>
        } else {
          %cst_301 = arith.constant 0.000000e+00 : f64
          memref.store %cst_301, %alloca_129[] : memref<f64>
        }
        %cst_260 = arith.constant 0.000000e+00 : f64
        memref.store %cst_260, %alloca_130[] : memref<f64>
        %189 = arith.addi %166, %183 : i64
        %c37_i64_261 = arith.constant 37 : i64
        %190 = arith.cmpi slt, %189, %c37_i64_261 : i64
        %c21_i64_262 = arith.constant 21 : i64
        %191 = arith.cmpi slt, %184, %c21_i64_262 : i64
        %192 = arith.andi %190, %191 : i1
        scf.if %192 {
          %269 = arith.addi %166, %183 : i64
          %c21_i64_301 = arith.constant 21 : i64
          %270 = arith.muli %269, %c21_i64_301 : i64
          %271 = arith.addi %184, %270 : i64
          %272 = llvm.getelementptr %128[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %273 = llvm.load %272 : !llvm.ptr<1> -> f64
          memref.store %273, %alloca_130[] : memref<f64>
        } else {
          %cst_301 = arith.constant 0.000000e+00 : f64
          memref.store %cst_301, %alloca_130[] : memref<f64>
        }
        %c0_i64_263 = arith.constant 0 : i64
        %c21_i64_264 = arith.constant 21 : i64
        %c16_i64_265 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_263 to %c21_i64_264 step %c16_i64_265  : i64 {
          gpu.barrier
          %c64_i64_301 = arith.constant 64 : i64
          %269 = arith.remsi %134, %c64_i64_301 : i64
          %c64_i64_302 = arith.constant 64 : i64
          %270 = arith.divsi %134, %c64_i64_302 : i64
          %c512_i64_303 = arith.constant 512 : i64
          %271 = arith.addi %134, %c512_i64_303 : i64
          %c64_i64_304 = arith.constant 64 : i64
          %272 = arith.remsi %271, %c64_i64_304 : i64
          %c64_i64_305 = arith.constant 64 : i64
          %273 = arith.divsi %271, %c64_i64_305 : i64
          %274 = memref.load %alloca_127[] : memref<f64>
          %275 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20_i64_306 = arith.constant 20 : i64
          %276 = arith.muli %269, %c20_i64_306 : i64
          %277 = arith.addi %276, %270 : i64
          %278 = llvm.getelementptr %275[%277] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %274, %278 : f64, !llvm.ptr<3>
          %279 = memref.load %alloca_128[] : memref<f64>
          %280 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20_i64_307 = arith.constant 20 : i64
          %281 = arith.muli %272, %c20_i64_307 : i64
          %282 = arith.addi %281, %273 : i64
          %283 = llvm.getelementptr %280[%282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %279, %283 : f64, !llvm.ptr<3>
          %c16_i64_308 = arith.constant 16 : i64
          %284 = arith.divsi %134, %c16_i64_308 : i64
          %c16_i64_309 = arith.constant 16 : i64
          %285 = arith.remsi %134, %c16_i64_309 : i64
          %c512_i64_310 = arith.constant 512 : i64
          %286 = arith.addi %134, %c512_i64_310 : i64
          %c16_i64_311 = arith.constant 16 : i64
          %287 = arith.divsi %286, %c16_i64_311 : i64
          %c16_i64_312 = arith.constant 16 : i64
          %288 = arith.remsi %286, %c16_i64_312 : i64
          %289 = memref.load %alloca_129[] : memref<f64>
          %290 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %291 = llvm.getelementptr %290[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_313 = arith.constant 20 : i64
          %292 = arith.muli %284, %c20_i64_313 : i64
          %293 = arith.addi %292, %285 : i64
          %294 = llvm.getelementptr %291[%293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %289, %294 : f64, !llvm.ptr<3>
          %295 = memref.load %alloca_130[] : memref<f64>
          %296 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_314 = arith.constant 10240 : i64
          %297 = llvm.getelementptr %296[%c10240_i64_314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_315 = arith.constant 20 : i64
          %298 = arith.muli %287, %c20_i64_315 : i64
          %299 = arith.addi %298, %288 : i64
          %300 = llvm.getelementptr %297[%299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %295, %300 : f64, !llvm.ptr<3>
          gpu.barrier
          %c16_i64_316 = arith.constant 16 : i64
          %301 = arith.addi %arg20, %c16_i64_316 : i64
          %c21_i64_317 = arith.constant 21 : i64
          %302 = arith.cmpi slt, %301, %c21_i64_317 : i64
          scf.if %302 {
            %c64_i64_361 = arith.constant 64 : i64
            %507 = arith.remsi %134, %c64_i64_361 : i64
            %c64_i64_362 = arith.constant 64 : i64
            %508 = arith.divsi %134, %c64_i64_362 : i64
            %c512_i64_363 = arith.constant 512 : i64
            %509 = arith.addi %134, %c512_i64_363 : i64
            %c64_i64_364 = arith.constant 64 : i64
            %510 = arith.remsi %509, %c64_i64_364 : i64
            %c64_i64_365 = arith.constant 64 : i64
            %511 = arith.divsi %509, %c64_i64_365 : i64
            %512 = arith.addi %164, %507 : i64
            %c45_i64_366 = arith.constant 45 : i64
            %513 = arith.cmpi slt, %512, %c45_i64_366 : i64
            %514 = arith.addi %301, %508 : i64
            %c21_i64_367 = arith.constant 21 : i64
            %515 = arith.cmpi slt, %514, %c21_i64_367 : i64
            %516 = arith.andi %513, %515 : i1
            scf.if %516 {
              %537 = arith.addi %301, %508 : i64
              %538 = arith.addi %164, %507 : i64
              %c21_i64_379 = arith.constant 21 : i64
              %539 = arith.muli %538, %c21_i64_379 : i64
              %540 = arith.addi %537, %539 : i64
              %541 = llvm.getelementptr %126[%540] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %542 = llvm.load %541 : !llvm.ptr<1> -> f64
              memref.store %542, %alloca_127[] : memref<f64>
            } else {
              %cst_379 = arith.constant 0.000000e+00 : f64
              memref.store %cst_379, %alloca_127[] : memref<f64>
            }
            %517 = arith.addi %164, %510 : i64
            %c45_i64_368 = arith.constant 45 : i64
            %518 = arith.cmpi slt, %517, %c45_i64_368 : i64
            %519 = arith.addi %301, %511 : i64
            %c21_i64_369 = arith.constant 21 : i64
            %520 = arith.cmpi slt, %519, %c21_i64_369 : i64
            %521 = arith.andi %518, %520 : i1
            scf.if %521 {
              %537 = arith.addi %301, %511 : i64
              %538 = arith.addi %164, %510 : i64
              %c21_i64_379 = arith.constant 21 : i64
              %539 = arith.muli %538, %c21_i64_379 : i64
              %540 = arith.addi %537, %539 : i64
              %541 = llvm.getelementptr %126[%540] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %542 = llvm.load %541 : !llvm.ptr<1> -> f64
              memref.store %542, %alloca_128[] : memref<f64>
            } else {
              %cst_379 = arith.constant 0.000000e+00 : f64
              memref.store %cst_379, %alloca_128[] : memref<f64>
            }
            %c16_i64_370 = arith.constant 16 : i64
            %522 = arith.divsi %134, %c16_i64_370 : i64
            %c16_i64_371 = arith.constant 16 : i64
            %523 = arith.remsi %134, %c16_i64_371 : i64
            %c512_i64_372 = arith.constant 512 : i64
            %524 = arith.addi %134, %c512_i64_372 : i64
            %c16_i64_373 = arith.constant 16 : i64
            %525 = arith.divsi %524, %c16_i64_373 : i64
            %c16_i64_374 = arith.constant 16 : i64
            %526 = arith.remsi %524, %c16_i64_374 : i64
            %527 = arith.addi %166, %522 : i64
            %c37_i64_375 = arith.constant 37 : i64
            %528 = arith.cmpi slt, %527, %c37_i64_375 : i64
            %529 = arith.addi %301, %523 : i64
            %c21_i64_376 = arith.constant 21 : i64
            %530 = arith.cmpi slt, %529, %c21_i64_376 : i64
            %531 = arith.andi %528, %530 : i1
            scf.if %531 {
              %537 = arith.addi %301, %523 : i64
              %538 = arith.addi %166, %522 : i64
              %c21_i64_379 = arith.constant 21 : i64
              %539 = arith.muli %538, %c21_i64_379 : i64
              %540 = arith.addi %537, %539 : i64
              %541 = llvm.getelementptr %128[%540] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %542 = llvm.load %541 : !llvm.ptr<1> -> f64
              memref.store %542, %alloca_129[] : memref<f64>
            } else {
              %cst_379 = arith.constant 0.000000e+00 : f64
              memref.store %cst_379, %alloca_129[] : memref<f64>
            }
            %532 = arith.addi %166, %525 : i64
            %c37_i64_377 = arith.constant 37 : i64
            %533 = arith.cmpi slt, %532, %c37_i64_377 : i64
            %534 = arith.addi %301, %526 : i64
            %c21_i64_378 = arith.constant 21 : i64
            %535 = arith.cmpi slt, %534, %c21_i64_378 : i64
            %536 = arith.andi %533, %535 : i1
            scf.if %536 {
              %537 = arith.addi %301, %526 : i64
              %538 = arith.addi %166, %525 : i64
              %c21_i64_379 = arith.constant 21 : i64
              %539 = arith.muli %538, %c21_i64_379 : i64
              %540 = arith.addi %537, %539 : i64
              %541 = llvm.getelementptr %128[%540] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %542 = llvm.load %541 : !llvm.ptr<1> -> f64
              memref.store %542, %alloca_130[] : memref<f64>
            } else {
              %cst_379 = arith.constant 0.000000e+00 : f64
              memref.store %cst_379, %alloca_130[] : memref<f64>
            }
          }
          %303 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %304 = arith.addi %140, %137 : i64
          %c20_i64_318 = arith.constant 20 : i64
          %305 = arith.muli %304, %c20_i64_318 : i64
          %306 = arith.addi %305, %138 : i64
          %307 = llvm.getelementptr %303[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %308 = llvm.load %307 : !llvm.ptr<3> -> f64
          %309 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_319 = arith.constant 8 : i64
          %310 = arith.addi %140, %c8_i64_319 : i64
          %311 = arith.addi %310, %137 : i64
          %c20_i64_320 = arith.constant 20 : i64
          %312 = arith.muli %311, %c20_i64_320 : i64
          %313 = arith.addi %312, %138 : i64
          %314 = llvm.getelementptr %309[%313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %315 = llvm.load %314 : !llvm.ptr<3> -> f64
          %316 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_321 = arith.constant 10240 : i64
          %317 = llvm.getelementptr %316[%c10240_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %318 = arith.addi %142, %137 : i64
          %c20_i64_322 = arith.constant 20 : i64
          %319 = arith.muli %318, %c20_i64_322 : i64
          %320 = arith.addi %319, %138 : i64
          %321 = llvm.getelementptr %317[%320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %322 = llvm.load %321 : !llvm.ptr<3> -> f64
          %323 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_323 = arith.constant 10240 : i64
          %324 = llvm.getelementptr %323[%c10240_i64_323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_324 = arith.constant 8 : i64
          %325 = arith.addi %142, %c8_i64_324 : i64
          %326 = arith.addi %325, %137 : i64
          %c20_i64_325 = arith.constant 20 : i64
          %327 = arith.muli %326, %c20_i64_325 : i64
          %328 = arith.addi %327, %138 : i64
          %329 = llvm.getelementptr %324[%328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %330 = llvm.load %329 : !llvm.ptr<3> -> f64
          %331 = memref.load %alloca_119[] : memref<f64>
          %332 = memref.load %alloca_120[] : memref<f64>
          %333 = nvvm.mma.sync A[%308]  B[%322]  C[%331, %332]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %334 = llvm.extractvalue %333[0] : !llvm.struct<(f64, f64)> 
          memref.store %334, %alloca_119[] : memref<f64>
          %335 = llvm.extractvalue %333[1] : !llvm.struct<(f64, f64)> 
          memref.store %335, %alloca_120[] : memref<f64>
          %336 = memref.load %alloca_121[] : memref<f64>
          %337 = memref.load %alloca_122[] : memref<f64>
          %338 = nvvm.mma.sync A[%308]  B[%330]  C[%336, %337]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %339 = llvm.extractvalue %338[0] : !llvm.struct<(f64, f64)> 
          memref.store %339, %alloca_121[] : memref<f64>
          %340 = llvm.extractvalue %338[1] : !llvm.struct<(f64, f64)> 
          memref.store %340, %alloca_122[] : memref<f64>
          %341 = memref.load %alloca_123[] : memref<f64>
          %342 = memref.load %alloca_124[] : memref<f64>
          %343 = nvvm.mma.sync A[%315]  B[%322]  C[%341, %342]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %344 = llvm.extractvalue %343[0] : !llvm.struct<(f64, f64)> 
          memref.store %344, %alloca_123[] : memref<f64>
          %345 = llvm.extractvalue %343[1] : !llvm.struct<(f64, f64)> 
          memref.store %345, %alloca_124[] : memref<f64>
          %346 = memref.load %alloca_125[] : memref<f64>
          %347 = memref.load %alloca_126[] : memref<f64>
          %348 = nvvm.mma.sync A[%315]  B[%330]  C[%346, %347]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %349 = llvm.extractvalue %348[0] : !llvm.struct<(f64, f64)> 
          memref.store %349, %alloca_125[] : memref<f64>
          %350 = llvm.extractvalue %348[1] : !llvm.struct<(f64, f64)> 
          memref.store %350, %alloca_126[] : memref<f64>
          %351 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %352 = arith.addi %140, %137 : i64
          %c20_i64_326 = arith.constant 20 : i64
          %353 = arith.muli %352, %c20_i64_326 : i64
          %c4_i64_327 = arith.constant 4 : i64
          %354 = arith.addi %c4_i64_327, %138 : i64
          %355 = arith.addi %353, %354 : i64
          %356 = llvm.getelementptr %351[%355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %357 = llvm.load %356 : !llvm.ptr<3> -> f64
          %358 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_328 = arith.constant 8 : i64
          %359 = arith.addi %140, %c8_i64_328 : i64
          %360 = arith.addi %359, %137 : i64
          %c20_i64_329 = arith.constant 20 : i64
          %361 = arith.muli %360, %c20_i64_329 : i64
          %c4_i64_330 = arith.constant 4 : i64
          %362 = arith.addi %c4_i64_330, %138 : i64
          %363 = arith.addi %361, %362 : i64
          %364 = llvm.getelementptr %358[%363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %365 = llvm.load %364 : !llvm.ptr<3> -> f64
          %366 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_331 = arith.constant 10240 : i64
          %367 = llvm.getelementptr %366[%c10240_i64_331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %368 = arith.addi %142, %137 : i64
          %c20_i64_332 = arith.constant 20 : i64
          %369 = arith.muli %368, %c20_i64_332 : i64
          %c4_i64_333 = arith.constant 4 : i64
          %370 = arith.addi %c4_i64_333, %138 : i64
          %371 = arith.addi %369, %370 : i64
          %372 = llvm.getelementptr %367[%371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %373 = llvm.load %372 : !llvm.ptr<3> -> f64
          %374 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_334 = arith.constant 10240 : i64
          %375 = llvm.getelementptr %374[%c10240_i64_334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_335 = arith.constant 8 : i64
          %376 = arith.addi %142, %c8_i64_335 : i64
          %377 = arith.addi %376, %137 : i64
          %c20_i64_336 = arith.constant 20 : i64
          %378 = arith.muli %377, %c20_i64_336 : i64
          %c4_i64_337 = arith.constant 4 : i64
          %379 = arith.addi %c4_i64_337, %138 : i64
          %380 = arith.addi %378, %379 : i64
          %381 = llvm.getelementptr %375[%380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %382 = llvm.load %381 : !llvm.ptr<3> -> f64
          %383 = memref.load %alloca_119[] : memref<f64>
          %384 = memref.load %alloca_120[] : memref<f64>
          %385 = nvvm.mma.sync A[%357]  B[%373]  C[%383, %384]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %386 = llvm.extractvalue %385[0] : !llvm.struct<(f64, f64)> 
          memref.store %386, %alloca_119[] : memref<f64>
          %387 = llvm.extractvalue %385[1] : !llvm.struct<(f64, f64)> 
          memref.store %387, %alloca_120[] : memref<f64>
          %388 = memref.load %alloca_121[] : memref<f64>
          %389 = memref.load %alloca_122[] : memref<f64>
          %390 = nvvm.mma.sync A[%357]  B[%382]  C[%388, %389]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %391 = llvm.extractvalue %390[0] : !llvm.struct<(f64, f64)> 
          memref.store %391, %alloca_121[] : memref<f64>
          %392 = llvm.extractvalue %390[1] : !llvm.struct<(f64, f64)> 
          memref.store %392, %alloca_122[] : memref<f64>
          %393 = memref.load %alloca_123[] : memref<f64>
          %394 = memref.load %alloca_124[] : memref<f64>
          %395 = nvvm.mma.sync A[%365]  B[%373]  C[%393, %394]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %396 = llvm.extractvalue %395[0] : !llvm.struct<(f64, f64)> 
          memref.store %396, %alloca_123[] : memref<f64>
          %397 = llvm.extractvalue %395[1] : !llvm.struct<(f64, f64)> 
          memref.store %397, %alloca_124[] : memref<f64>
          %398 = memref.load %alloca_125[] : memref<f64>
          %399 = memref.load %alloca_126[] : memref<f64>
          %400 = nvvm.mma.sync A[%365]  B[%382]  C[%398, %399]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %401 = llvm.extractvalue %400[0] : !llvm.struct<(f64, f64)> 
          memref.store %401, %alloca_125[] : memref<f64>
          %402 = llvm.extractvalue %400[1] : !llvm.struct<(f64, f64)> 
          memref.store %402, %alloca_126[] : memref<f64>
          %403 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %404 = arith.addi %140, %137 : i64
          %c20_i64_338 = arith.constant 20 : i64
          %405 = arith.muli %404, %c20_i64_338 : i64
          %c8_i64_339 = arith.constant 8 : i64
          %406 = arith.addi %c8_i64_339, %138 : i64
          %407 = arith.addi %405, %406 : i64
          %408 = llvm.getelementptr %403[%407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %409 = llvm.load %408 : !llvm.ptr<3> -> f64
          %410 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_340 = arith.constant 8 : i64
          %411 = arith.addi %140, %c8_i64_340 : i64
          %412 = arith.addi %411, %137 : i64
          %c20_i64_341 = arith.constant 20 : i64
          %413 = arith.muli %412, %c20_i64_341 : i64
          %c8_i64_342 = arith.constant 8 : i64
          %414 = arith.addi %c8_i64_342, %138 : i64
          %415 = arith.addi %413, %414 : i64
          %416 = llvm.getelementptr %410[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %417 = llvm.load %416 : !llvm.ptr<3> -> f64
          %418 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_343 = arith.constant 10240 : i64
          %419 = llvm.getelementptr %418[%c10240_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %420 = arith.addi %142, %137 : i64
          %c20_i64_344 = arith.constant 20 : i64
          %421 = arith.muli %420, %c20_i64_344 : i64
          %c8_i64_345 = arith.constant 8 : i64
          %422 = arith.addi %c8_i64_345, %138 : i64
          %423 = arith.addi %421, %422 : i64
          %424 = llvm.getelementptr %419[%423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %425 = llvm.load %424 : !llvm.ptr<3> -> f64
          %426 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_346 = arith.constant 10240 : i64
          %427 = llvm.getelementptr %426[%c10240_i64_346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_347 = arith.constant 8 : i64
          %428 = arith.addi %142, %c8_i64_347 : i64
          %429 = arith.addi %428, %137 : i64
          %c20_i64_348 = arith.constant 20 : i64
          %430 = arith.muli %429, %c20_i64_348 : i64
          %c8_i64_349 = arith.constant 8 : i64
          %431 = arith.addi %c8_i64_349, %138 : i64
          %432 = arith.addi %430, %431 : i64
          %433 = llvm.getelementptr %427[%432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %434 = llvm.load %433 : !llvm.ptr<3> -> f64
          %435 = memref.load %alloca_119[] : memref<f64>
          %436 = memref.load %alloca_120[] : memref<f64>
          %437 = nvvm.mma.sync A[%409]  B[%425]  C[%435, %436]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %438 = llvm.extractvalue %437[0] : !llvm.struct<(f64, f64)> 
          memref.store %438, %alloca_119[] : memref<f64>
          %439 = llvm.extractvalue %437[1] : !llvm.struct<(f64, f64)> 
          memref.store %439, %alloca_120[] : memref<f64>
          %440 = memref.load %alloca_121[] : memref<f64>
          %441 = memref.load %alloca_122[] : memref<f64>
          %442 = nvvm.mma.sync A[%409]  B[%434]  C[%440, %441]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %443 = llvm.extractvalue %442[0] : !llvm.struct<(f64, f64)> 
          memref.store %443, %alloca_121[] : memref<f64>
          %444 = llvm.extractvalue %442[1] : !llvm.struct<(f64, f64)> 
          memref.store %444, %alloca_122[] : memref<f64>
          %445 = memref.load %alloca_123[] : memref<f64>
          %446 = memref.load %alloca_124[] : memref<f64>
          %447 = nvvm.mma.sync A[%417]  B[%425]  C[%445, %446]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %448 = llvm.extractvalue %447[0] : !llvm.struct<(f64, f64)> 
          memref.store %448, %alloca_123[] : memref<f64>
          %449 = llvm.extractvalue %447[1] : !llvm.struct<(f64, f64)> 
          memref.store %449, %alloca_124[] : memref<f64>
          %450 = memref.load %alloca_125[] : memref<f64>
          %451 = memref.load %alloca_126[] : memref<f64>
          %452 = nvvm.mma.sync A[%417]  B[%434]  C[%450, %451]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %453 = llvm.extractvalue %452[0] : !llvm.struct<(f64, f64)> 
          memref.store %453, %alloca_125[] : memref<f64>
          %454 = llvm.extractvalue %452[1] : !llvm.struct<(f64, f64)> 
          memref.store %454, %alloca_126[] : memref<f64>
          %455 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %456 = arith.addi %140, %137 : i64
          %c20_i64_350 = arith.constant 20 : i64
          %457 = arith.muli %456, %c20_i64_350 : i64
          %c12_i64 = arith.constant 12 : i64
          %458 = arith.addi %c12_i64, %138 : i64
          %459 = arith.addi %457, %458 : i64
          %460 = llvm.getelementptr %455[%459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %461 = llvm.load %460 : !llvm.ptr<3> -> f64
          %462 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_351 = arith.constant 8 : i64
          %463 = arith.addi %140, %c8_i64_351 : i64
          %464 = arith.addi %463, %137 : i64
          %c20_i64_352 = arith.constant 20 : i64
          %465 = arith.muli %464, %c20_i64_352 : i64
          %c12_i64_353 = arith.constant 12 : i64
          %466 = arith.addi %c12_i64_353, %138 : i64
          %467 = arith.addi %465, %466 : i64
          %468 = llvm.getelementptr %462[%467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %469 = llvm.load %468 : !llvm.ptr<3> -> f64
          %470 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_354 = arith.constant 10240 : i64
          %471 = llvm.getelementptr %470[%c10240_i64_354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %472 = arith.addi %142, %137 : i64
          %c20_i64_355 = arith.constant 20 : i64
          %473 = arith.muli %472, %c20_i64_355 : i64
          %c12_i64_356 = arith.constant 12 : i64
          %474 = arith.addi %c12_i64_356, %138 : i64
          %475 = arith.addi %473, %474 : i64
          %476 = llvm.getelementptr %471[%475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %477 = llvm.load %476 : !llvm.ptr<3> -> f64
          %478 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_357 = arith.constant 10240 : i64
          %479 = llvm.getelementptr %478[%c10240_i64_357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_358 = arith.constant 8 : i64
          %480 = arith.addi %142, %c8_i64_358 : i64
          %481 = arith.addi %480, %137 : i64
          %c20_i64_359 = arith.constant 20 : i64
          %482 = arith.muli %481, %c20_i64_359 : i64
          %c12_i64_360 = arith.constant 12 : i64
          %483 = arith.addi %c12_i64_360, %138 : i64
          %484 = arith.addi %482, %483 : i64
          %485 = llvm.getelementptr %479[%484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %486 = llvm.load %485 : !llvm.ptr<3> -> f64
          %487 = memref.load %alloca_119[] : memref<f64>
          %488 = memref.load %alloca_120[] : memref<f64>
          %489 = nvvm.mma.sync A[%461]  B[%477]  C[%487, %488]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %490 = llvm.extractvalue %489[0] : !llvm.struct<(f64, f64)> 
          memref.store %490, %alloca_119[] : memref<f64>
          %491 = llvm.extractvalue %489[1] : !llvm.struct<(f64, f64)> 
          memref.store %491, %alloca_120[] : memref<f64>
          %492 = memref.load %alloca_121[] : memref<f64>
          %493 = memref.load %alloca_122[] : memref<f64>
          %494 = nvvm.mma.sync A[%461]  B[%486]  C[%492, %493]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %495 = llvm.extractvalue %494[0] : !llvm.struct<(f64, f64)> 
          memref.store %495, %alloca_121[] : memref<f64>
          %496 = llvm.extractvalue %494[1] : !llvm.struct<(f64, f64)> 
          memref.store %496, %alloca_122[] : memref<f64>
          %497 = memref.load %alloca_123[] : memref<f64>
          %498 = memref.load %alloca_124[] : memref<f64>
          %499 = nvvm.mma.sync A[%469]  B[%477]  C[%497, %498]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %500 = llvm.extractvalue %499[0] : !llvm.struct<(f64, f64)> 
          memref.store %500, %alloca_123[] : memref<f64>
          %501 = llvm.extractvalue %499[1] : !llvm.struct<(f64, f64)> 
          memref.store %501, %alloca_124[] : memref<f64>
          %502 = memref.load %alloca_125[] : memref<f64>
          %503 = memref.load %alloca_126[] : memref<f64>
          %504 = nvvm.mma.sync A[%469]  B[%486]  C[%502, %503]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %505 = llvm.extractvalue %504[0] : !llvm.struct<(f64, f64)> 
          memref.store %505, %alloca_125[] : memref<f64>
          %506 = llvm.extractvalue %504[1] : !llvm.struct<(f64, f64)> 
          memref.store %506, %alloca_126[] : memref<f64>
        }
        %193 = arith.addi %164, %140 : i64
        %194 = arith.addi %193, %137 : i64
        %195 = arith.addi %166, %142 : i64
        %c2_i64 = arith.constant 2 : i64
        %196 = arith.muli %138, %c2_i64 : i64
        %197 = arith.addi %195, %196 : i64
        %c45_i64_266 = arith.constant 45 : i64
        %198 = arith.cmpi slt, %194, %c45_i64_266 : i64
        %c37_i64_267 = arith.constant 37 : i64
        %199 = arith.cmpi slt, %197, %c37_i64_267 : i64
        %200 = arith.andi %198, %199 : i1
        scf.if %200 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %269 = arith.muli %197, %c45_i64_302 : i64
          %270 = arith.addi %194, %269 : i64
          %271 = llvm.getelementptr %130[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %273 = memref.load %alloca_119[] : memref<f64>
          %274 = arith.mulf %arg0, %273 : f64
          %275 = llvm.intr.fma(%cst_301, %272, %274) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %276 = arith.muli %197, %c45_i64_303 : i64
          %277 = arith.addi %194, %276 : i64
          %278 = llvm.getelementptr %130[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %275, %278 : f64, !llvm.ptr<1>
        }
        %201 = arith.addi %164, %140 : i64
        %202 = arith.addi %201, %137 : i64
        %203 = arith.addi %166, %142 : i64
        %c2_i64_268 = arith.constant 2 : i64
        %204 = arith.muli %138, %c2_i64_268 : i64
        %c1_i64_269 = arith.constant 1 : i64
        %205 = arith.addi %204, %c1_i64_269 : i64
        %206 = arith.addi %203, %205 : i64
        %c45_i64_270 = arith.constant 45 : i64
        %207 = arith.cmpi slt, %202, %c45_i64_270 : i64
        %c37_i64_271 = arith.constant 37 : i64
        %208 = arith.cmpi slt, %206, %c37_i64_271 : i64
        %209 = arith.andi %207, %208 : i1
        scf.if %209 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %269 = arith.muli %206, %c45_i64_302 : i64
          %270 = arith.addi %202, %269 : i64
          %271 = llvm.getelementptr %130[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %273 = memref.load %alloca_120[] : memref<f64>
          %274 = arith.mulf %arg0, %273 : f64
          %275 = llvm.intr.fma(%cst_301, %272, %274) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %276 = arith.muli %206, %c45_i64_303 : i64
          %277 = arith.addi %202, %276 : i64
          %278 = llvm.getelementptr %130[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %275, %278 : f64, !llvm.ptr<1>
        }
        %210 = arith.addi %164, %140 : i64
        %211 = arith.addi %210, %137 : i64
        %212 = arith.addi %166, %142 : i64
        %c8_i64_272 = arith.constant 8 : i64
        %213 = arith.addi %212, %c8_i64_272 : i64
        %c2_i64_273 = arith.constant 2 : i64
        %214 = arith.muli %138, %c2_i64_273 : i64
        %215 = arith.addi %213, %214 : i64
        %c45_i64_274 = arith.constant 45 : i64
        %216 = arith.cmpi slt, %211, %c45_i64_274 : i64
        %c37_i64_275 = arith.constant 37 : i64
        %217 = arith.cmpi slt, %215, %c37_i64_275 : i64
        %218 = arith.andi %216, %217 : i1
        scf.if %218 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %269 = arith.muli %215, %c45_i64_302 : i64
          %270 = arith.addi %211, %269 : i64
          %271 = llvm.getelementptr %130[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %273 = memref.load %alloca_121[] : memref<f64>
          %274 = arith.mulf %arg0, %273 : f64
          %275 = llvm.intr.fma(%cst_301, %272, %274) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %276 = arith.muli %215, %c45_i64_303 : i64
          %277 = arith.addi %211, %276 : i64
          %278 = llvm.getelementptr %130[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %275, %278 : f64, !llvm.ptr<1>
        }
        %219 = arith.addi %164, %140 : i64
        %220 = arith.addi %219, %137 : i64
        %221 = arith.addi %166, %142 : i64
        %c8_i64_276 = arith.constant 8 : i64
        %222 = arith.addi %221, %c8_i64_276 : i64
        %c2_i64_277 = arith.constant 2 : i64
        %223 = arith.muli %138, %c2_i64_277 : i64
        %c1_i64_278 = arith.constant 1 : i64
        %224 = arith.addi %223, %c1_i64_278 : i64
        %225 = arith.addi %222, %224 : i64
        %c45_i64_279 = arith.constant 45 : i64
        %226 = arith.cmpi slt, %220, %c45_i64_279 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %227 = arith.cmpi slt, %225, %c37_i64_280 : i64
        %228 = arith.andi %226, %227 : i1
        scf.if %228 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %269 = arith.muli %225, %c45_i64_302 : i64
          %270 = arith.addi %220, %269 : i64
          %271 = llvm.getelementptr %130[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %273 = memref.load %alloca_122[] : memref<f64>
          %274 = arith.mulf %arg0, %273 : f64
          %275 = llvm.intr.fma(%cst_301, %272, %274) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %276 = arith.muli %225, %c45_i64_303 : i64
          %277 = arith.addi %220, %276 : i64
          %278 = llvm.getelementptr %130[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %275, %278 : f64, !llvm.ptr<1>
        }
        %229 = arith.addi %164, %140 : i64
        %c8_i64_281 = arith.constant 8 : i64
        %230 = arith.addi %229, %c8_i64_281 : i64
        %231 = arith.addi %230, %137 : i64
        %232 = arith.addi %166, %142 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %233 = arith.muli %138, %c2_i64_282 : i64
        %234 = arith.addi %232, %233 : i64
        %c45_i64_283 = arith.constant 45 : i64
        %235 = arith.cmpi slt, %231, %c45_i64_283 : i64
        %c37_i64_284 = arith.constant 37 : i64
        %236 = arith.cmpi slt, %234, %c37_i64_284 : i64
        %237 = arith.andi %235, %236 : i1
        scf.if %237 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %269 = arith.muli %234, %c45_i64_302 : i64
          %270 = arith.addi %231, %269 : i64
          %271 = llvm.getelementptr %130[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %273 = memref.load %alloca_123[] : memref<f64>
          %274 = arith.mulf %arg0, %273 : f64
          %275 = llvm.intr.fma(%cst_301, %272, %274) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %276 = arith.muli %234, %c45_i64_303 : i64
          %277 = arith.addi %231, %276 : i64
          %278 = llvm.getelementptr %130[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %275, %278 : f64, !llvm.ptr<1>
        }
        %238 = arith.addi %164, %140 : i64
        %c8_i64_285 = arith.constant 8 : i64
        %239 = arith.addi %238, %c8_i64_285 : i64
        %240 = arith.addi %239, %137 : i64
        %241 = arith.addi %166, %142 : i64
        %c2_i64_286 = arith.constant 2 : i64
        %242 = arith.muli %138, %c2_i64_286 : i64
        %c1_i64_287 = arith.constant 1 : i64
        %243 = arith.addi %242, %c1_i64_287 : i64
        %244 = arith.addi %241, %243 : i64
        %c45_i64_288 = arith.constant 45 : i64
        %245 = arith.cmpi slt, %240, %c45_i64_288 : i64
        %c37_i64_289 = arith.constant 37 : i64
        %246 = arith.cmpi slt, %244, %c37_i64_289 : i64
        %247 = arith.andi %245, %246 : i1
        scf.if %247 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %269 = arith.muli %244, %c45_i64_302 : i64
          %270 = arith.addi %240, %269 : i64
          %271 = llvm.getelementptr %130[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %273 = memref.load %alloca_124[] : memref<f64>
          %274 = arith.mulf %arg0, %273 : f64
          %275 = llvm.intr.fma(%cst_301, %272, %274) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %276 = arith.muli %244, %c45_i64_303 : i64
          %277 = arith.addi %240, %276 : i64
          %278 = llvm.getelementptr %130[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %275, %278 : f64, !llvm.ptr<1>
        }
        %248 = arith.addi %164, %140 : i64
        %c8_i64_290 = arith.constant 8 : i64
        %249 = arith.addi %248, %c8_i64_290 : i64
        %250 = arith.addi %249, %137 : i64
        %251 = arith.addi %166, %142 : i64
        %c8_i64_291 = arith.constant 8 : i64
        %252 = arith.addi %251, %c8_i64_291 : i64
        %c2_i64_292 = arith.constant 2 : i64
        %253 = arith.muli %138, %c2_i64_292 : i64
        %254 = arith.addi %252, %253 : i64
        %c45_i64_293 = arith.constant 45 : i64
        %255 = arith.cmpi slt, %250, %c45_i64_293 : i64
        %c37_i64_294 = arith.constant 37 : i64
        %256 = arith.cmpi slt, %254, %c37_i64_294 : i64
        %257 = arith.andi %255, %256 : i1
        scf.if %257 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %269 = arith.muli %254, %c45_i64_302 : i64
          %270 = arith.addi %250, %269 : i64
          %271 = llvm.getelementptr %130[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %273 = memref.load %alloca_125[] : memref<f64>
          %274 = arith.mulf %arg0, %273 : f64
          %275 = llvm.intr.fma(%cst_301, %272, %274) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %276 = arith.muli %254, %c45_i64_303 : i64
          %277 = arith.addi %250, %276 : i64
          %278 = llvm.getelementptr %130[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %275, %278 : f64, !llvm.ptr<1>
        }
        %258 = arith.addi %164, %140 : i64
        %c8_i64_295 = arith.constant 8 : i64
        %259 = arith.addi %258, %c8_i64_295 : i64
        %260 = arith.addi %259, %137 : i64
        %261 = arith.addi %166, %142 : i64
        %c8_i64_296 = arith.constant 8 : i64
        %262 = arith.addi %261, %c8_i64_296 : i64
        %c2_i64_297 = arith.constant 2 : i64
        %263 = arith.muli %138, %c2_i64_297 : i64
        %c1_i64_298 = arith.constant 1 : i64
        %264 = arith.addi %263, %c1_i64_298 : i64
        %265 = arith.addi %262, %264 : i64
        %c45_i64_299 = arith.constant 45 : i64
        %266 = arith.cmpi slt, %260, %c45_i64_299 : i64
        %c37_i64_300 = arith.constant 37 : i64
        %267 = arith.cmpi slt, %265, %c37_i64_300 : i64
        %268 = arith.andi %266, %267 : i1
        scf.if %268 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %269 = arith.muli %265, %c45_i64_302 : i64
          %270 = arith.addi %260, %269 : i64
          %271 = llvm.getelementptr %130[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %273 = memref.load %alloca_126[] : memref<f64>
          %274 = arith.mulf %arg0, %273 : f64
          %275 = llvm.intr.fma(%cst_301, %272, %274) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %276 = arith.muli %265, %c45_i64_303 : i64
          %277 = arith.addi %260, %276 : i64
          %278 = llvm.getelementptr %130[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %275, %278 : f64, !llvm.ptr<1>
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
      %thread_id_x_218 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_218 : index to i64
      %c64_i64_219 = arith.constant 64 : i64
      %thread_id_y_220 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_220 : index to i64
      %151 = arith.muli %c64_i64_219, %150 : i64
      %152 = arith.addi %149, %151 : i64
      %c32_i64_221 = arith.constant 32 : i64
      %153 = arith.divsi %152, %c32_i64_221 : i64
      %c32_i64_222 = arith.constant 32 : i64
      %154 = arith.remsi %152, %c32_i64_222 : i64
      %c4_i64_223 = arith.constant 4 : i64
      %155 = arith.divsi %154, %c4_i64_223 : i64
      %c4_i64_224 = arith.constant 4 : i64
      %156 = arith.remsi %154, %c4_i64_224 : i64
      %c8_i64_225 = arith.constant 8 : i64
      %157 = arith.remsi %154, %c8_i64_225 : i64
      %c8_i64_226 = arith.constant 8 : i64
      %158 = arith.divsi %154, %c8_i64_226 : i64
      %c4_i64_227 = arith.constant 4 : i64
      %159 = arith.remsi %153, %c4_i64_227 : i64
      %c32_i64_228 = arith.constant 32 : i64
      %160 = arith.muli %159, %c32_i64_228 : i64
      %c4_i64_229 = arith.constant 4 : i64
      %161 = arith.divsi %153, %c4_i64_229 : i64
      %c16_i64_230 = arith.constant 16 : i64
      %162 = arith.muli %161, %c16_i64_230 : i64
      %c0_i64_231 = arith.constant 0 : i64
      %c1_i64_232 = arith.constant 1 : i64
      %c1_i64_233 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_231 to %c1_i64_232 step %c1_i64_233  : i64 {
        %c1_i64_234 = arith.constant 1 : i64
        %163 = arith.remsi %arg19, %c1_i64_234 : i64
        %c128_i64_235 = arith.constant 128 : i64
        %164 = arith.muli %163, %c128_i64_235 : i64
        %c1_i64_236 = arith.constant 1 : i64
        %165 = arith.divsi %arg19, %c1_i64_236 : i64
        %c64_i64_237 = arith.constant 64 : i64
        %166 = arith.muli %165, %c64_i64_237 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_131[] : memref<f32>
        %cst_238 = arith.constant 0.000000e+00 : f32
        memref.store %cst_238, %alloca_132[] : memref<f32>
        %cst_239 = arith.constant 0.000000e+00 : f32
        memref.store %cst_239, %alloca_133[] : memref<f32>
        %cst_240 = arith.constant 0.000000e+00 : f32
        memref.store %cst_240, %alloca_134[] : memref<f32>
        %cst_241 = arith.constant 0.000000e+00 : f32
        memref.store %cst_241, %alloca_135[] : memref<f32>
        %cst_242 = arith.constant 0.000000e+00 : f32
        memref.store %cst_242, %alloca_136[] : memref<f32>
        %cst_243 = arith.constant 0.000000e+00 : f32
        memref.store %cst_243, %alloca_137[] : memref<f32>
        %cst_244 = arith.constant 0.000000e+00 : f32
        memref.store %cst_244, %alloca_138[] : memref<f32>
        %cst_245 = arith.constant 0.000000e+00 : f32
        memref.store %cst_245, %alloca_139[] : memref<f32>
        %cst_246 = arith.constant 0.000000e+00 : f32
        memref.store %cst_246, %alloca_140[] : memref<f32>
        %cst_247 = arith.constant 0.000000e+00 : f32
        memref.store %cst_247, %alloca_141[] : memref<f32>
        %cst_248 = arith.constant 0.000000e+00 : f32
        memref.store %cst_248, %alloca_142[] : memref<f32>
        %cst_249 = arith.constant 0.000000e+00 : f32
        memref.store %cst_249, %alloca_143[] : memref<f32>
        %cst_250 = arith.constant 0.000000e+00 : f32
        memref.store %cst_250, %alloca_144[] : memref<f32>
        %cst_251 = arith.constant 0.000000e+00 : f32
        memref.store %cst_251, %alloca_145[] : memref<f32>
        %cst_252 = arith.constant 0.000000e+00 : f32
        memref.store %cst_252, %alloca_146[] : memref<f32>
        %c128_i64_253 = arith.constant 128 : i64
        %167 = arith.remsi %152, %c128_i64_253 : i64
        %c128_i64_254 = arith.constant 128 : i64
        %168 = arith.divsi %152, %c128_i64_254 : i64
        %c512_i64 = arith.constant 512 : i64
        %169 = arith.addi %152, %c512_i64 : i64
        %c128_i64_255 = arith.constant 128 : i64
        %170 = arith.remsi %169, %c128_i64_255 : i64
        %c128_i64_256 = arith.constant 128 : i64
        %171 = arith.divsi %169, %c128_i64_256 : i64
        %c1024_i64 = arith.constant 1024 : i64
        %172 = arith.addi %152, %c1024_i64 : i64
        %c128_i64_257 = arith.constant 128 : i64
        %173 = arith.remsi %172, %c128_i64_257 : i64
        %c128_i64_258 = arith.constant 128 : i64
        %174 = arith.divsi %172, %c128_i64_258 : i64
        %c1536_i64 = arith.constant 1536 : i64
        %175 = arith.addi %152, %c1536_i64 : i64
        %c128_i64_259 = arith.constant 128 : i64
        %176 = arith.remsi %175, %c128_i64_259 : i64
        %c128_i64_260 = arith.constant 128 : i64
        %177 = arith.divsi %175, %c128_i64_260 : i64
        %cst_261 = arith.constant 0.000000e+00 : f16
        memref.store %cst_261, %alloca_147[] : memref<f16>
        %178 = arith.addi %164, %167 : i64
        %c70_i64 = arith.constant 70 : i64
        %179 = arith.cmpi slt, %178, %c70_i64 : i64
        %c37_i64 = arith.constant 37 : i64
        %180 = arith.cmpi slt, %168, %c37_i64 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %367 = arith.addi %164, %167 : i64
          %c37_i64_363 = arith.constant 37 : i64
          %368 = arith.muli %367, %c37_i64_363 : i64
          %369 = arith.addi %168, %368 : i64
          %370 = llvm.getelementptr %144[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %371 = llvm.load %370 : !llvm.ptr<1> -> f16
          memref.store %371, %alloca_147[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_147[] : memref<f16>
        }
        %cst_262 = arith.constant 0.000000e+00 : f16
        memref.store %cst_262, %alloca_148[] : memref<f16>
        %182 = arith.addi %164, %170 : i64
        %c70_i64_263 = arith.constant 70 : i64
        %183 = arith.cmpi slt, %182, %c70_i64_263 : i64
        %c37_i64_264 = arith.constant 37 : i64
        %184 = arith.cmpi slt, %171, %c37_i64_264 : i64
        %185 = arith.andi %183, %184 : i1
        scf.if %185 {
          %367 = arith.addi %164, %170 : i64
          %c37_i64_363 = arith.constant 37 : i64
          %368 = arith.muli %367, %c37_i64_363 : i64
          %369 = arith.addi %171, %368 : i64
          %370 = llvm.getelementptr %144[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %371 = llvm.load %370 : !llvm.ptr<1> -> f16
          memref.store %371, %alloca_148[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_148[] : memref<f16>
        }
        %cst_265 = arith.constant 0.000000e+00 : f16
        memref.store %cst_265, %alloca_149[] : memref<f16>
        %186 = arith.addi %164, %173 : i64
        %c70_i64_266 = arith.constant 70 : i64
        %187 = arith.cmpi slt, %186, %c70_i64_266 : i64
        %c37_i64_267 = arith.constant 37 : i64
        %188 = arith.cmpi slt, %174, %c37_i64_267 : i64
        %189 = arith.andi %187, %188 : i1
        scf.if %189 {
          %367 = arith.addi %164, %173 : i64
          %c37_i64_363 = arith.constant 37 : i64
          %368 = arith.muli %367, %c37_i64_363 : i64
          %369 = arith.addi %174, %368 : i64
          %370 = llvm.getelementptr %144[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %371 = llvm.load %370 : !llvm.ptr<1> -> f16
          memref.store %371, %alloca_149[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_149[] : memref<f16>
        }
        %cst_268 = arith.constant 0.000000e+00 : f16
        memref.store %cst_268, %alloca_150[] : memref<f16>
        %190 = arith.addi %164, %176 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %191 = arith.cmpi slt, %190, %c70_i64_269 : i64
        %c37_i64_270 = arith.constant 37 : i64
        %192 = arith.cmpi slt, %177, %c37_i64_270 : i64
        %193 = arith.andi %191, %192 : i1
        scf.if %193 {
          %367 = arith.addi %164, %176 : i64
          %c37_i64_363 = arith.constant 37 : i64
          %368 = arith.muli %367, %c37_i64_363 : i64
          %369 = arith.addi %177, %368 : i64
          %370 = llvm.getelementptr %144[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %371 = llvm.load %370 : !llvm.ptr<1> -> f16
          memref.store %371, %alloca_150[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_150[] : memref<f16>
        }
        %c16_i64_271 = arith.constant 16 : i64
        %194 = arith.divsi %152, %c16_i64_271 : i64
        %c16_i64_272 = arith.constant 16 : i64
        %195 = arith.remsi %152, %c16_i64_272 : i64
        %c512_i64_273 = arith.constant 512 : i64
        %196 = arith.addi %152, %c512_i64_273 : i64
        %c16_i64_274 = arith.constant 16 : i64
        %197 = arith.divsi %196, %c16_i64_274 : i64
        %c16_i64_275 = arith.constant 16 : i64
        %198 = arith.remsi %196, %c16_i64_275 : i64
        %cst_276 = arith.constant 0.000000e+00 : f16
        memref.store %cst_276, %alloca_151[] : memref<f16>
        %199 = arith.addi %166, %194 : i64
        %c40_i64 = arith.constant 40 : i64
        %200 = arith.cmpi slt, %199, %c40_i64 : i64
        %c37_i64_277 = arith.constant 37 : i64
        %201 = arith.cmpi slt, %195, %c37_i64_277 : i64
        %202 = arith.andi %200, %201 : i1
        scf.if %202 {
          %367 = arith.addi %166, %194 : i64
          %c40_i64_363 = arith.constant 40 : i64
          %368 = arith.muli %195, %c40_i64_363 : i64
          %369 = arith.addi %367, %368 : i64
          %370 = llvm.getelementptr %146[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %371 = llvm.load %370 : !llvm.ptr<1> -> f16
          memref.store %371, %alloca_151[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_151[] : memref<f16>
        }
        %cst_278 = arith.constant 0.000000e+00 : f16
        memref.store %cst_278, %alloca_152[] : memref<f16>
        %203 = arith.addi %166, %197 : i64
        %c40_i64_279 = arith.constant 40 : i64
        %204 = arith.cmpi slt, %203, %c40_i64_279 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %205 = arith.cmpi slt, %198, %c37_i64_280 : i64
        %206 = arith.andi %204, %205 : i1
        scf.if %206 {
          %367 = arith.addi %166, %197 : i64
          %c40_i64_363 = arith.constant 40 : i64
          %368 = arith.muli %198, %c40_i64_363 : i64
          %369 = arith.addi %367, %368 : i64
          %370 = llvm.getelementptr %146[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %371 = llvm.load %370 : !llvm.ptr<1> -> f16
          memref.store %371, %alloca_152[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_152[] : memref<f16>
        }
        %c0_i64_281 = arith.constant 0 : i64
        %c37_i64_282 = arith.constant 37 : i64
        %c16_i64_283 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_281 to %c37_i64_282 step %c16_i64_283  : i64 {
          gpu.barrier
          %c128_i64_363 = arith.constant 128 : i64
          %367 = arith.remsi %152, %c128_i64_363 : i64
          %c128_i64_364 = arith.constant 128 : i64
          %368 = arith.divsi %152, %c128_i64_364 : i64
          %c512_i64_365 = arith.constant 512 : i64
          %369 = arith.addi %152, %c512_i64_365 : i64
          %c128_i64_366 = arith.constant 128 : i64
          %370 = arith.remsi %369, %c128_i64_366 : i64
          %c128_i64_367 = arith.constant 128 : i64
          %371 = arith.divsi %369, %c128_i64_367 : i64
          %c1024_i64_368 = arith.constant 1024 : i64
          %372 = arith.addi %152, %c1024_i64_368 : i64
          %c128_i64_369 = arith.constant 128 : i64
          %373 = arith.remsi %372, %c128_i64_369 : i64
          %c128_i64_370 = arith.constant 128 : i64
          %374 = arith.divsi %372, %c128_i64_370 : i64
          %c1536_i64_371 = arith.constant 1536 : i64
          %375 = arith.addi %152, %c1536_i64_371 : i64
          %c128_i64_372 = arith.constant 128 : i64
          %376 = arith.remsi %375, %c128_i64_372 : i64
          %c128_i64_373 = arith.constant 128 : i64
          %377 = arith.divsi %375, %c128_i64_373 : i64
          %378 = memref.load %alloca_147[] : memref<f16>
          %379 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %380 = llvm.getelementptr %379[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64 = arith.constant 24 : i64
          %381 = arith.muli %367, %c24_i64 : i64
          %382 = arith.addi %381, %368 : i64
          %383 = llvm.getelementptr %380[%382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %378, %383 : f16, !llvm.ptr<3>
          %384 = memref.load %alloca_148[] : memref<f16>
          %385 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_374 = arith.constant 20480 : i64
          %386 = llvm.getelementptr %385[%c20480_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_375 = arith.constant 24 : i64
          %387 = arith.muli %370, %c24_i64_375 : i64
          %388 = arith.addi %387, %371 : i64
          %389 = llvm.getelementptr %386[%388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %384, %389 : f16, !llvm.ptr<3>
          %390 = memref.load %alloca_149[] : memref<f16>
          %391 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_376 = arith.constant 20480 : i64
          %392 = llvm.getelementptr %391[%c20480_i64_376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_377 = arith.constant 24 : i64
          %393 = arith.muli %373, %c24_i64_377 : i64
          %394 = arith.addi %393, %374 : i64
          %395 = llvm.getelementptr %392[%394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %390, %395 : f16, !llvm.ptr<3>
          %396 = memref.load %alloca_150[] : memref<f16>
          %397 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_378 = arith.constant 20480 : i64
          %398 = llvm.getelementptr %397[%c20480_i64_378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_379 = arith.constant 24 : i64
          %399 = arith.muli %376, %c24_i64_379 : i64
          %400 = arith.addi %399, %377 : i64
          %401 = llvm.getelementptr %398[%400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %396, %401 : f16, !llvm.ptr<3>
          %c16_i64_380 = arith.constant 16 : i64
          %402 = arith.divsi %152, %c16_i64_380 : i64
          %c16_i64_381 = arith.constant 16 : i64
          %403 = arith.remsi %152, %c16_i64_381 : i64
          %c512_i64_382 = arith.constant 512 : i64
          %404 = arith.addi %152, %c512_i64_382 : i64
          %c16_i64_383 = arith.constant 16 : i64
          %405 = arith.divsi %404, %c16_i64_383 : i64
          %c16_i64_384 = arith.constant 16 : i64
          %406 = arith.remsi %404, %c16_i64_384 : i64
          %407 = memref.load %alloca_151[] : memref<f16>
          %408 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c26624_i64 = arith.constant 26624 : i64
          %409 = llvm.getelementptr %408[%c26624_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_385 = arith.constant 24 : i64
          %410 = arith.muli %402, %c24_i64_385 : i64
          %411 = arith.addi %410, %403 : i64
          %412 = llvm.getelementptr %409[%411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %407, %412 : f16, !llvm.ptr<3>
          %413 = memref.load %alloca_152[] : memref<f16>
          %414 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c26624_i64_386 = arith.constant 26624 : i64
          %415 = llvm.getelementptr %414[%c26624_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_387 = arith.constant 24 : i64
          %416 = arith.muli %405, %c24_i64_387 : i64
          %417 = arith.addi %416, %406 : i64
          %418 = llvm.getelementptr %415[%417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %413, %418 : f16, !llvm.ptr<3>
          gpu.barrier
          %c16_i64_388 = arith.constant 16 : i64
          %419 = arith.addi %arg20, %c16_i64_388 : i64
          %c37_i64_389 = arith.constant 37 : i64
          %420 = arith.cmpi slt, %419, %c37_i64_389 : i64
          scf.if %420 {
            %c128_i64_482 = arith.constant 128 : i64
            %669 = arith.remsi %152, %c128_i64_482 : i64
            %c128_i64_483 = arith.constant 128 : i64
            %670 = arith.divsi %152, %c128_i64_483 : i64
            %c512_i64_484 = arith.constant 512 : i64
            %671 = arith.addi %152, %c512_i64_484 : i64
            %c128_i64_485 = arith.constant 128 : i64
            %672 = arith.remsi %671, %c128_i64_485 : i64
            %c128_i64_486 = arith.constant 128 : i64
            %673 = arith.divsi %671, %c128_i64_486 : i64
            %c1024_i64_487 = arith.constant 1024 : i64
            %674 = arith.addi %152, %c1024_i64_487 : i64
            %c128_i64_488 = arith.constant 128 : i64
            %675 = arith.remsi %674, %c128_i64_488 : i64
            %c128_i64_489 = arith.constant 128 : i64
            %676 = arith.divsi %674, %c128_i64_489 : i64
            %c1536_i64_490 = arith.constant 1536 : i64
            %677 = arith.addi %152, %c1536_i64_490 : i64
            %c128_i64_491 = arith.constant 128 : i64
            %678 = arith.remsi %677, %c128_i64_491 : i64
            %c128_i64_492 = arith.constant 128 : i64
            %679 = arith.divsi %677, %c128_i64_492 : i64
            %680 = arith.addi %164, %669 : i64
            %c70_i64_493 = arith.constant 70 : i64
            %681 = arith.cmpi slt, %680, %c70_i64_493 : i64
            %682 = arith.addi %419, %670 : i64
            %c37_i64_494 = arith.constant 37 : i64
            %683 = arith.cmpi slt, %682, %c37_i64_494 : i64
            %684 = arith.andi %681, %683 : i1
            scf.if %684 {
              %715 = arith.addi %419, %670 : i64
              %716 = arith.addi %164, %669 : i64
              %c37_i64_510 = arith.constant 37 : i64
              %717 = arith.muli %716, %c37_i64_510 : i64
              %718 = arith.addi %715, %717 : i64
              %719 = llvm.getelementptr %144[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %720 = llvm.load %719 : !llvm.ptr<1> -> f16
              memref.store %720, %alloca_147[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_147[] : memref<f16>
            }
            %685 = arith.addi %164, %672 : i64
            %c70_i64_495 = arith.constant 70 : i64
            %686 = arith.cmpi slt, %685, %c70_i64_495 : i64
            %687 = arith.addi %419, %673 : i64
            %c37_i64_496 = arith.constant 37 : i64
            %688 = arith.cmpi slt, %687, %c37_i64_496 : i64
            %689 = arith.andi %686, %688 : i1
            scf.if %689 {
              %715 = arith.addi %419, %673 : i64
              %716 = arith.addi %164, %672 : i64
              %c37_i64_510 = arith.constant 37 : i64
              %717 = arith.muli %716, %c37_i64_510 : i64
              %718 = arith.addi %715, %717 : i64
              %719 = llvm.getelementptr %144[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %720 = llvm.load %719 : !llvm.ptr<1> -> f16
              memref.store %720, %alloca_148[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_148[] : memref<f16>
            }
            %690 = arith.addi %164, %675 : i64
            %c70_i64_497 = arith.constant 70 : i64
            %691 = arith.cmpi slt, %690, %c70_i64_497 : i64
            %692 = arith.addi %419, %676 : i64
            %c37_i64_498 = arith.constant 37 : i64
            %693 = arith.cmpi slt, %692, %c37_i64_498 : i64
            %694 = arith.andi %691, %693 : i1
            scf.if %694 {
              %715 = arith.addi %419, %676 : i64
              %716 = arith.addi %164, %675 : i64
              %c37_i64_510 = arith.constant 37 : i64
              %717 = arith.muli %716, %c37_i64_510 : i64
              %718 = arith.addi %715, %717 : i64
              %719 = llvm.getelementptr %144[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %720 = llvm.load %719 : !llvm.ptr<1> -> f16
              memref.store %720, %alloca_149[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_149[] : memref<f16>
            }
            %695 = arith.addi %164, %678 : i64
            %c70_i64_499 = arith.constant 70 : i64
            %696 = arith.cmpi slt, %695, %c70_i64_499 : i64
            %697 = arith.addi %419, %679 : i64
            %c37_i64_500 = arith.constant 37 : i64
            %698 = arith.cmpi slt, %697, %c37_i64_500 : i64
            %699 = arith.andi %696, %698 : i1
            scf.if %699 {
              %715 = arith.addi %419, %679 : i64
              %716 = arith.addi %164, %678 : i64
              %c37_i64_510 = arith.constant 37 : i64
              %717 = arith.muli %716, %c37_i64_510 : i64
              %718 = arith.addi %715, %717 : i64
              %719 = llvm.getelementptr %144[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %720 = llvm.load %719 : !llvm.ptr<1> -> f16
              memref.store %720, %alloca_150[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_150[] : memref<f16>
            }
            %c16_i64_501 = arith.constant 16 : i64
            %700 = arith.divsi %152, %c16_i64_501 : i64
            %c16_i64_502 = arith.constant 16 : i64
            %701 = arith.remsi %152, %c16_i64_502 : i64
            %c512_i64_503 = arith.constant 512 : i64
            %702 = arith.addi %152, %c512_i64_503 : i64
            %c16_i64_504 = arith.constant 16 : i64
            %703 = arith.divsi %702, %c16_i64_504 : i64
            %c16_i64_505 = arith.constant 16 : i64
            %704 = arith.remsi %702, %c16_i64_505 : i64
            %705 = arith.addi %166, %700 : i64
            %c40_i64_506 = arith.constant 40 : i64
            %706 = arith.cmpi slt, %705, %c40_i64_506 : i64
            %707 = arith.addi %419, %701 : i64
            %c37_i64_507 = arith.constant 37 : i64
            %708 = arith.cmpi slt, %707, %c37_i64_507 : i64
            %709 = arith.andi %706, %708 : i1
            scf.if %709 {
              %715 = arith.addi %166, %700 : i64
              %716 = arith.addi %419, %701 : i64
              %c40_i64_510 = arith.constant 40 : i64
              %717 = arith.muli %716, %c40_i64_510 : i64
              %718 = arith.addi %715, %717 : i64
              %719 = llvm.getelementptr %146[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %720 = llvm.load %719 : !llvm.ptr<1> -> f16
              memref.store %720, %alloca_151[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_151[] : memref<f16>
            }
            %710 = arith.addi %166, %703 : i64
            %c40_i64_508 = arith.constant 40 : i64
            %711 = arith.cmpi slt, %710, %c40_i64_508 : i64
            %712 = arith.addi %419, %704 : i64
            %c37_i64_509 = arith.constant 37 : i64
            %713 = arith.cmpi slt, %712, %c37_i64_509 : i64
            %714 = arith.andi %711, %713 : i1
            scf.if %714 {
              %715 = arith.addi %166, %703 : i64
              %716 = arith.addi %419, %704 : i64
              %c40_i64_510 = arith.constant 40 : i64
              %717 = arith.muli %716, %c40_i64_510 : i64
              %718 = arith.addi %715, %717 : i64
              %719 = llvm.getelementptr %146[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %720 = llvm.load %719 : !llvm.ptr<1> -> f16
              memref.store %720, %alloca_152[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_152[] : memref<f16>
            }
          }
          %c2_i64_390 = arith.constant 2 : i64
          %421 = arith.remsi %158, %c2_i64_390 : i64
          %c8_i64_391 = arith.constant 8 : i64
          %422 = arith.muli %421, %c8_i64_391 : i64
          %423 = arith.addi %157, %422 : i64
          %424 = arith.addi %160, %423 : i64
          %c24_i64_392 = arith.constant 24 : i64
          %425 = arith.muli %424, %c24_i64_392 : i64
          %c2_i64_393 = arith.constant 2 : i64
          %426 = arith.divsi %158, %c2_i64_393 : i64
          %c8_i64_394 = arith.constant 8 : i64
          %427 = arith.muli %426, %c8_i64_394 : i64
          %428 = arith.addi %425, %427 : i64
          %429 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_395 = arith.constant 20480 : i64
          %430 = llvm.getelementptr %429[%c20480_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %431 = llvm.getelementptr %430[%428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %432 = nvvm.ldmatrix %431 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %433 = llvm.extractvalue %432[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %434 = llvm.bitcast %433 : i32 to vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %435 = llvm.extractelement %434[%c0_i32 : i32] : vector<2xf16>
          memref.store %435, %alloca_153[] : memref<f16>
          %c1_i32 = arith.constant 1 : i32
          %436 = llvm.extractelement %434[%c1_i32 : i32] : vector<2xf16>
          memref.store %436, %alloca_154[] : memref<f16>
          %437 = llvm.extractvalue %432[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %438 = llvm.bitcast %437 : i32 to vector<2xf16>
          %c0_i32_396 = arith.constant 0 : i32
          %439 = llvm.extractelement %438[%c0_i32_396 : i32] : vector<2xf16>
          memref.store %439, %alloca_155[] : memref<f16>
          %c1_i32_397 = arith.constant 1 : i32
          %440 = llvm.extractelement %438[%c1_i32_397 : i32] : vector<2xf16>
          memref.store %440, %alloca_156[] : memref<f16>
          %441 = llvm.extractvalue %432[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %442 = llvm.bitcast %441 : i32 to vector<2xf16>
          %c0_i32_398 = arith.constant 0 : i32
          %443 = llvm.extractelement %442[%c0_i32_398 : i32] : vector<2xf16>
          memref.store %443, %alloca_157[] : memref<f16>
          %c1_i32_399 = arith.constant 1 : i32
          %444 = llvm.extractelement %442[%c1_i32_399 : i32] : vector<2xf16>
          memref.store %444, %alloca_158[] : memref<f16>
          %445 = llvm.extractvalue %432[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %446 = llvm.bitcast %445 : i32 to vector<2xf16>
          %c0_i32_400 = arith.constant 0 : i32
          %447 = llvm.extractelement %446[%c0_i32_400 : i32] : vector<2xf16>
          memref.store %447, %alloca_159[] : memref<f16>
          %c1_i32_401 = arith.constant 1 : i32
          %448 = llvm.extractelement %446[%c1_i32_401 : i32] : vector<2xf16>
          memref.store %448, %alloca_160[] : memref<f16>
          %c16_i64_402 = arith.constant 16 : i64
          %449 = arith.addi %160, %c16_i64_402 : i64
          %c2_i64_403 = arith.constant 2 : i64
          %450 = arith.remsi %158, %c2_i64_403 : i64
          %c8_i64_404 = arith.constant 8 : i64
          %451 = arith.muli %450, %c8_i64_404 : i64
          %452 = arith.addi %157, %451 : i64
          %453 = arith.addi %449, %452 : i64
          %c24_i64_405 = arith.constant 24 : i64
          %454 = arith.muli %453, %c24_i64_405 : i64
          %c2_i64_406 = arith.constant 2 : i64
          %455 = arith.divsi %158, %c2_i64_406 : i64
          %c8_i64_407 = arith.constant 8 : i64
          %456 = arith.muli %455, %c8_i64_407 : i64
          %457 = arith.addi %454, %456 : i64
          %458 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_408 = arith.constant 20480 : i64
          %459 = llvm.getelementptr %458[%c20480_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %460 = llvm.getelementptr %459[%457] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %461 = nvvm.ldmatrix %460 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %462 = llvm.extractvalue %461[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %463 = llvm.bitcast %462 : i32 to vector<2xf16>
          %c0_i32_409 = arith.constant 0 : i32
          %464 = llvm.extractelement %463[%c0_i32_409 : i32] : vector<2xf16>
          memref.store %464, %alloca_161[] : memref<f16>
          %c1_i32_410 = arith.constant 1 : i32
          %465 = llvm.extractelement %463[%c1_i32_410 : i32] : vector<2xf16>
          memref.store %465, %alloca_162[] : memref<f16>
          %466 = llvm.extractvalue %461[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %467 = llvm.bitcast %466 : i32 to vector<2xf16>
          %c0_i32_411 = arith.constant 0 : i32
          %468 = llvm.extractelement %467[%c0_i32_411 : i32] : vector<2xf16>
          memref.store %468, %alloca_163[] : memref<f16>
          %c1_i32_412 = arith.constant 1 : i32
          %469 = llvm.extractelement %467[%c1_i32_412 : i32] : vector<2xf16>
          memref.store %469, %alloca_164[] : memref<f16>
          %470 = llvm.extractvalue %461[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %471 = llvm.bitcast %470 : i32 to vector<2xf16>
          %c0_i32_413 = arith.constant 0 : i32
          %472 = llvm.extractelement %471[%c0_i32_413 : i32] : vector<2xf16>
          memref.store %472, %alloca_165[] : memref<f16>
          %c1_i32_414 = arith.constant 1 : i32
          %473 = llvm.extractelement %471[%c1_i32_414 : i32] : vector<2xf16>
          memref.store %473, %alloca_166[] : memref<f16>
          %474 = llvm.extractvalue %461[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %475 = llvm.bitcast %474 : i32 to vector<2xf16>
          %c0_i32_415 = arith.constant 0 : i32
          %476 = llvm.extractelement %475[%c0_i32_415 : i32] : vector<2xf16>
          memref.store %476, %alloca_167[] : memref<f16>
          %c1_i32_416 = arith.constant 1 : i32
          %477 = llvm.extractelement %475[%c1_i32_416 : i32] : vector<2xf16>
          memref.store %477, %alloca_168[] : memref<f16>
          %478 = arith.addi %162, %157 : i64
          %c24_i64_417 = arith.constant 24 : i64
          %479 = arith.muli %478, %c24_i64_417 : i64
          %c2_i64_418 = arith.constant 2 : i64
          %480 = arith.remsi %158, %c2_i64_418 : i64
          %c8_i64_419 = arith.constant 8 : i64
          %481 = arith.muli %480, %c8_i64_419 : i64
          %482 = arith.addi %479, %481 : i64
          %483 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c26624_i64_420 = arith.constant 26624 : i64
          %484 = llvm.getelementptr %483[%c26624_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %485 = llvm.getelementptr %484[%482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %486 = nvvm.ldmatrix %485 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %487 = llvm.extractvalue %486[0] : !llvm.struct<(i32, i32)> 
          %488 = llvm.bitcast %487 : i32 to vector<2xf16>
          %c0_i32_421 = arith.constant 0 : i32
          %489 = llvm.extractelement %488[%c0_i32_421 : i32] : vector<2xf16>
          memref.store %489, %alloca_169[] : memref<f16>
          %c1_i32_422 = arith.constant 1 : i32
          %490 = llvm.extractelement %488[%c1_i32_422 : i32] : vector<2xf16>
          memref.store %490, %alloca_170[] : memref<f16>
          %491 = llvm.extractvalue %486[1] : !llvm.struct<(i32, i32)> 
          %492 = llvm.bitcast %491 : i32 to vector<2xf16>
          %c0_i32_423 = arith.constant 0 : i32
          %493 = llvm.extractelement %492[%c0_i32_423 : i32] : vector<2xf16>
          memref.store %493, %alloca_171[] : memref<f16>
          %c1_i32_424 = arith.constant 1 : i32
          %494 = llvm.extractelement %492[%c1_i32_424 : i32] : vector<2xf16>
          memref.store %494, %alloca_172[] : memref<f16>
          %c8_i64_425 = arith.constant 8 : i64
          %495 = arith.addi %162, %c8_i64_425 : i64
          %496 = arith.addi %495, %157 : i64
          %c24_i64_426 = arith.constant 24 : i64
          %497 = arith.muli %496, %c24_i64_426 : i64
          %c2_i64_427 = arith.constant 2 : i64
          %498 = arith.remsi %158, %c2_i64_427 : i64
          %c8_i64_428 = arith.constant 8 : i64
          %499 = arith.muli %498, %c8_i64_428 : i64
          %500 = arith.addi %497, %499 : i64
          %501 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c26624_i64_429 = arith.constant 26624 : i64
          %502 = llvm.getelementptr %501[%c26624_i64_429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %503 = llvm.getelementptr %502[%500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %504 = nvvm.ldmatrix %503 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %505 = llvm.extractvalue %504[0] : !llvm.struct<(i32, i32)> 
          %506 = llvm.bitcast %505 : i32 to vector<2xf16>
          %c0_i32_430 = arith.constant 0 : i32
          %507 = llvm.extractelement %506[%c0_i32_430 : i32] : vector<2xf16>
          memref.store %507, %alloca_173[] : memref<f16>
          %c1_i32_431 = arith.constant 1 : i32
          %508 = llvm.extractelement %506[%c1_i32_431 : i32] : vector<2xf16>
          memref.store %508, %alloca_174[] : memref<f16>
          %509 = llvm.extractvalue %504[1] : !llvm.struct<(i32, i32)> 
          %510 = llvm.bitcast %509 : i32 to vector<2xf16>
          %c0_i32_432 = arith.constant 0 : i32
          %511 = llvm.extractelement %510[%c0_i32_432 : i32] : vector<2xf16>
          memref.store %511, %alloca_175[] : memref<f16>
          %c1_i32_433 = arith.constant 1 : i32
          %512 = llvm.extractelement %510[%c1_i32_433 : i32] : vector<2xf16>
          memref.store %512, %alloca_176[] : memref<f16>
          %513 = memref.load %alloca_153[] : memref<f16>
          %514 = memref.load %alloca_154[] : memref<f16>
          %515 = memref.load %alloca_155[] : memref<f16>
          %516 = memref.load %alloca_156[] : memref<f16>
          %517 = memref.load %alloca_157[] : memref<f16>
          %518 = memref.load %alloca_158[] : memref<f16>
          %519 = memref.load %alloca_159[] : memref<f16>
          %520 = memref.load %alloca_160[] : memref<f16>
          %521 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_434 = arith.constant 0 : i32
          %522 = llvm.insertelement %513, %521[%c0_i32_434 : i32] : vector<2xf16>
          %c1_i32_435 = arith.constant 1 : i32
          %523 = llvm.insertelement %514, %522[%c1_i32_435 : i32] : vector<2xf16>
          %524 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_436 = arith.constant 0 : i32
          %525 = llvm.insertelement %515, %524[%c0_i32_436 : i32] : vector<2xf16>
          %c1_i32_437 = arith.constant 1 : i32
          %526 = llvm.insertelement %516, %525[%c1_i32_437 : i32] : vector<2xf16>
          %527 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_438 = arith.constant 0 : i32
          %528 = llvm.insertelement %517, %527[%c0_i32_438 : i32] : vector<2xf16>
          %c1_i32_439 = arith.constant 1 : i32
          %529 = llvm.insertelement %518, %528[%c1_i32_439 : i32] : vector<2xf16>
          %530 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_440 = arith.constant 0 : i32
          %531 = llvm.insertelement %519, %530[%c0_i32_440 : i32] : vector<2xf16>
          %c1_i32_441 = arith.constant 1 : i32
          %532 = llvm.insertelement %520, %531[%c1_i32_441 : i32] : vector<2xf16>
          %533 = memref.load %alloca_169[] : memref<f16>
          %534 = memref.load %alloca_170[] : memref<f16>
          %535 = memref.load %alloca_171[] : memref<f16>
          %536 = memref.load %alloca_172[] : memref<f16>
          %537 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_442 = arith.constant 0 : i32
          %538 = llvm.insertelement %533, %537[%c0_i32_442 : i32] : vector<2xf16>
          %c1_i32_443 = arith.constant 1 : i32
          %539 = llvm.insertelement %534, %538[%c1_i32_443 : i32] : vector<2xf16>
          %540 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_444 = arith.constant 0 : i32
          %541 = llvm.insertelement %535, %540[%c0_i32_444 : i32] : vector<2xf16>
          %c1_i32_445 = arith.constant 1 : i32
          %542 = llvm.insertelement %536, %541[%c1_i32_445 : i32] : vector<2xf16>
          %543 = memref.load %alloca_131[] : memref<f32>
          %544 = memref.load %alloca_132[] : memref<f32>
          %545 = memref.load %alloca_133[] : memref<f32>
          %546 = memref.load %alloca_134[] : memref<f32>
          %547 = nvvm.mma.sync A[%523, %526, %529, %532]  B[%539, %542]  C[%543, %544, %545, %546]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %548 = llvm.extractvalue %547[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %548, %alloca_131[] : memref<f32>
          %549 = llvm.extractvalue %547[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %549, %alloca_132[] : memref<f32>
          %550 = llvm.extractvalue %547[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %550, %alloca_133[] : memref<f32>
          %551 = llvm.extractvalue %547[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %551, %alloca_134[] : memref<f32>
          %552 = memref.load %alloca_153[] : memref<f16>
          %553 = memref.load %alloca_154[] : memref<f16>
          %554 = memref.load %alloca_155[] : memref<f16>
          %555 = memref.load %alloca_156[] : memref<f16>
          %556 = memref.load %alloca_157[] : memref<f16>
          %557 = memref.load %alloca_158[] : memref<f16>
          %558 = memref.load %alloca_159[] : memref<f16>
          %559 = memref.load %alloca_160[] : memref<f16>
          %560 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_446 = arith.constant 0 : i32
          %561 = llvm.insertelement %552, %560[%c0_i32_446 : i32] : vector<2xf16>
          %c1_i32_447 = arith.constant 1 : i32
          %562 = llvm.insertelement %553, %561[%c1_i32_447 : i32] : vector<2xf16>
          %563 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_448 = arith.constant 0 : i32
          %564 = llvm.insertelement %554, %563[%c0_i32_448 : i32] : vector<2xf16>
          %c1_i32_449 = arith.constant 1 : i32
          %565 = llvm.insertelement %555, %564[%c1_i32_449 : i32] : vector<2xf16>
          %566 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_450 = arith.constant 0 : i32
          %567 = llvm.insertelement %556, %566[%c0_i32_450 : i32] : vector<2xf16>
          %c1_i32_451 = arith.constant 1 : i32
          %568 = llvm.insertelement %557, %567[%c1_i32_451 : i32] : vector<2xf16>
          %569 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_452 = arith.constant 0 : i32
          %570 = llvm.insertelement %558, %569[%c0_i32_452 : i32] : vector<2xf16>
          %c1_i32_453 = arith.constant 1 : i32
          %571 = llvm.insertelement %559, %570[%c1_i32_453 : i32] : vector<2xf16>
          %572 = memref.load %alloca_173[] : memref<f16>
          %573 = memref.load %alloca_174[] : memref<f16>
          %574 = memref.load %alloca_175[] : memref<f16>
          %575 = memref.load %alloca_176[] : memref<f16>
          %576 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_454 = arith.constant 0 : i32
          %577 = llvm.insertelement %572, %576[%c0_i32_454 : i32] : vector<2xf16>
          %c1_i32_455 = arith.constant 1 : i32
          %578 = llvm.insertelement %573, %577[%c1_i32_455 : i32] : vector<2xf16>
          %579 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_456 = arith.constant 0 : i32
          %580 = llvm.insertelement %574, %579[%c0_i32_456 : i32] : vector<2xf16>
          %c1_i32_457 = arith.constant 1 : i32
          %581 = llvm.insertelement %575, %580[%c1_i32_457 : i32] : vector<2xf16>
          %582 = memref.load %alloca_135[] : memref<f32>
          %583 = memref.load %alloca_136[] : memref<f32>
          %584 = memref.load %alloca_137[] : memref<f32>
          %585 = memref.load %alloca_138[] : memref<f32>
          %586 = nvvm.mma.sync A[%562, %565, %568, %571]  B[%578, %581]  C[%582, %583, %584, %585]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %587 = llvm.extractvalue %586[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %587, %alloca_135[] : memref<f32>
          %588 = llvm.extractvalue %586[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %588, %alloca_136[] : memref<f32>
          %589 = llvm.extractvalue %586[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %589, %alloca_137[] : memref<f32>
          %590 = llvm.extractvalue %586[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %590, %alloca_138[] : memref<f32>
          %591 = memref.load %alloca_161[] : memref<f16>
          %592 = memref.load %alloca_162[] : memref<f16>
          %593 = memref.load %alloca_163[] : memref<f16>
          %594 = memref.load %alloca_164[] : memref<f16>
          %595 = memref.load %alloca_165[] : memref<f16>
          %596 = memref.load %alloca_166[] : memref<f16>
          %597 = memref.load %alloca_167[] : memref<f16>
          %598 = memref.load %alloca_168[] : memref<f16>
          %599 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_458 = arith.constant 0 : i32
          %600 = llvm.insertelement %591, %599[%c0_i32_458 : i32] : vector<2xf16>
          %c1_i32_459 = arith.constant 1 : i32
          %601 = llvm.insertelement %592, %600[%c1_i32_459 : i32] : vector<2xf16>
          %602 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_460 = arith.constant 0 : i32
          %603 = llvm.insertelement %593, %602[%c0_i32_460 : i32] : vector<2xf16>
          %c1_i32_461 = arith.constant 1 : i32
          %604 = llvm.insertelement %594, %603[%c1_i32_461 : i32] : vector<2xf16>
          %605 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_462 = arith.constant 0 : i32
          %606 = llvm.insertelement %595, %605[%c0_i32_462 : i32] : vector<2xf16>
          %c1_i32_463 = arith.constant 1 : i32
          %607 = llvm.insertelement %596, %606[%c1_i32_463 : i32] : vector<2xf16>
          %608 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_464 = arith.constant 0 : i32
          %609 = llvm.insertelement %597, %608[%c0_i32_464 : i32] : vector<2xf16>
          %c1_i32_465 = arith.constant 1 : i32
          %610 = llvm.insertelement %598, %609[%c1_i32_465 : i32] : vector<2xf16>
          %611 = memref.load %alloca_169[] : memref<f16>
          %612 = memref.load %alloca_170[] : memref<f16>
          %613 = memref.load %alloca_171[] : memref<f16>
          %614 = memref.load %alloca_172[] : memref<f16>
          %615 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_466 = arith.constant 0 : i32
          %616 = llvm.insertelement %611, %615[%c0_i32_466 : i32] : vector<2xf16>
          %c1_i32_467 = arith.constant 1 : i32
          %617 = llvm.insertelement %612, %616[%c1_i32_467 : i32] : vector<2xf16>
          %618 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_468 = arith.constant 0 : i32
          %619 = llvm.insertelement %613, %618[%c0_i32_468 : i32] : vector<2xf16>
          %c1_i32_469 = arith.constant 1 : i32
          %620 = llvm.insertelement %614, %619[%c1_i32_469 : i32] : vector<2xf16>
          %621 = memref.load %alloca_139[] : memref<f32>
          %622 = memref.load %alloca_140[] : memref<f32>
          %623 = memref.load %alloca_141[] : memref<f32>
          %624 = memref.load %alloca_142[] : memref<f32>
          %625 = nvvm.mma.sync A[%601, %604, %607, %610]  B[%617, %620]  C[%621, %622, %623, %624]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %626 = llvm.extractvalue %625[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %626, %alloca_139[] : memref<f32>
          %627 = llvm.extractvalue %625[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %627, %alloca_140[] : memref<f32>
          %628 = llvm.extractvalue %625[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %628, %alloca_141[] : memref<f32>
          %629 = llvm.extractvalue %625[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %629, %alloca_142[] : memref<f32>
          %630 = memref.load %alloca_161[] : memref<f16>
          %631 = memref.load %alloca_162[] : memref<f16>
          %632 = memref.load %alloca_163[] : memref<f16>
          %633 = memref.load %alloca_164[] : memref<f16>
          %634 = memref.load %alloca_165[] : memref<f16>
          %635 = memref.load %alloca_166[] : memref<f16>
          %636 = memref.load %alloca_167[] : memref<f16>
          %637 = memref.load %alloca_168[] : memref<f16>
          %638 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_470 = arith.constant 0 : i32
          %639 = llvm.insertelement %630, %638[%c0_i32_470 : i32] : vector<2xf16>
          %c1_i32_471 = arith.constant 1 : i32
          %640 = llvm.insertelement %631, %639[%c1_i32_471 : i32] : vector<2xf16>
          %641 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_472 = arith.constant 0 : i32
          %642 = llvm.insertelement %632, %641[%c0_i32_472 : i32] : vector<2xf16>
          %c1_i32_473 = arith.constant 1 : i32
          %643 = llvm.insertelement %633, %642[%c1_i32_473 : i32] : vector<2xf16>
          %644 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_474 = arith.constant 0 : i32
          %645 = llvm.insertelement %634, %644[%c0_i32_474 : i32] : vector<2xf16>
          %c1_i32_475 = arith.constant 1 : i32
          %646 = llvm.insertelement %635, %645[%c1_i32_475 : i32] : vector<2xf16>
          %647 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_476 = arith.constant 0 : i32
          %648 = llvm.insertelement %636, %647[%c0_i32_476 : i32] : vector<2xf16>
          %c1_i32_477 = arith.constant 1 : i32
          %649 = llvm.insertelement %637, %648[%c1_i32_477 : i32] : vector<2xf16>
          %650 = memref.load %alloca_173[] : memref<f16>
          %651 = memref.load %alloca_174[] : memref<f16>
          %652 = memref.load %alloca_175[] : memref<f16>
          %653 = memref.load %alloca_176[] : memref<f16>
          %654 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_478 = arith.constant 0 : i32
          %655 = llvm.insertelement %650, %654[%c0_i32_478 : i32] : vector<2xf16>
          %c1_i32_479 = arith.constant 1 : i32
          %656 = llvm.insertelement %651, %655[%c1_i32_479 : i32] : vector<2xf16>
          %657 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_480 = arith.constant 0 : i32
          %658 = llvm.insertelement %652, %657[%c0_i32_480 : i32] : vector<2xf16>
          %c1_i32_481 = arith.constant 1 : i32
          %659 = llvm.insertelement %653, %658[%c1_i32_481 : i32] : vector<2xf16>
          %660 = memref.load %alloca_143[] : memref<f32>
          %661 = memref.load %alloca_144[] : memref<f32>
          %662 = memref.load %alloca_145[] : memref<f32>
          %663 = memref.load %alloca_146[] : memref<f32>
          %664 = nvvm.mma.sync A[%640, %643, %646, %649]  B[%656, %659]  C[%660, %661, %662, %663]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %665 = llvm.extractvalue %664[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %665, %alloca_143[] : memref<f32>
          %666 = llvm.extractvalue %664[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %666, %alloca_144[] : memref<f32>
          %667 = llvm.extractvalue %664[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %667, %alloca_145[] : memref<f32>
          %668 = llvm.extractvalue %664[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %668, %alloca_146[] : memref<f32>
        }
        %207 = arith.addi %164, %160 : i64
        %208 = arith.addi %207, %155 : i64
        %209 = arith.addi %166, %162 : i64
        %c2_i64 = arith.constant 2 : i64
        %210 = arith.muli %156, %c2_i64 : i64
        %211 = arith.addi %209, %210 : i64
        %c70_i64_284 = arith.constant 70 : i64
        %212 = arith.cmpi slt, %208, %c70_i64_284 : i64
        %c40_i64_285 = arith.constant 40 : i64
        %213 = arith.cmpi slt, %211, %c40_i64_285 : i64
        %214 = arith.andi %212, %213 : i1
        scf.if %214 {
          %367 = memref.load %alloca_131[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %211, %c70_i64_363 : i64
          %369 = arith.addi %208, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %215 = arith.addi %164, %160 : i64
        %216 = arith.addi %215, %155 : i64
        %217 = arith.addi %166, %162 : i64
        %c2_i64_286 = arith.constant 2 : i64
        %218 = arith.muli %156, %c2_i64_286 : i64
        %c1_i64_287 = arith.constant 1 : i64
        %219 = arith.addi %218, %c1_i64_287 : i64
        %220 = arith.addi %217, %219 : i64
        %c70_i64_288 = arith.constant 70 : i64
        %221 = arith.cmpi slt, %216, %c70_i64_288 : i64
        %c40_i64_289 = arith.constant 40 : i64
        %222 = arith.cmpi slt, %220, %c40_i64_289 : i64
        %223 = arith.andi %221, %222 : i1
        scf.if %223 {
          %367 = memref.load %alloca_132[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %220, %c70_i64_363 : i64
          %369 = arith.addi %216, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %224 = arith.addi %164, %160 : i64
        %c8_i64_290 = arith.constant 8 : i64
        %225 = arith.addi %155, %c8_i64_290 : i64
        %226 = arith.addi %224, %225 : i64
        %227 = arith.addi %166, %162 : i64
        %c2_i64_291 = arith.constant 2 : i64
        %228 = arith.muli %156, %c2_i64_291 : i64
        %229 = arith.addi %227, %228 : i64
        %c70_i64_292 = arith.constant 70 : i64
        %230 = arith.cmpi slt, %226, %c70_i64_292 : i64
        %c40_i64_293 = arith.constant 40 : i64
        %231 = arith.cmpi slt, %229, %c40_i64_293 : i64
        %232 = arith.andi %230, %231 : i1
        scf.if %232 {
          %367 = memref.load %alloca_133[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %229, %c70_i64_363 : i64
          %369 = arith.addi %226, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %233 = arith.addi %164, %160 : i64
        %c8_i64_294 = arith.constant 8 : i64
        %234 = arith.addi %155, %c8_i64_294 : i64
        %235 = arith.addi %233, %234 : i64
        %236 = arith.addi %166, %162 : i64
        %c2_i64_295 = arith.constant 2 : i64
        %237 = arith.muli %156, %c2_i64_295 : i64
        %c1_i64_296 = arith.constant 1 : i64
        %238 = arith.addi %237, %c1_i64_296 : i64
        %239 = arith.addi %236, %238 : i64
        %c70_i64_297 = arith.constant 70 : i64
        %240 = arith.cmpi slt, %235, %c70_i64_297 : i64
        %c40_i64_298 = arith.constant 40 : i64
        %241 = arith.cmpi slt, %239, %c40_i64_298 : i64
        %242 = arith.andi %240, %241 : i1
        scf.if %242 {
          %367 = memref.load %alloca_134[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %239, %c70_i64_363 : i64
          %369 = arith.addi %235, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %243 = arith.addi %164, %160 : i64
        %244 = arith.addi %243, %155 : i64
        %245 = arith.addi %166, %162 : i64
        %c8_i64_299 = arith.constant 8 : i64
        %246 = arith.addi %245, %c8_i64_299 : i64
        %c2_i64_300 = arith.constant 2 : i64
        %247 = arith.muli %156, %c2_i64_300 : i64
        %248 = arith.addi %246, %247 : i64
        %c70_i64_301 = arith.constant 70 : i64
        %249 = arith.cmpi slt, %244, %c70_i64_301 : i64
        %c40_i64_302 = arith.constant 40 : i64
        %250 = arith.cmpi slt, %248, %c40_i64_302 : i64
        %251 = arith.andi %249, %250 : i1
        scf.if %251 {
          %367 = memref.load %alloca_135[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %248, %c70_i64_363 : i64
          %369 = arith.addi %244, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %252 = arith.addi %164, %160 : i64
        %253 = arith.addi %252, %155 : i64
        %254 = arith.addi %166, %162 : i64
        %c8_i64_303 = arith.constant 8 : i64
        %255 = arith.addi %254, %c8_i64_303 : i64
        %c2_i64_304 = arith.constant 2 : i64
        %256 = arith.muli %156, %c2_i64_304 : i64
        %c1_i64_305 = arith.constant 1 : i64
        %257 = arith.addi %256, %c1_i64_305 : i64
        %258 = arith.addi %255, %257 : i64
        %c70_i64_306 = arith.constant 70 : i64
        %259 = arith.cmpi slt, %253, %c70_i64_306 : i64
        %c40_i64_307 = arith.constant 40 : i64
        %260 = arith.cmpi slt, %258, %c40_i64_307 : i64
        %261 = arith.andi %259, %260 : i1
        scf.if %261 {
          %367 = memref.load %alloca_136[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %258, %c70_i64_363 : i64
          %369 = arith.addi %253, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %262 = arith.addi %164, %160 : i64
        %c8_i64_308 = arith.constant 8 : i64
        %263 = arith.addi %155, %c8_i64_308 : i64
        %264 = arith.addi %262, %263 : i64
        %265 = arith.addi %166, %162 : i64
        %c8_i64_309 = arith.constant 8 : i64
        %266 = arith.addi %265, %c8_i64_309 : i64
        %c2_i64_310 = arith.constant 2 : i64
        %267 = arith.muli %156, %c2_i64_310 : i64
        %268 = arith.addi %266, %267 : i64
        %c70_i64_311 = arith.constant 70 : i64
        %269 = arith.cmpi slt, %264, %c70_i64_311 : i64
        %c40_i64_312 = arith.constant 40 : i64
        %270 = arith.cmpi slt, %268, %c40_i64_312 : i64
        %271 = arith.andi %269, %270 : i1
        scf.if %271 {
          %367 = memref.load %alloca_137[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %268, %c70_i64_363 : i64
          %369 = arith.addi %264, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %272 = arith.addi %164, %160 : i64
        %c8_i64_313 = arith.constant 8 : i64
        %273 = arith.addi %155, %c8_i64_313 : i64
        %274 = arith.addi %272, %273 : i64
        %275 = arith.addi %166, %162 : i64
        %c8_i64_314 = arith.constant 8 : i64
        %276 = arith.addi %275, %c8_i64_314 : i64
        %c2_i64_315 = arith.constant 2 : i64
        %277 = arith.muli %156, %c2_i64_315 : i64
        %c1_i64_316 = arith.constant 1 : i64
        %278 = arith.addi %277, %c1_i64_316 : i64
        %279 = arith.addi %276, %278 : i64
        %c70_i64_317 = arith.constant 70 : i64
        %280 = arith.cmpi slt, %274, %c70_i64_317 : i64
        %c40_i64_318 = arith.constant 40 : i64
        %281 = arith.cmpi slt, %279, %c40_i64_318 : i64
        %282 = arith.andi %280, %281 : i1
        scf.if %282 {
          %367 = memref.load %alloca_138[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %279, %c70_i64_363 : i64
          %369 = arith.addi %274, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %283 = arith.addi %164, %160 : i64
        %c16_i64_319 = arith.constant 16 : i64
        %284 = arith.addi %283, %c16_i64_319 : i64
        %285 = arith.addi %284, %155 : i64
        %286 = arith.addi %166, %162 : i64
        %c2_i64_320 = arith.constant 2 : i64
        %287 = arith.muli %156, %c2_i64_320 : i64
        %288 = arith.addi %286, %287 : i64
        %c70_i64_321 = arith.constant 70 : i64
        %289 = arith.cmpi slt, %285, %c70_i64_321 : i64
        %c40_i64_322 = arith.constant 40 : i64
        %290 = arith.cmpi slt, %288, %c40_i64_322 : i64
        %291 = arith.andi %289, %290 : i1
        scf.if %291 {
          %367 = memref.load %alloca_139[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %288, %c70_i64_363 : i64
          %369 = arith.addi %285, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %292 = arith.addi %164, %160 : i64
        %c16_i64_323 = arith.constant 16 : i64
        %293 = arith.addi %292, %c16_i64_323 : i64
        %294 = arith.addi %293, %155 : i64
        %295 = arith.addi %166, %162 : i64
        %c2_i64_324 = arith.constant 2 : i64
        %296 = arith.muli %156, %c2_i64_324 : i64
        %c1_i64_325 = arith.constant 1 : i64
        %297 = arith.addi %296, %c1_i64_325 : i64
        %298 = arith.addi %295, %297 : i64
        %c70_i64_326 = arith.constant 70 : i64
        %299 = arith.cmpi slt, %294, %c70_i64_326 : i64
        %c40_i64_327 = arith.constant 40 : i64
        %300 = arith.cmpi slt, %298, %c40_i64_327 : i64
        %301 = arith.andi %299, %300 : i1
        scf.if %301 {
          %367 = memref.load %alloca_140[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %298, %c70_i64_363 : i64
          %369 = arith.addi %294, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %302 = arith.addi %164, %160 : i64
        %c16_i64_328 = arith.constant 16 : i64
        %303 = arith.addi %302, %c16_i64_328 : i64
        %c8_i64_329 = arith.constant 8 : i64
        %304 = arith.addi %155, %c8_i64_329 : i64
        %305 = arith.addi %303, %304 : i64
        %306 = arith.addi %166, %162 : i64
        %c2_i64_330 = arith.constant 2 : i64
        %307 = arith.muli %156, %c2_i64_330 : i64
        %308 = arith.addi %306, %307 : i64
        %c70_i64_331 = arith.constant 70 : i64
        %309 = arith.cmpi slt, %305, %c70_i64_331 : i64
        %c40_i64_332 = arith.constant 40 : i64
        %310 = arith.cmpi slt, %308, %c40_i64_332 : i64
        %311 = arith.andi %309, %310 : i1
        scf.if %311 {
          %367 = memref.load %alloca_141[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %308, %c70_i64_363 : i64
          %369 = arith.addi %305, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %312 = arith.addi %164, %160 : i64
        %c16_i64_333 = arith.constant 16 : i64
        %313 = arith.addi %312, %c16_i64_333 : i64
        %c8_i64_334 = arith.constant 8 : i64
        %314 = arith.addi %155, %c8_i64_334 : i64
        %315 = arith.addi %313, %314 : i64
        %316 = arith.addi %166, %162 : i64
        %c2_i64_335 = arith.constant 2 : i64
        %317 = arith.muli %156, %c2_i64_335 : i64
        %c1_i64_336 = arith.constant 1 : i64
        %318 = arith.addi %317, %c1_i64_336 : i64
        %319 = arith.addi %316, %318 : i64
        %c70_i64_337 = arith.constant 70 : i64
        %320 = arith.cmpi slt, %315, %c70_i64_337 : i64
        %c40_i64_338 = arith.constant 40 : i64
        %321 = arith.cmpi slt, %319, %c40_i64_338 : i64
        %322 = arith.andi %320, %321 : i1
        scf.if %322 {
          %367 = memref.load %alloca_142[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %319, %c70_i64_363 : i64
          %369 = arith.addi %315, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %323 = arith.addi %164, %160 : i64
        %c16_i64_339 = arith.constant 16 : i64
        %324 = arith.addi %323, %c16_i64_339 : i64
        %325 = arith.addi %324, %155 : i64
        %326 = arith.addi %166, %162 : i64
        %c8_i64_340 = arith.constant 8 : i64
        %327 = arith.addi %326, %c8_i64_340 : i64
        %c2_i64_341 = arith.constant 2 : i64
        %328 = arith.muli %156, %c2_i64_341 : i64
        %329 = arith.addi %327, %328 : i64
        %c70_i64_342 = arith.constant 70 : i64
        %330 = arith.cmpi slt, %325, %c70_i64_342 : i64
        %c40_i64_343 = arith.constant 40 : i64
        %331 = arith.cmpi slt, %329, %c40_i64_343 : i64
        %332 = arith.andi %330, %331 : i1
        scf.if %332 {
          %367 = memref.load %alloca_143[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %329, %c70_i64_363 : i64
          %369 = arith.addi %325, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %333 = arith.addi %164, %160 : i64
        %c16_i64_344 = arith.constant 16 : i64
        %334 = arith.addi %333, %c16_i64_344 : i64
        %335 = arith.addi %334, %155 : i64
        %336 = arith.addi %166, %162 : i64
        %c8_i64_345 = arith.constant 8 : i64
        %337 = arith.addi %336, %c8_i64_345 : i64
        %c2_i64_346 = arith.constant 2 : i64
        %338 = arith.muli %156, %c2_i64_346 : i64
        %c1_i64_347 = arith.constant 1 : i64
        %339 = arith.addi %338, %c1_i64_347 : i64
        %340 = arith.addi %337, %339 : i64
        %c70_i64_348 = arith.constant 70 : i64
        %341 = arith.cmpi slt, %335, %c70_i64_348 : i64
        %c40_i64_349 = arith.constant 40 : i64
        %342 = arith.cmpi slt, %340, %c40_i64_349 : i64
        %343 = arith.andi %341, %342 : i1
        scf.if %343 {
          %367 = memref.load %alloca_144[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %340, %c70_i64_363 : i64
          %369 = arith.addi %335, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %344 = arith.addi %164, %160 : i64
        %c16_i64_350 = arith.constant 16 : i64
        %345 = arith.addi %344, %c16_i64_350 : i64
        %c8_i64_351 = arith.constant 8 : i64
        %346 = arith.addi %155, %c8_i64_351 : i64
        %347 = arith.addi %345, %346 : i64
        %348 = arith.addi %166, %162 : i64
        %c8_i64_352 = arith.constant 8 : i64
        %349 = arith.addi %348, %c8_i64_352 : i64
        %c2_i64_353 = arith.constant 2 : i64
        %350 = arith.muli %156, %c2_i64_353 : i64
        %351 = arith.addi %349, %350 : i64
        %c70_i64_354 = arith.constant 70 : i64
        %352 = arith.cmpi slt, %347, %c70_i64_354 : i64
        %c40_i64_355 = arith.constant 40 : i64
        %353 = arith.cmpi slt, %351, %c40_i64_355 : i64
        %354 = arith.andi %352, %353 : i1
        scf.if %354 {
          %367 = memref.load %alloca_145[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %351, %c70_i64_363 : i64
          %369 = arith.addi %347, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
        %355 = arith.addi %164, %160 : i64
        %c16_i64_356 = arith.constant 16 : i64
        %356 = arith.addi %355, %c16_i64_356 : i64
        %c8_i64_357 = arith.constant 8 : i64
        %357 = arith.addi %155, %c8_i64_357 : i64
        %358 = arith.addi %356, %357 : i64
        %359 = arith.addi %166, %162 : i64
        %c8_i64_358 = arith.constant 8 : i64
        %360 = arith.addi %359, %c8_i64_358 : i64
        %c2_i64_359 = arith.constant 2 : i64
        %361 = arith.muli %156, %c2_i64_359 : i64
        %c1_i64_360 = arith.constant 1 : i64
        %362 = arith.addi %361, %c1_i64_360 : i64
        %363 = arith.addi %360, %362 : i64
        %c70_i64_361 = arith.constant 70 : i64
        %364 = arith.cmpi slt, %358, %c70_i64_361 : i64
        %c40_i64_362 = arith.constant 40 : i64
        %365 = arith.cmpi slt, %363, %c40_i64_362 : i64
        %366 = arith.andi %364, %365 : i1
        scf.if %366 {
          %367 = memref.load %alloca_146[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %368 = arith.muli %363, %c70_i64_363 : i64
          %369 = arith.addi %358, %368 : i64
          %370 = llvm.getelementptr %148[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %367, %370 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
