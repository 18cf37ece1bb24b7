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
      %9 = llvm.mlir.constant(1 : i64) : i64
      %c-127_i8 = arith.constant -127 : i8
      %c1_i8 = arith.constant 1 : i8
      %10 = arith.subi %c-127_i8, %c1_i8 : i8
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %11 to %2 step %c32_i64  : i64 {
        %12 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %13 = llvm.load %12 : !llvm.ptr<1> -> i8
        %14 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %15 = llvm.load %14 : !llvm.ptr<1> -> i8
        %16 = arith.addi %13, %15 : i8
        %c26_i64 = arith.constant 26 : i64
        %17 = arith.muli %arg3, %c26_i64 : i64
        %18 = llvm.getelementptr %7[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %16, %18 : i8, !llvm.ptr<1>
        %19 = arith.subi %13, %15 : i8
        %c1_i64 = arith.constant 1 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %20 = arith.muli %arg3, %c26_i64_10 : i64
        %21 = arith.addi %c1_i64, %20 : i64
        %22 = llvm.getelementptr %7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %19, %22 : i8, !llvm.ptr<1>
        %23 = arith.muli %13, %15 : i8
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %24 = arith.muli %arg3, %c26_i64_11 : i64
        %25 = arith.addi %c2_i64, %24 : i64
        %26 = llvm.getelementptr %7[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %23, %26 : i8, !llvm.ptr<1>
        %27 = arith.divsi %13, %15 : i8
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %28 = arith.muli %arg3, %c26_i64_12 : i64
        %29 = arith.addi %c3_i64, %28 : i64
        %30 = llvm.getelementptr %7[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %27, %30 : i8, !llvm.ptr<1>
        %31 = arith.remsi %13, %15 : i8
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %32 = arith.muli %arg3, %c26_i64_13 : i64
        %33 = arith.addi %c4_i64, %32 : i64
        %34 = llvm.getelementptr %7[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %31, %34 : i8, !llvm.ptr<1>
        %35 = arith.extsi %13 : i8 to i32
        %36 = arith.extsi %15 : i8 to i32
        %c31_i32 = arith.constant 31 : i32
        %37 = arith.andi %36, %c31_i32 : i32
        %38 = arith.shli %35, %37 : i32
        %39 = arith.trunci %38 : i32 to i8
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %40 = arith.muli %arg3, %c26_i64_14 : i64
        %41 = arith.addi %c5_i64, %40 : i64
        %42 = llvm.getelementptr %7[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %39, %42 : i8, !llvm.ptr<1>
        %43 = arith.extsi %13 : i8 to i32
        %44 = arith.extsi %15 : i8 to i32
        %c31_i32_15 = arith.constant 31 : i32
        %45 = arith.andi %44, %c31_i32_15 : i32
        %46 = arith.shrsi %43, %45 : i32
        %47 = arith.trunci %46 : i32 to i8
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %48 = arith.muli %arg3, %c26_i64_16 : i64
        %49 = arith.addi %c6_i64, %48 : i64
        %50 = llvm.getelementptr %7[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %47, %50 : i8, !llvm.ptr<1>
        %51 = arith.andi %13, %15 : i8
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %52 = arith.muli %arg3, %c26_i64_17 : i64
        %53 = arith.addi %c7_i64, %52 : i64
        %54 = llvm.getelementptr %7[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %51, %54 : i8, !llvm.ptr<1>
        %55 = arith.ori %13, %15 : i8
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %56 = arith.muli %arg3, %c26_i64_18 : i64
        %57 = arith.addi %c8_i64, %56 : i64
        %58 = llvm.getelementptr %7[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %55, %58 : i8, !llvm.ptr<1>
        %59 = arith.xori %13, %15 : i8
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %60 = arith.muli %arg3, %c26_i64_19 : i64
        %61 = arith.addi %c9_i64, %60 : i64
        %62 = llvm.getelementptr %7[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %59, %62 : i8, !llvm.ptr<1>
        %c0_i8 = arith.constant 0 : i8
        %63 = arith.subi %c0_i8, %13 : i8
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %64 = arith.muli %arg3, %c26_i64_20 : i64
        %65 = arith.addi %c10_i64, %64 : i64
        %66 = llvm.getelementptr %7[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %63, %66 : i8, !llvm.ptr<1>
        %c-1_i8 = arith.constant -1 : i8
        %67 = arith.xori %13, %c-1_i8 : i8
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_21 = arith.constant 26 : i64
        %68 = arith.muli %arg3, %c26_i64_21 : i64
        %69 = arith.addi %c11_i64, %68 : i64
        %70 = llvm.getelementptr %7[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %67, %70 : i8, !llvm.ptr<1>
        %c100_i8 = arith.constant 100 : i8
        %71 = arith.addi %13, %c100_i8 : i8
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %72 = arith.muli %arg3, %c26_i64_22 : i64
        %73 = arith.addi %c12_i64, %72 : i64
        %74 = llvm.getelementptr %7[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %71, %74 : i8, !llvm.ptr<1>
        %c100_i8_23 = arith.constant 100 : i8
        %75 = arith.subi %13, %c100_i8_23 : i8
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_24 = arith.constant 26 : i64
        %76 = arith.muli %arg3, %c26_i64_24 : i64
        %77 = arith.addi %c13_i64, %76 : i64
        %78 = llvm.getelementptr %7[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %75, %78 : i8, !llvm.ptr<1>
        %c127_i8 = arith.constant 127 : i8
        %79 = arith.muli %13, %c127_i8 : i8
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %80 = arith.muli %arg3, %c26_i64_25 : i64
        %81 = arith.addi %c14_i64, %80 : i64
        %82 = llvm.getelementptr %7[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %79, %82 : i8, !llvm.ptr<1>
        %c7_i8 = arith.constant 7 : i8
        %83 = arith.extsi %13 : i8 to i32
        %84 = arith.extsi %c7_i8 : i8 to i32
        %c31_i32_26 = arith.constant 31 : i32
        %85 = arith.andi %84, %c31_i32_26 : i32
        %86 = arith.shli %83, %85 : i32
        %87 = arith.trunci %86 : i32 to i8
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_27 = arith.constant 26 : i64
        %88 = arith.muli %arg3, %c26_i64_27 : i64
        %89 = arith.addi %c15_i64, %88 : i64
        %90 = llvm.getelementptr %7[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %87, %90 : i8, !llvm.ptr<1>
        %c36_i8 = arith.constant 36 : i8
        %91 = arith.extsi %13 : i8 to i32
        %92 = arith.extsi %c36_i8 : i8 to i32
        %c31_i32_28 = arith.constant 31 : i32
        %93 = arith.andi %92, %c31_i32_28 : i32
        %94 = arith.shli %91, %93 : i32
        %95 = arith.trunci %94 : i32 to i8
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_29 = arith.constant 26 : i64
        %96 = arith.muli %arg3, %c26_i64_29 : i64
        %97 = arith.addi %c16_i64, %96 : i64
        %98 = llvm.getelementptr %7[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %95, %98 : i8, !llvm.ptr<1>
        %c40_i8 = arith.constant 40 : i8
        %99 = arith.extsi %13 : i8 to i32
        %100 = arith.extsi %c40_i8 : i8 to i32
        %c31_i32_30 = arith.constant 31 : i32
        %101 = arith.andi %100, %c31_i32_30 : i32
        %102 = arith.shrsi %99, %101 : i32
        %103 = arith.trunci %102 : i32 to i8
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_31 = arith.constant 26 : i64
        %104 = arith.muli %arg3, %c26_i64_31 : i64
        %105 = arith.addi %c17_i64, %104 : i64
        %106 = llvm.getelementptr %7[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %103, %106 : i8, !llvm.ptr<1>
        %c100_i8_32 = arith.constant 100 : i8
        %107 = arith.extsi %13 : i8 to i32
        %108 = arith.extsi %c100_i8_32 : i8 to i32
        %c31_i32_33 = arith.constant 31 : i32
        %109 = arith.andi %108, %c31_i32_33 : i32
        %110 = arith.shrsi %107, %109 : i32
        %111 = arith.trunci %110 : i32 to i8
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_34 = arith.constant 26 : i64
        %112 = arith.muli %arg3, %c26_i64_34 : i64
        %113 = arith.addi %c18_i64, %112 : i64
        %114 = llvm.getelementptr %7[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %111, %114 : i8, !llvm.ptr<1>
        %c-7_i8 = arith.constant -7 : i8
        %115 = arith.divsi %13, %c-7_i8 : i8
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %116 = arith.muli %arg3, %c26_i64_35 : i64
        %117 = arith.addi %c19_i64, %116 : i64
        %118 = llvm.getelementptr %7[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %115, %118 : i8, !llvm.ptr<1>
        %c-7_i8_36 = arith.constant -7 : i8
        %119 = arith.remsi %13, %c-7_i8_36 : i8
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_37 = arith.constant 26 : i64
        %120 = arith.muli %arg3, %c26_i64_37 : i64
        %121 = arith.addi %c20_i64, %120 : i64
        %122 = llvm.getelementptr %7[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %119, %122 : i8, !llvm.ptr<1>
        %c-7_i8_38 = arith.constant -7 : i8
        %123 = arith.remsi %c-7_i8_38, %15 : i8
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_39 = arith.constant 26 : i64
        %124 = arith.muli %arg3, %c26_i64_39 : i64
        %125 = arith.addi %c21_i64, %124 : i64
        %126 = llvm.getelementptr %7[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %123, %126 : i8, !llvm.ptr<1>
        %c0_i8_40 = arith.constant 0 : i8
        %127 = arith.subi %c0_i8_40, %10 : i8
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_41 = arith.constant 26 : i64
        %128 = arith.muli %arg3, %c26_i64_41 : i64
        %129 = arith.addi %c22_i64, %128 : i64
        %130 = llvm.getelementptr %7[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %127, %130 : i8, !llvm.ptr<1>
        %c-1_i8_42 = arith.constant -1 : i8
        %131 = arith.muli %10, %c-1_i8_42 : i8
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_43 = arith.constant 26 : i64
        %132 = arith.muli %arg3, %c26_i64_43 : i64
        %133 = arith.addi %c23_i64, %132 : i64
        %134 = llvm.getelementptr %7[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %131, %134 : i8, !llvm.ptr<1>
        %135 = arith.subi %10, %15 : i8
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_44 = arith.constant 26 : i64
        %136 = arith.muli %arg3, %c26_i64_44 : i64
        %137 = arith.addi %c24_i64, %136 : i64
        %138 = llvm.getelementptr %7[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %135, %138 : i8, !llvm.ptr<1>
        %139 = arith.extsi %10 : i8 to i32
        %140 = arith.extsi %15 : i8 to i32
        %c31_i32_45 = arith.constant 31 : i32
        %141 = arith.andi %140, %c31_i32_45 : i32
        %142 = arith.shrsi %139, %141 : i32
        %143 = arith.trunci %142 : i32 to i8
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_46 = arith.constant 26 : i64
        %144 = arith.muli %arg3, %c26_i64_46 : i64
        %145 = arith.addi %c25_i64, %144 : i64
        %146 = llvm.getelementptr %7[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %143, %146 : i8, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
