module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<32x16x?xf32, strided<[1, 32, 512]>, 1>, %arg1: memref<16x8x7x?xf32, strided<[1, 16, 128, 896]>, 1>, %arg2: memref<32x16x6x?xf32, strided<[1, 32, 512, 3072]>, 1>, %arg3: memref<4x15x?xf32, strided<[1, 4, 60]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:4, %strides_3:4 = memref.extract_strided_metadata %arg1 : memref<16x8x7x?xf32, strided<[1, 16, 128, 896]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x8x7x?xf32, strided<[1, 16, 128, 896]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#3 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:4, %strides_8:4 = memref.extract_strided_metadata %arg2 : memref<32x16x6x?xf32, strided<[1, 32, 512, 3072]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<32x16x6x?xf32, strided<[1, 32, 512, 3072]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#3 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<4x15x?xf32, strided<[1, 4, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<4x15x?xf32, strided<[1, 4, 60]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<f32>
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
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %c512_i64 = arith.constant 512 : i64
      %13 = arith.muli %12, %c512_i64 : i64
      %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3072_i64 = arith.constant 3072 : i64
      %15 = arith.muli %12, %c3072_i64 : i64
      %16 = llvm.getelementptr %7[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_74 = arith.constant 512 : i64
      %c3072_i64_75 = arith.constant 3072 : i64
      %17 = arith.muli %12, %c3072_i64_75 : i64
      %18 = arith.addi %c512_i64_74, %17 : i64
      %19 = llvm.getelementptr %7[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1024_i64 = arith.constant 1024 : i64
      %c3072_i64_76 = arith.constant 3072 : i64
      %20 = arith.muli %12, %c3072_i64_76 : i64
      %21 = arith.addi %c1024_i64, %20 : i64
      %22 = llvm.getelementptr %7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1536_i64 = arith.constant 1536 : i64
      %c3072_i64_77 = arith.constant 3072 : i64
      %23 = arith.muli %12, %c3072_i64_77 : i64
      %24 = arith.addi %c1536_i64, %23 : i64
      %25 = llvm.getelementptr %7[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2048_i64 = arith.constant 2048 : i64
      %c3072_i64_78 = arith.constant 3072 : i64
      %26 = arith.muli %12, %c3072_i64_78 : i64
      %27 = arith.addi %c2048_i64, %26 : i64
      %28 = llvm.getelementptr %7[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2560_i64 = arith.constant 2560 : i64
      %c3072_i64_79 = arith.constant 3072 : i64
      %29 = arith.muli %12, %c3072_i64_79 : i64
      %30 = arith.addi %c2560_i64, %29 : i64
      %31 = llvm.getelementptr %7[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %32 = arith.muli %12, %c60_i64 : i64
      %33 = llvm.getelementptr %10[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64 = arith.constant 24 : i64
      %34 = arith.muli %12, %c24_i64 : i64
      %c-3_i64 = arith.constant -3 : i64
      %35 = arith.addi %c-3_i64, %34 : i64
      %c12_i64 = arith.constant 12 : i64
      %36 = arith.muli %12, %c12_i64 : i64
      %c-2_i64 = arith.constant -2 : i64
      %37 = arith.addi %c-2_i64, %36 : i64
      %c30_i64 = arith.constant 30 : i64
      %38 = arith.muli %12, %c30_i64 : i64
      %c-3_i64_80 = arith.constant -3 : i64
      %39 = arith.addi %c-3_i64_80, %38 : i64
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %41 = arith.remsi %40, %c16_i64 : i64
      %42 = arith.addi %35, %41 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %43 = arith.cmpi sge, %42, %c0_i64 : i64
      %c32_i64 = arith.constant 32 : i64
      %44 = arith.cmpi slt, %42, %c32_i64 : i64
      %45 = arith.andi %43, %44 : i1
      scf.if %45 {
        %c96_i64_966 = arith.constant 96 : i64
        %1309 = arith.addi %42, %c96_i64_966 : i64
        %1310 = llvm.getelementptr %14[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<1> -> f32
        memref.store %1311, %alloca[] : memref<f32>
      }
      %thread_id_x_81 = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x_81 : index to i64
      %c16_i64_82 = arith.constant 16 : i64
      %47 = arith.remsi %46, %c16_i64_82 : i64
      %48 = arith.addi %35, %47 : i64
      %cst_83 = arith.constant 0.000000e+00 : f32
      memref.store %cst_83, %alloca_15[] : memref<f32>
      %c0_i64_84 = arith.constant 0 : i64
      %49 = arith.cmpi sge, %48, %c0_i64_84 : i64
      %c32_i64_85 = arith.constant 32 : i64
      %50 = arith.cmpi slt, %48, %c32_i64_85 : i64
      %51 = arith.andi %49, %50 : i1
      scf.if %51 {
        %c128_i64_966 = arith.constant 128 : i64
        %1309 = arith.addi %48, %c128_i64_966 : i64
        %1310 = llvm.getelementptr %14[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<1> -> f32
        memref.store %1311, %alloca_15[] : memref<f32>
      }
      %thread_id_x_86 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_86 : index to i64
      %c16_i64_87 = arith.constant 16 : i64
      %53 = arith.remsi %52, %c16_i64_87 : i64
      %54 = arith.addi %35, %53 : i64
      %cst_88 = arith.constant 0.000000e+00 : f32
      memref.store %cst_88, %alloca_16[] : memref<f32>
      %c0_i64_89 = arith.constant 0 : i64
      %55 = arith.cmpi sge, %54, %c0_i64_89 : i64
      %c32_i64_90 = arith.constant 32 : i64
      %56 = arith.cmpi slt, %54, %c32_i64_90 : i64
      %57 = arith.andi %55, %56 : i1
      scf.if %57 {
        %c160_i64_966 = arith.constant 160 : i64
        %1309 = arith.addi %54, %c160_i64_966 : i64
        %1310 = llvm.getelementptr %14[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<1> -> f32
        memref.store %1311, %alloca_16[] : memref<f32>
      }
      %thread_id_x_91 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_91 : index to i64
      %c16_i64_92 = arith.constant 16 : i64
      %59 = arith.remsi %58, %c16_i64_92 : i64
      %60 = arith.addi %35, %59 : i64
      %cst_93 = arith.constant 0.000000e+00 : f32
      memref.store %cst_93, %alloca_17[] : memref<f32>
      %c0_i64_94 = arith.constant 0 : i64
      %61 = arith.cmpi sge, %60, %c0_i64_94 : i64
      %c32_i64_95 = arith.constant 32 : i64
      %62 = arith.cmpi slt, %60, %c32_i64_95 : i64
      %63 = arith.andi %61, %62 : i1
      scf.if %63 {
        %c192_i64_966 = arith.constant 192 : i64
        %1309 = arith.addi %60, %c192_i64_966 : i64
        %1310 = llvm.getelementptr %14[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<1> -> f32
        memref.store %1311, %alloca_17[] : memref<f32>
      }
      %thread_id_x_96 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_96 : index to i64
      %c16_i64_97 = arith.constant 16 : i64
      %65 = arith.remsi %64, %c16_i64_97 : i64
      %66 = arith.addi %35, %65 : i64
      %cst_98 = arith.constant 0.000000e+00 : f32
      memref.store %cst_98, %alloca_18[] : memref<f32>
      %c0_i64_99 = arith.constant 0 : i64
      %67 = arith.cmpi sge, %66, %c0_i64_99 : i64
      %c32_i64_100 = arith.constant 32 : i64
      %68 = arith.cmpi slt, %66, %c32_i64_100 : i64
      %69 = arith.andi %67, %68 : i1
      scf.if %69 {
        %c224_i64_966 = arith.constant 224 : i64
        %1309 = arith.addi %66, %c224_i64_966 : i64
        %1310 = llvm.getelementptr %14[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<1> -> f32
        memref.store %1311, %alloca_18[] : memref<f32>
      }
      %thread_id_x_101 = gpu.thread_id  x
      %70 = arith.index_cast %thread_id_x_101 : index to i64
      %c16_i64_102 = arith.constant 16 : i64
      %71 = arith.remsi %70, %c16_i64_102 : i64
      %72 = arith.addi %35, %71 : i64
      %cst_103 = arith.constant 0.000000e+00 : f32
      memref.store %cst_103, %alloca_19[] : memref<f32>
      %c0_i64_104 = arith.constant 0 : i64
      %73 = arith.cmpi sge, %72, %c0_i64_104 : i64
      %c32_i64_105 = arith.constant 32 : i64
      %74 = arith.cmpi slt, %72, %c32_i64_105 : i64
      %75 = arith.andi %73, %74 : i1
      scf.if %75 {
        %c256_i64_966 = arith.constant 256 : i64
        %1309 = arith.addi %72, %c256_i64_966 : i64
        %1310 = llvm.getelementptr %14[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<1> -> f32
        memref.store %1311, %alloca_19[] : memref<f32>
      }
      %thread_id_x_106 = gpu.thread_id  x
      %76 = arith.index_cast %thread_id_x_106 : index to i64
      %c16_i64_107 = arith.constant 16 : i64
      %77 = arith.remsi %76, %c16_i64_107 : i64
      %78 = arith.addi %35, %77 : i64
      %cst_108 = arith.constant 0.000000e+00 : f32
      memref.store %cst_108, %alloca_20[] : memref<f32>
      %c0_i64_109 = arith.constant 0 : i64
      %79 = arith.cmpi sge, %78, %c0_i64_109 : i64
      %c32_i64_110 = arith.constant 32 : i64
      %80 = arith.cmpi slt, %78, %c32_i64_110 : i64
      %81 = arith.andi %79, %80 : i1
      scf.if %81 {
        %c288_i64 = arith.constant 288 : i64
        %1309 = arith.addi %78, %c288_i64 : i64
        %1310 = llvm.getelementptr %14[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<1> -> f32
        memref.store %1311, %alloca_20[] : memref<f32>
      }
      %thread_id_x_111 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_111 : index to i64
      %c16_i64_112 = arith.constant 16 : i64
      %83 = arith.remsi %82, %c16_i64_112 : i64
      %84 = arith.addi %35, %83 : i64
      %cst_113 = arith.constant 0.000000e+00 : f32
      memref.store %cst_113, %alloca_21[] : memref<f32>
      %c0_i64_114 = arith.constant 0 : i64
      %85 = arith.cmpi sge, %84, %c0_i64_114 : i64
      %c32_i64_115 = arith.constant 32 : i64
      %86 = arith.cmpi slt, %84, %c32_i64_115 : i64
      %87 = arith.andi %85, %86 : i1
      scf.if %87 {
        %c320_i64 = arith.constant 320 : i64
        %1309 = arith.addi %84, %c320_i64 : i64
        %1310 = llvm.getelementptr %14[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<1> -> f32
        memref.store %1311, %alloca_21[] : memref<f32>
      }
      %thread_id_x_116 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_116 : index to i64
      %c16_i64_117 = arith.constant 16 : i64
      %89 = arith.remsi %88, %c16_i64_117 : i64
      %c5_i64 = arith.constant 5 : i64
      %90 = arith.addi %c5_i64, %89 : i64
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_22[] : memref<f32>
      %c0_i64_119 = arith.constant 0 : i64
      %91 = arith.cmpi sge, %37, %c0_i64_119 : i64
      %c16_i64_120 = arith.constant 16 : i64
      %92 = arith.cmpi slt, %37, %c16_i64_120 : i64
      %93 = arith.andi %91, %92 : i1
      scf.if %93 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %37, %c32_i64_966 : i64
        %1310 = arith.addi %90, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_22[] : memref<f32>
      }
      %thread_id_x_121 = gpu.thread_id  x
      %94 = arith.index_cast %thread_id_x_121 : index to i64
      %c16_i64_122 = arith.constant 16 : i64
      %95 = arith.remsi %94, %c16_i64_122 : i64
      %c5_i64_123 = arith.constant 5 : i64
      %96 = arith.addi %c5_i64_123, %95 : i64
      %c1_i64 = arith.constant 1 : i64
      %97 = arith.addi %37, %c1_i64 : i64
      %cst_124 = arith.constant 0.000000e+00 : f32
      memref.store %cst_124, %alloca_23[] : memref<f32>
      %c0_i64_125 = arith.constant 0 : i64
      %98 = arith.cmpi sge, %97, %c0_i64_125 : i64
      %c16_i64_126 = arith.constant 16 : i64
      %99 = arith.cmpi slt, %97, %c16_i64_126 : i64
      %100 = arith.andi %98, %99 : i1
      scf.if %100 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %97, %c32_i64_966 : i64
        %1310 = arith.addi %96, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_23[] : memref<f32>
      }
      %thread_id_x_127 = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x_127 : index to i64
      %c16_i64_128 = arith.constant 16 : i64
      %102 = arith.remsi %101, %c16_i64_128 : i64
      %c5_i64_129 = arith.constant 5 : i64
      %103 = arith.addi %c5_i64_129, %102 : i64
      %c2_i64 = arith.constant 2 : i64
      %104 = arith.addi %37, %c2_i64 : i64
      %cst_130 = arith.constant 0.000000e+00 : f32
      memref.store %cst_130, %alloca_24[] : memref<f32>
      %c0_i64_131 = arith.constant 0 : i64
      %105 = arith.cmpi sge, %104, %c0_i64_131 : i64
      %c16_i64_132 = arith.constant 16 : i64
      %106 = arith.cmpi slt, %104, %c16_i64_132 : i64
      %107 = arith.andi %105, %106 : i1
      scf.if %107 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %104, %c32_i64_966 : i64
        %1310 = arith.addi %103, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_24[] : memref<f32>
      }
      %thread_id_x_133 = gpu.thread_id  x
      %108 = arith.index_cast %thread_id_x_133 : index to i64
      %c16_i64_134 = arith.constant 16 : i64
      %109 = arith.remsi %108, %c16_i64_134 : i64
      %c5_i64_135 = arith.constant 5 : i64
      %110 = arith.addi %c5_i64_135, %109 : i64
      %c3_i64 = arith.constant 3 : i64
      %111 = arith.addi %37, %c3_i64 : i64
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_25[] : memref<f32>
      %c0_i64_137 = arith.constant 0 : i64
      %112 = arith.cmpi sge, %111, %c0_i64_137 : i64
      %c16_i64_138 = arith.constant 16 : i64
      %113 = arith.cmpi slt, %111, %c16_i64_138 : i64
      %114 = arith.andi %112, %113 : i1
      scf.if %114 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %111, %c32_i64_966 : i64
        %1310 = arith.addi %110, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_25[] : memref<f32>
      }
      %thread_id_x_139 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_139 : index to i64
      %c16_i64_140 = arith.constant 16 : i64
      %116 = arith.remsi %115, %c16_i64_140 : i64
      %c5_i64_141 = arith.constant 5 : i64
      %117 = arith.addi %c5_i64_141, %116 : i64
      %c4_i64 = arith.constant 4 : i64
      %118 = arith.addi %37, %c4_i64 : i64
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_26[] : memref<f32>
      %c0_i64_143 = arith.constant 0 : i64
      %119 = arith.cmpi sge, %118, %c0_i64_143 : i64
      %c16_i64_144 = arith.constant 16 : i64
      %120 = arith.cmpi slt, %118, %c16_i64_144 : i64
      %121 = arith.andi %119, %120 : i1
      scf.if %121 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %118, %c32_i64_966 : i64
        %1310 = arith.addi %117, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_26[] : memref<f32>
      }
      %thread_id_x_145 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_145 : index to i64
      %c16_i64_146 = arith.constant 16 : i64
      %123 = arith.remsi %122, %c16_i64_146 : i64
      %c5_i64_147 = arith.constant 5 : i64
      %124 = arith.addi %c5_i64_147, %123 : i64
      %c5_i64_148 = arith.constant 5 : i64
      %125 = arith.addi %37, %c5_i64_148 : i64
      %cst_149 = arith.constant 0.000000e+00 : f32
      memref.store %cst_149, %alloca_27[] : memref<f32>
      %c0_i64_150 = arith.constant 0 : i64
      %126 = arith.cmpi sge, %125, %c0_i64_150 : i64
      %c16_i64_151 = arith.constant 16 : i64
      %127 = arith.cmpi slt, %125, %c16_i64_151 : i64
      %128 = arith.andi %126, %127 : i1
      scf.if %128 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %125, %c32_i64_966 : i64
        %1310 = arith.addi %124, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_27[] : memref<f32>
      }
      %thread_id_x_152 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_152 : index to i64
      %c16_i64_153 = arith.constant 16 : i64
      %130 = arith.remsi %129, %c16_i64_153 : i64
      %c5_i64_154 = arith.constant 5 : i64
      %131 = arith.addi %c5_i64_154, %130 : i64
      %c6_i64 = arith.constant 6 : i64
      %132 = arith.addi %37, %c6_i64 : i64
      %cst_155 = arith.constant 0.000000e+00 : f32
      memref.store %cst_155, %alloca_28[] : memref<f32>
      %c0_i64_156 = arith.constant 0 : i64
      %133 = arith.cmpi sge, %132, %c0_i64_156 : i64
      %c16_i64_157 = arith.constant 16 : i64
      %134 = arith.cmpi slt, %132, %c16_i64_157 : i64
      %135 = arith.andi %133, %134 : i1
      scf.if %135 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %132, %c32_i64_966 : i64
        %1310 = arith.addi %131, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_28[] : memref<f32>
      }
      %thread_id_x_158 = gpu.thread_id  x
      %136 = arith.index_cast %thread_id_x_158 : index to i64
      %c16_i64_159 = arith.constant 16 : i64
      %137 = arith.remsi %136, %c16_i64_159 : i64
      %c5_i64_160 = arith.constant 5 : i64
      %138 = arith.addi %c5_i64_160, %137 : i64
      %c7_i64 = arith.constant 7 : i64
      %139 = arith.addi %37, %c7_i64 : i64
      %cst_161 = arith.constant 0.000000e+00 : f32
      memref.store %cst_161, %alloca_29[] : memref<f32>
      %c0_i64_162 = arith.constant 0 : i64
      %140 = arith.cmpi sge, %139, %c0_i64_162 : i64
      %c16_i64_163 = arith.constant 16 : i64
      %141 = arith.cmpi slt, %139, %c16_i64_163 : i64
      %142 = arith.andi %140, %141 : i1
      scf.if %142 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %139, %c32_i64_966 : i64
        %1310 = arith.addi %138, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_29[] : memref<f32>
      }
      %thread_id_x_164 = gpu.thread_id  x
      %143 = arith.index_cast %thread_id_x_164 : index to i64
      %c16_i64_165 = arith.constant 16 : i64
      %144 = arith.remsi %143, %c16_i64_165 : i64
      %145 = arith.addi %35, %144 : i64
      %cst_166 = arith.constant 0.000000e+00 : f32
      memref.store %cst_166, %alloca_30[] : memref<f32>
      %c0_i64_167 = arith.constant 0 : i64
      %146 = arith.cmpi sge, %145, %c0_i64_167 : i64
      %c32_i64_168 = arith.constant 32 : i64
      %147 = arith.cmpi slt, %145, %c32_i64_168 : i64
      %148 = arith.andi %146, %147 : i1
      %c0_i64_169 = arith.constant 0 : i64
      %149 = arith.cmpi sge, %37, %c0_i64_169 : i64
      %c16_i64_170 = arith.constant 16 : i64
      %150 = arith.cmpi slt, %37, %c16_i64_170 : i64
      %151 = arith.andi %149, %150 : i1
      %152 = arith.andi %148, %151 : i1
      scf.if %152 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %37, %c32_i64_966 : i64
        %1310 = arith.addi %145, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_30[] : memref<f32>
      }
      %thread_id_x_171 = gpu.thread_id  x
      %153 = arith.index_cast %thread_id_x_171 : index to i64
      %c16_i64_172 = arith.constant 16 : i64
      %154 = arith.remsi %153, %c16_i64_172 : i64
      %155 = arith.addi %35, %154 : i64
      %c1_i64_173 = arith.constant 1 : i64
      %156 = arith.addi %37, %c1_i64_173 : i64
      %cst_174 = arith.constant 0.000000e+00 : f32
      memref.store %cst_174, %alloca_31[] : memref<f32>
      %c0_i64_175 = arith.constant 0 : i64
      %157 = arith.cmpi sge, %155, %c0_i64_175 : i64
      %c32_i64_176 = arith.constant 32 : i64
      %158 = arith.cmpi slt, %155, %c32_i64_176 : i64
      %159 = arith.andi %157, %158 : i1
      %c0_i64_177 = arith.constant 0 : i64
      %160 = arith.cmpi sge, %156, %c0_i64_177 : i64
      %c16_i64_178 = arith.constant 16 : i64
      %161 = arith.cmpi slt, %156, %c16_i64_178 : i64
      %162 = arith.andi %160, %161 : i1
      %163 = arith.andi %159, %162 : i1
      scf.if %163 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %156, %c32_i64_966 : i64
        %1310 = arith.addi %155, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_31[] : memref<f32>
      }
      %thread_id_x_179 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_179 : index to i64
      %c16_i64_180 = arith.constant 16 : i64
      %165 = arith.remsi %164, %c16_i64_180 : i64
      %166 = arith.addi %35, %165 : i64
      %c2_i64_181 = arith.constant 2 : i64
      %167 = arith.addi %37, %c2_i64_181 : i64
      %cst_182 = arith.constant 0.000000e+00 : f32
      memref.store %cst_182, %alloca_32[] : memref<f32>
      %c0_i64_183 = arith.constant 0 : i64
      %168 = arith.cmpi sge, %166, %c0_i64_183 : i64
      %c32_i64_184 = arith.constant 32 : i64
      %169 = arith.cmpi slt, %166, %c32_i64_184 : i64
      %170 = arith.andi %168, %169 : i1
      %c0_i64_185 = arith.constant 0 : i64
      %171 = arith.cmpi sge, %167, %c0_i64_185 : i64
      %c16_i64_186 = arith.constant 16 : i64
      %172 = arith.cmpi slt, %167, %c16_i64_186 : i64
      %173 = arith.andi %171, %172 : i1
      %174 = arith.andi %170, %173 : i1
      scf.if %174 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %167, %c32_i64_966 : i64
        %1310 = arith.addi %166, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_32[] : memref<f32>
      }
      %thread_id_x_187 = gpu.thread_id  x
      %175 = arith.index_cast %thread_id_x_187 : index to i64
      %c16_i64_188 = arith.constant 16 : i64
      %176 = arith.remsi %175, %c16_i64_188 : i64
      %177 = arith.addi %35, %176 : i64
      %c3_i64_189 = arith.constant 3 : i64
      %178 = arith.addi %37, %c3_i64_189 : i64
      %cst_190 = arith.constant 0.000000e+00 : f32
      memref.store %cst_190, %alloca_33[] : memref<f32>
      %c0_i64_191 = arith.constant 0 : i64
      %179 = arith.cmpi sge, %177, %c0_i64_191 : i64
      %c32_i64_192 = arith.constant 32 : i64
      %180 = arith.cmpi slt, %177, %c32_i64_192 : i64
      %181 = arith.andi %179, %180 : i1
      %c0_i64_193 = arith.constant 0 : i64
      %182 = arith.cmpi sge, %178, %c0_i64_193 : i64
      %c16_i64_194 = arith.constant 16 : i64
      %183 = arith.cmpi slt, %178, %c16_i64_194 : i64
      %184 = arith.andi %182, %183 : i1
      %185 = arith.andi %181, %184 : i1
      scf.if %185 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %178, %c32_i64_966 : i64
        %1310 = arith.addi %177, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_33[] : memref<f32>
      }
      %thread_id_x_195 = gpu.thread_id  x
      %186 = arith.index_cast %thread_id_x_195 : index to i64
      %c16_i64_196 = arith.constant 16 : i64
      %187 = arith.remsi %186, %c16_i64_196 : i64
      %188 = arith.addi %35, %187 : i64
      %c4_i64_197 = arith.constant 4 : i64
      %189 = arith.addi %37, %c4_i64_197 : i64
      %cst_198 = arith.constant 0.000000e+00 : f32
      memref.store %cst_198, %alloca_34[] : memref<f32>
      %c0_i64_199 = arith.constant 0 : i64
      %190 = arith.cmpi sge, %188, %c0_i64_199 : i64
      %c32_i64_200 = arith.constant 32 : i64
      %191 = arith.cmpi slt, %188, %c32_i64_200 : i64
      %192 = arith.andi %190, %191 : i1
      %c0_i64_201 = arith.constant 0 : i64
      %193 = arith.cmpi sge, %189, %c0_i64_201 : i64
      %c16_i64_202 = arith.constant 16 : i64
      %194 = arith.cmpi slt, %189, %c16_i64_202 : i64
      %195 = arith.andi %193, %194 : i1
      %196 = arith.andi %192, %195 : i1
      scf.if %196 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %189, %c32_i64_966 : i64
        %1310 = arith.addi %188, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_34[] : memref<f32>
      }
      %thread_id_x_203 = gpu.thread_id  x
      %197 = arith.index_cast %thread_id_x_203 : index to i64
      %c16_i64_204 = arith.constant 16 : i64
      %198 = arith.remsi %197, %c16_i64_204 : i64
      %199 = arith.addi %35, %198 : i64
      %c5_i64_205 = arith.constant 5 : i64
      %200 = arith.addi %37, %c5_i64_205 : i64
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_35[] : memref<f32>
      %c0_i64_207 = arith.constant 0 : i64
      %201 = arith.cmpi sge, %199, %c0_i64_207 : i64
      %c32_i64_208 = arith.constant 32 : i64
      %202 = arith.cmpi slt, %199, %c32_i64_208 : i64
      %203 = arith.andi %201, %202 : i1
      %c0_i64_209 = arith.constant 0 : i64
      %204 = arith.cmpi sge, %200, %c0_i64_209 : i64
      %c16_i64_210 = arith.constant 16 : i64
      %205 = arith.cmpi slt, %200, %c16_i64_210 : i64
      %206 = arith.andi %204, %205 : i1
      %207 = arith.andi %203, %206 : i1
      scf.if %207 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %200, %c32_i64_966 : i64
        %1310 = arith.addi %199, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_35[] : memref<f32>
      }
      %thread_id_x_211 = gpu.thread_id  x
      %208 = arith.index_cast %thread_id_x_211 : index to i64
      %c16_i64_212 = arith.constant 16 : i64
      %209 = arith.remsi %208, %c16_i64_212 : i64
      %210 = arith.addi %35, %209 : i64
      %c6_i64_213 = arith.constant 6 : i64
      %211 = arith.addi %37, %c6_i64_213 : i64
      %cst_214 = arith.constant 0.000000e+00 : f32
      memref.store %cst_214, %alloca_36[] : memref<f32>
      %c0_i64_215 = arith.constant 0 : i64
      %212 = arith.cmpi sge, %210, %c0_i64_215 : i64
      %c32_i64_216 = arith.constant 32 : i64
      %213 = arith.cmpi slt, %210, %c32_i64_216 : i64
      %214 = arith.andi %212, %213 : i1
      %c0_i64_217 = arith.constant 0 : i64
      %215 = arith.cmpi sge, %211, %c0_i64_217 : i64
      %c16_i64_218 = arith.constant 16 : i64
      %216 = arith.cmpi slt, %211, %c16_i64_218 : i64
      %217 = arith.andi %215, %216 : i1
      %218 = arith.andi %214, %217 : i1
      scf.if %218 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %211, %c32_i64_966 : i64
        %1310 = arith.addi %210, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_36[] : memref<f32>
      }
      %thread_id_x_219 = gpu.thread_id  x
      %219 = arith.index_cast %thread_id_x_219 : index to i64
      %c16_i64_220 = arith.constant 16 : i64
      %220 = arith.remsi %219, %c16_i64_220 : i64
      %221 = arith.addi %35, %220 : i64
      %c7_i64_221 = arith.constant 7 : i64
      %222 = arith.addi %37, %c7_i64_221 : i64
      %cst_222 = arith.constant 0.000000e+00 : f32
      memref.store %cst_222, %alloca_37[] : memref<f32>
      %c0_i64_223 = arith.constant 0 : i64
      %223 = arith.cmpi sge, %221, %c0_i64_223 : i64
      %c32_i64_224 = arith.constant 32 : i64
      %224 = arith.cmpi slt, %221, %c32_i64_224 : i64
      %225 = arith.andi %223, %224 : i1
      %c0_i64_225 = arith.constant 0 : i64
      %226 = arith.cmpi sge, %222, %c0_i64_225 : i64
      %c16_i64_226 = arith.constant 16 : i64
      %227 = arith.cmpi slt, %222, %c16_i64_226 : i64
      %228 = arith.andi %226, %227 : i1
      %229 = arith.andi %225, %228 : i1
      scf.if %229 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %222, %c32_i64_966 : i64
        %1310 = arith.addi %221, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_37[] : memref<f32>
      }
      %thread_id_x_227 = gpu.thread_id  x
      %230 = arith.index_cast %thread_id_x_227 : index to i64
      %c16_i64_228 = arith.constant 16 : i64
      %231 = arith.remsi %230, %c16_i64_228 : i64
      %232 = arith.addi %37, %231 : i64
      %cst_229 = arith.constant 0.000000e+00 : f32
      memref.store %cst_229, %alloca_38[] : memref<f32>
      %c0_i64_230 = arith.constant 0 : i64
      %233 = arith.cmpi sge, %232, %c0_i64_230 : i64
      %c16_i64_231 = arith.constant 16 : i64
      %234 = arith.cmpi slt, %232, %c16_i64_231 : i64
      %235 = arith.andi %233, %234 : i1
      scf.if %235 {
        %c5_i64_966 = arith.constant 5 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %232, %c32_i64_967 : i64
        %1310 = arith.addi %c5_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_38[] : memref<f32>
      }
      %thread_id_x_232 = gpu.thread_id  x
      %236 = arith.index_cast %thread_id_x_232 : index to i64
      %c16_i64_233 = arith.constant 16 : i64
      %237 = arith.remsi %236, %c16_i64_233 : i64
      %238 = arith.addi %37, %237 : i64
      %cst_234 = arith.constant 0.000000e+00 : f32
      memref.store %cst_234, %alloca_39[] : memref<f32>
      %c0_i64_235 = arith.constant 0 : i64
      %239 = arith.cmpi sge, %238, %c0_i64_235 : i64
      %c16_i64_236 = arith.constant 16 : i64
      %240 = arith.cmpi slt, %238, %c16_i64_236 : i64
      %241 = arith.andi %239, %240 : i1
      scf.if %241 {
        %c6_i64_966 = arith.constant 6 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %238, %c32_i64_967 : i64
        %1310 = arith.addi %c6_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_39[] : memref<f32>
      }
      %thread_id_x_237 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_237 : index to i64
      %c16_i64_238 = arith.constant 16 : i64
      %243 = arith.remsi %242, %c16_i64_238 : i64
      %244 = arith.addi %37, %243 : i64
      %cst_239 = arith.constant 0.000000e+00 : f32
      memref.store %cst_239, %alloca_40[] : memref<f32>
      %c0_i64_240 = arith.constant 0 : i64
      %245 = arith.cmpi sge, %244, %c0_i64_240 : i64
      %c16_i64_241 = arith.constant 16 : i64
      %246 = arith.cmpi slt, %244, %c16_i64_241 : i64
      %247 = arith.andi %245, %246 : i1
      scf.if %247 {
        %c7_i64_966 = arith.constant 7 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %244, %c32_i64_967 : i64
        %1310 = arith.addi %c7_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_40[] : memref<f32>
      }
      %thread_id_x_242 = gpu.thread_id  x
      %248 = arith.index_cast %thread_id_x_242 : index to i64
      %c16_i64_243 = arith.constant 16 : i64
      %249 = arith.remsi %248, %c16_i64_243 : i64
      %250 = arith.addi %37, %249 : i64
      %cst_244 = arith.constant 0.000000e+00 : f32
      memref.store %cst_244, %alloca_41[] : memref<f32>
      %c0_i64_245 = arith.constant 0 : i64
      %251 = arith.cmpi sge, %250, %c0_i64_245 : i64
      %c16_i64_246 = arith.constant 16 : i64
      %252 = arith.cmpi slt, %250, %c16_i64_246 : i64
      %253 = arith.andi %251, %252 : i1
      scf.if %253 {
        %c8_i64_966 = arith.constant 8 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %250, %c32_i64_967 : i64
        %1310 = arith.addi %c8_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_41[] : memref<f32>
      }
      %thread_id_x_247 = gpu.thread_id  x
      %254 = arith.index_cast %thread_id_x_247 : index to i64
      %c16_i64_248 = arith.constant 16 : i64
      %255 = arith.remsi %254, %c16_i64_248 : i64
      %256 = arith.addi %37, %255 : i64
      %cst_249 = arith.constant 0.000000e+00 : f32
      memref.store %cst_249, %alloca_42[] : memref<f32>
      %c0_i64_250 = arith.constant 0 : i64
      %257 = arith.cmpi sge, %256, %c0_i64_250 : i64
      %c16_i64_251 = arith.constant 16 : i64
      %258 = arith.cmpi slt, %256, %c16_i64_251 : i64
      %259 = arith.andi %257, %258 : i1
      scf.if %259 {
        %c9_i64 = arith.constant 9 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %256, %c32_i64_966 : i64
        %1310 = arith.addi %c9_i64, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_42[] : memref<f32>
      }
      %thread_id_x_252 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_252 : index to i64
      %c16_i64_253 = arith.constant 16 : i64
      %261 = arith.remsi %260, %c16_i64_253 : i64
      %262 = arith.addi %37, %261 : i64
      %cst_254 = arith.constant 0.000000e+00 : f32
      memref.store %cst_254, %alloca_43[] : memref<f32>
      %c0_i64_255 = arith.constant 0 : i64
      %263 = arith.cmpi sge, %262, %c0_i64_255 : i64
      %c16_i64_256 = arith.constant 16 : i64
      %264 = arith.cmpi slt, %262, %c16_i64_256 : i64
      %265 = arith.andi %263, %264 : i1
      scf.if %265 {
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %262, %c32_i64_966 : i64
        %1310 = arith.addi %c10_i64, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_43[] : memref<f32>
      }
      %thread_id_x_257 = gpu.thread_id  x
      %266 = arith.index_cast %thread_id_x_257 : index to i64
      %c16_i64_258 = arith.constant 16 : i64
      %267 = arith.remsi %266, %c16_i64_258 : i64
      %268 = arith.addi %37, %267 : i64
      %cst_259 = arith.constant 0.000000e+00 : f32
      memref.store %cst_259, %alloca_44[] : memref<f32>
      %c0_i64_260 = arith.constant 0 : i64
      %269 = arith.cmpi sge, %268, %c0_i64_260 : i64
      %c16_i64_261 = arith.constant 16 : i64
      %270 = arith.cmpi slt, %268, %c16_i64_261 : i64
      %271 = arith.andi %269, %270 : i1
      scf.if %271 {
        %c11_i64 = arith.constant 11 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %268, %c32_i64_966 : i64
        %1310 = arith.addi %c11_i64, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_44[] : memref<f32>
      }
      %thread_id_x_262 = gpu.thread_id  x
      %272 = arith.index_cast %thread_id_x_262 : index to i64
      %c16_i64_263 = arith.constant 16 : i64
      %273 = arith.remsi %272, %c16_i64_263 : i64
      %274 = arith.addi %37, %273 : i64
      %cst_264 = arith.constant 0.000000e+00 : f32
      memref.store %cst_264, %alloca_45[] : memref<f32>
      %c0_i64_265 = arith.constant 0 : i64
      %275 = arith.cmpi sge, %274, %c0_i64_265 : i64
      %c16_i64_266 = arith.constant 16 : i64
      %276 = arith.cmpi slt, %274, %c16_i64_266 : i64
      %277 = arith.andi %275, %276 : i1
      scf.if %277 {
        %c12_i64_966 = arith.constant 12 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %274, %c32_i64_967 : i64
        %1310 = arith.addi %c12_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_45[] : memref<f32>
      }
      %thread_id_x_267 = gpu.thread_id  x
      %278 = arith.index_cast %thread_id_x_267 : index to i64
      %c16_i64_268 = arith.constant 16 : i64
      %279 = arith.remsi %278, %c16_i64_268 : i64
      %cst_269 = arith.constant 0.000000e+00 : f32
      memref.store %cst_269, %alloca_46[] : memref<f32>
      %c0_i64_270 = arith.constant 0 : i64
      %280 = arith.cmpi sge, %39, %c0_i64_270 : i64
      %c32_i64_271 = arith.constant 32 : i64
      %281 = arith.cmpi slt, %39, %c32_i64_271 : i64
      %282 = arith.andi %280, %281 : i1
      scf.if %282 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %279, %c32_i64_966 : i64
        %1310 = arith.addi %39, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_46[] : memref<f32>
      }
      %thread_id_x_272 = gpu.thread_id  x
      %283 = arith.index_cast %thread_id_x_272 : index to i64
      %c16_i64_273 = arith.constant 16 : i64
      %284 = arith.remsi %283, %c16_i64_273 : i64
      %c1_i64_274 = arith.constant 1 : i64
      %285 = arith.addi %39, %c1_i64_274 : i64
      %cst_275 = arith.constant 0.000000e+00 : f32
      memref.store %cst_275, %alloca_47[] : memref<f32>
      %c0_i64_276 = arith.constant 0 : i64
      %286 = arith.cmpi sge, %285, %c0_i64_276 : i64
      %c32_i64_277 = arith.constant 32 : i64
      %287 = arith.cmpi slt, %285, %c32_i64_277 : i64
      %288 = arith.andi %286, %287 : i1
      scf.if %288 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %284, %c32_i64_966 : i64
        %1310 = arith.addi %285, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_47[] : memref<f32>
      }
      %thread_id_x_278 = gpu.thread_id  x
      %289 = arith.index_cast %thread_id_x_278 : index to i64
      %c16_i64_279 = arith.constant 16 : i64
      %290 = arith.remsi %289, %c16_i64_279 : i64
      %c2_i64_280 = arith.constant 2 : i64
      %291 = arith.addi %39, %c2_i64_280 : i64
      %cst_281 = arith.constant 0.000000e+00 : f32
      memref.store %cst_281, %alloca_48[] : memref<f32>
      %c0_i64_282 = arith.constant 0 : i64
      %292 = arith.cmpi sge, %291, %c0_i64_282 : i64
      %c32_i64_283 = arith.constant 32 : i64
      %293 = arith.cmpi slt, %291, %c32_i64_283 : i64
      %294 = arith.andi %292, %293 : i1
      scf.if %294 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %290, %c32_i64_966 : i64
        %1310 = arith.addi %291, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_48[] : memref<f32>
      }
      %thread_id_x_284 = gpu.thread_id  x
      %295 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %296 = arith.remsi %295, %c16_i64_285 : i64
      %c3_i64_286 = arith.constant 3 : i64
      %297 = arith.addi %39, %c3_i64_286 : i64
      %cst_287 = arith.constant 0.000000e+00 : f32
      memref.store %cst_287, %alloca_49[] : memref<f32>
      %c0_i64_288 = arith.constant 0 : i64
      %298 = arith.cmpi sge, %297, %c0_i64_288 : i64
      %c32_i64_289 = arith.constant 32 : i64
      %299 = arith.cmpi slt, %297, %c32_i64_289 : i64
      %300 = arith.andi %298, %299 : i1
      scf.if %300 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %296, %c32_i64_966 : i64
        %1310 = arith.addi %297, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_49[] : memref<f32>
      }
      %thread_id_x_290 = gpu.thread_id  x
      %301 = arith.index_cast %thread_id_x_290 : index to i64
      %c16_i64_291 = arith.constant 16 : i64
      %302 = arith.remsi %301, %c16_i64_291 : i64
      %c4_i64_292 = arith.constant 4 : i64
      %303 = arith.addi %39, %c4_i64_292 : i64
      %cst_293 = arith.constant 0.000000e+00 : f32
      memref.store %cst_293, %alloca_50[] : memref<f32>
      %c0_i64_294 = arith.constant 0 : i64
      %304 = arith.cmpi sge, %303, %c0_i64_294 : i64
      %c32_i64_295 = arith.constant 32 : i64
      %305 = arith.cmpi slt, %303, %c32_i64_295 : i64
      %306 = arith.andi %304, %305 : i1
      scf.if %306 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %302, %c32_i64_966 : i64
        %1310 = arith.addi %303, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_50[] : memref<f32>
      }
      %thread_id_x_296 = gpu.thread_id  x
      %307 = arith.index_cast %thread_id_x_296 : index to i64
      %c16_i64_297 = arith.constant 16 : i64
      %308 = arith.remsi %307, %c16_i64_297 : i64
      %c5_i64_298 = arith.constant 5 : i64
      %309 = arith.addi %39, %c5_i64_298 : i64
      %cst_299 = arith.constant 0.000000e+00 : f32
      memref.store %cst_299, %alloca_51[] : memref<f32>
      %c0_i64_300 = arith.constant 0 : i64
      %310 = arith.cmpi sge, %309, %c0_i64_300 : i64
      %c32_i64_301 = arith.constant 32 : i64
      %311 = arith.cmpi slt, %309, %c32_i64_301 : i64
      %312 = arith.andi %310, %311 : i1
      scf.if %312 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %308, %c32_i64_966 : i64
        %1310 = arith.addi %309, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_51[] : memref<f32>
      }
      %thread_id_x_302 = gpu.thread_id  x
      %313 = arith.index_cast %thread_id_x_302 : index to i64
      %c16_i64_303 = arith.constant 16 : i64
      %314 = arith.remsi %313, %c16_i64_303 : i64
      %c6_i64_304 = arith.constant 6 : i64
      %315 = arith.addi %39, %c6_i64_304 : i64
      %cst_305 = arith.constant 0.000000e+00 : f32
      memref.store %cst_305, %alloca_52[] : memref<f32>
      %c0_i64_306 = arith.constant 0 : i64
      %316 = arith.cmpi sge, %315, %c0_i64_306 : i64
      %c32_i64_307 = arith.constant 32 : i64
      %317 = arith.cmpi slt, %315, %c32_i64_307 : i64
      %318 = arith.andi %316, %317 : i1
      scf.if %318 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %314, %c32_i64_966 : i64
        %1310 = arith.addi %315, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_52[] : memref<f32>
      }
      %thread_id_x_308 = gpu.thread_id  x
      %319 = arith.index_cast %thread_id_x_308 : index to i64
      %c16_i64_309 = arith.constant 16 : i64
      %320 = arith.remsi %319, %c16_i64_309 : i64
      %c7_i64_310 = arith.constant 7 : i64
      %321 = arith.addi %39, %c7_i64_310 : i64
      %cst_311 = arith.constant 0.000000e+00 : f32
      memref.store %cst_311, %alloca_53[] : memref<f32>
      %c0_i64_312 = arith.constant 0 : i64
      %322 = arith.cmpi sge, %321, %c0_i64_312 : i64
      %c32_i64_313 = arith.constant 32 : i64
      %323 = arith.cmpi slt, %321, %c32_i64_313 : i64
      %324 = arith.andi %322, %323 : i1
      scf.if %324 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %320, %c32_i64_966 : i64
        %1310 = arith.addi %321, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_53[] : memref<f32>
      }
      %thread_id_x_314 = gpu.thread_id  x
      %325 = arith.index_cast %thread_id_x_314 : index to i64
      %c16_i64_315 = arith.constant 16 : i64
      %326 = arith.remsi %325, %c16_i64_315 : i64
      %327 = arith.addi %37, %326 : i64
      %cst_316 = arith.constant 0.000000e+00 : f32
      memref.store %cst_316, %alloca_54[] : memref<f32>
      %c0_i64_317 = arith.constant 0 : i64
      %328 = arith.cmpi sge, %327, %c0_i64_317 : i64
      %c16_i64_318 = arith.constant 16 : i64
      %329 = arith.cmpi slt, %327, %c16_i64_318 : i64
      %330 = arith.andi %328, %329 : i1
      %c0_i64_319 = arith.constant 0 : i64
      %331 = arith.cmpi sge, %39, %c0_i64_319 : i64
      %c32_i64_320 = arith.constant 32 : i64
      %332 = arith.cmpi slt, %39, %c32_i64_320 : i64
      %333 = arith.andi %331, %332 : i1
      %334 = arith.andi %330, %333 : i1
      scf.if %334 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %327, %c32_i64_966 : i64
        %1310 = arith.addi %39, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_54[] : memref<f32>
      }
      %thread_id_x_321 = gpu.thread_id  x
      %335 = arith.index_cast %thread_id_x_321 : index to i64
      %c16_i64_322 = arith.constant 16 : i64
      %336 = arith.remsi %335, %c16_i64_322 : i64
      %c1_i64_323 = arith.constant 1 : i64
      %337 = arith.addi %39, %c1_i64_323 : i64
      %338 = arith.addi %37, %336 : i64
      %cst_324 = arith.constant 0.000000e+00 : f32
      memref.store %cst_324, %alloca_55[] : memref<f32>
      %c0_i64_325 = arith.constant 0 : i64
      %339 = arith.cmpi sge, %338, %c0_i64_325 : i64
      %c16_i64_326 = arith.constant 16 : i64
      %340 = arith.cmpi slt, %338, %c16_i64_326 : i64
      %341 = arith.andi %339, %340 : i1
      %c0_i64_327 = arith.constant 0 : i64
      %342 = arith.cmpi sge, %337, %c0_i64_327 : i64
      %c32_i64_328 = arith.constant 32 : i64
      %343 = arith.cmpi slt, %337, %c32_i64_328 : i64
      %344 = arith.andi %342, %343 : i1
      %345 = arith.andi %341, %344 : i1
      scf.if %345 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %338, %c32_i64_966 : i64
        %1310 = arith.addi %337, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_55[] : memref<f32>
      }
      %thread_id_x_329 = gpu.thread_id  x
      %346 = arith.index_cast %thread_id_x_329 : index to i64
      %c16_i64_330 = arith.constant 16 : i64
      %347 = arith.remsi %346, %c16_i64_330 : i64
      %c2_i64_331 = arith.constant 2 : i64
      %348 = arith.addi %39, %c2_i64_331 : i64
      %349 = arith.addi %37, %347 : i64
      %cst_332 = arith.constant 0.000000e+00 : f32
      memref.store %cst_332, %alloca_56[] : memref<f32>
      %c0_i64_333 = arith.constant 0 : i64
      %350 = arith.cmpi sge, %349, %c0_i64_333 : i64
      %c16_i64_334 = arith.constant 16 : i64
      %351 = arith.cmpi slt, %349, %c16_i64_334 : i64
      %352 = arith.andi %350, %351 : i1
      %c0_i64_335 = arith.constant 0 : i64
      %353 = arith.cmpi sge, %348, %c0_i64_335 : i64
      %c32_i64_336 = arith.constant 32 : i64
      %354 = arith.cmpi slt, %348, %c32_i64_336 : i64
      %355 = arith.andi %353, %354 : i1
      %356 = arith.andi %352, %355 : i1
      scf.if %356 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %349, %c32_i64_966 : i64
        %1310 = arith.addi %348, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_56[] : memref<f32>
      }
      %thread_id_x_337 = gpu.thread_id  x
      %357 = arith.index_cast %thread_id_x_337 : index to i64
      %c16_i64_338 = arith.constant 16 : i64
      %358 = arith.remsi %357, %c16_i64_338 : i64
      %c3_i64_339 = arith.constant 3 : i64
      %359 = arith.addi %39, %c3_i64_339 : i64
      %360 = arith.addi %37, %358 : i64
      %cst_340 = arith.constant 0.000000e+00 : f32
      memref.store %cst_340, %alloca_57[] : memref<f32>
      %c0_i64_341 = arith.constant 0 : i64
      %361 = arith.cmpi sge, %360, %c0_i64_341 : i64
      %c16_i64_342 = arith.constant 16 : i64
      %362 = arith.cmpi slt, %360, %c16_i64_342 : i64
      %363 = arith.andi %361, %362 : i1
      %c0_i64_343 = arith.constant 0 : i64
      %364 = arith.cmpi sge, %359, %c0_i64_343 : i64
      %c32_i64_344 = arith.constant 32 : i64
      %365 = arith.cmpi slt, %359, %c32_i64_344 : i64
      %366 = arith.andi %364, %365 : i1
      %367 = arith.andi %363, %366 : i1
      scf.if %367 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %360, %c32_i64_966 : i64
        %1310 = arith.addi %359, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_57[] : memref<f32>
      }
      %thread_id_x_345 = gpu.thread_id  x
      %368 = arith.index_cast %thread_id_x_345 : index to i64
      %c16_i64_346 = arith.constant 16 : i64
      %369 = arith.remsi %368, %c16_i64_346 : i64
      %c4_i64_347 = arith.constant 4 : i64
      %370 = arith.addi %39, %c4_i64_347 : i64
      %371 = arith.addi %37, %369 : i64
      %cst_348 = arith.constant 0.000000e+00 : f32
      memref.store %cst_348, %alloca_58[] : memref<f32>
      %c0_i64_349 = arith.constant 0 : i64
      %372 = arith.cmpi sge, %371, %c0_i64_349 : i64
      %c16_i64_350 = arith.constant 16 : i64
      %373 = arith.cmpi slt, %371, %c16_i64_350 : i64
      %374 = arith.andi %372, %373 : i1
      %c0_i64_351 = arith.constant 0 : i64
      %375 = arith.cmpi sge, %370, %c0_i64_351 : i64
      %c32_i64_352 = arith.constant 32 : i64
      %376 = arith.cmpi slt, %370, %c32_i64_352 : i64
      %377 = arith.andi %375, %376 : i1
      %378 = arith.andi %374, %377 : i1
      scf.if %378 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %371, %c32_i64_966 : i64
        %1310 = arith.addi %370, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_58[] : memref<f32>
      }
      %thread_id_x_353 = gpu.thread_id  x
      %379 = arith.index_cast %thread_id_x_353 : index to i64
      %c16_i64_354 = arith.constant 16 : i64
      %380 = arith.remsi %379, %c16_i64_354 : i64
      %c5_i64_355 = arith.constant 5 : i64
      %381 = arith.addi %39, %c5_i64_355 : i64
      %382 = arith.addi %37, %380 : i64
      %cst_356 = arith.constant 0.000000e+00 : f32
      memref.store %cst_356, %alloca_59[] : memref<f32>
      %c0_i64_357 = arith.constant 0 : i64
      %383 = arith.cmpi sge, %382, %c0_i64_357 : i64
      %c16_i64_358 = arith.constant 16 : i64
      %384 = arith.cmpi slt, %382, %c16_i64_358 : i64
      %385 = arith.andi %383, %384 : i1
      %c0_i64_359 = arith.constant 0 : i64
      %386 = arith.cmpi sge, %381, %c0_i64_359 : i64
      %c32_i64_360 = arith.constant 32 : i64
      %387 = arith.cmpi slt, %381, %c32_i64_360 : i64
      %388 = arith.andi %386, %387 : i1
      %389 = arith.andi %385, %388 : i1
      scf.if %389 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %382, %c32_i64_966 : i64
        %1310 = arith.addi %381, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_59[] : memref<f32>
      }
      %thread_id_x_361 = gpu.thread_id  x
      %390 = arith.index_cast %thread_id_x_361 : index to i64
      %c16_i64_362 = arith.constant 16 : i64
      %391 = arith.remsi %390, %c16_i64_362 : i64
      %c6_i64_363 = arith.constant 6 : i64
      %392 = arith.addi %39, %c6_i64_363 : i64
      %393 = arith.addi %37, %391 : i64
      %cst_364 = arith.constant 0.000000e+00 : f32
      memref.store %cst_364, %alloca_60[] : memref<f32>
      %c0_i64_365 = arith.constant 0 : i64
      %394 = arith.cmpi sge, %393, %c0_i64_365 : i64
      %c16_i64_366 = arith.constant 16 : i64
      %395 = arith.cmpi slt, %393, %c16_i64_366 : i64
      %396 = arith.andi %394, %395 : i1
      %c0_i64_367 = arith.constant 0 : i64
      %397 = arith.cmpi sge, %392, %c0_i64_367 : i64
      %c32_i64_368 = arith.constant 32 : i64
      %398 = arith.cmpi slt, %392, %c32_i64_368 : i64
      %399 = arith.andi %397, %398 : i1
      %400 = arith.andi %396, %399 : i1
      scf.if %400 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %393, %c32_i64_966 : i64
        %1310 = arith.addi %392, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_60[] : memref<f32>
      }
      %thread_id_x_369 = gpu.thread_id  x
      %401 = arith.index_cast %thread_id_x_369 : index to i64
      %c16_i64_370 = arith.constant 16 : i64
      %402 = arith.remsi %401, %c16_i64_370 : i64
      %c7_i64_371 = arith.constant 7 : i64
      %403 = arith.addi %39, %c7_i64_371 : i64
      %404 = arith.addi %37, %402 : i64
      %cst_372 = arith.constant 0.000000e+00 : f32
      memref.store %cst_372, %alloca_61[] : memref<f32>
      %c0_i64_373 = arith.constant 0 : i64
      %405 = arith.cmpi sge, %404, %c0_i64_373 : i64
      %c16_i64_374 = arith.constant 16 : i64
      %406 = arith.cmpi slt, %404, %c16_i64_374 : i64
      %407 = arith.andi %405, %406 : i1
      %c0_i64_375 = arith.constant 0 : i64
      %408 = arith.cmpi sge, %403, %c0_i64_375 : i64
      %c32_i64_376 = arith.constant 32 : i64
      %409 = arith.cmpi slt, %403, %c32_i64_376 : i64
      %410 = arith.andi %408, %409 : i1
      %411 = arith.andi %407, %410 : i1
      scf.if %411 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %404, %c32_i64_966 : i64
        %1310 = arith.addi %403, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_61[] : memref<f32>
      }
      %thread_id_x_377 = gpu.thread_id  x
      %412 = arith.index_cast %thread_id_x_377 : index to i64
      %c16_i64_378 = arith.constant 16 : i64
      %413 = arith.remsi %412, %c16_i64_378 : i64
      %414 = arith.addi %35, %413 : i64
      %cst_379 = arith.constant 0.000000e+00 : f32
      memref.store %cst_379, %alloca_62[] : memref<f32>
      %c0_i64_380 = arith.constant 0 : i64
      %415 = arith.cmpi sge, %414, %c0_i64_380 : i64
      %c32_i64_381 = arith.constant 32 : i64
      %416 = arith.cmpi slt, %414, %c32_i64_381 : i64
      %417 = arith.andi %415, %416 : i1
      %c0_i64_382 = arith.constant 0 : i64
      %418 = arith.cmpi sge, %37, %c0_i64_382 : i64
      %c16_i64_383 = arith.constant 16 : i64
      %419 = arith.cmpi slt, %37, %c16_i64_383 : i64
      %420 = arith.andi %418, %419 : i1
      %421 = arith.andi %417, %420 : i1
      scf.if %421 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %37, %c32_i64_966 : i64
        %1310 = arith.addi %414, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_62[] : memref<f32>
      }
      %thread_id_x_384 = gpu.thread_id  x
      %422 = arith.index_cast %thread_id_x_384 : index to i64
      %c16_i64_385 = arith.constant 16 : i64
      %423 = arith.remsi %422, %c16_i64_385 : i64
      %424 = arith.addi %35, %423 : i64
      %c1_i64_386 = arith.constant 1 : i64
      %425 = arith.addi %37, %c1_i64_386 : i64
      %cst_387 = arith.constant 0.000000e+00 : f32
      memref.store %cst_387, %alloca_63[] : memref<f32>
      %c0_i64_388 = arith.constant 0 : i64
      %426 = arith.cmpi sge, %424, %c0_i64_388 : i64
      %c32_i64_389 = arith.constant 32 : i64
      %427 = arith.cmpi slt, %424, %c32_i64_389 : i64
      %428 = arith.andi %426, %427 : i1
      %c0_i64_390 = arith.constant 0 : i64
      %429 = arith.cmpi sge, %425, %c0_i64_390 : i64
      %c16_i64_391 = arith.constant 16 : i64
      %430 = arith.cmpi slt, %425, %c16_i64_391 : i64
      %431 = arith.andi %429, %430 : i1
      %432 = arith.andi %428, %431 : i1
      scf.if %432 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %425, %c32_i64_966 : i64
        %1310 = arith.addi %424, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_63[] : memref<f32>
      }
      %thread_id_x_392 = gpu.thread_id  x
      %433 = arith.index_cast %thread_id_x_392 : index to i64
      %c16_i64_393 = arith.constant 16 : i64
      %434 = arith.remsi %433, %c16_i64_393 : i64
      %435 = arith.addi %35, %434 : i64
      %c2_i64_394 = arith.constant 2 : i64
      %436 = arith.addi %37, %c2_i64_394 : i64
      %cst_395 = arith.constant 0.000000e+00 : f32
      memref.store %cst_395, %alloca_64[] : memref<f32>
      %c0_i64_396 = arith.constant 0 : i64
      %437 = arith.cmpi sge, %435, %c0_i64_396 : i64
      %c32_i64_397 = arith.constant 32 : i64
      %438 = arith.cmpi slt, %435, %c32_i64_397 : i64
      %439 = arith.andi %437, %438 : i1
      %c0_i64_398 = arith.constant 0 : i64
      %440 = arith.cmpi sge, %436, %c0_i64_398 : i64
      %c16_i64_399 = arith.constant 16 : i64
      %441 = arith.cmpi slt, %436, %c16_i64_399 : i64
      %442 = arith.andi %440, %441 : i1
      %443 = arith.andi %439, %442 : i1
      scf.if %443 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %436, %c32_i64_966 : i64
        %1310 = arith.addi %435, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_64[] : memref<f32>
      }
      %thread_id_x_400 = gpu.thread_id  x
      %444 = arith.index_cast %thread_id_x_400 : index to i64
      %c16_i64_401 = arith.constant 16 : i64
      %445 = arith.remsi %444, %c16_i64_401 : i64
      %446 = arith.addi %35, %445 : i64
      %c3_i64_402 = arith.constant 3 : i64
      %447 = arith.addi %37, %c3_i64_402 : i64
      %cst_403 = arith.constant 0.000000e+00 : f32
      memref.store %cst_403, %alloca_65[] : memref<f32>
      %c0_i64_404 = arith.constant 0 : i64
      %448 = arith.cmpi sge, %446, %c0_i64_404 : i64
      %c32_i64_405 = arith.constant 32 : i64
      %449 = arith.cmpi slt, %446, %c32_i64_405 : i64
      %450 = arith.andi %448, %449 : i1
      %c0_i64_406 = arith.constant 0 : i64
      %451 = arith.cmpi sge, %447, %c0_i64_406 : i64
      %c16_i64_407 = arith.constant 16 : i64
      %452 = arith.cmpi slt, %447, %c16_i64_407 : i64
      %453 = arith.andi %451, %452 : i1
      %454 = arith.andi %450, %453 : i1
      scf.if %454 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %447, %c32_i64_966 : i64
        %1310 = arith.addi %446, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_65[] : memref<f32>
      }
      %thread_id_x_408 = gpu.thread_id  x
      %455 = arith.index_cast %thread_id_x_408 : index to i64
      %c16_i64_409 = arith.constant 16 : i64
      %456 = arith.remsi %455, %c16_i64_409 : i64
      %457 = arith.addi %35, %456 : i64
      %c4_i64_410 = arith.constant 4 : i64
      %458 = arith.addi %37, %c4_i64_410 : i64
      %cst_411 = arith.constant 0.000000e+00 : f32
      memref.store %cst_411, %alloca_66[] : memref<f32>
      %c0_i64_412 = arith.constant 0 : i64
      %459 = arith.cmpi sge, %457, %c0_i64_412 : i64
      %c32_i64_413 = arith.constant 32 : i64
      %460 = arith.cmpi slt, %457, %c32_i64_413 : i64
      %461 = arith.andi %459, %460 : i1
      %c0_i64_414 = arith.constant 0 : i64
      %462 = arith.cmpi sge, %458, %c0_i64_414 : i64
      %c16_i64_415 = arith.constant 16 : i64
      %463 = arith.cmpi slt, %458, %c16_i64_415 : i64
      %464 = arith.andi %462, %463 : i1
      %465 = arith.andi %461, %464 : i1
      scf.if %465 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %458, %c32_i64_966 : i64
        %1310 = arith.addi %457, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_66[] : memref<f32>
      }
      %thread_id_x_416 = gpu.thread_id  x
      %466 = arith.index_cast %thread_id_x_416 : index to i64
      %c16_i64_417 = arith.constant 16 : i64
      %467 = arith.remsi %466, %c16_i64_417 : i64
      %468 = arith.addi %35, %467 : i64
      %c5_i64_418 = arith.constant 5 : i64
      %469 = arith.addi %37, %c5_i64_418 : i64
      %cst_419 = arith.constant 0.000000e+00 : f32
      memref.store %cst_419, %alloca_67[] : memref<f32>
      %c0_i64_420 = arith.constant 0 : i64
      %470 = arith.cmpi sge, %468, %c0_i64_420 : i64
      %c32_i64_421 = arith.constant 32 : i64
      %471 = arith.cmpi slt, %468, %c32_i64_421 : i64
      %472 = arith.andi %470, %471 : i1
      %c0_i64_422 = arith.constant 0 : i64
      %473 = arith.cmpi sge, %469, %c0_i64_422 : i64
      %c16_i64_423 = arith.constant 16 : i64
      %474 = arith.cmpi slt, %469, %c16_i64_423 : i64
      %475 = arith.andi %473, %474 : i1
      %476 = arith.andi %472, %475 : i1
      scf.if %476 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %469, %c32_i64_966 : i64
        %1310 = arith.addi %468, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_67[] : memref<f32>
      }
      %thread_id_x_424 = gpu.thread_id  x
      %477 = arith.index_cast %thread_id_x_424 : index to i64
      %c16_i64_425 = arith.constant 16 : i64
      %478 = arith.remsi %477, %c16_i64_425 : i64
      %479 = arith.addi %35, %478 : i64
      %c6_i64_426 = arith.constant 6 : i64
      %480 = arith.addi %37, %c6_i64_426 : i64
      %cst_427 = arith.constant 0.000000e+00 : f32
      memref.store %cst_427, %alloca_68[] : memref<f32>
      %c0_i64_428 = arith.constant 0 : i64
      %481 = arith.cmpi sge, %479, %c0_i64_428 : i64
      %c32_i64_429 = arith.constant 32 : i64
      %482 = arith.cmpi slt, %479, %c32_i64_429 : i64
      %483 = arith.andi %481, %482 : i1
      %c0_i64_430 = arith.constant 0 : i64
      %484 = arith.cmpi sge, %480, %c0_i64_430 : i64
      %c16_i64_431 = arith.constant 16 : i64
      %485 = arith.cmpi slt, %480, %c16_i64_431 : i64
      %486 = arith.andi %484, %485 : i1
      %487 = arith.andi %483, %486 : i1
      scf.if %487 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %480, %c32_i64_966 : i64
        %1310 = arith.addi %479, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_68[] : memref<f32>
      }
      %thread_id_x_432 = gpu.thread_id  x
      %488 = arith.index_cast %thread_id_x_432 : index to i64
      %c16_i64_433 = arith.constant 16 : i64
      %489 = arith.remsi %488, %c16_i64_433 : i64
      %490 = arith.addi %35, %489 : i64
      %c7_i64_434 = arith.constant 7 : i64
      %491 = arith.addi %37, %c7_i64_434 : i64
      %cst_435 = arith.constant 0.000000e+00 : f32
      memref.store %cst_435, %alloca_69[] : memref<f32>
      %c0_i64_436 = arith.constant 0 : i64
      %492 = arith.cmpi sge, %490, %c0_i64_436 : i64
      %c32_i64_437 = arith.constant 32 : i64
      %493 = arith.cmpi slt, %490, %c32_i64_437 : i64
      %494 = arith.andi %492, %493 : i1
      %c0_i64_438 = arith.constant 0 : i64
      %495 = arith.cmpi sge, %491, %c0_i64_438 : i64
      %c16_i64_439 = arith.constant 16 : i64
      %496 = arith.cmpi slt, %491, %c16_i64_439 : i64
      %497 = arith.andi %495, %496 : i1
      %498 = arith.andi %494, %497 : i1
      scf.if %498 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %491, %c32_i64_966 : i64
        %1310 = arith.addi %490, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_69[] : memref<f32>
      }
      %c896_i64 = arith.constant 896 : i64
      %499 = arith.muli %12, %c896_i64 : i64
      %500 = llvm.getelementptr %4[%499] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %c896_i64_440 = arith.constant 896 : i64
      %501 = arith.muli %12, %c896_i64_440 : i64
      %502 = arith.addi %c128_i64, %501 : i64
      %503 = llvm.getelementptr %4[%502] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %c896_i64_441 = arith.constant 896 : i64
      %504 = arith.muli %12, %c896_i64_441 : i64
      %505 = arith.addi %c256_i64, %504 : i64
      %506 = llvm.getelementptr %4[%505] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64 = arith.constant 384 : i64
      %c896_i64_442 = arith.constant 896 : i64
      %507 = arith.muli %12, %c896_i64_442 : i64
      %508 = arith.addi %c384_i64, %507 : i64
      %509 = llvm.getelementptr %4[%508] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_443 = arith.constant 512 : i64
      %c896_i64_444 = arith.constant 896 : i64
      %510 = arith.muli %12, %c896_i64_444 : i64
      %511 = arith.addi %c512_i64_443, %510 : i64
      %512 = llvm.getelementptr %4[%511] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c640_i64 = arith.constant 640 : i64
      %c896_i64_445 = arith.constant 896 : i64
      %513 = arith.muli %12, %c896_i64_445 : i64
      %514 = arith.addi %c640_i64, %513 : i64
      %515 = llvm.getelementptr %4[%514] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c768_i64 = arith.constant 768 : i64
      %c896_i64_446 = arith.constant 896 : i64
      %516 = arith.muli %12, %c896_i64_446 : i64
      %517 = arith.addi %c768_i64, %516 : i64
      %518 = llvm.getelementptr %4[%517] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_447 = gpu.thread_id  x
      %519 = arith.index_cast %thread_id_x_447 : index to i64
      %c16_i64_448 = arith.constant 16 : i64
      %520 = arith.remsi %519, %c16_i64_448 : i64
      %521 = memref.load %alloca[] : memref<f32>
      %522 = llvm.getelementptr %500[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %521, %522 : f32, !llvm.ptr<1>
      %thread_id_x_449 = gpu.thread_id  x
      %523 = arith.index_cast %thread_id_x_449 : index to i64
      %c16_i64_450 = arith.constant 16 : i64
      %524 = arith.remsi %523, %c16_i64_450 : i64
      %525 = memref.load %alloca_15[] : memref<f32>
      %c16_i64_451 = arith.constant 16 : i64
      %526 = arith.addi %524, %c16_i64_451 : i64
      %527 = llvm.getelementptr %500[%526] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %525, %527 : f32, !llvm.ptr<1>
      %thread_id_x_452 = gpu.thread_id  x
      %528 = arith.index_cast %thread_id_x_452 : index to i64
      %c16_i64_453 = arith.constant 16 : i64
      %529 = arith.remsi %528, %c16_i64_453 : i64
      %530 = memref.load %alloca_16[] : memref<f32>
      %c32_i64_454 = arith.constant 32 : i64
      %531 = arith.addi %529, %c32_i64_454 : i64
      %532 = llvm.getelementptr %500[%531] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %530, %532 : f32, !llvm.ptr<1>
      %thread_id_x_455 = gpu.thread_id  x
      %533 = arith.index_cast %thread_id_x_455 : index to i64
      %c16_i64_456 = arith.constant 16 : i64
      %534 = arith.remsi %533, %c16_i64_456 : i64
      %535 = memref.load %alloca_17[] : memref<f32>
      %c48_i64 = arith.constant 48 : i64
      %536 = arith.addi %534, %c48_i64 : i64
      %537 = llvm.getelementptr %500[%536] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %535, %537 : f32, !llvm.ptr<1>
      %thread_id_x_457 = gpu.thread_id  x
      %538 = arith.index_cast %thread_id_x_457 : index to i64
      %c16_i64_458 = arith.constant 16 : i64
      %539 = arith.remsi %538, %c16_i64_458 : i64
      %540 = memref.load %alloca_18[] : memref<f32>
      %c64_i64 = arith.constant 64 : i64
      %541 = arith.addi %539, %c64_i64 : i64
      %542 = llvm.getelementptr %500[%541] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %540, %542 : f32, !llvm.ptr<1>
      %thread_id_x_459 = gpu.thread_id  x
      %543 = arith.index_cast %thread_id_x_459 : index to i64
      %c16_i64_460 = arith.constant 16 : i64
      %544 = arith.remsi %543, %c16_i64_460 : i64
      %545 = memref.load %alloca_19[] : memref<f32>
      %c80_i64 = arith.constant 80 : i64
      %546 = arith.addi %544, %c80_i64 : i64
      %547 = llvm.getelementptr %500[%546] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %545, %547 : f32, !llvm.ptr<1>
      %thread_id_x_461 = gpu.thread_id  x
      %548 = arith.index_cast %thread_id_x_461 : index to i64
      %c16_i64_462 = arith.constant 16 : i64
      %549 = arith.remsi %548, %c16_i64_462 : i64
      %550 = memref.load %alloca_20[] : memref<f32>
      %c96_i64 = arith.constant 96 : i64
      %551 = arith.addi %549, %c96_i64 : i64
      %552 = llvm.getelementptr %500[%551] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %550, %552 : f32, !llvm.ptr<1>
      %thread_id_x_463 = gpu.thread_id  x
      %553 = arith.index_cast %thread_id_x_463 : index to i64
      %c16_i64_464 = arith.constant 16 : i64
      %554 = arith.remsi %553, %c16_i64_464 : i64
      %555 = memref.load %alloca_21[] : memref<f32>
      %c112_i64 = arith.constant 112 : i64
      %556 = arith.addi %554, %c112_i64 : i64
      %557 = llvm.getelementptr %500[%556] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %555, %557 : f32, !llvm.ptr<1>
      %thread_id_x_465 = gpu.thread_id  x
      %558 = arith.index_cast %thread_id_x_465 : index to i64
      %c16_i64_466 = arith.constant 16 : i64
      %559 = arith.remsi %558, %c16_i64_466 : i64
      %560 = memref.load %alloca_22[] : memref<f32>
      %561 = llvm.getelementptr %503[%559] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %560, %561 : f32, !llvm.ptr<1>
      %thread_id_x_467 = gpu.thread_id  x
      %562 = arith.index_cast %thread_id_x_467 : index to i64
      %c16_i64_468 = arith.constant 16 : i64
      %563 = arith.remsi %562, %c16_i64_468 : i64
      %564 = memref.load %alloca_23[] : memref<f32>
      %c16_i64_469 = arith.constant 16 : i64
      %565 = arith.addi %563, %c16_i64_469 : i64
      %566 = llvm.getelementptr %503[%565] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %564, %566 : f32, !llvm.ptr<1>
      %thread_id_x_470 = gpu.thread_id  x
      %567 = arith.index_cast %thread_id_x_470 : index to i64
      %c16_i64_471 = arith.constant 16 : i64
      %568 = arith.remsi %567, %c16_i64_471 : i64
      %569 = memref.load %alloca_24[] : memref<f32>
      %c32_i64_472 = arith.constant 32 : i64
      %570 = arith.addi %568, %c32_i64_472 : i64
      %571 = llvm.getelementptr %503[%570] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %569, %571 : f32, !llvm.ptr<1>
      %thread_id_x_473 = gpu.thread_id  x
      %572 = arith.index_cast %thread_id_x_473 : index to i64
      %c16_i64_474 = arith.constant 16 : i64
      %573 = arith.remsi %572, %c16_i64_474 : i64
      %574 = memref.load %alloca_25[] : memref<f32>
      %c48_i64_475 = arith.constant 48 : i64
      %575 = arith.addi %573, %c48_i64_475 : i64
      %576 = llvm.getelementptr %503[%575] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %574, %576 : f32, !llvm.ptr<1>
      %thread_id_x_476 = gpu.thread_id  x
      %577 = arith.index_cast %thread_id_x_476 : index to i64
      %c16_i64_477 = arith.constant 16 : i64
      %578 = arith.remsi %577, %c16_i64_477 : i64
      %579 = memref.load %alloca_26[] : memref<f32>
      %c64_i64_478 = arith.constant 64 : i64
      %580 = arith.addi %578, %c64_i64_478 : i64
      %581 = llvm.getelementptr %503[%580] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %579, %581 : f32, !llvm.ptr<1>
      %thread_id_x_479 = gpu.thread_id  x
      %582 = arith.index_cast %thread_id_x_479 : index to i64
      %c16_i64_480 = arith.constant 16 : i64
      %583 = arith.remsi %582, %c16_i64_480 : i64
      %584 = memref.load %alloca_27[] : memref<f32>
      %c80_i64_481 = arith.constant 80 : i64
      %585 = arith.addi %583, %c80_i64_481 : i64
      %586 = llvm.getelementptr %503[%585] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %584, %586 : f32, !llvm.ptr<1>
      %thread_id_x_482 = gpu.thread_id  x
      %587 = arith.index_cast %thread_id_x_482 : index to i64
      %c16_i64_483 = arith.constant 16 : i64
      %588 = arith.remsi %587, %c16_i64_483 : i64
      %589 = memref.load %alloca_28[] : memref<f32>
      %c96_i64_484 = arith.constant 96 : i64
      %590 = arith.addi %588, %c96_i64_484 : i64
      %591 = llvm.getelementptr %503[%590] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %589, %591 : f32, !llvm.ptr<1>
      %thread_id_x_485 = gpu.thread_id  x
      %592 = arith.index_cast %thread_id_x_485 : index to i64
      %c16_i64_486 = arith.constant 16 : i64
      %593 = arith.remsi %592, %c16_i64_486 : i64
      %594 = memref.load %alloca_29[] : memref<f32>
      %c112_i64_487 = arith.constant 112 : i64
      %595 = arith.addi %593, %c112_i64_487 : i64
      %596 = llvm.getelementptr %503[%595] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %594, %596 : f32, !llvm.ptr<1>
      %thread_id_x_488 = gpu.thread_id  x
      %597 = arith.index_cast %thread_id_x_488 : index to i64
      %c16_i64_489 = arith.constant 16 : i64
      %598 = arith.remsi %597, %c16_i64_489 : i64
      %599 = memref.load %alloca_30[] : memref<f32>
      %600 = llvm.getelementptr %506[%598] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %599, %600 : f32, !llvm.ptr<1>
      %thread_id_x_490 = gpu.thread_id  x
      %601 = arith.index_cast %thread_id_x_490 : index to i64
      %c16_i64_491 = arith.constant 16 : i64
      %602 = arith.remsi %601, %c16_i64_491 : i64
      %603 = memref.load %alloca_31[] : memref<f32>
      %c16_i64_492 = arith.constant 16 : i64
      %604 = arith.addi %602, %c16_i64_492 : i64
      %605 = llvm.getelementptr %506[%604] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %603, %605 : f32, !llvm.ptr<1>
      %thread_id_x_493 = gpu.thread_id  x
      %606 = arith.index_cast %thread_id_x_493 : index to i64
      %c16_i64_494 = arith.constant 16 : i64
      %607 = arith.remsi %606, %c16_i64_494 : i64
      %608 = memref.load %alloca_32[] : memref<f32>
      %c32_i64_495 = arith.constant 32 : i64
      %609 = arith.addi %607, %c32_i64_495 : i64
      %610 = llvm.getelementptr %506[%609] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %608, %610 : f32, !llvm.ptr<1>
      %thread_id_x_496 = gpu.thread_id  x
      %611 = arith.index_cast %thread_id_x_496 : index to i64
      %c16_i64_497 = arith.constant 16 : i64
      %612 = arith.remsi %611, %c16_i64_497 : i64
      %613 = memref.load %alloca_33[] : memref<f32>
      %c48_i64_498 = arith.constant 48 : i64
      %614 = arith.addi %612, %c48_i64_498 : i64
      %615 = llvm.getelementptr %506[%614] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %613, %615 : f32, !llvm.ptr<1>
      %thread_id_x_499 = gpu.thread_id  x
      %616 = arith.index_cast %thread_id_x_499 : index to i64
      %c16_i64_500 = arith.constant 16 : i64
      %617 = arith.remsi %616, %c16_i64_500 : i64
      %618 = memref.load %alloca_34[] : memref<f32>
      %c64_i64_501 = arith.constant 64 : i64
      %619 = arith.addi %617, %c64_i64_501 : i64
      %620 = llvm.getelementptr %506[%619] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %618, %620 : f32, !llvm.ptr<1>
      %thread_id_x_502 = gpu.thread_id  x
      %621 = arith.index_cast %thread_id_x_502 : index to i64
      %c16_i64_503 = arith.constant 16 : i64
      %622 = arith.remsi %621, %c16_i64_503 : i64
      %623 = memref.load %alloca_35[] : memref<f32>
      %c80_i64_504 = arith.constant 80 : i64
      %624 = arith.addi %622, %c80_i64_504 : i64
      %625 = llvm.getelementptr %506[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %623, %625 : f32, !llvm.ptr<1>
      %thread_id_x_505 = gpu.thread_id  x
      %626 = arith.index_cast %thread_id_x_505 : index to i64
      %c16_i64_506 = arith.constant 16 : i64
      %627 = arith.remsi %626, %c16_i64_506 : i64
      %628 = memref.load %alloca_36[] : memref<f32>
      %c96_i64_507 = arith.constant 96 : i64
      %629 = arith.addi %627, %c96_i64_507 : i64
      %630 = llvm.getelementptr %506[%629] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %628, %630 : f32, !llvm.ptr<1>
      %thread_id_x_508 = gpu.thread_id  x
      %631 = arith.index_cast %thread_id_x_508 : index to i64
      %c16_i64_509 = arith.constant 16 : i64
      %632 = arith.remsi %631, %c16_i64_509 : i64
      %633 = memref.load %alloca_37[] : memref<f32>
      %c112_i64_510 = arith.constant 112 : i64
      %634 = arith.addi %632, %c112_i64_510 : i64
      %635 = llvm.getelementptr %506[%634] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %633, %635 : f32, !llvm.ptr<1>
      %thread_id_x_511 = gpu.thread_id  x
      %636 = arith.index_cast %thread_id_x_511 : index to i64
      %c16_i64_512 = arith.constant 16 : i64
      %637 = arith.remsi %636, %c16_i64_512 : i64
      %638 = memref.load %alloca_38[] : memref<f32>
      %639 = llvm.getelementptr %509[%637] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %638, %639 : f32, !llvm.ptr<1>
      %thread_id_x_513 = gpu.thread_id  x
      %640 = arith.index_cast %thread_id_x_513 : index to i64
      %c16_i64_514 = arith.constant 16 : i64
      %641 = arith.remsi %640, %c16_i64_514 : i64
      %642 = memref.load %alloca_39[] : memref<f32>
      %c16_i64_515 = arith.constant 16 : i64
      %643 = arith.addi %641, %c16_i64_515 : i64
      %644 = llvm.getelementptr %509[%643] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %642, %644 : f32, !llvm.ptr<1>
      %thread_id_x_516 = gpu.thread_id  x
      %645 = arith.index_cast %thread_id_x_516 : index to i64
      %c16_i64_517 = arith.constant 16 : i64
      %646 = arith.remsi %645, %c16_i64_517 : i64
      %647 = memref.load %alloca_40[] : memref<f32>
      %c32_i64_518 = arith.constant 32 : i64
      %648 = arith.addi %646, %c32_i64_518 : i64
      %649 = llvm.getelementptr %509[%648] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %647, %649 : f32, !llvm.ptr<1>
      %thread_id_x_519 = gpu.thread_id  x
      %650 = arith.index_cast %thread_id_x_519 : index to i64
      %c16_i64_520 = arith.constant 16 : i64
      %651 = arith.remsi %650, %c16_i64_520 : i64
      %652 = memref.load %alloca_41[] : memref<f32>
      %c48_i64_521 = arith.constant 48 : i64
      %653 = arith.addi %651, %c48_i64_521 : i64
      %654 = llvm.getelementptr %509[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %652, %654 : f32, !llvm.ptr<1>
      %thread_id_x_522 = gpu.thread_id  x
      %655 = arith.index_cast %thread_id_x_522 : index to i64
      %c16_i64_523 = arith.constant 16 : i64
      %656 = arith.remsi %655, %c16_i64_523 : i64
      %657 = memref.load %alloca_42[] : memref<f32>
      %c64_i64_524 = arith.constant 64 : i64
      %658 = arith.addi %656, %c64_i64_524 : i64
      %659 = llvm.getelementptr %509[%658] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %657, %659 : f32, !llvm.ptr<1>
      %thread_id_x_525 = gpu.thread_id  x
      %660 = arith.index_cast %thread_id_x_525 : index to i64
      %c16_i64_526 = arith.constant 16 : i64
      %661 = arith.remsi %660, %c16_i64_526 : i64
      %662 = memref.load %alloca_43[] : memref<f32>
      %c80_i64_527 = arith.constant 80 : i64
      %663 = arith.addi %661, %c80_i64_527 : i64
      %664 = llvm.getelementptr %509[%663] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %662, %664 : f32, !llvm.ptr<1>
      %thread_id_x_528 = gpu.thread_id  x
      %665 = arith.index_cast %thread_id_x_528 : index to i64
      %c16_i64_529 = arith.constant 16 : i64
      %666 = arith.remsi %665, %c16_i64_529 : i64
      %667 = memref.load %alloca_44[] : memref<f32>
      %c96_i64_530 = arith.constant 96 : i64
      %668 = arith.addi %666, %c96_i64_530 : i64
      %669 = llvm.getelementptr %509[%668] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %667, %669 : f32, !llvm.ptr<1>
      %thread_id_x_531 = gpu.thread_id  x
      %670 = arith.index_cast %thread_id_x_531 : index to i64
      %c16_i64_532 = arith.constant 16 : i64
      %671 = arith.remsi %670, %c16_i64_532 : i64
      %672 = memref.load %alloca_45[] : memref<f32>
      %c112_i64_533 = arith.constant 112 : i64
      %673 = arith.addi %671, %c112_i64_533 : i64
      %674 = llvm.getelementptr %509[%673] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %672, %674 : f32, !llvm.ptr<1>
      %thread_id_x_534 = gpu.thread_id  x
      %675 = arith.index_cast %thread_id_x_534 : index to i64
      %c16_i64_535 = arith.constant 16 : i64
      %676 = arith.remsi %675, %c16_i64_535 : i64
      %677 = memref.load %alloca_46[] : memref<f32>
      %678 = llvm.getelementptr %512[%676] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %677, %678 : f32, !llvm.ptr<1>
      %thread_id_x_536 = gpu.thread_id  x
      %679 = arith.index_cast %thread_id_x_536 : index to i64
      %c16_i64_537 = arith.constant 16 : i64
      %680 = arith.remsi %679, %c16_i64_537 : i64
      %681 = memref.load %alloca_47[] : memref<f32>
      %c16_i64_538 = arith.constant 16 : i64
      %682 = arith.addi %680, %c16_i64_538 : i64
      %683 = llvm.getelementptr %512[%682] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %681, %683 : f32, !llvm.ptr<1>
      %thread_id_x_539 = gpu.thread_id  x
      %684 = arith.index_cast %thread_id_x_539 : index to i64
      %c16_i64_540 = arith.constant 16 : i64
      %685 = arith.remsi %684, %c16_i64_540 : i64
      %686 = memref.load %alloca_48[] : memref<f32>
      %c32_i64_541 = arith.constant 32 : i64
      %687 = arith.addi %685, %c32_i64_541 : i64
      %688 = llvm.getelementptr %512[%687] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %686, %688 : f32, !llvm.ptr<1>
      %thread_id_x_542 = gpu.thread_id  x
      %689 = arith.index_cast %thread_id_x_542 : index to i64
      %c16_i64_543 = arith.constant 16 : i64
      %690 = arith.remsi %689, %c16_i64_543 : i64
      %691 = memref.load %alloca_49[] : memref<f32>
      %c48_i64_544 = arith.constant 48 : i64
      %692 = arith.addi %690, %c48_i64_544 : i64
      %693 = llvm.getelementptr %512[%692] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %691, %693 : f32, !llvm.ptr<1>
      %thread_id_x_545 = gpu.thread_id  x
      %694 = arith.index_cast %thread_id_x_545 : index to i64
      %c16_i64_546 = arith.constant 16 : i64
      %695 = arith.remsi %694, %c16_i64_546 : i64
      %696 = memref.load %alloca_50[] : memref<f32>
      %c64_i64_547 = arith.constant 64 : i64
      %697 = arith.addi %695, %c64_i64_547 : i64
      %698 = llvm.getelementptr %512[%697] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %696, %698 : f32, !llvm.ptr<1>
      %thread_id_x_548 = gpu.thread_id  x
      %699 = arith.index_cast %thread_id_x_548 : index to i64
      %c16_i64_549 = arith.constant 16 : i64
      %700 = arith.remsi %699, %c16_i64_549 : i64
      %701 = memref.load %alloca_51[] : memref<f32>
      %c80_i64_550 = arith.constant 80 : i64
      %702 = arith.addi %700, %c80_i64_550 : i64
      %703 = llvm.getelementptr %512[%702] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %701, %703 : f32, !llvm.ptr<1>
      %thread_id_x_551 = gpu.thread_id  x
      %704 = arith.index_cast %thread_id_x_551 : index to i64
      %c16_i64_552 = arith.constant 16 : i64
      %705 = arith.remsi %704, %c16_i64_552 : i64
      %706 = memref.load %alloca_52[] : memref<f32>
      %c96_i64_553 = arith.constant 96 : i64
      %707 = arith.addi %705, %c96_i64_553 : i64
      %708 = llvm.getelementptr %512[%707] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %706, %708 : f32, !llvm.ptr<1>
      %thread_id_x_554 = gpu.thread_id  x
      %709 = arith.index_cast %thread_id_x_554 : index to i64
      %c16_i64_555 = arith.constant 16 : i64
      %710 = arith.remsi %709, %c16_i64_555 : i64
      %711 = memref.load %alloca_53[] : memref<f32>
      %c112_i64_556 = arith.constant 112 : i64
      %712 = arith.addi %710, %c112_i64_556 : i64
      %713 = llvm.getelementptr %512[%712] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %711, %713 : f32, !llvm.ptr<1>
      %thread_id_x_557 = gpu.thread_id  x
      %714 = arith.index_cast %thread_id_x_557 : index to i64
      %c16_i64_558 = arith.constant 16 : i64
      %715 = arith.remsi %714, %c16_i64_558 : i64
      %716 = memref.load %alloca_54[] : memref<f32>
      %717 = llvm.getelementptr %515[%715] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %716, %717 : f32, !llvm.ptr<1>
      %thread_id_x_559 = gpu.thread_id  x
      %718 = arith.index_cast %thread_id_x_559 : index to i64
      %c16_i64_560 = arith.constant 16 : i64
      %719 = arith.remsi %718, %c16_i64_560 : i64
      %720 = memref.load %alloca_55[] : memref<f32>
      %c16_i64_561 = arith.constant 16 : i64
      %721 = arith.addi %719, %c16_i64_561 : i64
      %722 = llvm.getelementptr %515[%721] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %720, %722 : f32, !llvm.ptr<1>
      %thread_id_x_562 = gpu.thread_id  x
      %723 = arith.index_cast %thread_id_x_562 : index to i64
      %c16_i64_563 = arith.constant 16 : i64
      %724 = arith.remsi %723, %c16_i64_563 : i64
      %725 = memref.load %alloca_56[] : memref<f32>
      %c32_i64_564 = arith.constant 32 : i64
      %726 = arith.addi %724, %c32_i64_564 : i64
      %727 = llvm.getelementptr %515[%726] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %725, %727 : f32, !llvm.ptr<1>
      %thread_id_x_565 = gpu.thread_id  x
      %728 = arith.index_cast %thread_id_x_565 : index to i64
      %c16_i64_566 = arith.constant 16 : i64
      %729 = arith.remsi %728, %c16_i64_566 : i64
      %730 = memref.load %alloca_57[] : memref<f32>
      %c48_i64_567 = arith.constant 48 : i64
      %731 = arith.addi %729, %c48_i64_567 : i64
      %732 = llvm.getelementptr %515[%731] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %730, %732 : f32, !llvm.ptr<1>
      %thread_id_x_568 = gpu.thread_id  x
      %733 = arith.index_cast %thread_id_x_568 : index to i64
      %c16_i64_569 = arith.constant 16 : i64
      %734 = arith.remsi %733, %c16_i64_569 : i64
      %735 = memref.load %alloca_58[] : memref<f32>
      %c64_i64_570 = arith.constant 64 : i64
      %736 = arith.addi %734, %c64_i64_570 : i64
      %737 = llvm.getelementptr %515[%736] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %735, %737 : f32, !llvm.ptr<1>
      %thread_id_x_571 = gpu.thread_id  x
      %738 = arith.index_cast %thread_id_x_571 : index to i64
      %c16_i64_572 = arith.constant 16 : i64
      %739 = arith.remsi %738, %c16_i64_572 : i64
      %740 = memref.load %alloca_59[] : memref<f32>
      %c80_i64_573 = arith.constant 80 : i64
      %741 = arith.addi %739, %c80_i64_573 : i64
      %742 = llvm.getelementptr %515[%741] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %740, %742 : f32, !llvm.ptr<1>
      %thread_id_x_574 = gpu.thread_id  x
      %743 = arith.index_cast %thread_id_x_574 : index to i64
      %c16_i64_575 = arith.constant 16 : i64
      %744 = arith.remsi %743, %c16_i64_575 : i64
      %745 = memref.load %alloca_60[] : memref<f32>
      %c96_i64_576 = arith.constant 96 : i64
      %746 = arith.addi %744, %c96_i64_576 : i64
      %747 = llvm.getelementptr %515[%746] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %745, %747 : f32, !llvm.ptr<1>
      %thread_id_x_577 = gpu.thread_id  x
      %748 = arith.index_cast %thread_id_x_577 : index to i64
      %c16_i64_578 = arith.constant 16 : i64
      %749 = arith.remsi %748, %c16_i64_578 : i64
      %750 = memref.load %alloca_61[] : memref<f32>
      %c112_i64_579 = arith.constant 112 : i64
      %751 = arith.addi %749, %c112_i64_579 : i64
      %752 = llvm.getelementptr %515[%751] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %750, %752 : f32, !llvm.ptr<1>
      %thread_id_x_580 = gpu.thread_id  x
      %753 = arith.index_cast %thread_id_x_580 : index to i64
      %c16_i64_581 = arith.constant 16 : i64
      %754 = arith.remsi %753, %c16_i64_581 : i64
      %755 = memref.load %alloca_62[] : memref<f32>
      %756 = llvm.getelementptr %518[%754] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %755, %756 : f32, !llvm.ptr<1>
      %thread_id_x_582 = gpu.thread_id  x
      %757 = arith.index_cast %thread_id_x_582 : index to i64
      %c16_i64_583 = arith.constant 16 : i64
      %758 = arith.remsi %757, %c16_i64_583 : i64
      %759 = memref.load %alloca_63[] : memref<f32>
      %c16_i64_584 = arith.constant 16 : i64
      %760 = arith.addi %758, %c16_i64_584 : i64
      %761 = llvm.getelementptr %518[%760] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %759, %761 : f32, !llvm.ptr<1>
      %thread_id_x_585 = gpu.thread_id  x
      %762 = arith.index_cast %thread_id_x_585 : index to i64
      %c16_i64_586 = arith.constant 16 : i64
      %763 = arith.remsi %762, %c16_i64_586 : i64
      %764 = memref.load %alloca_64[] : memref<f32>
      %c32_i64_587 = arith.constant 32 : i64
      %765 = arith.addi %763, %c32_i64_587 : i64
      %766 = llvm.getelementptr %518[%765] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %764, %766 : f32, !llvm.ptr<1>
      %thread_id_x_588 = gpu.thread_id  x
      %767 = arith.index_cast %thread_id_x_588 : index to i64
      %c16_i64_589 = arith.constant 16 : i64
      %768 = arith.remsi %767, %c16_i64_589 : i64
      %769 = memref.load %alloca_65[] : memref<f32>
      %c48_i64_590 = arith.constant 48 : i64
      %770 = arith.addi %768, %c48_i64_590 : i64
      %771 = llvm.getelementptr %518[%770] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %769, %771 : f32, !llvm.ptr<1>
      %thread_id_x_591 = gpu.thread_id  x
      %772 = arith.index_cast %thread_id_x_591 : index to i64
      %c16_i64_592 = arith.constant 16 : i64
      %773 = arith.remsi %772, %c16_i64_592 : i64
      %774 = memref.load %alloca_66[] : memref<f32>
      %c64_i64_593 = arith.constant 64 : i64
      %775 = arith.addi %773, %c64_i64_593 : i64
      %776 = llvm.getelementptr %518[%775] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %774, %776 : f32, !llvm.ptr<1>
      %thread_id_x_594 = gpu.thread_id  x
      %777 = arith.index_cast %thread_id_x_594 : index to i64
      %c16_i64_595 = arith.constant 16 : i64
      %778 = arith.remsi %777, %c16_i64_595 : i64
      %779 = memref.load %alloca_67[] : memref<f32>
      %c80_i64_596 = arith.constant 80 : i64
      %780 = arith.addi %778, %c80_i64_596 : i64
      %781 = llvm.getelementptr %518[%780] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %779, %781 : f32, !llvm.ptr<1>
      %thread_id_x_597 = gpu.thread_id  x
      %782 = arith.index_cast %thread_id_x_597 : index to i64
      %c16_i64_598 = arith.constant 16 : i64
      %783 = arith.remsi %782, %c16_i64_598 : i64
      %784 = memref.load %alloca_68[] : memref<f32>
      %c96_i64_599 = arith.constant 96 : i64
      %785 = arith.addi %783, %c96_i64_599 : i64
      %786 = llvm.getelementptr %518[%785] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %784, %786 : f32, !llvm.ptr<1>
      %thread_id_x_600 = gpu.thread_id  x
      %787 = arith.index_cast %thread_id_x_600 : index to i64
      %c16_i64_601 = arith.constant 16 : i64
      %788 = arith.remsi %787, %c16_i64_601 : i64
      %789 = memref.load %alloca_69[] : memref<f32>
      %c112_i64_602 = arith.constant 112 : i64
      %790 = arith.addi %788, %c112_i64_602 : i64
      %791 = llvm.getelementptr %518[%790] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %789, %791 : f32, !llvm.ptr<1>
      %thread_id_x_603 = gpu.thread_id  x
      %792 = arith.index_cast %thread_id_x_603 : index to i64
      %c16_i64_604 = arith.constant 16 : i64
      %793 = arith.remsi %792, %c16_i64_604 : i64
      %794 = llvm.getelementptr %14[%793] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %795 = llvm.load %794 : !llvm.ptr<1> -> f32
      %thread_id_x_605 = gpu.thread_id  x
      %796 = arith.index_cast %thread_id_x_605 : index to i64
      %c16_i64_606 = arith.constant 16 : i64
      %797 = arith.remsi %796, %c16_i64_606 : i64
      %c32_i64_607 = arith.constant 32 : i64
      %798 = arith.addi %797, %c32_i64_607 : i64
      %799 = llvm.getelementptr %14[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %800 = llvm.load %799 : !llvm.ptr<1> -> f32
      %thread_id_x_608 = gpu.thread_id  x
      %801 = arith.index_cast %thread_id_x_608 : index to i64
      %c16_i64_609 = arith.constant 16 : i64
      %802 = arith.remsi %801, %c16_i64_609 : i64
      %c64_i64_610 = arith.constant 64 : i64
      %803 = arith.addi %802, %c64_i64_610 : i64
      %804 = llvm.getelementptr %14[%803] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %805 = llvm.load %804 : !llvm.ptr<1> -> f32
      %thread_id_x_611 = gpu.thread_id  x
      %806 = arith.index_cast %thread_id_x_611 : index to i64
      %c16_i64_612 = arith.constant 16 : i64
      %807 = arith.remsi %806, %c16_i64_612 : i64
      %c96_i64_613 = arith.constant 96 : i64
      %808 = arith.addi %807, %c96_i64_613 : i64
      %809 = llvm.getelementptr %14[%808] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %810 = llvm.load %809 : !llvm.ptr<1> -> f32
      %thread_id_x_614 = gpu.thread_id  x
      %811 = arith.index_cast %thread_id_x_614 : index to i64
      %c16_i64_615 = arith.constant 16 : i64
      %812 = arith.remsi %811, %c16_i64_615 : i64
      %c128_i64_616 = arith.constant 128 : i64
      %813 = arith.addi %812, %c128_i64_616 : i64
      %814 = llvm.getelementptr %14[%813] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %815 = llvm.load %814 : !llvm.ptr<1> -> f32
      %thread_id_x_617 = gpu.thread_id  x
      %816 = arith.index_cast %thread_id_x_617 : index to i64
      %c16_i64_618 = arith.constant 16 : i64
      %817 = arith.remsi %816, %c16_i64_618 : i64
      %c160_i64 = arith.constant 160 : i64
      %818 = arith.addi %817, %c160_i64 : i64
      %819 = llvm.getelementptr %14[%818] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %820 = llvm.load %819 : !llvm.ptr<1> -> f32
      %thread_id_x_619 = gpu.thread_id  x
      %821 = arith.index_cast %thread_id_x_619 : index to i64
      %c16_i64_620 = arith.constant 16 : i64
      %822 = arith.remsi %821, %c16_i64_620 : i64
      %c192_i64 = arith.constant 192 : i64
      %823 = arith.addi %822, %c192_i64 : i64
      %824 = llvm.getelementptr %14[%823] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %825 = llvm.load %824 : !llvm.ptr<1> -> f32
      %thread_id_x_621 = gpu.thread_id  x
      %826 = arith.index_cast %thread_id_x_621 : index to i64
      %c16_i64_622 = arith.constant 16 : i64
      %827 = arith.remsi %826, %c16_i64_622 : i64
      %c224_i64 = arith.constant 224 : i64
      %828 = arith.addi %827, %c224_i64 : i64
      %829 = llvm.getelementptr %14[%828] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %830 = llvm.load %829 : !llvm.ptr<1> -> f32
      %thread_id_x_623 = gpu.thread_id  x
      %831 = arith.index_cast %thread_id_x_623 : index to i64
      %c16_i64_624 = arith.constant 16 : i64
      %832 = arith.remsi %831, %c16_i64_624 : i64
      %833 = arith.addi %35, %832 : i64
      %c0_i64_625 = arith.constant 0 : i64
      %834 = arith.cmpi sge, %833, %c0_i64_625 : i64
      %c32_i64_626 = arith.constant 32 : i64
      %835 = arith.cmpi slt, %833, %c32_i64_626 : i64
      %836 = arith.andi %834, %835 : i1
      scf.if %836 {
        %c96_i64_966 = arith.constant 96 : i64
        %1309 = arith.addi %833, %c96_i64_966 : i64
        %1310 = llvm.getelementptr %16[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %795, %1310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_627 = gpu.thread_id  x
      %837 = arith.index_cast %thread_id_x_627 : index to i64
      %c16_i64_628 = arith.constant 16 : i64
      %838 = arith.remsi %837, %c16_i64_628 : i64
      %839 = arith.addi %35, %838 : i64
      %c0_i64_629 = arith.constant 0 : i64
      %840 = arith.cmpi sge, %839, %c0_i64_629 : i64
      %c32_i64_630 = arith.constant 32 : i64
      %841 = arith.cmpi slt, %839, %c32_i64_630 : i64
      %842 = arith.andi %840, %841 : i1
      scf.if %842 {
        %c128_i64_966 = arith.constant 128 : i64
        %1309 = arith.addi %839, %c128_i64_966 : i64
        %1310 = llvm.getelementptr %16[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %800, %1310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_631 = gpu.thread_id  x
      %843 = arith.index_cast %thread_id_x_631 : index to i64
      %c16_i64_632 = arith.constant 16 : i64
      %844 = arith.remsi %843, %c16_i64_632 : i64
      %845 = arith.addi %35, %844 : i64
      %c0_i64_633 = arith.constant 0 : i64
      %846 = arith.cmpi sge, %845, %c0_i64_633 : i64
      %c32_i64_634 = arith.constant 32 : i64
      %847 = arith.cmpi slt, %845, %c32_i64_634 : i64
      %848 = arith.andi %846, %847 : i1
      scf.if %848 {
        %c160_i64_966 = arith.constant 160 : i64
        %1309 = arith.addi %845, %c160_i64_966 : i64
        %1310 = llvm.getelementptr %16[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %805, %1310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_635 = gpu.thread_id  x
      %849 = arith.index_cast %thread_id_x_635 : index to i64
      %c16_i64_636 = arith.constant 16 : i64
      %850 = arith.remsi %849, %c16_i64_636 : i64
      %851 = arith.addi %35, %850 : i64
      %c0_i64_637 = arith.constant 0 : i64
      %852 = arith.cmpi sge, %851, %c0_i64_637 : i64
      %c32_i64_638 = arith.constant 32 : i64
      %853 = arith.cmpi slt, %851, %c32_i64_638 : i64
      %854 = arith.andi %852, %853 : i1
      scf.if %854 {
        %c192_i64_966 = arith.constant 192 : i64
        %1309 = arith.addi %851, %c192_i64_966 : i64
        %1310 = llvm.getelementptr %16[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %810, %1310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_639 = gpu.thread_id  x
      %855 = arith.index_cast %thread_id_x_639 : index to i64
      %c16_i64_640 = arith.constant 16 : i64
      %856 = arith.remsi %855, %c16_i64_640 : i64
      %857 = arith.addi %35, %856 : i64
      %c0_i64_641 = arith.constant 0 : i64
      %858 = arith.cmpi sge, %857, %c0_i64_641 : i64
      %c32_i64_642 = arith.constant 32 : i64
      %859 = arith.cmpi slt, %857, %c32_i64_642 : i64
      %860 = arith.andi %858, %859 : i1
      scf.if %860 {
        %c224_i64_966 = arith.constant 224 : i64
        %1309 = arith.addi %857, %c224_i64_966 : i64
        %1310 = llvm.getelementptr %16[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %815, %1310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_643 = gpu.thread_id  x
      %861 = arith.index_cast %thread_id_x_643 : index to i64
      %c16_i64_644 = arith.constant 16 : i64
      %862 = arith.remsi %861, %c16_i64_644 : i64
      %863 = arith.addi %35, %862 : i64
      %c0_i64_645 = arith.constant 0 : i64
      %864 = arith.cmpi sge, %863, %c0_i64_645 : i64
      %c32_i64_646 = arith.constant 32 : i64
      %865 = arith.cmpi slt, %863, %c32_i64_646 : i64
      %866 = arith.andi %864, %865 : i1
      scf.if %866 {
        %c256_i64_966 = arith.constant 256 : i64
        %1309 = arith.addi %863, %c256_i64_966 : i64
        %1310 = llvm.getelementptr %16[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %820, %1310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_647 = gpu.thread_id  x
      %867 = arith.index_cast %thread_id_x_647 : index to i64
      %c16_i64_648 = arith.constant 16 : i64
      %868 = arith.remsi %867, %c16_i64_648 : i64
      %869 = arith.addi %35, %868 : i64
      %c0_i64_649 = arith.constant 0 : i64
      %870 = arith.cmpi sge, %869, %c0_i64_649 : i64
      %c32_i64_650 = arith.constant 32 : i64
      %871 = arith.cmpi slt, %869, %c32_i64_650 : i64
      %872 = arith.andi %870, %871 : i1
      scf.if %872 {
        %c288_i64 = arith.constant 288 : i64
        %1309 = arith.addi %869, %c288_i64 : i64
        %1310 = llvm.getelementptr %16[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %825, %1310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_651 = gpu.thread_id  x
      %873 = arith.index_cast %thread_id_x_651 : index to i64
      %c16_i64_652 = arith.constant 16 : i64
      %874 = arith.remsi %873, %c16_i64_652 : i64
      %875 = arith.addi %35, %874 : i64
      %c0_i64_653 = arith.constant 0 : i64
      %876 = arith.cmpi sge, %875, %c0_i64_653 : i64
      %c32_i64_654 = arith.constant 32 : i64
      %877 = arith.cmpi slt, %875, %c32_i64_654 : i64
      %878 = arith.andi %876, %877 : i1
      scf.if %878 {
        %c320_i64 = arith.constant 320 : i64
        %1309 = arith.addi %875, %c320_i64 : i64
        %1310 = llvm.getelementptr %16[%1309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %830, %1310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_655 = gpu.thread_id  x
      %879 = arith.index_cast %thread_id_x_655 : index to i64
      %c16_i64_656 = arith.constant 16 : i64
      %880 = arith.remsi %879, %c16_i64_656 : i64
      %c5_i64_657 = arith.constant 5 : i64
      %881 = arith.addi %c5_i64_657, %880 : i64
      %c0_i64_658 = arith.constant 0 : i64
      %882 = arith.cmpi sge, %37, %c0_i64_658 : i64
      %c16_i64_659 = arith.constant 16 : i64
      %883 = arith.cmpi slt, %37, %c16_i64_659 : i64
      %884 = arith.andi %882, %883 : i1
      scf.if %884 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %37, %c32_i64_966 : i64
        %1310 = arith.addi %881, %1309 : i64
        %1311 = llvm.getelementptr %19[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %795, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_660 = gpu.thread_id  x
      %885 = arith.index_cast %thread_id_x_660 : index to i64
      %c16_i64_661 = arith.constant 16 : i64
      %886 = arith.remsi %885, %c16_i64_661 : i64
      %c5_i64_662 = arith.constant 5 : i64
      %887 = arith.addi %c5_i64_662, %886 : i64
      %c1_i64_663 = arith.constant 1 : i64
      %888 = arith.addi %37, %c1_i64_663 : i64
      %c0_i64_664 = arith.constant 0 : i64
      %889 = arith.cmpi sge, %888, %c0_i64_664 : i64
      %c16_i64_665 = arith.constant 16 : i64
      %890 = arith.cmpi slt, %888, %c16_i64_665 : i64
      %891 = arith.andi %889, %890 : i1
      scf.if %891 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %888, %c32_i64_966 : i64
        %1310 = arith.addi %887, %1309 : i64
        %1311 = llvm.getelementptr %19[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %800, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_666 = gpu.thread_id  x
      %892 = arith.index_cast %thread_id_x_666 : index to i64
      %c16_i64_667 = arith.constant 16 : i64
      %893 = arith.remsi %892, %c16_i64_667 : i64
      %c5_i64_668 = arith.constant 5 : i64
      %894 = arith.addi %c5_i64_668, %893 : i64
      %c2_i64_669 = arith.constant 2 : i64
      %895 = arith.addi %37, %c2_i64_669 : i64
      %c0_i64_670 = arith.constant 0 : i64
      %896 = arith.cmpi sge, %895, %c0_i64_670 : i64
      %c16_i64_671 = arith.constant 16 : i64
      %897 = arith.cmpi slt, %895, %c16_i64_671 : i64
      %898 = arith.andi %896, %897 : i1
      scf.if %898 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %895, %c32_i64_966 : i64
        %1310 = arith.addi %894, %1309 : i64
        %1311 = llvm.getelementptr %19[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %805, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_672 = gpu.thread_id  x
      %899 = arith.index_cast %thread_id_x_672 : index to i64
      %c16_i64_673 = arith.constant 16 : i64
      %900 = arith.remsi %899, %c16_i64_673 : i64
      %c5_i64_674 = arith.constant 5 : i64
      %901 = arith.addi %c5_i64_674, %900 : i64
      %c3_i64_675 = arith.constant 3 : i64
      %902 = arith.addi %37, %c3_i64_675 : i64
      %c0_i64_676 = arith.constant 0 : i64
      %903 = arith.cmpi sge, %902, %c0_i64_676 : i64
      %c16_i64_677 = arith.constant 16 : i64
      %904 = arith.cmpi slt, %902, %c16_i64_677 : i64
      %905 = arith.andi %903, %904 : i1
      scf.if %905 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %902, %c32_i64_966 : i64
        %1310 = arith.addi %901, %1309 : i64
        %1311 = llvm.getelementptr %19[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %810, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_678 = gpu.thread_id  x
      %906 = arith.index_cast %thread_id_x_678 : index to i64
      %c16_i64_679 = arith.constant 16 : i64
      %907 = arith.remsi %906, %c16_i64_679 : i64
      %c5_i64_680 = arith.constant 5 : i64
      %908 = arith.addi %c5_i64_680, %907 : i64
      %c4_i64_681 = arith.constant 4 : i64
      %909 = arith.addi %37, %c4_i64_681 : i64
      %c0_i64_682 = arith.constant 0 : i64
      %910 = arith.cmpi sge, %909, %c0_i64_682 : i64
      %c16_i64_683 = arith.constant 16 : i64
      %911 = arith.cmpi slt, %909, %c16_i64_683 : i64
      %912 = arith.andi %910, %911 : i1
      scf.if %912 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %909, %c32_i64_966 : i64
        %1310 = arith.addi %908, %1309 : i64
        %1311 = llvm.getelementptr %19[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %815, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_684 = gpu.thread_id  x
      %913 = arith.index_cast %thread_id_x_684 : index to i64
      %c16_i64_685 = arith.constant 16 : i64
      %914 = arith.remsi %913, %c16_i64_685 : i64
      %c5_i64_686 = arith.constant 5 : i64
      %915 = arith.addi %c5_i64_686, %914 : i64
      %c5_i64_687 = arith.constant 5 : i64
      %916 = arith.addi %37, %c5_i64_687 : i64
      %c0_i64_688 = arith.constant 0 : i64
      %917 = arith.cmpi sge, %916, %c0_i64_688 : i64
      %c16_i64_689 = arith.constant 16 : i64
      %918 = arith.cmpi slt, %916, %c16_i64_689 : i64
      %919 = arith.andi %917, %918 : i1
      scf.if %919 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %916, %c32_i64_966 : i64
        %1310 = arith.addi %915, %1309 : i64
        %1311 = llvm.getelementptr %19[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %820, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_690 = gpu.thread_id  x
      %920 = arith.index_cast %thread_id_x_690 : index to i64
      %c16_i64_691 = arith.constant 16 : i64
      %921 = arith.remsi %920, %c16_i64_691 : i64
      %c5_i64_692 = arith.constant 5 : i64
      %922 = arith.addi %c5_i64_692, %921 : i64
      %c6_i64_693 = arith.constant 6 : i64
      %923 = arith.addi %37, %c6_i64_693 : i64
      %c0_i64_694 = arith.constant 0 : i64
      %924 = arith.cmpi sge, %923, %c0_i64_694 : i64
      %c16_i64_695 = arith.constant 16 : i64
      %925 = arith.cmpi slt, %923, %c16_i64_695 : i64
      %926 = arith.andi %924, %925 : i1
      scf.if %926 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %923, %c32_i64_966 : i64
        %1310 = arith.addi %922, %1309 : i64
        %1311 = llvm.getelementptr %19[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %825, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_696 = gpu.thread_id  x
      %927 = arith.index_cast %thread_id_x_696 : index to i64
      %c16_i64_697 = arith.constant 16 : i64
      %928 = arith.remsi %927, %c16_i64_697 : i64
      %c5_i64_698 = arith.constant 5 : i64
      %929 = arith.addi %c5_i64_698, %928 : i64
      %c7_i64_699 = arith.constant 7 : i64
      %930 = arith.addi %37, %c7_i64_699 : i64
      %c0_i64_700 = arith.constant 0 : i64
      %931 = arith.cmpi sge, %930, %c0_i64_700 : i64
      %c16_i64_701 = arith.constant 16 : i64
      %932 = arith.cmpi slt, %930, %c16_i64_701 : i64
      %933 = arith.andi %931, %932 : i1
      scf.if %933 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %930, %c32_i64_966 : i64
        %1310 = arith.addi %929, %1309 : i64
        %1311 = llvm.getelementptr %19[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %830, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_702 = gpu.thread_id  x
      %934 = arith.index_cast %thread_id_x_702 : index to i64
      %c16_i64_703 = arith.constant 16 : i64
      %935 = arith.remsi %934, %c16_i64_703 : i64
      %936 = arith.addi %35, %935 : i64
      %c0_i64_704 = arith.constant 0 : i64
      %937 = arith.cmpi sge, %936, %c0_i64_704 : i64
      %c32_i64_705 = arith.constant 32 : i64
      %938 = arith.cmpi slt, %936, %c32_i64_705 : i64
      %939 = arith.andi %937, %938 : i1
      %c0_i64_706 = arith.constant 0 : i64
      %940 = arith.cmpi sge, %37, %c0_i64_706 : i64
      %c16_i64_707 = arith.constant 16 : i64
      %941 = arith.cmpi slt, %37, %c16_i64_707 : i64
      %942 = arith.andi %940, %941 : i1
      %943 = arith.andi %939, %942 : i1
      scf.if %943 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %37, %c32_i64_966 : i64
        %1310 = arith.addi %936, %1309 : i64
        %1311 = llvm.getelementptr %22[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %795, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_708 = gpu.thread_id  x
      %944 = arith.index_cast %thread_id_x_708 : index to i64
      %c16_i64_709 = arith.constant 16 : i64
      %945 = arith.remsi %944, %c16_i64_709 : i64
      %946 = arith.addi %35, %945 : i64
      %c1_i64_710 = arith.constant 1 : i64
      %947 = arith.addi %37, %c1_i64_710 : i64
      %c0_i64_711 = arith.constant 0 : i64
      %948 = arith.cmpi sge, %946, %c0_i64_711 : i64
      %c32_i64_712 = arith.constant 32 : i64
      %949 = arith.cmpi slt, %946, %c32_i64_712 : i64
      %950 = arith.andi %948, %949 : i1
      %c0_i64_713 = arith.constant 0 : i64
      %951 = arith.cmpi sge, %947, %c0_i64_713 : i64
      %c16_i64_714 = arith.constant 16 : i64
      %952 = arith.cmpi slt, %947, %c16_i64_714 : i64
      %953 = arith.andi %951, %952 : i1
      %954 = arith.andi %950, %953 : i1
      scf.if %954 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %947, %c32_i64_966 : i64
        %1310 = arith.addi %946, %1309 : i64
        %1311 = llvm.getelementptr %22[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %800, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_715 = gpu.thread_id  x
      %955 = arith.index_cast %thread_id_x_715 : index to i64
      %c16_i64_716 = arith.constant 16 : i64
      %956 = arith.remsi %955, %c16_i64_716 : i64
      %957 = arith.addi %35, %956 : i64
      %c2_i64_717 = arith.constant 2 : i64
      %958 = arith.addi %37, %c2_i64_717 : i64
      %c0_i64_718 = arith.constant 0 : i64
      %959 = arith.cmpi sge, %957, %c0_i64_718 : i64
      %c32_i64_719 = arith.constant 32 : i64
      %960 = arith.cmpi slt, %957, %c32_i64_719 : i64
      %961 = arith.andi %959, %960 : i1
      %c0_i64_720 = arith.constant 0 : i64
      %962 = arith.cmpi sge, %958, %c0_i64_720 : i64
      %c16_i64_721 = arith.constant 16 : i64
      %963 = arith.cmpi slt, %958, %c16_i64_721 : i64
      %964 = arith.andi %962, %963 : i1
      %965 = arith.andi %961, %964 : i1
      scf.if %965 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %958, %c32_i64_966 : i64
        %1310 = arith.addi %957, %1309 : i64
        %1311 = llvm.getelementptr %22[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %805, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_722 = gpu.thread_id  x
      %966 = arith.index_cast %thread_id_x_722 : index to i64
      %c16_i64_723 = arith.constant 16 : i64
      %967 = arith.remsi %966, %c16_i64_723 : i64
      %968 = arith.addi %35, %967 : i64
      %c3_i64_724 = arith.constant 3 : i64
      %969 = arith.addi %37, %c3_i64_724 : i64
      %c0_i64_725 = arith.constant 0 : i64
      %970 = arith.cmpi sge, %968, %c0_i64_725 : i64
      %c32_i64_726 = arith.constant 32 : i64
      %971 = arith.cmpi slt, %968, %c32_i64_726 : i64
      %972 = arith.andi %970, %971 : i1
      %c0_i64_727 = arith.constant 0 : i64
      %973 = arith.cmpi sge, %969, %c0_i64_727 : i64
      %c16_i64_728 = arith.constant 16 : i64
      %974 = arith.cmpi slt, %969, %c16_i64_728 : i64
      %975 = arith.andi %973, %974 : i1
      %976 = arith.andi %972, %975 : i1
      scf.if %976 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %969, %c32_i64_966 : i64
        %1310 = arith.addi %968, %1309 : i64
        %1311 = llvm.getelementptr %22[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %810, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_729 = gpu.thread_id  x
      %977 = arith.index_cast %thread_id_x_729 : index to i64
      %c16_i64_730 = arith.constant 16 : i64
      %978 = arith.remsi %977, %c16_i64_730 : i64
      %979 = arith.addi %35, %978 : i64
      %c4_i64_731 = arith.constant 4 : i64
      %980 = arith.addi %37, %c4_i64_731 : i64
      %c0_i64_732 = arith.constant 0 : i64
      %981 = arith.cmpi sge, %979, %c0_i64_732 : i64
      %c32_i64_733 = arith.constant 32 : i64
      %982 = arith.cmpi slt, %979, %c32_i64_733 : i64
      %983 = arith.andi %981, %982 : i1
      %c0_i64_734 = arith.constant 0 : i64
      %984 = arith.cmpi sge, %980, %c0_i64_734 : i64
      %c16_i64_735 = arith.constant 16 : i64
      %985 = arith.cmpi slt, %980, %c16_i64_735 : i64
      %986 = arith.andi %984, %985 : i1
      %987 = arith.andi %983, %986 : i1
      scf.if %987 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %980, %c32_i64_966 : i64
        %1310 = arith.addi %979, %1309 : i64
        %1311 = llvm.getelementptr %22[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %815, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_736 = gpu.thread_id  x
      %988 = arith.index_cast %thread_id_x_736 : index to i64
      %c16_i64_737 = arith.constant 16 : i64
      %989 = arith.remsi %988, %c16_i64_737 : i64
      %990 = arith.addi %35, %989 : i64
      %c5_i64_738 = arith.constant 5 : i64
      %991 = arith.addi %37, %c5_i64_738 : i64
      %c0_i64_739 = arith.constant 0 : i64
      %992 = arith.cmpi sge, %990, %c0_i64_739 : i64
      %c32_i64_740 = arith.constant 32 : i64
      %993 = arith.cmpi slt, %990, %c32_i64_740 : i64
      %994 = arith.andi %992, %993 : i1
      %c0_i64_741 = arith.constant 0 : i64
      %995 = arith.cmpi sge, %991, %c0_i64_741 : i64
      %c16_i64_742 = arith.constant 16 : i64
      %996 = arith.cmpi slt, %991, %c16_i64_742 : i64
      %997 = arith.andi %995, %996 : i1
      %998 = arith.andi %994, %997 : i1
      scf.if %998 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %991, %c32_i64_966 : i64
        %1310 = arith.addi %990, %1309 : i64
        %1311 = llvm.getelementptr %22[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %820, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_743 = gpu.thread_id  x
      %999 = arith.index_cast %thread_id_x_743 : index to i64
      %c16_i64_744 = arith.constant 16 : i64
      %1000 = arith.remsi %999, %c16_i64_744 : i64
      %1001 = arith.addi %35, %1000 : i64
      %c6_i64_745 = arith.constant 6 : i64
      %1002 = arith.addi %37, %c6_i64_745 : i64
      %c0_i64_746 = arith.constant 0 : i64
      %1003 = arith.cmpi sge, %1001, %c0_i64_746 : i64
      %c32_i64_747 = arith.constant 32 : i64
      %1004 = arith.cmpi slt, %1001, %c32_i64_747 : i64
      %1005 = arith.andi %1003, %1004 : i1
      %c0_i64_748 = arith.constant 0 : i64
      %1006 = arith.cmpi sge, %1002, %c0_i64_748 : i64
      %c16_i64_749 = arith.constant 16 : i64
      %1007 = arith.cmpi slt, %1002, %c16_i64_749 : i64
      %1008 = arith.andi %1006, %1007 : i1
      %1009 = arith.andi %1005, %1008 : i1
      scf.if %1009 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1002, %c32_i64_966 : i64
        %1310 = arith.addi %1001, %1309 : i64
        %1311 = llvm.getelementptr %22[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %825, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_750 = gpu.thread_id  x
      %1010 = arith.index_cast %thread_id_x_750 : index to i64
      %c16_i64_751 = arith.constant 16 : i64
      %1011 = arith.remsi %1010, %c16_i64_751 : i64
      %1012 = arith.addi %35, %1011 : i64
      %c7_i64_752 = arith.constant 7 : i64
      %1013 = arith.addi %37, %c7_i64_752 : i64
      %c0_i64_753 = arith.constant 0 : i64
      %1014 = arith.cmpi sge, %1012, %c0_i64_753 : i64
      %c32_i64_754 = arith.constant 32 : i64
      %1015 = arith.cmpi slt, %1012, %c32_i64_754 : i64
      %1016 = arith.andi %1014, %1015 : i1
      %c0_i64_755 = arith.constant 0 : i64
      %1017 = arith.cmpi sge, %1013, %c0_i64_755 : i64
      %c16_i64_756 = arith.constant 16 : i64
      %1018 = arith.cmpi slt, %1013, %c16_i64_756 : i64
      %1019 = arith.andi %1017, %1018 : i1
      %1020 = arith.andi %1016, %1019 : i1
      scf.if %1020 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1013, %c32_i64_966 : i64
        %1310 = arith.addi %1012, %1309 : i64
        %1311 = llvm.getelementptr %22[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %830, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_757 = gpu.thread_id  x
      %1021 = arith.index_cast %thread_id_x_757 : index to i64
      %c16_i64_758 = arith.constant 16 : i64
      %1022 = arith.remsi %1021, %c16_i64_758 : i64
      %1023 = arith.addi %37, %1022 : i64
      %c0_i64_759 = arith.constant 0 : i64
      %1024 = arith.cmpi sge, %1023, %c0_i64_759 : i64
      %c16_i64_760 = arith.constant 16 : i64
      %1025 = arith.cmpi slt, %1023, %c16_i64_760 : i64
      %1026 = arith.andi %1024, %1025 : i1
      scf.if %1026 {
        %c5_i64_966 = arith.constant 5 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %1023, %c32_i64_967 : i64
        %1310 = arith.addi %c5_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %25[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %795, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_761 = gpu.thread_id  x
      %1027 = arith.index_cast %thread_id_x_761 : index to i64
      %c16_i64_762 = arith.constant 16 : i64
      %1028 = arith.remsi %1027, %c16_i64_762 : i64
      %1029 = arith.addi %37, %1028 : i64
      %c0_i64_763 = arith.constant 0 : i64
      %1030 = arith.cmpi sge, %1029, %c0_i64_763 : i64
      %c16_i64_764 = arith.constant 16 : i64
      %1031 = arith.cmpi slt, %1029, %c16_i64_764 : i64
      %1032 = arith.andi %1030, %1031 : i1
      scf.if %1032 {
        %c6_i64_966 = arith.constant 6 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %1029, %c32_i64_967 : i64
        %1310 = arith.addi %c6_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %25[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %800, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_765 = gpu.thread_id  x
      %1033 = arith.index_cast %thread_id_x_765 : index to i64
      %c16_i64_766 = arith.constant 16 : i64
      %1034 = arith.remsi %1033, %c16_i64_766 : i64
      %1035 = arith.addi %37, %1034 : i64
      %c0_i64_767 = arith.constant 0 : i64
      %1036 = arith.cmpi sge, %1035, %c0_i64_767 : i64
      %c16_i64_768 = arith.constant 16 : i64
      %1037 = arith.cmpi slt, %1035, %c16_i64_768 : i64
      %1038 = arith.andi %1036, %1037 : i1
      scf.if %1038 {
        %c7_i64_966 = arith.constant 7 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %1035, %c32_i64_967 : i64
        %1310 = arith.addi %c7_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %25[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %805, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_769 = gpu.thread_id  x
      %1039 = arith.index_cast %thread_id_x_769 : index to i64
      %c16_i64_770 = arith.constant 16 : i64
      %1040 = arith.remsi %1039, %c16_i64_770 : i64
      %1041 = arith.addi %37, %1040 : i64
      %c0_i64_771 = arith.constant 0 : i64
      %1042 = arith.cmpi sge, %1041, %c0_i64_771 : i64
      %c16_i64_772 = arith.constant 16 : i64
      %1043 = arith.cmpi slt, %1041, %c16_i64_772 : i64
      %1044 = arith.andi %1042, %1043 : i1
      scf.if %1044 {
        %c8_i64_966 = arith.constant 8 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %1041, %c32_i64_967 : i64
        %1310 = arith.addi %c8_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %25[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %810, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_773 = gpu.thread_id  x
      %1045 = arith.index_cast %thread_id_x_773 : index to i64
      %c16_i64_774 = arith.constant 16 : i64
      %1046 = arith.remsi %1045, %c16_i64_774 : i64
      %1047 = arith.addi %37, %1046 : i64
      %c0_i64_775 = arith.constant 0 : i64
      %1048 = arith.cmpi sge, %1047, %c0_i64_775 : i64
      %c16_i64_776 = arith.constant 16 : i64
      %1049 = arith.cmpi slt, %1047, %c16_i64_776 : i64
      %1050 = arith.andi %1048, %1049 : i1
      scf.if %1050 {
        %c9_i64 = arith.constant 9 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1047, %c32_i64_966 : i64
        %1310 = arith.addi %c9_i64, %1309 : i64
        %1311 = llvm.getelementptr %25[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %815, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_777 = gpu.thread_id  x
      %1051 = arith.index_cast %thread_id_x_777 : index to i64
      %c16_i64_778 = arith.constant 16 : i64
      %1052 = arith.remsi %1051, %c16_i64_778 : i64
      %1053 = arith.addi %37, %1052 : i64
      %c0_i64_779 = arith.constant 0 : i64
      %1054 = arith.cmpi sge, %1053, %c0_i64_779 : i64
      %c16_i64_780 = arith.constant 16 : i64
      %1055 = arith.cmpi slt, %1053, %c16_i64_780 : i64
      %1056 = arith.andi %1054, %1055 : i1
      scf.if %1056 {
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1053, %c32_i64_966 : i64
        %1310 = arith.addi %c10_i64, %1309 : i64
        %1311 = llvm.getelementptr %25[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %820, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_781 = gpu.thread_id  x
      %1057 = arith.index_cast %thread_id_x_781 : index to i64
      %c16_i64_782 = arith.constant 16 : i64
      %1058 = arith.remsi %1057, %c16_i64_782 : i64
      %1059 = arith.addi %37, %1058 : i64
      %c0_i64_783 = arith.constant 0 : i64
      %1060 = arith.cmpi sge, %1059, %c0_i64_783 : i64
      %c16_i64_784 = arith.constant 16 : i64
      %1061 = arith.cmpi slt, %1059, %c16_i64_784 : i64
      %1062 = arith.andi %1060, %1061 : i1
      scf.if %1062 {
        %c11_i64 = arith.constant 11 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1059, %c32_i64_966 : i64
        %1310 = arith.addi %c11_i64, %1309 : i64
        %1311 = llvm.getelementptr %25[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %825, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_785 = gpu.thread_id  x
      %1063 = arith.index_cast %thread_id_x_785 : index to i64
      %c16_i64_786 = arith.constant 16 : i64
      %1064 = arith.remsi %1063, %c16_i64_786 : i64
      %1065 = arith.addi %37, %1064 : i64
      %c0_i64_787 = arith.constant 0 : i64
      %1066 = arith.cmpi sge, %1065, %c0_i64_787 : i64
      %c16_i64_788 = arith.constant 16 : i64
      %1067 = arith.cmpi slt, %1065, %c16_i64_788 : i64
      %1068 = arith.andi %1066, %1067 : i1
      scf.if %1068 {
        %c12_i64_966 = arith.constant 12 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1309 = arith.muli %1065, %c32_i64_967 : i64
        %1310 = arith.addi %c12_i64_966, %1309 : i64
        %1311 = llvm.getelementptr %25[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %830, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_789 = gpu.thread_id  x
      %1069 = arith.index_cast %thread_id_x_789 : index to i64
      %c16_i64_790 = arith.constant 16 : i64
      %1070 = arith.remsi %1069, %c16_i64_790 : i64
      %c0_i64_791 = arith.constant 0 : i64
      %1071 = arith.cmpi sge, %39, %c0_i64_791 : i64
      %c32_i64_792 = arith.constant 32 : i64
      %1072 = arith.cmpi slt, %39, %c32_i64_792 : i64
      %1073 = arith.andi %1071, %1072 : i1
      scf.if %1073 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1070, %c32_i64_966 : i64
        %1310 = arith.addi %39, %1309 : i64
        %1311 = llvm.getelementptr %28[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %795, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_793 = gpu.thread_id  x
      %1074 = arith.index_cast %thread_id_x_793 : index to i64
      %c16_i64_794 = arith.constant 16 : i64
      %1075 = arith.remsi %1074, %c16_i64_794 : i64
      %c1_i64_795 = arith.constant 1 : i64
      %1076 = arith.addi %39, %c1_i64_795 : i64
      %c0_i64_796 = arith.constant 0 : i64
      %1077 = arith.cmpi sge, %1076, %c0_i64_796 : i64
      %c32_i64_797 = arith.constant 32 : i64
      %1078 = arith.cmpi slt, %1076, %c32_i64_797 : i64
      %1079 = arith.andi %1077, %1078 : i1
      scf.if %1079 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1075, %c32_i64_966 : i64
        %1310 = arith.addi %1076, %1309 : i64
        %1311 = llvm.getelementptr %28[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %800, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_798 = gpu.thread_id  x
      %1080 = arith.index_cast %thread_id_x_798 : index to i64
      %c16_i64_799 = arith.constant 16 : i64
      %1081 = arith.remsi %1080, %c16_i64_799 : i64
      %c2_i64_800 = arith.constant 2 : i64
      %1082 = arith.addi %39, %c2_i64_800 : i64
      %c0_i64_801 = arith.constant 0 : i64
      %1083 = arith.cmpi sge, %1082, %c0_i64_801 : i64
      %c32_i64_802 = arith.constant 32 : i64
      %1084 = arith.cmpi slt, %1082, %c32_i64_802 : i64
      %1085 = arith.andi %1083, %1084 : i1
      scf.if %1085 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1081, %c32_i64_966 : i64
        %1310 = arith.addi %1082, %1309 : i64
        %1311 = llvm.getelementptr %28[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %805, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_803 = gpu.thread_id  x
      %1086 = arith.index_cast %thread_id_x_803 : index to i64
      %c16_i64_804 = arith.constant 16 : i64
      %1087 = arith.remsi %1086, %c16_i64_804 : i64
      %c3_i64_805 = arith.constant 3 : i64
      %1088 = arith.addi %39, %c3_i64_805 : i64
      %c0_i64_806 = arith.constant 0 : i64
      %1089 = arith.cmpi sge, %1088, %c0_i64_806 : i64
      %c32_i64_807 = arith.constant 32 : i64
      %1090 = arith.cmpi slt, %1088, %c32_i64_807 : i64
      %1091 = arith.andi %1089, %1090 : i1
      scf.if %1091 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1087, %c32_i64_966 : i64
        %1310 = arith.addi %1088, %1309 : i64
        %1311 = llvm.getelementptr %28[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %810, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_808 = gpu.thread_id  x
      %1092 = arith.index_cast %thread_id_x_808 : index to i64
      %c16_i64_809 = arith.constant 16 : i64
      %1093 = arith.remsi %1092, %c16_i64_809 : i64
      %c4_i64_810 = arith.constant 4 : i64
      %1094 = arith.addi %39, %c4_i64_810 : i64
      %c0_i64_811 = arith.constant 0 : i64
      %1095 = arith.cmpi sge, %1094, %c0_i64_811 : i64
      %c32_i64_812 = arith.constant 32 : i64
      %1096 = arith.cmpi slt, %1094, %c32_i64_812 : i64
      %1097 = arith.andi %1095, %1096 : i1
      scf.if %1097 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1093, %c32_i64_966 : i64
        %1310 = arith.addi %1094, %1309 : i64
        %1311 = llvm.getelementptr %28[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %815, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_813 = gpu.thread_id  x
      %1098 = arith.index_cast %thread_id_x_813 : index to i64
      %c16_i64_814 = arith.constant 16 : i64
      %1099 = arith.remsi %1098, %c16_i64_814 : i64
      %c5_i64_815 = arith.constant 5 : i64
      %1100 = arith.addi %39, %c5_i64_815 : i64
      %c0_i64_816 = arith.constant 0 : i64
      %1101 = arith.cmpi sge, %1100, %c0_i64_816 : i64
      %c32_i64_817 = arith.constant 32 : i64
      %1102 = arith.cmpi slt, %1100, %c32_i64_817 : i64
      %1103 = arith.andi %1101, %1102 : i1
      scf.if %1103 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1099, %c32_i64_966 : i64
        %1310 = arith.addi %1100, %1309 : i64
        %1311 = llvm.getelementptr %28[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %820, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_818 = gpu.thread_id  x
      %1104 = arith.index_cast %thread_id_x_818 : index to i64
      %c16_i64_819 = arith.constant 16 : i64
      %1105 = arith.remsi %1104, %c16_i64_819 : i64
      %c6_i64_820 = arith.constant 6 : i64
      %1106 = arith.addi %39, %c6_i64_820 : i64
      %c0_i64_821 = arith.constant 0 : i64
      %1107 = arith.cmpi sge, %1106, %c0_i64_821 : i64
      %c32_i64_822 = arith.constant 32 : i64
      %1108 = arith.cmpi slt, %1106, %c32_i64_822 : i64
      %1109 = arith.andi %1107, %1108 : i1
      scf.if %1109 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1105, %c32_i64_966 : i64
        %1310 = arith.addi %1106, %1309 : i64
        %1311 = llvm.getelementptr %28[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %825, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_823 = gpu.thread_id  x
      %1110 = arith.index_cast %thread_id_x_823 : index to i64
      %c16_i64_824 = arith.constant 16 : i64
      %1111 = arith.remsi %1110, %c16_i64_824 : i64
      %c7_i64_825 = arith.constant 7 : i64
      %1112 = arith.addi %39, %c7_i64_825 : i64
      %c0_i64_826 = arith.constant 0 : i64
      %1113 = arith.cmpi sge, %1112, %c0_i64_826 : i64
      %c32_i64_827 = arith.constant 32 : i64
      %1114 = arith.cmpi slt, %1112, %c32_i64_827 : i64
      %1115 = arith.andi %1113, %1114 : i1
      scf.if %1115 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1111, %c32_i64_966 : i64
        %1310 = arith.addi %1112, %1309 : i64
        %1311 = llvm.getelementptr %28[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %830, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_828 = gpu.thread_id  x
      %1116 = arith.index_cast %thread_id_x_828 : index to i64
      %c16_i64_829 = arith.constant 16 : i64
      %1117 = arith.remsi %1116, %c16_i64_829 : i64
      %1118 = arith.addi %37, %1117 : i64
      %c0_i64_830 = arith.constant 0 : i64
      %1119 = arith.cmpi sge, %1118, %c0_i64_830 : i64
      %c16_i64_831 = arith.constant 16 : i64
      %1120 = arith.cmpi slt, %1118, %c16_i64_831 : i64
      %1121 = arith.andi %1119, %1120 : i1
      %c0_i64_832 = arith.constant 0 : i64
      %1122 = arith.cmpi sge, %39, %c0_i64_832 : i64
      %c32_i64_833 = arith.constant 32 : i64
      %1123 = arith.cmpi slt, %39, %c32_i64_833 : i64
      %1124 = arith.andi %1122, %1123 : i1
      %1125 = arith.andi %1121, %1124 : i1
      scf.if %1125 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1118, %c32_i64_966 : i64
        %1310 = arith.addi %39, %1309 : i64
        %1311 = llvm.getelementptr %31[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %795, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_834 = gpu.thread_id  x
      %1126 = arith.index_cast %thread_id_x_834 : index to i64
      %c16_i64_835 = arith.constant 16 : i64
      %1127 = arith.remsi %1126, %c16_i64_835 : i64
      %c1_i64_836 = arith.constant 1 : i64
      %1128 = arith.addi %39, %c1_i64_836 : i64
      %1129 = arith.addi %37, %1127 : i64
      %c0_i64_837 = arith.constant 0 : i64
      %1130 = arith.cmpi sge, %1129, %c0_i64_837 : i64
      %c16_i64_838 = arith.constant 16 : i64
      %1131 = arith.cmpi slt, %1129, %c16_i64_838 : i64
      %1132 = arith.andi %1130, %1131 : i1
      %c0_i64_839 = arith.constant 0 : i64
      %1133 = arith.cmpi sge, %1128, %c0_i64_839 : i64
      %c32_i64_840 = arith.constant 32 : i64
      %1134 = arith.cmpi slt, %1128, %c32_i64_840 : i64
      %1135 = arith.andi %1133, %1134 : i1
      %1136 = arith.andi %1132, %1135 : i1
      scf.if %1136 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1129, %c32_i64_966 : i64
        %1310 = arith.addi %1128, %1309 : i64
        %1311 = llvm.getelementptr %31[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %800, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_841 = gpu.thread_id  x
      %1137 = arith.index_cast %thread_id_x_841 : index to i64
      %c16_i64_842 = arith.constant 16 : i64
      %1138 = arith.remsi %1137, %c16_i64_842 : i64
      %c2_i64_843 = arith.constant 2 : i64
      %1139 = arith.addi %39, %c2_i64_843 : i64
      %1140 = arith.addi %37, %1138 : i64
      %c0_i64_844 = arith.constant 0 : i64
      %1141 = arith.cmpi sge, %1140, %c0_i64_844 : i64
      %c16_i64_845 = arith.constant 16 : i64
      %1142 = arith.cmpi slt, %1140, %c16_i64_845 : i64
      %1143 = arith.andi %1141, %1142 : i1
      %c0_i64_846 = arith.constant 0 : i64
      %1144 = arith.cmpi sge, %1139, %c0_i64_846 : i64
      %c32_i64_847 = arith.constant 32 : i64
      %1145 = arith.cmpi slt, %1139, %c32_i64_847 : i64
      %1146 = arith.andi %1144, %1145 : i1
      %1147 = arith.andi %1143, %1146 : i1
      scf.if %1147 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1140, %c32_i64_966 : i64
        %1310 = arith.addi %1139, %1309 : i64
        %1311 = llvm.getelementptr %31[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %805, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_848 = gpu.thread_id  x
      %1148 = arith.index_cast %thread_id_x_848 : index to i64
      %c16_i64_849 = arith.constant 16 : i64
      %1149 = arith.remsi %1148, %c16_i64_849 : i64
      %c3_i64_850 = arith.constant 3 : i64
      %1150 = arith.addi %39, %c3_i64_850 : i64
      %1151 = arith.addi %37, %1149 : i64
      %c0_i64_851 = arith.constant 0 : i64
      %1152 = arith.cmpi sge, %1151, %c0_i64_851 : i64
      %c16_i64_852 = arith.constant 16 : i64
      %1153 = arith.cmpi slt, %1151, %c16_i64_852 : i64
      %1154 = arith.andi %1152, %1153 : i1
      %c0_i64_853 = arith.constant 0 : i64
      %1155 = arith.cmpi sge, %1150, %c0_i64_853 : i64
      %c32_i64_854 = arith.constant 32 : i64
      %1156 = arith.cmpi slt, %1150, %c32_i64_854 : i64
      %1157 = arith.andi %1155, %1156 : i1
      %1158 = arith.andi %1154, %1157 : i1
      scf.if %1158 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1151, %c32_i64_966 : i64
        %1310 = arith.addi %1150, %1309 : i64
        %1311 = llvm.getelementptr %31[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %810, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_855 = gpu.thread_id  x
      %1159 = arith.index_cast %thread_id_x_855 : index to i64
      %c16_i64_856 = arith.constant 16 : i64
      %1160 = arith.remsi %1159, %c16_i64_856 : i64
      %c4_i64_857 = arith.constant 4 : i64
      %1161 = arith.addi %39, %c4_i64_857 : i64
      %1162 = arith.addi %37, %1160 : i64
      %c0_i64_858 = arith.constant 0 : i64
      %1163 = arith.cmpi sge, %1162, %c0_i64_858 : i64
      %c16_i64_859 = arith.constant 16 : i64
      %1164 = arith.cmpi slt, %1162, %c16_i64_859 : i64
      %1165 = arith.andi %1163, %1164 : i1
      %c0_i64_860 = arith.constant 0 : i64
      %1166 = arith.cmpi sge, %1161, %c0_i64_860 : i64
      %c32_i64_861 = arith.constant 32 : i64
      %1167 = arith.cmpi slt, %1161, %c32_i64_861 : i64
      %1168 = arith.andi %1166, %1167 : i1
      %1169 = arith.andi %1165, %1168 : i1
      scf.if %1169 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1162, %c32_i64_966 : i64
        %1310 = arith.addi %1161, %1309 : i64
        %1311 = llvm.getelementptr %31[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %815, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_862 = gpu.thread_id  x
      %1170 = arith.index_cast %thread_id_x_862 : index to i64
      %c16_i64_863 = arith.constant 16 : i64
      %1171 = arith.remsi %1170, %c16_i64_863 : i64
      %c5_i64_864 = arith.constant 5 : i64
      %1172 = arith.addi %39, %c5_i64_864 : i64
      %1173 = arith.addi %37, %1171 : i64
      %c0_i64_865 = arith.constant 0 : i64
      %1174 = arith.cmpi sge, %1173, %c0_i64_865 : i64
      %c16_i64_866 = arith.constant 16 : i64
      %1175 = arith.cmpi slt, %1173, %c16_i64_866 : i64
      %1176 = arith.andi %1174, %1175 : i1
      %c0_i64_867 = arith.constant 0 : i64
      %1177 = arith.cmpi sge, %1172, %c0_i64_867 : i64
      %c32_i64_868 = arith.constant 32 : i64
      %1178 = arith.cmpi slt, %1172, %c32_i64_868 : i64
      %1179 = arith.andi %1177, %1178 : i1
      %1180 = arith.andi %1176, %1179 : i1
      scf.if %1180 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1173, %c32_i64_966 : i64
        %1310 = arith.addi %1172, %1309 : i64
        %1311 = llvm.getelementptr %31[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %820, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_869 = gpu.thread_id  x
      %1181 = arith.index_cast %thread_id_x_869 : index to i64
      %c16_i64_870 = arith.constant 16 : i64
      %1182 = arith.remsi %1181, %c16_i64_870 : i64
      %c6_i64_871 = arith.constant 6 : i64
      %1183 = arith.addi %39, %c6_i64_871 : i64
      %1184 = arith.addi %37, %1182 : i64
      %c0_i64_872 = arith.constant 0 : i64
      %1185 = arith.cmpi sge, %1184, %c0_i64_872 : i64
      %c16_i64_873 = arith.constant 16 : i64
      %1186 = arith.cmpi slt, %1184, %c16_i64_873 : i64
      %1187 = arith.andi %1185, %1186 : i1
      %c0_i64_874 = arith.constant 0 : i64
      %1188 = arith.cmpi sge, %1183, %c0_i64_874 : i64
      %c32_i64_875 = arith.constant 32 : i64
      %1189 = arith.cmpi slt, %1183, %c32_i64_875 : i64
      %1190 = arith.andi %1188, %1189 : i1
      %1191 = arith.andi %1187, %1190 : i1
      scf.if %1191 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1184, %c32_i64_966 : i64
        %1310 = arith.addi %1183, %1309 : i64
        %1311 = llvm.getelementptr %31[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %825, %1311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_876 = gpu.thread_id  x
      %1192 = arith.index_cast %thread_id_x_876 : index to i64
      %c16_i64_877 = arith.constant 16 : i64
      %1193 = arith.remsi %1192, %c16_i64_877 : i64
      %c7_i64_878 = arith.constant 7 : i64
      %1194 = arith.addi %39, %c7_i64_878 : i64
      %1195 = arith.addi %37, %1193 : i64
      %c0_i64_879 = arith.constant 0 : i64
      %1196 = arith.cmpi sge, %1195, %c0_i64_879 : i64
      %c16_i64_880 = arith.constant 16 : i64
      %1197 = arith.cmpi slt, %1195, %c16_i64_880 : i64
      %1198 = arith.andi %1196, %1197 : i1
      %c0_i64_881 = arith.constant 0 : i64
      %1199 = arith.cmpi sge, %1194, %c0_i64_881 : i64
      %c32_i64_882 = arith.constant 32 : i64
      %1200 = arith.cmpi slt, %1194, %c32_i64_882 : i64
      %1201 = arith.andi %1199, %1200 : i1
      %1202 = arith.andi %1198, %1201 : i1
      scf.if %1202 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1195, %c32_i64_966 : i64
        %1310 = arith.addi %1194, %1309 : i64
        %1311 = llvm.getelementptr %31[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %830, %1311 : f32, !llvm.ptr<1>
      }
      %c32_i64_883 = arith.constant 32 : i64
      %1203 = arith.muli %12, %c32_i64_883 : i64
      %c30_i64_884 = arith.constant 30 : i64
      %1204 = arith.subi %c30_i64_884, %1203 : i64
      %c3_i64_885 = arith.constant 3 : i64
      %1205 = arith.muli %12, %c3_i64_885 : i64
      %c-1_i64 = arith.constant -1 : i64
      %1206 = arith.addi %c-1_i64, %1205 : i64
      %thread_id_x_886 = gpu.thread_id  x
      %1207 = arith.index_cast %thread_id_x_886 : index to i64
      %c16_i64_887 = arith.constant 16 : i64
      %1208 = arith.remsi %1207, %c16_i64_887 : i64
      %c4_i64_888 = arith.constant 4 : i64
      %1209 = arith.divsi %1208, %c4_i64_888 : i64
      %thread_id_x_889 = gpu.thread_id  x
      %1210 = arith.index_cast %thread_id_x_889 : index to i64
      %c16_i64_890 = arith.constant 16 : i64
      %1211 = arith.remsi %1210, %c16_i64_890 : i64
      %c4_i64_891 = arith.constant 4 : i64
      %1212 = arith.remsi %1211, %c4_i64_891 : i64
      %1213 = arith.addi %1204, %1212 : i64
      %1214 = arith.addi %1206, %1209 : i64
      %cst_892 = arith.constant 0.000000e+00 : f32
      memref.store %cst_892, %alloca_70[] : memref<f32>
      %c15_i64 = arith.constant 15 : i64
      %1215 = arith.cmpi slt, %1209, %c15_i64 : i64
      %c0_i64_893 = arith.constant 0 : i64
      %1216 = arith.cmpi sge, %1213, %c0_i64_893 : i64
      %c32_i64_894 = arith.constant 32 : i64
      %1217 = arith.cmpi slt, %1213, %c32_i64_894 : i64
      %1218 = arith.andi %1216, %1217 : i1
      %c0_i64_895 = arith.constant 0 : i64
      %1219 = arith.cmpi sge, %1214, %c0_i64_895 : i64
      %c16_i64_896 = arith.constant 16 : i64
      %1220 = arith.cmpi slt, %1214, %c16_i64_896 : i64
      %1221 = arith.andi %1219, %1220 : i1
      %1222 = arith.andi %1218, %1221 : i1
      %1223 = arith.andi %1215, %1222 : i1
      scf.if %1223 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1214, %c32_i64_966 : i64
        %1310 = arith.addi %1213, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_70[] : memref<f32>
      }
      %thread_id_x_897 = gpu.thread_id  x
      %1224 = arith.index_cast %thread_id_x_897 : index to i64
      %c16_i64_898 = arith.constant 16 : i64
      %1225 = arith.remsi %1224, %c16_i64_898 : i64
      %c4_i64_899 = arith.constant 4 : i64
      %1226 = arith.divsi %1225, %c4_i64_899 : i64
      %c4_i64_900 = arith.constant 4 : i64
      %1227 = arith.addi %1226, %c4_i64_900 : i64
      %thread_id_x_901 = gpu.thread_id  x
      %1228 = arith.index_cast %thread_id_x_901 : index to i64
      %c16_i64_902 = arith.constant 16 : i64
      %1229 = arith.remsi %1228, %c16_i64_902 : i64
      %c4_i64_903 = arith.constant 4 : i64
      %1230 = arith.remsi %1229, %c4_i64_903 : i64
      %1231 = arith.addi %1204, %1230 : i64
      %1232 = arith.addi %1206, %1227 : i64
      %cst_904 = arith.constant 0.000000e+00 : f32
      memref.store %cst_904, %alloca_71[] : memref<f32>
      %c15_i64_905 = arith.constant 15 : i64
      %1233 = arith.cmpi slt, %1227, %c15_i64_905 : i64
      %c0_i64_906 = arith.constant 0 : i64
      %1234 = arith.cmpi sge, %1231, %c0_i64_906 : i64
      %c32_i64_907 = arith.constant 32 : i64
      %1235 = arith.cmpi slt, %1231, %c32_i64_907 : i64
      %1236 = arith.andi %1234, %1235 : i1
      %c0_i64_908 = arith.constant 0 : i64
      %1237 = arith.cmpi sge, %1232, %c0_i64_908 : i64
      %c16_i64_909 = arith.constant 16 : i64
      %1238 = arith.cmpi slt, %1232, %c16_i64_909 : i64
      %1239 = arith.andi %1237, %1238 : i1
      %1240 = arith.andi %1236, %1239 : i1
      %1241 = arith.andi %1233, %1240 : i1
      scf.if %1241 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1232, %c32_i64_966 : i64
        %1310 = arith.addi %1231, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_71[] : memref<f32>
      }
      %thread_id_x_910 = gpu.thread_id  x
      %1242 = arith.index_cast %thread_id_x_910 : index to i64
      %c16_i64_911 = arith.constant 16 : i64
      %1243 = arith.remsi %1242, %c16_i64_911 : i64
      %c4_i64_912 = arith.constant 4 : i64
      %1244 = arith.divsi %1243, %c4_i64_912 : i64
      %c8_i64 = arith.constant 8 : i64
      %1245 = arith.addi %1244, %c8_i64 : i64
      %thread_id_x_913 = gpu.thread_id  x
      %1246 = arith.index_cast %thread_id_x_913 : index to i64
      %c16_i64_914 = arith.constant 16 : i64
      %1247 = arith.remsi %1246, %c16_i64_914 : i64
      %c4_i64_915 = arith.constant 4 : i64
      %1248 = arith.remsi %1247, %c4_i64_915 : i64
      %1249 = arith.addi %1204, %1248 : i64
      %1250 = arith.addi %1206, %1245 : i64
      %cst_916 = arith.constant 0.000000e+00 : f32
      memref.store %cst_916, %alloca_72[] : memref<f32>
      %c15_i64_917 = arith.constant 15 : i64
      %1251 = arith.cmpi slt, %1245, %c15_i64_917 : i64
      %c0_i64_918 = arith.constant 0 : i64
      %1252 = arith.cmpi sge, %1249, %c0_i64_918 : i64
      %c32_i64_919 = arith.constant 32 : i64
      %1253 = arith.cmpi slt, %1249, %c32_i64_919 : i64
      %1254 = arith.andi %1252, %1253 : i1
      %c0_i64_920 = arith.constant 0 : i64
      %1255 = arith.cmpi sge, %1250, %c0_i64_920 : i64
      %c16_i64_921 = arith.constant 16 : i64
      %1256 = arith.cmpi slt, %1250, %c16_i64_921 : i64
      %1257 = arith.andi %1255, %1256 : i1
      %1258 = arith.andi %1254, %1257 : i1
      %1259 = arith.andi %1251, %1258 : i1
      scf.if %1259 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1250, %c32_i64_966 : i64
        %1310 = arith.addi %1249, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_72[] : memref<f32>
      }
      %thread_id_x_922 = gpu.thread_id  x
      %1260 = arith.index_cast %thread_id_x_922 : index to i64
      %c16_i64_923 = arith.constant 16 : i64
      %1261 = arith.remsi %1260, %c16_i64_923 : i64
      %c4_i64_924 = arith.constant 4 : i64
      %1262 = arith.divsi %1261, %c4_i64_924 : i64
      %c12_i64_925 = arith.constant 12 : i64
      %1263 = arith.addi %1262, %c12_i64_925 : i64
      %thread_id_x_926 = gpu.thread_id  x
      %1264 = arith.index_cast %thread_id_x_926 : index to i64
      %c16_i64_927 = arith.constant 16 : i64
      %1265 = arith.remsi %1264, %c16_i64_927 : i64
      %c4_i64_928 = arith.constant 4 : i64
      %1266 = arith.remsi %1265, %c4_i64_928 : i64
      %1267 = arith.addi %1204, %1266 : i64
      %1268 = arith.addi %1206, %1263 : i64
      %cst_929 = arith.constant 0.000000e+00 : f32
      memref.store %cst_929, %alloca_73[] : memref<f32>
      %c15_i64_930 = arith.constant 15 : i64
      %1269 = arith.cmpi slt, %1263, %c15_i64_930 : i64
      %c0_i64_931 = arith.constant 0 : i64
      %1270 = arith.cmpi sge, %1267, %c0_i64_931 : i64
      %c32_i64_932 = arith.constant 32 : i64
      %1271 = arith.cmpi slt, %1267, %c32_i64_932 : i64
      %1272 = arith.andi %1270, %1271 : i1
      %c0_i64_933 = arith.constant 0 : i64
      %1273 = arith.cmpi sge, %1268, %c0_i64_933 : i64
      %c16_i64_934 = arith.constant 16 : i64
      %1274 = arith.cmpi slt, %1268, %c16_i64_934 : i64
      %1275 = arith.andi %1273, %1274 : i1
      %1276 = arith.andi %1272, %1275 : i1
      %1277 = arith.andi %1269, %1276 : i1
      scf.if %1277 {
        %c32_i64_966 = arith.constant 32 : i64
        %1309 = arith.muli %1268, %c32_i64_966 : i64
        %1310 = arith.addi %1267, %1309 : i64
        %1311 = llvm.getelementptr %14[%1310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1312 = llvm.load %1311 : !llvm.ptr<1> -> f32
        memref.store %1312, %alloca_73[] : memref<f32>
      }
      %thread_id_x_935 = gpu.thread_id  x
      %1278 = arith.index_cast %thread_id_x_935 : index to i64
      %c16_i64_936 = arith.constant 16 : i64
      %1279 = arith.remsi %1278, %c16_i64_936 : i64
      %c4_i64_937 = arith.constant 4 : i64
      %1280 = arith.divsi %1279, %c4_i64_937 : i64
      %thread_id_x_938 = gpu.thread_id  x
      %1281 = arith.index_cast %thread_id_x_938 : index to i64
      %c16_i64_939 = arith.constant 16 : i64
      %1282 = arith.remsi %1281, %c16_i64_939 : i64
      %c4_i64_940 = arith.constant 4 : i64
      %1283 = arith.remsi %1282, %c4_i64_940 : i64
      %c15_i64_941 = arith.constant 15 : i64
      %1284 = arith.cmpi slt, %1280, %c15_i64_941 : i64
      scf.if %1284 {
        %1309 = memref.load %alloca_70[] : memref<f32>
        %c4_i64_966 = arith.constant 4 : i64
        %1310 = arith.muli %1280, %c4_i64_966 : i64
        %1311 = arith.addi %1283, %1310 : i64
        %1312 = llvm.getelementptr %33[%1311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1309, %1312 : f32, !llvm.ptr<1>
      }
      %thread_id_x_942 = gpu.thread_id  x
      %1285 = arith.index_cast %thread_id_x_942 : index to i64
      %c16_i64_943 = arith.constant 16 : i64
      %1286 = arith.remsi %1285, %c16_i64_943 : i64
      %c4_i64_944 = arith.constant 4 : i64
      %1287 = arith.divsi %1286, %c4_i64_944 : i64
      %c4_i64_945 = arith.constant 4 : i64
      %1288 = arith.addi %1287, %c4_i64_945 : i64
      %thread_id_x_946 = gpu.thread_id  x
      %1289 = arith.index_cast %thread_id_x_946 : index to i64
      %c16_i64_947 = arith.constant 16 : i64
      %1290 = arith.remsi %1289, %c16_i64_947 : i64
      %c4_i64_948 = arith.constant 4 : i64
      %1291 = arith.remsi %1290, %c4_i64_948 : i64
      %c15_i64_949 = arith.constant 15 : i64
      %1292 = arith.cmpi slt, %1288, %c15_i64_949 : i64
      scf.if %1292 {
        %1309 = memref.load %alloca_71[] : memref<f32>
        %c4_i64_966 = arith.constant 4 : i64
        %1310 = arith.muli %1288, %c4_i64_966 : i64
        %1311 = arith.addi %1291, %1310 : i64
        %1312 = llvm.getelementptr %33[%1311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1309, %1312 : f32, !llvm.ptr<1>
      }
      %thread_id_x_950 = gpu.thread_id  x
      %1293 = arith.index_cast %thread_id_x_950 : index to i64
      %c16_i64_951 = arith.constant 16 : i64
      %1294 = arith.remsi %1293, %c16_i64_951 : i64
      %c4_i64_952 = arith.constant 4 : i64
      %1295 = arith.divsi %1294, %c4_i64_952 : i64
      %c8_i64_953 = arith.constant 8 : i64
      %1296 = arith.addi %1295, %c8_i64_953 : i64
      %thread_id_x_954 = gpu.thread_id  x
      %1297 = arith.index_cast %thread_id_x_954 : index to i64
      %c16_i64_955 = arith.constant 16 : i64
      %1298 = arith.remsi %1297, %c16_i64_955 : i64
      %c4_i64_956 = arith.constant 4 : i64
      %1299 = arith.remsi %1298, %c4_i64_956 : i64
      %c15_i64_957 = arith.constant 15 : i64
      %1300 = arith.cmpi slt, %1296, %c15_i64_957 : i64
      scf.if %1300 {
        %1309 = memref.load %alloca_72[] : memref<f32>
        %c4_i64_966 = arith.constant 4 : i64
        %1310 = arith.muli %1296, %c4_i64_966 : i64
        %1311 = arith.addi %1299, %1310 : i64
        %1312 = llvm.getelementptr %33[%1311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1309, %1312 : f32, !llvm.ptr<1>
      }
      %thread_id_x_958 = gpu.thread_id  x
      %1301 = arith.index_cast %thread_id_x_958 : index to i64
      %c16_i64_959 = arith.constant 16 : i64
      %1302 = arith.remsi %1301, %c16_i64_959 : i64
      %c4_i64_960 = arith.constant 4 : i64
      %1303 = arith.divsi %1302, %c4_i64_960 : i64
      %c12_i64_961 = arith.constant 12 : i64
      %1304 = arith.addi %1303, %c12_i64_961 : i64
      %thread_id_x_962 = gpu.thread_id  x
      %1305 = arith.index_cast %thread_id_x_962 : index to i64
      %c16_i64_963 = arith.constant 16 : i64
      %1306 = arith.remsi %1305, %c16_i64_963 : i64
      %c4_i64_964 = arith.constant 4 : i64
      %1307 = arith.remsi %1306, %c4_i64_964 : i64
      %c15_i64_965 = arith.constant 15 : i64
      %1308 = arith.cmpi slt, %1304, %c15_i64_965 : i64
      scf.if %1308 {
        %1309 = memref.load %alloca_73[] : memref<f32>
        %c4_i64_966 = arith.constant 4 : i64
        %1310 = arith.muli %1304, %c4_i64_966 : i64
        %1311 = arith.addi %1307, %1310 : i64
        %1312 = llvm.getelementptr %33[%1311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1309, %1312 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
