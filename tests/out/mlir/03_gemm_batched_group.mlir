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
        %55 = arith.mulf %29, %33 : f32
        %56 = arith.addf %54, %55 : f32
        memref.store %56, %alloca[] : memref<f32>
        %57 = memref.load %alloca_0[] : memref<f32>
        %58 = arith.mulf %29, %37 : f32
        %59 = arith.addf %57, %58 : f32
        memref.store %59, %alloca_0[] : memref<f32>
        %60 = memref.load %alloca_1[] : memref<f32>
        %61 = arith.mulf %29, %41 : f32
        %62 = arith.addf %60, %61 : f32
        memref.store %62, %alloca_1[] : memref<f32>
        %63 = memref.load %alloca_2[] : memref<f32>
        %64 = arith.mulf %29, %45 : f32
        %65 = arith.addf %63, %64 : f32
        memref.store %65, %alloca_2[] : memref<f32>
        %66 = memref.load %alloca_3[] : memref<f32>
        %67 = arith.mulf %29, %49 : f32
        %68 = arith.addf %66, %67 : f32
        memref.store %68, %alloca_3[] : memref<f32>
        %69 = memref.load %alloca_4[] : memref<f32>
        %70 = arith.mulf %29, %53 : f32
        %71 = arith.addf %69, %70 : f32
        memref.store %71, %alloca_4[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %25 = arith.cmpi slt, %12, %c16_i64 : i64
      scf.if %25 {
        %26 = memref.load %alloca[] : memref<f32>
        %27 = arith.mulf %arg0, %26 : f32
        %c16_i64_16 = arith.constant 16 : i64
        %28 = arith.muli %14, %c16_i64_16 : i64
        %29 = arith.addi %12, %28 : i64
        %30 = llvm.getelementptr %11[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %31 = llvm.load %30 : !llvm.ptr<1> -> f32
        %32 = arith.mulf %arg3, %31 : f32
        %33 = arith.addf %27, %32 : f32
        %c16_i64_17 = arith.constant 16 : i64
        %34 = arith.muli %14, %c16_i64_17 : i64
        %35 = arith.addi %12, %34 : i64
        %36 = llvm.getelementptr %11[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %33, %36 : f32, !llvm.ptr<1>
        %37 = memref.load %alloca_0[] : memref<f32>
        %38 = arith.mulf %arg0, %37 : f32
        %c16_i64_18 = arith.constant 16 : i64
        %39 = arith.muli %16, %c16_i64_18 : i64
        %40 = arith.addi %12, %39 : i64
        %41 = llvm.getelementptr %11[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %42 = llvm.load %41 : !llvm.ptr<1> -> f32
        %43 = arith.mulf %arg3, %42 : f32
        %44 = arith.addf %38, %43 : f32
        %c16_i64_19 = arith.constant 16 : i64
        %45 = arith.muli %16, %c16_i64_19 : i64
        %46 = arith.addi %12, %45 : i64
        %47 = llvm.getelementptr %11[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %44, %47 : f32, !llvm.ptr<1>
        %48 = memref.load %alloca_1[] : memref<f32>
        %49 = arith.mulf %arg0, %48 : f32
        %c16_i64_20 = arith.constant 16 : i64
        %50 = arith.muli %18, %c16_i64_20 : i64
        %51 = arith.addi %12, %50 : i64
        %52 = llvm.getelementptr %11[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %53 = llvm.load %52 : !llvm.ptr<1> -> f32
        %54 = arith.mulf %arg3, %53 : f32
        %55 = arith.addf %49, %54 : f32
        %c16_i64_21 = arith.constant 16 : i64
        %56 = arith.muli %18, %c16_i64_21 : i64
        %57 = arith.addi %12, %56 : i64
        %58 = llvm.getelementptr %11[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %55, %58 : f32, !llvm.ptr<1>
        %59 = memref.load %alloca_2[] : memref<f32>
        %60 = arith.mulf %arg0, %59 : f32
        %c16_i64_22 = arith.constant 16 : i64
        %61 = arith.muli %20, %c16_i64_22 : i64
        %62 = arith.addi %12, %61 : i64
        %63 = llvm.getelementptr %11[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %64 = llvm.load %63 : !llvm.ptr<1> -> f32
        %65 = arith.mulf %arg3, %64 : f32
        %66 = arith.addf %60, %65 : f32
        %c16_i64_23 = arith.constant 16 : i64
        %67 = arith.muli %20, %c16_i64_23 : i64
        %68 = arith.addi %12, %67 : i64
        %69 = llvm.getelementptr %11[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %66, %69 : f32, !llvm.ptr<1>
        %70 = memref.load %alloca_3[] : memref<f32>
        %71 = arith.mulf %arg0, %70 : f32
        %c16_i64_24 = arith.constant 16 : i64
        %72 = arith.muli %22, %c16_i64_24 : i64
        %73 = arith.addi %12, %72 : i64
        %74 = llvm.getelementptr %11[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %75 = llvm.load %74 : !llvm.ptr<1> -> f32
        %76 = arith.mulf %arg3, %75 : f32
        %77 = arith.addf %71, %76 : f32
        %c16_i64_25 = arith.constant 16 : i64
        %78 = arith.muli %22, %c16_i64_25 : i64
        %79 = arith.addi %12, %78 : i64
        %80 = llvm.getelementptr %11[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %77, %80 : f32, !llvm.ptr<1>
        %81 = memref.load %alloca_4[] : memref<f32>
        %82 = arith.mulf %arg0, %81 : f32
        %c16_i64_26 = arith.constant 16 : i64
        %83 = arith.muli %24, %c16_i64_26 : i64
        %84 = arith.addi %12, %83 : i64
        %85 = llvm.getelementptr %11[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %86 = llvm.load %85 : !llvm.ptr<1> -> f32
        %87 = arith.mulf %arg3, %86 : f32
        %88 = arith.addf %82, %87 : f32
        %c16_i64_27 = arith.constant 16 : i64
        %89 = arith.muli %24, %c16_i64_27 : i64
        %90 = arith.addi %12, %89 : i64
        %91 = llvm.getelementptr %11[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %88, %91 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
