module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_then() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<52 x i8>
    gpu.func @if_barrier_then(%arg0: memref<13x?xf32, strided<[1, 13]>, 1>, %arg1: memref<13x?xf32, strided<[1, 13]>, 1>, %arg2: memref<13x?xf32, strided<[1, 13]>, 1>, %arg3: memref<13x?xf32, strided<[1, 13]>, 1>, %arg4: memref<13x?xf32, strided<[1, 13]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %c13_i64 = arith.constant 13 : i64
      %16 = arith.muli %15, %c13_i64 : i64
      %17 = llvm.getelementptr %1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_20 = arith.constant 13 : i64
      %18 = arith.muli %15, %c13_i64_20 : i64
      %19 = llvm.getelementptr %4[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_21 = arith.constant 13 : i64
      %20 = arith.muli %15, %c13_i64_21 : i64
      %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_22 = arith.constant 13 : i64
      %22 = arith.muli %15, %c13_i64_22 : i64
      %23 = llvm.getelementptr %10[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_23 = arith.constant 13 : i64
      %24 = arith.muli %15, %c13_i64_23 : i64
      %25 = llvm.getelementptr %13[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2_i64 = arith.constant 2 : i64
      %26 = arith.remsi %15, %c2_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %27 = arith.cmpi eq, %26, %c0_i64 : i64
      scf.if %27 {
        %33 = llvm.mlir.addressof @__tinyc_stack_if_barrier_then : !llvm.ptr<3>
        %thread_id_x_34 = gpu.thread_id  x
        %34 = arith.index_cast %thread_id_x_34 : index to i64
        %c13_i64_35 = arith.constant 13 : i64
        %c64_i64_36 = arith.constant 64 : i64
        scf.for %arg5 = %34 to %c13_i64_35 step %c64_i64_36  : i64 {
          %36 = llvm.getelementptr %17[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %37 = llvm.load %36 : !llvm.ptr<1> -> f32
          %cst = arith.constant 2.000000e+00 : f32
          %38 = arith.mulf %37, %cst : f32
          %39 = llvm.getelementptr %33[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %38, %39 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_37 = gpu.thread_id  x
        %35 = arith.index_cast %thread_id_x_37 : index to i64
        %c13_i64_38 = arith.constant 13 : i64
        %c64_i64_39 = arith.constant 64 : i64
        scf.for %arg5 = %35 to %c13_i64_38 step %c64_i64_39  : i64 {
          %36 = llvm.getelementptr %19[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %37 = llvm.load %36 : !llvm.ptr<1> -> f32
          %38 = llvm.getelementptr %33[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %39 = llvm.load %38 : !llvm.ptr<3> -> f32
          %40 = arith.addf %37, %39 : f32
          %41 = llvm.getelementptr %19[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %40, %41 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x : index to i64
      %c13_i64_24 = arith.constant 13 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg5 = %28 to %c13_i64_24 step %c64_i64  : i64 {
        %cst = arith.constant 3.000000e+00 : f32
        %33 = llvm.getelementptr %19[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %34 = llvm.load %33 : !llvm.ptr<1> -> f32
        %35 = arith.mulf %cst, %34 : f32
        %36 = llvm.getelementptr %21[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %35, %36 : f32, !llvm.ptr<1>
      }
      %29 = llvm.mlir.addressof @__tinyc_stack_if_barrier_then : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x_25 = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x_25 : index to i64
      %c13_i64_26 = arith.constant 13 : i64
      %c64_i64_27 = arith.constant 64 : i64
      scf.for %arg5 = %30 to %c13_i64_26 step %c64_i64_27  : i64 {
        %cst = arith.constant -1.000000e+00 : f32
        %33 = llvm.getelementptr %21[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %34 = llvm.load %33 : !llvm.ptr<1> -> f32
        %35 = arith.mulf %cst, %34 : f32
        %36 = llvm.getelementptr %29[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %35, %36 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_28 = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x_28 : index to i64
      %c13_i64_29 = arith.constant 13 : i64
      %c64_i64_30 = arith.constant 64 : i64
      scf.for %arg5 = %31 to %c13_i64_29 step %c64_i64_30  : i64 {
        %33 = llvm.getelementptr %29[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %34 = llvm.load %33 : !llvm.ptr<3> -> f32
        %35 = llvm.getelementptr %23[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = arith.addf %34, %36 : f32
        %38 = llvm.getelementptr %29[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %37, %38 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_31 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_31 : index to i64
      %c13_i64_32 = arith.constant 13 : i64
      %c64_i64_33 = arith.constant 64 : i64
      scf.for %arg5 = %32 to %c13_i64_32 step %c64_i64_33  : i64 {
        %33 = llvm.getelementptr %29[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %34 = llvm.load %33 : !llvm.ptr<3> -> f32
        %35 = llvm.getelementptr %25[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %34, %35 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
