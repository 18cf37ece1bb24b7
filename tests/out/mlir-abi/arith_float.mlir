module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @float_arith(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %18 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %19 = llvm.mlir.constant(0 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %22 = llvm.insertvalue %arg4, %21[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %23 = llvm.insertvalue %19, %22[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %24 = llvm.insertvalue %arg5, %23[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %25 = llvm.insertvalue %20, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = builtin.unrealized_conversion_cast %25 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[1]>, 1>
      %27 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %28 = llvm.mlir.constant(0 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.insertvalue %arg6, %27[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %31 = llvm.insertvalue %arg6, %30[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %32 = llvm.insertvalue %28, %31[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %33 = llvm.insertvalue %arg7, %32[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %34 = llvm.insertvalue %29, %33[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[1]>, 1>
      %36 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %37 = llvm.mlir.constant(0 : i64) : i64
      %38 = llvm.mlir.constant(19 : i64) : i64
      %39 = llvm.mlir.constant(1 : i64) : i64
      %40 = llvm.mlir.constant(19 : i64) : i64
      %41 = llvm.insertvalue %arg8, %36[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %arg8, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = llvm.insertvalue %37, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = llvm.insertvalue %38, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg9, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %39, %45[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %40, %46[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = builtin.unrealized_conversion_cast %47 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xf32, strided<[1, 19]>, 1>
      %49 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %50 = llvm.mlir.constant(0 : i64) : i64
      %51 = llvm.mlir.constant(19 : i64) : i64
      %52 = llvm.mlir.constant(1 : i64) : i64
      %53 = llvm.mlir.constant(19 : i64) : i64
      %54 = llvm.insertvalue %arg10, %49[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %arg10, %54[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %50, %55[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %51, %56[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg11, %57[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %52, %58[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %53, %59[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = builtin.unrealized_conversion_cast %60 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xf64, strided<[1, 19]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xf32, strided<[1]>, 1> -> index
      %62 = arith.index_cast %intptr : index to i64
      %63 = llvm.inttoptr %62 : i64 to !llvm.ptr<1>
      %64 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xf32, strided<[1]>, 1> -> index
      %65 = arith.index_cast %intptr_4 : index to i64
      %66 = llvm.inttoptr %65 : i64 to !llvm.ptr<1>
      %67 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %26 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %26 : memref<?xf64, strided<[1]>, 1> -> index
      %68 = arith.index_cast %intptr_9 : index to i64
      %69 = llvm.inttoptr %68 : i64 to !llvm.ptr<1>
      %70 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %35 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %35 : memref<?xf64, strided<[1]>, 1> -> index
      %71 = arith.index_cast %intptr_14 : index to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<1>
      %73 = arith.index_cast %sizes_12 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %48 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %48 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %74 = arith.index_cast %intptr_19 : index to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<1>
      %76 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %61 : memref<19x?xf64, strided<[1, 19]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %61 : memref<19x?xf64, strided<[1, 19]>, 1> -> index
      %77 = arith.index_cast %intptr_24 : index to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<1>
      %79 = arith.index_cast %sizes_22#1 : index to i64
      %80 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %81 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg12 = %81 to %64 step %c32_i64  : i64 {
        %82 = llvm.getelementptr %63[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %83 = llvm.load %82 : !llvm.ptr<1> -> f32
        %84 = llvm.getelementptr %66[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %85 = llvm.load %84 : !llvm.ptr<1> -> f32
        %cst = arith.constant 3.000000e+38 : f32
        %86 = arith.mulf %83, %cst : f32
        %87 = arith.subf %83, %83 : f32
        %88 = arith.divf %87, %87 : f32
        %89 = arith.addf %83, %85 : f32
        %c19_i64 = arith.constant 19 : i64
        %90 = arith.muli %arg12, %c19_i64 : i64
        %91 = llvm.getelementptr %75[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %89, %91 : f32, !llvm.ptr<1>
        %92 = arith.subf %83, %85 : f32
        %c1_i64 = arith.constant 1 : i64
        %c19_i64_25 = arith.constant 19 : i64
        %93 = arith.muli %arg12, %c19_i64_25 : i64
        %94 = arith.addi %c1_i64, %93 : i64
        %95 = llvm.getelementptr %75[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %92, %95 : f32, !llvm.ptr<1>
        %96 = arith.mulf %83, %85 : f32
        %c2_i64 = arith.constant 2 : i64
        %c19_i64_26 = arith.constant 19 : i64
        %97 = arith.muli %arg12, %c19_i64_26 : i64
        %98 = arith.addi %c2_i64, %97 : i64
        %99 = llvm.getelementptr %75[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %96, %99 : f32, !llvm.ptr<1>
        %100 = arith.divf %83, %85 : f32
        %c3_i64 = arith.constant 3 : i64
        %c19_i64_27 = arith.constant 19 : i64
        %101 = arith.muli %arg12, %c19_i64_27 : i64
        %102 = arith.addi %c3_i64, %101 : i64
        %103 = llvm.getelementptr %75[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %100, %103 : f32, !llvm.ptr<1>
        %104 = arith.remf %83, %85 : f32
        %c4_i64 = arith.constant 4 : i64
        %c19_i64_28 = arith.constant 19 : i64
        %105 = arith.muli %arg12, %c19_i64_28 : i64
        %106 = arith.addi %c4_i64, %105 : i64
        %107 = llvm.getelementptr %75[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %104, %107 : f32, !llvm.ptr<1>
        %108 = arith.negf %83 : f32
        %c5_i64 = arith.constant 5 : i64
        %c19_i64_29 = arith.constant 19 : i64
        %109 = arith.muli %arg12, %c19_i64_29 : i64
        %110 = arith.addi %c5_i64, %109 : i64
        %111 = llvm.getelementptr %75[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %108, %111 : f32, !llvm.ptr<1>
        %cst_30 = arith.constant 1.000000e-01 : f32
        %112 = arith.addf %83, %cst_30 : f32
        %c6_i64 = arith.constant 6 : i64
        %c19_i64_31 = arith.constant 19 : i64
        %113 = arith.muli %arg12, %c19_i64_31 : i64
        %114 = arith.addi %c6_i64, %113 : i64
        %115 = llvm.getelementptr %75[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %112, %115 : f32, !llvm.ptr<1>
        %cst_32 = arith.constant 3.000000e+00 : f32
        %116 = arith.mulf %83, %cst_32 : f32
        %c7_i64 = arith.constant 7 : i64
        %c19_i64_33 = arith.constant 19 : i64
        %117 = arith.muli %arg12, %c19_i64_33 : i64
        %118 = arith.addi %c7_i64, %117 : i64
        %119 = llvm.getelementptr %75[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %116, %119 : f32, !llvm.ptr<1>
        %cst_34 = arith.constant 3.000000e-01 : f32
        %120 = arith.remf %83, %cst_34 : f32
        %c8_i64 = arith.constant 8 : i64
        %c19_i64_35 = arith.constant 19 : i64
        %121 = arith.muli %arg12, %c19_i64_35 : i64
        %122 = arith.addi %c8_i64, %121 : i64
        %123 = llvm.getelementptr %75[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %120, %123 : f32, !llvm.ptr<1>
        %cst_36 = arith.constant -3.000000e-01 : f32
        %124 = arith.remf %83, %cst_36 : f32
        %c9_i64 = arith.constant 9 : i64
        %c19_i64_37 = arith.constant 19 : i64
        %125 = arith.muli %arg12, %c19_i64_37 : i64
        %126 = arith.addi %c9_i64, %125 : i64
        %127 = llvm.getelementptr %75[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %124, %127 : f32, !llvm.ptr<1>
        %cst_38 = arith.constant -7.500000e-01 : f32
        %128 = arith.remf %cst_38, %85 : f32
        %c10_i64 = arith.constant 10 : i64
        %c19_i64_39 = arith.constant 19 : i64
        %129 = arith.muli %arg12, %c19_i64_39 : i64
        %130 = arith.addi %c10_i64, %129 : i64
        %131 = llvm.getelementptr %75[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %128, %131 : f32, !llvm.ptr<1>
        %cst_40 = arith.constant 5.000000e-01 : f32
        %132 = arith.subf %cst_40, %83 : f32
        %c11_i64 = arith.constant 11 : i64
        %c19_i64_41 = arith.constant 19 : i64
        %133 = arith.muli %arg12, %c19_i64_41 : i64
        %134 = arith.addi %c11_i64, %133 : i64
        %135 = llvm.getelementptr %75[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %132, %135 : f32, !llvm.ptr<1>
        %cst_42 = arith.constant 1.000000e+01 : f32
        %136 = arith.mulf %86, %cst_42 : f32
        %c12_i64 = arith.constant 12 : i64
        %c19_i64_43 = arith.constant 19 : i64
        %137 = arith.muli %arg12, %c19_i64_43 : i64
        %138 = arith.addi %c12_i64, %137 : i64
        %139 = llvm.getelementptr %75[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %136, %139 : f32, !llvm.ptr<1>
        %140 = arith.divf %87, %87 : f32
        %c13_i64 = arith.constant 13 : i64
        %c19_i64_44 = arith.constant 19 : i64
        %141 = arith.muli %arg12, %c19_i64_44 : i64
        %142 = arith.addi %c13_i64, %141 : i64
        %143 = llvm.getelementptr %75[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %140, %143 : f32, !llvm.ptr<1>
        %144 = arith.negf %87 : f32
        %c14_i64 = arith.constant 14 : i64
        %c19_i64_45 = arith.constant 19 : i64
        %145 = arith.muli %arg12, %c19_i64_45 : i64
        %146 = arith.addi %c14_i64, %145 : i64
        %147 = llvm.getelementptr %75[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %144, %147 : f32, !llvm.ptr<1>
        %148 = arith.addf %88, %83 : f32
        %c15_i64 = arith.constant 15 : i64
        %c19_i64_46 = arith.constant 19 : i64
        %149 = arith.muli %arg12, %c19_i64_46 : i64
        %150 = arith.addi %c15_i64, %149 : i64
        %151 = llvm.getelementptr %75[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %148, %151 : f32, !llvm.ptr<1>
        %cst_47 = arith.constant 3.000000e+00 : f32
        %152 = arith.mulf %83, %cst_47 : f32
        %c16_i64 = arith.constant 16 : i64
        %c19_i64_48 = arith.constant 19 : i64
        %153 = arith.muli %arg12, %c19_i64_48 : i64
        %154 = arith.addi %c16_i64, %153 : i64
        %155 = llvm.getelementptr %75[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %152, %155 : f32, !llvm.ptr<1>
        %cst_49 = arith.constant 9.999940e-41 : f32
        %156 = arith.mulf %83, %cst_49 : f32
        %c17_i64 = arith.constant 17 : i64
        %c19_i64_50 = arith.constant 19 : i64
        %157 = arith.muli %arg12, %c19_i64_50 : i64
        %158 = arith.addi %c17_i64, %157 : i64
        %159 = llvm.getelementptr %75[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %156, %159 : f32, !llvm.ptr<1>
        %cst_51 = arith.constant 0x7F800000 : f32
        %160 = arith.addf %83, %cst_51 : f32
        %c18_i64 = arith.constant 18 : i64
        %c19_i64_52 = arith.constant 19 : i64
        %161 = arith.muli %arg12, %c19_i64_52 : i64
        %162 = arith.addi %c18_i64, %161 : i64
        %163 = llvm.getelementptr %75[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %160, %163 : f32, !llvm.ptr<1>
        %164 = llvm.getelementptr %69[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %165 = llvm.load %164 : !llvm.ptr<1> -> f64
        %166 = llvm.getelementptr %72[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %167 = llvm.load %166 : !llvm.ptr<1> -> f64
        %cst_53 = arith.constant 1.000000e+308 : f64
        %168 = arith.mulf %165, %cst_53 : f64
        %169 = arith.subf %165, %165 : f64
        %170 = arith.divf %169, %169 : f64
        %171 = arith.addf %165, %167 : f64
        %c19_i64_54 = arith.constant 19 : i64
        %172 = arith.muli %arg12, %c19_i64_54 : i64
        %173 = llvm.getelementptr %78[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %171, %173 : f64, !llvm.ptr<1>
        %174 = arith.subf %165, %167 : f64
        %c1_i64_55 = arith.constant 1 : i64
        %c19_i64_56 = arith.constant 19 : i64
        %175 = arith.muli %arg12, %c19_i64_56 : i64
        %176 = arith.addi %c1_i64_55, %175 : i64
        %177 = llvm.getelementptr %78[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %174, %177 : f64, !llvm.ptr<1>
        %178 = arith.mulf %165, %167 : f64
        %c2_i64_57 = arith.constant 2 : i64
        %c19_i64_58 = arith.constant 19 : i64
        %179 = arith.muli %arg12, %c19_i64_58 : i64
        %180 = arith.addi %c2_i64_57, %179 : i64
        %181 = llvm.getelementptr %78[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %178, %181 : f64, !llvm.ptr<1>
        %182 = arith.divf %165, %167 : f64
        %c3_i64_59 = arith.constant 3 : i64
        %c19_i64_60 = arith.constant 19 : i64
        %183 = arith.muli %arg12, %c19_i64_60 : i64
        %184 = arith.addi %c3_i64_59, %183 : i64
        %185 = llvm.getelementptr %78[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %182, %185 : f64, !llvm.ptr<1>
        %186 = arith.remf %165, %167 : f64
        %c4_i64_61 = arith.constant 4 : i64
        %c19_i64_62 = arith.constant 19 : i64
        %187 = arith.muli %arg12, %c19_i64_62 : i64
        %188 = arith.addi %c4_i64_61, %187 : i64
        %189 = llvm.getelementptr %78[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %186, %189 : f64, !llvm.ptr<1>
        %190 = arith.negf %165 : f64
        %c5_i64_63 = arith.constant 5 : i64
        %c19_i64_64 = arith.constant 19 : i64
        %191 = arith.muli %arg12, %c19_i64_64 : i64
        %192 = arith.addi %c5_i64_63, %191 : i64
        %193 = llvm.getelementptr %78[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %190, %193 : f64, !llvm.ptr<1>
        %cst_65 = arith.constant 1.000000e-01 : f64
        %194 = arith.addf %165, %cst_65 : f64
        %c6_i64_66 = arith.constant 6 : i64
        %c19_i64_67 = arith.constant 19 : i64
        %195 = arith.muli %arg12, %c19_i64_67 : i64
        %196 = arith.addi %c6_i64_66, %195 : i64
        %197 = llvm.getelementptr %78[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %194, %197 : f64, !llvm.ptr<1>
        %cst_68 = arith.constant 3.000000e+00 : f64
        %198 = arith.mulf %165, %cst_68 : f64
        %c7_i64_69 = arith.constant 7 : i64
        %c19_i64_70 = arith.constant 19 : i64
        %199 = arith.muli %arg12, %c19_i64_70 : i64
        %200 = arith.addi %c7_i64_69, %199 : i64
        %201 = llvm.getelementptr %78[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %198, %201 : f64, !llvm.ptr<1>
        %cst_71 = arith.constant 3.000000e-01 : f64
        %202 = arith.remf %165, %cst_71 : f64
        %c8_i64_72 = arith.constant 8 : i64
        %c19_i64_73 = arith.constant 19 : i64
        %203 = arith.muli %arg12, %c19_i64_73 : i64
        %204 = arith.addi %c8_i64_72, %203 : i64
        %205 = llvm.getelementptr %78[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %202, %205 : f64, !llvm.ptr<1>
        %cst_74 = arith.constant -3.000000e-01 : f64
        %206 = arith.remf %165, %cst_74 : f64
        %c9_i64_75 = arith.constant 9 : i64
        %c19_i64_76 = arith.constant 19 : i64
        %207 = arith.muli %arg12, %c19_i64_76 : i64
        %208 = arith.addi %c9_i64_75, %207 : i64
        %209 = llvm.getelementptr %78[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %206, %209 : f64, !llvm.ptr<1>
        %cst_77 = arith.constant -7.500000e-01 : f64
        %210 = arith.remf %cst_77, %167 : f64
        %c10_i64_78 = arith.constant 10 : i64
        %c19_i64_79 = arith.constant 19 : i64
        %211 = arith.muli %arg12, %c19_i64_79 : i64
        %212 = arith.addi %c10_i64_78, %211 : i64
        %213 = llvm.getelementptr %78[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %210, %213 : f64, !llvm.ptr<1>
        %cst_80 = arith.constant 5.000000e-01 : f64
        %214 = arith.subf %cst_80, %165 : f64
        %c11_i64_81 = arith.constant 11 : i64
        %c19_i64_82 = arith.constant 19 : i64
        %215 = arith.muli %arg12, %c19_i64_82 : i64
        %216 = arith.addi %c11_i64_81, %215 : i64
        %217 = llvm.getelementptr %78[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %214, %217 : f64, !llvm.ptr<1>
        %cst_83 = arith.constant 1.000000e+01 : f64
        %218 = arith.mulf %168, %cst_83 : f64
        %c12_i64_84 = arith.constant 12 : i64
        %c19_i64_85 = arith.constant 19 : i64
        %219 = arith.muli %arg12, %c19_i64_85 : i64
        %220 = arith.addi %c12_i64_84, %219 : i64
        %221 = llvm.getelementptr %78[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %218, %221 : f64, !llvm.ptr<1>
        %222 = arith.divf %169, %169 : f64
        %c13_i64_86 = arith.constant 13 : i64
        %c19_i64_87 = arith.constant 19 : i64
        %223 = arith.muli %arg12, %c19_i64_87 : i64
        %224 = arith.addi %c13_i64_86, %223 : i64
        %225 = llvm.getelementptr %78[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %222, %225 : f64, !llvm.ptr<1>
        %226 = arith.negf %169 : f64
        %c14_i64_88 = arith.constant 14 : i64
        %c19_i64_89 = arith.constant 19 : i64
        %227 = arith.muli %arg12, %c19_i64_89 : i64
        %228 = arith.addi %c14_i64_88, %227 : i64
        %229 = llvm.getelementptr %78[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %226, %229 : f64, !llvm.ptr<1>
        %230 = arith.addf %170, %165 : f64
        %c15_i64_90 = arith.constant 15 : i64
        %c19_i64_91 = arith.constant 19 : i64
        %231 = arith.muli %arg12, %c19_i64_91 : i64
        %232 = arith.addi %c15_i64_90, %231 : i64
        %233 = llvm.getelementptr %78[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %230, %233 : f64, !llvm.ptr<1>
        %cst_92 = arith.constant 3.000000e+00 : f64
        %234 = arith.mulf %165, %cst_92 : f64
        %c16_i64_93 = arith.constant 16 : i64
        %c19_i64_94 = arith.constant 19 : i64
        %235 = arith.muli %arg12, %c19_i64_94 : i64
        %236 = arith.addi %c16_i64_93, %235 : i64
        %237 = llvm.getelementptr %78[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %234, %237 : f64, !llvm.ptr<1>
        %cst_95 = arith.constant 9.9999999999999992E-41 : f64
        %238 = arith.mulf %165, %cst_95 : f64
        %c17_i64_96 = arith.constant 17 : i64
        %c19_i64_97 = arith.constant 19 : i64
        %239 = arith.muli %arg12, %c19_i64_97 : i64
        %240 = arith.addi %c17_i64_96, %239 : i64
        %241 = llvm.getelementptr %78[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %238, %241 : f64, !llvm.ptr<1>
        %cst_98 = arith.constant 9.9999999999999994E+38 : f64
        %242 = arith.addf %165, %cst_98 : f64
        %c18_i64_99 = arith.constant 18 : i64
        %c19_i64_100 = arith.constant 19 : i64
        %243 = arith.muli %arg12, %c19_i64_100 : i64
        %244 = arith.addi %c18_i64_99, %243 : i64
        %245 = llvm.getelementptr %78[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %242, %245 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
