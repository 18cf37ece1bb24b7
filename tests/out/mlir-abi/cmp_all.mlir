module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cmp_all(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
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
      %20 = llvm.mlir.constant(126 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(126 : i64) : i64
      %23 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg4, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %20, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg5, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<126x?xi32, strided<[1, 126]>, 1>
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
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<126x?xi32, strided<[1, 126]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<126x?xi32, strided<[1, 126]>, 1> -> index
      %37 = arith.index_cast %intptr_9 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_7#1 : index to i64
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %40 to %33 step %c32_i64  : i64 {
        %41 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %42 = llvm.load %41 : !llvm.ptr<1> -> i32
        %43 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %44 = llvm.load %43 : !llvm.ptr<1> -> i32
        %c3_i32 = arith.constant 3 : i32
        %45 = arith.remsi %42, %c3_i32 : i32
        %c3_i32_10 = arith.constant 3 : i32
        %46 = arith.remsi %44, %c3_i32_10 : i32
        %47 = arith.trunci %42 : i32 to i8
        %48 = arith.trunci %44 : i32 to i8
        %49 = arith.trunci %45 : i32 to i8
        %50 = arith.trunci %46 : i32 to i8
        %51 = arith.cmpi eq, %47, %48 : i8
        %52 = arith.extui %51 : i1 to i32
        %c126_i64 = arith.constant 126 : i64
        %53 = arith.muli %arg6, %c126_i64 : i64
        %54 = llvm.getelementptr %38[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %52, %54 : i32, !llvm.ptr<1>
        %55 = arith.cmpi ne, %47, %48 : i8
        %56 = arith.extui %55 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c126_i64_11 = arith.constant 126 : i64
        %57 = arith.muli %arg6, %c126_i64_11 : i64
        %58 = arith.addi %c1_i64, %57 : i64
        %59 = llvm.getelementptr %38[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %56, %59 : i32, !llvm.ptr<1>
        %60 = arith.cmpi sgt, %47, %48 : i8
        %61 = arith.extui %60 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c126_i64_12 = arith.constant 126 : i64
        %62 = arith.muli %arg6, %c126_i64_12 : i64
        %63 = arith.addi %c2_i64, %62 : i64
        %64 = llvm.getelementptr %38[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %61, %64 : i32, !llvm.ptr<1>
        %65 = arith.cmpi sge, %47, %48 : i8
        %66 = arith.extui %65 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c126_i64_13 = arith.constant 126 : i64
        %67 = arith.muli %arg6, %c126_i64_13 : i64
        %68 = arith.addi %c3_i64, %67 : i64
        %69 = llvm.getelementptr %38[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %66, %69 : i32, !llvm.ptr<1>
        %70 = arith.cmpi slt, %47, %48 : i8
        %71 = arith.extui %70 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c126_i64_14 = arith.constant 126 : i64
        %72 = arith.muli %arg6, %c126_i64_14 : i64
        %73 = arith.addi %c4_i64, %72 : i64
        %74 = llvm.getelementptr %38[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %71, %74 : i32, !llvm.ptr<1>
        %75 = arith.cmpi sle, %47, %48 : i8
        %76 = arith.extui %75 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c126_i64_15 = arith.constant 126 : i64
        %77 = arith.muli %arg6, %c126_i64_15 : i64
        %78 = arith.addi %c5_i64, %77 : i64
        %79 = llvm.getelementptr %38[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %76, %79 : i32, !llvm.ptr<1>
        %80 = arith.cmpi eq, %49, %50 : i8
        %81 = arith.extui %80 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c126_i64_16 = arith.constant 126 : i64
        %82 = arith.muli %arg6, %c126_i64_16 : i64
        %83 = arith.addi %c6_i64, %82 : i64
        %84 = llvm.getelementptr %38[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %81, %84 : i32, !llvm.ptr<1>
        %85 = arith.cmpi ne, %49, %50 : i8
        %86 = arith.extui %85 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c126_i64_17 = arith.constant 126 : i64
        %87 = arith.muli %arg6, %c126_i64_17 : i64
        %88 = arith.addi %c7_i64, %87 : i64
        %89 = llvm.getelementptr %38[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %86, %89 : i32, !llvm.ptr<1>
        %90 = arith.cmpi sgt, %49, %50 : i8
        %91 = arith.extui %90 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c126_i64_18 = arith.constant 126 : i64
        %92 = arith.muli %arg6, %c126_i64_18 : i64
        %93 = arith.addi %c8_i64, %92 : i64
        %94 = llvm.getelementptr %38[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %91, %94 : i32, !llvm.ptr<1>
        %95 = arith.cmpi sge, %49, %50 : i8
        %96 = arith.extui %95 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c126_i64_19 = arith.constant 126 : i64
        %97 = arith.muli %arg6, %c126_i64_19 : i64
        %98 = arith.addi %c9_i64, %97 : i64
        %99 = llvm.getelementptr %38[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %96, %99 : i32, !llvm.ptr<1>
        %100 = arith.cmpi slt, %49, %50 : i8
        %101 = arith.extui %100 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c126_i64_20 = arith.constant 126 : i64
        %102 = arith.muli %arg6, %c126_i64_20 : i64
        %103 = arith.addi %c10_i64, %102 : i64
        %104 = llvm.getelementptr %38[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %101, %104 : i32, !llvm.ptr<1>
        %105 = arith.cmpi sle, %49, %50 : i8
        %106 = arith.extui %105 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c126_i64_21 = arith.constant 126 : i64
        %107 = arith.muli %arg6, %c126_i64_21 : i64
        %108 = arith.addi %c11_i64, %107 : i64
        %109 = llvm.getelementptr %38[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %106, %109 : i32, !llvm.ptr<1>
        %c7_i8 = arith.constant 7 : i8
        %110 = arith.cmpi eq, %47, %c7_i8 : i8
        %111 = arith.extui %110 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c126_i64_22 = arith.constant 126 : i64
        %112 = arith.muli %arg6, %c126_i64_22 : i64
        %113 = arith.addi %c12_i64, %112 : i64
        %114 = llvm.getelementptr %38[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %111, %114 : i32, !llvm.ptr<1>
        %c7_i8_23 = arith.constant 7 : i8
        %115 = arith.cmpi ne, %47, %c7_i8_23 : i8
        %116 = arith.extui %115 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c126_i64_24 = arith.constant 126 : i64
        %117 = arith.muli %arg6, %c126_i64_24 : i64
        %118 = arith.addi %c13_i64, %117 : i64
        %119 = llvm.getelementptr %38[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %116, %119 : i32, !llvm.ptr<1>
        %c7_i8_25 = arith.constant 7 : i8
        %120 = arith.cmpi sgt, %47, %c7_i8_25 : i8
        %121 = arith.extui %120 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c126_i64_26 = arith.constant 126 : i64
        %122 = arith.muli %arg6, %c126_i64_26 : i64
        %123 = arith.addi %c14_i64, %122 : i64
        %124 = llvm.getelementptr %38[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %121, %124 : i32, !llvm.ptr<1>
        %c7_i8_27 = arith.constant 7 : i8
        %125 = arith.cmpi sge, %47, %c7_i8_27 : i8
        %126 = arith.extui %125 : i1 to i32
        %c15_i64 = arith.constant 15 : i64
        %c126_i64_28 = arith.constant 126 : i64
        %127 = arith.muli %arg6, %c126_i64_28 : i64
        %128 = arith.addi %c15_i64, %127 : i64
        %129 = llvm.getelementptr %38[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %126, %129 : i32, !llvm.ptr<1>
        %c7_i8_29 = arith.constant 7 : i8
        %130 = arith.cmpi slt, %47, %c7_i8_29 : i8
        %131 = arith.extui %130 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %c126_i64_30 = arith.constant 126 : i64
        %132 = arith.muli %arg6, %c126_i64_30 : i64
        %133 = arith.addi %c16_i64, %132 : i64
        %134 = llvm.getelementptr %38[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %131, %134 : i32, !llvm.ptr<1>
        %c7_i8_31 = arith.constant 7 : i8
        %135 = arith.cmpi sle, %47, %c7_i8_31 : i8
        %136 = arith.extui %135 : i1 to i32
        %c17_i64 = arith.constant 17 : i64
        %c126_i64_32 = arith.constant 126 : i64
        %137 = arith.muli %arg6, %c126_i64_32 : i64
        %138 = arith.addi %c17_i64, %137 : i64
        %139 = llvm.getelementptr %38[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %136, %139 : i32, !llvm.ptr<1>
        %140 = arith.trunci %42 : i32 to i16
        %141 = arith.trunci %44 : i32 to i16
        %142 = arith.trunci %45 : i32 to i16
        %143 = arith.trunci %46 : i32 to i16
        %144 = arith.cmpi eq, %140, %141 : i16
        %145 = arith.extui %144 : i1 to i32
        %c18_i64 = arith.constant 18 : i64
        %c126_i64_33 = arith.constant 126 : i64
        %146 = arith.muli %arg6, %c126_i64_33 : i64
        %147 = arith.addi %c18_i64, %146 : i64
        %148 = llvm.getelementptr %38[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %145, %148 : i32, !llvm.ptr<1>
        %149 = arith.cmpi ne, %140, %141 : i16
        %150 = arith.extui %149 : i1 to i32
        %c19_i64 = arith.constant 19 : i64
        %c126_i64_34 = arith.constant 126 : i64
        %151 = arith.muli %arg6, %c126_i64_34 : i64
        %152 = arith.addi %c19_i64, %151 : i64
        %153 = llvm.getelementptr %38[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %150, %153 : i32, !llvm.ptr<1>
        %154 = arith.cmpi sgt, %140, %141 : i16
        %155 = arith.extui %154 : i1 to i32
        %c20_i64 = arith.constant 20 : i64
        %c126_i64_35 = arith.constant 126 : i64
        %156 = arith.muli %arg6, %c126_i64_35 : i64
        %157 = arith.addi %c20_i64, %156 : i64
        %158 = llvm.getelementptr %38[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %155, %158 : i32, !llvm.ptr<1>
        %159 = arith.cmpi sge, %140, %141 : i16
        %160 = arith.extui %159 : i1 to i32
        %c21_i64 = arith.constant 21 : i64
        %c126_i64_36 = arith.constant 126 : i64
        %161 = arith.muli %arg6, %c126_i64_36 : i64
        %162 = arith.addi %c21_i64, %161 : i64
        %163 = llvm.getelementptr %38[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %160, %163 : i32, !llvm.ptr<1>
        %164 = arith.cmpi slt, %140, %141 : i16
        %165 = arith.extui %164 : i1 to i32
        %c22_i64 = arith.constant 22 : i64
        %c126_i64_37 = arith.constant 126 : i64
        %166 = arith.muli %arg6, %c126_i64_37 : i64
        %167 = arith.addi %c22_i64, %166 : i64
        %168 = llvm.getelementptr %38[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %165, %168 : i32, !llvm.ptr<1>
        %169 = arith.cmpi sle, %140, %141 : i16
        %170 = arith.extui %169 : i1 to i32
        %c23_i64 = arith.constant 23 : i64
        %c126_i64_38 = arith.constant 126 : i64
        %171 = arith.muli %arg6, %c126_i64_38 : i64
        %172 = arith.addi %c23_i64, %171 : i64
        %173 = llvm.getelementptr %38[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %170, %173 : i32, !llvm.ptr<1>
        %174 = arith.cmpi eq, %142, %143 : i16
        %175 = arith.extui %174 : i1 to i32
        %c24_i64 = arith.constant 24 : i64
        %c126_i64_39 = arith.constant 126 : i64
        %176 = arith.muli %arg6, %c126_i64_39 : i64
        %177 = arith.addi %c24_i64, %176 : i64
        %178 = llvm.getelementptr %38[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %175, %178 : i32, !llvm.ptr<1>
        %179 = arith.cmpi ne, %142, %143 : i16
        %180 = arith.extui %179 : i1 to i32
        %c25_i64 = arith.constant 25 : i64
        %c126_i64_40 = arith.constant 126 : i64
        %181 = arith.muli %arg6, %c126_i64_40 : i64
        %182 = arith.addi %c25_i64, %181 : i64
        %183 = llvm.getelementptr %38[%182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %180, %183 : i32, !llvm.ptr<1>
        %184 = arith.cmpi sgt, %142, %143 : i16
        %185 = arith.extui %184 : i1 to i32
        %c26_i64 = arith.constant 26 : i64
        %c126_i64_41 = arith.constant 126 : i64
        %186 = arith.muli %arg6, %c126_i64_41 : i64
        %187 = arith.addi %c26_i64, %186 : i64
        %188 = llvm.getelementptr %38[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %185, %188 : i32, !llvm.ptr<1>
        %189 = arith.cmpi sge, %142, %143 : i16
        %190 = arith.extui %189 : i1 to i32
        %c27_i64 = arith.constant 27 : i64
        %c126_i64_42 = arith.constant 126 : i64
        %191 = arith.muli %arg6, %c126_i64_42 : i64
        %192 = arith.addi %c27_i64, %191 : i64
        %193 = llvm.getelementptr %38[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %190, %193 : i32, !llvm.ptr<1>
        %194 = arith.cmpi slt, %142, %143 : i16
        %195 = arith.extui %194 : i1 to i32
        %c28_i64 = arith.constant 28 : i64
        %c126_i64_43 = arith.constant 126 : i64
        %196 = arith.muli %arg6, %c126_i64_43 : i64
        %197 = arith.addi %c28_i64, %196 : i64
        %198 = llvm.getelementptr %38[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %195, %198 : i32, !llvm.ptr<1>
        %199 = arith.cmpi sle, %142, %143 : i16
        %200 = arith.extui %199 : i1 to i32
        %c29_i64 = arith.constant 29 : i64
        %c126_i64_44 = arith.constant 126 : i64
        %201 = arith.muli %arg6, %c126_i64_44 : i64
        %202 = arith.addi %c29_i64, %201 : i64
        %203 = llvm.getelementptr %38[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %200, %203 : i32, !llvm.ptr<1>
        %c7_i16 = arith.constant 7 : i16
        %204 = arith.cmpi eq, %140, %c7_i16 : i16
        %205 = arith.extui %204 : i1 to i32
        %c30_i64 = arith.constant 30 : i64
        %c126_i64_45 = arith.constant 126 : i64
        %206 = arith.muli %arg6, %c126_i64_45 : i64
        %207 = arith.addi %c30_i64, %206 : i64
        %208 = llvm.getelementptr %38[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %205, %208 : i32, !llvm.ptr<1>
        %c7_i16_46 = arith.constant 7 : i16
        %209 = arith.cmpi ne, %140, %c7_i16_46 : i16
        %210 = arith.extui %209 : i1 to i32
        %c31_i64 = arith.constant 31 : i64
        %c126_i64_47 = arith.constant 126 : i64
        %211 = arith.muli %arg6, %c126_i64_47 : i64
        %212 = arith.addi %c31_i64, %211 : i64
        %213 = llvm.getelementptr %38[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %210, %213 : i32, !llvm.ptr<1>
        %c7_i16_48 = arith.constant 7 : i16
        %214 = arith.cmpi sgt, %140, %c7_i16_48 : i16
        %215 = arith.extui %214 : i1 to i32
        %c32_i64_49 = arith.constant 32 : i64
        %c126_i64_50 = arith.constant 126 : i64
        %216 = arith.muli %arg6, %c126_i64_50 : i64
        %217 = arith.addi %c32_i64_49, %216 : i64
        %218 = llvm.getelementptr %38[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %215, %218 : i32, !llvm.ptr<1>
        %c7_i16_51 = arith.constant 7 : i16
        %219 = arith.cmpi sge, %140, %c7_i16_51 : i16
        %220 = arith.extui %219 : i1 to i32
        %c33_i64 = arith.constant 33 : i64
        %c126_i64_52 = arith.constant 126 : i64
        %221 = arith.muli %arg6, %c126_i64_52 : i64
        %222 = arith.addi %c33_i64, %221 : i64
        %223 = llvm.getelementptr %38[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %220, %223 : i32, !llvm.ptr<1>
        %c7_i16_53 = arith.constant 7 : i16
        %224 = arith.cmpi slt, %140, %c7_i16_53 : i16
        %225 = arith.extui %224 : i1 to i32
        %c34_i64 = arith.constant 34 : i64
        %c126_i64_54 = arith.constant 126 : i64
        %226 = arith.muli %arg6, %c126_i64_54 : i64
        %227 = arith.addi %c34_i64, %226 : i64
        %228 = llvm.getelementptr %38[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %225, %228 : i32, !llvm.ptr<1>
        %c7_i16_55 = arith.constant 7 : i16
        %229 = arith.cmpi sle, %140, %c7_i16_55 : i16
        %230 = arith.extui %229 : i1 to i32
        %c35_i64 = arith.constant 35 : i64
        %c126_i64_56 = arith.constant 126 : i64
        %231 = arith.muli %arg6, %c126_i64_56 : i64
        %232 = arith.addi %c35_i64, %231 : i64
        %233 = llvm.getelementptr %38[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %230, %233 : i32, !llvm.ptr<1>
        %234 = arith.cmpi eq, %42, %44 : i32
        %235 = arith.extui %234 : i1 to i32
        %c36_i64 = arith.constant 36 : i64
        %c126_i64_57 = arith.constant 126 : i64
        %236 = arith.muli %arg6, %c126_i64_57 : i64
        %237 = arith.addi %c36_i64, %236 : i64
        %238 = llvm.getelementptr %38[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %235, %238 : i32, !llvm.ptr<1>
        %239 = arith.cmpi ne, %42, %44 : i32
        %240 = arith.extui %239 : i1 to i32
        %c37_i64 = arith.constant 37 : i64
        %c126_i64_58 = arith.constant 126 : i64
        %241 = arith.muli %arg6, %c126_i64_58 : i64
        %242 = arith.addi %c37_i64, %241 : i64
        %243 = llvm.getelementptr %38[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %240, %243 : i32, !llvm.ptr<1>
        %244 = arith.cmpi sgt, %42, %44 : i32
        %245 = arith.extui %244 : i1 to i32
        %c38_i64 = arith.constant 38 : i64
        %c126_i64_59 = arith.constant 126 : i64
        %246 = arith.muli %arg6, %c126_i64_59 : i64
        %247 = arith.addi %c38_i64, %246 : i64
        %248 = llvm.getelementptr %38[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %245, %248 : i32, !llvm.ptr<1>
        %249 = arith.cmpi sge, %42, %44 : i32
        %250 = arith.extui %249 : i1 to i32
        %c39_i64 = arith.constant 39 : i64
        %c126_i64_60 = arith.constant 126 : i64
        %251 = arith.muli %arg6, %c126_i64_60 : i64
        %252 = arith.addi %c39_i64, %251 : i64
        %253 = llvm.getelementptr %38[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %250, %253 : i32, !llvm.ptr<1>
        %254 = arith.cmpi slt, %42, %44 : i32
        %255 = arith.extui %254 : i1 to i32
        %c40_i64 = arith.constant 40 : i64
        %c126_i64_61 = arith.constant 126 : i64
        %256 = arith.muli %arg6, %c126_i64_61 : i64
        %257 = arith.addi %c40_i64, %256 : i64
        %258 = llvm.getelementptr %38[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %255, %258 : i32, !llvm.ptr<1>
        %259 = arith.cmpi sle, %42, %44 : i32
        %260 = arith.extui %259 : i1 to i32
        %c41_i64 = arith.constant 41 : i64
        %c126_i64_62 = arith.constant 126 : i64
        %261 = arith.muli %arg6, %c126_i64_62 : i64
        %262 = arith.addi %c41_i64, %261 : i64
        %263 = llvm.getelementptr %38[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %260, %263 : i32, !llvm.ptr<1>
        %264 = arith.cmpi eq, %45, %46 : i32
        %265 = arith.extui %264 : i1 to i32
        %c42_i64 = arith.constant 42 : i64
        %c126_i64_63 = arith.constant 126 : i64
        %266 = arith.muli %arg6, %c126_i64_63 : i64
        %267 = arith.addi %c42_i64, %266 : i64
        %268 = llvm.getelementptr %38[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %265, %268 : i32, !llvm.ptr<1>
        %269 = arith.cmpi ne, %45, %46 : i32
        %270 = arith.extui %269 : i1 to i32
        %c43_i64 = arith.constant 43 : i64
        %c126_i64_64 = arith.constant 126 : i64
        %271 = arith.muli %arg6, %c126_i64_64 : i64
        %272 = arith.addi %c43_i64, %271 : i64
        %273 = llvm.getelementptr %38[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %270, %273 : i32, !llvm.ptr<1>
        %274 = arith.cmpi sgt, %45, %46 : i32
        %275 = arith.extui %274 : i1 to i32
        %c44_i64 = arith.constant 44 : i64
        %c126_i64_65 = arith.constant 126 : i64
        %276 = arith.muli %arg6, %c126_i64_65 : i64
        %277 = arith.addi %c44_i64, %276 : i64
        %278 = llvm.getelementptr %38[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %275, %278 : i32, !llvm.ptr<1>
        %279 = arith.cmpi sge, %45, %46 : i32
        %280 = arith.extui %279 : i1 to i32
        %c45_i64 = arith.constant 45 : i64
        %c126_i64_66 = arith.constant 126 : i64
        %281 = arith.muli %arg6, %c126_i64_66 : i64
        %282 = arith.addi %c45_i64, %281 : i64
        %283 = llvm.getelementptr %38[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %280, %283 : i32, !llvm.ptr<1>
        %284 = arith.cmpi slt, %45, %46 : i32
        %285 = arith.extui %284 : i1 to i32
        %c46_i64 = arith.constant 46 : i64
        %c126_i64_67 = arith.constant 126 : i64
        %286 = arith.muli %arg6, %c126_i64_67 : i64
        %287 = arith.addi %c46_i64, %286 : i64
        %288 = llvm.getelementptr %38[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %285, %288 : i32, !llvm.ptr<1>
        %289 = arith.cmpi sle, %45, %46 : i32
        %290 = arith.extui %289 : i1 to i32
        %c47_i64 = arith.constant 47 : i64
        %c126_i64_68 = arith.constant 126 : i64
        %291 = arith.muli %arg6, %c126_i64_68 : i64
        %292 = arith.addi %c47_i64, %291 : i64
        %293 = llvm.getelementptr %38[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %290, %293 : i32, !llvm.ptr<1>
        %c7_i32 = arith.constant 7 : i32
        %294 = arith.cmpi eq, %42, %c7_i32 : i32
        %295 = arith.extui %294 : i1 to i32
        %c48_i64 = arith.constant 48 : i64
        %c126_i64_69 = arith.constant 126 : i64
        %296 = arith.muli %arg6, %c126_i64_69 : i64
        %297 = arith.addi %c48_i64, %296 : i64
        %298 = llvm.getelementptr %38[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %295, %298 : i32, !llvm.ptr<1>
        %c7_i32_70 = arith.constant 7 : i32
        %299 = arith.cmpi ne, %42, %c7_i32_70 : i32
        %300 = arith.extui %299 : i1 to i32
        %c49_i64 = arith.constant 49 : i64
        %c126_i64_71 = arith.constant 126 : i64
        %301 = arith.muli %arg6, %c126_i64_71 : i64
        %302 = arith.addi %c49_i64, %301 : i64
        %303 = llvm.getelementptr %38[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %300, %303 : i32, !llvm.ptr<1>
        %c7_i32_72 = arith.constant 7 : i32
        %304 = arith.cmpi sgt, %42, %c7_i32_72 : i32
        %305 = arith.extui %304 : i1 to i32
        %c50_i64 = arith.constant 50 : i64
        %c126_i64_73 = arith.constant 126 : i64
        %306 = arith.muli %arg6, %c126_i64_73 : i64
        %307 = arith.addi %c50_i64, %306 : i64
        %308 = llvm.getelementptr %38[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %305, %308 : i32, !llvm.ptr<1>
        %c7_i32_74 = arith.constant 7 : i32
        %309 = arith.cmpi sge, %42, %c7_i32_74 : i32
        %310 = arith.extui %309 : i1 to i32
        %c51_i64 = arith.constant 51 : i64
        %c126_i64_75 = arith.constant 126 : i64
        %311 = arith.muli %arg6, %c126_i64_75 : i64
        %312 = arith.addi %c51_i64, %311 : i64
        %313 = llvm.getelementptr %38[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %310, %313 : i32, !llvm.ptr<1>
        %c7_i32_76 = arith.constant 7 : i32
        %314 = arith.cmpi slt, %42, %c7_i32_76 : i32
        %315 = arith.extui %314 : i1 to i32
        %c52_i64 = arith.constant 52 : i64
        %c126_i64_77 = arith.constant 126 : i64
        %316 = arith.muli %arg6, %c126_i64_77 : i64
        %317 = arith.addi %c52_i64, %316 : i64
        %318 = llvm.getelementptr %38[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %315, %318 : i32, !llvm.ptr<1>
        %c7_i32_78 = arith.constant 7 : i32
        %319 = arith.cmpi sle, %42, %c7_i32_78 : i32
        %320 = arith.extui %319 : i1 to i32
        %c53_i64 = arith.constant 53 : i64
        %c126_i64_79 = arith.constant 126 : i64
        %321 = arith.muli %arg6, %c126_i64_79 : i64
        %322 = arith.addi %c53_i64, %321 : i64
        %323 = llvm.getelementptr %38[%322] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %320, %323 : i32, !llvm.ptr<1>
        %324 = arith.extsi %42 : i32 to i64
        %325 = arith.extsi %44 : i32 to i64
        %326 = arith.extsi %45 : i32 to i64
        %327 = arith.extsi %46 : i32 to i64
        %328 = arith.cmpi eq, %324, %325 : i64
        %329 = arith.extui %328 : i1 to i32
        %c54_i64 = arith.constant 54 : i64
        %c126_i64_80 = arith.constant 126 : i64
        %330 = arith.muli %arg6, %c126_i64_80 : i64
        %331 = arith.addi %c54_i64, %330 : i64
        %332 = llvm.getelementptr %38[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %329, %332 : i32, !llvm.ptr<1>
        %333 = arith.cmpi ne, %324, %325 : i64
        %334 = arith.extui %333 : i1 to i32
        %c55_i64 = arith.constant 55 : i64
        %c126_i64_81 = arith.constant 126 : i64
        %335 = arith.muli %arg6, %c126_i64_81 : i64
        %336 = arith.addi %c55_i64, %335 : i64
        %337 = llvm.getelementptr %38[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %334, %337 : i32, !llvm.ptr<1>
        %338 = arith.cmpi sgt, %324, %325 : i64
        %339 = arith.extui %338 : i1 to i32
        %c56_i64 = arith.constant 56 : i64
        %c126_i64_82 = arith.constant 126 : i64
        %340 = arith.muli %arg6, %c126_i64_82 : i64
        %341 = arith.addi %c56_i64, %340 : i64
        %342 = llvm.getelementptr %38[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %339, %342 : i32, !llvm.ptr<1>
        %343 = arith.cmpi sge, %324, %325 : i64
        %344 = arith.extui %343 : i1 to i32
        %c57_i64 = arith.constant 57 : i64
        %c126_i64_83 = arith.constant 126 : i64
        %345 = arith.muli %arg6, %c126_i64_83 : i64
        %346 = arith.addi %c57_i64, %345 : i64
        %347 = llvm.getelementptr %38[%346] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %344, %347 : i32, !llvm.ptr<1>
        %348 = arith.cmpi slt, %324, %325 : i64
        %349 = arith.extui %348 : i1 to i32
        %c58_i64 = arith.constant 58 : i64
        %c126_i64_84 = arith.constant 126 : i64
        %350 = arith.muli %arg6, %c126_i64_84 : i64
        %351 = arith.addi %c58_i64, %350 : i64
        %352 = llvm.getelementptr %38[%351] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %349, %352 : i32, !llvm.ptr<1>
        %353 = arith.cmpi sle, %324, %325 : i64
        %354 = arith.extui %353 : i1 to i32
        %c59_i64 = arith.constant 59 : i64
        %c126_i64_85 = arith.constant 126 : i64
        %355 = arith.muli %arg6, %c126_i64_85 : i64
        %356 = arith.addi %c59_i64, %355 : i64
        %357 = llvm.getelementptr %38[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %354, %357 : i32, !llvm.ptr<1>
        %358 = arith.cmpi eq, %326, %327 : i64
        %359 = arith.extui %358 : i1 to i32
        %c60_i64 = arith.constant 60 : i64
        %c126_i64_86 = arith.constant 126 : i64
        %360 = arith.muli %arg6, %c126_i64_86 : i64
        %361 = arith.addi %c60_i64, %360 : i64
        %362 = llvm.getelementptr %38[%361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %359, %362 : i32, !llvm.ptr<1>
        %363 = arith.cmpi ne, %326, %327 : i64
        %364 = arith.extui %363 : i1 to i32
        %c61_i64 = arith.constant 61 : i64
        %c126_i64_87 = arith.constant 126 : i64
        %365 = arith.muli %arg6, %c126_i64_87 : i64
        %366 = arith.addi %c61_i64, %365 : i64
        %367 = llvm.getelementptr %38[%366] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %364, %367 : i32, !llvm.ptr<1>
        %368 = arith.cmpi sgt, %326, %327 : i64
        %369 = arith.extui %368 : i1 to i32
        %c62_i64 = arith.constant 62 : i64
        %c126_i64_88 = arith.constant 126 : i64
        %370 = arith.muli %arg6, %c126_i64_88 : i64
        %371 = arith.addi %c62_i64, %370 : i64
        %372 = llvm.getelementptr %38[%371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %369, %372 : i32, !llvm.ptr<1>
        %373 = arith.cmpi sge, %326, %327 : i64
        %374 = arith.extui %373 : i1 to i32
        %c63_i64 = arith.constant 63 : i64
        %c126_i64_89 = arith.constant 126 : i64
        %375 = arith.muli %arg6, %c126_i64_89 : i64
        %376 = arith.addi %c63_i64, %375 : i64
        %377 = llvm.getelementptr %38[%376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %374, %377 : i32, !llvm.ptr<1>
        %378 = arith.cmpi slt, %326, %327 : i64
        %379 = arith.extui %378 : i1 to i32
        %c64_i64 = arith.constant 64 : i64
        %c126_i64_90 = arith.constant 126 : i64
        %380 = arith.muli %arg6, %c126_i64_90 : i64
        %381 = arith.addi %c64_i64, %380 : i64
        %382 = llvm.getelementptr %38[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %379, %382 : i32, !llvm.ptr<1>
        %383 = arith.cmpi sle, %326, %327 : i64
        %384 = arith.extui %383 : i1 to i32
        %c65_i64 = arith.constant 65 : i64
        %c126_i64_91 = arith.constant 126 : i64
        %385 = arith.muli %arg6, %c126_i64_91 : i64
        %386 = arith.addi %c65_i64, %385 : i64
        %387 = llvm.getelementptr %38[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %384, %387 : i32, !llvm.ptr<1>
        %c7_i64_92 = arith.constant 7 : i64
        %388 = arith.cmpi eq, %324, %c7_i64_92 : i64
        %389 = arith.extui %388 : i1 to i32
        %c66_i64 = arith.constant 66 : i64
        %c126_i64_93 = arith.constant 126 : i64
        %390 = arith.muli %arg6, %c126_i64_93 : i64
        %391 = arith.addi %c66_i64, %390 : i64
        %392 = llvm.getelementptr %38[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %389, %392 : i32, !llvm.ptr<1>
        %c7_i64_94 = arith.constant 7 : i64
        %393 = arith.cmpi ne, %324, %c7_i64_94 : i64
        %394 = arith.extui %393 : i1 to i32
        %c67_i64 = arith.constant 67 : i64
        %c126_i64_95 = arith.constant 126 : i64
        %395 = arith.muli %arg6, %c126_i64_95 : i64
        %396 = arith.addi %c67_i64, %395 : i64
        %397 = llvm.getelementptr %38[%396] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %394, %397 : i32, !llvm.ptr<1>
        %c7_i64_96 = arith.constant 7 : i64
        %398 = arith.cmpi sgt, %324, %c7_i64_96 : i64
        %399 = arith.extui %398 : i1 to i32
        %c68_i64 = arith.constant 68 : i64
        %c126_i64_97 = arith.constant 126 : i64
        %400 = arith.muli %arg6, %c126_i64_97 : i64
        %401 = arith.addi %c68_i64, %400 : i64
        %402 = llvm.getelementptr %38[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %399, %402 : i32, !llvm.ptr<1>
        %c7_i64_98 = arith.constant 7 : i64
        %403 = arith.cmpi sge, %324, %c7_i64_98 : i64
        %404 = arith.extui %403 : i1 to i32
        %c69_i64 = arith.constant 69 : i64
        %c126_i64_99 = arith.constant 126 : i64
        %405 = arith.muli %arg6, %c126_i64_99 : i64
        %406 = arith.addi %c69_i64, %405 : i64
        %407 = llvm.getelementptr %38[%406] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %404, %407 : i32, !llvm.ptr<1>
        %c7_i64_100 = arith.constant 7 : i64
        %408 = arith.cmpi slt, %324, %c7_i64_100 : i64
        %409 = arith.extui %408 : i1 to i32
        %c70_i64 = arith.constant 70 : i64
        %c126_i64_101 = arith.constant 126 : i64
        %410 = arith.muli %arg6, %c126_i64_101 : i64
        %411 = arith.addi %c70_i64, %410 : i64
        %412 = llvm.getelementptr %38[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %409, %412 : i32, !llvm.ptr<1>
        %c7_i64_102 = arith.constant 7 : i64
        %413 = arith.cmpi sle, %324, %c7_i64_102 : i64
        %414 = arith.extui %413 : i1 to i32
        %c71_i64 = arith.constant 71 : i64
        %c126_i64_103 = arith.constant 126 : i64
        %415 = arith.muli %arg6, %c126_i64_103 : i64
        %416 = arith.addi %c71_i64, %415 : i64
        %417 = llvm.getelementptr %38[%416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %414, %417 : i32, !llvm.ptr<1>
        %418 = arith.extsi %42 : i32 to i64
        %419 = arith.extsi %44 : i32 to i64
        %420 = arith.extsi %45 : i32 to i64
        %421 = arith.extsi %46 : i32 to i64
        %422 = arith.cmpi eq, %418, %419 : i64
        %423 = arith.extui %422 : i1 to i32
        %c72_i64 = arith.constant 72 : i64
        %c126_i64_104 = arith.constant 126 : i64
        %424 = arith.muli %arg6, %c126_i64_104 : i64
        %425 = arith.addi %c72_i64, %424 : i64
        %426 = llvm.getelementptr %38[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %423, %426 : i32, !llvm.ptr<1>
        %427 = arith.cmpi ne, %418, %419 : i64
        %428 = arith.extui %427 : i1 to i32
        %c73_i64 = arith.constant 73 : i64
        %c126_i64_105 = arith.constant 126 : i64
        %429 = arith.muli %arg6, %c126_i64_105 : i64
        %430 = arith.addi %c73_i64, %429 : i64
        %431 = llvm.getelementptr %38[%430] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %428, %431 : i32, !llvm.ptr<1>
        %432 = arith.cmpi sgt, %418, %419 : i64
        %433 = arith.extui %432 : i1 to i32
        %c74_i64 = arith.constant 74 : i64
        %c126_i64_106 = arith.constant 126 : i64
        %434 = arith.muli %arg6, %c126_i64_106 : i64
        %435 = arith.addi %c74_i64, %434 : i64
        %436 = llvm.getelementptr %38[%435] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %433, %436 : i32, !llvm.ptr<1>
        %437 = arith.cmpi sge, %418, %419 : i64
        %438 = arith.extui %437 : i1 to i32
        %c75_i64 = arith.constant 75 : i64
        %c126_i64_107 = arith.constant 126 : i64
        %439 = arith.muli %arg6, %c126_i64_107 : i64
        %440 = arith.addi %c75_i64, %439 : i64
        %441 = llvm.getelementptr %38[%440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %438, %441 : i32, !llvm.ptr<1>
        %442 = arith.cmpi slt, %418, %419 : i64
        %443 = arith.extui %442 : i1 to i32
        %c76_i64 = arith.constant 76 : i64
        %c126_i64_108 = arith.constant 126 : i64
        %444 = arith.muli %arg6, %c126_i64_108 : i64
        %445 = arith.addi %c76_i64, %444 : i64
        %446 = llvm.getelementptr %38[%445] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %443, %446 : i32, !llvm.ptr<1>
        %447 = arith.cmpi sle, %418, %419 : i64
        %448 = arith.extui %447 : i1 to i32
        %c77_i64 = arith.constant 77 : i64
        %c126_i64_109 = arith.constant 126 : i64
        %449 = arith.muli %arg6, %c126_i64_109 : i64
        %450 = arith.addi %c77_i64, %449 : i64
        %451 = llvm.getelementptr %38[%450] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %448, %451 : i32, !llvm.ptr<1>
        %452 = arith.cmpi eq, %420, %421 : i64
        %453 = arith.extui %452 : i1 to i32
        %c78_i64 = arith.constant 78 : i64
        %c126_i64_110 = arith.constant 126 : i64
        %454 = arith.muli %arg6, %c126_i64_110 : i64
        %455 = arith.addi %c78_i64, %454 : i64
        %456 = llvm.getelementptr %38[%455] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %453, %456 : i32, !llvm.ptr<1>
        %457 = arith.cmpi ne, %420, %421 : i64
        %458 = arith.extui %457 : i1 to i32
        %c79_i64 = arith.constant 79 : i64
        %c126_i64_111 = arith.constant 126 : i64
        %459 = arith.muli %arg6, %c126_i64_111 : i64
        %460 = arith.addi %c79_i64, %459 : i64
        %461 = llvm.getelementptr %38[%460] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %458, %461 : i32, !llvm.ptr<1>
        %462 = arith.cmpi sgt, %420, %421 : i64
        %463 = arith.extui %462 : i1 to i32
        %c80_i64 = arith.constant 80 : i64
        %c126_i64_112 = arith.constant 126 : i64
        %464 = arith.muli %arg6, %c126_i64_112 : i64
        %465 = arith.addi %c80_i64, %464 : i64
        %466 = llvm.getelementptr %38[%465] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %463, %466 : i32, !llvm.ptr<1>
        %467 = arith.cmpi sge, %420, %421 : i64
        %468 = arith.extui %467 : i1 to i32
        %c81_i64 = arith.constant 81 : i64
        %c126_i64_113 = arith.constant 126 : i64
        %469 = arith.muli %arg6, %c126_i64_113 : i64
        %470 = arith.addi %c81_i64, %469 : i64
        %471 = llvm.getelementptr %38[%470] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %468, %471 : i32, !llvm.ptr<1>
        %472 = arith.cmpi slt, %420, %421 : i64
        %473 = arith.extui %472 : i1 to i32
        %c82_i64 = arith.constant 82 : i64
        %c126_i64_114 = arith.constant 126 : i64
        %474 = arith.muli %arg6, %c126_i64_114 : i64
        %475 = arith.addi %c82_i64, %474 : i64
        %476 = llvm.getelementptr %38[%475] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %473, %476 : i32, !llvm.ptr<1>
        %477 = arith.cmpi sle, %420, %421 : i64
        %478 = arith.extui %477 : i1 to i32
        %c83_i64 = arith.constant 83 : i64
        %c126_i64_115 = arith.constant 126 : i64
        %479 = arith.muli %arg6, %c126_i64_115 : i64
        %480 = arith.addi %c83_i64, %479 : i64
        %481 = llvm.getelementptr %38[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %478, %481 : i32, !llvm.ptr<1>
        %c7_i64_116 = arith.constant 7 : i64
        %482 = arith.cmpi eq, %418, %c7_i64_116 : i64
        %483 = arith.extui %482 : i1 to i32
        %c84_i64 = arith.constant 84 : i64
        %c126_i64_117 = arith.constant 126 : i64
        %484 = arith.muli %arg6, %c126_i64_117 : i64
        %485 = arith.addi %c84_i64, %484 : i64
        %486 = llvm.getelementptr %38[%485] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %483, %486 : i32, !llvm.ptr<1>
        %c7_i64_118 = arith.constant 7 : i64
        %487 = arith.cmpi ne, %418, %c7_i64_118 : i64
        %488 = arith.extui %487 : i1 to i32
        %c85_i64 = arith.constant 85 : i64
        %c126_i64_119 = arith.constant 126 : i64
        %489 = arith.muli %arg6, %c126_i64_119 : i64
        %490 = arith.addi %c85_i64, %489 : i64
        %491 = llvm.getelementptr %38[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %488, %491 : i32, !llvm.ptr<1>
        %c7_i64_120 = arith.constant 7 : i64
        %492 = arith.cmpi sgt, %418, %c7_i64_120 : i64
        %493 = arith.extui %492 : i1 to i32
        %c86_i64 = arith.constant 86 : i64
        %c126_i64_121 = arith.constant 126 : i64
        %494 = arith.muli %arg6, %c126_i64_121 : i64
        %495 = arith.addi %c86_i64, %494 : i64
        %496 = llvm.getelementptr %38[%495] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %493, %496 : i32, !llvm.ptr<1>
        %c7_i64_122 = arith.constant 7 : i64
        %497 = arith.cmpi sge, %418, %c7_i64_122 : i64
        %498 = arith.extui %497 : i1 to i32
        %c87_i64 = arith.constant 87 : i64
        %c126_i64_123 = arith.constant 126 : i64
        %499 = arith.muli %arg6, %c126_i64_123 : i64
        %500 = arith.addi %c87_i64, %499 : i64
        %501 = llvm.getelementptr %38[%500] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %498, %501 : i32, !llvm.ptr<1>
        %c7_i64_124 = arith.constant 7 : i64
        %502 = arith.cmpi slt, %418, %c7_i64_124 : i64
        %503 = arith.extui %502 : i1 to i32
        %c88_i64 = arith.constant 88 : i64
        %c126_i64_125 = arith.constant 126 : i64
        %504 = arith.muli %arg6, %c126_i64_125 : i64
        %505 = arith.addi %c88_i64, %504 : i64
        %506 = llvm.getelementptr %38[%505] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %503, %506 : i32, !llvm.ptr<1>
        %c7_i64_126 = arith.constant 7 : i64
        %507 = arith.cmpi sle, %418, %c7_i64_126 : i64
        %508 = arith.extui %507 : i1 to i32
        %c89_i64 = arith.constant 89 : i64
        %c126_i64_127 = arith.constant 126 : i64
        %509 = arith.muli %arg6, %c126_i64_127 : i64
        %510 = arith.addi %c89_i64, %509 : i64
        %511 = llvm.getelementptr %38[%510] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %508, %511 : i32, !llvm.ptr<1>
        %512 = arith.sitofp %42 : i32 to f32
        %513 = arith.sitofp %44 : i32 to f32
        %514 = arith.sitofp %45 : i32 to f32
        %515 = arith.sitofp %46 : i32 to f32
        %516 = arith.subf %512, %512 : f32
        %517 = arith.divf %516, %516 : f32
        %518 = arith.cmpf oeq, %512, %513 : f32
        %519 = arith.extui %518 : i1 to i32
        %c90_i64 = arith.constant 90 : i64
        %c126_i64_128 = arith.constant 126 : i64
        %520 = arith.muli %arg6, %c126_i64_128 : i64
        %521 = arith.addi %c90_i64, %520 : i64
        %522 = llvm.getelementptr %38[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %519, %522 : i32, !llvm.ptr<1>
        %523 = arith.cmpf une, %512, %513 : f32
        %524 = arith.extui %523 : i1 to i32
        %c91_i64 = arith.constant 91 : i64
        %c126_i64_129 = arith.constant 126 : i64
        %525 = arith.muli %arg6, %c126_i64_129 : i64
        %526 = arith.addi %c91_i64, %525 : i64
        %527 = llvm.getelementptr %38[%526] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %524, %527 : i32, !llvm.ptr<1>
        %528 = arith.cmpf ogt, %512, %513 : f32
        %529 = arith.extui %528 : i1 to i32
        %c92_i64 = arith.constant 92 : i64
        %c126_i64_130 = arith.constant 126 : i64
        %530 = arith.muli %arg6, %c126_i64_130 : i64
        %531 = arith.addi %c92_i64, %530 : i64
        %532 = llvm.getelementptr %38[%531] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %529, %532 : i32, !llvm.ptr<1>
        %533 = arith.cmpf oge, %512, %513 : f32
        %534 = arith.extui %533 : i1 to i32
        %c93_i64 = arith.constant 93 : i64
        %c126_i64_131 = arith.constant 126 : i64
        %535 = arith.muli %arg6, %c126_i64_131 : i64
        %536 = arith.addi %c93_i64, %535 : i64
        %537 = llvm.getelementptr %38[%536] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %534, %537 : i32, !llvm.ptr<1>
        %538 = arith.cmpf olt, %512, %513 : f32
        %539 = arith.extui %538 : i1 to i32
        %c94_i64 = arith.constant 94 : i64
        %c126_i64_132 = arith.constant 126 : i64
        %540 = arith.muli %arg6, %c126_i64_132 : i64
        %541 = arith.addi %c94_i64, %540 : i64
        %542 = llvm.getelementptr %38[%541] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %539, %542 : i32, !llvm.ptr<1>
        %543 = arith.cmpf ole, %512, %513 : f32
        %544 = arith.extui %543 : i1 to i32
        %c95_i64 = arith.constant 95 : i64
        %c126_i64_133 = arith.constant 126 : i64
        %545 = arith.muli %arg6, %c126_i64_133 : i64
        %546 = arith.addi %c95_i64, %545 : i64
        %547 = llvm.getelementptr %38[%546] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %544, %547 : i32, !llvm.ptr<1>
        %548 = arith.cmpf oeq, %514, %515 : f32
        %549 = arith.extui %548 : i1 to i32
        %c96_i64 = arith.constant 96 : i64
        %c126_i64_134 = arith.constant 126 : i64
        %550 = arith.muli %arg6, %c126_i64_134 : i64
        %551 = arith.addi %c96_i64, %550 : i64
        %552 = llvm.getelementptr %38[%551] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %549, %552 : i32, !llvm.ptr<1>
        %553 = arith.cmpf une, %514, %515 : f32
        %554 = arith.extui %553 : i1 to i32
        %c97_i64 = arith.constant 97 : i64
        %c126_i64_135 = arith.constant 126 : i64
        %555 = arith.muli %arg6, %c126_i64_135 : i64
        %556 = arith.addi %c97_i64, %555 : i64
        %557 = llvm.getelementptr %38[%556] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %554, %557 : i32, !llvm.ptr<1>
        %558 = arith.cmpf ogt, %514, %515 : f32
        %559 = arith.extui %558 : i1 to i32
        %c98_i64 = arith.constant 98 : i64
        %c126_i64_136 = arith.constant 126 : i64
        %560 = arith.muli %arg6, %c126_i64_136 : i64
        %561 = arith.addi %c98_i64, %560 : i64
        %562 = llvm.getelementptr %38[%561] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %559, %562 : i32, !llvm.ptr<1>
        %563 = arith.cmpf oge, %514, %515 : f32
        %564 = arith.extui %563 : i1 to i32
        %c99_i64 = arith.constant 99 : i64
        %c126_i64_137 = arith.constant 126 : i64
        %565 = arith.muli %arg6, %c126_i64_137 : i64
        %566 = arith.addi %c99_i64, %565 : i64
        %567 = llvm.getelementptr %38[%566] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %564, %567 : i32, !llvm.ptr<1>
        %568 = arith.cmpf olt, %514, %515 : f32
        %569 = arith.extui %568 : i1 to i32
        %c100_i64 = arith.constant 100 : i64
        %c126_i64_138 = arith.constant 126 : i64
        %570 = arith.muli %arg6, %c126_i64_138 : i64
        %571 = arith.addi %c100_i64, %570 : i64
        %572 = llvm.getelementptr %38[%571] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %569, %572 : i32, !llvm.ptr<1>
        %573 = arith.cmpf ole, %514, %515 : f32
        %574 = arith.extui %573 : i1 to i32
        %c101_i64 = arith.constant 101 : i64
        %c126_i64_139 = arith.constant 126 : i64
        %575 = arith.muli %arg6, %c126_i64_139 : i64
        %576 = arith.addi %c101_i64, %575 : i64
        %577 = llvm.getelementptr %38[%576] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %574, %577 : i32, !llvm.ptr<1>
        %578 = arith.cmpf oeq, %517, %512 : f32
        %579 = arith.extui %578 : i1 to i32
        %c102_i64 = arith.constant 102 : i64
        %c126_i64_140 = arith.constant 126 : i64
        %580 = arith.muli %arg6, %c126_i64_140 : i64
        %581 = arith.addi %c102_i64, %580 : i64
        %582 = llvm.getelementptr %38[%581] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %579, %582 : i32, !llvm.ptr<1>
        %583 = arith.cmpf une, %517, %512 : f32
        %584 = arith.extui %583 : i1 to i32
        %c103_i64 = arith.constant 103 : i64
        %c126_i64_141 = arith.constant 126 : i64
        %585 = arith.muli %arg6, %c126_i64_141 : i64
        %586 = arith.addi %c103_i64, %585 : i64
        %587 = llvm.getelementptr %38[%586] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %584, %587 : i32, !llvm.ptr<1>
        %588 = arith.cmpf ogt, %517, %512 : f32
        %589 = arith.extui %588 : i1 to i32
        %c104_i64 = arith.constant 104 : i64
        %c126_i64_142 = arith.constant 126 : i64
        %590 = arith.muli %arg6, %c126_i64_142 : i64
        %591 = arith.addi %c104_i64, %590 : i64
        %592 = llvm.getelementptr %38[%591] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %589, %592 : i32, !llvm.ptr<1>
        %593 = arith.cmpf oge, %517, %512 : f32
        %594 = arith.extui %593 : i1 to i32
        %c105_i64 = arith.constant 105 : i64
        %c126_i64_143 = arith.constant 126 : i64
        %595 = arith.muli %arg6, %c126_i64_143 : i64
        %596 = arith.addi %c105_i64, %595 : i64
        %597 = llvm.getelementptr %38[%596] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %594, %597 : i32, !llvm.ptr<1>
        %598 = arith.cmpf olt, %517, %512 : f32
        %599 = arith.extui %598 : i1 to i32
        %c106_i64 = arith.constant 106 : i64
        %c126_i64_144 = arith.constant 126 : i64
        %600 = arith.muli %arg6, %c126_i64_144 : i64
        %601 = arith.addi %c106_i64, %600 : i64
        %602 = llvm.getelementptr %38[%601] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %599, %602 : i32, !llvm.ptr<1>
        %603 = arith.cmpf ole, %517, %512 : f32
        %604 = arith.extui %603 : i1 to i32
        %c107_i64 = arith.constant 107 : i64
        %c126_i64_145 = arith.constant 126 : i64
        %605 = arith.muli %arg6, %c126_i64_145 : i64
        %606 = arith.addi %c107_i64, %605 : i64
        %607 = llvm.getelementptr %38[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %604, %607 : i32, !llvm.ptr<1>
        %608 = arith.sitofp %42 : i32 to f64
        %609 = arith.sitofp %44 : i32 to f64
        %610 = arith.sitofp %45 : i32 to f64
        %611 = arith.sitofp %46 : i32 to f64
        %612 = arith.subf %608, %608 : f64
        %613 = arith.divf %612, %612 : f64
        %614 = arith.cmpf oeq, %608, %609 : f64
        %615 = arith.extui %614 : i1 to i32
        %c108_i64 = arith.constant 108 : i64
        %c126_i64_146 = arith.constant 126 : i64
        %616 = arith.muli %arg6, %c126_i64_146 : i64
        %617 = arith.addi %c108_i64, %616 : i64
        %618 = llvm.getelementptr %38[%617] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %615, %618 : i32, !llvm.ptr<1>
        %619 = arith.cmpf une, %608, %609 : f64
        %620 = arith.extui %619 : i1 to i32
        %c109_i64 = arith.constant 109 : i64
        %c126_i64_147 = arith.constant 126 : i64
        %621 = arith.muli %arg6, %c126_i64_147 : i64
        %622 = arith.addi %c109_i64, %621 : i64
        %623 = llvm.getelementptr %38[%622] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %620, %623 : i32, !llvm.ptr<1>
        %624 = arith.cmpf ogt, %608, %609 : f64
        %625 = arith.extui %624 : i1 to i32
        %c110_i64 = arith.constant 110 : i64
        %c126_i64_148 = arith.constant 126 : i64
        %626 = arith.muli %arg6, %c126_i64_148 : i64
        %627 = arith.addi %c110_i64, %626 : i64
        %628 = llvm.getelementptr %38[%627] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %625, %628 : i32, !llvm.ptr<1>
        %629 = arith.cmpf oge, %608, %609 : f64
        %630 = arith.extui %629 : i1 to i32
        %c111_i64 = arith.constant 111 : i64
        %c126_i64_149 = arith.constant 126 : i64
        %631 = arith.muli %arg6, %c126_i64_149 : i64
        %632 = arith.addi %c111_i64, %631 : i64
        %633 = llvm.getelementptr %38[%632] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %630, %633 : i32, !llvm.ptr<1>
        %634 = arith.cmpf olt, %608, %609 : f64
        %635 = arith.extui %634 : i1 to i32
        %c112_i64 = arith.constant 112 : i64
        %c126_i64_150 = arith.constant 126 : i64
        %636 = arith.muli %arg6, %c126_i64_150 : i64
        %637 = arith.addi %c112_i64, %636 : i64
        %638 = llvm.getelementptr %38[%637] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %635, %638 : i32, !llvm.ptr<1>
        %639 = arith.cmpf ole, %608, %609 : f64
        %640 = arith.extui %639 : i1 to i32
        %c113_i64 = arith.constant 113 : i64
        %c126_i64_151 = arith.constant 126 : i64
        %641 = arith.muli %arg6, %c126_i64_151 : i64
        %642 = arith.addi %c113_i64, %641 : i64
        %643 = llvm.getelementptr %38[%642] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %640, %643 : i32, !llvm.ptr<1>
        %644 = arith.cmpf oeq, %610, %611 : f64
        %645 = arith.extui %644 : i1 to i32
        %c114_i64 = arith.constant 114 : i64
        %c126_i64_152 = arith.constant 126 : i64
        %646 = arith.muli %arg6, %c126_i64_152 : i64
        %647 = arith.addi %c114_i64, %646 : i64
        %648 = llvm.getelementptr %38[%647] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %645, %648 : i32, !llvm.ptr<1>
        %649 = arith.cmpf une, %610, %611 : f64
        %650 = arith.extui %649 : i1 to i32
        %c115_i64 = arith.constant 115 : i64
        %c126_i64_153 = arith.constant 126 : i64
        %651 = arith.muli %arg6, %c126_i64_153 : i64
        %652 = arith.addi %c115_i64, %651 : i64
        %653 = llvm.getelementptr %38[%652] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %650, %653 : i32, !llvm.ptr<1>
        %654 = arith.cmpf ogt, %610, %611 : f64
        %655 = arith.extui %654 : i1 to i32
        %c116_i64 = arith.constant 116 : i64
        %c126_i64_154 = arith.constant 126 : i64
        %656 = arith.muli %arg6, %c126_i64_154 : i64
        %657 = arith.addi %c116_i64, %656 : i64
        %658 = llvm.getelementptr %38[%657] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %655, %658 : i32, !llvm.ptr<1>
        %659 = arith.cmpf oge, %610, %611 : f64
        %660 = arith.extui %659 : i1 to i32
        %c117_i64 = arith.constant 117 : i64
        %c126_i64_155 = arith.constant 126 : i64
        %661 = arith.muli %arg6, %c126_i64_155 : i64
        %662 = arith.addi %c117_i64, %661 : i64
        %663 = llvm.getelementptr %38[%662] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %660, %663 : i32, !llvm.ptr<1>
        %664 = arith.cmpf olt, %610, %611 : f64
        %665 = arith.extui %664 : i1 to i32
        %c118_i64 = arith.constant 118 : i64
        %c126_i64_156 = arith.constant 126 : i64
        %666 = arith.muli %arg6, %c126_i64_156 : i64
        %667 = arith.addi %c118_i64, %666 : i64
        %668 = llvm.getelementptr %38[%667] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %665, %668 : i32, !llvm.ptr<1>
        %669 = arith.cmpf ole, %610, %611 : f64
        %670 = arith.extui %669 : i1 to i32
        %c119_i64 = arith.constant 119 : i64
        %c126_i64_157 = arith.constant 126 : i64
        %671 = arith.muli %arg6, %c126_i64_157 : i64
        %672 = arith.addi %c119_i64, %671 : i64
        %673 = llvm.getelementptr %38[%672] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %670, %673 : i32, !llvm.ptr<1>
        %674 = arith.cmpf oeq, %613, %608 : f64
        %675 = arith.extui %674 : i1 to i32
        %c120_i64 = arith.constant 120 : i64
        %c126_i64_158 = arith.constant 126 : i64
        %676 = arith.muli %arg6, %c126_i64_158 : i64
        %677 = arith.addi %c120_i64, %676 : i64
        %678 = llvm.getelementptr %38[%677] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %675, %678 : i32, !llvm.ptr<1>
        %679 = arith.cmpf une, %613, %608 : f64
        %680 = arith.extui %679 : i1 to i32
        %c121_i64 = arith.constant 121 : i64
        %c126_i64_159 = arith.constant 126 : i64
        %681 = arith.muli %arg6, %c126_i64_159 : i64
        %682 = arith.addi %c121_i64, %681 : i64
        %683 = llvm.getelementptr %38[%682] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %680, %683 : i32, !llvm.ptr<1>
        %684 = arith.cmpf ogt, %613, %608 : f64
        %685 = arith.extui %684 : i1 to i32
        %c122_i64 = arith.constant 122 : i64
        %c126_i64_160 = arith.constant 126 : i64
        %686 = arith.muli %arg6, %c126_i64_160 : i64
        %687 = arith.addi %c122_i64, %686 : i64
        %688 = llvm.getelementptr %38[%687] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %685, %688 : i32, !llvm.ptr<1>
        %689 = arith.cmpf oge, %613, %608 : f64
        %690 = arith.extui %689 : i1 to i32
        %c123_i64 = arith.constant 123 : i64
        %c126_i64_161 = arith.constant 126 : i64
        %691 = arith.muli %arg6, %c126_i64_161 : i64
        %692 = arith.addi %c123_i64, %691 : i64
        %693 = llvm.getelementptr %38[%692] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %690, %693 : i32, !llvm.ptr<1>
        %694 = arith.cmpf olt, %613, %608 : f64
        %695 = arith.extui %694 : i1 to i32
        %c124_i64 = arith.constant 124 : i64
        %c126_i64_162 = arith.constant 126 : i64
        %696 = arith.muli %arg6, %c126_i64_162 : i64
        %697 = arith.addi %c124_i64, %696 : i64
        %698 = llvm.getelementptr %38[%697] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %695, %698 : i32, !llvm.ptr<1>
        %699 = arith.cmpf ole, %613, %608 : f64
        %700 = arith.extui %699 : i1 to i32
        %c125_i64 = arith.constant 125 : i64
        %c126_i64_163 = arith.constant 126 : i64
        %701 = arith.muli %arg6, %c126_i64_163 : i64
        %702 = arith.addi %c125_i64, %701 : i64
        %703 = llvm.getelementptr %38[%702] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %700, %703 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
