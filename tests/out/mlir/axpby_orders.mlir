module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpby_orders(%arg0: f64, %arg1: f64, %arg2: memref<f32, 1>, %arg3: memref<f32, 1>, %arg4: memref<f32, 1>, %arg5: memref<50xf32, strided<[1]>, 1>, %arg6: memref<50xf32, strided<[1]>, 1>, %arg7: memref<50xf32, strided<[1]>, 1>, %arg8: memref<50xi32, strided<[1]>, 1>, %arg9: memref<50xf32, strided<[1]>, 1>, %arg10: memref<50xf32, strided<[1]>, 1>, %arg11: memref<f32, 1>, %arg12: memref<13x6xf64, strided<[1, 13]>, 1>, %arg13: memref<13x6xf64, strided<[1, 13]>, 1>, %arg14: memref<6x13xf64, strided<[1, 6]>, 1>, %arg15: memref<6x13xf64, strided<[1, 8]>, 1>, %arg16: memref<?x?xf32, strided<[1, ?]>, 1>, %arg17: memref<?x?xf32, strided<[1, ?]>, 1>, %arg18: memref<8x3xi16, strided<[1, 8]>, 1>, %arg19: memref<8x3xi32, strided<[1, 8]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset = memref.extract_strided_metadata %arg2 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<f32, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg3 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_2 = memref.extract_aligned_pointer_as_index %arg3 : memref<f32, 1> -> index
      %2 = arith.index_cast %intptr_2 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_3, %offset_4 = memref.extract_strided_metadata %arg4 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_5 = memref.extract_aligned_pointer_as_index %arg4 : memref<f32, 1> -> index
      %4 = arith.index_cast %intptr_5 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_6, %offset_7, %sizes, %strides = memref.extract_strided_metadata %arg5 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_8 = memref.extract_aligned_pointer_as_index %arg5 : memref<50xf32, strided<[1]>, 1> -> index
      %6 = arith.index_cast %intptr_8 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg6 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_13 = memref.extract_aligned_pointer_as_index %arg6 : memref<50xf32, strided<[1]>, 1> -> index
      %8 = arith.index_cast %intptr_13 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %arg7 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_18 = memref.extract_aligned_pointer_as_index %arg7 : memref<50xf32, strided<[1]>, 1> -> index
      %10 = arith.index_cast %intptr_18 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %arg8 : memref<50xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_23 = memref.extract_aligned_pointer_as_index %arg8 : memref<50xi32, strided<[1]>, 1> -> index
      %12 = arith.index_cast %intptr_23 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %arg9 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_28 = memref.extract_aligned_pointer_as_index %arg9 : memref<50xf32, strided<[1]>, 1> -> index
      %14 = arith.index_cast %intptr_28 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_29, %offset_30, %sizes_31, %strides_32 = memref.extract_strided_metadata %arg10 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_33 = memref.extract_aligned_pointer_as_index %arg10 : memref<50xf32, strided<[1]>, 1> -> index
      %16 = arith.index_cast %intptr_33 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_34, %offset_35 = memref.extract_strided_metadata %arg11 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_36 = memref.extract_aligned_pointer_as_index %arg11 : memref<f32, 1> -> index
      %18 = arith.index_cast %intptr_36 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_37, %offset_38, %sizes_39:2, %strides_40:2 = memref.extract_strided_metadata %arg12 : memref<13x6xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_41 = memref.extract_aligned_pointer_as_index %arg12 : memref<13x6xf64, strided<[1, 13]>, 1> -> index
      %20 = arith.index_cast %intptr_41 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_42, %offset_43, %sizes_44:2, %strides_45:2 = memref.extract_strided_metadata %arg13 : memref<13x6xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_46 = memref.extract_aligned_pointer_as_index %arg13 : memref<13x6xf64, strided<[1, 13]>, 1> -> index
      %22 = arith.index_cast %intptr_46 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_47, %offset_48, %sizes_49:2, %strides_50:2 = memref.extract_strided_metadata %arg14 : memref<6x13xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_51 = memref.extract_aligned_pointer_as_index %arg14 : memref<6x13xf64, strided<[1, 6]>, 1> -> index
      %24 = arith.index_cast %intptr_51 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %base_buffer_52, %offset_53, %sizes_54:2, %strides_55:2 = memref.extract_strided_metadata %arg15 : memref<6x13xf64, strided<[1, 8]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_56 = memref.extract_aligned_pointer_as_index %arg15 : memref<6x13xf64, strided<[1, 8]>, 1> -> index
      %26 = arith.index_cast %intptr_56 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %base_buffer_57, %offset_58, %sizes_59:2, %strides_60:2 = memref.extract_strided_metadata %arg16 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_61 = memref.extract_aligned_pointer_as_index %arg16 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %28 = arith.index_cast %intptr_61 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %30 = arith.index_cast %sizes_59#0 : index to i64
      %31 = arith.index_cast %sizes_59#1 : index to i64
      %32 = arith.index_cast %strides_60#1 : index to i64
      %base_buffer_62, %offset_63, %sizes_64:2, %strides_65:2 = memref.extract_strided_metadata %arg17 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_66 = memref.extract_aligned_pointer_as_index %arg17 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %33 = arith.index_cast %intptr_66 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_64#0 : index to i64
      %36 = arith.index_cast %sizes_64#1 : index to i64
      %37 = arith.index_cast %strides_65#1 : index to i64
      %base_buffer_67, %offset_68, %sizes_69:2, %strides_70:2 = memref.extract_strided_metadata %arg18 : memref<8x3xi16, strided<[1, 8]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_71 = memref.extract_aligned_pointer_as_index %arg18 : memref<8x3xi16, strided<[1, 8]>, 1> -> index
      %38 = arith.index_cast %intptr_71 : index to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<1>
      %base_buffer_72, %offset_73, %sizes_74:2, %strides_75:2 = memref.extract_strided_metadata %arg19 : memref<8x3xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_76 = memref.extract_aligned_pointer_as_index %arg19 : memref<8x3xi32, strided<[1, 8]>, 1> -> index
      %40 = arith.index_cast %intptr_76 : index to i64
      %41 = llvm.inttoptr %40 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f64>
      %alloca_77 = memref.alloca() : memref<f64>
      %alloca_78 = memref.alloca() : memref<f64>
      %alloca_79 = memref.alloca() : memref<f64>
      %alloca_80 = memref.alloca() : memref<f64>
      %alloca_81 = memref.alloca() : memref<f64>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %42 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y : index to i64
      %44 = arith.muli %c64_i64, %43 : i64
      %45 = arith.addi %42, %44 : i64
      %c0_i64 = arith.constant 0 : i64
      %46 = arith.cmpi eq, %45, %c0_i64 : i64
      scf.if %46 {
        %cst = arith.constant 2.000000e+00 : f32
        %78 = llvm.load %1 : !llvm.ptr<1> -> f32
        %79 = arith.mulf %cst, %78 : f32
        llvm.store %79, %3 : f32, !llvm.ptr<1>
      }
      %thread_id_x_84 = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x_84 : index to i64
      %c64_i64_85 = arith.constant 64 : i64
      %thread_id_y_86 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_86 : index to i64
      %49 = arith.muli %c64_i64_85, %48 : i64
      %50 = arith.addi %47, %49 : i64
      %c0_i64_87 = arith.constant 0 : i64
      %51 = arith.cmpi eq, %50, %c0_i64_87 : i64
      scf.if %51 {
        %78 = llvm.load %5 : !llvm.ptr<1> -> f32
        %79 = arith.extf %78 : f32 to f64
        %80 = llvm.load %1 : !llvm.ptr<1> -> f32
        %81 = arith.extf %80 : f32 to f64
        %82 = arith.mulf %arg0, %81 : f64
        %83 = llvm.intr.fma(%arg1, %79, %82) : (f64, f64, f64) -> f64
        %84 = arith.truncf %83 : f64 to f32
        llvm.store %84, %5 : f32, !llvm.ptr<1>
      }
      %thread_id_x_88 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_88 : index to i64
      %c64_i64_89 = arith.constant 64 : i64
      %thread_id_y_90 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_90 : index to i64
      %54 = arith.muli %c64_i64_89, %53 : i64
      %55 = arith.addi %52, %54 : i64
      %c50_i64 = arith.constant 50 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg20 = %55 to %c50_i64 step %c512_i64  : i64 {
        %78 = llvm.getelementptr %7[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = llvm.getelementptr %9[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %79, %80 : f32, !llvm.ptr<1>
      }
      %thread_id_x_91 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_91 : index to i64
      %c64_i64_92 = arith.constant 64 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_93 : index to i64
      %58 = arith.muli %c64_i64_92, %57 : i64
      %59 = arith.addi %56, %58 : i64
      %c50_i64_94 = arith.constant 50 : i64
      %c512_i64_95 = arith.constant 512 : i64
      scf.for %arg20 = %59 to %c50_i64_94 step %c512_i64_95  : i64 {
        %cst = arith.constant -1.000000e+00 : f32
        %78 = llvm.getelementptr %7[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = llvm.getelementptr %11[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %81 = llvm.load %80 : !llvm.ptr<1> -> f32
        %82 = llvm.intr.fma(%cst, %79, %81) : (f32, f32, f32) -> f32
        %83 = llvm.getelementptr %11[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %82, %83 : f32, !llvm.ptr<1>
      }
      %thread_id_x_96 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_96 : index to i64
      %c64_i64_97 = arith.constant 64 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_98 : index to i64
      %62 = arith.muli %c64_i64_97, %61 : i64
      %63 = arith.addi %60, %62 : i64
      %c50_i64_99 = arith.constant 50 : i64
      %c512_i64_100 = arith.constant 512 : i64
      scf.for %arg20 = %63 to %c50_i64_99 step %c512_i64_100  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %78 = llvm.getelementptr %15[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = llvm.getelementptr %13[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %81 = llvm.load %80 : !llvm.ptr<1> -> i32
        %82 = arith.sitofp %81 : i32 to f32
        %83 = llvm.intr.fma(%cst, %79, %82) : (f32, f32, f32) -> f32
        %84 = llvm.getelementptr %15[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %83, %84 : f32, !llvm.ptr<1>
      }
      %thread_id_x_101 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_101 : index to i64
      %c64_i64_102 = arith.constant 64 : i64
      %thread_id_y_103 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_103 : index to i64
      %66 = arith.muli %c64_i64_102, %65 : i64
      %67 = arith.addi %64, %66 : i64
      %c50_i64_104 = arith.constant 50 : i64
      %c512_i64_105 = arith.constant 512 : i64
      scf.for %arg20 = %67 to %c50_i64_104 step %c512_i64_105  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %78 = llvm.getelementptr %7[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = arith.mulf %cst, %79 : f32
        %81 = llvm.getelementptr %17[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %80, %81 : f32, !llvm.ptr<1>
      }
      %thread_id_x_106 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_106 : index to i64
      %c64_i64_107 = arith.constant 64 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_108 : index to i64
      %70 = arith.muli %c64_i64_107, %69 : i64
      %71 = arith.addi %68, %70 : i64
      %c0_i64_109 = arith.constant 0 : i64
      %72 = arith.cmpi eq, %71, %c0_i64_109 : i64
      scf.if %72 {
        %cst = arith.constant -3.000000e+00 : f32
        %78 = llvm.load %1 : !llvm.ptr<1> -> f32
        %79 = llvm.load %19 : !llvm.ptr<1> -> f32
        %80 = llvm.intr.fma(%cst, %78, %79) : (f32, f32, f32) -> f32
        llvm.store %80, %19 : f32, !llvm.ptr<1>
      }
      %thread_id_y_110 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_110 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg20 = %73 to %c6_i64 step %c8_i64  : i64 {
        %thread_id_x_121 = gpu.thread_id  x
        %78 = arith.index_cast %thread_id_x_121 : index to i64
        %c13_i64 = arith.constant 13 : i64
        %c64_i64_122 = arith.constant 64 : i64
        scf.for %arg21 = %78 to %c13_i64 step %c64_i64_122  : i64 {
          %c13_i64_123 = arith.constant 13 : i64
          %79 = arith.muli %arg20, %c13_i64_123 : i64
          %80 = arith.addi %arg21, %79 : i64
          %81 = llvm.getelementptr %21[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %82 = llvm.load %81 : !llvm.ptr<1> -> f64
          %c13_i64_124 = arith.constant 13 : i64
          %83 = arith.muli %arg20, %c13_i64_124 : i64
          %84 = arith.addi %arg21, %83 : i64
          %85 = llvm.getelementptr %23[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %82, %85 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_111 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_111 : index to i64
      %c6_i64_112 = arith.constant 6 : i64
      %c64_i64_113 = arith.constant 64 : i64
      scf.for %arg20 = %74 to %c6_i64_112 step %c64_i64_113  : i64 {
        %c0_i64_121 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_122 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64_121 to %c1_i64 step %c1_i64_122  : i64 {
          %thread_id_y_123 = gpu.thread_id  y
          %78 = arith.index_cast %thread_id_y_123 : index to i64
          %c16_i64 = arith.constant 16 : i64
          %79 = arith.muli %arg21, %c16_i64 : i64
          %80 = arith.addi %78, %79 : i64
          %c13_i64 = arith.constant 13 : i64
          %81 = arith.cmpi slt, %80, %c13_i64 : i64
          scf.if %81 {
            %c13_i64_128 = arith.constant 13 : i64
            %86 = arith.muli %arg20, %c13_i64_128 : i64
            %87 = arith.addi %80, %86 : i64
            %88 = llvm.getelementptr %21[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            memref.store %89, %alloca[] : memref<f64>
            %c6_i64_129 = arith.constant 6 : i64
            %90 = arith.muli %80, %c6_i64_129 : i64
            %91 = arith.addi %arg20, %90 : i64
            %92 = llvm.getelementptr %25[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %93 = llvm.load %92 : !llvm.ptr<1> -> f64
            memref.store %93, %alloca_77[] : memref<f64>
          }
          %c8_i64_124 = arith.constant 8 : i64
          %82 = arith.addi %80, %c8_i64_124 : i64
          %c13_i64_125 = arith.constant 13 : i64
          %83 = arith.cmpi slt, %82, %c13_i64_125 : i64
          scf.if %83 {
            %c13_i64_128 = arith.constant 13 : i64
            %86 = arith.muli %arg20, %c13_i64_128 : i64
            %87 = arith.addi %82, %86 : i64
            %88 = llvm.getelementptr %21[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            memref.store %89, %alloca_78[] : memref<f64>
            %c6_i64_129 = arith.constant 6 : i64
            %90 = arith.muli %82, %c6_i64_129 : i64
            %91 = arith.addi %arg20, %90 : i64
            %92 = llvm.getelementptr %25[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %93 = llvm.load %92 : !llvm.ptr<1> -> f64
            memref.store %93, %alloca_79[] : memref<f64>
          }
          %c13_i64_126 = arith.constant 13 : i64
          %84 = arith.cmpi slt, %80, %c13_i64_126 : i64
          scf.if %84 {
            %cst = arith.constant 3.000000e+00 : f64
            %86 = memref.load %alloca_77[] : memref<f64>
            %87 = memref.load %alloca[] : memref<f64>
            %88 = arith.mulf %arg0, %87 : f64
            %89 = llvm.intr.fma(%cst, %86, %88) : (f64, f64, f64) -> f64
            %c6_i64_128 = arith.constant 6 : i64
            %90 = arith.muli %80, %c6_i64_128 : i64
            %91 = arith.addi %arg20, %90 : i64
            %92 = llvm.getelementptr %25[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %89, %92 : f64, !llvm.ptr<1>
          }
          %c13_i64_127 = arith.constant 13 : i64
          %85 = arith.cmpi slt, %82, %c13_i64_127 : i64
          scf.if %85 {
            %cst = arith.constant 3.000000e+00 : f64
            %86 = memref.load %alloca_79[] : memref<f64>
            %87 = memref.load %alloca_78[] : memref<f64>
            %88 = arith.mulf %arg0, %87 : f64
            %89 = llvm.intr.fma(%cst, %86, %88) : (f64, f64, f64) -> f64
            %c6_i64_128 = arith.constant 6 : i64
            %90 = arith.muli %82, %c6_i64_128 : i64
            %91 = arith.addi %arg20, %90 : i64
            %92 = llvm.getelementptr %25[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %89, %92 : f64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_114 = gpu.thread_id  x
      %75 = arith.index_cast %thread_id_x_114 : index to i64
      %c6_i64_115 = arith.constant 6 : i64
      %c64_i64_116 = arith.constant 64 : i64
      scf.for %arg20 = %75 to %c6_i64_115 step %c64_i64_116  : i64 {
        %c0_i64_121 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_122 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64_121 to %c1_i64 step %c1_i64_122  : i64 {
          %thread_id_y_123 = gpu.thread_id  y
          %78 = arith.index_cast %thread_id_y_123 : index to i64
          %c16_i64 = arith.constant 16 : i64
          %79 = arith.muli %arg21, %c16_i64 : i64
          %80 = arith.addi %78, %79 : i64
          %c13_i64 = arith.constant 13 : i64
          %81 = arith.cmpi slt, %80, %c13_i64 : i64
          scf.if %81 {
            %c13_i64_128 = arith.constant 13 : i64
            %86 = arith.muli %arg20, %c13_i64_128 : i64
            %87 = arith.addi %80, %86 : i64
            %88 = llvm.getelementptr %21[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            memref.store %89, %alloca_80[] : memref<f64>
            %c8_i64_129 = arith.constant 8 : i64
            %90 = arith.muli %80, %c8_i64_129 : i64
            %91 = arith.addi %arg20, %90 : i64
            %92 = llvm.getelementptr %27[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %93 = llvm.load %92 : !llvm.ptr<1> -> f64
            memref.store %93, %alloca_81[] : memref<f64>
          }
          %c8_i64_124 = arith.constant 8 : i64
          %82 = arith.addi %80, %c8_i64_124 : i64
          %c13_i64_125 = arith.constant 13 : i64
          %83 = arith.cmpi slt, %82, %c13_i64_125 : i64
          scf.if %83 {
            %c13_i64_128 = arith.constant 13 : i64
            %86 = arith.muli %arg20, %c13_i64_128 : i64
            %87 = arith.addi %82, %86 : i64
            %88 = llvm.getelementptr %21[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %89 = llvm.load %88 : !llvm.ptr<1> -> f64
            memref.store %89, %alloca_82[] : memref<f64>
            %c8_i64_129 = arith.constant 8 : i64
            %90 = arith.muli %82, %c8_i64_129 : i64
            %91 = arith.addi %arg20, %90 : i64
            %92 = llvm.getelementptr %27[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %93 = llvm.load %92 : !llvm.ptr<1> -> f64
            memref.store %93, %alloca_83[] : memref<f64>
          }
          %c13_i64_126 = arith.constant 13 : i64
          %84 = arith.cmpi slt, %80, %c13_i64_126 : i64
          scf.if %84 {
            %86 = memref.load %alloca_81[] : memref<f64>
            %87 = memref.load %alloca_80[] : memref<f64>
            %88 = llvm.intr.fma(%arg1, %86, %87) : (f64, f64, f64) -> f64
            %c8_i64_128 = arith.constant 8 : i64
            %89 = arith.muli %80, %c8_i64_128 : i64
            %90 = arith.addi %arg20, %89 : i64
            %91 = llvm.getelementptr %27[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %88, %91 : f64, !llvm.ptr<1>
          }
          %c13_i64_127 = arith.constant 13 : i64
          %85 = arith.cmpi slt, %82, %c13_i64_127 : i64
          scf.if %85 {
            %86 = memref.load %alloca_83[] : memref<f64>
            %87 = memref.load %alloca_82[] : memref<f64>
            %88 = llvm.intr.fma(%arg1, %86, %87) : (f64, f64, f64) -> f64
            %c8_i64_128 = arith.constant 8 : i64
            %89 = arith.muli %82, %c8_i64_128 : i64
            %90 = arith.addi %arg20, %89 : i64
            %91 = llvm.getelementptr %27[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %88, %91 : f64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_y_117 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_117 : index to i64
      %c8_i64_118 = arith.constant 8 : i64
      scf.for %arg20 = %76 to %36 step %c8_i64_118  : i64 {
        %thread_id_x_121 = gpu.thread_id  x
        %78 = arith.index_cast %thread_id_x_121 : index to i64
        %c64_i64_122 = arith.constant 64 : i64
        scf.for %arg21 = %78 to %35 step %c64_i64_122  : i64 {
          %79 = arith.muli %arg21, %32 : i64
          %80 = arith.addi %arg20, %79 : i64
          %81 = llvm.getelementptr %29[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %82 = llvm.load %81 : !llvm.ptr<1> -> f32
          %83 = arith.muli %arg20, %37 : i64
          %84 = arith.addi %arg21, %83 : i64
          %85 = llvm.getelementptr %34[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %82, %85 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_119 = gpu.thread_id  y
      %77 = arith.index_cast %thread_id_y_119 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %c8_i64_120 = arith.constant 8 : i64
      scf.for %arg20 = %77 to %c3_i64 step %c8_i64_120  : i64 {
        %thread_id_x_121 = gpu.thread_id  x
        %78 = arith.index_cast %thread_id_x_121 : index to i64
        %c8_i64_122 = arith.constant 8 : i64
        %c64_i64_123 = arith.constant 64 : i64
        scf.for %arg21 = %78 to %c8_i64_122 step %c64_i64_123  : i64 {
          %c2_i32 = arith.constant 2 : i32
          %c8_i64_124 = arith.constant 8 : i64
          %79 = arith.muli %arg20, %c8_i64_124 : i64
          %80 = arith.addi %arg21, %79 : i64
          %81 = llvm.getelementptr %39[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
          %82 = llvm.load %81 : !llvm.ptr<1> -> i16
          %83 = arith.extsi %82 : i16 to i32
          %84 = arith.muli %c2_i32, %83 : i32
          %c3_i32 = arith.constant 3 : i32
          %c8_i64_125 = arith.constant 8 : i64
          %85 = arith.muli %arg20, %c8_i64_125 : i64
          %86 = arith.addi %arg21, %85 : i64
          %87 = llvm.getelementptr %41[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %88 = llvm.load %87 : !llvm.ptr<1> -> i32
          %89 = arith.muli %c3_i32, %88 : i32
          %90 = arith.addi %84, %89 : i32
          %c8_i64_126 = arith.constant 8 : i64
          %91 = arith.muli %arg20, %c8_i64_126 : i64
          %92 = arith.addi %arg21, %91 : i64
          %93 = llvm.getelementptr %41[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %90, %93 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
