module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_i32(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32, strided<[1]>, 1>
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
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<26x?xi32, strided<[1, 26]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xi32, strided<[1]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xi32, strided<[1]>, 1> -> index
      %34 = arith.index_cast %intptr_4 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<26x?xi32, strided<[1, 26]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<26x?xi32, strided<[1, 26]>, 1> -> index
      %37 = arith.index_cast %intptr_9 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_7#1 : index to i64
      %c-2147483647_i32 = arith.constant -2147483647 : i32
      %c1_i32 = arith.constant 1 : i32
      %40 = arith.subi %c-2147483647_i32, %c1_i32 : i32
      %thread_id_x = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %41 to %33 step %c32_i64  : i64 {
        %42 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %43 = llvm.load %42 : !llvm.ptr<1> -> i32
        %44 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %45 = llvm.load %44 : !llvm.ptr<1> -> i32
        %46 = arith.addi %43, %45 : i32
        %c26_i64 = arith.constant 26 : i64
        %47 = arith.muli %arg6, %c26_i64 : i64
        %48 = llvm.getelementptr %38[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %46, %48 : i32, !llvm.ptr<1>
        %49 = arith.subi %43, %45 : i32
        %c1_i64 = arith.constant 1 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %50 = arith.muli %arg6, %c26_i64_10 : i64
        %51 = arith.addi %c1_i64, %50 : i64
        %52 = llvm.getelementptr %38[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %49, %52 : i32, !llvm.ptr<1>
        %53 = arith.muli %43, %45 : i32
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %54 = arith.muli %arg6, %c26_i64_11 : i64
        %55 = arith.addi %c2_i64, %54 : i64
        %56 = llvm.getelementptr %38[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %53, %56 : i32, !llvm.ptr<1>
        %57 = arith.divsi %43, %45 : i32
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %58 = arith.muli %arg6, %c26_i64_12 : i64
        %59 = arith.addi %c3_i64, %58 : i64
        %60 = llvm.getelementptr %38[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %57, %60 : i32, !llvm.ptr<1>
        %c-1_i32 = arith.constant -1 : i32
        %61 = arith.cmpi eq, %45, %c-1_i32 : i32
        %62 = arith.extui %61 : i1 to i32
        %c2_i32 = arith.constant 2 : i32
        %63 = arith.muli %62, %c2_i32 : i32
        %64 = arith.addi %45, %63 : i32
        %65 = arith.remsi %43, %64 : i32
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %66 = arith.muli %arg6, %c26_i64_13 : i64
        %67 = arith.addi %c4_i64, %66 : i64
        %68 = llvm.getelementptr %38[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %65, %68 : i32, !llvm.ptr<1>
        %c31_i32 = arith.constant 31 : i32
        %69 = arith.andi %45, %c31_i32 : i32
        %70 = arith.shli %43, %69 : i32
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %71 = arith.muli %arg6, %c26_i64_14 : i64
        %72 = arith.addi %c5_i64, %71 : i64
        %73 = llvm.getelementptr %38[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %70, %73 : i32, !llvm.ptr<1>
        %c31_i32_15 = arith.constant 31 : i32
        %74 = arith.andi %45, %c31_i32_15 : i32
        %75 = arith.shrsi %43, %74 : i32
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %76 = arith.muli %arg6, %c26_i64_16 : i64
        %77 = arith.addi %c6_i64, %76 : i64
        %78 = llvm.getelementptr %38[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %75, %78 : i32, !llvm.ptr<1>
        %79 = arith.andi %43, %45 : i32
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %80 = arith.muli %arg6, %c26_i64_17 : i64
        %81 = arith.addi %c7_i64, %80 : i64
        %82 = llvm.getelementptr %38[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %79, %82 : i32, !llvm.ptr<1>
        %83 = arith.ori %43, %45 : i32
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %84 = arith.muli %arg6, %c26_i64_18 : i64
        %85 = arith.addi %c8_i64, %84 : i64
        %86 = llvm.getelementptr %38[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %83, %86 : i32, !llvm.ptr<1>
        %87 = arith.xori %43, %45 : i32
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %88 = arith.muli %arg6, %c26_i64_19 : i64
        %89 = arith.addi %c9_i64, %88 : i64
        %90 = llvm.getelementptr %38[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %87, %90 : i32, !llvm.ptr<1>
        %c0_i32 = arith.constant 0 : i32
        %91 = arith.subi %c0_i32, %43 : i32
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %92 = arith.muli %arg6, %c26_i64_20 : i64
        %93 = arith.addi %c10_i64, %92 : i64
        %94 = llvm.getelementptr %38[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %91, %94 : i32, !llvm.ptr<1>
        %c-1_i32_21 = arith.constant -1 : i32
        %95 = arith.xori %43, %c-1_i32_21 : i32
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %96 = arith.muli %arg6, %c26_i64_22 : i64
        %97 = arith.addi %c11_i64, %96 : i64
        %98 = llvm.getelementptr %38[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %95, %98 : i32, !llvm.ptr<1>
        %c2147483600_i32 = arith.constant 2147483600 : i32
        %99 = arith.addi %43, %c2147483600_i32 : i32
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_23 = arith.constant 26 : i64
        %100 = arith.muli %arg6, %c26_i64_23 : i64
        %101 = arith.addi %c12_i64, %100 : i64
        %102 = llvm.getelementptr %38[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %99, %102 : i32, !llvm.ptr<1>
        %c2147483600_i32_24 = arith.constant 2147483600 : i32
        %103 = arith.subi %43, %c2147483600_i32_24 : i32
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %104 = arith.muli %arg6, %c26_i64_25 : i64
        %105 = arith.addi %c13_i64, %104 : i64
        %106 = llvm.getelementptr %38[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %103, %106 : i32, !llvm.ptr<1>
        %c123456789_i32 = arith.constant 123456789 : i32
        %107 = arith.muli %43, %c123456789_i32 : i32
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_26 = arith.constant 26 : i64
        %108 = arith.muli %arg6, %c26_i64_26 : i64
        %109 = arith.addi %c14_i64, %108 : i64
        %110 = llvm.getelementptr %38[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %107, %110 : i32, !llvm.ptr<1>
        %c31_i32_27 = arith.constant 31 : i32
        %c31_i32_28 = arith.constant 31 : i32
        %111 = arith.andi %c31_i32_27, %c31_i32_28 : i32
        %112 = arith.shli %43, %111 : i32
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_29 = arith.constant 26 : i64
        %113 = arith.muli %arg6, %c26_i64_29 : i64
        %114 = arith.addi %c15_i64, %113 : i64
        %115 = llvm.getelementptr %38[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %112, %115 : i32, !llvm.ptr<1>
        %c33_i32 = arith.constant 33 : i32
        %c31_i32_30 = arith.constant 31 : i32
        %116 = arith.andi %c33_i32, %c31_i32_30 : i32
        %117 = arith.shli %43, %116 : i32
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_31 = arith.constant 26 : i64
        %118 = arith.muli %arg6, %c26_i64_31 : i64
        %119 = arith.addi %c16_i64, %118 : i64
        %120 = llvm.getelementptr %38[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %117, %120 : i32, !llvm.ptr<1>
        %c63_i32 = arith.constant 63 : i32
        %c31_i32_32 = arith.constant 31 : i32
        %121 = arith.andi %c63_i32, %c31_i32_32 : i32
        %122 = arith.shrsi %43, %121 : i32
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_33 = arith.constant 26 : i64
        %123 = arith.muli %arg6, %c26_i64_33 : i64
        %124 = arith.addi %c17_i64, %123 : i64
        %125 = llvm.getelementptr %38[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %122, %125 : i32, !llvm.ptr<1>
        %c100_i32 = arith.constant 100 : i32
        %c31_i32_34 = arith.constant 31 : i32
        %126 = arith.andi %c100_i32, %c31_i32_34 : i32
        %127 = arith.shrsi %43, %126 : i32
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %128 = arith.muli %arg6, %c26_i64_35 : i64
        %129 = arith.addi %c18_i64, %128 : i64
        %130 = llvm.getelementptr %38[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %127, %130 : i32, !llvm.ptr<1>
        %c-7_i32 = arith.constant -7 : i32
        %131 = arith.divsi %43, %c-7_i32 : i32
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_36 = arith.constant 26 : i64
        %132 = arith.muli %arg6, %c26_i64_36 : i64
        %133 = arith.addi %c19_i64, %132 : i64
        %134 = llvm.getelementptr %38[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %131, %134 : i32, !llvm.ptr<1>
        %c-7_i32_37 = arith.constant -7 : i32
        %135 = arith.remsi %43, %c-7_i32_37 : i32
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_38 = arith.constant 26 : i64
        %136 = arith.muli %arg6, %c26_i64_38 : i64
        %137 = arith.addi %c20_i64, %136 : i64
        %138 = llvm.getelementptr %38[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %135, %138 : i32, !llvm.ptr<1>
        %c-7_i32_39 = arith.constant -7 : i32
        %c-1_i32_40 = arith.constant -1 : i32
        %139 = arith.cmpi eq, %45, %c-1_i32_40 : i32
        %140 = arith.extui %139 : i1 to i32
        %c2_i32_41 = arith.constant 2 : i32
        %141 = arith.muli %140, %c2_i32_41 : i32
        %142 = arith.addi %45, %141 : i32
        %143 = arith.remsi %c-7_i32_39, %142 : i32
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_42 = arith.constant 26 : i64
        %144 = arith.muli %arg6, %c26_i64_42 : i64
        %145 = arith.addi %c21_i64, %144 : i64
        %146 = llvm.getelementptr %38[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %143, %146 : i32, !llvm.ptr<1>
        %c0_i32_43 = arith.constant 0 : i32
        %147 = arith.subi %c0_i32_43, %40 : i32
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_44 = arith.constant 26 : i64
        %148 = arith.muli %arg6, %c26_i64_44 : i64
        %149 = arith.addi %c22_i64, %148 : i64
        %150 = llvm.getelementptr %38[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %147, %150 : i32, !llvm.ptr<1>
        %c-1_i32_45 = arith.constant -1 : i32
        %151 = arith.muli %40, %c-1_i32_45 : i32
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_46 = arith.constant 26 : i64
        %152 = arith.muli %arg6, %c26_i64_46 : i64
        %153 = arith.addi %c23_i64, %152 : i64
        %154 = llvm.getelementptr %38[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %151, %154 : i32, !llvm.ptr<1>
        %155 = arith.subi %40, %45 : i32
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_47 = arith.constant 26 : i64
        %156 = arith.muli %arg6, %c26_i64_47 : i64
        %157 = arith.addi %c24_i64, %156 : i64
        %158 = llvm.getelementptr %38[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %155, %158 : i32, !llvm.ptr<1>
        %c31_i32_48 = arith.constant 31 : i32
        %159 = arith.andi %45, %c31_i32_48 : i32
        %160 = arith.shrsi %40, %159 : i32
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_49 = arith.constant 26 : i64
        %161 = arith.muli %arg6, %c26_i64_49 : i64
        %162 = arith.addi %c25_i64, %161 : i64
        %163 = llvm.getelementptr %38[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %160, %163 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
