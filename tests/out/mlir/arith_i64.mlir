module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_i64(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
      %c1_i64 = arith.constant 1 : i64
      %1 = arith.subi %c-9223372036854775807_i64, %c1_i64 : i64
      %thread_id_x = gpu.thread_id  x
      %2 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %2 to %arg1 step %c32_i64  : i64 {
        %3 = llvm.getelementptr %arg0[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %4 = llvm.load %3 : !llvm.ptr<1> -> i64
        %5 = llvm.getelementptr %arg2[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %6 = llvm.load %5 : !llvm.ptr<1> -> i64
        %7 = arith.addi %4, %6 : i64
        %c26_i64 = arith.constant 26 : i64
        %8 = arith.muli %arg6, %c26_i64 : i64
        %9 = llvm.getelementptr %arg4[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %7, %9 : i64, !llvm.ptr<1>
        %10 = arith.subi %4, %6 : i64
        %c1_i64_0 = arith.constant 1 : i64
        %c26_i64_1 = arith.constant 26 : i64
        %11 = arith.muli %arg6, %c26_i64_1 : i64
        %12 = arith.addi %c1_i64_0, %11 : i64
        %13 = llvm.getelementptr %arg4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %10, %13 : i64, !llvm.ptr<1>
        %14 = arith.muli %4, %6 : i64
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_2 = arith.constant 26 : i64
        %15 = arith.muli %arg6, %c26_i64_2 : i64
        %16 = arith.addi %c2_i64, %15 : i64
        %17 = llvm.getelementptr %arg4[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %14, %17 : i64, !llvm.ptr<1>
        %18 = arith.divsi %4, %6 : i64
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_3 = arith.constant 26 : i64
        %19 = arith.muli %arg6, %c26_i64_3 : i64
        %20 = arith.addi %c3_i64, %19 : i64
        %21 = llvm.getelementptr %arg4[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %18, %21 : i64, !llvm.ptr<1>
        %22 = arith.remsi %4, %6 : i64
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_4 = arith.constant 26 : i64
        %23 = arith.muli %arg6, %c26_i64_4 : i64
        %24 = arith.addi %c4_i64, %23 : i64
        %25 = llvm.getelementptr %arg4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %22, %25 : i64, !llvm.ptr<1>
        %c63_i64 = arith.constant 63 : i64
        %26 = arith.andi %6, %c63_i64 : i64
        %27 = arith.shli %4, %26 : i64
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_5 = arith.constant 26 : i64
        %28 = arith.muli %arg6, %c26_i64_5 : i64
        %29 = arith.addi %c5_i64, %28 : i64
        %30 = llvm.getelementptr %arg4[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %27, %30 : i64, !llvm.ptr<1>
        %c63_i64_6 = arith.constant 63 : i64
        %31 = arith.andi %6, %c63_i64_6 : i64
        %32 = arith.shrsi %4, %31 : i64
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_7 = arith.constant 26 : i64
        %33 = arith.muli %arg6, %c26_i64_7 : i64
        %34 = arith.addi %c6_i64, %33 : i64
        %35 = llvm.getelementptr %arg4[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %32, %35 : i64, !llvm.ptr<1>
        %36 = arith.andi %4, %6 : i64
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_8 = arith.constant 26 : i64
        %37 = arith.muli %arg6, %c26_i64_8 : i64
        %38 = arith.addi %c7_i64, %37 : i64
        %39 = llvm.getelementptr %arg4[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %36, %39 : i64, !llvm.ptr<1>
        %40 = arith.ori %4, %6 : i64
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_9 = arith.constant 26 : i64
        %41 = arith.muli %arg6, %c26_i64_9 : i64
        %42 = arith.addi %c8_i64, %41 : i64
        %43 = llvm.getelementptr %arg4[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %40, %43 : i64, !llvm.ptr<1>
        %44 = arith.xori %4, %6 : i64
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %45 = arith.muli %arg6, %c26_i64_10 : i64
        %46 = arith.addi %c9_i64, %45 : i64
        %47 = llvm.getelementptr %arg4[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %44, %47 : i64, !llvm.ptr<1>
        %c0_i64 = arith.constant 0 : i64
        %48 = arith.subi %c0_i64, %4 : i64
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %49 = arith.muli %arg6, %c26_i64_11 : i64
        %50 = arith.addi %c10_i64, %49 : i64
        %51 = llvm.getelementptr %arg4[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %48, %51 : i64, !llvm.ptr<1>
        %c-1_i64 = arith.constant -1 : i64
        %52 = arith.xori %4, %c-1_i64 : i64
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %53 = arith.muli %arg6, %c26_i64_12 : i64
        %54 = arith.addi %c11_i64, %53 : i64
        %55 = llvm.getelementptr %arg4[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %52, %55 : i64, !llvm.ptr<1>
        %c9223372036854775800_i64 = arith.constant 9223372036854775800 : i64
        %56 = arith.addi %4, %c9223372036854775800_i64 : i64
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %57 = arith.muli %arg6, %c26_i64_13 : i64
        %58 = arith.addi %c12_i64, %57 : i64
        %59 = llvm.getelementptr %arg4[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %56, %59 : i64, !llvm.ptr<1>
        %c9223372036854775800_i64_14 = arith.constant 9223372036854775800 : i64
        %60 = arith.subi %4, %c9223372036854775800_i64_14 : i64
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_15 = arith.constant 26 : i64
        %61 = arith.muli %arg6, %c26_i64_15 : i64
        %62 = arith.addi %c13_i64, %61 : i64
        %63 = llvm.getelementptr %arg4[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %60, %63 : i64, !llvm.ptr<1>
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %64 = arith.muli %4, %c9223372036854775807_i64 : i64
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %65 = arith.muli %arg6, %c26_i64_16 : i64
        %66 = arith.addi %c14_i64, %65 : i64
        %67 = llvm.getelementptr %arg4[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %64, %67 : i64, !llvm.ptr<1>
        %c63_i64_17 = arith.constant 63 : i64
        %c63_i64_18 = arith.constant 63 : i64
        %68 = arith.andi %c63_i64_17, %c63_i64_18 : i64
        %69 = arith.shli %4, %68 : i64
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %70 = arith.muli %arg6, %c26_i64_19 : i64
        %71 = arith.addi %c15_i64, %70 : i64
        %72 = llvm.getelementptr %arg4[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %69, %72 : i64, !llvm.ptr<1>
        %c40_i64 = arith.constant 40 : i64
        %c63_i64_20 = arith.constant 63 : i64
        %73 = arith.andi %c40_i64, %c63_i64_20 : i64
        %74 = arith.shli %4, %73 : i64
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_21 = arith.constant 26 : i64
        %75 = arith.muli %arg6, %c26_i64_21 : i64
        %76 = arith.addi %c16_i64, %75 : i64
        %77 = llvm.getelementptr %arg4[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %74, %77 : i64, !llvm.ptr<1>
        %c100_i64 = arith.constant 100 : i64
        %c63_i64_22 = arith.constant 63 : i64
        %78 = arith.andi %c100_i64, %c63_i64_22 : i64
        %79 = arith.shrsi %4, %78 : i64
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_23 = arith.constant 26 : i64
        %80 = arith.muli %arg6, %c26_i64_23 : i64
        %81 = arith.addi %c17_i64, %80 : i64
        %82 = llvm.getelementptr %arg4[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %79, %82 : i64, !llvm.ptr<1>
        %c65_i64 = arith.constant 65 : i64
        %c63_i64_24 = arith.constant 63 : i64
        %83 = arith.andi %c65_i64, %c63_i64_24 : i64
        %84 = arith.shrsi %4, %83 : i64
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %85 = arith.muli %arg6, %c26_i64_25 : i64
        %86 = arith.addi %c18_i64, %85 : i64
        %87 = llvm.getelementptr %arg4[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %84, %87 : i64, !llvm.ptr<1>
        %c-7_i64 = arith.constant -7 : i64
        %88 = arith.divsi %4, %c-7_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_26 = arith.constant 26 : i64
        %89 = arith.muli %arg6, %c26_i64_26 : i64
        %90 = arith.addi %c19_i64, %89 : i64
        %91 = llvm.getelementptr %arg4[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %88, %91 : i64, !llvm.ptr<1>
        %c-7_i64_27 = arith.constant -7 : i64
        %92 = arith.remsi %4, %c-7_i64_27 : i64
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_28 = arith.constant 26 : i64
        %93 = arith.muli %arg6, %c26_i64_28 : i64
        %94 = arith.addi %c20_i64, %93 : i64
        %95 = llvm.getelementptr %arg4[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %92, %95 : i64, !llvm.ptr<1>
        %c-7_i64_29 = arith.constant -7 : i64
        %96 = arith.remsi %c-7_i64_29, %6 : i64
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_30 = arith.constant 26 : i64
        %97 = arith.muli %arg6, %c26_i64_30 : i64
        %98 = arith.addi %c21_i64, %97 : i64
        %99 = llvm.getelementptr %arg4[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %96, %99 : i64, !llvm.ptr<1>
        %c0_i64_31 = arith.constant 0 : i64
        %100 = arith.subi %c0_i64_31, %1 : i64
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_32 = arith.constant 26 : i64
        %101 = arith.muli %arg6, %c26_i64_32 : i64
        %102 = arith.addi %c22_i64, %101 : i64
        %103 = llvm.getelementptr %arg4[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %100, %103 : i64, !llvm.ptr<1>
        %c-1_i64_33 = arith.constant -1 : i64
        %104 = arith.muli %1, %c-1_i64_33 : i64
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_34 = arith.constant 26 : i64
        %105 = arith.muli %arg6, %c26_i64_34 : i64
        %106 = arith.addi %c23_i64, %105 : i64
        %107 = llvm.getelementptr %arg4[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %104, %107 : i64, !llvm.ptr<1>
        %108 = arith.subi %1, %6 : i64
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %109 = arith.muli %arg6, %c26_i64_35 : i64
        %110 = arith.addi %c24_i64, %109 : i64
        %111 = llvm.getelementptr %arg4[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %108, %111 : i64, !llvm.ptr<1>
        %c63_i64_36 = arith.constant 63 : i64
        %112 = arith.andi %6, %c63_i64_36 : i64
        %113 = arith.shrsi %1, %112 : i64
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_37 = arith.constant 26 : i64
        %114 = arith.muli %arg6, %c26_i64_37 : i64
        %115 = arith.addi %c25_i64, %114 : i64
        %116 = llvm.getelementptr %arg4[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %113, %116 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
