module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gpu_unrolled(%arg0: memref<100x?xf32, strided<[1, 100]>, 1>, %arg1: memref<100x?xf32, strided<[1, 100]>, 1>, %arg2: memref<128x?xf32, strided<[1, 128]>, 1>, %arg3: memref<128x?xf32, strided<[1, 128]>, 1>, %arg4: memref<128x?xf32, strided<[1, 128]>, 1>, %arg5: memref<70x?xf64, strided<[1, 70]>, 1>, %arg6: memref<7x9x?xf64, strided<[1, 7, 63]>, 1>, %arg7: memref<100x?xf32, strided<[1, 100]>, 1>, %arg8: memref<64x?xf64, strided<[1, 64]>, 1>, %arg9: memref<20x?xf32, strided<[1, 20]>, 1>, %arg10: memref<9x?xf32, strided<[1, 9]>, 1>, %arg11: memref<20x9x?xf32, strided<[1, 20, 180]>, 1>, %arg12: memref<16x8x?xf64, strided<[1, 16, 128]>, 1>, %arg13: memref<8x16x?xf64, strided<[1, 8, 128]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<70x?xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<70x?xf64, strided<[1, 70]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<7x9x?xf64, strided<[1, 7, 63]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<7x9x?xf64, strided<[1, 7, 63]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg8 : memref<64x?xf64, strided<[1, 64]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<64x?xf64, strided<[1, 64]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg9 : memref<20x?xf32, strided<[1, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<20x?xf32, strided<[1, 20]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg10 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:3, %strides_53:3 = memref.extract_strided_metadata %arg11 : memref<20x9x?xf32, strided<[1, 20, 180]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg11 : memref<20x9x?xf32, strided<[1, 20, 180]>, 1> -> index
      %33 = arith.index_cast %intptr_54 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_52#2 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:3, %strides_58:3 = memref.extract_strided_metadata %arg12 : memref<16x8x?xf64, strided<[1, 16, 128]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg12 : memref<16x8x?xf64, strided<[1, 16, 128]>, 1> -> index
      %36 = arith.index_cast %intptr_59 : index to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %38 = arith.index_cast %sizes_57#2 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:3, %strides_63:3 = memref.extract_strided_metadata %arg13 : memref<8x16x?xf64, strided<[1, 8, 128]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg13 : memref<8x16x?xf64, strided<[1, 8, 128]>, 1> -> index
      %39 = arith.index_cast %intptr_64 : index to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = arith.index_cast %sizes_62#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f64>
      %alloca_73 = memref.alloca() : memref<f64>
      %alloca_74 = memref.alloca() : memref<f64>
      %alloca_75 = memref.alloca() : memref<f64>
      %alloca_76 = memref.alloca() : memref<f64>
      %alloca_77 = memref.alloca() : memref<f64>
      %alloca_78 = memref.alloca() : memref<f64>
      %alloca_79 = memref.alloca() : memref<f64>
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
      %block_id_x = gpu.block_id  x
      %42 = arith.index_cast %block_id_x : index to i64
      %c100_i64 = arith.constant 100 : i64
      %43 = arith.muli %42, %c100_i64 : i64
      %44 = llvm.getelementptr %1[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c100_i64_97 = arith.constant 100 : i64
      %45 = arith.muli %42, %c100_i64_97 : i64
      %46 = llvm.getelementptr %4[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_98 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c1_i64 step %c1_i64_98  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %73 = arith.index_cast %thread_id_x_122 : index to i64
        %c128_i64_123 = arith.constant 128 : i64
        %74 = arith.muli %arg14, %c128_i64_123 : i64
        %75 = arith.addi %73, %74 : i64
        %c100_i64_124 = arith.constant 100 : i64
        %76 = arith.cmpi slt, %75, %c100_i64_124 : i64
        scf.if %76 {
          %87 = llvm.getelementptr %44[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %88 = llvm.load %87 : !llvm.ptr<1> -> f32
          memref.store %88, %alloca[] : memref<f32>
          %89 = llvm.getelementptr %46[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %90 = llvm.load %89 : !llvm.ptr<1> -> f32
          memref.store %90, %alloca_65[] : memref<f32>
        }
        %c32_i64_125 = arith.constant 32 : i64
        %77 = arith.addi %75, %c32_i64_125 : i64
        %c100_i64_126 = arith.constant 100 : i64
        %78 = arith.cmpi slt, %77, %c100_i64_126 : i64
        scf.if %78 {
          %87 = llvm.getelementptr %44[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %88 = llvm.load %87 : !llvm.ptr<1> -> f32
          memref.store %88, %alloca_66[] : memref<f32>
          %89 = llvm.getelementptr %46[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %90 = llvm.load %89 : !llvm.ptr<1> -> f32
          memref.store %90, %alloca_67[] : memref<f32>
        }
        %c64_i64_127 = arith.constant 64 : i64
        %79 = arith.addi %75, %c64_i64_127 : i64
        %c100_i64_128 = arith.constant 100 : i64
        %80 = arith.cmpi slt, %79, %c100_i64_128 : i64
        scf.if %80 {
          %87 = llvm.getelementptr %44[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %88 = llvm.load %87 : !llvm.ptr<1> -> f32
          memref.store %88, %alloca_68[] : memref<f32>
          %89 = llvm.getelementptr %46[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %90 = llvm.load %89 : !llvm.ptr<1> -> f32
          memref.store %90, %alloca_69[] : memref<f32>
        }
        %c96_i64 = arith.constant 96 : i64
        %81 = arith.addi %75, %c96_i64 : i64
        %c100_i64_129 = arith.constant 100 : i64
        %82 = arith.cmpi slt, %81, %c100_i64_129 : i64
        scf.if %82 {
          %87 = llvm.getelementptr %44[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %88 = llvm.load %87 : !llvm.ptr<1> -> f32
          memref.store %88, %alloca_70[] : memref<f32>
          %89 = llvm.getelementptr %46[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %90 = llvm.load %89 : !llvm.ptr<1> -> f32
          memref.store %90, %alloca_71[] : memref<f32>
        }
        %c100_i64_130 = arith.constant 100 : i64
        %83 = arith.cmpi slt, %75, %c100_i64_130 : i64
        scf.if %83 {
          %87 = memref.load %alloca_65[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %88 = memref.load %alloca[] : memref<f32>
          %89 = arith.mulf %cst, %88 : f32
          %90 = arith.addf %87, %89 : f32
          %91 = llvm.getelementptr %46[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %90, %91 : f32, !llvm.ptr<1>
        }
        %c100_i64_131 = arith.constant 100 : i64
        %84 = arith.cmpi slt, %77, %c100_i64_131 : i64
        scf.if %84 {
          %87 = memref.load %alloca_67[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %88 = memref.load %alloca_66[] : memref<f32>
          %89 = arith.mulf %cst, %88 : f32
          %90 = arith.addf %87, %89 : f32
          %91 = llvm.getelementptr %46[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %90, %91 : f32, !llvm.ptr<1>
        }
        %c100_i64_132 = arith.constant 100 : i64
        %85 = arith.cmpi slt, %79, %c100_i64_132 : i64
        scf.if %85 {
          %87 = memref.load %alloca_69[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %88 = memref.load %alloca_68[] : memref<f32>
          %89 = arith.mulf %cst, %88 : f32
          %90 = arith.addf %87, %89 : f32
          %91 = llvm.getelementptr %46[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %90, %91 : f32, !llvm.ptr<1>
        }
        %c100_i64_133 = arith.constant 100 : i64
        %86 = arith.cmpi slt, %81, %c100_i64_133 : i64
        scf.if %86 {
          %87 = memref.load %alloca_71[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %88 = memref.load %alloca_70[] : memref<f32>
          %89 = arith.mulf %cst, %88 : f32
          %90 = arith.addf %87, %89 : f32
          %91 = llvm.getelementptr %46[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %90, %91 : f32, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %47 = arith.muli %42, %c128_i64 : i64
      %48 = llvm.getelementptr %7[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_99 = arith.constant 128 : i64
      %49 = arith.muli %42, %c128_i64_99 : i64
      %50 = llvm.getelementptr %10[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_100 = arith.constant 128 : i64
      %51 = arith.muli %42, %c128_i64_100 : i64
      %52 = llvm.getelementptr %13[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64_101 = arith.constant 0 : i64
      %c1_i64_102 = arith.constant 1 : i64
      %c1_i64_103 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_101 to %c1_i64_102 step %c1_i64_103  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %73 = arith.index_cast %thread_id_x_122 : index to i64
        %c128_i64_123 = arith.constant 128 : i64
        %74 = arith.muli %arg14, %c128_i64_123 : i64
        %75 = arith.addi %73, %74 : i64
        %76 = llvm.getelementptr %48[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %77 = llvm.load %76 : !llvm.ptr<1> -> f32
        %78 = llvm.getelementptr %50[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = arith.mulf %77, %79 : f32
        %c32_i64_124 = arith.constant 32 : i64
        %81 = arith.addi %75, %c32_i64_124 : i64
        %82 = llvm.getelementptr %48[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %83 = llvm.load %82 : !llvm.ptr<1> -> f32
        %84 = llvm.getelementptr %50[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %85 = llvm.load %84 : !llvm.ptr<1> -> f32
        %86 = arith.mulf %83, %85 : f32
        %c64_i64_125 = arith.constant 64 : i64
        %87 = arith.addi %75, %c64_i64_125 : i64
        %88 = llvm.getelementptr %48[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %89 = llvm.load %88 : !llvm.ptr<1> -> f32
        %90 = llvm.getelementptr %50[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %91 = llvm.load %90 : !llvm.ptr<1> -> f32
        %92 = arith.mulf %89, %91 : f32
        %c96_i64 = arith.constant 96 : i64
        %93 = arith.addi %75, %c96_i64 : i64
        %94 = llvm.getelementptr %48[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %95 = llvm.load %94 : !llvm.ptr<1> -> f32
        %96 = llvm.getelementptr %50[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %98 = arith.mulf %95, %97 : f32
        %99 = llvm.getelementptr %52[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %80, %99 : f32, !llvm.ptr<1>
        %100 = llvm.getelementptr %52[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %86, %100 : f32, !llvm.ptr<1>
        %101 = llvm.getelementptr %52[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %92, %101 : f32, !llvm.ptr<1>
        %102 = llvm.getelementptr %52[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %98, %102 : f32, !llvm.ptr<1>
      }
      %c70_i64 = arith.constant 70 : i64
      %53 = arith.muli %42, %c70_i64 : i64
      %54 = llvm.getelementptr %16[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_104 = arith.constant 0 : i64
      %c1_i64_105 = arith.constant 1 : i64
      %c1_i64_106 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_104 to %c1_i64_105 step %c1_i64_106  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %73 = arith.index_cast %thread_id_x_122 : index to i64
        %c96_i64 = arith.constant 96 : i64
        %74 = arith.muli %arg14, %c96_i64 : i64
        %75 = arith.addi %73, %74 : i64
        %c70_i64_123 = arith.constant 70 : i64
        %76 = arith.cmpi slt, %75, %c70_i64_123 : i64
        scf.if %76 {
          %84 = llvm.getelementptr %54[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %85 = llvm.load %84 : !llvm.ptr<1> -> f64
          memref.store %85, %alloca_72[] : memref<f64>
          %86 = llvm.getelementptr %54[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %87 = llvm.load %86 : !llvm.ptr<1> -> f64
          memref.store %87, %alloca_73[] : memref<f64>
        }
        %c32_i64_124 = arith.constant 32 : i64
        %77 = arith.addi %75, %c32_i64_124 : i64
        %c70_i64_125 = arith.constant 70 : i64
        %78 = arith.cmpi slt, %77, %c70_i64_125 : i64
        scf.if %78 {
          %84 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %85 = llvm.load %84 : !llvm.ptr<1> -> f64
          memref.store %85, %alloca_74[] : memref<f64>
          %86 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %87 = llvm.load %86 : !llvm.ptr<1> -> f64
          memref.store %87, %alloca_75[] : memref<f64>
        }
        %c64_i64_126 = arith.constant 64 : i64
        %79 = arith.addi %75, %c64_i64_126 : i64
        %c70_i64_127 = arith.constant 70 : i64
        %80 = arith.cmpi slt, %79, %c70_i64_127 : i64
        scf.if %80 {
          %84 = llvm.getelementptr %54[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %85 = llvm.load %84 : !llvm.ptr<1> -> f64
          memref.store %85, %alloca_76[] : memref<f64>
          %86 = llvm.getelementptr %54[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %87 = llvm.load %86 : !llvm.ptr<1> -> f64
          memref.store %87, %alloca_77[] : memref<f64>
        }
        %c70_i64_128 = arith.constant 70 : i64
        %81 = arith.cmpi slt, %75, %c70_i64_128 : i64
        scf.if %81 {
          %84 = memref.load %alloca_73[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %85 = memref.load %alloca_72[] : memref<f64>
          %86 = arith.mulf %cst, %85 : f64
          %87 = arith.addf %84, %86 : f64
          %88 = llvm.getelementptr %54[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %87, %88 : f64, !llvm.ptr<1>
        }
        %c70_i64_129 = arith.constant 70 : i64
        %82 = arith.cmpi slt, %77, %c70_i64_129 : i64
        scf.if %82 {
          %84 = memref.load %alloca_75[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %85 = memref.load %alloca_74[] : memref<f64>
          %86 = arith.mulf %cst, %85 : f64
          %87 = arith.addf %84, %86 : f64
          %88 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %87, %88 : f64, !llvm.ptr<1>
        }
        %c70_i64_130 = arith.constant 70 : i64
        %83 = arith.cmpi slt, %79, %c70_i64_130 : i64
        scf.if %83 {
          %84 = memref.load %alloca_77[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %85 = memref.load %alloca_76[] : memref<f64>
          %86 = arith.mulf %cst, %85 : f64
          %87 = arith.addf %84, %86 : f64
          %88 = llvm.getelementptr %54[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %87, %88 : f64, !llvm.ptr<1>
        }
      }
      %c63_i64 = arith.constant 63 : i64
      %55 = arith.muli %42, %c63_i64 : i64
      %56 = llvm.getelementptr %19[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_107 = arith.constant 0 : i64
      %c1_i64_108 = arith.constant 1 : i64
      %c1_i64_109 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_107 to %c1_i64_108 step %c1_i64_109  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %73 = arith.index_cast %thread_id_x_122 : index to i64
        %c64_i64_123 = arith.constant 64 : i64
        %74 = arith.muli %arg14, %c64_i64_123 : i64
        %75 = arith.addi %73, %74 : i64
        %c63_i64_124 = arith.constant 63 : i64
        %76 = arith.cmpi slt, %75, %c63_i64_124 : i64
        scf.if %76 {
          %81 = llvm.getelementptr %56[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %82 = llvm.load %81 : !llvm.ptr<1> -> f64
          memref.store %82, %alloca_78[] : memref<f64>
        }
        %c32_i64_125 = arith.constant 32 : i64
        %77 = arith.addi %75, %c32_i64_125 : i64
        %c63_i64_126 = arith.constant 63 : i64
        %78 = arith.cmpi slt, %77, %c63_i64_126 : i64
        scf.if %78 {
          %81 = llvm.getelementptr %56[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %82 = llvm.load %81 : !llvm.ptr<1> -> f64
          memref.store %82, %alloca_79[] : memref<f64>
        }
        %c63_i64_127 = arith.constant 63 : i64
        %79 = arith.cmpi slt, %75, %c63_i64_127 : i64
        scf.if %79 {
          %cst = arith.constant -1.000000e+00 : f64
          %81 = memref.load %alloca_78[] : memref<f64>
          %82 = arith.mulf %cst, %81 : f64
          %83 = llvm.getelementptr %56[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %82, %83 : f64, !llvm.ptr<1>
        }
        %c63_i64_128 = arith.constant 63 : i64
        %80 = arith.cmpi slt, %77, %c63_i64_128 : i64
        scf.if %80 {
          %cst = arith.constant -1.000000e+00 : f64
          %81 = memref.load %alloca_79[] : memref<f64>
          %82 = arith.mulf %cst, %81 : f64
          %83 = llvm.getelementptr %56[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %82, %83 : f64, !llvm.ptr<1>
        }
      }
      %c100_i64_110 = arith.constant 100 : i64
      %57 = arith.muli %42, %c100_i64_110 : i64
      %58 = llvm.getelementptr %22[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64_111 = arith.constant 0 : i64
      %c1_i64_112 = arith.constant 1 : i64
      %c1_i64_113 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_111 to %c1_i64_112 step %c1_i64_113  : i64 {
        %c5_i64 = arith.constant 5 : i64
        %thread_id_x_122 = gpu.thread_id  x
        %73 = arith.index_cast %thread_id_x_122 : index to i64
        %74 = arith.addi %c5_i64, %73 : i64
        %c96_i64 = arith.constant 96 : i64
        %75 = arith.muli %arg14, %c96_i64 : i64
        %76 = arith.addi %74, %75 : i64
        %c100_i64_123 = arith.constant 100 : i64
        %77 = arith.cmpi slt, %76, %c100_i64_123 : i64
        scf.if %77 {
          %85 = llvm.getelementptr %44[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          memref.store %86, %alloca_80[] : memref<f32>
          %87 = memref.load %alloca_80[] : memref<f32>
          %88 = memref.load %alloca_80[] : memref<f32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloca_81[] : memref<f32>
          %90 = memref.load %alloca_81[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %91 = arith.subf %90, %cst : f32
          memref.store %91, %alloca_82[] : memref<f32>
        }
        %c32_i64_124 = arith.constant 32 : i64
        %78 = arith.addi %76, %c32_i64_124 : i64
        %c100_i64_125 = arith.constant 100 : i64
        %79 = arith.cmpi slt, %78, %c100_i64_125 : i64
        scf.if %79 {
          %85 = llvm.getelementptr %44[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          memref.store %86, %alloca_83[] : memref<f32>
          %87 = memref.load %alloca_83[] : memref<f32>
          %88 = memref.load %alloca_83[] : memref<f32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloca_84[] : memref<f32>
          %90 = memref.load %alloca_84[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %91 = arith.subf %90, %cst : f32
          memref.store %91, %alloca_85[] : memref<f32>
        }
        %c64_i64_126 = arith.constant 64 : i64
        %80 = arith.addi %76, %c64_i64_126 : i64
        %c100_i64_127 = arith.constant 100 : i64
        %81 = arith.cmpi slt, %80, %c100_i64_127 : i64
        scf.if %81 {
          %85 = llvm.getelementptr %44[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          memref.store %86, %alloca_86[] : memref<f32>
          %87 = memref.load %alloca_86[] : memref<f32>
          %88 = memref.load %alloca_86[] : memref<f32>
          %89 = arith.mulf %87, %88 : f32
          memref.store %89, %alloca_87[] : memref<f32>
          %90 = memref.load %alloca_87[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %91 = arith.subf %90, %cst : f32
          memref.store %91, %alloca_88[] : memref<f32>
        }
        %c100_i64_128 = arith.constant 100 : i64
        %82 = arith.cmpi slt, %76, %c100_i64_128 : i64
        scf.if %82 {
          %85 = memref.load %alloca_82[] : memref<f32>
          %86 = llvm.getelementptr %58[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %85, %86 : f32, !llvm.ptr<1>
        }
        %c100_i64_129 = arith.constant 100 : i64
        %83 = arith.cmpi slt, %78, %c100_i64_129 : i64
        scf.if %83 {
          %85 = memref.load %alloca_85[] : memref<f32>
          %86 = llvm.getelementptr %58[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %85, %86 : f32, !llvm.ptr<1>
        }
        %c100_i64_130 = arith.constant 100 : i64
        %84 = arith.cmpi slt, %80, %c100_i64_130 : i64
        scf.if %84 {
          %85 = memref.load %alloca_88[] : memref<f32>
          %86 = llvm.getelementptr %58[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %85, %86 : f32, !llvm.ptr<1>
        }
      }
      %c64_i64 = arith.constant 64 : i64
      %59 = arith.muli %42, %c64_i64 : i64
      %60 = llvm.getelementptr %25[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_114 = arith.constant 0 : i64
      %c1_i64_115 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_114 to %c1_i64_115 step %c1_i64_116  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %73 = arith.index_cast %thread_id_x_122 : index to i64
        %c64_i64_123 = arith.constant 64 : i64
        %74 = arith.muli %arg14, %c64_i64_123 : i64
        %75 = arith.addi %73, %74 : i64
        %76 = llvm.getelementptr %60[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %77 = llvm.load %76 : !llvm.ptr<1> -> f64
        %cst = arith.constant 2.000000e+00 : f64
        %78 = arith.addf %77, %cst : f64
        %c32_i64_124 = arith.constant 32 : i64
        %79 = arith.addi %75, %c32_i64_124 : i64
        %80 = llvm.getelementptr %60[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %81 = llvm.load %80 : !llvm.ptr<1> -> f64
        %cst_125 = arith.constant 2.000000e+00 : f64
        %82 = arith.addf %81, %cst_125 : f64
        %83 = llvm.getelementptr %60[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %78, %83 : f64, !llvm.ptr<1>
        %84 = llvm.getelementptr %60[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %82, %84 : f64, !llvm.ptr<1>
      }
      %c20_i64 = arith.constant 20 : i64
      %61 = arith.muli %42, %c20_i64 : i64
      %62 = llvm.getelementptr %28[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %63 = arith.muli %42, %c9_i64 : i64
      %64 = llvm.getelementptr %31[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %65 = arith.muli %42, %c180_i64 : i64
      %66 = llvm.getelementptr %34[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x : index to i64
      %c20_i64_117 = arith.constant 20 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %67 to %c20_i64_117 step %c32_i64  : i64 {
        %c0_i64_122 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64_123 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_122 to %c3_i64 step %c1_i64_123  : i64 {
          %c4_i64 = arith.constant 4 : i64
          %73 = arith.muli %arg15, %c4_i64 : i64
          %c9_i64_124 = arith.constant 9 : i64
          %74 = arith.cmpi slt, %73, %c9_i64_124 : i64
          scf.if %74 {
            %85 = llvm.getelementptr %62[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %86 = llvm.load %85 : !llvm.ptr<1> -> f32
            %87 = llvm.getelementptr %64[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %88 = llvm.load %87 : !llvm.ptr<1> -> f32
            %89 = arith.mulf %86, %88 : f32
            memref.store %89, %alloca_89[] : memref<f32>
            %c20_i64_134 = arith.constant 20 : i64
            %90 = arith.muli %73, %c20_i64_134 : i64
            %91 = arith.addi %arg14, %90 : i64
            %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            memref.store %93, %alloca_90[] : memref<f32>
          }
          %c1_i64_125 = arith.constant 1 : i64
          %75 = arith.addi %73, %c1_i64_125 : i64
          %c9_i64_126 = arith.constant 9 : i64
          %76 = arith.cmpi slt, %75, %c9_i64_126 : i64
          scf.if %76 {
            %85 = llvm.getelementptr %62[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %86 = llvm.load %85 : !llvm.ptr<1> -> f32
            %87 = llvm.getelementptr %64[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %88 = llvm.load %87 : !llvm.ptr<1> -> f32
            %89 = arith.mulf %86, %88 : f32
            memref.store %89, %alloca_91[] : memref<f32>
            %c20_i64_134 = arith.constant 20 : i64
            %90 = arith.muli %75, %c20_i64_134 : i64
            %91 = arith.addi %arg14, %90 : i64
            %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            memref.store %93, %alloca_92[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %77 = arith.addi %73, %c2_i64 : i64
          %c9_i64_127 = arith.constant 9 : i64
          %78 = arith.cmpi slt, %77, %c9_i64_127 : i64
          scf.if %78 {
            %85 = llvm.getelementptr %62[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %86 = llvm.load %85 : !llvm.ptr<1> -> f32
            %87 = llvm.getelementptr %64[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %88 = llvm.load %87 : !llvm.ptr<1> -> f32
            %89 = arith.mulf %86, %88 : f32
            memref.store %89, %alloca_93[] : memref<f32>
            %c20_i64_134 = arith.constant 20 : i64
            %90 = arith.muli %77, %c20_i64_134 : i64
            %91 = arith.addi %arg14, %90 : i64
            %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            memref.store %93, %alloca_94[] : memref<f32>
          }
          %c3_i64_128 = arith.constant 3 : i64
          %79 = arith.addi %73, %c3_i64_128 : i64
          %c9_i64_129 = arith.constant 9 : i64
          %80 = arith.cmpi slt, %79, %c9_i64_129 : i64
          scf.if %80 {
            %85 = llvm.getelementptr %62[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %86 = llvm.load %85 : !llvm.ptr<1> -> f32
            %87 = llvm.getelementptr %64[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %88 = llvm.load %87 : !llvm.ptr<1> -> f32
            %89 = arith.mulf %86, %88 : f32
            memref.store %89, %alloca_95[] : memref<f32>
            %c20_i64_134 = arith.constant 20 : i64
            %90 = arith.muli %79, %c20_i64_134 : i64
            %91 = arith.addi %arg14, %90 : i64
            %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            memref.store %93, %alloca_96[] : memref<f32>
          }
          %c9_i64_130 = arith.constant 9 : i64
          %81 = arith.cmpi slt, %73, %c9_i64_130 : i64
          scf.if %81 {
            %85 = memref.load %alloca_90[] : memref<f32>
            %86 = memref.load %alloca_89[] : memref<f32>
            %87 = arith.addf %85, %86 : f32
            %c20_i64_134 = arith.constant 20 : i64
            %88 = arith.muli %73, %c20_i64_134 : i64
            %89 = arith.addi %arg14, %88 : i64
            %90 = llvm.getelementptr %66[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %87, %90 : f32, !llvm.ptr<1>
          }
          %c9_i64_131 = arith.constant 9 : i64
          %82 = arith.cmpi slt, %75, %c9_i64_131 : i64
          scf.if %82 {
            %85 = memref.load %alloca_92[] : memref<f32>
            %86 = memref.load %alloca_91[] : memref<f32>
            %87 = arith.addf %85, %86 : f32
            %c20_i64_134 = arith.constant 20 : i64
            %88 = arith.muli %75, %c20_i64_134 : i64
            %89 = arith.addi %arg14, %88 : i64
            %90 = llvm.getelementptr %66[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %87, %90 : f32, !llvm.ptr<1>
          }
          %c9_i64_132 = arith.constant 9 : i64
          %83 = arith.cmpi slt, %77, %c9_i64_132 : i64
          scf.if %83 {
            %85 = memref.load %alloca_94[] : memref<f32>
            %86 = memref.load %alloca_93[] : memref<f32>
            %87 = arith.addf %85, %86 : f32
            %c20_i64_134 = arith.constant 20 : i64
            %88 = arith.muli %77, %c20_i64_134 : i64
            %89 = arith.addi %arg14, %88 : i64
            %90 = llvm.getelementptr %66[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %87, %90 : f32, !llvm.ptr<1>
          }
          %c9_i64_133 = arith.constant 9 : i64
          %84 = arith.cmpi slt, %79, %c9_i64_133 : i64
          scf.if %84 {
            %85 = memref.load %alloca_96[] : memref<f32>
            %86 = memref.load %alloca_95[] : memref<f32>
            %87 = arith.addf %85, %86 : f32
            %c20_i64_134 = arith.constant 20 : i64
            %88 = arith.muli %79, %c20_i64_134 : i64
            %89 = arith.addi %arg14, %88 : i64
            %90 = llvm.getelementptr %66[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %87, %90 : f32, !llvm.ptr<1>
          }
        }
      }
      %c128_i64_118 = arith.constant 128 : i64
      %68 = arith.muli %42, %c128_i64_118 : i64
      %69 = llvm.getelementptr %37[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c128_i64_119 = arith.constant 128 : i64
      %70 = arith.muli %42, %c128_i64_119 : i64
      %71 = llvm.getelementptr %40[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_120 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_120 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c32_i64_121 = arith.constant 32 : i64
      scf.for %arg14 = %72 to %c8_i64 step %c32_i64_121  : i64 {
        %c0_i64_122 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64_123 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_122 to %c4_i64 step %c1_i64_123  : i64 {
          %c4_i64_124 = arith.constant 4 : i64
          %73 = arith.muli %arg15, %c4_i64_124 : i64
          %c16_i64 = arith.constant 16 : i64
          %74 = arith.muli %arg14, %c16_i64 : i64
          %75 = arith.addi %73, %74 : i64
          %76 = llvm.getelementptr %69[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %77 = llvm.load %76 : !llvm.ptr<1> -> f64
          %c1_i64_125 = arith.constant 1 : i64
          %78 = arith.addi %73, %c1_i64_125 : i64
          %c16_i64_126 = arith.constant 16 : i64
          %79 = arith.muli %arg14, %c16_i64_126 : i64
          %80 = arith.addi %78, %79 : i64
          %81 = llvm.getelementptr %69[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %82 = llvm.load %81 : !llvm.ptr<1> -> f64
          %c2_i64 = arith.constant 2 : i64
          %83 = arith.addi %73, %c2_i64 : i64
          %c16_i64_127 = arith.constant 16 : i64
          %84 = arith.muli %arg14, %c16_i64_127 : i64
          %85 = arith.addi %83, %84 : i64
          %86 = llvm.getelementptr %69[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %87 = llvm.load %86 : !llvm.ptr<1> -> f64
          %c3_i64 = arith.constant 3 : i64
          %88 = arith.addi %73, %c3_i64 : i64
          %c16_i64_128 = arith.constant 16 : i64
          %89 = arith.muli %arg14, %c16_i64_128 : i64
          %90 = arith.addi %88, %89 : i64
          %91 = llvm.getelementptr %69[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %92 = llvm.load %91 : !llvm.ptr<1> -> f64
          %cst = arith.constant 1.500000e+00 : f64
          %93 = arith.mulf %cst, %77 : f64
          %c8_i64_129 = arith.constant 8 : i64
          %94 = arith.muli %73, %c8_i64_129 : i64
          %95 = arith.addi %arg14, %94 : i64
          %96 = llvm.getelementptr %71[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %93, %96 : f64, !llvm.ptr<1>
          %cst_130 = arith.constant 1.500000e+00 : f64
          %97 = arith.mulf %cst_130, %82 : f64
          %c8_i64_131 = arith.constant 8 : i64
          %98 = arith.muli %78, %c8_i64_131 : i64
          %99 = arith.addi %arg14, %98 : i64
          %100 = llvm.getelementptr %71[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %97, %100 : f64, !llvm.ptr<1>
          %cst_132 = arith.constant 1.500000e+00 : f64
          %101 = arith.mulf %cst_132, %87 : f64
          %c8_i64_133 = arith.constant 8 : i64
          %102 = arith.muli %83, %c8_i64_133 : i64
          %103 = arith.addi %arg14, %102 : i64
          %104 = llvm.getelementptr %71[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %101, %104 : f64, !llvm.ptr<1>
          %cst_134 = arith.constant 1.500000e+00 : f64
          %105 = arith.mulf %cst_134, %92 : f64
          %c8_i64_135 = arith.constant 8 : i64
          %106 = arith.muli %88, %c8_i64_135 : i64
          %107 = arith.addi %arg14, %106 : i64
          %108 = llvm.getelementptr %71[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %105, %108 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
