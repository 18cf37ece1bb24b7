module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_alpha_beta(%arg0: f32, %arg1: f32, %arg2: memref<10x6xf32, strided<[1, 10]>, 1>, %arg3: memref<6x5xf32, strided<[1, 6]>, 1>, %arg4: memref<10x5xf32, strided<[1, 10]>, 1>, %arg5: memref<10x5xf32, strided<[1, 10]>, 1>, %arg6: memref<10x5xf32, strided<[1, 10]>, 1>, %arg7: memref<10x5xf32, strided<[1, 10]>, 1>, %arg8: memref<10x5xf32, strided<[1, 10]>, 1>, %arg9: memref<10x5xf32, strided<[1, 10]>, 1>, %arg10: memref<10x5xf32, strided<[1, 10]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<10x6xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<10x6xf32, strided<[1, 10]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg3 : memref<6x5xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<6x5xf32, strided<[1, 6]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg6 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg10 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %20 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %21 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %22 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %23 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %24 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %25 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %26 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %27 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %28 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %30 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %31 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %32 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %39 = llvm.alloca %18 x f32 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %c9_i64 = arith.constant 9 : i64
      %41 = arith.minsi %40, %c9_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %43 = arith.minsi %42, %c4_i64 : i64
      %thread_id_y_40 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_40 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %45 = arith.addi %44, %c2_i64 : i64
      %c4_i64_41 = arith.constant 4 : i64
      %46 = arith.minsi %45, %c4_i64_41 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_42 : index to i64
      %c4_i64_43 = arith.constant 4 : i64
      %48 = arith.addi %47, %c4_i64_43 : i64
      %c4_i64_44 = arith.constant 4 : i64
      %49 = arith.minsi %48, %c4_i64_44 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %19 : f32, !llvm.ptr
      %cst_45 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_45, %20 : f32, !llvm.ptr
      %cst_46 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_46, %21 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %117 = arith.muli %arg11, %c10_i64_149 : i64
        %118 = arith.addi %41, %117 : i64
        %119 = llvm.getelementptr %1[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %121 = arith.muli %43, %c6_i64_150 : i64
        %122 = arith.addi %arg11, %121 : i64
        %123 = llvm.getelementptr %3[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %125 = arith.muli %46, %c6_i64_151 : i64
        %126 = arith.addi %arg11, %125 : i64
        %127 = llvm.getelementptr %3[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %129 = arith.muli %49, %c6_i64_152 : i64
        %130 = arith.addi %arg11, %129 : i64
        %131 = llvm.getelementptr %3[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %133 = llvm.load %19 : !llvm.ptr -> f32
        %134 = arith.mulf %120, %124 : f32
        %135 = arith.addf %133, %134 : f32
        llvm.store %135, %19 : f32, !llvm.ptr
        %136 = llvm.load %20 : !llvm.ptr -> f32
        %137 = arith.mulf %120, %128 : f32
        %138 = arith.addf %136, %137 : f32
        llvm.store %138, %20 : f32, !llvm.ptr
        %139 = llvm.load %21 : !llvm.ptr -> f32
        %140 = arith.mulf %120, %132 : f32
        %141 = arith.addf %139, %140 : f32
        llvm.store %141, %21 : f32, !llvm.ptr
      }
      %c10_i64 = arith.constant 10 : i64
      %50 = arith.cmpi slt, %40, %c10_i64 : i64
      scf.if %50 {
        %c5_i64 = arith.constant 5 : i64
        %117 = arith.cmpi slt, %42, %c5_i64 : i64
        scf.if %117 {
          %120 = llvm.load %19 : !llvm.ptr -> f32
          %c10_i64_151 = arith.constant 10 : i64
          %121 = arith.muli %42, %c10_i64_151 : i64
          %122 = arith.addi %40, %121 : i64
          %123 = llvm.getelementptr %5[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %118 = arith.cmpi slt, %45, %c5_i64_149 : i64
        scf.if %118 {
          %120 = llvm.load %20 : !llvm.ptr -> f32
          %c10_i64_151 = arith.constant 10 : i64
          %121 = arith.muli %45, %c10_i64_151 : i64
          %122 = arith.addi %40, %121 : i64
          %123 = llvm.getelementptr %5[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %119 = arith.cmpi slt, %48, %c5_i64_150 : i64
        scf.if %119 {
          %120 = llvm.load %21 : !llvm.ptr -> f32
          %c10_i64_151 = arith.constant 10 : i64
          %121 = arith.muli %48, %c10_i64_151 : i64
          %122 = arith.addi %40, %121 : i64
          %123 = llvm.getelementptr %5[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_47 = gpu.thread_id  x
      %51 = arith.index_cast %thread_id_x_47 : index to i64
      %c9_i64_48 = arith.constant 9 : i64
      %52 = arith.minsi %51, %c9_i64_48 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_49 : index to i64
      %c4_i64_50 = arith.constant 4 : i64
      %54 = arith.minsi %53, %c4_i64_50 : i64
      %thread_id_y_51 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_51 : index to i64
      %c2_i64_52 = arith.constant 2 : i64
      %56 = arith.addi %55, %c2_i64_52 : i64
      %c4_i64_53 = arith.constant 4 : i64
      %57 = arith.minsi %56, %c4_i64_53 : i64
      %thread_id_y_54 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_54 : index to i64
      %c4_i64_55 = arith.constant 4 : i64
      %59 = arith.addi %58, %c4_i64_55 : i64
      %c4_i64_56 = arith.constant 4 : i64
      %60 = arith.minsi %59, %c4_i64_56 : i64
      %cst_57 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_57, %22 : f32, !llvm.ptr
      %cst_58 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_58, %23 : f32, !llvm.ptr
      %cst_59 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_59, %24 : f32, !llvm.ptr
      %c0_i64_60 = arith.constant 0 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %c1_i64_62 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_60 to %c6_i64_61 step %c1_i64_62  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %117 = arith.muli %arg11, %c10_i64_149 : i64
        %118 = arith.addi %52, %117 : i64
        %119 = llvm.getelementptr %1[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %121 = arith.muli %54, %c6_i64_150 : i64
        %122 = arith.addi %arg11, %121 : i64
        %123 = llvm.getelementptr %3[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %125 = arith.muli %57, %c6_i64_151 : i64
        %126 = arith.addi %arg11, %125 : i64
        %127 = llvm.getelementptr %3[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %129 = arith.muli %60, %c6_i64_152 : i64
        %130 = arith.addi %arg11, %129 : i64
        %131 = llvm.getelementptr %3[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %133 = llvm.load %22 : !llvm.ptr -> f32
        %134 = arith.mulf %120, %124 : f32
        %135 = arith.addf %133, %134 : f32
        llvm.store %135, %22 : f32, !llvm.ptr
        %136 = llvm.load %23 : !llvm.ptr -> f32
        %137 = arith.mulf %120, %128 : f32
        %138 = arith.addf %136, %137 : f32
        llvm.store %138, %23 : f32, !llvm.ptr
        %139 = llvm.load %24 : !llvm.ptr -> f32
        %140 = arith.mulf %120, %132 : f32
        %141 = arith.addf %139, %140 : f32
        llvm.store %141, %24 : f32, !llvm.ptr
      }
      %c10_i64_63 = arith.constant 10 : i64
      %61 = arith.cmpi slt, %51, %c10_i64_63 : i64
      scf.if %61 {
        %c5_i64 = arith.constant 5 : i64
        %117 = arith.cmpi slt, %53, %c5_i64 : i64
        scf.if %117 {
          %c10_i64_151 = arith.constant 10 : i64
          %120 = arith.muli %53, %c10_i64_151 : i64
          %121 = arith.addi %51, %120 : i64
          %122 = llvm.getelementptr %7[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = llvm.load %22 : !llvm.ptr -> f32
          %125 = arith.addf %123, %124 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %126 = arith.muli %53, %c10_i64_152 : i64
          %127 = arith.addi %51, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %118 = arith.cmpi slt, %56, %c5_i64_149 : i64
        scf.if %118 {
          %c10_i64_151 = arith.constant 10 : i64
          %120 = arith.muli %56, %c10_i64_151 : i64
          %121 = arith.addi %51, %120 : i64
          %122 = llvm.getelementptr %7[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = llvm.load %23 : !llvm.ptr -> f32
          %125 = arith.addf %123, %124 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %126 = arith.muli %56, %c10_i64_152 : i64
          %127 = arith.addi %51, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %119 = arith.cmpi slt, %59, %c5_i64_150 : i64
        scf.if %119 {
          %c10_i64_151 = arith.constant 10 : i64
          %120 = arith.muli %59, %c10_i64_151 : i64
          %121 = arith.addi %51, %120 : i64
          %122 = llvm.getelementptr %7[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = llvm.load %24 : !llvm.ptr -> f32
          %125 = arith.addf %123, %124 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %126 = arith.muli %59, %c10_i64_152 : i64
          %127 = arith.addi %51, %126 : i64
          %128 = llvm.getelementptr %7[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %125, %128 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_64 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_64 : index to i64
      %c9_i64_65 = arith.constant 9 : i64
      %63 = arith.minsi %62, %c9_i64_65 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_66 : index to i64
      %c4_i64_67 = arith.constant 4 : i64
      %65 = arith.minsi %64, %c4_i64_67 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_68 : index to i64
      %c2_i64_69 = arith.constant 2 : i64
      %67 = arith.addi %66, %c2_i64_69 : i64
      %c4_i64_70 = arith.constant 4 : i64
      %68 = arith.minsi %67, %c4_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_71 : index to i64
      %c4_i64_72 = arith.constant 4 : i64
      %70 = arith.addi %69, %c4_i64_72 : i64
      %c4_i64_73 = arith.constant 4 : i64
      %71 = arith.minsi %70, %c4_i64_73 : i64
      %cst_74 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_74, %25 : f32, !llvm.ptr
      %cst_75 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_75, %26 : f32, !llvm.ptr
      %cst_76 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_76, %27 : f32, !llvm.ptr
      %c0_i64_77 = arith.constant 0 : i64
      %c6_i64_78 = arith.constant 6 : i64
      %c1_i64_79 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_77 to %c6_i64_78 step %c1_i64_79  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %117 = arith.muli %arg11, %c10_i64_149 : i64
        %118 = arith.addi %63, %117 : i64
        %119 = llvm.getelementptr %1[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %121 = arith.muli %65, %c6_i64_150 : i64
        %122 = arith.addi %arg11, %121 : i64
        %123 = llvm.getelementptr %3[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %125 = arith.muli %68, %c6_i64_151 : i64
        %126 = arith.addi %arg11, %125 : i64
        %127 = llvm.getelementptr %3[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %129 = arith.muli %71, %c6_i64_152 : i64
        %130 = arith.addi %arg11, %129 : i64
        %131 = llvm.getelementptr %3[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %133 = llvm.load %25 : !llvm.ptr -> f32
        %134 = arith.mulf %120, %124 : f32
        %135 = arith.addf %133, %134 : f32
        llvm.store %135, %25 : f32, !llvm.ptr
        %136 = llvm.load %26 : !llvm.ptr -> f32
        %137 = arith.mulf %120, %128 : f32
        %138 = arith.addf %136, %137 : f32
        llvm.store %138, %26 : f32, !llvm.ptr
        %139 = llvm.load %27 : !llvm.ptr -> f32
        %140 = arith.mulf %120, %132 : f32
        %141 = arith.addf %139, %140 : f32
        llvm.store %141, %27 : f32, !llvm.ptr
      }
      %c10_i64_80 = arith.constant 10 : i64
      %72 = arith.cmpi slt, %62, %c10_i64_80 : i64
      scf.if %72 {
        %c5_i64 = arith.constant 5 : i64
        %117 = arith.cmpi slt, %64, %c5_i64 : i64
        scf.if %117 {
          %cst_151 = arith.constant -5.000000e-01 : f32
          %120 = llvm.load %25 : !llvm.ptr -> f32
          %121 = arith.mulf %cst_151, %120 : f32
          %cst_152 = arith.constant 2.500000e+00 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %122 = arith.muli %64, %c10_i64_153 : i64
          %123 = arith.addi %62, %122 : i64
          %124 = llvm.getelementptr %9[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %cst_152, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_154 = arith.constant 10 : i64
          %128 = arith.muli %64, %c10_i64_154 : i64
          %129 = arith.addi %62, %128 : i64
          %130 = llvm.getelementptr %9[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %118 = arith.cmpi slt, %67, %c5_i64_149 : i64
        scf.if %118 {
          %cst_151 = arith.constant -5.000000e-01 : f32
          %120 = llvm.load %26 : !llvm.ptr -> f32
          %121 = arith.mulf %cst_151, %120 : f32
          %cst_152 = arith.constant 2.500000e+00 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %122 = arith.muli %67, %c10_i64_153 : i64
          %123 = arith.addi %62, %122 : i64
          %124 = llvm.getelementptr %9[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %cst_152, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_154 = arith.constant 10 : i64
          %128 = arith.muli %67, %c10_i64_154 : i64
          %129 = arith.addi %62, %128 : i64
          %130 = llvm.getelementptr %9[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %119 = arith.cmpi slt, %70, %c5_i64_150 : i64
        scf.if %119 {
          %cst_151 = arith.constant -5.000000e-01 : f32
          %120 = llvm.load %27 : !llvm.ptr -> f32
          %121 = arith.mulf %cst_151, %120 : f32
          %cst_152 = arith.constant 2.500000e+00 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %122 = arith.muli %70, %c10_i64_153 : i64
          %123 = arith.addi %62, %122 : i64
          %124 = llvm.getelementptr %9[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %cst_152, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_154 = arith.constant 10 : i64
          %128 = arith.muli %70, %c10_i64_154 : i64
          %129 = arith.addi %62, %128 : i64
          %130 = llvm.getelementptr %9[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_81 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_81 : index to i64
      %c9_i64_82 = arith.constant 9 : i64
      %74 = arith.minsi %73, %c9_i64_82 : i64
      %thread_id_y_83 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_83 : index to i64
      %c4_i64_84 = arith.constant 4 : i64
      %76 = arith.minsi %75, %c4_i64_84 : i64
      %thread_id_y_85 = gpu.thread_id  y
      %77 = arith.index_cast %thread_id_y_85 : index to i64
      %c2_i64_86 = arith.constant 2 : i64
      %78 = arith.addi %77, %c2_i64_86 : i64
      %c4_i64_87 = arith.constant 4 : i64
      %79 = arith.minsi %78, %c4_i64_87 : i64
      %thread_id_y_88 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_88 : index to i64
      %c4_i64_89 = arith.constant 4 : i64
      %81 = arith.addi %80, %c4_i64_89 : i64
      %c4_i64_90 = arith.constant 4 : i64
      %82 = arith.minsi %81, %c4_i64_90 : i64
      %cst_91 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_91, %28 : f32, !llvm.ptr
      %cst_92 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_92, %29 : f32, !llvm.ptr
      %cst_93 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_93, %30 : f32, !llvm.ptr
      %c0_i64_94 = arith.constant 0 : i64
      %c6_i64_95 = arith.constant 6 : i64
      %c1_i64_96 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_94 to %c6_i64_95 step %c1_i64_96  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %117 = arith.muli %arg11, %c10_i64_149 : i64
        %118 = arith.addi %74, %117 : i64
        %119 = llvm.getelementptr %1[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %121 = arith.muli %76, %c6_i64_150 : i64
        %122 = arith.addi %arg11, %121 : i64
        %123 = llvm.getelementptr %3[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %125 = arith.muli %79, %c6_i64_151 : i64
        %126 = arith.addi %arg11, %125 : i64
        %127 = llvm.getelementptr %3[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %129 = arith.muli %82, %c6_i64_152 : i64
        %130 = arith.addi %arg11, %129 : i64
        %131 = llvm.getelementptr %3[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %133 = llvm.load %28 : !llvm.ptr -> f32
        %134 = arith.mulf %120, %124 : f32
        %135 = arith.addf %133, %134 : f32
        llvm.store %135, %28 : f32, !llvm.ptr
        %136 = llvm.load %29 : !llvm.ptr -> f32
        %137 = arith.mulf %120, %128 : f32
        %138 = arith.addf %136, %137 : f32
        llvm.store %138, %29 : f32, !llvm.ptr
        %139 = llvm.load %30 : !llvm.ptr -> f32
        %140 = arith.mulf %120, %132 : f32
        %141 = arith.addf %139, %140 : f32
        llvm.store %141, %30 : f32, !llvm.ptr
      }
      %c10_i64_97 = arith.constant 10 : i64
      %83 = arith.cmpi slt, %73, %c10_i64_97 : i64
      scf.if %83 {
        %c5_i64 = arith.constant 5 : i64
        %117 = arith.cmpi slt, %75, %c5_i64 : i64
        scf.if %117 {
          %120 = llvm.load %28 : !llvm.ptr -> f32
          %121 = arith.mulf %arg0, %120 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %122 = arith.muli %75, %c10_i64_151 : i64
          %123 = arith.addi %73, %122 : i64
          %124 = llvm.getelementptr %11[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %arg1, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %128 = arith.muli %75, %c10_i64_152 : i64
          %129 = arith.addi %73, %128 : i64
          %130 = llvm.getelementptr %11[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %118 = arith.cmpi slt, %78, %c5_i64_149 : i64
        scf.if %118 {
          %120 = llvm.load %29 : !llvm.ptr -> f32
          %121 = arith.mulf %arg0, %120 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %122 = arith.muli %78, %c10_i64_151 : i64
          %123 = arith.addi %73, %122 : i64
          %124 = llvm.getelementptr %11[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %arg1, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %128 = arith.muli %78, %c10_i64_152 : i64
          %129 = arith.addi %73, %128 : i64
          %130 = llvm.getelementptr %11[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %119 = arith.cmpi slt, %81, %c5_i64_150 : i64
        scf.if %119 {
          %120 = llvm.load %30 : !llvm.ptr -> f32
          %121 = arith.mulf %arg0, %120 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %122 = arith.muli %81, %c10_i64_151 : i64
          %123 = arith.addi %73, %122 : i64
          %124 = llvm.getelementptr %11[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %arg1, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %128 = arith.muli %81, %c10_i64_152 : i64
          %129 = arith.addi %73, %128 : i64
          %130 = llvm.getelementptr %11[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_98 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_98 : index to i64
      %c9_i64_99 = arith.constant 9 : i64
      %85 = arith.minsi %84, %c9_i64_99 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %86 = arith.index_cast %thread_id_y_100 : index to i64
      %c4_i64_101 = arith.constant 4 : i64
      %87 = arith.minsi %86, %c4_i64_101 : i64
      %thread_id_y_102 = gpu.thread_id  y
      %88 = arith.index_cast %thread_id_y_102 : index to i64
      %c2_i64_103 = arith.constant 2 : i64
      %89 = arith.addi %88, %c2_i64_103 : i64
      %c4_i64_104 = arith.constant 4 : i64
      %90 = arith.minsi %89, %c4_i64_104 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %91 = arith.index_cast %thread_id_y_105 : index to i64
      %c4_i64_106 = arith.constant 4 : i64
      %92 = arith.addi %91, %c4_i64_106 : i64
      %c4_i64_107 = arith.constant 4 : i64
      %93 = arith.minsi %92, %c4_i64_107 : i64
      %cst_108 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_108, %31 : f32, !llvm.ptr
      %cst_109 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_109, %32 : f32, !llvm.ptr
      %cst_110 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_110, %33 : f32, !llvm.ptr
      %c0_i64_111 = arith.constant 0 : i64
      %c6_i64_112 = arith.constant 6 : i64
      %c1_i64_113 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_111 to %c6_i64_112 step %c1_i64_113  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %117 = arith.muli %arg11, %c10_i64_149 : i64
        %118 = arith.addi %85, %117 : i64
        %119 = llvm.getelementptr %1[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %121 = arith.muli %87, %c6_i64_150 : i64
        %122 = arith.addi %arg11, %121 : i64
        %123 = llvm.getelementptr %3[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %125 = arith.muli %90, %c6_i64_151 : i64
        %126 = arith.addi %arg11, %125 : i64
        %127 = llvm.getelementptr %3[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %129 = arith.muli %93, %c6_i64_152 : i64
        %130 = arith.addi %arg11, %129 : i64
        %131 = llvm.getelementptr %3[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %133 = llvm.load %31 : !llvm.ptr -> f32
        %134 = arith.mulf %120, %124 : f32
        %135 = arith.addf %133, %134 : f32
        llvm.store %135, %31 : f32, !llvm.ptr
        %136 = llvm.load %32 : !llvm.ptr -> f32
        %137 = arith.mulf %120, %128 : f32
        %138 = arith.addf %136, %137 : f32
        llvm.store %138, %32 : f32, !llvm.ptr
        %139 = llvm.load %33 : !llvm.ptr -> f32
        %140 = arith.mulf %120, %132 : f32
        %141 = arith.addf %139, %140 : f32
        llvm.store %141, %33 : f32, !llvm.ptr
      }
      %c10_i64_114 = arith.constant 10 : i64
      %94 = arith.cmpi slt, %84, %c10_i64_114 : i64
      scf.if %94 {
        %c5_i64 = arith.constant 5 : i64
        %117 = arith.cmpi slt, %86, %c5_i64 : i64
        scf.if %117 {
          %120 = llvm.load %31 : !llvm.ptr -> f32
          %121 = arith.mulf %arg0, %120 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %122 = arith.muli %86, %c10_i64_151 : i64
          %123 = arith.addi %84, %122 : i64
          %124 = llvm.getelementptr %13[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %121, %124 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %118 = arith.cmpi slt, %89, %c5_i64_149 : i64
        scf.if %118 {
          %120 = llvm.load %32 : !llvm.ptr -> f32
          %121 = arith.mulf %arg0, %120 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %122 = arith.muli %89, %c10_i64_151 : i64
          %123 = arith.addi %84, %122 : i64
          %124 = llvm.getelementptr %13[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %121, %124 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %119 = arith.cmpi slt, %92, %c5_i64_150 : i64
        scf.if %119 {
          %120 = llvm.load %33 : !llvm.ptr -> f32
          %121 = arith.mulf %arg0, %120 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %122 = arith.muli %92, %c10_i64_151 : i64
          %123 = arith.addi %84, %122 : i64
          %124 = llvm.getelementptr %13[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %121, %124 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_115 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_115 : index to i64
      %c9_i64_116 = arith.constant 9 : i64
      %96 = arith.minsi %95, %c9_i64_116 : i64
      %thread_id_y_117 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_117 : index to i64
      %c4_i64_118 = arith.constant 4 : i64
      %98 = arith.minsi %97, %c4_i64_118 : i64
      %thread_id_y_119 = gpu.thread_id  y
      %99 = arith.index_cast %thread_id_y_119 : index to i64
      %c2_i64_120 = arith.constant 2 : i64
      %100 = arith.addi %99, %c2_i64_120 : i64
      %c4_i64_121 = arith.constant 4 : i64
      %101 = arith.minsi %100, %c4_i64_121 : i64
      %thread_id_y_122 = gpu.thread_id  y
      %102 = arith.index_cast %thread_id_y_122 : index to i64
      %c4_i64_123 = arith.constant 4 : i64
      %103 = arith.addi %102, %c4_i64_123 : i64
      %c4_i64_124 = arith.constant 4 : i64
      %104 = arith.minsi %103, %c4_i64_124 : i64
      %cst_125 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_125, %34 : f32, !llvm.ptr
      %cst_126 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_126, %35 : f32, !llvm.ptr
      %cst_127 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_127, %36 : f32, !llvm.ptr
      %c0_i64_128 = arith.constant 0 : i64
      %c6_i64_129 = arith.constant 6 : i64
      %c1_i64_130 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_128 to %c6_i64_129 step %c1_i64_130  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %117 = arith.muli %arg11, %c10_i64_149 : i64
        %118 = arith.addi %96, %117 : i64
        %119 = llvm.getelementptr %1[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %121 = arith.muli %98, %c6_i64_150 : i64
        %122 = arith.addi %arg11, %121 : i64
        %123 = llvm.getelementptr %3[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %125 = arith.muli %101, %c6_i64_151 : i64
        %126 = arith.addi %arg11, %125 : i64
        %127 = llvm.getelementptr %3[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %129 = arith.muli %104, %c6_i64_152 : i64
        %130 = arith.addi %arg11, %129 : i64
        %131 = llvm.getelementptr %3[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %133 = llvm.load %34 : !llvm.ptr -> f32
        %134 = arith.mulf %120, %124 : f32
        %135 = arith.addf %133, %134 : f32
        llvm.store %135, %34 : f32, !llvm.ptr
        %136 = llvm.load %35 : !llvm.ptr -> f32
        %137 = arith.mulf %120, %128 : f32
        %138 = arith.addf %136, %137 : f32
        llvm.store %138, %35 : f32, !llvm.ptr
        %139 = llvm.load %36 : !llvm.ptr -> f32
        %140 = arith.mulf %120, %132 : f32
        %141 = arith.addf %139, %140 : f32
        llvm.store %141, %36 : f32, !llvm.ptr
      }
      %c10_i64_131 = arith.constant 10 : i64
      %105 = arith.cmpi slt, %95, %c10_i64_131 : i64
      scf.if %105 {
        %c5_i64 = arith.constant 5 : i64
        %117 = arith.cmpi slt, %97, %c5_i64 : i64
        scf.if %117 {
          %c10_i64_151 = arith.constant 10 : i64
          %120 = arith.muli %97, %c10_i64_151 : i64
          %121 = arith.addi %95, %120 : i64
          %122 = llvm.getelementptr %15[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %cst_152 = arith.constant 0.000000e+00 : f32
          %124 = llvm.load %34 : !llvm.ptr -> f32
          %125 = arith.mulf %cst_152, %124 : f32
          %126 = arith.addf %123, %125 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %127 = arith.muli %97, %c10_i64_153 : i64
          %128 = arith.addi %95, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %118 = arith.cmpi slt, %100, %c5_i64_149 : i64
        scf.if %118 {
          %c10_i64_151 = arith.constant 10 : i64
          %120 = arith.muli %100, %c10_i64_151 : i64
          %121 = arith.addi %95, %120 : i64
          %122 = llvm.getelementptr %15[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %cst_152 = arith.constant 0.000000e+00 : f32
          %124 = llvm.load %35 : !llvm.ptr -> f32
          %125 = arith.mulf %cst_152, %124 : f32
          %126 = arith.addf %123, %125 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %127 = arith.muli %100, %c10_i64_153 : i64
          %128 = arith.addi %95, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %119 = arith.cmpi slt, %103, %c5_i64_150 : i64
        scf.if %119 {
          %c10_i64_151 = arith.constant 10 : i64
          %120 = arith.muli %103, %c10_i64_151 : i64
          %121 = arith.addi %95, %120 : i64
          %122 = llvm.getelementptr %15[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %cst_152 = arith.constant 0.000000e+00 : f32
          %124 = llvm.load %36 : !llvm.ptr -> f32
          %125 = arith.mulf %cst_152, %124 : f32
          %126 = arith.addf %123, %125 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %127 = arith.muli %103, %c10_i64_153 : i64
          %128 = arith.addi %95, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %126, %129 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_132 = gpu.thread_id  x
      %106 = arith.index_cast %thread_id_x_132 : index to i64
      %c9_i64_133 = arith.constant 9 : i64
      %107 = arith.minsi %106, %c9_i64_133 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %108 = arith.index_cast %thread_id_y_134 : index to i64
      %c4_i64_135 = arith.constant 4 : i64
      %109 = arith.minsi %108, %c4_i64_135 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %110 = arith.index_cast %thread_id_y_136 : index to i64
      %c2_i64_137 = arith.constant 2 : i64
      %111 = arith.addi %110, %c2_i64_137 : i64
      %c4_i64_138 = arith.constant 4 : i64
      %112 = arith.minsi %111, %c4_i64_138 : i64
      %thread_id_y_139 = gpu.thread_id  y
      %113 = arith.index_cast %thread_id_y_139 : index to i64
      %c4_i64_140 = arith.constant 4 : i64
      %114 = arith.addi %113, %c4_i64_140 : i64
      %c4_i64_141 = arith.constant 4 : i64
      %115 = arith.minsi %114, %c4_i64_141 : i64
      %cst_142 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_142, %37 : f32, !llvm.ptr
      %cst_143 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_143, %38 : f32, !llvm.ptr
      %cst_144 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_144, %39 : f32, !llvm.ptr
      %c0_i64_145 = arith.constant 0 : i64
      %c6_i64_146 = arith.constant 6 : i64
      %c1_i64_147 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_145 to %c6_i64_146 step %c1_i64_147  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %117 = arith.muli %arg11, %c10_i64_149 : i64
        %118 = arith.addi %107, %117 : i64
        %119 = llvm.getelementptr %1[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %121 = arith.muli %109, %c6_i64_150 : i64
        %122 = arith.addi %arg11, %121 : i64
        %123 = llvm.getelementptr %3[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %124 = llvm.load %123 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %125 = arith.muli %112, %c6_i64_151 : i64
        %126 = arith.addi %arg11, %125 : i64
        %127 = llvm.getelementptr %3[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %129 = arith.muli %115, %c6_i64_152 : i64
        %130 = arith.addi %arg11, %129 : i64
        %131 = llvm.getelementptr %3[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %133 = llvm.load %37 : !llvm.ptr -> f32
        %134 = arith.mulf %120, %124 : f32
        %135 = arith.addf %133, %134 : f32
        llvm.store %135, %37 : f32, !llvm.ptr
        %136 = llvm.load %38 : !llvm.ptr -> f32
        %137 = arith.mulf %120, %128 : f32
        %138 = arith.addf %136, %137 : f32
        llvm.store %138, %38 : f32, !llvm.ptr
        %139 = llvm.load %39 : !llvm.ptr -> f32
        %140 = arith.mulf %120, %132 : f32
        %141 = arith.addf %139, %140 : f32
        llvm.store %141, %39 : f32, !llvm.ptr
      }
      %c10_i64_148 = arith.constant 10 : i64
      %116 = arith.cmpi slt, %106, %c10_i64_148 : i64
      scf.if %116 {
        %c5_i64 = arith.constant 5 : i64
        %117 = arith.cmpi slt, %108, %c5_i64 : i64
        scf.if %117 {
          %cst_151 = arith.constant 3.000000e+00 : f32
          %120 = llvm.load %37 : !llvm.ptr -> f32
          %121 = arith.mulf %cst_151, %120 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %122 = arith.muli %108, %c10_i64_152 : i64
          %123 = arith.addi %106, %122 : i64
          %124 = llvm.getelementptr %17[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %arg1, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %128 = arith.muli %108, %c10_i64_153 : i64
          %129 = arith.addi %106, %128 : i64
          %130 = llvm.getelementptr %17[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %118 = arith.cmpi slt, %111, %c5_i64_149 : i64
        scf.if %118 {
          %cst_151 = arith.constant 3.000000e+00 : f32
          %120 = llvm.load %38 : !llvm.ptr -> f32
          %121 = arith.mulf %cst_151, %120 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %122 = arith.muli %111, %c10_i64_152 : i64
          %123 = arith.addi %106, %122 : i64
          %124 = llvm.getelementptr %17[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %arg1, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %128 = arith.muli %111, %c10_i64_153 : i64
          %129 = arith.addi %106, %128 : i64
          %130 = llvm.getelementptr %17[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %119 = arith.cmpi slt, %114, %c5_i64_150 : i64
        scf.if %119 {
          %cst_151 = arith.constant 3.000000e+00 : f32
          %120 = llvm.load %39 : !llvm.ptr -> f32
          %121 = arith.mulf %cst_151, %120 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %122 = arith.muli %114, %c10_i64_152 : i64
          %123 = arith.addi %106, %122 : i64
          %124 = llvm.getelementptr %17[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.mulf %arg1, %125 : f32
          %127 = arith.addf %121, %126 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %128 = arith.muli %114, %c10_i64_153 : i64
          %129 = arith.addi %106, %128 : i64
          %130 = llvm.getelementptr %17[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %127, %130 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
