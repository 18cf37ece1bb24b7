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
      %c32_i64_147 = arith.constant 32 : i64
      %75 = arith.remsi %73, %c32_i64_147 : i64
      %c4_i64 = arith.constant 4 : i64
      %76 = arith.divsi %75, %c4_i64 : i64
      %c4_i64_148 = arith.constant 4 : i64
      %77 = arith.remsi %75, %c4_i64_148 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg19 = %74 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_202 = arith.constant 5 : i64
        %161 = arith.remsi %arg19, %c5_i64_202 : i64
        %c5_i64_203 = arith.constant 5 : i64
        %162 = arith.divsi %arg19, %c5_i64_203 : i64
        %c8_i64_204 = arith.constant 8 : i64
        %163 = arith.muli %161, %c8_i64_204 : i64
        %c8_i64_205 = arith.constant 8 : i64
        %164 = arith.muli %162, %c8_i64_205 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_206 = arith.constant 0.000000e+00 : f64
        memref.store %cst_206, %alloca_80[] : memref<f64>
        %165 = arith.addi %163, %76 : i64
        %c36_i64 = arith.constant 36 : i64
        %166 = arith.minsi %165, %c36_i64 : i64
        %167 = arith.addi %164, %76 : i64
        %c28_i64 = arith.constant 28 : i64
        %168 = arith.minsi %167, %c28_i64 : i64
        %c0_i64_207 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_208 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_207 to %c12_i64 step %c4_i64_208  : i64 {
          %203 = arith.addi %arg20, %77 : i64
          %204 = arith.addi %arg20, %77 : i64
          %c37_i64_220 = arith.constant 37 : i64
          %205 = arith.muli %203, %c37_i64_220 : i64
          %206 = arith.addi %166, %205 : i64
          %207 = llvm.getelementptr %65[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %c13_i64_221 = arith.constant 13 : i64
          %209 = arith.muli %168, %c13_i64_221 : i64
          %210 = arith.addi %204, %209 : i64
          %211 = llvm.getelementptr %67[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %212 = llvm.load %211 : !llvm.ptr<1> -> f64
          %213 = memref.load %alloca[] : memref<f64>
          %214 = memref.load %alloca_80[] : memref<f64>
          %215 = nvvm.mma.sync A[%208]  B[%212]  C[%213, %214]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %216 = llvm.extractvalue %215[0] : !llvm.struct<(f64, f64)> 
          memref.store %216, %alloca[] : memref<f64>
          %217 = llvm.extractvalue %215[1] : !llvm.struct<(f64, f64)> 
          memref.store %217, %alloca_80[] : memref<f64>
        }
        %c12_i64_209 = arith.constant 12 : i64
        %169 = arith.addi %c12_i64_209, %77 : i64
        %c12_i64_210 = arith.constant 12 : i64
        %170 = arith.addi %c12_i64_210, %77 : i64
        %c12_i64_211 = arith.constant 12 : i64
        %171 = arith.minsi %169, %c12_i64_211 : i64
        %c37_i64 = arith.constant 37 : i64
        %172 = arith.muli %171, %c37_i64 : i64
        %173 = arith.addi %166, %172 : i64
        %174 = llvm.getelementptr %65[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %175 = llvm.load %174 : !llvm.ptr<1> -> f64
        memref.store %175, %alloca_81[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %176 = arith.cmpi sge, %169, %c13_i64 : i64
        scf.if %176 {
          %cst_220 = arith.constant 0.000000e+00 : f64
          memref.store %cst_220, %alloca_81[] : memref<f64>
        }
        %c12_i64_212 = arith.constant 12 : i64
        %177 = arith.minsi %170, %c12_i64_212 : i64
        %c13_i64_213 = arith.constant 13 : i64
        %178 = arith.muli %168, %c13_i64_213 : i64
        %179 = arith.addi %177, %178 : i64
        %180 = llvm.getelementptr %67[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %181 = llvm.load %180 : !llvm.ptr<1> -> f64
        memref.store %181, %alloca_82[] : memref<f64>
        %c13_i64_214 = arith.constant 13 : i64
        %182 = arith.cmpi sge, %170, %c13_i64_214 : i64
        scf.if %182 {
          %cst_220 = arith.constant 0.000000e+00 : f64
          memref.store %cst_220, %alloca_82[] : memref<f64>
        }
        %183 = memref.load %alloca_81[] : memref<f64>
        %184 = memref.load %alloca_82[] : memref<f64>
        %185 = memref.load %alloca[] : memref<f64>
        %186 = memref.load %alloca_80[] : memref<f64>
        %187 = nvvm.mma.sync A[%183]  B[%184]  C[%185, %186]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %188 = llvm.extractvalue %187[0] : !llvm.struct<(f64, f64)> 
        memref.store %188, %alloca[] : memref<f64>
        %189 = llvm.extractvalue %187[1] : !llvm.struct<(f64, f64)> 
        memref.store %189, %alloca_80[] : memref<f64>
        %190 = arith.addi %163, %76 : i64
        %c2_i64 = arith.constant 2 : i64
        %191 = arith.muli %77, %c2_i64 : i64
        %192 = arith.addi %164, %191 : i64
        %c37_i64_215 = arith.constant 37 : i64
        %193 = arith.cmpi slt, %190, %c37_i64_215 : i64
        %c29_i64 = arith.constant 29 : i64
        %194 = arith.cmpi slt, %192, %c29_i64 : i64
        %195 = arith.andi %193, %194 : i1
        scf.if %195 {
          %203 = memref.load %alloca[] : memref<f64>
          %204 = arith.mulf %arg0, %203 : f64
          %cst_220 = arith.constant 5.000000e-01 : f64
          %c37_i64_221 = arith.constant 37 : i64
          %205 = arith.muli %192, %c37_i64_221 : i64
          %206 = arith.addi %190, %205 : i64
          %207 = llvm.getelementptr %69[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %209 = arith.mulf %cst_220, %208 : f64
          %210 = arith.addf %204, %209 : f64
          %c37_i64_222 = arith.constant 37 : i64
          %211 = arith.muli %192, %c37_i64_222 : i64
          %212 = arith.addi %190, %211 : i64
          %213 = llvm.getelementptr %69[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %210, %213 : f64, !llvm.ptr<1>
        }
        %196 = arith.addi %163, %76 : i64
        %c2_i64_216 = arith.constant 2 : i64
        %197 = arith.muli %77, %c2_i64_216 : i64
        %c1_i64_217 = arith.constant 1 : i64
        %198 = arith.addi %197, %c1_i64_217 : i64
        %199 = arith.addi %164, %198 : i64
        %c37_i64_218 = arith.constant 37 : i64
        %200 = arith.cmpi slt, %196, %c37_i64_218 : i64
        %c29_i64_219 = arith.constant 29 : i64
        %201 = arith.cmpi slt, %199, %c29_i64_219 : i64
        %202 = arith.andi %200, %201 : i1
        scf.if %202 {
          %203 = memref.load %alloca_80[] : memref<f64>
          %204 = arith.mulf %arg0, %203 : f64
          %cst_220 = arith.constant 5.000000e-01 : f64
          %c37_i64_221 = arith.constant 37 : i64
          %205 = arith.muli %199, %c37_i64_221 : i64
          %206 = arith.addi %196, %205 : i64
          %207 = llvm.getelementptr %69[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %208 = llvm.load %207 : !llvm.ptr<1> -> f64
          %209 = arith.mulf %cst_220, %208 : f64
          %210 = arith.addf %204, %209 : f64
          %c37_i64_222 = arith.constant 37 : i64
          %211 = arith.muli %199, %c37_i64_222 : i64
          %212 = arith.addi %196, %211 : i64
          %213 = llvm.getelementptr %69[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %210, %213 : f64, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %78 = arith.muli %63, %c128_i64 : i64
      %79 = llvm.getelementptr %10[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c296_i64 = arith.constant 296 : i64
      %80 = arith.muli %63, %c296_i64 : i64
      %81 = llvm.getelementptr %13[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_149 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_149 : index to i64
      %c64_i64_150 = arith.constant 64 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_151 : index to i64
      %84 = arith.muli %c64_i64_150, %83 : i64
      %85 = arith.addi %82, %84 : i64
      %c32_i64_152 = arith.constant 32 : i64
      %86 = arith.divsi %85, %c32_i64_152 : i64
      %c32_i64_153 = arith.constant 32 : i64
      %87 = arith.remsi %85, %c32_i64_153 : i64
      %c4_i64_154 = arith.constant 4 : i64
      %88 = arith.divsi %87, %c4_i64_154 : i64
      %c4_i64_155 = arith.constant 4 : i64
      %89 = arith.remsi %87, %c4_i64_155 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_156 = arith.constant 16 : i64
      scf.for %arg19 = %86 to %c5_i64 step %c16_i64_156  : i64 {
        %c5_i64_202 = arith.constant 5 : i64
        %161 = arith.remsi %arg19, %c5_i64_202 : i64
        %c5_i64_203 = arith.constant 5 : i64
        %162 = arith.divsi %arg19, %c5_i64_203 : i64
        %c8_i64_204 = arith.constant 8 : i64
        %163 = arith.muli %161, %c8_i64_204 : i64
        %c8_i64_205 = arith.constant 8 : i64
        %164 = arith.muli %162, %c8_i64_205 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %cst_206 = arith.constant 0.000000e+00 : f64
        memref.store %cst_206, %alloca_84[] : memref<f64>
        %165 = arith.addi %163, %88 : i64
        %c36_i64 = arith.constant 36 : i64
        %166 = arith.minsi %165, %c36_i64 : i64
        %167 = arith.addi %164, %88 : i64
        %c0_i64_207 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_208 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_207 to %c12_i64 step %c4_i64_208  : i64 {
          %198 = arith.addi %arg20, %89 : i64
          %199 = arith.addi %arg20, %89 : i64
          %c37_i64_219 = arith.constant 37 : i64
          %200 = arith.muli %198, %c37_i64_219 : i64
          %201 = arith.addi %166, %200 : i64
          %202 = llvm.getelementptr %65[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %203 = llvm.load %202 : !llvm.ptr<1> -> f64
          %c16_i64_220 = arith.constant 16 : i64
          %204 = arith.muli %167, %c16_i64_220 : i64
          %205 = arith.addi %199, %204 : i64
          %206 = llvm.getelementptr %79[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %207 = llvm.load %206 : !llvm.ptr<1> -> f64
          %208 = memref.load %alloca_83[] : memref<f64>
          %209 = memref.load %alloca_84[] : memref<f64>
          %210 = nvvm.mma.sync A[%203]  B[%207]  C[%208, %209]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %211 = llvm.extractvalue %210[0] : !llvm.struct<(f64, f64)> 
          memref.store %211, %alloca_83[] : memref<f64>
          %212 = llvm.extractvalue %210[1] : !llvm.struct<(f64, f64)> 
          memref.store %212, %alloca_84[] : memref<f64>
        }
        %c12_i64_209 = arith.constant 12 : i64
        %168 = arith.addi %c12_i64_209, %89 : i64
        %c12_i64_210 = arith.constant 12 : i64
        %169 = arith.addi %c12_i64_210, %89 : i64
        %c12_i64_211 = arith.constant 12 : i64
        %170 = arith.minsi %168, %c12_i64_211 : i64
        %c37_i64 = arith.constant 37 : i64
        %171 = arith.muli %170, %c37_i64 : i64
        %172 = arith.addi %166, %171 : i64
        %173 = llvm.getelementptr %65[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %174 = llvm.load %173 : !llvm.ptr<1> -> f64
        memref.store %174, %alloca_85[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %175 = arith.cmpi sge, %168, %c13_i64 : i64
        scf.if %175 {
          %cst_219 = arith.constant 0.000000e+00 : f64
          memref.store %cst_219, %alloca_85[] : memref<f64>
        }
        %c12_i64_212 = arith.constant 12 : i64
        %176 = arith.minsi %169, %c12_i64_212 : i64
        %c16_i64_213 = arith.constant 16 : i64
        %177 = arith.muli %167, %c16_i64_213 : i64
        %178 = arith.addi %176, %177 : i64
        %179 = llvm.getelementptr %79[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %180 = llvm.load %179 : !llvm.ptr<1> -> f64
        memref.store %180, %alloca_86[] : memref<f64>
        %c13_i64_214 = arith.constant 13 : i64
        %181 = arith.cmpi sge, %169, %c13_i64_214 : i64
        scf.if %181 {
          %cst_219 = arith.constant 0.000000e+00 : f64
          memref.store %cst_219, %alloca_86[] : memref<f64>
        }
        %182 = memref.load %alloca_85[] : memref<f64>
        %183 = memref.load %alloca_86[] : memref<f64>
        %184 = memref.load %alloca_83[] : memref<f64>
        %185 = memref.load %alloca_84[] : memref<f64>
        %186 = nvvm.mma.sync A[%182]  B[%183]  C[%184, %185]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %187 = llvm.extractvalue %186[0] : !llvm.struct<(f64, f64)> 
        memref.store %187, %alloca_83[] : memref<f64>
        %188 = llvm.extractvalue %186[1] : !llvm.struct<(f64, f64)> 
        memref.store %188, %alloca_84[] : memref<f64>
        %189 = arith.addi %163, %88 : i64
        %c2_i64 = arith.constant 2 : i64
        %190 = arith.muli %89, %c2_i64 : i64
        %191 = arith.addi %164, %190 : i64
        %c37_i64_215 = arith.constant 37 : i64
        %192 = arith.cmpi slt, %189, %c37_i64_215 : i64
        scf.if %192 {
          %198 = memref.load %alloca_83[] : memref<f64>
          %199 = arith.mulf %arg0, %198 : f64
          %c37_i64_219 = arith.constant 37 : i64
          %200 = arith.muli %191, %c37_i64_219 : i64
          %201 = arith.addi %189, %200 : i64
          %202 = llvm.getelementptr %81[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %199, %202 : f64, !llvm.ptr<1>
        }
        %193 = arith.addi %163, %88 : i64
        %c2_i64_216 = arith.constant 2 : i64
        %194 = arith.muli %89, %c2_i64_216 : i64
        %c1_i64_217 = arith.constant 1 : i64
        %195 = arith.addi %194, %c1_i64_217 : i64
        %196 = arith.addi %164, %195 : i64
        %c37_i64_218 = arith.constant 37 : i64
        %197 = arith.cmpi slt, %193, %c37_i64_218 : i64
        scf.if %197 {
          %198 = memref.load %alloca_84[] : memref<f64>
          %199 = arith.mulf %arg0, %198 : f64
          %c37_i64_219 = arith.constant 37 : i64
          %200 = arith.muli %196, %c37_i64_219 : i64
          %201 = arith.addi %193, %200 : i64
          %202 = llvm.getelementptr %81[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %199, %202 : f64, !llvm.ptr<1>
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
      %thread_id_x_157 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_157 : index to i64
      %c64_i64_158 = arith.constant 64 : i64
      %thread_id_y_159 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_159 : index to i64
      %98 = arith.muli %c64_i64_158, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c32_i64_160 = arith.constant 32 : i64
      %100 = arith.divsi %99, %c32_i64_160 : i64
      %c32_i64_161 = arith.constant 32 : i64
      %101 = arith.remsi %99, %c32_i64_161 : i64
      %c4_i64_162 = arith.constant 4 : i64
      %102 = arith.divsi %101, %c4_i64_162 : i64
      %c4_i64_163 = arith.constant 4 : i64
      %103 = arith.remsi %101, %c4_i64_163 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_164 = arith.constant 16 : i64
      scf.for %arg19 = %100 to %c9_i64 step %c16_i64_164  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %161 = arith.remsi %arg19, %c3_i64 : i64
        %c3_i64_202 = arith.constant 3 : i64
        %162 = arith.divsi %arg19, %c3_i64_202 : i64
        %c16_i64_203 = arith.constant 16 : i64
        %163 = arith.muli %161, %c16_i64_203 : i64
        %c8_i64_204 = arith.constant 8 : i64
        %164 = arith.muli %162, %c8_i64_204 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_87[] : memref<f32>
        %cst_205 = arith.constant 0.000000e+00 : f32
        memref.store %cst_205, %alloca_88[] : memref<f32>
        %cst_206 = arith.constant 0.000000e+00 : f32
        memref.store %cst_206, %alloca_89[] : memref<f32>
        %cst_207 = arith.constant 0.000000e+00 : f32
        memref.store %cst_207, %alloca_90[] : memref<f32>
        %165 = arith.addi %163, %102 : i64
        %c44_i64 = arith.constant 44 : i64
        %166 = arith.minsi %165, %c44_i64 : i64
        %167 = arith.addi %163, %102 : i64
        %c44_i64_208 = arith.constant 44 : i64
        %168 = arith.minsi %167, %c44_i64_208 : i64
        %c8_i64_209 = arith.constant 8 : i64
        %169 = arith.addi %102, %c8_i64_209 : i64
        %170 = arith.addi %163, %169 : i64
        %c44_i64_210 = arith.constant 44 : i64
        %171 = arith.minsi %170, %c44_i64_210 : i64
        %c8_i64_211 = arith.constant 8 : i64
        %172 = arith.addi %102, %c8_i64_211 : i64
        %173 = arith.addi %163, %172 : i64
        %c44_i64_212 = arith.constant 44 : i64
        %174 = arith.minsi %173, %c44_i64_212 : i64
        %175 = arith.addi %163, %102 : i64
        %c44_i64_213 = arith.constant 44 : i64
        %176 = arith.minsi %175, %c44_i64_213 : i64
        %177 = arith.addi %163, %102 : i64
        %c44_i64_214 = arith.constant 44 : i64
        %178 = arith.minsi %177, %c44_i64_214 : i64
        %c8_i64_215 = arith.constant 8 : i64
        %179 = arith.addi %102, %c8_i64_215 : i64
        %180 = arith.addi %163, %179 : i64
        %c44_i64_216 = arith.constant 44 : i64
        %181 = arith.minsi %180, %c44_i64_216 : i64
        %c8_i64_217 = arith.constant 8 : i64
        %182 = arith.addi %102, %c8_i64_217 : i64
        %183 = arith.addi %163, %182 : i64
        %c44_i64_218 = arith.constant 44 : i64
        %184 = arith.minsi %183, %c44_i64_218 : i64
        %185 = arith.addi %164, %102 : i64
        %c18_i64 = arith.constant 18 : i64
        %186 = arith.minsi %185, %c18_i64 : i64
        %187 = arith.addi %164, %102 : i64
        %c18_i64_219 = arith.constant 18 : i64
        %188 = arith.minsi %187, %c18_i64_219 : i64
        %189 = arith.addi %164, %102 : i64
        %c18_i64_220 = arith.constant 18 : i64
        %190 = arith.minsi %189, %c18_i64_220 : i64
        %191 = arith.addi %164, %102 : i64
        %c18_i64_221 = arith.constant 18 : i64
        %192 = arith.minsi %191, %c18_i64_221 : i64
        %c0_i64_222 = arith.constant 0 : i64
        %c16_i64_223 = arith.constant 16 : i64
        %c16_i64_224 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_222 to %c16_i64_223 step %c16_i64_224  : i64 {
          %c2_i64_316 = arith.constant 2 : i64
          %365 = arith.muli %103, %c2_i64_316 : i64
          %366 = arith.addi %arg20, %365 : i64
          %c2_i64_317 = arith.constant 2 : i64
          %367 = arith.muli %103, %c2_i64_317 : i64
          %c1_i64_318 = arith.constant 1 : i64
          %368 = arith.addi %367, %c1_i64_318 : i64
          %369 = arith.addi %arg20, %368 : i64
          %c2_i64_319 = arith.constant 2 : i64
          %370 = arith.muli %103, %c2_i64_319 : i64
          %371 = arith.addi %arg20, %370 : i64
          %c2_i64_320 = arith.constant 2 : i64
          %372 = arith.muli %103, %c2_i64_320 : i64
          %c1_i64_321 = arith.constant 1 : i64
          %373 = arith.addi %372, %c1_i64_321 : i64
          %374 = arith.addi %arg20, %373 : i64
          %c2_i64_322 = arith.constant 2 : i64
          %375 = arith.muli %103, %c2_i64_322 : i64
          %c8_i64_323 = arith.constant 8 : i64
          %376 = arith.addi %375, %c8_i64_323 : i64
          %377 = arith.addi %arg20, %376 : i64
          %c2_i64_324 = arith.constant 2 : i64
          %378 = arith.muli %103, %c2_i64_324 : i64
          %c9_i64_325 = arith.constant 9 : i64
          %379 = arith.addi %378, %c9_i64_325 : i64
          %380 = arith.addi %arg20, %379 : i64
          %c2_i64_326 = arith.constant 2 : i64
          %381 = arith.muli %103, %c2_i64_326 : i64
          %c8_i64_327 = arith.constant 8 : i64
          %382 = arith.addi %381, %c8_i64_327 : i64
          %383 = arith.addi %arg20, %382 : i64
          %c2_i64_328 = arith.constant 2 : i64
          %384 = arith.muli %103, %c2_i64_328 : i64
          %c9_i64_329 = arith.constant 9 : i64
          %385 = arith.addi %384, %c9_i64_329 : i64
          %386 = arith.addi %arg20, %385 : i64
          %c2_i64_330 = arith.constant 2 : i64
          %387 = arith.muli %103, %c2_i64_330 : i64
          %388 = arith.addi %arg20, %387 : i64
          %c2_i64_331 = arith.constant 2 : i64
          %389 = arith.muli %103, %c2_i64_331 : i64
          %c1_i64_332 = arith.constant 1 : i64
          %390 = arith.addi %389, %c1_i64_332 : i64
          %391 = arith.addi %arg20, %390 : i64
          %c2_i64_333 = arith.constant 2 : i64
          %392 = arith.muli %103, %c2_i64_333 : i64
          %c8_i64_334 = arith.constant 8 : i64
          %393 = arith.addi %392, %c8_i64_334 : i64
          %394 = arith.addi %arg20, %393 : i64
          %c2_i64_335 = arith.constant 2 : i64
          %395 = arith.muli %103, %c2_i64_335 : i64
          %c9_i64_336 = arith.constant 9 : i64
          %396 = arith.addi %395, %c9_i64_336 : i64
          %397 = arith.addi %arg20, %396 : i64
          %c21_i64_337 = arith.constant 21 : i64
          %398 = arith.muli %166, %c21_i64_337 : i64
          %399 = arith.addi %366, %398 : i64
          %400 = llvm.getelementptr %91[%399] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %401 = llvm.load %400 : !llvm.ptr<1> -> f16
          %c21_i64_338 = arith.constant 21 : i64
          %402 = arith.muli %168, %c21_i64_338 : i64
          %403 = arith.addi %369, %402 : i64
          %404 = llvm.getelementptr %91[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %405 = llvm.load %404 : !llvm.ptr<1> -> f16
          %c21_i64_339 = arith.constant 21 : i64
          %406 = arith.muli %171, %c21_i64_339 : i64
          %407 = arith.addi %371, %406 : i64
          %408 = llvm.getelementptr %91[%407] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %409 = llvm.load %408 : !llvm.ptr<1> -> f16
          %c21_i64_340 = arith.constant 21 : i64
          %410 = arith.muli %174, %c21_i64_340 : i64
          %411 = arith.addi %374, %410 : i64
          %412 = llvm.getelementptr %91[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %413 = llvm.load %412 : !llvm.ptr<1> -> f16
          %c21_i64_341 = arith.constant 21 : i64
          %414 = arith.muli %176, %c21_i64_341 : i64
          %415 = arith.addi %377, %414 : i64
          %416 = llvm.getelementptr %91[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %417 = llvm.load %416 : !llvm.ptr<1> -> f16
          %c21_i64_342 = arith.constant 21 : i64
          %418 = arith.muli %178, %c21_i64_342 : i64
          %419 = arith.addi %380, %418 : i64
          %420 = llvm.getelementptr %91[%419] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %421 = llvm.load %420 : !llvm.ptr<1> -> f16
          %c21_i64_343 = arith.constant 21 : i64
          %422 = arith.muli %181, %c21_i64_343 : i64
          %423 = arith.addi %383, %422 : i64
          %424 = llvm.getelementptr %91[%423] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %425 = llvm.load %424 : !llvm.ptr<1> -> f16
          %c21_i64_344 = arith.constant 21 : i64
          %426 = arith.muli %184, %c21_i64_344 : i64
          %427 = arith.addi %386, %426 : i64
          %428 = llvm.getelementptr %91[%427] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %429 = llvm.load %428 : !llvm.ptr<1> -> f16
          %c21_i64_345 = arith.constant 21 : i64
          %430 = arith.muli %186, %c21_i64_345 : i64
          %431 = arith.addi %388, %430 : i64
          %432 = llvm.getelementptr %93[%431] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %433 = llvm.load %432 : !llvm.ptr<1> -> f16
          %c21_i64_346 = arith.constant 21 : i64
          %434 = arith.muli %188, %c21_i64_346 : i64
          %435 = arith.addi %391, %434 : i64
          %436 = llvm.getelementptr %93[%435] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %437 = llvm.load %436 : !llvm.ptr<1> -> f16
          %c21_i64_347 = arith.constant 21 : i64
          %438 = arith.muli %190, %c21_i64_347 : i64
          %439 = arith.addi %394, %438 : i64
          %440 = llvm.getelementptr %93[%439] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %441 = llvm.load %440 : !llvm.ptr<1> -> f16
          %c21_i64_348 = arith.constant 21 : i64
          %442 = arith.muli %192, %c21_i64_348 : i64
          %443 = arith.addi %397, %442 : i64
          %444 = llvm.getelementptr %93[%443] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %445 = llvm.load %444 : !llvm.ptr<1> -> f16
          %446 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_349 = arith.constant 0 : i32
          %447 = llvm.insertelement %401, %446[%c0_i32_349 : i32] : vector<2xf16>
          %c1_i32_350 = arith.constant 1 : i32
          %448 = llvm.insertelement %405, %447[%c1_i32_350 : i32] : vector<2xf16>
          %449 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_351 = arith.constant 0 : i32
          %450 = llvm.insertelement %409, %449[%c0_i32_351 : i32] : vector<2xf16>
          %c1_i32_352 = arith.constant 1 : i32
          %451 = llvm.insertelement %413, %450[%c1_i32_352 : i32] : vector<2xf16>
          %452 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_353 = arith.constant 0 : i32
          %453 = llvm.insertelement %417, %452[%c0_i32_353 : i32] : vector<2xf16>
          %c1_i32_354 = arith.constant 1 : i32
          %454 = llvm.insertelement %421, %453[%c1_i32_354 : i32] : vector<2xf16>
          %455 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_355 = arith.constant 0 : i32
          %456 = llvm.insertelement %425, %455[%c0_i32_355 : i32] : vector<2xf16>
          %c1_i32_356 = arith.constant 1 : i32
          %457 = llvm.insertelement %429, %456[%c1_i32_356 : i32] : vector<2xf16>
          %458 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_357 = arith.constant 0 : i32
          %459 = llvm.insertelement %433, %458[%c0_i32_357 : i32] : vector<2xf16>
          %c1_i32_358 = arith.constant 1 : i32
          %460 = llvm.insertelement %437, %459[%c1_i32_358 : i32] : vector<2xf16>
          %461 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_359 = arith.constant 0 : i32
          %462 = llvm.insertelement %441, %461[%c0_i32_359 : i32] : vector<2xf16>
          %c1_i32_360 = arith.constant 1 : i32
          %463 = llvm.insertelement %445, %462[%c1_i32_360 : i32] : vector<2xf16>
          %464 = memref.load %alloca_87[] : memref<f32>
          %465 = memref.load %alloca_88[] : memref<f32>
          %466 = memref.load %alloca_89[] : memref<f32>
          %467 = memref.load %alloca_90[] : memref<f32>
          %468 = nvvm.mma.sync A[%448, %451, %454, %457]  B[%460, %463]  C[%464, %465, %466, %467]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %469 = llvm.extractvalue %468[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %469, %alloca_87[] : memref<f32>
          %470 = llvm.extractvalue %468[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %470, %alloca_88[] : memref<f32>
          %471 = llvm.extractvalue %468[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %471, %alloca_89[] : memref<f32>
          %472 = llvm.extractvalue %468[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %472, %alloca_90[] : memref<f32>
        }
        %c16_i64_225 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %193 = arith.muli %103, %c2_i64 : i64
        %194 = arith.addi %c16_i64_225, %193 : i64
        %c16_i64_226 = arith.constant 16 : i64
        %c2_i64_227 = arith.constant 2 : i64
        %195 = arith.muli %103, %c2_i64_227 : i64
        %c1_i64_228 = arith.constant 1 : i64
        %196 = arith.addi %195, %c1_i64_228 : i64
        %197 = arith.addi %c16_i64_226, %196 : i64
        %c16_i64_229 = arith.constant 16 : i64
        %c2_i64_230 = arith.constant 2 : i64
        %198 = arith.muli %103, %c2_i64_230 : i64
        %199 = arith.addi %c16_i64_229, %198 : i64
        %c16_i64_231 = arith.constant 16 : i64
        %c2_i64_232 = arith.constant 2 : i64
        %200 = arith.muli %103, %c2_i64_232 : i64
        %c1_i64_233 = arith.constant 1 : i64
        %201 = arith.addi %200, %c1_i64_233 : i64
        %202 = arith.addi %c16_i64_231, %201 : i64
        %c16_i64_234 = arith.constant 16 : i64
        %c2_i64_235 = arith.constant 2 : i64
        %203 = arith.muli %103, %c2_i64_235 : i64
        %c8_i64_236 = arith.constant 8 : i64
        %204 = arith.addi %203, %c8_i64_236 : i64
        %205 = arith.addi %c16_i64_234, %204 : i64
        %c16_i64_237 = arith.constant 16 : i64
        %c2_i64_238 = arith.constant 2 : i64
        %206 = arith.muli %103, %c2_i64_238 : i64
        %c9_i64_239 = arith.constant 9 : i64
        %207 = arith.addi %206, %c9_i64_239 : i64
        %208 = arith.addi %c16_i64_237, %207 : i64
        %c16_i64_240 = arith.constant 16 : i64
        %c2_i64_241 = arith.constant 2 : i64
        %209 = arith.muli %103, %c2_i64_241 : i64
        %c8_i64_242 = arith.constant 8 : i64
        %210 = arith.addi %209, %c8_i64_242 : i64
        %211 = arith.addi %c16_i64_240, %210 : i64
        %c16_i64_243 = arith.constant 16 : i64
        %c2_i64_244 = arith.constant 2 : i64
        %212 = arith.muli %103, %c2_i64_244 : i64
        %c9_i64_245 = arith.constant 9 : i64
        %213 = arith.addi %212, %c9_i64_245 : i64
        %214 = arith.addi %c16_i64_243, %213 : i64
        %c16_i64_246 = arith.constant 16 : i64
        %c2_i64_247 = arith.constant 2 : i64
        %215 = arith.muli %103, %c2_i64_247 : i64
        %216 = arith.addi %c16_i64_246, %215 : i64
        %c16_i64_248 = arith.constant 16 : i64
        %c2_i64_249 = arith.constant 2 : i64
        %217 = arith.muli %103, %c2_i64_249 : i64
        %c1_i64_250 = arith.constant 1 : i64
        %218 = arith.addi %217, %c1_i64_250 : i64
        %219 = arith.addi %c16_i64_248, %218 : i64
        %c16_i64_251 = arith.constant 16 : i64
        %c2_i64_252 = arith.constant 2 : i64
        %220 = arith.muli %103, %c2_i64_252 : i64
        %c8_i64_253 = arith.constant 8 : i64
        %221 = arith.addi %220, %c8_i64_253 : i64
        %222 = arith.addi %c16_i64_251, %221 : i64
        %c16_i64_254 = arith.constant 16 : i64
        %c2_i64_255 = arith.constant 2 : i64
        %223 = arith.muli %103, %c2_i64_255 : i64
        %c9_i64_256 = arith.constant 9 : i64
        %224 = arith.addi %223, %c9_i64_256 : i64
        %225 = arith.addi %c16_i64_254, %224 : i64
        %c20_i64_257 = arith.constant 20 : i64
        %226 = arith.minsi %194, %c20_i64_257 : i64
        %c21_i64 = arith.constant 21 : i64
        %227 = arith.muli %166, %c21_i64 : i64
        %228 = arith.addi %226, %227 : i64
        %229 = llvm.getelementptr %91[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %230 = llvm.load %229 : !llvm.ptr<1> -> f16
        memref.store %230, %alloca_91[] : memref<f16>
        %c21_i64_258 = arith.constant 21 : i64
        %231 = arith.cmpi sge, %194, %c21_i64_258 : i64
        scf.if %231 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_91[] : memref<f16>
        }
        %c20_i64_259 = arith.constant 20 : i64
        %232 = arith.minsi %197, %c20_i64_259 : i64
        %c21_i64_260 = arith.constant 21 : i64
        %233 = arith.muli %168, %c21_i64_260 : i64
        %234 = arith.addi %232, %233 : i64
        %235 = llvm.getelementptr %91[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %236 = llvm.load %235 : !llvm.ptr<1> -> f16
        memref.store %236, %alloca_92[] : memref<f16>
        %c21_i64_261 = arith.constant 21 : i64
        %237 = arith.cmpi sge, %197, %c21_i64_261 : i64
        scf.if %237 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_92[] : memref<f16>
        }
        %c20_i64_262 = arith.constant 20 : i64
        %238 = arith.minsi %199, %c20_i64_262 : i64
        %c21_i64_263 = arith.constant 21 : i64
        %239 = arith.muli %171, %c21_i64_263 : i64
        %240 = arith.addi %238, %239 : i64
        %241 = llvm.getelementptr %91[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %242 = llvm.load %241 : !llvm.ptr<1> -> f16
        memref.store %242, %alloca_93[] : memref<f16>
        %c21_i64_264 = arith.constant 21 : i64
        %243 = arith.cmpi sge, %199, %c21_i64_264 : i64
        scf.if %243 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_93[] : memref<f16>
        }
        %c20_i64_265 = arith.constant 20 : i64
        %244 = arith.minsi %202, %c20_i64_265 : i64
        %c21_i64_266 = arith.constant 21 : i64
        %245 = arith.muli %174, %c21_i64_266 : i64
        %246 = arith.addi %244, %245 : i64
        %247 = llvm.getelementptr %91[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %248 = llvm.load %247 : !llvm.ptr<1> -> f16
        memref.store %248, %alloca_94[] : memref<f16>
        %c21_i64_267 = arith.constant 21 : i64
        %249 = arith.cmpi sge, %202, %c21_i64_267 : i64
        scf.if %249 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_94[] : memref<f16>
        }
        %c20_i64_268 = arith.constant 20 : i64
        %250 = arith.minsi %205, %c20_i64_268 : i64
        %c21_i64_269 = arith.constant 21 : i64
        %251 = arith.muli %176, %c21_i64_269 : i64
        %252 = arith.addi %250, %251 : i64
        %253 = llvm.getelementptr %91[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %254 = llvm.load %253 : !llvm.ptr<1> -> f16
        memref.store %254, %alloca_95[] : memref<f16>
        %c21_i64_270 = arith.constant 21 : i64
        %255 = arith.cmpi sge, %205, %c21_i64_270 : i64
        scf.if %255 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_95[] : memref<f16>
        }
        %c20_i64_271 = arith.constant 20 : i64
        %256 = arith.minsi %208, %c20_i64_271 : i64
        %c21_i64_272 = arith.constant 21 : i64
        %257 = arith.muli %178, %c21_i64_272 : i64
        %258 = arith.addi %256, %257 : i64
        %259 = llvm.getelementptr %91[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %260 = llvm.load %259 : !llvm.ptr<1> -> f16
        memref.store %260, %alloca_96[] : memref<f16>
        %c21_i64_273 = arith.constant 21 : i64
        %261 = arith.cmpi sge, %208, %c21_i64_273 : i64
        scf.if %261 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_96[] : memref<f16>
        }
        %c20_i64_274 = arith.constant 20 : i64
        %262 = arith.minsi %211, %c20_i64_274 : i64
        %c21_i64_275 = arith.constant 21 : i64
        %263 = arith.muli %181, %c21_i64_275 : i64
        %264 = arith.addi %262, %263 : i64
        %265 = llvm.getelementptr %91[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %266 = llvm.load %265 : !llvm.ptr<1> -> f16
        memref.store %266, %alloca_97[] : memref<f16>
        %c21_i64_276 = arith.constant 21 : i64
        %267 = arith.cmpi sge, %211, %c21_i64_276 : i64
        scf.if %267 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_97[] : memref<f16>
        }
        %c20_i64_277 = arith.constant 20 : i64
        %268 = arith.minsi %214, %c20_i64_277 : i64
        %c21_i64_278 = arith.constant 21 : i64
        %269 = arith.muli %184, %c21_i64_278 : i64
        %270 = arith.addi %268, %269 : i64
        %271 = llvm.getelementptr %91[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %272 = llvm.load %271 : !llvm.ptr<1> -> f16
        memref.store %272, %alloca_98[] : memref<f16>
        %c21_i64_279 = arith.constant 21 : i64
        %273 = arith.cmpi sge, %214, %c21_i64_279 : i64
        scf.if %273 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_98[] : memref<f16>
        }
        %c20_i64_280 = arith.constant 20 : i64
        %274 = arith.minsi %216, %c20_i64_280 : i64
        %c21_i64_281 = arith.constant 21 : i64
        %275 = arith.muli %186, %c21_i64_281 : i64
        %276 = arith.addi %274, %275 : i64
        %277 = llvm.getelementptr %93[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %278 = llvm.load %277 : !llvm.ptr<1> -> f16
        memref.store %278, %alloca_99[] : memref<f16>
        %c21_i64_282 = arith.constant 21 : i64
        %279 = arith.cmpi sge, %216, %c21_i64_282 : i64
        scf.if %279 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_99[] : memref<f16>
        }
        %c20_i64_283 = arith.constant 20 : i64
        %280 = arith.minsi %219, %c20_i64_283 : i64
        %c21_i64_284 = arith.constant 21 : i64
        %281 = arith.muli %188, %c21_i64_284 : i64
        %282 = arith.addi %280, %281 : i64
        %283 = llvm.getelementptr %93[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %284 = llvm.load %283 : !llvm.ptr<1> -> f16
        memref.store %284, %alloca_100[] : memref<f16>
        %c21_i64_285 = arith.constant 21 : i64
        %285 = arith.cmpi sge, %219, %c21_i64_285 : i64
        scf.if %285 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_100[] : memref<f16>
        }
        %c20_i64_286 = arith.constant 20 : i64
        %286 = arith.minsi %222, %c20_i64_286 : i64
        %c21_i64_287 = arith.constant 21 : i64
        %287 = arith.muli %190, %c21_i64_287 : i64
        %288 = arith.addi %286, %287 : i64
        %289 = llvm.getelementptr %93[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %290 = llvm.load %289 : !llvm.ptr<1> -> f16
        memref.store %290, %alloca_101[] : memref<f16>
        %c21_i64_288 = arith.constant 21 : i64
        %291 = arith.cmpi sge, %222, %c21_i64_288 : i64
        scf.if %291 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_101[] : memref<f16>
        }
        %c20_i64_289 = arith.constant 20 : i64
        %292 = arith.minsi %225, %c20_i64_289 : i64
        %c21_i64_290 = arith.constant 21 : i64
        %293 = arith.muli %192, %c21_i64_290 : i64
        %294 = arith.addi %292, %293 : i64
        %295 = llvm.getelementptr %93[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %296 = llvm.load %295 : !llvm.ptr<1> -> f16
        memref.store %296, %alloca_102[] : memref<f16>
        %c21_i64_291 = arith.constant 21 : i64
        %297 = arith.cmpi sge, %225, %c21_i64_291 : i64
        scf.if %297 {
          %cst_316 = arith.constant 0.000000e+00 : f16
          memref.store %cst_316, %alloca_102[] : memref<f16>
        }
        %298 = memref.load %alloca_91[] : memref<f16>
        %299 = memref.load %alloca_92[] : memref<f16>
        %300 = memref.load %alloca_93[] : memref<f16>
        %301 = memref.load %alloca_94[] : memref<f16>
        %302 = memref.load %alloca_95[] : memref<f16>
        %303 = memref.load %alloca_96[] : memref<f16>
        %304 = memref.load %alloca_97[] : memref<f16>
        %305 = memref.load %alloca_98[] : memref<f16>
        %306 = llvm.mlir.poison : vector<2xf16>
        %c0_i32 = arith.constant 0 : i32
        %307 = llvm.insertelement %298, %306[%c0_i32 : i32] : vector<2xf16>
        %c1_i32 = arith.constant 1 : i32
        %308 = llvm.insertelement %299, %307[%c1_i32 : i32] : vector<2xf16>
        %309 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_292 = arith.constant 0 : i32
        %310 = llvm.insertelement %300, %309[%c0_i32_292 : i32] : vector<2xf16>
        %c1_i32_293 = arith.constant 1 : i32
        %311 = llvm.insertelement %301, %310[%c1_i32_293 : i32] : vector<2xf16>
        %312 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_294 = arith.constant 0 : i32
        %313 = llvm.insertelement %302, %312[%c0_i32_294 : i32] : vector<2xf16>
        %c1_i32_295 = arith.constant 1 : i32
        %314 = llvm.insertelement %303, %313[%c1_i32_295 : i32] : vector<2xf16>
        %315 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_296 = arith.constant 0 : i32
        %316 = llvm.insertelement %304, %315[%c0_i32_296 : i32] : vector<2xf16>
        %c1_i32_297 = arith.constant 1 : i32
        %317 = llvm.insertelement %305, %316[%c1_i32_297 : i32] : vector<2xf16>
        %318 = memref.load %alloca_99[] : memref<f16>
        %319 = memref.load %alloca_100[] : memref<f16>
        %320 = memref.load %alloca_101[] : memref<f16>
        %321 = memref.load %alloca_102[] : memref<f16>
        %322 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_298 = arith.constant 0 : i32
        %323 = llvm.insertelement %318, %322[%c0_i32_298 : i32] : vector<2xf16>
        %c1_i32_299 = arith.constant 1 : i32
        %324 = llvm.insertelement %319, %323[%c1_i32_299 : i32] : vector<2xf16>
        %325 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_300 = arith.constant 0 : i32
        %326 = llvm.insertelement %320, %325[%c0_i32_300 : i32] : vector<2xf16>
        %c1_i32_301 = arith.constant 1 : i32
        %327 = llvm.insertelement %321, %326[%c1_i32_301 : i32] : vector<2xf16>
        %328 = memref.load %alloca_87[] : memref<f32>
        %329 = memref.load %alloca_88[] : memref<f32>
        %330 = memref.load %alloca_89[] : memref<f32>
        %331 = memref.load %alloca_90[] : memref<f32>
        %332 = nvvm.mma.sync A[%308, %311, %314, %317]  B[%324, %327]  C[%328, %329, %330, %331]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %333 = llvm.extractvalue %332[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %333, %alloca_87[] : memref<f32>
        %334 = llvm.extractvalue %332[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %334, %alloca_88[] : memref<f32>
        %335 = llvm.extractvalue %332[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %335, %alloca_89[] : memref<f32>
        %336 = llvm.extractvalue %332[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %336, %alloca_90[] : memref<f32>
        %337 = arith.addi %163, %102 : i64
        %c2_i64_302 = arith.constant 2 : i64
        %338 = arith.muli %103, %c2_i64_302 : i64
        %339 = arith.addi %164, %338 : i64
        %c45_i64 = arith.constant 45 : i64
        %340 = arith.cmpi slt, %337, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %341 = arith.cmpi slt, %339, %c19_i64 : i64
        %342 = arith.andi %340, %341 : i1
        scf.if %342 {
          %365 = memref.load %alloca_87[] : memref<f32>
          %c45_i64_316 = arith.constant 45 : i64
          %366 = arith.muli %339, %c45_i64_316 : i64
          %367 = arith.addi %337, %366 : i64
          %368 = llvm.getelementptr %95[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %369 = llvm.load %368 : !llvm.ptr<1> -> f32
          %370 = arith.mulf %arg1, %369 : f32
          %371 = arith.addf %365, %370 : f32
          %c45_i64_317 = arith.constant 45 : i64
          %372 = arith.muli %339, %c45_i64_317 : i64
          %373 = arith.addi %337, %372 : i64
          %374 = llvm.getelementptr %95[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %371, %374 : f32, !llvm.ptr<1>
        }
        %343 = arith.addi %163, %102 : i64
        %c2_i64_303 = arith.constant 2 : i64
        %344 = arith.muli %103, %c2_i64_303 : i64
        %c1_i64_304 = arith.constant 1 : i64
        %345 = arith.addi %344, %c1_i64_304 : i64
        %346 = arith.addi %164, %345 : i64
        %c45_i64_305 = arith.constant 45 : i64
        %347 = arith.cmpi slt, %343, %c45_i64_305 : i64
        %c19_i64_306 = arith.constant 19 : i64
        %348 = arith.cmpi slt, %346, %c19_i64_306 : i64
        %349 = arith.andi %347, %348 : i1
        scf.if %349 {
          %365 = memref.load %alloca_88[] : memref<f32>
          %c45_i64_316 = arith.constant 45 : i64
          %366 = arith.muli %346, %c45_i64_316 : i64
          %367 = arith.addi %343, %366 : i64
          %368 = llvm.getelementptr %95[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %369 = llvm.load %368 : !llvm.ptr<1> -> f32
          %370 = arith.mulf %arg1, %369 : f32
          %371 = arith.addf %365, %370 : f32
          %c45_i64_317 = arith.constant 45 : i64
          %372 = arith.muli %346, %c45_i64_317 : i64
          %373 = arith.addi %343, %372 : i64
          %374 = llvm.getelementptr %95[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %371, %374 : f32, !llvm.ptr<1>
        }
        %c8_i64_307 = arith.constant 8 : i64
        %350 = arith.addi %102, %c8_i64_307 : i64
        %351 = arith.addi %163, %350 : i64
        %c2_i64_308 = arith.constant 2 : i64
        %352 = arith.muli %103, %c2_i64_308 : i64
        %353 = arith.addi %164, %352 : i64
        %c45_i64_309 = arith.constant 45 : i64
        %354 = arith.cmpi slt, %351, %c45_i64_309 : i64
        %c19_i64_310 = arith.constant 19 : i64
        %355 = arith.cmpi slt, %353, %c19_i64_310 : i64
        %356 = arith.andi %354, %355 : i1
        scf.if %356 {
          %365 = memref.load %alloca_89[] : memref<f32>
          %c45_i64_316 = arith.constant 45 : i64
          %366 = arith.muli %353, %c45_i64_316 : i64
          %367 = arith.addi %351, %366 : i64
          %368 = llvm.getelementptr %95[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %369 = llvm.load %368 : !llvm.ptr<1> -> f32
          %370 = arith.mulf %arg1, %369 : f32
          %371 = arith.addf %365, %370 : f32
          %c45_i64_317 = arith.constant 45 : i64
          %372 = arith.muli %353, %c45_i64_317 : i64
          %373 = arith.addi %351, %372 : i64
          %374 = llvm.getelementptr %95[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %371, %374 : f32, !llvm.ptr<1>
        }
        %c8_i64_311 = arith.constant 8 : i64
        %357 = arith.addi %102, %c8_i64_311 : i64
        %358 = arith.addi %163, %357 : i64
        %c2_i64_312 = arith.constant 2 : i64
        %359 = arith.muli %103, %c2_i64_312 : i64
        %c1_i64_313 = arith.constant 1 : i64
        %360 = arith.addi %359, %c1_i64_313 : i64
        %361 = arith.addi %164, %360 : i64
        %c45_i64_314 = arith.constant 45 : i64
        %362 = arith.cmpi slt, %358, %c45_i64_314 : i64
        %c19_i64_315 = arith.constant 19 : i64
        %363 = arith.cmpi slt, %361, %c19_i64_315 : i64
        %364 = arith.andi %362, %363 : i1
        scf.if %364 {
          %365 = memref.load %alloca_90[] : memref<f32>
          %c45_i64_316 = arith.constant 45 : i64
          %366 = arith.muli %361, %c45_i64_316 : i64
          %367 = arith.addi %358, %366 : i64
          %368 = llvm.getelementptr %95[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %369 = llvm.load %368 : !llvm.ptr<1> -> f32
          %370 = arith.mulf %arg1, %369 : f32
          %371 = arith.addf %365, %370 : f32
          %c45_i64_317 = arith.constant 45 : i64
          %372 = arith.muli %361, %c45_i64_317 : i64
          %373 = arith.addi %358, %372 : i64
          %374 = llvm.getelementptr %95[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %371, %374 : f32, !llvm.ptr<1>
        }
      }
      %104 = arith.muli %63, %30 : i64
      %105 = llvm.getelementptr %25[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %106 = arith.muli %63, %37 : i64
      %107 = llvm.getelementptr %32[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %108 = arith.muli %63, %44 : i64
      %109 = llvm.getelementptr %39[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_165 = gpu.thread_id  x
      %110 = arith.index_cast %thread_id_x_165 : index to i64
      %c64_i64_166 = arith.constant 64 : i64
      %thread_id_y_167 = gpu.thread_id  y
      %111 = arith.index_cast %thread_id_y_167 : index to i64
      %112 = arith.muli %c64_i64_166, %111 : i64
      %113 = arith.addi %110, %112 : i64
      %c32_i64_168 = arith.constant 32 : i64
      %114 = arith.divsi %113, %c32_i64_168 : i64
      %c32_i64_169 = arith.constant 32 : i64
      %115 = arith.remsi %113, %c32_i64_169 : i64
      %c4_i64_170 = arith.constant 4 : i64
      %116 = arith.divsi %115, %c4_i64_170 : i64
      %c4_i64_171 = arith.constant 4 : i64
      %117 = arith.remsi %115, %c4_i64_171 : i64
      %c15_i64 = arith.constant 15 : i64
      %118 = arith.addi %40, %c15_i64 : i64
      %c16_i64_172 = arith.constant 16 : i64
      %119 = arith.divsi %118, %c16_i64_172 : i64
      %c7_i64 = arith.constant 7 : i64
      %120 = arith.addi %41, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %121 = arith.divsi %120, %c8_i64 : i64
      %122 = arith.muli %119, %121 : i64
      %c16_i64_173 = arith.constant 16 : i64
      %123 = arith.remsi %27, %c16_i64_173 : i64
      %124 = arith.subi %27, %123 : i64
      %c16_i64_174 = arith.constant 16 : i64
      scf.for %arg19 = %114 to %122 step %c16_i64_174  : i64 {
        %161 = arith.remsi %arg19, %119 : i64
        %162 = arith.divsi %arg19, %119 : i64
        %c16_i64_202 = arith.constant 16 : i64
        %163 = arith.muli %161, %c16_i64_202 : i64
        %c8_i64_203 = arith.constant 8 : i64
        %164 = arith.muli %162, %c8_i64_203 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_103[] : memref<f32>
        %cst_204 = arith.constant 0.000000e+00 : f32
        memref.store %cst_204, %alloca_104[] : memref<f32>
        %cst_205 = arith.constant 0.000000e+00 : f32
        memref.store %cst_205, %alloca_105[] : memref<f32>
        %cst_206 = arith.constant 0.000000e+00 : f32
        memref.store %cst_206, %alloca_106[] : memref<f32>
        %165 = arith.addi %163, %116 : i64
        %c1_i64_207 = arith.constant 1 : i64
        %166 = arith.subi %40, %c1_i64_207 : i64
        %167 = arith.minsi %165, %166 : i64
        %168 = arith.addi %163, %116 : i64
        %c1_i64_208 = arith.constant 1 : i64
        %169 = arith.subi %40, %c1_i64_208 : i64
        %170 = arith.minsi %168, %169 : i64
        %c8_i64_209 = arith.constant 8 : i64
        %171 = arith.addi %116, %c8_i64_209 : i64
        %172 = arith.addi %163, %171 : i64
        %c1_i64_210 = arith.constant 1 : i64
        %173 = arith.subi %40, %c1_i64_210 : i64
        %174 = arith.minsi %172, %173 : i64
        %c8_i64_211 = arith.constant 8 : i64
        %175 = arith.addi %116, %c8_i64_211 : i64
        %176 = arith.addi %163, %175 : i64
        %c1_i64_212 = arith.constant 1 : i64
        %177 = arith.subi %40, %c1_i64_212 : i64
        %178 = arith.minsi %176, %177 : i64
        %179 = arith.addi %163, %116 : i64
        %c1_i64_213 = arith.constant 1 : i64
        %180 = arith.subi %40, %c1_i64_213 : i64
        %181 = arith.minsi %179, %180 : i64
        %182 = arith.addi %163, %116 : i64
        %c1_i64_214 = arith.constant 1 : i64
        %183 = arith.subi %40, %c1_i64_214 : i64
        %184 = arith.minsi %182, %183 : i64
        %c8_i64_215 = arith.constant 8 : i64
        %185 = arith.addi %116, %c8_i64_215 : i64
        %186 = arith.addi %163, %185 : i64
        %c1_i64_216 = arith.constant 1 : i64
        %187 = arith.subi %40, %c1_i64_216 : i64
        %188 = arith.minsi %186, %187 : i64
        %c8_i64_217 = arith.constant 8 : i64
        %189 = arith.addi %116, %c8_i64_217 : i64
        %190 = arith.addi %163, %189 : i64
        %c1_i64_218 = arith.constant 1 : i64
        %191 = arith.subi %40, %c1_i64_218 : i64
        %192 = arith.minsi %190, %191 : i64
        %193 = arith.addi %164, %116 : i64
        %c1_i64_219 = arith.constant 1 : i64
        %194 = arith.subi %41, %c1_i64_219 : i64
        %195 = arith.minsi %193, %194 : i64
        %196 = arith.addi %164, %116 : i64
        %c1_i64_220 = arith.constant 1 : i64
        %197 = arith.subi %41, %c1_i64_220 : i64
        %198 = arith.minsi %196, %197 : i64
        %199 = arith.addi %164, %116 : i64
        %c1_i64_221 = arith.constant 1 : i64
        %200 = arith.subi %41, %c1_i64_221 : i64
        %201 = arith.minsi %199, %200 : i64
        %202 = arith.addi %164, %116 : i64
        %c1_i64_222 = arith.constant 1 : i64
        %203 = arith.subi %41, %c1_i64_222 : i64
        %204 = arith.minsi %202, %203 : i64
        %c0_i64_223 = arith.constant 0 : i64
        %c16_i64_224 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_223 to %124 step %c16_i64_224  : i64 {
          %c2_i64_232 = arith.constant 2 : i64
          %234 = arith.muli %117, %c2_i64_232 : i64
          %235 = arith.addi %arg20, %234 : i64
          %c2_i64_233 = arith.constant 2 : i64
          %236 = arith.muli %117, %c2_i64_233 : i64
          %c1_i64_234 = arith.constant 1 : i64
          %237 = arith.addi %236, %c1_i64_234 : i64
          %238 = arith.addi %arg20, %237 : i64
          %c2_i64_235 = arith.constant 2 : i64
          %239 = arith.muli %117, %c2_i64_235 : i64
          %240 = arith.addi %arg20, %239 : i64
          %c2_i64_236 = arith.constant 2 : i64
          %241 = arith.muli %117, %c2_i64_236 : i64
          %c1_i64_237 = arith.constant 1 : i64
          %242 = arith.addi %241, %c1_i64_237 : i64
          %243 = arith.addi %arg20, %242 : i64
          %c2_i64_238 = arith.constant 2 : i64
          %244 = arith.muli %117, %c2_i64_238 : i64
          %c8_i64_239 = arith.constant 8 : i64
          %245 = arith.addi %244, %c8_i64_239 : i64
          %246 = arith.addi %arg20, %245 : i64
          %c2_i64_240 = arith.constant 2 : i64
          %247 = arith.muli %117, %c2_i64_240 : i64
          %c9_i64_241 = arith.constant 9 : i64
          %248 = arith.addi %247, %c9_i64_241 : i64
          %249 = arith.addi %arg20, %248 : i64
          %c2_i64_242 = arith.constant 2 : i64
          %250 = arith.muli %117, %c2_i64_242 : i64
          %c8_i64_243 = arith.constant 8 : i64
          %251 = arith.addi %250, %c8_i64_243 : i64
          %252 = arith.addi %arg20, %251 : i64
          %c2_i64_244 = arith.constant 2 : i64
          %253 = arith.muli %117, %c2_i64_244 : i64
          %c9_i64_245 = arith.constant 9 : i64
          %254 = arith.addi %253, %c9_i64_245 : i64
          %255 = arith.addi %arg20, %254 : i64
          %c2_i64_246 = arith.constant 2 : i64
          %256 = arith.muli %117, %c2_i64_246 : i64
          %257 = arith.addi %arg20, %256 : i64
          %c2_i64_247 = arith.constant 2 : i64
          %258 = arith.muli %117, %c2_i64_247 : i64
          %c1_i64_248 = arith.constant 1 : i64
          %259 = arith.addi %258, %c1_i64_248 : i64
          %260 = arith.addi %arg20, %259 : i64
          %c2_i64_249 = arith.constant 2 : i64
          %261 = arith.muli %117, %c2_i64_249 : i64
          %c8_i64_250 = arith.constant 8 : i64
          %262 = arith.addi %261, %c8_i64_250 : i64
          %263 = arith.addi %arg20, %262 : i64
          %c2_i64_251 = arith.constant 2 : i64
          %264 = arith.muli %117, %c2_i64_251 : i64
          %c9_i64_252 = arith.constant 9 : i64
          %265 = arith.addi %264, %c9_i64_252 : i64
          %266 = arith.addi %arg20, %265 : i64
          %267 = arith.muli %235, %28 : i64
          %268 = arith.addi %167, %267 : i64
          %269 = llvm.getelementptr %105[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %270 = llvm.load %269 : !llvm.ptr<1> -> bf16
          %271 = arith.muli %238, %28 : i64
          %272 = arith.addi %170, %271 : i64
          %273 = llvm.getelementptr %105[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %274 = llvm.load %273 : !llvm.ptr<1> -> bf16
          %275 = arith.muli %240, %28 : i64
          %276 = arith.addi %174, %275 : i64
          %277 = llvm.getelementptr %105[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %278 = llvm.load %277 : !llvm.ptr<1> -> bf16
          %279 = arith.muli %243, %28 : i64
          %280 = arith.addi %178, %279 : i64
          %281 = llvm.getelementptr %105[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %282 = llvm.load %281 : !llvm.ptr<1> -> bf16
          %283 = arith.muli %246, %28 : i64
          %284 = arith.addi %181, %283 : i64
          %285 = llvm.getelementptr %105[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %286 = llvm.load %285 : !llvm.ptr<1> -> bf16
          %287 = arith.muli %249, %28 : i64
          %288 = arith.addi %184, %287 : i64
          %289 = llvm.getelementptr %105[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %290 = llvm.load %289 : !llvm.ptr<1> -> bf16
          %291 = arith.muli %252, %28 : i64
          %292 = arith.addi %188, %291 : i64
          %293 = llvm.getelementptr %105[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %294 = llvm.load %293 : !llvm.ptr<1> -> bf16
          %295 = arith.muli %255, %28 : i64
          %296 = arith.addi %192, %295 : i64
          %297 = llvm.getelementptr %105[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %298 = llvm.load %297 : !llvm.ptr<1> -> bf16
          %299 = arith.muli %257, %35 : i64
          %300 = arith.addi %195, %299 : i64
          %301 = llvm.getelementptr %107[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %302 = llvm.load %301 : !llvm.ptr<1> -> bf16
          %303 = arith.muli %260, %35 : i64
          %304 = arith.addi %198, %303 : i64
          %305 = llvm.getelementptr %107[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %306 = llvm.load %305 : !llvm.ptr<1> -> bf16
          %307 = arith.muli %263, %35 : i64
          %308 = arith.addi %201, %307 : i64
          %309 = llvm.getelementptr %107[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %310 = llvm.load %309 : !llvm.ptr<1> -> bf16
          %311 = arith.muli %266, %35 : i64
          %312 = arith.addi %204, %311 : i64
          %313 = llvm.getelementptr %107[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %314 = llvm.load %313 : !llvm.ptr<1> -> bf16
          %315 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %316 = llvm.insertelement %270, %315[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %317 = llvm.insertelement %274, %316[%c1_i32 : i32] : vector<2xbf16>
          %318 = llvm.bitcast %317 : vector<2xbf16> to i32
          %319 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_253 = arith.constant 0 : i32
          %320 = llvm.insertelement %278, %319[%c0_i32_253 : i32] : vector<2xbf16>
          %c1_i32_254 = arith.constant 1 : i32
          %321 = llvm.insertelement %282, %320[%c1_i32_254 : i32] : vector<2xbf16>
          %322 = llvm.bitcast %321 : vector<2xbf16> to i32
          %323 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_255 = arith.constant 0 : i32
          %324 = llvm.insertelement %286, %323[%c0_i32_255 : i32] : vector<2xbf16>
          %c1_i32_256 = arith.constant 1 : i32
          %325 = llvm.insertelement %290, %324[%c1_i32_256 : i32] : vector<2xbf16>
          %326 = llvm.bitcast %325 : vector<2xbf16> to i32
          %327 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_257 = arith.constant 0 : i32
          %328 = llvm.insertelement %294, %327[%c0_i32_257 : i32] : vector<2xbf16>
          %c1_i32_258 = arith.constant 1 : i32
          %329 = llvm.insertelement %298, %328[%c1_i32_258 : i32] : vector<2xbf16>
          %330 = llvm.bitcast %329 : vector<2xbf16> to i32
          %331 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_259 = arith.constant 0 : i32
          %332 = llvm.insertelement %302, %331[%c0_i32_259 : i32] : vector<2xbf16>
          %c1_i32_260 = arith.constant 1 : i32
          %333 = llvm.insertelement %306, %332[%c1_i32_260 : i32] : vector<2xbf16>
          %334 = llvm.bitcast %333 : vector<2xbf16> to i32
          %335 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_261 = arith.constant 0 : i32
          %336 = llvm.insertelement %310, %335[%c0_i32_261 : i32] : vector<2xbf16>
          %c1_i32_262 = arith.constant 1 : i32
          %337 = llvm.insertelement %314, %336[%c1_i32_262 : i32] : vector<2xbf16>
          %338 = llvm.bitcast %337 : vector<2xbf16> to i32
          %339 = memref.load %alloca_103[] : memref<f32>
          %340 = memref.load %alloca_104[] : memref<f32>
          %341 = memref.load %alloca_105[] : memref<f32>
          %342 = memref.load %alloca_106[] : memref<f32>
          %343 = nvvm.mma.sync A[%318, %322, %326, %330]  B[%334, %338]  C[%339, %340, %341, %342]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %344 = llvm.extractvalue %343[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %344, %alloca_103[] : memref<f32>
          %345 = llvm.extractvalue %343[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %345, %alloca_104[] : memref<f32>
          %346 = llvm.extractvalue %343[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %346, %alloca_105[] : memref<f32>
          %347 = llvm.extractvalue %343[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %347, %alloca_106[] : memref<f32>
        }
        %205 = arith.cmpi slt, %124, %27 : i64
        scf.if %205 {
          %c2_i64_232 = arith.constant 2 : i64
          %234 = arith.muli %117, %c2_i64_232 : i64
          %235 = arith.addi %124, %234 : i64
          %c2_i64_233 = arith.constant 2 : i64
          %236 = arith.muli %117, %c2_i64_233 : i64
          %c1_i64_234 = arith.constant 1 : i64
          %237 = arith.addi %236, %c1_i64_234 : i64
          %238 = arith.addi %124, %237 : i64
          %c2_i64_235 = arith.constant 2 : i64
          %239 = arith.muli %117, %c2_i64_235 : i64
          %240 = arith.addi %124, %239 : i64
          %c2_i64_236 = arith.constant 2 : i64
          %241 = arith.muli %117, %c2_i64_236 : i64
          %c1_i64_237 = arith.constant 1 : i64
          %242 = arith.addi %241, %c1_i64_237 : i64
          %243 = arith.addi %124, %242 : i64
          %c2_i64_238 = arith.constant 2 : i64
          %244 = arith.muli %117, %c2_i64_238 : i64
          %c8_i64_239 = arith.constant 8 : i64
          %245 = arith.addi %244, %c8_i64_239 : i64
          %246 = arith.addi %124, %245 : i64
          %c2_i64_240 = arith.constant 2 : i64
          %247 = arith.muli %117, %c2_i64_240 : i64
          %c9_i64_241 = arith.constant 9 : i64
          %248 = arith.addi %247, %c9_i64_241 : i64
          %249 = arith.addi %124, %248 : i64
          %c2_i64_242 = arith.constant 2 : i64
          %250 = arith.muli %117, %c2_i64_242 : i64
          %c8_i64_243 = arith.constant 8 : i64
          %251 = arith.addi %250, %c8_i64_243 : i64
          %252 = arith.addi %124, %251 : i64
          %c2_i64_244 = arith.constant 2 : i64
          %253 = arith.muli %117, %c2_i64_244 : i64
          %c9_i64_245 = arith.constant 9 : i64
          %254 = arith.addi %253, %c9_i64_245 : i64
          %255 = arith.addi %124, %254 : i64
          %c2_i64_246 = arith.constant 2 : i64
          %256 = arith.muli %117, %c2_i64_246 : i64
          %257 = arith.addi %124, %256 : i64
          %c2_i64_247 = arith.constant 2 : i64
          %258 = arith.muli %117, %c2_i64_247 : i64
          %c1_i64_248 = arith.constant 1 : i64
          %259 = arith.addi %258, %c1_i64_248 : i64
          %260 = arith.addi %124, %259 : i64
          %c2_i64_249 = arith.constant 2 : i64
          %261 = arith.muli %117, %c2_i64_249 : i64
          %c8_i64_250 = arith.constant 8 : i64
          %262 = arith.addi %261, %c8_i64_250 : i64
          %263 = arith.addi %124, %262 : i64
          %c2_i64_251 = arith.constant 2 : i64
          %264 = arith.muli %117, %c2_i64_251 : i64
          %c9_i64_252 = arith.constant 9 : i64
          %265 = arith.addi %264, %c9_i64_252 : i64
          %266 = arith.addi %124, %265 : i64
          %c1_i64_253 = arith.constant 1 : i64
          %267 = arith.subi %27, %c1_i64_253 : i64
          %268 = arith.minsi %235, %267 : i64
          %269 = arith.muli %268, %28 : i64
          %270 = arith.addi %167, %269 : i64
          %271 = llvm.getelementptr %105[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %272 = llvm.load %271 : !llvm.ptr<1> -> bf16
          memref.store %272, %alloca_107[] : memref<bf16>
          %273 = arith.cmpi sge, %235, %27 : i64
          scf.if %273 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_107[] : memref<bf16>
          }
          %c1_i64_254 = arith.constant 1 : i64
          %274 = arith.subi %27, %c1_i64_254 : i64
          %275 = arith.minsi %238, %274 : i64
          %276 = arith.muli %275, %28 : i64
          %277 = arith.addi %170, %276 : i64
          %278 = llvm.getelementptr %105[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %279 = llvm.load %278 : !llvm.ptr<1> -> bf16
          memref.store %279, %alloca_108[] : memref<bf16>
          %280 = arith.cmpi sge, %238, %27 : i64
          scf.if %280 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_108[] : memref<bf16>
          }
          %c1_i64_255 = arith.constant 1 : i64
          %281 = arith.subi %27, %c1_i64_255 : i64
          %282 = arith.minsi %240, %281 : i64
          %283 = arith.muli %282, %28 : i64
          %284 = arith.addi %174, %283 : i64
          %285 = llvm.getelementptr %105[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %286 = llvm.load %285 : !llvm.ptr<1> -> bf16
          memref.store %286, %alloca_109[] : memref<bf16>
          %287 = arith.cmpi sge, %240, %27 : i64
          scf.if %287 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_109[] : memref<bf16>
          }
          %c1_i64_256 = arith.constant 1 : i64
          %288 = arith.subi %27, %c1_i64_256 : i64
          %289 = arith.minsi %243, %288 : i64
          %290 = arith.muli %289, %28 : i64
          %291 = arith.addi %178, %290 : i64
          %292 = llvm.getelementptr %105[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %293 = llvm.load %292 : !llvm.ptr<1> -> bf16
          memref.store %293, %alloca_110[] : memref<bf16>
          %294 = arith.cmpi sge, %243, %27 : i64
          scf.if %294 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_110[] : memref<bf16>
          }
          %c1_i64_257 = arith.constant 1 : i64
          %295 = arith.subi %27, %c1_i64_257 : i64
          %296 = arith.minsi %246, %295 : i64
          %297 = arith.muli %296, %28 : i64
          %298 = arith.addi %181, %297 : i64
          %299 = llvm.getelementptr %105[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %300 = llvm.load %299 : !llvm.ptr<1> -> bf16
          memref.store %300, %alloca_111[] : memref<bf16>
          %301 = arith.cmpi sge, %246, %27 : i64
          scf.if %301 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_111[] : memref<bf16>
          }
          %c1_i64_258 = arith.constant 1 : i64
          %302 = arith.subi %27, %c1_i64_258 : i64
          %303 = arith.minsi %249, %302 : i64
          %304 = arith.muli %303, %28 : i64
          %305 = arith.addi %184, %304 : i64
          %306 = llvm.getelementptr %105[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %307 = llvm.load %306 : !llvm.ptr<1> -> bf16
          memref.store %307, %alloca_112[] : memref<bf16>
          %308 = arith.cmpi sge, %249, %27 : i64
          scf.if %308 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_112[] : memref<bf16>
          }
          %c1_i64_259 = arith.constant 1 : i64
          %309 = arith.subi %27, %c1_i64_259 : i64
          %310 = arith.minsi %252, %309 : i64
          %311 = arith.muli %310, %28 : i64
          %312 = arith.addi %188, %311 : i64
          %313 = llvm.getelementptr %105[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %314 = llvm.load %313 : !llvm.ptr<1> -> bf16
          memref.store %314, %alloca_113[] : memref<bf16>
          %315 = arith.cmpi sge, %252, %27 : i64
          scf.if %315 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_113[] : memref<bf16>
          }
          %c1_i64_260 = arith.constant 1 : i64
          %316 = arith.subi %27, %c1_i64_260 : i64
          %317 = arith.minsi %255, %316 : i64
          %318 = arith.muli %317, %28 : i64
          %319 = arith.addi %192, %318 : i64
          %320 = llvm.getelementptr %105[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %321 = llvm.load %320 : !llvm.ptr<1> -> bf16
          memref.store %321, %alloca_114[] : memref<bf16>
          %322 = arith.cmpi sge, %255, %27 : i64
          scf.if %322 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_114[] : memref<bf16>
          }
          %c1_i64_261 = arith.constant 1 : i64
          %323 = arith.subi %27, %c1_i64_261 : i64
          %324 = arith.minsi %257, %323 : i64
          %325 = arith.muli %324, %35 : i64
          %326 = arith.addi %195, %325 : i64
          %327 = llvm.getelementptr %107[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %328 = llvm.load %327 : !llvm.ptr<1> -> bf16
          memref.store %328, %alloca_115[] : memref<bf16>
          %329 = arith.cmpi sge, %257, %27 : i64
          scf.if %329 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_115[] : memref<bf16>
          }
          %c1_i64_262 = arith.constant 1 : i64
          %330 = arith.subi %27, %c1_i64_262 : i64
          %331 = arith.minsi %260, %330 : i64
          %332 = arith.muli %331, %35 : i64
          %333 = arith.addi %198, %332 : i64
          %334 = llvm.getelementptr %107[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %335 = llvm.load %334 : !llvm.ptr<1> -> bf16
          memref.store %335, %alloca_116[] : memref<bf16>
          %336 = arith.cmpi sge, %260, %27 : i64
          scf.if %336 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_116[] : memref<bf16>
          }
          %c1_i64_263 = arith.constant 1 : i64
          %337 = arith.subi %27, %c1_i64_263 : i64
          %338 = arith.minsi %263, %337 : i64
          %339 = arith.muli %338, %35 : i64
          %340 = arith.addi %201, %339 : i64
          %341 = llvm.getelementptr %107[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %342 = llvm.load %341 : !llvm.ptr<1> -> bf16
          memref.store %342, %alloca_117[] : memref<bf16>
          %343 = arith.cmpi sge, %263, %27 : i64
          scf.if %343 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_117[] : memref<bf16>
          }
          %c1_i64_264 = arith.constant 1 : i64
          %344 = arith.subi %27, %c1_i64_264 : i64
          %345 = arith.minsi %266, %344 : i64
          %346 = arith.muli %345, %35 : i64
          %347 = arith.addi %204, %346 : i64
          %348 = llvm.getelementptr %107[%347] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %349 = llvm.load %348 : !llvm.ptr<1> -> bf16
          memref.store %349, %alloca_118[] : memref<bf16>
          %350 = arith.cmpi sge, %266, %27 : i64
          scf.if %350 {
            %cst_275 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_275, %alloca_118[] : memref<bf16>
          }
          %351 = memref.load %alloca_107[] : memref<bf16>
          %352 = memref.load %alloca_108[] : memref<bf16>
          %353 = memref.load %alloca_109[] : memref<bf16>
          %354 = memref.load %alloca_110[] : memref<bf16>
          %355 = memref.load %alloca_111[] : memref<bf16>
          %356 = memref.load %alloca_112[] : memref<bf16>
          %357 = memref.load %alloca_113[] : memref<bf16>
          %358 = memref.load %alloca_114[] : memref<bf16>
          %359 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %360 = llvm.insertelement %351, %359[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %361 = llvm.insertelement %352, %360[%c1_i32 : i32] : vector<2xbf16>
          %362 = llvm.bitcast %361 : vector<2xbf16> to i32
          %363 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_265 = arith.constant 0 : i32
          %364 = llvm.insertelement %353, %363[%c0_i32_265 : i32] : vector<2xbf16>
          %c1_i32_266 = arith.constant 1 : i32
          %365 = llvm.insertelement %354, %364[%c1_i32_266 : i32] : vector<2xbf16>
          %366 = llvm.bitcast %365 : vector<2xbf16> to i32
          %367 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_267 = arith.constant 0 : i32
          %368 = llvm.insertelement %355, %367[%c0_i32_267 : i32] : vector<2xbf16>
          %c1_i32_268 = arith.constant 1 : i32
          %369 = llvm.insertelement %356, %368[%c1_i32_268 : i32] : vector<2xbf16>
          %370 = llvm.bitcast %369 : vector<2xbf16> to i32
          %371 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_269 = arith.constant 0 : i32
          %372 = llvm.insertelement %357, %371[%c0_i32_269 : i32] : vector<2xbf16>
          %c1_i32_270 = arith.constant 1 : i32
          %373 = llvm.insertelement %358, %372[%c1_i32_270 : i32] : vector<2xbf16>
          %374 = llvm.bitcast %373 : vector<2xbf16> to i32
          %375 = memref.load %alloca_115[] : memref<bf16>
          %376 = memref.load %alloca_116[] : memref<bf16>
          %377 = memref.load %alloca_117[] : memref<bf16>
          %378 = memref.load %alloca_118[] : memref<bf16>
          %379 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_271 = arith.constant 0 : i32
          %380 = llvm.insertelement %375, %379[%c0_i32_271 : i32] : vector<2xbf16>
          %c1_i32_272 = arith.constant 1 : i32
          %381 = llvm.insertelement %376, %380[%c1_i32_272 : i32] : vector<2xbf16>
          %382 = llvm.bitcast %381 : vector<2xbf16> to i32
          %383 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_273 = arith.constant 0 : i32
          %384 = llvm.insertelement %377, %383[%c0_i32_273 : i32] : vector<2xbf16>
          %c1_i32_274 = arith.constant 1 : i32
          %385 = llvm.insertelement %378, %384[%c1_i32_274 : i32] : vector<2xbf16>
          %386 = llvm.bitcast %385 : vector<2xbf16> to i32
          %387 = memref.load %alloca_103[] : memref<f32>
          %388 = memref.load %alloca_104[] : memref<f32>
          %389 = memref.load %alloca_105[] : memref<f32>
          %390 = memref.load %alloca_106[] : memref<f32>
          %391 = nvvm.mma.sync A[%362, %366, %370, %374]  B[%382, %386]  C[%387, %388, %389, %390]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %392 = llvm.extractvalue %391[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %392, %alloca_103[] : memref<f32>
          %393 = llvm.extractvalue %391[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %393, %alloca_104[] : memref<f32>
          %394 = llvm.extractvalue %391[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %394, %alloca_105[] : memref<f32>
          %395 = llvm.extractvalue %391[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %395, %alloca_106[] : memref<f32>
        }
        %206 = arith.addi %163, %116 : i64
        %c2_i64 = arith.constant 2 : i64
        %207 = arith.muli %117, %c2_i64 : i64
        %208 = arith.addi %164, %207 : i64
        %209 = arith.cmpi slt, %206, %40 : i64
        %210 = arith.cmpi slt, %208, %41 : i64
        %211 = arith.andi %209, %210 : i1
        scf.if %211 {
          %234 = arith.muli %208, %42 : i64
          %235 = arith.addi %206, %234 : i64
          %236 = llvm.getelementptr %109[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %237 = llvm.load %236 : !llvm.ptr<1> -> f32
          %cst_232 = arith.constant 2.000000e+00 : f32
          %238 = memref.load %alloca_103[] : memref<f32>
          %239 = arith.mulf %cst_232, %238 : f32
          %240 = arith.addf %237, %239 : f32
          %241 = arith.muli %208, %42 : i64
          %242 = arith.addi %206, %241 : i64
          %243 = llvm.getelementptr %109[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %240, %243 : f32, !llvm.ptr<1>
        }
        %212 = arith.addi %163, %116 : i64
        %c2_i64_225 = arith.constant 2 : i64
        %213 = arith.muli %117, %c2_i64_225 : i64
        %c1_i64_226 = arith.constant 1 : i64
        %214 = arith.addi %213, %c1_i64_226 : i64
        %215 = arith.addi %164, %214 : i64
        %216 = arith.cmpi slt, %212, %40 : i64
        %217 = arith.cmpi slt, %215, %41 : i64
        %218 = arith.andi %216, %217 : i1
        scf.if %218 {
          %234 = arith.muli %215, %42 : i64
          %235 = arith.addi %212, %234 : i64
          %236 = llvm.getelementptr %109[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %237 = llvm.load %236 : !llvm.ptr<1> -> f32
          %cst_232 = arith.constant 2.000000e+00 : f32
          %238 = memref.load %alloca_104[] : memref<f32>
          %239 = arith.mulf %cst_232, %238 : f32
          %240 = arith.addf %237, %239 : f32
          %241 = arith.muli %215, %42 : i64
          %242 = arith.addi %212, %241 : i64
          %243 = llvm.getelementptr %109[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %240, %243 : f32, !llvm.ptr<1>
        }
        %c8_i64_227 = arith.constant 8 : i64
        %219 = arith.addi %116, %c8_i64_227 : i64
        %220 = arith.addi %163, %219 : i64
        %c2_i64_228 = arith.constant 2 : i64
        %221 = arith.muli %117, %c2_i64_228 : i64
        %222 = arith.addi %164, %221 : i64
        %223 = arith.cmpi slt, %220, %40 : i64
        %224 = arith.cmpi slt, %222, %41 : i64
        %225 = arith.andi %223, %224 : i1
        scf.if %225 {
          %234 = arith.muli %222, %42 : i64
          %235 = arith.addi %220, %234 : i64
          %236 = llvm.getelementptr %109[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %237 = llvm.load %236 : !llvm.ptr<1> -> f32
          %cst_232 = arith.constant 2.000000e+00 : f32
          %238 = memref.load %alloca_105[] : memref<f32>
          %239 = arith.mulf %cst_232, %238 : f32
          %240 = arith.addf %237, %239 : f32
          %241 = arith.muli %222, %42 : i64
          %242 = arith.addi %220, %241 : i64
          %243 = llvm.getelementptr %109[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %240, %243 : f32, !llvm.ptr<1>
        }
        %c8_i64_229 = arith.constant 8 : i64
        %226 = arith.addi %116, %c8_i64_229 : i64
        %227 = arith.addi %163, %226 : i64
        %c2_i64_230 = arith.constant 2 : i64
        %228 = arith.muli %117, %c2_i64_230 : i64
        %c1_i64_231 = arith.constant 1 : i64
        %229 = arith.addi %228, %c1_i64_231 : i64
        %230 = arith.addi %164, %229 : i64
        %231 = arith.cmpi slt, %227, %40 : i64
        %232 = arith.cmpi slt, %230, %41 : i64
        %233 = arith.andi %231, %232 : i1
        scf.if %233 {
          %234 = arith.muli %230, %42 : i64
          %235 = arith.addi %227, %234 : i64
          %236 = llvm.getelementptr %109[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %237 = llvm.load %236 : !llvm.ptr<1> -> f32
          %cst_232 = arith.constant 2.000000e+00 : f32
          %238 = memref.load %alloca_106[] : memref<f32>
          %239 = arith.mulf %cst_232, %238 : f32
          %240 = arith.addf %237, %239 : f32
          %241 = arith.muli %230, %42 : i64
          %242 = arith.addi %227, %241 : i64
          %243 = llvm.getelementptr %109[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %240, %243 : f32, !llvm.ptr<1>
        }
      }
      %c945_i64_175 = arith.constant 945 : i64
      %125 = arith.muli %63, %c945_i64_175 : i64
      %126 = llvm.getelementptr %46[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c777_i64 = arith.constant 777 : i64
      %127 = arith.muli %63, %c777_i64 : i64
      %128 = llvm.getelementptr %49[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1665_i64 = arith.constant 1665 : i64
      %129 = arith.muli %63, %c1665_i64 : i64
      %130 = llvm.getelementptr %52[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_176 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_176 : index to i64
      %c64_i64_177 = arith.constant 64 : i64
      %thread_id_y_178 = gpu.thread_id  y
      %132 = arith.index_cast %thread_id_y_178 : index to i64
      %133 = arith.muli %c64_i64_177, %132 : i64
      %134 = arith.addi %131, %133 : i64
      %c32_i64_179 = arith.constant 32 : i64
      %135 = arith.divsi %134, %c32_i64_179 : i64
      %c32_i64_180 = arith.constant 32 : i64
      %136 = arith.remsi %134, %c32_i64_180 : i64
      %c4_i64_181 = arith.constant 4 : i64
      %137 = arith.divsi %136, %c4_i64_181 : i64
      %c4_i64_182 = arith.constant 4 : i64
      %138 = arith.remsi %136, %c4_i64_182 : i64
      %c4_i64_183 = arith.constant 4 : i64
      %139 = arith.remsi %135, %c4_i64_183 : i64
      %c16_i64_184 = arith.constant 16 : i64
      %140 = arith.muli %139, %c16_i64_184 : i64
      %c4_i64_185 = arith.constant 4 : i64
      %141 = arith.divsi %135, %c4_i64_185 : i64
      %c16_i64_186 = arith.constant 16 : i64
      %142 = arith.muli %141, %c16_i64_186 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_187 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c1_i64 step %c1_i64_187  : i64 {
        %c1_i64_202 = arith.constant 1 : i64
        %161 = arith.remsi %arg19, %c1_i64_202 : i64
        %c64_i64_203 = arith.constant 64 : i64
        %162 = arith.muli %161, %c64_i64_203 : i64
        %c1_i64_204 = arith.constant 1 : i64
        %163 = arith.divsi %arg19, %c1_i64_204 : i64
        %c64_i64_205 = arith.constant 64 : i64
        %164 = arith.muli %163, %c64_i64_205 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_119[] : memref<f64>
        %cst_206 = arith.constant 0.000000e+00 : f64
        memref.store %cst_206, %alloca_120[] : memref<f64>
        %cst_207 = arith.constant 0.000000e+00 : f64
        memref.store %cst_207, %alloca_121[] : memref<f64>
        %cst_208 = arith.constant 0.000000e+00 : f64
        memref.store %cst_208, %alloca_122[] : memref<f64>
        %cst_209 = arith.constant 0.000000e+00 : f64
        memref.store %cst_209, %alloca_123[] : memref<f64>
        %cst_210 = arith.constant 0.000000e+00 : f64
        memref.store %cst_210, %alloca_124[] : memref<f64>
        %cst_211 = arith.constant 0.000000e+00 : f64
        memref.store %cst_211, %alloca_125[] : memref<f64>
        %cst_212 = arith.constant 0.000000e+00 : f64
        memref.store %cst_212, %alloca_126[] : memref<f64>
        %c0_i64_213 = arith.constant 0 : i64
        %c21_i64 = arith.constant 21 : i64
        %c16_i64_214 = arith.constant 16 : i64
        scf.for %arg20 = %c0_i64_213 to %c21_i64 step %c16_i64_214  : i64 {
          gpu.barrier
          %c0_i64_248 = arith.constant 0 : i64
          %c2_i64_249 = arith.constant 2 : i64
          %c1_i64_250 = arith.constant 1 : i64
          scf.for %arg21 = %c0_i64_248 to %c2_i64_249 step %c1_i64_250  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %445 = arith.muli %arg21, %c512_i64 : i64
            %446 = arith.addi %134, %445 : i64
            %c64_i64_296 = arith.constant 64 : i64
            %447 = arith.remsi %446, %c64_i64_296 : i64
            %c64_i64_297 = arith.constant 64 : i64
            %448 = arith.divsi %446, %c64_i64_297 : i64
            %449 = arith.addi %162, %447 : i64
            %450 = arith.addi %arg20, %448 : i64
            %cst_298 = arith.constant 0.000000e+00 : f64
            memref.store %cst_298, %alloca_127[] : memref<f64>
            %c45_i64_299 = arith.constant 45 : i64
            %451 = arith.cmpi slt, %449, %c45_i64_299 : i64
            %c21_i64_300 = arith.constant 21 : i64
            %452 = arith.cmpi slt, %450, %c21_i64_300 : i64
            %453 = arith.andi %451, %452 : i1
            scf.if %453 {
              %c21_i64_302 = arith.constant 21 : i64
              %459 = arith.muli %449, %c21_i64_302 : i64
              %460 = arith.addi %450, %459 : i64
              %461 = llvm.getelementptr %126[%460] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %462 = llvm.load %461 : !llvm.ptr<1> -> f64
              memref.store %462, %alloca_127[] : memref<f64>
            }
            %454 = memref.load %alloca_127[] : memref<f64>
            %455 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c20_i64_301 = arith.constant 20 : i64
            %456 = arith.muli %447, %c20_i64_301 : i64
            %457 = arith.addi %456, %448 : i64
            %458 = llvm.getelementptr %455[%457] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %454, %458 : f64, !llvm.ptr<3>
          }
          %c0_i64_251 = arith.constant 0 : i64
          %c2_i64_252 = arith.constant 2 : i64
          %c1_i64_253 = arith.constant 1 : i64
          scf.for %arg21 = %c0_i64_251 to %c2_i64_252 step %c1_i64_253  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %445 = arith.muli %arg21, %c512_i64 : i64
            %446 = arith.addi %134, %445 : i64
            %c16_i64_296 = arith.constant 16 : i64
            %447 = arith.divsi %446, %c16_i64_296 : i64
            %c16_i64_297 = arith.constant 16 : i64
            %448 = arith.remsi %446, %c16_i64_297 : i64
            %449 = arith.addi %164, %447 : i64
            %450 = arith.addi %arg20, %448 : i64
            %cst_298 = arith.constant 0.000000e+00 : f64
            memref.store %cst_298, %alloca_128[] : memref<f64>
            %c37_i64_299 = arith.constant 37 : i64
            %451 = arith.cmpi slt, %449, %c37_i64_299 : i64
            %c21_i64_300 = arith.constant 21 : i64
            %452 = arith.cmpi slt, %450, %c21_i64_300 : i64
            %453 = arith.andi %451, %452 : i1
            scf.if %453 {
              %c21_i64_303 = arith.constant 21 : i64
              %460 = arith.muli %449, %c21_i64_303 : i64
              %461 = arith.addi %450, %460 : i64
              %462 = llvm.getelementptr %128[%461] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %463 = llvm.load %462 : !llvm.ptr<1> -> f64
              memref.store %463, %alloca_128[] : memref<f64>
            }
            %454 = memref.load %alloca_128[] : memref<f64>
            %455 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c10240_i64_301 = arith.constant 10240 : i64
            %456 = llvm.getelementptr %455[%c10240_i64_301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c20_i64_302 = arith.constant 20 : i64
            %457 = arith.muli %447, %c20_i64_302 : i64
            %458 = arith.addi %457, %448 : i64
            %459 = llvm.getelementptr %456[%458] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %454, %459 : f64, !llvm.ptr<3>
          }
          gpu.barrier
          %241 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %242 = arith.addi %140, %137 : i64
          %c20_i64_254 = arith.constant 20 : i64
          %243 = arith.muli %242, %c20_i64_254 : i64
          %244 = arith.addi %243, %138 : i64
          %245 = llvm.getelementptr %241[%244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %246 = llvm.load %245 : !llvm.ptr<3> -> f64
          %247 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_255 = arith.constant 8 : i64
          %248 = arith.addi %140, %c8_i64_255 : i64
          %249 = arith.addi %248, %137 : i64
          %c20_i64_256 = arith.constant 20 : i64
          %250 = arith.muli %249, %c20_i64_256 : i64
          %251 = arith.addi %250, %138 : i64
          %252 = llvm.getelementptr %247[%251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %253 = llvm.load %252 : !llvm.ptr<3> -> f64
          %254 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %255 = llvm.getelementptr %254[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %256 = arith.addi %142, %137 : i64
          %c20_i64_257 = arith.constant 20 : i64
          %257 = arith.muli %256, %c20_i64_257 : i64
          %258 = arith.addi %257, %138 : i64
          %259 = llvm.getelementptr %255[%258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %260 = llvm.load %259 : !llvm.ptr<3> -> f64
          %261 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_258 = arith.constant 10240 : i64
          %262 = llvm.getelementptr %261[%c10240_i64_258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_259 = arith.constant 8 : i64
          %263 = arith.addi %142, %c8_i64_259 : i64
          %264 = arith.addi %263, %137 : i64
          %c20_i64_260 = arith.constant 20 : i64
          %265 = arith.muli %264, %c20_i64_260 : i64
          %266 = arith.addi %265, %138 : i64
          %267 = llvm.getelementptr %262[%266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %268 = llvm.load %267 : !llvm.ptr<3> -> f64
          %269 = memref.load %alloca_119[] : memref<f64>
          %270 = memref.load %alloca_120[] : memref<f64>
          %271 = nvvm.mma.sync A[%246]  B[%260]  C[%269, %270]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %272 = llvm.extractvalue %271[0] : !llvm.struct<(f64, f64)> 
          memref.store %272, %alloca_119[] : memref<f64>
          %273 = llvm.extractvalue %271[1] : !llvm.struct<(f64, f64)> 
          memref.store %273, %alloca_120[] : memref<f64>
          %274 = memref.load %alloca_121[] : memref<f64>
          %275 = memref.load %alloca_122[] : memref<f64>
          %276 = nvvm.mma.sync A[%246]  B[%268]  C[%274, %275]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %277 = llvm.extractvalue %276[0] : !llvm.struct<(f64, f64)> 
          memref.store %277, %alloca_121[] : memref<f64>
          %278 = llvm.extractvalue %276[1] : !llvm.struct<(f64, f64)> 
          memref.store %278, %alloca_122[] : memref<f64>
          %279 = memref.load %alloca_123[] : memref<f64>
          %280 = memref.load %alloca_124[] : memref<f64>
          %281 = nvvm.mma.sync A[%253]  B[%260]  C[%279, %280]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %282 = llvm.extractvalue %281[0] : !llvm.struct<(f64, f64)> 
          memref.store %282, %alloca_123[] : memref<f64>
          %283 = llvm.extractvalue %281[1] : !llvm.struct<(f64, f64)> 
          memref.store %283, %alloca_124[] : memref<f64>
          %284 = memref.load %alloca_125[] : memref<f64>
          %285 = memref.load %alloca_126[] : memref<f64>
          %286 = nvvm.mma.sync A[%253]  B[%268]  C[%284, %285]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %287 = llvm.extractvalue %286[0] : !llvm.struct<(f64, f64)> 
          memref.store %287, %alloca_125[] : memref<f64>
          %288 = llvm.extractvalue %286[1] : !llvm.struct<(f64, f64)> 
          memref.store %288, %alloca_126[] : memref<f64>
          %289 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %290 = arith.addi %140, %137 : i64
          %c20_i64_261 = arith.constant 20 : i64
          %291 = arith.muli %290, %c20_i64_261 : i64
          %c4_i64_262 = arith.constant 4 : i64
          %292 = arith.addi %c4_i64_262, %138 : i64
          %293 = arith.addi %291, %292 : i64
          %294 = llvm.getelementptr %289[%293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %295 = llvm.load %294 : !llvm.ptr<3> -> f64
          %296 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_263 = arith.constant 8 : i64
          %297 = arith.addi %140, %c8_i64_263 : i64
          %298 = arith.addi %297, %137 : i64
          %c20_i64_264 = arith.constant 20 : i64
          %299 = arith.muli %298, %c20_i64_264 : i64
          %c4_i64_265 = arith.constant 4 : i64
          %300 = arith.addi %c4_i64_265, %138 : i64
          %301 = arith.addi %299, %300 : i64
          %302 = llvm.getelementptr %296[%301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %303 = llvm.load %302 : !llvm.ptr<3> -> f64
          %304 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_266 = arith.constant 10240 : i64
          %305 = llvm.getelementptr %304[%c10240_i64_266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %306 = arith.addi %142, %137 : i64
          %c20_i64_267 = arith.constant 20 : i64
          %307 = arith.muli %306, %c20_i64_267 : i64
          %c4_i64_268 = arith.constant 4 : i64
          %308 = arith.addi %c4_i64_268, %138 : i64
          %309 = arith.addi %307, %308 : i64
          %310 = llvm.getelementptr %305[%309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %311 = llvm.load %310 : !llvm.ptr<3> -> f64
          %312 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_269 = arith.constant 10240 : i64
          %313 = llvm.getelementptr %312[%c10240_i64_269] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_270 = arith.constant 8 : i64
          %314 = arith.addi %142, %c8_i64_270 : i64
          %315 = arith.addi %314, %137 : i64
          %c20_i64_271 = arith.constant 20 : i64
          %316 = arith.muli %315, %c20_i64_271 : i64
          %c4_i64_272 = arith.constant 4 : i64
          %317 = arith.addi %c4_i64_272, %138 : i64
          %318 = arith.addi %316, %317 : i64
          %319 = llvm.getelementptr %313[%318] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %320 = llvm.load %319 : !llvm.ptr<3> -> f64
          %321 = memref.load %alloca_119[] : memref<f64>
          %322 = memref.load %alloca_120[] : memref<f64>
          %323 = nvvm.mma.sync A[%295]  B[%311]  C[%321, %322]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %324 = llvm.extractvalue %323[0] : !llvm.struct<(f64, f64)> 
          memref.store %324, %alloca_119[] : memref<f64>
          %325 = llvm.extractvalue %323[1] : !llvm.struct<(f64, f64)> 
          memref.store %325, %alloca_120[] : memref<f64>
          %326 = memref.load %alloca_121[] : memref<f64>
          %327 = memref.load %alloca_122[] : memref<f64>
          %328 = nvvm.mma.sync A[%295]  B[%320]  C[%326, %327]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %329 = llvm.extractvalue %328[0] : !llvm.struct<(f64, f64)> 
          memref.store %329, %alloca_121[] : memref<f64>
          %330 = llvm.extractvalue %328[1] : !llvm.struct<(f64, f64)> 
          memref.store %330, %alloca_122[] : memref<f64>
          %331 = memref.load %alloca_123[] : memref<f64>
          %332 = memref.load %alloca_124[] : memref<f64>
          %333 = nvvm.mma.sync A[%303]  B[%311]  C[%331, %332]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %334 = llvm.extractvalue %333[0] : !llvm.struct<(f64, f64)> 
          memref.store %334, %alloca_123[] : memref<f64>
          %335 = llvm.extractvalue %333[1] : !llvm.struct<(f64, f64)> 
          memref.store %335, %alloca_124[] : memref<f64>
          %336 = memref.load %alloca_125[] : memref<f64>
          %337 = memref.load %alloca_126[] : memref<f64>
          %338 = nvvm.mma.sync A[%303]  B[%320]  C[%336, %337]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %339 = llvm.extractvalue %338[0] : !llvm.struct<(f64, f64)> 
          memref.store %339, %alloca_125[] : memref<f64>
          %340 = llvm.extractvalue %338[1] : !llvm.struct<(f64, f64)> 
          memref.store %340, %alloca_126[] : memref<f64>
          %341 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %342 = arith.addi %140, %137 : i64
          %c20_i64_273 = arith.constant 20 : i64
          %343 = arith.muli %342, %c20_i64_273 : i64
          %c8_i64_274 = arith.constant 8 : i64
          %344 = arith.addi %c8_i64_274, %138 : i64
          %345 = arith.addi %343, %344 : i64
          %346 = llvm.getelementptr %341[%345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %347 = llvm.load %346 : !llvm.ptr<3> -> f64
          %348 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_275 = arith.constant 8 : i64
          %349 = arith.addi %140, %c8_i64_275 : i64
          %350 = arith.addi %349, %137 : i64
          %c20_i64_276 = arith.constant 20 : i64
          %351 = arith.muli %350, %c20_i64_276 : i64
          %c8_i64_277 = arith.constant 8 : i64
          %352 = arith.addi %c8_i64_277, %138 : i64
          %353 = arith.addi %351, %352 : i64
          %354 = llvm.getelementptr %348[%353] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %355 = llvm.load %354 : !llvm.ptr<3> -> f64
          %356 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_278 = arith.constant 10240 : i64
          %357 = llvm.getelementptr %356[%c10240_i64_278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %358 = arith.addi %142, %137 : i64
          %c20_i64_279 = arith.constant 20 : i64
          %359 = arith.muli %358, %c20_i64_279 : i64
          %c8_i64_280 = arith.constant 8 : i64
          %360 = arith.addi %c8_i64_280, %138 : i64
          %361 = arith.addi %359, %360 : i64
          %362 = llvm.getelementptr %357[%361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %363 = llvm.load %362 : !llvm.ptr<3> -> f64
          %364 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_281 = arith.constant 10240 : i64
          %365 = llvm.getelementptr %364[%c10240_i64_281] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_282 = arith.constant 8 : i64
          %366 = arith.addi %142, %c8_i64_282 : i64
          %367 = arith.addi %366, %137 : i64
          %c20_i64_283 = arith.constant 20 : i64
          %368 = arith.muli %367, %c20_i64_283 : i64
          %c8_i64_284 = arith.constant 8 : i64
          %369 = arith.addi %c8_i64_284, %138 : i64
          %370 = arith.addi %368, %369 : i64
          %371 = llvm.getelementptr %365[%370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %372 = llvm.load %371 : !llvm.ptr<3> -> f64
          %373 = memref.load %alloca_119[] : memref<f64>
          %374 = memref.load %alloca_120[] : memref<f64>
          %375 = nvvm.mma.sync A[%347]  B[%363]  C[%373, %374]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %376 = llvm.extractvalue %375[0] : !llvm.struct<(f64, f64)> 
          memref.store %376, %alloca_119[] : memref<f64>
          %377 = llvm.extractvalue %375[1] : !llvm.struct<(f64, f64)> 
          memref.store %377, %alloca_120[] : memref<f64>
          %378 = memref.load %alloca_121[] : memref<f64>
          %379 = memref.load %alloca_122[] : memref<f64>
          %380 = nvvm.mma.sync A[%347]  B[%372]  C[%378, %379]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %381 = llvm.extractvalue %380[0] : !llvm.struct<(f64, f64)> 
          memref.store %381, %alloca_121[] : memref<f64>
          %382 = llvm.extractvalue %380[1] : !llvm.struct<(f64, f64)> 
          memref.store %382, %alloca_122[] : memref<f64>
          %383 = memref.load %alloca_123[] : memref<f64>
          %384 = memref.load %alloca_124[] : memref<f64>
          %385 = nvvm.mma.sync A[%355]  B[%363]  C[%383, %384]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %386 = llvm.extractvalue %385[0] : !llvm.struct<(f64, f64)> 
          memref.store %386, %alloca_123[] : memref<f64>
          %387 = llvm.extractvalue %385[1] : !llvm.struct<(f64, f64)> 
          memref.store %387, %alloca_124[] : memref<f64>
          %388 = memref.load %alloca_125[] : memref<f64>
          %389 = memref.load %alloca_126[] : memref<f64>
          %390 = nvvm.mma.sync A[%355]  B[%372]  C[%388, %389]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %391 = llvm.extractvalue %390[0] : !llvm.struct<(f64, f64)> 
          memref.store %391, %alloca_125[] : memref<f64>
          %392 = llvm.extractvalue %390[1] : !llvm.struct<(f64, f64)> 
          memref.store %392, %alloca_126[] : memref<f64>
          %393 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %394 = arith.addi %140, %137 : i64
          %c20_i64_285 = arith.constant 20 : i64
          %395 = arith.muli %394, %c20_i64_285 : i64
          %c12_i64 = arith.constant 12 : i64
          %396 = arith.addi %c12_i64, %138 : i64
          %397 = arith.addi %395, %396 : i64
          %398 = llvm.getelementptr %393[%397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %399 = llvm.load %398 : !llvm.ptr<3> -> f64
          %400 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_286 = arith.constant 8 : i64
          %401 = arith.addi %140, %c8_i64_286 : i64
          %402 = arith.addi %401, %137 : i64
          %c20_i64_287 = arith.constant 20 : i64
          %403 = arith.muli %402, %c20_i64_287 : i64
          %c12_i64_288 = arith.constant 12 : i64
          %404 = arith.addi %c12_i64_288, %138 : i64
          %405 = arith.addi %403, %404 : i64
          %406 = llvm.getelementptr %400[%405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %407 = llvm.load %406 : !llvm.ptr<3> -> f64
          %408 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_289 = arith.constant 10240 : i64
          %409 = llvm.getelementptr %408[%c10240_i64_289] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %410 = arith.addi %142, %137 : i64
          %c20_i64_290 = arith.constant 20 : i64
          %411 = arith.muli %410, %c20_i64_290 : i64
          %c12_i64_291 = arith.constant 12 : i64
          %412 = arith.addi %c12_i64_291, %138 : i64
          %413 = arith.addi %411, %412 : i64
          %414 = llvm.getelementptr %409[%413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %415 = llvm.load %414 : !llvm.ptr<3> -> f64
          %416 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_292 = arith.constant 10240 : i64
          %417 = llvm.getelementptr %416[%c10240_i64_292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_293 = arith.constant 8 : i64
          %418 = arith.addi %142, %c8_i64_293 : i64
          %419 = arith.addi %418, %137 : i64
          %c20_i64_294 = arith.constant 20 : i64
          %420 = arith.muli %419, %c20_i64_294 : i64
          %c12_i64_295 = arith.constant 12 : i64
          %421 = arith.addi %c12_i64_295, %138 : i64
          %422 = arith.addi %420, %421 : i64
          %423 = llvm.getelementptr %417[%422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %424 = llvm.load %423 : !llvm.ptr<3> -> f64
          %425 = memref.load %alloca_119[] : memref<f64>
          %426 = memref.load %alloca_120[] : memref<f64>
          %427 = nvvm.mma.sync A[%399]  B[%415]  C[%425, %426]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %428 = llvm.extractvalue %427[0] : !llvm.struct<(f64, f64)> 
          memref.store %428, %alloca_119[] : memref<f64>
          %429 = llvm.extractvalue %427[1] : !llvm.struct<(f64, f64)> 
          memref.store %429, %alloca_120[] : memref<f64>
          %430 = memref.load %alloca_121[] : memref<f64>
          %431 = memref.load %alloca_122[] : memref<f64>
          %432 = nvvm.mma.sync A[%399]  B[%424]  C[%430, %431]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %433 = llvm.extractvalue %432[0] : !llvm.struct<(f64, f64)> 
          memref.store %433, %alloca_121[] : memref<f64>
          %434 = llvm.extractvalue %432[1] : !llvm.struct<(f64, f64)> 
          memref.store %434, %alloca_122[] : memref<f64>
          %435 = memref.load %alloca_123[] : memref<f64>
          %436 = memref.load %alloca_124[] : memref<f64>
          %437 = nvvm.mma.sync A[%407]  B[%415]  C[%435, %436]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %438 = llvm.extractvalue %437[0] : !llvm.struct<(f64, f64)> 
          memref.store %438, %alloca_123[] : memref<f64>
          %439 = llvm.extractvalue %437[1] : !llvm.struct<(f64, f64)> 
          memref.store %439, %alloca_124[] : memref<f64>
          %440 = memref.load %alloca_125[] : memref<f64>
          %441 = memref.load %alloca_126[] : memref<f64>
          %442 = nvvm.mma.sync A[%407]  B[%424]  C[%440, %441]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %443 = llvm.extractvalue %442[0] : !llvm.struct<(f64, f64)> 
          memref.store %443, %alloca_125[] : memref<f64>
          %444 = llvm.extractvalue %442[1] : !llvm.struct<(f64, f64)> 
          memref.store %444, %alloca_126[] : memref<f64>
        }
        %165 = arith.addi %162, %140 : i64
        %166 = arith.addi %165, %137 : i64
        %167 = arith.addi %164, %142 : i64
        %c2_i64 = arith.constant 2 : i64
        %168 = arith.muli %138, %c2_i64 : i64
        %169 = arith.addi %167, %168 : i64
        %c45_i64 = arith.constant 45 : i64
        %170 = arith.cmpi slt, %166, %c45_i64 : i64
        %c37_i64 = arith.constant 37 : i64
        %171 = arith.cmpi slt, %169, %c37_i64 : i64
        %172 = arith.andi %170, %171 : i1
        scf.if %172 {
          %241 = memref.load %alloca_119[] : memref<f64>
          %242 = arith.mulf %arg0, %241 : f64
          %cst_248 = arith.constant -1.000000e+00 : f64
          %c45_i64_249 = arith.constant 45 : i64
          %243 = arith.muli %169, %c45_i64_249 : i64
          %244 = arith.addi %166, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = arith.mulf %cst_248, %246 : f64
          %248 = arith.addf %242, %247 : f64
          %c45_i64_250 = arith.constant 45 : i64
          %249 = arith.muli %169, %c45_i64_250 : i64
          %250 = arith.addi %166, %249 : i64
          %251 = llvm.getelementptr %130[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %248, %251 : f64, !llvm.ptr<1>
        }
        %173 = arith.addi %162, %140 : i64
        %174 = arith.addi %173, %137 : i64
        %175 = arith.addi %164, %142 : i64
        %c2_i64_215 = arith.constant 2 : i64
        %176 = arith.muli %138, %c2_i64_215 : i64
        %c1_i64_216 = arith.constant 1 : i64
        %177 = arith.addi %176, %c1_i64_216 : i64
        %178 = arith.addi %175, %177 : i64
        %c45_i64_217 = arith.constant 45 : i64
        %179 = arith.cmpi slt, %174, %c45_i64_217 : i64
        %c37_i64_218 = arith.constant 37 : i64
        %180 = arith.cmpi slt, %178, %c37_i64_218 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %241 = memref.load %alloca_120[] : memref<f64>
          %242 = arith.mulf %arg0, %241 : f64
          %cst_248 = arith.constant -1.000000e+00 : f64
          %c45_i64_249 = arith.constant 45 : i64
          %243 = arith.muli %178, %c45_i64_249 : i64
          %244 = arith.addi %174, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = arith.mulf %cst_248, %246 : f64
          %248 = arith.addf %242, %247 : f64
          %c45_i64_250 = arith.constant 45 : i64
          %249 = arith.muli %178, %c45_i64_250 : i64
          %250 = arith.addi %174, %249 : i64
          %251 = llvm.getelementptr %130[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %248, %251 : f64, !llvm.ptr<1>
        }
        %182 = arith.addi %162, %140 : i64
        %183 = arith.addi %182, %137 : i64
        %184 = arith.addi %164, %142 : i64
        %c8_i64_219 = arith.constant 8 : i64
        %185 = arith.addi %184, %c8_i64_219 : i64
        %c2_i64_220 = arith.constant 2 : i64
        %186 = arith.muli %138, %c2_i64_220 : i64
        %187 = arith.addi %185, %186 : i64
        %c45_i64_221 = arith.constant 45 : i64
        %188 = arith.cmpi slt, %183, %c45_i64_221 : i64
        %c37_i64_222 = arith.constant 37 : i64
        %189 = arith.cmpi slt, %187, %c37_i64_222 : i64
        %190 = arith.andi %188, %189 : i1
        scf.if %190 {
          %241 = memref.load %alloca_121[] : memref<f64>
          %242 = arith.mulf %arg0, %241 : f64
          %cst_248 = arith.constant -1.000000e+00 : f64
          %c45_i64_249 = arith.constant 45 : i64
          %243 = arith.muli %187, %c45_i64_249 : i64
          %244 = arith.addi %183, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = arith.mulf %cst_248, %246 : f64
          %248 = arith.addf %242, %247 : f64
          %c45_i64_250 = arith.constant 45 : i64
          %249 = arith.muli %187, %c45_i64_250 : i64
          %250 = arith.addi %183, %249 : i64
          %251 = llvm.getelementptr %130[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %248, %251 : f64, !llvm.ptr<1>
        }
        %191 = arith.addi %162, %140 : i64
        %192 = arith.addi %191, %137 : i64
        %193 = arith.addi %164, %142 : i64
        %c8_i64_223 = arith.constant 8 : i64
        %194 = arith.addi %193, %c8_i64_223 : i64
        %c2_i64_224 = arith.constant 2 : i64
        %195 = arith.muli %138, %c2_i64_224 : i64
        %c1_i64_225 = arith.constant 1 : i64
        %196 = arith.addi %195, %c1_i64_225 : i64
        %197 = arith.addi %194, %196 : i64
        %c45_i64_226 = arith.constant 45 : i64
        %198 = arith.cmpi slt, %192, %c45_i64_226 : i64
        %c37_i64_227 = arith.constant 37 : i64
        %199 = arith.cmpi slt, %197, %c37_i64_227 : i64
        %200 = arith.andi %198, %199 : i1
        scf.if %200 {
          %241 = memref.load %alloca_122[] : memref<f64>
          %242 = arith.mulf %arg0, %241 : f64
          %cst_248 = arith.constant -1.000000e+00 : f64
          %c45_i64_249 = arith.constant 45 : i64
          %243 = arith.muli %197, %c45_i64_249 : i64
          %244 = arith.addi %192, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = arith.mulf %cst_248, %246 : f64
          %248 = arith.addf %242, %247 : f64
          %c45_i64_250 = arith.constant 45 : i64
          %249 = arith.muli %197, %c45_i64_250 : i64
          %250 = arith.addi %192, %249 : i64
          %251 = llvm.getelementptr %130[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %248, %251 : f64, !llvm.ptr<1>
        }
        %201 = arith.addi %162, %140 : i64
        %c8_i64_228 = arith.constant 8 : i64
        %202 = arith.addi %201, %c8_i64_228 : i64
        %203 = arith.addi %202, %137 : i64
        %204 = arith.addi %164, %142 : i64
        %c2_i64_229 = arith.constant 2 : i64
        %205 = arith.muli %138, %c2_i64_229 : i64
        %206 = arith.addi %204, %205 : i64
        %c45_i64_230 = arith.constant 45 : i64
        %207 = arith.cmpi slt, %203, %c45_i64_230 : i64
        %c37_i64_231 = arith.constant 37 : i64
        %208 = arith.cmpi slt, %206, %c37_i64_231 : i64
        %209 = arith.andi %207, %208 : i1
        scf.if %209 {
          %241 = memref.load %alloca_123[] : memref<f64>
          %242 = arith.mulf %arg0, %241 : f64
          %cst_248 = arith.constant -1.000000e+00 : f64
          %c45_i64_249 = arith.constant 45 : i64
          %243 = arith.muli %206, %c45_i64_249 : i64
          %244 = arith.addi %203, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = arith.mulf %cst_248, %246 : f64
          %248 = arith.addf %242, %247 : f64
          %c45_i64_250 = arith.constant 45 : i64
          %249 = arith.muli %206, %c45_i64_250 : i64
          %250 = arith.addi %203, %249 : i64
          %251 = llvm.getelementptr %130[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %248, %251 : f64, !llvm.ptr<1>
        }
        %210 = arith.addi %162, %140 : i64
        %c8_i64_232 = arith.constant 8 : i64
        %211 = arith.addi %210, %c8_i64_232 : i64
        %212 = arith.addi %211, %137 : i64
        %213 = arith.addi %164, %142 : i64
        %c2_i64_233 = arith.constant 2 : i64
        %214 = arith.muli %138, %c2_i64_233 : i64
        %c1_i64_234 = arith.constant 1 : i64
        %215 = arith.addi %214, %c1_i64_234 : i64
        %216 = arith.addi %213, %215 : i64
        %c45_i64_235 = arith.constant 45 : i64
        %217 = arith.cmpi slt, %212, %c45_i64_235 : i64
        %c37_i64_236 = arith.constant 37 : i64
        %218 = arith.cmpi slt, %216, %c37_i64_236 : i64
        %219 = arith.andi %217, %218 : i1
        scf.if %219 {
          %241 = memref.load %alloca_124[] : memref<f64>
          %242 = arith.mulf %arg0, %241 : f64
          %cst_248 = arith.constant -1.000000e+00 : f64
          %c45_i64_249 = arith.constant 45 : i64
          %243 = arith.muli %216, %c45_i64_249 : i64
          %244 = arith.addi %212, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = arith.mulf %cst_248, %246 : f64
          %248 = arith.addf %242, %247 : f64
          %c45_i64_250 = arith.constant 45 : i64
          %249 = arith.muli %216, %c45_i64_250 : i64
          %250 = arith.addi %212, %249 : i64
          %251 = llvm.getelementptr %130[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %248, %251 : f64, !llvm.ptr<1>
        }
        %220 = arith.addi %162, %140 : i64
        %c8_i64_237 = arith.constant 8 : i64
        %221 = arith.addi %220, %c8_i64_237 : i64
        %222 = arith.addi %221, %137 : i64
        %223 = arith.addi %164, %142 : i64
        %c8_i64_238 = arith.constant 8 : i64
        %224 = arith.addi %223, %c8_i64_238 : i64
        %c2_i64_239 = arith.constant 2 : i64
        %225 = arith.muli %138, %c2_i64_239 : i64
        %226 = arith.addi %224, %225 : i64
        %c45_i64_240 = arith.constant 45 : i64
        %227 = arith.cmpi slt, %222, %c45_i64_240 : i64
        %c37_i64_241 = arith.constant 37 : i64
        %228 = arith.cmpi slt, %226, %c37_i64_241 : i64
        %229 = arith.andi %227, %228 : i1
        scf.if %229 {
          %241 = memref.load %alloca_125[] : memref<f64>
          %242 = arith.mulf %arg0, %241 : f64
          %cst_248 = arith.constant -1.000000e+00 : f64
          %c45_i64_249 = arith.constant 45 : i64
          %243 = arith.muli %226, %c45_i64_249 : i64
          %244 = arith.addi %222, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = arith.mulf %cst_248, %246 : f64
          %248 = arith.addf %242, %247 : f64
          %c45_i64_250 = arith.constant 45 : i64
          %249 = arith.muli %226, %c45_i64_250 : i64
          %250 = arith.addi %222, %249 : i64
          %251 = llvm.getelementptr %130[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %248, %251 : f64, !llvm.ptr<1>
        }
        %230 = arith.addi %162, %140 : i64
        %c8_i64_242 = arith.constant 8 : i64
        %231 = arith.addi %230, %c8_i64_242 : i64
        %232 = arith.addi %231, %137 : i64
        %233 = arith.addi %164, %142 : i64
        %c8_i64_243 = arith.constant 8 : i64
        %234 = arith.addi %233, %c8_i64_243 : i64
        %c2_i64_244 = arith.constant 2 : i64
        %235 = arith.muli %138, %c2_i64_244 : i64
        %c1_i64_245 = arith.constant 1 : i64
        %236 = arith.addi %235, %c1_i64_245 : i64
        %237 = arith.addi %234, %236 : i64
        %c45_i64_246 = arith.constant 45 : i64
        %238 = arith.cmpi slt, %232, %c45_i64_246 : i64
        %c37_i64_247 = arith.constant 37 : i64
        %239 = arith.cmpi slt, %237, %c37_i64_247 : i64
        %240 = arith.andi %238, %239 : i1
        scf.if %240 {
          %241 = memref.load %alloca_126[] : memref<f64>
          %242 = arith.mulf %arg0, %241 : f64
          %cst_248 = arith.constant -1.000000e+00 : f64
          %c45_i64_249 = arith.constant 45 : i64
          %243 = arith.muli %237, %c45_i64_249 : i64
          %244 = arith.addi %232, %243 : i64
          %245 = llvm.getelementptr %130[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %246 = llvm.load %245 : !llvm.ptr<1> -> f64
          %247 = arith.mulf %cst_248, %246 : f64
          %248 = arith.addf %242, %247 : f64
          %c45_i64_250 = arith.constant 45 : i64
          %249 = arith.muli %237, %c45_i64_250 : i64
          %250 = arith.addi %232, %249 : i64
          %251 = llvm.getelementptr %130[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %248, %251 : f64, !llvm.ptr<1>
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
      %thread_id_x_188 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_188 : index to i64
      %c64_i64_189 = arith.constant 64 : i64
      %thread_id_y_190 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_190 : index to i64
      %151 = arith.muli %c64_i64_189, %150 : i64
      %152 = arith.addi %149, %151 : i64
      %c32_i64_191 = arith.constant 32 : i64
      %153 = arith.divsi %152, %c32_i64_191 : i64
      %c32_i64_192 = arith.constant 32 : i64
      %154 = arith.remsi %152, %c32_i64_192 : i64
      %c4_i64_193 = arith.constant 4 : i64
      %155 = arith.divsi %154, %c4_i64_193 : i64
      %c4_i64_194 = arith.constant 4 : i64
      %156 = arith.remsi %154, %c4_i64_194 : i64
      %c4_i64_195 = arith.constant 4 : i64
      %157 = arith.remsi %153, %c4_i64_195 : i64
      %c32_i64_196 = arith.constant 32 : i64
      %158 = arith.muli %157, %c32_i64_196 : i64
      %c4_i64_197 = arith.constant 4 : i64
      %159 = arith.divsi %153, %c4_i64_197 : i64
      %c16_i64_198 = arith.constant 16 : i64
      %160 = arith.muli %159, %c16_i64_198 : i64
      %c0_i64_199 = arith.constant 0 : i64
      %c1_i64_200 = arith.constant 1 : i64
      %c1_i64_201 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_199 to %c1_i64_200 step %c1_i64_201  : i64 {
        %c1_i64_202 = arith.constant 1 : i64
        %161 = arith.remsi %arg19, %c1_i64_202 : i64
        %c128_i64_203 = arith.constant 128 : i64
        %162 = arith.muli %161, %c128_i64_203 : i64
        %c1_i64_204 = arith.constant 1 : i64
        %163 = arith.divsi %arg19, %c1_i64_204 : i64
        %c64_i64_205 = arith.constant 64 : i64
        %164 = arith.muli %163, %c64_i64_205 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_129[] : memref<f32>
        %cst_206 = arith.constant 0.000000e+00 : f32
        memref.store %cst_206, %alloca_130[] : memref<f32>
        %cst_207 = arith.constant 0.000000e+00 : f32
        memref.store %cst_207, %alloca_131[] : memref<f32>
        %cst_208 = arith.constant 0.000000e+00 : f32
        memref.store %cst_208, %alloca_132[] : memref<f32>
        %cst_209 = arith.constant 0.000000e+00 : f32
        memref.store %cst_209, %alloca_133[] : memref<f32>
        %cst_210 = arith.constant 0.000000e+00 : f32
        memref.store %cst_210, %alloca_134[] : memref<f32>
        %cst_211 = arith.constant 0.000000e+00 : f32
        memref.store %cst_211, %alloca_135[] : memref<f32>
        %cst_212 = arith.constant 0.000000e+00 : f32
        memref.store %cst_212, %alloca_136[] : memref<f32>
        %cst_213 = arith.constant 0.000000e+00 : f32
        memref.store %cst_213, %alloca_137[] : memref<f32>
        %cst_214 = arith.constant 0.000000e+00 : f32
        memref.store %cst_214, %alloca_138[] : memref<f32>
        %cst_215 = arith.constant 0.000000e+00 : f32
        memref.store %cst_215, %alloca_139[] : memref<f32>
        %cst_216 = arith.constant 0.000000e+00 : f32
        memref.store %cst_216, %alloca_140[] : memref<f32>
        %cst_217 = arith.constant 0.000000e+00 : f32
        memref.store %cst_217, %alloca_141[] : memref<f32>
        %cst_218 = arith.constant 0.000000e+00 : f32
        memref.store %cst_218, %alloca_142[] : memref<f32>
        %cst_219 = arith.constant 0.000000e+00 : f32
        memref.store %cst_219, %alloca_143[] : memref<f32>
        %cst_220 = arith.constant 0.000000e+00 : f32
        memref.store %cst_220, %alloca_144[] : memref<f32>
        %c0_i64_221 = arith.constant 0 : i64
        %c37_i64 = arith.constant 37 : i64
        %c32_i64_222 = arith.constant 32 : i64
        scf.for %arg20 = %c0_i64_221 to %c37_i64 step %c32_i64_222  : i64 {
          gpu.barrier
          %c0_i64_300 = arith.constant 0 : i64
          %c8_i64_301 = arith.constant 8 : i64
          %c1_i64_302 = arith.constant 1 : i64
          scf.for %arg21 = %c0_i64_300 to %c8_i64_301 step %c1_i64_302  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %1025 = arith.muli %arg21, %c512_i64 : i64
            %1026 = arith.addi %152, %1025 : i64
            %c128_i64_642 = arith.constant 128 : i64
            %1027 = arith.remsi %1026, %c128_i64_642 : i64
            %c128_i64_643 = arith.constant 128 : i64
            %1028 = arith.divsi %1026, %c128_i64_643 : i64
            %1029 = arith.addi %162, %1027 : i64
            %1030 = arith.addi %arg20, %1028 : i64
            %cst_644 = arith.constant 0.000000e+00 : f16
            memref.store %cst_644, %alloca_145[] : memref<f16>
            %c70_i64_645 = arith.constant 70 : i64
            %1031 = arith.cmpi slt, %1029, %c70_i64_645 : i64
            %c37_i64_646 = arith.constant 37 : i64
            %1032 = arith.cmpi slt, %1030, %c37_i64_646 : i64
            %1033 = arith.andi %1031, %1032 : i1
            scf.if %1033 {
              %c37_i64_649 = arith.constant 37 : i64
              %1040 = arith.muli %1029, %c37_i64_649 : i64
              %1041 = arith.addi %1030, %1040 : i64
              %1042 = llvm.getelementptr %144[%1041] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %1043 = llvm.load %1042 : !llvm.ptr<1> -> f16
              memref.store %1043, %alloca_145[] : memref<f16>
            }
            %1034 = memref.load %alloca_145[] : memref<f16>
            %1035 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c20480_i64_647 = arith.constant 20480 : i64
            %1036 = llvm.getelementptr %1035[%c20480_i64_647] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c40_i64_648 = arith.constant 40 : i64
            %1037 = arith.muli %1027, %c40_i64_648 : i64
            %1038 = arith.addi %1037, %1028 : i64
            %1039 = llvm.getelementptr %1036[%1038] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
            llvm.store %1034, %1039 : f16, !llvm.ptr<3>
          }
          %c0_i64_303 = arith.constant 0 : i64
          %c4_i64_304 = arith.constant 4 : i64
          %c1_i64_305 = arith.constant 1 : i64
          scf.for %arg21 = %c0_i64_303 to %c4_i64_304 step %c1_i64_305  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %1025 = arith.muli %arg21, %c512_i64 : i64
            %1026 = arith.addi %152, %1025 : i64
            %c32_i64_642 = arith.constant 32 : i64
            %1027 = arith.divsi %1026, %c32_i64_642 : i64
            %c32_i64_643 = arith.constant 32 : i64
            %1028 = arith.remsi %1026, %c32_i64_643 : i64
            %1029 = arith.addi %164, %1027 : i64
            %1030 = arith.addi %arg20, %1028 : i64
            %cst_644 = arith.constant 0.000000e+00 : f16
            memref.store %cst_644, %alloca_146[] : memref<f16>
            %c40_i64_645 = arith.constant 40 : i64
            %1031 = arith.cmpi slt, %1029, %c40_i64_645 : i64
            %c37_i64_646 = arith.constant 37 : i64
            %1032 = arith.cmpi slt, %1030, %c37_i64_646 : i64
            %1033 = arith.andi %1031, %1032 : i1
            scf.if %1033 {
              %c40_i64_649 = arith.constant 40 : i64
              %1040 = arith.muli %1030, %c40_i64_649 : i64
              %1041 = arith.addi %1029, %1040 : i64
              %1042 = llvm.getelementptr %146[%1041] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %1043 = llvm.load %1042 : !llvm.ptr<1> -> f16
              memref.store %1043, %alloca_146[] : memref<f16>
            }
            %1034 = memref.load %alloca_146[] : memref<f16>
            %1035 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c30720_i64_647 = arith.constant 30720 : i64
            %1036 = llvm.getelementptr %1035[%c30720_i64_647] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c40_i64_648 = arith.constant 40 : i64
            %1037 = arith.muli %1027, %c40_i64_648 : i64
            %1038 = arith.addi %1037, %1028 : i64
            %1039 = llvm.getelementptr %1036[%1038] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
            llvm.store %1034, %1039 : f16, !llvm.ptr<3>
          }
          gpu.barrier
          %325 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %326 = llvm.getelementptr %325[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %327 = arith.addi %158, %155 : i64
          %c40_i64_306 = arith.constant 40 : i64
          %328 = arith.muli %327, %c40_i64_306 : i64
          %c2_i64_307 = arith.constant 2 : i64
          %329 = arith.muli %156, %c2_i64_307 : i64
          %330 = arith.addi %328, %329 : i64
          %331 = llvm.getelementptr %326[%330] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %332 = llvm.load %331 : !llvm.ptr<3> -> f16
          %333 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_308 = arith.constant 20480 : i64
          %334 = llvm.getelementptr %333[%c20480_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %335 = arith.addi %158, %155 : i64
          %c40_i64_309 = arith.constant 40 : i64
          %336 = arith.muli %335, %c40_i64_309 : i64
          %c2_i64_310 = arith.constant 2 : i64
          %337 = arith.muli %156, %c2_i64_310 : i64
          %c1_i64_311 = arith.constant 1 : i64
          %338 = arith.addi %337, %c1_i64_311 : i64
          %339 = arith.addi %336, %338 : i64
          %340 = llvm.getelementptr %334[%339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %341 = llvm.load %340 : !llvm.ptr<3> -> f16
          %342 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_312 = arith.constant 20480 : i64
          %343 = llvm.getelementptr %342[%c20480_i64_312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_313 = arith.constant 8 : i64
          %344 = arith.addi %155, %c8_i64_313 : i64
          %345 = arith.addi %158, %344 : i64
          %c40_i64_314 = arith.constant 40 : i64
          %346 = arith.muli %345, %c40_i64_314 : i64
          %c2_i64_315 = arith.constant 2 : i64
          %347 = arith.muli %156, %c2_i64_315 : i64
          %348 = arith.addi %346, %347 : i64
          %349 = llvm.getelementptr %343[%348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %350 = llvm.load %349 : !llvm.ptr<3> -> f16
          %351 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_316 = arith.constant 20480 : i64
          %352 = llvm.getelementptr %351[%c20480_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_317 = arith.constant 8 : i64
          %353 = arith.addi %155, %c8_i64_317 : i64
          %354 = arith.addi %158, %353 : i64
          %c40_i64_318 = arith.constant 40 : i64
          %355 = arith.muli %354, %c40_i64_318 : i64
          %c2_i64_319 = arith.constant 2 : i64
          %356 = arith.muli %156, %c2_i64_319 : i64
          %c1_i64_320 = arith.constant 1 : i64
          %357 = arith.addi %356, %c1_i64_320 : i64
          %358 = arith.addi %355, %357 : i64
          %359 = llvm.getelementptr %352[%358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %360 = llvm.load %359 : !llvm.ptr<3> -> f16
          %361 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_321 = arith.constant 20480 : i64
          %362 = llvm.getelementptr %361[%c20480_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %363 = arith.addi %158, %155 : i64
          %c40_i64_322 = arith.constant 40 : i64
          %364 = arith.muli %363, %c40_i64_322 : i64
          %c2_i64_323 = arith.constant 2 : i64
          %365 = arith.muli %156, %c2_i64_323 : i64
          %c8_i64_324 = arith.constant 8 : i64
          %366 = arith.addi %365, %c8_i64_324 : i64
          %367 = arith.addi %364, %366 : i64
          %368 = llvm.getelementptr %362[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %369 = llvm.load %368 : !llvm.ptr<3> -> f16
          %370 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_325 = arith.constant 20480 : i64
          %371 = llvm.getelementptr %370[%c20480_i64_325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %372 = arith.addi %158, %155 : i64
          %c40_i64_326 = arith.constant 40 : i64
          %373 = arith.muli %372, %c40_i64_326 : i64
          %c2_i64_327 = arith.constant 2 : i64
          %374 = arith.muli %156, %c2_i64_327 : i64
          %c9_i64_328 = arith.constant 9 : i64
          %375 = arith.addi %374, %c9_i64_328 : i64
          %376 = arith.addi %373, %375 : i64
          %377 = llvm.getelementptr %371[%376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %378 = llvm.load %377 : !llvm.ptr<3> -> f16
          %379 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_329 = arith.constant 20480 : i64
          %380 = llvm.getelementptr %379[%c20480_i64_329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_330 = arith.constant 8 : i64
          %381 = arith.addi %155, %c8_i64_330 : i64
          %382 = arith.addi %158, %381 : i64
          %c40_i64_331 = arith.constant 40 : i64
          %383 = arith.muli %382, %c40_i64_331 : i64
          %c2_i64_332 = arith.constant 2 : i64
          %384 = arith.muli %156, %c2_i64_332 : i64
          %c8_i64_333 = arith.constant 8 : i64
          %385 = arith.addi %384, %c8_i64_333 : i64
          %386 = arith.addi %383, %385 : i64
          %387 = llvm.getelementptr %380[%386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %388 = llvm.load %387 : !llvm.ptr<3> -> f16
          %389 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_334 = arith.constant 20480 : i64
          %390 = llvm.getelementptr %389[%c20480_i64_334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_335 = arith.constant 8 : i64
          %391 = arith.addi %155, %c8_i64_335 : i64
          %392 = arith.addi %158, %391 : i64
          %c40_i64_336 = arith.constant 40 : i64
          %393 = arith.muli %392, %c40_i64_336 : i64
          %c2_i64_337 = arith.constant 2 : i64
          %394 = arith.muli %156, %c2_i64_337 : i64
          %c9_i64_338 = arith.constant 9 : i64
          %395 = arith.addi %394, %c9_i64_338 : i64
          %396 = arith.addi %393, %395 : i64
          %397 = llvm.getelementptr %390[%396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %398 = llvm.load %397 : !llvm.ptr<3> -> f16
          %399 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_339 = arith.constant 20480 : i64
          %400 = llvm.getelementptr %399[%c20480_i64_339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_340 = arith.constant 16 : i64
          %401 = arith.addi %158, %c16_i64_340 : i64
          %402 = arith.addi %401, %155 : i64
          %c40_i64_341 = arith.constant 40 : i64
          %403 = arith.muli %402, %c40_i64_341 : i64
          %c2_i64_342 = arith.constant 2 : i64
          %404 = arith.muli %156, %c2_i64_342 : i64
          %405 = arith.addi %403, %404 : i64
          %406 = llvm.getelementptr %400[%405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %407 = llvm.load %406 : !llvm.ptr<3> -> f16
          %408 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_343 = arith.constant 20480 : i64
          %409 = llvm.getelementptr %408[%c20480_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_344 = arith.constant 16 : i64
          %410 = arith.addi %158, %c16_i64_344 : i64
          %411 = arith.addi %410, %155 : i64
          %c40_i64_345 = arith.constant 40 : i64
          %412 = arith.muli %411, %c40_i64_345 : i64
          %c2_i64_346 = arith.constant 2 : i64
          %413 = arith.muli %156, %c2_i64_346 : i64
          %c1_i64_347 = arith.constant 1 : i64
          %414 = arith.addi %413, %c1_i64_347 : i64
          %415 = arith.addi %412, %414 : i64
          %416 = llvm.getelementptr %409[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %417 = llvm.load %416 : !llvm.ptr<3> -> f16
          %418 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_348 = arith.constant 20480 : i64
          %419 = llvm.getelementptr %418[%c20480_i64_348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_349 = arith.constant 16 : i64
          %420 = arith.addi %158, %c16_i64_349 : i64
          %c8_i64_350 = arith.constant 8 : i64
          %421 = arith.addi %155, %c8_i64_350 : i64
          %422 = arith.addi %420, %421 : i64
          %c40_i64_351 = arith.constant 40 : i64
          %423 = arith.muli %422, %c40_i64_351 : i64
          %c2_i64_352 = arith.constant 2 : i64
          %424 = arith.muli %156, %c2_i64_352 : i64
          %425 = arith.addi %423, %424 : i64
          %426 = llvm.getelementptr %419[%425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %427 = llvm.load %426 : !llvm.ptr<3> -> f16
          %428 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_353 = arith.constant 20480 : i64
          %429 = llvm.getelementptr %428[%c20480_i64_353] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_354 = arith.constant 16 : i64
          %430 = arith.addi %158, %c16_i64_354 : i64
          %c8_i64_355 = arith.constant 8 : i64
          %431 = arith.addi %155, %c8_i64_355 : i64
          %432 = arith.addi %430, %431 : i64
          %c40_i64_356 = arith.constant 40 : i64
          %433 = arith.muli %432, %c40_i64_356 : i64
          %c2_i64_357 = arith.constant 2 : i64
          %434 = arith.muli %156, %c2_i64_357 : i64
          %c1_i64_358 = arith.constant 1 : i64
          %435 = arith.addi %434, %c1_i64_358 : i64
          %436 = arith.addi %433, %435 : i64
          %437 = llvm.getelementptr %429[%436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %438 = llvm.load %437 : !llvm.ptr<3> -> f16
          %439 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_359 = arith.constant 20480 : i64
          %440 = llvm.getelementptr %439[%c20480_i64_359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_360 = arith.constant 16 : i64
          %441 = arith.addi %158, %c16_i64_360 : i64
          %442 = arith.addi %441, %155 : i64
          %c40_i64_361 = arith.constant 40 : i64
          %443 = arith.muli %442, %c40_i64_361 : i64
          %c2_i64_362 = arith.constant 2 : i64
          %444 = arith.muli %156, %c2_i64_362 : i64
          %c8_i64_363 = arith.constant 8 : i64
          %445 = arith.addi %444, %c8_i64_363 : i64
          %446 = arith.addi %443, %445 : i64
          %447 = llvm.getelementptr %440[%446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %448 = llvm.load %447 : !llvm.ptr<3> -> f16
          %449 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_364 = arith.constant 20480 : i64
          %450 = llvm.getelementptr %449[%c20480_i64_364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_365 = arith.constant 16 : i64
          %451 = arith.addi %158, %c16_i64_365 : i64
          %452 = arith.addi %451, %155 : i64
          %c40_i64_366 = arith.constant 40 : i64
          %453 = arith.muli %452, %c40_i64_366 : i64
          %c2_i64_367 = arith.constant 2 : i64
          %454 = arith.muli %156, %c2_i64_367 : i64
          %c9_i64_368 = arith.constant 9 : i64
          %455 = arith.addi %454, %c9_i64_368 : i64
          %456 = arith.addi %453, %455 : i64
          %457 = llvm.getelementptr %450[%456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %458 = llvm.load %457 : !llvm.ptr<3> -> f16
          %459 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_369 = arith.constant 20480 : i64
          %460 = llvm.getelementptr %459[%c20480_i64_369] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_370 = arith.constant 16 : i64
          %461 = arith.addi %158, %c16_i64_370 : i64
          %c8_i64_371 = arith.constant 8 : i64
          %462 = arith.addi %155, %c8_i64_371 : i64
          %463 = arith.addi %461, %462 : i64
          %c40_i64_372 = arith.constant 40 : i64
          %464 = arith.muli %463, %c40_i64_372 : i64
          %c2_i64_373 = arith.constant 2 : i64
          %465 = arith.muli %156, %c2_i64_373 : i64
          %c8_i64_374 = arith.constant 8 : i64
          %466 = arith.addi %465, %c8_i64_374 : i64
          %467 = arith.addi %464, %466 : i64
          %468 = llvm.getelementptr %460[%467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %469 = llvm.load %468 : !llvm.ptr<3> -> f16
          %470 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_375 = arith.constant 20480 : i64
          %471 = llvm.getelementptr %470[%c20480_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_376 = arith.constant 16 : i64
          %472 = arith.addi %158, %c16_i64_376 : i64
          %c8_i64_377 = arith.constant 8 : i64
          %473 = arith.addi %155, %c8_i64_377 : i64
          %474 = arith.addi %472, %473 : i64
          %c40_i64_378 = arith.constant 40 : i64
          %475 = arith.muli %474, %c40_i64_378 : i64
          %c2_i64_379 = arith.constant 2 : i64
          %476 = arith.muli %156, %c2_i64_379 : i64
          %c9_i64_380 = arith.constant 9 : i64
          %477 = arith.addi %476, %c9_i64_380 : i64
          %478 = arith.addi %475, %477 : i64
          %479 = llvm.getelementptr %471[%478] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %480 = llvm.load %479 : !llvm.ptr<3> -> f16
          %481 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64 = arith.constant 30720 : i64
          %482 = llvm.getelementptr %481[%c30720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %483 = arith.addi %160, %155 : i64
          %c40_i64_381 = arith.constant 40 : i64
          %484 = arith.muli %483, %c40_i64_381 : i64
          %c2_i64_382 = arith.constant 2 : i64
          %485 = arith.muli %156, %c2_i64_382 : i64
          %486 = arith.addi %484, %485 : i64
          %487 = llvm.getelementptr %482[%486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %488 = llvm.load %487 : !llvm.ptr<3> -> f16
          %489 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_383 = arith.constant 30720 : i64
          %490 = llvm.getelementptr %489[%c30720_i64_383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %491 = arith.addi %160, %155 : i64
          %c40_i64_384 = arith.constant 40 : i64
          %492 = arith.muli %491, %c40_i64_384 : i64
          %c2_i64_385 = arith.constant 2 : i64
          %493 = arith.muli %156, %c2_i64_385 : i64
          %c1_i64_386 = arith.constant 1 : i64
          %494 = arith.addi %493, %c1_i64_386 : i64
          %495 = arith.addi %492, %494 : i64
          %496 = llvm.getelementptr %490[%495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %497 = llvm.load %496 : !llvm.ptr<3> -> f16
          %498 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_387 = arith.constant 30720 : i64
          %499 = llvm.getelementptr %498[%c30720_i64_387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %500 = arith.addi %160, %155 : i64
          %c40_i64_388 = arith.constant 40 : i64
          %501 = arith.muli %500, %c40_i64_388 : i64
          %c2_i64_389 = arith.constant 2 : i64
          %502 = arith.muli %156, %c2_i64_389 : i64
          %c8_i64_390 = arith.constant 8 : i64
          %503 = arith.addi %502, %c8_i64_390 : i64
          %504 = arith.addi %501, %503 : i64
          %505 = llvm.getelementptr %499[%504] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %506 = llvm.load %505 : !llvm.ptr<3> -> f16
          %507 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_391 = arith.constant 30720 : i64
          %508 = llvm.getelementptr %507[%c30720_i64_391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %509 = arith.addi %160, %155 : i64
          %c40_i64_392 = arith.constant 40 : i64
          %510 = arith.muli %509, %c40_i64_392 : i64
          %c2_i64_393 = arith.constant 2 : i64
          %511 = arith.muli %156, %c2_i64_393 : i64
          %c9_i64_394 = arith.constant 9 : i64
          %512 = arith.addi %511, %c9_i64_394 : i64
          %513 = arith.addi %510, %512 : i64
          %514 = llvm.getelementptr %508[%513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %515 = llvm.load %514 : !llvm.ptr<3> -> f16
          %516 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_395 = arith.constant 30720 : i64
          %517 = llvm.getelementptr %516[%c30720_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_396 = arith.constant 8 : i64
          %518 = arith.addi %160, %c8_i64_396 : i64
          %519 = arith.addi %518, %155 : i64
          %c40_i64_397 = arith.constant 40 : i64
          %520 = arith.muli %519, %c40_i64_397 : i64
          %c2_i64_398 = arith.constant 2 : i64
          %521 = arith.muli %156, %c2_i64_398 : i64
          %522 = arith.addi %520, %521 : i64
          %523 = llvm.getelementptr %517[%522] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %524 = llvm.load %523 : !llvm.ptr<3> -> f16
          %525 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_399 = arith.constant 30720 : i64
          %526 = llvm.getelementptr %525[%c30720_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_400 = arith.constant 8 : i64
          %527 = arith.addi %160, %c8_i64_400 : i64
          %528 = arith.addi %527, %155 : i64
          %c40_i64_401 = arith.constant 40 : i64
          %529 = arith.muli %528, %c40_i64_401 : i64
          %c2_i64_402 = arith.constant 2 : i64
          %530 = arith.muli %156, %c2_i64_402 : i64
          %c1_i64_403 = arith.constant 1 : i64
          %531 = arith.addi %530, %c1_i64_403 : i64
          %532 = arith.addi %529, %531 : i64
          %533 = llvm.getelementptr %526[%532] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %534 = llvm.load %533 : !llvm.ptr<3> -> f16
          %535 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_404 = arith.constant 30720 : i64
          %536 = llvm.getelementptr %535[%c30720_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_405 = arith.constant 8 : i64
          %537 = arith.addi %160, %c8_i64_405 : i64
          %538 = arith.addi %537, %155 : i64
          %c40_i64_406 = arith.constant 40 : i64
          %539 = arith.muli %538, %c40_i64_406 : i64
          %c2_i64_407 = arith.constant 2 : i64
          %540 = arith.muli %156, %c2_i64_407 : i64
          %c8_i64_408 = arith.constant 8 : i64
          %541 = arith.addi %540, %c8_i64_408 : i64
          %542 = arith.addi %539, %541 : i64
          %543 = llvm.getelementptr %536[%542] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %544 = llvm.load %543 : !llvm.ptr<3> -> f16
          %545 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_409 = arith.constant 30720 : i64
          %546 = llvm.getelementptr %545[%c30720_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_410 = arith.constant 8 : i64
          %547 = arith.addi %160, %c8_i64_410 : i64
          %548 = arith.addi %547, %155 : i64
          %c40_i64_411 = arith.constant 40 : i64
          %549 = arith.muli %548, %c40_i64_411 : i64
          %c2_i64_412 = arith.constant 2 : i64
          %550 = arith.muli %156, %c2_i64_412 : i64
          %c9_i64_413 = arith.constant 9 : i64
          %551 = arith.addi %550, %c9_i64_413 : i64
          %552 = arith.addi %549, %551 : i64
          %553 = llvm.getelementptr %546[%552] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %554 = llvm.load %553 : !llvm.ptr<3> -> f16
          %555 = llvm.mlir.poison : vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %556 = llvm.insertelement %332, %555[%c0_i32 : i32] : vector<2xf16>
          %c1_i32 = arith.constant 1 : i32
          %557 = llvm.insertelement %341, %556[%c1_i32 : i32] : vector<2xf16>
          %558 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_414 = arith.constant 0 : i32
          %559 = llvm.insertelement %350, %558[%c0_i32_414 : i32] : vector<2xf16>
          %c1_i32_415 = arith.constant 1 : i32
          %560 = llvm.insertelement %360, %559[%c1_i32_415 : i32] : vector<2xf16>
          %561 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_416 = arith.constant 0 : i32
          %562 = llvm.insertelement %369, %561[%c0_i32_416 : i32] : vector<2xf16>
          %c1_i32_417 = arith.constant 1 : i32
          %563 = llvm.insertelement %378, %562[%c1_i32_417 : i32] : vector<2xf16>
          %564 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_418 = arith.constant 0 : i32
          %565 = llvm.insertelement %388, %564[%c0_i32_418 : i32] : vector<2xf16>
          %c1_i32_419 = arith.constant 1 : i32
          %566 = llvm.insertelement %398, %565[%c1_i32_419 : i32] : vector<2xf16>
          %567 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_420 = arith.constant 0 : i32
          %568 = llvm.insertelement %488, %567[%c0_i32_420 : i32] : vector<2xf16>
          %c1_i32_421 = arith.constant 1 : i32
          %569 = llvm.insertelement %497, %568[%c1_i32_421 : i32] : vector<2xf16>
          %570 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_422 = arith.constant 0 : i32
          %571 = llvm.insertelement %506, %570[%c0_i32_422 : i32] : vector<2xf16>
          %c1_i32_423 = arith.constant 1 : i32
          %572 = llvm.insertelement %515, %571[%c1_i32_423 : i32] : vector<2xf16>
          %573 = memref.load %alloca_129[] : memref<f32>
          %574 = memref.load %alloca_130[] : memref<f32>
          %575 = memref.load %alloca_131[] : memref<f32>
          %576 = memref.load %alloca_132[] : memref<f32>
          %577 = nvvm.mma.sync A[%557, %560, %563, %566]  B[%569, %572]  C[%573, %574, %575, %576]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %578 = llvm.extractvalue %577[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %578, %alloca_129[] : memref<f32>
          %579 = llvm.extractvalue %577[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %579, %alloca_130[] : memref<f32>
          %580 = llvm.extractvalue %577[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %580, %alloca_131[] : memref<f32>
          %581 = llvm.extractvalue %577[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %581, %alloca_132[] : memref<f32>
          %582 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_424 = arith.constant 0 : i32
          %583 = llvm.insertelement %332, %582[%c0_i32_424 : i32] : vector<2xf16>
          %c1_i32_425 = arith.constant 1 : i32
          %584 = llvm.insertelement %341, %583[%c1_i32_425 : i32] : vector<2xf16>
          %585 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_426 = arith.constant 0 : i32
          %586 = llvm.insertelement %350, %585[%c0_i32_426 : i32] : vector<2xf16>
          %c1_i32_427 = arith.constant 1 : i32
          %587 = llvm.insertelement %360, %586[%c1_i32_427 : i32] : vector<2xf16>
          %588 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_428 = arith.constant 0 : i32
          %589 = llvm.insertelement %369, %588[%c0_i32_428 : i32] : vector<2xf16>
          %c1_i32_429 = arith.constant 1 : i32
          %590 = llvm.insertelement %378, %589[%c1_i32_429 : i32] : vector<2xf16>
          %591 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_430 = arith.constant 0 : i32
          %592 = llvm.insertelement %388, %591[%c0_i32_430 : i32] : vector<2xf16>
          %c1_i32_431 = arith.constant 1 : i32
          %593 = llvm.insertelement %398, %592[%c1_i32_431 : i32] : vector<2xf16>
          %594 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_432 = arith.constant 0 : i32
          %595 = llvm.insertelement %524, %594[%c0_i32_432 : i32] : vector<2xf16>
          %c1_i32_433 = arith.constant 1 : i32
          %596 = llvm.insertelement %534, %595[%c1_i32_433 : i32] : vector<2xf16>
          %597 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_434 = arith.constant 0 : i32
          %598 = llvm.insertelement %544, %597[%c0_i32_434 : i32] : vector<2xf16>
          %c1_i32_435 = arith.constant 1 : i32
          %599 = llvm.insertelement %554, %598[%c1_i32_435 : i32] : vector<2xf16>
          %600 = memref.load %alloca_133[] : memref<f32>
          %601 = memref.load %alloca_134[] : memref<f32>
          %602 = memref.load %alloca_135[] : memref<f32>
          %603 = memref.load %alloca_136[] : memref<f32>
          %604 = nvvm.mma.sync A[%584, %587, %590, %593]  B[%596, %599]  C[%600, %601, %602, %603]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %605 = llvm.extractvalue %604[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %605, %alloca_133[] : memref<f32>
          %606 = llvm.extractvalue %604[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %606, %alloca_134[] : memref<f32>
          %607 = llvm.extractvalue %604[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %607, %alloca_135[] : memref<f32>
          %608 = llvm.extractvalue %604[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %608, %alloca_136[] : memref<f32>
          %609 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_436 = arith.constant 0 : i32
          %610 = llvm.insertelement %407, %609[%c0_i32_436 : i32] : vector<2xf16>
          %c1_i32_437 = arith.constant 1 : i32
          %611 = llvm.insertelement %417, %610[%c1_i32_437 : i32] : vector<2xf16>
          %612 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_438 = arith.constant 0 : i32
          %613 = llvm.insertelement %427, %612[%c0_i32_438 : i32] : vector<2xf16>
          %c1_i32_439 = arith.constant 1 : i32
          %614 = llvm.insertelement %438, %613[%c1_i32_439 : i32] : vector<2xf16>
          %615 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_440 = arith.constant 0 : i32
          %616 = llvm.insertelement %448, %615[%c0_i32_440 : i32] : vector<2xf16>
          %c1_i32_441 = arith.constant 1 : i32
          %617 = llvm.insertelement %458, %616[%c1_i32_441 : i32] : vector<2xf16>
          %618 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_442 = arith.constant 0 : i32
          %619 = llvm.insertelement %469, %618[%c0_i32_442 : i32] : vector<2xf16>
          %c1_i32_443 = arith.constant 1 : i32
          %620 = llvm.insertelement %480, %619[%c1_i32_443 : i32] : vector<2xf16>
          %621 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_444 = arith.constant 0 : i32
          %622 = llvm.insertelement %488, %621[%c0_i32_444 : i32] : vector<2xf16>
          %c1_i32_445 = arith.constant 1 : i32
          %623 = llvm.insertelement %497, %622[%c1_i32_445 : i32] : vector<2xf16>
          %624 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_446 = arith.constant 0 : i32
          %625 = llvm.insertelement %506, %624[%c0_i32_446 : i32] : vector<2xf16>
          %c1_i32_447 = arith.constant 1 : i32
          %626 = llvm.insertelement %515, %625[%c1_i32_447 : i32] : vector<2xf16>
          %627 = memref.load %alloca_137[] : memref<f32>
          %628 = memref.load %alloca_138[] : memref<f32>
          %629 = memref.load %alloca_139[] : memref<f32>
          %630 = memref.load %alloca_140[] : memref<f32>
          %631 = nvvm.mma.sync A[%611, %614, %617, %620]  B[%623, %626]  C[%627, %628, %629, %630]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %632 = llvm.extractvalue %631[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %632, %alloca_137[] : memref<f32>
          %633 = llvm.extractvalue %631[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %633, %alloca_138[] : memref<f32>
          %634 = llvm.extractvalue %631[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %634, %alloca_139[] : memref<f32>
          %635 = llvm.extractvalue %631[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %635, %alloca_140[] : memref<f32>
          %636 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_448 = arith.constant 0 : i32
          %637 = llvm.insertelement %407, %636[%c0_i32_448 : i32] : vector<2xf16>
          %c1_i32_449 = arith.constant 1 : i32
          %638 = llvm.insertelement %417, %637[%c1_i32_449 : i32] : vector<2xf16>
          %639 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_450 = arith.constant 0 : i32
          %640 = llvm.insertelement %427, %639[%c0_i32_450 : i32] : vector<2xf16>
          %c1_i32_451 = arith.constant 1 : i32
          %641 = llvm.insertelement %438, %640[%c1_i32_451 : i32] : vector<2xf16>
          %642 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_452 = arith.constant 0 : i32
          %643 = llvm.insertelement %448, %642[%c0_i32_452 : i32] : vector<2xf16>
          %c1_i32_453 = arith.constant 1 : i32
          %644 = llvm.insertelement %458, %643[%c1_i32_453 : i32] : vector<2xf16>
          %645 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_454 = arith.constant 0 : i32
          %646 = llvm.insertelement %469, %645[%c0_i32_454 : i32] : vector<2xf16>
          %c1_i32_455 = arith.constant 1 : i32
          %647 = llvm.insertelement %480, %646[%c1_i32_455 : i32] : vector<2xf16>
          %648 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_456 = arith.constant 0 : i32
          %649 = llvm.insertelement %524, %648[%c0_i32_456 : i32] : vector<2xf16>
          %c1_i32_457 = arith.constant 1 : i32
          %650 = llvm.insertelement %534, %649[%c1_i32_457 : i32] : vector<2xf16>
          %651 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_458 = arith.constant 0 : i32
          %652 = llvm.insertelement %544, %651[%c0_i32_458 : i32] : vector<2xf16>
          %c1_i32_459 = arith.constant 1 : i32
          %653 = llvm.insertelement %554, %652[%c1_i32_459 : i32] : vector<2xf16>
          %654 = memref.load %alloca_141[] : memref<f32>
          %655 = memref.load %alloca_142[] : memref<f32>
          %656 = memref.load %alloca_143[] : memref<f32>
          %657 = memref.load %alloca_144[] : memref<f32>
          %658 = nvvm.mma.sync A[%638, %641, %644, %647]  B[%650, %653]  C[%654, %655, %656, %657]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %659 = llvm.extractvalue %658[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %659, %alloca_141[] : memref<f32>
          %660 = llvm.extractvalue %658[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %660, %alloca_142[] : memref<f32>
          %661 = llvm.extractvalue %658[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %661, %alloca_143[] : memref<f32>
          %662 = llvm.extractvalue %658[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %662, %alloca_144[] : memref<f32>
          %663 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_460 = arith.constant 20480 : i64
          %664 = llvm.getelementptr %663[%c20480_i64_460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %665 = arith.addi %158, %155 : i64
          %c40_i64_461 = arith.constant 40 : i64
          %666 = arith.muli %665, %c40_i64_461 : i64
          %c16_i64_462 = arith.constant 16 : i64
          %c2_i64_463 = arith.constant 2 : i64
          %667 = arith.muli %156, %c2_i64_463 : i64
          %668 = arith.addi %c16_i64_462, %667 : i64
          %669 = arith.addi %666, %668 : i64
          %670 = llvm.getelementptr %664[%669] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %671 = llvm.load %670 : !llvm.ptr<3> -> f16
          %672 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_464 = arith.constant 20480 : i64
          %673 = llvm.getelementptr %672[%c20480_i64_464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %674 = arith.addi %158, %155 : i64
          %c40_i64_465 = arith.constant 40 : i64
          %675 = arith.muli %674, %c40_i64_465 : i64
          %c16_i64_466 = arith.constant 16 : i64
          %c2_i64_467 = arith.constant 2 : i64
          %676 = arith.muli %156, %c2_i64_467 : i64
          %c1_i64_468 = arith.constant 1 : i64
          %677 = arith.addi %676, %c1_i64_468 : i64
          %678 = arith.addi %c16_i64_466, %677 : i64
          %679 = arith.addi %675, %678 : i64
          %680 = llvm.getelementptr %673[%679] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %681 = llvm.load %680 : !llvm.ptr<3> -> f16
          %682 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_469 = arith.constant 20480 : i64
          %683 = llvm.getelementptr %682[%c20480_i64_469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_470 = arith.constant 8 : i64
          %684 = arith.addi %155, %c8_i64_470 : i64
          %685 = arith.addi %158, %684 : i64
          %c40_i64_471 = arith.constant 40 : i64
          %686 = arith.muli %685, %c40_i64_471 : i64
          %c16_i64_472 = arith.constant 16 : i64
          %c2_i64_473 = arith.constant 2 : i64
          %687 = arith.muli %156, %c2_i64_473 : i64
          %688 = arith.addi %c16_i64_472, %687 : i64
          %689 = arith.addi %686, %688 : i64
          %690 = llvm.getelementptr %683[%689] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %691 = llvm.load %690 : !llvm.ptr<3> -> f16
          %692 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_474 = arith.constant 20480 : i64
          %693 = llvm.getelementptr %692[%c20480_i64_474] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_475 = arith.constant 8 : i64
          %694 = arith.addi %155, %c8_i64_475 : i64
          %695 = arith.addi %158, %694 : i64
          %c40_i64_476 = arith.constant 40 : i64
          %696 = arith.muli %695, %c40_i64_476 : i64
          %c16_i64_477 = arith.constant 16 : i64
          %c2_i64_478 = arith.constant 2 : i64
          %697 = arith.muli %156, %c2_i64_478 : i64
          %c1_i64_479 = arith.constant 1 : i64
          %698 = arith.addi %697, %c1_i64_479 : i64
          %699 = arith.addi %c16_i64_477, %698 : i64
          %700 = arith.addi %696, %699 : i64
          %701 = llvm.getelementptr %693[%700] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %702 = llvm.load %701 : !llvm.ptr<3> -> f16
          %703 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_480 = arith.constant 20480 : i64
          %704 = llvm.getelementptr %703[%c20480_i64_480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %705 = arith.addi %158, %155 : i64
          %c40_i64_481 = arith.constant 40 : i64
          %706 = arith.muli %705, %c40_i64_481 : i64
          %c16_i64_482 = arith.constant 16 : i64
          %c2_i64_483 = arith.constant 2 : i64
          %707 = arith.muli %156, %c2_i64_483 : i64
          %c8_i64_484 = arith.constant 8 : i64
          %708 = arith.addi %707, %c8_i64_484 : i64
          %709 = arith.addi %c16_i64_482, %708 : i64
          %710 = arith.addi %706, %709 : i64
          %711 = llvm.getelementptr %704[%710] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %712 = llvm.load %711 : !llvm.ptr<3> -> f16
          %713 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_485 = arith.constant 20480 : i64
          %714 = llvm.getelementptr %713[%c20480_i64_485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %715 = arith.addi %158, %155 : i64
          %c40_i64_486 = arith.constant 40 : i64
          %716 = arith.muli %715, %c40_i64_486 : i64
          %c16_i64_487 = arith.constant 16 : i64
          %c2_i64_488 = arith.constant 2 : i64
          %717 = arith.muli %156, %c2_i64_488 : i64
          %c9_i64_489 = arith.constant 9 : i64
          %718 = arith.addi %717, %c9_i64_489 : i64
          %719 = arith.addi %c16_i64_487, %718 : i64
          %720 = arith.addi %716, %719 : i64
          %721 = llvm.getelementptr %714[%720] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %722 = llvm.load %721 : !llvm.ptr<3> -> f16
          %723 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_490 = arith.constant 20480 : i64
          %724 = llvm.getelementptr %723[%c20480_i64_490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_491 = arith.constant 8 : i64
          %725 = arith.addi %155, %c8_i64_491 : i64
          %726 = arith.addi %158, %725 : i64
          %c40_i64_492 = arith.constant 40 : i64
          %727 = arith.muli %726, %c40_i64_492 : i64
          %c16_i64_493 = arith.constant 16 : i64
          %c2_i64_494 = arith.constant 2 : i64
          %728 = arith.muli %156, %c2_i64_494 : i64
          %c8_i64_495 = arith.constant 8 : i64
          %729 = arith.addi %728, %c8_i64_495 : i64
          %730 = arith.addi %c16_i64_493, %729 : i64
          %731 = arith.addi %727, %730 : i64
          %732 = llvm.getelementptr %724[%731] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %733 = llvm.load %732 : !llvm.ptr<3> -> f16
          %734 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_496 = arith.constant 20480 : i64
          %735 = llvm.getelementptr %734[%c20480_i64_496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_497 = arith.constant 8 : i64
          %736 = arith.addi %155, %c8_i64_497 : i64
          %737 = arith.addi %158, %736 : i64
          %c40_i64_498 = arith.constant 40 : i64
          %738 = arith.muli %737, %c40_i64_498 : i64
          %c16_i64_499 = arith.constant 16 : i64
          %c2_i64_500 = arith.constant 2 : i64
          %739 = arith.muli %156, %c2_i64_500 : i64
          %c9_i64_501 = arith.constant 9 : i64
          %740 = arith.addi %739, %c9_i64_501 : i64
          %741 = arith.addi %c16_i64_499, %740 : i64
          %742 = arith.addi %738, %741 : i64
          %743 = llvm.getelementptr %735[%742] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %744 = llvm.load %743 : !llvm.ptr<3> -> f16
          %745 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_502 = arith.constant 20480 : i64
          %746 = llvm.getelementptr %745[%c20480_i64_502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_503 = arith.constant 16 : i64
          %747 = arith.addi %158, %c16_i64_503 : i64
          %748 = arith.addi %747, %155 : i64
          %c40_i64_504 = arith.constant 40 : i64
          %749 = arith.muli %748, %c40_i64_504 : i64
          %c16_i64_505 = arith.constant 16 : i64
          %c2_i64_506 = arith.constant 2 : i64
          %750 = arith.muli %156, %c2_i64_506 : i64
          %751 = arith.addi %c16_i64_505, %750 : i64
          %752 = arith.addi %749, %751 : i64
          %753 = llvm.getelementptr %746[%752] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %754 = llvm.load %753 : !llvm.ptr<3> -> f16
          %755 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_507 = arith.constant 20480 : i64
          %756 = llvm.getelementptr %755[%c20480_i64_507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_508 = arith.constant 16 : i64
          %757 = arith.addi %158, %c16_i64_508 : i64
          %758 = arith.addi %757, %155 : i64
          %c40_i64_509 = arith.constant 40 : i64
          %759 = arith.muli %758, %c40_i64_509 : i64
          %c16_i64_510 = arith.constant 16 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %760 = arith.muli %156, %c2_i64_511 : i64
          %c1_i64_512 = arith.constant 1 : i64
          %761 = arith.addi %760, %c1_i64_512 : i64
          %762 = arith.addi %c16_i64_510, %761 : i64
          %763 = arith.addi %759, %762 : i64
          %764 = llvm.getelementptr %756[%763] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %765 = llvm.load %764 : !llvm.ptr<3> -> f16
          %766 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_513 = arith.constant 20480 : i64
          %767 = llvm.getelementptr %766[%c20480_i64_513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_514 = arith.constant 16 : i64
          %768 = arith.addi %158, %c16_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %769 = arith.addi %155, %c8_i64_515 : i64
          %770 = arith.addi %768, %769 : i64
          %c40_i64_516 = arith.constant 40 : i64
          %771 = arith.muli %770, %c40_i64_516 : i64
          %c16_i64_517 = arith.constant 16 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %772 = arith.muli %156, %c2_i64_518 : i64
          %773 = arith.addi %c16_i64_517, %772 : i64
          %774 = arith.addi %771, %773 : i64
          %775 = llvm.getelementptr %767[%774] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %776 = llvm.load %775 : !llvm.ptr<3> -> f16
          %777 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_519 = arith.constant 20480 : i64
          %778 = llvm.getelementptr %777[%c20480_i64_519] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_520 = arith.constant 16 : i64
          %779 = arith.addi %158, %c16_i64_520 : i64
          %c8_i64_521 = arith.constant 8 : i64
          %780 = arith.addi %155, %c8_i64_521 : i64
          %781 = arith.addi %779, %780 : i64
          %c40_i64_522 = arith.constant 40 : i64
          %782 = arith.muli %781, %c40_i64_522 : i64
          %c16_i64_523 = arith.constant 16 : i64
          %c2_i64_524 = arith.constant 2 : i64
          %783 = arith.muli %156, %c2_i64_524 : i64
          %c1_i64_525 = arith.constant 1 : i64
          %784 = arith.addi %783, %c1_i64_525 : i64
          %785 = arith.addi %c16_i64_523, %784 : i64
          %786 = arith.addi %782, %785 : i64
          %787 = llvm.getelementptr %778[%786] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %788 = llvm.load %787 : !llvm.ptr<3> -> f16
          %789 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_526 = arith.constant 20480 : i64
          %790 = llvm.getelementptr %789[%c20480_i64_526] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_527 = arith.constant 16 : i64
          %791 = arith.addi %158, %c16_i64_527 : i64
          %792 = arith.addi %791, %155 : i64
          %c40_i64_528 = arith.constant 40 : i64
          %793 = arith.muli %792, %c40_i64_528 : i64
          %c16_i64_529 = arith.constant 16 : i64
          %c2_i64_530 = arith.constant 2 : i64
          %794 = arith.muli %156, %c2_i64_530 : i64
          %c8_i64_531 = arith.constant 8 : i64
          %795 = arith.addi %794, %c8_i64_531 : i64
          %796 = arith.addi %c16_i64_529, %795 : i64
          %797 = arith.addi %793, %796 : i64
          %798 = llvm.getelementptr %790[%797] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %799 = llvm.load %798 : !llvm.ptr<3> -> f16
          %800 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_532 = arith.constant 20480 : i64
          %801 = llvm.getelementptr %800[%c20480_i64_532] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_533 = arith.constant 16 : i64
          %802 = arith.addi %158, %c16_i64_533 : i64
          %803 = arith.addi %802, %155 : i64
          %c40_i64_534 = arith.constant 40 : i64
          %804 = arith.muli %803, %c40_i64_534 : i64
          %c16_i64_535 = arith.constant 16 : i64
          %c2_i64_536 = arith.constant 2 : i64
          %805 = arith.muli %156, %c2_i64_536 : i64
          %c9_i64_537 = arith.constant 9 : i64
          %806 = arith.addi %805, %c9_i64_537 : i64
          %807 = arith.addi %c16_i64_535, %806 : i64
          %808 = arith.addi %804, %807 : i64
          %809 = llvm.getelementptr %801[%808] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %810 = llvm.load %809 : !llvm.ptr<3> -> f16
          %811 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_538 = arith.constant 20480 : i64
          %812 = llvm.getelementptr %811[%c20480_i64_538] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_539 = arith.constant 16 : i64
          %813 = arith.addi %158, %c16_i64_539 : i64
          %c8_i64_540 = arith.constant 8 : i64
          %814 = arith.addi %155, %c8_i64_540 : i64
          %815 = arith.addi %813, %814 : i64
          %c40_i64_541 = arith.constant 40 : i64
          %816 = arith.muli %815, %c40_i64_541 : i64
          %c16_i64_542 = arith.constant 16 : i64
          %c2_i64_543 = arith.constant 2 : i64
          %817 = arith.muli %156, %c2_i64_543 : i64
          %c8_i64_544 = arith.constant 8 : i64
          %818 = arith.addi %817, %c8_i64_544 : i64
          %819 = arith.addi %c16_i64_542, %818 : i64
          %820 = arith.addi %816, %819 : i64
          %821 = llvm.getelementptr %812[%820] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %822 = llvm.load %821 : !llvm.ptr<3> -> f16
          %823 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_545 = arith.constant 20480 : i64
          %824 = llvm.getelementptr %823[%c20480_i64_545] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c16_i64_546 = arith.constant 16 : i64
          %825 = arith.addi %158, %c16_i64_546 : i64
          %c8_i64_547 = arith.constant 8 : i64
          %826 = arith.addi %155, %c8_i64_547 : i64
          %827 = arith.addi %825, %826 : i64
          %c40_i64_548 = arith.constant 40 : i64
          %828 = arith.muli %827, %c40_i64_548 : i64
          %c16_i64_549 = arith.constant 16 : i64
          %c2_i64_550 = arith.constant 2 : i64
          %829 = arith.muli %156, %c2_i64_550 : i64
          %c9_i64_551 = arith.constant 9 : i64
          %830 = arith.addi %829, %c9_i64_551 : i64
          %831 = arith.addi %c16_i64_549, %830 : i64
          %832 = arith.addi %828, %831 : i64
          %833 = llvm.getelementptr %824[%832] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %834 = llvm.load %833 : !llvm.ptr<3> -> f16
          %835 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_552 = arith.constant 30720 : i64
          %836 = llvm.getelementptr %835[%c30720_i64_552] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %837 = arith.addi %160, %155 : i64
          %c40_i64_553 = arith.constant 40 : i64
          %838 = arith.muli %837, %c40_i64_553 : i64
          %c16_i64_554 = arith.constant 16 : i64
          %c2_i64_555 = arith.constant 2 : i64
          %839 = arith.muli %156, %c2_i64_555 : i64
          %840 = arith.addi %c16_i64_554, %839 : i64
          %841 = arith.addi %838, %840 : i64
          %842 = llvm.getelementptr %836[%841] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %843 = llvm.load %842 : !llvm.ptr<3> -> f16
          %844 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_556 = arith.constant 30720 : i64
          %845 = llvm.getelementptr %844[%c30720_i64_556] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %846 = arith.addi %160, %155 : i64
          %c40_i64_557 = arith.constant 40 : i64
          %847 = arith.muli %846, %c40_i64_557 : i64
          %c16_i64_558 = arith.constant 16 : i64
          %c2_i64_559 = arith.constant 2 : i64
          %848 = arith.muli %156, %c2_i64_559 : i64
          %c1_i64_560 = arith.constant 1 : i64
          %849 = arith.addi %848, %c1_i64_560 : i64
          %850 = arith.addi %c16_i64_558, %849 : i64
          %851 = arith.addi %847, %850 : i64
          %852 = llvm.getelementptr %845[%851] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %853 = llvm.load %852 : !llvm.ptr<3> -> f16
          %854 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_561 = arith.constant 30720 : i64
          %855 = llvm.getelementptr %854[%c30720_i64_561] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %856 = arith.addi %160, %155 : i64
          %c40_i64_562 = arith.constant 40 : i64
          %857 = arith.muli %856, %c40_i64_562 : i64
          %c16_i64_563 = arith.constant 16 : i64
          %c2_i64_564 = arith.constant 2 : i64
          %858 = arith.muli %156, %c2_i64_564 : i64
          %c8_i64_565 = arith.constant 8 : i64
          %859 = arith.addi %858, %c8_i64_565 : i64
          %860 = arith.addi %c16_i64_563, %859 : i64
          %861 = arith.addi %857, %860 : i64
          %862 = llvm.getelementptr %855[%861] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %863 = llvm.load %862 : !llvm.ptr<3> -> f16
          %864 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_566 = arith.constant 30720 : i64
          %865 = llvm.getelementptr %864[%c30720_i64_566] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %866 = arith.addi %160, %155 : i64
          %c40_i64_567 = arith.constant 40 : i64
          %867 = arith.muli %866, %c40_i64_567 : i64
          %c16_i64_568 = arith.constant 16 : i64
          %c2_i64_569 = arith.constant 2 : i64
          %868 = arith.muli %156, %c2_i64_569 : i64
          %c9_i64_570 = arith.constant 9 : i64
          %869 = arith.addi %868, %c9_i64_570 : i64
          %870 = arith.addi %c16_i64_568, %869 : i64
          %871 = arith.addi %867, %870 : i64
          %872 = llvm.getelementptr %865[%871] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %873 = llvm.load %872 : !llvm.ptr<3> -> f16
          %874 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_571 = arith.constant 30720 : i64
          %875 = llvm.getelementptr %874[%c30720_i64_571] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_572 = arith.constant 8 : i64
          %876 = arith.addi %160, %c8_i64_572 : i64
          %877 = arith.addi %876, %155 : i64
          %c40_i64_573 = arith.constant 40 : i64
          %878 = arith.muli %877, %c40_i64_573 : i64
          %c16_i64_574 = arith.constant 16 : i64
          %c2_i64_575 = arith.constant 2 : i64
          %879 = arith.muli %156, %c2_i64_575 : i64
          %880 = arith.addi %c16_i64_574, %879 : i64
          %881 = arith.addi %878, %880 : i64
          %882 = llvm.getelementptr %875[%881] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %883 = llvm.load %882 : !llvm.ptr<3> -> f16
          %884 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_576 = arith.constant 30720 : i64
          %885 = llvm.getelementptr %884[%c30720_i64_576] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_577 = arith.constant 8 : i64
          %886 = arith.addi %160, %c8_i64_577 : i64
          %887 = arith.addi %886, %155 : i64
          %c40_i64_578 = arith.constant 40 : i64
          %888 = arith.muli %887, %c40_i64_578 : i64
          %c16_i64_579 = arith.constant 16 : i64
          %c2_i64_580 = arith.constant 2 : i64
          %889 = arith.muli %156, %c2_i64_580 : i64
          %c1_i64_581 = arith.constant 1 : i64
          %890 = arith.addi %889, %c1_i64_581 : i64
          %891 = arith.addi %c16_i64_579, %890 : i64
          %892 = arith.addi %888, %891 : i64
          %893 = llvm.getelementptr %885[%892] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %894 = llvm.load %893 : !llvm.ptr<3> -> f16
          %895 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_582 = arith.constant 30720 : i64
          %896 = llvm.getelementptr %895[%c30720_i64_582] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_583 = arith.constant 8 : i64
          %897 = arith.addi %160, %c8_i64_583 : i64
          %898 = arith.addi %897, %155 : i64
          %c40_i64_584 = arith.constant 40 : i64
          %899 = arith.muli %898, %c40_i64_584 : i64
          %c16_i64_585 = arith.constant 16 : i64
          %c2_i64_586 = arith.constant 2 : i64
          %900 = arith.muli %156, %c2_i64_586 : i64
          %c8_i64_587 = arith.constant 8 : i64
          %901 = arith.addi %900, %c8_i64_587 : i64
          %902 = arith.addi %c16_i64_585, %901 : i64
          %903 = arith.addi %899, %902 : i64
          %904 = llvm.getelementptr %896[%903] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %905 = llvm.load %904 : !llvm.ptr<3> -> f16
          %906 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_588 = arith.constant 30720 : i64
          %907 = llvm.getelementptr %906[%c30720_i64_588] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_589 = arith.constant 8 : i64
          %908 = arith.addi %160, %c8_i64_589 : i64
          %909 = arith.addi %908, %155 : i64
          %c40_i64_590 = arith.constant 40 : i64
          %910 = arith.muli %909, %c40_i64_590 : i64
          %c16_i64_591 = arith.constant 16 : i64
          %c2_i64_592 = arith.constant 2 : i64
          %911 = arith.muli %156, %c2_i64_592 : i64
          %c9_i64_593 = arith.constant 9 : i64
          %912 = arith.addi %911, %c9_i64_593 : i64
          %913 = arith.addi %c16_i64_591, %912 : i64
          %914 = arith.addi %910, %913 : i64
          %915 = llvm.getelementptr %907[%914] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %916 = llvm.load %915 : !llvm.ptr<3> -> f16
          %917 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_594 = arith.constant 0 : i32
          %918 = llvm.insertelement %671, %917[%c0_i32_594 : i32] : vector<2xf16>
          %c1_i32_595 = arith.constant 1 : i32
          %919 = llvm.insertelement %681, %918[%c1_i32_595 : i32] : vector<2xf16>
          %920 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_596 = arith.constant 0 : i32
          %921 = llvm.insertelement %691, %920[%c0_i32_596 : i32] : vector<2xf16>
          %c1_i32_597 = arith.constant 1 : i32
          %922 = llvm.insertelement %702, %921[%c1_i32_597 : i32] : vector<2xf16>
          %923 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_598 = arith.constant 0 : i32
          %924 = llvm.insertelement %712, %923[%c0_i32_598 : i32] : vector<2xf16>
          %c1_i32_599 = arith.constant 1 : i32
          %925 = llvm.insertelement %722, %924[%c1_i32_599 : i32] : vector<2xf16>
          %926 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_600 = arith.constant 0 : i32
          %927 = llvm.insertelement %733, %926[%c0_i32_600 : i32] : vector<2xf16>
          %c1_i32_601 = arith.constant 1 : i32
          %928 = llvm.insertelement %744, %927[%c1_i32_601 : i32] : vector<2xf16>
          %929 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_602 = arith.constant 0 : i32
          %930 = llvm.insertelement %843, %929[%c0_i32_602 : i32] : vector<2xf16>
          %c1_i32_603 = arith.constant 1 : i32
          %931 = llvm.insertelement %853, %930[%c1_i32_603 : i32] : vector<2xf16>
          %932 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_604 = arith.constant 0 : i32
          %933 = llvm.insertelement %863, %932[%c0_i32_604 : i32] : vector<2xf16>
          %c1_i32_605 = arith.constant 1 : i32
          %934 = llvm.insertelement %873, %933[%c1_i32_605 : i32] : vector<2xf16>
          %935 = memref.load %alloca_129[] : memref<f32>
          %936 = memref.load %alloca_130[] : memref<f32>
          %937 = memref.load %alloca_131[] : memref<f32>
          %938 = memref.load %alloca_132[] : memref<f32>
          %939 = nvvm.mma.sync A[%919, %922, %925, %928]  B[%931, %934]  C[%935, %936, %937, %938]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %940 = llvm.extractvalue %939[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %940, %alloca_129[] : memref<f32>
          %941 = llvm.extractvalue %939[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %941, %alloca_130[] : memref<f32>
          %942 = llvm.extractvalue %939[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %942, %alloca_131[] : memref<f32>
          %943 = llvm.extractvalue %939[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %943, %alloca_132[] : memref<f32>
          %944 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_606 = arith.constant 0 : i32
          %945 = llvm.insertelement %671, %944[%c0_i32_606 : i32] : vector<2xf16>
          %c1_i32_607 = arith.constant 1 : i32
          %946 = llvm.insertelement %681, %945[%c1_i32_607 : i32] : vector<2xf16>
          %947 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_608 = arith.constant 0 : i32
          %948 = llvm.insertelement %691, %947[%c0_i32_608 : i32] : vector<2xf16>
          %c1_i32_609 = arith.constant 1 : i32
          %949 = llvm.insertelement %702, %948[%c1_i32_609 : i32] : vector<2xf16>
          %950 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_610 = arith.constant 0 : i32
          %951 = llvm.insertelement %712, %950[%c0_i32_610 : i32] : vector<2xf16>
          %c1_i32_611 = arith.constant 1 : i32
          %952 = llvm.insertelement %722, %951[%c1_i32_611 : i32] : vector<2xf16>
          %953 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_612 = arith.constant 0 : i32
          %954 = llvm.insertelement %733, %953[%c0_i32_612 : i32] : vector<2xf16>
          %c1_i32_613 = arith.constant 1 : i32
          %955 = llvm.insertelement %744, %954[%c1_i32_613 : i32] : vector<2xf16>
          %956 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_614 = arith.constant 0 : i32
          %957 = llvm.insertelement %883, %956[%c0_i32_614 : i32] : vector<2xf16>
          %c1_i32_615 = arith.constant 1 : i32
          %958 = llvm.insertelement %894, %957[%c1_i32_615 : i32] : vector<2xf16>
          %959 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_616 = arith.constant 0 : i32
          %960 = llvm.insertelement %905, %959[%c0_i32_616 : i32] : vector<2xf16>
          %c1_i32_617 = arith.constant 1 : i32
          %961 = llvm.insertelement %916, %960[%c1_i32_617 : i32] : vector<2xf16>
          %962 = memref.load %alloca_133[] : memref<f32>
          %963 = memref.load %alloca_134[] : memref<f32>
          %964 = memref.load %alloca_135[] : memref<f32>
          %965 = memref.load %alloca_136[] : memref<f32>
          %966 = nvvm.mma.sync A[%946, %949, %952, %955]  B[%958, %961]  C[%962, %963, %964, %965]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %967 = llvm.extractvalue %966[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %967, %alloca_133[] : memref<f32>
          %968 = llvm.extractvalue %966[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %968, %alloca_134[] : memref<f32>
          %969 = llvm.extractvalue %966[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %969, %alloca_135[] : memref<f32>
          %970 = llvm.extractvalue %966[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %970, %alloca_136[] : memref<f32>
          %971 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_618 = arith.constant 0 : i32
          %972 = llvm.insertelement %754, %971[%c0_i32_618 : i32] : vector<2xf16>
          %c1_i32_619 = arith.constant 1 : i32
          %973 = llvm.insertelement %765, %972[%c1_i32_619 : i32] : vector<2xf16>
          %974 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_620 = arith.constant 0 : i32
          %975 = llvm.insertelement %776, %974[%c0_i32_620 : i32] : vector<2xf16>
          %c1_i32_621 = arith.constant 1 : i32
          %976 = llvm.insertelement %788, %975[%c1_i32_621 : i32] : vector<2xf16>
          %977 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_622 = arith.constant 0 : i32
          %978 = llvm.insertelement %799, %977[%c0_i32_622 : i32] : vector<2xf16>
          %c1_i32_623 = arith.constant 1 : i32
          %979 = llvm.insertelement %810, %978[%c1_i32_623 : i32] : vector<2xf16>
          %980 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_624 = arith.constant 0 : i32
          %981 = llvm.insertelement %822, %980[%c0_i32_624 : i32] : vector<2xf16>
          %c1_i32_625 = arith.constant 1 : i32
          %982 = llvm.insertelement %834, %981[%c1_i32_625 : i32] : vector<2xf16>
          %983 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_626 = arith.constant 0 : i32
          %984 = llvm.insertelement %843, %983[%c0_i32_626 : i32] : vector<2xf16>
          %c1_i32_627 = arith.constant 1 : i32
          %985 = llvm.insertelement %853, %984[%c1_i32_627 : i32] : vector<2xf16>
          %986 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_628 = arith.constant 0 : i32
          %987 = llvm.insertelement %863, %986[%c0_i32_628 : i32] : vector<2xf16>
          %c1_i32_629 = arith.constant 1 : i32
          %988 = llvm.insertelement %873, %987[%c1_i32_629 : i32] : vector<2xf16>
          %989 = memref.load %alloca_137[] : memref<f32>
          %990 = memref.load %alloca_138[] : memref<f32>
          %991 = memref.load %alloca_139[] : memref<f32>
          %992 = memref.load %alloca_140[] : memref<f32>
          %993 = nvvm.mma.sync A[%973, %976, %979, %982]  B[%985, %988]  C[%989, %990, %991, %992]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %994 = llvm.extractvalue %993[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %994, %alloca_137[] : memref<f32>
          %995 = llvm.extractvalue %993[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %995, %alloca_138[] : memref<f32>
          %996 = llvm.extractvalue %993[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %996, %alloca_139[] : memref<f32>
          %997 = llvm.extractvalue %993[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %997, %alloca_140[] : memref<f32>
          %998 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_630 = arith.constant 0 : i32
          %999 = llvm.insertelement %754, %998[%c0_i32_630 : i32] : vector<2xf16>
          %c1_i32_631 = arith.constant 1 : i32
          %1000 = llvm.insertelement %765, %999[%c1_i32_631 : i32] : vector<2xf16>
          %1001 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_632 = arith.constant 0 : i32
          %1002 = llvm.insertelement %776, %1001[%c0_i32_632 : i32] : vector<2xf16>
          %c1_i32_633 = arith.constant 1 : i32
          %1003 = llvm.insertelement %788, %1002[%c1_i32_633 : i32] : vector<2xf16>
          %1004 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_634 = arith.constant 0 : i32
          %1005 = llvm.insertelement %799, %1004[%c0_i32_634 : i32] : vector<2xf16>
          %c1_i32_635 = arith.constant 1 : i32
          %1006 = llvm.insertelement %810, %1005[%c1_i32_635 : i32] : vector<2xf16>
          %1007 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_636 = arith.constant 0 : i32
          %1008 = llvm.insertelement %822, %1007[%c0_i32_636 : i32] : vector<2xf16>
          %c1_i32_637 = arith.constant 1 : i32
          %1009 = llvm.insertelement %834, %1008[%c1_i32_637 : i32] : vector<2xf16>
          %1010 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_638 = arith.constant 0 : i32
          %1011 = llvm.insertelement %883, %1010[%c0_i32_638 : i32] : vector<2xf16>
          %c1_i32_639 = arith.constant 1 : i32
          %1012 = llvm.insertelement %894, %1011[%c1_i32_639 : i32] : vector<2xf16>
          %1013 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_640 = arith.constant 0 : i32
          %1014 = llvm.insertelement %905, %1013[%c0_i32_640 : i32] : vector<2xf16>
          %c1_i32_641 = arith.constant 1 : i32
          %1015 = llvm.insertelement %916, %1014[%c1_i32_641 : i32] : vector<2xf16>
          %1016 = memref.load %alloca_141[] : memref<f32>
          %1017 = memref.load %alloca_142[] : memref<f32>
          %1018 = memref.load %alloca_143[] : memref<f32>
          %1019 = memref.load %alloca_144[] : memref<f32>
          %1020 = nvvm.mma.sync A[%1000, %1003, %1006, %1009]  B[%1012, %1015]  C[%1016, %1017, %1018, %1019]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1021 = llvm.extractvalue %1020[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1021, %alloca_141[] : memref<f32>
          %1022 = llvm.extractvalue %1020[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1022, %alloca_142[] : memref<f32>
          %1023 = llvm.extractvalue %1020[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1023, %alloca_143[] : memref<f32>
          %1024 = llvm.extractvalue %1020[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1024, %alloca_144[] : memref<f32>
        }
        %165 = arith.addi %162, %158 : i64
        %166 = arith.addi %165, %155 : i64
        %167 = arith.addi %164, %160 : i64
        %c2_i64 = arith.constant 2 : i64
        %168 = arith.muli %156, %c2_i64 : i64
        %169 = arith.addi %167, %168 : i64
        %c70_i64 = arith.constant 70 : i64
        %170 = arith.cmpi slt, %166, %c70_i64 : i64
        %c40_i64 = arith.constant 40 : i64
        %171 = arith.cmpi slt, %169, %c40_i64 : i64
        %172 = arith.andi %170, %171 : i1
        scf.if %172 {
          %325 = memref.load %alloca_129[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %169, %c70_i64_300 : i64
          %327 = arith.addi %166, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %173 = arith.addi %162, %158 : i64
        %174 = arith.addi %173, %155 : i64
        %175 = arith.addi %164, %160 : i64
        %c2_i64_223 = arith.constant 2 : i64
        %176 = arith.muli %156, %c2_i64_223 : i64
        %c1_i64_224 = arith.constant 1 : i64
        %177 = arith.addi %176, %c1_i64_224 : i64
        %178 = arith.addi %175, %177 : i64
        %c70_i64_225 = arith.constant 70 : i64
        %179 = arith.cmpi slt, %174, %c70_i64_225 : i64
        %c40_i64_226 = arith.constant 40 : i64
        %180 = arith.cmpi slt, %178, %c40_i64_226 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %325 = memref.load %alloca_130[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %178, %c70_i64_300 : i64
          %327 = arith.addi %174, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %182 = arith.addi %162, %158 : i64
        %c8_i64_227 = arith.constant 8 : i64
        %183 = arith.addi %155, %c8_i64_227 : i64
        %184 = arith.addi %182, %183 : i64
        %185 = arith.addi %164, %160 : i64
        %c2_i64_228 = arith.constant 2 : i64
        %186 = arith.muli %156, %c2_i64_228 : i64
        %187 = arith.addi %185, %186 : i64
        %c70_i64_229 = arith.constant 70 : i64
        %188 = arith.cmpi slt, %184, %c70_i64_229 : i64
        %c40_i64_230 = arith.constant 40 : i64
        %189 = arith.cmpi slt, %187, %c40_i64_230 : i64
        %190 = arith.andi %188, %189 : i1
        scf.if %190 {
          %325 = memref.load %alloca_131[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %187, %c70_i64_300 : i64
          %327 = arith.addi %184, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %191 = arith.addi %162, %158 : i64
        %c8_i64_231 = arith.constant 8 : i64
        %192 = arith.addi %155, %c8_i64_231 : i64
        %193 = arith.addi %191, %192 : i64
        %194 = arith.addi %164, %160 : i64
        %c2_i64_232 = arith.constant 2 : i64
        %195 = arith.muli %156, %c2_i64_232 : i64
        %c1_i64_233 = arith.constant 1 : i64
        %196 = arith.addi %195, %c1_i64_233 : i64
        %197 = arith.addi %194, %196 : i64
        %c70_i64_234 = arith.constant 70 : i64
        %198 = arith.cmpi slt, %193, %c70_i64_234 : i64
        %c40_i64_235 = arith.constant 40 : i64
        %199 = arith.cmpi slt, %197, %c40_i64_235 : i64
        %200 = arith.andi %198, %199 : i1
        scf.if %200 {
          %325 = memref.load %alloca_132[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %197, %c70_i64_300 : i64
          %327 = arith.addi %193, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %201 = arith.addi %162, %158 : i64
        %202 = arith.addi %201, %155 : i64
        %203 = arith.addi %164, %160 : i64
        %c8_i64_236 = arith.constant 8 : i64
        %204 = arith.addi %203, %c8_i64_236 : i64
        %c2_i64_237 = arith.constant 2 : i64
        %205 = arith.muli %156, %c2_i64_237 : i64
        %206 = arith.addi %204, %205 : i64
        %c70_i64_238 = arith.constant 70 : i64
        %207 = arith.cmpi slt, %202, %c70_i64_238 : i64
        %c40_i64_239 = arith.constant 40 : i64
        %208 = arith.cmpi slt, %206, %c40_i64_239 : i64
        %209 = arith.andi %207, %208 : i1
        scf.if %209 {
          %325 = memref.load %alloca_133[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %206, %c70_i64_300 : i64
          %327 = arith.addi %202, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %210 = arith.addi %162, %158 : i64
        %211 = arith.addi %210, %155 : i64
        %212 = arith.addi %164, %160 : i64
        %c8_i64_240 = arith.constant 8 : i64
        %213 = arith.addi %212, %c8_i64_240 : i64
        %c2_i64_241 = arith.constant 2 : i64
        %214 = arith.muli %156, %c2_i64_241 : i64
        %c1_i64_242 = arith.constant 1 : i64
        %215 = arith.addi %214, %c1_i64_242 : i64
        %216 = arith.addi %213, %215 : i64
        %c70_i64_243 = arith.constant 70 : i64
        %217 = arith.cmpi slt, %211, %c70_i64_243 : i64
        %c40_i64_244 = arith.constant 40 : i64
        %218 = arith.cmpi slt, %216, %c40_i64_244 : i64
        %219 = arith.andi %217, %218 : i1
        scf.if %219 {
          %325 = memref.load %alloca_134[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %216, %c70_i64_300 : i64
          %327 = arith.addi %211, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %220 = arith.addi %162, %158 : i64
        %c8_i64_245 = arith.constant 8 : i64
        %221 = arith.addi %155, %c8_i64_245 : i64
        %222 = arith.addi %220, %221 : i64
        %223 = arith.addi %164, %160 : i64
        %c8_i64_246 = arith.constant 8 : i64
        %224 = arith.addi %223, %c8_i64_246 : i64
        %c2_i64_247 = arith.constant 2 : i64
        %225 = arith.muli %156, %c2_i64_247 : i64
        %226 = arith.addi %224, %225 : i64
        %c70_i64_248 = arith.constant 70 : i64
        %227 = arith.cmpi slt, %222, %c70_i64_248 : i64
        %c40_i64_249 = arith.constant 40 : i64
        %228 = arith.cmpi slt, %226, %c40_i64_249 : i64
        %229 = arith.andi %227, %228 : i1
        scf.if %229 {
          %325 = memref.load %alloca_135[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %226, %c70_i64_300 : i64
          %327 = arith.addi %222, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %230 = arith.addi %162, %158 : i64
        %c8_i64_250 = arith.constant 8 : i64
        %231 = arith.addi %155, %c8_i64_250 : i64
        %232 = arith.addi %230, %231 : i64
        %233 = arith.addi %164, %160 : i64
        %c8_i64_251 = arith.constant 8 : i64
        %234 = arith.addi %233, %c8_i64_251 : i64
        %c2_i64_252 = arith.constant 2 : i64
        %235 = arith.muli %156, %c2_i64_252 : i64
        %c1_i64_253 = arith.constant 1 : i64
        %236 = arith.addi %235, %c1_i64_253 : i64
        %237 = arith.addi %234, %236 : i64
        %c70_i64_254 = arith.constant 70 : i64
        %238 = arith.cmpi slt, %232, %c70_i64_254 : i64
        %c40_i64_255 = arith.constant 40 : i64
        %239 = arith.cmpi slt, %237, %c40_i64_255 : i64
        %240 = arith.andi %238, %239 : i1
        scf.if %240 {
          %325 = memref.load %alloca_136[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %237, %c70_i64_300 : i64
          %327 = arith.addi %232, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %241 = arith.addi %162, %158 : i64
        %c16_i64_256 = arith.constant 16 : i64
        %242 = arith.addi %241, %c16_i64_256 : i64
        %243 = arith.addi %242, %155 : i64
        %244 = arith.addi %164, %160 : i64
        %c2_i64_257 = arith.constant 2 : i64
        %245 = arith.muli %156, %c2_i64_257 : i64
        %246 = arith.addi %244, %245 : i64
        %c70_i64_258 = arith.constant 70 : i64
        %247 = arith.cmpi slt, %243, %c70_i64_258 : i64
        %c40_i64_259 = arith.constant 40 : i64
        %248 = arith.cmpi slt, %246, %c40_i64_259 : i64
        %249 = arith.andi %247, %248 : i1
        scf.if %249 {
          %325 = memref.load %alloca_137[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %246, %c70_i64_300 : i64
          %327 = arith.addi %243, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %250 = arith.addi %162, %158 : i64
        %c16_i64_260 = arith.constant 16 : i64
        %251 = arith.addi %250, %c16_i64_260 : i64
        %252 = arith.addi %251, %155 : i64
        %253 = arith.addi %164, %160 : i64
        %c2_i64_261 = arith.constant 2 : i64
        %254 = arith.muli %156, %c2_i64_261 : i64
        %c1_i64_262 = arith.constant 1 : i64
        %255 = arith.addi %254, %c1_i64_262 : i64
        %256 = arith.addi %253, %255 : i64
        %c70_i64_263 = arith.constant 70 : i64
        %257 = arith.cmpi slt, %252, %c70_i64_263 : i64
        %c40_i64_264 = arith.constant 40 : i64
        %258 = arith.cmpi slt, %256, %c40_i64_264 : i64
        %259 = arith.andi %257, %258 : i1
        scf.if %259 {
          %325 = memref.load %alloca_138[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %256, %c70_i64_300 : i64
          %327 = arith.addi %252, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %260 = arith.addi %162, %158 : i64
        %c16_i64_265 = arith.constant 16 : i64
        %261 = arith.addi %260, %c16_i64_265 : i64
        %c8_i64_266 = arith.constant 8 : i64
        %262 = arith.addi %155, %c8_i64_266 : i64
        %263 = arith.addi %261, %262 : i64
        %264 = arith.addi %164, %160 : i64
        %c2_i64_267 = arith.constant 2 : i64
        %265 = arith.muli %156, %c2_i64_267 : i64
        %266 = arith.addi %264, %265 : i64
        %c70_i64_268 = arith.constant 70 : i64
        %267 = arith.cmpi slt, %263, %c70_i64_268 : i64
        %c40_i64_269 = arith.constant 40 : i64
        %268 = arith.cmpi slt, %266, %c40_i64_269 : i64
        %269 = arith.andi %267, %268 : i1
        scf.if %269 {
          %325 = memref.load %alloca_139[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %266, %c70_i64_300 : i64
          %327 = arith.addi %263, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %270 = arith.addi %162, %158 : i64
        %c16_i64_270 = arith.constant 16 : i64
        %271 = arith.addi %270, %c16_i64_270 : i64
        %c8_i64_271 = arith.constant 8 : i64
        %272 = arith.addi %155, %c8_i64_271 : i64
        %273 = arith.addi %271, %272 : i64
        %274 = arith.addi %164, %160 : i64
        %c2_i64_272 = arith.constant 2 : i64
        %275 = arith.muli %156, %c2_i64_272 : i64
        %c1_i64_273 = arith.constant 1 : i64
        %276 = arith.addi %275, %c1_i64_273 : i64
        %277 = arith.addi %274, %276 : i64
        %c70_i64_274 = arith.constant 70 : i64
        %278 = arith.cmpi slt, %273, %c70_i64_274 : i64
        %c40_i64_275 = arith.constant 40 : i64
        %279 = arith.cmpi slt, %277, %c40_i64_275 : i64
        %280 = arith.andi %278, %279 : i1
        scf.if %280 {
          %325 = memref.load %alloca_140[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %277, %c70_i64_300 : i64
          %327 = arith.addi %273, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %281 = arith.addi %162, %158 : i64
        %c16_i64_276 = arith.constant 16 : i64
        %282 = arith.addi %281, %c16_i64_276 : i64
        %283 = arith.addi %282, %155 : i64
        %284 = arith.addi %164, %160 : i64
        %c8_i64_277 = arith.constant 8 : i64
        %285 = arith.addi %284, %c8_i64_277 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %286 = arith.muli %156, %c2_i64_278 : i64
        %287 = arith.addi %285, %286 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %288 = arith.cmpi slt, %283, %c70_i64_279 : i64
        %c40_i64_280 = arith.constant 40 : i64
        %289 = arith.cmpi slt, %287, %c40_i64_280 : i64
        %290 = arith.andi %288, %289 : i1
        scf.if %290 {
          %325 = memref.load %alloca_141[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %287, %c70_i64_300 : i64
          %327 = arith.addi %283, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %291 = arith.addi %162, %158 : i64
        %c16_i64_281 = arith.constant 16 : i64
        %292 = arith.addi %291, %c16_i64_281 : i64
        %293 = arith.addi %292, %155 : i64
        %294 = arith.addi %164, %160 : i64
        %c8_i64_282 = arith.constant 8 : i64
        %295 = arith.addi %294, %c8_i64_282 : i64
        %c2_i64_283 = arith.constant 2 : i64
        %296 = arith.muli %156, %c2_i64_283 : i64
        %c1_i64_284 = arith.constant 1 : i64
        %297 = arith.addi %296, %c1_i64_284 : i64
        %298 = arith.addi %295, %297 : i64
        %c70_i64_285 = arith.constant 70 : i64
        %299 = arith.cmpi slt, %293, %c70_i64_285 : i64
        %c40_i64_286 = arith.constant 40 : i64
        %300 = arith.cmpi slt, %298, %c40_i64_286 : i64
        %301 = arith.andi %299, %300 : i1
        scf.if %301 {
          %325 = memref.load %alloca_142[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %298, %c70_i64_300 : i64
          %327 = arith.addi %293, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %302 = arith.addi %162, %158 : i64
        %c16_i64_287 = arith.constant 16 : i64
        %303 = arith.addi %302, %c16_i64_287 : i64
        %c8_i64_288 = arith.constant 8 : i64
        %304 = arith.addi %155, %c8_i64_288 : i64
        %305 = arith.addi %303, %304 : i64
        %306 = arith.addi %164, %160 : i64
        %c8_i64_289 = arith.constant 8 : i64
        %307 = arith.addi %306, %c8_i64_289 : i64
        %c2_i64_290 = arith.constant 2 : i64
        %308 = arith.muli %156, %c2_i64_290 : i64
        %309 = arith.addi %307, %308 : i64
        %c70_i64_291 = arith.constant 70 : i64
        %310 = arith.cmpi slt, %305, %c70_i64_291 : i64
        %c40_i64_292 = arith.constant 40 : i64
        %311 = arith.cmpi slt, %309, %c40_i64_292 : i64
        %312 = arith.andi %310, %311 : i1
        scf.if %312 {
          %325 = memref.load %alloca_143[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %309, %c70_i64_300 : i64
          %327 = arith.addi %305, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
        %313 = arith.addi %162, %158 : i64
        %c16_i64_293 = arith.constant 16 : i64
        %314 = arith.addi %313, %c16_i64_293 : i64
        %c8_i64_294 = arith.constant 8 : i64
        %315 = arith.addi %155, %c8_i64_294 : i64
        %316 = arith.addi %314, %315 : i64
        %317 = arith.addi %164, %160 : i64
        %c8_i64_295 = arith.constant 8 : i64
        %318 = arith.addi %317, %c8_i64_295 : i64
        %c2_i64_296 = arith.constant 2 : i64
        %319 = arith.muli %156, %c2_i64_296 : i64
        %c1_i64_297 = arith.constant 1 : i64
        %320 = arith.addi %319, %c1_i64_297 : i64
        %321 = arith.addi %318, %320 : i64
        %c70_i64_298 = arith.constant 70 : i64
        %322 = arith.cmpi slt, %316, %c70_i64_298 : i64
        %c40_i64_299 = arith.constant 40 : i64
        %323 = arith.cmpi slt, %321, %c40_i64_299 : i64
        %324 = arith.andi %322, %323 : i1
        scf.if %324 {
          %325 = memref.load %alloca_144[] : memref<f32>
          %c70_i64_300 = arith.constant 70 : i64
          %326 = arith.muli %321, %c70_i64_300 : i64
          %327 = arith.addi %316, %326 : i64
          %328 = llvm.getelementptr %148[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %325, %328 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
