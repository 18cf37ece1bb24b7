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
      %alloca_77 = memref.alloca() : memref<f64>
      %alloca_78 = memref.alloca() : memref<f64>
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
        %c100_i64_167 = arith.constant 100 : i64
        %123 = arith.muli %arg17, %c100_i64_167 : i64
        %124 = arith.addi %33, %123 : i64
        %125 = llvm.getelementptr %1[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c100_i64_168 = arith.constant 100 : i64
        %127 = arith.muli %arg17, %c100_i64_168 : i64
        %128 = arith.addi %36, %127 : i64
        %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c7_i64_169 = arith.constant 7 : i64
        %131 = arith.muli %38, %c7_i64_169 : i64
        %132 = arith.addi %arg17, %131 : i64
        %133 = llvm.getelementptr %3[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c7_i64_170 = arith.constant 7 : i64
        %135 = arith.muli %41, %c7_i64_170 : i64
        %136 = arith.addi %arg17, %135 : i64
        %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %139 = memref.load %alloca[] : memref<f32>
        %140 = arith.mulf %126, %134 : f32
        %141 = arith.addf %139, %140 : f32
        memref.store %141, %alloca[] : memref<f32>
        %142 = memref.load %alloca_70[] : memref<f32>
        %143 = arith.mulf %126, %138 : f32
        %144 = arith.addf %142, %143 : f32
        memref.store %144, %alloca_70[] : memref<f32>
        %145 = memref.load %alloca_71[] : memref<f32>
        %146 = arith.mulf %130, %134 : f32
        %147 = arith.addf %145, %146 : f32
        memref.store %147, %alloca_71[] : memref<f32>
        %148 = memref.load %alloca_72[] : memref<f32>
        %149 = arith.mulf %130, %138 : f32
        %150 = arith.addf %148, %149 : f32
        memref.store %150, %alloca_72[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %42 = arith.cmpi slt, %32, %c100_i64 : i64
      scf.if %42 {
        %c9_i64_167 = arith.constant 9 : i64
        %123 = arith.cmpi slt, %37, %c9_i64_167 : i64
        scf.if %123 {
          %125 = memref.load %alloca[] : memref<f32>
          %126 = arith.mulf %arg0, %125 : f32
          %c100_i64_169 = arith.constant 100 : i64
          %127 = arith.muli %37, %c100_i64_169 : i64
          %128 = arith.addi %32, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = arith.mulf %arg1, %130 : f32
          %132 = arith.addf %126, %131 : f32
          %c100_i64_170 = arith.constant 100 : i64
          %133 = arith.muli %37, %c100_i64_170 : i64
          %134 = arith.addi %32, %133 : i64
          %135 = llvm.getelementptr %5[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c9_i64_168 = arith.constant 9 : i64
        %124 = arith.cmpi slt, %40, %c9_i64_168 : i64
        scf.if %124 {
          %125 = memref.load %alloca_70[] : memref<f32>
          %126 = arith.mulf %arg0, %125 : f32
          %c100_i64_169 = arith.constant 100 : i64
          %127 = arith.muli %40, %c100_i64_169 : i64
          %128 = arith.addi %32, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = arith.mulf %arg1, %130 : f32
          %132 = arith.addf %126, %131 : f32
          %c100_i64_170 = arith.constant 100 : i64
          %133 = arith.muli %40, %c100_i64_170 : i64
          %134 = arith.addi %32, %133 : i64
          %135 = llvm.getelementptr %5[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_99 = arith.constant 100 : i64
      %43 = arith.cmpi slt, %35, %c100_i64_99 : i64
      scf.if %43 {
        %c9_i64_167 = arith.constant 9 : i64
        %123 = arith.cmpi slt, %37, %c9_i64_167 : i64
        scf.if %123 {
          %125 = memref.load %alloca_71[] : memref<f32>
          %126 = arith.mulf %arg0, %125 : f32
          %c100_i64_169 = arith.constant 100 : i64
          %127 = arith.muli %37, %c100_i64_169 : i64
          %128 = arith.addi %35, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = arith.mulf %arg1, %130 : f32
          %132 = arith.addf %126, %131 : f32
          %c100_i64_170 = arith.constant 100 : i64
          %133 = arith.muli %37, %c100_i64_170 : i64
          %134 = arith.addi %35, %133 : i64
          %135 = llvm.getelementptr %5[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c9_i64_168 = arith.constant 9 : i64
        %124 = arith.cmpi slt, %40, %c9_i64_168 : i64
        scf.if %124 {
          %125 = memref.load %alloca_72[] : memref<f32>
          %126 = arith.mulf %arg0, %125 : f32
          %c100_i64_169 = arith.constant 100 : i64
          %127 = arith.muli %40, %c100_i64_169 : i64
          %128 = arith.addi %35, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = arith.mulf %arg1, %130 : f32
          %132 = arith.addf %126, %131 : f32
          %c100_i64_170 = arith.constant 100 : i64
          %133 = arith.muli %40, %c100_i64_170 : i64
          %134 = arith.addi %35, %133 : i64
          %135 = llvm.getelementptr %5[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_100 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_100 : index to i64
      %c69_i64 = arith.constant 69 : i64
      %45 = arith.minsi %44, %c69_i64 : i64
      %thread_id_x_101 = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x_101 : index to i64
      %c64_i64_102 = arith.constant 64 : i64
      %47 = arith.addi %46, %c64_i64_102 : i64
      %c69_i64_103 = arith.constant 69 : i64
      %48 = arith.minsi %47, %c69_i64_103 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %49 = arith.index_cast %thread_id_y_104 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %50 = arith.minsi %49, %c19_i64 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_105 : index to i64
      %c8_i64_106 = arith.constant 8 : i64
      %52 = arith.addi %51, %c8_i64_106 : i64
      %c19_i64_107 = arith.constant 19 : i64
      %53 = arith.minsi %52, %c19_i64_107 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_108 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %55 = arith.addi %54, %c16_i64 : i64
      %c19_i64_109 = arith.constant 19 : i64
      %56 = arith.minsi %55, %c19_i64_109 : i64
      %cst_110 = arith.constant 0.000000e+00 : f64
      memref.store %cst_110, %alloca_73[] : memref<f64>
      %cst_111 = arith.constant 0.000000e+00 : f64
      memref.store %cst_111, %alloca_74[] : memref<f64>
      %cst_112 = arith.constant 0.000000e+00 : f64
      memref.store %cst_112, %alloca_75[] : memref<f64>
      %cst_113 = arith.constant 0.000000e+00 : f64
      memref.store %cst_113, %alloca_76[] : memref<f64>
      %cst_114 = arith.constant 0.000000e+00 : f64
      memref.store %cst_114, %alloca_77[] : memref<f64>
      %cst_115 = arith.constant 0.000000e+00 : f64
      memref.store %cst_115, %alloca_78[] : memref<f64>
      %c0_i64_116 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64_117 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_116 to %c13_i64 step %c1_i64_117  : i64 {
        %c70_i64_167 = arith.constant 70 : i64
        %123 = arith.muli %arg17, %c70_i64_167 : i64
        %124 = arith.addi %45, %123 : i64
        %125 = llvm.getelementptr %7[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %126 = llvm.load %125 : !llvm.ptr<1> -> f64
        %c70_i64_168 = arith.constant 70 : i64
        %127 = arith.muli %arg17, %c70_i64_168 : i64
        %128 = arith.addi %48, %127 : i64
        %129 = llvm.getelementptr %7[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %130 = llvm.load %129 : !llvm.ptr<1> -> f64
        %c13_i64_169 = arith.constant 13 : i64
        %131 = arith.muli %50, %c13_i64_169 : i64
        %132 = arith.addi %arg17, %131 : i64
        %133 = llvm.getelementptr %9[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %134 = llvm.load %133 : !llvm.ptr<1> -> f64
        %c13_i64_170 = arith.constant 13 : i64
        %135 = arith.muli %53, %c13_i64_170 : i64
        %136 = arith.addi %arg17, %135 : i64
        %137 = llvm.getelementptr %9[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %138 = llvm.load %137 : !llvm.ptr<1> -> f64
        %c13_i64_171 = arith.constant 13 : i64
        %139 = arith.muli %56, %c13_i64_171 : i64
        %140 = arith.addi %arg17, %139 : i64
        %141 = llvm.getelementptr %9[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %142 = llvm.load %141 : !llvm.ptr<1> -> f64
        %143 = memref.load %alloca_73[] : memref<f64>
        %144 = arith.mulf %126, %134 : f64
        %145 = arith.addf %143, %144 : f64
        memref.store %145, %alloca_73[] : memref<f64>
        %146 = memref.load %alloca_74[] : memref<f64>
        %147 = arith.mulf %126, %138 : f64
        %148 = arith.addf %146, %147 : f64
        memref.store %148, %alloca_74[] : memref<f64>
        %149 = memref.load %alloca_75[] : memref<f64>
        %150 = arith.mulf %126, %142 : f64
        %151 = arith.addf %149, %150 : f64
        memref.store %151, %alloca_75[] : memref<f64>
        %152 = memref.load %alloca_76[] : memref<f64>
        %153 = arith.mulf %130, %134 : f64
        %154 = arith.addf %152, %153 : f64
        memref.store %154, %alloca_76[] : memref<f64>
        %155 = memref.load %alloca_77[] : memref<f64>
        %156 = arith.mulf %130, %138 : f64
        %157 = arith.addf %155, %156 : f64
        memref.store %157, %alloca_77[] : memref<f64>
        %158 = memref.load %alloca_78[] : memref<f64>
        %159 = arith.mulf %130, %142 : f64
        %160 = arith.addf %158, %159 : f64
        memref.store %160, %alloca_78[] : memref<f64>
      }
      %c70_i64 = arith.constant 70 : i64
      %57 = arith.cmpi slt, %44, %c70_i64 : i64
      scf.if %57 {
        %c20_i64 = arith.constant 20 : i64
        %123 = arith.cmpi slt, %49, %c20_i64 : i64
        scf.if %123 {
          %c70_i64_169 = arith.constant 70 : i64
          %126 = arith.muli %49, %c70_i64_169 : i64
          %127 = arith.addi %44, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca_73[] : memref<f64>
          %131 = arith.addf %129, %130 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %132 = arith.muli %49, %c70_i64_170 : i64
          %133 = arith.addi %44, %132 : i64
          %134 = llvm.getelementptr %11[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<1>
        }
        %c20_i64_167 = arith.constant 20 : i64
        %124 = arith.cmpi slt, %52, %c20_i64_167 : i64
        scf.if %124 {
          %c70_i64_169 = arith.constant 70 : i64
          %126 = arith.muli %52, %c70_i64_169 : i64
          %127 = arith.addi %44, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca_74[] : memref<f64>
          %131 = arith.addf %129, %130 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %132 = arith.muli %52, %c70_i64_170 : i64
          %133 = arith.addi %44, %132 : i64
          %134 = llvm.getelementptr %11[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<1>
        }
        %c20_i64_168 = arith.constant 20 : i64
        %125 = arith.cmpi slt, %55, %c20_i64_168 : i64
        scf.if %125 {
          %c70_i64_169 = arith.constant 70 : i64
          %126 = arith.muli %55, %c70_i64_169 : i64
          %127 = arith.addi %44, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca_75[] : memref<f64>
          %131 = arith.addf %129, %130 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %132 = arith.muli %55, %c70_i64_170 : i64
          %133 = arith.addi %44, %132 : i64
          %134 = llvm.getelementptr %11[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<1>
        }
      }
      %c70_i64_118 = arith.constant 70 : i64
      %58 = arith.cmpi slt, %47, %c70_i64_118 : i64
      scf.if %58 {
        %c20_i64 = arith.constant 20 : i64
        %123 = arith.cmpi slt, %49, %c20_i64 : i64
        scf.if %123 {
          %c70_i64_169 = arith.constant 70 : i64
          %126 = arith.muli %49, %c70_i64_169 : i64
          %127 = arith.addi %47, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca_76[] : memref<f64>
          %131 = arith.addf %129, %130 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %132 = arith.muli %49, %c70_i64_170 : i64
          %133 = arith.addi %47, %132 : i64
          %134 = llvm.getelementptr %11[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<1>
        }
        %c20_i64_167 = arith.constant 20 : i64
        %124 = arith.cmpi slt, %52, %c20_i64_167 : i64
        scf.if %124 {
          %c70_i64_169 = arith.constant 70 : i64
          %126 = arith.muli %52, %c70_i64_169 : i64
          %127 = arith.addi %47, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca_77[] : memref<f64>
          %131 = arith.addf %129, %130 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %132 = arith.muli %52, %c70_i64_170 : i64
          %133 = arith.addi %47, %132 : i64
          %134 = llvm.getelementptr %11[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<1>
        }
        %c20_i64_168 = arith.constant 20 : i64
        %125 = arith.cmpi slt, %55, %c20_i64_168 : i64
        scf.if %125 {
          %c70_i64_169 = arith.constant 70 : i64
          %126 = arith.muli %55, %c70_i64_169 : i64
          %127 = arith.addi %47, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca_78[] : memref<f64>
          %131 = arith.addf %129, %130 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %132 = arith.muli %55, %c70_i64_170 : i64
          %133 = arith.addi %47, %132 : i64
          %134 = llvm.getelementptr %11[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_119 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_119 : index to i64
      %thread_id_y_120 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_120 : index to i64
      %thread_id_y_121 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_121 : index to i64
      %c8_i64_122 = arith.constant 8 : i64
      %62 = arith.addi %61, %c8_i64_122 : i64
      %thread_id_y_123 = gpu.thread_id  y
      %63 = arith.index_cast %thread_id_y_123 : index to i64
      %c16_i64_124 = arith.constant 16 : i64
      %64 = arith.addi %63, %c16_i64_124 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_125 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %66 = arith.addi %65, %c24_i64 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y_126 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %68 = arith.addi %67, %c32_i64 : i64
      %thread_id_y_127 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_127 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %70 = arith.addi %69, %c40_i64 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_128 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %72 = arith.addi %71, %c48_i64 : i64
      %thread_id_y_129 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_129 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %74 = arith.addi %73, %c56_i64 : i64
      %cst_130 = arith.constant 0.000000e+00 : f32
      memref.store %cst_130, %alloca_79[] : memref<f32>
      %cst_131 = arith.constant 0.000000e+00 : f32
      memref.store %cst_131, %alloca_80[] : memref<f32>
      %cst_132 = arith.constant 0.000000e+00 : f32
      memref.store %cst_132, %alloca_81[] : memref<f32>
      %cst_133 = arith.constant 0.000000e+00 : f32
      memref.store %cst_133, %alloca_82[] : memref<f32>
      %cst_134 = arith.constant 0.000000e+00 : f32
      memref.store %cst_134, %alloca_83[] : memref<f32>
      %cst_135 = arith.constant 0.000000e+00 : f32
      memref.store %cst_135, %alloca_84[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_85[] : memref<f32>
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_86[] : memref<f32>
      %c0_i64_138 = arith.constant 0 : i64
      %c64_i64_139 = arith.constant 64 : i64
      %c1_i64_140 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_138 to %c64_i64_139 step %c1_i64_140  : i64 {
        %c64_i64_167 = arith.constant 64 : i64
        %123 = arith.muli %arg17, %c64_i64_167 : i64
        %124 = arith.addi %59, %123 : i64
        %125 = llvm.getelementptr %13[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c64_i64_168 = arith.constant 64 : i64
        %127 = arith.muli %60, %c64_i64_168 : i64
        %128 = arith.addi %arg17, %127 : i64
        %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c64_i64_169 = arith.constant 64 : i64
        %131 = arith.muli %62, %c64_i64_169 : i64
        %132 = arith.addi %arg17, %131 : i64
        %133 = llvm.getelementptr %15[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c64_i64_170 = arith.constant 64 : i64
        %135 = arith.muli %64, %c64_i64_170 : i64
        %136 = arith.addi %arg17, %135 : i64
        %137 = llvm.getelementptr %15[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %c64_i64_171 = arith.constant 64 : i64
        %139 = arith.muli %66, %c64_i64_171 : i64
        %140 = arith.addi %arg17, %139 : i64
        %141 = llvm.getelementptr %15[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %142 = llvm.load %141 : !llvm.ptr<1> -> f32
        %c64_i64_172 = arith.constant 64 : i64
        %143 = arith.muli %68, %c64_i64_172 : i64
        %144 = arith.addi %arg17, %143 : i64
        %145 = llvm.getelementptr %15[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %146 = llvm.load %145 : !llvm.ptr<1> -> f32
        %c64_i64_173 = arith.constant 64 : i64
        %147 = arith.muli %70, %c64_i64_173 : i64
        %148 = arith.addi %arg17, %147 : i64
        %149 = llvm.getelementptr %15[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %150 = llvm.load %149 : !llvm.ptr<1> -> f32
        %c64_i64_174 = arith.constant 64 : i64
        %151 = arith.muli %72, %c64_i64_174 : i64
        %152 = arith.addi %arg17, %151 : i64
        %153 = llvm.getelementptr %15[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %154 = llvm.load %153 : !llvm.ptr<1> -> f32
        %c64_i64_175 = arith.constant 64 : i64
        %155 = arith.muli %74, %c64_i64_175 : i64
        %156 = arith.addi %arg17, %155 : i64
        %157 = llvm.getelementptr %15[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %158 = llvm.load %157 : !llvm.ptr<1> -> f32
        %159 = memref.load %alloca_79[] : memref<f32>
        %160 = arith.mulf %126, %130 : f32
        %161 = arith.addf %159, %160 : f32
        memref.store %161, %alloca_79[] : memref<f32>
        %162 = memref.load %alloca_80[] : memref<f32>
        %163 = arith.mulf %126, %134 : f32
        %164 = arith.addf %162, %163 : f32
        memref.store %164, %alloca_80[] : memref<f32>
        %165 = memref.load %alloca_81[] : memref<f32>
        %166 = arith.mulf %126, %138 : f32
        %167 = arith.addf %165, %166 : f32
        memref.store %167, %alloca_81[] : memref<f32>
        %168 = memref.load %alloca_82[] : memref<f32>
        %169 = arith.mulf %126, %142 : f32
        %170 = arith.addf %168, %169 : f32
        memref.store %170, %alloca_82[] : memref<f32>
        %171 = memref.load %alloca_83[] : memref<f32>
        %172 = arith.mulf %126, %146 : f32
        %173 = arith.addf %171, %172 : f32
        memref.store %173, %alloca_83[] : memref<f32>
        %174 = memref.load %alloca_84[] : memref<f32>
        %175 = arith.mulf %126, %150 : f32
        %176 = arith.addf %174, %175 : f32
        memref.store %176, %alloca_84[] : memref<f32>
        %177 = memref.load %alloca_85[] : memref<f32>
        %178 = arith.mulf %126, %154 : f32
        %179 = arith.addf %177, %178 : f32
        memref.store %179, %alloca_85[] : memref<f32>
        %180 = memref.load %alloca_86[] : memref<f32>
        %181 = arith.mulf %126, %158 : f32
        %182 = arith.addf %180, %181 : f32
        memref.store %182, %alloca_86[] : memref<f32>
      }
      %75 = memref.load %alloca_79[] : memref<f32>
      %c64_i64_141 = arith.constant 64 : i64
      %76 = arith.muli %60, %c64_i64_141 : i64
      %77 = arith.addi %59, %76 : i64
      %78 = llvm.getelementptr %17[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %75, %78 : f32, !llvm.ptr<1>
      %79 = memref.load %alloca_80[] : memref<f32>
      %c64_i64_142 = arith.constant 64 : i64
      %80 = arith.muli %62, %c64_i64_142 : i64
      %81 = arith.addi %59, %80 : i64
      %82 = llvm.getelementptr %17[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %79, %82 : f32, !llvm.ptr<1>
      %83 = memref.load %alloca_81[] : memref<f32>
      %c64_i64_143 = arith.constant 64 : i64
      %84 = arith.muli %64, %c64_i64_143 : i64
      %85 = arith.addi %59, %84 : i64
      %86 = llvm.getelementptr %17[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %83, %86 : f32, !llvm.ptr<1>
      %87 = memref.load %alloca_82[] : memref<f32>
      %c64_i64_144 = arith.constant 64 : i64
      %88 = arith.muli %66, %c64_i64_144 : i64
      %89 = arith.addi %59, %88 : i64
      %90 = llvm.getelementptr %17[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %87, %90 : f32, !llvm.ptr<1>
      %91 = memref.load %alloca_83[] : memref<f32>
      %c64_i64_145 = arith.constant 64 : i64
      %92 = arith.muli %68, %c64_i64_145 : i64
      %93 = arith.addi %59, %92 : i64
      %94 = llvm.getelementptr %17[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %91, %94 : f32, !llvm.ptr<1>
      %95 = memref.load %alloca_84[] : memref<f32>
      %c64_i64_146 = arith.constant 64 : i64
      %96 = arith.muli %70, %c64_i64_146 : i64
      %97 = arith.addi %59, %96 : i64
      %98 = llvm.getelementptr %17[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %95, %98 : f32, !llvm.ptr<1>
      %99 = memref.load %alloca_85[] : memref<f32>
      %c64_i64_147 = arith.constant 64 : i64
      %100 = arith.muli %72, %c64_i64_147 : i64
      %101 = arith.addi %59, %100 : i64
      %102 = llvm.getelementptr %17[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %99, %102 : f32, !llvm.ptr<1>
      %103 = memref.load %alloca_86[] : memref<f32>
      %c64_i64_148 = arith.constant 64 : i64
      %104 = arith.muli %74, %c64_i64_148 : i64
      %105 = arith.addi %59, %104 : i64
      %106 = llvm.getelementptr %17[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %103, %106 : f32, !llvm.ptr<1>
      %thread_id_x_149 = gpu.thread_id  x
      %107 = arith.index_cast %thread_id_x_149 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %108 = arith.minsi %107, %c42_i64 : i64
      %thread_id_y_150 = gpu.thread_id  y
      %109 = arith.index_cast %thread_id_y_150 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %110 = arith.minsi %109, %c11_i64 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %111 = arith.index_cast %thread_id_y_151 : index to i64
      %c8_i64_152 = arith.constant 8 : i64
      %112 = arith.addi %111, %c8_i64_152 : i64
      %c11_i64_153 = arith.constant 11 : i64
      %113 = arith.minsi %112, %c11_i64_153 : i64
      %cst_154 = arith.constant 0.000000e+00 : f32
      memref.store %cst_154, %alloca_87[] : memref<f32>
      %cst_155 = arith.constant 0.000000e+00 : f32
      memref.store %cst_155, %alloca_88[] : memref<f32>
      %c0_i64_156 = arith.constant 0 : i64
      %c1_i64_157 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_156 to %20 step %c1_i64_157  : i64 {
        %c43_i64_167 = arith.constant 43 : i64
        %123 = arith.muli %arg17, %c43_i64_167 : i64
        %124 = arith.addi %108, %123 : i64
        %125 = llvm.getelementptr %19[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %127 = arith.muli %arg17, %c12_i64 : i64
        %128 = arith.addi %110, %127 : i64
        %129 = llvm.getelementptr %22[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c12_i64_168 = arith.constant 12 : i64
        %131 = arith.muli %arg17, %c12_i64_168 : i64
        %132 = arith.addi %113, %131 : i64
        %133 = llvm.getelementptr %22[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %135 = memref.load %alloca_87[] : memref<f32>
        %136 = arith.mulf %126, %130 : f32
        %137 = arith.addf %135, %136 : f32
        memref.store %137, %alloca_87[] : memref<f32>
        %138 = memref.load %alloca_88[] : memref<f32>
        %139 = arith.mulf %126, %134 : f32
        %140 = arith.addf %138, %139 : f32
        memref.store %140, %alloca_88[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %114 = arith.cmpi slt, %107, %c43_i64 : i64
      scf.if %114 {
        %c12_i64 = arith.constant 12 : i64
        %123 = arith.cmpi slt, %109, %c12_i64 : i64
        scf.if %123 {
          %125 = memref.load %alloca_87[] : memref<f32>
          %c43_i64_168 = arith.constant 43 : i64
          %126 = arith.muli %109, %c43_i64_168 : i64
          %127 = arith.addi %107, %126 : i64
          %128 = llvm.getelementptr %25[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
        %c12_i64_167 = arith.constant 12 : i64
        %124 = arith.cmpi slt, %112, %c12_i64_167 : i64
        scf.if %124 {
          %125 = memref.load %alloca_88[] : memref<f32>
          %c43_i64_168 = arith.constant 43 : i64
          %126 = arith.muli %112, %c43_i64_168 : i64
          %127 = arith.addi %107, %126 : i64
          %128 = llvm.getelementptr %25[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_158 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_158 : index to i64
      %c60_i64 = arith.constant 60 : i64
      %116 = arith.minsi %115, %c60_i64 : i64
      %thread_id_y_159 = gpu.thread_id  y
      %117 = arith.index_cast %thread_id_y_159 : index to i64
      %c9_i64 = arith.constant 9 : i64
      %118 = arith.minsi %117, %c9_i64 : i64
      %thread_id_y_160 = gpu.thread_id  y
      %119 = arith.index_cast %thread_id_y_160 : index to i64
      %c8_i64_161 = arith.constant 8 : i64
      %120 = arith.addi %119, %c8_i64_161 : i64
      %c9_i64_162 = arith.constant 9 : i64
      %121 = arith.minsi %120, %c9_i64_162 : i64
      %cst_163 = arith.constant 0.000000e+00 : f64
      memref.store %cst_163, %alloca_89[] : memref<f64>
      %cst_164 = arith.constant 0.000000e+00 : f64
      memref.store %cst_164, %alloca_90[] : memref<f64>
      %c0_i64_165 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64_166 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_165 to %c6_i64 step %c1_i64_166  : i64 {
        %c61_i64_167 = arith.constant 61 : i64
        %123 = arith.muli %arg17, %c61_i64_167 : i64
        %124 = arith.addi %116, %123 : i64
        %125 = llvm.getelementptr %27[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %126 = llvm.load %125 : !llvm.ptr<1> -> f64
        %c6_i64_168 = arith.constant 6 : i64
        %127 = arith.muli %118, %c6_i64_168 : i64
        %128 = arith.addi %arg17, %127 : i64
        %129 = llvm.getelementptr %29[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %130 = llvm.load %129 : !llvm.ptr<1> -> f64
        %c6_i64_169 = arith.constant 6 : i64
        %131 = arith.muli %121, %c6_i64_169 : i64
        %132 = arith.addi %arg17, %131 : i64
        %133 = llvm.getelementptr %29[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %134 = llvm.load %133 : !llvm.ptr<1> -> f64
        %135 = memref.load %alloca_89[] : memref<f64>
        %136 = arith.mulf %126, %130 : f64
        %137 = arith.addf %135, %136 : f64
        memref.store %137, %alloca_89[] : memref<f64>
        %138 = memref.load %alloca_90[] : memref<f64>
        %139 = arith.mulf %126, %134 : f64
        %140 = arith.addf %138, %139 : f64
        memref.store %140, %alloca_90[] : memref<f64>
      }
      %c61_i64 = arith.constant 61 : i64
      %122 = arith.cmpi slt, %115, %c61_i64 : i64
      scf.if %122 {
        %c10_i64 = arith.constant 10 : i64
        %123 = arith.cmpi slt, %117, %c10_i64 : i64
        scf.if %123 {
          %c61_i64_168 = arith.constant 61 : i64
          %125 = arith.muli %117, %c61_i64_168 : i64
          %126 = arith.addi %115, %125 : i64
          %127 = llvm.getelementptr %31[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %128 = llvm.load %127 : !llvm.ptr<1> -> f64
          %129 = memref.load %alloca_89[] : memref<f64>
          %130 = arith.addf %128, %129 : f64
          %c61_i64_169 = arith.constant 61 : i64
          %131 = arith.muli %117, %c61_i64_169 : i64
          %132 = arith.addi %115, %131 : i64
          %133 = llvm.getelementptr %31[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %130, %133 : f64, !llvm.ptr<1>
        }
        %c10_i64_167 = arith.constant 10 : i64
        %124 = arith.cmpi slt, %120, %c10_i64_167 : i64
        scf.if %124 {
          %c61_i64_168 = arith.constant 61 : i64
          %125 = arith.muli %120, %c61_i64_168 : i64
          %126 = arith.addi %115, %125 : i64
          %127 = llvm.getelementptr %31[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %128 = llvm.load %127 : !llvm.ptr<1> -> f64
          %129 = memref.load %alloca_90[] : memref<f64>
          %130 = arith.addf %128, %129 : f64
          %c61_i64_169 = arith.constant 61 : i64
          %131 = arith.muli %120, %c61_i64_169 : i64
          %132 = arith.addi %115, %131 : i64
          %133 = llvm.getelementptr %31[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %130, %133 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
