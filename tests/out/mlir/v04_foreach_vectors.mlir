module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fv(%arg0: memref<13x5x?xf32, strided<[1, 13, 65]>, 1>, %arg1: memref<13x5x?xf32, strided<[1, 13, 65]>, 1>, %arg2: f32, %arg3: memref<3x4x2x?xf32, strided<[1, 3, 12, 24]>, 1>, %arg4: memref<3x4x2x?xf32, strided<[1, 3, 12, 24]>, 1>, %arg5: memref<?x?x?xf64, strided<[1, ?, ?]>, 1>, %arg6: memref<?x?xf64, strided<[1, ?]>, 1>, %arg7: memref<?x?x?xf64, strided<[1, ?, ?]>, 1>, %arg8: memref<?x?xf32, strided<[1, ?]>, 1>, %arg9: memref<13x5x?xf32, strided<[1, 13, 65]>, 1>, %arg10: memref<5x5x?xf32, strided<[1, 5, 25]>, 1>, %arg11: memref<13x?xf64, strided<[1, 13]>, 1>, %arg12: memref<13x?xf64, strided<[1, 13]>, 1>, %arg13: memref<13x5x?xf32, strided<[1, 13, 65]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
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
      %alloca = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %51 = arith.index_cast %block_id_x : index to i64
      %c65_i64 = arith.constant 65 : i64
      %52 = arith.muli %51, %c65_i64 : i64
      %53 = llvm.getelementptr %1[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c65_i64_62 = arith.constant 65 : i64
      %54 = arith.muli %51, %c65_i64_62 : i64
      %55 = llvm.getelementptr %4[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x : index to i64
      %c65_i64_63 = arith.constant 65 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %56 to %c65_i64_63 step %c32_i64  : i64 {
        %c13_i64_86 = arith.constant 13 : i64
        %85 = arith.remsi %arg14, %c13_i64_86 : i64
        %c13_i64_87 = arith.constant 13 : i64
        %86 = arith.divsi %arg14, %c13_i64_87 : i64
        %c13_i64_88 = arith.constant 13 : i64
        %87 = arith.muli %86, %c13_i64_88 : i64
        %88 = arith.addi %85, %87 : i64
        %89 = llvm.getelementptr %53[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %90 = llvm.load %89 : !llvm.ptr<1> -> f32
        %91 = arith.mulf %90, %90 : f32
        %92 = arith.addf %91, %arg2 : f32
        %c13_i64_89 = arith.constant 13 : i64
        %93 = arith.muli %86, %c13_i64_89 : i64
        %94 = arith.addi %85, %93 : i64
        %95 = llvm.getelementptr %55[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %92, %95 : f32, !llvm.ptr<1>
      }
      %c24_i64 = arith.constant 24 : i64
      %57 = arith.muli %51, %c24_i64 : i64
      %58 = llvm.getelementptr %7[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64_64 = arith.constant 24 : i64
      %59 = arith.muli %51, %c24_i64_64 : i64
      %60 = llvm.getelementptr %10[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_65 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_65 : index to i64
      %c24_i64_66 = arith.constant 24 : i64
      %c32_i64_67 = arith.constant 32 : i64
      scf.for %arg14 = %61 to %c24_i64_66 step %c32_i64_67  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %85 = arith.remsi %arg14, %c3_i64 : i64
        %c3_i64_86 = arith.constant 3 : i64
        %86 = arith.divsi %arg14, %c3_i64_86 : i64
        %c4_i64 = arith.constant 4 : i64
        %87 = arith.remsi %86, %c4_i64 : i64
        %c4_i64_87 = arith.constant 4 : i64
        %88 = arith.divsi %86, %c4_i64_87 : i64
        %c3_i64_88 = arith.constant 3 : i64
        %89 = arith.muli %87, %c3_i64_88 : i64
        %90 = arith.addi %85, %89 : i64
        %c12_i64 = arith.constant 12 : i64
        %91 = arith.muli %88, %c12_i64 : i64
        %92 = arith.addi %90, %91 : i64
        %93 = llvm.getelementptr %58[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %94 = llvm.load %93 : !llvm.ptr<1> -> f32
        %95 = math.exp %94 : f32
        %cst_89 = arith.constant 5.000000e-01 : f32
        %96 = arith.mulf %95, %cst_89 : f32
        %97 = arith.negf %96 : f32
        %98 = arith.addf %97, %arg2 : f32
        %c3_i64_90 = arith.constant 3 : i64
        %99 = arith.muli %87, %c3_i64_90 : i64
        %100 = arith.addi %85, %99 : i64
        %c12_i64_91 = arith.constant 12 : i64
        %101 = arith.muli %88, %c12_i64_91 : i64
        %102 = arith.addi %100, %101 : i64
        %103 = llvm.getelementptr %60[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %98, %103 : f32, !llvm.ptr<1>
      }
      %62 = arith.muli %51, %18 : i64
      %63 = llvm.getelementptr %13[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %64 = arith.muli %51, %30 : i64
      %65 = llvm.getelementptr %25[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %66 = arith.muli %51, %23 : i64
      %67 = llvm.getelementptr %20[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64 = arith.constant 0 : i64
      %68 = arith.maxsi %14, %c0_i64 : i64
      %c0_i64_68 = arith.constant 0 : i64
      %69 = arith.maxsi %15, %c0_i64_68 : i64
      %70 = arith.muli %68, %69 : i64
      %thread_id_x_69 = gpu.thread_id  x
      %71 = arith.index_cast %thread_id_x_69 : index to i64
      %c32_i64_70 = arith.constant 32 : i64
      scf.for %arg14 = %71 to %70 step %c32_i64_70  : i64 {
        %85 = arith.remsi %arg14, %68 : i64
        %86 = arith.divsi %arg14, %68 : i64
        %87 = arith.muli %86, %17 : i64
        %88 = arith.addi %85, %87 : i64
        %89 = llvm.getelementptr %63[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %90 = llvm.load %89 : !llvm.ptr<1> -> f64
        %91 = math.exp2 %90 : f64
        %92 = llvm.getelementptr %67[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %93 = llvm.load %92 : !llvm.ptr<1> -> f64
        %94 = arith.mulf %91, %93 : f64
        %95 = arith.subf %94, %90 : f64
        %96 = arith.muli %86, %29 : i64
        %97 = arith.addi %85, %96 : i64
        %98 = llvm.getelementptr %65[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %95, %98 : f64, !llvm.ptr<1>
      }
      %c2_i64 = arith.constant 2 : i64
      %thread_id_x_71 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_71 : index to i64
      %73 = arith.addi %c2_i64, %72 : i64
      %c32_i64_72 = arith.constant 32 : i64
      scf.for %arg14 = %73 to %33 step %c32_i64_72  : i64 {
        %85 = arith.muli %51, %35 : i64
        %86 = arith.addi %arg14, %85 : i64
        %87 = llvm.getelementptr %32[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %88 = llvm.load %87 : !llvm.ptr<1> -> f32
        %89 = math.exp %88 : f32
        %cst_86 = arith.constant 5.000000e-01 : f32
        %90 = arith.mulf %89, %cst_86 : f32
        %91 = arith.subf %90, %88 : f32
        %92 = arith.muli %51, %35 : i64
        %93 = arith.addi %arg14, %92 : i64
        %94 = llvm.getelementptr %32[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %91, %94 : f32, !llvm.ptr<1>
      }
      %thread_id_x_73 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_73 : index to i64
      %c13_i64 = arith.constant 13 : i64
      %c32_i64_74 = arith.constant 32 : i64
      scf.for %arg14 = %74 to %c13_i64 step %c32_i64_74  : i64 {
        %c13_i64_86 = arith.constant 13 : i64
        %85 = arith.muli %51, %c13_i64_86 : i64
        %86 = arith.addi %arg14, %85 : i64
        %87 = llvm.getelementptr %43[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %88 = llvm.load %87 : !llvm.ptr<1> -> f64
        %cst_87 = arith.constant -5.000000e-01 : f64
        %89 = arith.cmpf ogt, %88, %cst_87 : f64
        scf.if %89 {
          %94 = arith.extf %arg2 : f32 to f64
          %95 = arith.cmpf ogt, %88, %94 : f64
          scf.if %95 {
            memref.store %94, %alloca_60[] : memref<f64>
          } else {
            memref.store %88, %alloca_60[] : memref<f64>
          }
          %96 = memref.load %alloca_60[] : memref<f64>
          %cst_89 = arith.constant 2.000000e+00 : f64
          %97 = arith.mulf %96, %cst_89 : f64
          memref.store %97, %alloca[] : memref<f64>
        } else {
          %cst_89 = arith.constant 2.500000e-01 : f64
          memref.store %cst_89, %alloca[] : memref<f64>
        }
        %90 = memref.load %alloca[] : memref<f64>
        %c13_i64_88 = arith.constant 13 : i64
        %91 = arith.muli %51, %c13_i64_88 : i64
        %92 = arith.addi %arg14, %91 : i64
        %93 = llvm.getelementptr %46[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %90, %93 : f64, !llvm.ptr<1>
      }
      %c65_i64_75 = arith.constant 65 : i64
      %75 = arith.muli %51, %c65_i64_75 : i64
      %76 = llvm.getelementptr %49[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %cst = arith.constant 0.000000e+00 : f32
      %77 = arith.cmpf ogt, %arg2, %cst : f32
      %thread_id_x_76 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_76 : index to i64
      %c65_i64_77 = arith.constant 65 : i64
      %c32_i64_78 = arith.constant 32 : i64
      scf.for %arg14 = %78 to %c65_i64_77 step %c32_i64_78  : i64 {
        %c13_i64_86 = arith.constant 13 : i64
        %85 = arith.remsi %arg14, %c13_i64_86 : i64
        %c13_i64_87 = arith.constant 13 : i64
        %86 = arith.divsi %arg14, %c13_i64_87 : i64
        %c13_i64_88 = arith.constant 13 : i64
        %87 = arith.muli %86, %c13_i64_88 : i64
        %88 = arith.addi %85, %87 : i64
        %89 = llvm.getelementptr %53[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %90 = llvm.load %89 : !llvm.ptr<1> -> f32
        scf.if %77 {
          memref.store %90, %alloca_61[] : memref<f32>
        } else {
          %95 = arith.negf %90 : f32
          memref.store %95, %alloca_61[] : memref<f32>
        }
        %91 = memref.load %alloca_61[] : memref<f32>
        %c13_i64_89 = arith.constant 13 : i64
        %92 = arith.muli %86, %c13_i64_89 : i64
        %93 = arith.addi %85, %92 : i64
        %94 = llvm.getelementptr %76[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %91, %94 : f32, !llvm.ptr<1>
      }
      %c65_i64_79 = arith.constant 65 : i64
      %79 = arith.muli %51, %c65_i64_79 : i64
      %80 = llvm.getelementptr %37[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_80 = gpu.thread_id  x
      %81 = arith.index_cast %thread_id_x_80 : index to i64
      %c65_i64_81 = arith.constant 65 : i64
      %c32_i64_82 = arith.constant 32 : i64
      scf.for %arg14 = %81 to %c65_i64_81 step %c32_i64_82  : i64 {
        %c13_i64_86 = arith.constant 13 : i64
        %85 = arith.remsi %arg14, %c13_i64_86 : i64
        %c13_i64_87 = arith.constant 13 : i64
        %86 = arith.divsi %arg14, %c13_i64_87 : i64
        %c13_i64_88 = arith.constant 13 : i64
        %87 = arith.muli %86, %c13_i64_88 : i64
        %88 = arith.addi %85, %87 : i64
        %89 = llvm.getelementptr %53[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %90 = llvm.load %89 : !llvm.ptr<1> -> f32
        %91 = arith.sitofp %86 : i64 to f32
        %92 = arith.addf %90, %91 : f32
        %c13_i64_89 = arith.constant 13 : i64
        %93 = arith.muli %86, %c13_i64_89 : i64
        %94 = arith.addi %85, %93 : i64
        %95 = llvm.getelementptr %80[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %92, %95 : f32, !llvm.ptr<1>
      }
      %c25_i64 = arith.constant 25 : i64
      %82 = arith.muli %51, %c25_i64 : i64
      %83 = llvm.getelementptr %40[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_83 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_83 : index to i64
      %c25_i64_84 = arith.constant 25 : i64
      %c32_i64_85 = arith.constant 32 : i64
      scf.for %arg14 = %84 to %c25_i64_84 step %c32_i64_85  : i64 {
        %c5_i64 = arith.constant 5 : i64
        %85 = arith.remsi %arg14, %c5_i64 : i64
        %c5_i64_86 = arith.constant 5 : i64
        %86 = arith.divsi %arg14, %c5_i64_86 : i64
        %c13_i64_87 = arith.constant 13 : i64
        %87 = arith.muli %85, %c13_i64_87 : i64
        %88 = arith.addi %86, %87 : i64
        %89 = llvm.getelementptr %53[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %90 = llvm.load %89 : !llvm.ptr<1> -> f32
        %c5_i64_88 = arith.constant 5 : i64
        %91 = arith.muli %86, %c5_i64_88 : i64
        %92 = arith.addi %85, %91 : i64
        %93 = llvm.getelementptr %83[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %90, %93 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
