module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fv(%arg0: memref<13x5x?xf32, strided<[1, 13, 65]>, 1>, %arg1: memref<13x5x?xf32, strided<[1, 13, 65]>, 1>, %arg2: f32, %arg3: memref<3x4x2x?xf32, strided<[1, 3, 12, 24]>, 1>, %arg4: memref<3x4x2x?xf32, strided<[1, 3, 12, 24]>, 1>, %arg5: memref<?x?x?xf64, strided<[1, ?, ?]>, 1>, %arg6: memref<?x?xf64, strided<[1, ?]>, 1>, %arg7: memref<?x?x?xf64, strided<[1, ?, ?]>, 1>, %arg8: memref<?x?xf32, strided<[1, ?]>, 1>, %arg9: memref<13x5x?xf32, strided<[1, 13, 65]>, 1>, %arg10: memref<5x5x?xf32, strided<[1, 5, 25]>, 1>, %arg11: memref<13x?xf64, strided<[1, 13]>, 1>, %arg12: memref<13x?xf64, strided<[1, 13]>, 1>, %arg13: memref<13x5x?xf32, strided<[1, 13, 65]>, 1>, %arg14: memref<13x5x?xf16, strided<[1, 13, 65]>, 1>, %arg15: memref<13x5x?xf64, strided<[1, 13, 65]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<13x5x?xf32, strided<[1, 13, 65]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<13x5x?xf32, strided<[1, 13, 65]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<13x5x?xf32, strided<[1, 13, 65]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<13x5x?xf32, strided<[1, 13, 65]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:4, %strides_8:4 = memref.extract_strided_metadata %arg3 : memref<3x4x2x?xf32, strided<[1, 3, 12, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<3x4x2x?xf32, strided<[1, 3, 12, 24]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#3 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:4, %strides_13:4 = memref.extract_strided_metadata %arg4 : memref<3x4x2x?xf32, strided<[1, 3, 12, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<3x4x2x?xf32, strided<[1, 3, 12, 24]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#3 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg5 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#0 : index to i64
      %15 = arith.index_cast %sizes_17#1 : index to i64
      %16 = arith.index_cast %sizes_17#2 : index to i64
      %17 = arith.index_cast %strides_18#1 : index to i64
      %18 = arith.index_cast %strides_18#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %19 = arith.index_cast %intptr_24 : index to i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<1>
      %21 = arith.index_cast %sizes_22#0 : index to i64
      %22 = arith.index_cast %sizes_22#1 : index to i64
      %23 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg7 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> index
      %24 = arith.index_cast %intptr_29 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_27#0 : index to i64
      %27 = arith.index_cast %sizes_27#1 : index to i64
      %28 = arith.index_cast %sizes_27#2 : index to i64
      %29 = arith.index_cast %strides_28#1 : index to i64
      %30 = arith.index_cast %strides_28#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg8 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %31 = arith.index_cast %intptr_34 : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes_32#0 : index to i64
      %34 = arith.index_cast %sizes_32#1 : index to i64
      %35 = arith.index_cast %strides_33#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg9 : memref<13x5x?xf32, strided<[1, 13, 65]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<13x5x?xf32, strided<[1, 13, 65]>, 1> -> index
      %36 = arith.index_cast %intptr_39 : index to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %38 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %arg10 : memref<5x5x?xf32, strided<[1, 5, 25]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg10 : memref<5x5x?xf32, strided<[1, 5, 25]>, 1> -> index
      %39 = arith.index_cast %intptr_44 : index to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg11 : memref<13x?xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg11 : memref<13x?xf64, strided<[1, 13]>, 1> -> index
      %42 = arith.index_cast %intptr_49 : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %44 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg12 : memref<13x?xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg12 : memref<13x?xf64, strided<[1, 13]>, 1> -> index
      %45 = arith.index_cast %intptr_54 : index to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<1>
      %47 = arith.index_cast %sizes_52#1 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:3, %strides_58:3 = memref.extract_strided_metadata %arg13 : memref<13x5x?xf32, strided<[1, 13, 65]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg13 : memref<13x5x?xf32, strided<[1, 13, 65]>, 1> -> index
      %48 = arith.index_cast %intptr_59 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %50 = arith.index_cast %sizes_57#2 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:3, %strides_63:3 = memref.extract_strided_metadata %arg14 : memref<13x5x?xf16, strided<[1, 13, 65]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg14 : memref<13x5x?xf16, strided<[1, 13, 65]>, 1> -> index
      %51 = arith.index_cast %intptr_64 : index to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<1>
      %53 = arith.index_cast %sizes_62#2 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:3, %strides_68:3 = memref.extract_strided_metadata %arg15 : memref<13x5x?xf64, strided<[1, 13, 65]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg15 : memref<13x5x?xf64, strided<[1, 13, 65]>, 1> -> index
      %54 = arith.index_cast %intptr_69 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_67#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_70 = memref.alloca() : memref<f64>
      %alloca_71 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %57 = arith.index_cast %block_id_x : index to i64
      %c65_i64 = arith.constant 65 : i64
      %58 = arith.muli %57, %c65_i64 : i64
      %59 = llvm.getelementptr %1[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c65_i64_72 = arith.constant 65 : i64
      %60 = arith.muli %57, %c65_i64_72 : i64
      %61 = llvm.getelementptr %4[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x : index to i64
      %c65_i64_73 = arith.constant 65 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg16 = %62 to %c65_i64_73 step %c32_i64  : i64 {
        %92 = llvm.getelementptr %59[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %94 = arith.mulf %93, %93 : f32
        %95 = arith.addf %94, %arg2 : f32
        %96 = llvm.getelementptr %61[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %95, %96 : f32, !llvm.ptr<1>
      }
      %c24_i64 = arith.constant 24 : i64
      %63 = arith.muli %57, %c24_i64 : i64
      %64 = llvm.getelementptr %7[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64_74 = arith.constant 24 : i64
      %65 = arith.muli %57, %c24_i64_74 : i64
      %66 = llvm.getelementptr %10[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_75 = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x_75 : index to i64
      %c24_i64_76 = arith.constant 24 : i64
      %c32_i64_77 = arith.constant 32 : i64
      scf.for %arg16 = %67 to %c24_i64_76 step %c32_i64_77  : i64 {
        %92 = llvm.getelementptr %64[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %94 = math.exp %93 : f32
        %cst_99 = arith.constant 5.000000e-01 : f32
        %95 = arith.mulf %94, %cst_99 : f32
        %96 = arith.negf %95 : f32
        %97 = arith.addf %96, %arg2 : f32
        %98 = llvm.getelementptr %66[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %97, %98 : f32, !llvm.ptr<1>
      }
      %68 = arith.muli %57, %18 : i64
      %69 = llvm.getelementptr %13[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %70 = arith.muli %57, %30 : i64
      %71 = llvm.getelementptr %25[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %72 = arith.muli %57, %23 : i64
      %73 = llvm.getelementptr %20[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64 = arith.constant 0 : i64
      %74 = arith.maxsi %14, %c0_i64 : i64
      %c0_i64_78 = arith.constant 0 : i64
      %75 = arith.maxsi %15, %c0_i64_78 : i64
      %76 = arith.muli %74, %75 : i64
      %thread_id_x_79 = gpu.thread_id  x
      %77 = arith.index_cast %thread_id_x_79 : index to i64
      %c32_i64_80 = arith.constant 32 : i64
      scf.for %arg16 = %77 to %76 step %c32_i64_80  : i64 {
        %92 = arith.remsi %arg16, %74 : i64
        %93 = arith.divsi %arg16, %74 : i64
        %94 = arith.muli %93, %17 : i64
        %95 = arith.addi %92, %94 : i64
        %96 = llvm.getelementptr %69[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %97 = llvm.load %96 : !llvm.ptr<1> -> f64
        %98 = math.exp2 %97 : f64
        %99 = llvm.getelementptr %73[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %100 = llvm.load %99 : !llvm.ptr<1> -> f64
        %101 = arith.mulf %98, %100 : f64
        %102 = arith.subf %101, %97 : f64
        %103 = arith.muli %93, %29 : i64
        %104 = arith.addi %92, %103 : i64
        %105 = llvm.getelementptr %71[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %102, %105 : f64, !llvm.ptr<1>
      }
      %c2_i64 = arith.constant 2 : i64
      %thread_id_x_81 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_81 : index to i64
      %79 = arith.addi %c2_i64, %78 : i64
      %c32_i64_82 = arith.constant 32 : i64
      scf.for %arg16 = %79 to %33 step %c32_i64_82  : i64 {
        %92 = arith.muli %57, %35 : i64
        %93 = arith.addi %arg16, %92 : i64
        %94 = llvm.getelementptr %32[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %95 = llvm.load %94 : !llvm.ptr<1> -> f32
        %96 = math.exp %95 : f32
        %cst_99 = arith.constant 5.000000e-01 : f32
        %97 = arith.mulf %96, %cst_99 : f32
        %98 = arith.subf %97, %95 : f32
        %99 = arith.muli %57, %35 : i64
        %100 = arith.addi %arg16, %99 : i64
        %101 = llvm.getelementptr %32[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %98, %101 : f32, !llvm.ptr<1>
      }
      %thread_id_x_83 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_83 : index to i64
      %c13_i64 = arith.constant 13 : i64
      %c32_i64_84 = arith.constant 32 : i64
      scf.for %arg16 = %80 to %c13_i64 step %c32_i64_84  : i64 {
        %c13_i64_99 = arith.constant 13 : i64
        %92 = arith.muli %57, %c13_i64_99 : i64
        %93 = arith.addi %arg16, %92 : i64
        %94 = llvm.getelementptr %43[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %95 = llvm.load %94 : !llvm.ptr<1> -> f64
        %cst_100 = arith.constant -5.000000e-01 : f64
        %96 = arith.cmpf ogt, %95, %cst_100 : f64
        scf.if %96 {
          %101 = arith.extf %arg2 : f32 to f64
          %102 = arith.cmpf ogt, %95, %101 : f64
          scf.if %102 {
            memref.store %101, %alloca_70[] : memref<f64>
          } else {
            memref.store %95, %alloca_70[] : memref<f64>
          }
          %103 = memref.load %alloca_70[] : memref<f64>
          %cst_102 = arith.constant 2.000000e+00 : f64
          %104 = arith.mulf %103, %cst_102 : f64
          memref.store %104, %alloca[] : memref<f64>
        } else {
          %cst_102 = arith.constant 2.500000e-01 : f64
          memref.store %cst_102, %alloca[] : memref<f64>
        }
        %97 = memref.load %alloca[] : memref<f64>
        %c13_i64_101 = arith.constant 13 : i64
        %98 = arith.muli %57, %c13_i64_101 : i64
        %99 = arith.addi %arg16, %98 : i64
        %100 = llvm.getelementptr %46[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %97, %100 : f64, !llvm.ptr<1>
      }
      %c65_i64_85 = arith.constant 65 : i64
      %81 = arith.muli %57, %c65_i64_85 : i64
      %82 = llvm.getelementptr %49[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %cst = arith.constant 0.000000e+00 : f32
      %83 = arith.cmpf ogt, %arg2, %cst : f32
      %thread_id_x_86 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_86 : index to i64
      %c65_i64_87 = arith.constant 65 : i64
      %c32_i64_88 = arith.constant 32 : i64
      scf.for %arg16 = %84 to %c65_i64_87 step %c32_i64_88  : i64 {
        %92 = llvm.getelementptr %59[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        scf.if %83 {
          memref.store %93, %alloca_71[] : memref<f32>
        } else {
          %96 = arith.negf %93 : f32
          memref.store %96, %alloca_71[] : memref<f32>
        }
        %94 = memref.load %alloca_71[] : memref<f32>
        %95 = llvm.getelementptr %82[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %94, %95 : f32, !llvm.ptr<1>
      }
      %thread_id_x_89 = gpu.thread_id  x
      %85 = arith.index_cast %thread_id_x_89 : index to i64
      %c65_i64_90 = arith.constant 65 : i64
      %c32_i64_91 = arith.constant 32 : i64
      scf.for %arg16 = %85 to %c65_i64_90 step %c32_i64_91  : i64 {
        %c65_i64_99 = arith.constant 65 : i64
        %92 = arith.muli %57, %c65_i64_99 : i64
        %93 = arith.addi %arg16, %92 : i64
        %94 = llvm.getelementptr %52[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %95 = llvm.load %94 : !llvm.ptr<1> -> f16
        %96 = arith.extf %95 : f16 to f64
        %97 = llvm.getelementptr %59[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %98 = llvm.load %97 : !llvm.ptr<1> -> f32
        %99 = arith.extf %98 : f32 to f64
        %100 = arith.addf %96, %99 : f64
        %c65_i64_100 = arith.constant 65 : i64
        %101 = arith.muli %57, %c65_i64_100 : i64
        %102 = arith.addi %arg16, %101 : i64
        %103 = llvm.getelementptr %55[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %100, %103 : f64, !llvm.ptr<1>
      }
      %c65_i64_92 = arith.constant 65 : i64
      %86 = arith.muli %57, %c65_i64_92 : i64
      %87 = llvm.getelementptr %37[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_93 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_93 : index to i64
      %c65_i64_94 = arith.constant 65 : i64
      %c32_i64_95 = arith.constant 32 : i64
      scf.for %arg16 = %88 to %c65_i64_94 step %c32_i64_95  : i64 {
        %c13_i64_99 = arith.constant 13 : i64
        %92 = arith.remsi %arg16, %c13_i64_99 : i64
        %c13_i64_100 = arith.constant 13 : i64
        %93 = arith.divsi %arg16, %c13_i64_100 : i64
        %c13_i64_101 = arith.constant 13 : i64
        %94 = arith.muli %93, %c13_i64_101 : i64
        %95 = arith.addi %92, %94 : i64
        %96 = llvm.getelementptr %59[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %98 = arith.sitofp %93 : i64 to f32
        %99 = arith.addf %97, %98 : f32
        %c13_i64_102 = arith.constant 13 : i64
        %100 = arith.muli %93, %c13_i64_102 : i64
        %101 = arith.addi %92, %100 : i64
        %102 = llvm.getelementptr %87[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %99, %102 : f32, !llvm.ptr<1>
      }
      %c25_i64 = arith.constant 25 : i64
      %89 = arith.muli %57, %c25_i64 : i64
      %90 = llvm.getelementptr %40[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_96 = gpu.thread_id  x
      %91 = arith.index_cast %thread_id_x_96 : index to i64
      %c25_i64_97 = arith.constant 25 : i64
      %c32_i64_98 = arith.constant 32 : i64
      scf.for %arg16 = %91 to %c25_i64_97 step %c32_i64_98  : i64 {
        %c5_i64 = arith.constant 5 : i64
        %92 = arith.remsi %arg16, %c5_i64 : i64
        %c5_i64_99 = arith.constant 5 : i64
        %93 = arith.divsi %arg16, %c5_i64_99 : i64
        %c13_i64_100 = arith.constant 13 : i64
        %94 = arith.muli %92, %c13_i64_100 : i64
        %95 = arith.addi %93, %94 : i64
        %96 = llvm.getelementptr %59[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %c5_i64_101 = arith.constant 5 : i64
        %98 = arith.muli %93, %c5_i64_101 : i64
        %99 = arith.addi %92, %98 : i64
        %100 = llvm.getelementptr %90[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %97, %100 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
