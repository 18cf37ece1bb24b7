module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @subview_slices(%arg0: i64, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: !llvm.ptr<1>, %arg19: !llvm.ptr<1>, %arg20: !llvm.ptr<1>, %arg21: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %c2_i64 = arith.constant 2 : i64
      %1 = llvm.getelementptr %arg2[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1_i64 = arith.constant 1 : i64
      %c2_i64_0 = arith.constant 2 : i64
      %2 = arith.muli %c2_i64_0, %arg5 : i64
      %3 = arith.addi %c1_i64, %2 : i64
      %4 = llvm.getelementptr %arg2[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %5 = llvm.getelementptr %arg2[%arg0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %6 = arith.muli %arg0, %arg5 : i64
      %7 = arith.addi %c3_i64, %6 : i64
      %8 = llvm.getelementptr %arg2[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64_1 = arith.constant 3 : i64
      %9 = arith.subi %arg3, %c3_i64_1 : i64
      %10 = arith.subi %arg4, %arg0 : i64
      %c13_i64 = arith.constant 13 : i64
      %11 = llvm.getelementptr %arg6[%c13_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %12 = llvm.getelementptr %arg6[%c96_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %13 = arith.muli %arg1, %arg5 : i64
      %14 = arith.addi %arg0, %13 : i64
      %15 = llvm.getelementptr %arg2[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1_i64_2 = arith.constant 1 : i64
      %16 = arith.addi %c1_i64_2, %arg5 : i64
      %17 = llvm.getelementptr %arg2[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1_i64_3 = arith.constant 1 : i64
      %18 = arith.subi %arg3, %c1_i64_3 : i64
      %c1_i64_4 = arith.constant 1 : i64
      %19 = arith.subi %arg4, %c1_i64_4 : i64
      %c2_i64_5 = arith.constant 2 : i64
      %20 = arith.muli %arg0, %arg5 : i64
      %21 = arith.addi %c2_i64_5, %20 : i64
      %22 = llvm.getelementptr %17[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y : index to i64
      %25 = arith.muli %c64_i64, %24 : i64
      %26 = arith.addi %23, %25 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg22 = %26 to %arg8 step %c512_i64  : i64 {
        %49 = arith.muli %arg22, %arg5 : i64
        %50 = llvm.getelementptr %1[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %51 = llvm.load %50 : !llvm.ptr<1> -> f32
        %52 = llvm.getelementptr %arg7[%arg22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %51, %52 : f32, !llvm.ptr<1>
      }
      %thread_id_y_6 = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y_6 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg22 = %27 to %c4_i64 step %c8_i64  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_31 : index to i64
        %c3_i64_32 = arith.constant 3 : i64
        %c64_i64_33 = arith.constant 64 : i64
        scf.for %arg23 = %49 to %c3_i64_32 step %c64_i64_33  : i64 {
          %50 = arith.muli %arg22, %arg5 : i64
          %51 = arith.addi %arg23, %50 : i64
          %52 = llvm.getelementptr %4[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %c3_i64_34 = arith.constant 3 : i64
          %54 = arith.muli %arg22, %c3_i64_34 : i64
          %55 = arith.addi %arg23, %54 : i64
          %56 = llvm.getelementptr %arg9[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_7 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_7 : index to i64
      %c2_i64_8 = arith.constant 2 : i64
      %c8_i64_9 = arith.constant 8 : i64
      scf.for %arg22 = %28 to %c2_i64_8 step %c8_i64_9  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_31 : index to i64
        %c64_i64_32 = arith.constant 64 : i64
        scf.for %arg23 = %49 to %arg11 step %c64_i64_32  : i64 {
          %50 = arith.muli %arg22, %arg5 : i64
          %51 = arith.addi %arg23, %50 : i64
          %52 = llvm.getelementptr %5[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %54 = arith.muli %arg22, %arg12 : i64
          %55 = arith.addi %arg23, %54 : i64
          %56 = llvm.getelementptr %arg10[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_10 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_10 : index to i64
      %c8_i64_11 = arith.constant 8 : i64
      scf.for %arg22 = %29 to %arg15 step %c8_i64_11  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_31 : index to i64
        %c64_i64_32 = arith.constant 64 : i64
        scf.for %arg23 = %49 to %arg14 step %c64_i64_32  : i64 {
          %50 = arith.muli %arg22, %arg5 : i64
          %51 = arith.addi %arg23, %50 : i64
          %52 = llvm.getelementptr %8[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %54 = arith.muli %arg22, %arg16 : i64
          %55 = arith.addi %arg23, %54 : i64
          %56 = llvm.getelementptr %arg13[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_12 = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y_12 : index to i64
      %c4_i64_13 = arith.constant 4 : i64
      %c8_i64_14 = arith.constant 8 : i64
      scf.for %arg22 = %30 to %c4_i64_13 step %c8_i64_14  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_31 : index to i64
        %c3_i64_32 = arith.constant 3 : i64
        %c64_i64_33 = arith.constant 64 : i64
        scf.for %arg23 = %49 to %c3_i64_32 step %c64_i64_33  : i64 {
          %c30_i64 = arith.constant 30 : i64
          %50 = arith.muli %arg22, %c30_i64 : i64
          %51 = arith.addi %arg23, %50 : i64
          %52 = llvm.getelementptr %11[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %c3_i64_34 = arith.constant 3 : i64
          %54 = arith.muli %arg22, %c3_i64_34 : i64
          %55 = arith.addi %arg23, %54 : i64
          %56 = llvm.getelementptr %arg17[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_15 = gpu.thread_id  y
      %31 = arith.index_cast %thread_id_y_15 : index to i64
      %c4_i64_16 = arith.constant 4 : i64
      %c8_i64_17 = arith.constant 8 : i64
      scf.for %arg22 = %31 to %c4_i64_16 step %c8_i64_17  : i64 {
        %thread_id_x_31 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_31 : index to i64
        %c6_i64 = arith.constant 6 : i64
        %c64_i64_32 = arith.constant 64 : i64
        scf.for %arg23 = %49 to %c6_i64 step %c64_i64_32  : i64 {
          %c6_i64_33 = arith.constant 6 : i64
          %50 = arith.muli %arg22, %c6_i64_33 : i64
          %51 = arith.addi %arg23, %50 : i64
          %52 = llvm.getelementptr %12[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %c6_i64_34 = arith.constant 6 : i64
          %54 = arith.muli %arg22, %c6_i64_34 : i64
          %55 = arith.addi %arg23, %54 : i64
          %56 = llvm.getelementptr %arg18[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_18 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_18 : index to i64
      %c64_i64_19 = arith.constant 64 : i64
      %thread_id_y_20 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_20 : index to i64
      %34 = arith.muli %c64_i64_19, %33 : i64
      %35 = arith.addi %32, %34 : i64
      %c0_i64 = arith.constant 0 : i64
      %36 = arith.cmpi eq, %35, %c0_i64 : i64
      scf.if %36 {
        %49 = llvm.load %15 : !llvm.ptr<1> -> f32
        llvm.store %49, %arg19 : f32, !llvm.ptr<1>
      }
      %thread_id_x_21 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_21 : index to i64
      %c64_i64_22 = arith.constant 64 : i64
      %thread_id_y_23 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_23 : index to i64
      %39 = arith.muli %c64_i64_22, %38 : i64
      %40 = arith.addi %37, %39 : i64
      %c3_i64_24 = arith.constant 3 : i64
      %c512_i64_25 = arith.constant 512 : i64
      scf.for %arg22 = %40 to %c3_i64_24 step %c512_i64_25  : i64 {
        %49 = llvm.getelementptr %22[%arg22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %50 = llvm.load %49 : !llvm.ptr<1> -> f32
        %51 = llvm.getelementptr %arg21[%arg22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %50, %51 : f32, !llvm.ptr<1>
      }
      %41 = arith.muli %arg0, %arg5 : i64
      %42 = arith.addi %arg1, %41 : i64
      %43 = llvm.getelementptr %arg2[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %44 = llvm.load %43 : !llvm.ptr<1> -> f32
      %thread_id_x_26 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_26 : index to i64
      %c64_i64_27 = arith.constant 64 : i64
      %thread_id_y_28 = gpu.thread_id  y
      %46 = arith.index_cast %thread_id_y_28 : index to i64
      %47 = arith.muli %c64_i64_27, %46 : i64
      %48 = arith.addi %45, %47 : i64
      %c1_i64_29 = arith.constant 1 : i64
      %c512_i64_30 = arith.constant 512 : i64
      scf.for %arg22 = %48 to %c1_i64_29 step %c512_i64_30  : i64 {
        llvm.store %44, %arg20 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
