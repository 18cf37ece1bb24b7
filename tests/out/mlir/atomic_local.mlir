module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_atomic_local() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @atomic_local(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %3 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %4 = arith.muli %3, %c16_i64 : i64
      %5 = llvm.getelementptr %arg0[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64 = arith.constant 48 : i64
      %6 = arith.muli %3, %c48_i64 : i64
      %7 = llvm.getelementptr %arg2[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %8 = llvm.mlir.addressof @__tinyc_stack_atomic_local : !llvm.ptr<3>
      %9 = llvm.mlir.addressof @__tinyc_stack_atomic_local : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %10 = llvm.getelementptr %9[%c192_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c0_i64 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c3_i64 step %c1_i64  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %25 = arith.index_cast %thread_id_x_31 : index to i64
        %c16_i64_32 = arith.constant 16 : i64
        %c32_i64_33 = arith.constant 32 : i64
        scf.for %arg9 = %25 to %c16_i64_32 step %c32_i64_33  : i64 {
          %c16_i64_34 = arith.constant 16 : i64
          %26 = arith.muli %arg8, %c16_i64_34 : i64
          %27 = arith.addi %arg9, %26 : i64
          %28 = llvm.getelementptr %7[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %29 = llvm.load %28 : !llvm.ptr<1> -> f32
          %c16_i64_35 = arith.constant 16 : i64
          %30 = arith.muli %arg8, %c16_i64_35 : i64
          %31 = arith.addi %arg9, %30 : i64
          %32 = llvm.getelementptr %8[%31] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %29, %32 : f32, !llvm.ptr<3>
        }
      }
      %c0_i64_0 = arith.constant 0 : i64
      %c3_i64_1 = arith.constant 3 : i64
      %c1_i64_2 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_0 to %c3_i64_1 step %c1_i64_2  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %25 = arith.index_cast %thread_id_x_31 : index to i64
        %c16_i64_32 = arith.constant 16 : i64
        %c32_i64_33 = arith.constant 32 : i64
        scf.for %arg9 = %25 to %c16_i64_32 step %c32_i64_33  : i64 {
          %c16_i64_34 = arith.constant 16 : i64
          %26 = arith.muli %arg8, %c16_i64_34 : i64
          %27 = arith.addi %arg9, %26 : i64
          %28 = llvm.getelementptr %7[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %29 = llvm.load %28 : !llvm.ptr<1> -> f32
          %30 = arith.extf %29 : f32 to f64
          %c16_i64_35 = arith.constant 16 : i64
          %31 = arith.muli %arg8, %c16_i64_35 : i64
          %32 = arith.addi %arg9, %31 : i64
          %33 = llvm.getelementptr %10[%32] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %30, %33 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_3 = arith.constant 16 : i64
      %11 = llvm.getelementptr %8[%c16_i64_3] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %c32_i64 = arith.constant 32 : i64
      %12 = llvm.getelementptr %8[%c32_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %c16_i64_4 = arith.constant 16 : i64
      %13 = llvm.getelementptr %10[%c16_i64_4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %c32_i64_5 = arith.constant 32 : i64
      %14 = llvm.getelementptr %10[%c32_i64_5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_6 = arith.constant 16 : i64
      %c32_i64_7 = arith.constant 32 : i64
      scf.for %arg8 = %15 to %c16_i64_6 step %c32_i64_7  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %25 = llvm.getelementptr %5[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %26 = llvm.load %25 : !llvm.ptr<1> -> f32
        %27 = arith.mulf %cst, %26 : f32
        %28 = llvm.getelementptr %8[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %29 = llvm.atomicrmw xchg %28, %27 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_8 = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x_8 : index to i64
      %c16_i64_9 = arith.constant 16 : i64
      %c32_i64_10 = arith.constant 32 : i64
      scf.for %arg8 = %16 to %c16_i64_9 step %c32_i64_10  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %25 = llvm.getelementptr %5[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %26 = llvm.load %25 : !llvm.ptr<1> -> f32
        %27 = arith.mulf %cst, %26 : f32
        %28 = llvm.getelementptr %11[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %29 = llvm.atomicrmw fadd %28, %27 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_11 = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x_11 : index to i64
      %c16_i64_12 = arith.constant 16 : i64
      %c32_i64_13 = arith.constant 32 : i64
      scf.for %arg8 = %17 to %c16_i64_12 step %c32_i64_13  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %25 = llvm.getelementptr %5[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %26 = llvm.load %25 : !llvm.ptr<1> -> f32
        %27 = arith.mulf %cst, %26 : f32
        %28 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %29 = llvm.load %28 : !llvm.ptr<3> -> i32
        %30 = scf.while (%arg9 = %29) : (i32) -> i32 {
          %31 = arith.bitcast %arg9 : i32 to f32
          %cst_31 = arith.constant 5.000000e-01 : f32
          %32 = arith.mulf %cst_31, %31 : f32
          %33 = arith.addf %27, %32 : f32
          %34 = arith.bitcast %33 : f32 to i32
          %35 = llvm.cmpxchg %28, %arg9, %34 monotonic monotonic : !llvm.ptr<3>, i32
          %36 = llvm.extractvalue %35[0] : !llvm.struct<(i32, i1)> 
          %37 = llvm.extractvalue %35[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %38 = arith.xori %37, %true : i1
          scf.condition(%38) %36 : i32
        } do {
        ^bb0(%arg9: i32):
          scf.yield %arg9 : i32
        }
      }
      %thread_id_x_14 = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x_14 : index to i64
      %c16_i64_15 = arith.constant 16 : i64
      %c32_i64_16 = arith.constant 32 : i64
      scf.for %arg8 = %18 to %c16_i64_15 step %c32_i64_16  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %25 = llvm.getelementptr %5[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %26 = llvm.load %25 : !llvm.ptr<1> -> f32
        %27 = arith.extf %26 : f32 to f64
        %28 = arith.mulf %cst, %27 : f64
        %29 = llvm.getelementptr %10[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %30 = llvm.atomicrmw xchg %29, %28 monotonic : !llvm.ptr<3>, f64
      }
      gpu.barrier
      %thread_id_x_17 = gpu.thread_id  x
      %19 = arith.index_cast %thread_id_x_17 : index to i64
      %c16_i64_18 = arith.constant 16 : i64
      %c32_i64_19 = arith.constant 32 : i64
      scf.for %arg8 = %19 to %c16_i64_18 step %c32_i64_19  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %25 = llvm.getelementptr %5[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %26 = llvm.load %25 : !llvm.ptr<1> -> f32
        %27 = arith.extf %26 : f32 to f64
        %28 = arith.mulf %cst, %27 : f64
        %29 = llvm.getelementptr %13[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %30 = llvm.atomicrmw fadd %29, %28 monotonic : !llvm.ptr<3>, f64
      }
      gpu.barrier
      %thread_id_x_20 = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x_20 : index to i64
      %c16_i64_21 = arith.constant 16 : i64
      %c32_i64_22 = arith.constant 32 : i64
      scf.for %arg8 = %20 to %c16_i64_21 step %c32_i64_22  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %25 = llvm.getelementptr %5[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %26 = llvm.load %25 : !llvm.ptr<1> -> f32
        %27 = arith.extf %26 : f32 to f64
        %28 = arith.mulf %cst, %27 : f64
        %29 = llvm.getelementptr %14[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %30 = llvm.load %29 : !llvm.ptr<3> -> i64
        %31 = scf.while (%arg9 = %30) : (i64) -> i64 {
          %32 = arith.bitcast %arg9 : i64 to f64
          %cst_31 = arith.constant 5.000000e-01 : f64
          %33 = arith.mulf %cst_31, %32 : f64
          %34 = arith.addf %28, %33 : f64
          %35 = arith.bitcast %34 : f64 to i64
          %36 = llvm.cmpxchg %29, %arg9, %35 monotonic monotonic : !llvm.ptr<3>, i64
          %37 = llvm.extractvalue %36[0] : !llvm.struct<(i64, i1)> 
          %38 = llvm.extractvalue %36[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %39 = arith.xori %38, %true : i1
          scf.condition(%39) %37 : i64
        } do {
        ^bb0(%arg9: i64):
          scf.yield %arg9 : i64
        }
      }
      %c48_i64_23 = arith.constant 48 : i64
      %21 = arith.muli %3, %c48_i64_23 : i64
      %22 = llvm.getelementptr %arg4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64_24 = arith.constant 48 : i64
      %23 = arith.muli %3, %c48_i64_24 : i64
      %24 = llvm.getelementptr %arg6[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_25 = arith.constant 0 : i64
      %c3_i64_26 = arith.constant 3 : i64
      %c1_i64_27 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_25 to %c3_i64_26 step %c1_i64_27  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %25 = arith.index_cast %thread_id_x_31 : index to i64
        %c16_i64_32 = arith.constant 16 : i64
        %c32_i64_33 = arith.constant 32 : i64
        scf.for %arg9 = %25 to %c16_i64_32 step %c32_i64_33  : i64 {
          %c16_i64_34 = arith.constant 16 : i64
          %26 = arith.muli %arg8, %c16_i64_34 : i64
          %27 = arith.addi %arg9, %26 : i64
          %28 = llvm.getelementptr %8[%27] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %29 = llvm.load %28 : !llvm.ptr<3> -> f32
          %c16_i64_35 = arith.constant 16 : i64
          %30 = arith.muli %arg8, %c16_i64_35 : i64
          %31 = arith.addi %arg9, %30 : i64
          %32 = llvm.getelementptr %22[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %29, %32 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_28 = arith.constant 0 : i64
      %c3_i64_29 = arith.constant 3 : i64
      %c1_i64_30 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_28 to %c3_i64_29 step %c1_i64_30  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %25 = arith.index_cast %thread_id_x_31 : index to i64
        %c16_i64_32 = arith.constant 16 : i64
        %c32_i64_33 = arith.constant 32 : i64
        scf.for %arg9 = %25 to %c16_i64_32 step %c32_i64_33  : i64 {
          %c16_i64_34 = arith.constant 16 : i64
          %26 = arith.muli %arg8, %c16_i64_34 : i64
          %27 = arith.addi %arg9, %26 : i64
          %28 = llvm.getelementptr %10[%27] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %29 = llvm.load %28 : !llvm.ptr<3> -> f64
          %c16_i64_35 = arith.constant 16 : i64
          %30 = arith.muli %arg8, %c16_i64_35 : i64
          %31 = arith.addi %arg9, %30 : i64
          %32 = llvm.getelementptr %24[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %29, %32 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
