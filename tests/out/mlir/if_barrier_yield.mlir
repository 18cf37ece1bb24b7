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
      %19 = llvm.mlir.constant(1 : i64) : i64
      %20 = llvm.alloca %19 x f32 : (i64) -> !llvm.ptr
      %21 = llvm.alloca %19 x i32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %22 = arith.index_cast %block_id_x : index to i64
      %23 = arith.muli %22, %4 : i64
      %24 = llvm.getelementptr %1[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %25 = arith.muli %22, %12 : i64
      %26 = llvm.getelementptr %9[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %27 = llvm.getelementptr %6[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %28 = llvm.load %27 : !llvm.ptr<1> -> f32
      %c2_i64 = arith.constant 2 : i64
      %29 = arith.remsi %22, %c2_i64 : i64
      %c1_i64 = arith.constant 1 : i64
      %30 = arith.cmpi eq, %29, %c1_i64 : i64
      scf.if %30 {
        %cst = arith.constant 2.000000e+00 : f32
        %33 = arith.mulf %28, %cst : f32
        %c1_i64_23 = arith.constant 1 : i64
        %34 = arith.subi %2, %c1_i64_23 : i64
        %35 = llvm.mlir.addressof @__tinyc_stack_if_barrier_yield : !llvm.ptr<3>
        %thread_id_x_24 = gpu.thread_id  x
        %36 = arith.index_cast %thread_id_x_24 : index to i64
        %c64_i64_25 = arith.constant 64 : i64
        scf.for %arg5 = %36 to %2 step %c64_i64_25  : i64 {
          %cst_26 = arith.constant 3.000000e+00 : f32
          %40 = llvm.getelementptr %24[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %41 = llvm.load %40 : !llvm.ptr<1> -> f32
          %42 = arith.mulf %cst_26, %41 : f32
          %43 = llvm.getelementptr %35[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %42, %43 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %37 = llvm.getelementptr %35[%34] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %38 = llvm.load %37 : !llvm.ptr<3> -> f32
        %39 = arith.addf %38, %33 : f32
        llvm.store %39, %20 : f32, !llvm.ptr
        %c7_i32 = arith.constant 7 : i32
        llvm.store %c7_i32, %21 : i32, !llvm.ptr
      } else {
        %33 = arith.negf %28 : f32
        %34 = arith.trunci %22 : i64 to i32
        %35 = llvm.mlir.addressof @__tinyc_stack_if_barrier_yield : !llvm.ptr<3>
        %thread_id_x_23 = gpu.thread_id  x
        %36 = arith.index_cast %thread_id_x_23 : index to i64
        %c64_i64_24 = arith.constant 64 : i64
        scf.for %arg5 = %36 to %2 step %c64_i64_24  : i64 {
          %40 = llvm.getelementptr %24[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %41 = llvm.load %40 : !llvm.ptr<1> -> f32
          %42 = arith.sitofp %arg5 : i64 to f32
          %43 = arith.addf %41, %42 : f32
          %44 = llvm.getelementptr %35[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %43, %44 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %37 = llvm.load %35 : !llvm.ptr<3> -> f32
        %38 = arith.negf %37 : f32
        %39 = arith.addf %38, %33 : f32
        llvm.store %39, %20 : f32, !llvm.ptr
        llvm.store %34, %21 : i32, !llvm.ptr
      }
      %thread_id_x = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_20 = arith.constant 1 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg5 = %31 to %c1_i64_20 step %c64_i64  : i64 {
        %33 = llvm.load %20 : !llvm.ptr -> f32
        %34 = llvm.getelementptr %14[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %33, %34 : f32, !llvm.ptr<1>
        %35 = llvm.load %21 : !llvm.ptr -> i32
        %36 = llvm.getelementptr %17[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %35, %36 : i32, !llvm.ptr<1>
      }
      %thread_id_x_21 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_21 : index to i64
      %c64_i64_22 = arith.constant 64 : i64
      scf.for %arg5 = %32 to %10 step %c64_i64_22  : i64 {
        %33 = llvm.load %20 : !llvm.ptr -> f32
        %34 = llvm.getelementptr %24[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %35 = llvm.load %34 : !llvm.ptr<1> -> f32
        %36 = arith.mulf %33, %35 : f32
        %37 = llvm.getelementptr %26[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %36, %37 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
