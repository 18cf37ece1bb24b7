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
      %30 = llvm.mlir.constant(1 : i64) : i64
      %31 = llvm.alloca %30 x f32 : (i64) -> !llvm.ptr
      %32 = llvm.alloca %30 x f32 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %30 x f32 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %30 x f32 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %30 x f32 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %30 x f32 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %30 x f32 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %30 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %39 = arith.index_cast %block_id_x : index to i64
      %c384_i64 = arith.constant 384 : i64
      %40 = arith.muli %39, %c384_i64 : i64
      %41 = llvm.getelementptr %1[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_50 = arith.constant 384 : i64
      %42 = arith.muli %39, %c384_i64_50 : i64
      %43 = llvm.getelementptr %4[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64 = arith.constant 192 : i64
      %44 = arith.muli %39, %c192_i64 : i64
      %45 = llvm.getelementptr %9[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_51 = arith.constant 384 : i64
      %46 = arith.muli %39, %c384_i64_51 : i64
      %47 = llvm.getelementptr %12[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64 = arith.constant 16 : i64
      %48 = arith.muli %39, %c16_i64 : i64
      %49 = llvm.getelementptr %17[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64 = arith.constant 24 : i64
      %50 = arith.muli %39, %c24_i64 : i64
      %51 = llvm.getelementptr %20[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64_52 = arith.constant 192 : i64
      %52 = arith.muli %39, %c192_i64_52 : i64
      %53 = llvm.getelementptr %25[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64_53 = arith.constant 192 : i64
      %54 = arith.muli %39, %c192_i64_53 : i64
      %55 = llvm.getelementptr %28[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y : index to i64
      %58 = arith.muli %c32_i64, %57 : i64
      %59 = arith.addi %56, %58 : i64
      %c384_i64_54 = arith.constant 384 : i64
      %c192_i64_55 = arith.constant 192 : i64
      scf.for %arg11 = %59 to %c384_i64_54 step %c192_i64_55  : i64 {
        %c24_i64_85 = arith.constant 24 : i64
        %82 = arith.divsi %arg11, %c24_i64_85 : i64
        %c24_i64_86 = arith.constant 24 : i64
        %83 = arith.remsi %arg11, %c24_i64_86 : i64
        %c24_i64_87 = arith.constant 24 : i64
        %84 = arith.muli %82, %c24_i64_87 : i64
        %85 = arith.addi %83, %84 : i64
        %86 = llvm.getelementptr %41[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %87 = llvm.load %86 : !llvm.ptr<1> -> f32
        %cst_88 = arith.constant 2.000000e+00 : f32
        %88 = arith.mulf %87, %cst_88 : f32
        %c24_i64_89 = arith.constant 24 : i64
        %89 = arith.muli %82, %c24_i64_89 : i64
        %90 = arith.addi %83, %89 : i64
        %91 = llvm.getelementptr %43[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %88, %91 : f32, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_56 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_56 : index to i64
      %c23_i64 = arith.constant 23 : i64
      %61 = arith.minsi %60, %c23_i64 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_57 : index to i64
      %c7_i64 = arith.constant 7 : i64
      %63 = arith.minsi %62, %c7_i64 : i64
      %thread_id_y_58 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_58 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %65 = arith.addi %64, %c6_i64 : i64
      %c7_i64_59 = arith.constant 7 : i64
      %66 = arith.minsi %65, %c7_i64_59 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %31 : f32, !llvm.ptr
      %cst_60 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_60, %32 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c16_i64_61 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c16_i64_61 step %c1_i64  : i64 {
        %c24_i64_85 = arith.constant 24 : i64
        %82 = arith.muli %arg11, %c24_i64_85 : i64
        %83 = arith.addi %61, %82 : i64
        %84 = llvm.getelementptr %43[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %85 = llvm.load %84 : !llvm.ptr<1> -> f32
        %c16_i64_86 = arith.constant 16 : i64
        %86 = arith.muli %63, %c16_i64_86 : i64
        %87 = arith.addi %arg11, %86 : i64
        %88 = llvm.getelementptr %7[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %89 = llvm.load %88 : !llvm.ptr<1> -> f32
        %c16_i64_87 = arith.constant 16 : i64
        %90 = arith.muli %66, %c16_i64_87 : i64
        %91 = arith.addi %arg11, %90 : i64
        %92 = llvm.getelementptr %7[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %94 = llvm.load %31 : !llvm.ptr -> f32
        %95 = arith.mulf %85, %89 : f32
        %96 = arith.addf %94, %95 : f32
        llvm.store %96, %31 : f32, !llvm.ptr
        %97 = llvm.load %32 : !llvm.ptr -> f32
        %98 = arith.mulf %85, %93 : f32
        %99 = arith.addf %97, %98 : f32
        llvm.store %99, %32 : f32, !llvm.ptr
      }
      %c24_i64_62 = arith.constant 24 : i64
      %67 = arith.cmpi slt, %60, %c24_i64_62 : i64
      scf.if %67 {
        %c8_i64_85 = arith.constant 8 : i64
        %82 = arith.cmpi slt, %62, %c8_i64_85 : i64
        scf.if %82 {
          %84 = llvm.load %31 : !llvm.ptr -> f32
          %c24_i64_87 = arith.constant 24 : i64
          %85 = arith.muli %62, %c24_i64_87 : i64
          %86 = arith.addi %60, %85 : i64
          %87 = llvm.getelementptr %45[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %84, %87 : f32, !llvm.ptr<1>
        }
        %c8_i64_86 = arith.constant 8 : i64
        %83 = arith.cmpi slt, %65, %c8_i64_86 : i64
        scf.if %83 {
          %84 = llvm.load %32 : !llvm.ptr -> f32
          %c24_i64_87 = arith.constant 24 : i64
          %85 = arith.muli %65, %c24_i64_87 : i64
          %86 = arith.addi %60, %85 : i64
          %87 = llvm.getelementptr %45[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %84, %87 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_63 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_63 : index to i64
      %c24_i64_64 = arith.constant 24 : i64
      %c6_i64_65 = arith.constant 6 : i64
      scf.for %arg11 = %68 to %c24_i64_64 step %c6_i64_65  : i64 {
        %thread_id_x_85 = gpu.thread_id  x
        %82 = arith.index_cast %thread_id_x_85 : index to i64
        %c16_i64_86 = arith.constant 16 : i64
        %c32_i64_87 = arith.constant 32 : i64
        scf.for %arg12 = %82 to %c16_i64_86 step %c32_i64_87  : i64 {
          %c24_i64_88 = arith.constant 24 : i64
          %83 = arith.muli %arg12, %c24_i64_88 : i64
          %84 = arith.addi %arg11, %83 : i64
          %85 = llvm.getelementptr %41[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          %c16_i64_89 = arith.constant 16 : i64
          %87 = arith.muli %arg11, %c16_i64_89 : i64
          %88 = arith.addi %arg12, %87 : i64
          %89 = llvm.getelementptr %47[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %86, %89 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_66 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_66 : index to i64
      %c32_i64_67 = arith.constant 32 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_68 : index to i64
      %71 = arith.muli %c32_i64_67, %70 : i64
      %72 = arith.addi %69, %71 : i64
      %c384_i64_69 = arith.constant 384 : i64
      %c192_i64_70 = arith.constant 192 : i64
      scf.for %arg11 = %72 to %c384_i64_69 step %c192_i64_70  : i64 {
        %c16_i64_85 = arith.constant 16 : i64
        %82 = arith.remsi %arg11, %c16_i64_85 : i64
        %c16_i64_86 = arith.constant 16 : i64
        %83 = arith.divsi %arg11, %c16_i64_86 : i64
        %c24_i64_87 = arith.constant 24 : i64
        %84 = arith.muli %82, %c24_i64_87 : i64
        %85 = arith.addi %83, %84 : i64
        %86 = llvm.getelementptr %41[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %87 = llvm.load %86 : !llvm.ptr<1> -> f32
        %88 = arith.negf %87 : f32
        %c24_i64_88 = arith.constant 24 : i64
        %89 = arith.muli %82, %c24_i64_88 : i64
        %90 = arith.addi %83, %89 : i64
        %91 = llvm.getelementptr %41[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %88, %91 : f32, !llvm.ptr<1>
      }
      %thread_id_x_71 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_71 : index to i64
      %c32_i64_72 = arith.constant 32 : i64
      %thread_id_y_73 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_73 : index to i64
      %75 = arith.muli %c32_i64_72, %74 : i64
      %76 = arith.addi %73, %75 : i64
      %c16_i64_74 = arith.constant 16 : i64
      %c192_i64_75 = arith.constant 192 : i64
      scf.for %arg11 = %76 to %c16_i64_74 step %c192_i64_75  : i64 {
        %cst_85 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_85, %33 : f32, !llvm.ptr
        %c0_i64_86 = arith.constant 0 : i64
        %c24_i64_87 = arith.constant 24 : i64
        %c1_i64_88 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_86 to %c24_i64_87 step %c1_i64_88  : i64 {
          %84 = llvm.load %33 : !llvm.ptr -> f32
          %c16_i64_89 = arith.constant 16 : i64
          %85 = arith.muli %arg12, %c16_i64_89 : i64
          %86 = arith.addi %arg11, %85 : i64
          %87 = llvm.getelementptr %47[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %88 = llvm.load %87 : !llvm.ptr<1> -> f32
          %89 = llvm.getelementptr %15[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %90 = llvm.load %89 : !llvm.ptr<1> -> f32
          %91 = arith.mulf %88, %90 : f32
          %92 = arith.addf %84, %91 : f32
          llvm.store %92, %33 : f32, !llvm.ptr
        }
        %82 = llvm.load %33 : !llvm.ptr -> f32
        %83 = llvm.getelementptr %49[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %82, %83 : f32, !llvm.ptr<1>
      }
      %thread_id_x_76 = gpu.thread_id  x
      %77 = arith.index_cast %thread_id_x_76 : index to i64
      %c32_i64_77 = arith.constant 32 : i64
      %thread_id_y_78 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_78 : index to i64
      %79 = arith.muli %c32_i64_77, %78 : i64
      %80 = arith.addi %77, %79 : i64
      %c24_i64_79 = arith.constant 24 : i64
      %c192_i64_80 = arith.constant 192 : i64
      scf.for %arg11 = %80 to %c24_i64_79 step %c192_i64_80  : i64 {
        %cst_85 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_85, %34 : f32, !llvm.ptr
        %c0_i64_86 = arith.constant 0 : i64
        %c8_i64_87 = arith.constant 8 : i64
        %c1_i64_88 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_86 to %c8_i64_87 step %c1_i64_88  : i64 {
          %84 = llvm.load %34 : !llvm.ptr -> f32
          %c24_i64_89 = arith.constant 24 : i64
          %85 = arith.muli %arg12, %c24_i64_89 : i64
          %86 = arith.addi %arg11, %85 : i64
          %87 = llvm.getelementptr %45[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %88 = llvm.load %87 : !llvm.ptr<1> -> f32
          %89 = arith.addf %84, %88 : f32
          llvm.store %89, %34 : f32, !llvm.ptr
        }
        %82 = llvm.load %34 : !llvm.ptr -> f32
        %83 = llvm.getelementptr %51[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %82, %83 : f32, !llvm.ptr<1>
      }
      %thread_id_y_81 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_81 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c6_i64_82 = arith.constant 6 : i64
      scf.for %arg11 = %81 to %c8_i64 step %c6_i64_82  : i64 {
        %thread_id_x_85 = gpu.thread_id  x
        %82 = arith.index_cast %thread_id_x_85 : index to i64
        %c24_i64_86 = arith.constant 24 : i64
        %c32_i64_87 = arith.constant 32 : i64
        scf.for %arg12 = %82 to %c24_i64_86 step %c32_i64_87  : i64 {
          %c24_i64_88 = arith.constant 24 : i64
          %83 = arith.muli %arg11, %c24_i64_88 : i64
          %84 = arith.addi %arg12, %83 : i64
          %85 = llvm.getelementptr %45[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          %c24_i64_89 = arith.constant 24 : i64
          %87 = arith.muli %arg11, %c24_i64_89 : i64
          %88 = arith.addi %arg12, %87 : i64
          %89 = llvm.getelementptr %53[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %86, %89 : f32, !llvm.ptr<1>
        }
      }
      %c0_i64_83 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64_84 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_83 to %c2_i64 step %c1_i64_84  : i64 {
        gpu.barrier
        %thread_id_x_85 = gpu.thread_id  x
        %82 = arith.index_cast %thread_id_x_85 : index to i64
        %c23_i64_86 = arith.constant 23 : i64
        %83 = arith.minsi %82, %c23_i64_86 : i64
        %thread_id_y_87 = gpu.thread_id  y
        %84 = arith.index_cast %thread_id_y_87 : index to i64
        %c7_i64_88 = arith.constant 7 : i64
        %85 = arith.minsi %84, %c7_i64_88 : i64
        %thread_id_y_89 = gpu.thread_id  y
        %86 = arith.index_cast %thread_id_y_89 : index to i64
        %c6_i64_90 = arith.constant 6 : i64
        %87 = arith.addi %86, %c6_i64_90 : i64
        %c7_i64_91 = arith.constant 7 : i64
        %88 = arith.minsi %87, %c7_i64_91 : i64
        %cst_92 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_92, %35 : f32, !llvm.ptr
        %cst_93 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_93, %36 : f32, !llvm.ptr
        %c0_i64_94 = arith.constant 0 : i64
        %c8_i64_95 = arith.constant 8 : i64
        %c1_i64_96 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_94 to %c8_i64_95 step %c1_i64_96  : i64 {
          %c24_i64_111 = arith.constant 24 : i64
          %98 = arith.muli %arg12, %c24_i64_111 : i64
          %99 = arith.addi %83, %98 : i64
          %100 = llvm.getelementptr %53[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %c8_i64_112 = arith.constant 8 : i64
          %102 = arith.muli %85, %c8_i64_112 : i64
          %103 = arith.addi %arg12, %102 : i64
          %104 = llvm.getelementptr %23[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %c8_i64_113 = arith.constant 8 : i64
          %106 = arith.muli %88, %c8_i64_113 : i64
          %107 = arith.addi %arg12, %106 : i64
          %108 = llvm.getelementptr %23[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %109 = llvm.load %108 : !llvm.ptr<1> -> f32
          %110 = llvm.load %35 : !llvm.ptr -> f32
          %111 = arith.mulf %101, %105 : f32
          %112 = arith.addf %110, %111 : f32
          llvm.store %112, %35 : f32, !llvm.ptr
          %113 = llvm.load %36 : !llvm.ptr -> f32
          %114 = arith.mulf %101, %109 : f32
          %115 = arith.addf %113, %114 : f32
          llvm.store %115, %36 : f32, !llvm.ptr
        }
        %c24_i64_97 = arith.constant 24 : i64
        %89 = arith.cmpi slt, %82, %c24_i64_97 : i64
        scf.if %89 {
          %c8_i64_111 = arith.constant 8 : i64
          %98 = arith.cmpi slt, %84, %c8_i64_111 : i64
          scf.if %98 {
            %100 = llvm.load %35 : !llvm.ptr -> f32
            %c24_i64_113 = arith.constant 24 : i64
            %101 = arith.muli %84, %c24_i64_113 : i64
            %102 = arith.addi %82, %101 : i64
            %103 = llvm.getelementptr %55[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %100, %103 : f32, !llvm.ptr<1>
          }
          %c8_i64_112 = arith.constant 8 : i64
          %99 = arith.cmpi slt, %87, %c8_i64_112 : i64
          scf.if %99 {
            %100 = llvm.load %36 : !llvm.ptr -> f32
            %c24_i64_113 = arith.constant 24 : i64
            %101 = arith.muli %87, %c24_i64_113 : i64
            %102 = arith.addi %82, %101 : i64
            %103 = llvm.getelementptr %55[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %100, %103 : f32, !llvm.ptr<1>
          }
        }
        gpu.barrier
        %thread_id_x_98 = gpu.thread_id  x
        %90 = arith.index_cast %thread_id_x_98 : index to i64
        %c23_i64_99 = arith.constant 23 : i64
        %91 = arith.minsi %90, %c23_i64_99 : i64
        %thread_id_y_100 = gpu.thread_id  y
        %92 = arith.index_cast %thread_id_y_100 : index to i64
        %c7_i64_101 = arith.constant 7 : i64
        %93 = arith.minsi %92, %c7_i64_101 : i64
        %thread_id_y_102 = gpu.thread_id  y
        %94 = arith.index_cast %thread_id_y_102 : index to i64
        %c6_i64_103 = arith.constant 6 : i64
        %95 = arith.addi %94, %c6_i64_103 : i64
        %c7_i64_104 = arith.constant 7 : i64
        %96 = arith.minsi %95, %c7_i64_104 : i64
        %cst_105 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_105, %37 : f32, !llvm.ptr
        %cst_106 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_106, %38 : f32, !llvm.ptr
        %c0_i64_107 = arith.constant 0 : i64
        %c8_i64_108 = arith.constant 8 : i64
        %c1_i64_109 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_107 to %c8_i64_108 step %c1_i64_109  : i64 {
          %c24_i64_111 = arith.constant 24 : i64
          %98 = arith.muli %arg12, %c24_i64_111 : i64
          %99 = arith.addi %91, %98 : i64
          %100 = llvm.getelementptr %55[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %c8_i64_112 = arith.constant 8 : i64
          %102 = arith.muli %93, %c8_i64_112 : i64
          %103 = arith.addi %arg12, %102 : i64
          %104 = llvm.getelementptr %23[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %c8_i64_113 = arith.constant 8 : i64
          %106 = arith.muli %96, %c8_i64_113 : i64
          %107 = arith.addi %arg12, %106 : i64
          %108 = llvm.getelementptr %23[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %109 = llvm.load %108 : !llvm.ptr<1> -> f32
          %110 = llvm.load %37 : !llvm.ptr -> f32
          %111 = arith.mulf %101, %105 : f32
          %112 = arith.addf %110, %111 : f32
          llvm.store %112, %37 : f32, !llvm.ptr
          %113 = llvm.load %38 : !llvm.ptr -> f32
          %114 = arith.mulf %101, %109 : f32
          %115 = arith.addf %113, %114 : f32
          llvm.store %115, %38 : f32, !llvm.ptr
        }
        %c24_i64_110 = arith.constant 24 : i64
        %97 = arith.cmpi slt, %90, %c24_i64_110 : i64
        scf.if %97 {
          %c8_i64_111 = arith.constant 8 : i64
          %98 = arith.cmpi slt, %92, %c8_i64_111 : i64
          scf.if %98 {
            %100 = llvm.load %37 : !llvm.ptr -> f32
            %c24_i64_113 = arith.constant 24 : i64
            %101 = arith.muli %92, %c24_i64_113 : i64
            %102 = arith.addi %90, %101 : i64
            %103 = llvm.getelementptr %53[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %100, %103 : f32, !llvm.ptr<1>
          }
          %c8_i64_112 = arith.constant 8 : i64
          %99 = arith.cmpi slt, %95, %c8_i64_112 : i64
          scf.if %99 {
            %100 = llvm.load %38 : !llvm.ptr -> f32
            %c24_i64_113 = arith.constant 24 : i64
            %101 = arith.muli %95, %c24_i64_113 : i64
            %102 = arith.addi %90, %101 : i64
            %103 = llvm.getelementptr %53[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %100, %103 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
