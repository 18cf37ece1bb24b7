module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpby_orders(%arg0: f64, %arg1: f64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>, %arg14: !llvm.ptr<1>, %arg15: !llvm.ptr<1>, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %1 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %2 = arith.index_cast %thread_id_y : index to i64
      %3 = arith.muli %c64_i64, %2 : i64
      %4 = arith.addi %1, %3 : i64
      %c0_i64 = arith.constant 0 : i64
      %5 = arith.cmpi eq, %4, %c0_i64 : i64
      scf.if %5 {
        %cst = arith.constant 2.000000e+00 : f32
        %37 = llvm.load %arg2 : !llvm.ptr<1> -> f32
        %38 = arith.mulf %cst, %37 : f32
        llvm.store %38, %arg3 : f32, !llvm.ptr<1>
      }
      %thread_id_x_0 = gpu.thread_id  x
      %6 = arith.index_cast %thread_id_x_0 : index to i64
      %c64_i64_1 = arith.constant 64 : i64
      %thread_id_y_2 = gpu.thread_id  y
      %7 = arith.index_cast %thread_id_y_2 : index to i64
      %8 = arith.muli %c64_i64_1, %7 : i64
      %9 = arith.addi %6, %8 : i64
      %c0_i64_3 = arith.constant 0 : i64
      %10 = arith.cmpi eq, %9, %c0_i64_3 : i64
      scf.if %10 {
        %37 = llvm.load %arg2 : !llvm.ptr<1> -> f32
        %38 = arith.extf %37 : f32 to f64
        %39 = arith.mulf %arg0, %38 : f64
        %40 = llvm.load %arg4 : !llvm.ptr<1> -> f32
        %41 = arith.extf %40 : f32 to f64
        %42 = arith.mulf %arg1, %41 : f64
        %43 = arith.addf %39, %42 : f64
        %44 = arith.truncf %43 : f64 to f32
        llvm.store %44, %arg4 : f32, !llvm.ptr<1>
      }
      %thread_id_x_4 = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x_4 : index to i64
      %c64_i64_5 = arith.constant 64 : i64
      %thread_id_y_6 = gpu.thread_id  y
      %12 = arith.index_cast %thread_id_y_6 : index to i64
      %13 = arith.muli %c64_i64_5, %12 : i64
      %14 = arith.addi %11, %13 : i64
      %c50_i64 = arith.constant 50 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg26 = %14 to %c50_i64 step %c512_i64  : i64 {
        %37 = llvm.getelementptr %arg5[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %38 = llvm.load %37 : !llvm.ptr<1> -> f32
        %39 = llvm.getelementptr %arg6[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %38, %39 : f32, !llvm.ptr<1>
      }
      %thread_id_x_7 = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x_7 : index to i64
      %c64_i64_8 = arith.constant 64 : i64
      %thread_id_y_9 = gpu.thread_id  y
      %16 = arith.index_cast %thread_id_y_9 : index to i64
      %17 = arith.muli %c64_i64_8, %16 : i64
      %18 = arith.addi %15, %17 : i64
      %c50_i64_10 = arith.constant 50 : i64
      %c512_i64_11 = arith.constant 512 : i64
      scf.for %arg26 = %18 to %c50_i64_10 step %c512_i64_11  : i64 {
        %37 = llvm.getelementptr %arg7[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %38 = llvm.load %37 : !llvm.ptr<1> -> f32
        %cst = arith.constant -1.000000e+00 : f32
        %39 = llvm.getelementptr %arg5[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %41 = arith.mulf %cst, %40 : f32
        %42 = arith.addf %38, %41 : f32
        %43 = llvm.getelementptr %arg7[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %42, %43 : f32, !llvm.ptr<1>
      }
      %thread_id_x_12 = gpu.thread_id  x
      %19 = arith.index_cast %thread_id_x_12 : index to i64
      %c64_i64_13 = arith.constant 64 : i64
      %thread_id_y_14 = gpu.thread_id  y
      %20 = arith.index_cast %thread_id_y_14 : index to i64
      %21 = arith.muli %c64_i64_13, %20 : i64
      %22 = arith.addi %19, %21 : i64
      %c50_i64_15 = arith.constant 50 : i64
      %c512_i64_16 = arith.constant 512 : i64
      scf.for %arg26 = %22 to %c50_i64_15 step %c512_i64_16  : i64 {
        %37 = llvm.getelementptr %arg8[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %38 = llvm.load %37 : !llvm.ptr<1> -> i32
        %39 = arith.sitofp %38 : i32 to f32
        %cst = arith.constant 5.000000e-01 : f32
        %40 = llvm.getelementptr %arg9[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %42 = arith.mulf %cst, %41 : f32
        %43 = arith.addf %39, %42 : f32
        %44 = llvm.getelementptr %arg9[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %43, %44 : f32, !llvm.ptr<1>
      }
      %thread_id_x_17 = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x_17 : index to i64
      %c64_i64_18 = arith.constant 64 : i64
      %thread_id_y_19 = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y_19 : index to i64
      %25 = arith.muli %c64_i64_18, %24 : i64
      %26 = arith.addi %23, %25 : i64
      %c50_i64_20 = arith.constant 50 : i64
      %c512_i64_21 = arith.constant 512 : i64
      scf.for %arg26 = %26 to %c50_i64_20 step %c512_i64_21  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %37 = llvm.getelementptr %arg5[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %38 = llvm.load %37 : !llvm.ptr<1> -> f32
        %39 = arith.mulf %cst, %38 : f32
        %40 = llvm.getelementptr %arg10[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %39, %40 : f32, !llvm.ptr<1>
      }
      %thread_id_x_22 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_22 : index to i64
      %c64_i64_23 = arith.constant 64 : i64
      %thread_id_y_24 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_24 : index to i64
      %29 = arith.muli %c64_i64_23, %28 : i64
      %30 = arith.addi %27, %29 : i64
      %c0_i64_25 = arith.constant 0 : i64
      %31 = arith.cmpi eq, %30, %c0_i64_25 : i64
      scf.if %31 {
        %37 = llvm.load %arg11 : !llvm.ptr<1> -> f32
        %cst = arith.constant -3.000000e+00 : f32
        %38 = llvm.load %arg2 : !llvm.ptr<1> -> f32
        %39 = arith.mulf %cst, %38 : f32
        %40 = arith.addf %37, %39 : f32
        llvm.store %40, %arg11 : f32, !llvm.ptr<1>
      }
      %thread_id_y_26 = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y_26 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg26 = %32 to %c6_i64 step %c8_i64  : i64 {
        %thread_id_x_36 = gpu.thread_id  x
        %37 = arith.index_cast %thread_id_x_36 : index to i64
        %c13_i64_37 = arith.constant 13 : i64
        %c64_i64_38 = arith.constant 64 : i64
        scf.for %arg27 = %37 to %c13_i64_37 step %c64_i64_38  : i64 {
          %c13_i64_39 = arith.constant 13 : i64
          %38 = arith.muli %arg26, %c13_i64_39 : i64
          %39 = arith.addi %arg27, %38 : i64
          %40 = llvm.getelementptr %arg12[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %41 = llvm.load %40 : !llvm.ptr<1> -> f64
          %c13_i64_40 = arith.constant 13 : i64
          %42 = arith.muli %arg26, %c13_i64_40 : i64
          %43 = arith.addi %arg27, %42 : i64
          %44 = llvm.getelementptr %arg13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %41, %44 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_y_27 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_27 : index to i64
      %c13_i64 = arith.constant 13 : i64
      %c8_i64_28 = arith.constant 8 : i64
      scf.for %arg26 = %33 to %c13_i64 step %c8_i64_28  : i64 {
        %thread_id_x_36 = gpu.thread_id  x
        %37 = arith.index_cast %thread_id_x_36 : index to i64
        %c6_i64_37 = arith.constant 6 : i64
        %c64_i64_38 = arith.constant 64 : i64
        scf.for %arg27 = %37 to %c6_i64_37 step %c64_i64_38  : i64 {
          %c13_i64_39 = arith.constant 13 : i64
          %38 = arith.muli %arg27, %c13_i64_39 : i64
          %39 = arith.addi %arg26, %38 : i64
          %40 = llvm.getelementptr %arg12[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %41 = llvm.load %40 : !llvm.ptr<1> -> f64
          %42 = arith.mulf %arg0, %41 : f64
          %cst = arith.constant 3.000000e+00 : f64
          %c6_i64_40 = arith.constant 6 : i64
          %43 = arith.muli %arg26, %c6_i64_40 : i64
          %44 = arith.addi %arg27, %43 : i64
          %45 = llvm.getelementptr %arg14[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %46 = llvm.load %45 : !llvm.ptr<1> -> f64
          %47 = arith.mulf %cst, %46 : f64
          %48 = arith.addf %42, %47 : f64
          %c6_i64_41 = arith.constant 6 : i64
          %49 = arith.muli %arg26, %c6_i64_41 : i64
          %50 = arith.addi %arg27, %49 : i64
          %51 = llvm.getelementptr %arg14[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %48, %51 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_y_29 = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y_29 : index to i64
      %c13_i64_30 = arith.constant 13 : i64
      %c8_i64_31 = arith.constant 8 : i64
      scf.for %arg26 = %34 to %c13_i64_30 step %c8_i64_31  : i64 {
        %thread_id_x_36 = gpu.thread_id  x
        %37 = arith.index_cast %thread_id_x_36 : index to i64
        %c6_i64_37 = arith.constant 6 : i64
        %c64_i64_38 = arith.constant 64 : i64
        scf.for %arg27 = %37 to %c6_i64_37 step %c64_i64_38  : i64 {
          %c13_i64_39 = arith.constant 13 : i64
          %38 = arith.muli %arg27, %c13_i64_39 : i64
          %39 = arith.addi %arg26, %38 : i64
          %40 = llvm.getelementptr %arg12[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %41 = llvm.load %40 : !llvm.ptr<1> -> f64
          %c8_i64_40 = arith.constant 8 : i64
          %42 = arith.muli %arg26, %c8_i64_40 : i64
          %43 = arith.addi %arg27, %42 : i64
          %44 = llvm.getelementptr %arg15[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %45 = llvm.load %44 : !llvm.ptr<1> -> f64
          %46 = arith.mulf %arg1, %45 : f64
          %47 = arith.addf %41, %46 : f64
          %c8_i64_41 = arith.constant 8 : i64
          %48 = arith.muli %arg26, %c8_i64_41 : i64
          %49 = arith.addi %arg27, %48 : i64
          %50 = llvm.getelementptr %arg15[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %47, %50 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_y_32 = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y_32 : index to i64
      %c8_i64_33 = arith.constant 8 : i64
      scf.for %arg26 = %35 to %arg22 step %c8_i64_33  : i64 {
        %thread_id_x_36 = gpu.thread_id  x
        %37 = arith.index_cast %thread_id_x_36 : index to i64
        %c64_i64_37 = arith.constant 64 : i64
        scf.for %arg27 = %37 to %arg21 step %c64_i64_37  : i64 {
          %38 = arith.muli %arg27, %arg19 : i64
          %39 = arith.addi %arg26, %38 : i64
          %40 = llvm.getelementptr %arg16[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %41 = llvm.load %40 : !llvm.ptr<1> -> f32
          %42 = arith.muli %arg26, %arg23 : i64
          %43 = arith.addi %arg27, %42 : i64
          %44 = llvm.getelementptr %arg20[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %41, %44 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_34 = gpu.thread_id  y
      %36 = arith.index_cast %thread_id_y_34 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %c8_i64_35 = arith.constant 8 : i64
      scf.for %arg26 = %36 to %c3_i64 step %c8_i64_35  : i64 {
        %thread_id_x_36 = gpu.thread_id  x
        %37 = arith.index_cast %thread_id_x_36 : index to i64
        %c8_i64_37 = arith.constant 8 : i64
        %c64_i64_38 = arith.constant 64 : i64
        scf.for %arg27 = %37 to %c8_i64_37 step %c64_i64_38  : i64 {
          %c2_i32 = arith.constant 2 : i32
          %c8_i64_39 = arith.constant 8 : i64
          %38 = arith.muli %arg26, %c8_i64_39 : i64
          %39 = arith.addi %arg27, %38 : i64
          %40 = llvm.getelementptr %arg24[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
          %41 = llvm.load %40 : !llvm.ptr<1> -> i16
          %42 = arith.extsi %41 : i16 to i32
          %43 = arith.muli %c2_i32, %42 : i32
          %c3_i32 = arith.constant 3 : i32
          %c8_i64_40 = arith.constant 8 : i64
          %44 = arith.muli %arg26, %c8_i64_40 : i64
          %45 = arith.addi %arg27, %44 : i64
          %46 = llvm.getelementptr %arg25[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %47 = llvm.load %46 : !llvm.ptr<1> -> i32
          %48 = arith.muli %c3_i32, %47 : i32
          %49 = arith.addi %43, %48 : i32
          %c8_i64_41 = arith.constant 8 : i64
          %50 = arith.muli %arg26, %c8_i64_41 : i64
          %51 = arith.addi %arg27, %50 : i64
          %52 = llvm.getelementptr %arg25[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %49, %52 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
