module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_types(%arg0: f32, %arg1: f32, %arg2: memref<72x7xf16, strided<[1, 72]>, 1>, %arg3: memref<7x9xf16, strided<[1, 7]>, 1>, %arg4: memref<72x9xf32, strided<[1, 72]>, 1>, %arg5: memref<43x5xbf16, strided<[1, 43]>, 1>, %arg6: memref<12x5xbf16, strided<[1, 12]>, 1>, %arg7: memref<43x12xf32, strided<[1, 43]>, 1>, %arg8: memref<35x6xf16, strided<[1, 35]>, 1>, %arg9: memref<6x9xbf16, strided<[1, 6]>, 1>, %arg10: memref<35x9xf64, strided<[1, 35]>, 1>, %arg11: memref<20x4xf32, strided<[1, 20]>, 1>, %arg12: memref<4x10xf64, strided<[1, 4]>, 1>, %arg13: memref<20x10xf64, strided<[1, 20]>, 1>, %arg14: memref<33x?xf16, strided<[1, 33]>, 1>, %arg15: memref<?x8xf16, strided<[1, ?]>, 1>, %arg16: memref<33x8xf32, strided<[1, 33]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<72x7xf16, strided<[1, 72]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<72x7xf16, strided<[1, 72]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg3 : memref<7x9xf16, strided<[1, 7]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<7x9xf16, strided<[1, 7]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<72x9xf32, strided<[1, 72]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<72x9xf32, strided<[1, 72]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<43x5xbf16, strided<[1, 43]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<43x5xbf16, strided<[1, 43]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg6 : memref<12x5xbf16, strided<[1, 12]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<12x5xbf16, strided<[1, 12]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<43x12xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<43x12xf32, strided<[1, 43]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<35x6xf16, strided<[1, 35]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<35x6xf16, strided<[1, 35]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<6x9xbf16, strided<[1, 6]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<6x9xbf16, strided<[1, 6]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg10 : memref<35x9xf64, strided<[1, 35]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<35x9xf64, strided<[1, 35]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg11 : memref<20x4xf32, strided<[1, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg11 : memref<20x4xf32, strided<[1, 20]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg12 : memref<4x10xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg12 : memref<4x10xf64, strided<[1, 4]>, 1> -> index
      %20 = arith.index_cast %intptr_49 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg13 : memref<20x10xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg13 : memref<20x10xf64, strided<[1, 20]>, 1> -> index
      %22 = arith.index_cast %intptr_54 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg14 : memref<33x?xf16, strided<[1, 33]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg14 : memref<33x?xf16, strided<[1, 33]>, 1> -> index
      %24 = arith.index_cast %intptr_59 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_57#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg15 : memref<?x8xf16, strided<[1, ?]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg15 : memref<?x8xf16, strided<[1, ?]>, 1> -> index
      %27 = arith.index_cast %intptr_64 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_62#0 : index to i64
      %30 = arith.index_cast %strides_63#1 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %arg16 : memref<33x8xf32, strided<[1, 33]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg16 : memref<33x8xf32, strided<[1, 33]>, 1> -> index
      %31 = arith.index_cast %intptr_69 : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f64>
      %alloca_80 = memref.alloca() : memref<f64>
      %alloca_81 = memref.alloca() : memref<f64>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f64>
      %alloca_84 = memref.alloca() : memref<f64>
      %alloca_85 = memref.alloca() : memref<f64>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %thread_id_x = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x : index to i64
      %c71_i64 = arith.constant 71 : i64
      %34 = arith.minsi %33, %c71_i64 : i64
      %thread_id_x_89 = gpu.thread_id  x
      %35 = arith.index_cast %thread_id_x_89 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %36 = arith.addi %35, %c64_i64 : i64
      %c71_i64_90 = arith.constant 71 : i64
      %37 = arith.minsi %36, %c71_i64_90 : i64
      %thread_id_y = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_91 = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y_91 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %40 = arith.addi %39, %c3_i64 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y_92 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %42 = arith.addi %41, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_93 = arith.constant 0.000000e+00 : f32
      memref.store %cst_93, %alloca_70[] : memref<f32>
      %cst_94 = arith.constant 0.000000e+00 : f32
      memref.store %cst_94, %alloca_71[] : memref<f32>
      %cst_95 = arith.constant 0.000000e+00 : f32
      memref.store %cst_95, %alloca_72[] : memref<f32>
      %cst_96 = arith.constant 0.000000e+00 : f32
      memref.store %cst_96, %alloca_73[] : memref<f32>
      %cst_97 = arith.constant 0.000000e+00 : f32
      memref.store %cst_97, %alloca_74[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c72_i64_156 = arith.constant 72 : i64
        %88 = arith.muli %arg17, %c72_i64_156 : i64
        %89 = arith.addi %34, %88 : i64
        %90 = llvm.getelementptr %1[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %91 = llvm.load %90 : !llvm.ptr<1> -> f16
        %c72_i64_157 = arith.constant 72 : i64
        %92 = arith.muli %arg17, %c72_i64_157 : i64
        %93 = arith.addi %37, %92 : i64
        %94 = llvm.getelementptr %1[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %95 = llvm.load %94 : !llvm.ptr<1> -> f16
        %c7_i64_158 = arith.constant 7 : i64
        %96 = arith.muli %38, %c7_i64_158 : i64
        %97 = arith.addi %arg17, %96 : i64
        %98 = llvm.getelementptr %3[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %99 = llvm.load %98 : !llvm.ptr<1> -> f16
        %c7_i64_159 = arith.constant 7 : i64
        %100 = arith.muli %40, %c7_i64_159 : i64
        %101 = arith.addi %arg17, %100 : i64
        %102 = llvm.getelementptr %3[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %103 = llvm.load %102 : !llvm.ptr<1> -> f16
        %c7_i64_160 = arith.constant 7 : i64
        %104 = arith.muli %42, %c7_i64_160 : i64
        %105 = arith.addi %arg17, %104 : i64
        %106 = llvm.getelementptr %3[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %107 = llvm.load %106 : !llvm.ptr<1> -> f16
        %108 = memref.load %alloca[] : memref<f32>
        %109 = arith.extf %91 : f16 to f32
        %110 = arith.extf %99 : f16 to f32
        %111 = arith.mulf %109, %110 : f32
        %112 = arith.addf %108, %111 : f32
        memref.store %112, %alloca[] : memref<f32>
        %113 = memref.load %alloca_70[] : memref<f32>
        %114 = arith.extf %91 : f16 to f32
        %115 = arith.extf %103 : f16 to f32
        %116 = arith.mulf %114, %115 : f32
        %117 = arith.addf %113, %116 : f32
        memref.store %117, %alloca_70[] : memref<f32>
        %118 = memref.load %alloca_71[] : memref<f32>
        %119 = arith.extf %91 : f16 to f32
        %120 = arith.extf %107 : f16 to f32
        %121 = arith.mulf %119, %120 : f32
        %122 = arith.addf %118, %121 : f32
        memref.store %122, %alloca_71[] : memref<f32>
        %123 = memref.load %alloca_72[] : memref<f32>
        %124 = arith.extf %95 : f16 to f32
        %125 = arith.extf %99 : f16 to f32
        %126 = arith.mulf %124, %125 : f32
        %127 = arith.addf %123, %126 : f32
        memref.store %127, %alloca_72[] : memref<f32>
        %128 = memref.load %alloca_73[] : memref<f32>
        %129 = arith.extf %95 : f16 to f32
        %130 = arith.extf %103 : f16 to f32
        %131 = arith.mulf %129, %130 : f32
        %132 = arith.addf %128, %131 : f32
        memref.store %132, %alloca_73[] : memref<f32>
        %133 = memref.load %alloca_74[] : memref<f32>
        %134 = arith.extf %95 : f16 to f32
        %135 = arith.extf %107 : f16 to f32
        %136 = arith.mulf %134, %135 : f32
        %137 = arith.addf %133, %136 : f32
        memref.store %137, %alloca_74[] : memref<f32>
      }
      %c72_i64 = arith.constant 72 : i64
      %43 = arith.cmpi slt, %33, %c72_i64 : i64
      scf.if %43 {
        %88 = memref.load %alloca[] : memref<f32>
        %89 = arith.mulf %arg0, %88 : f32
        %c72_i64_156 = arith.constant 72 : i64
        %90 = arith.muli %38, %c72_i64_156 : i64
        %91 = arith.addi %33, %90 : i64
        %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %94 = arith.mulf %arg1, %93 : f32
        %95 = arith.addf %89, %94 : f32
        %c72_i64_157 = arith.constant 72 : i64
        %96 = arith.muli %38, %c72_i64_157 : i64
        %97 = arith.addi %33, %96 : i64
        %98 = llvm.getelementptr %5[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %95, %98 : f32, !llvm.ptr<1>
        %99 = memref.load %alloca_70[] : memref<f32>
        %100 = arith.mulf %arg0, %99 : f32
        %c72_i64_158 = arith.constant 72 : i64
        %101 = arith.muli %40, %c72_i64_158 : i64
        %102 = arith.addi %33, %101 : i64
        %103 = llvm.getelementptr %5[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %105 = arith.mulf %arg1, %104 : f32
        %106 = arith.addf %100, %105 : f32
        %c72_i64_159 = arith.constant 72 : i64
        %107 = arith.muli %40, %c72_i64_159 : i64
        %108 = arith.addi %33, %107 : i64
        %109 = llvm.getelementptr %5[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %106, %109 : f32, !llvm.ptr<1>
        %110 = memref.load %alloca_71[] : memref<f32>
        %111 = arith.mulf %arg0, %110 : f32
        %c72_i64_160 = arith.constant 72 : i64
        %112 = arith.muli %42, %c72_i64_160 : i64
        %113 = arith.addi %33, %112 : i64
        %114 = llvm.getelementptr %5[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %115 = llvm.load %114 : !llvm.ptr<1> -> f32
        %116 = arith.mulf %arg1, %115 : f32
        %117 = arith.addf %111, %116 : f32
        %c72_i64_161 = arith.constant 72 : i64
        %118 = arith.muli %42, %c72_i64_161 : i64
        %119 = arith.addi %33, %118 : i64
        %120 = llvm.getelementptr %5[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %117, %120 : f32, !llvm.ptr<1>
      }
      %c72_i64_98 = arith.constant 72 : i64
      %44 = arith.cmpi slt, %36, %c72_i64_98 : i64
      scf.if %44 {
        %88 = memref.load %alloca_72[] : memref<f32>
        %89 = arith.mulf %arg0, %88 : f32
        %c72_i64_156 = arith.constant 72 : i64
        %90 = arith.muli %38, %c72_i64_156 : i64
        %91 = arith.addi %36, %90 : i64
        %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %94 = arith.mulf %arg1, %93 : f32
        %95 = arith.addf %89, %94 : f32
        %c72_i64_157 = arith.constant 72 : i64
        %96 = arith.muli %38, %c72_i64_157 : i64
        %97 = arith.addi %36, %96 : i64
        %98 = llvm.getelementptr %5[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %95, %98 : f32, !llvm.ptr<1>
        %99 = memref.load %alloca_73[] : memref<f32>
        %100 = arith.mulf %arg0, %99 : f32
        %c72_i64_158 = arith.constant 72 : i64
        %101 = arith.muli %40, %c72_i64_158 : i64
        %102 = arith.addi %36, %101 : i64
        %103 = llvm.getelementptr %5[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %105 = arith.mulf %arg1, %104 : f32
        %106 = arith.addf %100, %105 : f32
        %c72_i64_159 = arith.constant 72 : i64
        %107 = arith.muli %40, %c72_i64_159 : i64
        %108 = arith.addi %36, %107 : i64
        %109 = llvm.getelementptr %5[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %106, %109 : f32, !llvm.ptr<1>
        %110 = memref.load %alloca_74[] : memref<f32>
        %111 = arith.mulf %arg0, %110 : f32
        %c72_i64_160 = arith.constant 72 : i64
        %112 = arith.muli %42, %c72_i64_160 : i64
        %113 = arith.addi %36, %112 : i64
        %114 = llvm.getelementptr %5[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %115 = llvm.load %114 : !llvm.ptr<1> -> f32
        %116 = arith.mulf %arg1, %115 : f32
        %117 = arith.addf %111, %116 : f32
        %c72_i64_161 = arith.constant 72 : i64
        %118 = arith.muli %42, %c72_i64_161 : i64
        %119 = arith.addi %36, %118 : i64
        %120 = llvm.getelementptr %5[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %117, %120 : f32, !llvm.ptr<1>
      }
      %thread_id_x_99 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_99 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %46 = arith.minsi %45, %c42_i64 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_100 : index to i64
      %thread_id_y_101 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_101 : index to i64
      %c3_i64_102 = arith.constant 3 : i64
      %49 = arith.addi %48, %c3_i64_102 : i64
      %thread_id_y_103 = gpu.thread_id  y
      %50 = arith.index_cast %thread_id_y_103 : index to i64
      %c6_i64_104 = arith.constant 6 : i64
      %51 = arith.addi %50, %c6_i64_104 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y_105 : index to i64
      %c9_i64 = arith.constant 9 : i64
      %53 = arith.addi %52, %c9_i64 : i64
      %cst_106 = arith.constant 0.000000e+00 : f32
      memref.store %cst_106, %alloca_75[] : memref<f32>
      %cst_107 = arith.constant 0.000000e+00 : f32
      memref.store %cst_107, %alloca_76[] : memref<f32>
      %cst_108 = arith.constant 0.000000e+00 : f32
      memref.store %cst_108, %alloca_77[] : memref<f32>
      %cst_109 = arith.constant 0.000000e+00 : f32
      memref.store %cst_109, %alloca_78[] : memref<f32>
      %c0_i64_110 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64_111 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_110 to %c5_i64 step %c1_i64_111  : i64 {
        %c43_i64_156 = arith.constant 43 : i64
        %88 = arith.muli %arg17, %c43_i64_156 : i64
        %89 = arith.addi %46, %88 : i64
        %90 = llvm.getelementptr %7[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %91 = llvm.load %90 : !llvm.ptr<1> -> bf16
        %c12_i64 = arith.constant 12 : i64
        %92 = arith.muli %arg17, %c12_i64 : i64
        %93 = arith.addi %47, %92 : i64
        %94 = llvm.getelementptr %9[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %95 = llvm.load %94 : !llvm.ptr<1> -> bf16
        %c12_i64_157 = arith.constant 12 : i64
        %96 = arith.muli %arg17, %c12_i64_157 : i64
        %97 = arith.addi %49, %96 : i64
        %98 = llvm.getelementptr %9[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %99 = llvm.load %98 : !llvm.ptr<1> -> bf16
        %c12_i64_158 = arith.constant 12 : i64
        %100 = arith.muli %arg17, %c12_i64_158 : i64
        %101 = arith.addi %51, %100 : i64
        %102 = llvm.getelementptr %9[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %103 = llvm.load %102 : !llvm.ptr<1> -> bf16
        %c12_i64_159 = arith.constant 12 : i64
        %104 = arith.muli %arg17, %c12_i64_159 : i64
        %105 = arith.addi %53, %104 : i64
        %106 = llvm.getelementptr %9[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %107 = llvm.load %106 : !llvm.ptr<1> -> bf16
        %108 = memref.load %alloca_75[] : memref<f32>
        %109 = arith.extf %91 : bf16 to f32
        %110 = arith.extf %95 : bf16 to f32
        %111 = arith.mulf %109, %110 : f32
        %112 = arith.addf %108, %111 : f32
        memref.store %112, %alloca_75[] : memref<f32>
        %113 = memref.load %alloca_76[] : memref<f32>
        %114 = arith.extf %91 : bf16 to f32
        %115 = arith.extf %99 : bf16 to f32
        %116 = arith.mulf %114, %115 : f32
        %117 = arith.addf %113, %116 : f32
        memref.store %117, %alloca_76[] : memref<f32>
        %118 = memref.load %alloca_77[] : memref<f32>
        %119 = arith.extf %91 : bf16 to f32
        %120 = arith.extf %103 : bf16 to f32
        %121 = arith.mulf %119, %120 : f32
        %122 = arith.addf %118, %121 : f32
        memref.store %122, %alloca_77[] : memref<f32>
        %123 = memref.load %alloca_78[] : memref<f32>
        %124 = arith.extf %91 : bf16 to f32
        %125 = arith.extf %107 : bf16 to f32
        %126 = arith.mulf %124, %125 : f32
        %127 = arith.addf %123, %126 : f32
        memref.store %127, %alloca_78[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %54 = arith.cmpi slt, %45, %c43_i64 : i64
      scf.if %54 {
        %88 = memref.load %alloca_75[] : memref<f32>
        %c43_i64_156 = arith.constant 43 : i64
        %89 = arith.muli %47, %c43_i64_156 : i64
        %90 = arith.addi %45, %89 : i64
        %91 = llvm.getelementptr %11[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %88, %91 : f32, !llvm.ptr<1>
        %92 = memref.load %alloca_76[] : memref<f32>
        %c43_i64_157 = arith.constant 43 : i64
        %93 = arith.muli %49, %c43_i64_157 : i64
        %94 = arith.addi %45, %93 : i64
        %95 = llvm.getelementptr %11[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %92, %95 : f32, !llvm.ptr<1>
        %96 = memref.load %alloca_77[] : memref<f32>
        %c43_i64_158 = arith.constant 43 : i64
        %97 = arith.muli %51, %c43_i64_158 : i64
        %98 = arith.addi %45, %97 : i64
        %99 = llvm.getelementptr %11[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %96, %99 : f32, !llvm.ptr<1>
        %100 = memref.load %alloca_78[] : memref<f32>
        %c43_i64_159 = arith.constant 43 : i64
        %101 = arith.muli %53, %c43_i64_159 : i64
        %102 = arith.addi %45, %101 : i64
        %103 = llvm.getelementptr %11[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %100, %103 : f32, !llvm.ptr<1>
      }
      %thread_id_x_112 = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x_112 : index to i64
      %c34_i64 = arith.constant 34 : i64
      %56 = arith.minsi %55, %c34_i64 : i64
      %thread_id_y_113 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_113 : index to i64
      %thread_id_y_114 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_114 : index to i64
      %c3_i64_115 = arith.constant 3 : i64
      %59 = arith.addi %58, %c3_i64_115 : i64
      %thread_id_y_116 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_116 : index to i64
      %c6_i64_117 = arith.constant 6 : i64
      %61 = arith.addi %60, %c6_i64_117 : i64
      %cst_118 = arith.constant 0.000000e+00 : f64
      memref.store %cst_118, %alloca_79[] : memref<f64>
      %cst_119 = arith.constant 0.000000e+00 : f64
      memref.store %cst_119, %alloca_80[] : memref<f64>
      %cst_120 = arith.constant 0.000000e+00 : f64
      memref.store %cst_120, %alloca_81[] : memref<f64>
      %c0_i64_121 = arith.constant 0 : i64
      %c6_i64_122 = arith.constant 6 : i64
      %c1_i64_123 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_121 to %c6_i64_122 step %c1_i64_123  : i64 {
        %c35_i64_156 = arith.constant 35 : i64
        %88 = arith.muli %arg17, %c35_i64_156 : i64
        %89 = arith.addi %56, %88 : i64
        %90 = llvm.getelementptr %13[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %91 = llvm.load %90 : !llvm.ptr<1> -> f16
        %c6_i64_157 = arith.constant 6 : i64
        %92 = arith.muli %57, %c6_i64_157 : i64
        %93 = arith.addi %arg17, %92 : i64
        %94 = llvm.getelementptr %15[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %95 = llvm.load %94 : !llvm.ptr<1> -> bf16
        %c6_i64_158 = arith.constant 6 : i64
        %96 = arith.muli %59, %c6_i64_158 : i64
        %97 = arith.addi %arg17, %96 : i64
        %98 = llvm.getelementptr %15[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %99 = llvm.load %98 : !llvm.ptr<1> -> bf16
        %c6_i64_159 = arith.constant 6 : i64
        %100 = arith.muli %61, %c6_i64_159 : i64
        %101 = arith.addi %arg17, %100 : i64
        %102 = llvm.getelementptr %15[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %103 = llvm.load %102 : !llvm.ptr<1> -> bf16
        %104 = memref.load %alloca_79[] : memref<f64>
        %105 = arith.extf %91 : f16 to f64
        %106 = arith.extf %95 : bf16 to f64
        %107 = arith.mulf %105, %106 : f64
        %108 = arith.addf %104, %107 : f64
        memref.store %108, %alloca_79[] : memref<f64>
        %109 = memref.load %alloca_80[] : memref<f64>
        %110 = arith.extf %91 : f16 to f64
        %111 = arith.extf %99 : bf16 to f64
        %112 = arith.mulf %110, %111 : f64
        %113 = arith.addf %109, %112 : f64
        memref.store %113, %alloca_80[] : memref<f64>
        %114 = memref.load %alloca_81[] : memref<f64>
        %115 = arith.extf %91 : f16 to f64
        %116 = arith.extf %103 : bf16 to f64
        %117 = arith.mulf %115, %116 : f64
        %118 = arith.addf %114, %117 : f64
        memref.store %118, %alloca_81[] : memref<f64>
      }
      %c35_i64 = arith.constant 35 : i64
      %62 = arith.cmpi slt, %55, %c35_i64 : i64
      scf.if %62 {
        %c35_i64_156 = arith.constant 35 : i64
        %88 = arith.muli %57, %c35_i64_156 : i64
        %89 = arith.addi %55, %88 : i64
        %90 = llvm.getelementptr %17[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %91 = llvm.load %90 : !llvm.ptr<1> -> f64
        %92 = memref.load %alloca_79[] : memref<f64>
        %93 = arith.addf %91, %92 : f64
        %c35_i64_157 = arith.constant 35 : i64
        %94 = arith.muli %57, %c35_i64_157 : i64
        %95 = arith.addi %55, %94 : i64
        %96 = llvm.getelementptr %17[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %93, %96 : f64, !llvm.ptr<1>
        %c35_i64_158 = arith.constant 35 : i64
        %97 = arith.muli %59, %c35_i64_158 : i64
        %98 = arith.addi %55, %97 : i64
        %99 = llvm.getelementptr %17[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %100 = llvm.load %99 : !llvm.ptr<1> -> f64
        %101 = memref.load %alloca_80[] : memref<f64>
        %102 = arith.addf %100, %101 : f64
        %c35_i64_159 = arith.constant 35 : i64
        %103 = arith.muli %59, %c35_i64_159 : i64
        %104 = arith.addi %55, %103 : i64
        %105 = llvm.getelementptr %17[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %102, %105 : f64, !llvm.ptr<1>
        %c35_i64_160 = arith.constant 35 : i64
        %106 = arith.muli %61, %c35_i64_160 : i64
        %107 = arith.addi %55, %106 : i64
        %108 = llvm.getelementptr %17[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %109 = llvm.load %108 : !llvm.ptr<1> -> f64
        %110 = memref.load %alloca_81[] : memref<f64>
        %111 = arith.addf %109, %110 : f64
        %c35_i64_161 = arith.constant 35 : i64
        %112 = arith.muli %61, %c35_i64_161 : i64
        %113 = arith.addi %55, %112 : i64
        %114 = llvm.getelementptr %17[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %111, %114 : f64, !llvm.ptr<1>
      }
      %thread_id_x_124 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_124 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %64 = arith.minsi %63, %c19_i64 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_125 : index to i64
      %c9_i64_126 = arith.constant 9 : i64
      %66 = arith.minsi %65, %c9_i64_126 : i64
      %thread_id_y_127 = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y_127 : index to i64
      %c3_i64_128 = arith.constant 3 : i64
      %68 = arith.addi %67, %c3_i64_128 : i64
      %c9_i64_129 = arith.constant 9 : i64
      %69 = arith.minsi %68, %c9_i64_129 : i64
      %thread_id_y_130 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_130 : index to i64
      %c6_i64_131 = arith.constant 6 : i64
      %71 = arith.addi %70, %c6_i64_131 : i64
      %c9_i64_132 = arith.constant 9 : i64
      %72 = arith.minsi %71, %c9_i64_132 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_133 : index to i64
      %c9_i64_134 = arith.constant 9 : i64
      %74 = arith.addi %73, %c9_i64_134 : i64
      %c9_i64_135 = arith.constant 9 : i64
      %75 = arith.minsi %74, %c9_i64_135 : i64
      %cst_136 = arith.constant 0.000000e+00 : f64
      memref.store %cst_136, %alloca_82[] : memref<f64>
      %cst_137 = arith.constant 0.000000e+00 : f64
      memref.store %cst_137, %alloca_83[] : memref<f64>
      %cst_138 = arith.constant 0.000000e+00 : f64
      memref.store %cst_138, %alloca_84[] : memref<f64>
      %cst_139 = arith.constant 0.000000e+00 : f64
      memref.store %cst_139, %alloca_85[] : memref<f64>
      %c0_i64_140 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_141 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_140 to %c4_i64 step %c1_i64_141  : i64 {
        %c20_i64_156 = arith.constant 20 : i64
        %88 = arith.muli %arg17, %c20_i64_156 : i64
        %89 = arith.addi %64, %88 : i64
        %90 = llvm.getelementptr %19[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %91 = llvm.load %90 : !llvm.ptr<1> -> f32
        %c4_i64_157 = arith.constant 4 : i64
        %92 = arith.muli %66, %c4_i64_157 : i64
        %93 = arith.addi %arg17, %92 : i64
        %94 = llvm.getelementptr %21[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %95 = llvm.load %94 : !llvm.ptr<1> -> f64
        %c4_i64_158 = arith.constant 4 : i64
        %96 = arith.muli %69, %c4_i64_158 : i64
        %97 = arith.addi %arg17, %96 : i64
        %98 = llvm.getelementptr %21[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %99 = llvm.load %98 : !llvm.ptr<1> -> f64
        %c4_i64_159 = arith.constant 4 : i64
        %100 = arith.muli %72, %c4_i64_159 : i64
        %101 = arith.addi %arg17, %100 : i64
        %102 = llvm.getelementptr %21[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %103 = llvm.load %102 : !llvm.ptr<1> -> f64
        %c4_i64_160 = arith.constant 4 : i64
        %104 = arith.muli %75, %c4_i64_160 : i64
        %105 = arith.addi %arg17, %104 : i64
        %106 = llvm.getelementptr %21[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %107 = llvm.load %106 : !llvm.ptr<1> -> f64
        %108 = memref.load %alloca_82[] : memref<f64>
        %109 = arith.extf %91 : f32 to f64
        %110 = arith.mulf %109, %95 : f64
        %111 = arith.addf %108, %110 : f64
        memref.store %111, %alloca_82[] : memref<f64>
        %112 = memref.load %alloca_83[] : memref<f64>
        %113 = arith.extf %91 : f32 to f64
        %114 = arith.mulf %113, %99 : f64
        %115 = arith.addf %112, %114 : f64
        memref.store %115, %alloca_83[] : memref<f64>
        %116 = memref.load %alloca_84[] : memref<f64>
        %117 = arith.extf %91 : f32 to f64
        %118 = arith.mulf %117, %103 : f64
        %119 = arith.addf %116, %118 : f64
        memref.store %119, %alloca_84[] : memref<f64>
        %120 = memref.load %alloca_85[] : memref<f64>
        %121 = arith.extf %91 : f32 to f64
        %122 = arith.mulf %121, %107 : f64
        %123 = arith.addf %120, %122 : f64
        memref.store %123, %alloca_85[] : memref<f64>
      }
      %c20_i64 = arith.constant 20 : i64
      %76 = arith.cmpi slt, %63, %c20_i64 : i64
      scf.if %76 {
        %c10_i64 = arith.constant 10 : i64
        %88 = arith.cmpi slt, %65, %c10_i64 : i64
        scf.if %88 {
          %92 = memref.load %alloca_82[] : memref<f64>
          %c20_i64_159 = arith.constant 20 : i64
          %93 = arith.muli %65, %c20_i64_159 : i64
          %94 = arith.addi %63, %93 : i64
          %95 = llvm.getelementptr %23[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %92, %95 : f64, !llvm.ptr<1>
        }
        %c10_i64_156 = arith.constant 10 : i64
        %89 = arith.cmpi slt, %68, %c10_i64_156 : i64
        scf.if %89 {
          %92 = memref.load %alloca_83[] : memref<f64>
          %c20_i64_159 = arith.constant 20 : i64
          %93 = arith.muli %68, %c20_i64_159 : i64
          %94 = arith.addi %63, %93 : i64
          %95 = llvm.getelementptr %23[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %92, %95 : f64, !llvm.ptr<1>
        }
        %c10_i64_157 = arith.constant 10 : i64
        %90 = arith.cmpi slt, %71, %c10_i64_157 : i64
        scf.if %90 {
          %92 = memref.load %alloca_84[] : memref<f64>
          %c20_i64_159 = arith.constant 20 : i64
          %93 = arith.muli %71, %c20_i64_159 : i64
          %94 = arith.addi %63, %93 : i64
          %95 = llvm.getelementptr %23[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %92, %95 : f64, !llvm.ptr<1>
        }
        %c10_i64_158 = arith.constant 10 : i64
        %91 = arith.cmpi slt, %74, %c10_i64_158 : i64
        scf.if %91 {
          %92 = memref.load %alloca_85[] : memref<f64>
          %c20_i64_159 = arith.constant 20 : i64
          %93 = arith.muli %74, %c20_i64_159 : i64
          %94 = arith.addi %63, %93 : i64
          %95 = llvm.getelementptr %23[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %92, %95 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_142 = gpu.thread_id  x
      %77 = arith.index_cast %thread_id_x_142 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %78 = arith.minsi %77, %c32_i64 : i64
      %thread_id_y_143 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_143 : index to i64
      %c7_i64_144 = arith.constant 7 : i64
      %80 = arith.minsi %79, %c7_i64_144 : i64
      %thread_id_y_145 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_145 : index to i64
      %c3_i64_146 = arith.constant 3 : i64
      %82 = arith.addi %81, %c3_i64_146 : i64
      %c7_i64_147 = arith.constant 7 : i64
      %83 = arith.minsi %82, %c7_i64_147 : i64
      %thread_id_y_148 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_148 : index to i64
      %c6_i64_149 = arith.constant 6 : i64
      %85 = arith.addi %84, %c6_i64_149 : i64
      %c7_i64_150 = arith.constant 7 : i64
      %86 = arith.minsi %85, %c7_i64_150 : i64
      %cst_151 = arith.constant 0.000000e+00 : f32
      memref.store %cst_151, %alloca_86[] : memref<f32>
      %cst_152 = arith.constant 0.000000e+00 : f32
      memref.store %cst_152, %alloca_87[] : memref<f32>
      %cst_153 = arith.constant 0.000000e+00 : f32
      memref.store %cst_153, %alloca_88[] : memref<f32>
      %c0_i64_154 = arith.constant 0 : i64
      %c1_i64_155 = arith.constant 1 : i64
      scf.for %arg17 = %c0_i64_154 to %26 step %c1_i64_155  : i64 {
        %c33_i64_156 = arith.constant 33 : i64
        %88 = arith.muli %arg17, %c33_i64_156 : i64
        %89 = arith.addi %78, %88 : i64
        %90 = llvm.getelementptr %25[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %91 = llvm.load %90 : !llvm.ptr<1> -> f16
        %92 = arith.muli %80, %30 : i64
        %93 = arith.addi %arg17, %92 : i64
        %94 = llvm.getelementptr %28[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %95 = llvm.load %94 : !llvm.ptr<1> -> f16
        %96 = arith.muli %83, %30 : i64
        %97 = arith.addi %arg17, %96 : i64
        %98 = llvm.getelementptr %28[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %99 = llvm.load %98 : !llvm.ptr<1> -> f16
        %100 = arith.muli %86, %30 : i64
        %101 = arith.addi %arg17, %100 : i64
        %102 = llvm.getelementptr %28[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %103 = llvm.load %102 : !llvm.ptr<1> -> f16
        %104 = memref.load %alloca_86[] : memref<f32>
        %105 = arith.extf %91 : f16 to f32
        %106 = arith.extf %95 : f16 to f32
        %107 = arith.mulf %105, %106 : f32
        %108 = arith.addf %104, %107 : f32
        memref.store %108, %alloca_86[] : memref<f32>
        %109 = memref.load %alloca_87[] : memref<f32>
        %110 = arith.extf %91 : f16 to f32
        %111 = arith.extf %99 : f16 to f32
        %112 = arith.mulf %110, %111 : f32
        %113 = arith.addf %109, %112 : f32
        memref.store %113, %alloca_87[] : memref<f32>
        %114 = memref.load %alloca_88[] : memref<f32>
        %115 = arith.extf %91 : f16 to f32
        %116 = arith.extf %103 : f16 to f32
        %117 = arith.mulf %115, %116 : f32
        %118 = arith.addf %114, %117 : f32
        memref.store %118, %alloca_88[] : memref<f32>
      }
      %c33_i64 = arith.constant 33 : i64
      %87 = arith.cmpi slt, %77, %c33_i64 : i64
      scf.if %87 {
        %c8_i64 = arith.constant 8 : i64
        %88 = arith.cmpi slt, %79, %c8_i64 : i64
        scf.if %88 {
          %91 = memref.load %alloca_86[] : memref<f32>
          %c33_i64_158 = arith.constant 33 : i64
          %92 = arith.muli %79, %c33_i64_158 : i64
          %93 = arith.addi %77, %92 : i64
          %94 = llvm.getelementptr %32[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %91, %94 : f32, !llvm.ptr<1>
        }
        %c8_i64_156 = arith.constant 8 : i64
        %89 = arith.cmpi slt, %82, %c8_i64_156 : i64
        scf.if %89 {
          %91 = memref.load %alloca_87[] : memref<f32>
          %c33_i64_158 = arith.constant 33 : i64
          %92 = arith.muli %82, %c33_i64_158 : i64
          %93 = arith.addi %77, %92 : i64
          %94 = llvm.getelementptr %32[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %91, %94 : f32, !llvm.ptr<1>
        }
        %c8_i64_157 = arith.constant 8 : i64
        %90 = arith.cmpi slt, %85, %c8_i64_157 : i64
        scf.if %90 {
          %91 = memref.load %alloca_88[] : memref<f32>
          %c33_i64_158 = arith.constant 33 : i64
          %92 = arith.muli %85, %c33_i64_158 : i64
          %93 = arith.addi %77, %92 : i64
          %94 = llvm.getelementptr %32[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %91, %94 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
