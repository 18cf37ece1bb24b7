module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load_then_store(%arg0: !llvm.ptr<1>, %arg1: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(4 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(4 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xi32, strided<[1, 4]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<4x?xi32, strided<[1, 4]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<4x?xi32, strided<[1, 4]>, 1> -> index
      %13 = arith.index_cast %intptr : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes#1 : index to i64
      %block_id_x = gpu.block_id  x
      %16 = arith.index_cast %block_id_x : index to i64
      %c4_i64 = arith.constant 4 : i64
      %17 = arith.muli %16, %c4_i64 : i64
      %18 = llvm.getelementptr %14[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %19 = llvm.load %18 : !llvm.ptr<1> -> i32
      %c1_i32 = arith.constant 1 : i32
      %20 = arith.subi %c1_i32, %19 : i32
      gpu.barrier
      llvm.store %20, %18 : i32, !llvm.ptr<1>
      %c0_i64 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg2 = %c0_i64 to %c3_i64 step %c1_i64  : i64 {
        gpu.barrier
        %c1_i64_0 = arith.constant 1 : i64
        %21 = llvm.getelementptr %18[%c1_i64_0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %22 = llvm.load %21 : !llvm.ptr<1> -> i32
        gpu.barrier
        %c2_i64 = arith.constant 2 : i64
        %23 = llvm.getelementptr %18[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %22, %23 : i32, !llvm.ptr<1>
        %c1_i32_1 = arith.constant 1 : i32
        %24 = arith.addi %22, %c1_i32_1 : i32
        %c1_i64_2 = arith.constant 1 : i64
        %25 = llvm.getelementptr %18[%c1_i64_2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %24, %25 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
