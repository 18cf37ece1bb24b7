module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @float_arith(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %1 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg12 = %1 to %arg1 step %c32_i64  : i64 {
        %2 = llvm.getelementptr %arg0[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %3 = llvm.load %2 : !llvm.ptr<1> -> f32
        %4 = llvm.getelementptr %arg2[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %5 = llvm.load %4 : !llvm.ptr<1> -> f32
        %cst = arith.constant 3.000000e+38 : f32
        %6 = arith.mulf %3, %cst : f32
        %7 = arith.subf %3, %3 : f32
        %8 = arith.divf %7, %7 : f32
        %9 = arith.addf %3, %5 : f32
        %c19_i64 = arith.constant 19 : i64
        %10 = arith.muli %arg12, %c19_i64 : i64
        %11 = llvm.getelementptr %arg8[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %9, %11 : f32, !llvm.ptr<1>
        %12 = arith.subf %3, %5 : f32
        %c1_i64 = arith.constant 1 : i64
        %c19_i64_0 = arith.constant 19 : i64
        %13 = arith.muli %arg12, %c19_i64_0 : i64
        %14 = arith.addi %c1_i64, %13 : i64
        %15 = llvm.getelementptr %arg8[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %12, %15 : f32, !llvm.ptr<1>
        %16 = arith.mulf %3, %5 : f32
        %c2_i64 = arith.constant 2 : i64
        %c19_i64_1 = arith.constant 19 : i64
        %17 = arith.muli %arg12, %c19_i64_1 : i64
        %18 = arith.addi %c2_i64, %17 : i64
        %19 = llvm.getelementptr %arg8[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %16, %19 : f32, !llvm.ptr<1>
        %20 = arith.divf %3, %5 : f32
        %c3_i64 = arith.constant 3 : i64
        %c19_i64_2 = arith.constant 19 : i64
        %21 = arith.muli %arg12, %c19_i64_2 : i64
        %22 = arith.addi %c3_i64, %21 : i64
        %23 = llvm.getelementptr %arg8[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %20, %23 : f32, !llvm.ptr<1>
        %24 = arith.remf %3, %5 : f32
        %c4_i64 = arith.constant 4 : i64
        %c19_i64_3 = arith.constant 19 : i64
        %25 = arith.muli %arg12, %c19_i64_3 : i64
        %26 = arith.addi %c4_i64, %25 : i64
        %27 = llvm.getelementptr %arg8[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %24, %27 : f32, !llvm.ptr<1>
        %28 = arith.negf %3 : f32
        %c5_i64 = arith.constant 5 : i64
        %c19_i64_4 = arith.constant 19 : i64
        %29 = arith.muli %arg12, %c19_i64_4 : i64
        %30 = arith.addi %c5_i64, %29 : i64
        %31 = llvm.getelementptr %arg8[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %28, %31 : f32, !llvm.ptr<1>
        %cst_5 = arith.constant 1.000000e-01 : f32
        %32 = arith.addf %3, %cst_5 : f32
        %c6_i64 = arith.constant 6 : i64
        %c19_i64_6 = arith.constant 19 : i64
        %33 = arith.muli %arg12, %c19_i64_6 : i64
        %34 = arith.addi %c6_i64, %33 : i64
        %35 = llvm.getelementptr %arg8[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %35 : f32, !llvm.ptr<1>
        %cst_7 = arith.constant 3.000000e+00 : f32
        %36 = arith.mulf %3, %cst_7 : f32
        %c7_i64 = arith.constant 7 : i64
        %c19_i64_8 = arith.constant 19 : i64
        %37 = arith.muli %arg12, %c19_i64_8 : i64
        %38 = arith.addi %c7_i64, %37 : i64
        %39 = llvm.getelementptr %arg8[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %36, %39 : f32, !llvm.ptr<1>
        %cst_9 = arith.constant 3.000000e-01 : f32
        %40 = arith.remf %3, %cst_9 : f32
        %c8_i64 = arith.constant 8 : i64
        %c19_i64_10 = arith.constant 19 : i64
        %41 = arith.muli %arg12, %c19_i64_10 : i64
        %42 = arith.addi %c8_i64, %41 : i64
        %43 = llvm.getelementptr %arg8[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %40, %43 : f32, !llvm.ptr<1>
        %cst_11 = arith.constant -3.000000e-01 : f32
        %44 = arith.remf %3, %cst_11 : f32
        %c9_i64 = arith.constant 9 : i64
        %c19_i64_12 = arith.constant 19 : i64
        %45 = arith.muli %arg12, %c19_i64_12 : i64
        %46 = arith.addi %c9_i64, %45 : i64
        %47 = llvm.getelementptr %arg8[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %44, %47 : f32, !llvm.ptr<1>
        %cst_13 = arith.constant -7.500000e-01 : f32
        %48 = arith.remf %cst_13, %5 : f32
        %c10_i64 = arith.constant 10 : i64
        %c19_i64_14 = arith.constant 19 : i64
        %49 = arith.muli %arg12, %c19_i64_14 : i64
        %50 = arith.addi %c10_i64, %49 : i64
        %51 = llvm.getelementptr %arg8[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %48, %51 : f32, !llvm.ptr<1>
        %cst_15 = arith.constant 5.000000e-01 : f32
        %52 = arith.subf %cst_15, %3 : f32
        %c11_i64 = arith.constant 11 : i64
        %c19_i64_16 = arith.constant 19 : i64
        %53 = arith.muli %arg12, %c19_i64_16 : i64
        %54 = arith.addi %c11_i64, %53 : i64
        %55 = llvm.getelementptr %arg8[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %52, %55 : f32, !llvm.ptr<1>
        %cst_17 = arith.constant 1.000000e+01 : f32
        %56 = arith.mulf %6, %cst_17 : f32
        %c12_i64 = arith.constant 12 : i64
        %c19_i64_18 = arith.constant 19 : i64
        %57 = arith.muli %arg12, %c19_i64_18 : i64
        %58 = arith.addi %c12_i64, %57 : i64
        %59 = llvm.getelementptr %arg8[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %56, %59 : f32, !llvm.ptr<1>
        %60 = arith.divf %7, %7 : f32
        %c13_i64 = arith.constant 13 : i64
        %c19_i64_19 = arith.constant 19 : i64
        %61 = arith.muli %arg12, %c19_i64_19 : i64
        %62 = arith.addi %c13_i64, %61 : i64
        %63 = llvm.getelementptr %arg8[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %60, %63 : f32, !llvm.ptr<1>
        %64 = arith.negf %7 : f32
        %c14_i64 = arith.constant 14 : i64
        %c19_i64_20 = arith.constant 19 : i64
        %65 = arith.muli %arg12, %c19_i64_20 : i64
        %66 = arith.addi %c14_i64, %65 : i64
        %67 = llvm.getelementptr %arg8[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %64, %67 : f32, !llvm.ptr<1>
        %68 = arith.addf %8, %3 : f32
        %c15_i64 = arith.constant 15 : i64
        %c19_i64_21 = arith.constant 19 : i64
        %69 = arith.muli %arg12, %c19_i64_21 : i64
        %70 = arith.addi %c15_i64, %69 : i64
        %71 = llvm.getelementptr %arg8[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %68, %71 : f32, !llvm.ptr<1>
        %cst_22 = arith.constant 3.000000e+00 : f32
        %72 = arith.mulf %3, %cst_22 : f32
        %c16_i64 = arith.constant 16 : i64
        %c19_i64_23 = arith.constant 19 : i64
        %73 = arith.muli %arg12, %c19_i64_23 : i64
        %74 = arith.addi %c16_i64, %73 : i64
        %75 = llvm.getelementptr %arg8[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %72, %75 : f32, !llvm.ptr<1>
        %cst_24 = arith.constant 9.999940e-41 : f32
        %76 = arith.mulf %3, %cst_24 : f32
        %c17_i64 = arith.constant 17 : i64
        %c19_i64_25 = arith.constant 19 : i64
        %77 = arith.muli %arg12, %c19_i64_25 : i64
        %78 = arith.addi %c17_i64, %77 : i64
        %79 = llvm.getelementptr %arg8[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %76, %79 : f32, !llvm.ptr<1>
        %cst_26 = arith.constant 0x7F800000 : f32
        %80 = arith.addf %3, %cst_26 : f32
        %c18_i64 = arith.constant 18 : i64
        %c19_i64_27 = arith.constant 19 : i64
        %81 = arith.muli %arg12, %c19_i64_27 : i64
        %82 = arith.addi %c18_i64, %81 : i64
        %83 = llvm.getelementptr %arg8[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %80, %83 : f32, !llvm.ptr<1>
        %84 = llvm.getelementptr %arg4[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %85 = llvm.load %84 : !llvm.ptr<1> -> f64
        %86 = llvm.getelementptr %arg6[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %87 = llvm.load %86 : !llvm.ptr<1> -> f64
        %cst_28 = arith.constant 1.000000e+308 : f64
        %88 = arith.mulf %85, %cst_28 : f64
        %89 = arith.subf %85, %85 : f64
        %90 = arith.divf %89, %89 : f64
        %91 = arith.addf %85, %87 : f64
        %c19_i64_29 = arith.constant 19 : i64
        %92 = arith.muli %arg12, %c19_i64_29 : i64
        %93 = llvm.getelementptr %arg10[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %91, %93 : f64, !llvm.ptr<1>
        %94 = arith.subf %85, %87 : f64
        %c1_i64_30 = arith.constant 1 : i64
        %c19_i64_31 = arith.constant 19 : i64
        %95 = arith.muli %arg12, %c19_i64_31 : i64
        %96 = arith.addi %c1_i64_30, %95 : i64
        %97 = llvm.getelementptr %arg10[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %94, %97 : f64, !llvm.ptr<1>
        %98 = arith.mulf %85, %87 : f64
        %c2_i64_32 = arith.constant 2 : i64
        %c19_i64_33 = arith.constant 19 : i64
        %99 = arith.muli %arg12, %c19_i64_33 : i64
        %100 = arith.addi %c2_i64_32, %99 : i64
        %101 = llvm.getelementptr %arg10[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %98, %101 : f64, !llvm.ptr<1>
        %102 = arith.divf %85, %87 : f64
        %c3_i64_34 = arith.constant 3 : i64
        %c19_i64_35 = arith.constant 19 : i64
        %103 = arith.muli %arg12, %c19_i64_35 : i64
        %104 = arith.addi %c3_i64_34, %103 : i64
        %105 = llvm.getelementptr %arg10[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %102, %105 : f64, !llvm.ptr<1>
        %106 = arith.remf %85, %87 : f64
        %c4_i64_36 = arith.constant 4 : i64
        %c19_i64_37 = arith.constant 19 : i64
        %107 = arith.muli %arg12, %c19_i64_37 : i64
        %108 = arith.addi %c4_i64_36, %107 : i64
        %109 = llvm.getelementptr %arg10[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %106, %109 : f64, !llvm.ptr<1>
        %110 = arith.negf %85 : f64
        %c5_i64_38 = arith.constant 5 : i64
        %c19_i64_39 = arith.constant 19 : i64
        %111 = arith.muli %arg12, %c19_i64_39 : i64
        %112 = arith.addi %c5_i64_38, %111 : i64
        %113 = llvm.getelementptr %arg10[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %110, %113 : f64, !llvm.ptr<1>
        %cst_40 = arith.constant 1.000000e-01 : f64
        %114 = arith.addf %85, %cst_40 : f64
        %c6_i64_41 = arith.constant 6 : i64
        %c19_i64_42 = arith.constant 19 : i64
        %115 = arith.muli %arg12, %c19_i64_42 : i64
        %116 = arith.addi %c6_i64_41, %115 : i64
        %117 = llvm.getelementptr %arg10[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %114, %117 : f64, !llvm.ptr<1>
        %cst_43 = arith.constant 3.000000e+00 : f64
        %118 = arith.mulf %85, %cst_43 : f64
        %c7_i64_44 = arith.constant 7 : i64
        %c19_i64_45 = arith.constant 19 : i64
        %119 = arith.muli %arg12, %c19_i64_45 : i64
        %120 = arith.addi %c7_i64_44, %119 : i64
        %121 = llvm.getelementptr %arg10[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %118, %121 : f64, !llvm.ptr<1>
        %cst_46 = arith.constant 3.000000e-01 : f64
        %122 = arith.remf %85, %cst_46 : f64
        %c8_i64_47 = arith.constant 8 : i64
        %c19_i64_48 = arith.constant 19 : i64
        %123 = arith.muli %arg12, %c19_i64_48 : i64
        %124 = arith.addi %c8_i64_47, %123 : i64
        %125 = llvm.getelementptr %arg10[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %122, %125 : f64, !llvm.ptr<1>
        %cst_49 = arith.constant -3.000000e-01 : f64
        %126 = arith.remf %85, %cst_49 : f64
        %c9_i64_50 = arith.constant 9 : i64
        %c19_i64_51 = arith.constant 19 : i64
        %127 = arith.muli %arg12, %c19_i64_51 : i64
        %128 = arith.addi %c9_i64_50, %127 : i64
        %129 = llvm.getelementptr %arg10[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %126, %129 : f64, !llvm.ptr<1>
        %cst_52 = arith.constant -7.500000e-01 : f64
        %130 = arith.remf %cst_52, %87 : f64
        %c10_i64_53 = arith.constant 10 : i64
        %c19_i64_54 = arith.constant 19 : i64
        %131 = arith.muli %arg12, %c19_i64_54 : i64
        %132 = arith.addi %c10_i64_53, %131 : i64
        %133 = llvm.getelementptr %arg10[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %130, %133 : f64, !llvm.ptr<1>
        %cst_55 = arith.constant 5.000000e-01 : f64
        %134 = arith.subf %cst_55, %85 : f64
        %c11_i64_56 = arith.constant 11 : i64
        %c19_i64_57 = arith.constant 19 : i64
        %135 = arith.muli %arg12, %c19_i64_57 : i64
        %136 = arith.addi %c11_i64_56, %135 : i64
        %137 = llvm.getelementptr %arg10[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %134, %137 : f64, !llvm.ptr<1>
        %cst_58 = arith.constant 1.000000e+01 : f64
        %138 = arith.mulf %88, %cst_58 : f64
        %c12_i64_59 = arith.constant 12 : i64
        %c19_i64_60 = arith.constant 19 : i64
        %139 = arith.muli %arg12, %c19_i64_60 : i64
        %140 = arith.addi %c12_i64_59, %139 : i64
        %141 = llvm.getelementptr %arg10[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %138, %141 : f64, !llvm.ptr<1>
        %142 = arith.divf %89, %89 : f64
        %c13_i64_61 = arith.constant 13 : i64
        %c19_i64_62 = arith.constant 19 : i64
        %143 = arith.muli %arg12, %c19_i64_62 : i64
        %144 = arith.addi %c13_i64_61, %143 : i64
        %145 = llvm.getelementptr %arg10[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %142, %145 : f64, !llvm.ptr<1>
        %146 = arith.negf %89 : f64
        %c14_i64_63 = arith.constant 14 : i64
        %c19_i64_64 = arith.constant 19 : i64
        %147 = arith.muli %arg12, %c19_i64_64 : i64
        %148 = arith.addi %c14_i64_63, %147 : i64
        %149 = llvm.getelementptr %arg10[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %146, %149 : f64, !llvm.ptr<1>
        %150 = arith.addf %90, %85 : f64
        %c15_i64_65 = arith.constant 15 : i64
        %c19_i64_66 = arith.constant 19 : i64
        %151 = arith.muli %arg12, %c19_i64_66 : i64
        %152 = arith.addi %c15_i64_65, %151 : i64
        %153 = llvm.getelementptr %arg10[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %150, %153 : f64, !llvm.ptr<1>
        %cst_67 = arith.constant 3.000000e+00 : f64
        %154 = arith.mulf %85, %cst_67 : f64
        %c16_i64_68 = arith.constant 16 : i64
        %c19_i64_69 = arith.constant 19 : i64
        %155 = arith.muli %arg12, %c19_i64_69 : i64
        %156 = arith.addi %c16_i64_68, %155 : i64
        %157 = llvm.getelementptr %arg10[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %154, %157 : f64, !llvm.ptr<1>
        %cst_70 = arith.constant 9.9999999999999992E-41 : f64
        %158 = arith.mulf %85, %cst_70 : f64
        %c17_i64_71 = arith.constant 17 : i64
        %c19_i64_72 = arith.constant 19 : i64
        %159 = arith.muli %arg12, %c19_i64_72 : i64
        %160 = arith.addi %c17_i64_71, %159 : i64
        %161 = llvm.getelementptr %arg10[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %158, %161 : f64, !llvm.ptr<1>
        %cst_73 = arith.constant 9.9999999999999994E+38 : f64
        %162 = arith.addf %85, %cst_73 : f64
        %c18_i64_74 = arith.constant 18 : i64
        %c19_i64_75 = arith.constant 19 : i64
        %163 = arith.muli %arg12, %c19_i64_75 : i64
        %164 = arith.addi %c18_i64_74, %163 : i64
        %165 = llvm.getelementptr %arg10[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %162, %165 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
