module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %1 = arith.index_cast %block_id_x : index to i64
      %grid_dim_x = gpu.grid_dim  x
      %2 = arith.index_cast %grid_dim_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %3 = arith.addi %1, %c1_i64 : i64
      %4 = arith.remsi %3, %2 : i64
      %5 = llvm.getelementptr %arg0[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %6 = llvm.load %5 : !llvm.ptr<1> -> !llvm.ptr
      %7 = llvm.addrspacecast %6 : !llvm.ptr to !llvm.ptr<1>
      %8 = llvm.getelementptr %arg1[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %9 = llvm.load %8 : !llvm.ptr<1> -> !llvm.ptr
      %10 = llvm.addrspacecast %9 : !llvm.ptr to !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %11 = llvm.getelementptr %10[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %12 = llvm.getelementptr %arg2[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %13 = llvm.load %12 : !llvm.ptr<1> -> !llvm.ptr
      %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<1>
      %15 = llvm.getelementptr %14[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %16 = llvm.getelementptr %arg3[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %17 = llvm.load %16 : !llvm.ptr<1> -> i64
      %18 = llvm.getelementptr %arg4[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %19 = llvm.load %18 : !llvm.ptr<1> -> i64
      %20 = llvm.getelementptr %arg6[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %21 = llvm.load %20 : !llvm.ptr<1> -> !llvm.ptr
      %22 = llvm.addrspacecast %21 : !llvm.ptr to !llvm.ptr<1>
      %23 = llvm.getelementptr %arg8[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %24 = llvm.load %23 : !llvm.ptr<1> -> i64
      %25 = llvm.getelementptr %arg7[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %26 = llvm.load %25 : !llvm.ptr<1> -> i64
      %27 = llvm.getelementptr %arg9[%1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %28 = llvm.load %27 : !llvm.ptr<1> -> i64
      %29 = llvm.getelementptr %arg0[%4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %30 = llvm.load %29 : !llvm.ptr<1> -> !llvm.ptr
      %31 = llvm.addrspacecast %30 : !llvm.ptr to !llvm.ptr<1>
      %c20_i64 = arith.constant 20 : i64
      %32 = arith.muli %1, %c20_i64 : i64
      %33 = llvm.getelementptr %arg10[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_0 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c4_i64 step %c1_i64_0  : i64 {
        %thread_id_x_16 = gpu.thread_id  x
        %42 = arith.index_cast %thread_id_x_16 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg15 = %42 to %c5_i64 step %c32_i64_17  : i64 {
          %c5_i64_18 = arith.constant 5 : i64
          %43 = arith.muli %arg14, %c5_i64_18 : i64
          %44 = arith.addi %arg15, %43 : i64
          %45 = llvm.getelementptr %7[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %c5_i64_19 = arith.constant 5 : i64
          %47 = arith.muli %arg14, %c5_i64_19 : i64
          %48 = arith.addi %arg15, %47 : i64
          %49 = llvm.getelementptr %33[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %46, %49 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_1 = arith.constant 0 : i64
      %c4_i64_2 = arith.constant 4 : i64
      %c1_i64_3 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_1 to %c4_i64_2 step %c1_i64_3  : i64 {
        %thread_id_x_16 = gpu.thread_id  x
        %42 = arith.index_cast %thread_id_x_16 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg15 = %42 to %c5_i64 step %c32_i64_17  : i64 {
          %c5_i64_18 = arith.constant 5 : i64
          %43 = arith.muli %arg14, %c5_i64_18 : i64
          %44 = arith.addi %arg15, %43 : i64
          %45 = llvm.getelementptr %33[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %c5_i64_19 = arith.constant 5 : i64
          %47 = arith.muli %arg14, %c5_i64_19 : i64
          %48 = arith.addi %arg15, %47 : i64
          %49 = llvm.getelementptr %11[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %50 = llvm.load %49 : !llvm.ptr<1> -> f32
          %51 = arith.addf %46, %50 : f32
          %c5_i64_20 = arith.constant 5 : i64
          %52 = arith.muli %arg14, %c5_i64_20 : i64
          %53 = arith.addi %arg15, %52 : i64
          %54 = llvm.getelementptr %33[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %51, %54 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_4 = arith.constant 0 : i64
      %c4_i64_5 = arith.constant 4 : i64
      %c1_i64_6 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_4 to %c4_i64_5 step %c1_i64_6  : i64 {
        %thread_id_x_16 = gpu.thread_id  x
        %42 = arith.index_cast %thread_id_x_16 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg15 = %42 to %c5_i64 step %c32_i64_17  : i64 {
          %c5_i64_18 = arith.constant 5 : i64
          %43 = arith.muli %arg14, %c5_i64_18 : i64
          %44 = arith.addi %arg15, %43 : i64
          %45 = llvm.getelementptr %33[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %47 = arith.muli %arg14, %19 : i64
          %48 = arith.addi %arg15, %47 : i64
          %49 = llvm.getelementptr %15[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %50 = llvm.load %49 : !llvm.ptr<1> -> f32
          %51 = arith.addf %46, %50 : f32
          %c5_i64_19 = arith.constant 5 : i64
          %52 = arith.muli %arg14, %c5_i64_19 : i64
          %53 = arith.addi %arg15, %52 : i64
          %54 = llvm.getelementptr %33[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %51, %54 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_7 = arith.constant 0 : i64
      %c4_i64_8 = arith.constant 4 : i64
      %c1_i64_9 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_7 to %c4_i64_8 step %c1_i64_9  : i64 {
        %thread_id_x_16 = gpu.thread_id  x
        %42 = arith.index_cast %thread_id_x_16 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg15 = %42 to %c5_i64 step %c32_i64_17  : i64 {
          %c5_i64_18 = arith.constant 5 : i64
          %43 = arith.muli %arg14, %c5_i64_18 : i64
          %44 = arith.addi %arg15, %43 : i64
          %45 = llvm.getelementptr %33[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %47 = arith.muli %arg14, %26 : i64
          %48 = arith.muli %arg15, %28 : i64
          %49 = arith.addi %47, %48 : i64
          %50 = llvm.getelementptr %22[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %52 = arith.addf %46, %51 : f32
          %c5_i64_19 = arith.constant 5 : i64
          %53 = arith.muli %arg14, %c5_i64_19 : i64
          %54 = arith.addi %arg15, %53 : i64
          %55 = llvm.getelementptr %33[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %52, %55 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_10 = arith.constant 0 : i64
      %c4_i64_11 = arith.constant 4 : i64
      %c1_i64_12 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_10 to %c4_i64_11 step %c1_i64_12  : i64 {
        %thread_id_x_16 = gpu.thread_id  x
        %42 = arith.index_cast %thread_id_x_16 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg15 = %42 to %c5_i64 step %c32_i64_17  : i64 {
          %c5_i64_18 = arith.constant 5 : i64
          %43 = arith.muli %arg14, %c5_i64_18 : i64
          %44 = arith.addi %arg15, %43 : i64
          %45 = llvm.getelementptr %33[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %cst_19 = arith.constant -1.000000e+00 : f32
          %c5_i64_20 = arith.constant 5 : i64
          %47 = arith.muli %arg14, %c5_i64_20 : i64
          %48 = arith.addi %arg15, %47 : i64
          %49 = llvm.getelementptr %31[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %50 = llvm.load %49 : !llvm.ptr<1> -> f32
          %51 = arith.mulf %cst_19, %50 : f32
          %52 = arith.addf %46, %51 : f32
          %c5_i64_21 = arith.constant 5 : i64
          %53 = arith.muli %arg14, %c5_i64_21 : i64
          %54 = arith.addi %arg15, %53 : i64
          %55 = llvm.getelementptr %33[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %52, %55 : f32, !llvm.ptr<1>
        }
      }
      %c1_i64_13 = arith.constant 1 : i64
      %34 = arith.subi %17, %c1_i64_13 : i64
      %c3_i64_14 = arith.constant 3 : i64
      %35 = arith.muli %c3_i64_14, %19 : i64
      %36 = arith.addi %34, %35 : i64
      %37 = llvm.getelementptr %15[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %38 = llvm.load %37 : !llvm.ptr<1> -> f32
      %cst = arith.constant 1.000000e+03 : f32
      %39 = arith.mulf %38, %cst : f32
      %40 = arith.fptosi %39 : f32 to i64
      %thread_id_x = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_15 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %41 to %c1_i64_15 step %c32_i64  : i64 {
        %c3_i64_16 = arith.constant 3 : i64
        %42 = arith.muli %1, %c3_i64_16 : i64
        %43 = llvm.getelementptr %arg12[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %17, %43 : i64, !llvm.ptr<1>
        %c1_i64_17 = arith.constant 1 : i64
        %c3_i64_18 = arith.constant 3 : i64
        %44 = arith.muli %1, %c3_i64_18 : i64
        %45 = arith.addi %c1_i64_17, %44 : i64
        %46 = llvm.getelementptr %arg12[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %24, %46 : i64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c3_i64_19 = arith.constant 3 : i64
        %47 = arith.muli %1, %c3_i64_19 : i64
        %48 = arith.addi %c2_i64, %47 : i64
        %49 = llvm.getelementptr %arg12[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %40, %49 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
