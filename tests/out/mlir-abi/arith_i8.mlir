module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_i8(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi8, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi8, strided<[1]>, 1>
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
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<26x?xi8, strided<[1, 26]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xi8, strided<[1]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xi8, strided<[1]>, 1> -> index
      %34 = arith.index_cast %intptr_4 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<26x?xi8, strided<[1, 26]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<26x?xi8, strided<[1, 26]>, 1> -> index
      %37 = arith.index_cast %intptr_9 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_7#1 : index to i64
      %40 = llvm.mlir.constant(1 : i64) : i64
      %c-127_i8 = arith.constant -127 : i8
      %c1_i8 = arith.constant 1 : i8
      %41 = arith.subi %c-127_i8, %c1_i8 : i8
      %thread_id_x = gpu.thread_id  x
      %42 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %42 to %33 step %c32_i64  : i64 {
        %43 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %44 = llvm.load %43 : !llvm.ptr<1> -> i8
        %45 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %46 = llvm.load %45 : !llvm.ptr<1> -> i8
        %47 = arith.addi %44, %46 : i8
        %c26_i64 = arith.constant 26 : i64
        %48 = arith.muli %arg6, %c26_i64 : i64
        %49 = llvm.getelementptr %38[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %47, %49 : i8, !llvm.ptr<1>
        %50 = arith.subi %44, %46 : i8
        %c1_i64 = arith.constant 1 : i64
        %c26_i64_10 = arith.constant 26 : i64
        %51 = arith.muli %arg6, %c26_i64_10 : i64
        %52 = arith.addi %c1_i64, %51 : i64
        %53 = llvm.getelementptr %38[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %50, %53 : i8, !llvm.ptr<1>
        %54 = arith.muli %44, %46 : i8
        %c2_i64 = arith.constant 2 : i64
        %c26_i64_11 = arith.constant 26 : i64
        %55 = arith.muli %arg6, %c26_i64_11 : i64
        %56 = arith.addi %c2_i64, %55 : i64
        %57 = llvm.getelementptr %38[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %54, %57 : i8, !llvm.ptr<1>
        %58 = arith.divsi %44, %46 : i8
        %c3_i64 = arith.constant 3 : i64
        %c26_i64_12 = arith.constant 26 : i64
        %59 = arith.muli %arg6, %c26_i64_12 : i64
        %60 = arith.addi %c3_i64, %59 : i64
        %61 = llvm.getelementptr %38[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %58, %61 : i8, !llvm.ptr<1>
        %62 = arith.remsi %44, %46 : i8
        %c4_i64 = arith.constant 4 : i64
        %c26_i64_13 = arith.constant 26 : i64
        %63 = arith.muli %arg6, %c26_i64_13 : i64
        %64 = arith.addi %c4_i64, %63 : i64
        %65 = llvm.getelementptr %38[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %62, %65 : i8, !llvm.ptr<1>
        %66 = arith.extsi %44 : i8 to i32
        %67 = arith.extsi %46 : i8 to i32
        %c31_i32 = arith.constant 31 : i32
        %68 = arith.andi %67, %c31_i32 : i32
        %69 = arith.shli %66, %68 : i32
        %70 = arith.trunci %69 : i32 to i8
        %c5_i64 = arith.constant 5 : i64
        %c26_i64_14 = arith.constant 26 : i64
        %71 = arith.muli %arg6, %c26_i64_14 : i64
        %72 = arith.addi %c5_i64, %71 : i64
        %73 = llvm.getelementptr %38[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %70, %73 : i8, !llvm.ptr<1>
        %74 = arith.extsi %44 : i8 to i32
        %75 = arith.extsi %46 : i8 to i32
        %c31_i32_15 = arith.constant 31 : i32
        %76 = arith.andi %75, %c31_i32_15 : i32
        %77 = arith.shrsi %74, %76 : i32
        %78 = arith.trunci %77 : i32 to i8
        %c6_i64 = arith.constant 6 : i64
        %c26_i64_16 = arith.constant 26 : i64
        %79 = arith.muli %arg6, %c26_i64_16 : i64
        %80 = arith.addi %c6_i64, %79 : i64
        %81 = llvm.getelementptr %38[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %78, %81 : i8, !llvm.ptr<1>
        %82 = arith.andi %44, %46 : i8
        %c7_i64 = arith.constant 7 : i64
        %c26_i64_17 = arith.constant 26 : i64
        %83 = arith.muli %arg6, %c26_i64_17 : i64
        %84 = arith.addi %c7_i64, %83 : i64
        %85 = llvm.getelementptr %38[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %82, %85 : i8, !llvm.ptr<1>
        %86 = arith.ori %44, %46 : i8
        %c8_i64 = arith.constant 8 : i64
        %c26_i64_18 = arith.constant 26 : i64
        %87 = arith.muli %arg6, %c26_i64_18 : i64
        %88 = arith.addi %c8_i64, %87 : i64
        %89 = llvm.getelementptr %38[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %86, %89 : i8, !llvm.ptr<1>
        %90 = arith.xori %44, %46 : i8
        %c9_i64 = arith.constant 9 : i64
        %c26_i64_19 = arith.constant 26 : i64
        %91 = arith.muli %arg6, %c26_i64_19 : i64
        %92 = arith.addi %c9_i64, %91 : i64
        %93 = llvm.getelementptr %38[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %90, %93 : i8, !llvm.ptr<1>
        %c0_i8 = arith.constant 0 : i8
        %94 = arith.subi %c0_i8, %44 : i8
        %c10_i64 = arith.constant 10 : i64
        %c26_i64_20 = arith.constant 26 : i64
        %95 = arith.muli %arg6, %c26_i64_20 : i64
        %96 = arith.addi %c10_i64, %95 : i64
        %97 = llvm.getelementptr %38[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %94, %97 : i8, !llvm.ptr<1>
        %c-1_i8 = arith.constant -1 : i8
        %98 = arith.xori %44, %c-1_i8 : i8
        %c11_i64 = arith.constant 11 : i64
        %c26_i64_21 = arith.constant 26 : i64
        %99 = arith.muli %arg6, %c26_i64_21 : i64
        %100 = arith.addi %c11_i64, %99 : i64
        %101 = llvm.getelementptr %38[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %98, %101 : i8, !llvm.ptr<1>
        %c100_i8 = arith.constant 100 : i8
        %102 = arith.addi %44, %c100_i8 : i8
        %c12_i64 = arith.constant 12 : i64
        %c26_i64_22 = arith.constant 26 : i64
        %103 = arith.muli %arg6, %c26_i64_22 : i64
        %104 = arith.addi %c12_i64, %103 : i64
        %105 = llvm.getelementptr %38[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %102, %105 : i8, !llvm.ptr<1>
        %c100_i8_23 = arith.constant 100 : i8
        %106 = arith.subi %44, %c100_i8_23 : i8
        %c13_i64 = arith.constant 13 : i64
        %c26_i64_24 = arith.constant 26 : i64
        %107 = arith.muli %arg6, %c26_i64_24 : i64
        %108 = arith.addi %c13_i64, %107 : i64
        %109 = llvm.getelementptr %38[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %106, %109 : i8, !llvm.ptr<1>
        %c127_i8 = arith.constant 127 : i8
        %110 = arith.muli %44, %c127_i8 : i8
        %c14_i64 = arith.constant 14 : i64
        %c26_i64_25 = arith.constant 26 : i64
        %111 = arith.muli %arg6, %c26_i64_25 : i64
        %112 = arith.addi %c14_i64, %111 : i64
        %113 = llvm.getelementptr %38[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %110, %113 : i8, !llvm.ptr<1>
        %c7_i8 = arith.constant 7 : i8
        %114 = arith.extsi %44 : i8 to i32
        %115 = arith.extsi %c7_i8 : i8 to i32
        %c31_i32_26 = arith.constant 31 : i32
        %116 = arith.andi %115, %c31_i32_26 : i32
        %117 = arith.shli %114, %116 : i32
        %118 = arith.trunci %117 : i32 to i8
        %c15_i64 = arith.constant 15 : i64
        %c26_i64_27 = arith.constant 26 : i64
        %119 = arith.muli %arg6, %c26_i64_27 : i64
        %120 = arith.addi %c15_i64, %119 : i64
        %121 = llvm.getelementptr %38[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %118, %121 : i8, !llvm.ptr<1>
        %c36_i8 = arith.constant 36 : i8
        %122 = arith.extsi %44 : i8 to i32
        %123 = arith.extsi %c36_i8 : i8 to i32
        %c31_i32_28 = arith.constant 31 : i32
        %124 = arith.andi %123, %c31_i32_28 : i32
        %125 = arith.shli %122, %124 : i32
        %126 = arith.trunci %125 : i32 to i8
        %c16_i64 = arith.constant 16 : i64
        %c26_i64_29 = arith.constant 26 : i64
        %127 = arith.muli %arg6, %c26_i64_29 : i64
        %128 = arith.addi %c16_i64, %127 : i64
        %129 = llvm.getelementptr %38[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %126, %129 : i8, !llvm.ptr<1>
        %c40_i8 = arith.constant 40 : i8
        %130 = arith.extsi %44 : i8 to i32
        %131 = arith.extsi %c40_i8 : i8 to i32
        %c31_i32_30 = arith.constant 31 : i32
        %132 = arith.andi %131, %c31_i32_30 : i32
        %133 = arith.shrsi %130, %132 : i32
        %134 = arith.trunci %133 : i32 to i8
        %c17_i64 = arith.constant 17 : i64
        %c26_i64_31 = arith.constant 26 : i64
        %135 = arith.muli %arg6, %c26_i64_31 : i64
        %136 = arith.addi %c17_i64, %135 : i64
        %137 = llvm.getelementptr %38[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %134, %137 : i8, !llvm.ptr<1>
        %c100_i8_32 = arith.constant 100 : i8
        %138 = arith.extsi %44 : i8 to i32
        %139 = arith.extsi %c100_i8_32 : i8 to i32
        %c31_i32_33 = arith.constant 31 : i32
        %140 = arith.andi %139, %c31_i32_33 : i32
        %141 = arith.shrsi %138, %140 : i32
        %142 = arith.trunci %141 : i32 to i8
        %c18_i64 = arith.constant 18 : i64
        %c26_i64_34 = arith.constant 26 : i64
        %143 = arith.muli %arg6, %c26_i64_34 : i64
        %144 = arith.addi %c18_i64, %143 : i64
        %145 = llvm.getelementptr %38[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %142, %145 : i8, !llvm.ptr<1>
        %c-7_i8 = arith.constant -7 : i8
        %146 = arith.divsi %44, %c-7_i8 : i8
        %c19_i64 = arith.constant 19 : i64
        %c26_i64_35 = arith.constant 26 : i64
        %147 = arith.muli %arg6, %c26_i64_35 : i64
        %148 = arith.addi %c19_i64, %147 : i64
        %149 = llvm.getelementptr %38[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %146, %149 : i8, !llvm.ptr<1>
        %c-7_i8_36 = arith.constant -7 : i8
        %150 = arith.remsi %44, %c-7_i8_36 : i8
        %c20_i64 = arith.constant 20 : i64
        %c26_i64_37 = arith.constant 26 : i64
        %151 = arith.muli %arg6, %c26_i64_37 : i64
        %152 = arith.addi %c20_i64, %151 : i64
        %153 = llvm.getelementptr %38[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %150, %153 : i8, !llvm.ptr<1>
        %c-7_i8_38 = arith.constant -7 : i8
        %154 = arith.remsi %c-7_i8_38, %46 : i8
        %c21_i64 = arith.constant 21 : i64
        %c26_i64_39 = arith.constant 26 : i64
        %155 = arith.muli %arg6, %c26_i64_39 : i64
        %156 = arith.addi %c21_i64, %155 : i64
        %157 = llvm.getelementptr %38[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %154, %157 : i8, !llvm.ptr<1>
        %c0_i8_40 = arith.constant 0 : i8
        %158 = arith.subi %c0_i8_40, %41 : i8
        %c22_i64 = arith.constant 22 : i64
        %c26_i64_41 = arith.constant 26 : i64
        %159 = arith.muli %arg6, %c26_i64_41 : i64
        %160 = arith.addi %c22_i64, %159 : i64
        %161 = llvm.getelementptr %38[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %158, %161 : i8, !llvm.ptr<1>
        %c-1_i8_42 = arith.constant -1 : i8
        %162 = arith.muli %41, %c-1_i8_42 : i8
        %c23_i64 = arith.constant 23 : i64
        %c26_i64_43 = arith.constant 26 : i64
        %163 = arith.muli %arg6, %c26_i64_43 : i64
        %164 = arith.addi %c23_i64, %163 : i64
        %165 = llvm.getelementptr %38[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %162, %165 : i8, !llvm.ptr<1>
        %166 = arith.subi %41, %46 : i8
        %c24_i64 = arith.constant 24 : i64
        %c26_i64_44 = arith.constant 26 : i64
        %167 = arith.muli %arg6, %c26_i64_44 : i64
        %168 = arith.addi %c24_i64, %167 : i64
        %169 = llvm.getelementptr %38[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %166, %169 : i8, !llvm.ptr<1>
        %170 = arith.extsi %41 : i8 to i32
        %171 = arith.extsi %46 : i8 to i32
        %c31_i32_45 = arith.constant 31 : i32
        %172 = arith.andi %171, %c31_i32_45 : i32
        %173 = arith.shrsi %170, %172 : i32
        %174 = arith.trunci %173 : i32 to i8
        %c25_i64 = arith.constant 25 : i64
        %c26_i64_46 = arith.constant 26 : i64
        %175 = arith.muli %arg6, %c26_i64_46 : i64
        %176 = arith.addi %c25_i64, %175 : i64
        %177 = llvm.getelementptr %38[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %174, %177 : i8, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
