module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wgs_64x4(%arg0: memref<70x5xf32, strided<[1, 70]>, 1>, %arg1: memref<5x45xf32, strided<[1, 5]>, 1>, %arg2: memref<70x45xf32, strided<[1, 70]>, 1>, %arg3: memref<9x67xf32, strided<[1, 9]>, 1>, %arg4: memref<67x9xf32, strided<[1, 67]>, 1>, %arg5: memref<300x3xf32, strided<[1, 300]>, 1>, %arg6: memref<3xf32, strided<[1]>, 1>, %arg7: memref<300xf32, strided<[1]>, 1>, %arg8: memref<300xf32, strided<[1]>, 1>, %arg9: memref<f32, 1>, %arg10: memref<70xf32, strided<[1]>, 1>, %arg11: memref<5xf32, strided<[1]>, 1>, %arg12: memref<70x5xf32, strided<[1, 70]>, 1>, %arg13: memref<300xi32, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 4, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<70x5xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<70x5xf32, strided<[1, 70]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<5x45xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<5x45xf32, strided<[1, 5]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<70x45xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<70x45xf32, strided<[1, 70]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<9x67xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<9x67xf32, strided<[1, 9]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<67x9xf32, strided<[1, 67]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<67x9xf32, strided<[1, 67]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<300x3xf32, strided<[1, 300]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<300x3xf32, strided<[1, 300]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %arg6 : memref<3xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<3xf32, strided<[1]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32, %strides_33 = memref.extract_strided_metadata %arg7 : memref<300xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<300xf32, strided<[1]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37, %strides_38 = memref.extract_strided_metadata %arg8 : memref<300xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<300xf32, strided<[1]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41 = memref.extract_strided_metadata %arg9 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_42 = memref.extract_aligned_pointer_as_index %arg9 : memref<f32, 1> -> index
      %18 = arith.index_cast %intptr_42 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_43, %offset_44, %sizes_45, %strides_46 = memref.extract_strided_metadata %arg10 : memref<70xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_47 = memref.extract_aligned_pointer_as_index %arg10 : memref<70xf32, strided<[1]>, 1> -> index
      %20 = arith.index_cast %intptr_47 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_48, %offset_49, %sizes_50, %strides_51 = memref.extract_strided_metadata %arg11 : memref<5xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_52 = memref.extract_aligned_pointer_as_index %arg11 : memref<5xf32, strided<[1]>, 1> -> index
      %22 = arith.index_cast %intptr_52 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_53, %offset_54, %sizes_55:2, %strides_56:2 = memref.extract_strided_metadata %arg12 : memref<70x5xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_57 = memref.extract_aligned_pointer_as_index %arg12 : memref<70x5xf32, strided<[1, 70]>, 1> -> index
      %24 = arith.index_cast %intptr_57 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %base_buffer_58, %offset_59, %sizes_60, %strides_61 = memref.extract_strided_metadata %arg13 : memref<300xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_62 = memref.extract_aligned_pointer_as_index %arg13 : memref<300xi32, strided<[1]>, 1> -> index
      %26 = arith.index_cast %intptr_62 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
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
      %c0_i64 = arith.constant 0 : i64
      %c45_i64 = arith.constant 45 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %c0_i64 to %c45_i64 step %c32_i64  : i64 {
        %thread_id_x_98 = gpu.thread_id  x
        %43 = arith.index_cast %thread_id_x_98 : index to i64
        %c69_i64 = arith.constant 69 : i64
        %44 = arith.minsi %43, %c69_i64 : i64
        %thread_id_x_99 = gpu.thread_id  x
        %45 = arith.index_cast %thread_id_x_99 : index to i64
        %c64_i64_100 = arith.constant 64 : i64
        %46 = arith.addi %45, %c64_i64_100 : i64
        %c69_i64_101 = arith.constant 69 : i64
        %47 = arith.minsi %46, %c69_i64_101 : i64
        %thread_id_y_102 = gpu.thread_id  y
        %48 = arith.index_cast %thread_id_y_102 : index to i64
        %49 = arith.addi %arg14, %48 : i64
        %c44_i64 = arith.constant 44 : i64
        %50 = arith.minsi %49, %c44_i64 : i64
        %thread_id_y_103 = gpu.thread_id  y
        %51 = arith.index_cast %thread_id_y_103 : index to i64
        %52 = arith.addi %arg14, %51 : i64
        %c4_i64 = arith.constant 4 : i64
        %53 = arith.addi %52, %c4_i64 : i64
        %c44_i64_104 = arith.constant 44 : i64
        %54 = arith.minsi %53, %c44_i64_104 : i64
        %thread_id_y_105 = gpu.thread_id  y
        %55 = arith.index_cast %thread_id_y_105 : index to i64
        %56 = arith.addi %arg14, %55 : i64
        %c8_i64 = arith.constant 8 : i64
        %57 = arith.addi %56, %c8_i64 : i64
        %c44_i64_106 = arith.constant 44 : i64
        %58 = arith.minsi %57, %c44_i64_106 : i64
        %thread_id_y_107 = gpu.thread_id  y
        %59 = arith.index_cast %thread_id_y_107 : index to i64
        %60 = arith.addi %arg14, %59 : i64
        %c12_i64 = arith.constant 12 : i64
        %61 = arith.addi %60, %c12_i64 : i64
        %c44_i64_108 = arith.constant 44 : i64
        %62 = arith.minsi %61, %c44_i64_108 : i64
        %thread_id_y_109 = gpu.thread_id  y
        %63 = arith.index_cast %thread_id_y_109 : index to i64
        %64 = arith.addi %arg14, %63 : i64
        %c16_i64 = arith.constant 16 : i64
        %65 = arith.addi %64, %c16_i64 : i64
        %c44_i64_110 = arith.constant 44 : i64
        %66 = arith.minsi %65, %c44_i64_110 : i64
        %thread_id_y_111 = gpu.thread_id  y
        %67 = arith.index_cast %thread_id_y_111 : index to i64
        %68 = arith.addi %arg14, %67 : i64
        %c20_i64 = arith.constant 20 : i64
        %69 = arith.addi %68, %c20_i64 : i64
        %c44_i64_112 = arith.constant 44 : i64
        %70 = arith.minsi %69, %c44_i64_112 : i64
        %thread_id_y_113 = gpu.thread_id  y
        %71 = arith.index_cast %thread_id_y_113 : index to i64
        %72 = arith.addi %arg14, %71 : i64
        %c24_i64 = arith.constant 24 : i64
        %73 = arith.addi %72, %c24_i64 : i64
        %c44_i64_114 = arith.constant 44 : i64
        %74 = arith.minsi %73, %c44_i64_114 : i64
        %thread_id_y_115 = gpu.thread_id  y
        %75 = arith.index_cast %thread_id_y_115 : index to i64
        %76 = arith.addi %arg14, %75 : i64
        %c28_i64 = arith.constant 28 : i64
        %77 = arith.addi %76, %c28_i64 : i64
        %c44_i64_116 = arith.constant 44 : i64
        %78 = arith.minsi %77, %c44_i64_116 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %cst_117 = arith.constant 0.000000e+00 : f32
        memref.store %cst_117, %alloca_63[] : memref<f32>
        %cst_118 = arith.constant 0.000000e+00 : f32
        memref.store %cst_118, %alloca_64[] : memref<f32>
        %cst_119 = arith.constant 0.000000e+00 : f32
        memref.store %cst_119, %alloca_65[] : memref<f32>
        %cst_120 = arith.constant 0.000000e+00 : f32
        memref.store %cst_120, %alloca_66[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        memref.store %cst_121, %alloca_67[] : memref<f32>
        %cst_122 = arith.constant 0.000000e+00 : f32
        memref.store %cst_122, %alloca_68[] : memref<f32>
        %cst_123 = arith.constant 0.000000e+00 : f32
        memref.store %cst_123, %alloca_69[] : memref<f32>
        %cst_124 = arith.constant 0.000000e+00 : f32
        memref.store %cst_124, %alloca_70[] : memref<f32>
        %cst_125 = arith.constant 0.000000e+00 : f32
        memref.store %cst_125, %alloca_71[] : memref<f32>
        %cst_126 = arith.constant 0.000000e+00 : f32
        memref.store %cst_126, %alloca_72[] : memref<f32>
        %cst_127 = arith.constant 0.000000e+00 : f32
        memref.store %cst_127, %alloca_73[] : memref<f32>
        %cst_128 = arith.constant 0.000000e+00 : f32
        memref.store %cst_128, %alloca_74[] : memref<f32>
        %cst_129 = arith.constant 0.000000e+00 : f32
        memref.store %cst_129, %alloca_75[] : memref<f32>
        %cst_130 = arith.constant 0.000000e+00 : f32
        memref.store %cst_130, %alloca_76[] : memref<f32>
        %cst_131 = arith.constant 0.000000e+00 : f32
        memref.store %cst_131, %alloca_77[] : memref<f32>
        %c0_i64_132 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_132 to %c5_i64 step %c1_i64  : i64 {
          %c70_i64_135 = arith.constant 70 : i64
          %81 = arith.muli %arg15, %c70_i64_135 : i64
          %82 = arith.addi %44, %81 : i64
          %83 = llvm.getelementptr %1[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %84 = llvm.load %83 : !llvm.ptr<1> -> f32
          %c70_i64_136 = arith.constant 70 : i64
          %85 = arith.muli %arg15, %c70_i64_136 : i64
          %86 = arith.addi %47, %85 : i64
          %87 = llvm.getelementptr %1[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %88 = llvm.load %87 : !llvm.ptr<1> -> f32
          %c5_i64_137 = arith.constant 5 : i64
          %89 = arith.muli %50, %c5_i64_137 : i64
          %90 = arith.addi %arg15, %89 : i64
          %91 = llvm.getelementptr %3[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %92 = llvm.load %91 : !llvm.ptr<1> -> f32
          %c5_i64_138 = arith.constant 5 : i64
          %93 = arith.muli %54, %c5_i64_138 : i64
          %94 = arith.addi %arg15, %93 : i64
          %95 = llvm.getelementptr %3[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %96 = llvm.load %95 : !llvm.ptr<1> -> f32
          %c5_i64_139 = arith.constant 5 : i64
          %97 = arith.muli %58, %c5_i64_139 : i64
          %98 = arith.addi %arg15, %97 : i64
          %99 = llvm.getelementptr %3[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %100 = llvm.load %99 : !llvm.ptr<1> -> f32
          %c5_i64_140 = arith.constant 5 : i64
          %101 = arith.muli %62, %c5_i64_140 : i64
          %102 = arith.addi %arg15, %101 : i64
          %103 = llvm.getelementptr %3[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %104 = llvm.load %103 : !llvm.ptr<1> -> f32
          %c5_i64_141 = arith.constant 5 : i64
          %105 = arith.muli %66, %c5_i64_141 : i64
          %106 = arith.addi %arg15, %105 : i64
          %107 = llvm.getelementptr %3[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          %c5_i64_142 = arith.constant 5 : i64
          %109 = arith.muli %70, %c5_i64_142 : i64
          %110 = arith.addi %arg15, %109 : i64
          %111 = llvm.getelementptr %3[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %112 = llvm.load %111 : !llvm.ptr<1> -> f32
          %c5_i64_143 = arith.constant 5 : i64
          %113 = arith.muli %74, %c5_i64_143 : i64
          %114 = arith.addi %arg15, %113 : i64
          %115 = llvm.getelementptr %3[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %116 = llvm.load %115 : !llvm.ptr<1> -> f32
          %c5_i64_144 = arith.constant 5 : i64
          %117 = arith.muli %78, %c5_i64_144 : i64
          %118 = arith.addi %arg15, %117 : i64
          %119 = llvm.getelementptr %3[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %120 = llvm.load %119 : !llvm.ptr<1> -> f32
          %121 = memref.load %alloca[] : memref<f32>
          %122 = llvm.intr.fma(%84, %92, %121) : (f32, f32, f32) -> f32
          memref.store %122, %alloca[] : memref<f32>
          %123 = memref.load %alloca_63[] : memref<f32>
          %124 = llvm.intr.fma(%84, %96, %123) : (f32, f32, f32) -> f32
          memref.store %124, %alloca_63[] : memref<f32>
          %125 = memref.load %alloca_64[] : memref<f32>
          %126 = llvm.intr.fma(%84, %100, %125) : (f32, f32, f32) -> f32
          memref.store %126, %alloca_64[] : memref<f32>
          %127 = memref.load %alloca_65[] : memref<f32>
          %128 = llvm.intr.fma(%84, %104, %127) : (f32, f32, f32) -> f32
          memref.store %128, %alloca_65[] : memref<f32>
          %129 = memref.load %alloca_66[] : memref<f32>
          %130 = llvm.intr.fma(%84, %108, %129) : (f32, f32, f32) -> f32
          memref.store %130, %alloca_66[] : memref<f32>
          %131 = memref.load %alloca_67[] : memref<f32>
          %132 = llvm.intr.fma(%84, %112, %131) : (f32, f32, f32) -> f32
          memref.store %132, %alloca_67[] : memref<f32>
          %133 = memref.load %alloca_68[] : memref<f32>
          %134 = llvm.intr.fma(%84, %116, %133) : (f32, f32, f32) -> f32
          memref.store %134, %alloca_68[] : memref<f32>
          %135 = memref.load %alloca_69[] : memref<f32>
          %136 = llvm.intr.fma(%84, %120, %135) : (f32, f32, f32) -> f32
          memref.store %136, %alloca_69[] : memref<f32>
          %137 = memref.load %alloca_70[] : memref<f32>
          %138 = llvm.intr.fma(%88, %92, %137) : (f32, f32, f32) -> f32
          memref.store %138, %alloca_70[] : memref<f32>
          %139 = memref.load %alloca_71[] : memref<f32>
          %140 = llvm.intr.fma(%88, %96, %139) : (f32, f32, f32) -> f32
          memref.store %140, %alloca_71[] : memref<f32>
          %141 = memref.load %alloca_72[] : memref<f32>
          %142 = llvm.intr.fma(%88, %100, %141) : (f32, f32, f32) -> f32
          memref.store %142, %alloca_72[] : memref<f32>
          %143 = memref.load %alloca_73[] : memref<f32>
          %144 = llvm.intr.fma(%88, %104, %143) : (f32, f32, f32) -> f32
          memref.store %144, %alloca_73[] : memref<f32>
          %145 = memref.load %alloca_74[] : memref<f32>
          %146 = llvm.intr.fma(%88, %108, %145) : (f32, f32, f32) -> f32
          memref.store %146, %alloca_74[] : memref<f32>
          %147 = memref.load %alloca_75[] : memref<f32>
          %148 = llvm.intr.fma(%88, %112, %147) : (f32, f32, f32) -> f32
          memref.store %148, %alloca_75[] : memref<f32>
          %149 = memref.load %alloca_76[] : memref<f32>
          %150 = llvm.intr.fma(%88, %116, %149) : (f32, f32, f32) -> f32
          memref.store %150, %alloca_76[] : memref<f32>
          %151 = memref.load %alloca_77[] : memref<f32>
          %152 = llvm.intr.fma(%88, %120, %151) : (f32, f32, f32) -> f32
          memref.store %152, %alloca_77[] : memref<f32>
        }
        %c70_i64_133 = arith.constant 70 : i64
        %79 = arith.cmpi slt, %43, %c70_i64_133 : i64
        scf.if %79 {
          %c45_i64_135 = arith.constant 45 : i64
          %81 = arith.cmpi slt, %49, %c45_i64_135 : i64
          scf.if %81 {
            %89 = memref.load %alloca[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %49, %c70_i64_143 : i64
            %91 = arith.addi %43, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_136 = arith.constant 45 : i64
          %82 = arith.cmpi slt, %53, %c45_i64_136 : i64
          scf.if %82 {
            %89 = memref.load %alloca_63[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %53, %c70_i64_143 : i64
            %91 = arith.addi %43, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_137 = arith.constant 45 : i64
          %83 = arith.cmpi slt, %57, %c45_i64_137 : i64
          scf.if %83 {
            %89 = memref.load %alloca_64[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %57, %c70_i64_143 : i64
            %91 = arith.addi %43, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_138 = arith.constant 45 : i64
          %84 = arith.cmpi slt, %61, %c45_i64_138 : i64
          scf.if %84 {
            %89 = memref.load %alloca_65[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %61, %c70_i64_143 : i64
            %91 = arith.addi %43, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_139 = arith.constant 45 : i64
          %85 = arith.cmpi slt, %65, %c45_i64_139 : i64
          scf.if %85 {
            %89 = memref.load %alloca_66[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %65, %c70_i64_143 : i64
            %91 = arith.addi %43, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_140 = arith.constant 45 : i64
          %86 = arith.cmpi slt, %69, %c45_i64_140 : i64
          scf.if %86 {
            %89 = memref.load %alloca_67[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %69, %c70_i64_143 : i64
            %91 = arith.addi %43, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_141 = arith.constant 45 : i64
          %87 = arith.cmpi slt, %73, %c45_i64_141 : i64
          scf.if %87 {
            %89 = memref.load %alloca_68[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %73, %c70_i64_143 : i64
            %91 = arith.addi %43, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_142 = arith.constant 45 : i64
          %88 = arith.cmpi slt, %77, %c45_i64_142 : i64
          scf.if %88 {
            %89 = memref.load %alloca_69[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %77, %c70_i64_143 : i64
            %91 = arith.addi %43, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
        }
        %c70_i64_134 = arith.constant 70 : i64
        %80 = arith.cmpi slt, %46, %c70_i64_134 : i64
        scf.if %80 {
          %c45_i64_135 = arith.constant 45 : i64
          %81 = arith.cmpi slt, %49, %c45_i64_135 : i64
          scf.if %81 {
            %89 = memref.load %alloca_70[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %49, %c70_i64_143 : i64
            %91 = arith.addi %46, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_136 = arith.constant 45 : i64
          %82 = arith.cmpi slt, %53, %c45_i64_136 : i64
          scf.if %82 {
            %89 = memref.load %alloca_71[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %53, %c70_i64_143 : i64
            %91 = arith.addi %46, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_137 = arith.constant 45 : i64
          %83 = arith.cmpi slt, %57, %c45_i64_137 : i64
          scf.if %83 {
            %89 = memref.load %alloca_72[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %57, %c70_i64_143 : i64
            %91 = arith.addi %46, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_138 = arith.constant 45 : i64
          %84 = arith.cmpi slt, %61, %c45_i64_138 : i64
          scf.if %84 {
            %89 = memref.load %alloca_73[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %61, %c70_i64_143 : i64
            %91 = arith.addi %46, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_139 = arith.constant 45 : i64
          %85 = arith.cmpi slt, %65, %c45_i64_139 : i64
          scf.if %85 {
            %89 = memref.load %alloca_74[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %65, %c70_i64_143 : i64
            %91 = arith.addi %46, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_140 = arith.constant 45 : i64
          %86 = arith.cmpi slt, %69, %c45_i64_140 : i64
          scf.if %86 {
            %89 = memref.load %alloca_75[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %69, %c70_i64_143 : i64
            %91 = arith.addi %46, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_141 = arith.constant 45 : i64
          %87 = arith.cmpi slt, %73, %c45_i64_141 : i64
          scf.if %87 {
            %89 = memref.load %alloca_76[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %73, %c70_i64_143 : i64
            %91 = arith.addi %46, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
          %c45_i64_142 = arith.constant 45 : i64
          %88 = arith.cmpi slt, %77, %c45_i64_142 : i64
          scf.if %88 {
            %89 = memref.load %alloca_77[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %90 = arith.muli %77, %c70_i64_143 : i64
            %91 = arith.addi %46, %90 : i64
            %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %89, %92 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x : index to i64
      %c67_i64 = arith.constant 67 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg14 = %28 to %c67_i64 step %c64_i64  : i64 {
        %c0_i64_98 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_99 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_98 to %c1_i64 step %c1_i64_99  : i64 {
          %thread_id_y_100 = gpu.thread_id  y
          %43 = arith.index_cast %thread_id_y_100 : index to i64
          %c12_i64 = arith.constant 12 : i64
          %44 = arith.muli %arg15, %c12_i64 : i64
          %45 = arith.addi %43, %44 : i64
          %c9_i64 = arith.constant 9 : i64
          %46 = arith.cmpi slt, %45, %c9_i64 : i64
          scf.if %46 {
            %c9_i64_106 = arith.constant 9 : i64
            %54 = arith.muli %arg14, %c9_i64_106 : i64
            %55 = arith.addi %45, %54 : i64
            %56 = llvm.getelementptr %7[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %57 = llvm.load %56 : !llvm.ptr<1> -> f32
            memref.store %57, %alloca_78[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %47 = arith.addi %45, %c4_i64 : i64
          %c9_i64_101 = arith.constant 9 : i64
          %48 = arith.cmpi slt, %47, %c9_i64_101 : i64
          scf.if %48 {
            %c9_i64_106 = arith.constant 9 : i64
            %54 = arith.muli %arg14, %c9_i64_106 : i64
            %55 = arith.addi %47, %54 : i64
            %56 = llvm.getelementptr %7[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %57 = llvm.load %56 : !llvm.ptr<1> -> f32
            memref.store %57, %alloca_79[] : memref<f32>
          }
          %c8_i64 = arith.constant 8 : i64
          %49 = arith.addi %45, %c8_i64 : i64
          %c9_i64_102 = arith.constant 9 : i64
          %50 = arith.cmpi slt, %49, %c9_i64_102 : i64
          scf.if %50 {
            %c9_i64_106 = arith.constant 9 : i64
            %54 = arith.muli %arg14, %c9_i64_106 : i64
            %55 = arith.addi %49, %54 : i64
            %56 = llvm.getelementptr %7[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %57 = llvm.load %56 : !llvm.ptr<1> -> f32
            memref.store %57, %alloca_80[] : memref<f32>
          }
          %c9_i64_103 = arith.constant 9 : i64
          %51 = arith.cmpi slt, %45, %c9_i64_103 : i64
          scf.if %51 {
            %cst = arith.constant 2.000000e+00 : f32
            %54 = memref.load %alloca_78[] : memref<f32>
            %55 = arith.mulf %cst, %54 : f32
            %c67_i64_106 = arith.constant 67 : i64
            %56 = arith.muli %45, %c67_i64_106 : i64
            %57 = arith.addi %arg14, %56 : i64
            %58 = llvm.getelementptr %9[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %55, %58 : f32, !llvm.ptr<1>
          }
          %c9_i64_104 = arith.constant 9 : i64
          %52 = arith.cmpi slt, %47, %c9_i64_104 : i64
          scf.if %52 {
            %cst = arith.constant 2.000000e+00 : f32
            %54 = memref.load %alloca_79[] : memref<f32>
            %55 = arith.mulf %cst, %54 : f32
            %c67_i64_106 = arith.constant 67 : i64
            %56 = arith.muli %47, %c67_i64_106 : i64
            %57 = arith.addi %arg14, %56 : i64
            %58 = llvm.getelementptr %9[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %55, %58 : f32, !llvm.ptr<1>
          }
          %c9_i64_105 = arith.constant 9 : i64
          %53 = arith.cmpi slt, %49, %c9_i64_105 : i64
          scf.if %53 {
            %cst = arith.constant 2.000000e+00 : f32
            %54 = memref.load %alloca_80[] : memref<f32>
            %55 = arith.mulf %cst, %54 : f32
            %c67_i64_106 = arith.constant 67 : i64
            %56 = arith.muli %49, %c67_i64_106 : i64
            %57 = arith.addi %arg14, %56 : i64
            %58 = llvm.getelementptr %9[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %55, %58 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_85 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_85 : index to i64
      %c64_i64_86 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y : index to i64
      %31 = arith.muli %c64_i64_86, %30 : i64
      %32 = arith.addi %29, %31 : i64
      %c300_i64 = arith.constant 300 : i64
      %c256_i64 = arith.constant 256 : i64
      scf.for %arg14 = %32 to %c300_i64 step %c256_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_81[] : memref<f32>
        %c0_i64_98 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_98 to %c3_i64 step %c1_i64  : i64 {
          %c300_i64_99 = arith.constant 300 : i64
          %45 = arith.muli %arg15, %c300_i64_99 : i64
          %46 = arith.addi %arg14, %45 : i64
          %47 = llvm.getelementptr %11[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %48 = llvm.load %47 : !llvm.ptr<1> -> f32
          %49 = llvm.getelementptr %13[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %50 = llvm.load %49 : !llvm.ptr<1> -> f32
          %51 = memref.load %alloca_81[] : memref<f32>
          %52 = llvm.intr.fma(%48, %50, %51) : (f32, f32, f32) -> f32
          memref.store %52, %alloca_81[] : memref<f32>
        }
        %43 = memref.load %alloca_81[] : memref<f32>
        %44 = llvm.getelementptr %15[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %43, %44 : f32, !llvm.ptr<1>
      }
      %thread_id_x_87 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_87 : index to i64
      %c64_i64_88 = arith.constant 64 : i64
      %thread_id_y_89 = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y_89 : index to i64
      %35 = arith.muli %c64_i64_88, %34 : i64
      %36 = arith.addi %33, %35 : i64
      %c0_i64_90 = arith.constant 0 : i64
      %37 = arith.cmpi eq, %36, %c0_i64_90 : i64
      scf.if %37 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_82[] : memref<f32>
        %c0_i64_98 = arith.constant 0 : i64
        %c300_i64_99 = arith.constant 300 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_98 to %c300_i64_99 step %c1_i64  : i64 {
          %44 = memref.load %alloca_82[] : memref<f32>
          %45 = llvm.getelementptr %17[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %47 = arith.addf %44, %46 : f32
          memref.store %47, %alloca_82[] : memref<f32>
        }
        %43 = memref.load %alloca_82[] : memref<f32>
        llvm.store %43, %19 : f32, !llvm.ptr<1>
      }
      %thread_id_x_91 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_91 : index to i64
      %c70_i64 = arith.constant 70 : i64
      %c64_i64_92 = arith.constant 64 : i64
      scf.for %arg14 = %38 to %c70_i64 step %c64_i64_92  : i64 {
        %c0_i64_98 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_99 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_98 to %c1_i64 step %c1_i64_99  : i64 {
          %thread_id_y_100 = gpu.thread_id  y
          %43 = arith.index_cast %thread_id_y_100 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %44 = arith.muli %arg15, %c8_i64 : i64
          %45 = arith.addi %43, %44 : i64
          %c5_i64 = arith.constant 5 : i64
          %46 = arith.cmpi slt, %45, %c5_i64 : i64
          scf.if %46 {
            %51 = llvm.getelementptr %21[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %52 = llvm.load %51 : !llvm.ptr<1> -> f32
            %53 = llvm.getelementptr %23[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %54 = llvm.load %53 : !llvm.ptr<1> -> f32
            %55 = arith.mulf %52, %54 : f32
            memref.store %55, %alloca_83[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %47 = arith.addi %45, %c4_i64 : i64
          %c5_i64_101 = arith.constant 5 : i64
          %48 = arith.cmpi slt, %47, %c5_i64_101 : i64
          scf.if %48 {
            %51 = llvm.getelementptr %21[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %52 = llvm.load %51 : !llvm.ptr<1> -> f32
            %53 = llvm.getelementptr %23[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %54 = llvm.load %53 : !llvm.ptr<1> -> f32
            %55 = arith.mulf %52, %54 : f32
            memref.store %55, %alloca_84[] : memref<f32>
          }
          %c5_i64_102 = arith.constant 5 : i64
          %49 = arith.cmpi slt, %45, %c5_i64_102 : i64
          scf.if %49 {
            %51 = memref.load %alloca_83[] : memref<f32>
            %c70_i64_104 = arith.constant 70 : i64
            %52 = arith.muli %45, %c70_i64_104 : i64
            %53 = arith.addi %arg14, %52 : i64
            %54 = llvm.getelementptr %25[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %51, %54 : f32, !llvm.ptr<1>
          }
          %c5_i64_103 = arith.constant 5 : i64
          %50 = arith.cmpi slt, %47, %c5_i64_103 : i64
          scf.if %50 {
            %51 = memref.load %alloca_84[] : memref<f32>
            %c70_i64_104 = arith.constant 70 : i64
            %52 = arith.muli %47, %c70_i64_104 : i64
            %53 = arith.addi %arg14, %52 : i64
            %54 = llvm.getelementptr %25[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %51, %54 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_93 = gpu.thread_id  x
      %39 = arith.index_cast %thread_id_x_93 : index to i64
      %c64_i64_94 = arith.constant 64 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_95 : index to i64
      %41 = arith.muli %c64_i64_94, %40 : i64
      %42 = arith.addi %39, %41 : i64
      %c300_i64_96 = arith.constant 300 : i64
      %c256_i64_97 = arith.constant 256 : i64
      scf.for %arg14 = %42 to %c300_i64_96 step %c256_i64_97  : i64 {
        %43 = arith.trunci %arg14 : i64 to i32
        %c2_i32 = arith.constant 2 : i32
        %44 = arith.muli %43, %c2_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %45 = arith.addi %44, %c1_i32 : i32
        %46 = llvm.getelementptr %27[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %45, %46 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
