module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups_gemm(%arg0: memref<?xmemref<?x?xf64, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1>, %arg1: memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1>, %arg2: memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %0:5 = builtin.unrealized_conversion_cast %arg0 : memref<?xmemref<?x?xf64, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, i64
      %1:3 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>
      %2:3 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f64>
      %alloca_0 = memref.alloca() : memref<f64>
      %alloca_1 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %3 = arith.index_cast %block_id_x : index to i64
      %4 = llvm.getelementptr %0#0[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %5 = llvm.load %4 : !llvm.ptr<1> -> !llvm.ptr
      %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<1>
      %7 = llvm.getelementptr %6[%0#4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %8 = llvm.getelementptr %0#1[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %9 = llvm.load %8 : !llvm.ptr<1> -> i64
      %10 = llvm.getelementptr %0#2[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %11 = llvm.load %10 : !llvm.ptr<1> -> i64
      %12 = llvm.getelementptr %0#3[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %13 = llvm.load %12 : !llvm.ptr<1> -> i64
      %14 = llvm.getelementptr %1#0[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %15 = llvm.load %14 : !llvm.ptr<1> -> !llvm.ptr
      %16 = llvm.addrspacecast %15 : !llvm.ptr to !llvm.ptr<1>
      %17 = llvm.getelementptr %1#1[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %18 = llvm.load %17 : !llvm.ptr<1> -> i64
      %19 = llvm.getelementptr %1#2[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %20 = llvm.load %19 : !llvm.ptr<1> -> i64
      %21 = llvm.getelementptr %2#0[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %22 = llvm.load %21 : !llvm.ptr<1> -> !llvm.ptr
      %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<1>
      %24 = llvm.getelementptr %2#1[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %25 = llvm.load %24 : !llvm.ptr<1> -> i64
      %26 = llvm.getelementptr %2#2[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %27 = llvm.load %26 : !llvm.ptr<1> -> i64
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg3 = %c0_i64 to %25 step %c64_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %28 = arith.index_cast %thread_id_x : index to i64
        %29 = arith.addi %arg3, %28 : i64
        %c1_i64 = arith.constant 1 : i64
        %30 = arith.subi %25, %c1_i64 : i64
        %31 = arith.minsi %29, %30 : i64
        %thread_id_y = gpu.thread_id  y
        %32 = arith.index_cast %thread_id_y : index to i64
        %thread_id_y_2 = gpu.thread_id  y
        %33 = arith.index_cast %thread_id_y_2 : index to i64
        %c2_i64 = arith.constant 2 : i64
        %34 = arith.addi %33, %c2_i64 : i64
        %thread_id_y_3 = gpu.thread_id  y
        %35 = arith.index_cast %thread_id_y_3 : index to i64
        %c4_i64 = arith.constant 4 : i64
        %36 = arith.addi %35, %c4_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_4 = arith.constant 0.000000e+00 : f64
        memref.store %cst_4, %alloca_0[] : memref<f64>
        %cst_5 = arith.constant 0.000000e+00 : f64
        memref.store %cst_5, %alloca_1[] : memref<f64>
        %c0_i64_6 = arith.constant 0 : i64
        %c1_i64_7 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64_6 to %11 step %c1_i64_7  : i64 {
          %38 = arith.muli %arg4, %13 : i64
          %39 = arith.addi %31, %38 : i64
          %40 = llvm.getelementptr %7[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %41 = llvm.load %40 : !llvm.ptr<1> -> f64
          %42 = arith.muli %32, %20 : i64
          %43 = arith.addi %arg4, %42 : i64
          %44 = llvm.getelementptr %16[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %45 = llvm.load %44 : !llvm.ptr<1> -> f64
          %46 = arith.muli %34, %20 : i64
          %47 = arith.addi %arg4, %46 : i64
          %48 = llvm.getelementptr %16[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %49 = llvm.load %48 : !llvm.ptr<1> -> f64
          %50 = arith.muli %36, %20 : i64
          %51 = arith.addi %arg4, %50 : i64
          %52 = llvm.getelementptr %16[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %53 = llvm.load %52 : !llvm.ptr<1> -> f64
          %54 = memref.load %alloca[] : memref<f64>
          %55 = arith.mulf %41, %45 : f64
          %56 = arith.addf %54, %55 : f64
          memref.store %56, %alloca[] : memref<f64>
          %57 = memref.load %alloca_0[] : memref<f64>
          %58 = arith.mulf %41, %49 : f64
          %59 = arith.addf %57, %58 : f64
          memref.store %59, %alloca_0[] : memref<f64>
          %60 = memref.load %alloca_1[] : memref<f64>
          %61 = arith.mulf %41, %53 : f64
          %62 = arith.addf %60, %61 : f64
          memref.store %62, %alloca_1[] : memref<f64>
        }
        %37 = arith.cmpi slt, %29, %25 : i64
        scf.if %37 {
          %38 = memref.load %alloca[] : memref<f64>
          %cst_8 = arith.constant 2.000000e+00 : f64
          %39 = arith.muli %32, %27 : i64
          %40 = arith.addi %29, %39 : i64
          %41 = llvm.getelementptr %23[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = arith.mulf %cst_8, %42 : f64
          %44 = arith.addf %38, %43 : f64
          %45 = arith.muli %32, %27 : i64
          %46 = arith.addi %29, %45 : i64
          %47 = llvm.getelementptr %23[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %44, %47 : f64, !llvm.ptr<1>
          %48 = memref.load %alloca_0[] : memref<f64>
          %cst_9 = arith.constant 2.000000e+00 : f64
          %49 = arith.muli %34, %27 : i64
          %50 = arith.addi %29, %49 : i64
          %51 = llvm.getelementptr %23[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %52 = llvm.load %51 : !llvm.ptr<1> -> f64
          %53 = arith.mulf %cst_9, %52 : f64
          %54 = arith.addf %48, %53 : f64
          %55 = arith.muli %34, %27 : i64
          %56 = arith.addi %29, %55 : i64
          %57 = llvm.getelementptr %23[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %54, %57 : f64, !llvm.ptr<1>
          %58 = memref.load %alloca_1[] : memref<f64>
          %cst_10 = arith.constant 2.000000e+00 : f64
          %59 = arith.muli %36, %27 : i64
          %60 = arith.addi %29, %59 : i64
          %61 = llvm.getelementptr %23[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %62 = llvm.load %61 : !llvm.ptr<1> -> f64
          %63 = arith.mulf %cst_10, %62 : f64
          %64 = arith.addf %58, %63 : f64
          %65 = arith.muli %36, %27 : i64
          %66 = arith.addi %29, %65 : i64
          %67 = llvm.getelementptr %23[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %64, %67 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
