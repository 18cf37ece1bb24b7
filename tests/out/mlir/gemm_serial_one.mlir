module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @one(%arg0: memref<1x1x?xf32, strided<[1, 1, 1]>, 1>, %arg1: memref<1x1x?xf32, strided<[1, 1, 1]>, 1>, %arg2: memref<1x1x?xf32, strided<[1, 1, 1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<1x1x?xf32, strided<[1, 1, 1]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<1x1x?xf32, strided<[1, 1, 1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<1x1x?xf32, strided<[1, 1, 1]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<1x1x?xf32, strided<[1, 1, 1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<1x1x?xf32, strided<[1, 1, 1]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<1x1x?xf32, strided<[1, 1, 1]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %10 = llvm.getelementptr %1[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %11 = llvm.getelementptr %4[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %12 = llvm.getelementptr %7[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %13 = arith.index_cast %thread_id_x : index to i64
      %c0_i64 = arith.constant 0 : i64
      %14 = arith.minsi %13, %c0_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %c0_i64_10 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_11 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64_10 to %c1_i64 step %c1_i64_11  : i64 {
        %16 = arith.addi %14, %arg3 : i64
        %17 = llvm.getelementptr %10[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %18 = llvm.load %17 : !llvm.ptr<1> -> f32
        %19 = llvm.getelementptr %11[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %20 = llvm.load %19 : !llvm.ptr<1> -> f32
        %21 = memref.load %alloca[] : memref<f32>
        %22 = llvm.intr.fma(%18, %20, %21) : (f32, f32, f32) -> f32
        memref.store %22, %alloca[] : memref<f32>
      }
      %c1_i64_12 = arith.constant 1 : i64
      %15 = arith.cmpi slt, %13, %c1_i64_12 : i64
      scf.if %15 {
        %16 = memref.load %alloca[] : memref<f32>
        %17 = llvm.getelementptr %12[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %16, %17 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
