module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_nested() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @if_barrier_nested(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<?x?xf32, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7#0 : index to i64
      %13 = arith.index_cast %sizes_7#1 : index to i64
      %14 = arith.index_cast %strides_8#1 : index to i64
      %15 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %16 = arith.index_cast %block_id_x : index to i64
      %17 = arith.muli %16, %4 : i64
      %18 = llvm.getelementptr %1[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %19 = arith.muli %16, %9 : i64
      %20 = llvm.getelementptr %6[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %21 = arith.muli %16, %14 : i64
      %22 = llvm.getelementptr %11[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2_i64 = arith.constant 2 : i64
      %23 = arith.remsi %16, %c2_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %24 = arith.cmpi eq, %23, %c0_i64 : i64
      scf.if %24 {
        %26 = llvm.mlir.addressof @__tinyc_stack_if_barrier_nested : !llvm.ptr<3>
        %thread_id_x_10 = gpu.thread_id  x
        %27 = arith.index_cast %thread_id_x_10 : index to i64
        %c64_i64_11 = arith.constant 64 : i64
        scf.for %arg3 = %27 to %2 step %c64_i64_11  : i64 {
          %31 = llvm.getelementptr %18[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %32 = llvm.load %31 : !llvm.ptr<1> -> f32
          %33 = llvm.getelementptr %26[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %32, %33 : f32, !llvm.ptr<3>
        }
        %c4_i64 = arith.constant 4 : i64
        %28 = arith.remsi %16, %c4_i64 : i64
        %c0_i64_12 = arith.constant 0 : i64
        %29 = arith.cmpi eq, %28, %c0_i64_12 : i64
        scf.if %29 {
          gpu.barrier
          %thread_id_x_15 = gpu.thread_id  x
          %31 = arith.index_cast %thread_id_x_15 : index to i64
          %c64_i64_16 = arith.constant 64 : i64
          scf.for %arg3 = %31 to %2 step %c64_i64_16  : i64 {
            %32 = llvm.getelementptr %26[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %33 = llvm.load %32 : !llvm.ptr<3> -> f32
            %cst = arith.constant 2.000000e+00 : f32
            %34 = arith.mulf %33, %cst : f32
            %35 = llvm.getelementptr %26[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %34, %35 : f32, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %thread_id_x_13 = gpu.thread_id  x
        %30 = arith.index_cast %thread_id_x_13 : index to i64
        %c64_i64_14 = arith.constant 64 : i64
        scf.for %arg3 = %30 to %7 step %c64_i64_14  : i64 {
          %31 = llvm.getelementptr %20[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %32 = llvm.load %31 : !llvm.ptr<1> -> f32
          %33 = llvm.getelementptr %26[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %34 = llvm.load %33 : !llvm.ptr<3> -> f32
          %35 = arith.addf %32, %34 : f32
          %36 = llvm.getelementptr %20[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %35, %36 : f32, !llvm.ptr<1>
        }
      } else {
        %c3_i64 = arith.constant 3 : i64
        %26 = arith.remsi %16, %c3_i64 : i64
        %c0_i64_10 = arith.constant 0 : i64
        %27 = arith.cmpi eq, %26, %c0_i64_10 : i64
        scf.if %27 {
          %thread_id_x_11 = gpu.thread_id  x
          %28 = arith.index_cast %thread_id_x_11 : index to i64
          %c64_i64_12 = arith.constant 64 : i64
          scf.for %arg3 = %28 to %7 step %c64_i64_12  : i64 {
            %cst = arith.constant -1.000000e+00 : f32
            %29 = llvm.getelementptr %18[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %30 = llvm.load %29 : !llvm.ptr<1> -> f32
            %31 = arith.mulf %cst, %30 : f32
            %32 = llvm.getelementptr %20[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %31, %32 : f32, !llvm.ptr<1>
          }
        } else {
          %28 = llvm.mlir.addressof @__tinyc_stack_if_barrier_nested : !llvm.ptr<3>
          %thread_id_x_11 = gpu.thread_id  x
          %29 = arith.index_cast %thread_id_x_11 : index to i64
          %c64_i64_12 = arith.constant 64 : i64
          scf.for %arg3 = %29 to %2 step %c64_i64_12  : i64 {
            %31 = llvm.getelementptr %18[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %32 = llvm.load %31 : !llvm.ptr<1> -> f32
            %33 = llvm.getelementptr %28[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %32, %33 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_13 = gpu.thread_id  x
          %30 = arith.index_cast %thread_id_x_13 : index to i64
          %c64_i64_14 = arith.constant 64 : i64
          scf.for %arg3 = %30 to %7 step %c64_i64_14  : i64 {
            %cst = arith.constant 4.000000e+00 : f32
            %31 = llvm.getelementptr %28[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %32 = llvm.load %31 : !llvm.ptr<3> -> f32
            %33 = arith.mulf %cst, %32 : f32
            %34 = llvm.getelementptr %20[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %33, %34 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg3 = %25 to %12 step %c64_i64  : i64 {
        %26 = llvm.getelementptr %20[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %27 = llvm.load %26 : !llvm.ptr<1> -> f32
        %28 = llvm.getelementptr %22[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %27, %28 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
