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
      %9 = llvm.mlir.constant(1 : i64) : i64
      %10 = llvm.alloca %9 x f64 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %9 x f64 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %9 x f64 : (i64) -> !llvm.ptr
      %13 = llvm.alloca %9 x f64 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %9 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %c72_i64 = arith.constant 72 : i64
      %16 = arith.muli %15, %c72_i64 : i64
      %17 = llvm.getelementptr %1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %18 = llvm.getelementptr %5[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %19 = llvm.load %18 : !llvm.ptr<1> -> !llvm.ptr
      %20 = llvm.addrspacecast %19 : !llvm.ptr to !llvm.ptr<1>
      %c48_i64 = arith.constant 48 : i64
      %21 = arith.muli %15, %c48_i64 : i64
      %22 = llvm.getelementptr %7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %23 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %c11_i64 = arith.constant 11 : i64
      %25 = arith.minsi %24, %c11_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_10 = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y_10 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %28 = arith.addi %27, %c2_i64 : i64
      %thread_id_y_11 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_11 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %30 = arith.addi %29, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      llvm.store %cst, %10 : f64, !llvm.ptr
      %cst_12 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_12, %11 : f64, !llvm.ptr
      %cst_13 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_13, %12 : f64, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c12_i64_25 = arith.constant 12 : i64
        %38 = arith.muli %arg4, %c12_i64_25 : i64
        %39 = arith.addi %25, %38 : i64
        %40 = llvm.getelementptr %17[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %41 = llvm.load %40 : !llvm.ptr<1> -> f64
        %c6_i64_26 = arith.constant 6 : i64
        %42 = arith.muli %26, %c6_i64_26 : i64
        %43 = arith.addi %arg4, %42 : i64
        %44 = llvm.getelementptr %4[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %45 = llvm.load %44 : !llvm.ptr<1> -> f64
        %c6_i64_27 = arith.constant 6 : i64
        %46 = arith.muli %28, %c6_i64_27 : i64
        %47 = arith.addi %arg4, %46 : i64
        %48 = llvm.getelementptr %4[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %49 = llvm.load %48 : !llvm.ptr<1> -> f64
        %c6_i64_28 = arith.constant 6 : i64
        %50 = arith.muli %30, %c6_i64_28 : i64
        %51 = arith.addi %arg4, %50 : i64
        %52 = llvm.getelementptr %4[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %53 = llvm.load %52 : !llvm.ptr<1> -> f64
        %54 = llvm.load %10 : !llvm.ptr -> f64
        %55 = arith.mulf %41, %45 : f64
        %56 = arith.addf %54, %55 : f64
        llvm.store %56, %10 : f64, !llvm.ptr
        %57 = llvm.load %11 : !llvm.ptr -> f64
        %58 = arith.mulf %41, %49 : f64
        %59 = arith.addf %57, %58 : f64
        llvm.store %59, %11 : f64, !llvm.ptr
        %60 = llvm.load %12 : !llvm.ptr -> f64
        %61 = arith.mulf %41, %53 : f64
        %62 = arith.addf %60, %61 : f64
        llvm.store %62, %12 : f64, !llvm.ptr
      }
      %c12_i64 = arith.constant 12 : i64
      %31 = arith.cmpi slt, %24, %c12_i64 : i64
      scf.if %31 {
        %38 = llvm.load %10 : !llvm.ptr -> f64
        %c12_i64_25 = arith.constant 12 : i64
        %39 = arith.muli %26, %c12_i64_25 : i64
        %40 = arith.addi %24, %39 : i64
        %41 = llvm.getelementptr %23[%40] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %38, %41 : f64, !llvm.ptr<3>
        %42 = llvm.load %11 : !llvm.ptr -> f64
        %c12_i64_26 = arith.constant 12 : i64
        %43 = arith.muli %28, %c12_i64_26 : i64
        %44 = arith.addi %24, %43 : i64
        %45 = llvm.getelementptr %23[%44] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %42, %45 : f64, !llvm.ptr<3>
        %46 = llvm.load %12 : !llvm.ptr -> f64
        %c12_i64_27 = arith.constant 12 : i64
        %47 = arith.muli %30, %c12_i64_27 : i64
        %48 = arith.addi %24, %47 : i64
        %49 = llvm.getelementptr %23[%48] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %46, %49 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_14 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_14 : index to i64
      %c11_i64_15 = arith.constant 11 : i64
      %33 = arith.minsi %32, %c11_i64_15 : i64
      %thread_id_y_16 = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y_16 : index to i64
      %thread_id_y_17 = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y_17 : index to i64
      %c2_i64_18 = arith.constant 2 : i64
      %36 = arith.addi %35, %c2_i64_18 : i64
      %cst_19 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_19, %13 : f64, !llvm.ptr
      %cst_20 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_20, %14 : f64, !llvm.ptr
      %c0_i64_21 = arith.constant 0 : i64
      %c6_i64_22 = arith.constant 6 : i64
      %c1_i64_23 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64_21 to %c6_i64_22 step %c1_i64_23  : i64 {
        %c12_i64_25 = arith.constant 12 : i64
        %38 = arith.muli %arg4, %c12_i64_25 : i64
        %39 = arith.addi %33, %38 : i64
        %40 = llvm.getelementptr %23[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %41 = llvm.load %40 : !llvm.ptr<3> -> f64
        %c6_i64_26 = arith.constant 6 : i64
        %42 = arith.muli %34, %c6_i64_26 : i64
        %43 = arith.addi %arg4, %42 : i64
        %44 = llvm.getelementptr %20[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %45 = llvm.load %44 : !llvm.ptr<1> -> f64
        %c6_i64_27 = arith.constant 6 : i64
        %46 = arith.muli %36, %c6_i64_27 : i64
        %47 = arith.addi %arg4, %46 : i64
        %48 = llvm.getelementptr %20[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %49 = llvm.load %48 : !llvm.ptr<1> -> f64
        %50 = llvm.load %13 : !llvm.ptr -> f64
        %51 = arith.mulf %41, %45 : f64
        %52 = arith.addf %50, %51 : f64
        llvm.store %52, %13 : f64, !llvm.ptr
        %53 = llvm.load %14 : !llvm.ptr -> f64
        %54 = arith.mulf %41, %49 : f64
        %55 = arith.addf %53, %54 : f64
        llvm.store %55, %14 : f64, !llvm.ptr
      }
      %c12_i64_24 = arith.constant 12 : i64
      %37 = arith.cmpi slt, %32, %c12_i64_24 : i64
      scf.if %37 {
        %38 = llvm.load %13 : !llvm.ptr -> f64
        %cst_25 = arith.constant 2.000000e+00 : f64
        %c12_i64_26 = arith.constant 12 : i64
        %39 = arith.muli %34, %c12_i64_26 : i64
        %40 = arith.addi %32, %39 : i64
        %41 = llvm.getelementptr %22[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %42 = llvm.load %41 : !llvm.ptr<1> -> f64
        %43 = arith.mulf %cst_25, %42 : f64
        %44 = arith.addf %38, %43 : f64
        %c12_i64_27 = arith.constant 12 : i64
        %45 = arith.muli %34, %c12_i64_27 : i64
        %46 = arith.addi %32, %45 : i64
        %47 = llvm.getelementptr %22[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %44, %47 : f64, !llvm.ptr<1>
        %48 = llvm.load %14 : !llvm.ptr -> f64
        %cst_28 = arith.constant 2.000000e+00 : f64
        %c12_i64_29 = arith.constant 12 : i64
        %49 = arith.muli %36, %c12_i64_29 : i64
        %50 = arith.addi %32, %49 : i64
        %51 = llvm.getelementptr %22[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %52 = llvm.load %51 : !llvm.ptr<1> -> f64
        %53 = arith.mulf %cst_28, %52 : f64
        %54 = arith.addf %48, %53 : f64
        %c12_i64_30 = arith.constant 12 : i64
        %55 = arith.muli %36, %c12_i64_30 : i64
        %56 = arith.addi %32, %55 : i64
        %57 = llvm.getelementptr %22[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %54, %57 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
