module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @int_edges(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i32, %arg7: i32, %arg8: memref<8xi32, strided<[1]>, 1>, %arg9: memref<2xi64, strided<[1]>, 1>, %arg10: memref<8xi32, strided<[1]>, 1>, %arg11: memref<3x8xi32, strided<[1, 3]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg8 : memref<8xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg8 : memref<8xi32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg9 : memref<2xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg9 : memref<2xi64, strided<[1]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg10 : memref<8xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg10 : memref<8xi32, strided<[1]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg11 : memref<3x8xi32, strided<[1, 3]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg11 : memref<3x8xi32, strided<[1, 3]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      %c31_i32 = arith.constant 31 : i32
      %8 = arith.andi %arg0, %c31_i32 : i32
      %9 = arith.shrsi %c-2147483648_i32, %8 : i32
      llvm.store %9, %1 : i32, !llvm.ptr<1>
      %c-2147483648_i32_15 = arith.constant -2147483648 : i32
      %c33_i32 = arith.constant 33 : i32
      %c31_i32_16 = arith.constant 31 : i32
      %10 = arith.andi %c33_i32, %c31_i32_16 : i32
      %11 = arith.shrsi %c-2147483648_i32_15, %10 : i32
      %c1_i64 = arith.constant 1 : i64
      %12 = llvm.getelementptr %1[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %11, %12 : i32, !llvm.ptr<1>
      %c-2147483648_i32_17 = arith.constant -2147483648 : i32
      %c31_i32_18 = arith.constant 31 : i32
      %13 = arith.andi %arg0, %c31_i32_18 : i32
      %14 = arith.shli %c-2147483648_i32_17, %13 : i32
      %c2_i64 = arith.constant 2 : i64
      %15 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %14, %15 : i32, !llvm.ptr<1>
      %c-2147483648_i32_19 = arith.constant -2147483648 : i32
      %c40_i32 = arith.constant 40 : i32
      %c31_i32_20 = arith.constant 31 : i32
      %16 = arith.andi %c40_i32, %c31_i32_20 : i32
      %17 = arith.shrsi %c-2147483648_i32_19, %16 : i32
      %c3_i64 = arith.constant 3 : i64
      %18 = llvm.getelementptr %1[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %17, %18 : i32, !llvm.ptr<1>
      %c-1_i32 = arith.constant -1 : i32
      %19 = arith.cmpi eq, %arg2, %c-1_i32 : i32
      %20 = arith.extui %19 : i1 to i32
      %c2_i32 = arith.constant 2 : i32
      %21 = arith.muli %20, %c2_i32 : i32
      %22 = arith.addi %arg2, %21 : i32
      %23 = arith.remsi %arg1, %22 : i32
      %c4_i64 = arith.constant 4 : i64
      %24 = llvm.getelementptr %1[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %23, %24 : i32, !llvm.ptr<1>
      %c0_i32 = arith.constant 0 : i32
      %c5_i64 = arith.constant 5 : i64
      %25 = llvm.getelementptr %1[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %c0_i32, %25 : i32, !llvm.ptr<1>
      %c-2147483648_i32_21 = arith.constant -2147483648 : i32
      %c-1_i32_22 = arith.constant -1 : i32
      %26 = arith.cmpi eq, %arg2, %c-1_i32_22 : i32
      %27 = arith.extui %26 : i1 to i32
      %c2_i32_23 = arith.constant 2 : i32
      %28 = arith.muli %27, %c2_i32_23 : i32
      %29 = arith.addi %arg2, %28 : i32
      %30 = arith.remsi %c-2147483648_i32_21, %29 : i32
      %c6_i64 = arith.constant 6 : i64
      %31 = llvm.getelementptr %1[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %30, %31 : i32, !llvm.ptr<1>
      %c-1_i64 = arith.constant -1 : i64
      %32 = arith.cmpi eq, %arg4, %c-1_i64 : i64
      %33 = arith.extui %32 : i1 to i64
      %c2_i64_24 = arith.constant 2 : i64
      %34 = arith.muli %33, %c2_i64_24 : i64
      %35 = arith.addi %arg4, %34 : i64
      %36 = arith.remsi %arg3, %35 : i64
      llvm.store %36, %3 : i64, !llvm.ptr<1>
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %37 = arith.maxsi %c9223372036854775807_i64, %arg5 : i64
      %38 = arith.subi %37, %arg5 : i64
      %thread_id_x = gpu.thread_id  x
      %39 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg12 = %39 to %38 step %c32_i64  : i64 {
        %65 = arith.addi %arg5, %arg12 : i64
        %66 = arith.subi %65, %arg5 : i64
        %67 = llvm.getelementptr %5[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %68 = llvm.load %67 : !llvm.ptr<1> -> i32
        %c1_i32 = arith.constant 1 : i32
        %69 = arith.addi %68, %c1_i32 : i32
        %70 = llvm.getelementptr %5[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %69, %70 : i32, !llvm.ptr<1>
      }
      %c120_i64 = arith.constant 120 : i64
      %c127_i64 = arith.constant 127 : i64
      %c3_i64_25 = arith.constant 3 : i64
      scf.for %arg12 = %c120_i64 to %c127_i64 step %c3_i64_25  : i64 {
        %65 = arith.trunci %arg12 : i64 to i8
        %c120_i8 = arith.constant 120 : i8
        %66 = arith.subi %65, %c120_i8 : i8
        %67 = arith.extsi %66 : i8 to i64
        %68 = arith.extsi %65 : i8 to i32
        %c3_i64_40 = arith.constant 3 : i64
        %69 = arith.muli %67, %c3_i64_40 : i64
        %70 = llvm.getelementptr %7[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %68, %70 : i32, !llvm.ptr<1>
      }
      %40 = arith.extsi %arg6 : i32 to i64
      %c2147483647_i64 = arith.constant 2147483647 : i64
      %41 = arith.extsi %arg7 : i32 to i64
      scf.for %arg12 = %40 to %c2147483647_i64 step %41  : i64 {
        %65 = arith.trunci %arg12 : i64 to i32
        %66 = arith.subi %65, %arg6 : i32
        %67 = arith.extsi %66 : i32 to i64
        %c1_i64_40 = arith.constant 1 : i64
        %c3_i64_41 = arith.constant 3 : i64
        %68 = arith.muli %67, %c3_i64_41 : i64
        %69 = arith.addi %c1_i64_40, %68 : i64
        %70 = llvm.getelementptr %7[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %65, %70 : i32, !llvm.ptr<1>
      }
      %c9223372036854775807_i64_26 = arith.constant 9223372036854775807 : i64
      %42 = arith.maxsi %c9223372036854775807_i64_26, %arg5 : i64
      %43 = arith.subi %42, %arg5 : i64
      %c1_i64_27 = arith.constant 1 : i64
      %c63_i64 = arith.constant 63 : i64
      %44 = arith.andi %c1_i64_27, %c63_i64 : i64
      %45 = arith.shrsi %43, %44 : i64
      %c9223372036854775807_i64_28 = arith.constant 9223372036854775807 : i64
      %46 = arith.andi %45, %c9223372036854775807_i64_28 : i64
      %c2_i64_29 = arith.constant 2 : i64
      %47 = arith.divsi %46, %c2_i64_29 : i64
      %c2_i64_30 = arith.constant 2 : i64
      %48 = arith.muli %47, %c2_i64_30 : i64
      %c2_i64_31 = arith.constant 2 : i64
      %49 = arith.muli %48, %c2_i64_31 : i64
      %50 = arith.subi %43, %49 : i64
      %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
      %51 = arith.xori %50, %c-9223372036854775808_i64 : i64
      %c2_i64_32 = arith.constant 2 : i64
      %c-9223372036854775808_i64_33 = arith.constant -9223372036854775808 : i64
      %52 = arith.xori %c2_i64_32, %c-9223372036854775808_i64_33 : i64
      %53 = arith.cmpi sge, %51, %52 : i64
      %54 = arith.extui %53 : i1 to i64
      %55 = arith.addi %48, %54 : i64
      %c2_i64_34 = arith.constant 2 : i64
      %56 = arith.muli %54, %c2_i64_34 : i64
      %57 = arith.subi %50, %56 : i64
      %c0_i64 = arith.constant 0 : i64
      %58 = arith.cmpi ne, %57, %c0_i64 : i64
      %59 = arith.extui %58 : i1 to i64
      %60 = arith.addi %55, %59 : i64
      %c63_i64_35 = arith.constant 63 : i64
      %c63_i64_36 = arith.constant 63 : i64
      %61 = arith.andi %c63_i64_35, %c63_i64_36 : i64
      %62 = arith.shrsi %60, %61 : i64
      %c9223372036854775807_i64_37 = arith.constant 9223372036854775807 : i64
      %63 = arith.andi %62, %c9223372036854775807_i64_37 : i64
      %64 = arith.maxsi %60, %63 : i64
      %c0_i64_38 = arith.constant 0 : i64
      %c1_i64_39 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_38 to %64 step %c1_i64_39  : i64 {
        %c2_i64_40 = arith.constant 2 : i64
        %65 = arith.muli %arg12, %c2_i64_40 : i64
        %66 = arith.addi %arg5, %65 : i64
        %67 = arith.subi %66, %arg5 : i64
        %68 = arith.trunci %67 : i64 to i32
        %c2_i64_41 = arith.constant 2 : i64
        %c3_i64_42 = arith.constant 3 : i64
        %69 = arith.muli %67, %c3_i64_42 : i64
        %70 = arith.addi %c2_i64_41, %69 : i64
        %71 = llvm.getelementptr %7[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %68, %71 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
