module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_alloca_in_if() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<64 x i8>
    gpu.func @alloca_in_if(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %2 = arith.muli %1, %c8_i64 : i64
      %3 = llvm.getelementptr %arg0[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2_i64 = arith.constant 2 : i64
      %4 = arith.remsi %1, %c2_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %5 = arith.cmpi eq, %4, %c0_i64 : i64
      scf.if %5 {
        %11 = llvm.mlir.addressof @__tinyc_stack_alloca_in_if : !llvm.ptr<3>
        %thread_id_x_4 = gpu.thread_id  x
        %12 = arith.index_cast %thread_id_x_4 : index to i64
        %c8_i64_5 = arith.constant 8 : i64
        %c32_i64_6 = arith.constant 32 : i64
        scf.for %arg4 = %12 to %c8_i64_5 step %c32_i64_6  : i64 {
          %14 = arith.sitofp %arg4 : i64 to f32
          %15 = llvm.getelementptr %11[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %14, %15 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_7 = gpu.thread_id  x
        %13 = arith.index_cast %thread_id_x_7 : index to i64
        %c8_i64_8 = arith.constant 8 : i64
        %c32_i64_9 = arith.constant 32 : i64
        scf.for %arg4 = %13 to %c8_i64_8 step %c32_i64_9  : i64 {
          %14 = llvm.getelementptr %11[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %15 = llvm.load %14 : !llvm.ptr<3> -> f32
          %16 = llvm.getelementptr %3[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %15, %16 : f32, !llvm.ptr<1>
        }
      } else {
        %11 = llvm.mlir.addressof @__tinyc_stack_alloca_in_if : !llvm.ptr<3>
        %thread_id_x_4 = gpu.thread_id  x
        %12 = arith.index_cast %thread_id_x_4 : index to i64
        %c8_i64_5 = arith.constant 8 : i64
        %c32_i64_6 = arith.constant 32 : i64
        scf.for %arg4 = %12 to %c8_i64_5 step %c32_i64_6  : i64 {
          %c-2_i64 = arith.constant -2 : i64
          %14 = arith.muli %arg4, %c-2_i64 : i64
          %15 = arith.sitofp %14 : i64 to f64
          %16 = llvm.getelementptr %11[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %15, %16 : f64, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_7 = gpu.thread_id  x
        %13 = arith.index_cast %thread_id_x_7 : index to i64
        %c8_i64_8 = arith.constant 8 : i64
        %c32_i64_9 = arith.constant 32 : i64
        scf.for %arg4 = %13 to %c8_i64_8 step %c32_i64_9  : i64 {
          %cst = arith.constant 5.000000e-01 : f64
          %14 = llvm.getelementptr %11[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %15 = llvm.load %14 : !llvm.ptr<3> -> f64
          %16 = arith.mulf %cst, %15 : f64
          %17 = arith.truncf %16 : f64 to f32
          %18 = llvm.getelementptr %3[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %17, %18 : f32, !llvm.ptr<1>
        }
      }
      %6 = llvm.mlir.addressof @__tinyc_stack_alloca_in_if : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %7 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %7 to %c16_i64 step %c32_i64  : i64 {
        %11 = arith.addi %1, %arg4 : i64
        %12 = arith.trunci %11 : i64 to i32
        %13 = llvm.getelementptr %6[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %12, %13 : i32, !llvm.ptr<3>
      }
      %c16_i64_0 = arith.constant 16 : i64
      %8 = arith.muli %1, %c16_i64_0 : i64
      %9 = llvm.getelementptr %arg2[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      gpu.barrier
      %thread_id_x_1 = gpu.thread_id  x
      %10 = arith.index_cast %thread_id_x_1 : index to i64
      %c16_i64_2 = arith.constant 16 : i64
      %c32_i64_3 = arith.constant 32 : i64
      scf.for %arg4 = %10 to %c16_i64_2 step %c32_i64_3  : i64 {
        %11 = llvm.getelementptr %6[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %12 = llvm.load %11 : !llvm.ptr<3> -> i32
        %13 = arith.sitofp %12 : i32 to f64
        %14 = llvm.getelementptr %9[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %13, %14 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
