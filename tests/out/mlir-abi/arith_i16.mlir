module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_i16(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi16, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi16, strided<[1]>, 1>
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
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<26x?xi16, strided<[1, 26]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xi16, strided<[1]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xi16, strided<[1]>, 1> -> index
      %34 = arith.index_cast %intptr_4 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<26x?xi16, strided<[1, 26]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<26x?xi16, strided<[1, 26]>, 1> -> index
      %37 = arith.index_cast %intptr_9 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_7#1 : index to i64
      %c-32767_i16 = arith.constant -32767 : i16
      %c1_i16 = arith.constant 1 : i16
      %40 = arith.subi %c-32767_i16, %c1_i16 : i16
      %thread_id_x = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %41 to %33 step %c32_i64  : i64 {
        %42 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %43 = llvm.load %42 : !llvm.ptr<1> -> i16
        %44 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %45 = llvm.load %44 : !llvm.ptr<1> -> i16
        %46 = arith.addi %43, %45 : i16
        %c26_i64 = arith.constant 26 : i64
        %47 = arith.muli %arg6, %c26_i64 : i64
        %48 = llvm.getelementptr %38[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %46, %48 : i16, !llvm.ptr<1>
        %49 = arith.subi %43, %45 : i16
        %c1_i64 = arith.constant 1 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %50 = arith.muli %arg6, %c26_i64_10 : i64
        %51 = arith.addi %c1_i64, %50 : i64
        %52 = llvm.getelementptr %38[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %49, %52 : i16, !llvm.ptr<1>
        %53 = arith.muli %43, %45 : i16
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %54 = arith.muli %arg6, %c26_i64_11 : i64
        %55 = arith.addi %c2_i64, %54 : i64
        %56 = llvm.getelementptr %38[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %53, %56 : i16, !llvm.ptr<1>
        %57 = arith.divsi %43, %45 : i16
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %58 = arith.muli %arg6, %c26_i64_12 : i64
        %59 = arith.addi %c3_i64, %58 : i64
        %60 = llvm.getelementptr %38[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %57, %60 : i16, !llvm.ptr<1>
        %c-1_i16 = arith.constant -1 : i16
        %61 = arith.cmpi eq, %45, %c-1_i16 : i16
        %62 = arith.extui %61 : i1 to i16
        %c2_i16 = arith.constant 2 : i16
        %63 = arith.muli %62, %c2_i16 : i16
        %64 = arith.addi %45, %63 : i16
        %65 = arith.remsi %43, %64 : i16
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %66 = arith.muli %arg6, %c26_i64_13 : i64
        %67 = arith.addi %c4_i64, %66 : i64
        %68 = llvm.getelementptr %38[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %65, %68 : i16, !llvm.ptr<1>
        %69 = arith.extsi %43 : i16 to i32
        %70 = arith.extsi %45 : i16 to i32
        %c31_i32 = arith.constant 31 : i32
        %71 = arith.andi %70, %c31_i32 : i32
        %72 = arith.shli %69, %71 : i32
        %73 = arith.trunci %72 : i32 to i16
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %74 = arith.muli %arg6, %c26_i64_14 : i64
        %75 = arith.addi %c5_i64, %74 : i64
        %76 = llvm.getelementptr %38[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %73, %76 : i16, !llvm.ptr<1>
        %77 = arith.extsi %43 : i16 to i32
        %78 = arith.extsi %45 : i16 to i32
        %c31_i32_15 = arith.constant 31 : i32
        %79 = arith.andi %78, %c31_i32_15 : i32
        %80 = arith.shrsi %77, %79 : i32
        %81 = arith.trunci %80 : i32 to i16
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %82 = arith.muli %arg6, %c26_i64_16 : i64
        %83 = arith.addi %c6_i64, %82 : i64
        %84 = llvm.getelementptr %38[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %81, %84 : i16, !llvm.ptr<1>
        %85 = arith.andi %43, %45 : i16
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %86 = arith.muli %arg6, %c26_i64_17 : i64
        %87 = arith.addi %c7_i64, %86 : i64
        %88 = llvm.getelementptr %38[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %85, %88 : i16, !llvm.ptr<1>
        %89 = arith.ori %43, %45 : i16
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %90 = arith.muli %arg6, %c26_i64_18 : i64
        %91 = arith.addi %c8_i64, %90 : i64
        %92 = llvm.getelementptr %38[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %89, %92 : i16, !llvm.ptr<1>
        %93 = arith.xori %43, %45 : i16
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %94 = arith.muli %arg6, %c26_i64_19 : i64
        %95 = arith.addi %c9_i64, %94 : i64
        %96 = llvm.getelementptr %38[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %93, %96 : i16, !llvm.ptr<1>
        %c0_i16 = arith.constant 0 : i16
        %97 = arith.subi %c0_i16, %43 : i16
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %98 = arith.muli %arg6, %c26_i64_20 : i64
        %99 = arith.addi %c10_i64, %98 : i64
        %100 = llvm.getelementptr %38[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %97, %100 : i16, !llvm.ptr<1>
        %c-1_i16_21 = arith.constant -1 : i16
        %101 = arith.xori %43, %c-1_i16_21 : i16
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %102 = arith.muli %arg6, %c26_i64_22 : i64
        %103 = arith.addi %c11_i64, %102 : i64
        %104 = llvm.getelementptr %38[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %101, %104 : i16, !llvm.ptr<1>
        %c32750_i16 = arith.constant 32750 : i16
        %105 = arith.addi %43, %c32750_i16 : i16
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_23 = arith.constant 26 : i64
        %106 = arith.muli %arg6, %c26_i64_23 : i64
        %107 = arith.addi %c12_i64, %106 : i64
        %108 = llvm.getelementptr %38[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %105, %108 : i16, !llvm.ptr<1>
        %c32750_i16_24 = arith.constant 32750 : i16
        %109 = arith.subi %43, %c32750_i16_24 : i16
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %110 = arith.muli %arg6, %c26_i64_25 : i64
        %111 = arith.addi %c13_i64, %110 : i64
        %112 = llvm.getelementptr %38[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %109, %112 : i16, !llvm.ptr<1>
        %c1000_i16 = arith.constant 1000 : i16
        %113 = arith.muli %43, %c1000_i16 : i16
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_26 = arith.constant 26 : i64
        %114 = arith.muli %arg6, %c26_i64_26 : i64
        %115 = arith.addi %c14_i64, %114 : i64
        %116 = llvm.getelementptr %38[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %113, %116 : i16, !llvm.ptr<1>
        %c15_i16 = arith.constant 15 : i16
        %117 = arith.extsi %43 : i16 to i32
        %118 = arith.extsi %c15_i16 : i16 to i32
        %c31_i32_27 = arith.constant 31 : i32
        %119 = arith.andi %118, %c31_i32_27 : i32
        %120 = arith.shli %117, %119 : i32
        %121 = arith.trunci %120 : i32 to i16
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_28 = arith.constant 26 : i64
        %122 = arith.muli %arg6, %c26_i64_28 : i64
        %123 = arith.addi %c15_i64, %122 : i64
        %124 = llvm.getelementptr %38[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %121, %124 : i16, !llvm.ptr<1>
        %c17_i16 = arith.constant 17 : i16
        %125 = arith.extsi %43 : i16 to i32
        %126 = arith.extsi %c17_i16 : i16 to i32
        %c31_i32_29 = arith.constant 31 : i32
        %127 = arith.andi %126, %c31_i32_29 : i32
        %128 = arith.shli %125, %127 : i32
        %129 = arith.trunci %128 : i32 to i16
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_30 = arith.constant 26 : i64
        %130 = arith.muli %arg6, %c26_i64_30 : i64
        %131 = arith.addi %c16_i64, %130 : i64
        %132 = llvm.getelementptr %38[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %129, %132 : i16, !llvm.ptr<1>
        %c35_i16 = arith.constant 35 : i16
        %133 = arith.extsi %43 : i16 to i32
        %134 = arith.extsi %c35_i16 : i16 to i32
        %c31_i32_31 = arith.constant 31 : i32
        %135 = arith.andi %134, %c31_i32_31 : i32
        %136 = arith.shrsi %133, %135 : i32
        %137 = arith.trunci %136 : i32 to i16
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_32 = arith.constant 26 : i64
        %138 = arith.muli %arg6, %c26_i64_32 : i64
        %139 = arith.addi %c17_i64, %138 : i64
        %140 = llvm.getelementptr %38[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %137, %140 : i16, !llvm.ptr<1>
        %c100_i16 = arith.constant 100 : i16
        %141 = arith.extsi %43 : i16 to i32
        %142 = arith.extsi %c100_i16 : i16 to i32
        %c31_i32_33 = arith.constant 31 : i32
        %143 = arith.andi %142, %c31_i32_33 : i32
        %144 = arith.shrsi %141, %143 : i32
        %145 = arith.trunci %144 : i32 to i16
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_34 = arith.constant 26 : i64
        %146 = arith.muli %arg6, %c26_i64_34 : i64
        %147 = arith.addi %c18_i64, %146 : i64
        %148 = llvm.getelementptr %38[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %145, %148 : i16, !llvm.ptr<1>
        %c-7_i16 = arith.constant -7 : i16
        %149 = arith.divsi %43, %c-7_i16 : i16
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %150 = arith.muli %arg6, %c26_i64_35 : i64
        %151 = arith.addi %c19_i64, %150 : i64
        %152 = llvm.getelementptr %38[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %149, %152 : i16, !llvm.ptr<1>
        %c-7_i16_36 = arith.constant -7 : i16
        %153 = arith.remsi %43, %c-7_i16_36 : i16
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_37 = arith.constant 26 : i64
        %154 = arith.muli %arg6, %c26_i64_37 : i64
        %155 = arith.addi %c20_i64, %154 : i64
        %156 = llvm.getelementptr %38[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %153, %156 : i16, !llvm.ptr<1>
        %c-7_i16_38 = arith.constant -7 : i16
        %c-1_i16_39 = arith.constant -1 : i16
        %157 = arith.cmpi eq, %45, %c-1_i16_39 : i16
        %158 = arith.extui %157 : i1 to i16
        %c2_i16_40 = arith.constant 2 : i16
        %159 = arith.muli %158, %c2_i16_40 : i16
        %160 = arith.addi %45, %159 : i16
        %161 = arith.remsi %c-7_i16_38, %160 : i16
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_41 = arith.constant 26 : i64
        %162 = arith.muli %arg6, %c26_i64_41 : i64
        %163 = arith.addi %c21_i64, %162 : i64
        %164 = llvm.getelementptr %38[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %161, %164 : i16, !llvm.ptr<1>
        %c0_i16_42 = arith.constant 0 : i16
        %165 = arith.subi %c0_i16_42, %40 : i16
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_43 = arith.constant 26 : i64
        %166 = arith.muli %arg6, %c26_i64_43 : i64
        %167 = arith.addi %c22_i64, %166 : i64
        %168 = llvm.getelementptr %38[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %165, %168 : i16, !llvm.ptr<1>
        %c-1_i16_44 = arith.constant -1 : i16
        %169 = arith.muli %40, %c-1_i16_44 : i16
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_45 = arith.constant 26 : i64
        %170 = arith.muli %arg6, %c26_i64_45 : i64
        %171 = arith.addi %c23_i64, %170 : i64
        %172 = llvm.getelementptr %38[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %169, %172 : i16, !llvm.ptr<1>
        %173 = arith.subi %40, %45 : i16
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_46 = arith.constant 26 : i64
        %174 = arith.muli %arg6, %c26_i64_46 : i64
        %175 = arith.addi %c24_i64, %174 : i64
        %176 = llvm.getelementptr %38[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %173, %176 : i16, !llvm.ptr<1>
        %177 = arith.extsi %40 : i16 to i32
        %178 = arith.extsi %45 : i16 to i32
        %c31_i32_47 = arith.constant 31 : i32
        %179 = arith.andi %178, %c31_i32_47 : i32
        %180 = arith.shrsi %177, %179 : i32
        %181 = arith.trunci %180 : i32 to i16
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_48 = arith.constant 26 : i64
        %182 = arith.muli %arg6, %c26_i64_48 : i64
        %183 = arith.addi %c25_i64, %182 : i64
        %184 = llvm.getelementptr %38[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %181, %184 : i16, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
