module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups_gemm(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %alloca = memref.alloca() : memref<f64>
      %alloca_0 = memref.alloca() : memref<f64>
      %alloca_1 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %0 = arith.index_cast %block_id_x : index to i64
      %1 = llvm.getelementptr %arg0[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %2 = llvm.load %1 : !llvm.ptr<1> -> !llvm.ptr
      %3 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
      %4 = llvm.getelementptr %3[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %5 = llvm.getelementptr %arg1[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %6 = llvm.load %5 : !llvm.ptr<1> -> i64
      %7 = llvm.getelementptr %arg2[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %8 = llvm.load %7 : !llvm.ptr<1> -> i64
      %9 = llvm.getelementptr %arg3[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %10 = llvm.load %9 : !llvm.ptr<1> -> i64
      %11 = llvm.getelementptr %arg5[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %12 = llvm.load %11 : !llvm.ptr<1> -> !llvm.ptr
      %13 = llvm.addrspacecast %12 : !llvm.ptr to !llvm.ptr<1>
      %14 = llvm.getelementptr %arg6[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %15 = llvm.load %14 : !llvm.ptr<1> -> i64
      %16 = llvm.getelementptr %arg7[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %17 = llvm.load %16 : !llvm.ptr<1> -> i64
      %18 = llvm.getelementptr %arg8[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %19 = llvm.load %18 : !llvm.ptr<1> -> !llvm.ptr
      %20 = llvm.addrspacecast %19 : !llvm.ptr to !llvm.ptr<1>
      %21 = llvm.getelementptr %arg9[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %22 = llvm.load %21 : !llvm.ptr<1> -> i64
      %23 = llvm.getelementptr %arg10[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %24 = llvm.load %23 : !llvm.ptr<1> -> i64
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg11 = %c0_i64 to %22 step %c64_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %25 = arith.index_cast %thread_id_x : index to i64
        %26 = arith.addi %arg11, %25 : i64
        %c1_i64 = arith.constant 1 : i64
        %27 = arith.subi %22, %c1_i64 : i64
        %28 = arith.minsi %26, %27 : i64
        %thread_id_y = gpu.thread_id  y
        %29 = arith.index_cast %thread_id_y : index to i64
        %thread_id_y_2 = gpu.thread_id  y
        %30 = arith.index_cast %thread_id_y_2 : index to i64
        %c2_i64 = arith.constant 2 : i64
        %31 = arith.addi %30, %c2_i64 : i64
        %thread_id_y_3 = gpu.thread_id  y
        %32 = arith.index_cast %thread_id_y_3 : index to i64
        %c4_i64 = arith.constant 4 : i64
        %33 = arith.addi %32, %c4_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_4 = arith.constant 0.000000e+00 : f64
        memref.store %cst_4, %alloca_0[] : memref<f64>
        %cst_5 = arith.constant 0.000000e+00 : f64
        memref.store %cst_5, %alloca_1[] : memref<f64>
        %c0_i64_6 = arith.constant 0 : i64
        %c1_i64_7 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_6 to %8 step %c1_i64_7  : i64 {
          %35 = arith.muli %arg12, %10 : i64
          %36 = arith.addi %28, %35 : i64
          %37 = llvm.getelementptr %4[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %38 = llvm.load %37 : !llvm.ptr<1> -> f64
          %39 = arith.muli %29, %17 : i64
          %40 = arith.addi %arg12, %39 : i64
          %41 = llvm.getelementptr %13[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = arith.muli %31, %17 : i64
          %44 = arith.addi %arg12, %43 : i64
          %45 = llvm.getelementptr %13[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %46 = llvm.load %45 : !llvm.ptr<1> -> f64
          %47 = arith.muli %33, %17 : i64
          %48 = arith.addi %arg12, %47 : i64
          %49 = llvm.getelementptr %13[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %50 = llvm.load %49 : !llvm.ptr<1> -> f64
          %51 = memref.load %alloca[] : memref<f64>
          %52 = arith.mulf %38, %42 : f64
          %53 = arith.addf %51, %52 : f64
          memref.store %53, %alloca[] : memref<f64>
          %54 = memref.load %alloca_0[] : memref<f64>
          %55 = arith.mulf %38, %46 : f64
          %56 = arith.addf %54, %55 : f64
          memref.store %56, %alloca_0[] : memref<f64>
          %57 = memref.load %alloca_1[] : memref<f64>
          %58 = arith.mulf %38, %50 : f64
          %59 = arith.addf %57, %58 : f64
          memref.store %59, %alloca_1[] : memref<f64>
        }
        %34 = arith.cmpi slt, %26, %22 : i64
        scf.if %34 {
          %35 = memref.load %alloca[] : memref<f64>
          %cst_8 = arith.constant 2.000000e+00 : f64
          %36 = arith.muli %29, %24 : i64
          %37 = arith.addi %26, %36 : i64
          %38 = llvm.getelementptr %20[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %39 = llvm.load %38 : !llvm.ptr<1> -> f64
          %40 = arith.mulf %cst_8, %39 : f64
          %41 = arith.addf %35, %40 : f64
          %42 = arith.muli %29, %24 : i64
          %43 = arith.addi %26, %42 : i64
          %44 = llvm.getelementptr %20[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %41, %44 : f64, !llvm.ptr<1>
          %45 = memref.load %alloca_0[] : memref<f64>
          %cst_9 = arith.constant 2.000000e+00 : f64
          %46 = arith.muli %31, %24 : i64
          %47 = arith.addi %26, %46 : i64
          %48 = llvm.getelementptr %20[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %49 = llvm.load %48 : !llvm.ptr<1> -> f64
          %50 = arith.mulf %cst_9, %49 : f64
          %51 = arith.addf %45, %50 : f64
          %52 = arith.muli %31, %24 : i64
          %53 = arith.addi %26, %52 : i64
          %54 = llvm.getelementptr %20[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %51, %54 : f64, !llvm.ptr<1>
          %55 = memref.load %alloca_1[] : memref<f64>
          %cst_10 = arith.constant 2.000000e+00 : f64
          %56 = arith.muli %33, %24 : i64
          %57 = arith.addi %26, %56 : i64
          %58 = llvm.getelementptr %20[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %59 = llvm.load %58 : !llvm.ptr<1> -> f64
          %60 = arith.mulf %cst_10, %59 : f64
          %61 = arith.addf %55, %60 : f64
          %62 = arith.muli %33, %24 : i64
          %63 = arith.addi %26, %62 : i64
          %64 = llvm.getelementptr %20[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %61, %64 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
