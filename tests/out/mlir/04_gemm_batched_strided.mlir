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
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c288_i64 = arith.constant 288 : i64
      %10 = arith.muli %9, %c288_i64 : i64
      %11 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %12 = arith.muli %9, %c60_i64 : i64
      %13 = llvm.getelementptr %4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c144_i64 = arith.constant 144 : i64
      %14 = arith.muli %9, %c144_i64 : i64
      %15 = llvm.getelementptr %7[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
        %thread_id_x_19 = gpu.thread_id  x
        %24 = arith.index_cast %thread_id_x_19 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_20 = gpu.thread_id  y
        %25 = arith.index_cast %thread_id_y_20 : index to i64
        %26 = arith.muli %c32_i64, %25 : i64
        %27 = arith.addi %24, %26 : i64
        %c64_i64 = arith.constant 64 : i64
        %28 = arith.muli %arg3, %c64_i64 : i64
        %29 = arith.addi %27, %28 : i64
        %c10_i64_21 = arith.constant 10 : i64
        %30 = arith.remsi %29, %c10_i64_21 : i64
        %c10_i64_22 = arith.constant 10 : i64
        %31 = arith.divsi %29, %c10_i64_22 : i64
        %c23_i64 = arith.constant 23 : i64
        %32 = arith.minsi %31, %c23_i64 : i64
        %c12_i64 = arith.constant 12 : i64
        %33 = arith.muli %32, %c12_i64 : i64
        %34 = arith.addi %30, %33 : i64
        %35 = llvm.getelementptr %11[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = llvm.mlir.addressof @__tinyc_stack_gemm_over_batch : !llvm.ptr<3>
        %c32_i64_23 = arith.constant 32 : i64
        %38 = arith.muli %30, %c32_i64_23 : i64
        %39 = arith.addi %31, %38 : i64
        %40 = llvm.getelementptr %37[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %36, %40 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_12 = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x_12 : index to i64
      %thread_id_y = gpu.thread_id  y
      %18 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_13 = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y_13 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %20 = arith.addi %19, %c2_i64 : i64
      %thread_id_y_14 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_14 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %22 = arith.addi %21, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_15 = arith.constant 0.000000e+00 : f32
      memref.store %cst_15, %alloca_10[] : memref<f32>
      %cst_16 = arith.constant 0.000000e+00 : f32
      memref.store %cst_16, %alloca_11[] : memref<f32>
      %c0_i64_17 = arith.constant 0 : i64
      %c10_i64 = arith.constant 10 : i64
      %c1_i64_18 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64_17 to %c10_i64 step %c1_i64_18  : i64 {
        %24 = llvm.mlir.addressof @__tinyc_stack_gemm_over_batch : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %25 = arith.muli %arg3, %c32_i64 : i64
        %26 = arith.addi %17, %25 : i64
        %27 = llvm.getelementptr %24[%26] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %28 = llvm.load %27 : !llvm.ptr<3> -> f32
        %c10_i64_19 = arith.constant 10 : i64
        %29 = arith.muli %18, %c10_i64_19 : i64
        %30 = arith.addi %arg3, %29 : i64
        %31 = llvm.getelementptr %13[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %32 = llvm.load %31 : !llvm.ptr<1> -> f32
        %c10_i64_20 = arith.constant 10 : i64
        %33 = arith.muli %20, %c10_i64_20 : i64
        %34 = arith.addi %arg3, %33 : i64
        %35 = llvm.getelementptr %13[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %c10_i64_21 = arith.constant 10 : i64
        %37 = arith.muli %22, %c10_i64_21 : i64
        %38 = arith.addi %arg3, %37 : i64
        %39 = llvm.getelementptr %13[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %41 = memref.load %alloca[] : memref<f32>
        %42 = llvm.intr.fma(%28, %32, %41) : (f32, f32, f32) -> f32
        memref.store %42, %alloca[] : memref<f32>
        %43 = memref.load %alloca_10[] : memref<f32>
        %44 = llvm.intr.fma(%28, %36, %43) : (f32, f32, f32) -> f32
        memref.store %44, %alloca_10[] : memref<f32>
        %45 = memref.load %alloca_11[] : memref<f32>
        %46 = llvm.intr.fma(%28, %40, %45) : (f32, f32, f32) -> f32
        memref.store %46, %alloca_11[] : memref<f32>
      }
      %c24_i64 = arith.constant 24 : i64
      %23 = arith.cmpi slt, %16, %c24_i64 : i64
      scf.if %23 {
        %24 = memref.load %alloca[] : memref<f32>
        %c24_i64_19 = arith.constant 24 : i64
        %25 = arith.muli %18, %c24_i64_19 : i64
        %26 = arith.addi %16, %25 : i64
        %27 = llvm.getelementptr %15[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %24, %27 : f32, !llvm.ptr<1>
        %28 = memref.load %alloca_10[] : memref<f32>
        %c24_i64_20 = arith.constant 24 : i64
        %29 = arith.muli %20, %c24_i64_20 : i64
        %30 = arith.addi %16, %29 : i64
        %31 = llvm.getelementptr %15[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %28, %31 : f32, !llvm.ptr<1>
        %32 = memref.load %alloca_11[] : memref<f32>
        %c24_i64_21 = arith.constant 24 : i64
        %33 = arith.muli %22, %c24_i64_21 : i64
        %34 = arith.addi %16, %33 : i64
        %35 = llvm.getelementptr %15[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %35 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
