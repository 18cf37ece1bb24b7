module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_atomic_local() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @atomic_local(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %2 = arith.muli %1, %c16_i64 : i64
      %3 = llvm.getelementptr %arg0[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64 = arith.constant 48 : i64
      %4 = arith.muli %1, %c48_i64 : i64
      %5 = llvm.getelementptr %arg2[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %6 = llvm.mlir.addressof @__tinyc_stack_atomic_local : !llvm.ptr<3>
      %7 = llvm.mlir.addressof @__tinyc_stack_atomic_local : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %8 = llvm.getelementptr %7[%c192_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c0_i64 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c3_i64 step %c1_i64  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x_31 : index to i64
        %c16_i64_32 = arith.constant 16 : i64
        %c32_i64_33 = arith.constant 32 : i64
        scf.for %arg9 = %23 to %c16_i64_32 step %c32_i64_33  : i64 {
          %c16_i64_34 = arith.constant 16 : i64
          %24 = arith.muli %arg8, %c16_i64_34 : i64
          %25 = arith.addi %arg9, %24 : i64
          %26 = llvm.getelementptr %5[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %27 = llvm.load %26 : !llvm.ptr<1> -> f32
          %c16_i64_35 = arith.constant 16 : i64
          %28 = arith.muli %arg8, %c16_i64_35 : i64
          %29 = arith.addi %arg9, %28 : i64
          %30 = llvm.getelementptr %6[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %27, %30 : f32, !llvm.ptr<3>
        }
      }
      %c0_i64_0 = arith.constant 0 : i64
      %c3_i64_1 = arith.constant 3 : i64
      %c1_i64_2 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_0 to %c3_i64_1 step %c1_i64_2  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x_31 : index to i64
        %c16_i64_32 = arith.constant 16 : i64
        %c32_i64_33 = arith.constant 32 : i64
        scf.for %arg9 = %23 to %c16_i64_32 step %c32_i64_33  : i64 {
          %c16_i64_34 = arith.constant 16 : i64
          %24 = arith.muli %arg8, %c16_i64_34 : i64
          %25 = arith.addi %arg9, %24 : i64
          %26 = llvm.getelementptr %5[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %27 = llvm.load %26 : !llvm.ptr<1> -> f32
          %28 = arith.extf %27 : f32 to f64
          %c16_i64_35 = arith.constant 16 : i64
          %29 = arith.muli %arg8, %c16_i64_35 : i64
          %30 = arith.addi %arg9, %29 : i64
          %31 = llvm.getelementptr %8[%30] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %28, %31 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_3 = arith.constant 16 : i64
      %9 = llvm.getelementptr %6[%c16_i64_3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %c32_i64 = arith.constant 32 : i64
      %10 = llvm.getelementptr %6[%c32_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %c16_i64_4 = arith.constant 16 : i64
      %11 = llvm.getelementptr %8[%c16_i64_4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %c32_i64_5 = arith.constant 32 : i64
      %12 = llvm.getelementptr %8[%c32_i64_5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %13 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_6 = arith.constant 16 : i64
      %c32_i64_7 = arith.constant 32 : i64
      scf.for %arg8 = %13 to %c16_i64_6 step %c32_i64_7  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %23 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %24 = llvm.load %23 : !llvm.ptr<1> -> f32
        %25 = arith.mulf %cst, %24 : f32
        %26 = llvm.getelementptr %6[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %27 = llvm.atomicrmw xchg %26, %25 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_8 = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x_8 : index to i64
      %c16_i64_9 = arith.constant 16 : i64
      %c32_i64_10 = arith.constant 32 : i64
      scf.for %arg8 = %14 to %c16_i64_9 step %c32_i64_10  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %23 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %24 = llvm.load %23 : !llvm.ptr<1> -> f32
        %25 = arith.mulf %cst, %24 : f32
        %26 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %27 = llvm.atomicrmw fadd %26, %25 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_11 = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x_11 : index to i64
      %c16_i64_12 = arith.constant 16 : i64
      %c32_i64_13 = arith.constant 32 : i64
      scf.for %arg8 = %15 to %c16_i64_12 step %c32_i64_13  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %23 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %24 = llvm.load %23 : !llvm.ptr<1> -> f32
        %25 = arith.mulf %cst, %24 : f32
        %26 = llvm.getelementptr %10[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %27 = llvm.load %26 : !llvm.ptr<3> -> i32
        %28 = scf.while (%arg9 = %27) : (i32) -> i32 {
          %29 = arith.bitcast %arg9 : i32 to f32
          %cst_31 = arith.constant 5.000000e-01 : f32
          %30 = arith.mulf %cst_31, %29 : f32
          %31 = arith.addf %25, %30 : f32
          %32 = arith.bitcast %31 : f32 to i32
          %33 = llvm.cmpxchg %26, %arg9, %32 monotonic monotonic : !llvm.ptr<3>, i32
          %34 = llvm.extractvalue %33[0] : !llvm.struct<(i32, i1)> 
          %35 = llvm.extractvalue %33[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %36 = arith.xori %35, %true : i1
          scf.condition(%36) %34 : i32
        } do {
        ^bb0(%arg9: i32):
          scf.yield %arg9 : i32
        }
      }
      %thread_id_x_14 = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x_14 : index to i64
      %c16_i64_15 = arith.constant 16 : i64
      %c32_i64_16 = arith.constant 32 : i64
      scf.for %arg8 = %16 to %c16_i64_15 step %c32_i64_16  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %23 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %24 = llvm.load %23 : !llvm.ptr<1> -> f32
        %25 = arith.extf %24 : f32 to f64
        %26 = arith.mulf %cst, %25 : f64
        %27 = llvm.getelementptr %8[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %28 = llvm.atomicrmw xchg %27, %26 monotonic : !llvm.ptr<3>, f64
      }
      gpu.barrier
      %thread_id_x_17 = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x_17 : index to i64
      %c16_i64_18 = arith.constant 16 : i64
      %c32_i64_19 = arith.constant 32 : i64
      scf.for %arg8 = %17 to %c16_i64_18 step %c32_i64_19  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %23 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %24 = llvm.load %23 : !llvm.ptr<1> -> f32
        %25 = arith.extf %24 : f32 to f64
        %26 = arith.mulf %cst, %25 : f64
        %27 = llvm.getelementptr %11[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %28 = llvm.atomicrmw fadd %27, %26 monotonic : !llvm.ptr<3>, f64
      }
      gpu.barrier
      %thread_id_x_20 = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x_20 : index to i64
      %c16_i64_21 = arith.constant 16 : i64
      %c32_i64_22 = arith.constant 32 : i64
      scf.for %arg8 = %18 to %c16_i64_21 step %c32_i64_22  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %23 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %24 = llvm.load %23 : !llvm.ptr<1> -> f32
        %25 = arith.extf %24 : f32 to f64
        %26 = arith.mulf %cst, %25 : f64
        %27 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %28 = llvm.load %27 : !llvm.ptr<3> -> i64
        %29 = scf.while (%arg9 = %28) : (i64) -> i64 {
          %30 = arith.bitcast %arg9 : i64 to f64
          %cst_31 = arith.constant 5.000000e-01 : f64
          %31 = arith.mulf %cst_31, %30 : f64
          %32 = arith.addf %26, %31 : f64
          %33 = arith.bitcast %32 : f64 to i64
          %34 = llvm.cmpxchg %27, %arg9, %33 monotonic monotonic : !llvm.ptr<3>, i64
          %35 = llvm.extractvalue %34[0] : !llvm.struct<(i64, i1)> 
          %36 = llvm.extractvalue %34[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %37 = arith.xori %36, %true : i1
          scf.condition(%37) %35 : i64
        } do {
        ^bb0(%arg9: i64):
          scf.yield %arg9 : i64
        }
      }
      %c48_i64_23 = arith.constant 48 : i64
      %19 = arith.muli %1, %c48_i64_23 : i64
      %20 = llvm.getelementptr %arg4[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64_24 = arith.constant 48 : i64
      %21 = arith.muli %1, %c48_i64_24 : i64
      %22 = llvm.getelementptr %arg6[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_25 = arith.constant 0 : i64
      %c3_i64_26 = arith.constant 3 : i64
      %c1_i64_27 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_25 to %c3_i64_26 step %c1_i64_27  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x_31 : index to i64
        %c16_i64_32 = arith.constant 16 : i64
        %c32_i64_33 = arith.constant 32 : i64
        scf.for %arg9 = %23 to %c16_i64_32 step %c32_i64_33  : i64 {
          %c16_i64_34 = arith.constant 16 : i64
          %24 = arith.muli %arg8, %c16_i64_34 : i64
          %25 = arith.addi %arg9, %24 : i64
          %26 = llvm.getelementptr %6[%25] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %27 = llvm.load %26 : !llvm.ptr<3> -> f32
          %c16_i64_35 = arith.constant 16 : i64
          %28 = arith.muli %arg8, %c16_i64_35 : i64
          %29 = arith.addi %arg9, %28 : i64
          %30 = llvm.getelementptr %20[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %27, %30 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_28 = arith.constant 0 : i64
      %c3_i64_29 = arith.constant 3 : i64
      %c1_i64_30 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_28 to %c3_i64_29 step %c1_i64_30  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x_31 : index to i64
        %c16_i64_32 = arith.constant 16 : i64
        %c32_i64_33 = arith.constant 32 : i64
        scf.for %arg9 = %23 to %c16_i64_32 step %c32_i64_33  : i64 {
          %c16_i64_34 = arith.constant 16 : i64
          %24 = arith.muli %arg8, %c16_i64_34 : i64
          %25 = arith.addi %arg9, %24 : i64
          %26 = llvm.getelementptr %8[%25] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %27 = llvm.load %26 : !llvm.ptr<3> -> f64
          %c16_i64_35 = arith.constant 16 : i64
          %28 = arith.muli %arg8, %c16_i64_35 : i64
          %29 = arith.addi %arg9, %28 : i64
          %30 = llvm.getelementptr %22[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %27, %30 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
