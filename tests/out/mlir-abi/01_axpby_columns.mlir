module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale_add(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(64 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(64 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x?xf32, strided<[1, 64]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(64 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(64 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x?xf32, strided<[1, 64]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %26 = arith.index_cast %intptr : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %28 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %29 = arith.index_cast %intptr_4 : index to i64
      %30 = llvm.inttoptr %29 : i64 to !llvm.ptr<1>
      %31 = arith.index_cast %sizes_2#1 : index to i64
      %block_id_x = gpu.block_id  x
      %32 = arith.index_cast %block_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %33 = arith.muli %32, %c64_i64 : i64
      %34 = llvm.getelementptr %27[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64_5 = arith.constant 64 : i64
      %35 = arith.muli %32, %c64_i64_5 : i64
      %36 = llvm.getelementptr %30[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x : index to i64
      %c64_i64_6 = arith.constant 64 : i64
      %c64_i64_7 = arith.constant 64 : i64
      scf.for %arg4 = %37 to %c64_i64_6 step %c64_i64_7  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %38 = llvm.getelementptr %36[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %39 = llvm.load %38 : !llvm.ptr<1> -> f32
        %cst_8 = arith.constant 2.000000e+00 : f32
        %40 = llvm.getelementptr %34[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %42 = arith.mulf %cst_8, %41 : f32
        %43 = llvm.intr.fma(%cst, %39, %42) : (f32, f32, f32) -> f32
        %44 = llvm.getelementptr %36[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %43, %44 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
