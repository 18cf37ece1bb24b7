module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_mixed_precision(%arg0: f64, %arg1: memref<9x4xf32, strided<[1, 9]>, 1>, %arg2: memref<4x6xf32, strided<[1, 4]>, 1>, %arg3: memref<9x6xf32, strided<[1, 9]>, 1>, %arg4: memref<4x6xf64, strided<[1, 4]>, 1>, %arg5: memref<9x6xf64, strided<[1, 9]>, 1>, %arg6: memref<9x4xi32, strided<[1, 9]>, 1>, %arg7: memref<4x6xi32, strided<[1, 4]>, 1>, %arg8: memref<9x6xf32, strided<[1, 9]>, 1>, %arg9: memref<9x4xi8, strided<[1, 9]>, 1>, %arg10: memref<4x6xi16, strided<[1, 4]>, 1>, %arg11: memref<9x6xi32, strided<[1, 9]>, 1>, %arg12: memref<9x4xi16, strided<[1, 9]>, 1>, %arg13: memref<4x6xi16, strided<[1, 4]>, 1>, %arg14: memref<9x6xi16, strided<[1, 9]>, 1>, %arg15: memref<9x6xi32, strided<[1, 9]>, 1>, %arg16: memref<4x6xi8, strided<[1, 4]>, 1>, %arg17: memref<9x6xi32, strided<[1, 9]>, 1>, %arg18: memref<9x6xi8, strided<[1, 9]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<9x4xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<9x4xf32, strided<[1, 9]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<4x6xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x6xf32, strided<[1, 4]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<9x6xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<9x6xf32, strided<[1, 9]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<4x6xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<4x6xf64, strided<[1, 4]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<9x6xf64, strided<[1, 9]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<9x6xf64, strided<[1, 9]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<9x4xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<9x4xi32, strided<[1, 9]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg7 : memref<4x6xi32, strided<[1, 4]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<4x6xi32, strided<[1, 4]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg8 : memref<9x6xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<9x6xf32, strided<[1, 9]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg9 : memref<9x4xi8, strided<[1, 9]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<9x4xi8, strided<[1, 9]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg10 : memref<4x6xi16, strided<[1, 4]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg10 : memref<4x6xi16, strided<[1, 4]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg11 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg11 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %20 = arith.index_cast %intptr_49 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg12 : memref<9x4xi16, strided<[1, 9]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg12 : memref<9x4xi16, strided<[1, 9]>, 1> -> index
      %22 = arith.index_cast %intptr_54 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg13 : memref<4x6xi16, strided<[1, 4]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg13 : memref<4x6xi16, strided<[1, 4]>, 1> -> index
      %24 = arith.index_cast %intptr_59 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg14 : memref<9x6xi16, strided<[1, 9]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg14 : memref<9x6xi16, strided<[1, 9]>, 1> -> index
      %26 = arith.index_cast %intptr_64 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %arg15 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg15 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %28 = arith.index_cast %intptr_69 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %base_buffer_70, %offset_71, %sizes_72:2, %strides_73:2 = memref.extract_strided_metadata %arg16 : memref<4x6xi8, strided<[1, 4]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %arg16 : memref<4x6xi8, strided<[1, 4]>, 1> -> index
      %30 = arith.index_cast %intptr_74 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %base_buffer_75, %offset_76, %sizes_77:2, %strides_78:2 = memref.extract_strided_metadata %arg17 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %arg17 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %32 = arith.index_cast %intptr_79 : index to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<1>
      %base_buffer_80, %offset_81, %sizes_82:2, %strides_83:2 = memref.extract_strided_metadata %arg18 : memref<9x6xi8, strided<[1, 9]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_84 = memref.extract_aligned_pointer_as_index %arg18 : memref<9x6xi8, strided<[1, 9]>, 1> -> index
      %34 = arith.index_cast %intptr_84 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = llvm.mlir.constant(1 : i64) : i64
      %37 = llvm.alloca %36 x f32 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %36 x f32 : (i64) -> !llvm.ptr
      %39 = llvm.alloca %36 x f32 : (i64) -> !llvm.ptr
      %40 = llvm.alloca %36 x f64 : (i64) -> !llvm.ptr
      %41 = llvm.alloca %36 x f64 : (i64) -> !llvm.ptr
      %42 = llvm.alloca %36 x f64 : (i64) -> !llvm.ptr
      %43 = llvm.alloca %36 x f32 : (i64) -> !llvm.ptr
      %44 = llvm.alloca %36 x f32 : (i64) -> !llvm.ptr
      %45 = llvm.alloca %36 x f32 : (i64) -> !llvm.ptr
      %46 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %47 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %48 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %49 = llvm.alloca %36 x i16 : (i64) -> !llvm.ptr
      %50 = llvm.alloca %36 x i16 : (i64) -> !llvm.ptr
      %51 = llvm.alloca %36 x i16 : (i64) -> !llvm.ptr
      %52 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %53 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %54 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %55 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %56 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %57 = llvm.alloca %36 x i32 : (i64) -> !llvm.ptr
      %58 = llvm.alloca %36 x i8 : (i64) -> !llvm.ptr
      %59 = llvm.alloca %36 x i8 : (i64) -> !llvm.ptr
      %60 = llvm.alloca %36 x i8 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %62 = arith.minsi %61, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %63 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_85 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_85 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %65 = arith.addi %64, %c2_i64 : i64
      %thread_id_y_86 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_86 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %67 = arith.addi %66, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %37 : f32, !llvm.ptr
      %cst_87 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_87, %38 : f32, !llvm.ptr
      %cst_88 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_88, %39 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c4_i64_89 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c4_i64_89 step %c1_i64  : i64 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %arg19, %c9_i64_185 : i64
        %126 = arith.addi %62, %125 : i64
        %127 = llvm.getelementptr %1[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c4_i64_186 = arith.constant 4 : i64
        %129 = arith.muli %63, %c4_i64_186 : i64
        %130 = arith.addi %arg19, %129 : i64
        %131 = llvm.getelementptr %3[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %c4_i64_187 = arith.constant 4 : i64
        %133 = arith.muli %65, %c4_i64_187 : i64
        %134 = arith.addi %arg19, %133 : i64
        %135 = llvm.getelementptr %3[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %136 = llvm.load %135 : !llvm.ptr<1> -> f32
        %c4_i64_188 = arith.constant 4 : i64
        %137 = arith.muli %67, %c4_i64_188 : i64
        %138 = arith.addi %arg19, %137 : i64
        %139 = llvm.getelementptr %3[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %140 = llvm.load %139 : !llvm.ptr<1> -> f32
        %141 = llvm.load %37 : !llvm.ptr -> f32
        %142 = arith.mulf %128, %132 : f32
        %143 = arith.addf %141, %142 : f32
        llvm.store %143, %37 : f32, !llvm.ptr
        %144 = llvm.load %38 : !llvm.ptr -> f32
        %145 = arith.mulf %128, %136 : f32
        %146 = arith.addf %144, %145 : f32
        llvm.store %146, %38 : f32, !llvm.ptr
        %147 = llvm.load %39 : !llvm.ptr -> f32
        %148 = arith.mulf %128, %140 : f32
        %149 = arith.addf %147, %148 : f32
        llvm.store %149, %39 : f32, !llvm.ptr
      }
      %c9_i64 = arith.constant 9 : i64
      %68 = arith.cmpi slt, %61, %c9_i64 : i64
      scf.if %68 {
        %125 = llvm.load %37 : !llvm.ptr -> f32
        %126 = arith.extf %125 : f32 to f64
        %127 = arith.mulf %arg0, %126 : f64
        %cst_185 = arith.constant 5.000000e-01 : f64
        %c9_i64_186 = arith.constant 9 : i64
        %128 = arith.muli %63, %c9_i64_186 : i64
        %129 = arith.addi %61, %128 : i64
        %130 = llvm.getelementptr %5[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %131 = llvm.load %130 : !llvm.ptr<1> -> f32
        %132 = arith.extf %131 : f32 to f64
        %133 = arith.mulf %cst_185, %132 : f64
        %134 = arith.addf %127, %133 : f64
        %135 = arith.truncf %134 : f64 to f32
        %c9_i64_187 = arith.constant 9 : i64
        %136 = arith.muli %63, %c9_i64_187 : i64
        %137 = arith.addi %61, %136 : i64
        %138 = llvm.getelementptr %5[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %135, %138 : f32, !llvm.ptr<1>
        %139 = llvm.load %38 : !llvm.ptr -> f32
        %140 = arith.extf %139 : f32 to f64
        %141 = arith.mulf %arg0, %140 : f64
        %cst_188 = arith.constant 5.000000e-01 : f64
        %c9_i64_189 = arith.constant 9 : i64
        %142 = arith.muli %65, %c9_i64_189 : i64
        %143 = arith.addi %61, %142 : i64
        %144 = llvm.getelementptr %5[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %145 = llvm.load %144 : !llvm.ptr<1> -> f32
        %146 = arith.extf %145 : f32 to f64
        %147 = arith.mulf %cst_188, %146 : f64
        %148 = arith.addf %141, %147 : f64
        %149 = arith.truncf %148 : f64 to f32
        %c9_i64_190 = arith.constant 9 : i64
        %150 = arith.muli %65, %c9_i64_190 : i64
        %151 = arith.addi %61, %150 : i64
        %152 = llvm.getelementptr %5[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %149, %152 : f32, !llvm.ptr<1>
        %153 = llvm.load %39 : !llvm.ptr -> f32
        %154 = arith.extf %153 : f32 to f64
        %155 = arith.mulf %arg0, %154 : f64
        %cst_191 = arith.constant 5.000000e-01 : f64
        %c9_i64_192 = arith.constant 9 : i64
        %156 = arith.muli %67, %c9_i64_192 : i64
        %157 = arith.addi %61, %156 : i64
        %158 = llvm.getelementptr %5[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %159 = llvm.load %158 : !llvm.ptr<1> -> f32
        %160 = arith.extf %159 : f32 to f64
        %161 = arith.mulf %cst_191, %160 : f64
        %162 = arith.addf %155, %161 : f64
        %163 = arith.truncf %162 : f64 to f32
        %c9_i64_193 = arith.constant 9 : i64
        %164 = arith.muli %67, %c9_i64_193 : i64
        %165 = arith.addi %61, %164 : i64
        %166 = llvm.getelementptr %5[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %163, %166 : f32, !llvm.ptr<1>
      }
      %thread_id_x_90 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_90 : index to i64
      %c8_i64_91 = arith.constant 8 : i64
      %70 = arith.minsi %69, %c8_i64_91 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_92 : index to i64
      %thread_id_y_93 = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y_93 : index to i64
      %c2_i64_94 = arith.constant 2 : i64
      %73 = arith.addi %72, %c2_i64_94 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_95 : index to i64
      %c4_i64_96 = arith.constant 4 : i64
      %75 = arith.addi %74, %c4_i64_96 : i64
      %cst_97 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_97, %40 : f64, !llvm.ptr
      %cst_98 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_98, %41 : f64, !llvm.ptr
      %cst_99 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_99, %42 : f64, !llvm.ptr
      %c0_i64_100 = arith.constant 0 : i64
      %c4_i64_101 = arith.constant 4 : i64
      %c1_i64_102 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_100 to %c4_i64_101 step %c1_i64_102  : i64 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %arg19, %c9_i64_185 : i64
        %126 = arith.addi %70, %125 : i64
        %127 = llvm.getelementptr %1[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c4_i64_186 = arith.constant 4 : i64
        %129 = arith.muli %71, %c4_i64_186 : i64
        %130 = arith.addi %arg19, %129 : i64
        %131 = llvm.getelementptr %7[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %132 = llvm.load %131 : !llvm.ptr<1> -> f64
        %c4_i64_187 = arith.constant 4 : i64
        %133 = arith.muli %73, %c4_i64_187 : i64
        %134 = arith.addi %arg19, %133 : i64
        %135 = llvm.getelementptr %7[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %136 = llvm.load %135 : !llvm.ptr<1> -> f64
        %c4_i64_188 = arith.constant 4 : i64
        %137 = arith.muli %75, %c4_i64_188 : i64
        %138 = arith.addi %arg19, %137 : i64
        %139 = llvm.getelementptr %7[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %140 = llvm.load %139 : !llvm.ptr<1> -> f64
        %141 = llvm.load %40 : !llvm.ptr -> f64
        %142 = arith.extf %128 : f32 to f64
        %143 = arith.mulf %142, %132 : f64
        %144 = arith.addf %141, %143 : f64
        llvm.store %144, %40 : f64, !llvm.ptr
        %145 = llvm.load %41 : !llvm.ptr -> f64
        %146 = arith.extf %128 : f32 to f64
        %147 = arith.mulf %146, %136 : f64
        %148 = arith.addf %145, %147 : f64
        llvm.store %148, %41 : f64, !llvm.ptr
        %149 = llvm.load %42 : !llvm.ptr -> f64
        %150 = arith.extf %128 : f32 to f64
        %151 = arith.mulf %150, %140 : f64
        %152 = arith.addf %149, %151 : f64
        llvm.store %152, %42 : f64, !llvm.ptr
      }
      %c9_i64_103 = arith.constant 9 : i64
      %76 = arith.cmpi slt, %69, %c9_i64_103 : i64
      scf.if %76 {
        %125 = llvm.load %40 : !llvm.ptr -> f64
        %c9_i64_185 = arith.constant 9 : i64
        %126 = arith.muli %71, %c9_i64_185 : i64
        %127 = arith.addi %69, %126 : i64
        %128 = llvm.getelementptr %9[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %125, %128 : f64, !llvm.ptr<1>
        %129 = llvm.load %41 : !llvm.ptr -> f64
        %c9_i64_186 = arith.constant 9 : i64
        %130 = arith.muli %73, %c9_i64_186 : i64
        %131 = arith.addi %69, %130 : i64
        %132 = llvm.getelementptr %9[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %129, %132 : f64, !llvm.ptr<1>
        %133 = llvm.load %42 : !llvm.ptr -> f64
        %c9_i64_187 = arith.constant 9 : i64
        %134 = arith.muli %75, %c9_i64_187 : i64
        %135 = arith.addi %69, %134 : i64
        %136 = llvm.getelementptr %9[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %133, %136 : f64, !llvm.ptr<1>
      }
      %thread_id_x_104 = gpu.thread_id  x
      %77 = arith.index_cast %thread_id_x_104 : index to i64
      %c8_i64_105 = arith.constant 8 : i64
      %78 = arith.minsi %77, %c8_i64_105 : i64
      %thread_id_y_106 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_106 : index to i64
      %thread_id_y_107 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_107 : index to i64
      %c2_i64_108 = arith.constant 2 : i64
      %81 = arith.addi %80, %c2_i64_108 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %82 = arith.index_cast %thread_id_y_109 : index to i64
      %c4_i64_110 = arith.constant 4 : i64
      %83 = arith.addi %82, %c4_i64_110 : i64
      %cst_111 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_111, %43 : f32, !llvm.ptr
      %cst_112 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_112, %44 : f32, !llvm.ptr
      %cst_113 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_113, %45 : f32, !llvm.ptr
      %c0_i64_114 = arith.constant 0 : i64
      %c4_i64_115 = arith.constant 4 : i64
      %c1_i64_116 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_114 to %c4_i64_115 step %c1_i64_116  : i64 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %arg19, %c9_i64_185 : i64
        %126 = arith.addi %78, %125 : i64
        %127 = llvm.getelementptr %11[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %128 = llvm.load %127 : !llvm.ptr<1> -> i32
        %c4_i64_186 = arith.constant 4 : i64
        %129 = arith.muli %79, %c4_i64_186 : i64
        %130 = arith.addi %arg19, %129 : i64
        %131 = llvm.getelementptr %13[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %132 = llvm.load %131 : !llvm.ptr<1> -> i32
        %c4_i64_187 = arith.constant 4 : i64
        %133 = arith.muli %81, %c4_i64_187 : i64
        %134 = arith.addi %arg19, %133 : i64
        %135 = llvm.getelementptr %13[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %136 = llvm.load %135 : !llvm.ptr<1> -> i32
        %c4_i64_188 = arith.constant 4 : i64
        %137 = arith.muli %83, %c4_i64_188 : i64
        %138 = arith.addi %arg19, %137 : i64
        %139 = llvm.getelementptr %13[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %140 = llvm.load %139 : !llvm.ptr<1> -> i32
        %141 = llvm.load %43 : !llvm.ptr -> f32
        %142 = arith.muli %128, %132 : i32
        %143 = arith.sitofp %142 : i32 to f32
        %144 = arith.addf %141, %143 : f32
        llvm.store %144, %43 : f32, !llvm.ptr
        %145 = llvm.load %44 : !llvm.ptr -> f32
        %146 = arith.muli %128, %136 : i32
        %147 = arith.sitofp %146 : i32 to f32
        %148 = arith.addf %145, %147 : f32
        llvm.store %148, %44 : f32, !llvm.ptr
        %149 = llvm.load %45 : !llvm.ptr -> f32
        %150 = arith.muli %128, %140 : i32
        %151 = arith.sitofp %150 : i32 to f32
        %152 = arith.addf %149, %151 : f32
        llvm.store %152, %45 : f32, !llvm.ptr
      }
      %c9_i64_117 = arith.constant 9 : i64
      %84 = arith.cmpi slt, %77, %c9_i64_117 : i64
      scf.if %84 {
        %125 = llvm.load %43 : !llvm.ptr -> f32
        %cst_185 = arith.constant 2.500000e-01 : f32
        %c9_i64_186 = arith.constant 9 : i64
        %126 = arith.muli %79, %c9_i64_186 : i64
        %127 = arith.addi %77, %126 : i64
        %128 = llvm.getelementptr %15[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %129 = llvm.load %128 : !llvm.ptr<1> -> f32
        %130 = arith.mulf %cst_185, %129 : f32
        %131 = arith.addf %125, %130 : f32
        %c9_i64_187 = arith.constant 9 : i64
        %132 = arith.muli %79, %c9_i64_187 : i64
        %133 = arith.addi %77, %132 : i64
        %134 = llvm.getelementptr %15[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %131, %134 : f32, !llvm.ptr<1>
        %135 = llvm.load %44 : !llvm.ptr -> f32
        %cst_188 = arith.constant 2.500000e-01 : f32
        %c9_i64_189 = arith.constant 9 : i64
        %136 = arith.muli %81, %c9_i64_189 : i64
        %137 = arith.addi %77, %136 : i64
        %138 = llvm.getelementptr %15[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %139 = llvm.load %138 : !llvm.ptr<1> -> f32
        %140 = arith.mulf %cst_188, %139 : f32
        %141 = arith.addf %135, %140 : f32
        %c9_i64_190 = arith.constant 9 : i64
        %142 = arith.muli %81, %c9_i64_190 : i64
        %143 = arith.addi %77, %142 : i64
        %144 = llvm.getelementptr %15[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %141, %144 : f32, !llvm.ptr<1>
        %145 = llvm.load %45 : !llvm.ptr -> f32
        %cst_191 = arith.constant 2.500000e-01 : f32
        %c9_i64_192 = arith.constant 9 : i64
        %146 = arith.muli %83, %c9_i64_192 : i64
        %147 = arith.addi %77, %146 : i64
        %148 = llvm.getelementptr %15[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %149 = llvm.load %148 : !llvm.ptr<1> -> f32
        %150 = arith.mulf %cst_191, %149 : f32
        %151 = arith.addf %145, %150 : f32
        %c9_i64_193 = arith.constant 9 : i64
        %152 = arith.muli %83, %c9_i64_193 : i64
        %153 = arith.addi %77, %152 : i64
        %154 = llvm.getelementptr %15[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %151, %154 : f32, !llvm.ptr<1>
      }
      %thread_id_x_118 = gpu.thread_id  x
      %85 = arith.index_cast %thread_id_x_118 : index to i64
      %c8_i64_119 = arith.constant 8 : i64
      %86 = arith.minsi %85, %c8_i64_119 : i64
      %thread_id_y_120 = gpu.thread_id  y
      %87 = arith.index_cast %thread_id_y_120 : index to i64
      %thread_id_y_121 = gpu.thread_id  y
      %88 = arith.index_cast %thread_id_y_121 : index to i64
      %c2_i64_122 = arith.constant 2 : i64
      %89 = arith.addi %88, %c2_i64_122 : i64
      %thread_id_y_123 = gpu.thread_id  y
      %90 = arith.index_cast %thread_id_y_123 : index to i64
      %c4_i64_124 = arith.constant 4 : i64
      %91 = arith.addi %90, %c4_i64_124 : i64
      %c0_i32 = arith.constant 0 : i32
      llvm.store %c0_i32, %46 : i32, !llvm.ptr
      %c0_i32_125 = arith.constant 0 : i32
      llvm.store %c0_i32_125, %47 : i32, !llvm.ptr
      %c0_i32_126 = arith.constant 0 : i32
      llvm.store %c0_i32_126, %48 : i32, !llvm.ptr
      %c0_i64_127 = arith.constant 0 : i64
      %c4_i64_128 = arith.constant 4 : i64
      %c1_i64_129 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_127 to %c4_i64_128 step %c1_i64_129  : i64 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %arg19, %c9_i64_185 : i64
        %126 = arith.addi %86, %125 : i64
        %127 = llvm.getelementptr %17[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %128 = llvm.load %127 : !llvm.ptr<1> -> i8
        %c4_i64_186 = arith.constant 4 : i64
        %129 = arith.muli %87, %c4_i64_186 : i64
        %130 = arith.addi %arg19, %129 : i64
        %131 = llvm.getelementptr %19[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %132 = llvm.load %131 : !llvm.ptr<1> -> i16
        %c4_i64_187 = arith.constant 4 : i64
        %133 = arith.muli %89, %c4_i64_187 : i64
        %134 = arith.addi %arg19, %133 : i64
        %135 = llvm.getelementptr %19[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %136 = llvm.load %135 : !llvm.ptr<1> -> i16
        %c4_i64_188 = arith.constant 4 : i64
        %137 = arith.muli %91, %c4_i64_188 : i64
        %138 = arith.addi %arg19, %137 : i64
        %139 = llvm.getelementptr %19[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %140 = llvm.load %139 : !llvm.ptr<1> -> i16
        %141 = llvm.load %46 : !llvm.ptr -> i32
        %142 = arith.extsi %128 : i8 to i16
        %143 = arith.muli %142, %132 : i16
        %144 = arith.extsi %143 : i16 to i32
        %145 = arith.addi %141, %144 : i32
        llvm.store %145, %46 : i32, !llvm.ptr
        %146 = llvm.load %47 : !llvm.ptr -> i32
        %147 = arith.extsi %128 : i8 to i16
        %148 = arith.muli %147, %136 : i16
        %149 = arith.extsi %148 : i16 to i32
        %150 = arith.addi %146, %149 : i32
        llvm.store %150, %47 : i32, !llvm.ptr
        %151 = llvm.load %48 : !llvm.ptr -> i32
        %152 = arith.extsi %128 : i8 to i16
        %153 = arith.muli %152, %140 : i16
        %154 = arith.extsi %153 : i16 to i32
        %155 = arith.addi %151, %154 : i32
        llvm.store %155, %48 : i32, !llvm.ptr
      }
      %c9_i64_130 = arith.constant 9 : i64
      %92 = arith.cmpi slt, %85, %c9_i64_130 : i64
      scf.if %92 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %87, %c9_i64_185 : i64
        %126 = arith.addi %85, %125 : i64
        %127 = llvm.getelementptr %21[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %128 = llvm.load %127 : !llvm.ptr<1> -> i32
        %129 = llvm.load %46 : !llvm.ptr -> i32
        %130 = arith.addi %128, %129 : i32
        %c9_i64_186 = arith.constant 9 : i64
        %131 = arith.muli %87, %c9_i64_186 : i64
        %132 = arith.addi %85, %131 : i64
        %133 = llvm.getelementptr %21[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %130, %133 : i32, !llvm.ptr<1>
        %c9_i64_187 = arith.constant 9 : i64
        %134 = arith.muli %89, %c9_i64_187 : i64
        %135 = arith.addi %85, %134 : i64
        %136 = llvm.getelementptr %21[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %137 = llvm.load %136 : !llvm.ptr<1> -> i32
        %138 = llvm.load %47 : !llvm.ptr -> i32
        %139 = arith.addi %137, %138 : i32
        %c9_i64_188 = arith.constant 9 : i64
        %140 = arith.muli %89, %c9_i64_188 : i64
        %141 = arith.addi %85, %140 : i64
        %142 = llvm.getelementptr %21[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %139, %142 : i32, !llvm.ptr<1>
        %c9_i64_189 = arith.constant 9 : i64
        %143 = arith.muli %91, %c9_i64_189 : i64
        %144 = arith.addi %85, %143 : i64
        %145 = llvm.getelementptr %21[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %146 = llvm.load %145 : !llvm.ptr<1> -> i32
        %147 = llvm.load %48 : !llvm.ptr -> i32
        %148 = arith.addi %146, %147 : i32
        %c9_i64_190 = arith.constant 9 : i64
        %149 = arith.muli %91, %c9_i64_190 : i64
        %150 = arith.addi %85, %149 : i64
        %151 = llvm.getelementptr %21[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %148, %151 : i32, !llvm.ptr<1>
      }
      %thread_id_x_131 = gpu.thread_id  x
      %93 = arith.index_cast %thread_id_x_131 : index to i64
      %c8_i64_132 = arith.constant 8 : i64
      %94 = arith.minsi %93, %c8_i64_132 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %95 = arith.index_cast %thread_id_y_133 : index to i64
      %thread_id_y_134 = gpu.thread_id  y
      %96 = arith.index_cast %thread_id_y_134 : index to i64
      %c2_i64_135 = arith.constant 2 : i64
      %97 = arith.addi %96, %c2_i64_135 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %98 = arith.index_cast %thread_id_y_136 : index to i64
      %c4_i64_137 = arith.constant 4 : i64
      %99 = arith.addi %98, %c4_i64_137 : i64
      %c0_i16 = arith.constant 0 : i16
      llvm.store %c0_i16, %49 : i16, !llvm.ptr
      %c0_i16_138 = arith.constant 0 : i16
      llvm.store %c0_i16_138, %50 : i16, !llvm.ptr
      %c0_i16_139 = arith.constant 0 : i16
      llvm.store %c0_i16_139, %51 : i16, !llvm.ptr
      %c0_i64_140 = arith.constant 0 : i64
      %c4_i64_141 = arith.constant 4 : i64
      %c1_i64_142 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_140 to %c4_i64_141 step %c1_i64_142  : i64 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %arg19, %c9_i64_185 : i64
        %126 = arith.addi %94, %125 : i64
        %127 = llvm.getelementptr %23[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %128 = llvm.load %127 : !llvm.ptr<1> -> i16
        %c4_i64_186 = arith.constant 4 : i64
        %129 = arith.muli %95, %c4_i64_186 : i64
        %130 = arith.addi %arg19, %129 : i64
        %131 = llvm.getelementptr %25[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %132 = llvm.load %131 : !llvm.ptr<1> -> i16
        %c4_i64_187 = arith.constant 4 : i64
        %133 = arith.muli %97, %c4_i64_187 : i64
        %134 = arith.addi %arg19, %133 : i64
        %135 = llvm.getelementptr %25[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %136 = llvm.load %135 : !llvm.ptr<1> -> i16
        %c4_i64_188 = arith.constant 4 : i64
        %137 = arith.muli %99, %c4_i64_188 : i64
        %138 = arith.addi %arg19, %137 : i64
        %139 = llvm.getelementptr %25[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %140 = llvm.load %139 : !llvm.ptr<1> -> i16
        %141 = llvm.load %49 : !llvm.ptr -> i16
        %142 = arith.muli %128, %132 : i16
        %143 = arith.addi %141, %142 : i16
        llvm.store %143, %49 : i16, !llvm.ptr
        %144 = llvm.load %50 : !llvm.ptr -> i16
        %145 = arith.muli %128, %136 : i16
        %146 = arith.addi %144, %145 : i16
        llvm.store %146, %50 : i16, !llvm.ptr
        %147 = llvm.load %51 : !llvm.ptr -> i16
        %148 = arith.muli %128, %140 : i16
        %149 = arith.addi %147, %148 : i16
        llvm.store %149, %51 : i16, !llvm.ptr
      }
      %c9_i64_143 = arith.constant 9 : i64
      %100 = arith.cmpi slt, %93, %c9_i64_143 : i64
      scf.if %100 {
        %c5_i16 = arith.constant 5 : i16
        %125 = llvm.load %49 : !llvm.ptr -> i16
        %126 = arith.muli %c5_i16, %125 : i16
        %c9_i64_185 = arith.constant 9 : i64
        %127 = arith.muli %95, %c9_i64_185 : i64
        %128 = arith.addi %93, %127 : i64
        %129 = llvm.getelementptr %27[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %126, %129 : i16, !llvm.ptr<1>
        %c5_i16_186 = arith.constant 5 : i16
        %130 = llvm.load %50 : !llvm.ptr -> i16
        %131 = arith.muli %c5_i16_186, %130 : i16
        %c9_i64_187 = arith.constant 9 : i64
        %132 = arith.muli %97, %c9_i64_187 : i64
        %133 = arith.addi %93, %132 : i64
        %134 = llvm.getelementptr %27[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %131, %134 : i16, !llvm.ptr<1>
        %c5_i16_188 = arith.constant 5 : i16
        %135 = llvm.load %51 : !llvm.ptr -> i16
        %136 = arith.muli %c5_i16_188, %135 : i16
        %c9_i64_189 = arith.constant 9 : i64
        %137 = arith.muli %99, %c9_i64_189 : i64
        %138 = arith.addi %93, %137 : i64
        %139 = llvm.getelementptr %27[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %136, %139 : i16, !llvm.ptr<1>
      }
      %thread_id_x_144 = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x_144 : index to i64
      %c8_i64_145 = arith.constant 8 : i64
      %102 = arith.minsi %101, %c8_i64_145 : i64
      %thread_id_y_146 = gpu.thread_id  y
      %103 = arith.index_cast %thread_id_y_146 : index to i64
      %thread_id_y_147 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_147 : index to i64
      %c2_i64_148 = arith.constant 2 : i64
      %105 = arith.addi %104, %c2_i64_148 : i64
      %thread_id_y_149 = gpu.thread_id  y
      %106 = arith.index_cast %thread_id_y_149 : index to i64
      %c4_i64_150 = arith.constant 4 : i64
      %107 = arith.addi %106, %c4_i64_150 : i64
      %c0_i32_151 = arith.constant 0 : i32
      llvm.store %c0_i32_151, %52 : i32, !llvm.ptr
      %c0_i32_152 = arith.constant 0 : i32
      llvm.store %c0_i32_152, %53 : i32, !llvm.ptr
      %c0_i32_153 = arith.constant 0 : i32
      llvm.store %c0_i32_153, %54 : i32, !llvm.ptr
      %c0_i64_154 = arith.constant 0 : i64
      %c4_i64_155 = arith.constant 4 : i64
      %c1_i64_156 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_154 to %c4_i64_155 step %c1_i64_156  : i64 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %arg19, %c9_i64_185 : i64
        %126 = arith.addi %102, %125 : i64
        %127 = llvm.getelementptr %11[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %128 = llvm.load %127 : !llvm.ptr<1> -> i32
        %c4_i64_186 = arith.constant 4 : i64
        %129 = arith.muli %103, %c4_i64_186 : i64
        %130 = arith.addi %arg19, %129 : i64
        %131 = llvm.getelementptr %13[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %132 = llvm.load %131 : !llvm.ptr<1> -> i32
        %c4_i64_187 = arith.constant 4 : i64
        %133 = arith.muli %105, %c4_i64_187 : i64
        %134 = arith.addi %arg19, %133 : i64
        %135 = llvm.getelementptr %13[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %136 = llvm.load %135 : !llvm.ptr<1> -> i32
        %c4_i64_188 = arith.constant 4 : i64
        %137 = arith.muli %107, %c4_i64_188 : i64
        %138 = arith.addi %arg19, %137 : i64
        %139 = llvm.getelementptr %13[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %140 = llvm.load %139 : !llvm.ptr<1> -> i32
        %141 = llvm.load %52 : !llvm.ptr -> i32
        %142 = arith.muli %128, %132 : i32
        %143 = arith.addi %141, %142 : i32
        llvm.store %143, %52 : i32, !llvm.ptr
        %144 = llvm.load %53 : !llvm.ptr -> i32
        %145 = arith.muli %128, %136 : i32
        %146 = arith.addi %144, %145 : i32
        llvm.store %146, %53 : i32, !llvm.ptr
        %147 = llvm.load %54 : !llvm.ptr -> i32
        %148 = arith.muli %128, %140 : i32
        %149 = arith.addi %147, %148 : i32
        llvm.store %149, %54 : i32, !llvm.ptr
      }
      %c9_i64_157 = arith.constant 9 : i64
      %108 = arith.cmpi slt, %101, %c9_i64_157 : i64
      scf.if %108 {
        %cst_185 = arith.constant 5.000000e-01 : f32
        %125 = llvm.load %52 : !llvm.ptr -> i32
        %126 = arith.sitofp %125 : i32 to f32
        %127 = arith.mulf %cst_185, %126 : f32
        %cst_186 = arith.constant 3.000000e+00 : f32
        %c9_i64_187 = arith.constant 9 : i64
        %128 = arith.muli %103, %c9_i64_187 : i64
        %129 = arith.addi %101, %128 : i64
        %130 = llvm.getelementptr %29[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %131 = llvm.load %130 : !llvm.ptr<1> -> i32
        %132 = arith.sitofp %131 : i32 to f32
        %133 = arith.mulf %cst_186, %132 : f32
        %134 = arith.addf %127, %133 : f32
        %135 = arith.fptosi %134 : f32 to i32
        %c9_i64_188 = arith.constant 9 : i64
        %136 = arith.muli %103, %c9_i64_188 : i64
        %137 = arith.addi %101, %136 : i64
        %138 = llvm.getelementptr %29[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %135, %138 : i32, !llvm.ptr<1>
        %cst_189 = arith.constant 5.000000e-01 : f32
        %139 = llvm.load %53 : !llvm.ptr -> i32
        %140 = arith.sitofp %139 : i32 to f32
        %141 = arith.mulf %cst_189, %140 : f32
        %cst_190 = arith.constant 3.000000e+00 : f32
        %c9_i64_191 = arith.constant 9 : i64
        %142 = arith.muli %105, %c9_i64_191 : i64
        %143 = arith.addi %101, %142 : i64
        %144 = llvm.getelementptr %29[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %145 = llvm.load %144 : !llvm.ptr<1> -> i32
        %146 = arith.sitofp %145 : i32 to f32
        %147 = arith.mulf %cst_190, %146 : f32
        %148 = arith.addf %141, %147 : f32
        %149 = arith.fptosi %148 : f32 to i32
        %c9_i64_192 = arith.constant 9 : i64
        %150 = arith.muli %105, %c9_i64_192 : i64
        %151 = arith.addi %101, %150 : i64
        %152 = llvm.getelementptr %29[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %149, %152 : i32, !llvm.ptr<1>
        %cst_193 = arith.constant 5.000000e-01 : f32
        %153 = llvm.load %54 : !llvm.ptr -> i32
        %154 = arith.sitofp %153 : i32 to f32
        %155 = arith.mulf %cst_193, %154 : f32
        %cst_194 = arith.constant 3.000000e+00 : f32
        %c9_i64_195 = arith.constant 9 : i64
        %156 = arith.muli %107, %c9_i64_195 : i64
        %157 = arith.addi %101, %156 : i64
        %158 = llvm.getelementptr %29[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %159 = llvm.load %158 : !llvm.ptr<1> -> i32
        %160 = arith.sitofp %159 : i32 to f32
        %161 = arith.mulf %cst_194, %160 : f32
        %162 = arith.addf %155, %161 : f32
        %163 = arith.fptosi %162 : f32 to i32
        %c9_i64_196 = arith.constant 9 : i64
        %164 = arith.muli %107, %c9_i64_196 : i64
        %165 = arith.addi %101, %164 : i64
        %166 = llvm.getelementptr %29[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %163, %166 : i32, !llvm.ptr<1>
      }
      %thread_id_x_158 = gpu.thread_id  x
      %109 = arith.index_cast %thread_id_x_158 : index to i64
      %c8_i64_159 = arith.constant 8 : i64
      %110 = arith.minsi %109, %c8_i64_159 : i64
      %thread_id_y_160 = gpu.thread_id  y
      %111 = arith.index_cast %thread_id_y_160 : index to i64
      %thread_id_y_161 = gpu.thread_id  y
      %112 = arith.index_cast %thread_id_y_161 : index to i64
      %c2_i64_162 = arith.constant 2 : i64
      %113 = arith.addi %112, %c2_i64_162 : i64
      %thread_id_y_163 = gpu.thread_id  y
      %114 = arith.index_cast %thread_id_y_163 : index to i64
      %c4_i64_164 = arith.constant 4 : i64
      %115 = arith.addi %114, %c4_i64_164 : i64
      %c0_i32_165 = arith.constant 0 : i32
      llvm.store %c0_i32_165, %55 : i32, !llvm.ptr
      %c0_i32_166 = arith.constant 0 : i32
      llvm.store %c0_i32_166, %56 : i32, !llvm.ptr
      %c0_i32_167 = arith.constant 0 : i32
      llvm.store %c0_i32_167, %57 : i32, !llvm.ptr
      %c0_i64_168 = arith.constant 0 : i64
      %c4_i64_169 = arith.constant 4 : i64
      %c1_i64_170 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_168 to %c4_i64_169 step %c1_i64_170  : i64 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %arg19, %c9_i64_185 : i64
        %126 = arith.addi %110, %125 : i64
        %127 = llvm.getelementptr %17[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %128 = llvm.load %127 : !llvm.ptr<1> -> i8
        %c4_i64_186 = arith.constant 4 : i64
        %129 = arith.muli %111, %c4_i64_186 : i64
        %130 = arith.addi %arg19, %129 : i64
        %131 = llvm.getelementptr %31[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %132 = llvm.load %131 : !llvm.ptr<1> -> i8
        %c4_i64_187 = arith.constant 4 : i64
        %133 = arith.muli %113, %c4_i64_187 : i64
        %134 = arith.addi %arg19, %133 : i64
        %135 = llvm.getelementptr %31[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %136 = llvm.load %135 : !llvm.ptr<1> -> i8
        %c4_i64_188 = arith.constant 4 : i64
        %137 = arith.muli %115, %c4_i64_188 : i64
        %138 = arith.addi %arg19, %137 : i64
        %139 = llvm.getelementptr %31[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %140 = llvm.load %139 : !llvm.ptr<1> -> i8
        %141 = llvm.load %55 : !llvm.ptr -> i32
        %142 = arith.muli %128, %132 : i8
        %143 = arith.extsi %142 : i8 to i32
        %144 = arith.addi %141, %143 : i32
        llvm.store %144, %55 : i32, !llvm.ptr
        %145 = llvm.load %56 : !llvm.ptr -> i32
        %146 = arith.muli %128, %136 : i8
        %147 = arith.extsi %146 : i8 to i32
        %148 = arith.addi %145, %147 : i32
        llvm.store %148, %56 : i32, !llvm.ptr
        %149 = llvm.load %57 : !llvm.ptr -> i32
        %150 = arith.muli %128, %140 : i8
        %151 = arith.extsi %150 : i8 to i32
        %152 = arith.addi %149, %151 : i32
        llvm.store %152, %57 : i32, !llvm.ptr
      }
      %c9_i64_171 = arith.constant 9 : i64
      %116 = arith.cmpi slt, %109, %c9_i64_171 : i64
      scf.if %116 {
        %125 = llvm.load %55 : !llvm.ptr -> i32
        %c9_i64_185 = arith.constant 9 : i64
        %126 = arith.muli %111, %c9_i64_185 : i64
        %127 = arith.addi %109, %126 : i64
        %128 = llvm.getelementptr %33[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %125, %128 : i32, !llvm.ptr<1>
        %129 = llvm.load %56 : !llvm.ptr -> i32
        %c9_i64_186 = arith.constant 9 : i64
        %130 = arith.muli %113, %c9_i64_186 : i64
        %131 = arith.addi %109, %130 : i64
        %132 = llvm.getelementptr %33[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %129, %132 : i32, !llvm.ptr<1>
        %133 = llvm.load %57 : !llvm.ptr -> i32
        %c9_i64_187 = arith.constant 9 : i64
        %134 = arith.muli %115, %c9_i64_187 : i64
        %135 = arith.addi %109, %134 : i64
        %136 = llvm.getelementptr %33[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %133, %136 : i32, !llvm.ptr<1>
      }
      %thread_id_x_172 = gpu.thread_id  x
      %117 = arith.index_cast %thread_id_x_172 : index to i64
      %c8_i64_173 = arith.constant 8 : i64
      %118 = arith.minsi %117, %c8_i64_173 : i64
      %thread_id_y_174 = gpu.thread_id  y
      %119 = arith.index_cast %thread_id_y_174 : index to i64
      %thread_id_y_175 = gpu.thread_id  y
      %120 = arith.index_cast %thread_id_y_175 : index to i64
      %c2_i64_176 = arith.constant 2 : i64
      %121 = arith.addi %120, %c2_i64_176 : i64
      %thread_id_y_177 = gpu.thread_id  y
      %122 = arith.index_cast %thread_id_y_177 : index to i64
      %c4_i64_178 = arith.constant 4 : i64
      %123 = arith.addi %122, %c4_i64_178 : i64
      %c0_i8 = arith.constant 0 : i8
      llvm.store %c0_i8, %58 : i8, !llvm.ptr
      %c0_i8_179 = arith.constant 0 : i8
      llvm.store %c0_i8_179, %59 : i8, !llvm.ptr
      %c0_i8_180 = arith.constant 0 : i8
      llvm.store %c0_i8_180, %60 : i8, !llvm.ptr
      %c0_i64_181 = arith.constant 0 : i64
      %c4_i64_182 = arith.constant 4 : i64
      %c1_i64_183 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_181 to %c4_i64_182 step %c1_i64_183  : i64 {
        %c9_i64_185 = arith.constant 9 : i64
        %125 = arith.muli %arg19, %c9_i64_185 : i64
        %126 = arith.addi %118, %125 : i64
        %127 = llvm.getelementptr %17[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %128 = llvm.load %127 : !llvm.ptr<1> -> i8
        %c4_i64_186 = arith.constant 4 : i64
        %129 = arith.muli %119, %c4_i64_186 : i64
        %130 = arith.addi %arg19, %129 : i64
        %131 = llvm.getelementptr %31[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %132 = llvm.load %131 : !llvm.ptr<1> -> i8
        %c4_i64_187 = arith.constant 4 : i64
        %133 = arith.muli %121, %c4_i64_187 : i64
        %134 = arith.addi %arg19, %133 : i64
        %135 = llvm.getelementptr %31[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %136 = llvm.load %135 : !llvm.ptr<1> -> i8
        %c4_i64_188 = arith.constant 4 : i64
        %137 = arith.muli %123, %c4_i64_188 : i64
        %138 = arith.addi %arg19, %137 : i64
        %139 = llvm.getelementptr %31[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %140 = llvm.load %139 : !llvm.ptr<1> -> i8
        %141 = llvm.load %58 : !llvm.ptr -> i8
        %142 = arith.muli %128, %132 : i8
        %143 = arith.addi %141, %142 : i8
        llvm.store %143, %58 : i8, !llvm.ptr
        %144 = llvm.load %59 : !llvm.ptr -> i8
        %145 = arith.muli %128, %136 : i8
        %146 = arith.addi %144, %145 : i8
        llvm.store %146, %59 : i8, !llvm.ptr
        %147 = llvm.load %60 : !llvm.ptr -> i8
        %148 = arith.muli %128, %140 : i8
        %149 = arith.addi %147, %148 : i8
        llvm.store %149, %60 : i8, !llvm.ptr
      }
      %c9_i64_184 = arith.constant 9 : i64
      %124 = arith.cmpi slt, %117, %c9_i64_184 : i64
      scf.if %124 {
        %c3_i8 = arith.constant 3 : i8
        %125 = llvm.load %58 : !llvm.ptr -> i8
        %126 = arith.muli %c3_i8, %125 : i8
        %c2_i8 = arith.constant 2 : i8
        %c9_i64_185 = arith.constant 9 : i64
        %127 = arith.muli %119, %c9_i64_185 : i64
        %128 = arith.addi %117, %127 : i64
        %129 = llvm.getelementptr %35[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %130 = llvm.load %129 : !llvm.ptr<1> -> i8
        %131 = arith.muli %c2_i8, %130 : i8
        %132 = arith.addi %126, %131 : i8
        %c9_i64_186 = arith.constant 9 : i64
        %133 = arith.muli %119, %c9_i64_186 : i64
        %134 = arith.addi %117, %133 : i64
        %135 = llvm.getelementptr %35[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %132, %135 : i8, !llvm.ptr<1>
        %c3_i8_187 = arith.constant 3 : i8
        %136 = llvm.load %59 : !llvm.ptr -> i8
        %137 = arith.muli %c3_i8_187, %136 : i8
        %c2_i8_188 = arith.constant 2 : i8
        %c9_i64_189 = arith.constant 9 : i64
        %138 = arith.muli %121, %c9_i64_189 : i64
        %139 = arith.addi %117, %138 : i64
        %140 = llvm.getelementptr %35[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %141 = llvm.load %140 : !llvm.ptr<1> -> i8
        %142 = arith.muli %c2_i8_188, %141 : i8
        %143 = arith.addi %137, %142 : i8
        %c9_i64_190 = arith.constant 9 : i64
        %144 = arith.muli %121, %c9_i64_190 : i64
        %145 = arith.addi %117, %144 : i64
        %146 = llvm.getelementptr %35[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %143, %146 : i8, !llvm.ptr<1>
        %c3_i8_191 = arith.constant 3 : i8
        %147 = llvm.load %60 : !llvm.ptr -> i8
        %148 = arith.muli %c3_i8_191, %147 : i8
        %c2_i8_192 = arith.constant 2 : i8
        %c9_i64_193 = arith.constant 9 : i64
        %149 = arith.muli %123, %c9_i64_193 : i64
        %150 = arith.addi %117, %149 : i64
        %151 = llvm.getelementptr %35[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %152 = llvm.load %151 : !llvm.ptr<1> -> i8
        %153 = arith.muli %c2_i8_192, %152 : i8
        %154 = arith.addi %148, %153 : i8
        %c9_i64_194 = arith.constant 9 : i64
        %155 = arith.muli %123, %c9_i64_194 : i64
        %156 = arith.addi %117, %155 : i64
        %157 = llvm.getelementptr %35[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %154, %157 : i8, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
