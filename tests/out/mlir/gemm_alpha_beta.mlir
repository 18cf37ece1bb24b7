module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_alpha_beta(%arg0: f32, %arg1: f32, %arg2: memref<10x6xf32, strided<[1, 10]>, 1>, %arg3: memref<6x5xf32, strided<[1, 6]>, 1>, %arg4: memref<10x5xf32, strided<[1, 10]>, 1>, %arg5: memref<10x5xf32, strided<[1, 10]>, 1>, %arg6: memref<10x5xf32, strided<[1, 10]>, 1>, %arg7: memref<10x5xf32, strided<[1, 10]>, 1>, %arg8: memref<10x5xf32, strided<[1, 10]>, 1>, %arg9: memref<10x5xf32, strided<[1, 10]>, 1>, %arg10: memref<10x5xf32, strided<[1, 10]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
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
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c9_i64 = arith.constant 9 : i64
      %19 = arith.minsi %18, %c9_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %20 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %21 = arith.minsi %20, %c4_i64 : i64
      %thread_id_y_60 = gpu.thread_id  y
      %22 = arith.index_cast %thread_id_y_60 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %23 = arith.addi %22, %c2_i64 : i64
      %c4_i64_61 = arith.constant 4 : i64
      %24 = arith.minsi %23, %c4_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %25 = arith.index_cast %thread_id_y_62 : index to i64
      %c4_i64_63 = arith.constant 4 : i64
      %26 = arith.addi %25, %c4_i64_63 : i64
      %c4_i64_64 = arith.constant 4 : i64
      %27 = arith.minsi %26, %c4_i64_64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_65 = arith.constant 0.000000e+00 : f32
      memref.store %cst_65, %alloca_40[] : memref<f32>
      %cst_66 = arith.constant 0.000000e+00 : f32
      memref.store %cst_66, %alloca_41[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %95 = arith.muli %arg11, %c10_i64_169 : i64
        %96 = arith.addi %19, %95 : i64
        %97 = llvm.getelementptr %1[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %99 = arith.muli %21, %c6_i64_170 : i64
        %100 = arith.addi %arg11, %99 : i64
        %101 = llvm.getelementptr %3[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %103 = arith.muli %24, %c6_i64_171 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %107 = arith.muli %27, %c6_i64_172 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = memref.load %alloca[] : memref<f32>
        %112 = llvm.intr.fma(%98, %102, %111) : (f32, f32, f32) -> f32
        memref.store %112, %alloca[] : memref<f32>
        %113 = memref.load %alloca_40[] : memref<f32>
        %114 = llvm.intr.fma(%98, %106, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca_40[] : memref<f32>
        %115 = memref.load %alloca_41[] : memref<f32>
        %116 = llvm.intr.fma(%98, %110, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_41[] : memref<f32>
      }
      %c10_i64 = arith.constant 10 : i64
      %28 = arith.cmpi slt, %18, %c10_i64 : i64
      scf.if %28 {
        %c5_i64 = arith.constant 5 : i64
        %95 = arith.cmpi slt, %20, %c5_i64 : i64
        scf.if %95 {
          %98 = memref.load %alloca[] : memref<f32>
          %c10_i64_171 = arith.constant 10 : i64
          %99 = arith.muli %20, %c10_i64_171 : i64
          %100 = arith.addi %18, %99 : i64
          %101 = llvm.getelementptr %5[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %98, %101 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %96 = arith.cmpi slt, %23, %c5_i64_169 : i64
        scf.if %96 {
          %98 = memref.load %alloca_40[] : memref<f32>
          %c10_i64_171 = arith.constant 10 : i64
          %99 = arith.muli %23, %c10_i64_171 : i64
          %100 = arith.addi %18, %99 : i64
          %101 = llvm.getelementptr %5[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %98, %101 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %97 = arith.cmpi slt, %26, %c5_i64_170 : i64
        scf.if %97 {
          %98 = memref.load %alloca_41[] : memref<f32>
          %c10_i64_171 = arith.constant 10 : i64
          %99 = arith.muli %26, %c10_i64_171 : i64
          %100 = arith.addi %18, %99 : i64
          %101 = llvm.getelementptr %5[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %98, %101 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_67 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_67 : index to i64
      %c9_i64_68 = arith.constant 9 : i64
      %30 = arith.minsi %29, %c9_i64_68 : i64
      %thread_id_y_69 = gpu.thread_id  y
      %31 = arith.index_cast %thread_id_y_69 : index to i64
      %c4_i64_70 = arith.constant 4 : i64
      %32 = arith.minsi %31, %c4_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_71 : index to i64
      %c2_i64_72 = arith.constant 2 : i64
      %34 = arith.addi %33, %c2_i64_72 : i64
      %c4_i64_73 = arith.constant 4 : i64
      %35 = arith.minsi %34, %c4_i64_73 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %36 = arith.index_cast %thread_id_y_74 : index to i64
      %c4_i64_75 = arith.constant 4 : i64
      %37 = arith.addi %36, %c4_i64_75 : i64
      %c4_i64_76 = arith.constant 4 : i64
      %38 = arith.minsi %37, %c4_i64_76 : i64
      %cst_77 = arith.constant 0.000000e+00 : f32
      memref.store %cst_77, %alloca_42[] : memref<f32>
      %cst_78 = arith.constant 0.000000e+00 : f32
      memref.store %cst_78, %alloca_43[] : memref<f32>
      %cst_79 = arith.constant 0.000000e+00 : f32
      memref.store %cst_79, %alloca_44[] : memref<f32>
      %c0_i64_80 = arith.constant 0 : i64
      %c6_i64_81 = arith.constant 6 : i64
      %c1_i64_82 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_80 to %c6_i64_81 step %c1_i64_82  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %95 = arith.muli %arg11, %c10_i64_169 : i64
        %96 = arith.addi %30, %95 : i64
        %97 = llvm.getelementptr %1[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %99 = arith.muli %32, %c6_i64_170 : i64
        %100 = arith.addi %arg11, %99 : i64
        %101 = llvm.getelementptr %3[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %103 = arith.muli %35, %c6_i64_171 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %107 = arith.muli %38, %c6_i64_172 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = memref.load %alloca_42[] : memref<f32>
        %112 = llvm.intr.fma(%98, %102, %111) : (f32, f32, f32) -> f32
        memref.store %112, %alloca_42[] : memref<f32>
        %113 = memref.load %alloca_43[] : memref<f32>
        %114 = llvm.intr.fma(%98, %106, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca_43[] : memref<f32>
        %115 = memref.load %alloca_44[] : memref<f32>
        %116 = llvm.intr.fma(%98, %110, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_44[] : memref<f32>
      }
      %c10_i64_83 = arith.constant 10 : i64
      %39 = arith.cmpi slt, %29, %c10_i64_83 : i64
      scf.if %39 {
        %c5_i64 = arith.constant 5 : i64
        %95 = arith.cmpi slt, %31, %c5_i64 : i64
        scf.if %95 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %31, %c10_i64_171 : i64
          %99 = arith.addi %29, %98 : i64
          %100 = llvm.getelementptr %7[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %102 = memref.load %alloca_42[] : memref<f32>
          %103 = arith.addf %101, %102 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %104 = arith.muli %31, %c10_i64_172 : i64
          %105 = arith.addi %29, %104 : i64
          %106 = llvm.getelementptr %7[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %96 = arith.cmpi slt, %34, %c5_i64_169 : i64
        scf.if %96 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %34, %c10_i64_171 : i64
          %99 = arith.addi %29, %98 : i64
          %100 = llvm.getelementptr %7[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %102 = memref.load %alloca_43[] : memref<f32>
          %103 = arith.addf %101, %102 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %104 = arith.muli %34, %c10_i64_172 : i64
          %105 = arith.addi %29, %104 : i64
          %106 = llvm.getelementptr %7[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %97 = arith.cmpi slt, %37, %c5_i64_170 : i64
        scf.if %97 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %37, %c10_i64_171 : i64
          %99 = arith.addi %29, %98 : i64
          %100 = llvm.getelementptr %7[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %102 = memref.load %alloca_44[] : memref<f32>
          %103 = arith.addf %101, %102 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %104 = arith.muli %37, %c10_i64_172 : i64
          %105 = arith.addi %29, %104 : i64
          %106 = llvm.getelementptr %7[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_84 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_84 : index to i64
      %c9_i64_85 = arith.constant 9 : i64
      %41 = arith.minsi %40, %c9_i64_85 : i64
      %thread_id_y_86 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_86 : index to i64
      %c4_i64_87 = arith.constant 4 : i64
      %43 = arith.minsi %42, %c4_i64_87 : i64
      %thread_id_y_88 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_88 : index to i64
      %c2_i64_89 = arith.constant 2 : i64
      %45 = arith.addi %44, %c2_i64_89 : i64
      %c4_i64_90 = arith.constant 4 : i64
      %46 = arith.minsi %45, %c4_i64_90 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_91 : index to i64
      %c4_i64_92 = arith.constant 4 : i64
      %48 = arith.addi %47, %c4_i64_92 : i64
      %c4_i64_93 = arith.constant 4 : i64
      %49 = arith.minsi %48, %c4_i64_93 : i64
      %cst_94 = arith.constant 0.000000e+00 : f32
      memref.store %cst_94, %alloca_45[] : memref<f32>
      %cst_95 = arith.constant 0.000000e+00 : f32
      memref.store %cst_95, %alloca_46[] : memref<f32>
      %cst_96 = arith.constant 0.000000e+00 : f32
      memref.store %cst_96, %alloca_47[] : memref<f32>
      %c0_i64_97 = arith.constant 0 : i64
      %c6_i64_98 = arith.constant 6 : i64
      %c1_i64_99 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_97 to %c6_i64_98 step %c1_i64_99  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %95 = arith.muli %arg11, %c10_i64_169 : i64
        %96 = arith.addi %41, %95 : i64
        %97 = llvm.getelementptr %1[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %99 = arith.muli %43, %c6_i64_170 : i64
        %100 = arith.addi %arg11, %99 : i64
        %101 = llvm.getelementptr %3[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %103 = arith.muli %46, %c6_i64_171 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %107 = arith.muli %49, %c6_i64_172 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = memref.load %alloca_45[] : memref<f32>
        %112 = llvm.intr.fma(%98, %102, %111) : (f32, f32, f32) -> f32
        memref.store %112, %alloca_45[] : memref<f32>
        %113 = memref.load %alloca_46[] : memref<f32>
        %114 = llvm.intr.fma(%98, %106, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca_46[] : memref<f32>
        %115 = memref.load %alloca_47[] : memref<f32>
        %116 = llvm.intr.fma(%98, %110, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_47[] : memref<f32>
      }
      %c10_i64_100 = arith.constant 10 : i64
      %50 = arith.cmpi slt, %40, %c10_i64_100 : i64
      scf.if %50 {
        %c5_i64 = arith.constant 5 : i64
        %95 = arith.cmpi slt, %42, %c5_i64 : i64
        scf.if %95 {
          %cst_171 = arith.constant 2.500000e+00 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %98 = arith.muli %42, %c10_i64_172 : i64
          %99 = arith.addi %40, %98 : i64
          %100 = llvm.getelementptr %9[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %cst_173 = arith.constant -5.000000e-01 : f32
          %102 = memref.load %alloca_45[] : memref<f32>
          %103 = arith.mulf %cst_173, %102 : f32
          %104 = llvm.intr.fma(%cst_171, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_174 = arith.constant 10 : i64
          %105 = arith.muli %42, %c10_i64_174 : i64
          %106 = arith.addi %40, %105 : i64
          %107 = llvm.getelementptr %9[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %96 = arith.cmpi slt, %45, %c5_i64_169 : i64
        scf.if %96 {
          %cst_171 = arith.constant 2.500000e+00 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %98 = arith.muli %45, %c10_i64_172 : i64
          %99 = arith.addi %40, %98 : i64
          %100 = llvm.getelementptr %9[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %cst_173 = arith.constant -5.000000e-01 : f32
          %102 = memref.load %alloca_46[] : memref<f32>
          %103 = arith.mulf %cst_173, %102 : f32
          %104 = llvm.intr.fma(%cst_171, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_174 = arith.constant 10 : i64
          %105 = arith.muli %45, %c10_i64_174 : i64
          %106 = arith.addi %40, %105 : i64
          %107 = llvm.getelementptr %9[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %97 = arith.cmpi slt, %48, %c5_i64_170 : i64
        scf.if %97 {
          %cst_171 = arith.constant 2.500000e+00 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %98 = arith.muli %48, %c10_i64_172 : i64
          %99 = arith.addi %40, %98 : i64
          %100 = llvm.getelementptr %9[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %cst_173 = arith.constant -5.000000e-01 : f32
          %102 = memref.load %alloca_47[] : memref<f32>
          %103 = arith.mulf %cst_173, %102 : f32
          %104 = llvm.intr.fma(%cst_171, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_174 = arith.constant 10 : i64
          %105 = arith.muli %48, %c10_i64_174 : i64
          %106 = arith.addi %40, %105 : i64
          %107 = llvm.getelementptr %9[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_101 = gpu.thread_id  x
      %51 = arith.index_cast %thread_id_x_101 : index to i64
      %c9_i64_102 = arith.constant 9 : i64
      %52 = arith.minsi %51, %c9_i64_102 : i64
      %thread_id_y_103 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_103 : index to i64
      %c4_i64_104 = arith.constant 4 : i64
      %54 = arith.minsi %53, %c4_i64_104 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_105 : index to i64
      %c2_i64_106 = arith.constant 2 : i64
      %56 = arith.addi %55, %c2_i64_106 : i64
      %c4_i64_107 = arith.constant 4 : i64
      %57 = arith.minsi %56, %c4_i64_107 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_108 : index to i64
      %c4_i64_109 = arith.constant 4 : i64
      %59 = arith.addi %58, %c4_i64_109 : i64
      %c4_i64_110 = arith.constant 4 : i64
      %60 = arith.minsi %59, %c4_i64_110 : i64
      %cst_111 = arith.constant 0.000000e+00 : f32
      memref.store %cst_111, %alloca_48[] : memref<f32>
      %cst_112 = arith.constant 0.000000e+00 : f32
      memref.store %cst_112, %alloca_49[] : memref<f32>
      %cst_113 = arith.constant 0.000000e+00 : f32
      memref.store %cst_113, %alloca_50[] : memref<f32>
      %c0_i64_114 = arith.constant 0 : i64
      %c6_i64_115 = arith.constant 6 : i64
      %c1_i64_116 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_114 to %c6_i64_115 step %c1_i64_116  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %95 = arith.muli %arg11, %c10_i64_169 : i64
        %96 = arith.addi %52, %95 : i64
        %97 = llvm.getelementptr %1[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %99 = arith.muli %54, %c6_i64_170 : i64
        %100 = arith.addi %arg11, %99 : i64
        %101 = llvm.getelementptr %3[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %103 = arith.muli %57, %c6_i64_171 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %107 = arith.muli %60, %c6_i64_172 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = memref.load %alloca_48[] : memref<f32>
        %112 = llvm.intr.fma(%98, %102, %111) : (f32, f32, f32) -> f32
        memref.store %112, %alloca_48[] : memref<f32>
        %113 = memref.load %alloca_49[] : memref<f32>
        %114 = llvm.intr.fma(%98, %106, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca_49[] : memref<f32>
        %115 = memref.load %alloca_50[] : memref<f32>
        %116 = llvm.intr.fma(%98, %110, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_50[] : memref<f32>
      }
      %c10_i64_117 = arith.constant 10 : i64
      %61 = arith.cmpi slt, %51, %c10_i64_117 : i64
      scf.if %61 {
        %c5_i64 = arith.constant 5 : i64
        %95 = arith.cmpi slt, %53, %c5_i64 : i64
        scf.if %95 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %53, %c10_i64_171 : i64
          %99 = arith.addi %51, %98 : i64
          %100 = llvm.getelementptr %11[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %102 = memref.load %alloca_48[] : memref<f32>
          %103 = arith.mulf %arg0, %102 : f32
          %104 = llvm.intr.fma(%arg1, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_172 = arith.constant 10 : i64
          %105 = arith.muli %53, %c10_i64_172 : i64
          %106 = arith.addi %51, %105 : i64
          %107 = llvm.getelementptr %11[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %96 = arith.cmpi slt, %56, %c5_i64_169 : i64
        scf.if %96 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %56, %c10_i64_171 : i64
          %99 = arith.addi %51, %98 : i64
          %100 = llvm.getelementptr %11[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %102 = memref.load %alloca_49[] : memref<f32>
          %103 = arith.mulf %arg0, %102 : f32
          %104 = llvm.intr.fma(%arg1, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_172 = arith.constant 10 : i64
          %105 = arith.muli %56, %c10_i64_172 : i64
          %106 = arith.addi %51, %105 : i64
          %107 = llvm.getelementptr %11[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %97 = arith.cmpi slt, %59, %c5_i64_170 : i64
        scf.if %97 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %59, %c10_i64_171 : i64
          %99 = arith.addi %51, %98 : i64
          %100 = llvm.getelementptr %11[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %102 = memref.load %alloca_50[] : memref<f32>
          %103 = arith.mulf %arg0, %102 : f32
          %104 = llvm.intr.fma(%arg1, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_172 = arith.constant 10 : i64
          %105 = arith.muli %59, %c10_i64_172 : i64
          %106 = arith.addi %51, %105 : i64
          %107 = llvm.getelementptr %11[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_118 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_118 : index to i64
      %c9_i64_119 = arith.constant 9 : i64
      %63 = arith.minsi %62, %c9_i64_119 : i64
      %thread_id_y_120 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_120 : index to i64
      %c4_i64_121 = arith.constant 4 : i64
      %65 = arith.minsi %64, %c4_i64_121 : i64
      %thread_id_y_122 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_122 : index to i64
      %c2_i64_123 = arith.constant 2 : i64
      %67 = arith.addi %66, %c2_i64_123 : i64
      %c4_i64_124 = arith.constant 4 : i64
      %68 = arith.minsi %67, %c4_i64_124 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_125 : index to i64
      %c4_i64_126 = arith.constant 4 : i64
      %70 = arith.addi %69, %c4_i64_126 : i64
      %c4_i64_127 = arith.constant 4 : i64
      %71 = arith.minsi %70, %c4_i64_127 : i64
      %cst_128 = arith.constant 0.000000e+00 : f32
      memref.store %cst_128, %alloca_51[] : memref<f32>
      %cst_129 = arith.constant 0.000000e+00 : f32
      memref.store %cst_129, %alloca_52[] : memref<f32>
      %cst_130 = arith.constant 0.000000e+00 : f32
      memref.store %cst_130, %alloca_53[] : memref<f32>
      %c0_i64_131 = arith.constant 0 : i64
      %c6_i64_132 = arith.constant 6 : i64
      %c1_i64_133 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_131 to %c6_i64_132 step %c1_i64_133  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %95 = arith.muli %arg11, %c10_i64_169 : i64
        %96 = arith.addi %63, %95 : i64
        %97 = llvm.getelementptr %1[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %99 = arith.muli %65, %c6_i64_170 : i64
        %100 = arith.addi %arg11, %99 : i64
        %101 = llvm.getelementptr %3[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %103 = arith.muli %68, %c6_i64_171 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %107 = arith.muli %71, %c6_i64_172 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = memref.load %alloca_51[] : memref<f32>
        %112 = llvm.intr.fma(%98, %102, %111) : (f32, f32, f32) -> f32
        memref.store %112, %alloca_51[] : memref<f32>
        %113 = memref.load %alloca_52[] : memref<f32>
        %114 = llvm.intr.fma(%98, %106, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca_52[] : memref<f32>
        %115 = memref.load %alloca_53[] : memref<f32>
        %116 = llvm.intr.fma(%98, %110, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_53[] : memref<f32>
      }
      %c10_i64_134 = arith.constant 10 : i64
      %72 = arith.cmpi slt, %62, %c10_i64_134 : i64
      scf.if %72 {
        %c5_i64 = arith.constant 5 : i64
        %95 = arith.cmpi slt, %64, %c5_i64 : i64
        scf.if %95 {
          %98 = memref.load %alloca_51[] : memref<f32>
          %99 = arith.mulf %arg0, %98 : f32
          %c10_i64_171 = arith.constant 10 : i64
          %100 = arith.muli %64, %c10_i64_171 : i64
          %101 = arith.addi %62, %100 : i64
          %102 = llvm.getelementptr %13[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %99, %102 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %96 = arith.cmpi slt, %67, %c5_i64_169 : i64
        scf.if %96 {
          %98 = memref.load %alloca_52[] : memref<f32>
          %99 = arith.mulf %arg0, %98 : f32
          %c10_i64_171 = arith.constant 10 : i64
          %100 = arith.muli %67, %c10_i64_171 : i64
          %101 = arith.addi %62, %100 : i64
          %102 = llvm.getelementptr %13[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %99, %102 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %97 = arith.cmpi slt, %70, %c5_i64_170 : i64
        scf.if %97 {
          %98 = memref.load %alloca_53[] : memref<f32>
          %99 = arith.mulf %arg0, %98 : f32
          %c10_i64_171 = arith.constant 10 : i64
          %100 = arith.muli %70, %c10_i64_171 : i64
          %101 = arith.addi %62, %100 : i64
          %102 = llvm.getelementptr %13[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %99, %102 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_135 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_135 : index to i64
      %c9_i64_136 = arith.constant 9 : i64
      %74 = arith.minsi %73, %c9_i64_136 : i64
      %thread_id_y_137 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_137 : index to i64
      %c4_i64_138 = arith.constant 4 : i64
      %76 = arith.minsi %75, %c4_i64_138 : i64
      %thread_id_y_139 = gpu.thread_id  y
      %77 = arith.index_cast %thread_id_y_139 : index to i64
      %c2_i64_140 = arith.constant 2 : i64
      %78 = arith.addi %77, %c2_i64_140 : i64
      %c4_i64_141 = arith.constant 4 : i64
      %79 = arith.minsi %78, %c4_i64_141 : i64
      %thread_id_y_142 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_142 : index to i64
      %c4_i64_143 = arith.constant 4 : i64
      %81 = arith.addi %80, %c4_i64_143 : i64
      %c4_i64_144 = arith.constant 4 : i64
      %82 = arith.minsi %81, %c4_i64_144 : i64
      %cst_145 = arith.constant 0.000000e+00 : f32
      memref.store %cst_145, %alloca_54[] : memref<f32>
      %cst_146 = arith.constant 0.000000e+00 : f32
      memref.store %cst_146, %alloca_55[] : memref<f32>
      %cst_147 = arith.constant 0.000000e+00 : f32
      memref.store %cst_147, %alloca_56[] : memref<f32>
      %c0_i64_148 = arith.constant 0 : i64
      %c6_i64_149 = arith.constant 6 : i64
      %c1_i64_150 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_148 to %c6_i64_149 step %c1_i64_150  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %95 = arith.muli %arg11, %c10_i64_169 : i64
        %96 = arith.addi %74, %95 : i64
        %97 = llvm.getelementptr %1[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %99 = arith.muli %76, %c6_i64_170 : i64
        %100 = arith.addi %arg11, %99 : i64
        %101 = llvm.getelementptr %3[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %103 = arith.muli %79, %c6_i64_171 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %107 = arith.muli %82, %c6_i64_172 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = memref.load %alloca_54[] : memref<f32>
        %112 = llvm.intr.fma(%98, %102, %111) : (f32, f32, f32) -> f32
        memref.store %112, %alloca_54[] : memref<f32>
        %113 = memref.load %alloca_55[] : memref<f32>
        %114 = llvm.intr.fma(%98, %106, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca_55[] : memref<f32>
        %115 = memref.load %alloca_56[] : memref<f32>
        %116 = llvm.intr.fma(%98, %110, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_56[] : memref<f32>
      }
      %c10_i64_151 = arith.constant 10 : i64
      %83 = arith.cmpi slt, %73, %c10_i64_151 : i64
      scf.if %83 {
        %c5_i64 = arith.constant 5 : i64
        %95 = arith.cmpi slt, %75, %c5_i64 : i64
        scf.if %95 {
          %cst_171 = arith.constant 0.000000e+00 : f32
          %98 = memref.load %alloca_54[] : memref<f32>
          %c10_i64_172 = arith.constant 10 : i64
          %99 = arith.muli %75, %c10_i64_172 : i64
          %100 = arith.addi %73, %99 : i64
          %101 = llvm.getelementptr %15[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %103 = llvm.intr.fma(%cst_171, %98, %102) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %104 = arith.muli %75, %c10_i64_173 : i64
          %105 = arith.addi %73, %104 : i64
          %106 = llvm.getelementptr %15[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %96 = arith.cmpi slt, %78, %c5_i64_169 : i64
        scf.if %96 {
          %cst_171 = arith.constant 0.000000e+00 : f32
          %98 = memref.load %alloca_55[] : memref<f32>
          %c10_i64_172 = arith.constant 10 : i64
          %99 = arith.muli %78, %c10_i64_172 : i64
          %100 = arith.addi %73, %99 : i64
          %101 = llvm.getelementptr %15[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %103 = llvm.intr.fma(%cst_171, %98, %102) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %104 = arith.muli %78, %c10_i64_173 : i64
          %105 = arith.addi %73, %104 : i64
          %106 = llvm.getelementptr %15[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %97 = arith.cmpi slt, %81, %c5_i64_170 : i64
        scf.if %97 {
          %cst_171 = arith.constant 0.000000e+00 : f32
          %98 = memref.load %alloca_56[] : memref<f32>
          %c10_i64_172 = arith.constant 10 : i64
          %99 = arith.muli %81, %c10_i64_172 : i64
          %100 = arith.addi %73, %99 : i64
          %101 = llvm.getelementptr %15[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %103 = llvm.intr.fma(%cst_171, %98, %102) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %104 = arith.muli %81, %c10_i64_173 : i64
          %105 = arith.addi %73, %104 : i64
          %106 = llvm.getelementptr %15[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %103, %106 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_152 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_152 : index to i64
      %c9_i64_153 = arith.constant 9 : i64
      %85 = arith.minsi %84, %c9_i64_153 : i64
      %thread_id_y_154 = gpu.thread_id  y
      %86 = arith.index_cast %thread_id_y_154 : index to i64
      %c4_i64_155 = arith.constant 4 : i64
      %87 = arith.minsi %86, %c4_i64_155 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %88 = arith.index_cast %thread_id_y_156 : index to i64
      %c2_i64_157 = arith.constant 2 : i64
      %89 = arith.addi %88, %c2_i64_157 : i64
      %c4_i64_158 = arith.constant 4 : i64
      %90 = arith.minsi %89, %c4_i64_158 : i64
      %thread_id_y_159 = gpu.thread_id  y
      %91 = arith.index_cast %thread_id_y_159 : index to i64
      %c4_i64_160 = arith.constant 4 : i64
      %92 = arith.addi %91, %c4_i64_160 : i64
      %c4_i64_161 = arith.constant 4 : i64
      %93 = arith.minsi %92, %c4_i64_161 : i64
      %cst_162 = arith.constant 0.000000e+00 : f32
      memref.store %cst_162, %alloca_57[] : memref<f32>
      %cst_163 = arith.constant 0.000000e+00 : f32
      memref.store %cst_163, %alloca_58[] : memref<f32>
      %cst_164 = arith.constant 0.000000e+00 : f32
      memref.store %cst_164, %alloca_59[] : memref<f32>
      %c0_i64_165 = arith.constant 0 : i64
      %c6_i64_166 = arith.constant 6 : i64
      %c1_i64_167 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_165 to %c6_i64_166 step %c1_i64_167  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %95 = arith.muli %arg11, %c10_i64_169 : i64
        %96 = arith.addi %85, %95 : i64
        %97 = llvm.getelementptr %1[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %99 = arith.muli %87, %c6_i64_170 : i64
        %100 = arith.addi %arg11, %99 : i64
        %101 = llvm.getelementptr %3[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %103 = arith.muli %90, %c6_i64_171 : i64
        %104 = arith.addi %arg11, %103 : i64
        %105 = llvm.getelementptr %3[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %107 = arith.muli %93, %c6_i64_172 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %3[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = memref.load %alloca_57[] : memref<f32>
        %112 = llvm.intr.fma(%98, %102, %111) : (f32, f32, f32) -> f32
        memref.store %112, %alloca_57[] : memref<f32>
        %113 = memref.load %alloca_58[] : memref<f32>
        %114 = llvm.intr.fma(%98, %106, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca_58[] : memref<f32>
        %115 = memref.load %alloca_59[] : memref<f32>
        %116 = llvm.intr.fma(%98, %110, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_59[] : memref<f32>
      }
      %c10_i64_168 = arith.constant 10 : i64
      %94 = arith.cmpi slt, %84, %c10_i64_168 : i64
      scf.if %94 {
        %c5_i64 = arith.constant 5 : i64
        %95 = arith.cmpi slt, %86, %c5_i64 : i64
        scf.if %95 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %86, %c10_i64_171 : i64
          %99 = arith.addi %84, %98 : i64
          %100 = llvm.getelementptr %17[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %cst_172 = arith.constant 3.000000e+00 : f32
          %102 = memref.load %alloca_57[] : memref<f32>
          %103 = arith.mulf %cst_172, %102 : f32
          %104 = llvm.intr.fma(%arg1, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %105 = arith.muli %86, %c10_i64_173 : i64
          %106 = arith.addi %84, %105 : i64
          %107 = llvm.getelementptr %17[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %96 = arith.cmpi slt, %89, %c5_i64_169 : i64
        scf.if %96 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %89, %c10_i64_171 : i64
          %99 = arith.addi %84, %98 : i64
          %100 = llvm.getelementptr %17[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %cst_172 = arith.constant 3.000000e+00 : f32
          %102 = memref.load %alloca_58[] : memref<f32>
          %103 = arith.mulf %cst_172, %102 : f32
          %104 = llvm.intr.fma(%arg1, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %105 = arith.muli %89, %c10_i64_173 : i64
          %106 = arith.addi %84, %105 : i64
          %107 = llvm.getelementptr %17[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %97 = arith.cmpi slt, %92, %c5_i64_170 : i64
        scf.if %97 {
          %c10_i64_171 = arith.constant 10 : i64
          %98 = arith.muli %92, %c10_i64_171 : i64
          %99 = arith.addi %84, %98 : i64
          %100 = llvm.getelementptr %17[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %cst_172 = arith.constant 3.000000e+00 : f32
          %102 = memref.load %alloca_59[] : memref<f32>
          %103 = arith.mulf %cst_172, %102 : f32
          %104 = llvm.intr.fma(%arg1, %101, %103) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %105 = arith.muli %92, %c10_i64_173 : i64
          %106 = arith.addi %84, %105 : i64
          %107 = llvm.getelementptr %17[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
