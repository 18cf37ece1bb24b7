module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_barriers() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<256 x i8>
    gpu.func @barriers(%arg0: memref<64x?xf32, strided<[1, 64]>, 1>, %arg1: memref<64x?xf32, strided<[1, 64]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %block_id_x = gpu.block_id  x
      %6 = arith.index_cast %block_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %7 = arith.muli %6, %c64_i64 : i64
      %8 = llvm.getelementptr %1[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64_5 = arith.constant 64 : i64
      %9 = arith.muli %6, %c64_i64_5 : i64
      %10 = llvm.getelementptr %4[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %11 = llvm.mlir.addressof @__tinyc_stack_barriers : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %13 = arith.divsi %12, %c16_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %thread_id_y = gpu.thread_id  y
      %14 = arith.index_cast %thread_id_y : index to i64
      %15 = arith.muli %c2_i64, %14 : i64
      %16 = arith.addi %13, %15 : i64
      %17 = arith.trunci %16 : i64 to i32
      %thread_id_x_6 = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x_6 : index to i64
      %c16_i64_7 = arith.constant 16 : i64
      %19 = arith.remsi %18, %c16_i64_7 : i64
      %20 = arith.trunci %19 : i64 to i32
      %c16_i32 = arith.constant 16 : i32
      %21 = arith.muli %17, %c16_i32 : i32
      %22 = arith.addi %21, %20 : i32
      %23 = arith.extsi %22 : i32 to i64
      %24 = llvm.getelementptr %8[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %25 = llvm.load %24 : !llvm.ptr<1> -> f32
      %26 = llvm.getelementptr %11[%23] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %25, %26 : f32, !llvm.ptr<3>
      gpu.barrier
      %c1_i64 = arith.constant 1 : i64
      %27 = arith.addi %23, %c1_i64 : i64
      %c64_i64_8 = arith.constant 64 : i64
      %28 = arith.remsi %27, %c64_i64_8 : i64
      %29 = llvm.getelementptr %11[%28] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %30 = llvm.load %29 : !llvm.ptr<3> -> f32
      gpu.barrier
      %thread_id_x_9 = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x_9 : index to i64
      %c16_i64_10 = arith.constant 16 : i64
      %32 = arith.divsi %31, %c16_i64_10 : i64
      %33 = arith.trunci %32 : i64 to i32
      %c2_i64_11 = arith.constant 2 : i64
      %34 = arith.addi %23, %c2_i64_11 : i64
      %c64_i64_12 = arith.constant 64 : i64
      %35 = arith.remsi %34, %c64_i64_12 : i64
      %36 = llvm.getelementptr %11[%35] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %37 = llvm.load %36 : !llvm.ptr<3> -> f32
      gpu.barrier
      %c63_i64 = arith.constant 63 : i64
      %38 = arith.subi %c63_i64, %23 : i64
      %39 = llvm.getelementptr %11[%38] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %40 = llvm.load %39 : !llvm.ptr<3> -> f32
      gpu.barrier
      %41 = arith.addf %30, %37 : f32
      %42 = arith.addf %40, %40 : f32
      %43 = arith.addf %41, %42 : f32
      %44 = arith.sitofp %17 : i32 to f32
      %45 = arith.addf %43, %44 : f32
      %46 = llvm.getelementptr %10[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %45, %46 : f32, !llvm.ptr<1>
      %47 = arith.sitofp %33 : i32 to f32
      gpu.return
    }
  }
}
