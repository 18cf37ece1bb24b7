module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_over_group(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: f32, %arg5: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_cast %block_id_x : index to i64
      %8 = llvm.getelementptr %arg1[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %9 = llvm.load %8 : !llvm.ptr<1> -> !llvm.ptr
      %10 = llvm.addrspacecast %9 : !llvm.ptr to !llvm.ptr<1>
      %11 = llvm.getelementptr %10[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %12 = llvm.getelementptr %arg5[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %13 = llvm.load %12 : !llvm.ptr<1> -> !llvm.ptr
      %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %16 = arith.minsi %15, %c15_i64 : i64
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
      %thread_id_y_2 = gpu.thread_id  y
      %22 = arith.index_cast %thread_id_y_2 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %23 = arith.addi %22, %c6_i64 : i64
      %thread_id_y_3 = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y_3 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %25 = arith.addi %24, %c8_i64 : i64
      %thread_id_y_4 = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y_4 : index to i64
      %c10_i64 = arith.constant 10 : i64
      %27 = arith.addi %26, %c10_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_5 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_5, %2 : f32, !llvm.ptr
      %cst_6 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_6, %3 : f32, !llvm.ptr
      %cst_7 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_7, %4 : f32, !llvm.ptr
      %cst_8 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_8, %5 : f32, !llvm.ptr
      %cst_9 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_9, %6 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64_10 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c8_i64_10 step %c1_i64  : i64 {
        %c16_i64_11 = arith.constant 16 : i64
        %29 = arith.muli %arg6, %c16_i64_11 : i64
        %30 = arith.addi %16, %29 : i64
        %31 = llvm.getelementptr %11[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %32 = llvm.load %31 : !llvm.ptr<1> -> f32
        %c8_i64_12 = arith.constant 8 : i64
        %33 = arith.muli %17, %c8_i64_12 : i64
        %34 = arith.addi %arg6, %33 : i64
        %35 = llvm.getelementptr %arg3[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %c8_i64_13 = arith.constant 8 : i64
        %37 = arith.muli %19, %c8_i64_13 : i64
        %38 = arith.addi %arg6, %37 : i64
        %39 = llvm.getelementptr %arg3[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %c8_i64_14 = arith.constant 8 : i64
        %41 = arith.muli %21, %c8_i64_14 : i64
        %42 = arith.addi %arg6, %41 : i64
        %43 = llvm.getelementptr %arg3[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %c8_i64_15 = arith.constant 8 : i64
        %45 = arith.muli %23, %c8_i64_15 : i64
        %46 = arith.addi %arg6, %45 : i64
        %47 = llvm.getelementptr %arg3[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %48 = llvm.load %47 : !llvm.ptr<1> -> f32
        %c8_i64_16 = arith.constant 8 : i64
        %49 = arith.muli %25, %c8_i64_16 : i64
        %50 = arith.addi %arg6, %49 : i64
        %51 = llvm.getelementptr %arg3[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %c8_i64_17 = arith.constant 8 : i64
        %53 = arith.muli %27, %c8_i64_17 : i64
        %54 = arith.addi %arg6, %53 : i64
        %55 = llvm.getelementptr %arg3[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %56 = llvm.load %55 : !llvm.ptr<1> -> f32
        %57 = llvm.load %1 : !llvm.ptr -> f32
        %58 = arith.mulf %32, %36 : f32
        %59 = arith.addf %57, %58 : f32
        llvm.store %59, %1 : f32, !llvm.ptr
        %60 = llvm.load %2 : !llvm.ptr -> f32
        %61 = arith.mulf %32, %40 : f32
        %62 = arith.addf %60, %61 : f32
        llvm.store %62, %2 : f32, !llvm.ptr
        %63 = llvm.load %3 : !llvm.ptr -> f32
        %64 = arith.mulf %32, %44 : f32
        %65 = arith.addf %63, %64 : f32
        llvm.store %65, %3 : f32, !llvm.ptr
        %66 = llvm.load %4 : !llvm.ptr -> f32
        %67 = arith.mulf %32, %48 : f32
        %68 = arith.addf %66, %67 : f32
        llvm.store %68, %4 : f32, !llvm.ptr
        %69 = llvm.load %5 : !llvm.ptr -> f32
        %70 = arith.mulf %32, %52 : f32
        %71 = arith.addf %69, %70 : f32
        llvm.store %71, %5 : f32, !llvm.ptr
        %72 = llvm.load %6 : !llvm.ptr -> f32
        %73 = arith.mulf %32, %56 : f32
        %74 = arith.addf %72, %73 : f32
        llvm.store %74, %6 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %28 = arith.cmpi slt, %15, %c16_i64 : i64
      scf.if %28 {
        %29 = llvm.load %1 : !llvm.ptr -> f32
        %30 = arith.mulf %arg0, %29 : f32
        %c16_i64_11 = arith.constant 16 : i64
        %31 = arith.muli %17, %c16_i64_11 : i64
        %32 = arith.addi %15, %31 : i64
        %33 = llvm.getelementptr %14[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %34 = llvm.load %33 : !llvm.ptr<1> -> f32
        %35 = arith.mulf %arg4, %34 : f32
        %36 = arith.addf %30, %35 : f32
        %c16_i64_12 = arith.constant 16 : i64
        %37 = arith.muli %17, %c16_i64_12 : i64
        %38 = arith.addi %15, %37 : i64
        %39 = llvm.getelementptr %14[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %36, %39 : f32, !llvm.ptr<1>
        %40 = llvm.load %2 : !llvm.ptr -> f32
        %41 = arith.mulf %arg0, %40 : f32
        %c16_i64_13 = arith.constant 16 : i64
        %42 = arith.muli %19, %c16_i64_13 : i64
        %43 = arith.addi %15, %42 : i64
        %44 = llvm.getelementptr %14[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %45 = llvm.load %44 : !llvm.ptr<1> -> f32
        %46 = arith.mulf %arg4, %45 : f32
        %47 = arith.addf %41, %46 : f32
        %c16_i64_14 = arith.constant 16 : i64
        %48 = arith.muli %19, %c16_i64_14 : i64
        %49 = arith.addi %15, %48 : i64
        %50 = llvm.getelementptr %14[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %47, %50 : f32, !llvm.ptr<1>
        %51 = llvm.load %3 : !llvm.ptr -> f32
        %52 = arith.mulf %arg0, %51 : f32
        %c16_i64_15 = arith.constant 16 : i64
        %53 = arith.muli %21, %c16_i64_15 : i64
        %54 = arith.addi %15, %53 : i64
        %55 = llvm.getelementptr %14[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %56 = llvm.load %55 : !llvm.ptr<1> -> f32
        %57 = arith.mulf %arg4, %56 : f32
        %58 = arith.addf %52, %57 : f32
        %c16_i64_16 = arith.constant 16 : i64
        %59 = arith.muli %21, %c16_i64_16 : i64
        %60 = arith.addi %15, %59 : i64
        %61 = llvm.getelementptr %14[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %58, %61 : f32, !llvm.ptr<1>
        %62 = llvm.load %4 : !llvm.ptr -> f32
        %63 = arith.mulf %arg0, %62 : f32
        %c16_i64_17 = arith.constant 16 : i64
        %64 = arith.muli %23, %c16_i64_17 : i64
        %65 = arith.addi %15, %64 : i64
        %66 = llvm.getelementptr %14[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %67 = llvm.load %66 : !llvm.ptr<1> -> f32
        %68 = arith.mulf %arg4, %67 : f32
        %69 = arith.addf %63, %68 : f32
        %c16_i64_18 = arith.constant 16 : i64
        %70 = arith.muli %23, %c16_i64_18 : i64
        %71 = arith.addi %15, %70 : i64
        %72 = llvm.getelementptr %14[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %69, %72 : f32, !llvm.ptr<1>
        %73 = llvm.load %5 : !llvm.ptr -> f32
        %74 = arith.mulf %arg0, %73 : f32
        %c16_i64_19 = arith.constant 16 : i64
        %75 = arith.muli %25, %c16_i64_19 : i64
        %76 = arith.addi %15, %75 : i64
        %77 = llvm.getelementptr %14[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %78 = llvm.load %77 : !llvm.ptr<1> -> f32
        %79 = arith.mulf %arg4, %78 : f32
        %80 = arith.addf %74, %79 : f32
        %c16_i64_20 = arith.constant 16 : i64
        %81 = arith.muli %25, %c16_i64_20 : i64
        %82 = arith.addi %15, %81 : i64
        %83 = llvm.getelementptr %14[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %80, %83 : f32, !llvm.ptr<1>
        %84 = llvm.load %6 : !llvm.ptr -> f32
        %85 = arith.mulf %arg0, %84 : f32
        %c16_i64_21 = arith.constant 16 : i64
        %86 = arith.muli %27, %c16_i64_21 : i64
        %87 = arith.addi %15, %86 : i64
        %88 = llvm.getelementptr %14[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %89 = llvm.load %88 : !llvm.ptr<1> -> f32
        %90 = arith.mulf %arg4, %89 : f32
        %91 = arith.addf %85, %90 : f32
        %c16_i64_22 = arith.constant 16 : i64
        %92 = arith.muli %27, %c16_i64_22 : i64
        %93 = arith.addi %15, %92 : i64
        %94 = llvm.getelementptr %14[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %91, %94 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
