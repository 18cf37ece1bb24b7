module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @expand_fuse(%arg0: i64, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: !llvm.ptr<1>, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64, %arg19: !llvm.ptr<1>, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: !llvm.ptr<1>, %arg23: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = arith.divsi %arg2, %arg0 : i64
      %2 = arith.muli %1, %arg3 : i64
      %thread_id_y = gpu.thread_id  y
      %3 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg24 = %3 to %arg15 step %c8_i64  : i64 {
        %thread_id_x_10 = gpu.thread_id  x
        %19 = arith.index_cast %thread_id_x_10 : index to i64
        %c64_i64_11 = arith.constant 64 : i64
        scf.for %arg25 = %19 to %arg14 step %c64_i64_11  : i64 {
          %20 = arith.muli %arg24, %arg0 : i64
          %21 = arith.addi %arg25, %20 : i64
          %22 = llvm.getelementptr %arg1[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %23 = llvm.load %22 : !llvm.ptr<1> -> f32
          %24 = arith.muli %arg24, %arg16 : i64
          %25 = arith.addi %arg25, %24 : i64
          %26 = llvm.getelementptr %arg13[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %23, %26 : f32, !llvm.ptr<1>
        }
      }
      %c2_i64 = arith.constant 2 : i64
      %4 = arith.divsi %arg6, %c2_i64 : i64
      %c6_i64 = arith.constant 6 : i64
      %5 = llvm.getelementptr %arg5[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_y_0 = gpu.thread_id  y
      %6 = arith.index_cast %thread_id_y_0 : index to i64
      %c8_i64_1 = arith.constant 8 : i64
      scf.for %arg24 = %6 to %arg18 step %c8_i64_1  : i64 {
        %thread_id_x_10 = gpu.thread_id  x
        %19 = arith.index_cast %thread_id_x_10 : index to i64
        %c6_i64_11 = arith.constant 6 : i64
        %c64_i64_12 = arith.constant 64 : i64
        scf.for %arg25 = %19 to %c6_i64_11 step %c64_i64_12  : i64 {
          %c12_i64_13 = arith.constant 12 : i64
          %20 = arith.muli %arg24, %c12_i64_13 : i64
          %21 = arith.addi %arg25, %20 : i64
          %22 = llvm.getelementptr %5[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %23 = llvm.load %22 : !llvm.ptr<1> -> f32
          %c6_i64_14 = arith.constant 6 : i64
          %24 = arith.muli %arg24, %c6_i64_14 : i64
          %25 = arith.addi %arg25, %24 : i64
          %26 = llvm.getelementptr %arg17[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %23, %26 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_2 = gpu.thread_id  y
      %7 = arith.index_cast %thread_id_y_2 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %c8_i64_3 = arith.constant 8 : i64
      scf.for %arg24 = %7 to %c4_i64 step %c8_i64_3  : i64 {
        %thread_id_x_10 = gpu.thread_id  x
        %19 = arith.index_cast %thread_id_x_10 : index to i64
        %c6_i64_11 = arith.constant 6 : i64
        %c64_i64_12 = arith.constant 64 : i64
        scf.for %arg25 = %19 to %c6_i64_11 step %c64_i64_12  : i64 {
          %c4_i64_13 = arith.constant 4 : i64
          %20 = arith.muli %arg25, %c4_i64_13 : i64
          %21 = arith.addi %arg24, %20 : i64
          %22 = llvm.getelementptr %arg7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %23 = llvm.load %22 : !llvm.ptr<1> -> f32
          %c6_i64_14 = arith.constant 6 : i64
          %24 = arith.muli %arg24, %c6_i64_14 : i64
          %25 = arith.addi %arg25, %24 : i64
          %26 = llvm.getelementptr %arg19[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %23, %26 : f32, !llvm.ptr<1>
        }
      }
      %c6_i64_4 = arith.constant 6 : i64
      %8 = arith.muli %c6_i64_4, %arg10 : i64
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_5 = gpu.thread_id  y
      %10 = arith.index_cast %thread_id_y_5 : index to i64
      %11 = arith.muli %c64_i64, %10 : i64
      %12 = arith.addi %9, %11 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg24 = %12 to %arg21 step %c512_i64  : i64 {
        %19 = llvm.getelementptr %arg9[%arg24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %20 = llvm.load %19 : !llvm.ptr<1> -> f32
        %21 = llvm.getelementptr %arg20[%arg24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %20, %21 : f32, !llvm.ptr<1>
      }
      %c12_i64 = arith.constant 12 : i64
      %13 = arith.divsi %c12_i64, %arg0 : i64
      %c2_i64_6 = arith.constant 2 : i64
      %c12_i64_7 = arith.constant 12 : i64
      %14 = arith.divsi %c12_i64_7, %arg0 : i64
      %15 = arith.muli %c2_i64_6, %14 : i64
      %c48_i64 = arith.constant 48 : i64
      %16 = arith.addi %15, %c48_i64 : i64
      %17 = llvm.getelementptr %arg11[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_y_8 = gpu.thread_id  y
      %18 = arith.index_cast %thread_id_y_8 : index to i64
      %c8_i64_9 = arith.constant 8 : i64
      scf.for %arg24 = %18 to %arg23 step %c8_i64_9  : i64 {
        %thread_id_x_10 = gpu.thread_id  x
        %19 = arith.index_cast %thread_id_x_10 : index to i64
        %c2_i64_11 = arith.constant 2 : i64
        %c64_i64_12 = arith.constant 64 : i64
        scf.for %arg25 = %19 to %c2_i64_11 step %c64_i64_12  : i64 {
          %c2_i64_13 = arith.constant 2 : i64
          %20 = arith.muli %arg24, %c2_i64_13 : i64
          %21 = arith.addi %arg25, %20 : i64
          %22 = llvm.getelementptr %17[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %23 = llvm.load %22 : !llvm.ptr<1> -> f32
          %c2_i64_14 = arith.constant 2 : i64
          %24 = arith.muli %arg24, %c2_i64_14 : i64
          %25 = arith.addi %arg25, %24 : i64
          %26 = llvm.getelementptr %arg22[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %23, %26 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
