module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_i16(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %c-32767_i16 = arith.constant -32767 : i16
      %c1_i16 = arith.constant 1 : i16
      %1 = arith.subi %c-32767_i16, %c1_i16 : i16
      %thread_id_x = gpu.thread_id  x
      %2 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %2 to %arg1 step %c32_i64  : i64 {
        %3 = llvm.getelementptr %arg0[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %4 = llvm.load %3 : !llvm.ptr<1> -> i16
        %5 = llvm.getelementptr %arg2[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %6 = llvm.load %5 : !llvm.ptr<1> -> i16
        %7 = arith.addi %4, %6 : i16
        %c26_i64 = arith.constant 26 : i64
        %8 = arith.muli %arg6, %c26_i64 : i64
        %9 = llvm.getelementptr %arg4[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %7, %9 : i16, !llvm.ptr<1>
        %10 = arith.subi %4, %6 : i16
        %c1_i64 = arith.constant 1 : i64
        %c26_i64_0 = arith.constant 26 : i64
        %11 = arith.muli %arg6, %c26_i64_0 : i64
        %12 = arith.addi %c1_i64, %11 : i64
        %13 = llvm.getelementptr %arg4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %10, %13 : i16, !llvm.ptr<1>
        %14 = arith.muli %4, %6 : i16
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_1 = arith.constant 26 : i64
        %15 = arith.muli %arg6, %c26_i64_1 : i64
        %16 = arith.addi %c2_i64, %15 : i64
        %17 = llvm.getelementptr %arg4[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %14, %17 : i16, !llvm.ptr<1>
        %18 = arith.divsi %4, %6 : i16
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_2 = arith.constant 26 : i64
        %19 = arith.muli %arg6, %c26_i64_2 : i64
        %20 = arith.addi %c3_i64, %19 : i64
        %21 = llvm.getelementptr %arg4[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %18, %21 : i16, !llvm.ptr<1>
        %22 = arith.remsi %4, %6 : i16
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_3 = arith.constant 26 : i64
        %23 = arith.muli %arg6, %c26_i64_3 : i64
        %24 = arith.addi %c4_i64, %23 : i64
        %25 = llvm.getelementptr %arg4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %22, %25 : i16, !llvm.ptr<1>
        %26 = arith.extsi %4 : i16 to i32
        %27 = arith.extsi %6 : i16 to i32
        %c31_i32 = arith.constant 31 : i32
        %28 = arith.andi %27, %c31_i32 : i32
        %29 = arith.shli %26, %28 : i32
        %30 = arith.trunci %29 : i32 to i16
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_4 = arith.constant 26 : i64
        %31 = arith.muli %arg6, %c26_i64_4 : i64
        %32 = arith.addi %c5_i64, %31 : i64
        %33 = llvm.getelementptr %arg4[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %30, %33 : i16, !llvm.ptr<1>
        %34 = arith.extsi %4 : i16 to i32
        %35 = arith.extsi %6 : i16 to i32
        %c31_i32_5 = arith.constant 31 : i32
        %36 = arith.andi %35, %c31_i32_5 : i32
        %37 = arith.shrsi %34, %36 : i32
        %38 = arith.trunci %37 : i32 to i16
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_6 = arith.constant 26 : i64
        %39 = arith.muli %arg6, %c26_i64_6 : i64
        %40 = arith.addi %c6_i64, %39 : i64
        %41 = llvm.getelementptr %arg4[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %38, %41 : i16, !llvm.ptr<1>
        %42 = arith.andi %4, %6 : i16
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_7 = arith.constant 26 : i64
        %43 = arith.muli %arg6, %c26_i64_7 : i64
        %44 = arith.addi %c7_i64, %43 : i64
        %45 = llvm.getelementptr %arg4[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %42, %45 : i16, !llvm.ptr<1>
        %46 = arith.ori %4, %6 : i16
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_8 = arith.constant 26 : i64
        %47 = arith.muli %arg6, %c26_i64_8 : i64
        %48 = arith.addi %c8_i64, %47 : i64
        %49 = llvm.getelementptr %arg4[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %46, %49 : i16, !llvm.ptr<1>
        %50 = arith.xori %4, %6 : i16
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_9 = arith.constant 26 : i64
        %51 = arith.muli %arg6, %c26_i64_9 : i64
        %52 = arith.addi %c9_i64, %51 : i64
        %53 = llvm.getelementptr %arg4[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %50, %53 : i16, !llvm.ptr<1>
        %c0_i16 = arith.constant 0 : i16
        %54 = arith.subi %c0_i16, %4 : i16
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %55 = arith.muli %arg6, %c26_i64_10 : i64
        %56 = arith.addi %c10_i64, %55 : i64
        %57 = llvm.getelementptr %arg4[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %54, %57 : i16, !llvm.ptr<1>
        %c-1_i16 = arith.constant -1 : i16
        %58 = arith.xori %4, %c-1_i16 : i16
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %59 = arith.muli %arg6, %c26_i64_11 : i64
        %60 = arith.addi %c11_i64, %59 : i64
        %61 = llvm.getelementptr %arg4[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %58, %61 : i16, !llvm.ptr<1>
        %c32750_i16 = arith.constant 32750 : i16
        %62 = arith.addi %4, %c32750_i16 : i16
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %63 = arith.muli %arg6, %c26_i64_12 : i64
        %64 = arith.addi %c12_i64, %63 : i64
        %65 = llvm.getelementptr %arg4[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %62, %65 : i16, !llvm.ptr<1>
        %c32750_i16_13 = arith.constant 32750 : i16
        %66 = arith.subi %4, %c32750_i16_13 : i16
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %67 = arith.muli %arg6, %c26_i64_14 : i64
        %68 = arith.addi %c13_i64, %67 : i64
        %69 = llvm.getelementptr %arg4[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %66, %69 : i16, !llvm.ptr<1>
        %c1000_i16 = arith.constant 1000 : i16
        %70 = arith.muli %4, %c1000_i16 : i16
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_15 = arith.constant 26 : i64
        %71 = arith.muli %arg6, %c26_i64_15 : i64
        %72 = arith.addi %c14_i64, %71 : i64
        %73 = llvm.getelementptr %arg4[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %70, %73 : i16, !llvm.ptr<1>
        %c15_i16 = arith.constant 15 : i16
        %74 = arith.extsi %4 : i16 to i32
        %75 = arith.extsi %c15_i16 : i16 to i32
        %c31_i32_16 = arith.constant 31 : i32
        %76 = arith.andi %75, %c31_i32_16 : i32
        %77 = arith.shli %74, %76 : i32
        %78 = arith.trunci %77 : i32 to i16
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %79 = arith.muli %arg6, %c26_i64_17 : i64
        %80 = arith.addi %c15_i64, %79 : i64
        %81 = llvm.getelementptr %arg4[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %78, %81 : i16, !llvm.ptr<1>
        %c17_i16 = arith.constant 17 : i16
        %82 = arith.extsi %4 : i16 to i32
        %83 = arith.extsi %c17_i16 : i16 to i32
        %c31_i32_18 = arith.constant 31 : i32
        %84 = arith.andi %83, %c31_i32_18 : i32
        %85 = arith.shli %82, %84 : i32
        %86 = arith.trunci %85 : i32 to i16
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %87 = arith.muli %arg6, %c26_i64_19 : i64
        %88 = arith.addi %c16_i64, %87 : i64
        %89 = llvm.getelementptr %arg4[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %86, %89 : i16, !llvm.ptr<1>
        %c35_i16 = arith.constant 35 : i16
        %90 = arith.extsi %4 : i16 to i32
        %91 = arith.extsi %c35_i16 : i16 to i32
        %c31_i32_20 = arith.constant 31 : i32
        %92 = arith.andi %91, %c31_i32_20 : i32
        %93 = arith.shrsi %90, %92 : i32
        %94 = arith.trunci %93 : i32 to i16
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_21 = arith.constant 26 : i64
        %95 = arith.muli %arg6, %c26_i64_21 : i64
        %96 = arith.addi %c17_i64, %95 : i64
        %97 = llvm.getelementptr %arg4[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %94, %97 : i16, !llvm.ptr<1>
        %c100_i16 = arith.constant 100 : i16
        %98 = arith.extsi %4 : i16 to i32
        %99 = arith.extsi %c100_i16 : i16 to i32
        %c31_i32_22 = arith.constant 31 : i32
        %100 = arith.andi %99, %c31_i32_22 : i32
        %101 = arith.shrsi %98, %100 : i32
        %102 = arith.trunci %101 : i32 to i16
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_23 = arith.constant 26 : i64
        %103 = arith.muli %arg6, %c26_i64_23 : i64
        %104 = arith.addi %c18_i64, %103 : i64
        %105 = llvm.getelementptr %arg4[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %102, %105 : i16, !llvm.ptr<1>
        %c-7_i16 = arith.constant -7 : i16
        %106 = arith.divsi %4, %c-7_i16 : i16
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_24 = arith.constant 26 : i64
        %107 = arith.muli %arg6, %c26_i64_24 : i64
        %108 = arith.addi %c19_i64, %107 : i64
        %109 = llvm.getelementptr %arg4[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %106, %109 : i16, !llvm.ptr<1>
        %c-7_i16_25 = arith.constant -7 : i16
        %110 = arith.remsi %4, %c-7_i16_25 : i16
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_26 = arith.constant 26 : i64
        %111 = arith.muli %arg6, %c26_i64_26 : i64
        %112 = arith.addi %c20_i64, %111 : i64
        %113 = llvm.getelementptr %arg4[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %110, %113 : i16, !llvm.ptr<1>
        %c-7_i16_27 = arith.constant -7 : i16
        %114 = arith.remsi %c-7_i16_27, %6 : i16
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_28 = arith.constant 26 : i64
        %115 = arith.muli %arg6, %c26_i64_28 : i64
        %116 = arith.addi %c21_i64, %115 : i64
        %117 = llvm.getelementptr %arg4[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %114, %117 : i16, !llvm.ptr<1>
        %c0_i16_29 = arith.constant 0 : i16
        %118 = arith.subi %c0_i16_29, %1 : i16
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_30 = arith.constant 26 : i64
        %119 = arith.muli %arg6, %c26_i64_30 : i64
        %120 = arith.addi %c22_i64, %119 : i64
        %121 = llvm.getelementptr %arg4[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %118, %121 : i16, !llvm.ptr<1>
        %c-1_i16_31 = arith.constant -1 : i16
        %122 = arith.muli %1, %c-1_i16_31 : i16
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_32 = arith.constant 26 : i64
        %123 = arith.muli %arg6, %c26_i64_32 : i64
        %124 = arith.addi %c23_i64, %123 : i64
        %125 = llvm.getelementptr %arg4[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %122, %125 : i16, !llvm.ptr<1>
        %126 = arith.subi %1, %6 : i16
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_33 = arith.constant 26 : i64
        %127 = arith.muli %arg6, %c26_i64_33 : i64
        %128 = arith.addi %c24_i64, %127 : i64
        %129 = llvm.getelementptr %arg4[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %126, %129 : i16, !llvm.ptr<1>
        %130 = arith.extsi %1 : i16 to i32
        %131 = arith.extsi %6 : i16 to i32
        %c31_i32_34 = arith.constant 31 : i32
        %132 = arith.andi %131, %c31_i32_34 : i32
        %133 = arith.shrsi %130, %132 : i32
        %134 = arith.trunci %133 : i32 to i16
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %135 = arith.muli %arg6, %c26_i64_35 : i64
        %136 = arith.addi %c25_i64, %135 : i64
        %137 = llvm.getelementptr %arg4[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %134, %137 : i16, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
