module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_vector_blocks() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8448 x i8>
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
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f64>
      %alloca_92 = memref.alloca() : memref<f64>
      %alloca_93 = memref.alloca() : memref<f64>
      %alloca_94 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x : index to i64
      %c99_i64 = arith.constant 99 : i64
      %33 = arith.minsi %32, %c99_i64 : i64
      %thread_id_x_95 = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x_95 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %35 = arith.addi %34, %c64_i64 : i64
      %c99_i64_96 = arith.constant 99 : i64
      %36 = arith.minsi %35, %c99_i64_96 : i64
      %thread_id_y = gpu.thread_id  y
      %37 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %38 = arith.minsi %37, %c8_i64 : i64
      %thread_id_y_97 = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y_97 : index to i64
      %c8_i64_98 = arith.constant 8 : i64
      %40 = arith.addi %39, %c8_i64_98 : i64
      %c8_i64_99 = arith.constant 8 : i64
      %41 = arith.minsi %40, %c8_i64_99 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_100 = arith.constant 0.000000e+00 : f32
      memref.store %cst_100, %alloca_70[] : memref<f32>
      %cst_101 = arith.constant 0.000000e+00 : f32
      memref.store %cst_101, %alloca_71[] : memref<f32>
      %cst_102 = arith.constant 0.000000e+00 : f32
      memref.store %cst_102, %alloca_72[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c100_i64_172 = arith.constant 100 : i64
        %140 = arith.muli %arg17, %c100_i64_172 : i64
        %141 = arith.addi %33, %140 : i64
        %142 = llvm.getelementptr %1[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %143 = llvm.load %142 : !llvm.ptr<1> -> f32
        %c100_i64_173 = arith.constant 100 : i64
        %144 = arith.muli %arg17, %c100_i64_173 : i64
        %145 = arith.addi %36, %144 : i64
        %146 = llvm.getelementptr %1[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %147 = llvm.load %146 : !llvm.ptr<1> -> f32
        %c7_i64_174 = arith.constant 7 : i64
        %148 = arith.muli %38, %c7_i64_174 : i64
        %149 = arith.addi %arg17, %148 : i64
        %150 = llvm.getelementptr %3[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %151 = llvm.load %150 : !llvm.ptr<1> -> f32
        %c7_i64_175 = arith.constant 7 : i64
        %152 = arith.muli %41, %c7_i64_175 : i64
        %153 = arith.addi %arg17, %152 : i64
        %154 = llvm.getelementptr %3[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %155 = llvm.load %154 : !llvm.ptr<1> -> f32
        %156 = memref.load %alloca[] : memref<f32>
        %157 = llvm.intr.fma(%143, %151, %156) : (f32, f32, f32) -> f32
        memref.store %157, %alloca[] : memref<f32>
        %158 = memref.load %alloca_70[] : memref<f32>
        %159 = llvm.intr.fma(%143, %155, %158) : (f32, f32, f32) -> f32
        memref.store %159, %alloca_70[] : memref<f32>
        %160 = memref.load %alloca_71[] : memref<f32>
        %161 = llvm.intr.fma(%147, %151, %160) : (f32, f32, f32) -> f32
        memref.store %161, %alloca_71[] : memref<f32>
        %162 = memref.load %alloca_72[] : memref<f32>
        %163 = llvm.intr.fma(%147, %155, %162) : (f32, f32, f32) -> f32
        memref.store %163, %alloca_72[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %42 = arith.cmpi slt, %32, %c100_i64 : i64
      scf.if %42 {
        %c9_i64 = arith.constant 9 : i64
        %140 = arith.cmpi slt, %37, %c9_i64 : i64
        scf.if %140 {
          %c100_i64_173 = arith.constant 100 : i64
          %142 = arith.muli %37, %c100_i64_173 : i64
          %143 = arith.addi %32, %142 : i64
          %144 = llvm.getelementptr %5[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %145 = llvm.load %144 : !llvm.ptr<1> -> f32
          %146 = memref.load %alloca[] : memref<f32>
          %147 = arith.mulf %arg0, %146 : f32
          %148 = llvm.intr.fma(%arg1, %145, %147) : (f32, f32, f32) -> f32
          %c100_i64_174 = arith.constant 100 : i64
          %149 = arith.muli %37, %c100_i64_174 : i64
          %150 = arith.addi %32, %149 : i64
          %151 = llvm.getelementptr %5[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %148, %151 : f32, !llvm.ptr<1>
        }
        %c9_i64_172 = arith.constant 9 : i64
        %141 = arith.cmpi slt, %40, %c9_i64_172 : i64
        scf.if %141 {
          %c100_i64_173 = arith.constant 100 : i64
          %142 = arith.muli %40, %c100_i64_173 : i64
          %143 = arith.addi %32, %142 : i64
          %144 = llvm.getelementptr %5[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %145 = llvm.load %144 : !llvm.ptr<1> -> f32
          %146 = memref.load %alloca_70[] : memref<f32>
          %147 = arith.mulf %arg0, %146 : f32
          %148 = llvm.intr.fma(%arg1, %145, %147) : (f32, f32, f32) -> f32
          %c100_i64_174 = arith.constant 100 : i64
          %149 = arith.muli %40, %c100_i64_174 : i64
          %150 = arith.addi %32, %149 : i64
          %151 = llvm.getelementptr %5[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %148, %151 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_103 = arith.constant 100 : i64
      %43 = arith.cmpi slt, %35, %c100_i64_103 : i64
      scf.if %43 {
        %c9_i64 = arith.constant 9 : i64
        %140 = arith.cmpi slt, %37, %c9_i64 : i64
        scf.if %140 {
          %c100_i64_173 = arith.constant 100 : i64
          %142 = arith.muli %37, %c100_i64_173 : i64
          %143 = arith.addi %35, %142 : i64
          %144 = llvm.getelementptr %5[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %145 = llvm.load %144 : !llvm.ptr<1> -> f32
          %146 = memref.load %alloca_71[] : memref<f32>
          %147 = arith.mulf %arg0, %146 : f32
          %148 = llvm.intr.fma(%arg1, %145, %147) : (f32, f32, f32) -> f32
          %c100_i64_174 = arith.constant 100 : i64
          %149 = arith.muli %37, %c100_i64_174 : i64
          %150 = arith.addi %35, %149 : i64
          %151 = llvm.getelementptr %5[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %148, %151 : f32, !llvm.ptr<1>
        }
        %c9_i64_172 = arith.constant 9 : i64
        %141 = arith.cmpi slt, %40, %c9_i64_172 : i64
        scf.if %141 {
          %c100_i64_173 = arith.constant 100 : i64
          %142 = arith.muli %40, %c100_i64_173 : i64
          %143 = arith.addi %35, %142 : i64
          %144 = llvm.getelementptr %5[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %145 = llvm.load %144 : !llvm.ptr<1> -> f32
          %146 = memref.load %alloca_72[] : memref<f32>
          %147 = arith.mulf %arg0, %146 : f32
          %148 = llvm.intr.fma(%arg1, %145, %147) : (f32, f32, f32) -> f32
          %c100_i64_174 = arith.constant 100 : i64
          %149 = arith.muli %40, %c100_i64_174 : i64
          %150 = arith.addi %35, %149 : i64
          %151 = llvm.getelementptr %5[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %148, %151 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_104 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_104 : index to i64
      %c64_i64_105 = arith.constant 64 : i64
      %thread_id_y_106 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_106 : index to i64
      %46 = arith.muli %c64_i64_105, %45 : i64
      %47 = arith.addi %44, %46 : i64
      %c32_i64 = arith.constant 32 : i64
      %48 = arith.divsi %47, %c32_i64 : i64
      %c32_i64_107 = arith.constant 32 : i64
      %49 = arith.remsi %47, %c32_i64_107 : i64
      %c4_i64 = arith.constant 4 : i64
      %50 = arith.divsi %49, %c4_i64 : i64
      %c4_i64_108 = arith.constant 4 : i64
      %51 = arith.remsi %49, %c4_i64_108 : i64
      %c27_i64 = arith.constant 27 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg17 = %48 to %c27_i64 step %c16_i64  : i64 {
        %c9_i64 = arith.constant 9 : i64
        %140 = arith.remsi %arg17, %c9_i64 : i64
        %c9_i64_172 = arith.constant 9 : i64
        %141 = arith.divsi %arg17, %c9_i64_172 : i64
        %c8_i64_173 = arith.constant 8 : i64
        %142 = arith.muli %140, %c8_i64_173 : i64
        %c8_i64_174 = arith.constant 8 : i64
        %143 = arith.muli %141, %c8_i64_174 : i64
        %cst_175 = arith.constant 0.000000e+00 : f64
        memref.store %cst_175, %alloca_73[] : memref<f64>
        %cst_176 = arith.constant 0.000000e+00 : f64
        memref.store %cst_176, %alloca_74[] : memref<f64>
        %144 = arith.addi %142, %50 : i64
        %c69_i64 = arith.constant 69 : i64
        %145 = arith.minsi %144, %c69_i64 : i64
        %146 = arith.addi %143, %50 : i64
        %c19_i64 = arith.constant 19 : i64
        %147 = arith.minsi %146, %c19_i64 : i64
        %c0_i64_177 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_178 = arith.constant 4 : i64
        scf.for %arg18 = %c0_i64_177 to %c12_i64 step %c4_i64_178  : i64 {
          %182 = arith.addi %arg18, %51 : i64
          %183 = arith.addi %arg18, %51 : i64
          %c70_i64_191 = arith.constant 70 : i64
          %184 = arith.muli %182, %c70_i64_191 : i64
          %185 = arith.addi %145, %184 : i64
          %186 = llvm.getelementptr %7[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %187 = llvm.load %186 : !llvm.ptr<1> -> f64
          %c13_i64_192 = arith.constant 13 : i64
          %188 = arith.muli %147, %c13_i64_192 : i64
          %189 = arith.addi %183, %188 : i64
          %190 = llvm.getelementptr %9[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = memref.load %alloca_73[] : memref<f64>
          %193 = memref.load %alloca_74[] : memref<f64>
          %194 = nvvm.mma.sync A[%187]  B[%191]  C[%192, %193]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %195 = llvm.extractvalue %194[0] : !llvm.struct<(f64, f64)> 
          memref.store %195, %alloca_73[] : memref<f64>
          %196 = llvm.extractvalue %194[1] : !llvm.struct<(f64, f64)> 
          memref.store %196, %alloca_74[] : memref<f64>
        }
        %c12_i64_179 = arith.constant 12 : i64
        %148 = arith.addi %c12_i64_179, %51 : i64
        %c12_i64_180 = arith.constant 12 : i64
        %149 = arith.addi %c12_i64_180, %51 : i64
        %c12_i64_181 = arith.constant 12 : i64
        %150 = arith.minsi %148, %c12_i64_181 : i64
        %c70_i64 = arith.constant 70 : i64
        %151 = arith.muli %150, %c70_i64 : i64
        %152 = arith.addi %145, %151 : i64
        %153 = llvm.getelementptr %7[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %154 = llvm.load %153 : !llvm.ptr<1> -> f64
        memref.store %154, %alloca_75[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %155 = arith.cmpi sge, %148, %c13_i64 : i64
        scf.if %155 {
          %cst_191 = arith.constant 0.000000e+00 : f64
          memref.store %cst_191, %alloca_75[] : memref<f64>
        }
        %c12_i64_182 = arith.constant 12 : i64
        %156 = arith.minsi %149, %c12_i64_182 : i64
        %c13_i64_183 = arith.constant 13 : i64
        %157 = arith.muli %147, %c13_i64_183 : i64
        %158 = arith.addi %156, %157 : i64
        %159 = llvm.getelementptr %9[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %160 = llvm.load %159 : !llvm.ptr<1> -> f64
        memref.store %160, %alloca_76[] : memref<f64>
        %c13_i64_184 = arith.constant 13 : i64
        %161 = arith.cmpi sge, %149, %c13_i64_184 : i64
        scf.if %161 {
          %cst_191 = arith.constant 0.000000e+00 : f64
          memref.store %cst_191, %alloca_76[] : memref<f64>
        }
        %162 = memref.load %alloca_75[] : memref<f64>
        %163 = memref.load %alloca_76[] : memref<f64>
        %164 = memref.load %alloca_73[] : memref<f64>
        %165 = memref.load %alloca_74[] : memref<f64>
        %166 = nvvm.mma.sync A[%162]  B[%163]  C[%164, %165]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %167 = llvm.extractvalue %166[0] : !llvm.struct<(f64, f64)> 
        memref.store %167, %alloca_73[] : memref<f64>
        %168 = llvm.extractvalue %166[1] : !llvm.struct<(f64, f64)> 
        memref.store %168, %alloca_74[] : memref<f64>
        %169 = arith.addi %142, %50 : i64
        %c2_i64_185 = arith.constant 2 : i64
        %170 = arith.muli %51, %c2_i64_185 : i64
        %171 = arith.addi %143, %170 : i64
        %c70_i64_186 = arith.constant 70 : i64
        %172 = arith.cmpi slt, %169, %c70_i64_186 : i64
        %c20_i64 = arith.constant 20 : i64
        %173 = arith.cmpi slt, %171, %c20_i64 : i64
        %174 = arith.andi %172, %173 : i1
        scf.if %174 {
          %c70_i64_191 = arith.constant 70 : i64
          %182 = arith.muli %171, %c70_i64_191 : i64
          %183 = arith.addi %169, %182 : i64
          %184 = llvm.getelementptr %11[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %185 = llvm.load %184 : !llvm.ptr<1> -> f64
          %186 = memref.load %alloca_73[] : memref<f64>
          %187 = arith.addf %185, %186 : f64
          %c70_i64_192 = arith.constant 70 : i64
          %188 = arith.muli %171, %c70_i64_192 : i64
          %189 = arith.addi %169, %188 : i64
          %190 = llvm.getelementptr %11[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %175 = arith.addi %142, %50 : i64
        %c2_i64_187 = arith.constant 2 : i64
        %176 = arith.muli %51, %c2_i64_187 : i64
        %c1_i64_188 = arith.constant 1 : i64
        %177 = arith.addi %176, %c1_i64_188 : i64
        %178 = arith.addi %143, %177 : i64
        %c70_i64_189 = arith.constant 70 : i64
        %179 = arith.cmpi slt, %175, %c70_i64_189 : i64
        %c20_i64_190 = arith.constant 20 : i64
        %180 = arith.cmpi slt, %178, %c20_i64_190 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %c70_i64_191 = arith.constant 70 : i64
          %182 = arith.muli %178, %c70_i64_191 : i64
          %183 = arith.addi %175, %182 : i64
          %184 = llvm.getelementptr %11[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %185 = llvm.load %184 : !llvm.ptr<1> -> f64
          %186 = memref.load %alloca_74[] : memref<f64>
          %187 = arith.addf %185, %186 : f64
          %c70_i64_192 = arith.constant 70 : i64
          %188 = arith.muli %178, %c70_i64_192 : i64
          %189 = arith.addi %175, %188 : i64
          %190 = llvm.getelementptr %11[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_109 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_109 : index to i64
      %c64_i64_110 = arith.constant 64 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_111 : index to i64
      %54 = arith.muli %c64_i64_110, %53 : i64
      %55 = arith.addi %52, %54 : i64
      %c64_i64_112 = arith.constant 64 : i64
      %56 = arith.remsi %55, %c64_i64_112 : i64
      %c64_i64_113 = arith.constant 64 : i64
      %57 = arith.divsi %55, %c64_i64_113 : i64
      %c8_i64_114 = arith.constant 8 : i64
      %58 = arith.muli %57, %c8_i64_114 : i64
      %cst_115 = arith.constant 0.000000e+00 : f32
      memref.store %cst_115, %alloca_77[] : memref<f32>
      %cst_116 = arith.constant 0.000000e+00 : f32
      memref.store %cst_116, %alloca_78[] : memref<f32>
      %cst_117 = arith.constant 0.000000e+00 : f32
      memref.store %cst_117, %alloca_79[] : memref<f32>
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_80[] : memref<f32>
      %cst_119 = arith.constant 0.000000e+00 : f32
      memref.store %cst_119, %alloca_81[] : memref<f32>
      %cst_120 = arith.constant 0.000000e+00 : f32
      memref.store %cst_120, %alloca_82[] : memref<f32>
      %cst_121 = arith.constant 0.000000e+00 : f32
      memref.store %cst_121, %alloca_83[] : memref<f32>
      %cst_122 = arith.constant 0.000000e+00 : f32
      memref.store %cst_122, %alloca_84[] : memref<f32>
      %c64_i64_123 = arith.constant 64 : i64
      %59 = arith.remsi %55, %c64_i64_123 : i64
      %c64_i64_124 = arith.constant 64 : i64
      %60 = arith.divsi %55, %c64_i64_124 : i64
      %c512_i64 = arith.constant 512 : i64
      %61 = arith.addi %55, %c512_i64 : i64
      %c64_i64_125 = arith.constant 64 : i64
      %62 = arith.remsi %61, %c64_i64_125 : i64
      %c64_i64_126 = arith.constant 64 : i64
      %63 = arith.divsi %61, %c64_i64_126 : i64
      %cst_127 = arith.constant 0.000000e+00 : f32
      memref.store %cst_127, %alloca_85[] : memref<f32>
      %c64_i64_128 = arith.constant 64 : i64
      %64 = arith.muli %60, %c64_i64_128 : i64
      %65 = arith.addi %59, %64 : i64
      %66 = llvm.getelementptr %13[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %67 = llvm.load %66 : !llvm.ptr<1> -> f32
      memref.store %67, %alloca_85[] : memref<f32>
      %cst_129 = arith.constant 0.000000e+00 : f32
      memref.store %cst_129, %alloca_86[] : memref<f32>
      %c64_i64_130 = arith.constant 64 : i64
      %68 = arith.muli %63, %c64_i64_130 : i64
      %69 = arith.addi %62, %68 : i64
      %70 = llvm.getelementptr %13[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %71 = llvm.load %70 : !llvm.ptr<1> -> f32
      memref.store %71, %alloca_86[] : memref<f32>
      %c16_i64_131 = arith.constant 16 : i64
      %72 = arith.divsi %55, %c16_i64_131 : i64
      %c16_i64_132 = arith.constant 16 : i64
      %73 = arith.remsi %55, %c16_i64_132 : i64
      %c512_i64_133 = arith.constant 512 : i64
      %74 = arith.addi %55, %c512_i64_133 : i64
      %c16_i64_134 = arith.constant 16 : i64
      %75 = arith.divsi %74, %c16_i64_134 : i64
      %c16_i64_135 = arith.constant 16 : i64
      %76 = arith.remsi %74, %c16_i64_135 : i64
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_87[] : memref<f32>
      %c64_i64_137 = arith.constant 64 : i64
      %77 = arith.muli %72, %c64_i64_137 : i64
      %78 = arith.addi %73, %77 : i64
      %79 = llvm.getelementptr %15[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %80 = llvm.load %79 : !llvm.ptr<1> -> f32
      memref.store %80, %alloca_87[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_88[] : memref<f32>
      %c64_i64_139 = arith.constant 64 : i64
      %81 = arith.muli %75, %c64_i64_139 : i64
      %82 = arith.addi %76, %81 : i64
      %83 = llvm.getelementptr %15[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %84 = llvm.load %83 : !llvm.ptr<1> -> f32
      memref.store %84, %alloca_88[] : memref<f32>
      %c0_i64_140 = arith.constant 0 : i64
      %c64_i64_141 = arith.constant 64 : i64
      %c16_i64_142 = arith.constant 16 : i64
      scf.for %arg17 = %c0_i64_140 to %c64_i64_141 step %c16_i64_142  : i64 {
        gpu.barrier
        %c64_i64_172 = arith.constant 64 : i64
        %140 = arith.remsi %55, %c64_i64_172 : i64
        %c64_i64_173 = arith.constant 64 : i64
        %141 = arith.divsi %55, %c64_i64_173 : i64
        %c512_i64_174 = arith.constant 512 : i64
        %142 = arith.addi %55, %c512_i64_174 : i64
        %c64_i64_175 = arith.constant 64 : i64
        %143 = arith.remsi %142, %c64_i64_175 : i64
        %c64_i64_176 = arith.constant 64 : i64
        %144 = arith.divsi %142, %c64_i64_176 : i64
        %145 = memref.load %alloca_85[] : memref<f32>
        %146 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c64_i64_177 = arith.constant 64 : i64
        %147 = arith.muli %141, %c64_i64_177 : i64
        %148 = arith.addi %140, %147 : i64
        %149 = llvm.getelementptr %146[%148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %145, %149 : f32, !llvm.ptr<3>
        %150 = memref.load %alloca_86[] : memref<f32>
        %151 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c64_i64_178 = arith.constant 64 : i64
        %152 = arith.muli %144, %c64_i64_178 : i64
        %153 = arith.addi %143, %152 : i64
        %154 = llvm.getelementptr %151[%153] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %150, %154 : f32, !llvm.ptr<3>
        %c16_i64_179 = arith.constant 16 : i64
        %155 = arith.divsi %55, %c16_i64_179 : i64
        %c16_i64_180 = arith.constant 16 : i64
        %156 = arith.remsi %55, %c16_i64_180 : i64
        %c512_i64_181 = arith.constant 512 : i64
        %157 = arith.addi %55, %c512_i64_181 : i64
        %c16_i64_182 = arith.constant 16 : i64
        %158 = arith.divsi %157, %c16_i64_182 : i64
        %c16_i64_183 = arith.constant 16 : i64
        %159 = arith.remsi %157, %c16_i64_183 : i64
        %160 = memref.load %alloca_87[] : memref<f32>
        %161 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64 = arith.constant 4096 : i64
        %162 = llvm.getelementptr %161[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64 = arith.constant 68 : i64
        %163 = arith.muli %156, %c68_i64 : i64
        %164 = arith.addi %155, %163 : i64
        %165 = llvm.getelementptr %162[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %160, %165 : f32, !llvm.ptr<3>
        %166 = memref.load %alloca_88[] : memref<f32>
        %167 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_184 = arith.constant 4096 : i64
        %168 = llvm.getelementptr %167[%c4096_i64_184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64_185 = arith.constant 68 : i64
        %169 = arith.muli %159, %c68_i64_185 : i64
        %170 = arith.addi %158, %169 : i64
        %171 = llvm.getelementptr %168[%170] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %166, %171 : f32, !llvm.ptr<3>
        gpu.barrier
        %c16_i64_186 = arith.constant 16 : i64
        %172 = arith.addi %arg17, %c16_i64_186 : i64
        %c64_i64_187 = arith.constant 64 : i64
        %173 = arith.cmpi slt, %172, %c64_i64_187 : i64
        scf.if %173 {
          %c64_i64_326 = arith.constant 64 : i64
          %1132 = arith.remsi %55, %c64_i64_326 : i64
          %c64_i64_327 = arith.constant 64 : i64
          %1133 = arith.divsi %55, %c64_i64_327 : i64
          %c512_i64_328 = arith.constant 512 : i64
          %1134 = arith.addi %55, %c512_i64_328 : i64
          %c64_i64_329 = arith.constant 64 : i64
          %1135 = arith.remsi %1134, %c64_i64_329 : i64
          %c64_i64_330 = arith.constant 64 : i64
          %1136 = arith.divsi %1134, %c64_i64_330 : i64
          %1137 = arith.addi %172, %1133 : i64
          %c64_i64_331 = arith.constant 64 : i64
          %1138 = arith.muli %1137, %c64_i64_331 : i64
          %1139 = arith.addi %1132, %1138 : i64
          %1140 = llvm.getelementptr %13[%1139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1141 = llvm.load %1140 : !llvm.ptr<1> -> f32
          memref.store %1141, %alloca_85[] : memref<f32>
          %1142 = arith.addi %172, %1136 : i64
          %c64_i64_332 = arith.constant 64 : i64
          %1143 = arith.muli %1142, %c64_i64_332 : i64
          %1144 = arith.addi %1135, %1143 : i64
          %1145 = llvm.getelementptr %13[%1144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1146 = llvm.load %1145 : !llvm.ptr<1> -> f32
          memref.store %1146, %alloca_86[] : memref<f32>
          %c16_i64_333 = arith.constant 16 : i64
          %1147 = arith.divsi %55, %c16_i64_333 : i64
          %c16_i64_334 = arith.constant 16 : i64
          %1148 = arith.remsi %55, %c16_i64_334 : i64
          %c512_i64_335 = arith.constant 512 : i64
          %1149 = arith.addi %55, %c512_i64_335 : i64
          %c16_i64_336 = arith.constant 16 : i64
          %1150 = arith.divsi %1149, %c16_i64_336 : i64
          %c16_i64_337 = arith.constant 16 : i64
          %1151 = arith.remsi %1149, %c16_i64_337 : i64
          %1152 = arith.addi %172, %1148 : i64
          %c64_i64_338 = arith.constant 64 : i64
          %1153 = arith.muli %1147, %c64_i64_338 : i64
          %1154 = arith.addi %1152, %1153 : i64
          %1155 = llvm.getelementptr %15[%1154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1156 = llvm.load %1155 : !llvm.ptr<1> -> f32
          memref.store %1156, %alloca_87[] : memref<f32>
          %1157 = arith.addi %172, %1151 : i64
          %c64_i64_339 = arith.constant 64 : i64
          %1158 = arith.muli %1150, %c64_i64_339 : i64
          %1159 = arith.addi %1157, %1158 : i64
          %1160 = llvm.getelementptr %15[%1159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1161 = llvm.load %1160 : !llvm.ptr<1> -> f32
          memref.store %1161, %alloca_88[] : memref<f32>
        }
        %174 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %175 = llvm.getelementptr %174[%56] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %176 = llvm.load %175 : !llvm.ptr<3> -> f32
        %177 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_188 = arith.constant 4096 : i64
        %178 = llvm.getelementptr %177[%c4096_i64_188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %179 = llvm.getelementptr %178[%58] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %180 = llvm.load %179 : !llvm.ptr<3> -> f32
        %181 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_189 = arith.constant 4096 : i64
        %182 = llvm.getelementptr %181[%c4096_i64_189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_190 = arith.constant 1 : i64
        %183 = arith.addi %58, %c1_i64_190 : i64
        %184 = llvm.getelementptr %182[%183] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %185 = llvm.load %184 : !llvm.ptr<3> -> f32
        %186 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_191 = arith.constant 4096 : i64
        %187 = llvm.getelementptr %186[%c4096_i64_191] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_192 = arith.constant 2 : i64
        %188 = arith.addi %58, %c2_i64_192 : i64
        %189 = llvm.getelementptr %187[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %190 = llvm.load %189 : !llvm.ptr<3> -> f32
        %191 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_193 = arith.constant 4096 : i64
        %192 = llvm.getelementptr %191[%c4096_i64_193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_194 = arith.constant 3 : i64
        %193 = arith.addi %58, %c3_i64_194 : i64
        %194 = llvm.getelementptr %192[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %195 = llvm.load %194 : !llvm.ptr<3> -> f32
        %196 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_195 = arith.constant 4096 : i64
        %197 = llvm.getelementptr %196[%c4096_i64_195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_196 = arith.constant 4 : i64
        %198 = arith.addi %58, %c4_i64_196 : i64
        %199 = llvm.getelementptr %197[%198] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %200 = llvm.load %199 : !llvm.ptr<3> -> f32
        %201 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_197 = arith.constant 4096 : i64
        %202 = llvm.getelementptr %201[%c4096_i64_197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_198 = arith.constant 5 : i64
        %203 = arith.addi %58, %c5_i64_198 : i64
        %204 = llvm.getelementptr %202[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %205 = llvm.load %204 : !llvm.ptr<3> -> f32
        %206 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_199 = arith.constant 4096 : i64
        %207 = llvm.getelementptr %206[%c4096_i64_199] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_200 = arith.constant 6 : i64
        %208 = arith.addi %58, %c6_i64_200 : i64
        %209 = llvm.getelementptr %207[%208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %210 = llvm.load %209 : !llvm.ptr<3> -> f32
        %211 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_201 = arith.constant 4096 : i64
        %212 = llvm.getelementptr %211[%c4096_i64_201] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_202 = arith.constant 7 : i64
        %213 = arith.addi %58, %c7_i64_202 : i64
        %214 = llvm.getelementptr %212[%213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %215 = llvm.load %214 : !llvm.ptr<3> -> f32
        %216 = memref.load %alloca_77[] : memref<f32>
        %217 = llvm.intr.fma(%176, %180, %216) : (f32, f32, f32) -> f32
        memref.store %217, %alloca_77[] : memref<f32>
        %218 = memref.load %alloca_78[] : memref<f32>
        %219 = llvm.intr.fma(%176, %185, %218) : (f32, f32, f32) -> f32
        memref.store %219, %alloca_78[] : memref<f32>
        %220 = memref.load %alloca_79[] : memref<f32>
        %221 = llvm.intr.fma(%176, %190, %220) : (f32, f32, f32) -> f32
        memref.store %221, %alloca_79[] : memref<f32>
        %222 = memref.load %alloca_80[] : memref<f32>
        %223 = llvm.intr.fma(%176, %195, %222) : (f32, f32, f32) -> f32
        memref.store %223, %alloca_80[] : memref<f32>
        %224 = memref.load %alloca_81[] : memref<f32>
        %225 = llvm.intr.fma(%176, %200, %224) : (f32, f32, f32) -> f32
        memref.store %225, %alloca_81[] : memref<f32>
        %226 = memref.load %alloca_82[] : memref<f32>
        %227 = llvm.intr.fma(%176, %205, %226) : (f32, f32, f32) -> f32
        memref.store %227, %alloca_82[] : memref<f32>
        %228 = memref.load %alloca_83[] : memref<f32>
        %229 = llvm.intr.fma(%176, %210, %228) : (f32, f32, f32) -> f32
        memref.store %229, %alloca_83[] : memref<f32>
        %230 = memref.load %alloca_84[] : memref<f32>
        %231 = llvm.intr.fma(%176, %215, %230) : (f32, f32, f32) -> f32
        memref.store %231, %alloca_84[] : memref<f32>
        %232 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c64_i64_203 = arith.constant 64 : i64
        %233 = arith.addi %56, %c64_i64_203 : i64
        %234 = llvm.getelementptr %232[%233] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %235 = llvm.load %234 : !llvm.ptr<3> -> f32
        %236 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_204 = arith.constant 4096 : i64
        %237 = llvm.getelementptr %236[%c4096_i64_204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64_205 = arith.constant 68 : i64
        %238 = arith.addi %58, %c68_i64_205 : i64
        %239 = llvm.getelementptr %237[%238] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %240 = llvm.load %239 : !llvm.ptr<3> -> f32
        %241 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_206 = arith.constant 4096 : i64
        %242 = llvm.getelementptr %241[%c4096_i64_206] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c69_i64 = arith.constant 69 : i64
        %243 = arith.addi %58, %c69_i64 : i64
        %244 = llvm.getelementptr %242[%243] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %245 = llvm.load %244 : !llvm.ptr<3> -> f32
        %246 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_207 = arith.constant 4096 : i64
        %247 = llvm.getelementptr %246[%c4096_i64_207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c70_i64 = arith.constant 70 : i64
        %248 = arith.addi %58, %c70_i64 : i64
        %249 = llvm.getelementptr %247[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %250 = llvm.load %249 : !llvm.ptr<3> -> f32
        %251 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_208 = arith.constant 4096 : i64
        %252 = llvm.getelementptr %251[%c4096_i64_208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c71_i64 = arith.constant 71 : i64
        %253 = arith.addi %58, %c71_i64 : i64
        %254 = llvm.getelementptr %252[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %255 = llvm.load %254 : !llvm.ptr<3> -> f32
        %256 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_209 = arith.constant 4096 : i64
        %257 = llvm.getelementptr %256[%c4096_i64_209] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c72_i64 = arith.constant 72 : i64
        %258 = arith.addi %58, %c72_i64 : i64
        %259 = llvm.getelementptr %257[%258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %260 = llvm.load %259 : !llvm.ptr<3> -> f32
        %261 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_210 = arith.constant 4096 : i64
        %262 = llvm.getelementptr %261[%c4096_i64_210] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c73_i64 = arith.constant 73 : i64
        %263 = arith.addi %58, %c73_i64 : i64
        %264 = llvm.getelementptr %262[%263] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %265 = llvm.load %264 : !llvm.ptr<3> -> f32
        %266 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_211 = arith.constant 4096 : i64
        %267 = llvm.getelementptr %266[%c4096_i64_211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c74_i64 = arith.constant 74 : i64
        %268 = arith.addi %58, %c74_i64 : i64
        %269 = llvm.getelementptr %267[%268] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %270 = llvm.load %269 : !llvm.ptr<3> -> f32
        %271 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_212 = arith.constant 4096 : i64
        %272 = llvm.getelementptr %271[%c4096_i64_212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c75_i64 = arith.constant 75 : i64
        %273 = arith.addi %58, %c75_i64 : i64
        %274 = llvm.getelementptr %272[%273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %275 = llvm.load %274 : !llvm.ptr<3> -> f32
        %276 = memref.load %alloca_77[] : memref<f32>
        %277 = llvm.intr.fma(%235, %240, %276) : (f32, f32, f32) -> f32
        memref.store %277, %alloca_77[] : memref<f32>
        %278 = memref.load %alloca_78[] : memref<f32>
        %279 = llvm.intr.fma(%235, %245, %278) : (f32, f32, f32) -> f32
        memref.store %279, %alloca_78[] : memref<f32>
        %280 = memref.load %alloca_79[] : memref<f32>
        %281 = llvm.intr.fma(%235, %250, %280) : (f32, f32, f32) -> f32
        memref.store %281, %alloca_79[] : memref<f32>
        %282 = memref.load %alloca_80[] : memref<f32>
        %283 = llvm.intr.fma(%235, %255, %282) : (f32, f32, f32) -> f32
        memref.store %283, %alloca_80[] : memref<f32>
        %284 = memref.load %alloca_81[] : memref<f32>
        %285 = llvm.intr.fma(%235, %260, %284) : (f32, f32, f32) -> f32
        memref.store %285, %alloca_81[] : memref<f32>
        %286 = memref.load %alloca_82[] : memref<f32>
        %287 = llvm.intr.fma(%235, %265, %286) : (f32, f32, f32) -> f32
        memref.store %287, %alloca_82[] : memref<f32>
        %288 = memref.load %alloca_83[] : memref<f32>
        %289 = llvm.intr.fma(%235, %270, %288) : (f32, f32, f32) -> f32
        memref.store %289, %alloca_83[] : memref<f32>
        %290 = memref.load %alloca_84[] : memref<f32>
        %291 = llvm.intr.fma(%235, %275, %290) : (f32, f32, f32) -> f32
        memref.store %291, %alloca_84[] : memref<f32>
        %292 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c128_i64 = arith.constant 128 : i64
        %293 = arith.addi %56, %c128_i64 : i64
        %294 = llvm.getelementptr %292[%293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %295 = llvm.load %294 : !llvm.ptr<3> -> f32
        %296 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_213 = arith.constant 4096 : i64
        %297 = llvm.getelementptr %296[%c4096_i64_213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c136_i64 = arith.constant 136 : i64
        %298 = arith.addi %58, %c136_i64 : i64
        %299 = llvm.getelementptr %297[%298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %300 = llvm.load %299 : !llvm.ptr<3> -> f32
        %301 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_214 = arith.constant 4096 : i64
        %302 = llvm.getelementptr %301[%c4096_i64_214] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c137_i64 = arith.constant 137 : i64
        %303 = arith.addi %58, %c137_i64 : i64
        %304 = llvm.getelementptr %302[%303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %305 = llvm.load %304 : !llvm.ptr<3> -> f32
        %306 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_215 = arith.constant 4096 : i64
        %307 = llvm.getelementptr %306[%c4096_i64_215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c138_i64 = arith.constant 138 : i64
        %308 = arith.addi %58, %c138_i64 : i64
        %309 = llvm.getelementptr %307[%308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %310 = llvm.load %309 : !llvm.ptr<3> -> f32
        %311 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_216 = arith.constant 4096 : i64
        %312 = llvm.getelementptr %311[%c4096_i64_216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c139_i64 = arith.constant 139 : i64
        %313 = arith.addi %58, %c139_i64 : i64
        %314 = llvm.getelementptr %312[%313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %315 = llvm.load %314 : !llvm.ptr<3> -> f32
        %316 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_217 = arith.constant 4096 : i64
        %317 = llvm.getelementptr %316[%c4096_i64_217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c140_i64 = arith.constant 140 : i64
        %318 = arith.addi %58, %c140_i64 : i64
        %319 = llvm.getelementptr %317[%318] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %320 = llvm.load %319 : !llvm.ptr<3> -> f32
        %321 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_218 = arith.constant 4096 : i64
        %322 = llvm.getelementptr %321[%c4096_i64_218] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c141_i64 = arith.constant 141 : i64
        %323 = arith.addi %58, %c141_i64 : i64
        %324 = llvm.getelementptr %322[%323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %325 = llvm.load %324 : !llvm.ptr<3> -> f32
        %326 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_219 = arith.constant 4096 : i64
        %327 = llvm.getelementptr %326[%c4096_i64_219] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c142_i64 = arith.constant 142 : i64
        %328 = arith.addi %58, %c142_i64 : i64
        %329 = llvm.getelementptr %327[%328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %330 = llvm.load %329 : !llvm.ptr<3> -> f32
        %331 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_220 = arith.constant 4096 : i64
        %332 = llvm.getelementptr %331[%c4096_i64_220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c143_i64 = arith.constant 143 : i64
        %333 = arith.addi %58, %c143_i64 : i64
        %334 = llvm.getelementptr %332[%333] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %335 = llvm.load %334 : !llvm.ptr<3> -> f32
        %336 = memref.load %alloca_77[] : memref<f32>
        %337 = llvm.intr.fma(%295, %300, %336) : (f32, f32, f32) -> f32
        memref.store %337, %alloca_77[] : memref<f32>
        %338 = memref.load %alloca_78[] : memref<f32>
        %339 = llvm.intr.fma(%295, %305, %338) : (f32, f32, f32) -> f32
        memref.store %339, %alloca_78[] : memref<f32>
        %340 = memref.load %alloca_79[] : memref<f32>
        %341 = llvm.intr.fma(%295, %310, %340) : (f32, f32, f32) -> f32
        memref.store %341, %alloca_79[] : memref<f32>
        %342 = memref.load %alloca_80[] : memref<f32>
        %343 = llvm.intr.fma(%295, %315, %342) : (f32, f32, f32) -> f32
        memref.store %343, %alloca_80[] : memref<f32>
        %344 = memref.load %alloca_81[] : memref<f32>
        %345 = llvm.intr.fma(%295, %320, %344) : (f32, f32, f32) -> f32
        memref.store %345, %alloca_81[] : memref<f32>
        %346 = memref.load %alloca_82[] : memref<f32>
        %347 = llvm.intr.fma(%295, %325, %346) : (f32, f32, f32) -> f32
        memref.store %347, %alloca_82[] : memref<f32>
        %348 = memref.load %alloca_83[] : memref<f32>
        %349 = llvm.intr.fma(%295, %330, %348) : (f32, f32, f32) -> f32
        memref.store %349, %alloca_83[] : memref<f32>
        %350 = memref.load %alloca_84[] : memref<f32>
        %351 = llvm.intr.fma(%295, %335, %350) : (f32, f32, f32) -> f32
        memref.store %351, %alloca_84[] : memref<f32>
        %352 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c192_i64 = arith.constant 192 : i64
        %353 = arith.addi %56, %c192_i64 : i64
        %354 = llvm.getelementptr %352[%353] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %355 = llvm.load %354 : !llvm.ptr<3> -> f32
        %356 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_221 = arith.constant 4096 : i64
        %357 = llvm.getelementptr %356[%c4096_i64_221] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c204_i64 = arith.constant 204 : i64
        %358 = arith.addi %58, %c204_i64 : i64
        %359 = llvm.getelementptr %357[%358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %360 = llvm.load %359 : !llvm.ptr<3> -> f32
        %361 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_222 = arith.constant 4096 : i64
        %362 = llvm.getelementptr %361[%c4096_i64_222] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c205_i64 = arith.constant 205 : i64
        %363 = arith.addi %58, %c205_i64 : i64
        %364 = llvm.getelementptr %362[%363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %365 = llvm.load %364 : !llvm.ptr<3> -> f32
        %366 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_223 = arith.constant 4096 : i64
        %367 = llvm.getelementptr %366[%c4096_i64_223] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c206_i64 = arith.constant 206 : i64
        %368 = arith.addi %58, %c206_i64 : i64
        %369 = llvm.getelementptr %367[%368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %370 = llvm.load %369 : !llvm.ptr<3> -> f32
        %371 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_224 = arith.constant 4096 : i64
        %372 = llvm.getelementptr %371[%c4096_i64_224] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c207_i64 = arith.constant 207 : i64
        %373 = arith.addi %58, %c207_i64 : i64
        %374 = llvm.getelementptr %372[%373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %375 = llvm.load %374 : !llvm.ptr<3> -> f32
        %376 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_225 = arith.constant 4096 : i64
        %377 = llvm.getelementptr %376[%c4096_i64_225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c208_i64 = arith.constant 208 : i64
        %378 = arith.addi %58, %c208_i64 : i64
        %379 = llvm.getelementptr %377[%378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %380 = llvm.load %379 : !llvm.ptr<3> -> f32
        %381 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_226 = arith.constant 4096 : i64
        %382 = llvm.getelementptr %381[%c4096_i64_226] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c209_i64 = arith.constant 209 : i64
        %383 = arith.addi %58, %c209_i64 : i64
        %384 = llvm.getelementptr %382[%383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %385 = llvm.load %384 : !llvm.ptr<3> -> f32
        %386 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_227 = arith.constant 4096 : i64
        %387 = llvm.getelementptr %386[%c4096_i64_227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c210_i64 = arith.constant 210 : i64
        %388 = arith.addi %58, %c210_i64 : i64
        %389 = llvm.getelementptr %387[%388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %390 = llvm.load %389 : !llvm.ptr<3> -> f32
        %391 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_228 = arith.constant 4096 : i64
        %392 = llvm.getelementptr %391[%c4096_i64_228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c211_i64 = arith.constant 211 : i64
        %393 = arith.addi %58, %c211_i64 : i64
        %394 = llvm.getelementptr %392[%393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %395 = llvm.load %394 : !llvm.ptr<3> -> f32
        %396 = memref.load %alloca_77[] : memref<f32>
        %397 = llvm.intr.fma(%355, %360, %396) : (f32, f32, f32) -> f32
        memref.store %397, %alloca_77[] : memref<f32>
        %398 = memref.load %alloca_78[] : memref<f32>
        %399 = llvm.intr.fma(%355, %365, %398) : (f32, f32, f32) -> f32
        memref.store %399, %alloca_78[] : memref<f32>
        %400 = memref.load %alloca_79[] : memref<f32>
        %401 = llvm.intr.fma(%355, %370, %400) : (f32, f32, f32) -> f32
        memref.store %401, %alloca_79[] : memref<f32>
        %402 = memref.load %alloca_80[] : memref<f32>
        %403 = llvm.intr.fma(%355, %375, %402) : (f32, f32, f32) -> f32
        memref.store %403, %alloca_80[] : memref<f32>
        %404 = memref.load %alloca_81[] : memref<f32>
        %405 = llvm.intr.fma(%355, %380, %404) : (f32, f32, f32) -> f32
        memref.store %405, %alloca_81[] : memref<f32>
        %406 = memref.load %alloca_82[] : memref<f32>
        %407 = llvm.intr.fma(%355, %385, %406) : (f32, f32, f32) -> f32
        memref.store %407, %alloca_82[] : memref<f32>
        %408 = memref.load %alloca_83[] : memref<f32>
        %409 = llvm.intr.fma(%355, %390, %408) : (f32, f32, f32) -> f32
        memref.store %409, %alloca_83[] : memref<f32>
        %410 = memref.load %alloca_84[] : memref<f32>
        %411 = llvm.intr.fma(%355, %395, %410) : (f32, f32, f32) -> f32
        memref.store %411, %alloca_84[] : memref<f32>
        %412 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c256_i64 = arith.constant 256 : i64
        %413 = arith.addi %56, %c256_i64 : i64
        %414 = llvm.getelementptr %412[%413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %415 = llvm.load %414 : !llvm.ptr<3> -> f32
        %416 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_229 = arith.constant 4096 : i64
        %417 = llvm.getelementptr %416[%c4096_i64_229] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c272_i64 = arith.constant 272 : i64
        %418 = arith.addi %58, %c272_i64 : i64
        %419 = llvm.getelementptr %417[%418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %420 = llvm.load %419 : !llvm.ptr<3> -> f32
        %421 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_230 = arith.constant 4096 : i64
        %422 = llvm.getelementptr %421[%c4096_i64_230] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c273_i64 = arith.constant 273 : i64
        %423 = arith.addi %58, %c273_i64 : i64
        %424 = llvm.getelementptr %422[%423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %425 = llvm.load %424 : !llvm.ptr<3> -> f32
        %426 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_231 = arith.constant 4096 : i64
        %427 = llvm.getelementptr %426[%c4096_i64_231] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c274_i64 = arith.constant 274 : i64
        %428 = arith.addi %58, %c274_i64 : i64
        %429 = llvm.getelementptr %427[%428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %430 = llvm.load %429 : !llvm.ptr<3> -> f32
        %431 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_232 = arith.constant 4096 : i64
        %432 = llvm.getelementptr %431[%c4096_i64_232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c275_i64 = arith.constant 275 : i64
        %433 = arith.addi %58, %c275_i64 : i64
        %434 = llvm.getelementptr %432[%433] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %435 = llvm.load %434 : !llvm.ptr<3> -> f32
        %436 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_233 = arith.constant 4096 : i64
        %437 = llvm.getelementptr %436[%c4096_i64_233] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c276_i64 = arith.constant 276 : i64
        %438 = arith.addi %58, %c276_i64 : i64
        %439 = llvm.getelementptr %437[%438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %440 = llvm.load %439 : !llvm.ptr<3> -> f32
        %441 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_234 = arith.constant 4096 : i64
        %442 = llvm.getelementptr %441[%c4096_i64_234] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c277_i64 = arith.constant 277 : i64
        %443 = arith.addi %58, %c277_i64 : i64
        %444 = llvm.getelementptr %442[%443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %445 = llvm.load %444 : !llvm.ptr<3> -> f32
        %446 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_235 = arith.constant 4096 : i64
        %447 = llvm.getelementptr %446[%c4096_i64_235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c278_i64 = arith.constant 278 : i64
        %448 = arith.addi %58, %c278_i64 : i64
        %449 = llvm.getelementptr %447[%448] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %450 = llvm.load %449 : !llvm.ptr<3> -> f32
        %451 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_236 = arith.constant 4096 : i64
        %452 = llvm.getelementptr %451[%c4096_i64_236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c279_i64 = arith.constant 279 : i64
        %453 = arith.addi %58, %c279_i64 : i64
        %454 = llvm.getelementptr %452[%453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %455 = llvm.load %454 : !llvm.ptr<3> -> f32
        %456 = memref.load %alloca_77[] : memref<f32>
        %457 = llvm.intr.fma(%415, %420, %456) : (f32, f32, f32) -> f32
        memref.store %457, %alloca_77[] : memref<f32>
        %458 = memref.load %alloca_78[] : memref<f32>
        %459 = llvm.intr.fma(%415, %425, %458) : (f32, f32, f32) -> f32
        memref.store %459, %alloca_78[] : memref<f32>
        %460 = memref.load %alloca_79[] : memref<f32>
        %461 = llvm.intr.fma(%415, %430, %460) : (f32, f32, f32) -> f32
        memref.store %461, %alloca_79[] : memref<f32>
        %462 = memref.load %alloca_80[] : memref<f32>
        %463 = llvm.intr.fma(%415, %435, %462) : (f32, f32, f32) -> f32
        memref.store %463, %alloca_80[] : memref<f32>
        %464 = memref.load %alloca_81[] : memref<f32>
        %465 = llvm.intr.fma(%415, %440, %464) : (f32, f32, f32) -> f32
        memref.store %465, %alloca_81[] : memref<f32>
        %466 = memref.load %alloca_82[] : memref<f32>
        %467 = llvm.intr.fma(%415, %445, %466) : (f32, f32, f32) -> f32
        memref.store %467, %alloca_82[] : memref<f32>
        %468 = memref.load %alloca_83[] : memref<f32>
        %469 = llvm.intr.fma(%415, %450, %468) : (f32, f32, f32) -> f32
        memref.store %469, %alloca_83[] : memref<f32>
        %470 = memref.load %alloca_84[] : memref<f32>
        %471 = llvm.intr.fma(%415, %455, %470) : (f32, f32, f32) -> f32
        memref.store %471, %alloca_84[] : memref<f32>
        %472 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c320_i64 = arith.constant 320 : i64
        %473 = arith.addi %56, %c320_i64 : i64
        %474 = llvm.getelementptr %472[%473] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %475 = llvm.load %474 : !llvm.ptr<3> -> f32
        %476 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_237 = arith.constant 4096 : i64
        %477 = llvm.getelementptr %476[%c4096_i64_237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c340_i64 = arith.constant 340 : i64
        %478 = arith.addi %58, %c340_i64 : i64
        %479 = llvm.getelementptr %477[%478] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %480 = llvm.load %479 : !llvm.ptr<3> -> f32
        %481 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_238 = arith.constant 4096 : i64
        %482 = llvm.getelementptr %481[%c4096_i64_238] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c341_i64 = arith.constant 341 : i64
        %483 = arith.addi %58, %c341_i64 : i64
        %484 = llvm.getelementptr %482[%483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %485 = llvm.load %484 : !llvm.ptr<3> -> f32
        %486 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_239 = arith.constant 4096 : i64
        %487 = llvm.getelementptr %486[%c4096_i64_239] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c342_i64 = arith.constant 342 : i64
        %488 = arith.addi %58, %c342_i64 : i64
        %489 = llvm.getelementptr %487[%488] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %490 = llvm.load %489 : !llvm.ptr<3> -> f32
        %491 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_240 = arith.constant 4096 : i64
        %492 = llvm.getelementptr %491[%c4096_i64_240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c343_i64 = arith.constant 343 : i64
        %493 = arith.addi %58, %c343_i64 : i64
        %494 = llvm.getelementptr %492[%493] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %495 = llvm.load %494 : !llvm.ptr<3> -> f32
        %496 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_241 = arith.constant 4096 : i64
        %497 = llvm.getelementptr %496[%c4096_i64_241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c344_i64 = arith.constant 344 : i64
        %498 = arith.addi %58, %c344_i64 : i64
        %499 = llvm.getelementptr %497[%498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %500 = llvm.load %499 : !llvm.ptr<3> -> f32
        %501 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_242 = arith.constant 4096 : i64
        %502 = llvm.getelementptr %501[%c4096_i64_242] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c345_i64 = arith.constant 345 : i64
        %503 = arith.addi %58, %c345_i64 : i64
        %504 = llvm.getelementptr %502[%503] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %505 = llvm.load %504 : !llvm.ptr<3> -> f32
        %506 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_243 = arith.constant 4096 : i64
        %507 = llvm.getelementptr %506[%c4096_i64_243] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c346_i64 = arith.constant 346 : i64
        %508 = arith.addi %58, %c346_i64 : i64
        %509 = llvm.getelementptr %507[%508] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %510 = llvm.load %509 : !llvm.ptr<3> -> f32
        %511 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_244 = arith.constant 4096 : i64
        %512 = llvm.getelementptr %511[%c4096_i64_244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c347_i64 = arith.constant 347 : i64
        %513 = arith.addi %58, %c347_i64 : i64
        %514 = llvm.getelementptr %512[%513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %515 = llvm.load %514 : !llvm.ptr<3> -> f32
        %516 = memref.load %alloca_77[] : memref<f32>
        %517 = llvm.intr.fma(%475, %480, %516) : (f32, f32, f32) -> f32
        memref.store %517, %alloca_77[] : memref<f32>
        %518 = memref.load %alloca_78[] : memref<f32>
        %519 = llvm.intr.fma(%475, %485, %518) : (f32, f32, f32) -> f32
        memref.store %519, %alloca_78[] : memref<f32>
        %520 = memref.load %alloca_79[] : memref<f32>
        %521 = llvm.intr.fma(%475, %490, %520) : (f32, f32, f32) -> f32
        memref.store %521, %alloca_79[] : memref<f32>
        %522 = memref.load %alloca_80[] : memref<f32>
        %523 = llvm.intr.fma(%475, %495, %522) : (f32, f32, f32) -> f32
        memref.store %523, %alloca_80[] : memref<f32>
        %524 = memref.load %alloca_81[] : memref<f32>
        %525 = llvm.intr.fma(%475, %500, %524) : (f32, f32, f32) -> f32
        memref.store %525, %alloca_81[] : memref<f32>
        %526 = memref.load %alloca_82[] : memref<f32>
        %527 = llvm.intr.fma(%475, %505, %526) : (f32, f32, f32) -> f32
        memref.store %527, %alloca_82[] : memref<f32>
        %528 = memref.load %alloca_83[] : memref<f32>
        %529 = llvm.intr.fma(%475, %510, %528) : (f32, f32, f32) -> f32
        memref.store %529, %alloca_83[] : memref<f32>
        %530 = memref.load %alloca_84[] : memref<f32>
        %531 = llvm.intr.fma(%475, %515, %530) : (f32, f32, f32) -> f32
        memref.store %531, %alloca_84[] : memref<f32>
        %532 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c384_i64 = arith.constant 384 : i64
        %533 = arith.addi %56, %c384_i64 : i64
        %534 = llvm.getelementptr %532[%533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %535 = llvm.load %534 : !llvm.ptr<3> -> f32
        %536 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_245 = arith.constant 4096 : i64
        %537 = llvm.getelementptr %536[%c4096_i64_245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c408_i64 = arith.constant 408 : i64
        %538 = arith.addi %58, %c408_i64 : i64
        %539 = llvm.getelementptr %537[%538] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %540 = llvm.load %539 : !llvm.ptr<3> -> f32
        %541 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_246 = arith.constant 4096 : i64
        %542 = llvm.getelementptr %541[%c4096_i64_246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c409_i64 = arith.constant 409 : i64
        %543 = arith.addi %58, %c409_i64 : i64
        %544 = llvm.getelementptr %542[%543] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %545 = llvm.load %544 : !llvm.ptr<3> -> f32
        %546 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_247 = arith.constant 4096 : i64
        %547 = llvm.getelementptr %546[%c4096_i64_247] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c410_i64 = arith.constant 410 : i64
        %548 = arith.addi %58, %c410_i64 : i64
        %549 = llvm.getelementptr %547[%548] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %550 = llvm.load %549 : !llvm.ptr<3> -> f32
        %551 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_248 = arith.constant 4096 : i64
        %552 = llvm.getelementptr %551[%c4096_i64_248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c411_i64 = arith.constant 411 : i64
        %553 = arith.addi %58, %c411_i64 : i64
        %554 = llvm.getelementptr %552[%553] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %555 = llvm.load %554 : !llvm.ptr<3> -> f32
        %556 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_249 = arith.constant 4096 : i64
        %557 = llvm.getelementptr %556[%c4096_i64_249] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c412_i64 = arith.constant 412 : i64
        %558 = arith.addi %58, %c412_i64 : i64
        %559 = llvm.getelementptr %557[%558] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %560 = llvm.load %559 : !llvm.ptr<3> -> f32
        %561 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_250 = arith.constant 4096 : i64
        %562 = llvm.getelementptr %561[%c4096_i64_250] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c413_i64 = arith.constant 413 : i64
        %563 = arith.addi %58, %c413_i64 : i64
        %564 = llvm.getelementptr %562[%563] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %565 = llvm.load %564 : !llvm.ptr<3> -> f32
        %566 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_251 = arith.constant 4096 : i64
        %567 = llvm.getelementptr %566[%c4096_i64_251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c414_i64 = arith.constant 414 : i64
        %568 = arith.addi %58, %c414_i64 : i64
        %569 = llvm.getelementptr %567[%568] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %570 = llvm.load %569 : !llvm.ptr<3> -> f32
        %571 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_252 = arith.constant 4096 : i64
        %572 = llvm.getelementptr %571[%c4096_i64_252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c415_i64 = arith.constant 415 : i64
        %573 = arith.addi %58, %c415_i64 : i64
        %574 = llvm.getelementptr %572[%573] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %575 = llvm.load %574 : !llvm.ptr<3> -> f32
        %576 = memref.load %alloca_77[] : memref<f32>
        %577 = llvm.intr.fma(%535, %540, %576) : (f32, f32, f32) -> f32
        memref.store %577, %alloca_77[] : memref<f32>
        %578 = memref.load %alloca_78[] : memref<f32>
        %579 = llvm.intr.fma(%535, %545, %578) : (f32, f32, f32) -> f32
        memref.store %579, %alloca_78[] : memref<f32>
        %580 = memref.load %alloca_79[] : memref<f32>
        %581 = llvm.intr.fma(%535, %550, %580) : (f32, f32, f32) -> f32
        memref.store %581, %alloca_79[] : memref<f32>
        %582 = memref.load %alloca_80[] : memref<f32>
        %583 = llvm.intr.fma(%535, %555, %582) : (f32, f32, f32) -> f32
        memref.store %583, %alloca_80[] : memref<f32>
        %584 = memref.load %alloca_81[] : memref<f32>
        %585 = llvm.intr.fma(%535, %560, %584) : (f32, f32, f32) -> f32
        memref.store %585, %alloca_81[] : memref<f32>
        %586 = memref.load %alloca_82[] : memref<f32>
        %587 = llvm.intr.fma(%535, %565, %586) : (f32, f32, f32) -> f32
        memref.store %587, %alloca_82[] : memref<f32>
        %588 = memref.load %alloca_83[] : memref<f32>
        %589 = llvm.intr.fma(%535, %570, %588) : (f32, f32, f32) -> f32
        memref.store %589, %alloca_83[] : memref<f32>
        %590 = memref.load %alloca_84[] : memref<f32>
        %591 = llvm.intr.fma(%535, %575, %590) : (f32, f32, f32) -> f32
        memref.store %591, %alloca_84[] : memref<f32>
        %592 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c448_i64 = arith.constant 448 : i64
        %593 = arith.addi %56, %c448_i64 : i64
        %594 = llvm.getelementptr %592[%593] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %595 = llvm.load %594 : !llvm.ptr<3> -> f32
        %596 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_253 = arith.constant 4096 : i64
        %597 = llvm.getelementptr %596[%c4096_i64_253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c476_i64 = arith.constant 476 : i64
        %598 = arith.addi %58, %c476_i64 : i64
        %599 = llvm.getelementptr %597[%598] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %600 = llvm.load %599 : !llvm.ptr<3> -> f32
        %601 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_254 = arith.constant 4096 : i64
        %602 = llvm.getelementptr %601[%c4096_i64_254] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c477_i64 = arith.constant 477 : i64
        %603 = arith.addi %58, %c477_i64 : i64
        %604 = llvm.getelementptr %602[%603] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %605 = llvm.load %604 : !llvm.ptr<3> -> f32
        %606 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_255 = arith.constant 4096 : i64
        %607 = llvm.getelementptr %606[%c4096_i64_255] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c478_i64 = arith.constant 478 : i64
        %608 = arith.addi %58, %c478_i64 : i64
        %609 = llvm.getelementptr %607[%608] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %610 = llvm.load %609 : !llvm.ptr<3> -> f32
        %611 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_256 = arith.constant 4096 : i64
        %612 = llvm.getelementptr %611[%c4096_i64_256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c479_i64 = arith.constant 479 : i64
        %613 = arith.addi %58, %c479_i64 : i64
        %614 = llvm.getelementptr %612[%613] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %615 = llvm.load %614 : !llvm.ptr<3> -> f32
        %616 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_257 = arith.constant 4096 : i64
        %617 = llvm.getelementptr %616[%c4096_i64_257] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c480_i64 = arith.constant 480 : i64
        %618 = arith.addi %58, %c480_i64 : i64
        %619 = llvm.getelementptr %617[%618] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %620 = llvm.load %619 : !llvm.ptr<3> -> f32
        %621 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_258 = arith.constant 4096 : i64
        %622 = llvm.getelementptr %621[%c4096_i64_258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c481_i64 = arith.constant 481 : i64
        %623 = arith.addi %58, %c481_i64 : i64
        %624 = llvm.getelementptr %622[%623] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %625 = llvm.load %624 : !llvm.ptr<3> -> f32
        %626 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_259 = arith.constant 4096 : i64
        %627 = llvm.getelementptr %626[%c4096_i64_259] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c482_i64 = arith.constant 482 : i64
        %628 = arith.addi %58, %c482_i64 : i64
        %629 = llvm.getelementptr %627[%628] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %630 = llvm.load %629 : !llvm.ptr<3> -> f32
        %631 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_260 = arith.constant 4096 : i64
        %632 = llvm.getelementptr %631[%c4096_i64_260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %633 = arith.addi %58, %c483_i64 : i64
        %634 = llvm.getelementptr %632[%633] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %635 = llvm.load %634 : !llvm.ptr<3> -> f32
        %636 = memref.load %alloca_77[] : memref<f32>
        %637 = llvm.intr.fma(%595, %600, %636) : (f32, f32, f32) -> f32
        memref.store %637, %alloca_77[] : memref<f32>
        %638 = memref.load %alloca_78[] : memref<f32>
        %639 = llvm.intr.fma(%595, %605, %638) : (f32, f32, f32) -> f32
        memref.store %639, %alloca_78[] : memref<f32>
        %640 = memref.load %alloca_79[] : memref<f32>
        %641 = llvm.intr.fma(%595, %610, %640) : (f32, f32, f32) -> f32
        memref.store %641, %alloca_79[] : memref<f32>
        %642 = memref.load %alloca_80[] : memref<f32>
        %643 = llvm.intr.fma(%595, %615, %642) : (f32, f32, f32) -> f32
        memref.store %643, %alloca_80[] : memref<f32>
        %644 = memref.load %alloca_81[] : memref<f32>
        %645 = llvm.intr.fma(%595, %620, %644) : (f32, f32, f32) -> f32
        memref.store %645, %alloca_81[] : memref<f32>
        %646 = memref.load %alloca_82[] : memref<f32>
        %647 = llvm.intr.fma(%595, %625, %646) : (f32, f32, f32) -> f32
        memref.store %647, %alloca_82[] : memref<f32>
        %648 = memref.load %alloca_83[] : memref<f32>
        %649 = llvm.intr.fma(%595, %630, %648) : (f32, f32, f32) -> f32
        memref.store %649, %alloca_83[] : memref<f32>
        %650 = memref.load %alloca_84[] : memref<f32>
        %651 = llvm.intr.fma(%595, %635, %650) : (f32, f32, f32) -> f32
        memref.store %651, %alloca_84[] : memref<f32>
        %652 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c512_i64_261 = arith.constant 512 : i64
        %653 = arith.addi %56, %c512_i64_261 : i64
        %654 = llvm.getelementptr %652[%653] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %655 = llvm.load %654 : !llvm.ptr<3> -> f32
        %656 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_262 = arith.constant 4096 : i64
        %657 = llvm.getelementptr %656[%c4096_i64_262] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c544_i64 = arith.constant 544 : i64
        %658 = arith.addi %58, %c544_i64 : i64
        %659 = llvm.getelementptr %657[%658] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %660 = llvm.load %659 : !llvm.ptr<3> -> f32
        %661 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_263 = arith.constant 4096 : i64
        %662 = llvm.getelementptr %661[%c4096_i64_263] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c545_i64 = arith.constant 545 : i64
        %663 = arith.addi %58, %c545_i64 : i64
        %664 = llvm.getelementptr %662[%663] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %665 = llvm.load %664 : !llvm.ptr<3> -> f32
        %666 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_264 = arith.constant 4096 : i64
        %667 = llvm.getelementptr %666[%c4096_i64_264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c546_i64 = arith.constant 546 : i64
        %668 = arith.addi %58, %c546_i64 : i64
        %669 = llvm.getelementptr %667[%668] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %670 = llvm.load %669 : !llvm.ptr<3> -> f32
        %671 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_265 = arith.constant 4096 : i64
        %672 = llvm.getelementptr %671[%c4096_i64_265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c547_i64 = arith.constant 547 : i64
        %673 = arith.addi %58, %c547_i64 : i64
        %674 = llvm.getelementptr %672[%673] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %675 = llvm.load %674 : !llvm.ptr<3> -> f32
        %676 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_266 = arith.constant 4096 : i64
        %677 = llvm.getelementptr %676[%c4096_i64_266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %678 = arith.addi %58, %c548_i64 : i64
        %679 = llvm.getelementptr %677[%678] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %680 = llvm.load %679 : !llvm.ptr<3> -> f32
        %681 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_267 = arith.constant 4096 : i64
        %682 = llvm.getelementptr %681[%c4096_i64_267] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c549_i64 = arith.constant 549 : i64
        %683 = arith.addi %58, %c549_i64 : i64
        %684 = llvm.getelementptr %682[%683] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %685 = llvm.load %684 : !llvm.ptr<3> -> f32
        %686 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_268 = arith.constant 4096 : i64
        %687 = llvm.getelementptr %686[%c4096_i64_268] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c550_i64 = arith.constant 550 : i64
        %688 = arith.addi %58, %c550_i64 : i64
        %689 = llvm.getelementptr %687[%688] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %690 = llvm.load %689 : !llvm.ptr<3> -> f32
        %691 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_269 = arith.constant 4096 : i64
        %692 = llvm.getelementptr %691[%c4096_i64_269] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c551_i64 = arith.constant 551 : i64
        %693 = arith.addi %58, %c551_i64 : i64
        %694 = llvm.getelementptr %692[%693] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %695 = llvm.load %694 : !llvm.ptr<3> -> f32
        %696 = memref.load %alloca_77[] : memref<f32>
        %697 = llvm.intr.fma(%655, %660, %696) : (f32, f32, f32) -> f32
        memref.store %697, %alloca_77[] : memref<f32>
        %698 = memref.load %alloca_78[] : memref<f32>
        %699 = llvm.intr.fma(%655, %665, %698) : (f32, f32, f32) -> f32
        memref.store %699, %alloca_78[] : memref<f32>
        %700 = memref.load %alloca_79[] : memref<f32>
        %701 = llvm.intr.fma(%655, %670, %700) : (f32, f32, f32) -> f32
        memref.store %701, %alloca_79[] : memref<f32>
        %702 = memref.load %alloca_80[] : memref<f32>
        %703 = llvm.intr.fma(%655, %675, %702) : (f32, f32, f32) -> f32
        memref.store %703, %alloca_80[] : memref<f32>
        %704 = memref.load %alloca_81[] : memref<f32>
        %705 = llvm.intr.fma(%655, %680, %704) : (f32, f32, f32) -> f32
        memref.store %705, %alloca_81[] : memref<f32>
        %706 = memref.load %alloca_82[] : memref<f32>
        %707 = llvm.intr.fma(%655, %685, %706) : (f32, f32, f32) -> f32
        memref.store %707, %alloca_82[] : memref<f32>
        %708 = memref.load %alloca_83[] : memref<f32>
        %709 = llvm.intr.fma(%655, %690, %708) : (f32, f32, f32) -> f32
        memref.store %709, %alloca_83[] : memref<f32>
        %710 = memref.load %alloca_84[] : memref<f32>
        %711 = llvm.intr.fma(%655, %695, %710) : (f32, f32, f32) -> f32
        memref.store %711, %alloca_84[] : memref<f32>
        %712 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c576_i64 = arith.constant 576 : i64
        %713 = arith.addi %56, %c576_i64 : i64
        %714 = llvm.getelementptr %712[%713] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %715 = llvm.load %714 : !llvm.ptr<3> -> f32
        %716 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_270 = arith.constant 4096 : i64
        %717 = llvm.getelementptr %716[%c4096_i64_270] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %718 = arith.addi %58, %c612_i64 : i64
        %719 = llvm.getelementptr %717[%718] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %720 = llvm.load %719 : !llvm.ptr<3> -> f32
        %721 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_271 = arith.constant 4096 : i64
        %722 = llvm.getelementptr %721[%c4096_i64_271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c613_i64 = arith.constant 613 : i64
        %723 = arith.addi %58, %c613_i64 : i64
        %724 = llvm.getelementptr %722[%723] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %725 = llvm.load %724 : !llvm.ptr<3> -> f32
        %726 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_272 = arith.constant 4096 : i64
        %727 = llvm.getelementptr %726[%c4096_i64_272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c614_i64 = arith.constant 614 : i64
        %728 = arith.addi %58, %c614_i64 : i64
        %729 = llvm.getelementptr %727[%728] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %730 = llvm.load %729 : !llvm.ptr<3> -> f32
        %731 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_273 = arith.constant 4096 : i64
        %732 = llvm.getelementptr %731[%c4096_i64_273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c615_i64 = arith.constant 615 : i64
        %733 = arith.addi %58, %c615_i64 : i64
        %734 = llvm.getelementptr %732[%733] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %735 = llvm.load %734 : !llvm.ptr<3> -> f32
        %736 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_274 = arith.constant 4096 : i64
        %737 = llvm.getelementptr %736[%c4096_i64_274] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c616_i64 = arith.constant 616 : i64
        %738 = arith.addi %58, %c616_i64 : i64
        %739 = llvm.getelementptr %737[%738] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %740 = llvm.load %739 : !llvm.ptr<3> -> f32
        %741 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_275 = arith.constant 4096 : i64
        %742 = llvm.getelementptr %741[%c4096_i64_275] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c617_i64 = arith.constant 617 : i64
        %743 = arith.addi %58, %c617_i64 : i64
        %744 = llvm.getelementptr %742[%743] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %745 = llvm.load %744 : !llvm.ptr<3> -> f32
        %746 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_276 = arith.constant 4096 : i64
        %747 = llvm.getelementptr %746[%c4096_i64_276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c618_i64 = arith.constant 618 : i64
        %748 = arith.addi %58, %c618_i64 : i64
        %749 = llvm.getelementptr %747[%748] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %750 = llvm.load %749 : !llvm.ptr<3> -> f32
        %751 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_277 = arith.constant 4096 : i64
        %752 = llvm.getelementptr %751[%c4096_i64_277] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c619_i64 = arith.constant 619 : i64
        %753 = arith.addi %58, %c619_i64 : i64
        %754 = llvm.getelementptr %752[%753] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %755 = llvm.load %754 : !llvm.ptr<3> -> f32
        %756 = memref.load %alloca_77[] : memref<f32>
        %757 = llvm.intr.fma(%715, %720, %756) : (f32, f32, f32) -> f32
        memref.store %757, %alloca_77[] : memref<f32>
        %758 = memref.load %alloca_78[] : memref<f32>
        %759 = llvm.intr.fma(%715, %725, %758) : (f32, f32, f32) -> f32
        memref.store %759, %alloca_78[] : memref<f32>
        %760 = memref.load %alloca_79[] : memref<f32>
        %761 = llvm.intr.fma(%715, %730, %760) : (f32, f32, f32) -> f32
        memref.store %761, %alloca_79[] : memref<f32>
        %762 = memref.load %alloca_80[] : memref<f32>
        %763 = llvm.intr.fma(%715, %735, %762) : (f32, f32, f32) -> f32
        memref.store %763, %alloca_80[] : memref<f32>
        %764 = memref.load %alloca_81[] : memref<f32>
        %765 = llvm.intr.fma(%715, %740, %764) : (f32, f32, f32) -> f32
        memref.store %765, %alloca_81[] : memref<f32>
        %766 = memref.load %alloca_82[] : memref<f32>
        %767 = llvm.intr.fma(%715, %745, %766) : (f32, f32, f32) -> f32
        memref.store %767, %alloca_82[] : memref<f32>
        %768 = memref.load %alloca_83[] : memref<f32>
        %769 = llvm.intr.fma(%715, %750, %768) : (f32, f32, f32) -> f32
        memref.store %769, %alloca_83[] : memref<f32>
        %770 = memref.load %alloca_84[] : memref<f32>
        %771 = llvm.intr.fma(%715, %755, %770) : (f32, f32, f32) -> f32
        memref.store %771, %alloca_84[] : memref<f32>
        %772 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c640_i64 = arith.constant 640 : i64
        %773 = arith.addi %56, %c640_i64 : i64
        %774 = llvm.getelementptr %772[%773] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %775 = llvm.load %774 : !llvm.ptr<3> -> f32
        %776 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_278 = arith.constant 4096 : i64
        %777 = llvm.getelementptr %776[%c4096_i64_278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c680_i64 = arith.constant 680 : i64
        %778 = arith.addi %58, %c680_i64 : i64
        %779 = llvm.getelementptr %777[%778] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %780 = llvm.load %779 : !llvm.ptr<3> -> f32
        %781 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_279 = arith.constant 4096 : i64
        %782 = llvm.getelementptr %781[%c4096_i64_279] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c681_i64 = arith.constant 681 : i64
        %783 = arith.addi %58, %c681_i64 : i64
        %784 = llvm.getelementptr %782[%783] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %785 = llvm.load %784 : !llvm.ptr<3> -> f32
        %786 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_280 = arith.constant 4096 : i64
        %787 = llvm.getelementptr %786[%c4096_i64_280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c682_i64 = arith.constant 682 : i64
        %788 = arith.addi %58, %c682_i64 : i64
        %789 = llvm.getelementptr %787[%788] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %790 = llvm.load %789 : !llvm.ptr<3> -> f32
        %791 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_281 = arith.constant 4096 : i64
        %792 = llvm.getelementptr %791[%c4096_i64_281] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c683_i64 = arith.constant 683 : i64
        %793 = arith.addi %58, %c683_i64 : i64
        %794 = llvm.getelementptr %792[%793] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %795 = llvm.load %794 : !llvm.ptr<3> -> f32
        %796 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_282 = arith.constant 4096 : i64
        %797 = llvm.getelementptr %796[%c4096_i64_282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c684_i64 = arith.constant 684 : i64
        %798 = arith.addi %58, %c684_i64 : i64
        %799 = llvm.getelementptr %797[%798] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %800 = llvm.load %799 : !llvm.ptr<3> -> f32
        %801 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_283 = arith.constant 4096 : i64
        %802 = llvm.getelementptr %801[%c4096_i64_283] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c685_i64 = arith.constant 685 : i64
        %803 = arith.addi %58, %c685_i64 : i64
        %804 = llvm.getelementptr %802[%803] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %805 = llvm.load %804 : !llvm.ptr<3> -> f32
        %806 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_284 = arith.constant 4096 : i64
        %807 = llvm.getelementptr %806[%c4096_i64_284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c686_i64 = arith.constant 686 : i64
        %808 = arith.addi %58, %c686_i64 : i64
        %809 = llvm.getelementptr %807[%808] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %810 = llvm.load %809 : !llvm.ptr<3> -> f32
        %811 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_285 = arith.constant 4096 : i64
        %812 = llvm.getelementptr %811[%c4096_i64_285] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c687_i64 = arith.constant 687 : i64
        %813 = arith.addi %58, %c687_i64 : i64
        %814 = llvm.getelementptr %812[%813] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %815 = llvm.load %814 : !llvm.ptr<3> -> f32
        %816 = memref.load %alloca_77[] : memref<f32>
        %817 = llvm.intr.fma(%775, %780, %816) : (f32, f32, f32) -> f32
        memref.store %817, %alloca_77[] : memref<f32>
        %818 = memref.load %alloca_78[] : memref<f32>
        %819 = llvm.intr.fma(%775, %785, %818) : (f32, f32, f32) -> f32
        memref.store %819, %alloca_78[] : memref<f32>
        %820 = memref.load %alloca_79[] : memref<f32>
        %821 = llvm.intr.fma(%775, %790, %820) : (f32, f32, f32) -> f32
        memref.store %821, %alloca_79[] : memref<f32>
        %822 = memref.load %alloca_80[] : memref<f32>
        %823 = llvm.intr.fma(%775, %795, %822) : (f32, f32, f32) -> f32
        memref.store %823, %alloca_80[] : memref<f32>
        %824 = memref.load %alloca_81[] : memref<f32>
        %825 = llvm.intr.fma(%775, %800, %824) : (f32, f32, f32) -> f32
        memref.store %825, %alloca_81[] : memref<f32>
        %826 = memref.load %alloca_82[] : memref<f32>
        %827 = llvm.intr.fma(%775, %805, %826) : (f32, f32, f32) -> f32
        memref.store %827, %alloca_82[] : memref<f32>
        %828 = memref.load %alloca_83[] : memref<f32>
        %829 = llvm.intr.fma(%775, %810, %828) : (f32, f32, f32) -> f32
        memref.store %829, %alloca_83[] : memref<f32>
        %830 = memref.load %alloca_84[] : memref<f32>
        %831 = llvm.intr.fma(%775, %815, %830) : (f32, f32, f32) -> f32
        memref.store %831, %alloca_84[] : memref<f32>
        %832 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c704_i64 = arith.constant 704 : i64
        %833 = arith.addi %56, %c704_i64 : i64
        %834 = llvm.getelementptr %832[%833] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %835 = llvm.load %834 : !llvm.ptr<3> -> f32
        %836 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_286 = arith.constant 4096 : i64
        %837 = llvm.getelementptr %836[%c4096_i64_286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c748_i64 = arith.constant 748 : i64
        %838 = arith.addi %58, %c748_i64 : i64
        %839 = llvm.getelementptr %837[%838] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %840 = llvm.load %839 : !llvm.ptr<3> -> f32
        %841 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_287 = arith.constant 4096 : i64
        %842 = llvm.getelementptr %841[%c4096_i64_287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c749_i64 = arith.constant 749 : i64
        %843 = arith.addi %58, %c749_i64 : i64
        %844 = llvm.getelementptr %842[%843] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %845 = llvm.load %844 : !llvm.ptr<3> -> f32
        %846 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_288 = arith.constant 4096 : i64
        %847 = llvm.getelementptr %846[%c4096_i64_288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c750_i64 = arith.constant 750 : i64
        %848 = arith.addi %58, %c750_i64 : i64
        %849 = llvm.getelementptr %847[%848] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %850 = llvm.load %849 : !llvm.ptr<3> -> f32
        %851 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_289 = arith.constant 4096 : i64
        %852 = llvm.getelementptr %851[%c4096_i64_289] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c751_i64 = arith.constant 751 : i64
        %853 = arith.addi %58, %c751_i64 : i64
        %854 = llvm.getelementptr %852[%853] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %855 = llvm.load %854 : !llvm.ptr<3> -> f32
        %856 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_290 = arith.constant 4096 : i64
        %857 = llvm.getelementptr %856[%c4096_i64_290] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c752_i64 = arith.constant 752 : i64
        %858 = arith.addi %58, %c752_i64 : i64
        %859 = llvm.getelementptr %857[%858] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %860 = llvm.load %859 : !llvm.ptr<3> -> f32
        %861 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_291 = arith.constant 4096 : i64
        %862 = llvm.getelementptr %861[%c4096_i64_291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c753_i64 = arith.constant 753 : i64
        %863 = arith.addi %58, %c753_i64 : i64
        %864 = llvm.getelementptr %862[%863] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %865 = llvm.load %864 : !llvm.ptr<3> -> f32
        %866 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_292 = arith.constant 4096 : i64
        %867 = llvm.getelementptr %866[%c4096_i64_292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c754_i64 = arith.constant 754 : i64
        %868 = arith.addi %58, %c754_i64 : i64
        %869 = llvm.getelementptr %867[%868] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %870 = llvm.load %869 : !llvm.ptr<3> -> f32
        %871 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_293 = arith.constant 4096 : i64
        %872 = llvm.getelementptr %871[%c4096_i64_293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c755_i64 = arith.constant 755 : i64
        %873 = arith.addi %58, %c755_i64 : i64
        %874 = llvm.getelementptr %872[%873] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %875 = llvm.load %874 : !llvm.ptr<3> -> f32
        %876 = memref.load %alloca_77[] : memref<f32>
        %877 = llvm.intr.fma(%835, %840, %876) : (f32, f32, f32) -> f32
        memref.store %877, %alloca_77[] : memref<f32>
        %878 = memref.load %alloca_78[] : memref<f32>
        %879 = llvm.intr.fma(%835, %845, %878) : (f32, f32, f32) -> f32
        memref.store %879, %alloca_78[] : memref<f32>
        %880 = memref.load %alloca_79[] : memref<f32>
        %881 = llvm.intr.fma(%835, %850, %880) : (f32, f32, f32) -> f32
        memref.store %881, %alloca_79[] : memref<f32>
        %882 = memref.load %alloca_80[] : memref<f32>
        %883 = llvm.intr.fma(%835, %855, %882) : (f32, f32, f32) -> f32
        memref.store %883, %alloca_80[] : memref<f32>
        %884 = memref.load %alloca_81[] : memref<f32>
        %885 = llvm.intr.fma(%835, %860, %884) : (f32, f32, f32) -> f32
        memref.store %885, %alloca_81[] : memref<f32>
        %886 = memref.load %alloca_82[] : memref<f32>
        %887 = llvm.intr.fma(%835, %865, %886) : (f32, f32, f32) -> f32
        memref.store %887, %alloca_82[] : memref<f32>
        %888 = memref.load %alloca_83[] : memref<f32>
        %889 = llvm.intr.fma(%835, %870, %888) : (f32, f32, f32) -> f32
        memref.store %889, %alloca_83[] : memref<f32>
        %890 = memref.load %alloca_84[] : memref<f32>
        %891 = llvm.intr.fma(%835, %875, %890) : (f32, f32, f32) -> f32
        memref.store %891, %alloca_84[] : memref<f32>
        %892 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c768_i64 = arith.constant 768 : i64
        %893 = arith.addi %56, %c768_i64 : i64
        %894 = llvm.getelementptr %892[%893] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %895 = llvm.load %894 : !llvm.ptr<3> -> f32
        %896 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_294 = arith.constant 4096 : i64
        %897 = llvm.getelementptr %896[%c4096_i64_294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c816_i64 = arith.constant 816 : i64
        %898 = arith.addi %58, %c816_i64 : i64
        %899 = llvm.getelementptr %897[%898] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %900 = llvm.load %899 : !llvm.ptr<3> -> f32
        %901 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_295 = arith.constant 4096 : i64
        %902 = llvm.getelementptr %901[%c4096_i64_295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c817_i64 = arith.constant 817 : i64
        %903 = arith.addi %58, %c817_i64 : i64
        %904 = llvm.getelementptr %902[%903] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %905 = llvm.load %904 : !llvm.ptr<3> -> f32
        %906 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_296 = arith.constant 4096 : i64
        %907 = llvm.getelementptr %906[%c4096_i64_296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c818_i64 = arith.constant 818 : i64
        %908 = arith.addi %58, %c818_i64 : i64
        %909 = llvm.getelementptr %907[%908] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %910 = llvm.load %909 : !llvm.ptr<3> -> f32
        %911 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_297 = arith.constant 4096 : i64
        %912 = llvm.getelementptr %911[%c4096_i64_297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c819_i64 = arith.constant 819 : i64
        %913 = arith.addi %58, %c819_i64 : i64
        %914 = llvm.getelementptr %912[%913] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %915 = llvm.load %914 : !llvm.ptr<3> -> f32
        %916 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_298 = arith.constant 4096 : i64
        %917 = llvm.getelementptr %916[%c4096_i64_298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c820_i64 = arith.constant 820 : i64
        %918 = arith.addi %58, %c820_i64 : i64
        %919 = llvm.getelementptr %917[%918] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %920 = llvm.load %919 : !llvm.ptr<3> -> f32
        %921 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_299 = arith.constant 4096 : i64
        %922 = llvm.getelementptr %921[%c4096_i64_299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c821_i64 = arith.constant 821 : i64
        %923 = arith.addi %58, %c821_i64 : i64
        %924 = llvm.getelementptr %922[%923] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %925 = llvm.load %924 : !llvm.ptr<3> -> f32
        %926 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_300 = arith.constant 4096 : i64
        %927 = llvm.getelementptr %926[%c4096_i64_300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c822_i64 = arith.constant 822 : i64
        %928 = arith.addi %58, %c822_i64 : i64
        %929 = llvm.getelementptr %927[%928] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %930 = llvm.load %929 : !llvm.ptr<3> -> f32
        %931 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_301 = arith.constant 4096 : i64
        %932 = llvm.getelementptr %931[%c4096_i64_301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c823_i64 = arith.constant 823 : i64
        %933 = arith.addi %58, %c823_i64 : i64
        %934 = llvm.getelementptr %932[%933] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %935 = llvm.load %934 : !llvm.ptr<3> -> f32
        %936 = memref.load %alloca_77[] : memref<f32>
        %937 = llvm.intr.fma(%895, %900, %936) : (f32, f32, f32) -> f32
        memref.store %937, %alloca_77[] : memref<f32>
        %938 = memref.load %alloca_78[] : memref<f32>
        %939 = llvm.intr.fma(%895, %905, %938) : (f32, f32, f32) -> f32
        memref.store %939, %alloca_78[] : memref<f32>
        %940 = memref.load %alloca_79[] : memref<f32>
        %941 = llvm.intr.fma(%895, %910, %940) : (f32, f32, f32) -> f32
        memref.store %941, %alloca_79[] : memref<f32>
        %942 = memref.load %alloca_80[] : memref<f32>
        %943 = llvm.intr.fma(%895, %915, %942) : (f32, f32, f32) -> f32
        memref.store %943, %alloca_80[] : memref<f32>
        %944 = memref.load %alloca_81[] : memref<f32>
        %945 = llvm.intr.fma(%895, %920, %944) : (f32, f32, f32) -> f32
        memref.store %945, %alloca_81[] : memref<f32>
        %946 = memref.load %alloca_82[] : memref<f32>
        %947 = llvm.intr.fma(%895, %925, %946) : (f32, f32, f32) -> f32
        memref.store %947, %alloca_82[] : memref<f32>
        %948 = memref.load %alloca_83[] : memref<f32>
        %949 = llvm.intr.fma(%895, %930, %948) : (f32, f32, f32) -> f32
        memref.store %949, %alloca_83[] : memref<f32>
        %950 = memref.load %alloca_84[] : memref<f32>
        %951 = llvm.intr.fma(%895, %935, %950) : (f32, f32, f32) -> f32
        memref.store %951, %alloca_84[] : memref<f32>
        %952 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c832_i64 = arith.constant 832 : i64
        %953 = arith.addi %56, %c832_i64 : i64
        %954 = llvm.getelementptr %952[%953] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %955 = llvm.load %954 : !llvm.ptr<3> -> f32
        %956 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_302 = arith.constant 4096 : i64
        %957 = llvm.getelementptr %956[%c4096_i64_302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c884_i64 = arith.constant 884 : i64
        %958 = arith.addi %58, %c884_i64 : i64
        %959 = llvm.getelementptr %957[%958] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %960 = llvm.load %959 : !llvm.ptr<3> -> f32
        %961 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_303 = arith.constant 4096 : i64
        %962 = llvm.getelementptr %961[%c4096_i64_303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c885_i64 = arith.constant 885 : i64
        %963 = arith.addi %58, %c885_i64 : i64
        %964 = llvm.getelementptr %962[%963] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %965 = llvm.load %964 : !llvm.ptr<3> -> f32
        %966 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_304 = arith.constant 4096 : i64
        %967 = llvm.getelementptr %966[%c4096_i64_304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c886_i64 = arith.constant 886 : i64
        %968 = arith.addi %58, %c886_i64 : i64
        %969 = llvm.getelementptr %967[%968] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %970 = llvm.load %969 : !llvm.ptr<3> -> f32
        %971 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_305 = arith.constant 4096 : i64
        %972 = llvm.getelementptr %971[%c4096_i64_305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c887_i64 = arith.constant 887 : i64
        %973 = arith.addi %58, %c887_i64 : i64
        %974 = llvm.getelementptr %972[%973] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %975 = llvm.load %974 : !llvm.ptr<3> -> f32
        %976 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_306 = arith.constant 4096 : i64
        %977 = llvm.getelementptr %976[%c4096_i64_306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c888_i64 = arith.constant 888 : i64
        %978 = arith.addi %58, %c888_i64 : i64
        %979 = llvm.getelementptr %977[%978] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %980 = llvm.load %979 : !llvm.ptr<3> -> f32
        %981 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_307 = arith.constant 4096 : i64
        %982 = llvm.getelementptr %981[%c4096_i64_307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c889_i64 = arith.constant 889 : i64
        %983 = arith.addi %58, %c889_i64 : i64
        %984 = llvm.getelementptr %982[%983] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %985 = llvm.load %984 : !llvm.ptr<3> -> f32
        %986 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_308 = arith.constant 4096 : i64
        %987 = llvm.getelementptr %986[%c4096_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c890_i64 = arith.constant 890 : i64
        %988 = arith.addi %58, %c890_i64 : i64
        %989 = llvm.getelementptr %987[%988] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %990 = llvm.load %989 : !llvm.ptr<3> -> f32
        %991 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_309 = arith.constant 4096 : i64
        %992 = llvm.getelementptr %991[%c4096_i64_309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c891_i64 = arith.constant 891 : i64
        %993 = arith.addi %58, %c891_i64 : i64
        %994 = llvm.getelementptr %992[%993] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %995 = llvm.load %994 : !llvm.ptr<3> -> f32
        %996 = memref.load %alloca_77[] : memref<f32>
        %997 = llvm.intr.fma(%955, %960, %996) : (f32, f32, f32) -> f32
        memref.store %997, %alloca_77[] : memref<f32>
        %998 = memref.load %alloca_78[] : memref<f32>
        %999 = llvm.intr.fma(%955, %965, %998) : (f32, f32, f32) -> f32
        memref.store %999, %alloca_78[] : memref<f32>
        %1000 = memref.load %alloca_79[] : memref<f32>
        %1001 = llvm.intr.fma(%955, %970, %1000) : (f32, f32, f32) -> f32
        memref.store %1001, %alloca_79[] : memref<f32>
        %1002 = memref.load %alloca_80[] : memref<f32>
        %1003 = llvm.intr.fma(%955, %975, %1002) : (f32, f32, f32) -> f32
        memref.store %1003, %alloca_80[] : memref<f32>
        %1004 = memref.load %alloca_81[] : memref<f32>
        %1005 = llvm.intr.fma(%955, %980, %1004) : (f32, f32, f32) -> f32
        memref.store %1005, %alloca_81[] : memref<f32>
        %1006 = memref.load %alloca_82[] : memref<f32>
        %1007 = llvm.intr.fma(%955, %985, %1006) : (f32, f32, f32) -> f32
        memref.store %1007, %alloca_82[] : memref<f32>
        %1008 = memref.load %alloca_83[] : memref<f32>
        %1009 = llvm.intr.fma(%955, %990, %1008) : (f32, f32, f32) -> f32
        memref.store %1009, %alloca_83[] : memref<f32>
        %1010 = memref.load %alloca_84[] : memref<f32>
        %1011 = llvm.intr.fma(%955, %995, %1010) : (f32, f32, f32) -> f32
        memref.store %1011, %alloca_84[] : memref<f32>
        %1012 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c896_i64 = arith.constant 896 : i64
        %1013 = arith.addi %56, %c896_i64 : i64
        %1014 = llvm.getelementptr %1012[%1013] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1015 = llvm.load %1014 : !llvm.ptr<3> -> f32
        %1016 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_310 = arith.constant 4096 : i64
        %1017 = llvm.getelementptr %1016[%c4096_i64_310] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c952_i64 = arith.constant 952 : i64
        %1018 = arith.addi %58, %c952_i64 : i64
        %1019 = llvm.getelementptr %1017[%1018] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1020 = llvm.load %1019 : !llvm.ptr<3> -> f32
        %1021 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_311 = arith.constant 4096 : i64
        %1022 = llvm.getelementptr %1021[%c4096_i64_311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c953_i64 = arith.constant 953 : i64
        %1023 = arith.addi %58, %c953_i64 : i64
        %1024 = llvm.getelementptr %1022[%1023] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1025 = llvm.load %1024 : !llvm.ptr<3> -> f32
        %1026 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_312 = arith.constant 4096 : i64
        %1027 = llvm.getelementptr %1026[%c4096_i64_312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c954_i64 = arith.constant 954 : i64
        %1028 = arith.addi %58, %c954_i64 : i64
        %1029 = llvm.getelementptr %1027[%1028] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1030 = llvm.load %1029 : !llvm.ptr<3> -> f32
        %1031 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_313 = arith.constant 4096 : i64
        %1032 = llvm.getelementptr %1031[%c4096_i64_313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c955_i64 = arith.constant 955 : i64
        %1033 = arith.addi %58, %c955_i64 : i64
        %1034 = llvm.getelementptr %1032[%1033] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1035 = llvm.load %1034 : !llvm.ptr<3> -> f32
        %1036 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_314 = arith.constant 4096 : i64
        %1037 = llvm.getelementptr %1036[%c4096_i64_314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c956_i64 = arith.constant 956 : i64
        %1038 = arith.addi %58, %c956_i64 : i64
        %1039 = llvm.getelementptr %1037[%1038] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1040 = llvm.load %1039 : !llvm.ptr<3> -> f32
        %1041 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_315 = arith.constant 4096 : i64
        %1042 = llvm.getelementptr %1041[%c4096_i64_315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c957_i64 = arith.constant 957 : i64
        %1043 = arith.addi %58, %c957_i64 : i64
        %1044 = llvm.getelementptr %1042[%1043] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1045 = llvm.load %1044 : !llvm.ptr<3> -> f32
        %1046 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_316 = arith.constant 4096 : i64
        %1047 = llvm.getelementptr %1046[%c4096_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c958_i64 = arith.constant 958 : i64
        %1048 = arith.addi %58, %c958_i64 : i64
        %1049 = llvm.getelementptr %1047[%1048] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1050 = llvm.load %1049 : !llvm.ptr<3> -> f32
        %1051 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_317 = arith.constant 4096 : i64
        %1052 = llvm.getelementptr %1051[%c4096_i64_317] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c959_i64 = arith.constant 959 : i64
        %1053 = arith.addi %58, %c959_i64 : i64
        %1054 = llvm.getelementptr %1052[%1053] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1055 = llvm.load %1054 : !llvm.ptr<3> -> f32
        %1056 = memref.load %alloca_77[] : memref<f32>
        %1057 = llvm.intr.fma(%1015, %1020, %1056) : (f32, f32, f32) -> f32
        memref.store %1057, %alloca_77[] : memref<f32>
        %1058 = memref.load %alloca_78[] : memref<f32>
        %1059 = llvm.intr.fma(%1015, %1025, %1058) : (f32, f32, f32) -> f32
        memref.store %1059, %alloca_78[] : memref<f32>
        %1060 = memref.load %alloca_79[] : memref<f32>
        %1061 = llvm.intr.fma(%1015, %1030, %1060) : (f32, f32, f32) -> f32
        memref.store %1061, %alloca_79[] : memref<f32>
        %1062 = memref.load %alloca_80[] : memref<f32>
        %1063 = llvm.intr.fma(%1015, %1035, %1062) : (f32, f32, f32) -> f32
        memref.store %1063, %alloca_80[] : memref<f32>
        %1064 = memref.load %alloca_81[] : memref<f32>
        %1065 = llvm.intr.fma(%1015, %1040, %1064) : (f32, f32, f32) -> f32
        memref.store %1065, %alloca_81[] : memref<f32>
        %1066 = memref.load %alloca_82[] : memref<f32>
        %1067 = llvm.intr.fma(%1015, %1045, %1066) : (f32, f32, f32) -> f32
        memref.store %1067, %alloca_82[] : memref<f32>
        %1068 = memref.load %alloca_83[] : memref<f32>
        %1069 = llvm.intr.fma(%1015, %1050, %1068) : (f32, f32, f32) -> f32
        memref.store %1069, %alloca_83[] : memref<f32>
        %1070 = memref.load %alloca_84[] : memref<f32>
        %1071 = llvm.intr.fma(%1015, %1055, %1070) : (f32, f32, f32) -> f32
        memref.store %1071, %alloca_84[] : memref<f32>
        %1072 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c960_i64 = arith.constant 960 : i64
        %1073 = arith.addi %56, %c960_i64 : i64
        %1074 = llvm.getelementptr %1072[%1073] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1075 = llvm.load %1074 : !llvm.ptr<3> -> f32
        %1076 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_318 = arith.constant 4096 : i64
        %1077 = llvm.getelementptr %1076[%c4096_i64_318] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1020_i64 = arith.constant 1020 : i64
        %1078 = arith.addi %58, %c1020_i64 : i64
        %1079 = llvm.getelementptr %1077[%1078] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1080 = llvm.load %1079 : !llvm.ptr<3> -> f32
        %1081 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_319 = arith.constant 4096 : i64
        %1082 = llvm.getelementptr %1081[%c4096_i64_319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1021_i64 = arith.constant 1021 : i64
        %1083 = arith.addi %58, %c1021_i64 : i64
        %1084 = llvm.getelementptr %1082[%1083] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1085 = llvm.load %1084 : !llvm.ptr<3> -> f32
        %1086 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_320 = arith.constant 4096 : i64
        %1087 = llvm.getelementptr %1086[%c4096_i64_320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1022_i64 = arith.constant 1022 : i64
        %1088 = arith.addi %58, %c1022_i64 : i64
        %1089 = llvm.getelementptr %1087[%1088] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1090 = llvm.load %1089 : !llvm.ptr<3> -> f32
        %1091 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_321 = arith.constant 4096 : i64
        %1092 = llvm.getelementptr %1091[%c4096_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1023_i64 = arith.constant 1023 : i64
        %1093 = arith.addi %58, %c1023_i64 : i64
        %1094 = llvm.getelementptr %1092[%1093] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1095 = llvm.load %1094 : !llvm.ptr<3> -> f32
        %1096 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_322 = arith.constant 4096 : i64
        %1097 = llvm.getelementptr %1096[%c4096_i64_322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64 = arith.constant 1024 : i64
        %1098 = arith.addi %58, %c1024_i64 : i64
        %1099 = llvm.getelementptr %1097[%1098] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1100 = llvm.load %1099 : !llvm.ptr<3> -> f32
        %1101 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_323 = arith.constant 4096 : i64
        %1102 = llvm.getelementptr %1101[%c4096_i64_323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1103 = arith.addi %58, %c1025_i64 : i64
        %1104 = llvm.getelementptr %1102[%1103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1105 = llvm.load %1104 : !llvm.ptr<3> -> f32
        %1106 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_324 = arith.constant 4096 : i64
        %1107 = llvm.getelementptr %1106[%c4096_i64_324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1108 = arith.addi %58, %c1026_i64 : i64
        %1109 = llvm.getelementptr %1107[%1108] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1110 = llvm.load %1109 : !llvm.ptr<3> -> f32
        %1111 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_325 = arith.constant 4096 : i64
        %1112 = llvm.getelementptr %1111[%c4096_i64_325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1113 = arith.addi %58, %c1027_i64 : i64
        %1114 = llvm.getelementptr %1112[%1113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1115 = llvm.load %1114 : !llvm.ptr<3> -> f32
        %1116 = memref.load %alloca_77[] : memref<f32>
        %1117 = llvm.intr.fma(%1075, %1080, %1116) : (f32, f32, f32) -> f32
        memref.store %1117, %alloca_77[] : memref<f32>
        %1118 = memref.load %alloca_78[] : memref<f32>
        %1119 = llvm.intr.fma(%1075, %1085, %1118) : (f32, f32, f32) -> f32
        memref.store %1119, %alloca_78[] : memref<f32>
        %1120 = memref.load %alloca_79[] : memref<f32>
        %1121 = llvm.intr.fma(%1075, %1090, %1120) : (f32, f32, f32) -> f32
        memref.store %1121, %alloca_79[] : memref<f32>
        %1122 = memref.load %alloca_80[] : memref<f32>
        %1123 = llvm.intr.fma(%1075, %1095, %1122) : (f32, f32, f32) -> f32
        memref.store %1123, %alloca_80[] : memref<f32>
        %1124 = memref.load %alloca_81[] : memref<f32>
        %1125 = llvm.intr.fma(%1075, %1100, %1124) : (f32, f32, f32) -> f32
        memref.store %1125, %alloca_81[] : memref<f32>
        %1126 = memref.load %alloca_82[] : memref<f32>
        %1127 = llvm.intr.fma(%1075, %1105, %1126) : (f32, f32, f32) -> f32
        memref.store %1127, %alloca_82[] : memref<f32>
        %1128 = memref.load %alloca_83[] : memref<f32>
        %1129 = llvm.intr.fma(%1075, %1110, %1128) : (f32, f32, f32) -> f32
        memref.store %1129, %alloca_83[] : memref<f32>
        %1130 = memref.load %alloca_84[] : memref<f32>
        %1131 = llvm.intr.fma(%1075, %1115, %1130) : (f32, f32, f32) -> f32
        memref.store %1131, %alloca_84[] : memref<f32>
      }
      %85 = memref.load %alloca_77[] : memref<f32>
      %c64_i64_143 = arith.constant 64 : i64
      %86 = arith.muli %58, %c64_i64_143 : i64
      %87 = arith.addi %56, %86 : i64
      %88 = llvm.getelementptr %17[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %85, %88 : f32, !llvm.ptr<1>
      %c1_i64_144 = arith.constant 1 : i64
      %89 = arith.addi %58, %c1_i64_144 : i64
      %90 = memref.load %alloca_78[] : memref<f32>
      %c64_i64_145 = arith.constant 64 : i64
      %91 = arith.muli %89, %c64_i64_145 : i64
      %92 = arith.addi %56, %91 : i64
      %93 = llvm.getelementptr %17[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %90, %93 : f32, !llvm.ptr<1>
      %c2_i64 = arith.constant 2 : i64
      %94 = arith.addi %58, %c2_i64 : i64
      %95 = memref.load %alloca_79[] : memref<f32>
      %c64_i64_146 = arith.constant 64 : i64
      %96 = arith.muli %94, %c64_i64_146 : i64
      %97 = arith.addi %56, %96 : i64
      %98 = llvm.getelementptr %17[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %95, %98 : f32, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %99 = arith.addi %58, %c3_i64 : i64
      %100 = memref.load %alloca_80[] : memref<f32>
      %c64_i64_147 = arith.constant 64 : i64
      %101 = arith.muli %99, %c64_i64_147 : i64
      %102 = arith.addi %56, %101 : i64
      %103 = llvm.getelementptr %17[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %100, %103 : f32, !llvm.ptr<1>
      %c4_i64_148 = arith.constant 4 : i64
      %104 = arith.addi %58, %c4_i64_148 : i64
      %105 = memref.load %alloca_81[] : memref<f32>
      %c64_i64_149 = arith.constant 64 : i64
      %106 = arith.muli %104, %c64_i64_149 : i64
      %107 = arith.addi %56, %106 : i64
      %108 = llvm.getelementptr %17[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %105, %108 : f32, !llvm.ptr<1>
      %c5_i64 = arith.constant 5 : i64
      %109 = arith.addi %58, %c5_i64 : i64
      %110 = memref.load %alloca_82[] : memref<f32>
      %c64_i64_150 = arith.constant 64 : i64
      %111 = arith.muli %109, %c64_i64_150 : i64
      %112 = arith.addi %56, %111 : i64
      %113 = llvm.getelementptr %17[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %110, %113 : f32, !llvm.ptr<1>
      %c6_i64 = arith.constant 6 : i64
      %114 = arith.addi %58, %c6_i64 : i64
      %115 = memref.load %alloca_83[] : memref<f32>
      %c64_i64_151 = arith.constant 64 : i64
      %116 = arith.muli %114, %c64_i64_151 : i64
      %117 = arith.addi %56, %116 : i64
      %118 = llvm.getelementptr %17[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %115, %118 : f32, !llvm.ptr<1>
      %c7_i64_152 = arith.constant 7 : i64
      %119 = arith.addi %58, %c7_i64_152 : i64
      %120 = memref.load %alloca_84[] : memref<f32>
      %c64_i64_153 = arith.constant 64 : i64
      %121 = arith.muli %119, %c64_i64_153 : i64
      %122 = arith.addi %56, %121 : i64
      %123 = llvm.getelementptr %17[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %120, %123 : f32, !llvm.ptr<1>
      %thread_id_x_154 = gpu.thread_id  x
      %124 = arith.index_cast %thread_id_x_154 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %125 = arith.minsi %124, %c42_i64 : i64
      %thread_id_y_155 = gpu.thread_id  y
      %126 = arith.index_cast %thread_id_y_155 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %127 = arith.minsi %126, %c11_i64 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %128 = arith.index_cast %thread_id_y_156 : index to i64
      %c8_i64_157 = arith.constant 8 : i64
      %129 = arith.addi %128, %c8_i64_157 : i64
      %c11_i64_158 = arith.constant 11 : i64
      %130 = arith.minsi %129, %c11_i64_158 : i64
      %cst_159 = arith.constant 0.000000e+00 : f32
      memref.store %cst_159, %alloca_89[] : memref<f32>
      %cst_160 = arith.constant 0.000000e+00 : f32
      memref.store %cst_160, %alloca_90[] : memref<f32>
      %c0_i64_161 = arith.constant 0 : i64
      %c1_i64_162 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_161 to %20 step %c1_i64_162  : i64 {
        %c43_i64_172 = arith.constant 43 : i64
        %140 = arith.muli %arg17, %c43_i64_172 : i64
        %141 = arith.addi %125, %140 : i64
        %142 = llvm.getelementptr %19[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %143 = llvm.load %142 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %144 = arith.muli %arg17, %c12_i64 : i64
        %145 = arith.addi %127, %144 : i64
        %146 = llvm.getelementptr %22[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %147 = llvm.load %146 : !llvm.ptr<1> -> f32
        %c12_i64_173 = arith.constant 12 : i64
        %148 = arith.muli %arg17, %c12_i64_173 : i64
        %149 = arith.addi %130, %148 : i64
        %150 = llvm.getelementptr %22[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %151 = llvm.load %150 : !llvm.ptr<1> -> f32
        %152 = memref.load %alloca_89[] : memref<f32>
        %153 = llvm.intr.fma(%143, %147, %152) : (f32, f32, f32) -> f32
        memref.store %153, %alloca_89[] : memref<f32>
        %154 = memref.load %alloca_90[] : memref<f32>
        %155 = llvm.intr.fma(%143, %151, %154) : (f32, f32, f32) -> f32
        memref.store %155, %alloca_90[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %131 = arith.cmpi slt, %124, %c43_i64 : i64
      scf.if %131 {
        %c12_i64 = arith.constant 12 : i64
        %140 = arith.cmpi slt, %126, %c12_i64 : i64
        scf.if %140 {
          %142 = memref.load %alloca_89[] : memref<f32>
          %c43_i64_173 = arith.constant 43 : i64
          %143 = arith.muli %126, %c43_i64_173 : i64
          %144 = arith.addi %124, %143 : i64
          %145 = llvm.getelementptr %25[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %142, %145 : f32, !llvm.ptr<1>
        }
        %c12_i64_172 = arith.constant 12 : i64
        %141 = arith.cmpi slt, %129, %c12_i64_172 : i64
        scf.if %141 {
          %142 = memref.load %alloca_90[] : memref<f32>
          %c43_i64_173 = arith.constant 43 : i64
          %143 = arith.muli %129, %c43_i64_173 : i64
          %144 = arith.addi %124, %143 : i64
          %145 = llvm.getelementptr %25[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %142, %145 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_163 = gpu.thread_id  x
      %132 = arith.index_cast %thread_id_x_163 : index to i64
      %c64_i64_164 = arith.constant 64 : i64
      %thread_id_y_165 = gpu.thread_id  y
      %133 = arith.index_cast %thread_id_y_165 : index to i64
      %134 = arith.muli %c64_i64_164, %133 : i64
      %135 = arith.addi %132, %134 : i64
      %c32_i64_166 = arith.constant 32 : i64
      %136 = arith.divsi %135, %c32_i64_166 : i64
      %c32_i64_167 = arith.constant 32 : i64
      %137 = arith.remsi %135, %c32_i64_167 : i64
      %c4_i64_168 = arith.constant 4 : i64
      %138 = arith.divsi %137, %c4_i64_168 : i64
      %c4_i64_169 = arith.constant 4 : i64
      %139 = arith.remsi %137, %c4_i64_169 : i64
      %c16_i64_170 = arith.constant 16 : i64
      %c16_i64_171 = arith.constant 16 : i64
      scf.for %arg17 = %136 to %c16_i64_170 step %c16_i64_171  : i64 {
        %c8_i64_172 = arith.constant 8 : i64
        %140 = arith.remsi %arg17, %c8_i64_172 : i64
        %c8_i64_173 = arith.constant 8 : i64
        %141 = arith.divsi %arg17, %c8_i64_173 : i64
        %c8_i64_174 = arith.constant 8 : i64
        %142 = arith.muli %140, %c8_i64_174 : i64
        %c8_i64_175 = arith.constant 8 : i64
        %143 = arith.muli %141, %c8_i64_175 : i64
        %cst_176 = arith.constant 0.000000e+00 : f64
        memref.store %cst_176, %alloca_91[] : memref<f64>
        %cst_177 = arith.constant 0.000000e+00 : f64
        memref.store %cst_177, %alloca_92[] : memref<f64>
        %144 = arith.addi %142, %138 : i64
        %c60_i64 = arith.constant 60 : i64
        %145 = arith.minsi %144, %c60_i64 : i64
        %146 = arith.addi %143, %138 : i64
        %c9_i64 = arith.constant 9 : i64
        %147 = arith.minsi %146, %c9_i64 : i64
        %c0_i64_178 = arith.constant 0 : i64
        %c4_i64_179 = arith.constant 4 : i64
        %c4_i64_180 = arith.constant 4 : i64
        scf.for %arg18 = %c0_i64_178 to %c4_i64_179 step %c4_i64_180  : i64 {
          %182 = arith.addi %arg18, %139 : i64
          %183 = arith.addi %arg18, %139 : i64
          %c61_i64_194 = arith.constant 61 : i64
          %184 = arith.muli %182, %c61_i64_194 : i64
          %185 = arith.addi %145, %184 : i64
          %186 = llvm.getelementptr %27[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %187 = llvm.load %186 : !llvm.ptr<1> -> f64
          %c6_i64_195 = arith.constant 6 : i64
          %188 = arith.muli %147, %c6_i64_195 : i64
          %189 = arith.addi %183, %188 : i64
          %190 = llvm.getelementptr %29[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = memref.load %alloca_91[] : memref<f64>
          %193 = memref.load %alloca_92[] : memref<f64>
          %194 = nvvm.mma.sync A[%187]  B[%191]  C[%192, %193]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %195 = llvm.extractvalue %194[0] : !llvm.struct<(f64, f64)> 
          memref.store %195, %alloca_91[] : memref<f64>
          %196 = llvm.extractvalue %194[1] : !llvm.struct<(f64, f64)> 
          memref.store %196, %alloca_92[] : memref<f64>
        }
        %c4_i64_181 = arith.constant 4 : i64
        %148 = arith.addi %c4_i64_181, %139 : i64
        %c4_i64_182 = arith.constant 4 : i64
        %149 = arith.addi %c4_i64_182, %139 : i64
        %c5_i64_183 = arith.constant 5 : i64
        %150 = arith.minsi %148, %c5_i64_183 : i64
        %c61_i64 = arith.constant 61 : i64
        %151 = arith.muli %150, %c61_i64 : i64
        %152 = arith.addi %145, %151 : i64
        %153 = llvm.getelementptr %27[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %154 = llvm.load %153 : !llvm.ptr<1> -> f64
        memref.store %154, %alloca_93[] : memref<f64>
        %c6_i64_184 = arith.constant 6 : i64
        %155 = arith.cmpi sge, %148, %c6_i64_184 : i64
        scf.if %155 {
          %cst_194 = arith.constant 0.000000e+00 : f64
          memref.store %cst_194, %alloca_93[] : memref<f64>
        }
        %c5_i64_185 = arith.constant 5 : i64
        %156 = arith.minsi %149, %c5_i64_185 : i64
        %c6_i64_186 = arith.constant 6 : i64
        %157 = arith.muli %147, %c6_i64_186 : i64
        %158 = arith.addi %156, %157 : i64
        %159 = llvm.getelementptr %29[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %160 = llvm.load %159 : !llvm.ptr<1> -> f64
        memref.store %160, %alloca_94[] : memref<f64>
        %c6_i64_187 = arith.constant 6 : i64
        %161 = arith.cmpi sge, %149, %c6_i64_187 : i64
        scf.if %161 {
          %cst_194 = arith.constant 0.000000e+00 : f64
          memref.store %cst_194, %alloca_94[] : memref<f64>
        }
        %162 = memref.load %alloca_93[] : memref<f64>
        %163 = memref.load %alloca_94[] : memref<f64>
        %164 = memref.load %alloca_91[] : memref<f64>
        %165 = memref.load %alloca_92[] : memref<f64>
        %166 = nvvm.mma.sync A[%162]  B[%163]  C[%164, %165]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %167 = llvm.extractvalue %166[0] : !llvm.struct<(f64, f64)> 
        memref.store %167, %alloca_91[] : memref<f64>
        %168 = llvm.extractvalue %166[1] : !llvm.struct<(f64, f64)> 
        memref.store %168, %alloca_92[] : memref<f64>
        %169 = arith.addi %142, %138 : i64
        %c2_i64_188 = arith.constant 2 : i64
        %170 = arith.muli %139, %c2_i64_188 : i64
        %171 = arith.addi %143, %170 : i64
        %c61_i64_189 = arith.constant 61 : i64
        %172 = arith.cmpi slt, %169, %c61_i64_189 : i64
        %c10_i64 = arith.constant 10 : i64
        %173 = arith.cmpi slt, %171, %c10_i64 : i64
        %174 = arith.andi %172, %173 : i1
        scf.if %174 {
          %c61_i64_194 = arith.constant 61 : i64
          %182 = arith.muli %171, %c61_i64_194 : i64
          %183 = arith.addi %169, %182 : i64
          %184 = llvm.getelementptr %31[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %185 = llvm.load %184 : !llvm.ptr<1> -> f64
          %186 = memref.load %alloca_91[] : memref<f64>
          %187 = arith.addf %185, %186 : f64
          %c61_i64_195 = arith.constant 61 : i64
          %188 = arith.muli %171, %c61_i64_195 : i64
          %189 = arith.addi %169, %188 : i64
          %190 = llvm.getelementptr %31[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %175 = arith.addi %142, %138 : i64
        %c2_i64_190 = arith.constant 2 : i64
        %176 = arith.muli %139, %c2_i64_190 : i64
        %c1_i64_191 = arith.constant 1 : i64
        %177 = arith.addi %176, %c1_i64_191 : i64
        %178 = arith.addi %143, %177 : i64
        %c61_i64_192 = arith.constant 61 : i64
        %179 = arith.cmpi slt, %175, %c61_i64_192 : i64
        %c10_i64_193 = arith.constant 10 : i64
        %180 = arith.cmpi slt, %178, %c10_i64_193 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %c61_i64_194 = arith.constant 61 : i64
          %182 = arith.muli %178, %c61_i64_194 : i64
          %183 = arith.addi %175, %182 : i64
          %184 = llvm.getelementptr %31[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %185 = llvm.load %184 : !llvm.ptr<1> -> f64
          %186 = memref.load %alloca_92[] : memref<f64>
          %187 = arith.addf %185, %186 : f64
          %c61_i64_195 = arith.constant 61 : i64
          %188 = arith.muli %178, %c61_i64_195 : i64
          %189 = arith.addi %175, %188 : i64
          %190 = llvm.getelementptr %31[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
