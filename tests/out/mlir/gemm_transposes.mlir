module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_transposes() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1152 x i8>
    gpu.func @gemm_transposes(%arg0: memref<13x9x?xf32, strided<[1, 13, 117]>, 1>, %arg1: memref<9x13x?xf32, strided<[1, 9, 117]>, 1>, %arg2: memref<9x7x?xf32, strided<[1, 9, 63]>, 1>, %arg3: memref<7x9x?xf32, strided<[1, 7, 63]>, 1>, %arg4: memref<13x7x?xf32, strided<[1, 13, 91]>, 1>, %arg5: memref<13x7x?xf32, strided<[1, 13, 91]>, 1>, %arg6: memref<13x7x?xf32, strided<[1, 13, 91]>, 1>, %arg7: memref<13x7x?xf32, strided<[1, 13, 91]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<13x9x?xf32, strided<[1, 13, 117]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<13x9x?xf32, strided<[1, 13, 117]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<9x13x?xf32, strided<[1, 9, 117]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<9x13x?xf32, strided<[1, 9, 117]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<7x9x?xf32, strided<[1, 7, 63]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<7x9x?xf32, strided<[1, 7, 63]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg7 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<13x7x?xf32, strided<[1, 13, 91]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %24 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %25 = arith.muli %24, %c117_i64 : i64
      %26 = llvm.getelementptr %1[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c117_i64_50 = arith.constant 117 : i64
      %27 = arith.muli %24, %c117_i64_50 : i64
      %28 = llvm.getelementptr %4[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64 = arith.constant 63 : i64
      %29 = arith.muli %24, %c63_i64 : i64
      %30 = llvm.getelementptr %7[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64_51 = arith.constant 63 : i64
      %31 = arith.muli %24, %c63_i64_51 : i64
      %32 = llvm.getelementptr %10[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64 = arith.constant 91 : i64
      %33 = arith.muli %24, %c91_i64 : i64
      %34 = llvm.getelementptr %13[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_52 = arith.constant 91 : i64
      %35 = arith.muli %24, %c91_i64_52 : i64
      %36 = llvm.getelementptr %16[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_53 = arith.constant 91 : i64
      %37 = arith.muli %24, %c91_i64_53 : i64
      %38 = llvm.getelementptr %19[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_54 = arith.constant 91 : i64
      %39 = arith.muli %24, %c91_i64_54 : i64
      %40 = llvm.getelementptr %22[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x : index to i64
      %c12_i64 = arith.constant 12 : i64
      %42 = arith.minsi %41, %c12_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %44 = arith.minsi %43, %c6_i64 : i64
      %thread_id_y_55 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_55 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %46 = arith.addi %45, %c2_i64 : i64
      %c6_i64_56 = arith.constant 6 : i64
      %47 = arith.minsi %46, %c6_i64_56 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_57 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %49 = arith.addi %48, %c4_i64 : i64
      %c6_i64_58 = arith.constant 6 : i64
      %50 = arith.minsi %49, %c6_i64_58 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_59 : index to i64
      %c6_i64_60 = arith.constant 6 : i64
      %52 = arith.addi %51, %c6_i64_60 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %53 = arith.minsi %52, %c6_i64_61 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_62 = arith.constant 0.000000e+00 : f32
      memref.store %cst_62, %alloca_35[] : memref<f32>
      %cst_63 = arith.constant 0.000000e+00 : f32
      memref.store %cst_63, %alloca_36[] : memref<f32>
      %cst_64 = arith.constant 0.000000e+00 : f32
      memref.store %cst_64, %alloca_37[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c9_i64 step %c1_i64  : i64 {
        %c13_i64_133 = arith.constant 13 : i64
        %97 = arith.muli %arg8, %c13_i64_133 : i64
        %98 = arith.addi %42, %97 : i64
        %99 = llvm.getelementptr %26[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %c9_i64_134 = arith.constant 9 : i64
        %101 = arith.muli %44, %c9_i64_134 : i64
        %102 = arith.addi %arg8, %101 : i64
        %103 = llvm.getelementptr %30[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %c9_i64_135 = arith.constant 9 : i64
        %105 = arith.muli %47, %c9_i64_135 : i64
        %106 = arith.addi %arg8, %105 : i64
        %107 = llvm.getelementptr %30[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %108 = llvm.load %107 : !llvm.ptr<1> -> f32
        %c9_i64_136 = arith.constant 9 : i64
        %109 = arith.muli %50, %c9_i64_136 : i64
        %110 = arith.addi %arg8, %109 : i64
        %111 = llvm.getelementptr %30[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %c9_i64_137 = arith.constant 9 : i64
        %113 = arith.muli %53, %c9_i64_137 : i64
        %114 = arith.addi %arg8, %113 : i64
        %115 = llvm.getelementptr %30[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %116 = llvm.load %115 : !llvm.ptr<1> -> f32
        %117 = memref.load %alloca[] : memref<f32>
        %118 = llvm.intr.fma(%100, %104, %117) : (f32, f32, f32) -> f32
        memref.store %118, %alloca[] : memref<f32>
        %119 = memref.load %alloca_35[] : memref<f32>
        %120 = llvm.intr.fma(%100, %108, %119) : (f32, f32, f32) -> f32
        memref.store %120, %alloca_35[] : memref<f32>
        %121 = memref.load %alloca_36[] : memref<f32>
        %122 = llvm.intr.fma(%100, %112, %121) : (f32, f32, f32) -> f32
        memref.store %122, %alloca_36[] : memref<f32>
        %123 = memref.load %alloca_37[] : memref<f32>
        %124 = llvm.intr.fma(%100, %116, %123) : (f32, f32, f32) -> f32
        memref.store %124, %alloca_37[] : memref<f32>
      }
      %c13_i64 = arith.constant 13 : i64
      %54 = arith.cmpi slt, %41, %c13_i64 : i64
      scf.if %54 {
        %c7_i64 = arith.constant 7 : i64
        %97 = arith.cmpi slt, %43, %c7_i64 : i64
        scf.if %97 {
          %101 = memref.load %alloca[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %102 = arith.muli %43, %c13_i64_136 : i64
          %103 = arith.addi %41, %102 : i64
          %104 = llvm.getelementptr %34[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %101, %104 : f32, !llvm.ptr<1>
        }
        %c7_i64_133 = arith.constant 7 : i64
        %98 = arith.cmpi slt, %46, %c7_i64_133 : i64
        scf.if %98 {
          %101 = memref.load %alloca_35[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %102 = arith.muli %46, %c13_i64_136 : i64
          %103 = arith.addi %41, %102 : i64
          %104 = llvm.getelementptr %34[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %101, %104 : f32, !llvm.ptr<1>
        }
        %c7_i64_134 = arith.constant 7 : i64
        %99 = arith.cmpi slt, %49, %c7_i64_134 : i64
        scf.if %99 {
          %101 = memref.load %alloca_36[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %102 = arith.muli %49, %c13_i64_136 : i64
          %103 = arith.addi %41, %102 : i64
          %104 = llvm.getelementptr %34[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %101, %104 : f32, !llvm.ptr<1>
        }
        %c7_i64_135 = arith.constant 7 : i64
        %100 = arith.cmpi slt, %52, %c7_i64_135 : i64
        scf.if %100 {
          %101 = memref.load %alloca_37[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %102 = arith.muli %52, %c13_i64_136 : i64
          %103 = arith.addi %41, %102 : i64
          %104 = llvm.getelementptr %34[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %101, %104 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_65 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64_66 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_65 to %c5_i64 step %c1_i64_66  : i64 {
        %thread_id_x_133 = gpu.thread_id  x
        %97 = arith.index_cast %thread_id_x_133 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_134 = gpu.thread_id  y
        %98 = arith.index_cast %thread_id_y_134 : index to i64
        %99 = arith.muli %c32_i64, %98 : i64
        %100 = arith.addi %97, %99 : i64
        %c64_i64 = arith.constant 64 : i64
        %101 = arith.muli %arg8, %c64_i64 : i64
        %102 = arith.addi %100, %101 : i64
        %c288_i64 = arith.constant 288 : i64
        %103 = arith.cmpi slt, %102, %c288_i64 : i64
        scf.if %103 {
          %c9_i64_135 = arith.constant 9 : i64
          %104 = arith.remsi %102, %c9_i64_135 : i64
          %c9_i64_136 = arith.constant 9 : i64
          %105 = arith.divsi %102, %c9_i64_136 : i64
          %c12_i64_137 = arith.constant 12 : i64
          %106 = arith.minsi %105, %c12_i64_137 : i64
          %c9_i64_138 = arith.constant 9 : i64
          %107 = arith.muli %106, %c9_i64_138 : i64
          %108 = arith.addi %104, %107 : i64
          %109 = llvm.getelementptr %28[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %110 = llvm.load %109 : !llvm.ptr<1> -> f32
          %111 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
          %c32_i64_139 = arith.constant 32 : i64
          %112 = arith.muli %104, %c32_i64_139 : i64
          %113 = arith.addi %105, %112 : i64
          %114 = llvm.getelementptr %111[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %110, %114 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_67 = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x_67 : index to i64
      %thread_id_x_68 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_68 : index to i64
      %thread_id_y_69 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_69 : index to i64
      %c6_i64_70 = arith.constant 6 : i64
      %58 = arith.minsi %57, %c6_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_71 : index to i64
      %c2_i64_72 = arith.constant 2 : i64
      %60 = arith.addi %59, %c2_i64_72 : i64
      %c6_i64_73 = arith.constant 6 : i64
      %61 = arith.minsi %60, %c6_i64_73 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_74 : index to i64
      %c4_i64_75 = arith.constant 4 : i64
      %63 = arith.addi %62, %c4_i64_75 : i64
      %c6_i64_76 = arith.constant 6 : i64
      %64 = arith.minsi %63, %c6_i64_76 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_77 : index to i64
      %c6_i64_78 = arith.constant 6 : i64
      %66 = arith.addi %65, %c6_i64_78 : i64
      %c6_i64_79 = arith.constant 6 : i64
      %67 = arith.minsi %66, %c6_i64_79 : i64
      %cst_80 = arith.constant 0.000000e+00 : f32
      memref.store %cst_80, %alloca_38[] : memref<f32>
      %cst_81 = arith.constant 0.000000e+00 : f32
      memref.store %cst_81, %alloca_39[] : memref<f32>
      %cst_82 = arith.constant 0.000000e+00 : f32
      memref.store %cst_82, %alloca_40[] : memref<f32>
      %cst_83 = arith.constant 0.000000e+00 : f32
      memref.store %cst_83, %alloca_41[] : memref<f32>
      %c0_i64_84 = arith.constant 0 : i64
      %c9_i64_85 = arith.constant 9 : i64
      %c1_i64_86 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_84 to %c9_i64_85 step %c1_i64_86  : i64 {
        %97 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %98 = arith.muli %arg8, %c32_i64 : i64
        %99 = arith.addi %56, %98 : i64
        %100 = llvm.getelementptr %97[%99] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %101 = llvm.load %100 : !llvm.ptr<3> -> f32
        %c9_i64_133 = arith.constant 9 : i64
        %102 = arith.muli %58, %c9_i64_133 : i64
        %103 = arith.addi %arg8, %102 : i64
        %104 = llvm.getelementptr %30[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %c9_i64_134 = arith.constant 9 : i64
        %106 = arith.muli %61, %c9_i64_134 : i64
        %107 = arith.addi %arg8, %106 : i64
        %108 = llvm.getelementptr %30[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %109 = llvm.load %108 : !llvm.ptr<1> -> f32
        %c9_i64_135 = arith.constant 9 : i64
        %110 = arith.muli %64, %c9_i64_135 : i64
        %111 = arith.addi %arg8, %110 : i64
        %112 = llvm.getelementptr %30[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %113 = llvm.load %112 : !llvm.ptr<1> -> f32
        %c9_i64_136 = arith.constant 9 : i64
        %114 = arith.muli %67, %c9_i64_136 : i64
        %115 = arith.addi %arg8, %114 : i64
        %116 = llvm.getelementptr %30[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %117 = llvm.load %116 : !llvm.ptr<1> -> f32
        %118 = memref.load %alloca_38[] : memref<f32>
        %119 = llvm.intr.fma(%101, %105, %118) : (f32, f32, f32) -> f32
        memref.store %119, %alloca_38[] : memref<f32>
        %120 = memref.load %alloca_39[] : memref<f32>
        %121 = llvm.intr.fma(%101, %109, %120) : (f32, f32, f32) -> f32
        memref.store %121, %alloca_39[] : memref<f32>
        %122 = memref.load %alloca_40[] : memref<f32>
        %123 = llvm.intr.fma(%101, %113, %122) : (f32, f32, f32) -> f32
        memref.store %123, %alloca_40[] : memref<f32>
        %124 = memref.load %alloca_41[] : memref<f32>
        %125 = llvm.intr.fma(%101, %117, %124) : (f32, f32, f32) -> f32
        memref.store %125, %alloca_41[] : memref<f32>
      }
      %c13_i64_87 = arith.constant 13 : i64
      %68 = arith.cmpi slt, %55, %c13_i64_87 : i64
      scf.if %68 {
        %c7_i64 = arith.constant 7 : i64
        %97 = arith.cmpi slt, %57, %c7_i64 : i64
        scf.if %97 {
          %101 = memref.load %alloca_38[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %102 = arith.muli %57, %c13_i64_136 : i64
          %103 = arith.addi %55, %102 : i64
          %104 = llvm.getelementptr %36[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %101, %104 : f32, !llvm.ptr<1>
        }
        %c7_i64_133 = arith.constant 7 : i64
        %98 = arith.cmpi slt, %60, %c7_i64_133 : i64
        scf.if %98 {
          %101 = memref.load %alloca_39[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %102 = arith.muli %60, %c13_i64_136 : i64
          %103 = arith.addi %55, %102 : i64
          %104 = llvm.getelementptr %36[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %101, %104 : f32, !llvm.ptr<1>
        }
        %c7_i64_134 = arith.constant 7 : i64
        %99 = arith.cmpi slt, %63, %c7_i64_134 : i64
        scf.if %99 {
          %101 = memref.load %alloca_40[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %102 = arith.muli %63, %c13_i64_136 : i64
          %103 = arith.addi %55, %102 : i64
          %104 = llvm.getelementptr %36[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %101, %104 : f32, !llvm.ptr<1>
        }
        %c7_i64_135 = arith.constant 7 : i64
        %100 = arith.cmpi slt, %66, %c7_i64_135 : i64
        scf.if %100 {
          %101 = memref.load %alloca_41[] : memref<f32>
          %c13_i64_136 = arith.constant 13 : i64
          %102 = arith.muli %66, %c13_i64_136 : i64
          %103 = arith.addi %55, %102 : i64
          %104 = llvm.getelementptr %36[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %101, %104 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_88 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_88 : index to i64
      %c12_i64_89 = arith.constant 12 : i64
      %70 = arith.minsi %69, %c12_i64_89 : i64
      %thread_id_y_90 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_90 : index to i64
      %c6_i64_91 = arith.constant 6 : i64
      %72 = arith.minsi %71, %c6_i64_91 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_92 : index to i64
      %c2_i64_93 = arith.constant 2 : i64
      %74 = arith.addi %73, %c2_i64_93 : i64
      %c6_i64_94 = arith.constant 6 : i64
      %75 = arith.minsi %74, %c6_i64_94 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_95 : index to i64
      %c4_i64_96 = arith.constant 4 : i64
      %77 = arith.addi %76, %c4_i64_96 : i64
      %c6_i64_97 = arith.constant 6 : i64
      %78 = arith.minsi %77, %c6_i64_97 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_98 : index to i64
      %c6_i64_99 = arith.constant 6 : i64
      %80 = arith.addi %79, %c6_i64_99 : i64
      %c6_i64_100 = arith.constant 6 : i64
      %81 = arith.minsi %80, %c6_i64_100 : i64
      %cst_101 = arith.constant 0.000000e+00 : f32
      memref.store %cst_101, %alloca_42[] : memref<f32>
      %cst_102 = arith.constant 0.000000e+00 : f32
      memref.store %cst_102, %alloca_43[] : memref<f32>
      %cst_103 = arith.constant 0.000000e+00 : f32
      memref.store %cst_103, %alloca_44[] : memref<f32>
      %cst_104 = arith.constant 0.000000e+00 : f32
      memref.store %cst_104, %alloca_45[] : memref<f32>
      %c0_i64_105 = arith.constant 0 : i64
      %c9_i64_106 = arith.constant 9 : i64
      %c1_i64_107 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_105 to %c9_i64_106 step %c1_i64_107  : i64 {
        %c13_i64_133 = arith.constant 13 : i64
        %97 = arith.muli %arg8, %c13_i64_133 : i64
        %98 = arith.addi %70, %97 : i64
        %99 = llvm.getelementptr %26[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %c7_i64 = arith.constant 7 : i64
        %101 = arith.muli %arg8, %c7_i64 : i64
        %102 = arith.addi %72, %101 : i64
        %103 = llvm.getelementptr %32[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %c7_i64_134 = arith.constant 7 : i64
        %105 = arith.muli %arg8, %c7_i64_134 : i64
        %106 = arith.addi %75, %105 : i64
        %107 = llvm.getelementptr %32[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %108 = llvm.load %107 : !llvm.ptr<1> -> f32
        %c7_i64_135 = arith.constant 7 : i64
        %109 = arith.muli %arg8, %c7_i64_135 : i64
        %110 = arith.addi %78, %109 : i64
        %111 = llvm.getelementptr %32[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %c7_i64_136 = arith.constant 7 : i64
        %113 = arith.muli %arg8, %c7_i64_136 : i64
        %114 = arith.addi %81, %113 : i64
        %115 = llvm.getelementptr %32[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %116 = llvm.load %115 : !llvm.ptr<1> -> f32
        %117 = memref.load %alloca_42[] : memref<f32>
        %118 = llvm.intr.fma(%100, %104, %117) : (f32, f32, f32) -> f32
        memref.store %118, %alloca_42[] : memref<f32>
        %119 = memref.load %alloca_43[] : memref<f32>
        %120 = llvm.intr.fma(%100, %108, %119) : (f32, f32, f32) -> f32
        memref.store %120, %alloca_43[] : memref<f32>
        %121 = memref.load %alloca_44[] : memref<f32>
        %122 = llvm.intr.fma(%100, %112, %121) : (f32, f32, f32) -> f32
        memref.store %122, %alloca_44[] : memref<f32>
        %123 = memref.load %alloca_45[] : memref<f32>
        %124 = llvm.intr.fma(%100, %116, %123) : (f32, f32, f32) -> f32
        memref.store %124, %alloca_45[] : memref<f32>
      }
      %c13_i64_108 = arith.constant 13 : i64
      %82 = arith.cmpi slt, %69, %c13_i64_108 : i64
      scf.if %82 {
        %c7_i64 = arith.constant 7 : i64
        %97 = arith.cmpi slt, %71, %c7_i64 : i64
        scf.if %97 {
          %cst_136 = arith.constant 2.000000e+00 : f32
          %101 = memref.load %alloca_42[] : memref<f32>
          %102 = arith.mulf %cst_136, %101 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %103 = arith.muli %71, %c13_i64_137 : i64
          %104 = arith.addi %69, %103 : i64
          %105 = llvm.getelementptr %38[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %102, %105 : f32, !llvm.ptr<1>
        }
        %c7_i64_133 = arith.constant 7 : i64
        %98 = arith.cmpi slt, %74, %c7_i64_133 : i64
        scf.if %98 {
          %cst_136 = arith.constant 2.000000e+00 : f32
          %101 = memref.load %alloca_43[] : memref<f32>
          %102 = arith.mulf %cst_136, %101 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %103 = arith.muli %74, %c13_i64_137 : i64
          %104 = arith.addi %69, %103 : i64
          %105 = llvm.getelementptr %38[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %102, %105 : f32, !llvm.ptr<1>
        }
        %c7_i64_134 = arith.constant 7 : i64
        %99 = arith.cmpi slt, %77, %c7_i64_134 : i64
        scf.if %99 {
          %cst_136 = arith.constant 2.000000e+00 : f32
          %101 = memref.load %alloca_44[] : memref<f32>
          %102 = arith.mulf %cst_136, %101 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %103 = arith.muli %77, %c13_i64_137 : i64
          %104 = arith.addi %69, %103 : i64
          %105 = llvm.getelementptr %38[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %102, %105 : f32, !llvm.ptr<1>
        }
        %c7_i64_135 = arith.constant 7 : i64
        %100 = arith.cmpi slt, %80, %c7_i64_135 : i64
        scf.if %100 {
          %cst_136 = arith.constant 2.000000e+00 : f32
          %101 = memref.load %alloca_45[] : memref<f32>
          %102 = arith.mulf %cst_136, %101 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %103 = arith.muli %80, %c13_i64_137 : i64
          %104 = arith.addi %69, %103 : i64
          %105 = llvm.getelementptr %38[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %102, %105 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_109 = arith.constant 0 : i64
      %c5_i64_110 = arith.constant 5 : i64
      %c1_i64_111 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_109 to %c5_i64_110 step %c1_i64_111  : i64 {
        %thread_id_x_133 = gpu.thread_id  x
        %97 = arith.index_cast %thread_id_x_133 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_134 = gpu.thread_id  y
        %98 = arith.index_cast %thread_id_y_134 : index to i64
        %99 = arith.muli %c32_i64, %98 : i64
        %100 = arith.addi %97, %99 : i64
        %c64_i64 = arith.constant 64 : i64
        %101 = arith.muli %arg8, %c64_i64 : i64
        %102 = arith.addi %100, %101 : i64
        %c288_i64 = arith.constant 288 : i64
        %103 = arith.cmpi slt, %102, %c288_i64 : i64
        scf.if %103 {
          %c9_i64_135 = arith.constant 9 : i64
          %104 = arith.remsi %102, %c9_i64_135 : i64
          %c9_i64_136 = arith.constant 9 : i64
          %105 = arith.divsi %102, %c9_i64_136 : i64
          %c12_i64_137 = arith.constant 12 : i64
          %106 = arith.minsi %105, %c12_i64_137 : i64
          %c9_i64_138 = arith.constant 9 : i64
          %107 = arith.muli %106, %c9_i64_138 : i64
          %108 = arith.addi %104, %107 : i64
          %109 = llvm.getelementptr %28[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %110 = llvm.load %109 : !llvm.ptr<1> -> f32
          %111 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
          %c32_i64_139 = arith.constant 32 : i64
          %112 = arith.muli %104, %c32_i64_139 : i64
          %113 = arith.addi %105, %112 : i64
          %114 = llvm.getelementptr %111[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %110, %114 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_112 = gpu.thread_id  x
      %83 = arith.index_cast %thread_id_x_112 : index to i64
      %thread_id_x_113 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_113 : index to i64
      %thread_id_y_114 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_114 : index to i64
      %c6_i64_115 = arith.constant 6 : i64
      %86 = arith.minsi %85, %c6_i64_115 : i64
      %thread_id_y_116 = gpu.thread_id  y
      %87 = arith.index_cast %thread_id_y_116 : index to i64
      %c2_i64_117 = arith.constant 2 : i64
      %88 = arith.addi %87, %c2_i64_117 : i64
      %c6_i64_118 = arith.constant 6 : i64
      %89 = arith.minsi %88, %c6_i64_118 : i64
      %thread_id_y_119 = gpu.thread_id  y
      %90 = arith.index_cast %thread_id_y_119 : index to i64
      %c4_i64_120 = arith.constant 4 : i64
      %91 = arith.addi %90, %c4_i64_120 : i64
      %c6_i64_121 = arith.constant 6 : i64
      %92 = arith.minsi %91, %c6_i64_121 : i64
      %thread_id_y_122 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_122 : index to i64
      %c6_i64_123 = arith.constant 6 : i64
      %94 = arith.addi %93, %c6_i64_123 : i64
      %c6_i64_124 = arith.constant 6 : i64
      %95 = arith.minsi %94, %c6_i64_124 : i64
      %cst_125 = arith.constant 0.000000e+00 : f32
      memref.store %cst_125, %alloca_46[] : memref<f32>
      %cst_126 = arith.constant 0.000000e+00 : f32
      memref.store %cst_126, %alloca_47[] : memref<f32>
      %cst_127 = arith.constant 0.000000e+00 : f32
      memref.store %cst_127, %alloca_48[] : memref<f32>
      %cst_128 = arith.constant 0.000000e+00 : f32
      memref.store %cst_128, %alloca_49[] : memref<f32>
      %c0_i64_129 = arith.constant 0 : i64
      %c9_i64_130 = arith.constant 9 : i64
      %c1_i64_131 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_129 to %c9_i64_130 step %c1_i64_131  : i64 {
        %97 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %98 = arith.muli %arg8, %c32_i64 : i64
        %99 = arith.addi %84, %98 : i64
        %100 = llvm.getelementptr %97[%99] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %101 = llvm.load %100 : !llvm.ptr<3> -> f32
        %c7_i64 = arith.constant 7 : i64
        %102 = arith.muli %arg8, %c7_i64 : i64
        %103 = arith.addi %86, %102 : i64
        %104 = llvm.getelementptr %32[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %c7_i64_133 = arith.constant 7 : i64
        %106 = arith.muli %arg8, %c7_i64_133 : i64
        %107 = arith.addi %89, %106 : i64
        %108 = llvm.getelementptr %32[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %109 = llvm.load %108 : !llvm.ptr<1> -> f32
        %c7_i64_134 = arith.constant 7 : i64
        %110 = arith.muli %arg8, %c7_i64_134 : i64
        %111 = arith.addi %92, %110 : i64
        %112 = llvm.getelementptr %32[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %113 = llvm.load %112 : !llvm.ptr<1> -> f32
        %c7_i64_135 = arith.constant 7 : i64
        %114 = arith.muli %arg8, %c7_i64_135 : i64
        %115 = arith.addi %95, %114 : i64
        %116 = llvm.getelementptr %32[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %117 = llvm.load %116 : !llvm.ptr<1> -> f32
        %118 = memref.load %alloca_46[] : memref<f32>
        %119 = llvm.intr.fma(%101, %105, %118) : (f32, f32, f32) -> f32
        memref.store %119, %alloca_46[] : memref<f32>
        %120 = memref.load %alloca_47[] : memref<f32>
        %121 = llvm.intr.fma(%101, %109, %120) : (f32, f32, f32) -> f32
        memref.store %121, %alloca_47[] : memref<f32>
        %122 = memref.load %alloca_48[] : memref<f32>
        %123 = llvm.intr.fma(%101, %113, %122) : (f32, f32, f32) -> f32
        memref.store %123, %alloca_48[] : memref<f32>
        %124 = memref.load %alloca_49[] : memref<f32>
        %125 = llvm.intr.fma(%101, %117, %124) : (f32, f32, f32) -> f32
        memref.store %125, %alloca_49[] : memref<f32>
      }
      %c13_i64_132 = arith.constant 13 : i64
      %96 = arith.cmpi slt, %83, %c13_i64_132 : i64
      scf.if %96 {
        %c7_i64 = arith.constant 7 : i64
        %97 = arith.cmpi slt, %85, %c7_i64 : i64
        scf.if %97 {
          %c13_i64_136 = arith.constant 13 : i64
          %101 = arith.muli %85, %c13_i64_136 : i64
          %102 = arith.addi %83, %101 : i64
          %103 = llvm.getelementptr %40[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %104 = llvm.load %103 : !llvm.ptr<1> -> f32
          %105 = memref.load %alloca_46[] : memref<f32>
          %106 = arith.addf %104, %105 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %107 = arith.muli %85, %c13_i64_137 : i64
          %108 = arith.addi %83, %107 : i64
          %109 = llvm.getelementptr %40[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %106, %109 : f32, !llvm.ptr<1>
        }
        %c7_i64_133 = arith.constant 7 : i64
        %98 = arith.cmpi slt, %88, %c7_i64_133 : i64
        scf.if %98 {
          %c13_i64_136 = arith.constant 13 : i64
          %101 = arith.muli %88, %c13_i64_136 : i64
          %102 = arith.addi %83, %101 : i64
          %103 = llvm.getelementptr %40[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %104 = llvm.load %103 : !llvm.ptr<1> -> f32
          %105 = memref.load %alloca_47[] : memref<f32>
          %106 = arith.addf %104, %105 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %107 = arith.muli %88, %c13_i64_137 : i64
          %108 = arith.addi %83, %107 : i64
          %109 = llvm.getelementptr %40[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %106, %109 : f32, !llvm.ptr<1>
        }
        %c7_i64_134 = arith.constant 7 : i64
        %99 = arith.cmpi slt, %91, %c7_i64_134 : i64
        scf.if %99 {
          %c13_i64_136 = arith.constant 13 : i64
          %101 = arith.muli %91, %c13_i64_136 : i64
          %102 = arith.addi %83, %101 : i64
          %103 = llvm.getelementptr %40[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %104 = llvm.load %103 : !llvm.ptr<1> -> f32
          %105 = memref.load %alloca_48[] : memref<f32>
          %106 = arith.addf %104, %105 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %107 = arith.muli %91, %c13_i64_137 : i64
          %108 = arith.addi %83, %107 : i64
          %109 = llvm.getelementptr %40[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %106, %109 : f32, !llvm.ptr<1>
        }
        %c7_i64_135 = arith.constant 7 : i64
        %100 = arith.cmpi slt, %94, %c7_i64_135 : i64
        scf.if %100 {
          %c13_i64_136 = arith.constant 13 : i64
          %101 = arith.muli %94, %c13_i64_136 : i64
          %102 = arith.addi %83, %101 : i64
          %103 = llvm.getelementptr %40[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %104 = llvm.load %103 : !llvm.ptr<1> -> f32
          %105 = memref.load %alloca_49[] : memref<f32>
          %106 = arith.addf %104, %105 : f32
          %c13_i64_137 = arith.constant 13 : i64
          %107 = arith.muli %94, %c13_i64_137 : i64
          %108 = arith.addi %83, %107 : i64
          %109 = llvm.getelementptr %40[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %106, %109 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
