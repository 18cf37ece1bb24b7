module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tree() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<256 x i8>
    gpu.func @tree(%arg0: memref<64x?xf32, strided<[1, 64]>, 1>, %arg1: memref<64x?xf32, strided<[1, 64]>, 1>, %arg2: i32) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
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
      %alloca = memref.alloca() : memref<i64>
      %alloca_5 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %6 = arith.index_cast %block_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %7 = arith.muli %6, %c64_i64 : i64
      %8 = llvm.getelementptr %1[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64_6 = arith.constant 64 : i64
      %9 = arith.muli %6, %c64_i64_6 : i64
      %10 = llvm.getelementptr %4[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %11 = llvm.mlir.addressof @__tinyc_stack_tree : !llvm.ptr<3>
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
      %thread_id_x_7 = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x_7 : index to i64
      %c16_i64_8 = arith.constant 16 : i64
      %19 = arith.remsi %18, %c16_i64_8 : i64
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
      %c32_i64 = arith.constant 32 : i64
      memref.store %c32_i64, %alloca[] : memref<i64>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %34 = memref.load %alloca[] : memref<i64>
        %35 = arith.cmpi slt, %23, %34 : i64
        scf.if %35 {
          %38 = memref.load %alloca[] : memref<i64>
          %39 = arith.addi %23, %38 : i64
          %40 = llvm.getelementptr %11[%23] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %41 = llvm.load %40 : !llvm.ptr<3> -> f32
          %42 = llvm.getelementptr %11[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %43 = llvm.load %42 : !llvm.ptr<3> -> f32
          %44 = arith.addf %41, %43 : f32
          %45 = llvm.getelementptr %11[%23] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %44, %45 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %36 = memref.load %alloca[] : memref<i64>
        %c2_i64_9 = arith.constant 2 : i64
        %37 = arith.divsi %36, %c2_i64_9 : i64
        memref.store %37, %alloca[] : memref<i64>
      }
      %27 = llvm.load %11 : !llvm.ptr<3> -> f32
      gpu.barrier
      %c0_i32 = arith.constant 0 : i32
      %28 = arith.cmpi ne, %arg2, %c0_i32 : i32
      scf.if %28 {
        %34 = llvm.getelementptr %11[%23] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %25, %34 : f32, !llvm.ptr<3>
        gpu.barrier
        %c63_i64 = arith.constant 63 : i64
        %35 = arith.subi %c63_i64, %23 : i64
        %36 = llvm.getelementptr %11[%35] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %37 = llvm.load %36 : !llvm.ptr<3> -> f32
        %38 = arith.addf %37, %27 : f32
        memref.store %38, %alloca_5[] : memref<f32>
      } else {
        memref.store %27, %alloca_5[] : memref<f32>
      }
      %29 = memref.load %alloca[] : memref<i64>
      %30 = arith.sitofp %29 : i64 to f32
      %31 = memref.load %alloca_5[] : memref<f32>
      %32 = arith.addf %31, %30 : f32
      %33 = llvm.getelementptr %10[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %32, %33 : f32, !llvm.ptr<1>
      gpu.return
    }
  }
}
