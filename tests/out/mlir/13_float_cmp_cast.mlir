module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @float_ops(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %grid_dim_x = gpu.grid_dim  x
      %2 = arith.index_cast %grid_dim_x : index to i64
      %3 = llvm.getelementptr %arg0[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %4 = llvm.load %3 : !llvm.ptr<1> -> f64
      %5 = llvm.getelementptr %arg2[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %6 = llvm.load %5 : !llvm.ptr<1> -> f64
      %7 = arith.divf %4, %6 : f64
      %8 = arith.remf %4, %6 : f64
      %9 = arith.negf %4 : f64
      %10 = arith.truncf %4 : f64 to f32
      %11 = arith.extf %10 : f32 to f64
      %12 = arith.cmpf oeq, %4, %6 : f64
      %13 = arith.cmpf une, %4, %6 : f64
      %14 = arith.cmpf ogt, %4, %6 : f64
      %15 = arith.cmpf oge, %4, %6 : f64
      %16 = arith.cmpf olt, %4, %6 : f64
      %17 = arith.cmpf ole, %4, %6 : f64
      %c1000_i64 = arith.constant 1000 : i64
      %18 = arith.muli %1, %c1000_i64 : i64
      %19 = arith.addi %18, %2 : i64
      %thread_id_x = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg8 = %20 to %c1_i64 step %c32_i64  : i64 {
        %c4_i64 = arith.constant 4 : i64
        %21 = arith.muli %1, %c4_i64 : i64
        %22 = llvm.getelementptr %arg4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %7, %22 : f64, !llvm.ptr<1>
        %c1_i64_0 = arith.constant 1 : i64
        %c4_i64_1 = arith.constant 4 : i64
        %23 = arith.muli %1, %c4_i64_1 : i64
        %24 = arith.addi %c1_i64_0, %23 : i64
        %25 = llvm.getelementptr %arg4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %8, %25 : f64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c4_i64_2 = arith.constant 4 : i64
        %26 = arith.muli %1, %c4_i64_2 : i64
        %27 = arith.addi %c2_i64, %26 : i64
        %28 = llvm.getelementptr %arg4[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %9, %28 : f64, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c4_i64_3 = arith.constant 4 : i64
        %29 = arith.muli %1, %c4_i64_3 : i64
        %30 = arith.addi %c3_i64, %29 : i64
        %31 = llvm.getelementptr %arg4[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %11, %31 : f64, !llvm.ptr<1>
        %32 = arith.extui %12 : i1 to i32
        %33 = arith.extui %13 : i1 to i32
        %34 = arith.extui %14 : i1 to i32
        %35 = arith.extui %15 : i1 to i32
        %36 = arith.extui %16 : i1 to i32
        %37 = arith.extui %17 : i1 to i32
        %38 = arith.fptosi %4 : f64 to i32
        %39 = arith.trunci %19 : i64 to i32
        %c8_i64 = arith.constant 8 : i64
        %40 = arith.muli %1, %c8_i64 : i64
        %41 = llvm.getelementptr %arg6[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %32, %41 : i32, !llvm.ptr<1>
        %c1_i64_4 = arith.constant 1 : i64
        %c8_i64_5 = arith.constant 8 : i64
        %42 = arith.muli %1, %c8_i64_5 : i64
        %43 = arith.addi %c1_i64_4, %42 : i64
        %44 = llvm.getelementptr %arg6[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %33, %44 : i32, !llvm.ptr<1>
        %c2_i64_6 = arith.constant 2 : i64
        %c8_i64_7 = arith.constant 8 : i64
        %45 = arith.muli %1, %c8_i64_7 : i64
        %46 = arith.addi %c2_i64_6, %45 : i64
        %47 = llvm.getelementptr %arg6[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %34, %47 : i32, !llvm.ptr<1>
        %c3_i64_8 = arith.constant 3 : i64
        %c8_i64_9 = arith.constant 8 : i64
        %48 = arith.muli %1, %c8_i64_9 : i64
        %49 = arith.addi %c3_i64_8, %48 : i64
        %50 = llvm.getelementptr %arg6[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %35, %50 : i32, !llvm.ptr<1>
        %c4_i64_10 = arith.constant 4 : i64
        %c8_i64_11 = arith.constant 8 : i64
        %51 = arith.muli %1, %c8_i64_11 : i64
        %52 = arith.addi %c4_i64_10, %51 : i64
        %53 = llvm.getelementptr %arg6[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %36, %53 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_12 = arith.constant 8 : i64
        %54 = arith.muli %1, %c8_i64_12 : i64
        %55 = arith.addi %c5_i64, %54 : i64
        %56 = llvm.getelementptr %arg6[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %37, %56 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_13 = arith.constant 8 : i64
        %57 = arith.muli %1, %c8_i64_13 : i64
        %58 = arith.addi %c6_i64, %57 : i64
        %59 = llvm.getelementptr %arg6[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %38, %59 : i32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_14 = arith.constant 8 : i64
        %60 = arith.muli %1, %c8_i64_14 : i64
        %61 = arith.addi %c7_i64, %60 : i64
        %62 = llvm.getelementptr %arg6[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %39, %62 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
