module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_alloca_in_if() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<64 x i8>
    gpu.func @alloca_in_if(%arg0: memref<8x?xf32, strided<[1, 8]>, 1>, %arg1: memref<16x?xf64, strided<[1, 16]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x?xf32, strided<[1, 8]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<16x?xf64, strided<[1, 16]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x?xf64, strided<[1, 16]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %block_id_x = gpu.block_id  x
      %6 = arith.index_cast %block_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %7 = arith.muli %6, %c8_i64 : i64
      %8 = llvm.getelementptr %1[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2_i64 = arith.constant 2 : i64
      %9 = arith.remsi %6, %c2_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %10 = arith.cmpi eq, %9, %c0_i64 : i64
      scf.if %10 {
        %16 = llvm.mlir.addressof @__tinyc_stack_alloca_in_if : !llvm.ptr<3>
        %thread_id_x_9 = gpu.thread_id  x
        %17 = arith.index_cast %thread_id_x_9 : index to i64
        %c8_i64_10 = arith.constant 8 : i64
        %c32_i64_11 = arith.constant 32 : i64
        scf.for %arg2 = %17 to %c8_i64_10 step %c32_i64_11  : i64 {
          %19 = arith.sitofp %arg2 : i64 to f32
          %20 = llvm.getelementptr %16[%arg2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %19, %20 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_12 = gpu.thread_id  x
        %18 = arith.index_cast %thread_id_x_12 : index to i64
        %c8_i64_13 = arith.constant 8 : i64
        %c32_i64_14 = arith.constant 32 : i64
        scf.for %arg2 = %18 to %c8_i64_13 step %c32_i64_14  : i64 {
          %19 = llvm.getelementptr %16[%arg2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %20 = llvm.load %19 : !llvm.ptr<3> -> f32
          %21 = llvm.getelementptr %8[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %20, %21 : f32, !llvm.ptr<1>
        }
      } else {
        %16 = llvm.mlir.addressof @__tinyc_stack_alloca_in_if : !llvm.ptr<3>
        %thread_id_x_9 = gpu.thread_id  x
        %17 = arith.index_cast %thread_id_x_9 : index to i64
        %c8_i64_10 = arith.constant 8 : i64
        %c32_i64_11 = arith.constant 32 : i64
        scf.for %arg2 = %17 to %c8_i64_10 step %c32_i64_11  : i64 {
          %c-2_i64 = arith.constant -2 : i64
          %19 = arith.muli %arg2, %c-2_i64 : i64
          %20 = arith.sitofp %19 : i64 to f64
          %21 = llvm.getelementptr %16[%arg2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %20, %21 : f64, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_12 = gpu.thread_id  x
        %18 = arith.index_cast %thread_id_x_12 : index to i64
        %c8_i64_13 = arith.constant 8 : i64
        %c32_i64_14 = arith.constant 32 : i64
        scf.for %arg2 = %18 to %c8_i64_13 step %c32_i64_14  : i64 {
          %cst = arith.constant 5.000000e-01 : f64
          %19 = llvm.getelementptr %16[%arg2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %20 = llvm.load %19 : !llvm.ptr<3> -> f64
          %21 = arith.mulf %cst, %20 : f64
          %22 = arith.truncf %21 : f64 to f32
          %23 = llvm.getelementptr %8[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %22, %23 : f32, !llvm.ptr<1>
        }
      }
      %11 = llvm.mlir.addressof @__tinyc_stack_alloca_in_if : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %12 to %c16_i64 step %c32_i64  : i64 {
        %16 = arith.addi %6, %arg2 : i64
        %17 = arith.trunci %16 : i64 to i32
        %18 = llvm.getelementptr %11[%arg2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %17, %18 : i32, !llvm.ptr<3>
      }
      %c16_i64_5 = arith.constant 16 : i64
      %13 = arith.muli %6, %c16_i64_5 : i64
      %14 = llvm.getelementptr %4[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      gpu.barrier
      %thread_id_x_6 = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x_6 : index to i64
      %c16_i64_7 = arith.constant 16 : i64
      %c32_i64_8 = arith.constant 32 : i64
      scf.for %arg2 = %15 to %c16_i64_7 step %c32_i64_8  : i64 {
        %16 = llvm.getelementptr %11[%arg2] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %17 = llvm.load %16 : !llvm.ptr<3> -> i32
        %18 = arith.sitofp %17 : i32 to f64
        %19 = llvm.getelementptr %14[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %18, %19 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
