module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_bf16(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xbf16, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xbf16, strided<[1]>, 1>
      %18 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %19 = llvm.mlir.constant(0 : i64) : i64
      %20 = llvm.mlir.constant(19 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(19 : i64) : i64
      %23 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg4, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %20, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg5, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xbf16, strided<[1, 19]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xbf16, strided<[1]>, 1> -> memref<bf16, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xbf16, strided<[1]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xbf16, strided<[1]>, 1> -> memref<bf16, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xbf16, strided<[1]>, 1> -> index
      %34 = arith.index_cast %intptr_4 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<19x?xbf16, strided<[1, 19]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<19x?xbf16, strided<[1, 19]>, 1> -> index
      %37 = arith.index_cast %intptr_9 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_7#1 : index to i64
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %40 to %33 step %c32_i64  : i64 {
        %41 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %42 = llvm.load %41 : !llvm.ptr<1> -> bf16
        %43 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %44 = llvm.load %43 : !llvm.ptr<1> -> bf16
        %cst = arith.constant 3.004060e+38 : bf16
        %45 = arith.mulf %42, %cst : bf16
        %46 = arith.subf %42, %42 : bf16
        %47 = arith.divf %46, %46 : bf16
        %48 = arith.addf %42, %44 : bf16
        %c19_i64 = arith.constant 19 : i64
        %49 = arith.muli %arg6, %c19_i64 : i64
        %50 = llvm.getelementptr %38[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %48, %50 : bf16, !llvm.ptr<1>
        %51 = arith.subf %42, %44 : bf16
        %c1_i64 = arith.constant 1 : i64
        %c19_i64_10 = arith.constant 19 : i64
        %52 = arith.muli %arg6, %c19_i64_10 : i64
        %53 = arith.addi %c1_i64, %52 : i64
        %54 = llvm.getelementptr %38[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %51, %54 : bf16, !llvm.ptr<1>
        %55 = arith.mulf %42, %44 : bf16
        %c2_i64 = arith.constant 2 : i64
        %c19_i64_11 = arith.constant 19 : i64
        %56 = arith.muli %arg6, %c19_i64_11 : i64
        %57 = arith.addi %c2_i64, %56 : i64
        %58 = llvm.getelementptr %38[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %55, %58 : bf16, !llvm.ptr<1>
        %59 = arith.divf %42, %44 : bf16
        %c3_i64 = arith.constant 3 : i64
        %c19_i64_12 = arith.constant 19 : i64
        %60 = arith.muli %arg6, %c19_i64_12 : i64
        %61 = arith.addi %c3_i64, %60 : i64
        %62 = llvm.getelementptr %38[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %59, %62 : bf16, !llvm.ptr<1>
        %63 = arith.remf %42, %44 : bf16
        %c4_i64 = arith.constant 4 : i64
        %c19_i64_13 = arith.constant 19 : i64
        %64 = arith.muli %arg6, %c19_i64_13 : i64
        %65 = arith.addi %c4_i64, %64 : i64
        %66 = llvm.getelementptr %38[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %63, %66 : bf16, !llvm.ptr<1>
        %67 = arith.negf %42 : bf16
        %c5_i64 = arith.constant 5 : i64
        %c19_i64_14 = arith.constant 19 : i64
        %68 = arith.muli %arg6, %c19_i64_14 : i64
        %69 = arith.addi %c5_i64, %68 : i64
        %70 = llvm.getelementptr %38[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %67, %70 : bf16, !llvm.ptr<1>
        %cst_15 = arith.constant 1.000980e-01 : bf16
        %71 = arith.addf %42, %cst_15 : bf16
        %c6_i64 = arith.constant 6 : i64
        %c19_i64_16 = arith.constant 19 : i64
        %72 = arith.muli %arg6, %c19_i64_16 : i64
        %73 = arith.addi %c6_i64, %72 : i64
        %74 = llvm.getelementptr %38[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %71, %74 : bf16, !llvm.ptr<1>
        %cst_17 = arith.constant 3.000000e+00 : bf16
        %75 = arith.mulf %42, %cst_17 : bf16
        %c7_i64 = arith.constant 7 : i64
        %c19_i64_18 = arith.constant 19 : i64
        %76 = arith.muli %arg6, %c19_i64_18 : i64
        %77 = arith.addi %c7_i64, %76 : i64
        %78 = llvm.getelementptr %38[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %75, %78 : bf16, !llvm.ptr<1>
        %cst_19 = arith.constant 3.007810e-01 : bf16
        %79 = arith.remf %42, %cst_19 : bf16
        %c8_i64 = arith.constant 8 : i64
        %c19_i64_20 = arith.constant 19 : i64
        %80 = arith.muli %arg6, %c19_i64_20 : i64
        %81 = arith.addi %c8_i64, %80 : i64
        %82 = llvm.getelementptr %38[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %79, %82 : bf16, !llvm.ptr<1>
        %cst_21 = arith.constant -3.007810e-01 : bf16
        %83 = arith.remf %42, %cst_21 : bf16
        %c9_i64 = arith.constant 9 : i64
        %c19_i64_22 = arith.constant 19 : i64
        %84 = arith.muli %arg6, %c19_i64_22 : i64
        %85 = arith.addi %c9_i64, %84 : i64
        %86 = llvm.getelementptr %38[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %83, %86 : bf16, !llvm.ptr<1>
        %cst_23 = arith.constant -7.500000e-01 : bf16
        %87 = arith.remf %cst_23, %44 : bf16
        %c10_i64 = arith.constant 10 : i64
        %c19_i64_24 = arith.constant 19 : i64
        %88 = arith.muli %arg6, %c19_i64_24 : i64
        %89 = arith.addi %c10_i64, %88 : i64
        %90 = llvm.getelementptr %38[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %87, %90 : bf16, !llvm.ptr<1>
        %cst_25 = arith.constant 5.000000e-01 : bf16
        %91 = arith.subf %cst_25, %42 : bf16
        %c11_i64 = arith.constant 11 : i64
        %c19_i64_26 = arith.constant 19 : i64
        %92 = arith.muli %arg6, %c19_i64_26 : i64
        %93 = arith.addi %c11_i64, %92 : i64
        %94 = llvm.getelementptr %38[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %91, %94 : bf16, !llvm.ptr<1>
        %cst_27 = arith.constant 1.000000e+01 : bf16
        %95 = arith.mulf %45, %cst_27 : bf16
        %c12_i64 = arith.constant 12 : i64
        %c19_i64_28 = arith.constant 19 : i64
        %96 = arith.muli %arg6, %c19_i64_28 : i64
        %97 = arith.addi %c12_i64, %96 : i64
        %98 = llvm.getelementptr %38[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %95, %98 : bf16, !llvm.ptr<1>
        %99 = arith.divf %46, %46 : bf16
        %c13_i64 = arith.constant 13 : i64
        %c19_i64_29 = arith.constant 19 : i64
        %100 = arith.muli %arg6, %c19_i64_29 : i64
        %101 = arith.addi %c13_i64, %100 : i64
        %102 = llvm.getelementptr %38[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %99, %102 : bf16, !llvm.ptr<1>
        %103 = arith.negf %46 : bf16
        %c14_i64 = arith.constant 14 : i64
        %c19_i64_30 = arith.constant 19 : i64
        %104 = arith.muli %arg6, %c19_i64_30 : i64
        %105 = arith.addi %c14_i64, %104 : i64
        %106 = llvm.getelementptr %38[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %103, %106 : bf16, !llvm.ptr<1>
        %107 = arith.addf %47, %42 : bf16
        %c15_i64 = arith.constant 15 : i64
        %c19_i64_31 = arith.constant 19 : i64
        %108 = arith.muli %arg6, %c19_i64_31 : i64
        %109 = arith.addi %c15_i64, %108 : i64
        %110 = llvm.getelementptr %38[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %107, %110 : bf16, !llvm.ptr<1>
        %cst_32 = arith.constant 3.000000e+00 : bf16
        %111 = arith.mulf %42, %cst_32 : bf16
        %c16_i64 = arith.constant 16 : i64
        %c19_i64_33 = arith.constant 19 : i64
        %112 = arith.muli %arg6, %c19_i64_33 : i64
        %113 = arith.addi %c16_i64, %112 : i64
        %114 = llvm.getelementptr %38[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %111, %114 : bf16, !llvm.ptr<1>
        %cst_34 = arith.constant 1.010190e-39 : bf16
        %115 = arith.mulf %42, %cst_34 : bf16
        %c17_i64 = arith.constant 17 : i64
        %c19_i64_35 = arith.constant 19 : i64
        %116 = arith.muli %arg6, %c19_i64_35 : i64
        %117 = arith.addi %c17_i64, %116 : i64
        %118 = llvm.getelementptr %38[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %115, %118 : bf16, !llvm.ptr<1>
        %cst_36 = arith.constant 0x7F80 : bf16
        %119 = arith.addf %42, %cst_36 : bf16
        %c18_i64 = arith.constant 18 : i64
        %c19_i64_37 = arith.constant 19 : i64
        %120 = arith.muli %arg6, %c19_i64_37 : i64
        %121 = arith.addi %c18_i64, %120 : i64
        %122 = llvm.getelementptr %38[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %119, %122 : bf16, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
