module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_over_group(%arg0: f32, %arg1: memref<?xmemref<16x8xf32, strided<[1, 16]>, 1>, strided<[1], offset: ?>, 1>, %arg2: memref<8x12xf32, strided<[1, 8]>, 1>, %arg3: f32, %arg4: memref<?xmemref<16x12xf32, strided<[1, 16]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0:2 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<16x8xf32, strided<[1, 16]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, i64
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<8x12xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<8x12xf32, strided<[1, 8]>, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = builtin.unrealized_conversion_cast %arg4 : memref<?xmemref<16x12xf32, strided<[1, 16]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_0 = memref.alloca() : memref<f32>
      %alloca_1 = memref.alloca() : memref<f32>
      %alloca_2 = memref.alloca() : memref<f32>
      %alloca_3 = memref.alloca() : memref<f32>
      %alloca_4 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %4 = arith.index_cast %block_id_x : index to i64
      %5 = llvm.getelementptr %0#0[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %6 = llvm.load %5 : !llvm.ptr<1> -> !llvm.ptr
      %7 = llvm.addrspacecast %6 : !llvm.ptr to !llvm.ptr<1>
      %8 = llvm.getelementptr %7[%0#1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %9 = llvm.getelementptr %3[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %10 = llvm.load %9 : !llvm.ptr<1> -> !llvm.ptr
      %11 = llvm.addrspacecast %10 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %13 = arith.minsi %12, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %14 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_5 = gpu.thread_id  y
      %15 = arith.index_cast %thread_id_y_5 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %16 = arith.addi %15, %c2_i64 : i64
      %thread_id_y_6 = gpu.thread_id  y
      %17 = arith.index_cast %thread_id_y_6 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %18 = arith.addi %17, %c4_i64 : i64
      %thread_id_y_7 = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y_7 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %20 = arith.addi %19, %c6_i64 : i64
      %thread_id_y_8 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_8 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %22 = arith.addi %21, %c8_i64 : i64
      %thread_id_y_9 = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y_9 : index to i64
      %c10_i64 = arith.constant 10 : i64
      %24 = arith.addi %23, %c10_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_10 = arith.constant 0.000000e+00 : f32
      memref.store %cst_10, %alloca_0[] : memref<f32>
      %cst_11 = arith.constant 0.000000e+00 : f32
      memref.store %cst_11, %alloca_1[] : memref<f32>
      %cst_12 = arith.constant 0.000000e+00 : f32
      memref.store %cst_12, %alloca_2[] : memref<f32>
      %cst_13 = arith.constant 0.000000e+00 : f32
      memref.store %cst_13, %alloca_3[] : memref<f32>
      %cst_14 = arith.constant 0.000000e+00 : f32
      memref.store %cst_14, %alloca_4[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c8_i64_15 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64 to %c8_i64_15 step %c1_i64  : i64 {
        %c16_i64_16 = arith.constant 16 : i64
        %26 = arith.muli %arg5, %c16_i64_16 : i64
        %27 = arith.addi %13, %26 : i64
        %28 = llvm.getelementptr %8[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %29 = llvm.load %28 : !llvm.ptr<1> -> f32
        %c8_i64_17 = arith.constant 8 : i64
        %30 = arith.muli %14, %c8_i64_17 : i64
        %31 = arith.addi %arg5, %30 : i64
        %32 = llvm.getelementptr %2[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %33 = llvm.load %32 : !llvm.ptr<1> -> f32
        %c8_i64_18 = arith.constant 8 : i64
        %34 = arith.muli %16, %c8_i64_18 : i64
        %35 = arith.addi %arg5, %34 : i64
        %36 = llvm.getelementptr %2[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %37 = llvm.load %36 : !llvm.ptr<1> -> f32
        %c8_i64_19 = arith.constant 8 : i64
        %38 = arith.muli %18, %c8_i64_19 : i64
        %39 = arith.addi %arg5, %38 : i64
        %40 = llvm.getelementptr %2[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %c8_i64_20 = arith.constant 8 : i64
        %42 = arith.muli %20, %c8_i64_20 : i64
        %43 = arith.addi %arg5, %42 : i64
        %44 = llvm.getelementptr %2[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %45 = llvm.load %44 : !llvm.ptr<1> -> f32
        %c8_i64_21 = arith.constant 8 : i64
        %46 = arith.muli %22, %c8_i64_21 : i64
        %47 = arith.addi %arg5, %46 : i64
        %48 = llvm.getelementptr %2[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %49 = llvm.load %48 : !llvm.ptr<1> -> f32
        %c8_i64_22 = arith.constant 8 : i64
        %50 = arith.muli %24, %c8_i64_22 : i64
        %51 = arith.addi %arg5, %50 : i64
        %52 = llvm.getelementptr %2[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %53 = llvm.load %52 : !llvm.ptr<1> -> f32
        %54 = memref.load %alloca[] : memref<f32>
        %55 = llvm.intr.fma(%29, %33, %54) : (f32, f32, f32) -> f32
        memref.store %55, %alloca[] : memref<f32>
        %56 = memref.load %alloca_0[] : memref<f32>
        %57 = llvm.intr.fma(%29, %37, %56) : (f32, f32, f32) -> f32
        memref.store %57, %alloca_0[] : memref<f32>
        %58 = memref.load %alloca_1[] : memref<f32>
        %59 = llvm.intr.fma(%29, %41, %58) : (f32, f32, f32) -> f32
        memref.store %59, %alloca_1[] : memref<f32>
        %60 = memref.load %alloca_2[] : memref<f32>
        %61 = llvm.intr.fma(%29, %45, %60) : (f32, f32, f32) -> f32
        memref.store %61, %alloca_2[] : memref<f32>
        %62 = memref.load %alloca_3[] : memref<f32>
        %63 = llvm.intr.fma(%29, %49, %62) : (f32, f32, f32) -> f32
        memref.store %63, %alloca_3[] : memref<f32>
        %64 = memref.load %alloca_4[] : memref<f32>
        %65 = llvm.intr.fma(%29, %53, %64) : (f32, f32, f32) -> f32
        memref.store %65, %alloca_4[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %25 = arith.cmpi slt, %12, %c16_i64 : i64
      scf.if %25 {
        %c16_i64_16 = arith.constant 16 : i64
        %26 = arith.muli %14, %c16_i64_16 : i64
        %27 = arith.addi %12, %26 : i64
        %28 = llvm.getelementptr %11[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %29 = llvm.load %28 : !llvm.ptr<1> -> f32
        %30 = memref.load %alloca[] : memref<f32>
        %31 = arith.mulf %arg0, %30 : f32
        %32 = llvm.intr.fma(%arg3, %29, %31) : (f32, f32, f32) -> f32
        %c16_i64_17 = arith.constant 16 : i64
        %33 = arith.muli %14, %c16_i64_17 : i64
        %34 = arith.addi %12, %33 : i64
        %35 = llvm.getelementptr %11[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %35 : f32, !llvm.ptr<1>
        %c16_i64_18 = arith.constant 16 : i64
        %36 = arith.muli %16, %c16_i64_18 : i64
        %37 = arith.addi %12, %36 : i64
        %38 = llvm.getelementptr %11[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %39 = llvm.load %38 : !llvm.ptr<1> -> f32
        %40 = memref.load %alloca_0[] : memref<f32>
        %41 = arith.mulf %arg0, %40 : f32
        %42 = llvm.intr.fma(%arg3, %39, %41) : (f32, f32, f32) -> f32
        %c16_i64_19 = arith.constant 16 : i64
        %43 = arith.muli %16, %c16_i64_19 : i64
        %44 = arith.addi %12, %43 : i64
        %45 = llvm.getelementptr %11[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %42, %45 : f32, !llvm.ptr<1>
        %c16_i64_20 = arith.constant 16 : i64
        %46 = arith.muli %18, %c16_i64_20 : i64
        %47 = arith.addi %12, %46 : i64
        %48 = llvm.getelementptr %11[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %49 = llvm.load %48 : !llvm.ptr<1> -> f32
        %50 = memref.load %alloca_1[] : memref<f32>
        %51 = arith.mulf %arg0, %50 : f32
        %52 = llvm.intr.fma(%arg3, %49, %51) : (f32, f32, f32) -> f32
        %c16_i64_21 = arith.constant 16 : i64
        %53 = arith.muli %18, %c16_i64_21 : i64
        %54 = arith.addi %12, %53 : i64
        %55 = llvm.getelementptr %11[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %52, %55 : f32, !llvm.ptr<1>
        %c16_i64_22 = arith.constant 16 : i64
        %56 = arith.muli %20, %c16_i64_22 : i64
        %57 = arith.addi %12, %56 : i64
        %58 = llvm.getelementptr %11[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %59 = llvm.load %58 : !llvm.ptr<1> -> f32
        %60 = memref.load %alloca_2[] : memref<f32>
        %61 = arith.mulf %arg0, %60 : f32
        %62 = llvm.intr.fma(%arg3, %59, %61) : (f32, f32, f32) -> f32
        %c16_i64_23 = arith.constant 16 : i64
        %63 = arith.muli %20, %c16_i64_23 : i64
        %64 = arith.addi %12, %63 : i64
        %65 = llvm.getelementptr %11[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %62, %65 : f32, !llvm.ptr<1>
        %c16_i64_24 = arith.constant 16 : i64
        %66 = arith.muli %22, %c16_i64_24 : i64
        %67 = arith.addi %12, %66 : i64
        %68 = llvm.getelementptr %11[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %69 = llvm.load %68 : !llvm.ptr<1> -> f32
        %70 = memref.load %alloca_3[] : memref<f32>
        %71 = arith.mulf %arg0, %70 : f32
        %72 = llvm.intr.fma(%arg3, %69, %71) : (f32, f32, f32) -> f32
        %c16_i64_25 = arith.constant 16 : i64
        %73 = arith.muli %22, %c16_i64_25 : i64
        %74 = arith.addi %12, %73 : i64
        %75 = llvm.getelementptr %11[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %72, %75 : f32, !llvm.ptr<1>
        %c16_i64_26 = arith.constant 16 : i64
        %76 = arith.muli %24, %c16_i64_26 : i64
        %77 = arith.addi %12, %76 : i64
        %78 = llvm.getelementptr %11[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %79 = llvm.load %78 : !llvm.ptr<1> -> f32
        %80 = memref.load %alloca_4[] : memref<f32>
        %81 = arith.mulf %arg0, %80 : f32
        %82 = llvm.intr.fma(%arg3, %79, %81) : (f32, f32, f32) -> f32
        %c16_i64_27 = arith.constant 16 : i64
        %83 = arith.muli %24, %c16_i64_27 : i64
        %84 = arith.addi %12, %83 : i64
        %85 = llvm.getelementptr %11[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %82, %85 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
