module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_staged() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<10752 x i8>
    gpu.func @gemm_staged(%arg0: memref<20x40x?xf32, strided<[40, 1, 800]>, 1>, %arg1: memref<40x9x?xf32, strided<[1, 40, 360]>, 1>, %arg2: memref<20x9x?xf32, strided<[1, 20, 180]>, 1>, %arg3: memref<48x100x?xf64, strided<[1, 48, 4800]>, 1>, %arg4: memref<48x6x?xf64, strided<[1, 48, 288]>, 1>, %arg5: memref<100x6x?xf64, strided<[1, 100, 600]>, 1>, %arg6: memref<37x100x?xf64, strided<[1, 37, 3700]>, 1>, %arg7: memref<100x6x?xf64, strided<[1, 100, 600]>, 1>, %arg8: memref<12x16x?xf32, strided<[1, 12, 192]>, 1>, %arg9: memref<12x8x?xf32, strided<[1, 12, 96]>, 1>, %arg10: memref<16x8x?xf32, strided<[1, 16, 128]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<20x40x?xf32, strided<[40, 1, 800]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<20x40x?xf32, strided<[40, 1, 800]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<40x9x?xf32, strided<[1, 40, 360]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<40x9x?xf32, strided<[1, 40, 360]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<20x9x?xf32, strided<[1, 20, 180]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<20x9x?xf32, strided<[1, 20, 180]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<48x100x?xf64, strided<[1, 48, 4800]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<48x100x?xf64, strided<[1, 48, 4800]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<48x6x?xf64, strided<[1, 48, 288]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<48x6x?xf64, strided<[1, 48, 288]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<100x6x?xf64, strided<[1, 100, 600]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<100x6x?xf64, strided<[1, 100, 600]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<37x100x?xf64, strided<[1, 37, 3700]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<37x100x?xf64, strided<[1, 37, 3700]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg7 : memref<100x6x?xf64, strided<[1, 100, 600]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<100x6x?xf64, strided<[1, 100, 600]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg8 : memref<12x16x?xf32, strided<[1, 12, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<12x16x?xf32, strided<[1, 12, 192]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %arg9 : memref<12x8x?xf32, strided<[1, 12, 96]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<12x8x?xf32, strided<[1, 12, 96]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %arg10 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %alloca_62 = memref.alloca() : memref<f64>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %33 = arith.index_cast %block_id_x : index to i64
      %c800_i64 = arith.constant 800 : i64
      %34 = arith.muli %33, %c800_i64 : i64
      %35 = llvm.getelementptr %1[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c360_i64 = arith.constant 360 : i64
      %36 = arith.muli %33, %c360_i64 : i64
      %37 = llvm.getelementptr %4[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %38 = arith.muli %33, %c180_i64 : i64
      %39 = llvm.getelementptr %7[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c14_i64 = arith.constant 14 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c14_i64 step %c1_i64  : i64 {
        %thread_id_x_113 = gpu.thread_id  x
        %95 = arith.index_cast %thread_id_x_113 : index to i64
        %c64_i64_114 = arith.constant 64 : i64
        %thread_id_y_115 = gpu.thread_id  y
        %96 = arith.index_cast %thread_id_y_115 : index to i64
        %97 = arith.muli %c64_i64_114, %96 : i64
        %98 = arith.addi %95, %97 : i64
        %c192_i64_116 = arith.constant 192 : i64
        %99 = arith.muli %arg11, %c192_i64_116 : i64
        %100 = arith.addi %98, %99 : i64
        %c2560_i64 = arith.constant 2560 : i64
        %101 = arith.cmpi slt, %100, %c2560_i64 : i64
        scf.if %101 {
          %c40_i64_117 = arith.constant 40 : i64
          %102 = arith.remsi %100, %c40_i64_117 : i64
          %c40_i64_118 = arith.constant 40 : i64
          %103 = arith.divsi %100, %c40_i64_118 : i64
          %c19_i64 = arith.constant 19 : i64
          %104 = arith.minsi %103, %c19_i64 : i64
          %c40_i64_119 = arith.constant 40 : i64
          %105 = arith.muli %104, %c40_i64_119 : i64
          %106 = arith.addi %105, %102 : i64
          %107 = llvm.getelementptr %35[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          %109 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %110 = llvm.getelementptr %109[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c64_i64_120 = arith.constant 64 : i64
          %111 = arith.muli %102, %c64_i64_120 : i64
          %112 = arith.addi %103, %111 : i64
          %113 = llvm.getelementptr %110[%112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %108, %113 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_69 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_69 : index to i64
      %thread_id_y = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_70 = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y_70 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %44 = arith.addi %43, %c3_i64 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_71 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %46 = arith.addi %45, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_72 = arith.constant 0.000000e+00 : f32
      memref.store %cst_72, %alloca_50[] : memref<f32>
      %cst_73 = arith.constant 0.000000e+00 : f32
      memref.store %cst_73, %alloca_51[] : memref<f32>
      %c0_i64_74 = arith.constant 0 : i64
      %c40_i64 = arith.constant 40 : i64
      %c1_i64_75 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_74 to %c40_i64 step %c1_i64_75  : i64 {
        %95 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %96 = llvm.getelementptr %95[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_113 = arith.constant 64 : i64
        %97 = arith.muli %arg11, %c64_i64_113 : i64
        %98 = arith.addi %41, %97 : i64
        %99 = llvm.getelementptr %96[%98] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %100 = llvm.load %99 : !llvm.ptr<3> -> f32
        %c40_i64_114 = arith.constant 40 : i64
        %101 = arith.muli %42, %c40_i64_114 : i64
        %102 = arith.addi %arg11, %101 : i64
        %103 = llvm.getelementptr %37[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %c40_i64_115 = arith.constant 40 : i64
        %105 = arith.muli %44, %c40_i64_115 : i64
        %106 = arith.addi %arg11, %105 : i64
        %107 = llvm.getelementptr %37[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %108 = llvm.load %107 : !llvm.ptr<1> -> f32
        %c40_i64_116 = arith.constant 40 : i64
        %109 = arith.muli %46, %c40_i64_116 : i64
        %110 = arith.addi %arg11, %109 : i64
        %111 = llvm.getelementptr %37[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %113 = memref.load %alloca[] : memref<f32>
        %114 = llvm.intr.fma(%100, %104, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca[] : memref<f32>
        %115 = memref.load %alloca_50[] : memref<f32>
        %116 = llvm.intr.fma(%100, %108, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_50[] : memref<f32>
        %117 = memref.load %alloca_51[] : memref<f32>
        %118 = llvm.intr.fma(%100, %112, %117) : (f32, f32, f32) -> f32
        memref.store %118, %alloca_51[] : memref<f32>
      }
      %c20_i64 = arith.constant 20 : i64
      %47 = arith.cmpi slt, %40, %c20_i64 : i64
      scf.if %47 {
        %95 = memref.load %alloca[] : memref<f32>
        %c20_i64_113 = arith.constant 20 : i64
        %96 = arith.muli %42, %c20_i64_113 : i64
        %97 = arith.addi %40, %96 : i64
        %98 = llvm.getelementptr %39[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %95, %98 : f32, !llvm.ptr<1>
        %99 = memref.load %alloca_50[] : memref<f32>
        %c20_i64_114 = arith.constant 20 : i64
        %100 = arith.muli %44, %c20_i64_114 : i64
        %101 = arith.addi %40, %100 : i64
        %102 = llvm.getelementptr %39[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %99, %102 : f32, !llvm.ptr<1>
        %103 = memref.load %alloca_51[] : memref<f32>
        %c20_i64_115 = arith.constant 20 : i64
        %104 = arith.muli %46, %c20_i64_115 : i64
        %105 = arith.addi %40, %104 : i64
        %106 = llvm.getelementptr %39[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %103, %106 : f32, !llvm.ptr<1>
      }
      %c4800_i64 = arith.constant 4800 : i64
      %48 = arith.muli %33, %c4800_i64 : i64
      %49 = llvm.getelementptr %10[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64 = arith.constant 288 : i64
      %50 = arith.muli %33, %c288_i64 : i64
      %51 = llvm.getelementptr %13[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64 = arith.constant 600 : i64
      %52 = arith.muli %33, %c600_i64 : i64
      %53 = llvm.getelementptr %16[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_76 = gpu.thread_id  x
      %54 = arith.index_cast %thread_id_x_76 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_77 : index to i64
      %56 = arith.muli %c64_i64, %55 : i64
      %57 = arith.addi %54, %56 : i64
      %c32_i64 = arith.constant 32 : i64
      %58 = arith.divsi %57, %c32_i64 : i64
      %c32_i64_78 = arith.constant 32 : i64
      %59 = arith.remsi %57, %c32_i64_78 : i64
      %c4_i64 = arith.constant 4 : i64
      %60 = arith.divsi %59, %c4_i64 : i64
      %c4_i64_79 = arith.constant 4 : i64
      %61 = arith.remsi %59, %c4_i64_79 : i64
      %c7_i64 = arith.constant 7 : i64
      %c6_i64_80 = arith.constant 6 : i64
      scf.for %arg11 = %58 to %c7_i64 step %c6_i64_80  : i64 {
        %c7_i64_113 = arith.constant 7 : i64
        %95 = arith.remsi %arg11, %c7_i64_113 : i64
        %c7_i64_114 = arith.constant 7 : i64
        %96 = arith.divsi %arg11, %c7_i64_114 : i64
        %c16_i64_115 = arith.constant 16 : i64
        %97 = arith.muli %95, %c16_i64_115 : i64
        %c8_i64 = arith.constant 8 : i64
        %98 = arith.muli %96, %c8_i64 : i64
        %cst_116 = arith.constant 0.000000e+00 : f64
        memref.store %cst_116, %alloca_52[] : memref<f64>
        %cst_117 = arith.constant 0.000000e+00 : f64
        memref.store %cst_117, %alloca_53[] : memref<f64>
        %cst_118 = arith.constant 0.000000e+00 : f64
        memref.store %cst_118, %alloca_54[] : memref<f64>
        %cst_119 = arith.constant 0.000000e+00 : f64
        memref.store %cst_119, %alloca_55[] : memref<f64>
        %99 = arith.addi %97, %60 : i64
        %c99_i64 = arith.constant 99 : i64
        %100 = arith.minsi %99, %c99_i64 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %101 = arith.addi %97, %c8_i64_120 : i64
        %102 = arith.addi %101, %60 : i64
        %c99_i64_121 = arith.constant 99 : i64
        %103 = arith.minsi %102, %c99_i64_121 : i64
        %104 = arith.addi %98, %60 : i64
        %c5_i64 = arith.constant 5 : i64
        %105 = arith.minsi %104, %c5_i64 : i64
        %c0_i64_122 = arith.constant 0 : i64
        %c48_i64 = arith.constant 48 : i64
        %c4_i64_123 = arith.constant 4 : i64
        scf.for %arg12 = %c0_i64_122 to %c48_i64 step %c4_i64_123  : i64 {
          %134 = arith.addi %arg12, %61 : i64
          %135 = arith.addi %arg12, %61 : i64
          %c48_i64_138 = arith.constant 48 : i64
          %136 = arith.muli %100, %c48_i64_138 : i64
          %137 = arith.addi %134, %136 : i64
          %138 = llvm.getelementptr %49[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %139 = llvm.load %138 : !llvm.ptr<1> -> f64
          %c48_i64_139 = arith.constant 48 : i64
          %140 = arith.muli %103, %c48_i64_139 : i64
          %141 = arith.addi %134, %140 : i64
          %142 = llvm.getelementptr %49[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %143 = llvm.load %142 : !llvm.ptr<1> -> f64
          %c48_i64_140 = arith.constant 48 : i64
          %144 = arith.muli %105, %c48_i64_140 : i64
          %145 = arith.addi %135, %144 : i64
          %146 = llvm.getelementptr %51[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %147 = llvm.load %146 : !llvm.ptr<1> -> f64
          %148 = memref.load %alloca_52[] : memref<f64>
          %149 = memref.load %alloca_53[] : memref<f64>
          %150 = nvvm.mma.sync A[%139]  B[%147]  C[%148, %149]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %151 = llvm.extractvalue %150[0] : !llvm.struct<(f64, f64)> 
          memref.store %151, %alloca_52[] : memref<f64>
          %152 = llvm.extractvalue %150[1] : !llvm.struct<(f64, f64)> 
          memref.store %152, %alloca_53[] : memref<f64>
          %153 = memref.load %alloca_54[] : memref<f64>
          %154 = memref.load %alloca_55[] : memref<f64>
          %155 = nvvm.mma.sync A[%143]  B[%147]  C[%153, %154]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %156 = llvm.extractvalue %155[0] : !llvm.struct<(f64, f64)> 
          memref.store %156, %alloca_54[] : memref<f64>
          %157 = llvm.extractvalue %155[1] : !llvm.struct<(f64, f64)> 
          memref.store %157, %alloca_55[] : memref<f64>
        }
        %106 = arith.addi %97, %60 : i64
        %c2_i64 = arith.constant 2 : i64
        %107 = arith.muli %61, %c2_i64 : i64
        %108 = arith.addi %98, %107 : i64
        %c100_i64 = arith.constant 100 : i64
        %109 = arith.cmpi slt, %106, %c100_i64 : i64
        %c6_i64_124 = arith.constant 6 : i64
        %110 = arith.cmpi slt, %108, %c6_i64_124 : i64
        %111 = arith.andi %109, %110 : i1
        scf.if %111 {
          %cst_138 = arith.constant -5.000000e-01 : f64
          %134 = memref.load %alloca_52[] : memref<f64>
          %c100_i64_139 = arith.constant 100 : i64
          %135 = arith.muli %108, %c100_i64_139 : i64
          %136 = arith.addi %106, %135 : i64
          %137 = llvm.getelementptr %53[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %138 = llvm.load %137 : !llvm.ptr<1> -> f64
          %139 = llvm.intr.fma(%cst_138, %134, %138) : (f64, f64, f64) -> f64
          %c100_i64_140 = arith.constant 100 : i64
          %140 = arith.muli %108, %c100_i64_140 : i64
          %141 = arith.addi %106, %140 : i64
          %142 = llvm.getelementptr %53[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %139, %142 : f64, !llvm.ptr<1>
        }
        %112 = arith.addi %97, %60 : i64
        %c2_i64_125 = arith.constant 2 : i64
        %113 = arith.muli %61, %c2_i64_125 : i64
        %c1_i64_126 = arith.constant 1 : i64
        %114 = arith.addi %113, %c1_i64_126 : i64
        %115 = arith.addi %98, %114 : i64
        %c100_i64_127 = arith.constant 100 : i64
        %116 = arith.cmpi slt, %112, %c100_i64_127 : i64
        %c6_i64_128 = arith.constant 6 : i64
        %117 = arith.cmpi slt, %115, %c6_i64_128 : i64
        %118 = arith.andi %116, %117 : i1
        scf.if %118 {
          %cst_138 = arith.constant -5.000000e-01 : f64
          %134 = memref.load %alloca_53[] : memref<f64>
          %c100_i64_139 = arith.constant 100 : i64
          %135 = arith.muli %115, %c100_i64_139 : i64
          %136 = arith.addi %112, %135 : i64
          %137 = llvm.getelementptr %53[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %138 = llvm.load %137 : !llvm.ptr<1> -> f64
          %139 = llvm.intr.fma(%cst_138, %134, %138) : (f64, f64, f64) -> f64
          %c100_i64_140 = arith.constant 100 : i64
          %140 = arith.muli %115, %c100_i64_140 : i64
          %141 = arith.addi %112, %140 : i64
          %142 = llvm.getelementptr %53[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %139, %142 : f64, !llvm.ptr<1>
        }
        %c8_i64_129 = arith.constant 8 : i64
        %119 = arith.addi %97, %c8_i64_129 : i64
        %120 = arith.addi %119, %60 : i64
        %c2_i64_130 = arith.constant 2 : i64
        %121 = arith.muli %61, %c2_i64_130 : i64
        %122 = arith.addi %98, %121 : i64
        %c100_i64_131 = arith.constant 100 : i64
        %123 = arith.cmpi slt, %120, %c100_i64_131 : i64
        %c6_i64_132 = arith.constant 6 : i64
        %124 = arith.cmpi slt, %122, %c6_i64_132 : i64
        %125 = arith.andi %123, %124 : i1
        scf.if %125 {
          %cst_138 = arith.constant -5.000000e-01 : f64
          %134 = memref.load %alloca_54[] : memref<f64>
          %c100_i64_139 = arith.constant 100 : i64
          %135 = arith.muli %122, %c100_i64_139 : i64
          %136 = arith.addi %120, %135 : i64
          %137 = llvm.getelementptr %53[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %138 = llvm.load %137 : !llvm.ptr<1> -> f64
          %139 = llvm.intr.fma(%cst_138, %134, %138) : (f64, f64, f64) -> f64
          %c100_i64_140 = arith.constant 100 : i64
          %140 = arith.muli %122, %c100_i64_140 : i64
          %141 = arith.addi %120, %140 : i64
          %142 = llvm.getelementptr %53[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %139, %142 : f64, !llvm.ptr<1>
        }
        %c8_i64_133 = arith.constant 8 : i64
        %126 = arith.addi %97, %c8_i64_133 : i64
        %127 = arith.addi %126, %60 : i64
        %c2_i64_134 = arith.constant 2 : i64
        %128 = arith.muli %61, %c2_i64_134 : i64
        %c1_i64_135 = arith.constant 1 : i64
        %129 = arith.addi %128, %c1_i64_135 : i64
        %130 = arith.addi %98, %129 : i64
        %c100_i64_136 = arith.constant 100 : i64
        %131 = arith.cmpi slt, %127, %c100_i64_136 : i64
        %c6_i64_137 = arith.constant 6 : i64
        %132 = arith.cmpi slt, %130, %c6_i64_137 : i64
        %133 = arith.andi %131, %132 : i1
        scf.if %133 {
          %cst_138 = arith.constant -5.000000e-01 : f64
          %134 = memref.load %alloca_55[] : memref<f64>
          %c100_i64_139 = arith.constant 100 : i64
          %135 = arith.muli %130, %c100_i64_139 : i64
          %136 = arith.addi %127, %135 : i64
          %137 = llvm.getelementptr %53[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %138 = llvm.load %137 : !llvm.ptr<1> -> f64
          %139 = llvm.intr.fma(%cst_138, %134, %138) : (f64, f64, f64) -> f64
          %c100_i64_140 = arith.constant 100 : i64
          %140 = arith.muli %130, %c100_i64_140 : i64
          %141 = arith.addi %127, %140 : i64
          %142 = llvm.getelementptr %53[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %139, %142 : f64, !llvm.ptr<1>
        }
      }
      %c3700_i64 = arith.constant 3700 : i64
      %62 = arith.muli %33, %c3700_i64 : i64
      %63 = llvm.getelementptr %19[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64_81 = arith.constant 288 : i64
      %64 = arith.muli %33, %c288_i64_81 : i64
      %65 = llvm.getelementptr %13[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64_82 = arith.constant 600 : i64
      %66 = arith.muli %33, %c600_i64_82 : i64
      %67 = llvm.getelementptr %22[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_83 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_83 : index to i64
      %c64_i64_84 = arith.constant 64 : i64
      %thread_id_y_85 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_85 : index to i64
      %70 = arith.muli %c64_i64_84, %69 : i64
      %71 = arith.addi %68, %70 : i64
      %c32_i64_86 = arith.constant 32 : i64
      %72 = arith.divsi %71, %c32_i64_86 : i64
      %c32_i64_87 = arith.constant 32 : i64
      %73 = arith.remsi %71, %c32_i64_87 : i64
      %c4_i64_88 = arith.constant 4 : i64
      %74 = arith.divsi %73, %c4_i64_88 : i64
      %c4_i64_89 = arith.constant 4 : i64
      %75 = arith.remsi %73, %c4_i64_89 : i64
      %c7_i64_90 = arith.constant 7 : i64
      %c6_i64_91 = arith.constant 6 : i64
      scf.for %arg11 = %72 to %c7_i64_90 step %c6_i64_91  : i64 {
        %c7_i64_113 = arith.constant 7 : i64
        %95 = arith.remsi %arg11, %c7_i64_113 : i64
        %c7_i64_114 = arith.constant 7 : i64
        %96 = arith.divsi %arg11, %c7_i64_114 : i64
        %c16_i64_115 = arith.constant 16 : i64
        %97 = arith.muli %95, %c16_i64_115 : i64
        %c8_i64 = arith.constant 8 : i64
        %98 = arith.muli %96, %c8_i64 : i64
        %cst_116 = arith.constant 0.000000e+00 : f64
        memref.store %cst_116, %alloca_56[] : memref<f64>
        %cst_117 = arith.constant 0.000000e+00 : f64
        memref.store %cst_117, %alloca_57[] : memref<f64>
        %cst_118 = arith.constant 0.000000e+00 : f64
        memref.store %cst_118, %alloca_58[] : memref<f64>
        %cst_119 = arith.constant 0.000000e+00 : f64
        memref.store %cst_119, %alloca_59[] : memref<f64>
        %99 = arith.addi %97, %74 : i64
        %c99_i64 = arith.constant 99 : i64
        %100 = arith.minsi %99, %c99_i64 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %101 = arith.addi %97, %c8_i64_120 : i64
        %102 = arith.addi %101, %74 : i64
        %c99_i64_121 = arith.constant 99 : i64
        %103 = arith.minsi %102, %c99_i64_121 : i64
        %104 = arith.addi %98, %74 : i64
        %c5_i64 = arith.constant 5 : i64
        %105 = arith.minsi %104, %c5_i64 : i64
        %c0_i64_122 = arith.constant 0 : i64
        %c36_i64 = arith.constant 36 : i64
        %c4_i64_123 = arith.constant 4 : i64
        scf.for %arg12 = %c0_i64_122 to %c36_i64 step %c4_i64_123  : i64 {
          %168 = arith.addi %arg12, %75 : i64
          %169 = arith.addi %arg12, %75 : i64
          %c37_i64_147 = arith.constant 37 : i64
          %170 = arith.muli %100, %c37_i64_147 : i64
          %171 = arith.addi %168, %170 : i64
          %172 = llvm.getelementptr %63[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %173 = llvm.load %172 : !llvm.ptr<1> -> f64
          %c37_i64_148 = arith.constant 37 : i64
          %174 = arith.muli %103, %c37_i64_148 : i64
          %175 = arith.addi %168, %174 : i64
          %176 = llvm.getelementptr %63[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %177 = llvm.load %176 : !llvm.ptr<1> -> f64
          %c48_i64_149 = arith.constant 48 : i64
          %178 = arith.muli %105, %c48_i64_149 : i64
          %179 = arith.addi %169, %178 : i64
          %180 = llvm.getelementptr %65[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %181 = llvm.load %180 : !llvm.ptr<1> -> f64
          %182 = memref.load %alloca_56[] : memref<f64>
          %183 = memref.load %alloca_57[] : memref<f64>
          %184 = nvvm.mma.sync A[%173]  B[%181]  C[%182, %183]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %185 = llvm.extractvalue %184[0] : !llvm.struct<(f64, f64)> 
          memref.store %185, %alloca_56[] : memref<f64>
          %186 = llvm.extractvalue %184[1] : !llvm.struct<(f64, f64)> 
          memref.store %186, %alloca_57[] : memref<f64>
          %187 = memref.load %alloca_58[] : memref<f64>
          %188 = memref.load %alloca_59[] : memref<f64>
          %189 = nvvm.mma.sync A[%177]  B[%181]  C[%187, %188]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %190 = llvm.extractvalue %189[0] : !llvm.struct<(f64, f64)> 
          memref.store %190, %alloca_58[] : memref<f64>
          %191 = llvm.extractvalue %189[1] : !llvm.struct<(f64, f64)> 
          memref.store %191, %alloca_59[] : memref<f64>
        }
        %c36_i64_124 = arith.constant 36 : i64
        %106 = arith.addi %c36_i64_124, %75 : i64
        %c36_i64_125 = arith.constant 36 : i64
        %107 = arith.addi %c36_i64_125, %75 : i64
        %c36_i64_126 = arith.constant 36 : i64
        %108 = arith.minsi %106, %c36_i64_126 : i64
        %c37_i64 = arith.constant 37 : i64
        %109 = arith.muli %100, %c37_i64 : i64
        %110 = arith.addi %108, %109 : i64
        %111 = llvm.getelementptr %63[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %112 = llvm.load %111 : !llvm.ptr<1> -> f64
        memref.store %112, %alloca_60[] : memref<f64>
        %c37_i64_127 = arith.constant 37 : i64
        %113 = arith.cmpi sge, %106, %c37_i64_127 : i64
        scf.if %113 {
          %cst_147 = arith.constant 0.000000e+00 : f64
          memref.store %cst_147, %alloca_60[] : memref<f64>
        }
        %c36_i64_128 = arith.constant 36 : i64
        %114 = arith.minsi %106, %c36_i64_128 : i64
        %c37_i64_129 = arith.constant 37 : i64
        %115 = arith.muli %103, %c37_i64_129 : i64
        %116 = arith.addi %114, %115 : i64
        %117 = llvm.getelementptr %63[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %118 = llvm.load %117 : !llvm.ptr<1> -> f64
        memref.store %118, %alloca_61[] : memref<f64>
        %c37_i64_130 = arith.constant 37 : i64
        %119 = arith.cmpi sge, %106, %c37_i64_130 : i64
        scf.if %119 {
          %cst_147 = arith.constant 0.000000e+00 : f64
          memref.store %cst_147, %alloca_61[] : memref<f64>
        }
        %c36_i64_131 = arith.constant 36 : i64
        %120 = arith.minsi %107, %c36_i64_131 : i64
        %c48_i64 = arith.constant 48 : i64
        %121 = arith.muli %105, %c48_i64 : i64
        %122 = arith.addi %120, %121 : i64
        %123 = llvm.getelementptr %65[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %124 = llvm.load %123 : !llvm.ptr<1> -> f64
        memref.store %124, %alloca_62[] : memref<f64>
        %c37_i64_132 = arith.constant 37 : i64
        %125 = arith.cmpi sge, %107, %c37_i64_132 : i64
        scf.if %125 {
          %cst_147 = arith.constant 0.000000e+00 : f64
          memref.store %cst_147, %alloca_62[] : memref<f64>
        }
        %126 = memref.load %alloca_60[] : memref<f64>
        %127 = memref.load %alloca_62[] : memref<f64>
        %128 = memref.load %alloca_56[] : memref<f64>
        %129 = memref.load %alloca_57[] : memref<f64>
        %130 = nvvm.mma.sync A[%126]  B[%127]  C[%128, %129]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %131 = llvm.extractvalue %130[0] : !llvm.struct<(f64, f64)> 
        memref.store %131, %alloca_56[] : memref<f64>
        %132 = llvm.extractvalue %130[1] : !llvm.struct<(f64, f64)> 
        memref.store %132, %alloca_57[] : memref<f64>
        %133 = memref.load %alloca_61[] : memref<f64>
        %134 = memref.load %alloca_62[] : memref<f64>
        %135 = memref.load %alloca_58[] : memref<f64>
        %136 = memref.load %alloca_59[] : memref<f64>
        %137 = nvvm.mma.sync A[%133]  B[%134]  C[%135, %136]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %138 = llvm.extractvalue %137[0] : !llvm.struct<(f64, f64)> 
        memref.store %138, %alloca_58[] : memref<f64>
        %139 = llvm.extractvalue %137[1] : !llvm.struct<(f64, f64)> 
        memref.store %139, %alloca_59[] : memref<f64>
        %140 = arith.addi %97, %74 : i64
        %c2_i64 = arith.constant 2 : i64
        %141 = arith.muli %75, %c2_i64 : i64
        %142 = arith.addi %98, %141 : i64
        %c100_i64 = arith.constant 100 : i64
        %143 = arith.cmpi slt, %140, %c100_i64 : i64
        %c6_i64_133 = arith.constant 6 : i64
        %144 = arith.cmpi slt, %142, %c6_i64_133 : i64
        %145 = arith.andi %143, %144 : i1
        scf.if %145 {
          %168 = memref.load %alloca_56[] : memref<f64>
          %c100_i64_147 = arith.constant 100 : i64
          %169 = arith.muli %142, %c100_i64_147 : i64
          %170 = arith.addi %140, %169 : i64
          %171 = llvm.getelementptr %67[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %168, %171 : f64, !llvm.ptr<1>
        }
        %146 = arith.addi %97, %74 : i64
        %c2_i64_134 = arith.constant 2 : i64
        %147 = arith.muli %75, %c2_i64_134 : i64
        %c1_i64_135 = arith.constant 1 : i64
        %148 = arith.addi %147, %c1_i64_135 : i64
        %149 = arith.addi %98, %148 : i64
        %c100_i64_136 = arith.constant 100 : i64
        %150 = arith.cmpi slt, %146, %c100_i64_136 : i64
        %c6_i64_137 = arith.constant 6 : i64
        %151 = arith.cmpi slt, %149, %c6_i64_137 : i64
        %152 = arith.andi %150, %151 : i1
        scf.if %152 {
          %168 = memref.load %alloca_57[] : memref<f64>
          %c100_i64_147 = arith.constant 100 : i64
          %169 = arith.muli %149, %c100_i64_147 : i64
          %170 = arith.addi %146, %169 : i64
          %171 = llvm.getelementptr %67[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %168, %171 : f64, !llvm.ptr<1>
        }
        %c8_i64_138 = arith.constant 8 : i64
        %153 = arith.addi %97, %c8_i64_138 : i64
        %154 = arith.addi %153, %74 : i64
        %c2_i64_139 = arith.constant 2 : i64
        %155 = arith.muli %75, %c2_i64_139 : i64
        %156 = arith.addi %98, %155 : i64
        %c100_i64_140 = arith.constant 100 : i64
        %157 = arith.cmpi slt, %154, %c100_i64_140 : i64
        %c6_i64_141 = arith.constant 6 : i64
        %158 = arith.cmpi slt, %156, %c6_i64_141 : i64
        %159 = arith.andi %157, %158 : i1
        scf.if %159 {
          %168 = memref.load %alloca_58[] : memref<f64>
          %c100_i64_147 = arith.constant 100 : i64
          %169 = arith.muli %156, %c100_i64_147 : i64
          %170 = arith.addi %154, %169 : i64
          %171 = llvm.getelementptr %67[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %168, %171 : f64, !llvm.ptr<1>
        }
        %c8_i64_142 = arith.constant 8 : i64
        %160 = arith.addi %97, %c8_i64_142 : i64
        %161 = arith.addi %160, %74 : i64
        %c2_i64_143 = arith.constant 2 : i64
        %162 = arith.muli %75, %c2_i64_143 : i64
        %c1_i64_144 = arith.constant 1 : i64
        %163 = arith.addi %162, %c1_i64_144 : i64
        %164 = arith.addi %98, %163 : i64
        %c100_i64_145 = arith.constant 100 : i64
        %165 = arith.cmpi slt, %161, %c100_i64_145 : i64
        %c6_i64_146 = arith.constant 6 : i64
        %166 = arith.cmpi slt, %164, %c6_i64_146 : i64
        %167 = arith.andi %165, %166 : i1
        scf.if %167 {
          %168 = memref.load %alloca_59[] : memref<f64>
          %c100_i64_147 = arith.constant 100 : i64
          %169 = arith.muli %164, %c100_i64_147 : i64
          %170 = arith.addi %161, %169 : i64
          %171 = llvm.getelementptr %67[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %168, %171 : f64, !llvm.ptr<1>
        }
      }
      %76 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %77 = arith.muli %33, %c192_i64 : i64
      %78 = llvm.getelementptr %25[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %79 = arith.muli %33, %c96_i64 : i64
      %80 = llvm.getelementptr %28[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_92 = arith.constant 0 : i64
      %c4_i64_93 = arith.constant 4 : i64
      %c1_i64_94 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_92 to %c4_i64_93 step %c1_i64_94  : i64 {
        %thread_id_x_113 = gpu.thread_id  x
        %95 = arith.index_cast %thread_id_x_113 : index to i64
        %c64_i64_114 = arith.constant 64 : i64
        %thread_id_y_115 = gpu.thread_id  y
        %96 = arith.index_cast %thread_id_y_115 : index to i64
        %97 = arith.muli %c64_i64_114, %96 : i64
        %98 = arith.addi %95, %97 : i64
        %c192_i64_116 = arith.constant 192 : i64
        %99 = arith.muli %arg11, %c192_i64_116 : i64
        %100 = arith.addi %98, %99 : i64
        %c12_i64_117 = arith.constant 12 : i64
        %101 = arith.remsi %100, %c12_i64_117 : i64
        %c12_i64_118 = arith.constant 12 : i64
        %102 = arith.divsi %100, %c12_i64_118 : i64
        %c15_i64 = arith.constant 15 : i64
        %103 = arith.minsi %102, %c15_i64 : i64
        %c12_i64_119 = arith.constant 12 : i64
        %104 = arith.muli %103, %c12_i64_119 : i64
        %105 = arith.addi %101, %104 : i64
        %106 = llvm.getelementptr %78[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %107 = llvm.load %106 : !llvm.ptr<1> -> f32
        %108 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %109 = llvm.getelementptr %108[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_120 = arith.constant 64 : i64
        %110 = arith.muli %101, %c64_i64_120 : i64
        %111 = arith.addi %102, %110 : i64
        %112 = llvm.getelementptr %109[%111] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %107, %112 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_95 = gpu.thread_id  x
      %81 = arith.index_cast %thread_id_x_95 : index to i64
      %thread_id_x_96 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_96 : index to i64
      %thread_id_y_97 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_97 : index to i64
      %c7_i64_98 = arith.constant 7 : i64
      %84 = arith.minsi %83, %c7_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_99 : index to i64
      %c3_i64_100 = arith.constant 3 : i64
      %86 = arith.addi %85, %c3_i64_100 : i64
      %c7_i64_101 = arith.constant 7 : i64
      %87 = arith.minsi %86, %c7_i64_101 : i64
      %thread_id_y_102 = gpu.thread_id  y
      %88 = arith.index_cast %thread_id_y_102 : index to i64
      %c6_i64_103 = arith.constant 6 : i64
      %89 = arith.addi %88, %c6_i64_103 : i64
      %c7_i64_104 = arith.constant 7 : i64
      %90 = arith.minsi %89, %c7_i64_104 : i64
      %cst_105 = arith.constant 0.000000e+00 : f32
      memref.store %cst_105, %alloca_63[] : memref<f32>
      %cst_106 = arith.constant 0.000000e+00 : f32
      memref.store %cst_106, %alloca_64[] : memref<f32>
      %cst_107 = arith.constant 0.000000e+00 : f32
      memref.store %cst_107, %alloca_65[] : memref<f32>
      %c0_i64_108 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64_109 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_108 to %c12_i64 step %c1_i64_109  : i64 {
        %95 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %96 = llvm.getelementptr %95[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_113 = arith.constant 64 : i64
        %97 = arith.muli %arg11, %c64_i64_113 : i64
        %98 = arith.addi %82, %97 : i64
        %99 = llvm.getelementptr %96[%98] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %100 = llvm.load %99 : !llvm.ptr<3> -> f32
        %c12_i64_114 = arith.constant 12 : i64
        %101 = arith.muli %84, %c12_i64_114 : i64
        %102 = arith.addi %arg11, %101 : i64
        %103 = llvm.getelementptr %80[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %c12_i64_115 = arith.constant 12 : i64
        %105 = arith.muli %87, %c12_i64_115 : i64
        %106 = arith.addi %arg11, %105 : i64
        %107 = llvm.getelementptr %80[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %108 = llvm.load %107 : !llvm.ptr<1> -> f32
        %c12_i64_116 = arith.constant 12 : i64
        %109 = arith.muli %90, %c12_i64_116 : i64
        %110 = arith.addi %arg11, %109 : i64
        %111 = llvm.getelementptr %80[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %113 = memref.load %alloca_63[] : memref<f32>
        %114 = llvm.intr.fma(%100, %104, %113) : (f32, f32, f32) -> f32
        memref.store %114, %alloca_63[] : memref<f32>
        %115 = memref.load %alloca_64[] : memref<f32>
        %116 = llvm.intr.fma(%100, %108, %115) : (f32, f32, f32) -> f32
        memref.store %116, %alloca_64[] : memref<f32>
        %117 = memref.load %alloca_65[] : memref<f32>
        %118 = llvm.intr.fma(%100, %112, %117) : (f32, f32, f32) -> f32
        memref.store %118, %alloca_65[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %91 = arith.cmpi slt, %81, %c16_i64 : i64
      scf.if %91 {
        %c8_i64 = arith.constant 8 : i64
        %95 = arith.cmpi slt, %83, %c8_i64 : i64
        scf.if %95 {
          %98 = memref.load %alloca_63[] : memref<f32>
          %c16_i64_115 = arith.constant 16 : i64
          %99 = arith.muli %83, %c16_i64_115 : i64
          %100 = arith.addi %81, %99 : i64
          %101 = llvm.getelementptr %76[%100] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %98, %101 : f32, !llvm.ptr<3>
        }
        %c8_i64_113 = arith.constant 8 : i64
        %96 = arith.cmpi slt, %86, %c8_i64_113 : i64
        scf.if %96 {
          %98 = memref.load %alloca_64[] : memref<f32>
          %c16_i64_115 = arith.constant 16 : i64
          %99 = arith.muli %86, %c16_i64_115 : i64
          %100 = arith.addi %81, %99 : i64
          %101 = llvm.getelementptr %76[%100] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %98, %101 : f32, !llvm.ptr<3>
        }
        %c8_i64_114 = arith.constant 8 : i64
        %97 = arith.cmpi slt, %89, %c8_i64_114 : i64
        scf.if %97 {
          %98 = memref.load %alloca_65[] : memref<f32>
          %c16_i64_115 = arith.constant 16 : i64
          %99 = arith.muli %89, %c16_i64_115 : i64
          %100 = arith.addi %81, %99 : i64
          %101 = llvm.getelementptr %76[%100] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %98, %101 : f32, !llvm.ptr<3>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %92 = arith.muli %33, %c128_i64 : i64
      %93 = llvm.getelementptr %31[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_110 = gpu.thread_id  x
      %94 = arith.index_cast %thread_id_x_110 : index to i64
      %c16_i64_111 = arith.constant 16 : i64
      %c64_i64_112 = arith.constant 64 : i64
      scf.for %arg11 = %94 to %c16_i64_111 step %c64_i64_112  : i64 {
        %c0_i64_113 = arith.constant 0 : i64
        %c1_i64_114 = arith.constant 1 : i64
        %c1_i64_115 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_113 to %c1_i64_114 step %c1_i64_115  : i64 {
          %thread_id_y_116 = gpu.thread_id  y
          %95 = arith.index_cast %thread_id_y_116 : index to i64
          %c9_i64 = arith.constant 9 : i64
          %96 = arith.muli %arg12, %c9_i64 : i64
          %97 = arith.addi %95, %96 : i64
          %c8_i64 = arith.constant 8 : i64
          %98 = arith.cmpi slt, %97, %c8_i64 : i64
          scf.if %98 {
            %c16_i64_124 = arith.constant 16 : i64
            %106 = arith.muli %97, %c16_i64_124 : i64
            %107 = arith.addi %arg11, %106 : i64
            %108 = llvm.getelementptr %76[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %109 = llvm.load %108 : !llvm.ptr<3> -> f32
            memref.store %109, %alloca_66[] : memref<f32>
          }
          %c3_i64_117 = arith.constant 3 : i64
          %99 = arith.addi %97, %c3_i64_117 : i64
          %c8_i64_118 = arith.constant 8 : i64
          %100 = arith.cmpi slt, %99, %c8_i64_118 : i64
          scf.if %100 {
            %c16_i64_124 = arith.constant 16 : i64
            %106 = arith.muli %99, %c16_i64_124 : i64
            %107 = arith.addi %arg11, %106 : i64
            %108 = llvm.getelementptr %76[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %109 = llvm.load %108 : !llvm.ptr<3> -> f32
            memref.store %109, %alloca_67[] : memref<f32>
          }
          %c6_i64_119 = arith.constant 6 : i64
          %101 = arith.addi %97, %c6_i64_119 : i64
          %c8_i64_120 = arith.constant 8 : i64
          %102 = arith.cmpi slt, %101, %c8_i64_120 : i64
          scf.if %102 {
            %c16_i64_124 = arith.constant 16 : i64
            %106 = arith.muli %101, %c16_i64_124 : i64
            %107 = arith.addi %arg11, %106 : i64
            %108 = llvm.getelementptr %76[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %109 = llvm.load %108 : !llvm.ptr<3> -> f32
            memref.store %109, %alloca_68[] : memref<f32>
          }
          %c8_i64_121 = arith.constant 8 : i64
          %103 = arith.cmpi slt, %97, %c8_i64_121 : i64
          scf.if %103 {
            %cst_124 = arith.constant 2.000000e+00 : f32
            %106 = memref.load %alloca_66[] : memref<f32>
            %107 = arith.mulf %cst_124, %106 : f32
            %c16_i64_125 = arith.constant 16 : i64
            %108 = arith.muli %97, %c16_i64_125 : i64
            %109 = arith.addi %arg11, %108 : i64
            %110 = llvm.getelementptr %93[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %107, %110 : f32, !llvm.ptr<1>
          }
          %c8_i64_122 = arith.constant 8 : i64
          %104 = arith.cmpi slt, %99, %c8_i64_122 : i64
          scf.if %104 {
            %cst_124 = arith.constant 2.000000e+00 : f32
            %106 = memref.load %alloca_67[] : memref<f32>
            %107 = arith.mulf %cst_124, %106 : f32
            %c16_i64_125 = arith.constant 16 : i64
            %108 = arith.muli %99, %c16_i64_125 : i64
            %109 = arith.addi %arg11, %108 : i64
            %110 = llvm.getelementptr %93[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %107, %110 : f32, !llvm.ptr<1>
          }
          %c8_i64_123 = arith.constant 8 : i64
          %105 = arith.cmpi slt, %101, %c8_i64_123 : i64
          scf.if %105 {
            %cst_124 = arith.constant 2.000000e+00 : f32
            %106 = memref.load %alloca_68[] : memref<f32>
            %107 = arith.mulf %cst_124, %106 : f32
            %c16_i64_125 = arith.constant 16 : i64
            %108 = arith.muli %101, %c16_i64_125 : i64
            %109 = arith.addi %arg11, %108 : i64
            %110 = llvm.getelementptr %93[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %107, %110 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
