module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cmp_all(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %1 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %1 to %arg1 step %c32_i64  : i64 {
        %2 = llvm.getelementptr %arg0[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %3 = llvm.load %2 : !llvm.ptr<1> -> i32
        %4 = llvm.getelementptr %arg2[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %5 = llvm.load %4 : !llvm.ptr<1> -> i32
        %c3_i32 = arith.constant 3 : i32
        %6 = arith.remsi %3, %c3_i32 : i32
        %c3_i32_0 = arith.constant 3 : i32
        %7 = arith.remsi %5, %c3_i32_0 : i32
        %8 = arith.trunci %3 : i32 to i8
        %9 = arith.trunci %5 : i32 to i8
        %10 = arith.trunci %6 : i32 to i8
        %11 = arith.trunci %7 : i32 to i8
        %12 = arith.cmpi eq, %8, %9 : i8
        %13 = arith.extui %12 : i1 to i32
        %c126_i64 = arith.constant 126 : i64
        %14 = arith.muli %arg6, %c126_i64 : i64
        %15 = llvm.getelementptr %arg4[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %13, %15 : i32, !llvm.ptr<1>
        %16 = arith.cmpi ne, %8, %9 : i8
        %17 = arith.extui %16 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c126_i64_1 = arith.constant 126 : i64
        %18 = arith.muli %arg6, %c126_i64_1 : i64
        %19 = arith.addi %c1_i64, %18 : i64
        %20 = llvm.getelementptr %arg4[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %17, %20 : i32, !llvm.ptr<1>
        %21 = arith.cmpi sgt, %8, %9 : i8
        %22 = arith.extui %21 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c126_i64_2 = arith.constant 126 : i64
        %23 = arith.muli %arg6, %c126_i64_2 : i64
        %24 = arith.addi %c2_i64, %23 : i64
        %25 = llvm.getelementptr %arg4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %22, %25 : i32, !llvm.ptr<1>
        %26 = arith.cmpi sge, %8, %9 : i8
        %27 = arith.extui %26 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c126_i64_3 = arith.constant 126 : i64
        %28 = arith.muli %arg6, %c126_i64_3 : i64
        %29 = arith.addi %c3_i64, %28 : i64
        %30 = llvm.getelementptr %arg4[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %27, %30 : i32, !llvm.ptr<1>
        %31 = arith.cmpi slt, %8, %9 : i8
        %32 = arith.extui %31 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c126_i64_4 = arith.constant 126 : i64
        %33 = arith.muli %arg6, %c126_i64_4 : i64
        %34 = arith.addi %c4_i64, %33 : i64
        %35 = llvm.getelementptr %arg4[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %32, %35 : i32, !llvm.ptr<1>
        %36 = arith.cmpi sle, %8, %9 : i8
        %37 = arith.extui %36 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c126_i64_5 = arith.constant 126 : i64
        %38 = arith.muli %arg6, %c126_i64_5 : i64
        %39 = arith.addi %c5_i64, %38 : i64
        %40 = llvm.getelementptr %arg4[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %37, %40 : i32, !llvm.ptr<1>
        %41 = arith.cmpi eq, %10, %11 : i8
        %42 = arith.extui %41 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c126_i64_6 = arith.constant 126 : i64
        %43 = arith.muli %arg6, %c126_i64_6 : i64
        %44 = arith.addi %c6_i64, %43 : i64
        %45 = llvm.getelementptr %arg4[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %42, %45 : i32, !llvm.ptr<1>
        %46 = arith.cmpi ne, %10, %11 : i8
        %47 = arith.extui %46 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c126_i64_7 = arith.constant 126 : i64
        %48 = arith.muli %arg6, %c126_i64_7 : i64
        %49 = arith.addi %c7_i64, %48 : i64
        %50 = llvm.getelementptr %arg4[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %47, %50 : i32, !llvm.ptr<1>
        %51 = arith.cmpi sgt, %10, %11 : i8
        %52 = arith.extui %51 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c126_i64_8 = arith.constant 126 : i64
        %53 = arith.muli %arg6, %c126_i64_8 : i64
        %54 = arith.addi %c8_i64, %53 : i64
        %55 = llvm.getelementptr %arg4[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %52, %55 : i32, !llvm.ptr<1>
        %56 = arith.cmpi sge, %10, %11 : i8
        %57 = arith.extui %56 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c126_i64_9 = arith.constant 126 : i64
        %58 = arith.muli %arg6, %c126_i64_9 : i64
        %59 = arith.addi %c9_i64, %58 : i64
        %60 = llvm.getelementptr %arg4[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %57, %60 : i32, !llvm.ptr<1>
        %61 = arith.cmpi slt, %10, %11 : i8
        %62 = arith.extui %61 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c126_i64_10 = arith.constant 126 : i64
        %63 = arith.muli %arg6, %c126_i64_10 : i64
        %64 = arith.addi %c10_i64, %63 : i64
        %65 = llvm.getelementptr %arg4[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %62, %65 : i32, !llvm.ptr<1>
        %66 = arith.cmpi sle, %10, %11 : i8
        %67 = arith.extui %66 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c126_i64_11 = arith.constant 126 : i64
        %68 = arith.muli %arg6, %c126_i64_11 : i64
        %69 = arith.addi %c11_i64, %68 : i64
        %70 = llvm.getelementptr %arg4[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %67, %70 : i32, !llvm.ptr<1>
        %c7_i8 = arith.constant 7 : i8
        %71 = arith.cmpi eq, %8, %c7_i8 : i8
        %72 = arith.extui %71 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c126_i64_12 = arith.constant 126 : i64
        %73 = arith.muli %arg6, %c126_i64_12 : i64
        %74 = arith.addi %c12_i64, %73 : i64
        %75 = llvm.getelementptr %arg4[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %72, %75 : i32, !llvm.ptr<1>
        %c7_i8_13 = arith.constant 7 : i8
        %76 = arith.cmpi ne, %8, %c7_i8_13 : i8
        %77 = arith.extui %76 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c126_i64_14 = arith.constant 126 : i64
        %78 = arith.muli %arg6, %c126_i64_14 : i64
        %79 = arith.addi %c13_i64, %78 : i64
        %80 = llvm.getelementptr %arg4[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %77, %80 : i32, !llvm.ptr<1>
        %c7_i8_15 = arith.constant 7 : i8
        %81 = arith.cmpi sgt, %8, %c7_i8_15 : i8
        %82 = arith.extui %81 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c126_i64_16 = arith.constant 126 : i64
        %83 = arith.muli %arg6, %c126_i64_16 : i64
        %84 = arith.addi %c14_i64, %83 : i64
        %85 = llvm.getelementptr %arg4[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %82, %85 : i32, !llvm.ptr<1>
        %c7_i8_17 = arith.constant 7 : i8
        %86 = arith.cmpi sge, %8, %c7_i8_17 : i8
        %87 = arith.extui %86 : i1 to i32
        %c15_i64 = arith.constant 15 : i64
        %c126_i64_18 = arith.constant 126 : i64
        %88 = arith.muli %arg6, %c126_i64_18 : i64
        %89 = arith.addi %c15_i64, %88 : i64
        %90 = llvm.getelementptr %arg4[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %87, %90 : i32, !llvm.ptr<1>
        %c7_i8_19 = arith.constant 7 : i8
        %91 = arith.cmpi slt, %8, %c7_i8_19 : i8
        %92 = arith.extui %91 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %c126_i64_20 = arith.constant 126 : i64
        %93 = arith.muli %arg6, %c126_i64_20 : i64
        %94 = arith.addi %c16_i64, %93 : i64
        %95 = llvm.getelementptr %arg4[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %92, %95 : i32, !llvm.ptr<1>
        %c7_i8_21 = arith.constant 7 : i8
        %96 = arith.cmpi sle, %8, %c7_i8_21 : i8
        %97 = arith.extui %96 : i1 to i32
        %c17_i64 = arith.constant 17 : i64
        %c126_i64_22 = arith.constant 126 : i64
        %98 = arith.muli %arg6, %c126_i64_22 : i64
        %99 = arith.addi %c17_i64, %98 : i64
        %100 = llvm.getelementptr %arg4[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %97, %100 : i32, !llvm.ptr<1>
        %101 = arith.trunci %3 : i32 to i16
        %102 = arith.trunci %5 : i32 to i16
        %103 = arith.trunci %6 : i32 to i16
        %104 = arith.trunci %7 : i32 to i16
        %105 = arith.cmpi eq, %101, %102 : i16
        %106 = arith.extui %105 : i1 to i32
        %c18_i64 = arith.constant 18 : i64
        %c126_i64_23 = arith.constant 126 : i64
        %107 = arith.muli %arg6, %c126_i64_23 : i64
        %108 = arith.addi %c18_i64, %107 : i64
        %109 = llvm.getelementptr %arg4[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %106, %109 : i32, !llvm.ptr<1>
        %110 = arith.cmpi ne, %101, %102 : i16
        %111 = arith.extui %110 : i1 to i32
        %c19_i64 = arith.constant 19 : i64
        %c126_i64_24 = arith.constant 126 : i64
        %112 = arith.muli %arg6, %c126_i64_24 : i64
        %113 = arith.addi %c19_i64, %112 : i64
        %114 = llvm.getelementptr %arg4[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %111, %114 : i32, !llvm.ptr<1>
        %115 = arith.cmpi sgt, %101, %102 : i16
        %116 = arith.extui %115 : i1 to i32
        %c20_i64 = arith.constant 20 : i64
        %c126_i64_25 = arith.constant 126 : i64
        %117 = arith.muli %arg6, %c126_i64_25 : i64
        %118 = arith.addi %c20_i64, %117 : i64
        %119 = llvm.getelementptr %arg4[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %116, %119 : i32, !llvm.ptr<1>
        %120 = arith.cmpi sge, %101, %102 : i16
        %121 = arith.extui %120 : i1 to i32
        %c21_i64 = arith.constant 21 : i64
        %c126_i64_26 = arith.constant 126 : i64
        %122 = arith.muli %arg6, %c126_i64_26 : i64
        %123 = arith.addi %c21_i64, %122 : i64
        %124 = llvm.getelementptr %arg4[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %121, %124 : i32, !llvm.ptr<1>
        %125 = arith.cmpi slt, %101, %102 : i16
        %126 = arith.extui %125 : i1 to i32
        %c22_i64 = arith.constant 22 : i64
        %c126_i64_27 = arith.constant 126 : i64
        %127 = arith.muli %arg6, %c126_i64_27 : i64
        %128 = arith.addi %c22_i64, %127 : i64
        %129 = llvm.getelementptr %arg4[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %126, %129 : i32, !llvm.ptr<1>
        %130 = arith.cmpi sle, %101, %102 : i16
        %131 = arith.extui %130 : i1 to i32
        %c23_i64 = arith.constant 23 : i64
        %c126_i64_28 = arith.constant 126 : i64
        %132 = arith.muli %arg6, %c126_i64_28 : i64
        %133 = arith.addi %c23_i64, %132 : i64
        %134 = llvm.getelementptr %arg4[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %131, %134 : i32, !llvm.ptr<1>
        %135 = arith.cmpi eq, %103, %104 : i16
        %136 = arith.extui %135 : i1 to i32
        %c24_i64 = arith.constant 24 : i64
        %c126_i64_29 = arith.constant 126 : i64
        %137 = arith.muli %arg6, %c126_i64_29 : i64
        %138 = arith.addi %c24_i64, %137 : i64
        %139 = llvm.getelementptr %arg4[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %136, %139 : i32, !llvm.ptr<1>
        %140 = arith.cmpi ne, %103, %104 : i16
        %141 = arith.extui %140 : i1 to i32
        %c25_i64 = arith.constant 25 : i64
        %c126_i64_30 = arith.constant 126 : i64
        %142 = arith.muli %arg6, %c126_i64_30 : i64
        %143 = arith.addi %c25_i64, %142 : i64
        %144 = llvm.getelementptr %arg4[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %141, %144 : i32, !llvm.ptr<1>
        %145 = arith.cmpi sgt, %103, %104 : i16
        %146 = arith.extui %145 : i1 to i32
        %c26_i64 = arith.constant 26 : i64
        %c126_i64_31 = arith.constant 126 : i64
        %147 = arith.muli %arg6, %c126_i64_31 : i64
        %148 = arith.addi %c26_i64, %147 : i64
        %149 = llvm.getelementptr %arg4[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %146, %149 : i32, !llvm.ptr<1>
        %150 = arith.cmpi sge, %103, %104 : i16
        %151 = arith.extui %150 : i1 to i32
        %c27_i64 = arith.constant 27 : i64
        %c126_i64_32 = arith.constant 126 : i64
        %152 = arith.muli %arg6, %c126_i64_32 : i64
        %153 = arith.addi %c27_i64, %152 : i64
        %154 = llvm.getelementptr %arg4[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %151, %154 : i32, !llvm.ptr<1>
        %155 = arith.cmpi slt, %103, %104 : i16
        %156 = arith.extui %155 : i1 to i32
        %c28_i64 = arith.constant 28 : i64
        %c126_i64_33 = arith.constant 126 : i64
        %157 = arith.muli %arg6, %c126_i64_33 : i64
        %158 = arith.addi %c28_i64, %157 : i64
        %159 = llvm.getelementptr %arg4[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %156, %159 : i32, !llvm.ptr<1>
        %160 = arith.cmpi sle, %103, %104 : i16
        %161 = arith.extui %160 : i1 to i32
        %c29_i64 = arith.constant 29 : i64
        %c126_i64_34 = arith.constant 126 : i64
        %162 = arith.muli %arg6, %c126_i64_34 : i64
        %163 = arith.addi %c29_i64, %162 : i64
        %164 = llvm.getelementptr %arg4[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %161, %164 : i32, !llvm.ptr<1>
        %c7_i16 = arith.constant 7 : i16
        %165 = arith.cmpi eq, %101, %c7_i16 : i16
        %166 = arith.extui %165 : i1 to i32
        %c30_i64 = arith.constant 30 : i64
        %c126_i64_35 = arith.constant 126 : i64
        %167 = arith.muli %arg6, %c126_i64_35 : i64
        %168 = arith.addi %c30_i64, %167 : i64
        %169 = llvm.getelementptr %arg4[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %166, %169 : i32, !llvm.ptr<1>
        %c7_i16_36 = arith.constant 7 : i16
        %170 = arith.cmpi ne, %101, %c7_i16_36 : i16
        %171 = arith.extui %170 : i1 to i32
        %c31_i64 = arith.constant 31 : i64
        %c126_i64_37 = arith.constant 126 : i64
        %172 = arith.muli %arg6, %c126_i64_37 : i64
        %173 = arith.addi %c31_i64, %172 : i64
        %174 = llvm.getelementptr %arg4[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %171, %174 : i32, !llvm.ptr<1>
        %c7_i16_38 = arith.constant 7 : i16
        %175 = arith.cmpi sgt, %101, %c7_i16_38 : i16
        %176 = arith.extui %175 : i1 to i32
        %c32_i64_39 = arith.constant 32 : i64
        %c126_i64_40 = arith.constant 126 : i64
        %177 = arith.muli %arg6, %c126_i64_40 : i64
        %178 = arith.addi %c32_i64_39, %177 : i64
        %179 = llvm.getelementptr %arg4[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %176, %179 : i32, !llvm.ptr<1>
        %c7_i16_41 = arith.constant 7 : i16
        %180 = arith.cmpi sge, %101, %c7_i16_41 : i16
        %181 = arith.extui %180 : i1 to i32
        %c33_i64 = arith.constant 33 : i64
        %c126_i64_42 = arith.constant 126 : i64
        %182 = arith.muli %arg6, %c126_i64_42 : i64
        %183 = arith.addi %c33_i64, %182 : i64
        %184 = llvm.getelementptr %arg4[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %181, %184 : i32, !llvm.ptr<1>
        %c7_i16_43 = arith.constant 7 : i16
        %185 = arith.cmpi slt, %101, %c7_i16_43 : i16
        %186 = arith.extui %185 : i1 to i32
        %c34_i64 = arith.constant 34 : i64
        %c126_i64_44 = arith.constant 126 : i64
        %187 = arith.muli %arg6, %c126_i64_44 : i64
        %188 = arith.addi %c34_i64, %187 : i64
        %189 = llvm.getelementptr %arg4[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %186, %189 : i32, !llvm.ptr<1>
        %c7_i16_45 = arith.constant 7 : i16
        %190 = arith.cmpi sle, %101, %c7_i16_45 : i16
        %191 = arith.extui %190 : i1 to i32
        %c35_i64 = arith.constant 35 : i64
        %c126_i64_46 = arith.constant 126 : i64
        %192 = arith.muli %arg6, %c126_i64_46 : i64
        %193 = arith.addi %c35_i64, %192 : i64
        %194 = llvm.getelementptr %arg4[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %191, %194 : i32, !llvm.ptr<1>
        %195 = arith.cmpi eq, %3, %5 : i32
        %196 = arith.extui %195 : i1 to i32
        %c36_i64 = arith.constant 36 : i64
        %c126_i64_47 = arith.constant 126 : i64
        %197 = arith.muli %arg6, %c126_i64_47 : i64
        %198 = arith.addi %c36_i64, %197 : i64
        %199 = llvm.getelementptr %arg4[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %196, %199 : i32, !llvm.ptr<1>
        %200 = arith.cmpi ne, %3, %5 : i32
        %201 = arith.extui %200 : i1 to i32
        %c37_i64 = arith.constant 37 : i64
        %c126_i64_48 = arith.constant 126 : i64
        %202 = arith.muli %arg6, %c126_i64_48 : i64
        %203 = arith.addi %c37_i64, %202 : i64
        %204 = llvm.getelementptr %arg4[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %201, %204 : i32, !llvm.ptr<1>
        %205 = arith.cmpi sgt, %3, %5 : i32
        %206 = arith.extui %205 : i1 to i32
        %c38_i64 = arith.constant 38 : i64
        %c126_i64_49 = arith.constant 126 : i64
        %207 = arith.muli %arg6, %c126_i64_49 : i64
        %208 = arith.addi %c38_i64, %207 : i64
        %209 = llvm.getelementptr %arg4[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %206, %209 : i32, !llvm.ptr<1>
        %210 = arith.cmpi sge, %3, %5 : i32
        %211 = arith.extui %210 : i1 to i32
        %c39_i64 = arith.constant 39 : i64
        %c126_i64_50 = arith.constant 126 : i64
        %212 = arith.muli %arg6, %c126_i64_50 : i64
        %213 = arith.addi %c39_i64, %212 : i64
        %214 = llvm.getelementptr %arg4[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %211, %214 : i32, !llvm.ptr<1>
        %215 = arith.cmpi slt, %3, %5 : i32
        %216 = arith.extui %215 : i1 to i32
        %c40_i64 = arith.constant 40 : i64
        %c126_i64_51 = arith.constant 126 : i64
        %217 = arith.muli %arg6, %c126_i64_51 : i64
        %218 = arith.addi %c40_i64, %217 : i64
        %219 = llvm.getelementptr %arg4[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %216, %219 : i32, !llvm.ptr<1>
        %220 = arith.cmpi sle, %3, %5 : i32
        %221 = arith.extui %220 : i1 to i32
        %c41_i64 = arith.constant 41 : i64
        %c126_i64_52 = arith.constant 126 : i64
        %222 = arith.muli %arg6, %c126_i64_52 : i64
        %223 = arith.addi %c41_i64, %222 : i64
        %224 = llvm.getelementptr %arg4[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %221, %224 : i32, !llvm.ptr<1>
        %225 = arith.cmpi eq, %6, %7 : i32
        %226 = arith.extui %225 : i1 to i32
        %c42_i64 = arith.constant 42 : i64
        %c126_i64_53 = arith.constant 126 : i64
        %227 = arith.muli %arg6, %c126_i64_53 : i64
        %228 = arith.addi %c42_i64, %227 : i64
        %229 = llvm.getelementptr %arg4[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %226, %229 : i32, !llvm.ptr<1>
        %230 = arith.cmpi ne, %6, %7 : i32
        %231 = arith.extui %230 : i1 to i32
        %c43_i64 = arith.constant 43 : i64
        %c126_i64_54 = arith.constant 126 : i64
        %232 = arith.muli %arg6, %c126_i64_54 : i64
        %233 = arith.addi %c43_i64, %232 : i64
        %234 = llvm.getelementptr %arg4[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %231, %234 : i32, !llvm.ptr<1>
        %235 = arith.cmpi sgt, %6, %7 : i32
        %236 = arith.extui %235 : i1 to i32
        %c44_i64 = arith.constant 44 : i64
        %c126_i64_55 = arith.constant 126 : i64
        %237 = arith.muli %arg6, %c126_i64_55 : i64
        %238 = arith.addi %c44_i64, %237 : i64
        %239 = llvm.getelementptr %arg4[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %236, %239 : i32, !llvm.ptr<1>
        %240 = arith.cmpi sge, %6, %7 : i32
        %241 = arith.extui %240 : i1 to i32
        %c45_i64 = arith.constant 45 : i64
        %c126_i64_56 = arith.constant 126 : i64
        %242 = arith.muli %arg6, %c126_i64_56 : i64
        %243 = arith.addi %c45_i64, %242 : i64
        %244 = llvm.getelementptr %arg4[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %241, %244 : i32, !llvm.ptr<1>
        %245 = arith.cmpi slt, %6, %7 : i32
        %246 = arith.extui %245 : i1 to i32
        %c46_i64 = arith.constant 46 : i64
        %c126_i64_57 = arith.constant 126 : i64
        %247 = arith.muli %arg6, %c126_i64_57 : i64
        %248 = arith.addi %c46_i64, %247 : i64
        %249 = llvm.getelementptr %arg4[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %246, %249 : i32, !llvm.ptr<1>
        %250 = arith.cmpi sle, %6, %7 : i32
        %251 = arith.extui %250 : i1 to i32
        %c47_i64 = arith.constant 47 : i64
        %c126_i64_58 = arith.constant 126 : i64
        %252 = arith.muli %arg6, %c126_i64_58 : i64
        %253 = arith.addi %c47_i64, %252 : i64
        %254 = llvm.getelementptr %arg4[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %251, %254 : i32, !llvm.ptr<1>
        %c7_i32 = arith.constant 7 : i32
        %255 = arith.cmpi eq, %3, %c7_i32 : i32
        %256 = arith.extui %255 : i1 to i32
        %c48_i64 = arith.constant 48 : i64
        %c126_i64_59 = arith.constant 126 : i64
        %257 = arith.muli %arg6, %c126_i64_59 : i64
        %258 = arith.addi %c48_i64, %257 : i64
        %259 = llvm.getelementptr %arg4[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %256, %259 : i32, !llvm.ptr<1>
        %c7_i32_60 = arith.constant 7 : i32
        %260 = arith.cmpi ne, %3, %c7_i32_60 : i32
        %261 = arith.extui %260 : i1 to i32
        %c49_i64 = arith.constant 49 : i64
        %c126_i64_61 = arith.constant 126 : i64
        %262 = arith.muli %arg6, %c126_i64_61 : i64
        %263 = arith.addi %c49_i64, %262 : i64
        %264 = llvm.getelementptr %arg4[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %261, %264 : i32, !llvm.ptr<1>
        %c7_i32_62 = arith.constant 7 : i32
        %265 = arith.cmpi sgt, %3, %c7_i32_62 : i32
        %266 = arith.extui %265 : i1 to i32
        %c50_i64 = arith.constant 50 : i64
        %c126_i64_63 = arith.constant 126 : i64
        %267 = arith.muli %arg6, %c126_i64_63 : i64
        %268 = arith.addi %c50_i64, %267 : i64
        %269 = llvm.getelementptr %arg4[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %266, %269 : i32, !llvm.ptr<1>
        %c7_i32_64 = arith.constant 7 : i32
        %270 = arith.cmpi sge, %3, %c7_i32_64 : i32
        %271 = arith.extui %270 : i1 to i32
        %c51_i64 = arith.constant 51 : i64
        %c126_i64_65 = arith.constant 126 : i64
        %272 = arith.muli %arg6, %c126_i64_65 : i64
        %273 = arith.addi %c51_i64, %272 : i64
        %274 = llvm.getelementptr %arg4[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %271, %274 : i32, !llvm.ptr<1>
        %c7_i32_66 = arith.constant 7 : i32
        %275 = arith.cmpi slt, %3, %c7_i32_66 : i32
        %276 = arith.extui %275 : i1 to i32
        %c52_i64 = arith.constant 52 : i64
        %c126_i64_67 = arith.constant 126 : i64
        %277 = arith.muli %arg6, %c126_i64_67 : i64
        %278 = arith.addi %c52_i64, %277 : i64
        %279 = llvm.getelementptr %arg4[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %276, %279 : i32, !llvm.ptr<1>
        %c7_i32_68 = arith.constant 7 : i32
        %280 = arith.cmpi sle, %3, %c7_i32_68 : i32
        %281 = arith.extui %280 : i1 to i32
        %c53_i64 = arith.constant 53 : i64
        %c126_i64_69 = arith.constant 126 : i64
        %282 = arith.muli %arg6, %c126_i64_69 : i64
        %283 = arith.addi %c53_i64, %282 : i64
        %284 = llvm.getelementptr %arg4[%283] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %281, %284 : i32, !llvm.ptr<1>
        %285 = arith.extsi %3 : i32 to i64
        %286 = arith.extsi %5 : i32 to i64
        %287 = arith.extsi %6 : i32 to i64
        %288 = arith.extsi %7 : i32 to i64
        %289 = arith.cmpi eq, %285, %286 : i64
        %290 = arith.extui %289 : i1 to i32
        %c54_i64 = arith.constant 54 : i64
        %c126_i64_70 = arith.constant 126 : i64
        %291 = arith.muli %arg6, %c126_i64_70 : i64
        %292 = arith.addi %c54_i64, %291 : i64
        %293 = llvm.getelementptr %arg4[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %290, %293 : i32, !llvm.ptr<1>
        %294 = arith.cmpi ne, %285, %286 : i64
        %295 = arith.extui %294 : i1 to i32
        %c55_i64 = arith.constant 55 : i64
        %c126_i64_71 = arith.constant 126 : i64
        %296 = arith.muli %arg6, %c126_i64_71 : i64
        %297 = arith.addi %c55_i64, %296 : i64
        %298 = llvm.getelementptr %arg4[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %295, %298 : i32, !llvm.ptr<1>
        %299 = arith.cmpi sgt, %285, %286 : i64
        %300 = arith.extui %299 : i1 to i32
        %c56_i64 = arith.constant 56 : i64
        %c126_i64_72 = arith.constant 126 : i64
        %301 = arith.muli %arg6, %c126_i64_72 : i64
        %302 = arith.addi %c56_i64, %301 : i64
        %303 = llvm.getelementptr %arg4[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %300, %303 : i32, !llvm.ptr<1>
        %304 = arith.cmpi sge, %285, %286 : i64
        %305 = arith.extui %304 : i1 to i32
        %c57_i64 = arith.constant 57 : i64
        %c126_i64_73 = arith.constant 126 : i64
        %306 = arith.muli %arg6, %c126_i64_73 : i64
        %307 = arith.addi %c57_i64, %306 : i64
        %308 = llvm.getelementptr %arg4[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %305, %308 : i32, !llvm.ptr<1>
        %309 = arith.cmpi slt, %285, %286 : i64
        %310 = arith.extui %309 : i1 to i32
        %c58_i64 = arith.constant 58 : i64
        %c126_i64_74 = arith.constant 126 : i64
        %311 = arith.muli %arg6, %c126_i64_74 : i64
        %312 = arith.addi %c58_i64, %311 : i64
        %313 = llvm.getelementptr %arg4[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %310, %313 : i32, !llvm.ptr<1>
        %314 = arith.cmpi sle, %285, %286 : i64
        %315 = arith.extui %314 : i1 to i32
        %c59_i64 = arith.constant 59 : i64
        %c126_i64_75 = arith.constant 126 : i64
        %316 = arith.muli %arg6, %c126_i64_75 : i64
        %317 = arith.addi %c59_i64, %316 : i64
        %318 = llvm.getelementptr %arg4[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %315, %318 : i32, !llvm.ptr<1>
        %319 = arith.cmpi eq, %287, %288 : i64
        %320 = arith.extui %319 : i1 to i32
        %c60_i64 = arith.constant 60 : i64
        %c126_i64_76 = arith.constant 126 : i64
        %321 = arith.muli %arg6, %c126_i64_76 : i64
        %322 = arith.addi %c60_i64, %321 : i64
        %323 = llvm.getelementptr %arg4[%322] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %320, %323 : i32, !llvm.ptr<1>
        %324 = arith.cmpi ne, %287, %288 : i64
        %325 = arith.extui %324 : i1 to i32
        %c61_i64 = arith.constant 61 : i64
        %c126_i64_77 = arith.constant 126 : i64
        %326 = arith.muli %arg6, %c126_i64_77 : i64
        %327 = arith.addi %c61_i64, %326 : i64
        %328 = llvm.getelementptr %arg4[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %325, %328 : i32, !llvm.ptr<1>
        %329 = arith.cmpi sgt, %287, %288 : i64
        %330 = arith.extui %329 : i1 to i32
        %c62_i64 = arith.constant 62 : i64
        %c126_i64_78 = arith.constant 126 : i64
        %331 = arith.muli %arg6, %c126_i64_78 : i64
        %332 = arith.addi %c62_i64, %331 : i64
        %333 = llvm.getelementptr %arg4[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %330, %333 : i32, !llvm.ptr<1>
        %334 = arith.cmpi sge, %287, %288 : i64
        %335 = arith.extui %334 : i1 to i32
        %c63_i64 = arith.constant 63 : i64
        %c126_i64_79 = arith.constant 126 : i64
        %336 = arith.muli %arg6, %c126_i64_79 : i64
        %337 = arith.addi %c63_i64, %336 : i64
        %338 = llvm.getelementptr %arg4[%337] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %335, %338 : i32, !llvm.ptr<1>
        %339 = arith.cmpi slt, %287, %288 : i64
        %340 = arith.extui %339 : i1 to i32
        %c64_i64 = arith.constant 64 : i64
        %c126_i64_80 = arith.constant 126 : i64
        %341 = arith.muli %arg6, %c126_i64_80 : i64
        %342 = arith.addi %c64_i64, %341 : i64
        %343 = llvm.getelementptr %arg4[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %340, %343 : i32, !llvm.ptr<1>
        %344 = arith.cmpi sle, %287, %288 : i64
        %345 = arith.extui %344 : i1 to i32
        %c65_i64 = arith.constant 65 : i64
        %c126_i64_81 = arith.constant 126 : i64
        %346 = arith.muli %arg6, %c126_i64_81 : i64
        %347 = arith.addi %c65_i64, %346 : i64
        %348 = llvm.getelementptr %arg4[%347] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %345, %348 : i32, !llvm.ptr<1>
        %c7_i64_82 = arith.constant 7 : i64
        %349 = arith.cmpi eq, %285, %c7_i64_82 : i64
        %350 = arith.extui %349 : i1 to i32
        %c66_i64 = arith.constant 66 : i64
        %c126_i64_83 = arith.constant 126 : i64
        %351 = arith.muli %arg6, %c126_i64_83 : i64
        %352 = arith.addi %c66_i64, %351 : i64
        %353 = llvm.getelementptr %arg4[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %350, %353 : i32, !llvm.ptr<1>
        %c7_i64_84 = arith.constant 7 : i64
        %354 = arith.cmpi ne, %285, %c7_i64_84 : i64
        %355 = arith.extui %354 : i1 to i32
        %c67_i64 = arith.constant 67 : i64
        %c126_i64_85 = arith.constant 126 : i64
        %356 = arith.muli %arg6, %c126_i64_85 : i64
        %357 = arith.addi %c67_i64, %356 : i64
        %358 = llvm.getelementptr %arg4[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %355, %358 : i32, !llvm.ptr<1>
        %c7_i64_86 = arith.constant 7 : i64
        %359 = arith.cmpi sgt, %285, %c7_i64_86 : i64
        %360 = arith.extui %359 : i1 to i32
        %c68_i64 = arith.constant 68 : i64
        %c126_i64_87 = arith.constant 126 : i64
        %361 = arith.muli %arg6, %c126_i64_87 : i64
        %362 = arith.addi %c68_i64, %361 : i64
        %363 = llvm.getelementptr %arg4[%362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %360, %363 : i32, !llvm.ptr<1>
        %c7_i64_88 = arith.constant 7 : i64
        %364 = arith.cmpi sge, %285, %c7_i64_88 : i64
        %365 = arith.extui %364 : i1 to i32
        %c69_i64 = arith.constant 69 : i64
        %c126_i64_89 = arith.constant 126 : i64
        %366 = arith.muli %arg6, %c126_i64_89 : i64
        %367 = arith.addi %c69_i64, %366 : i64
        %368 = llvm.getelementptr %arg4[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %365, %368 : i32, !llvm.ptr<1>
        %c7_i64_90 = arith.constant 7 : i64
        %369 = arith.cmpi slt, %285, %c7_i64_90 : i64
        %370 = arith.extui %369 : i1 to i32
        %c70_i64 = arith.constant 70 : i64
        %c126_i64_91 = arith.constant 126 : i64
        %371 = arith.muli %arg6, %c126_i64_91 : i64
        %372 = arith.addi %c70_i64, %371 : i64
        %373 = llvm.getelementptr %arg4[%372] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %370, %373 : i32, !llvm.ptr<1>
        %c7_i64_92 = arith.constant 7 : i64
        %374 = arith.cmpi sle, %285, %c7_i64_92 : i64
        %375 = arith.extui %374 : i1 to i32
        %c71_i64 = arith.constant 71 : i64
        %c126_i64_93 = arith.constant 126 : i64
        %376 = arith.muli %arg6, %c126_i64_93 : i64
        %377 = arith.addi %c71_i64, %376 : i64
        %378 = llvm.getelementptr %arg4[%377] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %375, %378 : i32, !llvm.ptr<1>
        %379 = arith.extsi %3 : i32 to i64
        %380 = arith.extsi %5 : i32 to i64
        %381 = arith.extsi %6 : i32 to i64
        %382 = arith.extsi %7 : i32 to i64
        %383 = arith.cmpi eq, %379, %380 : i64
        %384 = arith.extui %383 : i1 to i32
        %c72_i64 = arith.constant 72 : i64
        %c126_i64_94 = arith.constant 126 : i64
        %385 = arith.muli %arg6, %c126_i64_94 : i64
        %386 = arith.addi %c72_i64, %385 : i64
        %387 = llvm.getelementptr %arg4[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %384, %387 : i32, !llvm.ptr<1>
        %388 = arith.cmpi ne, %379, %380 : i64
        %389 = arith.extui %388 : i1 to i32
        %c73_i64 = arith.constant 73 : i64
        %c126_i64_95 = arith.constant 126 : i64
        %390 = arith.muli %arg6, %c126_i64_95 : i64
        %391 = arith.addi %c73_i64, %390 : i64
        %392 = llvm.getelementptr %arg4[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %389, %392 : i32, !llvm.ptr<1>
        %393 = arith.cmpi sgt, %379, %380 : i64
        %394 = arith.extui %393 : i1 to i32
        %c74_i64 = arith.constant 74 : i64
        %c126_i64_96 = arith.constant 126 : i64
        %395 = arith.muli %arg6, %c126_i64_96 : i64
        %396 = arith.addi %c74_i64, %395 : i64
        %397 = llvm.getelementptr %arg4[%396] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %394, %397 : i32, !llvm.ptr<1>
        %398 = arith.cmpi sge, %379, %380 : i64
        %399 = arith.extui %398 : i1 to i32
        %c75_i64 = arith.constant 75 : i64
        %c126_i64_97 = arith.constant 126 : i64
        %400 = arith.muli %arg6, %c126_i64_97 : i64
        %401 = arith.addi %c75_i64, %400 : i64
        %402 = llvm.getelementptr %arg4[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %399, %402 : i32, !llvm.ptr<1>
        %403 = arith.cmpi slt, %379, %380 : i64
        %404 = arith.extui %403 : i1 to i32
        %c76_i64 = arith.constant 76 : i64
        %c126_i64_98 = arith.constant 126 : i64
        %405 = arith.muli %arg6, %c126_i64_98 : i64
        %406 = arith.addi %c76_i64, %405 : i64
        %407 = llvm.getelementptr %arg4[%406] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %404, %407 : i32, !llvm.ptr<1>
        %408 = arith.cmpi sle, %379, %380 : i64
        %409 = arith.extui %408 : i1 to i32
        %c77_i64 = arith.constant 77 : i64
        %c126_i64_99 = arith.constant 126 : i64
        %410 = arith.muli %arg6, %c126_i64_99 : i64
        %411 = arith.addi %c77_i64, %410 : i64
        %412 = llvm.getelementptr %arg4[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %409, %412 : i32, !llvm.ptr<1>
        %413 = arith.cmpi eq, %381, %382 : i64
        %414 = arith.extui %413 : i1 to i32
        %c78_i64 = arith.constant 78 : i64
        %c126_i64_100 = arith.constant 126 : i64
        %415 = arith.muli %arg6, %c126_i64_100 : i64
        %416 = arith.addi %c78_i64, %415 : i64
        %417 = llvm.getelementptr %arg4[%416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %414, %417 : i32, !llvm.ptr<1>
        %418 = arith.cmpi ne, %381, %382 : i64
        %419 = arith.extui %418 : i1 to i32
        %c79_i64 = arith.constant 79 : i64
        %c126_i64_101 = arith.constant 126 : i64
        %420 = arith.muli %arg6, %c126_i64_101 : i64
        %421 = arith.addi %c79_i64, %420 : i64
        %422 = llvm.getelementptr %arg4[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %419, %422 : i32, !llvm.ptr<1>
        %423 = arith.cmpi sgt, %381, %382 : i64
        %424 = arith.extui %423 : i1 to i32
        %c80_i64 = arith.constant 80 : i64
        %c126_i64_102 = arith.constant 126 : i64
        %425 = arith.muli %arg6, %c126_i64_102 : i64
        %426 = arith.addi %c80_i64, %425 : i64
        %427 = llvm.getelementptr %arg4[%426] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %424, %427 : i32, !llvm.ptr<1>
        %428 = arith.cmpi sge, %381, %382 : i64
        %429 = arith.extui %428 : i1 to i32
        %c81_i64 = arith.constant 81 : i64
        %c126_i64_103 = arith.constant 126 : i64
        %430 = arith.muli %arg6, %c126_i64_103 : i64
        %431 = arith.addi %c81_i64, %430 : i64
        %432 = llvm.getelementptr %arg4[%431] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %429, %432 : i32, !llvm.ptr<1>
        %433 = arith.cmpi slt, %381, %382 : i64
        %434 = arith.extui %433 : i1 to i32
        %c82_i64 = arith.constant 82 : i64
        %c126_i64_104 = arith.constant 126 : i64
        %435 = arith.muli %arg6, %c126_i64_104 : i64
        %436 = arith.addi %c82_i64, %435 : i64
        %437 = llvm.getelementptr %arg4[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %434, %437 : i32, !llvm.ptr<1>
        %438 = arith.cmpi sle, %381, %382 : i64
        %439 = arith.extui %438 : i1 to i32
        %c83_i64 = arith.constant 83 : i64
        %c126_i64_105 = arith.constant 126 : i64
        %440 = arith.muli %arg6, %c126_i64_105 : i64
        %441 = arith.addi %c83_i64, %440 : i64
        %442 = llvm.getelementptr %arg4[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %439, %442 : i32, !llvm.ptr<1>
        %c7_i64_106 = arith.constant 7 : i64
        %443 = arith.cmpi eq, %379, %c7_i64_106 : i64
        %444 = arith.extui %443 : i1 to i32
        %c84_i64 = arith.constant 84 : i64
        %c126_i64_107 = arith.constant 126 : i64
        %445 = arith.muli %arg6, %c126_i64_107 : i64
        %446 = arith.addi %c84_i64, %445 : i64
        %447 = llvm.getelementptr %arg4[%446] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %444, %447 : i32, !llvm.ptr<1>
        %c7_i64_108 = arith.constant 7 : i64
        %448 = arith.cmpi ne, %379, %c7_i64_108 : i64
        %449 = arith.extui %448 : i1 to i32
        %c85_i64 = arith.constant 85 : i64
        %c126_i64_109 = arith.constant 126 : i64
        %450 = arith.muli %arg6, %c126_i64_109 : i64
        %451 = arith.addi %c85_i64, %450 : i64
        %452 = llvm.getelementptr %arg4[%451] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %449, %452 : i32, !llvm.ptr<1>
        %c7_i64_110 = arith.constant 7 : i64
        %453 = arith.cmpi sgt, %379, %c7_i64_110 : i64
        %454 = arith.extui %453 : i1 to i32
        %c86_i64 = arith.constant 86 : i64
        %c126_i64_111 = arith.constant 126 : i64
        %455 = arith.muli %arg6, %c126_i64_111 : i64
        %456 = arith.addi %c86_i64, %455 : i64
        %457 = llvm.getelementptr %arg4[%456] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %454, %457 : i32, !llvm.ptr<1>
        %c7_i64_112 = arith.constant 7 : i64
        %458 = arith.cmpi sge, %379, %c7_i64_112 : i64
        %459 = arith.extui %458 : i1 to i32
        %c87_i64 = arith.constant 87 : i64
        %c126_i64_113 = arith.constant 126 : i64
        %460 = arith.muli %arg6, %c126_i64_113 : i64
        %461 = arith.addi %c87_i64, %460 : i64
        %462 = llvm.getelementptr %arg4[%461] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %459, %462 : i32, !llvm.ptr<1>
        %c7_i64_114 = arith.constant 7 : i64
        %463 = arith.cmpi slt, %379, %c7_i64_114 : i64
        %464 = arith.extui %463 : i1 to i32
        %c88_i64 = arith.constant 88 : i64
        %c126_i64_115 = arith.constant 126 : i64
        %465 = arith.muli %arg6, %c126_i64_115 : i64
        %466 = arith.addi %c88_i64, %465 : i64
        %467 = llvm.getelementptr %arg4[%466] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %464, %467 : i32, !llvm.ptr<1>
        %c7_i64_116 = arith.constant 7 : i64
        %468 = arith.cmpi sle, %379, %c7_i64_116 : i64
        %469 = arith.extui %468 : i1 to i32
        %c89_i64 = arith.constant 89 : i64
        %c126_i64_117 = arith.constant 126 : i64
        %470 = arith.muli %arg6, %c126_i64_117 : i64
        %471 = arith.addi %c89_i64, %470 : i64
        %472 = llvm.getelementptr %arg4[%471] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %469, %472 : i32, !llvm.ptr<1>
        %473 = arith.sitofp %3 : i32 to f32
        %474 = arith.sitofp %5 : i32 to f32
        %475 = arith.sitofp %6 : i32 to f32
        %476 = arith.sitofp %7 : i32 to f32
        %477 = arith.subf %473, %473 : f32
        %478 = arith.divf %477, %477 : f32
        %479 = arith.cmpf oeq, %473, %474 : f32
        %480 = arith.extui %479 : i1 to i32
        %c90_i64 = arith.constant 90 : i64
        %c126_i64_118 = arith.constant 126 : i64
        %481 = arith.muli %arg6, %c126_i64_118 : i64
        %482 = arith.addi %c90_i64, %481 : i64
        %483 = llvm.getelementptr %arg4[%482] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %480, %483 : i32, !llvm.ptr<1>
        %484 = arith.cmpf une, %473, %474 : f32
        %485 = arith.extui %484 : i1 to i32
        %c91_i64 = arith.constant 91 : i64
        %c126_i64_119 = arith.constant 126 : i64
        %486 = arith.muli %arg6, %c126_i64_119 : i64
        %487 = arith.addi %c91_i64, %486 : i64
        %488 = llvm.getelementptr %arg4[%487] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %485, %488 : i32, !llvm.ptr<1>
        %489 = arith.cmpf ogt, %473, %474 : f32
        %490 = arith.extui %489 : i1 to i32
        %c92_i64 = arith.constant 92 : i64
        %c126_i64_120 = arith.constant 126 : i64
        %491 = arith.muli %arg6, %c126_i64_120 : i64
        %492 = arith.addi %c92_i64, %491 : i64
        %493 = llvm.getelementptr %arg4[%492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %490, %493 : i32, !llvm.ptr<1>
        %494 = arith.cmpf oge, %473, %474 : f32
        %495 = arith.extui %494 : i1 to i32
        %c93_i64 = arith.constant 93 : i64
        %c126_i64_121 = arith.constant 126 : i64
        %496 = arith.muli %arg6, %c126_i64_121 : i64
        %497 = arith.addi %c93_i64, %496 : i64
        %498 = llvm.getelementptr %arg4[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %495, %498 : i32, !llvm.ptr<1>
        %499 = arith.cmpf olt, %473, %474 : f32
        %500 = arith.extui %499 : i1 to i32
        %c94_i64 = arith.constant 94 : i64
        %c126_i64_122 = arith.constant 126 : i64
        %501 = arith.muli %arg6, %c126_i64_122 : i64
        %502 = arith.addi %c94_i64, %501 : i64
        %503 = llvm.getelementptr %arg4[%502] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %500, %503 : i32, !llvm.ptr<1>
        %504 = arith.cmpf ole, %473, %474 : f32
        %505 = arith.extui %504 : i1 to i32
        %c95_i64 = arith.constant 95 : i64
        %c126_i64_123 = arith.constant 126 : i64
        %506 = arith.muli %arg6, %c126_i64_123 : i64
        %507 = arith.addi %c95_i64, %506 : i64
        %508 = llvm.getelementptr %arg4[%507] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %505, %508 : i32, !llvm.ptr<1>
        %509 = arith.cmpf oeq, %475, %476 : f32
        %510 = arith.extui %509 : i1 to i32
        %c96_i64 = arith.constant 96 : i64
        %c126_i64_124 = arith.constant 126 : i64
        %511 = arith.muli %arg6, %c126_i64_124 : i64
        %512 = arith.addi %c96_i64, %511 : i64
        %513 = llvm.getelementptr %arg4[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %510, %513 : i32, !llvm.ptr<1>
        %514 = arith.cmpf une, %475, %476 : f32
        %515 = arith.extui %514 : i1 to i32
        %c97_i64 = arith.constant 97 : i64
        %c126_i64_125 = arith.constant 126 : i64
        %516 = arith.muli %arg6, %c126_i64_125 : i64
        %517 = arith.addi %c97_i64, %516 : i64
        %518 = llvm.getelementptr %arg4[%517] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %515, %518 : i32, !llvm.ptr<1>
        %519 = arith.cmpf ogt, %475, %476 : f32
        %520 = arith.extui %519 : i1 to i32
        %c98_i64 = arith.constant 98 : i64
        %c126_i64_126 = arith.constant 126 : i64
        %521 = arith.muli %arg6, %c126_i64_126 : i64
        %522 = arith.addi %c98_i64, %521 : i64
        %523 = llvm.getelementptr %arg4[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %520, %523 : i32, !llvm.ptr<1>
        %524 = arith.cmpf oge, %475, %476 : f32
        %525 = arith.extui %524 : i1 to i32
        %c99_i64 = arith.constant 99 : i64
        %c126_i64_127 = arith.constant 126 : i64
        %526 = arith.muli %arg6, %c126_i64_127 : i64
        %527 = arith.addi %c99_i64, %526 : i64
        %528 = llvm.getelementptr %arg4[%527] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %525, %528 : i32, !llvm.ptr<1>
        %529 = arith.cmpf olt, %475, %476 : f32
        %530 = arith.extui %529 : i1 to i32
        %c100_i64 = arith.constant 100 : i64
        %c126_i64_128 = arith.constant 126 : i64
        %531 = arith.muli %arg6, %c126_i64_128 : i64
        %532 = arith.addi %c100_i64, %531 : i64
        %533 = llvm.getelementptr %arg4[%532] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %530, %533 : i32, !llvm.ptr<1>
        %534 = arith.cmpf ole, %475, %476 : f32
        %535 = arith.extui %534 : i1 to i32
        %c101_i64 = arith.constant 101 : i64
        %c126_i64_129 = arith.constant 126 : i64
        %536 = arith.muli %arg6, %c126_i64_129 : i64
        %537 = arith.addi %c101_i64, %536 : i64
        %538 = llvm.getelementptr %arg4[%537] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %535, %538 : i32, !llvm.ptr<1>
        %539 = arith.cmpf oeq, %478, %473 : f32
        %540 = arith.extui %539 : i1 to i32
        %c102_i64 = arith.constant 102 : i64
        %c126_i64_130 = arith.constant 126 : i64
        %541 = arith.muli %arg6, %c126_i64_130 : i64
        %542 = arith.addi %c102_i64, %541 : i64
        %543 = llvm.getelementptr %arg4[%542] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %540, %543 : i32, !llvm.ptr<1>
        %544 = arith.cmpf une, %478, %473 : f32
        %545 = arith.extui %544 : i1 to i32
        %c103_i64 = arith.constant 103 : i64
        %c126_i64_131 = arith.constant 126 : i64
        %546 = arith.muli %arg6, %c126_i64_131 : i64
        %547 = arith.addi %c103_i64, %546 : i64
        %548 = llvm.getelementptr %arg4[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %545, %548 : i32, !llvm.ptr<1>
        %549 = arith.cmpf ogt, %478, %473 : f32
        %550 = arith.extui %549 : i1 to i32
        %c104_i64 = arith.constant 104 : i64
        %c126_i64_132 = arith.constant 126 : i64
        %551 = arith.muli %arg6, %c126_i64_132 : i64
        %552 = arith.addi %c104_i64, %551 : i64
        %553 = llvm.getelementptr %arg4[%552] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %550, %553 : i32, !llvm.ptr<1>
        %554 = arith.cmpf oge, %478, %473 : f32
        %555 = arith.extui %554 : i1 to i32
        %c105_i64 = arith.constant 105 : i64
        %c126_i64_133 = arith.constant 126 : i64
        %556 = arith.muli %arg6, %c126_i64_133 : i64
        %557 = arith.addi %c105_i64, %556 : i64
        %558 = llvm.getelementptr %arg4[%557] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %555, %558 : i32, !llvm.ptr<1>
        %559 = arith.cmpf olt, %478, %473 : f32
        %560 = arith.extui %559 : i1 to i32
        %c106_i64 = arith.constant 106 : i64
        %c126_i64_134 = arith.constant 126 : i64
        %561 = arith.muli %arg6, %c126_i64_134 : i64
        %562 = arith.addi %c106_i64, %561 : i64
        %563 = llvm.getelementptr %arg4[%562] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %560, %563 : i32, !llvm.ptr<1>
        %564 = arith.cmpf ole, %478, %473 : f32
        %565 = arith.extui %564 : i1 to i32
        %c107_i64 = arith.constant 107 : i64
        %c126_i64_135 = arith.constant 126 : i64
        %566 = arith.muli %arg6, %c126_i64_135 : i64
        %567 = arith.addi %c107_i64, %566 : i64
        %568 = llvm.getelementptr %arg4[%567] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %565, %568 : i32, !llvm.ptr<1>
        %569 = arith.sitofp %3 : i32 to f64
        %570 = arith.sitofp %5 : i32 to f64
        %571 = arith.sitofp %6 : i32 to f64
        %572 = arith.sitofp %7 : i32 to f64
        %573 = arith.subf %569, %569 : f64
        %574 = arith.divf %573, %573 : f64
        %575 = arith.cmpf oeq, %569, %570 : f64
        %576 = arith.extui %575 : i1 to i32
        %c108_i64 = arith.constant 108 : i64
        %c126_i64_136 = arith.constant 126 : i64
        %577 = arith.muli %arg6, %c126_i64_136 : i64
        %578 = arith.addi %c108_i64, %577 : i64
        %579 = llvm.getelementptr %arg4[%578] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %576, %579 : i32, !llvm.ptr<1>
        %580 = arith.cmpf une, %569, %570 : f64
        %581 = arith.extui %580 : i1 to i32
        %c109_i64 = arith.constant 109 : i64
        %c126_i64_137 = arith.constant 126 : i64
        %582 = arith.muli %arg6, %c126_i64_137 : i64
        %583 = arith.addi %c109_i64, %582 : i64
        %584 = llvm.getelementptr %arg4[%583] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %581, %584 : i32, !llvm.ptr<1>
        %585 = arith.cmpf ogt, %569, %570 : f64
        %586 = arith.extui %585 : i1 to i32
        %c110_i64 = arith.constant 110 : i64
        %c126_i64_138 = arith.constant 126 : i64
        %587 = arith.muli %arg6, %c126_i64_138 : i64
        %588 = arith.addi %c110_i64, %587 : i64
        %589 = llvm.getelementptr %arg4[%588] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %586, %589 : i32, !llvm.ptr<1>
        %590 = arith.cmpf oge, %569, %570 : f64
        %591 = arith.extui %590 : i1 to i32
        %c111_i64 = arith.constant 111 : i64
        %c126_i64_139 = arith.constant 126 : i64
        %592 = arith.muli %arg6, %c126_i64_139 : i64
        %593 = arith.addi %c111_i64, %592 : i64
        %594 = llvm.getelementptr %arg4[%593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %591, %594 : i32, !llvm.ptr<1>
        %595 = arith.cmpf olt, %569, %570 : f64
        %596 = arith.extui %595 : i1 to i32
        %c112_i64 = arith.constant 112 : i64
        %c126_i64_140 = arith.constant 126 : i64
        %597 = arith.muli %arg6, %c126_i64_140 : i64
        %598 = arith.addi %c112_i64, %597 : i64
        %599 = llvm.getelementptr %arg4[%598] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %596, %599 : i32, !llvm.ptr<1>
        %600 = arith.cmpf ole, %569, %570 : f64
        %601 = arith.extui %600 : i1 to i32
        %c113_i64 = arith.constant 113 : i64
        %c126_i64_141 = arith.constant 126 : i64
        %602 = arith.muli %arg6, %c126_i64_141 : i64
        %603 = arith.addi %c113_i64, %602 : i64
        %604 = llvm.getelementptr %arg4[%603] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %601, %604 : i32, !llvm.ptr<1>
        %605 = arith.cmpf oeq, %571, %572 : f64
        %606 = arith.extui %605 : i1 to i32
        %c114_i64 = arith.constant 114 : i64
        %c126_i64_142 = arith.constant 126 : i64
        %607 = arith.muli %arg6, %c126_i64_142 : i64
        %608 = arith.addi %c114_i64, %607 : i64
        %609 = llvm.getelementptr %arg4[%608] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %606, %609 : i32, !llvm.ptr<1>
        %610 = arith.cmpf une, %571, %572 : f64
        %611 = arith.extui %610 : i1 to i32
        %c115_i64 = arith.constant 115 : i64
        %c126_i64_143 = arith.constant 126 : i64
        %612 = arith.muli %arg6, %c126_i64_143 : i64
        %613 = arith.addi %c115_i64, %612 : i64
        %614 = llvm.getelementptr %arg4[%613] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %611, %614 : i32, !llvm.ptr<1>
        %615 = arith.cmpf ogt, %571, %572 : f64
        %616 = arith.extui %615 : i1 to i32
        %c116_i64 = arith.constant 116 : i64
        %c126_i64_144 = arith.constant 126 : i64
        %617 = arith.muli %arg6, %c126_i64_144 : i64
        %618 = arith.addi %c116_i64, %617 : i64
        %619 = llvm.getelementptr %arg4[%618] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %616, %619 : i32, !llvm.ptr<1>
        %620 = arith.cmpf oge, %571, %572 : f64
        %621 = arith.extui %620 : i1 to i32
        %c117_i64 = arith.constant 117 : i64
        %c126_i64_145 = arith.constant 126 : i64
        %622 = arith.muli %arg6, %c126_i64_145 : i64
        %623 = arith.addi %c117_i64, %622 : i64
        %624 = llvm.getelementptr %arg4[%623] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %621, %624 : i32, !llvm.ptr<1>
        %625 = arith.cmpf olt, %571, %572 : f64
        %626 = arith.extui %625 : i1 to i32
        %c118_i64 = arith.constant 118 : i64
        %c126_i64_146 = arith.constant 126 : i64
        %627 = arith.muli %arg6, %c126_i64_146 : i64
        %628 = arith.addi %c118_i64, %627 : i64
        %629 = llvm.getelementptr %arg4[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %626, %629 : i32, !llvm.ptr<1>
        %630 = arith.cmpf ole, %571, %572 : f64
        %631 = arith.extui %630 : i1 to i32
        %c119_i64 = arith.constant 119 : i64
        %c126_i64_147 = arith.constant 126 : i64
        %632 = arith.muli %arg6, %c126_i64_147 : i64
        %633 = arith.addi %c119_i64, %632 : i64
        %634 = llvm.getelementptr %arg4[%633] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %631, %634 : i32, !llvm.ptr<1>
        %635 = arith.cmpf oeq, %574, %569 : f64
        %636 = arith.extui %635 : i1 to i32
        %c120_i64 = arith.constant 120 : i64
        %c126_i64_148 = arith.constant 126 : i64
        %637 = arith.muli %arg6, %c126_i64_148 : i64
        %638 = arith.addi %c120_i64, %637 : i64
        %639 = llvm.getelementptr %arg4[%638] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %636, %639 : i32, !llvm.ptr<1>
        %640 = arith.cmpf une, %574, %569 : f64
        %641 = arith.extui %640 : i1 to i32
        %c121_i64 = arith.constant 121 : i64
        %c126_i64_149 = arith.constant 126 : i64
        %642 = arith.muli %arg6, %c126_i64_149 : i64
        %643 = arith.addi %c121_i64, %642 : i64
        %644 = llvm.getelementptr %arg4[%643] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %641, %644 : i32, !llvm.ptr<1>
        %645 = arith.cmpf ogt, %574, %569 : f64
        %646 = arith.extui %645 : i1 to i32
        %c122_i64 = arith.constant 122 : i64
        %c126_i64_150 = arith.constant 126 : i64
        %647 = arith.muli %arg6, %c126_i64_150 : i64
        %648 = arith.addi %c122_i64, %647 : i64
        %649 = llvm.getelementptr %arg4[%648] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %646, %649 : i32, !llvm.ptr<1>
        %650 = arith.cmpf oge, %574, %569 : f64
        %651 = arith.extui %650 : i1 to i32
        %c123_i64 = arith.constant 123 : i64
        %c126_i64_151 = arith.constant 126 : i64
        %652 = arith.muli %arg6, %c126_i64_151 : i64
        %653 = arith.addi %c123_i64, %652 : i64
        %654 = llvm.getelementptr %arg4[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %651, %654 : i32, !llvm.ptr<1>
        %655 = arith.cmpf olt, %574, %569 : f64
        %656 = arith.extui %655 : i1 to i32
        %c124_i64 = arith.constant 124 : i64
        %c126_i64_152 = arith.constant 126 : i64
        %657 = arith.muli %arg6, %c126_i64_152 : i64
        %658 = arith.addi %c124_i64, %657 : i64
        %659 = llvm.getelementptr %arg4[%658] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %656, %659 : i32, !llvm.ptr<1>
        %660 = arith.cmpf ole, %574, %569 : f64
        %661 = arith.extui %660 : i1 to i32
        %c125_i64 = arith.constant 125 : i64
        %c126_i64_153 = arith.constant 126 : i64
        %662 = arith.muli %arg6, %c126_i64_153 : i64
        %663 = arith.addi %c125_i64, %662 : i64
        %664 = llvm.getelementptr %arg4[%663] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %661, %664 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
