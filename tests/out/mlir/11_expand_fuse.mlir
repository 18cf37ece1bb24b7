module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @views(%arg0: memref<24x?xf32, strided<[1, 24]>, 1>, %arg1: memref<2x3x5x?xf32, strided<[1, 2, 6, 30]>, 1>, %arg2: memref<6x4x?xf32, strided<[1, 6, 24]>, 1>, %arg3: memref<4x5x?xf32, strided<[1, 4, 20]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<24x?xf32, strided<[1, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<24x?xf32, strided<[1, 24]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:4, %strides_3:4 = memref.extract_strided_metadata %arg1 : memref<2x3x5x?xf32, strided<[1, 2, 6, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<2x3x5x?xf32, strided<[1, 2, 6, 30]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#3 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<6x4x?xf32, strided<[1, 6, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<6x4x?xf32, strided<[1, 6, 24]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<4x5x?xf32, strided<[1, 4, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<4x5x?xf32, strided<[1, 4, 20]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %13 = arith.muli %12, %c24_i64 : i64
      %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %15 = arith.muli %12, %c30_i64 : i64
      %16 = llvm.getelementptr %4[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64_17 = arith.constant 24 : i64
      %17 = arith.muli %12, %c24_i64_17 : i64
      %18 = llvm.getelementptr %7[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c20_i64 = arith.constant 20 : i64
      %19 = arith.muli %12, %c20_i64 : i64
      %20 = llvm.getelementptr %10[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %21 = arith.index_cast %thread_id_x : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %21 to %c6_i64 step %c32_i64  : i64 {
        %c0_i64_28 = arith.constant 0 : i64
        %c1_i64_29 = arith.constant 1 : i64
        %c1_i64_30 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_28 to %c1_i64_29 step %c1_i64_30  : i64 {
          %thread_id_y_31 = gpu.thread_id  y
          %33 = arith.index_cast %thread_id_y_31 : index to i64
          %c4_i64_32 = arith.constant 4 : i64
          %34 = arith.muli %arg5, %c4_i64_32 : i64
          %35 = arith.addi %33, %34 : i64
          %c4_i64_33 = arith.constant 4 : i64
          %36 = arith.muli %arg4, %c4_i64_33 : i64
          %37 = arith.addi %35, %36 : i64
          %38 = llvm.getelementptr %14[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %39 = llvm.load %38 : !llvm.ptr<1> -> f32
          %c2_i64_34 = arith.constant 2 : i64
          %40 = arith.addi %35, %c2_i64_34 : i64
          %c4_i64_35 = arith.constant 4 : i64
          %41 = arith.muli %arg4, %c4_i64_35 : i64
          %42 = arith.addi %40, %41 : i64
          %43 = llvm.getelementptr %14[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %44 = llvm.load %43 : !llvm.ptr<1> -> f32
          %c6_i64_36 = arith.constant 6 : i64
          %45 = arith.muli %35, %c6_i64_36 : i64
          %46 = arith.addi %arg4, %45 : i64
          %47 = llvm.getelementptr %18[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %39, %47 : f32, !llvm.ptr<1>
          %c6_i64_37 = arith.constant 6 : i64
          %48 = arith.muli %40, %c6_i64_37 : i64
          %49 = arith.addi %arg4, %48 : i64
          %50 = llvm.getelementptr %18[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %44, %50 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_18 = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x_18 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %23 = arith.minsi %22, %c3_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %25 = arith.minsi %24, %c4_i64 : i64
      %thread_id_y_19 = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y_19 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %27 = arith.addi %26, %c2_i64 : i64
      %c4_i64_20 = arith.constant 4 : i64
      %28 = arith.minsi %27, %c4_i64_20 : i64
      %thread_id_y_21 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_21 : index to i64
      %c4_i64_22 = arith.constant 4 : i64
      %30 = arith.addi %29, %c4_i64_22 : i64
      %c4_i64_23 = arith.constant 4 : i64
      %31 = arith.minsi %30, %c4_i64_23 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      memref.store %cst_24, %alloca_15[] : memref<f32>
      %cst_25 = arith.constant 0.000000e+00 : f32
      memref.store %cst_25, %alloca_16[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64_26 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64 to %c6_i64_26 step %c1_i64  : i64 {
        %c4_i64_28 = arith.constant 4 : i64
        %33 = arith.muli %arg4, %c4_i64_28 : i64
        %34 = arith.addi %23, %33 : i64
        %35 = llvm.getelementptr %14[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %c6_i64_29 = arith.constant 6 : i64
        %37 = arith.muli %25, %c6_i64_29 : i64
        %38 = arith.addi %arg4, %37 : i64
        %39 = llvm.getelementptr %16[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %c6_i64_30 = arith.constant 6 : i64
        %41 = arith.muli %28, %c6_i64_30 : i64
        %42 = arith.addi %arg4, %41 : i64
        %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %c6_i64_31 = arith.constant 6 : i64
        %45 = arith.muli %31, %c6_i64_31 : i64
        %46 = arith.addi %arg4, %45 : i64
        %47 = llvm.getelementptr %16[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %48 = llvm.load %47 : !llvm.ptr<1> -> f32
        %49 = memref.load %alloca[] : memref<f32>
        %50 = llvm.intr.fma(%36, %40, %49) : (f32, f32, f32) -> f32
        memref.store %50, %alloca[] : memref<f32>
        %51 = memref.load %alloca_15[] : memref<f32>
        %52 = llvm.intr.fma(%36, %44, %51) : (f32, f32, f32) -> f32
        memref.store %52, %alloca_15[] : memref<f32>
        %53 = memref.load %alloca_16[] : memref<f32>
        %54 = llvm.intr.fma(%36, %48, %53) : (f32, f32, f32) -> f32
        memref.store %54, %alloca_16[] : memref<f32>
      }
      %c4_i64_27 = arith.constant 4 : i64
      %32 = arith.cmpi slt, %22, %c4_i64_27 : i64
      scf.if %32 {
        %c5_i64 = arith.constant 5 : i64
        %33 = arith.cmpi slt, %24, %c5_i64 : i64
        scf.if %33 {
          %36 = memref.load %alloca[] : memref<f32>
          %c4_i64_30 = arith.constant 4 : i64
          %37 = arith.muli %24, %c4_i64_30 : i64
          %38 = arith.addi %22, %37 : i64
          %39 = llvm.getelementptr %20[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %36, %39 : f32, !llvm.ptr<1>
        }
        %c5_i64_28 = arith.constant 5 : i64
        %34 = arith.cmpi slt, %27, %c5_i64_28 : i64
        scf.if %34 {
          %36 = memref.load %alloca_15[] : memref<f32>
          %c4_i64_30 = arith.constant 4 : i64
          %37 = arith.muli %27, %c4_i64_30 : i64
          %38 = arith.addi %22, %37 : i64
          %39 = llvm.getelementptr %20[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %36, %39 : f32, !llvm.ptr<1>
        }
        %c5_i64_29 = arith.constant 5 : i64
        %35 = arith.cmpi slt, %30, %c5_i64_29 : i64
        scf.if %35 {
          %36 = memref.load %alloca_16[] : memref<f32>
          %c4_i64_30 = arith.constant 4 : i64
          %37 = arith.muli %30, %c4_i64_30 : i64
          %38 = arith.addi %22, %37 : i64
          %39 = llvm.getelementptr %20[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %36, %39 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
