module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_alpha_beta(%arg0: f32, %arg1: f32, %arg2: memref<10x6xf32, strided<[1, 10]>, 1>, %arg3: memref<6x5xf32, strided<[1, 6]>, 1>, %arg4: memref<10x5xf32, strided<[1, 10]>, 1>, %arg5: memref<10x5xf32, strided<[1, 10]>, 1>, %arg6: memref<10x5xf32, strided<[1, 10]>, 1>, %arg7: memref<10x5xf32, strided<[1, 10]>, 1>, %arg8: memref<10x5xf32, strided<[1, 10]>, 1>, %arg9: memref<10x5xf32, strided<[1, 10]>, 1>, %arg10: memref<10x5xf32, strided<[1, 10]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<10x6xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<10x6xf32, strided<[1, 10]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg3 : memref<6x5xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<6x5xf32, strided<[1, 6]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg6 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg10 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
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
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c9_i64 = arith.constant 9 : i64
      %19 = arith.minsi %18, %c9_i64 : i64
      %thread_id_x_81 = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x_81 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %21 = arith.addi %20, %c8_i64 : i64
      %c9_i64_82 = arith.constant 9 : i64
      %22 = arith.minsi %21, %c9_i64_82 : i64
      %thread_id_y = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %24 = arith.minsi %23, %c4_i64 : i64
      %thread_id_y_83 = gpu.thread_id  y
      %25 = arith.index_cast %thread_id_y_83 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %26 = arith.addi %25, %c2_i64 : i64
      %c4_i64_84 = arith.constant 4 : i64
      %27 = arith.minsi %26, %c4_i64_84 : i64
      %thread_id_y_85 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_85 : index to i64
      %c4_i64_86 = arith.constant 4 : i64
      %29 = arith.addi %28, %c4_i64_86 : i64
      %c4_i64_87 = arith.constant 4 : i64
      %30 = arith.minsi %29, %c4_i64_87 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_88 = arith.constant 0.000000e+00 : f32
      memref.store %cst_88, %alloca_40[] : memref<f32>
      %cst_89 = arith.constant 0.000000e+00 : f32
      memref.store %cst_89, %alloca_41[] : memref<f32>
      %cst_90 = arith.constant 0.000000e+00 : f32
      memref.store %cst_90, %alloca_42[] : memref<f32>
      %cst_91 = arith.constant 0.000000e+00 : f32
      memref.store %cst_91, %alloca_43[] : memref<f32>
      %cst_92 = arith.constant 0.000000e+00 : f32
      memref.store %cst_92, %alloca_44[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %123 = arith.muli %arg11, %c10_i64_238 : i64
        %124 = arith.addi %19, %123 : i64
        %125 = llvm.getelementptr %1[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %127 = arith.muli %arg11, %c10_i64_239 : i64
        %128 = arith.addi %22, %127 : i64
        %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %131 = arith.muli %24, %c6_i64_240 : i64
        %132 = arith.addi %arg11, %131 : i64
        %133 = llvm.getelementptr %3[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %135 = arith.muli %27, %c6_i64_241 : i64
        %136 = arith.addi %arg11, %135 : i64
        %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %139 = arith.muli %30, %c6_i64_242 : i64
        %140 = arith.addi %arg11, %139 : i64
        %141 = llvm.getelementptr %3[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %142 = llvm.load %141 : !llvm.ptr<1> -> f32
        %143 = memref.load %alloca[] : memref<f32>
        %144 = llvm.intr.fma(%126, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca[] : memref<f32>
        %145 = memref.load %alloca_40[] : memref<f32>
        %146 = llvm.intr.fma(%126, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_40[] : memref<f32>
        %147 = memref.load %alloca_41[] : memref<f32>
        %148 = llvm.intr.fma(%126, %142, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_41[] : memref<f32>
        %149 = memref.load %alloca_42[] : memref<f32>
        %150 = llvm.intr.fma(%130, %134, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_42[] : memref<f32>
        %151 = memref.load %alloca_43[] : memref<f32>
        %152 = llvm.intr.fma(%130, %138, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_43[] : memref<f32>
        %153 = memref.load %alloca_44[] : memref<f32>
        %154 = llvm.intr.fma(%130, %142, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_44[] : memref<f32>
      }
      %c10_i64 = arith.constant 10 : i64
      %31 = arith.cmpi slt, %18, %c10_i64 : i64
      scf.if %31 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %23, %c5_i64 : i64
        scf.if %123 {
          %126 = memref.load %alloca[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %127 = arith.muli %23, %c10_i64_240 : i64
          %128 = arith.addi %18, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %26, %c5_i64_238 : i64
        scf.if %124 {
          %126 = memref.load %alloca_40[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %127 = arith.muli %26, %c10_i64_240 : i64
          %128 = arith.addi %18, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %29, %c5_i64_239 : i64
        scf.if %125 {
          %126 = memref.load %alloca_41[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %127 = arith.muli %29, %c10_i64_240 : i64
          %128 = arith.addi %18, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_93 = arith.constant 10 : i64
      %32 = arith.cmpi slt, %21, %c10_i64_93 : i64
      scf.if %32 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %23, %c5_i64 : i64
        scf.if %123 {
          %126 = memref.load %alloca_42[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %127 = arith.muli %23, %c10_i64_240 : i64
          %128 = arith.addi %21, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %26, %c5_i64_238 : i64
        scf.if %124 {
          %126 = memref.load %alloca_43[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %127 = arith.muli %26, %c10_i64_240 : i64
          %128 = arith.addi %21, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %29, %c5_i64_239 : i64
        scf.if %125 {
          %126 = memref.load %alloca_44[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %127 = arith.muli %29, %c10_i64_240 : i64
          %128 = arith.addi %21, %127 : i64
          %129 = llvm.getelementptr %5[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_94 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_94 : index to i64
      %c9_i64_95 = arith.constant 9 : i64
      %34 = arith.minsi %33, %c9_i64_95 : i64
      %thread_id_x_96 = gpu.thread_id  x
      %35 = arith.index_cast %thread_id_x_96 : index to i64
      %c8_i64_97 = arith.constant 8 : i64
      %36 = arith.addi %35, %c8_i64_97 : i64
      %c9_i64_98 = arith.constant 9 : i64
      %37 = arith.minsi %36, %c9_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_99 : index to i64
      %c4_i64_100 = arith.constant 4 : i64
      %39 = arith.minsi %38, %c4_i64_100 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_101 : index to i64
      %c2_i64_102 = arith.constant 2 : i64
      %41 = arith.addi %40, %c2_i64_102 : i64
      %c4_i64_103 = arith.constant 4 : i64
      %42 = arith.minsi %41, %c4_i64_103 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y_104 : index to i64
      %c4_i64_105 = arith.constant 4 : i64
      %44 = arith.addi %43, %c4_i64_105 : i64
      %c4_i64_106 = arith.constant 4 : i64
      %45 = arith.minsi %44, %c4_i64_106 : i64
      %cst_107 = arith.constant 0.000000e+00 : f32
      memref.store %cst_107, %alloca_45[] : memref<f32>
      %cst_108 = arith.constant 0.000000e+00 : f32
      memref.store %cst_108, %alloca_46[] : memref<f32>
      %cst_109 = arith.constant 0.000000e+00 : f32
      memref.store %cst_109, %alloca_47[] : memref<f32>
      %cst_110 = arith.constant 0.000000e+00 : f32
      memref.store %cst_110, %alloca_48[] : memref<f32>
      %cst_111 = arith.constant 0.000000e+00 : f32
      memref.store %cst_111, %alloca_49[] : memref<f32>
      %cst_112 = arith.constant 0.000000e+00 : f32
      memref.store %cst_112, %alloca_50[] : memref<f32>
      %c0_i64_113 = arith.constant 0 : i64
      %c6_i64_114 = arith.constant 6 : i64
      %c1_i64_115 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_113 to %c6_i64_114 step %c1_i64_115  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %123 = arith.muli %arg11, %c10_i64_238 : i64
        %124 = arith.addi %34, %123 : i64
        %125 = llvm.getelementptr %1[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %127 = arith.muli %arg11, %c10_i64_239 : i64
        %128 = arith.addi %37, %127 : i64
        %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %131 = arith.muli %39, %c6_i64_240 : i64
        %132 = arith.addi %arg11, %131 : i64
        %133 = llvm.getelementptr %3[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %135 = arith.muli %42, %c6_i64_241 : i64
        %136 = arith.addi %arg11, %135 : i64
        %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %139 = arith.muli %45, %c6_i64_242 : i64
        %140 = arith.addi %arg11, %139 : i64
        %141 = llvm.getelementptr %3[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %142 = llvm.load %141 : !llvm.ptr<1> -> f32
        %143 = memref.load %alloca_45[] : memref<f32>
        %144 = llvm.intr.fma(%126, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_45[] : memref<f32>
        %145 = memref.load %alloca_46[] : memref<f32>
        %146 = llvm.intr.fma(%126, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_46[] : memref<f32>
        %147 = memref.load %alloca_47[] : memref<f32>
        %148 = llvm.intr.fma(%126, %142, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_47[] : memref<f32>
        %149 = memref.load %alloca_48[] : memref<f32>
        %150 = llvm.intr.fma(%130, %134, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_48[] : memref<f32>
        %151 = memref.load %alloca_49[] : memref<f32>
        %152 = llvm.intr.fma(%130, %138, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_49[] : memref<f32>
        %153 = memref.load %alloca_50[] : memref<f32>
        %154 = llvm.intr.fma(%130, %142, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_50[] : memref<f32>
      }
      %c10_i64_116 = arith.constant 10 : i64
      %46 = arith.cmpi slt, %33, %c10_i64_116 : i64
      scf.if %46 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %38, %c5_i64 : i64
        scf.if %123 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %38, %c10_i64_240 : i64
          %127 = arith.addi %33, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_45[] : memref<f32>
          %131 = arith.addf %129, %130 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %132 = arith.muli %38, %c10_i64_241 : i64
          %133 = arith.addi %33, %132 : i64
          %134 = llvm.getelementptr %7[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %41, %c5_i64_238 : i64
        scf.if %124 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %41, %c10_i64_240 : i64
          %127 = arith.addi %33, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_46[] : memref<f32>
          %131 = arith.addf %129, %130 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %132 = arith.muli %41, %c10_i64_241 : i64
          %133 = arith.addi %33, %132 : i64
          %134 = llvm.getelementptr %7[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %44, %c5_i64_239 : i64
        scf.if %125 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %44, %c10_i64_240 : i64
          %127 = arith.addi %33, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_47[] : memref<f32>
          %131 = arith.addf %129, %130 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %132 = arith.muli %44, %c10_i64_241 : i64
          %133 = arith.addi %33, %132 : i64
          %134 = llvm.getelementptr %7[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_117 = arith.constant 10 : i64
      %47 = arith.cmpi slt, %36, %c10_i64_117 : i64
      scf.if %47 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %38, %c5_i64 : i64
        scf.if %123 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %38, %c10_i64_240 : i64
          %127 = arith.addi %36, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_48[] : memref<f32>
          %131 = arith.addf %129, %130 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %132 = arith.muli %38, %c10_i64_241 : i64
          %133 = arith.addi %36, %132 : i64
          %134 = llvm.getelementptr %7[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %41, %c5_i64_238 : i64
        scf.if %124 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %41, %c10_i64_240 : i64
          %127 = arith.addi %36, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_49[] : memref<f32>
          %131 = arith.addf %129, %130 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %132 = arith.muli %41, %c10_i64_241 : i64
          %133 = arith.addi %36, %132 : i64
          %134 = llvm.getelementptr %7[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %44, %c5_i64_239 : i64
        scf.if %125 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %44, %c10_i64_240 : i64
          %127 = arith.addi %36, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_50[] : memref<f32>
          %131 = arith.addf %129, %130 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %132 = arith.muli %44, %c10_i64_241 : i64
          %133 = arith.addi %36, %132 : i64
          %134 = llvm.getelementptr %7[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_118 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_118 : index to i64
      %c9_i64_119 = arith.constant 9 : i64
      %49 = arith.minsi %48, %c9_i64_119 : i64
      %thread_id_x_120 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_120 : index to i64
      %c8_i64_121 = arith.constant 8 : i64
      %51 = arith.addi %50, %c8_i64_121 : i64
      %c9_i64_122 = arith.constant 9 : i64
      %52 = arith.minsi %51, %c9_i64_122 : i64
      %thread_id_y_123 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_123 : index to i64
      %c4_i64_124 = arith.constant 4 : i64
      %54 = arith.minsi %53, %c4_i64_124 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_125 : index to i64
      %c2_i64_126 = arith.constant 2 : i64
      %56 = arith.addi %55, %c2_i64_126 : i64
      %c4_i64_127 = arith.constant 4 : i64
      %57 = arith.minsi %56, %c4_i64_127 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_128 : index to i64
      %c4_i64_129 = arith.constant 4 : i64
      %59 = arith.addi %58, %c4_i64_129 : i64
      %c4_i64_130 = arith.constant 4 : i64
      %60 = arith.minsi %59, %c4_i64_130 : i64
      %cst_131 = arith.constant 0.000000e+00 : f32
      memref.store %cst_131, %alloca_51[] : memref<f32>
      %cst_132 = arith.constant 0.000000e+00 : f32
      memref.store %cst_132, %alloca_52[] : memref<f32>
      %cst_133 = arith.constant 0.000000e+00 : f32
      memref.store %cst_133, %alloca_53[] : memref<f32>
      %cst_134 = arith.constant 0.000000e+00 : f32
      memref.store %cst_134, %alloca_54[] : memref<f32>
      %cst_135 = arith.constant 0.000000e+00 : f32
      memref.store %cst_135, %alloca_55[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_56[] : memref<f32>
      %c0_i64_137 = arith.constant 0 : i64
      %c6_i64_138 = arith.constant 6 : i64
      %c1_i64_139 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_137 to %c6_i64_138 step %c1_i64_139  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %123 = arith.muli %arg11, %c10_i64_238 : i64
        %124 = arith.addi %49, %123 : i64
        %125 = llvm.getelementptr %1[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %127 = arith.muli %arg11, %c10_i64_239 : i64
        %128 = arith.addi %52, %127 : i64
        %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %131 = arith.muli %54, %c6_i64_240 : i64
        %132 = arith.addi %arg11, %131 : i64
        %133 = llvm.getelementptr %3[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %135 = arith.muli %57, %c6_i64_241 : i64
        %136 = arith.addi %arg11, %135 : i64
        %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %139 = arith.muli %60, %c6_i64_242 : i64
        %140 = arith.addi %arg11, %139 : i64
        %141 = llvm.getelementptr %3[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %142 = llvm.load %141 : !llvm.ptr<1> -> f32
        %143 = memref.load %alloca_51[] : memref<f32>
        %144 = llvm.intr.fma(%126, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_51[] : memref<f32>
        %145 = memref.load %alloca_52[] : memref<f32>
        %146 = llvm.intr.fma(%126, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_52[] : memref<f32>
        %147 = memref.load %alloca_53[] : memref<f32>
        %148 = llvm.intr.fma(%126, %142, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_53[] : memref<f32>
        %149 = memref.load %alloca_54[] : memref<f32>
        %150 = llvm.intr.fma(%130, %134, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_54[] : memref<f32>
        %151 = memref.load %alloca_55[] : memref<f32>
        %152 = llvm.intr.fma(%130, %138, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_55[] : memref<f32>
        %153 = memref.load %alloca_56[] : memref<f32>
        %154 = llvm.intr.fma(%130, %142, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_56[] : memref<f32>
      }
      %c10_i64_140 = arith.constant 10 : i64
      %61 = arith.cmpi slt, %48, %c10_i64_140 : i64
      scf.if %61 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %53, %c5_i64 : i64
        scf.if %123 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %126 = arith.muli %53, %c10_i64_241 : i64
          %127 = arith.addi %48, %126 : i64
          %128 = llvm.getelementptr %9[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %130 = memref.load %alloca_51[] : memref<f32>
          %131 = arith.mulf %cst_242, %130 : f32
          %132 = llvm.intr.fma(%cst_240, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %133 = arith.muli %53, %c10_i64_243 : i64
          %134 = arith.addi %48, %133 : i64
          %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %56, %c5_i64_238 : i64
        scf.if %124 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %126 = arith.muli %56, %c10_i64_241 : i64
          %127 = arith.addi %48, %126 : i64
          %128 = llvm.getelementptr %9[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %130 = memref.load %alloca_52[] : memref<f32>
          %131 = arith.mulf %cst_242, %130 : f32
          %132 = llvm.intr.fma(%cst_240, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %133 = arith.muli %56, %c10_i64_243 : i64
          %134 = arith.addi %48, %133 : i64
          %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %59, %c5_i64_239 : i64
        scf.if %125 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %126 = arith.muli %59, %c10_i64_241 : i64
          %127 = arith.addi %48, %126 : i64
          %128 = llvm.getelementptr %9[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %130 = memref.load %alloca_53[] : memref<f32>
          %131 = arith.mulf %cst_242, %130 : f32
          %132 = llvm.intr.fma(%cst_240, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %133 = arith.muli %59, %c10_i64_243 : i64
          %134 = arith.addi %48, %133 : i64
          %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_141 = arith.constant 10 : i64
      %62 = arith.cmpi slt, %51, %c10_i64_141 : i64
      scf.if %62 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %53, %c5_i64 : i64
        scf.if %123 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %126 = arith.muli %53, %c10_i64_241 : i64
          %127 = arith.addi %51, %126 : i64
          %128 = llvm.getelementptr %9[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %130 = memref.load %alloca_54[] : memref<f32>
          %131 = arith.mulf %cst_242, %130 : f32
          %132 = llvm.intr.fma(%cst_240, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %133 = arith.muli %53, %c10_i64_243 : i64
          %134 = arith.addi %51, %133 : i64
          %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %56, %c5_i64_238 : i64
        scf.if %124 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %126 = arith.muli %56, %c10_i64_241 : i64
          %127 = arith.addi %51, %126 : i64
          %128 = llvm.getelementptr %9[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %130 = memref.load %alloca_55[] : memref<f32>
          %131 = arith.mulf %cst_242, %130 : f32
          %132 = llvm.intr.fma(%cst_240, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %133 = arith.muli %56, %c10_i64_243 : i64
          %134 = arith.addi %51, %133 : i64
          %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %59, %c5_i64_239 : i64
        scf.if %125 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %126 = arith.muli %59, %c10_i64_241 : i64
          %127 = arith.addi %51, %126 : i64
          %128 = llvm.getelementptr %9[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %130 = memref.load %alloca_56[] : memref<f32>
          %131 = arith.mulf %cst_242, %130 : f32
          %132 = llvm.intr.fma(%cst_240, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %133 = arith.muli %59, %c10_i64_243 : i64
          %134 = arith.addi %51, %133 : i64
          %135 = llvm.getelementptr %9[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_142 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_142 : index to i64
      %c9_i64_143 = arith.constant 9 : i64
      %64 = arith.minsi %63, %c9_i64_143 : i64
      %thread_id_x_144 = gpu.thread_id  x
      %65 = arith.index_cast %thread_id_x_144 : index to i64
      %c8_i64_145 = arith.constant 8 : i64
      %66 = arith.addi %65, %c8_i64_145 : i64
      %c9_i64_146 = arith.constant 9 : i64
      %67 = arith.minsi %66, %c9_i64_146 : i64
      %thread_id_y_147 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_147 : index to i64
      %c4_i64_148 = arith.constant 4 : i64
      %69 = arith.minsi %68, %c4_i64_148 : i64
      %thread_id_y_149 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_149 : index to i64
      %c2_i64_150 = arith.constant 2 : i64
      %71 = arith.addi %70, %c2_i64_150 : i64
      %c4_i64_151 = arith.constant 4 : i64
      %72 = arith.minsi %71, %c4_i64_151 : i64
      %thread_id_y_152 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_152 : index to i64
      %c4_i64_153 = arith.constant 4 : i64
      %74 = arith.addi %73, %c4_i64_153 : i64
      %c4_i64_154 = arith.constant 4 : i64
      %75 = arith.minsi %74, %c4_i64_154 : i64
      %cst_155 = arith.constant 0.000000e+00 : f32
      memref.store %cst_155, %alloca_57[] : memref<f32>
      %cst_156 = arith.constant 0.000000e+00 : f32
      memref.store %cst_156, %alloca_58[] : memref<f32>
      %cst_157 = arith.constant 0.000000e+00 : f32
      memref.store %cst_157, %alloca_59[] : memref<f32>
      %cst_158 = arith.constant 0.000000e+00 : f32
      memref.store %cst_158, %alloca_60[] : memref<f32>
      %cst_159 = arith.constant 0.000000e+00 : f32
      memref.store %cst_159, %alloca_61[] : memref<f32>
      %cst_160 = arith.constant 0.000000e+00 : f32
      memref.store %cst_160, %alloca_62[] : memref<f32>
      %c0_i64_161 = arith.constant 0 : i64
      %c6_i64_162 = arith.constant 6 : i64
      %c1_i64_163 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_161 to %c6_i64_162 step %c1_i64_163  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %123 = arith.muli %arg11, %c10_i64_238 : i64
        %124 = arith.addi %64, %123 : i64
        %125 = llvm.getelementptr %1[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %127 = arith.muli %arg11, %c10_i64_239 : i64
        %128 = arith.addi %67, %127 : i64
        %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %131 = arith.muli %69, %c6_i64_240 : i64
        %132 = arith.addi %arg11, %131 : i64
        %133 = llvm.getelementptr %3[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %135 = arith.muli %72, %c6_i64_241 : i64
        %136 = arith.addi %arg11, %135 : i64
        %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %139 = arith.muli %75, %c6_i64_242 : i64
        %140 = arith.addi %arg11, %139 : i64
        %141 = llvm.getelementptr %3[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %142 = llvm.load %141 : !llvm.ptr<1> -> f32
        %143 = memref.load %alloca_57[] : memref<f32>
        %144 = llvm.intr.fma(%126, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_57[] : memref<f32>
        %145 = memref.load %alloca_58[] : memref<f32>
        %146 = llvm.intr.fma(%126, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_58[] : memref<f32>
        %147 = memref.load %alloca_59[] : memref<f32>
        %148 = llvm.intr.fma(%126, %142, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_59[] : memref<f32>
        %149 = memref.load %alloca_60[] : memref<f32>
        %150 = llvm.intr.fma(%130, %134, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_60[] : memref<f32>
        %151 = memref.load %alloca_61[] : memref<f32>
        %152 = llvm.intr.fma(%130, %138, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_61[] : memref<f32>
        %153 = memref.load %alloca_62[] : memref<f32>
        %154 = llvm.intr.fma(%130, %142, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_62[] : memref<f32>
      }
      %c10_i64_164 = arith.constant 10 : i64
      %76 = arith.cmpi slt, %63, %c10_i64_164 : i64
      scf.if %76 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %68, %c5_i64 : i64
        scf.if %123 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %68, %c10_i64_240 : i64
          %127 = arith.addi %63, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_57[] : memref<f32>
          %131 = arith.mulf %arg0, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %133 = arith.muli %68, %c10_i64_241 : i64
          %134 = arith.addi %63, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %71, %c5_i64_238 : i64
        scf.if %124 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %71, %c10_i64_240 : i64
          %127 = arith.addi %63, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_58[] : memref<f32>
          %131 = arith.mulf %arg0, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %133 = arith.muli %71, %c10_i64_241 : i64
          %134 = arith.addi %63, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %74, %c5_i64_239 : i64
        scf.if %125 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %74, %c10_i64_240 : i64
          %127 = arith.addi %63, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_59[] : memref<f32>
          %131 = arith.mulf %arg0, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %133 = arith.muli %74, %c10_i64_241 : i64
          %134 = arith.addi %63, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_165 = arith.constant 10 : i64
      %77 = arith.cmpi slt, %66, %c10_i64_165 : i64
      scf.if %77 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %68, %c5_i64 : i64
        scf.if %123 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %68, %c10_i64_240 : i64
          %127 = arith.addi %66, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_60[] : memref<f32>
          %131 = arith.mulf %arg0, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %133 = arith.muli %68, %c10_i64_241 : i64
          %134 = arith.addi %66, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %71, %c5_i64_238 : i64
        scf.if %124 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %71, %c10_i64_240 : i64
          %127 = arith.addi %66, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_61[] : memref<f32>
          %131 = arith.mulf %arg0, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %133 = arith.muli %71, %c10_i64_241 : i64
          %134 = arith.addi %66, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %74, %c5_i64_239 : i64
        scf.if %125 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %74, %c10_i64_240 : i64
          %127 = arith.addi %66, %126 : i64
          %128 = llvm.getelementptr %11[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = memref.load %alloca_62[] : memref<f32>
          %131 = arith.mulf %arg0, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %133 = arith.muli %74, %c10_i64_241 : i64
          %134 = arith.addi %66, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_166 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_166 : index to i64
      %c9_i64_167 = arith.constant 9 : i64
      %79 = arith.minsi %78, %c9_i64_167 : i64
      %thread_id_x_168 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_168 : index to i64
      %c8_i64_169 = arith.constant 8 : i64
      %81 = arith.addi %80, %c8_i64_169 : i64
      %c9_i64_170 = arith.constant 9 : i64
      %82 = arith.minsi %81, %c9_i64_170 : i64
      %thread_id_y_171 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_171 : index to i64
      %c4_i64_172 = arith.constant 4 : i64
      %84 = arith.minsi %83, %c4_i64_172 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_173 : index to i64
      %c2_i64_174 = arith.constant 2 : i64
      %86 = arith.addi %85, %c2_i64_174 : i64
      %c4_i64_175 = arith.constant 4 : i64
      %87 = arith.minsi %86, %c4_i64_175 : i64
      %thread_id_y_176 = gpu.thread_id  y
      %88 = arith.index_cast %thread_id_y_176 : index to i64
      %c4_i64_177 = arith.constant 4 : i64
      %89 = arith.addi %88, %c4_i64_177 : i64
      %c4_i64_178 = arith.constant 4 : i64
      %90 = arith.minsi %89, %c4_i64_178 : i64
      %cst_179 = arith.constant 0.000000e+00 : f32
      memref.store %cst_179, %alloca_63[] : memref<f32>
      %cst_180 = arith.constant 0.000000e+00 : f32
      memref.store %cst_180, %alloca_64[] : memref<f32>
      %cst_181 = arith.constant 0.000000e+00 : f32
      memref.store %cst_181, %alloca_65[] : memref<f32>
      %cst_182 = arith.constant 0.000000e+00 : f32
      memref.store %cst_182, %alloca_66[] : memref<f32>
      %cst_183 = arith.constant 0.000000e+00 : f32
      memref.store %cst_183, %alloca_67[] : memref<f32>
      %cst_184 = arith.constant 0.000000e+00 : f32
      memref.store %cst_184, %alloca_68[] : memref<f32>
      %c0_i64_185 = arith.constant 0 : i64
      %c6_i64_186 = arith.constant 6 : i64
      %c1_i64_187 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_185 to %c6_i64_186 step %c1_i64_187  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %123 = arith.muli %arg11, %c10_i64_238 : i64
        %124 = arith.addi %79, %123 : i64
        %125 = llvm.getelementptr %1[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %127 = arith.muli %arg11, %c10_i64_239 : i64
        %128 = arith.addi %82, %127 : i64
        %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %131 = arith.muli %84, %c6_i64_240 : i64
        %132 = arith.addi %arg11, %131 : i64
        %133 = llvm.getelementptr %3[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %135 = arith.muli %87, %c6_i64_241 : i64
        %136 = arith.addi %arg11, %135 : i64
        %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %139 = arith.muli %90, %c6_i64_242 : i64
        %140 = arith.addi %arg11, %139 : i64
        %141 = llvm.getelementptr %3[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %142 = llvm.load %141 : !llvm.ptr<1> -> f32
        %143 = memref.load %alloca_63[] : memref<f32>
        %144 = llvm.intr.fma(%126, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_63[] : memref<f32>
        %145 = memref.load %alloca_64[] : memref<f32>
        %146 = llvm.intr.fma(%126, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_64[] : memref<f32>
        %147 = memref.load %alloca_65[] : memref<f32>
        %148 = llvm.intr.fma(%126, %142, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_65[] : memref<f32>
        %149 = memref.load %alloca_66[] : memref<f32>
        %150 = llvm.intr.fma(%130, %134, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_66[] : memref<f32>
        %151 = memref.load %alloca_67[] : memref<f32>
        %152 = llvm.intr.fma(%130, %138, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_67[] : memref<f32>
        %153 = memref.load %alloca_68[] : memref<f32>
        %154 = llvm.intr.fma(%130, %142, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_68[] : memref<f32>
      }
      %c10_i64_188 = arith.constant 10 : i64
      %91 = arith.cmpi slt, %78, %c10_i64_188 : i64
      scf.if %91 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %83, %c5_i64 : i64
        scf.if %123 {
          %126 = memref.load %alloca_63[] : memref<f32>
          %127 = arith.mulf %arg0, %126 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %128 = arith.muli %83, %c10_i64_240 : i64
          %129 = arith.addi %78, %128 : i64
          %130 = llvm.getelementptr %13[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %86, %c5_i64_238 : i64
        scf.if %124 {
          %126 = memref.load %alloca_64[] : memref<f32>
          %127 = arith.mulf %arg0, %126 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %128 = arith.muli %86, %c10_i64_240 : i64
          %129 = arith.addi %78, %128 : i64
          %130 = llvm.getelementptr %13[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %89, %c5_i64_239 : i64
        scf.if %125 {
          %126 = memref.load %alloca_65[] : memref<f32>
          %127 = arith.mulf %arg0, %126 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %128 = arith.muli %89, %c10_i64_240 : i64
          %129 = arith.addi %78, %128 : i64
          %130 = llvm.getelementptr %13[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_189 = arith.constant 10 : i64
      %92 = arith.cmpi slt, %81, %c10_i64_189 : i64
      scf.if %92 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %83, %c5_i64 : i64
        scf.if %123 {
          %126 = memref.load %alloca_66[] : memref<f32>
          %127 = arith.mulf %arg0, %126 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %128 = arith.muli %83, %c10_i64_240 : i64
          %129 = arith.addi %81, %128 : i64
          %130 = llvm.getelementptr %13[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %86, %c5_i64_238 : i64
        scf.if %124 {
          %126 = memref.load %alloca_67[] : memref<f32>
          %127 = arith.mulf %arg0, %126 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %128 = arith.muli %86, %c10_i64_240 : i64
          %129 = arith.addi %81, %128 : i64
          %130 = llvm.getelementptr %13[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %89, %c5_i64_239 : i64
        scf.if %125 {
          %126 = memref.load %alloca_68[] : memref<f32>
          %127 = arith.mulf %arg0, %126 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %128 = arith.muli %89, %c10_i64_240 : i64
          %129 = arith.addi %81, %128 : i64
          %130 = llvm.getelementptr %13[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_190 = gpu.thread_id  x
      %93 = arith.index_cast %thread_id_x_190 : index to i64
      %c9_i64_191 = arith.constant 9 : i64
      %94 = arith.minsi %93, %c9_i64_191 : i64
      %thread_id_x_192 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_192 : index to i64
      %c8_i64_193 = arith.constant 8 : i64
      %96 = arith.addi %95, %c8_i64_193 : i64
      %c9_i64_194 = arith.constant 9 : i64
      %97 = arith.minsi %96, %c9_i64_194 : i64
      %thread_id_y_195 = gpu.thread_id  y
      %98 = arith.index_cast %thread_id_y_195 : index to i64
      %c4_i64_196 = arith.constant 4 : i64
      %99 = arith.minsi %98, %c4_i64_196 : i64
      %thread_id_y_197 = gpu.thread_id  y
      %100 = arith.index_cast %thread_id_y_197 : index to i64
      %c2_i64_198 = arith.constant 2 : i64
      %101 = arith.addi %100, %c2_i64_198 : i64
      %c4_i64_199 = arith.constant 4 : i64
      %102 = arith.minsi %101, %c4_i64_199 : i64
      %thread_id_y_200 = gpu.thread_id  y
      %103 = arith.index_cast %thread_id_y_200 : index to i64
      %c4_i64_201 = arith.constant 4 : i64
      %104 = arith.addi %103, %c4_i64_201 : i64
      %c4_i64_202 = arith.constant 4 : i64
      %105 = arith.minsi %104, %c4_i64_202 : i64
      %cst_203 = arith.constant 0.000000e+00 : f32
      memref.store %cst_203, %alloca_69[] : memref<f32>
      %cst_204 = arith.constant 0.000000e+00 : f32
      memref.store %cst_204, %alloca_70[] : memref<f32>
      %cst_205 = arith.constant 0.000000e+00 : f32
      memref.store %cst_205, %alloca_71[] : memref<f32>
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_72[] : memref<f32>
      %cst_207 = arith.constant 0.000000e+00 : f32
      memref.store %cst_207, %alloca_73[] : memref<f32>
      %cst_208 = arith.constant 0.000000e+00 : f32
      memref.store %cst_208, %alloca_74[] : memref<f32>
      %c0_i64_209 = arith.constant 0 : i64
      %c6_i64_210 = arith.constant 6 : i64
      %c1_i64_211 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_209 to %c6_i64_210 step %c1_i64_211  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %123 = arith.muli %arg11, %c10_i64_238 : i64
        %124 = arith.addi %94, %123 : i64
        %125 = llvm.getelementptr %1[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %127 = arith.muli %arg11, %c10_i64_239 : i64
        %128 = arith.addi %97, %127 : i64
        %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %131 = arith.muli %99, %c6_i64_240 : i64
        %132 = arith.addi %arg11, %131 : i64
        %133 = llvm.getelementptr %3[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %135 = arith.muli %102, %c6_i64_241 : i64
        %136 = arith.addi %arg11, %135 : i64
        %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %139 = arith.muli %105, %c6_i64_242 : i64
        %140 = arith.addi %arg11, %139 : i64
        %141 = llvm.getelementptr %3[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %142 = llvm.load %141 : !llvm.ptr<1> -> f32
        %143 = memref.load %alloca_69[] : memref<f32>
        %144 = llvm.intr.fma(%126, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_69[] : memref<f32>
        %145 = memref.load %alloca_70[] : memref<f32>
        %146 = llvm.intr.fma(%126, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_70[] : memref<f32>
        %147 = memref.load %alloca_71[] : memref<f32>
        %148 = llvm.intr.fma(%126, %142, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_71[] : memref<f32>
        %149 = memref.load %alloca_72[] : memref<f32>
        %150 = llvm.intr.fma(%130, %134, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_72[] : memref<f32>
        %151 = memref.load %alloca_73[] : memref<f32>
        %152 = llvm.intr.fma(%130, %138, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_73[] : memref<f32>
        %153 = memref.load %alloca_74[] : memref<f32>
        %154 = llvm.intr.fma(%130, %142, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_74[] : memref<f32>
      }
      %c10_i64_212 = arith.constant 10 : i64
      %106 = arith.cmpi slt, %93, %c10_i64_212 : i64
      scf.if %106 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %98, %c5_i64 : i64
        scf.if %123 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %126 = memref.load %alloca_69[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %127 = arith.muli %98, %c10_i64_241 : i64
          %128 = arith.addi %93, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = llvm.intr.fma(%cst_240, %126, %130) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %132 = arith.muli %98, %c10_i64_242 : i64
          %133 = arith.addi %93, %132 : i64
          %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %101, %c5_i64_238 : i64
        scf.if %124 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %126 = memref.load %alloca_70[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %127 = arith.muli %101, %c10_i64_241 : i64
          %128 = arith.addi %93, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = llvm.intr.fma(%cst_240, %126, %130) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %132 = arith.muli %101, %c10_i64_242 : i64
          %133 = arith.addi %93, %132 : i64
          %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %104, %c5_i64_239 : i64
        scf.if %125 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %126 = memref.load %alloca_71[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %127 = arith.muli %104, %c10_i64_241 : i64
          %128 = arith.addi %93, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = llvm.intr.fma(%cst_240, %126, %130) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %132 = arith.muli %104, %c10_i64_242 : i64
          %133 = arith.addi %93, %132 : i64
          %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_213 = arith.constant 10 : i64
      %107 = arith.cmpi slt, %96, %c10_i64_213 : i64
      scf.if %107 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %98, %c5_i64 : i64
        scf.if %123 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %126 = memref.load %alloca_72[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %127 = arith.muli %98, %c10_i64_241 : i64
          %128 = arith.addi %96, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = llvm.intr.fma(%cst_240, %126, %130) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %132 = arith.muli %98, %c10_i64_242 : i64
          %133 = arith.addi %96, %132 : i64
          %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %101, %c5_i64_238 : i64
        scf.if %124 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %126 = memref.load %alloca_73[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %127 = arith.muli %101, %c10_i64_241 : i64
          %128 = arith.addi %96, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = llvm.intr.fma(%cst_240, %126, %130) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %132 = arith.muli %101, %c10_i64_242 : i64
          %133 = arith.addi %96, %132 : i64
          %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %104, %c5_i64_239 : i64
        scf.if %125 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %126 = memref.load %alloca_74[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %127 = arith.muli %104, %c10_i64_241 : i64
          %128 = arith.addi %96, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = llvm.intr.fma(%cst_240, %126, %130) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %132 = arith.muli %104, %c10_i64_242 : i64
          %133 = arith.addi %96, %132 : i64
          %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %131, %134 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_214 = gpu.thread_id  x
      %108 = arith.index_cast %thread_id_x_214 : index to i64
      %c9_i64_215 = arith.constant 9 : i64
      %109 = arith.minsi %108, %c9_i64_215 : i64
      %thread_id_x_216 = gpu.thread_id  x
      %110 = arith.index_cast %thread_id_x_216 : index to i64
      %c8_i64_217 = arith.constant 8 : i64
      %111 = arith.addi %110, %c8_i64_217 : i64
      %c9_i64_218 = arith.constant 9 : i64
      %112 = arith.minsi %111, %c9_i64_218 : i64
      %thread_id_y_219 = gpu.thread_id  y
      %113 = arith.index_cast %thread_id_y_219 : index to i64
      %c4_i64_220 = arith.constant 4 : i64
      %114 = arith.minsi %113, %c4_i64_220 : i64
      %thread_id_y_221 = gpu.thread_id  y
      %115 = arith.index_cast %thread_id_y_221 : index to i64
      %c2_i64_222 = arith.constant 2 : i64
      %116 = arith.addi %115, %c2_i64_222 : i64
      %c4_i64_223 = arith.constant 4 : i64
      %117 = arith.minsi %116, %c4_i64_223 : i64
      %thread_id_y_224 = gpu.thread_id  y
      %118 = arith.index_cast %thread_id_y_224 : index to i64
      %c4_i64_225 = arith.constant 4 : i64
      %119 = arith.addi %118, %c4_i64_225 : i64
      %c4_i64_226 = arith.constant 4 : i64
      %120 = arith.minsi %119, %c4_i64_226 : i64
      %cst_227 = arith.constant 0.000000e+00 : f32
      memref.store %cst_227, %alloca_75[] : memref<f32>
      %cst_228 = arith.constant 0.000000e+00 : f32
      memref.store %cst_228, %alloca_76[] : memref<f32>
      %cst_229 = arith.constant 0.000000e+00 : f32
      memref.store %cst_229, %alloca_77[] : memref<f32>
      %cst_230 = arith.constant 0.000000e+00 : f32
      memref.store %cst_230, %alloca_78[] : memref<f32>
      %cst_231 = arith.constant 0.000000e+00 : f32
      memref.store %cst_231, %alloca_79[] : memref<f32>
      %cst_232 = arith.constant 0.000000e+00 : f32
      memref.store %cst_232, %alloca_80[] : memref<f32>
      %c0_i64_233 = arith.constant 0 : i64
      %c6_i64_234 = arith.constant 6 : i64
      %c1_i64_235 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_233 to %c6_i64_234 step %c1_i64_235  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %123 = arith.muli %arg11, %c10_i64_238 : i64
        %124 = arith.addi %109, %123 : i64
        %125 = llvm.getelementptr %1[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %127 = arith.muli %arg11, %c10_i64_239 : i64
        %128 = arith.addi %112, %127 : i64
        %129 = llvm.getelementptr %1[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %131 = arith.muli %114, %c6_i64_240 : i64
        %132 = arith.addi %arg11, %131 : i64
        %133 = llvm.getelementptr %3[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %135 = arith.muli %117, %c6_i64_241 : i64
        %136 = arith.addi %arg11, %135 : i64
        %137 = llvm.getelementptr %3[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %139 = arith.muli %120, %c6_i64_242 : i64
        %140 = arith.addi %arg11, %139 : i64
        %141 = llvm.getelementptr %3[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %142 = llvm.load %141 : !llvm.ptr<1> -> f32
        %143 = memref.load %alloca_75[] : memref<f32>
        %144 = llvm.intr.fma(%126, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_75[] : memref<f32>
        %145 = memref.load %alloca_76[] : memref<f32>
        %146 = llvm.intr.fma(%126, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_76[] : memref<f32>
        %147 = memref.load %alloca_77[] : memref<f32>
        %148 = llvm.intr.fma(%126, %142, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_77[] : memref<f32>
        %149 = memref.load %alloca_78[] : memref<f32>
        %150 = llvm.intr.fma(%130, %134, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_78[] : memref<f32>
        %151 = memref.load %alloca_79[] : memref<f32>
        %152 = llvm.intr.fma(%130, %138, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_79[] : memref<f32>
        %153 = memref.load %alloca_80[] : memref<f32>
        %154 = llvm.intr.fma(%130, %142, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_80[] : memref<f32>
      }
      %c10_i64_236 = arith.constant 10 : i64
      %121 = arith.cmpi slt, %108, %c10_i64_236 : i64
      scf.if %121 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %113, %c5_i64 : i64
        scf.if %123 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %113, %c10_i64_240 : i64
          %127 = arith.addi %108, %126 : i64
          %128 = llvm.getelementptr %17[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %130 = memref.load %alloca_75[] : memref<f32>
          %131 = arith.mulf %cst_241, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %133 = arith.muli %113, %c10_i64_242 : i64
          %134 = arith.addi %108, %133 : i64
          %135 = llvm.getelementptr %17[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %116, %c5_i64_238 : i64
        scf.if %124 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %116, %c10_i64_240 : i64
          %127 = arith.addi %108, %126 : i64
          %128 = llvm.getelementptr %17[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %130 = memref.load %alloca_76[] : memref<f32>
          %131 = arith.mulf %cst_241, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %133 = arith.muli %116, %c10_i64_242 : i64
          %134 = arith.addi %108, %133 : i64
          %135 = llvm.getelementptr %17[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %119, %c5_i64_239 : i64
        scf.if %125 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %119, %c10_i64_240 : i64
          %127 = arith.addi %108, %126 : i64
          %128 = llvm.getelementptr %17[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %130 = memref.load %alloca_77[] : memref<f32>
          %131 = arith.mulf %cst_241, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %133 = arith.muli %119, %c10_i64_242 : i64
          %134 = arith.addi %108, %133 : i64
          %135 = llvm.getelementptr %17[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_237 = arith.constant 10 : i64
      %122 = arith.cmpi slt, %111, %c10_i64_237 : i64
      scf.if %122 {
        %c5_i64 = arith.constant 5 : i64
        %123 = arith.cmpi slt, %113, %c5_i64 : i64
        scf.if %123 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %113, %c10_i64_240 : i64
          %127 = arith.addi %111, %126 : i64
          %128 = llvm.getelementptr %17[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %130 = memref.load %alloca_78[] : memref<f32>
          %131 = arith.mulf %cst_241, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %133 = arith.muli %113, %c10_i64_242 : i64
          %134 = arith.addi %111, %133 : i64
          %135 = llvm.getelementptr %17[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %124 = arith.cmpi slt, %116, %c5_i64_238 : i64
        scf.if %124 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %116, %c10_i64_240 : i64
          %127 = arith.addi %111, %126 : i64
          %128 = llvm.getelementptr %17[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %130 = memref.load %alloca_79[] : memref<f32>
          %131 = arith.mulf %cst_241, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %133 = arith.muli %116, %c10_i64_242 : i64
          %134 = arith.addi %111, %133 : i64
          %135 = llvm.getelementptr %17[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %125 = arith.cmpi slt, %119, %c5_i64_239 : i64
        scf.if %125 {
          %c10_i64_240 = arith.constant 10 : i64
          %126 = arith.muli %119, %c10_i64_240 : i64
          %127 = arith.addi %111, %126 : i64
          %128 = llvm.getelementptr %17[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %130 = memref.load %alloca_80[] : memref<f32>
          %131 = arith.mulf %cst_241, %130 : f32
          %132 = llvm.intr.fma(%arg1, %129, %131) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %133 = arith.muli %119, %c10_i64_242 : i64
          %134 = arith.addi %111, %133 : i64
          %135 = llvm.getelementptr %17[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
