module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @foreach_strided_bf16(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(10 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %2, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %arg1, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x?xbf16, strided<[?, ?]>, 1>
      %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.mlir.constant(10 : i64) : i64
      %14 = llvm.mlir.constant(10 : i64) : i64
      %15 = llvm.mlir.constant(1 : i64) : i64
      %16 = llvm.mlir.constant(10 : i64) : i64
      %17 = llvm.mlir.constant(100 : i64) : i64
      %18 = llvm.insertvalue %arg4, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %19 = llvm.insertvalue %arg4, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %20 = llvm.insertvalue %12, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %21 = llvm.insertvalue %13, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %22 = llvm.insertvalue %14, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %23 = llvm.insertvalue %arg5, %22[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %24 = llvm.insertvalue %15, %23[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %16, %24[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %17, %25[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<10x10x?xbf16, strided<[1, 10, 100]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<10x?xbf16, strided<[?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<10x?xbf16, strided<[?, ?]>, 1> -> index
      %28 = arith.index_cast %intptr : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %30 = arith.index_cast %strides#0 : index to i64
      %31 = arith.index_cast %sizes#1 : index to i64
      %32 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %27 : memref<10x10x?xbf16, strided<[1, 10, 100]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<10x10x?xbf16, strided<[1, 10, 100]>, 1> -> index
      %33 = arith.index_cast %intptr_4 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_2#2 : index to i64
      %block_id_x = gpu.block_id  x
      %36 = arith.index_cast %block_id_x : index to i64
      %37 = arith.muli %36, %32 : i64
      %38 = llvm.getelementptr %29[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %c100_i64 = arith.constant 100 : i64
      %39 = arith.muli %36, %c100_i64 : i64
      %40 = llvm.getelementptr %34[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %thread_id_x = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x : index to i64
      %c10_i64 = arith.constant 10 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %41 to %c10_i64 step %c32_i64  : i64 {
        %42 = arith.trunci %arg6 : i64 to i32
        %43 = arith.extsi %42 : i32 to i64
        %c21_i64 = arith.constant 21 : i64
        %44 = llvm.getelementptr %40[%c21_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %45 = llvm.load %44 : !llvm.ptr<1> -> bf16
        %cst = arith.constant 1.687500e+01 : bf16
        %46 = arith.addf %cst, %45 : bf16
        %47 = arith.mulf %46, %46 : bf16
        %48 = arith.muli %43, %30 : i64
        %49 = llvm.getelementptr %38[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %47, %49 : bf16, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
