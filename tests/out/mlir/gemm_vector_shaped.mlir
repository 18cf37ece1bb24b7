module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_k() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<3072 x i8>
    gpu.func @k(%arg0: memref<16x24x?xf32, strided<[1, 16, 384]>, 1>, %arg1: memref<24x16x?xf32, strided<[1, 24, 384]>, 1>, %arg2: memref<24x1x?xf32, strided<[1, 24, 24]>, 1>, %arg3: memref<2x24x?xf32, strided<[1, 2, 48]>, 1>, %arg4: memref<1x24x?xf32, strided<[1, 1, 24]>, 1>, %arg5: memref<24x16x?xf32, strided<[1, 24, 384]>, 1>, %arg6: memref<16x24x?xf32, strided<[1, 16, 384]>, 1>, %arg7: memref<16x24x?xf64, strided<[1, 16, 384]>, 1>, %arg8: memref<24x1x?xf64, strided<[1, 24, 24]>, 1>, %arg9: memref<16x1x?xf32, strided<[1, 16, 16]>, 1>, %arg10: memref<16x1x?xf32, strided<[1, 16, 16]>, 1>, %arg11: memref<16x1x?xf32, strided<[1, 16, 16]>, 1>, %arg12: memref<1x16x?xf32, strided<[1, 1, 16]>, 1>, %arg13: memref<1x16x?xf32, strided<[1, 1, 16]>, 1>, %arg14: memref<1x16x?xf32, strided<[1, 1, 16]>, 1>, %arg15: memref<2x16x?xf32, strided<[1, 2, 32]>, 1>, %arg16: memref<16x1x?xf64, strided<[1, 16, 16]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 4, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<16x24x?xf32, strided<[1, 16, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x24x?xf32, strided<[1, 16, 384]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<24x1x?xf32, strided<[1, 24, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<24x1x?xf32, strided<[1, 24, 24]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<2x24x?xf32, strided<[1, 2, 48]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<2x24x?xf32, strided<[1, 2, 48]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<1x24x?xf32, strided<[1, 1, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<1x24x?xf32, strided<[1, 1, 24]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<16x24x?xf32, strided<[1, 16, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x24x?xf32, strided<[1, 16, 384]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg7 : memref<16x24x?xf64, strided<[1, 16, 384]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<16x24x?xf64, strided<[1, 16, 384]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg8 : memref<24x1x?xf64, strided<[1, 24, 24]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<24x1x?xf64, strided<[1, 24, 24]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %arg9 : memref<16x1x?xf32, strided<[1, 16, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<16x1x?xf32, strided<[1, 16, 16]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %arg10 : memref<16x1x?xf32, strided<[1, 16, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<16x1x?xf32, strided<[1, 16, 16]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#2 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:3, %strides_53:3 = memref.extract_strided_metadata %arg11 : memref<16x1x?xf32, strided<[1, 16, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg11 : memref<16x1x?xf32, strided<[1, 16, 16]>, 1> -> index
      %33 = arith.index_cast %intptr_54 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_52#2 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:3, %strides_58:3 = memref.extract_strided_metadata %arg12 : memref<1x16x?xf32, strided<[1, 1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg12 : memref<1x16x?xf32, strided<[1, 1, 16]>, 1> -> index
      %36 = arith.index_cast %intptr_59 : index to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %38 = arith.index_cast %sizes_57#2 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:3, %strides_63:3 = memref.extract_strided_metadata %arg13 : memref<1x16x?xf32, strided<[1, 1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg13 : memref<1x16x?xf32, strided<[1, 1, 16]>, 1> -> index
      %39 = arith.index_cast %intptr_64 : index to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = arith.index_cast %sizes_62#2 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:3, %strides_68:3 = memref.extract_strided_metadata %arg14 : memref<1x16x?xf32, strided<[1, 1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg14 : memref<1x16x?xf32, strided<[1, 1, 16]>, 1> -> index
      %42 = arith.index_cast %intptr_69 : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %44 = arith.index_cast %sizes_67#2 : index to i64
      %base_buffer_70, %offset_71, %sizes_72:3, %strides_73:3 = memref.extract_strided_metadata %arg15 : memref<2x16x?xf32, strided<[1, 2, 32]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %arg15 : memref<2x16x?xf32, strided<[1, 2, 32]>, 1> -> index
      %45 = arith.index_cast %intptr_74 : index to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<1>
      %47 = arith.index_cast %sizes_72#2 : index to i64
      %base_buffer_75, %offset_76, %sizes_77:3, %strides_78:3 = memref.extract_strided_metadata %arg16 : memref<16x1x?xf64, strided<[1, 16, 16]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %arg16 : memref<16x1x?xf64, strided<[1, 16, 16]>, 1> -> index
      %48 = arith.index_cast %intptr_79 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %50 = arith.index_cast %sizes_77#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
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
      %alloca_98 = memref.alloca() : memref<f64>
      %alloca_99 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %51 = arith.index_cast %block_id_x : index to i64
      %c384_i64 = arith.constant 384 : i64
      %52 = arith.muli %51, %c384_i64 : i64
      %53 = llvm.getelementptr %1[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_100 = arith.constant 384 : i64
      %54 = arith.muli %51, %c384_i64_100 : i64
      %55 = llvm.getelementptr %4[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64 = arith.constant 24 : i64
      %56 = arith.muli %51, %c24_i64 : i64
      %57 = llvm.getelementptr %7[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64 = arith.constant 48 : i64
      %58 = arith.muli %51, %c48_i64 : i64
      %59 = llvm.getelementptr %10[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64_101 = arith.constant 24 : i64
      %60 = arith.muli %51, %c24_i64_101 : i64
      %61 = llvm.getelementptr %13[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_102 = arith.constant 384 : i64
      %62 = arith.muli %51, %c384_i64_102 : i64
      %63 = llvm.getelementptr %16[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_103 = arith.constant 384 : i64
      %64 = arith.muli %51, %c384_i64_103 : i64
      %65 = llvm.getelementptr %19[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_104 = arith.constant 384 : i64
      %66 = arith.muli %51, %c384_i64_104 : i64
      %67 = llvm.getelementptr %22[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c24_i64_105 = arith.constant 24 : i64
      %68 = arith.muli %51, %c24_i64_105 : i64
      %69 = llvm.getelementptr %25[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c16_i64 = arith.constant 16 : i64
      %70 = arith.muli %51, %c16_i64 : i64
      %71 = llvm.getelementptr %28[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_106 = arith.constant 16 : i64
      %72 = arith.muli %51, %c16_i64_106 : i64
      %73 = llvm.getelementptr %31[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_107 = arith.constant 16 : i64
      %74 = arith.muli %51, %c16_i64_107 : i64
      %75 = llvm.getelementptr %34[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_108 = arith.constant 16 : i64
      %76 = arith.muli %51, %c16_i64_108 : i64
      %77 = llvm.getelementptr %37[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_109 = arith.constant 16 : i64
      %78 = arith.muli %51, %c16_i64_109 : i64
      %79 = llvm.getelementptr %40[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_110 = arith.constant 16 : i64
      %80 = arith.muli %51, %c16_i64_110 : i64
      %81 = llvm.getelementptr %43[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c32_i64 = arith.constant 32 : i64
      %82 = arith.muli %51, %c32_i64 : i64
      %83 = llvm.getelementptr %46[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1_i64 = arith.constant 1 : i64
      %84 = llvm.getelementptr %83[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_111 = arith.constant 16 : i64
      %85 = arith.muli %51, %c16_i64_111 : i64
      %86 = llvm.getelementptr %49[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %87 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %88 = arith.minsi %87, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y : index to i64
      %c0_i64 = arith.constant 0 : i64
      %90 = arith.minsi %89, %c0_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %c0_i64_112 = arith.constant 0 : i64
      %c24_i64_113 = arith.constant 24 : i64
      %c1_i64_114 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_112 to %c24_i64_113 step %c1_i64_114  : i64 {
        %c16_i64_212 = arith.constant 16 : i64
        %150 = arith.muli %arg17, %c16_i64_212 : i64
        %151 = arith.addi %88, %150 : i64
        %152 = llvm.getelementptr %53[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %153 = llvm.load %152 : !llvm.ptr<1> -> f32
        %c24_i64_213 = arith.constant 24 : i64
        %154 = arith.muli %90, %c24_i64_213 : i64
        %155 = arith.addi %arg17, %154 : i64
        %156 = llvm.getelementptr %57[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %157 = llvm.load %156 : !llvm.ptr<1> -> f32
        %158 = memref.load %alloca[] : memref<f32>
        %159 = llvm.intr.fma(%153, %157, %158) : (f32, f32, f32) -> f32
        memref.store %159, %alloca[] : memref<f32>
      }
      %c16_i64_115 = arith.constant 16 : i64
      %91 = arith.cmpi slt, %87, %c16_i64_115 : i64
      scf.if %91 {
        %c1_i64_212 = arith.constant 1 : i64
        %150 = arith.cmpi slt, %89, %c1_i64_212 : i64
        scf.if %150 {
          %151 = memref.load %alloca[] : memref<f32>
          %c16_i64_213 = arith.constant 16 : i64
          %152 = arith.muli %89, %c16_i64_213 : i64
          %153 = arith.addi %87, %152 : i64
          %154 = llvm.getelementptr %71[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %151, %154 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_116 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_116 : index to i64
      %c15_i64_117 = arith.constant 15 : i64
      %93 = arith.minsi %92, %c15_i64_117 : i64
      %thread_id_y_118 = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y_118 : index to i64
      %c0_i64_119 = arith.constant 0 : i64
      %95 = arith.minsi %94, %c0_i64_119 : i64
      %cst_120 = arith.constant 0.000000e+00 : f32
      memref.store %cst_120, %alloca_80[] : memref<f32>
      %c0_i64_121 = arith.constant 0 : i64
      %c24_i64_122 = arith.constant 24 : i64
      %c1_i64_123 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_121 to %c24_i64_122 step %c1_i64_123  : i64 {
        %c24_i64_212 = arith.constant 24 : i64
        %150 = arith.muli %93, %c24_i64_212 : i64
        %151 = arith.addi %arg17, %150 : i64
        %152 = llvm.getelementptr %55[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %153 = llvm.load %152 : !llvm.ptr<1> -> f32
        %c24_i64_213 = arith.constant 24 : i64
        %154 = arith.muli %95, %c24_i64_213 : i64
        %155 = arith.addi %arg17, %154 : i64
        %156 = llvm.getelementptr %57[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %157 = llvm.load %156 : !llvm.ptr<1> -> f32
        %158 = memref.load %alloca_80[] : memref<f32>
        %159 = llvm.intr.fma(%153, %157, %158) : (f32, f32, f32) -> f32
        memref.store %159, %alloca_80[] : memref<f32>
      }
      %c16_i64_124 = arith.constant 16 : i64
      %96 = arith.cmpi slt, %92, %c16_i64_124 : i64
      scf.if %96 {
        %c1_i64_212 = arith.constant 1 : i64
        %150 = arith.cmpi slt, %94, %c1_i64_212 : i64
        scf.if %150 {
          %cst_213 = arith.constant 5.000000e-01 : f32
          %151 = memref.load %alloca_80[] : memref<f32>
          %c16_i64_214 = arith.constant 16 : i64
          %152 = arith.muli %94, %c16_i64_214 : i64
          %153 = arith.addi %92, %152 : i64
          %154 = llvm.getelementptr %73[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %155 = llvm.load %154 : !llvm.ptr<1> -> f32
          %156 = llvm.intr.fma(%cst_213, %151, %155) : (f32, f32, f32) -> f32
          %c16_i64_215 = arith.constant 16 : i64
          %157 = arith.muli %94, %c16_i64_215 : i64
          %158 = arith.addi %92, %157 : i64
          %159 = llvm.getelementptr %73[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %156, %159 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_125 = gpu.thread_id  x
      %97 = arith.index_cast %thread_id_x_125 : index to i64
      %c15_i64_126 = arith.constant 15 : i64
      %98 = arith.minsi %97, %c15_i64_126 : i64
      %thread_id_y_127 = gpu.thread_id  y
      %99 = arith.index_cast %thread_id_y_127 : index to i64
      %c0_i64_128 = arith.constant 0 : i64
      %100 = arith.minsi %99, %c0_i64_128 : i64
      %cst_129 = arith.constant 0.000000e+00 : f32
      memref.store %cst_129, %alloca_81[] : memref<f32>
      %c0_i64_130 = arith.constant 0 : i64
      %c24_i64_131 = arith.constant 24 : i64
      %c1_i64_132 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_130 to %c24_i64_131 step %c1_i64_132  : i64 {
        %c16_i64_212 = arith.constant 16 : i64
        %150 = arith.muli %arg17, %c16_i64_212 : i64
        %151 = arith.addi %98, %150 : i64
        %152 = llvm.getelementptr %53[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %153 = llvm.load %152 : !llvm.ptr<1> -> f32
        %c2_i64_213 = arith.constant 2 : i64
        %154 = arith.muli %arg17, %c2_i64_213 : i64
        %155 = arith.addi %100, %154 : i64
        %156 = llvm.getelementptr %59[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %157 = llvm.load %156 : !llvm.ptr<1> -> f32
        %158 = memref.load %alloca_81[] : memref<f32>
        %159 = llvm.intr.fma(%153, %157, %158) : (f32, f32, f32) -> f32
        memref.store %159, %alloca_81[] : memref<f32>
      }
      %c16_i64_133 = arith.constant 16 : i64
      %101 = arith.cmpi slt, %97, %c16_i64_133 : i64
      scf.if %101 {
        %c1_i64_212 = arith.constant 1 : i64
        %150 = arith.cmpi slt, %99, %c1_i64_212 : i64
        scf.if %150 {
          %151 = memref.load %alloca_81[] : memref<f32>
          %c16_i64_213 = arith.constant 16 : i64
          %152 = arith.muli %99, %c16_i64_213 : i64
          %153 = arith.addi %97, %152 : i64
          %154 = llvm.getelementptr %75[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %151, %154 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_134 = gpu.thread_id  x
      %102 = arith.index_cast %thread_id_x_134 : index to i64
      %c0_i64_135 = arith.constant 0 : i64
      %103 = arith.minsi %102, %c0_i64_135 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_136 : index to i64
      %thread_id_y_137 = gpu.thread_id  y
      %105 = arith.index_cast %thread_id_y_137 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %106 = arith.addi %105, %c4_i64 : i64
      %thread_id_y_138 = gpu.thread_id  y
      %107 = arith.index_cast %thread_id_y_138 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %108 = arith.addi %107, %c8_i64 : i64
      %thread_id_y_139 = gpu.thread_id  y
      %109 = arith.index_cast %thread_id_y_139 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %110 = arith.addi %109, %c12_i64 : i64
      %cst_140 = arith.constant 0.000000e+00 : f32
      memref.store %cst_140, %alloca_82[] : memref<f32>
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_83[] : memref<f32>
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_84[] : memref<f32>
      %cst_143 = arith.constant 0.000000e+00 : f32
      memref.store %cst_143, %alloca_85[] : memref<f32>
      %c0_i64_144 = arith.constant 0 : i64
      %c24_i64_145 = arith.constant 24 : i64
      %c1_i64_146 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_144 to %c24_i64_145 step %c1_i64_146  : i64 {
        %150 = arith.addi %103, %arg17 : i64
        %151 = llvm.getelementptr %61[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %152 = llvm.load %151 : !llvm.ptr<1> -> f32
        %c24_i64_212 = arith.constant 24 : i64
        %153 = arith.muli %104, %c24_i64_212 : i64
        %154 = arith.addi %arg17, %153 : i64
        %155 = llvm.getelementptr %63[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %156 = llvm.load %155 : !llvm.ptr<1> -> f32
        %c24_i64_213 = arith.constant 24 : i64
        %157 = arith.muli %106, %c24_i64_213 : i64
        %158 = arith.addi %arg17, %157 : i64
        %159 = llvm.getelementptr %63[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %160 = llvm.load %159 : !llvm.ptr<1> -> f32
        %c24_i64_214 = arith.constant 24 : i64
        %161 = arith.muli %108, %c24_i64_214 : i64
        %162 = arith.addi %arg17, %161 : i64
        %163 = llvm.getelementptr %63[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %164 = llvm.load %163 : !llvm.ptr<1> -> f32
        %c24_i64_215 = arith.constant 24 : i64
        %165 = arith.muli %110, %c24_i64_215 : i64
        %166 = arith.addi %arg17, %165 : i64
        %167 = llvm.getelementptr %63[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %168 = llvm.load %167 : !llvm.ptr<1> -> f32
        %169 = memref.load %alloca_82[] : memref<f32>
        %170 = llvm.intr.fma(%152, %156, %169) : (f32, f32, f32) -> f32
        memref.store %170, %alloca_82[] : memref<f32>
        %171 = memref.load %alloca_83[] : memref<f32>
        %172 = llvm.intr.fma(%152, %160, %171) : (f32, f32, f32) -> f32
        memref.store %172, %alloca_83[] : memref<f32>
        %173 = memref.load %alloca_84[] : memref<f32>
        %174 = llvm.intr.fma(%152, %164, %173) : (f32, f32, f32) -> f32
        memref.store %174, %alloca_84[] : memref<f32>
        %175 = memref.load %alloca_85[] : memref<f32>
        %176 = llvm.intr.fma(%152, %168, %175) : (f32, f32, f32) -> f32
        memref.store %176, %alloca_85[] : memref<f32>
      }
      %c1_i64_147 = arith.constant 1 : i64
      %111 = arith.cmpi slt, %102, %c1_i64_147 : i64
      scf.if %111 {
        %150 = memref.load %alloca_82[] : memref<f32>
        %151 = arith.addi %102, %104 : i64
        %152 = llvm.getelementptr %77[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %150, %152 : f32, !llvm.ptr<1>
        %153 = memref.load %alloca_83[] : memref<f32>
        %154 = arith.addi %102, %106 : i64
        %155 = llvm.getelementptr %77[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %153, %155 : f32, !llvm.ptr<1>
        %156 = memref.load %alloca_84[] : memref<f32>
        %157 = arith.addi %102, %108 : i64
        %158 = llvm.getelementptr %77[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %156, %158 : f32, !llvm.ptr<1>
        %159 = memref.load %alloca_85[] : memref<f32>
        %160 = arith.addi %102, %110 : i64
        %161 = llvm.getelementptr %77[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %159, %161 : f32, !llvm.ptr<1>
      }
      %thread_id_x_148 = gpu.thread_id  x
      %112 = arith.index_cast %thread_id_x_148 : index to i64
      %c0_i64_149 = arith.constant 0 : i64
      %113 = arith.minsi %112, %c0_i64_149 : i64
      %thread_id_y_150 = gpu.thread_id  y
      %114 = arith.index_cast %thread_id_y_150 : index to i64
      %thread_id_y_151 = gpu.thread_id  y
      %115 = arith.index_cast %thread_id_y_151 : index to i64
      %c4_i64_152 = arith.constant 4 : i64
      %116 = arith.addi %115, %c4_i64_152 : i64
      %thread_id_y_153 = gpu.thread_id  y
      %117 = arith.index_cast %thread_id_y_153 : index to i64
      %c8_i64_154 = arith.constant 8 : i64
      %118 = arith.addi %117, %c8_i64_154 : i64
      %thread_id_y_155 = gpu.thread_id  y
      %119 = arith.index_cast %thread_id_y_155 : index to i64
      %c12_i64_156 = arith.constant 12 : i64
      %120 = arith.addi %119, %c12_i64_156 : i64
      %cst_157 = arith.constant 0.000000e+00 : f32
      memref.store %cst_157, %alloca_86[] : memref<f32>
      %cst_158 = arith.constant 0.000000e+00 : f32
      memref.store %cst_158, %alloca_87[] : memref<f32>
      %cst_159 = arith.constant 0.000000e+00 : f32
      memref.store %cst_159, %alloca_88[] : memref<f32>
      %cst_160 = arith.constant 0.000000e+00 : f32
      memref.store %cst_160, %alloca_89[] : memref<f32>
      %c0_i64_161 = arith.constant 0 : i64
      %c24_i64_162 = arith.constant 24 : i64
      %c1_i64_163 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_161 to %c24_i64_162 step %c1_i64_163  : i64 {
        %150 = arith.addi %113, %arg17 : i64
        %151 = llvm.getelementptr %61[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %152 = llvm.load %151 : !llvm.ptr<1> -> f32
        %c16_i64_212 = arith.constant 16 : i64
        %153 = arith.muli %arg17, %c16_i64_212 : i64
        %154 = arith.addi %114, %153 : i64
        %155 = llvm.getelementptr %65[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %156 = llvm.load %155 : !llvm.ptr<1> -> f32
        %c16_i64_213 = arith.constant 16 : i64
        %157 = arith.muli %arg17, %c16_i64_213 : i64
        %158 = arith.addi %116, %157 : i64
        %159 = llvm.getelementptr %65[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %160 = llvm.load %159 : !llvm.ptr<1> -> f32
        %c16_i64_214 = arith.constant 16 : i64
        %161 = arith.muli %arg17, %c16_i64_214 : i64
        %162 = arith.addi %118, %161 : i64
        %163 = llvm.getelementptr %65[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %164 = llvm.load %163 : !llvm.ptr<1> -> f32
        %c16_i64_215 = arith.constant 16 : i64
        %165 = arith.muli %arg17, %c16_i64_215 : i64
        %166 = arith.addi %120, %165 : i64
        %167 = llvm.getelementptr %65[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %168 = llvm.load %167 : !llvm.ptr<1> -> f32
        %169 = memref.load %alloca_86[] : memref<f32>
        %170 = llvm.intr.fma(%152, %156, %169) : (f32, f32, f32) -> f32
        memref.store %170, %alloca_86[] : memref<f32>
        %171 = memref.load %alloca_87[] : memref<f32>
        %172 = llvm.intr.fma(%152, %160, %171) : (f32, f32, f32) -> f32
        memref.store %172, %alloca_87[] : memref<f32>
        %173 = memref.load %alloca_88[] : memref<f32>
        %174 = llvm.intr.fma(%152, %164, %173) : (f32, f32, f32) -> f32
        memref.store %174, %alloca_88[] : memref<f32>
        %175 = memref.load %alloca_89[] : memref<f32>
        %176 = llvm.intr.fma(%152, %168, %175) : (f32, f32, f32) -> f32
        memref.store %176, %alloca_89[] : memref<f32>
      }
      %c1_i64_164 = arith.constant 1 : i64
      %121 = arith.cmpi slt, %112, %c1_i64_164 : i64
      scf.if %121 {
        %cst_212 = arith.constant 5.000000e-01 : f32
        %150 = arith.addi %112, %114 : i64
        %151 = llvm.getelementptr %79[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %152 = llvm.load %151 : !llvm.ptr<1> -> f32
        %cst_213 = arith.constant -2.000000e+00 : f32
        %153 = memref.load %alloca_86[] : memref<f32>
        %154 = arith.mulf %cst_213, %153 : f32
        %155 = llvm.intr.fma(%cst_212, %152, %154) : (f32, f32, f32) -> f32
        %156 = arith.addi %112, %114 : i64
        %157 = llvm.getelementptr %79[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %155, %157 : f32, !llvm.ptr<1>
        %cst_214 = arith.constant 5.000000e-01 : f32
        %158 = arith.addi %112, %116 : i64
        %159 = llvm.getelementptr %79[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %160 = llvm.load %159 : !llvm.ptr<1> -> f32
        %cst_215 = arith.constant -2.000000e+00 : f32
        %161 = memref.load %alloca_87[] : memref<f32>
        %162 = arith.mulf %cst_215, %161 : f32
        %163 = llvm.intr.fma(%cst_214, %160, %162) : (f32, f32, f32) -> f32
        %164 = arith.addi %112, %116 : i64
        %165 = llvm.getelementptr %79[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %163, %165 : f32, !llvm.ptr<1>
        %cst_216 = arith.constant 5.000000e-01 : f32
        %166 = arith.addi %112, %118 : i64
        %167 = llvm.getelementptr %79[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %168 = llvm.load %167 : !llvm.ptr<1> -> f32
        %cst_217 = arith.constant -2.000000e+00 : f32
        %169 = memref.load %alloca_88[] : memref<f32>
        %170 = arith.mulf %cst_217, %169 : f32
        %171 = llvm.intr.fma(%cst_216, %168, %170) : (f32, f32, f32) -> f32
        %172 = arith.addi %112, %118 : i64
        %173 = llvm.getelementptr %79[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %171, %173 : f32, !llvm.ptr<1>
        %cst_218 = arith.constant 5.000000e-01 : f32
        %174 = arith.addi %112, %120 : i64
        %175 = llvm.getelementptr %79[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %176 = llvm.load %175 : !llvm.ptr<1> -> f32
        %cst_219 = arith.constant -2.000000e+00 : f32
        %177 = memref.load %alloca_89[] : memref<f32>
        %178 = arith.mulf %cst_219, %177 : f32
        %179 = llvm.intr.fma(%cst_218, %176, %178) : (f32, f32, f32) -> f32
        %180 = arith.addi %112, %120 : i64
        %181 = llvm.getelementptr %79[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %179, %181 : f32, !llvm.ptr<1>
      }
      gpu.barrier
      %c0_i64_165 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64_166 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_165 to %c6_i64 step %c1_i64_166  : i64 {
        %thread_id_x_212 = gpu.thread_id  x
        %150 = arith.index_cast %thread_id_x_212 : index to i64
        %c32_i64_213 = arith.constant 32 : i64
        %thread_id_y_214 = gpu.thread_id  y
        %151 = arith.index_cast %thread_id_y_214 : index to i64
        %152 = arith.muli %c32_i64_213, %151 : i64
        %153 = arith.addi %150, %152 : i64
        %c128_i64 = arith.constant 128 : i64
        %154 = arith.muli %arg17, %c128_i64 : i64
        %155 = arith.addi %153, %154 : i64
        %c24_i64_215 = arith.constant 24 : i64
        %156 = arith.remsi %155, %c24_i64_215 : i64
        %c24_i64_216 = arith.constant 24 : i64
        %157 = arith.divsi %155, %c24_i64_216 : i64
        %c0_i64_217 = arith.constant 0 : i64
        %158 = arith.minsi %157, %c0_i64_217 : i64
        %c24_i64_218 = arith.constant 24 : i64
        %159 = arith.muli %158, %c24_i64_218 : i64
        %160 = arith.addi %156, %159 : i64
        %161 = llvm.getelementptr %57[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %162 = llvm.load %161 : !llvm.ptr<1> -> f32
        %163 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c32_i64_219 = arith.constant 32 : i64
        %164 = arith.muli %156, %c32_i64_219 : i64
        %165 = arith.addi %157, %164 : i64
        %166 = llvm.getelementptr %163[%165] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %162, %166 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_167 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_167 : index to i64
      %thread_id_x_168 = gpu.thread_id  x
      %123 = arith.index_cast %thread_id_x_168 : index to i64
      %thread_id_y_169 = gpu.thread_id  y
      %124 = arith.index_cast %thread_id_y_169 : index to i64
      %thread_id_y_170 = gpu.thread_id  y
      %125 = arith.index_cast %thread_id_y_170 : index to i64
      %c4_i64_171 = arith.constant 4 : i64
      %126 = arith.addi %125, %c4_i64_171 : i64
      %thread_id_y_172 = gpu.thread_id  y
      %127 = arith.index_cast %thread_id_y_172 : index to i64
      %c8_i64_173 = arith.constant 8 : i64
      %128 = arith.addi %127, %c8_i64_173 : i64
      %thread_id_y_174 = gpu.thread_id  y
      %129 = arith.index_cast %thread_id_y_174 : index to i64
      %c12_i64_175 = arith.constant 12 : i64
      %130 = arith.addi %129, %c12_i64_175 : i64
      %cst_176 = arith.constant 0.000000e+00 : f32
      memref.store %cst_176, %alloca_90[] : memref<f32>
      %cst_177 = arith.constant 0.000000e+00 : f32
      memref.store %cst_177, %alloca_91[] : memref<f32>
      %cst_178 = arith.constant 0.000000e+00 : f32
      memref.store %cst_178, %alloca_92[] : memref<f32>
      %cst_179 = arith.constant 0.000000e+00 : f32
      memref.store %cst_179, %alloca_93[] : memref<f32>
      %c0_i64_180 = arith.constant 0 : i64
      %c24_i64_181 = arith.constant 24 : i64
      %c1_i64_182 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_180 to %c24_i64_181 step %c1_i64_182  : i64 {
        %150 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c32_i64_212 = arith.constant 32 : i64
        %151 = arith.muli %arg17, %c32_i64_212 : i64
        %152 = arith.addi %123, %151 : i64
        %153 = llvm.getelementptr %150[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %154 = llvm.load %153 : !llvm.ptr<3> -> f32
        %c24_i64_213 = arith.constant 24 : i64
        %155 = arith.muli %124, %c24_i64_213 : i64
        %156 = arith.addi %arg17, %155 : i64
        %157 = llvm.getelementptr %63[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %158 = llvm.load %157 : !llvm.ptr<1> -> f32
        %c24_i64_214 = arith.constant 24 : i64
        %159 = arith.muli %126, %c24_i64_214 : i64
        %160 = arith.addi %arg17, %159 : i64
        %161 = llvm.getelementptr %63[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %162 = llvm.load %161 : !llvm.ptr<1> -> f32
        %c24_i64_215 = arith.constant 24 : i64
        %163 = arith.muli %128, %c24_i64_215 : i64
        %164 = arith.addi %arg17, %163 : i64
        %165 = llvm.getelementptr %63[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %166 = llvm.load %165 : !llvm.ptr<1> -> f32
        %c24_i64_216 = arith.constant 24 : i64
        %167 = arith.muli %130, %c24_i64_216 : i64
        %168 = arith.addi %arg17, %167 : i64
        %169 = llvm.getelementptr %63[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %170 = llvm.load %169 : !llvm.ptr<1> -> f32
        %171 = memref.load %alloca_90[] : memref<f32>
        %172 = llvm.intr.fma(%154, %158, %171) : (f32, f32, f32) -> f32
        memref.store %172, %alloca_90[] : memref<f32>
        %173 = memref.load %alloca_91[] : memref<f32>
        %174 = llvm.intr.fma(%154, %162, %173) : (f32, f32, f32) -> f32
        memref.store %174, %alloca_91[] : memref<f32>
        %175 = memref.load %alloca_92[] : memref<f32>
        %176 = llvm.intr.fma(%154, %166, %175) : (f32, f32, f32) -> f32
        memref.store %176, %alloca_92[] : memref<f32>
        %177 = memref.load %alloca_93[] : memref<f32>
        %178 = llvm.intr.fma(%154, %170, %177) : (f32, f32, f32) -> f32
        memref.store %178, %alloca_93[] : memref<f32>
      }
      %c1_i64_183 = arith.constant 1 : i64
      %131 = arith.cmpi slt, %122, %c1_i64_183 : i64
      scf.if %131 {
        %150 = memref.load %alloca_90[] : memref<f32>
        %151 = arith.addi %122, %124 : i64
        %152 = llvm.getelementptr %81[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %150, %152 : f32, !llvm.ptr<1>
        %153 = memref.load %alloca_91[] : memref<f32>
        %154 = arith.addi %122, %126 : i64
        %155 = llvm.getelementptr %81[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %153, %155 : f32, !llvm.ptr<1>
        %156 = memref.load %alloca_92[] : memref<f32>
        %157 = arith.addi %122, %128 : i64
        %158 = llvm.getelementptr %81[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %156, %158 : f32, !llvm.ptr<1>
        %159 = memref.load %alloca_93[] : memref<f32>
        %160 = arith.addi %122, %130 : i64
        %161 = llvm.getelementptr %81[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %159, %161 : f32, !llvm.ptr<1>
      }
      gpu.barrier
      %c0_i64_184 = arith.constant 0 : i64
      %c6_i64_185 = arith.constant 6 : i64
      %c1_i64_186 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_184 to %c6_i64_185 step %c1_i64_186  : i64 {
        %thread_id_x_212 = gpu.thread_id  x
        %150 = arith.index_cast %thread_id_x_212 : index to i64
        %c32_i64_213 = arith.constant 32 : i64
        %thread_id_y_214 = gpu.thread_id  y
        %151 = arith.index_cast %thread_id_y_214 : index to i64
        %152 = arith.muli %c32_i64_213, %151 : i64
        %153 = arith.addi %150, %152 : i64
        %c128_i64 = arith.constant 128 : i64
        %154 = arith.muli %arg17, %c128_i64 : i64
        %155 = arith.addi %153, %154 : i64
        %c24_i64_215 = arith.constant 24 : i64
        %156 = arith.remsi %155, %c24_i64_215 : i64
        %c24_i64_216 = arith.constant 24 : i64
        %157 = arith.divsi %155, %c24_i64_216 : i64
        %c0_i64_217 = arith.constant 0 : i64
        %158 = arith.minsi %157, %c0_i64_217 : i64
        %c24_i64_218 = arith.constant 24 : i64
        %159 = arith.muli %158, %c24_i64_218 : i64
        %160 = arith.addi %156, %159 : i64
        %161 = llvm.getelementptr %57[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %162 = llvm.load %161 : !llvm.ptr<1> -> f32
        %163 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c32_i64_219 = arith.constant 32 : i64
        %164 = arith.muli %156, %c32_i64_219 : i64
        %165 = arith.addi %157, %164 : i64
        %166 = llvm.getelementptr %163[%165] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %162, %166 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_187 = gpu.thread_id  x
      %132 = arith.index_cast %thread_id_x_187 : index to i64
      %thread_id_x_188 = gpu.thread_id  x
      %133 = arith.index_cast %thread_id_x_188 : index to i64
      %thread_id_y_189 = gpu.thread_id  y
      %134 = arith.index_cast %thread_id_y_189 : index to i64
      %thread_id_y_190 = gpu.thread_id  y
      %135 = arith.index_cast %thread_id_y_190 : index to i64
      %c4_i64_191 = arith.constant 4 : i64
      %136 = arith.addi %135, %c4_i64_191 : i64
      %thread_id_y_192 = gpu.thread_id  y
      %137 = arith.index_cast %thread_id_y_192 : index to i64
      %c8_i64_193 = arith.constant 8 : i64
      %138 = arith.addi %137, %c8_i64_193 : i64
      %thread_id_y_194 = gpu.thread_id  y
      %139 = arith.index_cast %thread_id_y_194 : index to i64
      %c12_i64_195 = arith.constant 12 : i64
      %140 = arith.addi %139, %c12_i64_195 : i64
      %cst_196 = arith.constant 0.000000e+00 : f32
      memref.store %cst_196, %alloca_94[] : memref<f32>
      %cst_197 = arith.constant 0.000000e+00 : f32
      memref.store %cst_197, %alloca_95[] : memref<f32>
      %cst_198 = arith.constant 0.000000e+00 : f32
      memref.store %cst_198, %alloca_96[] : memref<f32>
      %cst_199 = arith.constant 0.000000e+00 : f32
      memref.store %cst_199, %alloca_97[] : memref<f32>
      %c0_i64_200 = arith.constant 0 : i64
      %c24_i64_201 = arith.constant 24 : i64
      %c1_i64_202 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_200 to %c24_i64_201 step %c1_i64_202  : i64 {
        %150 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c32_i64_212 = arith.constant 32 : i64
        %151 = arith.muli %arg17, %c32_i64_212 : i64
        %152 = arith.addi %133, %151 : i64
        %153 = llvm.getelementptr %150[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %154 = llvm.load %153 : !llvm.ptr<3> -> f32
        %c16_i64_213 = arith.constant 16 : i64
        %155 = arith.muli %arg17, %c16_i64_213 : i64
        %156 = arith.addi %134, %155 : i64
        %157 = llvm.getelementptr %65[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %158 = llvm.load %157 : !llvm.ptr<1> -> f32
        %c16_i64_214 = arith.constant 16 : i64
        %159 = arith.muli %arg17, %c16_i64_214 : i64
        %160 = arith.addi %136, %159 : i64
        %161 = llvm.getelementptr %65[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %162 = llvm.load %161 : !llvm.ptr<1> -> f32
        %c16_i64_215 = arith.constant 16 : i64
        %163 = arith.muli %arg17, %c16_i64_215 : i64
        %164 = arith.addi %138, %163 : i64
        %165 = llvm.getelementptr %65[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %166 = llvm.load %165 : !llvm.ptr<1> -> f32
        %c16_i64_216 = arith.constant 16 : i64
        %167 = arith.muli %arg17, %c16_i64_216 : i64
        %168 = arith.addi %140, %167 : i64
        %169 = llvm.getelementptr %65[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %170 = llvm.load %169 : !llvm.ptr<1> -> f32
        %171 = memref.load %alloca_94[] : memref<f32>
        %172 = llvm.intr.fma(%154, %158, %171) : (f32, f32, f32) -> f32
        memref.store %172, %alloca_94[] : memref<f32>
        %173 = memref.load %alloca_95[] : memref<f32>
        %174 = llvm.intr.fma(%154, %162, %173) : (f32, f32, f32) -> f32
        memref.store %174, %alloca_95[] : memref<f32>
        %175 = memref.load %alloca_96[] : memref<f32>
        %176 = llvm.intr.fma(%154, %166, %175) : (f32, f32, f32) -> f32
        memref.store %176, %alloca_96[] : memref<f32>
        %177 = memref.load %alloca_97[] : memref<f32>
        %178 = llvm.intr.fma(%154, %170, %177) : (f32, f32, f32) -> f32
        memref.store %178, %alloca_97[] : memref<f32>
      }
      %c1_i64_203 = arith.constant 1 : i64
      %141 = arith.cmpi slt, %132, %c1_i64_203 : i64
      scf.if %141 {
        %150 = memref.load %alloca_94[] : memref<f32>
        %c2_i64_212 = arith.constant 2 : i64
        %151 = arith.muli %134, %c2_i64_212 : i64
        %152 = arith.addi %132, %151 : i64
        %153 = llvm.getelementptr %84[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %150, %153 : f32, !llvm.ptr<1>
        %154 = memref.load %alloca_95[] : memref<f32>
        %c2_i64_213 = arith.constant 2 : i64
        %155 = arith.muli %136, %c2_i64_213 : i64
        %156 = arith.addi %132, %155 : i64
        %157 = llvm.getelementptr %84[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %154, %157 : f32, !llvm.ptr<1>
        %158 = memref.load %alloca_96[] : memref<f32>
        %c2_i64_214 = arith.constant 2 : i64
        %159 = arith.muli %138, %c2_i64_214 : i64
        %160 = arith.addi %132, %159 : i64
        %161 = llvm.getelementptr %84[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %158, %161 : f32, !llvm.ptr<1>
        %162 = memref.load %alloca_97[] : memref<f32>
        %c2_i64_215 = arith.constant 2 : i64
        %163 = arith.muli %140, %c2_i64_215 : i64
        %164 = arith.addi %132, %163 : i64
        %165 = llvm.getelementptr %84[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %162, %165 : f32, !llvm.ptr<1>
      }
      %thread_id_x_204 = gpu.thread_id  x
      %142 = arith.index_cast %thread_id_x_204 : index to i64
      %c32_i64_205 = arith.constant 32 : i64
      %thread_id_y_206 = gpu.thread_id  y
      %143 = arith.index_cast %thread_id_y_206 : index to i64
      %144 = arith.muli %c32_i64_205, %143 : i64
      %145 = arith.addi %142, %144 : i64
      %c32_i64_207 = arith.constant 32 : i64
      %146 = arith.divsi %145, %c32_i64_207 : i64
      %c32_i64_208 = arith.constant 32 : i64
      %147 = arith.remsi %145, %c32_i64_208 : i64
      %c4_i64_209 = arith.constant 4 : i64
      %148 = arith.divsi %147, %c4_i64_209 : i64
      %c4_i64_210 = arith.constant 4 : i64
      %149 = arith.remsi %147, %c4_i64_210 : i64
      %c2_i64 = arith.constant 2 : i64
      %c4_i64_211 = arith.constant 4 : i64
      scf.for %arg17 = %146 to %c2_i64 step %c4_i64_211  : i64 {
        %c2_i64_212 = arith.constant 2 : i64
        %150 = arith.remsi %arg17, %c2_i64_212 : i64
        %c2_i64_213 = arith.constant 2 : i64
        %151 = arith.divsi %arg17, %c2_i64_213 : i64
        %c8_i64_214 = arith.constant 8 : i64
        %152 = arith.muli %150, %c8_i64_214 : i64
        %c8_i64_215 = arith.constant 8 : i64
        %153 = arith.muli %151, %c8_i64_215 : i64
        %cst_216 = arith.constant 0.000000e+00 : f64
        memref.store %cst_216, %alloca_98[] : memref<f64>
        %cst_217 = arith.constant 0.000000e+00 : f64
        memref.store %cst_217, %alloca_99[] : memref<f64>
        %154 = arith.addi %152, %148 : i64
        %155 = arith.addi %153, %148 : i64
        %c0_i64_218 = arith.constant 0 : i64
        %156 = arith.minsi %155, %c0_i64_218 : i64
        %c0_i64_219 = arith.constant 0 : i64
        %c24_i64_220 = arith.constant 24 : i64
        %c4_i64_221 = arith.constant 4 : i64
        scf.for %arg18 = %c0_i64_219 to %c24_i64_220 step %c4_i64_221  : i64 {
          %166 = arith.addi %arg18, %149 : i64
          %167 = arith.addi %arg18, %149 : i64
          %c16_i64_227 = arith.constant 16 : i64
          %168 = arith.muli %166, %c16_i64_227 : i64
          %169 = arith.addi %154, %168 : i64
          %170 = llvm.getelementptr %67[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %171 = llvm.load %170 : !llvm.ptr<1> -> f64
          %c24_i64_228 = arith.constant 24 : i64
          %172 = arith.muli %156, %c24_i64_228 : i64
          %173 = arith.addi %167, %172 : i64
          %174 = llvm.getelementptr %69[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %175 = llvm.load %174 : !llvm.ptr<1> -> f64
          %176 = memref.load %alloca_98[] : memref<f64>
          %177 = memref.load %alloca_99[] : memref<f64>
          %178 = nvvm.mma.sync A[%171]  B[%175]  C[%176, %177]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %179 = llvm.extractvalue %178[0] : !llvm.struct<(f64, f64)> 
          memref.store %179, %alloca_98[] : memref<f64>
          %180 = llvm.extractvalue %178[1] : !llvm.struct<(f64, f64)> 
          memref.store %180, %alloca_99[] : memref<f64>
        }
        %157 = arith.addi %152, %148 : i64
        %c2_i64_222 = arith.constant 2 : i64
        %158 = arith.muli %149, %c2_i64_222 : i64
        %159 = arith.addi %153, %158 : i64
        %c1_i64_223 = arith.constant 1 : i64
        %160 = arith.cmpi slt, %159, %c1_i64_223 : i64
        scf.if %160 {
          %166 = memref.load %alloca_98[] : memref<f64>
          %c16_i64_227 = arith.constant 16 : i64
          %167 = arith.muli %159, %c16_i64_227 : i64
          %168 = arith.addi %157, %167 : i64
          %169 = llvm.getelementptr %86[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %166, %169 : f64, !llvm.ptr<1>
        }
        %161 = arith.addi %152, %148 : i64
        %c2_i64_224 = arith.constant 2 : i64
        %162 = arith.muli %149, %c2_i64_224 : i64
        %c1_i64_225 = arith.constant 1 : i64
        %163 = arith.addi %162, %c1_i64_225 : i64
        %164 = arith.addi %153, %163 : i64
        %c1_i64_226 = arith.constant 1 : i64
        %165 = arith.cmpi slt, %164, %c1_i64_226 : i64
        scf.if %165 {
          %166 = memref.load %alloca_99[] : memref<f64>
          %c16_i64_227 = arith.constant 16 : i64
          %167 = arith.muli %164, %c16_i64_227 : i64
          %168 = arith.addi %161, %167 : i64
          %169 = llvm.getelementptr %86[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %166, %169 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
