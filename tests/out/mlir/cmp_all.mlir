module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cmp_all(%arg0: memref<?xi32, strided<[1]>, 1>, %arg1: memref<?xi32, strided<[1]>, 1>, %arg2: memref<126x?xi32, strided<[1, 126]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<126x?xi32, strided<[1, 126]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<126x?xi32, strided<[1, 126]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %9 to %2 step %c32_i64  : i64 {
        %10 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %11 = llvm.load %10 : !llvm.ptr<1> -> i32
        %12 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %13 = llvm.load %12 : !llvm.ptr<1> -> i32
        %c3_i32 = arith.constant 3 : i32
        %14 = arith.remsi %11, %c3_i32 : i32
        %c3_i32_10 = arith.constant 3 : i32
        %15 = arith.remsi %13, %c3_i32_10 : i32
        %16 = arith.trunci %11 : i32 to i8
        %17 = arith.trunci %13 : i32 to i8
        %18 = arith.trunci %14 : i32 to i8
        %19 = arith.trunci %15 : i32 to i8
        %20 = arith.cmpi eq, %16, %17 : i8
        %21 = arith.extui %20 : i1 to i32
        %c126_i64 = arith.constant 126 : i64
        %22 = arith.muli %arg3, %c126_i64 : i64
        %23 = llvm.getelementptr %7[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %21, %23 : i32, !llvm.ptr<1>
        %24 = arith.cmpi ne, %16, %17 : i8
        %25 = arith.extui %24 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c126_i64_11 = arith.constant 126 : i64
        %26 = arith.muli %arg3, %c126_i64_11 : i64
        %27 = arith.addi %c1_i64, %26 : i64
        %28 = llvm.getelementptr %7[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %25, %28 : i32, !llvm.ptr<1>
        %29 = arith.cmpi sgt, %16, %17 : i8
        %30 = arith.extui %29 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c126_i64_12 = arith.constant 126 : i64
        %31 = arith.muli %arg3, %c126_i64_12 : i64
        %32 = arith.addi %c2_i64, %31 : i64
        %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %30, %33 : i32, !llvm.ptr<1>
        %34 = arith.cmpi sge, %16, %17 : i8
        %35 = arith.extui %34 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c126_i64_13 = arith.constant 126 : i64
        %36 = arith.muli %arg3, %c126_i64_13 : i64
        %37 = arith.addi %c3_i64, %36 : i64
        %38 = llvm.getelementptr %7[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %35, %38 : i32, !llvm.ptr<1>
        %39 = arith.cmpi slt, %16, %17 : i8
        %40 = arith.extui %39 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c126_i64_14 = arith.constant 126 : i64
        %41 = arith.muli %arg3, %c126_i64_14 : i64
        %42 = arith.addi %c4_i64, %41 : i64
        %43 = llvm.getelementptr %7[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %40, %43 : i32, !llvm.ptr<1>
        %44 = arith.cmpi sle, %16, %17 : i8
        %45 = arith.extui %44 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c126_i64_15 = arith.constant 126 : i64
        %46 = arith.muli %arg3, %c126_i64_15 : i64
        %47 = arith.addi %c5_i64, %46 : i64
        %48 = llvm.getelementptr %7[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %45, %48 : i32, !llvm.ptr<1>
        %49 = arith.cmpi eq, %18, %19 : i8
        %50 = arith.extui %49 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c126_i64_16 = arith.constant 126 : i64
        %51 = arith.muli %arg3, %c126_i64_16 : i64
        %52 = arith.addi %c6_i64, %51 : i64
        %53 = llvm.getelementptr %7[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %50, %53 : i32, !llvm.ptr<1>
        %54 = arith.cmpi ne, %18, %19 : i8
        %55 = arith.extui %54 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c126_i64_17 = arith.constant 126 : i64
        %56 = arith.muli %arg3, %c126_i64_17 : i64
        %57 = arith.addi %c7_i64, %56 : i64
        %58 = llvm.getelementptr %7[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %55, %58 : i32, !llvm.ptr<1>
        %59 = arith.cmpi sgt, %18, %19 : i8
        %60 = arith.extui %59 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c126_i64_18 = arith.constant 126 : i64
        %61 = arith.muli %arg3, %c126_i64_18 : i64
        %62 = arith.addi %c8_i64, %61 : i64
        %63 = llvm.getelementptr %7[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %60, %63 : i32, !llvm.ptr<1>
        %64 = arith.cmpi sge, %18, %19 : i8
        %65 = arith.extui %64 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c126_i64_19 = arith.constant 126 : i64
        %66 = arith.muli %arg3, %c126_i64_19 : i64
        %67 = arith.addi %c9_i64, %66 : i64
        %68 = llvm.getelementptr %7[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %65, %68 : i32, !llvm.ptr<1>
        %69 = arith.cmpi slt, %18, %19 : i8
        %70 = arith.extui %69 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c126_i64_20 = arith.constant 126 : i64
        %71 = arith.muli %arg3, %c126_i64_20 : i64
        %72 = arith.addi %c10_i64, %71 : i64
        %73 = llvm.getelementptr %7[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %70, %73 : i32, !llvm.ptr<1>
        %74 = arith.cmpi sle, %18, %19 : i8
        %75 = arith.extui %74 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c126_i64_21 = arith.constant 126 : i64
        %76 = arith.muli %arg3, %c126_i64_21 : i64
        %77 = arith.addi %c11_i64, %76 : i64
        %78 = llvm.getelementptr %7[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %75, %78 : i32, !llvm.ptr<1>
        %c7_i8 = arith.constant 7 : i8
        %79 = arith.cmpi eq, %16, %c7_i8 : i8
        %80 = arith.extui %79 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c126_i64_22 = arith.constant 126 : i64
        %81 = arith.muli %arg3, %c126_i64_22 : i64
        %82 = arith.addi %c12_i64, %81 : i64
        %83 = llvm.getelementptr %7[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %80, %83 : i32, !llvm.ptr<1>
        %c7_i8_23 = arith.constant 7 : i8
        %84 = arith.cmpi ne, %16, %c7_i8_23 : i8
        %85 = arith.extui %84 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c126_i64_24 = arith.constant 126 : i64
        %86 = arith.muli %arg3, %c126_i64_24 : i64
        %87 = arith.addi %c13_i64, %86 : i64
        %88 = llvm.getelementptr %7[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %85, %88 : i32, !llvm.ptr<1>
        %c7_i8_25 = arith.constant 7 : i8
        %89 = arith.cmpi sgt, %16, %c7_i8_25 : i8
        %90 = arith.extui %89 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c126_i64_26 = arith.constant 126 : i64
        %91 = arith.muli %arg3, %c126_i64_26 : i64
        %92 = arith.addi %c14_i64, %91 : i64
        %93 = llvm.getelementptr %7[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %90, %93 : i32, !llvm.ptr<1>
        %c7_i8_27 = arith.constant 7 : i8
        %94 = arith.cmpi sge, %16, %c7_i8_27 : i8
        %95 = arith.extui %94 : i1 to i32
        %c15_i64 = arith.constant 15 : i64
        %c126_i64_28 = arith.constant 126 : i64
        %96 = arith.muli %arg3, %c126_i64_28 : i64
        %97 = arith.addi %c15_i64, %96 : i64
        %98 = llvm.getelementptr %7[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %95, %98 : i32, !llvm.ptr<1>
        %c7_i8_29 = arith.constant 7 : i8
        %99 = arith.cmpi slt, %16, %c7_i8_29 : i8
        %100 = arith.extui %99 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %c126_i64_30 = arith.constant 126 : i64
        %101 = arith.muli %arg3, %c126_i64_30 : i64
        %102 = arith.addi %c16_i64, %101 : i64
        %103 = llvm.getelementptr %7[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %100, %103 : i32, !llvm.ptr<1>
        %c7_i8_31 = arith.constant 7 : i8
        %104 = arith.cmpi sle, %16, %c7_i8_31 : i8
        %105 = arith.extui %104 : i1 to i32
        %c17_i64 = arith.constant 17 : i64
        %c126_i64_32 = arith.constant 126 : i64
        %106 = arith.muli %arg3, %c126_i64_32 : i64
        %107 = arith.addi %c17_i64, %106 : i64
        %108 = llvm.getelementptr %7[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %105, %108 : i32, !llvm.ptr<1>
        %109 = arith.trunci %11 : i32 to i16
        %110 = arith.trunci %13 : i32 to i16
        %111 = arith.trunci %14 : i32 to i16
        %112 = arith.trunci %15 : i32 to i16
        %113 = arith.cmpi eq, %109, %110 : i16
        %114 = arith.extui %113 : i1 to i32
        %c18_i64 = arith.constant 18 : i64
        %c126_i64_33 = arith.constant 126 : i64
        %115 = arith.muli %arg3, %c126_i64_33 : i64
        %116 = arith.addi %c18_i64, %115 : i64
        %117 = llvm.getelementptr %7[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %114, %117 : i32, !llvm.ptr<1>
        %118 = arith.cmpi ne, %109, %110 : i16
        %119 = arith.extui %118 : i1 to i32
        %c19_i64 = arith.constant 19 : i64
        %c126_i64_34 = arith.constant 126 : i64
        %120 = arith.muli %arg3, %c126_i64_34 : i64
        %121 = arith.addi %c19_i64, %120 : i64
        %122 = llvm.getelementptr %7[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %119, %122 : i32, !llvm.ptr<1>
        %123 = arith.cmpi sgt, %109, %110 : i16
        %124 = arith.extui %123 : i1 to i32
        %c20_i64 = arith.constant 20 : i64
        %c126_i64_35 = arith.constant 126 : i64
        %125 = arith.muli %arg3, %c126_i64_35 : i64
        %126 = arith.addi %c20_i64, %125 : i64
        %127 = llvm.getelementptr %7[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %124, %127 : i32, !llvm.ptr<1>
        %128 = arith.cmpi sge, %109, %110 : i16
        %129 = arith.extui %128 : i1 to i32
        %c21_i64 = arith.constant 21 : i64
        %c126_i64_36 = arith.constant 126 : i64
        %130 = arith.muli %arg3, %c126_i64_36 : i64
        %131 = arith.addi %c21_i64, %130 : i64
        %132 = llvm.getelementptr %7[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %129, %132 : i32, !llvm.ptr<1>
        %133 = arith.cmpi slt, %109, %110 : i16
        %134 = arith.extui %133 : i1 to i32
        %c22_i64 = arith.constant 22 : i64
        %c126_i64_37 = arith.constant 126 : i64
        %135 = arith.muli %arg3, %c126_i64_37 : i64
        %136 = arith.addi %c22_i64, %135 : i64
        %137 = llvm.getelementptr %7[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %134, %137 : i32, !llvm.ptr<1>
        %138 = arith.cmpi sle, %109, %110 : i16
        %139 = arith.extui %138 : i1 to i32
        %c23_i64 = arith.constant 23 : i64
        %c126_i64_38 = arith.constant 126 : i64
        %140 = arith.muli %arg3, %c126_i64_38 : i64
        %141 = arith.addi %c23_i64, %140 : i64
        %142 = llvm.getelementptr %7[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %139, %142 : i32, !llvm.ptr<1>
        %143 = arith.cmpi eq, %111, %112 : i16
        %144 = arith.extui %143 : i1 to i32
        %c24_i64 = arith.constant 24 : i64
        %c126_i64_39 = arith.constant 126 : i64
        %145 = arith.muli %arg3, %c126_i64_39 : i64
        %146 = arith.addi %c24_i64, %145 : i64
        %147 = llvm.getelementptr %7[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %144, %147 : i32, !llvm.ptr<1>
        %148 = arith.cmpi ne, %111, %112 : i16
        %149 = arith.extui %148 : i1 to i32
        %c25_i64 = arith.constant 25 : i64
        %c126_i64_40 = arith.constant 126 : i64
        %150 = arith.muli %arg3, %c126_i64_40 : i64
        %151 = arith.addi %c25_i64, %150 : i64
        %152 = llvm.getelementptr %7[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %149, %152 : i32, !llvm.ptr<1>
        %153 = arith.cmpi sgt, %111, %112 : i16
        %154 = arith.extui %153 : i1 to i32
        %c26_i64 = arith.constant 26 : i64
        %c126_i64_41 = arith.constant 126 : i64
        %155 = arith.muli %arg3, %c126_i64_41 : i64
        %156 = arith.addi %c26_i64, %155 : i64
        %157 = llvm.getelementptr %7[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %154, %157 : i32, !llvm.ptr<1>
        %158 = arith.cmpi sge, %111, %112 : i16
        %159 = arith.extui %158 : i1 to i32
        %c27_i64 = arith.constant 27 : i64
        %c126_i64_42 = arith.constant 126 : i64
        %160 = arith.muli %arg3, %c126_i64_42 : i64
        %161 = arith.addi %c27_i64, %160 : i64
        %162 = llvm.getelementptr %7[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %159, %162 : i32, !llvm.ptr<1>
        %163 = arith.cmpi slt, %111, %112 : i16
        %164 = arith.extui %163 : i1 to i32
        %c28_i64 = arith.constant 28 : i64
        %c126_i64_43 = arith.constant 126 : i64
        %165 = arith.muli %arg3, %c126_i64_43 : i64
        %166 = arith.addi %c28_i64, %165 : i64
        %167 = llvm.getelementptr %7[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %164, %167 : i32, !llvm.ptr<1>
        %168 = arith.cmpi sle, %111, %112 : i16
        %169 = arith.extui %168 : i1 to i32
        %c29_i64 = arith.constant 29 : i64
        %c126_i64_44 = arith.constant 126 : i64
        %170 = arith.muli %arg3, %c126_i64_44 : i64
        %171 = arith.addi %c29_i64, %170 : i64
        %172 = llvm.getelementptr %7[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %169, %172 : i32, !llvm.ptr<1>
        %c7_i16 = arith.constant 7 : i16
        %173 = arith.cmpi eq, %109, %c7_i16 : i16
        %174 = arith.extui %173 : i1 to i32
        %c30_i64 = arith.constant 30 : i64
        %c126_i64_45 = arith.constant 126 : i64
        %175 = arith.muli %arg3, %c126_i64_45 : i64
        %176 = arith.addi %c30_i64, %175 : i64
        %177 = llvm.getelementptr %7[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %174, %177 : i32, !llvm.ptr<1>
        %c7_i16_46 = arith.constant 7 : i16
        %178 = arith.cmpi ne, %109, %c7_i16_46 : i16
        %179 = arith.extui %178 : i1 to i32
        %c31_i64 = arith.constant 31 : i64
        %c126_i64_47 = arith.constant 126 : i64
        %180 = arith.muli %arg3, %c126_i64_47 : i64
        %181 = arith.addi %c31_i64, %180 : i64
        %182 = llvm.getelementptr %7[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %179, %182 : i32, !llvm.ptr<1>
        %c7_i16_48 = arith.constant 7 : i16
        %183 = arith.cmpi sgt, %109, %c7_i16_48 : i16
        %184 = arith.extui %183 : i1 to i32
        %c32_i64_49 = arith.constant 32 : i64
        %c126_i64_50 = arith.constant 126 : i64
        %185 = arith.muli %arg3, %c126_i64_50 : i64
        %186 = arith.addi %c32_i64_49, %185 : i64
        %187 = llvm.getelementptr %7[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %184, %187 : i32, !llvm.ptr<1>
        %c7_i16_51 = arith.constant 7 : i16
        %188 = arith.cmpi sge, %109, %c7_i16_51 : i16
        %189 = arith.extui %188 : i1 to i32
        %c33_i64 = arith.constant 33 : i64
        %c126_i64_52 = arith.constant 126 : i64
        %190 = arith.muli %arg3, %c126_i64_52 : i64
        %191 = arith.addi %c33_i64, %190 : i64
        %192 = llvm.getelementptr %7[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %189, %192 : i32, !llvm.ptr<1>
        %c7_i16_53 = arith.constant 7 : i16
        %193 = arith.cmpi slt, %109, %c7_i16_53 : i16
        %194 = arith.extui %193 : i1 to i32
        %c34_i64 = arith.constant 34 : i64
        %c126_i64_54 = arith.constant 126 : i64
        %195 = arith.muli %arg3, %c126_i64_54 : i64
        %196 = arith.addi %c34_i64, %195 : i64
        %197 = llvm.getelementptr %7[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %194, %197 : i32, !llvm.ptr<1>
        %c7_i16_55 = arith.constant 7 : i16
        %198 = arith.cmpi sle, %109, %c7_i16_55 : i16
        %199 = arith.extui %198 : i1 to i32
        %c35_i64 = arith.constant 35 : i64
        %c126_i64_56 = arith.constant 126 : i64
        %200 = arith.muli %arg3, %c126_i64_56 : i64
        %201 = arith.addi %c35_i64, %200 : i64
        %202 = llvm.getelementptr %7[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %199, %202 : i32, !llvm.ptr<1>
        %203 = arith.cmpi eq, %11, %13 : i32
        %204 = arith.extui %203 : i1 to i32
        %c36_i64 = arith.constant 36 : i64
        %c126_i64_57 = arith.constant 126 : i64
        %205 = arith.muli %arg3, %c126_i64_57 : i64
        %206 = arith.addi %c36_i64, %205 : i64
        %207 = llvm.getelementptr %7[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %204, %207 : i32, !llvm.ptr<1>
        %208 = arith.cmpi ne, %11, %13 : i32
        %209 = arith.extui %208 : i1 to i32
        %c37_i64 = arith.constant 37 : i64
        %c126_i64_58 = arith.constant 126 : i64
        %210 = arith.muli %arg3, %c126_i64_58 : i64
        %211 = arith.addi %c37_i64, %210 : i64
        %212 = llvm.getelementptr %7[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %209, %212 : i32, !llvm.ptr<1>
        %213 = arith.cmpi sgt, %11, %13 : i32
        %214 = arith.extui %213 : i1 to i32
        %c38_i64 = arith.constant 38 : i64
        %c126_i64_59 = arith.constant 126 : i64
        %215 = arith.muli %arg3, %c126_i64_59 : i64
        %216 = arith.addi %c38_i64, %215 : i64
        %217 = llvm.getelementptr %7[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %214, %217 : i32, !llvm.ptr<1>
        %218 = arith.cmpi sge, %11, %13 : i32
        %219 = arith.extui %218 : i1 to i32
        %c39_i64 = arith.constant 39 : i64
        %c126_i64_60 = arith.constant 126 : i64
        %220 = arith.muli %arg3, %c126_i64_60 : i64
        %221 = arith.addi %c39_i64, %220 : i64
        %222 = llvm.getelementptr %7[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %219, %222 : i32, !llvm.ptr<1>
        %223 = arith.cmpi slt, %11, %13 : i32
        %224 = arith.extui %223 : i1 to i32
        %c40_i64 = arith.constant 40 : i64
        %c126_i64_61 = arith.constant 126 : i64
        %225 = arith.muli %arg3, %c126_i64_61 : i64
        %226 = arith.addi %c40_i64, %225 : i64
        %227 = llvm.getelementptr %7[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %224, %227 : i32, !llvm.ptr<1>
        %228 = arith.cmpi sle, %11, %13 : i32
        %229 = arith.extui %228 : i1 to i32
        %c41_i64 = arith.constant 41 : i64
        %c126_i64_62 = arith.constant 126 : i64
        %230 = arith.muli %arg3, %c126_i64_62 : i64
        %231 = arith.addi %c41_i64, %230 : i64
        %232 = llvm.getelementptr %7[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %229, %232 : i32, !llvm.ptr<1>
        %233 = arith.cmpi eq, %14, %15 : i32
        %234 = arith.extui %233 : i1 to i32
        %c42_i64 = arith.constant 42 : i64
        %c126_i64_63 = arith.constant 126 : i64
        %235 = arith.muli %arg3, %c126_i64_63 : i64
        %236 = arith.addi %c42_i64, %235 : i64
        %237 = llvm.getelementptr %7[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %234, %237 : i32, !llvm.ptr<1>
        %238 = arith.cmpi ne, %14, %15 : i32
        %239 = arith.extui %238 : i1 to i32
        %c43_i64 = arith.constant 43 : i64
        %c126_i64_64 = arith.constant 126 : i64
        %240 = arith.muli %arg3, %c126_i64_64 : i64
        %241 = arith.addi %c43_i64, %240 : i64
        %242 = llvm.getelementptr %7[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %239, %242 : i32, !llvm.ptr<1>
        %243 = arith.cmpi sgt, %14, %15 : i32
        %244 = arith.extui %243 : i1 to i32
        %c44_i64 = arith.constant 44 : i64
        %c126_i64_65 = arith.constant 126 : i64
        %245 = arith.muli %arg3, %c126_i64_65 : i64
        %246 = arith.addi %c44_i64, %245 : i64
        %247 = llvm.getelementptr %7[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %244, %247 : i32, !llvm.ptr<1>
        %248 = arith.cmpi sge, %14, %15 : i32
        %249 = arith.extui %248 : i1 to i32
        %c45_i64 = arith.constant 45 : i64
        %c126_i64_66 = arith.constant 126 : i64
        %250 = arith.muli %arg3, %c126_i64_66 : i64
        %251 = arith.addi %c45_i64, %250 : i64
        %252 = llvm.getelementptr %7[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %249, %252 : i32, !llvm.ptr<1>
        %253 = arith.cmpi slt, %14, %15 : i32
        %254 = arith.extui %253 : i1 to i32
        %c46_i64 = arith.constant 46 : i64
        %c126_i64_67 = arith.constant 126 : i64
        %255 = arith.muli %arg3, %c126_i64_67 : i64
        %256 = arith.addi %c46_i64, %255 : i64
        %257 = llvm.getelementptr %7[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %254, %257 : i32, !llvm.ptr<1>
        %258 = arith.cmpi sle, %14, %15 : i32
        %259 = arith.extui %258 : i1 to i32
        %c47_i64 = arith.constant 47 : i64
        %c126_i64_68 = arith.constant 126 : i64
        %260 = arith.muli %arg3, %c126_i64_68 : i64
        %261 = arith.addi %c47_i64, %260 : i64
        %262 = llvm.getelementptr %7[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %259, %262 : i32, !llvm.ptr<1>
        %c7_i32 = arith.constant 7 : i32
        %263 = arith.cmpi eq, %11, %c7_i32 : i32
        %264 = arith.extui %263 : i1 to i32
        %c48_i64 = arith.constant 48 : i64
        %c126_i64_69 = arith.constant 126 : i64
        %265 = arith.muli %arg3, %c126_i64_69 : i64
        %266 = arith.addi %c48_i64, %265 : i64
        %267 = llvm.getelementptr %7[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %264, %267 : i32, !llvm.ptr<1>
        %c7_i32_70 = arith.constant 7 : i32
        %268 = arith.cmpi ne, %11, %c7_i32_70 : i32
        %269 = arith.extui %268 : i1 to i32
        %c49_i64 = arith.constant 49 : i64
        %c126_i64_71 = arith.constant 126 : i64
        %270 = arith.muli %arg3, %c126_i64_71 : i64
        %271 = arith.addi %c49_i64, %270 : i64
        %272 = llvm.getelementptr %7[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %269, %272 : i32, !llvm.ptr<1>
        %c7_i32_72 = arith.constant 7 : i32
        %273 = arith.cmpi sgt, %11, %c7_i32_72 : i32
        %274 = arith.extui %273 : i1 to i32
        %c50_i64 = arith.constant 50 : i64
        %c126_i64_73 = arith.constant 126 : i64
        %275 = arith.muli %arg3, %c126_i64_73 : i64
        %276 = arith.addi %c50_i64, %275 : i64
        %277 = llvm.getelementptr %7[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %274, %277 : i32, !llvm.ptr<1>
        %c7_i32_74 = arith.constant 7 : i32
        %278 = arith.cmpi sge, %11, %c7_i32_74 : i32
        %279 = arith.extui %278 : i1 to i32
        %c51_i64 = arith.constant 51 : i64
        %c126_i64_75 = arith.constant 126 : i64
        %280 = arith.muli %arg3, %c126_i64_75 : i64
        %281 = arith.addi %c51_i64, %280 : i64
        %282 = llvm.getelementptr %7[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %279, %282 : i32, !llvm.ptr<1>
        %c7_i32_76 = arith.constant 7 : i32
        %283 = arith.cmpi slt, %11, %c7_i32_76 : i32
        %284 = arith.extui %283 : i1 to i32
        %c52_i64 = arith.constant 52 : i64
        %c126_i64_77 = arith.constant 126 : i64
        %285 = arith.muli %arg3, %c126_i64_77 : i64
        %286 = arith.addi %c52_i64, %285 : i64
        %287 = llvm.getelementptr %7[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %284, %287 : i32, !llvm.ptr<1>
        %c7_i32_78 = arith.constant 7 : i32
        %288 = arith.cmpi sle, %11, %c7_i32_78 : i32
        %289 = arith.extui %288 : i1 to i32
        %c53_i64 = arith.constant 53 : i64
        %c126_i64_79 = arith.constant 126 : i64
        %290 = arith.muli %arg3, %c126_i64_79 : i64
        %291 = arith.addi %c53_i64, %290 : i64
        %292 = llvm.getelementptr %7[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %289, %292 : i32, !llvm.ptr<1>
        %293 = arith.extsi %11 : i32 to i64
        %294 = arith.extsi %13 : i32 to i64
        %295 = arith.extsi %14 : i32 to i64
        %296 = arith.extsi %15 : i32 to i64
        %297 = arith.cmpi eq, %293, %294 : i64
        %298 = arith.extui %297 : i1 to i32
        %c54_i64 = arith.constant 54 : i64
        %c126_i64_80 = arith.constant 126 : i64
        %299 = arith.muli %arg3, %c126_i64_80 : i64
        %300 = arith.addi %c54_i64, %299 : i64
        %301 = llvm.getelementptr %7[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %298, %301 : i32, !llvm.ptr<1>
        %302 = arith.cmpi ne, %293, %294 : i64
        %303 = arith.extui %302 : i1 to i32
        %c55_i64 = arith.constant 55 : i64
        %c126_i64_81 = arith.constant 126 : i64
        %304 = arith.muli %arg3, %c126_i64_81 : i64
        %305 = arith.addi %c55_i64, %304 : i64
        %306 = llvm.getelementptr %7[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %303, %306 : i32, !llvm.ptr<1>
        %307 = arith.cmpi sgt, %293, %294 : i64
        %308 = arith.extui %307 : i1 to i32
        %c56_i64 = arith.constant 56 : i64
        %c126_i64_82 = arith.constant 126 : i64
        %309 = arith.muli %arg3, %c126_i64_82 : i64
        %310 = arith.addi %c56_i64, %309 : i64
        %311 = llvm.getelementptr %7[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %308, %311 : i32, !llvm.ptr<1>
        %312 = arith.cmpi sge, %293, %294 : i64
        %313 = arith.extui %312 : i1 to i32
        %c57_i64 = arith.constant 57 : i64
        %c126_i64_83 = arith.constant 126 : i64
        %314 = arith.muli %arg3, %c126_i64_83 : i64
        %315 = arith.addi %c57_i64, %314 : i64
        %316 = llvm.getelementptr %7[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %313, %316 : i32, !llvm.ptr<1>
        %317 = arith.cmpi slt, %293, %294 : i64
        %318 = arith.extui %317 : i1 to i32
        %c58_i64 = arith.constant 58 : i64
        %c126_i64_84 = arith.constant 126 : i64
        %319 = arith.muli %arg3, %c126_i64_84 : i64
        %320 = arith.addi %c58_i64, %319 : i64
        %321 = llvm.getelementptr %7[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %318, %321 : i32, !llvm.ptr<1>
        %322 = arith.cmpi sle, %293, %294 : i64
        %323 = arith.extui %322 : i1 to i32
        %c59_i64 = arith.constant 59 : i64
        %c126_i64_85 = arith.constant 126 : i64
        %324 = arith.muli %arg3, %c126_i64_85 : i64
        %325 = arith.addi %c59_i64, %324 : i64
        %326 = llvm.getelementptr %7[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %323, %326 : i32, !llvm.ptr<1>
        %327 = arith.cmpi eq, %295, %296 : i64
        %328 = arith.extui %327 : i1 to i32
        %c60_i64 = arith.constant 60 : i64
        %c126_i64_86 = arith.constant 126 : i64
        %329 = arith.muli %arg3, %c126_i64_86 : i64
        %330 = arith.addi %c60_i64, %329 : i64
        %331 = llvm.getelementptr %7[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %328, %331 : i32, !llvm.ptr<1>
        %332 = arith.cmpi ne, %295, %296 : i64
        %333 = arith.extui %332 : i1 to i32
        %c61_i64 = arith.constant 61 : i64
        %c126_i64_87 = arith.constant 126 : i64
        %334 = arith.muli %arg3, %c126_i64_87 : i64
        %335 = arith.addi %c61_i64, %334 : i64
        %336 = llvm.getelementptr %7[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %333, %336 : i32, !llvm.ptr<1>
        %337 = arith.cmpi sgt, %295, %296 : i64
        %338 = arith.extui %337 : i1 to i32
        %c62_i64 = arith.constant 62 : i64
        %c126_i64_88 = arith.constant 126 : i64
        %339 = arith.muli %arg3, %c126_i64_88 : i64
        %340 = arith.addi %c62_i64, %339 : i64
        %341 = llvm.getelementptr %7[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %338, %341 : i32, !llvm.ptr<1>
        %342 = arith.cmpi sge, %295, %296 : i64
        %343 = arith.extui %342 : i1 to i32
        %c63_i64 = arith.constant 63 : i64
        %c126_i64_89 = arith.constant 126 : i64
        %344 = arith.muli %arg3, %c126_i64_89 : i64
        %345 = arith.addi %c63_i64, %344 : i64
        %346 = llvm.getelementptr %7[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %343, %346 : i32, !llvm.ptr<1>
        %347 = arith.cmpi slt, %295, %296 : i64
        %348 = arith.extui %347 : i1 to i32
        %c64_i64 = arith.constant 64 : i64
        %c126_i64_90 = arith.constant 126 : i64
        %349 = arith.muli %arg3, %c126_i64_90 : i64
        %350 = arith.addi %c64_i64, %349 : i64
        %351 = llvm.getelementptr %7[%350] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %348, %351 : i32, !llvm.ptr<1>
        %352 = arith.cmpi sle, %295, %296 : i64
        %353 = arith.extui %352 : i1 to i32
        %c65_i64 = arith.constant 65 : i64
        %c126_i64_91 = arith.constant 126 : i64
        %354 = arith.muli %arg3, %c126_i64_91 : i64
        %355 = arith.addi %c65_i64, %354 : i64
        %356 = llvm.getelementptr %7[%355] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %353, %356 : i32, !llvm.ptr<1>
        %c7_i64_92 = arith.constant 7 : i64
        %357 = arith.cmpi eq, %293, %c7_i64_92 : i64
        %358 = arith.extui %357 : i1 to i32
        %c66_i64 = arith.constant 66 : i64
        %c126_i64_93 = arith.constant 126 : i64
        %359 = arith.muli %arg3, %c126_i64_93 : i64
        %360 = arith.addi %c66_i64, %359 : i64
        %361 = llvm.getelementptr %7[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %358, %361 : i32, !llvm.ptr<1>
        %c7_i64_94 = arith.constant 7 : i64
        %362 = arith.cmpi ne, %293, %c7_i64_94 : i64
        %363 = arith.extui %362 : i1 to i32
        %c67_i64 = arith.constant 67 : i64
        %c126_i64_95 = arith.constant 126 : i64
        %364 = arith.muli %arg3, %c126_i64_95 : i64
        %365 = arith.addi %c67_i64, %364 : i64
        %366 = llvm.getelementptr %7[%365] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %363, %366 : i32, !llvm.ptr<1>
        %c7_i64_96 = arith.constant 7 : i64
        %367 = arith.cmpi sgt, %293, %c7_i64_96 : i64
        %368 = arith.extui %367 : i1 to i32
        %c68_i64 = arith.constant 68 : i64
        %c126_i64_97 = arith.constant 126 : i64
        %369 = arith.muli %arg3, %c126_i64_97 : i64
        %370 = arith.addi %c68_i64, %369 : i64
        %371 = llvm.getelementptr %7[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %368, %371 : i32, !llvm.ptr<1>
        %c7_i64_98 = arith.constant 7 : i64
        %372 = arith.cmpi sge, %293, %c7_i64_98 : i64
        %373 = arith.extui %372 : i1 to i32
        %c69_i64 = arith.constant 69 : i64
        %c126_i64_99 = arith.constant 126 : i64
        %374 = arith.muli %arg3, %c126_i64_99 : i64
        %375 = arith.addi %c69_i64, %374 : i64
        %376 = llvm.getelementptr %7[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %373, %376 : i32, !llvm.ptr<1>
        %c7_i64_100 = arith.constant 7 : i64
        %377 = arith.cmpi slt, %293, %c7_i64_100 : i64
        %378 = arith.extui %377 : i1 to i32
        %c70_i64 = arith.constant 70 : i64
        %c126_i64_101 = arith.constant 126 : i64
        %379 = arith.muli %arg3, %c126_i64_101 : i64
        %380 = arith.addi %c70_i64, %379 : i64
        %381 = llvm.getelementptr %7[%380] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %378, %381 : i32, !llvm.ptr<1>
        %c7_i64_102 = arith.constant 7 : i64
        %382 = arith.cmpi sle, %293, %c7_i64_102 : i64
        %383 = arith.extui %382 : i1 to i32
        %c71_i64 = arith.constant 71 : i64
        %c126_i64_103 = arith.constant 126 : i64
        %384 = arith.muli %arg3, %c126_i64_103 : i64
        %385 = arith.addi %c71_i64, %384 : i64
        %386 = llvm.getelementptr %7[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %383, %386 : i32, !llvm.ptr<1>
        %387 = arith.extsi %11 : i32 to i64
        %388 = arith.extsi %13 : i32 to i64
        %389 = arith.extsi %14 : i32 to i64
        %390 = arith.extsi %15 : i32 to i64
        %391 = arith.cmpi eq, %387, %388 : i64
        %392 = arith.extui %391 : i1 to i32
        %c72_i64 = arith.constant 72 : i64
        %c126_i64_104 = arith.constant 126 : i64
        %393 = arith.muli %arg3, %c126_i64_104 : i64
        %394 = arith.addi %c72_i64, %393 : i64
        %395 = llvm.getelementptr %7[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %392, %395 : i32, !llvm.ptr<1>
        %396 = arith.cmpi ne, %387, %388 : i64
        %397 = arith.extui %396 : i1 to i32
        %c73_i64 = arith.constant 73 : i64
        %c126_i64_105 = arith.constant 126 : i64
        %398 = arith.muli %arg3, %c126_i64_105 : i64
        %399 = arith.addi %c73_i64, %398 : i64
        %400 = llvm.getelementptr %7[%399] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %397, %400 : i32, !llvm.ptr<1>
        %401 = arith.cmpi sgt, %387, %388 : i64
        %402 = arith.extui %401 : i1 to i32
        %c74_i64 = arith.constant 74 : i64
        %c126_i64_106 = arith.constant 126 : i64
        %403 = arith.muli %arg3, %c126_i64_106 : i64
        %404 = arith.addi %c74_i64, %403 : i64
        %405 = llvm.getelementptr %7[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %402, %405 : i32, !llvm.ptr<1>
        %406 = arith.cmpi sge, %387, %388 : i64
        %407 = arith.extui %406 : i1 to i32
        %c75_i64 = arith.constant 75 : i64
        %c126_i64_107 = arith.constant 126 : i64
        %408 = arith.muli %arg3, %c126_i64_107 : i64
        %409 = arith.addi %c75_i64, %408 : i64
        %410 = llvm.getelementptr %7[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %407, %410 : i32, !llvm.ptr<1>
        %411 = arith.cmpi slt, %387, %388 : i64
        %412 = arith.extui %411 : i1 to i32
        %c76_i64 = arith.constant 76 : i64
        %c126_i64_108 = arith.constant 126 : i64
        %413 = arith.muli %arg3, %c126_i64_108 : i64
        %414 = arith.addi %c76_i64, %413 : i64
        %415 = llvm.getelementptr %7[%414] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %412, %415 : i32, !llvm.ptr<1>
        %416 = arith.cmpi sle, %387, %388 : i64
        %417 = arith.extui %416 : i1 to i32
        %c77_i64 = arith.constant 77 : i64
        %c126_i64_109 = arith.constant 126 : i64
        %418 = arith.muli %arg3, %c126_i64_109 : i64
        %419 = arith.addi %c77_i64, %418 : i64
        %420 = llvm.getelementptr %7[%419] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %417, %420 : i32, !llvm.ptr<1>
        %421 = arith.cmpi eq, %389, %390 : i64
        %422 = arith.extui %421 : i1 to i32
        %c78_i64 = arith.constant 78 : i64
        %c126_i64_110 = arith.constant 126 : i64
        %423 = arith.muli %arg3, %c126_i64_110 : i64
        %424 = arith.addi %c78_i64, %423 : i64
        %425 = llvm.getelementptr %7[%424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %422, %425 : i32, !llvm.ptr<1>
        %426 = arith.cmpi ne, %389, %390 : i64
        %427 = arith.extui %426 : i1 to i32
        %c79_i64 = arith.constant 79 : i64
        %c126_i64_111 = arith.constant 126 : i64
        %428 = arith.muli %arg3, %c126_i64_111 : i64
        %429 = arith.addi %c79_i64, %428 : i64
        %430 = llvm.getelementptr %7[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %427, %430 : i32, !llvm.ptr<1>
        %431 = arith.cmpi sgt, %389, %390 : i64
        %432 = arith.extui %431 : i1 to i32
        %c80_i64 = arith.constant 80 : i64
        %c126_i64_112 = arith.constant 126 : i64
        %433 = arith.muli %arg3, %c126_i64_112 : i64
        %434 = arith.addi %c80_i64, %433 : i64
        %435 = llvm.getelementptr %7[%434] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %432, %435 : i32, !llvm.ptr<1>
        %436 = arith.cmpi sge, %389, %390 : i64
        %437 = arith.extui %436 : i1 to i32
        %c81_i64 = arith.constant 81 : i64
        %c126_i64_113 = arith.constant 126 : i64
        %438 = arith.muli %arg3, %c126_i64_113 : i64
        %439 = arith.addi %c81_i64, %438 : i64
        %440 = llvm.getelementptr %7[%439] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %437, %440 : i32, !llvm.ptr<1>
        %441 = arith.cmpi slt, %389, %390 : i64
        %442 = arith.extui %441 : i1 to i32
        %c82_i64 = arith.constant 82 : i64
        %c126_i64_114 = arith.constant 126 : i64
        %443 = arith.muli %arg3, %c126_i64_114 : i64
        %444 = arith.addi %c82_i64, %443 : i64
        %445 = llvm.getelementptr %7[%444] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %442, %445 : i32, !llvm.ptr<1>
        %446 = arith.cmpi sle, %389, %390 : i64
        %447 = arith.extui %446 : i1 to i32
        %c83_i64 = arith.constant 83 : i64
        %c126_i64_115 = arith.constant 126 : i64
        %448 = arith.muli %arg3, %c126_i64_115 : i64
        %449 = arith.addi %c83_i64, %448 : i64
        %450 = llvm.getelementptr %7[%449] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %447, %450 : i32, !llvm.ptr<1>
        %c7_i64_116 = arith.constant 7 : i64
        %451 = arith.cmpi eq, %387, %c7_i64_116 : i64
        %452 = arith.extui %451 : i1 to i32
        %c84_i64 = arith.constant 84 : i64
        %c126_i64_117 = arith.constant 126 : i64
        %453 = arith.muli %arg3, %c126_i64_117 : i64
        %454 = arith.addi %c84_i64, %453 : i64
        %455 = llvm.getelementptr %7[%454] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %452, %455 : i32, !llvm.ptr<1>
        %c7_i64_118 = arith.constant 7 : i64
        %456 = arith.cmpi ne, %387, %c7_i64_118 : i64
        %457 = arith.extui %456 : i1 to i32
        %c85_i64 = arith.constant 85 : i64
        %c126_i64_119 = arith.constant 126 : i64
        %458 = arith.muli %arg3, %c126_i64_119 : i64
        %459 = arith.addi %c85_i64, %458 : i64
        %460 = llvm.getelementptr %7[%459] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %457, %460 : i32, !llvm.ptr<1>
        %c7_i64_120 = arith.constant 7 : i64
        %461 = arith.cmpi sgt, %387, %c7_i64_120 : i64
        %462 = arith.extui %461 : i1 to i32
        %c86_i64 = arith.constant 86 : i64
        %c126_i64_121 = arith.constant 126 : i64
        %463 = arith.muli %arg3, %c126_i64_121 : i64
        %464 = arith.addi %c86_i64, %463 : i64
        %465 = llvm.getelementptr %7[%464] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %462, %465 : i32, !llvm.ptr<1>
        %c7_i64_122 = arith.constant 7 : i64
        %466 = arith.cmpi sge, %387, %c7_i64_122 : i64
        %467 = arith.extui %466 : i1 to i32
        %c87_i64 = arith.constant 87 : i64
        %c126_i64_123 = arith.constant 126 : i64
        %468 = arith.muli %arg3, %c126_i64_123 : i64
        %469 = arith.addi %c87_i64, %468 : i64
        %470 = llvm.getelementptr %7[%469] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %467, %470 : i32, !llvm.ptr<1>
        %c7_i64_124 = arith.constant 7 : i64
        %471 = arith.cmpi slt, %387, %c7_i64_124 : i64
        %472 = arith.extui %471 : i1 to i32
        %c88_i64 = arith.constant 88 : i64
        %c126_i64_125 = arith.constant 126 : i64
        %473 = arith.muli %arg3, %c126_i64_125 : i64
        %474 = arith.addi %c88_i64, %473 : i64
        %475 = llvm.getelementptr %7[%474] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %472, %475 : i32, !llvm.ptr<1>
        %c7_i64_126 = arith.constant 7 : i64
        %476 = arith.cmpi sle, %387, %c7_i64_126 : i64
        %477 = arith.extui %476 : i1 to i32
        %c89_i64 = arith.constant 89 : i64
        %c126_i64_127 = arith.constant 126 : i64
        %478 = arith.muli %arg3, %c126_i64_127 : i64
        %479 = arith.addi %c89_i64, %478 : i64
        %480 = llvm.getelementptr %7[%479] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %477, %480 : i32, !llvm.ptr<1>
        %481 = arith.sitofp %11 : i32 to f32
        %482 = arith.sitofp %13 : i32 to f32
        %483 = arith.sitofp %14 : i32 to f32
        %484 = arith.sitofp %15 : i32 to f32
        %485 = arith.subf %481, %481 : f32
        %486 = arith.divf %485, %485 : f32
        %487 = arith.cmpf oeq, %481, %482 : f32
        %488 = arith.extui %487 : i1 to i32
        %c90_i64 = arith.constant 90 : i64
        %c126_i64_128 = arith.constant 126 : i64
        %489 = arith.muli %arg3, %c126_i64_128 : i64
        %490 = arith.addi %c90_i64, %489 : i64
        %491 = llvm.getelementptr %7[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %488, %491 : i32, !llvm.ptr<1>
        %492 = arith.cmpf une, %481, %482 : f32
        %493 = arith.extui %492 : i1 to i32
        %c91_i64 = arith.constant 91 : i64
        %c126_i64_129 = arith.constant 126 : i64
        %494 = arith.muli %arg3, %c126_i64_129 : i64
        %495 = arith.addi %c91_i64, %494 : i64
        %496 = llvm.getelementptr %7[%495] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %493, %496 : i32, !llvm.ptr<1>
        %497 = arith.cmpf ogt, %481, %482 : f32
        %498 = arith.extui %497 : i1 to i32
        %c92_i64 = arith.constant 92 : i64
        %c126_i64_130 = arith.constant 126 : i64
        %499 = arith.muli %arg3, %c126_i64_130 : i64
        %500 = arith.addi %c92_i64, %499 : i64
        %501 = llvm.getelementptr %7[%500] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %498, %501 : i32, !llvm.ptr<1>
        %502 = arith.cmpf oge, %481, %482 : f32
        %503 = arith.extui %502 : i1 to i32
        %c93_i64 = arith.constant 93 : i64
        %c126_i64_131 = arith.constant 126 : i64
        %504 = arith.muli %arg3, %c126_i64_131 : i64
        %505 = arith.addi %c93_i64, %504 : i64
        %506 = llvm.getelementptr %7[%505] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %503, %506 : i32, !llvm.ptr<1>
        %507 = arith.cmpf olt, %481, %482 : f32
        %508 = arith.extui %507 : i1 to i32
        %c94_i64 = arith.constant 94 : i64
        %c126_i64_132 = arith.constant 126 : i64
        %509 = arith.muli %arg3, %c126_i64_132 : i64
        %510 = arith.addi %c94_i64, %509 : i64
        %511 = llvm.getelementptr %7[%510] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %508, %511 : i32, !llvm.ptr<1>
        %512 = arith.cmpf ole, %481, %482 : f32
        %513 = arith.extui %512 : i1 to i32
        %c95_i64 = arith.constant 95 : i64
        %c126_i64_133 = arith.constant 126 : i64
        %514 = arith.muli %arg3, %c126_i64_133 : i64
        %515 = arith.addi %c95_i64, %514 : i64
        %516 = llvm.getelementptr %7[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %513, %516 : i32, !llvm.ptr<1>
        %517 = arith.cmpf oeq, %483, %484 : f32
        %518 = arith.extui %517 : i1 to i32
        %c96_i64 = arith.constant 96 : i64
        %c126_i64_134 = arith.constant 126 : i64
        %519 = arith.muli %arg3, %c126_i64_134 : i64
        %520 = arith.addi %c96_i64, %519 : i64
        %521 = llvm.getelementptr %7[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %518, %521 : i32, !llvm.ptr<1>
        %522 = arith.cmpf une, %483, %484 : f32
        %523 = arith.extui %522 : i1 to i32
        %c97_i64 = arith.constant 97 : i64
        %c126_i64_135 = arith.constant 126 : i64
        %524 = arith.muli %arg3, %c126_i64_135 : i64
        %525 = arith.addi %c97_i64, %524 : i64
        %526 = llvm.getelementptr %7[%525] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %523, %526 : i32, !llvm.ptr<1>
        %527 = arith.cmpf ogt, %483, %484 : f32
        %528 = arith.extui %527 : i1 to i32
        %c98_i64 = arith.constant 98 : i64
        %c126_i64_136 = arith.constant 126 : i64
        %529 = arith.muli %arg3, %c126_i64_136 : i64
        %530 = arith.addi %c98_i64, %529 : i64
        %531 = llvm.getelementptr %7[%530] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %528, %531 : i32, !llvm.ptr<1>
        %532 = arith.cmpf oge, %483, %484 : f32
        %533 = arith.extui %532 : i1 to i32
        %c99_i64 = arith.constant 99 : i64
        %c126_i64_137 = arith.constant 126 : i64
        %534 = arith.muli %arg3, %c126_i64_137 : i64
        %535 = arith.addi %c99_i64, %534 : i64
        %536 = llvm.getelementptr %7[%535] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %533, %536 : i32, !llvm.ptr<1>
        %537 = arith.cmpf olt, %483, %484 : f32
        %538 = arith.extui %537 : i1 to i32
        %c100_i64 = arith.constant 100 : i64
        %c126_i64_138 = arith.constant 126 : i64
        %539 = arith.muli %arg3, %c126_i64_138 : i64
        %540 = arith.addi %c100_i64, %539 : i64
        %541 = llvm.getelementptr %7[%540] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %538, %541 : i32, !llvm.ptr<1>
        %542 = arith.cmpf ole, %483, %484 : f32
        %543 = arith.extui %542 : i1 to i32
        %c101_i64 = arith.constant 101 : i64
        %c126_i64_139 = arith.constant 126 : i64
        %544 = arith.muli %arg3, %c126_i64_139 : i64
        %545 = arith.addi %c101_i64, %544 : i64
        %546 = llvm.getelementptr %7[%545] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %543, %546 : i32, !llvm.ptr<1>
        %547 = arith.cmpf oeq, %486, %481 : f32
        %548 = arith.extui %547 : i1 to i32
        %c102_i64 = arith.constant 102 : i64
        %c126_i64_140 = arith.constant 126 : i64
        %549 = arith.muli %arg3, %c126_i64_140 : i64
        %550 = arith.addi %c102_i64, %549 : i64
        %551 = llvm.getelementptr %7[%550] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %548, %551 : i32, !llvm.ptr<1>
        %552 = arith.cmpf une, %486, %481 : f32
        %553 = arith.extui %552 : i1 to i32
        %c103_i64 = arith.constant 103 : i64
        %c126_i64_141 = arith.constant 126 : i64
        %554 = arith.muli %arg3, %c126_i64_141 : i64
        %555 = arith.addi %c103_i64, %554 : i64
        %556 = llvm.getelementptr %7[%555] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %553, %556 : i32, !llvm.ptr<1>
        %557 = arith.cmpf ogt, %486, %481 : f32
        %558 = arith.extui %557 : i1 to i32
        %c104_i64 = arith.constant 104 : i64
        %c126_i64_142 = arith.constant 126 : i64
        %559 = arith.muli %arg3, %c126_i64_142 : i64
        %560 = arith.addi %c104_i64, %559 : i64
        %561 = llvm.getelementptr %7[%560] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %558, %561 : i32, !llvm.ptr<1>
        %562 = arith.cmpf oge, %486, %481 : f32
        %563 = arith.extui %562 : i1 to i32
        %c105_i64 = arith.constant 105 : i64
        %c126_i64_143 = arith.constant 126 : i64
        %564 = arith.muli %arg3, %c126_i64_143 : i64
        %565 = arith.addi %c105_i64, %564 : i64
        %566 = llvm.getelementptr %7[%565] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %563, %566 : i32, !llvm.ptr<1>
        %567 = arith.cmpf olt, %486, %481 : f32
        %568 = arith.extui %567 : i1 to i32
        %c106_i64 = arith.constant 106 : i64
        %c126_i64_144 = arith.constant 126 : i64
        %569 = arith.muli %arg3, %c126_i64_144 : i64
        %570 = arith.addi %c106_i64, %569 : i64
        %571 = llvm.getelementptr %7[%570] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %568, %571 : i32, !llvm.ptr<1>
        %572 = arith.cmpf ole, %486, %481 : f32
        %573 = arith.extui %572 : i1 to i32
        %c107_i64 = arith.constant 107 : i64
        %c126_i64_145 = arith.constant 126 : i64
        %574 = arith.muli %arg3, %c126_i64_145 : i64
        %575 = arith.addi %c107_i64, %574 : i64
        %576 = llvm.getelementptr %7[%575] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %573, %576 : i32, !llvm.ptr<1>
        %577 = arith.sitofp %11 : i32 to f64
        %578 = arith.sitofp %13 : i32 to f64
        %579 = arith.sitofp %14 : i32 to f64
        %580 = arith.sitofp %15 : i32 to f64
        %581 = arith.subf %577, %577 : f64
        %582 = arith.divf %581, %581 : f64
        %583 = arith.cmpf oeq, %577, %578 : f64
        %584 = arith.extui %583 : i1 to i32
        %c108_i64 = arith.constant 108 : i64
        %c126_i64_146 = arith.constant 126 : i64
        %585 = arith.muli %arg3, %c126_i64_146 : i64
        %586 = arith.addi %c108_i64, %585 : i64
        %587 = llvm.getelementptr %7[%586] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %584, %587 : i32, !llvm.ptr<1>
        %588 = arith.cmpf une, %577, %578 : f64
        %589 = arith.extui %588 : i1 to i32
        %c109_i64 = arith.constant 109 : i64
        %c126_i64_147 = arith.constant 126 : i64
        %590 = arith.muli %arg3, %c126_i64_147 : i64
        %591 = arith.addi %c109_i64, %590 : i64
        %592 = llvm.getelementptr %7[%591] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %589, %592 : i32, !llvm.ptr<1>
        %593 = arith.cmpf ogt, %577, %578 : f64
        %594 = arith.extui %593 : i1 to i32
        %c110_i64 = arith.constant 110 : i64
        %c126_i64_148 = arith.constant 126 : i64
        %595 = arith.muli %arg3, %c126_i64_148 : i64
        %596 = arith.addi %c110_i64, %595 : i64
        %597 = llvm.getelementptr %7[%596] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %594, %597 : i32, !llvm.ptr<1>
        %598 = arith.cmpf oge, %577, %578 : f64
        %599 = arith.extui %598 : i1 to i32
        %c111_i64 = arith.constant 111 : i64
        %c126_i64_149 = arith.constant 126 : i64
        %600 = arith.muli %arg3, %c126_i64_149 : i64
        %601 = arith.addi %c111_i64, %600 : i64
        %602 = llvm.getelementptr %7[%601] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %599, %602 : i32, !llvm.ptr<1>
        %603 = arith.cmpf olt, %577, %578 : f64
        %604 = arith.extui %603 : i1 to i32
        %c112_i64 = arith.constant 112 : i64
        %c126_i64_150 = arith.constant 126 : i64
        %605 = arith.muli %arg3, %c126_i64_150 : i64
        %606 = arith.addi %c112_i64, %605 : i64
        %607 = llvm.getelementptr %7[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %604, %607 : i32, !llvm.ptr<1>
        %608 = arith.cmpf ole, %577, %578 : f64
        %609 = arith.extui %608 : i1 to i32
        %c113_i64 = arith.constant 113 : i64
        %c126_i64_151 = arith.constant 126 : i64
        %610 = arith.muli %arg3, %c126_i64_151 : i64
        %611 = arith.addi %c113_i64, %610 : i64
        %612 = llvm.getelementptr %7[%611] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %609, %612 : i32, !llvm.ptr<1>
        %613 = arith.cmpf oeq, %579, %580 : f64
        %614 = arith.extui %613 : i1 to i32
        %c114_i64 = arith.constant 114 : i64
        %c126_i64_152 = arith.constant 126 : i64
        %615 = arith.muli %arg3, %c126_i64_152 : i64
        %616 = arith.addi %c114_i64, %615 : i64
        %617 = llvm.getelementptr %7[%616] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %614, %617 : i32, !llvm.ptr<1>
        %618 = arith.cmpf une, %579, %580 : f64
        %619 = arith.extui %618 : i1 to i32
        %c115_i64 = arith.constant 115 : i64
        %c126_i64_153 = arith.constant 126 : i64
        %620 = arith.muli %arg3, %c126_i64_153 : i64
        %621 = arith.addi %c115_i64, %620 : i64
        %622 = llvm.getelementptr %7[%621] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %619, %622 : i32, !llvm.ptr<1>
        %623 = arith.cmpf ogt, %579, %580 : f64
        %624 = arith.extui %623 : i1 to i32
        %c116_i64 = arith.constant 116 : i64
        %c126_i64_154 = arith.constant 126 : i64
        %625 = arith.muli %arg3, %c126_i64_154 : i64
        %626 = arith.addi %c116_i64, %625 : i64
        %627 = llvm.getelementptr %7[%626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %624, %627 : i32, !llvm.ptr<1>
        %628 = arith.cmpf oge, %579, %580 : f64
        %629 = arith.extui %628 : i1 to i32
        %c117_i64 = arith.constant 117 : i64
        %c126_i64_155 = arith.constant 126 : i64
        %630 = arith.muli %arg3, %c126_i64_155 : i64
        %631 = arith.addi %c117_i64, %630 : i64
        %632 = llvm.getelementptr %7[%631] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %629, %632 : i32, !llvm.ptr<1>
        %633 = arith.cmpf olt, %579, %580 : f64
        %634 = arith.extui %633 : i1 to i32
        %c118_i64 = arith.constant 118 : i64
        %c126_i64_156 = arith.constant 126 : i64
        %635 = arith.muli %arg3, %c126_i64_156 : i64
        %636 = arith.addi %c118_i64, %635 : i64
        %637 = llvm.getelementptr %7[%636] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %634, %637 : i32, !llvm.ptr<1>
        %638 = arith.cmpf ole, %579, %580 : f64
        %639 = arith.extui %638 : i1 to i32
        %c119_i64 = arith.constant 119 : i64
        %c126_i64_157 = arith.constant 126 : i64
        %640 = arith.muli %arg3, %c126_i64_157 : i64
        %641 = arith.addi %c119_i64, %640 : i64
        %642 = llvm.getelementptr %7[%641] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %639, %642 : i32, !llvm.ptr<1>
        %643 = arith.cmpf oeq, %582, %577 : f64
        %644 = arith.extui %643 : i1 to i32
        %c120_i64 = arith.constant 120 : i64
        %c126_i64_158 = arith.constant 126 : i64
        %645 = arith.muli %arg3, %c126_i64_158 : i64
        %646 = arith.addi %c120_i64, %645 : i64
        %647 = llvm.getelementptr %7[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %644, %647 : i32, !llvm.ptr<1>
        %648 = arith.cmpf une, %582, %577 : f64
        %649 = arith.extui %648 : i1 to i32
        %c121_i64 = arith.constant 121 : i64
        %c126_i64_159 = arith.constant 126 : i64
        %650 = arith.muli %arg3, %c126_i64_159 : i64
        %651 = arith.addi %c121_i64, %650 : i64
        %652 = llvm.getelementptr %7[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %649, %652 : i32, !llvm.ptr<1>
        %653 = arith.cmpf ogt, %582, %577 : f64
        %654 = arith.extui %653 : i1 to i32
        %c122_i64 = arith.constant 122 : i64
        %c126_i64_160 = arith.constant 126 : i64
        %655 = arith.muli %arg3, %c126_i64_160 : i64
        %656 = arith.addi %c122_i64, %655 : i64
        %657 = llvm.getelementptr %7[%656] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %654, %657 : i32, !llvm.ptr<1>
        %658 = arith.cmpf oge, %582, %577 : f64
        %659 = arith.extui %658 : i1 to i32
        %c123_i64 = arith.constant 123 : i64
        %c126_i64_161 = arith.constant 126 : i64
        %660 = arith.muli %arg3, %c126_i64_161 : i64
        %661 = arith.addi %c123_i64, %660 : i64
        %662 = llvm.getelementptr %7[%661] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %659, %662 : i32, !llvm.ptr<1>
        %663 = arith.cmpf olt, %582, %577 : f64
        %664 = arith.extui %663 : i1 to i32
        %c124_i64 = arith.constant 124 : i64
        %c126_i64_162 = arith.constant 126 : i64
        %665 = arith.muli %arg3, %c126_i64_162 : i64
        %666 = arith.addi %c124_i64, %665 : i64
        %667 = llvm.getelementptr %7[%666] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %664, %667 : i32, !llvm.ptr<1>
        %668 = arith.cmpf ole, %582, %577 : f64
        %669 = arith.extui %668 : i1 to i32
        %c125_i64 = arith.constant 125 : i64
        %c126_i64_163 = arith.constant 126 : i64
        %670 = arith.muli %arg3, %c126_i64_163 : i64
        %671 = arith.addi %c125_i64, %670 : i64
        %672 = llvm.getelementptr %7[%671] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %669, %672 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
