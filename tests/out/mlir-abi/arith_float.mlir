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
      %thread_id_x = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg12 = %80 to %64 step %c32_i64  : i64 {
        %81 = llvm.getelementptr %63[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %82 = llvm.load %81 : !llvm.ptr<1> -> f32
        %83 = llvm.getelementptr %66[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %84 = llvm.load %83 : !llvm.ptr<1> -> f32
        %cst = arith.constant 3.000000e+38 : f32
        %85 = arith.mulf %82, %cst : f32
        %86 = arith.subf %82, %82 : f32
        %87 = arith.divf %86, %86 : f32
        %88 = arith.addf %82, %84 : f32
        %c19_i64 = arith.constant 19 : i64
        %89 = arith.muli %arg12, %c19_i64 : i64
        %90 = llvm.getelementptr %75[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %88, %90 : f32, !llvm.ptr<1>
        %91 = arith.subf %82, %84 : f32
        %c1_i64 = arith.constant 1 : i64
        %c19_i64_25 = arith.constant 19 : i64
        %92 = arith.muli %arg12, %c19_i64_25 : i64
        %93 = arith.addi %c1_i64, %92 : i64
        %94 = llvm.getelementptr %75[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %91, %94 : f32, !llvm.ptr<1>
        %95 = arith.mulf %82, %84 : f32
        %c2_i64 = arith.constant 2 : i64
        %c19_i64_26 = arith.constant 19 : i64
        %96 = arith.muli %arg12, %c19_i64_26 : i64
        %97 = arith.addi %c2_i64, %96 : i64
        %98 = llvm.getelementptr %75[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %95, %98 : f32, !llvm.ptr<1>
        %99 = arith.divf %82, %84 : f32
        %c3_i64 = arith.constant 3 : i64
        %c19_i64_27 = arith.constant 19 : i64
        %100 = arith.muli %arg12, %c19_i64_27 : i64
        %101 = arith.addi %c3_i64, %100 : i64
        %102 = llvm.getelementptr %75[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %99, %102 : f32, !llvm.ptr<1>
        %103 = arith.remf %82, %84 : f32
        %c4_i64 = arith.constant 4 : i64
        %c19_i64_28 = arith.constant 19 : i64
        %104 = arith.muli %arg12, %c19_i64_28 : i64
        %105 = arith.addi %c4_i64, %104 : i64
        %106 = llvm.getelementptr %75[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %103, %106 : f32, !llvm.ptr<1>
        %107 = arith.negf %82 : f32
        %c5_i64 = arith.constant 5 : i64
        %c19_i64_29 = arith.constant 19 : i64
        %108 = arith.muli %arg12, %c19_i64_29 : i64
        %109 = arith.addi %c5_i64, %108 : i64
        %110 = llvm.getelementptr %75[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %107, %110 : f32, !llvm.ptr<1>
        %cst_30 = arith.constant 1.000000e-01 : f32
        %111 = arith.addf %82, %cst_30 : f32
        %c6_i64 = arith.constant 6 : i64
        %c19_i64_31 = arith.constant 19 : i64
        %112 = arith.muli %arg12, %c19_i64_31 : i64
        %113 = arith.addi %c6_i64, %112 : i64
        %114 = llvm.getelementptr %75[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %111, %114 : f32, !llvm.ptr<1>
        %cst_32 = arith.constant 3.000000e+00 : f32
        %115 = arith.mulf %82, %cst_32 : f32
        %c7_i64 = arith.constant 7 : i64
        %c19_i64_33 = arith.constant 19 : i64
        %116 = arith.muli %arg12, %c19_i64_33 : i64
        %117 = arith.addi %c7_i64, %116 : i64
        %118 = llvm.getelementptr %75[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %115, %118 : f32, !llvm.ptr<1>
        %cst_34 = arith.constant 3.000000e-01 : f32
        %119 = arith.remf %82, %cst_34 : f32
        %c8_i64 = arith.constant 8 : i64
        %c19_i64_35 = arith.constant 19 : i64
        %120 = arith.muli %arg12, %c19_i64_35 : i64
        %121 = arith.addi %c8_i64, %120 : i64
        %122 = llvm.getelementptr %75[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %119, %122 : f32, !llvm.ptr<1>
        %cst_36 = arith.constant -3.000000e-01 : f32
        %123 = arith.remf %82, %cst_36 : f32
        %c9_i64 = arith.constant 9 : i64
        %c19_i64_37 = arith.constant 19 : i64
        %124 = arith.muli %arg12, %c19_i64_37 : i64
        %125 = arith.addi %c9_i64, %124 : i64
        %126 = llvm.getelementptr %75[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %123, %126 : f32, !llvm.ptr<1>
        %cst_38 = arith.constant -7.500000e-01 : f32
        %127 = arith.remf %cst_38, %84 : f32
        %c10_i64 = arith.constant 10 : i64
        %c19_i64_39 = arith.constant 19 : i64
        %128 = arith.muli %arg12, %c19_i64_39 : i64
        %129 = arith.addi %c10_i64, %128 : i64
        %130 = llvm.getelementptr %75[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %127, %130 : f32, !llvm.ptr<1>
        %cst_40 = arith.constant 5.000000e-01 : f32
        %131 = arith.subf %cst_40, %82 : f32
        %c11_i64 = arith.constant 11 : i64
        %c19_i64_41 = arith.constant 19 : i64
        %132 = arith.muli %arg12, %c19_i64_41 : i64
        %133 = arith.addi %c11_i64, %132 : i64
        %134 = llvm.getelementptr %75[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %131, %134 : f32, !llvm.ptr<1>
        %cst_42 = arith.constant 1.000000e+01 : f32
        %135 = arith.mulf %85, %cst_42 : f32
        %c12_i64 = arith.constant 12 : i64
        %c19_i64_43 = arith.constant 19 : i64
        %136 = arith.muli %arg12, %c19_i64_43 : i64
        %137 = arith.addi %c12_i64, %136 : i64
        %138 = llvm.getelementptr %75[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %135, %138 : f32, !llvm.ptr<1>
        %139 = arith.divf %86, %86 : f32
        %c13_i64 = arith.constant 13 : i64
        %c19_i64_44 = arith.constant 19 : i64
        %140 = arith.muli %arg12, %c19_i64_44 : i64
        %141 = arith.addi %c13_i64, %140 : i64
        %142 = llvm.getelementptr %75[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %139, %142 : f32, !llvm.ptr<1>
        %143 = arith.negf %86 : f32
        %c14_i64 = arith.constant 14 : i64
        %c19_i64_45 = arith.constant 19 : i64
        %144 = arith.muli %arg12, %c19_i64_45 : i64
        %145 = arith.addi %c14_i64, %144 : i64
        %146 = llvm.getelementptr %75[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %143, %146 : f32, !llvm.ptr<1>
        %147 = arith.addf %87, %82 : f32
        %c15_i64 = arith.constant 15 : i64
        %c19_i64_46 = arith.constant 19 : i64
        %148 = arith.muli %arg12, %c19_i64_46 : i64
        %149 = arith.addi %c15_i64, %148 : i64
        %150 = llvm.getelementptr %75[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %147, %150 : f32, !llvm.ptr<1>
        %cst_47 = arith.constant 3.000000e+00 : f32
        %151 = arith.mulf %82, %cst_47 : f32
        %c16_i64 = arith.constant 16 : i64
        %c19_i64_48 = arith.constant 19 : i64
        %152 = arith.muli %arg12, %c19_i64_48 : i64
        %153 = arith.addi %c16_i64, %152 : i64
        %154 = llvm.getelementptr %75[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %151, %154 : f32, !llvm.ptr<1>
        %cst_49 = arith.constant 9.999940e-41 : f32
        %155 = arith.mulf %82, %cst_49 : f32
        %c17_i64 = arith.constant 17 : i64
        %c19_i64_50 = arith.constant 19 : i64
        %156 = arith.muli %arg12, %c19_i64_50 : i64
        %157 = arith.addi %c17_i64, %156 : i64
        %158 = llvm.getelementptr %75[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %155, %158 : f32, !llvm.ptr<1>
        %cst_51 = arith.constant 0x7F800000 : f32
        %159 = arith.addf %82, %cst_51 : f32
        %c18_i64 = arith.constant 18 : i64
        %c19_i64_52 = arith.constant 19 : i64
        %160 = arith.muli %arg12, %c19_i64_52 : i64
        %161 = arith.addi %c18_i64, %160 : i64
        %162 = llvm.getelementptr %75[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %159, %162 : f32, !llvm.ptr<1>
        %163 = llvm.getelementptr %69[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %164 = llvm.load %163 : !llvm.ptr<1> -> f64
        %165 = llvm.getelementptr %72[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %166 = llvm.load %165 : !llvm.ptr<1> -> f64
        %cst_53 = arith.constant 1.000000e+308 : f64
        %167 = arith.mulf %164, %cst_53 : f64
        %168 = arith.subf %164, %164 : f64
        %169 = arith.divf %168, %168 : f64
        %170 = arith.addf %164, %166 : f64
        %c19_i64_54 = arith.constant 19 : i64
        %171 = arith.muli %arg12, %c19_i64_54 : i64
        %172 = llvm.getelementptr %78[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %170, %172 : f64, !llvm.ptr<1>
        %173 = arith.subf %164, %166 : f64
        %c1_i64_55 = arith.constant 1 : i64
        %c19_i64_56 = arith.constant 19 : i64
        %174 = arith.muli %arg12, %c19_i64_56 : i64
        %175 = arith.addi %c1_i64_55, %174 : i64
        %176 = llvm.getelementptr %78[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %173, %176 : f64, !llvm.ptr<1>
        %177 = arith.mulf %164, %166 : f64
        %c2_i64_57 = arith.constant 2 : i64
        %c19_i64_58 = arith.constant 19 : i64
        %178 = arith.muli %arg12, %c19_i64_58 : i64
        %179 = arith.addi %c2_i64_57, %178 : i64
        %180 = llvm.getelementptr %78[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %177, %180 : f64, !llvm.ptr<1>
        %181 = arith.divf %164, %166 : f64
        %c3_i64_59 = arith.constant 3 : i64
        %c19_i64_60 = arith.constant 19 : i64
        %182 = arith.muli %arg12, %c19_i64_60 : i64
        %183 = arith.addi %c3_i64_59, %182 : i64
        %184 = llvm.getelementptr %78[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %181, %184 : f64, !llvm.ptr<1>
        %185 = arith.remf %164, %166 : f64
        %c4_i64_61 = arith.constant 4 : i64
        %c19_i64_62 = arith.constant 19 : i64
        %186 = arith.muli %arg12, %c19_i64_62 : i64
        %187 = arith.addi %c4_i64_61, %186 : i64
        %188 = llvm.getelementptr %78[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %185, %188 : f64, !llvm.ptr<1>
        %189 = arith.negf %164 : f64
        %c5_i64_63 = arith.constant 5 : i64
        %c19_i64_64 = arith.constant 19 : i64
        %190 = arith.muli %arg12, %c19_i64_64 : i64
        %191 = arith.addi %c5_i64_63, %190 : i64
        %192 = llvm.getelementptr %78[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %189, %192 : f64, !llvm.ptr<1>
        %cst_65 = arith.constant 1.000000e-01 : f64
        %193 = arith.addf %164, %cst_65 : f64
        %c6_i64_66 = arith.constant 6 : i64
        %c19_i64_67 = arith.constant 19 : i64
        %194 = arith.muli %arg12, %c19_i64_67 : i64
        %195 = arith.addi %c6_i64_66, %194 : i64
        %196 = llvm.getelementptr %78[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %193, %196 : f64, !llvm.ptr<1>
        %cst_68 = arith.constant 3.000000e+00 : f64
        %197 = arith.mulf %164, %cst_68 : f64
        %c7_i64_69 = arith.constant 7 : i64
        %c19_i64_70 = arith.constant 19 : i64
        %198 = arith.muli %arg12, %c19_i64_70 : i64
        %199 = arith.addi %c7_i64_69, %198 : i64
        %200 = llvm.getelementptr %78[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %197, %200 : f64, !llvm.ptr<1>
        %cst_71 = arith.constant 3.000000e-01 : f64
        %201 = arith.remf %164, %cst_71 : f64
        %c8_i64_72 = arith.constant 8 : i64
        %c19_i64_73 = arith.constant 19 : i64
        %202 = arith.muli %arg12, %c19_i64_73 : i64
        %203 = arith.addi %c8_i64_72, %202 : i64
        %204 = llvm.getelementptr %78[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %201, %204 : f64, !llvm.ptr<1>
        %cst_74 = arith.constant -3.000000e-01 : f64
        %205 = arith.remf %164, %cst_74 : f64
        %c9_i64_75 = arith.constant 9 : i64
        %c19_i64_76 = arith.constant 19 : i64
        %206 = arith.muli %arg12, %c19_i64_76 : i64
        %207 = arith.addi %c9_i64_75, %206 : i64
        %208 = llvm.getelementptr %78[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %205, %208 : f64, !llvm.ptr<1>
        %cst_77 = arith.constant -7.500000e-01 : f64
        %209 = arith.remf %cst_77, %166 : f64
        %c10_i64_78 = arith.constant 10 : i64
        %c19_i64_79 = arith.constant 19 : i64
        %210 = arith.muli %arg12, %c19_i64_79 : i64
        %211 = arith.addi %c10_i64_78, %210 : i64
        %212 = llvm.getelementptr %78[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %209, %212 : f64, !llvm.ptr<1>
        %cst_80 = arith.constant 5.000000e-01 : f64
        %213 = arith.subf %cst_80, %164 : f64
        %c11_i64_81 = arith.constant 11 : i64
        %c19_i64_82 = arith.constant 19 : i64
        %214 = arith.muli %arg12, %c19_i64_82 : i64
        %215 = arith.addi %c11_i64_81, %214 : i64
        %216 = llvm.getelementptr %78[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %213, %216 : f64, !llvm.ptr<1>
        %cst_83 = arith.constant 1.000000e+01 : f64
        %217 = arith.mulf %167, %cst_83 : f64
        %c12_i64_84 = arith.constant 12 : i64
        %c19_i64_85 = arith.constant 19 : i64
        %218 = arith.muli %arg12, %c19_i64_85 : i64
        %219 = arith.addi %c12_i64_84, %218 : i64
        %220 = llvm.getelementptr %78[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %217, %220 : f64, !llvm.ptr<1>
        %221 = arith.divf %168, %168 : f64
        %c13_i64_86 = arith.constant 13 : i64
        %c19_i64_87 = arith.constant 19 : i64
        %222 = arith.muli %arg12, %c19_i64_87 : i64
        %223 = arith.addi %c13_i64_86, %222 : i64
        %224 = llvm.getelementptr %78[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %221, %224 : f64, !llvm.ptr<1>
        %225 = arith.negf %168 : f64
        %c14_i64_88 = arith.constant 14 : i64
        %c19_i64_89 = arith.constant 19 : i64
        %226 = arith.muli %arg12, %c19_i64_89 : i64
        %227 = arith.addi %c14_i64_88, %226 : i64
        %228 = llvm.getelementptr %78[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %225, %228 : f64, !llvm.ptr<1>
        %229 = arith.addf %169, %164 : f64
        %c15_i64_90 = arith.constant 15 : i64
        %c19_i64_91 = arith.constant 19 : i64
        %230 = arith.muli %arg12, %c19_i64_91 : i64
        %231 = arith.addi %c15_i64_90, %230 : i64
        %232 = llvm.getelementptr %78[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %229, %232 : f64, !llvm.ptr<1>
        %cst_92 = arith.constant 3.000000e+00 : f64
        %233 = arith.mulf %164, %cst_92 : f64
        %c16_i64_93 = arith.constant 16 : i64
        %c19_i64_94 = arith.constant 19 : i64
        %234 = arith.muli %arg12, %c19_i64_94 : i64
        %235 = arith.addi %c16_i64_93, %234 : i64
        %236 = llvm.getelementptr %78[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %233, %236 : f64, !llvm.ptr<1>
        %cst_95 = arith.constant 9.9999999999999992E-41 : f64
        %237 = arith.mulf %164, %cst_95 : f64
        %c17_i64_96 = arith.constant 17 : i64
        %c19_i64_97 = arith.constant 19 : i64
        %238 = arith.muli %arg12, %c19_i64_97 : i64
        %239 = arith.addi %c17_i64_96, %238 : i64
        %240 = llvm.getelementptr %78[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %237, %240 : f64, !llvm.ptr<1>
        %cst_98 = arith.constant 9.9999999999999994E+38 : f64
        %241 = arith.addf %164, %cst_98 : f64
        %c18_i64_99 = arith.constant 18 : i64
        %c19_i64_100 = arith.constant 19 : i64
        %242 = arith.muli %arg12, %c19_i64_100 : i64
        %243 = arith.addi %c18_i64_99, %242 : i64
        %244 = llvm.getelementptr %78[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %241, %244 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
