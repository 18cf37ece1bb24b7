module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_half_last_(%arg0: memref<3x?xi8, strided<[1, 3]>, 1>, %arg1: memref<f16, 1>, %arg2: memref<3xf16, strided<[1]>, 1>, %arg3: memref<bf16, 1>, %arg4: memref<3xbf16, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<3x?xi8, strided<[1, 3]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<3x?xi8, strided<[1, 3]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1 = memref.extract_strided_metadata %arg1 : memref<f16, 1> -> memref<f16, 1>, index
      %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<f16, 1> -> index
      %3 = arith.index_cast %intptr_2 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %arg2 : memref<3xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_7 = memref.extract_aligned_pointer_as_index %arg2 : memref<3xf16, strided<[1]>, 1> -> index
      %5 = arith.index_cast %intptr_7 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %base_buffer_8, %offset_9 = memref.extract_strided_metadata %arg3 : memref<bf16, 1> -> memref<bf16, 1>, index
      %intptr_10 = memref.extract_aligned_pointer_as_index %arg3 : memref<bf16, 1> -> index
      %7 = arith.index_cast %intptr_10 : index to i64
      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
      %base_buffer_11, %offset_12, %sizes_13, %strides_14 = memref.extract_strided_metadata %arg4 : memref<3xbf16, strided<[1]>, 1> -> memref<bf16, 1>, index, index, index
      %intptr_15 = memref.extract_aligned_pointer_as_index %arg4 : memref<3xbf16, strided<[1]>, 1> -> index
      %9 = arith.index_cast %intptr_15 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %block_id_x = gpu.block_id  x
      %11 = arith.index_cast %block_id_x : index to i64
      %c3_i64 = arith.constant 3 : i64
      %12 = arith.muli %11, %c3_i64 : i64
      %13 = llvm.getelementptr %1[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c2_i64 = arith.constant 2 : i64
      %c3_i64_16 = arith.constant 3 : i64
      %14 = arith.muli %11, %c3_i64_16 : i64
      %15 = arith.addi %c2_i64, %14 : i64
      %16 = llvm.getelementptr %1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %thread_id_x = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x : index to i64
      %c0_i64 = arith.constant 0 : i64
      %18 = arith.cmpi eq, %17, %c0_i64 : i64
      scf.if %18 {
        %cst = arith.constant 1.500000e+00 : f16
        %23 = llvm.load %16 : !llvm.ptr<1> -> i8
        %24 = arith.sitofp %23 : i8 to f16
        %25 = arith.mulf %cst, %24 : f16
        %26 = llvm.atomicrmw fadd %4, %25 monotonic : !llvm.ptr<1>, f16
      }
      %thread_id_x_17 = gpu.thread_id  x
      %19 = arith.index_cast %thread_id_x_17 : index to i64
      %c3_i64_18 = arith.constant 3 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg5 = %19 to %c3_i64_18 step %c32_i64  : i64 {
        %cst = arith.constant 1.500000e+00 : f16
        %23 = llvm.getelementptr %13[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %24 = llvm.load %23 : !llvm.ptr<1> -> i8
        %25 = arith.sitofp %24 : i8 to f16
        %26 = arith.mulf %cst, %25 : f16
        %27 = llvm.getelementptr %6[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %28 = llvm.atomicrmw fadd %27, %26 monotonic : !llvm.ptr<1>, f16
      }
      %thread_id_x_19 = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x_19 : index to i64
      %c0_i64_20 = arith.constant 0 : i64
      %21 = arith.cmpi eq, %20, %c0_i64_20 : i64
      scf.if %21 {
        %cst = arith.constant 5.000000e-01 : bf16
        %23 = llvm.load %16 : !llvm.ptr<1> -> i8
        %24 = arith.sitofp %23 : i8 to bf16
        %25 = arith.mulf %cst, %24 : bf16
        %26 = llvm.atomicrmw fadd %8, %25 monotonic : !llvm.ptr<1>, bf16
      }
      %thread_id_x_21 = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x_21 : index to i64
      %c3_i64_22 = arith.constant 3 : i64
      %c32_i64_23 = arith.constant 32 : i64
      scf.for %arg5 = %22 to %c3_i64_22 step %c32_i64_23  : i64 {
        %cst = arith.constant 5.000000e-01 : bf16
        %23 = llvm.getelementptr %13[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %24 = llvm.load %23 : !llvm.ptr<1> -> i8
        %25 = arith.sitofp %24 : i8 to bf16
        %26 = arith.mulf %cst, %25 : bf16
        %27 = llvm.getelementptr %10[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %28 = llvm.atomicrmw fadd %27, %26 monotonic : !llvm.ptr<1>, bf16
      }
      gpu.return
    }
  }
}
