module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_wgs_16x1() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<2304 x i8>
    gpu.func @wgs_16x1(%arg0: memref<6x37x?xf64, strided<[1, 6, 222]>, 1>, %arg1: memref<6x11x?xf64, strided<[1, 6, 66]>, 1>, %arg2: memref<37x11x?xf64, strided<[1, 37, 407]>, 1>, %arg3: memref<6x?xf64, strided<[1, 6]>, 1>, %arg4: memref<37x?xf64, strided<[1, 37]>, 1>, %arg5: memref<19x3x?xf64, strided<[1, 19, 57]>, 1>, %arg6: memref<19x3x?xf64, strided<[1, 19, 57]>, 1>, %arg7: memref<3x?xf64, strided<[1, 3]>, 1>, %arg8: memref<50x?xi64, strided<[1, 50]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<6x37x?xf64, strided<[1, 6, 222]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<6x37x?xf64, strided<[1, 6, 222]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<6x11x?xf64, strided<[1, 6, 66]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<6x11x?xf64, strided<[1, 6, 66]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<37x11x?xf64, strided<[1, 37, 407]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<37x11x?xf64, strided<[1, 37, 407]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<6x?xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<6x?xf64, strided<[1, 6]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<37x?xf64, strided<[1, 37]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<37x?xf64, strided<[1, 37]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<19x3x?xf64, strided<[1, 19, 57]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<19x3x?xf64, strided<[1, 19, 57]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<19x3x?xf64, strided<[1, 19, 57]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<19x3x?xf64, strided<[1, 19, 57]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<3x?xf64, strided<[1, 3]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<3x?xf64, strided<[1, 3]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg8 : memref<50x?xi64, strided<[1, 50]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<50x?xi64, strided<[1, 50]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %alloca_45 = memref.alloca() : memref<f64>
      %alloca_46 = memref.alloca() : memref<f64>
      %alloca_47 = memref.alloca() : memref<f64>
      %alloca_48 = memref.alloca() : memref<f64>
      %alloca_49 = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %alloca_62 = memref.alloca() : memref<f64>
      %alloca_63 = memref.alloca() : memref<f64>
      %alloca_64 = memref.alloca() : memref<f64>
      %alloca_65 = memref.alloca() : memref<f64>
      %alloca_66 = memref.alloca() : memref<f64>
      %alloca_67 = memref.alloca() : memref<f64>
      %alloca_68 = memref.alloca() : memref<f64>
      %alloca_69 = memref.alloca() : memref<f64>
      %alloca_70 = memref.alloca() : memref<f64>
      %alloca_71 = memref.alloca() : memref<f64>
      %alloca_72 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %27 = arith.index_cast %block_id_x : index to i64
      %c222_i64 = arith.constant 222 : i64
      %28 = arith.muli %27, %c222_i64 : i64
      %29 = llvm.getelementptr %1[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c66_i64 = arith.constant 66 : i64
      %30 = arith.muli %27, %c66_i64 : i64
      %31 = llvm.getelementptr %4[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c407_i64 = arith.constant 407 : i64
      %32 = arith.muli %27, %c407_i64 : i64
      %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c6_i64 = arith.constant 6 : i64
      %34 = arith.muli %27, %c6_i64 : i64
      %35 = llvm.getelementptr %10[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c37_i64 = arith.constant 37 : i64
      %36 = arith.muli %27, %c37_i64 : i64
      %37 = llvm.getelementptr %13[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c57_i64 = arith.constant 57 : i64
      %38 = arith.muli %27, %c57_i64 : i64
      %39 = llvm.getelementptr %16[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c57_i64_73 = arith.constant 57 : i64
      %40 = arith.muli %27, %c57_i64_73 : i64
      %41 = llvm.getelementptr %19[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c3_i64 = arith.constant 3 : i64
      %42 = arith.muli %27, %c3_i64 : i64
      %43 = llvm.getelementptr %22[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c50_i64 = arith.constant 50 : i64
      %44 = arith.muli %27, %c50_i64 : i64
      %45 = llvm.getelementptr %25[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c18_i64 = arith.constant 18 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c18_i64 step %c1_i64  : i64 {
        %thread_id_x_86 = gpu.thread_id  x
        %50 = arith.index_cast %thread_id_x_86 : index to i64
        %c16_i64_87 = arith.constant 16 : i64
        %51 = arith.muli %arg9, %c16_i64_87 : i64
        %52 = arith.addi %50, %51 : i64
        %c6_i64_88 = arith.constant 6 : i64
        %53 = arith.remsi %52, %c6_i64_88 : i64
        %c6_i64_89 = arith.constant 6 : i64
        %54 = arith.divsi %52, %c6_i64_89 : i64
        %c36_i64 = arith.constant 36 : i64
        %55 = arith.minsi %54, %c36_i64 : i64
        %c6_i64_90 = arith.constant 6 : i64
        %56 = arith.muli %55, %c6_i64_90 : i64
        %57 = arith.addi %53, %56 : i64
        %58 = llvm.getelementptr %29[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %59 = llvm.load %58 : !llvm.ptr<1> -> f64
        %60 = llvm.mlir.addressof @__tinyc_stack_wgs_16x1 : !llvm.ptr<3>
        %c48_i64 = arith.constant 48 : i64
        %61 = arith.muli %53, %c48_i64 : i64
        %62 = arith.addi %54, %61 : i64
        %63 = llvm.getelementptr %60[%62] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %59, %63 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %c0_i64_74 = arith.constant 0 : i64
      %c11_i64 = arith.constant 11 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg9 = %c0_i64_74 to %c11_i64 step %c8_i64  : i64 {
        %thread_id_x_86 = gpu.thread_id  x
        %50 = arith.index_cast %thread_id_x_86 : index to i64
        %thread_id_x_87 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_87 : index to i64
        %thread_id_x_88 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_88 : index to i64
        %c16_i64_89 = arith.constant 16 : i64
        %53 = arith.addi %52, %c16_i64_89 : i64
        %thread_id_x_90 = gpu.thread_id  x
        %54 = arith.index_cast %thread_id_x_90 : index to i64
        %c16_i64_91 = arith.constant 16 : i64
        %55 = arith.addi %54, %c16_i64_91 : i64
        %thread_id_x_92 = gpu.thread_id  x
        %56 = arith.index_cast %thread_id_x_92 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %57 = arith.addi %56, %c32_i64 : i64
        %thread_id_x_93 = gpu.thread_id  x
        %58 = arith.index_cast %thread_id_x_93 : index to i64
        %c32_i64_94 = arith.constant 32 : i64
        %59 = arith.addi %58, %c32_i64_94 : i64
        %c10_i64 = arith.constant 10 : i64
        %60 = arith.minsi %arg9, %c10_i64 : i64
        %c1_i64_95 = arith.constant 1 : i64
        %61 = arith.addi %arg9, %c1_i64_95 : i64
        %c10_i64_96 = arith.constant 10 : i64
        %62 = arith.minsi %61, %c10_i64_96 : i64
        %c2_i64 = arith.constant 2 : i64
        %63 = arith.addi %arg9, %c2_i64 : i64
        %c10_i64_97 = arith.constant 10 : i64
        %64 = arith.minsi %63, %c10_i64_97 : i64
        %c3_i64_98 = arith.constant 3 : i64
        %65 = arith.addi %arg9, %c3_i64_98 : i64
        %c10_i64_99 = arith.constant 10 : i64
        %66 = arith.minsi %65, %c10_i64_99 : i64
        %c4_i64 = arith.constant 4 : i64
        %67 = arith.addi %arg9, %c4_i64 : i64
        %c10_i64_100 = arith.constant 10 : i64
        %68 = arith.minsi %67, %c10_i64_100 : i64
        %c5_i64 = arith.constant 5 : i64
        %69 = arith.addi %arg9, %c5_i64 : i64
        %c10_i64_101 = arith.constant 10 : i64
        %70 = arith.minsi %69, %c10_i64_101 : i64
        %c6_i64_102 = arith.constant 6 : i64
        %71 = arith.addi %arg9, %c6_i64_102 : i64
        %c10_i64_103 = arith.constant 10 : i64
        %72 = arith.minsi %71, %c10_i64_103 : i64
        %c7_i64 = arith.constant 7 : i64
        %73 = arith.addi %arg9, %c7_i64 : i64
        %c10_i64_104 = arith.constant 10 : i64
        %74 = arith.minsi %73, %c10_i64_104 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_40[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_41[] : memref<f64>
        %cst_107 = arith.constant 0.000000e+00 : f64
        memref.store %cst_107, %alloca_42[] : memref<f64>
        %cst_108 = arith.constant 0.000000e+00 : f64
        memref.store %cst_108, %alloca_43[] : memref<f64>
        %cst_109 = arith.constant 0.000000e+00 : f64
        memref.store %cst_109, %alloca_44[] : memref<f64>
        %cst_110 = arith.constant 0.000000e+00 : f64
        memref.store %cst_110, %alloca_45[] : memref<f64>
        %cst_111 = arith.constant 0.000000e+00 : f64
        memref.store %cst_111, %alloca_46[] : memref<f64>
        %cst_112 = arith.constant 0.000000e+00 : f64
        memref.store %cst_112, %alloca_47[] : memref<f64>
        %cst_113 = arith.constant 0.000000e+00 : f64
        memref.store %cst_113, %alloca_48[] : memref<f64>
        %cst_114 = arith.constant 0.000000e+00 : f64
        memref.store %cst_114, %alloca_49[] : memref<f64>
        %cst_115 = arith.constant 0.000000e+00 : f64
        memref.store %cst_115, %alloca_50[] : memref<f64>
        %cst_116 = arith.constant 0.000000e+00 : f64
        memref.store %cst_116, %alloca_51[] : memref<f64>
        %cst_117 = arith.constant 0.000000e+00 : f64
        memref.store %cst_117, %alloca_52[] : memref<f64>
        %cst_118 = arith.constant 0.000000e+00 : f64
        memref.store %cst_118, %alloca_53[] : memref<f64>
        %cst_119 = arith.constant 0.000000e+00 : f64
        memref.store %cst_119, %alloca_54[] : memref<f64>
        %cst_120 = arith.constant 0.000000e+00 : f64
        memref.store %cst_120, %alloca_55[] : memref<f64>
        %cst_121 = arith.constant 0.000000e+00 : f64
        memref.store %cst_121, %alloca_56[] : memref<f64>
        %cst_122 = arith.constant 0.000000e+00 : f64
        memref.store %cst_122, %alloca_57[] : memref<f64>
        %cst_123 = arith.constant 0.000000e+00 : f64
        memref.store %cst_123, %alloca_58[] : memref<f64>
        %cst_124 = arith.constant 0.000000e+00 : f64
        memref.store %cst_124, %alloca_59[] : memref<f64>
        %cst_125 = arith.constant 0.000000e+00 : f64
        memref.store %cst_125, %alloca_60[] : memref<f64>
        %cst_126 = arith.constant 0.000000e+00 : f64
        memref.store %cst_126, %alloca_61[] : memref<f64>
        %cst_127 = arith.constant 0.000000e+00 : f64
        memref.store %cst_127, %alloca_62[] : memref<f64>
        %c0_i64_128 = arith.constant 0 : i64
        %c6_i64_129 = arith.constant 6 : i64
        %c1_i64_130 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_128 to %c6_i64_129 step %c1_i64_130  : i64 {
          %78 = llvm.mlir.addressof @__tinyc_stack_wgs_16x1 : !llvm.ptr<3>
          %c48_i64 = arith.constant 48 : i64
          %79 = arith.muli %arg10, %c48_i64 : i64
          %80 = arith.addi %51, %79 : i64
          %81 = llvm.getelementptr %78[%80] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %82 = llvm.load %81 : !llvm.ptr<3> -> f64
          %83 = llvm.mlir.addressof @__tinyc_stack_wgs_16x1 : !llvm.ptr<3>
          %c48_i64_134 = arith.constant 48 : i64
          %84 = arith.muli %arg10, %c48_i64_134 : i64
          %85 = arith.addi %55, %84 : i64
          %86 = llvm.getelementptr %83[%85] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %87 = llvm.load %86 : !llvm.ptr<3> -> f64
          %88 = llvm.mlir.addressof @__tinyc_stack_wgs_16x1 : !llvm.ptr<3>
          %c48_i64_135 = arith.constant 48 : i64
          %89 = arith.muli %arg10, %c48_i64_135 : i64
          %90 = arith.addi %59, %89 : i64
          %91 = llvm.getelementptr %88[%90] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %92 = llvm.load %91 : !llvm.ptr<3> -> f64
          %c6_i64_136 = arith.constant 6 : i64
          %93 = arith.muli %60, %c6_i64_136 : i64
          %94 = arith.addi %arg10, %93 : i64
          %95 = llvm.getelementptr %31[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %96 = llvm.load %95 : !llvm.ptr<1> -> f64
          %c6_i64_137 = arith.constant 6 : i64
          %97 = arith.muli %62, %c6_i64_137 : i64
          %98 = arith.addi %arg10, %97 : i64
          %99 = llvm.getelementptr %31[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %100 = llvm.load %99 : !llvm.ptr<1> -> f64
          %c6_i64_138 = arith.constant 6 : i64
          %101 = arith.muli %64, %c6_i64_138 : i64
          %102 = arith.addi %arg10, %101 : i64
          %103 = llvm.getelementptr %31[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %104 = llvm.load %103 : !llvm.ptr<1> -> f64
          %c6_i64_139 = arith.constant 6 : i64
          %105 = arith.muli %66, %c6_i64_139 : i64
          %106 = arith.addi %arg10, %105 : i64
          %107 = llvm.getelementptr %31[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %108 = llvm.load %107 : !llvm.ptr<1> -> f64
          %c6_i64_140 = arith.constant 6 : i64
          %109 = arith.muli %68, %c6_i64_140 : i64
          %110 = arith.addi %arg10, %109 : i64
          %111 = llvm.getelementptr %31[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %112 = llvm.load %111 : !llvm.ptr<1> -> f64
          %c6_i64_141 = arith.constant 6 : i64
          %113 = arith.muli %70, %c6_i64_141 : i64
          %114 = arith.addi %arg10, %113 : i64
          %115 = llvm.getelementptr %31[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %116 = llvm.load %115 : !llvm.ptr<1> -> f64
          %c6_i64_142 = arith.constant 6 : i64
          %117 = arith.muli %72, %c6_i64_142 : i64
          %118 = arith.addi %arg10, %117 : i64
          %119 = llvm.getelementptr %31[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %120 = llvm.load %119 : !llvm.ptr<1> -> f64
          %c6_i64_143 = arith.constant 6 : i64
          %121 = arith.muli %74, %c6_i64_143 : i64
          %122 = arith.addi %arg10, %121 : i64
          %123 = llvm.getelementptr %31[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %124 = llvm.load %123 : !llvm.ptr<1> -> f64
          %125 = memref.load %alloca[] : memref<f64>
          %126 = llvm.intr.fma(%82, %96, %125) : (f64, f64, f64) -> f64
          memref.store %126, %alloca[] : memref<f64>
          %127 = memref.load %alloca_40[] : memref<f64>
          %128 = llvm.intr.fma(%82, %100, %127) : (f64, f64, f64) -> f64
          memref.store %128, %alloca_40[] : memref<f64>
          %129 = memref.load %alloca_41[] : memref<f64>
          %130 = llvm.intr.fma(%82, %104, %129) : (f64, f64, f64) -> f64
          memref.store %130, %alloca_41[] : memref<f64>
          %131 = memref.load %alloca_42[] : memref<f64>
          %132 = llvm.intr.fma(%82, %108, %131) : (f64, f64, f64) -> f64
          memref.store %132, %alloca_42[] : memref<f64>
          %133 = memref.load %alloca_43[] : memref<f64>
          %134 = llvm.intr.fma(%82, %112, %133) : (f64, f64, f64) -> f64
          memref.store %134, %alloca_43[] : memref<f64>
          %135 = memref.load %alloca_44[] : memref<f64>
          %136 = llvm.intr.fma(%82, %116, %135) : (f64, f64, f64) -> f64
          memref.store %136, %alloca_44[] : memref<f64>
          %137 = memref.load %alloca_45[] : memref<f64>
          %138 = llvm.intr.fma(%82, %120, %137) : (f64, f64, f64) -> f64
          memref.store %138, %alloca_45[] : memref<f64>
          %139 = memref.load %alloca_46[] : memref<f64>
          %140 = llvm.intr.fma(%82, %124, %139) : (f64, f64, f64) -> f64
          memref.store %140, %alloca_46[] : memref<f64>
          %141 = memref.load %alloca_47[] : memref<f64>
          %142 = llvm.intr.fma(%87, %96, %141) : (f64, f64, f64) -> f64
          memref.store %142, %alloca_47[] : memref<f64>
          %143 = memref.load %alloca_48[] : memref<f64>
          %144 = llvm.intr.fma(%87, %100, %143) : (f64, f64, f64) -> f64
          memref.store %144, %alloca_48[] : memref<f64>
          %145 = memref.load %alloca_49[] : memref<f64>
          %146 = llvm.intr.fma(%87, %104, %145) : (f64, f64, f64) -> f64
          memref.store %146, %alloca_49[] : memref<f64>
          %147 = memref.load %alloca_50[] : memref<f64>
          %148 = llvm.intr.fma(%87, %108, %147) : (f64, f64, f64) -> f64
          memref.store %148, %alloca_50[] : memref<f64>
          %149 = memref.load %alloca_51[] : memref<f64>
          %150 = llvm.intr.fma(%87, %112, %149) : (f64, f64, f64) -> f64
          memref.store %150, %alloca_51[] : memref<f64>
          %151 = memref.load %alloca_52[] : memref<f64>
          %152 = llvm.intr.fma(%87, %116, %151) : (f64, f64, f64) -> f64
          memref.store %152, %alloca_52[] : memref<f64>
          %153 = memref.load %alloca_53[] : memref<f64>
          %154 = llvm.intr.fma(%87, %120, %153) : (f64, f64, f64) -> f64
          memref.store %154, %alloca_53[] : memref<f64>
          %155 = memref.load %alloca_54[] : memref<f64>
          %156 = llvm.intr.fma(%87, %124, %155) : (f64, f64, f64) -> f64
          memref.store %156, %alloca_54[] : memref<f64>
          %157 = memref.load %alloca_55[] : memref<f64>
          %158 = llvm.intr.fma(%92, %96, %157) : (f64, f64, f64) -> f64
          memref.store %158, %alloca_55[] : memref<f64>
          %159 = memref.load %alloca_56[] : memref<f64>
          %160 = llvm.intr.fma(%92, %100, %159) : (f64, f64, f64) -> f64
          memref.store %160, %alloca_56[] : memref<f64>
          %161 = memref.load %alloca_57[] : memref<f64>
          %162 = llvm.intr.fma(%92, %104, %161) : (f64, f64, f64) -> f64
          memref.store %162, %alloca_57[] : memref<f64>
          %163 = memref.load %alloca_58[] : memref<f64>
          %164 = llvm.intr.fma(%92, %108, %163) : (f64, f64, f64) -> f64
          memref.store %164, %alloca_58[] : memref<f64>
          %165 = memref.load %alloca_59[] : memref<f64>
          %166 = llvm.intr.fma(%92, %112, %165) : (f64, f64, f64) -> f64
          memref.store %166, %alloca_59[] : memref<f64>
          %167 = memref.load %alloca_60[] : memref<f64>
          %168 = llvm.intr.fma(%92, %116, %167) : (f64, f64, f64) -> f64
          memref.store %168, %alloca_60[] : memref<f64>
          %169 = memref.load %alloca_61[] : memref<f64>
          %170 = llvm.intr.fma(%92, %120, %169) : (f64, f64, f64) -> f64
          memref.store %170, %alloca_61[] : memref<f64>
          %171 = memref.load %alloca_62[] : memref<f64>
          %172 = llvm.intr.fma(%92, %124, %171) : (f64, f64, f64) -> f64
          memref.store %172, %alloca_62[] : memref<f64>
        }
        %c37_i64_131 = arith.constant 37 : i64
        %75 = arith.cmpi slt, %50, %c37_i64_131 : i64
        scf.if %75 {
          %c11_i64_134 = arith.constant 11 : i64
          %78 = arith.cmpi slt, %arg9, %c11_i64_134 : i64
          scf.if %78 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %arg9, %c37_i64_142 : i64
            %87 = arith.addi %50, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %arg9, %c37_i64_143 : i64
            %93 = arith.addi %50, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_135 = arith.constant 11 : i64
          %79 = arith.cmpi slt, %61, %c11_i64_135 : i64
          scf.if %79 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %61, %c37_i64_142 : i64
            %87 = arith.addi %50, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_40[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %61, %c37_i64_143 : i64
            %93 = arith.addi %50, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_136 = arith.constant 11 : i64
          %80 = arith.cmpi slt, %63, %c11_i64_136 : i64
          scf.if %80 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %63, %c37_i64_142 : i64
            %87 = arith.addi %50, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_41[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %63, %c37_i64_143 : i64
            %93 = arith.addi %50, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_137 = arith.constant 11 : i64
          %81 = arith.cmpi slt, %65, %c11_i64_137 : i64
          scf.if %81 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %65, %c37_i64_142 : i64
            %87 = arith.addi %50, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_42[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %65, %c37_i64_143 : i64
            %93 = arith.addi %50, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_138 = arith.constant 11 : i64
          %82 = arith.cmpi slt, %67, %c11_i64_138 : i64
          scf.if %82 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %67, %c37_i64_142 : i64
            %87 = arith.addi %50, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_43[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %67, %c37_i64_143 : i64
            %93 = arith.addi %50, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_139 = arith.constant 11 : i64
          %83 = arith.cmpi slt, %69, %c11_i64_139 : i64
          scf.if %83 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %69, %c37_i64_142 : i64
            %87 = arith.addi %50, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_44[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %69, %c37_i64_143 : i64
            %93 = arith.addi %50, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_140 = arith.constant 11 : i64
          %84 = arith.cmpi slt, %71, %c11_i64_140 : i64
          scf.if %84 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %71, %c37_i64_142 : i64
            %87 = arith.addi %50, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_45[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %71, %c37_i64_143 : i64
            %93 = arith.addi %50, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_141 = arith.constant 11 : i64
          %85 = arith.cmpi slt, %73, %c11_i64_141 : i64
          scf.if %85 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %73, %c37_i64_142 : i64
            %87 = arith.addi %50, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_46[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %73, %c37_i64_143 : i64
            %93 = arith.addi %50, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
        }
        %c37_i64_132 = arith.constant 37 : i64
        %76 = arith.cmpi slt, %53, %c37_i64_132 : i64
        scf.if %76 {
          %c11_i64_134 = arith.constant 11 : i64
          %78 = arith.cmpi slt, %arg9, %c11_i64_134 : i64
          scf.if %78 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %arg9, %c37_i64_142 : i64
            %87 = arith.addi %53, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_47[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %arg9, %c37_i64_143 : i64
            %93 = arith.addi %53, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_135 = arith.constant 11 : i64
          %79 = arith.cmpi slt, %61, %c11_i64_135 : i64
          scf.if %79 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %61, %c37_i64_142 : i64
            %87 = arith.addi %53, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_48[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %61, %c37_i64_143 : i64
            %93 = arith.addi %53, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_136 = arith.constant 11 : i64
          %80 = arith.cmpi slt, %63, %c11_i64_136 : i64
          scf.if %80 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %63, %c37_i64_142 : i64
            %87 = arith.addi %53, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_49[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %63, %c37_i64_143 : i64
            %93 = arith.addi %53, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_137 = arith.constant 11 : i64
          %81 = arith.cmpi slt, %65, %c11_i64_137 : i64
          scf.if %81 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %65, %c37_i64_142 : i64
            %87 = arith.addi %53, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_50[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %65, %c37_i64_143 : i64
            %93 = arith.addi %53, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_138 = arith.constant 11 : i64
          %82 = arith.cmpi slt, %67, %c11_i64_138 : i64
          scf.if %82 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %67, %c37_i64_142 : i64
            %87 = arith.addi %53, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_51[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %67, %c37_i64_143 : i64
            %93 = arith.addi %53, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_139 = arith.constant 11 : i64
          %83 = arith.cmpi slt, %69, %c11_i64_139 : i64
          scf.if %83 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %69, %c37_i64_142 : i64
            %87 = arith.addi %53, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_52[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %69, %c37_i64_143 : i64
            %93 = arith.addi %53, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_140 = arith.constant 11 : i64
          %84 = arith.cmpi slt, %71, %c11_i64_140 : i64
          scf.if %84 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %71, %c37_i64_142 : i64
            %87 = arith.addi %53, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_53[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %71, %c37_i64_143 : i64
            %93 = arith.addi %53, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_141 = arith.constant 11 : i64
          %85 = arith.cmpi slt, %73, %c11_i64_141 : i64
          scf.if %85 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %73, %c37_i64_142 : i64
            %87 = arith.addi %53, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_54[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %73, %c37_i64_143 : i64
            %93 = arith.addi %53, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
        }
        %c37_i64_133 = arith.constant 37 : i64
        %77 = arith.cmpi slt, %57, %c37_i64_133 : i64
        scf.if %77 {
          %c11_i64_134 = arith.constant 11 : i64
          %78 = arith.cmpi slt, %arg9, %c11_i64_134 : i64
          scf.if %78 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %arg9, %c37_i64_142 : i64
            %87 = arith.addi %57, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_55[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %arg9, %c37_i64_143 : i64
            %93 = arith.addi %57, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_135 = arith.constant 11 : i64
          %79 = arith.cmpi slt, %61, %c11_i64_135 : i64
          scf.if %79 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %61, %c37_i64_142 : i64
            %87 = arith.addi %57, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_56[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %61, %c37_i64_143 : i64
            %93 = arith.addi %57, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_136 = arith.constant 11 : i64
          %80 = arith.cmpi slt, %63, %c11_i64_136 : i64
          scf.if %80 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %63, %c37_i64_142 : i64
            %87 = arith.addi %57, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_57[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %63, %c37_i64_143 : i64
            %93 = arith.addi %57, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_137 = arith.constant 11 : i64
          %81 = arith.cmpi slt, %65, %c11_i64_137 : i64
          scf.if %81 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %65, %c37_i64_142 : i64
            %87 = arith.addi %57, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_58[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %65, %c37_i64_143 : i64
            %93 = arith.addi %57, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_138 = arith.constant 11 : i64
          %82 = arith.cmpi slt, %67, %c11_i64_138 : i64
          scf.if %82 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %67, %c37_i64_142 : i64
            %87 = arith.addi %57, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_59[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %67, %c37_i64_143 : i64
            %93 = arith.addi %57, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_139 = arith.constant 11 : i64
          %83 = arith.cmpi slt, %69, %c11_i64_139 : i64
          scf.if %83 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %69, %c37_i64_142 : i64
            %87 = arith.addi %57, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_60[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %69, %c37_i64_143 : i64
            %93 = arith.addi %57, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_140 = arith.constant 11 : i64
          %84 = arith.cmpi slt, %71, %c11_i64_140 : i64
          scf.if %84 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %71, %c37_i64_142 : i64
            %87 = arith.addi %57, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_61[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %71, %c37_i64_143 : i64
            %93 = arith.addi %57, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c11_i64_141 = arith.constant 11 : i64
          %85 = arith.cmpi slt, %73, %c11_i64_141 : i64
          scf.if %85 {
            %c37_i64_142 = arith.constant 37 : i64
            %86 = arith.muli %73, %c37_i64_142 : i64
            %87 = arith.addi %57, %86 : i64
            %88 = llvm.getelementptr %33[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            %90 = memref.load %alloca_62[] : memref<f64>
            %91 = arith.addf %89, %90 : f64
            %c37_i64_143 = arith.constant 37 : i64
            %92 = arith.muli %73, %c37_i64_143 : i64
            %93 = arith.addi %57, %92 : i64
            %94 = llvm.getelementptr %33[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x : index to i64
      %c37_i64_75 = arith.constant 37 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg9 = %46 to %c37_i64_75 step %c16_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_63[] : memref<f64>
        %c0_i64_86 = arith.constant 0 : i64
        %c6_i64_87 = arith.constant 6 : i64
        %c1_i64_88 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_86 to %c6_i64_87 step %c1_i64_88  : i64 {
          %c6_i64_89 = arith.constant 6 : i64
          %52 = arith.muli %arg9, %c6_i64_89 : i64
          %53 = arith.addi %arg10, %52 : i64
          %54 = llvm.getelementptr %29[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %55 = llvm.load %54 : !llvm.ptr<1> -> f64
          %56 = llvm.getelementptr %35[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %57 = llvm.load %56 : !llvm.ptr<1> -> f64
          %58 = memref.load %alloca_63[] : memref<f64>
          %59 = llvm.intr.fma(%55, %57, %58) : (f64, f64, f64) -> f64
          memref.store %59, %alloca_63[] : memref<f64>
        }
        %50 = memref.load %alloca_63[] : memref<f64>
        %51 = llvm.getelementptr %37[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %50, %51 : f64, !llvm.ptr<1>
      }
      %c0_i64_76 = arith.constant 0 : i64
      %c1_i64_77 = arith.constant 1 : i64
      %c1_i64_78 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_76 to %c1_i64_77 step %c1_i64_78  : i64 {
        %thread_id_x_86 = gpu.thread_id  x
        %50 = arith.index_cast %thread_id_x_86 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %51 = arith.muli %arg9, %c64_i64 : i64
        %52 = arith.addi %50, %51 : i64
        %c57_i64_87 = arith.constant 57 : i64
        %53 = arith.cmpi slt, %52, %c57_i64_87 : i64
        scf.if %53 {
          %64 = llvm.getelementptr %39[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          memref.store %65, %alloca_64[] : memref<f64>
          %66 = llvm.getelementptr %41[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %67 = llvm.load %66 : !llvm.ptr<1> -> f64
          memref.store %67, %alloca_65[] : memref<f64>
        }
        %c16_i64_88 = arith.constant 16 : i64
        %54 = arith.addi %52, %c16_i64_88 : i64
        %c57_i64_89 = arith.constant 57 : i64
        %55 = arith.cmpi slt, %54, %c57_i64_89 : i64
        scf.if %55 {
          %64 = llvm.getelementptr %39[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          memref.store %65, %alloca_66[] : memref<f64>
          %66 = llvm.getelementptr %41[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %67 = llvm.load %66 : !llvm.ptr<1> -> f64
          memref.store %67, %alloca_67[] : memref<f64>
        }
        %c32_i64 = arith.constant 32 : i64
        %56 = arith.addi %52, %c32_i64 : i64
        %c57_i64_90 = arith.constant 57 : i64
        %57 = arith.cmpi slt, %56, %c57_i64_90 : i64
        scf.if %57 {
          %64 = llvm.getelementptr %39[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          memref.store %65, %alloca_68[] : memref<f64>
          %66 = llvm.getelementptr %41[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %67 = llvm.load %66 : !llvm.ptr<1> -> f64
          memref.store %67, %alloca_69[] : memref<f64>
        }
        %c48_i64 = arith.constant 48 : i64
        %58 = arith.addi %52, %c48_i64 : i64
        %c57_i64_91 = arith.constant 57 : i64
        %59 = arith.cmpi slt, %58, %c57_i64_91 : i64
        scf.if %59 {
          %64 = llvm.getelementptr %39[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          memref.store %65, %alloca_70[] : memref<f64>
          %66 = llvm.getelementptr %41[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %67 = llvm.load %66 : !llvm.ptr<1> -> f64
          memref.store %67, %alloca_71[] : memref<f64>
        }
        %c57_i64_92 = arith.constant 57 : i64
        %60 = arith.cmpi slt, %52, %c57_i64_92 : i64
        scf.if %60 {
          %cst = arith.constant 5.000000e-01 : f64
          %64 = memref.load %alloca_64[] : memref<f64>
          %65 = memref.load %alloca_65[] : memref<f64>
          %66 = llvm.intr.fma(%cst, %64, %65) : (f64, f64, f64) -> f64
          %67 = llvm.getelementptr %41[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %66, %67 : f64, !llvm.ptr<1>
        }
        %c57_i64_93 = arith.constant 57 : i64
        %61 = arith.cmpi slt, %54, %c57_i64_93 : i64
        scf.if %61 {
          %cst = arith.constant 5.000000e-01 : f64
          %64 = memref.load %alloca_66[] : memref<f64>
          %65 = memref.load %alloca_67[] : memref<f64>
          %66 = llvm.intr.fma(%cst, %64, %65) : (f64, f64, f64) -> f64
          %67 = llvm.getelementptr %41[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %66, %67 : f64, !llvm.ptr<1>
        }
        %c57_i64_94 = arith.constant 57 : i64
        %62 = arith.cmpi slt, %56, %c57_i64_94 : i64
        scf.if %62 {
          %cst = arith.constant 5.000000e-01 : f64
          %64 = memref.load %alloca_68[] : memref<f64>
          %65 = memref.load %alloca_69[] : memref<f64>
          %66 = llvm.intr.fma(%cst, %64, %65) : (f64, f64, f64) -> f64
          %67 = llvm.getelementptr %41[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %66, %67 : f64, !llvm.ptr<1>
        }
        %c57_i64_95 = arith.constant 57 : i64
        %63 = arith.cmpi slt, %58, %c57_i64_95 : i64
        scf.if %63 {
          %cst = arith.constant 5.000000e-01 : f64
          %64 = memref.load %alloca_70[] : memref<f64>
          %65 = memref.load %alloca_71[] : memref<f64>
          %66 = llvm.intr.fma(%cst, %64, %65) : (f64, f64, f64) -> f64
          %67 = llvm.getelementptr %41[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %66, %67 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_79 = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x_79 : index to i64
      %c3_i64_80 = arith.constant 3 : i64
      %c16_i64_81 = arith.constant 16 : i64
      scf.for %arg9 = %47 to %c3_i64_80 step %c16_i64_81  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_72[] : memref<f64>
        %c0_i64_86 = arith.constant 0 : i64
        %c19_i64 = arith.constant 19 : i64
        %c1_i64_87 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_86 to %c19_i64 step %c1_i64_87  : i64 {
          %52 = memref.load %alloca_72[] : memref<f64>
          %c19_i64_88 = arith.constant 19 : i64
          %53 = arith.muli %arg9, %c19_i64_88 : i64
          %54 = arith.addi %arg10, %53 : i64
          %55 = llvm.getelementptr %39[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %56 = llvm.load %55 : !llvm.ptr<1> -> f64
          %57 = arith.addf %52, %56 : f64
          memref.store %57, %alloca_72[] : memref<f64>
        }
        %50 = memref.load %alloca_72[] : memref<f64>
        %51 = llvm.getelementptr %43[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %50, %51 : f64, !llvm.ptr<1>
      }
      %c3_i64_82 = arith.constant 3 : i64
      %thread_id_x_83 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_83 : index to i64
      %49 = arith.addi %c3_i64_82, %48 : i64
      %c50_i64_84 = arith.constant 50 : i64
      %c16_i64_85 = arith.constant 16 : i64
      scf.for %arg9 = %49 to %c50_i64_84 step %c16_i64_85  : i64 {
        %50 = arith.muli %arg9, %arg9 : i64
        %51 = llvm.getelementptr %45[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %50, %51 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
