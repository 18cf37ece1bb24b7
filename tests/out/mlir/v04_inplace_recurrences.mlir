module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @inplace_v04(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?xmemref<?x?xi32, strided<[1, ?]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %5:5 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<?x?xi32, strided<[1, ?]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, i64
      %block_id_x = gpu.block_id  x
      %6 = arith.index_cast %block_id_x : index to i64
      %7 = llvm.getelementptr %5#0[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %8 = llvm.load %7 : !llvm.ptr<1> -> !llvm.ptr
      %9 = llvm.addrspacecast %8 : !llvm.ptr to !llvm.ptr<1>
      %10 = llvm.getelementptr %5#1[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %11 = llvm.load %10 : !llvm.ptr<1> -> i64
      %12 = llvm.getelementptr %5#2[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %13 = llvm.load %12 : !llvm.ptr<1> -> i64
      %14 = llvm.getelementptr %5#3[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %15 = llvm.load %14 : !llvm.ptr<1> -> i64
      %c2_i64 = arith.constant 2 : i64
      %16 = arith.subi %2, %c2_i64 : i64
      %thread_id_x = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %17 to %3 step %c32_i64  : i64 {
        %18 = arith.muli %arg2, %4 : i64
        %19 = llvm.getelementptr %1[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c2_i64_0 = arith.constant 2 : i64
        %20 = arith.muli %arg2, %4 : i64
        %21 = arith.addi %c2_i64_0, %20 : i64
        %22 = llvm.getelementptr %1[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg3 = %c0_i64 to %16 step %c1_i64  : i64 {
          %24 = llvm.getelementptr %19[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %25 = llvm.load %24 : !llvm.ptr<1> -> f32
          %26 = llvm.getelementptr %22[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %25, %26 : f32, !llvm.ptr<1>
        }
        %c2_i64_1 = arith.constant 2 : i64
        %23 = arith.subi %11, %c2_i64_1 : i64
        %c0_i64_2 = arith.constant 0 : i64
        %c1_i64_3 = arith.constant 1 : i64
        scf.for %arg3 = %c0_i64_2 to %23 step %c1_i64_3  : i64 {
          %24 = arith.muli %arg2, %15 : i64
          %25 = arith.addi %arg3, %24 : i64
          %26 = llvm.getelementptr %9[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %27 = llvm.load %26 : !llvm.ptr<1> -> i32
          %c2_i64_4 = arith.constant 2 : i64
          %28 = arith.addi %arg3, %c2_i64_4 : i64
          %29 = arith.muli %arg2, %15 : i64
          %30 = arith.addi %28, %29 : i64
          %31 = llvm.getelementptr %9[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %32 = llvm.load %31 : !llvm.ptr<1> -> i32
          %33 = arith.addi %32, %27 : i32
          %34 = arith.muli %arg2, %15 : i64
          %35 = arith.addi %28, %34 : i64
          %36 = llvm.getelementptr %9[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %33, %36 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
