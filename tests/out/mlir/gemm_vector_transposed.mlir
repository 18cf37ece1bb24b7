module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_vector_transposed() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8192 x i8>
    gpu.func @gemm_vector_transposed(%arg0: f32, %arg1: f32, %arg2: memref<9x56xf32, strided<[1, 9]>, 1>, %arg3: memref<9x9xf32, strided<[1, 9]>, 1>, %arg4: memref<56x9xf32, strided<[1, 56]>, 1>, %arg5: memref<21x20xf64, strided<[1, 21]>, 1>, %arg6: memref<13x21xf64, strided<[1, 13]>, 1>, %arg7: memref<20x13xf64, strided<[1, 20]>, 1>, %arg8: memref<32x32xf32, strided<[1, 32]>, 1>, %arg9: memref<32x32xf32, strided<[1, 32]>, 1>, %arg10: memref<32x32xf32, strided<[1, 32]>, 1>, %arg11: memref<56x9xf64, strided<[1, 56]>, 1>, %arg12: memref<56x56xf64, strided<[1, 56]>, 1>, %arg13: memref<9x56xf64, strided<[1, 9]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<9x56xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<9x56xf32, strided<[1, 9]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg3 : memref<9x9xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<9x9xf32, strided<[1, 9]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<56x9xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<56x9xf32, strided<[1, 56]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<21x20xf64, strided<[1, 21]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<21x20xf64, strided<[1, 21]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg6 : memref<13x21xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<13x21xf64, strided<[1, 13]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<20x13xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<20x13xf64, strided<[1, 20]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<32x32xf32, strided<[1, 32]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<32x32xf32, strided<[1, 32]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<32x32xf32, strided<[1, 32]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<32x32xf32, strided<[1, 32]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg10 : memref<32x32xf32, strided<[1, 32]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<32x32xf32, strided<[1, 32]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg11 : memref<56x9xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg11 : memref<56x9xf64, strided<[1, 56]>, 1> -> index
      %18 = arith.index_cast %intptr_44 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg12 : memref<56x56xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg12 : memref<56x56xf64, strided<[1, 56]>, 1> -> index
      %20 = arith.index_cast %intptr_49 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg13 : memref<9x56xf64, strided<[1, 9]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg13 : memref<9x56xf64, strided<[1, 9]>, 1> -> index
      %22 = arith.index_cast %intptr_54 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f64>
      %alloca_65 = memref.alloca() : memref<f64>
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c2_i64 step %c1_i64  : i64 {
        %thread_id_x_104 = gpu.thread_id  x
        %58 = arith.index_cast %thread_id_x_104 : index to i64
        %c64_i64_105 = arith.constant 64 : i64
        %thread_id_y_106 = gpu.thread_id  y
        %59 = arith.index_cast %thread_id_y_106 : index to i64
        %60 = arith.muli %c64_i64_105, %59 : i64
        %61 = arith.addi %58, %60 : i64
        %c512_i64 = arith.constant 512 : i64
        %62 = arith.muli %arg14, %c512_i64 : i64
        %63 = arith.addi %61, %62 : i64
        %c576_i64 = arith.constant 576 : i64
        %64 = arith.cmpi slt, %63, %c576_i64 : i64
        scf.if %64 {
          %c9_i64_107 = arith.constant 9 : i64
          %65 = arith.remsi %63, %c9_i64_107 : i64
          %c9_i64_108 = arith.constant 9 : i64
          %66 = arith.divsi %63, %c9_i64_108 : i64
          %c55_i64 = arith.constant 55 : i64
          %67 = arith.minsi %66, %c55_i64 : i64
          %c9_i64_109 = arith.constant 9 : i64
          %68 = arith.muli %67, %c9_i64_109 : i64
          %69 = arith.addi %65, %68 : i64
          %70 = llvm.getelementptr %1[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %71 = llvm.load %70 : !llvm.ptr<1> -> f32
          %72 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_transposed : !llvm.ptr<3>
          %c64_i64_110 = arith.constant 64 : i64
          %73 = arith.muli %65, %c64_i64_110 : i64
          %74 = arith.addi %66, %73 : i64
          %75 = llvm.getelementptr %72[%74] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %71, %75 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_66 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_66 : index to i64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %27 = arith.minsi %26, %c8_i64 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_67 : index to i64
      %c8_i64_68 = arith.constant 8 : i64
      %29 = arith.addi %28, %c8_i64_68 : i64
      %c8_i64_69 = arith.constant 8 : i64
      %30 = arith.minsi %29, %c8_i64_69 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_70 = arith.constant 0.000000e+00 : f32
      memref.store %cst_70, %alloca_55[] : memref<f32>
      %c0_i64_71 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64_72 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_71 to %c9_i64 step %c1_i64_72  : i64 {
        %58 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_transposed : !llvm.ptr<3>
        %c64_i64_104 = arith.constant 64 : i64
        %59 = arith.muli %arg14, %c64_i64_104 : i64
        %60 = arith.addi %25, %59 : i64
        %61 = llvm.getelementptr %58[%60] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %62 = llvm.load %61 : !llvm.ptr<3> -> f32
        %c9_i64_105 = arith.constant 9 : i64
        %63 = arith.muli %27, %c9_i64_105 : i64
        %64 = arith.addi %arg14, %63 : i64
        %65 = llvm.getelementptr %3[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 : !llvm.ptr<1> -> f32
        %c9_i64_106 = arith.constant 9 : i64
        %67 = arith.muli %30, %c9_i64_106 : i64
        %68 = arith.addi %arg14, %67 : i64
        %69 = llvm.getelementptr %3[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %70 = llvm.load %69 : !llvm.ptr<1> -> f32
        %71 = memref.load %alloca[] : memref<f32>
        %72 = llvm.intr.fma(%62, %66, %71) : (f32, f32, f32) -> f32
        memref.store %72, %alloca[] : memref<f32>
        %73 = memref.load %alloca_55[] : memref<f32>
        %74 = llvm.intr.fma(%62, %70, %73) : (f32, f32, f32) -> f32
        memref.store %74, %alloca_55[] : memref<f32>
      }
      %c56_i64 = arith.constant 56 : i64
      %31 = arith.cmpi slt, %24, %c56_i64 : i64
      scf.if %31 {
        %c9_i64_104 = arith.constant 9 : i64
        %58 = arith.cmpi slt, %26, %c9_i64_104 : i64
        scf.if %58 {
          %c56_i64_106 = arith.constant 56 : i64
          %60 = arith.muli %26, %c56_i64_106 : i64
          %61 = arith.addi %24, %60 : i64
          %62 = llvm.getelementptr %5[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %64 = memref.load %alloca[] : memref<f32>
          %65 = arith.mulf %arg0, %64 : f32
          %66 = llvm.intr.fma(%arg1, %63, %65) : (f32, f32, f32) -> f32
          %c56_i64_107 = arith.constant 56 : i64
          %67 = arith.muli %26, %c56_i64_107 : i64
          %68 = arith.addi %24, %67 : i64
          %69 = llvm.getelementptr %5[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %66, %69 : f32, !llvm.ptr<1>
        }
        %c9_i64_105 = arith.constant 9 : i64
        %59 = arith.cmpi slt, %29, %c9_i64_105 : i64
        scf.if %59 {
          %c56_i64_106 = arith.constant 56 : i64
          %60 = arith.muli %29, %c56_i64_106 : i64
          %61 = arith.addi %24, %60 : i64
          %62 = llvm.getelementptr %5[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %64 = memref.load %alloca_55[] : memref<f32>
          %65 = arith.mulf %arg0, %64 : f32
          %66 = llvm.intr.fma(%arg1, %63, %65) : (f32, f32, f32) -> f32
          %c56_i64_107 = arith.constant 56 : i64
          %67 = arith.muli %29, %c56_i64_107 : i64
          %68 = arith.addi %24, %67 : i64
          %69 = llvm.getelementptr %5[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %66, %69 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_73 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_73 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_74 : index to i64
      %34 = arith.muli %c64_i64, %33 : i64
      %35 = arith.addi %32, %34 : i64
      %c32_i64 = arith.constant 32 : i64
      %36 = arith.divsi %35, %c32_i64 : i64
      %c32_i64_75 = arith.constant 32 : i64
      %37 = arith.remsi %35, %c32_i64_75 : i64
      %c4_i64 = arith.constant 4 : i64
      %38 = arith.divsi %37, %c4_i64 : i64
      %c4_i64_76 = arith.constant 4 : i64
      %39 = arith.remsi %37, %c4_i64_76 : i64
      %c6_i64 = arith.constant 6 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg14 = %36 to %c6_i64 step %c16_i64  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %58 = arith.remsi %arg14, %c3_i64 : i64
        %c3_i64_104 = arith.constant 3 : i64
        %59 = arith.divsi %arg14, %c3_i64_104 : i64
        %c8_i64_105 = arith.constant 8 : i64
        %60 = arith.muli %58, %c8_i64_105 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %61 = arith.muli %59, %c8_i64_106 : i64
        %cst_107 = arith.constant 0.000000e+00 : f64
        memref.store %cst_107, %alloca_56[] : memref<f64>
        %cst_108 = arith.constant 0.000000e+00 : f64
        memref.store %cst_108, %alloca_57[] : memref<f64>
        %62 = arith.addi %60, %38 : i64
        %c19_i64 = arith.constant 19 : i64
        %63 = arith.minsi %62, %c19_i64 : i64
        %64 = arith.addi %61, %38 : i64
        %c12_i64 = arith.constant 12 : i64
        %65 = arith.minsi %64, %c12_i64 : i64
        %c0_i64_109 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c4_i64_110 = arith.constant 4 : i64
        scf.for %arg15 = %c0_i64_109 to %c20_i64 step %c4_i64_110  : i64 {
          %100 = arith.addi %arg15, %39 : i64
          %101 = arith.addi %arg15, %39 : i64
          %c21_i64_124 = arith.constant 21 : i64
          %102 = arith.muli %63, %c21_i64_124 : i64
          %103 = arith.addi %100, %102 : i64
          %104 = llvm.getelementptr %7[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %105 = llvm.load %104 : !llvm.ptr<1> -> f64
          %c13_i64_125 = arith.constant 13 : i64
          %106 = arith.muli %101, %c13_i64_125 : i64
          %107 = arith.addi %65, %106 : i64
          %108 = llvm.getelementptr %9[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %109 = llvm.load %108 : !llvm.ptr<1> -> f64
          %110 = memref.load %alloca_56[] : memref<f64>
          %111 = memref.load %alloca_57[] : memref<f64>
          %112 = nvvm.mma.sync A[%105]  B[%109]  C[%110, %111]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %113 = llvm.extractvalue %112[0] : !llvm.struct<(f64, f64)> 
          memref.store %113, %alloca_56[] : memref<f64>
          %114 = llvm.extractvalue %112[1] : !llvm.struct<(f64, f64)> 
          memref.store %114, %alloca_57[] : memref<f64>
        }
        %c20_i64_111 = arith.constant 20 : i64
        %66 = arith.addi %c20_i64_111, %39 : i64
        %c20_i64_112 = arith.constant 20 : i64
        %67 = arith.addi %c20_i64_112, %39 : i64
        %c20_i64_113 = arith.constant 20 : i64
        %68 = arith.minsi %66, %c20_i64_113 : i64
        %c21_i64 = arith.constant 21 : i64
        %69 = arith.muli %63, %c21_i64 : i64
        %70 = arith.addi %68, %69 : i64
        %71 = llvm.getelementptr %7[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %72 = llvm.load %71 : !llvm.ptr<1> -> f64
        memref.store %72, %alloca_58[] : memref<f64>
        %c21_i64_114 = arith.constant 21 : i64
        %73 = arith.cmpi sge, %66, %c21_i64_114 : i64
        scf.if %73 {
          %cst_124 = arith.constant 0.000000e+00 : f64
          memref.store %cst_124, %alloca_58[] : memref<f64>
        }
        %c20_i64_115 = arith.constant 20 : i64
        %74 = arith.minsi %67, %c20_i64_115 : i64
        %c13_i64 = arith.constant 13 : i64
        %75 = arith.muli %74, %c13_i64 : i64
        %76 = arith.addi %65, %75 : i64
        %77 = llvm.getelementptr %9[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %78 = llvm.load %77 : !llvm.ptr<1> -> f64
        memref.store %78, %alloca_59[] : memref<f64>
        %c21_i64_116 = arith.constant 21 : i64
        %79 = arith.cmpi sge, %67, %c21_i64_116 : i64
        scf.if %79 {
          %cst_124 = arith.constant 0.000000e+00 : f64
          memref.store %cst_124, %alloca_59[] : memref<f64>
        }
        %80 = memref.load %alloca_58[] : memref<f64>
        %81 = memref.load %alloca_59[] : memref<f64>
        %82 = memref.load %alloca_56[] : memref<f64>
        %83 = memref.load %alloca_57[] : memref<f64>
        %84 = nvvm.mma.sync A[%80]  B[%81]  C[%82, %83]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %85 = llvm.extractvalue %84[0] : !llvm.struct<(f64, f64)> 
        memref.store %85, %alloca_56[] : memref<f64>
        %86 = llvm.extractvalue %84[1] : !llvm.struct<(f64, f64)> 
        memref.store %86, %alloca_57[] : memref<f64>
        %87 = arith.addi %60, %38 : i64
        %c2_i64_117 = arith.constant 2 : i64
        %88 = arith.muli %39, %c2_i64_117 : i64
        %89 = arith.addi %61, %88 : i64
        %c20_i64_118 = arith.constant 20 : i64
        %90 = arith.cmpi slt, %87, %c20_i64_118 : i64
        %c13_i64_119 = arith.constant 13 : i64
        %91 = arith.cmpi slt, %89, %c13_i64_119 : i64
        %92 = arith.andi %90, %91 : i1
        scf.if %92 {
          %100 = memref.load %alloca_56[] : memref<f64>
          %c20_i64_124 = arith.constant 20 : i64
          %101 = arith.muli %89, %c20_i64_124 : i64
          %102 = arith.addi %87, %101 : i64
          %103 = llvm.getelementptr %11[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %100, %103 : f64, !llvm.ptr<1>
        }
        %93 = arith.addi %60, %38 : i64
        %c2_i64_120 = arith.constant 2 : i64
        %94 = arith.muli %39, %c2_i64_120 : i64
        %c1_i64_121 = arith.constant 1 : i64
        %95 = arith.addi %94, %c1_i64_121 : i64
        %96 = arith.addi %61, %95 : i64
        %c20_i64_122 = arith.constant 20 : i64
        %97 = arith.cmpi slt, %93, %c20_i64_122 : i64
        %c13_i64_123 = arith.constant 13 : i64
        %98 = arith.cmpi slt, %96, %c13_i64_123 : i64
        %99 = arith.andi %97, %98 : i1
        scf.if %99 {
          %100 = memref.load %alloca_57[] : memref<f64>
          %c20_i64_124 = arith.constant 20 : i64
          %101 = arith.muli %96, %c20_i64_124 : i64
          %102 = arith.addi %93, %101 : i64
          %103 = llvm.getelementptr %11[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %100, %103 : f64, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_77 = arith.constant 0 : i64
      %c4_i64_78 = arith.constant 4 : i64
      %c1_i64_79 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_77 to %c4_i64_78 step %c1_i64_79  : i64 {
        %thread_id_x_104 = gpu.thread_id  x
        %58 = arith.index_cast %thread_id_x_104 : index to i64
        %c64_i64_105 = arith.constant 64 : i64
        %thread_id_y_106 = gpu.thread_id  y
        %59 = arith.index_cast %thread_id_y_106 : index to i64
        %60 = arith.muli %c64_i64_105, %59 : i64
        %61 = arith.addi %58, %60 : i64
        %c512_i64 = arith.constant 512 : i64
        %62 = arith.muli %arg14, %c512_i64 : i64
        %63 = arith.addi %61, %62 : i64
        %c32_i64_107 = arith.constant 32 : i64
        %64 = arith.remsi %63, %c32_i64_107 : i64
        %c32_i64_108 = arith.constant 32 : i64
        %65 = arith.divsi %63, %c32_i64_108 : i64
        %c31_i64 = arith.constant 31 : i64
        %66 = arith.minsi %65, %c31_i64 : i64
        %c32_i64_109 = arith.constant 32 : i64
        %67 = arith.muli %66, %c32_i64_109 : i64
        %68 = arith.addi %64, %67 : i64
        %69 = llvm.getelementptr %13[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %70 = llvm.load %69 : !llvm.ptr<1> -> f32
        %71 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_transposed : !llvm.ptr<3>
        %c64_i64_110 = arith.constant 64 : i64
        %72 = arith.muli %64, %c64_i64_110 : i64
        %73 = arith.addi %65, %72 : i64
        %74 = llvm.getelementptr %71[%73] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %70, %74 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_80 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_80 : index to i64
      %thread_id_x_81 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_81 : index to i64
      %thread_id_y_82 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_82 : index to i64
      %thread_id_y_83 = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y_83 : index to i64
      %c8_i64_84 = arith.constant 8 : i64
      %44 = arith.addi %43, %c8_i64_84 : i64
      %thread_id_y_85 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_85 : index to i64
      %c16_i64_86 = arith.constant 16 : i64
      %46 = arith.addi %45, %c16_i64_86 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_87 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %48 = arith.addi %47, %c24_i64 : i64
      %cst_88 = arith.constant 0.000000e+00 : f32
      memref.store %cst_88, %alloca_60[] : memref<f32>
      %cst_89 = arith.constant 0.000000e+00 : f32
      memref.store %cst_89, %alloca_61[] : memref<f32>
      %cst_90 = arith.constant 0.000000e+00 : f32
      memref.store %cst_90, %alloca_62[] : memref<f32>
      %cst_91 = arith.constant 0.000000e+00 : f32
      memref.store %cst_91, %alloca_63[] : memref<f32>
      %c0_i64_92 = arith.constant 0 : i64
      %c32_i64_93 = arith.constant 32 : i64
      %c1_i64_94 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_92 to %c32_i64_93 step %c1_i64_94  : i64 {
        %58 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_transposed : !llvm.ptr<3>
        %c64_i64_104 = arith.constant 64 : i64
        %59 = arith.muli %arg14, %c64_i64_104 : i64
        %60 = arith.addi %41, %59 : i64
        %61 = llvm.getelementptr %58[%60] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %62 = llvm.load %61 : !llvm.ptr<3> -> f32
        %c32_i64_105 = arith.constant 32 : i64
        %63 = arith.muli %42, %c32_i64_105 : i64
        %64 = arith.addi %arg14, %63 : i64
        %65 = llvm.getelementptr %15[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 : !llvm.ptr<1> -> f32
        %c32_i64_106 = arith.constant 32 : i64
        %67 = arith.muli %44, %c32_i64_106 : i64
        %68 = arith.addi %arg14, %67 : i64
        %69 = llvm.getelementptr %15[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %70 = llvm.load %69 : !llvm.ptr<1> -> f32
        %c32_i64_107 = arith.constant 32 : i64
        %71 = arith.muli %46, %c32_i64_107 : i64
        %72 = arith.addi %arg14, %71 : i64
        %73 = llvm.getelementptr %15[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %74 = llvm.load %73 : !llvm.ptr<1> -> f32
        %c32_i64_108 = arith.constant 32 : i64
        %75 = arith.muli %48, %c32_i64_108 : i64
        %76 = arith.addi %arg14, %75 : i64
        %77 = llvm.getelementptr %15[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %78 = llvm.load %77 : !llvm.ptr<1> -> f32
        %79 = memref.load %alloca_60[] : memref<f32>
        %80 = llvm.intr.fma(%62, %66, %79) : (f32, f32, f32) -> f32
        memref.store %80, %alloca_60[] : memref<f32>
        %81 = memref.load %alloca_61[] : memref<f32>
        %82 = llvm.intr.fma(%62, %70, %81) : (f32, f32, f32) -> f32
        memref.store %82, %alloca_61[] : memref<f32>
        %83 = memref.load %alloca_62[] : memref<f32>
        %84 = llvm.intr.fma(%62, %74, %83) : (f32, f32, f32) -> f32
        memref.store %84, %alloca_62[] : memref<f32>
        %85 = memref.load %alloca_63[] : memref<f32>
        %86 = llvm.intr.fma(%62, %78, %85) : (f32, f32, f32) -> f32
        memref.store %86, %alloca_63[] : memref<f32>
      }
      %c32_i64_95 = arith.constant 32 : i64
      %49 = arith.cmpi slt, %40, %c32_i64_95 : i64
      scf.if %49 {
        %c32_i64_104 = arith.constant 32 : i64
        %58 = arith.muli %42, %c32_i64_104 : i64
        %59 = arith.addi %40, %58 : i64
        %60 = llvm.getelementptr %17[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %61 = llvm.load %60 : !llvm.ptr<1> -> f32
        %62 = memref.load %alloca_60[] : memref<f32>
        %63 = arith.addf %61, %62 : f32
        %c32_i64_105 = arith.constant 32 : i64
        %64 = arith.muli %42, %c32_i64_105 : i64
        %65 = arith.addi %40, %64 : i64
        %66 = llvm.getelementptr %17[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %63, %66 : f32, !llvm.ptr<1>
        %c32_i64_106 = arith.constant 32 : i64
        %67 = arith.muli %44, %c32_i64_106 : i64
        %68 = arith.addi %40, %67 : i64
        %69 = llvm.getelementptr %17[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %70 = llvm.load %69 : !llvm.ptr<1> -> f32
        %71 = memref.load %alloca_61[] : memref<f32>
        %72 = arith.addf %70, %71 : f32
        %c32_i64_107 = arith.constant 32 : i64
        %73 = arith.muli %44, %c32_i64_107 : i64
        %74 = arith.addi %40, %73 : i64
        %75 = llvm.getelementptr %17[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %72, %75 : f32, !llvm.ptr<1>
        %c32_i64_108 = arith.constant 32 : i64
        %76 = arith.muli %46, %c32_i64_108 : i64
        %77 = arith.addi %40, %76 : i64
        %78 = llvm.getelementptr %17[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = memref.load %alloca_62[] : memref<f32>
        %81 = arith.addf %79, %80 : f32
        %c32_i64_109 = arith.constant 32 : i64
        %82 = arith.muli %46, %c32_i64_109 : i64
        %83 = arith.addi %40, %82 : i64
        %84 = llvm.getelementptr %17[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %81, %84 : f32, !llvm.ptr<1>
        %c32_i64_110 = arith.constant 32 : i64
        %85 = arith.muli %48, %c32_i64_110 : i64
        %86 = arith.addi %40, %85 : i64
        %87 = llvm.getelementptr %17[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %88 = llvm.load %87 : !llvm.ptr<1> -> f32
        %89 = memref.load %alloca_63[] : memref<f32>
        %90 = arith.addf %88, %89 : f32
        %c32_i64_111 = arith.constant 32 : i64
        %91 = arith.muli %48, %c32_i64_111 : i64
        %92 = arith.addi %40, %91 : i64
        %93 = llvm.getelementptr %17[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %90, %93 : f32, !llvm.ptr<1>
      }
      %thread_id_x_96 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_96 : index to i64
      %c64_i64_97 = arith.constant 64 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_98 : index to i64
      %52 = arith.muli %c64_i64_97, %51 : i64
      %53 = arith.addi %50, %52 : i64
      %c32_i64_99 = arith.constant 32 : i64
      %54 = arith.divsi %53, %c32_i64_99 : i64
      %c32_i64_100 = arith.constant 32 : i64
      %55 = arith.remsi %53, %c32_i64_100 : i64
      %c4_i64_101 = arith.constant 4 : i64
      %56 = arith.divsi %55, %c4_i64_101 : i64
      %c4_i64_102 = arith.constant 4 : i64
      %57 = arith.remsi %55, %c4_i64_102 : i64
      %c14_i64 = arith.constant 14 : i64
      %c16_i64_103 = arith.constant 16 : i64
      scf.for %arg14 = %54 to %c14_i64 step %c16_i64_103  : i64 {
        %c2_i64_104 = arith.constant 2 : i64
        %58 = arith.remsi %arg14, %c2_i64_104 : i64
        %c2_i64_105 = arith.constant 2 : i64
        %59 = arith.divsi %arg14, %c2_i64_105 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %60 = arith.muli %58, %c8_i64_106 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %61 = arith.muli %59, %c8_i64_107 : i64
        %cst_108 = arith.constant 0.000000e+00 : f64
        memref.store %cst_108, %alloca_64[] : memref<f64>
        %cst_109 = arith.constant 0.000000e+00 : f64
        memref.store %cst_109, %alloca_65[] : memref<f64>
        %62 = arith.addi %60, %56 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %63 = arith.minsi %62, %c8_i64_110 : i64
        %64 = arith.addi %61, %56 : i64
        %c0_i64_111 = arith.constant 0 : i64
        %c56_i64_112 = arith.constant 56 : i64
        %c4_i64_113 = arith.constant 4 : i64
        scf.for %arg15 = %c0_i64_111 to %c56_i64_112 step %c4_i64_113  : i64 {
          %74 = arith.addi %arg15, %57 : i64
          %75 = arith.addi %arg15, %57 : i64
          %c56_i64_119 = arith.constant 56 : i64
          %76 = arith.muli %63, %c56_i64_119 : i64
          %77 = arith.addi %74, %76 : i64
          %78 = llvm.getelementptr %19[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %79 = llvm.load %78 : !llvm.ptr<1> -> f64
          %c56_i64_120 = arith.constant 56 : i64
          %80 = arith.muli %64, %c56_i64_120 : i64
          %81 = arith.addi %75, %80 : i64
          %82 = llvm.getelementptr %21[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %83 = llvm.load %82 : !llvm.ptr<1> -> f64
          %84 = memref.load %alloca_64[] : memref<f64>
          %85 = memref.load %alloca_65[] : memref<f64>
          %86 = nvvm.mma.sync A[%79]  B[%83]  C[%84, %85]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %87 = llvm.extractvalue %86[0] : !llvm.struct<(f64, f64)> 
          memref.store %87, %alloca_64[] : memref<f64>
          %88 = llvm.extractvalue %86[1] : !llvm.struct<(f64, f64)> 
          memref.store %88, %alloca_65[] : memref<f64>
        }
        %65 = arith.addi %60, %56 : i64
        %c2_i64_114 = arith.constant 2 : i64
        %66 = arith.muli %57, %c2_i64_114 : i64
        %67 = arith.addi %61, %66 : i64
        %c9_i64_115 = arith.constant 9 : i64
        %68 = arith.cmpi slt, %65, %c9_i64_115 : i64
        scf.if %68 {
          %c9_i64_119 = arith.constant 9 : i64
          %74 = arith.muli %67, %c9_i64_119 : i64
          %75 = arith.addi %65, %74 : i64
          %76 = llvm.getelementptr %23[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %77 = llvm.load %76 : !llvm.ptr<1> -> f64
          %78 = memref.load %alloca_64[] : memref<f64>
          %79 = arith.addf %77, %78 : f64
          %c9_i64_120 = arith.constant 9 : i64
          %80 = arith.muli %67, %c9_i64_120 : i64
          %81 = arith.addi %65, %80 : i64
          %82 = llvm.getelementptr %23[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %79, %82 : f64, !llvm.ptr<1>
        }
        %69 = arith.addi %60, %56 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %70 = arith.muli %57, %c2_i64_116 : i64
        %c1_i64_117 = arith.constant 1 : i64
        %71 = arith.addi %70, %c1_i64_117 : i64
        %72 = arith.addi %61, %71 : i64
        %c9_i64_118 = arith.constant 9 : i64
        %73 = arith.cmpi slt, %69, %c9_i64_118 : i64
        scf.if %73 {
          %c9_i64_119 = arith.constant 9 : i64
          %74 = arith.muli %72, %c9_i64_119 : i64
          %75 = arith.addi %69, %74 : i64
          %76 = llvm.getelementptr %23[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %77 = llvm.load %76 : !llvm.ptr<1> -> f64
          %78 = memref.load %alloca_65[] : memref<f64>
          %79 = arith.addf %77, %78 : f64
          %c9_i64_120 = arith.constant 9 : i64
          %80 = arith.muli %72, %c9_i64_120 : i64
          %81 = arith.addi %69, %80 : i64
          %82 = llvm.getelementptr %23[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %79, %82 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
