module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tiny(%arg0: f32, %arg1: memref<3x7x?xf32, strided<[1, 3, 21]>, 1>, %arg2: memref<7x5x?xf32, strided<[1, 7, 35]>, 1>, %arg3: f32, %arg4: memref<3x5x?xf32, strided<[1, 4, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<3x7x?xf32, strided<[1, 3, 21]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<3x7x?xf32, strided<[1, 3, 21]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg2 : memref<7x5x?xf32, strided<[1, 7, 35]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<7x5x?xf32, strided<[1, 7, 35]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg4 : memref<3x5x?xf32, strided<[1, 4, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<3x5x?xf32, strided<[1, 4, ?]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %9 = arith.index_cast %strides_8#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %10 = arith.index_cast %block_id_x : index to i64
      %c21_i64 = arith.constant 21 : i64
      %11 = arith.muli %10, %c21_i64 : i64
      %12 = llvm.getelementptr %1[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c35_i64 = arith.constant 35 : i64
      %13 = arith.muli %10, %c35_i64 : i64
      %14 = llvm.getelementptr %4[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %15 = arith.muli %10, %9 : i64
      %16 = llvm.getelementptr %7[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x : index to i64
      %c2_i64 = arith.constant 2 : i64
      %18 = arith.minsi %17, %c2_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %20 = arith.minsi %19, %c4_i64 : i64
      %thread_id_y_12 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_12 : index to i64
      %c2_i64_13 = arith.constant 2 : i64
      %22 = arith.addi %21, %c2_i64_13 : i64
      %c4_i64_14 = arith.constant 4 : i64
      %23 = arith.minsi %22, %c4_i64_14 : i64
      %thread_id_y_15 = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y_15 : index to i64
      %c4_i64_16 = arith.constant 4 : i64
      %25 = arith.addi %24, %c4_i64_16 : i64
      %c4_i64_17 = arith.constant 4 : i64
      %26 = arith.minsi %25, %c4_i64_17 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_18 = arith.constant 0.000000e+00 : f32
      memref.store %cst_18, %alloca_10[] : memref<f32>
      %cst_19 = arith.constant 0.000000e+00 : f32
      memref.store %cst_19, %alloca_11[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c3_i64_20 = arith.constant 3 : i64
        %28 = arith.muli %arg5, %c3_i64_20 : i64
        %29 = arith.addi %18, %28 : i64
        %30 = llvm.getelementptr %12[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %31 = llvm.load %30 : !llvm.ptr<1> -> f32
        %c7_i64_21 = arith.constant 7 : i64
        %32 = arith.muli %20, %c7_i64_21 : i64
        %33 = arith.addi %arg5, %32 : i64
        %34 = llvm.getelementptr %14[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %35 = llvm.load %34 : !llvm.ptr<1> -> f32
        %c7_i64_22 = arith.constant 7 : i64
        %36 = arith.muli %23, %c7_i64_22 : i64
        %37 = arith.addi %arg5, %36 : i64
        %38 = llvm.getelementptr %14[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %39 = llvm.load %38 : !llvm.ptr<1> -> f32
        %c7_i64_23 = arith.constant 7 : i64
        %40 = arith.muli %26, %c7_i64_23 : i64
        %41 = arith.addi %arg5, %40 : i64
        %42 = llvm.getelementptr %14[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %43 = llvm.load %42 : !llvm.ptr<1> -> f32
        %44 = memref.load %alloca[] : memref<f32>
        %45 = llvm.intr.fma(%31, %35, %44) : (f32, f32, f32) -> f32
        memref.store %45, %alloca[] : memref<f32>
        %46 = memref.load %alloca_10[] : memref<f32>
        %47 = llvm.intr.fma(%31, %39, %46) : (f32, f32, f32) -> f32
        memref.store %47, %alloca_10[] : memref<f32>
        %48 = memref.load %alloca_11[] : memref<f32>
        %49 = llvm.intr.fma(%31, %43, %48) : (f32, f32, f32) -> f32
        memref.store %49, %alloca_11[] : memref<f32>
      }
      %c3_i64 = arith.constant 3 : i64
      %27 = arith.cmpi slt, %17, %c3_i64 : i64
      scf.if %27 {
        %c5_i64 = arith.constant 5 : i64
        %28 = arith.cmpi slt, %19, %c5_i64 : i64
        scf.if %28 {
          %c4_i64_22 = arith.constant 4 : i64
          %31 = arith.muli %19, %c4_i64_22 : i64
          %32 = arith.addi %17, %31 : i64
          %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %35 = memref.load %alloca[] : memref<f32>
          %36 = arith.mulf %arg0, %35 : f32
          %37 = llvm.intr.fma(%arg3, %34, %36) : (f32, f32, f32) -> f32
          %c4_i64_23 = arith.constant 4 : i64
          %38 = arith.muli %19, %c4_i64_23 : i64
          %39 = arith.addi %17, %38 : i64
          %40 = llvm.getelementptr %16[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %37, %40 : f32, !llvm.ptr<1>
        }
        %c5_i64_20 = arith.constant 5 : i64
        %29 = arith.cmpi slt, %22, %c5_i64_20 : i64
        scf.if %29 {
          %c4_i64_22 = arith.constant 4 : i64
          %31 = arith.muli %22, %c4_i64_22 : i64
          %32 = arith.addi %17, %31 : i64
          %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %35 = memref.load %alloca_10[] : memref<f32>
          %36 = arith.mulf %arg0, %35 : f32
          %37 = llvm.intr.fma(%arg3, %34, %36) : (f32, f32, f32) -> f32
          %c4_i64_23 = arith.constant 4 : i64
          %38 = arith.muli %22, %c4_i64_23 : i64
          %39 = arith.addi %17, %38 : i64
          %40 = llvm.getelementptr %16[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %37, %40 : f32, !llvm.ptr<1>
        }
        %c5_i64_21 = arith.constant 5 : i64
        %30 = arith.cmpi slt, %25, %c5_i64_21 : i64
        scf.if %30 {
          %c4_i64_22 = arith.constant 4 : i64
          %31 = arith.muli %25, %c4_i64_22 : i64
          %32 = arith.addi %17, %31 : i64
          %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %35 = memref.load %alloca_11[] : memref<f32>
          %36 = arith.mulf %arg0, %35 : f32
          %37 = llvm.intr.fma(%arg3, %34, %36) : (f32, f32, f32) -> f32
          %c4_i64_23 = arith.constant 4 : i64
          %38 = arith.muli %25, %c4_i64_23 : i64
          %39 = arith.addi %17, %38 : i64
          %40 = llvm.getelementptr %16[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %37, %40 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
