module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ger_hadamard(%arg0: f32, %arg1: memref<19x?xf32, strided<[1, 19]>, 1>, %arg2: memref<7x?xf32, strided<[1, 7]>, 1>, %arg3: memref<19x?xf32, strided<[1, 19]>, 1>, %arg4: memref<19x?xf64, strided<[1, 19]>, 1>, %arg5: memref<19x?xi16, strided<[1, 19]>, 1>, %arg6: memref<7x?xi32, strided<[1, 7]>, 1>, %arg7: memref<19x7x?xf32, strided<[1, 19, 133]>, 1>, %arg8: memref<19x7x?xf32, strided<[1, 19, 133]>, 1>, %arg9: memref<19x7x?xi64, strided<[1, 19, 133]>, 1>, %arg10: memref<19x?xf32, strided<[1, 19]>, 1>, %arg11: memref<19x?xf32, strided<[1, 19]>, 1>, %arg12: memref<19x?xf64, strided<[1, 19]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<7x?xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<7x?xf32, strided<[1, 7]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<19x?xf64, strided<[1, 19]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<19x?xf64, strided<[1, 19]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<19x?xi16, strided<[1, 19]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<19x?xi16, strided<[1, 19]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<7x?xi32, strided<[1, 7]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<7x?xi32, strided<[1, 7]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg7 : memref<19x7x?xf32, strided<[1, 19, 133]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<19x7x?xf32, strided<[1, 19, 133]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg8 : memref<19x7x?xf32, strided<[1, 19, 133]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<19x7x?xf32, strided<[1, 19, 133]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg9 : memref<19x7x?xi64, strided<[1, 19, 133]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<19x7x?xi64, strided<[1, 19, 133]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg10 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg10 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg11 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg11 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg12 : memref<19x?xf64, strided<[1, 19]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg12 : memref<19x?xf64, strided<[1, 19]>, 1> -> index
      %33 = arith.index_cast %intptr_54 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_52#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
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
      %alloca_66 = memref.alloca() : memref<i32>
      %alloca_67 = memref.alloca() : memref<i64>
      %alloca_68 = memref.alloca() : memref<i32>
      %alloca_69 = memref.alloca() : memref<i64>
      %alloca_70 = memref.alloca() : memref<i32>
      %alloca_71 = memref.alloca() : memref<i64>
      %alloca_72 = memref.alloca() : memref<i32>
      %alloca_73 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %36 = arith.index_cast %block_id_x : index to i64
      %c19_i64 = arith.constant 19 : i64
      %37 = arith.muli %36, %c19_i64 : i64
      %38 = llvm.getelementptr %1[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %39 = arith.muli %36, %c7_i64 : i64
      %40 = llvm.getelementptr %4[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_74 = arith.constant 19 : i64
      %41 = arith.muli %36, %c19_i64_74 : i64
      %42 = llvm.getelementptr %7[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_75 = arith.constant 19 : i64
      %43 = arith.muli %36, %c19_i64_75 : i64
      %44 = llvm.getelementptr %10[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c19_i64_76 = arith.constant 19 : i64
      %45 = arith.muli %36, %c19_i64_76 : i64
      %46 = llvm.getelementptr %13[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %c7_i64_77 = arith.constant 7 : i64
      %47 = arith.muli %36, %c7_i64_77 : i64
      %48 = llvm.getelementptr %16[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c133_i64 = arith.constant 133 : i64
      %49 = arith.muli %36, %c133_i64 : i64
      %50 = llvm.getelementptr %19[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c133_i64_78 = arith.constant 133 : i64
      %51 = arith.muli %36, %c133_i64_78 : i64
      %52 = llvm.getelementptr %22[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c133_i64_79 = arith.constant 133 : i64
      %53 = arith.muli %36, %c133_i64_79 : i64
      %54 = llvm.getelementptr %25[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c19_i64_80 = arith.constant 19 : i64
      %55 = arith.muli %36, %c19_i64_80 : i64
      %56 = llvm.getelementptr %28[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_81 = arith.constant 19 : i64
      %57 = arith.muli %36, %c19_i64_81 : i64
      %58 = llvm.getelementptr %31[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_82 = arith.constant 19 : i64
      %59 = arith.muli %36, %c19_i64_82 : i64
      %60 = llvm.getelementptr %34[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x : index to i64
      %c19_i64_83 = arith.constant 19 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg13 = %61 to %c19_i64_83 step %c32_i64  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_103 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64 to %c1_i64 step %c1_i64_103  : i64 {
          %thread_id_y_104 = gpu.thread_id  y
          %76 = arith.index_cast %thread_id_y_104 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %77 = arith.muli %arg14, %c8_i64 : i64
          %78 = arith.addi %76, %77 : i64
          %c7_i64_105 = arith.constant 7 : i64
          %79 = arith.cmpi slt, %78, %c7_i64_105 : i64
          scf.if %79 {
            %90 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %91 = llvm.load %90 : !llvm.ptr<1> -> f32
            %92 = llvm.getelementptr %40[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            %94 = arith.mulf %91, %93 : f32
            memref.store %94, %alloca[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %80 = arith.addi %78, %c2_i64 : i64
          %c7_i64_106 = arith.constant 7 : i64
          %81 = arith.cmpi slt, %80, %c7_i64_106 : i64
          scf.if %81 {
            %90 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %91 = llvm.load %90 : !llvm.ptr<1> -> f32
            %92 = llvm.getelementptr %40[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            %94 = arith.mulf %91, %93 : f32
            memref.store %94, %alloca_55[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %82 = arith.addi %78, %c4_i64 : i64
          %c7_i64_107 = arith.constant 7 : i64
          %83 = arith.cmpi slt, %82, %c7_i64_107 : i64
          scf.if %83 {
            %90 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %91 = llvm.load %90 : !llvm.ptr<1> -> f32
            %92 = llvm.getelementptr %40[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            %94 = arith.mulf %91, %93 : f32
            memref.store %94, %alloca_56[] : memref<f32>
          }
          %c6_i64 = arith.constant 6 : i64
          %84 = arith.addi %78, %c6_i64 : i64
          %c7_i64_108 = arith.constant 7 : i64
          %85 = arith.cmpi slt, %84, %c7_i64_108 : i64
          scf.if %85 {
            %90 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %91 = llvm.load %90 : !llvm.ptr<1> -> f32
            %92 = llvm.getelementptr %40[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            %94 = arith.mulf %91, %93 : f32
            memref.store %94, %alloca_57[] : memref<f32>
          }
          %c7_i64_109 = arith.constant 7 : i64
          %86 = arith.cmpi slt, %78, %c7_i64_109 : i64
          scf.if %86 {
            %90 = memref.load %alloca[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %91 = arith.muli %78, %c19_i64_113 : i64
            %92 = arith.addi %arg13, %91 : i64
            %93 = llvm.getelementptr %50[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %90, %93 : f32, !llvm.ptr<1>
          }
          %c7_i64_110 = arith.constant 7 : i64
          %87 = arith.cmpi slt, %80, %c7_i64_110 : i64
          scf.if %87 {
            %90 = memref.load %alloca_55[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %91 = arith.muli %80, %c19_i64_113 : i64
            %92 = arith.addi %arg13, %91 : i64
            %93 = llvm.getelementptr %50[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %90, %93 : f32, !llvm.ptr<1>
          }
          %c7_i64_111 = arith.constant 7 : i64
          %88 = arith.cmpi slt, %82, %c7_i64_111 : i64
          scf.if %88 {
            %90 = memref.load %alloca_56[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %91 = arith.muli %82, %c19_i64_113 : i64
            %92 = arith.addi %arg13, %91 : i64
            %93 = llvm.getelementptr %50[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %90, %93 : f32, !llvm.ptr<1>
          }
          %c7_i64_112 = arith.constant 7 : i64
          %89 = arith.cmpi slt, %84, %c7_i64_112 : i64
          scf.if %89 {
            %90 = memref.load %alloca_57[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %91 = arith.muli %84, %c19_i64_113 : i64
            %92 = arith.addi %arg13, %91 : i64
            %93 = llvm.getelementptr %50[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %90, %93 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_84 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_84 : index to i64
      %c19_i64_85 = arith.constant 19 : i64
      %c32_i64_86 = arith.constant 32 : i64
      scf.for %arg13 = %62 to %c19_i64_85 step %c32_i64_86  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_103 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64 to %c1_i64 step %c1_i64_103  : i64 {
          %thread_id_y_104 = gpu.thread_id  y
          %76 = arith.index_cast %thread_id_y_104 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %77 = arith.muli %arg14, %c8_i64 : i64
          %78 = arith.addi %76, %77 : i64
          %c7_i64_105 = arith.constant 7 : i64
          %79 = arith.cmpi slt, %78, %c7_i64_105 : i64
          scf.if %79 {
            %90 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %91 = llvm.load %90 : !llvm.ptr<1> -> f32
            %92 = llvm.getelementptr %40[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            %94 = arith.mulf %91, %93 : f32
            memref.store %94, %alloca_58[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %95 = arith.muli %78, %c19_i64_113 : i64
            %96 = arith.addi %arg13, %95 : i64
            %97 = llvm.getelementptr %52[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %98 = llvm.load %97 : !llvm.ptr<1> -> f32
            memref.store %98, %alloca_59[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %80 = arith.addi %78, %c2_i64 : i64
          %c7_i64_106 = arith.constant 7 : i64
          %81 = arith.cmpi slt, %80, %c7_i64_106 : i64
          scf.if %81 {
            %90 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %91 = llvm.load %90 : !llvm.ptr<1> -> f32
            %92 = llvm.getelementptr %40[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            %94 = arith.mulf %91, %93 : f32
            memref.store %94, %alloca_60[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %95 = arith.muli %80, %c19_i64_113 : i64
            %96 = arith.addi %arg13, %95 : i64
            %97 = llvm.getelementptr %52[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %98 = llvm.load %97 : !llvm.ptr<1> -> f32
            memref.store %98, %alloca_61[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %82 = arith.addi %78, %c4_i64 : i64
          %c7_i64_107 = arith.constant 7 : i64
          %83 = arith.cmpi slt, %82, %c7_i64_107 : i64
          scf.if %83 {
            %90 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %91 = llvm.load %90 : !llvm.ptr<1> -> f32
            %92 = llvm.getelementptr %40[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            %94 = arith.mulf %91, %93 : f32
            memref.store %94, %alloca_62[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %95 = arith.muli %82, %c19_i64_113 : i64
            %96 = arith.addi %arg13, %95 : i64
            %97 = llvm.getelementptr %52[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %98 = llvm.load %97 : !llvm.ptr<1> -> f32
            memref.store %98, %alloca_63[] : memref<f32>
          }
          %c6_i64 = arith.constant 6 : i64
          %84 = arith.addi %78, %c6_i64 : i64
          %c7_i64_108 = arith.constant 7 : i64
          %85 = arith.cmpi slt, %84, %c7_i64_108 : i64
          scf.if %85 {
            %90 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %91 = llvm.load %90 : !llvm.ptr<1> -> f32
            %92 = llvm.getelementptr %40[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %93 = llvm.load %92 : !llvm.ptr<1> -> f32
            %94 = arith.mulf %91, %93 : f32
            memref.store %94, %alloca_64[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %95 = arith.muli %84, %c19_i64_113 : i64
            %96 = arith.addi %arg13, %95 : i64
            %97 = llvm.getelementptr %52[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %98 = llvm.load %97 : !llvm.ptr<1> -> f32
            memref.store %98, %alloca_65[] : memref<f32>
          }
          %c7_i64_109 = arith.constant 7 : i64
          %86 = arith.cmpi slt, %78, %c7_i64_109 : i64
          scf.if %86 {
            %90 = memref.load %alloca_59[] : memref<f32>
            %cst = arith.constant -2.000000e+00 : f32
            %91 = memref.load %alloca_58[] : memref<f32>
            %92 = arith.mulf %cst, %91 : f32
            %93 = llvm.intr.fma(%arg0, %90, %92) : (f32, f32, f32) -> f32
            %c19_i64_113 = arith.constant 19 : i64
            %94 = arith.muli %78, %c19_i64_113 : i64
            %95 = arith.addi %arg13, %94 : i64
            %96 = llvm.getelementptr %52[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %93, %96 : f32, !llvm.ptr<1>
          }
          %c7_i64_110 = arith.constant 7 : i64
          %87 = arith.cmpi slt, %80, %c7_i64_110 : i64
          scf.if %87 {
            %90 = memref.load %alloca_61[] : memref<f32>
            %cst = arith.constant -2.000000e+00 : f32
            %91 = memref.load %alloca_60[] : memref<f32>
            %92 = arith.mulf %cst, %91 : f32
            %93 = llvm.intr.fma(%arg0, %90, %92) : (f32, f32, f32) -> f32
            %c19_i64_113 = arith.constant 19 : i64
            %94 = arith.muli %80, %c19_i64_113 : i64
            %95 = arith.addi %arg13, %94 : i64
            %96 = llvm.getelementptr %52[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %93, %96 : f32, !llvm.ptr<1>
          }
          %c7_i64_111 = arith.constant 7 : i64
          %88 = arith.cmpi slt, %82, %c7_i64_111 : i64
          scf.if %88 {
            %90 = memref.load %alloca_63[] : memref<f32>
            %cst = arith.constant -2.000000e+00 : f32
            %91 = memref.load %alloca_62[] : memref<f32>
            %92 = arith.mulf %cst, %91 : f32
            %93 = llvm.intr.fma(%arg0, %90, %92) : (f32, f32, f32) -> f32
            %c19_i64_113 = arith.constant 19 : i64
            %94 = arith.muli %82, %c19_i64_113 : i64
            %95 = arith.addi %arg13, %94 : i64
            %96 = llvm.getelementptr %52[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %93, %96 : f32, !llvm.ptr<1>
          }
          %c7_i64_112 = arith.constant 7 : i64
          %89 = arith.cmpi slt, %84, %c7_i64_112 : i64
          scf.if %89 {
            %90 = memref.load %alloca_65[] : memref<f32>
            %cst = arith.constant -2.000000e+00 : f32
            %91 = memref.load %alloca_64[] : memref<f32>
            %92 = arith.mulf %cst, %91 : f32
            %93 = llvm.intr.fma(%arg0, %90, %92) : (f32, f32, f32) -> f32
            %c19_i64_113 = arith.constant 19 : i64
            %94 = arith.muli %84, %c19_i64_113 : i64
            %95 = arith.addi %arg13, %94 : i64
            %96 = llvm.getelementptr %52[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %93, %96 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_87 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_87 : index to i64
      %c19_i64_88 = arith.constant 19 : i64
      %c32_i64_89 = arith.constant 32 : i64
      scf.for %arg13 = %63 to %c19_i64_88 step %c32_i64_89  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_103 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64 to %c1_i64 step %c1_i64_103  : i64 {
          %thread_id_y_104 = gpu.thread_id  y
          %76 = arith.index_cast %thread_id_y_104 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %77 = arith.muli %arg14, %c8_i64 : i64
          %78 = arith.addi %76, %77 : i64
          %c7_i64_105 = arith.constant 7 : i64
          %79 = arith.cmpi slt, %78, %c7_i64_105 : i64
          scf.if %79 {
            %90 = llvm.getelementptr %46[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %91 = llvm.load %90 : !llvm.ptr<1> -> i16
            %92 = arith.extsi %91 : i16 to i32
            %93 = llvm.getelementptr %48[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %94 = llvm.load %93 : !llvm.ptr<1> -> i32
            %95 = arith.muli %92, %94 : i32
            memref.store %95, %alloca_66[] : memref<i32>
            %c19_i64_113 = arith.constant 19 : i64
            %96 = arith.muli %78, %c19_i64_113 : i64
            %97 = arith.addi %arg13, %96 : i64
            %98 = llvm.getelementptr %54[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %99 = llvm.load %98 : !llvm.ptr<1> -> i64
            memref.store %99, %alloca_67[] : memref<i64>
          }
          %c2_i64 = arith.constant 2 : i64
          %80 = arith.addi %78, %c2_i64 : i64
          %c7_i64_106 = arith.constant 7 : i64
          %81 = arith.cmpi slt, %80, %c7_i64_106 : i64
          scf.if %81 {
            %90 = llvm.getelementptr %46[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %91 = llvm.load %90 : !llvm.ptr<1> -> i16
            %92 = arith.extsi %91 : i16 to i32
            %93 = llvm.getelementptr %48[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %94 = llvm.load %93 : !llvm.ptr<1> -> i32
            %95 = arith.muli %92, %94 : i32
            memref.store %95, %alloca_68[] : memref<i32>
            %c19_i64_113 = arith.constant 19 : i64
            %96 = arith.muli %80, %c19_i64_113 : i64
            %97 = arith.addi %arg13, %96 : i64
            %98 = llvm.getelementptr %54[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %99 = llvm.load %98 : !llvm.ptr<1> -> i64
            memref.store %99, %alloca_69[] : memref<i64>
          }
          %c4_i64 = arith.constant 4 : i64
          %82 = arith.addi %78, %c4_i64 : i64
          %c7_i64_107 = arith.constant 7 : i64
          %83 = arith.cmpi slt, %82, %c7_i64_107 : i64
          scf.if %83 {
            %90 = llvm.getelementptr %46[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %91 = llvm.load %90 : !llvm.ptr<1> -> i16
            %92 = arith.extsi %91 : i16 to i32
            %93 = llvm.getelementptr %48[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %94 = llvm.load %93 : !llvm.ptr<1> -> i32
            %95 = arith.muli %92, %94 : i32
            memref.store %95, %alloca_70[] : memref<i32>
            %c19_i64_113 = arith.constant 19 : i64
            %96 = arith.muli %82, %c19_i64_113 : i64
            %97 = arith.addi %arg13, %96 : i64
            %98 = llvm.getelementptr %54[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %99 = llvm.load %98 : !llvm.ptr<1> -> i64
            memref.store %99, %alloca_71[] : memref<i64>
          }
          %c6_i64 = arith.constant 6 : i64
          %84 = arith.addi %78, %c6_i64 : i64
          %c7_i64_108 = arith.constant 7 : i64
          %85 = arith.cmpi slt, %84, %c7_i64_108 : i64
          scf.if %85 {
            %90 = llvm.getelementptr %46[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %91 = llvm.load %90 : !llvm.ptr<1> -> i16
            %92 = arith.extsi %91 : i16 to i32
            %93 = llvm.getelementptr %48[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %94 = llvm.load %93 : !llvm.ptr<1> -> i32
            %95 = arith.muli %92, %94 : i32
            memref.store %95, %alloca_72[] : memref<i32>
            %c19_i64_113 = arith.constant 19 : i64
            %96 = arith.muli %84, %c19_i64_113 : i64
            %97 = arith.addi %arg13, %96 : i64
            %98 = llvm.getelementptr %54[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %99 = llvm.load %98 : !llvm.ptr<1> -> i64
            memref.store %99, %alloca_73[] : memref<i64>
          }
          %c7_i64_109 = arith.constant 7 : i64
          %86 = arith.cmpi slt, %78, %c7_i64_109 : i64
          scf.if %86 {
            %90 = memref.load %alloca_67[] : memref<i64>
            %91 = memref.load %alloca_66[] : memref<i32>
            %92 = arith.extsi %91 : i32 to i64
            %93 = arith.addi %90, %92 : i64
            %c19_i64_113 = arith.constant 19 : i64
            %94 = arith.muli %78, %c19_i64_113 : i64
            %95 = arith.addi %arg13, %94 : i64
            %96 = llvm.getelementptr %54[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            llvm.store %93, %96 : i64, !llvm.ptr<1>
          }
          %c7_i64_110 = arith.constant 7 : i64
          %87 = arith.cmpi slt, %80, %c7_i64_110 : i64
          scf.if %87 {
            %90 = memref.load %alloca_69[] : memref<i64>
            %91 = memref.load %alloca_68[] : memref<i32>
            %92 = arith.extsi %91 : i32 to i64
            %93 = arith.addi %90, %92 : i64
            %c19_i64_113 = arith.constant 19 : i64
            %94 = arith.muli %80, %c19_i64_113 : i64
            %95 = arith.addi %arg13, %94 : i64
            %96 = llvm.getelementptr %54[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            llvm.store %93, %96 : i64, !llvm.ptr<1>
          }
          %c7_i64_111 = arith.constant 7 : i64
          %88 = arith.cmpi slt, %82, %c7_i64_111 : i64
          scf.if %88 {
            %90 = memref.load %alloca_71[] : memref<i64>
            %91 = memref.load %alloca_70[] : memref<i32>
            %92 = arith.extsi %91 : i32 to i64
            %93 = arith.addi %90, %92 : i64
            %c19_i64_113 = arith.constant 19 : i64
            %94 = arith.muli %82, %c19_i64_113 : i64
            %95 = arith.addi %arg13, %94 : i64
            %96 = llvm.getelementptr %54[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            llvm.store %93, %96 : i64, !llvm.ptr<1>
          }
          %c7_i64_112 = arith.constant 7 : i64
          %89 = arith.cmpi slt, %84, %c7_i64_112 : i64
          scf.if %89 {
            %90 = memref.load %alloca_73[] : memref<i64>
            %91 = memref.load %alloca_72[] : memref<i32>
            %92 = arith.extsi %91 : i32 to i64
            %93 = arith.addi %90, %92 : i64
            %c19_i64_113 = arith.constant 19 : i64
            %94 = arith.muli %84, %c19_i64_113 : i64
            %95 = arith.addi %arg13, %94 : i64
            %96 = llvm.getelementptr %54[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            llvm.store %93, %96 : i64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_90 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_90 : index to i64
      %c32_i64_91 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y : index to i64
      %66 = arith.muli %c32_i64_91, %65 : i64
      %67 = arith.addi %64, %66 : i64
      %c19_i64_92 = arith.constant 19 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %67 to %c19_i64_92 step %c64_i64  : i64 {
        %76 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %77 = llvm.load %76 : !llvm.ptr<1> -> f32
        %78 = llvm.getelementptr %42[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = arith.mulf %77, %79 : f32
        %81 = llvm.getelementptr %56[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %80, %81 : f32, !llvm.ptr<1>
      }
      %thread_id_x_93 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_95 : index to i64
      %70 = arith.muli %c32_i64_94, %69 : i64
      %71 = arith.addi %68, %70 : i64
      %c19_i64_96 = arith.constant 19 : i64
      %c64_i64_97 = arith.constant 64 : i64
      scf.for %arg13 = %71 to %c19_i64_96 step %c64_i64_97  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %76 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %77 = llvm.load %76 : !llvm.ptr<1> -> f32
        %78 = llvm.getelementptr %42[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = arith.mulf %77, %79 : f32
        %81 = llvm.getelementptr %58[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %82 = llvm.load %81 : !llvm.ptr<1> -> f32
        %83 = llvm.intr.fma(%cst, %80, %82) : (f32, f32, f32) -> f32
        %84 = llvm.getelementptr %58[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %83, %84 : f32, !llvm.ptr<1>
      }
      %thread_id_x_98 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_98 : index to i64
      %c32_i64_99 = arith.constant 32 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_100 : index to i64
      %74 = arith.muli %c32_i64_99, %73 : i64
      %75 = arith.addi %72, %74 : i64
      %c19_i64_101 = arith.constant 19 : i64
      %c64_i64_102 = arith.constant 64 : i64
      scf.for %arg13 = %75 to %c19_i64_101 step %c64_i64_102  : i64 {
        %cst = arith.constant -3.000000e+00 : f64
        %76 = llvm.getelementptr %60[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %77 = llvm.load %76 : !llvm.ptr<1> -> f64
        %78 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = arith.extf %79 : f32 to f64
        %81 = llvm.getelementptr %44[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %82 = llvm.load %81 : !llvm.ptr<1> -> f64
        %83 = arith.mulf %80, %82 : f64
        %84 = llvm.intr.fma(%cst, %77, %83) : (f64, f64, f64) -> f64
        %85 = llvm.getelementptr %60[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %84, %85 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
