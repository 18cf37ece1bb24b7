module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups_gemm(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %4 = arith.index_cast %block_id_x : index to i64
      %5 = llvm.getelementptr %arg0[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %6 = llvm.load %5 : !llvm.ptr<1> -> !llvm.ptr
      %7 = llvm.addrspacecast %6 : !llvm.ptr to !llvm.ptr<1>
      %8 = llvm.getelementptr %7[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %9 = llvm.getelementptr %arg1[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %10 = llvm.load %9 : !llvm.ptr<1> -> i64
      %11 = llvm.getelementptr %arg2[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %12 = llvm.load %11 : !llvm.ptr<1> -> i64
      %13 = llvm.getelementptr %arg3[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %14 = llvm.load %13 : !llvm.ptr<1> -> i64
      %15 = llvm.getelementptr %arg5[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %16 = llvm.load %15 : !llvm.ptr<1> -> !llvm.ptr
      %17 = llvm.addrspacecast %16 : !llvm.ptr to !llvm.ptr<1>
      %18 = llvm.getelementptr %arg6[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %19 = llvm.load %18 : !llvm.ptr<1> -> i64
      %20 = llvm.getelementptr %arg7[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %21 = llvm.load %20 : !llvm.ptr<1> -> i64
      %22 = llvm.getelementptr %arg8[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %23 = llvm.load %22 : !llvm.ptr<1> -> !llvm.ptr
      %24 = llvm.addrspacecast %23 : !llvm.ptr to !llvm.ptr<1>
      %25 = llvm.getelementptr %arg9[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %26 = llvm.load %25 : !llvm.ptr<1> -> i64
      %27 = llvm.getelementptr %arg10[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %28 = llvm.load %27 : !llvm.ptr<1> -> i64
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg11 = %c0_i64 to %26 step %c64_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %29 = arith.index_cast %thread_id_x : index to i64
        %30 = arith.addi %arg11, %29 : i64
        %c1_i64 = arith.constant 1 : i64
        %31 = arith.subi %26, %c1_i64 : i64
        %32 = arith.minsi %30, %31 : i64
        %thread_id_y = gpu.thread_id  y
        %33 = arith.index_cast %thread_id_y : index to i64
        %thread_id_y_0 = gpu.thread_id  y
        %34 = arith.index_cast %thread_id_y_0 : index to i64
        %c2_i64 = arith.constant 2 : i64
        %35 = arith.addi %34, %c2_i64 : i64
        %thread_id_y_1 = gpu.thread_id  y
        %36 = arith.index_cast %thread_id_y_1 : index to i64
        %c4_i64 = arith.constant 4 : i64
        %37 = arith.addi %36, %c4_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %1 : f64, !llvm.ptr
        %cst_2 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_2, %2 : f64, !llvm.ptr
        %cst_3 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_3, %3 : f64, !llvm.ptr
        %c0_i64_4 = arith.constant 0 : i64
        %c1_i64_5 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_4 to %12 step %c1_i64_5  : i64 {
          %39 = arith.muli %arg12, %14 : i64
          %40 = arith.addi %32, %39 : i64
          %41 = llvm.getelementptr %8[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = arith.muli %33, %21 : i64
          %44 = arith.addi %arg12, %43 : i64
          %45 = llvm.getelementptr %17[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %46 = llvm.load %45 : !llvm.ptr<1> -> f64
          %47 = arith.muli %35, %21 : i64
          %48 = arith.addi %arg12, %47 : i64
          %49 = llvm.getelementptr %17[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %50 = llvm.load %49 : !llvm.ptr<1> -> f64
          %51 = arith.muli %37, %21 : i64
          %52 = arith.addi %arg12, %51 : i64
          %53 = llvm.getelementptr %17[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %54 = llvm.load %53 : !llvm.ptr<1> -> f64
          %55 = llvm.load %1 : !llvm.ptr -> f64
          %56 = arith.mulf %42, %46 : f64
          %57 = arith.addf %55, %56 : f64
          llvm.store %57, %1 : f64, !llvm.ptr
          %58 = llvm.load %2 : !llvm.ptr -> f64
          %59 = arith.mulf %42, %50 : f64
          %60 = arith.addf %58, %59 : f64
          llvm.store %60, %2 : f64, !llvm.ptr
          %61 = llvm.load %3 : !llvm.ptr -> f64
          %62 = arith.mulf %42, %54 : f64
          %63 = arith.addf %61, %62 : f64
          llvm.store %63, %3 : f64, !llvm.ptr
        }
        %38 = arith.cmpi slt, %30, %26 : i64
        scf.if %38 {
          %39 = llvm.load %1 : !llvm.ptr -> f64
          %cst_6 = arith.constant 2.000000e+00 : f64
          %40 = arith.muli %33, %28 : i64
          %41 = arith.addi %30, %40 : i64
          %42 = llvm.getelementptr %24[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %43 = llvm.load %42 : !llvm.ptr<1> -> f64
          %44 = arith.mulf %cst_6, %43 : f64
          %45 = arith.addf %39, %44 : f64
          %46 = arith.muli %33, %28 : i64
          %47 = arith.addi %30, %46 : i64
          %48 = llvm.getelementptr %24[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %45, %48 : f64, !llvm.ptr<1>
          %49 = llvm.load %2 : !llvm.ptr -> f64
          %cst_7 = arith.constant 2.000000e+00 : f64
          %50 = arith.muli %35, %28 : i64
          %51 = arith.addi %30, %50 : i64
          %52 = llvm.getelementptr %24[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %53 = llvm.load %52 : !llvm.ptr<1> -> f64
          %54 = arith.mulf %cst_7, %53 : f64
          %55 = arith.addf %49, %54 : f64
          %56 = arith.muli %35, %28 : i64
          %57 = arith.addi %30, %56 : i64
          %58 = llvm.getelementptr %24[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %55, %58 : f64, !llvm.ptr<1>
          %59 = llvm.load %3 : !llvm.ptr -> f64
          %cst_8 = arith.constant 2.000000e+00 : f64
          %60 = arith.muli %37, %28 : i64
          %61 = arith.addi %30, %60 : i64
          %62 = llvm.getelementptr %24[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %63 = llvm.load %62 : !llvm.ptr<1> -> f64
          %64 = arith.mulf %cst_8, %63 : f64
          %65 = arith.addf %59, %64 : f64
          %66 = arith.muli %37, %28 : i64
          %67 = arith.addi %30, %66 : i64
          %68 = llvm.getelementptr %24[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %65, %68 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
