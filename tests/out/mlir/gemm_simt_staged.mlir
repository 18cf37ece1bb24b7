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
      %alloca_96 = memref.alloca() : memref<f64>
      %alloca_97 = memref.alloca() : memref<f64>
      %alloca_98 = memref.alloca() : memref<f64>
      %alloca_99 = memref.alloca() : memref<f64>
      %alloca_100 = memref.alloca() : memref<f64>
      %alloca_101 = memref.alloca() : memref<f64>
      %alloca_102 = memref.alloca() : memref<f64>
      %alloca_103 = memref.alloca() : memref<f64>
      %alloca_104 = memref.alloca() : memref<f64>
      %alloca_105 = memref.alloca() : memref<f64>
      %alloca_106 = memref.alloca() : memref<f64>
      %alloca_107 = memref.alloca() : memref<f64>
      %alloca_108 = memref.alloca() : memref<f64>
      %alloca_109 = memref.alloca() : memref<f64>
      %alloca_110 = memref.alloca() : memref<f64>
      %alloca_111 = memref.alloca() : memref<f64>
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
      %block_id_x = gpu.block_id  x
      %36 = arith.index_cast %block_id_x : index to i64
      %c4096_i64 = arith.constant 4096 : i64
      %37 = arith.muli %36, %c4096_i64 : i64
      %38 = llvm.getelementptr %1[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4096_i64_132 = arith.constant 4096 : i64
      %39 = arith.muli %36, %c4096_i64_132 : i64
      %40 = llvm.getelementptr %4[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4096_i64_133 = arith.constant 4096 : i64
      %41 = arith.muli %36, %c4096_i64_133 : i64
      %42 = llvm.getelementptr %7[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y : index to i64
      %45 = arith.muli %c64_i64, %44 : i64
      %46 = arith.addi %43, %45 : i64
      %c64_i64_134 = arith.constant 64 : i64
      %47 = arith.remsi %46, %c64_i64_134 : i64
      %c64_i64_135 = arith.constant 64 : i64
      %48 = arith.divsi %46, %c64_i64_135 : i64
      %c8_i64 = arith.constant 8 : i64
      %49 = arith.muli %48, %c8_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_55[] : memref<f32>
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_56[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_57[] : memref<f32>
      %cst_139 = arith.constant 0.000000e+00 : f32
      memref.store %cst_139, %alloca_58[] : memref<f32>
      %cst_140 = arith.constant 0.000000e+00 : f32
      memref.store %cst_140, %alloca_59[] : memref<f32>
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_60[] : memref<f32>
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_61[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c64_i64_143 = arith.constant 64 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg12 = %c0_i64 to %c64_i64_143 step %c16_i64  : i64 {
        gpu.barrier
        %c0_i64_266 = arith.constant 0 : i64
        %c2_i64_267 = arith.constant 2 : i64
        %c1_i64_268 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_266 to %c2_i64_267 step %c1_i64_268  : i64 {
          %c512_i64_426 = arith.constant 512 : i64
          %1174 = arith.muli %arg13, %c512_i64_426 : i64
          %1175 = arith.addi %46, %1174 : i64
          %c64_i64_427 = arith.constant 64 : i64
          %1176 = arith.remsi %1175, %c64_i64_427 : i64
          %c64_i64_428 = arith.constant 64 : i64
          %1177 = arith.divsi %1175, %c64_i64_428 : i64
          %1178 = arith.addi %arg12, %1177 : i64
          %c64_i64_429 = arith.constant 64 : i64
          %1179 = arith.muli %1178, %c64_i64_429 : i64
          %1180 = arith.addi %1176, %1179 : i64
          %1181 = llvm.getelementptr %38[%1180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1182 = llvm.load %1181 : !llvm.ptr<1> -> f32
          %1183 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
          %c18432_i64_430 = arith.constant 18432 : i64
          %1184 = llvm.getelementptr %1183[%c18432_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c64_i64_431 = arith.constant 64 : i64
          %1185 = arith.muli %1177, %c64_i64_431 : i64
          %1186 = arith.addi %1176, %1185 : i64
          %1187 = llvm.getelementptr %1184[%1186] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %1182, %1187 : f32, !llvm.ptr<3>
        }
        %c0_i64_269 = arith.constant 0 : i64
        %c2_i64_270 = arith.constant 2 : i64
        %c1_i64_271 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_269 to %c2_i64_270 step %c1_i64_271  : i64 {
          %c512_i64_426 = arith.constant 512 : i64
          %1174 = arith.muli %arg13, %c512_i64_426 : i64
          %1175 = arith.addi %46, %1174 : i64
          %c16_i64_427 = arith.constant 16 : i64
          %1176 = arith.divsi %1175, %c16_i64_427 : i64
          %c16_i64_428 = arith.constant 16 : i64
          %1177 = arith.remsi %1175, %c16_i64_428 : i64
          %1178 = arith.addi %arg12, %1177 : i64
          %c64_i64_429 = arith.constant 64 : i64
          %1179 = arith.muli %1176, %c64_i64_429 : i64
          %1180 = arith.addi %1178, %1179 : i64
          %1181 = llvm.getelementptr %40[%1180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1182 = llvm.load %1181 : !llvm.ptr<1> -> f32
          %1183 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
          %c22528_i64_430 = arith.constant 22528 : i64
          %1184 = llvm.getelementptr %1183[%c22528_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c68_i64_431 = arith.constant 68 : i64
          %1185 = arith.muli %1177, %c68_i64_431 : i64
          %1186 = arith.addi %1176, %1185 : i64
          %1187 = llvm.getelementptr %1184[%1186] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %1182, %1187 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %200 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64 = arith.constant 18432 : i64
        %201 = llvm.getelementptr %200[%c18432_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %202 = llvm.getelementptr %201[%47] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %203 = llvm.load %202 : !llvm.ptr<3> -> f32
        %204 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64 = arith.constant 22528 : i64
        %205 = llvm.getelementptr %204[%c22528_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %206 = llvm.getelementptr %205[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %207 = llvm.load %206 : !llvm.ptr<3> -> f32
        %208 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_272 = arith.constant 22528 : i64
        %209 = llvm.getelementptr %208[%c22528_i64_272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_273 = arith.constant 1 : i64
        %210 = arith.addi %49, %c1_i64_273 : i64
        %211 = llvm.getelementptr %209[%210] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %212 = llvm.load %211 : !llvm.ptr<3> -> f32
        %213 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_274 = arith.constant 22528 : i64
        %214 = llvm.getelementptr %213[%c22528_i64_274] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_275 = arith.constant 2 : i64
        %215 = arith.addi %49, %c2_i64_275 : i64
        %216 = llvm.getelementptr %214[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %217 = llvm.load %216 : !llvm.ptr<3> -> f32
        %218 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_276 = arith.constant 22528 : i64
        %219 = llvm.getelementptr %218[%c22528_i64_276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_277 = arith.constant 3 : i64
        %220 = arith.addi %49, %c3_i64_277 : i64
        %221 = llvm.getelementptr %219[%220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %222 = llvm.load %221 : !llvm.ptr<3> -> f32
        %223 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_278 = arith.constant 22528 : i64
        %224 = llvm.getelementptr %223[%c22528_i64_278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_279 = arith.constant 4 : i64
        %225 = arith.addi %49, %c4_i64_279 : i64
        %226 = llvm.getelementptr %224[%225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %227 = llvm.load %226 : !llvm.ptr<3> -> f32
        %228 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_280 = arith.constant 22528 : i64
        %229 = llvm.getelementptr %228[%c22528_i64_280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_281 = arith.constant 5 : i64
        %230 = arith.addi %49, %c5_i64_281 : i64
        %231 = llvm.getelementptr %229[%230] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %232 = llvm.load %231 : !llvm.ptr<3> -> f32
        %233 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_282 = arith.constant 22528 : i64
        %234 = llvm.getelementptr %233[%c22528_i64_282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_283 = arith.constant 6 : i64
        %235 = arith.addi %49, %c6_i64_283 : i64
        %236 = llvm.getelementptr %234[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %237 = llvm.load %236 : !llvm.ptr<3> -> f32
        %238 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_284 = arith.constant 22528 : i64
        %239 = llvm.getelementptr %238[%c22528_i64_284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_285 = arith.constant 7 : i64
        %240 = arith.addi %49, %c7_i64_285 : i64
        %241 = llvm.getelementptr %239[%240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %242 = llvm.load %241 : !llvm.ptr<3> -> f32
        %243 = memref.load %alloca[] : memref<f32>
        %244 = llvm.intr.fma(%203, %207, %243) : (f32, f32, f32) -> f32
        memref.store %244, %alloca[] : memref<f32>
        %245 = memref.load %alloca_55[] : memref<f32>
        %246 = llvm.intr.fma(%203, %212, %245) : (f32, f32, f32) -> f32
        memref.store %246, %alloca_55[] : memref<f32>
        %247 = memref.load %alloca_56[] : memref<f32>
        %248 = llvm.intr.fma(%203, %217, %247) : (f32, f32, f32) -> f32
        memref.store %248, %alloca_56[] : memref<f32>
        %249 = memref.load %alloca_57[] : memref<f32>
        %250 = llvm.intr.fma(%203, %222, %249) : (f32, f32, f32) -> f32
        memref.store %250, %alloca_57[] : memref<f32>
        %251 = memref.load %alloca_58[] : memref<f32>
        %252 = llvm.intr.fma(%203, %227, %251) : (f32, f32, f32) -> f32
        memref.store %252, %alloca_58[] : memref<f32>
        %253 = memref.load %alloca_59[] : memref<f32>
        %254 = llvm.intr.fma(%203, %232, %253) : (f32, f32, f32) -> f32
        memref.store %254, %alloca_59[] : memref<f32>
        %255 = memref.load %alloca_60[] : memref<f32>
        %256 = llvm.intr.fma(%203, %237, %255) : (f32, f32, f32) -> f32
        memref.store %256, %alloca_60[] : memref<f32>
        %257 = memref.load %alloca_61[] : memref<f32>
        %258 = llvm.intr.fma(%203, %242, %257) : (f32, f32, f32) -> f32
        memref.store %258, %alloca_61[] : memref<f32>
        %259 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_286 = arith.constant 18432 : i64
        %260 = llvm.getelementptr %259[%c18432_i64_286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_287 = arith.constant 64 : i64
        %261 = arith.addi %47, %c64_i64_287 : i64
        %262 = llvm.getelementptr %260[%261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %263 = llvm.load %262 : !llvm.ptr<3> -> f32
        %264 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_288 = arith.constant 22528 : i64
        %265 = llvm.getelementptr %264[%c22528_i64_288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64 = arith.constant 68 : i64
        %266 = arith.addi %49, %c68_i64 : i64
        %267 = llvm.getelementptr %265[%266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %268 = llvm.load %267 : !llvm.ptr<3> -> f32
        %269 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_289 = arith.constant 22528 : i64
        %270 = llvm.getelementptr %269[%c22528_i64_289] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c69_i64 = arith.constant 69 : i64
        %271 = arith.addi %49, %c69_i64 : i64
        %272 = llvm.getelementptr %270[%271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %273 = llvm.load %272 : !llvm.ptr<3> -> f32
        %274 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_290 = arith.constant 22528 : i64
        %275 = llvm.getelementptr %274[%c22528_i64_290] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c70_i64 = arith.constant 70 : i64
        %276 = arith.addi %49, %c70_i64 : i64
        %277 = llvm.getelementptr %275[%276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %278 = llvm.load %277 : !llvm.ptr<3> -> f32
        %279 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_291 = arith.constant 22528 : i64
        %280 = llvm.getelementptr %279[%c22528_i64_291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c71_i64_292 = arith.constant 71 : i64
        %281 = arith.addi %49, %c71_i64_292 : i64
        %282 = llvm.getelementptr %280[%281] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %283 = llvm.load %282 : !llvm.ptr<3> -> f32
        %284 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_293 = arith.constant 22528 : i64
        %285 = llvm.getelementptr %284[%c22528_i64_293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c72_i64_294 = arith.constant 72 : i64
        %286 = arith.addi %49, %c72_i64_294 : i64
        %287 = llvm.getelementptr %285[%286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %288 = llvm.load %287 : !llvm.ptr<3> -> f32
        %289 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_295 = arith.constant 22528 : i64
        %290 = llvm.getelementptr %289[%c22528_i64_295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c73_i64 = arith.constant 73 : i64
        %291 = arith.addi %49, %c73_i64 : i64
        %292 = llvm.getelementptr %290[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %293 = llvm.load %292 : !llvm.ptr<3> -> f32
        %294 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_296 = arith.constant 22528 : i64
        %295 = llvm.getelementptr %294[%c22528_i64_296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c74_i64 = arith.constant 74 : i64
        %296 = arith.addi %49, %c74_i64 : i64
        %297 = llvm.getelementptr %295[%296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %298 = llvm.load %297 : !llvm.ptr<3> -> f32
        %299 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_297 = arith.constant 22528 : i64
        %300 = llvm.getelementptr %299[%c22528_i64_297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c75_i64 = arith.constant 75 : i64
        %301 = arith.addi %49, %c75_i64 : i64
        %302 = llvm.getelementptr %300[%301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %303 = llvm.load %302 : !llvm.ptr<3> -> f32
        %304 = memref.load %alloca[] : memref<f32>
        %305 = llvm.intr.fma(%263, %268, %304) : (f32, f32, f32) -> f32
        memref.store %305, %alloca[] : memref<f32>
        %306 = memref.load %alloca_55[] : memref<f32>
        %307 = llvm.intr.fma(%263, %273, %306) : (f32, f32, f32) -> f32
        memref.store %307, %alloca_55[] : memref<f32>
        %308 = memref.load %alloca_56[] : memref<f32>
        %309 = llvm.intr.fma(%263, %278, %308) : (f32, f32, f32) -> f32
        memref.store %309, %alloca_56[] : memref<f32>
        %310 = memref.load %alloca_57[] : memref<f32>
        %311 = llvm.intr.fma(%263, %283, %310) : (f32, f32, f32) -> f32
        memref.store %311, %alloca_57[] : memref<f32>
        %312 = memref.load %alloca_58[] : memref<f32>
        %313 = llvm.intr.fma(%263, %288, %312) : (f32, f32, f32) -> f32
        memref.store %313, %alloca_58[] : memref<f32>
        %314 = memref.load %alloca_59[] : memref<f32>
        %315 = llvm.intr.fma(%263, %293, %314) : (f32, f32, f32) -> f32
        memref.store %315, %alloca_59[] : memref<f32>
        %316 = memref.load %alloca_60[] : memref<f32>
        %317 = llvm.intr.fma(%263, %298, %316) : (f32, f32, f32) -> f32
        memref.store %317, %alloca_60[] : memref<f32>
        %318 = memref.load %alloca_61[] : memref<f32>
        %319 = llvm.intr.fma(%263, %303, %318) : (f32, f32, f32) -> f32
        memref.store %319, %alloca_61[] : memref<f32>
        %320 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_298 = arith.constant 18432 : i64
        %321 = llvm.getelementptr %320[%c18432_i64_298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64 = arith.constant 128 : i64
        %322 = arith.addi %47, %c128_i64 : i64
        %323 = llvm.getelementptr %321[%322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %324 = llvm.load %323 : !llvm.ptr<3> -> f32
        %325 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_299 = arith.constant 22528 : i64
        %326 = llvm.getelementptr %325[%c22528_i64_299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c136_i64 = arith.constant 136 : i64
        %327 = arith.addi %49, %c136_i64 : i64
        %328 = llvm.getelementptr %326[%327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %329 = llvm.load %328 : !llvm.ptr<3> -> f32
        %330 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_300 = arith.constant 22528 : i64
        %331 = llvm.getelementptr %330[%c22528_i64_300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c137_i64 = arith.constant 137 : i64
        %332 = arith.addi %49, %c137_i64 : i64
        %333 = llvm.getelementptr %331[%332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %334 = llvm.load %333 : !llvm.ptr<3> -> f32
        %335 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_301 = arith.constant 22528 : i64
        %336 = llvm.getelementptr %335[%c22528_i64_301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c138_i64 = arith.constant 138 : i64
        %337 = arith.addi %49, %c138_i64 : i64
        %338 = llvm.getelementptr %336[%337] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %339 = llvm.load %338 : !llvm.ptr<3> -> f32
        %340 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_302 = arith.constant 22528 : i64
        %341 = llvm.getelementptr %340[%c22528_i64_302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c139_i64 = arith.constant 139 : i64
        %342 = arith.addi %49, %c139_i64 : i64
        %343 = llvm.getelementptr %341[%342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %344 = llvm.load %343 : !llvm.ptr<3> -> f32
        %345 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_303 = arith.constant 22528 : i64
        %346 = llvm.getelementptr %345[%c22528_i64_303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c140_i64 = arith.constant 140 : i64
        %347 = arith.addi %49, %c140_i64 : i64
        %348 = llvm.getelementptr %346[%347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %349 = llvm.load %348 : !llvm.ptr<3> -> f32
        %350 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_304 = arith.constant 22528 : i64
        %351 = llvm.getelementptr %350[%c22528_i64_304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c141_i64 = arith.constant 141 : i64
        %352 = arith.addi %49, %c141_i64 : i64
        %353 = llvm.getelementptr %351[%352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %354 = llvm.load %353 : !llvm.ptr<3> -> f32
        %355 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_305 = arith.constant 22528 : i64
        %356 = llvm.getelementptr %355[%c22528_i64_305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c142_i64 = arith.constant 142 : i64
        %357 = arith.addi %49, %c142_i64 : i64
        %358 = llvm.getelementptr %356[%357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %359 = llvm.load %358 : !llvm.ptr<3> -> f32
        %360 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_306 = arith.constant 22528 : i64
        %361 = llvm.getelementptr %360[%c22528_i64_306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c143_i64 = arith.constant 143 : i64
        %362 = arith.addi %49, %c143_i64 : i64
        %363 = llvm.getelementptr %361[%362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %364 = llvm.load %363 : !llvm.ptr<3> -> f32
        %365 = memref.load %alloca[] : memref<f32>
        %366 = llvm.intr.fma(%324, %329, %365) : (f32, f32, f32) -> f32
        memref.store %366, %alloca[] : memref<f32>
        %367 = memref.load %alloca_55[] : memref<f32>
        %368 = llvm.intr.fma(%324, %334, %367) : (f32, f32, f32) -> f32
        memref.store %368, %alloca_55[] : memref<f32>
        %369 = memref.load %alloca_56[] : memref<f32>
        %370 = llvm.intr.fma(%324, %339, %369) : (f32, f32, f32) -> f32
        memref.store %370, %alloca_56[] : memref<f32>
        %371 = memref.load %alloca_57[] : memref<f32>
        %372 = llvm.intr.fma(%324, %344, %371) : (f32, f32, f32) -> f32
        memref.store %372, %alloca_57[] : memref<f32>
        %373 = memref.load %alloca_58[] : memref<f32>
        %374 = llvm.intr.fma(%324, %349, %373) : (f32, f32, f32) -> f32
        memref.store %374, %alloca_58[] : memref<f32>
        %375 = memref.load %alloca_59[] : memref<f32>
        %376 = llvm.intr.fma(%324, %354, %375) : (f32, f32, f32) -> f32
        memref.store %376, %alloca_59[] : memref<f32>
        %377 = memref.load %alloca_60[] : memref<f32>
        %378 = llvm.intr.fma(%324, %359, %377) : (f32, f32, f32) -> f32
        memref.store %378, %alloca_60[] : memref<f32>
        %379 = memref.load %alloca_61[] : memref<f32>
        %380 = llvm.intr.fma(%324, %364, %379) : (f32, f32, f32) -> f32
        memref.store %380, %alloca_61[] : memref<f32>
        %381 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_307 = arith.constant 18432 : i64
        %382 = llvm.getelementptr %381[%c18432_i64_307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c192_i64 = arith.constant 192 : i64
        %383 = arith.addi %47, %c192_i64 : i64
        %384 = llvm.getelementptr %382[%383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %385 = llvm.load %384 : !llvm.ptr<3> -> f32
        %386 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_308 = arith.constant 22528 : i64
        %387 = llvm.getelementptr %386[%c22528_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c204_i64 = arith.constant 204 : i64
        %388 = arith.addi %49, %c204_i64 : i64
        %389 = llvm.getelementptr %387[%388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %390 = llvm.load %389 : !llvm.ptr<3> -> f32
        %391 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_309 = arith.constant 22528 : i64
        %392 = llvm.getelementptr %391[%c22528_i64_309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c205_i64 = arith.constant 205 : i64
        %393 = arith.addi %49, %c205_i64 : i64
        %394 = llvm.getelementptr %392[%393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %395 = llvm.load %394 : !llvm.ptr<3> -> f32
        %396 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_310 = arith.constant 22528 : i64
        %397 = llvm.getelementptr %396[%c22528_i64_310] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c206_i64 = arith.constant 206 : i64
        %398 = arith.addi %49, %c206_i64 : i64
        %399 = llvm.getelementptr %397[%398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %400 = llvm.load %399 : !llvm.ptr<3> -> f32
        %401 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_311 = arith.constant 22528 : i64
        %402 = llvm.getelementptr %401[%c22528_i64_311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c207_i64 = arith.constant 207 : i64
        %403 = arith.addi %49, %c207_i64 : i64
        %404 = llvm.getelementptr %402[%403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %405 = llvm.load %404 : !llvm.ptr<3> -> f32
        %406 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_312 = arith.constant 22528 : i64
        %407 = llvm.getelementptr %406[%c22528_i64_312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c208_i64 = arith.constant 208 : i64
        %408 = arith.addi %49, %c208_i64 : i64
        %409 = llvm.getelementptr %407[%408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %410 = llvm.load %409 : !llvm.ptr<3> -> f32
        %411 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_313 = arith.constant 22528 : i64
        %412 = llvm.getelementptr %411[%c22528_i64_313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c209_i64 = arith.constant 209 : i64
        %413 = arith.addi %49, %c209_i64 : i64
        %414 = llvm.getelementptr %412[%413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %415 = llvm.load %414 : !llvm.ptr<3> -> f32
        %416 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_314 = arith.constant 22528 : i64
        %417 = llvm.getelementptr %416[%c22528_i64_314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c210_i64 = arith.constant 210 : i64
        %418 = arith.addi %49, %c210_i64 : i64
        %419 = llvm.getelementptr %417[%418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %420 = llvm.load %419 : !llvm.ptr<3> -> f32
        %421 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_315 = arith.constant 22528 : i64
        %422 = llvm.getelementptr %421[%c22528_i64_315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c211_i64 = arith.constant 211 : i64
        %423 = arith.addi %49, %c211_i64 : i64
        %424 = llvm.getelementptr %422[%423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %425 = llvm.load %424 : !llvm.ptr<3> -> f32
        %426 = memref.load %alloca[] : memref<f32>
        %427 = llvm.intr.fma(%385, %390, %426) : (f32, f32, f32) -> f32
        memref.store %427, %alloca[] : memref<f32>
        %428 = memref.load %alloca_55[] : memref<f32>
        %429 = llvm.intr.fma(%385, %395, %428) : (f32, f32, f32) -> f32
        memref.store %429, %alloca_55[] : memref<f32>
        %430 = memref.load %alloca_56[] : memref<f32>
        %431 = llvm.intr.fma(%385, %400, %430) : (f32, f32, f32) -> f32
        memref.store %431, %alloca_56[] : memref<f32>
        %432 = memref.load %alloca_57[] : memref<f32>
        %433 = llvm.intr.fma(%385, %405, %432) : (f32, f32, f32) -> f32
        memref.store %433, %alloca_57[] : memref<f32>
        %434 = memref.load %alloca_58[] : memref<f32>
        %435 = llvm.intr.fma(%385, %410, %434) : (f32, f32, f32) -> f32
        memref.store %435, %alloca_58[] : memref<f32>
        %436 = memref.load %alloca_59[] : memref<f32>
        %437 = llvm.intr.fma(%385, %415, %436) : (f32, f32, f32) -> f32
        memref.store %437, %alloca_59[] : memref<f32>
        %438 = memref.load %alloca_60[] : memref<f32>
        %439 = llvm.intr.fma(%385, %420, %438) : (f32, f32, f32) -> f32
        memref.store %439, %alloca_60[] : memref<f32>
        %440 = memref.load %alloca_61[] : memref<f32>
        %441 = llvm.intr.fma(%385, %425, %440) : (f32, f32, f32) -> f32
        memref.store %441, %alloca_61[] : memref<f32>
        %442 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_316 = arith.constant 18432 : i64
        %443 = llvm.getelementptr %442[%c18432_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c256_i64 = arith.constant 256 : i64
        %444 = arith.addi %47, %c256_i64 : i64
        %445 = llvm.getelementptr %443[%444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %446 = llvm.load %445 : !llvm.ptr<3> -> f32
        %447 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_317 = arith.constant 22528 : i64
        %448 = llvm.getelementptr %447[%c22528_i64_317] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c272_i64 = arith.constant 272 : i64
        %449 = arith.addi %49, %c272_i64 : i64
        %450 = llvm.getelementptr %448[%449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %451 = llvm.load %450 : !llvm.ptr<3> -> f32
        %452 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_318 = arith.constant 22528 : i64
        %453 = llvm.getelementptr %452[%c22528_i64_318] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c273_i64 = arith.constant 273 : i64
        %454 = arith.addi %49, %c273_i64 : i64
        %455 = llvm.getelementptr %453[%454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %456 = llvm.load %455 : !llvm.ptr<3> -> f32
        %457 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_319 = arith.constant 22528 : i64
        %458 = llvm.getelementptr %457[%c22528_i64_319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c274_i64 = arith.constant 274 : i64
        %459 = arith.addi %49, %c274_i64 : i64
        %460 = llvm.getelementptr %458[%459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %461 = llvm.load %460 : !llvm.ptr<3> -> f32
        %462 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_320 = arith.constant 22528 : i64
        %463 = llvm.getelementptr %462[%c22528_i64_320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c275_i64 = arith.constant 275 : i64
        %464 = arith.addi %49, %c275_i64 : i64
        %465 = llvm.getelementptr %463[%464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %466 = llvm.load %465 : !llvm.ptr<3> -> f32
        %467 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_321 = arith.constant 22528 : i64
        %468 = llvm.getelementptr %467[%c22528_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c276_i64 = arith.constant 276 : i64
        %469 = arith.addi %49, %c276_i64 : i64
        %470 = llvm.getelementptr %468[%469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %471 = llvm.load %470 : !llvm.ptr<3> -> f32
        %472 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_322 = arith.constant 22528 : i64
        %473 = llvm.getelementptr %472[%c22528_i64_322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c277_i64 = arith.constant 277 : i64
        %474 = arith.addi %49, %c277_i64 : i64
        %475 = llvm.getelementptr %473[%474] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %476 = llvm.load %475 : !llvm.ptr<3> -> f32
        %477 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_323 = arith.constant 22528 : i64
        %478 = llvm.getelementptr %477[%c22528_i64_323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c278_i64 = arith.constant 278 : i64
        %479 = arith.addi %49, %c278_i64 : i64
        %480 = llvm.getelementptr %478[%479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %481 = llvm.load %480 : !llvm.ptr<3> -> f32
        %482 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_324 = arith.constant 22528 : i64
        %483 = llvm.getelementptr %482[%c22528_i64_324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c279_i64 = arith.constant 279 : i64
        %484 = arith.addi %49, %c279_i64 : i64
        %485 = llvm.getelementptr %483[%484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %486 = llvm.load %485 : !llvm.ptr<3> -> f32
        %487 = memref.load %alloca[] : memref<f32>
        %488 = llvm.intr.fma(%446, %451, %487) : (f32, f32, f32) -> f32
        memref.store %488, %alloca[] : memref<f32>
        %489 = memref.load %alloca_55[] : memref<f32>
        %490 = llvm.intr.fma(%446, %456, %489) : (f32, f32, f32) -> f32
        memref.store %490, %alloca_55[] : memref<f32>
        %491 = memref.load %alloca_56[] : memref<f32>
        %492 = llvm.intr.fma(%446, %461, %491) : (f32, f32, f32) -> f32
        memref.store %492, %alloca_56[] : memref<f32>
        %493 = memref.load %alloca_57[] : memref<f32>
        %494 = llvm.intr.fma(%446, %466, %493) : (f32, f32, f32) -> f32
        memref.store %494, %alloca_57[] : memref<f32>
        %495 = memref.load %alloca_58[] : memref<f32>
        %496 = llvm.intr.fma(%446, %471, %495) : (f32, f32, f32) -> f32
        memref.store %496, %alloca_58[] : memref<f32>
        %497 = memref.load %alloca_59[] : memref<f32>
        %498 = llvm.intr.fma(%446, %476, %497) : (f32, f32, f32) -> f32
        memref.store %498, %alloca_59[] : memref<f32>
        %499 = memref.load %alloca_60[] : memref<f32>
        %500 = llvm.intr.fma(%446, %481, %499) : (f32, f32, f32) -> f32
        memref.store %500, %alloca_60[] : memref<f32>
        %501 = memref.load %alloca_61[] : memref<f32>
        %502 = llvm.intr.fma(%446, %486, %501) : (f32, f32, f32) -> f32
        memref.store %502, %alloca_61[] : memref<f32>
        %503 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_325 = arith.constant 18432 : i64
        %504 = llvm.getelementptr %503[%c18432_i64_325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c320_i64 = arith.constant 320 : i64
        %505 = arith.addi %47, %c320_i64 : i64
        %506 = llvm.getelementptr %504[%505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %507 = llvm.load %506 : !llvm.ptr<3> -> f32
        %508 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_326 = arith.constant 22528 : i64
        %509 = llvm.getelementptr %508[%c22528_i64_326] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c340_i64 = arith.constant 340 : i64
        %510 = arith.addi %49, %c340_i64 : i64
        %511 = llvm.getelementptr %509[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %512 = llvm.load %511 : !llvm.ptr<3> -> f32
        %513 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_327 = arith.constant 22528 : i64
        %514 = llvm.getelementptr %513[%c22528_i64_327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c341_i64 = arith.constant 341 : i64
        %515 = arith.addi %49, %c341_i64 : i64
        %516 = llvm.getelementptr %514[%515] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %517 = llvm.load %516 : !llvm.ptr<3> -> f32
        %518 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_328 = arith.constant 22528 : i64
        %519 = llvm.getelementptr %518[%c22528_i64_328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c342_i64 = arith.constant 342 : i64
        %520 = arith.addi %49, %c342_i64 : i64
        %521 = llvm.getelementptr %519[%520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %522 = llvm.load %521 : !llvm.ptr<3> -> f32
        %523 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_329 = arith.constant 22528 : i64
        %524 = llvm.getelementptr %523[%c22528_i64_329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c343_i64 = arith.constant 343 : i64
        %525 = arith.addi %49, %c343_i64 : i64
        %526 = llvm.getelementptr %524[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %527 = llvm.load %526 : !llvm.ptr<3> -> f32
        %528 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_330 = arith.constant 22528 : i64
        %529 = llvm.getelementptr %528[%c22528_i64_330] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c344_i64 = arith.constant 344 : i64
        %530 = arith.addi %49, %c344_i64 : i64
        %531 = llvm.getelementptr %529[%530] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %532 = llvm.load %531 : !llvm.ptr<3> -> f32
        %533 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_331 = arith.constant 22528 : i64
        %534 = llvm.getelementptr %533[%c22528_i64_331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c345_i64 = arith.constant 345 : i64
        %535 = arith.addi %49, %c345_i64 : i64
        %536 = llvm.getelementptr %534[%535] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %537 = llvm.load %536 : !llvm.ptr<3> -> f32
        %538 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_332 = arith.constant 22528 : i64
        %539 = llvm.getelementptr %538[%c22528_i64_332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c346_i64 = arith.constant 346 : i64
        %540 = arith.addi %49, %c346_i64 : i64
        %541 = llvm.getelementptr %539[%540] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %542 = llvm.load %541 : !llvm.ptr<3> -> f32
        %543 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_333 = arith.constant 22528 : i64
        %544 = llvm.getelementptr %543[%c22528_i64_333] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c347_i64 = arith.constant 347 : i64
        %545 = arith.addi %49, %c347_i64 : i64
        %546 = llvm.getelementptr %544[%545] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %547 = llvm.load %546 : !llvm.ptr<3> -> f32
        %548 = memref.load %alloca[] : memref<f32>
        %549 = llvm.intr.fma(%507, %512, %548) : (f32, f32, f32) -> f32
        memref.store %549, %alloca[] : memref<f32>
        %550 = memref.load %alloca_55[] : memref<f32>
        %551 = llvm.intr.fma(%507, %517, %550) : (f32, f32, f32) -> f32
        memref.store %551, %alloca_55[] : memref<f32>
        %552 = memref.load %alloca_56[] : memref<f32>
        %553 = llvm.intr.fma(%507, %522, %552) : (f32, f32, f32) -> f32
        memref.store %553, %alloca_56[] : memref<f32>
        %554 = memref.load %alloca_57[] : memref<f32>
        %555 = llvm.intr.fma(%507, %527, %554) : (f32, f32, f32) -> f32
        memref.store %555, %alloca_57[] : memref<f32>
        %556 = memref.load %alloca_58[] : memref<f32>
        %557 = llvm.intr.fma(%507, %532, %556) : (f32, f32, f32) -> f32
        memref.store %557, %alloca_58[] : memref<f32>
        %558 = memref.load %alloca_59[] : memref<f32>
        %559 = llvm.intr.fma(%507, %537, %558) : (f32, f32, f32) -> f32
        memref.store %559, %alloca_59[] : memref<f32>
        %560 = memref.load %alloca_60[] : memref<f32>
        %561 = llvm.intr.fma(%507, %542, %560) : (f32, f32, f32) -> f32
        memref.store %561, %alloca_60[] : memref<f32>
        %562 = memref.load %alloca_61[] : memref<f32>
        %563 = llvm.intr.fma(%507, %547, %562) : (f32, f32, f32) -> f32
        memref.store %563, %alloca_61[] : memref<f32>
        %564 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_334 = arith.constant 18432 : i64
        %565 = llvm.getelementptr %564[%c18432_i64_334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c384_i64 = arith.constant 384 : i64
        %566 = arith.addi %47, %c384_i64 : i64
        %567 = llvm.getelementptr %565[%566] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %568 = llvm.load %567 : !llvm.ptr<3> -> f32
        %569 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_335 = arith.constant 22528 : i64
        %570 = llvm.getelementptr %569[%c22528_i64_335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c408_i64 = arith.constant 408 : i64
        %571 = arith.addi %49, %c408_i64 : i64
        %572 = llvm.getelementptr %570[%571] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %573 = llvm.load %572 : !llvm.ptr<3> -> f32
        %574 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_336 = arith.constant 22528 : i64
        %575 = llvm.getelementptr %574[%c22528_i64_336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c409_i64 = arith.constant 409 : i64
        %576 = arith.addi %49, %c409_i64 : i64
        %577 = llvm.getelementptr %575[%576] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %578 = llvm.load %577 : !llvm.ptr<3> -> f32
        %579 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_337 = arith.constant 22528 : i64
        %580 = llvm.getelementptr %579[%c22528_i64_337] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c410_i64 = arith.constant 410 : i64
        %581 = arith.addi %49, %c410_i64 : i64
        %582 = llvm.getelementptr %580[%581] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %583 = llvm.load %582 : !llvm.ptr<3> -> f32
        %584 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_338 = arith.constant 22528 : i64
        %585 = llvm.getelementptr %584[%c22528_i64_338] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c411_i64 = arith.constant 411 : i64
        %586 = arith.addi %49, %c411_i64 : i64
        %587 = llvm.getelementptr %585[%586] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %588 = llvm.load %587 : !llvm.ptr<3> -> f32
        %589 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_339 = arith.constant 22528 : i64
        %590 = llvm.getelementptr %589[%c22528_i64_339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c412_i64 = arith.constant 412 : i64
        %591 = arith.addi %49, %c412_i64 : i64
        %592 = llvm.getelementptr %590[%591] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %593 = llvm.load %592 : !llvm.ptr<3> -> f32
        %594 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_340 = arith.constant 22528 : i64
        %595 = llvm.getelementptr %594[%c22528_i64_340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c413_i64 = arith.constant 413 : i64
        %596 = arith.addi %49, %c413_i64 : i64
        %597 = llvm.getelementptr %595[%596] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %598 = llvm.load %597 : !llvm.ptr<3> -> f32
        %599 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_341 = arith.constant 22528 : i64
        %600 = llvm.getelementptr %599[%c22528_i64_341] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c414_i64 = arith.constant 414 : i64
        %601 = arith.addi %49, %c414_i64 : i64
        %602 = llvm.getelementptr %600[%601] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %603 = llvm.load %602 : !llvm.ptr<3> -> f32
        %604 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_342 = arith.constant 22528 : i64
        %605 = llvm.getelementptr %604[%c22528_i64_342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c415_i64 = arith.constant 415 : i64
        %606 = arith.addi %49, %c415_i64 : i64
        %607 = llvm.getelementptr %605[%606] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %608 = llvm.load %607 : !llvm.ptr<3> -> f32
        %609 = memref.load %alloca[] : memref<f32>
        %610 = llvm.intr.fma(%568, %573, %609) : (f32, f32, f32) -> f32
        memref.store %610, %alloca[] : memref<f32>
        %611 = memref.load %alloca_55[] : memref<f32>
        %612 = llvm.intr.fma(%568, %578, %611) : (f32, f32, f32) -> f32
        memref.store %612, %alloca_55[] : memref<f32>
        %613 = memref.load %alloca_56[] : memref<f32>
        %614 = llvm.intr.fma(%568, %583, %613) : (f32, f32, f32) -> f32
        memref.store %614, %alloca_56[] : memref<f32>
        %615 = memref.load %alloca_57[] : memref<f32>
        %616 = llvm.intr.fma(%568, %588, %615) : (f32, f32, f32) -> f32
        memref.store %616, %alloca_57[] : memref<f32>
        %617 = memref.load %alloca_58[] : memref<f32>
        %618 = llvm.intr.fma(%568, %593, %617) : (f32, f32, f32) -> f32
        memref.store %618, %alloca_58[] : memref<f32>
        %619 = memref.load %alloca_59[] : memref<f32>
        %620 = llvm.intr.fma(%568, %598, %619) : (f32, f32, f32) -> f32
        memref.store %620, %alloca_59[] : memref<f32>
        %621 = memref.load %alloca_60[] : memref<f32>
        %622 = llvm.intr.fma(%568, %603, %621) : (f32, f32, f32) -> f32
        memref.store %622, %alloca_60[] : memref<f32>
        %623 = memref.load %alloca_61[] : memref<f32>
        %624 = llvm.intr.fma(%568, %608, %623) : (f32, f32, f32) -> f32
        memref.store %624, %alloca_61[] : memref<f32>
        %625 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_343 = arith.constant 18432 : i64
        %626 = llvm.getelementptr %625[%c18432_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c448_i64 = arith.constant 448 : i64
        %627 = arith.addi %47, %c448_i64 : i64
        %628 = llvm.getelementptr %626[%627] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %629 = llvm.load %628 : !llvm.ptr<3> -> f32
        %630 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_344 = arith.constant 22528 : i64
        %631 = llvm.getelementptr %630[%c22528_i64_344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c476_i64 = arith.constant 476 : i64
        %632 = arith.addi %49, %c476_i64 : i64
        %633 = llvm.getelementptr %631[%632] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %634 = llvm.load %633 : !llvm.ptr<3> -> f32
        %635 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_345 = arith.constant 22528 : i64
        %636 = llvm.getelementptr %635[%c22528_i64_345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c477_i64 = arith.constant 477 : i64
        %637 = arith.addi %49, %c477_i64 : i64
        %638 = llvm.getelementptr %636[%637] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %639 = llvm.load %638 : !llvm.ptr<3> -> f32
        %640 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_346 = arith.constant 22528 : i64
        %641 = llvm.getelementptr %640[%c22528_i64_346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c478_i64 = arith.constant 478 : i64
        %642 = arith.addi %49, %c478_i64 : i64
        %643 = llvm.getelementptr %641[%642] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %644 = llvm.load %643 : !llvm.ptr<3> -> f32
        %645 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_347 = arith.constant 22528 : i64
        %646 = llvm.getelementptr %645[%c22528_i64_347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c479_i64 = arith.constant 479 : i64
        %647 = arith.addi %49, %c479_i64 : i64
        %648 = llvm.getelementptr %646[%647] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %649 = llvm.load %648 : !llvm.ptr<3> -> f32
        %650 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_348 = arith.constant 22528 : i64
        %651 = llvm.getelementptr %650[%c22528_i64_348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c480_i64 = arith.constant 480 : i64
        %652 = arith.addi %49, %c480_i64 : i64
        %653 = llvm.getelementptr %651[%652] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %654 = llvm.load %653 : !llvm.ptr<3> -> f32
        %655 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_349 = arith.constant 22528 : i64
        %656 = llvm.getelementptr %655[%c22528_i64_349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c481_i64 = arith.constant 481 : i64
        %657 = arith.addi %49, %c481_i64 : i64
        %658 = llvm.getelementptr %656[%657] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %659 = llvm.load %658 : !llvm.ptr<3> -> f32
        %660 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_350 = arith.constant 22528 : i64
        %661 = llvm.getelementptr %660[%c22528_i64_350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c482_i64 = arith.constant 482 : i64
        %662 = arith.addi %49, %c482_i64 : i64
        %663 = llvm.getelementptr %661[%662] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %664 = llvm.load %663 : !llvm.ptr<3> -> f32
        %665 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_351 = arith.constant 22528 : i64
        %666 = llvm.getelementptr %665[%c22528_i64_351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %667 = arith.addi %49, %c483_i64 : i64
        %668 = llvm.getelementptr %666[%667] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %669 = llvm.load %668 : !llvm.ptr<3> -> f32
        %670 = memref.load %alloca[] : memref<f32>
        %671 = llvm.intr.fma(%629, %634, %670) : (f32, f32, f32) -> f32
        memref.store %671, %alloca[] : memref<f32>
        %672 = memref.load %alloca_55[] : memref<f32>
        %673 = llvm.intr.fma(%629, %639, %672) : (f32, f32, f32) -> f32
        memref.store %673, %alloca_55[] : memref<f32>
        %674 = memref.load %alloca_56[] : memref<f32>
        %675 = llvm.intr.fma(%629, %644, %674) : (f32, f32, f32) -> f32
        memref.store %675, %alloca_56[] : memref<f32>
        %676 = memref.load %alloca_57[] : memref<f32>
        %677 = llvm.intr.fma(%629, %649, %676) : (f32, f32, f32) -> f32
        memref.store %677, %alloca_57[] : memref<f32>
        %678 = memref.load %alloca_58[] : memref<f32>
        %679 = llvm.intr.fma(%629, %654, %678) : (f32, f32, f32) -> f32
        memref.store %679, %alloca_58[] : memref<f32>
        %680 = memref.load %alloca_59[] : memref<f32>
        %681 = llvm.intr.fma(%629, %659, %680) : (f32, f32, f32) -> f32
        memref.store %681, %alloca_59[] : memref<f32>
        %682 = memref.load %alloca_60[] : memref<f32>
        %683 = llvm.intr.fma(%629, %664, %682) : (f32, f32, f32) -> f32
        memref.store %683, %alloca_60[] : memref<f32>
        %684 = memref.load %alloca_61[] : memref<f32>
        %685 = llvm.intr.fma(%629, %669, %684) : (f32, f32, f32) -> f32
        memref.store %685, %alloca_61[] : memref<f32>
        %686 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_352 = arith.constant 18432 : i64
        %687 = llvm.getelementptr %686[%c18432_i64_352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c512_i64_353 = arith.constant 512 : i64
        %688 = arith.addi %47, %c512_i64_353 : i64
        %689 = llvm.getelementptr %687[%688] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %690 = llvm.load %689 : !llvm.ptr<3> -> f32
        %691 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_354 = arith.constant 22528 : i64
        %692 = llvm.getelementptr %691[%c22528_i64_354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c544_i64 = arith.constant 544 : i64
        %693 = arith.addi %49, %c544_i64 : i64
        %694 = llvm.getelementptr %692[%693] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %695 = llvm.load %694 : !llvm.ptr<3> -> f32
        %696 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_355 = arith.constant 22528 : i64
        %697 = llvm.getelementptr %696[%c22528_i64_355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c545_i64 = arith.constant 545 : i64
        %698 = arith.addi %49, %c545_i64 : i64
        %699 = llvm.getelementptr %697[%698] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %700 = llvm.load %699 : !llvm.ptr<3> -> f32
        %701 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_356 = arith.constant 22528 : i64
        %702 = llvm.getelementptr %701[%c22528_i64_356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c546_i64 = arith.constant 546 : i64
        %703 = arith.addi %49, %c546_i64 : i64
        %704 = llvm.getelementptr %702[%703] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %705 = llvm.load %704 : !llvm.ptr<3> -> f32
        %706 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_357 = arith.constant 22528 : i64
        %707 = llvm.getelementptr %706[%c22528_i64_357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c547_i64 = arith.constant 547 : i64
        %708 = arith.addi %49, %c547_i64 : i64
        %709 = llvm.getelementptr %707[%708] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %710 = llvm.load %709 : !llvm.ptr<3> -> f32
        %711 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_358 = arith.constant 22528 : i64
        %712 = llvm.getelementptr %711[%c22528_i64_358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %713 = arith.addi %49, %c548_i64 : i64
        %714 = llvm.getelementptr %712[%713] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %715 = llvm.load %714 : !llvm.ptr<3> -> f32
        %716 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_359 = arith.constant 22528 : i64
        %717 = llvm.getelementptr %716[%c22528_i64_359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c549_i64 = arith.constant 549 : i64
        %718 = arith.addi %49, %c549_i64 : i64
        %719 = llvm.getelementptr %717[%718] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %720 = llvm.load %719 : !llvm.ptr<3> -> f32
        %721 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_360 = arith.constant 22528 : i64
        %722 = llvm.getelementptr %721[%c22528_i64_360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c550_i64 = arith.constant 550 : i64
        %723 = arith.addi %49, %c550_i64 : i64
        %724 = llvm.getelementptr %722[%723] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %725 = llvm.load %724 : !llvm.ptr<3> -> f32
        %726 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_361 = arith.constant 22528 : i64
        %727 = llvm.getelementptr %726[%c22528_i64_361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c551_i64 = arith.constant 551 : i64
        %728 = arith.addi %49, %c551_i64 : i64
        %729 = llvm.getelementptr %727[%728] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %730 = llvm.load %729 : !llvm.ptr<3> -> f32
        %731 = memref.load %alloca[] : memref<f32>
        %732 = llvm.intr.fma(%690, %695, %731) : (f32, f32, f32) -> f32
        memref.store %732, %alloca[] : memref<f32>
        %733 = memref.load %alloca_55[] : memref<f32>
        %734 = llvm.intr.fma(%690, %700, %733) : (f32, f32, f32) -> f32
        memref.store %734, %alloca_55[] : memref<f32>
        %735 = memref.load %alloca_56[] : memref<f32>
        %736 = llvm.intr.fma(%690, %705, %735) : (f32, f32, f32) -> f32
        memref.store %736, %alloca_56[] : memref<f32>
        %737 = memref.load %alloca_57[] : memref<f32>
        %738 = llvm.intr.fma(%690, %710, %737) : (f32, f32, f32) -> f32
        memref.store %738, %alloca_57[] : memref<f32>
        %739 = memref.load %alloca_58[] : memref<f32>
        %740 = llvm.intr.fma(%690, %715, %739) : (f32, f32, f32) -> f32
        memref.store %740, %alloca_58[] : memref<f32>
        %741 = memref.load %alloca_59[] : memref<f32>
        %742 = llvm.intr.fma(%690, %720, %741) : (f32, f32, f32) -> f32
        memref.store %742, %alloca_59[] : memref<f32>
        %743 = memref.load %alloca_60[] : memref<f32>
        %744 = llvm.intr.fma(%690, %725, %743) : (f32, f32, f32) -> f32
        memref.store %744, %alloca_60[] : memref<f32>
        %745 = memref.load %alloca_61[] : memref<f32>
        %746 = llvm.intr.fma(%690, %730, %745) : (f32, f32, f32) -> f32
        memref.store %746, %alloca_61[] : memref<f32>
        %747 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_362 = arith.constant 18432 : i64
        %748 = llvm.getelementptr %747[%c18432_i64_362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c576_i64_363 = arith.constant 576 : i64
        %749 = arith.addi %47, %c576_i64_363 : i64
        %750 = llvm.getelementptr %748[%749] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %751 = llvm.load %750 : !llvm.ptr<3> -> f32
        %752 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_364 = arith.constant 22528 : i64
        %753 = llvm.getelementptr %752[%c22528_i64_364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %754 = arith.addi %49, %c612_i64 : i64
        %755 = llvm.getelementptr %753[%754] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %756 = llvm.load %755 : !llvm.ptr<3> -> f32
        %757 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_365 = arith.constant 22528 : i64
        %758 = llvm.getelementptr %757[%c22528_i64_365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c613_i64 = arith.constant 613 : i64
        %759 = arith.addi %49, %c613_i64 : i64
        %760 = llvm.getelementptr %758[%759] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %761 = llvm.load %760 : !llvm.ptr<3> -> f32
        %762 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_366 = arith.constant 22528 : i64
        %763 = llvm.getelementptr %762[%c22528_i64_366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c614_i64 = arith.constant 614 : i64
        %764 = arith.addi %49, %c614_i64 : i64
        %765 = llvm.getelementptr %763[%764] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %766 = llvm.load %765 : !llvm.ptr<3> -> f32
        %767 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_367 = arith.constant 22528 : i64
        %768 = llvm.getelementptr %767[%c22528_i64_367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c615_i64 = arith.constant 615 : i64
        %769 = arith.addi %49, %c615_i64 : i64
        %770 = llvm.getelementptr %768[%769] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %771 = llvm.load %770 : !llvm.ptr<3> -> f32
        %772 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_368 = arith.constant 22528 : i64
        %773 = llvm.getelementptr %772[%c22528_i64_368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c616_i64 = arith.constant 616 : i64
        %774 = arith.addi %49, %c616_i64 : i64
        %775 = llvm.getelementptr %773[%774] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %776 = llvm.load %775 : !llvm.ptr<3> -> f32
        %777 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_369 = arith.constant 22528 : i64
        %778 = llvm.getelementptr %777[%c22528_i64_369] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c617_i64 = arith.constant 617 : i64
        %779 = arith.addi %49, %c617_i64 : i64
        %780 = llvm.getelementptr %778[%779] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %781 = llvm.load %780 : !llvm.ptr<3> -> f32
        %782 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_370 = arith.constant 22528 : i64
        %783 = llvm.getelementptr %782[%c22528_i64_370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c618_i64 = arith.constant 618 : i64
        %784 = arith.addi %49, %c618_i64 : i64
        %785 = llvm.getelementptr %783[%784] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %786 = llvm.load %785 : !llvm.ptr<3> -> f32
        %787 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_371 = arith.constant 22528 : i64
        %788 = llvm.getelementptr %787[%c22528_i64_371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c619_i64 = arith.constant 619 : i64
        %789 = arith.addi %49, %c619_i64 : i64
        %790 = llvm.getelementptr %788[%789] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %791 = llvm.load %790 : !llvm.ptr<3> -> f32
        %792 = memref.load %alloca[] : memref<f32>
        %793 = llvm.intr.fma(%751, %756, %792) : (f32, f32, f32) -> f32
        memref.store %793, %alloca[] : memref<f32>
        %794 = memref.load %alloca_55[] : memref<f32>
        %795 = llvm.intr.fma(%751, %761, %794) : (f32, f32, f32) -> f32
        memref.store %795, %alloca_55[] : memref<f32>
        %796 = memref.load %alloca_56[] : memref<f32>
        %797 = llvm.intr.fma(%751, %766, %796) : (f32, f32, f32) -> f32
        memref.store %797, %alloca_56[] : memref<f32>
        %798 = memref.load %alloca_57[] : memref<f32>
        %799 = llvm.intr.fma(%751, %771, %798) : (f32, f32, f32) -> f32
        memref.store %799, %alloca_57[] : memref<f32>
        %800 = memref.load %alloca_58[] : memref<f32>
        %801 = llvm.intr.fma(%751, %776, %800) : (f32, f32, f32) -> f32
        memref.store %801, %alloca_58[] : memref<f32>
        %802 = memref.load %alloca_59[] : memref<f32>
        %803 = llvm.intr.fma(%751, %781, %802) : (f32, f32, f32) -> f32
        memref.store %803, %alloca_59[] : memref<f32>
        %804 = memref.load %alloca_60[] : memref<f32>
        %805 = llvm.intr.fma(%751, %786, %804) : (f32, f32, f32) -> f32
        memref.store %805, %alloca_60[] : memref<f32>
        %806 = memref.load %alloca_61[] : memref<f32>
        %807 = llvm.intr.fma(%751, %791, %806) : (f32, f32, f32) -> f32
        memref.store %807, %alloca_61[] : memref<f32>
        %808 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_372 = arith.constant 18432 : i64
        %809 = llvm.getelementptr %808[%c18432_i64_372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c640_i64 = arith.constant 640 : i64
        %810 = arith.addi %47, %c640_i64 : i64
        %811 = llvm.getelementptr %809[%810] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %812 = llvm.load %811 : !llvm.ptr<3> -> f32
        %813 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_373 = arith.constant 22528 : i64
        %814 = llvm.getelementptr %813[%c22528_i64_373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c680_i64 = arith.constant 680 : i64
        %815 = arith.addi %49, %c680_i64 : i64
        %816 = llvm.getelementptr %814[%815] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %817 = llvm.load %816 : !llvm.ptr<3> -> f32
        %818 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_374 = arith.constant 22528 : i64
        %819 = llvm.getelementptr %818[%c22528_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c681_i64 = arith.constant 681 : i64
        %820 = arith.addi %49, %c681_i64 : i64
        %821 = llvm.getelementptr %819[%820] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %822 = llvm.load %821 : !llvm.ptr<3> -> f32
        %823 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_375 = arith.constant 22528 : i64
        %824 = llvm.getelementptr %823[%c22528_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c682_i64 = arith.constant 682 : i64
        %825 = arith.addi %49, %c682_i64 : i64
        %826 = llvm.getelementptr %824[%825] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %827 = llvm.load %826 : !llvm.ptr<3> -> f32
        %828 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_376 = arith.constant 22528 : i64
        %829 = llvm.getelementptr %828[%c22528_i64_376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c683_i64 = arith.constant 683 : i64
        %830 = arith.addi %49, %c683_i64 : i64
        %831 = llvm.getelementptr %829[%830] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %832 = llvm.load %831 : !llvm.ptr<3> -> f32
        %833 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_377 = arith.constant 22528 : i64
        %834 = llvm.getelementptr %833[%c22528_i64_377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c684_i64 = arith.constant 684 : i64
        %835 = arith.addi %49, %c684_i64 : i64
        %836 = llvm.getelementptr %834[%835] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %837 = llvm.load %836 : !llvm.ptr<3> -> f32
        %838 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_378 = arith.constant 22528 : i64
        %839 = llvm.getelementptr %838[%c22528_i64_378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c685_i64 = arith.constant 685 : i64
        %840 = arith.addi %49, %c685_i64 : i64
        %841 = llvm.getelementptr %839[%840] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %842 = llvm.load %841 : !llvm.ptr<3> -> f32
        %843 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_379 = arith.constant 22528 : i64
        %844 = llvm.getelementptr %843[%c22528_i64_379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c686_i64 = arith.constant 686 : i64
        %845 = arith.addi %49, %c686_i64 : i64
        %846 = llvm.getelementptr %844[%845] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %847 = llvm.load %846 : !llvm.ptr<3> -> f32
        %848 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_380 = arith.constant 22528 : i64
        %849 = llvm.getelementptr %848[%c22528_i64_380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c687_i64 = arith.constant 687 : i64
        %850 = arith.addi %49, %c687_i64 : i64
        %851 = llvm.getelementptr %849[%850] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %852 = llvm.load %851 : !llvm.ptr<3> -> f32
        %853 = memref.load %alloca[] : memref<f32>
        %854 = llvm.intr.fma(%812, %817, %853) : (f32, f32, f32) -> f32
        memref.store %854, %alloca[] : memref<f32>
        %855 = memref.load %alloca_55[] : memref<f32>
        %856 = llvm.intr.fma(%812, %822, %855) : (f32, f32, f32) -> f32
        memref.store %856, %alloca_55[] : memref<f32>
        %857 = memref.load %alloca_56[] : memref<f32>
        %858 = llvm.intr.fma(%812, %827, %857) : (f32, f32, f32) -> f32
        memref.store %858, %alloca_56[] : memref<f32>
        %859 = memref.load %alloca_57[] : memref<f32>
        %860 = llvm.intr.fma(%812, %832, %859) : (f32, f32, f32) -> f32
        memref.store %860, %alloca_57[] : memref<f32>
        %861 = memref.load %alloca_58[] : memref<f32>
        %862 = llvm.intr.fma(%812, %837, %861) : (f32, f32, f32) -> f32
        memref.store %862, %alloca_58[] : memref<f32>
        %863 = memref.load %alloca_59[] : memref<f32>
        %864 = llvm.intr.fma(%812, %842, %863) : (f32, f32, f32) -> f32
        memref.store %864, %alloca_59[] : memref<f32>
        %865 = memref.load %alloca_60[] : memref<f32>
        %866 = llvm.intr.fma(%812, %847, %865) : (f32, f32, f32) -> f32
        memref.store %866, %alloca_60[] : memref<f32>
        %867 = memref.load %alloca_61[] : memref<f32>
        %868 = llvm.intr.fma(%812, %852, %867) : (f32, f32, f32) -> f32
        memref.store %868, %alloca_61[] : memref<f32>
        %869 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_381 = arith.constant 18432 : i64
        %870 = llvm.getelementptr %869[%c18432_i64_381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c704_i64 = arith.constant 704 : i64
        %871 = arith.addi %47, %c704_i64 : i64
        %872 = llvm.getelementptr %870[%871] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %873 = llvm.load %872 : !llvm.ptr<3> -> f32
        %874 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_382 = arith.constant 22528 : i64
        %875 = llvm.getelementptr %874[%c22528_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c748_i64 = arith.constant 748 : i64
        %876 = arith.addi %49, %c748_i64 : i64
        %877 = llvm.getelementptr %875[%876] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %878 = llvm.load %877 : !llvm.ptr<3> -> f32
        %879 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_383 = arith.constant 22528 : i64
        %880 = llvm.getelementptr %879[%c22528_i64_383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c749_i64 = arith.constant 749 : i64
        %881 = arith.addi %49, %c749_i64 : i64
        %882 = llvm.getelementptr %880[%881] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %883 = llvm.load %882 : !llvm.ptr<3> -> f32
        %884 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_384 = arith.constant 22528 : i64
        %885 = llvm.getelementptr %884[%c22528_i64_384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c750_i64 = arith.constant 750 : i64
        %886 = arith.addi %49, %c750_i64 : i64
        %887 = llvm.getelementptr %885[%886] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %888 = llvm.load %887 : !llvm.ptr<3> -> f32
        %889 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_385 = arith.constant 22528 : i64
        %890 = llvm.getelementptr %889[%c22528_i64_385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c751_i64 = arith.constant 751 : i64
        %891 = arith.addi %49, %c751_i64 : i64
        %892 = llvm.getelementptr %890[%891] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %893 = llvm.load %892 : !llvm.ptr<3> -> f32
        %894 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_386 = arith.constant 22528 : i64
        %895 = llvm.getelementptr %894[%c22528_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c752_i64 = arith.constant 752 : i64
        %896 = arith.addi %49, %c752_i64 : i64
        %897 = llvm.getelementptr %895[%896] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %898 = llvm.load %897 : !llvm.ptr<3> -> f32
        %899 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_387 = arith.constant 22528 : i64
        %900 = llvm.getelementptr %899[%c22528_i64_387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c753_i64 = arith.constant 753 : i64
        %901 = arith.addi %49, %c753_i64 : i64
        %902 = llvm.getelementptr %900[%901] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %903 = llvm.load %902 : !llvm.ptr<3> -> f32
        %904 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_388 = arith.constant 22528 : i64
        %905 = llvm.getelementptr %904[%c22528_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c754_i64 = arith.constant 754 : i64
        %906 = arith.addi %49, %c754_i64 : i64
        %907 = llvm.getelementptr %905[%906] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %908 = llvm.load %907 : !llvm.ptr<3> -> f32
        %909 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_389 = arith.constant 22528 : i64
        %910 = llvm.getelementptr %909[%c22528_i64_389] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c755_i64 = arith.constant 755 : i64
        %911 = arith.addi %49, %c755_i64 : i64
        %912 = llvm.getelementptr %910[%911] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %913 = llvm.load %912 : !llvm.ptr<3> -> f32
        %914 = memref.load %alloca[] : memref<f32>
        %915 = llvm.intr.fma(%873, %878, %914) : (f32, f32, f32) -> f32
        memref.store %915, %alloca[] : memref<f32>
        %916 = memref.load %alloca_55[] : memref<f32>
        %917 = llvm.intr.fma(%873, %883, %916) : (f32, f32, f32) -> f32
        memref.store %917, %alloca_55[] : memref<f32>
        %918 = memref.load %alloca_56[] : memref<f32>
        %919 = llvm.intr.fma(%873, %888, %918) : (f32, f32, f32) -> f32
        memref.store %919, %alloca_56[] : memref<f32>
        %920 = memref.load %alloca_57[] : memref<f32>
        %921 = llvm.intr.fma(%873, %893, %920) : (f32, f32, f32) -> f32
        memref.store %921, %alloca_57[] : memref<f32>
        %922 = memref.load %alloca_58[] : memref<f32>
        %923 = llvm.intr.fma(%873, %898, %922) : (f32, f32, f32) -> f32
        memref.store %923, %alloca_58[] : memref<f32>
        %924 = memref.load %alloca_59[] : memref<f32>
        %925 = llvm.intr.fma(%873, %903, %924) : (f32, f32, f32) -> f32
        memref.store %925, %alloca_59[] : memref<f32>
        %926 = memref.load %alloca_60[] : memref<f32>
        %927 = llvm.intr.fma(%873, %908, %926) : (f32, f32, f32) -> f32
        memref.store %927, %alloca_60[] : memref<f32>
        %928 = memref.load %alloca_61[] : memref<f32>
        %929 = llvm.intr.fma(%873, %913, %928) : (f32, f32, f32) -> f32
        memref.store %929, %alloca_61[] : memref<f32>
        %930 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_390 = arith.constant 18432 : i64
        %931 = llvm.getelementptr %930[%c18432_i64_390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c768_i64 = arith.constant 768 : i64
        %932 = arith.addi %47, %c768_i64 : i64
        %933 = llvm.getelementptr %931[%932] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %934 = llvm.load %933 : !llvm.ptr<3> -> f32
        %935 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_391 = arith.constant 22528 : i64
        %936 = llvm.getelementptr %935[%c22528_i64_391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c816_i64 = arith.constant 816 : i64
        %937 = arith.addi %49, %c816_i64 : i64
        %938 = llvm.getelementptr %936[%937] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %939 = llvm.load %938 : !llvm.ptr<3> -> f32
        %940 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_392 = arith.constant 22528 : i64
        %941 = llvm.getelementptr %940[%c22528_i64_392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c817_i64 = arith.constant 817 : i64
        %942 = arith.addi %49, %c817_i64 : i64
        %943 = llvm.getelementptr %941[%942] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %944 = llvm.load %943 : !llvm.ptr<3> -> f32
        %945 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_393 = arith.constant 22528 : i64
        %946 = llvm.getelementptr %945[%c22528_i64_393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c818_i64 = arith.constant 818 : i64
        %947 = arith.addi %49, %c818_i64 : i64
        %948 = llvm.getelementptr %946[%947] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %949 = llvm.load %948 : !llvm.ptr<3> -> f32
        %950 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_394 = arith.constant 22528 : i64
        %951 = llvm.getelementptr %950[%c22528_i64_394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c819_i64 = arith.constant 819 : i64
        %952 = arith.addi %49, %c819_i64 : i64
        %953 = llvm.getelementptr %951[%952] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %954 = llvm.load %953 : !llvm.ptr<3> -> f32
        %955 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_395 = arith.constant 22528 : i64
        %956 = llvm.getelementptr %955[%c22528_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c820_i64 = arith.constant 820 : i64
        %957 = arith.addi %49, %c820_i64 : i64
        %958 = llvm.getelementptr %956[%957] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %959 = llvm.load %958 : !llvm.ptr<3> -> f32
        %960 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_396 = arith.constant 22528 : i64
        %961 = llvm.getelementptr %960[%c22528_i64_396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c821_i64 = arith.constant 821 : i64
        %962 = arith.addi %49, %c821_i64 : i64
        %963 = llvm.getelementptr %961[%962] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %964 = llvm.load %963 : !llvm.ptr<3> -> f32
        %965 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_397 = arith.constant 22528 : i64
        %966 = llvm.getelementptr %965[%c22528_i64_397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c822_i64 = arith.constant 822 : i64
        %967 = arith.addi %49, %c822_i64 : i64
        %968 = llvm.getelementptr %966[%967] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %969 = llvm.load %968 : !llvm.ptr<3> -> f32
        %970 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_398 = arith.constant 22528 : i64
        %971 = llvm.getelementptr %970[%c22528_i64_398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c823_i64 = arith.constant 823 : i64
        %972 = arith.addi %49, %c823_i64 : i64
        %973 = llvm.getelementptr %971[%972] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %974 = llvm.load %973 : !llvm.ptr<3> -> f32
        %975 = memref.load %alloca[] : memref<f32>
        %976 = llvm.intr.fma(%934, %939, %975) : (f32, f32, f32) -> f32
        memref.store %976, %alloca[] : memref<f32>
        %977 = memref.load %alloca_55[] : memref<f32>
        %978 = llvm.intr.fma(%934, %944, %977) : (f32, f32, f32) -> f32
        memref.store %978, %alloca_55[] : memref<f32>
        %979 = memref.load %alloca_56[] : memref<f32>
        %980 = llvm.intr.fma(%934, %949, %979) : (f32, f32, f32) -> f32
        memref.store %980, %alloca_56[] : memref<f32>
        %981 = memref.load %alloca_57[] : memref<f32>
        %982 = llvm.intr.fma(%934, %954, %981) : (f32, f32, f32) -> f32
        memref.store %982, %alloca_57[] : memref<f32>
        %983 = memref.load %alloca_58[] : memref<f32>
        %984 = llvm.intr.fma(%934, %959, %983) : (f32, f32, f32) -> f32
        memref.store %984, %alloca_58[] : memref<f32>
        %985 = memref.load %alloca_59[] : memref<f32>
        %986 = llvm.intr.fma(%934, %964, %985) : (f32, f32, f32) -> f32
        memref.store %986, %alloca_59[] : memref<f32>
        %987 = memref.load %alloca_60[] : memref<f32>
        %988 = llvm.intr.fma(%934, %969, %987) : (f32, f32, f32) -> f32
        memref.store %988, %alloca_60[] : memref<f32>
        %989 = memref.load %alloca_61[] : memref<f32>
        %990 = llvm.intr.fma(%934, %974, %989) : (f32, f32, f32) -> f32
        memref.store %990, %alloca_61[] : memref<f32>
        %991 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_399 = arith.constant 18432 : i64
        %992 = llvm.getelementptr %991[%c18432_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c832_i64 = arith.constant 832 : i64
        %993 = arith.addi %47, %c832_i64 : i64
        %994 = llvm.getelementptr %992[%993] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %995 = llvm.load %994 : !llvm.ptr<3> -> f32
        %996 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_400 = arith.constant 22528 : i64
        %997 = llvm.getelementptr %996[%c22528_i64_400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c884_i64 = arith.constant 884 : i64
        %998 = arith.addi %49, %c884_i64 : i64
        %999 = llvm.getelementptr %997[%998] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1000 = llvm.load %999 : !llvm.ptr<3> -> f32
        %1001 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_401 = arith.constant 22528 : i64
        %1002 = llvm.getelementptr %1001[%c22528_i64_401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c885_i64 = arith.constant 885 : i64
        %1003 = arith.addi %49, %c885_i64 : i64
        %1004 = llvm.getelementptr %1002[%1003] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1005 = llvm.load %1004 : !llvm.ptr<3> -> f32
        %1006 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_402 = arith.constant 22528 : i64
        %1007 = llvm.getelementptr %1006[%c22528_i64_402] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c886_i64 = arith.constant 886 : i64
        %1008 = arith.addi %49, %c886_i64 : i64
        %1009 = llvm.getelementptr %1007[%1008] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1010 = llvm.load %1009 : !llvm.ptr<3> -> f32
        %1011 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_403 = arith.constant 22528 : i64
        %1012 = llvm.getelementptr %1011[%c22528_i64_403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c887_i64 = arith.constant 887 : i64
        %1013 = arith.addi %49, %c887_i64 : i64
        %1014 = llvm.getelementptr %1012[%1013] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1015 = llvm.load %1014 : !llvm.ptr<3> -> f32
        %1016 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_404 = arith.constant 22528 : i64
        %1017 = llvm.getelementptr %1016[%c22528_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c888_i64 = arith.constant 888 : i64
        %1018 = arith.addi %49, %c888_i64 : i64
        %1019 = llvm.getelementptr %1017[%1018] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1020 = llvm.load %1019 : !llvm.ptr<3> -> f32
        %1021 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_405 = arith.constant 22528 : i64
        %1022 = llvm.getelementptr %1021[%c22528_i64_405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c889_i64 = arith.constant 889 : i64
        %1023 = arith.addi %49, %c889_i64 : i64
        %1024 = llvm.getelementptr %1022[%1023] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1025 = llvm.load %1024 : !llvm.ptr<3> -> f32
        %1026 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_406 = arith.constant 22528 : i64
        %1027 = llvm.getelementptr %1026[%c22528_i64_406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c890_i64 = arith.constant 890 : i64
        %1028 = arith.addi %49, %c890_i64 : i64
        %1029 = llvm.getelementptr %1027[%1028] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1030 = llvm.load %1029 : !llvm.ptr<3> -> f32
        %1031 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_407 = arith.constant 22528 : i64
        %1032 = llvm.getelementptr %1031[%c22528_i64_407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c891_i64 = arith.constant 891 : i64
        %1033 = arith.addi %49, %c891_i64 : i64
        %1034 = llvm.getelementptr %1032[%1033] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1035 = llvm.load %1034 : !llvm.ptr<3> -> f32
        %1036 = memref.load %alloca[] : memref<f32>
        %1037 = llvm.intr.fma(%995, %1000, %1036) : (f32, f32, f32) -> f32
        memref.store %1037, %alloca[] : memref<f32>
        %1038 = memref.load %alloca_55[] : memref<f32>
        %1039 = llvm.intr.fma(%995, %1005, %1038) : (f32, f32, f32) -> f32
        memref.store %1039, %alloca_55[] : memref<f32>
        %1040 = memref.load %alloca_56[] : memref<f32>
        %1041 = llvm.intr.fma(%995, %1010, %1040) : (f32, f32, f32) -> f32
        memref.store %1041, %alloca_56[] : memref<f32>
        %1042 = memref.load %alloca_57[] : memref<f32>
        %1043 = llvm.intr.fma(%995, %1015, %1042) : (f32, f32, f32) -> f32
        memref.store %1043, %alloca_57[] : memref<f32>
        %1044 = memref.load %alloca_58[] : memref<f32>
        %1045 = llvm.intr.fma(%995, %1020, %1044) : (f32, f32, f32) -> f32
        memref.store %1045, %alloca_58[] : memref<f32>
        %1046 = memref.load %alloca_59[] : memref<f32>
        %1047 = llvm.intr.fma(%995, %1025, %1046) : (f32, f32, f32) -> f32
        memref.store %1047, %alloca_59[] : memref<f32>
        %1048 = memref.load %alloca_60[] : memref<f32>
        %1049 = llvm.intr.fma(%995, %1030, %1048) : (f32, f32, f32) -> f32
        memref.store %1049, %alloca_60[] : memref<f32>
        %1050 = memref.load %alloca_61[] : memref<f32>
        %1051 = llvm.intr.fma(%995, %1035, %1050) : (f32, f32, f32) -> f32
        memref.store %1051, %alloca_61[] : memref<f32>
        %1052 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_408 = arith.constant 18432 : i64
        %1053 = llvm.getelementptr %1052[%c18432_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c896_i64 = arith.constant 896 : i64
        %1054 = arith.addi %47, %c896_i64 : i64
        %1055 = llvm.getelementptr %1053[%1054] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1056 = llvm.load %1055 : !llvm.ptr<3> -> f32
        %1057 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_409 = arith.constant 22528 : i64
        %1058 = llvm.getelementptr %1057[%c22528_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c952_i64 = arith.constant 952 : i64
        %1059 = arith.addi %49, %c952_i64 : i64
        %1060 = llvm.getelementptr %1058[%1059] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1061 = llvm.load %1060 : !llvm.ptr<3> -> f32
        %1062 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_410 = arith.constant 22528 : i64
        %1063 = llvm.getelementptr %1062[%c22528_i64_410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c953_i64 = arith.constant 953 : i64
        %1064 = arith.addi %49, %c953_i64 : i64
        %1065 = llvm.getelementptr %1063[%1064] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1066 = llvm.load %1065 : !llvm.ptr<3> -> f32
        %1067 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_411 = arith.constant 22528 : i64
        %1068 = llvm.getelementptr %1067[%c22528_i64_411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c954_i64 = arith.constant 954 : i64
        %1069 = arith.addi %49, %c954_i64 : i64
        %1070 = llvm.getelementptr %1068[%1069] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1071 = llvm.load %1070 : !llvm.ptr<3> -> f32
        %1072 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_412 = arith.constant 22528 : i64
        %1073 = llvm.getelementptr %1072[%c22528_i64_412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c955_i64 = arith.constant 955 : i64
        %1074 = arith.addi %49, %c955_i64 : i64
        %1075 = llvm.getelementptr %1073[%1074] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1076 = llvm.load %1075 : !llvm.ptr<3> -> f32
        %1077 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_413 = arith.constant 22528 : i64
        %1078 = llvm.getelementptr %1077[%c22528_i64_413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c956_i64 = arith.constant 956 : i64
        %1079 = arith.addi %49, %c956_i64 : i64
        %1080 = llvm.getelementptr %1078[%1079] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1081 = llvm.load %1080 : !llvm.ptr<3> -> f32
        %1082 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_414 = arith.constant 22528 : i64
        %1083 = llvm.getelementptr %1082[%c22528_i64_414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c957_i64 = arith.constant 957 : i64
        %1084 = arith.addi %49, %c957_i64 : i64
        %1085 = llvm.getelementptr %1083[%1084] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1086 = llvm.load %1085 : !llvm.ptr<3> -> f32
        %1087 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_415 = arith.constant 22528 : i64
        %1088 = llvm.getelementptr %1087[%c22528_i64_415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c958_i64 = arith.constant 958 : i64
        %1089 = arith.addi %49, %c958_i64 : i64
        %1090 = llvm.getelementptr %1088[%1089] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1091 = llvm.load %1090 : !llvm.ptr<3> -> f32
        %1092 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_416 = arith.constant 22528 : i64
        %1093 = llvm.getelementptr %1092[%c22528_i64_416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c959_i64 = arith.constant 959 : i64
        %1094 = arith.addi %49, %c959_i64 : i64
        %1095 = llvm.getelementptr %1093[%1094] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1096 = llvm.load %1095 : !llvm.ptr<3> -> f32
        %1097 = memref.load %alloca[] : memref<f32>
        %1098 = llvm.intr.fma(%1056, %1061, %1097) : (f32, f32, f32) -> f32
        memref.store %1098, %alloca[] : memref<f32>
        %1099 = memref.load %alloca_55[] : memref<f32>
        %1100 = llvm.intr.fma(%1056, %1066, %1099) : (f32, f32, f32) -> f32
        memref.store %1100, %alloca_55[] : memref<f32>
        %1101 = memref.load %alloca_56[] : memref<f32>
        %1102 = llvm.intr.fma(%1056, %1071, %1101) : (f32, f32, f32) -> f32
        memref.store %1102, %alloca_56[] : memref<f32>
        %1103 = memref.load %alloca_57[] : memref<f32>
        %1104 = llvm.intr.fma(%1056, %1076, %1103) : (f32, f32, f32) -> f32
        memref.store %1104, %alloca_57[] : memref<f32>
        %1105 = memref.load %alloca_58[] : memref<f32>
        %1106 = llvm.intr.fma(%1056, %1081, %1105) : (f32, f32, f32) -> f32
        memref.store %1106, %alloca_58[] : memref<f32>
        %1107 = memref.load %alloca_59[] : memref<f32>
        %1108 = llvm.intr.fma(%1056, %1086, %1107) : (f32, f32, f32) -> f32
        memref.store %1108, %alloca_59[] : memref<f32>
        %1109 = memref.load %alloca_60[] : memref<f32>
        %1110 = llvm.intr.fma(%1056, %1091, %1109) : (f32, f32, f32) -> f32
        memref.store %1110, %alloca_60[] : memref<f32>
        %1111 = memref.load %alloca_61[] : memref<f32>
        %1112 = llvm.intr.fma(%1056, %1096, %1111) : (f32, f32, f32) -> f32
        memref.store %1112, %alloca_61[] : memref<f32>
        %1113 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_417 = arith.constant 18432 : i64
        %1114 = llvm.getelementptr %1113[%c18432_i64_417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c960_i64 = arith.constant 960 : i64
        %1115 = arith.addi %47, %c960_i64 : i64
        %1116 = llvm.getelementptr %1114[%1115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1117 = llvm.load %1116 : !llvm.ptr<3> -> f32
        %1118 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_418 = arith.constant 22528 : i64
        %1119 = llvm.getelementptr %1118[%c22528_i64_418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1020_i64 = arith.constant 1020 : i64
        %1120 = arith.addi %49, %c1020_i64 : i64
        %1121 = llvm.getelementptr %1119[%1120] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1122 = llvm.load %1121 : !llvm.ptr<3> -> f32
        %1123 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_419 = arith.constant 22528 : i64
        %1124 = llvm.getelementptr %1123[%c22528_i64_419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1021_i64 = arith.constant 1021 : i64
        %1125 = arith.addi %49, %c1021_i64 : i64
        %1126 = llvm.getelementptr %1124[%1125] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1127 = llvm.load %1126 : !llvm.ptr<3> -> f32
        %1128 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_420 = arith.constant 22528 : i64
        %1129 = llvm.getelementptr %1128[%c22528_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1022_i64 = arith.constant 1022 : i64
        %1130 = arith.addi %49, %c1022_i64 : i64
        %1131 = llvm.getelementptr %1129[%1130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1132 = llvm.load %1131 : !llvm.ptr<3> -> f32
        %1133 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_421 = arith.constant 22528 : i64
        %1134 = llvm.getelementptr %1133[%c22528_i64_421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1023_i64 = arith.constant 1023 : i64
        %1135 = arith.addi %49, %c1023_i64 : i64
        %1136 = llvm.getelementptr %1134[%1135] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1137 = llvm.load %1136 : !llvm.ptr<3> -> f32
        %1138 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_422 = arith.constant 22528 : i64
        %1139 = llvm.getelementptr %1138[%c22528_i64_422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64 = arith.constant 1024 : i64
        %1140 = arith.addi %49, %c1024_i64 : i64
        %1141 = llvm.getelementptr %1139[%1140] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1142 = llvm.load %1141 : !llvm.ptr<3> -> f32
        %1143 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_423 = arith.constant 22528 : i64
        %1144 = llvm.getelementptr %1143[%c22528_i64_423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1145 = arith.addi %49, %c1025_i64 : i64
        %1146 = llvm.getelementptr %1144[%1145] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1147 = llvm.load %1146 : !llvm.ptr<3> -> f32
        %1148 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_424 = arith.constant 22528 : i64
        %1149 = llvm.getelementptr %1148[%c22528_i64_424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1150 = arith.addi %49, %c1026_i64 : i64
        %1151 = llvm.getelementptr %1149[%1150] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1152 = llvm.load %1151 : !llvm.ptr<3> -> f32
        %1153 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_425 = arith.constant 22528 : i64
        %1154 = llvm.getelementptr %1153[%c22528_i64_425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1155 = arith.addi %49, %c1027_i64 : i64
        %1156 = llvm.getelementptr %1154[%1155] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1157 = llvm.load %1156 : !llvm.ptr<3> -> f32
        %1158 = memref.load %alloca[] : memref<f32>
        %1159 = llvm.intr.fma(%1117, %1122, %1158) : (f32, f32, f32) -> f32
        memref.store %1159, %alloca[] : memref<f32>
        %1160 = memref.load %alloca_55[] : memref<f32>
        %1161 = llvm.intr.fma(%1117, %1127, %1160) : (f32, f32, f32) -> f32
        memref.store %1161, %alloca_55[] : memref<f32>
        %1162 = memref.load %alloca_56[] : memref<f32>
        %1163 = llvm.intr.fma(%1117, %1132, %1162) : (f32, f32, f32) -> f32
        memref.store %1163, %alloca_56[] : memref<f32>
        %1164 = memref.load %alloca_57[] : memref<f32>
        %1165 = llvm.intr.fma(%1117, %1137, %1164) : (f32, f32, f32) -> f32
        memref.store %1165, %alloca_57[] : memref<f32>
        %1166 = memref.load %alloca_58[] : memref<f32>
        %1167 = llvm.intr.fma(%1117, %1142, %1166) : (f32, f32, f32) -> f32
        memref.store %1167, %alloca_58[] : memref<f32>
        %1168 = memref.load %alloca_59[] : memref<f32>
        %1169 = llvm.intr.fma(%1117, %1147, %1168) : (f32, f32, f32) -> f32
        memref.store %1169, %alloca_59[] : memref<f32>
        %1170 = memref.load %alloca_60[] : memref<f32>
        %1171 = llvm.intr.fma(%1117, %1152, %1170) : (f32, f32, f32) -> f32
        memref.store %1171, %alloca_60[] : memref<f32>
        %1172 = memref.load %alloca_61[] : memref<f32>
        %1173 = llvm.intr.fma(%1117, %1157, %1172) : (f32, f32, f32) -> f32
        memref.store %1173, %alloca_61[] : memref<f32>
      }
      %cst_144 = arith.constant 5.000000e-01 : f32
      %c64_i64_145 = arith.constant 64 : i64
      %50 = arith.muli %49, %c64_i64_145 : i64
      %51 = arith.addi %47, %50 : i64
      %52 = llvm.getelementptr %42[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %53 = llvm.load %52 : !llvm.ptr<1> -> f32
      %cst_146 = arith.constant 1.500000e+00 : f32
      %54 = memref.load %alloca[] : memref<f32>
      %55 = arith.mulf %cst_146, %54 : f32
      %56 = llvm.intr.fma(%cst_144, %53, %55) : (f32, f32, f32) -> f32
      %c64_i64_147 = arith.constant 64 : i64
      %57 = arith.muli %49, %c64_i64_147 : i64
      %58 = arith.addi %47, %57 : i64
      %59 = llvm.getelementptr %42[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %56, %59 : f32, !llvm.ptr<1>
      %c1_i64 = arith.constant 1 : i64
      %60 = arith.addi %49, %c1_i64 : i64
      %cst_148 = arith.constant 5.000000e-01 : f32
      %c64_i64_149 = arith.constant 64 : i64
      %61 = arith.muli %60, %c64_i64_149 : i64
      %62 = arith.addi %47, %61 : i64
      %63 = llvm.getelementptr %42[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %64 = llvm.load %63 : !llvm.ptr<1> -> f32
      %cst_150 = arith.constant 1.500000e+00 : f32
      %65 = memref.load %alloca_55[] : memref<f32>
      %66 = arith.mulf %cst_150, %65 : f32
      %67 = llvm.intr.fma(%cst_148, %64, %66) : (f32, f32, f32) -> f32
      %c64_i64_151 = arith.constant 64 : i64
      %68 = arith.muli %60, %c64_i64_151 : i64
      %69 = arith.addi %47, %68 : i64
      %70 = llvm.getelementptr %42[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %67, %70 : f32, !llvm.ptr<1>
      %c2_i64 = arith.constant 2 : i64
      %71 = arith.addi %49, %c2_i64 : i64
      %cst_152 = arith.constant 5.000000e-01 : f32
      %c64_i64_153 = arith.constant 64 : i64
      %72 = arith.muli %71, %c64_i64_153 : i64
      %73 = arith.addi %47, %72 : i64
      %74 = llvm.getelementptr %42[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %75 = llvm.load %74 : !llvm.ptr<1> -> f32
      %cst_154 = arith.constant 1.500000e+00 : f32
      %76 = memref.load %alloca_56[] : memref<f32>
      %77 = arith.mulf %cst_154, %76 : f32
      %78 = llvm.intr.fma(%cst_152, %75, %77) : (f32, f32, f32) -> f32
      %c64_i64_155 = arith.constant 64 : i64
      %79 = arith.muli %71, %c64_i64_155 : i64
      %80 = arith.addi %47, %79 : i64
      %81 = llvm.getelementptr %42[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %78, %81 : f32, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %82 = arith.addi %49, %c3_i64 : i64
      %cst_156 = arith.constant 5.000000e-01 : f32
      %c64_i64_157 = arith.constant 64 : i64
      %83 = arith.muli %82, %c64_i64_157 : i64
      %84 = arith.addi %47, %83 : i64
      %85 = llvm.getelementptr %42[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %86 = llvm.load %85 : !llvm.ptr<1> -> f32
      %cst_158 = arith.constant 1.500000e+00 : f32
      %87 = memref.load %alloca_57[] : memref<f32>
      %88 = arith.mulf %cst_158, %87 : f32
      %89 = llvm.intr.fma(%cst_156, %86, %88) : (f32, f32, f32) -> f32
      %c64_i64_159 = arith.constant 64 : i64
      %90 = arith.muli %82, %c64_i64_159 : i64
      %91 = arith.addi %47, %90 : i64
      %92 = llvm.getelementptr %42[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %89, %92 : f32, !llvm.ptr<1>
      %c4_i64 = arith.constant 4 : i64
      %93 = arith.addi %49, %c4_i64 : i64
      %cst_160 = arith.constant 5.000000e-01 : f32
      %c64_i64_161 = arith.constant 64 : i64
      %94 = arith.muli %93, %c64_i64_161 : i64
      %95 = arith.addi %47, %94 : i64
      %96 = llvm.getelementptr %42[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %97 = llvm.load %96 : !llvm.ptr<1> -> f32
      %cst_162 = arith.constant 1.500000e+00 : f32
      %98 = memref.load %alloca_58[] : memref<f32>
      %99 = arith.mulf %cst_162, %98 : f32
      %100 = llvm.intr.fma(%cst_160, %97, %99) : (f32, f32, f32) -> f32
      %c64_i64_163 = arith.constant 64 : i64
      %101 = arith.muli %93, %c64_i64_163 : i64
      %102 = arith.addi %47, %101 : i64
      %103 = llvm.getelementptr %42[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %100, %103 : f32, !llvm.ptr<1>
      %c5_i64 = arith.constant 5 : i64
      %104 = arith.addi %49, %c5_i64 : i64
      %cst_164 = arith.constant 5.000000e-01 : f32
      %c64_i64_165 = arith.constant 64 : i64
      %105 = arith.muli %104, %c64_i64_165 : i64
      %106 = arith.addi %47, %105 : i64
      %107 = llvm.getelementptr %42[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %108 = llvm.load %107 : !llvm.ptr<1> -> f32
      %cst_166 = arith.constant 1.500000e+00 : f32
      %109 = memref.load %alloca_59[] : memref<f32>
      %110 = arith.mulf %cst_166, %109 : f32
      %111 = llvm.intr.fma(%cst_164, %108, %110) : (f32, f32, f32) -> f32
      %c64_i64_167 = arith.constant 64 : i64
      %112 = arith.muli %104, %c64_i64_167 : i64
      %113 = arith.addi %47, %112 : i64
      %114 = llvm.getelementptr %42[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %111, %114 : f32, !llvm.ptr<1>
      %c6_i64 = arith.constant 6 : i64
      %115 = arith.addi %49, %c6_i64 : i64
      %cst_168 = arith.constant 5.000000e-01 : f32
      %c64_i64_169 = arith.constant 64 : i64
      %116 = arith.muli %115, %c64_i64_169 : i64
      %117 = arith.addi %47, %116 : i64
      %118 = llvm.getelementptr %42[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %119 = llvm.load %118 : !llvm.ptr<1> -> f32
      %cst_170 = arith.constant 1.500000e+00 : f32
      %120 = memref.load %alloca_60[] : memref<f32>
      %121 = arith.mulf %cst_170, %120 : f32
      %122 = llvm.intr.fma(%cst_168, %119, %121) : (f32, f32, f32) -> f32
      %c64_i64_171 = arith.constant 64 : i64
      %123 = arith.muli %115, %c64_i64_171 : i64
      %124 = arith.addi %47, %123 : i64
      %125 = llvm.getelementptr %42[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %122, %125 : f32, !llvm.ptr<1>
      %c7_i64 = arith.constant 7 : i64
      %126 = arith.addi %49, %c7_i64 : i64
      %cst_172 = arith.constant 5.000000e-01 : f32
      %c64_i64_173 = arith.constant 64 : i64
      %127 = arith.muli %126, %c64_i64_173 : i64
      %128 = arith.addi %47, %127 : i64
      %129 = llvm.getelementptr %42[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %130 = llvm.load %129 : !llvm.ptr<1> -> f32
      %cst_174 = arith.constant 1.500000e+00 : f32
      %131 = memref.load %alloca_61[] : memref<f32>
      %132 = arith.mulf %cst_174, %131 : f32
      %133 = llvm.intr.fma(%cst_172, %130, %132) : (f32, f32, f32) -> f32
      %c64_i64_175 = arith.constant 64 : i64
      %134 = arith.muli %126, %c64_i64_175 : i64
      %135 = arith.addi %47, %134 : i64
      %136 = llvm.getelementptr %42[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %133, %136 : f32, !llvm.ptr<1>
      %c3700_i64 = arith.constant 3700 : i64
      %137 = arith.muli %36, %c3700_i64 : i64
      %138 = llvm.getelementptr %10[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2590_i64 = arith.constant 2590 : i64
      %139 = arith.muli %36, %c2590_i64 : i64
      %140 = llvm.getelementptr %13[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7000_i64 = arith.constant 7000 : i64
      %141 = arith.muli %36, %c7000_i64 : i64
      %142 = llvm.getelementptr %16[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_176 = gpu.thread_id  x
      %143 = arith.index_cast %thread_id_x_176 : index to i64
      %c64_i64_177 = arith.constant 64 : i64
      %thread_id_y_178 = gpu.thread_id  y
      %144 = arith.index_cast %thread_id_y_178 : index to i64
      %145 = arith.muli %c64_i64_177, %144 : i64
      %146 = arith.addi %143, %145 : i64
      %c32_i64 = arith.constant 32 : i64
      %147 = arith.remsi %146, %c32_i64 : i64
      %c32_i64_179 = arith.constant 32 : i64
      %148 = arith.divsi %146, %c32_i64_179 : i64
      %c8_i64_180 = arith.constant 8 : i64
      %149 = arith.muli %148, %c8_i64_180 : i64
      %cst_181 = arith.constant 0.000000e+00 : f32
      memref.store %cst_181, %alloca_62[] : memref<f32>
      %cst_182 = arith.constant 0.000000e+00 : f32
      memref.store %cst_182, %alloca_63[] : memref<f32>
      %cst_183 = arith.constant 0.000000e+00 : f32
      memref.store %cst_183, %alloca_64[] : memref<f32>
      %cst_184 = arith.constant 0.000000e+00 : f32
      memref.store %cst_184, %alloca_65[] : memref<f32>
      %cst_185 = arith.constant 0.000000e+00 : f32
      memref.store %cst_185, %alloca_66[] : memref<f32>
      %cst_186 = arith.constant 0.000000e+00 : f32
      memref.store %cst_186, %alloca_67[] : memref<f32>
      %cst_187 = arith.constant 0.000000e+00 : f32
      memref.store %cst_187, %alloca_68[] : memref<f32>
      %cst_188 = arith.constant 0.000000e+00 : f32
      memref.store %cst_188, %alloca_69[] : memref<f32>
      %cst_189 = arith.constant 0.000000e+00 : f32
      memref.store %cst_189, %alloca_70[] : memref<f32>
      %cst_190 = arith.constant 0.000000e+00 : f32
      memref.store %cst_190, %alloca_71[] : memref<f32>
      %cst_191 = arith.constant 0.000000e+00 : f32
      memref.store %cst_191, %alloca_72[] : memref<f32>
      %cst_192 = arith.constant 0.000000e+00 : f32
      memref.store %cst_192, %alloca_73[] : memref<f32>
      %cst_193 = arith.constant 0.000000e+00 : f32
      memref.store %cst_193, %alloca_74[] : memref<f32>
      %cst_194 = arith.constant 0.000000e+00 : f32
      memref.store %cst_194, %alloca_75[] : memref<f32>
      %cst_195 = arith.constant 0.000000e+00 : f32
      memref.store %cst_195, %alloca_76[] : memref<f32>
      %cst_196 = arith.constant 0.000000e+00 : f32
      memref.store %cst_196, %alloca_77[] : memref<f32>
      %cst_197 = arith.constant 0.000000e+00 : f32
      memref.store %cst_197, %alloca_78[] : memref<f32>
      %cst_198 = arith.constant 0.000000e+00 : f32
      memref.store %cst_198, %alloca_79[] : memref<f32>
      %cst_199 = arith.constant 0.000000e+00 : f32
      memref.store %cst_199, %alloca_80[] : memref<f32>
      %cst_200 = arith.constant 0.000000e+00 : f32
      memref.store %cst_200, %alloca_81[] : memref<f32>
      %cst_201 = arith.constant 0.000000e+00 : f32
      memref.store %cst_201, %alloca_82[] : memref<f32>
      %cst_202 = arith.constant 0.000000e+00 : f32
      memref.store %cst_202, %alloca_83[] : memref<f32>
      %cst_203 = arith.constant 0.000000e+00 : f32
      memref.store %cst_203, %alloca_84[] : memref<f32>
      %cst_204 = arith.constant 0.000000e+00 : f32
      memref.store %cst_204, %alloca_85[] : memref<f32>
      %cst_205 = arith.constant 0.000000e+00 : f32
      memref.store %cst_205, %alloca_86[] : memref<f32>
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_87[] : memref<f32>
      %cst_207 = arith.constant 0.000000e+00 : f32
      memref.store %cst_207, %alloca_88[] : memref<f32>
      %cst_208 = arith.constant 0.000000e+00 : f32
      memref.store %cst_208, %alloca_89[] : memref<f32>
      %cst_209 = arith.constant 0.000000e+00 : f32
      memref.store %cst_209, %alloca_90[] : memref<f32>
      %cst_210 = arith.constant 0.000000e+00 : f32
      memref.store %cst_210, %alloca_91[] : memref<f32>
      %cst_211 = arith.constant 0.000000e+00 : f32
      memref.store %cst_211, %alloca_92[] : memref<f32>
      %cst_212 = arith.constant 0.000000e+00 : f32
      memref.store %cst_212, %alloca_93[] : memref<f32>
      %c0_i64_213 = arith.constant 0 : i64
      %c37_i64 = arith.constant 37 : i64
      %c13_i64 = arith.constant 13 : i64
      scf.for %arg12 = %c0_i64_213 to %c37_i64 step %c13_i64  : i64 {
        gpu.barrier
        %c0_i64_266 = arith.constant 0 : i64
        %c4_i64_267 = arith.constant 4 : i64
        %c1_i64_268 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_266 to %c4_i64_267 step %c1_i64_268  : i64 {
          %c512_i64_444 = arith.constant 512 : i64
          %1810 = arith.muli %arg13, %c512_i64_444 : i64
          %1811 = arith.addi %146, %1810 : i64
          %c1664_i64 = arith.constant 1664 : i64
          %1812 = arith.cmpi slt, %1811, %c1664_i64 : i64
          scf.if %1812 {
            %c13_i64_445 = arith.constant 13 : i64
            %1813 = arith.divsi %1811, %c13_i64_445 : i64
            %c13_i64_446 = arith.constant 13 : i64
            %1814 = arith.remsi %1811, %c13_i64_446 : i64
            %1815 = arith.addi %arg12, %1814 : i64
            %cst_447 = arith.constant 0.000000e+00 : f32
            memref.store %cst_447, %alloca_94[] : memref<f32>
            %c100_i64_448 = arith.constant 100 : i64
            %1816 = arith.cmpi slt, %1813, %c100_i64_448 : i64
            %c37_i64_449 = arith.constant 37 : i64
            %1817 = arith.cmpi slt, %1815, %c37_i64_449 : i64
            %1818 = arith.andi %1816, %1817 : i1
            scf.if %1818 {
              %c37_i64_452 = arith.constant 37 : i64
              %1825 = arith.muli %1813, %c37_i64_452 : i64
              %1826 = arith.addi %1815, %1825 : i64
              %1827 = llvm.getelementptr %138[%1826] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1828 = llvm.load %1827 : !llvm.ptr<1> -> f32
              memref.store %1828, %alloca_94[] : memref<f32>
            }
            %1819 = memref.load %alloca_94[] : memref<f32>
            %1820 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
            %c26880_i64_450 = arith.constant 26880 : i64
            %1821 = llvm.getelementptr %1820[%c26880_i64_450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c129_i64_451 = arith.constant 129 : i64
            %1822 = arith.muli %1814, %c129_i64_451 : i64
            %1823 = arith.addi %1813, %1822 : i64
            %1824 = llvm.getelementptr %1821[%1823] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %1819, %1824 : f32, !llvm.ptr<3>
          }
        }
        %c0_i64_269 = arith.constant 0 : i64
        %c4_i64_270 = arith.constant 4 : i64
        %c1_i64_271 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_269 to %c4_i64_270 step %c1_i64_271  : i64 {
          %c512_i64_444 = arith.constant 512 : i64
          %1810 = arith.muli %arg13, %c512_i64_444 : i64
          %1811 = arith.addi %146, %1810 : i64
          %c1664_i64 = arith.constant 1664 : i64
          %1812 = arith.cmpi slt, %1811, %c1664_i64 : i64
          scf.if %1812 {
            %c128_i64_445 = arith.constant 128 : i64
            %1813 = arith.remsi %1811, %c128_i64_445 : i64
            %c128_i64_446 = arith.constant 128 : i64
            %1814 = arith.divsi %1811, %c128_i64_446 : i64
            %1815 = arith.addi %arg12, %1814 : i64
            %cst_447 = arith.constant 0.000000e+00 : f32
            memref.store %cst_447, %alloca_95[] : memref<f32>
            %c70_i64 = arith.constant 70 : i64
            %1816 = arith.cmpi slt, %1813, %c70_i64 : i64
            %c37_i64_448 = arith.constant 37 : i64
            %1817 = arith.cmpi slt, %1815, %c37_i64_448 : i64
            %1818 = arith.andi %1816, %1817 : i1
            scf.if %1818 {
              %c70_i64_451 = arith.constant 70 : i64
              %1825 = arith.muli %1815, %c70_i64_451 : i64
              %1826 = arith.addi %1813, %1825 : i64
              %1827 = llvm.getelementptr %140[%1826] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1828 = llvm.load %1827 : !llvm.ptr<1> -> f32
              memref.store %1828, %alloca_95[] : memref<f32>
            }
            %1819 = memref.load %alloca_95[] : memref<f32>
            %1820 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
            %c33600_i64_449 = arith.constant 33600 : i64
            %1821 = llvm.getelementptr %1820[%c33600_i64_449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_450 = arith.constant 128 : i64
            %1822 = arith.muli %1814, %c128_i64_450 : i64
            %1823 = arith.addi %1813, %1822 : i64
            %1824 = llvm.getelementptr %1821[%1823] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %1819, %1824 : f32, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %200 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64 = arith.constant 26880 : i64
        %201 = llvm.getelementptr %200[%c26880_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %202 = llvm.getelementptr %201[%147] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %203 = llvm.load %202 : !llvm.ptr<3> -> f32
        %204 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_272 = arith.constant 26880 : i64
        %205 = llvm.getelementptr %204[%c26880_i64_272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c32_i64_273 = arith.constant 32 : i64
        %206 = arith.addi %147, %c32_i64_273 : i64
        %207 = llvm.getelementptr %205[%206] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %208 = llvm.load %207 : !llvm.ptr<3> -> f32
        %209 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_274 = arith.constant 26880 : i64
        %210 = llvm.getelementptr %209[%c26880_i64_274] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_275 = arith.constant 64 : i64
        %211 = arith.addi %147, %c64_i64_275 : i64
        %212 = llvm.getelementptr %210[%211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %213 = llvm.load %212 : !llvm.ptr<3> -> f32
        %214 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_276 = arith.constant 26880 : i64
        %215 = llvm.getelementptr %214[%c26880_i64_276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c96_i64_277 = arith.constant 96 : i64
        %216 = arith.addi %147, %c96_i64_277 : i64
        %217 = llvm.getelementptr %215[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %218 = llvm.load %217 : !llvm.ptr<3> -> f32
        %219 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64 = arith.constant 33600 : i64
        %220 = llvm.getelementptr %219[%c33600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %221 = llvm.getelementptr %220[%149] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %222 = llvm.load %221 : !llvm.ptr<3> -> f32
        %223 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_278 = arith.constant 33600 : i64
        %224 = llvm.getelementptr %223[%c33600_i64_278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_279 = arith.constant 1 : i64
        %225 = arith.addi %149, %c1_i64_279 : i64
        %226 = llvm.getelementptr %224[%225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %227 = llvm.load %226 : !llvm.ptr<3> -> f32
        %228 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_280 = arith.constant 33600 : i64
        %229 = llvm.getelementptr %228[%c33600_i64_280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_281 = arith.constant 2 : i64
        %230 = arith.addi %149, %c2_i64_281 : i64
        %231 = llvm.getelementptr %229[%230] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %232 = llvm.load %231 : !llvm.ptr<3> -> f32
        %233 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_282 = arith.constant 33600 : i64
        %234 = llvm.getelementptr %233[%c33600_i64_282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_283 = arith.constant 3 : i64
        %235 = arith.addi %149, %c3_i64_283 : i64
        %236 = llvm.getelementptr %234[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %237 = llvm.load %236 : !llvm.ptr<3> -> f32
        %238 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_284 = arith.constant 33600 : i64
        %239 = llvm.getelementptr %238[%c33600_i64_284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_285 = arith.constant 4 : i64
        %240 = arith.addi %149, %c4_i64_285 : i64
        %241 = llvm.getelementptr %239[%240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %242 = llvm.load %241 : !llvm.ptr<3> -> f32
        %243 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_286 = arith.constant 33600 : i64
        %244 = llvm.getelementptr %243[%c33600_i64_286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_287 = arith.constant 5 : i64
        %245 = arith.addi %149, %c5_i64_287 : i64
        %246 = llvm.getelementptr %244[%245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %247 = llvm.load %246 : !llvm.ptr<3> -> f32
        %248 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_288 = arith.constant 33600 : i64
        %249 = llvm.getelementptr %248[%c33600_i64_288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_289 = arith.constant 6 : i64
        %250 = arith.addi %149, %c6_i64_289 : i64
        %251 = llvm.getelementptr %249[%250] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %252 = llvm.load %251 : !llvm.ptr<3> -> f32
        %253 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_290 = arith.constant 33600 : i64
        %254 = llvm.getelementptr %253[%c33600_i64_290] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_291 = arith.constant 7 : i64
        %255 = arith.addi %149, %c7_i64_291 : i64
        %256 = llvm.getelementptr %254[%255] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %257 = llvm.load %256 : !llvm.ptr<3> -> f32
        %258 = memref.load %alloca_62[] : memref<f32>
        %259 = llvm.intr.fma(%203, %222, %258) : (f32, f32, f32) -> f32
        memref.store %259, %alloca_62[] : memref<f32>
        %260 = memref.load %alloca_63[] : memref<f32>
        %261 = llvm.intr.fma(%203, %227, %260) : (f32, f32, f32) -> f32
        memref.store %261, %alloca_63[] : memref<f32>
        %262 = memref.load %alloca_64[] : memref<f32>
        %263 = llvm.intr.fma(%203, %232, %262) : (f32, f32, f32) -> f32
        memref.store %263, %alloca_64[] : memref<f32>
        %264 = memref.load %alloca_65[] : memref<f32>
        %265 = llvm.intr.fma(%203, %237, %264) : (f32, f32, f32) -> f32
        memref.store %265, %alloca_65[] : memref<f32>
        %266 = memref.load %alloca_66[] : memref<f32>
        %267 = llvm.intr.fma(%203, %242, %266) : (f32, f32, f32) -> f32
        memref.store %267, %alloca_66[] : memref<f32>
        %268 = memref.load %alloca_67[] : memref<f32>
        %269 = llvm.intr.fma(%203, %247, %268) : (f32, f32, f32) -> f32
        memref.store %269, %alloca_67[] : memref<f32>
        %270 = memref.load %alloca_68[] : memref<f32>
        %271 = llvm.intr.fma(%203, %252, %270) : (f32, f32, f32) -> f32
        memref.store %271, %alloca_68[] : memref<f32>
        %272 = memref.load %alloca_69[] : memref<f32>
        %273 = llvm.intr.fma(%203, %257, %272) : (f32, f32, f32) -> f32
        memref.store %273, %alloca_69[] : memref<f32>
        %274 = memref.load %alloca_70[] : memref<f32>
        %275 = llvm.intr.fma(%208, %222, %274) : (f32, f32, f32) -> f32
        memref.store %275, %alloca_70[] : memref<f32>
        %276 = memref.load %alloca_71[] : memref<f32>
        %277 = llvm.intr.fma(%208, %227, %276) : (f32, f32, f32) -> f32
        memref.store %277, %alloca_71[] : memref<f32>
        %278 = memref.load %alloca_72[] : memref<f32>
        %279 = llvm.intr.fma(%208, %232, %278) : (f32, f32, f32) -> f32
        memref.store %279, %alloca_72[] : memref<f32>
        %280 = memref.load %alloca_73[] : memref<f32>
        %281 = llvm.intr.fma(%208, %237, %280) : (f32, f32, f32) -> f32
        memref.store %281, %alloca_73[] : memref<f32>
        %282 = memref.load %alloca_74[] : memref<f32>
        %283 = llvm.intr.fma(%208, %242, %282) : (f32, f32, f32) -> f32
        memref.store %283, %alloca_74[] : memref<f32>
        %284 = memref.load %alloca_75[] : memref<f32>
        %285 = llvm.intr.fma(%208, %247, %284) : (f32, f32, f32) -> f32
        memref.store %285, %alloca_75[] : memref<f32>
        %286 = memref.load %alloca_76[] : memref<f32>
        %287 = llvm.intr.fma(%208, %252, %286) : (f32, f32, f32) -> f32
        memref.store %287, %alloca_76[] : memref<f32>
        %288 = memref.load %alloca_77[] : memref<f32>
        %289 = llvm.intr.fma(%208, %257, %288) : (f32, f32, f32) -> f32
        memref.store %289, %alloca_77[] : memref<f32>
        %290 = memref.load %alloca_78[] : memref<f32>
        %291 = llvm.intr.fma(%213, %222, %290) : (f32, f32, f32) -> f32
        memref.store %291, %alloca_78[] : memref<f32>
        %292 = memref.load %alloca_79[] : memref<f32>
        %293 = llvm.intr.fma(%213, %227, %292) : (f32, f32, f32) -> f32
        memref.store %293, %alloca_79[] : memref<f32>
        %294 = memref.load %alloca_80[] : memref<f32>
        %295 = llvm.intr.fma(%213, %232, %294) : (f32, f32, f32) -> f32
        memref.store %295, %alloca_80[] : memref<f32>
        %296 = memref.load %alloca_81[] : memref<f32>
        %297 = llvm.intr.fma(%213, %237, %296) : (f32, f32, f32) -> f32
        memref.store %297, %alloca_81[] : memref<f32>
        %298 = memref.load %alloca_82[] : memref<f32>
        %299 = llvm.intr.fma(%213, %242, %298) : (f32, f32, f32) -> f32
        memref.store %299, %alloca_82[] : memref<f32>
        %300 = memref.load %alloca_83[] : memref<f32>
        %301 = llvm.intr.fma(%213, %247, %300) : (f32, f32, f32) -> f32
        memref.store %301, %alloca_83[] : memref<f32>
        %302 = memref.load %alloca_84[] : memref<f32>
        %303 = llvm.intr.fma(%213, %252, %302) : (f32, f32, f32) -> f32
        memref.store %303, %alloca_84[] : memref<f32>
        %304 = memref.load %alloca_85[] : memref<f32>
        %305 = llvm.intr.fma(%213, %257, %304) : (f32, f32, f32) -> f32
        memref.store %305, %alloca_85[] : memref<f32>
        %306 = memref.load %alloca_86[] : memref<f32>
        %307 = llvm.intr.fma(%218, %222, %306) : (f32, f32, f32) -> f32
        memref.store %307, %alloca_86[] : memref<f32>
        %308 = memref.load %alloca_87[] : memref<f32>
        %309 = llvm.intr.fma(%218, %227, %308) : (f32, f32, f32) -> f32
        memref.store %309, %alloca_87[] : memref<f32>
        %310 = memref.load %alloca_88[] : memref<f32>
        %311 = llvm.intr.fma(%218, %232, %310) : (f32, f32, f32) -> f32
        memref.store %311, %alloca_88[] : memref<f32>
        %312 = memref.load %alloca_89[] : memref<f32>
        %313 = llvm.intr.fma(%218, %237, %312) : (f32, f32, f32) -> f32
        memref.store %313, %alloca_89[] : memref<f32>
        %314 = memref.load %alloca_90[] : memref<f32>
        %315 = llvm.intr.fma(%218, %242, %314) : (f32, f32, f32) -> f32
        memref.store %315, %alloca_90[] : memref<f32>
        %316 = memref.load %alloca_91[] : memref<f32>
        %317 = llvm.intr.fma(%218, %247, %316) : (f32, f32, f32) -> f32
        memref.store %317, %alloca_91[] : memref<f32>
        %318 = memref.load %alloca_92[] : memref<f32>
        %319 = llvm.intr.fma(%218, %252, %318) : (f32, f32, f32) -> f32
        memref.store %319, %alloca_92[] : memref<f32>
        %320 = memref.load %alloca_93[] : memref<f32>
        %321 = llvm.intr.fma(%218, %257, %320) : (f32, f32, f32) -> f32
        memref.store %321, %alloca_93[] : memref<f32>
        %322 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_292 = arith.constant 26880 : i64
        %323 = llvm.getelementptr %322[%c26880_i64_292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64 = arith.constant 129 : i64
        %324 = arith.addi %147, %c129_i64 : i64
        %325 = llvm.getelementptr %323[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %326 = llvm.load %325 : !llvm.ptr<3> -> f32
        %327 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_293 = arith.constant 26880 : i64
        %328 = llvm.getelementptr %327[%c26880_i64_293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c161_i64 = arith.constant 161 : i64
        %329 = arith.addi %147, %c161_i64 : i64
        %330 = llvm.getelementptr %328[%329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %331 = llvm.load %330 : !llvm.ptr<3> -> f32
        %332 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_294 = arith.constant 26880 : i64
        %333 = llvm.getelementptr %332[%c26880_i64_294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c193_i64 = arith.constant 193 : i64
        %334 = arith.addi %147, %c193_i64 : i64
        %335 = llvm.getelementptr %333[%334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %336 = llvm.load %335 : !llvm.ptr<3> -> f32
        %337 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_295 = arith.constant 26880 : i64
        %338 = llvm.getelementptr %337[%c26880_i64_295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c225_i64 = arith.constant 225 : i64
        %339 = arith.addi %147, %c225_i64 : i64
        %340 = llvm.getelementptr %338[%339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %341 = llvm.load %340 : !llvm.ptr<3> -> f32
        %342 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_296 = arith.constant 33600 : i64
        %343 = llvm.getelementptr %342[%c33600_i64_296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64 = arith.constant 128 : i64
        %344 = arith.addi %149, %c128_i64 : i64
        %345 = llvm.getelementptr %343[%344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %346 = llvm.load %345 : !llvm.ptr<3> -> f32
        %347 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_297 = arith.constant 33600 : i64
        %348 = llvm.getelementptr %347[%c33600_i64_297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_298 = arith.constant 129 : i64
        %349 = arith.addi %149, %c129_i64_298 : i64
        %350 = llvm.getelementptr %348[%349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %351 = llvm.load %350 : !llvm.ptr<3> -> f32
        %352 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_299 = arith.constant 33600 : i64
        %353 = llvm.getelementptr %352[%c33600_i64_299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c130_i64 = arith.constant 130 : i64
        %354 = arith.addi %149, %c130_i64 : i64
        %355 = llvm.getelementptr %353[%354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %356 = llvm.load %355 : !llvm.ptr<3> -> f32
        %357 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_300 = arith.constant 33600 : i64
        %358 = llvm.getelementptr %357[%c33600_i64_300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c131_i64 = arith.constant 131 : i64
        %359 = arith.addi %149, %c131_i64 : i64
        %360 = llvm.getelementptr %358[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %361 = llvm.load %360 : !llvm.ptr<3> -> f32
        %362 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_301 = arith.constant 33600 : i64
        %363 = llvm.getelementptr %362[%c33600_i64_301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c132_i64 = arith.constant 132 : i64
        %364 = arith.addi %149, %c132_i64 : i64
        %365 = llvm.getelementptr %363[%364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %366 = llvm.load %365 : !llvm.ptr<3> -> f32
        %367 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_302 = arith.constant 33600 : i64
        %368 = llvm.getelementptr %367[%c33600_i64_302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c133_i64 = arith.constant 133 : i64
        %369 = arith.addi %149, %c133_i64 : i64
        %370 = llvm.getelementptr %368[%369] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %371 = llvm.load %370 : !llvm.ptr<3> -> f32
        %372 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_303 = arith.constant 33600 : i64
        %373 = llvm.getelementptr %372[%c33600_i64_303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c134_i64 = arith.constant 134 : i64
        %374 = arith.addi %149, %c134_i64 : i64
        %375 = llvm.getelementptr %373[%374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %376 = llvm.load %375 : !llvm.ptr<3> -> f32
        %377 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_304 = arith.constant 33600 : i64
        %378 = llvm.getelementptr %377[%c33600_i64_304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c135_i64 = arith.constant 135 : i64
        %379 = arith.addi %149, %c135_i64 : i64
        %380 = llvm.getelementptr %378[%379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %381 = llvm.load %380 : !llvm.ptr<3> -> f32
        %382 = memref.load %alloca_62[] : memref<f32>
        %383 = llvm.intr.fma(%326, %346, %382) : (f32, f32, f32) -> f32
        memref.store %383, %alloca_62[] : memref<f32>
        %384 = memref.load %alloca_63[] : memref<f32>
        %385 = llvm.intr.fma(%326, %351, %384) : (f32, f32, f32) -> f32
        memref.store %385, %alloca_63[] : memref<f32>
        %386 = memref.load %alloca_64[] : memref<f32>
        %387 = llvm.intr.fma(%326, %356, %386) : (f32, f32, f32) -> f32
        memref.store %387, %alloca_64[] : memref<f32>
        %388 = memref.load %alloca_65[] : memref<f32>
        %389 = llvm.intr.fma(%326, %361, %388) : (f32, f32, f32) -> f32
        memref.store %389, %alloca_65[] : memref<f32>
        %390 = memref.load %alloca_66[] : memref<f32>
        %391 = llvm.intr.fma(%326, %366, %390) : (f32, f32, f32) -> f32
        memref.store %391, %alloca_66[] : memref<f32>
        %392 = memref.load %alloca_67[] : memref<f32>
        %393 = llvm.intr.fma(%326, %371, %392) : (f32, f32, f32) -> f32
        memref.store %393, %alloca_67[] : memref<f32>
        %394 = memref.load %alloca_68[] : memref<f32>
        %395 = llvm.intr.fma(%326, %376, %394) : (f32, f32, f32) -> f32
        memref.store %395, %alloca_68[] : memref<f32>
        %396 = memref.load %alloca_69[] : memref<f32>
        %397 = llvm.intr.fma(%326, %381, %396) : (f32, f32, f32) -> f32
        memref.store %397, %alloca_69[] : memref<f32>
        %398 = memref.load %alloca_70[] : memref<f32>
        %399 = llvm.intr.fma(%331, %346, %398) : (f32, f32, f32) -> f32
        memref.store %399, %alloca_70[] : memref<f32>
        %400 = memref.load %alloca_71[] : memref<f32>
        %401 = llvm.intr.fma(%331, %351, %400) : (f32, f32, f32) -> f32
        memref.store %401, %alloca_71[] : memref<f32>
        %402 = memref.load %alloca_72[] : memref<f32>
        %403 = llvm.intr.fma(%331, %356, %402) : (f32, f32, f32) -> f32
        memref.store %403, %alloca_72[] : memref<f32>
        %404 = memref.load %alloca_73[] : memref<f32>
        %405 = llvm.intr.fma(%331, %361, %404) : (f32, f32, f32) -> f32
        memref.store %405, %alloca_73[] : memref<f32>
        %406 = memref.load %alloca_74[] : memref<f32>
        %407 = llvm.intr.fma(%331, %366, %406) : (f32, f32, f32) -> f32
        memref.store %407, %alloca_74[] : memref<f32>
        %408 = memref.load %alloca_75[] : memref<f32>
        %409 = llvm.intr.fma(%331, %371, %408) : (f32, f32, f32) -> f32
        memref.store %409, %alloca_75[] : memref<f32>
        %410 = memref.load %alloca_76[] : memref<f32>
        %411 = llvm.intr.fma(%331, %376, %410) : (f32, f32, f32) -> f32
        memref.store %411, %alloca_76[] : memref<f32>
        %412 = memref.load %alloca_77[] : memref<f32>
        %413 = llvm.intr.fma(%331, %381, %412) : (f32, f32, f32) -> f32
        memref.store %413, %alloca_77[] : memref<f32>
        %414 = memref.load %alloca_78[] : memref<f32>
        %415 = llvm.intr.fma(%336, %346, %414) : (f32, f32, f32) -> f32
        memref.store %415, %alloca_78[] : memref<f32>
        %416 = memref.load %alloca_79[] : memref<f32>
        %417 = llvm.intr.fma(%336, %351, %416) : (f32, f32, f32) -> f32
        memref.store %417, %alloca_79[] : memref<f32>
        %418 = memref.load %alloca_80[] : memref<f32>
        %419 = llvm.intr.fma(%336, %356, %418) : (f32, f32, f32) -> f32
        memref.store %419, %alloca_80[] : memref<f32>
        %420 = memref.load %alloca_81[] : memref<f32>
        %421 = llvm.intr.fma(%336, %361, %420) : (f32, f32, f32) -> f32
        memref.store %421, %alloca_81[] : memref<f32>
        %422 = memref.load %alloca_82[] : memref<f32>
        %423 = llvm.intr.fma(%336, %366, %422) : (f32, f32, f32) -> f32
        memref.store %423, %alloca_82[] : memref<f32>
        %424 = memref.load %alloca_83[] : memref<f32>
        %425 = llvm.intr.fma(%336, %371, %424) : (f32, f32, f32) -> f32
        memref.store %425, %alloca_83[] : memref<f32>
        %426 = memref.load %alloca_84[] : memref<f32>
        %427 = llvm.intr.fma(%336, %376, %426) : (f32, f32, f32) -> f32
        memref.store %427, %alloca_84[] : memref<f32>
        %428 = memref.load %alloca_85[] : memref<f32>
        %429 = llvm.intr.fma(%336, %381, %428) : (f32, f32, f32) -> f32
        memref.store %429, %alloca_85[] : memref<f32>
        %430 = memref.load %alloca_86[] : memref<f32>
        %431 = llvm.intr.fma(%341, %346, %430) : (f32, f32, f32) -> f32
        memref.store %431, %alloca_86[] : memref<f32>
        %432 = memref.load %alloca_87[] : memref<f32>
        %433 = llvm.intr.fma(%341, %351, %432) : (f32, f32, f32) -> f32
        memref.store %433, %alloca_87[] : memref<f32>
        %434 = memref.load %alloca_88[] : memref<f32>
        %435 = llvm.intr.fma(%341, %356, %434) : (f32, f32, f32) -> f32
        memref.store %435, %alloca_88[] : memref<f32>
        %436 = memref.load %alloca_89[] : memref<f32>
        %437 = llvm.intr.fma(%341, %361, %436) : (f32, f32, f32) -> f32
        memref.store %437, %alloca_89[] : memref<f32>
        %438 = memref.load %alloca_90[] : memref<f32>
        %439 = llvm.intr.fma(%341, %366, %438) : (f32, f32, f32) -> f32
        memref.store %439, %alloca_90[] : memref<f32>
        %440 = memref.load %alloca_91[] : memref<f32>
        %441 = llvm.intr.fma(%341, %371, %440) : (f32, f32, f32) -> f32
        memref.store %441, %alloca_91[] : memref<f32>
        %442 = memref.load %alloca_92[] : memref<f32>
        %443 = llvm.intr.fma(%341, %376, %442) : (f32, f32, f32) -> f32
        memref.store %443, %alloca_92[] : memref<f32>
        %444 = memref.load %alloca_93[] : memref<f32>
        %445 = llvm.intr.fma(%341, %381, %444) : (f32, f32, f32) -> f32
        memref.store %445, %alloca_93[] : memref<f32>
        %446 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_305 = arith.constant 26880 : i64
        %447 = llvm.getelementptr %446[%c26880_i64_305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c258_i64 = arith.constant 258 : i64
        %448 = arith.addi %147, %c258_i64 : i64
        %449 = llvm.getelementptr %447[%448] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %450 = llvm.load %449 : !llvm.ptr<3> -> f32
        %451 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_306 = arith.constant 26880 : i64
        %452 = llvm.getelementptr %451[%c26880_i64_306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c290_i64 = arith.constant 290 : i64
        %453 = arith.addi %147, %c290_i64 : i64
        %454 = llvm.getelementptr %452[%453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %455 = llvm.load %454 : !llvm.ptr<3> -> f32
        %456 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_307 = arith.constant 26880 : i64
        %457 = llvm.getelementptr %456[%c26880_i64_307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c322_i64 = arith.constant 322 : i64
        %458 = arith.addi %147, %c322_i64 : i64
        %459 = llvm.getelementptr %457[%458] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %460 = llvm.load %459 : !llvm.ptr<3> -> f32
        %461 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_308 = arith.constant 26880 : i64
        %462 = llvm.getelementptr %461[%c26880_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c354_i64 = arith.constant 354 : i64
        %463 = arith.addi %147, %c354_i64 : i64
        %464 = llvm.getelementptr %462[%463] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %465 = llvm.load %464 : !llvm.ptr<3> -> f32
        %466 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_309 = arith.constant 33600 : i64
        %467 = llvm.getelementptr %466[%c33600_i64_309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c256_i64 = arith.constant 256 : i64
        %468 = arith.addi %149, %c256_i64 : i64
        %469 = llvm.getelementptr %467[%468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %470 = llvm.load %469 : !llvm.ptr<3> -> f32
        %471 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_310 = arith.constant 33600 : i64
        %472 = llvm.getelementptr %471[%c33600_i64_310] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c257_i64 = arith.constant 257 : i64
        %473 = arith.addi %149, %c257_i64 : i64
        %474 = llvm.getelementptr %472[%473] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %475 = llvm.load %474 : !llvm.ptr<3> -> f32
        %476 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_311 = arith.constant 33600 : i64
        %477 = llvm.getelementptr %476[%c33600_i64_311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c258_i64_312 = arith.constant 258 : i64
        %478 = arith.addi %149, %c258_i64_312 : i64
        %479 = llvm.getelementptr %477[%478] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %480 = llvm.load %479 : !llvm.ptr<3> -> f32
        %481 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_313 = arith.constant 33600 : i64
        %482 = llvm.getelementptr %481[%c33600_i64_313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c259_i64 = arith.constant 259 : i64
        %483 = arith.addi %149, %c259_i64 : i64
        %484 = llvm.getelementptr %482[%483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %485 = llvm.load %484 : !llvm.ptr<3> -> f32
        %486 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_314 = arith.constant 33600 : i64
        %487 = llvm.getelementptr %486[%c33600_i64_314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c260_i64 = arith.constant 260 : i64
        %488 = arith.addi %149, %c260_i64 : i64
        %489 = llvm.getelementptr %487[%488] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %490 = llvm.load %489 : !llvm.ptr<3> -> f32
        %491 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_315 = arith.constant 33600 : i64
        %492 = llvm.getelementptr %491[%c33600_i64_315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c261_i64 = arith.constant 261 : i64
        %493 = arith.addi %149, %c261_i64 : i64
        %494 = llvm.getelementptr %492[%493] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %495 = llvm.load %494 : !llvm.ptr<3> -> f32
        %496 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_316 = arith.constant 33600 : i64
        %497 = llvm.getelementptr %496[%c33600_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c262_i64 = arith.constant 262 : i64
        %498 = arith.addi %149, %c262_i64 : i64
        %499 = llvm.getelementptr %497[%498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %500 = llvm.load %499 : !llvm.ptr<3> -> f32
        %501 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_317 = arith.constant 33600 : i64
        %502 = llvm.getelementptr %501[%c33600_i64_317] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c263_i64 = arith.constant 263 : i64
        %503 = arith.addi %149, %c263_i64 : i64
        %504 = llvm.getelementptr %502[%503] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %505 = llvm.load %504 : !llvm.ptr<3> -> f32
        %506 = memref.load %alloca_62[] : memref<f32>
        %507 = llvm.intr.fma(%450, %470, %506) : (f32, f32, f32) -> f32
        memref.store %507, %alloca_62[] : memref<f32>
        %508 = memref.load %alloca_63[] : memref<f32>
        %509 = llvm.intr.fma(%450, %475, %508) : (f32, f32, f32) -> f32
        memref.store %509, %alloca_63[] : memref<f32>
        %510 = memref.load %alloca_64[] : memref<f32>
        %511 = llvm.intr.fma(%450, %480, %510) : (f32, f32, f32) -> f32
        memref.store %511, %alloca_64[] : memref<f32>
        %512 = memref.load %alloca_65[] : memref<f32>
        %513 = llvm.intr.fma(%450, %485, %512) : (f32, f32, f32) -> f32
        memref.store %513, %alloca_65[] : memref<f32>
        %514 = memref.load %alloca_66[] : memref<f32>
        %515 = llvm.intr.fma(%450, %490, %514) : (f32, f32, f32) -> f32
        memref.store %515, %alloca_66[] : memref<f32>
        %516 = memref.load %alloca_67[] : memref<f32>
        %517 = llvm.intr.fma(%450, %495, %516) : (f32, f32, f32) -> f32
        memref.store %517, %alloca_67[] : memref<f32>
        %518 = memref.load %alloca_68[] : memref<f32>
        %519 = llvm.intr.fma(%450, %500, %518) : (f32, f32, f32) -> f32
        memref.store %519, %alloca_68[] : memref<f32>
        %520 = memref.load %alloca_69[] : memref<f32>
        %521 = llvm.intr.fma(%450, %505, %520) : (f32, f32, f32) -> f32
        memref.store %521, %alloca_69[] : memref<f32>
        %522 = memref.load %alloca_70[] : memref<f32>
        %523 = llvm.intr.fma(%455, %470, %522) : (f32, f32, f32) -> f32
        memref.store %523, %alloca_70[] : memref<f32>
        %524 = memref.load %alloca_71[] : memref<f32>
        %525 = llvm.intr.fma(%455, %475, %524) : (f32, f32, f32) -> f32
        memref.store %525, %alloca_71[] : memref<f32>
        %526 = memref.load %alloca_72[] : memref<f32>
        %527 = llvm.intr.fma(%455, %480, %526) : (f32, f32, f32) -> f32
        memref.store %527, %alloca_72[] : memref<f32>
        %528 = memref.load %alloca_73[] : memref<f32>
        %529 = llvm.intr.fma(%455, %485, %528) : (f32, f32, f32) -> f32
        memref.store %529, %alloca_73[] : memref<f32>
        %530 = memref.load %alloca_74[] : memref<f32>
        %531 = llvm.intr.fma(%455, %490, %530) : (f32, f32, f32) -> f32
        memref.store %531, %alloca_74[] : memref<f32>
        %532 = memref.load %alloca_75[] : memref<f32>
        %533 = llvm.intr.fma(%455, %495, %532) : (f32, f32, f32) -> f32
        memref.store %533, %alloca_75[] : memref<f32>
        %534 = memref.load %alloca_76[] : memref<f32>
        %535 = llvm.intr.fma(%455, %500, %534) : (f32, f32, f32) -> f32
        memref.store %535, %alloca_76[] : memref<f32>
        %536 = memref.load %alloca_77[] : memref<f32>
        %537 = llvm.intr.fma(%455, %505, %536) : (f32, f32, f32) -> f32
        memref.store %537, %alloca_77[] : memref<f32>
        %538 = memref.load %alloca_78[] : memref<f32>
        %539 = llvm.intr.fma(%460, %470, %538) : (f32, f32, f32) -> f32
        memref.store %539, %alloca_78[] : memref<f32>
        %540 = memref.load %alloca_79[] : memref<f32>
        %541 = llvm.intr.fma(%460, %475, %540) : (f32, f32, f32) -> f32
        memref.store %541, %alloca_79[] : memref<f32>
        %542 = memref.load %alloca_80[] : memref<f32>
        %543 = llvm.intr.fma(%460, %480, %542) : (f32, f32, f32) -> f32
        memref.store %543, %alloca_80[] : memref<f32>
        %544 = memref.load %alloca_81[] : memref<f32>
        %545 = llvm.intr.fma(%460, %485, %544) : (f32, f32, f32) -> f32
        memref.store %545, %alloca_81[] : memref<f32>
        %546 = memref.load %alloca_82[] : memref<f32>
        %547 = llvm.intr.fma(%460, %490, %546) : (f32, f32, f32) -> f32
        memref.store %547, %alloca_82[] : memref<f32>
        %548 = memref.load %alloca_83[] : memref<f32>
        %549 = llvm.intr.fma(%460, %495, %548) : (f32, f32, f32) -> f32
        memref.store %549, %alloca_83[] : memref<f32>
        %550 = memref.load %alloca_84[] : memref<f32>
        %551 = llvm.intr.fma(%460, %500, %550) : (f32, f32, f32) -> f32
        memref.store %551, %alloca_84[] : memref<f32>
        %552 = memref.load %alloca_85[] : memref<f32>
        %553 = llvm.intr.fma(%460, %505, %552) : (f32, f32, f32) -> f32
        memref.store %553, %alloca_85[] : memref<f32>
        %554 = memref.load %alloca_86[] : memref<f32>
        %555 = llvm.intr.fma(%465, %470, %554) : (f32, f32, f32) -> f32
        memref.store %555, %alloca_86[] : memref<f32>
        %556 = memref.load %alloca_87[] : memref<f32>
        %557 = llvm.intr.fma(%465, %475, %556) : (f32, f32, f32) -> f32
        memref.store %557, %alloca_87[] : memref<f32>
        %558 = memref.load %alloca_88[] : memref<f32>
        %559 = llvm.intr.fma(%465, %480, %558) : (f32, f32, f32) -> f32
        memref.store %559, %alloca_88[] : memref<f32>
        %560 = memref.load %alloca_89[] : memref<f32>
        %561 = llvm.intr.fma(%465, %485, %560) : (f32, f32, f32) -> f32
        memref.store %561, %alloca_89[] : memref<f32>
        %562 = memref.load %alloca_90[] : memref<f32>
        %563 = llvm.intr.fma(%465, %490, %562) : (f32, f32, f32) -> f32
        memref.store %563, %alloca_90[] : memref<f32>
        %564 = memref.load %alloca_91[] : memref<f32>
        %565 = llvm.intr.fma(%465, %495, %564) : (f32, f32, f32) -> f32
        memref.store %565, %alloca_91[] : memref<f32>
        %566 = memref.load %alloca_92[] : memref<f32>
        %567 = llvm.intr.fma(%465, %500, %566) : (f32, f32, f32) -> f32
        memref.store %567, %alloca_92[] : memref<f32>
        %568 = memref.load %alloca_93[] : memref<f32>
        %569 = llvm.intr.fma(%465, %505, %568) : (f32, f32, f32) -> f32
        memref.store %569, %alloca_93[] : memref<f32>
        %570 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_318 = arith.constant 26880 : i64
        %571 = llvm.getelementptr %570[%c26880_i64_318] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c387_i64 = arith.constant 387 : i64
        %572 = arith.addi %147, %c387_i64 : i64
        %573 = llvm.getelementptr %571[%572] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %574 = llvm.load %573 : !llvm.ptr<3> -> f32
        %575 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_319 = arith.constant 26880 : i64
        %576 = llvm.getelementptr %575[%c26880_i64_319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c419_i64 = arith.constant 419 : i64
        %577 = arith.addi %147, %c419_i64 : i64
        %578 = llvm.getelementptr %576[%577] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %579 = llvm.load %578 : !llvm.ptr<3> -> f32
        %580 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_320 = arith.constant 26880 : i64
        %581 = llvm.getelementptr %580[%c26880_i64_320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c451_i64 = arith.constant 451 : i64
        %582 = arith.addi %147, %c451_i64 : i64
        %583 = llvm.getelementptr %581[%582] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %584 = llvm.load %583 : !llvm.ptr<3> -> f32
        %585 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_321 = arith.constant 26880 : i64
        %586 = llvm.getelementptr %585[%c26880_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %587 = arith.addi %147, %c483_i64 : i64
        %588 = llvm.getelementptr %586[%587] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %589 = llvm.load %588 : !llvm.ptr<3> -> f32
        %590 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_322 = arith.constant 33600 : i64
        %591 = llvm.getelementptr %590[%c33600_i64_322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c384_i64 = arith.constant 384 : i64
        %592 = arith.addi %149, %c384_i64 : i64
        %593 = llvm.getelementptr %591[%592] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %594 = llvm.load %593 : !llvm.ptr<3> -> f32
        %595 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_323 = arith.constant 33600 : i64
        %596 = llvm.getelementptr %595[%c33600_i64_323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c385_i64 = arith.constant 385 : i64
        %597 = arith.addi %149, %c385_i64 : i64
        %598 = llvm.getelementptr %596[%597] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %599 = llvm.load %598 : !llvm.ptr<3> -> f32
        %600 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_324 = arith.constant 33600 : i64
        %601 = llvm.getelementptr %600[%c33600_i64_324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c386_i64 = arith.constant 386 : i64
        %602 = arith.addi %149, %c386_i64 : i64
        %603 = llvm.getelementptr %601[%602] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %604 = llvm.load %603 : !llvm.ptr<3> -> f32
        %605 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_325 = arith.constant 33600 : i64
        %606 = llvm.getelementptr %605[%c33600_i64_325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c387_i64_326 = arith.constant 387 : i64
        %607 = arith.addi %149, %c387_i64_326 : i64
        %608 = llvm.getelementptr %606[%607] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %609 = llvm.load %608 : !llvm.ptr<3> -> f32
        %610 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_327 = arith.constant 33600 : i64
        %611 = llvm.getelementptr %610[%c33600_i64_327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c388_i64 = arith.constant 388 : i64
        %612 = arith.addi %149, %c388_i64 : i64
        %613 = llvm.getelementptr %611[%612] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %614 = llvm.load %613 : !llvm.ptr<3> -> f32
        %615 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_328 = arith.constant 33600 : i64
        %616 = llvm.getelementptr %615[%c33600_i64_328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c389_i64 = arith.constant 389 : i64
        %617 = arith.addi %149, %c389_i64 : i64
        %618 = llvm.getelementptr %616[%617] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %619 = llvm.load %618 : !llvm.ptr<3> -> f32
        %620 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_329 = arith.constant 33600 : i64
        %621 = llvm.getelementptr %620[%c33600_i64_329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c390_i64 = arith.constant 390 : i64
        %622 = arith.addi %149, %c390_i64 : i64
        %623 = llvm.getelementptr %621[%622] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %624 = llvm.load %623 : !llvm.ptr<3> -> f32
        %625 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_330 = arith.constant 33600 : i64
        %626 = llvm.getelementptr %625[%c33600_i64_330] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c391_i64 = arith.constant 391 : i64
        %627 = arith.addi %149, %c391_i64 : i64
        %628 = llvm.getelementptr %626[%627] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %629 = llvm.load %628 : !llvm.ptr<3> -> f32
        %630 = memref.load %alloca_62[] : memref<f32>
        %631 = llvm.intr.fma(%574, %594, %630) : (f32, f32, f32) -> f32
        memref.store %631, %alloca_62[] : memref<f32>
        %632 = memref.load %alloca_63[] : memref<f32>
        %633 = llvm.intr.fma(%574, %599, %632) : (f32, f32, f32) -> f32
        memref.store %633, %alloca_63[] : memref<f32>
        %634 = memref.load %alloca_64[] : memref<f32>
        %635 = llvm.intr.fma(%574, %604, %634) : (f32, f32, f32) -> f32
        memref.store %635, %alloca_64[] : memref<f32>
        %636 = memref.load %alloca_65[] : memref<f32>
        %637 = llvm.intr.fma(%574, %609, %636) : (f32, f32, f32) -> f32
        memref.store %637, %alloca_65[] : memref<f32>
        %638 = memref.load %alloca_66[] : memref<f32>
        %639 = llvm.intr.fma(%574, %614, %638) : (f32, f32, f32) -> f32
        memref.store %639, %alloca_66[] : memref<f32>
        %640 = memref.load %alloca_67[] : memref<f32>
        %641 = llvm.intr.fma(%574, %619, %640) : (f32, f32, f32) -> f32
        memref.store %641, %alloca_67[] : memref<f32>
        %642 = memref.load %alloca_68[] : memref<f32>
        %643 = llvm.intr.fma(%574, %624, %642) : (f32, f32, f32) -> f32
        memref.store %643, %alloca_68[] : memref<f32>
        %644 = memref.load %alloca_69[] : memref<f32>
        %645 = llvm.intr.fma(%574, %629, %644) : (f32, f32, f32) -> f32
        memref.store %645, %alloca_69[] : memref<f32>
        %646 = memref.load %alloca_70[] : memref<f32>
        %647 = llvm.intr.fma(%579, %594, %646) : (f32, f32, f32) -> f32
        memref.store %647, %alloca_70[] : memref<f32>
        %648 = memref.load %alloca_71[] : memref<f32>
        %649 = llvm.intr.fma(%579, %599, %648) : (f32, f32, f32) -> f32
        memref.store %649, %alloca_71[] : memref<f32>
        %650 = memref.load %alloca_72[] : memref<f32>
        %651 = llvm.intr.fma(%579, %604, %650) : (f32, f32, f32) -> f32
        memref.store %651, %alloca_72[] : memref<f32>
        %652 = memref.load %alloca_73[] : memref<f32>
        %653 = llvm.intr.fma(%579, %609, %652) : (f32, f32, f32) -> f32
        memref.store %653, %alloca_73[] : memref<f32>
        %654 = memref.load %alloca_74[] : memref<f32>
        %655 = llvm.intr.fma(%579, %614, %654) : (f32, f32, f32) -> f32
        memref.store %655, %alloca_74[] : memref<f32>
        %656 = memref.load %alloca_75[] : memref<f32>
        %657 = llvm.intr.fma(%579, %619, %656) : (f32, f32, f32) -> f32
        memref.store %657, %alloca_75[] : memref<f32>
        %658 = memref.load %alloca_76[] : memref<f32>
        %659 = llvm.intr.fma(%579, %624, %658) : (f32, f32, f32) -> f32
        memref.store %659, %alloca_76[] : memref<f32>
        %660 = memref.load %alloca_77[] : memref<f32>
        %661 = llvm.intr.fma(%579, %629, %660) : (f32, f32, f32) -> f32
        memref.store %661, %alloca_77[] : memref<f32>
        %662 = memref.load %alloca_78[] : memref<f32>
        %663 = llvm.intr.fma(%584, %594, %662) : (f32, f32, f32) -> f32
        memref.store %663, %alloca_78[] : memref<f32>
        %664 = memref.load %alloca_79[] : memref<f32>
        %665 = llvm.intr.fma(%584, %599, %664) : (f32, f32, f32) -> f32
        memref.store %665, %alloca_79[] : memref<f32>
        %666 = memref.load %alloca_80[] : memref<f32>
        %667 = llvm.intr.fma(%584, %604, %666) : (f32, f32, f32) -> f32
        memref.store %667, %alloca_80[] : memref<f32>
        %668 = memref.load %alloca_81[] : memref<f32>
        %669 = llvm.intr.fma(%584, %609, %668) : (f32, f32, f32) -> f32
        memref.store %669, %alloca_81[] : memref<f32>
        %670 = memref.load %alloca_82[] : memref<f32>
        %671 = llvm.intr.fma(%584, %614, %670) : (f32, f32, f32) -> f32
        memref.store %671, %alloca_82[] : memref<f32>
        %672 = memref.load %alloca_83[] : memref<f32>
        %673 = llvm.intr.fma(%584, %619, %672) : (f32, f32, f32) -> f32
        memref.store %673, %alloca_83[] : memref<f32>
        %674 = memref.load %alloca_84[] : memref<f32>
        %675 = llvm.intr.fma(%584, %624, %674) : (f32, f32, f32) -> f32
        memref.store %675, %alloca_84[] : memref<f32>
        %676 = memref.load %alloca_85[] : memref<f32>
        %677 = llvm.intr.fma(%584, %629, %676) : (f32, f32, f32) -> f32
        memref.store %677, %alloca_85[] : memref<f32>
        %678 = memref.load %alloca_86[] : memref<f32>
        %679 = llvm.intr.fma(%589, %594, %678) : (f32, f32, f32) -> f32
        memref.store %679, %alloca_86[] : memref<f32>
        %680 = memref.load %alloca_87[] : memref<f32>
        %681 = llvm.intr.fma(%589, %599, %680) : (f32, f32, f32) -> f32
        memref.store %681, %alloca_87[] : memref<f32>
        %682 = memref.load %alloca_88[] : memref<f32>
        %683 = llvm.intr.fma(%589, %604, %682) : (f32, f32, f32) -> f32
        memref.store %683, %alloca_88[] : memref<f32>
        %684 = memref.load %alloca_89[] : memref<f32>
        %685 = llvm.intr.fma(%589, %609, %684) : (f32, f32, f32) -> f32
        memref.store %685, %alloca_89[] : memref<f32>
        %686 = memref.load %alloca_90[] : memref<f32>
        %687 = llvm.intr.fma(%589, %614, %686) : (f32, f32, f32) -> f32
        memref.store %687, %alloca_90[] : memref<f32>
        %688 = memref.load %alloca_91[] : memref<f32>
        %689 = llvm.intr.fma(%589, %619, %688) : (f32, f32, f32) -> f32
        memref.store %689, %alloca_91[] : memref<f32>
        %690 = memref.load %alloca_92[] : memref<f32>
        %691 = llvm.intr.fma(%589, %624, %690) : (f32, f32, f32) -> f32
        memref.store %691, %alloca_92[] : memref<f32>
        %692 = memref.load %alloca_93[] : memref<f32>
        %693 = llvm.intr.fma(%589, %629, %692) : (f32, f32, f32) -> f32
        memref.store %693, %alloca_93[] : memref<f32>
        %694 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_331 = arith.constant 26880 : i64
        %695 = llvm.getelementptr %694[%c26880_i64_331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c516_i64 = arith.constant 516 : i64
        %696 = arith.addi %147, %c516_i64 : i64
        %697 = llvm.getelementptr %695[%696] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %698 = llvm.load %697 : !llvm.ptr<3> -> f32
        %699 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_332 = arith.constant 26880 : i64
        %700 = llvm.getelementptr %699[%c26880_i64_332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %701 = arith.addi %147, %c548_i64 : i64
        %702 = llvm.getelementptr %700[%701] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %703 = llvm.load %702 : !llvm.ptr<3> -> f32
        %704 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_333 = arith.constant 26880 : i64
        %705 = llvm.getelementptr %704[%c26880_i64_333] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c580_i64 = arith.constant 580 : i64
        %706 = arith.addi %147, %c580_i64 : i64
        %707 = llvm.getelementptr %705[%706] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %708 = llvm.load %707 : !llvm.ptr<3> -> f32
        %709 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_334 = arith.constant 26880 : i64
        %710 = llvm.getelementptr %709[%c26880_i64_334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %711 = arith.addi %147, %c612_i64 : i64
        %712 = llvm.getelementptr %710[%711] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %713 = llvm.load %712 : !llvm.ptr<3> -> f32
        %714 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_335 = arith.constant 33600 : i64
        %715 = llvm.getelementptr %714[%c33600_i64_335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c512_i64_336 = arith.constant 512 : i64
        %716 = arith.addi %149, %c512_i64_336 : i64
        %717 = llvm.getelementptr %715[%716] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %718 = llvm.load %717 : !llvm.ptr<3> -> f32
        %719 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_337 = arith.constant 33600 : i64
        %720 = llvm.getelementptr %719[%c33600_i64_337] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c513_i64 = arith.constant 513 : i64
        %721 = arith.addi %149, %c513_i64 : i64
        %722 = llvm.getelementptr %720[%721] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %723 = llvm.load %722 : !llvm.ptr<3> -> f32
        %724 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_338 = arith.constant 33600 : i64
        %725 = llvm.getelementptr %724[%c33600_i64_338] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c514_i64 = arith.constant 514 : i64
        %726 = arith.addi %149, %c514_i64 : i64
        %727 = llvm.getelementptr %725[%726] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %728 = llvm.load %727 : !llvm.ptr<3> -> f32
        %729 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_339 = arith.constant 33600 : i64
        %730 = llvm.getelementptr %729[%c33600_i64_339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c515_i64 = arith.constant 515 : i64
        %731 = arith.addi %149, %c515_i64 : i64
        %732 = llvm.getelementptr %730[%731] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %733 = llvm.load %732 : !llvm.ptr<3> -> f32
        %734 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_340 = arith.constant 33600 : i64
        %735 = llvm.getelementptr %734[%c33600_i64_340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c516_i64_341 = arith.constant 516 : i64
        %736 = arith.addi %149, %c516_i64_341 : i64
        %737 = llvm.getelementptr %735[%736] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %738 = llvm.load %737 : !llvm.ptr<3> -> f32
        %739 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_342 = arith.constant 33600 : i64
        %740 = llvm.getelementptr %739[%c33600_i64_342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c517_i64 = arith.constant 517 : i64
        %741 = arith.addi %149, %c517_i64 : i64
        %742 = llvm.getelementptr %740[%741] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %743 = llvm.load %742 : !llvm.ptr<3> -> f32
        %744 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_343 = arith.constant 33600 : i64
        %745 = llvm.getelementptr %744[%c33600_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c518_i64 = arith.constant 518 : i64
        %746 = arith.addi %149, %c518_i64 : i64
        %747 = llvm.getelementptr %745[%746] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %748 = llvm.load %747 : !llvm.ptr<3> -> f32
        %749 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_344 = arith.constant 33600 : i64
        %750 = llvm.getelementptr %749[%c33600_i64_344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c519_i64 = arith.constant 519 : i64
        %751 = arith.addi %149, %c519_i64 : i64
        %752 = llvm.getelementptr %750[%751] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %753 = llvm.load %752 : !llvm.ptr<3> -> f32
        %754 = memref.load %alloca_62[] : memref<f32>
        %755 = llvm.intr.fma(%698, %718, %754) : (f32, f32, f32) -> f32
        memref.store %755, %alloca_62[] : memref<f32>
        %756 = memref.load %alloca_63[] : memref<f32>
        %757 = llvm.intr.fma(%698, %723, %756) : (f32, f32, f32) -> f32
        memref.store %757, %alloca_63[] : memref<f32>
        %758 = memref.load %alloca_64[] : memref<f32>
        %759 = llvm.intr.fma(%698, %728, %758) : (f32, f32, f32) -> f32
        memref.store %759, %alloca_64[] : memref<f32>
        %760 = memref.load %alloca_65[] : memref<f32>
        %761 = llvm.intr.fma(%698, %733, %760) : (f32, f32, f32) -> f32
        memref.store %761, %alloca_65[] : memref<f32>
        %762 = memref.load %alloca_66[] : memref<f32>
        %763 = llvm.intr.fma(%698, %738, %762) : (f32, f32, f32) -> f32
        memref.store %763, %alloca_66[] : memref<f32>
        %764 = memref.load %alloca_67[] : memref<f32>
        %765 = llvm.intr.fma(%698, %743, %764) : (f32, f32, f32) -> f32
        memref.store %765, %alloca_67[] : memref<f32>
        %766 = memref.load %alloca_68[] : memref<f32>
        %767 = llvm.intr.fma(%698, %748, %766) : (f32, f32, f32) -> f32
        memref.store %767, %alloca_68[] : memref<f32>
        %768 = memref.load %alloca_69[] : memref<f32>
        %769 = llvm.intr.fma(%698, %753, %768) : (f32, f32, f32) -> f32
        memref.store %769, %alloca_69[] : memref<f32>
        %770 = memref.load %alloca_70[] : memref<f32>
        %771 = llvm.intr.fma(%703, %718, %770) : (f32, f32, f32) -> f32
        memref.store %771, %alloca_70[] : memref<f32>
        %772 = memref.load %alloca_71[] : memref<f32>
        %773 = llvm.intr.fma(%703, %723, %772) : (f32, f32, f32) -> f32
        memref.store %773, %alloca_71[] : memref<f32>
        %774 = memref.load %alloca_72[] : memref<f32>
        %775 = llvm.intr.fma(%703, %728, %774) : (f32, f32, f32) -> f32
        memref.store %775, %alloca_72[] : memref<f32>
        %776 = memref.load %alloca_73[] : memref<f32>
        %777 = llvm.intr.fma(%703, %733, %776) : (f32, f32, f32) -> f32
        memref.store %777, %alloca_73[] : memref<f32>
        %778 = memref.load %alloca_74[] : memref<f32>
        %779 = llvm.intr.fma(%703, %738, %778) : (f32, f32, f32) -> f32
        memref.store %779, %alloca_74[] : memref<f32>
        %780 = memref.load %alloca_75[] : memref<f32>
        %781 = llvm.intr.fma(%703, %743, %780) : (f32, f32, f32) -> f32
        memref.store %781, %alloca_75[] : memref<f32>
        %782 = memref.load %alloca_76[] : memref<f32>
        %783 = llvm.intr.fma(%703, %748, %782) : (f32, f32, f32) -> f32
        memref.store %783, %alloca_76[] : memref<f32>
        %784 = memref.load %alloca_77[] : memref<f32>
        %785 = llvm.intr.fma(%703, %753, %784) : (f32, f32, f32) -> f32
        memref.store %785, %alloca_77[] : memref<f32>
        %786 = memref.load %alloca_78[] : memref<f32>
        %787 = llvm.intr.fma(%708, %718, %786) : (f32, f32, f32) -> f32
        memref.store %787, %alloca_78[] : memref<f32>
        %788 = memref.load %alloca_79[] : memref<f32>
        %789 = llvm.intr.fma(%708, %723, %788) : (f32, f32, f32) -> f32
        memref.store %789, %alloca_79[] : memref<f32>
        %790 = memref.load %alloca_80[] : memref<f32>
        %791 = llvm.intr.fma(%708, %728, %790) : (f32, f32, f32) -> f32
        memref.store %791, %alloca_80[] : memref<f32>
        %792 = memref.load %alloca_81[] : memref<f32>
        %793 = llvm.intr.fma(%708, %733, %792) : (f32, f32, f32) -> f32
        memref.store %793, %alloca_81[] : memref<f32>
        %794 = memref.load %alloca_82[] : memref<f32>
        %795 = llvm.intr.fma(%708, %738, %794) : (f32, f32, f32) -> f32
        memref.store %795, %alloca_82[] : memref<f32>
        %796 = memref.load %alloca_83[] : memref<f32>
        %797 = llvm.intr.fma(%708, %743, %796) : (f32, f32, f32) -> f32
        memref.store %797, %alloca_83[] : memref<f32>
        %798 = memref.load %alloca_84[] : memref<f32>
        %799 = llvm.intr.fma(%708, %748, %798) : (f32, f32, f32) -> f32
        memref.store %799, %alloca_84[] : memref<f32>
        %800 = memref.load %alloca_85[] : memref<f32>
        %801 = llvm.intr.fma(%708, %753, %800) : (f32, f32, f32) -> f32
        memref.store %801, %alloca_85[] : memref<f32>
        %802 = memref.load %alloca_86[] : memref<f32>
        %803 = llvm.intr.fma(%713, %718, %802) : (f32, f32, f32) -> f32
        memref.store %803, %alloca_86[] : memref<f32>
        %804 = memref.load %alloca_87[] : memref<f32>
        %805 = llvm.intr.fma(%713, %723, %804) : (f32, f32, f32) -> f32
        memref.store %805, %alloca_87[] : memref<f32>
        %806 = memref.load %alloca_88[] : memref<f32>
        %807 = llvm.intr.fma(%713, %728, %806) : (f32, f32, f32) -> f32
        memref.store %807, %alloca_88[] : memref<f32>
        %808 = memref.load %alloca_89[] : memref<f32>
        %809 = llvm.intr.fma(%713, %733, %808) : (f32, f32, f32) -> f32
        memref.store %809, %alloca_89[] : memref<f32>
        %810 = memref.load %alloca_90[] : memref<f32>
        %811 = llvm.intr.fma(%713, %738, %810) : (f32, f32, f32) -> f32
        memref.store %811, %alloca_90[] : memref<f32>
        %812 = memref.load %alloca_91[] : memref<f32>
        %813 = llvm.intr.fma(%713, %743, %812) : (f32, f32, f32) -> f32
        memref.store %813, %alloca_91[] : memref<f32>
        %814 = memref.load %alloca_92[] : memref<f32>
        %815 = llvm.intr.fma(%713, %748, %814) : (f32, f32, f32) -> f32
        memref.store %815, %alloca_92[] : memref<f32>
        %816 = memref.load %alloca_93[] : memref<f32>
        %817 = llvm.intr.fma(%713, %753, %816) : (f32, f32, f32) -> f32
        memref.store %817, %alloca_93[] : memref<f32>
        %818 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_345 = arith.constant 26880 : i64
        %819 = llvm.getelementptr %818[%c26880_i64_345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c645_i64 = arith.constant 645 : i64
        %820 = arith.addi %147, %c645_i64 : i64
        %821 = llvm.getelementptr %819[%820] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %822 = llvm.load %821 : !llvm.ptr<3> -> f32
        %823 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_346 = arith.constant 26880 : i64
        %824 = llvm.getelementptr %823[%c26880_i64_346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c677_i64 = arith.constant 677 : i64
        %825 = arith.addi %147, %c677_i64 : i64
        %826 = llvm.getelementptr %824[%825] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %827 = llvm.load %826 : !llvm.ptr<3> -> f32
        %828 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_347 = arith.constant 26880 : i64
        %829 = llvm.getelementptr %828[%c26880_i64_347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c709_i64 = arith.constant 709 : i64
        %830 = arith.addi %147, %c709_i64 : i64
        %831 = llvm.getelementptr %829[%830] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %832 = llvm.load %831 : !llvm.ptr<3> -> f32
        %833 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_348 = arith.constant 26880 : i64
        %834 = llvm.getelementptr %833[%c26880_i64_348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c741_i64 = arith.constant 741 : i64
        %835 = arith.addi %147, %c741_i64 : i64
        %836 = llvm.getelementptr %834[%835] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %837 = llvm.load %836 : !llvm.ptr<3> -> f32
        %838 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_349 = arith.constant 33600 : i64
        %839 = llvm.getelementptr %838[%c33600_i64_349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c640_i64 = arith.constant 640 : i64
        %840 = arith.addi %149, %c640_i64 : i64
        %841 = llvm.getelementptr %839[%840] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %842 = llvm.load %841 : !llvm.ptr<3> -> f32
        %843 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_350 = arith.constant 33600 : i64
        %844 = llvm.getelementptr %843[%c33600_i64_350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c641_i64 = arith.constant 641 : i64
        %845 = arith.addi %149, %c641_i64 : i64
        %846 = llvm.getelementptr %844[%845] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %847 = llvm.load %846 : !llvm.ptr<3> -> f32
        %848 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_351 = arith.constant 33600 : i64
        %849 = llvm.getelementptr %848[%c33600_i64_351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c642_i64 = arith.constant 642 : i64
        %850 = arith.addi %149, %c642_i64 : i64
        %851 = llvm.getelementptr %849[%850] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %852 = llvm.load %851 : !llvm.ptr<3> -> f32
        %853 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_352 = arith.constant 33600 : i64
        %854 = llvm.getelementptr %853[%c33600_i64_352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c643_i64 = arith.constant 643 : i64
        %855 = arith.addi %149, %c643_i64 : i64
        %856 = llvm.getelementptr %854[%855] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %857 = llvm.load %856 : !llvm.ptr<3> -> f32
        %858 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_353 = arith.constant 33600 : i64
        %859 = llvm.getelementptr %858[%c33600_i64_353] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c644_i64 = arith.constant 644 : i64
        %860 = arith.addi %149, %c644_i64 : i64
        %861 = llvm.getelementptr %859[%860] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %862 = llvm.load %861 : !llvm.ptr<3> -> f32
        %863 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_354 = arith.constant 33600 : i64
        %864 = llvm.getelementptr %863[%c33600_i64_354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c645_i64_355 = arith.constant 645 : i64
        %865 = arith.addi %149, %c645_i64_355 : i64
        %866 = llvm.getelementptr %864[%865] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %867 = llvm.load %866 : !llvm.ptr<3> -> f32
        %868 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_356 = arith.constant 33600 : i64
        %869 = llvm.getelementptr %868[%c33600_i64_356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c646_i64 = arith.constant 646 : i64
        %870 = arith.addi %149, %c646_i64 : i64
        %871 = llvm.getelementptr %869[%870] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %872 = llvm.load %871 : !llvm.ptr<3> -> f32
        %873 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_357 = arith.constant 33600 : i64
        %874 = llvm.getelementptr %873[%c33600_i64_357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c647_i64 = arith.constant 647 : i64
        %875 = arith.addi %149, %c647_i64 : i64
        %876 = llvm.getelementptr %874[%875] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %877 = llvm.load %876 : !llvm.ptr<3> -> f32
        %878 = memref.load %alloca_62[] : memref<f32>
        %879 = llvm.intr.fma(%822, %842, %878) : (f32, f32, f32) -> f32
        memref.store %879, %alloca_62[] : memref<f32>
        %880 = memref.load %alloca_63[] : memref<f32>
        %881 = llvm.intr.fma(%822, %847, %880) : (f32, f32, f32) -> f32
        memref.store %881, %alloca_63[] : memref<f32>
        %882 = memref.load %alloca_64[] : memref<f32>
        %883 = llvm.intr.fma(%822, %852, %882) : (f32, f32, f32) -> f32
        memref.store %883, %alloca_64[] : memref<f32>
        %884 = memref.load %alloca_65[] : memref<f32>
        %885 = llvm.intr.fma(%822, %857, %884) : (f32, f32, f32) -> f32
        memref.store %885, %alloca_65[] : memref<f32>
        %886 = memref.load %alloca_66[] : memref<f32>
        %887 = llvm.intr.fma(%822, %862, %886) : (f32, f32, f32) -> f32
        memref.store %887, %alloca_66[] : memref<f32>
        %888 = memref.load %alloca_67[] : memref<f32>
        %889 = llvm.intr.fma(%822, %867, %888) : (f32, f32, f32) -> f32
        memref.store %889, %alloca_67[] : memref<f32>
        %890 = memref.load %alloca_68[] : memref<f32>
        %891 = llvm.intr.fma(%822, %872, %890) : (f32, f32, f32) -> f32
        memref.store %891, %alloca_68[] : memref<f32>
        %892 = memref.load %alloca_69[] : memref<f32>
        %893 = llvm.intr.fma(%822, %877, %892) : (f32, f32, f32) -> f32
        memref.store %893, %alloca_69[] : memref<f32>
        %894 = memref.load %alloca_70[] : memref<f32>
        %895 = llvm.intr.fma(%827, %842, %894) : (f32, f32, f32) -> f32
        memref.store %895, %alloca_70[] : memref<f32>
        %896 = memref.load %alloca_71[] : memref<f32>
        %897 = llvm.intr.fma(%827, %847, %896) : (f32, f32, f32) -> f32
        memref.store %897, %alloca_71[] : memref<f32>
        %898 = memref.load %alloca_72[] : memref<f32>
        %899 = llvm.intr.fma(%827, %852, %898) : (f32, f32, f32) -> f32
        memref.store %899, %alloca_72[] : memref<f32>
        %900 = memref.load %alloca_73[] : memref<f32>
        %901 = llvm.intr.fma(%827, %857, %900) : (f32, f32, f32) -> f32
        memref.store %901, %alloca_73[] : memref<f32>
        %902 = memref.load %alloca_74[] : memref<f32>
        %903 = llvm.intr.fma(%827, %862, %902) : (f32, f32, f32) -> f32
        memref.store %903, %alloca_74[] : memref<f32>
        %904 = memref.load %alloca_75[] : memref<f32>
        %905 = llvm.intr.fma(%827, %867, %904) : (f32, f32, f32) -> f32
        memref.store %905, %alloca_75[] : memref<f32>
        %906 = memref.load %alloca_76[] : memref<f32>
        %907 = llvm.intr.fma(%827, %872, %906) : (f32, f32, f32) -> f32
        memref.store %907, %alloca_76[] : memref<f32>
        %908 = memref.load %alloca_77[] : memref<f32>
        %909 = llvm.intr.fma(%827, %877, %908) : (f32, f32, f32) -> f32
        memref.store %909, %alloca_77[] : memref<f32>
        %910 = memref.load %alloca_78[] : memref<f32>
        %911 = llvm.intr.fma(%832, %842, %910) : (f32, f32, f32) -> f32
        memref.store %911, %alloca_78[] : memref<f32>
        %912 = memref.load %alloca_79[] : memref<f32>
        %913 = llvm.intr.fma(%832, %847, %912) : (f32, f32, f32) -> f32
        memref.store %913, %alloca_79[] : memref<f32>
        %914 = memref.load %alloca_80[] : memref<f32>
        %915 = llvm.intr.fma(%832, %852, %914) : (f32, f32, f32) -> f32
        memref.store %915, %alloca_80[] : memref<f32>
        %916 = memref.load %alloca_81[] : memref<f32>
        %917 = llvm.intr.fma(%832, %857, %916) : (f32, f32, f32) -> f32
        memref.store %917, %alloca_81[] : memref<f32>
        %918 = memref.load %alloca_82[] : memref<f32>
        %919 = llvm.intr.fma(%832, %862, %918) : (f32, f32, f32) -> f32
        memref.store %919, %alloca_82[] : memref<f32>
        %920 = memref.load %alloca_83[] : memref<f32>
        %921 = llvm.intr.fma(%832, %867, %920) : (f32, f32, f32) -> f32
        memref.store %921, %alloca_83[] : memref<f32>
        %922 = memref.load %alloca_84[] : memref<f32>
        %923 = llvm.intr.fma(%832, %872, %922) : (f32, f32, f32) -> f32
        memref.store %923, %alloca_84[] : memref<f32>
        %924 = memref.load %alloca_85[] : memref<f32>
        %925 = llvm.intr.fma(%832, %877, %924) : (f32, f32, f32) -> f32
        memref.store %925, %alloca_85[] : memref<f32>
        %926 = memref.load %alloca_86[] : memref<f32>
        %927 = llvm.intr.fma(%837, %842, %926) : (f32, f32, f32) -> f32
        memref.store %927, %alloca_86[] : memref<f32>
        %928 = memref.load %alloca_87[] : memref<f32>
        %929 = llvm.intr.fma(%837, %847, %928) : (f32, f32, f32) -> f32
        memref.store %929, %alloca_87[] : memref<f32>
        %930 = memref.load %alloca_88[] : memref<f32>
        %931 = llvm.intr.fma(%837, %852, %930) : (f32, f32, f32) -> f32
        memref.store %931, %alloca_88[] : memref<f32>
        %932 = memref.load %alloca_89[] : memref<f32>
        %933 = llvm.intr.fma(%837, %857, %932) : (f32, f32, f32) -> f32
        memref.store %933, %alloca_89[] : memref<f32>
        %934 = memref.load %alloca_90[] : memref<f32>
        %935 = llvm.intr.fma(%837, %862, %934) : (f32, f32, f32) -> f32
        memref.store %935, %alloca_90[] : memref<f32>
        %936 = memref.load %alloca_91[] : memref<f32>
        %937 = llvm.intr.fma(%837, %867, %936) : (f32, f32, f32) -> f32
        memref.store %937, %alloca_91[] : memref<f32>
        %938 = memref.load %alloca_92[] : memref<f32>
        %939 = llvm.intr.fma(%837, %872, %938) : (f32, f32, f32) -> f32
        memref.store %939, %alloca_92[] : memref<f32>
        %940 = memref.load %alloca_93[] : memref<f32>
        %941 = llvm.intr.fma(%837, %877, %940) : (f32, f32, f32) -> f32
        memref.store %941, %alloca_93[] : memref<f32>
        %942 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_358 = arith.constant 26880 : i64
        %943 = llvm.getelementptr %942[%c26880_i64_358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c774_i64 = arith.constant 774 : i64
        %944 = arith.addi %147, %c774_i64 : i64
        %945 = llvm.getelementptr %943[%944] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %946 = llvm.load %945 : !llvm.ptr<3> -> f32
        %947 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_359 = arith.constant 26880 : i64
        %948 = llvm.getelementptr %947[%c26880_i64_359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c806_i64 = arith.constant 806 : i64
        %949 = arith.addi %147, %c806_i64 : i64
        %950 = llvm.getelementptr %948[%949] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %951 = llvm.load %950 : !llvm.ptr<3> -> f32
        %952 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_360 = arith.constant 26880 : i64
        %953 = llvm.getelementptr %952[%c26880_i64_360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c838_i64 = arith.constant 838 : i64
        %954 = arith.addi %147, %c838_i64 : i64
        %955 = llvm.getelementptr %953[%954] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %956 = llvm.load %955 : !llvm.ptr<3> -> f32
        %957 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_361 = arith.constant 26880 : i64
        %958 = llvm.getelementptr %957[%c26880_i64_361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c870_i64 = arith.constant 870 : i64
        %959 = arith.addi %147, %c870_i64 : i64
        %960 = llvm.getelementptr %958[%959] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %961 = llvm.load %960 : !llvm.ptr<3> -> f32
        %962 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_362 = arith.constant 33600 : i64
        %963 = llvm.getelementptr %962[%c33600_i64_362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c768_i64 = arith.constant 768 : i64
        %964 = arith.addi %149, %c768_i64 : i64
        %965 = llvm.getelementptr %963[%964] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %966 = llvm.load %965 : !llvm.ptr<3> -> f32
        %967 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_363 = arith.constant 33600 : i64
        %968 = llvm.getelementptr %967[%c33600_i64_363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c769_i64 = arith.constant 769 : i64
        %969 = arith.addi %149, %c769_i64 : i64
        %970 = llvm.getelementptr %968[%969] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %971 = llvm.load %970 : !llvm.ptr<3> -> f32
        %972 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_364 = arith.constant 33600 : i64
        %973 = llvm.getelementptr %972[%c33600_i64_364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c770_i64 = arith.constant 770 : i64
        %974 = arith.addi %149, %c770_i64 : i64
        %975 = llvm.getelementptr %973[%974] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %976 = llvm.load %975 : !llvm.ptr<3> -> f32
        %977 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_365 = arith.constant 33600 : i64
        %978 = llvm.getelementptr %977[%c33600_i64_365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c771_i64 = arith.constant 771 : i64
        %979 = arith.addi %149, %c771_i64 : i64
        %980 = llvm.getelementptr %978[%979] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %981 = llvm.load %980 : !llvm.ptr<3> -> f32
        %982 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_366 = arith.constant 33600 : i64
        %983 = llvm.getelementptr %982[%c33600_i64_366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c772_i64 = arith.constant 772 : i64
        %984 = arith.addi %149, %c772_i64 : i64
        %985 = llvm.getelementptr %983[%984] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %986 = llvm.load %985 : !llvm.ptr<3> -> f32
        %987 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_367 = arith.constant 33600 : i64
        %988 = llvm.getelementptr %987[%c33600_i64_367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c773_i64 = arith.constant 773 : i64
        %989 = arith.addi %149, %c773_i64 : i64
        %990 = llvm.getelementptr %988[%989] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %991 = llvm.load %990 : !llvm.ptr<3> -> f32
        %992 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_368 = arith.constant 33600 : i64
        %993 = llvm.getelementptr %992[%c33600_i64_368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c774_i64_369 = arith.constant 774 : i64
        %994 = arith.addi %149, %c774_i64_369 : i64
        %995 = llvm.getelementptr %993[%994] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %996 = llvm.load %995 : !llvm.ptr<3> -> f32
        %997 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_370 = arith.constant 33600 : i64
        %998 = llvm.getelementptr %997[%c33600_i64_370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c775_i64 = arith.constant 775 : i64
        %999 = arith.addi %149, %c775_i64 : i64
        %1000 = llvm.getelementptr %998[%999] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1001 = llvm.load %1000 : !llvm.ptr<3> -> f32
        %1002 = memref.load %alloca_62[] : memref<f32>
        %1003 = llvm.intr.fma(%946, %966, %1002) : (f32, f32, f32) -> f32
        memref.store %1003, %alloca_62[] : memref<f32>
        %1004 = memref.load %alloca_63[] : memref<f32>
        %1005 = llvm.intr.fma(%946, %971, %1004) : (f32, f32, f32) -> f32
        memref.store %1005, %alloca_63[] : memref<f32>
        %1006 = memref.load %alloca_64[] : memref<f32>
        %1007 = llvm.intr.fma(%946, %976, %1006) : (f32, f32, f32) -> f32
        memref.store %1007, %alloca_64[] : memref<f32>
        %1008 = memref.load %alloca_65[] : memref<f32>
        %1009 = llvm.intr.fma(%946, %981, %1008) : (f32, f32, f32) -> f32
        memref.store %1009, %alloca_65[] : memref<f32>
        %1010 = memref.load %alloca_66[] : memref<f32>
        %1011 = llvm.intr.fma(%946, %986, %1010) : (f32, f32, f32) -> f32
        memref.store %1011, %alloca_66[] : memref<f32>
        %1012 = memref.load %alloca_67[] : memref<f32>
        %1013 = llvm.intr.fma(%946, %991, %1012) : (f32, f32, f32) -> f32
        memref.store %1013, %alloca_67[] : memref<f32>
        %1014 = memref.load %alloca_68[] : memref<f32>
        %1015 = llvm.intr.fma(%946, %996, %1014) : (f32, f32, f32) -> f32
        memref.store %1015, %alloca_68[] : memref<f32>
        %1016 = memref.load %alloca_69[] : memref<f32>
        %1017 = llvm.intr.fma(%946, %1001, %1016) : (f32, f32, f32) -> f32
        memref.store %1017, %alloca_69[] : memref<f32>
        %1018 = memref.load %alloca_70[] : memref<f32>
        %1019 = llvm.intr.fma(%951, %966, %1018) : (f32, f32, f32) -> f32
        memref.store %1019, %alloca_70[] : memref<f32>
        %1020 = memref.load %alloca_71[] : memref<f32>
        %1021 = llvm.intr.fma(%951, %971, %1020) : (f32, f32, f32) -> f32
        memref.store %1021, %alloca_71[] : memref<f32>
        %1022 = memref.load %alloca_72[] : memref<f32>
        %1023 = llvm.intr.fma(%951, %976, %1022) : (f32, f32, f32) -> f32
        memref.store %1023, %alloca_72[] : memref<f32>
        %1024 = memref.load %alloca_73[] : memref<f32>
        %1025 = llvm.intr.fma(%951, %981, %1024) : (f32, f32, f32) -> f32
        memref.store %1025, %alloca_73[] : memref<f32>
        %1026 = memref.load %alloca_74[] : memref<f32>
        %1027 = llvm.intr.fma(%951, %986, %1026) : (f32, f32, f32) -> f32
        memref.store %1027, %alloca_74[] : memref<f32>
        %1028 = memref.load %alloca_75[] : memref<f32>
        %1029 = llvm.intr.fma(%951, %991, %1028) : (f32, f32, f32) -> f32
        memref.store %1029, %alloca_75[] : memref<f32>
        %1030 = memref.load %alloca_76[] : memref<f32>
        %1031 = llvm.intr.fma(%951, %996, %1030) : (f32, f32, f32) -> f32
        memref.store %1031, %alloca_76[] : memref<f32>
        %1032 = memref.load %alloca_77[] : memref<f32>
        %1033 = llvm.intr.fma(%951, %1001, %1032) : (f32, f32, f32) -> f32
        memref.store %1033, %alloca_77[] : memref<f32>
        %1034 = memref.load %alloca_78[] : memref<f32>
        %1035 = llvm.intr.fma(%956, %966, %1034) : (f32, f32, f32) -> f32
        memref.store %1035, %alloca_78[] : memref<f32>
        %1036 = memref.load %alloca_79[] : memref<f32>
        %1037 = llvm.intr.fma(%956, %971, %1036) : (f32, f32, f32) -> f32
        memref.store %1037, %alloca_79[] : memref<f32>
        %1038 = memref.load %alloca_80[] : memref<f32>
        %1039 = llvm.intr.fma(%956, %976, %1038) : (f32, f32, f32) -> f32
        memref.store %1039, %alloca_80[] : memref<f32>
        %1040 = memref.load %alloca_81[] : memref<f32>
        %1041 = llvm.intr.fma(%956, %981, %1040) : (f32, f32, f32) -> f32
        memref.store %1041, %alloca_81[] : memref<f32>
        %1042 = memref.load %alloca_82[] : memref<f32>
        %1043 = llvm.intr.fma(%956, %986, %1042) : (f32, f32, f32) -> f32
        memref.store %1043, %alloca_82[] : memref<f32>
        %1044 = memref.load %alloca_83[] : memref<f32>
        %1045 = llvm.intr.fma(%956, %991, %1044) : (f32, f32, f32) -> f32
        memref.store %1045, %alloca_83[] : memref<f32>
        %1046 = memref.load %alloca_84[] : memref<f32>
        %1047 = llvm.intr.fma(%956, %996, %1046) : (f32, f32, f32) -> f32
        memref.store %1047, %alloca_84[] : memref<f32>
        %1048 = memref.load %alloca_85[] : memref<f32>
        %1049 = llvm.intr.fma(%956, %1001, %1048) : (f32, f32, f32) -> f32
        memref.store %1049, %alloca_85[] : memref<f32>
        %1050 = memref.load %alloca_86[] : memref<f32>
        %1051 = llvm.intr.fma(%961, %966, %1050) : (f32, f32, f32) -> f32
        memref.store %1051, %alloca_86[] : memref<f32>
        %1052 = memref.load %alloca_87[] : memref<f32>
        %1053 = llvm.intr.fma(%961, %971, %1052) : (f32, f32, f32) -> f32
        memref.store %1053, %alloca_87[] : memref<f32>
        %1054 = memref.load %alloca_88[] : memref<f32>
        %1055 = llvm.intr.fma(%961, %976, %1054) : (f32, f32, f32) -> f32
        memref.store %1055, %alloca_88[] : memref<f32>
        %1056 = memref.load %alloca_89[] : memref<f32>
        %1057 = llvm.intr.fma(%961, %981, %1056) : (f32, f32, f32) -> f32
        memref.store %1057, %alloca_89[] : memref<f32>
        %1058 = memref.load %alloca_90[] : memref<f32>
        %1059 = llvm.intr.fma(%961, %986, %1058) : (f32, f32, f32) -> f32
        memref.store %1059, %alloca_90[] : memref<f32>
        %1060 = memref.load %alloca_91[] : memref<f32>
        %1061 = llvm.intr.fma(%961, %991, %1060) : (f32, f32, f32) -> f32
        memref.store %1061, %alloca_91[] : memref<f32>
        %1062 = memref.load %alloca_92[] : memref<f32>
        %1063 = llvm.intr.fma(%961, %996, %1062) : (f32, f32, f32) -> f32
        memref.store %1063, %alloca_92[] : memref<f32>
        %1064 = memref.load %alloca_93[] : memref<f32>
        %1065 = llvm.intr.fma(%961, %1001, %1064) : (f32, f32, f32) -> f32
        memref.store %1065, %alloca_93[] : memref<f32>
        %1066 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_371 = arith.constant 26880 : i64
        %1067 = llvm.getelementptr %1066[%c26880_i64_371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c903_i64 = arith.constant 903 : i64
        %1068 = arith.addi %147, %c903_i64 : i64
        %1069 = llvm.getelementptr %1067[%1068] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1070 = llvm.load %1069 : !llvm.ptr<3> -> f32
        %1071 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_372 = arith.constant 26880 : i64
        %1072 = llvm.getelementptr %1071[%c26880_i64_372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c935_i64 = arith.constant 935 : i64
        %1073 = arith.addi %147, %c935_i64 : i64
        %1074 = llvm.getelementptr %1072[%1073] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1075 = llvm.load %1074 : !llvm.ptr<3> -> f32
        %1076 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_373 = arith.constant 26880 : i64
        %1077 = llvm.getelementptr %1076[%c26880_i64_373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c967_i64 = arith.constant 967 : i64
        %1078 = arith.addi %147, %c967_i64 : i64
        %1079 = llvm.getelementptr %1077[%1078] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1080 = llvm.load %1079 : !llvm.ptr<3> -> f32
        %1081 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_374 = arith.constant 26880 : i64
        %1082 = llvm.getelementptr %1081[%c26880_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c999_i64 = arith.constant 999 : i64
        %1083 = arith.addi %147, %c999_i64 : i64
        %1084 = llvm.getelementptr %1082[%1083] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1085 = llvm.load %1084 : !llvm.ptr<3> -> f32
        %1086 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_375 = arith.constant 33600 : i64
        %1087 = llvm.getelementptr %1086[%c33600_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c896_i64 = arith.constant 896 : i64
        %1088 = arith.addi %149, %c896_i64 : i64
        %1089 = llvm.getelementptr %1087[%1088] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1090 = llvm.load %1089 : !llvm.ptr<3> -> f32
        %1091 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_376 = arith.constant 33600 : i64
        %1092 = llvm.getelementptr %1091[%c33600_i64_376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c897_i64 = arith.constant 897 : i64
        %1093 = arith.addi %149, %c897_i64 : i64
        %1094 = llvm.getelementptr %1092[%1093] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1095 = llvm.load %1094 : !llvm.ptr<3> -> f32
        %1096 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_377 = arith.constant 33600 : i64
        %1097 = llvm.getelementptr %1096[%c33600_i64_377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c898_i64 = arith.constant 898 : i64
        %1098 = arith.addi %149, %c898_i64 : i64
        %1099 = llvm.getelementptr %1097[%1098] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1100 = llvm.load %1099 : !llvm.ptr<3> -> f32
        %1101 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_378 = arith.constant 33600 : i64
        %1102 = llvm.getelementptr %1101[%c33600_i64_378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c899_i64 = arith.constant 899 : i64
        %1103 = arith.addi %149, %c899_i64 : i64
        %1104 = llvm.getelementptr %1102[%1103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1105 = llvm.load %1104 : !llvm.ptr<3> -> f32
        %1106 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_379 = arith.constant 33600 : i64
        %1107 = llvm.getelementptr %1106[%c33600_i64_379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c900_i64 = arith.constant 900 : i64
        %1108 = arith.addi %149, %c900_i64 : i64
        %1109 = llvm.getelementptr %1107[%1108] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1110 = llvm.load %1109 : !llvm.ptr<3> -> f32
        %1111 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_380 = arith.constant 33600 : i64
        %1112 = llvm.getelementptr %1111[%c33600_i64_380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c901_i64 = arith.constant 901 : i64
        %1113 = arith.addi %149, %c901_i64 : i64
        %1114 = llvm.getelementptr %1112[%1113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1115 = llvm.load %1114 : !llvm.ptr<3> -> f32
        %1116 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_381 = arith.constant 33600 : i64
        %1117 = llvm.getelementptr %1116[%c33600_i64_381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c902_i64 = arith.constant 902 : i64
        %1118 = arith.addi %149, %c902_i64 : i64
        %1119 = llvm.getelementptr %1117[%1118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1120 = llvm.load %1119 : !llvm.ptr<3> -> f32
        %1121 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_382 = arith.constant 33600 : i64
        %1122 = llvm.getelementptr %1121[%c33600_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c903_i64_383 = arith.constant 903 : i64
        %1123 = arith.addi %149, %c903_i64_383 : i64
        %1124 = llvm.getelementptr %1122[%1123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1125 = llvm.load %1124 : !llvm.ptr<3> -> f32
        %1126 = memref.load %alloca_62[] : memref<f32>
        %1127 = llvm.intr.fma(%1070, %1090, %1126) : (f32, f32, f32) -> f32
        memref.store %1127, %alloca_62[] : memref<f32>
        %1128 = memref.load %alloca_63[] : memref<f32>
        %1129 = llvm.intr.fma(%1070, %1095, %1128) : (f32, f32, f32) -> f32
        memref.store %1129, %alloca_63[] : memref<f32>
        %1130 = memref.load %alloca_64[] : memref<f32>
        %1131 = llvm.intr.fma(%1070, %1100, %1130) : (f32, f32, f32) -> f32
        memref.store %1131, %alloca_64[] : memref<f32>
        %1132 = memref.load %alloca_65[] : memref<f32>
        %1133 = llvm.intr.fma(%1070, %1105, %1132) : (f32, f32, f32) -> f32
        memref.store %1133, %alloca_65[] : memref<f32>
        %1134 = memref.load %alloca_66[] : memref<f32>
        %1135 = llvm.intr.fma(%1070, %1110, %1134) : (f32, f32, f32) -> f32
        memref.store %1135, %alloca_66[] : memref<f32>
        %1136 = memref.load %alloca_67[] : memref<f32>
        %1137 = llvm.intr.fma(%1070, %1115, %1136) : (f32, f32, f32) -> f32
        memref.store %1137, %alloca_67[] : memref<f32>
        %1138 = memref.load %alloca_68[] : memref<f32>
        %1139 = llvm.intr.fma(%1070, %1120, %1138) : (f32, f32, f32) -> f32
        memref.store %1139, %alloca_68[] : memref<f32>
        %1140 = memref.load %alloca_69[] : memref<f32>
        %1141 = llvm.intr.fma(%1070, %1125, %1140) : (f32, f32, f32) -> f32
        memref.store %1141, %alloca_69[] : memref<f32>
        %1142 = memref.load %alloca_70[] : memref<f32>
        %1143 = llvm.intr.fma(%1075, %1090, %1142) : (f32, f32, f32) -> f32
        memref.store %1143, %alloca_70[] : memref<f32>
        %1144 = memref.load %alloca_71[] : memref<f32>
        %1145 = llvm.intr.fma(%1075, %1095, %1144) : (f32, f32, f32) -> f32
        memref.store %1145, %alloca_71[] : memref<f32>
        %1146 = memref.load %alloca_72[] : memref<f32>
        %1147 = llvm.intr.fma(%1075, %1100, %1146) : (f32, f32, f32) -> f32
        memref.store %1147, %alloca_72[] : memref<f32>
        %1148 = memref.load %alloca_73[] : memref<f32>
        %1149 = llvm.intr.fma(%1075, %1105, %1148) : (f32, f32, f32) -> f32
        memref.store %1149, %alloca_73[] : memref<f32>
        %1150 = memref.load %alloca_74[] : memref<f32>
        %1151 = llvm.intr.fma(%1075, %1110, %1150) : (f32, f32, f32) -> f32
        memref.store %1151, %alloca_74[] : memref<f32>
        %1152 = memref.load %alloca_75[] : memref<f32>
        %1153 = llvm.intr.fma(%1075, %1115, %1152) : (f32, f32, f32) -> f32
        memref.store %1153, %alloca_75[] : memref<f32>
        %1154 = memref.load %alloca_76[] : memref<f32>
        %1155 = llvm.intr.fma(%1075, %1120, %1154) : (f32, f32, f32) -> f32
        memref.store %1155, %alloca_76[] : memref<f32>
        %1156 = memref.load %alloca_77[] : memref<f32>
        %1157 = llvm.intr.fma(%1075, %1125, %1156) : (f32, f32, f32) -> f32
        memref.store %1157, %alloca_77[] : memref<f32>
        %1158 = memref.load %alloca_78[] : memref<f32>
        %1159 = llvm.intr.fma(%1080, %1090, %1158) : (f32, f32, f32) -> f32
        memref.store %1159, %alloca_78[] : memref<f32>
        %1160 = memref.load %alloca_79[] : memref<f32>
        %1161 = llvm.intr.fma(%1080, %1095, %1160) : (f32, f32, f32) -> f32
        memref.store %1161, %alloca_79[] : memref<f32>
        %1162 = memref.load %alloca_80[] : memref<f32>
        %1163 = llvm.intr.fma(%1080, %1100, %1162) : (f32, f32, f32) -> f32
        memref.store %1163, %alloca_80[] : memref<f32>
        %1164 = memref.load %alloca_81[] : memref<f32>
        %1165 = llvm.intr.fma(%1080, %1105, %1164) : (f32, f32, f32) -> f32
        memref.store %1165, %alloca_81[] : memref<f32>
        %1166 = memref.load %alloca_82[] : memref<f32>
        %1167 = llvm.intr.fma(%1080, %1110, %1166) : (f32, f32, f32) -> f32
        memref.store %1167, %alloca_82[] : memref<f32>
        %1168 = memref.load %alloca_83[] : memref<f32>
        %1169 = llvm.intr.fma(%1080, %1115, %1168) : (f32, f32, f32) -> f32
        memref.store %1169, %alloca_83[] : memref<f32>
        %1170 = memref.load %alloca_84[] : memref<f32>
        %1171 = llvm.intr.fma(%1080, %1120, %1170) : (f32, f32, f32) -> f32
        memref.store %1171, %alloca_84[] : memref<f32>
        %1172 = memref.load %alloca_85[] : memref<f32>
        %1173 = llvm.intr.fma(%1080, %1125, %1172) : (f32, f32, f32) -> f32
        memref.store %1173, %alloca_85[] : memref<f32>
        %1174 = memref.load %alloca_86[] : memref<f32>
        %1175 = llvm.intr.fma(%1085, %1090, %1174) : (f32, f32, f32) -> f32
        memref.store %1175, %alloca_86[] : memref<f32>
        %1176 = memref.load %alloca_87[] : memref<f32>
        %1177 = llvm.intr.fma(%1085, %1095, %1176) : (f32, f32, f32) -> f32
        memref.store %1177, %alloca_87[] : memref<f32>
        %1178 = memref.load %alloca_88[] : memref<f32>
        %1179 = llvm.intr.fma(%1085, %1100, %1178) : (f32, f32, f32) -> f32
        memref.store %1179, %alloca_88[] : memref<f32>
        %1180 = memref.load %alloca_89[] : memref<f32>
        %1181 = llvm.intr.fma(%1085, %1105, %1180) : (f32, f32, f32) -> f32
        memref.store %1181, %alloca_89[] : memref<f32>
        %1182 = memref.load %alloca_90[] : memref<f32>
        %1183 = llvm.intr.fma(%1085, %1110, %1182) : (f32, f32, f32) -> f32
        memref.store %1183, %alloca_90[] : memref<f32>
        %1184 = memref.load %alloca_91[] : memref<f32>
        %1185 = llvm.intr.fma(%1085, %1115, %1184) : (f32, f32, f32) -> f32
        memref.store %1185, %alloca_91[] : memref<f32>
        %1186 = memref.load %alloca_92[] : memref<f32>
        %1187 = llvm.intr.fma(%1085, %1120, %1186) : (f32, f32, f32) -> f32
        memref.store %1187, %alloca_92[] : memref<f32>
        %1188 = memref.load %alloca_93[] : memref<f32>
        %1189 = llvm.intr.fma(%1085, %1125, %1188) : (f32, f32, f32) -> f32
        memref.store %1189, %alloca_93[] : memref<f32>
        %1190 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_384 = arith.constant 26880 : i64
        %1191 = llvm.getelementptr %1190[%c26880_i64_384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1032_i64 = arith.constant 1032 : i64
        %1192 = arith.addi %147, %c1032_i64 : i64
        %1193 = llvm.getelementptr %1191[%1192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1194 = llvm.load %1193 : !llvm.ptr<3> -> f32
        %1195 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_385 = arith.constant 26880 : i64
        %1196 = llvm.getelementptr %1195[%c26880_i64_385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1064_i64 = arith.constant 1064 : i64
        %1197 = arith.addi %147, %c1064_i64 : i64
        %1198 = llvm.getelementptr %1196[%1197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1199 = llvm.load %1198 : !llvm.ptr<3> -> f32
        %1200 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_386 = arith.constant 26880 : i64
        %1201 = llvm.getelementptr %1200[%c26880_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1096_i64 = arith.constant 1096 : i64
        %1202 = arith.addi %147, %c1096_i64 : i64
        %1203 = llvm.getelementptr %1201[%1202] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1204 = llvm.load %1203 : !llvm.ptr<3> -> f32
        %1205 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_387 = arith.constant 26880 : i64
        %1206 = llvm.getelementptr %1205[%c26880_i64_387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1128_i64 = arith.constant 1128 : i64
        %1207 = arith.addi %147, %c1128_i64 : i64
        %1208 = llvm.getelementptr %1206[%1207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1209 = llvm.load %1208 : !llvm.ptr<3> -> f32
        %1210 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_388 = arith.constant 33600 : i64
        %1211 = llvm.getelementptr %1210[%c33600_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64 = arith.constant 1024 : i64
        %1212 = arith.addi %149, %c1024_i64 : i64
        %1213 = llvm.getelementptr %1211[%1212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1214 = llvm.load %1213 : !llvm.ptr<3> -> f32
        %1215 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_389 = arith.constant 33600 : i64
        %1216 = llvm.getelementptr %1215[%c33600_i64_389] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1217 = arith.addi %149, %c1025_i64 : i64
        %1218 = llvm.getelementptr %1216[%1217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1219 = llvm.load %1218 : !llvm.ptr<3> -> f32
        %1220 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_390 = arith.constant 33600 : i64
        %1221 = llvm.getelementptr %1220[%c33600_i64_390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1222 = arith.addi %149, %c1026_i64 : i64
        %1223 = llvm.getelementptr %1221[%1222] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1224 = llvm.load %1223 : !llvm.ptr<3> -> f32
        %1225 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_391 = arith.constant 33600 : i64
        %1226 = llvm.getelementptr %1225[%c33600_i64_391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1227 = arith.addi %149, %c1027_i64 : i64
        %1228 = llvm.getelementptr %1226[%1227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1229 = llvm.load %1228 : !llvm.ptr<3> -> f32
        %1230 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_392 = arith.constant 33600 : i64
        %1231 = llvm.getelementptr %1230[%c33600_i64_392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1028_i64 = arith.constant 1028 : i64
        %1232 = arith.addi %149, %c1028_i64 : i64
        %1233 = llvm.getelementptr %1231[%1232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1234 = llvm.load %1233 : !llvm.ptr<3> -> f32
        %1235 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_393 = arith.constant 33600 : i64
        %1236 = llvm.getelementptr %1235[%c33600_i64_393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1029_i64 = arith.constant 1029 : i64
        %1237 = arith.addi %149, %c1029_i64 : i64
        %1238 = llvm.getelementptr %1236[%1237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1239 = llvm.load %1238 : !llvm.ptr<3> -> f32
        %1240 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_394 = arith.constant 33600 : i64
        %1241 = llvm.getelementptr %1240[%c33600_i64_394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1030_i64 = arith.constant 1030 : i64
        %1242 = arith.addi %149, %c1030_i64 : i64
        %1243 = llvm.getelementptr %1241[%1242] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1244 = llvm.load %1243 : !llvm.ptr<3> -> f32
        %1245 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_395 = arith.constant 33600 : i64
        %1246 = llvm.getelementptr %1245[%c33600_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1031_i64 = arith.constant 1031 : i64
        %1247 = arith.addi %149, %c1031_i64 : i64
        %1248 = llvm.getelementptr %1246[%1247] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1249 = llvm.load %1248 : !llvm.ptr<3> -> f32
        %1250 = memref.load %alloca_62[] : memref<f32>
        %1251 = llvm.intr.fma(%1194, %1214, %1250) : (f32, f32, f32) -> f32
        memref.store %1251, %alloca_62[] : memref<f32>
        %1252 = memref.load %alloca_63[] : memref<f32>
        %1253 = llvm.intr.fma(%1194, %1219, %1252) : (f32, f32, f32) -> f32
        memref.store %1253, %alloca_63[] : memref<f32>
        %1254 = memref.load %alloca_64[] : memref<f32>
        %1255 = llvm.intr.fma(%1194, %1224, %1254) : (f32, f32, f32) -> f32
        memref.store %1255, %alloca_64[] : memref<f32>
        %1256 = memref.load %alloca_65[] : memref<f32>
        %1257 = llvm.intr.fma(%1194, %1229, %1256) : (f32, f32, f32) -> f32
        memref.store %1257, %alloca_65[] : memref<f32>
        %1258 = memref.load %alloca_66[] : memref<f32>
        %1259 = llvm.intr.fma(%1194, %1234, %1258) : (f32, f32, f32) -> f32
        memref.store %1259, %alloca_66[] : memref<f32>
        %1260 = memref.load %alloca_67[] : memref<f32>
        %1261 = llvm.intr.fma(%1194, %1239, %1260) : (f32, f32, f32) -> f32
        memref.store %1261, %alloca_67[] : memref<f32>
        %1262 = memref.load %alloca_68[] : memref<f32>
        %1263 = llvm.intr.fma(%1194, %1244, %1262) : (f32, f32, f32) -> f32
        memref.store %1263, %alloca_68[] : memref<f32>
        %1264 = memref.load %alloca_69[] : memref<f32>
        %1265 = llvm.intr.fma(%1194, %1249, %1264) : (f32, f32, f32) -> f32
        memref.store %1265, %alloca_69[] : memref<f32>
        %1266 = memref.load %alloca_70[] : memref<f32>
        %1267 = llvm.intr.fma(%1199, %1214, %1266) : (f32, f32, f32) -> f32
        memref.store %1267, %alloca_70[] : memref<f32>
        %1268 = memref.load %alloca_71[] : memref<f32>
        %1269 = llvm.intr.fma(%1199, %1219, %1268) : (f32, f32, f32) -> f32
        memref.store %1269, %alloca_71[] : memref<f32>
        %1270 = memref.load %alloca_72[] : memref<f32>
        %1271 = llvm.intr.fma(%1199, %1224, %1270) : (f32, f32, f32) -> f32
        memref.store %1271, %alloca_72[] : memref<f32>
        %1272 = memref.load %alloca_73[] : memref<f32>
        %1273 = llvm.intr.fma(%1199, %1229, %1272) : (f32, f32, f32) -> f32
        memref.store %1273, %alloca_73[] : memref<f32>
        %1274 = memref.load %alloca_74[] : memref<f32>
        %1275 = llvm.intr.fma(%1199, %1234, %1274) : (f32, f32, f32) -> f32
        memref.store %1275, %alloca_74[] : memref<f32>
        %1276 = memref.load %alloca_75[] : memref<f32>
        %1277 = llvm.intr.fma(%1199, %1239, %1276) : (f32, f32, f32) -> f32
        memref.store %1277, %alloca_75[] : memref<f32>
        %1278 = memref.load %alloca_76[] : memref<f32>
        %1279 = llvm.intr.fma(%1199, %1244, %1278) : (f32, f32, f32) -> f32
        memref.store %1279, %alloca_76[] : memref<f32>
        %1280 = memref.load %alloca_77[] : memref<f32>
        %1281 = llvm.intr.fma(%1199, %1249, %1280) : (f32, f32, f32) -> f32
        memref.store %1281, %alloca_77[] : memref<f32>
        %1282 = memref.load %alloca_78[] : memref<f32>
        %1283 = llvm.intr.fma(%1204, %1214, %1282) : (f32, f32, f32) -> f32
        memref.store %1283, %alloca_78[] : memref<f32>
        %1284 = memref.load %alloca_79[] : memref<f32>
        %1285 = llvm.intr.fma(%1204, %1219, %1284) : (f32, f32, f32) -> f32
        memref.store %1285, %alloca_79[] : memref<f32>
        %1286 = memref.load %alloca_80[] : memref<f32>
        %1287 = llvm.intr.fma(%1204, %1224, %1286) : (f32, f32, f32) -> f32
        memref.store %1287, %alloca_80[] : memref<f32>
        %1288 = memref.load %alloca_81[] : memref<f32>
        %1289 = llvm.intr.fma(%1204, %1229, %1288) : (f32, f32, f32) -> f32
        memref.store %1289, %alloca_81[] : memref<f32>
        %1290 = memref.load %alloca_82[] : memref<f32>
        %1291 = llvm.intr.fma(%1204, %1234, %1290) : (f32, f32, f32) -> f32
        memref.store %1291, %alloca_82[] : memref<f32>
        %1292 = memref.load %alloca_83[] : memref<f32>
        %1293 = llvm.intr.fma(%1204, %1239, %1292) : (f32, f32, f32) -> f32
        memref.store %1293, %alloca_83[] : memref<f32>
        %1294 = memref.load %alloca_84[] : memref<f32>
        %1295 = llvm.intr.fma(%1204, %1244, %1294) : (f32, f32, f32) -> f32
        memref.store %1295, %alloca_84[] : memref<f32>
        %1296 = memref.load %alloca_85[] : memref<f32>
        %1297 = llvm.intr.fma(%1204, %1249, %1296) : (f32, f32, f32) -> f32
        memref.store %1297, %alloca_85[] : memref<f32>
        %1298 = memref.load %alloca_86[] : memref<f32>
        %1299 = llvm.intr.fma(%1209, %1214, %1298) : (f32, f32, f32) -> f32
        memref.store %1299, %alloca_86[] : memref<f32>
        %1300 = memref.load %alloca_87[] : memref<f32>
        %1301 = llvm.intr.fma(%1209, %1219, %1300) : (f32, f32, f32) -> f32
        memref.store %1301, %alloca_87[] : memref<f32>
        %1302 = memref.load %alloca_88[] : memref<f32>
        %1303 = llvm.intr.fma(%1209, %1224, %1302) : (f32, f32, f32) -> f32
        memref.store %1303, %alloca_88[] : memref<f32>
        %1304 = memref.load %alloca_89[] : memref<f32>
        %1305 = llvm.intr.fma(%1209, %1229, %1304) : (f32, f32, f32) -> f32
        memref.store %1305, %alloca_89[] : memref<f32>
        %1306 = memref.load %alloca_90[] : memref<f32>
        %1307 = llvm.intr.fma(%1209, %1234, %1306) : (f32, f32, f32) -> f32
        memref.store %1307, %alloca_90[] : memref<f32>
        %1308 = memref.load %alloca_91[] : memref<f32>
        %1309 = llvm.intr.fma(%1209, %1239, %1308) : (f32, f32, f32) -> f32
        memref.store %1309, %alloca_91[] : memref<f32>
        %1310 = memref.load %alloca_92[] : memref<f32>
        %1311 = llvm.intr.fma(%1209, %1244, %1310) : (f32, f32, f32) -> f32
        memref.store %1311, %alloca_92[] : memref<f32>
        %1312 = memref.load %alloca_93[] : memref<f32>
        %1313 = llvm.intr.fma(%1209, %1249, %1312) : (f32, f32, f32) -> f32
        memref.store %1313, %alloca_93[] : memref<f32>
        %1314 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_396 = arith.constant 26880 : i64
        %1315 = llvm.getelementptr %1314[%c26880_i64_396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1161_i64 = arith.constant 1161 : i64
        %1316 = arith.addi %147, %c1161_i64 : i64
        %1317 = llvm.getelementptr %1315[%1316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1318 = llvm.load %1317 : !llvm.ptr<3> -> f32
        %1319 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_397 = arith.constant 26880 : i64
        %1320 = llvm.getelementptr %1319[%c26880_i64_397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1193_i64 = arith.constant 1193 : i64
        %1321 = arith.addi %147, %c1193_i64 : i64
        %1322 = llvm.getelementptr %1320[%1321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1323 = llvm.load %1322 : !llvm.ptr<3> -> f32
        %1324 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_398 = arith.constant 26880 : i64
        %1325 = llvm.getelementptr %1324[%c26880_i64_398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1225_i64 = arith.constant 1225 : i64
        %1326 = arith.addi %147, %c1225_i64 : i64
        %1327 = llvm.getelementptr %1325[%1326] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1328 = llvm.load %1327 : !llvm.ptr<3> -> f32
        %1329 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_399 = arith.constant 26880 : i64
        %1330 = llvm.getelementptr %1329[%c26880_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1257_i64 = arith.constant 1257 : i64
        %1331 = arith.addi %147, %c1257_i64 : i64
        %1332 = llvm.getelementptr %1330[%1331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1333 = llvm.load %1332 : !llvm.ptr<3> -> f32
        %1334 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_400 = arith.constant 33600 : i64
        %1335 = llvm.getelementptr %1334[%c33600_i64_400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1152_i64 = arith.constant 1152 : i64
        %1336 = arith.addi %149, %c1152_i64 : i64
        %1337 = llvm.getelementptr %1335[%1336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1338 = llvm.load %1337 : !llvm.ptr<3> -> f32
        %1339 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_401 = arith.constant 33600 : i64
        %1340 = llvm.getelementptr %1339[%c33600_i64_401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1153_i64 = arith.constant 1153 : i64
        %1341 = arith.addi %149, %c1153_i64 : i64
        %1342 = llvm.getelementptr %1340[%1341] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1343 = llvm.load %1342 : !llvm.ptr<3> -> f32
        %1344 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_402 = arith.constant 33600 : i64
        %1345 = llvm.getelementptr %1344[%c33600_i64_402] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1154_i64 = arith.constant 1154 : i64
        %1346 = arith.addi %149, %c1154_i64 : i64
        %1347 = llvm.getelementptr %1345[%1346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1348 = llvm.load %1347 : !llvm.ptr<3> -> f32
        %1349 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_403 = arith.constant 33600 : i64
        %1350 = llvm.getelementptr %1349[%c33600_i64_403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1155_i64 = arith.constant 1155 : i64
        %1351 = arith.addi %149, %c1155_i64 : i64
        %1352 = llvm.getelementptr %1350[%1351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1353 = llvm.load %1352 : !llvm.ptr<3> -> f32
        %1354 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_404 = arith.constant 33600 : i64
        %1355 = llvm.getelementptr %1354[%c33600_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1156_i64 = arith.constant 1156 : i64
        %1356 = arith.addi %149, %c1156_i64 : i64
        %1357 = llvm.getelementptr %1355[%1356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1358 = llvm.load %1357 : !llvm.ptr<3> -> f32
        %1359 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_405 = arith.constant 33600 : i64
        %1360 = llvm.getelementptr %1359[%c33600_i64_405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1157_i64 = arith.constant 1157 : i64
        %1361 = arith.addi %149, %c1157_i64 : i64
        %1362 = llvm.getelementptr %1360[%1361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1363 = llvm.load %1362 : !llvm.ptr<3> -> f32
        %1364 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_406 = arith.constant 33600 : i64
        %1365 = llvm.getelementptr %1364[%c33600_i64_406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1158_i64 = arith.constant 1158 : i64
        %1366 = arith.addi %149, %c1158_i64 : i64
        %1367 = llvm.getelementptr %1365[%1366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1368 = llvm.load %1367 : !llvm.ptr<3> -> f32
        %1369 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_407 = arith.constant 33600 : i64
        %1370 = llvm.getelementptr %1369[%c33600_i64_407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1159_i64 = arith.constant 1159 : i64
        %1371 = arith.addi %149, %c1159_i64 : i64
        %1372 = llvm.getelementptr %1370[%1371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1373 = llvm.load %1372 : !llvm.ptr<3> -> f32
        %1374 = memref.load %alloca_62[] : memref<f32>
        %1375 = llvm.intr.fma(%1318, %1338, %1374) : (f32, f32, f32) -> f32
        memref.store %1375, %alloca_62[] : memref<f32>
        %1376 = memref.load %alloca_63[] : memref<f32>
        %1377 = llvm.intr.fma(%1318, %1343, %1376) : (f32, f32, f32) -> f32
        memref.store %1377, %alloca_63[] : memref<f32>
        %1378 = memref.load %alloca_64[] : memref<f32>
        %1379 = llvm.intr.fma(%1318, %1348, %1378) : (f32, f32, f32) -> f32
        memref.store %1379, %alloca_64[] : memref<f32>
        %1380 = memref.load %alloca_65[] : memref<f32>
        %1381 = llvm.intr.fma(%1318, %1353, %1380) : (f32, f32, f32) -> f32
        memref.store %1381, %alloca_65[] : memref<f32>
        %1382 = memref.load %alloca_66[] : memref<f32>
        %1383 = llvm.intr.fma(%1318, %1358, %1382) : (f32, f32, f32) -> f32
        memref.store %1383, %alloca_66[] : memref<f32>
        %1384 = memref.load %alloca_67[] : memref<f32>
        %1385 = llvm.intr.fma(%1318, %1363, %1384) : (f32, f32, f32) -> f32
        memref.store %1385, %alloca_67[] : memref<f32>
        %1386 = memref.load %alloca_68[] : memref<f32>
        %1387 = llvm.intr.fma(%1318, %1368, %1386) : (f32, f32, f32) -> f32
        memref.store %1387, %alloca_68[] : memref<f32>
        %1388 = memref.load %alloca_69[] : memref<f32>
        %1389 = llvm.intr.fma(%1318, %1373, %1388) : (f32, f32, f32) -> f32
        memref.store %1389, %alloca_69[] : memref<f32>
        %1390 = memref.load %alloca_70[] : memref<f32>
        %1391 = llvm.intr.fma(%1323, %1338, %1390) : (f32, f32, f32) -> f32
        memref.store %1391, %alloca_70[] : memref<f32>
        %1392 = memref.load %alloca_71[] : memref<f32>
        %1393 = llvm.intr.fma(%1323, %1343, %1392) : (f32, f32, f32) -> f32
        memref.store %1393, %alloca_71[] : memref<f32>
        %1394 = memref.load %alloca_72[] : memref<f32>
        %1395 = llvm.intr.fma(%1323, %1348, %1394) : (f32, f32, f32) -> f32
        memref.store %1395, %alloca_72[] : memref<f32>
        %1396 = memref.load %alloca_73[] : memref<f32>
        %1397 = llvm.intr.fma(%1323, %1353, %1396) : (f32, f32, f32) -> f32
        memref.store %1397, %alloca_73[] : memref<f32>
        %1398 = memref.load %alloca_74[] : memref<f32>
        %1399 = llvm.intr.fma(%1323, %1358, %1398) : (f32, f32, f32) -> f32
        memref.store %1399, %alloca_74[] : memref<f32>
        %1400 = memref.load %alloca_75[] : memref<f32>
        %1401 = llvm.intr.fma(%1323, %1363, %1400) : (f32, f32, f32) -> f32
        memref.store %1401, %alloca_75[] : memref<f32>
        %1402 = memref.load %alloca_76[] : memref<f32>
        %1403 = llvm.intr.fma(%1323, %1368, %1402) : (f32, f32, f32) -> f32
        memref.store %1403, %alloca_76[] : memref<f32>
        %1404 = memref.load %alloca_77[] : memref<f32>
        %1405 = llvm.intr.fma(%1323, %1373, %1404) : (f32, f32, f32) -> f32
        memref.store %1405, %alloca_77[] : memref<f32>
        %1406 = memref.load %alloca_78[] : memref<f32>
        %1407 = llvm.intr.fma(%1328, %1338, %1406) : (f32, f32, f32) -> f32
        memref.store %1407, %alloca_78[] : memref<f32>
        %1408 = memref.load %alloca_79[] : memref<f32>
        %1409 = llvm.intr.fma(%1328, %1343, %1408) : (f32, f32, f32) -> f32
        memref.store %1409, %alloca_79[] : memref<f32>
        %1410 = memref.load %alloca_80[] : memref<f32>
        %1411 = llvm.intr.fma(%1328, %1348, %1410) : (f32, f32, f32) -> f32
        memref.store %1411, %alloca_80[] : memref<f32>
        %1412 = memref.load %alloca_81[] : memref<f32>
        %1413 = llvm.intr.fma(%1328, %1353, %1412) : (f32, f32, f32) -> f32
        memref.store %1413, %alloca_81[] : memref<f32>
        %1414 = memref.load %alloca_82[] : memref<f32>
        %1415 = llvm.intr.fma(%1328, %1358, %1414) : (f32, f32, f32) -> f32
        memref.store %1415, %alloca_82[] : memref<f32>
        %1416 = memref.load %alloca_83[] : memref<f32>
        %1417 = llvm.intr.fma(%1328, %1363, %1416) : (f32, f32, f32) -> f32
        memref.store %1417, %alloca_83[] : memref<f32>
        %1418 = memref.load %alloca_84[] : memref<f32>
        %1419 = llvm.intr.fma(%1328, %1368, %1418) : (f32, f32, f32) -> f32
        memref.store %1419, %alloca_84[] : memref<f32>
        %1420 = memref.load %alloca_85[] : memref<f32>
        %1421 = llvm.intr.fma(%1328, %1373, %1420) : (f32, f32, f32) -> f32
        memref.store %1421, %alloca_85[] : memref<f32>
        %1422 = memref.load %alloca_86[] : memref<f32>
        %1423 = llvm.intr.fma(%1333, %1338, %1422) : (f32, f32, f32) -> f32
        memref.store %1423, %alloca_86[] : memref<f32>
        %1424 = memref.load %alloca_87[] : memref<f32>
        %1425 = llvm.intr.fma(%1333, %1343, %1424) : (f32, f32, f32) -> f32
        memref.store %1425, %alloca_87[] : memref<f32>
        %1426 = memref.load %alloca_88[] : memref<f32>
        %1427 = llvm.intr.fma(%1333, %1348, %1426) : (f32, f32, f32) -> f32
        memref.store %1427, %alloca_88[] : memref<f32>
        %1428 = memref.load %alloca_89[] : memref<f32>
        %1429 = llvm.intr.fma(%1333, %1353, %1428) : (f32, f32, f32) -> f32
        memref.store %1429, %alloca_89[] : memref<f32>
        %1430 = memref.load %alloca_90[] : memref<f32>
        %1431 = llvm.intr.fma(%1333, %1358, %1430) : (f32, f32, f32) -> f32
        memref.store %1431, %alloca_90[] : memref<f32>
        %1432 = memref.load %alloca_91[] : memref<f32>
        %1433 = llvm.intr.fma(%1333, %1363, %1432) : (f32, f32, f32) -> f32
        memref.store %1433, %alloca_91[] : memref<f32>
        %1434 = memref.load %alloca_92[] : memref<f32>
        %1435 = llvm.intr.fma(%1333, %1368, %1434) : (f32, f32, f32) -> f32
        memref.store %1435, %alloca_92[] : memref<f32>
        %1436 = memref.load %alloca_93[] : memref<f32>
        %1437 = llvm.intr.fma(%1333, %1373, %1436) : (f32, f32, f32) -> f32
        memref.store %1437, %alloca_93[] : memref<f32>
        %1438 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_408 = arith.constant 26880 : i64
        %1439 = llvm.getelementptr %1438[%c26880_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1290_i64 = arith.constant 1290 : i64
        %1440 = arith.addi %147, %c1290_i64 : i64
        %1441 = llvm.getelementptr %1439[%1440] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1442 = llvm.load %1441 : !llvm.ptr<3> -> f32
        %1443 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_409 = arith.constant 26880 : i64
        %1444 = llvm.getelementptr %1443[%c26880_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1322_i64 = arith.constant 1322 : i64
        %1445 = arith.addi %147, %c1322_i64 : i64
        %1446 = llvm.getelementptr %1444[%1445] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1447 = llvm.load %1446 : !llvm.ptr<3> -> f32
        %1448 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_410 = arith.constant 26880 : i64
        %1449 = llvm.getelementptr %1448[%c26880_i64_410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1354_i64 = arith.constant 1354 : i64
        %1450 = arith.addi %147, %c1354_i64 : i64
        %1451 = llvm.getelementptr %1449[%1450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1452 = llvm.load %1451 : !llvm.ptr<3> -> f32
        %1453 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_411 = arith.constant 26880 : i64
        %1454 = llvm.getelementptr %1453[%c26880_i64_411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1386_i64 = arith.constant 1386 : i64
        %1455 = arith.addi %147, %c1386_i64 : i64
        %1456 = llvm.getelementptr %1454[%1455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1457 = llvm.load %1456 : !llvm.ptr<3> -> f32
        %1458 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_412 = arith.constant 33600 : i64
        %1459 = llvm.getelementptr %1458[%c33600_i64_412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1280_i64 = arith.constant 1280 : i64
        %1460 = arith.addi %149, %c1280_i64 : i64
        %1461 = llvm.getelementptr %1459[%1460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1462 = llvm.load %1461 : !llvm.ptr<3> -> f32
        %1463 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_413 = arith.constant 33600 : i64
        %1464 = llvm.getelementptr %1463[%c33600_i64_413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1281_i64 = arith.constant 1281 : i64
        %1465 = arith.addi %149, %c1281_i64 : i64
        %1466 = llvm.getelementptr %1464[%1465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1467 = llvm.load %1466 : !llvm.ptr<3> -> f32
        %1468 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_414 = arith.constant 33600 : i64
        %1469 = llvm.getelementptr %1468[%c33600_i64_414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1282_i64 = arith.constant 1282 : i64
        %1470 = arith.addi %149, %c1282_i64 : i64
        %1471 = llvm.getelementptr %1469[%1470] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1472 = llvm.load %1471 : !llvm.ptr<3> -> f32
        %1473 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_415 = arith.constant 33600 : i64
        %1474 = llvm.getelementptr %1473[%c33600_i64_415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1283_i64 = arith.constant 1283 : i64
        %1475 = arith.addi %149, %c1283_i64 : i64
        %1476 = llvm.getelementptr %1474[%1475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1477 = llvm.load %1476 : !llvm.ptr<3> -> f32
        %1478 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_416 = arith.constant 33600 : i64
        %1479 = llvm.getelementptr %1478[%c33600_i64_416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1284_i64 = arith.constant 1284 : i64
        %1480 = arith.addi %149, %c1284_i64 : i64
        %1481 = llvm.getelementptr %1479[%1480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1482 = llvm.load %1481 : !llvm.ptr<3> -> f32
        %1483 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_417 = arith.constant 33600 : i64
        %1484 = llvm.getelementptr %1483[%c33600_i64_417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1285_i64 = arith.constant 1285 : i64
        %1485 = arith.addi %149, %c1285_i64 : i64
        %1486 = llvm.getelementptr %1484[%1485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1487 = llvm.load %1486 : !llvm.ptr<3> -> f32
        %1488 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_418 = arith.constant 33600 : i64
        %1489 = llvm.getelementptr %1488[%c33600_i64_418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1286_i64 = arith.constant 1286 : i64
        %1490 = arith.addi %149, %c1286_i64 : i64
        %1491 = llvm.getelementptr %1489[%1490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1492 = llvm.load %1491 : !llvm.ptr<3> -> f32
        %1493 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_419 = arith.constant 33600 : i64
        %1494 = llvm.getelementptr %1493[%c33600_i64_419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1287_i64 = arith.constant 1287 : i64
        %1495 = arith.addi %149, %c1287_i64 : i64
        %1496 = llvm.getelementptr %1494[%1495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1497 = llvm.load %1496 : !llvm.ptr<3> -> f32
        %1498 = memref.load %alloca_62[] : memref<f32>
        %1499 = llvm.intr.fma(%1442, %1462, %1498) : (f32, f32, f32) -> f32
        memref.store %1499, %alloca_62[] : memref<f32>
        %1500 = memref.load %alloca_63[] : memref<f32>
        %1501 = llvm.intr.fma(%1442, %1467, %1500) : (f32, f32, f32) -> f32
        memref.store %1501, %alloca_63[] : memref<f32>
        %1502 = memref.load %alloca_64[] : memref<f32>
        %1503 = llvm.intr.fma(%1442, %1472, %1502) : (f32, f32, f32) -> f32
        memref.store %1503, %alloca_64[] : memref<f32>
        %1504 = memref.load %alloca_65[] : memref<f32>
        %1505 = llvm.intr.fma(%1442, %1477, %1504) : (f32, f32, f32) -> f32
        memref.store %1505, %alloca_65[] : memref<f32>
        %1506 = memref.load %alloca_66[] : memref<f32>
        %1507 = llvm.intr.fma(%1442, %1482, %1506) : (f32, f32, f32) -> f32
        memref.store %1507, %alloca_66[] : memref<f32>
        %1508 = memref.load %alloca_67[] : memref<f32>
        %1509 = llvm.intr.fma(%1442, %1487, %1508) : (f32, f32, f32) -> f32
        memref.store %1509, %alloca_67[] : memref<f32>
        %1510 = memref.load %alloca_68[] : memref<f32>
        %1511 = llvm.intr.fma(%1442, %1492, %1510) : (f32, f32, f32) -> f32
        memref.store %1511, %alloca_68[] : memref<f32>
        %1512 = memref.load %alloca_69[] : memref<f32>
        %1513 = llvm.intr.fma(%1442, %1497, %1512) : (f32, f32, f32) -> f32
        memref.store %1513, %alloca_69[] : memref<f32>
        %1514 = memref.load %alloca_70[] : memref<f32>
        %1515 = llvm.intr.fma(%1447, %1462, %1514) : (f32, f32, f32) -> f32
        memref.store %1515, %alloca_70[] : memref<f32>
        %1516 = memref.load %alloca_71[] : memref<f32>
        %1517 = llvm.intr.fma(%1447, %1467, %1516) : (f32, f32, f32) -> f32
        memref.store %1517, %alloca_71[] : memref<f32>
        %1518 = memref.load %alloca_72[] : memref<f32>
        %1519 = llvm.intr.fma(%1447, %1472, %1518) : (f32, f32, f32) -> f32
        memref.store %1519, %alloca_72[] : memref<f32>
        %1520 = memref.load %alloca_73[] : memref<f32>
        %1521 = llvm.intr.fma(%1447, %1477, %1520) : (f32, f32, f32) -> f32
        memref.store %1521, %alloca_73[] : memref<f32>
        %1522 = memref.load %alloca_74[] : memref<f32>
        %1523 = llvm.intr.fma(%1447, %1482, %1522) : (f32, f32, f32) -> f32
        memref.store %1523, %alloca_74[] : memref<f32>
        %1524 = memref.load %alloca_75[] : memref<f32>
        %1525 = llvm.intr.fma(%1447, %1487, %1524) : (f32, f32, f32) -> f32
        memref.store %1525, %alloca_75[] : memref<f32>
        %1526 = memref.load %alloca_76[] : memref<f32>
        %1527 = llvm.intr.fma(%1447, %1492, %1526) : (f32, f32, f32) -> f32
        memref.store %1527, %alloca_76[] : memref<f32>
        %1528 = memref.load %alloca_77[] : memref<f32>
        %1529 = llvm.intr.fma(%1447, %1497, %1528) : (f32, f32, f32) -> f32
        memref.store %1529, %alloca_77[] : memref<f32>
        %1530 = memref.load %alloca_78[] : memref<f32>
        %1531 = llvm.intr.fma(%1452, %1462, %1530) : (f32, f32, f32) -> f32
        memref.store %1531, %alloca_78[] : memref<f32>
        %1532 = memref.load %alloca_79[] : memref<f32>
        %1533 = llvm.intr.fma(%1452, %1467, %1532) : (f32, f32, f32) -> f32
        memref.store %1533, %alloca_79[] : memref<f32>
        %1534 = memref.load %alloca_80[] : memref<f32>
        %1535 = llvm.intr.fma(%1452, %1472, %1534) : (f32, f32, f32) -> f32
        memref.store %1535, %alloca_80[] : memref<f32>
        %1536 = memref.load %alloca_81[] : memref<f32>
        %1537 = llvm.intr.fma(%1452, %1477, %1536) : (f32, f32, f32) -> f32
        memref.store %1537, %alloca_81[] : memref<f32>
        %1538 = memref.load %alloca_82[] : memref<f32>
        %1539 = llvm.intr.fma(%1452, %1482, %1538) : (f32, f32, f32) -> f32
        memref.store %1539, %alloca_82[] : memref<f32>
        %1540 = memref.load %alloca_83[] : memref<f32>
        %1541 = llvm.intr.fma(%1452, %1487, %1540) : (f32, f32, f32) -> f32
        memref.store %1541, %alloca_83[] : memref<f32>
        %1542 = memref.load %alloca_84[] : memref<f32>
        %1543 = llvm.intr.fma(%1452, %1492, %1542) : (f32, f32, f32) -> f32
        memref.store %1543, %alloca_84[] : memref<f32>
        %1544 = memref.load %alloca_85[] : memref<f32>
        %1545 = llvm.intr.fma(%1452, %1497, %1544) : (f32, f32, f32) -> f32
        memref.store %1545, %alloca_85[] : memref<f32>
        %1546 = memref.load %alloca_86[] : memref<f32>
        %1547 = llvm.intr.fma(%1457, %1462, %1546) : (f32, f32, f32) -> f32
        memref.store %1547, %alloca_86[] : memref<f32>
        %1548 = memref.load %alloca_87[] : memref<f32>
        %1549 = llvm.intr.fma(%1457, %1467, %1548) : (f32, f32, f32) -> f32
        memref.store %1549, %alloca_87[] : memref<f32>
        %1550 = memref.load %alloca_88[] : memref<f32>
        %1551 = llvm.intr.fma(%1457, %1472, %1550) : (f32, f32, f32) -> f32
        memref.store %1551, %alloca_88[] : memref<f32>
        %1552 = memref.load %alloca_89[] : memref<f32>
        %1553 = llvm.intr.fma(%1457, %1477, %1552) : (f32, f32, f32) -> f32
        memref.store %1553, %alloca_89[] : memref<f32>
        %1554 = memref.load %alloca_90[] : memref<f32>
        %1555 = llvm.intr.fma(%1457, %1482, %1554) : (f32, f32, f32) -> f32
        memref.store %1555, %alloca_90[] : memref<f32>
        %1556 = memref.load %alloca_91[] : memref<f32>
        %1557 = llvm.intr.fma(%1457, %1487, %1556) : (f32, f32, f32) -> f32
        memref.store %1557, %alloca_91[] : memref<f32>
        %1558 = memref.load %alloca_92[] : memref<f32>
        %1559 = llvm.intr.fma(%1457, %1492, %1558) : (f32, f32, f32) -> f32
        memref.store %1559, %alloca_92[] : memref<f32>
        %1560 = memref.load %alloca_93[] : memref<f32>
        %1561 = llvm.intr.fma(%1457, %1497, %1560) : (f32, f32, f32) -> f32
        memref.store %1561, %alloca_93[] : memref<f32>
        %1562 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_420 = arith.constant 26880 : i64
        %1563 = llvm.getelementptr %1562[%c26880_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1419_i64 = arith.constant 1419 : i64
        %1564 = arith.addi %147, %c1419_i64 : i64
        %1565 = llvm.getelementptr %1563[%1564] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1566 = llvm.load %1565 : !llvm.ptr<3> -> f32
        %1567 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_421 = arith.constant 26880 : i64
        %1568 = llvm.getelementptr %1567[%c26880_i64_421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1451_i64 = arith.constant 1451 : i64
        %1569 = arith.addi %147, %c1451_i64 : i64
        %1570 = llvm.getelementptr %1568[%1569] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1571 = llvm.load %1570 : !llvm.ptr<3> -> f32
        %1572 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_422 = arith.constant 26880 : i64
        %1573 = llvm.getelementptr %1572[%c26880_i64_422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1483_i64 = arith.constant 1483 : i64
        %1574 = arith.addi %147, %c1483_i64 : i64
        %1575 = llvm.getelementptr %1573[%1574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1576 = llvm.load %1575 : !llvm.ptr<3> -> f32
        %1577 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_423 = arith.constant 26880 : i64
        %1578 = llvm.getelementptr %1577[%c26880_i64_423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1515_i64 = arith.constant 1515 : i64
        %1579 = arith.addi %147, %c1515_i64 : i64
        %1580 = llvm.getelementptr %1578[%1579] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1581 = llvm.load %1580 : !llvm.ptr<3> -> f32
        %1582 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_424 = arith.constant 33600 : i64
        %1583 = llvm.getelementptr %1582[%c33600_i64_424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1408_i64 = arith.constant 1408 : i64
        %1584 = arith.addi %149, %c1408_i64 : i64
        %1585 = llvm.getelementptr %1583[%1584] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1586 = llvm.load %1585 : !llvm.ptr<3> -> f32
        %1587 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_425 = arith.constant 33600 : i64
        %1588 = llvm.getelementptr %1587[%c33600_i64_425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1409_i64 = arith.constant 1409 : i64
        %1589 = arith.addi %149, %c1409_i64 : i64
        %1590 = llvm.getelementptr %1588[%1589] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1591 = llvm.load %1590 : !llvm.ptr<3> -> f32
        %1592 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_426 = arith.constant 33600 : i64
        %1593 = llvm.getelementptr %1592[%c33600_i64_426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1410_i64 = arith.constant 1410 : i64
        %1594 = arith.addi %149, %c1410_i64 : i64
        %1595 = llvm.getelementptr %1593[%1594] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1596 = llvm.load %1595 : !llvm.ptr<3> -> f32
        %1597 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_427 = arith.constant 33600 : i64
        %1598 = llvm.getelementptr %1597[%c33600_i64_427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1411_i64 = arith.constant 1411 : i64
        %1599 = arith.addi %149, %c1411_i64 : i64
        %1600 = llvm.getelementptr %1598[%1599] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1601 = llvm.load %1600 : !llvm.ptr<3> -> f32
        %1602 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_428 = arith.constant 33600 : i64
        %1603 = llvm.getelementptr %1602[%c33600_i64_428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1412_i64 = arith.constant 1412 : i64
        %1604 = arith.addi %149, %c1412_i64 : i64
        %1605 = llvm.getelementptr %1603[%1604] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1606 = llvm.load %1605 : !llvm.ptr<3> -> f32
        %1607 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_429 = arith.constant 33600 : i64
        %1608 = llvm.getelementptr %1607[%c33600_i64_429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1413_i64 = arith.constant 1413 : i64
        %1609 = arith.addi %149, %c1413_i64 : i64
        %1610 = llvm.getelementptr %1608[%1609] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1611 = llvm.load %1610 : !llvm.ptr<3> -> f32
        %1612 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_430 = arith.constant 33600 : i64
        %1613 = llvm.getelementptr %1612[%c33600_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1414_i64 = arith.constant 1414 : i64
        %1614 = arith.addi %149, %c1414_i64 : i64
        %1615 = llvm.getelementptr %1613[%1614] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1616 = llvm.load %1615 : !llvm.ptr<3> -> f32
        %1617 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_431 = arith.constant 33600 : i64
        %1618 = llvm.getelementptr %1617[%c33600_i64_431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1415_i64 = arith.constant 1415 : i64
        %1619 = arith.addi %149, %c1415_i64 : i64
        %1620 = llvm.getelementptr %1618[%1619] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1621 = llvm.load %1620 : !llvm.ptr<3> -> f32
        %1622 = memref.load %alloca_62[] : memref<f32>
        %1623 = llvm.intr.fma(%1566, %1586, %1622) : (f32, f32, f32) -> f32
        memref.store %1623, %alloca_62[] : memref<f32>
        %1624 = memref.load %alloca_63[] : memref<f32>
        %1625 = llvm.intr.fma(%1566, %1591, %1624) : (f32, f32, f32) -> f32
        memref.store %1625, %alloca_63[] : memref<f32>
        %1626 = memref.load %alloca_64[] : memref<f32>
        %1627 = llvm.intr.fma(%1566, %1596, %1626) : (f32, f32, f32) -> f32
        memref.store %1627, %alloca_64[] : memref<f32>
        %1628 = memref.load %alloca_65[] : memref<f32>
        %1629 = llvm.intr.fma(%1566, %1601, %1628) : (f32, f32, f32) -> f32
        memref.store %1629, %alloca_65[] : memref<f32>
        %1630 = memref.load %alloca_66[] : memref<f32>
        %1631 = llvm.intr.fma(%1566, %1606, %1630) : (f32, f32, f32) -> f32
        memref.store %1631, %alloca_66[] : memref<f32>
        %1632 = memref.load %alloca_67[] : memref<f32>
        %1633 = llvm.intr.fma(%1566, %1611, %1632) : (f32, f32, f32) -> f32
        memref.store %1633, %alloca_67[] : memref<f32>
        %1634 = memref.load %alloca_68[] : memref<f32>
        %1635 = llvm.intr.fma(%1566, %1616, %1634) : (f32, f32, f32) -> f32
        memref.store %1635, %alloca_68[] : memref<f32>
        %1636 = memref.load %alloca_69[] : memref<f32>
        %1637 = llvm.intr.fma(%1566, %1621, %1636) : (f32, f32, f32) -> f32
        memref.store %1637, %alloca_69[] : memref<f32>
        %1638 = memref.load %alloca_70[] : memref<f32>
        %1639 = llvm.intr.fma(%1571, %1586, %1638) : (f32, f32, f32) -> f32
        memref.store %1639, %alloca_70[] : memref<f32>
        %1640 = memref.load %alloca_71[] : memref<f32>
        %1641 = llvm.intr.fma(%1571, %1591, %1640) : (f32, f32, f32) -> f32
        memref.store %1641, %alloca_71[] : memref<f32>
        %1642 = memref.load %alloca_72[] : memref<f32>
        %1643 = llvm.intr.fma(%1571, %1596, %1642) : (f32, f32, f32) -> f32
        memref.store %1643, %alloca_72[] : memref<f32>
        %1644 = memref.load %alloca_73[] : memref<f32>
        %1645 = llvm.intr.fma(%1571, %1601, %1644) : (f32, f32, f32) -> f32
        memref.store %1645, %alloca_73[] : memref<f32>
        %1646 = memref.load %alloca_74[] : memref<f32>
        %1647 = llvm.intr.fma(%1571, %1606, %1646) : (f32, f32, f32) -> f32
        memref.store %1647, %alloca_74[] : memref<f32>
        %1648 = memref.load %alloca_75[] : memref<f32>
        %1649 = llvm.intr.fma(%1571, %1611, %1648) : (f32, f32, f32) -> f32
        memref.store %1649, %alloca_75[] : memref<f32>
        %1650 = memref.load %alloca_76[] : memref<f32>
        %1651 = llvm.intr.fma(%1571, %1616, %1650) : (f32, f32, f32) -> f32
        memref.store %1651, %alloca_76[] : memref<f32>
        %1652 = memref.load %alloca_77[] : memref<f32>
        %1653 = llvm.intr.fma(%1571, %1621, %1652) : (f32, f32, f32) -> f32
        memref.store %1653, %alloca_77[] : memref<f32>
        %1654 = memref.load %alloca_78[] : memref<f32>
        %1655 = llvm.intr.fma(%1576, %1586, %1654) : (f32, f32, f32) -> f32
        memref.store %1655, %alloca_78[] : memref<f32>
        %1656 = memref.load %alloca_79[] : memref<f32>
        %1657 = llvm.intr.fma(%1576, %1591, %1656) : (f32, f32, f32) -> f32
        memref.store %1657, %alloca_79[] : memref<f32>
        %1658 = memref.load %alloca_80[] : memref<f32>
        %1659 = llvm.intr.fma(%1576, %1596, %1658) : (f32, f32, f32) -> f32
        memref.store %1659, %alloca_80[] : memref<f32>
        %1660 = memref.load %alloca_81[] : memref<f32>
        %1661 = llvm.intr.fma(%1576, %1601, %1660) : (f32, f32, f32) -> f32
        memref.store %1661, %alloca_81[] : memref<f32>
        %1662 = memref.load %alloca_82[] : memref<f32>
        %1663 = llvm.intr.fma(%1576, %1606, %1662) : (f32, f32, f32) -> f32
        memref.store %1663, %alloca_82[] : memref<f32>
        %1664 = memref.load %alloca_83[] : memref<f32>
        %1665 = llvm.intr.fma(%1576, %1611, %1664) : (f32, f32, f32) -> f32
        memref.store %1665, %alloca_83[] : memref<f32>
        %1666 = memref.load %alloca_84[] : memref<f32>
        %1667 = llvm.intr.fma(%1576, %1616, %1666) : (f32, f32, f32) -> f32
        memref.store %1667, %alloca_84[] : memref<f32>
        %1668 = memref.load %alloca_85[] : memref<f32>
        %1669 = llvm.intr.fma(%1576, %1621, %1668) : (f32, f32, f32) -> f32
        memref.store %1669, %alloca_85[] : memref<f32>
        %1670 = memref.load %alloca_86[] : memref<f32>
        %1671 = llvm.intr.fma(%1581, %1586, %1670) : (f32, f32, f32) -> f32
        memref.store %1671, %alloca_86[] : memref<f32>
        %1672 = memref.load %alloca_87[] : memref<f32>
        %1673 = llvm.intr.fma(%1581, %1591, %1672) : (f32, f32, f32) -> f32
        memref.store %1673, %alloca_87[] : memref<f32>
        %1674 = memref.load %alloca_88[] : memref<f32>
        %1675 = llvm.intr.fma(%1581, %1596, %1674) : (f32, f32, f32) -> f32
        memref.store %1675, %alloca_88[] : memref<f32>
        %1676 = memref.load %alloca_89[] : memref<f32>
        %1677 = llvm.intr.fma(%1581, %1601, %1676) : (f32, f32, f32) -> f32
        memref.store %1677, %alloca_89[] : memref<f32>
        %1678 = memref.load %alloca_90[] : memref<f32>
        %1679 = llvm.intr.fma(%1581, %1606, %1678) : (f32, f32, f32) -> f32
        memref.store %1679, %alloca_90[] : memref<f32>
        %1680 = memref.load %alloca_91[] : memref<f32>
        %1681 = llvm.intr.fma(%1581, %1611, %1680) : (f32, f32, f32) -> f32
        memref.store %1681, %alloca_91[] : memref<f32>
        %1682 = memref.load %alloca_92[] : memref<f32>
        %1683 = llvm.intr.fma(%1581, %1616, %1682) : (f32, f32, f32) -> f32
        memref.store %1683, %alloca_92[] : memref<f32>
        %1684 = memref.load %alloca_93[] : memref<f32>
        %1685 = llvm.intr.fma(%1581, %1621, %1684) : (f32, f32, f32) -> f32
        memref.store %1685, %alloca_93[] : memref<f32>
        %1686 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_432 = arith.constant 26880 : i64
        %1687 = llvm.getelementptr %1686[%c26880_i64_432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1548_i64 = arith.constant 1548 : i64
        %1688 = arith.addi %147, %c1548_i64 : i64
        %1689 = llvm.getelementptr %1687[%1688] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1690 = llvm.load %1689 : !llvm.ptr<3> -> f32
        %1691 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_433 = arith.constant 26880 : i64
        %1692 = llvm.getelementptr %1691[%c26880_i64_433] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1580_i64 = arith.constant 1580 : i64
        %1693 = arith.addi %147, %c1580_i64 : i64
        %1694 = llvm.getelementptr %1692[%1693] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1695 = llvm.load %1694 : !llvm.ptr<3> -> f32
        %1696 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_434 = arith.constant 26880 : i64
        %1697 = llvm.getelementptr %1696[%c26880_i64_434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1612_i64 = arith.constant 1612 : i64
        %1698 = arith.addi %147, %c1612_i64 : i64
        %1699 = llvm.getelementptr %1697[%1698] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1700 = llvm.load %1699 : !llvm.ptr<3> -> f32
        %1701 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_435 = arith.constant 26880 : i64
        %1702 = llvm.getelementptr %1701[%c26880_i64_435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1644_i64 = arith.constant 1644 : i64
        %1703 = arith.addi %147, %c1644_i64 : i64
        %1704 = llvm.getelementptr %1702[%1703] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1705 = llvm.load %1704 : !llvm.ptr<3> -> f32
        %1706 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_436 = arith.constant 33600 : i64
        %1707 = llvm.getelementptr %1706[%c33600_i64_436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1536_i64 = arith.constant 1536 : i64
        %1708 = arith.addi %149, %c1536_i64 : i64
        %1709 = llvm.getelementptr %1707[%1708] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1710 = llvm.load %1709 : !llvm.ptr<3> -> f32
        %1711 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_437 = arith.constant 33600 : i64
        %1712 = llvm.getelementptr %1711[%c33600_i64_437] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1537_i64 = arith.constant 1537 : i64
        %1713 = arith.addi %149, %c1537_i64 : i64
        %1714 = llvm.getelementptr %1712[%1713] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1715 = llvm.load %1714 : !llvm.ptr<3> -> f32
        %1716 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_438 = arith.constant 33600 : i64
        %1717 = llvm.getelementptr %1716[%c33600_i64_438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1538_i64 = arith.constant 1538 : i64
        %1718 = arith.addi %149, %c1538_i64 : i64
        %1719 = llvm.getelementptr %1717[%1718] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1720 = llvm.load %1719 : !llvm.ptr<3> -> f32
        %1721 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_439 = arith.constant 33600 : i64
        %1722 = llvm.getelementptr %1721[%c33600_i64_439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1539_i64 = arith.constant 1539 : i64
        %1723 = arith.addi %149, %c1539_i64 : i64
        %1724 = llvm.getelementptr %1722[%1723] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1725 = llvm.load %1724 : !llvm.ptr<3> -> f32
        %1726 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_440 = arith.constant 33600 : i64
        %1727 = llvm.getelementptr %1726[%c33600_i64_440] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1540_i64 = arith.constant 1540 : i64
        %1728 = arith.addi %149, %c1540_i64 : i64
        %1729 = llvm.getelementptr %1727[%1728] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1730 = llvm.load %1729 : !llvm.ptr<3> -> f32
        %1731 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_441 = arith.constant 33600 : i64
        %1732 = llvm.getelementptr %1731[%c33600_i64_441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1541_i64 = arith.constant 1541 : i64
        %1733 = arith.addi %149, %c1541_i64 : i64
        %1734 = llvm.getelementptr %1732[%1733] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1735 = llvm.load %1734 : !llvm.ptr<3> -> f32
        %1736 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_442 = arith.constant 33600 : i64
        %1737 = llvm.getelementptr %1736[%c33600_i64_442] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1542_i64 = arith.constant 1542 : i64
        %1738 = arith.addi %149, %c1542_i64 : i64
        %1739 = llvm.getelementptr %1737[%1738] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1740 = llvm.load %1739 : !llvm.ptr<3> -> f32
        %1741 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_443 = arith.constant 33600 : i64
        %1742 = llvm.getelementptr %1741[%c33600_i64_443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1543_i64 = arith.constant 1543 : i64
        %1743 = arith.addi %149, %c1543_i64 : i64
        %1744 = llvm.getelementptr %1742[%1743] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1745 = llvm.load %1744 : !llvm.ptr<3> -> f32
        %1746 = memref.load %alloca_62[] : memref<f32>
        %1747 = llvm.intr.fma(%1690, %1710, %1746) : (f32, f32, f32) -> f32
        memref.store %1747, %alloca_62[] : memref<f32>
        %1748 = memref.load %alloca_63[] : memref<f32>
        %1749 = llvm.intr.fma(%1690, %1715, %1748) : (f32, f32, f32) -> f32
        memref.store %1749, %alloca_63[] : memref<f32>
        %1750 = memref.load %alloca_64[] : memref<f32>
        %1751 = llvm.intr.fma(%1690, %1720, %1750) : (f32, f32, f32) -> f32
        memref.store %1751, %alloca_64[] : memref<f32>
        %1752 = memref.load %alloca_65[] : memref<f32>
        %1753 = llvm.intr.fma(%1690, %1725, %1752) : (f32, f32, f32) -> f32
        memref.store %1753, %alloca_65[] : memref<f32>
        %1754 = memref.load %alloca_66[] : memref<f32>
        %1755 = llvm.intr.fma(%1690, %1730, %1754) : (f32, f32, f32) -> f32
        memref.store %1755, %alloca_66[] : memref<f32>
        %1756 = memref.load %alloca_67[] : memref<f32>
        %1757 = llvm.intr.fma(%1690, %1735, %1756) : (f32, f32, f32) -> f32
        memref.store %1757, %alloca_67[] : memref<f32>
        %1758 = memref.load %alloca_68[] : memref<f32>
        %1759 = llvm.intr.fma(%1690, %1740, %1758) : (f32, f32, f32) -> f32
        memref.store %1759, %alloca_68[] : memref<f32>
        %1760 = memref.load %alloca_69[] : memref<f32>
        %1761 = llvm.intr.fma(%1690, %1745, %1760) : (f32, f32, f32) -> f32
        memref.store %1761, %alloca_69[] : memref<f32>
        %1762 = memref.load %alloca_70[] : memref<f32>
        %1763 = llvm.intr.fma(%1695, %1710, %1762) : (f32, f32, f32) -> f32
        memref.store %1763, %alloca_70[] : memref<f32>
        %1764 = memref.load %alloca_71[] : memref<f32>
        %1765 = llvm.intr.fma(%1695, %1715, %1764) : (f32, f32, f32) -> f32
        memref.store %1765, %alloca_71[] : memref<f32>
        %1766 = memref.load %alloca_72[] : memref<f32>
        %1767 = llvm.intr.fma(%1695, %1720, %1766) : (f32, f32, f32) -> f32
        memref.store %1767, %alloca_72[] : memref<f32>
        %1768 = memref.load %alloca_73[] : memref<f32>
        %1769 = llvm.intr.fma(%1695, %1725, %1768) : (f32, f32, f32) -> f32
        memref.store %1769, %alloca_73[] : memref<f32>
        %1770 = memref.load %alloca_74[] : memref<f32>
        %1771 = llvm.intr.fma(%1695, %1730, %1770) : (f32, f32, f32) -> f32
        memref.store %1771, %alloca_74[] : memref<f32>
        %1772 = memref.load %alloca_75[] : memref<f32>
        %1773 = llvm.intr.fma(%1695, %1735, %1772) : (f32, f32, f32) -> f32
        memref.store %1773, %alloca_75[] : memref<f32>
        %1774 = memref.load %alloca_76[] : memref<f32>
        %1775 = llvm.intr.fma(%1695, %1740, %1774) : (f32, f32, f32) -> f32
        memref.store %1775, %alloca_76[] : memref<f32>
        %1776 = memref.load %alloca_77[] : memref<f32>
        %1777 = llvm.intr.fma(%1695, %1745, %1776) : (f32, f32, f32) -> f32
        memref.store %1777, %alloca_77[] : memref<f32>
        %1778 = memref.load %alloca_78[] : memref<f32>
        %1779 = llvm.intr.fma(%1700, %1710, %1778) : (f32, f32, f32) -> f32
        memref.store %1779, %alloca_78[] : memref<f32>
        %1780 = memref.load %alloca_79[] : memref<f32>
        %1781 = llvm.intr.fma(%1700, %1715, %1780) : (f32, f32, f32) -> f32
        memref.store %1781, %alloca_79[] : memref<f32>
        %1782 = memref.load %alloca_80[] : memref<f32>
        %1783 = llvm.intr.fma(%1700, %1720, %1782) : (f32, f32, f32) -> f32
        memref.store %1783, %alloca_80[] : memref<f32>
        %1784 = memref.load %alloca_81[] : memref<f32>
        %1785 = llvm.intr.fma(%1700, %1725, %1784) : (f32, f32, f32) -> f32
        memref.store %1785, %alloca_81[] : memref<f32>
        %1786 = memref.load %alloca_82[] : memref<f32>
        %1787 = llvm.intr.fma(%1700, %1730, %1786) : (f32, f32, f32) -> f32
        memref.store %1787, %alloca_82[] : memref<f32>
        %1788 = memref.load %alloca_83[] : memref<f32>
        %1789 = llvm.intr.fma(%1700, %1735, %1788) : (f32, f32, f32) -> f32
        memref.store %1789, %alloca_83[] : memref<f32>
        %1790 = memref.load %alloca_84[] : memref<f32>
        %1791 = llvm.intr.fma(%1700, %1740, %1790) : (f32, f32, f32) -> f32
        memref.store %1791, %alloca_84[] : memref<f32>
        %1792 = memref.load %alloca_85[] : memref<f32>
        %1793 = llvm.intr.fma(%1700, %1745, %1792) : (f32, f32, f32) -> f32
        memref.store %1793, %alloca_85[] : memref<f32>
        %1794 = memref.load %alloca_86[] : memref<f32>
        %1795 = llvm.intr.fma(%1705, %1710, %1794) : (f32, f32, f32) -> f32
        memref.store %1795, %alloca_86[] : memref<f32>
        %1796 = memref.load %alloca_87[] : memref<f32>
        %1797 = llvm.intr.fma(%1705, %1715, %1796) : (f32, f32, f32) -> f32
        memref.store %1797, %alloca_87[] : memref<f32>
        %1798 = memref.load %alloca_88[] : memref<f32>
        %1799 = llvm.intr.fma(%1705, %1720, %1798) : (f32, f32, f32) -> f32
        memref.store %1799, %alloca_88[] : memref<f32>
        %1800 = memref.load %alloca_89[] : memref<f32>
        %1801 = llvm.intr.fma(%1705, %1725, %1800) : (f32, f32, f32) -> f32
        memref.store %1801, %alloca_89[] : memref<f32>
        %1802 = memref.load %alloca_90[] : memref<f32>
        %1803 = llvm.intr.fma(%1705, %1730, %1802) : (f32, f32, f32) -> f32
        memref.store %1803, %alloca_90[] : memref<f32>
        %1804 = memref.load %alloca_91[] : memref<f32>
        %1805 = llvm.intr.fma(%1705, %1735, %1804) : (f32, f32, f32) -> f32
        memref.store %1805, %alloca_91[] : memref<f32>
        %1806 = memref.load %alloca_92[] : memref<f32>
        %1807 = llvm.intr.fma(%1705, %1740, %1806) : (f32, f32, f32) -> f32
        memref.store %1807, %alloca_92[] : memref<f32>
        %1808 = memref.load %alloca_93[] : memref<f32>
        %1809 = llvm.intr.fma(%1705, %1745, %1808) : (f32, f32, f32) -> f32
        memref.store %1809, %alloca_93[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %150 = arith.cmpi slt, %147, %c100_i64 : i64
      scf.if %150 {
        %c70_i64 = arith.constant 70 : i64
        %200 = arith.cmpi slt, %149, %c70_i64 : i64
        scf.if %200 {
          %215 = memref.load %alloca_62[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %149, %c100_i64_280 : i64
          %217 = arith.addi %147, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c1_i64_266 = arith.constant 1 : i64
        %201 = arith.addi %149, %c1_i64_266 : i64
        %c70_i64_267 = arith.constant 70 : i64
        %202 = arith.cmpi slt, %201, %c70_i64_267 : i64
        scf.if %202 {
          %215 = memref.load %alloca_63[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %201, %c100_i64_280 : i64
          %217 = arith.addi %147, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c2_i64_268 = arith.constant 2 : i64
        %203 = arith.addi %149, %c2_i64_268 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %204 = arith.cmpi slt, %203, %c70_i64_269 : i64
        scf.if %204 {
          %215 = memref.load %alloca_64[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %203, %c100_i64_280 : i64
          %217 = arith.addi %147, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c3_i64_270 = arith.constant 3 : i64
        %205 = arith.addi %149, %c3_i64_270 : i64
        %c70_i64_271 = arith.constant 70 : i64
        %206 = arith.cmpi slt, %205, %c70_i64_271 : i64
        scf.if %206 {
          %215 = memref.load %alloca_65[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %205, %c100_i64_280 : i64
          %217 = arith.addi %147, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c4_i64_272 = arith.constant 4 : i64
        %207 = arith.addi %149, %c4_i64_272 : i64
        %c70_i64_273 = arith.constant 70 : i64
        %208 = arith.cmpi slt, %207, %c70_i64_273 : i64
        scf.if %208 {
          %215 = memref.load %alloca_66[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %207, %c100_i64_280 : i64
          %217 = arith.addi %147, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c5_i64_274 = arith.constant 5 : i64
        %209 = arith.addi %149, %c5_i64_274 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %210 = arith.cmpi slt, %209, %c70_i64_275 : i64
        scf.if %210 {
          %215 = memref.load %alloca_67[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %209, %c100_i64_280 : i64
          %217 = arith.addi %147, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c6_i64_276 = arith.constant 6 : i64
        %211 = arith.addi %149, %c6_i64_276 : i64
        %c70_i64_277 = arith.constant 70 : i64
        %212 = arith.cmpi slt, %211, %c70_i64_277 : i64
        scf.if %212 {
          %215 = memref.load %alloca_68[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %211, %c100_i64_280 : i64
          %217 = arith.addi %147, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c7_i64_278 = arith.constant 7 : i64
        %213 = arith.addi %149, %c7_i64_278 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %214 = arith.cmpi slt, %213, %c70_i64_279 : i64
        scf.if %214 {
          %215 = memref.load %alloca_69[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %213, %c100_i64_280 : i64
          %217 = arith.addi %147, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
      }
      %c32_i64_214 = arith.constant 32 : i64
      %151 = arith.addi %147, %c32_i64_214 : i64
      %c100_i64_215 = arith.constant 100 : i64
      %152 = arith.cmpi slt, %151, %c100_i64_215 : i64
      scf.if %152 {
        %c70_i64 = arith.constant 70 : i64
        %200 = arith.cmpi slt, %149, %c70_i64 : i64
        scf.if %200 {
          %215 = memref.load %alloca_70[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %149, %c100_i64_280 : i64
          %217 = arith.addi %151, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c1_i64_266 = arith.constant 1 : i64
        %201 = arith.addi %149, %c1_i64_266 : i64
        %c70_i64_267 = arith.constant 70 : i64
        %202 = arith.cmpi slt, %201, %c70_i64_267 : i64
        scf.if %202 {
          %215 = memref.load %alloca_71[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %201, %c100_i64_280 : i64
          %217 = arith.addi %151, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c2_i64_268 = arith.constant 2 : i64
        %203 = arith.addi %149, %c2_i64_268 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %204 = arith.cmpi slt, %203, %c70_i64_269 : i64
        scf.if %204 {
          %215 = memref.load %alloca_72[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %203, %c100_i64_280 : i64
          %217 = arith.addi %151, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c3_i64_270 = arith.constant 3 : i64
        %205 = arith.addi %149, %c3_i64_270 : i64
        %c70_i64_271 = arith.constant 70 : i64
        %206 = arith.cmpi slt, %205, %c70_i64_271 : i64
        scf.if %206 {
          %215 = memref.load %alloca_73[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %205, %c100_i64_280 : i64
          %217 = arith.addi %151, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c4_i64_272 = arith.constant 4 : i64
        %207 = arith.addi %149, %c4_i64_272 : i64
        %c70_i64_273 = arith.constant 70 : i64
        %208 = arith.cmpi slt, %207, %c70_i64_273 : i64
        scf.if %208 {
          %215 = memref.load %alloca_74[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %207, %c100_i64_280 : i64
          %217 = arith.addi %151, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c5_i64_274 = arith.constant 5 : i64
        %209 = arith.addi %149, %c5_i64_274 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %210 = arith.cmpi slt, %209, %c70_i64_275 : i64
        scf.if %210 {
          %215 = memref.load %alloca_75[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %209, %c100_i64_280 : i64
          %217 = arith.addi %151, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c6_i64_276 = arith.constant 6 : i64
        %211 = arith.addi %149, %c6_i64_276 : i64
        %c70_i64_277 = arith.constant 70 : i64
        %212 = arith.cmpi slt, %211, %c70_i64_277 : i64
        scf.if %212 {
          %215 = memref.load %alloca_76[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %211, %c100_i64_280 : i64
          %217 = arith.addi %151, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c7_i64_278 = arith.constant 7 : i64
        %213 = arith.addi %149, %c7_i64_278 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %214 = arith.cmpi slt, %213, %c70_i64_279 : i64
        scf.if %214 {
          %215 = memref.load %alloca_77[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %213, %c100_i64_280 : i64
          %217 = arith.addi %151, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
      }
      %c64_i64_216 = arith.constant 64 : i64
      %153 = arith.addi %147, %c64_i64_216 : i64
      %c100_i64_217 = arith.constant 100 : i64
      %154 = arith.cmpi slt, %153, %c100_i64_217 : i64
      scf.if %154 {
        %c70_i64 = arith.constant 70 : i64
        %200 = arith.cmpi slt, %149, %c70_i64 : i64
        scf.if %200 {
          %215 = memref.load %alloca_78[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %149, %c100_i64_280 : i64
          %217 = arith.addi %153, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c1_i64_266 = arith.constant 1 : i64
        %201 = arith.addi %149, %c1_i64_266 : i64
        %c70_i64_267 = arith.constant 70 : i64
        %202 = arith.cmpi slt, %201, %c70_i64_267 : i64
        scf.if %202 {
          %215 = memref.load %alloca_79[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %201, %c100_i64_280 : i64
          %217 = arith.addi %153, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c2_i64_268 = arith.constant 2 : i64
        %203 = arith.addi %149, %c2_i64_268 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %204 = arith.cmpi slt, %203, %c70_i64_269 : i64
        scf.if %204 {
          %215 = memref.load %alloca_80[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %203, %c100_i64_280 : i64
          %217 = arith.addi %153, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c3_i64_270 = arith.constant 3 : i64
        %205 = arith.addi %149, %c3_i64_270 : i64
        %c70_i64_271 = arith.constant 70 : i64
        %206 = arith.cmpi slt, %205, %c70_i64_271 : i64
        scf.if %206 {
          %215 = memref.load %alloca_81[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %205, %c100_i64_280 : i64
          %217 = arith.addi %153, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c4_i64_272 = arith.constant 4 : i64
        %207 = arith.addi %149, %c4_i64_272 : i64
        %c70_i64_273 = arith.constant 70 : i64
        %208 = arith.cmpi slt, %207, %c70_i64_273 : i64
        scf.if %208 {
          %215 = memref.load %alloca_82[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %207, %c100_i64_280 : i64
          %217 = arith.addi %153, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c5_i64_274 = arith.constant 5 : i64
        %209 = arith.addi %149, %c5_i64_274 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %210 = arith.cmpi slt, %209, %c70_i64_275 : i64
        scf.if %210 {
          %215 = memref.load %alloca_83[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %209, %c100_i64_280 : i64
          %217 = arith.addi %153, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c6_i64_276 = arith.constant 6 : i64
        %211 = arith.addi %149, %c6_i64_276 : i64
        %c70_i64_277 = arith.constant 70 : i64
        %212 = arith.cmpi slt, %211, %c70_i64_277 : i64
        scf.if %212 {
          %215 = memref.load %alloca_84[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %211, %c100_i64_280 : i64
          %217 = arith.addi %153, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c7_i64_278 = arith.constant 7 : i64
        %213 = arith.addi %149, %c7_i64_278 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %214 = arith.cmpi slt, %213, %c70_i64_279 : i64
        scf.if %214 {
          %215 = memref.load %alloca_85[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %213, %c100_i64_280 : i64
          %217 = arith.addi %153, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
      }
      %c96_i64 = arith.constant 96 : i64
      %155 = arith.addi %147, %c96_i64 : i64
      %c100_i64_218 = arith.constant 100 : i64
      %156 = arith.cmpi slt, %155, %c100_i64_218 : i64
      scf.if %156 {
        %c70_i64 = arith.constant 70 : i64
        %200 = arith.cmpi slt, %149, %c70_i64 : i64
        scf.if %200 {
          %215 = memref.load %alloca_86[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %149, %c100_i64_280 : i64
          %217 = arith.addi %155, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c1_i64_266 = arith.constant 1 : i64
        %201 = arith.addi %149, %c1_i64_266 : i64
        %c70_i64_267 = arith.constant 70 : i64
        %202 = arith.cmpi slt, %201, %c70_i64_267 : i64
        scf.if %202 {
          %215 = memref.load %alloca_87[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %201, %c100_i64_280 : i64
          %217 = arith.addi %155, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c2_i64_268 = arith.constant 2 : i64
        %203 = arith.addi %149, %c2_i64_268 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %204 = arith.cmpi slt, %203, %c70_i64_269 : i64
        scf.if %204 {
          %215 = memref.load %alloca_88[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %203, %c100_i64_280 : i64
          %217 = arith.addi %155, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c3_i64_270 = arith.constant 3 : i64
        %205 = arith.addi %149, %c3_i64_270 : i64
        %c70_i64_271 = arith.constant 70 : i64
        %206 = arith.cmpi slt, %205, %c70_i64_271 : i64
        scf.if %206 {
          %215 = memref.load %alloca_89[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %205, %c100_i64_280 : i64
          %217 = arith.addi %155, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c4_i64_272 = arith.constant 4 : i64
        %207 = arith.addi %149, %c4_i64_272 : i64
        %c70_i64_273 = arith.constant 70 : i64
        %208 = arith.cmpi slt, %207, %c70_i64_273 : i64
        scf.if %208 {
          %215 = memref.load %alloca_90[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %207, %c100_i64_280 : i64
          %217 = arith.addi %155, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c5_i64_274 = arith.constant 5 : i64
        %209 = arith.addi %149, %c5_i64_274 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %210 = arith.cmpi slt, %209, %c70_i64_275 : i64
        scf.if %210 {
          %215 = memref.load %alloca_91[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %209, %c100_i64_280 : i64
          %217 = arith.addi %155, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c6_i64_276 = arith.constant 6 : i64
        %211 = arith.addi %149, %c6_i64_276 : i64
        %c70_i64_277 = arith.constant 70 : i64
        %212 = arith.cmpi slt, %211, %c70_i64_277 : i64
        scf.if %212 {
          %215 = memref.load %alloca_92[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %211, %c100_i64_280 : i64
          %217 = arith.addi %155, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
        %c7_i64_278 = arith.constant 7 : i64
        %213 = arith.addi %149, %c7_i64_278 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %214 = arith.cmpi slt, %213, %c70_i64_279 : i64
        scf.if %214 {
          %215 = memref.load %alloca_93[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %216 = arith.muli %213, %c100_i64_280 : i64
          %217 = arith.addi %155, %216 : i64
          %218 = llvm.getelementptr %142[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %215, %218 : f32, !llvm.ptr<1>
        }
      }
      %c3840_i64 = arith.constant 3840 : i64
      %157 = arith.muli %36, %c3840_i64 : i64
      %158 = llvm.getelementptr %19[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c3840_i64_219 = arith.constant 3840 : i64
      %159 = arith.muli %36, %c3840_i64_219 : i64
      %160 = llvm.getelementptr %22[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c15360_i64 = arith.constant 15360 : i64
      %161 = arith.muli %36, %c15360_i64 : i64
      %162 = llvm.getelementptr %25[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_220 = gpu.thread_id  x
      %163 = arith.index_cast %thread_id_x_220 : index to i64
      %c64_i64_221 = arith.constant 64 : i64
      %thread_id_y_222 = gpu.thread_id  y
      %164 = arith.index_cast %thread_id_y_222 : index to i64
      %165 = arith.muli %c64_i64_221, %164 : i64
      %166 = arith.addi %163, %165 : i64
      %c32_i64_223 = arith.constant 32 : i64
      %167 = arith.divsi %166, %c32_i64_223 : i64
      %c32_i64_224 = arith.constant 32 : i64
      %168 = arith.remsi %166, %c32_i64_224 : i64
      %c4_i64_225 = arith.constant 4 : i64
      %169 = arith.divsi %168, %c4_i64_225 : i64
      %c4_i64_226 = arith.constant 4 : i64
      %170 = arith.remsi %168, %c4_i64_226 : i64
      %c30_i64 = arith.constant 30 : i64
      %c16_i64_227 = arith.constant 16 : i64
      scf.for %arg12 = %167 to %c30_i64 step %c16_i64_227  : i64 {
        %c5_i64_266 = arith.constant 5 : i64
        %200 = arith.remsi %arg12, %c5_i64_266 : i64
        %c5_i64_267 = arith.constant 5 : i64
        %201 = arith.divsi %arg12, %c5_i64_267 : i64
        %c32_i64_268 = arith.constant 32 : i64
        %202 = arith.muli %200, %c32_i64_268 : i64
        %c16_i64_269 = arith.constant 16 : i64
        %203 = arith.muli %201, %c16_i64_269 : i64
        %cst_270 = arith.constant 0.000000e+00 : f64
        memref.store %cst_270, %alloca_96[] : memref<f64>
        %cst_271 = arith.constant 0.000000e+00 : f64
        memref.store %cst_271, %alloca_97[] : memref<f64>
        %cst_272 = arith.constant 0.000000e+00 : f64
        memref.store %cst_272, %alloca_98[] : memref<f64>
        %cst_273 = arith.constant 0.000000e+00 : f64
        memref.store %cst_273, %alloca_99[] : memref<f64>
        %cst_274 = arith.constant 0.000000e+00 : f64
        memref.store %cst_274, %alloca_100[] : memref<f64>
        %cst_275 = arith.constant 0.000000e+00 : f64
        memref.store %cst_275, %alloca_101[] : memref<f64>
        %cst_276 = arith.constant 0.000000e+00 : f64
        memref.store %cst_276, %alloca_102[] : memref<f64>
        %cst_277 = arith.constant 0.000000e+00 : f64
        memref.store %cst_277, %alloca_103[] : memref<f64>
        %cst_278 = arith.constant 0.000000e+00 : f64
        memref.store %cst_278, %alloca_104[] : memref<f64>
        %cst_279 = arith.constant 0.000000e+00 : f64
        memref.store %cst_279, %alloca_105[] : memref<f64>
        %cst_280 = arith.constant 0.000000e+00 : f64
        memref.store %cst_280, %alloca_106[] : memref<f64>
        %cst_281 = arith.constant 0.000000e+00 : f64
        memref.store %cst_281, %alloca_107[] : memref<f64>
        %cst_282 = arith.constant 0.000000e+00 : f64
        memref.store %cst_282, %alloca_108[] : memref<f64>
        %cst_283 = arith.constant 0.000000e+00 : f64
        memref.store %cst_283, %alloca_109[] : memref<f64>
        %cst_284 = arith.constant 0.000000e+00 : f64
        memref.store %cst_284, %alloca_110[] : memref<f64>
        %cst_285 = arith.constant 0.000000e+00 : f64
        memref.store %cst_285, %alloca_111[] : memref<f64>
        %204 = arith.addi %202, %169 : i64
        %c8_i64_286 = arith.constant 8 : i64
        %205 = arith.addi %202, %c8_i64_286 : i64
        %206 = arith.addi %205, %169 : i64
        %c16_i64_287 = arith.constant 16 : i64
        %207 = arith.addi %202, %c16_i64_287 : i64
        %208 = arith.addi %207, %169 : i64
        %c24_i64_288 = arith.constant 24 : i64
        %209 = arith.addi %202, %c24_i64_288 : i64
        %210 = arith.addi %209, %169 : i64
        %211 = arith.addi %203, %169 : i64
        %c8_i64_289 = arith.constant 8 : i64
        %212 = arith.addi %203, %c8_i64_289 : i64
        %213 = arith.addi %212, %169 : i64
        %c0_i64_290 = arith.constant 0 : i64
        %c24_i64_291 = arith.constant 24 : i64
        %c4_i64_292 = arith.constant 4 : i64
        scf.for %arg13 = %c0_i64_290 to %c24_i64_291 step %c4_i64_292  : i64 {
          %434 = arith.addi %arg13, %170 : i64
          %435 = arith.addi %arg13, %170 : i64
          %c160_i64_384 = arith.constant 160 : i64
          %436 = arith.muli %434, %c160_i64_384 : i64
          %437 = arith.addi %204, %436 : i64
          %438 = llvm.getelementptr %158[%437] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %439 = llvm.load %438 : !llvm.ptr<1> -> f64
          %c160_i64_385 = arith.constant 160 : i64
          %440 = arith.muli %434, %c160_i64_385 : i64
          %441 = arith.addi %206, %440 : i64
          %442 = llvm.getelementptr %158[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %443 = llvm.load %442 : !llvm.ptr<1> -> f64
          %c160_i64_386 = arith.constant 160 : i64
          %444 = arith.muli %434, %c160_i64_386 : i64
          %445 = arith.addi %208, %444 : i64
          %446 = llvm.getelementptr %158[%445] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %447 = llvm.load %446 : !llvm.ptr<1> -> f64
          %c160_i64_387 = arith.constant 160 : i64
          %448 = arith.muli %434, %c160_i64_387 : i64
          %449 = arith.addi %210, %448 : i64
          %450 = llvm.getelementptr %158[%449] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %451 = llvm.load %450 : !llvm.ptr<1> -> f64
          %c40_i64_388 = arith.constant 40 : i64
          %452 = arith.muli %211, %c40_i64_388 : i64
          %453 = arith.addi %435, %452 : i64
          %454 = llvm.getelementptr %160[%453] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %455 = llvm.load %454 : !llvm.ptr<1> -> f64
          %c40_i64_389 = arith.constant 40 : i64
          %456 = arith.muli %213, %c40_i64_389 : i64
          %457 = arith.addi %435, %456 : i64
          %458 = llvm.getelementptr %160[%457] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %459 = llvm.load %458 : !llvm.ptr<1> -> f64
          %460 = memref.load %alloca_96[] : memref<f64>
          %461 = memref.load %alloca_97[] : memref<f64>
          %462 = nvvm.mma.sync A[%439]  B[%455]  C[%460, %461]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %463 = llvm.extractvalue %462[0] : !llvm.struct<(f64, f64)> 
          memref.store %463, %alloca_96[] : memref<f64>
          %464 = llvm.extractvalue %462[1] : !llvm.struct<(f64, f64)> 
          memref.store %464, %alloca_97[] : memref<f64>
          %465 = memref.load %alloca_98[] : memref<f64>
          %466 = memref.load %alloca_99[] : memref<f64>
          %467 = nvvm.mma.sync A[%439]  B[%459]  C[%465, %466]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %468 = llvm.extractvalue %467[0] : !llvm.struct<(f64, f64)> 
          memref.store %468, %alloca_98[] : memref<f64>
          %469 = llvm.extractvalue %467[1] : !llvm.struct<(f64, f64)> 
          memref.store %469, %alloca_99[] : memref<f64>
          %470 = memref.load %alloca_100[] : memref<f64>
          %471 = memref.load %alloca_101[] : memref<f64>
          %472 = nvvm.mma.sync A[%443]  B[%455]  C[%470, %471]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %473 = llvm.extractvalue %472[0] : !llvm.struct<(f64, f64)> 
          memref.store %473, %alloca_100[] : memref<f64>
          %474 = llvm.extractvalue %472[1] : !llvm.struct<(f64, f64)> 
          memref.store %474, %alloca_101[] : memref<f64>
          %475 = memref.load %alloca_102[] : memref<f64>
          %476 = memref.load %alloca_103[] : memref<f64>
          %477 = nvvm.mma.sync A[%443]  B[%459]  C[%475, %476]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %478 = llvm.extractvalue %477[0] : !llvm.struct<(f64, f64)> 
          memref.store %478, %alloca_102[] : memref<f64>
          %479 = llvm.extractvalue %477[1] : !llvm.struct<(f64, f64)> 
          memref.store %479, %alloca_103[] : memref<f64>
          %480 = memref.load %alloca_104[] : memref<f64>
          %481 = memref.load %alloca_105[] : memref<f64>
          %482 = nvvm.mma.sync A[%447]  B[%455]  C[%480, %481]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %483 = llvm.extractvalue %482[0] : !llvm.struct<(f64, f64)> 
          memref.store %483, %alloca_104[] : memref<f64>
          %484 = llvm.extractvalue %482[1] : !llvm.struct<(f64, f64)> 
          memref.store %484, %alloca_105[] : memref<f64>
          %485 = memref.load %alloca_106[] : memref<f64>
          %486 = memref.load %alloca_107[] : memref<f64>
          %487 = nvvm.mma.sync A[%447]  B[%459]  C[%485, %486]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %488 = llvm.extractvalue %487[0] : !llvm.struct<(f64, f64)> 
          memref.store %488, %alloca_106[] : memref<f64>
          %489 = llvm.extractvalue %487[1] : !llvm.struct<(f64, f64)> 
          memref.store %489, %alloca_107[] : memref<f64>
          %490 = memref.load %alloca_108[] : memref<f64>
          %491 = memref.load %alloca_109[] : memref<f64>
          %492 = nvvm.mma.sync A[%451]  B[%455]  C[%490, %491]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %493 = llvm.extractvalue %492[0] : !llvm.struct<(f64, f64)> 
          memref.store %493, %alloca_108[] : memref<f64>
          %494 = llvm.extractvalue %492[1] : !llvm.struct<(f64, f64)> 
          memref.store %494, %alloca_109[] : memref<f64>
          %495 = memref.load %alloca_110[] : memref<f64>
          %496 = memref.load %alloca_111[] : memref<f64>
          %497 = nvvm.mma.sync A[%451]  B[%459]  C[%495, %496]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %498 = llvm.extractvalue %497[0] : !llvm.struct<(f64, f64)> 
          memref.store %498, %alloca_110[] : memref<f64>
          %499 = llvm.extractvalue %497[1] : !llvm.struct<(f64, f64)> 
          memref.store %499, %alloca_111[] : memref<f64>
        }
        %214 = arith.addi %202, %169 : i64
        %c2_i64_293 = arith.constant 2 : i64
        %215 = arith.muli %170, %c2_i64_293 : i64
        %216 = arith.addi %203, %215 : i64
        %cst_294 = arith.constant -1.000000e+00 : f64
        %217 = memref.load %alloca_96[] : memref<f64>
        %c160_i64 = arith.constant 160 : i64
        %218 = arith.muli %216, %c160_i64 : i64
        %219 = arith.addi %214, %218 : i64
        %220 = llvm.getelementptr %162[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %221 = llvm.load %220 : !llvm.ptr<1> -> f64
        %222 = llvm.intr.fma(%cst_294, %217, %221) : (f64, f64, f64) -> f64
        %c160_i64_295 = arith.constant 160 : i64
        %223 = arith.muli %216, %c160_i64_295 : i64
        %224 = arith.addi %214, %223 : i64
        %225 = llvm.getelementptr %162[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %222, %225 : f64, !llvm.ptr<1>
        %226 = arith.addi %202, %169 : i64
        %c2_i64_296 = arith.constant 2 : i64
        %227 = arith.muli %170, %c2_i64_296 : i64
        %c1_i64_297 = arith.constant 1 : i64
        %228 = arith.addi %227, %c1_i64_297 : i64
        %229 = arith.addi %203, %228 : i64
        %cst_298 = arith.constant -1.000000e+00 : f64
        %230 = memref.load %alloca_97[] : memref<f64>
        %c160_i64_299 = arith.constant 160 : i64
        %231 = arith.muli %229, %c160_i64_299 : i64
        %232 = arith.addi %226, %231 : i64
        %233 = llvm.getelementptr %162[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %234 = llvm.load %233 : !llvm.ptr<1> -> f64
        %235 = llvm.intr.fma(%cst_298, %230, %234) : (f64, f64, f64) -> f64
        %c160_i64_300 = arith.constant 160 : i64
        %236 = arith.muli %229, %c160_i64_300 : i64
        %237 = arith.addi %226, %236 : i64
        %238 = llvm.getelementptr %162[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %235, %238 : f64, !llvm.ptr<1>
        %239 = arith.addi %202, %169 : i64
        %c8_i64_301 = arith.constant 8 : i64
        %240 = arith.addi %203, %c8_i64_301 : i64
        %c2_i64_302 = arith.constant 2 : i64
        %241 = arith.muli %170, %c2_i64_302 : i64
        %242 = arith.addi %240, %241 : i64
        %cst_303 = arith.constant -1.000000e+00 : f64
        %243 = memref.load %alloca_98[] : memref<f64>
        %c160_i64_304 = arith.constant 160 : i64
        %244 = arith.muli %242, %c160_i64_304 : i64
        %245 = arith.addi %239, %244 : i64
        %246 = llvm.getelementptr %162[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %247 = llvm.load %246 : !llvm.ptr<1> -> f64
        %248 = llvm.intr.fma(%cst_303, %243, %247) : (f64, f64, f64) -> f64
        %c160_i64_305 = arith.constant 160 : i64
        %249 = arith.muli %242, %c160_i64_305 : i64
        %250 = arith.addi %239, %249 : i64
        %251 = llvm.getelementptr %162[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %248, %251 : f64, !llvm.ptr<1>
        %252 = arith.addi %202, %169 : i64
        %c8_i64_306 = arith.constant 8 : i64
        %253 = arith.addi %203, %c8_i64_306 : i64
        %c2_i64_307 = arith.constant 2 : i64
        %254 = arith.muli %170, %c2_i64_307 : i64
        %c1_i64_308 = arith.constant 1 : i64
        %255 = arith.addi %254, %c1_i64_308 : i64
        %256 = arith.addi %253, %255 : i64
        %cst_309 = arith.constant -1.000000e+00 : f64
        %257 = memref.load %alloca_99[] : memref<f64>
        %c160_i64_310 = arith.constant 160 : i64
        %258 = arith.muli %256, %c160_i64_310 : i64
        %259 = arith.addi %252, %258 : i64
        %260 = llvm.getelementptr %162[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %261 = llvm.load %260 : !llvm.ptr<1> -> f64
        %262 = llvm.intr.fma(%cst_309, %257, %261) : (f64, f64, f64) -> f64
        %c160_i64_311 = arith.constant 160 : i64
        %263 = arith.muli %256, %c160_i64_311 : i64
        %264 = arith.addi %252, %263 : i64
        %265 = llvm.getelementptr %162[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %262, %265 : f64, !llvm.ptr<1>
        %c8_i64_312 = arith.constant 8 : i64
        %266 = arith.addi %202, %c8_i64_312 : i64
        %267 = arith.addi %266, %169 : i64
        %c2_i64_313 = arith.constant 2 : i64
        %268 = arith.muli %170, %c2_i64_313 : i64
        %269 = arith.addi %203, %268 : i64
        %cst_314 = arith.constant -1.000000e+00 : f64
        %270 = memref.load %alloca_100[] : memref<f64>
        %c160_i64_315 = arith.constant 160 : i64
        %271 = arith.muli %269, %c160_i64_315 : i64
        %272 = arith.addi %267, %271 : i64
        %273 = llvm.getelementptr %162[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %274 = llvm.load %273 : !llvm.ptr<1> -> f64
        %275 = llvm.intr.fma(%cst_314, %270, %274) : (f64, f64, f64) -> f64
        %c160_i64_316 = arith.constant 160 : i64
        %276 = arith.muli %269, %c160_i64_316 : i64
        %277 = arith.addi %267, %276 : i64
        %278 = llvm.getelementptr %162[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %275, %278 : f64, !llvm.ptr<1>
        %c8_i64_317 = arith.constant 8 : i64
        %279 = arith.addi %202, %c8_i64_317 : i64
        %280 = arith.addi %279, %169 : i64
        %c2_i64_318 = arith.constant 2 : i64
        %281 = arith.muli %170, %c2_i64_318 : i64
        %c1_i64_319 = arith.constant 1 : i64
        %282 = arith.addi %281, %c1_i64_319 : i64
        %283 = arith.addi %203, %282 : i64
        %cst_320 = arith.constant -1.000000e+00 : f64
        %284 = memref.load %alloca_101[] : memref<f64>
        %c160_i64_321 = arith.constant 160 : i64
        %285 = arith.muli %283, %c160_i64_321 : i64
        %286 = arith.addi %280, %285 : i64
        %287 = llvm.getelementptr %162[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %288 = llvm.load %287 : !llvm.ptr<1> -> f64
        %289 = llvm.intr.fma(%cst_320, %284, %288) : (f64, f64, f64) -> f64
        %c160_i64_322 = arith.constant 160 : i64
        %290 = arith.muli %283, %c160_i64_322 : i64
        %291 = arith.addi %280, %290 : i64
        %292 = llvm.getelementptr %162[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %289, %292 : f64, !llvm.ptr<1>
        %c8_i64_323 = arith.constant 8 : i64
        %293 = arith.addi %202, %c8_i64_323 : i64
        %294 = arith.addi %293, %169 : i64
        %c8_i64_324 = arith.constant 8 : i64
        %295 = arith.addi %203, %c8_i64_324 : i64
        %c2_i64_325 = arith.constant 2 : i64
        %296 = arith.muli %170, %c2_i64_325 : i64
        %297 = arith.addi %295, %296 : i64
        %cst_326 = arith.constant -1.000000e+00 : f64
        %298 = memref.load %alloca_102[] : memref<f64>
        %c160_i64_327 = arith.constant 160 : i64
        %299 = arith.muli %297, %c160_i64_327 : i64
        %300 = arith.addi %294, %299 : i64
        %301 = llvm.getelementptr %162[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %302 = llvm.load %301 : !llvm.ptr<1> -> f64
        %303 = llvm.intr.fma(%cst_326, %298, %302) : (f64, f64, f64) -> f64
        %c160_i64_328 = arith.constant 160 : i64
        %304 = arith.muli %297, %c160_i64_328 : i64
        %305 = arith.addi %294, %304 : i64
        %306 = llvm.getelementptr %162[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %303, %306 : f64, !llvm.ptr<1>
        %c8_i64_329 = arith.constant 8 : i64
        %307 = arith.addi %202, %c8_i64_329 : i64
        %308 = arith.addi %307, %169 : i64
        %c8_i64_330 = arith.constant 8 : i64
        %309 = arith.addi %203, %c8_i64_330 : i64
        %c2_i64_331 = arith.constant 2 : i64
        %310 = arith.muli %170, %c2_i64_331 : i64
        %c1_i64_332 = arith.constant 1 : i64
        %311 = arith.addi %310, %c1_i64_332 : i64
        %312 = arith.addi %309, %311 : i64
        %cst_333 = arith.constant -1.000000e+00 : f64
        %313 = memref.load %alloca_103[] : memref<f64>
        %c160_i64_334 = arith.constant 160 : i64
        %314 = arith.muli %312, %c160_i64_334 : i64
        %315 = arith.addi %308, %314 : i64
        %316 = llvm.getelementptr %162[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %317 = llvm.load %316 : !llvm.ptr<1> -> f64
        %318 = llvm.intr.fma(%cst_333, %313, %317) : (f64, f64, f64) -> f64
        %c160_i64_335 = arith.constant 160 : i64
        %319 = arith.muli %312, %c160_i64_335 : i64
        %320 = arith.addi %308, %319 : i64
        %321 = llvm.getelementptr %162[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %318, %321 : f64, !llvm.ptr<1>
        %c16_i64_336 = arith.constant 16 : i64
        %322 = arith.addi %202, %c16_i64_336 : i64
        %323 = arith.addi %322, %169 : i64
        %c2_i64_337 = arith.constant 2 : i64
        %324 = arith.muli %170, %c2_i64_337 : i64
        %325 = arith.addi %203, %324 : i64
        %cst_338 = arith.constant -1.000000e+00 : f64
        %326 = memref.load %alloca_104[] : memref<f64>
        %c160_i64_339 = arith.constant 160 : i64
        %327 = arith.muli %325, %c160_i64_339 : i64
        %328 = arith.addi %323, %327 : i64
        %329 = llvm.getelementptr %162[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %330 = llvm.load %329 : !llvm.ptr<1> -> f64
        %331 = llvm.intr.fma(%cst_338, %326, %330) : (f64, f64, f64) -> f64
        %c160_i64_340 = arith.constant 160 : i64
        %332 = arith.muli %325, %c160_i64_340 : i64
        %333 = arith.addi %323, %332 : i64
        %334 = llvm.getelementptr %162[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %331, %334 : f64, !llvm.ptr<1>
        %c16_i64_341 = arith.constant 16 : i64
        %335 = arith.addi %202, %c16_i64_341 : i64
        %336 = arith.addi %335, %169 : i64
        %c2_i64_342 = arith.constant 2 : i64
        %337 = arith.muli %170, %c2_i64_342 : i64
        %c1_i64_343 = arith.constant 1 : i64
        %338 = arith.addi %337, %c1_i64_343 : i64
        %339 = arith.addi %203, %338 : i64
        %cst_344 = arith.constant -1.000000e+00 : f64
        %340 = memref.load %alloca_105[] : memref<f64>
        %c160_i64_345 = arith.constant 160 : i64
        %341 = arith.muli %339, %c160_i64_345 : i64
        %342 = arith.addi %336, %341 : i64
        %343 = llvm.getelementptr %162[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %344 = llvm.load %343 : !llvm.ptr<1> -> f64
        %345 = llvm.intr.fma(%cst_344, %340, %344) : (f64, f64, f64) -> f64
        %c160_i64_346 = arith.constant 160 : i64
        %346 = arith.muli %339, %c160_i64_346 : i64
        %347 = arith.addi %336, %346 : i64
        %348 = llvm.getelementptr %162[%347] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %345, %348 : f64, !llvm.ptr<1>
        %c16_i64_347 = arith.constant 16 : i64
        %349 = arith.addi %202, %c16_i64_347 : i64
        %350 = arith.addi %349, %169 : i64
        %c8_i64_348 = arith.constant 8 : i64
        %351 = arith.addi %203, %c8_i64_348 : i64
        %c2_i64_349 = arith.constant 2 : i64
        %352 = arith.muli %170, %c2_i64_349 : i64
        %353 = arith.addi %351, %352 : i64
        %cst_350 = arith.constant -1.000000e+00 : f64
        %354 = memref.load %alloca_106[] : memref<f64>
        %c160_i64_351 = arith.constant 160 : i64
        %355 = arith.muli %353, %c160_i64_351 : i64
        %356 = arith.addi %350, %355 : i64
        %357 = llvm.getelementptr %162[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %358 = llvm.load %357 : !llvm.ptr<1> -> f64
        %359 = llvm.intr.fma(%cst_350, %354, %358) : (f64, f64, f64) -> f64
        %c160_i64_352 = arith.constant 160 : i64
        %360 = arith.muli %353, %c160_i64_352 : i64
        %361 = arith.addi %350, %360 : i64
        %362 = llvm.getelementptr %162[%361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %359, %362 : f64, !llvm.ptr<1>
        %c16_i64_353 = arith.constant 16 : i64
        %363 = arith.addi %202, %c16_i64_353 : i64
        %364 = arith.addi %363, %169 : i64
        %c8_i64_354 = arith.constant 8 : i64
        %365 = arith.addi %203, %c8_i64_354 : i64
        %c2_i64_355 = arith.constant 2 : i64
        %366 = arith.muli %170, %c2_i64_355 : i64
        %c1_i64_356 = arith.constant 1 : i64
        %367 = arith.addi %366, %c1_i64_356 : i64
        %368 = arith.addi %365, %367 : i64
        %cst_357 = arith.constant -1.000000e+00 : f64
        %369 = memref.load %alloca_107[] : memref<f64>
        %c160_i64_358 = arith.constant 160 : i64
        %370 = arith.muli %368, %c160_i64_358 : i64
        %371 = arith.addi %364, %370 : i64
        %372 = llvm.getelementptr %162[%371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %373 = llvm.load %372 : !llvm.ptr<1> -> f64
        %374 = llvm.intr.fma(%cst_357, %369, %373) : (f64, f64, f64) -> f64
        %c160_i64_359 = arith.constant 160 : i64
        %375 = arith.muli %368, %c160_i64_359 : i64
        %376 = arith.addi %364, %375 : i64
        %377 = llvm.getelementptr %162[%376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %374, %377 : f64, !llvm.ptr<1>
        %c24_i64_360 = arith.constant 24 : i64
        %378 = arith.addi %202, %c24_i64_360 : i64
        %379 = arith.addi %378, %169 : i64
        %c2_i64_361 = arith.constant 2 : i64
        %380 = arith.muli %170, %c2_i64_361 : i64
        %381 = arith.addi %203, %380 : i64
        %cst_362 = arith.constant -1.000000e+00 : f64
        %382 = memref.load %alloca_108[] : memref<f64>
        %c160_i64_363 = arith.constant 160 : i64
        %383 = arith.muli %381, %c160_i64_363 : i64
        %384 = arith.addi %379, %383 : i64
        %385 = llvm.getelementptr %162[%384] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %386 = llvm.load %385 : !llvm.ptr<1> -> f64
        %387 = llvm.intr.fma(%cst_362, %382, %386) : (f64, f64, f64) -> f64
        %c160_i64_364 = arith.constant 160 : i64
        %388 = arith.muli %381, %c160_i64_364 : i64
        %389 = arith.addi %379, %388 : i64
        %390 = llvm.getelementptr %162[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %387, %390 : f64, !llvm.ptr<1>
        %c24_i64_365 = arith.constant 24 : i64
        %391 = arith.addi %202, %c24_i64_365 : i64
        %392 = arith.addi %391, %169 : i64
        %c2_i64_366 = arith.constant 2 : i64
        %393 = arith.muli %170, %c2_i64_366 : i64
        %c1_i64_367 = arith.constant 1 : i64
        %394 = arith.addi %393, %c1_i64_367 : i64
        %395 = arith.addi %203, %394 : i64
        %cst_368 = arith.constant -1.000000e+00 : f64
        %396 = memref.load %alloca_109[] : memref<f64>
        %c160_i64_369 = arith.constant 160 : i64
        %397 = arith.muli %395, %c160_i64_369 : i64
        %398 = arith.addi %392, %397 : i64
        %399 = llvm.getelementptr %162[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %400 = llvm.load %399 : !llvm.ptr<1> -> f64
        %401 = llvm.intr.fma(%cst_368, %396, %400) : (f64, f64, f64) -> f64
        %c160_i64_370 = arith.constant 160 : i64
        %402 = arith.muli %395, %c160_i64_370 : i64
        %403 = arith.addi %392, %402 : i64
        %404 = llvm.getelementptr %162[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %401, %404 : f64, !llvm.ptr<1>
        %c24_i64_371 = arith.constant 24 : i64
        %405 = arith.addi %202, %c24_i64_371 : i64
        %406 = arith.addi %405, %169 : i64
        %c8_i64_372 = arith.constant 8 : i64
        %407 = arith.addi %203, %c8_i64_372 : i64
        %c2_i64_373 = arith.constant 2 : i64
        %408 = arith.muli %170, %c2_i64_373 : i64
        %409 = arith.addi %407, %408 : i64
        %cst_374 = arith.constant -1.000000e+00 : f64
        %410 = memref.load %alloca_110[] : memref<f64>
        %c160_i64_375 = arith.constant 160 : i64
        %411 = arith.muli %409, %c160_i64_375 : i64
        %412 = arith.addi %406, %411 : i64
        %413 = llvm.getelementptr %162[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %414 = llvm.load %413 : !llvm.ptr<1> -> f64
        %415 = llvm.intr.fma(%cst_374, %410, %414) : (f64, f64, f64) -> f64
        %c160_i64_376 = arith.constant 160 : i64
        %416 = arith.muli %409, %c160_i64_376 : i64
        %417 = arith.addi %406, %416 : i64
        %418 = llvm.getelementptr %162[%417] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %415, %418 : f64, !llvm.ptr<1>
        %c24_i64_377 = arith.constant 24 : i64
        %419 = arith.addi %202, %c24_i64_377 : i64
        %420 = arith.addi %419, %169 : i64
        %c8_i64_378 = arith.constant 8 : i64
        %421 = arith.addi %203, %c8_i64_378 : i64
        %c2_i64_379 = arith.constant 2 : i64
        %422 = arith.muli %170, %c2_i64_379 : i64
        %c1_i64_380 = arith.constant 1 : i64
        %423 = arith.addi %422, %c1_i64_380 : i64
        %424 = arith.addi %421, %423 : i64
        %cst_381 = arith.constant -1.000000e+00 : f64
        %425 = memref.load %alloca_111[] : memref<f64>
        %c160_i64_382 = arith.constant 160 : i64
        %426 = arith.muli %424, %c160_i64_382 : i64
        %427 = arith.addi %420, %426 : i64
        %428 = llvm.getelementptr %162[%427] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %429 = llvm.load %428 : !llvm.ptr<1> -> f64
        %430 = llvm.intr.fma(%cst_381, %425, %429) : (f64, f64, f64) -> f64
        %c160_i64_383 = arith.constant 160 : i64
        %431 = arith.muli %424, %c160_i64_383 : i64
        %432 = arith.addi %420, %431 : i64
        %433 = llvm.getelementptr %162[%432] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %430, %433 : f64, !llvm.ptr<1>
      }
      %171 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
      %c576_i64 = arith.constant 576 : i64
      %172 = arith.muli %36, %c576_i64 : i64
      %173 = llvm.getelementptr %28[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64 = arith.constant 512 : i64
      %174 = arith.muli %36, %c512_i64 : i64
      %175 = llvm.getelementptr %31[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_228 = gpu.thread_id  x
      %176 = arith.index_cast %thread_id_x_228 : index to i64
      %c71_i64 = arith.constant 71 : i64
      %177 = arith.minsi %176, %c71_i64 : i64
      %thread_id_x_229 = gpu.thread_id  x
      %178 = arith.index_cast %thread_id_x_229 : index to i64
      %c64_i64_230 = arith.constant 64 : i64
      %179 = arith.addi %178, %c64_i64_230 : i64
      %c71_i64_231 = arith.constant 71 : i64
      %180 = arith.minsi %179, %c71_i64_231 : i64
      %thread_id_y_232 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_232 : index to i64
      %thread_id_y_233 = gpu.thread_id  y
      %182 = arith.index_cast %thread_id_y_233 : index to i64
      %c8_i64_234 = arith.constant 8 : i64
      %183 = arith.addi %182, %c8_i64_234 : i64
      %thread_id_y_235 = gpu.thread_id  y
      %184 = arith.index_cast %thread_id_y_235 : index to i64
      %c16_i64_236 = arith.constant 16 : i64
      %185 = arith.addi %184, %c16_i64_236 : i64
      %thread_id_y_237 = gpu.thread_id  y
      %186 = arith.index_cast %thread_id_y_237 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %187 = arith.addi %186, %c24_i64 : i64
      %thread_id_y_238 = gpu.thread_id  y
      %188 = arith.index_cast %thread_id_y_238 : index to i64
      %c32_i64_239 = arith.constant 32 : i64
      %189 = arith.addi %188, %c32_i64_239 : i64
      %thread_id_y_240 = gpu.thread_id  y
      %190 = arith.index_cast %thread_id_y_240 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %191 = arith.addi %190, %c40_i64 : i64
      %thread_id_y_241 = gpu.thread_id  y
      %192 = arith.index_cast %thread_id_y_241 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %193 = arith.addi %192, %c48_i64 : i64
      %thread_id_y_242 = gpu.thread_id  y
      %194 = arith.index_cast %thread_id_y_242 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %195 = arith.addi %194, %c56_i64 : i64
      %cst_243 = arith.constant 0.000000e+00 : f32
      memref.store %cst_243, %alloca_112[] : memref<f32>
      %cst_244 = arith.constant 0.000000e+00 : f32
      memref.store %cst_244, %alloca_113[] : memref<f32>
      %cst_245 = arith.constant 0.000000e+00 : f32
      memref.store %cst_245, %alloca_114[] : memref<f32>
      %cst_246 = arith.constant 0.000000e+00 : f32
      memref.store %cst_246, %alloca_115[] : memref<f32>
      %cst_247 = arith.constant 0.000000e+00 : f32
      memref.store %cst_247, %alloca_116[] : memref<f32>
      %cst_248 = arith.constant 0.000000e+00 : f32
      memref.store %cst_248, %alloca_117[] : memref<f32>
      %cst_249 = arith.constant 0.000000e+00 : f32
      memref.store %cst_249, %alloca_118[] : memref<f32>
      %cst_250 = arith.constant 0.000000e+00 : f32
      memref.store %cst_250, %alloca_119[] : memref<f32>
      %cst_251 = arith.constant 0.000000e+00 : f32
      memref.store %cst_251, %alloca_120[] : memref<f32>
      %cst_252 = arith.constant 0.000000e+00 : f32
      memref.store %cst_252, %alloca_121[] : memref<f32>
      %cst_253 = arith.constant 0.000000e+00 : f32
      memref.store %cst_253, %alloca_122[] : memref<f32>
      %cst_254 = arith.constant 0.000000e+00 : f32
      memref.store %cst_254, %alloca_123[] : memref<f32>
      %cst_255 = arith.constant 0.000000e+00 : f32
      memref.store %cst_255, %alloca_124[] : memref<f32>
      %cst_256 = arith.constant 0.000000e+00 : f32
      memref.store %cst_256, %alloca_125[] : memref<f32>
      %cst_257 = arith.constant 0.000000e+00 : f32
      memref.store %cst_257, %alloca_126[] : memref<f32>
      %cst_258 = arith.constant 0.000000e+00 : f32
      memref.store %cst_258, %alloca_127[] : memref<f32>
      %c0_i64_259 = arith.constant 0 : i64
      %c8_i64_260 = arith.constant 8 : i64
      %c1_i64_261 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_259 to %c8_i64_260 step %c1_i64_261  : i64 {
        %c72_i64_266 = arith.constant 72 : i64
        %200 = arith.muli %arg12, %c72_i64_266 : i64
        %201 = arith.addi %177, %200 : i64
        %202 = llvm.getelementptr %173[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %203 = llvm.load %202 : !llvm.ptr<1> -> f32
        %c72_i64_267 = arith.constant 72 : i64
        %204 = arith.muli %arg12, %c72_i64_267 : i64
        %205 = arith.addi %180, %204 : i64
        %206 = llvm.getelementptr %173[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %207 = llvm.load %206 : !llvm.ptr<1> -> f32
        %c8_i64_268 = arith.constant 8 : i64
        %208 = arith.muli %181, %c8_i64_268 : i64
        %209 = arith.addi %arg12, %208 : i64
        %210 = llvm.getelementptr %175[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %211 = llvm.load %210 : !llvm.ptr<1> -> f32
        %c8_i64_269 = arith.constant 8 : i64
        %212 = arith.muli %183, %c8_i64_269 : i64
        %213 = arith.addi %arg12, %212 : i64
        %214 = llvm.getelementptr %175[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %215 = llvm.load %214 : !llvm.ptr<1> -> f32
        %c8_i64_270 = arith.constant 8 : i64
        %216 = arith.muli %185, %c8_i64_270 : i64
        %217 = arith.addi %arg12, %216 : i64
        %218 = llvm.getelementptr %175[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %219 = llvm.load %218 : !llvm.ptr<1> -> f32
        %c8_i64_271 = arith.constant 8 : i64
        %220 = arith.muli %187, %c8_i64_271 : i64
        %221 = arith.addi %arg12, %220 : i64
        %222 = llvm.getelementptr %175[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %223 = llvm.load %222 : !llvm.ptr<1> -> f32
        %c8_i64_272 = arith.constant 8 : i64
        %224 = arith.muli %189, %c8_i64_272 : i64
        %225 = arith.addi %arg12, %224 : i64
        %226 = llvm.getelementptr %175[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %227 = llvm.load %226 : !llvm.ptr<1> -> f32
        %c8_i64_273 = arith.constant 8 : i64
        %228 = arith.muli %191, %c8_i64_273 : i64
        %229 = arith.addi %arg12, %228 : i64
        %230 = llvm.getelementptr %175[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %231 = llvm.load %230 : !llvm.ptr<1> -> f32
        %c8_i64_274 = arith.constant 8 : i64
        %232 = arith.muli %193, %c8_i64_274 : i64
        %233 = arith.addi %arg12, %232 : i64
        %234 = llvm.getelementptr %175[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %235 = llvm.load %234 : !llvm.ptr<1> -> f32
        %c8_i64_275 = arith.constant 8 : i64
        %236 = arith.muli %195, %c8_i64_275 : i64
        %237 = arith.addi %arg12, %236 : i64
        %238 = llvm.getelementptr %175[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %239 = llvm.load %238 : !llvm.ptr<1> -> f32
        %240 = memref.load %alloca_112[] : memref<f32>
        %241 = llvm.intr.fma(%203, %211, %240) : (f32, f32, f32) -> f32
        memref.store %241, %alloca_112[] : memref<f32>
        %242 = memref.load %alloca_113[] : memref<f32>
        %243 = llvm.intr.fma(%203, %215, %242) : (f32, f32, f32) -> f32
        memref.store %243, %alloca_113[] : memref<f32>
        %244 = memref.load %alloca_114[] : memref<f32>
        %245 = llvm.intr.fma(%203, %219, %244) : (f32, f32, f32) -> f32
        memref.store %245, %alloca_114[] : memref<f32>
        %246 = memref.load %alloca_115[] : memref<f32>
        %247 = llvm.intr.fma(%203, %223, %246) : (f32, f32, f32) -> f32
        memref.store %247, %alloca_115[] : memref<f32>
        %248 = memref.load %alloca_116[] : memref<f32>
        %249 = llvm.intr.fma(%203, %227, %248) : (f32, f32, f32) -> f32
        memref.store %249, %alloca_116[] : memref<f32>
        %250 = memref.load %alloca_117[] : memref<f32>
        %251 = llvm.intr.fma(%203, %231, %250) : (f32, f32, f32) -> f32
        memref.store %251, %alloca_117[] : memref<f32>
        %252 = memref.load %alloca_118[] : memref<f32>
        %253 = llvm.intr.fma(%203, %235, %252) : (f32, f32, f32) -> f32
        memref.store %253, %alloca_118[] : memref<f32>
        %254 = memref.load %alloca_119[] : memref<f32>
        %255 = llvm.intr.fma(%203, %239, %254) : (f32, f32, f32) -> f32
        memref.store %255, %alloca_119[] : memref<f32>
        %256 = memref.load %alloca_120[] : memref<f32>
        %257 = llvm.intr.fma(%207, %211, %256) : (f32, f32, f32) -> f32
        memref.store %257, %alloca_120[] : memref<f32>
        %258 = memref.load %alloca_121[] : memref<f32>
        %259 = llvm.intr.fma(%207, %215, %258) : (f32, f32, f32) -> f32
        memref.store %259, %alloca_121[] : memref<f32>
        %260 = memref.load %alloca_122[] : memref<f32>
        %261 = llvm.intr.fma(%207, %219, %260) : (f32, f32, f32) -> f32
        memref.store %261, %alloca_122[] : memref<f32>
        %262 = memref.load %alloca_123[] : memref<f32>
        %263 = llvm.intr.fma(%207, %223, %262) : (f32, f32, f32) -> f32
        memref.store %263, %alloca_123[] : memref<f32>
        %264 = memref.load %alloca_124[] : memref<f32>
        %265 = llvm.intr.fma(%207, %227, %264) : (f32, f32, f32) -> f32
        memref.store %265, %alloca_124[] : memref<f32>
        %266 = memref.load %alloca_125[] : memref<f32>
        %267 = llvm.intr.fma(%207, %231, %266) : (f32, f32, f32) -> f32
        memref.store %267, %alloca_125[] : memref<f32>
        %268 = memref.load %alloca_126[] : memref<f32>
        %269 = llvm.intr.fma(%207, %235, %268) : (f32, f32, f32) -> f32
        memref.store %269, %alloca_126[] : memref<f32>
        %270 = memref.load %alloca_127[] : memref<f32>
        %271 = llvm.intr.fma(%207, %239, %270) : (f32, f32, f32) -> f32
        memref.store %271, %alloca_127[] : memref<f32>
      }
      %c72_i64 = arith.constant 72 : i64
      %196 = arith.cmpi slt, %176, %c72_i64 : i64
      scf.if %196 {
        %200 = memref.load %alloca_112[] : memref<f32>
        %c72_i64_266 = arith.constant 72 : i64
        %201 = arith.muli %181, %c72_i64_266 : i64
        %202 = arith.addi %176, %201 : i64
        %203 = llvm.getelementptr %171[%202] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %200, %203 : f32, !llvm.ptr<3>
        %204 = memref.load %alloca_113[] : memref<f32>
        %c72_i64_267 = arith.constant 72 : i64
        %205 = arith.muli %183, %c72_i64_267 : i64
        %206 = arith.addi %176, %205 : i64
        %207 = llvm.getelementptr %171[%206] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %204, %207 : f32, !llvm.ptr<3>
        %208 = memref.load %alloca_114[] : memref<f32>
        %c72_i64_268 = arith.constant 72 : i64
        %209 = arith.muli %185, %c72_i64_268 : i64
        %210 = arith.addi %176, %209 : i64
        %211 = llvm.getelementptr %171[%210] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %208, %211 : f32, !llvm.ptr<3>
        %212 = memref.load %alloca_115[] : memref<f32>
        %c72_i64_269 = arith.constant 72 : i64
        %213 = arith.muli %187, %c72_i64_269 : i64
        %214 = arith.addi %176, %213 : i64
        %215 = llvm.getelementptr %171[%214] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %212, %215 : f32, !llvm.ptr<3>
        %216 = memref.load %alloca_116[] : memref<f32>
        %c72_i64_270 = arith.constant 72 : i64
        %217 = arith.muli %189, %c72_i64_270 : i64
        %218 = arith.addi %176, %217 : i64
        %219 = llvm.getelementptr %171[%218] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %216, %219 : f32, !llvm.ptr<3>
        %220 = memref.load %alloca_117[] : memref<f32>
        %c72_i64_271 = arith.constant 72 : i64
        %221 = arith.muli %191, %c72_i64_271 : i64
        %222 = arith.addi %176, %221 : i64
        %223 = llvm.getelementptr %171[%222] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %220, %223 : f32, !llvm.ptr<3>
        %224 = memref.load %alloca_118[] : memref<f32>
        %c72_i64_272 = arith.constant 72 : i64
        %225 = arith.muli %193, %c72_i64_272 : i64
        %226 = arith.addi %176, %225 : i64
        %227 = llvm.getelementptr %171[%226] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %224, %227 : f32, !llvm.ptr<3>
        %228 = memref.load %alloca_119[] : memref<f32>
        %c72_i64_273 = arith.constant 72 : i64
        %229 = arith.muli %195, %c72_i64_273 : i64
        %230 = arith.addi %176, %229 : i64
        %231 = llvm.getelementptr %171[%230] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %228, %231 : f32, !llvm.ptr<3>
      }
      %c72_i64_262 = arith.constant 72 : i64
      %197 = arith.cmpi slt, %179, %c72_i64_262 : i64
      scf.if %197 {
        %200 = memref.load %alloca_120[] : memref<f32>
        %c72_i64_266 = arith.constant 72 : i64
        %201 = arith.muli %181, %c72_i64_266 : i64
        %202 = arith.addi %179, %201 : i64
        %203 = llvm.getelementptr %171[%202] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %200, %203 : f32, !llvm.ptr<3>
        %204 = memref.load %alloca_121[] : memref<f32>
        %c72_i64_267 = arith.constant 72 : i64
        %205 = arith.muli %183, %c72_i64_267 : i64
        %206 = arith.addi %179, %205 : i64
        %207 = llvm.getelementptr %171[%206] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %204, %207 : f32, !llvm.ptr<3>
        %208 = memref.load %alloca_122[] : memref<f32>
        %c72_i64_268 = arith.constant 72 : i64
        %209 = arith.muli %185, %c72_i64_268 : i64
        %210 = arith.addi %179, %209 : i64
        %211 = llvm.getelementptr %171[%210] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %208, %211 : f32, !llvm.ptr<3>
        %212 = memref.load %alloca_123[] : memref<f32>
        %c72_i64_269 = arith.constant 72 : i64
        %213 = arith.muli %187, %c72_i64_269 : i64
        %214 = arith.addi %179, %213 : i64
        %215 = llvm.getelementptr %171[%214] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %212, %215 : f32, !llvm.ptr<3>
        %216 = memref.load %alloca_124[] : memref<f32>
        %c72_i64_270 = arith.constant 72 : i64
        %217 = arith.muli %189, %c72_i64_270 : i64
        %218 = arith.addi %179, %217 : i64
        %219 = llvm.getelementptr %171[%218] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %216, %219 : f32, !llvm.ptr<3>
        %220 = memref.load %alloca_125[] : memref<f32>
        %c72_i64_271 = arith.constant 72 : i64
        %221 = arith.muli %191, %c72_i64_271 : i64
        %222 = arith.addi %179, %221 : i64
        %223 = llvm.getelementptr %171[%222] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %220, %223 : f32, !llvm.ptr<3>
        %224 = memref.load %alloca_126[] : memref<f32>
        %c72_i64_272 = arith.constant 72 : i64
        %225 = arith.muli %193, %c72_i64_272 : i64
        %226 = arith.addi %179, %225 : i64
        %227 = llvm.getelementptr %171[%226] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %224, %227 : f32, !llvm.ptr<3>
        %228 = memref.load %alloca_127[] : memref<f32>
        %c72_i64_273 = arith.constant 72 : i64
        %229 = arith.muli %195, %c72_i64_273 : i64
        %230 = arith.addi %179, %229 : i64
        %231 = llvm.getelementptr %171[%230] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %228, %231 : f32, !llvm.ptr<3>
      }
      %c4608_i64 = arith.constant 4608 : i64
      %198 = arith.muli %36, %c4608_i64 : i64
      %199 = llvm.getelementptr %34[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_263 = arith.constant 0 : i64
      %c3_i64_264 = arith.constant 3 : i64
      %c1_i64_265 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_263 to %c3_i64_264 step %c1_i64_265  : i64 {
        %thread_id_x_266 = gpu.thread_id  x
        %200 = arith.index_cast %thread_id_x_266 : index to i64
        %c64_i64_267 = arith.constant 64 : i64
        %thread_id_y_268 = gpu.thread_id  y
        %201 = arith.index_cast %thread_id_y_268 : index to i64
        %202 = arith.muli %c64_i64_267, %201 : i64
        %203 = arith.addi %200, %202 : i64
        %c2048_i64 = arith.constant 2048 : i64
        %204 = arith.muli %arg12, %c2048_i64 : i64
        %205 = arith.addi %203, %204 : i64
        %c4608_i64_269 = arith.constant 4608 : i64
        %206 = arith.cmpi slt, %205, %c4608_i64_269 : i64
        scf.if %206 {
          %217 = llvm.getelementptr %171[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %218 = llvm.load %217 : !llvm.ptr<3> -> f32
          memref.store %218, %alloca_128[] : memref<f32>
        }
        %c512_i64_270 = arith.constant 512 : i64
        %207 = arith.addi %205, %c512_i64_270 : i64
        %c4608_i64_271 = arith.constant 4608 : i64
        %208 = arith.cmpi slt, %207, %c4608_i64_271 : i64
        scf.if %208 {
          %217 = llvm.getelementptr %171[%207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %218 = llvm.load %217 : !llvm.ptr<3> -> f32
          memref.store %218, %alloca_129[] : memref<f32>
        }
        %c1024_i64 = arith.constant 1024 : i64
        %209 = arith.addi %205, %c1024_i64 : i64
        %c4608_i64_272 = arith.constant 4608 : i64
        %210 = arith.cmpi slt, %209, %c4608_i64_272 : i64
        scf.if %210 {
          %217 = llvm.getelementptr %171[%209] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %218 = llvm.load %217 : !llvm.ptr<3> -> f32
          memref.store %218, %alloca_130[] : memref<f32>
        }
        %c1536_i64 = arith.constant 1536 : i64
        %211 = arith.addi %205, %c1536_i64 : i64
        %c4608_i64_273 = arith.constant 4608 : i64
        %212 = arith.cmpi slt, %211, %c4608_i64_273 : i64
        scf.if %212 {
          %217 = llvm.getelementptr %171[%211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %218 = llvm.load %217 : !llvm.ptr<3> -> f32
          memref.store %218, %alloca_131[] : memref<f32>
        }
        %c4608_i64_274 = arith.constant 4608 : i64
        %213 = arith.cmpi slt, %205, %c4608_i64_274 : i64
        scf.if %213 {
          %217 = memref.load %alloca_128[] : memref<f32>
          %218 = llvm.getelementptr %199[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %217, %218 : f32, !llvm.ptr<1>
        }
        %c4608_i64_275 = arith.constant 4608 : i64
        %214 = arith.cmpi slt, %207, %c4608_i64_275 : i64
        scf.if %214 {
          %217 = memref.load %alloca_129[] : memref<f32>
          %218 = llvm.getelementptr %199[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %217, %218 : f32, !llvm.ptr<1>
        }
        %c4608_i64_276 = arith.constant 4608 : i64
        %215 = arith.cmpi slt, %209, %c4608_i64_276 : i64
        scf.if %215 {
          %217 = memref.load %alloca_130[] : memref<f32>
          %218 = llvm.getelementptr %199[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %217, %218 : f32, !llvm.ptr<1>
        }
        %c4608_i64_277 = arith.constant 4608 : i64
        %216 = arith.cmpi slt, %211, %c4608_i64_277 : i64
        scf.if %216 {
          %217 = memref.load %alloca_131[] : memref<f32>
          %218 = llvm.getelementptr %199[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %217, %218 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
