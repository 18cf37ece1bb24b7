module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_index(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64, strided<[1]>, 1>
      %18 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %19 = llvm.mlir.constant(0 : i64) : i64
      %20 = llvm.mlir.constant(26 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(26 : i64) : i64
      %23 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg4, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %20, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg5, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<26x?xi64, strided<[1, 26]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xi64, strided<[1]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xi64, strided<[1]>, 1> -> index
      %34 = arith.index_cast %intptr_4 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<26x?xi64, strided<[1, 26]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<26x?xi64, strided<[1, 26]>, 1> -> index
      %37 = arith.index_cast %intptr_9 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_7#1 : index to i64
      %40 = llvm.mlir.constant(1 : i64) : i64
      %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
      %c1_i64 = arith.constant 1 : i64
      %41 = arith.subi %c-9223372036854775807_i64, %c1_i64 : i64
      %thread_id_x = gpu.thread_id  x
      %42 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %42 to %33 step %c32_i64  : i64 {
        %43 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %44 = llvm.load %43 : !llvm.ptr<1> -> i64
        %45 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %46 = llvm.load %45 : !llvm.ptr<1> -> i64
        %47 = arith.addi %44, %46 : i64
        %c26_i64 = arith.constant 26 : i64
        %48 = arith.muli %arg6, %c26_i64 : i64
        %49 = llvm.getelementptr %38[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %47, %49 : i64, !llvm.ptr<1>
        %50 = arith.subi %44, %46 : i64
        %c1_i64_10 = arith.constant 1 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %51 = arith.muli %arg6, %c26_i64_11 : i64
        %52 = arith.addi %c1_i64_10, %51 : i64
        %53 = llvm.getelementptr %38[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %50, %53 : i64, !llvm.ptr<1>
        %54 = arith.muli %44, %46 : i64
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %55 = arith.muli %arg6, %c26_i64_12 : i64
        %56 = arith.addi %c2_i64, %55 : i64
        %57 = llvm.getelementptr %38[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %54, %57 : i64, !llvm.ptr<1>
        %58 = arith.divsi %44, %46 : i64
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %59 = arith.muli %arg6, %c26_i64_13 : i64
        %60 = arith.addi %c3_i64, %59 : i64
        %61 = llvm.getelementptr %38[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %58, %61 : i64, !llvm.ptr<1>
        %62 = arith.remsi %44, %46 : i64
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %63 = arith.muli %arg6, %c26_i64_14 : i64
        %64 = arith.addi %c4_i64, %63 : i64
        %65 = llvm.getelementptr %38[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %62, %65 : i64, !llvm.ptr<1>
        %c63_i64 = arith.constant 63 : i64
        %66 = arith.andi %46, %c63_i64 : i64
        %67 = arith.shli %44, %66 : i64
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_15 = arith.constant 26 : i64
        %68 = arith.muli %arg6, %c26_i64_15 : i64
        %69 = arith.addi %c5_i64, %68 : i64
        %70 = llvm.getelementptr %38[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %67, %70 : i64, !llvm.ptr<1>
        %c63_i64_16 = arith.constant 63 : i64
        %71 = arith.andi %46, %c63_i64_16 : i64
        %72 = arith.shrsi %44, %71 : i64
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %73 = arith.muli %arg6, %c26_i64_17 : i64
        %74 = arith.addi %c6_i64, %73 : i64
        %75 = llvm.getelementptr %38[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %72, %75 : i64, !llvm.ptr<1>
        %76 = arith.andi %44, %46 : i64
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %77 = arith.muli %arg6, %c26_i64_18 : i64
        %78 = arith.addi %c7_i64, %77 : i64
        %79 = llvm.getelementptr %38[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %76, %79 : i64, !llvm.ptr<1>
        %80 = arith.ori %44, %46 : i64
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %81 = arith.muli %arg6, %c26_i64_19 : i64
        %82 = arith.addi %c8_i64, %81 : i64
        %83 = llvm.getelementptr %38[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %80, %83 : i64, !llvm.ptr<1>
        %84 = arith.xori %44, %46 : i64
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %85 = arith.muli %arg6, %c26_i64_20 : i64
        %86 = arith.addi %c9_i64, %85 : i64
        %87 = llvm.getelementptr %38[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %84, %87 : i64, !llvm.ptr<1>
        %c0_i64 = arith.constant 0 : i64
        %88 = arith.subi %c0_i64, %44 : i64
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_21 = arith.constant 26 : i64
        %89 = arith.muli %arg6, %c26_i64_21 : i64
        %90 = arith.addi %c10_i64, %89 : i64
        %91 = llvm.getelementptr %38[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %88, %91 : i64, !llvm.ptr<1>
        %c-1_i64 = arith.constant -1 : i64
        %92 = arith.xori %44, %c-1_i64 : i64
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %93 = arith.muli %arg6, %c26_i64_22 : i64
        %94 = arith.addi %c11_i64, %93 : i64
        %95 = llvm.getelementptr %38[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %92, %95 : i64, !llvm.ptr<1>
        %c9223372036854775800_i64 = arith.constant 9223372036854775800 : i64
        %96 = arith.addi %44, %c9223372036854775800_i64 : i64
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_23 = arith.constant 26 : i64
        %97 = arith.muli %arg6, %c26_i64_23 : i64
        %98 = arith.addi %c12_i64, %97 : i64
        %99 = llvm.getelementptr %38[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %96, %99 : i64, !llvm.ptr<1>
        %c9223372036854775800_i64_24 = arith.constant 9223372036854775800 : i64
        %100 = arith.subi %44, %c9223372036854775800_i64_24 : i64
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %101 = arith.muli %arg6, %c26_i64_25 : i64
        %102 = arith.addi %c13_i64, %101 : i64
        %103 = llvm.getelementptr %38[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %100, %103 : i64, !llvm.ptr<1>
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %104 = arith.muli %44, %c9223372036854775807_i64 : i64
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_26 = arith.constant 26 : i64
        %105 = arith.muli %arg6, %c26_i64_26 : i64
        %106 = arith.addi %c14_i64, %105 : i64
        %107 = llvm.getelementptr %38[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %104, %107 : i64, !llvm.ptr<1>
        %c63_i64_27 = arith.constant 63 : i64
        %c63_i64_28 = arith.constant 63 : i64
        %108 = arith.andi %c63_i64_27, %c63_i64_28 : i64
        %109 = arith.shli %44, %108 : i64
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_29 = arith.constant 26 : i64
        %110 = arith.muli %arg6, %c26_i64_29 : i64
        %111 = arith.addi %c15_i64, %110 : i64
        %112 = llvm.getelementptr %38[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %109, %112 : i64, !llvm.ptr<1>
        %c40_i64 = arith.constant 40 : i64
        %c63_i64_30 = arith.constant 63 : i64
        %113 = arith.andi %c40_i64, %c63_i64_30 : i64
        %114 = arith.shli %44, %113 : i64
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_31 = arith.constant 26 : i64
        %115 = arith.muli %arg6, %c26_i64_31 : i64
        %116 = arith.addi %c16_i64, %115 : i64
        %117 = llvm.getelementptr %38[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %114, %117 : i64, !llvm.ptr<1>
        %c100_i64 = arith.constant 100 : i64
        %c63_i64_32 = arith.constant 63 : i64
        %118 = arith.andi %c100_i64, %c63_i64_32 : i64
        %119 = arith.shrsi %44, %118 : i64
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_33 = arith.constant 26 : i64
        %120 = arith.muli %arg6, %c26_i64_33 : i64
        %121 = arith.addi %c17_i64, %120 : i64
        %122 = llvm.getelementptr %38[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %119, %122 : i64, !llvm.ptr<1>
        %c65_i64 = arith.constant 65 : i64
        %c63_i64_34 = arith.constant 63 : i64
        %123 = arith.andi %c65_i64, %c63_i64_34 : i64
        %124 = arith.shrsi %44, %123 : i64
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %125 = arith.muli %arg6, %c26_i64_35 : i64
        %126 = arith.addi %c18_i64, %125 : i64
        %127 = llvm.getelementptr %38[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %124, %127 : i64, !llvm.ptr<1>
        %c-7_i64 = arith.constant -7 : i64
        %128 = arith.divsi %44, %c-7_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_36 = arith.constant 26 : i64
        %129 = arith.muli %arg6, %c26_i64_36 : i64
        %130 = arith.addi %c19_i64, %129 : i64
        %131 = llvm.getelementptr %38[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %128, %131 : i64, !llvm.ptr<1>
        %c-7_i64_37 = arith.constant -7 : i64
        %132 = arith.remsi %44, %c-7_i64_37 : i64
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_38 = arith.constant 26 : i64
        %133 = arith.muli %arg6, %c26_i64_38 : i64
        %134 = arith.addi %c20_i64, %133 : i64
        %135 = llvm.getelementptr %38[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %132, %135 : i64, !llvm.ptr<1>
        %c-7_i64_39 = arith.constant -7 : i64
        %136 = arith.remsi %c-7_i64_39, %46 : i64
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_40 = arith.constant 26 : i64
        %137 = arith.muli %arg6, %c26_i64_40 : i64
        %138 = arith.addi %c21_i64, %137 : i64
        %139 = llvm.getelementptr %38[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %136, %139 : i64, !llvm.ptr<1>
        %c0_i64_41 = arith.constant 0 : i64
        %140 = arith.subi %c0_i64_41, %41 : i64
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_42 = arith.constant 26 : i64
        %141 = arith.muli %arg6, %c26_i64_42 : i64
        %142 = arith.addi %c22_i64, %141 : i64
        %143 = llvm.getelementptr %38[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %140, %143 : i64, !llvm.ptr<1>
        %c-1_i64_43 = arith.constant -1 : i64
        %144 = arith.muli %41, %c-1_i64_43 : i64
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_44 = arith.constant 26 : i64
        %145 = arith.muli %arg6, %c26_i64_44 : i64
        %146 = arith.addi %c23_i64, %145 : i64
        %147 = llvm.getelementptr %38[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %144, %147 : i64, !llvm.ptr<1>
        %148 = arith.subi %41, %46 : i64
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_45 = arith.constant 26 : i64
        %149 = arith.muli %arg6, %c26_i64_45 : i64
        %150 = arith.addi %c24_i64, %149 : i64
        %151 = llvm.getelementptr %38[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %148, %151 : i64, !llvm.ptr<1>
        %c63_i64_46 = arith.constant 63 : i64
        %152 = arith.andi %46, %c63_i64_46 : i64
        %153 = arith.shrsi %41, %152 : i64
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_47 = arith.constant 26 : i64
        %154 = arith.muli %arg6, %c26_i64_47 : i64
        %155 = arith.addi %c25_i64, %154 : i64
        %156 = llvm.getelementptr %38[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %153, %156 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
