module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemv(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: !llvm.ptr<1>, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %5 = arith.index_cast %block_id_x : index to i64
      %6 = arith.muli %5, %arg4 : i64
      %7 = llvm.getelementptr %arg1[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %8 = arith.muli %5, %arg9 : i64
      %9 = llvm.getelementptr %arg5[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %10 = arith.muli %5, %arg13 : i64
      %11 = llvm.getelementptr %arg10[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64 = arith.constant 21 : i64
      %12 = arith.muli %5, %c21_i64 : i64
      %13 = llvm.getelementptr %arg14[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64_0 = arith.constant 21 : i64
      %14 = arith.muli %5, %c21_i64_0 : i64
      %15 = llvm.getelementptr %arg16[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64_1 = arith.constant 21 : i64
      %16 = arith.muli %5, %c21_i64_1 : i64
      %17 = llvm.getelementptr %arg18[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c105_i64 = arith.constant 105 : i64
      %18 = arith.muli %5, %c105_i64 : i64
      %19 = llvm.getelementptr %arg20[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c5_i64 = arith.constant 5 : i64
      %20 = arith.muli %5, %c5_i64 : i64
      %21 = llvm.getelementptr %arg22[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c21_i64_2 = arith.constant 21 : i64
      %22 = arith.muli %5, %c21_i64_2 : i64
      %23 = llvm.getelementptr %arg24[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %c21_i64_3 = arith.constant 21 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg26 = %24 to %c21_i64_3 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %1 : f32, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg27 = %c0_i64 to %arg11 step %c1_i64  : i64 {
          %30 = llvm.load %1 : !llvm.ptr -> f32
          %c21_i64_13 = arith.constant 21 : i64
          %31 = arith.muli %arg27, %c21_i64_13 : i64
          %32 = arith.addi %arg26, %31 : i64
          %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %35 = llvm.getelementptr %11[%arg27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %36 = llvm.load %35 : !llvm.ptr<1> -> f32
          %37 = arith.mulf %34, %36 : f32
          %38 = arith.addf %30, %37 : f32
          llvm.store %38, %1 : f32, !llvm.ptr
        }
        %28 = llvm.load %1 : !llvm.ptr -> f32
        %29 = llvm.getelementptr %13[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %28, %29 : f32, !llvm.ptr<1>
      }
      %thread_id_x_4 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_4 : index to i64
      %c21_i64_5 = arith.constant 21 : i64
      %c32_i64_6 = arith.constant 32 : i64
      scf.for %arg26 = %25 to %c21_i64_5 step %c32_i64_6  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %2 : f32, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg27 = %c0_i64 to %arg11 step %c1_i64  : i64 {
          %34 = llvm.load %2 : !llvm.ptr -> f32
          %35 = arith.muli %arg26, %arg7 : i64
          %36 = arith.addi %arg27, %35 : i64
          %37 = llvm.getelementptr %9[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = llvm.getelementptr %11[%arg27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %40 = llvm.load %39 : !llvm.ptr<1> -> f32
          %41 = arith.mulf %38, %40 : f32
          %42 = arith.addf %34, %41 : f32
          llvm.store %42, %2 : f32, !llvm.ptr
        }
        %28 = llvm.getelementptr %15[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %29 = llvm.load %28 : !llvm.ptr<1> -> f32
        %30 = llvm.load %2 : !llvm.ptr -> f32
        %31 = arith.mulf %arg0, %30 : f32
        %32 = arith.addf %29, %31 : f32
        %33 = llvm.getelementptr %15[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %33 : f32, !llvm.ptr<1>
      }
      %thread_id_x_7 = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x_7 : index to i64
      %c21_i64_8 = arith.constant 21 : i64
      %c32_i64_9 = arith.constant 32 : i64
      scf.for %arg26 = %26 to %c21_i64_8 step %c32_i64_9  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %3 : f32, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg27 = %c0_i64 to %arg11 step %c1_i64  : i64 {
          %34 = llvm.load %3 : !llvm.ptr -> f32
          %c21_i64_14 = arith.constant 21 : i64
          %35 = arith.muli %arg27, %c21_i64_14 : i64
          %36 = arith.addi %arg26, %35 : i64
          %37 = llvm.getelementptr %7[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = llvm.getelementptr %11[%arg27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %40 = llvm.load %39 : !llvm.ptr<1> -> f32
          %41 = arith.mulf %38, %40 : f32
          %42 = arith.addf %34, %41 : f32
          llvm.store %42, %3 : f32, !llvm.ptr
        }
        %28 = llvm.load %3 : !llvm.ptr -> f32
        %cst_13 = arith.constant -5.000000e-01 : f32
        %29 = llvm.getelementptr %17[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %30 = llvm.load %29 : !llvm.ptr<1> -> f32
        %31 = arith.mulf %cst_13, %30 : f32
        %32 = arith.addf %28, %31 : f32
        %33 = llvm.getelementptr %17[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %33 : f32, !llvm.ptr<1>
      }
      %thread_id_x_10 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_10 : index to i64
      %c21_i64_11 = arith.constant 21 : i64
      %c32_i64_12 = arith.constant 32 : i64
      scf.for %arg26 = %27 to %c21_i64_11 step %c32_i64_12  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %4 : f64, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c5_i64_13 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg27 = %c0_i64 to %c5_i64_13 step %c1_i64  : i64 {
          %35 = llvm.load %4 : !llvm.ptr -> f64
          %c21_i64_16 = arith.constant 21 : i64
          %36 = arith.muli %arg27, %c21_i64_16 : i64
          %37 = arith.addi %arg26, %36 : i64
          %38 = llvm.getelementptr %19[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %39 = llvm.load %38 : !llvm.ptr<1> -> i32
          %40 = llvm.getelementptr %21[%arg27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %41 = llvm.load %40 : !llvm.ptr<1> -> i32
          %42 = arith.muli %39, %41 : i32
          %43 = arith.sitofp %42 : i32 to f64
          %44 = arith.addf %35, %43 : f64
          llvm.store %44, %4 : f64, !llvm.ptr
        }
        %cst_14 = arith.constant 5.000000e-01 : f64
        %28 = llvm.load %4 : !llvm.ptr -> f64
        %29 = arith.mulf %cst_14, %28 : f64
        %cst_15 = arith.constant 2.000000e+00 : f64
        %30 = llvm.getelementptr %23[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %31 = llvm.load %30 : !llvm.ptr<1> -> f64
        %32 = arith.mulf %cst_15, %31 : f64
        %33 = arith.addf %29, %32 : f64
        %34 = llvm.getelementptr %23[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %33, %34 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
