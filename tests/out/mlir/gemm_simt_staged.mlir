module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_simt_staged() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<40256 x i8>
    gpu.func @simt_staged(%arg0: memref<64x64x?xf32, strided<[1, 64, 4096]>, 1>, %arg1: memref<64x64x?xf32, strided<[1, 64, 4096]>, 1>, %arg2: memref<64x64x?xf32, strided<[1, 64, 4096]>, 1>, %arg3: memref<37x100x?xf32, strided<[1, 37, 3700]>, 1>, %arg4: memref<70x37x?xf32, strided<[1, 70, 2590]>, 1>, %arg5: memref<100x70x?xf32, strided<[1, 100, 7000]>, 1>, %arg6: memref<160x24x?xf64, strided<[1, 160, 3840]>, 1>, %arg7: memref<40x96x?xf64, strided<[1, 40, 3840]>, 1>, %arg8: memref<160x96x?xf64, strided<[1, 160, 15360]>, 1>, %arg9: memref<72x8x?xf32, strided<[1, 72, 576]>, 1>, %arg10: memref<8x64x?xf32, strided<[1, 8, 512]>, 1>, %arg11: memref<72x64x?xf32, strided<[1, 72, 4608]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<37x100x?xf32, strided<[1, 37, 3700]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<37x100x?xf32, strided<[1, 37, 3700]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<70x37x?xf32, strided<[1, 70, 2590]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<70x37x?xf32, strided<[1, 70, 2590]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<100x70x?xf32, strided<[1, 100, 7000]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<100x70x?xf32, strided<[1, 100, 7000]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<160x24x?xf64, strided<[1, 160, 3840]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<160x24x?xf64, strided<[1, 160, 3840]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg7 : memref<40x96x?xf64, strided<[1, 40, 3840]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<40x96x?xf64, strided<[1, 40, 3840]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg8 : memref<160x96x?xf64, strided<[1, 160, 15360]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<160x96x?xf64, strided<[1, 160, 15360]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %arg9 : memref<72x8x?xf32, strided<[1, 72, 576]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<72x8x?xf32, strided<[1, 72, 576]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %arg10 : memref<8x64x?xf32, strided<[1, 8, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<8x64x?xf32, strided<[1, 8, 512]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#2 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:3, %strides_53:3 = memref.extract_strided_metadata %arg11 : memref<72x64x?xf32, strided<[1, 72, 4608]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg11 : memref<72x64x?xf32, strided<[1, 72, 4608]>, 1> -> index
      %33 = arith.index_cast %intptr_54 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_52#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
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
      %alloca_106 = memref.alloca() : memref<f64>
      %alloca_107 = memref.alloca() : memref<f64>
      %alloca_108 = memref.alloca() : memref<f64>
      %alloca_109 = memref.alloca() : memref<f64>
      %alloca_110 = memref.alloca() : memref<f64>
      %alloca_111 = memref.alloca() : memref<f64>
      %alloca_112 = memref.alloca() : memref<f64>
      %alloca_113 = memref.alloca() : memref<f64>
      %alloca_114 = memref.alloca() : memref<f64>
      %alloca_115 = memref.alloca() : memref<f64>
      %alloca_116 = memref.alloca() : memref<f64>
      %alloca_117 = memref.alloca() : memref<f64>
      %alloca_118 = memref.alloca() : memref<f64>
      %alloca_119 = memref.alloca() : memref<f64>
      %alloca_120 = memref.alloca() : memref<f64>
      %alloca_121 = memref.alloca() : memref<f64>
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
      %block_id_x = gpu.block_id  x
      %36 = arith.index_cast %block_id_x : index to i64
      %c4096_i64 = arith.constant 4096 : i64
      %37 = arith.muli %36, %c4096_i64 : i64
      %38 = llvm.getelementptr %1[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4096_i64_142 = arith.constant 4096 : i64
      %39 = arith.muli %36, %c4096_i64_142 : i64
      %40 = llvm.getelementptr %4[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4096_i64_143 = arith.constant 4096 : i64
      %41 = arith.muli %36, %c4096_i64_143 : i64
      %42 = llvm.getelementptr %7[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y : index to i64
      %45 = arith.muli %c64_i64, %44 : i64
      %46 = arith.addi %43, %45 : i64
      %c64_i64_144 = arith.constant 64 : i64
      %47 = arith.remsi %46, %c64_i64_144 : i64
      %c64_i64_145 = arith.constant 64 : i64
      %48 = arith.divsi %46, %c64_i64_145 : i64
      %c8_i64 = arith.constant 8 : i64
      %49 = arith.muli %48, %c8_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_146 = arith.constant 0.000000e+00 : f32
      memref.store %cst_146, %alloca_55[] : memref<f32>
      %cst_147 = arith.constant 0.000000e+00 : f32
      memref.store %cst_147, %alloca_56[] : memref<f32>
      %cst_148 = arith.constant 0.000000e+00 : f32
      memref.store %cst_148, %alloca_57[] : memref<f32>
      %cst_149 = arith.constant 0.000000e+00 : f32
      memref.store %cst_149, %alloca_58[] : memref<f32>
      %cst_150 = arith.constant 0.000000e+00 : f32
      memref.store %cst_150, %alloca_59[] : memref<f32>
      %cst_151 = arith.constant 0.000000e+00 : f32
      memref.store %cst_151, %alloca_60[] : memref<f32>
      %cst_152 = arith.constant 0.000000e+00 : f32
      memref.store %cst_152, %alloca_61[] : memref<f32>
      %c64_i64_153 = arith.constant 64 : i64
      %50 = arith.remsi %46, %c64_i64_153 : i64
      %c64_i64_154 = arith.constant 64 : i64
      %51 = arith.divsi %46, %c64_i64_154 : i64
      %c512_i64 = arith.constant 512 : i64
      %52 = arith.addi %46, %c512_i64 : i64
      %c64_i64_155 = arith.constant 64 : i64
      %53 = arith.remsi %52, %c64_i64_155 : i64
      %c64_i64_156 = arith.constant 64 : i64
      %54 = arith.divsi %52, %c64_i64_156 : i64
      %cst_157 = arith.constant 0.000000e+00 : f32
      memref.store %cst_157, %alloca_62[] : memref<f32>
      %c64_i64_158 = arith.constant 64 : i64
      %55 = arith.muli %51, %c64_i64_158 : i64
      %56 = arith.addi %50, %55 : i64
      %57 = llvm.getelementptr %38[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %58 = llvm.load %57 : !llvm.ptr<1> -> f32
      memref.store %58, %alloca_62[] : memref<f32>
      %cst_159 = arith.constant 0.000000e+00 : f32
      memref.store %cst_159, %alloca_63[] : memref<f32>
      %c64_i64_160 = arith.constant 64 : i64
      %59 = arith.muli %54, %c64_i64_160 : i64
      %60 = arith.addi %53, %59 : i64
      %61 = llvm.getelementptr %38[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %62 = llvm.load %61 : !llvm.ptr<1> -> f32
      memref.store %62, %alloca_63[] : memref<f32>
      %c16_i64 = arith.constant 16 : i64
      %63 = arith.divsi %46, %c16_i64 : i64
      %c16_i64_161 = arith.constant 16 : i64
      %64 = arith.remsi %46, %c16_i64_161 : i64
      %c512_i64_162 = arith.constant 512 : i64
      %65 = arith.addi %46, %c512_i64_162 : i64
      %c16_i64_163 = arith.constant 16 : i64
      %66 = arith.divsi %65, %c16_i64_163 : i64
      %c16_i64_164 = arith.constant 16 : i64
      %67 = arith.remsi %65, %c16_i64_164 : i64
      %cst_165 = arith.constant 0.000000e+00 : f32
      memref.store %cst_165, %alloca_64[] : memref<f32>
      %c64_i64_166 = arith.constant 64 : i64
      %68 = arith.muli %63, %c64_i64_166 : i64
      %69 = arith.addi %64, %68 : i64
      %70 = llvm.getelementptr %40[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %71 = llvm.load %70 : !llvm.ptr<1> -> f32
      memref.store %71, %alloca_64[] : memref<f32>
      %cst_167 = arith.constant 0.000000e+00 : f32
      memref.store %cst_167, %alloca_65[] : memref<f32>
      %c64_i64_168 = arith.constant 64 : i64
      %72 = arith.muli %66, %c64_i64_168 : i64
      %73 = arith.addi %67, %72 : i64
      %74 = llvm.getelementptr %40[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %75 = llvm.load %74 : !llvm.ptr<1> -> f32
      memref.store %75, %alloca_65[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c64_i64_169 = arith.constant 64 : i64
      %c16_i64_170 = arith.constant 16 : i64
      scf.for %arg12 = %c0_i64 to %c64_i64_169 step %c16_i64_170  : i64 {
        gpu.barrier
        %c64_i64_337 = arith.constant 64 : i64
        %276 = arith.remsi %46, %c64_i64_337 : i64
        %c64_i64_338 = arith.constant 64 : i64
        %277 = arith.divsi %46, %c64_i64_338 : i64
        %c512_i64_339 = arith.constant 512 : i64
        %278 = arith.addi %46, %c512_i64_339 : i64
        %c64_i64_340 = arith.constant 64 : i64
        %279 = arith.remsi %278, %c64_i64_340 : i64
        %c64_i64_341 = arith.constant 64 : i64
        %280 = arith.divsi %278, %c64_i64_341 : i64
        %281 = memref.load %alloca_62[] : memref<f32>
        %282 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64 = arith.constant 18432 : i64
        %283 = llvm.getelementptr %282[%c18432_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_342 = arith.constant 64 : i64
        %284 = arith.muli %277, %c64_i64_342 : i64
        %285 = arith.addi %276, %284 : i64
        %286 = llvm.getelementptr %283[%285] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %281, %286 : f32, !llvm.ptr<3>
        %287 = memref.load %alloca_63[] : memref<f32>
        %288 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_343 = arith.constant 18432 : i64
        %289 = llvm.getelementptr %288[%c18432_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_344 = arith.constant 64 : i64
        %290 = arith.muli %280, %c64_i64_344 : i64
        %291 = arith.addi %279, %290 : i64
        %292 = llvm.getelementptr %289[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %287, %292 : f32, !llvm.ptr<3>
        %c16_i64_345 = arith.constant 16 : i64
        %293 = arith.divsi %46, %c16_i64_345 : i64
        %c16_i64_346 = arith.constant 16 : i64
        %294 = arith.remsi %46, %c16_i64_346 : i64
        %c512_i64_347 = arith.constant 512 : i64
        %295 = arith.addi %46, %c512_i64_347 : i64
        %c16_i64_348 = arith.constant 16 : i64
        %296 = arith.divsi %295, %c16_i64_348 : i64
        %c16_i64_349 = arith.constant 16 : i64
        %297 = arith.remsi %295, %c16_i64_349 : i64
        %298 = memref.load %alloca_64[] : memref<f32>
        %299 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64 = arith.constant 22528 : i64
        %300 = llvm.getelementptr %299[%c22528_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64 = arith.constant 68 : i64
        %301 = arith.muli %294, %c68_i64 : i64
        %302 = arith.addi %293, %301 : i64
        %303 = llvm.getelementptr %300[%302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %298, %303 : f32, !llvm.ptr<3>
        %304 = memref.load %alloca_65[] : memref<f32>
        %305 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_350 = arith.constant 22528 : i64
        %306 = llvm.getelementptr %305[%c22528_i64_350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64_351 = arith.constant 68 : i64
        %307 = arith.muli %297, %c68_i64_351 : i64
        %308 = arith.addi %296, %307 : i64
        %309 = llvm.getelementptr %306[%308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %304, %309 : f32, !llvm.ptr<3>
        gpu.barrier
        %c16_i64_352 = arith.constant 16 : i64
        %310 = arith.addi %arg12, %c16_i64_352 : i64
        %c64_i64_353 = arith.constant 64 : i64
        %311 = arith.cmpi slt, %310, %c64_i64_353 : i64
        scf.if %311 {
          %c64_i64_514 = arith.constant 64 : i64
          %1286 = arith.remsi %46, %c64_i64_514 : i64
          %c64_i64_515 = arith.constant 64 : i64
          %1287 = arith.divsi %46, %c64_i64_515 : i64
          %c512_i64_516 = arith.constant 512 : i64
          %1288 = arith.addi %46, %c512_i64_516 : i64
          %c64_i64_517 = arith.constant 64 : i64
          %1289 = arith.remsi %1288, %c64_i64_517 : i64
          %c64_i64_518 = arith.constant 64 : i64
          %1290 = arith.divsi %1288, %c64_i64_518 : i64
          %1291 = arith.addi %310, %1287 : i64
          %c64_i64_519 = arith.constant 64 : i64
          %1292 = arith.muli %1291, %c64_i64_519 : i64
          %1293 = arith.addi %1286, %1292 : i64
          %1294 = llvm.getelementptr %38[%1293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1295 = llvm.load %1294 : !llvm.ptr<1> -> f32
          memref.store %1295, %alloca_62[] : memref<f32>
          %1296 = arith.addi %310, %1290 : i64
          %c64_i64_520 = arith.constant 64 : i64
          %1297 = arith.muli %1296, %c64_i64_520 : i64
          %1298 = arith.addi %1289, %1297 : i64
          %1299 = llvm.getelementptr %38[%1298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1300 = llvm.load %1299 : !llvm.ptr<1> -> f32
          memref.store %1300, %alloca_63[] : memref<f32>
          %c16_i64_521 = arith.constant 16 : i64
          %1301 = arith.divsi %46, %c16_i64_521 : i64
          %c16_i64_522 = arith.constant 16 : i64
          %1302 = arith.remsi %46, %c16_i64_522 : i64
          %c512_i64_523 = arith.constant 512 : i64
          %1303 = arith.addi %46, %c512_i64_523 : i64
          %c16_i64_524 = arith.constant 16 : i64
          %1304 = arith.divsi %1303, %c16_i64_524 : i64
          %c16_i64_525 = arith.constant 16 : i64
          %1305 = arith.remsi %1303, %c16_i64_525 : i64
          %1306 = arith.addi %310, %1302 : i64
          %c64_i64_526 = arith.constant 64 : i64
          %1307 = arith.muli %1301, %c64_i64_526 : i64
          %1308 = arith.addi %1306, %1307 : i64
          %1309 = llvm.getelementptr %40[%1308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1310 = llvm.load %1309 : !llvm.ptr<1> -> f32
          memref.store %1310, %alloca_64[] : memref<f32>
          %1311 = arith.addi %310, %1305 : i64
          %c64_i64_527 = arith.constant 64 : i64
          %1312 = arith.muli %1304, %c64_i64_527 : i64
          %1313 = arith.addi %1311, %1312 : i64
          %1314 = llvm.getelementptr %40[%1313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1315 = llvm.load %1314 : !llvm.ptr<1> -> f32
          memref.store %1315, %alloca_65[] : memref<f32>
        }
        %312 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_354 = arith.constant 18432 : i64
        %313 = llvm.getelementptr %312[%c18432_i64_354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %314 = llvm.getelementptr %313[%47] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %315 = llvm.load %314 : !llvm.ptr<3> -> f32
        %316 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_355 = arith.constant 22528 : i64
        %317 = llvm.getelementptr %316[%c22528_i64_355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %318 = llvm.getelementptr %317[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %319 = llvm.load %318 : !llvm.ptr<3> -> f32
        %320 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_356 = arith.constant 22528 : i64
        %321 = llvm.getelementptr %320[%c22528_i64_356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_357 = arith.constant 1 : i64
        %322 = arith.addi %49, %c1_i64_357 : i64
        %323 = llvm.getelementptr %321[%322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %324 = llvm.load %323 : !llvm.ptr<3> -> f32
        %325 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_358 = arith.constant 22528 : i64
        %326 = llvm.getelementptr %325[%c22528_i64_358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_359 = arith.constant 2 : i64
        %327 = arith.addi %49, %c2_i64_359 : i64
        %328 = llvm.getelementptr %326[%327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %329 = llvm.load %328 : !llvm.ptr<3> -> f32
        %330 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_360 = arith.constant 22528 : i64
        %331 = llvm.getelementptr %330[%c22528_i64_360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_361 = arith.constant 3 : i64
        %332 = arith.addi %49, %c3_i64_361 : i64
        %333 = llvm.getelementptr %331[%332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %334 = llvm.load %333 : !llvm.ptr<3> -> f32
        %335 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_362 = arith.constant 22528 : i64
        %336 = llvm.getelementptr %335[%c22528_i64_362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_363 = arith.constant 4 : i64
        %337 = arith.addi %49, %c4_i64_363 : i64
        %338 = llvm.getelementptr %336[%337] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %339 = llvm.load %338 : !llvm.ptr<3> -> f32
        %340 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_364 = arith.constant 22528 : i64
        %341 = llvm.getelementptr %340[%c22528_i64_364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_365 = arith.constant 5 : i64
        %342 = arith.addi %49, %c5_i64_365 : i64
        %343 = llvm.getelementptr %341[%342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %344 = llvm.load %343 : !llvm.ptr<3> -> f32
        %345 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_366 = arith.constant 22528 : i64
        %346 = llvm.getelementptr %345[%c22528_i64_366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_367 = arith.constant 6 : i64
        %347 = arith.addi %49, %c6_i64_367 : i64
        %348 = llvm.getelementptr %346[%347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %349 = llvm.load %348 : !llvm.ptr<3> -> f32
        %350 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_368 = arith.constant 22528 : i64
        %351 = llvm.getelementptr %350[%c22528_i64_368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_369 = arith.constant 7 : i64
        %352 = arith.addi %49, %c7_i64_369 : i64
        %353 = llvm.getelementptr %351[%352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %354 = llvm.load %353 : !llvm.ptr<3> -> f32
        %355 = memref.load %alloca[] : memref<f32>
        %356 = llvm.intr.fma(%315, %319, %355) : (f32, f32, f32) -> f32
        memref.store %356, %alloca[] : memref<f32>
        %357 = memref.load %alloca_55[] : memref<f32>
        %358 = llvm.intr.fma(%315, %324, %357) : (f32, f32, f32) -> f32
        memref.store %358, %alloca_55[] : memref<f32>
        %359 = memref.load %alloca_56[] : memref<f32>
        %360 = llvm.intr.fma(%315, %329, %359) : (f32, f32, f32) -> f32
        memref.store %360, %alloca_56[] : memref<f32>
        %361 = memref.load %alloca_57[] : memref<f32>
        %362 = llvm.intr.fma(%315, %334, %361) : (f32, f32, f32) -> f32
        memref.store %362, %alloca_57[] : memref<f32>
        %363 = memref.load %alloca_58[] : memref<f32>
        %364 = llvm.intr.fma(%315, %339, %363) : (f32, f32, f32) -> f32
        memref.store %364, %alloca_58[] : memref<f32>
        %365 = memref.load %alloca_59[] : memref<f32>
        %366 = llvm.intr.fma(%315, %344, %365) : (f32, f32, f32) -> f32
        memref.store %366, %alloca_59[] : memref<f32>
        %367 = memref.load %alloca_60[] : memref<f32>
        %368 = llvm.intr.fma(%315, %349, %367) : (f32, f32, f32) -> f32
        memref.store %368, %alloca_60[] : memref<f32>
        %369 = memref.load %alloca_61[] : memref<f32>
        %370 = llvm.intr.fma(%315, %354, %369) : (f32, f32, f32) -> f32
        memref.store %370, %alloca_61[] : memref<f32>
        %371 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_370 = arith.constant 18432 : i64
        %372 = llvm.getelementptr %371[%c18432_i64_370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_371 = arith.constant 64 : i64
        %373 = arith.addi %47, %c64_i64_371 : i64
        %374 = llvm.getelementptr %372[%373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %375 = llvm.load %374 : !llvm.ptr<3> -> f32
        %376 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_372 = arith.constant 22528 : i64
        %377 = llvm.getelementptr %376[%c22528_i64_372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64_373 = arith.constant 68 : i64
        %378 = arith.addi %49, %c68_i64_373 : i64
        %379 = llvm.getelementptr %377[%378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %380 = llvm.load %379 : !llvm.ptr<3> -> f32
        %381 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_374 = arith.constant 22528 : i64
        %382 = llvm.getelementptr %381[%c22528_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c69_i64 = arith.constant 69 : i64
        %383 = arith.addi %49, %c69_i64 : i64
        %384 = llvm.getelementptr %382[%383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %385 = llvm.load %384 : !llvm.ptr<3> -> f32
        %386 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_375 = arith.constant 22528 : i64
        %387 = llvm.getelementptr %386[%c22528_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c70_i64_376 = arith.constant 70 : i64
        %388 = arith.addi %49, %c70_i64_376 : i64
        %389 = llvm.getelementptr %387[%388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %390 = llvm.load %389 : !llvm.ptr<3> -> f32
        %391 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_377 = arith.constant 22528 : i64
        %392 = llvm.getelementptr %391[%c22528_i64_377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c71_i64_378 = arith.constant 71 : i64
        %393 = arith.addi %49, %c71_i64_378 : i64
        %394 = llvm.getelementptr %392[%393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %395 = llvm.load %394 : !llvm.ptr<3> -> f32
        %396 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_379 = arith.constant 22528 : i64
        %397 = llvm.getelementptr %396[%c22528_i64_379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c72_i64_380 = arith.constant 72 : i64
        %398 = arith.addi %49, %c72_i64_380 : i64
        %399 = llvm.getelementptr %397[%398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %400 = llvm.load %399 : !llvm.ptr<3> -> f32
        %401 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_381 = arith.constant 22528 : i64
        %402 = llvm.getelementptr %401[%c22528_i64_381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c73_i64 = arith.constant 73 : i64
        %403 = arith.addi %49, %c73_i64 : i64
        %404 = llvm.getelementptr %402[%403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %405 = llvm.load %404 : !llvm.ptr<3> -> f32
        %406 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_382 = arith.constant 22528 : i64
        %407 = llvm.getelementptr %406[%c22528_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c74_i64 = arith.constant 74 : i64
        %408 = arith.addi %49, %c74_i64 : i64
        %409 = llvm.getelementptr %407[%408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %410 = llvm.load %409 : !llvm.ptr<3> -> f32
        %411 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_383 = arith.constant 22528 : i64
        %412 = llvm.getelementptr %411[%c22528_i64_383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c75_i64 = arith.constant 75 : i64
        %413 = arith.addi %49, %c75_i64 : i64
        %414 = llvm.getelementptr %412[%413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %415 = llvm.load %414 : !llvm.ptr<3> -> f32
        %416 = memref.load %alloca[] : memref<f32>
        %417 = llvm.intr.fma(%375, %380, %416) : (f32, f32, f32) -> f32
        memref.store %417, %alloca[] : memref<f32>
        %418 = memref.load %alloca_55[] : memref<f32>
        %419 = llvm.intr.fma(%375, %385, %418) : (f32, f32, f32) -> f32
        memref.store %419, %alloca_55[] : memref<f32>
        %420 = memref.load %alloca_56[] : memref<f32>
        %421 = llvm.intr.fma(%375, %390, %420) : (f32, f32, f32) -> f32
        memref.store %421, %alloca_56[] : memref<f32>
        %422 = memref.load %alloca_57[] : memref<f32>
        %423 = llvm.intr.fma(%375, %395, %422) : (f32, f32, f32) -> f32
        memref.store %423, %alloca_57[] : memref<f32>
        %424 = memref.load %alloca_58[] : memref<f32>
        %425 = llvm.intr.fma(%375, %400, %424) : (f32, f32, f32) -> f32
        memref.store %425, %alloca_58[] : memref<f32>
        %426 = memref.load %alloca_59[] : memref<f32>
        %427 = llvm.intr.fma(%375, %405, %426) : (f32, f32, f32) -> f32
        memref.store %427, %alloca_59[] : memref<f32>
        %428 = memref.load %alloca_60[] : memref<f32>
        %429 = llvm.intr.fma(%375, %410, %428) : (f32, f32, f32) -> f32
        memref.store %429, %alloca_60[] : memref<f32>
        %430 = memref.load %alloca_61[] : memref<f32>
        %431 = llvm.intr.fma(%375, %415, %430) : (f32, f32, f32) -> f32
        memref.store %431, %alloca_61[] : memref<f32>
        %432 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_384 = arith.constant 18432 : i64
        %433 = llvm.getelementptr %432[%c18432_i64_384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_385 = arith.constant 128 : i64
        %434 = arith.addi %47, %c128_i64_385 : i64
        %435 = llvm.getelementptr %433[%434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %436 = llvm.load %435 : !llvm.ptr<3> -> f32
        %437 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_386 = arith.constant 22528 : i64
        %438 = llvm.getelementptr %437[%c22528_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c136_i64 = arith.constant 136 : i64
        %439 = arith.addi %49, %c136_i64 : i64
        %440 = llvm.getelementptr %438[%439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %441 = llvm.load %440 : !llvm.ptr<3> -> f32
        %442 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_387 = arith.constant 22528 : i64
        %443 = llvm.getelementptr %442[%c22528_i64_387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c137_i64 = arith.constant 137 : i64
        %444 = arith.addi %49, %c137_i64 : i64
        %445 = llvm.getelementptr %443[%444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %446 = llvm.load %445 : !llvm.ptr<3> -> f32
        %447 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_388 = arith.constant 22528 : i64
        %448 = llvm.getelementptr %447[%c22528_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c138_i64 = arith.constant 138 : i64
        %449 = arith.addi %49, %c138_i64 : i64
        %450 = llvm.getelementptr %448[%449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %451 = llvm.load %450 : !llvm.ptr<3> -> f32
        %452 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_389 = arith.constant 22528 : i64
        %453 = llvm.getelementptr %452[%c22528_i64_389] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c139_i64 = arith.constant 139 : i64
        %454 = arith.addi %49, %c139_i64 : i64
        %455 = llvm.getelementptr %453[%454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %456 = llvm.load %455 : !llvm.ptr<3> -> f32
        %457 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_390 = arith.constant 22528 : i64
        %458 = llvm.getelementptr %457[%c22528_i64_390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c140_i64 = arith.constant 140 : i64
        %459 = arith.addi %49, %c140_i64 : i64
        %460 = llvm.getelementptr %458[%459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %461 = llvm.load %460 : !llvm.ptr<3> -> f32
        %462 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_391 = arith.constant 22528 : i64
        %463 = llvm.getelementptr %462[%c22528_i64_391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c141_i64 = arith.constant 141 : i64
        %464 = arith.addi %49, %c141_i64 : i64
        %465 = llvm.getelementptr %463[%464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %466 = llvm.load %465 : !llvm.ptr<3> -> f32
        %467 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_392 = arith.constant 22528 : i64
        %468 = llvm.getelementptr %467[%c22528_i64_392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c142_i64 = arith.constant 142 : i64
        %469 = arith.addi %49, %c142_i64 : i64
        %470 = llvm.getelementptr %468[%469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %471 = llvm.load %470 : !llvm.ptr<3> -> f32
        %472 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_393 = arith.constant 22528 : i64
        %473 = llvm.getelementptr %472[%c22528_i64_393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c143_i64 = arith.constant 143 : i64
        %474 = arith.addi %49, %c143_i64 : i64
        %475 = llvm.getelementptr %473[%474] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %476 = llvm.load %475 : !llvm.ptr<3> -> f32
        %477 = memref.load %alloca[] : memref<f32>
        %478 = llvm.intr.fma(%436, %441, %477) : (f32, f32, f32) -> f32
        memref.store %478, %alloca[] : memref<f32>
        %479 = memref.load %alloca_55[] : memref<f32>
        %480 = llvm.intr.fma(%436, %446, %479) : (f32, f32, f32) -> f32
        memref.store %480, %alloca_55[] : memref<f32>
        %481 = memref.load %alloca_56[] : memref<f32>
        %482 = llvm.intr.fma(%436, %451, %481) : (f32, f32, f32) -> f32
        memref.store %482, %alloca_56[] : memref<f32>
        %483 = memref.load %alloca_57[] : memref<f32>
        %484 = llvm.intr.fma(%436, %456, %483) : (f32, f32, f32) -> f32
        memref.store %484, %alloca_57[] : memref<f32>
        %485 = memref.load %alloca_58[] : memref<f32>
        %486 = llvm.intr.fma(%436, %461, %485) : (f32, f32, f32) -> f32
        memref.store %486, %alloca_58[] : memref<f32>
        %487 = memref.load %alloca_59[] : memref<f32>
        %488 = llvm.intr.fma(%436, %466, %487) : (f32, f32, f32) -> f32
        memref.store %488, %alloca_59[] : memref<f32>
        %489 = memref.load %alloca_60[] : memref<f32>
        %490 = llvm.intr.fma(%436, %471, %489) : (f32, f32, f32) -> f32
        memref.store %490, %alloca_60[] : memref<f32>
        %491 = memref.load %alloca_61[] : memref<f32>
        %492 = llvm.intr.fma(%436, %476, %491) : (f32, f32, f32) -> f32
        memref.store %492, %alloca_61[] : memref<f32>
        %493 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_394 = arith.constant 18432 : i64
        %494 = llvm.getelementptr %493[%c18432_i64_394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c192_i64 = arith.constant 192 : i64
        %495 = arith.addi %47, %c192_i64 : i64
        %496 = llvm.getelementptr %494[%495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %497 = llvm.load %496 : !llvm.ptr<3> -> f32
        %498 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_395 = arith.constant 22528 : i64
        %499 = llvm.getelementptr %498[%c22528_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c204_i64 = arith.constant 204 : i64
        %500 = arith.addi %49, %c204_i64 : i64
        %501 = llvm.getelementptr %499[%500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %502 = llvm.load %501 : !llvm.ptr<3> -> f32
        %503 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_396 = arith.constant 22528 : i64
        %504 = llvm.getelementptr %503[%c22528_i64_396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c205_i64 = arith.constant 205 : i64
        %505 = arith.addi %49, %c205_i64 : i64
        %506 = llvm.getelementptr %504[%505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %507 = llvm.load %506 : !llvm.ptr<3> -> f32
        %508 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_397 = arith.constant 22528 : i64
        %509 = llvm.getelementptr %508[%c22528_i64_397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c206_i64 = arith.constant 206 : i64
        %510 = arith.addi %49, %c206_i64 : i64
        %511 = llvm.getelementptr %509[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %512 = llvm.load %511 : !llvm.ptr<3> -> f32
        %513 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_398 = arith.constant 22528 : i64
        %514 = llvm.getelementptr %513[%c22528_i64_398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c207_i64 = arith.constant 207 : i64
        %515 = arith.addi %49, %c207_i64 : i64
        %516 = llvm.getelementptr %514[%515] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %517 = llvm.load %516 : !llvm.ptr<3> -> f32
        %518 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_399 = arith.constant 22528 : i64
        %519 = llvm.getelementptr %518[%c22528_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c208_i64 = arith.constant 208 : i64
        %520 = arith.addi %49, %c208_i64 : i64
        %521 = llvm.getelementptr %519[%520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %522 = llvm.load %521 : !llvm.ptr<3> -> f32
        %523 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_400 = arith.constant 22528 : i64
        %524 = llvm.getelementptr %523[%c22528_i64_400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c209_i64 = arith.constant 209 : i64
        %525 = arith.addi %49, %c209_i64 : i64
        %526 = llvm.getelementptr %524[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %527 = llvm.load %526 : !llvm.ptr<3> -> f32
        %528 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_401 = arith.constant 22528 : i64
        %529 = llvm.getelementptr %528[%c22528_i64_401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c210_i64 = arith.constant 210 : i64
        %530 = arith.addi %49, %c210_i64 : i64
        %531 = llvm.getelementptr %529[%530] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %532 = llvm.load %531 : !llvm.ptr<3> -> f32
        %533 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_402 = arith.constant 22528 : i64
        %534 = llvm.getelementptr %533[%c22528_i64_402] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c211_i64 = arith.constant 211 : i64
        %535 = arith.addi %49, %c211_i64 : i64
        %536 = llvm.getelementptr %534[%535] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %537 = llvm.load %536 : !llvm.ptr<3> -> f32
        %538 = memref.load %alloca[] : memref<f32>
        %539 = llvm.intr.fma(%497, %502, %538) : (f32, f32, f32) -> f32
        memref.store %539, %alloca[] : memref<f32>
        %540 = memref.load %alloca_55[] : memref<f32>
        %541 = llvm.intr.fma(%497, %507, %540) : (f32, f32, f32) -> f32
        memref.store %541, %alloca_55[] : memref<f32>
        %542 = memref.load %alloca_56[] : memref<f32>
        %543 = llvm.intr.fma(%497, %512, %542) : (f32, f32, f32) -> f32
        memref.store %543, %alloca_56[] : memref<f32>
        %544 = memref.load %alloca_57[] : memref<f32>
        %545 = llvm.intr.fma(%497, %517, %544) : (f32, f32, f32) -> f32
        memref.store %545, %alloca_57[] : memref<f32>
        %546 = memref.load %alloca_58[] : memref<f32>
        %547 = llvm.intr.fma(%497, %522, %546) : (f32, f32, f32) -> f32
        memref.store %547, %alloca_58[] : memref<f32>
        %548 = memref.load %alloca_59[] : memref<f32>
        %549 = llvm.intr.fma(%497, %527, %548) : (f32, f32, f32) -> f32
        memref.store %549, %alloca_59[] : memref<f32>
        %550 = memref.load %alloca_60[] : memref<f32>
        %551 = llvm.intr.fma(%497, %532, %550) : (f32, f32, f32) -> f32
        memref.store %551, %alloca_60[] : memref<f32>
        %552 = memref.load %alloca_61[] : memref<f32>
        %553 = llvm.intr.fma(%497, %537, %552) : (f32, f32, f32) -> f32
        memref.store %553, %alloca_61[] : memref<f32>
        %554 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_403 = arith.constant 18432 : i64
        %555 = llvm.getelementptr %554[%c18432_i64_403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c256_i64 = arith.constant 256 : i64
        %556 = arith.addi %47, %c256_i64 : i64
        %557 = llvm.getelementptr %555[%556] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %558 = llvm.load %557 : !llvm.ptr<3> -> f32
        %559 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_404 = arith.constant 22528 : i64
        %560 = llvm.getelementptr %559[%c22528_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c272_i64 = arith.constant 272 : i64
        %561 = arith.addi %49, %c272_i64 : i64
        %562 = llvm.getelementptr %560[%561] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %563 = llvm.load %562 : !llvm.ptr<3> -> f32
        %564 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_405 = arith.constant 22528 : i64
        %565 = llvm.getelementptr %564[%c22528_i64_405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c273_i64 = arith.constant 273 : i64
        %566 = arith.addi %49, %c273_i64 : i64
        %567 = llvm.getelementptr %565[%566] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %568 = llvm.load %567 : !llvm.ptr<3> -> f32
        %569 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_406 = arith.constant 22528 : i64
        %570 = llvm.getelementptr %569[%c22528_i64_406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c274_i64 = arith.constant 274 : i64
        %571 = arith.addi %49, %c274_i64 : i64
        %572 = llvm.getelementptr %570[%571] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %573 = llvm.load %572 : !llvm.ptr<3> -> f32
        %574 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_407 = arith.constant 22528 : i64
        %575 = llvm.getelementptr %574[%c22528_i64_407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c275_i64 = arith.constant 275 : i64
        %576 = arith.addi %49, %c275_i64 : i64
        %577 = llvm.getelementptr %575[%576] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %578 = llvm.load %577 : !llvm.ptr<3> -> f32
        %579 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_408 = arith.constant 22528 : i64
        %580 = llvm.getelementptr %579[%c22528_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c276_i64 = arith.constant 276 : i64
        %581 = arith.addi %49, %c276_i64 : i64
        %582 = llvm.getelementptr %580[%581] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %583 = llvm.load %582 : !llvm.ptr<3> -> f32
        %584 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_409 = arith.constant 22528 : i64
        %585 = llvm.getelementptr %584[%c22528_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c277_i64 = arith.constant 277 : i64
        %586 = arith.addi %49, %c277_i64 : i64
        %587 = llvm.getelementptr %585[%586] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %588 = llvm.load %587 : !llvm.ptr<3> -> f32
        %589 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_410 = arith.constant 22528 : i64
        %590 = llvm.getelementptr %589[%c22528_i64_410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c278_i64 = arith.constant 278 : i64
        %591 = arith.addi %49, %c278_i64 : i64
        %592 = llvm.getelementptr %590[%591] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %593 = llvm.load %592 : !llvm.ptr<3> -> f32
        %594 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_411 = arith.constant 22528 : i64
        %595 = llvm.getelementptr %594[%c22528_i64_411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c279_i64 = arith.constant 279 : i64
        %596 = arith.addi %49, %c279_i64 : i64
        %597 = llvm.getelementptr %595[%596] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %598 = llvm.load %597 : !llvm.ptr<3> -> f32
        %599 = memref.load %alloca[] : memref<f32>
        %600 = llvm.intr.fma(%558, %563, %599) : (f32, f32, f32) -> f32
        memref.store %600, %alloca[] : memref<f32>
        %601 = memref.load %alloca_55[] : memref<f32>
        %602 = llvm.intr.fma(%558, %568, %601) : (f32, f32, f32) -> f32
        memref.store %602, %alloca_55[] : memref<f32>
        %603 = memref.load %alloca_56[] : memref<f32>
        %604 = llvm.intr.fma(%558, %573, %603) : (f32, f32, f32) -> f32
        memref.store %604, %alloca_56[] : memref<f32>
        %605 = memref.load %alloca_57[] : memref<f32>
        %606 = llvm.intr.fma(%558, %578, %605) : (f32, f32, f32) -> f32
        memref.store %606, %alloca_57[] : memref<f32>
        %607 = memref.load %alloca_58[] : memref<f32>
        %608 = llvm.intr.fma(%558, %583, %607) : (f32, f32, f32) -> f32
        memref.store %608, %alloca_58[] : memref<f32>
        %609 = memref.load %alloca_59[] : memref<f32>
        %610 = llvm.intr.fma(%558, %588, %609) : (f32, f32, f32) -> f32
        memref.store %610, %alloca_59[] : memref<f32>
        %611 = memref.load %alloca_60[] : memref<f32>
        %612 = llvm.intr.fma(%558, %593, %611) : (f32, f32, f32) -> f32
        memref.store %612, %alloca_60[] : memref<f32>
        %613 = memref.load %alloca_61[] : memref<f32>
        %614 = llvm.intr.fma(%558, %598, %613) : (f32, f32, f32) -> f32
        memref.store %614, %alloca_61[] : memref<f32>
        %615 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_412 = arith.constant 18432 : i64
        %616 = llvm.getelementptr %615[%c18432_i64_412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c320_i64 = arith.constant 320 : i64
        %617 = arith.addi %47, %c320_i64 : i64
        %618 = llvm.getelementptr %616[%617] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %619 = llvm.load %618 : !llvm.ptr<3> -> f32
        %620 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_413 = arith.constant 22528 : i64
        %621 = llvm.getelementptr %620[%c22528_i64_413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c340_i64 = arith.constant 340 : i64
        %622 = arith.addi %49, %c340_i64 : i64
        %623 = llvm.getelementptr %621[%622] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %624 = llvm.load %623 : !llvm.ptr<3> -> f32
        %625 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_414 = arith.constant 22528 : i64
        %626 = llvm.getelementptr %625[%c22528_i64_414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c341_i64 = arith.constant 341 : i64
        %627 = arith.addi %49, %c341_i64 : i64
        %628 = llvm.getelementptr %626[%627] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %629 = llvm.load %628 : !llvm.ptr<3> -> f32
        %630 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_415 = arith.constant 22528 : i64
        %631 = llvm.getelementptr %630[%c22528_i64_415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c342_i64 = arith.constant 342 : i64
        %632 = arith.addi %49, %c342_i64 : i64
        %633 = llvm.getelementptr %631[%632] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %634 = llvm.load %633 : !llvm.ptr<3> -> f32
        %635 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_416 = arith.constant 22528 : i64
        %636 = llvm.getelementptr %635[%c22528_i64_416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c343_i64 = arith.constant 343 : i64
        %637 = arith.addi %49, %c343_i64 : i64
        %638 = llvm.getelementptr %636[%637] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %639 = llvm.load %638 : !llvm.ptr<3> -> f32
        %640 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_417 = arith.constant 22528 : i64
        %641 = llvm.getelementptr %640[%c22528_i64_417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c344_i64 = arith.constant 344 : i64
        %642 = arith.addi %49, %c344_i64 : i64
        %643 = llvm.getelementptr %641[%642] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %644 = llvm.load %643 : !llvm.ptr<3> -> f32
        %645 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_418 = arith.constant 22528 : i64
        %646 = llvm.getelementptr %645[%c22528_i64_418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c345_i64 = arith.constant 345 : i64
        %647 = arith.addi %49, %c345_i64 : i64
        %648 = llvm.getelementptr %646[%647] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %649 = llvm.load %648 : !llvm.ptr<3> -> f32
        %650 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_419 = arith.constant 22528 : i64
        %651 = llvm.getelementptr %650[%c22528_i64_419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c346_i64 = arith.constant 346 : i64
        %652 = arith.addi %49, %c346_i64 : i64
        %653 = llvm.getelementptr %651[%652] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %654 = llvm.load %653 : !llvm.ptr<3> -> f32
        %655 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_420 = arith.constant 22528 : i64
        %656 = llvm.getelementptr %655[%c22528_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c347_i64 = arith.constant 347 : i64
        %657 = arith.addi %49, %c347_i64 : i64
        %658 = llvm.getelementptr %656[%657] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %659 = llvm.load %658 : !llvm.ptr<3> -> f32
        %660 = memref.load %alloca[] : memref<f32>
        %661 = llvm.intr.fma(%619, %624, %660) : (f32, f32, f32) -> f32
        memref.store %661, %alloca[] : memref<f32>
        %662 = memref.load %alloca_55[] : memref<f32>
        %663 = llvm.intr.fma(%619, %629, %662) : (f32, f32, f32) -> f32
        memref.store %663, %alloca_55[] : memref<f32>
        %664 = memref.load %alloca_56[] : memref<f32>
        %665 = llvm.intr.fma(%619, %634, %664) : (f32, f32, f32) -> f32
        memref.store %665, %alloca_56[] : memref<f32>
        %666 = memref.load %alloca_57[] : memref<f32>
        %667 = llvm.intr.fma(%619, %639, %666) : (f32, f32, f32) -> f32
        memref.store %667, %alloca_57[] : memref<f32>
        %668 = memref.load %alloca_58[] : memref<f32>
        %669 = llvm.intr.fma(%619, %644, %668) : (f32, f32, f32) -> f32
        memref.store %669, %alloca_58[] : memref<f32>
        %670 = memref.load %alloca_59[] : memref<f32>
        %671 = llvm.intr.fma(%619, %649, %670) : (f32, f32, f32) -> f32
        memref.store %671, %alloca_59[] : memref<f32>
        %672 = memref.load %alloca_60[] : memref<f32>
        %673 = llvm.intr.fma(%619, %654, %672) : (f32, f32, f32) -> f32
        memref.store %673, %alloca_60[] : memref<f32>
        %674 = memref.load %alloca_61[] : memref<f32>
        %675 = llvm.intr.fma(%619, %659, %674) : (f32, f32, f32) -> f32
        memref.store %675, %alloca_61[] : memref<f32>
        %676 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_421 = arith.constant 18432 : i64
        %677 = llvm.getelementptr %676[%c18432_i64_421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c384_i64 = arith.constant 384 : i64
        %678 = arith.addi %47, %c384_i64 : i64
        %679 = llvm.getelementptr %677[%678] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %680 = llvm.load %679 : !llvm.ptr<3> -> f32
        %681 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_422 = arith.constant 22528 : i64
        %682 = llvm.getelementptr %681[%c22528_i64_422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c408_i64 = arith.constant 408 : i64
        %683 = arith.addi %49, %c408_i64 : i64
        %684 = llvm.getelementptr %682[%683] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %685 = llvm.load %684 : !llvm.ptr<3> -> f32
        %686 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_423 = arith.constant 22528 : i64
        %687 = llvm.getelementptr %686[%c22528_i64_423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c409_i64 = arith.constant 409 : i64
        %688 = arith.addi %49, %c409_i64 : i64
        %689 = llvm.getelementptr %687[%688] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %690 = llvm.load %689 : !llvm.ptr<3> -> f32
        %691 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_424 = arith.constant 22528 : i64
        %692 = llvm.getelementptr %691[%c22528_i64_424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c410_i64 = arith.constant 410 : i64
        %693 = arith.addi %49, %c410_i64 : i64
        %694 = llvm.getelementptr %692[%693] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %695 = llvm.load %694 : !llvm.ptr<3> -> f32
        %696 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_425 = arith.constant 22528 : i64
        %697 = llvm.getelementptr %696[%c22528_i64_425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c411_i64 = arith.constant 411 : i64
        %698 = arith.addi %49, %c411_i64 : i64
        %699 = llvm.getelementptr %697[%698] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %700 = llvm.load %699 : !llvm.ptr<3> -> f32
        %701 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_426 = arith.constant 22528 : i64
        %702 = llvm.getelementptr %701[%c22528_i64_426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c412_i64 = arith.constant 412 : i64
        %703 = arith.addi %49, %c412_i64 : i64
        %704 = llvm.getelementptr %702[%703] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %705 = llvm.load %704 : !llvm.ptr<3> -> f32
        %706 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_427 = arith.constant 22528 : i64
        %707 = llvm.getelementptr %706[%c22528_i64_427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c413_i64 = arith.constant 413 : i64
        %708 = arith.addi %49, %c413_i64 : i64
        %709 = llvm.getelementptr %707[%708] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %710 = llvm.load %709 : !llvm.ptr<3> -> f32
        %711 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_428 = arith.constant 22528 : i64
        %712 = llvm.getelementptr %711[%c22528_i64_428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c414_i64 = arith.constant 414 : i64
        %713 = arith.addi %49, %c414_i64 : i64
        %714 = llvm.getelementptr %712[%713] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %715 = llvm.load %714 : !llvm.ptr<3> -> f32
        %716 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_429 = arith.constant 22528 : i64
        %717 = llvm.getelementptr %716[%c22528_i64_429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c415_i64 = arith.constant 415 : i64
        %718 = arith.addi %49, %c415_i64 : i64
        %719 = llvm.getelementptr %717[%718] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %720 = llvm.load %719 : !llvm.ptr<3> -> f32
        %721 = memref.load %alloca[] : memref<f32>
        %722 = llvm.intr.fma(%680, %685, %721) : (f32, f32, f32) -> f32
        memref.store %722, %alloca[] : memref<f32>
        %723 = memref.load %alloca_55[] : memref<f32>
        %724 = llvm.intr.fma(%680, %690, %723) : (f32, f32, f32) -> f32
        memref.store %724, %alloca_55[] : memref<f32>
        %725 = memref.load %alloca_56[] : memref<f32>
        %726 = llvm.intr.fma(%680, %695, %725) : (f32, f32, f32) -> f32
        memref.store %726, %alloca_56[] : memref<f32>
        %727 = memref.load %alloca_57[] : memref<f32>
        %728 = llvm.intr.fma(%680, %700, %727) : (f32, f32, f32) -> f32
        memref.store %728, %alloca_57[] : memref<f32>
        %729 = memref.load %alloca_58[] : memref<f32>
        %730 = llvm.intr.fma(%680, %705, %729) : (f32, f32, f32) -> f32
        memref.store %730, %alloca_58[] : memref<f32>
        %731 = memref.load %alloca_59[] : memref<f32>
        %732 = llvm.intr.fma(%680, %710, %731) : (f32, f32, f32) -> f32
        memref.store %732, %alloca_59[] : memref<f32>
        %733 = memref.load %alloca_60[] : memref<f32>
        %734 = llvm.intr.fma(%680, %715, %733) : (f32, f32, f32) -> f32
        memref.store %734, %alloca_60[] : memref<f32>
        %735 = memref.load %alloca_61[] : memref<f32>
        %736 = llvm.intr.fma(%680, %720, %735) : (f32, f32, f32) -> f32
        memref.store %736, %alloca_61[] : memref<f32>
        %737 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_430 = arith.constant 18432 : i64
        %738 = llvm.getelementptr %737[%c18432_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c448_i64 = arith.constant 448 : i64
        %739 = arith.addi %47, %c448_i64 : i64
        %740 = llvm.getelementptr %738[%739] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %741 = llvm.load %740 : !llvm.ptr<3> -> f32
        %742 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_431 = arith.constant 22528 : i64
        %743 = llvm.getelementptr %742[%c22528_i64_431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c476_i64 = arith.constant 476 : i64
        %744 = arith.addi %49, %c476_i64 : i64
        %745 = llvm.getelementptr %743[%744] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %746 = llvm.load %745 : !llvm.ptr<3> -> f32
        %747 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_432 = arith.constant 22528 : i64
        %748 = llvm.getelementptr %747[%c22528_i64_432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c477_i64 = arith.constant 477 : i64
        %749 = arith.addi %49, %c477_i64 : i64
        %750 = llvm.getelementptr %748[%749] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %751 = llvm.load %750 : !llvm.ptr<3> -> f32
        %752 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_433 = arith.constant 22528 : i64
        %753 = llvm.getelementptr %752[%c22528_i64_433] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c478_i64 = arith.constant 478 : i64
        %754 = arith.addi %49, %c478_i64 : i64
        %755 = llvm.getelementptr %753[%754] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %756 = llvm.load %755 : !llvm.ptr<3> -> f32
        %757 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_434 = arith.constant 22528 : i64
        %758 = llvm.getelementptr %757[%c22528_i64_434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c479_i64 = arith.constant 479 : i64
        %759 = arith.addi %49, %c479_i64 : i64
        %760 = llvm.getelementptr %758[%759] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %761 = llvm.load %760 : !llvm.ptr<3> -> f32
        %762 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_435 = arith.constant 22528 : i64
        %763 = llvm.getelementptr %762[%c22528_i64_435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c480_i64 = arith.constant 480 : i64
        %764 = arith.addi %49, %c480_i64 : i64
        %765 = llvm.getelementptr %763[%764] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %766 = llvm.load %765 : !llvm.ptr<3> -> f32
        %767 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_436 = arith.constant 22528 : i64
        %768 = llvm.getelementptr %767[%c22528_i64_436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c481_i64 = arith.constant 481 : i64
        %769 = arith.addi %49, %c481_i64 : i64
        %770 = llvm.getelementptr %768[%769] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %771 = llvm.load %770 : !llvm.ptr<3> -> f32
        %772 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_437 = arith.constant 22528 : i64
        %773 = llvm.getelementptr %772[%c22528_i64_437] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c482_i64 = arith.constant 482 : i64
        %774 = arith.addi %49, %c482_i64 : i64
        %775 = llvm.getelementptr %773[%774] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %776 = llvm.load %775 : !llvm.ptr<3> -> f32
        %777 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_438 = arith.constant 22528 : i64
        %778 = llvm.getelementptr %777[%c22528_i64_438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %779 = arith.addi %49, %c483_i64 : i64
        %780 = llvm.getelementptr %778[%779] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %781 = llvm.load %780 : !llvm.ptr<3> -> f32
        %782 = memref.load %alloca[] : memref<f32>
        %783 = llvm.intr.fma(%741, %746, %782) : (f32, f32, f32) -> f32
        memref.store %783, %alloca[] : memref<f32>
        %784 = memref.load %alloca_55[] : memref<f32>
        %785 = llvm.intr.fma(%741, %751, %784) : (f32, f32, f32) -> f32
        memref.store %785, %alloca_55[] : memref<f32>
        %786 = memref.load %alloca_56[] : memref<f32>
        %787 = llvm.intr.fma(%741, %756, %786) : (f32, f32, f32) -> f32
        memref.store %787, %alloca_56[] : memref<f32>
        %788 = memref.load %alloca_57[] : memref<f32>
        %789 = llvm.intr.fma(%741, %761, %788) : (f32, f32, f32) -> f32
        memref.store %789, %alloca_57[] : memref<f32>
        %790 = memref.load %alloca_58[] : memref<f32>
        %791 = llvm.intr.fma(%741, %766, %790) : (f32, f32, f32) -> f32
        memref.store %791, %alloca_58[] : memref<f32>
        %792 = memref.load %alloca_59[] : memref<f32>
        %793 = llvm.intr.fma(%741, %771, %792) : (f32, f32, f32) -> f32
        memref.store %793, %alloca_59[] : memref<f32>
        %794 = memref.load %alloca_60[] : memref<f32>
        %795 = llvm.intr.fma(%741, %776, %794) : (f32, f32, f32) -> f32
        memref.store %795, %alloca_60[] : memref<f32>
        %796 = memref.load %alloca_61[] : memref<f32>
        %797 = llvm.intr.fma(%741, %781, %796) : (f32, f32, f32) -> f32
        memref.store %797, %alloca_61[] : memref<f32>
        %798 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_439 = arith.constant 18432 : i64
        %799 = llvm.getelementptr %798[%c18432_i64_439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c512_i64_440 = arith.constant 512 : i64
        %800 = arith.addi %47, %c512_i64_440 : i64
        %801 = llvm.getelementptr %799[%800] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %802 = llvm.load %801 : !llvm.ptr<3> -> f32
        %803 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_441 = arith.constant 22528 : i64
        %804 = llvm.getelementptr %803[%c22528_i64_441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c544_i64 = arith.constant 544 : i64
        %805 = arith.addi %49, %c544_i64 : i64
        %806 = llvm.getelementptr %804[%805] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %807 = llvm.load %806 : !llvm.ptr<3> -> f32
        %808 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_442 = arith.constant 22528 : i64
        %809 = llvm.getelementptr %808[%c22528_i64_442] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c545_i64 = arith.constant 545 : i64
        %810 = arith.addi %49, %c545_i64 : i64
        %811 = llvm.getelementptr %809[%810] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %812 = llvm.load %811 : !llvm.ptr<3> -> f32
        %813 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_443 = arith.constant 22528 : i64
        %814 = llvm.getelementptr %813[%c22528_i64_443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c546_i64 = arith.constant 546 : i64
        %815 = arith.addi %49, %c546_i64 : i64
        %816 = llvm.getelementptr %814[%815] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %817 = llvm.load %816 : !llvm.ptr<3> -> f32
        %818 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_444 = arith.constant 22528 : i64
        %819 = llvm.getelementptr %818[%c22528_i64_444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c547_i64 = arith.constant 547 : i64
        %820 = arith.addi %49, %c547_i64 : i64
        %821 = llvm.getelementptr %819[%820] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %822 = llvm.load %821 : !llvm.ptr<3> -> f32
        %823 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_445 = arith.constant 22528 : i64
        %824 = llvm.getelementptr %823[%c22528_i64_445] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %825 = arith.addi %49, %c548_i64 : i64
        %826 = llvm.getelementptr %824[%825] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %827 = llvm.load %826 : !llvm.ptr<3> -> f32
        %828 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_446 = arith.constant 22528 : i64
        %829 = llvm.getelementptr %828[%c22528_i64_446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c549_i64 = arith.constant 549 : i64
        %830 = arith.addi %49, %c549_i64 : i64
        %831 = llvm.getelementptr %829[%830] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %832 = llvm.load %831 : !llvm.ptr<3> -> f32
        %833 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_447 = arith.constant 22528 : i64
        %834 = llvm.getelementptr %833[%c22528_i64_447] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c550_i64 = arith.constant 550 : i64
        %835 = arith.addi %49, %c550_i64 : i64
        %836 = llvm.getelementptr %834[%835] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %837 = llvm.load %836 : !llvm.ptr<3> -> f32
        %838 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_448 = arith.constant 22528 : i64
        %839 = llvm.getelementptr %838[%c22528_i64_448] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c551_i64 = arith.constant 551 : i64
        %840 = arith.addi %49, %c551_i64 : i64
        %841 = llvm.getelementptr %839[%840] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %842 = llvm.load %841 : !llvm.ptr<3> -> f32
        %843 = memref.load %alloca[] : memref<f32>
        %844 = llvm.intr.fma(%802, %807, %843) : (f32, f32, f32) -> f32
        memref.store %844, %alloca[] : memref<f32>
        %845 = memref.load %alloca_55[] : memref<f32>
        %846 = llvm.intr.fma(%802, %812, %845) : (f32, f32, f32) -> f32
        memref.store %846, %alloca_55[] : memref<f32>
        %847 = memref.load %alloca_56[] : memref<f32>
        %848 = llvm.intr.fma(%802, %817, %847) : (f32, f32, f32) -> f32
        memref.store %848, %alloca_56[] : memref<f32>
        %849 = memref.load %alloca_57[] : memref<f32>
        %850 = llvm.intr.fma(%802, %822, %849) : (f32, f32, f32) -> f32
        memref.store %850, %alloca_57[] : memref<f32>
        %851 = memref.load %alloca_58[] : memref<f32>
        %852 = llvm.intr.fma(%802, %827, %851) : (f32, f32, f32) -> f32
        memref.store %852, %alloca_58[] : memref<f32>
        %853 = memref.load %alloca_59[] : memref<f32>
        %854 = llvm.intr.fma(%802, %832, %853) : (f32, f32, f32) -> f32
        memref.store %854, %alloca_59[] : memref<f32>
        %855 = memref.load %alloca_60[] : memref<f32>
        %856 = llvm.intr.fma(%802, %837, %855) : (f32, f32, f32) -> f32
        memref.store %856, %alloca_60[] : memref<f32>
        %857 = memref.load %alloca_61[] : memref<f32>
        %858 = llvm.intr.fma(%802, %842, %857) : (f32, f32, f32) -> f32
        memref.store %858, %alloca_61[] : memref<f32>
        %859 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_449 = arith.constant 18432 : i64
        %860 = llvm.getelementptr %859[%c18432_i64_449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c576_i64_450 = arith.constant 576 : i64
        %861 = arith.addi %47, %c576_i64_450 : i64
        %862 = llvm.getelementptr %860[%861] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %863 = llvm.load %862 : !llvm.ptr<3> -> f32
        %864 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_451 = arith.constant 22528 : i64
        %865 = llvm.getelementptr %864[%c22528_i64_451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %866 = arith.addi %49, %c612_i64 : i64
        %867 = llvm.getelementptr %865[%866] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %868 = llvm.load %867 : !llvm.ptr<3> -> f32
        %869 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_452 = arith.constant 22528 : i64
        %870 = llvm.getelementptr %869[%c22528_i64_452] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c613_i64 = arith.constant 613 : i64
        %871 = arith.addi %49, %c613_i64 : i64
        %872 = llvm.getelementptr %870[%871] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %873 = llvm.load %872 : !llvm.ptr<3> -> f32
        %874 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_453 = arith.constant 22528 : i64
        %875 = llvm.getelementptr %874[%c22528_i64_453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c614_i64 = arith.constant 614 : i64
        %876 = arith.addi %49, %c614_i64 : i64
        %877 = llvm.getelementptr %875[%876] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %878 = llvm.load %877 : !llvm.ptr<3> -> f32
        %879 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_454 = arith.constant 22528 : i64
        %880 = llvm.getelementptr %879[%c22528_i64_454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c615_i64 = arith.constant 615 : i64
        %881 = arith.addi %49, %c615_i64 : i64
        %882 = llvm.getelementptr %880[%881] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %883 = llvm.load %882 : !llvm.ptr<3> -> f32
        %884 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_455 = arith.constant 22528 : i64
        %885 = llvm.getelementptr %884[%c22528_i64_455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c616_i64 = arith.constant 616 : i64
        %886 = arith.addi %49, %c616_i64 : i64
        %887 = llvm.getelementptr %885[%886] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %888 = llvm.load %887 : !llvm.ptr<3> -> f32
        %889 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_456 = arith.constant 22528 : i64
        %890 = llvm.getelementptr %889[%c22528_i64_456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c617_i64 = arith.constant 617 : i64
        %891 = arith.addi %49, %c617_i64 : i64
        %892 = llvm.getelementptr %890[%891] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %893 = llvm.load %892 : !llvm.ptr<3> -> f32
        %894 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_457 = arith.constant 22528 : i64
        %895 = llvm.getelementptr %894[%c22528_i64_457] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c618_i64 = arith.constant 618 : i64
        %896 = arith.addi %49, %c618_i64 : i64
        %897 = llvm.getelementptr %895[%896] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %898 = llvm.load %897 : !llvm.ptr<3> -> f32
        %899 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_458 = arith.constant 22528 : i64
        %900 = llvm.getelementptr %899[%c22528_i64_458] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c619_i64 = arith.constant 619 : i64
        %901 = arith.addi %49, %c619_i64 : i64
        %902 = llvm.getelementptr %900[%901] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %903 = llvm.load %902 : !llvm.ptr<3> -> f32
        %904 = memref.load %alloca[] : memref<f32>
        %905 = llvm.intr.fma(%863, %868, %904) : (f32, f32, f32) -> f32
        memref.store %905, %alloca[] : memref<f32>
        %906 = memref.load %alloca_55[] : memref<f32>
        %907 = llvm.intr.fma(%863, %873, %906) : (f32, f32, f32) -> f32
        memref.store %907, %alloca_55[] : memref<f32>
        %908 = memref.load %alloca_56[] : memref<f32>
        %909 = llvm.intr.fma(%863, %878, %908) : (f32, f32, f32) -> f32
        memref.store %909, %alloca_56[] : memref<f32>
        %910 = memref.load %alloca_57[] : memref<f32>
        %911 = llvm.intr.fma(%863, %883, %910) : (f32, f32, f32) -> f32
        memref.store %911, %alloca_57[] : memref<f32>
        %912 = memref.load %alloca_58[] : memref<f32>
        %913 = llvm.intr.fma(%863, %888, %912) : (f32, f32, f32) -> f32
        memref.store %913, %alloca_58[] : memref<f32>
        %914 = memref.load %alloca_59[] : memref<f32>
        %915 = llvm.intr.fma(%863, %893, %914) : (f32, f32, f32) -> f32
        memref.store %915, %alloca_59[] : memref<f32>
        %916 = memref.load %alloca_60[] : memref<f32>
        %917 = llvm.intr.fma(%863, %898, %916) : (f32, f32, f32) -> f32
        memref.store %917, %alloca_60[] : memref<f32>
        %918 = memref.load %alloca_61[] : memref<f32>
        %919 = llvm.intr.fma(%863, %903, %918) : (f32, f32, f32) -> f32
        memref.store %919, %alloca_61[] : memref<f32>
        %920 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_459 = arith.constant 18432 : i64
        %921 = llvm.getelementptr %920[%c18432_i64_459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c640_i64 = arith.constant 640 : i64
        %922 = arith.addi %47, %c640_i64 : i64
        %923 = llvm.getelementptr %921[%922] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %924 = llvm.load %923 : !llvm.ptr<3> -> f32
        %925 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_460 = arith.constant 22528 : i64
        %926 = llvm.getelementptr %925[%c22528_i64_460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c680_i64 = arith.constant 680 : i64
        %927 = arith.addi %49, %c680_i64 : i64
        %928 = llvm.getelementptr %926[%927] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %929 = llvm.load %928 : !llvm.ptr<3> -> f32
        %930 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_461 = arith.constant 22528 : i64
        %931 = llvm.getelementptr %930[%c22528_i64_461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c681_i64 = arith.constant 681 : i64
        %932 = arith.addi %49, %c681_i64 : i64
        %933 = llvm.getelementptr %931[%932] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %934 = llvm.load %933 : !llvm.ptr<3> -> f32
        %935 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_462 = arith.constant 22528 : i64
        %936 = llvm.getelementptr %935[%c22528_i64_462] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c682_i64 = arith.constant 682 : i64
        %937 = arith.addi %49, %c682_i64 : i64
        %938 = llvm.getelementptr %936[%937] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %939 = llvm.load %938 : !llvm.ptr<3> -> f32
        %940 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_463 = arith.constant 22528 : i64
        %941 = llvm.getelementptr %940[%c22528_i64_463] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c683_i64 = arith.constant 683 : i64
        %942 = arith.addi %49, %c683_i64 : i64
        %943 = llvm.getelementptr %941[%942] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %944 = llvm.load %943 : !llvm.ptr<3> -> f32
        %945 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_464 = arith.constant 22528 : i64
        %946 = llvm.getelementptr %945[%c22528_i64_464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c684_i64 = arith.constant 684 : i64
        %947 = arith.addi %49, %c684_i64 : i64
        %948 = llvm.getelementptr %946[%947] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %949 = llvm.load %948 : !llvm.ptr<3> -> f32
        %950 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_465 = arith.constant 22528 : i64
        %951 = llvm.getelementptr %950[%c22528_i64_465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c685_i64 = arith.constant 685 : i64
        %952 = arith.addi %49, %c685_i64 : i64
        %953 = llvm.getelementptr %951[%952] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %954 = llvm.load %953 : !llvm.ptr<3> -> f32
        %955 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_466 = arith.constant 22528 : i64
        %956 = llvm.getelementptr %955[%c22528_i64_466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c686_i64 = arith.constant 686 : i64
        %957 = arith.addi %49, %c686_i64 : i64
        %958 = llvm.getelementptr %956[%957] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %959 = llvm.load %958 : !llvm.ptr<3> -> f32
        %960 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_467 = arith.constant 22528 : i64
        %961 = llvm.getelementptr %960[%c22528_i64_467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c687_i64 = arith.constant 687 : i64
        %962 = arith.addi %49, %c687_i64 : i64
        %963 = llvm.getelementptr %961[%962] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %964 = llvm.load %963 : !llvm.ptr<3> -> f32
        %965 = memref.load %alloca[] : memref<f32>
        %966 = llvm.intr.fma(%924, %929, %965) : (f32, f32, f32) -> f32
        memref.store %966, %alloca[] : memref<f32>
        %967 = memref.load %alloca_55[] : memref<f32>
        %968 = llvm.intr.fma(%924, %934, %967) : (f32, f32, f32) -> f32
        memref.store %968, %alloca_55[] : memref<f32>
        %969 = memref.load %alloca_56[] : memref<f32>
        %970 = llvm.intr.fma(%924, %939, %969) : (f32, f32, f32) -> f32
        memref.store %970, %alloca_56[] : memref<f32>
        %971 = memref.load %alloca_57[] : memref<f32>
        %972 = llvm.intr.fma(%924, %944, %971) : (f32, f32, f32) -> f32
        memref.store %972, %alloca_57[] : memref<f32>
        %973 = memref.load %alloca_58[] : memref<f32>
        %974 = llvm.intr.fma(%924, %949, %973) : (f32, f32, f32) -> f32
        memref.store %974, %alloca_58[] : memref<f32>
        %975 = memref.load %alloca_59[] : memref<f32>
        %976 = llvm.intr.fma(%924, %954, %975) : (f32, f32, f32) -> f32
        memref.store %976, %alloca_59[] : memref<f32>
        %977 = memref.load %alloca_60[] : memref<f32>
        %978 = llvm.intr.fma(%924, %959, %977) : (f32, f32, f32) -> f32
        memref.store %978, %alloca_60[] : memref<f32>
        %979 = memref.load %alloca_61[] : memref<f32>
        %980 = llvm.intr.fma(%924, %964, %979) : (f32, f32, f32) -> f32
        memref.store %980, %alloca_61[] : memref<f32>
        %981 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_468 = arith.constant 18432 : i64
        %982 = llvm.getelementptr %981[%c18432_i64_468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c704_i64 = arith.constant 704 : i64
        %983 = arith.addi %47, %c704_i64 : i64
        %984 = llvm.getelementptr %982[%983] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %985 = llvm.load %984 : !llvm.ptr<3> -> f32
        %986 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_469 = arith.constant 22528 : i64
        %987 = llvm.getelementptr %986[%c22528_i64_469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c748_i64 = arith.constant 748 : i64
        %988 = arith.addi %49, %c748_i64 : i64
        %989 = llvm.getelementptr %987[%988] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %990 = llvm.load %989 : !llvm.ptr<3> -> f32
        %991 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_470 = arith.constant 22528 : i64
        %992 = llvm.getelementptr %991[%c22528_i64_470] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c749_i64 = arith.constant 749 : i64
        %993 = arith.addi %49, %c749_i64 : i64
        %994 = llvm.getelementptr %992[%993] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %995 = llvm.load %994 : !llvm.ptr<3> -> f32
        %996 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_471 = arith.constant 22528 : i64
        %997 = llvm.getelementptr %996[%c22528_i64_471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c750_i64 = arith.constant 750 : i64
        %998 = arith.addi %49, %c750_i64 : i64
        %999 = llvm.getelementptr %997[%998] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1000 = llvm.load %999 : !llvm.ptr<3> -> f32
        %1001 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_472 = arith.constant 22528 : i64
        %1002 = llvm.getelementptr %1001[%c22528_i64_472] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c751_i64 = arith.constant 751 : i64
        %1003 = arith.addi %49, %c751_i64 : i64
        %1004 = llvm.getelementptr %1002[%1003] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1005 = llvm.load %1004 : !llvm.ptr<3> -> f32
        %1006 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_473 = arith.constant 22528 : i64
        %1007 = llvm.getelementptr %1006[%c22528_i64_473] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c752_i64 = arith.constant 752 : i64
        %1008 = arith.addi %49, %c752_i64 : i64
        %1009 = llvm.getelementptr %1007[%1008] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1010 = llvm.load %1009 : !llvm.ptr<3> -> f32
        %1011 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_474 = arith.constant 22528 : i64
        %1012 = llvm.getelementptr %1011[%c22528_i64_474] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c753_i64 = arith.constant 753 : i64
        %1013 = arith.addi %49, %c753_i64 : i64
        %1014 = llvm.getelementptr %1012[%1013] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1015 = llvm.load %1014 : !llvm.ptr<3> -> f32
        %1016 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_475 = arith.constant 22528 : i64
        %1017 = llvm.getelementptr %1016[%c22528_i64_475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c754_i64 = arith.constant 754 : i64
        %1018 = arith.addi %49, %c754_i64 : i64
        %1019 = llvm.getelementptr %1017[%1018] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1020 = llvm.load %1019 : !llvm.ptr<3> -> f32
        %1021 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_476 = arith.constant 22528 : i64
        %1022 = llvm.getelementptr %1021[%c22528_i64_476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c755_i64 = arith.constant 755 : i64
        %1023 = arith.addi %49, %c755_i64 : i64
        %1024 = llvm.getelementptr %1022[%1023] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1025 = llvm.load %1024 : !llvm.ptr<3> -> f32
        %1026 = memref.load %alloca[] : memref<f32>
        %1027 = llvm.intr.fma(%985, %990, %1026) : (f32, f32, f32) -> f32
        memref.store %1027, %alloca[] : memref<f32>
        %1028 = memref.load %alloca_55[] : memref<f32>
        %1029 = llvm.intr.fma(%985, %995, %1028) : (f32, f32, f32) -> f32
        memref.store %1029, %alloca_55[] : memref<f32>
        %1030 = memref.load %alloca_56[] : memref<f32>
        %1031 = llvm.intr.fma(%985, %1000, %1030) : (f32, f32, f32) -> f32
        memref.store %1031, %alloca_56[] : memref<f32>
        %1032 = memref.load %alloca_57[] : memref<f32>
        %1033 = llvm.intr.fma(%985, %1005, %1032) : (f32, f32, f32) -> f32
        memref.store %1033, %alloca_57[] : memref<f32>
        %1034 = memref.load %alloca_58[] : memref<f32>
        %1035 = llvm.intr.fma(%985, %1010, %1034) : (f32, f32, f32) -> f32
        memref.store %1035, %alloca_58[] : memref<f32>
        %1036 = memref.load %alloca_59[] : memref<f32>
        %1037 = llvm.intr.fma(%985, %1015, %1036) : (f32, f32, f32) -> f32
        memref.store %1037, %alloca_59[] : memref<f32>
        %1038 = memref.load %alloca_60[] : memref<f32>
        %1039 = llvm.intr.fma(%985, %1020, %1038) : (f32, f32, f32) -> f32
        memref.store %1039, %alloca_60[] : memref<f32>
        %1040 = memref.load %alloca_61[] : memref<f32>
        %1041 = llvm.intr.fma(%985, %1025, %1040) : (f32, f32, f32) -> f32
        memref.store %1041, %alloca_61[] : memref<f32>
        %1042 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_477 = arith.constant 18432 : i64
        %1043 = llvm.getelementptr %1042[%c18432_i64_477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c768_i64 = arith.constant 768 : i64
        %1044 = arith.addi %47, %c768_i64 : i64
        %1045 = llvm.getelementptr %1043[%1044] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1046 = llvm.load %1045 : !llvm.ptr<3> -> f32
        %1047 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_478 = arith.constant 22528 : i64
        %1048 = llvm.getelementptr %1047[%c22528_i64_478] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c816_i64 = arith.constant 816 : i64
        %1049 = arith.addi %49, %c816_i64 : i64
        %1050 = llvm.getelementptr %1048[%1049] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1051 = llvm.load %1050 : !llvm.ptr<3> -> f32
        %1052 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_479 = arith.constant 22528 : i64
        %1053 = llvm.getelementptr %1052[%c22528_i64_479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c817_i64 = arith.constant 817 : i64
        %1054 = arith.addi %49, %c817_i64 : i64
        %1055 = llvm.getelementptr %1053[%1054] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1056 = llvm.load %1055 : !llvm.ptr<3> -> f32
        %1057 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_480 = arith.constant 22528 : i64
        %1058 = llvm.getelementptr %1057[%c22528_i64_480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c818_i64 = arith.constant 818 : i64
        %1059 = arith.addi %49, %c818_i64 : i64
        %1060 = llvm.getelementptr %1058[%1059] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1061 = llvm.load %1060 : !llvm.ptr<3> -> f32
        %1062 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_481 = arith.constant 22528 : i64
        %1063 = llvm.getelementptr %1062[%c22528_i64_481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c819_i64 = arith.constant 819 : i64
        %1064 = arith.addi %49, %c819_i64 : i64
        %1065 = llvm.getelementptr %1063[%1064] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1066 = llvm.load %1065 : !llvm.ptr<3> -> f32
        %1067 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_482 = arith.constant 22528 : i64
        %1068 = llvm.getelementptr %1067[%c22528_i64_482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c820_i64 = arith.constant 820 : i64
        %1069 = arith.addi %49, %c820_i64 : i64
        %1070 = llvm.getelementptr %1068[%1069] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1071 = llvm.load %1070 : !llvm.ptr<3> -> f32
        %1072 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_483 = arith.constant 22528 : i64
        %1073 = llvm.getelementptr %1072[%c22528_i64_483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c821_i64 = arith.constant 821 : i64
        %1074 = arith.addi %49, %c821_i64 : i64
        %1075 = llvm.getelementptr %1073[%1074] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1076 = llvm.load %1075 : !llvm.ptr<3> -> f32
        %1077 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_484 = arith.constant 22528 : i64
        %1078 = llvm.getelementptr %1077[%c22528_i64_484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c822_i64 = arith.constant 822 : i64
        %1079 = arith.addi %49, %c822_i64 : i64
        %1080 = llvm.getelementptr %1078[%1079] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1081 = llvm.load %1080 : !llvm.ptr<3> -> f32
        %1082 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_485 = arith.constant 22528 : i64
        %1083 = llvm.getelementptr %1082[%c22528_i64_485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c823_i64 = arith.constant 823 : i64
        %1084 = arith.addi %49, %c823_i64 : i64
        %1085 = llvm.getelementptr %1083[%1084] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1086 = llvm.load %1085 : !llvm.ptr<3> -> f32
        %1087 = memref.load %alloca[] : memref<f32>
        %1088 = llvm.intr.fma(%1046, %1051, %1087) : (f32, f32, f32) -> f32
        memref.store %1088, %alloca[] : memref<f32>
        %1089 = memref.load %alloca_55[] : memref<f32>
        %1090 = llvm.intr.fma(%1046, %1056, %1089) : (f32, f32, f32) -> f32
        memref.store %1090, %alloca_55[] : memref<f32>
        %1091 = memref.load %alloca_56[] : memref<f32>
        %1092 = llvm.intr.fma(%1046, %1061, %1091) : (f32, f32, f32) -> f32
        memref.store %1092, %alloca_56[] : memref<f32>
        %1093 = memref.load %alloca_57[] : memref<f32>
        %1094 = llvm.intr.fma(%1046, %1066, %1093) : (f32, f32, f32) -> f32
        memref.store %1094, %alloca_57[] : memref<f32>
        %1095 = memref.load %alloca_58[] : memref<f32>
        %1096 = llvm.intr.fma(%1046, %1071, %1095) : (f32, f32, f32) -> f32
        memref.store %1096, %alloca_58[] : memref<f32>
        %1097 = memref.load %alloca_59[] : memref<f32>
        %1098 = llvm.intr.fma(%1046, %1076, %1097) : (f32, f32, f32) -> f32
        memref.store %1098, %alloca_59[] : memref<f32>
        %1099 = memref.load %alloca_60[] : memref<f32>
        %1100 = llvm.intr.fma(%1046, %1081, %1099) : (f32, f32, f32) -> f32
        memref.store %1100, %alloca_60[] : memref<f32>
        %1101 = memref.load %alloca_61[] : memref<f32>
        %1102 = llvm.intr.fma(%1046, %1086, %1101) : (f32, f32, f32) -> f32
        memref.store %1102, %alloca_61[] : memref<f32>
        %1103 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_486 = arith.constant 18432 : i64
        %1104 = llvm.getelementptr %1103[%c18432_i64_486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c832_i64 = arith.constant 832 : i64
        %1105 = arith.addi %47, %c832_i64 : i64
        %1106 = llvm.getelementptr %1104[%1105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1107 = llvm.load %1106 : !llvm.ptr<3> -> f32
        %1108 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_487 = arith.constant 22528 : i64
        %1109 = llvm.getelementptr %1108[%c22528_i64_487] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c884_i64 = arith.constant 884 : i64
        %1110 = arith.addi %49, %c884_i64 : i64
        %1111 = llvm.getelementptr %1109[%1110] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1112 = llvm.load %1111 : !llvm.ptr<3> -> f32
        %1113 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_488 = arith.constant 22528 : i64
        %1114 = llvm.getelementptr %1113[%c22528_i64_488] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c885_i64 = arith.constant 885 : i64
        %1115 = arith.addi %49, %c885_i64 : i64
        %1116 = llvm.getelementptr %1114[%1115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1117 = llvm.load %1116 : !llvm.ptr<3> -> f32
        %1118 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_489 = arith.constant 22528 : i64
        %1119 = llvm.getelementptr %1118[%c22528_i64_489] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c886_i64 = arith.constant 886 : i64
        %1120 = arith.addi %49, %c886_i64 : i64
        %1121 = llvm.getelementptr %1119[%1120] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1122 = llvm.load %1121 : !llvm.ptr<3> -> f32
        %1123 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_490 = arith.constant 22528 : i64
        %1124 = llvm.getelementptr %1123[%c22528_i64_490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c887_i64 = arith.constant 887 : i64
        %1125 = arith.addi %49, %c887_i64 : i64
        %1126 = llvm.getelementptr %1124[%1125] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1127 = llvm.load %1126 : !llvm.ptr<3> -> f32
        %1128 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_491 = arith.constant 22528 : i64
        %1129 = llvm.getelementptr %1128[%c22528_i64_491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c888_i64 = arith.constant 888 : i64
        %1130 = arith.addi %49, %c888_i64 : i64
        %1131 = llvm.getelementptr %1129[%1130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1132 = llvm.load %1131 : !llvm.ptr<3> -> f32
        %1133 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_492 = arith.constant 22528 : i64
        %1134 = llvm.getelementptr %1133[%c22528_i64_492] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c889_i64 = arith.constant 889 : i64
        %1135 = arith.addi %49, %c889_i64 : i64
        %1136 = llvm.getelementptr %1134[%1135] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1137 = llvm.load %1136 : !llvm.ptr<3> -> f32
        %1138 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_493 = arith.constant 22528 : i64
        %1139 = llvm.getelementptr %1138[%c22528_i64_493] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c890_i64 = arith.constant 890 : i64
        %1140 = arith.addi %49, %c890_i64 : i64
        %1141 = llvm.getelementptr %1139[%1140] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1142 = llvm.load %1141 : !llvm.ptr<3> -> f32
        %1143 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_494 = arith.constant 22528 : i64
        %1144 = llvm.getelementptr %1143[%c22528_i64_494] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c891_i64 = arith.constant 891 : i64
        %1145 = arith.addi %49, %c891_i64 : i64
        %1146 = llvm.getelementptr %1144[%1145] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1147 = llvm.load %1146 : !llvm.ptr<3> -> f32
        %1148 = memref.load %alloca[] : memref<f32>
        %1149 = llvm.intr.fma(%1107, %1112, %1148) : (f32, f32, f32) -> f32
        memref.store %1149, %alloca[] : memref<f32>
        %1150 = memref.load %alloca_55[] : memref<f32>
        %1151 = llvm.intr.fma(%1107, %1117, %1150) : (f32, f32, f32) -> f32
        memref.store %1151, %alloca_55[] : memref<f32>
        %1152 = memref.load %alloca_56[] : memref<f32>
        %1153 = llvm.intr.fma(%1107, %1122, %1152) : (f32, f32, f32) -> f32
        memref.store %1153, %alloca_56[] : memref<f32>
        %1154 = memref.load %alloca_57[] : memref<f32>
        %1155 = llvm.intr.fma(%1107, %1127, %1154) : (f32, f32, f32) -> f32
        memref.store %1155, %alloca_57[] : memref<f32>
        %1156 = memref.load %alloca_58[] : memref<f32>
        %1157 = llvm.intr.fma(%1107, %1132, %1156) : (f32, f32, f32) -> f32
        memref.store %1157, %alloca_58[] : memref<f32>
        %1158 = memref.load %alloca_59[] : memref<f32>
        %1159 = llvm.intr.fma(%1107, %1137, %1158) : (f32, f32, f32) -> f32
        memref.store %1159, %alloca_59[] : memref<f32>
        %1160 = memref.load %alloca_60[] : memref<f32>
        %1161 = llvm.intr.fma(%1107, %1142, %1160) : (f32, f32, f32) -> f32
        memref.store %1161, %alloca_60[] : memref<f32>
        %1162 = memref.load %alloca_61[] : memref<f32>
        %1163 = llvm.intr.fma(%1107, %1147, %1162) : (f32, f32, f32) -> f32
        memref.store %1163, %alloca_61[] : memref<f32>
        %1164 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_495 = arith.constant 18432 : i64
        %1165 = llvm.getelementptr %1164[%c18432_i64_495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c896_i64 = arith.constant 896 : i64
        %1166 = arith.addi %47, %c896_i64 : i64
        %1167 = llvm.getelementptr %1165[%1166] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1168 = llvm.load %1167 : !llvm.ptr<3> -> f32
        %1169 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_496 = arith.constant 22528 : i64
        %1170 = llvm.getelementptr %1169[%c22528_i64_496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c952_i64 = arith.constant 952 : i64
        %1171 = arith.addi %49, %c952_i64 : i64
        %1172 = llvm.getelementptr %1170[%1171] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1173 = llvm.load %1172 : !llvm.ptr<3> -> f32
        %1174 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_497 = arith.constant 22528 : i64
        %1175 = llvm.getelementptr %1174[%c22528_i64_497] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c953_i64 = arith.constant 953 : i64
        %1176 = arith.addi %49, %c953_i64 : i64
        %1177 = llvm.getelementptr %1175[%1176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1178 = llvm.load %1177 : !llvm.ptr<3> -> f32
        %1179 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_498 = arith.constant 22528 : i64
        %1180 = llvm.getelementptr %1179[%c22528_i64_498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c954_i64 = arith.constant 954 : i64
        %1181 = arith.addi %49, %c954_i64 : i64
        %1182 = llvm.getelementptr %1180[%1181] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1183 = llvm.load %1182 : !llvm.ptr<3> -> f32
        %1184 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_499 = arith.constant 22528 : i64
        %1185 = llvm.getelementptr %1184[%c22528_i64_499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c955_i64 = arith.constant 955 : i64
        %1186 = arith.addi %49, %c955_i64 : i64
        %1187 = llvm.getelementptr %1185[%1186] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1188 = llvm.load %1187 : !llvm.ptr<3> -> f32
        %1189 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_500 = arith.constant 22528 : i64
        %1190 = llvm.getelementptr %1189[%c22528_i64_500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c956_i64 = arith.constant 956 : i64
        %1191 = arith.addi %49, %c956_i64 : i64
        %1192 = llvm.getelementptr %1190[%1191] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1193 = llvm.load %1192 : !llvm.ptr<3> -> f32
        %1194 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_501 = arith.constant 22528 : i64
        %1195 = llvm.getelementptr %1194[%c22528_i64_501] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c957_i64 = arith.constant 957 : i64
        %1196 = arith.addi %49, %c957_i64 : i64
        %1197 = llvm.getelementptr %1195[%1196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1198 = llvm.load %1197 : !llvm.ptr<3> -> f32
        %1199 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_502 = arith.constant 22528 : i64
        %1200 = llvm.getelementptr %1199[%c22528_i64_502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c958_i64 = arith.constant 958 : i64
        %1201 = arith.addi %49, %c958_i64 : i64
        %1202 = llvm.getelementptr %1200[%1201] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1203 = llvm.load %1202 : !llvm.ptr<3> -> f32
        %1204 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_503 = arith.constant 22528 : i64
        %1205 = llvm.getelementptr %1204[%c22528_i64_503] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c959_i64 = arith.constant 959 : i64
        %1206 = arith.addi %49, %c959_i64 : i64
        %1207 = llvm.getelementptr %1205[%1206] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1208 = llvm.load %1207 : !llvm.ptr<3> -> f32
        %1209 = memref.load %alloca[] : memref<f32>
        %1210 = llvm.intr.fma(%1168, %1173, %1209) : (f32, f32, f32) -> f32
        memref.store %1210, %alloca[] : memref<f32>
        %1211 = memref.load %alloca_55[] : memref<f32>
        %1212 = llvm.intr.fma(%1168, %1178, %1211) : (f32, f32, f32) -> f32
        memref.store %1212, %alloca_55[] : memref<f32>
        %1213 = memref.load %alloca_56[] : memref<f32>
        %1214 = llvm.intr.fma(%1168, %1183, %1213) : (f32, f32, f32) -> f32
        memref.store %1214, %alloca_56[] : memref<f32>
        %1215 = memref.load %alloca_57[] : memref<f32>
        %1216 = llvm.intr.fma(%1168, %1188, %1215) : (f32, f32, f32) -> f32
        memref.store %1216, %alloca_57[] : memref<f32>
        %1217 = memref.load %alloca_58[] : memref<f32>
        %1218 = llvm.intr.fma(%1168, %1193, %1217) : (f32, f32, f32) -> f32
        memref.store %1218, %alloca_58[] : memref<f32>
        %1219 = memref.load %alloca_59[] : memref<f32>
        %1220 = llvm.intr.fma(%1168, %1198, %1219) : (f32, f32, f32) -> f32
        memref.store %1220, %alloca_59[] : memref<f32>
        %1221 = memref.load %alloca_60[] : memref<f32>
        %1222 = llvm.intr.fma(%1168, %1203, %1221) : (f32, f32, f32) -> f32
        memref.store %1222, %alloca_60[] : memref<f32>
        %1223 = memref.load %alloca_61[] : memref<f32>
        %1224 = llvm.intr.fma(%1168, %1208, %1223) : (f32, f32, f32) -> f32
        memref.store %1224, %alloca_61[] : memref<f32>
        %1225 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_504 = arith.constant 18432 : i64
        %1226 = llvm.getelementptr %1225[%c18432_i64_504] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c960_i64 = arith.constant 960 : i64
        %1227 = arith.addi %47, %c960_i64 : i64
        %1228 = llvm.getelementptr %1226[%1227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1229 = llvm.load %1228 : !llvm.ptr<3> -> f32
        %1230 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_505 = arith.constant 22528 : i64
        %1231 = llvm.getelementptr %1230[%c22528_i64_505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1020_i64 = arith.constant 1020 : i64
        %1232 = arith.addi %49, %c1020_i64 : i64
        %1233 = llvm.getelementptr %1231[%1232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1234 = llvm.load %1233 : !llvm.ptr<3> -> f32
        %1235 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_506 = arith.constant 22528 : i64
        %1236 = llvm.getelementptr %1235[%c22528_i64_506] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1021_i64 = arith.constant 1021 : i64
        %1237 = arith.addi %49, %c1021_i64 : i64
        %1238 = llvm.getelementptr %1236[%1237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1239 = llvm.load %1238 : !llvm.ptr<3> -> f32
        %1240 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_507 = arith.constant 22528 : i64
        %1241 = llvm.getelementptr %1240[%c22528_i64_507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1022_i64 = arith.constant 1022 : i64
        %1242 = arith.addi %49, %c1022_i64 : i64
        %1243 = llvm.getelementptr %1241[%1242] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1244 = llvm.load %1243 : !llvm.ptr<3> -> f32
        %1245 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_508 = arith.constant 22528 : i64
        %1246 = llvm.getelementptr %1245[%c22528_i64_508] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1023_i64 = arith.constant 1023 : i64
        %1247 = arith.addi %49, %c1023_i64 : i64
        %1248 = llvm.getelementptr %1246[%1247] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1249 = llvm.load %1248 : !llvm.ptr<3> -> f32
        %1250 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_509 = arith.constant 22528 : i64
        %1251 = llvm.getelementptr %1250[%c22528_i64_509] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64_510 = arith.constant 1024 : i64
        %1252 = arith.addi %49, %c1024_i64_510 : i64
        %1253 = llvm.getelementptr %1251[%1252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1254 = llvm.load %1253 : !llvm.ptr<3> -> f32
        %1255 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_511 = arith.constant 22528 : i64
        %1256 = llvm.getelementptr %1255[%c22528_i64_511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1257 = arith.addi %49, %c1025_i64 : i64
        %1258 = llvm.getelementptr %1256[%1257] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1259 = llvm.load %1258 : !llvm.ptr<3> -> f32
        %1260 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_512 = arith.constant 22528 : i64
        %1261 = llvm.getelementptr %1260[%c22528_i64_512] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1262 = arith.addi %49, %c1026_i64 : i64
        %1263 = llvm.getelementptr %1261[%1262] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1264 = llvm.load %1263 : !llvm.ptr<3> -> f32
        %1265 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_513 = arith.constant 22528 : i64
        %1266 = llvm.getelementptr %1265[%c22528_i64_513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1267 = arith.addi %49, %c1027_i64 : i64
        %1268 = llvm.getelementptr %1266[%1267] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1269 = llvm.load %1268 : !llvm.ptr<3> -> f32
        %1270 = memref.load %alloca[] : memref<f32>
        %1271 = llvm.intr.fma(%1229, %1234, %1270) : (f32, f32, f32) -> f32
        memref.store %1271, %alloca[] : memref<f32>
        %1272 = memref.load %alloca_55[] : memref<f32>
        %1273 = llvm.intr.fma(%1229, %1239, %1272) : (f32, f32, f32) -> f32
        memref.store %1273, %alloca_55[] : memref<f32>
        %1274 = memref.load %alloca_56[] : memref<f32>
        %1275 = llvm.intr.fma(%1229, %1244, %1274) : (f32, f32, f32) -> f32
        memref.store %1275, %alloca_56[] : memref<f32>
        %1276 = memref.load %alloca_57[] : memref<f32>
        %1277 = llvm.intr.fma(%1229, %1249, %1276) : (f32, f32, f32) -> f32
        memref.store %1277, %alloca_57[] : memref<f32>
        %1278 = memref.load %alloca_58[] : memref<f32>
        %1279 = llvm.intr.fma(%1229, %1254, %1278) : (f32, f32, f32) -> f32
        memref.store %1279, %alloca_58[] : memref<f32>
        %1280 = memref.load %alloca_59[] : memref<f32>
        %1281 = llvm.intr.fma(%1229, %1259, %1280) : (f32, f32, f32) -> f32
        memref.store %1281, %alloca_59[] : memref<f32>
        %1282 = memref.load %alloca_60[] : memref<f32>
        %1283 = llvm.intr.fma(%1229, %1264, %1282) : (f32, f32, f32) -> f32
        memref.store %1283, %alloca_60[] : memref<f32>
        %1284 = memref.load %alloca_61[] : memref<f32>
        %1285 = llvm.intr.fma(%1229, %1269, %1284) : (f32, f32, f32) -> f32
        memref.store %1285, %alloca_61[] : memref<f32>
      }
      %cst_171 = arith.constant 5.000000e-01 : f32
      %c64_i64_172 = arith.constant 64 : i64
      %76 = arith.muli %49, %c64_i64_172 : i64
      %77 = arith.addi %47, %76 : i64
      %78 = llvm.getelementptr %42[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %79 = llvm.load %78 : !llvm.ptr<1> -> f32
      %cst_173 = arith.constant 1.500000e+00 : f32
      %80 = memref.load %alloca[] : memref<f32>
      %81 = arith.mulf %cst_173, %80 : f32
      %82 = llvm.intr.fma(%cst_171, %79, %81) : (f32, f32, f32) -> f32
      %c64_i64_174 = arith.constant 64 : i64
      %83 = arith.muli %49, %c64_i64_174 : i64
      %84 = arith.addi %47, %83 : i64
      %85 = llvm.getelementptr %42[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %82, %85 : f32, !llvm.ptr<1>
      %c1_i64 = arith.constant 1 : i64
      %86 = arith.addi %49, %c1_i64 : i64
      %cst_175 = arith.constant 5.000000e-01 : f32
      %c64_i64_176 = arith.constant 64 : i64
      %87 = arith.muli %86, %c64_i64_176 : i64
      %88 = arith.addi %47, %87 : i64
      %89 = llvm.getelementptr %42[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %90 = llvm.load %89 : !llvm.ptr<1> -> f32
      %cst_177 = arith.constant 1.500000e+00 : f32
      %91 = memref.load %alloca_55[] : memref<f32>
      %92 = arith.mulf %cst_177, %91 : f32
      %93 = llvm.intr.fma(%cst_175, %90, %92) : (f32, f32, f32) -> f32
      %c64_i64_178 = arith.constant 64 : i64
      %94 = arith.muli %86, %c64_i64_178 : i64
      %95 = arith.addi %47, %94 : i64
      %96 = llvm.getelementptr %42[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %93, %96 : f32, !llvm.ptr<1>
      %c2_i64 = arith.constant 2 : i64
      %97 = arith.addi %49, %c2_i64 : i64
      %cst_179 = arith.constant 5.000000e-01 : f32
      %c64_i64_180 = arith.constant 64 : i64
      %98 = arith.muli %97, %c64_i64_180 : i64
      %99 = arith.addi %47, %98 : i64
      %100 = llvm.getelementptr %42[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %101 = llvm.load %100 : !llvm.ptr<1> -> f32
      %cst_181 = arith.constant 1.500000e+00 : f32
      %102 = memref.load %alloca_56[] : memref<f32>
      %103 = arith.mulf %cst_181, %102 : f32
      %104 = llvm.intr.fma(%cst_179, %101, %103) : (f32, f32, f32) -> f32
      %c64_i64_182 = arith.constant 64 : i64
      %105 = arith.muli %97, %c64_i64_182 : i64
      %106 = arith.addi %47, %105 : i64
      %107 = llvm.getelementptr %42[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %104, %107 : f32, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %108 = arith.addi %49, %c3_i64 : i64
      %cst_183 = arith.constant 5.000000e-01 : f32
      %c64_i64_184 = arith.constant 64 : i64
      %109 = arith.muli %108, %c64_i64_184 : i64
      %110 = arith.addi %47, %109 : i64
      %111 = llvm.getelementptr %42[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %112 = llvm.load %111 : !llvm.ptr<1> -> f32
      %cst_185 = arith.constant 1.500000e+00 : f32
      %113 = memref.load %alloca_57[] : memref<f32>
      %114 = arith.mulf %cst_185, %113 : f32
      %115 = llvm.intr.fma(%cst_183, %112, %114) : (f32, f32, f32) -> f32
      %c64_i64_186 = arith.constant 64 : i64
      %116 = arith.muli %108, %c64_i64_186 : i64
      %117 = arith.addi %47, %116 : i64
      %118 = llvm.getelementptr %42[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %115, %118 : f32, !llvm.ptr<1>
      %c4_i64 = arith.constant 4 : i64
      %119 = arith.addi %49, %c4_i64 : i64
      %cst_187 = arith.constant 5.000000e-01 : f32
      %c64_i64_188 = arith.constant 64 : i64
      %120 = arith.muli %119, %c64_i64_188 : i64
      %121 = arith.addi %47, %120 : i64
      %122 = llvm.getelementptr %42[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %123 = llvm.load %122 : !llvm.ptr<1> -> f32
      %cst_189 = arith.constant 1.500000e+00 : f32
      %124 = memref.load %alloca_58[] : memref<f32>
      %125 = arith.mulf %cst_189, %124 : f32
      %126 = llvm.intr.fma(%cst_187, %123, %125) : (f32, f32, f32) -> f32
      %c64_i64_190 = arith.constant 64 : i64
      %127 = arith.muli %119, %c64_i64_190 : i64
      %128 = arith.addi %47, %127 : i64
      %129 = llvm.getelementptr %42[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %126, %129 : f32, !llvm.ptr<1>
      %c5_i64 = arith.constant 5 : i64
      %130 = arith.addi %49, %c5_i64 : i64
      %cst_191 = arith.constant 5.000000e-01 : f32
      %c64_i64_192 = arith.constant 64 : i64
      %131 = arith.muli %130, %c64_i64_192 : i64
      %132 = arith.addi %47, %131 : i64
      %133 = llvm.getelementptr %42[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %134 = llvm.load %133 : !llvm.ptr<1> -> f32
      %cst_193 = arith.constant 1.500000e+00 : f32
      %135 = memref.load %alloca_59[] : memref<f32>
      %136 = arith.mulf %cst_193, %135 : f32
      %137 = llvm.intr.fma(%cst_191, %134, %136) : (f32, f32, f32) -> f32
      %c64_i64_194 = arith.constant 64 : i64
      %138 = arith.muli %130, %c64_i64_194 : i64
      %139 = arith.addi %47, %138 : i64
      %140 = llvm.getelementptr %42[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %137, %140 : f32, !llvm.ptr<1>
      %c6_i64 = arith.constant 6 : i64
      %141 = arith.addi %49, %c6_i64 : i64
      %cst_195 = arith.constant 5.000000e-01 : f32
      %c64_i64_196 = arith.constant 64 : i64
      %142 = arith.muli %141, %c64_i64_196 : i64
      %143 = arith.addi %47, %142 : i64
      %144 = llvm.getelementptr %42[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %145 = llvm.load %144 : !llvm.ptr<1> -> f32
      %cst_197 = arith.constant 1.500000e+00 : f32
      %146 = memref.load %alloca_60[] : memref<f32>
      %147 = arith.mulf %cst_197, %146 : f32
      %148 = llvm.intr.fma(%cst_195, %145, %147) : (f32, f32, f32) -> f32
      %c64_i64_198 = arith.constant 64 : i64
      %149 = arith.muli %141, %c64_i64_198 : i64
      %150 = arith.addi %47, %149 : i64
      %151 = llvm.getelementptr %42[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %148, %151 : f32, !llvm.ptr<1>
      %c7_i64 = arith.constant 7 : i64
      %152 = arith.addi %49, %c7_i64 : i64
      %cst_199 = arith.constant 5.000000e-01 : f32
      %c64_i64_200 = arith.constant 64 : i64
      %153 = arith.muli %152, %c64_i64_200 : i64
      %154 = arith.addi %47, %153 : i64
      %155 = llvm.getelementptr %42[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %156 = llvm.load %155 : !llvm.ptr<1> -> f32
      %cst_201 = arith.constant 1.500000e+00 : f32
      %157 = memref.load %alloca_61[] : memref<f32>
      %158 = arith.mulf %cst_201, %157 : f32
      %159 = llvm.intr.fma(%cst_199, %156, %158) : (f32, f32, f32) -> f32
      %c64_i64_202 = arith.constant 64 : i64
      %160 = arith.muli %152, %c64_i64_202 : i64
      %161 = arith.addi %47, %160 : i64
      %162 = llvm.getelementptr %42[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %159, %162 : f32, !llvm.ptr<1>
      %c3700_i64 = arith.constant 3700 : i64
      %163 = arith.muli %36, %c3700_i64 : i64
      %164 = llvm.getelementptr %10[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2590_i64 = arith.constant 2590 : i64
      %165 = arith.muli %36, %c2590_i64 : i64
      %166 = llvm.getelementptr %13[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7000_i64 = arith.constant 7000 : i64
      %167 = arith.muli %36, %c7000_i64 : i64
      %168 = llvm.getelementptr %16[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_203 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_203 : index to i64
      %c64_i64_204 = arith.constant 64 : i64
      %thread_id_y_205 = gpu.thread_id  y
      %170 = arith.index_cast %thread_id_y_205 : index to i64
      %171 = arith.muli %c64_i64_204, %170 : i64
      %172 = arith.addi %169, %171 : i64
      %c32_i64 = arith.constant 32 : i64
      %173 = arith.remsi %172, %c32_i64 : i64
      %c32_i64_206 = arith.constant 32 : i64
      %174 = arith.divsi %172, %c32_i64_206 : i64
      %c8_i64_207 = arith.constant 8 : i64
      %175 = arith.muli %174, %c8_i64_207 : i64
      %cst_208 = arith.constant 0.000000e+00 : f32
      memref.store %cst_208, %alloca_66[] : memref<f32>
      %cst_209 = arith.constant 0.000000e+00 : f32
      memref.store %cst_209, %alloca_67[] : memref<f32>
      %cst_210 = arith.constant 0.000000e+00 : f32
      memref.store %cst_210, %alloca_68[] : memref<f32>
      %cst_211 = arith.constant 0.000000e+00 : f32
      memref.store %cst_211, %alloca_69[] : memref<f32>
      %cst_212 = arith.constant 0.000000e+00 : f32
      memref.store %cst_212, %alloca_70[] : memref<f32>
      %cst_213 = arith.constant 0.000000e+00 : f32
      memref.store %cst_213, %alloca_71[] : memref<f32>
      %cst_214 = arith.constant 0.000000e+00 : f32
      memref.store %cst_214, %alloca_72[] : memref<f32>
      %cst_215 = arith.constant 0.000000e+00 : f32
      memref.store %cst_215, %alloca_73[] : memref<f32>
      %cst_216 = arith.constant 0.000000e+00 : f32
      memref.store %cst_216, %alloca_74[] : memref<f32>
      %cst_217 = arith.constant 0.000000e+00 : f32
      memref.store %cst_217, %alloca_75[] : memref<f32>
      %cst_218 = arith.constant 0.000000e+00 : f32
      memref.store %cst_218, %alloca_76[] : memref<f32>
      %cst_219 = arith.constant 0.000000e+00 : f32
      memref.store %cst_219, %alloca_77[] : memref<f32>
      %cst_220 = arith.constant 0.000000e+00 : f32
      memref.store %cst_220, %alloca_78[] : memref<f32>
      %cst_221 = arith.constant 0.000000e+00 : f32
      memref.store %cst_221, %alloca_79[] : memref<f32>
      %cst_222 = arith.constant 0.000000e+00 : f32
      memref.store %cst_222, %alloca_80[] : memref<f32>
      %cst_223 = arith.constant 0.000000e+00 : f32
      memref.store %cst_223, %alloca_81[] : memref<f32>
      %cst_224 = arith.constant 0.000000e+00 : f32
      memref.store %cst_224, %alloca_82[] : memref<f32>
      %cst_225 = arith.constant 0.000000e+00 : f32
      memref.store %cst_225, %alloca_83[] : memref<f32>
      %cst_226 = arith.constant 0.000000e+00 : f32
      memref.store %cst_226, %alloca_84[] : memref<f32>
      %cst_227 = arith.constant 0.000000e+00 : f32
      memref.store %cst_227, %alloca_85[] : memref<f32>
      %cst_228 = arith.constant 0.000000e+00 : f32
      memref.store %cst_228, %alloca_86[] : memref<f32>
      %cst_229 = arith.constant 0.000000e+00 : f32
      memref.store %cst_229, %alloca_87[] : memref<f32>
      %cst_230 = arith.constant 0.000000e+00 : f32
      memref.store %cst_230, %alloca_88[] : memref<f32>
      %cst_231 = arith.constant 0.000000e+00 : f32
      memref.store %cst_231, %alloca_89[] : memref<f32>
      %cst_232 = arith.constant 0.000000e+00 : f32
      memref.store %cst_232, %alloca_90[] : memref<f32>
      %cst_233 = arith.constant 0.000000e+00 : f32
      memref.store %cst_233, %alloca_91[] : memref<f32>
      %cst_234 = arith.constant 0.000000e+00 : f32
      memref.store %cst_234, %alloca_92[] : memref<f32>
      %cst_235 = arith.constant 0.000000e+00 : f32
      memref.store %cst_235, %alloca_93[] : memref<f32>
      %cst_236 = arith.constant 0.000000e+00 : f32
      memref.store %cst_236, %alloca_94[] : memref<f32>
      %cst_237 = arith.constant 0.000000e+00 : f32
      memref.store %cst_237, %alloca_95[] : memref<f32>
      %cst_238 = arith.constant 0.000000e+00 : f32
      memref.store %cst_238, %alloca_96[] : memref<f32>
      %cst_239 = arith.constant 0.000000e+00 : f32
      memref.store %cst_239, %alloca_97[] : memref<f32>
      %c13_i64 = arith.constant 13 : i64
      %176 = arith.divsi %172, %c13_i64 : i64
      %c13_i64_240 = arith.constant 13 : i64
      %177 = arith.remsi %172, %c13_i64_240 : i64
      %c512_i64_241 = arith.constant 512 : i64
      %178 = arith.addi %172, %c512_i64_241 : i64
      %c13_i64_242 = arith.constant 13 : i64
      %179 = arith.divsi %178, %c13_i64_242 : i64
      %c13_i64_243 = arith.constant 13 : i64
      %180 = arith.remsi %178, %c13_i64_243 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %181 = arith.addi %172, %c1024_i64 : i64
      %c13_i64_244 = arith.constant 13 : i64
      %182 = arith.divsi %181, %c13_i64_244 : i64
      %c13_i64_245 = arith.constant 13 : i64
      %183 = arith.remsi %181, %c13_i64_245 : i64
      %c1536_i64 = arith.constant 1536 : i64
      %184 = arith.addi %172, %c1536_i64 : i64
      %c13_i64_246 = arith.constant 13 : i64
      %185 = arith.divsi %184, %c13_i64_246 : i64
      %c13_i64_247 = arith.constant 13 : i64
      %186 = arith.remsi %184, %c13_i64_247 : i64
      %cst_248 = arith.constant 0.000000e+00 : f32
      memref.store %cst_248, %alloca_98[] : memref<f32>
      %c100_i64 = arith.constant 100 : i64
      %187 = arith.cmpi slt, %176, %c100_i64 : i64
      %c37_i64 = arith.constant 37 : i64
      %188 = arith.cmpi slt, %177, %c37_i64 : i64
      %189 = arith.andi %187, %188 : i1
      scf.if %189 {
        %c37_i64_337 = arith.constant 37 : i64
        %276 = arith.muli %176, %c37_i64_337 : i64
        %277 = arith.addi %177, %276 : i64
        %278 = llvm.getelementptr %164[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        memref.store %279, %alloca_98[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_98[] : memref<f32>
      }
      %cst_249 = arith.constant 0.000000e+00 : f32
      memref.store %cst_249, %alloca_99[] : memref<f32>
      %c100_i64_250 = arith.constant 100 : i64
      %190 = arith.cmpi slt, %179, %c100_i64_250 : i64
      %c37_i64_251 = arith.constant 37 : i64
      %191 = arith.cmpi slt, %180, %c37_i64_251 : i64
      %192 = arith.andi %190, %191 : i1
      scf.if %192 {
        %c37_i64_337 = arith.constant 37 : i64
        %276 = arith.muli %179, %c37_i64_337 : i64
        %277 = arith.addi %180, %276 : i64
        %278 = llvm.getelementptr %164[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        memref.store %279, %alloca_99[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_99[] : memref<f32>
      }
      %cst_252 = arith.constant 0.000000e+00 : f32
      memref.store %cst_252, %alloca_100[] : memref<f32>
      %c100_i64_253 = arith.constant 100 : i64
      %193 = arith.cmpi slt, %182, %c100_i64_253 : i64
      %c37_i64_254 = arith.constant 37 : i64
      %194 = arith.cmpi slt, %183, %c37_i64_254 : i64
      %195 = arith.andi %193, %194 : i1
      scf.if %195 {
        %c37_i64_337 = arith.constant 37 : i64
        %276 = arith.muli %182, %c37_i64_337 : i64
        %277 = arith.addi %183, %276 : i64
        %278 = llvm.getelementptr %164[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        memref.store %279, %alloca_100[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_100[] : memref<f32>
      }
      %cst_255 = arith.constant 0.000000e+00 : f32
      memref.store %cst_255, %alloca_101[] : memref<f32>
      %c1664_i64 = arith.constant 1664 : i64
      %196 = arith.cmpi slt, %184, %c1664_i64 : i64
      %c100_i64_256 = arith.constant 100 : i64
      %197 = arith.cmpi slt, %185, %c100_i64_256 : i64
      %198 = arith.andi %196, %197 : i1
      %c37_i64_257 = arith.constant 37 : i64
      %199 = arith.cmpi slt, %186, %c37_i64_257 : i64
      %200 = arith.andi %198, %199 : i1
      scf.if %200 {
        %c37_i64_337 = arith.constant 37 : i64
        %276 = arith.muli %185, %c37_i64_337 : i64
        %277 = arith.addi %186, %276 : i64
        %278 = llvm.getelementptr %164[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        memref.store %279, %alloca_101[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_101[] : memref<f32>
      }
      %c128_i64 = arith.constant 128 : i64
      %201 = arith.remsi %172, %c128_i64 : i64
      %c128_i64_258 = arith.constant 128 : i64
      %202 = arith.divsi %172, %c128_i64_258 : i64
      %c512_i64_259 = arith.constant 512 : i64
      %203 = arith.addi %172, %c512_i64_259 : i64
      %c128_i64_260 = arith.constant 128 : i64
      %204 = arith.remsi %203, %c128_i64_260 : i64
      %c128_i64_261 = arith.constant 128 : i64
      %205 = arith.divsi %203, %c128_i64_261 : i64
      %c1024_i64_262 = arith.constant 1024 : i64
      %206 = arith.addi %172, %c1024_i64_262 : i64
      %c128_i64_263 = arith.constant 128 : i64
      %207 = arith.remsi %206, %c128_i64_263 : i64
      %c128_i64_264 = arith.constant 128 : i64
      %208 = arith.divsi %206, %c128_i64_264 : i64
      %c1536_i64_265 = arith.constant 1536 : i64
      %209 = arith.addi %172, %c1536_i64_265 : i64
      %c128_i64_266 = arith.constant 128 : i64
      %210 = arith.remsi %209, %c128_i64_266 : i64
      %c128_i64_267 = arith.constant 128 : i64
      %211 = arith.divsi %209, %c128_i64_267 : i64
      %cst_268 = arith.constant 0.000000e+00 : f32
      memref.store %cst_268, %alloca_102[] : memref<f32>
      %c70_i64 = arith.constant 70 : i64
      %212 = arith.cmpi slt, %201, %c70_i64 : i64
      %c37_i64_269 = arith.constant 37 : i64
      %213 = arith.cmpi slt, %202, %c37_i64_269 : i64
      %214 = arith.andi %212, %213 : i1
      scf.if %214 {
        %c70_i64_337 = arith.constant 70 : i64
        %276 = arith.muli %202, %c70_i64_337 : i64
        %277 = arith.addi %201, %276 : i64
        %278 = llvm.getelementptr %166[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        memref.store %279, %alloca_102[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_102[] : memref<f32>
      }
      %cst_270 = arith.constant 0.000000e+00 : f32
      memref.store %cst_270, %alloca_103[] : memref<f32>
      %c70_i64_271 = arith.constant 70 : i64
      %215 = arith.cmpi slt, %204, %c70_i64_271 : i64
      %c37_i64_272 = arith.constant 37 : i64
      %216 = arith.cmpi slt, %205, %c37_i64_272 : i64
      %217 = arith.andi %215, %216 : i1
      scf.if %217 {
        %c70_i64_337 = arith.constant 70 : i64
        %276 = arith.muli %205, %c70_i64_337 : i64
        %277 = arith.addi %204, %276 : i64
        %278 = llvm.getelementptr %166[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        memref.store %279, %alloca_103[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_103[] : memref<f32>
      }
      %cst_273 = arith.constant 0.000000e+00 : f32
      memref.store %cst_273, %alloca_104[] : memref<f32>
      %c70_i64_274 = arith.constant 70 : i64
      %218 = arith.cmpi slt, %207, %c70_i64_274 : i64
      %c37_i64_275 = arith.constant 37 : i64
      %219 = arith.cmpi slt, %208, %c37_i64_275 : i64
      %220 = arith.andi %218, %219 : i1
      scf.if %220 {
        %c70_i64_337 = arith.constant 70 : i64
        %276 = arith.muli %208, %c70_i64_337 : i64
        %277 = arith.addi %207, %276 : i64
        %278 = llvm.getelementptr %166[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        memref.store %279, %alloca_104[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_104[] : memref<f32>
      }
      %cst_276 = arith.constant 0.000000e+00 : f32
      memref.store %cst_276, %alloca_105[] : memref<f32>
      %c1664_i64_277 = arith.constant 1664 : i64
      %221 = arith.cmpi slt, %209, %c1664_i64_277 : i64
      %c70_i64_278 = arith.constant 70 : i64
      %222 = arith.cmpi slt, %210, %c70_i64_278 : i64
      %223 = arith.andi %221, %222 : i1
      %c37_i64_279 = arith.constant 37 : i64
      %224 = arith.cmpi slt, %211, %c37_i64_279 : i64
      %225 = arith.andi %223, %224 : i1
      scf.if %225 {
        %c70_i64_337 = arith.constant 70 : i64
        %276 = arith.muli %211, %c70_i64_337 : i64
        %277 = arith.addi %210, %276 : i64
        %278 = llvm.getelementptr %166[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        memref.store %279, %alloca_105[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_105[] : memref<f32>
      }
      %c0_i64_280 = arith.constant 0 : i64
      %c37_i64_281 = arith.constant 37 : i64
      %c13_i64_282 = arith.constant 13 : i64
      scf.for %arg12 = %c0_i64_280 to %c37_i64_281 step %c13_i64_282  : i64 {
        gpu.barrier
        %c13_i64_337 = arith.constant 13 : i64
        %276 = arith.divsi %172, %c13_i64_337 : i64
        %c13_i64_338 = arith.constant 13 : i64
        %277 = arith.remsi %172, %c13_i64_338 : i64
        %c512_i64_339 = arith.constant 512 : i64
        %278 = arith.addi %172, %c512_i64_339 : i64
        %c13_i64_340 = arith.constant 13 : i64
        %279 = arith.divsi %278, %c13_i64_340 : i64
        %c13_i64_341 = arith.constant 13 : i64
        %280 = arith.remsi %278, %c13_i64_341 : i64
        %c1024_i64_342 = arith.constant 1024 : i64
        %281 = arith.addi %172, %c1024_i64_342 : i64
        %c13_i64_343 = arith.constant 13 : i64
        %282 = arith.divsi %281, %c13_i64_343 : i64
        %c13_i64_344 = arith.constant 13 : i64
        %283 = arith.remsi %281, %c13_i64_344 : i64
        %c1536_i64_345 = arith.constant 1536 : i64
        %284 = arith.addi %172, %c1536_i64_345 : i64
        %c13_i64_346 = arith.constant 13 : i64
        %285 = arith.divsi %284, %c13_i64_346 : i64
        %c13_i64_347 = arith.constant 13 : i64
        %286 = arith.remsi %284, %c13_i64_347 : i64
        %287 = memref.load %alloca_98[] : memref<f32>
        %288 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64 = arith.constant 26880 : i64
        %289 = llvm.getelementptr %288[%c26880_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64 = arith.constant 129 : i64
        %290 = arith.muli %277, %c129_i64 : i64
        %291 = arith.addi %276, %290 : i64
        %292 = llvm.getelementptr %289[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %287, %292 : f32, !llvm.ptr<3>
        %293 = memref.load %alloca_99[] : memref<f32>
        %294 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_348 = arith.constant 26880 : i64
        %295 = llvm.getelementptr %294[%c26880_i64_348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_349 = arith.constant 129 : i64
        %296 = arith.muli %280, %c129_i64_349 : i64
        %297 = arith.addi %279, %296 : i64
        %298 = llvm.getelementptr %295[%297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %293, %298 : f32, !llvm.ptr<3>
        %299 = memref.load %alloca_100[] : memref<f32>
        %300 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_350 = arith.constant 26880 : i64
        %301 = llvm.getelementptr %300[%c26880_i64_350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_351 = arith.constant 129 : i64
        %302 = arith.muli %283, %c129_i64_351 : i64
        %303 = arith.addi %282, %302 : i64
        %304 = llvm.getelementptr %301[%303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %299, %304 : f32, !llvm.ptr<3>
        %c1664_i64_352 = arith.constant 1664 : i64
        %305 = arith.cmpi slt, %284, %c1664_i64_352 : i64
        scf.if %305 {
          %1948 = memref.load %alloca_101[] : memref<f32>
          %1949 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
          %c26880_i64_550 = arith.constant 26880 : i64
          %1950 = llvm.getelementptr %1949[%c26880_i64_550] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c129_i64_551 = arith.constant 129 : i64
          %1951 = arith.muli %286, %c129_i64_551 : i64
          %1952 = arith.addi %285, %1951 : i64
          %1953 = llvm.getelementptr %1950[%1952] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %1948, %1953 : f32, !llvm.ptr<3>
        }
        %c128_i64_353 = arith.constant 128 : i64
        %306 = arith.remsi %172, %c128_i64_353 : i64
        %c128_i64_354 = arith.constant 128 : i64
        %307 = arith.divsi %172, %c128_i64_354 : i64
        %c512_i64_355 = arith.constant 512 : i64
        %308 = arith.addi %172, %c512_i64_355 : i64
        %c128_i64_356 = arith.constant 128 : i64
        %309 = arith.remsi %308, %c128_i64_356 : i64
        %c128_i64_357 = arith.constant 128 : i64
        %310 = arith.divsi %308, %c128_i64_357 : i64
        %c1024_i64_358 = arith.constant 1024 : i64
        %311 = arith.addi %172, %c1024_i64_358 : i64
        %c128_i64_359 = arith.constant 128 : i64
        %312 = arith.remsi %311, %c128_i64_359 : i64
        %c128_i64_360 = arith.constant 128 : i64
        %313 = arith.divsi %311, %c128_i64_360 : i64
        %c1536_i64_361 = arith.constant 1536 : i64
        %314 = arith.addi %172, %c1536_i64_361 : i64
        %c128_i64_362 = arith.constant 128 : i64
        %315 = arith.remsi %314, %c128_i64_362 : i64
        %c128_i64_363 = arith.constant 128 : i64
        %316 = arith.divsi %314, %c128_i64_363 : i64
        %317 = memref.load %alloca_102[] : memref<f32>
        %318 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64 = arith.constant 33600 : i64
        %319 = llvm.getelementptr %318[%c33600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_364 = arith.constant 128 : i64
        %320 = arith.muli %307, %c128_i64_364 : i64
        %321 = arith.addi %306, %320 : i64
        %322 = llvm.getelementptr %319[%321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %317, %322 : f32, !llvm.ptr<3>
        %323 = memref.load %alloca_103[] : memref<f32>
        %324 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_365 = arith.constant 33600 : i64
        %325 = llvm.getelementptr %324[%c33600_i64_365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_366 = arith.constant 128 : i64
        %326 = arith.muli %310, %c128_i64_366 : i64
        %327 = arith.addi %309, %326 : i64
        %328 = llvm.getelementptr %325[%327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %323, %328 : f32, !llvm.ptr<3>
        %329 = memref.load %alloca_104[] : memref<f32>
        %330 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_367 = arith.constant 33600 : i64
        %331 = llvm.getelementptr %330[%c33600_i64_367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_368 = arith.constant 128 : i64
        %332 = arith.muli %313, %c128_i64_368 : i64
        %333 = arith.addi %312, %332 : i64
        %334 = llvm.getelementptr %331[%333] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %329, %334 : f32, !llvm.ptr<3>
        %c1664_i64_369 = arith.constant 1664 : i64
        %335 = arith.cmpi slt, %314, %c1664_i64_369 : i64
        scf.if %335 {
          %1948 = memref.load %alloca_105[] : memref<f32>
          %1949 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
          %c33600_i64_550 = arith.constant 33600 : i64
          %1950 = llvm.getelementptr %1949[%c33600_i64_550] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_551 = arith.constant 128 : i64
          %1951 = arith.muli %316, %c128_i64_551 : i64
          %1952 = arith.addi %315, %1951 : i64
          %1953 = llvm.getelementptr %1950[%1952] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %1948, %1953 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %c13_i64_370 = arith.constant 13 : i64
        %336 = arith.addi %arg12, %c13_i64_370 : i64
        %c37_i64_371 = arith.constant 37 : i64
        %337 = arith.cmpi slt, %336, %c37_i64_371 : i64
        scf.if %337 {
          %c13_i64_550 = arith.constant 13 : i64
          %1948 = arith.divsi %172, %c13_i64_550 : i64
          %c13_i64_551 = arith.constant 13 : i64
          %1949 = arith.remsi %172, %c13_i64_551 : i64
          %c512_i64_552 = arith.constant 512 : i64
          %1950 = arith.addi %172, %c512_i64_552 : i64
          %c13_i64_553 = arith.constant 13 : i64
          %1951 = arith.divsi %1950, %c13_i64_553 : i64
          %c13_i64_554 = arith.constant 13 : i64
          %1952 = arith.remsi %1950, %c13_i64_554 : i64
          %c1024_i64_555 = arith.constant 1024 : i64
          %1953 = arith.addi %172, %c1024_i64_555 : i64
          %c13_i64_556 = arith.constant 13 : i64
          %1954 = arith.divsi %1953, %c13_i64_556 : i64
          %c13_i64_557 = arith.constant 13 : i64
          %1955 = arith.remsi %1953, %c13_i64_557 : i64
          %c1536_i64_558 = arith.constant 1536 : i64
          %1956 = arith.addi %172, %c1536_i64_558 : i64
          %c13_i64_559 = arith.constant 13 : i64
          %1957 = arith.divsi %1956, %c13_i64_559 : i64
          %c13_i64_560 = arith.constant 13 : i64
          %1958 = arith.remsi %1956, %c13_i64_560 : i64
          %c100_i64_561 = arith.constant 100 : i64
          %1959 = arith.cmpi slt, %1948, %c100_i64_561 : i64
          %1960 = arith.addi %336, %1949 : i64
          %c37_i64_562 = arith.constant 37 : i64
          %1961 = arith.cmpi slt, %1960, %c37_i64_562 : i64
          %1962 = arith.andi %1959, %1961 : i1
          scf.if %1962 {
            %2006 = arith.addi %336, %1949 : i64
            %c37_i64_590 = arith.constant 37 : i64
            %2007 = arith.muli %1948, %c37_i64_590 : i64
            %2008 = arith.addi %2006, %2007 : i64
            %2009 = llvm.getelementptr %164[%2008] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2010 = llvm.load %2009 : !llvm.ptr<1> -> f32
            memref.store %2010, %alloca_98[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_98[] : memref<f32>
          }
          %c100_i64_563 = arith.constant 100 : i64
          %1963 = arith.cmpi slt, %1951, %c100_i64_563 : i64
          %1964 = arith.addi %336, %1952 : i64
          %c37_i64_564 = arith.constant 37 : i64
          %1965 = arith.cmpi slt, %1964, %c37_i64_564 : i64
          %1966 = arith.andi %1963, %1965 : i1
          scf.if %1966 {
            %2006 = arith.addi %336, %1952 : i64
            %c37_i64_590 = arith.constant 37 : i64
            %2007 = arith.muli %1951, %c37_i64_590 : i64
            %2008 = arith.addi %2006, %2007 : i64
            %2009 = llvm.getelementptr %164[%2008] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2010 = llvm.load %2009 : !llvm.ptr<1> -> f32
            memref.store %2010, %alloca_99[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_99[] : memref<f32>
          }
          %c100_i64_565 = arith.constant 100 : i64
          %1967 = arith.cmpi slt, %1954, %c100_i64_565 : i64
          %1968 = arith.addi %336, %1955 : i64
          %c37_i64_566 = arith.constant 37 : i64
          %1969 = arith.cmpi slt, %1968, %c37_i64_566 : i64
          %1970 = arith.andi %1967, %1969 : i1
          scf.if %1970 {
            %2006 = arith.addi %336, %1955 : i64
            %c37_i64_590 = arith.constant 37 : i64
            %2007 = arith.muli %1954, %c37_i64_590 : i64
            %2008 = arith.addi %2006, %2007 : i64
            %2009 = llvm.getelementptr %164[%2008] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2010 = llvm.load %2009 : !llvm.ptr<1> -> f32
            memref.store %2010, %alloca_100[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_100[] : memref<f32>
          }
          %c1664_i64_567 = arith.constant 1664 : i64
          %1971 = arith.cmpi slt, %1956, %c1664_i64_567 : i64
          %c100_i64_568 = arith.constant 100 : i64
          %1972 = arith.cmpi slt, %1957, %c100_i64_568 : i64
          %1973 = arith.andi %1971, %1972 : i1
          %1974 = arith.addi %336, %1958 : i64
          %c37_i64_569 = arith.constant 37 : i64
          %1975 = arith.cmpi slt, %1974, %c37_i64_569 : i64
          %1976 = arith.andi %1973, %1975 : i1
          scf.if %1976 {
            %2006 = arith.addi %336, %1958 : i64
            %c37_i64_590 = arith.constant 37 : i64
            %2007 = arith.muli %1957, %c37_i64_590 : i64
            %2008 = arith.addi %2006, %2007 : i64
            %2009 = llvm.getelementptr %164[%2008] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2010 = llvm.load %2009 : !llvm.ptr<1> -> f32
            memref.store %2010, %alloca_101[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_101[] : memref<f32>
          }
          %c128_i64_570 = arith.constant 128 : i64
          %1977 = arith.remsi %172, %c128_i64_570 : i64
          %c128_i64_571 = arith.constant 128 : i64
          %1978 = arith.divsi %172, %c128_i64_571 : i64
          %c512_i64_572 = arith.constant 512 : i64
          %1979 = arith.addi %172, %c512_i64_572 : i64
          %c128_i64_573 = arith.constant 128 : i64
          %1980 = arith.remsi %1979, %c128_i64_573 : i64
          %c128_i64_574 = arith.constant 128 : i64
          %1981 = arith.divsi %1979, %c128_i64_574 : i64
          %c1024_i64_575 = arith.constant 1024 : i64
          %1982 = arith.addi %172, %c1024_i64_575 : i64
          %c128_i64_576 = arith.constant 128 : i64
          %1983 = arith.remsi %1982, %c128_i64_576 : i64
          %c128_i64_577 = arith.constant 128 : i64
          %1984 = arith.divsi %1982, %c128_i64_577 : i64
          %c1536_i64_578 = arith.constant 1536 : i64
          %1985 = arith.addi %172, %c1536_i64_578 : i64
          %c128_i64_579 = arith.constant 128 : i64
          %1986 = arith.remsi %1985, %c128_i64_579 : i64
          %c128_i64_580 = arith.constant 128 : i64
          %1987 = arith.divsi %1985, %c128_i64_580 : i64
          %c70_i64_581 = arith.constant 70 : i64
          %1988 = arith.cmpi slt, %1977, %c70_i64_581 : i64
          %1989 = arith.addi %336, %1978 : i64
          %c37_i64_582 = arith.constant 37 : i64
          %1990 = arith.cmpi slt, %1989, %c37_i64_582 : i64
          %1991 = arith.andi %1988, %1990 : i1
          scf.if %1991 {
            %2006 = arith.addi %336, %1978 : i64
            %c70_i64_590 = arith.constant 70 : i64
            %2007 = arith.muli %2006, %c70_i64_590 : i64
            %2008 = arith.addi %1977, %2007 : i64
            %2009 = llvm.getelementptr %166[%2008] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2010 = llvm.load %2009 : !llvm.ptr<1> -> f32
            memref.store %2010, %alloca_102[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_102[] : memref<f32>
          }
          %c70_i64_583 = arith.constant 70 : i64
          %1992 = arith.cmpi slt, %1980, %c70_i64_583 : i64
          %1993 = arith.addi %336, %1981 : i64
          %c37_i64_584 = arith.constant 37 : i64
          %1994 = arith.cmpi slt, %1993, %c37_i64_584 : i64
          %1995 = arith.andi %1992, %1994 : i1
          scf.if %1995 {
            %2006 = arith.addi %336, %1981 : i64
            %c70_i64_590 = arith.constant 70 : i64
            %2007 = arith.muli %2006, %c70_i64_590 : i64
            %2008 = arith.addi %1980, %2007 : i64
            %2009 = llvm.getelementptr %166[%2008] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2010 = llvm.load %2009 : !llvm.ptr<1> -> f32
            memref.store %2010, %alloca_103[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_103[] : memref<f32>
          }
          %c70_i64_585 = arith.constant 70 : i64
          %1996 = arith.cmpi slt, %1983, %c70_i64_585 : i64
          %1997 = arith.addi %336, %1984 : i64
          %c37_i64_586 = arith.constant 37 : i64
          %1998 = arith.cmpi slt, %1997, %c37_i64_586 : i64
          %1999 = arith.andi %1996, %1998 : i1
          scf.if %1999 {
            %2006 = arith.addi %336, %1984 : i64
            %c70_i64_590 = arith.constant 70 : i64
            %2007 = arith.muli %2006, %c70_i64_590 : i64
            %2008 = arith.addi %1983, %2007 : i64
            %2009 = llvm.getelementptr %166[%2008] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2010 = llvm.load %2009 : !llvm.ptr<1> -> f32
            memref.store %2010, %alloca_104[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_104[] : memref<f32>
          }
          %c1664_i64_587 = arith.constant 1664 : i64
          %2000 = arith.cmpi slt, %1985, %c1664_i64_587 : i64
          %c70_i64_588 = arith.constant 70 : i64
          %2001 = arith.cmpi slt, %1986, %c70_i64_588 : i64
          %2002 = arith.andi %2000, %2001 : i1
          %2003 = arith.addi %336, %1987 : i64
          %c37_i64_589 = arith.constant 37 : i64
          %2004 = arith.cmpi slt, %2003, %c37_i64_589 : i64
          %2005 = arith.andi %2002, %2004 : i1
          scf.if %2005 {
            %2006 = arith.addi %336, %1987 : i64
            %c70_i64_590 = arith.constant 70 : i64
            %2007 = arith.muli %2006, %c70_i64_590 : i64
            %2008 = arith.addi %1986, %2007 : i64
            %2009 = llvm.getelementptr %166[%2008] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2010 = llvm.load %2009 : !llvm.ptr<1> -> f32
            memref.store %2010, %alloca_105[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_105[] : memref<f32>
          }
        }
        %338 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_372 = arith.constant 26880 : i64
        %339 = llvm.getelementptr %338[%c26880_i64_372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %340 = llvm.getelementptr %339[%173] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %341 = llvm.load %340 : !llvm.ptr<3> -> f32
        %342 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_373 = arith.constant 26880 : i64
        %343 = llvm.getelementptr %342[%c26880_i64_373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c32_i64_374 = arith.constant 32 : i64
        %344 = arith.addi %173, %c32_i64_374 : i64
        %345 = llvm.getelementptr %343[%344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %346 = llvm.load %345 : !llvm.ptr<3> -> f32
        %347 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_375 = arith.constant 26880 : i64
        %348 = llvm.getelementptr %347[%c26880_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_376 = arith.constant 64 : i64
        %349 = arith.addi %173, %c64_i64_376 : i64
        %350 = llvm.getelementptr %348[%349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %351 = llvm.load %350 : !llvm.ptr<3> -> f32
        %352 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_377 = arith.constant 26880 : i64
        %353 = llvm.getelementptr %352[%c26880_i64_377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c96_i64_378 = arith.constant 96 : i64
        %354 = arith.addi %173, %c96_i64_378 : i64
        %355 = llvm.getelementptr %353[%354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %356 = llvm.load %355 : !llvm.ptr<3> -> f32
        %357 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_379 = arith.constant 33600 : i64
        %358 = llvm.getelementptr %357[%c33600_i64_379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %359 = llvm.getelementptr %358[%175] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %360 = llvm.load %359 : !llvm.ptr<3> -> f32
        %361 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_380 = arith.constant 33600 : i64
        %362 = llvm.getelementptr %361[%c33600_i64_380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_381 = arith.constant 1 : i64
        %363 = arith.addi %175, %c1_i64_381 : i64
        %364 = llvm.getelementptr %362[%363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %365 = llvm.load %364 : !llvm.ptr<3> -> f32
        %366 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_382 = arith.constant 33600 : i64
        %367 = llvm.getelementptr %366[%c33600_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_383 = arith.constant 2 : i64
        %368 = arith.addi %175, %c2_i64_383 : i64
        %369 = llvm.getelementptr %367[%368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %370 = llvm.load %369 : !llvm.ptr<3> -> f32
        %371 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_384 = arith.constant 33600 : i64
        %372 = llvm.getelementptr %371[%c33600_i64_384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_385 = arith.constant 3 : i64
        %373 = arith.addi %175, %c3_i64_385 : i64
        %374 = llvm.getelementptr %372[%373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %375 = llvm.load %374 : !llvm.ptr<3> -> f32
        %376 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_386 = arith.constant 33600 : i64
        %377 = llvm.getelementptr %376[%c33600_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_387 = arith.constant 4 : i64
        %378 = arith.addi %175, %c4_i64_387 : i64
        %379 = llvm.getelementptr %377[%378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %380 = llvm.load %379 : !llvm.ptr<3> -> f32
        %381 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_388 = arith.constant 33600 : i64
        %382 = llvm.getelementptr %381[%c33600_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_389 = arith.constant 5 : i64
        %383 = arith.addi %175, %c5_i64_389 : i64
        %384 = llvm.getelementptr %382[%383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %385 = llvm.load %384 : !llvm.ptr<3> -> f32
        %386 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_390 = arith.constant 33600 : i64
        %387 = llvm.getelementptr %386[%c33600_i64_390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_391 = arith.constant 6 : i64
        %388 = arith.addi %175, %c6_i64_391 : i64
        %389 = llvm.getelementptr %387[%388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %390 = llvm.load %389 : !llvm.ptr<3> -> f32
        %391 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_392 = arith.constant 33600 : i64
        %392 = llvm.getelementptr %391[%c33600_i64_392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_393 = arith.constant 7 : i64
        %393 = arith.addi %175, %c7_i64_393 : i64
        %394 = llvm.getelementptr %392[%393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %395 = llvm.load %394 : !llvm.ptr<3> -> f32
        %396 = memref.load %alloca_66[] : memref<f32>
        %397 = llvm.intr.fma(%341, %360, %396) : (f32, f32, f32) -> f32
        memref.store %397, %alloca_66[] : memref<f32>
        %398 = memref.load %alloca_67[] : memref<f32>
        %399 = llvm.intr.fma(%341, %365, %398) : (f32, f32, f32) -> f32
        memref.store %399, %alloca_67[] : memref<f32>
        %400 = memref.load %alloca_68[] : memref<f32>
        %401 = llvm.intr.fma(%341, %370, %400) : (f32, f32, f32) -> f32
        memref.store %401, %alloca_68[] : memref<f32>
        %402 = memref.load %alloca_69[] : memref<f32>
        %403 = llvm.intr.fma(%341, %375, %402) : (f32, f32, f32) -> f32
        memref.store %403, %alloca_69[] : memref<f32>
        %404 = memref.load %alloca_70[] : memref<f32>
        %405 = llvm.intr.fma(%341, %380, %404) : (f32, f32, f32) -> f32
        memref.store %405, %alloca_70[] : memref<f32>
        %406 = memref.load %alloca_71[] : memref<f32>
        %407 = llvm.intr.fma(%341, %385, %406) : (f32, f32, f32) -> f32
        memref.store %407, %alloca_71[] : memref<f32>
        %408 = memref.load %alloca_72[] : memref<f32>
        %409 = llvm.intr.fma(%341, %390, %408) : (f32, f32, f32) -> f32
        memref.store %409, %alloca_72[] : memref<f32>
        %410 = memref.load %alloca_73[] : memref<f32>
        %411 = llvm.intr.fma(%341, %395, %410) : (f32, f32, f32) -> f32
        memref.store %411, %alloca_73[] : memref<f32>
        %412 = memref.load %alloca_74[] : memref<f32>
        %413 = llvm.intr.fma(%346, %360, %412) : (f32, f32, f32) -> f32
        memref.store %413, %alloca_74[] : memref<f32>
        %414 = memref.load %alloca_75[] : memref<f32>
        %415 = llvm.intr.fma(%346, %365, %414) : (f32, f32, f32) -> f32
        memref.store %415, %alloca_75[] : memref<f32>
        %416 = memref.load %alloca_76[] : memref<f32>
        %417 = llvm.intr.fma(%346, %370, %416) : (f32, f32, f32) -> f32
        memref.store %417, %alloca_76[] : memref<f32>
        %418 = memref.load %alloca_77[] : memref<f32>
        %419 = llvm.intr.fma(%346, %375, %418) : (f32, f32, f32) -> f32
        memref.store %419, %alloca_77[] : memref<f32>
        %420 = memref.load %alloca_78[] : memref<f32>
        %421 = llvm.intr.fma(%346, %380, %420) : (f32, f32, f32) -> f32
        memref.store %421, %alloca_78[] : memref<f32>
        %422 = memref.load %alloca_79[] : memref<f32>
        %423 = llvm.intr.fma(%346, %385, %422) : (f32, f32, f32) -> f32
        memref.store %423, %alloca_79[] : memref<f32>
        %424 = memref.load %alloca_80[] : memref<f32>
        %425 = llvm.intr.fma(%346, %390, %424) : (f32, f32, f32) -> f32
        memref.store %425, %alloca_80[] : memref<f32>
        %426 = memref.load %alloca_81[] : memref<f32>
        %427 = llvm.intr.fma(%346, %395, %426) : (f32, f32, f32) -> f32
        memref.store %427, %alloca_81[] : memref<f32>
        %428 = memref.load %alloca_82[] : memref<f32>
        %429 = llvm.intr.fma(%351, %360, %428) : (f32, f32, f32) -> f32
        memref.store %429, %alloca_82[] : memref<f32>
        %430 = memref.load %alloca_83[] : memref<f32>
        %431 = llvm.intr.fma(%351, %365, %430) : (f32, f32, f32) -> f32
        memref.store %431, %alloca_83[] : memref<f32>
        %432 = memref.load %alloca_84[] : memref<f32>
        %433 = llvm.intr.fma(%351, %370, %432) : (f32, f32, f32) -> f32
        memref.store %433, %alloca_84[] : memref<f32>
        %434 = memref.load %alloca_85[] : memref<f32>
        %435 = llvm.intr.fma(%351, %375, %434) : (f32, f32, f32) -> f32
        memref.store %435, %alloca_85[] : memref<f32>
        %436 = memref.load %alloca_86[] : memref<f32>
        %437 = llvm.intr.fma(%351, %380, %436) : (f32, f32, f32) -> f32
        memref.store %437, %alloca_86[] : memref<f32>
        %438 = memref.load %alloca_87[] : memref<f32>
        %439 = llvm.intr.fma(%351, %385, %438) : (f32, f32, f32) -> f32
        memref.store %439, %alloca_87[] : memref<f32>
        %440 = memref.load %alloca_88[] : memref<f32>
        %441 = llvm.intr.fma(%351, %390, %440) : (f32, f32, f32) -> f32
        memref.store %441, %alloca_88[] : memref<f32>
        %442 = memref.load %alloca_89[] : memref<f32>
        %443 = llvm.intr.fma(%351, %395, %442) : (f32, f32, f32) -> f32
        memref.store %443, %alloca_89[] : memref<f32>
        %444 = memref.load %alloca_90[] : memref<f32>
        %445 = llvm.intr.fma(%356, %360, %444) : (f32, f32, f32) -> f32
        memref.store %445, %alloca_90[] : memref<f32>
        %446 = memref.load %alloca_91[] : memref<f32>
        %447 = llvm.intr.fma(%356, %365, %446) : (f32, f32, f32) -> f32
        memref.store %447, %alloca_91[] : memref<f32>
        %448 = memref.load %alloca_92[] : memref<f32>
        %449 = llvm.intr.fma(%356, %370, %448) : (f32, f32, f32) -> f32
        memref.store %449, %alloca_92[] : memref<f32>
        %450 = memref.load %alloca_93[] : memref<f32>
        %451 = llvm.intr.fma(%356, %375, %450) : (f32, f32, f32) -> f32
        memref.store %451, %alloca_93[] : memref<f32>
        %452 = memref.load %alloca_94[] : memref<f32>
        %453 = llvm.intr.fma(%356, %380, %452) : (f32, f32, f32) -> f32
        memref.store %453, %alloca_94[] : memref<f32>
        %454 = memref.load %alloca_95[] : memref<f32>
        %455 = llvm.intr.fma(%356, %385, %454) : (f32, f32, f32) -> f32
        memref.store %455, %alloca_95[] : memref<f32>
        %456 = memref.load %alloca_96[] : memref<f32>
        %457 = llvm.intr.fma(%356, %390, %456) : (f32, f32, f32) -> f32
        memref.store %457, %alloca_96[] : memref<f32>
        %458 = memref.load %alloca_97[] : memref<f32>
        %459 = llvm.intr.fma(%356, %395, %458) : (f32, f32, f32) -> f32
        memref.store %459, %alloca_97[] : memref<f32>
        %460 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_394 = arith.constant 26880 : i64
        %461 = llvm.getelementptr %460[%c26880_i64_394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_395 = arith.constant 129 : i64
        %462 = arith.addi %173, %c129_i64_395 : i64
        %463 = llvm.getelementptr %461[%462] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %464 = llvm.load %463 : !llvm.ptr<3> -> f32
        %465 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_396 = arith.constant 26880 : i64
        %466 = llvm.getelementptr %465[%c26880_i64_396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c161_i64 = arith.constant 161 : i64
        %467 = arith.addi %173, %c161_i64 : i64
        %468 = llvm.getelementptr %466[%467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %469 = llvm.load %468 : !llvm.ptr<3> -> f32
        %470 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_397 = arith.constant 26880 : i64
        %471 = llvm.getelementptr %470[%c26880_i64_397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c193_i64 = arith.constant 193 : i64
        %472 = arith.addi %173, %c193_i64 : i64
        %473 = llvm.getelementptr %471[%472] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %474 = llvm.load %473 : !llvm.ptr<3> -> f32
        %475 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_398 = arith.constant 26880 : i64
        %476 = llvm.getelementptr %475[%c26880_i64_398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c225_i64 = arith.constant 225 : i64
        %477 = arith.addi %173, %c225_i64 : i64
        %478 = llvm.getelementptr %476[%477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %479 = llvm.load %478 : !llvm.ptr<3> -> f32
        %480 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_399 = arith.constant 33600 : i64
        %481 = llvm.getelementptr %480[%c33600_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_400 = arith.constant 128 : i64
        %482 = arith.addi %175, %c128_i64_400 : i64
        %483 = llvm.getelementptr %481[%482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %484 = llvm.load %483 : !llvm.ptr<3> -> f32
        %485 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_401 = arith.constant 33600 : i64
        %486 = llvm.getelementptr %485[%c33600_i64_401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_402 = arith.constant 129 : i64
        %487 = arith.addi %175, %c129_i64_402 : i64
        %488 = llvm.getelementptr %486[%487] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %489 = llvm.load %488 : !llvm.ptr<3> -> f32
        %490 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_403 = arith.constant 33600 : i64
        %491 = llvm.getelementptr %490[%c33600_i64_403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c130_i64 = arith.constant 130 : i64
        %492 = arith.addi %175, %c130_i64 : i64
        %493 = llvm.getelementptr %491[%492] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %494 = llvm.load %493 : !llvm.ptr<3> -> f32
        %495 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_404 = arith.constant 33600 : i64
        %496 = llvm.getelementptr %495[%c33600_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c131_i64 = arith.constant 131 : i64
        %497 = arith.addi %175, %c131_i64 : i64
        %498 = llvm.getelementptr %496[%497] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %499 = llvm.load %498 : !llvm.ptr<3> -> f32
        %500 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_405 = arith.constant 33600 : i64
        %501 = llvm.getelementptr %500[%c33600_i64_405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c132_i64 = arith.constant 132 : i64
        %502 = arith.addi %175, %c132_i64 : i64
        %503 = llvm.getelementptr %501[%502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %504 = llvm.load %503 : !llvm.ptr<3> -> f32
        %505 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_406 = arith.constant 33600 : i64
        %506 = llvm.getelementptr %505[%c33600_i64_406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c133_i64 = arith.constant 133 : i64
        %507 = arith.addi %175, %c133_i64 : i64
        %508 = llvm.getelementptr %506[%507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %509 = llvm.load %508 : !llvm.ptr<3> -> f32
        %510 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_407 = arith.constant 33600 : i64
        %511 = llvm.getelementptr %510[%c33600_i64_407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c134_i64 = arith.constant 134 : i64
        %512 = arith.addi %175, %c134_i64 : i64
        %513 = llvm.getelementptr %511[%512] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %514 = llvm.load %513 : !llvm.ptr<3> -> f32
        %515 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_408 = arith.constant 33600 : i64
        %516 = llvm.getelementptr %515[%c33600_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c135_i64 = arith.constant 135 : i64
        %517 = arith.addi %175, %c135_i64 : i64
        %518 = llvm.getelementptr %516[%517] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %519 = llvm.load %518 : !llvm.ptr<3> -> f32
        %520 = memref.load %alloca_66[] : memref<f32>
        %521 = llvm.intr.fma(%464, %484, %520) : (f32, f32, f32) -> f32
        memref.store %521, %alloca_66[] : memref<f32>
        %522 = memref.load %alloca_67[] : memref<f32>
        %523 = llvm.intr.fma(%464, %489, %522) : (f32, f32, f32) -> f32
        memref.store %523, %alloca_67[] : memref<f32>
        %524 = memref.load %alloca_68[] : memref<f32>
        %525 = llvm.intr.fma(%464, %494, %524) : (f32, f32, f32) -> f32
        memref.store %525, %alloca_68[] : memref<f32>
        %526 = memref.load %alloca_69[] : memref<f32>
        %527 = llvm.intr.fma(%464, %499, %526) : (f32, f32, f32) -> f32
        memref.store %527, %alloca_69[] : memref<f32>
        %528 = memref.load %alloca_70[] : memref<f32>
        %529 = llvm.intr.fma(%464, %504, %528) : (f32, f32, f32) -> f32
        memref.store %529, %alloca_70[] : memref<f32>
        %530 = memref.load %alloca_71[] : memref<f32>
        %531 = llvm.intr.fma(%464, %509, %530) : (f32, f32, f32) -> f32
        memref.store %531, %alloca_71[] : memref<f32>
        %532 = memref.load %alloca_72[] : memref<f32>
        %533 = llvm.intr.fma(%464, %514, %532) : (f32, f32, f32) -> f32
        memref.store %533, %alloca_72[] : memref<f32>
        %534 = memref.load %alloca_73[] : memref<f32>
        %535 = llvm.intr.fma(%464, %519, %534) : (f32, f32, f32) -> f32
        memref.store %535, %alloca_73[] : memref<f32>
        %536 = memref.load %alloca_74[] : memref<f32>
        %537 = llvm.intr.fma(%469, %484, %536) : (f32, f32, f32) -> f32
        memref.store %537, %alloca_74[] : memref<f32>
        %538 = memref.load %alloca_75[] : memref<f32>
        %539 = llvm.intr.fma(%469, %489, %538) : (f32, f32, f32) -> f32
        memref.store %539, %alloca_75[] : memref<f32>
        %540 = memref.load %alloca_76[] : memref<f32>
        %541 = llvm.intr.fma(%469, %494, %540) : (f32, f32, f32) -> f32
        memref.store %541, %alloca_76[] : memref<f32>
        %542 = memref.load %alloca_77[] : memref<f32>
        %543 = llvm.intr.fma(%469, %499, %542) : (f32, f32, f32) -> f32
        memref.store %543, %alloca_77[] : memref<f32>
        %544 = memref.load %alloca_78[] : memref<f32>
        %545 = llvm.intr.fma(%469, %504, %544) : (f32, f32, f32) -> f32
        memref.store %545, %alloca_78[] : memref<f32>
        %546 = memref.load %alloca_79[] : memref<f32>
        %547 = llvm.intr.fma(%469, %509, %546) : (f32, f32, f32) -> f32
        memref.store %547, %alloca_79[] : memref<f32>
        %548 = memref.load %alloca_80[] : memref<f32>
        %549 = llvm.intr.fma(%469, %514, %548) : (f32, f32, f32) -> f32
        memref.store %549, %alloca_80[] : memref<f32>
        %550 = memref.load %alloca_81[] : memref<f32>
        %551 = llvm.intr.fma(%469, %519, %550) : (f32, f32, f32) -> f32
        memref.store %551, %alloca_81[] : memref<f32>
        %552 = memref.load %alloca_82[] : memref<f32>
        %553 = llvm.intr.fma(%474, %484, %552) : (f32, f32, f32) -> f32
        memref.store %553, %alloca_82[] : memref<f32>
        %554 = memref.load %alloca_83[] : memref<f32>
        %555 = llvm.intr.fma(%474, %489, %554) : (f32, f32, f32) -> f32
        memref.store %555, %alloca_83[] : memref<f32>
        %556 = memref.load %alloca_84[] : memref<f32>
        %557 = llvm.intr.fma(%474, %494, %556) : (f32, f32, f32) -> f32
        memref.store %557, %alloca_84[] : memref<f32>
        %558 = memref.load %alloca_85[] : memref<f32>
        %559 = llvm.intr.fma(%474, %499, %558) : (f32, f32, f32) -> f32
        memref.store %559, %alloca_85[] : memref<f32>
        %560 = memref.load %alloca_86[] : memref<f32>
        %561 = llvm.intr.fma(%474, %504, %560) : (f32, f32, f32) -> f32
        memref.store %561, %alloca_86[] : memref<f32>
        %562 = memref.load %alloca_87[] : memref<f32>
        %563 = llvm.intr.fma(%474, %509, %562) : (f32, f32, f32) -> f32
        memref.store %563, %alloca_87[] : memref<f32>
        %564 = memref.load %alloca_88[] : memref<f32>
        %565 = llvm.intr.fma(%474, %514, %564) : (f32, f32, f32) -> f32
        memref.store %565, %alloca_88[] : memref<f32>
        %566 = memref.load %alloca_89[] : memref<f32>
        %567 = llvm.intr.fma(%474, %519, %566) : (f32, f32, f32) -> f32
        memref.store %567, %alloca_89[] : memref<f32>
        %568 = memref.load %alloca_90[] : memref<f32>
        %569 = llvm.intr.fma(%479, %484, %568) : (f32, f32, f32) -> f32
        memref.store %569, %alloca_90[] : memref<f32>
        %570 = memref.load %alloca_91[] : memref<f32>
        %571 = llvm.intr.fma(%479, %489, %570) : (f32, f32, f32) -> f32
        memref.store %571, %alloca_91[] : memref<f32>
        %572 = memref.load %alloca_92[] : memref<f32>
        %573 = llvm.intr.fma(%479, %494, %572) : (f32, f32, f32) -> f32
        memref.store %573, %alloca_92[] : memref<f32>
        %574 = memref.load %alloca_93[] : memref<f32>
        %575 = llvm.intr.fma(%479, %499, %574) : (f32, f32, f32) -> f32
        memref.store %575, %alloca_93[] : memref<f32>
        %576 = memref.load %alloca_94[] : memref<f32>
        %577 = llvm.intr.fma(%479, %504, %576) : (f32, f32, f32) -> f32
        memref.store %577, %alloca_94[] : memref<f32>
        %578 = memref.load %alloca_95[] : memref<f32>
        %579 = llvm.intr.fma(%479, %509, %578) : (f32, f32, f32) -> f32
        memref.store %579, %alloca_95[] : memref<f32>
        %580 = memref.load %alloca_96[] : memref<f32>
        %581 = llvm.intr.fma(%479, %514, %580) : (f32, f32, f32) -> f32
        memref.store %581, %alloca_96[] : memref<f32>
        %582 = memref.load %alloca_97[] : memref<f32>
        %583 = llvm.intr.fma(%479, %519, %582) : (f32, f32, f32) -> f32
        memref.store %583, %alloca_97[] : memref<f32>
        %584 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_409 = arith.constant 26880 : i64
        %585 = llvm.getelementptr %584[%c26880_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c258_i64 = arith.constant 258 : i64
        %586 = arith.addi %173, %c258_i64 : i64
        %587 = llvm.getelementptr %585[%586] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %588 = llvm.load %587 : !llvm.ptr<3> -> f32
        %589 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_410 = arith.constant 26880 : i64
        %590 = llvm.getelementptr %589[%c26880_i64_410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c290_i64 = arith.constant 290 : i64
        %591 = arith.addi %173, %c290_i64 : i64
        %592 = llvm.getelementptr %590[%591] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %593 = llvm.load %592 : !llvm.ptr<3> -> f32
        %594 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_411 = arith.constant 26880 : i64
        %595 = llvm.getelementptr %594[%c26880_i64_411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c322_i64 = arith.constant 322 : i64
        %596 = arith.addi %173, %c322_i64 : i64
        %597 = llvm.getelementptr %595[%596] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %598 = llvm.load %597 : !llvm.ptr<3> -> f32
        %599 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_412 = arith.constant 26880 : i64
        %600 = llvm.getelementptr %599[%c26880_i64_412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c354_i64 = arith.constant 354 : i64
        %601 = arith.addi %173, %c354_i64 : i64
        %602 = llvm.getelementptr %600[%601] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %603 = llvm.load %602 : !llvm.ptr<3> -> f32
        %604 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_413 = arith.constant 33600 : i64
        %605 = llvm.getelementptr %604[%c33600_i64_413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c256_i64 = arith.constant 256 : i64
        %606 = arith.addi %175, %c256_i64 : i64
        %607 = llvm.getelementptr %605[%606] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %608 = llvm.load %607 : !llvm.ptr<3> -> f32
        %609 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_414 = arith.constant 33600 : i64
        %610 = llvm.getelementptr %609[%c33600_i64_414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c257_i64 = arith.constant 257 : i64
        %611 = arith.addi %175, %c257_i64 : i64
        %612 = llvm.getelementptr %610[%611] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %613 = llvm.load %612 : !llvm.ptr<3> -> f32
        %614 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_415 = arith.constant 33600 : i64
        %615 = llvm.getelementptr %614[%c33600_i64_415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c258_i64_416 = arith.constant 258 : i64
        %616 = arith.addi %175, %c258_i64_416 : i64
        %617 = llvm.getelementptr %615[%616] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %618 = llvm.load %617 : !llvm.ptr<3> -> f32
        %619 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_417 = arith.constant 33600 : i64
        %620 = llvm.getelementptr %619[%c33600_i64_417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c259_i64 = arith.constant 259 : i64
        %621 = arith.addi %175, %c259_i64 : i64
        %622 = llvm.getelementptr %620[%621] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %623 = llvm.load %622 : !llvm.ptr<3> -> f32
        %624 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_418 = arith.constant 33600 : i64
        %625 = llvm.getelementptr %624[%c33600_i64_418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c260_i64 = arith.constant 260 : i64
        %626 = arith.addi %175, %c260_i64 : i64
        %627 = llvm.getelementptr %625[%626] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %628 = llvm.load %627 : !llvm.ptr<3> -> f32
        %629 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_419 = arith.constant 33600 : i64
        %630 = llvm.getelementptr %629[%c33600_i64_419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c261_i64 = arith.constant 261 : i64
        %631 = arith.addi %175, %c261_i64 : i64
        %632 = llvm.getelementptr %630[%631] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %633 = llvm.load %632 : !llvm.ptr<3> -> f32
        %634 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_420 = arith.constant 33600 : i64
        %635 = llvm.getelementptr %634[%c33600_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c262_i64 = arith.constant 262 : i64
        %636 = arith.addi %175, %c262_i64 : i64
        %637 = llvm.getelementptr %635[%636] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %638 = llvm.load %637 : !llvm.ptr<3> -> f32
        %639 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_421 = arith.constant 33600 : i64
        %640 = llvm.getelementptr %639[%c33600_i64_421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c263_i64 = arith.constant 263 : i64
        %641 = arith.addi %175, %c263_i64 : i64
        %642 = llvm.getelementptr %640[%641] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %643 = llvm.load %642 : !llvm.ptr<3> -> f32
        %644 = memref.load %alloca_66[] : memref<f32>
        %645 = llvm.intr.fma(%588, %608, %644) : (f32, f32, f32) -> f32
        memref.store %645, %alloca_66[] : memref<f32>
        %646 = memref.load %alloca_67[] : memref<f32>
        %647 = llvm.intr.fma(%588, %613, %646) : (f32, f32, f32) -> f32
        memref.store %647, %alloca_67[] : memref<f32>
        %648 = memref.load %alloca_68[] : memref<f32>
        %649 = llvm.intr.fma(%588, %618, %648) : (f32, f32, f32) -> f32
        memref.store %649, %alloca_68[] : memref<f32>
        %650 = memref.load %alloca_69[] : memref<f32>
        %651 = llvm.intr.fma(%588, %623, %650) : (f32, f32, f32) -> f32
        memref.store %651, %alloca_69[] : memref<f32>
        %652 = memref.load %alloca_70[] : memref<f32>
        %653 = llvm.intr.fma(%588, %628, %652) : (f32, f32, f32) -> f32
        memref.store %653, %alloca_70[] : memref<f32>
        %654 = memref.load %alloca_71[] : memref<f32>
        %655 = llvm.intr.fma(%588, %633, %654) : (f32, f32, f32) -> f32
        memref.store %655, %alloca_71[] : memref<f32>
        %656 = memref.load %alloca_72[] : memref<f32>
        %657 = llvm.intr.fma(%588, %638, %656) : (f32, f32, f32) -> f32
        memref.store %657, %alloca_72[] : memref<f32>
        %658 = memref.load %alloca_73[] : memref<f32>
        %659 = llvm.intr.fma(%588, %643, %658) : (f32, f32, f32) -> f32
        memref.store %659, %alloca_73[] : memref<f32>
        %660 = memref.load %alloca_74[] : memref<f32>
        %661 = llvm.intr.fma(%593, %608, %660) : (f32, f32, f32) -> f32
        memref.store %661, %alloca_74[] : memref<f32>
        %662 = memref.load %alloca_75[] : memref<f32>
        %663 = llvm.intr.fma(%593, %613, %662) : (f32, f32, f32) -> f32
        memref.store %663, %alloca_75[] : memref<f32>
        %664 = memref.load %alloca_76[] : memref<f32>
        %665 = llvm.intr.fma(%593, %618, %664) : (f32, f32, f32) -> f32
        memref.store %665, %alloca_76[] : memref<f32>
        %666 = memref.load %alloca_77[] : memref<f32>
        %667 = llvm.intr.fma(%593, %623, %666) : (f32, f32, f32) -> f32
        memref.store %667, %alloca_77[] : memref<f32>
        %668 = memref.load %alloca_78[] : memref<f32>
        %669 = llvm.intr.fma(%593, %628, %668) : (f32, f32, f32) -> f32
        memref.store %669, %alloca_78[] : memref<f32>
        %670 = memref.load %alloca_79[] : memref<f32>
        %671 = llvm.intr.fma(%593, %633, %670) : (f32, f32, f32) -> f32
        memref.store %671, %alloca_79[] : memref<f32>
        %672 = memref.load %alloca_80[] : memref<f32>
        %673 = llvm.intr.fma(%593, %638, %672) : (f32, f32, f32) -> f32
        memref.store %673, %alloca_80[] : memref<f32>
        %674 = memref.load %alloca_81[] : memref<f32>
        %675 = llvm.intr.fma(%593, %643, %674) : (f32, f32, f32) -> f32
        memref.store %675, %alloca_81[] : memref<f32>
        %676 = memref.load %alloca_82[] : memref<f32>
        %677 = llvm.intr.fma(%598, %608, %676) : (f32, f32, f32) -> f32
        memref.store %677, %alloca_82[] : memref<f32>
        %678 = memref.load %alloca_83[] : memref<f32>
        %679 = llvm.intr.fma(%598, %613, %678) : (f32, f32, f32) -> f32
        memref.store %679, %alloca_83[] : memref<f32>
        %680 = memref.load %alloca_84[] : memref<f32>
        %681 = llvm.intr.fma(%598, %618, %680) : (f32, f32, f32) -> f32
        memref.store %681, %alloca_84[] : memref<f32>
        %682 = memref.load %alloca_85[] : memref<f32>
        %683 = llvm.intr.fma(%598, %623, %682) : (f32, f32, f32) -> f32
        memref.store %683, %alloca_85[] : memref<f32>
        %684 = memref.load %alloca_86[] : memref<f32>
        %685 = llvm.intr.fma(%598, %628, %684) : (f32, f32, f32) -> f32
        memref.store %685, %alloca_86[] : memref<f32>
        %686 = memref.load %alloca_87[] : memref<f32>
        %687 = llvm.intr.fma(%598, %633, %686) : (f32, f32, f32) -> f32
        memref.store %687, %alloca_87[] : memref<f32>
        %688 = memref.load %alloca_88[] : memref<f32>
        %689 = llvm.intr.fma(%598, %638, %688) : (f32, f32, f32) -> f32
        memref.store %689, %alloca_88[] : memref<f32>
        %690 = memref.load %alloca_89[] : memref<f32>
        %691 = llvm.intr.fma(%598, %643, %690) : (f32, f32, f32) -> f32
        memref.store %691, %alloca_89[] : memref<f32>
        %692 = memref.load %alloca_90[] : memref<f32>
        %693 = llvm.intr.fma(%603, %608, %692) : (f32, f32, f32) -> f32
        memref.store %693, %alloca_90[] : memref<f32>
        %694 = memref.load %alloca_91[] : memref<f32>
        %695 = llvm.intr.fma(%603, %613, %694) : (f32, f32, f32) -> f32
        memref.store %695, %alloca_91[] : memref<f32>
        %696 = memref.load %alloca_92[] : memref<f32>
        %697 = llvm.intr.fma(%603, %618, %696) : (f32, f32, f32) -> f32
        memref.store %697, %alloca_92[] : memref<f32>
        %698 = memref.load %alloca_93[] : memref<f32>
        %699 = llvm.intr.fma(%603, %623, %698) : (f32, f32, f32) -> f32
        memref.store %699, %alloca_93[] : memref<f32>
        %700 = memref.load %alloca_94[] : memref<f32>
        %701 = llvm.intr.fma(%603, %628, %700) : (f32, f32, f32) -> f32
        memref.store %701, %alloca_94[] : memref<f32>
        %702 = memref.load %alloca_95[] : memref<f32>
        %703 = llvm.intr.fma(%603, %633, %702) : (f32, f32, f32) -> f32
        memref.store %703, %alloca_95[] : memref<f32>
        %704 = memref.load %alloca_96[] : memref<f32>
        %705 = llvm.intr.fma(%603, %638, %704) : (f32, f32, f32) -> f32
        memref.store %705, %alloca_96[] : memref<f32>
        %706 = memref.load %alloca_97[] : memref<f32>
        %707 = llvm.intr.fma(%603, %643, %706) : (f32, f32, f32) -> f32
        memref.store %707, %alloca_97[] : memref<f32>
        %708 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_422 = arith.constant 26880 : i64
        %709 = llvm.getelementptr %708[%c26880_i64_422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c387_i64 = arith.constant 387 : i64
        %710 = arith.addi %173, %c387_i64 : i64
        %711 = llvm.getelementptr %709[%710] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %712 = llvm.load %711 : !llvm.ptr<3> -> f32
        %713 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_423 = arith.constant 26880 : i64
        %714 = llvm.getelementptr %713[%c26880_i64_423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c419_i64 = arith.constant 419 : i64
        %715 = arith.addi %173, %c419_i64 : i64
        %716 = llvm.getelementptr %714[%715] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %717 = llvm.load %716 : !llvm.ptr<3> -> f32
        %718 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_424 = arith.constant 26880 : i64
        %719 = llvm.getelementptr %718[%c26880_i64_424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c451_i64 = arith.constant 451 : i64
        %720 = arith.addi %173, %c451_i64 : i64
        %721 = llvm.getelementptr %719[%720] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %722 = llvm.load %721 : !llvm.ptr<3> -> f32
        %723 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_425 = arith.constant 26880 : i64
        %724 = llvm.getelementptr %723[%c26880_i64_425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %725 = arith.addi %173, %c483_i64 : i64
        %726 = llvm.getelementptr %724[%725] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %727 = llvm.load %726 : !llvm.ptr<3> -> f32
        %728 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_426 = arith.constant 33600 : i64
        %729 = llvm.getelementptr %728[%c33600_i64_426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c384_i64 = arith.constant 384 : i64
        %730 = arith.addi %175, %c384_i64 : i64
        %731 = llvm.getelementptr %729[%730] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %732 = llvm.load %731 : !llvm.ptr<3> -> f32
        %733 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_427 = arith.constant 33600 : i64
        %734 = llvm.getelementptr %733[%c33600_i64_427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c385_i64 = arith.constant 385 : i64
        %735 = arith.addi %175, %c385_i64 : i64
        %736 = llvm.getelementptr %734[%735] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %737 = llvm.load %736 : !llvm.ptr<3> -> f32
        %738 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_428 = arith.constant 33600 : i64
        %739 = llvm.getelementptr %738[%c33600_i64_428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c386_i64 = arith.constant 386 : i64
        %740 = arith.addi %175, %c386_i64 : i64
        %741 = llvm.getelementptr %739[%740] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %742 = llvm.load %741 : !llvm.ptr<3> -> f32
        %743 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_429 = arith.constant 33600 : i64
        %744 = llvm.getelementptr %743[%c33600_i64_429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c387_i64_430 = arith.constant 387 : i64
        %745 = arith.addi %175, %c387_i64_430 : i64
        %746 = llvm.getelementptr %744[%745] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %747 = llvm.load %746 : !llvm.ptr<3> -> f32
        %748 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_431 = arith.constant 33600 : i64
        %749 = llvm.getelementptr %748[%c33600_i64_431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c388_i64 = arith.constant 388 : i64
        %750 = arith.addi %175, %c388_i64 : i64
        %751 = llvm.getelementptr %749[%750] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %752 = llvm.load %751 : !llvm.ptr<3> -> f32
        %753 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_432 = arith.constant 33600 : i64
        %754 = llvm.getelementptr %753[%c33600_i64_432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c389_i64 = arith.constant 389 : i64
        %755 = arith.addi %175, %c389_i64 : i64
        %756 = llvm.getelementptr %754[%755] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %757 = llvm.load %756 : !llvm.ptr<3> -> f32
        %758 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_433 = arith.constant 33600 : i64
        %759 = llvm.getelementptr %758[%c33600_i64_433] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c390_i64 = arith.constant 390 : i64
        %760 = arith.addi %175, %c390_i64 : i64
        %761 = llvm.getelementptr %759[%760] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %762 = llvm.load %761 : !llvm.ptr<3> -> f32
        %763 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_434 = arith.constant 33600 : i64
        %764 = llvm.getelementptr %763[%c33600_i64_434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c391_i64 = arith.constant 391 : i64
        %765 = arith.addi %175, %c391_i64 : i64
        %766 = llvm.getelementptr %764[%765] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %767 = llvm.load %766 : !llvm.ptr<3> -> f32
        %768 = memref.load %alloca_66[] : memref<f32>
        %769 = llvm.intr.fma(%712, %732, %768) : (f32, f32, f32) -> f32
        memref.store %769, %alloca_66[] : memref<f32>
        %770 = memref.load %alloca_67[] : memref<f32>
        %771 = llvm.intr.fma(%712, %737, %770) : (f32, f32, f32) -> f32
        memref.store %771, %alloca_67[] : memref<f32>
        %772 = memref.load %alloca_68[] : memref<f32>
        %773 = llvm.intr.fma(%712, %742, %772) : (f32, f32, f32) -> f32
        memref.store %773, %alloca_68[] : memref<f32>
        %774 = memref.load %alloca_69[] : memref<f32>
        %775 = llvm.intr.fma(%712, %747, %774) : (f32, f32, f32) -> f32
        memref.store %775, %alloca_69[] : memref<f32>
        %776 = memref.load %alloca_70[] : memref<f32>
        %777 = llvm.intr.fma(%712, %752, %776) : (f32, f32, f32) -> f32
        memref.store %777, %alloca_70[] : memref<f32>
        %778 = memref.load %alloca_71[] : memref<f32>
        %779 = llvm.intr.fma(%712, %757, %778) : (f32, f32, f32) -> f32
        memref.store %779, %alloca_71[] : memref<f32>
        %780 = memref.load %alloca_72[] : memref<f32>
        %781 = llvm.intr.fma(%712, %762, %780) : (f32, f32, f32) -> f32
        memref.store %781, %alloca_72[] : memref<f32>
        %782 = memref.load %alloca_73[] : memref<f32>
        %783 = llvm.intr.fma(%712, %767, %782) : (f32, f32, f32) -> f32
        memref.store %783, %alloca_73[] : memref<f32>
        %784 = memref.load %alloca_74[] : memref<f32>
        %785 = llvm.intr.fma(%717, %732, %784) : (f32, f32, f32) -> f32
        memref.store %785, %alloca_74[] : memref<f32>
        %786 = memref.load %alloca_75[] : memref<f32>
        %787 = llvm.intr.fma(%717, %737, %786) : (f32, f32, f32) -> f32
        memref.store %787, %alloca_75[] : memref<f32>
        %788 = memref.load %alloca_76[] : memref<f32>
        %789 = llvm.intr.fma(%717, %742, %788) : (f32, f32, f32) -> f32
        memref.store %789, %alloca_76[] : memref<f32>
        %790 = memref.load %alloca_77[] : memref<f32>
        %791 = llvm.intr.fma(%717, %747, %790) : (f32, f32, f32) -> f32
        memref.store %791, %alloca_77[] : memref<f32>
        %792 = memref.load %alloca_78[] : memref<f32>
        %793 = llvm.intr.fma(%717, %752, %792) : (f32, f32, f32) -> f32
        memref.store %793, %alloca_78[] : memref<f32>
        %794 = memref.load %alloca_79[] : memref<f32>
        %795 = llvm.intr.fma(%717, %757, %794) : (f32, f32, f32) -> f32
        memref.store %795, %alloca_79[] : memref<f32>
        %796 = memref.load %alloca_80[] : memref<f32>
        %797 = llvm.intr.fma(%717, %762, %796) : (f32, f32, f32) -> f32
        memref.store %797, %alloca_80[] : memref<f32>
        %798 = memref.load %alloca_81[] : memref<f32>
        %799 = llvm.intr.fma(%717, %767, %798) : (f32, f32, f32) -> f32
        memref.store %799, %alloca_81[] : memref<f32>
        %800 = memref.load %alloca_82[] : memref<f32>
        %801 = llvm.intr.fma(%722, %732, %800) : (f32, f32, f32) -> f32
        memref.store %801, %alloca_82[] : memref<f32>
        %802 = memref.load %alloca_83[] : memref<f32>
        %803 = llvm.intr.fma(%722, %737, %802) : (f32, f32, f32) -> f32
        memref.store %803, %alloca_83[] : memref<f32>
        %804 = memref.load %alloca_84[] : memref<f32>
        %805 = llvm.intr.fma(%722, %742, %804) : (f32, f32, f32) -> f32
        memref.store %805, %alloca_84[] : memref<f32>
        %806 = memref.load %alloca_85[] : memref<f32>
        %807 = llvm.intr.fma(%722, %747, %806) : (f32, f32, f32) -> f32
        memref.store %807, %alloca_85[] : memref<f32>
        %808 = memref.load %alloca_86[] : memref<f32>
        %809 = llvm.intr.fma(%722, %752, %808) : (f32, f32, f32) -> f32
        memref.store %809, %alloca_86[] : memref<f32>
        %810 = memref.load %alloca_87[] : memref<f32>
        %811 = llvm.intr.fma(%722, %757, %810) : (f32, f32, f32) -> f32
        memref.store %811, %alloca_87[] : memref<f32>
        %812 = memref.load %alloca_88[] : memref<f32>
        %813 = llvm.intr.fma(%722, %762, %812) : (f32, f32, f32) -> f32
        memref.store %813, %alloca_88[] : memref<f32>
        %814 = memref.load %alloca_89[] : memref<f32>
        %815 = llvm.intr.fma(%722, %767, %814) : (f32, f32, f32) -> f32
        memref.store %815, %alloca_89[] : memref<f32>
        %816 = memref.load %alloca_90[] : memref<f32>
        %817 = llvm.intr.fma(%727, %732, %816) : (f32, f32, f32) -> f32
        memref.store %817, %alloca_90[] : memref<f32>
        %818 = memref.load %alloca_91[] : memref<f32>
        %819 = llvm.intr.fma(%727, %737, %818) : (f32, f32, f32) -> f32
        memref.store %819, %alloca_91[] : memref<f32>
        %820 = memref.load %alloca_92[] : memref<f32>
        %821 = llvm.intr.fma(%727, %742, %820) : (f32, f32, f32) -> f32
        memref.store %821, %alloca_92[] : memref<f32>
        %822 = memref.load %alloca_93[] : memref<f32>
        %823 = llvm.intr.fma(%727, %747, %822) : (f32, f32, f32) -> f32
        memref.store %823, %alloca_93[] : memref<f32>
        %824 = memref.load %alloca_94[] : memref<f32>
        %825 = llvm.intr.fma(%727, %752, %824) : (f32, f32, f32) -> f32
        memref.store %825, %alloca_94[] : memref<f32>
        %826 = memref.load %alloca_95[] : memref<f32>
        %827 = llvm.intr.fma(%727, %757, %826) : (f32, f32, f32) -> f32
        memref.store %827, %alloca_95[] : memref<f32>
        %828 = memref.load %alloca_96[] : memref<f32>
        %829 = llvm.intr.fma(%727, %762, %828) : (f32, f32, f32) -> f32
        memref.store %829, %alloca_96[] : memref<f32>
        %830 = memref.load %alloca_97[] : memref<f32>
        %831 = llvm.intr.fma(%727, %767, %830) : (f32, f32, f32) -> f32
        memref.store %831, %alloca_97[] : memref<f32>
        %832 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_435 = arith.constant 26880 : i64
        %833 = llvm.getelementptr %832[%c26880_i64_435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c516_i64 = arith.constant 516 : i64
        %834 = arith.addi %173, %c516_i64 : i64
        %835 = llvm.getelementptr %833[%834] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %836 = llvm.load %835 : !llvm.ptr<3> -> f32
        %837 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_436 = arith.constant 26880 : i64
        %838 = llvm.getelementptr %837[%c26880_i64_436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %839 = arith.addi %173, %c548_i64 : i64
        %840 = llvm.getelementptr %838[%839] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %841 = llvm.load %840 : !llvm.ptr<3> -> f32
        %842 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_437 = arith.constant 26880 : i64
        %843 = llvm.getelementptr %842[%c26880_i64_437] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c580_i64 = arith.constant 580 : i64
        %844 = arith.addi %173, %c580_i64 : i64
        %845 = llvm.getelementptr %843[%844] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %846 = llvm.load %845 : !llvm.ptr<3> -> f32
        %847 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_438 = arith.constant 26880 : i64
        %848 = llvm.getelementptr %847[%c26880_i64_438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %849 = arith.addi %173, %c612_i64 : i64
        %850 = llvm.getelementptr %848[%849] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %851 = llvm.load %850 : !llvm.ptr<3> -> f32
        %852 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_439 = arith.constant 33600 : i64
        %853 = llvm.getelementptr %852[%c33600_i64_439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c512_i64_440 = arith.constant 512 : i64
        %854 = arith.addi %175, %c512_i64_440 : i64
        %855 = llvm.getelementptr %853[%854] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %856 = llvm.load %855 : !llvm.ptr<3> -> f32
        %857 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_441 = arith.constant 33600 : i64
        %858 = llvm.getelementptr %857[%c33600_i64_441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c513_i64 = arith.constant 513 : i64
        %859 = arith.addi %175, %c513_i64 : i64
        %860 = llvm.getelementptr %858[%859] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %861 = llvm.load %860 : !llvm.ptr<3> -> f32
        %862 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_442 = arith.constant 33600 : i64
        %863 = llvm.getelementptr %862[%c33600_i64_442] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c514_i64 = arith.constant 514 : i64
        %864 = arith.addi %175, %c514_i64 : i64
        %865 = llvm.getelementptr %863[%864] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %866 = llvm.load %865 : !llvm.ptr<3> -> f32
        %867 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_443 = arith.constant 33600 : i64
        %868 = llvm.getelementptr %867[%c33600_i64_443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c515_i64 = arith.constant 515 : i64
        %869 = arith.addi %175, %c515_i64 : i64
        %870 = llvm.getelementptr %868[%869] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %871 = llvm.load %870 : !llvm.ptr<3> -> f32
        %872 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_444 = arith.constant 33600 : i64
        %873 = llvm.getelementptr %872[%c33600_i64_444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c516_i64_445 = arith.constant 516 : i64
        %874 = arith.addi %175, %c516_i64_445 : i64
        %875 = llvm.getelementptr %873[%874] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %876 = llvm.load %875 : !llvm.ptr<3> -> f32
        %877 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_446 = arith.constant 33600 : i64
        %878 = llvm.getelementptr %877[%c33600_i64_446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c517_i64 = arith.constant 517 : i64
        %879 = arith.addi %175, %c517_i64 : i64
        %880 = llvm.getelementptr %878[%879] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %881 = llvm.load %880 : !llvm.ptr<3> -> f32
        %882 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_447 = arith.constant 33600 : i64
        %883 = llvm.getelementptr %882[%c33600_i64_447] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c518_i64 = arith.constant 518 : i64
        %884 = arith.addi %175, %c518_i64 : i64
        %885 = llvm.getelementptr %883[%884] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %886 = llvm.load %885 : !llvm.ptr<3> -> f32
        %887 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_448 = arith.constant 33600 : i64
        %888 = llvm.getelementptr %887[%c33600_i64_448] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c519_i64 = arith.constant 519 : i64
        %889 = arith.addi %175, %c519_i64 : i64
        %890 = llvm.getelementptr %888[%889] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %891 = llvm.load %890 : !llvm.ptr<3> -> f32
        %892 = memref.load %alloca_66[] : memref<f32>
        %893 = llvm.intr.fma(%836, %856, %892) : (f32, f32, f32) -> f32
        memref.store %893, %alloca_66[] : memref<f32>
        %894 = memref.load %alloca_67[] : memref<f32>
        %895 = llvm.intr.fma(%836, %861, %894) : (f32, f32, f32) -> f32
        memref.store %895, %alloca_67[] : memref<f32>
        %896 = memref.load %alloca_68[] : memref<f32>
        %897 = llvm.intr.fma(%836, %866, %896) : (f32, f32, f32) -> f32
        memref.store %897, %alloca_68[] : memref<f32>
        %898 = memref.load %alloca_69[] : memref<f32>
        %899 = llvm.intr.fma(%836, %871, %898) : (f32, f32, f32) -> f32
        memref.store %899, %alloca_69[] : memref<f32>
        %900 = memref.load %alloca_70[] : memref<f32>
        %901 = llvm.intr.fma(%836, %876, %900) : (f32, f32, f32) -> f32
        memref.store %901, %alloca_70[] : memref<f32>
        %902 = memref.load %alloca_71[] : memref<f32>
        %903 = llvm.intr.fma(%836, %881, %902) : (f32, f32, f32) -> f32
        memref.store %903, %alloca_71[] : memref<f32>
        %904 = memref.load %alloca_72[] : memref<f32>
        %905 = llvm.intr.fma(%836, %886, %904) : (f32, f32, f32) -> f32
        memref.store %905, %alloca_72[] : memref<f32>
        %906 = memref.load %alloca_73[] : memref<f32>
        %907 = llvm.intr.fma(%836, %891, %906) : (f32, f32, f32) -> f32
        memref.store %907, %alloca_73[] : memref<f32>
        %908 = memref.load %alloca_74[] : memref<f32>
        %909 = llvm.intr.fma(%841, %856, %908) : (f32, f32, f32) -> f32
        memref.store %909, %alloca_74[] : memref<f32>
        %910 = memref.load %alloca_75[] : memref<f32>
        %911 = llvm.intr.fma(%841, %861, %910) : (f32, f32, f32) -> f32
        memref.store %911, %alloca_75[] : memref<f32>
        %912 = memref.load %alloca_76[] : memref<f32>
        %913 = llvm.intr.fma(%841, %866, %912) : (f32, f32, f32) -> f32
        memref.store %913, %alloca_76[] : memref<f32>
        %914 = memref.load %alloca_77[] : memref<f32>
        %915 = llvm.intr.fma(%841, %871, %914) : (f32, f32, f32) -> f32
        memref.store %915, %alloca_77[] : memref<f32>
        %916 = memref.load %alloca_78[] : memref<f32>
        %917 = llvm.intr.fma(%841, %876, %916) : (f32, f32, f32) -> f32
        memref.store %917, %alloca_78[] : memref<f32>
        %918 = memref.load %alloca_79[] : memref<f32>
        %919 = llvm.intr.fma(%841, %881, %918) : (f32, f32, f32) -> f32
        memref.store %919, %alloca_79[] : memref<f32>
        %920 = memref.load %alloca_80[] : memref<f32>
        %921 = llvm.intr.fma(%841, %886, %920) : (f32, f32, f32) -> f32
        memref.store %921, %alloca_80[] : memref<f32>
        %922 = memref.load %alloca_81[] : memref<f32>
        %923 = llvm.intr.fma(%841, %891, %922) : (f32, f32, f32) -> f32
        memref.store %923, %alloca_81[] : memref<f32>
        %924 = memref.load %alloca_82[] : memref<f32>
        %925 = llvm.intr.fma(%846, %856, %924) : (f32, f32, f32) -> f32
        memref.store %925, %alloca_82[] : memref<f32>
        %926 = memref.load %alloca_83[] : memref<f32>
        %927 = llvm.intr.fma(%846, %861, %926) : (f32, f32, f32) -> f32
        memref.store %927, %alloca_83[] : memref<f32>
        %928 = memref.load %alloca_84[] : memref<f32>
        %929 = llvm.intr.fma(%846, %866, %928) : (f32, f32, f32) -> f32
        memref.store %929, %alloca_84[] : memref<f32>
        %930 = memref.load %alloca_85[] : memref<f32>
        %931 = llvm.intr.fma(%846, %871, %930) : (f32, f32, f32) -> f32
        memref.store %931, %alloca_85[] : memref<f32>
        %932 = memref.load %alloca_86[] : memref<f32>
        %933 = llvm.intr.fma(%846, %876, %932) : (f32, f32, f32) -> f32
        memref.store %933, %alloca_86[] : memref<f32>
        %934 = memref.load %alloca_87[] : memref<f32>
        %935 = llvm.intr.fma(%846, %881, %934) : (f32, f32, f32) -> f32
        memref.store %935, %alloca_87[] : memref<f32>
        %936 = memref.load %alloca_88[] : memref<f32>
        %937 = llvm.intr.fma(%846, %886, %936) : (f32, f32, f32) -> f32
        memref.store %937, %alloca_88[] : memref<f32>
        %938 = memref.load %alloca_89[] : memref<f32>
        %939 = llvm.intr.fma(%846, %891, %938) : (f32, f32, f32) -> f32
        memref.store %939, %alloca_89[] : memref<f32>
        %940 = memref.load %alloca_90[] : memref<f32>
        %941 = llvm.intr.fma(%851, %856, %940) : (f32, f32, f32) -> f32
        memref.store %941, %alloca_90[] : memref<f32>
        %942 = memref.load %alloca_91[] : memref<f32>
        %943 = llvm.intr.fma(%851, %861, %942) : (f32, f32, f32) -> f32
        memref.store %943, %alloca_91[] : memref<f32>
        %944 = memref.load %alloca_92[] : memref<f32>
        %945 = llvm.intr.fma(%851, %866, %944) : (f32, f32, f32) -> f32
        memref.store %945, %alloca_92[] : memref<f32>
        %946 = memref.load %alloca_93[] : memref<f32>
        %947 = llvm.intr.fma(%851, %871, %946) : (f32, f32, f32) -> f32
        memref.store %947, %alloca_93[] : memref<f32>
        %948 = memref.load %alloca_94[] : memref<f32>
        %949 = llvm.intr.fma(%851, %876, %948) : (f32, f32, f32) -> f32
        memref.store %949, %alloca_94[] : memref<f32>
        %950 = memref.load %alloca_95[] : memref<f32>
        %951 = llvm.intr.fma(%851, %881, %950) : (f32, f32, f32) -> f32
        memref.store %951, %alloca_95[] : memref<f32>
        %952 = memref.load %alloca_96[] : memref<f32>
        %953 = llvm.intr.fma(%851, %886, %952) : (f32, f32, f32) -> f32
        memref.store %953, %alloca_96[] : memref<f32>
        %954 = memref.load %alloca_97[] : memref<f32>
        %955 = llvm.intr.fma(%851, %891, %954) : (f32, f32, f32) -> f32
        memref.store %955, %alloca_97[] : memref<f32>
        %956 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_449 = arith.constant 26880 : i64
        %957 = llvm.getelementptr %956[%c26880_i64_449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c645_i64 = arith.constant 645 : i64
        %958 = arith.addi %173, %c645_i64 : i64
        %959 = llvm.getelementptr %957[%958] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %960 = llvm.load %959 : !llvm.ptr<3> -> f32
        %961 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_450 = arith.constant 26880 : i64
        %962 = llvm.getelementptr %961[%c26880_i64_450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c677_i64 = arith.constant 677 : i64
        %963 = arith.addi %173, %c677_i64 : i64
        %964 = llvm.getelementptr %962[%963] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %965 = llvm.load %964 : !llvm.ptr<3> -> f32
        %966 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_451 = arith.constant 26880 : i64
        %967 = llvm.getelementptr %966[%c26880_i64_451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c709_i64 = arith.constant 709 : i64
        %968 = arith.addi %173, %c709_i64 : i64
        %969 = llvm.getelementptr %967[%968] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %970 = llvm.load %969 : !llvm.ptr<3> -> f32
        %971 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_452 = arith.constant 26880 : i64
        %972 = llvm.getelementptr %971[%c26880_i64_452] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c741_i64 = arith.constant 741 : i64
        %973 = arith.addi %173, %c741_i64 : i64
        %974 = llvm.getelementptr %972[%973] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %975 = llvm.load %974 : !llvm.ptr<3> -> f32
        %976 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_453 = arith.constant 33600 : i64
        %977 = llvm.getelementptr %976[%c33600_i64_453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c640_i64 = arith.constant 640 : i64
        %978 = arith.addi %175, %c640_i64 : i64
        %979 = llvm.getelementptr %977[%978] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %980 = llvm.load %979 : !llvm.ptr<3> -> f32
        %981 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_454 = arith.constant 33600 : i64
        %982 = llvm.getelementptr %981[%c33600_i64_454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c641_i64 = arith.constant 641 : i64
        %983 = arith.addi %175, %c641_i64 : i64
        %984 = llvm.getelementptr %982[%983] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %985 = llvm.load %984 : !llvm.ptr<3> -> f32
        %986 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_455 = arith.constant 33600 : i64
        %987 = llvm.getelementptr %986[%c33600_i64_455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c642_i64 = arith.constant 642 : i64
        %988 = arith.addi %175, %c642_i64 : i64
        %989 = llvm.getelementptr %987[%988] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %990 = llvm.load %989 : !llvm.ptr<3> -> f32
        %991 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_456 = arith.constant 33600 : i64
        %992 = llvm.getelementptr %991[%c33600_i64_456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c643_i64 = arith.constant 643 : i64
        %993 = arith.addi %175, %c643_i64 : i64
        %994 = llvm.getelementptr %992[%993] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %995 = llvm.load %994 : !llvm.ptr<3> -> f32
        %996 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_457 = arith.constant 33600 : i64
        %997 = llvm.getelementptr %996[%c33600_i64_457] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c644_i64 = arith.constant 644 : i64
        %998 = arith.addi %175, %c644_i64 : i64
        %999 = llvm.getelementptr %997[%998] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1000 = llvm.load %999 : !llvm.ptr<3> -> f32
        %1001 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_458 = arith.constant 33600 : i64
        %1002 = llvm.getelementptr %1001[%c33600_i64_458] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c645_i64_459 = arith.constant 645 : i64
        %1003 = arith.addi %175, %c645_i64_459 : i64
        %1004 = llvm.getelementptr %1002[%1003] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1005 = llvm.load %1004 : !llvm.ptr<3> -> f32
        %1006 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_460 = arith.constant 33600 : i64
        %1007 = llvm.getelementptr %1006[%c33600_i64_460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c646_i64 = arith.constant 646 : i64
        %1008 = arith.addi %175, %c646_i64 : i64
        %1009 = llvm.getelementptr %1007[%1008] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1010 = llvm.load %1009 : !llvm.ptr<3> -> f32
        %1011 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_461 = arith.constant 33600 : i64
        %1012 = llvm.getelementptr %1011[%c33600_i64_461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c647_i64 = arith.constant 647 : i64
        %1013 = arith.addi %175, %c647_i64 : i64
        %1014 = llvm.getelementptr %1012[%1013] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1015 = llvm.load %1014 : !llvm.ptr<3> -> f32
        %1016 = memref.load %alloca_66[] : memref<f32>
        %1017 = llvm.intr.fma(%960, %980, %1016) : (f32, f32, f32) -> f32
        memref.store %1017, %alloca_66[] : memref<f32>
        %1018 = memref.load %alloca_67[] : memref<f32>
        %1019 = llvm.intr.fma(%960, %985, %1018) : (f32, f32, f32) -> f32
        memref.store %1019, %alloca_67[] : memref<f32>
        %1020 = memref.load %alloca_68[] : memref<f32>
        %1021 = llvm.intr.fma(%960, %990, %1020) : (f32, f32, f32) -> f32
        memref.store %1021, %alloca_68[] : memref<f32>
        %1022 = memref.load %alloca_69[] : memref<f32>
        %1023 = llvm.intr.fma(%960, %995, %1022) : (f32, f32, f32) -> f32
        memref.store %1023, %alloca_69[] : memref<f32>
        %1024 = memref.load %alloca_70[] : memref<f32>
        %1025 = llvm.intr.fma(%960, %1000, %1024) : (f32, f32, f32) -> f32
        memref.store %1025, %alloca_70[] : memref<f32>
        %1026 = memref.load %alloca_71[] : memref<f32>
        %1027 = llvm.intr.fma(%960, %1005, %1026) : (f32, f32, f32) -> f32
        memref.store %1027, %alloca_71[] : memref<f32>
        %1028 = memref.load %alloca_72[] : memref<f32>
        %1029 = llvm.intr.fma(%960, %1010, %1028) : (f32, f32, f32) -> f32
        memref.store %1029, %alloca_72[] : memref<f32>
        %1030 = memref.load %alloca_73[] : memref<f32>
        %1031 = llvm.intr.fma(%960, %1015, %1030) : (f32, f32, f32) -> f32
        memref.store %1031, %alloca_73[] : memref<f32>
        %1032 = memref.load %alloca_74[] : memref<f32>
        %1033 = llvm.intr.fma(%965, %980, %1032) : (f32, f32, f32) -> f32
        memref.store %1033, %alloca_74[] : memref<f32>
        %1034 = memref.load %alloca_75[] : memref<f32>
        %1035 = llvm.intr.fma(%965, %985, %1034) : (f32, f32, f32) -> f32
        memref.store %1035, %alloca_75[] : memref<f32>
        %1036 = memref.load %alloca_76[] : memref<f32>
        %1037 = llvm.intr.fma(%965, %990, %1036) : (f32, f32, f32) -> f32
        memref.store %1037, %alloca_76[] : memref<f32>
        %1038 = memref.load %alloca_77[] : memref<f32>
        %1039 = llvm.intr.fma(%965, %995, %1038) : (f32, f32, f32) -> f32
        memref.store %1039, %alloca_77[] : memref<f32>
        %1040 = memref.load %alloca_78[] : memref<f32>
        %1041 = llvm.intr.fma(%965, %1000, %1040) : (f32, f32, f32) -> f32
        memref.store %1041, %alloca_78[] : memref<f32>
        %1042 = memref.load %alloca_79[] : memref<f32>
        %1043 = llvm.intr.fma(%965, %1005, %1042) : (f32, f32, f32) -> f32
        memref.store %1043, %alloca_79[] : memref<f32>
        %1044 = memref.load %alloca_80[] : memref<f32>
        %1045 = llvm.intr.fma(%965, %1010, %1044) : (f32, f32, f32) -> f32
        memref.store %1045, %alloca_80[] : memref<f32>
        %1046 = memref.load %alloca_81[] : memref<f32>
        %1047 = llvm.intr.fma(%965, %1015, %1046) : (f32, f32, f32) -> f32
        memref.store %1047, %alloca_81[] : memref<f32>
        %1048 = memref.load %alloca_82[] : memref<f32>
        %1049 = llvm.intr.fma(%970, %980, %1048) : (f32, f32, f32) -> f32
        memref.store %1049, %alloca_82[] : memref<f32>
        %1050 = memref.load %alloca_83[] : memref<f32>
        %1051 = llvm.intr.fma(%970, %985, %1050) : (f32, f32, f32) -> f32
        memref.store %1051, %alloca_83[] : memref<f32>
        %1052 = memref.load %alloca_84[] : memref<f32>
        %1053 = llvm.intr.fma(%970, %990, %1052) : (f32, f32, f32) -> f32
        memref.store %1053, %alloca_84[] : memref<f32>
        %1054 = memref.load %alloca_85[] : memref<f32>
        %1055 = llvm.intr.fma(%970, %995, %1054) : (f32, f32, f32) -> f32
        memref.store %1055, %alloca_85[] : memref<f32>
        %1056 = memref.load %alloca_86[] : memref<f32>
        %1057 = llvm.intr.fma(%970, %1000, %1056) : (f32, f32, f32) -> f32
        memref.store %1057, %alloca_86[] : memref<f32>
        %1058 = memref.load %alloca_87[] : memref<f32>
        %1059 = llvm.intr.fma(%970, %1005, %1058) : (f32, f32, f32) -> f32
        memref.store %1059, %alloca_87[] : memref<f32>
        %1060 = memref.load %alloca_88[] : memref<f32>
        %1061 = llvm.intr.fma(%970, %1010, %1060) : (f32, f32, f32) -> f32
        memref.store %1061, %alloca_88[] : memref<f32>
        %1062 = memref.load %alloca_89[] : memref<f32>
        %1063 = llvm.intr.fma(%970, %1015, %1062) : (f32, f32, f32) -> f32
        memref.store %1063, %alloca_89[] : memref<f32>
        %1064 = memref.load %alloca_90[] : memref<f32>
        %1065 = llvm.intr.fma(%975, %980, %1064) : (f32, f32, f32) -> f32
        memref.store %1065, %alloca_90[] : memref<f32>
        %1066 = memref.load %alloca_91[] : memref<f32>
        %1067 = llvm.intr.fma(%975, %985, %1066) : (f32, f32, f32) -> f32
        memref.store %1067, %alloca_91[] : memref<f32>
        %1068 = memref.load %alloca_92[] : memref<f32>
        %1069 = llvm.intr.fma(%975, %990, %1068) : (f32, f32, f32) -> f32
        memref.store %1069, %alloca_92[] : memref<f32>
        %1070 = memref.load %alloca_93[] : memref<f32>
        %1071 = llvm.intr.fma(%975, %995, %1070) : (f32, f32, f32) -> f32
        memref.store %1071, %alloca_93[] : memref<f32>
        %1072 = memref.load %alloca_94[] : memref<f32>
        %1073 = llvm.intr.fma(%975, %1000, %1072) : (f32, f32, f32) -> f32
        memref.store %1073, %alloca_94[] : memref<f32>
        %1074 = memref.load %alloca_95[] : memref<f32>
        %1075 = llvm.intr.fma(%975, %1005, %1074) : (f32, f32, f32) -> f32
        memref.store %1075, %alloca_95[] : memref<f32>
        %1076 = memref.load %alloca_96[] : memref<f32>
        %1077 = llvm.intr.fma(%975, %1010, %1076) : (f32, f32, f32) -> f32
        memref.store %1077, %alloca_96[] : memref<f32>
        %1078 = memref.load %alloca_97[] : memref<f32>
        %1079 = llvm.intr.fma(%975, %1015, %1078) : (f32, f32, f32) -> f32
        memref.store %1079, %alloca_97[] : memref<f32>
        %1080 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_462 = arith.constant 26880 : i64
        %1081 = llvm.getelementptr %1080[%c26880_i64_462] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c774_i64 = arith.constant 774 : i64
        %1082 = arith.addi %173, %c774_i64 : i64
        %1083 = llvm.getelementptr %1081[%1082] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1084 = llvm.load %1083 : !llvm.ptr<3> -> f32
        %1085 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_463 = arith.constant 26880 : i64
        %1086 = llvm.getelementptr %1085[%c26880_i64_463] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c806_i64 = arith.constant 806 : i64
        %1087 = arith.addi %173, %c806_i64 : i64
        %1088 = llvm.getelementptr %1086[%1087] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1089 = llvm.load %1088 : !llvm.ptr<3> -> f32
        %1090 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_464 = arith.constant 26880 : i64
        %1091 = llvm.getelementptr %1090[%c26880_i64_464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c838_i64 = arith.constant 838 : i64
        %1092 = arith.addi %173, %c838_i64 : i64
        %1093 = llvm.getelementptr %1091[%1092] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1094 = llvm.load %1093 : !llvm.ptr<3> -> f32
        %1095 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_465 = arith.constant 26880 : i64
        %1096 = llvm.getelementptr %1095[%c26880_i64_465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c870_i64 = arith.constant 870 : i64
        %1097 = arith.addi %173, %c870_i64 : i64
        %1098 = llvm.getelementptr %1096[%1097] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1099 = llvm.load %1098 : !llvm.ptr<3> -> f32
        %1100 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_466 = arith.constant 33600 : i64
        %1101 = llvm.getelementptr %1100[%c33600_i64_466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c768_i64 = arith.constant 768 : i64
        %1102 = arith.addi %175, %c768_i64 : i64
        %1103 = llvm.getelementptr %1101[%1102] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1104 = llvm.load %1103 : !llvm.ptr<3> -> f32
        %1105 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_467 = arith.constant 33600 : i64
        %1106 = llvm.getelementptr %1105[%c33600_i64_467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c769_i64 = arith.constant 769 : i64
        %1107 = arith.addi %175, %c769_i64 : i64
        %1108 = llvm.getelementptr %1106[%1107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1109 = llvm.load %1108 : !llvm.ptr<3> -> f32
        %1110 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_468 = arith.constant 33600 : i64
        %1111 = llvm.getelementptr %1110[%c33600_i64_468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c770_i64 = arith.constant 770 : i64
        %1112 = arith.addi %175, %c770_i64 : i64
        %1113 = llvm.getelementptr %1111[%1112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1114 = llvm.load %1113 : !llvm.ptr<3> -> f32
        %1115 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_469 = arith.constant 33600 : i64
        %1116 = llvm.getelementptr %1115[%c33600_i64_469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c771_i64 = arith.constant 771 : i64
        %1117 = arith.addi %175, %c771_i64 : i64
        %1118 = llvm.getelementptr %1116[%1117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1119 = llvm.load %1118 : !llvm.ptr<3> -> f32
        %1120 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_470 = arith.constant 33600 : i64
        %1121 = llvm.getelementptr %1120[%c33600_i64_470] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c772_i64 = arith.constant 772 : i64
        %1122 = arith.addi %175, %c772_i64 : i64
        %1123 = llvm.getelementptr %1121[%1122] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1124 = llvm.load %1123 : !llvm.ptr<3> -> f32
        %1125 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_471 = arith.constant 33600 : i64
        %1126 = llvm.getelementptr %1125[%c33600_i64_471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c773_i64 = arith.constant 773 : i64
        %1127 = arith.addi %175, %c773_i64 : i64
        %1128 = llvm.getelementptr %1126[%1127] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1129 = llvm.load %1128 : !llvm.ptr<3> -> f32
        %1130 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_472 = arith.constant 33600 : i64
        %1131 = llvm.getelementptr %1130[%c33600_i64_472] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c774_i64_473 = arith.constant 774 : i64
        %1132 = arith.addi %175, %c774_i64_473 : i64
        %1133 = llvm.getelementptr %1131[%1132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1134 = llvm.load %1133 : !llvm.ptr<3> -> f32
        %1135 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_474 = arith.constant 33600 : i64
        %1136 = llvm.getelementptr %1135[%c33600_i64_474] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c775_i64 = arith.constant 775 : i64
        %1137 = arith.addi %175, %c775_i64 : i64
        %1138 = llvm.getelementptr %1136[%1137] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1139 = llvm.load %1138 : !llvm.ptr<3> -> f32
        %1140 = memref.load %alloca_66[] : memref<f32>
        %1141 = llvm.intr.fma(%1084, %1104, %1140) : (f32, f32, f32) -> f32
        memref.store %1141, %alloca_66[] : memref<f32>
        %1142 = memref.load %alloca_67[] : memref<f32>
        %1143 = llvm.intr.fma(%1084, %1109, %1142) : (f32, f32, f32) -> f32
        memref.store %1143, %alloca_67[] : memref<f32>
        %1144 = memref.load %alloca_68[] : memref<f32>
        %1145 = llvm.intr.fma(%1084, %1114, %1144) : (f32, f32, f32) -> f32
        memref.store %1145, %alloca_68[] : memref<f32>
        %1146 = memref.load %alloca_69[] : memref<f32>
        %1147 = llvm.intr.fma(%1084, %1119, %1146) : (f32, f32, f32) -> f32
        memref.store %1147, %alloca_69[] : memref<f32>
        %1148 = memref.load %alloca_70[] : memref<f32>
        %1149 = llvm.intr.fma(%1084, %1124, %1148) : (f32, f32, f32) -> f32
        memref.store %1149, %alloca_70[] : memref<f32>
        %1150 = memref.load %alloca_71[] : memref<f32>
        %1151 = llvm.intr.fma(%1084, %1129, %1150) : (f32, f32, f32) -> f32
        memref.store %1151, %alloca_71[] : memref<f32>
        %1152 = memref.load %alloca_72[] : memref<f32>
        %1153 = llvm.intr.fma(%1084, %1134, %1152) : (f32, f32, f32) -> f32
        memref.store %1153, %alloca_72[] : memref<f32>
        %1154 = memref.load %alloca_73[] : memref<f32>
        %1155 = llvm.intr.fma(%1084, %1139, %1154) : (f32, f32, f32) -> f32
        memref.store %1155, %alloca_73[] : memref<f32>
        %1156 = memref.load %alloca_74[] : memref<f32>
        %1157 = llvm.intr.fma(%1089, %1104, %1156) : (f32, f32, f32) -> f32
        memref.store %1157, %alloca_74[] : memref<f32>
        %1158 = memref.load %alloca_75[] : memref<f32>
        %1159 = llvm.intr.fma(%1089, %1109, %1158) : (f32, f32, f32) -> f32
        memref.store %1159, %alloca_75[] : memref<f32>
        %1160 = memref.load %alloca_76[] : memref<f32>
        %1161 = llvm.intr.fma(%1089, %1114, %1160) : (f32, f32, f32) -> f32
        memref.store %1161, %alloca_76[] : memref<f32>
        %1162 = memref.load %alloca_77[] : memref<f32>
        %1163 = llvm.intr.fma(%1089, %1119, %1162) : (f32, f32, f32) -> f32
        memref.store %1163, %alloca_77[] : memref<f32>
        %1164 = memref.load %alloca_78[] : memref<f32>
        %1165 = llvm.intr.fma(%1089, %1124, %1164) : (f32, f32, f32) -> f32
        memref.store %1165, %alloca_78[] : memref<f32>
        %1166 = memref.load %alloca_79[] : memref<f32>
        %1167 = llvm.intr.fma(%1089, %1129, %1166) : (f32, f32, f32) -> f32
        memref.store %1167, %alloca_79[] : memref<f32>
        %1168 = memref.load %alloca_80[] : memref<f32>
        %1169 = llvm.intr.fma(%1089, %1134, %1168) : (f32, f32, f32) -> f32
        memref.store %1169, %alloca_80[] : memref<f32>
        %1170 = memref.load %alloca_81[] : memref<f32>
        %1171 = llvm.intr.fma(%1089, %1139, %1170) : (f32, f32, f32) -> f32
        memref.store %1171, %alloca_81[] : memref<f32>
        %1172 = memref.load %alloca_82[] : memref<f32>
        %1173 = llvm.intr.fma(%1094, %1104, %1172) : (f32, f32, f32) -> f32
        memref.store %1173, %alloca_82[] : memref<f32>
        %1174 = memref.load %alloca_83[] : memref<f32>
        %1175 = llvm.intr.fma(%1094, %1109, %1174) : (f32, f32, f32) -> f32
        memref.store %1175, %alloca_83[] : memref<f32>
        %1176 = memref.load %alloca_84[] : memref<f32>
        %1177 = llvm.intr.fma(%1094, %1114, %1176) : (f32, f32, f32) -> f32
        memref.store %1177, %alloca_84[] : memref<f32>
        %1178 = memref.load %alloca_85[] : memref<f32>
        %1179 = llvm.intr.fma(%1094, %1119, %1178) : (f32, f32, f32) -> f32
        memref.store %1179, %alloca_85[] : memref<f32>
        %1180 = memref.load %alloca_86[] : memref<f32>
        %1181 = llvm.intr.fma(%1094, %1124, %1180) : (f32, f32, f32) -> f32
        memref.store %1181, %alloca_86[] : memref<f32>
        %1182 = memref.load %alloca_87[] : memref<f32>
        %1183 = llvm.intr.fma(%1094, %1129, %1182) : (f32, f32, f32) -> f32
        memref.store %1183, %alloca_87[] : memref<f32>
        %1184 = memref.load %alloca_88[] : memref<f32>
        %1185 = llvm.intr.fma(%1094, %1134, %1184) : (f32, f32, f32) -> f32
        memref.store %1185, %alloca_88[] : memref<f32>
        %1186 = memref.load %alloca_89[] : memref<f32>
        %1187 = llvm.intr.fma(%1094, %1139, %1186) : (f32, f32, f32) -> f32
        memref.store %1187, %alloca_89[] : memref<f32>
        %1188 = memref.load %alloca_90[] : memref<f32>
        %1189 = llvm.intr.fma(%1099, %1104, %1188) : (f32, f32, f32) -> f32
        memref.store %1189, %alloca_90[] : memref<f32>
        %1190 = memref.load %alloca_91[] : memref<f32>
        %1191 = llvm.intr.fma(%1099, %1109, %1190) : (f32, f32, f32) -> f32
        memref.store %1191, %alloca_91[] : memref<f32>
        %1192 = memref.load %alloca_92[] : memref<f32>
        %1193 = llvm.intr.fma(%1099, %1114, %1192) : (f32, f32, f32) -> f32
        memref.store %1193, %alloca_92[] : memref<f32>
        %1194 = memref.load %alloca_93[] : memref<f32>
        %1195 = llvm.intr.fma(%1099, %1119, %1194) : (f32, f32, f32) -> f32
        memref.store %1195, %alloca_93[] : memref<f32>
        %1196 = memref.load %alloca_94[] : memref<f32>
        %1197 = llvm.intr.fma(%1099, %1124, %1196) : (f32, f32, f32) -> f32
        memref.store %1197, %alloca_94[] : memref<f32>
        %1198 = memref.load %alloca_95[] : memref<f32>
        %1199 = llvm.intr.fma(%1099, %1129, %1198) : (f32, f32, f32) -> f32
        memref.store %1199, %alloca_95[] : memref<f32>
        %1200 = memref.load %alloca_96[] : memref<f32>
        %1201 = llvm.intr.fma(%1099, %1134, %1200) : (f32, f32, f32) -> f32
        memref.store %1201, %alloca_96[] : memref<f32>
        %1202 = memref.load %alloca_97[] : memref<f32>
        %1203 = llvm.intr.fma(%1099, %1139, %1202) : (f32, f32, f32) -> f32
        memref.store %1203, %alloca_97[] : memref<f32>
        %1204 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_475 = arith.constant 26880 : i64
        %1205 = llvm.getelementptr %1204[%c26880_i64_475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c903_i64 = arith.constant 903 : i64
        %1206 = arith.addi %173, %c903_i64 : i64
        %1207 = llvm.getelementptr %1205[%1206] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1208 = llvm.load %1207 : !llvm.ptr<3> -> f32
        %1209 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_476 = arith.constant 26880 : i64
        %1210 = llvm.getelementptr %1209[%c26880_i64_476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c935_i64 = arith.constant 935 : i64
        %1211 = arith.addi %173, %c935_i64 : i64
        %1212 = llvm.getelementptr %1210[%1211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1213 = llvm.load %1212 : !llvm.ptr<3> -> f32
        %1214 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_477 = arith.constant 26880 : i64
        %1215 = llvm.getelementptr %1214[%c26880_i64_477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c967_i64 = arith.constant 967 : i64
        %1216 = arith.addi %173, %c967_i64 : i64
        %1217 = llvm.getelementptr %1215[%1216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1218 = llvm.load %1217 : !llvm.ptr<3> -> f32
        %1219 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_478 = arith.constant 26880 : i64
        %1220 = llvm.getelementptr %1219[%c26880_i64_478] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c999_i64 = arith.constant 999 : i64
        %1221 = arith.addi %173, %c999_i64 : i64
        %1222 = llvm.getelementptr %1220[%1221] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1223 = llvm.load %1222 : !llvm.ptr<3> -> f32
        %1224 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_479 = arith.constant 33600 : i64
        %1225 = llvm.getelementptr %1224[%c33600_i64_479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c896_i64 = arith.constant 896 : i64
        %1226 = arith.addi %175, %c896_i64 : i64
        %1227 = llvm.getelementptr %1225[%1226] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1228 = llvm.load %1227 : !llvm.ptr<3> -> f32
        %1229 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_480 = arith.constant 33600 : i64
        %1230 = llvm.getelementptr %1229[%c33600_i64_480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c897_i64 = arith.constant 897 : i64
        %1231 = arith.addi %175, %c897_i64 : i64
        %1232 = llvm.getelementptr %1230[%1231] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1233 = llvm.load %1232 : !llvm.ptr<3> -> f32
        %1234 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_481 = arith.constant 33600 : i64
        %1235 = llvm.getelementptr %1234[%c33600_i64_481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c898_i64 = arith.constant 898 : i64
        %1236 = arith.addi %175, %c898_i64 : i64
        %1237 = llvm.getelementptr %1235[%1236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1238 = llvm.load %1237 : !llvm.ptr<3> -> f32
        %1239 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_482 = arith.constant 33600 : i64
        %1240 = llvm.getelementptr %1239[%c33600_i64_482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c899_i64 = arith.constant 899 : i64
        %1241 = arith.addi %175, %c899_i64 : i64
        %1242 = llvm.getelementptr %1240[%1241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1243 = llvm.load %1242 : !llvm.ptr<3> -> f32
        %1244 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_483 = arith.constant 33600 : i64
        %1245 = llvm.getelementptr %1244[%c33600_i64_483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c900_i64 = arith.constant 900 : i64
        %1246 = arith.addi %175, %c900_i64 : i64
        %1247 = llvm.getelementptr %1245[%1246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1248 = llvm.load %1247 : !llvm.ptr<3> -> f32
        %1249 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_484 = arith.constant 33600 : i64
        %1250 = llvm.getelementptr %1249[%c33600_i64_484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c901_i64 = arith.constant 901 : i64
        %1251 = arith.addi %175, %c901_i64 : i64
        %1252 = llvm.getelementptr %1250[%1251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1253 = llvm.load %1252 : !llvm.ptr<3> -> f32
        %1254 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_485 = arith.constant 33600 : i64
        %1255 = llvm.getelementptr %1254[%c33600_i64_485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c902_i64 = arith.constant 902 : i64
        %1256 = arith.addi %175, %c902_i64 : i64
        %1257 = llvm.getelementptr %1255[%1256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1258 = llvm.load %1257 : !llvm.ptr<3> -> f32
        %1259 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_486 = arith.constant 33600 : i64
        %1260 = llvm.getelementptr %1259[%c33600_i64_486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c903_i64_487 = arith.constant 903 : i64
        %1261 = arith.addi %175, %c903_i64_487 : i64
        %1262 = llvm.getelementptr %1260[%1261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1263 = llvm.load %1262 : !llvm.ptr<3> -> f32
        %1264 = memref.load %alloca_66[] : memref<f32>
        %1265 = llvm.intr.fma(%1208, %1228, %1264) : (f32, f32, f32) -> f32
        memref.store %1265, %alloca_66[] : memref<f32>
        %1266 = memref.load %alloca_67[] : memref<f32>
        %1267 = llvm.intr.fma(%1208, %1233, %1266) : (f32, f32, f32) -> f32
        memref.store %1267, %alloca_67[] : memref<f32>
        %1268 = memref.load %alloca_68[] : memref<f32>
        %1269 = llvm.intr.fma(%1208, %1238, %1268) : (f32, f32, f32) -> f32
        memref.store %1269, %alloca_68[] : memref<f32>
        %1270 = memref.load %alloca_69[] : memref<f32>
        %1271 = llvm.intr.fma(%1208, %1243, %1270) : (f32, f32, f32) -> f32
        memref.store %1271, %alloca_69[] : memref<f32>
        %1272 = memref.load %alloca_70[] : memref<f32>
        %1273 = llvm.intr.fma(%1208, %1248, %1272) : (f32, f32, f32) -> f32
        memref.store %1273, %alloca_70[] : memref<f32>
        %1274 = memref.load %alloca_71[] : memref<f32>
        %1275 = llvm.intr.fma(%1208, %1253, %1274) : (f32, f32, f32) -> f32
        memref.store %1275, %alloca_71[] : memref<f32>
        %1276 = memref.load %alloca_72[] : memref<f32>
        %1277 = llvm.intr.fma(%1208, %1258, %1276) : (f32, f32, f32) -> f32
        memref.store %1277, %alloca_72[] : memref<f32>
        %1278 = memref.load %alloca_73[] : memref<f32>
        %1279 = llvm.intr.fma(%1208, %1263, %1278) : (f32, f32, f32) -> f32
        memref.store %1279, %alloca_73[] : memref<f32>
        %1280 = memref.load %alloca_74[] : memref<f32>
        %1281 = llvm.intr.fma(%1213, %1228, %1280) : (f32, f32, f32) -> f32
        memref.store %1281, %alloca_74[] : memref<f32>
        %1282 = memref.load %alloca_75[] : memref<f32>
        %1283 = llvm.intr.fma(%1213, %1233, %1282) : (f32, f32, f32) -> f32
        memref.store %1283, %alloca_75[] : memref<f32>
        %1284 = memref.load %alloca_76[] : memref<f32>
        %1285 = llvm.intr.fma(%1213, %1238, %1284) : (f32, f32, f32) -> f32
        memref.store %1285, %alloca_76[] : memref<f32>
        %1286 = memref.load %alloca_77[] : memref<f32>
        %1287 = llvm.intr.fma(%1213, %1243, %1286) : (f32, f32, f32) -> f32
        memref.store %1287, %alloca_77[] : memref<f32>
        %1288 = memref.load %alloca_78[] : memref<f32>
        %1289 = llvm.intr.fma(%1213, %1248, %1288) : (f32, f32, f32) -> f32
        memref.store %1289, %alloca_78[] : memref<f32>
        %1290 = memref.load %alloca_79[] : memref<f32>
        %1291 = llvm.intr.fma(%1213, %1253, %1290) : (f32, f32, f32) -> f32
        memref.store %1291, %alloca_79[] : memref<f32>
        %1292 = memref.load %alloca_80[] : memref<f32>
        %1293 = llvm.intr.fma(%1213, %1258, %1292) : (f32, f32, f32) -> f32
        memref.store %1293, %alloca_80[] : memref<f32>
        %1294 = memref.load %alloca_81[] : memref<f32>
        %1295 = llvm.intr.fma(%1213, %1263, %1294) : (f32, f32, f32) -> f32
        memref.store %1295, %alloca_81[] : memref<f32>
        %1296 = memref.load %alloca_82[] : memref<f32>
        %1297 = llvm.intr.fma(%1218, %1228, %1296) : (f32, f32, f32) -> f32
        memref.store %1297, %alloca_82[] : memref<f32>
        %1298 = memref.load %alloca_83[] : memref<f32>
        %1299 = llvm.intr.fma(%1218, %1233, %1298) : (f32, f32, f32) -> f32
        memref.store %1299, %alloca_83[] : memref<f32>
        %1300 = memref.load %alloca_84[] : memref<f32>
        %1301 = llvm.intr.fma(%1218, %1238, %1300) : (f32, f32, f32) -> f32
        memref.store %1301, %alloca_84[] : memref<f32>
        %1302 = memref.load %alloca_85[] : memref<f32>
        %1303 = llvm.intr.fma(%1218, %1243, %1302) : (f32, f32, f32) -> f32
        memref.store %1303, %alloca_85[] : memref<f32>
        %1304 = memref.load %alloca_86[] : memref<f32>
        %1305 = llvm.intr.fma(%1218, %1248, %1304) : (f32, f32, f32) -> f32
        memref.store %1305, %alloca_86[] : memref<f32>
        %1306 = memref.load %alloca_87[] : memref<f32>
        %1307 = llvm.intr.fma(%1218, %1253, %1306) : (f32, f32, f32) -> f32
        memref.store %1307, %alloca_87[] : memref<f32>
        %1308 = memref.load %alloca_88[] : memref<f32>
        %1309 = llvm.intr.fma(%1218, %1258, %1308) : (f32, f32, f32) -> f32
        memref.store %1309, %alloca_88[] : memref<f32>
        %1310 = memref.load %alloca_89[] : memref<f32>
        %1311 = llvm.intr.fma(%1218, %1263, %1310) : (f32, f32, f32) -> f32
        memref.store %1311, %alloca_89[] : memref<f32>
        %1312 = memref.load %alloca_90[] : memref<f32>
        %1313 = llvm.intr.fma(%1223, %1228, %1312) : (f32, f32, f32) -> f32
        memref.store %1313, %alloca_90[] : memref<f32>
        %1314 = memref.load %alloca_91[] : memref<f32>
        %1315 = llvm.intr.fma(%1223, %1233, %1314) : (f32, f32, f32) -> f32
        memref.store %1315, %alloca_91[] : memref<f32>
        %1316 = memref.load %alloca_92[] : memref<f32>
        %1317 = llvm.intr.fma(%1223, %1238, %1316) : (f32, f32, f32) -> f32
        memref.store %1317, %alloca_92[] : memref<f32>
        %1318 = memref.load %alloca_93[] : memref<f32>
        %1319 = llvm.intr.fma(%1223, %1243, %1318) : (f32, f32, f32) -> f32
        memref.store %1319, %alloca_93[] : memref<f32>
        %1320 = memref.load %alloca_94[] : memref<f32>
        %1321 = llvm.intr.fma(%1223, %1248, %1320) : (f32, f32, f32) -> f32
        memref.store %1321, %alloca_94[] : memref<f32>
        %1322 = memref.load %alloca_95[] : memref<f32>
        %1323 = llvm.intr.fma(%1223, %1253, %1322) : (f32, f32, f32) -> f32
        memref.store %1323, %alloca_95[] : memref<f32>
        %1324 = memref.load %alloca_96[] : memref<f32>
        %1325 = llvm.intr.fma(%1223, %1258, %1324) : (f32, f32, f32) -> f32
        memref.store %1325, %alloca_96[] : memref<f32>
        %1326 = memref.load %alloca_97[] : memref<f32>
        %1327 = llvm.intr.fma(%1223, %1263, %1326) : (f32, f32, f32) -> f32
        memref.store %1327, %alloca_97[] : memref<f32>
        %1328 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_488 = arith.constant 26880 : i64
        %1329 = llvm.getelementptr %1328[%c26880_i64_488] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1032_i64 = arith.constant 1032 : i64
        %1330 = arith.addi %173, %c1032_i64 : i64
        %1331 = llvm.getelementptr %1329[%1330] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1332 = llvm.load %1331 : !llvm.ptr<3> -> f32
        %1333 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_489 = arith.constant 26880 : i64
        %1334 = llvm.getelementptr %1333[%c26880_i64_489] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1064_i64 = arith.constant 1064 : i64
        %1335 = arith.addi %173, %c1064_i64 : i64
        %1336 = llvm.getelementptr %1334[%1335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1337 = llvm.load %1336 : !llvm.ptr<3> -> f32
        %1338 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_490 = arith.constant 26880 : i64
        %1339 = llvm.getelementptr %1338[%c26880_i64_490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1096_i64 = arith.constant 1096 : i64
        %1340 = arith.addi %173, %c1096_i64 : i64
        %1341 = llvm.getelementptr %1339[%1340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1342 = llvm.load %1341 : !llvm.ptr<3> -> f32
        %1343 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_491 = arith.constant 26880 : i64
        %1344 = llvm.getelementptr %1343[%c26880_i64_491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1128_i64 = arith.constant 1128 : i64
        %1345 = arith.addi %173, %c1128_i64 : i64
        %1346 = llvm.getelementptr %1344[%1345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1347 = llvm.load %1346 : !llvm.ptr<3> -> f32
        %1348 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_492 = arith.constant 33600 : i64
        %1349 = llvm.getelementptr %1348[%c33600_i64_492] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64_493 = arith.constant 1024 : i64
        %1350 = arith.addi %175, %c1024_i64_493 : i64
        %1351 = llvm.getelementptr %1349[%1350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1352 = llvm.load %1351 : !llvm.ptr<3> -> f32
        %1353 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_494 = arith.constant 33600 : i64
        %1354 = llvm.getelementptr %1353[%c33600_i64_494] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1355 = arith.addi %175, %c1025_i64 : i64
        %1356 = llvm.getelementptr %1354[%1355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1357 = llvm.load %1356 : !llvm.ptr<3> -> f32
        %1358 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_495 = arith.constant 33600 : i64
        %1359 = llvm.getelementptr %1358[%c33600_i64_495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1360 = arith.addi %175, %c1026_i64 : i64
        %1361 = llvm.getelementptr %1359[%1360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1362 = llvm.load %1361 : !llvm.ptr<3> -> f32
        %1363 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_496 = arith.constant 33600 : i64
        %1364 = llvm.getelementptr %1363[%c33600_i64_496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1365 = arith.addi %175, %c1027_i64 : i64
        %1366 = llvm.getelementptr %1364[%1365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1367 = llvm.load %1366 : !llvm.ptr<3> -> f32
        %1368 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_497 = arith.constant 33600 : i64
        %1369 = llvm.getelementptr %1368[%c33600_i64_497] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1028_i64 = arith.constant 1028 : i64
        %1370 = arith.addi %175, %c1028_i64 : i64
        %1371 = llvm.getelementptr %1369[%1370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1372 = llvm.load %1371 : !llvm.ptr<3> -> f32
        %1373 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_498 = arith.constant 33600 : i64
        %1374 = llvm.getelementptr %1373[%c33600_i64_498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1029_i64 = arith.constant 1029 : i64
        %1375 = arith.addi %175, %c1029_i64 : i64
        %1376 = llvm.getelementptr %1374[%1375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1377 = llvm.load %1376 : !llvm.ptr<3> -> f32
        %1378 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_499 = arith.constant 33600 : i64
        %1379 = llvm.getelementptr %1378[%c33600_i64_499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1030_i64 = arith.constant 1030 : i64
        %1380 = arith.addi %175, %c1030_i64 : i64
        %1381 = llvm.getelementptr %1379[%1380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1382 = llvm.load %1381 : !llvm.ptr<3> -> f32
        %1383 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_500 = arith.constant 33600 : i64
        %1384 = llvm.getelementptr %1383[%c33600_i64_500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1031_i64 = arith.constant 1031 : i64
        %1385 = arith.addi %175, %c1031_i64 : i64
        %1386 = llvm.getelementptr %1384[%1385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<3> -> f32
        %1388 = memref.load %alloca_66[] : memref<f32>
        %1389 = llvm.intr.fma(%1332, %1352, %1388) : (f32, f32, f32) -> f32
        memref.store %1389, %alloca_66[] : memref<f32>
        %1390 = memref.load %alloca_67[] : memref<f32>
        %1391 = llvm.intr.fma(%1332, %1357, %1390) : (f32, f32, f32) -> f32
        memref.store %1391, %alloca_67[] : memref<f32>
        %1392 = memref.load %alloca_68[] : memref<f32>
        %1393 = llvm.intr.fma(%1332, %1362, %1392) : (f32, f32, f32) -> f32
        memref.store %1393, %alloca_68[] : memref<f32>
        %1394 = memref.load %alloca_69[] : memref<f32>
        %1395 = llvm.intr.fma(%1332, %1367, %1394) : (f32, f32, f32) -> f32
        memref.store %1395, %alloca_69[] : memref<f32>
        %1396 = memref.load %alloca_70[] : memref<f32>
        %1397 = llvm.intr.fma(%1332, %1372, %1396) : (f32, f32, f32) -> f32
        memref.store %1397, %alloca_70[] : memref<f32>
        %1398 = memref.load %alloca_71[] : memref<f32>
        %1399 = llvm.intr.fma(%1332, %1377, %1398) : (f32, f32, f32) -> f32
        memref.store %1399, %alloca_71[] : memref<f32>
        %1400 = memref.load %alloca_72[] : memref<f32>
        %1401 = llvm.intr.fma(%1332, %1382, %1400) : (f32, f32, f32) -> f32
        memref.store %1401, %alloca_72[] : memref<f32>
        %1402 = memref.load %alloca_73[] : memref<f32>
        %1403 = llvm.intr.fma(%1332, %1387, %1402) : (f32, f32, f32) -> f32
        memref.store %1403, %alloca_73[] : memref<f32>
        %1404 = memref.load %alloca_74[] : memref<f32>
        %1405 = llvm.intr.fma(%1337, %1352, %1404) : (f32, f32, f32) -> f32
        memref.store %1405, %alloca_74[] : memref<f32>
        %1406 = memref.load %alloca_75[] : memref<f32>
        %1407 = llvm.intr.fma(%1337, %1357, %1406) : (f32, f32, f32) -> f32
        memref.store %1407, %alloca_75[] : memref<f32>
        %1408 = memref.load %alloca_76[] : memref<f32>
        %1409 = llvm.intr.fma(%1337, %1362, %1408) : (f32, f32, f32) -> f32
        memref.store %1409, %alloca_76[] : memref<f32>
        %1410 = memref.load %alloca_77[] : memref<f32>
        %1411 = llvm.intr.fma(%1337, %1367, %1410) : (f32, f32, f32) -> f32
        memref.store %1411, %alloca_77[] : memref<f32>
        %1412 = memref.load %alloca_78[] : memref<f32>
        %1413 = llvm.intr.fma(%1337, %1372, %1412) : (f32, f32, f32) -> f32
        memref.store %1413, %alloca_78[] : memref<f32>
        %1414 = memref.load %alloca_79[] : memref<f32>
        %1415 = llvm.intr.fma(%1337, %1377, %1414) : (f32, f32, f32) -> f32
        memref.store %1415, %alloca_79[] : memref<f32>
        %1416 = memref.load %alloca_80[] : memref<f32>
        %1417 = llvm.intr.fma(%1337, %1382, %1416) : (f32, f32, f32) -> f32
        memref.store %1417, %alloca_80[] : memref<f32>
        %1418 = memref.load %alloca_81[] : memref<f32>
        %1419 = llvm.intr.fma(%1337, %1387, %1418) : (f32, f32, f32) -> f32
        memref.store %1419, %alloca_81[] : memref<f32>
        %1420 = memref.load %alloca_82[] : memref<f32>
        %1421 = llvm.intr.fma(%1342, %1352, %1420) : (f32, f32, f32) -> f32
        memref.store %1421, %alloca_82[] : memref<f32>
        %1422 = memref.load %alloca_83[] : memref<f32>
        %1423 = llvm.intr.fma(%1342, %1357, %1422) : (f32, f32, f32) -> f32
        memref.store %1423, %alloca_83[] : memref<f32>
        %1424 = memref.load %alloca_84[] : memref<f32>
        %1425 = llvm.intr.fma(%1342, %1362, %1424) : (f32, f32, f32) -> f32
        memref.store %1425, %alloca_84[] : memref<f32>
        %1426 = memref.load %alloca_85[] : memref<f32>
        %1427 = llvm.intr.fma(%1342, %1367, %1426) : (f32, f32, f32) -> f32
        memref.store %1427, %alloca_85[] : memref<f32>
        %1428 = memref.load %alloca_86[] : memref<f32>
        %1429 = llvm.intr.fma(%1342, %1372, %1428) : (f32, f32, f32) -> f32
        memref.store %1429, %alloca_86[] : memref<f32>
        %1430 = memref.load %alloca_87[] : memref<f32>
        %1431 = llvm.intr.fma(%1342, %1377, %1430) : (f32, f32, f32) -> f32
        memref.store %1431, %alloca_87[] : memref<f32>
        %1432 = memref.load %alloca_88[] : memref<f32>
        %1433 = llvm.intr.fma(%1342, %1382, %1432) : (f32, f32, f32) -> f32
        memref.store %1433, %alloca_88[] : memref<f32>
        %1434 = memref.load %alloca_89[] : memref<f32>
        %1435 = llvm.intr.fma(%1342, %1387, %1434) : (f32, f32, f32) -> f32
        memref.store %1435, %alloca_89[] : memref<f32>
        %1436 = memref.load %alloca_90[] : memref<f32>
        %1437 = llvm.intr.fma(%1347, %1352, %1436) : (f32, f32, f32) -> f32
        memref.store %1437, %alloca_90[] : memref<f32>
        %1438 = memref.load %alloca_91[] : memref<f32>
        %1439 = llvm.intr.fma(%1347, %1357, %1438) : (f32, f32, f32) -> f32
        memref.store %1439, %alloca_91[] : memref<f32>
        %1440 = memref.load %alloca_92[] : memref<f32>
        %1441 = llvm.intr.fma(%1347, %1362, %1440) : (f32, f32, f32) -> f32
        memref.store %1441, %alloca_92[] : memref<f32>
        %1442 = memref.load %alloca_93[] : memref<f32>
        %1443 = llvm.intr.fma(%1347, %1367, %1442) : (f32, f32, f32) -> f32
        memref.store %1443, %alloca_93[] : memref<f32>
        %1444 = memref.load %alloca_94[] : memref<f32>
        %1445 = llvm.intr.fma(%1347, %1372, %1444) : (f32, f32, f32) -> f32
        memref.store %1445, %alloca_94[] : memref<f32>
        %1446 = memref.load %alloca_95[] : memref<f32>
        %1447 = llvm.intr.fma(%1347, %1377, %1446) : (f32, f32, f32) -> f32
        memref.store %1447, %alloca_95[] : memref<f32>
        %1448 = memref.load %alloca_96[] : memref<f32>
        %1449 = llvm.intr.fma(%1347, %1382, %1448) : (f32, f32, f32) -> f32
        memref.store %1449, %alloca_96[] : memref<f32>
        %1450 = memref.load %alloca_97[] : memref<f32>
        %1451 = llvm.intr.fma(%1347, %1387, %1450) : (f32, f32, f32) -> f32
        memref.store %1451, %alloca_97[] : memref<f32>
        %1452 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_501 = arith.constant 26880 : i64
        %1453 = llvm.getelementptr %1452[%c26880_i64_501] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1161_i64 = arith.constant 1161 : i64
        %1454 = arith.addi %173, %c1161_i64 : i64
        %1455 = llvm.getelementptr %1453[%1454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1456 = llvm.load %1455 : !llvm.ptr<3> -> f32
        %1457 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_502 = arith.constant 26880 : i64
        %1458 = llvm.getelementptr %1457[%c26880_i64_502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1193_i64 = arith.constant 1193 : i64
        %1459 = arith.addi %173, %c1193_i64 : i64
        %1460 = llvm.getelementptr %1458[%1459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1461 = llvm.load %1460 : !llvm.ptr<3> -> f32
        %1462 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_503 = arith.constant 26880 : i64
        %1463 = llvm.getelementptr %1462[%c26880_i64_503] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1225_i64 = arith.constant 1225 : i64
        %1464 = arith.addi %173, %c1225_i64 : i64
        %1465 = llvm.getelementptr %1463[%1464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1466 = llvm.load %1465 : !llvm.ptr<3> -> f32
        %1467 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_504 = arith.constant 26880 : i64
        %1468 = llvm.getelementptr %1467[%c26880_i64_504] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1257_i64 = arith.constant 1257 : i64
        %1469 = arith.addi %173, %c1257_i64 : i64
        %1470 = llvm.getelementptr %1468[%1469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1471 = llvm.load %1470 : !llvm.ptr<3> -> f32
        %1472 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_505 = arith.constant 33600 : i64
        %1473 = llvm.getelementptr %1472[%c33600_i64_505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1152_i64 = arith.constant 1152 : i64
        %1474 = arith.addi %175, %c1152_i64 : i64
        %1475 = llvm.getelementptr %1473[%1474] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1476 = llvm.load %1475 : !llvm.ptr<3> -> f32
        %1477 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_506 = arith.constant 33600 : i64
        %1478 = llvm.getelementptr %1477[%c33600_i64_506] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1153_i64 = arith.constant 1153 : i64
        %1479 = arith.addi %175, %c1153_i64 : i64
        %1480 = llvm.getelementptr %1478[%1479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1481 = llvm.load %1480 : !llvm.ptr<3> -> f32
        %1482 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_507 = arith.constant 33600 : i64
        %1483 = llvm.getelementptr %1482[%c33600_i64_507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1154_i64 = arith.constant 1154 : i64
        %1484 = arith.addi %175, %c1154_i64 : i64
        %1485 = llvm.getelementptr %1483[%1484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1486 = llvm.load %1485 : !llvm.ptr<3> -> f32
        %1487 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_508 = arith.constant 33600 : i64
        %1488 = llvm.getelementptr %1487[%c33600_i64_508] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1155_i64 = arith.constant 1155 : i64
        %1489 = arith.addi %175, %c1155_i64 : i64
        %1490 = llvm.getelementptr %1488[%1489] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1491 = llvm.load %1490 : !llvm.ptr<3> -> f32
        %1492 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_509 = arith.constant 33600 : i64
        %1493 = llvm.getelementptr %1492[%c33600_i64_509] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1156_i64 = arith.constant 1156 : i64
        %1494 = arith.addi %175, %c1156_i64 : i64
        %1495 = llvm.getelementptr %1493[%1494] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1496 = llvm.load %1495 : !llvm.ptr<3> -> f32
        %1497 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_510 = arith.constant 33600 : i64
        %1498 = llvm.getelementptr %1497[%c33600_i64_510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1157_i64 = arith.constant 1157 : i64
        %1499 = arith.addi %175, %c1157_i64 : i64
        %1500 = llvm.getelementptr %1498[%1499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1501 = llvm.load %1500 : !llvm.ptr<3> -> f32
        %1502 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_511 = arith.constant 33600 : i64
        %1503 = llvm.getelementptr %1502[%c33600_i64_511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1158_i64 = arith.constant 1158 : i64
        %1504 = arith.addi %175, %c1158_i64 : i64
        %1505 = llvm.getelementptr %1503[%1504] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1506 = llvm.load %1505 : !llvm.ptr<3> -> f32
        %1507 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_512 = arith.constant 33600 : i64
        %1508 = llvm.getelementptr %1507[%c33600_i64_512] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1159_i64 = arith.constant 1159 : i64
        %1509 = arith.addi %175, %c1159_i64 : i64
        %1510 = llvm.getelementptr %1508[%1509] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1511 = llvm.load %1510 : !llvm.ptr<3> -> f32
        %1512 = memref.load %alloca_66[] : memref<f32>
        %1513 = llvm.intr.fma(%1456, %1476, %1512) : (f32, f32, f32) -> f32
        memref.store %1513, %alloca_66[] : memref<f32>
        %1514 = memref.load %alloca_67[] : memref<f32>
        %1515 = llvm.intr.fma(%1456, %1481, %1514) : (f32, f32, f32) -> f32
        memref.store %1515, %alloca_67[] : memref<f32>
        %1516 = memref.load %alloca_68[] : memref<f32>
        %1517 = llvm.intr.fma(%1456, %1486, %1516) : (f32, f32, f32) -> f32
        memref.store %1517, %alloca_68[] : memref<f32>
        %1518 = memref.load %alloca_69[] : memref<f32>
        %1519 = llvm.intr.fma(%1456, %1491, %1518) : (f32, f32, f32) -> f32
        memref.store %1519, %alloca_69[] : memref<f32>
        %1520 = memref.load %alloca_70[] : memref<f32>
        %1521 = llvm.intr.fma(%1456, %1496, %1520) : (f32, f32, f32) -> f32
        memref.store %1521, %alloca_70[] : memref<f32>
        %1522 = memref.load %alloca_71[] : memref<f32>
        %1523 = llvm.intr.fma(%1456, %1501, %1522) : (f32, f32, f32) -> f32
        memref.store %1523, %alloca_71[] : memref<f32>
        %1524 = memref.load %alloca_72[] : memref<f32>
        %1525 = llvm.intr.fma(%1456, %1506, %1524) : (f32, f32, f32) -> f32
        memref.store %1525, %alloca_72[] : memref<f32>
        %1526 = memref.load %alloca_73[] : memref<f32>
        %1527 = llvm.intr.fma(%1456, %1511, %1526) : (f32, f32, f32) -> f32
        memref.store %1527, %alloca_73[] : memref<f32>
        %1528 = memref.load %alloca_74[] : memref<f32>
        %1529 = llvm.intr.fma(%1461, %1476, %1528) : (f32, f32, f32) -> f32
        memref.store %1529, %alloca_74[] : memref<f32>
        %1530 = memref.load %alloca_75[] : memref<f32>
        %1531 = llvm.intr.fma(%1461, %1481, %1530) : (f32, f32, f32) -> f32
        memref.store %1531, %alloca_75[] : memref<f32>
        %1532 = memref.load %alloca_76[] : memref<f32>
        %1533 = llvm.intr.fma(%1461, %1486, %1532) : (f32, f32, f32) -> f32
        memref.store %1533, %alloca_76[] : memref<f32>
        %1534 = memref.load %alloca_77[] : memref<f32>
        %1535 = llvm.intr.fma(%1461, %1491, %1534) : (f32, f32, f32) -> f32
        memref.store %1535, %alloca_77[] : memref<f32>
        %1536 = memref.load %alloca_78[] : memref<f32>
        %1537 = llvm.intr.fma(%1461, %1496, %1536) : (f32, f32, f32) -> f32
        memref.store %1537, %alloca_78[] : memref<f32>
        %1538 = memref.load %alloca_79[] : memref<f32>
        %1539 = llvm.intr.fma(%1461, %1501, %1538) : (f32, f32, f32) -> f32
        memref.store %1539, %alloca_79[] : memref<f32>
        %1540 = memref.load %alloca_80[] : memref<f32>
        %1541 = llvm.intr.fma(%1461, %1506, %1540) : (f32, f32, f32) -> f32
        memref.store %1541, %alloca_80[] : memref<f32>
        %1542 = memref.load %alloca_81[] : memref<f32>
        %1543 = llvm.intr.fma(%1461, %1511, %1542) : (f32, f32, f32) -> f32
        memref.store %1543, %alloca_81[] : memref<f32>
        %1544 = memref.load %alloca_82[] : memref<f32>
        %1545 = llvm.intr.fma(%1466, %1476, %1544) : (f32, f32, f32) -> f32
        memref.store %1545, %alloca_82[] : memref<f32>
        %1546 = memref.load %alloca_83[] : memref<f32>
        %1547 = llvm.intr.fma(%1466, %1481, %1546) : (f32, f32, f32) -> f32
        memref.store %1547, %alloca_83[] : memref<f32>
        %1548 = memref.load %alloca_84[] : memref<f32>
        %1549 = llvm.intr.fma(%1466, %1486, %1548) : (f32, f32, f32) -> f32
        memref.store %1549, %alloca_84[] : memref<f32>
        %1550 = memref.load %alloca_85[] : memref<f32>
        %1551 = llvm.intr.fma(%1466, %1491, %1550) : (f32, f32, f32) -> f32
        memref.store %1551, %alloca_85[] : memref<f32>
        %1552 = memref.load %alloca_86[] : memref<f32>
        %1553 = llvm.intr.fma(%1466, %1496, %1552) : (f32, f32, f32) -> f32
        memref.store %1553, %alloca_86[] : memref<f32>
        %1554 = memref.load %alloca_87[] : memref<f32>
        %1555 = llvm.intr.fma(%1466, %1501, %1554) : (f32, f32, f32) -> f32
        memref.store %1555, %alloca_87[] : memref<f32>
        %1556 = memref.load %alloca_88[] : memref<f32>
        %1557 = llvm.intr.fma(%1466, %1506, %1556) : (f32, f32, f32) -> f32
        memref.store %1557, %alloca_88[] : memref<f32>
        %1558 = memref.load %alloca_89[] : memref<f32>
        %1559 = llvm.intr.fma(%1466, %1511, %1558) : (f32, f32, f32) -> f32
        memref.store %1559, %alloca_89[] : memref<f32>
        %1560 = memref.load %alloca_90[] : memref<f32>
        %1561 = llvm.intr.fma(%1471, %1476, %1560) : (f32, f32, f32) -> f32
        memref.store %1561, %alloca_90[] : memref<f32>
        %1562 = memref.load %alloca_91[] : memref<f32>
        %1563 = llvm.intr.fma(%1471, %1481, %1562) : (f32, f32, f32) -> f32
        memref.store %1563, %alloca_91[] : memref<f32>
        %1564 = memref.load %alloca_92[] : memref<f32>
        %1565 = llvm.intr.fma(%1471, %1486, %1564) : (f32, f32, f32) -> f32
        memref.store %1565, %alloca_92[] : memref<f32>
        %1566 = memref.load %alloca_93[] : memref<f32>
        %1567 = llvm.intr.fma(%1471, %1491, %1566) : (f32, f32, f32) -> f32
        memref.store %1567, %alloca_93[] : memref<f32>
        %1568 = memref.load %alloca_94[] : memref<f32>
        %1569 = llvm.intr.fma(%1471, %1496, %1568) : (f32, f32, f32) -> f32
        memref.store %1569, %alloca_94[] : memref<f32>
        %1570 = memref.load %alloca_95[] : memref<f32>
        %1571 = llvm.intr.fma(%1471, %1501, %1570) : (f32, f32, f32) -> f32
        memref.store %1571, %alloca_95[] : memref<f32>
        %1572 = memref.load %alloca_96[] : memref<f32>
        %1573 = llvm.intr.fma(%1471, %1506, %1572) : (f32, f32, f32) -> f32
        memref.store %1573, %alloca_96[] : memref<f32>
        %1574 = memref.load %alloca_97[] : memref<f32>
        %1575 = llvm.intr.fma(%1471, %1511, %1574) : (f32, f32, f32) -> f32
        memref.store %1575, %alloca_97[] : memref<f32>
        %1576 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_513 = arith.constant 26880 : i64
        %1577 = llvm.getelementptr %1576[%c26880_i64_513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1290_i64 = arith.constant 1290 : i64
        %1578 = arith.addi %173, %c1290_i64 : i64
        %1579 = llvm.getelementptr %1577[%1578] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1580 = llvm.load %1579 : !llvm.ptr<3> -> f32
        %1581 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_514 = arith.constant 26880 : i64
        %1582 = llvm.getelementptr %1581[%c26880_i64_514] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1322_i64 = arith.constant 1322 : i64
        %1583 = arith.addi %173, %c1322_i64 : i64
        %1584 = llvm.getelementptr %1582[%1583] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1585 = llvm.load %1584 : !llvm.ptr<3> -> f32
        %1586 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_515 = arith.constant 26880 : i64
        %1587 = llvm.getelementptr %1586[%c26880_i64_515] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1354_i64 = arith.constant 1354 : i64
        %1588 = arith.addi %173, %c1354_i64 : i64
        %1589 = llvm.getelementptr %1587[%1588] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1590 = llvm.load %1589 : !llvm.ptr<3> -> f32
        %1591 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_516 = arith.constant 26880 : i64
        %1592 = llvm.getelementptr %1591[%c26880_i64_516] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1386_i64 = arith.constant 1386 : i64
        %1593 = arith.addi %173, %c1386_i64 : i64
        %1594 = llvm.getelementptr %1592[%1593] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1595 = llvm.load %1594 : !llvm.ptr<3> -> f32
        %1596 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_517 = arith.constant 33600 : i64
        %1597 = llvm.getelementptr %1596[%c33600_i64_517] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1280_i64 = arith.constant 1280 : i64
        %1598 = arith.addi %175, %c1280_i64 : i64
        %1599 = llvm.getelementptr %1597[%1598] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1600 = llvm.load %1599 : !llvm.ptr<3> -> f32
        %1601 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_518 = arith.constant 33600 : i64
        %1602 = llvm.getelementptr %1601[%c33600_i64_518] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1281_i64 = arith.constant 1281 : i64
        %1603 = arith.addi %175, %c1281_i64 : i64
        %1604 = llvm.getelementptr %1602[%1603] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1605 = llvm.load %1604 : !llvm.ptr<3> -> f32
        %1606 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_519 = arith.constant 33600 : i64
        %1607 = llvm.getelementptr %1606[%c33600_i64_519] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1282_i64 = arith.constant 1282 : i64
        %1608 = arith.addi %175, %c1282_i64 : i64
        %1609 = llvm.getelementptr %1607[%1608] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1610 = llvm.load %1609 : !llvm.ptr<3> -> f32
        %1611 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_520 = arith.constant 33600 : i64
        %1612 = llvm.getelementptr %1611[%c33600_i64_520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1283_i64 = arith.constant 1283 : i64
        %1613 = arith.addi %175, %c1283_i64 : i64
        %1614 = llvm.getelementptr %1612[%1613] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1615 = llvm.load %1614 : !llvm.ptr<3> -> f32
        %1616 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_521 = arith.constant 33600 : i64
        %1617 = llvm.getelementptr %1616[%c33600_i64_521] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1284_i64 = arith.constant 1284 : i64
        %1618 = arith.addi %175, %c1284_i64 : i64
        %1619 = llvm.getelementptr %1617[%1618] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1620 = llvm.load %1619 : !llvm.ptr<3> -> f32
        %1621 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_522 = arith.constant 33600 : i64
        %1622 = llvm.getelementptr %1621[%c33600_i64_522] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1285_i64 = arith.constant 1285 : i64
        %1623 = arith.addi %175, %c1285_i64 : i64
        %1624 = llvm.getelementptr %1622[%1623] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1625 = llvm.load %1624 : !llvm.ptr<3> -> f32
        %1626 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_523 = arith.constant 33600 : i64
        %1627 = llvm.getelementptr %1626[%c33600_i64_523] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1286_i64 = arith.constant 1286 : i64
        %1628 = arith.addi %175, %c1286_i64 : i64
        %1629 = llvm.getelementptr %1627[%1628] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1630 = llvm.load %1629 : !llvm.ptr<3> -> f32
        %1631 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_524 = arith.constant 33600 : i64
        %1632 = llvm.getelementptr %1631[%c33600_i64_524] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1287_i64 = arith.constant 1287 : i64
        %1633 = arith.addi %175, %c1287_i64 : i64
        %1634 = llvm.getelementptr %1632[%1633] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1635 = llvm.load %1634 : !llvm.ptr<3> -> f32
        %1636 = memref.load %alloca_66[] : memref<f32>
        %1637 = llvm.intr.fma(%1580, %1600, %1636) : (f32, f32, f32) -> f32
        memref.store %1637, %alloca_66[] : memref<f32>
        %1638 = memref.load %alloca_67[] : memref<f32>
        %1639 = llvm.intr.fma(%1580, %1605, %1638) : (f32, f32, f32) -> f32
        memref.store %1639, %alloca_67[] : memref<f32>
        %1640 = memref.load %alloca_68[] : memref<f32>
        %1641 = llvm.intr.fma(%1580, %1610, %1640) : (f32, f32, f32) -> f32
        memref.store %1641, %alloca_68[] : memref<f32>
        %1642 = memref.load %alloca_69[] : memref<f32>
        %1643 = llvm.intr.fma(%1580, %1615, %1642) : (f32, f32, f32) -> f32
        memref.store %1643, %alloca_69[] : memref<f32>
        %1644 = memref.load %alloca_70[] : memref<f32>
        %1645 = llvm.intr.fma(%1580, %1620, %1644) : (f32, f32, f32) -> f32
        memref.store %1645, %alloca_70[] : memref<f32>
        %1646 = memref.load %alloca_71[] : memref<f32>
        %1647 = llvm.intr.fma(%1580, %1625, %1646) : (f32, f32, f32) -> f32
        memref.store %1647, %alloca_71[] : memref<f32>
        %1648 = memref.load %alloca_72[] : memref<f32>
        %1649 = llvm.intr.fma(%1580, %1630, %1648) : (f32, f32, f32) -> f32
        memref.store %1649, %alloca_72[] : memref<f32>
        %1650 = memref.load %alloca_73[] : memref<f32>
        %1651 = llvm.intr.fma(%1580, %1635, %1650) : (f32, f32, f32) -> f32
        memref.store %1651, %alloca_73[] : memref<f32>
        %1652 = memref.load %alloca_74[] : memref<f32>
        %1653 = llvm.intr.fma(%1585, %1600, %1652) : (f32, f32, f32) -> f32
        memref.store %1653, %alloca_74[] : memref<f32>
        %1654 = memref.load %alloca_75[] : memref<f32>
        %1655 = llvm.intr.fma(%1585, %1605, %1654) : (f32, f32, f32) -> f32
        memref.store %1655, %alloca_75[] : memref<f32>
        %1656 = memref.load %alloca_76[] : memref<f32>
        %1657 = llvm.intr.fma(%1585, %1610, %1656) : (f32, f32, f32) -> f32
        memref.store %1657, %alloca_76[] : memref<f32>
        %1658 = memref.load %alloca_77[] : memref<f32>
        %1659 = llvm.intr.fma(%1585, %1615, %1658) : (f32, f32, f32) -> f32
        memref.store %1659, %alloca_77[] : memref<f32>
        %1660 = memref.load %alloca_78[] : memref<f32>
        %1661 = llvm.intr.fma(%1585, %1620, %1660) : (f32, f32, f32) -> f32
        memref.store %1661, %alloca_78[] : memref<f32>
        %1662 = memref.load %alloca_79[] : memref<f32>
        %1663 = llvm.intr.fma(%1585, %1625, %1662) : (f32, f32, f32) -> f32
        memref.store %1663, %alloca_79[] : memref<f32>
        %1664 = memref.load %alloca_80[] : memref<f32>
        %1665 = llvm.intr.fma(%1585, %1630, %1664) : (f32, f32, f32) -> f32
        memref.store %1665, %alloca_80[] : memref<f32>
        %1666 = memref.load %alloca_81[] : memref<f32>
        %1667 = llvm.intr.fma(%1585, %1635, %1666) : (f32, f32, f32) -> f32
        memref.store %1667, %alloca_81[] : memref<f32>
        %1668 = memref.load %alloca_82[] : memref<f32>
        %1669 = llvm.intr.fma(%1590, %1600, %1668) : (f32, f32, f32) -> f32
        memref.store %1669, %alloca_82[] : memref<f32>
        %1670 = memref.load %alloca_83[] : memref<f32>
        %1671 = llvm.intr.fma(%1590, %1605, %1670) : (f32, f32, f32) -> f32
        memref.store %1671, %alloca_83[] : memref<f32>
        %1672 = memref.load %alloca_84[] : memref<f32>
        %1673 = llvm.intr.fma(%1590, %1610, %1672) : (f32, f32, f32) -> f32
        memref.store %1673, %alloca_84[] : memref<f32>
        %1674 = memref.load %alloca_85[] : memref<f32>
        %1675 = llvm.intr.fma(%1590, %1615, %1674) : (f32, f32, f32) -> f32
        memref.store %1675, %alloca_85[] : memref<f32>
        %1676 = memref.load %alloca_86[] : memref<f32>
        %1677 = llvm.intr.fma(%1590, %1620, %1676) : (f32, f32, f32) -> f32
        memref.store %1677, %alloca_86[] : memref<f32>
        %1678 = memref.load %alloca_87[] : memref<f32>
        %1679 = llvm.intr.fma(%1590, %1625, %1678) : (f32, f32, f32) -> f32
        memref.store %1679, %alloca_87[] : memref<f32>
        %1680 = memref.load %alloca_88[] : memref<f32>
        %1681 = llvm.intr.fma(%1590, %1630, %1680) : (f32, f32, f32) -> f32
        memref.store %1681, %alloca_88[] : memref<f32>
        %1682 = memref.load %alloca_89[] : memref<f32>
        %1683 = llvm.intr.fma(%1590, %1635, %1682) : (f32, f32, f32) -> f32
        memref.store %1683, %alloca_89[] : memref<f32>
        %1684 = memref.load %alloca_90[] : memref<f32>
        %1685 = llvm.intr.fma(%1595, %1600, %1684) : (f32, f32, f32) -> f32
        memref.store %1685, %alloca_90[] : memref<f32>
        %1686 = memref.load %alloca_91[] : memref<f32>
        %1687 = llvm.intr.fma(%1595, %1605, %1686) : (f32, f32, f32) -> f32
        memref.store %1687, %alloca_91[] : memref<f32>
        %1688 = memref.load %alloca_92[] : memref<f32>
        %1689 = llvm.intr.fma(%1595, %1610, %1688) : (f32, f32, f32) -> f32
        memref.store %1689, %alloca_92[] : memref<f32>
        %1690 = memref.load %alloca_93[] : memref<f32>
        %1691 = llvm.intr.fma(%1595, %1615, %1690) : (f32, f32, f32) -> f32
        memref.store %1691, %alloca_93[] : memref<f32>
        %1692 = memref.load %alloca_94[] : memref<f32>
        %1693 = llvm.intr.fma(%1595, %1620, %1692) : (f32, f32, f32) -> f32
        memref.store %1693, %alloca_94[] : memref<f32>
        %1694 = memref.load %alloca_95[] : memref<f32>
        %1695 = llvm.intr.fma(%1595, %1625, %1694) : (f32, f32, f32) -> f32
        memref.store %1695, %alloca_95[] : memref<f32>
        %1696 = memref.load %alloca_96[] : memref<f32>
        %1697 = llvm.intr.fma(%1595, %1630, %1696) : (f32, f32, f32) -> f32
        memref.store %1697, %alloca_96[] : memref<f32>
        %1698 = memref.load %alloca_97[] : memref<f32>
        %1699 = llvm.intr.fma(%1595, %1635, %1698) : (f32, f32, f32) -> f32
        memref.store %1699, %alloca_97[] : memref<f32>
        %1700 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_525 = arith.constant 26880 : i64
        %1701 = llvm.getelementptr %1700[%c26880_i64_525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1419_i64 = arith.constant 1419 : i64
        %1702 = arith.addi %173, %c1419_i64 : i64
        %1703 = llvm.getelementptr %1701[%1702] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1704 = llvm.load %1703 : !llvm.ptr<3> -> f32
        %1705 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_526 = arith.constant 26880 : i64
        %1706 = llvm.getelementptr %1705[%c26880_i64_526] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1451_i64 = arith.constant 1451 : i64
        %1707 = arith.addi %173, %c1451_i64 : i64
        %1708 = llvm.getelementptr %1706[%1707] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1709 = llvm.load %1708 : !llvm.ptr<3> -> f32
        %1710 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_527 = arith.constant 26880 : i64
        %1711 = llvm.getelementptr %1710[%c26880_i64_527] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1483_i64 = arith.constant 1483 : i64
        %1712 = arith.addi %173, %c1483_i64 : i64
        %1713 = llvm.getelementptr %1711[%1712] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1714 = llvm.load %1713 : !llvm.ptr<3> -> f32
        %1715 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_528 = arith.constant 26880 : i64
        %1716 = llvm.getelementptr %1715[%c26880_i64_528] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1515_i64 = arith.constant 1515 : i64
        %1717 = arith.addi %173, %c1515_i64 : i64
        %1718 = llvm.getelementptr %1716[%1717] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1719 = llvm.load %1718 : !llvm.ptr<3> -> f32
        %1720 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_529 = arith.constant 33600 : i64
        %1721 = llvm.getelementptr %1720[%c33600_i64_529] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1408_i64 = arith.constant 1408 : i64
        %1722 = arith.addi %175, %c1408_i64 : i64
        %1723 = llvm.getelementptr %1721[%1722] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1724 = llvm.load %1723 : !llvm.ptr<3> -> f32
        %1725 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_530 = arith.constant 33600 : i64
        %1726 = llvm.getelementptr %1725[%c33600_i64_530] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1409_i64 = arith.constant 1409 : i64
        %1727 = arith.addi %175, %c1409_i64 : i64
        %1728 = llvm.getelementptr %1726[%1727] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1729 = llvm.load %1728 : !llvm.ptr<3> -> f32
        %1730 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_531 = arith.constant 33600 : i64
        %1731 = llvm.getelementptr %1730[%c33600_i64_531] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1410_i64 = arith.constant 1410 : i64
        %1732 = arith.addi %175, %c1410_i64 : i64
        %1733 = llvm.getelementptr %1731[%1732] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1734 = llvm.load %1733 : !llvm.ptr<3> -> f32
        %1735 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_532 = arith.constant 33600 : i64
        %1736 = llvm.getelementptr %1735[%c33600_i64_532] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1411_i64 = arith.constant 1411 : i64
        %1737 = arith.addi %175, %c1411_i64 : i64
        %1738 = llvm.getelementptr %1736[%1737] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1739 = llvm.load %1738 : !llvm.ptr<3> -> f32
        %1740 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_533 = arith.constant 33600 : i64
        %1741 = llvm.getelementptr %1740[%c33600_i64_533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1412_i64 = arith.constant 1412 : i64
        %1742 = arith.addi %175, %c1412_i64 : i64
        %1743 = llvm.getelementptr %1741[%1742] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1744 = llvm.load %1743 : !llvm.ptr<3> -> f32
        %1745 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_534 = arith.constant 33600 : i64
        %1746 = llvm.getelementptr %1745[%c33600_i64_534] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1413_i64 = arith.constant 1413 : i64
        %1747 = arith.addi %175, %c1413_i64 : i64
        %1748 = llvm.getelementptr %1746[%1747] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1749 = llvm.load %1748 : !llvm.ptr<3> -> f32
        %1750 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_535 = arith.constant 33600 : i64
        %1751 = llvm.getelementptr %1750[%c33600_i64_535] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1414_i64 = arith.constant 1414 : i64
        %1752 = arith.addi %175, %c1414_i64 : i64
        %1753 = llvm.getelementptr %1751[%1752] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1754 = llvm.load %1753 : !llvm.ptr<3> -> f32
        %1755 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_536 = arith.constant 33600 : i64
        %1756 = llvm.getelementptr %1755[%c33600_i64_536] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1415_i64 = arith.constant 1415 : i64
        %1757 = arith.addi %175, %c1415_i64 : i64
        %1758 = llvm.getelementptr %1756[%1757] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1759 = llvm.load %1758 : !llvm.ptr<3> -> f32
        %1760 = memref.load %alloca_66[] : memref<f32>
        %1761 = llvm.intr.fma(%1704, %1724, %1760) : (f32, f32, f32) -> f32
        memref.store %1761, %alloca_66[] : memref<f32>
        %1762 = memref.load %alloca_67[] : memref<f32>
        %1763 = llvm.intr.fma(%1704, %1729, %1762) : (f32, f32, f32) -> f32
        memref.store %1763, %alloca_67[] : memref<f32>
        %1764 = memref.load %alloca_68[] : memref<f32>
        %1765 = llvm.intr.fma(%1704, %1734, %1764) : (f32, f32, f32) -> f32
        memref.store %1765, %alloca_68[] : memref<f32>
        %1766 = memref.load %alloca_69[] : memref<f32>
        %1767 = llvm.intr.fma(%1704, %1739, %1766) : (f32, f32, f32) -> f32
        memref.store %1767, %alloca_69[] : memref<f32>
        %1768 = memref.load %alloca_70[] : memref<f32>
        %1769 = llvm.intr.fma(%1704, %1744, %1768) : (f32, f32, f32) -> f32
        memref.store %1769, %alloca_70[] : memref<f32>
        %1770 = memref.load %alloca_71[] : memref<f32>
        %1771 = llvm.intr.fma(%1704, %1749, %1770) : (f32, f32, f32) -> f32
        memref.store %1771, %alloca_71[] : memref<f32>
        %1772 = memref.load %alloca_72[] : memref<f32>
        %1773 = llvm.intr.fma(%1704, %1754, %1772) : (f32, f32, f32) -> f32
        memref.store %1773, %alloca_72[] : memref<f32>
        %1774 = memref.load %alloca_73[] : memref<f32>
        %1775 = llvm.intr.fma(%1704, %1759, %1774) : (f32, f32, f32) -> f32
        memref.store %1775, %alloca_73[] : memref<f32>
        %1776 = memref.load %alloca_74[] : memref<f32>
        %1777 = llvm.intr.fma(%1709, %1724, %1776) : (f32, f32, f32) -> f32
        memref.store %1777, %alloca_74[] : memref<f32>
        %1778 = memref.load %alloca_75[] : memref<f32>
        %1779 = llvm.intr.fma(%1709, %1729, %1778) : (f32, f32, f32) -> f32
        memref.store %1779, %alloca_75[] : memref<f32>
        %1780 = memref.load %alloca_76[] : memref<f32>
        %1781 = llvm.intr.fma(%1709, %1734, %1780) : (f32, f32, f32) -> f32
        memref.store %1781, %alloca_76[] : memref<f32>
        %1782 = memref.load %alloca_77[] : memref<f32>
        %1783 = llvm.intr.fma(%1709, %1739, %1782) : (f32, f32, f32) -> f32
        memref.store %1783, %alloca_77[] : memref<f32>
        %1784 = memref.load %alloca_78[] : memref<f32>
        %1785 = llvm.intr.fma(%1709, %1744, %1784) : (f32, f32, f32) -> f32
        memref.store %1785, %alloca_78[] : memref<f32>
        %1786 = memref.load %alloca_79[] : memref<f32>
        %1787 = llvm.intr.fma(%1709, %1749, %1786) : (f32, f32, f32) -> f32
        memref.store %1787, %alloca_79[] : memref<f32>
        %1788 = memref.load %alloca_80[] : memref<f32>
        %1789 = llvm.intr.fma(%1709, %1754, %1788) : (f32, f32, f32) -> f32
        memref.store %1789, %alloca_80[] : memref<f32>
        %1790 = memref.load %alloca_81[] : memref<f32>
        %1791 = llvm.intr.fma(%1709, %1759, %1790) : (f32, f32, f32) -> f32
        memref.store %1791, %alloca_81[] : memref<f32>
        %1792 = memref.load %alloca_82[] : memref<f32>
        %1793 = llvm.intr.fma(%1714, %1724, %1792) : (f32, f32, f32) -> f32
        memref.store %1793, %alloca_82[] : memref<f32>
        %1794 = memref.load %alloca_83[] : memref<f32>
        %1795 = llvm.intr.fma(%1714, %1729, %1794) : (f32, f32, f32) -> f32
        memref.store %1795, %alloca_83[] : memref<f32>
        %1796 = memref.load %alloca_84[] : memref<f32>
        %1797 = llvm.intr.fma(%1714, %1734, %1796) : (f32, f32, f32) -> f32
        memref.store %1797, %alloca_84[] : memref<f32>
        %1798 = memref.load %alloca_85[] : memref<f32>
        %1799 = llvm.intr.fma(%1714, %1739, %1798) : (f32, f32, f32) -> f32
        memref.store %1799, %alloca_85[] : memref<f32>
        %1800 = memref.load %alloca_86[] : memref<f32>
        %1801 = llvm.intr.fma(%1714, %1744, %1800) : (f32, f32, f32) -> f32
        memref.store %1801, %alloca_86[] : memref<f32>
        %1802 = memref.load %alloca_87[] : memref<f32>
        %1803 = llvm.intr.fma(%1714, %1749, %1802) : (f32, f32, f32) -> f32
        memref.store %1803, %alloca_87[] : memref<f32>
        %1804 = memref.load %alloca_88[] : memref<f32>
        %1805 = llvm.intr.fma(%1714, %1754, %1804) : (f32, f32, f32) -> f32
        memref.store %1805, %alloca_88[] : memref<f32>
        %1806 = memref.load %alloca_89[] : memref<f32>
        %1807 = llvm.intr.fma(%1714, %1759, %1806) : (f32, f32, f32) -> f32
        memref.store %1807, %alloca_89[] : memref<f32>
        %1808 = memref.load %alloca_90[] : memref<f32>
        %1809 = llvm.intr.fma(%1719, %1724, %1808) : (f32, f32, f32) -> f32
        memref.store %1809, %alloca_90[] : memref<f32>
        %1810 = memref.load %alloca_91[] : memref<f32>
        %1811 = llvm.intr.fma(%1719, %1729, %1810) : (f32, f32, f32) -> f32
        memref.store %1811, %alloca_91[] : memref<f32>
        %1812 = memref.load %alloca_92[] : memref<f32>
        %1813 = llvm.intr.fma(%1719, %1734, %1812) : (f32, f32, f32) -> f32
        memref.store %1813, %alloca_92[] : memref<f32>
        %1814 = memref.load %alloca_93[] : memref<f32>
        %1815 = llvm.intr.fma(%1719, %1739, %1814) : (f32, f32, f32) -> f32
        memref.store %1815, %alloca_93[] : memref<f32>
        %1816 = memref.load %alloca_94[] : memref<f32>
        %1817 = llvm.intr.fma(%1719, %1744, %1816) : (f32, f32, f32) -> f32
        memref.store %1817, %alloca_94[] : memref<f32>
        %1818 = memref.load %alloca_95[] : memref<f32>
        %1819 = llvm.intr.fma(%1719, %1749, %1818) : (f32, f32, f32) -> f32
        memref.store %1819, %alloca_95[] : memref<f32>
        %1820 = memref.load %alloca_96[] : memref<f32>
        %1821 = llvm.intr.fma(%1719, %1754, %1820) : (f32, f32, f32) -> f32
        memref.store %1821, %alloca_96[] : memref<f32>
        %1822 = memref.load %alloca_97[] : memref<f32>
        %1823 = llvm.intr.fma(%1719, %1759, %1822) : (f32, f32, f32) -> f32
        memref.store %1823, %alloca_97[] : memref<f32>
        %1824 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_537 = arith.constant 26880 : i64
        %1825 = llvm.getelementptr %1824[%c26880_i64_537] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1548_i64 = arith.constant 1548 : i64
        %1826 = arith.addi %173, %c1548_i64 : i64
        %1827 = llvm.getelementptr %1825[%1826] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1828 = llvm.load %1827 : !llvm.ptr<3> -> f32
        %1829 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_538 = arith.constant 26880 : i64
        %1830 = llvm.getelementptr %1829[%c26880_i64_538] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1580_i64 = arith.constant 1580 : i64
        %1831 = arith.addi %173, %c1580_i64 : i64
        %1832 = llvm.getelementptr %1830[%1831] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1833 = llvm.load %1832 : !llvm.ptr<3> -> f32
        %1834 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_539 = arith.constant 26880 : i64
        %1835 = llvm.getelementptr %1834[%c26880_i64_539] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1612_i64 = arith.constant 1612 : i64
        %1836 = arith.addi %173, %c1612_i64 : i64
        %1837 = llvm.getelementptr %1835[%1836] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1838 = llvm.load %1837 : !llvm.ptr<3> -> f32
        %1839 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_540 = arith.constant 26880 : i64
        %1840 = llvm.getelementptr %1839[%c26880_i64_540] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1644_i64 = arith.constant 1644 : i64
        %1841 = arith.addi %173, %c1644_i64 : i64
        %1842 = llvm.getelementptr %1840[%1841] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1843 = llvm.load %1842 : !llvm.ptr<3> -> f32
        %1844 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_541 = arith.constant 33600 : i64
        %1845 = llvm.getelementptr %1844[%c33600_i64_541] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1536_i64_542 = arith.constant 1536 : i64
        %1846 = arith.addi %175, %c1536_i64_542 : i64
        %1847 = llvm.getelementptr %1845[%1846] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1848 = llvm.load %1847 : !llvm.ptr<3> -> f32
        %1849 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_543 = arith.constant 33600 : i64
        %1850 = llvm.getelementptr %1849[%c33600_i64_543] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1537_i64 = arith.constant 1537 : i64
        %1851 = arith.addi %175, %c1537_i64 : i64
        %1852 = llvm.getelementptr %1850[%1851] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1853 = llvm.load %1852 : !llvm.ptr<3> -> f32
        %1854 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_544 = arith.constant 33600 : i64
        %1855 = llvm.getelementptr %1854[%c33600_i64_544] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1538_i64 = arith.constant 1538 : i64
        %1856 = arith.addi %175, %c1538_i64 : i64
        %1857 = llvm.getelementptr %1855[%1856] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1858 = llvm.load %1857 : !llvm.ptr<3> -> f32
        %1859 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_545 = arith.constant 33600 : i64
        %1860 = llvm.getelementptr %1859[%c33600_i64_545] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1539_i64 = arith.constant 1539 : i64
        %1861 = arith.addi %175, %c1539_i64 : i64
        %1862 = llvm.getelementptr %1860[%1861] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1863 = llvm.load %1862 : !llvm.ptr<3> -> f32
        %1864 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_546 = arith.constant 33600 : i64
        %1865 = llvm.getelementptr %1864[%c33600_i64_546] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1540_i64 = arith.constant 1540 : i64
        %1866 = arith.addi %175, %c1540_i64 : i64
        %1867 = llvm.getelementptr %1865[%1866] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1868 = llvm.load %1867 : !llvm.ptr<3> -> f32
        %1869 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_547 = arith.constant 33600 : i64
        %1870 = llvm.getelementptr %1869[%c33600_i64_547] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1541_i64 = arith.constant 1541 : i64
        %1871 = arith.addi %175, %c1541_i64 : i64
        %1872 = llvm.getelementptr %1870[%1871] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1873 = llvm.load %1872 : !llvm.ptr<3> -> f32
        %1874 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_548 = arith.constant 33600 : i64
        %1875 = llvm.getelementptr %1874[%c33600_i64_548] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1542_i64 = arith.constant 1542 : i64
        %1876 = arith.addi %175, %c1542_i64 : i64
        %1877 = llvm.getelementptr %1875[%1876] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1878 = llvm.load %1877 : !llvm.ptr<3> -> f32
        %1879 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_549 = arith.constant 33600 : i64
        %1880 = llvm.getelementptr %1879[%c33600_i64_549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1543_i64 = arith.constant 1543 : i64
        %1881 = arith.addi %175, %c1543_i64 : i64
        %1882 = llvm.getelementptr %1880[%1881] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1883 = llvm.load %1882 : !llvm.ptr<3> -> f32
        %1884 = memref.load %alloca_66[] : memref<f32>
        %1885 = llvm.intr.fma(%1828, %1848, %1884) : (f32, f32, f32) -> f32
        memref.store %1885, %alloca_66[] : memref<f32>
        %1886 = memref.load %alloca_67[] : memref<f32>
        %1887 = llvm.intr.fma(%1828, %1853, %1886) : (f32, f32, f32) -> f32
        memref.store %1887, %alloca_67[] : memref<f32>
        %1888 = memref.load %alloca_68[] : memref<f32>
        %1889 = llvm.intr.fma(%1828, %1858, %1888) : (f32, f32, f32) -> f32
        memref.store %1889, %alloca_68[] : memref<f32>
        %1890 = memref.load %alloca_69[] : memref<f32>
        %1891 = llvm.intr.fma(%1828, %1863, %1890) : (f32, f32, f32) -> f32
        memref.store %1891, %alloca_69[] : memref<f32>
        %1892 = memref.load %alloca_70[] : memref<f32>
        %1893 = llvm.intr.fma(%1828, %1868, %1892) : (f32, f32, f32) -> f32
        memref.store %1893, %alloca_70[] : memref<f32>
        %1894 = memref.load %alloca_71[] : memref<f32>
        %1895 = llvm.intr.fma(%1828, %1873, %1894) : (f32, f32, f32) -> f32
        memref.store %1895, %alloca_71[] : memref<f32>
        %1896 = memref.load %alloca_72[] : memref<f32>
        %1897 = llvm.intr.fma(%1828, %1878, %1896) : (f32, f32, f32) -> f32
        memref.store %1897, %alloca_72[] : memref<f32>
        %1898 = memref.load %alloca_73[] : memref<f32>
        %1899 = llvm.intr.fma(%1828, %1883, %1898) : (f32, f32, f32) -> f32
        memref.store %1899, %alloca_73[] : memref<f32>
        %1900 = memref.load %alloca_74[] : memref<f32>
        %1901 = llvm.intr.fma(%1833, %1848, %1900) : (f32, f32, f32) -> f32
        memref.store %1901, %alloca_74[] : memref<f32>
        %1902 = memref.load %alloca_75[] : memref<f32>
        %1903 = llvm.intr.fma(%1833, %1853, %1902) : (f32, f32, f32) -> f32
        memref.store %1903, %alloca_75[] : memref<f32>
        %1904 = memref.load %alloca_76[] : memref<f32>
        %1905 = llvm.intr.fma(%1833, %1858, %1904) : (f32, f32, f32) -> f32
        memref.store %1905, %alloca_76[] : memref<f32>
        %1906 = memref.load %alloca_77[] : memref<f32>
        %1907 = llvm.intr.fma(%1833, %1863, %1906) : (f32, f32, f32) -> f32
        memref.store %1907, %alloca_77[] : memref<f32>
        %1908 = memref.load %alloca_78[] : memref<f32>
        %1909 = llvm.intr.fma(%1833, %1868, %1908) : (f32, f32, f32) -> f32
        memref.store %1909, %alloca_78[] : memref<f32>
        %1910 = memref.load %alloca_79[] : memref<f32>
        %1911 = llvm.intr.fma(%1833, %1873, %1910) : (f32, f32, f32) -> f32
        memref.store %1911, %alloca_79[] : memref<f32>
        %1912 = memref.load %alloca_80[] : memref<f32>
        %1913 = llvm.intr.fma(%1833, %1878, %1912) : (f32, f32, f32) -> f32
        memref.store %1913, %alloca_80[] : memref<f32>
        %1914 = memref.load %alloca_81[] : memref<f32>
        %1915 = llvm.intr.fma(%1833, %1883, %1914) : (f32, f32, f32) -> f32
        memref.store %1915, %alloca_81[] : memref<f32>
        %1916 = memref.load %alloca_82[] : memref<f32>
        %1917 = llvm.intr.fma(%1838, %1848, %1916) : (f32, f32, f32) -> f32
        memref.store %1917, %alloca_82[] : memref<f32>
        %1918 = memref.load %alloca_83[] : memref<f32>
        %1919 = llvm.intr.fma(%1838, %1853, %1918) : (f32, f32, f32) -> f32
        memref.store %1919, %alloca_83[] : memref<f32>
        %1920 = memref.load %alloca_84[] : memref<f32>
        %1921 = llvm.intr.fma(%1838, %1858, %1920) : (f32, f32, f32) -> f32
        memref.store %1921, %alloca_84[] : memref<f32>
        %1922 = memref.load %alloca_85[] : memref<f32>
        %1923 = llvm.intr.fma(%1838, %1863, %1922) : (f32, f32, f32) -> f32
        memref.store %1923, %alloca_85[] : memref<f32>
        %1924 = memref.load %alloca_86[] : memref<f32>
        %1925 = llvm.intr.fma(%1838, %1868, %1924) : (f32, f32, f32) -> f32
        memref.store %1925, %alloca_86[] : memref<f32>
        %1926 = memref.load %alloca_87[] : memref<f32>
        %1927 = llvm.intr.fma(%1838, %1873, %1926) : (f32, f32, f32) -> f32
        memref.store %1927, %alloca_87[] : memref<f32>
        %1928 = memref.load %alloca_88[] : memref<f32>
        %1929 = llvm.intr.fma(%1838, %1878, %1928) : (f32, f32, f32) -> f32
        memref.store %1929, %alloca_88[] : memref<f32>
        %1930 = memref.load %alloca_89[] : memref<f32>
        %1931 = llvm.intr.fma(%1838, %1883, %1930) : (f32, f32, f32) -> f32
        memref.store %1931, %alloca_89[] : memref<f32>
        %1932 = memref.load %alloca_90[] : memref<f32>
        %1933 = llvm.intr.fma(%1843, %1848, %1932) : (f32, f32, f32) -> f32
        memref.store %1933, %alloca_90[] : memref<f32>
        %1934 = memref.load %alloca_91[] : memref<f32>
        %1935 = llvm.intr.fma(%1843, %1853, %1934) : (f32, f32, f32) -> f32
        memref.store %1935, %alloca_91[] : memref<f32>
        %1936 = memref.load %alloca_92[] : memref<f32>
        %1937 = llvm.intr.fma(%1843, %1858, %1936) : (f32, f32, f32) -> f32
        memref.store %1937, %alloca_92[] : memref<f32>
        %1938 = memref.load %alloca_93[] : memref<f32>
        %1939 = llvm.intr.fma(%1843, %1863, %1938) : (f32, f32, f32) -> f32
        memref.store %1939, %alloca_93[] : memref<f32>
        %1940 = memref.load %alloca_94[] : memref<f32>
        %1941 = llvm.intr.fma(%1843, %1868, %1940) : (f32, f32, f32) -> f32
        memref.store %1941, %alloca_94[] : memref<f32>
        %1942 = memref.load %alloca_95[] : memref<f32>
        %1943 = llvm.intr.fma(%1843, %1873, %1942) : (f32, f32, f32) -> f32
        memref.store %1943, %alloca_95[] : memref<f32>
        %1944 = memref.load %alloca_96[] : memref<f32>
        %1945 = llvm.intr.fma(%1843, %1878, %1944) : (f32, f32, f32) -> f32
        memref.store %1945, %alloca_96[] : memref<f32>
        %1946 = memref.load %alloca_97[] : memref<f32>
        %1947 = llvm.intr.fma(%1843, %1883, %1946) : (f32, f32, f32) -> f32
        memref.store %1947, %alloca_97[] : memref<f32>
      }
      %c100_i64_283 = arith.constant 100 : i64
      %226 = arith.cmpi slt, %173, %c100_i64_283 : i64
      scf.if %226 {
        %c70_i64_337 = arith.constant 70 : i64
        %276 = arith.cmpi slt, %175, %c70_i64_337 : i64
        scf.if %276 {
          %291 = memref.load %alloca_66[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %175, %c100_i64_352 : i64
          %293 = arith.addi %173, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c1_i64_338 = arith.constant 1 : i64
        %277 = arith.addi %175, %c1_i64_338 : i64
        %c70_i64_339 = arith.constant 70 : i64
        %278 = arith.cmpi slt, %277, %c70_i64_339 : i64
        scf.if %278 {
          %291 = memref.load %alloca_67[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %277, %c100_i64_352 : i64
          %293 = arith.addi %173, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c2_i64_340 = arith.constant 2 : i64
        %279 = arith.addi %175, %c2_i64_340 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %280 = arith.cmpi slt, %279, %c70_i64_341 : i64
        scf.if %280 {
          %291 = memref.load %alloca_68[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %279, %c100_i64_352 : i64
          %293 = arith.addi %173, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c3_i64_342 = arith.constant 3 : i64
        %281 = arith.addi %175, %c3_i64_342 : i64
        %c70_i64_343 = arith.constant 70 : i64
        %282 = arith.cmpi slt, %281, %c70_i64_343 : i64
        scf.if %282 {
          %291 = memref.load %alloca_69[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %281, %c100_i64_352 : i64
          %293 = arith.addi %173, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c4_i64_344 = arith.constant 4 : i64
        %283 = arith.addi %175, %c4_i64_344 : i64
        %c70_i64_345 = arith.constant 70 : i64
        %284 = arith.cmpi slt, %283, %c70_i64_345 : i64
        scf.if %284 {
          %291 = memref.load %alloca_70[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %283, %c100_i64_352 : i64
          %293 = arith.addi %173, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c5_i64_346 = arith.constant 5 : i64
        %285 = arith.addi %175, %c5_i64_346 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %286 = arith.cmpi slt, %285, %c70_i64_347 : i64
        scf.if %286 {
          %291 = memref.load %alloca_71[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %285, %c100_i64_352 : i64
          %293 = arith.addi %173, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c6_i64_348 = arith.constant 6 : i64
        %287 = arith.addi %175, %c6_i64_348 : i64
        %c70_i64_349 = arith.constant 70 : i64
        %288 = arith.cmpi slt, %287, %c70_i64_349 : i64
        scf.if %288 {
          %291 = memref.load %alloca_72[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %287, %c100_i64_352 : i64
          %293 = arith.addi %173, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c7_i64_350 = arith.constant 7 : i64
        %289 = arith.addi %175, %c7_i64_350 : i64
        %c70_i64_351 = arith.constant 70 : i64
        %290 = arith.cmpi slt, %289, %c70_i64_351 : i64
        scf.if %290 {
          %291 = memref.load %alloca_73[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %289, %c100_i64_352 : i64
          %293 = arith.addi %173, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
      }
      %c32_i64_284 = arith.constant 32 : i64
      %227 = arith.addi %173, %c32_i64_284 : i64
      %c100_i64_285 = arith.constant 100 : i64
      %228 = arith.cmpi slt, %227, %c100_i64_285 : i64
      scf.if %228 {
        %c70_i64_337 = arith.constant 70 : i64
        %276 = arith.cmpi slt, %175, %c70_i64_337 : i64
        scf.if %276 {
          %291 = memref.load %alloca_74[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %175, %c100_i64_352 : i64
          %293 = arith.addi %227, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c1_i64_338 = arith.constant 1 : i64
        %277 = arith.addi %175, %c1_i64_338 : i64
        %c70_i64_339 = arith.constant 70 : i64
        %278 = arith.cmpi slt, %277, %c70_i64_339 : i64
        scf.if %278 {
          %291 = memref.load %alloca_75[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %277, %c100_i64_352 : i64
          %293 = arith.addi %227, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c2_i64_340 = arith.constant 2 : i64
        %279 = arith.addi %175, %c2_i64_340 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %280 = arith.cmpi slt, %279, %c70_i64_341 : i64
        scf.if %280 {
          %291 = memref.load %alloca_76[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %279, %c100_i64_352 : i64
          %293 = arith.addi %227, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c3_i64_342 = arith.constant 3 : i64
        %281 = arith.addi %175, %c3_i64_342 : i64
        %c70_i64_343 = arith.constant 70 : i64
        %282 = arith.cmpi slt, %281, %c70_i64_343 : i64
        scf.if %282 {
          %291 = memref.load %alloca_77[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %281, %c100_i64_352 : i64
          %293 = arith.addi %227, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c4_i64_344 = arith.constant 4 : i64
        %283 = arith.addi %175, %c4_i64_344 : i64
        %c70_i64_345 = arith.constant 70 : i64
        %284 = arith.cmpi slt, %283, %c70_i64_345 : i64
        scf.if %284 {
          %291 = memref.load %alloca_78[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %283, %c100_i64_352 : i64
          %293 = arith.addi %227, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c5_i64_346 = arith.constant 5 : i64
        %285 = arith.addi %175, %c5_i64_346 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %286 = arith.cmpi slt, %285, %c70_i64_347 : i64
        scf.if %286 {
          %291 = memref.load %alloca_79[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %285, %c100_i64_352 : i64
          %293 = arith.addi %227, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c6_i64_348 = arith.constant 6 : i64
        %287 = arith.addi %175, %c6_i64_348 : i64
        %c70_i64_349 = arith.constant 70 : i64
        %288 = arith.cmpi slt, %287, %c70_i64_349 : i64
        scf.if %288 {
          %291 = memref.load %alloca_80[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %287, %c100_i64_352 : i64
          %293 = arith.addi %227, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c7_i64_350 = arith.constant 7 : i64
        %289 = arith.addi %175, %c7_i64_350 : i64
        %c70_i64_351 = arith.constant 70 : i64
        %290 = arith.cmpi slt, %289, %c70_i64_351 : i64
        scf.if %290 {
          %291 = memref.load %alloca_81[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %289, %c100_i64_352 : i64
          %293 = arith.addi %227, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
      }
      %c64_i64_286 = arith.constant 64 : i64
      %229 = arith.addi %173, %c64_i64_286 : i64
      %c100_i64_287 = arith.constant 100 : i64
      %230 = arith.cmpi slt, %229, %c100_i64_287 : i64
      scf.if %230 {
        %c70_i64_337 = arith.constant 70 : i64
        %276 = arith.cmpi slt, %175, %c70_i64_337 : i64
        scf.if %276 {
          %291 = memref.load %alloca_82[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %175, %c100_i64_352 : i64
          %293 = arith.addi %229, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c1_i64_338 = arith.constant 1 : i64
        %277 = arith.addi %175, %c1_i64_338 : i64
        %c70_i64_339 = arith.constant 70 : i64
        %278 = arith.cmpi slt, %277, %c70_i64_339 : i64
        scf.if %278 {
          %291 = memref.load %alloca_83[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %277, %c100_i64_352 : i64
          %293 = arith.addi %229, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c2_i64_340 = arith.constant 2 : i64
        %279 = arith.addi %175, %c2_i64_340 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %280 = arith.cmpi slt, %279, %c70_i64_341 : i64
        scf.if %280 {
          %291 = memref.load %alloca_84[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %279, %c100_i64_352 : i64
          %293 = arith.addi %229, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c3_i64_342 = arith.constant 3 : i64
        %281 = arith.addi %175, %c3_i64_342 : i64
        %c70_i64_343 = arith.constant 70 : i64
        %282 = arith.cmpi slt, %281, %c70_i64_343 : i64
        scf.if %282 {
          %291 = memref.load %alloca_85[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %281, %c100_i64_352 : i64
          %293 = arith.addi %229, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c4_i64_344 = arith.constant 4 : i64
        %283 = arith.addi %175, %c4_i64_344 : i64
        %c70_i64_345 = arith.constant 70 : i64
        %284 = arith.cmpi slt, %283, %c70_i64_345 : i64
        scf.if %284 {
          %291 = memref.load %alloca_86[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %283, %c100_i64_352 : i64
          %293 = arith.addi %229, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c5_i64_346 = arith.constant 5 : i64
        %285 = arith.addi %175, %c5_i64_346 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %286 = arith.cmpi slt, %285, %c70_i64_347 : i64
        scf.if %286 {
          %291 = memref.load %alloca_87[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %285, %c100_i64_352 : i64
          %293 = arith.addi %229, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c6_i64_348 = arith.constant 6 : i64
        %287 = arith.addi %175, %c6_i64_348 : i64
        %c70_i64_349 = arith.constant 70 : i64
        %288 = arith.cmpi slt, %287, %c70_i64_349 : i64
        scf.if %288 {
          %291 = memref.load %alloca_88[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %287, %c100_i64_352 : i64
          %293 = arith.addi %229, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c7_i64_350 = arith.constant 7 : i64
        %289 = arith.addi %175, %c7_i64_350 : i64
        %c70_i64_351 = arith.constant 70 : i64
        %290 = arith.cmpi slt, %289, %c70_i64_351 : i64
        scf.if %290 {
          %291 = memref.load %alloca_89[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %289, %c100_i64_352 : i64
          %293 = arith.addi %229, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
      }
      %c96_i64 = arith.constant 96 : i64
      %231 = arith.addi %173, %c96_i64 : i64
      %c100_i64_288 = arith.constant 100 : i64
      %232 = arith.cmpi slt, %231, %c100_i64_288 : i64
      scf.if %232 {
        %c70_i64_337 = arith.constant 70 : i64
        %276 = arith.cmpi slt, %175, %c70_i64_337 : i64
        scf.if %276 {
          %291 = memref.load %alloca_90[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %175, %c100_i64_352 : i64
          %293 = arith.addi %231, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c1_i64_338 = arith.constant 1 : i64
        %277 = arith.addi %175, %c1_i64_338 : i64
        %c70_i64_339 = arith.constant 70 : i64
        %278 = arith.cmpi slt, %277, %c70_i64_339 : i64
        scf.if %278 {
          %291 = memref.load %alloca_91[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %277, %c100_i64_352 : i64
          %293 = arith.addi %231, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c2_i64_340 = arith.constant 2 : i64
        %279 = arith.addi %175, %c2_i64_340 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %280 = arith.cmpi slt, %279, %c70_i64_341 : i64
        scf.if %280 {
          %291 = memref.load %alloca_92[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %279, %c100_i64_352 : i64
          %293 = arith.addi %231, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c3_i64_342 = arith.constant 3 : i64
        %281 = arith.addi %175, %c3_i64_342 : i64
        %c70_i64_343 = arith.constant 70 : i64
        %282 = arith.cmpi slt, %281, %c70_i64_343 : i64
        scf.if %282 {
          %291 = memref.load %alloca_93[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %281, %c100_i64_352 : i64
          %293 = arith.addi %231, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c4_i64_344 = arith.constant 4 : i64
        %283 = arith.addi %175, %c4_i64_344 : i64
        %c70_i64_345 = arith.constant 70 : i64
        %284 = arith.cmpi slt, %283, %c70_i64_345 : i64
        scf.if %284 {
          %291 = memref.load %alloca_94[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %283, %c100_i64_352 : i64
          %293 = arith.addi %231, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c5_i64_346 = arith.constant 5 : i64
        %285 = arith.addi %175, %c5_i64_346 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %286 = arith.cmpi slt, %285, %c70_i64_347 : i64
        scf.if %286 {
          %291 = memref.load %alloca_95[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %285, %c100_i64_352 : i64
          %293 = arith.addi %231, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c6_i64_348 = arith.constant 6 : i64
        %287 = arith.addi %175, %c6_i64_348 : i64
        %c70_i64_349 = arith.constant 70 : i64
        %288 = arith.cmpi slt, %287, %c70_i64_349 : i64
        scf.if %288 {
          %291 = memref.load %alloca_96[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %287, %c100_i64_352 : i64
          %293 = arith.addi %231, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
        %c7_i64_350 = arith.constant 7 : i64
        %289 = arith.addi %175, %c7_i64_350 : i64
        %c70_i64_351 = arith.constant 70 : i64
        %290 = arith.cmpi slt, %289, %c70_i64_351 : i64
        scf.if %290 {
          %291 = memref.load %alloca_97[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %292 = arith.muli %289, %c100_i64_352 : i64
          %293 = arith.addi %231, %292 : i64
          %294 = llvm.getelementptr %168[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
        }
      }
      %c3840_i64 = arith.constant 3840 : i64
      %233 = arith.muli %36, %c3840_i64 : i64
      %234 = llvm.getelementptr %19[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c3840_i64_289 = arith.constant 3840 : i64
      %235 = arith.muli %36, %c3840_i64_289 : i64
      %236 = llvm.getelementptr %22[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c15360_i64 = arith.constant 15360 : i64
      %237 = arith.muli %36, %c15360_i64 : i64
      %238 = llvm.getelementptr %25[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_290 = gpu.thread_id  x
      %239 = arith.index_cast %thread_id_x_290 : index to i64
      %c64_i64_291 = arith.constant 64 : i64
      %thread_id_y_292 = gpu.thread_id  y
      %240 = arith.index_cast %thread_id_y_292 : index to i64
      %241 = arith.muli %c64_i64_291, %240 : i64
      %242 = arith.addi %239, %241 : i64
      %c32_i64_293 = arith.constant 32 : i64
      %243 = arith.divsi %242, %c32_i64_293 : i64
      %c32_i64_294 = arith.constant 32 : i64
      %244 = arith.remsi %242, %c32_i64_294 : i64
      %c4_i64_295 = arith.constant 4 : i64
      %245 = arith.divsi %244, %c4_i64_295 : i64
      %c4_i64_296 = arith.constant 4 : i64
      %246 = arith.remsi %244, %c4_i64_296 : i64
      %c30_i64 = arith.constant 30 : i64
      %c16_i64_297 = arith.constant 16 : i64
      scf.for %arg12 = %243 to %c30_i64 step %c16_i64_297  : i64 {
        %c5_i64_337 = arith.constant 5 : i64
        %276 = arith.remsi %arg12, %c5_i64_337 : i64
        %c5_i64_338 = arith.constant 5 : i64
        %277 = arith.divsi %arg12, %c5_i64_338 : i64
        %c32_i64_339 = arith.constant 32 : i64
        %278 = arith.muli %276, %c32_i64_339 : i64
        %c16_i64_340 = arith.constant 16 : i64
        %279 = arith.muli %277, %c16_i64_340 : i64
        %cst_341 = arith.constant 0.000000e+00 : f64
        memref.store %cst_341, %alloca_106[] : memref<f64>
        %cst_342 = arith.constant 0.000000e+00 : f64
        memref.store %cst_342, %alloca_107[] : memref<f64>
        %cst_343 = arith.constant 0.000000e+00 : f64
        memref.store %cst_343, %alloca_108[] : memref<f64>
        %cst_344 = arith.constant 0.000000e+00 : f64
        memref.store %cst_344, %alloca_109[] : memref<f64>
        %cst_345 = arith.constant 0.000000e+00 : f64
        memref.store %cst_345, %alloca_110[] : memref<f64>
        %cst_346 = arith.constant 0.000000e+00 : f64
        memref.store %cst_346, %alloca_111[] : memref<f64>
        %cst_347 = arith.constant 0.000000e+00 : f64
        memref.store %cst_347, %alloca_112[] : memref<f64>
        %cst_348 = arith.constant 0.000000e+00 : f64
        memref.store %cst_348, %alloca_113[] : memref<f64>
        %cst_349 = arith.constant 0.000000e+00 : f64
        memref.store %cst_349, %alloca_114[] : memref<f64>
        %cst_350 = arith.constant 0.000000e+00 : f64
        memref.store %cst_350, %alloca_115[] : memref<f64>
        %cst_351 = arith.constant 0.000000e+00 : f64
        memref.store %cst_351, %alloca_116[] : memref<f64>
        %cst_352 = arith.constant 0.000000e+00 : f64
        memref.store %cst_352, %alloca_117[] : memref<f64>
        %cst_353 = arith.constant 0.000000e+00 : f64
        memref.store %cst_353, %alloca_118[] : memref<f64>
        %cst_354 = arith.constant 0.000000e+00 : f64
        memref.store %cst_354, %alloca_119[] : memref<f64>
        %cst_355 = arith.constant 0.000000e+00 : f64
        memref.store %cst_355, %alloca_120[] : memref<f64>
        %cst_356 = arith.constant 0.000000e+00 : f64
        memref.store %cst_356, %alloca_121[] : memref<f64>
        %280 = arith.addi %278, %245 : i64
        %c8_i64_357 = arith.constant 8 : i64
        %281 = arith.addi %278, %c8_i64_357 : i64
        %282 = arith.addi %281, %245 : i64
        %c16_i64_358 = arith.constant 16 : i64
        %283 = arith.addi %278, %c16_i64_358 : i64
        %284 = arith.addi %283, %245 : i64
        %c24_i64_359 = arith.constant 24 : i64
        %285 = arith.addi %278, %c24_i64_359 : i64
        %286 = arith.addi %285, %245 : i64
        %287 = arith.addi %279, %245 : i64
        %c8_i64_360 = arith.constant 8 : i64
        %288 = arith.addi %279, %c8_i64_360 : i64
        %289 = arith.addi %288, %245 : i64
        %c0_i64_361 = arith.constant 0 : i64
        %c24_i64_362 = arith.constant 24 : i64
        %c4_i64_363 = arith.constant 4 : i64
        scf.for %arg13 = %c0_i64_361 to %c24_i64_362 step %c4_i64_363  : i64 {
          %510 = arith.addi %arg13, %246 : i64
          %511 = arith.addi %arg13, %246 : i64
          %c160_i64_455 = arith.constant 160 : i64
          %512 = arith.muli %510, %c160_i64_455 : i64
          %513 = arith.addi %280, %512 : i64
          %514 = llvm.getelementptr %234[%513] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %515 = llvm.load %514 : !llvm.ptr<1> -> f64
          %c160_i64_456 = arith.constant 160 : i64
          %516 = arith.muli %510, %c160_i64_456 : i64
          %517 = arith.addi %282, %516 : i64
          %518 = llvm.getelementptr %234[%517] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %519 = llvm.load %518 : !llvm.ptr<1> -> f64
          %c160_i64_457 = arith.constant 160 : i64
          %520 = arith.muli %510, %c160_i64_457 : i64
          %521 = arith.addi %284, %520 : i64
          %522 = llvm.getelementptr %234[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %c160_i64_458 = arith.constant 160 : i64
          %524 = arith.muli %510, %c160_i64_458 : i64
          %525 = arith.addi %286, %524 : i64
          %526 = llvm.getelementptr %234[%525] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %527 = llvm.load %526 : !llvm.ptr<1> -> f64
          %c40_i64_459 = arith.constant 40 : i64
          %528 = arith.muli %287, %c40_i64_459 : i64
          %529 = arith.addi %511, %528 : i64
          %530 = llvm.getelementptr %236[%529] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %531 = llvm.load %530 : !llvm.ptr<1> -> f64
          %c40_i64_460 = arith.constant 40 : i64
          %532 = arith.muli %289, %c40_i64_460 : i64
          %533 = arith.addi %511, %532 : i64
          %534 = llvm.getelementptr %236[%533] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %535 = llvm.load %534 : !llvm.ptr<1> -> f64
          %536 = memref.load %alloca_106[] : memref<f64>
          %537 = memref.load %alloca_107[] : memref<f64>
          %538 = nvvm.mma.sync A[%515]  B[%531]  C[%536, %537]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %539 = llvm.extractvalue %538[0] : !llvm.struct<(f64, f64)> 
          memref.store %539, %alloca_106[] : memref<f64>
          %540 = llvm.extractvalue %538[1] : !llvm.struct<(f64, f64)> 
          memref.store %540, %alloca_107[] : memref<f64>
          %541 = memref.load %alloca_108[] : memref<f64>
          %542 = memref.load %alloca_109[] : memref<f64>
          %543 = nvvm.mma.sync A[%515]  B[%535]  C[%541, %542]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %544 = llvm.extractvalue %543[0] : !llvm.struct<(f64, f64)> 
          memref.store %544, %alloca_108[] : memref<f64>
          %545 = llvm.extractvalue %543[1] : !llvm.struct<(f64, f64)> 
          memref.store %545, %alloca_109[] : memref<f64>
          %546 = memref.load %alloca_110[] : memref<f64>
          %547 = memref.load %alloca_111[] : memref<f64>
          %548 = nvvm.mma.sync A[%519]  B[%531]  C[%546, %547]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %549 = llvm.extractvalue %548[0] : !llvm.struct<(f64, f64)> 
          memref.store %549, %alloca_110[] : memref<f64>
          %550 = llvm.extractvalue %548[1] : !llvm.struct<(f64, f64)> 
          memref.store %550, %alloca_111[] : memref<f64>
          %551 = memref.load %alloca_112[] : memref<f64>
          %552 = memref.load %alloca_113[] : memref<f64>
          %553 = nvvm.mma.sync A[%519]  B[%535]  C[%551, %552]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %554 = llvm.extractvalue %553[0] : !llvm.struct<(f64, f64)> 
          memref.store %554, %alloca_112[] : memref<f64>
          %555 = llvm.extractvalue %553[1] : !llvm.struct<(f64, f64)> 
          memref.store %555, %alloca_113[] : memref<f64>
          %556 = memref.load %alloca_114[] : memref<f64>
          %557 = memref.load %alloca_115[] : memref<f64>
          %558 = nvvm.mma.sync A[%523]  B[%531]  C[%556, %557]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %559 = llvm.extractvalue %558[0] : !llvm.struct<(f64, f64)> 
          memref.store %559, %alloca_114[] : memref<f64>
          %560 = llvm.extractvalue %558[1] : !llvm.struct<(f64, f64)> 
          memref.store %560, %alloca_115[] : memref<f64>
          %561 = memref.load %alloca_116[] : memref<f64>
          %562 = memref.load %alloca_117[] : memref<f64>
          %563 = nvvm.mma.sync A[%523]  B[%535]  C[%561, %562]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %564 = llvm.extractvalue %563[0] : !llvm.struct<(f64, f64)> 
          memref.store %564, %alloca_116[] : memref<f64>
          %565 = llvm.extractvalue %563[1] : !llvm.struct<(f64, f64)> 
          memref.store %565, %alloca_117[] : memref<f64>
          %566 = memref.load %alloca_118[] : memref<f64>
          %567 = memref.load %alloca_119[] : memref<f64>
          %568 = nvvm.mma.sync A[%527]  B[%531]  C[%566, %567]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %569 = llvm.extractvalue %568[0] : !llvm.struct<(f64, f64)> 
          memref.store %569, %alloca_118[] : memref<f64>
          %570 = llvm.extractvalue %568[1] : !llvm.struct<(f64, f64)> 
          memref.store %570, %alloca_119[] : memref<f64>
          %571 = memref.load %alloca_120[] : memref<f64>
          %572 = memref.load %alloca_121[] : memref<f64>
          %573 = nvvm.mma.sync A[%527]  B[%535]  C[%571, %572]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %574 = llvm.extractvalue %573[0] : !llvm.struct<(f64, f64)> 
          memref.store %574, %alloca_120[] : memref<f64>
          %575 = llvm.extractvalue %573[1] : !llvm.struct<(f64, f64)> 
          memref.store %575, %alloca_121[] : memref<f64>
        }
        %290 = arith.addi %278, %245 : i64
        %c2_i64_364 = arith.constant 2 : i64
        %291 = arith.muli %246, %c2_i64_364 : i64
        %292 = arith.addi %279, %291 : i64
        %cst_365 = arith.constant -1.000000e+00 : f64
        %293 = memref.load %alloca_106[] : memref<f64>
        %c160_i64 = arith.constant 160 : i64
        %294 = arith.muli %292, %c160_i64 : i64
        %295 = arith.addi %290, %294 : i64
        %296 = llvm.getelementptr %238[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %297 = llvm.load %296 : !llvm.ptr<1> -> f64
        %298 = llvm.intr.fma(%cst_365, %293, %297) : (f64, f64, f64) -> f64
        %c160_i64_366 = arith.constant 160 : i64
        %299 = arith.muli %292, %c160_i64_366 : i64
        %300 = arith.addi %290, %299 : i64
        %301 = llvm.getelementptr %238[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %298, %301 : f64, !llvm.ptr<1>
        %302 = arith.addi %278, %245 : i64
        %c2_i64_367 = arith.constant 2 : i64
        %303 = arith.muli %246, %c2_i64_367 : i64
        %c1_i64_368 = arith.constant 1 : i64
        %304 = arith.addi %303, %c1_i64_368 : i64
        %305 = arith.addi %279, %304 : i64
        %cst_369 = arith.constant -1.000000e+00 : f64
        %306 = memref.load %alloca_107[] : memref<f64>
        %c160_i64_370 = arith.constant 160 : i64
        %307 = arith.muli %305, %c160_i64_370 : i64
        %308 = arith.addi %302, %307 : i64
        %309 = llvm.getelementptr %238[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %310 = llvm.load %309 : !llvm.ptr<1> -> f64
        %311 = llvm.intr.fma(%cst_369, %306, %310) : (f64, f64, f64) -> f64
        %c160_i64_371 = arith.constant 160 : i64
        %312 = arith.muli %305, %c160_i64_371 : i64
        %313 = arith.addi %302, %312 : i64
        %314 = llvm.getelementptr %238[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %311, %314 : f64, !llvm.ptr<1>
        %315 = arith.addi %278, %245 : i64
        %c8_i64_372 = arith.constant 8 : i64
        %316 = arith.addi %279, %c8_i64_372 : i64
        %c2_i64_373 = arith.constant 2 : i64
        %317 = arith.muli %246, %c2_i64_373 : i64
        %318 = arith.addi %316, %317 : i64
        %cst_374 = arith.constant -1.000000e+00 : f64
        %319 = memref.load %alloca_108[] : memref<f64>
        %c160_i64_375 = arith.constant 160 : i64
        %320 = arith.muli %318, %c160_i64_375 : i64
        %321 = arith.addi %315, %320 : i64
        %322 = llvm.getelementptr %238[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %323 = llvm.load %322 : !llvm.ptr<1> -> f64
        %324 = llvm.intr.fma(%cst_374, %319, %323) : (f64, f64, f64) -> f64
        %c160_i64_376 = arith.constant 160 : i64
        %325 = arith.muli %318, %c160_i64_376 : i64
        %326 = arith.addi %315, %325 : i64
        %327 = llvm.getelementptr %238[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %324, %327 : f64, !llvm.ptr<1>
        %328 = arith.addi %278, %245 : i64
        %c8_i64_377 = arith.constant 8 : i64
        %329 = arith.addi %279, %c8_i64_377 : i64
        %c2_i64_378 = arith.constant 2 : i64
        %330 = arith.muli %246, %c2_i64_378 : i64
        %c1_i64_379 = arith.constant 1 : i64
        %331 = arith.addi %330, %c1_i64_379 : i64
        %332 = arith.addi %329, %331 : i64
        %cst_380 = arith.constant -1.000000e+00 : f64
        %333 = memref.load %alloca_109[] : memref<f64>
        %c160_i64_381 = arith.constant 160 : i64
        %334 = arith.muli %332, %c160_i64_381 : i64
        %335 = arith.addi %328, %334 : i64
        %336 = llvm.getelementptr %238[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %337 = llvm.load %336 : !llvm.ptr<1> -> f64
        %338 = llvm.intr.fma(%cst_380, %333, %337) : (f64, f64, f64) -> f64
        %c160_i64_382 = arith.constant 160 : i64
        %339 = arith.muli %332, %c160_i64_382 : i64
        %340 = arith.addi %328, %339 : i64
        %341 = llvm.getelementptr %238[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %338, %341 : f64, !llvm.ptr<1>
        %c8_i64_383 = arith.constant 8 : i64
        %342 = arith.addi %278, %c8_i64_383 : i64
        %343 = arith.addi %342, %245 : i64
        %c2_i64_384 = arith.constant 2 : i64
        %344 = arith.muli %246, %c2_i64_384 : i64
        %345 = arith.addi %279, %344 : i64
        %cst_385 = arith.constant -1.000000e+00 : f64
        %346 = memref.load %alloca_110[] : memref<f64>
        %c160_i64_386 = arith.constant 160 : i64
        %347 = arith.muli %345, %c160_i64_386 : i64
        %348 = arith.addi %343, %347 : i64
        %349 = llvm.getelementptr %238[%348] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %350 = llvm.load %349 : !llvm.ptr<1> -> f64
        %351 = llvm.intr.fma(%cst_385, %346, %350) : (f64, f64, f64) -> f64
        %c160_i64_387 = arith.constant 160 : i64
        %352 = arith.muli %345, %c160_i64_387 : i64
        %353 = arith.addi %343, %352 : i64
        %354 = llvm.getelementptr %238[%353] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %351, %354 : f64, !llvm.ptr<1>
        %c8_i64_388 = arith.constant 8 : i64
        %355 = arith.addi %278, %c8_i64_388 : i64
        %356 = arith.addi %355, %245 : i64
        %c2_i64_389 = arith.constant 2 : i64
        %357 = arith.muli %246, %c2_i64_389 : i64
        %c1_i64_390 = arith.constant 1 : i64
        %358 = arith.addi %357, %c1_i64_390 : i64
        %359 = arith.addi %279, %358 : i64
        %cst_391 = arith.constant -1.000000e+00 : f64
        %360 = memref.load %alloca_111[] : memref<f64>
        %c160_i64_392 = arith.constant 160 : i64
        %361 = arith.muli %359, %c160_i64_392 : i64
        %362 = arith.addi %356, %361 : i64
        %363 = llvm.getelementptr %238[%362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %364 = llvm.load %363 : !llvm.ptr<1> -> f64
        %365 = llvm.intr.fma(%cst_391, %360, %364) : (f64, f64, f64) -> f64
        %c160_i64_393 = arith.constant 160 : i64
        %366 = arith.muli %359, %c160_i64_393 : i64
        %367 = arith.addi %356, %366 : i64
        %368 = llvm.getelementptr %238[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %365, %368 : f64, !llvm.ptr<1>
        %c8_i64_394 = arith.constant 8 : i64
        %369 = arith.addi %278, %c8_i64_394 : i64
        %370 = arith.addi %369, %245 : i64
        %c8_i64_395 = arith.constant 8 : i64
        %371 = arith.addi %279, %c8_i64_395 : i64
        %c2_i64_396 = arith.constant 2 : i64
        %372 = arith.muli %246, %c2_i64_396 : i64
        %373 = arith.addi %371, %372 : i64
        %cst_397 = arith.constant -1.000000e+00 : f64
        %374 = memref.load %alloca_112[] : memref<f64>
        %c160_i64_398 = arith.constant 160 : i64
        %375 = arith.muli %373, %c160_i64_398 : i64
        %376 = arith.addi %370, %375 : i64
        %377 = llvm.getelementptr %238[%376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %378 = llvm.load %377 : !llvm.ptr<1> -> f64
        %379 = llvm.intr.fma(%cst_397, %374, %378) : (f64, f64, f64) -> f64
        %c160_i64_399 = arith.constant 160 : i64
        %380 = arith.muli %373, %c160_i64_399 : i64
        %381 = arith.addi %370, %380 : i64
        %382 = llvm.getelementptr %238[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %379, %382 : f64, !llvm.ptr<1>
        %c8_i64_400 = arith.constant 8 : i64
        %383 = arith.addi %278, %c8_i64_400 : i64
        %384 = arith.addi %383, %245 : i64
        %c8_i64_401 = arith.constant 8 : i64
        %385 = arith.addi %279, %c8_i64_401 : i64
        %c2_i64_402 = arith.constant 2 : i64
        %386 = arith.muli %246, %c2_i64_402 : i64
        %c1_i64_403 = arith.constant 1 : i64
        %387 = arith.addi %386, %c1_i64_403 : i64
        %388 = arith.addi %385, %387 : i64
        %cst_404 = arith.constant -1.000000e+00 : f64
        %389 = memref.load %alloca_113[] : memref<f64>
        %c160_i64_405 = arith.constant 160 : i64
        %390 = arith.muli %388, %c160_i64_405 : i64
        %391 = arith.addi %384, %390 : i64
        %392 = llvm.getelementptr %238[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %393 = llvm.load %392 : !llvm.ptr<1> -> f64
        %394 = llvm.intr.fma(%cst_404, %389, %393) : (f64, f64, f64) -> f64
        %c160_i64_406 = arith.constant 160 : i64
        %395 = arith.muli %388, %c160_i64_406 : i64
        %396 = arith.addi %384, %395 : i64
        %397 = llvm.getelementptr %238[%396] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %394, %397 : f64, !llvm.ptr<1>
        %c16_i64_407 = arith.constant 16 : i64
        %398 = arith.addi %278, %c16_i64_407 : i64
        %399 = arith.addi %398, %245 : i64
        %c2_i64_408 = arith.constant 2 : i64
        %400 = arith.muli %246, %c2_i64_408 : i64
        %401 = arith.addi %279, %400 : i64
        %cst_409 = arith.constant -1.000000e+00 : f64
        %402 = memref.load %alloca_114[] : memref<f64>
        %c160_i64_410 = arith.constant 160 : i64
        %403 = arith.muli %401, %c160_i64_410 : i64
        %404 = arith.addi %399, %403 : i64
        %405 = llvm.getelementptr %238[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %406 = llvm.load %405 : !llvm.ptr<1> -> f64
        %407 = llvm.intr.fma(%cst_409, %402, %406) : (f64, f64, f64) -> f64
        %c160_i64_411 = arith.constant 160 : i64
        %408 = arith.muli %401, %c160_i64_411 : i64
        %409 = arith.addi %399, %408 : i64
        %410 = llvm.getelementptr %238[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %407, %410 : f64, !llvm.ptr<1>
        %c16_i64_412 = arith.constant 16 : i64
        %411 = arith.addi %278, %c16_i64_412 : i64
        %412 = arith.addi %411, %245 : i64
        %c2_i64_413 = arith.constant 2 : i64
        %413 = arith.muli %246, %c2_i64_413 : i64
        %c1_i64_414 = arith.constant 1 : i64
        %414 = arith.addi %413, %c1_i64_414 : i64
        %415 = arith.addi %279, %414 : i64
        %cst_415 = arith.constant -1.000000e+00 : f64
        %416 = memref.load %alloca_115[] : memref<f64>
        %c160_i64_416 = arith.constant 160 : i64
        %417 = arith.muli %415, %c160_i64_416 : i64
        %418 = arith.addi %412, %417 : i64
        %419 = llvm.getelementptr %238[%418] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %420 = llvm.load %419 : !llvm.ptr<1> -> f64
        %421 = llvm.intr.fma(%cst_415, %416, %420) : (f64, f64, f64) -> f64
        %c160_i64_417 = arith.constant 160 : i64
        %422 = arith.muli %415, %c160_i64_417 : i64
        %423 = arith.addi %412, %422 : i64
        %424 = llvm.getelementptr %238[%423] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %421, %424 : f64, !llvm.ptr<1>
        %c16_i64_418 = arith.constant 16 : i64
        %425 = arith.addi %278, %c16_i64_418 : i64
        %426 = arith.addi %425, %245 : i64
        %c8_i64_419 = arith.constant 8 : i64
        %427 = arith.addi %279, %c8_i64_419 : i64
        %c2_i64_420 = arith.constant 2 : i64
        %428 = arith.muli %246, %c2_i64_420 : i64
        %429 = arith.addi %427, %428 : i64
        %cst_421 = arith.constant -1.000000e+00 : f64
        %430 = memref.load %alloca_116[] : memref<f64>
        %c160_i64_422 = arith.constant 160 : i64
        %431 = arith.muli %429, %c160_i64_422 : i64
        %432 = arith.addi %426, %431 : i64
        %433 = llvm.getelementptr %238[%432] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %434 = llvm.load %433 : !llvm.ptr<1> -> f64
        %435 = llvm.intr.fma(%cst_421, %430, %434) : (f64, f64, f64) -> f64
        %c160_i64_423 = arith.constant 160 : i64
        %436 = arith.muli %429, %c160_i64_423 : i64
        %437 = arith.addi %426, %436 : i64
        %438 = llvm.getelementptr %238[%437] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %435, %438 : f64, !llvm.ptr<1>
        %c16_i64_424 = arith.constant 16 : i64
        %439 = arith.addi %278, %c16_i64_424 : i64
        %440 = arith.addi %439, %245 : i64
        %c8_i64_425 = arith.constant 8 : i64
        %441 = arith.addi %279, %c8_i64_425 : i64
        %c2_i64_426 = arith.constant 2 : i64
        %442 = arith.muli %246, %c2_i64_426 : i64
        %c1_i64_427 = arith.constant 1 : i64
        %443 = arith.addi %442, %c1_i64_427 : i64
        %444 = arith.addi %441, %443 : i64
        %cst_428 = arith.constant -1.000000e+00 : f64
        %445 = memref.load %alloca_117[] : memref<f64>
        %c160_i64_429 = arith.constant 160 : i64
        %446 = arith.muli %444, %c160_i64_429 : i64
        %447 = arith.addi %440, %446 : i64
        %448 = llvm.getelementptr %238[%447] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %449 = llvm.load %448 : !llvm.ptr<1> -> f64
        %450 = llvm.intr.fma(%cst_428, %445, %449) : (f64, f64, f64) -> f64
        %c160_i64_430 = arith.constant 160 : i64
        %451 = arith.muli %444, %c160_i64_430 : i64
        %452 = arith.addi %440, %451 : i64
        %453 = llvm.getelementptr %238[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %450, %453 : f64, !llvm.ptr<1>
        %c24_i64_431 = arith.constant 24 : i64
        %454 = arith.addi %278, %c24_i64_431 : i64
        %455 = arith.addi %454, %245 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %456 = arith.muli %246, %c2_i64_432 : i64
        %457 = arith.addi %279, %456 : i64
        %cst_433 = arith.constant -1.000000e+00 : f64
        %458 = memref.load %alloca_118[] : memref<f64>
        %c160_i64_434 = arith.constant 160 : i64
        %459 = arith.muli %457, %c160_i64_434 : i64
        %460 = arith.addi %455, %459 : i64
        %461 = llvm.getelementptr %238[%460] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %462 = llvm.load %461 : !llvm.ptr<1> -> f64
        %463 = llvm.intr.fma(%cst_433, %458, %462) : (f64, f64, f64) -> f64
        %c160_i64_435 = arith.constant 160 : i64
        %464 = arith.muli %457, %c160_i64_435 : i64
        %465 = arith.addi %455, %464 : i64
        %466 = llvm.getelementptr %238[%465] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %463, %466 : f64, !llvm.ptr<1>
        %c24_i64_436 = arith.constant 24 : i64
        %467 = arith.addi %278, %c24_i64_436 : i64
        %468 = arith.addi %467, %245 : i64
        %c2_i64_437 = arith.constant 2 : i64
        %469 = arith.muli %246, %c2_i64_437 : i64
        %c1_i64_438 = arith.constant 1 : i64
        %470 = arith.addi %469, %c1_i64_438 : i64
        %471 = arith.addi %279, %470 : i64
        %cst_439 = arith.constant -1.000000e+00 : f64
        %472 = memref.load %alloca_119[] : memref<f64>
        %c160_i64_440 = arith.constant 160 : i64
        %473 = arith.muli %471, %c160_i64_440 : i64
        %474 = arith.addi %468, %473 : i64
        %475 = llvm.getelementptr %238[%474] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %476 = llvm.load %475 : !llvm.ptr<1> -> f64
        %477 = llvm.intr.fma(%cst_439, %472, %476) : (f64, f64, f64) -> f64
        %c160_i64_441 = arith.constant 160 : i64
        %478 = arith.muli %471, %c160_i64_441 : i64
        %479 = arith.addi %468, %478 : i64
        %480 = llvm.getelementptr %238[%479] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %477, %480 : f64, !llvm.ptr<1>
        %c24_i64_442 = arith.constant 24 : i64
        %481 = arith.addi %278, %c24_i64_442 : i64
        %482 = arith.addi %481, %245 : i64
        %c8_i64_443 = arith.constant 8 : i64
        %483 = arith.addi %279, %c8_i64_443 : i64
        %c2_i64_444 = arith.constant 2 : i64
        %484 = arith.muli %246, %c2_i64_444 : i64
        %485 = arith.addi %483, %484 : i64
        %cst_445 = arith.constant -1.000000e+00 : f64
        %486 = memref.load %alloca_120[] : memref<f64>
        %c160_i64_446 = arith.constant 160 : i64
        %487 = arith.muli %485, %c160_i64_446 : i64
        %488 = arith.addi %482, %487 : i64
        %489 = llvm.getelementptr %238[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %490 = llvm.load %489 : !llvm.ptr<1> -> f64
        %491 = llvm.intr.fma(%cst_445, %486, %490) : (f64, f64, f64) -> f64
        %c160_i64_447 = arith.constant 160 : i64
        %492 = arith.muli %485, %c160_i64_447 : i64
        %493 = arith.addi %482, %492 : i64
        %494 = llvm.getelementptr %238[%493] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %491, %494 : f64, !llvm.ptr<1>
        %c24_i64_448 = arith.constant 24 : i64
        %495 = arith.addi %278, %c24_i64_448 : i64
        %496 = arith.addi %495, %245 : i64
        %c8_i64_449 = arith.constant 8 : i64
        %497 = arith.addi %279, %c8_i64_449 : i64
        %c2_i64_450 = arith.constant 2 : i64
        %498 = arith.muli %246, %c2_i64_450 : i64
        %c1_i64_451 = arith.constant 1 : i64
        %499 = arith.addi %498, %c1_i64_451 : i64
        %500 = arith.addi %497, %499 : i64
        %cst_452 = arith.constant -1.000000e+00 : f64
        %501 = memref.load %alloca_121[] : memref<f64>
        %c160_i64_453 = arith.constant 160 : i64
        %502 = arith.muli %500, %c160_i64_453 : i64
        %503 = arith.addi %496, %502 : i64
        %504 = llvm.getelementptr %238[%503] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %505 = llvm.load %504 : !llvm.ptr<1> -> f64
        %506 = llvm.intr.fma(%cst_452, %501, %505) : (f64, f64, f64) -> f64
        %c160_i64_454 = arith.constant 160 : i64
        %507 = arith.muli %500, %c160_i64_454 : i64
        %508 = arith.addi %496, %507 : i64
        %509 = llvm.getelementptr %238[%508] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %506, %509 : f64, !llvm.ptr<1>
      }
      %247 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
      %c576_i64 = arith.constant 576 : i64
      %248 = arith.muli %36, %c576_i64 : i64
      %249 = llvm.getelementptr %28[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_298 = arith.constant 512 : i64
      %250 = arith.muli %36, %c512_i64_298 : i64
      %251 = llvm.getelementptr %31[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_299 = gpu.thread_id  x
      %252 = arith.index_cast %thread_id_x_299 : index to i64
      %c71_i64 = arith.constant 71 : i64
      %253 = arith.minsi %252, %c71_i64 : i64
      %thread_id_x_300 = gpu.thread_id  x
      %254 = arith.index_cast %thread_id_x_300 : index to i64
      %c64_i64_301 = arith.constant 64 : i64
      %255 = arith.addi %254, %c64_i64_301 : i64
      %c71_i64_302 = arith.constant 71 : i64
      %256 = arith.minsi %255, %c71_i64_302 : i64
      %thread_id_y_303 = gpu.thread_id  y
      %257 = arith.index_cast %thread_id_y_303 : index to i64
      %thread_id_y_304 = gpu.thread_id  y
      %258 = arith.index_cast %thread_id_y_304 : index to i64
      %c8_i64_305 = arith.constant 8 : i64
      %259 = arith.addi %258, %c8_i64_305 : i64
      %thread_id_y_306 = gpu.thread_id  y
      %260 = arith.index_cast %thread_id_y_306 : index to i64
      %c16_i64_307 = arith.constant 16 : i64
      %261 = arith.addi %260, %c16_i64_307 : i64
      %thread_id_y_308 = gpu.thread_id  y
      %262 = arith.index_cast %thread_id_y_308 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %263 = arith.addi %262, %c24_i64 : i64
      %thread_id_y_309 = gpu.thread_id  y
      %264 = arith.index_cast %thread_id_y_309 : index to i64
      %c32_i64_310 = arith.constant 32 : i64
      %265 = arith.addi %264, %c32_i64_310 : i64
      %thread_id_y_311 = gpu.thread_id  y
      %266 = arith.index_cast %thread_id_y_311 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %267 = arith.addi %266, %c40_i64 : i64
      %thread_id_y_312 = gpu.thread_id  y
      %268 = arith.index_cast %thread_id_y_312 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %269 = arith.addi %268, %c48_i64 : i64
      %thread_id_y_313 = gpu.thread_id  y
      %270 = arith.index_cast %thread_id_y_313 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %271 = arith.addi %270, %c56_i64 : i64
      %cst_314 = arith.constant 0.000000e+00 : f32
      memref.store %cst_314, %alloca_122[] : memref<f32>
      %cst_315 = arith.constant 0.000000e+00 : f32
      memref.store %cst_315, %alloca_123[] : memref<f32>
      %cst_316 = arith.constant 0.000000e+00 : f32
      memref.store %cst_316, %alloca_124[] : memref<f32>
      %cst_317 = arith.constant 0.000000e+00 : f32
      memref.store %cst_317, %alloca_125[] : memref<f32>
      %cst_318 = arith.constant 0.000000e+00 : f32
      memref.store %cst_318, %alloca_126[] : memref<f32>
      %cst_319 = arith.constant 0.000000e+00 : f32
      memref.store %cst_319, %alloca_127[] : memref<f32>
      %cst_320 = arith.constant 0.000000e+00 : f32
      memref.store %cst_320, %alloca_128[] : memref<f32>
      %cst_321 = arith.constant 0.000000e+00 : f32
      memref.store %cst_321, %alloca_129[] : memref<f32>
      %cst_322 = arith.constant 0.000000e+00 : f32
      memref.store %cst_322, %alloca_130[] : memref<f32>
      %cst_323 = arith.constant 0.000000e+00 : f32
      memref.store %cst_323, %alloca_131[] : memref<f32>
      %cst_324 = arith.constant 0.000000e+00 : f32
      memref.store %cst_324, %alloca_132[] : memref<f32>
      %cst_325 = arith.constant 0.000000e+00 : f32
      memref.store %cst_325, %alloca_133[] : memref<f32>
      %cst_326 = arith.constant 0.000000e+00 : f32
      memref.store %cst_326, %alloca_134[] : memref<f32>
      %cst_327 = arith.constant 0.000000e+00 : f32
      memref.store %cst_327, %alloca_135[] : memref<f32>
      %cst_328 = arith.constant 0.000000e+00 : f32
      memref.store %cst_328, %alloca_136[] : memref<f32>
      %cst_329 = arith.constant 0.000000e+00 : f32
      memref.store %cst_329, %alloca_137[] : memref<f32>
      %c0_i64_330 = arith.constant 0 : i64
      %c8_i64_331 = arith.constant 8 : i64
      %c1_i64_332 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_330 to %c8_i64_331 step %c1_i64_332  : i64 {
        %c72_i64_337 = arith.constant 72 : i64
        %276 = arith.muli %arg12, %c72_i64_337 : i64
        %277 = arith.addi %253, %276 : i64
        %278 = llvm.getelementptr %249[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %279 = llvm.load %278 : !llvm.ptr<1> -> f32
        %c72_i64_338 = arith.constant 72 : i64
        %280 = arith.muli %arg12, %c72_i64_338 : i64
        %281 = arith.addi %256, %280 : i64
        %282 = llvm.getelementptr %249[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %283 = llvm.load %282 : !llvm.ptr<1> -> f32
        %c8_i64_339 = arith.constant 8 : i64
        %284 = arith.muli %257, %c8_i64_339 : i64
        %285 = arith.addi %arg12, %284 : i64
        %286 = llvm.getelementptr %251[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %287 = llvm.load %286 : !llvm.ptr<1> -> f32
        %c8_i64_340 = arith.constant 8 : i64
        %288 = arith.muli %259, %c8_i64_340 : i64
        %289 = arith.addi %arg12, %288 : i64
        %290 = llvm.getelementptr %251[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %291 = llvm.load %290 : !llvm.ptr<1> -> f32
        %c8_i64_341 = arith.constant 8 : i64
        %292 = arith.muli %261, %c8_i64_341 : i64
        %293 = arith.addi %arg12, %292 : i64
        %294 = llvm.getelementptr %251[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %295 = llvm.load %294 : !llvm.ptr<1> -> f32
        %c8_i64_342 = arith.constant 8 : i64
        %296 = arith.muli %263, %c8_i64_342 : i64
        %297 = arith.addi %arg12, %296 : i64
        %298 = llvm.getelementptr %251[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %299 = llvm.load %298 : !llvm.ptr<1> -> f32
        %c8_i64_343 = arith.constant 8 : i64
        %300 = arith.muli %265, %c8_i64_343 : i64
        %301 = arith.addi %arg12, %300 : i64
        %302 = llvm.getelementptr %251[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %303 = llvm.load %302 : !llvm.ptr<1> -> f32
        %c8_i64_344 = arith.constant 8 : i64
        %304 = arith.muli %267, %c8_i64_344 : i64
        %305 = arith.addi %arg12, %304 : i64
        %306 = llvm.getelementptr %251[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %c8_i64_345 = arith.constant 8 : i64
        %308 = arith.muli %269, %c8_i64_345 : i64
        %309 = arith.addi %arg12, %308 : i64
        %310 = llvm.getelementptr %251[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %311 = llvm.load %310 : !llvm.ptr<1> -> f32
        %c8_i64_346 = arith.constant 8 : i64
        %312 = arith.muli %271, %c8_i64_346 : i64
        %313 = arith.addi %arg12, %312 : i64
        %314 = llvm.getelementptr %251[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %315 = llvm.load %314 : !llvm.ptr<1> -> f32
        %316 = memref.load %alloca_122[] : memref<f32>
        %317 = llvm.intr.fma(%279, %287, %316) : (f32, f32, f32) -> f32
        memref.store %317, %alloca_122[] : memref<f32>
        %318 = memref.load %alloca_123[] : memref<f32>
        %319 = llvm.intr.fma(%279, %291, %318) : (f32, f32, f32) -> f32
        memref.store %319, %alloca_123[] : memref<f32>
        %320 = memref.load %alloca_124[] : memref<f32>
        %321 = llvm.intr.fma(%279, %295, %320) : (f32, f32, f32) -> f32
        memref.store %321, %alloca_124[] : memref<f32>
        %322 = memref.load %alloca_125[] : memref<f32>
        %323 = llvm.intr.fma(%279, %299, %322) : (f32, f32, f32) -> f32
        memref.store %323, %alloca_125[] : memref<f32>
        %324 = memref.load %alloca_126[] : memref<f32>
        %325 = llvm.intr.fma(%279, %303, %324) : (f32, f32, f32) -> f32
        memref.store %325, %alloca_126[] : memref<f32>
        %326 = memref.load %alloca_127[] : memref<f32>
        %327 = llvm.intr.fma(%279, %307, %326) : (f32, f32, f32) -> f32
        memref.store %327, %alloca_127[] : memref<f32>
        %328 = memref.load %alloca_128[] : memref<f32>
        %329 = llvm.intr.fma(%279, %311, %328) : (f32, f32, f32) -> f32
        memref.store %329, %alloca_128[] : memref<f32>
        %330 = memref.load %alloca_129[] : memref<f32>
        %331 = llvm.intr.fma(%279, %315, %330) : (f32, f32, f32) -> f32
        memref.store %331, %alloca_129[] : memref<f32>
        %332 = memref.load %alloca_130[] : memref<f32>
        %333 = llvm.intr.fma(%283, %287, %332) : (f32, f32, f32) -> f32
        memref.store %333, %alloca_130[] : memref<f32>
        %334 = memref.load %alloca_131[] : memref<f32>
        %335 = llvm.intr.fma(%283, %291, %334) : (f32, f32, f32) -> f32
        memref.store %335, %alloca_131[] : memref<f32>
        %336 = memref.load %alloca_132[] : memref<f32>
        %337 = llvm.intr.fma(%283, %295, %336) : (f32, f32, f32) -> f32
        memref.store %337, %alloca_132[] : memref<f32>
        %338 = memref.load %alloca_133[] : memref<f32>
        %339 = llvm.intr.fma(%283, %299, %338) : (f32, f32, f32) -> f32
        memref.store %339, %alloca_133[] : memref<f32>
        %340 = memref.load %alloca_134[] : memref<f32>
        %341 = llvm.intr.fma(%283, %303, %340) : (f32, f32, f32) -> f32
        memref.store %341, %alloca_134[] : memref<f32>
        %342 = memref.load %alloca_135[] : memref<f32>
        %343 = llvm.intr.fma(%283, %307, %342) : (f32, f32, f32) -> f32
        memref.store %343, %alloca_135[] : memref<f32>
        %344 = memref.load %alloca_136[] : memref<f32>
        %345 = llvm.intr.fma(%283, %311, %344) : (f32, f32, f32) -> f32
        memref.store %345, %alloca_136[] : memref<f32>
        %346 = memref.load %alloca_137[] : memref<f32>
        %347 = llvm.intr.fma(%283, %315, %346) : (f32, f32, f32) -> f32
        memref.store %347, %alloca_137[] : memref<f32>
      }
      %c72_i64 = arith.constant 72 : i64
      %272 = arith.cmpi slt, %252, %c72_i64 : i64
      scf.if %272 {
        %276 = memref.load %alloca_122[] : memref<f32>
        %c72_i64_337 = arith.constant 72 : i64
        %277 = arith.muli %257, %c72_i64_337 : i64
        %278 = arith.addi %252, %277 : i64
        %279 = llvm.getelementptr %247[%278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %276, %279 : f32, !llvm.ptr<3>
        %280 = memref.load %alloca_123[] : memref<f32>
        %c72_i64_338 = arith.constant 72 : i64
        %281 = arith.muli %259, %c72_i64_338 : i64
        %282 = arith.addi %252, %281 : i64
        %283 = llvm.getelementptr %247[%282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %280, %283 : f32, !llvm.ptr<3>
        %284 = memref.load %alloca_124[] : memref<f32>
        %c72_i64_339 = arith.constant 72 : i64
        %285 = arith.muli %261, %c72_i64_339 : i64
        %286 = arith.addi %252, %285 : i64
        %287 = llvm.getelementptr %247[%286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %284, %287 : f32, !llvm.ptr<3>
        %288 = memref.load %alloca_125[] : memref<f32>
        %c72_i64_340 = arith.constant 72 : i64
        %289 = arith.muli %263, %c72_i64_340 : i64
        %290 = arith.addi %252, %289 : i64
        %291 = llvm.getelementptr %247[%290] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %288, %291 : f32, !llvm.ptr<3>
        %292 = memref.load %alloca_126[] : memref<f32>
        %c72_i64_341 = arith.constant 72 : i64
        %293 = arith.muli %265, %c72_i64_341 : i64
        %294 = arith.addi %252, %293 : i64
        %295 = llvm.getelementptr %247[%294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %292, %295 : f32, !llvm.ptr<3>
        %296 = memref.load %alloca_127[] : memref<f32>
        %c72_i64_342 = arith.constant 72 : i64
        %297 = arith.muli %267, %c72_i64_342 : i64
        %298 = arith.addi %252, %297 : i64
        %299 = llvm.getelementptr %247[%298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %296, %299 : f32, !llvm.ptr<3>
        %300 = memref.load %alloca_128[] : memref<f32>
        %c72_i64_343 = arith.constant 72 : i64
        %301 = arith.muli %269, %c72_i64_343 : i64
        %302 = arith.addi %252, %301 : i64
        %303 = llvm.getelementptr %247[%302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %300, %303 : f32, !llvm.ptr<3>
        %304 = memref.load %alloca_129[] : memref<f32>
        %c72_i64_344 = arith.constant 72 : i64
        %305 = arith.muli %271, %c72_i64_344 : i64
        %306 = arith.addi %252, %305 : i64
        %307 = llvm.getelementptr %247[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %304, %307 : f32, !llvm.ptr<3>
      }
      %c72_i64_333 = arith.constant 72 : i64
      %273 = arith.cmpi slt, %255, %c72_i64_333 : i64
      scf.if %273 {
        %276 = memref.load %alloca_130[] : memref<f32>
        %c72_i64_337 = arith.constant 72 : i64
        %277 = arith.muli %257, %c72_i64_337 : i64
        %278 = arith.addi %255, %277 : i64
        %279 = llvm.getelementptr %247[%278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %276, %279 : f32, !llvm.ptr<3>
        %280 = memref.load %alloca_131[] : memref<f32>
        %c72_i64_338 = arith.constant 72 : i64
        %281 = arith.muli %259, %c72_i64_338 : i64
        %282 = arith.addi %255, %281 : i64
        %283 = llvm.getelementptr %247[%282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %280, %283 : f32, !llvm.ptr<3>
        %284 = memref.load %alloca_132[] : memref<f32>
        %c72_i64_339 = arith.constant 72 : i64
        %285 = arith.muli %261, %c72_i64_339 : i64
        %286 = arith.addi %255, %285 : i64
        %287 = llvm.getelementptr %247[%286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %284, %287 : f32, !llvm.ptr<3>
        %288 = memref.load %alloca_133[] : memref<f32>
        %c72_i64_340 = arith.constant 72 : i64
        %289 = arith.muli %263, %c72_i64_340 : i64
        %290 = arith.addi %255, %289 : i64
        %291 = llvm.getelementptr %247[%290] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %288, %291 : f32, !llvm.ptr<3>
        %292 = memref.load %alloca_134[] : memref<f32>
        %c72_i64_341 = arith.constant 72 : i64
        %293 = arith.muli %265, %c72_i64_341 : i64
        %294 = arith.addi %255, %293 : i64
        %295 = llvm.getelementptr %247[%294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %292, %295 : f32, !llvm.ptr<3>
        %296 = memref.load %alloca_135[] : memref<f32>
        %c72_i64_342 = arith.constant 72 : i64
        %297 = arith.muli %267, %c72_i64_342 : i64
        %298 = arith.addi %255, %297 : i64
        %299 = llvm.getelementptr %247[%298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %296, %299 : f32, !llvm.ptr<3>
        %300 = memref.load %alloca_136[] : memref<f32>
        %c72_i64_343 = arith.constant 72 : i64
        %301 = arith.muli %269, %c72_i64_343 : i64
        %302 = arith.addi %255, %301 : i64
        %303 = llvm.getelementptr %247[%302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %300, %303 : f32, !llvm.ptr<3>
        %304 = memref.load %alloca_137[] : memref<f32>
        %c72_i64_344 = arith.constant 72 : i64
        %305 = arith.muli %271, %c72_i64_344 : i64
        %306 = arith.addi %255, %305 : i64
        %307 = llvm.getelementptr %247[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %304, %307 : f32, !llvm.ptr<3>
      }
      %c4608_i64 = arith.constant 4608 : i64
      %274 = arith.muli %36, %c4608_i64 : i64
      %275 = llvm.getelementptr %34[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_334 = arith.constant 0 : i64
      %c3_i64_335 = arith.constant 3 : i64
      %c1_i64_336 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_334 to %c3_i64_335 step %c1_i64_336  : i64 {
        %thread_id_x_337 = gpu.thread_id  x
        %276 = arith.index_cast %thread_id_x_337 : index to i64
        %c64_i64_338 = arith.constant 64 : i64
        %thread_id_y_339 = gpu.thread_id  y
        %277 = arith.index_cast %thread_id_y_339 : index to i64
        %278 = arith.muli %c64_i64_338, %277 : i64
        %279 = arith.addi %276, %278 : i64
        %c2048_i64 = arith.constant 2048 : i64
        %280 = arith.muli %arg12, %c2048_i64 : i64
        %281 = arith.addi %279, %280 : i64
        %c4608_i64_340 = arith.constant 4608 : i64
        %282 = arith.cmpi slt, %281, %c4608_i64_340 : i64
        scf.if %282 {
          %293 = llvm.getelementptr %247[%281] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %294 = llvm.load %293 : !llvm.ptr<3> -> f32
          memref.store %294, %alloca_138[] : memref<f32>
        }
        %c512_i64_341 = arith.constant 512 : i64
        %283 = arith.addi %281, %c512_i64_341 : i64
        %c4608_i64_342 = arith.constant 4608 : i64
        %284 = arith.cmpi slt, %283, %c4608_i64_342 : i64
        scf.if %284 {
          %293 = llvm.getelementptr %247[%283] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %294 = llvm.load %293 : !llvm.ptr<3> -> f32
          memref.store %294, %alloca_139[] : memref<f32>
        }
        %c1024_i64_343 = arith.constant 1024 : i64
        %285 = arith.addi %281, %c1024_i64_343 : i64
        %c4608_i64_344 = arith.constant 4608 : i64
        %286 = arith.cmpi slt, %285, %c4608_i64_344 : i64
        scf.if %286 {
          %293 = llvm.getelementptr %247[%285] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %294 = llvm.load %293 : !llvm.ptr<3> -> f32
          memref.store %294, %alloca_140[] : memref<f32>
        }
        %c1536_i64_345 = arith.constant 1536 : i64
        %287 = arith.addi %281, %c1536_i64_345 : i64
        %c4608_i64_346 = arith.constant 4608 : i64
        %288 = arith.cmpi slt, %287, %c4608_i64_346 : i64
        scf.if %288 {
          %293 = llvm.getelementptr %247[%287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %294 = llvm.load %293 : !llvm.ptr<3> -> f32
          memref.store %294, %alloca_141[] : memref<f32>
        }
        %c4608_i64_347 = arith.constant 4608 : i64
        %289 = arith.cmpi slt, %281, %c4608_i64_347 : i64
        scf.if %289 {
          %293 = memref.load %alloca_138[] : memref<f32>
          %294 = llvm.getelementptr %275[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %293, %294 : f32, !llvm.ptr<1>
        }
        %c4608_i64_348 = arith.constant 4608 : i64
        %290 = arith.cmpi slt, %283, %c4608_i64_348 : i64
        scf.if %290 {
          %293 = memref.load %alloca_139[] : memref<f32>
          %294 = llvm.getelementptr %275[%283] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %293, %294 : f32, !llvm.ptr<1>
        }
        %c4608_i64_349 = arith.constant 4608 : i64
        %291 = arith.cmpi slt, %285, %c4608_i64_349 : i64
        scf.if %291 {
          %293 = memref.load %alloca_140[] : memref<f32>
          %294 = llvm.getelementptr %275[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %293, %294 : f32, !llvm.ptr<1>
        }
        %c4608_i64_350 = arith.constant 4608 : i64
        %292 = arith.cmpi slt, %287, %c4608_i64_350 : i64
        scf.if %292 {
          %293 = memref.load %alloca_141[] : memref<f32>
          %294 = llvm.getelementptr %275[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %293, %294 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
