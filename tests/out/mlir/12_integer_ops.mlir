module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @int_ops(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %1 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg8 = %1 to %arg1 step %c32_i64  : i64 {
        %2 = llvm.getelementptr %arg0[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %3 = llvm.load %2 : !llvm.ptr<1> -> i32
        %4 = llvm.getelementptr %arg2[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %5 = llvm.load %4 : !llvm.ptr<1> -> i32
        %c7_i32 = arith.constant 7 : i32
        %6 = arith.andi %5, %c7_i32 : i32
        %7 = arith.addi %3, %5 : i32
        %8 = arith.subi %3, %5 : i32
        %9 = arith.muli %3, %5 : i32
        %10 = arith.divsi %3, %5 : i32
        %11 = arith.remsi %3, %5 : i32
        %c31_i32 = arith.constant 31 : i32
        %12 = arith.andi %6, %c31_i32 : i32
        %13 = arith.shli %3, %12 : i32
        %c31_i32_0 = arith.constant 31 : i32
        %14 = arith.andi %6, %c31_i32_0 : i32
        %15 = arith.shrsi %3, %14 : i32
        %16 = arith.andi %3, %5 : i32
        %17 = arith.ori %3, %5 : i32
        %18 = arith.xori %3, %5 : i32
        %c0_i32 = arith.constant 0 : i32
        %19 = arith.subi %c0_i32, %3 : i32
        %c-1_i32 = arith.constant -1 : i32
        %20 = arith.xori %3, %c-1_i32 : i32
        %21 = arith.trunci %3 : i32 to i8
        %22 = arith.extsi %21 : i8 to i32
        %c13_i64 = arith.constant 13 : i64
        %23 = arith.muli %arg8, %c13_i64 : i64
        %24 = llvm.getelementptr %arg4[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %7, %24 : i32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c13_i64_1 = arith.constant 13 : i64
        %25 = arith.muli %arg8, %c13_i64_1 : i64
        %26 = arith.addi %c1_i64, %25 : i64
        %27 = llvm.getelementptr %arg4[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %8, %27 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c13_i64_2 = arith.constant 13 : i64
        %28 = arith.muli %arg8, %c13_i64_2 : i64
        %29 = arith.addi %c2_i64, %28 : i64
        %30 = llvm.getelementptr %arg4[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %9, %30 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c13_i64_3 = arith.constant 13 : i64
        %31 = arith.muli %arg8, %c13_i64_3 : i64
        %32 = arith.addi %c3_i64, %31 : i64
        %33 = llvm.getelementptr %arg4[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %10, %33 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c13_i64_4 = arith.constant 13 : i64
        %34 = arith.muli %arg8, %c13_i64_4 : i64
        %35 = arith.addi %c4_i64, %34 : i64
        %36 = llvm.getelementptr %arg4[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %11, %36 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c13_i64_5 = arith.constant 13 : i64
        %37 = arith.muli %arg8, %c13_i64_5 : i64
        %38 = arith.addi %c5_i64, %37 : i64
        %39 = llvm.getelementptr %arg4[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %13, %39 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c13_i64_6 = arith.constant 13 : i64
        %40 = arith.muli %arg8, %c13_i64_6 : i64
        %41 = arith.addi %c6_i64, %40 : i64
        %42 = llvm.getelementptr %arg4[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %15, %42 : i32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %c13_i64_7 = arith.constant 13 : i64
        %43 = arith.muli %arg8, %c13_i64_7 : i64
        %44 = arith.addi %c7_i64, %43 : i64
        %45 = llvm.getelementptr %arg4[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %16, %45 : i32, !llvm.ptr<1>
        %c8_i64 = arith.constant 8 : i64
        %c13_i64_8 = arith.constant 13 : i64
        %46 = arith.muli %arg8, %c13_i64_8 : i64
        %47 = arith.addi %c8_i64, %46 : i64
        %48 = llvm.getelementptr %arg4[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %17, %48 : i32, !llvm.ptr<1>
        %c9_i64 = arith.constant 9 : i64
        %c13_i64_9 = arith.constant 13 : i64
        %49 = arith.muli %arg8, %c13_i64_9 : i64
        %50 = arith.addi %c9_i64, %49 : i64
        %51 = llvm.getelementptr %arg4[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %18, %51 : i32, !llvm.ptr<1>
        %c10_i64 = arith.constant 10 : i64
        %c13_i64_10 = arith.constant 13 : i64
        %52 = arith.muli %arg8, %c13_i64_10 : i64
        %53 = arith.addi %c10_i64, %52 : i64
        %54 = llvm.getelementptr %arg4[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %19, %54 : i32, !llvm.ptr<1>
        %c11_i64 = arith.constant 11 : i64
        %c13_i64_11 = arith.constant 13 : i64
        %55 = arith.muli %arg8, %c13_i64_11 : i64
        %56 = arith.addi %c11_i64, %55 : i64
        %57 = llvm.getelementptr %arg4[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %20, %57 : i32, !llvm.ptr<1>
        %c12_i64 = arith.constant 12 : i64
        %c13_i64_12 = arith.constant 13 : i64
        %58 = arith.muli %arg8, %c13_i64_12 : i64
        %59 = arith.addi %c12_i64, %58 : i64
        %60 = llvm.getelementptr %arg4[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %22, %60 : i32, !llvm.ptr<1>
        %61 = arith.extsi %3 : i32 to i64
        %62 = arith.extsi %5 : i32 to i64
        %63 = arith.muli %61, %62 : i64
        %64 = llvm.getelementptr %arg6[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %63, %64 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
