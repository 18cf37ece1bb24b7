module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_in_for() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @if_barrier_in_for(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<?x?xf32, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
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
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %16 = arith.muli %15, %4 : i64
      %17 = llvm.getelementptr %1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %18 = arith.muli %15, %9 : i64
      %19 = llvm.getelementptr %6[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %20 = arith.muli %15, %14 : i64
      %21 = llvm.getelementptr %11[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
        %23 = arith.addi %arg3, %15 : i64
        %c2_i64 = arith.constant 2 : i64
        %24 = arith.remsi %23, %c2_i64 : i64
        %c1_i64_10 = arith.constant 1 : i64
        %25 = arith.cmpi eq, %24, %c1_i64_10 : i64
        scf.if %25 {
          %27 = llvm.mlir.addressof @__tinyc_stack_if_barrier_in_for : !llvm.ptr<3>
          %c1_i64_13 = arith.constant 1 : i64
          %28 = arith.addi %arg3, %c1_i64_13 : i64
          %29 = arith.sitofp %28 : i64 to f32
          gpu.barrier
          %thread_id_x_14 = gpu.thread_id  x
          %30 = arith.index_cast %thread_id_x_14 : index to i64
          %c64_i64_15 = arith.constant 64 : i64
          scf.for %arg4 = %30 to %2 step %c64_i64_15  : i64 {
            %32 = llvm.getelementptr %19[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %33 = llvm.load %32 : !llvm.ptr<1> -> f32
            %34 = arith.mulf %33, %29 : f32
            %35 = llvm.getelementptr %27[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %34, %35 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_16 = gpu.thread_id  x
          %31 = arith.index_cast %thread_id_x_16 : index to i64
          %c64_i64_17 = arith.constant 64 : i64
          scf.for %arg4 = %31 to %7 step %c64_i64_17  : i64 {
            %32 = llvm.getelementptr %19[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %33 = llvm.load %32 : !llvm.ptr<1> -> f32
            %34 = llvm.getelementptr %27[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %35 = llvm.load %34 : !llvm.ptr<3> -> f32
            %36 = arith.addf %33, %35 : f32
            %37 = llvm.getelementptr %19[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %36, %37 : f32, !llvm.ptr<1>
          }
        } else {
          %27 = llvm.mlir.addressof @__tinyc_stack_if_barrier_in_for : !llvm.ptr<3>
          %28 = arith.sitofp %arg3 : i64 to f32
          gpu.barrier
          %thread_id_x_13 = gpu.thread_id  x
          %29 = arith.index_cast %thread_id_x_13 : index to i64
          %c64_i64_14 = arith.constant 64 : i64
          scf.for %arg4 = %29 to %2 step %c64_i64_14  : i64 {
            %31 = llvm.getelementptr %17[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %32 = llvm.load %31 : !llvm.ptr<1> -> f32
            %33 = arith.mulf %28, %32 : f32
            %34 = llvm.getelementptr %27[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %33, %34 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_15 = gpu.thread_id  x
          %30 = arith.index_cast %thread_id_x_15 : index to i64
          %c64_i64_16 = arith.constant 64 : i64
          scf.for %arg4 = %30 to %7 step %c64_i64_16  : i64 {
            %cst = arith.constant -1.000000e+00 : f32
            %31 = llvm.getelementptr %27[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %32 = llvm.load %31 : !llvm.ptr<3> -> f32
            %33 = llvm.getelementptr %19[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %34 = llvm.load %33 : !llvm.ptr<1> -> f32
            %35 = llvm.intr.fma(%cst, %32, %34) : (f32, f32, f32) -> f32
            %36 = llvm.getelementptr %19[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %35, %36 : f32, !llvm.ptr<1>
          }
        }
        gpu.barrier
        %thread_id_x_11 = gpu.thread_id  x
        %26 = arith.index_cast %thread_id_x_11 : index to i64
        %c64_i64_12 = arith.constant 64 : i64
        scf.for %arg4 = %26 to %7 step %c64_i64_12  : i64 {
          %cst = arith.constant 5.000000e-01 : f32
          %27 = llvm.getelementptr %17[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %28 = llvm.load %27 : !llvm.ptr<1> -> f32
          %29 = llvm.getelementptr %19[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %30 = llvm.load %29 : !llvm.ptr<1> -> f32
          %31 = llvm.intr.fma(%cst, %28, %30) : (f32, f32, f32) -> f32
          %32 = llvm.getelementptr %19[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %31, %32 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg3 = %22 to %12 step %c64_i64  : i64 {
        %23 = llvm.getelementptr %19[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %24 = llvm.load %23 : !llvm.ptr<1> -> f32
        %25 = llvm.getelementptr %21[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %24, %25 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
