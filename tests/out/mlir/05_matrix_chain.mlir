module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @chain(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %6 = arith.index_cast %block_id_x : index to i64
      %c72_i64 = arith.constant 72 : i64
      %7 = arith.muli %6, %c72_i64 : i64
      %8 = llvm.getelementptr %arg0[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %9 = llvm.getelementptr %arg3[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %10 = llvm.load %9 : !llvm.ptr<1> -> !llvm.ptr
      %11 = llvm.addrspacecast %10 : !llvm.ptr to !llvm.ptr<1>
      %c48_i64 = arith.constant 48 : i64
      %12 = arith.muli %6, %c48_i64 : i64
      %13 = llvm.getelementptr %arg4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %14 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x : index to i64
      %c11_i64 = arith.constant 11 : i64
      %16 = arith.minsi %15, %c11_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %17 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_0 = gpu.thread_id  y
      %18 = arith.index_cast %thread_id_y_0 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %19 = arith.addi %18, %c2_i64 : i64
      %thread_id_y_1 = gpu.thread_id  y
      %20 = arith.index_cast %thread_id_y_1 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %21 = arith.addi %20, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      llvm.store %cst, %1 : f64, !llvm.ptr
      %cst_2 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_2, %2 : f64, !llvm.ptr
      %cst_3 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_3, %3 : f64, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c12_i64_15 = arith.constant 12 : i64
        %29 = arith.muli %arg6, %c12_i64_15 : i64
        %30 = arith.addi %16, %29 : i64
        %31 = llvm.getelementptr %8[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %32 = llvm.load %31 : !llvm.ptr<1> -> f64
        %c6_i64_16 = arith.constant 6 : i64
        %33 = arith.muli %17, %c6_i64_16 : i64
        %34 = arith.addi %arg6, %33 : i64
        %35 = llvm.getelementptr %arg2[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %36 = llvm.load %35 : !llvm.ptr<1> -> f64
        %c6_i64_17 = arith.constant 6 : i64
        %37 = arith.muli %19, %c6_i64_17 : i64
        %38 = arith.addi %arg6, %37 : i64
        %39 = llvm.getelementptr %arg2[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %40 = llvm.load %39 : !llvm.ptr<1> -> f64
        %c6_i64_18 = arith.constant 6 : i64
        %41 = arith.muli %21, %c6_i64_18 : i64
        %42 = arith.addi %arg6, %41 : i64
        %43 = llvm.getelementptr %arg2[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %44 = llvm.load %43 : !llvm.ptr<1> -> f64
        %45 = llvm.load %1 : !llvm.ptr -> f64
        %46 = arith.mulf %32, %36 : f64
        %47 = arith.addf %45, %46 : f64
        llvm.store %47, %1 : f64, !llvm.ptr
        %48 = llvm.load %2 : !llvm.ptr -> f64
        %49 = arith.mulf %32, %40 : f64
        %50 = arith.addf %48, %49 : f64
        llvm.store %50, %2 : f64, !llvm.ptr
        %51 = llvm.load %3 : !llvm.ptr -> f64
        %52 = arith.mulf %32, %44 : f64
        %53 = arith.addf %51, %52 : f64
        llvm.store %53, %3 : f64, !llvm.ptr
      }
      %c12_i64 = arith.constant 12 : i64
      %22 = arith.cmpi slt, %15, %c12_i64 : i64
      scf.if %22 {
        %29 = llvm.load %1 : !llvm.ptr -> f64
        %c12_i64_15 = arith.constant 12 : i64
        %30 = arith.muli %17, %c12_i64_15 : i64
        %31 = arith.addi %15, %30 : i64
        %32 = llvm.getelementptr %14[%31] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %29, %32 : f64, !llvm.ptr<3>
        %33 = llvm.load %2 : !llvm.ptr -> f64
        %c12_i64_16 = arith.constant 12 : i64
        %34 = arith.muli %19, %c12_i64_16 : i64
        %35 = arith.addi %15, %34 : i64
        %36 = llvm.getelementptr %14[%35] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %33, %36 : f64, !llvm.ptr<3>
        %37 = llvm.load %3 : !llvm.ptr -> f64
        %c12_i64_17 = arith.constant 12 : i64
        %38 = arith.muli %21, %c12_i64_17 : i64
        %39 = arith.addi %15, %38 : i64
        %40 = llvm.getelementptr %14[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %37, %40 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_4 = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x_4 : index to i64
      %c11_i64_5 = arith.constant 11 : i64
      %24 = arith.minsi %23, %c11_i64_5 : i64
      %thread_id_y_6 = gpu.thread_id  y
      %25 = arith.index_cast %thread_id_y_6 : index to i64
      %thread_id_y_7 = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y_7 : index to i64
      %c2_i64_8 = arith.constant 2 : i64
      %27 = arith.addi %26, %c2_i64_8 : i64
      %cst_9 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_9, %4 : f64, !llvm.ptr
      %cst_10 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_10, %5 : f64, !llvm.ptr
      %c0_i64_11 = arith.constant 0 : i64
      %c6_i64_12 = arith.constant 6 : i64
      %c1_i64_13 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_11 to %c6_i64_12 step %c1_i64_13  : i64 {
        %c12_i64_15 = arith.constant 12 : i64
        %29 = arith.muli %arg6, %c12_i64_15 : i64
        %30 = arith.addi %24, %29 : i64
        %31 = llvm.getelementptr %14[%30] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %32 = llvm.load %31 : !llvm.ptr<3> -> f64
        %c6_i64_16 = arith.constant 6 : i64
        %33 = arith.muli %25, %c6_i64_16 : i64
        %34 = arith.addi %arg6, %33 : i64
        %35 = llvm.getelementptr %11[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %36 = llvm.load %35 : !llvm.ptr<1> -> f64
        %c6_i64_17 = arith.constant 6 : i64
        %37 = arith.muli %27, %c6_i64_17 : i64
        %38 = arith.addi %arg6, %37 : i64
        %39 = llvm.getelementptr %11[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %40 = llvm.load %39 : !llvm.ptr<1> -> f64
        %41 = llvm.load %4 : !llvm.ptr -> f64
        %42 = arith.mulf %32, %36 : f64
        %43 = arith.addf %41, %42 : f64
        llvm.store %43, %4 : f64, !llvm.ptr
        %44 = llvm.load %5 : !llvm.ptr -> f64
        %45 = arith.mulf %32, %40 : f64
        %46 = arith.addf %44, %45 : f64
        llvm.store %46, %5 : f64, !llvm.ptr
      }
      %c12_i64_14 = arith.constant 12 : i64
      %28 = arith.cmpi slt, %23, %c12_i64_14 : i64
      scf.if %28 {
        %29 = llvm.load %4 : !llvm.ptr -> f64
        %cst_15 = arith.constant 2.000000e+00 : f64
        %c12_i64_16 = arith.constant 12 : i64
        %30 = arith.muli %25, %c12_i64_16 : i64
        %31 = arith.addi %23, %30 : i64
        %32 = llvm.getelementptr %13[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %33 = llvm.load %32 : !llvm.ptr<1> -> f64
        %34 = arith.mulf %cst_15, %33 : f64
        %35 = arith.addf %29, %34 : f64
        %c12_i64_17 = arith.constant 12 : i64
        %36 = arith.muli %25, %c12_i64_17 : i64
        %37 = arith.addi %23, %36 : i64
        %38 = llvm.getelementptr %13[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %35, %38 : f64, !llvm.ptr<1>
        %39 = llvm.load %5 : !llvm.ptr -> f64
        %cst_18 = arith.constant 2.000000e+00 : f64
        %c12_i64_19 = arith.constant 12 : i64
        %40 = arith.muli %27, %c12_i64_19 : i64
        %41 = arith.addi %23, %40 : i64
        %42 = llvm.getelementptr %13[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %43 = llvm.load %42 : !llvm.ptr<1> -> f64
        %44 = arith.mulf %cst_18, %43 : f64
        %45 = arith.addf %39, %44 : f64
        %c12_i64_20 = arith.constant 12 : i64
        %46 = arith.muli %27, %c12_i64_20 : i64
        %47 = arith.addi %23, %46 : i64
        %48 = llvm.getelementptr %13[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %45, %48 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
