module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_yield() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @if_barrier_yield(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?xf32, strided<[1]>, 1>, %arg2: memref<?x?xf32, strided<[1, ?]>, 1>, %arg3: memref<?xf32, strided<[1]>, 1>, %arg4: memref<?xi32, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, strided<[1]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %8 = arith.index_cast %intptr_9 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_7#0 : index to i64
      %11 = arith.index_cast %sizes_7#1 : index to i64
      %12 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xf32, strided<[1]>, 1> -> index
      %13 = arith.index_cast %intptr_14 : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes_12 : index to i64
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %arg4 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?xi32, strided<[1]>, 1> -> index
      %16 = arith.index_cast %intptr_19 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_17 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<i32>
      %block_id_x = gpu.block_id  x
      %19 = arith.index_cast %block_id_x : index to i64
      %20 = arith.muli %19, %4 : i64
      %21 = llvm.getelementptr %1[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %22 = arith.muli %19, %12 : i64
      %23 = llvm.getelementptr %9[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %24 = llvm.getelementptr %6[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %25 = llvm.load %24 : !llvm.ptr<1> -> f32
      %c2_i64 = arith.constant 2 : i64
      %26 = arith.remsi %19, %c2_i64 : i64
      %c1_i64 = arith.constant 1 : i64
      %27 = arith.cmpi eq, %26, %c1_i64 : i64
      scf.if %27 {
        %cst = arith.constant 2.000000e+00 : f32
        %30 = arith.mulf %25, %cst : f32
        %c1_i64_24 = arith.constant 1 : i64
        %31 = arith.subi %2, %c1_i64_24 : i64
        %32 = llvm.mlir.addressof @__tinyc_stack_if_barrier_yield : !llvm.ptr<3>
        %thread_id_x_25 = gpu.thread_id  x
        %33 = arith.index_cast %thread_id_x_25 : index to i64
        %c64_i64_26 = arith.constant 64 : i64
        scf.for %arg5 = %33 to %2 step %c64_i64_26  : i64 {
          %cst_27 = arith.constant 3.000000e+00 : f32
          %37 = llvm.getelementptr %21[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = arith.mulf %cst_27, %38 : f32
          %40 = llvm.getelementptr %32[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %39, %40 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %34 = llvm.getelementptr %32[%31] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %35 = llvm.load %34 : !llvm.ptr<3> -> f32
        %36 = arith.addf %35, %30 : f32
        memref.store %36, %alloca[] : memref<f32>
        %c7_i32 = arith.constant 7 : i32
        memref.store %c7_i32, %alloca_20[] : memref<i32>
      } else {
        %30 = arith.negf %25 : f32
        %31 = arith.trunci %19 : i64 to i32
        %32 = llvm.mlir.addressof @__tinyc_stack_if_barrier_yield : !llvm.ptr<3>
        %thread_id_x_24 = gpu.thread_id  x
        %33 = arith.index_cast %thread_id_x_24 : index to i64
        %c64_i64_25 = arith.constant 64 : i64
        scf.for %arg5 = %33 to %2 step %c64_i64_25  : i64 {
          %37 = llvm.getelementptr %21[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = arith.sitofp %arg5 : i64 to f32
          %40 = arith.addf %38, %39 : f32
          %41 = llvm.getelementptr %32[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %40, %41 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %34 = llvm.load %32 : !llvm.ptr<3> -> f32
        %35 = arith.negf %34 : f32
        %36 = arith.addf %35, %30 : f32
        memref.store %36, %alloca[] : memref<f32>
        memref.store %31, %alloca_20[] : memref<i32>
      }
      %thread_id_x = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_21 = arith.constant 1 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg5 = %28 to %c1_i64_21 step %c64_i64  : i64 {
        %30 = memref.load %alloca[] : memref<f32>
        %31 = llvm.getelementptr %14[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %30, %31 : f32, !llvm.ptr<1>
        %32 = memref.load %alloca_20[] : memref<i32>
        %33 = llvm.getelementptr %17[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %32, %33 : i32, !llvm.ptr<1>
      }
      %thread_id_x_22 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_22 : index to i64
      %c64_i64_23 = arith.constant 64 : i64
      scf.for %arg5 = %29 to %10 step %c64_i64_23  : i64 {
        %30 = memref.load %alloca[] : memref<f32>
        %31 = llvm.getelementptr %21[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %32 = llvm.load %31 : !llvm.ptr<1> -> f32
        %33 = arith.mulf %30, %32 : f32
        %34 = llvm.getelementptr %23[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %33, %34 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
