module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @foreach_strided_bf16(%arg0: memref<10x?xbf16, strided<[?, ?]>, 1>, %arg1: memref<10x10x?xbf16, strided<[1, 10, 100]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<10x?xbf16, strided<[?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<10x?xbf16, strided<[?, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %strides#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<10x10x?xbf16, strided<[1, 10, 100]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<10x10x?xbf16, strided<[1, 10, 100]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#2 : index to i64
      %block_id_x = gpu.block_id  x
      %8 = arith.index_cast %block_id_x : index to i64
      %9 = arith.muli %8, %4 : i64
      %10 = llvm.getelementptr %1[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %c100_i64 = arith.constant 100 : i64
      %11 = arith.muli %8, %c100_i64 : i64
      %12 = llvm.getelementptr %6[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %thread_id_x = gpu.thread_id  x
      %13 = arith.index_cast %thread_id_x : index to i64
      %c10_i64 = arith.constant 10 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %13 to %c10_i64 step %c32_i64  : i64 {
        %14 = arith.trunci %arg2 : i64 to i32
        %15 = arith.extsi %14 : i32 to i64
        %c21_i64 = arith.constant 21 : i64
        %16 = llvm.getelementptr %12[%c21_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %17 = llvm.load %16 : !llvm.ptr<1> -> bf16
        %cst = arith.constant 1.687500e+01 : bf16
        %18 = arith.addf %cst, %17 : bf16
        %19 = arith.mulf %18, %18 : bf16
        %20 = arith.muli %15, %2 : i64
        %21 = llvm.getelementptr %10[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %19, %21 : bf16, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
