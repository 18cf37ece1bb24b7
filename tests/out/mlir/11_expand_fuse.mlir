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
      %12 = llvm.mlir.constant(1 : i64) : i64
      %13 = llvm.alloca %12 x f32 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %12 x f32 : (i64) -> !llvm.ptr
      %15 = llvm.alloca %12 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %16 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %17 = arith.muli %16, %c24_i64 : i64
      %18 = llvm.getelementptr %1[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %19 = arith.muli %16, %c30_i64 : i64
      %20 = llvm.getelementptr %4[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64_15 = arith.constant 24 : i64
      %21 = arith.muli %16, %c24_i64_15 : i64
      %22 = llvm.getelementptr %7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c20_i64 = arith.constant 20 : i64
      %23 = arith.muli %16, %c20_i64 : i64
      %24 = llvm.getelementptr %10[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_y = gpu.thread_id  y
      %25 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg4 = %25 to %c4_i64 step %c2_i64  : i64 {
        %thread_id_x_27 = gpu.thread_id  x
        %37 = arith.index_cast %thread_id_x_27 : index to i64
        %c6_i64_28 = arith.constant 6 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg5 = %37 to %c6_i64_28 step %c32_i64  : i64 {
          %c4_i64_29 = arith.constant 4 : i64
          %38 = arith.muli %arg5, %c4_i64_29 : i64
          %39 = arith.addi %arg4, %38 : i64
          %40 = llvm.getelementptr %18[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %41 = llvm.load %40 : !llvm.ptr<1> -> f32
          %c6_i64_30 = arith.constant 6 : i64
          %42 = arith.muli %arg4, %c6_i64_30 : i64
          %43 = arith.addi %arg5, %42 : i64
          %44 = llvm.getelementptr %22[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %41, %44 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %c3_i64 = arith.constant 3 : i64
      %27 = arith.minsi %26, %c3_i64 : i64
      %thread_id_y_16 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_16 : index to i64
      %c4_i64_17 = arith.constant 4 : i64
      %29 = arith.minsi %28, %c4_i64_17 : i64
      %thread_id_y_18 = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y_18 : index to i64
      %c2_i64_19 = arith.constant 2 : i64
      %31 = arith.addi %30, %c2_i64_19 : i64
      %c4_i64_20 = arith.constant 4 : i64
      %32 = arith.minsi %31, %c4_i64_20 : i64
      %thread_id_y_21 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_21 : index to i64
      %c4_i64_22 = arith.constant 4 : i64
      %34 = arith.addi %33, %c4_i64_22 : i64
      %c4_i64_23 = arith.constant 4 : i64
      %35 = arith.minsi %34, %c4_i64_23 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %13 : f32, !llvm.ptr
      %cst_24 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_24, %14 : f32, !llvm.ptr
      %cst_25 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_25, %15 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c4_i64_27 = arith.constant 4 : i64
        %37 = arith.muli %arg4, %c4_i64_27 : i64
        %38 = arith.addi %27, %37 : i64
        %39 = llvm.getelementptr %18[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %c6_i64_28 = arith.constant 6 : i64
        %41 = arith.muli %29, %c6_i64_28 : i64
        %42 = arith.addi %arg4, %41 : i64
        %43 = llvm.getelementptr %20[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %c6_i64_29 = arith.constant 6 : i64
        %45 = arith.muli %32, %c6_i64_29 : i64
        %46 = arith.addi %arg4, %45 : i64
        %47 = llvm.getelementptr %20[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %48 = llvm.load %47 : !llvm.ptr<1> -> f32
        %c6_i64_30 = arith.constant 6 : i64
        %49 = arith.muli %35, %c6_i64_30 : i64
        %50 = arith.addi %arg4, %49 : i64
        %51 = llvm.getelementptr %20[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %53 = llvm.load %13 : !llvm.ptr -> f32
        %54 = arith.mulf %40, %44 : f32
        %55 = arith.addf %53, %54 : f32
        llvm.store %55, %13 : f32, !llvm.ptr
        %56 = llvm.load %14 : !llvm.ptr -> f32
        %57 = arith.mulf %40, %48 : f32
        %58 = arith.addf %56, %57 : f32
        llvm.store %58, %14 : f32, !llvm.ptr
        %59 = llvm.load %15 : !llvm.ptr -> f32
        %60 = arith.mulf %40, %52 : f32
        %61 = arith.addf %59, %60 : f32
        llvm.store %61, %15 : f32, !llvm.ptr
      }
      %c4_i64_26 = arith.constant 4 : i64
      %36 = arith.cmpi slt, %26, %c4_i64_26 : i64
      scf.if %36 {
        %c5_i64 = arith.constant 5 : i64
        %37 = arith.cmpi slt, %28, %c5_i64 : i64
        scf.if %37 {
          %40 = llvm.load %13 : !llvm.ptr -> f32
          %c4_i64_29 = arith.constant 4 : i64
          %41 = arith.muli %28, %c4_i64_29 : i64
          %42 = arith.addi %26, %41 : i64
          %43 = llvm.getelementptr %24[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %40, %43 : f32, !llvm.ptr<1>
        }
        %c5_i64_27 = arith.constant 5 : i64
        %38 = arith.cmpi slt, %31, %c5_i64_27 : i64
        scf.if %38 {
          %40 = llvm.load %14 : !llvm.ptr -> f32
          %c4_i64_29 = arith.constant 4 : i64
          %41 = arith.muli %31, %c4_i64_29 : i64
          %42 = arith.addi %26, %41 : i64
          %43 = llvm.getelementptr %24[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %40, %43 : f32, !llvm.ptr<1>
        }
        %c5_i64_28 = arith.constant 5 : i64
        %39 = arith.cmpi slt, %34, %c5_i64_28 : i64
        scf.if %39 {
          %40 = llvm.load %15 : !llvm.ptr -> f32
          %c4_i64_29 = arith.constant 4 : i64
          %41 = arith.muli %34, %c4_i64_29 : i64
          %42 = arith.addi %26, %41 : i64
          %43 = llvm.getelementptr %24[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %40, %43 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
