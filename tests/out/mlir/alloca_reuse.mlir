module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_alloca_reuse() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<512 x i8>
    gpu.func @alloca_reuse(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %8 = arith.muli %7, %c128_i64 : i64
      %9 = llvm.getelementptr %arg0[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64 = arith.constant 64 : i64
      %10 = arith.muli %7, %c64_i64 : i64
      %11 = llvm.getelementptr %arg3[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %12 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %13 = arith.index_cast %thread_id_x : index to i64
      %c128_i64_0 = arith.constant 128 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %13 to %c128_i64_0 step %c32_i64  : i64 {
        %22 = llvm.getelementptr %9[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %23 = llvm.load %22 : !llvm.ptr<1> -> f32
        %cst_13 = arith.constant 2.000000e+00 : f32
        %24 = arith.mulf %23, %cst_13 : f32
        %25 = llvm.getelementptr %12[%arg9] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %24, %25 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_1 = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x_1 : index to i64
      %c15_i64 = arith.constant 15 : i64
      %15 = arith.minsi %14, %c15_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_2 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_2, %2 : f32, !llvm.ptr
      %cst_3 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_3, %3 : f32, !llvm.ptr
      %cst_4 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_4, %4 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_13 = arith.constant 16 : i64
        %22 = arith.muli %arg9, %c16_i64_13 : i64
        %23 = arith.addi %15, %22 : i64
        %24 = llvm.getelementptr %12[%23] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %25 = llvm.load %24 : !llvm.ptr<3> -> f32
        %26 = llvm.getelementptr %arg2[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %27 = llvm.load %26 : !llvm.ptr<1> -> f32
        %c8_i64_14 = arith.constant 8 : i64
        %28 = arith.addi %arg9, %c8_i64_14 : i64
        %29 = llvm.getelementptr %arg2[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %30 = llvm.load %29 : !llvm.ptr<1> -> f32
        %c16_i64_15 = arith.constant 16 : i64
        %31 = arith.addi %arg9, %c16_i64_15 : i64
        %32 = llvm.getelementptr %arg2[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %33 = llvm.load %32 : !llvm.ptr<1> -> f32
        %c24_i64 = arith.constant 24 : i64
        %34 = arith.addi %arg9, %c24_i64 : i64
        %35 = llvm.getelementptr %arg2[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = llvm.load %1 : !llvm.ptr -> f32
        %38 = arith.mulf %25, %27 : f32
        %39 = arith.addf %37, %38 : f32
        llvm.store %39, %1 : f32, !llvm.ptr
        %40 = llvm.load %2 : !llvm.ptr -> f32
        %41 = arith.mulf %25, %30 : f32
        %42 = arith.addf %40, %41 : f32
        llvm.store %42, %2 : f32, !llvm.ptr
        %43 = llvm.load %3 : !llvm.ptr -> f32
        %44 = arith.mulf %25, %33 : f32
        %45 = arith.addf %43, %44 : f32
        llvm.store %45, %3 : f32, !llvm.ptr
        %46 = llvm.load %4 : !llvm.ptr -> f32
        %47 = arith.mulf %25, %36 : f32
        %48 = arith.addf %46, %47 : f32
        llvm.store %48, %4 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %16 = arith.cmpi slt, %14, %c16_i64 : i64
      scf.if %16 {
        %22 = llvm.load %1 : !llvm.ptr -> f32
        %23 = llvm.getelementptr %11[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %22, %23 : f32, !llvm.ptr<1>
        %24 = llvm.load %2 : !llvm.ptr -> f32
        %c16_i64_13 = arith.constant 16 : i64
        %25 = arith.addi %14, %c16_i64_13 : i64
        %26 = llvm.getelementptr %11[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %24, %26 : f32, !llvm.ptr<1>
        %27 = llvm.load %3 : !llvm.ptr -> f32
        %c32_i64_14 = arith.constant 32 : i64
        %28 = arith.addi %14, %c32_i64_14 : i64
        %29 = llvm.getelementptr %11[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %27, %29 : f32, !llvm.ptr<1>
        %30 = llvm.load %4 : !llvm.ptr -> f32
        %c48_i64 = arith.constant 48 : i64
        %31 = arith.addi %14, %c48_i64 : i64
        %32 = llvm.getelementptr %11[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %30, %32 : f32, !llvm.ptr<1>
      }
      %17 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      gpu.barrier
      %c0_i64_5 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_6 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_5 to %c4_i64 step %c1_i64_6  : i64 {
        %thread_id_x_13 = gpu.thread_id  x
        %22 = arith.index_cast %thread_id_x_13 : index to i64
        %c16_i64_14 = arith.constant 16 : i64
        %c32_i64_15 = arith.constant 32 : i64
        scf.for %arg10 = %22 to %c16_i64_14 step %c32_i64_15  : i64 {
          %c16_i64_16 = arith.constant 16 : i64
          %23 = arith.muli %arg9, %c16_i64_16 : i64
          %24 = arith.addi %arg10, %23 : i64
          %25 = llvm.getelementptr %11[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %26 = llvm.load %25 : !llvm.ptr<1> -> f32
          %27 = arith.extf %26 : f32 to f64
          %c16_i64_17 = arith.constant 16 : i64
          %28 = arith.muli %arg9, %c16_i64_17 : i64
          %29 = arith.addi %arg10, %28 : i64
          %30 = llvm.getelementptr %17[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %27, %30 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_7 = arith.constant 16 : i64
      %18 = arith.muli %7, %c16_i64_7 : i64
      %19 = llvm.getelementptr %arg5[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_8 = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x_8 : index to i64
      %c16_i64_9 = arith.constant 16 : i64
      %c32_i64_10 = arith.constant 32 : i64
      scf.for %arg9 = %20 to %c16_i64_9 step %c32_i64_10  : i64 {
        %cst_13 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_13, %5 : f32, !llvm.ptr
        %c0_i64_14 = arith.constant 0 : i64
        %c4_i64_15 = arith.constant 4 : i64
        %c1_i64_16 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_14 to %c4_i64_15 step %c1_i64_16  : i64 {
          %26 = llvm.load %5 : !llvm.ptr -> f32
          %27 = arith.extf %26 : f32 to f64
          %c16_i64_17 = arith.constant 16 : i64
          %28 = arith.muli %arg10, %c16_i64_17 : i64
          %29 = arith.addi %arg9, %28 : i64
          %30 = llvm.getelementptr %17[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %31 = llvm.load %30 : !llvm.ptr<3> -> f64
          %32 = arith.addf %27, %31 : f64
          %33 = arith.truncf %32 : f64 to f32
          llvm.store %33, %5 : f32, !llvm.ptr
        }
        %22 = llvm.load %5 : !llvm.ptr -> f32
        %23 = arith.extf %22 : f32 to f64
        %24 = arith.truncf %23 : f64 to f32
        %25 = llvm.getelementptr %19[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %24, %25 : f32, !llvm.ptr<1>
      }
      %21 = arith.trunci %7 : i64 to i32
      %c0_i64_11 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64_12 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_11 to %c3_i64 step %c1_i64_12  : i64 {
        %22 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
        %23 = arith.trunci %arg9 : i64 to i32
        gpu.barrier
        %thread_id_x_13 = gpu.thread_id  x
        %24 = arith.index_cast %thread_id_x_13 : index to i64
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_14 = arith.constant 32 : i64
        scf.for %arg10 = %24 to %c10_i64 step %c32_i64_14  : i64 {
          %30 = arith.trunci %arg10 : i64 to i32
          %31 = arith.muli %23, %30 : i32
          %32 = arith.addi %31, %21 : i32
          %33 = llvm.getelementptr %22[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          llvm.store %32, %33 : i32, !llvm.ptr<3>
        }
        %c3_i64_15 = arith.constant 3 : i64
        %25 = arith.muli %7, %c3_i64_15 : i64
        %26 = arith.addi %arg9, %25 : i64
        %27 = llvm.getelementptr %arg7[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        gpu.barrier
        %thread_id_x_16 = gpu.thread_id  x
        %28 = arith.index_cast %thread_id_x_16 : index to i64
        %c0_i64_17 = arith.constant 0 : i64
        %29 = arith.cmpi eq, %28, %c0_i64_17 : i64
        scf.if %29 {
          %c0_i32 = arith.constant 0 : i32
          llvm.store %c0_i32, %6 : i32, !llvm.ptr
          %c0_i64_18 = arith.constant 0 : i64
          %c10_i64_19 = arith.constant 10 : i64
          %c1_i64_20 = arith.constant 1 : i64
          scf.for %arg10 = %c0_i64_18 to %c10_i64_19 step %c1_i64_20  : i64 {
            %31 = llvm.load %6 : !llvm.ptr -> i32
            %32 = llvm.getelementptr %22[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
            %33 = llvm.load %32 : !llvm.ptr<3> -> i32
            %34 = arith.addi %31, %33 : i32
            llvm.store %34, %6 : i32, !llvm.ptr
          }
          %30 = llvm.load %6 : !llvm.ptr -> i32
          llvm.store %30, %27 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
