module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_i16(%arg0: memref<?xi16, strided<[1]>, 1>, %arg1: memref<?xi16, strided<[1]>, 1>, %arg2: memref<26x?xi16, strided<[1, 26]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi16, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi16, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<26x?xi16, strided<[1, 26]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<26x?xi16, strided<[1, 26]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %c-32767_i16 = arith.constant -32767 : i16
      %c1_i16 = arith.constant 1 : i16
      %9 = arith.subi %c-32767_i16, %c1_i16 : i16
      %thread_id_x = gpu.thread_id  x
      %10 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %10 to %2 step %c32_i64  : i64 {
        %11 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %12 = llvm.load %11 : !llvm.ptr<1> -> i16
        %13 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %14 = llvm.load %13 : !llvm.ptr<1> -> i16
        %15 = arith.addi %12, %14 : i16
        %c26_i64 = arith.constant 26 : i64
        %16 = arith.muli %arg3, %c26_i64 : i64
        %17 = llvm.getelementptr %7[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %15, %17 : i16, !llvm.ptr<1>
        %18 = arith.subi %12, %14 : i16
        %c1_i64 = arith.constant 1 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %19 = arith.muli %arg3, %c26_i64_10 : i64
        %20 = arith.addi %c1_i64, %19 : i64
        %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %18, %21 : i16, !llvm.ptr<1>
        %22 = arith.muli %12, %14 : i16
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %23 = arith.muli %arg3, %c26_i64_11 : i64
        %24 = arith.addi %c2_i64, %23 : i64
        %25 = llvm.getelementptr %7[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %22, %25 : i16, !llvm.ptr<1>
        %26 = arith.divsi %12, %14 : i16
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %27 = arith.muli %arg3, %c26_i64_12 : i64
        %28 = arith.addi %c3_i64, %27 : i64
        %29 = llvm.getelementptr %7[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %26, %29 : i16, !llvm.ptr<1>
        %c-1_i16 = arith.constant -1 : i16
        %30 = arith.cmpi eq, %14, %c-1_i16 : i16
        %31 = arith.extui %30 : i1 to i16
        %c2_i16 = arith.constant 2 : i16
        %32 = arith.muli %31, %c2_i16 : i16
        %33 = arith.addi %14, %32 : i16
        %34 = arith.remsi %12, %33 : i16
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %35 = arith.muli %arg3, %c26_i64_13 : i64
        %36 = arith.addi %c4_i64, %35 : i64
        %37 = llvm.getelementptr %7[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %34, %37 : i16, !llvm.ptr<1>
        %38 = arith.extsi %12 : i16 to i32
        %39 = arith.extsi %14 : i16 to i32
        %c31_i32 = arith.constant 31 : i32
        %40 = arith.andi %39, %c31_i32 : i32
        %41 = arith.shli %38, %40 : i32
        %42 = arith.trunci %41 : i32 to i16
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %43 = arith.muli %arg3, %c26_i64_14 : i64
        %44 = arith.addi %c5_i64, %43 : i64
        %45 = llvm.getelementptr %7[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %42, %45 : i16, !llvm.ptr<1>
        %46 = arith.extsi %12 : i16 to i32
        %47 = arith.extsi %14 : i16 to i32
        %c31_i32_15 = arith.constant 31 : i32
        %48 = arith.andi %47, %c31_i32_15 : i32
        %49 = arith.shrsi %46, %48 : i32
        %50 = arith.trunci %49 : i32 to i16
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %51 = arith.muli %arg3, %c26_i64_16 : i64
        %52 = arith.addi %c6_i64, %51 : i64
        %53 = llvm.getelementptr %7[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %50, %53 : i16, !llvm.ptr<1>
        %54 = arith.andi %12, %14 : i16
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %55 = arith.muli %arg3, %c26_i64_17 : i64
        %56 = arith.addi %c7_i64, %55 : i64
        %57 = llvm.getelementptr %7[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %54, %57 : i16, !llvm.ptr<1>
        %58 = arith.ori %12, %14 : i16
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %59 = arith.muli %arg3, %c26_i64_18 : i64
        %60 = arith.addi %c8_i64, %59 : i64
        %61 = llvm.getelementptr %7[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %58, %61 : i16, !llvm.ptr<1>
        %62 = arith.xori %12, %14 : i16
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %63 = arith.muli %arg3, %c26_i64_19 : i64
        %64 = arith.addi %c9_i64, %63 : i64
        %65 = llvm.getelementptr %7[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %62, %65 : i16, !llvm.ptr<1>
        %c0_i16 = arith.constant 0 : i16
        %66 = arith.subi %c0_i16, %12 : i16
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %67 = arith.muli %arg3, %c26_i64_20 : i64
        %68 = arith.addi %c10_i64, %67 : i64
        %69 = llvm.getelementptr %7[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %66, %69 : i16, !llvm.ptr<1>
        %c-1_i16_21 = arith.constant -1 : i16
        %70 = arith.xori %12, %c-1_i16_21 : i16
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %71 = arith.muli %arg3, %c26_i64_22 : i64
        %72 = arith.addi %c11_i64, %71 : i64
        %73 = llvm.getelementptr %7[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %70, %73 : i16, !llvm.ptr<1>
        %c32750_i16 = arith.constant 32750 : i16
        %74 = arith.addi %12, %c32750_i16 : i16
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_23 = arith.constant 26 : i64
        %75 = arith.muli %arg3, %c26_i64_23 : i64
        %76 = arith.addi %c12_i64, %75 : i64
        %77 = llvm.getelementptr %7[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %74, %77 : i16, !llvm.ptr<1>
        %c32750_i16_24 = arith.constant 32750 : i16
        %78 = arith.subi %12, %c32750_i16_24 : i16
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %79 = arith.muli %arg3, %c26_i64_25 : i64
        %80 = arith.addi %c13_i64, %79 : i64
        %81 = llvm.getelementptr %7[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %78, %81 : i16, !llvm.ptr<1>
        %c1000_i16 = arith.constant 1000 : i16
        %82 = arith.muli %12, %c1000_i16 : i16
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_26 = arith.constant 26 : i64
        %83 = arith.muli %arg3, %c26_i64_26 : i64
        %84 = arith.addi %c14_i64, %83 : i64
        %85 = llvm.getelementptr %7[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %82, %85 : i16, !llvm.ptr<1>
        %c15_i16 = arith.constant 15 : i16
        %86 = arith.extsi %12 : i16 to i32
        %87 = arith.extsi %c15_i16 : i16 to i32
        %c31_i32_27 = arith.constant 31 : i32
        %88 = arith.andi %87, %c31_i32_27 : i32
        %89 = arith.shli %86, %88 : i32
        %90 = arith.trunci %89 : i32 to i16
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_28 = arith.constant 26 : i64
        %91 = arith.muli %arg3, %c26_i64_28 : i64
        %92 = arith.addi %c15_i64, %91 : i64
        %93 = llvm.getelementptr %7[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %90, %93 : i16, !llvm.ptr<1>
        %c17_i16 = arith.constant 17 : i16
        %94 = arith.extsi %12 : i16 to i32
        %95 = arith.extsi %c17_i16 : i16 to i32
        %c31_i32_29 = arith.constant 31 : i32
        %96 = arith.andi %95, %c31_i32_29 : i32
        %97 = arith.shli %94, %96 : i32
        %98 = arith.trunci %97 : i32 to i16
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_30 = arith.constant 26 : i64
        %99 = arith.muli %arg3, %c26_i64_30 : i64
        %100 = arith.addi %c16_i64, %99 : i64
        %101 = llvm.getelementptr %7[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %98, %101 : i16, !llvm.ptr<1>
        %c35_i16 = arith.constant 35 : i16
        %102 = arith.extsi %12 : i16 to i32
        %103 = arith.extsi %c35_i16 : i16 to i32
        %c31_i32_31 = arith.constant 31 : i32
        %104 = arith.andi %103, %c31_i32_31 : i32
        %105 = arith.shrsi %102, %104 : i32
        %106 = arith.trunci %105 : i32 to i16
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_32 = arith.constant 26 : i64
        %107 = arith.muli %arg3, %c26_i64_32 : i64
        %108 = arith.addi %c17_i64, %107 : i64
        %109 = llvm.getelementptr %7[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %106, %109 : i16, !llvm.ptr<1>
        %c100_i16 = arith.constant 100 : i16
        %110 = arith.extsi %12 : i16 to i32
        %111 = arith.extsi %c100_i16 : i16 to i32
        %c31_i32_33 = arith.constant 31 : i32
        %112 = arith.andi %111, %c31_i32_33 : i32
        %113 = arith.shrsi %110, %112 : i32
        %114 = arith.trunci %113 : i32 to i16
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_34 = arith.constant 26 : i64
        %115 = arith.muli %arg3, %c26_i64_34 : i64
        %116 = arith.addi %c18_i64, %115 : i64
        %117 = llvm.getelementptr %7[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %114, %117 : i16, !llvm.ptr<1>
        %c-7_i16 = arith.constant -7 : i16
        %118 = arith.divsi %12, %c-7_i16 : i16
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %119 = arith.muli %arg3, %c26_i64_35 : i64
        %120 = arith.addi %c19_i64, %119 : i64
        %121 = llvm.getelementptr %7[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %118, %121 : i16, !llvm.ptr<1>
        %c-7_i16_36 = arith.constant -7 : i16
        %122 = arith.remsi %12, %c-7_i16_36 : i16
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_37 = arith.constant 26 : i64
        %123 = arith.muli %arg3, %c26_i64_37 : i64
        %124 = arith.addi %c20_i64, %123 : i64
        %125 = llvm.getelementptr %7[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %122, %125 : i16, !llvm.ptr<1>
        %c-7_i16_38 = arith.constant -7 : i16
        %c-1_i16_39 = arith.constant -1 : i16
        %126 = arith.cmpi eq, %14, %c-1_i16_39 : i16
        %127 = arith.extui %126 : i1 to i16
        %c2_i16_40 = arith.constant 2 : i16
        %128 = arith.muli %127, %c2_i16_40 : i16
        %129 = arith.addi %14, %128 : i16
        %130 = arith.remsi %c-7_i16_38, %129 : i16
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_41 = arith.constant 26 : i64
        %131 = arith.muli %arg3, %c26_i64_41 : i64
        %132 = arith.addi %c21_i64, %131 : i64
        %133 = llvm.getelementptr %7[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %130, %133 : i16, !llvm.ptr<1>
        %c0_i16_42 = arith.constant 0 : i16
        %134 = arith.subi %c0_i16_42, %9 : i16
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_43 = arith.constant 26 : i64
        %135 = arith.muli %arg3, %c26_i64_43 : i64
        %136 = arith.addi %c22_i64, %135 : i64
        %137 = llvm.getelementptr %7[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %134, %137 : i16, !llvm.ptr<1>
        %c-1_i16_44 = arith.constant -1 : i16
        %138 = arith.muli %9, %c-1_i16_44 : i16
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_45 = arith.constant 26 : i64
        %139 = arith.muli %arg3, %c26_i64_45 : i64
        %140 = arith.addi %c23_i64, %139 : i64
        %141 = llvm.getelementptr %7[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %138, %141 : i16, !llvm.ptr<1>
        %142 = arith.subi %9, %14 : i16
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_46 = arith.constant 26 : i64
        %143 = arith.muli %arg3, %c26_i64_46 : i64
        %144 = arith.addi %c24_i64, %143 : i64
        %145 = llvm.getelementptr %7[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %142, %145 : i16, !llvm.ptr<1>
        %146 = arith.extsi %9 : i16 to i32
        %147 = arith.extsi %14 : i16 to i32
        %c31_i32_47 = arith.constant 31 : i32
        %148 = arith.andi %147, %c31_i32_47 : i32
        %149 = arith.shrsi %146, %148 : i32
        %150 = arith.trunci %149 : i32 to i16
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_48 = arith.constant 26 : i64
        %151 = arith.muli %arg3, %c26_i64_48 : i64
        %152 = arith.addi %c25_i64, %151 : i64
        %153 = llvm.getelementptr %7[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %150, %153 : i16, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
