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
      %40 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %41 to %33 step %c32_i64  : i64 {
        %42 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %43 = llvm.load %42 : !llvm.ptr<1> -> i32
        %44 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %45 = llvm.load %44 : !llvm.ptr<1> -> i32
        %c3_i32 = arith.constant 3 : i32
        %46 = arith.remsi %43, %c3_i32 : i32
        %c3_i32_10 = arith.constant 3 : i32
        %47 = arith.remsi %45, %c3_i32_10 : i32
        %48 = arith.trunci %43 : i32 to i8
        %49 = arith.trunci %45 : i32 to i8
        %50 = arith.trunci %46 : i32 to i8
        %51 = arith.trunci %47 : i32 to i8
        %52 = arith.cmpi eq, %48, %49 : i8
        %53 = arith.extui %52 : i1 to i32
        %c126_i64 = arith.constant 126 : i64
        %54 = arith.muli %arg6, %c126_i64 : i64
        %55 = llvm.getelementptr %38[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %53, %55 : i32, !llvm.ptr<1>
        %56 = arith.cmpi ne, %48, %49 : i8
        %57 = arith.extui %56 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c126_i64_11 = arith.constant 126 : i64
        %58 = arith.muli %arg6, %c126_i64_11 : i64
        %59 = arith.addi %c1_i64, %58 : i64
        %60 = llvm.getelementptr %38[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %57, %60 : i32, !llvm.ptr<1>
        %61 = arith.cmpi sgt, %48, %49 : i8
        %62 = arith.extui %61 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c126_i64_12 = arith.constant 126 : i64
        %63 = arith.muli %arg6, %c126_i64_12 : i64
        %64 = arith.addi %c2_i64, %63 : i64
        %65 = llvm.getelementptr %38[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %62, %65 : i32, !llvm.ptr<1>
        %66 = arith.cmpi sge, %48, %49 : i8
        %67 = arith.extui %66 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c126_i64_13 = arith.constant 126 : i64
        %68 = arith.muli %arg6, %c126_i64_13 : i64
        %69 = arith.addi %c3_i64, %68 : i64
        %70 = llvm.getelementptr %38[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %67, %70 : i32, !llvm.ptr<1>
        %71 = arith.cmpi slt, %48, %49 : i8
        %72 = arith.extui %71 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c126_i64_14 = arith.constant 126 : i64
        %73 = arith.muli %arg6, %c126_i64_14 : i64
        %74 = arith.addi %c4_i64, %73 : i64
        %75 = llvm.getelementptr %38[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %72, %75 : i32, !llvm.ptr<1>
        %76 = arith.cmpi sle, %48, %49 : i8
        %77 = arith.extui %76 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c126_i64_15 = arith.constant 126 : i64
        %78 = arith.muli %arg6, %c126_i64_15 : i64
        %79 = arith.addi %c5_i64, %78 : i64
        %80 = llvm.getelementptr %38[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %77, %80 : i32, !llvm.ptr<1>
        %81 = arith.cmpi eq, %50, %51 : i8
        %82 = arith.extui %81 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c126_i64_16 = arith.constant 126 : i64
        %83 = arith.muli %arg6, %c126_i64_16 : i64
        %84 = arith.addi %c6_i64, %83 : i64
        %85 = llvm.getelementptr %38[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %82, %85 : i32, !llvm.ptr<1>
        %86 = arith.cmpi ne, %50, %51 : i8
        %87 = arith.extui %86 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c126_i64_17 = arith.constant 126 : i64
        %88 = arith.muli %arg6, %c126_i64_17 : i64
        %89 = arith.addi %c7_i64, %88 : i64
        %90 = llvm.getelementptr %38[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %87, %90 : i32, !llvm.ptr<1>
        %91 = arith.cmpi sgt, %50, %51 : i8
        %92 = arith.extui %91 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c126_i64_18 = arith.constant 126 : i64
        %93 = arith.muli %arg6, %c126_i64_18 : i64
        %94 = arith.addi %c8_i64, %93 : i64
        %95 = llvm.getelementptr %38[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %92, %95 : i32, !llvm.ptr<1>
        %96 = arith.cmpi sge, %50, %51 : i8
        %97 = arith.extui %96 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c126_i64_19 = arith.constant 126 : i64
        %98 = arith.muli %arg6, %c126_i64_19 : i64
        %99 = arith.addi %c9_i64, %98 : i64
        %100 = llvm.getelementptr %38[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %97, %100 : i32, !llvm.ptr<1>
        %101 = arith.cmpi slt, %50, %51 : i8
        %102 = arith.extui %101 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c126_i64_20 = arith.constant 126 : i64
        %103 = arith.muli %arg6, %c126_i64_20 : i64
        %104 = arith.addi %c10_i64, %103 : i64
        %105 = llvm.getelementptr %38[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %102, %105 : i32, !llvm.ptr<1>
        %106 = arith.cmpi sle, %50, %51 : i8
        %107 = arith.extui %106 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c126_i64_21 = arith.constant 126 : i64
        %108 = arith.muli %arg6, %c126_i64_21 : i64
        %109 = arith.addi %c11_i64, %108 : i64
        %110 = llvm.getelementptr %38[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %107, %110 : i32, !llvm.ptr<1>
        %c7_i8 = arith.constant 7 : i8
        %111 = arith.cmpi eq, %48, %c7_i8 : i8
        %112 = arith.extui %111 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c126_i64_22 = arith.constant 126 : i64
        %113 = arith.muli %arg6, %c126_i64_22 : i64
        %114 = arith.addi %c12_i64, %113 : i64
        %115 = llvm.getelementptr %38[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %112, %115 : i32, !llvm.ptr<1>
        %c7_i8_23 = arith.constant 7 : i8
        %116 = arith.cmpi ne, %48, %c7_i8_23 : i8
        %117 = arith.extui %116 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c126_i64_24 = arith.constant 126 : i64
        %118 = arith.muli %arg6, %c126_i64_24 : i64
        %119 = arith.addi %c13_i64, %118 : i64
        %120 = llvm.getelementptr %38[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %117, %120 : i32, !llvm.ptr<1>
        %c7_i8_25 = arith.constant 7 : i8
        %121 = arith.cmpi sgt, %48, %c7_i8_25 : i8
        %122 = arith.extui %121 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c126_i64_26 = arith.constant 126 : i64
        %123 = arith.muli %arg6, %c126_i64_26 : i64
        %124 = arith.addi %c14_i64, %123 : i64
        %125 = llvm.getelementptr %38[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %122, %125 : i32, !llvm.ptr<1>
        %c7_i8_27 = arith.constant 7 : i8
        %126 = arith.cmpi sge, %48, %c7_i8_27 : i8
        %127 = arith.extui %126 : i1 to i32
        %c15_i64 = arith.constant 15 : i64
        %c126_i64_28 = arith.constant 126 : i64
        %128 = arith.muli %arg6, %c126_i64_28 : i64
        %129 = arith.addi %c15_i64, %128 : i64
        %130 = llvm.getelementptr %38[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %127, %130 : i32, !llvm.ptr<1>
        %c7_i8_29 = arith.constant 7 : i8
        %131 = arith.cmpi slt, %48, %c7_i8_29 : i8
        %132 = arith.extui %131 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %c126_i64_30 = arith.constant 126 : i64
        %133 = arith.muli %arg6, %c126_i64_30 : i64
        %134 = arith.addi %c16_i64, %133 : i64
        %135 = llvm.getelementptr %38[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %132, %135 : i32, !llvm.ptr<1>
        %c7_i8_31 = arith.constant 7 : i8
        %136 = arith.cmpi sle, %48, %c7_i8_31 : i8
        %137 = arith.extui %136 : i1 to i32
        %c17_i64 = arith.constant 17 : i64
        %c126_i64_32 = arith.constant 126 : i64
        %138 = arith.muli %arg6, %c126_i64_32 : i64
        %139 = arith.addi %c17_i64, %138 : i64
        %140 = llvm.getelementptr %38[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %137, %140 : i32, !llvm.ptr<1>
        %141 = arith.trunci %43 : i32 to i16
        %142 = arith.trunci %45 : i32 to i16
        %143 = arith.trunci %46 : i32 to i16
        %144 = arith.trunci %47 : i32 to i16
        %145 = arith.cmpi eq, %141, %142 : i16
        %146 = arith.extui %145 : i1 to i32
        %c18_i64 = arith.constant 18 : i64
        %c126_i64_33 = arith.constant 126 : i64
        %147 = arith.muli %arg6, %c126_i64_33 : i64
        %148 = arith.addi %c18_i64, %147 : i64
        %149 = llvm.getelementptr %38[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %146, %149 : i32, !llvm.ptr<1>
        %150 = arith.cmpi ne, %141, %142 : i16
        %151 = arith.extui %150 : i1 to i32
        %c19_i64 = arith.constant 19 : i64
        %c126_i64_34 = arith.constant 126 : i64
        %152 = arith.muli %arg6, %c126_i64_34 : i64
        %153 = arith.addi %c19_i64, %152 : i64
        %154 = llvm.getelementptr %38[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %151, %154 : i32, !llvm.ptr<1>
        %155 = arith.cmpi sgt, %141, %142 : i16
        %156 = arith.extui %155 : i1 to i32
        %c20_i64 = arith.constant 20 : i64
        %c126_i64_35 = arith.constant 126 : i64
        %157 = arith.muli %arg6, %c126_i64_35 : i64
        %158 = arith.addi %c20_i64, %157 : i64
        %159 = llvm.getelementptr %38[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %156, %159 : i32, !llvm.ptr<1>
        %160 = arith.cmpi sge, %141, %142 : i16
        %161 = arith.extui %160 : i1 to i32
        %c21_i64 = arith.constant 21 : i64
        %c126_i64_36 = arith.constant 126 : i64
        %162 = arith.muli %arg6, %c126_i64_36 : i64
        %163 = arith.addi %c21_i64, %162 : i64
        %164 = llvm.getelementptr %38[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %161, %164 : i32, !llvm.ptr<1>
        %165 = arith.cmpi slt, %141, %142 : i16
        %166 = arith.extui %165 : i1 to i32
        %c22_i64 = arith.constant 22 : i64
        %c126_i64_37 = arith.constant 126 : i64
        %167 = arith.muli %arg6, %c126_i64_37 : i64
        %168 = arith.addi %c22_i64, %167 : i64
        %169 = llvm.getelementptr %38[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %166, %169 : i32, !llvm.ptr<1>
        %170 = arith.cmpi sle, %141, %142 : i16
        %171 = arith.extui %170 : i1 to i32
        %c23_i64 = arith.constant 23 : i64
        %c126_i64_38 = arith.constant 126 : i64
        %172 = arith.muli %arg6, %c126_i64_38 : i64
        %173 = arith.addi %c23_i64, %172 : i64
        %174 = llvm.getelementptr %38[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %171, %174 : i32, !llvm.ptr<1>
        %175 = arith.cmpi eq, %143, %144 : i16
        %176 = arith.extui %175 : i1 to i32
        %c24_i64 = arith.constant 24 : i64
        %c126_i64_39 = arith.constant 126 : i64
        %177 = arith.muli %arg6, %c126_i64_39 : i64
        %178 = arith.addi %c24_i64, %177 : i64
        %179 = llvm.getelementptr %38[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %176, %179 : i32, !llvm.ptr<1>
        %180 = arith.cmpi ne, %143, %144 : i16
        %181 = arith.extui %180 : i1 to i32
        %c25_i64 = arith.constant 25 : i64
        %c126_i64_40 = arith.constant 126 : i64
        %182 = arith.muli %arg6, %c126_i64_40 : i64
        %183 = arith.addi %c25_i64, %182 : i64
        %184 = llvm.getelementptr %38[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %181, %184 : i32, !llvm.ptr<1>
        %185 = arith.cmpi sgt, %143, %144 : i16
        %186 = arith.extui %185 : i1 to i32
        %c26_i64 = arith.constant 26 : i64
        %c126_i64_41 = arith.constant 126 : i64
        %187 = arith.muli %arg6, %c126_i64_41 : i64
        %188 = arith.addi %c26_i64, %187 : i64
        %189 = llvm.getelementptr %38[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %186, %189 : i32, !llvm.ptr<1>
        %190 = arith.cmpi sge, %143, %144 : i16
        %191 = arith.extui %190 : i1 to i32
        %c27_i64 = arith.constant 27 : i64
        %c126_i64_42 = arith.constant 126 : i64
        %192 = arith.muli %arg6, %c126_i64_42 : i64
        %193 = arith.addi %c27_i64, %192 : i64
        %194 = llvm.getelementptr %38[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %191, %194 : i32, !llvm.ptr<1>
        %195 = arith.cmpi slt, %143, %144 : i16
        %196 = arith.extui %195 : i1 to i32
        %c28_i64 = arith.constant 28 : i64
        %c126_i64_43 = arith.constant 126 : i64
        %197 = arith.muli %arg6, %c126_i64_43 : i64
        %198 = arith.addi %c28_i64, %197 : i64
        %199 = llvm.getelementptr %38[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %196, %199 : i32, !llvm.ptr<1>
        %200 = arith.cmpi sle, %143, %144 : i16
        %201 = arith.extui %200 : i1 to i32
        %c29_i64 = arith.constant 29 : i64
        %c126_i64_44 = arith.constant 126 : i64
        %202 = arith.muli %arg6, %c126_i64_44 : i64
        %203 = arith.addi %c29_i64, %202 : i64
        %204 = llvm.getelementptr %38[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %201, %204 : i32, !llvm.ptr<1>
        %c7_i16 = arith.constant 7 : i16
        %205 = arith.cmpi eq, %141, %c7_i16 : i16
        %206 = arith.extui %205 : i1 to i32
        %c30_i64 = arith.constant 30 : i64
        %c126_i64_45 = arith.constant 126 : i64
        %207 = arith.muli %arg6, %c126_i64_45 : i64
        %208 = arith.addi %c30_i64, %207 : i64
        %209 = llvm.getelementptr %38[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %206, %209 : i32, !llvm.ptr<1>
        %c7_i16_46 = arith.constant 7 : i16
        %210 = arith.cmpi ne, %141, %c7_i16_46 : i16
        %211 = arith.extui %210 : i1 to i32
        %c31_i64 = arith.constant 31 : i64
        %c126_i64_47 = arith.constant 126 : i64
        %212 = arith.muli %arg6, %c126_i64_47 : i64
        %213 = arith.addi %c31_i64, %212 : i64
        %214 = llvm.getelementptr %38[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %211, %214 : i32, !llvm.ptr<1>
        %c7_i16_48 = arith.constant 7 : i16
        %215 = arith.cmpi sgt, %141, %c7_i16_48 : i16
        %216 = arith.extui %215 : i1 to i32
        %c32_i64_49 = arith.constant 32 : i64
        %c126_i64_50 = arith.constant 126 : i64
        %217 = arith.muli %arg6, %c126_i64_50 : i64
        %218 = arith.addi %c32_i64_49, %217 : i64
        %219 = llvm.getelementptr %38[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %216, %219 : i32, !llvm.ptr<1>
        %c7_i16_51 = arith.constant 7 : i16
        %220 = arith.cmpi sge, %141, %c7_i16_51 : i16
        %221 = arith.extui %220 : i1 to i32
        %c33_i64 = arith.constant 33 : i64
        %c126_i64_52 = arith.constant 126 : i64
        %222 = arith.muli %arg6, %c126_i64_52 : i64
        %223 = arith.addi %c33_i64, %222 : i64
        %224 = llvm.getelementptr %38[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %221, %224 : i32, !llvm.ptr<1>
        %c7_i16_53 = arith.constant 7 : i16
        %225 = arith.cmpi slt, %141, %c7_i16_53 : i16
        %226 = arith.extui %225 : i1 to i32
        %c34_i64 = arith.constant 34 : i64
        %c126_i64_54 = arith.constant 126 : i64
        %227 = arith.muli %arg6, %c126_i64_54 : i64
        %228 = arith.addi %c34_i64, %227 : i64
        %229 = llvm.getelementptr %38[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %226, %229 : i32, !llvm.ptr<1>
        %c7_i16_55 = arith.constant 7 : i16
        %230 = arith.cmpi sle, %141, %c7_i16_55 : i16
        %231 = arith.extui %230 : i1 to i32
        %c35_i64 = arith.constant 35 : i64
        %c126_i64_56 = arith.constant 126 : i64
        %232 = arith.muli %arg6, %c126_i64_56 : i64
        %233 = arith.addi %c35_i64, %232 : i64
        %234 = llvm.getelementptr %38[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %231, %234 : i32, !llvm.ptr<1>
        %235 = arith.cmpi eq, %43, %45 : i32
        %236 = arith.extui %235 : i1 to i32
        %c36_i64 = arith.constant 36 : i64
        %c126_i64_57 = arith.constant 126 : i64
        %237 = arith.muli %arg6, %c126_i64_57 : i64
        %238 = arith.addi %c36_i64, %237 : i64
        %239 = llvm.getelementptr %38[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %236, %239 : i32, !llvm.ptr<1>
        %240 = arith.cmpi ne, %43, %45 : i32
        %241 = arith.extui %240 : i1 to i32
        %c37_i64 = arith.constant 37 : i64
        %c126_i64_58 = arith.constant 126 : i64
        %242 = arith.muli %arg6, %c126_i64_58 : i64
        %243 = arith.addi %c37_i64, %242 : i64
        %244 = llvm.getelementptr %38[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %241, %244 : i32, !llvm.ptr<1>
        %245 = arith.cmpi sgt, %43, %45 : i32
        %246 = arith.extui %245 : i1 to i32
        %c38_i64 = arith.constant 38 : i64
        %c126_i64_59 = arith.constant 126 : i64
        %247 = arith.muli %arg6, %c126_i64_59 : i64
        %248 = arith.addi %c38_i64, %247 : i64
        %249 = llvm.getelementptr %38[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %246, %249 : i32, !llvm.ptr<1>
        %250 = arith.cmpi sge, %43, %45 : i32
        %251 = arith.extui %250 : i1 to i32
        %c39_i64 = arith.constant 39 : i64
        %c126_i64_60 = arith.constant 126 : i64
        %252 = arith.muli %arg6, %c126_i64_60 : i64
        %253 = arith.addi %c39_i64, %252 : i64
        %254 = llvm.getelementptr %38[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %251, %254 : i32, !llvm.ptr<1>
        %255 = arith.cmpi slt, %43, %45 : i32
        %256 = arith.extui %255 : i1 to i32
        %c40_i64 = arith.constant 40 : i64
        %c126_i64_61 = arith.constant 126 : i64
        %257 = arith.muli %arg6, %c126_i64_61 : i64
        %258 = arith.addi %c40_i64, %257 : i64
        %259 = llvm.getelementptr %38[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %256, %259 : i32, !llvm.ptr<1>
        %260 = arith.cmpi sle, %43, %45 : i32
        %261 = arith.extui %260 : i1 to i32
        %c41_i64 = arith.constant 41 : i64
        %c126_i64_62 = arith.constant 126 : i64
        %262 = arith.muli %arg6, %c126_i64_62 : i64
        %263 = arith.addi %c41_i64, %262 : i64
        %264 = llvm.getelementptr %38[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %261, %264 : i32, !llvm.ptr<1>
        %265 = arith.cmpi eq, %46, %47 : i32
        %266 = arith.extui %265 : i1 to i32
        %c42_i64 = arith.constant 42 : i64
        %c126_i64_63 = arith.constant 126 : i64
        %267 = arith.muli %arg6, %c126_i64_63 : i64
        %268 = arith.addi %c42_i64, %267 : i64
        %269 = llvm.getelementptr %38[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %266, %269 : i32, !llvm.ptr<1>
        %270 = arith.cmpi ne, %46, %47 : i32
        %271 = arith.extui %270 : i1 to i32
        %c43_i64 = arith.constant 43 : i64
        %c126_i64_64 = arith.constant 126 : i64
        %272 = arith.muli %arg6, %c126_i64_64 : i64
        %273 = arith.addi %c43_i64, %272 : i64
        %274 = llvm.getelementptr %38[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %271, %274 : i32, !llvm.ptr<1>
        %275 = arith.cmpi sgt, %46, %47 : i32
        %276 = arith.extui %275 : i1 to i32
        %c44_i64 = arith.constant 44 : i64
        %c126_i64_65 = arith.constant 126 : i64
        %277 = arith.muli %arg6, %c126_i64_65 : i64
        %278 = arith.addi %c44_i64, %277 : i64
        %279 = llvm.getelementptr %38[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %276, %279 : i32, !llvm.ptr<1>
        %280 = arith.cmpi sge, %46, %47 : i32
        %281 = arith.extui %280 : i1 to i32
        %c45_i64 = arith.constant 45 : i64
        %c126_i64_66 = arith.constant 126 : i64
        %282 = arith.muli %arg6, %c126_i64_66 : i64
        %283 = arith.addi %c45_i64, %282 : i64
        %284 = llvm.getelementptr %38[%283] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %281, %284 : i32, !llvm.ptr<1>
        %285 = arith.cmpi slt, %46, %47 : i32
        %286 = arith.extui %285 : i1 to i32
        %c46_i64 = arith.constant 46 : i64
        %c126_i64_67 = arith.constant 126 : i64
        %287 = arith.muli %arg6, %c126_i64_67 : i64
        %288 = arith.addi %c46_i64, %287 : i64
        %289 = llvm.getelementptr %38[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %286, %289 : i32, !llvm.ptr<1>
        %290 = arith.cmpi sle, %46, %47 : i32
        %291 = arith.extui %290 : i1 to i32
        %c47_i64 = arith.constant 47 : i64
        %c126_i64_68 = arith.constant 126 : i64
        %292 = arith.muli %arg6, %c126_i64_68 : i64
        %293 = arith.addi %c47_i64, %292 : i64
        %294 = llvm.getelementptr %38[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %291, %294 : i32, !llvm.ptr<1>
        %c7_i32 = arith.constant 7 : i32
        %295 = arith.cmpi eq, %43, %c7_i32 : i32
        %296 = arith.extui %295 : i1 to i32
        %c48_i64 = arith.constant 48 : i64
        %c126_i64_69 = arith.constant 126 : i64
        %297 = arith.muli %arg6, %c126_i64_69 : i64
        %298 = arith.addi %c48_i64, %297 : i64
        %299 = llvm.getelementptr %38[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %296, %299 : i32, !llvm.ptr<1>
        %c7_i32_70 = arith.constant 7 : i32
        %300 = arith.cmpi ne, %43, %c7_i32_70 : i32
        %301 = arith.extui %300 : i1 to i32
        %c49_i64 = arith.constant 49 : i64
        %c126_i64_71 = arith.constant 126 : i64
        %302 = arith.muli %arg6, %c126_i64_71 : i64
        %303 = arith.addi %c49_i64, %302 : i64
        %304 = llvm.getelementptr %38[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %301, %304 : i32, !llvm.ptr<1>
        %c7_i32_72 = arith.constant 7 : i32
        %305 = arith.cmpi sgt, %43, %c7_i32_72 : i32
        %306 = arith.extui %305 : i1 to i32
        %c50_i64 = arith.constant 50 : i64
        %c126_i64_73 = arith.constant 126 : i64
        %307 = arith.muli %arg6, %c126_i64_73 : i64
        %308 = arith.addi %c50_i64, %307 : i64
        %309 = llvm.getelementptr %38[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %306, %309 : i32, !llvm.ptr<1>
        %c7_i32_74 = arith.constant 7 : i32
        %310 = arith.cmpi sge, %43, %c7_i32_74 : i32
        %311 = arith.extui %310 : i1 to i32
        %c51_i64 = arith.constant 51 : i64
        %c126_i64_75 = arith.constant 126 : i64
        %312 = arith.muli %arg6, %c126_i64_75 : i64
        %313 = arith.addi %c51_i64, %312 : i64
        %314 = llvm.getelementptr %38[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %311, %314 : i32, !llvm.ptr<1>
        %c7_i32_76 = arith.constant 7 : i32
        %315 = arith.cmpi slt, %43, %c7_i32_76 : i32
        %316 = arith.extui %315 : i1 to i32
        %c52_i64 = arith.constant 52 : i64
        %c126_i64_77 = arith.constant 126 : i64
        %317 = arith.muli %arg6, %c126_i64_77 : i64
        %318 = arith.addi %c52_i64, %317 : i64
        %319 = llvm.getelementptr %38[%318] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %316, %319 : i32, !llvm.ptr<1>
        %c7_i32_78 = arith.constant 7 : i32
        %320 = arith.cmpi sle, %43, %c7_i32_78 : i32
        %321 = arith.extui %320 : i1 to i32
        %c53_i64 = arith.constant 53 : i64
        %c126_i64_79 = arith.constant 126 : i64
        %322 = arith.muli %arg6, %c126_i64_79 : i64
        %323 = arith.addi %c53_i64, %322 : i64
        %324 = llvm.getelementptr %38[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %321, %324 : i32, !llvm.ptr<1>
        %325 = arith.extsi %43 : i32 to i64
        %326 = arith.extsi %45 : i32 to i64
        %327 = arith.extsi %46 : i32 to i64
        %328 = arith.extsi %47 : i32 to i64
        %329 = arith.cmpi eq, %325, %326 : i64
        %330 = arith.extui %329 : i1 to i32
        %c54_i64 = arith.constant 54 : i64
        %c126_i64_80 = arith.constant 126 : i64
        %331 = arith.muli %arg6, %c126_i64_80 : i64
        %332 = arith.addi %c54_i64, %331 : i64
        %333 = llvm.getelementptr %38[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %330, %333 : i32, !llvm.ptr<1>
        %334 = arith.cmpi ne, %325, %326 : i64
        %335 = arith.extui %334 : i1 to i32
        %c55_i64 = arith.constant 55 : i64
        %c126_i64_81 = arith.constant 126 : i64
        %336 = arith.muli %arg6, %c126_i64_81 : i64
        %337 = arith.addi %c55_i64, %336 : i64
        %338 = llvm.getelementptr %38[%337] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %335, %338 : i32, !llvm.ptr<1>
        %339 = arith.cmpi sgt, %325, %326 : i64
        %340 = arith.extui %339 : i1 to i32
        %c56_i64 = arith.constant 56 : i64
        %c126_i64_82 = arith.constant 126 : i64
        %341 = arith.muli %arg6, %c126_i64_82 : i64
        %342 = arith.addi %c56_i64, %341 : i64
        %343 = llvm.getelementptr %38[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %340, %343 : i32, !llvm.ptr<1>
        %344 = arith.cmpi sge, %325, %326 : i64
        %345 = arith.extui %344 : i1 to i32
        %c57_i64 = arith.constant 57 : i64
        %c126_i64_83 = arith.constant 126 : i64
        %346 = arith.muli %arg6, %c126_i64_83 : i64
        %347 = arith.addi %c57_i64, %346 : i64
        %348 = llvm.getelementptr %38[%347] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %345, %348 : i32, !llvm.ptr<1>
        %349 = arith.cmpi slt, %325, %326 : i64
        %350 = arith.extui %349 : i1 to i32
        %c58_i64 = arith.constant 58 : i64
        %c126_i64_84 = arith.constant 126 : i64
        %351 = arith.muli %arg6, %c126_i64_84 : i64
        %352 = arith.addi %c58_i64, %351 : i64
        %353 = llvm.getelementptr %38[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %350, %353 : i32, !llvm.ptr<1>
        %354 = arith.cmpi sle, %325, %326 : i64
        %355 = arith.extui %354 : i1 to i32
        %c59_i64 = arith.constant 59 : i64
        %c126_i64_85 = arith.constant 126 : i64
        %356 = arith.muli %arg6, %c126_i64_85 : i64
        %357 = arith.addi %c59_i64, %356 : i64
        %358 = llvm.getelementptr %38[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %355, %358 : i32, !llvm.ptr<1>
        %359 = arith.cmpi eq, %327, %328 : i64
        %360 = arith.extui %359 : i1 to i32
        %c60_i64 = arith.constant 60 : i64
        %c126_i64_86 = arith.constant 126 : i64
        %361 = arith.muli %arg6, %c126_i64_86 : i64
        %362 = arith.addi %c60_i64, %361 : i64
        %363 = llvm.getelementptr %38[%362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %360, %363 : i32, !llvm.ptr<1>
        %364 = arith.cmpi ne, %327, %328 : i64
        %365 = arith.extui %364 : i1 to i32
        %c61_i64 = arith.constant 61 : i64
        %c126_i64_87 = arith.constant 126 : i64
        %366 = arith.muli %arg6, %c126_i64_87 : i64
        %367 = arith.addi %c61_i64, %366 : i64
        %368 = llvm.getelementptr %38[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %365, %368 : i32, !llvm.ptr<1>
        %369 = arith.cmpi sgt, %327, %328 : i64
        %370 = arith.extui %369 : i1 to i32
        %c62_i64 = arith.constant 62 : i64
        %c126_i64_88 = arith.constant 126 : i64
        %371 = arith.muli %arg6, %c126_i64_88 : i64
        %372 = arith.addi %c62_i64, %371 : i64
        %373 = llvm.getelementptr %38[%372] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %370, %373 : i32, !llvm.ptr<1>
        %374 = arith.cmpi sge, %327, %328 : i64
        %375 = arith.extui %374 : i1 to i32
        %c63_i64 = arith.constant 63 : i64
        %c126_i64_89 = arith.constant 126 : i64
        %376 = arith.muli %arg6, %c126_i64_89 : i64
        %377 = arith.addi %c63_i64, %376 : i64
        %378 = llvm.getelementptr %38[%377] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %375, %378 : i32, !llvm.ptr<1>
        %379 = arith.cmpi slt, %327, %328 : i64
        %380 = arith.extui %379 : i1 to i32
        %c64_i64 = arith.constant 64 : i64
        %c126_i64_90 = arith.constant 126 : i64
        %381 = arith.muli %arg6, %c126_i64_90 : i64
        %382 = arith.addi %c64_i64, %381 : i64
        %383 = llvm.getelementptr %38[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %380, %383 : i32, !llvm.ptr<1>
        %384 = arith.cmpi sle, %327, %328 : i64
        %385 = arith.extui %384 : i1 to i32
        %c65_i64 = arith.constant 65 : i64
        %c126_i64_91 = arith.constant 126 : i64
        %386 = arith.muli %arg6, %c126_i64_91 : i64
        %387 = arith.addi %c65_i64, %386 : i64
        %388 = llvm.getelementptr %38[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %385, %388 : i32, !llvm.ptr<1>
        %c7_i64_92 = arith.constant 7 : i64
        %389 = arith.cmpi eq, %325, %c7_i64_92 : i64
        %390 = arith.extui %389 : i1 to i32
        %c66_i64 = arith.constant 66 : i64
        %c126_i64_93 = arith.constant 126 : i64
        %391 = arith.muli %arg6, %c126_i64_93 : i64
        %392 = arith.addi %c66_i64, %391 : i64
        %393 = llvm.getelementptr %38[%392] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %390, %393 : i32, !llvm.ptr<1>
        %c7_i64_94 = arith.constant 7 : i64
        %394 = arith.cmpi ne, %325, %c7_i64_94 : i64
        %395 = arith.extui %394 : i1 to i32
        %c67_i64 = arith.constant 67 : i64
        %c126_i64_95 = arith.constant 126 : i64
        %396 = arith.muli %arg6, %c126_i64_95 : i64
        %397 = arith.addi %c67_i64, %396 : i64
        %398 = llvm.getelementptr %38[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %395, %398 : i32, !llvm.ptr<1>
        %c7_i64_96 = arith.constant 7 : i64
        %399 = arith.cmpi sgt, %325, %c7_i64_96 : i64
        %400 = arith.extui %399 : i1 to i32
        %c68_i64 = arith.constant 68 : i64
        %c126_i64_97 = arith.constant 126 : i64
        %401 = arith.muli %arg6, %c126_i64_97 : i64
        %402 = arith.addi %c68_i64, %401 : i64
        %403 = llvm.getelementptr %38[%402] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %400, %403 : i32, !llvm.ptr<1>
        %c7_i64_98 = arith.constant 7 : i64
        %404 = arith.cmpi sge, %325, %c7_i64_98 : i64
        %405 = arith.extui %404 : i1 to i32
        %c69_i64 = arith.constant 69 : i64
        %c126_i64_99 = arith.constant 126 : i64
        %406 = arith.muli %arg6, %c126_i64_99 : i64
        %407 = arith.addi %c69_i64, %406 : i64
        %408 = llvm.getelementptr %38[%407] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %405, %408 : i32, !llvm.ptr<1>
        %c7_i64_100 = arith.constant 7 : i64
        %409 = arith.cmpi slt, %325, %c7_i64_100 : i64
        %410 = arith.extui %409 : i1 to i32
        %c70_i64 = arith.constant 70 : i64
        %c126_i64_101 = arith.constant 126 : i64
        %411 = arith.muli %arg6, %c126_i64_101 : i64
        %412 = arith.addi %c70_i64, %411 : i64
        %413 = llvm.getelementptr %38[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %410, %413 : i32, !llvm.ptr<1>
        %c7_i64_102 = arith.constant 7 : i64
        %414 = arith.cmpi sle, %325, %c7_i64_102 : i64
        %415 = arith.extui %414 : i1 to i32
        %c71_i64 = arith.constant 71 : i64
        %c126_i64_103 = arith.constant 126 : i64
        %416 = arith.muli %arg6, %c126_i64_103 : i64
        %417 = arith.addi %c71_i64, %416 : i64
        %418 = llvm.getelementptr %38[%417] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %415, %418 : i32, !llvm.ptr<1>
        %419 = arith.extsi %43 : i32 to i64
        %420 = arith.extsi %45 : i32 to i64
        %421 = arith.extsi %46 : i32 to i64
        %422 = arith.extsi %47 : i32 to i64
        %423 = arith.cmpi eq, %419, %420 : i64
        %424 = arith.extui %423 : i1 to i32
        %c72_i64 = arith.constant 72 : i64
        %c126_i64_104 = arith.constant 126 : i64
        %425 = arith.muli %arg6, %c126_i64_104 : i64
        %426 = arith.addi %c72_i64, %425 : i64
        %427 = llvm.getelementptr %38[%426] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %424, %427 : i32, !llvm.ptr<1>
        %428 = arith.cmpi ne, %419, %420 : i64
        %429 = arith.extui %428 : i1 to i32
        %c73_i64 = arith.constant 73 : i64
        %c126_i64_105 = arith.constant 126 : i64
        %430 = arith.muli %arg6, %c126_i64_105 : i64
        %431 = arith.addi %c73_i64, %430 : i64
        %432 = llvm.getelementptr %38[%431] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %429, %432 : i32, !llvm.ptr<1>
        %433 = arith.cmpi sgt, %419, %420 : i64
        %434 = arith.extui %433 : i1 to i32
        %c74_i64 = arith.constant 74 : i64
        %c126_i64_106 = arith.constant 126 : i64
        %435 = arith.muli %arg6, %c126_i64_106 : i64
        %436 = arith.addi %c74_i64, %435 : i64
        %437 = llvm.getelementptr %38[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %434, %437 : i32, !llvm.ptr<1>
        %438 = arith.cmpi sge, %419, %420 : i64
        %439 = arith.extui %438 : i1 to i32
        %c75_i64 = arith.constant 75 : i64
        %c126_i64_107 = arith.constant 126 : i64
        %440 = arith.muli %arg6, %c126_i64_107 : i64
        %441 = arith.addi %c75_i64, %440 : i64
        %442 = llvm.getelementptr %38[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %439, %442 : i32, !llvm.ptr<1>
        %443 = arith.cmpi slt, %419, %420 : i64
        %444 = arith.extui %443 : i1 to i32
        %c76_i64 = arith.constant 76 : i64
        %c126_i64_108 = arith.constant 126 : i64
        %445 = arith.muli %arg6, %c126_i64_108 : i64
        %446 = arith.addi %c76_i64, %445 : i64
        %447 = llvm.getelementptr %38[%446] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %444, %447 : i32, !llvm.ptr<1>
        %448 = arith.cmpi sle, %419, %420 : i64
        %449 = arith.extui %448 : i1 to i32
        %c77_i64 = arith.constant 77 : i64
        %c126_i64_109 = arith.constant 126 : i64
        %450 = arith.muli %arg6, %c126_i64_109 : i64
        %451 = arith.addi %c77_i64, %450 : i64
        %452 = llvm.getelementptr %38[%451] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %449, %452 : i32, !llvm.ptr<1>
        %453 = arith.cmpi eq, %421, %422 : i64
        %454 = arith.extui %453 : i1 to i32
        %c78_i64 = arith.constant 78 : i64
        %c126_i64_110 = arith.constant 126 : i64
        %455 = arith.muli %arg6, %c126_i64_110 : i64
        %456 = arith.addi %c78_i64, %455 : i64
        %457 = llvm.getelementptr %38[%456] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %454, %457 : i32, !llvm.ptr<1>
        %458 = arith.cmpi ne, %421, %422 : i64
        %459 = arith.extui %458 : i1 to i32
        %c79_i64 = arith.constant 79 : i64
        %c126_i64_111 = arith.constant 126 : i64
        %460 = arith.muli %arg6, %c126_i64_111 : i64
        %461 = arith.addi %c79_i64, %460 : i64
        %462 = llvm.getelementptr %38[%461] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %459, %462 : i32, !llvm.ptr<1>
        %463 = arith.cmpi sgt, %421, %422 : i64
        %464 = arith.extui %463 : i1 to i32
        %c80_i64 = arith.constant 80 : i64
        %c126_i64_112 = arith.constant 126 : i64
        %465 = arith.muli %arg6, %c126_i64_112 : i64
        %466 = arith.addi %c80_i64, %465 : i64
        %467 = llvm.getelementptr %38[%466] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %464, %467 : i32, !llvm.ptr<1>
        %468 = arith.cmpi sge, %421, %422 : i64
        %469 = arith.extui %468 : i1 to i32
        %c81_i64 = arith.constant 81 : i64
        %c126_i64_113 = arith.constant 126 : i64
        %470 = arith.muli %arg6, %c126_i64_113 : i64
        %471 = arith.addi %c81_i64, %470 : i64
        %472 = llvm.getelementptr %38[%471] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %469, %472 : i32, !llvm.ptr<1>
        %473 = arith.cmpi slt, %421, %422 : i64
        %474 = arith.extui %473 : i1 to i32
        %c82_i64 = arith.constant 82 : i64
        %c126_i64_114 = arith.constant 126 : i64
        %475 = arith.muli %arg6, %c126_i64_114 : i64
        %476 = arith.addi %c82_i64, %475 : i64
        %477 = llvm.getelementptr %38[%476] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %474, %477 : i32, !llvm.ptr<1>
        %478 = arith.cmpi sle, %421, %422 : i64
        %479 = arith.extui %478 : i1 to i32
        %c83_i64 = arith.constant 83 : i64
        %c126_i64_115 = arith.constant 126 : i64
        %480 = arith.muli %arg6, %c126_i64_115 : i64
        %481 = arith.addi %c83_i64, %480 : i64
        %482 = llvm.getelementptr %38[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %479, %482 : i32, !llvm.ptr<1>
        %c7_i64_116 = arith.constant 7 : i64
        %483 = arith.cmpi eq, %419, %c7_i64_116 : i64
        %484 = arith.extui %483 : i1 to i32
        %c84_i64 = arith.constant 84 : i64
        %c126_i64_117 = arith.constant 126 : i64
        %485 = arith.muli %arg6, %c126_i64_117 : i64
        %486 = arith.addi %c84_i64, %485 : i64
        %487 = llvm.getelementptr %38[%486] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %484, %487 : i32, !llvm.ptr<1>
        %c7_i64_118 = arith.constant 7 : i64
        %488 = arith.cmpi ne, %419, %c7_i64_118 : i64
        %489 = arith.extui %488 : i1 to i32
        %c85_i64 = arith.constant 85 : i64
        %c126_i64_119 = arith.constant 126 : i64
        %490 = arith.muli %arg6, %c126_i64_119 : i64
        %491 = arith.addi %c85_i64, %490 : i64
        %492 = llvm.getelementptr %38[%491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %489, %492 : i32, !llvm.ptr<1>
        %c7_i64_120 = arith.constant 7 : i64
        %493 = arith.cmpi sgt, %419, %c7_i64_120 : i64
        %494 = arith.extui %493 : i1 to i32
        %c86_i64 = arith.constant 86 : i64
        %c126_i64_121 = arith.constant 126 : i64
        %495 = arith.muli %arg6, %c126_i64_121 : i64
        %496 = arith.addi %c86_i64, %495 : i64
        %497 = llvm.getelementptr %38[%496] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %494, %497 : i32, !llvm.ptr<1>
        %c7_i64_122 = arith.constant 7 : i64
        %498 = arith.cmpi sge, %419, %c7_i64_122 : i64
        %499 = arith.extui %498 : i1 to i32
        %c87_i64 = arith.constant 87 : i64
        %c126_i64_123 = arith.constant 126 : i64
        %500 = arith.muli %arg6, %c126_i64_123 : i64
        %501 = arith.addi %c87_i64, %500 : i64
        %502 = llvm.getelementptr %38[%501] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %499, %502 : i32, !llvm.ptr<1>
        %c7_i64_124 = arith.constant 7 : i64
        %503 = arith.cmpi slt, %419, %c7_i64_124 : i64
        %504 = arith.extui %503 : i1 to i32
        %c88_i64 = arith.constant 88 : i64
        %c126_i64_125 = arith.constant 126 : i64
        %505 = arith.muli %arg6, %c126_i64_125 : i64
        %506 = arith.addi %c88_i64, %505 : i64
        %507 = llvm.getelementptr %38[%506] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %504, %507 : i32, !llvm.ptr<1>
        %c7_i64_126 = arith.constant 7 : i64
        %508 = arith.cmpi sle, %419, %c7_i64_126 : i64
        %509 = arith.extui %508 : i1 to i32
        %c89_i64 = arith.constant 89 : i64
        %c126_i64_127 = arith.constant 126 : i64
        %510 = arith.muli %arg6, %c126_i64_127 : i64
        %511 = arith.addi %c89_i64, %510 : i64
        %512 = llvm.getelementptr %38[%511] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %509, %512 : i32, !llvm.ptr<1>
        %513 = arith.sitofp %43 : i32 to f32
        %514 = arith.sitofp %45 : i32 to f32
        %515 = arith.sitofp %46 : i32 to f32
        %516 = arith.sitofp %47 : i32 to f32
        %517 = arith.subf %513, %513 : f32
        %518 = arith.divf %517, %517 : f32
        %519 = arith.cmpf oeq, %513, %514 : f32
        %520 = arith.extui %519 : i1 to i32
        %c90_i64 = arith.constant 90 : i64
        %c126_i64_128 = arith.constant 126 : i64
        %521 = arith.muli %arg6, %c126_i64_128 : i64
        %522 = arith.addi %c90_i64, %521 : i64
        %523 = llvm.getelementptr %38[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %520, %523 : i32, !llvm.ptr<1>
        %524 = arith.cmpf une, %513, %514 : f32
        %525 = arith.extui %524 : i1 to i32
        %c91_i64 = arith.constant 91 : i64
        %c126_i64_129 = arith.constant 126 : i64
        %526 = arith.muli %arg6, %c126_i64_129 : i64
        %527 = arith.addi %c91_i64, %526 : i64
        %528 = llvm.getelementptr %38[%527] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %525, %528 : i32, !llvm.ptr<1>
        %529 = arith.cmpf ogt, %513, %514 : f32
        %530 = arith.extui %529 : i1 to i32
        %c92_i64 = arith.constant 92 : i64
        %c126_i64_130 = arith.constant 126 : i64
        %531 = arith.muli %arg6, %c126_i64_130 : i64
        %532 = arith.addi %c92_i64, %531 : i64
        %533 = llvm.getelementptr %38[%532] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %530, %533 : i32, !llvm.ptr<1>
        %534 = arith.cmpf oge, %513, %514 : f32
        %535 = arith.extui %534 : i1 to i32
        %c93_i64 = arith.constant 93 : i64
        %c126_i64_131 = arith.constant 126 : i64
        %536 = arith.muli %arg6, %c126_i64_131 : i64
        %537 = arith.addi %c93_i64, %536 : i64
        %538 = llvm.getelementptr %38[%537] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %535, %538 : i32, !llvm.ptr<1>
        %539 = arith.cmpf olt, %513, %514 : f32
        %540 = arith.extui %539 : i1 to i32
        %c94_i64 = arith.constant 94 : i64
        %c126_i64_132 = arith.constant 126 : i64
        %541 = arith.muli %arg6, %c126_i64_132 : i64
        %542 = arith.addi %c94_i64, %541 : i64
        %543 = llvm.getelementptr %38[%542] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %540, %543 : i32, !llvm.ptr<1>
        %544 = arith.cmpf ole, %513, %514 : f32
        %545 = arith.extui %544 : i1 to i32
        %c95_i64 = arith.constant 95 : i64
        %c126_i64_133 = arith.constant 126 : i64
        %546 = arith.muli %arg6, %c126_i64_133 : i64
        %547 = arith.addi %c95_i64, %546 : i64
        %548 = llvm.getelementptr %38[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %545, %548 : i32, !llvm.ptr<1>
        %549 = arith.cmpf oeq, %515, %516 : f32
        %550 = arith.extui %549 : i1 to i32
        %c96_i64 = arith.constant 96 : i64
        %c126_i64_134 = arith.constant 126 : i64
        %551 = arith.muli %arg6, %c126_i64_134 : i64
        %552 = arith.addi %c96_i64, %551 : i64
        %553 = llvm.getelementptr %38[%552] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %550, %553 : i32, !llvm.ptr<1>
        %554 = arith.cmpf une, %515, %516 : f32
        %555 = arith.extui %554 : i1 to i32
        %c97_i64 = arith.constant 97 : i64
        %c126_i64_135 = arith.constant 126 : i64
        %556 = arith.muli %arg6, %c126_i64_135 : i64
        %557 = arith.addi %c97_i64, %556 : i64
        %558 = llvm.getelementptr %38[%557] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %555, %558 : i32, !llvm.ptr<1>
        %559 = arith.cmpf ogt, %515, %516 : f32
        %560 = arith.extui %559 : i1 to i32
        %c98_i64 = arith.constant 98 : i64
        %c126_i64_136 = arith.constant 126 : i64
        %561 = arith.muli %arg6, %c126_i64_136 : i64
        %562 = arith.addi %c98_i64, %561 : i64
        %563 = llvm.getelementptr %38[%562] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %560, %563 : i32, !llvm.ptr<1>
        %564 = arith.cmpf oge, %515, %516 : f32
        %565 = arith.extui %564 : i1 to i32
        %c99_i64 = arith.constant 99 : i64
        %c126_i64_137 = arith.constant 126 : i64
        %566 = arith.muli %arg6, %c126_i64_137 : i64
        %567 = arith.addi %c99_i64, %566 : i64
        %568 = llvm.getelementptr %38[%567] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %565, %568 : i32, !llvm.ptr<1>
        %569 = arith.cmpf olt, %515, %516 : f32
        %570 = arith.extui %569 : i1 to i32
        %c100_i64 = arith.constant 100 : i64
        %c126_i64_138 = arith.constant 126 : i64
        %571 = arith.muli %arg6, %c126_i64_138 : i64
        %572 = arith.addi %c100_i64, %571 : i64
        %573 = llvm.getelementptr %38[%572] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %570, %573 : i32, !llvm.ptr<1>
        %574 = arith.cmpf ole, %515, %516 : f32
        %575 = arith.extui %574 : i1 to i32
        %c101_i64 = arith.constant 101 : i64
        %c126_i64_139 = arith.constant 126 : i64
        %576 = arith.muli %arg6, %c126_i64_139 : i64
        %577 = arith.addi %c101_i64, %576 : i64
        %578 = llvm.getelementptr %38[%577] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %575, %578 : i32, !llvm.ptr<1>
        %579 = arith.cmpf oeq, %518, %513 : f32
        %580 = arith.extui %579 : i1 to i32
        %c102_i64 = arith.constant 102 : i64
        %c126_i64_140 = arith.constant 126 : i64
        %581 = arith.muli %arg6, %c126_i64_140 : i64
        %582 = arith.addi %c102_i64, %581 : i64
        %583 = llvm.getelementptr %38[%582] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %580, %583 : i32, !llvm.ptr<1>
        %584 = arith.cmpf une, %518, %513 : f32
        %585 = arith.extui %584 : i1 to i32
        %c103_i64 = arith.constant 103 : i64
        %c126_i64_141 = arith.constant 126 : i64
        %586 = arith.muli %arg6, %c126_i64_141 : i64
        %587 = arith.addi %c103_i64, %586 : i64
        %588 = llvm.getelementptr %38[%587] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %585, %588 : i32, !llvm.ptr<1>
        %589 = arith.cmpf ogt, %518, %513 : f32
        %590 = arith.extui %589 : i1 to i32
        %c104_i64 = arith.constant 104 : i64
        %c126_i64_142 = arith.constant 126 : i64
        %591 = arith.muli %arg6, %c126_i64_142 : i64
        %592 = arith.addi %c104_i64, %591 : i64
        %593 = llvm.getelementptr %38[%592] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %590, %593 : i32, !llvm.ptr<1>
        %594 = arith.cmpf oge, %518, %513 : f32
        %595 = arith.extui %594 : i1 to i32
        %c105_i64 = arith.constant 105 : i64
        %c126_i64_143 = arith.constant 126 : i64
        %596 = arith.muli %arg6, %c126_i64_143 : i64
        %597 = arith.addi %c105_i64, %596 : i64
        %598 = llvm.getelementptr %38[%597] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %595, %598 : i32, !llvm.ptr<1>
        %599 = arith.cmpf olt, %518, %513 : f32
        %600 = arith.extui %599 : i1 to i32
        %c106_i64 = arith.constant 106 : i64
        %c126_i64_144 = arith.constant 126 : i64
        %601 = arith.muli %arg6, %c126_i64_144 : i64
        %602 = arith.addi %c106_i64, %601 : i64
        %603 = llvm.getelementptr %38[%602] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %600, %603 : i32, !llvm.ptr<1>
        %604 = arith.cmpf ole, %518, %513 : f32
        %605 = arith.extui %604 : i1 to i32
        %c107_i64 = arith.constant 107 : i64
        %c126_i64_145 = arith.constant 126 : i64
        %606 = arith.muli %arg6, %c126_i64_145 : i64
        %607 = arith.addi %c107_i64, %606 : i64
        %608 = llvm.getelementptr %38[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %605, %608 : i32, !llvm.ptr<1>
        %609 = arith.sitofp %43 : i32 to f64
        %610 = arith.sitofp %45 : i32 to f64
        %611 = arith.sitofp %46 : i32 to f64
        %612 = arith.sitofp %47 : i32 to f64
        %613 = arith.subf %609, %609 : f64
        %614 = arith.divf %613, %613 : f64
        %615 = arith.cmpf oeq, %609, %610 : f64
        %616 = arith.extui %615 : i1 to i32
        %c108_i64 = arith.constant 108 : i64
        %c126_i64_146 = arith.constant 126 : i64
        %617 = arith.muli %arg6, %c126_i64_146 : i64
        %618 = arith.addi %c108_i64, %617 : i64
        %619 = llvm.getelementptr %38[%618] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %616, %619 : i32, !llvm.ptr<1>
        %620 = arith.cmpf une, %609, %610 : f64
        %621 = arith.extui %620 : i1 to i32
        %c109_i64 = arith.constant 109 : i64
        %c126_i64_147 = arith.constant 126 : i64
        %622 = arith.muli %arg6, %c126_i64_147 : i64
        %623 = arith.addi %c109_i64, %622 : i64
        %624 = llvm.getelementptr %38[%623] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %621, %624 : i32, !llvm.ptr<1>
        %625 = arith.cmpf ogt, %609, %610 : f64
        %626 = arith.extui %625 : i1 to i32
        %c110_i64 = arith.constant 110 : i64
        %c126_i64_148 = arith.constant 126 : i64
        %627 = arith.muli %arg6, %c126_i64_148 : i64
        %628 = arith.addi %c110_i64, %627 : i64
        %629 = llvm.getelementptr %38[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %626, %629 : i32, !llvm.ptr<1>
        %630 = arith.cmpf oge, %609, %610 : f64
        %631 = arith.extui %630 : i1 to i32
        %c111_i64 = arith.constant 111 : i64
        %c126_i64_149 = arith.constant 126 : i64
        %632 = arith.muli %arg6, %c126_i64_149 : i64
        %633 = arith.addi %c111_i64, %632 : i64
        %634 = llvm.getelementptr %38[%633] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %631, %634 : i32, !llvm.ptr<1>
        %635 = arith.cmpf olt, %609, %610 : f64
        %636 = arith.extui %635 : i1 to i32
        %c112_i64 = arith.constant 112 : i64
        %c126_i64_150 = arith.constant 126 : i64
        %637 = arith.muli %arg6, %c126_i64_150 : i64
        %638 = arith.addi %c112_i64, %637 : i64
        %639 = llvm.getelementptr %38[%638] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %636, %639 : i32, !llvm.ptr<1>
        %640 = arith.cmpf ole, %609, %610 : f64
        %641 = arith.extui %640 : i1 to i32
        %c113_i64 = arith.constant 113 : i64
        %c126_i64_151 = arith.constant 126 : i64
        %642 = arith.muli %arg6, %c126_i64_151 : i64
        %643 = arith.addi %c113_i64, %642 : i64
        %644 = llvm.getelementptr %38[%643] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %641, %644 : i32, !llvm.ptr<1>
        %645 = arith.cmpf oeq, %611, %612 : f64
        %646 = arith.extui %645 : i1 to i32
        %c114_i64 = arith.constant 114 : i64
        %c126_i64_152 = arith.constant 126 : i64
        %647 = arith.muli %arg6, %c126_i64_152 : i64
        %648 = arith.addi %c114_i64, %647 : i64
        %649 = llvm.getelementptr %38[%648] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %646, %649 : i32, !llvm.ptr<1>
        %650 = arith.cmpf une, %611, %612 : f64
        %651 = arith.extui %650 : i1 to i32
        %c115_i64 = arith.constant 115 : i64
        %c126_i64_153 = arith.constant 126 : i64
        %652 = arith.muli %arg6, %c126_i64_153 : i64
        %653 = arith.addi %c115_i64, %652 : i64
        %654 = llvm.getelementptr %38[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %651, %654 : i32, !llvm.ptr<1>
        %655 = arith.cmpf ogt, %611, %612 : f64
        %656 = arith.extui %655 : i1 to i32
        %c116_i64 = arith.constant 116 : i64
        %c126_i64_154 = arith.constant 126 : i64
        %657 = arith.muli %arg6, %c126_i64_154 : i64
        %658 = arith.addi %c116_i64, %657 : i64
        %659 = llvm.getelementptr %38[%658] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %656, %659 : i32, !llvm.ptr<1>
        %660 = arith.cmpf oge, %611, %612 : f64
        %661 = arith.extui %660 : i1 to i32
        %c117_i64 = arith.constant 117 : i64
        %c126_i64_155 = arith.constant 126 : i64
        %662 = arith.muli %arg6, %c126_i64_155 : i64
        %663 = arith.addi %c117_i64, %662 : i64
        %664 = llvm.getelementptr %38[%663] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %661, %664 : i32, !llvm.ptr<1>
        %665 = arith.cmpf olt, %611, %612 : f64
        %666 = arith.extui %665 : i1 to i32
        %c118_i64 = arith.constant 118 : i64
        %c126_i64_156 = arith.constant 126 : i64
        %667 = arith.muli %arg6, %c126_i64_156 : i64
        %668 = arith.addi %c118_i64, %667 : i64
        %669 = llvm.getelementptr %38[%668] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %666, %669 : i32, !llvm.ptr<1>
        %670 = arith.cmpf ole, %611, %612 : f64
        %671 = arith.extui %670 : i1 to i32
        %c119_i64 = arith.constant 119 : i64
        %c126_i64_157 = arith.constant 126 : i64
        %672 = arith.muli %arg6, %c126_i64_157 : i64
        %673 = arith.addi %c119_i64, %672 : i64
        %674 = llvm.getelementptr %38[%673] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %671, %674 : i32, !llvm.ptr<1>
        %675 = arith.cmpf oeq, %614, %609 : f64
        %676 = arith.extui %675 : i1 to i32
        %c120_i64 = arith.constant 120 : i64
        %c126_i64_158 = arith.constant 126 : i64
        %677 = arith.muli %arg6, %c126_i64_158 : i64
        %678 = arith.addi %c120_i64, %677 : i64
        %679 = llvm.getelementptr %38[%678] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %676, %679 : i32, !llvm.ptr<1>
        %680 = arith.cmpf une, %614, %609 : f64
        %681 = arith.extui %680 : i1 to i32
        %c121_i64 = arith.constant 121 : i64
        %c126_i64_159 = arith.constant 126 : i64
        %682 = arith.muli %arg6, %c126_i64_159 : i64
        %683 = arith.addi %c121_i64, %682 : i64
        %684 = llvm.getelementptr %38[%683] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %681, %684 : i32, !llvm.ptr<1>
        %685 = arith.cmpf ogt, %614, %609 : f64
        %686 = arith.extui %685 : i1 to i32
        %c122_i64 = arith.constant 122 : i64
        %c126_i64_160 = arith.constant 126 : i64
        %687 = arith.muli %arg6, %c126_i64_160 : i64
        %688 = arith.addi %c122_i64, %687 : i64
        %689 = llvm.getelementptr %38[%688] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %686, %689 : i32, !llvm.ptr<1>
        %690 = arith.cmpf oge, %614, %609 : f64
        %691 = arith.extui %690 : i1 to i32
        %c123_i64 = arith.constant 123 : i64
        %c126_i64_161 = arith.constant 126 : i64
        %692 = arith.muli %arg6, %c126_i64_161 : i64
        %693 = arith.addi %c123_i64, %692 : i64
        %694 = llvm.getelementptr %38[%693] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %691, %694 : i32, !llvm.ptr<1>
        %695 = arith.cmpf olt, %614, %609 : f64
        %696 = arith.extui %695 : i1 to i32
        %c124_i64 = arith.constant 124 : i64
        %c126_i64_162 = arith.constant 126 : i64
        %697 = arith.muli %arg6, %c126_i64_162 : i64
        %698 = arith.addi %c124_i64, %697 : i64
        %699 = llvm.getelementptr %38[%698] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %696, %699 : i32, !llvm.ptr<1>
        %700 = arith.cmpf ole, %614, %609 : f64
        %701 = arith.extui %700 : i1 to i32
        %c125_i64 = arith.constant 125 : i64
        %c126_i64_163 = arith.constant 126 : i64
        %702 = arith.muli %arg6, %c126_i64_163 : i64
        %703 = arith.addi %c125_i64, %702 : i64
        %704 = llvm.getelementptr %38[%703] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %701, %704 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
