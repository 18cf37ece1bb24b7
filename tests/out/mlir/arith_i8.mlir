module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_i8(%arg0: memref<?xi8, strided<[1]>, 1>, %arg1: memref<?xi8, strided<[1]>, 1>, %arg2: memref<26x?xi8, strided<[1, 26]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi8, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi8, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<26x?xi8, strided<[1, 26]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<26x?xi8, strided<[1, 26]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %c-127_i8 = arith.constant -127 : i8
      %c1_i8 = arith.constant 1 : i8
      %9 = arith.subi %c-127_i8, %c1_i8 : i8
      %thread_id_x = gpu.thread_id  x
      %10 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %10 to %2 step %c32_i64  : i64 {
        %11 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %12 = llvm.load %11 : !llvm.ptr<1> -> i8
        %13 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %14 = llvm.load %13 : !llvm.ptr<1> -> i8
        %15 = arith.addi %12, %14 : i8
        %c26_i64 = arith.constant 26 : i64
        %16 = arith.muli %arg3, %c26_i64 : i64
        %17 = llvm.getelementptr %7[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %15, %17 : i8, !llvm.ptr<1>
        %18 = arith.subi %12, %14 : i8
        %c1_i64 = arith.constant 1 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %19 = arith.muli %arg3, %c26_i64_10 : i64
        %20 = arith.addi %c1_i64, %19 : i64
        %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %18, %21 : i8, !llvm.ptr<1>
        %22 = arith.muli %12, %14 : i8
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %23 = arith.muli %arg3, %c26_i64_11 : i64
        %24 = arith.addi %c2_i64, %23 : i64
        %25 = llvm.getelementptr %7[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %22, %25 : i8, !llvm.ptr<1>
        %26 = arith.divsi %12, %14 : i8
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %27 = arith.muli %arg3, %c26_i64_12 : i64
        %28 = arith.addi %c3_i64, %27 : i64
        %29 = llvm.getelementptr %7[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %26, %29 : i8, !llvm.ptr<1>
        %30 = arith.remsi %12, %14 : i8
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %31 = arith.muli %arg3, %c26_i64_13 : i64
        %32 = arith.addi %c4_i64, %31 : i64
        %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %30, %33 : i8, !llvm.ptr<1>
        %34 = arith.extsi %12 : i8 to i32
        %35 = arith.extsi %14 : i8 to i32
        %c31_i32 = arith.constant 31 : i32
        %36 = arith.andi %35, %c31_i32 : i32
        %37 = arith.shli %34, %36 : i32
        %38 = arith.trunci %37 : i32 to i8
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %39 = arith.muli %arg3, %c26_i64_14 : i64
        %40 = arith.addi %c5_i64, %39 : i64
        %41 = llvm.getelementptr %7[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %38, %41 : i8, !llvm.ptr<1>
        %42 = arith.extsi %12 : i8 to i32
        %43 = arith.extsi %14 : i8 to i32
        %c31_i32_15 = arith.constant 31 : i32
        %44 = arith.andi %43, %c31_i32_15 : i32
        %45 = arith.shrsi %42, %44 : i32
        %46 = arith.trunci %45 : i32 to i8
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %47 = arith.muli %arg3, %c26_i64_16 : i64
        %48 = arith.addi %c6_i64, %47 : i64
        %49 = llvm.getelementptr %7[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %46, %49 : i8, !llvm.ptr<1>
        %50 = arith.andi %12, %14 : i8
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %51 = arith.muli %arg3, %c26_i64_17 : i64
        %52 = arith.addi %c7_i64, %51 : i64
        %53 = llvm.getelementptr %7[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %50, %53 : i8, !llvm.ptr<1>
        %54 = arith.ori %12, %14 : i8
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %55 = arith.muli %arg3, %c26_i64_18 : i64
        %56 = arith.addi %c8_i64, %55 : i64
        %57 = llvm.getelementptr %7[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %54, %57 : i8, !llvm.ptr<1>
        %58 = arith.xori %12, %14 : i8
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %59 = arith.muli %arg3, %c26_i64_19 : i64
        %60 = arith.addi %c9_i64, %59 : i64
        %61 = llvm.getelementptr %7[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %58, %61 : i8, !llvm.ptr<1>
        %c0_i8 = arith.constant 0 : i8
        %62 = arith.subi %c0_i8, %12 : i8
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %63 = arith.muli %arg3, %c26_i64_20 : i64
        %64 = arith.addi %c10_i64, %63 : i64
        %65 = llvm.getelementptr %7[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %62, %65 : i8, !llvm.ptr<1>
        %c-1_i8 = arith.constant -1 : i8
        %66 = arith.xori %12, %c-1_i8 : i8
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_21 = arith.constant 26 : i64
        %67 = arith.muli %arg3, %c26_i64_21 : i64
        %68 = arith.addi %c11_i64, %67 : i64
        %69 = llvm.getelementptr %7[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %66, %69 : i8, !llvm.ptr<1>
        %c100_i8 = arith.constant 100 : i8
        %70 = arith.addi %12, %c100_i8 : i8
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %71 = arith.muli %arg3, %c26_i64_22 : i64
        %72 = arith.addi %c12_i64, %71 : i64
        %73 = llvm.getelementptr %7[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %70, %73 : i8, !llvm.ptr<1>
        %c100_i8_23 = arith.constant 100 : i8
        %74 = arith.subi %12, %c100_i8_23 : i8
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_24 = arith.constant 26 : i64
        %75 = arith.muli %arg3, %c26_i64_24 : i64
        %76 = arith.addi %c13_i64, %75 : i64
        %77 = llvm.getelementptr %7[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %74, %77 : i8, !llvm.ptr<1>
        %c127_i8 = arith.constant 127 : i8
        %78 = arith.muli %12, %c127_i8 : i8
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %79 = arith.muli %arg3, %c26_i64_25 : i64
        %80 = arith.addi %c14_i64, %79 : i64
        %81 = llvm.getelementptr %7[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %78, %81 : i8, !llvm.ptr<1>
        %c7_i8 = arith.constant 7 : i8
        %82 = arith.extsi %12 : i8 to i32
        %83 = arith.extsi %c7_i8 : i8 to i32
        %c31_i32_26 = arith.constant 31 : i32
        %84 = arith.andi %83, %c31_i32_26 : i32
        %85 = arith.shli %82, %84 : i32
        %86 = arith.trunci %85 : i32 to i8
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_27 = arith.constant 26 : i64
        %87 = arith.muli %arg3, %c26_i64_27 : i64
        %88 = arith.addi %c15_i64, %87 : i64
        %89 = llvm.getelementptr %7[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %86, %89 : i8, !llvm.ptr<1>
        %c36_i8 = arith.constant 36 : i8
        %90 = arith.extsi %12 : i8 to i32
        %91 = arith.extsi %c36_i8 : i8 to i32
        %c31_i32_28 = arith.constant 31 : i32
        %92 = arith.andi %91, %c31_i32_28 : i32
        %93 = arith.shli %90, %92 : i32
        %94 = arith.trunci %93 : i32 to i8
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_29 = arith.constant 26 : i64
        %95 = arith.muli %arg3, %c26_i64_29 : i64
        %96 = arith.addi %c16_i64, %95 : i64
        %97 = llvm.getelementptr %7[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %94, %97 : i8, !llvm.ptr<1>
        %c40_i8 = arith.constant 40 : i8
        %98 = arith.extsi %12 : i8 to i32
        %99 = arith.extsi %c40_i8 : i8 to i32
        %c31_i32_30 = arith.constant 31 : i32
        %100 = arith.andi %99, %c31_i32_30 : i32
        %101 = arith.shrsi %98, %100 : i32
        %102 = arith.trunci %101 : i32 to i8
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_31 = arith.constant 26 : i64
        %103 = arith.muli %arg3, %c26_i64_31 : i64
        %104 = arith.addi %c17_i64, %103 : i64
        %105 = llvm.getelementptr %7[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %102, %105 : i8, !llvm.ptr<1>
        %c100_i8_32 = arith.constant 100 : i8
        %106 = arith.extsi %12 : i8 to i32
        %107 = arith.extsi %c100_i8_32 : i8 to i32
        %c31_i32_33 = arith.constant 31 : i32
        %108 = arith.andi %107, %c31_i32_33 : i32
        %109 = arith.shrsi %106, %108 : i32
        %110 = arith.trunci %109 : i32 to i8
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_34 = arith.constant 26 : i64
        %111 = arith.muli %arg3, %c26_i64_34 : i64
        %112 = arith.addi %c18_i64, %111 : i64
        %113 = llvm.getelementptr %7[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %110, %113 : i8, !llvm.ptr<1>
        %c-7_i8 = arith.constant -7 : i8
        %114 = arith.divsi %12, %c-7_i8 : i8
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %115 = arith.muli %arg3, %c26_i64_35 : i64
        %116 = arith.addi %c19_i64, %115 : i64
        %117 = llvm.getelementptr %7[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %114, %117 : i8, !llvm.ptr<1>
        %c-7_i8_36 = arith.constant -7 : i8
        %118 = arith.remsi %12, %c-7_i8_36 : i8
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_37 = arith.constant 26 : i64
        %119 = arith.muli %arg3, %c26_i64_37 : i64
        %120 = arith.addi %c20_i64, %119 : i64
        %121 = llvm.getelementptr %7[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %118, %121 : i8, !llvm.ptr<1>
        %c-7_i8_38 = arith.constant -7 : i8
        %122 = arith.remsi %c-7_i8_38, %14 : i8
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_39 = arith.constant 26 : i64
        %123 = arith.muli %arg3, %c26_i64_39 : i64
        %124 = arith.addi %c21_i64, %123 : i64
        %125 = llvm.getelementptr %7[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %122, %125 : i8, !llvm.ptr<1>
        %c0_i8_40 = arith.constant 0 : i8
        %126 = arith.subi %c0_i8_40, %9 : i8
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_41 = arith.constant 26 : i64
        %127 = arith.muli %arg3, %c26_i64_41 : i64
        %128 = arith.addi %c22_i64, %127 : i64
        %129 = llvm.getelementptr %7[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %126, %129 : i8, !llvm.ptr<1>
        %c-1_i8_42 = arith.constant -1 : i8
        %130 = arith.muli %9, %c-1_i8_42 : i8
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_43 = arith.constant 26 : i64
        %131 = arith.muli %arg3, %c26_i64_43 : i64
        %132 = arith.addi %c23_i64, %131 : i64
        %133 = llvm.getelementptr %7[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %130, %133 : i8, !llvm.ptr<1>
        %134 = arith.subi %9, %14 : i8
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_44 = arith.constant 26 : i64
        %135 = arith.muli %arg3, %c26_i64_44 : i64
        %136 = arith.addi %c24_i64, %135 : i64
        %137 = llvm.getelementptr %7[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %134, %137 : i8, !llvm.ptr<1>
        %138 = arith.extsi %9 : i8 to i32
        %139 = arith.extsi %14 : i8 to i32
        %c31_i32_45 = arith.constant 31 : i32
        %140 = arith.andi %139, %c31_i32_45 : i32
        %141 = arith.shrsi %138, %140 : i32
        %142 = arith.trunci %141 : i32 to i8
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_46 = arith.constant 26 : i64
        %143 = arith.muli %arg3, %c26_i64_46 : i64
        %144 = arith.addi %c25_i64, %143 : i64
        %145 = llvm.getelementptr %7[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %142, %145 : i8, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
