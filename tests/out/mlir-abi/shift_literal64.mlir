module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @shift_literal64(%arg0: i64, %arg1: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %1, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %3, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xi64, strided<[1]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %9 : memref<8xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %9 : memref<8xi64, strided<[1]>, 1> -> index
      %10 = arith.index_cast %intptr : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %c17_i64 = arith.constant 17 : i64
      %c-10_i64 = arith.constant -10 : i64
      %c63_i64 = arith.constant 63 : i64
      %12 = arith.andi %c-10_i64, %c63_i64 : i64
      %13 = arith.shli %c17_i64, %12 : i64
      %c-17_i64 = arith.constant -17 : i64
      %c40_i64 = arith.constant 40 : i64
      %c63_i64_0 = arith.constant 63 : i64
      %14 = arith.andi %c40_i64, %c63_i64_0 : i64
      %15 = arith.shrsi %c-17_i64, %14 : i64
      %c3_i64 = arith.constant 3 : i64
      %c62_i64 = arith.constant 62 : i64
      %c63_i64_1 = arith.constant 63 : i64
      %16 = arith.andi %c62_i64, %c63_i64_1 : i64
      %17 = arith.shli %c3_i64, %16 : i64
      %c-9000000000_i64 = arith.constant -9000000000 : i64
      %c33_i64 = arith.constant 33 : i64
      %c63_i64_2 = arith.constant 63 : i64
      %18 = arith.andi %c33_i64, %c63_i64_2 : i64
      %19 = arith.shrsi %c-9000000000_i64, %18 : i64
      %c1_i64 = arith.constant 1 : i64
      %c63_i64_3 = arith.constant 63 : i64
      %20 = arith.andi %arg0, %c63_i64_3 : i64
      %21 = arith.shli %c1_i64, %20 : i64
      %c-1024_i64 = arith.constant -1024 : i64
      %c63_i64_4 = arith.constant 63 : i64
      %22 = arith.andi %arg0, %c63_i64_4 : i64
      %23 = arith.shrsi %c-1024_i64, %22 : i64
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_5 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %24 to %c1_i64_5 step %c32_i64  : i64 {
        llvm.store %13, %11 : i64, !llvm.ptr<1>
        %c1_i64_6 = arith.constant 1 : i64
        %25 = llvm.getelementptr %11[%c1_i64_6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %15, %25 : i64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %26 = llvm.getelementptr %11[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %17, %26 : i64, !llvm.ptr<1>
        %c3_i64_7 = arith.constant 3 : i64
        %27 = llvm.getelementptr %11[%c3_i64_7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %19, %27 : i64, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %28 = llvm.getelementptr %11[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %21, %28 : i64, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %29 = llvm.getelementptr %11[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %23, %29 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
