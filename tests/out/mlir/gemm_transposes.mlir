module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_transposes() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @gemm_transposes(%arg0: memref<13x9x?xf32, strided<[1, 13, 117]>, 1>, %arg1: memref<9x13x?xf32, strided<[1, 9, 117]>, 1>, %arg2: memref<9x7x?xf32, strided<[1, 9, 63]>, 1>, %arg3: memref<7x9x?xf32, strided<[1, 7, 63]>, 1>, %arg4: memref<13x7x?xf32, strided<[1, 13, 91]>, 1>, %arg5: memref<13x7x?xf32, strided<[1, 13, 91]>, 1>, %arg6: memref<13x7x?xf32, strided<[1, 13, 91]>, 1>, %arg7: memref<13x7x?xf32, strided<[1, 13, 91]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
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
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f32>
      %alloca_53 = memref.alloca() : memref<f32>
      %alloca_54 = memref.alloca() : memref<f32>
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
      %block_id_x = gpu.block_id  x
      %24 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %25 = arith.muli %24, %c117_i64 : i64
      %26 = llvm.getelementptr %1[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c117_i64_66 = arith.constant 117 : i64
      %27 = arith.muli %24, %c117_i64_66 : i64
      %28 = llvm.getelementptr %4[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64 = arith.constant 63 : i64
      %29 = arith.muli %24, %c63_i64 : i64
      %30 = llvm.getelementptr %7[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c63_i64_67 = arith.constant 63 : i64
      %31 = arith.muli %24, %c63_i64_67 : i64
      %32 = llvm.getelementptr %10[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64 = arith.constant 91 : i64
      %33 = arith.muli %24, %c91_i64 : i64
      %34 = llvm.getelementptr %13[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_68 = arith.constant 91 : i64
      %35 = arith.muli %24, %c91_i64_68 : i64
      %36 = llvm.getelementptr %16[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_69 = arith.constant 91 : i64
      %37 = arith.muli %24, %c91_i64_69 : i64
      %38 = llvm.getelementptr %19[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c91_i64_70 = arith.constant 91 : i64
      %39 = arith.muli %24, %c91_i64_70 : i64
      %40 = llvm.getelementptr %22[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x : index to i64
      %c12_i64 = arith.constant 12 : i64
      %42 = arith.minsi %41, %c12_i64 : i64
      %thread_id_x_71 = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x_71 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %44 = arith.addi %43, %c8_i64 : i64
      %c12_i64_72 = arith.constant 12 : i64
      %45 = arith.minsi %44, %c12_i64_72 : i64
      %thread_id_y = gpu.thread_id  y
      %46 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %47 = arith.minsi %46, %c6_i64 : i64
      %thread_id_y_73 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_73 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %49 = arith.addi %48, %c2_i64 : i64
      %c6_i64_74 = arith.constant 6 : i64
      %50 = arith.minsi %49, %c6_i64_74 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_75 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %52 = arith.addi %51, %c4_i64 : i64
      %c6_i64_76 = arith.constant 6 : i64
      %53 = arith.minsi %52, %c6_i64_76 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_77 : index to i64
      %c6_i64_78 = arith.constant 6 : i64
      %55 = arith.addi %54, %c6_i64_78 : i64
      %c6_i64_79 = arith.constant 6 : i64
      %56 = arith.minsi %55, %c6_i64_79 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_80 = arith.constant 0.000000e+00 : f32
      memref.store %cst_80, %alloca_35[] : memref<f32>
      %cst_81 = arith.constant 0.000000e+00 : f32
      memref.store %cst_81, %alloca_36[] : memref<f32>
      %cst_82 = arith.constant 0.000000e+00 : f32
      memref.store %cst_82, %alloca_37[] : memref<f32>
      %cst_83 = arith.constant 0.000000e+00 : f32
      memref.store %cst_83, %alloca_38[] : memref<f32>
      %cst_84 = arith.constant 0.000000e+00 : f32
      memref.store %cst_84, %alloca_39[] : memref<f32>
      %cst_85 = arith.constant 0.000000e+00 : f32
      memref.store %cst_85, %alloca_40[] : memref<f32>
      %cst_86 = arith.constant 0.000000e+00 : f32
      memref.store %cst_86, %alloca_41[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c9_i64 step %c1_i64  : i64 {
        %c13_i64_183 = arith.constant 13 : i64
        %115 = arith.muli %arg8, %c13_i64_183 : i64
        %116 = arith.addi %42, %115 : i64
        %117 = llvm.getelementptr %26[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %118 = llvm.load %117 : !llvm.ptr<1> -> f32
        %c13_i64_184 = arith.constant 13 : i64
        %119 = arith.muli %arg8, %c13_i64_184 : i64
        %120 = arith.addi %45, %119 : i64
        %121 = llvm.getelementptr %26[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %122 = llvm.load %121 : !llvm.ptr<1> -> f32
        %c9_i64_185 = arith.constant 9 : i64
        %123 = arith.muli %47, %c9_i64_185 : i64
        %124 = arith.addi %arg8, %123 : i64
        %125 = llvm.getelementptr %30[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c9_i64_186 = arith.constant 9 : i64
        %127 = arith.muli %50, %c9_i64_186 : i64
        %128 = arith.addi %arg8, %127 : i64
        %129 = llvm.getelementptr %30[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c9_i64_187 = arith.constant 9 : i64
        %131 = arith.muli %53, %c9_i64_187 : i64
        %132 = arith.addi %arg8, %131 : i64
        %133 = llvm.getelementptr %30[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c9_i64_188 = arith.constant 9 : i64
        %135 = arith.muli %56, %c9_i64_188 : i64
        %136 = arith.addi %arg8, %135 : i64
        %137 = llvm.getelementptr %30[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %139 = memref.load %alloca[] : memref<f32>
        %140 = llvm.intr.fma(%118, %126, %139) : (f32, f32, f32) -> f32
        memref.store %140, %alloca[] : memref<f32>
        %141 = memref.load %alloca_35[] : memref<f32>
        %142 = llvm.intr.fma(%118, %130, %141) : (f32, f32, f32) -> f32
        memref.store %142, %alloca_35[] : memref<f32>
        %143 = memref.load %alloca_36[] : memref<f32>
        %144 = llvm.intr.fma(%118, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_36[] : memref<f32>
        %145 = memref.load %alloca_37[] : memref<f32>
        %146 = llvm.intr.fma(%118, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_37[] : memref<f32>
        %147 = memref.load %alloca_38[] : memref<f32>
        %148 = llvm.intr.fma(%122, %126, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_38[] : memref<f32>
        %149 = memref.load %alloca_39[] : memref<f32>
        %150 = llvm.intr.fma(%122, %130, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_39[] : memref<f32>
        %151 = memref.load %alloca_40[] : memref<f32>
        %152 = llvm.intr.fma(%122, %134, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_40[] : memref<f32>
        %153 = memref.load %alloca_41[] : memref<f32>
        %154 = llvm.intr.fma(%122, %138, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_41[] : memref<f32>
      }
      %c13_i64 = arith.constant 13 : i64
      %57 = arith.cmpi slt, %41, %c13_i64 : i64
      scf.if %57 {
        %c7_i64 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %46, %c7_i64 : i64
        scf.if %115 {
          %119 = memref.load %alloca[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %46, %c13_i64_186 : i64
          %121 = arith.addi %41, %120 : i64
          %122 = llvm.getelementptr %34[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %49, %c7_i64_183 : i64
        scf.if %116 {
          %119 = memref.load %alloca_35[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %49, %c13_i64_186 : i64
          %121 = arith.addi %41, %120 : i64
          %122 = llvm.getelementptr %34[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %52, %c7_i64_184 : i64
        scf.if %117 {
          %119 = memref.load %alloca_36[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %52, %c13_i64_186 : i64
          %121 = arith.addi %41, %120 : i64
          %122 = llvm.getelementptr %34[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %118 = arith.cmpi slt, %55, %c7_i64_185 : i64
        scf.if %118 {
          %119 = memref.load %alloca_37[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %55, %c13_i64_186 : i64
          %121 = arith.addi %41, %120 : i64
          %122 = llvm.getelementptr %34[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
      }
      %c13_i64_87 = arith.constant 13 : i64
      %58 = arith.cmpi slt, %44, %c13_i64_87 : i64
      scf.if %58 {
        %c7_i64 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %46, %c7_i64 : i64
        scf.if %115 {
          %119 = memref.load %alloca_38[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %46, %c13_i64_186 : i64
          %121 = arith.addi %44, %120 : i64
          %122 = llvm.getelementptr %34[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %49, %c7_i64_183 : i64
        scf.if %116 {
          %119 = memref.load %alloca_39[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %49, %c13_i64_186 : i64
          %121 = arith.addi %44, %120 : i64
          %122 = llvm.getelementptr %34[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %52, %c7_i64_184 : i64
        scf.if %117 {
          %119 = memref.load %alloca_40[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %52, %c13_i64_186 : i64
          %121 = arith.addi %44, %120 : i64
          %122 = llvm.getelementptr %34[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %118 = arith.cmpi slt, %55, %c7_i64_185 : i64
        scf.if %118 {
          %119 = memref.load %alloca_41[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %55, %c13_i64_186 : i64
          %121 = arith.addi %44, %120 : i64
          %122 = llvm.getelementptr %34[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_88 = arith.constant 0 : i64
      %c9_i64_89 = arith.constant 9 : i64
      %c1_i64_90 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_88 to %c9_i64_89 step %c1_i64_90  : i64 {
        %thread_id_x_183 = gpu.thread_id  x
        %115 = arith.index_cast %thread_id_x_183 : index to i64
        %c8_i64_184 = arith.constant 8 : i64
        %thread_id_y_185 = gpu.thread_id  y
        %116 = arith.index_cast %thread_id_y_185 : index to i64
        %117 = arith.muli %c8_i64_184, %116 : i64
        %118 = arith.addi %115, %117 : i64
        %c16_i64 = arith.constant 16 : i64
        %119 = arith.muli %arg8, %c16_i64 : i64
        %120 = arith.addi %118, %119 : i64
        %c9_i64_186 = arith.constant 9 : i64
        %121 = arith.remsi %120, %c9_i64_186 : i64
        %c9_i64_187 = arith.constant 9 : i64
        %122 = arith.divsi %120, %c9_i64_187 : i64
        %c12_i64_188 = arith.constant 12 : i64
        %123 = arith.minsi %122, %c12_i64_188 : i64
        %c9_i64_189 = arith.constant 9 : i64
        %124 = arith.muli %123, %c9_i64_189 : i64
        %125 = arith.addi %121, %124 : i64
        %126 = llvm.getelementptr %28[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %127 = llvm.load %126 : !llvm.ptr<1> -> f32
        %128 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64_190 = arith.constant 16 : i64
        %129 = arith.muli %121, %c16_i64_190 : i64
        %130 = arith.addi %122, %129 : i64
        %131 = llvm.getelementptr %128[%130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %127, %131 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_91 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_91 : index to i64
      %thread_id_x_92 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_92 : index to i64
      %thread_id_x_93 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_93 : index to i64
      %c8_i64_94 = arith.constant 8 : i64
      %62 = arith.addi %61, %c8_i64_94 : i64
      %thread_id_x_95 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_95 : index to i64
      %c8_i64_96 = arith.constant 8 : i64
      %64 = arith.addi %63, %c8_i64_96 : i64
      %thread_id_y_97 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_97 : index to i64
      %c6_i64_98 = arith.constant 6 : i64
      %66 = arith.minsi %65, %c6_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y_99 : index to i64
      %c2_i64_100 = arith.constant 2 : i64
      %68 = arith.addi %67, %c2_i64_100 : i64
      %c6_i64_101 = arith.constant 6 : i64
      %69 = arith.minsi %68, %c6_i64_101 : i64
      %thread_id_y_102 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_102 : index to i64
      %c4_i64_103 = arith.constant 4 : i64
      %71 = arith.addi %70, %c4_i64_103 : i64
      %c6_i64_104 = arith.constant 6 : i64
      %72 = arith.minsi %71, %c6_i64_104 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_105 : index to i64
      %c6_i64_106 = arith.constant 6 : i64
      %74 = arith.addi %73, %c6_i64_106 : i64
      %c6_i64_107 = arith.constant 6 : i64
      %75 = arith.minsi %74, %c6_i64_107 : i64
      %cst_108 = arith.constant 0.000000e+00 : f32
      memref.store %cst_108, %alloca_42[] : memref<f32>
      %cst_109 = arith.constant 0.000000e+00 : f32
      memref.store %cst_109, %alloca_43[] : memref<f32>
      %cst_110 = arith.constant 0.000000e+00 : f32
      memref.store %cst_110, %alloca_44[] : memref<f32>
      %cst_111 = arith.constant 0.000000e+00 : f32
      memref.store %cst_111, %alloca_45[] : memref<f32>
      %cst_112 = arith.constant 0.000000e+00 : f32
      memref.store %cst_112, %alloca_46[] : memref<f32>
      %cst_113 = arith.constant 0.000000e+00 : f32
      memref.store %cst_113, %alloca_47[] : memref<f32>
      %cst_114 = arith.constant 0.000000e+00 : f32
      memref.store %cst_114, %alloca_48[] : memref<f32>
      %cst_115 = arith.constant 0.000000e+00 : f32
      memref.store %cst_115, %alloca_49[] : memref<f32>
      %c0_i64_116 = arith.constant 0 : i64
      %c9_i64_117 = arith.constant 9 : i64
      %c1_i64_118 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_116 to %c9_i64_117 step %c1_i64_118  : i64 {
        %115 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64 = arith.constant 16 : i64
        %116 = arith.muli %arg8, %c16_i64 : i64
        %117 = arith.addi %60, %116 : i64
        %118 = llvm.getelementptr %115[%117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %119 = llvm.load %118 : !llvm.ptr<3> -> f32
        %120 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64_183 = arith.constant 16 : i64
        %121 = arith.muli %arg8, %c16_i64_183 : i64
        %122 = arith.addi %64, %121 : i64
        %123 = llvm.getelementptr %120[%122] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %124 = llvm.load %123 : !llvm.ptr<3> -> f32
        %c9_i64_184 = arith.constant 9 : i64
        %125 = arith.muli %66, %c9_i64_184 : i64
        %126 = arith.addi %arg8, %125 : i64
        %127 = llvm.getelementptr %30[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c9_i64_185 = arith.constant 9 : i64
        %129 = arith.muli %69, %c9_i64_185 : i64
        %130 = arith.addi %arg8, %129 : i64
        %131 = llvm.getelementptr %30[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %c9_i64_186 = arith.constant 9 : i64
        %133 = arith.muli %72, %c9_i64_186 : i64
        %134 = arith.addi %arg8, %133 : i64
        %135 = llvm.getelementptr %30[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %136 = llvm.load %135 : !llvm.ptr<1> -> f32
        %c9_i64_187 = arith.constant 9 : i64
        %137 = arith.muli %75, %c9_i64_187 : i64
        %138 = arith.addi %arg8, %137 : i64
        %139 = llvm.getelementptr %30[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %140 = llvm.load %139 : !llvm.ptr<1> -> f32
        %141 = memref.load %alloca_42[] : memref<f32>
        %142 = llvm.intr.fma(%119, %128, %141) : (f32, f32, f32) -> f32
        memref.store %142, %alloca_42[] : memref<f32>
        %143 = memref.load %alloca_43[] : memref<f32>
        %144 = llvm.intr.fma(%119, %132, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_43[] : memref<f32>
        %145 = memref.load %alloca_44[] : memref<f32>
        %146 = llvm.intr.fma(%119, %136, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_44[] : memref<f32>
        %147 = memref.load %alloca_45[] : memref<f32>
        %148 = llvm.intr.fma(%119, %140, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_45[] : memref<f32>
        %149 = memref.load %alloca_46[] : memref<f32>
        %150 = llvm.intr.fma(%124, %128, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_46[] : memref<f32>
        %151 = memref.load %alloca_47[] : memref<f32>
        %152 = llvm.intr.fma(%124, %132, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_47[] : memref<f32>
        %153 = memref.load %alloca_48[] : memref<f32>
        %154 = llvm.intr.fma(%124, %136, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_48[] : memref<f32>
        %155 = memref.load %alloca_49[] : memref<f32>
        %156 = llvm.intr.fma(%124, %140, %155) : (f32, f32, f32) -> f32
        memref.store %156, %alloca_49[] : memref<f32>
      }
      %c13_i64_119 = arith.constant 13 : i64
      %76 = arith.cmpi slt, %59, %c13_i64_119 : i64
      scf.if %76 {
        %c7_i64 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %65, %c7_i64 : i64
        scf.if %115 {
          %119 = memref.load %alloca_42[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %65, %c13_i64_186 : i64
          %121 = arith.addi %59, %120 : i64
          %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %68, %c7_i64_183 : i64
        scf.if %116 {
          %119 = memref.load %alloca_43[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %68, %c13_i64_186 : i64
          %121 = arith.addi %59, %120 : i64
          %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %71, %c7_i64_184 : i64
        scf.if %117 {
          %119 = memref.load %alloca_44[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %71, %c13_i64_186 : i64
          %121 = arith.addi %59, %120 : i64
          %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %118 = arith.cmpi slt, %74, %c7_i64_185 : i64
        scf.if %118 {
          %119 = memref.load %alloca_45[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %74, %c13_i64_186 : i64
          %121 = arith.addi %59, %120 : i64
          %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
      }
      %c13_i64_120 = arith.constant 13 : i64
      %77 = arith.cmpi slt, %62, %c13_i64_120 : i64
      scf.if %77 {
        %c7_i64 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %65, %c7_i64 : i64
        scf.if %115 {
          %119 = memref.load %alloca_46[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %65, %c13_i64_186 : i64
          %121 = arith.addi %62, %120 : i64
          %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %68, %c7_i64_183 : i64
        scf.if %116 {
          %119 = memref.load %alloca_47[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %68, %c13_i64_186 : i64
          %121 = arith.addi %62, %120 : i64
          %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %71, %c7_i64_184 : i64
        scf.if %117 {
          %119 = memref.load %alloca_48[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %71, %c13_i64_186 : i64
          %121 = arith.addi %62, %120 : i64
          %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %118 = arith.cmpi slt, %74, %c7_i64_185 : i64
        scf.if %118 {
          %119 = memref.load %alloca_49[] : memref<f32>
          %c13_i64_186 = arith.constant 13 : i64
          %120 = arith.muli %74, %c13_i64_186 : i64
          %121 = arith.addi %62, %120 : i64
          %122 = llvm.getelementptr %36[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_121 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_121 : index to i64
      %c12_i64_122 = arith.constant 12 : i64
      %79 = arith.minsi %78, %c12_i64_122 : i64
      %thread_id_x_123 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_123 : index to i64
      %c8_i64_124 = arith.constant 8 : i64
      %81 = arith.addi %80, %c8_i64_124 : i64
      %c12_i64_125 = arith.constant 12 : i64
      %82 = arith.minsi %81, %c12_i64_125 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_126 : index to i64
      %c6_i64_127 = arith.constant 6 : i64
      %84 = arith.minsi %83, %c6_i64_127 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_128 : index to i64
      %c2_i64_129 = arith.constant 2 : i64
      %86 = arith.addi %85, %c2_i64_129 : i64
      %c6_i64_130 = arith.constant 6 : i64
      %87 = arith.minsi %86, %c6_i64_130 : i64
      %thread_id_y_131 = gpu.thread_id  y
      %88 = arith.index_cast %thread_id_y_131 : index to i64
      %c4_i64_132 = arith.constant 4 : i64
      %89 = arith.addi %88, %c4_i64_132 : i64
      %c6_i64_133 = arith.constant 6 : i64
      %90 = arith.minsi %89, %c6_i64_133 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %91 = arith.index_cast %thread_id_y_134 : index to i64
      %c6_i64_135 = arith.constant 6 : i64
      %92 = arith.addi %91, %c6_i64_135 : i64
      %c6_i64_136 = arith.constant 6 : i64
      %93 = arith.minsi %92, %c6_i64_136 : i64
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_50[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_51[] : memref<f32>
      %cst_139 = arith.constant 0.000000e+00 : f32
      memref.store %cst_139, %alloca_52[] : memref<f32>
      %cst_140 = arith.constant 0.000000e+00 : f32
      memref.store %cst_140, %alloca_53[] : memref<f32>
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_54[] : memref<f32>
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_55[] : memref<f32>
      %cst_143 = arith.constant 0.000000e+00 : f32
      memref.store %cst_143, %alloca_56[] : memref<f32>
      %cst_144 = arith.constant 0.000000e+00 : f32
      memref.store %cst_144, %alloca_57[] : memref<f32>
      %c0_i64_145 = arith.constant 0 : i64
      %c9_i64_146 = arith.constant 9 : i64
      %c1_i64_147 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_145 to %c9_i64_146 step %c1_i64_147  : i64 {
        %c13_i64_183 = arith.constant 13 : i64
        %115 = arith.muli %arg8, %c13_i64_183 : i64
        %116 = arith.addi %79, %115 : i64
        %117 = llvm.getelementptr %26[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %118 = llvm.load %117 : !llvm.ptr<1> -> f32
        %c13_i64_184 = arith.constant 13 : i64
        %119 = arith.muli %arg8, %c13_i64_184 : i64
        %120 = arith.addi %82, %119 : i64
        %121 = llvm.getelementptr %26[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %122 = llvm.load %121 : !llvm.ptr<1> -> f32
        %c7_i64 = arith.constant 7 : i64
        %123 = arith.muli %arg8, %c7_i64 : i64
        %124 = arith.addi %84, %123 : i64
        %125 = llvm.getelementptr %32[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c7_i64_185 = arith.constant 7 : i64
        %127 = arith.muli %arg8, %c7_i64_185 : i64
        %128 = arith.addi %87, %127 : i64
        %129 = llvm.getelementptr %32[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c7_i64_186 = arith.constant 7 : i64
        %131 = arith.muli %arg8, %c7_i64_186 : i64
        %132 = arith.addi %90, %131 : i64
        %133 = llvm.getelementptr %32[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %c7_i64_187 = arith.constant 7 : i64
        %135 = arith.muli %arg8, %c7_i64_187 : i64
        %136 = arith.addi %93, %135 : i64
        %137 = llvm.getelementptr %32[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %138 = llvm.load %137 : !llvm.ptr<1> -> f32
        %139 = memref.load %alloca_50[] : memref<f32>
        %140 = llvm.intr.fma(%118, %126, %139) : (f32, f32, f32) -> f32
        memref.store %140, %alloca_50[] : memref<f32>
        %141 = memref.load %alloca_51[] : memref<f32>
        %142 = llvm.intr.fma(%118, %130, %141) : (f32, f32, f32) -> f32
        memref.store %142, %alloca_51[] : memref<f32>
        %143 = memref.load %alloca_52[] : memref<f32>
        %144 = llvm.intr.fma(%118, %134, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_52[] : memref<f32>
        %145 = memref.load %alloca_53[] : memref<f32>
        %146 = llvm.intr.fma(%118, %138, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_53[] : memref<f32>
        %147 = memref.load %alloca_54[] : memref<f32>
        %148 = llvm.intr.fma(%122, %126, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_54[] : memref<f32>
        %149 = memref.load %alloca_55[] : memref<f32>
        %150 = llvm.intr.fma(%122, %130, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_55[] : memref<f32>
        %151 = memref.load %alloca_56[] : memref<f32>
        %152 = llvm.intr.fma(%122, %134, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_56[] : memref<f32>
        %153 = memref.load %alloca_57[] : memref<f32>
        %154 = llvm.intr.fma(%122, %138, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_57[] : memref<f32>
      }
      %c13_i64_148 = arith.constant 13 : i64
      %94 = arith.cmpi slt, %78, %c13_i64_148 : i64
      scf.if %94 {
        %c7_i64 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %83, %c7_i64 : i64
        scf.if %115 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %119 = memref.load %alloca_50[] : memref<f32>
          %120 = arith.mulf %cst_186, %119 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %121 = arith.muli %83, %c13_i64_187 : i64
          %122 = arith.addi %78, %121 : i64
          %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %86, %c7_i64_183 : i64
        scf.if %116 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %119 = memref.load %alloca_51[] : memref<f32>
          %120 = arith.mulf %cst_186, %119 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %121 = arith.muli %86, %c13_i64_187 : i64
          %122 = arith.addi %78, %121 : i64
          %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %89, %c7_i64_184 : i64
        scf.if %117 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %119 = memref.load %alloca_52[] : memref<f32>
          %120 = arith.mulf %cst_186, %119 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %121 = arith.muli %89, %c13_i64_187 : i64
          %122 = arith.addi %78, %121 : i64
          %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %118 = arith.cmpi slt, %92, %c7_i64_185 : i64
        scf.if %118 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %119 = memref.load %alloca_53[] : memref<f32>
          %120 = arith.mulf %cst_186, %119 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %121 = arith.muli %92, %c13_i64_187 : i64
          %122 = arith.addi %78, %121 : i64
          %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
      }
      %c13_i64_149 = arith.constant 13 : i64
      %95 = arith.cmpi slt, %81, %c13_i64_149 : i64
      scf.if %95 {
        %c7_i64 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %83, %c7_i64 : i64
        scf.if %115 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %119 = memref.load %alloca_54[] : memref<f32>
          %120 = arith.mulf %cst_186, %119 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %121 = arith.muli %83, %c13_i64_187 : i64
          %122 = arith.addi %81, %121 : i64
          %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %86, %c7_i64_183 : i64
        scf.if %116 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %119 = memref.load %alloca_55[] : memref<f32>
          %120 = arith.mulf %cst_186, %119 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %121 = arith.muli %86, %c13_i64_187 : i64
          %122 = arith.addi %81, %121 : i64
          %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %89, %c7_i64_184 : i64
        scf.if %117 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %119 = memref.load %alloca_56[] : memref<f32>
          %120 = arith.mulf %cst_186, %119 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %121 = arith.muli %89, %c13_i64_187 : i64
          %122 = arith.addi %81, %121 : i64
          %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %118 = arith.cmpi slt, %92, %c7_i64_185 : i64
        scf.if %118 {
          %cst_186 = arith.constant 2.000000e+00 : f32
          %119 = memref.load %alloca_57[] : memref<f32>
          %120 = arith.mulf %cst_186, %119 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %121 = arith.muli %92, %c13_i64_187 : i64
          %122 = arith.addi %81, %121 : i64
          %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %120, %123 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_150 = arith.constant 0 : i64
      %c9_i64_151 = arith.constant 9 : i64
      %c1_i64_152 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_150 to %c9_i64_151 step %c1_i64_152  : i64 {
        %thread_id_x_183 = gpu.thread_id  x
        %115 = arith.index_cast %thread_id_x_183 : index to i64
        %c8_i64_184 = arith.constant 8 : i64
        %thread_id_y_185 = gpu.thread_id  y
        %116 = arith.index_cast %thread_id_y_185 : index to i64
        %117 = arith.muli %c8_i64_184, %116 : i64
        %118 = arith.addi %115, %117 : i64
        %c16_i64 = arith.constant 16 : i64
        %119 = arith.muli %arg8, %c16_i64 : i64
        %120 = arith.addi %118, %119 : i64
        %c9_i64_186 = arith.constant 9 : i64
        %121 = arith.remsi %120, %c9_i64_186 : i64
        %c9_i64_187 = arith.constant 9 : i64
        %122 = arith.divsi %120, %c9_i64_187 : i64
        %c12_i64_188 = arith.constant 12 : i64
        %123 = arith.minsi %122, %c12_i64_188 : i64
        %c9_i64_189 = arith.constant 9 : i64
        %124 = arith.muli %123, %c9_i64_189 : i64
        %125 = arith.addi %121, %124 : i64
        %126 = llvm.getelementptr %28[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %127 = llvm.load %126 : !llvm.ptr<1> -> f32
        %128 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64_190 = arith.constant 16 : i64
        %129 = arith.muli %121, %c16_i64_190 : i64
        %130 = arith.addi %122, %129 : i64
        %131 = llvm.getelementptr %128[%130] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %127, %131 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_153 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_153 : index to i64
      %thread_id_x_154 = gpu.thread_id  x
      %97 = arith.index_cast %thread_id_x_154 : index to i64
      %thread_id_x_155 = gpu.thread_id  x
      %98 = arith.index_cast %thread_id_x_155 : index to i64
      %c8_i64_156 = arith.constant 8 : i64
      %99 = arith.addi %98, %c8_i64_156 : i64
      %thread_id_x_157 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_157 : index to i64
      %c8_i64_158 = arith.constant 8 : i64
      %101 = arith.addi %100, %c8_i64_158 : i64
      %thread_id_y_159 = gpu.thread_id  y
      %102 = arith.index_cast %thread_id_y_159 : index to i64
      %c6_i64_160 = arith.constant 6 : i64
      %103 = arith.minsi %102, %c6_i64_160 : i64
      %thread_id_y_161 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_161 : index to i64
      %c2_i64_162 = arith.constant 2 : i64
      %105 = arith.addi %104, %c2_i64_162 : i64
      %c6_i64_163 = arith.constant 6 : i64
      %106 = arith.minsi %105, %c6_i64_163 : i64
      %thread_id_y_164 = gpu.thread_id  y
      %107 = arith.index_cast %thread_id_y_164 : index to i64
      %c4_i64_165 = arith.constant 4 : i64
      %108 = arith.addi %107, %c4_i64_165 : i64
      %c6_i64_166 = arith.constant 6 : i64
      %109 = arith.minsi %108, %c6_i64_166 : i64
      %thread_id_y_167 = gpu.thread_id  y
      %110 = arith.index_cast %thread_id_y_167 : index to i64
      %c6_i64_168 = arith.constant 6 : i64
      %111 = arith.addi %110, %c6_i64_168 : i64
      %c6_i64_169 = arith.constant 6 : i64
      %112 = arith.minsi %111, %c6_i64_169 : i64
      %cst_170 = arith.constant 0.000000e+00 : f32
      memref.store %cst_170, %alloca_58[] : memref<f32>
      %cst_171 = arith.constant 0.000000e+00 : f32
      memref.store %cst_171, %alloca_59[] : memref<f32>
      %cst_172 = arith.constant 0.000000e+00 : f32
      memref.store %cst_172, %alloca_60[] : memref<f32>
      %cst_173 = arith.constant 0.000000e+00 : f32
      memref.store %cst_173, %alloca_61[] : memref<f32>
      %cst_174 = arith.constant 0.000000e+00 : f32
      memref.store %cst_174, %alloca_62[] : memref<f32>
      %cst_175 = arith.constant 0.000000e+00 : f32
      memref.store %cst_175, %alloca_63[] : memref<f32>
      %cst_176 = arith.constant 0.000000e+00 : f32
      memref.store %cst_176, %alloca_64[] : memref<f32>
      %cst_177 = arith.constant 0.000000e+00 : f32
      memref.store %cst_177, %alloca_65[] : memref<f32>
      %c0_i64_178 = arith.constant 0 : i64
      %c9_i64_179 = arith.constant 9 : i64
      %c1_i64_180 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_178 to %c9_i64_179 step %c1_i64_180  : i64 {
        %115 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64 = arith.constant 16 : i64
        %116 = arith.muli %arg8, %c16_i64 : i64
        %117 = arith.addi %97, %116 : i64
        %118 = llvm.getelementptr %115[%117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %119 = llvm.load %118 : !llvm.ptr<3> -> f32
        %120 = llvm.mlir.addressof @__tinyc_stack_gemm_transposes : !llvm.ptr<3>
        %c16_i64_183 = arith.constant 16 : i64
        %121 = arith.muli %arg8, %c16_i64_183 : i64
        %122 = arith.addi %101, %121 : i64
        %123 = llvm.getelementptr %120[%122] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %124 = llvm.load %123 : !llvm.ptr<3> -> f32
        %c7_i64 = arith.constant 7 : i64
        %125 = arith.muli %arg8, %c7_i64 : i64
        %126 = arith.addi %103, %125 : i64
        %127 = llvm.getelementptr %32[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %c7_i64_184 = arith.constant 7 : i64
        %129 = arith.muli %arg8, %c7_i64_184 : i64
        %130 = arith.addi %106, %129 : i64
        %131 = llvm.getelementptr %32[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %132 = llvm.load %131 : !llvm.ptr<1> -> f32
        %c7_i64_185 = arith.constant 7 : i64
        %133 = arith.muli %arg8, %c7_i64_185 : i64
        %134 = arith.addi %109, %133 : i64
        %135 = llvm.getelementptr %32[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %136 = llvm.load %135 : !llvm.ptr<1> -> f32
        %c7_i64_186 = arith.constant 7 : i64
        %137 = arith.muli %arg8, %c7_i64_186 : i64
        %138 = arith.addi %112, %137 : i64
        %139 = llvm.getelementptr %32[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %140 = llvm.load %139 : !llvm.ptr<1> -> f32
        %141 = memref.load %alloca_58[] : memref<f32>
        %142 = llvm.intr.fma(%119, %128, %141) : (f32, f32, f32) -> f32
        memref.store %142, %alloca_58[] : memref<f32>
        %143 = memref.load %alloca_59[] : memref<f32>
        %144 = llvm.intr.fma(%119, %132, %143) : (f32, f32, f32) -> f32
        memref.store %144, %alloca_59[] : memref<f32>
        %145 = memref.load %alloca_60[] : memref<f32>
        %146 = llvm.intr.fma(%119, %136, %145) : (f32, f32, f32) -> f32
        memref.store %146, %alloca_60[] : memref<f32>
        %147 = memref.load %alloca_61[] : memref<f32>
        %148 = llvm.intr.fma(%119, %140, %147) : (f32, f32, f32) -> f32
        memref.store %148, %alloca_61[] : memref<f32>
        %149 = memref.load %alloca_62[] : memref<f32>
        %150 = llvm.intr.fma(%124, %128, %149) : (f32, f32, f32) -> f32
        memref.store %150, %alloca_62[] : memref<f32>
        %151 = memref.load %alloca_63[] : memref<f32>
        %152 = llvm.intr.fma(%124, %132, %151) : (f32, f32, f32) -> f32
        memref.store %152, %alloca_63[] : memref<f32>
        %153 = memref.load %alloca_64[] : memref<f32>
        %154 = llvm.intr.fma(%124, %136, %153) : (f32, f32, f32) -> f32
        memref.store %154, %alloca_64[] : memref<f32>
        %155 = memref.load %alloca_65[] : memref<f32>
        %156 = llvm.intr.fma(%124, %140, %155) : (f32, f32, f32) -> f32
        memref.store %156, %alloca_65[] : memref<f32>
      }
      %c13_i64_181 = arith.constant 13 : i64
      %113 = arith.cmpi slt, %96, %c13_i64_181 : i64
      scf.if %113 {
        %c7_i64 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %102, %c7_i64 : i64
        scf.if %115 {
          %c13_i64_186 = arith.constant 13 : i64
          %119 = arith.muli %102, %c13_i64_186 : i64
          %120 = arith.addi %96, %119 : i64
          %121 = llvm.getelementptr %40[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %122 = llvm.load %121 : !llvm.ptr<1> -> f32
          %123 = memref.load %alloca_58[] : memref<f32>
          %124 = arith.addf %122, %123 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %125 = arith.muli %102, %c13_i64_187 : i64
          %126 = arith.addi %96, %125 : i64
          %127 = llvm.getelementptr %40[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %105, %c7_i64_183 : i64
        scf.if %116 {
          %c13_i64_186 = arith.constant 13 : i64
          %119 = arith.muli %105, %c13_i64_186 : i64
          %120 = arith.addi %96, %119 : i64
          %121 = llvm.getelementptr %40[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %122 = llvm.load %121 : !llvm.ptr<1> -> f32
          %123 = memref.load %alloca_59[] : memref<f32>
          %124 = arith.addf %122, %123 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %125 = arith.muli %105, %c13_i64_187 : i64
          %126 = arith.addi %96, %125 : i64
          %127 = llvm.getelementptr %40[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %108, %c7_i64_184 : i64
        scf.if %117 {
          %c13_i64_186 = arith.constant 13 : i64
          %119 = arith.muli %108, %c13_i64_186 : i64
          %120 = arith.addi %96, %119 : i64
          %121 = llvm.getelementptr %40[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %122 = llvm.load %121 : !llvm.ptr<1> -> f32
          %123 = memref.load %alloca_60[] : memref<f32>
          %124 = arith.addf %122, %123 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %125 = arith.muli %108, %c13_i64_187 : i64
          %126 = arith.addi %96, %125 : i64
          %127 = llvm.getelementptr %40[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %118 = arith.cmpi slt, %111, %c7_i64_185 : i64
        scf.if %118 {
          %c13_i64_186 = arith.constant 13 : i64
          %119 = arith.muli %111, %c13_i64_186 : i64
          %120 = arith.addi %96, %119 : i64
          %121 = llvm.getelementptr %40[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %122 = llvm.load %121 : !llvm.ptr<1> -> f32
          %123 = memref.load %alloca_61[] : memref<f32>
          %124 = arith.addf %122, %123 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %125 = arith.muli %111, %c13_i64_187 : i64
          %126 = arith.addi %96, %125 : i64
          %127 = llvm.getelementptr %40[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
      }
      %c13_i64_182 = arith.constant 13 : i64
      %114 = arith.cmpi slt, %99, %c13_i64_182 : i64
      scf.if %114 {
        %c7_i64 = arith.constant 7 : i64
        %115 = arith.cmpi slt, %102, %c7_i64 : i64
        scf.if %115 {
          %c13_i64_186 = arith.constant 13 : i64
          %119 = arith.muli %102, %c13_i64_186 : i64
          %120 = arith.addi %99, %119 : i64
          %121 = llvm.getelementptr %40[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %122 = llvm.load %121 : !llvm.ptr<1> -> f32
          %123 = memref.load %alloca_62[] : memref<f32>
          %124 = arith.addf %122, %123 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %125 = arith.muli %102, %c13_i64_187 : i64
          %126 = arith.addi %99, %125 : i64
          %127 = llvm.getelementptr %40[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c7_i64_183 = arith.constant 7 : i64
        %116 = arith.cmpi slt, %105, %c7_i64_183 : i64
        scf.if %116 {
          %c13_i64_186 = arith.constant 13 : i64
          %119 = arith.muli %105, %c13_i64_186 : i64
          %120 = arith.addi %99, %119 : i64
          %121 = llvm.getelementptr %40[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %122 = llvm.load %121 : !llvm.ptr<1> -> f32
          %123 = memref.load %alloca_63[] : memref<f32>
          %124 = arith.addf %122, %123 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %125 = arith.muli %105, %c13_i64_187 : i64
          %126 = arith.addi %99, %125 : i64
          %127 = llvm.getelementptr %40[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c7_i64_184 = arith.constant 7 : i64
        %117 = arith.cmpi slt, %108, %c7_i64_184 : i64
        scf.if %117 {
          %c13_i64_186 = arith.constant 13 : i64
          %119 = arith.muli %108, %c13_i64_186 : i64
          %120 = arith.addi %99, %119 : i64
          %121 = llvm.getelementptr %40[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %122 = llvm.load %121 : !llvm.ptr<1> -> f32
          %123 = memref.load %alloca_64[] : memref<f32>
          %124 = arith.addf %122, %123 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %125 = arith.muli %108, %c13_i64_187 : i64
          %126 = arith.addi %99, %125 : i64
          %127 = llvm.getelementptr %40[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c7_i64_185 = arith.constant 7 : i64
        %118 = arith.cmpi slt, %111, %c7_i64_185 : i64
        scf.if %118 {
          %c13_i64_186 = arith.constant 13 : i64
          %119 = arith.muli %111, %c13_i64_186 : i64
          %120 = arith.addi %99, %119 : i64
          %121 = llvm.getelementptr %40[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %122 = llvm.load %121 : !llvm.ptr<1> -> f32
          %123 = memref.load %alloca_65[] : memref<f32>
          %124 = arith.addf %122, %123 : f32
          %c13_i64_187 = arith.constant 13 : i64
          %125 = arith.muli %111, %c13_i64_187 : i64
          %126 = arith.addi %99, %125 : i64
          %127 = llvm.getelementptr %40[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
