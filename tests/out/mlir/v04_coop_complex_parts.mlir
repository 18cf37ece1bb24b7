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
      %16 = llvm.getelementptr %1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %17 = llvm.load %16 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_53 = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x_53 : index to i64
      %c16_i64_54 = arith.constant 16 : i64
      %19 = arith.remsi %18, %c16_i64_54 : i64
      %c16_i64_55 = arith.constant 16 : i64
      %20 = arith.addi %19, %c16_i64_55 : i64
      %21 = llvm.getelementptr %1[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %22 = llvm.load %21 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_56 = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x_56 : index to i64
      %c16_i64_57 = arith.constant 16 : i64
      %24 = arith.remsi %23, %c16_i64_57 : i64
      %c32_i64 = arith.constant 32 : i64
      %25 = arith.addi %24, %c32_i64 : i64
      %26 = llvm.getelementptr %1[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %27 = llvm.load %26 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_58 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_58 : index to i64
      %c16_i64_59 = arith.constant 16 : i64
      %29 = arith.remsi %28, %c16_i64_59 : i64
      %c48_i64 = arith.constant 48 : i64
      %30 = arith.addi %29, %c48_i64 : i64
      %31 = llvm.getelementptr %1[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %32 = llvm.load %31 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_60 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_60 : index to i64
      %c16_i64_61 = arith.constant 16 : i64
      %34 = arith.remsi %33, %c16_i64_61 : i64
      %c64_i64 = arith.constant 64 : i64
      %35 = arith.addi %34, %c64_i64 : i64
      %36 = llvm.getelementptr %1[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %37 = llvm.load %36 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_62 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_62 : index to i64
      %c16_i64_63 = arith.constant 16 : i64
      %39 = arith.remsi %38, %c16_i64_63 : i64
      %c80_i64 = arith.constant 80 : i64
      %40 = arith.addi %39, %c80_i64 : i64
      %41 = llvm.getelementptr %1[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %42 = llvm.load %41 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_64 = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x_64 : index to i64
      %c16_i64_65 = arith.constant 16 : i64
      %44 = arith.remsi %43, %c16_i64_65 : i64
      %c96_i64 = arith.constant 96 : i64
      %45 = arith.addi %44, %c96_i64 : i64
      %46 = llvm.getelementptr %1[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %47 = llvm.load %46 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_66 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_66 : index to i64
      %c16_i64_67 = arith.constant 16 : i64
      %49 = arith.remsi %48, %c16_i64_67 : i64
      %c112_i64 = arith.constant 112 : i64
      %50 = arith.addi %49, %c112_i64 : i64
      %51 = llvm.getelementptr %1[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %52 = llvm.load %51 : !llvm.ptr<1> -> vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %53 = llvm.extractelement %17[%c0_i32 : i32] : vector<2xf32>
      %c0_i32_68 = arith.constant 0 : i32
      %54 = llvm.extractelement %22[%c0_i32_68 : i32] : vector<2xf32>
      %c0_i32_69 = arith.constant 0 : i32
      %55 = llvm.extractelement %27[%c0_i32_69 : i32] : vector<2xf32>
      %c0_i32_70 = arith.constant 0 : i32
      %56 = llvm.extractelement %32[%c0_i32_70 : i32] : vector<2xf32>
      %c0_i32_71 = arith.constant 0 : i32
      %57 = llvm.extractelement %37[%c0_i32_71 : i32] : vector<2xf32>
      %c0_i32_72 = arith.constant 0 : i32
      %58 = llvm.extractelement %42[%c0_i32_72 : i32] : vector<2xf32>
      %c0_i32_73 = arith.constant 0 : i32
      %59 = llvm.extractelement %47[%c0_i32_73 : i32] : vector<2xf32>
      %c0_i32_74 = arith.constant 0 : i32
      %60 = llvm.extractelement %52[%c0_i32_74 : i32] : vector<2xf32>
      %thread_id_x_75 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_75 : index to i64
      %c16_i64_76 = arith.constant 16 : i64
      %62 = arith.remsi %61, %c16_i64_76 : i64
      %63 = llvm.getelementptr %3[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %53, %63 : f32, !llvm.ptr<1>
      %thread_id_x_77 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_77 : index to i64
      %c16_i64_78 = arith.constant 16 : i64
      %65 = arith.remsi %64, %c16_i64_78 : i64
      %c16_i64_79 = arith.constant 16 : i64
      %66 = arith.addi %65, %c16_i64_79 : i64
      %67 = llvm.getelementptr %3[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %54, %67 : f32, !llvm.ptr<1>
      %thread_id_x_80 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_80 : index to i64
      %c16_i64_81 = arith.constant 16 : i64
      %69 = arith.remsi %68, %c16_i64_81 : i64
      %c32_i64_82 = arith.constant 32 : i64
      %70 = arith.addi %69, %c32_i64_82 : i64
      %71 = llvm.getelementptr %3[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %55, %71 : f32, !llvm.ptr<1>
      %thread_id_x_83 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_83 : index to i64
      %c16_i64_84 = arith.constant 16 : i64
      %73 = arith.remsi %72, %c16_i64_84 : i64
      %c48_i64_85 = arith.constant 48 : i64
      %74 = arith.addi %73, %c48_i64_85 : i64
      %75 = llvm.getelementptr %3[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %56, %75 : f32, !llvm.ptr<1>
      %thread_id_x_86 = gpu.thread_id  x
      %76 = arith.index_cast %thread_id_x_86 : index to i64
      %c16_i64_87 = arith.constant 16 : i64
      %77 = arith.remsi %76, %c16_i64_87 : i64
      %c64_i64_88 = arith.constant 64 : i64
      %78 = arith.addi %77, %c64_i64_88 : i64
      %79 = llvm.getelementptr %3[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %57, %79 : f32, !llvm.ptr<1>
      %thread_id_x_89 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_89 : index to i64
      %c16_i64_90 = arith.constant 16 : i64
      %81 = arith.remsi %80, %c16_i64_90 : i64
      %c80_i64_91 = arith.constant 80 : i64
      %82 = arith.addi %81, %c80_i64_91 : i64
      %83 = llvm.getelementptr %3[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %58, %83 : f32, !llvm.ptr<1>
      %thread_id_x_92 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_92 : index to i64
      %c16_i64_93 = arith.constant 16 : i64
      %85 = arith.remsi %84, %c16_i64_93 : i64
      %c96_i64_94 = arith.constant 96 : i64
      %86 = arith.addi %85, %c96_i64_94 : i64
      %87 = llvm.getelementptr %3[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %59, %87 : f32, !llvm.ptr<1>
      %thread_id_x_95 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_95 : index to i64
      %c16_i64_96 = arith.constant 16 : i64
      %89 = arith.remsi %88, %c16_i64_96 : i64
      %c112_i64_97 = arith.constant 112 : i64
      %90 = arith.addi %89, %c112_i64_97 : i64
      %91 = llvm.getelementptr %3[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %60, %91 : f32, !llvm.ptr<1>
      %c1_i32 = arith.constant 1 : i32
      %92 = llvm.extractelement %17[%c1_i32 : i32] : vector<2xf32>
      %c1_i32_98 = arith.constant 1 : i32
      %93 = llvm.extractelement %22[%c1_i32_98 : i32] : vector<2xf32>
      %c1_i32_99 = arith.constant 1 : i32
      %94 = llvm.extractelement %27[%c1_i32_99 : i32] : vector<2xf32>
      %c1_i32_100 = arith.constant 1 : i32
      %95 = llvm.extractelement %32[%c1_i32_100 : i32] : vector<2xf32>
      %c1_i32_101 = arith.constant 1 : i32
      %96 = llvm.extractelement %37[%c1_i32_101 : i32] : vector<2xf32>
      %c1_i32_102 = arith.constant 1 : i32
      %97 = llvm.extractelement %42[%c1_i32_102 : i32] : vector<2xf32>
      %c1_i32_103 = arith.constant 1 : i32
      %98 = llvm.extractelement %47[%c1_i32_103 : i32] : vector<2xf32>
      %c1_i32_104 = arith.constant 1 : i32
      %99 = llvm.extractelement %52[%c1_i32_104 : i32] : vector<2xf32>
      %thread_id_x_105 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_105 : index to i64
      %c16_i64_106 = arith.constant 16 : i64
      %101 = arith.remsi %100, %c16_i64_106 : i64
      %102 = llvm.getelementptr %5[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %92, %102 : f32, !llvm.ptr<1>
      %thread_id_x_107 = gpu.thread_id  x
      %103 = arith.index_cast %thread_id_x_107 : index to i64
      %c16_i64_108 = arith.constant 16 : i64
      %104 = arith.remsi %103, %c16_i64_108 : i64
      %c16_i64_109 = arith.constant 16 : i64
      %105 = arith.addi %104, %c16_i64_109 : i64
      %106 = llvm.getelementptr %5[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %93, %106 : f32, !llvm.ptr<1>
      %thread_id_x_110 = gpu.thread_id  x
      %107 = arith.index_cast %thread_id_x_110 : index to i64
      %c16_i64_111 = arith.constant 16 : i64
      %108 = arith.remsi %107, %c16_i64_111 : i64
      %c32_i64_112 = arith.constant 32 : i64
      %109 = arith.addi %108, %c32_i64_112 : i64
      %110 = llvm.getelementptr %5[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %94, %110 : f32, !llvm.ptr<1>
      %thread_id_x_113 = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x_113 : index to i64
      %c16_i64_114 = arith.constant 16 : i64
      %112 = arith.remsi %111, %c16_i64_114 : i64
      %c48_i64_115 = arith.constant 48 : i64
      %113 = arith.addi %112, %c48_i64_115 : i64
      %114 = llvm.getelementptr %5[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %95, %114 : f32, !llvm.ptr<1>
      %thread_id_x_116 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_116 : index to i64
      %c16_i64_117 = arith.constant 16 : i64
      %116 = arith.remsi %115, %c16_i64_117 : i64
      %c64_i64_118 = arith.constant 64 : i64
      %117 = arith.addi %116, %c64_i64_118 : i64
      %118 = llvm.getelementptr %5[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %96, %118 : f32, !llvm.ptr<1>
      %thread_id_x_119 = gpu.thread_id  x
      %119 = arith.index_cast %thread_id_x_119 : index to i64
      %c16_i64_120 = arith.constant 16 : i64
      %120 = arith.remsi %119, %c16_i64_120 : i64
      %c80_i64_121 = arith.constant 80 : i64
      %121 = arith.addi %120, %c80_i64_121 : i64
      %122 = llvm.getelementptr %5[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %97, %122 : f32, !llvm.ptr<1>
      %thread_id_x_122 = gpu.thread_id  x
      %123 = arith.index_cast %thread_id_x_122 : index to i64
      %c16_i64_123 = arith.constant 16 : i64
      %124 = arith.remsi %123, %c16_i64_123 : i64
      %c96_i64_124 = arith.constant 96 : i64
      %125 = arith.addi %124, %c96_i64_124 : i64
      %126 = llvm.getelementptr %5[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %98, %126 : f32, !llvm.ptr<1>
      %thread_id_x_125 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_125 : index to i64
      %c16_i64_126 = arith.constant 16 : i64
      %128 = arith.remsi %127, %c16_i64_126 : i64
      %c112_i64_127 = arith.constant 112 : i64
      %129 = arith.addi %128, %c112_i64_127 : i64
      %130 = llvm.getelementptr %5[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %99, %130 : f32, !llvm.ptr<1>
      %c0_i32_128 = arith.constant 0 : i32
      %131 = llvm.extractelement %17[%c0_i32_128 : i32] : vector<2xf32>
      %132 = arith.bitcast %131 : f32 to i32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %133 = arith.andi %132, %c2147483647_i32 : i32
      %134 = arith.bitcast %133 : i32 to f32
      %c1_i32_129 = arith.constant 1 : i32
      %135 = llvm.extractelement %17[%c1_i32_129 : i32] : vector<2xf32>
      %136 = arith.bitcast %135 : f32 to i32
      %c2147483647_i32_130 = arith.constant 2147483647 : i32
      %137 = arith.andi %136, %c2147483647_i32_130 : i32
      %138 = arith.bitcast %137 : i32 to f32
      %139 = llvm.intr.maxnum(%134, %138) : (f32, f32) -> f32
      %140 = llvm.intr.minnum(%134, %138) : (f32, f32) -> f32
      %141 = arith.addf %134, %138 : f32
      memref.store %141, %alloca[] : memref<f32>
      %cst = arith.constant 0.000000e+00 : f32
      %142 = arith.cmpf ogt, %139, %cst : f32
      %cst_131 = arith.constant 0x7F800000 : f32
      %143 = arith.cmpf olt, %139, %cst_131 : f32
      %144 = arith.andi %142, %143 : i1
      %145 = arith.cmpf oeq, %141, %141 : f32
      %146 = arith.andi %144, %145 : i1
      scf.if %146 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_30[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %475 = arith.cmpf ogt, %139, %cst_294 : f32
        scf.if %475 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_30[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %476 = arith.cmpf olt, %139, %cst_295 : f32
        scf.if %476 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_30[] : memref<f32>
        }
        %477 = memref.load %alloca_30[] : memref<f32>
        %478 = arith.mulf %139, %477 : f32
        %479 = memref.load %alloca_30[] : memref<f32>
        %480 = arith.mulf %140, %479 : f32
        %481 = arith.mulf %480, %480 : f32
        %482 = llvm.intr.fma(%478, %478, %481) : (f32, f32, f32) -> f32
        %483 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%482) : (f32) -> f32
        %484 = arith.mulf %483, %483 : f32
        %485 = arith.negf %484 : f32
        %486 = llvm.intr.fma(%483, %483, %485) : (f32, f32, f32) -> f32
        %487 = arith.mulf %478, %478 : f32
        %488 = arith.negf %487 : f32
        %489 = llvm.intr.fma(%478, %478, %488) : (f32, f32, f32) -> f32
        %490 = arith.subf %487, %484 : f32
        %491 = llvm.intr.fma(%480, %480, %490) : (f32, f32, f32) -> f32
        %492 = arith.subf %489, %486 : f32
        %493 = arith.addf %491, %492 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %494 = arith.mulf %cst_296, %483 : f32
        %495 = arith.divf %493, %494 : f32
        %496 = arith.addf %483, %495 : f32
        %497 = memref.load %alloca_30[] : memref<f32>
        %498 = arith.divf %496, %497 : f32
        memref.store %498, %alloca[] : memref<f32>
      }
      %cst_132 = arith.constant 0x7F800000 : f32
      %147 = arith.cmpf oeq, %134, %cst_132 : f32
      %cst_133 = arith.constant 0x7F800000 : f32
      %148 = arith.cmpf oeq, %138, %cst_133 : f32
      %149 = arith.ori %147, %148 : i1
      scf.if %149 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca[] : memref<f32>
      }
      %c0_i32_134 = arith.constant 0 : i32
      %150 = llvm.extractelement %22[%c0_i32_134 : i32] : vector<2xf32>
      %151 = arith.bitcast %150 : f32 to i32
      %c2147483647_i32_135 = arith.constant 2147483647 : i32
      %152 = arith.andi %151, %c2147483647_i32_135 : i32
      %153 = arith.bitcast %152 : i32 to f32
      %c1_i32_136 = arith.constant 1 : i32
      %154 = llvm.extractelement %22[%c1_i32_136 : i32] : vector<2xf32>
      %155 = arith.bitcast %154 : f32 to i32
      %c2147483647_i32_137 = arith.constant 2147483647 : i32
      %156 = arith.andi %155, %c2147483647_i32_137 : i32
      %157 = arith.bitcast %156 : i32 to f32
      %158 = llvm.intr.maxnum(%153, %157) : (f32, f32) -> f32
      %159 = llvm.intr.minnum(%153, %157) : (f32, f32) -> f32
      %160 = arith.addf %153, %157 : f32
      memref.store %160, %alloca_31[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      %161 = arith.cmpf ogt, %158, %cst_138 : f32
      %cst_139 = arith.constant 0x7F800000 : f32
      %162 = arith.cmpf olt, %158, %cst_139 : f32
      %163 = arith.andi %161, %162 : i1
      %164 = arith.cmpf oeq, %160, %160 : f32
      %165 = arith.andi %163, %164 : i1
      scf.if %165 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_32[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %475 = arith.cmpf ogt, %158, %cst_294 : f32
        scf.if %475 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_32[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %476 = arith.cmpf olt, %158, %cst_295 : f32
        scf.if %476 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_32[] : memref<f32>
        }
        %477 = memref.load %alloca_32[] : memref<f32>
        %478 = arith.mulf %158, %477 : f32
        %479 = memref.load %alloca_32[] : memref<f32>
        %480 = arith.mulf %159, %479 : f32
        %481 = arith.mulf %480, %480 : f32
        %482 = llvm.intr.fma(%478, %478, %481) : (f32, f32, f32) -> f32
        %483 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%482) : (f32) -> f32
        %484 = arith.mulf %483, %483 : f32
        %485 = arith.negf %484 : f32
        %486 = llvm.intr.fma(%483, %483, %485) : (f32, f32, f32) -> f32
        %487 = arith.mulf %478, %478 : f32
        %488 = arith.negf %487 : f32
        %489 = llvm.intr.fma(%478, %478, %488) : (f32, f32, f32) -> f32
        %490 = arith.subf %487, %484 : f32
        %491 = llvm.intr.fma(%480, %480, %490) : (f32, f32, f32) -> f32
        %492 = arith.subf %489, %486 : f32
        %493 = arith.addf %491, %492 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %494 = arith.mulf %cst_296, %483 : f32
        %495 = arith.divf %493, %494 : f32
        %496 = arith.addf %483, %495 : f32
        %497 = memref.load %alloca_32[] : memref<f32>
        %498 = arith.divf %496, %497 : f32
        memref.store %498, %alloca_31[] : memref<f32>
      }
      %cst_140 = arith.constant 0x7F800000 : f32
      %166 = arith.cmpf oeq, %153, %cst_140 : f32
      %cst_141 = arith.constant 0x7F800000 : f32
      %167 = arith.cmpf oeq, %157, %cst_141 : f32
      %168 = arith.ori %166, %167 : i1
      scf.if %168 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_31[] : memref<f32>
      }
      %c0_i32_142 = arith.constant 0 : i32
      %169 = llvm.extractelement %27[%c0_i32_142 : i32] : vector<2xf32>
      %170 = arith.bitcast %169 : f32 to i32
      %c2147483647_i32_143 = arith.constant 2147483647 : i32
      %171 = arith.andi %170, %c2147483647_i32_143 : i32
      %172 = arith.bitcast %171 : i32 to f32
      %c1_i32_144 = arith.constant 1 : i32
      %173 = llvm.extractelement %27[%c1_i32_144 : i32] : vector<2xf32>
      %174 = arith.bitcast %173 : f32 to i32
      %c2147483647_i32_145 = arith.constant 2147483647 : i32
      %175 = arith.andi %174, %c2147483647_i32_145 : i32
      %176 = arith.bitcast %175 : i32 to f32
      %177 = llvm.intr.maxnum(%172, %176) : (f32, f32) -> f32
      %178 = llvm.intr.minnum(%172, %176) : (f32, f32) -> f32
      %179 = arith.addf %172, %176 : f32
      memref.store %179, %alloca_33[] : memref<f32>
      %cst_146 = arith.constant 0.000000e+00 : f32
      %180 = arith.cmpf ogt, %177, %cst_146 : f32
      %cst_147 = arith.constant 0x7F800000 : f32
      %181 = arith.cmpf olt, %177, %cst_147 : f32
      %182 = arith.andi %180, %181 : i1
      %183 = arith.cmpf oeq, %179, %179 : f32
      %184 = arith.andi %182, %183 : i1
      scf.if %184 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_34[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %475 = arith.cmpf ogt, %177, %cst_294 : f32
        scf.if %475 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_34[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %476 = arith.cmpf olt, %177, %cst_295 : f32
        scf.if %476 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_34[] : memref<f32>
        }
        %477 = memref.load %alloca_34[] : memref<f32>
        %478 = arith.mulf %177, %477 : f32
        %479 = memref.load %alloca_34[] : memref<f32>
        %480 = arith.mulf %178, %479 : f32
        %481 = arith.mulf %480, %480 : f32
        %482 = llvm.intr.fma(%478, %478, %481) : (f32, f32, f32) -> f32
        %483 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%482) : (f32) -> f32
        %484 = arith.mulf %483, %483 : f32
        %485 = arith.negf %484 : f32
        %486 = llvm.intr.fma(%483, %483, %485) : (f32, f32, f32) -> f32
        %487 = arith.mulf %478, %478 : f32
        %488 = arith.negf %487 : f32
        %489 = llvm.intr.fma(%478, %478, %488) : (f32, f32, f32) -> f32
        %490 = arith.subf %487, %484 : f32
        %491 = llvm.intr.fma(%480, %480, %490) : (f32, f32, f32) -> f32
        %492 = arith.subf %489, %486 : f32
        %493 = arith.addf %491, %492 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %494 = arith.mulf %cst_296, %483 : f32
        %495 = arith.divf %493, %494 : f32
        %496 = arith.addf %483, %495 : f32
        %497 = memref.load %alloca_34[] : memref<f32>
        %498 = arith.divf %496, %497 : f32
        memref.store %498, %alloca_33[] : memref<f32>
      }
      %cst_148 = arith.constant 0x7F800000 : f32
      %185 = arith.cmpf oeq, %172, %cst_148 : f32
      %cst_149 = arith.constant 0x7F800000 : f32
      %186 = arith.cmpf oeq, %176, %cst_149 : f32
      %187 = arith.ori %185, %186 : i1
      scf.if %187 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_33[] : memref<f32>
      }
      %c0_i32_150 = arith.constant 0 : i32
      %188 = llvm.extractelement %32[%c0_i32_150 : i32] : vector<2xf32>
      %189 = arith.bitcast %188 : f32 to i32
      %c2147483647_i32_151 = arith.constant 2147483647 : i32
      %190 = arith.andi %189, %c2147483647_i32_151 : i32
      %191 = arith.bitcast %190 : i32 to f32
      %c1_i32_152 = arith.constant 1 : i32
      %192 = llvm.extractelement %32[%c1_i32_152 : i32] : vector<2xf32>
      %193 = arith.bitcast %192 : f32 to i32
      %c2147483647_i32_153 = arith.constant 2147483647 : i32
      %194 = arith.andi %193, %c2147483647_i32_153 : i32
      %195 = arith.bitcast %194 : i32 to f32
      %196 = llvm.intr.maxnum(%191, %195) : (f32, f32) -> f32
      %197 = llvm.intr.minnum(%191, %195) : (f32, f32) -> f32
      %198 = arith.addf %191, %195 : f32
      memref.store %198, %alloca_35[] : memref<f32>
      %cst_154 = arith.constant 0.000000e+00 : f32
      %199 = arith.cmpf ogt, %196, %cst_154 : f32
      %cst_155 = arith.constant 0x7F800000 : f32
      %200 = arith.cmpf olt, %196, %cst_155 : f32
      %201 = arith.andi %199, %200 : i1
      %202 = arith.cmpf oeq, %198, %198 : f32
      %203 = arith.andi %201, %202 : i1
      scf.if %203 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_36[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %475 = arith.cmpf ogt, %196, %cst_294 : f32
        scf.if %475 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_36[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %476 = arith.cmpf olt, %196, %cst_295 : f32
        scf.if %476 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_36[] : memref<f32>
        }
        %477 = memref.load %alloca_36[] : memref<f32>
        %478 = arith.mulf %196, %477 : f32
        %479 = memref.load %alloca_36[] : memref<f32>
        %480 = arith.mulf %197, %479 : f32
        %481 = arith.mulf %480, %480 : f32
        %482 = llvm.intr.fma(%478, %478, %481) : (f32, f32, f32) -> f32
        %483 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%482) : (f32) -> f32
        %484 = arith.mulf %483, %483 : f32
        %485 = arith.negf %484 : f32
        %486 = llvm.intr.fma(%483, %483, %485) : (f32, f32, f32) -> f32
        %487 = arith.mulf %478, %478 : f32
        %488 = arith.negf %487 : f32
        %489 = llvm.intr.fma(%478, %478, %488) : (f32, f32, f32) -> f32
        %490 = arith.subf %487, %484 : f32
        %491 = llvm.intr.fma(%480, %480, %490) : (f32, f32, f32) -> f32
        %492 = arith.subf %489, %486 : f32
        %493 = arith.addf %491, %492 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %494 = arith.mulf %cst_296, %483 : f32
        %495 = arith.divf %493, %494 : f32
        %496 = arith.addf %483, %495 : f32
        %497 = memref.load %alloca_36[] : memref<f32>
        %498 = arith.divf %496, %497 : f32
        memref.store %498, %alloca_35[] : memref<f32>
      }
      %cst_156 = arith.constant 0x7F800000 : f32
      %204 = arith.cmpf oeq, %191, %cst_156 : f32
      %cst_157 = arith.constant 0x7F800000 : f32
      %205 = arith.cmpf oeq, %195, %cst_157 : f32
      %206 = arith.ori %204, %205 : i1
      scf.if %206 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_35[] : memref<f32>
      }
      %c0_i32_158 = arith.constant 0 : i32
      %207 = llvm.extractelement %37[%c0_i32_158 : i32] : vector<2xf32>
      %208 = arith.bitcast %207 : f32 to i32
      %c2147483647_i32_159 = arith.constant 2147483647 : i32
      %209 = arith.andi %208, %c2147483647_i32_159 : i32
      %210 = arith.bitcast %209 : i32 to f32
      %c1_i32_160 = arith.constant 1 : i32
      %211 = llvm.extractelement %37[%c1_i32_160 : i32] : vector<2xf32>
      %212 = arith.bitcast %211 : f32 to i32
      %c2147483647_i32_161 = arith.constant 2147483647 : i32
      %213 = arith.andi %212, %c2147483647_i32_161 : i32
      %214 = arith.bitcast %213 : i32 to f32
      %215 = llvm.intr.maxnum(%210, %214) : (f32, f32) -> f32
      %216 = llvm.intr.minnum(%210, %214) : (f32, f32) -> f32
      %217 = arith.addf %210, %214 : f32
      memref.store %217, %alloca_37[] : memref<f32>
      %cst_162 = arith.constant 0.000000e+00 : f32
      %218 = arith.cmpf ogt, %215, %cst_162 : f32
      %cst_163 = arith.constant 0x7F800000 : f32
      %219 = arith.cmpf olt, %215, %cst_163 : f32
      %220 = arith.andi %218, %219 : i1
      %221 = arith.cmpf oeq, %217, %217 : f32
      %222 = arith.andi %220, %221 : i1
      scf.if %222 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_38[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %475 = arith.cmpf ogt, %215, %cst_294 : f32
        scf.if %475 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_38[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %476 = arith.cmpf olt, %215, %cst_295 : f32
        scf.if %476 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_38[] : memref<f32>
        }
        %477 = memref.load %alloca_38[] : memref<f32>
        %478 = arith.mulf %215, %477 : f32
        %479 = memref.load %alloca_38[] : memref<f32>
        %480 = arith.mulf %216, %479 : f32
        %481 = arith.mulf %480, %480 : f32
        %482 = llvm.intr.fma(%478, %478, %481) : (f32, f32, f32) -> f32
        %483 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%482) : (f32) -> f32
        %484 = arith.mulf %483, %483 : f32
        %485 = arith.negf %484 : f32
        %486 = llvm.intr.fma(%483, %483, %485) : (f32, f32, f32) -> f32
        %487 = arith.mulf %478, %478 : f32
        %488 = arith.negf %487 : f32
        %489 = llvm.intr.fma(%478, %478, %488) : (f32, f32, f32) -> f32
        %490 = arith.subf %487, %484 : f32
        %491 = llvm.intr.fma(%480, %480, %490) : (f32, f32, f32) -> f32
        %492 = arith.subf %489, %486 : f32
        %493 = arith.addf %491, %492 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %494 = arith.mulf %cst_296, %483 : f32
        %495 = arith.divf %493, %494 : f32
        %496 = arith.addf %483, %495 : f32
        %497 = memref.load %alloca_38[] : memref<f32>
        %498 = arith.divf %496, %497 : f32
        memref.store %498, %alloca_37[] : memref<f32>
      }
      %cst_164 = arith.constant 0x7F800000 : f32
      %223 = arith.cmpf oeq, %210, %cst_164 : f32
      %cst_165 = arith.constant 0x7F800000 : f32
      %224 = arith.cmpf oeq, %214, %cst_165 : f32
      %225 = arith.ori %223, %224 : i1
      scf.if %225 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_37[] : memref<f32>
      }
      %c0_i32_166 = arith.constant 0 : i32
      %226 = llvm.extractelement %42[%c0_i32_166 : i32] : vector<2xf32>
      %227 = arith.bitcast %226 : f32 to i32
      %c2147483647_i32_167 = arith.constant 2147483647 : i32
      %228 = arith.andi %227, %c2147483647_i32_167 : i32
      %229 = arith.bitcast %228 : i32 to f32
      %c1_i32_168 = arith.constant 1 : i32
      %230 = llvm.extractelement %42[%c1_i32_168 : i32] : vector<2xf32>
      %231 = arith.bitcast %230 : f32 to i32
      %c2147483647_i32_169 = arith.constant 2147483647 : i32
      %232 = arith.andi %231, %c2147483647_i32_169 : i32
      %233 = arith.bitcast %232 : i32 to f32
      %234 = llvm.intr.maxnum(%229, %233) : (f32, f32) -> f32
      %235 = llvm.intr.minnum(%229, %233) : (f32, f32) -> f32
      %236 = arith.addf %229, %233 : f32
      memref.store %236, %alloca_39[] : memref<f32>
      %cst_170 = arith.constant 0.000000e+00 : f32
      %237 = arith.cmpf ogt, %234, %cst_170 : f32
      %cst_171 = arith.constant 0x7F800000 : f32
      %238 = arith.cmpf olt, %234, %cst_171 : f32
      %239 = arith.andi %237, %238 : i1
      %240 = arith.cmpf oeq, %236, %236 : f32
      %241 = arith.andi %239, %240 : i1
      scf.if %241 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_40[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %475 = arith.cmpf ogt, %234, %cst_294 : f32
        scf.if %475 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_40[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %476 = arith.cmpf olt, %234, %cst_295 : f32
        scf.if %476 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_40[] : memref<f32>
        }
        %477 = memref.load %alloca_40[] : memref<f32>
        %478 = arith.mulf %234, %477 : f32
        %479 = memref.load %alloca_40[] : memref<f32>
        %480 = arith.mulf %235, %479 : f32
        %481 = arith.mulf %480, %480 : f32
        %482 = llvm.intr.fma(%478, %478, %481) : (f32, f32, f32) -> f32
        %483 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%482) : (f32) -> f32
        %484 = arith.mulf %483, %483 : f32
        %485 = arith.negf %484 : f32
        %486 = llvm.intr.fma(%483, %483, %485) : (f32, f32, f32) -> f32
        %487 = arith.mulf %478, %478 : f32
        %488 = arith.negf %487 : f32
        %489 = llvm.intr.fma(%478, %478, %488) : (f32, f32, f32) -> f32
        %490 = arith.subf %487, %484 : f32
        %491 = llvm.intr.fma(%480, %480, %490) : (f32, f32, f32) -> f32
        %492 = arith.subf %489, %486 : f32
        %493 = arith.addf %491, %492 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %494 = arith.mulf %cst_296, %483 : f32
        %495 = arith.divf %493, %494 : f32
        %496 = arith.addf %483, %495 : f32
        %497 = memref.load %alloca_40[] : memref<f32>
        %498 = arith.divf %496, %497 : f32
        memref.store %498, %alloca_39[] : memref<f32>
      }
      %cst_172 = arith.constant 0x7F800000 : f32
      %242 = arith.cmpf oeq, %229, %cst_172 : f32
      %cst_173 = arith.constant 0x7F800000 : f32
      %243 = arith.cmpf oeq, %233, %cst_173 : f32
      %244 = arith.ori %242, %243 : i1
      scf.if %244 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_39[] : memref<f32>
      }
      %c0_i32_174 = arith.constant 0 : i32
      %245 = llvm.extractelement %47[%c0_i32_174 : i32] : vector<2xf32>
      %246 = arith.bitcast %245 : f32 to i32
      %c2147483647_i32_175 = arith.constant 2147483647 : i32
      %247 = arith.andi %246, %c2147483647_i32_175 : i32
      %248 = arith.bitcast %247 : i32 to f32
      %c1_i32_176 = arith.constant 1 : i32
      %249 = llvm.extractelement %47[%c1_i32_176 : i32] : vector<2xf32>
      %250 = arith.bitcast %249 : f32 to i32
      %c2147483647_i32_177 = arith.constant 2147483647 : i32
      %251 = arith.andi %250, %c2147483647_i32_177 : i32
      %252 = arith.bitcast %251 : i32 to f32
      %253 = llvm.intr.maxnum(%248, %252) : (f32, f32) -> f32
      %254 = llvm.intr.minnum(%248, %252) : (f32, f32) -> f32
      %255 = arith.addf %248, %252 : f32
      memref.store %255, %alloca_41[] : memref<f32>
      %cst_178 = arith.constant 0.000000e+00 : f32
      %256 = arith.cmpf ogt, %253, %cst_178 : f32
      %cst_179 = arith.constant 0x7F800000 : f32
      %257 = arith.cmpf olt, %253, %cst_179 : f32
      %258 = arith.andi %256, %257 : i1
      %259 = arith.cmpf oeq, %255, %255 : f32
      %260 = arith.andi %258, %259 : i1
      scf.if %260 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_42[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %475 = arith.cmpf ogt, %253, %cst_294 : f32
        scf.if %475 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_42[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %476 = arith.cmpf olt, %253, %cst_295 : f32
        scf.if %476 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_42[] : memref<f32>
        }
        %477 = memref.load %alloca_42[] : memref<f32>
        %478 = arith.mulf %253, %477 : f32
        %479 = memref.load %alloca_42[] : memref<f32>
        %480 = arith.mulf %254, %479 : f32
        %481 = arith.mulf %480, %480 : f32
        %482 = llvm.intr.fma(%478, %478, %481) : (f32, f32, f32) -> f32
        %483 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%482) : (f32) -> f32
        %484 = arith.mulf %483, %483 : f32
        %485 = arith.negf %484 : f32
        %486 = llvm.intr.fma(%483, %483, %485) : (f32, f32, f32) -> f32
        %487 = arith.mulf %478, %478 : f32
        %488 = arith.negf %487 : f32
        %489 = llvm.intr.fma(%478, %478, %488) : (f32, f32, f32) -> f32
        %490 = arith.subf %487, %484 : f32
        %491 = llvm.intr.fma(%480, %480, %490) : (f32, f32, f32) -> f32
        %492 = arith.subf %489, %486 : f32
        %493 = arith.addf %491, %492 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %494 = arith.mulf %cst_296, %483 : f32
        %495 = arith.divf %493, %494 : f32
        %496 = arith.addf %483, %495 : f32
        %497 = memref.load %alloca_42[] : memref<f32>
        %498 = arith.divf %496, %497 : f32
        memref.store %498, %alloca_41[] : memref<f32>
      }
      %cst_180 = arith.constant 0x7F800000 : f32
      %261 = arith.cmpf oeq, %248, %cst_180 : f32
      %cst_181 = arith.constant 0x7F800000 : f32
      %262 = arith.cmpf oeq, %252, %cst_181 : f32
      %263 = arith.ori %261, %262 : i1
      scf.if %263 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_41[] : memref<f32>
      }
      %c0_i32_182 = arith.constant 0 : i32
      %264 = llvm.extractelement %52[%c0_i32_182 : i32] : vector<2xf32>
      %265 = arith.bitcast %264 : f32 to i32
      %c2147483647_i32_183 = arith.constant 2147483647 : i32
      %266 = arith.andi %265, %c2147483647_i32_183 : i32
      %267 = arith.bitcast %266 : i32 to f32
      %c1_i32_184 = arith.constant 1 : i32
      %268 = llvm.extractelement %52[%c1_i32_184 : i32] : vector<2xf32>
      %269 = arith.bitcast %268 : f32 to i32
      %c2147483647_i32_185 = arith.constant 2147483647 : i32
      %270 = arith.andi %269, %c2147483647_i32_185 : i32
      %271 = arith.bitcast %270 : i32 to f32
      %272 = llvm.intr.maxnum(%267, %271) : (f32, f32) -> f32
      %273 = llvm.intr.minnum(%267, %271) : (f32, f32) -> f32
      %274 = arith.addf %267, %271 : f32
      memref.store %274, %alloca_43[] : memref<f32>
      %cst_186 = arith.constant 0.000000e+00 : f32
      %275 = arith.cmpf ogt, %272, %cst_186 : f32
      %cst_187 = arith.constant 0x7F800000 : f32
      %276 = arith.cmpf olt, %272, %cst_187 : f32
      %277 = arith.andi %275, %276 : i1
      %278 = arith.cmpf oeq, %274, %274 : f32
      %279 = arith.andi %277, %278 : i1
      scf.if %279 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_44[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %475 = arith.cmpf ogt, %272, %cst_294 : f32
        scf.if %475 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_44[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %476 = arith.cmpf olt, %272, %cst_295 : f32
        scf.if %476 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_44[] : memref<f32>
        }
        %477 = memref.load %alloca_44[] : memref<f32>
        %478 = arith.mulf %272, %477 : f32
        %479 = memref.load %alloca_44[] : memref<f32>
        %480 = arith.mulf %273, %479 : f32
        %481 = arith.mulf %480, %480 : f32
        %482 = llvm.intr.fma(%478, %478, %481) : (f32, f32, f32) -> f32
        %483 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%482) : (f32) -> f32
        %484 = arith.mulf %483, %483 : f32
        %485 = arith.negf %484 : f32
        %486 = llvm.intr.fma(%483, %483, %485) : (f32, f32, f32) -> f32
        %487 = arith.mulf %478, %478 : f32
        %488 = arith.negf %487 : f32
        %489 = llvm.intr.fma(%478, %478, %488) : (f32, f32, f32) -> f32
        %490 = arith.subf %487, %484 : f32
        %491 = llvm.intr.fma(%480, %480, %490) : (f32, f32, f32) -> f32
        %492 = arith.subf %489, %486 : f32
        %493 = arith.addf %491, %492 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %494 = arith.mulf %cst_296, %483 : f32
        %495 = arith.divf %493, %494 : f32
        %496 = arith.addf %483, %495 : f32
        %497 = memref.load %alloca_44[] : memref<f32>
        %498 = arith.divf %496, %497 : f32
        memref.store %498, %alloca_43[] : memref<f32>
      }
      %cst_188 = arith.constant 0x7F800000 : f32
      %280 = arith.cmpf oeq, %267, %cst_188 : f32
      %cst_189 = arith.constant 0x7F800000 : f32
      %281 = arith.cmpf oeq, %271, %cst_189 : f32
      %282 = arith.ori %280, %281 : i1
      scf.if %282 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_43[] : memref<f32>
      }
      %thread_id_x_190 = gpu.thread_id  x
      %283 = arith.index_cast %thread_id_x_190 : index to i64
      %c16_i64_191 = arith.constant 16 : i64
      %284 = arith.remsi %283, %c16_i64_191 : i64
      %285 = memref.load %alloca[] : memref<f32>
      %286 = llvm.getelementptr %7[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %285, %286 : f32, !llvm.ptr<1>
      %thread_id_x_192 = gpu.thread_id  x
      %287 = arith.index_cast %thread_id_x_192 : index to i64
      %c16_i64_193 = arith.constant 16 : i64
      %288 = arith.remsi %287, %c16_i64_193 : i64
      %289 = memref.load %alloca_31[] : memref<f32>
      %c16_i64_194 = arith.constant 16 : i64
      %290 = arith.addi %288, %c16_i64_194 : i64
      %291 = llvm.getelementptr %7[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %289, %291 : f32, !llvm.ptr<1>
      %thread_id_x_195 = gpu.thread_id  x
      %292 = arith.index_cast %thread_id_x_195 : index to i64
      %c16_i64_196 = arith.constant 16 : i64
      %293 = arith.remsi %292, %c16_i64_196 : i64
      %294 = memref.load %alloca_33[] : memref<f32>
      %c32_i64_197 = arith.constant 32 : i64
      %295 = arith.addi %293, %c32_i64_197 : i64
      %296 = llvm.getelementptr %7[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %294, %296 : f32, !llvm.ptr<1>
      %thread_id_x_198 = gpu.thread_id  x
      %297 = arith.index_cast %thread_id_x_198 : index to i64
      %c16_i64_199 = arith.constant 16 : i64
      %298 = arith.remsi %297, %c16_i64_199 : i64
      %299 = memref.load %alloca_35[] : memref<f32>
      %c48_i64_200 = arith.constant 48 : i64
      %300 = arith.addi %298, %c48_i64_200 : i64
      %301 = llvm.getelementptr %7[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %299, %301 : f32, !llvm.ptr<1>
      %thread_id_x_201 = gpu.thread_id  x
      %302 = arith.index_cast %thread_id_x_201 : index to i64
      %c16_i64_202 = arith.constant 16 : i64
      %303 = arith.remsi %302, %c16_i64_202 : i64
      %304 = memref.load %alloca_37[] : memref<f32>
      %c64_i64_203 = arith.constant 64 : i64
      %305 = arith.addi %303, %c64_i64_203 : i64
      %306 = llvm.getelementptr %7[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %304, %306 : f32, !llvm.ptr<1>
      %thread_id_x_204 = gpu.thread_id  x
      %307 = arith.index_cast %thread_id_x_204 : index to i64
      %c16_i64_205 = arith.constant 16 : i64
      %308 = arith.remsi %307, %c16_i64_205 : i64
      %309 = memref.load %alloca_39[] : memref<f32>
      %c80_i64_206 = arith.constant 80 : i64
      %310 = arith.addi %308, %c80_i64_206 : i64
      %311 = llvm.getelementptr %7[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %309, %311 : f32, !llvm.ptr<1>
      %thread_id_x_207 = gpu.thread_id  x
      %312 = arith.index_cast %thread_id_x_207 : index to i64
      %c16_i64_208 = arith.constant 16 : i64
      %313 = arith.remsi %312, %c16_i64_208 : i64
      %314 = memref.load %alloca_41[] : memref<f32>
      %c96_i64_209 = arith.constant 96 : i64
      %315 = arith.addi %313, %c96_i64_209 : i64
      %316 = llvm.getelementptr %7[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %314, %316 : f32, !llvm.ptr<1>
      %thread_id_x_210 = gpu.thread_id  x
      %317 = arith.index_cast %thread_id_x_210 : index to i64
      %c16_i64_211 = arith.constant 16 : i64
      %318 = arith.remsi %317, %c16_i64_211 : i64
      %319 = memref.load %alloca_43[] : memref<f32>
      %c112_i64_212 = arith.constant 112 : i64
      %320 = arith.addi %318, %c112_i64_212 : i64
      %321 = llvm.getelementptr %7[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %319, %321 : f32, !llvm.ptr<1>
      %thread_id_x_213 = gpu.thread_id  x
      %322 = arith.index_cast %thread_id_x_213 : index to i64
      %c16_i64_214 = arith.constant 16 : i64
      %323 = arith.remsi %322, %c16_i64_214 : i64
      %324 = llvm.getelementptr %9[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %325 = llvm.load %324 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_215 = gpu.thread_id  x
      %326 = arith.index_cast %thread_id_x_215 : index to i64
      %c16_i64_216 = arith.constant 16 : i64
      %327 = arith.remsi %326, %c16_i64_216 : i64
      %c16_i64_217 = arith.constant 16 : i64
      %328 = arith.addi %327, %c16_i64_217 : i64
      %329 = llvm.getelementptr %9[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %330 = llvm.load %329 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_218 = gpu.thread_id  x
      %331 = arith.index_cast %thread_id_x_218 : index to i64
      %c16_i64_219 = arith.constant 16 : i64
      %332 = arith.remsi %331, %c16_i64_219 : i64
      %c32_i64_220 = arith.constant 32 : i64
      %333 = arith.addi %332, %c32_i64_220 : i64
      %334 = llvm.getelementptr %9[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %335 = llvm.load %334 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_221 = gpu.thread_id  x
      %336 = arith.index_cast %thread_id_x_221 : index to i64
      %c16_i64_222 = arith.constant 16 : i64
      %337 = arith.remsi %336, %c16_i64_222 : i64
      %c48_i64_223 = arith.constant 48 : i64
      %338 = arith.addi %337, %c48_i64_223 : i64
      %339 = llvm.getelementptr %9[%338] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %340 = llvm.load %339 : !llvm.ptr<1> -> vector<2xf64>
      %c0_i32_224 = arith.constant 0 : i32
      %341 = llvm.extractelement %325[%c0_i32_224 : i32] : vector<2xf64>
      %342 = arith.bitcast %341 : f64 to i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %343 = arith.andi %342, %c9223372036854775807_i64 : i64
      %344 = arith.bitcast %343 : i64 to f64
      %c1_i32_225 = arith.constant 1 : i32
      %345 = llvm.extractelement %325[%c1_i32_225 : i32] : vector<2xf64>
      %346 = arith.bitcast %345 : f64 to i64
      %c9223372036854775807_i64_226 = arith.constant 9223372036854775807 : i64
      %347 = arith.andi %346, %c9223372036854775807_i64_226 : i64
      %348 = arith.bitcast %347 : i64 to f64
      %349 = llvm.intr.maxnum(%344, %348) : (f64, f64) -> f64
      %350 = llvm.intr.minnum(%344, %348) : (f64, f64) -> f64
      %351 = arith.addf %344, %348 : f64
      memref.store %351, %alloca_45[] : memref<f64>
      %cst_227 = arith.constant 0.000000e+00 : f64
      %352 = arith.cmpf ogt, %349, %cst_227 : f64
      %cst_228 = arith.constant 0x7FF0000000000000 : f64
      %353 = arith.cmpf olt, %349, %cst_228 : f64
      %354 = arith.andi %352, %353 : i1
      %355 = arith.cmpf oeq, %351, %351 : f64
      %356 = arith.andi %354, %355 : i1
      scf.if %356 {
        %cst_293 = arith.constant 1.000000e+00 : f64
        memref.store %cst_293, %alloca_46[] : memref<f64>
        %cst_294 = arith.constant 3.2733906078961419E+150 : f64
        %475 = arith.cmpf ogt, %349, %cst_294 : f64
        scf.if %475 {
          %cst_297 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_297, %alloca_46[] : memref<f64>
        }
        %cst_295 = arith.constant 3.0549363634996047E-151 : f64
        %476 = arith.cmpf olt, %349, %cst_295 : f64
        scf.if %476 {
          %cst_297 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_297, %alloca_46[] : memref<f64>
        }
        %477 = memref.load %alloca_46[] : memref<f64>
        %478 = arith.mulf %349, %477 : f64
        %479 = memref.load %alloca_46[] : memref<f64>
        %480 = arith.mulf %350, %479 : f64
        %481 = arith.mulf %480, %480 : f64
        %482 = llvm.intr.fma(%478, %478, %481) : (f64, f64, f64) -> f64
        %483 = math.sqrt %482 : f64
        %484 = arith.mulf %483, %483 : f64
        %485 = arith.negf %484 : f64
        %486 = llvm.intr.fma(%483, %483, %485) : (f64, f64, f64) -> f64
        %487 = arith.mulf %478, %478 : f64
        %488 = arith.negf %487 : f64
        %489 = llvm.intr.fma(%478, %478, %488) : (f64, f64, f64) -> f64
        %490 = arith.subf %487, %484 : f64
        %491 = llvm.intr.fma(%480, %480, %490) : (f64, f64, f64) -> f64
        %492 = arith.subf %489, %486 : f64
        %493 = arith.addf %491, %492 : f64
        %cst_296 = arith.constant 2.000000e+00 : f64
        %494 = arith.mulf %cst_296, %483 : f64
        %495 = arith.divf %493, %494 : f64
        %496 = arith.addf %483, %495 : f64
        %497 = memref.load %alloca_46[] : memref<f64>
        %498 = arith.divf %496, %497 : f64
        memref.store %498, %alloca_45[] : memref<f64>
      }
      %cst_229 = arith.constant 0x7FF0000000000000 : f64
      %357 = arith.cmpf oeq, %344, %cst_229 : f64
      %cst_230 = arith.constant 0x7FF0000000000000 : f64
      %358 = arith.cmpf oeq, %348, %cst_230 : f64
      %359 = arith.ori %357, %358 : i1
      scf.if %359 {
        %cst_293 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_293, %alloca_45[] : memref<f64>
      }
      %c0_i32_231 = arith.constant 0 : i32
      %360 = llvm.extractelement %330[%c0_i32_231 : i32] : vector<2xf64>
      %361 = arith.bitcast %360 : f64 to i64
      %c9223372036854775807_i64_232 = arith.constant 9223372036854775807 : i64
      %362 = arith.andi %361, %c9223372036854775807_i64_232 : i64
      %363 = arith.bitcast %362 : i64 to f64
      %c1_i32_233 = arith.constant 1 : i32
      %364 = llvm.extractelement %330[%c1_i32_233 : i32] : vector<2xf64>
      %365 = arith.bitcast %364 : f64 to i64
      %c9223372036854775807_i64_234 = arith.constant 9223372036854775807 : i64
      %366 = arith.andi %365, %c9223372036854775807_i64_234 : i64
      %367 = arith.bitcast %366 : i64 to f64
      %368 = llvm.intr.maxnum(%363, %367) : (f64, f64) -> f64
      %369 = llvm.intr.minnum(%363, %367) : (f64, f64) -> f64
      %370 = arith.addf %363, %367 : f64
      memref.store %370, %alloca_47[] : memref<f64>
      %cst_235 = arith.constant 0.000000e+00 : f64
      %371 = arith.cmpf ogt, %368, %cst_235 : f64
      %cst_236 = arith.constant 0x7FF0000000000000 : f64
      %372 = arith.cmpf olt, %368, %cst_236 : f64
      %373 = arith.andi %371, %372 : i1
      %374 = arith.cmpf oeq, %370, %370 : f64
      %375 = arith.andi %373, %374 : i1
      scf.if %375 {
        %cst_293 = arith.constant 1.000000e+00 : f64
        memref.store %cst_293, %alloca_48[] : memref<f64>
        %cst_294 = arith.constant 3.2733906078961419E+150 : f64
        %475 = arith.cmpf ogt, %368, %cst_294 : f64
        scf.if %475 {
          %cst_297 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_297, %alloca_48[] : memref<f64>
        }
        %cst_295 = arith.constant 3.0549363634996047E-151 : f64
        %476 = arith.cmpf olt, %368, %cst_295 : f64
        scf.if %476 {
          %cst_297 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_297, %alloca_48[] : memref<f64>
        }
        %477 = memref.load %alloca_48[] : memref<f64>
        %478 = arith.mulf %368, %477 : f64
        %479 = memref.load %alloca_48[] : memref<f64>
        %480 = arith.mulf %369, %479 : f64
        %481 = arith.mulf %480, %480 : f64
        %482 = llvm.intr.fma(%478, %478, %481) : (f64, f64, f64) -> f64
        %483 = math.sqrt %482 : f64
        %484 = arith.mulf %483, %483 : f64
        %485 = arith.negf %484 : f64
        %486 = llvm.intr.fma(%483, %483, %485) : (f64, f64, f64) -> f64
        %487 = arith.mulf %478, %478 : f64
        %488 = arith.negf %487 : f64
        %489 = llvm.intr.fma(%478, %478, %488) : (f64, f64, f64) -> f64
        %490 = arith.subf %487, %484 : f64
        %491 = llvm.intr.fma(%480, %480, %490) : (f64, f64, f64) -> f64
        %492 = arith.subf %489, %486 : f64
        %493 = arith.addf %491, %492 : f64
        %cst_296 = arith.constant 2.000000e+00 : f64
        %494 = arith.mulf %cst_296, %483 : f64
        %495 = arith.divf %493, %494 : f64
        %496 = arith.addf %483, %495 : f64
        %497 = memref.load %alloca_48[] : memref<f64>
        %498 = arith.divf %496, %497 : f64
        memref.store %498, %alloca_47[] : memref<f64>
      }
      %cst_237 = arith.constant 0x7FF0000000000000 : f64
      %376 = arith.cmpf oeq, %363, %cst_237 : f64
      %cst_238 = arith.constant 0x7FF0000000000000 : f64
      %377 = arith.cmpf oeq, %367, %cst_238 : f64
      %378 = arith.ori %376, %377 : i1
      scf.if %378 {
        %cst_293 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_293, %alloca_47[] : memref<f64>
      }
      %c0_i32_239 = arith.constant 0 : i32
      %379 = llvm.extractelement %335[%c0_i32_239 : i32] : vector<2xf64>
      %380 = arith.bitcast %379 : f64 to i64
      %c9223372036854775807_i64_240 = arith.constant 9223372036854775807 : i64
      %381 = arith.andi %380, %c9223372036854775807_i64_240 : i64
      %382 = arith.bitcast %381 : i64 to f64
      %c1_i32_241 = arith.constant 1 : i32
      %383 = llvm.extractelement %335[%c1_i32_241 : i32] : vector<2xf64>
      %384 = arith.bitcast %383 : f64 to i64
      %c9223372036854775807_i64_242 = arith.constant 9223372036854775807 : i64
      %385 = arith.andi %384, %c9223372036854775807_i64_242 : i64
      %386 = arith.bitcast %385 : i64 to f64
      %387 = llvm.intr.maxnum(%382, %386) : (f64, f64) -> f64
      %388 = llvm.intr.minnum(%382, %386) : (f64, f64) -> f64
      %389 = arith.addf %382, %386 : f64
      memref.store %389, %alloca_49[] : memref<f64>
      %cst_243 = arith.constant 0.000000e+00 : f64
      %390 = arith.cmpf ogt, %387, %cst_243 : f64
      %cst_244 = arith.constant 0x7FF0000000000000 : f64
      %391 = arith.cmpf olt, %387, %cst_244 : f64
      %392 = arith.andi %390, %391 : i1
      %393 = arith.cmpf oeq, %389, %389 : f64
      %394 = arith.andi %392, %393 : i1
      scf.if %394 {
        %cst_293 = arith.constant 1.000000e+00 : f64
        memref.store %cst_293, %alloca_50[] : memref<f64>
        %cst_294 = arith.constant 3.2733906078961419E+150 : f64
        %475 = arith.cmpf ogt, %387, %cst_294 : f64
        scf.if %475 {
          %cst_297 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_297, %alloca_50[] : memref<f64>
        }
        %cst_295 = arith.constant 3.0549363634996047E-151 : f64
        %476 = arith.cmpf olt, %387, %cst_295 : f64
        scf.if %476 {
          %cst_297 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_297, %alloca_50[] : memref<f64>
        }
        %477 = memref.load %alloca_50[] : memref<f64>
        %478 = arith.mulf %387, %477 : f64
        %479 = memref.load %alloca_50[] : memref<f64>
        %480 = arith.mulf %388, %479 : f64
        %481 = arith.mulf %480, %480 : f64
        %482 = llvm.intr.fma(%478, %478, %481) : (f64, f64, f64) -> f64
        %483 = math.sqrt %482 : f64
        %484 = arith.mulf %483, %483 : f64
        %485 = arith.negf %484 : f64
        %486 = llvm.intr.fma(%483, %483, %485) : (f64, f64, f64) -> f64
        %487 = arith.mulf %478, %478 : f64
        %488 = arith.negf %487 : f64
        %489 = llvm.intr.fma(%478, %478, %488) : (f64, f64, f64) -> f64
        %490 = arith.subf %487, %484 : f64
        %491 = llvm.intr.fma(%480, %480, %490) : (f64, f64, f64) -> f64
        %492 = arith.subf %489, %486 : f64
        %493 = arith.addf %491, %492 : f64
        %cst_296 = arith.constant 2.000000e+00 : f64
        %494 = arith.mulf %cst_296, %483 : f64
        %495 = arith.divf %493, %494 : f64
        %496 = arith.addf %483, %495 : f64
        %497 = memref.load %alloca_50[] : memref<f64>
        %498 = arith.divf %496, %497 : f64
        memref.store %498, %alloca_49[] : memref<f64>
      }
      %cst_245 = arith.constant 0x7FF0000000000000 : f64
      %395 = arith.cmpf oeq, %382, %cst_245 : f64
      %cst_246 = arith.constant 0x7FF0000000000000 : f64
      %396 = arith.cmpf oeq, %386, %cst_246 : f64
      %397 = arith.ori %395, %396 : i1
      scf.if %397 {
        %cst_293 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_293, %alloca_49[] : memref<f64>
      }
      %c0_i32_247 = arith.constant 0 : i32
      %398 = llvm.extractelement %340[%c0_i32_247 : i32] : vector<2xf64>
      %399 = arith.bitcast %398 : f64 to i64
      %c9223372036854775807_i64_248 = arith.constant 9223372036854775807 : i64
      %400 = arith.andi %399, %c9223372036854775807_i64_248 : i64
      %401 = arith.bitcast %400 : i64 to f64
      %c1_i32_249 = arith.constant 1 : i32
      %402 = llvm.extractelement %340[%c1_i32_249 : i32] : vector<2xf64>
      %403 = arith.bitcast %402 : f64 to i64
      %c9223372036854775807_i64_250 = arith.constant 9223372036854775807 : i64
      %404 = arith.andi %403, %c9223372036854775807_i64_250 : i64
      %405 = arith.bitcast %404 : i64 to f64
      %406 = llvm.intr.maxnum(%401, %405) : (f64, f64) -> f64
      %407 = llvm.intr.minnum(%401, %405) : (f64, f64) -> f64
      %408 = arith.addf %401, %405 : f64
      memref.store %408, %alloca_51[] : memref<f64>
      %cst_251 = arith.constant 0.000000e+00 : f64
      %409 = arith.cmpf ogt, %406, %cst_251 : f64
      %cst_252 = arith.constant 0x7FF0000000000000 : f64
      %410 = arith.cmpf olt, %406, %cst_252 : f64
      %411 = arith.andi %409, %410 : i1
      %412 = arith.cmpf oeq, %408, %408 : f64
      %413 = arith.andi %411, %412 : i1
      scf.if %413 {
        %cst_293 = arith.constant 1.000000e+00 : f64
        memref.store %cst_293, %alloca_52[] : memref<f64>
        %cst_294 = arith.constant 3.2733906078961419E+150 : f64
        %475 = arith.cmpf ogt, %406, %cst_294 : f64
        scf.if %475 {
          %cst_297 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_297, %alloca_52[] : memref<f64>
        }
        %cst_295 = arith.constant 3.0549363634996047E-151 : f64
        %476 = arith.cmpf olt, %406, %cst_295 : f64
        scf.if %476 {
          %cst_297 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_297, %alloca_52[] : memref<f64>
        }
        %477 = memref.load %alloca_52[] : memref<f64>
        %478 = arith.mulf %406, %477 : f64
        %479 = memref.load %alloca_52[] : memref<f64>
        %480 = arith.mulf %407, %479 : f64
        %481 = arith.mulf %480, %480 : f64
        %482 = llvm.intr.fma(%478, %478, %481) : (f64, f64, f64) -> f64
        %483 = math.sqrt %482 : f64
        %484 = arith.mulf %483, %483 : f64
        %485 = arith.negf %484 : f64
        %486 = llvm.intr.fma(%483, %483, %485) : (f64, f64, f64) -> f64
        %487 = arith.mulf %478, %478 : f64
        %488 = arith.negf %487 : f64
        %489 = llvm.intr.fma(%478, %478, %488) : (f64, f64, f64) -> f64
        %490 = arith.subf %487, %484 : f64
        %491 = llvm.intr.fma(%480, %480, %490) : (f64, f64, f64) -> f64
        %492 = arith.subf %489, %486 : f64
        %493 = arith.addf %491, %492 : f64
        %cst_296 = arith.constant 2.000000e+00 : f64
        %494 = arith.mulf %cst_296, %483 : f64
        %495 = arith.divf %493, %494 : f64
        %496 = arith.addf %483, %495 : f64
        %497 = memref.load %alloca_52[] : memref<f64>
        %498 = arith.divf %496, %497 : f64
        memref.store %498, %alloca_51[] : memref<f64>
      }
      %cst_253 = arith.constant 0x7FF0000000000000 : f64
      %414 = arith.cmpf oeq, %401, %cst_253 : f64
      %cst_254 = arith.constant 0x7FF0000000000000 : f64
      %415 = arith.cmpf oeq, %405, %cst_254 : f64
      %416 = arith.ori %414, %415 : i1
      scf.if %416 {
        %cst_293 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_293, %alloca_51[] : memref<f64>
      }
      %thread_id_x_255 = gpu.thread_id  x
      %417 = arith.index_cast %thread_id_x_255 : index to i64
      %c16_i64_256 = arith.constant 16 : i64
      %418 = arith.remsi %417, %c16_i64_256 : i64
      %419 = memref.load %alloca_45[] : memref<f64>
      %420 = llvm.getelementptr %11[%418] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %419, %420 : f64, !llvm.ptr<1>
      %thread_id_x_257 = gpu.thread_id  x
      %421 = arith.index_cast %thread_id_x_257 : index to i64
      %c16_i64_258 = arith.constant 16 : i64
      %422 = arith.remsi %421, %c16_i64_258 : i64
      %423 = memref.load %alloca_47[] : memref<f64>
      %c16_i64_259 = arith.constant 16 : i64
      %424 = arith.addi %422, %c16_i64_259 : i64
      %425 = llvm.getelementptr %11[%424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %423, %425 : f64, !llvm.ptr<1>
      %thread_id_x_260 = gpu.thread_id  x
      %426 = arith.index_cast %thread_id_x_260 : index to i64
      %c16_i64_261 = arith.constant 16 : i64
      %427 = arith.remsi %426, %c16_i64_261 : i64
      %428 = memref.load %alloca_49[] : memref<f64>
      %c32_i64_262 = arith.constant 32 : i64
      %429 = arith.addi %427, %c32_i64_262 : i64
      %430 = llvm.getelementptr %11[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %428, %430 : f64, !llvm.ptr<1>
      %thread_id_x_263 = gpu.thread_id  x
      %431 = arith.index_cast %thread_id_x_263 : index to i64
      %c16_i64_264 = arith.constant 16 : i64
      %432 = arith.remsi %431, %c16_i64_264 : i64
      %433 = memref.load %alloca_51[] : memref<f64>
      %c48_i64_265 = arith.constant 48 : i64
      %434 = arith.addi %432, %c48_i64_265 : i64
      %435 = llvm.getelementptr %11[%434] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %433, %435 : f64, !llvm.ptr<1>
      %c0_i32_266 = arith.constant 0 : i32
      %436 = llvm.extractelement %325[%c0_i32_266 : i32] : vector<2xf64>
      %c1_i32_267 = arith.constant 1 : i32
      %437 = llvm.extractelement %325[%c1_i32_267 : i32] : vector<2xf64>
      %438 = arith.negf %437 : f64
      %439 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_268 = arith.constant 0 : i32
      %440 = llvm.insertelement %436, %439[%c0_i32_268 : i32] : vector<2xf64>
      %c1_i32_269 = arith.constant 1 : i32
      %441 = llvm.insertelement %438, %440[%c1_i32_269 : i32] : vector<2xf64>
      %c0_i32_270 = arith.constant 0 : i32
      %442 = llvm.extractelement %330[%c0_i32_270 : i32] : vector<2xf64>
      %c1_i32_271 = arith.constant 1 : i32
      %443 = llvm.extractelement %330[%c1_i32_271 : i32] : vector<2xf64>
      %444 = arith.negf %443 : f64
      %445 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_272 = arith.constant 0 : i32
      %446 = llvm.insertelement %442, %445[%c0_i32_272 : i32] : vector<2xf64>
      %c1_i32_273 = arith.constant 1 : i32
      %447 = llvm.insertelement %444, %446[%c1_i32_273 : i32] : vector<2xf64>
      %c0_i32_274 = arith.constant 0 : i32
      %448 = llvm.extractelement %335[%c0_i32_274 : i32] : vector<2xf64>
      %c1_i32_275 = arith.constant 1 : i32
      %449 = llvm.extractelement %335[%c1_i32_275 : i32] : vector<2xf64>
      %450 = arith.negf %449 : f64
      %451 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_276 = arith.constant 0 : i32
      %452 = llvm.insertelement %448, %451[%c0_i32_276 : i32] : vector<2xf64>
      %c1_i32_277 = arith.constant 1 : i32
      %453 = llvm.insertelement %450, %452[%c1_i32_277 : i32] : vector<2xf64>
      %c0_i32_278 = arith.constant 0 : i32
      %454 = llvm.extractelement %340[%c0_i32_278 : i32] : vector<2xf64>
      %c1_i32_279 = arith.constant 1 : i32
      %455 = llvm.extractelement %340[%c1_i32_279 : i32] : vector<2xf64>
      %456 = arith.negf %455 : f64
      %457 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_280 = arith.constant 0 : i32
      %458 = llvm.insertelement %454, %457[%c0_i32_280 : i32] : vector<2xf64>
      %c1_i32_281 = arith.constant 1 : i32
      %459 = llvm.insertelement %456, %458[%c1_i32_281 : i32] : vector<2xf64>
      %thread_id_x_282 = gpu.thread_id  x
      %460 = arith.index_cast %thread_id_x_282 : index to i64
      %c16_i64_283 = arith.constant 16 : i64
      %461 = arith.remsi %460, %c16_i64_283 : i64
      %462 = llvm.getelementptr %13[%461] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %441, %462 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_284 = gpu.thread_id  x
      %463 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %464 = arith.remsi %463, %c16_i64_285 : i64
      %c16_i64_286 = arith.constant 16 : i64
      %465 = arith.addi %464, %c16_i64_286 : i64
      %466 = llvm.getelementptr %13[%465] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %447, %466 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_287 = gpu.thread_id  x
      %467 = arith.index_cast %thread_id_x_287 : index to i64
      %c16_i64_288 = arith.constant 16 : i64
      %468 = arith.remsi %467, %c16_i64_288 : i64
      %c32_i64_289 = arith.constant 32 : i64
      %469 = arith.addi %468, %c32_i64_289 : i64
      %470 = llvm.getelementptr %13[%469] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %453, %470 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_290 = gpu.thread_id  x
      %471 = arith.index_cast %thread_id_x_290 : index to i64
      %c16_i64_291 = arith.constant 16 : i64
      %472 = arith.remsi %471, %c16_i64_291 : i64
      %c48_i64_292 = arith.constant 48 : i64
      %473 = arith.addi %472, %c48_i64_292 : i64
      %474 = llvm.getelementptr %13[%473] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %459, %474 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
