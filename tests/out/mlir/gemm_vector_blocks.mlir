module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_blocks(%arg0: f32, %arg1: f32, %arg2: memref<100x7xf32, strided<[1, 100]>, 1>, %arg3: memref<7x9xf32, strided<[1, 7]>, 1>, %arg4: memref<100x9xf32, strided<[1, 100]>, 1>, %arg5: memref<70x13xf64, strided<[1, 70]>, 1>, %arg6: memref<13x20xf64, strided<[1, 13]>, 1>, %arg7: memref<70x20xf64, strided<[1, 70]>, 1>, %arg8: memref<64x64xf32, strided<[1, 64]>, 1>, %arg9: memref<64x64xf32, strided<[1, 64]>, 1>, %arg10: memref<64x64xf32, strided<[1, 64]>, 1>, %arg11: memref<43x?xf32, strided<[1, 43]>, 1>, %arg12: memref<12x?xf32, strided<[1, 12]>, 1>, %arg13: memref<43x12xf32, strided<[1, 43]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<100x7xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<100x7xf32, strided<[1, 100]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg3 : memref<7x9xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<7x9xf32, strided<[1, 7]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<100x9xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<100x9xf32, strided<[1, 100]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<70x13xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<70x13xf64, strided<[1, 70]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg6 : memref<13x20xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<13x20xf64, strided<[1, 13]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<70x20xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<70x20xf64, strided<[1, 70]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg10 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg11 : memref<43x?xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg11 : memref<43x?xf32, strided<[1, 43]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg12 : memref<12x?xf32, strided<[1, 12]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg12 : memref<12x?xf32, strided<[1, 12]>, 1> -> index
      %21 = arith.index_cast %intptr_49 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg13 : memref<43x12xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg13 : memref<43x12xf32, strided<[1, 43]>, 1> -> index
      %24 = arith.index_cast %intptr_54 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %alloca_62 = memref.alloca() : memref<f64>
      %alloca_63 = memref.alloca() : memref<f64>
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
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %c99_i64 = arith.constant 99 : i64
      %27 = arith.minsi %26, %c99_i64 : i64
      %thread_id_x_74 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_74 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %29 = arith.addi %28, %c64_i64 : i64
      %c99_i64_75 = arith.constant 99 : i64
      %30 = arith.minsi %29, %c99_i64_75 : i64
      %thread_id_y = gpu.thread_id  y
      %31 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %32 = arith.minsi %31, %c8_i64 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_76 : index to i64
      %c8_i64_77 = arith.constant 8 : i64
      %34 = arith.addi %33, %c8_i64_77 : i64
      %c8_i64_78 = arith.constant 8 : i64
      %35 = arith.minsi %34, %c8_i64_78 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_79 = arith.constant 0.000000e+00 : f32
      memref.store %cst_79, %alloca_55[] : memref<f32>
      %cst_80 = arith.constant 0.000000e+00 : f32
      memref.store %cst_80, %alloca_56[] : memref<f32>
      %cst_81 = arith.constant 0.000000e+00 : f32
      memref.store %cst_81, %alloca_57[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c100_i64_141 = arith.constant 100 : i64
        %109 = arith.muli %arg14, %c100_i64_141 : i64
        %110 = arith.addi %27, %109 : i64
        %111 = llvm.getelementptr %1[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %c100_i64_142 = arith.constant 100 : i64
        %113 = arith.muli %arg14, %c100_i64_142 : i64
        %114 = arith.addi %30, %113 : i64
        %115 = llvm.getelementptr %1[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %116 = llvm.load %115 : !llvm.ptr<1> -> f32
        %c7_i64_143 = arith.constant 7 : i64
        %117 = arith.muli %32, %c7_i64_143 : i64
        %118 = arith.addi %arg14, %117 : i64
        %119 = llvm.getelementptr %3[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c7_i64_144 = arith.constant 7 : i64
        %121 = arith.muli %35, %c7_i64_144 : i64
        %122 = arith.addi %arg14, %121 : i64
        %123 = llvm.getelementptr %3[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %125 = memref.load %alloca[] : memref<f32>
        %126 = arith.mulf %112, %120 : f32
        %127 = arith.addf %125, %126 : f32
        memref.store %127, %alloca[] : memref<f32>
        %128 = memref.load %alloca_55[] : memref<f32>
        %129 = arith.mulf %112, %124 : f32
        %130 = arith.addf %128, %129 : f32
        memref.store %130, %alloca_55[] : memref<f32>
        %131 = memref.load %alloca_56[] : memref<f32>
        %132 = arith.mulf %116, %120 : f32
        %133 = arith.addf %131, %132 : f32
        memref.store %133, %alloca_56[] : memref<f32>
        %134 = memref.load %alloca_57[] : memref<f32>
        %135 = arith.mulf %116, %124 : f32
        %136 = arith.addf %134, %135 : f32
        memref.store %136, %alloca_57[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %36 = arith.cmpi slt, %26, %c100_i64 : i64
      scf.if %36 {
        %c9_i64 = arith.constant 9 : i64
        %109 = arith.cmpi slt, %31, %c9_i64 : i64
        scf.if %109 {
          %111 = memref.load %alloca[] : memref<f32>
          %112 = arith.mulf %arg0, %111 : f32
          %c100_i64_142 = arith.constant 100 : i64
          %113 = arith.muli %31, %c100_i64_142 : i64
          %114 = arith.addi %26, %113 : i64
          %115 = llvm.getelementptr %5[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %116 = llvm.load %115 : !llvm.ptr<1> -> f32
          %117 = arith.mulf %arg1, %116 : f32
          %118 = arith.addf %112, %117 : f32
          %c100_i64_143 = arith.constant 100 : i64
          %119 = arith.muli %31, %c100_i64_143 : i64
          %120 = arith.addi %26, %119 : i64
          %121 = llvm.getelementptr %5[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c9_i64_141 = arith.constant 9 : i64
        %110 = arith.cmpi slt, %34, %c9_i64_141 : i64
        scf.if %110 {
          %111 = memref.load %alloca_55[] : memref<f32>
          %112 = arith.mulf %arg0, %111 : f32
          %c100_i64_142 = arith.constant 100 : i64
          %113 = arith.muli %34, %c100_i64_142 : i64
          %114 = arith.addi %26, %113 : i64
          %115 = llvm.getelementptr %5[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %116 = llvm.load %115 : !llvm.ptr<1> -> f32
          %117 = arith.mulf %arg1, %116 : f32
          %118 = arith.addf %112, %117 : f32
          %c100_i64_143 = arith.constant 100 : i64
          %119 = arith.muli %34, %c100_i64_143 : i64
          %120 = arith.addi %26, %119 : i64
          %121 = llvm.getelementptr %5[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_82 = arith.constant 100 : i64
      %37 = arith.cmpi slt, %29, %c100_i64_82 : i64
      scf.if %37 {
        %c9_i64 = arith.constant 9 : i64
        %109 = arith.cmpi slt, %31, %c9_i64 : i64
        scf.if %109 {
          %111 = memref.load %alloca_56[] : memref<f32>
          %112 = arith.mulf %arg0, %111 : f32
          %c100_i64_142 = arith.constant 100 : i64
          %113 = arith.muli %31, %c100_i64_142 : i64
          %114 = arith.addi %29, %113 : i64
          %115 = llvm.getelementptr %5[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %116 = llvm.load %115 : !llvm.ptr<1> -> f32
          %117 = arith.mulf %arg1, %116 : f32
          %118 = arith.addf %112, %117 : f32
          %c100_i64_143 = arith.constant 100 : i64
          %119 = arith.muli %31, %c100_i64_143 : i64
          %120 = arith.addi %29, %119 : i64
          %121 = llvm.getelementptr %5[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c9_i64_141 = arith.constant 9 : i64
        %110 = arith.cmpi slt, %34, %c9_i64_141 : i64
        scf.if %110 {
          %111 = memref.load %alloca_57[] : memref<f32>
          %112 = arith.mulf %arg0, %111 : f32
          %c100_i64_142 = arith.constant 100 : i64
          %113 = arith.muli %34, %c100_i64_142 : i64
          %114 = arith.addi %29, %113 : i64
          %115 = llvm.getelementptr %5[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %116 = llvm.load %115 : !llvm.ptr<1> -> f32
          %117 = arith.mulf %arg1, %116 : f32
          %118 = arith.addf %112, %117 : f32
          %c100_i64_143 = arith.constant 100 : i64
          %119 = arith.muli %34, %c100_i64_143 : i64
          %120 = arith.addi %29, %119 : i64
          %121 = llvm.getelementptr %5[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_83 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_83 : index to i64
      %c69_i64 = arith.constant 69 : i64
      %39 = arith.minsi %38, %c69_i64 : i64
      %thread_id_x_84 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_84 : index to i64
      %c64_i64_85 = arith.constant 64 : i64
      %41 = arith.addi %40, %c64_i64_85 : i64
      %c69_i64_86 = arith.constant 69 : i64
      %42 = arith.minsi %41, %c69_i64_86 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y_87 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %44 = arith.minsi %43, %c19_i64 : i64
      %thread_id_y_88 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_88 : index to i64
      %c8_i64_89 = arith.constant 8 : i64
      %46 = arith.addi %45, %c8_i64_89 : i64
      %c19_i64_90 = arith.constant 19 : i64
      %47 = arith.minsi %46, %c19_i64_90 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_91 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %49 = arith.addi %48, %c16_i64 : i64
      %c19_i64_92 = arith.constant 19 : i64
      %50 = arith.minsi %49, %c19_i64_92 : i64
      %cst_93 = arith.constant 0.000000e+00 : f64
      memref.store %cst_93, %alloca_58[] : memref<f64>
      %cst_94 = arith.constant 0.000000e+00 : f64
      memref.store %cst_94, %alloca_59[] : memref<f64>
      %cst_95 = arith.constant 0.000000e+00 : f64
      memref.store %cst_95, %alloca_60[] : memref<f64>
      %cst_96 = arith.constant 0.000000e+00 : f64
      memref.store %cst_96, %alloca_61[] : memref<f64>
      %cst_97 = arith.constant 0.000000e+00 : f64
      memref.store %cst_97, %alloca_62[] : memref<f64>
      %cst_98 = arith.constant 0.000000e+00 : f64
      memref.store %cst_98, %alloca_63[] : memref<f64>
      %c0_i64_99 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64_100 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_99 to %c13_i64 step %c1_i64_100  : i64 {
        %c70_i64_141 = arith.constant 70 : i64
        %109 = arith.muli %arg14, %c70_i64_141 : i64
        %110 = arith.addi %39, %109 : i64
        %111 = llvm.getelementptr %7[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %112 = llvm.load %111 : !llvm.ptr<1> -> f64
        %c70_i64_142 = arith.constant 70 : i64
        %113 = arith.muli %arg14, %c70_i64_142 : i64
        %114 = arith.addi %42, %113 : i64
        %115 = llvm.getelementptr %7[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %116 = llvm.load %115 : !llvm.ptr<1> -> f64
        %c13_i64_143 = arith.constant 13 : i64
        %117 = arith.muli %44, %c13_i64_143 : i64
        %118 = arith.addi %arg14, %117 : i64
        %119 = llvm.getelementptr %9[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %120 = llvm.load %119 : !llvm.ptr<1> -> f64
        %c13_i64_144 = arith.constant 13 : i64
        %121 = arith.muli %47, %c13_i64_144 : i64
        %122 = arith.addi %arg14, %121 : i64
        %123 = llvm.getelementptr %9[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %124 = llvm.load %123 : !llvm.ptr<1> -> f64
        %c13_i64_145 = arith.constant 13 : i64
        %125 = arith.muli %50, %c13_i64_145 : i64
        %126 = arith.addi %arg14, %125 : i64
        %127 = llvm.getelementptr %9[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %128 = llvm.load %127 : !llvm.ptr<1> -> f64
        %129 = memref.load %alloca_58[] : memref<f64>
        %130 = arith.mulf %112, %120 : f64
        %131 = arith.addf %129, %130 : f64
        memref.store %131, %alloca_58[] : memref<f64>
        %132 = memref.load %alloca_59[] : memref<f64>
        %133 = arith.mulf %112, %124 : f64
        %134 = arith.addf %132, %133 : f64
        memref.store %134, %alloca_59[] : memref<f64>
        %135 = memref.load %alloca_60[] : memref<f64>
        %136 = arith.mulf %112, %128 : f64
        %137 = arith.addf %135, %136 : f64
        memref.store %137, %alloca_60[] : memref<f64>
        %138 = memref.load %alloca_61[] : memref<f64>
        %139 = arith.mulf %116, %120 : f64
        %140 = arith.addf %138, %139 : f64
        memref.store %140, %alloca_61[] : memref<f64>
        %141 = memref.load %alloca_62[] : memref<f64>
        %142 = arith.mulf %116, %124 : f64
        %143 = arith.addf %141, %142 : f64
        memref.store %143, %alloca_62[] : memref<f64>
        %144 = memref.load %alloca_63[] : memref<f64>
        %145 = arith.mulf %116, %128 : f64
        %146 = arith.addf %144, %145 : f64
        memref.store %146, %alloca_63[] : memref<f64>
      }
      %c70_i64 = arith.constant 70 : i64
      %51 = arith.cmpi slt, %38, %c70_i64 : i64
      scf.if %51 {
        %c20_i64 = arith.constant 20 : i64
        %109 = arith.cmpi slt, %43, %c20_i64 : i64
        scf.if %109 {
          %c70_i64_143 = arith.constant 70 : i64
          %112 = arith.muli %43, %c70_i64_143 : i64
          %113 = arith.addi %38, %112 : i64
          %114 = llvm.getelementptr %11[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %116 = memref.load %alloca_58[] : memref<f64>
          %117 = arith.addf %115, %116 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %118 = arith.muli %43, %c70_i64_144 : i64
          %119 = arith.addi %38, %118 : i64
          %120 = llvm.getelementptr %11[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<1>
        }
        %c20_i64_141 = arith.constant 20 : i64
        %110 = arith.cmpi slt, %46, %c20_i64_141 : i64
        scf.if %110 {
          %c70_i64_143 = arith.constant 70 : i64
          %112 = arith.muli %46, %c70_i64_143 : i64
          %113 = arith.addi %38, %112 : i64
          %114 = llvm.getelementptr %11[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %116 = memref.load %alloca_59[] : memref<f64>
          %117 = arith.addf %115, %116 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %118 = arith.muli %46, %c70_i64_144 : i64
          %119 = arith.addi %38, %118 : i64
          %120 = llvm.getelementptr %11[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<1>
        }
        %c20_i64_142 = arith.constant 20 : i64
        %111 = arith.cmpi slt, %49, %c20_i64_142 : i64
        scf.if %111 {
          %c70_i64_143 = arith.constant 70 : i64
          %112 = arith.muli %49, %c70_i64_143 : i64
          %113 = arith.addi %38, %112 : i64
          %114 = llvm.getelementptr %11[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %116 = memref.load %alloca_60[] : memref<f64>
          %117 = arith.addf %115, %116 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %118 = arith.muli %49, %c70_i64_144 : i64
          %119 = arith.addi %38, %118 : i64
          %120 = llvm.getelementptr %11[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<1>
        }
      }
      %c70_i64_101 = arith.constant 70 : i64
      %52 = arith.cmpi slt, %41, %c70_i64_101 : i64
      scf.if %52 {
        %c20_i64 = arith.constant 20 : i64
        %109 = arith.cmpi slt, %43, %c20_i64 : i64
        scf.if %109 {
          %c70_i64_143 = arith.constant 70 : i64
          %112 = arith.muli %43, %c70_i64_143 : i64
          %113 = arith.addi %41, %112 : i64
          %114 = llvm.getelementptr %11[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %116 = memref.load %alloca_61[] : memref<f64>
          %117 = arith.addf %115, %116 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %118 = arith.muli %43, %c70_i64_144 : i64
          %119 = arith.addi %41, %118 : i64
          %120 = llvm.getelementptr %11[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<1>
        }
        %c20_i64_141 = arith.constant 20 : i64
        %110 = arith.cmpi slt, %46, %c20_i64_141 : i64
        scf.if %110 {
          %c70_i64_143 = arith.constant 70 : i64
          %112 = arith.muli %46, %c70_i64_143 : i64
          %113 = arith.addi %41, %112 : i64
          %114 = llvm.getelementptr %11[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %116 = memref.load %alloca_62[] : memref<f64>
          %117 = arith.addf %115, %116 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %118 = arith.muli %46, %c70_i64_144 : i64
          %119 = arith.addi %41, %118 : i64
          %120 = llvm.getelementptr %11[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<1>
        }
        %c20_i64_142 = arith.constant 20 : i64
        %111 = arith.cmpi slt, %49, %c20_i64_142 : i64
        scf.if %111 {
          %c70_i64_143 = arith.constant 70 : i64
          %112 = arith.muli %49, %c70_i64_143 : i64
          %113 = arith.addi %41, %112 : i64
          %114 = llvm.getelementptr %11[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %116 = memref.load %alloca_63[] : memref<f64>
          %117 = arith.addf %115, %116 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %118 = arith.muli %49, %c70_i64_144 : i64
          %119 = arith.addi %41, %118 : i64
          %120 = llvm.getelementptr %11[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_102 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_102 : index to i64
      %thread_id_y_103 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_103 : index to i64
      %thread_id_y_104 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_104 : index to i64
      %c8_i64_105 = arith.constant 8 : i64
      %56 = arith.addi %55, %c8_i64_105 : i64
      %thread_id_y_106 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_106 : index to i64
      %c16_i64_107 = arith.constant 16 : i64
      %58 = arith.addi %57, %c16_i64_107 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_108 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %60 = arith.addi %59, %c24_i64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_109 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %62 = arith.addi %61, %c32_i64 : i64
      %thread_id_y_110 = gpu.thread_id  y
      %63 = arith.index_cast %thread_id_y_110 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %64 = arith.addi %63, %c40_i64 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_111 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %66 = arith.addi %65, %c48_i64 : i64
      %thread_id_y_112 = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y_112 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %68 = arith.addi %67, %c56_i64 : i64
      %cst_113 = arith.constant 0.000000e+00 : f32
      memref.store %cst_113, %alloca_64[] : memref<f32>
      %cst_114 = arith.constant 0.000000e+00 : f32
      memref.store %cst_114, %alloca_65[] : memref<f32>
      %cst_115 = arith.constant 0.000000e+00 : f32
      memref.store %cst_115, %alloca_66[] : memref<f32>
      %cst_116 = arith.constant 0.000000e+00 : f32
      memref.store %cst_116, %alloca_67[] : memref<f32>
      %cst_117 = arith.constant 0.000000e+00 : f32
      memref.store %cst_117, %alloca_68[] : memref<f32>
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_69[] : memref<f32>
      %cst_119 = arith.constant 0.000000e+00 : f32
      memref.store %cst_119, %alloca_70[] : memref<f32>
      %cst_120 = arith.constant 0.000000e+00 : f32
      memref.store %cst_120, %alloca_71[] : memref<f32>
      %c0_i64_121 = arith.constant 0 : i64
      %c64_i64_122 = arith.constant 64 : i64
      %c1_i64_123 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_121 to %c64_i64_122 step %c1_i64_123  : i64 {
        %c64_i64_141 = arith.constant 64 : i64
        %109 = arith.muli %arg14, %c64_i64_141 : i64
        %110 = arith.addi %53, %109 : i64
        %111 = llvm.getelementptr %13[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %c64_i64_142 = arith.constant 64 : i64
        %113 = arith.muli %54, %c64_i64_142 : i64
        %114 = arith.addi %arg14, %113 : i64
        %115 = llvm.getelementptr %15[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %116 = llvm.load %115 : !llvm.ptr<1> -> f32
        %c64_i64_143 = arith.constant 64 : i64
        %117 = arith.muli %56, %c64_i64_143 : i64
        %118 = arith.addi %arg14, %117 : i64
        %119 = llvm.getelementptr %15[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c64_i64_144 = arith.constant 64 : i64
        %121 = arith.muli %58, %c64_i64_144 : i64
        %122 = arith.addi %arg14, %121 : i64
        %123 = llvm.getelementptr %15[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c64_i64_145 = arith.constant 64 : i64
        %125 = arith.muli %60, %c64_i64_145 : i64
        %126 = arith.addi %arg14, %125 : i64
        %127 = llvm.getelementptr %15[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c64_i64_146 = arith.constant 64 : i64
        %129 = arith.muli %62, %c64_i64_146 : i64
        %130 = arith.addi %arg14, %129 : i64
        %131 = llvm.getelementptr %15[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %c64_i64_147 = arith.constant 64 : i64
        %133 = arith.muli %64, %c64_i64_147 : i64
        %134 = arith.addi %arg14, %133 : i64
        %135 = llvm.getelementptr %15[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %136 = llvm.load %135 : !llvm.ptr<1> -> f32
        %c64_i64_148 = arith.constant 64 : i64
        %137 = arith.muli %66, %c64_i64_148 : i64
        %138 = arith.addi %arg14, %137 : i64
        %139 = llvm.getelementptr %15[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %140 = llvm.load %139 : !llvm.ptr<1> -> f32
        %c64_i64_149 = arith.constant 64 : i64
        %141 = arith.muli %68, %c64_i64_149 : i64
        %142 = arith.addi %arg14, %141 : i64
        %143 = llvm.getelementptr %15[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %144 = llvm.load %143 : !llvm.ptr<1> -> f32
        %145 = memref.load %alloca_64[] : memref<f32>
        %146 = arith.mulf %112, %116 : f32
        %147 = arith.addf %145, %146 : f32
        memref.store %147, %alloca_64[] : memref<f32>
        %148 = memref.load %alloca_65[] : memref<f32>
        %149 = arith.mulf %112, %120 : f32
        %150 = arith.addf %148, %149 : f32
        memref.store %150, %alloca_65[] : memref<f32>
        %151 = memref.load %alloca_66[] : memref<f32>
        %152 = arith.mulf %112, %124 : f32
        %153 = arith.addf %151, %152 : f32
        memref.store %153, %alloca_66[] : memref<f32>
        %154 = memref.load %alloca_67[] : memref<f32>
        %155 = arith.mulf %112, %128 : f32
        %156 = arith.addf %154, %155 : f32
        memref.store %156, %alloca_67[] : memref<f32>
        %157 = memref.load %alloca_68[] : memref<f32>
        %158 = arith.mulf %112, %132 : f32
        %159 = arith.addf %157, %158 : f32
        memref.store %159, %alloca_68[] : memref<f32>
        %160 = memref.load %alloca_69[] : memref<f32>
        %161 = arith.mulf %112, %136 : f32
        %162 = arith.addf %160, %161 : f32
        memref.store %162, %alloca_69[] : memref<f32>
        %163 = memref.load %alloca_70[] : memref<f32>
        %164 = arith.mulf %112, %140 : f32
        %165 = arith.addf %163, %164 : f32
        memref.store %165, %alloca_70[] : memref<f32>
        %166 = memref.load %alloca_71[] : memref<f32>
        %167 = arith.mulf %112, %144 : f32
        %168 = arith.addf %166, %167 : f32
        memref.store %168, %alloca_71[] : memref<f32>
      }
      %69 = memref.load %alloca_64[] : memref<f32>
      %c64_i64_124 = arith.constant 64 : i64
      %70 = arith.muli %54, %c64_i64_124 : i64
      %71 = arith.addi %53, %70 : i64
      %72 = llvm.getelementptr %17[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %69, %72 : f32, !llvm.ptr<1>
      %73 = memref.load %alloca_65[] : memref<f32>
      %c64_i64_125 = arith.constant 64 : i64
      %74 = arith.muli %56, %c64_i64_125 : i64
      %75 = arith.addi %53, %74 : i64
      %76 = llvm.getelementptr %17[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %73, %76 : f32, !llvm.ptr<1>
      %77 = memref.load %alloca_66[] : memref<f32>
      %c64_i64_126 = arith.constant 64 : i64
      %78 = arith.muli %58, %c64_i64_126 : i64
      %79 = arith.addi %53, %78 : i64
      %80 = llvm.getelementptr %17[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %77, %80 : f32, !llvm.ptr<1>
      %81 = memref.load %alloca_67[] : memref<f32>
      %c64_i64_127 = arith.constant 64 : i64
      %82 = arith.muli %60, %c64_i64_127 : i64
      %83 = arith.addi %53, %82 : i64
      %84 = llvm.getelementptr %17[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %81, %84 : f32, !llvm.ptr<1>
      %85 = memref.load %alloca_68[] : memref<f32>
      %c64_i64_128 = arith.constant 64 : i64
      %86 = arith.muli %62, %c64_i64_128 : i64
      %87 = arith.addi %53, %86 : i64
      %88 = llvm.getelementptr %17[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %85, %88 : f32, !llvm.ptr<1>
      %89 = memref.load %alloca_69[] : memref<f32>
      %c64_i64_129 = arith.constant 64 : i64
      %90 = arith.muli %64, %c64_i64_129 : i64
      %91 = arith.addi %53, %90 : i64
      %92 = llvm.getelementptr %17[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %89, %92 : f32, !llvm.ptr<1>
      %93 = memref.load %alloca_70[] : memref<f32>
      %c64_i64_130 = arith.constant 64 : i64
      %94 = arith.muli %66, %c64_i64_130 : i64
      %95 = arith.addi %53, %94 : i64
      %96 = llvm.getelementptr %17[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %93, %96 : f32, !llvm.ptr<1>
      %97 = memref.load %alloca_71[] : memref<f32>
      %c64_i64_131 = arith.constant 64 : i64
      %98 = arith.muli %68, %c64_i64_131 : i64
      %99 = arith.addi %53, %98 : i64
      %100 = llvm.getelementptr %17[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %97, %100 : f32, !llvm.ptr<1>
      %thread_id_x_132 = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x_132 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %102 = arith.minsi %101, %c42_i64 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %103 = arith.index_cast %thread_id_y_133 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %104 = arith.minsi %103, %c11_i64 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %105 = arith.index_cast %thread_id_y_134 : index to i64
      %c8_i64_135 = arith.constant 8 : i64
      %106 = arith.addi %105, %c8_i64_135 : i64
      %c11_i64_136 = arith.constant 11 : i64
      %107 = arith.minsi %106, %c11_i64_136 : i64
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_72[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_73[] : memref<f32>
      %c0_i64_139 = arith.constant 0 : i64
      %c1_i64_140 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_139 to %20 step %c1_i64_140  : i64 {
        %c43_i64_141 = arith.constant 43 : i64
        %109 = arith.muli %arg14, %c43_i64_141 : i64
        %110 = arith.addi %102, %109 : i64
        %111 = llvm.getelementptr %19[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %113 = arith.muli %arg14, %c12_i64 : i64
        %114 = arith.addi %104, %113 : i64
        %115 = llvm.getelementptr %22[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %116 = llvm.load %115 : !llvm.ptr<1> -> f32
        %c12_i64_142 = arith.constant 12 : i64
        %117 = arith.muli %arg14, %c12_i64_142 : i64
        %118 = arith.addi %107, %117 : i64
        %119 = llvm.getelementptr %22[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %121 = memref.load %alloca_72[] : memref<f32>
        %122 = arith.mulf %112, %116 : f32
        %123 = arith.addf %121, %122 : f32
        memref.store %123, %alloca_72[] : memref<f32>
        %124 = memref.load %alloca_73[] : memref<f32>
        %125 = arith.mulf %112, %120 : f32
        %126 = arith.addf %124, %125 : f32
        memref.store %126, %alloca_73[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %108 = arith.cmpi slt, %101, %c43_i64 : i64
      scf.if %108 {
        %c12_i64 = arith.constant 12 : i64
        %109 = arith.cmpi slt, %103, %c12_i64 : i64
        scf.if %109 {
          %111 = memref.load %alloca_72[] : memref<f32>
          %c43_i64_142 = arith.constant 43 : i64
          %112 = arith.muli %103, %c43_i64_142 : i64
          %113 = arith.addi %101, %112 : i64
          %114 = llvm.getelementptr %25[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %111, %114 : f32, !llvm.ptr<1>
        }
        %c12_i64_141 = arith.constant 12 : i64
        %110 = arith.cmpi slt, %106, %c12_i64_141 : i64
        scf.if %110 {
          %111 = memref.load %alloca_73[] : memref<f32>
          %c43_i64_142 = arith.constant 43 : i64
          %112 = arith.muli %106, %c43_i64_142 : i64
          %113 = arith.addi %101, %112 : i64
          %114 = llvm.getelementptr %25[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %111, %114 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
