module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_i32(%arg0: memref<?xi32, strided<[1]>, 1>, %arg1: memref<?xi32, strided<[1]>, 1>, %arg2: memref<26x?xi32, strided<[1, 26]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
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
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<26x?xi32, strided<[1, 26]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<26x?xi32, strided<[1, 26]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %9 = llvm.mlir.constant(1 : i64) : i64
      %c-2147483647_i32 = arith.constant -2147483647 : i32
      %c1_i32 = arith.constant 1 : i32
      %10 = arith.subi %c-2147483647_i32, %c1_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %11 to %2 step %c32_i64  : i64 {
        %12 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %13 = llvm.load %12 : !llvm.ptr<1> -> i32
        %14 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %15 = llvm.load %14 : !llvm.ptr<1> -> i32
        %16 = arith.addi %13, %15 : i32
        %c26_i64 = arith.constant 26 : i64
        %17 = arith.muli %arg3, %c26_i64 : i64
        %18 = llvm.getelementptr %7[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %16, %18 : i32, !llvm.ptr<1>
        %19 = arith.subi %13, %15 : i32
        %c1_i64 = arith.constant 1 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %20 = arith.muli %arg3, %c26_i64_10 : i64
        %21 = arith.addi %c1_i64, %20 : i64
        %22 = llvm.getelementptr %7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %19, %22 : i32, !llvm.ptr<1>
        %23 = arith.muli %13, %15 : i32
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %24 = arith.muli %arg3, %c26_i64_11 : i64
        %25 = arith.addi %c2_i64, %24 : i64
        %26 = llvm.getelementptr %7[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %23, %26 : i32, !llvm.ptr<1>
        %27 = arith.divsi %13, %15 : i32
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %28 = arith.muli %arg3, %c26_i64_12 : i64
        %29 = arith.addi %c3_i64, %28 : i64
        %30 = llvm.getelementptr %7[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %27, %30 : i32, !llvm.ptr<1>
        %31 = arith.remsi %13, %15 : i32
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %32 = arith.muli %arg3, %c26_i64_13 : i64
        %33 = arith.addi %c4_i64, %32 : i64
        %34 = llvm.getelementptr %7[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %31, %34 : i32, !llvm.ptr<1>
        %c31_i32 = arith.constant 31 : i32
        %35 = arith.andi %15, %c31_i32 : i32
        %36 = arith.shli %13, %35 : i32
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %37 = arith.muli %arg3, %c26_i64_14 : i64
        %38 = arith.addi %c5_i64, %37 : i64
        %39 = llvm.getelementptr %7[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %36, %39 : i32, !llvm.ptr<1>
        %c31_i32_15 = arith.constant 31 : i32
        %40 = arith.andi %15, %c31_i32_15 : i32
        %41 = arith.shrsi %13, %40 : i32
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %42 = arith.muli %arg3, %c26_i64_16 : i64
        %43 = arith.addi %c6_i64, %42 : i64
        %44 = llvm.getelementptr %7[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %41, %44 : i32, !llvm.ptr<1>
        %45 = arith.andi %13, %15 : i32
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %46 = arith.muli %arg3, %c26_i64_17 : i64
        %47 = arith.addi %c7_i64, %46 : i64
        %48 = llvm.getelementptr %7[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %45, %48 : i32, !llvm.ptr<1>
        %49 = arith.ori %13, %15 : i32
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %50 = arith.muli %arg3, %c26_i64_18 : i64
        %51 = arith.addi %c8_i64, %50 : i64
        %52 = llvm.getelementptr %7[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %49, %52 : i32, !llvm.ptr<1>
        %53 = arith.xori %13, %15 : i32
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %54 = arith.muli %arg3, %c26_i64_19 : i64
        %55 = arith.addi %c9_i64, %54 : i64
        %56 = llvm.getelementptr %7[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %53, %56 : i32, !llvm.ptr<1>
        %c0_i32 = arith.constant 0 : i32
        %57 = arith.subi %c0_i32, %13 : i32
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %58 = arith.muli %arg3, %c26_i64_20 : i64
        %59 = arith.addi %c10_i64, %58 : i64
        %60 = llvm.getelementptr %7[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %57, %60 : i32, !llvm.ptr<1>
        %c-1_i32 = arith.constant -1 : i32
        %61 = arith.xori %13, %c-1_i32 : i32
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_21 = arith.constant 26 : i64
        %62 = arith.muli %arg3, %c26_i64_21 : i64
        %63 = arith.addi %c11_i64, %62 : i64
        %64 = llvm.getelementptr %7[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %61, %64 : i32, !llvm.ptr<1>
        %c2147483600_i32 = arith.constant 2147483600 : i32
        %65 = arith.addi %13, %c2147483600_i32 : i32
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %66 = arith.muli %arg3, %c26_i64_22 : i64
        %67 = arith.addi %c12_i64, %66 : i64
        %68 = llvm.getelementptr %7[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %65, %68 : i32, !llvm.ptr<1>
        %c2147483600_i32_23 = arith.constant 2147483600 : i32
        %69 = arith.subi %13, %c2147483600_i32_23 : i32
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_24 = arith.constant 26 : i64
        %70 = arith.muli %arg3, %c26_i64_24 : i64
        %71 = arith.addi %c13_i64, %70 : i64
        %72 = llvm.getelementptr %7[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %69, %72 : i32, !llvm.ptr<1>
        %c123456789_i32 = arith.constant 123456789 : i32
        %73 = arith.muli %13, %c123456789_i32 : i32
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %74 = arith.muli %arg3, %c26_i64_25 : i64
        %75 = arith.addi %c14_i64, %74 : i64
        %76 = llvm.getelementptr %7[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %73, %76 : i32, !llvm.ptr<1>
        %c31_i32_26 = arith.constant 31 : i32
        %c31_i32_27 = arith.constant 31 : i32
        %77 = arith.andi %c31_i32_26, %c31_i32_27 : i32
        %78 = arith.shli %13, %77 : i32
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_28 = arith.constant 26 : i64
        %79 = arith.muli %arg3, %c26_i64_28 : i64
        %80 = arith.addi %c15_i64, %79 : i64
        %81 = llvm.getelementptr %7[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %78, %81 : i32, !llvm.ptr<1>
        %c33_i32 = arith.constant 33 : i32
        %c31_i32_29 = arith.constant 31 : i32
        %82 = arith.andi %c33_i32, %c31_i32_29 : i32
        %83 = arith.shli %13, %82 : i32
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_30 = arith.constant 26 : i64
        %84 = arith.muli %arg3, %c26_i64_30 : i64
        %85 = arith.addi %c16_i64, %84 : i64
        %86 = llvm.getelementptr %7[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %83, %86 : i32, !llvm.ptr<1>
        %c63_i32 = arith.constant 63 : i32
        %c31_i32_31 = arith.constant 31 : i32
        %87 = arith.andi %c63_i32, %c31_i32_31 : i32
        %88 = arith.shrsi %13, %87 : i32
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_32 = arith.constant 26 : i64
        %89 = arith.muli %arg3, %c26_i64_32 : i64
        %90 = arith.addi %c17_i64, %89 : i64
        %91 = llvm.getelementptr %7[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %88, %91 : i32, !llvm.ptr<1>
        %c100_i32 = arith.constant 100 : i32
        %c31_i32_33 = arith.constant 31 : i32
        %92 = arith.andi %c100_i32, %c31_i32_33 : i32
        %93 = arith.shrsi %13, %92 : i32
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_34 = arith.constant 26 : i64
        %94 = arith.muli %arg3, %c26_i64_34 : i64
        %95 = arith.addi %c18_i64, %94 : i64
        %96 = llvm.getelementptr %7[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %93, %96 : i32, !llvm.ptr<1>
        %c-7_i32 = arith.constant -7 : i32
        %97 = arith.divsi %13, %c-7_i32 : i32
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %98 = arith.muli %arg3, %c26_i64_35 : i64
        %99 = arith.addi %c19_i64, %98 : i64
        %100 = llvm.getelementptr %7[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %97, %100 : i32, !llvm.ptr<1>
        %c-7_i32_36 = arith.constant -7 : i32
        %101 = arith.remsi %13, %c-7_i32_36 : i32
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_37 = arith.constant 26 : i64
        %102 = arith.muli %arg3, %c26_i64_37 : i64
        %103 = arith.addi %c20_i64, %102 : i64
        %104 = llvm.getelementptr %7[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %101, %104 : i32, !llvm.ptr<1>
        %c-7_i32_38 = arith.constant -7 : i32
        %105 = arith.remsi %c-7_i32_38, %15 : i32
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_39 = arith.constant 26 : i64
        %106 = arith.muli %arg3, %c26_i64_39 : i64
        %107 = arith.addi %c21_i64, %106 : i64
        %108 = llvm.getelementptr %7[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %105, %108 : i32, !llvm.ptr<1>
        %c0_i32_40 = arith.constant 0 : i32
        %109 = arith.subi %c0_i32_40, %10 : i32
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_41 = arith.constant 26 : i64
        %110 = arith.muli %arg3, %c26_i64_41 : i64
        %111 = arith.addi %c22_i64, %110 : i64
        %112 = llvm.getelementptr %7[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %109, %112 : i32, !llvm.ptr<1>
        %c-1_i32_42 = arith.constant -1 : i32
        %113 = arith.muli %10, %c-1_i32_42 : i32
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_43 = arith.constant 26 : i64
        %114 = arith.muli %arg3, %c26_i64_43 : i64
        %115 = arith.addi %c23_i64, %114 : i64
        %116 = llvm.getelementptr %7[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %113, %116 : i32, !llvm.ptr<1>
        %117 = arith.subi %10, %15 : i32
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_44 = arith.constant 26 : i64
        %118 = arith.muli %arg3, %c26_i64_44 : i64
        %119 = arith.addi %c24_i64, %118 : i64
        %120 = llvm.getelementptr %7[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %117, %120 : i32, !llvm.ptr<1>
        %c31_i32_45 = arith.constant 31 : i32
        %121 = arith.andi %15, %c31_i32_45 : i32
        %122 = arith.shrsi %10, %121 : i32
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_46 = arith.constant 26 : i64
        %123 = arith.muli %arg3, %c26_i64_46 : i64
        %124 = arith.addi %c25_i64, %123 : i64
        %125 = llvm.getelementptr %7[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %122, %125 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
