module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @modes(%arg0: memref<?x?x?xf32, strided<[1, ?, ?]>, 1>, %arg1: memref<?x?xf64, strided<[1, ?]>, 1>, %arg2: memref<?xmemref<?x?xf32, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1>, %arg3: memref<?x?x?xf64, strided<[1, ?, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %sizes#2 : index to i64
      %5 = arith.index_cast %strides#1 : index to i64
      %6 = arith.index_cast %strides#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %7 = arith.index_cast %intptr_4 : index to i64
      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
      %9 = arith.index_cast %sizes_2#0 : index to i64
      %10 = arith.index_cast %sizes_2#1 : index to i64
      %11 = arith.index_cast %strides_3#1 : index to i64
      %12:6 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<?x?xf32, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, i64, i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg3 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<?x?x?xf64, strided<[1, ?, ?]>, 1> -> index
      %13 = arith.index_cast %intptr_9 : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes_7#0 : index to i64
      %16 = arith.index_cast %sizes_7#1 : index to i64
      %17 = arith.index_cast %sizes_7#2 : index to i64
      %18 = arith.index_cast %strides_8#1 : index to i64
      %19 = arith.index_cast %strides_8#2 : index to i64
      %block_id_x = gpu.block_id  x
      %20 = arith.index_cast %block_id_x : index to i64
      %21 = arith.muli %20, %6 : i64
      %22 = llvm.getelementptr %1[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %23 = arith.muli %20, %19 : i64
      %24 = llvm.getelementptr %14[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %25 = llvm.getelementptr %12#0[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %26 = llvm.load %25 : !llvm.ptr<1> -> !llvm.ptr
      %27 = llvm.addrspacecast %26 : !llvm.ptr to !llvm.ptr<1>
      %28 = llvm.getelementptr %27[%12#5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %29 = llvm.getelementptr %12#1[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %30 = llvm.load %29 : !llvm.ptr<1> -> i64
      %31 = llvm.getelementptr %12#2[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %32 = llvm.load %31 : !llvm.ptr<1> -> i64
      %33 = llvm.getelementptr %12#3[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %34 = llvm.load %33 : !llvm.ptr<1> -> i64
      %c0_i64 = arith.constant 0 : i64
      %35 = arith.maxsi %2, %c0_i64 : i64
      %c0_i64_10 = arith.constant 0 : i64
      %36 = arith.maxsi %3, %c0_i64_10 : i64
      %37 = arith.muli %35, %36 : i64
      %thread_id_x = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %38 to %37 step %c32_i64  : i64 {
        %39 = arith.remsi %arg4, %35 : i64
        %40 = arith.divsi %arg4, %35 : i64
        %41 = arith.muli %40, %5 : i64
        %42 = arith.addi %39, %41 : i64
        %43 = llvm.getelementptr %22[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %45 = arith.muli %40, %11 : i64
        %46 = arith.addi %39, %45 : i64
        %47 = llvm.getelementptr %8[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %48 = llvm.load %47 : !llvm.ptr<1> -> f64
        %49 = arith.muli %40, %34 : i64
        %50 = arith.addi %39, %49 : i64
        %51 = llvm.getelementptr %28[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %53 = arith.extf %44 : f32 to f64
        %54 = arith.extf %52 : f32 to f64
        %55 = arith.addf %53, %48 : f64
        %56 = arith.addf %55, %54 : f64
        %57 = arith.muli %40, %18 : i64
        %58 = arith.addi %39, %57 : i64
        %59 = llvm.getelementptr %24[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %56, %59 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
