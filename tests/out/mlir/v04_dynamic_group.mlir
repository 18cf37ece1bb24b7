module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @group_modes(%arg0: memref<?xmemref<?x?xf32, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1>, %arg1: memref<?x?x?xf64, strided<[1, ?, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0:6 = builtin.unrealized_conversion_cast %arg0 : memref<?xmemref<?x?xf32, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, i64, i64
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = arith.index_cast %sizes#0 : index to i64
      %4 = arith.index_cast %sizes#1 : index to i64
      %5 = arith.index_cast %sizes#2 : index to i64
      %6 = arith.index_cast %strides#1 : index to i64
      %7 = arith.index_cast %strides#2 : index to i64
      %block_id_x = gpu.block_id  x
      %8 = arith.index_cast %block_id_x : index to i64
      %9 = llvm.getelementptr %0#0[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %10 = llvm.load %9 : !llvm.ptr<1> -> !llvm.ptr
      %11 = llvm.addrspacecast %10 : !llvm.ptr to !llvm.ptr<1>
      %12 = llvm.getelementptr %11[%0#5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %13 = llvm.getelementptr %0#1[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %14 = llvm.load %13 : !llvm.ptr<1> -> i64
      %15 = llvm.getelementptr %0#2[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %16 = llvm.load %15 : !llvm.ptr<1> -> i64
      %17 = llvm.getelementptr %0#3[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %18 = llvm.load %17 : !llvm.ptr<1> -> i64
      %19 = arith.muli %8, %7 : i64
      %20 = llvm.getelementptr %2[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64 = arith.constant 0 : i64
      %21 = arith.maxsi %14, %c0_i64 : i64
      %c0_i64_0 = arith.constant 0 : i64
      %22 = arith.maxsi %16, %c0_i64_0 : i64
      %23 = arith.muli %21, %22 : i64
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %24 to %23 step %c32_i64  : i64 {
        %25 = arith.remsi %arg2, %21 : i64
        %26 = arith.divsi %arg2, %21 : i64
        %27 = arith.muli %26, %18 : i64
        %28 = arith.addi %25, %27 : i64
        %29 = llvm.getelementptr %12[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %30 = llvm.load %29 : !llvm.ptr<1> -> f32
        %31 = arith.extf %30 : f32 to f64
        %32 = arith.addf %31, %31 : f64
        %33 = arith.muli %26, %6 : i64
        %34 = arith.addi %25, %33 : i64
        %35 = llvm.getelementptr %20[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %32, %35 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
