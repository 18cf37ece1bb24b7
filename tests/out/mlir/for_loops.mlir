module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @for_loops(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %c20_i64 = arith.constant 20 : i64
      scf.for %arg9 = %arg0 to %c20_i64 step %arg1  : i64 {
        %c8_i64 = arith.constant 8 : i64
        %2 = arith.muli %arg9, %c8_i64 : i64
        %3 = llvm.getelementptr %arg3[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_0 = gpu.thread_id  x
        %4 = arith.index_cast %thread_id_x_0 : index to i64
        %c8_i64_1 = arith.constant 8 : i64
        %c32_i64_2 = arith.constant 32 : i64
        scf.for %arg10 = %4 to %c8_i64_1 step %c32_i64_2  : i64 {
          %5 = llvm.getelementptr %arg4[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %6 = llvm.load %5 : !llvm.ptr<1> -> f32
          %7 = llvm.getelementptr %3[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %8 = llvm.load %7 : !llvm.ptr<1> -> f32
          %9 = arith.addf %6, %8 : f32
          %10 = llvm.getelementptr %arg4[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %9, %10 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %1 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %1 to %arg6 step %c32_i64  : i64 {
        %2 = llvm.getelementptr %arg5[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %3 = llvm.load %2 : !llvm.ptr<1> -> i32
        %4 = arith.xori %3, %3 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %5 = arith.addi %4, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %6 = arith.muli %arg9, %c5_i64 : i64
        %7 = llvm.getelementptr %arg7[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %4, %7 : i32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c5_i64_0 = arith.constant 5 : i64
        %8 = arith.muli %arg9, %c5_i64_0 : i64
        %9 = arith.addi %c1_i64, %8 : i64
        %10 = llvm.getelementptr %arg7[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %4, %10 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c5_i64_1 = arith.constant 5 : i64
        %11 = arith.muli %arg9, %c5_i64_1 : i64
        %12 = arith.addi %c2_i64, %11 : i64
        %13 = llvm.getelementptr %arg7[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %4, %13 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_2 = arith.constant 5 : i64
        %14 = arith.muli %arg9, %c5_i64_2 : i64
        %15 = arith.addi %c3_i64, %14 : i64
        %16 = llvm.getelementptr %arg7[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %5, %16 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_3 = arith.constant 5 : i64
        %17 = arith.muli %arg9, %c5_i64_3 : i64
        %18 = arith.addi %c4_i64, %17 : i64
        %19 = llvm.getelementptr %arg7[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %4, %19 : i32, !llvm.ptr<1>
        %c-5_i32 = arith.constant -5 : i32
        %c2_i32 = arith.constant 2 : i32
        scf.for %arg10 = %c-5_i32 to %3 step %c2_i32  : i32 {
          %c5_i64_8 = arith.constant 5 : i64
          %21 = arith.muli %arg9, %c5_i64_8 : i64
          %22 = llvm.getelementptr %arg7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %23 = llvm.load %22 : !llvm.ptr<1> -> i32
          %24 = arith.addi %23, %arg10 : i32
          %c5_i64_9 = arith.constant 5 : i64
          %25 = arith.muli %arg9, %c5_i64_9 : i64
          %26 = llvm.getelementptr %arg7[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %24, %26 : i32, !llvm.ptr<1>
        }
        %20 = arith.trunci %3 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg10 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %21 = arith.muli %arg10, %20 : i16
          %c100_i16 = arith.constant 100 : i16
          %22 = arith.muli %21, %c100_i16 : i16
          %c1_i64_8 = arith.constant 1 : i64
          %c5_i64_9 = arith.constant 5 : i64
          %23 = arith.muli %arg9, %c5_i64_9 : i64
          %24 = arith.addi %c1_i64_8, %23 : i64
          %25 = llvm.getelementptr %arg7[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %26 = llvm.load %25 : !llvm.ptr<1> -> i32
          %27 = arith.extsi %22 : i16 to i32
          %28 = arith.addi %26, %27 : i32
          %c1_i64_10 = arith.constant 1 : i64
          %c5_i64_11 = arith.constant 5 : i64
          %29 = arith.muli %arg9, %c5_i64_11 : i64
          %30 = arith.addi %c1_i64_10, %29 : i64
          %31 = llvm.getelementptr %arg7[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %28, %31 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg10 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_8 = arith.constant 1 : i32
          scf.for %arg11 = %arg10 to %3 step %c1_i32_8  : i32 {
            %c2_i64_9 = arith.constant 2 : i64
            %c5_i64_10 = arith.constant 5 : i64
            %21 = arith.muli %arg9, %c5_i64_10 : i64
            %22 = arith.addi %c2_i64_9, %21 : i64
            %23 = llvm.getelementptr %arg7[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %24 = llvm.load %23 : !llvm.ptr<1> -> i32
            %c1_i32_11 = arith.constant 1 : i32
            %25 = arith.addi %24, %c1_i32_11 : i32
            %c2_i64_12 = arith.constant 2 : i64
            %c5_i64_13 = arith.constant 5 : i64
            %26 = arith.muli %arg9, %c5_i64_13 : i64
            %27 = arith.addi %c2_i64_12, %26 : i64
            %28 = llvm.getelementptr %arg7[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %25, %28 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_4 = arith.constant 5 : i64
        %c5_i64_5 = arith.constant 5 : i64
        %c1_i64_6 = arith.constant 1 : i64
        scf.for %arg10 = %c5_i64_4 to %c5_i64_5 step %c1_i64_6  : i64 {
          %c3_i64_8 = arith.constant 3 : i64
          %c5_i64_9 = arith.constant 5 : i64
          %21 = arith.muli %arg9, %c5_i64_9 : i64
          %22 = arith.addi %c3_i64_8, %21 : i64
          %23 = llvm.getelementptr %arg7[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %24 = llvm.load %23 : !llvm.ptr<1> -> i32
          %c1_i32_10 = arith.constant 1 : i32
          %25 = arith.addi %24, %c1_i32_10 : i32
          %c3_i64_11 = arith.constant 3 : i64
          %c5_i64_12 = arith.constant 5 : i64
          %26 = arith.muli %arg9, %c5_i64_12 : i64
          %27 = arith.addi %c3_i64_11, %26 : i64
          %28 = llvm.getelementptr %arg7[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %25, %28 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_7 = arith.constant 1 : i32
        scf.for %arg10 = %c10_i32 to %c-2_i32 step %c1_i32_7  : i32 {
          %c3_i64_8 = arith.constant 3 : i64
          %c5_i64_9 = arith.constant 5 : i64
          %21 = arith.muli %arg9, %c5_i64_9 : i64
          %22 = arith.addi %c3_i64_8, %21 : i64
          %23 = llvm.getelementptr %arg7[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %24 = llvm.load %23 : !llvm.ptr<1> -> i32
          %c1_i32_10 = arith.constant 1 : i32
          %25 = arith.addi %24, %c1_i32_10 : i32
          %c3_i64_11 = arith.constant 3 : i64
          %c5_i64_12 = arith.constant 5 : i64
          %26 = arith.muli %arg9, %c5_i64_12 : i64
          %27 = arith.addi %c3_i64_11, %26 : i64
          %28 = llvm.getelementptr %arg7[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %25, %28 : i32, !llvm.ptr<1>
        }
        %c60_i32 = arith.constant 60 : i32
        scf.for %arg10 = %3 to %c60_i32 step %arg2  : i32 {
          %c4_i64_8 = arith.constant 4 : i64
          %c5_i64_9 = arith.constant 5 : i64
          %21 = arith.muli %arg9, %c5_i64_9 : i64
          %22 = arith.addi %c4_i64_8, %21 : i64
          %23 = llvm.getelementptr %arg7[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %24 = llvm.load %23 : !llvm.ptr<1> -> i32
          %25 = arith.addi %24, %arg10 : i32
          %c4_i64_10 = arith.constant 4 : i64
          %c5_i64_11 = arith.constant 5 : i64
          %26 = arith.muli %arg9, %c5_i64_11 : i64
          %27 = arith.addi %c4_i64_10, %26 : i64
          %28 = llvm.getelementptr %arg7[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %25, %28 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
