module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @int_ranges(%arg0: memref<6x5xi8, strided<[1, 6]>, 1>, %arg1: memref<5x4xi8, strided<[1, 5]>, 1>, %arg2: memref<6x5xi16, strided<[1, 6]>, 1>, %arg3: memref<5xi8, strided<[1]>, 1>, %arg4: memref<4xi8, strided<[1]>, 1>, %arg5: i64, %arg6: i64, %arg7: memref<6x4xi32, strided<[1, 6]>, 1>, %arg8: memref<6x4xi32, strided<[1, 6]>, 1>, %arg9: memref<6xi32, strided<[1]>, 1>, %arg10: memref<5x4xi32, strided<[1, 5]>, 1>, %arg11: memref<6x5xi32, strided<[1, 6]>, 1>, %arg12: memref<4xi64, strided<[1]>, 1>, %arg13: memref<4xi32, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<6x5xi8, strided<[1, 6]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<6x5xi8, strided<[1, 6]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<5x4xi8, strided<[1, 5]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<5x4xi8, strided<[1, 5]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<6x5xi16, strided<[1, 6]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<6x5xi16, strided<[1, 6]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<5xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<5xi8, strided<[1]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %arg4 : memref<4xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<4xi8, strided<[1]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<6x4xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<6x4xi32, strided<[1, 6]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<6x4xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<6x4xi32, strided<[1, 6]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32, %strides_33 = memref.extract_strided_metadata %arg9 : memref<6xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<6xi32, strided<[1]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg10 : memref<5x4xi32, strided<[1, 5]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<5x4xi32, strided<[1, 5]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg11 : memref<6x5xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg11 : memref<6x5xi32, strided<[1, 6]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47, %strides_48 = memref.extract_strided_metadata %arg12 : memref<4xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg12 : memref<4xi64, strided<[1]>, 1> -> index
      %20 = arith.index_cast %intptr_49 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52, %strides_53 = memref.extract_strided_metadata %arg13 : memref<4xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg13 : memref<4xi32, strided<[1]>, 1> -> index
      %22 = arith.index_cast %intptr_54 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<i32>
      %alloca_55 = memref.alloca() : memref<i32>
      %alloca_56 = memref.alloca() : memref<i32>
      %alloca_57 = memref.alloca() : memref<i32>
      %alloca_58 = memref.alloca() : memref<i32>
      %alloca_59 = memref.alloca() : memref<i32>
      %alloca_60 = memref.alloca() : memref<i32>
      %alloca_61 = memref.alloca() : memref<i32>
      %alloca_62 = memref.alloca() : memref<i64>
      %alloca_63 = memref.alloca() : memref<i64>
      %alloca_64 = memref.alloca() : memref<i64>
      %alloca_65 = memref.alloca() : memref<i64>
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %c5_i64 = arith.constant 5 : i64
      %25 = arith.minsi %24, %c5_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_66 = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y_66 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %28 = arith.addi %27, %c2_i64 : i64
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca[] : memref<i32>
      %c0_i32_67 = arith.constant 0 : i32
      memref.store %c0_i32_67, %alloca_55[] : memref<i32>
      %c0_i64 = arith.constant 0 : i64
      %c5_i64_68 = arith.constant 5 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c5_i64_68 step %c1_i64  : i64 {
        %c6_i64_114 = arith.constant 6 : i64
        %78 = arith.muli %arg14, %c6_i64_114 : i64
        %79 = arith.addi %25, %78 : i64
        %80 = llvm.getelementptr %1[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %81 = llvm.load %80 : !llvm.ptr<1> -> i8
        %c5_i64_115 = arith.constant 5 : i64
        %82 = arith.muli %26, %c5_i64_115 : i64
        %83 = arith.addi %arg14, %82 : i64
        %84 = llvm.getelementptr %3[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %85 = llvm.load %84 : !llvm.ptr<1> -> i8
        %c5_i64_116 = arith.constant 5 : i64
        %86 = arith.muli %28, %c5_i64_116 : i64
        %87 = arith.addi %arg14, %86 : i64
        %88 = llvm.getelementptr %3[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %89 = llvm.load %88 : !llvm.ptr<1> -> i8
        %90 = memref.load %alloca[] : memref<i32>
        %91 = arith.extsi %81 : i8 to i32
        %92 = arith.extsi %85 : i8 to i32
        %93 = arith.muli %91, %92 : i32
        %94 = arith.addi %90, %93 : i32
        memref.store %94, %alloca[] : memref<i32>
        %95 = memref.load %alloca_55[] : memref<i32>
        %96 = arith.extsi %81 : i8 to i32
        %97 = arith.extsi %89 : i8 to i32
        %98 = arith.muli %96, %97 : i32
        %99 = arith.addi %95, %98 : i32
        memref.store %99, %alloca_55[] : memref<i32>
      }
      %c6_i64 = arith.constant 6 : i64
      %29 = arith.cmpi slt, %24, %c6_i64 : i64
      scf.if %29 {
        %78 = memref.load %alloca[] : memref<i32>
        %c6_i64_114 = arith.constant 6 : i64
        %79 = arith.muli %26, %c6_i64_114 : i64
        %80 = arith.addi %24, %79 : i64
        %81 = llvm.getelementptr %11[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %78, %81 : i32, !llvm.ptr<1>
        %82 = memref.load %alloca_55[] : memref<i32>
        %c6_i64_115 = arith.constant 6 : i64
        %83 = arith.muli %28, %c6_i64_115 : i64
        %84 = arith.addi %24, %83 : i64
        %85 = llvm.getelementptr %11[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %82, %85 : i32, !llvm.ptr<1>
      }
      %thread_id_x_69 = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x_69 : index to i64
      %c5_i64_70 = arith.constant 5 : i64
      %31 = arith.minsi %30, %c5_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y_71 : index to i64
      %thread_id_y_72 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_72 : index to i64
      %c2_i64_73 = arith.constant 2 : i64
      %34 = arith.addi %33, %c2_i64_73 : i64
      %c0_i32_74 = arith.constant 0 : i32
      memref.store %c0_i32_74, %alloca_56[] : memref<i32>
      %c0_i32_75 = arith.constant 0 : i32
      memref.store %c0_i32_75, %alloca_57[] : memref<i32>
      %c0_i64_76 = arith.constant 0 : i64
      %c5_i64_77 = arith.constant 5 : i64
      %c1_i64_78 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_76 to %c5_i64_77 step %c1_i64_78  : i64 {
        %c6_i64_114 = arith.constant 6 : i64
        %78 = arith.muli %arg14, %c6_i64_114 : i64
        %79 = arith.addi %31, %78 : i64
        %80 = llvm.getelementptr %5[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %81 = llvm.load %80 : !llvm.ptr<1> -> i16
        %c5_i64_115 = arith.constant 5 : i64
        %82 = arith.muli %32, %c5_i64_115 : i64
        %83 = arith.addi %arg14, %82 : i64
        %84 = llvm.getelementptr %3[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %85 = llvm.load %84 : !llvm.ptr<1> -> i8
        %c5_i64_116 = arith.constant 5 : i64
        %86 = arith.muli %34, %c5_i64_116 : i64
        %87 = arith.addi %arg14, %86 : i64
        %88 = llvm.getelementptr %3[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %89 = llvm.load %88 : !llvm.ptr<1> -> i8
        %90 = memref.load %alloca_56[] : memref<i32>
        %91 = arith.extsi %81 : i16 to i32
        %92 = arith.extsi %85 : i8 to i32
        %93 = arith.muli %91, %92 : i32
        %94 = arith.addi %90, %93 : i32
        memref.store %94, %alloca_56[] : memref<i32>
        %95 = memref.load %alloca_57[] : memref<i32>
        %96 = arith.extsi %81 : i16 to i32
        %97 = arith.extsi %89 : i8 to i32
        %98 = arith.muli %96, %97 : i32
        %99 = arith.addi %95, %98 : i32
        memref.store %99, %alloca_57[] : memref<i32>
      }
      %c6_i64_79 = arith.constant 6 : i64
      %35 = arith.cmpi slt, %30, %c6_i64_79 : i64
      scf.if %35 {
        %78 = memref.load %alloca_56[] : memref<i32>
        %c6_i64_114 = arith.constant 6 : i64
        %79 = arith.muli %32, %c6_i64_114 : i64
        %80 = arith.addi %30, %79 : i64
        %81 = llvm.getelementptr %13[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %78, %81 : i32, !llvm.ptr<1>
        %82 = memref.load %alloca_57[] : memref<i32>
        %c6_i64_115 = arith.constant 6 : i64
        %83 = arith.muli %34, %c6_i64_115 : i64
        %84 = arith.addi %30, %83 : i64
        %85 = llvm.getelementptr %13[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %82, %85 : i32, !llvm.ptr<1>
      }
      %thread_id_x_80 = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x_80 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y_81 = gpu.thread_id  y
      %37 = arith.index_cast %thread_id_y_81 : index to i64
      %38 = arith.muli %c32_i64, %37 : i64
      %39 = arith.addi %36, %38 : i64
      %c6_i64_82 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg14 = %39 to %c6_i64_82 step %c64_i64  : i64 {
        %c0_i32_114 = arith.constant 0 : i32
        memref.store %c0_i32_114, %alloca_58[] : memref<i32>
        %c0_i64_115 = arith.constant 0 : i64
        %c5_i64_116 = arith.constant 5 : i64
        %c1_i64_117 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_115 to %c5_i64_116 step %c1_i64_117  : i64 {
          %80 = memref.load %alloca_58[] : memref<i32>
          %c6_i64_118 = arith.constant 6 : i64
          %81 = arith.muli %arg15, %c6_i64_118 : i64
          %82 = arith.addi %arg14, %81 : i64
          %83 = llvm.getelementptr %1[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %84 = llvm.load %83 : !llvm.ptr<1> -> i8
          %85 = arith.extsi %84 : i8 to i32
          %86 = llvm.getelementptr %7[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %87 = llvm.load %86 : !llvm.ptr<1> -> i8
          %88 = arith.extsi %87 : i8 to i32
          %89 = arith.muli %85, %88 : i32
          %90 = arith.addi %80, %89 : i32
          memref.store %90, %alloca_58[] : memref<i32>
        }
        %78 = memref.load %alloca_58[] : memref<i32>
        %79 = llvm.getelementptr %15[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %78, %79 : i32, !llvm.ptr<1>
      }
      %thread_id_x_83 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_83 : index to i64
      %c5_i64_84 = arith.constant 5 : i64
      %c32_i64_85 = arith.constant 32 : i64
      scf.for %arg14 = %40 to %c5_i64_84 step %c32_i64_85  : i64 {
        %c0_i64_114 = arith.constant 0 : i64
        %c1_i64_115 = arith.constant 1 : i64
        %c1_i64_116 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_114 to %c1_i64_115 step %c1_i64_116  : i64 {
          %thread_id_y_117 = gpu.thread_id  y
          %78 = arith.index_cast %thread_id_y_117 : index to i64
          %c4_i64_118 = arith.constant 4 : i64
          %79 = arith.muli %arg15, %c4_i64_118 : i64
          %80 = arith.addi %78, %79 : i64
          %81 = llvm.getelementptr %7[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %82 = llvm.load %81 : !llvm.ptr<1> -> i8
          %83 = arith.extsi %82 : i8 to i32
          %84 = llvm.getelementptr %9[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %85 = llvm.load %84 : !llvm.ptr<1> -> i8
          %86 = arith.extsi %85 : i8 to i32
          %87 = arith.muli %83, %86 : i32
          %c2_i64_119 = arith.constant 2 : i64
          %88 = arith.addi %80, %c2_i64_119 : i64
          %89 = llvm.getelementptr %7[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %90 = llvm.load %89 : !llvm.ptr<1> -> i8
          %91 = arith.extsi %90 : i8 to i32
          %92 = llvm.getelementptr %9[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %93 = llvm.load %92 : !llvm.ptr<1> -> i8
          %94 = arith.extsi %93 : i8 to i32
          %95 = arith.muli %91, %94 : i32
          %c5_i64_120 = arith.constant 5 : i64
          %96 = arith.muli %80, %c5_i64_120 : i64
          %97 = arith.addi %arg14, %96 : i64
          %98 = llvm.getelementptr %17[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %87, %98 : i32, !llvm.ptr<1>
          %c5_i64_121 = arith.constant 5 : i64
          %99 = arith.muli %88, %c5_i64_121 : i64
          %100 = arith.addi %arg14, %99 : i64
          %101 = llvm.getelementptr %17[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %95, %101 : i32, !llvm.ptr<1>
        }
      }
      %thread_id_x_86 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_86 : index to i64
      %c6_i64_87 = arith.constant 6 : i64
      %c32_i64_88 = arith.constant 32 : i64
      scf.for %arg14 = %41 to %c6_i64_87 step %c32_i64_88  : i64 {
        %c0_i64_114 = arith.constant 0 : i64
        %c1_i64_115 = arith.constant 1 : i64
        %c1_i64_116 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_114 to %c1_i64_115 step %c1_i64_116  : i64 {
          %thread_id_y_117 = gpu.thread_id  y
          %78 = arith.index_cast %thread_id_y_117 : index to i64
          %c6_i64_118 = arith.constant 6 : i64
          %79 = arith.muli %arg15, %c6_i64_118 : i64
          %80 = arith.addi %78, %79 : i64
          %c5_i64_119 = arith.constant 5 : i64
          %81 = arith.cmpi slt, %80, %c5_i64_119 : i64
          scf.if %81 {
            %c6_i64_127 = arith.constant 6 : i64
            %89 = arith.muli %80, %c6_i64_127 : i64
            %90 = arith.addi %arg14, %89 : i64
            %91 = llvm.getelementptr %1[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %92 = llvm.load %91 : !llvm.ptr<1> -> i8
            %93 = arith.extsi %92 : i8 to i32
            %c6_i64_128 = arith.constant 6 : i64
            %94 = arith.muli %80, %c6_i64_128 : i64
            %95 = arith.addi %arg14, %94 : i64
            %96 = llvm.getelementptr %1[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %97 = llvm.load %96 : !llvm.ptr<1> -> i8
            %98 = arith.extsi %97 : i8 to i32
            %99 = arith.muli %93, %98 : i32
            memref.store %99, %alloca_59[] : memref<i32>
          }
          %c2_i64_120 = arith.constant 2 : i64
          %82 = arith.addi %80, %c2_i64_120 : i64
          %c5_i64_121 = arith.constant 5 : i64
          %83 = arith.cmpi slt, %82, %c5_i64_121 : i64
          scf.if %83 {
            %c6_i64_127 = arith.constant 6 : i64
            %89 = arith.muli %82, %c6_i64_127 : i64
            %90 = arith.addi %arg14, %89 : i64
            %91 = llvm.getelementptr %1[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %92 = llvm.load %91 : !llvm.ptr<1> -> i8
            %93 = arith.extsi %92 : i8 to i32
            %c6_i64_128 = arith.constant 6 : i64
            %94 = arith.muli %82, %c6_i64_128 : i64
            %95 = arith.addi %arg14, %94 : i64
            %96 = llvm.getelementptr %1[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %97 = llvm.load %96 : !llvm.ptr<1> -> i8
            %98 = arith.extsi %97 : i8 to i32
            %99 = arith.muli %93, %98 : i32
            memref.store %99, %alloca_60[] : memref<i32>
          }
          %c4_i64_122 = arith.constant 4 : i64
          %84 = arith.addi %80, %c4_i64_122 : i64
          %c5_i64_123 = arith.constant 5 : i64
          %85 = arith.cmpi slt, %84, %c5_i64_123 : i64
          scf.if %85 {
            %c6_i64_127 = arith.constant 6 : i64
            %89 = arith.muli %84, %c6_i64_127 : i64
            %90 = arith.addi %arg14, %89 : i64
            %91 = llvm.getelementptr %1[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %92 = llvm.load %91 : !llvm.ptr<1> -> i8
            %93 = arith.extsi %92 : i8 to i32
            %c6_i64_128 = arith.constant 6 : i64
            %94 = arith.muli %84, %c6_i64_128 : i64
            %95 = arith.addi %arg14, %94 : i64
            %96 = llvm.getelementptr %1[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %97 = llvm.load %96 : !llvm.ptr<1> -> i8
            %98 = arith.extsi %97 : i8 to i32
            %99 = arith.muli %93, %98 : i32
            memref.store %99, %alloca_61[] : memref<i32>
          }
          %c5_i64_124 = arith.constant 5 : i64
          %86 = arith.cmpi slt, %80, %c5_i64_124 : i64
          scf.if %86 {
            %89 = memref.load %alloca_59[] : memref<i32>
            %c6_i64_127 = arith.constant 6 : i64
            %90 = arith.muli %80, %c6_i64_127 : i64
            %91 = arith.addi %arg14, %90 : i64
            %92 = llvm.getelementptr %19[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %89, %92 : i32, !llvm.ptr<1>
          }
          %c5_i64_125 = arith.constant 5 : i64
          %87 = arith.cmpi slt, %82, %c5_i64_125 : i64
          scf.if %87 {
            %89 = memref.load %alloca_60[] : memref<i32>
            %c6_i64_127 = arith.constant 6 : i64
            %90 = arith.muli %82, %c6_i64_127 : i64
            %91 = arith.addi %arg14, %90 : i64
            %92 = llvm.getelementptr %19[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %89, %92 : i32, !llvm.ptr<1>
          }
          %c5_i64_126 = arith.constant 5 : i64
          %88 = arith.cmpi slt, %84, %c5_i64_126 : i64
          scf.if %88 {
            %89 = memref.load %alloca_61[] : memref<i32>
            %c6_i64_127 = arith.constant 6 : i64
            %90 = arith.muli %84, %c6_i64_127 : i64
            %91 = arith.addi %arg14, %90 : i64
            %92 = llvm.getelementptr %19[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %89, %92 : i32, !llvm.ptr<1>
          }
        }
      }
      %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
      %c1_i64_89 = arith.constant 1 : i64
      %42 = arith.subi %c-9223372036854775807_i64, %c1_i64_89 : i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %43 = arith.maxsi %42, %c9223372036854775807_i64 : i64
      %c9223372036854775807_i64_90 = arith.constant 9223372036854775807 : i64
      %44 = arith.subi %43, %c9223372036854775807_i64_90 : i64
      %c4_i64 = arith.constant 4 : i64
      %45 = arith.muli %c4_i64, %44 : i64
      %thread_id_x_91 = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x_91 : index to i64
      %c32_i64_92 = arith.constant 32 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_93 : index to i64
      %48 = arith.muli %c32_i64_92, %47 : i64
      %49 = arith.addi %46, %48 : i64
      %c64_i64_94 = arith.constant 64 : i64
      scf.for %arg14 = %49 to %45 step %c64_i64_94  : i64 {
        %c4_i64_114 = arith.constant 4 : i64
        %78 = arith.remsi %arg14, %c4_i64_114 : i64
        %c4_i64_115 = arith.constant 4 : i64
        %79 = arith.divsi %arg14, %c4_i64_115 : i64
        %c9223372036854775807_i64_116 = arith.constant 9223372036854775807 : i64
        %80 = arith.addi %c9223372036854775807_i64_116, %79 : i64
        %c7_i32 = arith.constant 7 : i32
        %81 = llvm.getelementptr %23[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %c7_i32, %81 : i32, !llvm.ptr<1>
      }
      %c0_i64_95 = arith.constant 0 : i64
      memref.store %c0_i64_95, %alloca_62[] : memref<i64>
      %c0_i64_96 = arith.constant 0 : i64
      memref.store %c0_i64_96, %alloca_63[] : memref<i64>
      %c120_i64 = arith.constant 120 : i64
      %c127_i64 = arith.constant 127 : i64
      %c3_i64 = arith.constant 3 : i64
      scf.for %arg14 = %c120_i64 to %c127_i64 step %c3_i64  : i64 {
        %78 = arith.trunci %arg14 : i64 to i8
        %79 = memref.load %alloca_62[] : memref<i64>
        %c1_i64_114 = arith.constant 1 : i64
        %80 = arith.addi %79, %c1_i64_114 : i64
        %81 = arith.extsi %78 : i8 to i64
        %82 = memref.load %alloca_63[] : memref<i64>
        %83 = arith.addi %82, %81 : i64
        memref.store %80, %alloca_62[] : memref<i64>
        memref.store %83, %alloca_63[] : memref<i64>
      }
      %c0_i64_97 = arith.constant 0 : i64
      memref.store %c0_i64_97, %alloca_64[] : memref<i64>
      %c0_i64_98 = arith.constant 0 : i64
      memref.store %c0_i64_98, %alloca_65[] : memref<i64>
      %c9223372036854775807_i64_99 = arith.constant 9223372036854775807 : i64
      %50 = arith.maxsi %c9223372036854775807_i64_99, %arg5 : i64
      %51 = arith.subi %50, %arg5 : i64
      %c1_i64_100 = arith.constant 1 : i64
      %52 = arith.maxsi %arg6, %c1_i64_100 : i64
      %c1_i64_101 = arith.constant 1 : i64
      %c63_i64 = arith.constant 63 : i64
      %53 = arith.andi %c1_i64_101, %c63_i64 : i64
      %54 = arith.shrsi %51, %53 : i64
      %c9223372036854775807_i64_102 = arith.constant 9223372036854775807 : i64
      %55 = arith.andi %54, %c9223372036854775807_i64_102 : i64
      %56 = arith.divsi %55, %52 : i64
      %c2_i64_103 = arith.constant 2 : i64
      %57 = arith.muli %56, %c2_i64_103 : i64
      %58 = arith.muli %57, %52 : i64
      %59 = arith.subi %51, %58 : i64
      %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
      %60 = arith.xori %59, %c-9223372036854775808_i64 : i64
      %c-9223372036854775808_i64_104 = arith.constant -9223372036854775808 : i64
      %61 = arith.xori %52, %c-9223372036854775808_i64_104 : i64
      %62 = arith.cmpi sge, %60, %61 : i64
      %63 = arith.extui %62 : i1 to i64
      %64 = arith.addi %57, %63 : i64
      %65 = arith.muli %63, %52 : i64
      %66 = arith.subi %59, %65 : i64
      %c0_i64_105 = arith.constant 0 : i64
      %67 = arith.cmpi ne, %66, %c0_i64_105 : i64
      %68 = arith.extui %67 : i1 to i64
      %69 = arith.addi %64, %68 : i64
      %c63_i64_106 = arith.constant 63 : i64
      %c63_i64_107 = arith.constant 63 : i64
      %70 = arith.andi %c63_i64_106, %c63_i64_107 : i64
      %71 = arith.shrsi %69, %70 : i64
      %c9223372036854775807_i64_108 = arith.constant 9223372036854775807 : i64
      %72 = arith.andi %71, %c9223372036854775807_i64_108 : i64
      %73 = arith.maxsi %69, %72 : i64
      %c0_i64_109 = arith.constant 0 : i64
      %c1_i64_110 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_109 to %73 step %c1_i64_110  : i64 {
        %78 = arith.muli %arg14, %arg6 : i64
        %79 = arith.addi %arg5, %78 : i64
        %80 = memref.load %alloca_64[] : memref<i64>
        %c1_i64_114 = arith.constant 1 : i64
        %81 = arith.addi %80, %c1_i64_114 : i64
        %82 = arith.subi %79, %arg5 : i64
        %83 = memref.load %alloca_65[] : memref<i64>
        %84 = arith.addi %83, %82 : i64
        memref.store %81, %alloca_64[] : memref<i64>
        memref.store %84, %alloca_65[] : memref<i64>
      }
      %thread_id_x_111 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_111 : index to i64
      %c32_i64_112 = arith.constant 32 : i64
      %75 = arith.remsi %74, %c32_i64_112 : i64
      %76 = arith.trunci %75 : i64 to i32
      %c0_i32_113 = arith.constant 0 : i32
      %77 = arith.cmpi eq, %76, %c0_i32_113 : i32
      scf.if %77 {
        %78 = memref.load %alloca_62[] : memref<i64>
        llvm.store %78, %21 : i64, !llvm.ptr<1>
        %79 = memref.load %alloca_63[] : memref<i64>
        %c1_i64_114 = arith.constant 1 : i64
        %80 = llvm.getelementptr %21[%c1_i64_114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %79, %80 : i64, !llvm.ptr<1>
        %81 = memref.load %alloca_64[] : memref<i64>
        %c2_i64_115 = arith.constant 2 : i64
        %82 = llvm.getelementptr %21[%c2_i64_115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %81, %82 : i64, !llvm.ptr<1>
        %83 = memref.load %alloca_65[] : memref<i64>
        %c3_i64_116 = arith.constant 3 : i64
        %84 = llvm.getelementptr %21[%c3_i64_116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %83, %84 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
