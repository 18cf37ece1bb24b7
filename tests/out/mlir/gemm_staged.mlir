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
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.alloca %33 x f32 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %33 x f32 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %33 x f32 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %39 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %40 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %41 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %42 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %43 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %44 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %45 = llvm.alloca %33 x f32 : (i64) -> !llvm.ptr
      %46 = llvm.alloca %33 x f32 : (i64) -> !llvm.ptr
      %47 = llvm.alloca %33 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %48 = arith.index_cast %block_id_x : index to i64
      %c800_i64 = arith.constant 800 : i64
      %49 = arith.muli %48, %c800_i64 : i64
      %50 = llvm.getelementptr %1[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c360_i64 = arith.constant 360 : i64
      %51 = arith.muli %48, %c360_i64 : i64
      %52 = llvm.getelementptr %4[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %53 = arith.muli %48, %c180_i64 : i64
      %54 = llvm.getelementptr %7[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c14_i64 = arith.constant 14 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c14_i64 step %c1_i64  : i64 {
        %thread_id_x_109 = gpu.thread_id  x
        %116 = arith.index_cast %thread_id_x_109 : index to i64
        %c64_i64_110 = arith.constant 64 : i64
        %thread_id_y_111 = gpu.thread_id  y
        %117 = arith.index_cast %thread_id_y_111 : index to i64
        %118 = arith.muli %c64_i64_110, %117 : i64
        %119 = arith.addi %116, %118 : i64
        %c192_i64_112 = arith.constant 192 : i64
        %120 = arith.muli %arg11, %c192_i64_112 : i64
        %121 = arith.addi %119, %120 : i64
        %c2560_i64 = arith.constant 2560 : i64
        %122 = arith.cmpi slt, %121, %c2560_i64 : i64
        scf.if %122 {
          %c40_i64_113 = arith.constant 40 : i64
          %123 = arith.remsi %121, %c40_i64_113 : i64
          %c40_i64_114 = arith.constant 40 : i64
          %124 = arith.divsi %121, %c40_i64_114 : i64
          %c19_i64 = arith.constant 19 : i64
          %125 = arith.minsi %124, %c19_i64 : i64
          %c40_i64_115 = arith.constant 40 : i64
          %126 = arith.muli %125, %c40_i64_115 : i64
          %127 = arith.addi %126, %123 : i64
          %128 = llvm.getelementptr %50[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %131 = llvm.getelementptr %130[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c64_i64_116 = arith.constant 64 : i64
          %132 = arith.muli %123, %c64_i64_116 : i64
          %133 = arith.addi %124, %132 : i64
          %134 = llvm.getelementptr %131[%133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %129, %134 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_50 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_50 : index to i64
      %thread_id_y = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_51 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_51 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %59 = arith.addi %58, %c3_i64 : i64
      %thread_id_y_52 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_52 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %61 = arith.addi %60, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %34 : f32, !llvm.ptr
      %cst_53 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_53, %35 : f32, !llvm.ptr
      %cst_54 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_54, %36 : f32, !llvm.ptr
      %c0_i64_55 = arith.constant 0 : i64
      %c40_i64 = arith.constant 40 : i64
      %c1_i64_56 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_55 to %c40_i64 step %c1_i64_56  : i64 {
        %116 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %117 = llvm.getelementptr %116[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_109 = arith.constant 64 : i64
        %118 = arith.muli %arg11, %c64_i64_109 : i64
        %119 = arith.addi %56, %118 : i64
        %120 = llvm.getelementptr %117[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %121 = llvm.load %120 : !llvm.ptr<3> -> f32
        %c40_i64_110 = arith.constant 40 : i64
        %122 = arith.muli %57, %c40_i64_110 : i64
        %123 = arith.addi %arg11, %122 : i64
        %124 = llvm.getelementptr %52[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %125 = llvm.load %124 : !llvm.ptr<1> -> f32
        %c40_i64_111 = arith.constant 40 : i64
        %126 = arith.muli %59, %c40_i64_111 : i64
        %127 = arith.addi %arg11, %126 : i64
        %128 = llvm.getelementptr %52[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %129 = llvm.load %128 : !llvm.ptr<1> -> f32
        %c40_i64_112 = arith.constant 40 : i64
        %130 = arith.muli %61, %c40_i64_112 : i64
        %131 = arith.addi %arg11, %130 : i64
        %132 = llvm.getelementptr %52[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %133 = llvm.load %132 : !llvm.ptr<1> -> f32
        %134 = llvm.load %34 : !llvm.ptr -> f32
        %135 = arith.mulf %121, %125 : f32
        %136 = arith.addf %134, %135 : f32
        llvm.store %136, %34 : f32, !llvm.ptr
        %137 = llvm.load %35 : !llvm.ptr -> f32
        %138 = arith.mulf %121, %129 : f32
        %139 = arith.addf %137, %138 : f32
        llvm.store %139, %35 : f32, !llvm.ptr
        %140 = llvm.load %36 : !llvm.ptr -> f32
        %141 = arith.mulf %121, %133 : f32
        %142 = arith.addf %140, %141 : f32
        llvm.store %142, %36 : f32, !llvm.ptr
      }
      %c20_i64 = arith.constant 20 : i64
      %62 = arith.cmpi slt, %55, %c20_i64 : i64
      scf.if %62 {
        %116 = llvm.load %34 : !llvm.ptr -> f32
        %c20_i64_109 = arith.constant 20 : i64
        %117 = arith.muli %57, %c20_i64_109 : i64
        %118 = arith.addi %55, %117 : i64
        %119 = llvm.getelementptr %54[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %116, %119 : f32, !llvm.ptr<1>
        %120 = llvm.load %35 : !llvm.ptr -> f32
        %c20_i64_110 = arith.constant 20 : i64
        %121 = arith.muli %59, %c20_i64_110 : i64
        %122 = arith.addi %55, %121 : i64
        %123 = llvm.getelementptr %54[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %120, %123 : f32, !llvm.ptr<1>
        %124 = llvm.load %36 : !llvm.ptr -> f32
        %c20_i64_111 = arith.constant 20 : i64
        %125 = arith.muli %61, %c20_i64_111 : i64
        %126 = arith.addi %55, %125 : i64
        %127 = llvm.getelementptr %54[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %124, %127 : f32, !llvm.ptr<1>
      }
      %c4800_i64 = arith.constant 4800 : i64
      %63 = arith.muli %48, %c4800_i64 : i64
      %64 = llvm.getelementptr %10[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64 = arith.constant 288 : i64
      %65 = arith.muli %48, %c288_i64 : i64
      %66 = llvm.getelementptr %13[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64 = arith.constant 600 : i64
      %67 = arith.muli %48, %c600_i64 : i64
      %68 = llvm.getelementptr %16[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_57 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_57 : index to i64
      %thread_id_x_58 = gpu.thread_id  x
      %70 = arith.index_cast %thread_id_x_58 : index to i64
      %thread_id_x_59 = gpu.thread_id  x
      %71 = arith.index_cast %thread_id_x_59 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %72 = arith.addi %71, %c64_i64 : i64
      %thread_id_x_60 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_60 : index to i64
      %c64_i64_61 = arith.constant 64 : i64
      %74 = arith.addi %73, %c64_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_62 : index to i64
      %thread_id_y_63 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_63 : index to i64
      %c3_i64_64 = arith.constant 3 : i64
      %77 = arith.addi %76, %c3_i64_64 : i64
      %cst_65 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_65, %37 : f64, !llvm.ptr
      %cst_66 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_66, %38 : f64, !llvm.ptr
      %cst_67 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_67, %39 : f64, !llvm.ptr
      %cst_68 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_68, %40 : f64, !llvm.ptr
      %c0_i64_69 = arith.constant 0 : i64
      %c48_i64 = arith.constant 48 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg11 = %c0_i64_69 to %c48_i64 step %c16_i64  : i64 {
        gpu.barrier
        %c0_i64_109 = arith.constant 0 : i64
        %c11_i64 = arith.constant 11 : i64
        %c1_i64_110 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_109 to %c11_i64 step %c1_i64_110  : i64 {
          %thread_id_x_114 = gpu.thread_id  x
          %116 = arith.index_cast %thread_id_x_114 : index to i64
          %c64_i64_115 = arith.constant 64 : i64
          %thread_id_y_116 = gpu.thread_id  y
          %117 = arith.index_cast %thread_id_y_116 : index to i64
          %118 = arith.muli %c64_i64_115, %117 : i64
          %119 = arith.addi %116, %118 : i64
          %c192_i64_117 = arith.constant 192 : i64
          %120 = arith.muli %arg12, %c192_i64_117 : i64
          %121 = arith.addi %119, %120 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %122 = arith.cmpi slt, %121, %c2048_i64 : i64
          scf.if %122 {
            %c16_i64_118 = arith.constant 16 : i64
            %123 = arith.remsi %121, %c16_i64_118 : i64
            %c16_i64_119 = arith.constant 16 : i64
            %124 = arith.divsi %121, %c16_i64_119 : i64
            %125 = arith.addi %arg11, %123 : i64
            %c99_i64 = arith.constant 99 : i64
            %126 = arith.minsi %124, %c99_i64 : i64
            %c48_i64_120 = arith.constant 48 : i64
            %127 = arith.muli %126, %c48_i64_120 : i64
            %128 = arith.addi %125, %127 : i64
            %129 = llvm.getelementptr %64[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %130 = llvm.load %129 : !llvm.ptr<1> -> f64
            %131 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
            %c512_i64 = arith.constant 512 : i64
            %132 = llvm.getelementptr %131[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_121 = arith.constant 128 : i64
            %133 = arith.muli %123, %c128_i64_121 : i64
            %134 = arith.addi %124, %133 : i64
            %135 = llvm.getelementptr %132[%134] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %130, %135 : f64, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %c0_i64_111 = arith.constant 0 : i64
        %c16_i64_112 = arith.constant 16 : i64
        %c1_i64_113 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_111 to %c16_i64_112 step %c1_i64_113  : i64 {
          %116 = arith.addi %arg11, %arg12 : i64
          %117 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %118 = llvm.getelementptr %117[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_114 = arith.constant 128 : i64
          %119 = arith.muli %arg12, %c128_i64_114 : i64
          %120 = arith.addi %70, %119 : i64
          %121 = llvm.getelementptr %118[%120] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %122 = llvm.load %121 : !llvm.ptr<3> -> f64
          %123 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64_115 = arith.constant 512 : i64
          %124 = llvm.getelementptr %123[%c512_i64_115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_116 = arith.constant 128 : i64
          %125 = arith.muli %arg12, %c128_i64_116 : i64
          %126 = arith.addi %74, %125 : i64
          %127 = llvm.getelementptr %124[%126] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %128 = llvm.load %127 : !llvm.ptr<3> -> f64
          %c48_i64_117 = arith.constant 48 : i64
          %129 = arith.muli %75, %c48_i64_117 : i64
          %130 = arith.addi %116, %129 : i64
          %131 = llvm.getelementptr %66[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %132 = llvm.load %131 : !llvm.ptr<1> -> f64
          %c48_i64_118 = arith.constant 48 : i64
          %133 = arith.muli %77, %c48_i64_118 : i64
          %134 = arith.addi %116, %133 : i64
          %135 = llvm.getelementptr %66[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %136 = llvm.load %135 : !llvm.ptr<1> -> f64
          %137 = llvm.load %37 : !llvm.ptr -> f64
          %138 = arith.mulf %122, %132 : f64
          %139 = arith.addf %137, %138 : f64
          llvm.store %139, %37 : f64, !llvm.ptr
          %140 = llvm.load %38 : !llvm.ptr -> f64
          %141 = arith.mulf %122, %136 : f64
          %142 = arith.addf %140, %141 : f64
          llvm.store %142, %38 : f64, !llvm.ptr
          %143 = llvm.load %39 : !llvm.ptr -> f64
          %144 = arith.mulf %128, %132 : f64
          %145 = arith.addf %143, %144 : f64
          llvm.store %145, %39 : f64, !llvm.ptr
          %146 = llvm.load %40 : !llvm.ptr -> f64
          %147 = arith.mulf %128, %136 : f64
          %148 = arith.addf %146, %147 : f64
          llvm.store %148, %40 : f64, !llvm.ptr
        }
      }
      %c100_i64 = arith.constant 100 : i64
      %78 = arith.cmpi slt, %69, %c100_i64 : i64
      scf.if %78 {
        %c100_i64_109 = arith.constant 100 : i64
        %116 = arith.muli %75, %c100_i64_109 : i64
        %117 = arith.addi %69, %116 : i64
        %118 = llvm.getelementptr %68[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %119 = llvm.load %118 : !llvm.ptr<1> -> f64
        %cst_110 = arith.constant -5.000000e-01 : f64
        %120 = llvm.load %37 : !llvm.ptr -> f64
        %121 = arith.mulf %cst_110, %120 : f64
        %122 = arith.addf %119, %121 : f64
        %c100_i64_111 = arith.constant 100 : i64
        %123 = arith.muli %75, %c100_i64_111 : i64
        %124 = arith.addi %69, %123 : i64
        %125 = llvm.getelementptr %68[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %122, %125 : f64, !llvm.ptr<1>
        %c100_i64_112 = arith.constant 100 : i64
        %126 = arith.muli %77, %c100_i64_112 : i64
        %127 = arith.addi %69, %126 : i64
        %128 = llvm.getelementptr %68[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %129 = llvm.load %128 : !llvm.ptr<1> -> f64
        %cst_113 = arith.constant -5.000000e-01 : f64
        %130 = llvm.load %38 : !llvm.ptr -> f64
        %131 = arith.mulf %cst_113, %130 : f64
        %132 = arith.addf %129, %131 : f64
        %c100_i64_114 = arith.constant 100 : i64
        %133 = arith.muli %77, %c100_i64_114 : i64
        %134 = arith.addi %69, %133 : i64
        %135 = llvm.getelementptr %68[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %132, %135 : f64, !llvm.ptr<1>
      }
      %c100_i64_70 = arith.constant 100 : i64
      %79 = arith.cmpi slt, %72, %c100_i64_70 : i64
      scf.if %79 {
        %c100_i64_109 = arith.constant 100 : i64
        %116 = arith.muli %75, %c100_i64_109 : i64
        %117 = arith.addi %72, %116 : i64
        %118 = llvm.getelementptr %68[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %119 = llvm.load %118 : !llvm.ptr<1> -> f64
        %cst_110 = arith.constant -5.000000e-01 : f64
        %120 = llvm.load %39 : !llvm.ptr -> f64
        %121 = arith.mulf %cst_110, %120 : f64
        %122 = arith.addf %119, %121 : f64
        %c100_i64_111 = arith.constant 100 : i64
        %123 = arith.muli %75, %c100_i64_111 : i64
        %124 = arith.addi %72, %123 : i64
        %125 = llvm.getelementptr %68[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %122, %125 : f64, !llvm.ptr<1>
        %c100_i64_112 = arith.constant 100 : i64
        %126 = arith.muli %77, %c100_i64_112 : i64
        %127 = arith.addi %72, %126 : i64
        %128 = llvm.getelementptr %68[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %129 = llvm.load %128 : !llvm.ptr<1> -> f64
        %cst_113 = arith.constant -5.000000e-01 : f64
        %130 = llvm.load %40 : !llvm.ptr -> f64
        %131 = arith.mulf %cst_113, %130 : f64
        %132 = arith.addf %129, %131 : f64
        %c100_i64_114 = arith.constant 100 : i64
        %133 = arith.muli %77, %c100_i64_114 : i64
        %134 = arith.addi %72, %133 : i64
        %135 = llvm.getelementptr %68[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %132, %135 : f64, !llvm.ptr<1>
      }
      %c3700_i64 = arith.constant 3700 : i64
      %80 = arith.muli %48, %c3700_i64 : i64
      %81 = llvm.getelementptr %19[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64_71 = arith.constant 288 : i64
      %82 = arith.muli %48, %c288_i64_71 : i64
      %83 = llvm.getelementptr %13[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64_72 = arith.constant 600 : i64
      %84 = arith.muli %48, %c600_i64_72 : i64
      %85 = llvm.getelementptr %22[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_73 = gpu.thread_id  x
      %86 = arith.index_cast %thread_id_x_73 : index to i64
      %thread_id_x_74 = gpu.thread_id  x
      %87 = arith.index_cast %thread_id_x_74 : index to i64
      %thread_id_x_75 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_75 : index to i64
      %c64_i64_76 = arith.constant 64 : i64
      %89 = arith.addi %88, %c64_i64_76 : i64
      %thread_id_x_77 = gpu.thread_id  x
      %90 = arith.index_cast %thread_id_x_77 : index to i64
      %c64_i64_78 = arith.constant 64 : i64
      %91 = arith.addi %90, %c64_i64_78 : i64
      %thread_id_y_79 = gpu.thread_id  y
      %92 = arith.index_cast %thread_id_y_79 : index to i64
      %thread_id_y_80 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_80 : index to i64
      %c3_i64_81 = arith.constant 3 : i64
      %94 = arith.addi %93, %c3_i64_81 : i64
      %cst_82 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_82, %41 : f64, !llvm.ptr
      %cst_83 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_83, %42 : f64, !llvm.ptr
      %cst_84 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_84, %43 : f64, !llvm.ptr
      %cst_85 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_85, %44 : f64, !llvm.ptr
      %c0_i64_86 = arith.constant 0 : i64
      %c37_i64 = arith.constant 37 : i64
      %c16_i64_87 = arith.constant 16 : i64
      scf.for %arg11 = %c0_i64_86 to %c37_i64 step %c16_i64_87  : i64 {
        gpu.barrier
        %c0_i64_109 = arith.constant 0 : i64
        %c11_i64 = arith.constant 11 : i64
        %c1_i64_110 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_109 to %c11_i64 step %c1_i64_110  : i64 {
          %thread_id_x_115 = gpu.thread_id  x
          %118 = arith.index_cast %thread_id_x_115 : index to i64
          %c64_i64_116 = arith.constant 64 : i64
          %thread_id_y_117 = gpu.thread_id  y
          %119 = arith.index_cast %thread_id_y_117 : index to i64
          %120 = arith.muli %c64_i64_116, %119 : i64
          %121 = arith.addi %118, %120 : i64
          %c192_i64_118 = arith.constant 192 : i64
          %122 = arith.muli %arg12, %c192_i64_118 : i64
          %123 = arith.addi %121, %122 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %124 = arith.cmpi slt, %123, %c2048_i64 : i64
          scf.if %124 {
            %c16_i64_119 = arith.constant 16 : i64
            %125 = arith.remsi %123, %c16_i64_119 : i64
            %c16_i64_120 = arith.constant 16 : i64
            %126 = arith.divsi %123, %c16_i64_120 : i64
            %127 = arith.addi %arg11, %125 : i64
            %c36_i64 = arith.constant 36 : i64
            %128 = arith.minsi %127, %c36_i64 : i64
            %c99_i64 = arith.constant 99 : i64
            %129 = arith.minsi %126, %c99_i64 : i64
            %c37_i64_121 = arith.constant 37 : i64
            %130 = arith.muli %129, %c37_i64_121 : i64
            %131 = arith.addi %128, %130 : i64
            %132 = llvm.getelementptr %81[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %133 = llvm.load %132 : !llvm.ptr<1> -> f64
            %134 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
            %c512_i64 = arith.constant 512 : i64
            %135 = llvm.getelementptr %134[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_122 = arith.constant 128 : i64
            %136 = arith.muli %125, %c128_i64_122 : i64
            %137 = arith.addi %126, %136 : i64
            %138 = llvm.getelementptr %135[%137] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %133, %138 : f64, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %c16_i64_111 = arith.constant 16 : i64
        %c37_i64_112 = arith.constant 37 : i64
        %116 = arith.subi %c37_i64_112, %arg11 : i64
        %117 = arith.minsi %c16_i64_111, %116 : i64
        %c0_i64_113 = arith.constant 0 : i64
        %c1_i64_114 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_113 to %117 step %c1_i64_114  : i64 {
          %118 = arith.addi %arg11, %arg12 : i64
          %119 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %120 = llvm.getelementptr %119[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_115 = arith.constant 128 : i64
          %121 = arith.muli %arg12, %c128_i64_115 : i64
          %122 = arith.addi %87, %121 : i64
          %123 = llvm.getelementptr %120[%122] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %124 = llvm.load %123 : !llvm.ptr<3> -> f64
          %125 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64_116 = arith.constant 512 : i64
          %126 = llvm.getelementptr %125[%c512_i64_116] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_117 = arith.constant 128 : i64
          %127 = arith.muli %arg12, %c128_i64_117 : i64
          %128 = arith.addi %91, %127 : i64
          %129 = llvm.getelementptr %126[%128] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %130 = llvm.load %129 : !llvm.ptr<3> -> f64
          %c48_i64_118 = arith.constant 48 : i64
          %131 = arith.muli %92, %c48_i64_118 : i64
          %132 = arith.addi %118, %131 : i64
          %133 = llvm.getelementptr %83[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %134 = llvm.load %133 : !llvm.ptr<1> -> f64
          %c48_i64_119 = arith.constant 48 : i64
          %135 = arith.muli %94, %c48_i64_119 : i64
          %136 = arith.addi %118, %135 : i64
          %137 = llvm.getelementptr %83[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %138 = llvm.load %137 : !llvm.ptr<1> -> f64
          %139 = llvm.load %41 : !llvm.ptr -> f64
          %140 = arith.mulf %124, %134 : f64
          %141 = arith.addf %139, %140 : f64
          llvm.store %141, %41 : f64, !llvm.ptr
          %142 = llvm.load %42 : !llvm.ptr -> f64
          %143 = arith.mulf %124, %138 : f64
          %144 = arith.addf %142, %143 : f64
          llvm.store %144, %42 : f64, !llvm.ptr
          %145 = llvm.load %43 : !llvm.ptr -> f64
          %146 = arith.mulf %130, %134 : f64
          %147 = arith.addf %145, %146 : f64
          llvm.store %147, %43 : f64, !llvm.ptr
          %148 = llvm.load %44 : !llvm.ptr -> f64
          %149 = arith.mulf %130, %138 : f64
          %150 = arith.addf %148, %149 : f64
          llvm.store %150, %44 : f64, !llvm.ptr
        }
      }
      %c100_i64_88 = arith.constant 100 : i64
      %95 = arith.cmpi slt, %86, %c100_i64_88 : i64
      scf.if %95 {
        %116 = llvm.load %41 : !llvm.ptr -> f64
        %c100_i64_109 = arith.constant 100 : i64
        %117 = arith.muli %92, %c100_i64_109 : i64
        %118 = arith.addi %86, %117 : i64
        %119 = llvm.getelementptr %85[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %116, %119 : f64, !llvm.ptr<1>
        %120 = llvm.load %42 : !llvm.ptr -> f64
        %c100_i64_110 = arith.constant 100 : i64
        %121 = arith.muli %94, %c100_i64_110 : i64
        %122 = arith.addi %86, %121 : i64
        %123 = llvm.getelementptr %85[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %120, %123 : f64, !llvm.ptr<1>
      }
      %c100_i64_89 = arith.constant 100 : i64
      %96 = arith.cmpi slt, %89, %c100_i64_89 : i64
      scf.if %96 {
        %116 = llvm.load %43 : !llvm.ptr -> f64
        %c100_i64_109 = arith.constant 100 : i64
        %117 = arith.muli %92, %c100_i64_109 : i64
        %118 = arith.addi %89, %117 : i64
        %119 = llvm.getelementptr %85[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %116, %119 : f64, !llvm.ptr<1>
        %120 = llvm.load %44 : !llvm.ptr -> f64
        %c100_i64_110 = arith.constant 100 : i64
        %121 = arith.muli %94, %c100_i64_110 : i64
        %122 = arith.addi %89, %121 : i64
        %123 = llvm.getelementptr %85[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %120, %123 : f64, !llvm.ptr<1>
      }
      %97 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %98 = arith.muli %48, %c192_i64 : i64
      %99 = llvm.getelementptr %25[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %100 = arith.muli %48, %c96_i64 : i64
      %101 = llvm.getelementptr %28[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_90 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_91 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_90 to %c4_i64 step %c1_i64_91  : i64 {
        %thread_id_x_109 = gpu.thread_id  x
        %116 = arith.index_cast %thread_id_x_109 : index to i64
        %c64_i64_110 = arith.constant 64 : i64
        %thread_id_y_111 = gpu.thread_id  y
        %117 = arith.index_cast %thread_id_y_111 : index to i64
        %118 = arith.muli %c64_i64_110, %117 : i64
        %119 = arith.addi %116, %118 : i64
        %c192_i64_112 = arith.constant 192 : i64
        %120 = arith.muli %arg11, %c192_i64_112 : i64
        %121 = arith.addi %119, %120 : i64
        %c12_i64_113 = arith.constant 12 : i64
        %122 = arith.remsi %121, %c12_i64_113 : i64
        %c12_i64_114 = arith.constant 12 : i64
        %123 = arith.divsi %121, %c12_i64_114 : i64
        %c15_i64 = arith.constant 15 : i64
        %124 = arith.minsi %123, %c15_i64 : i64
        %c12_i64_115 = arith.constant 12 : i64
        %125 = arith.muli %124, %c12_i64_115 : i64
        %126 = arith.addi %122, %125 : i64
        %127 = llvm.getelementptr %99[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %129 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %130 = llvm.getelementptr %129[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_116 = arith.constant 64 : i64
        %131 = arith.muli %122, %c64_i64_116 : i64
        %132 = arith.addi %123, %131 : i64
        %133 = llvm.getelementptr %130[%132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %128, %133 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_92 = gpu.thread_id  x
      %102 = arith.index_cast %thread_id_x_92 : index to i64
      %thread_id_x_93 = gpu.thread_id  x
      %103 = arith.index_cast %thread_id_x_93 : index to i64
      %thread_id_y_94 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_94 : index to i64
      %c7_i64 = arith.constant 7 : i64
      %105 = arith.minsi %104, %c7_i64 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %106 = arith.index_cast %thread_id_y_95 : index to i64
      %c3_i64_96 = arith.constant 3 : i64
      %107 = arith.addi %106, %c3_i64_96 : i64
      %c7_i64_97 = arith.constant 7 : i64
      %108 = arith.minsi %107, %c7_i64_97 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %109 = arith.index_cast %thread_id_y_98 : index to i64
      %c6_i64_99 = arith.constant 6 : i64
      %110 = arith.addi %109, %c6_i64_99 : i64
      %c7_i64_100 = arith.constant 7 : i64
      %111 = arith.minsi %110, %c7_i64_100 : i64
      %cst_101 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_101, %45 : f32, !llvm.ptr
      %cst_102 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_102, %46 : f32, !llvm.ptr
      %cst_103 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_103, %47 : f32, !llvm.ptr
      %c0_i64_104 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64_105 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_104 to %c12_i64 step %c1_i64_105  : i64 {
        %116 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %117 = llvm.getelementptr %116[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_109 = arith.constant 64 : i64
        %118 = arith.muli %arg11, %c64_i64_109 : i64
        %119 = arith.addi %103, %118 : i64
        %120 = llvm.getelementptr %117[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %121 = llvm.load %120 : !llvm.ptr<3> -> f32
        %c12_i64_110 = arith.constant 12 : i64
        %122 = arith.muli %105, %c12_i64_110 : i64
        %123 = arith.addi %arg11, %122 : i64
        %124 = llvm.getelementptr %101[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %125 = llvm.load %124 : !llvm.ptr<1> -> f32
        %c12_i64_111 = arith.constant 12 : i64
        %126 = arith.muli %108, %c12_i64_111 : i64
        %127 = arith.addi %arg11, %126 : i64
        %128 = llvm.getelementptr %101[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %129 = llvm.load %128 : !llvm.ptr<1> -> f32
        %c12_i64_112 = arith.constant 12 : i64
        %130 = arith.muli %111, %c12_i64_112 : i64
        %131 = arith.addi %arg11, %130 : i64
        %132 = llvm.getelementptr %101[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %133 = llvm.load %132 : !llvm.ptr<1> -> f32
        %134 = llvm.load %45 : !llvm.ptr -> f32
        %135 = arith.mulf %121, %125 : f32
        %136 = arith.addf %134, %135 : f32
        llvm.store %136, %45 : f32, !llvm.ptr
        %137 = llvm.load %46 : !llvm.ptr -> f32
        %138 = arith.mulf %121, %129 : f32
        %139 = arith.addf %137, %138 : f32
        llvm.store %139, %46 : f32, !llvm.ptr
        %140 = llvm.load %47 : !llvm.ptr -> f32
        %141 = arith.mulf %121, %133 : f32
        %142 = arith.addf %140, %141 : f32
        llvm.store %142, %47 : f32, !llvm.ptr
      }
      %c16_i64_106 = arith.constant 16 : i64
      %112 = arith.cmpi slt, %102, %c16_i64_106 : i64
      scf.if %112 {
        %c8_i64_109 = arith.constant 8 : i64
        %116 = arith.cmpi slt, %104, %c8_i64_109 : i64
        scf.if %116 {
          %119 = llvm.load %45 : !llvm.ptr -> f32
          %c16_i64_112 = arith.constant 16 : i64
          %120 = arith.muli %104, %c16_i64_112 : i64
          %121 = arith.addi %102, %120 : i64
          %122 = llvm.getelementptr %97[%121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<3>
        }
        %c8_i64_110 = arith.constant 8 : i64
        %117 = arith.cmpi slt, %107, %c8_i64_110 : i64
        scf.if %117 {
          %119 = llvm.load %46 : !llvm.ptr -> f32
          %c16_i64_112 = arith.constant 16 : i64
          %120 = arith.muli %107, %c16_i64_112 : i64
          %121 = arith.addi %102, %120 : i64
          %122 = llvm.getelementptr %97[%121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<3>
        }
        %c8_i64_111 = arith.constant 8 : i64
        %118 = arith.cmpi slt, %110, %c8_i64_111 : i64
        scf.if %118 {
          %119 = llvm.load %47 : !llvm.ptr -> f32
          %c16_i64_112 = arith.constant 16 : i64
          %120 = arith.muli %110, %c16_i64_112 : i64
          %121 = arith.addi %102, %120 : i64
          %122 = llvm.getelementptr %97[%121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<3>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %113 = arith.muli %48, %c128_i64 : i64
      %114 = llvm.getelementptr %31[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_y_107 = gpu.thread_id  y
      %115 = arith.index_cast %thread_id_y_107 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c3_i64_108 = arith.constant 3 : i64
      scf.for %arg11 = %115 to %c8_i64 step %c3_i64_108  : i64 {
        %thread_id_x_109 = gpu.thread_id  x
        %116 = arith.index_cast %thread_id_x_109 : index to i64
        %c16_i64_110 = arith.constant 16 : i64
        %c64_i64_111 = arith.constant 64 : i64
        scf.for %arg12 = %116 to %c16_i64_110 step %c64_i64_111  : i64 {
          %cst_112 = arith.constant 2.000000e+00 : f32
          %c16_i64_113 = arith.constant 16 : i64
          %117 = arith.muli %arg11, %c16_i64_113 : i64
          %118 = arith.addi %arg12, %117 : i64
          %119 = llvm.getelementptr %97[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %120 = llvm.load %119 : !llvm.ptr<3> -> f32
          %121 = arith.mulf %cst_112, %120 : f32
          %c16_i64_114 = arith.constant 16 : i64
          %122 = arith.muli %arg11, %c16_i64_114 : i64
          %123 = arith.addi %arg12, %122 : i64
          %124 = llvm.getelementptr %114[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %121, %124 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
