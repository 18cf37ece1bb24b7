module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column_widths(%arg0: memref<56x5x?xf32, strided<[1, 56, 280]>, 1>, %arg1: memref<5x?xf32, strided<[1, 5]>, 1>, %arg2: memref<5x?xf32, strided<[1, 5]>, 1>, %arg3: memref<5x?xf32, strided<[1, 5]>, 1>, %arg4: memref<56x?xf32, strided<[1, 56]>, 1>, %arg5: memref<28x?xf32, strided<[1, 28]>, 1>, %arg6: memref<3x?xf32, strided<[1, 3]>, 1>, %arg7: memref<28x3x?xf32, strided<[1, 28, 84]>, 1>, %arg8: memref<20x4x?xf64, strided<[1, 20, 80]>, 1>, %arg9: memref<20x?xf64, strided<[1, 20]>, 1>, %arg10: memref<160x3x?xf32, strided<[1, 160, 480]>, 1>, %arg11: memref<160x?xf32, strided<[1, 160]>, 1>, %arg12: memref<300x2x?xf64, strided<[1, 300, 600]>, 1>, %arg13: memref<2x?xf64, strided<[1, 2]>, 1>, %arg14: memref<136x2x?xf64, strided<[1, 136, 272]>, 1>, %arg15: memref<2x?xf64, strided<[1, 2]>, 1>, %arg16: memref<136x?xf64, strided<[1, 136]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<56x5x?xf32, strided<[1, 56, 280]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<56x5x?xf32, strided<[1, 56, 280]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<56x?xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<56x?xf32, strided<[1, 56]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<28x?xf32, strided<[1, 28]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<28x?xf32, strided<[1, 28]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<3x?xf32, strided<[1, 3]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<3x?xf32, strided<[1, 3]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg7 : memref<28x3x?xf32, strided<[1, 28, 84]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<28x3x?xf32, strided<[1, 28, 84]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg8 : memref<20x4x?xf64, strided<[1, 20, 80]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<20x4x?xf64, strided<[1, 20, 80]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg9 : memref<20x?xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<20x?xf64, strided<[1, 20]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %arg10 : memref<160x3x?xf32, strided<[1, 160, 480]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<160x3x?xf32, strided<[1, 160, 480]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#2 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg11 : memref<160x?xf32, strided<[1, 160]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg11 : memref<160x?xf32, strided<[1, 160]>, 1> -> index
      %33 = arith.index_cast %intptr_54 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_52#1 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:3, %strides_58:3 = memref.extract_strided_metadata %arg12 : memref<300x2x?xf64, strided<[1, 300, 600]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg12 : memref<300x2x?xf64, strided<[1, 300, 600]>, 1> -> index
      %36 = arith.index_cast %intptr_59 : index to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %38 = arith.index_cast %sizes_57#2 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg13 : memref<2x?xf64, strided<[1, 2]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg13 : memref<2x?xf64, strided<[1, 2]>, 1> -> index
      %39 = arith.index_cast %intptr_64 : index to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = arith.index_cast %sizes_62#1 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:3, %strides_68:3 = memref.extract_strided_metadata %arg14 : memref<136x2x?xf64, strided<[1, 136, 272]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg14 : memref<136x2x?xf64, strided<[1, 136, 272]>, 1> -> index
      %42 = arith.index_cast %intptr_69 : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %44 = arith.index_cast %sizes_67#2 : index to i64
      %base_buffer_70, %offset_71, %sizes_72:2, %strides_73:2 = memref.extract_strided_metadata %arg15 : memref<2x?xf64, strided<[1, 2]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %arg15 : memref<2x?xf64, strided<[1, 2]>, 1> -> index
      %45 = arith.index_cast %intptr_74 : index to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<1>
      %47 = arith.index_cast %sizes_72#1 : index to i64
      %base_buffer_75, %offset_76, %sizes_77:2, %strides_78:2 = memref.extract_strided_metadata %arg16 : memref<136x?xf64, strided<[1, 136]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %arg16 : memref<136x?xf64, strided<[1, 136]>, 1> -> index
      %48 = arith.index_cast %intptr_79 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %50 = arith.index_cast %sizes_77#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f32>
      %alloca_84 = memref.alloca() : memref<f64>
      %alloca_85 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %51 = arith.index_cast %block_id_x : index to i64
      %c280_i64 = arith.constant 280 : i64
      %52 = arith.muli %51, %c280_i64 : i64
      %53 = llvm.getelementptr %1[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %54 = arith.muli %51, %c5_i64 : i64
      %55 = llvm.getelementptr %4[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x : index to i64
      %c5_i64_86 = arith.constant 5 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg17 = %56 to %c5_i64_86 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c56_i64_112 = arith.constant 56 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c56_i64_112 step %c1_i64  : i64 {
          %98 = memref.load %alloca[] : memref<f32>
          %c56_i64_113 = arith.constant 56 : i64
          %99 = arith.muli %arg17, %c56_i64_113 : i64
          %100 = arith.addi %arg18, %99 : i64
          %101 = llvm.getelementptr %53[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %103 = arith.addf %98, %102 : f32
          memref.store %103, %alloca[] : memref<f32>
        }
        %96 = memref.load %alloca[] : memref<f32>
        %97 = llvm.getelementptr %55[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %96, %97 : f32, !llvm.ptr<1>
      }
      %c280_i64_87 = arith.constant 280 : i64
      %57 = arith.muli %51, %c280_i64_87 : i64
      %58 = llvm.getelementptr %1[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64_88 = arith.constant 5 : i64
      %59 = arith.muli %51, %c5_i64_88 : i64
      %60 = llvm.getelementptr %7[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_89 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_89 : index to i64
      %c5_i64_90 = arith.constant 5 : i64
      %c64_i64_91 = arith.constant 64 : i64
      scf.for %arg17 = %61 to %c5_i64_90 step %c64_i64_91  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_80[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c28_i64_112 = arith.constant 28 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c28_i64_112 step %c1_i64  : i64 {
          %101 = memref.load %alloca_80[] : memref<f32>
          %c56_i64_114 = arith.constant 56 : i64
          %102 = arith.muli %arg17, %c56_i64_114 : i64
          %103 = arith.addi %arg18, %102 : i64
          %104 = llvm.getelementptr %58[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %106 = arith.addf %101, %105 : f32
          memref.store %106, %alloca_80[] : memref<f32>
        }
        %cst_113 = arith.constant 2.000000e+00 : f32
        %96 = memref.load %alloca_80[] : memref<f32>
        %97 = llvm.getelementptr %60[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %99 = llvm.intr.fma(%cst_113, %96, %98) : (f32, f32, f32) -> f32
        %100 = llvm.getelementptr %60[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %99, %100 : f32, !llvm.ptr<1>
      }
      %c5_i64_92 = arith.constant 5 : i64
      %62 = arith.muli %51, %c5_i64_92 : i64
      %63 = llvm.getelementptr %10[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64 = arith.constant 56 : i64
      %64 = arith.muli %51, %c56_i64 : i64
      %65 = llvm.getelementptr %13[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_93 = gpu.thread_id  x
      %66 = arith.index_cast %thread_id_x_93 : index to i64
      %c56_i64_94 = arith.constant 56 : i64
      %c64_i64_95 = arith.constant 64 : i64
      scf.for %arg17 = %66 to %c56_i64_94 step %c64_i64_95  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_81[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64_112 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c5_i64_112 step %c1_i64  : i64 {
          %c56_i64_113 = arith.constant 56 : i64
          %98 = arith.muli %arg18, %c56_i64_113 : i64
          %99 = arith.addi %arg17, %98 : i64
          %100 = llvm.getelementptr %53[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %102 = llvm.getelementptr %63[%arg18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %103 = llvm.load %102 : !llvm.ptr<1> -> f32
          %104 = memref.load %alloca_81[] : memref<f32>
          %105 = llvm.intr.fma(%101, %103, %104) : (f32, f32, f32) -> f32
          memref.store %105, %alloca_81[] : memref<f32>
        }
        %96 = memref.load %alloca_81[] : memref<f32>
        %97 = llvm.getelementptr %65[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %96, %97 : f32, !llvm.ptr<1>
      }
      %c28_i64 = arith.constant 28 : i64
      %67 = arith.muli %51, %c28_i64 : i64
      %68 = llvm.getelementptr %16[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %69 = arith.muli %51, %c3_i64 : i64
      %70 = llvm.getelementptr %19[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c84_i64 = arith.constant 84 : i64
      %71 = arith.muli %51, %c84_i64 : i64
      %72 = llvm.getelementptr %22[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_96 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_96 : index to i64
      %c28_i64_97 = arith.constant 28 : i64
      %c64_i64_98 = arith.constant 64 : i64
      scf.for %arg17 = %73 to %c28_i64_97 step %c64_i64_98  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_112 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c1_i64 step %c1_i64_112  : i64 {
          %c3_i64_113 = arith.constant 3 : i64
          %96 = arith.muli %arg18, %c3_i64_113 : i64
          %97 = llvm.getelementptr %68[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %98 = llvm.load %97 : !llvm.ptr<1> -> f32
          %99 = llvm.getelementptr %70[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %100 = llvm.load %99 : !llvm.ptr<1> -> f32
          %101 = arith.mulf %98, %100 : f32
          %c28_i64_114 = arith.constant 28 : i64
          %102 = arith.muli %96, %c28_i64_114 : i64
          %103 = arith.addi %arg17, %102 : i64
          %104 = llvm.getelementptr %72[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %c1_i64_115 = arith.constant 1 : i64
          %106 = arith.addi %96, %c1_i64_115 : i64
          %107 = llvm.getelementptr %68[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          %109 = llvm.getelementptr %70[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %110 = llvm.load %109 : !llvm.ptr<1> -> f32
          %111 = arith.mulf %108, %110 : f32
          %c28_i64_116 = arith.constant 28 : i64
          %112 = arith.muli %106, %c28_i64_116 : i64
          %113 = arith.addi %arg17, %112 : i64
          %114 = llvm.getelementptr %72[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %115 = llvm.load %114 : !llvm.ptr<1> -> f32
          %c2_i64_117 = arith.constant 2 : i64
          %116 = arith.addi %96, %c2_i64_117 : i64
          %117 = llvm.getelementptr %68[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %118 = llvm.load %117 : !llvm.ptr<1> -> f32
          %119 = llvm.getelementptr %70[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %120 = llvm.load %119 : !llvm.ptr<1> -> f32
          %121 = arith.mulf %118, %120 : f32
          %c28_i64_118 = arith.constant 28 : i64
          %122 = arith.muli %116, %c28_i64_118 : i64
          %123 = arith.addi %arg17, %122 : i64
          %124 = llvm.getelementptr %72[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.addf %105, %101 : f32
          %c28_i64_119 = arith.constant 28 : i64
          %127 = arith.muli %96, %c28_i64_119 : i64
          %128 = arith.addi %arg17, %127 : i64
          %129 = llvm.getelementptr %72[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
          %130 = arith.addf %115, %111 : f32
          %c28_i64_120 = arith.constant 28 : i64
          %131 = arith.muli %106, %c28_i64_120 : i64
          %132 = arith.addi %arg17, %131 : i64
          %133 = llvm.getelementptr %72[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %130, %133 : f32, !llvm.ptr<1>
          %134 = arith.addf %125, %121 : f32
          %c28_i64_121 = arith.constant 28 : i64
          %135 = arith.muli %116, %c28_i64_121 : i64
          %136 = arith.addi %arg17, %135 : i64
          %137 = llvm.getelementptr %72[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %134, %137 : f32, !llvm.ptr<1>
        }
      }
      %c80_i64 = arith.constant 80 : i64
      %74 = arith.muli %51, %c80_i64 : i64
      %75 = llvm.getelementptr %25[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c20_i64 = arith.constant 20 : i64
      %76 = arith.muli %51, %c20_i64 : i64
      %77 = llvm.getelementptr %28[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_99 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_99 : index to i64
      %c20_i64_100 = arith.constant 20 : i64
      %c64_i64_101 = arith.constant 64 : i64
      scf.for %arg17 = %78 to %c20_i64_100 step %c64_i64_101  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_82[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c4_i64 step %c1_i64  : i64 {
          %101 = memref.load %alloca_82[] : memref<f64>
          %c20_i64_113 = arith.constant 20 : i64
          %102 = arith.muli %arg18, %c20_i64_113 : i64
          %103 = arith.addi %arg17, %102 : i64
          %104 = llvm.getelementptr %75[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %105 = llvm.load %104 : !llvm.ptr<1> -> f64
          %106 = arith.addf %101, %105 : f64
          memref.store %106, %alloca_82[] : memref<f64>
        }
        %cst_112 = arith.constant -1.000000e+00 : f64
        %96 = llvm.getelementptr %77[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %97 = llvm.load %96 : !llvm.ptr<1> -> f64
        %98 = memref.load %alloca_82[] : memref<f64>
        %99 = llvm.intr.fma(%cst_112, %97, %98) : (f64, f64, f64) -> f64
        %100 = llvm.getelementptr %77[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %99, %100 : f64, !llvm.ptr<1>
      }
      %c480_i64 = arith.constant 480 : i64
      %79 = arith.muli %51, %c480_i64 : i64
      %80 = llvm.getelementptr %31[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c160_i64 = arith.constant 160 : i64
      %81 = arith.muli %51, %c160_i64 : i64
      %82 = llvm.getelementptr %34[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_102 = gpu.thread_id  x
      %83 = arith.index_cast %thread_id_x_102 : index to i64
      %c160_i64_103 = arith.constant 160 : i64
      %c64_i64_104 = arith.constant 64 : i64
      scf.for %arg17 = %83 to %c160_i64_103 step %c64_i64_104  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_83[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c3_i64_112 = arith.constant 3 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c3_i64_112 step %c1_i64  : i64 {
          %99 = memref.load %alloca_83[] : memref<f32>
          %c160_i64_114 = arith.constant 160 : i64
          %100 = arith.muli %arg18, %c160_i64_114 : i64
          %101 = arith.addi %arg17, %100 : i64
          %102 = llvm.getelementptr %80[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %103 = llvm.load %102 : !llvm.ptr<1> -> f32
          %104 = arith.addf %99, %103 : f32
          memref.store %104, %alloca_83[] : memref<f32>
        }
        %cst_113 = arith.constant 5.000000e-01 : f32
        %96 = memref.load %alloca_83[] : memref<f32>
        %97 = arith.mulf %cst_113, %96 : f32
        %98 = llvm.getelementptr %82[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %97, %98 : f32, !llvm.ptr<1>
      }
      %c600_i64 = arith.constant 600 : i64
      %84 = arith.muli %51, %c600_i64 : i64
      %85 = llvm.getelementptr %37[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c2_i64 = arith.constant 2 : i64
      %86 = arith.muli %51, %c2_i64 : i64
      %87 = llvm.getelementptr %40[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_105 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_105 : index to i64
      %c2_i64_106 = arith.constant 2 : i64
      %c64_i64_107 = arith.constant 64 : i64
      scf.for %arg17 = %88 to %c2_i64_106 step %c64_i64_107  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_84[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c300_i64 = arith.constant 300 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c300_i64 step %c1_i64  : i64 {
          %101 = memref.load %alloca_84[] : memref<f64>
          %c300_i64_112 = arith.constant 300 : i64
          %102 = arith.muli %arg17, %c300_i64_112 : i64
          %103 = arith.addi %arg18, %102 : i64
          %104 = llvm.getelementptr %85[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %105 = llvm.load %104 : !llvm.ptr<1> -> f64
          %106 = arith.addf %101, %105 : f64
          memref.store %106, %alloca_84[] : memref<f64>
        }
        %96 = llvm.getelementptr %87[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %97 = llvm.load %96 : !llvm.ptr<1> -> f64
        %98 = memref.load %alloca_84[] : memref<f64>
        %99 = arith.addf %97, %98 : f64
        %100 = llvm.getelementptr %87[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %99, %100 : f64, !llvm.ptr<1>
      }
      %c272_i64 = arith.constant 272 : i64
      %89 = arith.muli %51, %c272_i64 : i64
      %90 = llvm.getelementptr %43[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c2_i64_108 = arith.constant 2 : i64
      %91 = arith.muli %51, %c2_i64_108 : i64
      %92 = llvm.getelementptr %46[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c136_i64 = arith.constant 136 : i64
      %93 = arith.muli %51, %c136_i64 : i64
      %94 = llvm.getelementptr %49[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_109 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_109 : index to i64
      %c136_i64_110 = arith.constant 136 : i64
      %c64_i64_111 = arith.constant 64 : i64
      scf.for %arg17 = %95 to %c136_i64_110 step %c64_i64_111  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_85[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c2_i64_112 = arith.constant 2 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c2_i64_112 step %c1_i64  : i64 {
          %c136_i64_113 = arith.constant 136 : i64
          %98 = arith.muli %arg18, %c136_i64_113 : i64
          %99 = arith.addi %arg17, %98 : i64
          %100 = llvm.getelementptr %90[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %101 = llvm.load %100 : !llvm.ptr<1> -> f64
          %102 = llvm.getelementptr %92[%arg18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %103 = llvm.load %102 : !llvm.ptr<1> -> f64
          %104 = memref.load %alloca_85[] : memref<f64>
          %105 = llvm.intr.fma(%101, %103, %104) : (f64, f64, f64) -> f64
          memref.store %105, %alloca_85[] : memref<f64>
        }
        %96 = memref.load %alloca_85[] : memref<f64>
        %97 = llvm.getelementptr %94[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %96, %97 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
