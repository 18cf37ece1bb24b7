module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @never(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(8 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xf32, strided<[1, 8]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(8 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %18 = llvm.insertvalue %arg2, %17[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = llvm.insertvalue %14, %18[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %20 = llvm.insertvalue %15, %19[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %21 = llvm.insertvalue %16, %20[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %22 = builtin.unrealized_conversion_cast %21 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32, strided<[1]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<8x?xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<8x?xf32, strided<[1, 8]>, 1> -> index
      %23 = arith.index_cast %intptr : index to i64
      %24 = llvm.inttoptr %23 : i64 to !llvm.ptr<1>
      %25 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %22 : memref<8xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %22 : memref<8xf32, strided<[1]>, 1> -> index
      %26 = arith.index_cast %intptr_4 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %block_id_x = gpu.block_id  x
      %28 = arith.index_cast %block_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %29 = arith.muli %28, %c8_i64 : i64
      %30 = llvm.getelementptr %24[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c-15_i64 = arith.constant -15 : i64
      %31 = arith.cmpi eq, %c-15_i64, %28 : i64
      scf.if %31 {
        %cst = arith.constant 4.000000e+01 : f32
        %cst_5 = arith.constant 2.000000e+00 : f32
        %32 = arith.addf %cst, %cst_5 : f32
        llvm.store %32, %30 : f32, !llvm.ptr<1>
        llvm.store %32, %27 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
