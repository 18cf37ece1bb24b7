module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @int_ops(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
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
      %20 = llvm.mlir.constant(13 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(13 : i64) : i64
      %23 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg4, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %20, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg5, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x?xi32, strided<[1, 13]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.insertvalue %arg6, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = llvm.insertvalue %arg6, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %36 = llvm.insertvalue %32, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.insertvalue %arg7, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %38 = llvm.insertvalue %33, %37[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = builtin.unrealized_conversion_cast %38 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64, strided<[1]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xi32, strided<[1]>, 1> -> index
      %40 = arith.index_cast %intptr : index to i64
      %41 = llvm.inttoptr %40 : i64 to !llvm.ptr<1>
      %42 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xi32, strided<[1]>, 1> -> index
      %43 = arith.index_cast %intptr_4 : index to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<1>
      %45 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<13x?xi32, strided<[1, 13]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<13x?xi32, strided<[1, 13]>, 1> -> index
      %46 = arith.index_cast %intptr_9 : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
      %48 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %39 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %39 : memref<?xi64, strided<[1]>, 1> -> index
      %49 = arith.index_cast %intptr_14 : index to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<1>
      %51 = arith.index_cast %sizes_12 : index to i64
      %thread_id_x = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg8 = %52 to %42 step %c32_i64  : i64 {
        %53 = llvm.getelementptr %41[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %54 = llvm.load %53 : !llvm.ptr<1> -> i32
        %55 = llvm.getelementptr %44[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %56 = llvm.load %55 : !llvm.ptr<1> -> i32
        %c7_i32 = arith.constant 7 : i32
        %57 = arith.andi %56, %c7_i32 : i32
        %58 = arith.addi %54, %56 : i32
        %59 = arith.subi %54, %56 : i32
        %60 = arith.muli %54, %56 : i32
        %61 = arith.divsi %54, %56 : i32
        %c-1_i32 = arith.constant -1 : i32
        %62 = arith.cmpi eq, %56, %c-1_i32 : i32
        %63 = arith.extui %62 : i1 to i32
        %c2_i32 = arith.constant 2 : i32
        %64 = arith.muli %63, %c2_i32 : i32
        %65 = arith.addi %56, %64 : i32
        %66 = arith.remsi %54, %65 : i32
        %c31_i32 = arith.constant 31 : i32
        %67 = arith.andi %57, %c31_i32 : i32
        %68 = arith.shli %54, %67 : i32
        %c31_i32_15 = arith.constant 31 : i32
        %69 = arith.andi %57, %c31_i32_15 : i32
        %70 = arith.shrsi %54, %69 : i32
        %71 = arith.andi %54, %56 : i32
        %72 = arith.ori %54, %56 : i32
        %73 = arith.xori %54, %56 : i32
        %c0_i32 = arith.constant 0 : i32
        %74 = arith.subi %c0_i32, %54 : i32
        %c-1_i32_16 = arith.constant -1 : i32
        %75 = arith.xori %54, %c-1_i32_16 : i32
        %76 = arith.trunci %54 : i32 to i8
        %77 = arith.extsi %76 : i8 to i32
        %c13_i64 = arith.constant 13 : i64
        %78 = arith.muli %arg8, %c13_i64 : i64
        %79 = llvm.getelementptr %47[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %58, %79 : i32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c13_i64_17 = arith.constant 13 : i64
        %80 = arith.muli %arg8, %c13_i64_17 : i64
        %81 = arith.addi %c1_i64, %80 : i64
        %82 = llvm.getelementptr %47[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %59, %82 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c13_i64_18 = arith.constant 13 : i64
        %83 = arith.muli %arg8, %c13_i64_18 : i64
        %84 = arith.addi %c2_i64, %83 : i64
        %85 = llvm.getelementptr %47[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %60, %85 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c13_i64_19 = arith.constant 13 : i64
        %86 = arith.muli %arg8, %c13_i64_19 : i64
        %87 = arith.addi %c3_i64, %86 : i64
        %88 = llvm.getelementptr %47[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %61, %88 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c13_i64_20 = arith.constant 13 : i64
        %89 = arith.muli %arg8, %c13_i64_20 : i64
        %90 = arith.addi %c4_i64, %89 : i64
        %91 = llvm.getelementptr %47[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %66, %91 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c13_i64_21 = arith.constant 13 : i64
        %92 = arith.muli %arg8, %c13_i64_21 : i64
        %93 = arith.addi %c5_i64, %92 : i64
        %94 = llvm.getelementptr %47[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %68, %94 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c13_i64_22 = arith.constant 13 : i64
        %95 = arith.muli %arg8, %c13_i64_22 : i64
        %96 = arith.addi %c6_i64, %95 : i64
        %97 = llvm.getelementptr %47[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %70, %97 : i32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %c13_i64_23 = arith.constant 13 : i64
        %98 = arith.muli %arg8, %c13_i64_23 : i64
        %99 = arith.addi %c7_i64, %98 : i64
        %100 = llvm.getelementptr %47[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %71, %100 : i32, !llvm.ptr<1>
        %c8_i64 = arith.constant 8 : i64
        %c13_i64_24 = arith.constant 13 : i64
        %101 = arith.muli %arg8, %c13_i64_24 : i64
        %102 = arith.addi %c8_i64, %101 : i64
        %103 = llvm.getelementptr %47[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %72, %103 : i32, !llvm.ptr<1>
        %c9_i64 = arith.constant 9 : i64
        %c13_i64_25 = arith.constant 13 : i64
        %104 = arith.muli %arg8, %c13_i64_25 : i64
        %105 = arith.addi %c9_i64, %104 : i64
        %106 = llvm.getelementptr %47[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %73, %106 : i32, !llvm.ptr<1>
        %c10_i64 = arith.constant 10 : i64
        %c13_i64_26 = arith.constant 13 : i64
        %107 = arith.muli %arg8, %c13_i64_26 : i64
        %108 = arith.addi %c10_i64, %107 : i64
        %109 = llvm.getelementptr %47[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %74, %109 : i32, !llvm.ptr<1>
        %c11_i64 = arith.constant 11 : i64
        %c13_i64_27 = arith.constant 13 : i64
        %110 = arith.muli %arg8, %c13_i64_27 : i64
        %111 = arith.addi %c11_i64, %110 : i64
        %112 = llvm.getelementptr %47[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %75, %112 : i32, !llvm.ptr<1>
        %c12_i64 = arith.constant 12 : i64
        %c13_i64_28 = arith.constant 13 : i64
        %113 = arith.muli %arg8, %c13_i64_28 : i64
        %114 = arith.addi %c12_i64, %113 : i64
        %115 = llvm.getelementptr %47[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %77, %115 : i32, !llvm.ptr<1>
        %116 = arith.extsi %54 : i32 to i64
        %117 = arith.extsi %56 : i32 to i64
        %118 = arith.muli %116, %117 : i64
        %119 = llvm.getelementptr %50[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %118, %119 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
