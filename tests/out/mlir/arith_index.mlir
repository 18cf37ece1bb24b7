module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_index(%arg0: memref<?xi64, strided<[1]>, 1>, %arg1: memref<?xi64, strided<[1]>, 1>, %arg2: memref<26x?xi64, strided<[1, 26]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi64, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi64, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<26x?xi64, strided<[1, 26]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<26x?xi64, strided<[1, 26]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
      %c1_i64 = arith.constant 1 : i64
      %9 = arith.subi %c-9223372036854775807_i64, %c1_i64 : i64
      %thread_id_x = gpu.thread_id  x
      %10 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %10 to %2 step %c32_i64  : i64 {
        %11 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %12 = llvm.load %11 : !llvm.ptr<1> -> i64
        %13 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %14 = llvm.load %13 : !llvm.ptr<1> -> i64
        %15 = arith.addi %12, %14 : i64
        %c26_i64 = arith.constant 26 : i64
        %16 = arith.muli %arg3, %c26_i64 : i64
        %17 = llvm.getelementptr %7[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %15, %17 : i64, !llvm.ptr<1>
        %18 = arith.subi %12, %14 : i64
        %c1_i64_10 = arith.constant 1 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %19 = arith.muli %arg3, %c26_i64_11 : i64
        %20 = arith.addi %c1_i64_10, %19 : i64
        %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %18, %21 : i64, !llvm.ptr<1>
        %22 = arith.muli %12, %14 : i64
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %23 = arith.muli %arg3, %c26_i64_12 : i64
        %24 = arith.addi %c2_i64, %23 : i64
        %25 = llvm.getelementptr %7[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %22, %25 : i64, !llvm.ptr<1>
        %26 = arith.divsi %12, %14 : i64
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %27 = arith.muli %arg3, %c26_i64_13 : i64
        %28 = arith.addi %c3_i64, %27 : i64
        %29 = llvm.getelementptr %7[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %26, %29 : i64, !llvm.ptr<1>
        %c-1_i64 = arith.constant -1 : i64
        %30 = arith.cmpi eq, %14, %c-1_i64 : i64
        %31 = arith.extui %30 : i1 to i64
        %c2_i64_14 = arith.constant 2 : i64
        %32 = arith.muli %31, %c2_i64_14 : i64
        %33 = arith.addi %14, %32 : i64
        %34 = arith.remsi %12, %33 : i64
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_15 = arith.constant 26 : i64
        %35 = arith.muli %arg3, %c26_i64_15 : i64
        %36 = arith.addi %c4_i64, %35 : i64
        %37 = llvm.getelementptr %7[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %34, %37 : i64, !llvm.ptr<1>
        %c63_i64 = arith.constant 63 : i64
        %38 = arith.andi %14, %c63_i64 : i64
        %39 = arith.shli %12, %38 : i64
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %40 = arith.muli %arg3, %c26_i64_16 : i64
        %41 = arith.addi %c5_i64, %40 : i64
        %42 = llvm.getelementptr %7[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %39, %42 : i64, !llvm.ptr<1>
        %c63_i64_17 = arith.constant 63 : i64
        %43 = arith.andi %14, %c63_i64_17 : i64
        %44 = arith.shrsi %12, %43 : i64
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %45 = arith.muli %arg3, %c26_i64_18 : i64
        %46 = arith.addi %c6_i64, %45 : i64
        %47 = llvm.getelementptr %7[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %44, %47 : i64, !llvm.ptr<1>
        %48 = arith.andi %12, %14 : i64
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %49 = arith.muli %arg3, %c26_i64_19 : i64
        %50 = arith.addi %c7_i64, %49 : i64
        %51 = llvm.getelementptr %7[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %48, %51 : i64, !llvm.ptr<1>
        %52 = arith.ori %12, %14 : i64
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %53 = arith.muli %arg3, %c26_i64_20 : i64
        %54 = arith.addi %c8_i64, %53 : i64
        %55 = llvm.getelementptr %7[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %52, %55 : i64, !llvm.ptr<1>
        %56 = arith.xori %12, %14 : i64
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_21 = arith.constant 26 : i64
        %57 = arith.muli %arg3, %c26_i64_21 : i64
        %58 = arith.addi %c9_i64, %57 : i64
        %59 = llvm.getelementptr %7[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %56, %59 : i64, !llvm.ptr<1>
        %c0_i64 = arith.constant 0 : i64
        %60 = arith.subi %c0_i64, %12 : i64
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %61 = arith.muli %arg3, %c26_i64_22 : i64
        %62 = arith.addi %c10_i64, %61 : i64
        %63 = llvm.getelementptr %7[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %60, %63 : i64, !llvm.ptr<1>
        %c-1_i64_23 = arith.constant -1 : i64
        %64 = arith.xori %12, %c-1_i64_23 : i64
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_24 = arith.constant 26 : i64
        %65 = arith.muli %arg3, %c26_i64_24 : i64
        %66 = arith.addi %c11_i64, %65 : i64
        %67 = llvm.getelementptr %7[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %64, %67 : i64, !llvm.ptr<1>
        %c9223372036854775800_i64 = arith.constant 9223372036854775800 : i64
        %68 = arith.addi %12, %c9223372036854775800_i64 : i64
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %69 = arith.muli %arg3, %c26_i64_25 : i64
        %70 = arith.addi %c12_i64, %69 : i64
        %71 = llvm.getelementptr %7[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %68, %71 : i64, !llvm.ptr<1>
        %c9223372036854775800_i64_26 = arith.constant 9223372036854775800 : i64
        %72 = arith.subi %12, %c9223372036854775800_i64_26 : i64
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_27 = arith.constant 26 : i64
        %73 = arith.muli %arg3, %c26_i64_27 : i64
        %74 = arith.addi %c13_i64, %73 : i64
        %75 = llvm.getelementptr %7[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %72, %75 : i64, !llvm.ptr<1>
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %76 = arith.muli %12, %c9223372036854775807_i64 : i64
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_28 = arith.constant 26 : i64
        %77 = arith.muli %arg3, %c26_i64_28 : i64
        %78 = arith.addi %c14_i64, %77 : i64
        %79 = llvm.getelementptr %7[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %76, %79 : i64, !llvm.ptr<1>
        %c63_i64_29 = arith.constant 63 : i64
        %c63_i64_30 = arith.constant 63 : i64
        %80 = arith.andi %c63_i64_29, %c63_i64_30 : i64
        %81 = arith.shli %12, %80 : i64
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_31 = arith.constant 26 : i64
        %82 = arith.muli %arg3, %c26_i64_31 : i64
        %83 = arith.addi %c15_i64, %82 : i64
        %84 = llvm.getelementptr %7[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %81, %84 : i64, !llvm.ptr<1>
        %c40_i64 = arith.constant 40 : i64
        %c63_i64_32 = arith.constant 63 : i64
        %85 = arith.andi %c40_i64, %c63_i64_32 : i64
        %86 = arith.shli %12, %85 : i64
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_33 = arith.constant 26 : i64
        %87 = arith.muli %arg3, %c26_i64_33 : i64
        %88 = arith.addi %c16_i64, %87 : i64
        %89 = llvm.getelementptr %7[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %86, %89 : i64, !llvm.ptr<1>
        %c100_i64 = arith.constant 100 : i64
        %c63_i64_34 = arith.constant 63 : i64
        %90 = arith.andi %c100_i64, %c63_i64_34 : i64
        %91 = arith.shrsi %12, %90 : i64
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %92 = arith.muli %arg3, %c26_i64_35 : i64
        %93 = arith.addi %c17_i64, %92 : i64
        %94 = llvm.getelementptr %7[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %91, %94 : i64, !llvm.ptr<1>
        %c65_i64 = arith.constant 65 : i64
        %c63_i64_36 = arith.constant 63 : i64
        %95 = arith.andi %c65_i64, %c63_i64_36 : i64
        %96 = arith.shrsi %12, %95 : i64
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_37 = arith.constant 26 : i64
        %97 = arith.muli %arg3, %c26_i64_37 : i64
        %98 = arith.addi %c18_i64, %97 : i64
        %99 = llvm.getelementptr %7[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %96, %99 : i64, !llvm.ptr<1>
        %c-7_i64 = arith.constant -7 : i64
        %100 = arith.divsi %12, %c-7_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_38 = arith.constant 26 : i64
        %101 = arith.muli %arg3, %c26_i64_38 : i64
        %102 = arith.addi %c19_i64, %101 : i64
        %103 = llvm.getelementptr %7[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %100, %103 : i64, !llvm.ptr<1>
        %c-7_i64_39 = arith.constant -7 : i64
        %104 = arith.remsi %12, %c-7_i64_39 : i64
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_40 = arith.constant 26 : i64
        %105 = arith.muli %arg3, %c26_i64_40 : i64
        %106 = arith.addi %c20_i64, %105 : i64
        %107 = llvm.getelementptr %7[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %104, %107 : i64, !llvm.ptr<1>
        %c-7_i64_41 = arith.constant -7 : i64
        %c-1_i64_42 = arith.constant -1 : i64
        %108 = arith.cmpi eq, %14, %c-1_i64_42 : i64
        %109 = arith.extui %108 : i1 to i64
        %c2_i64_43 = arith.constant 2 : i64
        %110 = arith.muli %109, %c2_i64_43 : i64
        %111 = arith.addi %14, %110 : i64
        %112 = arith.remsi %c-7_i64_41, %111 : i64
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_44 = arith.constant 26 : i64
        %113 = arith.muli %arg3, %c26_i64_44 : i64
        %114 = arith.addi %c21_i64, %113 : i64
        %115 = llvm.getelementptr %7[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %112, %115 : i64, !llvm.ptr<1>
        %c0_i64_45 = arith.constant 0 : i64
        %116 = arith.subi %c0_i64_45, %9 : i64
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_46 = arith.constant 26 : i64
        %117 = arith.muli %arg3, %c26_i64_46 : i64
        %118 = arith.addi %c22_i64, %117 : i64
        %119 = llvm.getelementptr %7[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %116, %119 : i64, !llvm.ptr<1>
        %c-1_i64_47 = arith.constant -1 : i64
        %120 = arith.muli %9, %c-1_i64_47 : i64
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_48 = arith.constant 26 : i64
        %121 = arith.muli %arg3, %c26_i64_48 : i64
        %122 = arith.addi %c23_i64, %121 : i64
        %123 = llvm.getelementptr %7[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %120, %123 : i64, !llvm.ptr<1>
        %124 = arith.subi %9, %14 : i64
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_49 = arith.constant 26 : i64
        %125 = arith.muli %arg3, %c26_i64_49 : i64
        %126 = arith.addi %c24_i64, %125 : i64
        %127 = llvm.getelementptr %7[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %124, %127 : i64, !llvm.ptr<1>
        %c63_i64_50 = arith.constant 63 : i64
        %128 = arith.andi %14, %c63_i64_50 : i64
        %129 = arith.shrsi %9, %128 : i64
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_51 = arith.constant 26 : i64
        %130 = arith.muli %arg3, %c26_i64_51 : i64
        %131 = arith.addi %c25_i64, %130 : i64
        %132 = llvm.getelementptr %7[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %129, %132 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
