module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_mixed(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %4 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %5 = arith.muli %4, %c16_i64 : i64
      %6 = llvm.getelementptr %arg1[%5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_0 = arith.constant 16 : i64
      %7 = arith.muli %4, %c16_i64_0 : i64
      %8 = llvm.getelementptr %arg3[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_1 = arith.constant 16 : i64
      %9 = arith.muli %4, %c16_i64_1 : i64
      %10 = llvm.getelementptr %arg5[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_2 = arith.constant 16 : i64
      %11 = arith.muli %4, %c16_i64_2 : i64
      %12 = llvm.getelementptr %arg9[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x = gpu.thread_id  x
      %13 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_3 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg11 = %13 to %c16_i64_3 step %c32_i64  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %17 = llvm.getelementptr %6[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %18 = llvm.load %17 : !llvm.ptr<1> -> i32
        %19 = arith.sitofp %18 : i32 to f32
        %20 = arith.mulf %cst, %19 : f32
        %21 = llvm.getelementptr %10[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %22 = llvm.load %21 : !llvm.ptr<1> -> i32
        %23 = scf.while (%arg12 = %22) : (i32) -> i32 {
          %24 = arith.sitofp %arg12 : i32 to f32
          %25 = arith.addf %20, %24 : f32
          %26 = arith.fptosi %25 : f32 to i32
          %27 = llvm.cmpxchg %21, %arg12, %26 monotonic monotonic : !llvm.ptr<1>, i32
          %28 = llvm.extractvalue %27[0] : !llvm.struct<(i32, i1)> 
          %29 = llvm.extractvalue %27[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %30 = arith.xori %29, %true : i1
          scf.condition(%30) %28 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_4 = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x_4 : index to i64
      %c16_i64_5 = arith.constant 16 : i64
      %c32_i64_6 = arith.constant 32 : i64
      scf.for %arg11 = %14 to %c16_i64_5 step %c32_i64_6  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %17 = llvm.getelementptr %arg1[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %18 = llvm.load %17 : !llvm.ptr<1> -> i32
        %19 = arith.sitofp %18 : i32 to f32
        %20 = arith.mulf %cst, %19 : f32
        %21 = llvm.getelementptr %arg7[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %22 = llvm.load %21 : !llvm.ptr<1> -> i32
        %23 = scf.while (%arg12 = %22) : (i32) -> i32 {
          %cst_13 = arith.constant 3.000000e+00 : f32
          %24 = arith.sitofp %arg12 : i32 to f32
          %25 = arith.mulf %cst_13, %24 : f32
          %26 = arith.addf %20, %25 : f32
          %27 = arith.fptosi %26 : f32 to i32
          %28 = llvm.cmpxchg %21, %arg12, %27 monotonic monotonic : !llvm.ptr<1>, i32
          %29 = llvm.extractvalue %28[0] : !llvm.struct<(i32, i1)> 
          %30 = llvm.extractvalue %28[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %31 = arith.xori %30, %true : i1
          scf.condition(%31) %29 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_7 = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x_7 : index to i64
      %c16_i64_8 = arith.constant 16 : i64
      %c32_i64_9 = arith.constant 32 : i64
      scf.for %arg11 = %15 to %c16_i64_8 step %c32_i64_9  : i64 {
        %17 = llvm.getelementptr %8[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %18 = llvm.load %17 : !llvm.ptr<1> -> f32
        %19 = arith.extf %18 : f32 to f64
        %20 = arith.mulf %arg0, %19 : f64
        %21 = llvm.getelementptr %arg8[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %22 = llvm.load %21 : !llvm.ptr<1> -> i32
        %23 = scf.while (%arg12 = %22) : (i32) -> i32 {
          %24 = arith.bitcast %arg12 : i32 to f32
          %25 = arith.extf %24 : f32 to f64
          %26 = arith.addf %20, %25 : f64
          %27 = arith.truncf %26 : f64 to f32
          %28 = arith.bitcast %27 : f32 to i32
          %29 = llvm.cmpxchg %21, %arg12, %28 monotonic monotonic : !llvm.ptr<1>, i32
          %30 = llvm.extractvalue %29[0] : !llvm.struct<(i32, i1)> 
          %31 = llvm.extractvalue %29[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %32 = arith.xori %31, %true : i1
          scf.condition(%32) %30 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_10 = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x_10 : index to i64
      %c16_i64_11 = arith.constant 16 : i64
      %c32_i64_12 = arith.constant 32 : i64
      scf.for %arg11 = %16 to %c16_i64_11 step %c32_i64_12  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %17 = llvm.getelementptr %6[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %18 = llvm.load %17 : !llvm.ptr<1> -> i32
        %19 = arith.sitofp %18 : i32 to f32
        %20 = arith.mulf %cst, %19 : f32
        %21 = arith.fptosi %20 : f32 to i32
        %22 = llvm.getelementptr %12[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %23 = llvm.atomicrmw xchg %22, %21 monotonic : !llvm.ptr<1>, i32
      }
      gpu.return
    }
  }
}
