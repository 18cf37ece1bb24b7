module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_blocks(%arg0: f32, %arg1: f32, %arg2: memref<100x7xf32, strided<[1, 100]>, 1>, %arg3: memref<7x9xf32, strided<[1, 7]>, 1>, %arg4: memref<100x9xf32, strided<[1, 100]>, 1>, %arg5: memref<70x13xf64, strided<[1, 70]>, 1>, %arg6: memref<13x20xf64, strided<[1, 13]>, 1>, %arg7: memref<70x20xf64, strided<[1, 70]>, 1>, %arg8: memref<64x64xf32, strided<[1, 64]>, 1>, %arg9: memref<64x64xf32, strided<[1, 64]>, 1>, %arg10: memref<64x64xf32, strided<[1, 64]>, 1>, %arg11: memref<43x?xf32, strided<[1, 43]>, 1>, %arg12: memref<12x?xf32, strided<[1, 12]>, 1>, %arg13: memref<43x12xf32, strided<[1, 43]>, 1>, %arg14: memref<61x6xf64, strided<[1, 61]>, 1>, %arg15: memref<6x10xf64, strided<[1, 6]>, 1>, %arg16: memref<61x10xf64, strided<[1, 61]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
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
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg14 : memref<61x6xf64, strided<[1, 61]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg14 : memref<61x6xf64, strided<[1, 61]>, 1> -> index
      %26 = arith.index_cast %intptr_59 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg15 : memref<6x10xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg15 : memref<6x10xf64, strided<[1, 6]>, 1> -> index
      %28 = arith.index_cast %intptr_64 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %arg16 : memref<61x10xf64, strided<[1, 61]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg16 : memref<61x10xf64, strided<[1, 61]>, 1> -> index
      %30 = arith.index_cast %intptr_69 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f64>
      %alloca_74 = memref.alloca() : memref<f64>
      %alloca_75 = memref.alloca() : memref<f64>
      %alloca_76 = memref.alloca() : memref<f64>
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
      %alloca_87 = memref.alloca() : memref<f64>
      %alloca_88 = memref.alloca() : memref<f64>
      %alloca_89 = memref.alloca() : memref<f64>
      %alloca_90 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x : index to i64
      %c99_i64 = arith.constant 99 : i64
      %33 = arith.minsi %32, %c99_i64 : i64
      %thread_id_x_91 = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x_91 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %35 = arith.addi %34, %c64_i64 : i64
      %c99_i64_92 = arith.constant 99 : i64
      %36 = arith.minsi %35, %c99_i64_92 : i64
      %thread_id_y = gpu.thread_id  y
      %37 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %38 = arith.minsi %37, %c8_i64 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y_93 : index to i64
      %c8_i64_94 = arith.constant 8 : i64
      %40 = arith.addi %39, %c8_i64_94 : i64
      %c8_i64_95 = arith.constant 8 : i64
      %41 = arith.minsi %40, %c8_i64_95 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_96 = arith.constant 0.000000e+00 : f32
      memref.store %cst_96, %alloca_70[] : memref<f32>
      %cst_97 = arith.constant 0.000000e+00 : f32
      memref.store %cst_97, %alloca_71[] : memref<f32>
      %cst_98 = arith.constant 0.000000e+00 : f32
      memref.store %cst_98, %alloca_72[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c100_i64_154 = arith.constant 100 : i64
        %116 = arith.muli %arg17, %c100_i64_154 : i64
        %117 = arith.addi %33, %116 : i64
        %118 = llvm.getelementptr %1[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %119 = llvm.load %118 : !llvm.ptr<1> -> f32
        %c100_i64_155 = arith.constant 100 : i64
        %120 = arith.muli %arg17, %c100_i64_155 : i64
        %121 = arith.addi %36, %120 : i64
        %122 = llvm.getelementptr %1[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %123 = llvm.load %122 : !llvm.ptr<1> -> f32
        %c7_i64_156 = arith.constant 7 : i64
        %124 = arith.muli %38, %c7_i64_156 : i64
        %125 = arith.addi %arg17, %124 : i64
        %126 = llvm.getelementptr %3[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %127 = llvm.load %126 : !llvm.ptr<1> -> f32
        %c7_i64_157 = arith.constant 7 : i64
        %128 = arith.muli %41, %c7_i64_157 : i64
        %129 = arith.addi %arg17, %128 : i64
        %130 = llvm.getelementptr %3[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %131 = llvm.load %130 : !llvm.ptr<1> -> f32
        %132 = memref.load %alloca[] : memref<f32>
        %133 = arith.mulf %119, %127 : f32
        %134 = arith.addf %132, %133 : f32
        memref.store %134, %alloca[] : memref<f32>
        %135 = memref.load %alloca_70[] : memref<f32>
        %136 = arith.mulf %119, %131 : f32
        %137 = arith.addf %135, %136 : f32
        memref.store %137, %alloca_70[] : memref<f32>
        %138 = memref.load %alloca_71[] : memref<f32>
        %139 = arith.mulf %123, %127 : f32
        %140 = arith.addf %138, %139 : f32
        memref.store %140, %alloca_71[] : memref<f32>
        %141 = memref.load %alloca_72[] : memref<f32>
        %142 = arith.mulf %123, %131 : f32
        %143 = arith.addf %141, %142 : f32
        memref.store %143, %alloca_72[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %42 = arith.cmpi slt, %32, %c100_i64 : i64
      scf.if %42 {
        %c9_i64 = arith.constant 9 : i64
        %116 = arith.cmpi slt, %37, %c9_i64 : i64
        scf.if %116 {
          %118 = memref.load %alloca[] : memref<f32>
          %119 = arith.mulf %arg0, %118 : f32
          %c100_i64_155 = arith.constant 100 : i64
          %120 = arith.muli %37, %c100_i64_155 : i64
          %121 = arith.addi %32, %120 : i64
          %122 = llvm.getelementptr %5[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = arith.mulf %arg1, %123 : f32
          %125 = arith.addf %119, %124 : f32
          %c100_i64_156 = arith.constant 100 : i64
          %126 = arith.muli %37, %c100_i64_156 : i64
          %127 = arith.addi %32, %126 : i64
          %128 = llvm.getelementptr %5[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
        %c9_i64_154 = arith.constant 9 : i64
        %117 = arith.cmpi slt, %40, %c9_i64_154 : i64
        scf.if %117 {
          %118 = memref.load %alloca_70[] : memref<f32>
          %119 = arith.mulf %arg0, %118 : f32
          %c100_i64_155 = arith.constant 100 : i64
          %120 = arith.muli %40, %c100_i64_155 : i64
          %121 = arith.addi %32, %120 : i64
          %122 = llvm.getelementptr %5[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = arith.mulf %arg1, %123 : f32
          %125 = arith.addf %119, %124 : f32
          %c100_i64_156 = arith.constant 100 : i64
          %126 = arith.muli %40, %c100_i64_156 : i64
          %127 = arith.addi %32, %126 : i64
          %128 = llvm.getelementptr %5[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_99 = arith.constant 100 : i64
      %43 = arith.cmpi slt, %35, %c100_i64_99 : i64
      scf.if %43 {
        %c9_i64 = arith.constant 9 : i64
        %116 = arith.cmpi slt, %37, %c9_i64 : i64
        scf.if %116 {
          %118 = memref.load %alloca_71[] : memref<f32>
          %119 = arith.mulf %arg0, %118 : f32
          %c100_i64_155 = arith.constant 100 : i64
          %120 = arith.muli %37, %c100_i64_155 : i64
          %121 = arith.addi %35, %120 : i64
          %122 = llvm.getelementptr %5[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = arith.mulf %arg1, %123 : f32
          %125 = arith.addf %119, %124 : f32
          %c100_i64_156 = arith.constant 100 : i64
          %126 = arith.muli %37, %c100_i64_156 : i64
          %127 = arith.addi %35, %126 : i64
          %128 = llvm.getelementptr %5[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
        %c9_i64_154 = arith.constant 9 : i64
        %117 = arith.cmpi slt, %40, %c9_i64_154 : i64
        scf.if %117 {
          %118 = memref.load %alloca_72[] : memref<f32>
          %119 = arith.mulf %arg0, %118 : f32
          %c100_i64_155 = arith.constant 100 : i64
          %120 = arith.muli %40, %c100_i64_155 : i64
          %121 = arith.addi %35, %120 : i64
          %122 = llvm.getelementptr %5[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = arith.mulf %arg1, %123 : f32
          %125 = arith.addf %119, %124 : f32
          %c100_i64_156 = arith.constant 100 : i64
          %126 = arith.muli %40, %c100_i64_156 : i64
          %127 = arith.addi %35, %126 : i64
          %128 = llvm.getelementptr %5[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_100 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_100 : index to i64
      %c64_i64_101 = arith.constant 64 : i64
      %thread_id_y_102 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_102 : index to i64
      %46 = arith.muli %c64_i64_101, %45 : i64
      %47 = arith.addi %44, %46 : i64
      %c32_i64 = arith.constant 32 : i64
      %48 = arith.divsi %47, %c32_i64 : i64
      %c32_i64_103 = arith.constant 32 : i64
      %49 = arith.remsi %47, %c32_i64_103 : i64
      %c4_i64 = arith.constant 4 : i64
      %50 = arith.divsi %49, %c4_i64 : i64
      %c4_i64_104 = arith.constant 4 : i64
      %51 = arith.remsi %49, %c4_i64_104 : i64
      %c27_i64 = arith.constant 27 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg17 = %48 to %c27_i64 step %c16_i64  : i64 {
        %c9_i64 = arith.constant 9 : i64
        %116 = arith.remsi %arg17, %c9_i64 : i64
        %c9_i64_154 = arith.constant 9 : i64
        %117 = arith.divsi %arg17, %c9_i64_154 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %118 = arith.muli %116, %c8_i64_155 : i64
        %c8_i64_156 = arith.constant 8 : i64
        %119 = arith.muli %117, %c8_i64_156 : i64
        %cst_157 = arith.constant 0.000000e+00 : f64
        memref.store %cst_157, %alloca_73[] : memref<f64>
        %cst_158 = arith.constant 0.000000e+00 : f64
        memref.store %cst_158, %alloca_74[] : memref<f64>
        %120 = arith.addi %118, %50 : i64
        %c69_i64 = arith.constant 69 : i64
        %121 = arith.minsi %120, %c69_i64 : i64
        %122 = arith.addi %119, %50 : i64
        %c19_i64 = arith.constant 19 : i64
        %123 = arith.minsi %122, %c19_i64 : i64
        %c0_i64_159 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_160 = arith.constant 4 : i64
        scf.for %arg18 = %c0_i64_159 to %c12_i64 step %c4_i64_160  : i64 {
          %158 = arith.addi %arg18, %51 : i64
          %159 = arith.addi %arg18, %51 : i64
          %c70_i64_172 = arith.constant 70 : i64
          %160 = arith.muli %158, %c70_i64_172 : i64
          %161 = arith.addi %121, %160 : i64
          %162 = llvm.getelementptr %7[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %163 = llvm.load %162 : !llvm.ptr<1> -> f64
          %c13_i64_173 = arith.constant 13 : i64
          %164 = arith.muli %123, %c13_i64_173 : i64
          %165 = arith.addi %159, %164 : i64
          %166 = llvm.getelementptr %9[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %167 = llvm.load %166 : !llvm.ptr<1> -> f64
          %168 = memref.load %alloca_73[] : memref<f64>
          %169 = memref.load %alloca_74[] : memref<f64>
          %170 = nvvm.mma.sync A[%163]  B[%167]  C[%168, %169]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %171 = llvm.extractvalue %170[0] : !llvm.struct<(f64, f64)> 
          memref.store %171, %alloca_73[] : memref<f64>
          %172 = llvm.extractvalue %170[1] : !llvm.struct<(f64, f64)> 
          memref.store %172, %alloca_74[] : memref<f64>
        }
        %c12_i64_161 = arith.constant 12 : i64
        %124 = arith.addi %c12_i64_161, %51 : i64
        %c12_i64_162 = arith.constant 12 : i64
        %125 = arith.addi %c12_i64_162, %51 : i64
        %c12_i64_163 = arith.constant 12 : i64
        %126 = arith.minsi %124, %c12_i64_163 : i64
        %c70_i64 = arith.constant 70 : i64
        %127 = arith.muli %126, %c70_i64 : i64
        %128 = arith.addi %121, %127 : i64
        %129 = llvm.getelementptr %7[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %130 = llvm.load %129 : !llvm.ptr<1> -> f64
        memref.store %130, %alloca_75[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %131 = arith.cmpi sge, %124, %c13_i64 : i64
        scf.if %131 {
          %cst_172 = arith.constant 0.000000e+00 : f64
          memref.store %cst_172, %alloca_75[] : memref<f64>
        }
        %c12_i64_164 = arith.constant 12 : i64
        %132 = arith.minsi %125, %c12_i64_164 : i64
        %c13_i64_165 = arith.constant 13 : i64
        %133 = arith.muli %123, %c13_i64_165 : i64
        %134 = arith.addi %132, %133 : i64
        %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %136 = llvm.load %135 : !llvm.ptr<1> -> f64
        memref.store %136, %alloca_76[] : memref<f64>
        %c13_i64_166 = arith.constant 13 : i64
        %137 = arith.cmpi sge, %125, %c13_i64_166 : i64
        scf.if %137 {
          %cst_172 = arith.constant 0.000000e+00 : f64
          memref.store %cst_172, %alloca_76[] : memref<f64>
        }
        %138 = memref.load %alloca_75[] : memref<f64>
        %139 = memref.load %alloca_76[] : memref<f64>
        %140 = memref.load %alloca_73[] : memref<f64>
        %141 = memref.load %alloca_74[] : memref<f64>
        %142 = nvvm.mma.sync A[%138]  B[%139]  C[%140, %141]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %143 = llvm.extractvalue %142[0] : !llvm.struct<(f64, f64)> 
        memref.store %143, %alloca_73[] : memref<f64>
        %144 = llvm.extractvalue %142[1] : !llvm.struct<(f64, f64)> 
        memref.store %144, %alloca_74[] : memref<f64>
        %145 = arith.addi %118, %50 : i64
        %c2_i64 = arith.constant 2 : i64
        %146 = arith.muli %51, %c2_i64 : i64
        %147 = arith.addi %119, %146 : i64
        %c70_i64_167 = arith.constant 70 : i64
        %148 = arith.cmpi slt, %145, %c70_i64_167 : i64
        %c20_i64 = arith.constant 20 : i64
        %149 = arith.cmpi slt, %147, %c20_i64 : i64
        %150 = arith.andi %148, %149 : i1
        scf.if %150 {
          %c70_i64_172 = arith.constant 70 : i64
          %158 = arith.muli %147, %c70_i64_172 : i64
          %159 = arith.addi %145, %158 : i64
          %160 = llvm.getelementptr %11[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %161 = llvm.load %160 : !llvm.ptr<1> -> f64
          %162 = memref.load %alloca_73[] : memref<f64>
          %163 = arith.addf %161, %162 : f64
          %c70_i64_173 = arith.constant 70 : i64
          %164 = arith.muli %147, %c70_i64_173 : i64
          %165 = arith.addi %145, %164 : i64
          %166 = llvm.getelementptr %11[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %163, %166 : f64, !llvm.ptr<1>
        }
        %151 = arith.addi %118, %50 : i64
        %c2_i64_168 = arith.constant 2 : i64
        %152 = arith.muli %51, %c2_i64_168 : i64
        %c1_i64_169 = arith.constant 1 : i64
        %153 = arith.addi %152, %c1_i64_169 : i64
        %154 = arith.addi %119, %153 : i64
        %c70_i64_170 = arith.constant 70 : i64
        %155 = arith.cmpi slt, %151, %c70_i64_170 : i64
        %c20_i64_171 = arith.constant 20 : i64
        %156 = arith.cmpi slt, %154, %c20_i64_171 : i64
        %157 = arith.andi %155, %156 : i1
        scf.if %157 {
          %c70_i64_172 = arith.constant 70 : i64
          %158 = arith.muli %154, %c70_i64_172 : i64
          %159 = arith.addi %151, %158 : i64
          %160 = llvm.getelementptr %11[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %161 = llvm.load %160 : !llvm.ptr<1> -> f64
          %162 = memref.load %alloca_74[] : memref<f64>
          %163 = arith.addf %161, %162 : f64
          %c70_i64_173 = arith.constant 70 : i64
          %164 = arith.muli %154, %c70_i64_173 : i64
          %165 = arith.addi %151, %164 : i64
          %166 = llvm.getelementptr %11[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %163, %166 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_105 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_105 : index to i64
      %thread_id_y_106 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_106 : index to i64
      %thread_id_y_107 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_107 : index to i64
      %c8_i64_108 = arith.constant 8 : i64
      %55 = arith.addi %54, %c8_i64_108 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %56 = arith.index_cast %thread_id_y_109 : index to i64
      %c16_i64_110 = arith.constant 16 : i64
      %57 = arith.addi %56, %c16_i64_110 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_111 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %59 = arith.addi %58, %c24_i64 : i64
      %thread_id_y_112 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_112 : index to i64
      %c32_i64_113 = arith.constant 32 : i64
      %61 = arith.addi %60, %c32_i64_113 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_114 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %63 = arith.addi %62, %c40_i64 : i64
      %thread_id_y_115 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_115 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %65 = arith.addi %64, %c48_i64 : i64
      %thread_id_y_116 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_116 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %67 = arith.addi %66, %c56_i64 : i64
      %cst_117 = arith.constant 0.000000e+00 : f32
      memref.store %cst_117, %alloca_77[] : memref<f32>
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_78[] : memref<f32>
      %cst_119 = arith.constant 0.000000e+00 : f32
      memref.store %cst_119, %alloca_79[] : memref<f32>
      %cst_120 = arith.constant 0.000000e+00 : f32
      memref.store %cst_120, %alloca_80[] : memref<f32>
      %cst_121 = arith.constant 0.000000e+00 : f32
      memref.store %cst_121, %alloca_81[] : memref<f32>
      %cst_122 = arith.constant 0.000000e+00 : f32
      memref.store %cst_122, %alloca_82[] : memref<f32>
      %cst_123 = arith.constant 0.000000e+00 : f32
      memref.store %cst_123, %alloca_83[] : memref<f32>
      %cst_124 = arith.constant 0.000000e+00 : f32
      memref.store %cst_124, %alloca_84[] : memref<f32>
      %c0_i64_125 = arith.constant 0 : i64
      %c64_i64_126 = arith.constant 64 : i64
      %c1_i64_127 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_125 to %c64_i64_126 step %c1_i64_127  : i64 {
        %c64_i64_154 = arith.constant 64 : i64
        %116 = arith.muli %arg17, %c64_i64_154 : i64
        %117 = arith.addi %52, %116 : i64
        %118 = llvm.getelementptr %13[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %119 = llvm.load %118 : !llvm.ptr<1> -> f32
        %c64_i64_155 = arith.constant 64 : i64
        %120 = arith.muli %53, %c64_i64_155 : i64
        %121 = arith.addi %arg17, %120 : i64
        %122 = llvm.getelementptr %15[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %123 = llvm.load %122 : !llvm.ptr<1> -> f32
        %c64_i64_156 = arith.constant 64 : i64
        %124 = arith.muli %55, %c64_i64_156 : i64
        %125 = arith.addi %arg17, %124 : i64
        %126 = llvm.getelementptr %15[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %127 = llvm.load %126 : !llvm.ptr<1> -> f32
        %c64_i64_157 = arith.constant 64 : i64
        %128 = arith.muli %57, %c64_i64_157 : i64
        %129 = arith.addi %arg17, %128 : i64
        %130 = llvm.getelementptr %15[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %131 = llvm.load %130 : !llvm.ptr<1> -> f32
        %c64_i64_158 = arith.constant 64 : i64
        %132 = arith.muli %59, %c64_i64_158 : i64
        %133 = arith.addi %arg17, %132 : i64
        %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %135 = llvm.load %134 : !llvm.ptr<1> -> f32
        %c64_i64_159 = arith.constant 64 : i64
        %136 = arith.muli %61, %c64_i64_159 : i64
        %137 = arith.addi %arg17, %136 : i64
        %138 = llvm.getelementptr %15[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %139 = llvm.load %138 : !llvm.ptr<1> -> f32
        %c64_i64_160 = arith.constant 64 : i64
        %140 = arith.muli %63, %c64_i64_160 : i64
        %141 = arith.addi %arg17, %140 : i64
        %142 = llvm.getelementptr %15[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %143 = llvm.load %142 : !llvm.ptr<1> -> f32
        %c64_i64_161 = arith.constant 64 : i64
        %144 = arith.muli %65, %c64_i64_161 : i64
        %145 = arith.addi %arg17, %144 : i64
        %146 = llvm.getelementptr %15[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %147 = llvm.load %146 : !llvm.ptr<1> -> f32
        %c64_i64_162 = arith.constant 64 : i64
        %148 = arith.muli %67, %c64_i64_162 : i64
        %149 = arith.addi %arg17, %148 : i64
        %150 = llvm.getelementptr %15[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %151 = llvm.load %150 : !llvm.ptr<1> -> f32
        %152 = memref.load %alloca_77[] : memref<f32>
        %153 = arith.mulf %119, %123 : f32
        %154 = arith.addf %152, %153 : f32
        memref.store %154, %alloca_77[] : memref<f32>
        %155 = memref.load %alloca_78[] : memref<f32>
        %156 = arith.mulf %119, %127 : f32
        %157 = arith.addf %155, %156 : f32
        memref.store %157, %alloca_78[] : memref<f32>
        %158 = memref.load %alloca_79[] : memref<f32>
        %159 = arith.mulf %119, %131 : f32
        %160 = arith.addf %158, %159 : f32
        memref.store %160, %alloca_79[] : memref<f32>
        %161 = memref.load %alloca_80[] : memref<f32>
        %162 = arith.mulf %119, %135 : f32
        %163 = arith.addf %161, %162 : f32
        memref.store %163, %alloca_80[] : memref<f32>
        %164 = memref.load %alloca_81[] : memref<f32>
        %165 = arith.mulf %119, %139 : f32
        %166 = arith.addf %164, %165 : f32
        memref.store %166, %alloca_81[] : memref<f32>
        %167 = memref.load %alloca_82[] : memref<f32>
        %168 = arith.mulf %119, %143 : f32
        %169 = arith.addf %167, %168 : f32
        memref.store %169, %alloca_82[] : memref<f32>
        %170 = memref.load %alloca_83[] : memref<f32>
        %171 = arith.mulf %119, %147 : f32
        %172 = arith.addf %170, %171 : f32
        memref.store %172, %alloca_83[] : memref<f32>
        %173 = memref.load %alloca_84[] : memref<f32>
        %174 = arith.mulf %119, %151 : f32
        %175 = arith.addf %173, %174 : f32
        memref.store %175, %alloca_84[] : memref<f32>
      }
      %68 = memref.load %alloca_77[] : memref<f32>
      %c64_i64_128 = arith.constant 64 : i64
      %69 = arith.muli %53, %c64_i64_128 : i64
      %70 = arith.addi %52, %69 : i64
      %71 = llvm.getelementptr %17[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %68, %71 : f32, !llvm.ptr<1>
      %72 = memref.load %alloca_78[] : memref<f32>
      %c64_i64_129 = arith.constant 64 : i64
      %73 = arith.muli %55, %c64_i64_129 : i64
      %74 = arith.addi %52, %73 : i64
      %75 = llvm.getelementptr %17[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %72, %75 : f32, !llvm.ptr<1>
      %76 = memref.load %alloca_79[] : memref<f32>
      %c64_i64_130 = arith.constant 64 : i64
      %77 = arith.muli %57, %c64_i64_130 : i64
      %78 = arith.addi %52, %77 : i64
      %79 = llvm.getelementptr %17[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %76, %79 : f32, !llvm.ptr<1>
      %80 = memref.load %alloca_80[] : memref<f32>
      %c64_i64_131 = arith.constant 64 : i64
      %81 = arith.muli %59, %c64_i64_131 : i64
      %82 = arith.addi %52, %81 : i64
      %83 = llvm.getelementptr %17[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %80, %83 : f32, !llvm.ptr<1>
      %84 = memref.load %alloca_81[] : memref<f32>
      %c64_i64_132 = arith.constant 64 : i64
      %85 = arith.muli %61, %c64_i64_132 : i64
      %86 = arith.addi %52, %85 : i64
      %87 = llvm.getelementptr %17[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %84, %87 : f32, !llvm.ptr<1>
      %88 = memref.load %alloca_82[] : memref<f32>
      %c64_i64_133 = arith.constant 64 : i64
      %89 = arith.muli %63, %c64_i64_133 : i64
      %90 = arith.addi %52, %89 : i64
      %91 = llvm.getelementptr %17[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %88, %91 : f32, !llvm.ptr<1>
      %92 = memref.load %alloca_83[] : memref<f32>
      %c64_i64_134 = arith.constant 64 : i64
      %93 = arith.muli %65, %c64_i64_134 : i64
      %94 = arith.addi %52, %93 : i64
      %95 = llvm.getelementptr %17[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %92, %95 : f32, !llvm.ptr<1>
      %96 = memref.load %alloca_84[] : memref<f32>
      %c64_i64_135 = arith.constant 64 : i64
      %97 = arith.muli %67, %c64_i64_135 : i64
      %98 = arith.addi %52, %97 : i64
      %99 = llvm.getelementptr %17[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %96, %99 : f32, !llvm.ptr<1>
      %thread_id_x_136 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_136 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %101 = arith.minsi %100, %c42_i64 : i64
      %thread_id_y_137 = gpu.thread_id  y
      %102 = arith.index_cast %thread_id_y_137 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %103 = arith.minsi %102, %c11_i64 : i64
      %thread_id_y_138 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_138 : index to i64
      %c8_i64_139 = arith.constant 8 : i64
      %105 = arith.addi %104, %c8_i64_139 : i64
      %c11_i64_140 = arith.constant 11 : i64
      %106 = arith.minsi %105, %c11_i64_140 : i64
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_85[] : memref<f32>
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_86[] : memref<f32>
      %c0_i64_143 = arith.constant 0 : i64
      %c1_i64_144 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_143 to %20 step %c1_i64_144  : i64 {
        %c43_i64_154 = arith.constant 43 : i64
        %116 = arith.muli %arg17, %c43_i64_154 : i64
        %117 = arith.addi %101, %116 : i64
        %118 = llvm.getelementptr %19[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %119 = llvm.load %118 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %120 = arith.muli %arg17, %c12_i64 : i64
        %121 = arith.addi %103, %120 : i64
        %122 = llvm.getelementptr %22[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %123 = llvm.load %122 : !llvm.ptr<1> -> f32
        %c12_i64_155 = arith.constant 12 : i64
        %124 = arith.muli %arg17, %c12_i64_155 : i64
        %125 = arith.addi %106, %124 : i64
        %126 = llvm.getelementptr %22[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %127 = llvm.load %126 : !llvm.ptr<1> -> f32
        %128 = memref.load %alloca_85[] : memref<f32>
        %129 = arith.mulf %119, %123 : f32
        %130 = arith.addf %128, %129 : f32
        memref.store %130, %alloca_85[] : memref<f32>
        %131 = memref.load %alloca_86[] : memref<f32>
        %132 = arith.mulf %119, %127 : f32
        %133 = arith.addf %131, %132 : f32
        memref.store %133, %alloca_86[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %107 = arith.cmpi slt, %100, %c43_i64 : i64
      scf.if %107 {
        %c12_i64 = arith.constant 12 : i64
        %116 = arith.cmpi slt, %102, %c12_i64 : i64
        scf.if %116 {
          %118 = memref.load %alloca_85[] : memref<f32>
          %c43_i64_155 = arith.constant 43 : i64
          %119 = arith.muli %102, %c43_i64_155 : i64
          %120 = arith.addi %100, %119 : i64
          %121 = llvm.getelementptr %25[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c12_i64_154 = arith.constant 12 : i64
        %117 = arith.cmpi slt, %105, %c12_i64_154 : i64
        scf.if %117 {
          %118 = memref.load %alloca_86[] : memref<f32>
          %c43_i64_155 = arith.constant 43 : i64
          %119 = arith.muli %105, %c43_i64_155 : i64
          %120 = arith.addi %100, %119 : i64
          %121 = llvm.getelementptr %25[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_145 = gpu.thread_id  x
      %108 = arith.index_cast %thread_id_x_145 : index to i64
      %c64_i64_146 = arith.constant 64 : i64
      %thread_id_y_147 = gpu.thread_id  y
      %109 = arith.index_cast %thread_id_y_147 : index to i64
      %110 = arith.muli %c64_i64_146, %109 : i64
      %111 = arith.addi %108, %110 : i64
      %c32_i64_148 = arith.constant 32 : i64
      %112 = arith.divsi %111, %c32_i64_148 : i64
      %c32_i64_149 = arith.constant 32 : i64
      %113 = arith.remsi %111, %c32_i64_149 : i64
      %c4_i64_150 = arith.constant 4 : i64
      %114 = arith.divsi %113, %c4_i64_150 : i64
      %c4_i64_151 = arith.constant 4 : i64
      %115 = arith.remsi %113, %c4_i64_151 : i64
      %c16_i64_152 = arith.constant 16 : i64
      %c16_i64_153 = arith.constant 16 : i64
      scf.for %arg17 = %112 to %c16_i64_152 step %c16_i64_153  : i64 {
        %c8_i64_154 = arith.constant 8 : i64
        %116 = arith.remsi %arg17, %c8_i64_154 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %117 = arith.divsi %arg17, %c8_i64_155 : i64
        %c8_i64_156 = arith.constant 8 : i64
        %118 = arith.muli %116, %c8_i64_156 : i64
        %c8_i64_157 = arith.constant 8 : i64
        %119 = arith.muli %117, %c8_i64_157 : i64
        %cst_158 = arith.constant 0.000000e+00 : f64
        memref.store %cst_158, %alloca_87[] : memref<f64>
        %cst_159 = arith.constant 0.000000e+00 : f64
        memref.store %cst_159, %alloca_88[] : memref<f64>
        %120 = arith.addi %118, %114 : i64
        %c60_i64 = arith.constant 60 : i64
        %121 = arith.minsi %120, %c60_i64 : i64
        %122 = arith.addi %119, %114 : i64
        %c9_i64 = arith.constant 9 : i64
        %123 = arith.minsi %122, %c9_i64 : i64
        %c0_i64_160 = arith.constant 0 : i64
        %c4_i64_161 = arith.constant 4 : i64
        %c4_i64_162 = arith.constant 4 : i64
        scf.for %arg18 = %c0_i64_160 to %c4_i64_161 step %c4_i64_162  : i64 {
          %158 = arith.addi %arg18, %115 : i64
          %159 = arith.addi %arg18, %115 : i64
          %c61_i64_173 = arith.constant 61 : i64
          %160 = arith.muli %158, %c61_i64_173 : i64
          %161 = arith.addi %121, %160 : i64
          %162 = llvm.getelementptr %27[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %163 = llvm.load %162 : !llvm.ptr<1> -> f64
          %c6_i64_174 = arith.constant 6 : i64
          %164 = arith.muli %123, %c6_i64_174 : i64
          %165 = arith.addi %159, %164 : i64
          %166 = llvm.getelementptr %29[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %167 = llvm.load %166 : !llvm.ptr<1> -> f64
          %168 = memref.load %alloca_87[] : memref<f64>
          %169 = memref.load %alloca_88[] : memref<f64>
          %170 = nvvm.mma.sync A[%163]  B[%167]  C[%168, %169]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %171 = llvm.extractvalue %170[0] : !llvm.struct<(f64, f64)> 
          memref.store %171, %alloca_87[] : memref<f64>
          %172 = llvm.extractvalue %170[1] : !llvm.struct<(f64, f64)> 
          memref.store %172, %alloca_88[] : memref<f64>
        }
        %c4_i64_163 = arith.constant 4 : i64
        %124 = arith.addi %c4_i64_163, %115 : i64
        %c4_i64_164 = arith.constant 4 : i64
        %125 = arith.addi %c4_i64_164, %115 : i64
        %c5_i64 = arith.constant 5 : i64
        %126 = arith.minsi %124, %c5_i64 : i64
        %c61_i64 = arith.constant 61 : i64
        %127 = arith.muli %126, %c61_i64 : i64
        %128 = arith.addi %121, %127 : i64
        %129 = llvm.getelementptr %27[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %130 = llvm.load %129 : !llvm.ptr<1> -> f64
        memref.store %130, %alloca_89[] : memref<f64>
        %c6_i64 = arith.constant 6 : i64
        %131 = arith.cmpi sge, %124, %c6_i64 : i64
        scf.if %131 {
          %cst_173 = arith.constant 0.000000e+00 : f64
          memref.store %cst_173, %alloca_89[] : memref<f64>
        }
        %c5_i64_165 = arith.constant 5 : i64
        %132 = arith.minsi %125, %c5_i64_165 : i64
        %c6_i64_166 = arith.constant 6 : i64
        %133 = arith.muli %123, %c6_i64_166 : i64
        %134 = arith.addi %132, %133 : i64
        %135 = llvm.getelementptr %29[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %136 = llvm.load %135 : !llvm.ptr<1> -> f64
        memref.store %136, %alloca_90[] : memref<f64>
        %c6_i64_167 = arith.constant 6 : i64
        %137 = arith.cmpi sge, %125, %c6_i64_167 : i64
        scf.if %137 {
          %cst_173 = arith.constant 0.000000e+00 : f64
          memref.store %cst_173, %alloca_90[] : memref<f64>
        }
        %138 = memref.load %alloca_89[] : memref<f64>
        %139 = memref.load %alloca_90[] : memref<f64>
        %140 = memref.load %alloca_87[] : memref<f64>
        %141 = memref.load %alloca_88[] : memref<f64>
        %142 = nvvm.mma.sync A[%138]  B[%139]  C[%140, %141]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %143 = llvm.extractvalue %142[0] : !llvm.struct<(f64, f64)> 
        memref.store %143, %alloca_87[] : memref<f64>
        %144 = llvm.extractvalue %142[1] : !llvm.struct<(f64, f64)> 
        memref.store %144, %alloca_88[] : memref<f64>
        %145 = arith.addi %118, %114 : i64
        %c2_i64 = arith.constant 2 : i64
        %146 = arith.muli %115, %c2_i64 : i64
        %147 = arith.addi %119, %146 : i64
        %c61_i64_168 = arith.constant 61 : i64
        %148 = arith.cmpi slt, %145, %c61_i64_168 : i64
        %c10_i64 = arith.constant 10 : i64
        %149 = arith.cmpi slt, %147, %c10_i64 : i64
        %150 = arith.andi %148, %149 : i1
        scf.if %150 {
          %c61_i64_173 = arith.constant 61 : i64
          %158 = arith.muli %147, %c61_i64_173 : i64
          %159 = arith.addi %145, %158 : i64
          %160 = llvm.getelementptr %31[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %161 = llvm.load %160 : !llvm.ptr<1> -> f64
          %162 = memref.load %alloca_87[] : memref<f64>
          %163 = arith.addf %161, %162 : f64
          %c61_i64_174 = arith.constant 61 : i64
          %164 = arith.muli %147, %c61_i64_174 : i64
          %165 = arith.addi %145, %164 : i64
          %166 = llvm.getelementptr %31[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %163, %166 : f64, !llvm.ptr<1>
        }
        %151 = arith.addi %118, %114 : i64
        %c2_i64_169 = arith.constant 2 : i64
        %152 = arith.muli %115, %c2_i64_169 : i64
        %c1_i64_170 = arith.constant 1 : i64
        %153 = arith.addi %152, %c1_i64_170 : i64
        %154 = arith.addi %119, %153 : i64
        %c61_i64_171 = arith.constant 61 : i64
        %155 = arith.cmpi slt, %151, %c61_i64_171 : i64
        %c10_i64_172 = arith.constant 10 : i64
        %156 = arith.cmpi slt, %154, %c10_i64_172 : i64
        %157 = arith.andi %155, %156 : i1
        scf.if %157 {
          %c61_i64_173 = arith.constant 61 : i64
          %158 = arith.muli %154, %c61_i64_173 : i64
          %159 = arith.addi %151, %158 : i64
          %160 = llvm.getelementptr %31[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %161 = llvm.load %160 : !llvm.ptr<1> -> f64
          %162 = memref.load %alloca_88[] : memref<f64>
          %163 = arith.addf %161, %162 : f64
          %c61_i64_174 = arith.constant 61 : i64
          %164 = arith.muli %154, %c61_i64_174 : i64
          %165 = arith.addi %151, %164 : i64
          %166 = llvm.getelementptr %31[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %163, %166 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
