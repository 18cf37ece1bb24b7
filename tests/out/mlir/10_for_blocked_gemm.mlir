module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blocked(%arg0: memref<16x32x?xf32, strided<[1, 16, 512]>, 1>, %arg1: memref<32x8x?xf32, strided<[1, 32, 256]>, 1>, %arg2: memref<16x8x?xf32, strided<[1, 16, 128]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %alloca_13 = memref.alloca() : memref<f32>
      %alloca_14 = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c512_i64 = arith.constant 512 : i64
      %10 = arith.muli %9, %c512_i64 : i64
      %11 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %12 = arith.muli %9, %c256_i64 : i64
      %13 = llvm.getelementptr %4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %14 = arith.muli %9, %c128_i64 : i64
      %15 = llvm.getelementptr %7[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %17 = arith.minsi %16, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %18 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_17 = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y_17 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %20 = arith.addi %19, %c2_i64 : i64
      %thread_id_y_18 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_18 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %22 = arith.addi %21, %c4_i64 : i64
      %thread_id_y_19 = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y_19 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %24 = arith.addi %23, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_20 = arith.constant 0.000000e+00 : f32
      memref.store %cst_20, %alloca_10[] : memref<f32>
      %cst_21 = arith.constant 0.000000e+00 : f32
      memref.store %cst_21, %alloca_11[] : memref<f32>
      %cst_22 = arith.constant 0.000000e+00 : f32
      memref.store %cst_22, %alloca_12[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_25 = arith.constant 16 : i64
        %26 = arith.muli %arg3, %c16_i64_25 : i64
        %27 = arith.addi %17, %26 : i64
        %28 = llvm.getelementptr %11[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %29 = llvm.load %28 : !llvm.ptr<1> -> f32
        %c32_i64_26 = arith.constant 32 : i64
        %30 = arith.muli %18, %c32_i64_26 : i64
        %31 = arith.addi %arg3, %30 : i64
        %32 = llvm.getelementptr %13[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %33 = llvm.load %32 : !llvm.ptr<1> -> f32
        %c32_i64_27 = arith.constant 32 : i64
        %34 = arith.muli %20, %c32_i64_27 : i64
        %35 = arith.addi %arg3, %34 : i64
        %36 = llvm.getelementptr %13[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %37 = llvm.load %36 : !llvm.ptr<1> -> f32
        %c32_i64_28 = arith.constant 32 : i64
        %38 = arith.muli %22, %c32_i64_28 : i64
        %39 = arith.addi %arg3, %38 : i64
        %40 = llvm.getelementptr %13[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %c32_i64_29 = arith.constant 32 : i64
        %42 = arith.muli %24, %c32_i64_29 : i64
        %43 = arith.addi %arg3, %42 : i64
        %44 = llvm.getelementptr %13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %45 = llvm.load %44 : !llvm.ptr<1> -> f32
        %46 = memref.load %alloca[] : memref<f32>
        %47 = llvm.intr.fma(%29, %33, %46) : (f32, f32, f32) -> f32
        memref.store %47, %alloca[] : memref<f32>
        %48 = memref.load %alloca_10[] : memref<f32>
        %49 = llvm.intr.fma(%29, %37, %48) : (f32, f32, f32) -> f32
        memref.store %49, %alloca_10[] : memref<f32>
        %50 = memref.load %alloca_11[] : memref<f32>
        %51 = llvm.intr.fma(%29, %41, %50) : (f32, f32, f32) -> f32
        memref.store %51, %alloca_11[] : memref<f32>
        %52 = memref.load %alloca_12[] : memref<f32>
        %53 = llvm.intr.fma(%29, %45, %52) : (f32, f32, f32) -> f32
        memref.store %53, %alloca_12[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %25 = arith.cmpi slt, %16, %c16_i64 : i64
      scf.if %25 {
        %26 = memref.load %alloca[] : memref<f32>
        %c16_i64_25 = arith.constant 16 : i64
        %27 = arith.muli %18, %c16_i64_25 : i64
        %28 = arith.addi %16, %27 : i64
        %29 = llvm.getelementptr %15[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %26, %29 : f32, !llvm.ptr<1>
        %30 = memref.load %alloca_10[] : memref<f32>
        %c16_i64_26 = arith.constant 16 : i64
        %31 = arith.muli %20, %c16_i64_26 : i64
        %32 = arith.addi %16, %31 : i64
        %33 = llvm.getelementptr %15[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %30, %33 : f32, !llvm.ptr<1>
        %34 = memref.load %alloca_11[] : memref<f32>
        %c16_i64_27 = arith.constant 16 : i64
        %35 = arith.muli %22, %c16_i64_27 : i64
        %36 = arith.addi %16, %35 : i64
        %37 = llvm.getelementptr %15[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %34, %37 : f32, !llvm.ptr<1>
        %38 = memref.load %alloca_12[] : memref<f32>
        %c16_i64_28 = arith.constant 16 : i64
        %39 = arith.muli %24, %c16_i64_28 : i64
        %40 = arith.addi %16, %39 : i64
        %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %38, %41 : f32, !llvm.ptr<1>
      }
      %c8_i64_23 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      %c8_i64_24 = arith.constant 8 : i64
      scf.for %arg3 = %c8_i64_23 to %c32_i64 step %c8_i64_24  : i64 {
        %c16_i64_25 = arith.constant 16 : i64
        %26 = arith.muli %arg3, %c16_i64_25 : i64
        %27 = llvm.getelementptr %11[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %28 = llvm.getelementptr %13[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_26 = gpu.thread_id  x
        %29 = arith.index_cast %thread_id_x_26 : index to i64
        %c15_i64_27 = arith.constant 15 : i64
        %30 = arith.minsi %29, %c15_i64_27 : i64
        %thread_id_y_28 = gpu.thread_id  y
        %31 = arith.index_cast %thread_id_y_28 : index to i64
        %thread_id_y_29 = gpu.thread_id  y
        %32 = arith.index_cast %thread_id_y_29 : index to i64
        %c2_i64_30 = arith.constant 2 : i64
        %33 = arith.addi %32, %c2_i64_30 : i64
        %thread_id_y_31 = gpu.thread_id  y
        %34 = arith.index_cast %thread_id_y_31 : index to i64
        %c4_i64_32 = arith.constant 4 : i64
        %35 = arith.addi %34, %c4_i64_32 : i64
        %thread_id_y_33 = gpu.thread_id  y
        %36 = arith.index_cast %thread_id_y_33 : index to i64
        %c6_i64_34 = arith.constant 6 : i64
        %37 = arith.addi %36, %c6_i64_34 : i64
        %cst_35 = arith.constant 0.000000e+00 : f32
        memref.store %cst_35, %alloca_13[] : memref<f32>
        %cst_36 = arith.constant 0.000000e+00 : f32
        memref.store %cst_36, %alloca_14[] : memref<f32>
        %cst_37 = arith.constant 0.000000e+00 : f32
        memref.store %cst_37, %alloca_15[] : memref<f32>
        %cst_38 = arith.constant 0.000000e+00 : f32
        memref.store %cst_38, %alloca_16[] : memref<f32>
        %c0_i64_39 = arith.constant 0 : i64
        %c8_i64_40 = arith.constant 8 : i64
        %c1_i64_41 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64_39 to %c8_i64_40 step %c1_i64_41  : i64 {
          %c16_i64_43 = arith.constant 16 : i64
          %39 = arith.muli %arg4, %c16_i64_43 : i64
          %40 = arith.addi %30, %39 : i64
          %41 = llvm.getelementptr %27[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %42 = llvm.load %41 : !llvm.ptr<1> -> f32
          %c32_i64_44 = arith.constant 32 : i64
          %43 = arith.muli %31, %c32_i64_44 : i64
          %44 = arith.addi %arg4, %43 : i64
          %45 = llvm.getelementptr %28[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %c32_i64_45 = arith.constant 32 : i64
          %47 = arith.muli %33, %c32_i64_45 : i64
          %48 = arith.addi %arg4, %47 : i64
          %49 = llvm.getelementptr %28[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %50 = llvm.load %49 : !llvm.ptr<1> -> f32
          %c32_i64_46 = arith.constant 32 : i64
          %51 = arith.muli %35, %c32_i64_46 : i64
          %52 = arith.addi %arg4, %51 : i64
          %53 = llvm.getelementptr %28[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %54 = llvm.load %53 : !llvm.ptr<1> -> f32
          %c32_i64_47 = arith.constant 32 : i64
          %55 = arith.muli %37, %c32_i64_47 : i64
          %56 = arith.addi %arg4, %55 : i64
          %57 = llvm.getelementptr %28[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %58 = llvm.load %57 : !llvm.ptr<1> -> f32
          %59 = memref.load %alloca_13[] : memref<f32>
          %60 = llvm.intr.fma(%42, %46, %59) : (f32, f32, f32) -> f32
          memref.store %60, %alloca_13[] : memref<f32>
          %61 = memref.load %alloca_14[] : memref<f32>
          %62 = llvm.intr.fma(%42, %50, %61) : (f32, f32, f32) -> f32
          memref.store %62, %alloca_14[] : memref<f32>
          %63 = memref.load %alloca_15[] : memref<f32>
          %64 = llvm.intr.fma(%42, %54, %63) : (f32, f32, f32) -> f32
          memref.store %64, %alloca_15[] : memref<f32>
          %65 = memref.load %alloca_16[] : memref<f32>
          %66 = llvm.intr.fma(%42, %58, %65) : (f32, f32, f32) -> f32
          memref.store %66, %alloca_16[] : memref<f32>
        }
        %c16_i64_42 = arith.constant 16 : i64
        %38 = arith.cmpi slt, %29, %c16_i64_42 : i64
        scf.if %38 {
          %c16_i64_43 = arith.constant 16 : i64
          %39 = arith.muli %31, %c16_i64_43 : i64
          %40 = arith.addi %29, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %42 = llvm.load %41 : !llvm.ptr<1> -> f32
          %43 = memref.load %alloca_13[] : memref<f32>
          %44 = arith.addf %42, %43 : f32
          %c16_i64_44 = arith.constant 16 : i64
          %45 = arith.muli %31, %c16_i64_44 : i64
          %46 = arith.addi %29, %45 : i64
          %47 = llvm.getelementptr %15[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %44, %47 : f32, !llvm.ptr<1>
          %c16_i64_45 = arith.constant 16 : i64
          %48 = arith.muli %33, %c16_i64_45 : i64
          %49 = arith.addi %29, %48 : i64
          %50 = llvm.getelementptr %15[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %52 = memref.load %alloca_14[] : memref<f32>
          %53 = arith.addf %51, %52 : f32
          %c16_i64_46 = arith.constant 16 : i64
          %54 = arith.muli %33, %c16_i64_46 : i64
          %55 = arith.addi %29, %54 : i64
          %56 = llvm.getelementptr %15[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
          %c16_i64_47 = arith.constant 16 : i64
          %57 = arith.muli %35, %c16_i64_47 : i64
          %58 = arith.addi %29, %57 : i64
          %59 = llvm.getelementptr %15[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %60 = llvm.load %59 : !llvm.ptr<1> -> f32
          %61 = memref.load %alloca_15[] : memref<f32>
          %62 = arith.addf %60, %61 : f32
          %c16_i64_48 = arith.constant 16 : i64
          %63 = arith.muli %35, %c16_i64_48 : i64
          %64 = arith.addi %29, %63 : i64
          %65 = llvm.getelementptr %15[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
          %c16_i64_49 = arith.constant 16 : i64
          %66 = arith.muli %37, %c16_i64_49 : i64
          %67 = arith.addi %29, %66 : i64
          %68 = llvm.getelementptr %15[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %69 = llvm.load %68 : !llvm.ptr<1> -> f32
          %70 = memref.load %alloca_16[] : memref<f32>
          %71 = arith.addf %69, %70 : f32
          %c16_i64_50 = arith.constant 16 : i64
          %72 = arith.muli %37, %c16_i64_50 : i64
          %73 = arith.addi %29, %72 : i64
          %74 = llvm.getelementptr %15[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %71, %74 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
