module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_blocks(%arg0: f32, %arg1: f32, %arg2: memref<100x7xf32, strided<[1, 100]>, 1>, %arg3: memref<7x9xf32, strided<[1, 7]>, 1>, %arg4: memref<100x9xf32, strided<[1, 100]>, 1>, %arg5: memref<70x13xf64, strided<[1, 70]>, 1>, %arg6: memref<13x20xf64, strided<[1, 13]>, 1>, %arg7: memref<70x20xf64, strided<[1, 70]>, 1>, %arg8: memref<64x64xf32, strided<[1, 64]>, 1>, %arg9: memref<64x64xf32, strided<[1, 64]>, 1>, %arg10: memref<64x64xf32, strided<[1, 64]>, 1>, %arg11: memref<43x?xf32, strided<[1, 43]>, 1>, %arg12: memref<12x?xf32, strided<[1, 12]>, 1>, %arg13: memref<43x12xf32, strided<[1, 43]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<100x7xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<100x7xf32, strided<[1, 100]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg3 : memref<7x9xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<7x9xf32, strided<[1, 7]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<100x9xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<100x9xf32, strided<[1, 100]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<70x13xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<70x13xf64, strided<[1, 70]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg6 : memref<13x20xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<13x20xf64, strided<[1, 13]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<70x20xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<70x20xf64, strided<[1, 70]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg10 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg11 : memref<43x?xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg11 : memref<43x?xf32, strided<[1, 43]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg12 : memref<12x?xf32, strided<[1, 12]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg12 : memref<12x?xf32, strided<[1, 12]>, 1> -> index
      %21 = arith.index_cast %intptr_49 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg13 : memref<43x12xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg13 : memref<43x12xf32, strided<[1, 43]>, 1> -> index
      %24 = arith.index_cast %intptr_54 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = llvm.mlir.constant(1 : i64) : i64
      %27 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %28 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %30 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %31 = llvm.alloca %26 x f64 : (i64) -> !llvm.ptr
      %32 = llvm.alloca %26 x f64 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %26 x f64 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %26 x f64 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %26 x f64 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %26 x f64 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %39 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %40 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %41 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %42 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %43 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %44 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %45 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %46 = llvm.alloca %26 x f32 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x : index to i64
      %c99_i64 = arith.constant 99 : i64
      %48 = arith.minsi %47, %c99_i64 : i64
      %thread_id_x_55 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_55 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %50 = arith.addi %49, %c64_i64 : i64
      %c99_i64_56 = arith.constant 99 : i64
      %51 = arith.minsi %50, %c99_i64_56 : i64
      %thread_id_y = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %53 = arith.minsi %52, %c8_i64 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_57 : index to i64
      %c8_i64_58 = arith.constant 8 : i64
      %55 = arith.addi %54, %c8_i64_58 : i64
      %c8_i64_59 = arith.constant 8 : i64
      %56 = arith.minsi %55, %c8_i64_59 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %27 : f32, !llvm.ptr
      %cst_60 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_60, %28 : f32, !llvm.ptr
      %cst_61 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_61, %29 : f32, !llvm.ptr
      %cst_62 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_62, %30 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c100_i64_122 = arith.constant 100 : i64
        %130 = arith.muli %arg14, %c100_i64_122 : i64
        %131 = arith.addi %48, %130 : i64
        %132 = llvm.getelementptr %1[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %133 = llvm.load %132 : !llvm.ptr<1> -> f32
        %c100_i64_123 = arith.constant 100 : i64
        %134 = arith.muli %arg14, %c100_i64_123 : i64
        %135 = arith.addi %51, %134 : i64
        %136 = llvm.getelementptr %1[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %137 = llvm.load %136 : !llvm.ptr<1> -> f32
        %c7_i64_124 = arith.constant 7 : i64
        %138 = arith.muli %53, %c7_i64_124 : i64
        %139 = arith.addi %arg14, %138 : i64
        %140 = llvm.getelementptr %3[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %141 = llvm.load %140 : !llvm.ptr<1> -> f32
        %c7_i64_125 = arith.constant 7 : i64
        %142 = arith.muli %56, %c7_i64_125 : i64
        %143 = arith.addi %arg14, %142 : i64
        %144 = llvm.getelementptr %3[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %145 = llvm.load %144 : !llvm.ptr<1> -> f32
        %146 = llvm.load %27 : !llvm.ptr -> f32
        %147 = arith.mulf %133, %141 : f32
        %148 = arith.addf %146, %147 : f32
        llvm.store %148, %27 : f32, !llvm.ptr
        %149 = llvm.load %28 : !llvm.ptr -> f32
        %150 = arith.mulf %133, %145 : f32
        %151 = arith.addf %149, %150 : f32
        llvm.store %151, %28 : f32, !llvm.ptr
        %152 = llvm.load %29 : !llvm.ptr -> f32
        %153 = arith.mulf %137, %141 : f32
        %154 = arith.addf %152, %153 : f32
        llvm.store %154, %29 : f32, !llvm.ptr
        %155 = llvm.load %30 : !llvm.ptr -> f32
        %156 = arith.mulf %137, %145 : f32
        %157 = arith.addf %155, %156 : f32
        llvm.store %157, %30 : f32, !llvm.ptr
      }
      %c100_i64 = arith.constant 100 : i64
      %57 = arith.cmpi slt, %47, %c100_i64 : i64
      scf.if %57 {
        %c9_i64 = arith.constant 9 : i64
        %130 = arith.cmpi slt, %52, %c9_i64 : i64
        scf.if %130 {
          %132 = llvm.load %27 : !llvm.ptr -> f32
          %133 = arith.mulf %arg0, %132 : f32
          %c100_i64_123 = arith.constant 100 : i64
          %134 = arith.muli %52, %c100_i64_123 : i64
          %135 = arith.addi %47, %134 : i64
          %136 = llvm.getelementptr %5[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %137 = llvm.load %136 : !llvm.ptr<1> -> f32
          %138 = arith.mulf %arg1, %137 : f32
          %139 = arith.addf %133, %138 : f32
          %c100_i64_124 = arith.constant 100 : i64
          %140 = arith.muli %52, %c100_i64_124 : i64
          %141 = arith.addi %47, %140 : i64
          %142 = llvm.getelementptr %5[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %139, %142 : f32, !llvm.ptr<1>
        }
        %c9_i64_122 = arith.constant 9 : i64
        %131 = arith.cmpi slt, %55, %c9_i64_122 : i64
        scf.if %131 {
          %132 = llvm.load %28 : !llvm.ptr -> f32
          %133 = arith.mulf %arg0, %132 : f32
          %c100_i64_123 = arith.constant 100 : i64
          %134 = arith.muli %55, %c100_i64_123 : i64
          %135 = arith.addi %47, %134 : i64
          %136 = llvm.getelementptr %5[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %137 = llvm.load %136 : !llvm.ptr<1> -> f32
          %138 = arith.mulf %arg1, %137 : f32
          %139 = arith.addf %133, %138 : f32
          %c100_i64_124 = arith.constant 100 : i64
          %140 = arith.muli %55, %c100_i64_124 : i64
          %141 = arith.addi %47, %140 : i64
          %142 = llvm.getelementptr %5[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %139, %142 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_63 = arith.constant 100 : i64
      %58 = arith.cmpi slt, %50, %c100_i64_63 : i64
      scf.if %58 {
        %c9_i64 = arith.constant 9 : i64
        %130 = arith.cmpi slt, %52, %c9_i64 : i64
        scf.if %130 {
          %132 = llvm.load %29 : !llvm.ptr -> f32
          %133 = arith.mulf %arg0, %132 : f32
          %c100_i64_123 = arith.constant 100 : i64
          %134 = arith.muli %52, %c100_i64_123 : i64
          %135 = arith.addi %50, %134 : i64
          %136 = llvm.getelementptr %5[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %137 = llvm.load %136 : !llvm.ptr<1> -> f32
          %138 = arith.mulf %arg1, %137 : f32
          %139 = arith.addf %133, %138 : f32
          %c100_i64_124 = arith.constant 100 : i64
          %140 = arith.muli %52, %c100_i64_124 : i64
          %141 = arith.addi %50, %140 : i64
          %142 = llvm.getelementptr %5[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %139, %142 : f32, !llvm.ptr<1>
        }
        %c9_i64_122 = arith.constant 9 : i64
        %131 = arith.cmpi slt, %55, %c9_i64_122 : i64
        scf.if %131 {
          %132 = llvm.load %30 : !llvm.ptr -> f32
          %133 = arith.mulf %arg0, %132 : f32
          %c100_i64_123 = arith.constant 100 : i64
          %134 = arith.muli %55, %c100_i64_123 : i64
          %135 = arith.addi %50, %134 : i64
          %136 = llvm.getelementptr %5[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %137 = llvm.load %136 : !llvm.ptr<1> -> f32
          %138 = arith.mulf %arg1, %137 : f32
          %139 = arith.addf %133, %138 : f32
          %c100_i64_124 = arith.constant 100 : i64
          %140 = arith.muli %55, %c100_i64_124 : i64
          %141 = arith.addi %50, %140 : i64
          %142 = llvm.getelementptr %5[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %139, %142 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_64 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_64 : index to i64
      %c69_i64 = arith.constant 69 : i64
      %60 = arith.minsi %59, %c69_i64 : i64
      %thread_id_x_65 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_65 : index to i64
      %c64_i64_66 = arith.constant 64 : i64
      %62 = arith.addi %61, %c64_i64_66 : i64
      %c69_i64_67 = arith.constant 69 : i64
      %63 = arith.minsi %62, %c69_i64_67 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_68 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %65 = arith.minsi %64, %c19_i64 : i64
      %thread_id_y_69 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_69 : index to i64
      %c8_i64_70 = arith.constant 8 : i64
      %67 = arith.addi %66, %c8_i64_70 : i64
      %c19_i64_71 = arith.constant 19 : i64
      %68 = arith.minsi %67, %c19_i64_71 : i64
      %thread_id_y_72 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_72 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %70 = arith.addi %69, %c16_i64 : i64
      %c19_i64_73 = arith.constant 19 : i64
      %71 = arith.minsi %70, %c19_i64_73 : i64
      %cst_74 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_74, %31 : f64, !llvm.ptr
      %cst_75 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_75, %32 : f64, !llvm.ptr
      %cst_76 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_76, %33 : f64, !llvm.ptr
      %cst_77 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_77, %34 : f64, !llvm.ptr
      %cst_78 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_78, %35 : f64, !llvm.ptr
      %cst_79 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_79, %36 : f64, !llvm.ptr
      %c0_i64_80 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64_81 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_80 to %c13_i64 step %c1_i64_81  : i64 {
        %c70_i64_122 = arith.constant 70 : i64
        %130 = arith.muli %arg14, %c70_i64_122 : i64
        %131 = arith.addi %60, %130 : i64
        %132 = llvm.getelementptr %7[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %133 = llvm.load %132 : !llvm.ptr<1> -> f64
        %c70_i64_123 = arith.constant 70 : i64
        %134 = arith.muli %arg14, %c70_i64_123 : i64
        %135 = arith.addi %63, %134 : i64
        %136 = llvm.getelementptr %7[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %137 = llvm.load %136 : !llvm.ptr<1> -> f64
        %c13_i64_124 = arith.constant 13 : i64
        %138 = arith.muli %65, %c13_i64_124 : i64
        %139 = arith.addi %arg14, %138 : i64
        %140 = llvm.getelementptr %9[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %141 = llvm.load %140 : !llvm.ptr<1> -> f64
        %c13_i64_125 = arith.constant 13 : i64
        %142 = arith.muli %68, %c13_i64_125 : i64
        %143 = arith.addi %arg14, %142 : i64
        %144 = llvm.getelementptr %9[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %145 = llvm.load %144 : !llvm.ptr<1> -> f64
        %c13_i64_126 = arith.constant 13 : i64
        %146 = arith.muli %71, %c13_i64_126 : i64
        %147 = arith.addi %arg14, %146 : i64
        %148 = llvm.getelementptr %9[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %149 = llvm.load %148 : !llvm.ptr<1> -> f64
        %150 = llvm.load %31 : !llvm.ptr -> f64
        %151 = arith.mulf %133, %141 : f64
        %152 = arith.addf %150, %151 : f64
        llvm.store %152, %31 : f64, !llvm.ptr
        %153 = llvm.load %32 : !llvm.ptr -> f64
        %154 = arith.mulf %133, %145 : f64
        %155 = arith.addf %153, %154 : f64
        llvm.store %155, %32 : f64, !llvm.ptr
        %156 = llvm.load %33 : !llvm.ptr -> f64
        %157 = arith.mulf %133, %149 : f64
        %158 = arith.addf %156, %157 : f64
        llvm.store %158, %33 : f64, !llvm.ptr
        %159 = llvm.load %34 : !llvm.ptr -> f64
        %160 = arith.mulf %137, %141 : f64
        %161 = arith.addf %159, %160 : f64
        llvm.store %161, %34 : f64, !llvm.ptr
        %162 = llvm.load %35 : !llvm.ptr -> f64
        %163 = arith.mulf %137, %145 : f64
        %164 = arith.addf %162, %163 : f64
        llvm.store %164, %35 : f64, !llvm.ptr
        %165 = llvm.load %36 : !llvm.ptr -> f64
        %166 = arith.mulf %137, %149 : f64
        %167 = arith.addf %165, %166 : f64
        llvm.store %167, %36 : f64, !llvm.ptr
      }
      %c70_i64 = arith.constant 70 : i64
      %72 = arith.cmpi slt, %59, %c70_i64 : i64
      scf.if %72 {
        %c20_i64 = arith.constant 20 : i64
        %130 = arith.cmpi slt, %64, %c20_i64 : i64
        scf.if %130 {
          %c70_i64_124 = arith.constant 70 : i64
          %133 = arith.muli %64, %c70_i64_124 : i64
          %134 = arith.addi %59, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %136 = llvm.load %135 : !llvm.ptr<1> -> f64
          %137 = llvm.load %31 : !llvm.ptr -> f64
          %138 = arith.addf %136, %137 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %139 = arith.muli %64, %c70_i64_125 : i64
          %140 = arith.addi %59, %139 : i64
          %141 = llvm.getelementptr %11[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %138, %141 : f64, !llvm.ptr<1>
        }
        %c20_i64_122 = arith.constant 20 : i64
        %131 = arith.cmpi slt, %67, %c20_i64_122 : i64
        scf.if %131 {
          %c70_i64_124 = arith.constant 70 : i64
          %133 = arith.muli %67, %c70_i64_124 : i64
          %134 = arith.addi %59, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %136 = llvm.load %135 : !llvm.ptr<1> -> f64
          %137 = llvm.load %32 : !llvm.ptr -> f64
          %138 = arith.addf %136, %137 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %139 = arith.muli %67, %c70_i64_125 : i64
          %140 = arith.addi %59, %139 : i64
          %141 = llvm.getelementptr %11[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %138, %141 : f64, !llvm.ptr<1>
        }
        %c20_i64_123 = arith.constant 20 : i64
        %132 = arith.cmpi slt, %70, %c20_i64_123 : i64
        scf.if %132 {
          %c70_i64_124 = arith.constant 70 : i64
          %133 = arith.muli %70, %c70_i64_124 : i64
          %134 = arith.addi %59, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %136 = llvm.load %135 : !llvm.ptr<1> -> f64
          %137 = llvm.load %33 : !llvm.ptr -> f64
          %138 = arith.addf %136, %137 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %139 = arith.muli %70, %c70_i64_125 : i64
          %140 = arith.addi %59, %139 : i64
          %141 = llvm.getelementptr %11[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %138, %141 : f64, !llvm.ptr<1>
        }
      }
      %c70_i64_82 = arith.constant 70 : i64
      %73 = arith.cmpi slt, %62, %c70_i64_82 : i64
      scf.if %73 {
        %c20_i64 = arith.constant 20 : i64
        %130 = arith.cmpi slt, %64, %c20_i64 : i64
        scf.if %130 {
          %c70_i64_124 = arith.constant 70 : i64
          %133 = arith.muli %64, %c70_i64_124 : i64
          %134 = arith.addi %62, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %136 = llvm.load %135 : !llvm.ptr<1> -> f64
          %137 = llvm.load %34 : !llvm.ptr -> f64
          %138 = arith.addf %136, %137 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %139 = arith.muli %64, %c70_i64_125 : i64
          %140 = arith.addi %62, %139 : i64
          %141 = llvm.getelementptr %11[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %138, %141 : f64, !llvm.ptr<1>
        }
        %c20_i64_122 = arith.constant 20 : i64
        %131 = arith.cmpi slt, %67, %c20_i64_122 : i64
        scf.if %131 {
          %c70_i64_124 = arith.constant 70 : i64
          %133 = arith.muli %67, %c70_i64_124 : i64
          %134 = arith.addi %62, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %136 = llvm.load %135 : !llvm.ptr<1> -> f64
          %137 = llvm.load %35 : !llvm.ptr -> f64
          %138 = arith.addf %136, %137 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %139 = arith.muli %67, %c70_i64_125 : i64
          %140 = arith.addi %62, %139 : i64
          %141 = llvm.getelementptr %11[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %138, %141 : f64, !llvm.ptr<1>
        }
        %c20_i64_123 = arith.constant 20 : i64
        %132 = arith.cmpi slt, %70, %c20_i64_123 : i64
        scf.if %132 {
          %c70_i64_124 = arith.constant 70 : i64
          %133 = arith.muli %70, %c70_i64_124 : i64
          %134 = arith.addi %62, %133 : i64
          %135 = llvm.getelementptr %11[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %136 = llvm.load %135 : !llvm.ptr<1> -> f64
          %137 = llvm.load %36 : !llvm.ptr -> f64
          %138 = arith.addf %136, %137 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %139 = arith.muli %70, %c70_i64_125 : i64
          %140 = arith.addi %62, %139 : i64
          %141 = llvm.getelementptr %11[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %138, %141 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_83 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_83 : index to i64
      %thread_id_y_84 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_84 : index to i64
      %thread_id_y_85 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_85 : index to i64
      %c8_i64_86 = arith.constant 8 : i64
      %77 = arith.addi %76, %c8_i64_86 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_87 : index to i64
      %c16_i64_88 = arith.constant 16 : i64
      %79 = arith.addi %78, %c16_i64_88 : i64
      %thread_id_y_89 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_89 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %81 = arith.addi %80, %c24_i64 : i64
      %thread_id_y_90 = gpu.thread_id  y
      %82 = arith.index_cast %thread_id_y_90 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %83 = arith.addi %82, %c32_i64 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_91 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %85 = arith.addi %84, %c40_i64 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %86 = arith.index_cast %thread_id_y_92 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %87 = arith.addi %86, %c48_i64 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %88 = arith.index_cast %thread_id_y_93 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %89 = arith.addi %88, %c56_i64 : i64
      %cst_94 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_94, %37 : f32, !llvm.ptr
      %cst_95 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_95, %38 : f32, !llvm.ptr
      %cst_96 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_96, %39 : f32, !llvm.ptr
      %cst_97 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_97, %40 : f32, !llvm.ptr
      %cst_98 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_98, %41 : f32, !llvm.ptr
      %cst_99 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_99, %42 : f32, !llvm.ptr
      %cst_100 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_100, %43 : f32, !llvm.ptr
      %cst_101 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_101, %44 : f32, !llvm.ptr
      %c0_i64_102 = arith.constant 0 : i64
      %c64_i64_103 = arith.constant 64 : i64
      %c1_i64_104 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_102 to %c64_i64_103 step %c1_i64_104  : i64 {
        %c64_i64_122 = arith.constant 64 : i64
        %130 = arith.muli %arg14, %c64_i64_122 : i64
        %131 = arith.addi %74, %130 : i64
        %132 = llvm.getelementptr %13[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %133 = llvm.load %132 : !llvm.ptr<1> -> f32
        %c64_i64_123 = arith.constant 64 : i64
        %134 = arith.muli %75, %c64_i64_123 : i64
        %135 = arith.addi %arg14, %134 : i64
        %136 = llvm.getelementptr %15[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %137 = llvm.load %136 : !llvm.ptr<1> -> f32
        %c64_i64_124 = arith.constant 64 : i64
        %138 = arith.muli %77, %c64_i64_124 : i64
        %139 = arith.addi %arg14, %138 : i64
        %140 = llvm.getelementptr %15[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %141 = llvm.load %140 : !llvm.ptr<1> -> f32
        %c64_i64_125 = arith.constant 64 : i64
        %142 = arith.muli %79, %c64_i64_125 : i64
        %143 = arith.addi %arg14, %142 : i64
        %144 = llvm.getelementptr %15[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %145 = llvm.load %144 : !llvm.ptr<1> -> f32
        %c64_i64_126 = arith.constant 64 : i64
        %146 = arith.muli %81, %c64_i64_126 : i64
        %147 = arith.addi %arg14, %146 : i64
        %148 = llvm.getelementptr %15[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %149 = llvm.load %148 : !llvm.ptr<1> -> f32
        %c64_i64_127 = arith.constant 64 : i64
        %150 = arith.muli %83, %c64_i64_127 : i64
        %151 = arith.addi %arg14, %150 : i64
        %152 = llvm.getelementptr %15[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %153 = llvm.load %152 : !llvm.ptr<1> -> f32
        %c64_i64_128 = arith.constant 64 : i64
        %154 = arith.muli %85, %c64_i64_128 : i64
        %155 = arith.addi %arg14, %154 : i64
        %156 = llvm.getelementptr %15[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %157 = llvm.load %156 : !llvm.ptr<1> -> f32
        %c64_i64_129 = arith.constant 64 : i64
        %158 = arith.muli %87, %c64_i64_129 : i64
        %159 = arith.addi %arg14, %158 : i64
        %160 = llvm.getelementptr %15[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %161 = llvm.load %160 : !llvm.ptr<1> -> f32
        %c64_i64_130 = arith.constant 64 : i64
        %162 = arith.muli %89, %c64_i64_130 : i64
        %163 = arith.addi %arg14, %162 : i64
        %164 = llvm.getelementptr %15[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %165 = llvm.load %164 : !llvm.ptr<1> -> f32
        %166 = llvm.load %37 : !llvm.ptr -> f32
        %167 = arith.mulf %133, %137 : f32
        %168 = arith.addf %166, %167 : f32
        llvm.store %168, %37 : f32, !llvm.ptr
        %169 = llvm.load %38 : !llvm.ptr -> f32
        %170 = arith.mulf %133, %141 : f32
        %171 = arith.addf %169, %170 : f32
        llvm.store %171, %38 : f32, !llvm.ptr
        %172 = llvm.load %39 : !llvm.ptr -> f32
        %173 = arith.mulf %133, %145 : f32
        %174 = arith.addf %172, %173 : f32
        llvm.store %174, %39 : f32, !llvm.ptr
        %175 = llvm.load %40 : !llvm.ptr -> f32
        %176 = arith.mulf %133, %149 : f32
        %177 = arith.addf %175, %176 : f32
        llvm.store %177, %40 : f32, !llvm.ptr
        %178 = llvm.load %41 : !llvm.ptr -> f32
        %179 = arith.mulf %133, %153 : f32
        %180 = arith.addf %178, %179 : f32
        llvm.store %180, %41 : f32, !llvm.ptr
        %181 = llvm.load %42 : !llvm.ptr -> f32
        %182 = arith.mulf %133, %157 : f32
        %183 = arith.addf %181, %182 : f32
        llvm.store %183, %42 : f32, !llvm.ptr
        %184 = llvm.load %43 : !llvm.ptr -> f32
        %185 = arith.mulf %133, %161 : f32
        %186 = arith.addf %184, %185 : f32
        llvm.store %186, %43 : f32, !llvm.ptr
        %187 = llvm.load %44 : !llvm.ptr -> f32
        %188 = arith.mulf %133, %165 : f32
        %189 = arith.addf %187, %188 : f32
        llvm.store %189, %44 : f32, !llvm.ptr
      }
      %90 = llvm.load %37 : !llvm.ptr -> f32
      %c64_i64_105 = arith.constant 64 : i64
      %91 = arith.muli %75, %c64_i64_105 : i64
      %92 = arith.addi %74, %91 : i64
      %93 = llvm.getelementptr %17[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %90, %93 : f32, !llvm.ptr<1>
      %94 = llvm.load %38 : !llvm.ptr -> f32
      %c64_i64_106 = arith.constant 64 : i64
      %95 = arith.muli %77, %c64_i64_106 : i64
      %96 = arith.addi %74, %95 : i64
      %97 = llvm.getelementptr %17[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %94, %97 : f32, !llvm.ptr<1>
      %98 = llvm.load %39 : !llvm.ptr -> f32
      %c64_i64_107 = arith.constant 64 : i64
      %99 = arith.muli %79, %c64_i64_107 : i64
      %100 = arith.addi %74, %99 : i64
      %101 = llvm.getelementptr %17[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %98, %101 : f32, !llvm.ptr<1>
      %102 = llvm.load %40 : !llvm.ptr -> f32
      %c64_i64_108 = arith.constant 64 : i64
      %103 = arith.muli %81, %c64_i64_108 : i64
      %104 = arith.addi %74, %103 : i64
      %105 = llvm.getelementptr %17[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %102, %105 : f32, !llvm.ptr<1>
      %106 = llvm.load %41 : !llvm.ptr -> f32
      %c64_i64_109 = arith.constant 64 : i64
      %107 = arith.muli %83, %c64_i64_109 : i64
      %108 = arith.addi %74, %107 : i64
      %109 = llvm.getelementptr %17[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %106, %109 : f32, !llvm.ptr<1>
      %110 = llvm.load %42 : !llvm.ptr -> f32
      %c64_i64_110 = arith.constant 64 : i64
      %111 = arith.muli %85, %c64_i64_110 : i64
      %112 = arith.addi %74, %111 : i64
      %113 = llvm.getelementptr %17[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %110, %113 : f32, !llvm.ptr<1>
      %114 = llvm.load %43 : !llvm.ptr -> f32
      %c64_i64_111 = arith.constant 64 : i64
      %115 = arith.muli %87, %c64_i64_111 : i64
      %116 = arith.addi %74, %115 : i64
      %117 = llvm.getelementptr %17[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %114, %117 : f32, !llvm.ptr<1>
      %118 = llvm.load %44 : !llvm.ptr -> f32
      %c64_i64_112 = arith.constant 64 : i64
      %119 = arith.muli %89, %c64_i64_112 : i64
      %120 = arith.addi %74, %119 : i64
      %121 = llvm.getelementptr %17[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %118, %121 : f32, !llvm.ptr<1>
      %thread_id_x_113 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_113 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %123 = arith.minsi %122, %c42_i64 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %124 = arith.index_cast %thread_id_y_114 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %125 = arith.minsi %124, %c11_i64 : i64
      %thread_id_y_115 = gpu.thread_id  y
      %126 = arith.index_cast %thread_id_y_115 : index to i64
      %c8_i64_116 = arith.constant 8 : i64
      %127 = arith.addi %126, %c8_i64_116 : i64
      %c11_i64_117 = arith.constant 11 : i64
      %128 = arith.minsi %127, %c11_i64_117 : i64
      %cst_118 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_118, %45 : f32, !llvm.ptr
      %cst_119 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_119, %46 : f32, !llvm.ptr
      %c0_i64_120 = arith.constant 0 : i64
      %c1_i64_121 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_120 to %20 step %c1_i64_121  : i64 {
        %c43_i64_122 = arith.constant 43 : i64
        %130 = arith.muli %arg14, %c43_i64_122 : i64
        %131 = arith.addi %123, %130 : i64
        %132 = llvm.getelementptr %19[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %133 = llvm.load %132 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %134 = arith.muli %arg14, %c12_i64 : i64
        %135 = arith.addi %125, %134 : i64
        %136 = llvm.getelementptr %22[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %137 = llvm.load %136 : !llvm.ptr<1> -> f32
        %c12_i64_123 = arith.constant 12 : i64
        %138 = arith.muli %arg14, %c12_i64_123 : i64
        %139 = arith.addi %128, %138 : i64
        %140 = llvm.getelementptr %22[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %141 = llvm.load %140 : !llvm.ptr<1> -> f32
        %142 = llvm.load %45 : !llvm.ptr -> f32
        %143 = arith.mulf %133, %137 : f32
        %144 = arith.addf %142, %143 : f32
        llvm.store %144, %45 : f32, !llvm.ptr
        %145 = llvm.load %46 : !llvm.ptr -> f32
        %146 = arith.mulf %133, %141 : f32
        %147 = arith.addf %145, %146 : f32
        llvm.store %147, %46 : f32, !llvm.ptr
      }
      %c43_i64 = arith.constant 43 : i64
      %129 = arith.cmpi slt, %122, %c43_i64 : i64
      scf.if %129 {
        %c12_i64 = arith.constant 12 : i64
        %130 = arith.cmpi slt, %124, %c12_i64 : i64
        scf.if %130 {
          %132 = llvm.load %45 : !llvm.ptr -> f32
          %c43_i64_123 = arith.constant 43 : i64
          %133 = arith.muli %124, %c43_i64_123 : i64
          %134 = arith.addi %122, %133 : i64
          %135 = llvm.getelementptr %25[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
        %c12_i64_122 = arith.constant 12 : i64
        %131 = arith.cmpi slt, %127, %c12_i64_122 : i64
        scf.if %131 {
          %132 = llvm.load %46 : !llvm.ptr -> f32
          %c43_i64_123 = arith.constant 43 : i64
          %133 = arith.muli %127, %c43_i64_123 : i64
          %134 = arith.addi %122, %133 : i64
          %135 = llvm.getelementptr %25[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %132, %135 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
