module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sum(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: !llvm.ptr<1>, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: !llvm.ptr<1>, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_cast %block_id_x : index to i64
      %c66_i64 = arith.constant 66 : i64
      %8 = arith.muli %7, %c66_i64 : i64
      %9 = llvm.getelementptr %arg1[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %10 = arith.muli %7, %c30_i64 : i64
      %11 = llvm.getelementptr %arg3[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c11_i64 = arith.constant 11 : i64
      %12 = arith.muli %7, %c11_i64 : i64
      %13 = llvm.getelementptr %arg5[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %14 = arith.muli %7, %c6_i64 : i64
      %15 = llvm.getelementptr %arg7[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64_0 = arith.constant 6 : i64
      %16 = arith.muli %7, %c6_i64_0 : i64
      %17 = llvm.getelementptr %arg9[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %18 = llvm.getelementptr %arg11[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %19 = llvm.getelementptr %arg13[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c66_i64_1 = arith.constant 66 : i64
      %20 = arith.muli %7, %c66_i64_1 : i64
      %21 = llvm.getelementptr %arg15[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c11_i64_2 = arith.constant 11 : i64
      %22 = arith.muli %7, %c11_i64_2 : i64
      %23 = llvm.getelementptr %arg17[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %c11_i64_3 = arith.constant 11 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg19 = %24 to %c11_i64_3 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %1 : f32, !llvm.ptr
        %c0_i64_16 = arith.constant 0 : i64
        %c6_i64_17 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_16 to %c6_i64_17 step %c1_i64  : i64 {
          %34 = llvm.load %1 : !llvm.ptr -> f32
          %c11_i64_18 = arith.constant 11 : i64
          %35 = arith.muli %arg20, %c11_i64_18 : i64
          %36 = arith.addi %arg19, %35 : i64
          %37 = llvm.getelementptr %9[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = arith.addf %34, %38 : f32
          llvm.store %39, %1 : f32, !llvm.ptr
        }
        %32 = llvm.load %1 : !llvm.ptr -> f32
        %33 = llvm.getelementptr %13[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %33 : f32, !llvm.ptr<1>
      }
      %thread_id_x_4 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_4 : index to i64
      %c6_i64_5 = arith.constant 6 : i64
      %c32_i64_6 = arith.constant 32 : i64
      scf.for %arg19 = %25 to %c6_i64_5 step %c32_i64_6  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %2 : f32, !llvm.ptr
        %c0_i64_16 = arith.constant 0 : i64
        %c11_i64_17 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_16 to %c11_i64_17 step %c1_i64  : i64 {
          %38 = llvm.load %2 : !llvm.ptr -> f32
          %c11_i64_19 = arith.constant 11 : i64
          %39 = arith.muli %arg19, %c11_i64_19 : i64
          %40 = arith.addi %arg20, %39 : i64
          %41 = llvm.getelementptr %9[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %42 = llvm.load %41 : !llvm.ptr<1> -> f32
          %43 = arith.addf %38, %42 : f32
          llvm.store %43, %2 : f32, !llvm.ptr
        }
        %32 = llvm.getelementptr %15[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %33 = llvm.load %32 : !llvm.ptr<1> -> f32
        %cst_18 = arith.constant 2.000000e+00 : f32
        %34 = llvm.load %2 : !llvm.ptr -> f32
        %35 = arith.mulf %cst_18, %34 : f32
        %36 = arith.addf %33, %35 : f32
        %37 = llvm.getelementptr %15[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %36, %37 : f32, !llvm.ptr<1>
      }
      %thread_id_x_7 = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x_7 : index to i64
      %c6_i64_8 = arith.constant 6 : i64
      %c32_i64_9 = arith.constant 32 : i64
      scf.for %arg19 = %26 to %c6_i64_8 step %c32_i64_9  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %3 : f32, !llvm.ptr
        %c0_i64_16 = arith.constant 0 : i64
        %c11_i64_17 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_16 to %c11_i64_17 step %c1_i64  : i64 {
          %38 = llvm.load %3 : !llvm.ptr -> f32
          %c11_i64_18 = arith.constant 11 : i64
          %39 = arith.muli %arg19, %c11_i64_18 : i64
          %40 = arith.addi %arg20, %39 : i64
          %41 = llvm.getelementptr %9[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %42 = llvm.load %41 : !llvm.ptr<1> -> f32
          %43 = arith.addf %38, %42 : f32
          llvm.store %43, %3 : f32, !llvm.ptr
        }
        %32 = llvm.load %3 : !llvm.ptr -> f32
        %33 = llvm.getelementptr %17[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %34 = llvm.load %33 : !llvm.ptr<1> -> f32
        %35 = arith.mulf %arg0, %34 : f32
        %36 = arith.addf %32, %35 : f32
        %37 = llvm.getelementptr %17[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %36, %37 : f32, !llvm.ptr<1>
      }
      %thread_id_x_10 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_10 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %28 = arith.cmpi eq, %27, %c0_i64 : i64
      scf.if %28 {
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %4 : f64, !llvm.ptr
        %c0_i64_16 = arith.constant 0 : i64
        %c30_i64_17 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_16 to %c30_i64_17 step %c1_i64  : i64 {
          %33 = llvm.load %4 : !llvm.ptr -> f64
          %34 = llvm.getelementptr %11[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %35 = llvm.load %34 : !llvm.ptr<1> -> f32
          %36 = arith.extf %35 : f32 to f64
          %37 = arith.addf %33, %36 : f64
          llvm.store %37, %4 : f64, !llvm.ptr
        }
        %32 = llvm.load %4 : !llvm.ptr -> f64
        llvm.store %32, %18 : f64, !llvm.ptr<1>
      }
      %thread_id_x_11 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_11 : index to i64
      %c0_i64_12 = arith.constant 0 : i64
      %30 = arith.cmpi eq, %29, %c0_i64_12 : i64
      scf.if %30 {
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %5 : f64, !llvm.ptr
        %c0_i64_16 = arith.constant 0 : i64
        %c30_i64_17 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg19 = %c0_i64_16 to %c30_i64_17 step %c1_i64  : i64 {
          %37 = llvm.load %5 : !llvm.ptr -> f64
          %38 = llvm.getelementptr %11[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %39 = llvm.load %38 : !llvm.ptr<1> -> f32
          %40 = arith.extf %39 : f32 to f64
          %41 = arith.addf %37, %40 : f64
          llvm.store %41, %5 : f64, !llvm.ptr
        }
        %cst_18 = arith.constant -1.000000e+00 : f64
        %32 = llvm.load %5 : !llvm.ptr -> f64
        %33 = arith.mulf %cst_18, %32 : f64
        %cst_19 = arith.constant 5.000000e-01 : f64
        %34 = llvm.load %19 : !llvm.ptr<1> -> f64
        %35 = arith.mulf %cst_19, %34 : f64
        %36 = arith.addf %33, %35 : f64
        llvm.store %36, %19 : f64, !llvm.ptr<1>
      }
      %thread_id_x_13 = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x_13 : index to i64
      %c11_i64_14 = arith.constant 11 : i64
      %c32_i64_15 = arith.constant 32 : i64
      scf.for %arg19 = %31 to %c11_i64_14 step %c32_i64_15  : i64 {
        %c0_i64_16 = arith.constant 0 : i64
        llvm.store %c0_i64_16, %6 : i64, !llvm.ptr
        %c0_i64_17 = arith.constant 0 : i64
        %c6_i64_18 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_17 to %c6_i64_18 step %c1_i64  : i64 {
          %38 = llvm.load %6 : !llvm.ptr -> i64
          %c11_i64_19 = arith.constant 11 : i64
          %39 = arith.muli %arg20, %c11_i64_19 : i64
          %40 = arith.addi %arg19, %39 : i64
          %41 = llvm.getelementptr %21[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %42 = llvm.load %41 : !llvm.ptr<1> -> i8
          %43 = arith.extsi %42 : i8 to i64
          %44 = arith.addi %38, %43 : i64
          llvm.store %44, %6 : i64, !llvm.ptr
        }
        %32 = llvm.load %6 : !llvm.ptr -> i64
        %c2_i64 = arith.constant 2 : i64
        %33 = llvm.getelementptr %23[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %34 = llvm.load %33 : !llvm.ptr<1> -> i64
        %35 = arith.muli %c2_i64, %34 : i64
        %36 = arith.addi %32, %35 : i64
        %37 = llvm.getelementptr %23[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %36, %37 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
