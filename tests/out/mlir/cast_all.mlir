module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cast_all(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: !llvm.ptr<1>, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: i64, %arg26: !llvm.ptr<1>, %arg27: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %1 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg28 = %1 to %arg1 step %c32_i64  : i64 {
        %2 = llvm.getelementptr %arg0[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %3 = llvm.load %2 : !llvm.ptr<1> -> i32
        %4 = llvm.getelementptr %arg2[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %5 = llvm.load %4 : !llvm.ptr<1> -> i8
        %6 = llvm.getelementptr %arg4[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %7 = llvm.load %6 : !llvm.ptr<1> -> i16
        %8 = llvm.getelementptr %arg6[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %9 = llvm.load %8 : !llvm.ptr<1> -> i64
        %10 = llvm.getelementptr %arg8[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %11 = llvm.load %10 : !llvm.ptr<1> -> f32
        %12 = llvm.getelementptr %arg10[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %13 = llvm.load %12 : !llvm.ptr<1> -> f64
        %c0_i32 = arith.constant 0 : i32
        %14 = arith.cmpi sgt, %3, %c0_i32 : i32
        %c3_i8 = arith.constant 3 : i8
        %15 = arith.muli %5, %c3_i8 : i8
        %c700_i16 = arith.constant 700 : i16
        %16 = arith.muli %7, %c700_i16 : i16
        %c50000001_i32 = arith.constant 50000001 : i32
        %17 = arith.muli %3, %c50000001_i32 : i32
        %c1234567890123457_i64 = arith.constant 1234567890123457 : i64
        %18 = arith.muli %9, %c1234567890123457_i64 : i64
        %c98765432101_i64 = arith.constant 98765432101 : i64
        %19 = arith.muli %9, %c98765432101_i64 : i64
        %cst = arith.constant 1.000000e+02 : f32
        %20 = arith.mulf %11, %cst : f32
        %cst_0 = arith.constant 1.000000e+02 : f64
        %21 = arith.mulf %13, %cst_0 : f64
        %22 = arith.extui %14 : i1 to i8
        %c8_i64 = arith.constant 8 : i64
        %23 = arith.muli %arg28, %c8_i64 : i64
        %24 = llvm.getelementptr %arg12[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %22, %24 : i8, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c8_i64_1 = arith.constant 8 : i64
        %25 = arith.muli %arg28, %c8_i64_1 : i64
        %26 = arith.addi %c1_i64, %25 : i64
        %27 = llvm.getelementptr %arg12[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %15, %27 : i8, !llvm.ptr<1>
        %28 = arith.trunci %16 : i16 to i8
        %c2_i64 = arith.constant 2 : i64
        %c8_i64_2 = arith.constant 8 : i64
        %29 = arith.muli %arg28, %c8_i64_2 : i64
        %30 = arith.addi %c2_i64, %29 : i64
        %31 = llvm.getelementptr %arg12[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %28, %31 : i8, !llvm.ptr<1>
        %32 = arith.trunci %17 : i32 to i8
        %c3_i64 = arith.constant 3 : i64
        %c8_i64_3 = arith.constant 8 : i64
        %33 = arith.muli %arg28, %c8_i64_3 : i64
        %34 = arith.addi %c3_i64, %33 : i64
        %35 = llvm.getelementptr %arg12[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %32, %35 : i8, !llvm.ptr<1>
        %36 = arith.trunci %18 : i64 to i8
        %c4_i64 = arith.constant 4 : i64
        %c8_i64_4 = arith.constant 8 : i64
        %37 = arith.muli %arg28, %c8_i64_4 : i64
        %38 = arith.addi %c4_i64, %37 : i64
        %39 = llvm.getelementptr %arg12[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %36, %39 : i8, !llvm.ptr<1>
        %40 = arith.trunci %19 : i64 to i8
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_5 = arith.constant 8 : i64
        %41 = arith.muli %arg28, %c8_i64_5 : i64
        %42 = arith.addi %c5_i64, %41 : i64
        %43 = llvm.getelementptr %arg12[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %40, %43 : i8, !llvm.ptr<1>
        %44 = arith.fptosi %20 : f32 to i8
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_6 = arith.constant 8 : i64
        %45 = arith.muli %arg28, %c8_i64_6 : i64
        %46 = arith.addi %c6_i64, %45 : i64
        %47 = llvm.getelementptr %arg12[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %44, %47 : i8, !llvm.ptr<1>
        %48 = arith.fptosi %21 : f64 to i8
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_7 = arith.constant 8 : i64
        %49 = arith.muli %arg28, %c8_i64_7 : i64
        %50 = arith.addi %c7_i64, %49 : i64
        %51 = llvm.getelementptr %arg12[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %48, %51 : i8, !llvm.ptr<1>
        %52 = arith.extui %14 : i1 to i16
        %c8_i64_8 = arith.constant 8 : i64
        %53 = arith.muli %arg28, %c8_i64_8 : i64
        %54 = llvm.getelementptr %arg14[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %52, %54 : i16, !llvm.ptr<1>
        %55 = arith.extsi %15 : i8 to i16
        %c1_i64_9 = arith.constant 1 : i64
        %c8_i64_10 = arith.constant 8 : i64
        %56 = arith.muli %arg28, %c8_i64_10 : i64
        %57 = arith.addi %c1_i64_9, %56 : i64
        %58 = llvm.getelementptr %arg14[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %55, %58 : i16, !llvm.ptr<1>
        %c2_i64_11 = arith.constant 2 : i64
        %c8_i64_12 = arith.constant 8 : i64
        %59 = arith.muli %arg28, %c8_i64_12 : i64
        %60 = arith.addi %c2_i64_11, %59 : i64
        %61 = llvm.getelementptr %arg14[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %16, %61 : i16, !llvm.ptr<1>
        %62 = arith.trunci %17 : i32 to i16
        %c3_i64_13 = arith.constant 3 : i64
        %c8_i64_14 = arith.constant 8 : i64
        %63 = arith.muli %arg28, %c8_i64_14 : i64
        %64 = arith.addi %c3_i64_13, %63 : i64
        %65 = llvm.getelementptr %arg14[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %62, %65 : i16, !llvm.ptr<1>
        %66 = arith.trunci %18 : i64 to i16
        %c4_i64_15 = arith.constant 4 : i64
        %c8_i64_16 = arith.constant 8 : i64
        %67 = arith.muli %arg28, %c8_i64_16 : i64
        %68 = arith.addi %c4_i64_15, %67 : i64
        %69 = llvm.getelementptr %arg14[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %66, %69 : i16, !llvm.ptr<1>
        %70 = arith.trunci %19 : i64 to i16
        %c5_i64_17 = arith.constant 5 : i64
        %c8_i64_18 = arith.constant 8 : i64
        %71 = arith.muli %arg28, %c8_i64_18 : i64
        %72 = arith.addi %c5_i64_17, %71 : i64
        %73 = llvm.getelementptr %arg14[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %70, %73 : i16, !llvm.ptr<1>
        %74 = arith.fptosi %20 : f32 to i16
        %c6_i64_19 = arith.constant 6 : i64
        %c8_i64_20 = arith.constant 8 : i64
        %75 = arith.muli %arg28, %c8_i64_20 : i64
        %76 = arith.addi %c6_i64_19, %75 : i64
        %77 = llvm.getelementptr %arg14[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %74, %77 : i16, !llvm.ptr<1>
        %78 = arith.fptosi %21 : f64 to i16
        %c7_i64_21 = arith.constant 7 : i64
        %c8_i64_22 = arith.constant 8 : i64
        %79 = arith.muli %arg28, %c8_i64_22 : i64
        %80 = arith.addi %c7_i64_21, %79 : i64
        %81 = llvm.getelementptr %arg14[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %78, %81 : i16, !llvm.ptr<1>
        %82 = arith.extui %14 : i1 to i32
        %c8_i64_23 = arith.constant 8 : i64
        %83 = arith.muli %arg28, %c8_i64_23 : i64
        %84 = llvm.getelementptr %arg16[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %82, %84 : i32, !llvm.ptr<1>
        %85 = arith.extsi %15 : i8 to i32
        %c1_i64_24 = arith.constant 1 : i64
        %c8_i64_25 = arith.constant 8 : i64
        %86 = arith.muli %arg28, %c8_i64_25 : i64
        %87 = arith.addi %c1_i64_24, %86 : i64
        %88 = llvm.getelementptr %arg16[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %85, %88 : i32, !llvm.ptr<1>
        %89 = arith.extsi %16 : i16 to i32
        %c2_i64_26 = arith.constant 2 : i64
        %c8_i64_27 = arith.constant 8 : i64
        %90 = arith.muli %arg28, %c8_i64_27 : i64
        %91 = arith.addi %c2_i64_26, %90 : i64
        %92 = llvm.getelementptr %arg16[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %89, %92 : i32, !llvm.ptr<1>
        %c3_i64_28 = arith.constant 3 : i64
        %c8_i64_29 = arith.constant 8 : i64
        %93 = arith.muli %arg28, %c8_i64_29 : i64
        %94 = arith.addi %c3_i64_28, %93 : i64
        %95 = llvm.getelementptr %arg16[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %17, %95 : i32, !llvm.ptr<1>
        %96 = arith.trunci %18 : i64 to i32
        %c4_i64_30 = arith.constant 4 : i64
        %c8_i64_31 = arith.constant 8 : i64
        %97 = arith.muli %arg28, %c8_i64_31 : i64
        %98 = arith.addi %c4_i64_30, %97 : i64
        %99 = llvm.getelementptr %arg16[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %96, %99 : i32, !llvm.ptr<1>
        %100 = arith.trunci %19 : i64 to i32
        %c5_i64_32 = arith.constant 5 : i64
        %c8_i64_33 = arith.constant 8 : i64
        %101 = arith.muli %arg28, %c8_i64_33 : i64
        %102 = arith.addi %c5_i64_32, %101 : i64
        %103 = llvm.getelementptr %arg16[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %100, %103 : i32, !llvm.ptr<1>
        %104 = arith.fptosi %20 : f32 to i32
        %c6_i64_34 = arith.constant 6 : i64
        %c8_i64_35 = arith.constant 8 : i64
        %105 = arith.muli %arg28, %c8_i64_35 : i64
        %106 = arith.addi %c6_i64_34, %105 : i64
        %107 = llvm.getelementptr %arg16[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %104, %107 : i32, !llvm.ptr<1>
        %108 = arith.fptosi %21 : f64 to i32
        %c7_i64_36 = arith.constant 7 : i64
        %c8_i64_37 = arith.constant 8 : i64
        %109 = arith.muli %arg28, %c8_i64_37 : i64
        %110 = arith.addi %c7_i64_36, %109 : i64
        %111 = llvm.getelementptr %arg16[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %108, %111 : i32, !llvm.ptr<1>
        %112 = arith.extui %14 : i1 to i64
        %c8_i64_38 = arith.constant 8 : i64
        %113 = arith.muli %arg28, %c8_i64_38 : i64
        %114 = llvm.getelementptr %arg18[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %112, %114 : i64, !llvm.ptr<1>
        %115 = arith.extsi %15 : i8 to i64
        %c1_i64_39 = arith.constant 1 : i64
        %c8_i64_40 = arith.constant 8 : i64
        %116 = arith.muli %arg28, %c8_i64_40 : i64
        %117 = arith.addi %c1_i64_39, %116 : i64
        %118 = llvm.getelementptr %arg18[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %115, %118 : i64, !llvm.ptr<1>
        %119 = arith.extsi %16 : i16 to i64
        %c2_i64_41 = arith.constant 2 : i64
        %c8_i64_42 = arith.constant 8 : i64
        %120 = arith.muli %arg28, %c8_i64_42 : i64
        %121 = arith.addi %c2_i64_41, %120 : i64
        %122 = llvm.getelementptr %arg18[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %119, %122 : i64, !llvm.ptr<1>
        %123 = arith.extsi %17 : i32 to i64
        %c3_i64_43 = arith.constant 3 : i64
        %c8_i64_44 = arith.constant 8 : i64
        %124 = arith.muli %arg28, %c8_i64_44 : i64
        %125 = arith.addi %c3_i64_43, %124 : i64
        %126 = llvm.getelementptr %arg18[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %123, %126 : i64, !llvm.ptr<1>
        %c4_i64_45 = arith.constant 4 : i64
        %c8_i64_46 = arith.constant 8 : i64
        %127 = arith.muli %arg28, %c8_i64_46 : i64
        %128 = arith.addi %c4_i64_45, %127 : i64
        %129 = llvm.getelementptr %arg18[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %18, %129 : i64, !llvm.ptr<1>
        %c5_i64_47 = arith.constant 5 : i64
        %c8_i64_48 = arith.constant 8 : i64
        %130 = arith.muli %arg28, %c8_i64_48 : i64
        %131 = arith.addi %c5_i64_47, %130 : i64
        %132 = llvm.getelementptr %arg18[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %19, %132 : i64, !llvm.ptr<1>
        %133 = arith.fptosi %20 : f32 to i64
        %c6_i64_49 = arith.constant 6 : i64
        %c8_i64_50 = arith.constant 8 : i64
        %134 = arith.muli %arg28, %c8_i64_50 : i64
        %135 = arith.addi %c6_i64_49, %134 : i64
        %136 = llvm.getelementptr %arg18[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %133, %136 : i64, !llvm.ptr<1>
        %137 = arith.fptosi %21 : f64 to i64
        %c7_i64_51 = arith.constant 7 : i64
        %c8_i64_52 = arith.constant 8 : i64
        %138 = arith.muli %arg28, %c8_i64_52 : i64
        %139 = arith.addi %c7_i64_51, %138 : i64
        %140 = llvm.getelementptr %arg18[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %137, %140 : i64, !llvm.ptr<1>
        %141 = arith.extui %14 : i1 to i64
        %c8_i64_53 = arith.constant 8 : i64
        %142 = arith.muli %arg28, %c8_i64_53 : i64
        %143 = llvm.getelementptr %arg20[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %141, %143 : i64, !llvm.ptr<1>
        %144 = arith.extsi %15 : i8 to i64
        %c1_i64_54 = arith.constant 1 : i64
        %c8_i64_55 = arith.constant 8 : i64
        %145 = arith.muli %arg28, %c8_i64_55 : i64
        %146 = arith.addi %c1_i64_54, %145 : i64
        %147 = llvm.getelementptr %arg20[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %144, %147 : i64, !llvm.ptr<1>
        %148 = arith.extsi %16 : i16 to i64
        %c2_i64_56 = arith.constant 2 : i64
        %c8_i64_57 = arith.constant 8 : i64
        %149 = arith.muli %arg28, %c8_i64_57 : i64
        %150 = arith.addi %c2_i64_56, %149 : i64
        %151 = llvm.getelementptr %arg20[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %148, %151 : i64, !llvm.ptr<1>
        %152 = arith.extsi %17 : i32 to i64
        %c3_i64_58 = arith.constant 3 : i64
        %c8_i64_59 = arith.constant 8 : i64
        %153 = arith.muli %arg28, %c8_i64_59 : i64
        %154 = arith.addi %c3_i64_58, %153 : i64
        %155 = llvm.getelementptr %arg20[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %152, %155 : i64, !llvm.ptr<1>
        %c4_i64_60 = arith.constant 4 : i64
        %c8_i64_61 = arith.constant 8 : i64
        %156 = arith.muli %arg28, %c8_i64_61 : i64
        %157 = arith.addi %c4_i64_60, %156 : i64
        %158 = llvm.getelementptr %arg20[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %18, %158 : i64, !llvm.ptr<1>
        %c5_i64_62 = arith.constant 5 : i64
        %c8_i64_63 = arith.constant 8 : i64
        %159 = arith.muli %arg28, %c8_i64_63 : i64
        %160 = arith.addi %c5_i64_62, %159 : i64
        %161 = llvm.getelementptr %arg20[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %19, %161 : i64, !llvm.ptr<1>
        %162 = arith.fptosi %20 : f32 to i64
        %c6_i64_64 = arith.constant 6 : i64
        %c8_i64_65 = arith.constant 8 : i64
        %163 = arith.muli %arg28, %c8_i64_65 : i64
        %164 = arith.addi %c6_i64_64, %163 : i64
        %165 = llvm.getelementptr %arg20[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %162, %165 : i64, !llvm.ptr<1>
        %166 = arith.fptosi %21 : f64 to i64
        %c7_i64_66 = arith.constant 7 : i64
        %c8_i64_67 = arith.constant 8 : i64
        %167 = arith.muli %arg28, %c8_i64_67 : i64
        %168 = arith.addi %c7_i64_66, %167 : i64
        %169 = llvm.getelementptr %arg20[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %166, %169 : i64, !llvm.ptr<1>
        %170 = arith.uitofp %14 : i1 to f32
        %c9_i64 = arith.constant 9 : i64
        %171 = arith.muli %arg28, %c9_i64 : i64
        %172 = llvm.getelementptr %arg22[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %170, %172 : f32, !llvm.ptr<1>
        %173 = arith.sitofp %15 : i8 to f32
        %c1_i64_68 = arith.constant 1 : i64
        %c9_i64_69 = arith.constant 9 : i64
        %174 = arith.muli %arg28, %c9_i64_69 : i64
        %175 = arith.addi %c1_i64_68, %174 : i64
        %176 = llvm.getelementptr %arg22[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %173, %176 : f32, !llvm.ptr<1>
        %177 = arith.sitofp %16 : i16 to f32
        %c2_i64_70 = arith.constant 2 : i64
        %c9_i64_71 = arith.constant 9 : i64
        %178 = arith.muli %arg28, %c9_i64_71 : i64
        %179 = arith.addi %c2_i64_70, %178 : i64
        %180 = llvm.getelementptr %arg22[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %177, %180 : f32, !llvm.ptr<1>
        %181 = arith.sitofp %17 : i32 to f32
        %c3_i64_72 = arith.constant 3 : i64
        %c9_i64_73 = arith.constant 9 : i64
        %182 = arith.muli %arg28, %c9_i64_73 : i64
        %183 = arith.addi %c3_i64_72, %182 : i64
        %184 = llvm.getelementptr %arg22[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %181, %184 : f32, !llvm.ptr<1>
        %185 = arith.sitofp %18 : i64 to f32
        %c4_i64_74 = arith.constant 4 : i64
        %c9_i64_75 = arith.constant 9 : i64
        %186 = arith.muli %arg28, %c9_i64_75 : i64
        %187 = arith.addi %c4_i64_74, %186 : i64
        %188 = llvm.getelementptr %arg22[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %185, %188 : f32, !llvm.ptr<1>
        %189 = arith.sitofp %19 : i64 to f32
        %c5_i64_76 = arith.constant 5 : i64
        %c9_i64_77 = arith.constant 9 : i64
        %190 = arith.muli %arg28, %c9_i64_77 : i64
        %191 = arith.addi %c5_i64_76, %190 : i64
        %192 = llvm.getelementptr %arg22[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %189, %192 : f32, !llvm.ptr<1>
        %c6_i64_78 = arith.constant 6 : i64
        %c9_i64_79 = arith.constant 9 : i64
        %193 = arith.muli %arg28, %c9_i64_79 : i64
        %194 = arith.addi %c6_i64_78, %193 : i64
        %195 = llvm.getelementptr %arg22[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %20, %195 : f32, !llvm.ptr<1>
        %196 = arith.truncf %21 : f64 to f32
        %c7_i64_80 = arith.constant 7 : i64
        %c9_i64_81 = arith.constant 9 : i64
        %197 = arith.muli %arg28, %c9_i64_81 : i64
        %198 = arith.addi %c7_i64_80, %197 : i64
        %199 = llvm.getelementptr %arg22[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %196, %199 : f32, !llvm.ptr<1>
        %200 = arith.uitofp %14 : i1 to f64
        %c8_i64_82 = arith.constant 8 : i64
        %201 = arith.muli %arg28, %c8_i64_82 : i64
        %202 = llvm.getelementptr %arg24[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %200, %202 : f64, !llvm.ptr<1>
        %203 = arith.sitofp %15 : i8 to f64
        %c1_i64_83 = arith.constant 1 : i64
        %c8_i64_84 = arith.constant 8 : i64
        %204 = arith.muli %arg28, %c8_i64_84 : i64
        %205 = arith.addi %c1_i64_83, %204 : i64
        %206 = llvm.getelementptr %arg24[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %203, %206 : f64, !llvm.ptr<1>
        %207 = arith.sitofp %16 : i16 to f64
        %c2_i64_85 = arith.constant 2 : i64
        %c8_i64_86 = arith.constant 8 : i64
        %208 = arith.muli %arg28, %c8_i64_86 : i64
        %209 = arith.addi %c2_i64_85, %208 : i64
        %210 = llvm.getelementptr %arg24[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %207, %210 : f64, !llvm.ptr<1>
        %211 = arith.sitofp %17 : i32 to f64
        %c3_i64_87 = arith.constant 3 : i64
        %c8_i64_88 = arith.constant 8 : i64
        %212 = arith.muli %arg28, %c8_i64_88 : i64
        %213 = arith.addi %c3_i64_87, %212 : i64
        %214 = llvm.getelementptr %arg24[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %211, %214 : f64, !llvm.ptr<1>
        %215 = arith.sitofp %18 : i64 to f64
        %c4_i64_89 = arith.constant 4 : i64
        %c8_i64_90 = arith.constant 8 : i64
        %216 = arith.muli %arg28, %c8_i64_90 : i64
        %217 = arith.addi %c4_i64_89, %216 : i64
        %218 = llvm.getelementptr %arg24[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %215, %218 : f64, !llvm.ptr<1>
        %219 = arith.sitofp %19 : i64 to f64
        %c5_i64_91 = arith.constant 5 : i64
        %c8_i64_92 = arith.constant 8 : i64
        %220 = arith.muli %arg28, %c8_i64_92 : i64
        %221 = arith.addi %c5_i64_91, %220 : i64
        %222 = llvm.getelementptr %arg24[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %219, %222 : f64, !llvm.ptr<1>
        %223 = arith.extf %20 : f32 to f64
        %c6_i64_93 = arith.constant 6 : i64
        %c8_i64_94 = arith.constant 8 : i64
        %224 = arith.muli %arg28, %c8_i64_94 : i64
        %225 = arith.addi %c6_i64_93, %224 : i64
        %226 = llvm.getelementptr %arg24[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %223, %226 : f64, !llvm.ptr<1>
        %c7_i64_95 = arith.constant 7 : i64
        %c8_i64_96 = arith.constant 8 : i64
        %227 = arith.muli %arg28, %c8_i64_96 : i64
        %228 = arith.addi %c7_i64_95, %227 : i64
        %229 = llvm.getelementptr %arg24[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %21, %229 : f64, !llvm.ptr<1>
        %230 = arith.extui %14 : i1 to i32
        %c8_i64_97 = arith.constant 8 : i64
        %231 = arith.muli %arg28, %c8_i64_97 : i64
        %232 = llvm.getelementptr %arg26[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %230, %232 : i32, !llvm.ptr<1>
        %c0_i8 = arith.constant 0 : i8
        %233 = arith.cmpi ne, %15, %c0_i8 : i8
        %234 = arith.extui %233 : i1 to i32
        %c1_i64_98 = arith.constant 1 : i64
        %c8_i64_99 = arith.constant 8 : i64
        %235 = arith.muli %arg28, %c8_i64_99 : i64
        %236 = arith.addi %c1_i64_98, %235 : i64
        %237 = llvm.getelementptr %arg26[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %234, %237 : i32, !llvm.ptr<1>
        %c0_i16 = arith.constant 0 : i16
        %238 = arith.cmpi ne, %16, %c0_i16 : i16
        %239 = arith.extui %238 : i1 to i32
        %c2_i64_100 = arith.constant 2 : i64
        %c8_i64_101 = arith.constant 8 : i64
        %240 = arith.muli %arg28, %c8_i64_101 : i64
        %241 = arith.addi %c2_i64_100, %240 : i64
        %242 = llvm.getelementptr %arg26[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %239, %242 : i32, !llvm.ptr<1>
        %c0_i32_102 = arith.constant 0 : i32
        %243 = arith.cmpi ne, %17, %c0_i32_102 : i32
        %244 = arith.extui %243 : i1 to i32
        %c3_i64_103 = arith.constant 3 : i64
        %c8_i64_104 = arith.constant 8 : i64
        %245 = arith.muli %arg28, %c8_i64_104 : i64
        %246 = arith.addi %c3_i64_103, %245 : i64
        %247 = llvm.getelementptr %arg26[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %244, %247 : i32, !llvm.ptr<1>
        %c0_i64 = arith.constant 0 : i64
        %248 = arith.cmpi ne, %18, %c0_i64 : i64
        %249 = arith.extui %248 : i1 to i32
        %c4_i64_105 = arith.constant 4 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %250 = arith.muli %arg28, %c8_i64_106 : i64
        %251 = arith.addi %c4_i64_105, %250 : i64
        %252 = llvm.getelementptr %arg26[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %249, %252 : i32, !llvm.ptr<1>
        %c0_i64_107 = arith.constant 0 : i64
        %253 = arith.cmpi ne, %19, %c0_i64_107 : i64
        %254 = arith.extui %253 : i1 to i32
        %c5_i64_108 = arith.constant 5 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %255 = arith.muli %arg28, %c8_i64_109 : i64
        %256 = arith.addi %c5_i64_108, %255 : i64
        %257 = llvm.getelementptr %arg26[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %254, %257 : i32, !llvm.ptr<1>
        %cst_110 = arith.constant 0.000000e+00 : f32
        %258 = arith.cmpf une, %20, %cst_110 : f32
        %259 = arith.extui %258 : i1 to i32
        %c6_i64_111 = arith.constant 6 : i64
        %c8_i64_112 = arith.constant 8 : i64
        %260 = arith.muli %arg28, %c8_i64_112 : i64
        %261 = arith.addi %c6_i64_111, %260 : i64
        %262 = llvm.getelementptr %arg26[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %259, %262 : i32, !llvm.ptr<1>
        %cst_113 = arith.constant 0.000000e+00 : f64
        %263 = arith.cmpf une, %21, %cst_113 : f64
        %264 = arith.extui %263 : i1 to i32
        %c7_i64_114 = arith.constant 7 : i64
        %c8_i64_115 = arith.constant 8 : i64
        %265 = arith.muli %arg28, %c8_i64_115 : i64
        %266 = arith.addi %c7_i64_114, %265 : i64
        %267 = llvm.getelementptr %arg26[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %264, %267 : i32, !llvm.ptr<1>
        %cst_116 = arith.constant 1.000000e+300 : f64
        %268 = arith.mulf %13, %cst_116 : f64
        %269 = arith.truncf %268 : f64 to f32
        %c8_i64_117 = arith.constant 8 : i64
        %c9_i64_118 = arith.constant 9 : i64
        %270 = arith.muli %arg28, %c9_i64_118 : i64
        %271 = arith.addi %c8_i64_117, %270 : i64
        %272 = llvm.getelementptr %arg22[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %269, %272 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
