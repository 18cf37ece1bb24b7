module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @group_modes(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg6, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %4 = llvm.insertvalue %arg6, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %6 = llvm.insertvalue %arg7, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %7 = llvm.insertvalue %arg8, %6[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg9, %7[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %2, %8[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %arg10, %9[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %arg11, %10[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf64, strided<[1, ?, ?]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %12 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> index
      %13 = arith.index_cast %intptr : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes#0 : index to i64
      %16 = arith.index_cast %sizes#1 : index to i64
      %17 = arith.index_cast %sizes#2 : index to i64
      %18 = arith.index_cast %strides#1 : index to i64
      %19 = arith.index_cast %strides#2 : index to i64
      %block_id_x = gpu.block_id  x
      %20 = arith.index_cast %block_id_x : index to i64
      %21 = llvm.getelementptr %arg0[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %22 = llvm.load %21 : !llvm.ptr<1> -> !llvm.ptr
      %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<1>
      %24 = llvm.getelementptr %23[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %25 = llvm.getelementptr %arg1[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %26 = llvm.load %25 : !llvm.ptr<1> -> i64
      %27 = llvm.getelementptr %arg2[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %28 = llvm.load %27 : !llvm.ptr<1> -> i64
      %29 = llvm.getelementptr %arg3[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %30 = llvm.load %29 : !llvm.ptr<1> -> i64
      %31 = arith.muli %20, %19 : i64
      %32 = llvm.getelementptr %14[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64 = arith.constant 0 : i64
      %33 = arith.maxsi %26, %c0_i64 : i64
      %c0_i64_0 = arith.constant 0 : i64
      %34 = arith.maxsi %28, %c0_i64_0 : i64
      %35 = arith.muli %33, %34 : i64
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg12 = %36 to %35 step %c32_i64  : i64 {
        %37 = arith.remsi %arg12, %33 : i64
        %38 = arith.divsi %arg12, %33 : i64
        %39 = arith.muli %38, %30 : i64
        %40 = arith.addi %37, %39 : i64
        %41 = llvm.getelementptr %24[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %42 = llvm.load %41 : !llvm.ptr<1> -> f32
        %43 = arith.extf %42 : f32 to f64
        %44 = arith.addf %43, %43 : f64
        %45 = arith.muli %38, %18 : i64
        %46 = arith.addi %37, %45 : i64
        %47 = llvm.getelementptr %32[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %44, %47 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
