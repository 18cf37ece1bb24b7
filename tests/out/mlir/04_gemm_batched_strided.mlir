module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_over_batch() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1280 x i8>
    gpu.func @gemm_over_batch(%arg0: memref<10x24x?xf32, strided<[1, 12, 288]>, 1>, %arg1: memref<10x6x?xf32, strided<[1, 10, 60]>, 1>, %arg2: memref<24x6x?xf32, strided<[1, 24, 144]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<10x24x?xf32, strided<[1, 12, 288]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<10x24x?xf32, strided<[1, 12, 288]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<10x6x?xf32, strided<[1, 10, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<10x6x?xf32, strided<[1, 10, 60]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<24x6x?xf32, strided<[1, 24, 144]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<24x6x?xf32, strided<[1, 24, 144]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %9 = llvm.mlir.constant(1 : i64) : i64
      %10 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %13 = arith.index_cast %block_id_x : index to i64
      %c288_i64 = arith.constant 288 : i64
      %14 = arith.muli %13, %c288_i64 : i64
      %15 = llvm.getelementptr %1[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %16 = arith.muli %13, %c60_i64 : i64
      %17 = llvm.getelementptr %4[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c144_i64 = arith.constant 144 : i64
      %18 = arith.muli %13, %c144_i64 : i64
      %19 = llvm.getelementptr %7[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
        %thread_id_x_17 = gpu.thread_id  x
        %28 = arith.index_cast %thread_id_x_17 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_18 = gpu.thread_id  y
        %29 = arith.index_cast %thread_id_y_18 : index to i64
        %30 = arith.muli %c32_i64, %29 : i64
        %31 = arith.addi %28, %30 : i64
        %c64_i64 = arith.constant 64 : i64
        %32 = arith.muli %arg3, %c64_i64 : i64
        %33 = arith.addi %31, %32 : i64
        %c10_i64_19 = arith.constant 10 : i64
        %34 = arith.remsi %33, %c10_i64_19 : i64
        %c10_i64_20 = arith.constant 10 : i64
        %35 = arith.divsi %33, %c10_i64_20 : i64
        %c23_i64 = arith.constant 23 : i64
        %36 = arith.minsi %35, %c23_i64 : i64
        %c12_i64 = arith.constant 12 : i64
        %37 = arith.muli %36, %c12_i64 : i64
        %38 = arith.addi %34, %37 : i64
        %39 = llvm.getelementptr %15[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %41 = llvm.mlir.addressof @__tinyc_stack_gemm_over_batch : !llvm.ptr<3>
        %c32_i64_21 = arith.constant 32 : i64
        %42 = arith.muli %34, %c32_i64_21 : i64
        %43 = arith.addi %35, %42 : i64
        %44 = llvm.getelementptr %41[%43] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %40, %44 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_10 = gpu.thread_id  x
      %21 = arith.index_cast %thread_id_x_10 : index to i64
      %thread_id_y = gpu.thread_id  y
      %22 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_11 = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y_11 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %24 = arith.addi %23, %c2_i64 : i64
      %thread_id_y_12 = gpu.thread_id  y
      %25 = arith.index_cast %thread_id_y_12 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %26 = arith.addi %25, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %10 : f32, !llvm.ptr
      %cst_13 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_13, %11 : f32, !llvm.ptr
      %cst_14 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_14, %12 : f32, !llvm.ptr
      %c0_i64_15 = arith.constant 0 : i64
      %c10_i64 = arith.constant 10 : i64
      %c1_i64_16 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64_15 to %c10_i64 step %c1_i64_16  : i64 {
        %28 = llvm.mlir.addressof @__tinyc_stack_gemm_over_batch : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %29 = arith.muli %arg3, %c32_i64 : i64
        %30 = arith.addi %21, %29 : i64
        %31 = llvm.getelementptr %28[%30] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %32 = llvm.load %31 : !llvm.ptr<3> -> f32
        %c10_i64_17 = arith.constant 10 : i64
        %33 = arith.muli %22, %c10_i64_17 : i64
        %34 = arith.addi %arg3, %33 : i64
        %35 = llvm.getelementptr %17[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %c10_i64_18 = arith.constant 10 : i64
        %37 = arith.muli %24, %c10_i64_18 : i64
        %38 = arith.addi %arg3, %37 : i64
        %39 = llvm.getelementptr %17[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %c10_i64_19 = arith.constant 10 : i64
        %41 = arith.muli %26, %c10_i64_19 : i64
        %42 = arith.addi %arg3, %41 : i64
        %43 = llvm.getelementptr %17[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %45 = llvm.load %10 : !llvm.ptr -> f32
        %46 = arith.mulf %32, %36 : f32
        %47 = arith.addf %45, %46 : f32
        llvm.store %47, %10 : f32, !llvm.ptr
        %48 = llvm.load %11 : !llvm.ptr -> f32
        %49 = arith.mulf %32, %40 : f32
        %50 = arith.addf %48, %49 : f32
        llvm.store %50, %11 : f32, !llvm.ptr
        %51 = llvm.load %12 : !llvm.ptr -> f32
        %52 = arith.mulf %32, %44 : f32
        %53 = arith.addf %51, %52 : f32
        llvm.store %53, %12 : f32, !llvm.ptr
      }
      %c24_i64 = arith.constant 24 : i64
      %27 = arith.cmpi slt, %20, %c24_i64 : i64
      scf.if %27 {
        %28 = llvm.load %10 : !llvm.ptr -> f32
        %c24_i64_17 = arith.constant 24 : i64
        %29 = arith.muli %22, %c24_i64_17 : i64
        %30 = arith.addi %20, %29 : i64
        %31 = llvm.getelementptr %19[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %28, %31 : f32, !llvm.ptr<1>
        %32 = llvm.load %11 : !llvm.ptr -> f32
        %c24_i64_18 = arith.constant 24 : i64
        %33 = arith.muli %24, %c24_i64_18 : i64
        %34 = arith.addi %20, %33 : i64
        %35 = llvm.getelementptr %19[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %35 : f32, !llvm.ptr<1>
        %36 = llvm.load %12 : !llvm.ptr -> f32
        %c24_i64_19 = arith.constant 24 : i64
        %37 = arith.muli %26, %c24_i64_19 : i64
        %38 = arith.addi %20, %37 : i64
        %39 = llvm.getelementptr %19[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %36, %39 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
