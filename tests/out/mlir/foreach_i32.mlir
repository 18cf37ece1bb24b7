module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @foreach_i32(%arg0: i32, %arg1: i32, %arg2: memref<97x?xi32, strided<[1, 97]>, 1>, %arg3: memref<10x?xi32, strided<[1, 10]>, 1>, %arg4: memref<?x?xi64, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<97x?xi32, strided<[1, 97]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<97x?xi32, strided<[1, 97]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg3 : memref<10x?xi32, strided<[1, 10]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<10x?xi32, strided<[1, 10]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<?x?xi64, strided<[1, ?]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<?x?xi64, strided<[1, ?]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#0 : index to i64
      %9 = arith.index_cast %sizes_7#1 : index to i64
      %10 = arith.index_cast %strides_8#1 : index to i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %c97_i64 = arith.constant 97 : i64
      %13 = arith.muli %12, %c97_i64 : i64
      %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c10_i64 = arith.constant 10 : i64
      %15 = arith.muli %12, %c10_i64 : i64
      %16 = llvm.getelementptr %4[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %17 = arith.muli %12, %10 : i64
      %18 = llvm.getelementptr %7[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %19 = arith.extsi %arg0 : i32 to i64
      %thread_id_x = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x : index to i64
      %21 = arith.addi %19, %20 : i64
      %22 = arith.extsi %arg1 : i32 to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg5 = %21 to %22 step %c64_i64  : i64 {
        %30 = arith.trunci %arg5 : i64 to i32
        %31 = arith.subi %30, %arg0 : i32
        %32 = arith.extsi %31 : i32 to i64
        %c3_i32 = arith.constant 3 : i32
        %33 = arith.muli %30, %c3_i32 : i32
        %34 = llvm.getelementptr %14[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %33, %34 : i32, !llvm.ptr<1>
      }
      gpu.barrier
      %c5_i64 = arith.constant 5 : i64
      %thread_id_x_10 = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x_10 : index to i64
      %24 = arith.addi %c5_i64, %23 : i64
      %c3_i64 = arith.constant 3 : i64
      %c64_i64_11 = arith.constant 64 : i64
      scf.for %arg5 = %24 to %c3_i64 step %c64_i64_11  : i64 {
        %30 = arith.trunci %arg5 : i64 to i32
        %31 = arith.subi %30, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %32 = arith.subi %31, %c1_i32 : i32
        llvm.store %32, %14 : i32, !llvm.ptr<1>
      }
      %thread_id_x_12 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_12 : index to i64
      %c10_i64_13 = arith.constant 10 : i64
      %c64_i64_14 = arith.constant 64 : i64
      scf.for %arg5 = %25 to %c10_i64_13 step %c64_i64_14  : i64 {
        %30 = arith.trunci %arg5 : i64 to i16
        %31 = arith.muli %30, %30 : i16
        %32 = arith.extsi %31 : i16 to i32
        %33 = arith.extsi %30 : i16 to i64
        %34 = llvm.getelementptr %16[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %32, %34 : i32, !llvm.ptr<1>
      }
      %c17_i64 = arith.constant 17 : i64
      %thread_id_x_15 = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x_15 : index to i64
      %27 = arith.addi %c17_i64, %26 : i64
      %c64_i64_16 = arith.constant 64 : i64
      scf.for %arg5 = %27 to %8 step %c64_i64_16  : i64 {
        %30 = arith.addi %arg5, %12 : i64
        %31 = llvm.getelementptr %18[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %30, %31 : i64, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_17 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_17 : index to i64
      %29 = arith.addi %8, %28 : i64
      %c3_i64_18 = arith.constant 3 : i64
      %c64_i64_19 = arith.constant 64 : i64
      scf.for %arg5 = %29 to %c3_i64_18 step %c64_i64_19  : i64 {
        %30 = arith.subi %arg5, %arg5 : i64
        %c1_i64 = arith.constant 1 : i64
        %31 = arith.subi %30, %c1_i64 : i64
        llvm.store %31, %18 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
