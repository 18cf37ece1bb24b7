module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @int_edges(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i32, %arg7: i32, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.insertvalue %arg8, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg8, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %1, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %3, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xi32, strided<[1]>, 1>
      %10 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %11 = llvm.mlir.constant(0 : i64) : i64
      %12 = llvm.mlir.constant(2 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg9, %10[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg9, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.insertvalue %12, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %18 = llvm.insertvalue %13, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<2xi64, strided<[1]>, 1>
      %20 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %21 = llvm.mlir.constant(0 : i64) : i64
      %22 = llvm.mlir.constant(8 : i64) : i64
      %23 = llvm.mlir.constant(1 : i64) : i64
      %24 = llvm.insertvalue %arg10, %20[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %25 = llvm.insertvalue %arg10, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = llvm.insertvalue %21, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %27 = llvm.insertvalue %22, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.insertvalue %23, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xi32, strided<[1]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(3 : i64) : i64
      %33 = llvm.mlir.constant(8 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(3 : i64) : i64
      %36 = llvm.insertvalue %arg11, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg11, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<3x8xi32, strided<[1, 3]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %9 : memref<8xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %9 : memref<8xi32, strided<[1]>, 1> -> index
      %44 = arith.index_cast %intptr : index to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %19 : memref<2xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %19 : memref<2xi64, strided<[1]>, 1> -> index
      %46 = arith.index_cast %intptr_4 : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %29 : memref<8xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %29 : memref<8xi32, strided<[1]>, 1> -> index
      %48 = arith.index_cast %intptr_9 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %43 : memref<3x8xi32, strided<[1, 3]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %43 : memref<3x8xi32, strided<[1, 3]>, 1> -> index
      %50 = arith.index_cast %intptr_14 : index to i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      %c31_i32 = arith.constant 31 : i32
      %52 = arith.andi %arg0, %c31_i32 : i32
      %53 = arith.shrsi %c-2147483648_i32, %52 : i32
      llvm.store %53, %45 : i32, !llvm.ptr<1>
      %c-2147483648_i32_15 = arith.constant -2147483648 : i32
      %c33_i32 = arith.constant 33 : i32
      %c31_i32_16 = arith.constant 31 : i32
      %54 = arith.andi %c33_i32, %c31_i32_16 : i32
      %55 = arith.shrsi %c-2147483648_i32_15, %54 : i32
      %c1_i64 = arith.constant 1 : i64
      %56 = llvm.getelementptr %45[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %55, %56 : i32, !llvm.ptr<1>
      %c-2147483648_i32_17 = arith.constant -2147483648 : i32
      %c31_i32_18 = arith.constant 31 : i32
      %57 = arith.andi %arg0, %c31_i32_18 : i32
      %58 = arith.shli %c-2147483648_i32_17, %57 : i32
      %c2_i64 = arith.constant 2 : i64
      %59 = llvm.getelementptr %45[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %58, %59 : i32, !llvm.ptr<1>
      %c-2147483648_i32_19 = arith.constant -2147483648 : i32
      %c40_i32 = arith.constant 40 : i32
      %c31_i32_20 = arith.constant 31 : i32
      %60 = arith.andi %c40_i32, %c31_i32_20 : i32
      %61 = arith.shrsi %c-2147483648_i32_19, %60 : i32
      %c3_i64 = arith.constant 3 : i64
      %62 = llvm.getelementptr %45[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %61, %62 : i32, !llvm.ptr<1>
      %c-1_i32 = arith.constant -1 : i32
      %63 = arith.cmpi eq, %arg2, %c-1_i32 : i32
      %64 = arith.extui %63 : i1 to i32
      %c2_i32 = arith.constant 2 : i32
      %65 = arith.muli %64, %c2_i32 : i32
      %66 = arith.addi %arg2, %65 : i32
      %67 = arith.remsi %arg1, %66 : i32
      %c4_i64 = arith.constant 4 : i64
      %68 = llvm.getelementptr %45[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %67, %68 : i32, !llvm.ptr<1>
      %c0_i32 = arith.constant 0 : i32
      %c5_i64 = arith.constant 5 : i64
      %69 = llvm.getelementptr %45[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %c0_i32, %69 : i32, !llvm.ptr<1>
      %c-2147483648_i32_21 = arith.constant -2147483648 : i32
      %c-1_i32_22 = arith.constant -1 : i32
      %70 = arith.cmpi eq, %arg2, %c-1_i32_22 : i32
      %71 = arith.extui %70 : i1 to i32
      %c2_i32_23 = arith.constant 2 : i32
      %72 = arith.muli %71, %c2_i32_23 : i32
      %73 = arith.addi %arg2, %72 : i32
      %74 = arith.remsi %c-2147483648_i32_21, %73 : i32
      %c6_i64 = arith.constant 6 : i64
      %75 = llvm.getelementptr %45[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %74, %75 : i32, !llvm.ptr<1>
      %c-1_i64 = arith.constant -1 : i64
      %76 = arith.cmpi eq, %arg4, %c-1_i64 : i64
      %77 = arith.extui %76 : i1 to i64
      %c2_i64_24 = arith.constant 2 : i64
      %78 = arith.muli %77, %c2_i64_24 : i64
      %79 = arith.addi %arg4, %78 : i64
      %80 = arith.remsi %arg3, %79 : i64
      llvm.store %80, %47 : i64, !llvm.ptr<1>
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %81 = arith.maxsi %c9223372036854775807_i64, %arg5 : i64
      %82 = arith.subi %81, %arg5 : i64
      %thread_id_x = gpu.thread_id  x
      %83 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg12 = %83 to %82 step %c32_i64  : i64 {
        %109 = arith.addi %arg5, %arg12 : i64
        %110 = arith.subi %109, %arg5 : i64
        %111 = llvm.getelementptr %49[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %112 = llvm.load %111 : !llvm.ptr<1> -> i32
        %c1_i32 = arith.constant 1 : i32
        %113 = arith.addi %112, %c1_i32 : i32
        %114 = llvm.getelementptr %49[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %113, %114 : i32, !llvm.ptr<1>
      }
      %c120_i64 = arith.constant 120 : i64
      %c127_i64 = arith.constant 127 : i64
      %c3_i64_25 = arith.constant 3 : i64
      scf.for %arg12 = %c120_i64 to %c127_i64 step %c3_i64_25  : i64 {
        %109 = arith.trunci %arg12 : i64 to i8
        %c120_i8 = arith.constant 120 : i8
        %110 = arith.subi %109, %c120_i8 : i8
        %111 = arith.extsi %110 : i8 to i64
        %112 = arith.extsi %109 : i8 to i32
        %c3_i64_40 = arith.constant 3 : i64
        %113 = arith.muli %111, %c3_i64_40 : i64
        %114 = llvm.getelementptr %51[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %112, %114 : i32, !llvm.ptr<1>
      }
      %84 = arith.extsi %arg6 : i32 to i64
      %c2147483647_i64 = arith.constant 2147483647 : i64
      %85 = arith.extsi %arg7 : i32 to i64
      scf.for %arg12 = %84 to %c2147483647_i64 step %85  : i64 {
        %109 = arith.trunci %arg12 : i64 to i32
        %110 = arith.subi %109, %arg6 : i32
        %111 = arith.extsi %110 : i32 to i64
        %c1_i64_40 = arith.constant 1 : i64
        %c3_i64_41 = arith.constant 3 : i64
        %112 = arith.muli %111, %c3_i64_41 : i64
        %113 = arith.addi %c1_i64_40, %112 : i64
        %114 = llvm.getelementptr %51[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %109, %114 : i32, !llvm.ptr<1>
      }
      %c9223372036854775807_i64_26 = arith.constant 9223372036854775807 : i64
      %86 = arith.maxsi %c9223372036854775807_i64_26, %arg5 : i64
      %87 = arith.subi %86, %arg5 : i64
      %c1_i64_27 = arith.constant 1 : i64
      %c63_i64 = arith.constant 63 : i64
      %88 = arith.andi %c1_i64_27, %c63_i64 : i64
      %89 = arith.shrsi %87, %88 : i64
      %c9223372036854775807_i64_28 = arith.constant 9223372036854775807 : i64
      %90 = arith.andi %89, %c9223372036854775807_i64_28 : i64
      %c2_i64_29 = arith.constant 2 : i64
      %91 = arith.divsi %90, %c2_i64_29 : i64
      %c2_i64_30 = arith.constant 2 : i64
      %92 = arith.muli %91, %c2_i64_30 : i64
      %c2_i64_31 = arith.constant 2 : i64
      %93 = arith.muli %92, %c2_i64_31 : i64
      %94 = arith.subi %87, %93 : i64
      %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
      %95 = arith.xori %94, %c-9223372036854775808_i64 : i64
      %c2_i64_32 = arith.constant 2 : i64
      %c-9223372036854775808_i64_33 = arith.constant -9223372036854775808 : i64
      %96 = arith.xori %c2_i64_32, %c-9223372036854775808_i64_33 : i64
      %97 = arith.cmpi sge, %95, %96 : i64
      %98 = arith.extui %97 : i1 to i64
      %99 = arith.addi %92, %98 : i64
      %c2_i64_34 = arith.constant 2 : i64
      %100 = arith.muli %98, %c2_i64_34 : i64
      %101 = arith.subi %94, %100 : i64
      %c0_i64 = arith.constant 0 : i64
      %102 = arith.cmpi ne, %101, %c0_i64 : i64
      %103 = arith.extui %102 : i1 to i64
      %104 = arith.addi %99, %103 : i64
      %c63_i64_35 = arith.constant 63 : i64
      %c63_i64_36 = arith.constant 63 : i64
      %105 = arith.andi %c63_i64_35, %c63_i64_36 : i64
      %106 = arith.shrsi %104, %105 : i64
      %c9223372036854775807_i64_37 = arith.constant 9223372036854775807 : i64
      %107 = arith.andi %106, %c9223372036854775807_i64_37 : i64
      %108 = arith.maxsi %104, %107 : i64
      %c0_i64_38 = arith.constant 0 : i64
      %c1_i64_39 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_38 to %108 step %c1_i64_39  : i64 {
        %c2_i64_40 = arith.constant 2 : i64
        %109 = arith.muli %arg12, %c2_i64_40 : i64
        %110 = arith.addi %arg5, %109 : i64
        %111 = arith.subi %110, %arg5 : i64
        %112 = arith.trunci %111 : i64 to i32
        %c2_i64_41 = arith.constant 2 : i64
        %c3_i64_42 = arith.constant 3 : i64
        %113 = arith.muli %111, %c3_i64_42 : i64
        %114 = arith.addi %c2_i64_41, %113 : i64
        %115 = llvm.getelementptr %51[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %112, %115 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
