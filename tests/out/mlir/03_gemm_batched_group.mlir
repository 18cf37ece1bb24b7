module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_over_group(%arg0: f32, %arg1: memref<?xmemref<16x8xf32, strided<[1, 16]>, 1>, strided<[1], offset: ?>, 1>, %arg2: memref<8x12xf32, strided<[1, 8]>, 1>, %arg3: f32, %arg4: memref<?xmemref<16x12xf32, strided<[1, 16]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0:2 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<16x8xf32, strided<[1, 16]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, i64
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<8x12xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<8x12xf32, strided<[1, 8]>, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = builtin.unrealized_conversion_cast %arg4 : memref<?xmemref<16x12xf32, strided<[1, 16]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.alloca %4 x f32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %4 x f32 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %4 x f32 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %4 x f32 : (i64) -> !llvm.ptr
      %9 = llvm.alloca %4 x f32 : (i64) -> !llvm.ptr
      %10 = llvm.alloca %4 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %11 = arith.index_cast %block_id_x : index to i64
      %12 = llvm.getelementptr %0#0[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %13 = llvm.load %12 : !llvm.ptr<1> -> !llvm.ptr
      %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<1>
      %15 = llvm.getelementptr %14[%0#1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %16 = llvm.getelementptr %3[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %17 = llvm.load %16 : !llvm.ptr<1> -> !llvm.ptr
      %18 = llvm.addrspacecast %17 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %19 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %20 = arith.minsi %19, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_0 = gpu.thread_id  y
      %22 = arith.index_cast %thread_id_y_0 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %23 = arith.addi %22, %c2_i64 : i64
      %thread_id_y_1 = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y_1 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %25 = arith.addi %24, %c4_i64 : i64
      %thread_id_y_2 = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y_2 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %27 = arith.addi %26, %c6_i64 : i64
      %thread_id_y_3 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_3 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %29 = arith.addi %28, %c8_i64 : i64
      %thread_id_y_4 = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y_4 : index to i64
      %c10_i64 = arith.constant 10 : i64
      %31 = arith.addi %30, %c10_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %5 : f32, !llvm.ptr
      %cst_5 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_5, %6 : f32, !llvm.ptr
      %cst_6 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_6, %7 : f32, !llvm.ptr
      %cst_7 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_7, %8 : f32, !llvm.ptr
      %cst_8 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_8, %9 : f32, !llvm.ptr
      %cst_9 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_9, %10 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64_10 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64 to %c8_i64_10 step %c1_i64  : i64 {
        %c16_i64_11 = arith.constant 16 : i64
        %33 = arith.muli %arg5, %c16_i64_11 : i64
        %34 = arith.addi %20, %33 : i64
        %35 = llvm.getelementptr %15[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %c8_i64_12 = arith.constant 8 : i64
        %37 = arith.muli %21, %c8_i64_12 : i64
        %38 = arith.addi %arg5, %37 : i64
        %39 = llvm.getelementptr %2[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %c8_i64_13 = arith.constant 8 : i64
        %41 = arith.muli %23, %c8_i64_13 : i64
        %42 = arith.addi %arg5, %41 : i64
        %43 = llvm.getelementptr %2[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %c8_i64_14 = arith.constant 8 : i64
        %45 = arith.muli %25, %c8_i64_14 : i64
        %46 = arith.addi %arg5, %45 : i64
        %47 = llvm.getelementptr %2[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %48 = llvm.load %47 : !llvm.ptr<1> -> f32
        %c8_i64_15 = arith.constant 8 : i64
        %49 = arith.muli %27, %c8_i64_15 : i64
        %50 = arith.addi %arg5, %49 : i64
        %51 = llvm.getelementptr %2[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %c8_i64_16 = arith.constant 8 : i64
        %53 = arith.muli %29, %c8_i64_16 : i64
        %54 = arith.addi %arg5, %53 : i64
        %55 = llvm.getelementptr %2[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %56 = llvm.load %55 : !llvm.ptr<1> -> f32
        %c8_i64_17 = arith.constant 8 : i64
        %57 = arith.muli %31, %c8_i64_17 : i64
        %58 = arith.addi %arg5, %57 : i64
        %59 = llvm.getelementptr %2[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 : !llvm.ptr<1> -> f32
        %61 = llvm.load %5 : !llvm.ptr -> f32
        %62 = arith.mulf %36, %40 : f32
        %63 = arith.addf %61, %62 : f32
        llvm.store %63, %5 : f32, !llvm.ptr
        %64 = llvm.load %6 : !llvm.ptr -> f32
        %65 = arith.mulf %36, %44 : f32
        %66 = arith.addf %64, %65 : f32
        llvm.store %66, %6 : f32, !llvm.ptr
        %67 = llvm.load %7 : !llvm.ptr -> f32
        %68 = arith.mulf %36, %48 : f32
        %69 = arith.addf %67, %68 : f32
        llvm.store %69, %7 : f32, !llvm.ptr
        %70 = llvm.load %8 : !llvm.ptr -> f32
        %71 = arith.mulf %36, %52 : f32
        %72 = arith.addf %70, %71 : f32
        llvm.store %72, %8 : f32, !llvm.ptr
        %73 = llvm.load %9 : !llvm.ptr -> f32
        %74 = arith.mulf %36, %56 : f32
        %75 = arith.addf %73, %74 : f32
        llvm.store %75, %9 : f32, !llvm.ptr
        %76 = llvm.load %10 : !llvm.ptr -> f32
        %77 = arith.mulf %36, %60 : f32
        %78 = arith.addf %76, %77 : f32
        llvm.store %78, %10 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %32 = arith.cmpi slt, %19, %c16_i64 : i64
      scf.if %32 {
        %33 = llvm.load %5 : !llvm.ptr -> f32
        %34 = arith.mulf %arg0, %33 : f32
        %c16_i64_11 = arith.constant 16 : i64
        %35 = arith.muli %21, %c16_i64_11 : i64
        %36 = arith.addi %19, %35 : i64
        %37 = llvm.getelementptr %18[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %38 = llvm.load %37 : !llvm.ptr<1> -> f32
        %39 = arith.mulf %arg3, %38 : f32
        %40 = arith.addf %34, %39 : f32
        %c16_i64_12 = arith.constant 16 : i64
        %41 = arith.muli %21, %c16_i64_12 : i64
        %42 = arith.addi %19, %41 : i64
        %43 = llvm.getelementptr %18[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %40, %43 : f32, !llvm.ptr<1>
        %44 = llvm.load %6 : !llvm.ptr -> f32
        %45 = arith.mulf %arg0, %44 : f32
        %c16_i64_13 = arith.constant 16 : i64
        %46 = arith.muli %23, %c16_i64_13 : i64
        %47 = arith.addi %19, %46 : i64
        %48 = llvm.getelementptr %18[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %49 = llvm.load %48 : !llvm.ptr<1> -> f32
        %50 = arith.mulf %arg3, %49 : f32
        %51 = arith.addf %45, %50 : f32
        %c16_i64_14 = arith.constant 16 : i64
        %52 = arith.muli %23, %c16_i64_14 : i64
        %53 = arith.addi %19, %52 : i64
        %54 = llvm.getelementptr %18[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %51, %54 : f32, !llvm.ptr<1>
        %55 = llvm.load %7 : !llvm.ptr -> f32
        %56 = arith.mulf %arg0, %55 : f32
        %c16_i64_15 = arith.constant 16 : i64
        %57 = arith.muli %25, %c16_i64_15 : i64
        %58 = arith.addi %19, %57 : i64
        %59 = llvm.getelementptr %18[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 : !llvm.ptr<1> -> f32
        %61 = arith.mulf %arg3, %60 : f32
        %62 = arith.addf %56, %61 : f32
        %c16_i64_16 = arith.constant 16 : i64
        %63 = arith.muli %25, %c16_i64_16 : i64
        %64 = arith.addi %19, %63 : i64
        %65 = llvm.getelementptr %18[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %62, %65 : f32, !llvm.ptr<1>
        %66 = llvm.load %8 : !llvm.ptr -> f32
        %67 = arith.mulf %arg0, %66 : f32
        %c16_i64_17 = arith.constant 16 : i64
        %68 = arith.muli %27, %c16_i64_17 : i64
        %69 = arith.addi %19, %68 : i64
        %70 = llvm.getelementptr %18[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %71 = llvm.load %70 : !llvm.ptr<1> -> f32
        %72 = arith.mulf %arg3, %71 : f32
        %73 = arith.addf %67, %72 : f32
        %c16_i64_18 = arith.constant 16 : i64
        %74 = arith.muli %27, %c16_i64_18 : i64
        %75 = arith.addi %19, %74 : i64
        %76 = llvm.getelementptr %18[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %73, %76 : f32, !llvm.ptr<1>
        %77 = llvm.load %9 : !llvm.ptr -> f32
        %78 = arith.mulf %arg0, %77 : f32
        %c16_i64_19 = arith.constant 16 : i64
        %79 = arith.muli %29, %c16_i64_19 : i64
        %80 = arith.addi %19, %79 : i64
        %81 = llvm.getelementptr %18[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %82 = llvm.load %81 : !llvm.ptr<1> -> f32
        %83 = arith.mulf %arg3, %82 : f32
        %84 = arith.addf %78, %83 : f32
        %c16_i64_20 = arith.constant 16 : i64
        %85 = arith.muli %29, %c16_i64_20 : i64
        %86 = arith.addi %19, %85 : i64
        %87 = llvm.getelementptr %18[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %84, %87 : f32, !llvm.ptr<1>
        %88 = llvm.load %10 : !llvm.ptr -> f32
        %89 = arith.mulf %arg0, %88 : f32
        %c16_i64_21 = arith.constant 16 : i64
        %90 = arith.muli %31, %c16_i64_21 : i64
        %91 = arith.addi %19, %90 : i64
        %92 = llvm.getelementptr %18[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %94 = arith.mulf %arg3, %93 : f32
        %95 = arith.addf %89, %94 : f32
        %c16_i64_22 = arith.constant 16 : i64
        %96 = arith.muli %31, %c16_i64_22 : i64
        %97 = arith.addi %19, %96 : i64
        %98 = llvm.getelementptr %18[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %95, %98 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
