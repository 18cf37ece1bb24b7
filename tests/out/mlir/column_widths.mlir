module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column_widths(%arg0: memref<56x5x?xf32, strided<[1, 56, 280]>, 1>, %arg1: memref<5x?xf32, strided<[1, 5]>, 1>, %arg2: memref<5x?xf32, strided<[1, 5]>, 1>, %arg3: memref<5x?xf32, strided<[1, 5]>, 1>, %arg4: memref<56x?xf32, strided<[1, 56]>, 1>, %arg5: memref<28x?xf32, strided<[1, 28]>, 1>, %arg6: memref<3x?xf32, strided<[1, 3]>, 1>, %arg7: memref<28x3x?xf32, strided<[1, 28, 84]>, 1>, %arg8: memref<20x4x?xf64, strided<[1, 20, 80]>, 1>, %arg9: memref<20x?xf64, strided<[1, 20]>, 1>, %arg10: memref<160x3x?xf32, strided<[1, 160, 480]>, 1>, %arg11: memref<160x?xf32, strided<[1, 160]>, 1>, %arg12: memref<300x2x?xf64, strided<[1, 300, 600]>, 1>, %arg13: memref<2x?xf64, strided<[1, 2]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
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
      %alloca = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f64>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %42 = arith.index_cast %block_id_x : index to i64
      %c280_i64 = arith.constant 280 : i64
      %43 = arith.muli %42, %c280_i64 : i64
      %44 = llvm.getelementptr %1[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %45 = arith.muli %42, %c5_i64 : i64
      %46 = llvm.getelementptr %4[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x : index to i64
      %c5_i64_70 = arith.constant 5 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg14 = %47 to %c5_i64_70 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64_90 = arith.constant 0 : i64
        %c56_i64_91 = arith.constant 56 : i64
        %c1_i64_92 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_90 to %c56_i64_91 step %c1_i64_92  : i64 {
          %81 = memref.load %alloca[] : memref<f32>
          %c56_i64_93 = arith.constant 56 : i64
          %82 = arith.muli %arg14, %c56_i64_93 : i64
          %83 = arith.addi %arg15, %82 : i64
          %84 = llvm.getelementptr %44[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %85 = llvm.load %84 : !llvm.ptr<1> -> f32
          %86 = arith.addf %81, %85 : f32
          memref.store %86, %alloca[] : memref<f32>
        }
        %79 = memref.load %alloca[] : memref<f32>
        %80 = llvm.getelementptr %46[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %79, %80 : f32, !llvm.ptr<1>
      }
      %c280_i64_71 = arith.constant 280 : i64
      %48 = arith.muli %42, %c280_i64_71 : i64
      %49 = llvm.getelementptr %1[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64_72 = arith.constant 5 : i64
      %50 = arith.muli %42, %c5_i64_72 : i64
      %51 = llvm.getelementptr %7[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_73 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_73 : index to i64
      %c5_i64_74 = arith.constant 5 : i64
      %c64_i64_75 = arith.constant 64 : i64
      scf.for %arg14 = %52 to %c5_i64_74 step %c64_i64_75  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_65[] : memref<f32>
        %c0_i64_90 = arith.constant 0 : i64
        %c28_i64_91 = arith.constant 28 : i64
        %c1_i64_92 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_90 to %c28_i64_91 step %c1_i64_92  : i64 {
          %85 = memref.load %alloca_65[] : memref<f32>
          %c56_i64_94 = arith.constant 56 : i64
          %86 = arith.muli %arg14, %c56_i64_94 : i64
          %87 = arith.addi %arg15, %86 : i64
          %88 = llvm.getelementptr %49[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %89 = llvm.load %88 : !llvm.ptr<1> -> f32
          %90 = arith.addf %85, %89 : f32
          memref.store %90, %alloca_65[] : memref<f32>
        }
        %79 = llvm.getelementptr %51[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %80 = llvm.load %79 : !llvm.ptr<1> -> f32
        %cst_93 = arith.constant 2.000000e+00 : f32
        %81 = memref.load %alloca_65[] : memref<f32>
        %82 = arith.mulf %cst_93, %81 : f32
        %83 = arith.addf %80, %82 : f32
        %84 = llvm.getelementptr %51[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %83, %84 : f32, !llvm.ptr<1>
      }
      %c5_i64_76 = arith.constant 5 : i64
      %53 = arith.muli %42, %c5_i64_76 : i64
      %54 = llvm.getelementptr %10[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64 = arith.constant 56 : i64
      %55 = arith.muli %42, %c56_i64 : i64
      %56 = llvm.getelementptr %13[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_77 = gpu.thread_id  x
      %57 = arith.index_cast %thread_id_x_77 : index to i64
      %c56_i64_78 = arith.constant 56 : i64
      %c64_i64_79 = arith.constant 64 : i64
      scf.for %arg14 = %57 to %c56_i64_78 step %c64_i64_79  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_66[] : memref<f32>
        %c0_i64_90 = arith.constant 0 : i64
        %c5_i64_91 = arith.constant 5 : i64
        %c1_i64_92 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_90 to %c5_i64_91 step %c1_i64_92  : i64 {
          %81 = memref.load %alloca_66[] : memref<f32>
          %c56_i64_93 = arith.constant 56 : i64
          %82 = arith.muli %arg15, %c56_i64_93 : i64
          %83 = arith.addi %arg14, %82 : i64
          %84 = llvm.getelementptr %44[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %85 = llvm.load %84 : !llvm.ptr<1> -> f32
          %86 = llvm.getelementptr %54[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %87 = llvm.load %86 : !llvm.ptr<1> -> f32
          %88 = arith.mulf %85, %87 : f32
          %89 = arith.addf %81, %88 : f32
          memref.store %89, %alloca_66[] : memref<f32>
        }
        %79 = memref.load %alloca_66[] : memref<f32>
        %80 = llvm.getelementptr %56[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %79, %80 : f32, !llvm.ptr<1>
      }
      %c28_i64 = arith.constant 28 : i64
      %58 = arith.muli %42, %c28_i64 : i64
      %59 = llvm.getelementptr %16[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %60 = arith.muli %42, %c3_i64 : i64
      %61 = llvm.getelementptr %19[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c84_i64 = arith.constant 84 : i64
      %62 = arith.muli %42, %c84_i64 : i64
      %63 = llvm.getelementptr %22[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c3_i64_80 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c3_i64_80 step %c1_i64  : i64 {
        %thread_id_x_90 = gpu.thread_id  x
        %79 = arith.index_cast %thread_id_x_90 : index to i64
        %c28_i64_91 = arith.constant 28 : i64
        %c64_i64_92 = arith.constant 64 : i64
        scf.for %arg15 = %79 to %c28_i64_91 step %c64_i64_92  : i64 {
          %c28_i64_93 = arith.constant 28 : i64
          %80 = arith.muli %arg14, %c28_i64_93 : i64
          %81 = arith.addi %arg15, %80 : i64
          %82 = llvm.getelementptr %63[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %83 = llvm.load %82 : !llvm.ptr<1> -> f32
          %84 = llvm.getelementptr %59[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %85 = llvm.load %84 : !llvm.ptr<1> -> f32
          %86 = llvm.getelementptr %61[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %87 = llvm.load %86 : !llvm.ptr<1> -> f32
          %88 = arith.mulf %85, %87 : f32
          %89 = arith.addf %83, %88 : f32
          %c28_i64_94 = arith.constant 28 : i64
          %90 = arith.muli %arg14, %c28_i64_94 : i64
          %91 = arith.addi %arg15, %90 : i64
          %92 = llvm.getelementptr %63[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %89, %92 : f32, !llvm.ptr<1>
        }
      }
      %c80_i64 = arith.constant 80 : i64
      %64 = arith.muli %42, %c80_i64 : i64
      %65 = llvm.getelementptr %25[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c20_i64 = arith.constant 20 : i64
      %66 = arith.muli %42, %c20_i64 : i64
      %67 = llvm.getelementptr %28[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_81 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_81 : index to i64
      %c20_i64_82 = arith.constant 20 : i64
      %c64_i64_83 = arith.constant 64 : i64
      scf.for %arg14 = %68 to %c20_i64_82 step %c64_i64_83  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_67[] : memref<f64>
        %c0_i64_90 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64_91 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_90 to %c4_i64 step %c1_i64_91  : i64 {
          %85 = memref.load %alloca_67[] : memref<f64>
          %c20_i64_93 = arith.constant 20 : i64
          %86 = arith.muli %arg15, %c20_i64_93 : i64
          %87 = arith.addi %arg14, %86 : i64
          %88 = llvm.getelementptr %65[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %89 = llvm.load %88 : !llvm.ptr<1> -> f64
          %90 = arith.addf %85, %89 : f64
          memref.store %90, %alloca_67[] : memref<f64>
        }
        %79 = memref.load %alloca_67[] : memref<f64>
        %cst_92 = arith.constant -1.000000e+00 : f64
        %80 = llvm.getelementptr %67[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %81 = llvm.load %80 : !llvm.ptr<1> -> f64
        %82 = arith.mulf %cst_92, %81 : f64
        %83 = arith.addf %79, %82 : f64
        %84 = llvm.getelementptr %67[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %83, %84 : f64, !llvm.ptr<1>
      }
      %c480_i64 = arith.constant 480 : i64
      %69 = arith.muli %42, %c480_i64 : i64
      %70 = llvm.getelementptr %31[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c160_i64 = arith.constant 160 : i64
      %71 = arith.muli %42, %c160_i64 : i64
      %72 = llvm.getelementptr %34[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_84 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_84 : index to i64
      %c160_i64_85 = arith.constant 160 : i64
      %c64_i64_86 = arith.constant 64 : i64
      scf.for %arg14 = %73 to %c160_i64_85 step %c64_i64_86  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_68[] : memref<f32>
        %c0_i64_90 = arith.constant 0 : i64
        %c3_i64_91 = arith.constant 3 : i64
        %c1_i64_92 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_90 to %c3_i64_91 step %c1_i64_92  : i64 {
          %82 = memref.load %alloca_68[] : memref<f32>
          %c160_i64_94 = arith.constant 160 : i64
          %83 = arith.muli %arg15, %c160_i64_94 : i64
          %84 = arith.addi %arg14, %83 : i64
          %85 = llvm.getelementptr %70[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          %87 = arith.addf %82, %86 : f32
          memref.store %87, %alloca_68[] : memref<f32>
        }
        %cst_93 = arith.constant 5.000000e-01 : f32
        %79 = memref.load %alloca_68[] : memref<f32>
        %80 = arith.mulf %cst_93, %79 : f32
        %81 = llvm.getelementptr %72[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %80, %81 : f32, !llvm.ptr<1>
      }
      %c600_i64 = arith.constant 600 : i64
      %74 = arith.muli %42, %c600_i64 : i64
      %75 = llvm.getelementptr %37[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c2_i64 = arith.constant 2 : i64
      %76 = arith.muli %42, %c2_i64 : i64
      %77 = llvm.getelementptr %40[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_87 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_87 : index to i64
      %c2_i64_88 = arith.constant 2 : i64
      %c64_i64_89 = arith.constant 64 : i64
      scf.for %arg14 = %78 to %c2_i64_88 step %c64_i64_89  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_69[] : memref<f64>
        %c0_i64_90 = arith.constant 0 : i64
        %c300_i64 = arith.constant 300 : i64
        %c1_i64_91 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_90 to %c300_i64 step %c1_i64_91  : i64 {
          %84 = memref.load %alloca_69[] : memref<f64>
          %c300_i64_92 = arith.constant 300 : i64
          %85 = arith.muli %arg14, %c300_i64_92 : i64
          %86 = arith.addi %arg15, %85 : i64
          %87 = llvm.getelementptr %75[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %88 = llvm.load %87 : !llvm.ptr<1> -> f64
          %89 = arith.addf %84, %88 : f64
          memref.store %89, %alloca_69[] : memref<f64>
        }
        %79 = llvm.getelementptr %77[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %80 = llvm.load %79 : !llvm.ptr<1> -> f64
        %81 = memref.load %alloca_69[] : memref<f64>
        %82 = arith.addf %80, %81 : f64
        %83 = llvm.getelementptr %77[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %82, %83 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
