module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @int_ops(%arg0: memref<?xi32, strided<[1]>, 1>, %arg1: memref<?xi32, strided<[1]>, 1>, %arg2: memref<13x?xi32, strided<[1, 13]>, 1>, %arg3: memref<?xi64, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xi32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xi32, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<13x?xi32, strided<[1, 13]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<13x?xi32, strided<[1, 13]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xi64, strided<[1]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12 : index to i64
      %thread_id_x = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %12 to %2 step %c32_i64  : i64 {
        %13 = llvm.getelementptr %1[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %14 = llvm.load %13 : !llvm.ptr<1> -> i32
        %15 = llvm.getelementptr %4[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %16 = llvm.load %15 : !llvm.ptr<1> -> i32
        %c7_i32 = arith.constant 7 : i32
        %17 = arith.andi %16, %c7_i32 : i32
        %18 = arith.addi %14, %16 : i32
        %19 = arith.subi %14, %16 : i32
        %20 = arith.muli %14, %16 : i32
        %21 = arith.divsi %14, %16 : i32
        %c-1_i32 = arith.constant -1 : i32
        %22 = arith.cmpi eq, %16, %c-1_i32 : i32
        %23 = arith.extui %22 : i1 to i32
        %c2_i32 = arith.constant 2 : i32
        %24 = arith.muli %23, %c2_i32 : i32
        %25 = arith.addi %16, %24 : i32
        %26 = arith.remsi %14, %25 : i32
        %c31_i32 = arith.constant 31 : i32
        %27 = arith.andi %17, %c31_i32 : i32
        %28 = arith.shli %14, %27 : i32
        %c31_i32_15 = arith.constant 31 : i32
        %29 = arith.andi %17, %c31_i32_15 : i32
        %30 = arith.shrsi %14, %29 : i32
        %31 = arith.andi %14, %16 : i32
        %32 = arith.ori %14, %16 : i32
        %33 = arith.xori %14, %16 : i32
        %c0_i32 = arith.constant 0 : i32
        %34 = arith.subi %c0_i32, %14 : i32
        %c-1_i32_16 = arith.constant -1 : i32
        %35 = arith.xori %14, %c-1_i32_16 : i32
        %36 = arith.trunci %14 : i32 to i8
        %37 = arith.extsi %36 : i8 to i32
        %c13_i64 = arith.constant 13 : i64
        %38 = arith.muli %arg4, %c13_i64 : i64
        %39 = llvm.getelementptr %7[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %18, %39 : i32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c13_i64_17 = arith.constant 13 : i64
        %40 = arith.muli %arg4, %c13_i64_17 : i64
        %41 = arith.addi %c1_i64, %40 : i64
        %42 = llvm.getelementptr %7[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %19, %42 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c13_i64_18 = arith.constant 13 : i64
        %43 = arith.muli %arg4, %c13_i64_18 : i64
        %44 = arith.addi %c2_i64, %43 : i64
        %45 = llvm.getelementptr %7[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %20, %45 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c13_i64_19 = arith.constant 13 : i64
        %46 = arith.muli %arg4, %c13_i64_19 : i64
        %47 = arith.addi %c3_i64, %46 : i64
        %48 = llvm.getelementptr %7[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %21, %48 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c13_i64_20 = arith.constant 13 : i64
        %49 = arith.muli %arg4, %c13_i64_20 : i64
        %50 = arith.addi %c4_i64, %49 : i64
        %51 = llvm.getelementptr %7[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %26, %51 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c13_i64_21 = arith.constant 13 : i64
        %52 = arith.muli %arg4, %c13_i64_21 : i64
        %53 = arith.addi %c5_i64, %52 : i64
        %54 = llvm.getelementptr %7[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %28, %54 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c13_i64_22 = arith.constant 13 : i64
        %55 = arith.muli %arg4, %c13_i64_22 : i64
        %56 = arith.addi %c6_i64, %55 : i64
        %57 = llvm.getelementptr %7[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %30, %57 : i32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %c13_i64_23 = arith.constant 13 : i64
        %58 = arith.muli %arg4, %c13_i64_23 : i64
        %59 = arith.addi %c7_i64, %58 : i64
        %60 = llvm.getelementptr %7[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %31, %60 : i32, !llvm.ptr<1>
        %c8_i64 = arith.constant 8 : i64
        %c13_i64_24 = arith.constant 13 : i64
        %61 = arith.muli %arg4, %c13_i64_24 : i64
        %62 = arith.addi %c8_i64, %61 : i64
        %63 = llvm.getelementptr %7[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %32, %63 : i32, !llvm.ptr<1>
        %c9_i64 = arith.constant 9 : i64
        %c13_i64_25 = arith.constant 13 : i64
        %64 = arith.muli %arg4, %c13_i64_25 : i64
        %65 = arith.addi %c9_i64, %64 : i64
        %66 = llvm.getelementptr %7[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %33, %66 : i32, !llvm.ptr<1>
        %c10_i64 = arith.constant 10 : i64
        %c13_i64_26 = arith.constant 13 : i64
        %67 = arith.muli %arg4, %c13_i64_26 : i64
        %68 = arith.addi %c10_i64, %67 : i64
        %69 = llvm.getelementptr %7[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %34, %69 : i32, !llvm.ptr<1>
        %c11_i64 = arith.constant 11 : i64
        %c13_i64_27 = arith.constant 13 : i64
        %70 = arith.muli %arg4, %c13_i64_27 : i64
        %71 = arith.addi %c11_i64, %70 : i64
        %72 = llvm.getelementptr %7[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %35, %72 : i32, !llvm.ptr<1>
        %c12_i64 = arith.constant 12 : i64
        %c13_i64_28 = arith.constant 13 : i64
        %73 = arith.muli %arg4, %c13_i64_28 : i64
        %74 = arith.addi %c12_i64, %73 : i64
        %75 = llvm.getelementptr %7[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %37, %75 : i32, !llvm.ptr<1>
        %76 = arith.extsi %14 : i32 to i64
        %77 = arith.extsi %16 : i32 to i64
        %78 = arith.muli %76, %77 : i64
        %79 = llvm.getelementptr %10[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %78, %79 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
