module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ger_hadamard(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: !llvm.ptr<1>, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: !llvm.ptr<1>, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64, %arg19: !llvm.ptr<1>, %arg20: i64, %arg21: !llvm.ptr<1>, %arg22: i64, %arg23: !llvm.ptr<1>, %arg24: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %c19_i64 = arith.constant 19 : i64
      %2 = arith.muli %1, %c19_i64 : i64
      %3 = llvm.getelementptr %arg1[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %4 = arith.muli %1, %c7_i64 : i64
      %5 = llvm.getelementptr %arg3[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_0 = arith.constant 19 : i64
      %6 = arith.muli %1, %c19_i64_0 : i64
      %7 = llvm.getelementptr %arg5[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_1 = arith.constant 19 : i64
      %8 = arith.muli %1, %c19_i64_1 : i64
      %9 = llvm.getelementptr %arg7[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c19_i64_2 = arith.constant 19 : i64
      %10 = arith.muli %1, %c19_i64_2 : i64
      %11 = llvm.getelementptr %arg9[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %c7_i64_3 = arith.constant 7 : i64
      %12 = arith.muli %1, %c7_i64_3 : i64
      %13 = llvm.getelementptr %arg11[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c133_i64 = arith.constant 133 : i64
      %14 = arith.muli %1, %c133_i64 : i64
      %15 = llvm.getelementptr %arg13[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c133_i64_4 = arith.constant 133 : i64
      %16 = arith.muli %1, %c133_i64_4 : i64
      %17 = llvm.getelementptr %arg15[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c133_i64_5 = arith.constant 133 : i64
      %18 = arith.muli %1, %c133_i64_5 : i64
      %19 = llvm.getelementptr %arg17[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c19_i64_6 = arith.constant 19 : i64
      %20 = arith.muli %1, %c19_i64_6 : i64
      %21 = llvm.getelementptr %arg19[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_7 = arith.constant 19 : i64
      %22 = arith.muli %1, %c19_i64_7 : i64
      %23 = llvm.getelementptr %arg21[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_8 = arith.constant 19 : i64
      %24 = arith.muli %1, %c19_i64_8 : i64
      %25 = llvm.getelementptr %arg23[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %c7_i64_9 = arith.constant 7 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg25 = %26 to %c7_i64_9 step %c2_i64  : i64 {
        %thread_id_x_28 = gpu.thread_id  x
        %41 = arith.index_cast %thread_id_x_28 : index to i64
        %c19_i64_29 = arith.constant 19 : i64
        %c32_i64_30 = arith.constant 32 : i64
        scf.for %arg26 = %41 to %c19_i64_29 step %c32_i64_30  : i64 {
          %42 = llvm.getelementptr %3[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %43 = llvm.load %42 : !llvm.ptr<1> -> f32
          %44 = llvm.getelementptr %5[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %45 = llvm.load %44 : !llvm.ptr<1> -> f32
          %46 = arith.mulf %43, %45 : f32
          %c19_i64_31 = arith.constant 19 : i64
          %47 = arith.muli %arg25, %c19_i64_31 : i64
          %48 = arith.addi %arg26, %47 : i64
          %49 = llvm.getelementptr %15[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %46, %49 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_10 = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y_10 : index to i64
      %c7_i64_11 = arith.constant 7 : i64
      %c2_i64_12 = arith.constant 2 : i64
      scf.for %arg25 = %27 to %c7_i64_11 step %c2_i64_12  : i64 {
        %thread_id_x_28 = gpu.thread_id  x
        %41 = arith.index_cast %thread_id_x_28 : index to i64
        %c19_i64_29 = arith.constant 19 : i64
        %c32_i64_30 = arith.constant 32 : i64
        scf.for %arg26 = %41 to %c19_i64_29 step %c32_i64_30  : i64 {
          %cst = arith.constant -2.000000e+00 : f32
          %42 = llvm.getelementptr %3[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %43 = llvm.load %42 : !llvm.ptr<1> -> f32
          %44 = llvm.getelementptr %5[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %45 = llvm.load %44 : !llvm.ptr<1> -> f32
          %46 = arith.mulf %43, %45 : f32
          %47 = arith.mulf %cst, %46 : f32
          %c19_i64_31 = arith.constant 19 : i64
          %48 = arith.muli %arg25, %c19_i64_31 : i64
          %49 = arith.addi %arg26, %48 : i64
          %50 = llvm.getelementptr %17[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %52 = arith.mulf %arg0, %51 : f32
          %53 = arith.addf %47, %52 : f32
          %c19_i64_32 = arith.constant 19 : i64
          %54 = arith.muli %arg25, %c19_i64_32 : i64
          %55 = arith.addi %arg26, %54 : i64
          %56 = llvm.getelementptr %17[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_13 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_13 : index to i64
      %c7_i64_14 = arith.constant 7 : i64
      %c2_i64_15 = arith.constant 2 : i64
      scf.for %arg25 = %28 to %c7_i64_14 step %c2_i64_15  : i64 {
        %thread_id_x_28 = gpu.thread_id  x
        %41 = arith.index_cast %thread_id_x_28 : index to i64
        %c19_i64_29 = arith.constant 19 : i64
        %c32_i64_30 = arith.constant 32 : i64
        scf.for %arg26 = %41 to %c19_i64_29 step %c32_i64_30  : i64 {
          %c19_i64_31 = arith.constant 19 : i64
          %42 = arith.muli %arg25, %c19_i64_31 : i64
          %43 = arith.addi %arg26, %42 : i64
          %44 = llvm.getelementptr %19[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %45 = llvm.load %44 : !llvm.ptr<1> -> i64
          %46 = llvm.getelementptr %11[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
          %47 = llvm.load %46 : !llvm.ptr<1> -> i16
          %48 = arith.extsi %47 : i16 to i32
          %49 = llvm.getelementptr %13[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %50 = llvm.load %49 : !llvm.ptr<1> -> i32
          %51 = arith.muli %48, %50 : i32
          %52 = arith.extsi %51 : i32 to i64
          %53 = arith.addi %45, %52 : i64
          %c19_i64_32 = arith.constant 19 : i64
          %54 = arith.muli %arg25, %c19_i64_32 : i64
          %55 = arith.addi %arg26, %54 : i64
          %56 = llvm.getelementptr %19[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %53, %56 : i64, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y_16 = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y_16 : index to i64
      %31 = arith.muli %c32_i64, %30 : i64
      %32 = arith.addi %29, %31 : i64
      %c19_i64_17 = arith.constant 19 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg25 = %32 to %c19_i64_17 step %c64_i64  : i64 {
        %41 = llvm.getelementptr %3[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %42 = llvm.load %41 : !llvm.ptr<1> -> f32
        %43 = llvm.getelementptr %7[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %45 = arith.mulf %42, %44 : f32
        %46 = llvm.getelementptr %21[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %45, %46 : f32, !llvm.ptr<1>
      }
      %thread_id_x_18 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_18 : index to i64
      %c32_i64_19 = arith.constant 32 : i64
      %thread_id_y_20 = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y_20 : index to i64
      %35 = arith.muli %c32_i64_19, %34 : i64
      %36 = arith.addi %33, %35 : i64
      %c19_i64_21 = arith.constant 19 : i64
      %c64_i64_22 = arith.constant 64 : i64
      scf.for %arg25 = %36 to %c19_i64_21 step %c64_i64_22  : i64 {
        %41 = llvm.getelementptr %23[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %42 = llvm.load %41 : !llvm.ptr<1> -> f32
        %cst = arith.constant 5.000000e-01 : f32
        %43 = llvm.getelementptr %3[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %45 = llvm.getelementptr %7[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %46 = llvm.load %45 : !llvm.ptr<1> -> f32
        %47 = arith.mulf %44, %46 : f32
        %48 = arith.mulf %cst, %47 : f32
        %49 = arith.addf %42, %48 : f32
        %50 = llvm.getelementptr %23[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %49, %50 : f32, !llvm.ptr<1>
      }
      %thread_id_x_23 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_23 : index to i64
      %c32_i64_24 = arith.constant 32 : i64
      %thread_id_y_25 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_25 : index to i64
      %39 = arith.muli %c32_i64_24, %38 : i64
      %40 = arith.addi %37, %39 : i64
      %c19_i64_26 = arith.constant 19 : i64
      %c64_i64_27 = arith.constant 64 : i64
      scf.for %arg25 = %40 to %c19_i64_26 step %c64_i64_27  : i64 {
        %41 = llvm.getelementptr %3[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %42 = llvm.load %41 : !llvm.ptr<1> -> f32
        %43 = arith.extf %42 : f32 to f64
        %44 = llvm.getelementptr %9[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %45 = llvm.load %44 : !llvm.ptr<1> -> f64
        %46 = arith.mulf %43, %45 : f64
        %cst = arith.constant -3.000000e+00 : f64
        %47 = llvm.getelementptr %25[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %48 = llvm.load %47 : !llvm.ptr<1> -> f64
        %49 = arith.mulf %cst, %48 : f64
        %50 = arith.addf %46, %49 : f64
        %51 = llvm.getelementptr %25[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %50, %51 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
