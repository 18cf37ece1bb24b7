module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_else() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<232 x i8>
    gpu.func @if_barrier_else(%arg0: memref<13x?xf32, strided<[1, 13]>, 1>, %arg1: memref<13x?xf32, strided<[1, 13]>, 1>, %arg2: memref<13x?xf32, strided<[1, 13]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
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
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c13_i64 = arith.constant 13 : i64
      %10 = arith.muli %9, %c13_i64 : i64
      %11 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_10 = arith.constant 13 : i64
      %12 = arith.muli %9, %c13_i64_10 : i64
      %13 = llvm.getelementptr %4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_11 = arith.constant 13 : i64
      %14 = arith.muli %9, %c13_i64_11 : i64
      %15 = llvm.getelementptr %7[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %16 = arith.remsi %9, %c3_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %17 = arith.cmpi eq, %16, %c0_i64 : i64
      scf.if %17 {
        %22 = llvm.mlir.addressof @__tinyc_stack_if_barrier_else : !llvm.ptr<3>
        %thread_id_x_19 = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x_19 : index to i64
        %c13_i64_20 = arith.constant 13 : i64
        %c64_i64_21 = arith.constant 64 : i64
        scf.for %arg3 = %23 to %c13_i64_20 step %c64_i64_21  : i64 {
          %25 = llvm.getelementptr %11[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %26 = llvm.load %25 : !llvm.ptr<1> -> f32
          %27 = arith.sitofp %arg3 : i64 to f32
          %28 = arith.addf %26, %27 : f32
          %29 = llvm.getelementptr %22[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %28, %29 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_22 = gpu.thread_id  x
        %24 = arith.index_cast %thread_id_x_22 : index to i64
        %c13_i64_23 = arith.constant 13 : i64
        %c64_i64_24 = arith.constant 64 : i64
        scf.for %arg3 = %24 to %c13_i64_23 step %c64_i64_24  : i64 {
          %cst = arith.constant 5.000000e-01 : f32
          %25 = llvm.getelementptr %22[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %26 = llvm.load %25 : !llvm.ptr<3> -> f32
          %27 = arith.mulf %cst, %26 : f32
          %28 = llvm.getelementptr %13[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %27, %28 : f32, !llvm.ptr<1>
        }
      } else {
        %22 = llvm.mlir.addressof @__tinyc_stack_if_barrier_else : !llvm.ptr<3>
        %thread_id_x_19 = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x_19 : index to i64
        %c13_i64_20 = arith.constant 13 : i64
        %c64_i64_21 = arith.constant 64 : i64
        scf.for %arg3 = %23 to %c13_i64_20 step %c64_i64_21  : i64 {
          %29 = llvm.getelementptr %11[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %30 = llvm.load %29 : !llvm.ptr<1> -> f32
          %31 = arith.extf %30 : f32 to f64
          %cst = arith.constant -2.000000e+00 : f64
          %32 = arith.mulf %31, %cst : f64
          %33 = llvm.getelementptr %22[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %32, %33 : f64, !llvm.ptr<3>
        }
        %24 = llvm.mlir.addressof @__tinyc_stack_if_barrier_else : !llvm.ptr<3>
        %c128_i64 = arith.constant 128 : i64
        %25 = llvm.getelementptr %24[%c128_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %thread_id_x_22 = gpu.thread_id  x
        %26 = arith.index_cast %thread_id_x_22 : index to i64
        %c13_i64_23 = arith.constant 13 : i64
        %c64_i64_24 = arith.constant 64 : i64
        scf.for %arg3 = %26 to %c13_i64_23 step %c64_i64_24  : i64 {
          %29 = arith.sitofp %arg3 : i64 to f64
          %cst = arith.constant 2.500000e-01 : f64
          %30 = arith.mulf %29, %cst : f64
          %cst_31 = arith.constant 1.000000e+00 : f64
          %31 = arith.addf %30, %cst_31 : f64
          %32 = llvm.getelementptr %25[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %31, %32 : f64, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_25 = gpu.thread_id  x
        %27 = arith.index_cast %thread_id_x_25 : index to i64
        %c13_i64_26 = arith.constant 13 : i64
        %c64_i64_27 = arith.constant 64 : i64
        scf.for %arg3 = %27 to %c13_i64_26 step %c64_i64_27  : i64 {
          %29 = llvm.getelementptr %25[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %30 = llvm.load %29 : !llvm.ptr<3> -> f64
          %31 = llvm.getelementptr %22[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %32 = llvm.load %31 : !llvm.ptr<3> -> f64
          %33 = arith.addf %30, %32 : f64
          %34 = llvm.getelementptr %25[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %33, %34 : f64, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_28 = gpu.thread_id  x
        %28 = arith.index_cast %thread_id_x_28 : index to i64
        %c13_i64_29 = arith.constant 13 : i64
        %c64_i64_30 = arith.constant 64 : i64
        scf.for %arg3 = %28 to %c13_i64_29 step %c64_i64_30  : i64 {
          %29 = llvm.getelementptr %25[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %30 = llvm.load %29 : !llvm.ptr<3> -> f64
          %31 = arith.sitofp %arg3 : i64 to f64
          %32 = arith.mulf %30, %31 : f64
          %33 = arith.truncf %32 : f64 to f32
          %34 = llvm.getelementptr %13[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %33, %34 : f32, !llvm.ptr<1>
        }
      }
      %18 = llvm.mlir.addressof @__tinyc_stack_if_barrier_else : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %19 = arith.index_cast %thread_id_x : index to i64
      %c13_i64_12 = arith.constant 13 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg3 = %19 to %c13_i64_12 step %c64_i64  : i64 {
        %22 = arith.addi %9, %arg3 : i64
        %23 = arith.trunci %22 : i64 to i32
        %24 = llvm.getelementptr %18[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %23, %24 : i32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_13 = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x_13 : index to i64
      %c13_i64_14 = arith.constant 13 : i64
      %c64_i64_15 = arith.constant 64 : i64
      scf.for %arg3 = %20 to %c13_i64_14 step %c64_i64_15  : i64 {
        %22 = llvm.getelementptr %13[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %23 = llvm.load %22 : !llvm.ptr<1> -> f32
        %24 = llvm.getelementptr %15[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %23, %24 : f32, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_16 = gpu.thread_id  x
      %21 = arith.index_cast %thread_id_x_16 : index to i64
      %c13_i64_17 = arith.constant 13 : i64
      %c64_i64_18 = arith.constant 64 : i64
      scf.for %arg3 = %21 to %c13_i64_17 step %c64_i64_18  : i64 {
        %22 = llvm.getelementptr %15[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %23 = llvm.load %22 : !llvm.ptr<1> -> f32
        %24 = llvm.getelementptr %18[%arg3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %25 = llvm.load %24 : !llvm.ptr<3> -> i32
        %26 = arith.sitofp %25 : i32 to f32
        %27 = arith.addf %23, %26 : f32
        %28 = llvm.getelementptr %15[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %27, %28 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
