module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemv_ger(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %2 = arith.index_cast %block_id_x : index to i64
      %c63_i64 = arith.constant 63 : i64
      %3 = arith.muli %2, %c63_i64 : i64
      %4 = llvm.getelementptr %arg0[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %5 = arith.muli %2, %c9_i64 : i64
      %6 = llvm.getelementptr %arg2[%5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %7 = arith.muli %2, %c7_i64 : i64
      %8 = llvm.getelementptr %arg4[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c45_i64 = arith.constant 45 : i64
      %9 = arith.muli %2, %c45_i64 : i64
      %10 = llvm.getelementptr %arg7[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %12 = arith.index_cast %thread_id_y : index to i64
      %13 = arith.muli %c32_i64, %12 : i64
      %14 = arith.addi %11, %13 : i64
      %c7_i64_0 = arith.constant 7 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg9 = %14 to %c7_i64_0 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %1 : f32, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c9_i64_2 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64 to %c9_i64_2 step %c1_i64  : i64 {
          %19 = llvm.load %1 : !llvm.ptr -> f32
          %c9_i64_4 = arith.constant 9 : i64
          %20 = arith.muli %arg9, %c9_i64_4 : i64
          %21 = arith.addi %arg10, %20 : i64
          %22 = llvm.getelementptr %4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %23 = llvm.load %22 : !llvm.ptr<1> -> f32
          %24 = llvm.getelementptr %6[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %25 = llvm.load %24 : !llvm.ptr<1> -> f32
          %26 = arith.mulf %23, %25 : f32
          %27 = arith.addf %19, %26 : f32
          llvm.store %27, %1 : f32, !llvm.ptr
        }
        %cst_3 = arith.constant 1.500000e+00 : f32
        %16 = llvm.load %1 : !llvm.ptr -> f32
        %17 = arith.mulf %cst_3, %16 : f32
        %18 = llvm.getelementptr %8[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %17, %18 : f32, !llvm.ptr<1>
      }
      %thread_id_y_1 = gpu.thread_id  y
      %15 = arith.index_cast %thread_id_y_1 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg9 = %15 to %c5_i64 step %c2_i64  : i64 {
        %thread_id_x_2 = gpu.thread_id  x
        %16 = arith.index_cast %thread_id_x_2 : index to i64
        %c9_i64_3 = arith.constant 9 : i64
        %c32_i64_4 = arith.constant 32 : i64
        scf.for %arg10 = %16 to %c9_i64_3 step %c32_i64_4  : i64 {
          %c9_i64_5 = arith.constant 9 : i64
          %17 = arith.muli %arg9, %c9_i64_5 : i64
          %18 = arith.addi %arg10, %17 : i64
          %19 = llvm.getelementptr %10[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %20 = llvm.load %19 : !llvm.ptr<1> -> f32
          %cst = arith.constant -1.000000e+00 : f32
          %21 = llvm.getelementptr %6[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %22 = llvm.load %21 : !llvm.ptr<1> -> f32
          %23 = llvm.getelementptr %arg6[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %24 = llvm.load %23 : !llvm.ptr<1> -> f32
          %25 = arith.mulf %22, %24 : f32
          %26 = arith.mulf %cst, %25 : f32
          %27 = arith.addf %20, %26 : f32
          %c9_i64_6 = arith.constant 9 : i64
          %28 = arith.muli %arg9, %c9_i64_6 : i64
          %29 = arith.addi %arg10, %28 : i64
          %30 = llvm.getelementptr %10[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %27, %30 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
