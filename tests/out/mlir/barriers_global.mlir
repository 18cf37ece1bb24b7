module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @barriers_global(%arg0: memref<24x16x?xf32, strided<[1, 24, 384]>, 1>, %arg1: memref<24x16x?xf32, strided<[1, 24, 384]>, 1>, %arg2: memref<16x8xf32, strided<[1, 16]>, 1>, %arg3: memref<24x8x?xf32, strided<[1, 24, 192]>, 1>, %arg4: memref<16x24x?xf32, strided<[1, 16, 384]>, 1>, %arg5: memref<24xf32, strided<[1]>, 1>, %arg6: memref<16x?xf32, strided<[1, 16]>, 1>, %arg7: memref<24x?xf32, strided<[1, 24]>, 1>, %arg8: memref<8x8xf32, strided<[1, 8]>, 1>, %arg9: memref<24x8x?xf32, strided<[1, 24, 192]>, 1>, %arg10: memref<24x8x?xf32, strided<[1, 24, 192]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 6, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<16x8xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x8xf32, strided<[1, 16]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<16x24x?xf32, strided<[1, 16, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<16x24x?xf32, strided<[1, 16, 384]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg5 : memref<24xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<24xf32, strided<[1]>, 1> -> index
      %14 = arith.index_cast %intptr_24 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %16 = arith.index_cast %intptr_29 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<24x?xf32, strided<[1, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<24x?xf32, strided<[1, 24]>, 1> -> index
      %19 = arith.index_cast %intptr_34 : index to i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<1>
      %21 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg8 : memref<8x8xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<8x8xf32, strided<[1, 8]>, 1> -> index
      %22 = arith.index_cast %intptr_39 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %arg9 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> index
      %24 = arith.index_cast %intptr_44 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %arg10 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> index
      %27 = arith.index_cast %intptr_49 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_47#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f32>
      %alloca_53 = memref.alloca() : memref<f32>
      %alloca_54 = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %30 = arith.index_cast %block_id_x : index to i64
      %c384_i64 = arith.constant 384 : i64
      %31 = arith.muli %30, %c384_i64 : i64
      %32 = llvm.getelementptr %1[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_59 = arith.constant 384 : i64
      %33 = arith.muli %30, %c384_i64_59 : i64
      %34 = llvm.getelementptr %4[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64 = arith.constant 192 : i64
      %35 = arith.muli %30, %c192_i64 : i64
      %36 = llvm.getelementptr %9[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_60 = arith.constant 384 : i64
      %37 = arith.muli %30, %c384_i64_60 : i64
      %38 = llvm.getelementptr %12[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64 = arith.constant 16 : i64
      %39 = arith.muli %30, %c16_i64 : i64
      %40 = llvm.getelementptr %17[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64 = arith.constant 24 : i64
      %41 = arith.muli %30, %c24_i64 : i64
      %42 = llvm.getelementptr %20[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64_61 = arith.constant 192 : i64
      %43 = arith.muli %30, %c192_i64_61 : i64
      %44 = llvm.getelementptr %25[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64_62 = arith.constant 192 : i64
      %45 = arith.muli %30, %c192_i64_62 : i64
      %46 = llvm.getelementptr %28[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y : index to i64
      %49 = arith.muli %c32_i64, %48 : i64
      %50 = arith.addi %47, %49 : i64
      %c384_i64_63 = arith.constant 384 : i64
      %c192_i64_64 = arith.constant 192 : i64
      scf.for %arg11 = %50 to %c384_i64_63 step %c192_i64_64  : i64 {
        %c24_i64_95 = arith.constant 24 : i64
        %73 = arith.divsi %arg11, %c24_i64_95 : i64
        %c24_i64_96 = arith.constant 24 : i64
        %74 = arith.remsi %arg11, %c24_i64_96 : i64
        %c24_i64_97 = arith.constant 24 : i64
        %75 = arith.muli %73, %c24_i64_97 : i64
        %76 = arith.addi %74, %75 : i64
        %77 = llvm.getelementptr %32[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %78 = llvm.load %77 : !llvm.ptr<1> -> f32
        %cst_98 = arith.constant 2.000000e+00 : f32
        %79 = arith.mulf %78, %cst_98 : f32
        %c24_i64_99 = arith.constant 24 : i64
        %80 = arith.muli %73, %c24_i64_99 : i64
        %81 = arith.addi %74, %80 : i64
        %82 = llvm.getelementptr %34[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %79, %82 : f32, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_65 = gpu.thread_id  x
      %51 = arith.index_cast %thread_id_x_65 : index to i64
      %c23_i64 = arith.constant 23 : i64
      %52 = arith.minsi %51, %c23_i64 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_66 : index to i64
      %c7_i64 = arith.constant 7 : i64
      %54 = arith.minsi %53, %c7_i64 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_67 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %56 = arith.addi %55, %c6_i64 : i64
      %c7_i64_68 = arith.constant 7 : i64
      %57 = arith.minsi %56, %c7_i64_68 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_69 = arith.constant 0.000000e+00 : f32
      memref.store %cst_69, %alloca_50[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c16_i64_70 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c16_i64_70 step %c1_i64  : i64 {
        %c24_i64_95 = arith.constant 24 : i64
        %73 = arith.muli %arg11, %c24_i64_95 : i64
        %74 = arith.addi %52, %73 : i64
        %75 = llvm.getelementptr %34[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %76 = llvm.load %75 : !llvm.ptr<1> -> f32
        %c16_i64_96 = arith.constant 16 : i64
        %77 = arith.muli %54, %c16_i64_96 : i64
        %78 = arith.addi %arg11, %77 : i64
        %79 = llvm.getelementptr %7[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %80 = llvm.load %79 : !llvm.ptr<1> -> f32
        %c16_i64_97 = arith.constant 16 : i64
        %81 = arith.muli %57, %c16_i64_97 : i64
        %82 = arith.addi %arg11, %81 : i64
        %83 = llvm.getelementptr %7[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %84 = llvm.load %83 : !llvm.ptr<1> -> f32
        %85 = memref.load %alloca[] : memref<f32>
        %86 = llvm.intr.fma(%76, %80, %85) : (f32, f32, f32) -> f32
        memref.store %86, %alloca[] : memref<f32>
        %87 = memref.load %alloca_50[] : memref<f32>
        %88 = llvm.intr.fma(%76, %84, %87) : (f32, f32, f32) -> f32
        memref.store %88, %alloca_50[] : memref<f32>
      }
      %c24_i64_71 = arith.constant 24 : i64
      %58 = arith.cmpi slt, %51, %c24_i64_71 : i64
      scf.if %58 {
        %c8_i64 = arith.constant 8 : i64
        %73 = arith.cmpi slt, %53, %c8_i64 : i64
        scf.if %73 {
          %75 = memref.load %alloca[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %76 = arith.muli %53, %c24_i64_96 : i64
          %77 = arith.addi %51, %76 : i64
          %78 = llvm.getelementptr %36[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %75, %78 : f32, !llvm.ptr<1>
        }
        %c8_i64_95 = arith.constant 8 : i64
        %74 = arith.cmpi slt, %56, %c8_i64_95 : i64
        scf.if %74 {
          %75 = memref.load %alloca_50[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %76 = arith.muli %56, %c24_i64_96 : i64
          %77 = arith.addi %51, %76 : i64
          %78 = llvm.getelementptr %36[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %75, %78 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_72 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_72 : index to i64
      %c16_i64_73 = arith.constant 16 : i64
      %c32_i64_74 = arith.constant 32 : i64
      scf.for %arg11 = %59 to %c16_i64_73 step %c32_i64_74  : i64 {
        %c0_i64_95 = arith.constant 0 : i64
        %c1_i64_96 = arith.constant 1 : i64
        %c1_i64_97 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_95 to %c1_i64_96 step %c1_i64_97  : i64 {
          %thread_id_y_98 = gpu.thread_id  y
          %73 = arith.index_cast %thread_id_y_98 : index to i64
          %c24_i64_99 = arith.constant 24 : i64
          %74 = arith.muli %arg12, %c24_i64_99 : i64
          %75 = arith.addi %73, %74 : i64
          %c24_i64_100 = arith.constant 24 : i64
          %76 = arith.muli %arg11, %c24_i64_100 : i64
          %77 = arith.addi %75, %76 : i64
          %78 = llvm.getelementptr %32[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %79 = llvm.load %78 : !llvm.ptr<1> -> f32
          %c6_i64_101 = arith.constant 6 : i64
          %80 = arith.addi %75, %c6_i64_101 : i64
          %c24_i64_102 = arith.constant 24 : i64
          %81 = arith.muli %arg11, %c24_i64_102 : i64
          %82 = arith.addi %80, %81 : i64
          %83 = llvm.getelementptr %32[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %84 = llvm.load %83 : !llvm.ptr<1> -> f32
          %c12_i64 = arith.constant 12 : i64
          %85 = arith.addi %75, %c12_i64 : i64
          %c24_i64_103 = arith.constant 24 : i64
          %86 = arith.muli %arg11, %c24_i64_103 : i64
          %87 = arith.addi %85, %86 : i64
          %88 = llvm.getelementptr %32[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %89 = llvm.load %88 : !llvm.ptr<1> -> f32
          %c18_i64 = arith.constant 18 : i64
          %90 = arith.addi %75, %c18_i64 : i64
          %c24_i64_104 = arith.constant 24 : i64
          %91 = arith.muli %arg11, %c24_i64_104 : i64
          %92 = arith.addi %90, %91 : i64
          %93 = llvm.getelementptr %32[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %94 = llvm.load %93 : !llvm.ptr<1> -> f32
          %c16_i64_105 = arith.constant 16 : i64
          %95 = arith.muli %75, %c16_i64_105 : i64
          %96 = arith.addi %arg11, %95 : i64
          %97 = llvm.getelementptr %38[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %79, %97 : f32, !llvm.ptr<1>
          %c16_i64_106 = arith.constant 16 : i64
          %98 = arith.muli %80, %c16_i64_106 : i64
          %99 = arith.addi %arg11, %98 : i64
          %100 = llvm.getelementptr %38[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %84, %100 : f32, !llvm.ptr<1>
          %c16_i64_107 = arith.constant 16 : i64
          %101 = arith.muli %85, %c16_i64_107 : i64
          %102 = arith.addi %arg11, %101 : i64
          %103 = llvm.getelementptr %38[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %89, %103 : f32, !llvm.ptr<1>
          %c16_i64_108 = arith.constant 16 : i64
          %104 = arith.muli %90, %c16_i64_108 : i64
          %105 = arith.addi %arg11, %104 : i64
          %106 = llvm.getelementptr %38[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %106 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_75 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_75 : index to i64
      %c32_i64_76 = arith.constant 32 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_77 : index to i64
      %62 = arith.muli %c32_i64_76, %61 : i64
      %63 = arith.addi %60, %62 : i64
      %c384_i64_78 = arith.constant 384 : i64
      %c192_i64_79 = arith.constant 192 : i64
      scf.for %arg11 = %63 to %c384_i64_78 step %c192_i64_79  : i64 {
        %c16_i64_95 = arith.constant 16 : i64
        %73 = arith.remsi %arg11, %c16_i64_95 : i64
        %c16_i64_96 = arith.constant 16 : i64
        %74 = arith.divsi %arg11, %c16_i64_96 : i64
        %c24_i64_97 = arith.constant 24 : i64
        %75 = arith.muli %73, %c24_i64_97 : i64
        %76 = arith.addi %74, %75 : i64
        %77 = llvm.getelementptr %32[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %78 = llvm.load %77 : !llvm.ptr<1> -> f32
        %79 = arith.negf %78 : f32
        %c24_i64_98 = arith.constant 24 : i64
        %80 = arith.muli %73, %c24_i64_98 : i64
        %81 = arith.addi %74, %80 : i64
        %82 = llvm.getelementptr %32[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %79, %82 : f32, !llvm.ptr<1>
      }
      %thread_id_x_80 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_80 : index to i64
      %c32_i64_81 = arith.constant 32 : i64
      %thread_id_y_82 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_82 : index to i64
      %66 = arith.muli %c32_i64_81, %65 : i64
      %67 = arith.addi %64, %66 : i64
      %c16_i64_83 = arith.constant 16 : i64
      %c192_i64_84 = arith.constant 192 : i64
      scf.for %arg11 = %67 to %c16_i64_83 step %c192_i64_84  : i64 {
        %cst_95 = arith.constant 0.000000e+00 : f32
        memref.store %cst_95, %alloca_51[] : memref<f32>
        %c0_i64_96 = arith.constant 0 : i64
        %c24_i64_97 = arith.constant 24 : i64
        %c1_i64_98 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_96 to %c24_i64_97 step %c1_i64_98  : i64 {
          %c16_i64_99 = arith.constant 16 : i64
          %75 = arith.muli %arg12, %c16_i64_99 : i64
          %76 = arith.addi %arg11, %75 : i64
          %77 = llvm.getelementptr %38[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %78 = llvm.load %77 : !llvm.ptr<1> -> f32
          %79 = llvm.getelementptr %15[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %80 = llvm.load %79 : !llvm.ptr<1> -> f32
          %81 = memref.load %alloca_51[] : memref<f32>
          %82 = llvm.intr.fma(%78, %80, %81) : (f32, f32, f32) -> f32
          memref.store %82, %alloca_51[] : memref<f32>
        }
        %73 = memref.load %alloca_51[] : memref<f32>
        %74 = llvm.getelementptr %40[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %73, %74 : f32, !llvm.ptr<1>
      }
      %thread_id_x_85 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_85 : index to i64
      %c32_i64_86 = arith.constant 32 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_87 : index to i64
      %70 = arith.muli %c32_i64_86, %69 : i64
      %71 = arith.addi %68, %70 : i64
      %c24_i64_88 = arith.constant 24 : i64
      %c192_i64_89 = arith.constant 192 : i64
      scf.for %arg11 = %71 to %c24_i64_88 step %c192_i64_89  : i64 {
        %cst_95 = arith.constant 0.000000e+00 : f32
        memref.store %cst_95, %alloca_52[] : memref<f32>
        %c0_i64_96 = arith.constant 0 : i64
        %c8_i64 = arith.constant 8 : i64
        %c1_i64_97 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_96 to %c8_i64 step %c1_i64_97  : i64 {
          %75 = memref.load %alloca_52[] : memref<f32>
          %c24_i64_98 = arith.constant 24 : i64
          %76 = arith.muli %arg12, %c24_i64_98 : i64
          %77 = arith.addi %arg11, %76 : i64
          %78 = llvm.getelementptr %36[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %79 = llvm.load %78 : !llvm.ptr<1> -> f32
          %80 = arith.addf %75, %79 : f32
          memref.store %80, %alloca_52[] : memref<f32>
        }
        %73 = memref.load %alloca_52[] : memref<f32>
        %74 = llvm.getelementptr %42[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %73, %74 : f32, !llvm.ptr<1>
      }
      %thread_id_x_90 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_90 : index to i64
      %c24_i64_91 = arith.constant 24 : i64
      %c32_i64_92 = arith.constant 32 : i64
      scf.for %arg11 = %72 to %c24_i64_91 step %c32_i64_92  : i64 {
        %c0_i64_95 = arith.constant 0 : i64
        %c1_i64_96 = arith.constant 1 : i64
        %c1_i64_97 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_95 to %c1_i64_96 step %c1_i64_97  : i64 {
          %thread_id_y_98 = gpu.thread_id  y
          %73 = arith.index_cast %thread_id_y_98 : index to i64
          %c12_i64 = arith.constant 12 : i64
          %74 = arith.muli %arg12, %c12_i64 : i64
          %75 = arith.addi %73, %74 : i64
          %c8_i64 = arith.constant 8 : i64
          %76 = arith.cmpi slt, %75, %c8_i64 : i64
          scf.if %76 {
            %c24_i64_103 = arith.constant 24 : i64
            %81 = arith.muli %75, %c24_i64_103 : i64
            %82 = arith.addi %arg11, %81 : i64
            %83 = llvm.getelementptr %36[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %84 = llvm.load %83 : !llvm.ptr<1> -> f32
            memref.store %84, %alloca_53[] : memref<f32>
          }
          %c6_i64_99 = arith.constant 6 : i64
          %77 = arith.addi %75, %c6_i64_99 : i64
          %c8_i64_100 = arith.constant 8 : i64
          %78 = arith.cmpi slt, %77, %c8_i64_100 : i64
          scf.if %78 {
            %c24_i64_103 = arith.constant 24 : i64
            %81 = arith.muli %77, %c24_i64_103 : i64
            %82 = arith.addi %arg11, %81 : i64
            %83 = llvm.getelementptr %36[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %84 = llvm.load %83 : !llvm.ptr<1> -> f32
            memref.store %84, %alloca_54[] : memref<f32>
          }
          %c8_i64_101 = arith.constant 8 : i64
          %79 = arith.cmpi slt, %75, %c8_i64_101 : i64
          scf.if %79 {
            %81 = memref.load %alloca_53[] : memref<f32>
            %c24_i64_103 = arith.constant 24 : i64
            %82 = arith.muli %75, %c24_i64_103 : i64
            %83 = arith.addi %arg11, %82 : i64
            %84 = llvm.getelementptr %44[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %81, %84 : f32, !llvm.ptr<1>
          }
          %c8_i64_102 = arith.constant 8 : i64
          %80 = arith.cmpi slt, %77, %c8_i64_102 : i64
          scf.if %80 {
            %81 = memref.load %alloca_54[] : memref<f32>
            %c24_i64_103 = arith.constant 24 : i64
            %82 = arith.muli %77, %c24_i64_103 : i64
            %83 = arith.addi %arg11, %82 : i64
            %84 = llvm.getelementptr %44[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %81, %84 : f32, !llvm.ptr<1>
          }
        }
      }
      %c0_i64_93 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64_94 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_93 to %c2_i64 step %c1_i64_94  : i64 {
        gpu.barrier
        %thread_id_x_95 = gpu.thread_id  x
        %73 = arith.index_cast %thread_id_x_95 : index to i64
        %c23_i64_96 = arith.constant 23 : i64
        %74 = arith.minsi %73, %c23_i64_96 : i64
        %thread_id_y_97 = gpu.thread_id  y
        %75 = arith.index_cast %thread_id_y_97 : index to i64
        %c7_i64_98 = arith.constant 7 : i64
        %76 = arith.minsi %75, %c7_i64_98 : i64
        %thread_id_y_99 = gpu.thread_id  y
        %77 = arith.index_cast %thread_id_y_99 : index to i64
        %c6_i64_100 = arith.constant 6 : i64
        %78 = arith.addi %77, %c6_i64_100 : i64
        %c7_i64_101 = arith.constant 7 : i64
        %79 = arith.minsi %78, %c7_i64_101 : i64
        %cst_102 = arith.constant 0.000000e+00 : f32
        memref.store %cst_102, %alloca_55[] : memref<f32>
        %cst_103 = arith.constant 0.000000e+00 : f32
        memref.store %cst_103, %alloca_56[] : memref<f32>
        %c0_i64_104 = arith.constant 0 : i64
        %c8_i64 = arith.constant 8 : i64
        %c1_i64_105 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_104 to %c8_i64 step %c1_i64_105  : i64 {
          %c24_i64_120 = arith.constant 24 : i64
          %89 = arith.muli %arg12, %c24_i64_120 : i64
          %90 = arith.addi %74, %89 : i64
          %91 = llvm.getelementptr %44[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %92 = llvm.load %91 : !llvm.ptr<1> -> f32
          %c8_i64_121 = arith.constant 8 : i64
          %93 = arith.muli %76, %c8_i64_121 : i64
          %94 = arith.addi %arg12, %93 : i64
          %95 = llvm.getelementptr %23[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %96 = llvm.load %95 : !llvm.ptr<1> -> f32
          %c8_i64_122 = arith.constant 8 : i64
          %97 = arith.muli %79, %c8_i64_122 : i64
          %98 = arith.addi %arg12, %97 : i64
          %99 = llvm.getelementptr %23[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %100 = llvm.load %99 : !llvm.ptr<1> -> f32
          %101 = memref.load %alloca_55[] : memref<f32>
          %102 = llvm.intr.fma(%92, %96, %101) : (f32, f32, f32) -> f32
          memref.store %102, %alloca_55[] : memref<f32>
          %103 = memref.load %alloca_56[] : memref<f32>
          %104 = llvm.intr.fma(%92, %100, %103) : (f32, f32, f32) -> f32
          memref.store %104, %alloca_56[] : memref<f32>
        }
        %c24_i64_106 = arith.constant 24 : i64
        %80 = arith.cmpi slt, %73, %c24_i64_106 : i64
        scf.if %80 {
          %c8_i64_120 = arith.constant 8 : i64
          %89 = arith.cmpi slt, %75, %c8_i64_120 : i64
          scf.if %89 {
            %91 = memref.load %alloca_55[] : memref<f32>
            %c24_i64_122 = arith.constant 24 : i64
            %92 = arith.muli %75, %c24_i64_122 : i64
            %93 = arith.addi %73, %92 : i64
            %94 = llvm.getelementptr %46[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %91, %94 : f32, !llvm.ptr<1>
          }
          %c8_i64_121 = arith.constant 8 : i64
          %90 = arith.cmpi slt, %78, %c8_i64_121 : i64
          scf.if %90 {
            %91 = memref.load %alloca_56[] : memref<f32>
            %c24_i64_122 = arith.constant 24 : i64
            %92 = arith.muli %78, %c24_i64_122 : i64
            %93 = arith.addi %73, %92 : i64
            %94 = llvm.getelementptr %46[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %91, %94 : f32, !llvm.ptr<1>
          }
        }
        gpu.barrier
        %thread_id_x_107 = gpu.thread_id  x
        %81 = arith.index_cast %thread_id_x_107 : index to i64
        %c23_i64_108 = arith.constant 23 : i64
        %82 = arith.minsi %81, %c23_i64_108 : i64
        %thread_id_y_109 = gpu.thread_id  y
        %83 = arith.index_cast %thread_id_y_109 : index to i64
        %c7_i64_110 = arith.constant 7 : i64
        %84 = arith.minsi %83, %c7_i64_110 : i64
        %thread_id_y_111 = gpu.thread_id  y
        %85 = arith.index_cast %thread_id_y_111 : index to i64
        %c6_i64_112 = arith.constant 6 : i64
        %86 = arith.addi %85, %c6_i64_112 : i64
        %c7_i64_113 = arith.constant 7 : i64
        %87 = arith.minsi %86, %c7_i64_113 : i64
        %cst_114 = arith.constant 0.000000e+00 : f32
        memref.store %cst_114, %alloca_57[] : memref<f32>
        %cst_115 = arith.constant 0.000000e+00 : f32
        memref.store %cst_115, %alloca_58[] : memref<f32>
        %c0_i64_116 = arith.constant 0 : i64
        %c8_i64_117 = arith.constant 8 : i64
        %c1_i64_118 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_116 to %c8_i64_117 step %c1_i64_118  : i64 {
          %c24_i64_120 = arith.constant 24 : i64
          %89 = arith.muli %arg12, %c24_i64_120 : i64
          %90 = arith.addi %82, %89 : i64
          %91 = llvm.getelementptr %46[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %92 = llvm.load %91 : !llvm.ptr<1> -> f32
          %c8_i64_121 = arith.constant 8 : i64
          %93 = arith.muli %84, %c8_i64_121 : i64
          %94 = arith.addi %arg12, %93 : i64
          %95 = llvm.getelementptr %23[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %96 = llvm.load %95 : !llvm.ptr<1> -> f32
          %c8_i64_122 = arith.constant 8 : i64
          %97 = arith.muli %87, %c8_i64_122 : i64
          %98 = arith.addi %arg12, %97 : i64
          %99 = llvm.getelementptr %23[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %100 = llvm.load %99 : !llvm.ptr<1> -> f32
          %101 = memref.load %alloca_57[] : memref<f32>
          %102 = llvm.intr.fma(%92, %96, %101) : (f32, f32, f32) -> f32
          memref.store %102, %alloca_57[] : memref<f32>
          %103 = memref.load %alloca_58[] : memref<f32>
          %104 = llvm.intr.fma(%92, %100, %103) : (f32, f32, f32) -> f32
          memref.store %104, %alloca_58[] : memref<f32>
        }
        %c24_i64_119 = arith.constant 24 : i64
        %88 = arith.cmpi slt, %81, %c24_i64_119 : i64
        scf.if %88 {
          %c8_i64_120 = arith.constant 8 : i64
          %89 = arith.cmpi slt, %83, %c8_i64_120 : i64
          scf.if %89 {
            %91 = memref.load %alloca_57[] : memref<f32>
            %c24_i64_122 = arith.constant 24 : i64
            %92 = arith.muli %83, %c24_i64_122 : i64
            %93 = arith.addi %81, %92 : i64
            %94 = llvm.getelementptr %44[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %91, %94 : f32, !llvm.ptr<1>
          }
          %c8_i64_121 = arith.constant 8 : i64
          %90 = arith.cmpi slt, %86, %c8_i64_121 : i64
          scf.if %90 {
            %91 = memref.load %alloca_58[] : memref<f32>
            %c24_i64_122 = arith.constant 24 : i64
            %92 = arith.muli %86, %c24_i64_122 : i64
            %93 = arith.addi %81, %92 : i64
            %94 = llvm.getelementptr %44[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %91, %94 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
