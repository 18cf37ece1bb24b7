module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @inplace_recurrences(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf64, strided<[1, ?]>, 1>, %arg2: memref<?x?xi32, strided<[1, ?]>, 1>, %arg3: memref<?x?xf32, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xi32, strided<[1, ?]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xi32, strided<[1, ?]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7#0 : index to i64
      %13 = arith.index_cast %sizes_7#1 : index to i64
      %14 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %15 = arith.index_cast %intptr_14 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_12#0 : index to i64
      %18 = arith.index_cast %sizes_12#1 : index to i64
      %19 = arith.index_cast %strides_13#1 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %20 = arith.subi %2, %c2_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %21 = arith.subi %2, %c4_i64 : i64
      %thread_id_x = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %22 to %3 step %c32_i64  : i64 {
        %23 = arith.muli %arg4, %4 : i64
        %24 = llvm.getelementptr %1[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c2_i64_15 = arith.constant 2 : i64
        %25 = arith.muli %arg4, %4 : i64
        %26 = arith.addi %c2_i64_15, %25 : i64
        %27 = llvm.getelementptr %1[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64 to %20 step %c1_i64  : i64 {
          %30 = llvm.getelementptr %24[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %31 = llvm.load %30 : !llvm.ptr<1> -> f32
          %32 = llvm.getelementptr %27[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %31, %32 : f32, !llvm.ptr<1>
        }
        %28 = arith.muli %arg4, %9 : i64
        %29 = llvm.getelementptr %6[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %c0_i64_16 = arith.constant 0 : i64
        %c1_i64_17 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_16 to %21 step %c1_i64_17  : i64 {
          %30 = llvm.getelementptr %29[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %31 = llvm.load %30 : !llvm.ptr<1> -> f64
          %c4_i64_22 = arith.constant 4 : i64
          %32 = arith.addi %arg5, %c4_i64_22 : i64
          %33 = llvm.getelementptr %29[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %31, %33 : f64, !llvm.ptr<1>
        }
        %c0_i64_18 = arith.constant 0 : i64
        %c1_i64_19 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_18 to %20 step %c1_i64_19  : i64 {
          %30 = arith.muli %arg4, %14 : i64
          %31 = arith.addi %arg5, %30 : i64
          %32 = llvm.getelementptr %11[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %33 = llvm.load %32 : !llvm.ptr<1> -> i32
          %c2_i64_22 = arith.constant 2 : i64
          %34 = arith.addi %arg5, %c2_i64_22 : i64
          %35 = arith.muli %arg4, %14 : i64
          %36 = arith.addi %34, %35 : i64
          %37 = llvm.getelementptr %11[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %38 = llvm.load %37 : !llvm.ptr<1> -> i32
          %39 = arith.addi %38, %33 : i32
          %40 = arith.muli %arg4, %14 : i64
          %41 = arith.addi %34, %40 : i64
          %42 = llvm.getelementptr %11[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %39, %42 : i32, !llvm.ptr<1>
        }
        %c1_i64_20 = arith.constant 1 : i64
        %c1_i64_21 = arith.constant 1 : i64
        scf.for %arg5 = %c1_i64_20 to %2 step %c1_i64_21  : i64 {
          %c1_i64_22 = arith.constant 1 : i64
          %30 = arith.subi %arg5, %c1_i64_22 : i64
          %31 = arith.muli %arg4, %19 : i64
          %32 = arith.addi %30, %31 : i64
          %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %35 = arith.muli %arg4, %19 : i64
          %36 = arith.addi %arg5, %35 : i64
          %37 = llvm.getelementptr %16[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %cst = arith.constant 5.000000e-01 : f32
          %39 = arith.mulf %38, %cst : f32
          %40 = arith.addf %39, %34 : f32
          %41 = arith.muli %arg4, %19 : i64
          %42 = arith.addi %arg5, %41 : i64
          %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %40, %43 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
