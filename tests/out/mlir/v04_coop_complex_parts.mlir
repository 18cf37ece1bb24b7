module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @parts(%arg0: memref<16x8xvector<2xf32>, strided<[1, 16]>, 1>, %arg1: memref<16x8xf32, strided<[1, 16]>, 1>, %arg2: memref<16x8xf32, strided<[1, 16]>, 1>, %arg3: memref<16x8xf32, strided<[1, 16]>, 1>, %arg4: memref<16x4xvector<2xf64>, strided<[1, 16]>, 1>, %arg5: memref<16x4xf64, strided<[1, 16]>, 1>, %arg6: memref<16x4xvector<2xf64>, strided<[1, 16]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x8xvector<2xf32>, strided<[1, 16]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x8xvector<2xf32>, strided<[1, 16]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<16x8xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x8xf32, strided<[1, 16]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<16x8xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x8xf32, strided<[1, 16]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<16x8xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x8xf32, strided<[1, 16]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<16x4xvector<2xf64>, strided<[1, 16]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<16x4xvector<2xf64>, strided<[1, 16]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<16x4xf64, strided<[1, 16]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x4xf64, strided<[1, 16]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<16x4xvector<2xf64>, strided<[1, 16]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x4xvector<2xf64>, strided<[1, 16]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
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
      %alloca_45 = memref.alloca() : memref<f64>
      %alloca_46 = memref.alloca() : memref<f64>
      %alloca_47 = memref.alloca() : memref<f64>
      %alloca_48 = memref.alloca() : memref<f64>
      %alloca_49 = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %15 = arith.remsi %14, %c16_i64 : i64
      %c16_i64_53 = arith.constant 16 : i64
      %16 = arith.divsi %15, %c16_i64_53 : i64
      %thread_id_x_54 = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x_54 : index to i64
      %c16_i64_55 = arith.constant 16 : i64
      %18 = arith.remsi %17, %c16_i64_55 : i64
      %c16_i64_56 = arith.constant 16 : i64
      %19 = arith.remsi %18, %c16_i64_56 : i64
      %c16_i64_57 = arith.constant 16 : i64
      %20 = arith.muli %16, %c16_i64_57 : i64
      %21 = arith.addi %19, %20 : i64
      %22 = llvm.getelementptr %1[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %23 = llvm.load %22 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_58 = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x_58 : index to i64
      %c16_i64_59 = arith.constant 16 : i64
      %25 = arith.remsi %24, %c16_i64_59 : i64
      %c16_i64_60 = arith.constant 16 : i64
      %26 = arith.divsi %25, %c16_i64_60 : i64
      %c1_i64 = arith.constant 1 : i64
      %27 = arith.addi %26, %c1_i64 : i64
      %thread_id_x_61 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_61 : index to i64
      %c16_i64_62 = arith.constant 16 : i64
      %29 = arith.remsi %28, %c16_i64_62 : i64
      %c16_i64_63 = arith.constant 16 : i64
      %30 = arith.remsi %29, %c16_i64_63 : i64
      %c16_i64_64 = arith.constant 16 : i64
      %31 = arith.muli %27, %c16_i64_64 : i64
      %32 = arith.addi %30, %31 : i64
      %33 = llvm.getelementptr %1[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %34 = llvm.load %33 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_65 = gpu.thread_id  x
      %35 = arith.index_cast %thread_id_x_65 : index to i64
      %c16_i64_66 = arith.constant 16 : i64
      %36 = arith.remsi %35, %c16_i64_66 : i64
      %c16_i64_67 = arith.constant 16 : i64
      %37 = arith.divsi %36, %c16_i64_67 : i64
      %c2_i64 = arith.constant 2 : i64
      %38 = arith.addi %37, %c2_i64 : i64
      %thread_id_x_68 = gpu.thread_id  x
      %39 = arith.index_cast %thread_id_x_68 : index to i64
      %c16_i64_69 = arith.constant 16 : i64
      %40 = arith.remsi %39, %c16_i64_69 : i64
      %c16_i64_70 = arith.constant 16 : i64
      %41 = arith.remsi %40, %c16_i64_70 : i64
      %c16_i64_71 = arith.constant 16 : i64
      %42 = arith.muli %38, %c16_i64_71 : i64
      %43 = arith.addi %41, %42 : i64
      %44 = llvm.getelementptr %1[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %45 = llvm.load %44 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_72 = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x_72 : index to i64
      %c16_i64_73 = arith.constant 16 : i64
      %47 = arith.remsi %46, %c16_i64_73 : i64
      %c16_i64_74 = arith.constant 16 : i64
      %48 = arith.divsi %47, %c16_i64_74 : i64
      %c3_i64 = arith.constant 3 : i64
      %49 = arith.addi %48, %c3_i64 : i64
      %thread_id_x_75 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_75 : index to i64
      %c16_i64_76 = arith.constant 16 : i64
      %51 = arith.remsi %50, %c16_i64_76 : i64
      %c16_i64_77 = arith.constant 16 : i64
      %52 = arith.remsi %51, %c16_i64_77 : i64
      %c16_i64_78 = arith.constant 16 : i64
      %53 = arith.muli %49, %c16_i64_78 : i64
      %54 = arith.addi %52, %53 : i64
      %55 = llvm.getelementptr %1[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %56 = llvm.load %55 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_79 = gpu.thread_id  x
      %57 = arith.index_cast %thread_id_x_79 : index to i64
      %c16_i64_80 = arith.constant 16 : i64
      %58 = arith.remsi %57, %c16_i64_80 : i64
      %c16_i64_81 = arith.constant 16 : i64
      %59 = arith.divsi %58, %c16_i64_81 : i64
      %c4_i64 = arith.constant 4 : i64
      %60 = arith.addi %59, %c4_i64 : i64
      %thread_id_x_82 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_82 : index to i64
      %c16_i64_83 = arith.constant 16 : i64
      %62 = arith.remsi %61, %c16_i64_83 : i64
      %c16_i64_84 = arith.constant 16 : i64
      %63 = arith.remsi %62, %c16_i64_84 : i64
      %c16_i64_85 = arith.constant 16 : i64
      %64 = arith.muli %60, %c16_i64_85 : i64
      %65 = arith.addi %63, %64 : i64
      %66 = llvm.getelementptr %1[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %67 = llvm.load %66 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_86 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_86 : index to i64
      %c16_i64_87 = arith.constant 16 : i64
      %69 = arith.remsi %68, %c16_i64_87 : i64
      %c16_i64_88 = arith.constant 16 : i64
      %70 = arith.divsi %69, %c16_i64_88 : i64
      %c5_i64 = arith.constant 5 : i64
      %71 = arith.addi %70, %c5_i64 : i64
      %thread_id_x_89 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_89 : index to i64
      %c16_i64_90 = arith.constant 16 : i64
      %73 = arith.remsi %72, %c16_i64_90 : i64
      %c16_i64_91 = arith.constant 16 : i64
      %74 = arith.remsi %73, %c16_i64_91 : i64
      %c16_i64_92 = arith.constant 16 : i64
      %75 = arith.muli %71, %c16_i64_92 : i64
      %76 = arith.addi %74, %75 : i64
      %77 = llvm.getelementptr %1[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %78 = llvm.load %77 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_93 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_93 : index to i64
      %c16_i64_94 = arith.constant 16 : i64
      %80 = arith.remsi %79, %c16_i64_94 : i64
      %c16_i64_95 = arith.constant 16 : i64
      %81 = arith.divsi %80, %c16_i64_95 : i64
      %c6_i64 = arith.constant 6 : i64
      %82 = arith.addi %81, %c6_i64 : i64
      %thread_id_x_96 = gpu.thread_id  x
      %83 = arith.index_cast %thread_id_x_96 : index to i64
      %c16_i64_97 = arith.constant 16 : i64
      %84 = arith.remsi %83, %c16_i64_97 : i64
      %c16_i64_98 = arith.constant 16 : i64
      %85 = arith.remsi %84, %c16_i64_98 : i64
      %c16_i64_99 = arith.constant 16 : i64
      %86 = arith.muli %82, %c16_i64_99 : i64
      %87 = arith.addi %85, %86 : i64
      %88 = llvm.getelementptr %1[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %89 = llvm.load %88 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_100 = gpu.thread_id  x
      %90 = arith.index_cast %thread_id_x_100 : index to i64
      %c16_i64_101 = arith.constant 16 : i64
      %91 = arith.remsi %90, %c16_i64_101 : i64
      %c16_i64_102 = arith.constant 16 : i64
      %92 = arith.divsi %91, %c16_i64_102 : i64
      %c7_i64 = arith.constant 7 : i64
      %93 = arith.addi %92, %c7_i64 : i64
      %thread_id_x_103 = gpu.thread_id  x
      %94 = arith.index_cast %thread_id_x_103 : index to i64
      %c16_i64_104 = arith.constant 16 : i64
      %95 = arith.remsi %94, %c16_i64_104 : i64
      %c16_i64_105 = arith.constant 16 : i64
      %96 = arith.remsi %95, %c16_i64_105 : i64
      %c16_i64_106 = arith.constant 16 : i64
      %97 = arith.muli %93, %c16_i64_106 : i64
      %98 = arith.addi %96, %97 : i64
      %99 = llvm.getelementptr %1[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %100 = llvm.load %99 : !llvm.ptr<1> -> vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %101 = llvm.extractelement %23[%c0_i32 : i32] : vector<2xf32>
      %c0_i32_107 = arith.constant 0 : i32
      %102 = llvm.extractelement %34[%c0_i32_107 : i32] : vector<2xf32>
      %c0_i32_108 = arith.constant 0 : i32
      %103 = llvm.extractelement %45[%c0_i32_108 : i32] : vector<2xf32>
      %c0_i32_109 = arith.constant 0 : i32
      %104 = llvm.extractelement %56[%c0_i32_109 : i32] : vector<2xf32>
      %c0_i32_110 = arith.constant 0 : i32
      %105 = llvm.extractelement %67[%c0_i32_110 : i32] : vector<2xf32>
      %c0_i32_111 = arith.constant 0 : i32
      %106 = llvm.extractelement %78[%c0_i32_111 : i32] : vector<2xf32>
      %c0_i32_112 = arith.constant 0 : i32
      %107 = llvm.extractelement %89[%c0_i32_112 : i32] : vector<2xf32>
      %c0_i32_113 = arith.constant 0 : i32
      %108 = llvm.extractelement %100[%c0_i32_113 : i32] : vector<2xf32>
      %thread_id_x_114 = gpu.thread_id  x
      %109 = arith.index_cast %thread_id_x_114 : index to i64
      %c16_i64_115 = arith.constant 16 : i64
      %110 = arith.remsi %109, %c16_i64_115 : i64
      %c16_i64_116 = arith.constant 16 : i64
      %111 = arith.divsi %110, %c16_i64_116 : i64
      %thread_id_x_117 = gpu.thread_id  x
      %112 = arith.index_cast %thread_id_x_117 : index to i64
      %c16_i64_118 = arith.constant 16 : i64
      %113 = arith.remsi %112, %c16_i64_118 : i64
      %c16_i64_119 = arith.constant 16 : i64
      %114 = arith.remsi %113, %c16_i64_119 : i64
      %c16_i64_120 = arith.constant 16 : i64
      %115 = arith.muli %111, %c16_i64_120 : i64
      %116 = arith.addi %114, %115 : i64
      %117 = llvm.getelementptr %3[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %101, %117 : f32, !llvm.ptr<1>
      %thread_id_x_121 = gpu.thread_id  x
      %118 = arith.index_cast %thread_id_x_121 : index to i64
      %c16_i64_122 = arith.constant 16 : i64
      %119 = arith.remsi %118, %c16_i64_122 : i64
      %c16_i64_123 = arith.constant 16 : i64
      %120 = arith.divsi %119, %c16_i64_123 : i64
      %c1_i64_124 = arith.constant 1 : i64
      %121 = arith.addi %120, %c1_i64_124 : i64
      %thread_id_x_125 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_125 : index to i64
      %c16_i64_126 = arith.constant 16 : i64
      %123 = arith.remsi %122, %c16_i64_126 : i64
      %c16_i64_127 = arith.constant 16 : i64
      %124 = arith.remsi %123, %c16_i64_127 : i64
      %c16_i64_128 = arith.constant 16 : i64
      %125 = arith.muli %121, %c16_i64_128 : i64
      %126 = arith.addi %124, %125 : i64
      %127 = llvm.getelementptr %3[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %102, %127 : f32, !llvm.ptr<1>
      %thread_id_x_129 = gpu.thread_id  x
      %128 = arith.index_cast %thread_id_x_129 : index to i64
      %c16_i64_130 = arith.constant 16 : i64
      %129 = arith.remsi %128, %c16_i64_130 : i64
      %c16_i64_131 = arith.constant 16 : i64
      %130 = arith.divsi %129, %c16_i64_131 : i64
      %c2_i64_132 = arith.constant 2 : i64
      %131 = arith.addi %130, %c2_i64_132 : i64
      %thread_id_x_133 = gpu.thread_id  x
      %132 = arith.index_cast %thread_id_x_133 : index to i64
      %c16_i64_134 = arith.constant 16 : i64
      %133 = arith.remsi %132, %c16_i64_134 : i64
      %c16_i64_135 = arith.constant 16 : i64
      %134 = arith.remsi %133, %c16_i64_135 : i64
      %c16_i64_136 = arith.constant 16 : i64
      %135 = arith.muli %131, %c16_i64_136 : i64
      %136 = arith.addi %134, %135 : i64
      %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %103, %137 : f32, !llvm.ptr<1>
      %thread_id_x_137 = gpu.thread_id  x
      %138 = arith.index_cast %thread_id_x_137 : index to i64
      %c16_i64_138 = arith.constant 16 : i64
      %139 = arith.remsi %138, %c16_i64_138 : i64
      %c16_i64_139 = arith.constant 16 : i64
      %140 = arith.divsi %139, %c16_i64_139 : i64
      %c3_i64_140 = arith.constant 3 : i64
      %141 = arith.addi %140, %c3_i64_140 : i64
      %thread_id_x_141 = gpu.thread_id  x
      %142 = arith.index_cast %thread_id_x_141 : index to i64
      %c16_i64_142 = arith.constant 16 : i64
      %143 = arith.remsi %142, %c16_i64_142 : i64
      %c16_i64_143 = arith.constant 16 : i64
      %144 = arith.remsi %143, %c16_i64_143 : i64
      %c16_i64_144 = arith.constant 16 : i64
      %145 = arith.muli %141, %c16_i64_144 : i64
      %146 = arith.addi %144, %145 : i64
      %147 = llvm.getelementptr %3[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %104, %147 : f32, !llvm.ptr<1>
      %thread_id_x_145 = gpu.thread_id  x
      %148 = arith.index_cast %thread_id_x_145 : index to i64
      %c16_i64_146 = arith.constant 16 : i64
      %149 = arith.remsi %148, %c16_i64_146 : i64
      %c16_i64_147 = arith.constant 16 : i64
      %150 = arith.divsi %149, %c16_i64_147 : i64
      %c4_i64_148 = arith.constant 4 : i64
      %151 = arith.addi %150, %c4_i64_148 : i64
      %thread_id_x_149 = gpu.thread_id  x
      %152 = arith.index_cast %thread_id_x_149 : index to i64
      %c16_i64_150 = arith.constant 16 : i64
      %153 = arith.remsi %152, %c16_i64_150 : i64
      %c16_i64_151 = arith.constant 16 : i64
      %154 = arith.remsi %153, %c16_i64_151 : i64
      %c16_i64_152 = arith.constant 16 : i64
      %155 = arith.muli %151, %c16_i64_152 : i64
      %156 = arith.addi %154, %155 : i64
      %157 = llvm.getelementptr %3[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %105, %157 : f32, !llvm.ptr<1>
      %thread_id_x_153 = gpu.thread_id  x
      %158 = arith.index_cast %thread_id_x_153 : index to i64
      %c16_i64_154 = arith.constant 16 : i64
      %159 = arith.remsi %158, %c16_i64_154 : i64
      %c16_i64_155 = arith.constant 16 : i64
      %160 = arith.divsi %159, %c16_i64_155 : i64
      %c5_i64_156 = arith.constant 5 : i64
      %161 = arith.addi %160, %c5_i64_156 : i64
      %thread_id_x_157 = gpu.thread_id  x
      %162 = arith.index_cast %thread_id_x_157 : index to i64
      %c16_i64_158 = arith.constant 16 : i64
      %163 = arith.remsi %162, %c16_i64_158 : i64
      %c16_i64_159 = arith.constant 16 : i64
      %164 = arith.remsi %163, %c16_i64_159 : i64
      %c16_i64_160 = arith.constant 16 : i64
      %165 = arith.muli %161, %c16_i64_160 : i64
      %166 = arith.addi %164, %165 : i64
      %167 = llvm.getelementptr %3[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %106, %167 : f32, !llvm.ptr<1>
      %thread_id_x_161 = gpu.thread_id  x
      %168 = arith.index_cast %thread_id_x_161 : index to i64
      %c16_i64_162 = arith.constant 16 : i64
      %169 = arith.remsi %168, %c16_i64_162 : i64
      %c16_i64_163 = arith.constant 16 : i64
      %170 = arith.divsi %169, %c16_i64_163 : i64
      %c6_i64_164 = arith.constant 6 : i64
      %171 = arith.addi %170, %c6_i64_164 : i64
      %thread_id_x_165 = gpu.thread_id  x
      %172 = arith.index_cast %thread_id_x_165 : index to i64
      %c16_i64_166 = arith.constant 16 : i64
      %173 = arith.remsi %172, %c16_i64_166 : i64
      %c16_i64_167 = arith.constant 16 : i64
      %174 = arith.remsi %173, %c16_i64_167 : i64
      %c16_i64_168 = arith.constant 16 : i64
      %175 = arith.muli %171, %c16_i64_168 : i64
      %176 = arith.addi %174, %175 : i64
      %177 = llvm.getelementptr %3[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %107, %177 : f32, !llvm.ptr<1>
      %thread_id_x_169 = gpu.thread_id  x
      %178 = arith.index_cast %thread_id_x_169 : index to i64
      %c16_i64_170 = arith.constant 16 : i64
      %179 = arith.remsi %178, %c16_i64_170 : i64
      %c16_i64_171 = arith.constant 16 : i64
      %180 = arith.divsi %179, %c16_i64_171 : i64
      %c7_i64_172 = arith.constant 7 : i64
      %181 = arith.addi %180, %c7_i64_172 : i64
      %thread_id_x_173 = gpu.thread_id  x
      %182 = arith.index_cast %thread_id_x_173 : index to i64
      %c16_i64_174 = arith.constant 16 : i64
      %183 = arith.remsi %182, %c16_i64_174 : i64
      %c16_i64_175 = arith.constant 16 : i64
      %184 = arith.remsi %183, %c16_i64_175 : i64
      %c16_i64_176 = arith.constant 16 : i64
      %185 = arith.muli %181, %c16_i64_176 : i64
      %186 = arith.addi %184, %185 : i64
      %187 = llvm.getelementptr %3[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %108, %187 : f32, !llvm.ptr<1>
      %c1_i32 = arith.constant 1 : i32
      %188 = llvm.extractelement %23[%c1_i32 : i32] : vector<2xf32>
      %c1_i32_177 = arith.constant 1 : i32
      %189 = llvm.extractelement %34[%c1_i32_177 : i32] : vector<2xf32>
      %c1_i32_178 = arith.constant 1 : i32
      %190 = llvm.extractelement %45[%c1_i32_178 : i32] : vector<2xf32>
      %c1_i32_179 = arith.constant 1 : i32
      %191 = llvm.extractelement %56[%c1_i32_179 : i32] : vector<2xf32>
      %c1_i32_180 = arith.constant 1 : i32
      %192 = llvm.extractelement %67[%c1_i32_180 : i32] : vector<2xf32>
      %c1_i32_181 = arith.constant 1 : i32
      %193 = llvm.extractelement %78[%c1_i32_181 : i32] : vector<2xf32>
      %c1_i32_182 = arith.constant 1 : i32
      %194 = llvm.extractelement %89[%c1_i32_182 : i32] : vector<2xf32>
      %c1_i32_183 = arith.constant 1 : i32
      %195 = llvm.extractelement %100[%c1_i32_183 : i32] : vector<2xf32>
      %thread_id_x_184 = gpu.thread_id  x
      %196 = arith.index_cast %thread_id_x_184 : index to i64
      %c16_i64_185 = arith.constant 16 : i64
      %197 = arith.remsi %196, %c16_i64_185 : i64
      %c16_i64_186 = arith.constant 16 : i64
      %198 = arith.divsi %197, %c16_i64_186 : i64
      %thread_id_x_187 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_187 : index to i64
      %c16_i64_188 = arith.constant 16 : i64
      %200 = arith.remsi %199, %c16_i64_188 : i64
      %c16_i64_189 = arith.constant 16 : i64
      %201 = arith.remsi %200, %c16_i64_189 : i64
      %c16_i64_190 = arith.constant 16 : i64
      %202 = arith.muli %198, %c16_i64_190 : i64
      %203 = arith.addi %201, %202 : i64
      %204 = llvm.getelementptr %5[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %188, %204 : f32, !llvm.ptr<1>
      %thread_id_x_191 = gpu.thread_id  x
      %205 = arith.index_cast %thread_id_x_191 : index to i64
      %c16_i64_192 = arith.constant 16 : i64
      %206 = arith.remsi %205, %c16_i64_192 : i64
      %c16_i64_193 = arith.constant 16 : i64
      %207 = arith.divsi %206, %c16_i64_193 : i64
      %c1_i64_194 = arith.constant 1 : i64
      %208 = arith.addi %207, %c1_i64_194 : i64
      %thread_id_x_195 = gpu.thread_id  x
      %209 = arith.index_cast %thread_id_x_195 : index to i64
      %c16_i64_196 = arith.constant 16 : i64
      %210 = arith.remsi %209, %c16_i64_196 : i64
      %c16_i64_197 = arith.constant 16 : i64
      %211 = arith.remsi %210, %c16_i64_197 : i64
      %c16_i64_198 = arith.constant 16 : i64
      %212 = arith.muli %208, %c16_i64_198 : i64
      %213 = arith.addi %211, %212 : i64
      %214 = llvm.getelementptr %5[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %189, %214 : f32, !llvm.ptr<1>
      %thread_id_x_199 = gpu.thread_id  x
      %215 = arith.index_cast %thread_id_x_199 : index to i64
      %c16_i64_200 = arith.constant 16 : i64
      %216 = arith.remsi %215, %c16_i64_200 : i64
      %c16_i64_201 = arith.constant 16 : i64
      %217 = arith.divsi %216, %c16_i64_201 : i64
      %c2_i64_202 = arith.constant 2 : i64
      %218 = arith.addi %217, %c2_i64_202 : i64
      %thread_id_x_203 = gpu.thread_id  x
      %219 = arith.index_cast %thread_id_x_203 : index to i64
      %c16_i64_204 = arith.constant 16 : i64
      %220 = arith.remsi %219, %c16_i64_204 : i64
      %c16_i64_205 = arith.constant 16 : i64
      %221 = arith.remsi %220, %c16_i64_205 : i64
      %c16_i64_206 = arith.constant 16 : i64
      %222 = arith.muli %218, %c16_i64_206 : i64
      %223 = arith.addi %221, %222 : i64
      %224 = llvm.getelementptr %5[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %190, %224 : f32, !llvm.ptr<1>
      %thread_id_x_207 = gpu.thread_id  x
      %225 = arith.index_cast %thread_id_x_207 : index to i64
      %c16_i64_208 = arith.constant 16 : i64
      %226 = arith.remsi %225, %c16_i64_208 : i64
      %c16_i64_209 = arith.constant 16 : i64
      %227 = arith.divsi %226, %c16_i64_209 : i64
      %c3_i64_210 = arith.constant 3 : i64
      %228 = arith.addi %227, %c3_i64_210 : i64
      %thread_id_x_211 = gpu.thread_id  x
      %229 = arith.index_cast %thread_id_x_211 : index to i64
      %c16_i64_212 = arith.constant 16 : i64
      %230 = arith.remsi %229, %c16_i64_212 : i64
      %c16_i64_213 = arith.constant 16 : i64
      %231 = arith.remsi %230, %c16_i64_213 : i64
      %c16_i64_214 = arith.constant 16 : i64
      %232 = arith.muli %228, %c16_i64_214 : i64
      %233 = arith.addi %231, %232 : i64
      %234 = llvm.getelementptr %5[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %191, %234 : f32, !llvm.ptr<1>
      %thread_id_x_215 = gpu.thread_id  x
      %235 = arith.index_cast %thread_id_x_215 : index to i64
      %c16_i64_216 = arith.constant 16 : i64
      %236 = arith.remsi %235, %c16_i64_216 : i64
      %c16_i64_217 = arith.constant 16 : i64
      %237 = arith.divsi %236, %c16_i64_217 : i64
      %c4_i64_218 = arith.constant 4 : i64
      %238 = arith.addi %237, %c4_i64_218 : i64
      %thread_id_x_219 = gpu.thread_id  x
      %239 = arith.index_cast %thread_id_x_219 : index to i64
      %c16_i64_220 = arith.constant 16 : i64
      %240 = arith.remsi %239, %c16_i64_220 : i64
      %c16_i64_221 = arith.constant 16 : i64
      %241 = arith.remsi %240, %c16_i64_221 : i64
      %c16_i64_222 = arith.constant 16 : i64
      %242 = arith.muli %238, %c16_i64_222 : i64
      %243 = arith.addi %241, %242 : i64
      %244 = llvm.getelementptr %5[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %192, %244 : f32, !llvm.ptr<1>
      %thread_id_x_223 = gpu.thread_id  x
      %245 = arith.index_cast %thread_id_x_223 : index to i64
      %c16_i64_224 = arith.constant 16 : i64
      %246 = arith.remsi %245, %c16_i64_224 : i64
      %c16_i64_225 = arith.constant 16 : i64
      %247 = arith.divsi %246, %c16_i64_225 : i64
      %c5_i64_226 = arith.constant 5 : i64
      %248 = arith.addi %247, %c5_i64_226 : i64
      %thread_id_x_227 = gpu.thread_id  x
      %249 = arith.index_cast %thread_id_x_227 : index to i64
      %c16_i64_228 = arith.constant 16 : i64
      %250 = arith.remsi %249, %c16_i64_228 : i64
      %c16_i64_229 = arith.constant 16 : i64
      %251 = arith.remsi %250, %c16_i64_229 : i64
      %c16_i64_230 = arith.constant 16 : i64
      %252 = arith.muli %248, %c16_i64_230 : i64
      %253 = arith.addi %251, %252 : i64
      %254 = llvm.getelementptr %5[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %193, %254 : f32, !llvm.ptr<1>
      %thread_id_x_231 = gpu.thread_id  x
      %255 = arith.index_cast %thread_id_x_231 : index to i64
      %c16_i64_232 = arith.constant 16 : i64
      %256 = arith.remsi %255, %c16_i64_232 : i64
      %c16_i64_233 = arith.constant 16 : i64
      %257 = arith.divsi %256, %c16_i64_233 : i64
      %c6_i64_234 = arith.constant 6 : i64
      %258 = arith.addi %257, %c6_i64_234 : i64
      %thread_id_x_235 = gpu.thread_id  x
      %259 = arith.index_cast %thread_id_x_235 : index to i64
      %c16_i64_236 = arith.constant 16 : i64
      %260 = arith.remsi %259, %c16_i64_236 : i64
      %c16_i64_237 = arith.constant 16 : i64
      %261 = arith.remsi %260, %c16_i64_237 : i64
      %c16_i64_238 = arith.constant 16 : i64
      %262 = arith.muli %258, %c16_i64_238 : i64
      %263 = arith.addi %261, %262 : i64
      %264 = llvm.getelementptr %5[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %194, %264 : f32, !llvm.ptr<1>
      %thread_id_x_239 = gpu.thread_id  x
      %265 = arith.index_cast %thread_id_x_239 : index to i64
      %c16_i64_240 = arith.constant 16 : i64
      %266 = arith.remsi %265, %c16_i64_240 : i64
      %c16_i64_241 = arith.constant 16 : i64
      %267 = arith.divsi %266, %c16_i64_241 : i64
      %c7_i64_242 = arith.constant 7 : i64
      %268 = arith.addi %267, %c7_i64_242 : i64
      %thread_id_x_243 = gpu.thread_id  x
      %269 = arith.index_cast %thread_id_x_243 : index to i64
      %c16_i64_244 = arith.constant 16 : i64
      %270 = arith.remsi %269, %c16_i64_244 : i64
      %c16_i64_245 = arith.constant 16 : i64
      %271 = arith.remsi %270, %c16_i64_245 : i64
      %c16_i64_246 = arith.constant 16 : i64
      %272 = arith.muli %268, %c16_i64_246 : i64
      %273 = arith.addi %271, %272 : i64
      %274 = llvm.getelementptr %5[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %195, %274 : f32, !llvm.ptr<1>
      %c0_i32_247 = arith.constant 0 : i32
      %275 = llvm.extractelement %23[%c0_i32_247 : i32] : vector<2xf32>
      %276 = arith.bitcast %275 : f32 to i32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %277 = arith.andi %276, %c2147483647_i32 : i32
      %278 = arith.bitcast %277 : i32 to f32
      %c1_i32_248 = arith.constant 1 : i32
      %279 = llvm.extractelement %23[%c1_i32_248 : i32] : vector<2xf32>
      %280 = arith.bitcast %279 : f32 to i32
      %c2147483647_i32_249 = arith.constant 2147483647 : i32
      %281 = arith.andi %280, %c2147483647_i32_249 : i32
      %282 = arith.bitcast %281 : i32 to f32
      %283 = llvm.intr.maxnum(%278, %282) : (f32, f32) -> f32
      %284 = llvm.intr.minnum(%278, %282) : (f32, f32) -> f32
      %285 = arith.addf %278, %282 : f32
      memref.store %285, %alloca[] : memref<f32>
      %cst = arith.constant 0.000000e+00 : f32
      %286 = arith.cmpf ogt, %283, %cst : f32
      %cst_250 = arith.constant 0x7F800000 : f32
      %287 = arith.cmpf olt, %283, %cst_250 : f32
      %288 = arith.andi %286, %287 : i1
      %289 = arith.cmpf oeq, %285, %285 : f32
      %290 = arith.andi %288, %289 : i1
      scf.if %290 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_30[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %739 = arith.cmpf ogt, %283, %cst_513 : f32
        scf.if %739 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_30[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %740 = arith.cmpf olt, %283, %cst_514 : f32
        scf.if %740 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_30[] : memref<f32>
        }
        %741 = memref.load %alloca_30[] : memref<f32>
        %742 = arith.mulf %283, %741 : f32
        %743 = memref.load %alloca_30[] : memref<f32>
        %744 = arith.mulf %284, %743 : f32
        %745 = arith.mulf %744, %744 : f32
        %746 = llvm.intr.fma(%742, %742, %745) : (f32, f32, f32) -> f32
        %747 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%746) : (f32) -> f32
        %748 = arith.mulf %747, %747 : f32
        %749 = arith.negf %748 : f32
        %750 = llvm.intr.fma(%747, %747, %749) : (f32, f32, f32) -> f32
        %751 = arith.mulf %742, %742 : f32
        %752 = arith.negf %751 : f32
        %753 = llvm.intr.fma(%742, %742, %752) : (f32, f32, f32) -> f32
        %754 = arith.subf %751, %748 : f32
        %755 = llvm.intr.fma(%744, %744, %754) : (f32, f32, f32) -> f32
        %756 = arith.subf %753, %750 : f32
        %757 = arith.addf %755, %756 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %758 = arith.mulf %cst_515, %747 : f32
        %759 = arith.divf %757, %758 : f32
        %760 = arith.addf %747, %759 : f32
        %761 = memref.load %alloca_30[] : memref<f32>
        %762 = arith.divf %760, %761 : f32
        memref.store %762, %alloca[] : memref<f32>
      }
      %cst_251 = arith.constant 0x7F800000 : f32
      %291 = arith.cmpf oeq, %278, %cst_251 : f32
      %cst_252 = arith.constant 0x7F800000 : f32
      %292 = arith.cmpf oeq, %282, %cst_252 : f32
      %293 = arith.ori %291, %292 : i1
      scf.if %293 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca[] : memref<f32>
      }
      %c0_i32_253 = arith.constant 0 : i32
      %294 = llvm.extractelement %34[%c0_i32_253 : i32] : vector<2xf32>
      %295 = arith.bitcast %294 : f32 to i32
      %c2147483647_i32_254 = arith.constant 2147483647 : i32
      %296 = arith.andi %295, %c2147483647_i32_254 : i32
      %297 = arith.bitcast %296 : i32 to f32
      %c1_i32_255 = arith.constant 1 : i32
      %298 = llvm.extractelement %34[%c1_i32_255 : i32] : vector<2xf32>
      %299 = arith.bitcast %298 : f32 to i32
      %c2147483647_i32_256 = arith.constant 2147483647 : i32
      %300 = arith.andi %299, %c2147483647_i32_256 : i32
      %301 = arith.bitcast %300 : i32 to f32
      %302 = llvm.intr.maxnum(%297, %301) : (f32, f32) -> f32
      %303 = llvm.intr.minnum(%297, %301) : (f32, f32) -> f32
      %304 = arith.addf %297, %301 : f32
      memref.store %304, %alloca_31[] : memref<f32>
      %cst_257 = arith.constant 0.000000e+00 : f32
      %305 = arith.cmpf ogt, %302, %cst_257 : f32
      %cst_258 = arith.constant 0x7F800000 : f32
      %306 = arith.cmpf olt, %302, %cst_258 : f32
      %307 = arith.andi %305, %306 : i1
      %308 = arith.cmpf oeq, %304, %304 : f32
      %309 = arith.andi %307, %308 : i1
      scf.if %309 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_32[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %739 = arith.cmpf ogt, %302, %cst_513 : f32
        scf.if %739 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_32[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %740 = arith.cmpf olt, %302, %cst_514 : f32
        scf.if %740 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_32[] : memref<f32>
        }
        %741 = memref.load %alloca_32[] : memref<f32>
        %742 = arith.mulf %302, %741 : f32
        %743 = memref.load %alloca_32[] : memref<f32>
        %744 = arith.mulf %303, %743 : f32
        %745 = arith.mulf %744, %744 : f32
        %746 = llvm.intr.fma(%742, %742, %745) : (f32, f32, f32) -> f32
        %747 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%746) : (f32) -> f32
        %748 = arith.mulf %747, %747 : f32
        %749 = arith.negf %748 : f32
        %750 = llvm.intr.fma(%747, %747, %749) : (f32, f32, f32) -> f32
        %751 = arith.mulf %742, %742 : f32
        %752 = arith.negf %751 : f32
        %753 = llvm.intr.fma(%742, %742, %752) : (f32, f32, f32) -> f32
        %754 = arith.subf %751, %748 : f32
        %755 = llvm.intr.fma(%744, %744, %754) : (f32, f32, f32) -> f32
        %756 = arith.subf %753, %750 : f32
        %757 = arith.addf %755, %756 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %758 = arith.mulf %cst_515, %747 : f32
        %759 = arith.divf %757, %758 : f32
        %760 = arith.addf %747, %759 : f32
        %761 = memref.load %alloca_32[] : memref<f32>
        %762 = arith.divf %760, %761 : f32
        memref.store %762, %alloca_31[] : memref<f32>
      }
      %cst_259 = arith.constant 0x7F800000 : f32
      %310 = arith.cmpf oeq, %297, %cst_259 : f32
      %cst_260 = arith.constant 0x7F800000 : f32
      %311 = arith.cmpf oeq, %301, %cst_260 : f32
      %312 = arith.ori %310, %311 : i1
      scf.if %312 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_31[] : memref<f32>
      }
      %c0_i32_261 = arith.constant 0 : i32
      %313 = llvm.extractelement %45[%c0_i32_261 : i32] : vector<2xf32>
      %314 = arith.bitcast %313 : f32 to i32
      %c2147483647_i32_262 = arith.constant 2147483647 : i32
      %315 = arith.andi %314, %c2147483647_i32_262 : i32
      %316 = arith.bitcast %315 : i32 to f32
      %c1_i32_263 = arith.constant 1 : i32
      %317 = llvm.extractelement %45[%c1_i32_263 : i32] : vector<2xf32>
      %318 = arith.bitcast %317 : f32 to i32
      %c2147483647_i32_264 = arith.constant 2147483647 : i32
      %319 = arith.andi %318, %c2147483647_i32_264 : i32
      %320 = arith.bitcast %319 : i32 to f32
      %321 = llvm.intr.maxnum(%316, %320) : (f32, f32) -> f32
      %322 = llvm.intr.minnum(%316, %320) : (f32, f32) -> f32
      %323 = arith.addf %316, %320 : f32
      memref.store %323, %alloca_33[] : memref<f32>
      %cst_265 = arith.constant 0.000000e+00 : f32
      %324 = arith.cmpf ogt, %321, %cst_265 : f32
      %cst_266 = arith.constant 0x7F800000 : f32
      %325 = arith.cmpf olt, %321, %cst_266 : f32
      %326 = arith.andi %324, %325 : i1
      %327 = arith.cmpf oeq, %323, %323 : f32
      %328 = arith.andi %326, %327 : i1
      scf.if %328 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_34[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %739 = arith.cmpf ogt, %321, %cst_513 : f32
        scf.if %739 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_34[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %740 = arith.cmpf olt, %321, %cst_514 : f32
        scf.if %740 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_34[] : memref<f32>
        }
        %741 = memref.load %alloca_34[] : memref<f32>
        %742 = arith.mulf %321, %741 : f32
        %743 = memref.load %alloca_34[] : memref<f32>
        %744 = arith.mulf %322, %743 : f32
        %745 = arith.mulf %744, %744 : f32
        %746 = llvm.intr.fma(%742, %742, %745) : (f32, f32, f32) -> f32
        %747 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%746) : (f32) -> f32
        %748 = arith.mulf %747, %747 : f32
        %749 = arith.negf %748 : f32
        %750 = llvm.intr.fma(%747, %747, %749) : (f32, f32, f32) -> f32
        %751 = arith.mulf %742, %742 : f32
        %752 = arith.negf %751 : f32
        %753 = llvm.intr.fma(%742, %742, %752) : (f32, f32, f32) -> f32
        %754 = arith.subf %751, %748 : f32
        %755 = llvm.intr.fma(%744, %744, %754) : (f32, f32, f32) -> f32
        %756 = arith.subf %753, %750 : f32
        %757 = arith.addf %755, %756 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %758 = arith.mulf %cst_515, %747 : f32
        %759 = arith.divf %757, %758 : f32
        %760 = arith.addf %747, %759 : f32
        %761 = memref.load %alloca_34[] : memref<f32>
        %762 = arith.divf %760, %761 : f32
        memref.store %762, %alloca_33[] : memref<f32>
      }
      %cst_267 = arith.constant 0x7F800000 : f32
      %329 = arith.cmpf oeq, %316, %cst_267 : f32
      %cst_268 = arith.constant 0x7F800000 : f32
      %330 = arith.cmpf oeq, %320, %cst_268 : f32
      %331 = arith.ori %329, %330 : i1
      scf.if %331 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_33[] : memref<f32>
      }
      %c0_i32_269 = arith.constant 0 : i32
      %332 = llvm.extractelement %56[%c0_i32_269 : i32] : vector<2xf32>
      %333 = arith.bitcast %332 : f32 to i32
      %c2147483647_i32_270 = arith.constant 2147483647 : i32
      %334 = arith.andi %333, %c2147483647_i32_270 : i32
      %335 = arith.bitcast %334 : i32 to f32
      %c1_i32_271 = arith.constant 1 : i32
      %336 = llvm.extractelement %56[%c1_i32_271 : i32] : vector<2xf32>
      %337 = arith.bitcast %336 : f32 to i32
      %c2147483647_i32_272 = arith.constant 2147483647 : i32
      %338 = arith.andi %337, %c2147483647_i32_272 : i32
      %339 = arith.bitcast %338 : i32 to f32
      %340 = llvm.intr.maxnum(%335, %339) : (f32, f32) -> f32
      %341 = llvm.intr.minnum(%335, %339) : (f32, f32) -> f32
      %342 = arith.addf %335, %339 : f32
      memref.store %342, %alloca_35[] : memref<f32>
      %cst_273 = arith.constant 0.000000e+00 : f32
      %343 = arith.cmpf ogt, %340, %cst_273 : f32
      %cst_274 = arith.constant 0x7F800000 : f32
      %344 = arith.cmpf olt, %340, %cst_274 : f32
      %345 = arith.andi %343, %344 : i1
      %346 = arith.cmpf oeq, %342, %342 : f32
      %347 = arith.andi %345, %346 : i1
      scf.if %347 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_36[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %739 = arith.cmpf ogt, %340, %cst_513 : f32
        scf.if %739 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_36[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %740 = arith.cmpf olt, %340, %cst_514 : f32
        scf.if %740 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_36[] : memref<f32>
        }
        %741 = memref.load %alloca_36[] : memref<f32>
        %742 = arith.mulf %340, %741 : f32
        %743 = memref.load %alloca_36[] : memref<f32>
        %744 = arith.mulf %341, %743 : f32
        %745 = arith.mulf %744, %744 : f32
        %746 = llvm.intr.fma(%742, %742, %745) : (f32, f32, f32) -> f32
        %747 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%746) : (f32) -> f32
        %748 = arith.mulf %747, %747 : f32
        %749 = arith.negf %748 : f32
        %750 = llvm.intr.fma(%747, %747, %749) : (f32, f32, f32) -> f32
        %751 = arith.mulf %742, %742 : f32
        %752 = arith.negf %751 : f32
        %753 = llvm.intr.fma(%742, %742, %752) : (f32, f32, f32) -> f32
        %754 = arith.subf %751, %748 : f32
        %755 = llvm.intr.fma(%744, %744, %754) : (f32, f32, f32) -> f32
        %756 = arith.subf %753, %750 : f32
        %757 = arith.addf %755, %756 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %758 = arith.mulf %cst_515, %747 : f32
        %759 = arith.divf %757, %758 : f32
        %760 = arith.addf %747, %759 : f32
        %761 = memref.load %alloca_36[] : memref<f32>
        %762 = arith.divf %760, %761 : f32
        memref.store %762, %alloca_35[] : memref<f32>
      }
      %cst_275 = arith.constant 0x7F800000 : f32
      %348 = arith.cmpf oeq, %335, %cst_275 : f32
      %cst_276 = arith.constant 0x7F800000 : f32
      %349 = arith.cmpf oeq, %339, %cst_276 : f32
      %350 = arith.ori %348, %349 : i1
      scf.if %350 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_35[] : memref<f32>
      }
      %c0_i32_277 = arith.constant 0 : i32
      %351 = llvm.extractelement %67[%c0_i32_277 : i32] : vector<2xf32>
      %352 = arith.bitcast %351 : f32 to i32
      %c2147483647_i32_278 = arith.constant 2147483647 : i32
      %353 = arith.andi %352, %c2147483647_i32_278 : i32
      %354 = arith.bitcast %353 : i32 to f32
      %c1_i32_279 = arith.constant 1 : i32
      %355 = llvm.extractelement %67[%c1_i32_279 : i32] : vector<2xf32>
      %356 = arith.bitcast %355 : f32 to i32
      %c2147483647_i32_280 = arith.constant 2147483647 : i32
      %357 = arith.andi %356, %c2147483647_i32_280 : i32
      %358 = arith.bitcast %357 : i32 to f32
      %359 = llvm.intr.maxnum(%354, %358) : (f32, f32) -> f32
      %360 = llvm.intr.minnum(%354, %358) : (f32, f32) -> f32
      %361 = arith.addf %354, %358 : f32
      memref.store %361, %alloca_37[] : memref<f32>
      %cst_281 = arith.constant 0.000000e+00 : f32
      %362 = arith.cmpf ogt, %359, %cst_281 : f32
      %cst_282 = arith.constant 0x7F800000 : f32
      %363 = arith.cmpf olt, %359, %cst_282 : f32
      %364 = arith.andi %362, %363 : i1
      %365 = arith.cmpf oeq, %361, %361 : f32
      %366 = arith.andi %364, %365 : i1
      scf.if %366 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_38[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %739 = arith.cmpf ogt, %359, %cst_513 : f32
        scf.if %739 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_38[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %740 = arith.cmpf olt, %359, %cst_514 : f32
        scf.if %740 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_38[] : memref<f32>
        }
        %741 = memref.load %alloca_38[] : memref<f32>
        %742 = arith.mulf %359, %741 : f32
        %743 = memref.load %alloca_38[] : memref<f32>
        %744 = arith.mulf %360, %743 : f32
        %745 = arith.mulf %744, %744 : f32
        %746 = llvm.intr.fma(%742, %742, %745) : (f32, f32, f32) -> f32
        %747 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%746) : (f32) -> f32
        %748 = arith.mulf %747, %747 : f32
        %749 = arith.negf %748 : f32
        %750 = llvm.intr.fma(%747, %747, %749) : (f32, f32, f32) -> f32
        %751 = arith.mulf %742, %742 : f32
        %752 = arith.negf %751 : f32
        %753 = llvm.intr.fma(%742, %742, %752) : (f32, f32, f32) -> f32
        %754 = arith.subf %751, %748 : f32
        %755 = llvm.intr.fma(%744, %744, %754) : (f32, f32, f32) -> f32
        %756 = arith.subf %753, %750 : f32
        %757 = arith.addf %755, %756 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %758 = arith.mulf %cst_515, %747 : f32
        %759 = arith.divf %757, %758 : f32
        %760 = arith.addf %747, %759 : f32
        %761 = memref.load %alloca_38[] : memref<f32>
        %762 = arith.divf %760, %761 : f32
        memref.store %762, %alloca_37[] : memref<f32>
      }
      %cst_283 = arith.constant 0x7F800000 : f32
      %367 = arith.cmpf oeq, %354, %cst_283 : f32
      %cst_284 = arith.constant 0x7F800000 : f32
      %368 = arith.cmpf oeq, %358, %cst_284 : f32
      %369 = arith.ori %367, %368 : i1
      scf.if %369 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_37[] : memref<f32>
      }
      %c0_i32_285 = arith.constant 0 : i32
      %370 = llvm.extractelement %78[%c0_i32_285 : i32] : vector<2xf32>
      %371 = arith.bitcast %370 : f32 to i32
      %c2147483647_i32_286 = arith.constant 2147483647 : i32
      %372 = arith.andi %371, %c2147483647_i32_286 : i32
      %373 = arith.bitcast %372 : i32 to f32
      %c1_i32_287 = arith.constant 1 : i32
      %374 = llvm.extractelement %78[%c1_i32_287 : i32] : vector<2xf32>
      %375 = arith.bitcast %374 : f32 to i32
      %c2147483647_i32_288 = arith.constant 2147483647 : i32
      %376 = arith.andi %375, %c2147483647_i32_288 : i32
      %377 = arith.bitcast %376 : i32 to f32
      %378 = llvm.intr.maxnum(%373, %377) : (f32, f32) -> f32
      %379 = llvm.intr.minnum(%373, %377) : (f32, f32) -> f32
      %380 = arith.addf %373, %377 : f32
      memref.store %380, %alloca_39[] : memref<f32>
      %cst_289 = arith.constant 0.000000e+00 : f32
      %381 = arith.cmpf ogt, %378, %cst_289 : f32
      %cst_290 = arith.constant 0x7F800000 : f32
      %382 = arith.cmpf olt, %378, %cst_290 : f32
      %383 = arith.andi %381, %382 : i1
      %384 = arith.cmpf oeq, %380, %380 : f32
      %385 = arith.andi %383, %384 : i1
      scf.if %385 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_40[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %739 = arith.cmpf ogt, %378, %cst_513 : f32
        scf.if %739 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_40[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %740 = arith.cmpf olt, %378, %cst_514 : f32
        scf.if %740 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_40[] : memref<f32>
        }
        %741 = memref.load %alloca_40[] : memref<f32>
        %742 = arith.mulf %378, %741 : f32
        %743 = memref.load %alloca_40[] : memref<f32>
        %744 = arith.mulf %379, %743 : f32
        %745 = arith.mulf %744, %744 : f32
        %746 = llvm.intr.fma(%742, %742, %745) : (f32, f32, f32) -> f32
        %747 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%746) : (f32) -> f32
        %748 = arith.mulf %747, %747 : f32
        %749 = arith.negf %748 : f32
        %750 = llvm.intr.fma(%747, %747, %749) : (f32, f32, f32) -> f32
        %751 = arith.mulf %742, %742 : f32
        %752 = arith.negf %751 : f32
        %753 = llvm.intr.fma(%742, %742, %752) : (f32, f32, f32) -> f32
        %754 = arith.subf %751, %748 : f32
        %755 = llvm.intr.fma(%744, %744, %754) : (f32, f32, f32) -> f32
        %756 = arith.subf %753, %750 : f32
        %757 = arith.addf %755, %756 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %758 = arith.mulf %cst_515, %747 : f32
        %759 = arith.divf %757, %758 : f32
        %760 = arith.addf %747, %759 : f32
        %761 = memref.load %alloca_40[] : memref<f32>
        %762 = arith.divf %760, %761 : f32
        memref.store %762, %alloca_39[] : memref<f32>
      }
      %cst_291 = arith.constant 0x7F800000 : f32
      %386 = arith.cmpf oeq, %373, %cst_291 : f32
      %cst_292 = arith.constant 0x7F800000 : f32
      %387 = arith.cmpf oeq, %377, %cst_292 : f32
      %388 = arith.ori %386, %387 : i1
      scf.if %388 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_39[] : memref<f32>
      }
      %c0_i32_293 = arith.constant 0 : i32
      %389 = llvm.extractelement %89[%c0_i32_293 : i32] : vector<2xf32>
      %390 = arith.bitcast %389 : f32 to i32
      %c2147483647_i32_294 = arith.constant 2147483647 : i32
      %391 = arith.andi %390, %c2147483647_i32_294 : i32
      %392 = arith.bitcast %391 : i32 to f32
      %c1_i32_295 = arith.constant 1 : i32
      %393 = llvm.extractelement %89[%c1_i32_295 : i32] : vector<2xf32>
      %394 = arith.bitcast %393 : f32 to i32
      %c2147483647_i32_296 = arith.constant 2147483647 : i32
      %395 = arith.andi %394, %c2147483647_i32_296 : i32
      %396 = arith.bitcast %395 : i32 to f32
      %397 = llvm.intr.maxnum(%392, %396) : (f32, f32) -> f32
      %398 = llvm.intr.minnum(%392, %396) : (f32, f32) -> f32
      %399 = arith.addf %392, %396 : f32
      memref.store %399, %alloca_41[] : memref<f32>
      %cst_297 = arith.constant 0.000000e+00 : f32
      %400 = arith.cmpf ogt, %397, %cst_297 : f32
      %cst_298 = arith.constant 0x7F800000 : f32
      %401 = arith.cmpf olt, %397, %cst_298 : f32
      %402 = arith.andi %400, %401 : i1
      %403 = arith.cmpf oeq, %399, %399 : f32
      %404 = arith.andi %402, %403 : i1
      scf.if %404 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_42[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %739 = arith.cmpf ogt, %397, %cst_513 : f32
        scf.if %739 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_42[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %740 = arith.cmpf olt, %397, %cst_514 : f32
        scf.if %740 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_42[] : memref<f32>
        }
        %741 = memref.load %alloca_42[] : memref<f32>
        %742 = arith.mulf %397, %741 : f32
        %743 = memref.load %alloca_42[] : memref<f32>
        %744 = arith.mulf %398, %743 : f32
        %745 = arith.mulf %744, %744 : f32
        %746 = llvm.intr.fma(%742, %742, %745) : (f32, f32, f32) -> f32
        %747 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%746) : (f32) -> f32
        %748 = arith.mulf %747, %747 : f32
        %749 = arith.negf %748 : f32
        %750 = llvm.intr.fma(%747, %747, %749) : (f32, f32, f32) -> f32
        %751 = arith.mulf %742, %742 : f32
        %752 = arith.negf %751 : f32
        %753 = llvm.intr.fma(%742, %742, %752) : (f32, f32, f32) -> f32
        %754 = arith.subf %751, %748 : f32
        %755 = llvm.intr.fma(%744, %744, %754) : (f32, f32, f32) -> f32
        %756 = arith.subf %753, %750 : f32
        %757 = arith.addf %755, %756 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %758 = arith.mulf %cst_515, %747 : f32
        %759 = arith.divf %757, %758 : f32
        %760 = arith.addf %747, %759 : f32
        %761 = memref.load %alloca_42[] : memref<f32>
        %762 = arith.divf %760, %761 : f32
        memref.store %762, %alloca_41[] : memref<f32>
      }
      %cst_299 = arith.constant 0x7F800000 : f32
      %405 = arith.cmpf oeq, %392, %cst_299 : f32
      %cst_300 = arith.constant 0x7F800000 : f32
      %406 = arith.cmpf oeq, %396, %cst_300 : f32
      %407 = arith.ori %405, %406 : i1
      scf.if %407 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_41[] : memref<f32>
      }
      %c0_i32_301 = arith.constant 0 : i32
      %408 = llvm.extractelement %100[%c0_i32_301 : i32] : vector<2xf32>
      %409 = arith.bitcast %408 : f32 to i32
      %c2147483647_i32_302 = arith.constant 2147483647 : i32
      %410 = arith.andi %409, %c2147483647_i32_302 : i32
      %411 = arith.bitcast %410 : i32 to f32
      %c1_i32_303 = arith.constant 1 : i32
      %412 = llvm.extractelement %100[%c1_i32_303 : i32] : vector<2xf32>
      %413 = arith.bitcast %412 : f32 to i32
      %c2147483647_i32_304 = arith.constant 2147483647 : i32
      %414 = arith.andi %413, %c2147483647_i32_304 : i32
      %415 = arith.bitcast %414 : i32 to f32
      %416 = llvm.intr.maxnum(%411, %415) : (f32, f32) -> f32
      %417 = llvm.intr.minnum(%411, %415) : (f32, f32) -> f32
      %418 = arith.addf %411, %415 : f32
      memref.store %418, %alloca_43[] : memref<f32>
      %cst_305 = arith.constant 0.000000e+00 : f32
      %419 = arith.cmpf ogt, %416, %cst_305 : f32
      %cst_306 = arith.constant 0x7F800000 : f32
      %420 = arith.cmpf olt, %416, %cst_306 : f32
      %421 = arith.andi %419, %420 : i1
      %422 = arith.cmpf oeq, %418, %418 : f32
      %423 = arith.andi %421, %422 : i1
      scf.if %423 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_44[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %739 = arith.cmpf ogt, %416, %cst_513 : f32
        scf.if %739 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_44[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %740 = arith.cmpf olt, %416, %cst_514 : f32
        scf.if %740 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_44[] : memref<f32>
        }
        %741 = memref.load %alloca_44[] : memref<f32>
        %742 = arith.mulf %416, %741 : f32
        %743 = memref.load %alloca_44[] : memref<f32>
        %744 = arith.mulf %417, %743 : f32
        %745 = arith.mulf %744, %744 : f32
        %746 = llvm.intr.fma(%742, %742, %745) : (f32, f32, f32) -> f32
        %747 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%746) : (f32) -> f32
        %748 = arith.mulf %747, %747 : f32
        %749 = arith.negf %748 : f32
        %750 = llvm.intr.fma(%747, %747, %749) : (f32, f32, f32) -> f32
        %751 = arith.mulf %742, %742 : f32
        %752 = arith.negf %751 : f32
        %753 = llvm.intr.fma(%742, %742, %752) : (f32, f32, f32) -> f32
        %754 = arith.subf %751, %748 : f32
        %755 = llvm.intr.fma(%744, %744, %754) : (f32, f32, f32) -> f32
        %756 = arith.subf %753, %750 : f32
        %757 = arith.addf %755, %756 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %758 = arith.mulf %cst_515, %747 : f32
        %759 = arith.divf %757, %758 : f32
        %760 = arith.addf %747, %759 : f32
        %761 = memref.load %alloca_44[] : memref<f32>
        %762 = arith.divf %760, %761 : f32
        memref.store %762, %alloca_43[] : memref<f32>
      }
      %cst_307 = arith.constant 0x7F800000 : f32
      %424 = arith.cmpf oeq, %411, %cst_307 : f32
      %cst_308 = arith.constant 0x7F800000 : f32
      %425 = arith.cmpf oeq, %415, %cst_308 : f32
      %426 = arith.ori %424, %425 : i1
      scf.if %426 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_43[] : memref<f32>
      }
      %thread_id_x_309 = gpu.thread_id  x
      %427 = arith.index_cast %thread_id_x_309 : index to i64
      %c16_i64_310 = arith.constant 16 : i64
      %428 = arith.remsi %427, %c16_i64_310 : i64
      %c16_i64_311 = arith.constant 16 : i64
      %429 = arith.divsi %428, %c16_i64_311 : i64
      %thread_id_x_312 = gpu.thread_id  x
      %430 = arith.index_cast %thread_id_x_312 : index to i64
      %c16_i64_313 = arith.constant 16 : i64
      %431 = arith.remsi %430, %c16_i64_313 : i64
      %c16_i64_314 = arith.constant 16 : i64
      %432 = arith.remsi %431, %c16_i64_314 : i64
      %433 = memref.load %alloca[] : memref<f32>
      %c16_i64_315 = arith.constant 16 : i64
      %434 = arith.muli %429, %c16_i64_315 : i64
      %435 = arith.addi %432, %434 : i64
      %436 = llvm.getelementptr %7[%435] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %433, %436 : f32, !llvm.ptr<1>
      %thread_id_x_316 = gpu.thread_id  x
      %437 = arith.index_cast %thread_id_x_316 : index to i64
      %c16_i64_317 = arith.constant 16 : i64
      %438 = arith.remsi %437, %c16_i64_317 : i64
      %c16_i64_318 = arith.constant 16 : i64
      %439 = arith.divsi %438, %c16_i64_318 : i64
      %c1_i64_319 = arith.constant 1 : i64
      %440 = arith.addi %439, %c1_i64_319 : i64
      %thread_id_x_320 = gpu.thread_id  x
      %441 = arith.index_cast %thread_id_x_320 : index to i64
      %c16_i64_321 = arith.constant 16 : i64
      %442 = arith.remsi %441, %c16_i64_321 : i64
      %c16_i64_322 = arith.constant 16 : i64
      %443 = arith.remsi %442, %c16_i64_322 : i64
      %444 = memref.load %alloca_31[] : memref<f32>
      %c16_i64_323 = arith.constant 16 : i64
      %445 = arith.muli %440, %c16_i64_323 : i64
      %446 = arith.addi %443, %445 : i64
      %447 = llvm.getelementptr %7[%446] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %444, %447 : f32, !llvm.ptr<1>
      %thread_id_x_324 = gpu.thread_id  x
      %448 = arith.index_cast %thread_id_x_324 : index to i64
      %c16_i64_325 = arith.constant 16 : i64
      %449 = arith.remsi %448, %c16_i64_325 : i64
      %c16_i64_326 = arith.constant 16 : i64
      %450 = arith.divsi %449, %c16_i64_326 : i64
      %c2_i64_327 = arith.constant 2 : i64
      %451 = arith.addi %450, %c2_i64_327 : i64
      %thread_id_x_328 = gpu.thread_id  x
      %452 = arith.index_cast %thread_id_x_328 : index to i64
      %c16_i64_329 = arith.constant 16 : i64
      %453 = arith.remsi %452, %c16_i64_329 : i64
      %c16_i64_330 = arith.constant 16 : i64
      %454 = arith.remsi %453, %c16_i64_330 : i64
      %455 = memref.load %alloca_33[] : memref<f32>
      %c16_i64_331 = arith.constant 16 : i64
      %456 = arith.muli %451, %c16_i64_331 : i64
      %457 = arith.addi %454, %456 : i64
      %458 = llvm.getelementptr %7[%457] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %455, %458 : f32, !llvm.ptr<1>
      %thread_id_x_332 = gpu.thread_id  x
      %459 = arith.index_cast %thread_id_x_332 : index to i64
      %c16_i64_333 = arith.constant 16 : i64
      %460 = arith.remsi %459, %c16_i64_333 : i64
      %c16_i64_334 = arith.constant 16 : i64
      %461 = arith.divsi %460, %c16_i64_334 : i64
      %c3_i64_335 = arith.constant 3 : i64
      %462 = arith.addi %461, %c3_i64_335 : i64
      %thread_id_x_336 = gpu.thread_id  x
      %463 = arith.index_cast %thread_id_x_336 : index to i64
      %c16_i64_337 = arith.constant 16 : i64
      %464 = arith.remsi %463, %c16_i64_337 : i64
      %c16_i64_338 = arith.constant 16 : i64
      %465 = arith.remsi %464, %c16_i64_338 : i64
      %466 = memref.load %alloca_35[] : memref<f32>
      %c16_i64_339 = arith.constant 16 : i64
      %467 = arith.muli %462, %c16_i64_339 : i64
      %468 = arith.addi %465, %467 : i64
      %469 = llvm.getelementptr %7[%468] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %466, %469 : f32, !llvm.ptr<1>
      %thread_id_x_340 = gpu.thread_id  x
      %470 = arith.index_cast %thread_id_x_340 : index to i64
      %c16_i64_341 = arith.constant 16 : i64
      %471 = arith.remsi %470, %c16_i64_341 : i64
      %c16_i64_342 = arith.constant 16 : i64
      %472 = arith.divsi %471, %c16_i64_342 : i64
      %c4_i64_343 = arith.constant 4 : i64
      %473 = arith.addi %472, %c4_i64_343 : i64
      %thread_id_x_344 = gpu.thread_id  x
      %474 = arith.index_cast %thread_id_x_344 : index to i64
      %c16_i64_345 = arith.constant 16 : i64
      %475 = arith.remsi %474, %c16_i64_345 : i64
      %c16_i64_346 = arith.constant 16 : i64
      %476 = arith.remsi %475, %c16_i64_346 : i64
      %477 = memref.load %alloca_37[] : memref<f32>
      %c16_i64_347 = arith.constant 16 : i64
      %478 = arith.muli %473, %c16_i64_347 : i64
      %479 = arith.addi %476, %478 : i64
      %480 = llvm.getelementptr %7[%479] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %477, %480 : f32, !llvm.ptr<1>
      %thread_id_x_348 = gpu.thread_id  x
      %481 = arith.index_cast %thread_id_x_348 : index to i64
      %c16_i64_349 = arith.constant 16 : i64
      %482 = arith.remsi %481, %c16_i64_349 : i64
      %c16_i64_350 = arith.constant 16 : i64
      %483 = arith.divsi %482, %c16_i64_350 : i64
      %c5_i64_351 = arith.constant 5 : i64
      %484 = arith.addi %483, %c5_i64_351 : i64
      %thread_id_x_352 = gpu.thread_id  x
      %485 = arith.index_cast %thread_id_x_352 : index to i64
      %c16_i64_353 = arith.constant 16 : i64
      %486 = arith.remsi %485, %c16_i64_353 : i64
      %c16_i64_354 = arith.constant 16 : i64
      %487 = arith.remsi %486, %c16_i64_354 : i64
      %488 = memref.load %alloca_39[] : memref<f32>
      %c16_i64_355 = arith.constant 16 : i64
      %489 = arith.muli %484, %c16_i64_355 : i64
      %490 = arith.addi %487, %489 : i64
      %491 = llvm.getelementptr %7[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %488, %491 : f32, !llvm.ptr<1>
      %thread_id_x_356 = gpu.thread_id  x
      %492 = arith.index_cast %thread_id_x_356 : index to i64
      %c16_i64_357 = arith.constant 16 : i64
      %493 = arith.remsi %492, %c16_i64_357 : i64
      %c16_i64_358 = arith.constant 16 : i64
      %494 = arith.divsi %493, %c16_i64_358 : i64
      %c6_i64_359 = arith.constant 6 : i64
      %495 = arith.addi %494, %c6_i64_359 : i64
      %thread_id_x_360 = gpu.thread_id  x
      %496 = arith.index_cast %thread_id_x_360 : index to i64
      %c16_i64_361 = arith.constant 16 : i64
      %497 = arith.remsi %496, %c16_i64_361 : i64
      %c16_i64_362 = arith.constant 16 : i64
      %498 = arith.remsi %497, %c16_i64_362 : i64
      %499 = memref.load %alloca_41[] : memref<f32>
      %c16_i64_363 = arith.constant 16 : i64
      %500 = arith.muli %495, %c16_i64_363 : i64
      %501 = arith.addi %498, %500 : i64
      %502 = llvm.getelementptr %7[%501] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %499, %502 : f32, !llvm.ptr<1>
      %thread_id_x_364 = gpu.thread_id  x
      %503 = arith.index_cast %thread_id_x_364 : index to i64
      %c16_i64_365 = arith.constant 16 : i64
      %504 = arith.remsi %503, %c16_i64_365 : i64
      %c16_i64_366 = arith.constant 16 : i64
      %505 = arith.divsi %504, %c16_i64_366 : i64
      %c7_i64_367 = arith.constant 7 : i64
      %506 = arith.addi %505, %c7_i64_367 : i64
      %thread_id_x_368 = gpu.thread_id  x
      %507 = arith.index_cast %thread_id_x_368 : index to i64
      %c16_i64_369 = arith.constant 16 : i64
      %508 = arith.remsi %507, %c16_i64_369 : i64
      %c16_i64_370 = arith.constant 16 : i64
      %509 = arith.remsi %508, %c16_i64_370 : i64
      %510 = memref.load %alloca_43[] : memref<f32>
      %c16_i64_371 = arith.constant 16 : i64
      %511 = arith.muli %506, %c16_i64_371 : i64
      %512 = arith.addi %509, %511 : i64
      %513 = llvm.getelementptr %7[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %510, %513 : f32, !llvm.ptr<1>
      %thread_id_x_372 = gpu.thread_id  x
      %514 = arith.index_cast %thread_id_x_372 : index to i64
      %c16_i64_373 = arith.constant 16 : i64
      %515 = arith.remsi %514, %c16_i64_373 : i64
      %c16_i64_374 = arith.constant 16 : i64
      %516 = arith.divsi %515, %c16_i64_374 : i64
      %thread_id_x_375 = gpu.thread_id  x
      %517 = arith.index_cast %thread_id_x_375 : index to i64
      %c16_i64_376 = arith.constant 16 : i64
      %518 = arith.remsi %517, %c16_i64_376 : i64
      %c16_i64_377 = arith.constant 16 : i64
      %519 = arith.remsi %518, %c16_i64_377 : i64
      %c16_i64_378 = arith.constant 16 : i64
      %520 = arith.muli %516, %c16_i64_378 : i64
      %521 = arith.addi %519, %520 : i64
      %522 = llvm.getelementptr %9[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %523 = llvm.load %522 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_379 = gpu.thread_id  x
      %524 = arith.index_cast %thread_id_x_379 : index to i64
      %c16_i64_380 = arith.constant 16 : i64
      %525 = arith.remsi %524, %c16_i64_380 : i64
      %c16_i64_381 = arith.constant 16 : i64
      %526 = arith.divsi %525, %c16_i64_381 : i64
      %c1_i64_382 = arith.constant 1 : i64
      %527 = arith.addi %526, %c1_i64_382 : i64
      %thread_id_x_383 = gpu.thread_id  x
      %528 = arith.index_cast %thread_id_x_383 : index to i64
      %c16_i64_384 = arith.constant 16 : i64
      %529 = arith.remsi %528, %c16_i64_384 : i64
      %c16_i64_385 = arith.constant 16 : i64
      %530 = arith.remsi %529, %c16_i64_385 : i64
      %c16_i64_386 = arith.constant 16 : i64
      %531 = arith.muli %527, %c16_i64_386 : i64
      %532 = arith.addi %530, %531 : i64
      %533 = llvm.getelementptr %9[%532] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %534 = llvm.load %533 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_387 = gpu.thread_id  x
      %535 = arith.index_cast %thread_id_x_387 : index to i64
      %c16_i64_388 = arith.constant 16 : i64
      %536 = arith.remsi %535, %c16_i64_388 : i64
      %c16_i64_389 = arith.constant 16 : i64
      %537 = arith.divsi %536, %c16_i64_389 : i64
      %c2_i64_390 = arith.constant 2 : i64
      %538 = arith.addi %537, %c2_i64_390 : i64
      %thread_id_x_391 = gpu.thread_id  x
      %539 = arith.index_cast %thread_id_x_391 : index to i64
      %c16_i64_392 = arith.constant 16 : i64
      %540 = arith.remsi %539, %c16_i64_392 : i64
      %c16_i64_393 = arith.constant 16 : i64
      %541 = arith.remsi %540, %c16_i64_393 : i64
      %c16_i64_394 = arith.constant 16 : i64
      %542 = arith.muli %538, %c16_i64_394 : i64
      %543 = arith.addi %541, %542 : i64
      %544 = llvm.getelementptr %9[%543] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %545 = llvm.load %544 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_395 = gpu.thread_id  x
      %546 = arith.index_cast %thread_id_x_395 : index to i64
      %c16_i64_396 = arith.constant 16 : i64
      %547 = arith.remsi %546, %c16_i64_396 : i64
      %c16_i64_397 = arith.constant 16 : i64
      %548 = arith.divsi %547, %c16_i64_397 : i64
      %c3_i64_398 = arith.constant 3 : i64
      %549 = arith.addi %548, %c3_i64_398 : i64
      %thread_id_x_399 = gpu.thread_id  x
      %550 = arith.index_cast %thread_id_x_399 : index to i64
      %c16_i64_400 = arith.constant 16 : i64
      %551 = arith.remsi %550, %c16_i64_400 : i64
      %c16_i64_401 = arith.constant 16 : i64
      %552 = arith.remsi %551, %c16_i64_401 : i64
      %c16_i64_402 = arith.constant 16 : i64
      %553 = arith.muli %549, %c16_i64_402 : i64
      %554 = arith.addi %552, %553 : i64
      %555 = llvm.getelementptr %9[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %556 = llvm.load %555 : !llvm.ptr<1> -> vector<2xf64>
      %c0_i32_403 = arith.constant 0 : i32
      %557 = llvm.extractelement %523[%c0_i32_403 : i32] : vector<2xf64>
      %558 = arith.bitcast %557 : f64 to i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %559 = arith.andi %558, %c9223372036854775807_i64 : i64
      %560 = arith.bitcast %559 : i64 to f64
      %c1_i32_404 = arith.constant 1 : i32
      %561 = llvm.extractelement %523[%c1_i32_404 : i32] : vector<2xf64>
      %562 = arith.bitcast %561 : f64 to i64
      %c9223372036854775807_i64_405 = arith.constant 9223372036854775807 : i64
      %563 = arith.andi %562, %c9223372036854775807_i64_405 : i64
      %564 = arith.bitcast %563 : i64 to f64
      %565 = llvm.intr.maxnum(%560, %564) : (f64, f64) -> f64
      %566 = llvm.intr.minnum(%560, %564) : (f64, f64) -> f64
      %567 = arith.addf %560, %564 : f64
      memref.store %567, %alloca_45[] : memref<f64>
      %cst_406 = arith.constant 0.000000e+00 : f64
      %568 = arith.cmpf ogt, %565, %cst_406 : f64
      %cst_407 = arith.constant 0x7FF0000000000000 : f64
      %569 = arith.cmpf olt, %565, %cst_407 : f64
      %570 = arith.andi %568, %569 : i1
      %571 = arith.cmpf oeq, %567, %567 : f64
      %572 = arith.andi %570, %571 : i1
      scf.if %572 {
        %cst_512 = arith.constant 1.000000e+00 : f64
        memref.store %cst_512, %alloca_46[] : memref<f64>
        %cst_513 = arith.constant 3.2733906078961419E+150 : f64
        %739 = arith.cmpf ogt, %565, %cst_513 : f64
        scf.if %739 {
          %cst_516 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_516, %alloca_46[] : memref<f64>
        }
        %cst_514 = arith.constant 3.0549363634996047E-151 : f64
        %740 = arith.cmpf olt, %565, %cst_514 : f64
        scf.if %740 {
          %cst_516 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_516, %alloca_46[] : memref<f64>
        }
        %741 = memref.load %alloca_46[] : memref<f64>
        %742 = arith.mulf %565, %741 : f64
        %743 = memref.load %alloca_46[] : memref<f64>
        %744 = arith.mulf %566, %743 : f64
        %745 = arith.mulf %744, %744 : f64
        %746 = llvm.intr.fma(%742, %742, %745) : (f64, f64, f64) -> f64
        %747 = math.sqrt %746 : f64
        %748 = arith.mulf %747, %747 : f64
        %749 = arith.negf %748 : f64
        %750 = llvm.intr.fma(%747, %747, %749) : (f64, f64, f64) -> f64
        %751 = arith.mulf %742, %742 : f64
        %752 = arith.negf %751 : f64
        %753 = llvm.intr.fma(%742, %742, %752) : (f64, f64, f64) -> f64
        %754 = arith.subf %751, %748 : f64
        %755 = llvm.intr.fma(%744, %744, %754) : (f64, f64, f64) -> f64
        %756 = arith.subf %753, %750 : f64
        %757 = arith.addf %755, %756 : f64
        %cst_515 = arith.constant 2.000000e+00 : f64
        %758 = arith.mulf %cst_515, %747 : f64
        %759 = arith.divf %757, %758 : f64
        %760 = arith.addf %747, %759 : f64
        %761 = memref.load %alloca_46[] : memref<f64>
        %762 = arith.divf %760, %761 : f64
        memref.store %762, %alloca_45[] : memref<f64>
      }
      %cst_408 = arith.constant 0x7FF0000000000000 : f64
      %573 = arith.cmpf oeq, %560, %cst_408 : f64
      %cst_409 = arith.constant 0x7FF0000000000000 : f64
      %574 = arith.cmpf oeq, %564, %cst_409 : f64
      %575 = arith.ori %573, %574 : i1
      scf.if %575 {
        %cst_512 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_512, %alloca_45[] : memref<f64>
      }
      %c0_i32_410 = arith.constant 0 : i32
      %576 = llvm.extractelement %534[%c0_i32_410 : i32] : vector<2xf64>
      %577 = arith.bitcast %576 : f64 to i64
      %c9223372036854775807_i64_411 = arith.constant 9223372036854775807 : i64
      %578 = arith.andi %577, %c9223372036854775807_i64_411 : i64
      %579 = arith.bitcast %578 : i64 to f64
      %c1_i32_412 = arith.constant 1 : i32
      %580 = llvm.extractelement %534[%c1_i32_412 : i32] : vector<2xf64>
      %581 = arith.bitcast %580 : f64 to i64
      %c9223372036854775807_i64_413 = arith.constant 9223372036854775807 : i64
      %582 = arith.andi %581, %c9223372036854775807_i64_413 : i64
      %583 = arith.bitcast %582 : i64 to f64
      %584 = llvm.intr.maxnum(%579, %583) : (f64, f64) -> f64
      %585 = llvm.intr.minnum(%579, %583) : (f64, f64) -> f64
      %586 = arith.addf %579, %583 : f64
      memref.store %586, %alloca_47[] : memref<f64>
      %cst_414 = arith.constant 0.000000e+00 : f64
      %587 = arith.cmpf ogt, %584, %cst_414 : f64
      %cst_415 = arith.constant 0x7FF0000000000000 : f64
      %588 = arith.cmpf olt, %584, %cst_415 : f64
      %589 = arith.andi %587, %588 : i1
      %590 = arith.cmpf oeq, %586, %586 : f64
      %591 = arith.andi %589, %590 : i1
      scf.if %591 {
        %cst_512 = arith.constant 1.000000e+00 : f64
        memref.store %cst_512, %alloca_48[] : memref<f64>
        %cst_513 = arith.constant 3.2733906078961419E+150 : f64
        %739 = arith.cmpf ogt, %584, %cst_513 : f64
        scf.if %739 {
          %cst_516 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_516, %alloca_48[] : memref<f64>
        }
        %cst_514 = arith.constant 3.0549363634996047E-151 : f64
        %740 = arith.cmpf olt, %584, %cst_514 : f64
        scf.if %740 {
          %cst_516 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_516, %alloca_48[] : memref<f64>
        }
        %741 = memref.load %alloca_48[] : memref<f64>
        %742 = arith.mulf %584, %741 : f64
        %743 = memref.load %alloca_48[] : memref<f64>
        %744 = arith.mulf %585, %743 : f64
        %745 = arith.mulf %744, %744 : f64
        %746 = llvm.intr.fma(%742, %742, %745) : (f64, f64, f64) -> f64
        %747 = math.sqrt %746 : f64
        %748 = arith.mulf %747, %747 : f64
        %749 = arith.negf %748 : f64
        %750 = llvm.intr.fma(%747, %747, %749) : (f64, f64, f64) -> f64
        %751 = arith.mulf %742, %742 : f64
        %752 = arith.negf %751 : f64
        %753 = llvm.intr.fma(%742, %742, %752) : (f64, f64, f64) -> f64
        %754 = arith.subf %751, %748 : f64
        %755 = llvm.intr.fma(%744, %744, %754) : (f64, f64, f64) -> f64
        %756 = arith.subf %753, %750 : f64
        %757 = arith.addf %755, %756 : f64
        %cst_515 = arith.constant 2.000000e+00 : f64
        %758 = arith.mulf %cst_515, %747 : f64
        %759 = arith.divf %757, %758 : f64
        %760 = arith.addf %747, %759 : f64
        %761 = memref.load %alloca_48[] : memref<f64>
        %762 = arith.divf %760, %761 : f64
        memref.store %762, %alloca_47[] : memref<f64>
      }
      %cst_416 = arith.constant 0x7FF0000000000000 : f64
      %592 = arith.cmpf oeq, %579, %cst_416 : f64
      %cst_417 = arith.constant 0x7FF0000000000000 : f64
      %593 = arith.cmpf oeq, %583, %cst_417 : f64
      %594 = arith.ori %592, %593 : i1
      scf.if %594 {
        %cst_512 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_512, %alloca_47[] : memref<f64>
      }
      %c0_i32_418 = arith.constant 0 : i32
      %595 = llvm.extractelement %545[%c0_i32_418 : i32] : vector<2xf64>
      %596 = arith.bitcast %595 : f64 to i64
      %c9223372036854775807_i64_419 = arith.constant 9223372036854775807 : i64
      %597 = arith.andi %596, %c9223372036854775807_i64_419 : i64
      %598 = arith.bitcast %597 : i64 to f64
      %c1_i32_420 = arith.constant 1 : i32
      %599 = llvm.extractelement %545[%c1_i32_420 : i32] : vector<2xf64>
      %600 = arith.bitcast %599 : f64 to i64
      %c9223372036854775807_i64_421 = arith.constant 9223372036854775807 : i64
      %601 = arith.andi %600, %c9223372036854775807_i64_421 : i64
      %602 = arith.bitcast %601 : i64 to f64
      %603 = llvm.intr.maxnum(%598, %602) : (f64, f64) -> f64
      %604 = llvm.intr.minnum(%598, %602) : (f64, f64) -> f64
      %605 = arith.addf %598, %602 : f64
      memref.store %605, %alloca_49[] : memref<f64>
      %cst_422 = arith.constant 0.000000e+00 : f64
      %606 = arith.cmpf ogt, %603, %cst_422 : f64
      %cst_423 = arith.constant 0x7FF0000000000000 : f64
      %607 = arith.cmpf olt, %603, %cst_423 : f64
      %608 = arith.andi %606, %607 : i1
      %609 = arith.cmpf oeq, %605, %605 : f64
      %610 = arith.andi %608, %609 : i1
      scf.if %610 {
        %cst_512 = arith.constant 1.000000e+00 : f64
        memref.store %cst_512, %alloca_50[] : memref<f64>
        %cst_513 = arith.constant 3.2733906078961419E+150 : f64
        %739 = arith.cmpf ogt, %603, %cst_513 : f64
        scf.if %739 {
          %cst_516 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_516, %alloca_50[] : memref<f64>
        }
        %cst_514 = arith.constant 3.0549363634996047E-151 : f64
        %740 = arith.cmpf olt, %603, %cst_514 : f64
        scf.if %740 {
          %cst_516 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_516, %alloca_50[] : memref<f64>
        }
        %741 = memref.load %alloca_50[] : memref<f64>
        %742 = arith.mulf %603, %741 : f64
        %743 = memref.load %alloca_50[] : memref<f64>
        %744 = arith.mulf %604, %743 : f64
        %745 = arith.mulf %744, %744 : f64
        %746 = llvm.intr.fma(%742, %742, %745) : (f64, f64, f64) -> f64
        %747 = math.sqrt %746 : f64
        %748 = arith.mulf %747, %747 : f64
        %749 = arith.negf %748 : f64
        %750 = llvm.intr.fma(%747, %747, %749) : (f64, f64, f64) -> f64
        %751 = arith.mulf %742, %742 : f64
        %752 = arith.negf %751 : f64
        %753 = llvm.intr.fma(%742, %742, %752) : (f64, f64, f64) -> f64
        %754 = arith.subf %751, %748 : f64
        %755 = llvm.intr.fma(%744, %744, %754) : (f64, f64, f64) -> f64
        %756 = arith.subf %753, %750 : f64
        %757 = arith.addf %755, %756 : f64
        %cst_515 = arith.constant 2.000000e+00 : f64
        %758 = arith.mulf %cst_515, %747 : f64
        %759 = arith.divf %757, %758 : f64
        %760 = arith.addf %747, %759 : f64
        %761 = memref.load %alloca_50[] : memref<f64>
        %762 = arith.divf %760, %761 : f64
        memref.store %762, %alloca_49[] : memref<f64>
      }
      %cst_424 = arith.constant 0x7FF0000000000000 : f64
      %611 = arith.cmpf oeq, %598, %cst_424 : f64
      %cst_425 = arith.constant 0x7FF0000000000000 : f64
      %612 = arith.cmpf oeq, %602, %cst_425 : f64
      %613 = arith.ori %611, %612 : i1
      scf.if %613 {
        %cst_512 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_512, %alloca_49[] : memref<f64>
      }
      %c0_i32_426 = arith.constant 0 : i32
      %614 = llvm.extractelement %556[%c0_i32_426 : i32] : vector<2xf64>
      %615 = arith.bitcast %614 : f64 to i64
      %c9223372036854775807_i64_427 = arith.constant 9223372036854775807 : i64
      %616 = arith.andi %615, %c9223372036854775807_i64_427 : i64
      %617 = arith.bitcast %616 : i64 to f64
      %c1_i32_428 = arith.constant 1 : i32
      %618 = llvm.extractelement %556[%c1_i32_428 : i32] : vector<2xf64>
      %619 = arith.bitcast %618 : f64 to i64
      %c9223372036854775807_i64_429 = arith.constant 9223372036854775807 : i64
      %620 = arith.andi %619, %c9223372036854775807_i64_429 : i64
      %621 = arith.bitcast %620 : i64 to f64
      %622 = llvm.intr.maxnum(%617, %621) : (f64, f64) -> f64
      %623 = llvm.intr.minnum(%617, %621) : (f64, f64) -> f64
      %624 = arith.addf %617, %621 : f64
      memref.store %624, %alloca_51[] : memref<f64>
      %cst_430 = arith.constant 0.000000e+00 : f64
      %625 = arith.cmpf ogt, %622, %cst_430 : f64
      %cst_431 = arith.constant 0x7FF0000000000000 : f64
      %626 = arith.cmpf olt, %622, %cst_431 : f64
      %627 = arith.andi %625, %626 : i1
      %628 = arith.cmpf oeq, %624, %624 : f64
      %629 = arith.andi %627, %628 : i1
      scf.if %629 {
        %cst_512 = arith.constant 1.000000e+00 : f64
        memref.store %cst_512, %alloca_52[] : memref<f64>
        %cst_513 = arith.constant 3.2733906078961419E+150 : f64
        %739 = arith.cmpf ogt, %622, %cst_513 : f64
        scf.if %739 {
          %cst_516 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_516, %alloca_52[] : memref<f64>
        }
        %cst_514 = arith.constant 3.0549363634996047E-151 : f64
        %740 = arith.cmpf olt, %622, %cst_514 : f64
        scf.if %740 {
          %cst_516 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_516, %alloca_52[] : memref<f64>
        }
        %741 = memref.load %alloca_52[] : memref<f64>
        %742 = arith.mulf %622, %741 : f64
        %743 = memref.load %alloca_52[] : memref<f64>
        %744 = arith.mulf %623, %743 : f64
        %745 = arith.mulf %744, %744 : f64
        %746 = llvm.intr.fma(%742, %742, %745) : (f64, f64, f64) -> f64
        %747 = math.sqrt %746 : f64
        %748 = arith.mulf %747, %747 : f64
        %749 = arith.negf %748 : f64
        %750 = llvm.intr.fma(%747, %747, %749) : (f64, f64, f64) -> f64
        %751 = arith.mulf %742, %742 : f64
        %752 = arith.negf %751 : f64
        %753 = llvm.intr.fma(%742, %742, %752) : (f64, f64, f64) -> f64
        %754 = arith.subf %751, %748 : f64
        %755 = llvm.intr.fma(%744, %744, %754) : (f64, f64, f64) -> f64
        %756 = arith.subf %753, %750 : f64
        %757 = arith.addf %755, %756 : f64
        %cst_515 = arith.constant 2.000000e+00 : f64
        %758 = arith.mulf %cst_515, %747 : f64
        %759 = arith.divf %757, %758 : f64
        %760 = arith.addf %747, %759 : f64
        %761 = memref.load %alloca_52[] : memref<f64>
        %762 = arith.divf %760, %761 : f64
        memref.store %762, %alloca_51[] : memref<f64>
      }
      %cst_432 = arith.constant 0x7FF0000000000000 : f64
      %630 = arith.cmpf oeq, %617, %cst_432 : f64
      %cst_433 = arith.constant 0x7FF0000000000000 : f64
      %631 = arith.cmpf oeq, %621, %cst_433 : f64
      %632 = arith.ori %630, %631 : i1
      scf.if %632 {
        %cst_512 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_512, %alloca_51[] : memref<f64>
      }
      %thread_id_x_434 = gpu.thread_id  x
      %633 = arith.index_cast %thread_id_x_434 : index to i64
      %c16_i64_435 = arith.constant 16 : i64
      %634 = arith.remsi %633, %c16_i64_435 : i64
      %c16_i64_436 = arith.constant 16 : i64
      %635 = arith.divsi %634, %c16_i64_436 : i64
      %thread_id_x_437 = gpu.thread_id  x
      %636 = arith.index_cast %thread_id_x_437 : index to i64
      %c16_i64_438 = arith.constant 16 : i64
      %637 = arith.remsi %636, %c16_i64_438 : i64
      %c16_i64_439 = arith.constant 16 : i64
      %638 = arith.remsi %637, %c16_i64_439 : i64
      %639 = memref.load %alloca_45[] : memref<f64>
      %c16_i64_440 = arith.constant 16 : i64
      %640 = arith.muli %635, %c16_i64_440 : i64
      %641 = arith.addi %638, %640 : i64
      %642 = llvm.getelementptr %11[%641] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %639, %642 : f64, !llvm.ptr<1>
      %thread_id_x_441 = gpu.thread_id  x
      %643 = arith.index_cast %thread_id_x_441 : index to i64
      %c16_i64_442 = arith.constant 16 : i64
      %644 = arith.remsi %643, %c16_i64_442 : i64
      %c16_i64_443 = arith.constant 16 : i64
      %645 = arith.divsi %644, %c16_i64_443 : i64
      %c1_i64_444 = arith.constant 1 : i64
      %646 = arith.addi %645, %c1_i64_444 : i64
      %thread_id_x_445 = gpu.thread_id  x
      %647 = arith.index_cast %thread_id_x_445 : index to i64
      %c16_i64_446 = arith.constant 16 : i64
      %648 = arith.remsi %647, %c16_i64_446 : i64
      %c16_i64_447 = arith.constant 16 : i64
      %649 = arith.remsi %648, %c16_i64_447 : i64
      %650 = memref.load %alloca_47[] : memref<f64>
      %c16_i64_448 = arith.constant 16 : i64
      %651 = arith.muli %646, %c16_i64_448 : i64
      %652 = arith.addi %649, %651 : i64
      %653 = llvm.getelementptr %11[%652] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %650, %653 : f64, !llvm.ptr<1>
      %thread_id_x_449 = gpu.thread_id  x
      %654 = arith.index_cast %thread_id_x_449 : index to i64
      %c16_i64_450 = arith.constant 16 : i64
      %655 = arith.remsi %654, %c16_i64_450 : i64
      %c16_i64_451 = arith.constant 16 : i64
      %656 = arith.divsi %655, %c16_i64_451 : i64
      %c2_i64_452 = arith.constant 2 : i64
      %657 = arith.addi %656, %c2_i64_452 : i64
      %thread_id_x_453 = gpu.thread_id  x
      %658 = arith.index_cast %thread_id_x_453 : index to i64
      %c16_i64_454 = arith.constant 16 : i64
      %659 = arith.remsi %658, %c16_i64_454 : i64
      %c16_i64_455 = arith.constant 16 : i64
      %660 = arith.remsi %659, %c16_i64_455 : i64
      %661 = memref.load %alloca_49[] : memref<f64>
      %c16_i64_456 = arith.constant 16 : i64
      %662 = arith.muli %657, %c16_i64_456 : i64
      %663 = arith.addi %660, %662 : i64
      %664 = llvm.getelementptr %11[%663] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %661, %664 : f64, !llvm.ptr<1>
      %thread_id_x_457 = gpu.thread_id  x
      %665 = arith.index_cast %thread_id_x_457 : index to i64
      %c16_i64_458 = arith.constant 16 : i64
      %666 = arith.remsi %665, %c16_i64_458 : i64
      %c16_i64_459 = arith.constant 16 : i64
      %667 = arith.divsi %666, %c16_i64_459 : i64
      %c3_i64_460 = arith.constant 3 : i64
      %668 = arith.addi %667, %c3_i64_460 : i64
      %thread_id_x_461 = gpu.thread_id  x
      %669 = arith.index_cast %thread_id_x_461 : index to i64
      %c16_i64_462 = arith.constant 16 : i64
      %670 = arith.remsi %669, %c16_i64_462 : i64
      %c16_i64_463 = arith.constant 16 : i64
      %671 = arith.remsi %670, %c16_i64_463 : i64
      %672 = memref.load %alloca_51[] : memref<f64>
      %c16_i64_464 = arith.constant 16 : i64
      %673 = arith.muli %668, %c16_i64_464 : i64
      %674 = arith.addi %671, %673 : i64
      %675 = llvm.getelementptr %11[%674] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %672, %675 : f64, !llvm.ptr<1>
      %c0_i32_465 = arith.constant 0 : i32
      %676 = llvm.extractelement %523[%c0_i32_465 : i32] : vector<2xf64>
      %c1_i32_466 = arith.constant 1 : i32
      %677 = llvm.extractelement %523[%c1_i32_466 : i32] : vector<2xf64>
      %678 = arith.negf %677 : f64
      %679 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_467 = arith.constant 0 : i32
      %680 = llvm.insertelement %676, %679[%c0_i32_467 : i32] : vector<2xf64>
      %c1_i32_468 = arith.constant 1 : i32
      %681 = llvm.insertelement %678, %680[%c1_i32_468 : i32] : vector<2xf64>
      %c0_i32_469 = arith.constant 0 : i32
      %682 = llvm.extractelement %534[%c0_i32_469 : i32] : vector<2xf64>
      %c1_i32_470 = arith.constant 1 : i32
      %683 = llvm.extractelement %534[%c1_i32_470 : i32] : vector<2xf64>
      %684 = arith.negf %683 : f64
      %685 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_471 = arith.constant 0 : i32
      %686 = llvm.insertelement %682, %685[%c0_i32_471 : i32] : vector<2xf64>
      %c1_i32_472 = arith.constant 1 : i32
      %687 = llvm.insertelement %684, %686[%c1_i32_472 : i32] : vector<2xf64>
      %c0_i32_473 = arith.constant 0 : i32
      %688 = llvm.extractelement %545[%c0_i32_473 : i32] : vector<2xf64>
      %c1_i32_474 = arith.constant 1 : i32
      %689 = llvm.extractelement %545[%c1_i32_474 : i32] : vector<2xf64>
      %690 = arith.negf %689 : f64
      %691 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_475 = arith.constant 0 : i32
      %692 = llvm.insertelement %688, %691[%c0_i32_475 : i32] : vector<2xf64>
      %c1_i32_476 = arith.constant 1 : i32
      %693 = llvm.insertelement %690, %692[%c1_i32_476 : i32] : vector<2xf64>
      %c0_i32_477 = arith.constant 0 : i32
      %694 = llvm.extractelement %556[%c0_i32_477 : i32] : vector<2xf64>
      %c1_i32_478 = arith.constant 1 : i32
      %695 = llvm.extractelement %556[%c1_i32_478 : i32] : vector<2xf64>
      %696 = arith.negf %695 : f64
      %697 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_479 = arith.constant 0 : i32
      %698 = llvm.insertelement %694, %697[%c0_i32_479 : i32] : vector<2xf64>
      %c1_i32_480 = arith.constant 1 : i32
      %699 = llvm.insertelement %696, %698[%c1_i32_480 : i32] : vector<2xf64>
      %thread_id_x_481 = gpu.thread_id  x
      %700 = arith.index_cast %thread_id_x_481 : index to i64
      %c16_i64_482 = arith.constant 16 : i64
      %701 = arith.remsi %700, %c16_i64_482 : i64
      %c16_i64_483 = arith.constant 16 : i64
      %702 = arith.divsi %701, %c16_i64_483 : i64
      %thread_id_x_484 = gpu.thread_id  x
      %703 = arith.index_cast %thread_id_x_484 : index to i64
      %c16_i64_485 = arith.constant 16 : i64
      %704 = arith.remsi %703, %c16_i64_485 : i64
      %c16_i64_486 = arith.constant 16 : i64
      %705 = arith.remsi %704, %c16_i64_486 : i64
      %c16_i64_487 = arith.constant 16 : i64
      %706 = arith.muli %702, %c16_i64_487 : i64
      %707 = arith.addi %705, %706 : i64
      %708 = llvm.getelementptr %13[%707] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %681, %708 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_488 = gpu.thread_id  x
      %709 = arith.index_cast %thread_id_x_488 : index to i64
      %c16_i64_489 = arith.constant 16 : i64
      %710 = arith.remsi %709, %c16_i64_489 : i64
      %c16_i64_490 = arith.constant 16 : i64
      %711 = arith.divsi %710, %c16_i64_490 : i64
      %c1_i64_491 = arith.constant 1 : i64
      %712 = arith.addi %711, %c1_i64_491 : i64
      %thread_id_x_492 = gpu.thread_id  x
      %713 = arith.index_cast %thread_id_x_492 : index to i64
      %c16_i64_493 = arith.constant 16 : i64
      %714 = arith.remsi %713, %c16_i64_493 : i64
      %c16_i64_494 = arith.constant 16 : i64
      %715 = arith.remsi %714, %c16_i64_494 : i64
      %c16_i64_495 = arith.constant 16 : i64
      %716 = arith.muli %712, %c16_i64_495 : i64
      %717 = arith.addi %715, %716 : i64
      %718 = llvm.getelementptr %13[%717] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %687, %718 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_496 = gpu.thread_id  x
      %719 = arith.index_cast %thread_id_x_496 : index to i64
      %c16_i64_497 = arith.constant 16 : i64
      %720 = arith.remsi %719, %c16_i64_497 : i64
      %c16_i64_498 = arith.constant 16 : i64
      %721 = arith.divsi %720, %c16_i64_498 : i64
      %c2_i64_499 = arith.constant 2 : i64
      %722 = arith.addi %721, %c2_i64_499 : i64
      %thread_id_x_500 = gpu.thread_id  x
      %723 = arith.index_cast %thread_id_x_500 : index to i64
      %c16_i64_501 = arith.constant 16 : i64
      %724 = arith.remsi %723, %c16_i64_501 : i64
      %c16_i64_502 = arith.constant 16 : i64
      %725 = arith.remsi %724, %c16_i64_502 : i64
      %c16_i64_503 = arith.constant 16 : i64
      %726 = arith.muli %722, %c16_i64_503 : i64
      %727 = arith.addi %725, %726 : i64
      %728 = llvm.getelementptr %13[%727] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %693, %728 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_504 = gpu.thread_id  x
      %729 = arith.index_cast %thread_id_x_504 : index to i64
      %c16_i64_505 = arith.constant 16 : i64
      %730 = arith.remsi %729, %c16_i64_505 : i64
      %c16_i64_506 = arith.constant 16 : i64
      %731 = arith.divsi %730, %c16_i64_506 : i64
      %c3_i64_507 = arith.constant 3 : i64
      %732 = arith.addi %731, %c3_i64_507 : i64
      %thread_id_x_508 = gpu.thread_id  x
      %733 = arith.index_cast %thread_id_x_508 : index to i64
      %c16_i64_509 = arith.constant 16 : i64
      %734 = arith.remsi %733, %c16_i64_509 : i64
      %c16_i64_510 = arith.constant 16 : i64
      %735 = arith.remsi %734, %c16_i64_510 : i64
      %c16_i64_511 = arith.constant 16 : i64
      %736 = arith.muli %732, %c16_i64_511 : i64
      %737 = arith.addi %735, %736 : i64
      %738 = llvm.getelementptr %13[%737] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %699, %738 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
