module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @inplace_v04(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %11 = arith.index_cast %intptr : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes#0 : index to i64
      %14 = arith.index_cast %sizes#1 : index to i64
      %15 = arith.index_cast %strides#1 : index to i64
      %block_id_x = gpu.block_id  x
      %16 = arith.index_cast %block_id_x : index to i64
      %17 = llvm.getelementptr %arg4[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %18 = llvm.load %17 : !llvm.ptr<1> -> !llvm.ptr
      %19 = llvm.addrspacecast %18 : !llvm.ptr to !llvm.ptr<1>
      %20 = llvm.getelementptr %arg5[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %21 = llvm.load %20 : !llvm.ptr<1> -> i64
      %22 = llvm.getelementptr %arg6[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %23 = llvm.load %22 : !llvm.ptr<1> -> i64
      %24 = llvm.getelementptr %arg7[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %25 = llvm.load %24 : !llvm.ptr<1> -> i64
      %c2_i64 = arith.constant 2 : i64
      %26 = arith.subi %13, %c2_i64 : i64
      %thread_id_x = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %27 to %14 step %c32_i64  : i64 {
        %28 = arith.muli %arg9, %15 : i64
        %29 = llvm.getelementptr %12[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c2_i64_0 = arith.constant 2 : i64
        %30 = arith.muli %arg9, %15 : i64
        %31 = arith.addi %c2_i64_0, %30 : i64
        %32 = llvm.getelementptr %12[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64 to %26 step %c1_i64  : i64 {
          %34 = llvm.getelementptr %29[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %35 = llvm.load %34 : !llvm.ptr<1> -> f32
          %36 = llvm.getelementptr %32[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %35, %36 : f32, !llvm.ptr<1>
        }
        %c2_i64_1 = arith.constant 2 : i64
        %33 = arith.subi %21, %c2_i64_1 : i64
        %c0_i64_2 = arith.constant 0 : i64
        %c1_i64_3 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_2 to %33 step %c1_i64_3  : i64 {
          %34 = arith.muli %arg9, %25 : i64
          %35 = arith.addi %arg10, %34 : i64
          %36 = llvm.getelementptr %19[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %37 = llvm.load %36 : !llvm.ptr<1> -> i32
          %c2_i64_4 = arith.constant 2 : i64
          %38 = arith.addi %arg10, %c2_i64_4 : i64
          %39 = arith.muli %arg9, %25 : i64
          %40 = arith.addi %38, %39 : i64
          %41 = llvm.getelementptr %19[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %42 = llvm.load %41 : !llvm.ptr<1> -> i32
          %43 = arith.addi %42, %37 : i32
          %44 = arith.muli %arg9, %25 : i64
          %45 = arith.addi %38, %44 : i64
          %46 = llvm.getelementptr %19[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %43, %46 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
