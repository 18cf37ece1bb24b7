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
      %block_id_x = gpu.block_id  x
      %11 = arith.index_cast %block_id_x : index to i64
      %c97_i64 = arith.constant 97 : i64
      %12 = arith.muli %11, %c97_i64 : i64
      %13 = llvm.getelementptr %1[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c10_i64 = arith.constant 10 : i64
      %14 = arith.muli %11, %c10_i64 : i64
      %15 = llvm.getelementptr %4[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %16 = arith.muli %11, %10 : i64
      %17 = llvm.getelementptr %7[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %18 = arith.extsi %arg0 : i32 to i64
      %thread_id_x = gpu.thread_id  x
      %19 = arith.index_cast %thread_id_x : index to i64
      %20 = arith.addi %18, %19 : i64
      %21 = arith.extsi %arg1 : i32 to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg5 = %20 to %21 step %c64_i64  : i64 {
        %30 = arith.trunci %arg5 : i64 to i32
        %31 = arith.subi %30, %arg0 : i32
        %32 = arith.extsi %31 : i32 to i64
        %c3_i32 = arith.constant 3 : i32
        %33 = arith.muli %30, %c3_i32 : i32
        %34 = llvm.getelementptr %13[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %33, %34 : i32, !llvm.ptr<1>
      }
      gpu.barrier
      %c5_i64 = arith.constant 5 : i64
      %thread_id_x_10 = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x_10 : index to i64
      %23 = arith.addi %c5_i64, %22 : i64
      %c3_i64 = arith.constant 3 : i64
      %c64_i64_11 = arith.constant 64 : i64
      scf.for %arg5 = %23 to %c3_i64 step %c64_i64_11  : i64 {
        %30 = arith.trunci %arg5 : i64 to i32
        %31 = arith.subi %30, %30 : i32
        %c1_i32 = arith.constant 1 : i32
        %32 = arith.subi %31, %c1_i32 : i32
        llvm.store %32, %13 : i32, !llvm.ptr<1>
      }
      %thread_id_x_12 = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x_12 : index to i64
      %c10_i64_13 = arith.constant 10 : i64
      %c64_i64_14 = arith.constant 64 : i64
      scf.for %arg5 = %24 to %c10_i64_13 step %c64_i64_14  : i64 {
        %30 = arith.trunci %arg5 : i64 to i16
        %31 = arith.muli %30, %30 : i16
        %32 = arith.extsi %31 : i16 to i32
        %33 = arith.extsi %30 : i16 to i64
        %34 = llvm.getelementptr %15[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %32, %34 : i32, !llvm.ptr<1>
      }
      %c17_i64 = arith.constant 17 : i64
      %thread_id_x_15 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_15 : index to i64
      %26 = arith.addi %c17_i64, %25 : i64
      %c64_i64_16 = arith.constant 64 : i64
      scf.for %arg5 = %26 to %8 step %c64_i64_16  : i64 {
        %30 = arith.addi %arg5, %11 : i64
        %31 = llvm.getelementptr %17[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %30, %31 : i64, !llvm.ptr<1>
      }
      gpu.barrier
      %c3_i64_17 = arith.constant 3 : i64
      %27 = arith.maxsi %c3_i64_17, %8 : i64
      %28 = arith.subi %27, %8 : i64
      %thread_id_x_18 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_18 : index to i64
      %c64_i64_19 = arith.constant 64 : i64
      scf.for %arg5 = %29 to %28 step %c64_i64_19  : i64 {
        %30 = arith.addi %8, %arg5 : i64
        %31 = arith.subi %30, %30 : i64
        %c1_i64 = arith.constant 1 : i64
        %32 = arith.subi %31, %c1_i64 : i64
        llvm.store %32, %17 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
