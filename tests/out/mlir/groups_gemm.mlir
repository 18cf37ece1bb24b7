module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups_gemm(%arg0: memref<?xmemref<?x?xf64, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1>, %arg1: memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1>, %arg2: memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %0:5 = builtin.unrealized_conversion_cast %arg0 : memref<?xmemref<?x?xf64, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, i64
      %1:3 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>
      %2:3 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.alloca %3 x f64 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %3 x f64 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %3 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %7 = arith.index_cast %block_id_x : index to i64
      %8 = llvm.getelementptr %0#0[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %9 = llvm.load %8 : !llvm.ptr<1> -> !llvm.ptr
      %10 = llvm.addrspacecast %9 : !llvm.ptr to !llvm.ptr<1>
      %11 = llvm.getelementptr %10[%0#4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %12 = llvm.getelementptr %0#1[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %13 = llvm.load %12 : !llvm.ptr<1> -> i64
      %14 = llvm.getelementptr %0#2[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %15 = llvm.load %14 : !llvm.ptr<1> -> i64
      %16 = llvm.getelementptr %0#3[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %17 = llvm.load %16 : !llvm.ptr<1> -> i64
      %18 = llvm.getelementptr %1#0[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %19 = llvm.load %18 : !llvm.ptr<1> -> !llvm.ptr
      %20 = llvm.addrspacecast %19 : !llvm.ptr to !llvm.ptr<1>
      %21 = llvm.getelementptr %1#1[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %22 = llvm.load %21 : !llvm.ptr<1> -> i64
      %23 = llvm.getelementptr %1#2[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %24 = llvm.load %23 : !llvm.ptr<1> -> i64
      %25 = llvm.getelementptr %2#0[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %26 = llvm.load %25 : !llvm.ptr<1> -> !llvm.ptr
      %27 = llvm.addrspacecast %26 : !llvm.ptr to !llvm.ptr<1>
      %28 = llvm.getelementptr %2#1[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %29 = llvm.load %28 : !llvm.ptr<1> -> i64
      %30 = llvm.getelementptr %2#2[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %31 = llvm.load %30 : !llvm.ptr<1> -> i64
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg3 = %c0_i64 to %29 step %c64_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %32 = arith.index_cast %thread_id_x : index to i64
        %33 = arith.addi %arg3, %32 : i64
        %c1_i64 = arith.constant 1 : i64
        %34 = arith.subi %29, %c1_i64 : i64
        %35 = arith.minsi %33, %34 : i64
        %thread_id_y = gpu.thread_id  y
        %36 = arith.index_cast %thread_id_y : index to i64
        %thread_id_y_0 = gpu.thread_id  y
        %37 = arith.index_cast %thread_id_y_0 : index to i64
        %c2_i64 = arith.constant 2 : i64
        %38 = arith.addi %37, %c2_i64 : i64
        %thread_id_y_1 = gpu.thread_id  y
        %39 = arith.index_cast %thread_id_y_1 : index to i64
        %c4_i64 = arith.constant 4 : i64
        %40 = arith.addi %39, %c4_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %4 : f64, !llvm.ptr
        %cst_2 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_2, %5 : f64, !llvm.ptr
        %cst_3 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_3, %6 : f64, !llvm.ptr
        %c0_i64_4 = arith.constant 0 : i64
        %c1_i64_5 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64_4 to %15 step %c1_i64_5  : i64 {
          %42 = arith.muli %arg4, %17 : i64
          %43 = arith.addi %35, %42 : i64
          %44 = llvm.getelementptr %11[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %45 = llvm.load %44 : !llvm.ptr<1> -> f64
          %46 = arith.muli %36, %24 : i64
          %47 = arith.addi %arg4, %46 : i64
          %48 = llvm.getelementptr %20[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %49 = llvm.load %48 : !llvm.ptr<1> -> f64
          %50 = arith.muli %38, %24 : i64
          %51 = arith.addi %arg4, %50 : i64
          %52 = llvm.getelementptr %20[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %53 = llvm.load %52 : !llvm.ptr<1> -> f64
          %54 = arith.muli %40, %24 : i64
          %55 = arith.addi %arg4, %54 : i64
          %56 = llvm.getelementptr %20[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %57 = llvm.load %56 : !llvm.ptr<1> -> f64
          %58 = llvm.load %4 : !llvm.ptr -> f64
          %59 = arith.mulf %45, %49 : f64
          %60 = arith.addf %58, %59 : f64
          llvm.store %60, %4 : f64, !llvm.ptr
          %61 = llvm.load %5 : !llvm.ptr -> f64
          %62 = arith.mulf %45, %53 : f64
          %63 = arith.addf %61, %62 : f64
          llvm.store %63, %5 : f64, !llvm.ptr
          %64 = llvm.load %6 : !llvm.ptr -> f64
          %65 = arith.mulf %45, %57 : f64
          %66 = arith.addf %64, %65 : f64
          llvm.store %66, %6 : f64, !llvm.ptr
        }
        %41 = arith.cmpi slt, %33, %29 : i64
        scf.if %41 {
          %42 = llvm.load %4 : !llvm.ptr -> f64
          %cst_6 = arith.constant 2.000000e+00 : f64
          %43 = arith.muli %36, %31 : i64
          %44 = arith.addi %33, %43 : i64
          %45 = llvm.getelementptr %27[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %46 = llvm.load %45 : !llvm.ptr<1> -> f64
          %47 = arith.mulf %cst_6, %46 : f64
          %48 = arith.addf %42, %47 : f64
          %49 = arith.muli %36, %31 : i64
          %50 = arith.addi %33, %49 : i64
          %51 = llvm.getelementptr %27[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %48, %51 : f64, !llvm.ptr<1>
          %52 = llvm.load %5 : !llvm.ptr -> f64
          %cst_7 = arith.constant 2.000000e+00 : f64
          %53 = arith.muli %38, %31 : i64
          %54 = arith.addi %33, %53 : i64
          %55 = llvm.getelementptr %27[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %56 = llvm.load %55 : !llvm.ptr<1> -> f64
          %57 = arith.mulf %cst_7, %56 : f64
          %58 = arith.addf %52, %57 : f64
          %59 = arith.muli %38, %31 : i64
          %60 = arith.addi %33, %59 : i64
          %61 = llvm.getelementptr %27[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %58, %61 : f64, !llvm.ptr<1>
          %62 = llvm.load %6 : !llvm.ptr -> f64
          %cst_8 = arith.constant 2.000000e+00 : f64
          %63 = arith.muli %40, %31 : i64
          %64 = arith.addi %33, %63 : i64
          %65 = llvm.getelementptr %27[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %66 = llvm.load %65 : !llvm.ptr<1> -> f64
          %67 = arith.mulf %cst_8, %66 : f64
          %68 = arith.addf %62, %67 : f64
          %69 = arith.muli %40, %31 : i64
          %70 = arith.addi %33, %69 : i64
          %71 = llvm.getelementptr %27[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %68, %71 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
