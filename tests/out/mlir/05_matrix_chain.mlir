module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @chain(%arg0: memref<12x6x?xf64, strided<[1, 12, 72]>, 1>, %arg1: memref<6x6xf64, strided<[1, 6]>, 1>, %arg2: memref<?xmemref<6x4xf64, strided<[1, 6]>, 1>, strided<[1]>, 1>, %arg3: memref<12x4x?xf64, strided<[1, 12, 48]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<12x6x?xf64, strided<[1, 12, 72]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<12x6x?xf64, strided<[1, 12, 72]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<6x6xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<6x6xf64, strided<[1, 6]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<6x4xf64, strided<[1, 6]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg3 : memref<12x4x?xf64, strided<[1, 12, 48]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<12x4x?xf64, strided<[1, 12, 48]>, 1> -> index
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
      %c72_i64 = arith.constant 72 : i64
      %10 = arith.muli %9, %c72_i64 : i64
      %11 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %12 = llvm.getelementptr %5[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %13 = llvm.load %12 : !llvm.ptr<1> -> !llvm.ptr
      %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<1>
      %c48_i64 = arith.constant 48 : i64
      %15 = arith.muli %9, %c48_i64 : i64
      %16 = llvm.getelementptr %7[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %17 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c11_i64 = arith.constant 11 : i64
      %19 = arith.minsi %18, %c11_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %20 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_14 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_14 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %22 = arith.addi %21, %c2_i64 : i64
      %thread_id_y_15 = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y_15 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %24 = arith.addi %23, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_16 = arith.constant 0.000000e+00 : f64
      memref.store %cst_16, %alloca_10[] : memref<f64>
      %cst_17 = arith.constant 0.000000e+00 : f64
      memref.store %cst_17, %alloca_11[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c12_i64_29 = arith.constant 12 : i64
        %32 = arith.muli %arg4, %c12_i64_29 : i64
        %33 = arith.addi %19, %32 : i64
        %34 = llvm.getelementptr %11[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %35 = llvm.load %34 : !llvm.ptr<1> -> f64
        %c6_i64_30 = arith.constant 6 : i64
        %36 = arith.muli %20, %c6_i64_30 : i64
        %37 = arith.addi %arg4, %36 : i64
        %38 = llvm.getelementptr %4[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %39 = llvm.load %38 : !llvm.ptr<1> -> f64
        %c6_i64_31 = arith.constant 6 : i64
        %40 = arith.muli %22, %c6_i64_31 : i64
        %41 = arith.addi %arg4, %40 : i64
        %42 = llvm.getelementptr %4[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %43 = llvm.load %42 : !llvm.ptr<1> -> f64
        %c6_i64_32 = arith.constant 6 : i64
        %44 = arith.muli %24, %c6_i64_32 : i64
        %45 = arith.addi %arg4, %44 : i64
        %46 = llvm.getelementptr %4[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %47 = llvm.load %46 : !llvm.ptr<1> -> f64
        %48 = memref.load %alloca[] : memref<f64>
        %49 = arith.mulf %35, %39 : f64
        %50 = arith.addf %48, %49 : f64
        memref.store %50, %alloca[] : memref<f64>
        %51 = memref.load %alloca_10[] : memref<f64>
        %52 = arith.mulf %35, %43 : f64
        %53 = arith.addf %51, %52 : f64
        memref.store %53, %alloca_10[] : memref<f64>
        %54 = memref.load %alloca_11[] : memref<f64>
        %55 = arith.mulf %35, %47 : f64
        %56 = arith.addf %54, %55 : f64
        memref.store %56, %alloca_11[] : memref<f64>
      }
      %c12_i64 = arith.constant 12 : i64
      %25 = arith.cmpi slt, %18, %c12_i64 : i64
      scf.if %25 {
        %32 = memref.load %alloca[] : memref<f64>
        %c12_i64_29 = arith.constant 12 : i64
        %33 = arith.muli %20, %c12_i64_29 : i64
        %34 = arith.addi %18, %33 : i64
        %35 = llvm.getelementptr %17[%34] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %32, %35 : f64, !llvm.ptr<3>
        %36 = memref.load %alloca_10[] : memref<f64>
        %c12_i64_30 = arith.constant 12 : i64
        %37 = arith.muli %22, %c12_i64_30 : i64
        %38 = arith.addi %18, %37 : i64
        %39 = llvm.getelementptr %17[%38] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %36, %39 : f64, !llvm.ptr<3>
        %40 = memref.load %alloca_11[] : memref<f64>
        %c12_i64_31 = arith.constant 12 : i64
        %41 = arith.muli %24, %c12_i64_31 : i64
        %42 = arith.addi %18, %41 : i64
        %43 = llvm.getelementptr %17[%42] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %40, %43 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_18 = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x_18 : index to i64
      %c11_i64_19 = arith.constant 11 : i64
      %27 = arith.minsi %26, %c11_i64_19 : i64
      %thread_id_y_20 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_20 : index to i64
      %thread_id_y_21 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_21 : index to i64
      %c2_i64_22 = arith.constant 2 : i64
      %30 = arith.addi %29, %c2_i64_22 : i64
      %cst_23 = arith.constant 0.000000e+00 : f64
      memref.store %cst_23, %alloca_12[] : memref<f64>
      %cst_24 = arith.constant 0.000000e+00 : f64
      memref.store %cst_24, %alloca_13[] : memref<f64>
      %c0_i64_25 = arith.constant 0 : i64
      %c6_i64_26 = arith.constant 6 : i64
      %c1_i64_27 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64_25 to %c6_i64_26 step %c1_i64_27  : i64 {
        %c12_i64_29 = arith.constant 12 : i64
        %32 = arith.muli %arg4, %c12_i64_29 : i64
        %33 = arith.addi %27, %32 : i64
        %34 = llvm.getelementptr %17[%33] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %35 = llvm.load %34 : !llvm.ptr<3> -> f64
        %c6_i64_30 = arith.constant 6 : i64
        %36 = arith.muli %28, %c6_i64_30 : i64
        %37 = arith.addi %arg4, %36 : i64
        %38 = llvm.getelementptr %14[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %39 = llvm.load %38 : !llvm.ptr<1> -> f64
        %c6_i64_31 = arith.constant 6 : i64
        %40 = arith.muli %30, %c6_i64_31 : i64
        %41 = arith.addi %arg4, %40 : i64
        %42 = llvm.getelementptr %14[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %43 = llvm.load %42 : !llvm.ptr<1> -> f64
        %44 = memref.load %alloca_12[] : memref<f64>
        %45 = arith.mulf %35, %39 : f64
        %46 = arith.addf %44, %45 : f64
        memref.store %46, %alloca_12[] : memref<f64>
        %47 = memref.load %alloca_13[] : memref<f64>
        %48 = arith.mulf %35, %43 : f64
        %49 = arith.addf %47, %48 : f64
        memref.store %49, %alloca_13[] : memref<f64>
      }
      %c12_i64_28 = arith.constant 12 : i64
      %31 = arith.cmpi slt, %26, %c12_i64_28 : i64
      scf.if %31 {
        %32 = memref.load %alloca_12[] : memref<f64>
        %cst_29 = arith.constant 2.000000e+00 : f64
        %c12_i64_30 = arith.constant 12 : i64
        %33 = arith.muli %28, %c12_i64_30 : i64
        %34 = arith.addi %26, %33 : i64
        %35 = llvm.getelementptr %16[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %36 = llvm.load %35 : !llvm.ptr<1> -> f64
        %37 = arith.mulf %cst_29, %36 : f64
        %38 = arith.addf %32, %37 : f64
        %c12_i64_31 = arith.constant 12 : i64
        %39 = arith.muli %28, %c12_i64_31 : i64
        %40 = arith.addi %26, %39 : i64
        %41 = llvm.getelementptr %16[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %38, %41 : f64, !llvm.ptr<1>
        %42 = memref.load %alloca_13[] : memref<f64>
        %cst_32 = arith.constant 2.000000e+00 : f64
        %c12_i64_33 = arith.constant 12 : i64
        %43 = arith.muli %30, %c12_i64_33 : i64
        %44 = arith.addi %26, %43 : i64
        %45 = llvm.getelementptr %16[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %46 = llvm.load %45 : !llvm.ptr<1> -> f64
        %47 = arith.mulf %cst_32, %46 : f64
        %48 = arith.addf %42, %47 : f64
        %c12_i64_34 = arith.constant 12 : i64
        %49 = arith.muli %30, %c12_i64_34 : i64
        %50 = arith.addi %26, %49 : i64
        %51 = llvm.getelementptr %16[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %48, %51 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
