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
      %24 = llvm.mlir.constant(1 : i64) : i64
      %25 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %26 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %27 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %28 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %30 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %31 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %32 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %39 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %40 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %41 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %42 = arith.muli %41, %c117_i64 : i64
      %43 = llvm.getelementptr %1[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c117_i64_35 = arith.constant 117 : i64
      %44 = arith.muli %41, %c117_i64_35 : i64
      %45 = llvm.getelementptr %4[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64 = arith.constant 63 : i64
      %46 = arith.muli %41, %c63_i64 : i64
      %47 = llvm.getelementptr %7[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64_36 = arith.constant 63 : i64
      %48 = arith.muli %41, %c63_i64_36 : i64
      %49 = llvm.getelementptr %10[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64 = arith.constant 91 : i64
      %50 = arith.muli %41, %c91_i64 : i64
      %51 = llvm.getelementptr %13[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_37 = arith.constant 91 : i64
      %52 = arith.muli %41, %c91_i64_37 : i64
      %53 = llvm.getelementptr %16[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_38 = arith.constant 91 : i64
      %54 = arith.muli %41, %c91_i64_38 : i64
      %55 = llvm.getelementptr %19[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_39 = arith.constant 91 : i64
      %56 = arith.muli %41, %c91_i64_39 : i64
      %57 = llvm.getelementptr %22[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x : index to i64
      %c12_i64 = arith.constant 12 : i64
      %59 = arith.minsi %58, %c12_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %61 = arith.minsi %60, %c6_i64 : i64
      %thread_id_y_40 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_40 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %63 = arith.addi %62, %c2_i64 : i64
      %c6_i64_41 = arith.constant 6 : i64
      %64 = arith.minsi %63, %c6_i64_41 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_42 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %66 = arith.addi %65, %c4_i64 : i64
      %c6_i64_43 = arith.constant 6 : i64
      %67 = arith.minsi %66, %c6_i64_43 : i64
      %thread_id_y_44 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_44 : index to i64
      %c6_i64_45 = arith.constant 6 : i64
      %69 = arith.addi %68, %c6_i64_45 : i64
      %c6_i64_46 = arith.constant 6 : i64
      %70 = arith.minsi %69, %c6_i64_46 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %25 : f32, !llvm.ptr
      %cst_47 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_47, %26 : f32, !llvm.ptr
      %cst_48 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_48, %27 : f32, !llvm.ptr
      %cst_49 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_49, %28 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c9_i64 step %c1_i64  : i64 {
        %c13_i64_118 = arith.constant 13 : i64
        %114 = arith.muli %arg8, %c13_i64_118 : i64
        %115 = arith.addi %59, %114 : i64
        %116 = llvm.getelementptr %43[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %117 = llvm.load %116 : !llvm.ptr<1> -> f32
        %c9_i64_119 = arith.constant 9 : i64
        %118 = arith.muli %61, %c9_i64_119 : i64
        %119 = arith.addi %arg8, %118 : i64
        %120 = llvm.getelementptr %47[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %121 = llvm.load %120 : !llvm.ptr<1> -> f32
        %c9_i64_120 = arith.constant 9 : i64
        %122 = arith.muli %64, %c9_i64_120 : i64
        %123 = arith.addi %arg8, %122 : i64
        %124 = llvm.getelementptr %47[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %125 = llvm.load %124 : !llvm.ptr<1> -> f32
        %c9_i64_121 = arith.constant 9 : i64
        %126 = arith.muli %67, %c9_i64_121 : i64
        %127 = arith.addi %arg8, %126 : i64
        %128 = llvm.getelementptr %47[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %129 = llvm.load %128 : !llvm.ptr<1> -> f32
        %c9_i64_122 = arith.constant 9 : i64
        %130 = arith.muli %70, %c9_i64_122 : i64
        %131 = arith.addi %arg8, %130 : i64
        %132 = llvm.getelementptr %47[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %133 = llvm.load %132 : !llvm.ptr<1> -> f32
        %134 = llvm.load %25 : !llvm.ptr -> f32
        %135 = arith.mulf %117, %121 : f32
        %136 = arith.addf %134, %135 : f32
        llvm.store %136, %25 : f32, !llvm.ptr
        %137 = llvm.load %26 : !llvm.ptr -> f32
        %138 = arith.mulf %117, %125 : f32
        %139 = arith.addf %137, %138 : f32
        llvm.store %139, %26 : f32, !llvm.ptr
        %140 = llvm.load %27 : !llvm.ptr -> f32
        %141 = arith.mulf %117, %129 : f32
        %142 = arith.addf %140, %141 : f32
        llvm.store %142, %27 : f32, !llvm.ptr
        %143 = llvm.load %28 : !llvm.ptr -> f32
        %144 = arith.mulf %117, %133 : f32
        %145 = arith.addf %143, %144 : f32
        llvm.store %145, %28 : f32, !llvm.ptr
      }
      %c13_i64 = arith.constant 13 : i64
      %71 = arith.cmpi slt, %58, %c13_i64 : i64
      scf.if %71 {
        %c7_i64 = arith.constant 7 : i64
        %114 = arith.cmpi slt, %60, %c7_i64 : i64
        scf.if %114 {
          %118 = llvm.load %25 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %119 = arith.muli %60, %c13_i64_121 : i64
          %120 = arith.addi %58, %119 : i64
          %121 = llvm.getelementptr %51[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c7_i64_118 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %63, %c7_i64_118 : i64
        scf.if %115 {
          %118 = llvm.load %26 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %119 = arith.muli %63, %c13_i64_121 : i64
          %120 = arith.addi %58, %119 : i64
          %121 = llvm.getelementptr %51[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c7_i64_119 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %66, %c7_i64_119 : i64
        scf.if %116 {
          %118 = llvm.load %27 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %119 = arith.muli %66, %c13_i64_121 : i64
          %120 = arith.addi %58, %119 : i64
          %121 = llvm.getelementptr %51[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c7_i64_120 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %69, %c7_i64_120 : i64
        scf.if %117 {
          %118 = llvm.load %28 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %119 = arith.muli %69, %c13_i64_121 : i64
          %120 = arith.addi %58, %119 : i64
          %121 = llvm.getelementptr %51[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_50 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64_51 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_50 to %c5_i64 step %c1_i64_51  : i64 {
        %thread_id_x_118 = gpu.thread_id  x
        %114 = arith.index_cast %thread_id_x_118 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_119 = gpu.thread_id  y
        %115 = arith.index_cast %thread_id_y_119 : index to i64
        %116 = arith.muli %c32_i64, %115 : i64
        %117 = arith.addi %114, %116 : i64
        %c64_i64 = arith.constant 64 : i64
        %118 = arith.muli %arg8, %c64_i64 : i64
        %119 = arith.addi %117, %118 : i64
        %c288_i64 = arith.constant 288 : i64
        %120 = arith.cmpi slt, %119, %c288_i64 : i64
        scf.if %120 {
          %c9_i64_120 = arith.constant 9 : i64
          %121 = arith.remsi %119, %c9_i64_120 : i64
          %c9_i64_121 = arith.constant 9 : i64
          %122 = arith.divsi %119, %c9_i64_121 : i64
          %c12_i64_122 = arith.constant 12 : i64
          %123 = arith.minsi %122, %c12_i64_122 : i64
          %c9_i64_123 = arith.constant 9 : i64
          %124 = arith.muli %123, %c9_i64_123 : i64
          %125 = arith.addi %121, %124 : i64
          %126 = llvm.getelementptr %45[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %127 = llvm.load %126 : !llvm.ptr<1> -> f32
          %128 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
          %c32_i64_124 = arith.constant 32 : i64
          %129 = arith.muli %121, %c32_i64_124 : i64
          %130 = arith.addi %122, %129 : i64
          %131 = llvm.getelementptr %128[%130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %127, %131 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_52 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_52 : index to i64
      %thread_id_x_53 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_53 : index to i64
      %thread_id_y_54 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_54 : index to i64
      %c6_i64_55 = arith.constant 6 : i64
      %75 = arith.minsi %74, %c6_i64_55 : i64
      %thread_id_y_56 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_56 : index to i64
      %c2_i64_57 = arith.constant 2 : i64
      %77 = arith.addi %76, %c2_i64_57 : i64
      %c6_i64_58 = arith.constant 6 : i64
      %78 = arith.minsi %77, %c6_i64_58 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_59 : index to i64
      %c4_i64_60 = arith.constant 4 : i64
      %80 = arith.addi %79, %c4_i64_60 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %81 = arith.minsi %80, %c6_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %82 = arith.index_cast %thread_id_y_62 : index to i64
      %c6_i64_63 = arith.constant 6 : i64
      %83 = arith.addi %82, %c6_i64_63 : i64
      %c6_i64_64 = arith.constant 6 : i64
      %84 = arith.minsi %83, %c6_i64_64 : i64
      %cst_65 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_65, %29 : f32, !llvm.ptr
      %cst_66 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_66, %30 : f32, !llvm.ptr
      %cst_67 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_67, %31 : f32, !llvm.ptr
      %cst_68 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_68, %32 : f32, !llvm.ptr
      %c0_i64_69 = arith.constant 0 : i64
      %c9_i64_70 = arith.constant 9 : i64
      %c1_i64_71 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_69 to %c9_i64_70 step %c1_i64_71  : i64 {
        %114 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %115 = arith.muli %arg8, %c32_i64 : i64
        %116 = arith.addi %73, %115 : i64
        %117 = llvm.getelementptr %114[%116] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %118 = llvm.load %117 : !llvm.ptr<3> -> f32
        %c9_i64_118 = arith.constant 9 : i64
        %119 = arith.muli %75, %c9_i64_118 : i64
        %120 = arith.addi %arg8, %119 : i64
        %121 = llvm.getelementptr %47[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %122 = llvm.load %121 : !llvm.ptr<1> -> f32
        %c9_i64_119 = arith.constant 9 : i64
        %123 = arith.muli %78, %c9_i64_119 : i64
        %124 = arith.addi %arg8, %123 : i64
        %125 = llvm.getelementptr %47[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c9_i64_120 = arith.constant 9 : i64
        %127 = arith.muli %81, %c9_i64_120 : i64
        %128 = arith.addi %arg8, %127 : i64
        %129 = llvm.getelementptr %47[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c9_i64_121 = arith.constant 9 : i64
        %131 = arith.muli %84, %c9_i64_121 : i64
        %132 = arith.addi %arg8, %131 : i64
        %133 = llvm.getelementptr %47[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %135 = llvm.load %29 : !llvm.ptr -> f32
        %136 = arith.mulf %118, %122 : f32
        %137 = arith.addf %135, %136 : f32
        llvm.store %137, %29 : f32, !llvm.ptr
        %138 = llvm.load %30 : !llvm.ptr -> f32
        %139 = arith.mulf %118, %126 : f32
        %140 = arith.addf %138, %139 : f32
        llvm.store %140, %30 : f32, !llvm.ptr
        %141 = llvm.load %31 : !llvm.ptr -> f32
        %142 = arith.mulf %118, %130 : f32
        %143 = arith.addf %141, %142 : f32
        llvm.store %143, %31 : f32, !llvm.ptr
        %144 = llvm.load %32 : !llvm.ptr -> f32
        %145 = arith.mulf %118, %134 : f32
        %146 = arith.addf %144, %145 : f32
        llvm.store %146, %32 : f32, !llvm.ptr
      }
      %c13_i64_72 = arith.constant 13 : i64
      %85 = arith.cmpi slt, %72, %c13_i64_72 : i64
      scf.if %85 {
        %c7_i64 = arith.constant 7 : i64
        %114 = arith.cmpi slt, %74, %c7_i64 : i64
        scf.if %114 {
          %118 = llvm.load %29 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %119 = arith.muli %74, %c13_i64_121 : i64
          %120 = arith.addi %72, %119 : i64
          %121 = llvm.getelementptr %53[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c7_i64_118 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %77, %c7_i64_118 : i64
        scf.if %115 {
          %118 = llvm.load %30 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %119 = arith.muli %77, %c13_i64_121 : i64
          %120 = arith.addi %72, %119 : i64
          %121 = llvm.getelementptr %53[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c7_i64_119 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %80, %c7_i64_119 : i64
        scf.if %116 {
          %118 = llvm.load %31 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %119 = arith.muli %80, %c13_i64_121 : i64
          %120 = arith.addi %72, %119 : i64
          %121 = llvm.getelementptr %53[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
        %c7_i64_120 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %83, %c7_i64_120 : i64
        scf.if %117 {
          %118 = llvm.load %32 : !llvm.ptr -> f32
          %c13_i64_121 = arith.constant 13 : i64
          %119 = arith.muli %83, %c13_i64_121 : i64
          %120 = arith.addi %72, %119 : i64
          %121 = llvm.getelementptr %53[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %118, %121 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_73 = gpu.thread_id  x
      %86 = arith.index_cast %thread_id_x_73 : index to i64
      %c12_i64_74 = arith.constant 12 : i64
      %87 = arith.minsi %86, %c12_i64_74 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %88 = arith.index_cast %thread_id_y_75 : index to i64
      %c6_i64_76 = arith.constant 6 : i64
      %89 = arith.minsi %88, %c6_i64_76 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %90 = arith.index_cast %thread_id_y_77 : index to i64
      %c2_i64_78 = arith.constant 2 : i64
      %91 = arith.addi %90, %c2_i64_78 : i64
      %c6_i64_79 = arith.constant 6 : i64
      %92 = arith.minsi %91, %c6_i64_79 : i64
      %thread_id_y_80 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_80 : index to i64
      %c4_i64_81 = arith.constant 4 : i64
      %94 = arith.addi %93, %c4_i64_81 : i64
      %c6_i64_82 = arith.constant 6 : i64
      %95 = arith.minsi %94, %c6_i64_82 : i64
      %thread_id_y_83 = gpu.thread_id  y
      %96 = arith.index_cast %thread_id_y_83 : index to i64
      %c6_i64_84 = arith.constant 6 : i64
      %97 = arith.addi %96, %c6_i64_84 : i64
      %c6_i64_85 = arith.constant 6 : i64
      %98 = arith.minsi %97, %c6_i64_85 : i64
      %cst_86 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_86, %33 : f32, !llvm.ptr
      %cst_87 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_87, %34 : f32, !llvm.ptr
      %cst_88 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_88, %35 : f32, !llvm.ptr
      %cst_89 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_89, %36 : f32, !llvm.ptr
      %c0_i64_90 = arith.constant 0 : i64
      %c9_i64_91 = arith.constant 9 : i64
      %c1_i64_92 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_90 to %c9_i64_91 step %c1_i64_92  : i64 {
        %c13_i64_118 = arith.constant 13 : i64
        %114 = arith.muli %arg8, %c13_i64_118 : i64
        %115 = arith.addi %87, %114 : i64
        %116 = llvm.getelementptr %43[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %117 = llvm.load %116 : !llvm.ptr<1> -> f32
        %c7_i64 = arith.constant 7 : i64
        %118 = arith.muli %arg8, %c7_i64 : i64
        %119 = arith.addi %89, %118 : i64
        %120 = llvm.getelementptr %49[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %121 = llvm.load %120 : !llvm.ptr<1> -> f32
        %c7_i64_119 = arith.constant 7 : i64
        %122 = arith.muli %arg8, %c7_i64_119 : i64
        %123 = arith.addi %92, %122 : i64
        %124 = llvm.getelementptr %49[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %125 = llvm.load %124 : !llvm.ptr<1> -> f32
        %c7_i64_120 = arith.constant 7 : i64
        %126 = arith.muli %arg8, %c7_i64_120 : i64
        %127 = arith.addi %95, %126 : i64
        %128 = llvm.getelementptr %49[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %129 = llvm.load %128 : !llvm.ptr<1> -> f32
        %c7_i64_121 = arith.constant 7 : i64
        %130 = arith.muli %arg8, %c7_i64_121 : i64
        %131 = arith.addi %98, %130 : i64
        %132 = llvm.getelementptr %49[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %133 = llvm.load %132 : !llvm.ptr<1> -> f32
        %134 = llvm.load %33 : !llvm.ptr -> f32
        %135 = arith.mulf %117, %121 : f32
        %136 = arith.addf %134, %135 : f32
        llvm.store %136, %33 : f32, !llvm.ptr
        %137 = llvm.load %34 : !llvm.ptr -> f32
        %138 = arith.mulf %117, %125 : f32
        %139 = arith.addf %137, %138 : f32
        llvm.store %139, %34 : f32, !llvm.ptr
        %140 = llvm.load %35 : !llvm.ptr -> f32
        %141 = arith.mulf %117, %129 : f32
        %142 = arith.addf %140, %141 : f32
        llvm.store %142, %35 : f32, !llvm.ptr
        %143 = llvm.load %36 : !llvm.ptr -> f32
        %144 = arith.mulf %117, %133 : f32
        %145 = arith.addf %143, %144 : f32
        llvm.store %145, %36 : f32, !llvm.ptr
      }
      %c13_i64_93 = arith.constant 13 : i64
      %99 = arith.cmpi slt, %86, %c13_i64_93 : i64
      scf.if %99 {
        %c7_i64 = arith.constant 7 : i64
        %114 = arith.cmpi slt, %88, %c7_i64 : i64
        scf.if %114 {
          %cst_121 = arith.constant 2.000000e+00 : f32
          %118 = llvm.load %33 : !llvm.ptr -> f32
          %119 = arith.mulf %cst_121, %118 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %120 = arith.muli %88, %c13_i64_122 : i64
          %121 = arith.addi %86, %120 : i64
          %122 = llvm.getelementptr %55[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_118 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %91, %c7_i64_118 : i64
        scf.if %115 {
          %cst_121 = arith.constant 2.000000e+00 : f32
          %118 = llvm.load %34 : !llvm.ptr -> f32
          %119 = arith.mulf %cst_121, %118 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %120 = arith.muli %91, %c13_i64_122 : i64
          %121 = arith.addi %86, %120 : i64
          %122 = llvm.getelementptr %55[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_119 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %94, %c7_i64_119 : i64
        scf.if %116 {
          %cst_121 = arith.constant 2.000000e+00 : f32
          %118 = llvm.load %35 : !llvm.ptr -> f32
          %119 = arith.mulf %cst_121, %118 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %120 = arith.muli %94, %c13_i64_122 : i64
          %121 = arith.addi %86, %120 : i64
          %122 = llvm.getelementptr %55[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_120 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %97, %c7_i64_120 : i64
        scf.if %117 {
          %cst_121 = arith.constant 2.000000e+00 : f32
          %118 = llvm.load %36 : !llvm.ptr -> f32
          %119 = arith.mulf %cst_121, %118 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %120 = arith.muli %97, %c13_i64_122 : i64
          %121 = arith.addi %86, %120 : i64
          %122 = llvm.getelementptr %55[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_94 = arith.constant 0 : i64
      %c5_i64_95 = arith.constant 5 : i64
      %c1_i64_96 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_94 to %c5_i64_95 step %c1_i64_96  : i64 {
        %thread_id_x_118 = gpu.thread_id  x
        %114 = arith.index_cast %thread_id_x_118 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_119 = gpu.thread_id  y
        %115 = arith.index_cast %thread_id_y_119 : index to i64
        %116 = arith.muli %c32_i64, %115 : i64
        %117 = arith.addi %114, %116 : i64
        %c64_i64 = arith.constant 64 : i64
        %118 = arith.muli %arg8, %c64_i64 : i64
        %119 = arith.addi %117, %118 : i64
        %c288_i64 = arith.constant 288 : i64
        %120 = arith.cmpi slt, %119, %c288_i64 : i64
        scf.if %120 {
          %c9_i64_120 = arith.constant 9 : i64
          %121 = arith.remsi %119, %c9_i64_120 : i64
          %c9_i64_121 = arith.constant 9 : i64
          %122 = arith.divsi %119, %c9_i64_121 : i64
          %c12_i64_122 = arith.constant 12 : i64
          %123 = arith.minsi %122, %c12_i64_122 : i64
          %c9_i64_123 = arith.constant 9 : i64
          %124 = arith.muli %123, %c9_i64_123 : i64
          %125 = arith.addi %121, %124 : i64
          %126 = llvm.getelementptr %45[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %127 = llvm.load %126 : !llvm.ptr<1> -> f32
          %128 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
          %c32_i64_124 = arith.constant 32 : i64
          %129 = arith.muli %121, %c32_i64_124 : i64
          %130 = arith.addi %122, %129 : i64
          %131 = llvm.getelementptr %128[%130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %127, %131 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_97 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_97 : index to i64
      %thread_id_x_98 = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x_98 : index to i64
      %thread_id_y_99 = gpu.thread_id  y
      %102 = arith.index_cast %thread_id_y_99 : index to i64
      %c6_i64_100 = arith.constant 6 : i64
      %103 = arith.minsi %102, %c6_i64_100 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_101 : index to i64
      %c2_i64_102 = arith.constant 2 : i64
      %105 = arith.addi %104, %c2_i64_102 : i64
      %c6_i64_103 = arith.constant 6 : i64
      %106 = arith.minsi %105, %c6_i64_103 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %107 = arith.index_cast %thread_id_y_104 : index to i64
      %c4_i64_105 = arith.constant 4 : i64
      %108 = arith.addi %107, %c4_i64_105 : i64
      %c6_i64_106 = arith.constant 6 : i64
      %109 = arith.minsi %108, %c6_i64_106 : i64
      %thread_id_y_107 = gpu.thread_id  y
      %110 = arith.index_cast %thread_id_y_107 : index to i64
      %c6_i64_108 = arith.constant 6 : i64
      %111 = arith.addi %110, %c6_i64_108 : i64
      %c6_i64_109 = arith.constant 6 : i64
      %112 = arith.minsi %111, %c6_i64_109 : i64
      %cst_110 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_110, %37 : f32, !llvm.ptr
      %cst_111 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_111, %38 : f32, !llvm.ptr
      %cst_112 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_112, %39 : f32, !llvm.ptr
      %cst_113 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_113, %40 : f32, !llvm.ptr
      %c0_i64_114 = arith.constant 0 : i64
      %c9_i64_115 = arith.constant 9 : i64
      %c1_i64_116 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_114 to %c9_i64_115 step %c1_i64_116  : i64 {
        %114 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %115 = arith.muli %arg8, %c32_i64 : i64
        %116 = arith.addi %101, %115 : i64
        %117 = llvm.getelementptr %114[%116] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %118 = llvm.load %117 : !llvm.ptr<3> -> f32
        %c7_i64 = arith.constant 7 : i64
        %119 = arith.muli %arg8, %c7_i64 : i64
        %120 = arith.addi %103, %119 : i64
        %121 = llvm.getelementptr %49[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %122 = llvm.load %121 : !llvm.ptr<1> -> f32
        %c7_i64_118 = arith.constant 7 : i64
        %123 = arith.muli %arg8, %c7_i64_118 : i64
        %124 = arith.addi %106, %123 : i64
        %125 = llvm.getelementptr %49[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c7_i64_119 = arith.constant 7 : i64
        %127 = arith.muli %arg8, %c7_i64_119 : i64
        %128 = arith.addi %109, %127 : i64
        %129 = llvm.getelementptr %49[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c7_i64_120 = arith.constant 7 : i64
        %131 = arith.muli %arg8, %c7_i64_120 : i64
        %132 = arith.addi %112, %131 : i64
        %133 = llvm.getelementptr %49[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %135 = llvm.load %37 : !llvm.ptr -> f32
        %136 = arith.mulf %118, %122 : f32
        %137 = arith.addf %135, %136 : f32
        llvm.store %137, %37 : f32, !llvm.ptr
        %138 = llvm.load %38 : !llvm.ptr -> f32
        %139 = arith.mulf %118, %126 : f32
        %140 = arith.addf %138, %139 : f32
        llvm.store %140, %38 : f32, !llvm.ptr
        %141 = llvm.load %39 : !llvm.ptr -> f32
        %142 = arith.mulf %118, %130 : f32
        %143 = arith.addf %141, %142 : f32
        llvm.store %143, %39 : f32, !llvm.ptr
        %144 = llvm.load %40 : !llvm.ptr -> f32
        %145 = arith.mulf %118, %134 : f32
        %146 = arith.addf %144, %145 : f32
        llvm.store %146, %40 : f32, !llvm.ptr
      }
      %c13_i64_117 = arith.constant 13 : i64
      %113 = arith.cmpi slt, %100, %c13_i64_117 : i64
      scf.if %113 {
        %c7_i64 = arith.constant 7 : i64
        %114 = arith.cmpi slt, %102, %c7_i64 : i64
        scf.if %114 {
          %c13_i64_121 = arith.constant 13 : i64
          %118 = arith.muli %102, %c13_i64_121 : i64
          %119 = arith.addi %100, %118 : i64
          %120 = llvm.getelementptr %57[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %121 = llvm.load %120 : !llvm.ptr<1> -> f32
          %122 = llvm.load %37 : !llvm.ptr -> f32
          %123 = arith.addf %121, %122 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %124 = arith.muli %102, %c13_i64_122 : i64
          %125 = arith.addi %100, %124 : i64
          %126 = llvm.getelementptr %57[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %123, %126 : f32, !llvm.ptr<1>
        }
        %c7_i64_118 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %105, %c7_i64_118 : i64
        scf.if %115 {
          %c13_i64_121 = arith.constant 13 : i64
          %118 = arith.muli %105, %c13_i64_121 : i64
          %119 = arith.addi %100, %118 : i64
          %120 = llvm.getelementptr %57[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %121 = llvm.load %120 : !llvm.ptr<1> -> f32
          %122 = llvm.load %38 : !llvm.ptr -> f32
          %123 = arith.addf %121, %122 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %124 = arith.muli %105, %c13_i64_122 : i64
          %125 = arith.addi %100, %124 : i64
          %126 = llvm.getelementptr %57[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %123, %126 : f32, !llvm.ptr<1>
        }
        %c7_i64_119 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %108, %c7_i64_119 : i64
        scf.if %116 {
          %c13_i64_121 = arith.constant 13 : i64
          %118 = arith.muli %108, %c13_i64_121 : i64
          %119 = arith.addi %100, %118 : i64
          %120 = llvm.getelementptr %57[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %121 = llvm.load %120 : !llvm.ptr<1> -> f32
          %122 = llvm.load %39 : !llvm.ptr -> f32
          %123 = arith.addf %121, %122 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %124 = arith.muli %108, %c13_i64_122 : i64
          %125 = arith.addi %100, %124 : i64
          %126 = llvm.getelementptr %57[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %123, %126 : f32, !llvm.ptr<1>
        }
        %c7_i64_120 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %111, %c7_i64_120 : i64
        scf.if %117 {
          %c13_i64_121 = arith.constant 13 : i64
          %118 = arith.muli %111, %c13_i64_121 : i64
          %119 = arith.addi %100, %118 : i64
          %120 = llvm.getelementptr %57[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %121 = llvm.load %120 : !llvm.ptr<1> -> f32
          %122 = llvm.load %40 : !llvm.ptr -> f32
          %123 = arith.addf %121, %122 : f32
          %c13_i64_122 = arith.constant 13 : i64
          %124 = arith.muli %111, %c13_i64_122 : i64
          %125 = arith.addi %100, %124 : i64
          %126 = llvm.getelementptr %57[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %123, %126 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
