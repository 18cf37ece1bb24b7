module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_mixed(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %2 = arith.muli %1, %c16_i64 : i64
      %3 = llvm.getelementptr %arg1[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_0 = arith.constant 16 : i64
      %4 = arith.muli %1, %c16_i64_0 : i64
      %5 = llvm.getelementptr %arg3[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_1 = arith.constant 16 : i64
      %6 = arith.muli %1, %c16_i64_1 : i64
      %7 = llvm.getelementptr %arg5[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_2 = arith.constant 16 : i64
      %8 = arith.muli %1, %c16_i64_2 : i64
      %9 = llvm.getelementptr %arg9[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x = gpu.thread_id  x
      %10 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_3 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg11 = %10 to %c16_i64_3 step %c32_i64  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %14 = llvm.getelementptr %3[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %15 = llvm.load %14 : !llvm.ptr<1> -> i32
        %16 = arith.sitofp %15 : i32 to f32
        %17 = arith.mulf %cst, %16 : f32
        %18 = llvm.getelementptr %7[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %19 = llvm.load %18 : !llvm.ptr<1> -> i32
        %20 = scf.while (%arg12 = %19) : (i32) -> i32 {
          %21 = arith.sitofp %arg12 : i32 to f32
          %22 = arith.addf %17, %21 : f32
          %23 = arith.fptosi %22 : f32 to i32
          %24 = llvm.cmpxchg %18, %arg12, %23 monotonic monotonic : !llvm.ptr<1>, i32
          %25 = llvm.extractvalue %24[0] : !llvm.struct<(i32, i1)> 
          %26 = llvm.extractvalue %24[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %27 = arith.xori %26, %true : i1
          scf.condition(%27) %25 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_4 = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x_4 : index to i64
      %c16_i64_5 = arith.constant 16 : i64
      %c32_i64_6 = arith.constant 32 : i64
      scf.for %arg11 = %11 to %c16_i64_5 step %c32_i64_6  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %14 = llvm.getelementptr %arg1[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %15 = llvm.load %14 : !llvm.ptr<1> -> i32
        %16 = arith.sitofp %15 : i32 to f32
        %17 = arith.mulf %cst, %16 : f32
        %18 = llvm.getelementptr %arg7[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %19 = llvm.load %18 : !llvm.ptr<1> -> i32
        %20 = scf.while (%arg12 = %19) : (i32) -> i32 {
          %cst_13 = arith.constant 3.000000e+00 : f32
          %21 = arith.sitofp %arg12 : i32 to f32
          %22 = arith.mulf %cst_13, %21 : f32
          %23 = arith.addf %17, %22 : f32
          %24 = arith.fptosi %23 : f32 to i32
          %25 = llvm.cmpxchg %18, %arg12, %24 monotonic monotonic : !llvm.ptr<1>, i32
          %26 = llvm.extractvalue %25[0] : !llvm.struct<(i32, i1)> 
          %27 = llvm.extractvalue %25[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %28 = arith.xori %27, %true : i1
          scf.condition(%28) %26 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_7 = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x_7 : index to i64
      %c16_i64_8 = arith.constant 16 : i64
      %c32_i64_9 = arith.constant 32 : i64
      scf.for %arg11 = %12 to %c16_i64_8 step %c32_i64_9  : i64 {
        %14 = llvm.getelementptr %5[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %15 = llvm.load %14 : !llvm.ptr<1> -> f32
        %16 = arith.extf %15 : f32 to f64
        %17 = arith.mulf %arg0, %16 : f64
        %18 = llvm.getelementptr %arg8[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %19 = llvm.load %18 : !llvm.ptr<1> -> i32
        %20 = scf.while (%arg12 = %19) : (i32) -> i32 {
          %21 = arith.bitcast %arg12 : i32 to f32
          %22 = arith.extf %21 : f32 to f64
          %23 = arith.addf %17, %22 : f64
          %24 = arith.truncf %23 : f64 to f32
          %25 = arith.bitcast %24 : f32 to i32
          %26 = llvm.cmpxchg %18, %arg12, %25 monotonic monotonic : !llvm.ptr<1>, i32
          %27 = llvm.extractvalue %26[0] : !llvm.struct<(i32, i1)> 
          %28 = llvm.extractvalue %26[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %29 = arith.xori %28, %true : i1
          scf.condition(%29) %27 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_10 = gpu.thread_id  x
      %13 = arith.index_cast %thread_id_x_10 : index to i64
      %c16_i64_11 = arith.constant 16 : i64
      %c32_i64_12 = arith.constant 32 : i64
      scf.for %arg11 = %13 to %c16_i64_11 step %c32_i64_12  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %14 = llvm.getelementptr %3[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %15 = llvm.load %14 : !llvm.ptr<1> -> i32
        %16 = arith.sitofp %15 : i32 to f32
        %17 = arith.mulf %cst, %16 : f32
        %18 = arith.fptosi %17 : f32 to i32
        %19 = llvm.getelementptr %9[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %20 = llvm.atomicrmw xchg %19, %18 monotonic : !llvm.ptr<1>, i32
      }
      gpu.return
    }
  }
}
