module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @specialized(%arg0: memref<12x10x?xf64, strided<[1, 12, 120]>, 1>, %arg1: memref<10x5x?xf64, strided<[1, 10, 50]>, 1>, %arg2: memref<12x5x?xf64, strided<[1, 12, 60]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<12x10x?xf64, strided<[1, 12, 120]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<12x10x?xf64, strided<[1, 12, 120]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<10x5x?xf64, strided<[1, 10, 50]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<10x5x?xf64, strided<[1, 10, 50]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<12x5x?xf64, strided<[1, 12, 60]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<12x5x?xf64, strided<[1, 12, 60]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_10 = memref.alloca() : memref<f64>
      %alloca_11 = memref.alloca() : memref<f64>
      %alloca_12 = memref.alloca() : memref<f64>
      %alloca_13 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c60_i64 = arith.constant 60 : i64
      %10 = arith.muli %9, %c60_i64 : i64
      %11 = llvm.getelementptr %7[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c3_i64 step %c1_i64  : i64 {
        %c4_i64 = arith.constant 4 : i64
        %12 = arith.muli %arg3, %c4_i64 : i64
        %c4_i64_14 = arith.constant 4 : i64
        %13 = arith.addi %12, %c4_i64_14 : i64
        %c10_i64 = arith.constant 10 : i64
        %14 = arith.minsi %13, %c10_i64 : i64
        %15 = arith.subi %14, %12 : i64
        %c12_i64 = arith.constant 12 : i64
        %16 = arith.muli %12, %c12_i64 : i64
        %c120_i64 = arith.constant 120 : i64
        %17 = arith.muli %9, %c120_i64 : i64
        %18 = arith.addi %16, %17 : i64
        %19 = llvm.getelementptr %1[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %c50_i64 = arith.constant 50 : i64
        %20 = arith.muli %9, %c50_i64 : i64
        %21 = arith.addi %12, %20 : i64
        %22 = llvm.getelementptr %4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        gpu.barrier
        %thread_id_x = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x : index to i64
        %c11_i64 = arith.constant 11 : i64
        %24 = arith.minsi %23, %c11_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_15 = arith.constant 0.000000e+00 : f64
        memref.store %cst_15, %alloca_10[] : memref<f64>
        %cst_16 = arith.constant 0.000000e+00 : f64
        memref.store %cst_16, %alloca_11[] : memref<f64>
        %cst_17 = arith.constant 0.000000e+00 : f64
        memref.store %cst_17, %alloca_12[] : memref<f64>
        %cst_18 = arith.constant 0.000000e+00 : f64
        memref.store %cst_18, %alloca_13[] : memref<f64>
        %c0_i64_19 = arith.constant 0 : i64
        %c1_i64_20 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64_19 to %15 step %c1_i64_20  : i64 {
          %c12_i64_22 = arith.constant 12 : i64
          %26 = arith.muli %arg4, %c12_i64_22 : i64
          %27 = arith.addi %24, %26 : i64
          %28 = llvm.getelementptr %19[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %29 = llvm.load %28 : !llvm.ptr<1> -> f64
          %30 = llvm.getelementptr %22[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %31 = llvm.load %30 : !llvm.ptr<1> -> f64
          %c10_i64_23 = arith.constant 10 : i64
          %32 = arith.addi %arg4, %c10_i64_23 : i64
          %33 = llvm.getelementptr %22[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %34 = llvm.load %33 : !llvm.ptr<1> -> f64
          %c20_i64 = arith.constant 20 : i64
          %35 = arith.addi %arg4, %c20_i64 : i64
          %36 = llvm.getelementptr %22[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %37 = llvm.load %36 : !llvm.ptr<1> -> f64
          %c30_i64 = arith.constant 30 : i64
          %38 = arith.addi %arg4, %c30_i64 : i64
          %39 = llvm.getelementptr %22[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %40 = llvm.load %39 : !llvm.ptr<1> -> f64
          %c40_i64 = arith.constant 40 : i64
          %41 = arith.addi %arg4, %c40_i64 : i64
          %42 = llvm.getelementptr %22[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %43 = llvm.load %42 : !llvm.ptr<1> -> f64
          %44 = memref.load %alloca[] : memref<f64>
          %45 = llvm.intr.fma(%29, %31, %44) : (f64, f64, f64) -> f64
          memref.store %45, %alloca[] : memref<f64>
          %46 = memref.load %alloca_10[] : memref<f64>
          %47 = llvm.intr.fma(%29, %34, %46) : (f64, f64, f64) -> f64
          memref.store %47, %alloca_10[] : memref<f64>
          %48 = memref.load %alloca_11[] : memref<f64>
          %49 = llvm.intr.fma(%29, %37, %48) : (f64, f64, f64) -> f64
          memref.store %49, %alloca_11[] : memref<f64>
          %50 = memref.load %alloca_12[] : memref<f64>
          %51 = llvm.intr.fma(%29, %40, %50) : (f64, f64, f64) -> f64
          memref.store %51, %alloca_12[] : memref<f64>
          %52 = memref.load %alloca_13[] : memref<f64>
          %53 = llvm.intr.fma(%29, %43, %52) : (f64, f64, f64) -> f64
          memref.store %53, %alloca_13[] : memref<f64>
        }
        %c12_i64_21 = arith.constant 12 : i64
        %25 = arith.cmpi slt, %23, %c12_i64_21 : i64
        scf.if %25 {
          %26 = llvm.getelementptr %11[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %27 = llvm.load %26 : !llvm.ptr<1> -> f64
          %28 = memref.load %alloca[] : memref<f64>
          %29 = arith.addf %27, %28 : f64
          %30 = llvm.getelementptr %11[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %29, %30 : f64, !llvm.ptr<1>
          %c12_i64_22 = arith.constant 12 : i64
          %31 = arith.addi %23, %c12_i64_22 : i64
          %32 = llvm.getelementptr %11[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %33 = llvm.load %32 : !llvm.ptr<1> -> f64
          %34 = memref.load %alloca_10[] : memref<f64>
          %35 = arith.addf %33, %34 : f64
          %c12_i64_23 = arith.constant 12 : i64
          %36 = arith.addi %23, %c12_i64_23 : i64
          %37 = llvm.getelementptr %11[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %35, %37 : f64, !llvm.ptr<1>
          %c24_i64 = arith.constant 24 : i64
          %38 = arith.addi %23, %c24_i64 : i64
          %39 = llvm.getelementptr %11[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %40 = llvm.load %39 : !llvm.ptr<1> -> f64
          %41 = memref.load %alloca_11[] : memref<f64>
          %42 = arith.addf %40, %41 : f64
          %c24_i64_24 = arith.constant 24 : i64
          %43 = arith.addi %23, %c24_i64_24 : i64
          %44 = llvm.getelementptr %11[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %42, %44 : f64, !llvm.ptr<1>
          %c36_i64 = arith.constant 36 : i64
          %45 = arith.addi %23, %c36_i64 : i64
          %46 = llvm.getelementptr %11[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %47 = llvm.load %46 : !llvm.ptr<1> -> f64
          %48 = memref.load %alloca_12[] : memref<f64>
          %49 = arith.addf %47, %48 : f64
          %c36_i64_25 = arith.constant 36 : i64
          %50 = arith.addi %23, %c36_i64_25 : i64
          %51 = llvm.getelementptr %11[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %49, %51 : f64, !llvm.ptr<1>
          %c48_i64 = arith.constant 48 : i64
          %52 = arith.addi %23, %c48_i64 : i64
          %53 = llvm.getelementptr %11[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %54 = llvm.load %53 : !llvm.ptr<1> -> f64
          %55 = memref.load %alloca_13[] : memref<f64>
          %56 = arith.addf %54, %55 : f64
          %c48_i64_26 = arith.constant 48 : i64
          %57 = arith.addi %23, %c48_i64_26 : i64
          %58 = llvm.getelementptr %11[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %56, %58 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
