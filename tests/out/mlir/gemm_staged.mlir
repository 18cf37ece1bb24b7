module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_staged() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<16896 x i8>
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
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
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
        %thread_id_x_126 = gpu.thread_id  x
        %101 = arith.index_cast %thread_id_x_126 : index to i64
        %c64_i64_127 = arith.constant 64 : i64
        %thread_id_y_128 = gpu.thread_id  y
        %102 = arith.index_cast %thread_id_y_128 : index to i64
        %103 = arith.muli %c64_i64_127, %102 : i64
        %104 = arith.addi %101, %103 : i64
        %c192_i64_129 = arith.constant 192 : i64
        %105 = arith.muli %arg11, %c192_i64_129 : i64
        %106 = arith.addi %104, %105 : i64
        %c2560_i64 = arith.constant 2560 : i64
        %107 = arith.cmpi slt, %106, %c2560_i64 : i64
        scf.if %107 {
          %c40_i64_130 = arith.constant 40 : i64
          %108 = arith.remsi %106, %c40_i64_130 : i64
          %c40_i64_131 = arith.constant 40 : i64
          %109 = arith.divsi %106, %c40_i64_131 : i64
          %c19_i64 = arith.constant 19 : i64
          %110 = arith.minsi %109, %c19_i64 : i64
          %c40_i64_132 = arith.constant 40 : i64
          %111 = arith.muli %110, %c40_i64_132 : i64
          %112 = arith.addi %111, %108 : i64
          %113 = llvm.getelementptr %35[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %114 = llvm.load %113 : !llvm.ptr<1> -> f32
          %115 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %116 = llvm.getelementptr %115[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c64_i64_133 = arith.constant 64 : i64
          %117 = arith.muli %108, %c64_i64_133 : i64
          %118 = arith.addi %109, %117 : i64
          %119 = llvm.getelementptr %116[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %114, %119 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_66 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_66 : index to i64
      %thread_id_y = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_67 = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y_67 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %44 = arith.addi %43, %c3_i64 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_68 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %46 = arith.addi %45, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_69 = arith.constant 0.000000e+00 : f32
      memref.store %cst_69, %alloca_50[] : memref<f32>
      %cst_70 = arith.constant 0.000000e+00 : f32
      memref.store %cst_70, %alloca_51[] : memref<f32>
      %c0_i64_71 = arith.constant 0 : i64
      %c40_i64 = arith.constant 40 : i64
      %c1_i64_72 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_71 to %c40_i64 step %c1_i64_72  : i64 {
        %101 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %102 = llvm.getelementptr %101[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_126 = arith.constant 64 : i64
        %103 = arith.muli %arg11, %c64_i64_126 : i64
        %104 = arith.addi %41, %103 : i64
        %105 = llvm.getelementptr %102[%104] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %106 = llvm.load %105 : !llvm.ptr<3> -> f32
        %c40_i64_127 = arith.constant 40 : i64
        %107 = arith.muli %42, %c40_i64_127 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %37[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c40_i64_128 = arith.constant 40 : i64
        %111 = arith.muli %44, %c40_i64_128 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %37[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %c40_i64_129 = arith.constant 40 : i64
        %115 = arith.muli %46, %c40_i64_129 : i64
        %116 = arith.addi %arg11, %115 : i64
        %117 = llvm.getelementptr %37[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %118 = llvm.load %117 : !llvm.ptr<1> -> f32
        %119 = memref.load %alloca[] : memref<f32>
        %120 = arith.mulf %106, %110 : f32
        %121 = arith.addf %119, %120 : f32
        memref.store %121, %alloca[] : memref<f32>
        %122 = memref.load %alloca_50[] : memref<f32>
        %123 = arith.mulf %106, %114 : f32
        %124 = arith.addf %122, %123 : f32
        memref.store %124, %alloca_50[] : memref<f32>
        %125 = memref.load %alloca_51[] : memref<f32>
        %126 = arith.mulf %106, %118 : f32
        %127 = arith.addf %125, %126 : f32
        memref.store %127, %alloca_51[] : memref<f32>
      }
      %c20_i64 = arith.constant 20 : i64
      %47 = arith.cmpi slt, %40, %c20_i64 : i64
      scf.if %47 {
        %101 = memref.load %alloca[] : memref<f32>
        %c20_i64_126 = arith.constant 20 : i64
        %102 = arith.muli %42, %c20_i64_126 : i64
        %103 = arith.addi %40, %102 : i64
        %104 = llvm.getelementptr %39[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %101, %104 : f32, !llvm.ptr<1>
        %105 = memref.load %alloca_50[] : memref<f32>
        %c20_i64_127 = arith.constant 20 : i64
        %106 = arith.muli %44, %c20_i64_127 : i64
        %107 = arith.addi %40, %106 : i64
        %108 = llvm.getelementptr %39[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %105, %108 : f32, !llvm.ptr<1>
        %109 = memref.load %alloca_51[] : memref<f32>
        %c20_i64_128 = arith.constant 20 : i64
        %110 = arith.muli %46, %c20_i64_128 : i64
        %111 = arith.addi %40, %110 : i64
        %112 = llvm.getelementptr %39[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %109, %112 : f32, !llvm.ptr<1>
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
      %thread_id_x_73 = gpu.thread_id  x
      %54 = arith.index_cast %thread_id_x_73 : index to i64
      %thread_id_x_74 = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x_74 : index to i64
      %thread_id_x_75 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_75 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %57 = arith.addi %56, %c64_i64 : i64
      %thread_id_x_76 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_76 : index to i64
      %c64_i64_77 = arith.constant 64 : i64
      %59 = arith.addi %58, %c64_i64_77 : i64
      %thread_id_y_78 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_78 : index to i64
      %thread_id_y_79 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_79 : index to i64
      %c3_i64_80 = arith.constant 3 : i64
      %62 = arith.addi %61, %c3_i64_80 : i64
      %cst_81 = arith.constant 0.000000e+00 : f64
      memref.store %cst_81, %alloca_52[] : memref<f64>
      %cst_82 = arith.constant 0.000000e+00 : f64
      memref.store %cst_82, %alloca_53[] : memref<f64>
      %cst_83 = arith.constant 0.000000e+00 : f64
      memref.store %cst_83, %alloca_54[] : memref<f64>
      %cst_84 = arith.constant 0.000000e+00 : f64
      memref.store %cst_84, %alloca_55[] : memref<f64>
      %c0_i64_85 = arith.constant 0 : i64
      %c48_i64 = arith.constant 48 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg11 = %c0_i64_85 to %c48_i64 step %c16_i64  : i64 {
        gpu.barrier
        %c0_i64_126 = arith.constant 0 : i64
        %c11_i64 = arith.constant 11 : i64
        %c1_i64_127 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_126 to %c11_i64 step %c1_i64_127  : i64 {
          %thread_id_x_131 = gpu.thread_id  x
          %101 = arith.index_cast %thread_id_x_131 : index to i64
          %c64_i64_132 = arith.constant 64 : i64
          %thread_id_y_133 = gpu.thread_id  y
          %102 = arith.index_cast %thread_id_y_133 : index to i64
          %103 = arith.muli %c64_i64_132, %102 : i64
          %104 = arith.addi %101, %103 : i64
          %c192_i64_134 = arith.constant 192 : i64
          %105 = arith.muli %arg12, %c192_i64_134 : i64
          %106 = arith.addi %104, %105 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %107 = arith.cmpi slt, %106, %c2048_i64 : i64
          scf.if %107 {
            %c16_i64_135 = arith.constant 16 : i64
            %108 = arith.remsi %106, %c16_i64_135 : i64
            %c16_i64_136 = arith.constant 16 : i64
            %109 = arith.divsi %106, %c16_i64_136 : i64
            %110 = arith.addi %arg11, %108 : i64
            %c99_i64 = arith.constant 99 : i64
            %111 = arith.minsi %109, %c99_i64 : i64
            %c48_i64_137 = arith.constant 48 : i64
            %112 = arith.muli %111, %c48_i64_137 : i64
            %113 = arith.addi %110, %112 : i64
            %114 = llvm.getelementptr %49[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %115 = llvm.load %114 : !llvm.ptr<1> -> f64
            %116 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
            %c512_i64 = arith.constant 512 : i64
            %117 = llvm.getelementptr %116[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_138 = arith.constant 128 : i64
            %118 = arith.muli %108, %c128_i64_138 : i64
            %119 = arith.addi %109, %118 : i64
            %120 = llvm.getelementptr %117[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %115, %120 : f64, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %c0_i64_128 = arith.constant 0 : i64
        %c16_i64_129 = arith.constant 16 : i64
        %c1_i64_130 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_128 to %c16_i64_129 step %c1_i64_130  : i64 {
          %101 = arith.addi %arg11, %arg12 : i64
          %102 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %103 = llvm.getelementptr %102[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_131 = arith.constant 128 : i64
          %104 = arith.muli %arg12, %c128_i64_131 : i64
          %105 = arith.addi %55, %104 : i64
          %106 = llvm.getelementptr %103[%105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %107 = llvm.load %106 : !llvm.ptr<3> -> f64
          %108 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64_132 = arith.constant 512 : i64
          %109 = llvm.getelementptr %108[%c512_i64_132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_133 = arith.constant 128 : i64
          %110 = arith.muli %arg12, %c128_i64_133 : i64
          %111 = arith.addi %59, %110 : i64
          %112 = llvm.getelementptr %109[%111] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %113 = llvm.load %112 : !llvm.ptr<3> -> f64
          %c48_i64_134 = arith.constant 48 : i64
          %114 = arith.muli %60, %c48_i64_134 : i64
          %115 = arith.addi %101, %114 : i64
          %116 = llvm.getelementptr %51[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %117 = llvm.load %116 : !llvm.ptr<1> -> f64
          %c48_i64_135 = arith.constant 48 : i64
          %118 = arith.muli %62, %c48_i64_135 : i64
          %119 = arith.addi %101, %118 : i64
          %120 = llvm.getelementptr %51[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %121 = llvm.load %120 : !llvm.ptr<1> -> f64
          %122 = memref.load %alloca_52[] : memref<f64>
          %123 = arith.mulf %107, %117 : f64
          %124 = arith.addf %122, %123 : f64
          memref.store %124, %alloca_52[] : memref<f64>
          %125 = memref.load %alloca_53[] : memref<f64>
          %126 = arith.mulf %107, %121 : f64
          %127 = arith.addf %125, %126 : f64
          memref.store %127, %alloca_53[] : memref<f64>
          %128 = memref.load %alloca_54[] : memref<f64>
          %129 = arith.mulf %113, %117 : f64
          %130 = arith.addf %128, %129 : f64
          memref.store %130, %alloca_54[] : memref<f64>
          %131 = memref.load %alloca_55[] : memref<f64>
          %132 = arith.mulf %113, %121 : f64
          %133 = arith.addf %131, %132 : f64
          memref.store %133, %alloca_55[] : memref<f64>
        }
      }
      %c100_i64 = arith.constant 100 : i64
      %63 = arith.cmpi slt, %54, %c100_i64 : i64
      scf.if %63 {
        %c100_i64_126 = arith.constant 100 : i64
        %101 = arith.muli %60, %c100_i64_126 : i64
        %102 = arith.addi %54, %101 : i64
        %103 = llvm.getelementptr %53[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %104 = llvm.load %103 : !llvm.ptr<1> -> f64
        %cst_127 = arith.constant -5.000000e-01 : f64
        %105 = memref.load %alloca_52[] : memref<f64>
        %106 = arith.mulf %cst_127, %105 : f64
        %107 = arith.addf %104, %106 : f64
        %c100_i64_128 = arith.constant 100 : i64
        %108 = arith.muli %60, %c100_i64_128 : i64
        %109 = arith.addi %54, %108 : i64
        %110 = llvm.getelementptr %53[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %107, %110 : f64, !llvm.ptr<1>
        %c100_i64_129 = arith.constant 100 : i64
        %111 = arith.muli %62, %c100_i64_129 : i64
        %112 = arith.addi %54, %111 : i64
        %113 = llvm.getelementptr %53[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %114 = llvm.load %113 : !llvm.ptr<1> -> f64
        %cst_130 = arith.constant -5.000000e-01 : f64
        %115 = memref.load %alloca_53[] : memref<f64>
        %116 = arith.mulf %cst_130, %115 : f64
        %117 = arith.addf %114, %116 : f64
        %c100_i64_131 = arith.constant 100 : i64
        %118 = arith.muli %62, %c100_i64_131 : i64
        %119 = arith.addi %54, %118 : i64
        %120 = llvm.getelementptr %53[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %117, %120 : f64, !llvm.ptr<1>
      }
      %c100_i64_86 = arith.constant 100 : i64
      %64 = arith.cmpi slt, %57, %c100_i64_86 : i64
      scf.if %64 {
        %c100_i64_126 = arith.constant 100 : i64
        %101 = arith.muli %60, %c100_i64_126 : i64
        %102 = arith.addi %57, %101 : i64
        %103 = llvm.getelementptr %53[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %104 = llvm.load %103 : !llvm.ptr<1> -> f64
        %cst_127 = arith.constant -5.000000e-01 : f64
        %105 = memref.load %alloca_54[] : memref<f64>
        %106 = arith.mulf %cst_127, %105 : f64
        %107 = arith.addf %104, %106 : f64
        %c100_i64_128 = arith.constant 100 : i64
        %108 = arith.muli %60, %c100_i64_128 : i64
        %109 = arith.addi %57, %108 : i64
        %110 = llvm.getelementptr %53[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %107, %110 : f64, !llvm.ptr<1>
        %c100_i64_129 = arith.constant 100 : i64
        %111 = arith.muli %62, %c100_i64_129 : i64
        %112 = arith.addi %57, %111 : i64
        %113 = llvm.getelementptr %53[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %114 = llvm.load %113 : !llvm.ptr<1> -> f64
        %cst_130 = arith.constant -5.000000e-01 : f64
        %115 = memref.load %alloca_55[] : memref<f64>
        %116 = arith.mulf %cst_130, %115 : f64
        %117 = arith.addf %114, %116 : f64
        %c100_i64_131 = arith.constant 100 : i64
        %118 = arith.muli %62, %c100_i64_131 : i64
        %119 = arith.addi %57, %118 : i64
        %120 = llvm.getelementptr %53[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %117, %120 : f64, !llvm.ptr<1>
      }
      %c3700_i64 = arith.constant 3700 : i64
      %65 = arith.muli %33, %c3700_i64 : i64
      %66 = llvm.getelementptr %19[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64_87 = arith.constant 288 : i64
      %67 = arith.muli %33, %c288_i64_87 : i64
      %68 = llvm.getelementptr %13[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64_88 = arith.constant 600 : i64
      %69 = arith.muli %33, %c600_i64_88 : i64
      %70 = llvm.getelementptr %22[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_89 = gpu.thread_id  x
      %71 = arith.index_cast %thread_id_x_89 : index to i64
      %thread_id_x_90 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_90 : index to i64
      %thread_id_x_91 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_91 : index to i64
      %c64_i64_92 = arith.constant 64 : i64
      %74 = arith.addi %73, %c64_i64_92 : i64
      %thread_id_x_93 = gpu.thread_id  x
      %75 = arith.index_cast %thread_id_x_93 : index to i64
      %c64_i64_94 = arith.constant 64 : i64
      %76 = arith.addi %75, %c64_i64_94 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %77 = arith.index_cast %thread_id_y_95 : index to i64
      %thread_id_y_96 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_96 : index to i64
      %c3_i64_97 = arith.constant 3 : i64
      %79 = arith.addi %78, %c3_i64_97 : i64
      %cst_98 = arith.constant 0.000000e+00 : f64
      memref.store %cst_98, %alloca_56[] : memref<f64>
      %cst_99 = arith.constant 0.000000e+00 : f64
      memref.store %cst_99, %alloca_57[] : memref<f64>
      %cst_100 = arith.constant 0.000000e+00 : f64
      memref.store %cst_100, %alloca_58[] : memref<f64>
      %cst_101 = arith.constant 0.000000e+00 : f64
      memref.store %cst_101, %alloca_59[] : memref<f64>
      %c0_i64_102 = arith.constant 0 : i64
      %c37_i64 = arith.constant 37 : i64
      %c16_i64_103 = arith.constant 16 : i64
      scf.for %arg11 = %c0_i64_102 to %c37_i64 step %c16_i64_103  : i64 {
        gpu.barrier
        %c0_i64_126 = arith.constant 0 : i64
        %c11_i64 = arith.constant 11 : i64
        %c1_i64_127 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_126 to %c11_i64 step %c1_i64_127  : i64 {
          %thread_id_x_132 = gpu.thread_id  x
          %103 = arith.index_cast %thread_id_x_132 : index to i64
          %c64_i64_133 = arith.constant 64 : i64
          %thread_id_y_134 = gpu.thread_id  y
          %104 = arith.index_cast %thread_id_y_134 : index to i64
          %105 = arith.muli %c64_i64_133, %104 : i64
          %106 = arith.addi %103, %105 : i64
          %c192_i64_135 = arith.constant 192 : i64
          %107 = arith.muli %arg12, %c192_i64_135 : i64
          %108 = arith.addi %106, %107 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %109 = arith.cmpi slt, %108, %c2048_i64 : i64
          scf.if %109 {
            %c16_i64_136 = arith.constant 16 : i64
            %110 = arith.remsi %108, %c16_i64_136 : i64
            %c16_i64_137 = arith.constant 16 : i64
            %111 = arith.divsi %108, %c16_i64_137 : i64
            %112 = arith.addi %arg11, %110 : i64
            %c36_i64 = arith.constant 36 : i64
            %113 = arith.minsi %112, %c36_i64 : i64
            %c99_i64 = arith.constant 99 : i64
            %114 = arith.minsi %111, %c99_i64 : i64
            %c37_i64_138 = arith.constant 37 : i64
            %115 = arith.muli %114, %c37_i64_138 : i64
            %116 = arith.addi %113, %115 : i64
            %117 = llvm.getelementptr %66[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %118 = llvm.load %117 : !llvm.ptr<1> -> f64
            %119 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
            %c512_i64 = arith.constant 512 : i64
            %120 = llvm.getelementptr %119[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_139 = arith.constant 128 : i64
            %121 = arith.muli %110, %c128_i64_139 : i64
            %122 = arith.addi %111, %121 : i64
            %123 = llvm.getelementptr %120[%122] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %118, %123 : f64, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %c16_i64_128 = arith.constant 16 : i64
        %c37_i64_129 = arith.constant 37 : i64
        %101 = arith.subi %c37_i64_129, %arg11 : i64
        %102 = arith.minsi %c16_i64_128, %101 : i64
        %c0_i64_130 = arith.constant 0 : i64
        %c1_i64_131 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_130 to %102 step %c1_i64_131  : i64 {
          %103 = arith.addi %arg11, %arg12 : i64
          %104 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %105 = llvm.getelementptr %104[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_132 = arith.constant 128 : i64
          %106 = arith.muli %arg12, %c128_i64_132 : i64
          %107 = arith.addi %72, %106 : i64
          %108 = llvm.getelementptr %105[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %109 = llvm.load %108 : !llvm.ptr<3> -> f64
          %110 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64_133 = arith.constant 512 : i64
          %111 = llvm.getelementptr %110[%c512_i64_133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_134 = arith.constant 128 : i64
          %112 = arith.muli %arg12, %c128_i64_134 : i64
          %113 = arith.addi %76, %112 : i64
          %114 = llvm.getelementptr %111[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %115 = llvm.load %114 : !llvm.ptr<3> -> f64
          %c48_i64_135 = arith.constant 48 : i64
          %116 = arith.muli %77, %c48_i64_135 : i64
          %117 = arith.addi %103, %116 : i64
          %118 = llvm.getelementptr %68[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %119 = llvm.load %118 : !llvm.ptr<1> -> f64
          %c48_i64_136 = arith.constant 48 : i64
          %120 = arith.muli %79, %c48_i64_136 : i64
          %121 = arith.addi %103, %120 : i64
          %122 = llvm.getelementptr %68[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %123 = llvm.load %122 : !llvm.ptr<1> -> f64
          %124 = memref.load %alloca_56[] : memref<f64>
          %125 = arith.mulf %109, %119 : f64
          %126 = arith.addf %124, %125 : f64
          memref.store %126, %alloca_56[] : memref<f64>
          %127 = memref.load %alloca_57[] : memref<f64>
          %128 = arith.mulf %109, %123 : f64
          %129 = arith.addf %127, %128 : f64
          memref.store %129, %alloca_57[] : memref<f64>
          %130 = memref.load %alloca_58[] : memref<f64>
          %131 = arith.mulf %115, %119 : f64
          %132 = arith.addf %130, %131 : f64
          memref.store %132, %alloca_58[] : memref<f64>
          %133 = memref.load %alloca_59[] : memref<f64>
          %134 = arith.mulf %115, %123 : f64
          %135 = arith.addf %133, %134 : f64
          memref.store %135, %alloca_59[] : memref<f64>
        }
      }
      %c100_i64_104 = arith.constant 100 : i64
      %80 = arith.cmpi slt, %71, %c100_i64_104 : i64
      scf.if %80 {
        %101 = memref.load %alloca_56[] : memref<f64>
        %c100_i64_126 = arith.constant 100 : i64
        %102 = arith.muli %77, %c100_i64_126 : i64
        %103 = arith.addi %71, %102 : i64
        %104 = llvm.getelementptr %70[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %101, %104 : f64, !llvm.ptr<1>
        %105 = memref.load %alloca_57[] : memref<f64>
        %c100_i64_127 = arith.constant 100 : i64
        %106 = arith.muli %79, %c100_i64_127 : i64
        %107 = arith.addi %71, %106 : i64
        %108 = llvm.getelementptr %70[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %105, %108 : f64, !llvm.ptr<1>
      }
      %c100_i64_105 = arith.constant 100 : i64
      %81 = arith.cmpi slt, %74, %c100_i64_105 : i64
      scf.if %81 {
        %101 = memref.load %alloca_58[] : memref<f64>
        %c100_i64_126 = arith.constant 100 : i64
        %102 = arith.muli %77, %c100_i64_126 : i64
        %103 = arith.addi %74, %102 : i64
        %104 = llvm.getelementptr %70[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %101, %104 : f64, !llvm.ptr<1>
        %105 = memref.load %alloca_59[] : memref<f64>
        %c100_i64_127 = arith.constant 100 : i64
        %106 = arith.muli %79, %c100_i64_127 : i64
        %107 = arith.addi %74, %106 : i64
        %108 = llvm.getelementptr %70[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %105, %108 : f64, !llvm.ptr<1>
      }
      %82 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %83 = arith.muli %33, %c192_i64 : i64
      %84 = llvm.getelementptr %25[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %85 = arith.muli %33, %c96_i64 : i64
      %86 = llvm.getelementptr %28[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_106 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_107 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_106 to %c4_i64 step %c1_i64_107  : i64 {
        %thread_id_x_126 = gpu.thread_id  x
        %101 = arith.index_cast %thread_id_x_126 : index to i64
        %c64_i64_127 = arith.constant 64 : i64
        %thread_id_y_128 = gpu.thread_id  y
        %102 = arith.index_cast %thread_id_y_128 : index to i64
        %103 = arith.muli %c64_i64_127, %102 : i64
        %104 = arith.addi %101, %103 : i64
        %c192_i64_129 = arith.constant 192 : i64
        %105 = arith.muli %arg11, %c192_i64_129 : i64
        %106 = arith.addi %104, %105 : i64
        %c12_i64_130 = arith.constant 12 : i64
        %107 = arith.remsi %106, %c12_i64_130 : i64
        %c12_i64_131 = arith.constant 12 : i64
        %108 = arith.divsi %106, %c12_i64_131 : i64
        %c15_i64 = arith.constant 15 : i64
        %109 = arith.minsi %108, %c15_i64 : i64
        %c12_i64_132 = arith.constant 12 : i64
        %110 = arith.muli %109, %c12_i64_132 : i64
        %111 = arith.addi %107, %110 : i64
        %112 = llvm.getelementptr %84[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %113 = llvm.load %112 : !llvm.ptr<1> -> f32
        %114 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %115 = llvm.getelementptr %114[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_133 = arith.constant 64 : i64
        %116 = arith.muli %107, %c64_i64_133 : i64
        %117 = arith.addi %108, %116 : i64
        %118 = llvm.getelementptr %115[%117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %113, %118 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_108 = gpu.thread_id  x
      %87 = arith.index_cast %thread_id_x_108 : index to i64
      %thread_id_x_109 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_109 : index to i64
      %thread_id_y_110 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_110 : index to i64
      %c7_i64 = arith.constant 7 : i64
      %90 = arith.minsi %89, %c7_i64 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %91 = arith.index_cast %thread_id_y_111 : index to i64
      %c3_i64_112 = arith.constant 3 : i64
      %92 = arith.addi %91, %c3_i64_112 : i64
      %c7_i64_113 = arith.constant 7 : i64
      %93 = arith.minsi %92, %c7_i64_113 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y_114 : index to i64
      %c6_i64_115 = arith.constant 6 : i64
      %95 = arith.addi %94, %c6_i64_115 : i64
      %c7_i64_116 = arith.constant 7 : i64
      %96 = arith.minsi %95, %c7_i64_116 : i64
      %cst_117 = arith.constant 0.000000e+00 : f32
      memref.store %cst_117, %alloca_60[] : memref<f32>
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_61[] : memref<f32>
      %cst_119 = arith.constant 0.000000e+00 : f32
      memref.store %cst_119, %alloca_62[] : memref<f32>
      %c0_i64_120 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64_121 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_120 to %c12_i64 step %c1_i64_121  : i64 {
        %101 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %102 = llvm.getelementptr %101[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_126 = arith.constant 64 : i64
        %103 = arith.muli %arg11, %c64_i64_126 : i64
        %104 = arith.addi %88, %103 : i64
        %105 = llvm.getelementptr %102[%104] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %106 = llvm.load %105 : !llvm.ptr<3> -> f32
        %c12_i64_127 = arith.constant 12 : i64
        %107 = arith.muli %90, %c12_i64_127 : i64
        %108 = arith.addi %arg11, %107 : i64
        %109 = llvm.getelementptr %86[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c12_i64_128 = arith.constant 12 : i64
        %111 = arith.muli %93, %c12_i64_128 : i64
        %112 = arith.addi %arg11, %111 : i64
        %113 = llvm.getelementptr %86[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %114 = llvm.load %113 : !llvm.ptr<1> -> f32
        %c12_i64_129 = arith.constant 12 : i64
        %115 = arith.muli %96, %c12_i64_129 : i64
        %116 = arith.addi %arg11, %115 : i64
        %117 = llvm.getelementptr %86[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %118 = llvm.load %117 : !llvm.ptr<1> -> f32
        %119 = memref.load %alloca_60[] : memref<f32>
        %120 = arith.mulf %106, %110 : f32
        %121 = arith.addf %119, %120 : f32
        memref.store %121, %alloca_60[] : memref<f32>
        %122 = memref.load %alloca_61[] : memref<f32>
        %123 = arith.mulf %106, %114 : f32
        %124 = arith.addf %122, %123 : f32
        memref.store %124, %alloca_61[] : memref<f32>
        %125 = memref.load %alloca_62[] : memref<f32>
        %126 = arith.mulf %106, %118 : f32
        %127 = arith.addf %125, %126 : f32
        memref.store %127, %alloca_62[] : memref<f32>
      }
      %c16_i64_122 = arith.constant 16 : i64
      %97 = arith.cmpi slt, %87, %c16_i64_122 : i64
      scf.if %97 {
        %c8_i64 = arith.constant 8 : i64
        %101 = arith.cmpi slt, %89, %c8_i64 : i64
        scf.if %101 {
          %104 = memref.load %alloca_60[] : memref<f32>
          %c16_i64_128 = arith.constant 16 : i64
          %105 = arith.muli %89, %c16_i64_128 : i64
          %106 = arith.addi %87, %105 : i64
          %107 = llvm.getelementptr %82[%106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<3>
        }
        %c8_i64_126 = arith.constant 8 : i64
        %102 = arith.cmpi slt, %92, %c8_i64_126 : i64
        scf.if %102 {
          %104 = memref.load %alloca_61[] : memref<f32>
          %c16_i64_128 = arith.constant 16 : i64
          %105 = arith.muli %92, %c16_i64_128 : i64
          %106 = arith.addi %87, %105 : i64
          %107 = llvm.getelementptr %82[%106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<3>
        }
        %c8_i64_127 = arith.constant 8 : i64
        %103 = arith.cmpi slt, %95, %c8_i64_127 : i64
        scf.if %103 {
          %104 = memref.load %alloca_62[] : memref<f32>
          %c16_i64_128 = arith.constant 16 : i64
          %105 = arith.muli %95, %c16_i64_128 : i64
          %106 = arith.addi %87, %105 : i64
          %107 = llvm.getelementptr %82[%106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<3>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %98 = arith.muli %33, %c128_i64 : i64
      %99 = llvm.getelementptr %31[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_123 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_123 : index to i64
      %c16_i64_124 = arith.constant 16 : i64
      %c64_i64_125 = arith.constant 64 : i64
      scf.for %arg11 = %100 to %c16_i64_124 step %c64_i64_125  : i64 {
        %c0_i64_126 = arith.constant 0 : i64
        %c1_i64_127 = arith.constant 1 : i64
        %c1_i64_128 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_126 to %c1_i64_127 step %c1_i64_128  : i64 {
          %thread_id_y_129 = gpu.thread_id  y
          %101 = arith.index_cast %thread_id_y_129 : index to i64
          %c9_i64 = arith.constant 9 : i64
          %102 = arith.muli %arg12, %c9_i64 : i64
          %103 = arith.addi %101, %102 : i64
          %c8_i64 = arith.constant 8 : i64
          %104 = arith.cmpi slt, %103, %c8_i64 : i64
          scf.if %104 {
            %c16_i64_137 = arith.constant 16 : i64
            %112 = arith.muli %103, %c16_i64_137 : i64
            %113 = arith.addi %arg11, %112 : i64
            %114 = llvm.getelementptr %82[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %115 = llvm.load %114 : !llvm.ptr<3> -> f32
            memref.store %115, %alloca_63[] : memref<f32>
          }
          %c3_i64_130 = arith.constant 3 : i64
          %105 = arith.addi %103, %c3_i64_130 : i64
          %c8_i64_131 = arith.constant 8 : i64
          %106 = arith.cmpi slt, %105, %c8_i64_131 : i64
          scf.if %106 {
            %c16_i64_137 = arith.constant 16 : i64
            %112 = arith.muli %105, %c16_i64_137 : i64
            %113 = arith.addi %arg11, %112 : i64
            %114 = llvm.getelementptr %82[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %115 = llvm.load %114 : !llvm.ptr<3> -> f32
            memref.store %115, %alloca_64[] : memref<f32>
          }
          %c6_i64_132 = arith.constant 6 : i64
          %107 = arith.addi %103, %c6_i64_132 : i64
          %c8_i64_133 = arith.constant 8 : i64
          %108 = arith.cmpi slt, %107, %c8_i64_133 : i64
          scf.if %108 {
            %c16_i64_137 = arith.constant 16 : i64
            %112 = arith.muli %107, %c16_i64_137 : i64
            %113 = arith.addi %arg11, %112 : i64
            %114 = llvm.getelementptr %82[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %115 = llvm.load %114 : !llvm.ptr<3> -> f32
            memref.store %115, %alloca_65[] : memref<f32>
          }
          %c8_i64_134 = arith.constant 8 : i64
          %109 = arith.cmpi slt, %103, %c8_i64_134 : i64
          scf.if %109 {
            %cst_137 = arith.constant 2.000000e+00 : f32
            %112 = memref.load %alloca_63[] : memref<f32>
            %113 = arith.mulf %cst_137, %112 : f32
            %c16_i64_138 = arith.constant 16 : i64
            %114 = arith.muli %103, %c16_i64_138 : i64
            %115 = arith.addi %arg11, %114 : i64
            %116 = llvm.getelementptr %99[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %113, %116 : f32, !llvm.ptr<1>
          }
          %c8_i64_135 = arith.constant 8 : i64
          %110 = arith.cmpi slt, %105, %c8_i64_135 : i64
          scf.if %110 {
            %cst_137 = arith.constant 2.000000e+00 : f32
            %112 = memref.load %alloca_64[] : memref<f32>
            %113 = arith.mulf %cst_137, %112 : f32
            %c16_i64_138 = arith.constant 16 : i64
            %114 = arith.muli %105, %c16_i64_138 : i64
            %115 = arith.addi %arg11, %114 : i64
            %116 = llvm.getelementptr %99[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %113, %116 : f32, !llvm.ptr<1>
          }
          %c8_i64_136 = arith.constant 8 : i64
          %111 = arith.cmpi slt, %107, %c8_i64_136 : i64
          scf.if %111 {
            %cst_137 = arith.constant 2.000000e+00 : f32
            %112 = memref.load %alloca_65[] : memref<f32>
            %113 = arith.mulf %cst_137, %112 : f32
            %c16_i64_138 = arith.constant 16 : i64
            %114 = arith.muli %107, %c16_i64_138 : i64
            %115 = arith.addi %arg11, %114 : i64
            %116 = llvm.getelementptr %99[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %113, %116 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
