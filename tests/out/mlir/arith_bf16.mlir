module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @arith_bf16(%arg0: memref<?xbf16, strided<[1]>, 1>, %arg1: memref<?xbf16, strided<[1]>, 1>, %arg2: memref<19x?xbf16, strided<[1, 19]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xbf16, strided<[1]>, 1> -> memref<bf16, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xbf16, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xbf16, strided<[1]>, 1> -> memref<bf16, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xbf16, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<19x?xbf16, strided<[1, 19]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<19x?xbf16, strided<[1, 19]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %9 to %2 step %c32_i64  : i64 {
        %10 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %11 = llvm.load %10 : !llvm.ptr<1> -> bf16
        %12 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %13 = llvm.load %12 : !llvm.ptr<1> -> bf16
        %cst = arith.constant 3.004060e+38 : bf16
        %14 = arith.mulf %11, %cst : bf16
        %15 = arith.subf %11, %11 : bf16
        %16 = arith.divf %15, %15 : bf16
        %17 = arith.addf %11, %13 : bf16
        %c19_i64 = arith.constant 19 : i64
        %18 = arith.muli %arg3, %c19_i64 : i64
        %19 = llvm.getelementptr %7[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %17, %19 : bf16, !llvm.ptr<1>
        %20 = arith.subf %11, %13 : bf16
        %c1_i64 = arith.constant 1 : i64
        %c19_i64_10 = arith.constant 19 : i64
        %21 = arith.muli %arg3, %c19_i64_10 : i64
        %22 = arith.addi %c1_i64, %21 : i64
        %23 = llvm.getelementptr %7[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %20, %23 : bf16, !llvm.ptr<1>
        %24 = arith.mulf %11, %13 : bf16
        %c2_i64 = arith.constant 2 : i64
        %c19_i64_11 = arith.constant 19 : i64
        %25 = arith.muli %arg3, %c19_i64_11 : i64
        %26 = arith.addi %c2_i64, %25 : i64
        %27 = llvm.getelementptr %7[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %24, %27 : bf16, !llvm.ptr<1>
        %28 = arith.divf %11, %13 : bf16
        %c3_i64 = arith.constant 3 : i64
        %c19_i64_12 = arith.constant 19 : i64
        %29 = arith.muli %arg3, %c19_i64_12 : i64
        %30 = arith.addi %c3_i64, %29 : i64
        %31 = llvm.getelementptr %7[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %28, %31 : bf16, !llvm.ptr<1>
        %32 = arith.remf %11, %13 : bf16
        %c4_i64 = arith.constant 4 : i64
        %c19_i64_13 = arith.constant 19 : i64
        %33 = arith.muli %arg3, %c19_i64_13 : i64
        %34 = arith.addi %c4_i64, %33 : i64
        %35 = llvm.getelementptr %7[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %32, %35 : bf16, !llvm.ptr<1>
        %36 = arith.negf %11 : bf16
        %c5_i64 = arith.constant 5 : i64
        %c19_i64_14 = arith.constant 19 : i64
        %37 = arith.muli %arg3, %c19_i64_14 : i64
        %38 = arith.addi %c5_i64, %37 : i64
        %39 = llvm.getelementptr %7[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %36, %39 : bf16, !llvm.ptr<1>
        %cst_15 = arith.constant 1.000980e-01 : bf16
        %40 = arith.addf %11, %cst_15 : bf16
        %c6_i64 = arith.constant 6 : i64
        %c19_i64_16 = arith.constant 19 : i64
        %41 = arith.muli %arg3, %c19_i64_16 : i64
        %42 = arith.addi %c6_i64, %41 : i64
        %43 = llvm.getelementptr %7[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %40, %43 : bf16, !llvm.ptr<1>
        %cst_17 = arith.constant 3.000000e+00 : bf16
        %44 = arith.mulf %11, %cst_17 : bf16
        %c7_i64 = arith.constant 7 : i64
        %c19_i64_18 = arith.constant 19 : i64
        %45 = arith.muli %arg3, %c19_i64_18 : i64
        %46 = arith.addi %c7_i64, %45 : i64
        %47 = llvm.getelementptr %7[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %44, %47 : bf16, !llvm.ptr<1>
        %cst_19 = arith.constant 3.007810e-01 : bf16
        %48 = arith.remf %11, %cst_19 : bf16
        %c8_i64 = arith.constant 8 : i64
        %c19_i64_20 = arith.constant 19 : i64
        %49 = arith.muli %arg3, %c19_i64_20 : i64
        %50 = arith.addi %c8_i64, %49 : i64
        %51 = llvm.getelementptr %7[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %48, %51 : bf16, !llvm.ptr<1>
        %cst_21 = arith.constant -3.007810e-01 : bf16
        %52 = arith.remf %11, %cst_21 : bf16
        %c9_i64 = arith.constant 9 : i64
        %c19_i64_22 = arith.constant 19 : i64
        %53 = arith.muli %arg3, %c19_i64_22 : i64
        %54 = arith.addi %c9_i64, %53 : i64
        %55 = llvm.getelementptr %7[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %52, %55 : bf16, !llvm.ptr<1>
        %cst_23 = arith.constant -7.500000e-01 : bf16
        %56 = arith.remf %cst_23, %13 : bf16
        %c10_i64 = arith.constant 10 : i64
        %c19_i64_24 = arith.constant 19 : i64
        %57 = arith.muli %arg3, %c19_i64_24 : i64
        %58 = arith.addi %c10_i64, %57 : i64
        %59 = llvm.getelementptr %7[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %56, %59 : bf16, !llvm.ptr<1>
        %cst_25 = arith.constant 5.000000e-01 : bf16
        %60 = arith.subf %cst_25, %11 : bf16
        %c11_i64 = arith.constant 11 : i64
        %c19_i64_26 = arith.constant 19 : i64
        %61 = arith.muli %arg3, %c19_i64_26 : i64
        %62 = arith.addi %c11_i64, %61 : i64
        %63 = llvm.getelementptr %7[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %60, %63 : bf16, !llvm.ptr<1>
        %cst_27 = arith.constant 1.000000e+01 : bf16
        %64 = arith.mulf %14, %cst_27 : bf16
        %c12_i64 = arith.constant 12 : i64
        %c19_i64_28 = arith.constant 19 : i64
        %65 = arith.muli %arg3, %c19_i64_28 : i64
        %66 = arith.addi %c12_i64, %65 : i64
        %67 = llvm.getelementptr %7[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %64, %67 : bf16, !llvm.ptr<1>
        %68 = arith.divf %15, %15 : bf16
        %c13_i64 = arith.constant 13 : i64
        %c19_i64_29 = arith.constant 19 : i64
        %69 = arith.muli %arg3, %c19_i64_29 : i64
        %70 = arith.addi %c13_i64, %69 : i64
        %71 = llvm.getelementptr %7[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %68, %71 : bf16, !llvm.ptr<1>
        %72 = arith.negf %15 : bf16
        %c14_i64 = arith.constant 14 : i64
        %c19_i64_30 = arith.constant 19 : i64
        %73 = arith.muli %arg3, %c19_i64_30 : i64
        %74 = arith.addi %c14_i64, %73 : i64
        %75 = llvm.getelementptr %7[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %72, %75 : bf16, !llvm.ptr<1>
        %76 = arith.addf %16, %11 : bf16
        %c15_i64 = arith.constant 15 : i64
        %c19_i64_31 = arith.constant 19 : i64
        %77 = arith.muli %arg3, %c19_i64_31 : i64
        %78 = arith.addi %c15_i64, %77 : i64
        %79 = llvm.getelementptr %7[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %76, %79 : bf16, !llvm.ptr<1>
        %cst_32 = arith.constant 3.000000e+00 : bf16
        %80 = arith.mulf %11, %cst_32 : bf16
        %c16_i64 = arith.constant 16 : i64
        %c19_i64_33 = arith.constant 19 : i64
        %81 = arith.muli %arg3, %c19_i64_33 : i64
        %82 = arith.addi %c16_i64, %81 : i64
        %83 = llvm.getelementptr %7[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %80, %83 : bf16, !llvm.ptr<1>
        %cst_34 = arith.constant 1.010190e-39 : bf16
        %84 = arith.mulf %11, %cst_34 : bf16
        %c17_i64 = arith.constant 17 : i64
        %c19_i64_35 = arith.constant 19 : i64
        %85 = arith.muli %arg3, %c19_i64_35 : i64
        %86 = arith.addi %c17_i64, %85 : i64
        %87 = llvm.getelementptr %7[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %84, %87 : bf16, !llvm.ptr<1>
        %cst_36 = arith.constant 0x7F80 : bf16
        %88 = arith.addf %11, %cst_36 : bf16
        %c18_i64 = arith.constant 18 : i64
        %c19_i64_37 = arith.constant 19 : i64
        %89 = arith.muli %arg3, %c19_i64_37 : i64
        %90 = arith.addi %c18_i64, %89 : i64
        %91 = llvm.getelementptr %7[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %88, %91 : bf16, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
