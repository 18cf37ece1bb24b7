module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hadamard_sum(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %3 = arith.index_cast %block_id_x : index to i64
      %c40_i64 = arith.constant 40 : i64
      %4 = arith.muli %3, %c40_i64 : i64
      %5 = llvm.getelementptr %arg0[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_0 = arith.constant 40 : i64
      %6 = arith.muli %3, %c40_i64_0 : i64
      %7 = llvm.getelementptr %arg2[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_1 = arith.constant 40 : i64
      %8 = arith.muli %3, %c40_i64_1 : i64
      %9 = llvm.getelementptr %arg4[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %10 = arith.muli %3, %c120_i64 : i64
      %11 = llvm.getelementptr %arg6[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_2 = arith.constant 40 : i64
      %12 = arith.muli %3, %c40_i64_2 : i64
      %13 = llvm.getelementptr %arg8[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x : index to i64
      %c40_i64_3 = arith.constant 40 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg11 = %14 to %c40_i64_3 step %c64_i64  : i64 {
        %18 = llvm.getelementptr %5[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %19 = llvm.load %18 : !llvm.ptr<1> -> f32
        %20 = llvm.getelementptr %7[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %21 = llvm.load %20 : !llvm.ptr<1> -> f32
        %22 = arith.mulf %19, %21 : f32
        %23 = llvm.getelementptr %9[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %22, %23 : f32, !llvm.ptr<1>
      }
      %thread_id_x_4 = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x_4 : index to i64
      %c40_i64_5 = arith.constant 40 : i64
      %c64_i64_6 = arith.constant 64 : i64
      scf.for %arg11 = %15 to %c40_i64_5 step %c64_i64_6  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %1 : f32, !llvm.ptr
        %c0_i64_8 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_8 to %c3_i64 step %c1_i64  : i64 {
          %20 = llvm.load %1 : !llvm.ptr -> f32
          %c40_i64_9 = arith.constant 40 : i64
          %21 = arith.muli %arg12, %c40_i64_9 : i64
          %22 = arith.addi %arg11, %21 : i64
          %23 = llvm.getelementptr %11[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %24 = llvm.load %23 : !llvm.ptr<1> -> f32
          %25 = arith.addf %20, %24 : f32
          llvm.store %25, %1 : f32, !llvm.ptr
        }
        %18 = llvm.load %1 : !llvm.ptr -> f32
        %19 = llvm.getelementptr %13[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %18, %19 : f32, !llvm.ptr<1>
      }
      %thread_id_x_7 = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x_7 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %17 = arith.cmpi eq, %16, %c0_i64 : i64
      scf.if %17 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %2 : f32, !llvm.ptr
        %c0_i64_8 = arith.constant 0 : i64
        %c40_i64_9 = arith.constant 40 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_8 to %c40_i64_9 step %c1_i64  : i64 {
          %21 = llvm.load %2 : !llvm.ptr -> f32
          %22 = llvm.getelementptr %5[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %23 = llvm.load %22 : !llvm.ptr<1> -> f32
          %24 = arith.addf %21, %23 : f32
          llvm.store %24, %2 : f32, !llvm.ptr
        }
        %cst_10 = arith.constant 5.000000e-01 : f32
        %18 = llvm.load %2 : !llvm.ptr -> f32
        %19 = arith.mulf %cst_10, %18 : f32
        %20 = llvm.atomicrmw fadd %arg10, %19 monotonic : !llvm.ptr<1>, f32
      }
      gpu.return
    }
  }
}
