module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bool_ops(%arg0: memref<?xi32, strided<[1]>, 1>, %arg1: memref<?xi32, strided<[1]>, 1>, %arg2: memref<16x?xi32, strided<[1, 16]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
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
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %alloca = memref.alloca() : memref<i1>
      %alloca_10 = memref.alloca() : memref<i32>
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %9 to %2 step %c32_i64  : i64 {
        %10 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %11 = llvm.load %10 : !llvm.ptr<1> -> i32
        %12 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %13 = llvm.load %12 : !llvm.ptr<1> -> i32
        %c0_i32 = arith.constant 0 : i32
        %14 = arith.cmpi sgt, %11, %c0_i32 : i32
        %c0_i32_11 = arith.constant 0 : i32
        %15 = arith.cmpi sgt, %13, %c0_i32_11 : i32
        %16 = arith.andi %14, %15 : i1
        %17 = arith.ori %14, %15 : i1
        %18 = arith.xori %14, %15 : i1
        %true = arith.constant true
        %19 = arith.xori %14, %true : i1
        %true_12 = arith.constant true
        %20 = arith.andi %14, %true_12 : i1
        %false = arith.constant false
        %21 = arith.ori %15, %false : i1
        %true_13 = arith.constant true
        %22 = arith.xori %14, %true_13 : i1
        %true_14 = arith.constant true
        %23 = arith.xori %18, %true_14 : i1
        %24 = arith.cmpi eq, %14, %15 : i1
        %25 = arith.cmpi ne, %14, %15 : i1
        %26 = arith.cmpi ugt, %14, %15 : i1
        %27 = arith.cmpi uge, %14, %15 : i1
        %28 = arith.cmpi ult, %14, %15 : i1
        %29 = arith.cmpi ule, %14, %15 : i1
        %true_15 = arith.constant true
        %30 = arith.xori %15, %true_15 : i1
        %true_16 = arith.constant true
        %31 = arith.xori %14, %true_16 : i1
        %32 = arith.andi %14, %30 : i1
        %33 = arith.andi %15, %31 : i1
        %34 = arith.ori %32, %33 : i1
        scf.if %14 {
          %c1000_i32 = arith.constant 1000 : i32
          %99 = arith.cmpi slt, %11, %c1000_i32 : i32
          memref.store %99, %alloca[] : memref<i1>
        } else {
          %false_32 = arith.constant false
          memref.store %false_32, %alloca[] : memref<i1>
        }
        %35 = arith.extui %16 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %36 = arith.muli %arg3, %c16_i64 : i64
        %37 = llvm.getelementptr %7[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %35, %37 : i32, !llvm.ptr<1>
        %38 = arith.extui %17 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c16_i64_17 = arith.constant 16 : i64
        %39 = arith.muli %arg3, %c16_i64_17 : i64
        %40 = arith.addi %c1_i64, %39 : i64
        %41 = llvm.getelementptr %7[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %38, %41 : i32, !llvm.ptr<1>
        %42 = arith.extui %18 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c16_i64_18 = arith.constant 16 : i64
        %43 = arith.muli %arg3, %c16_i64_18 : i64
        %44 = arith.addi %c2_i64, %43 : i64
        %45 = llvm.getelementptr %7[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %42, %45 : i32, !llvm.ptr<1>
        %46 = arith.extui %19 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c16_i64_19 = arith.constant 16 : i64
        %47 = arith.muli %arg3, %c16_i64_19 : i64
        %48 = arith.addi %c3_i64, %47 : i64
        %49 = llvm.getelementptr %7[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %46, %49 : i32, !llvm.ptr<1>
        %50 = arith.extui %20 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c16_i64_20 = arith.constant 16 : i64
        %51 = arith.muli %arg3, %c16_i64_20 : i64
        %52 = arith.addi %c4_i64, %51 : i64
        %53 = llvm.getelementptr %7[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %50, %53 : i32, !llvm.ptr<1>
        %54 = arith.extui %21 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c16_i64_21 = arith.constant 16 : i64
        %55 = arith.muli %arg3, %c16_i64_21 : i64
        %56 = arith.addi %c5_i64, %55 : i64
        %57 = llvm.getelementptr %7[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %54, %57 : i32, !llvm.ptr<1>
        %58 = arith.extui %22 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c16_i64_22 = arith.constant 16 : i64
        %59 = arith.muli %arg3, %c16_i64_22 : i64
        %60 = arith.addi %c6_i64, %59 : i64
        %61 = llvm.getelementptr %7[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %58, %61 : i32, !llvm.ptr<1>
        %62 = arith.extui %23 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c16_i64_23 = arith.constant 16 : i64
        %63 = arith.muli %arg3, %c16_i64_23 : i64
        %64 = arith.addi %c7_i64, %63 : i64
        %65 = llvm.getelementptr %7[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %62, %65 : i32, !llvm.ptr<1>
        %66 = arith.extui %24 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c16_i64_24 = arith.constant 16 : i64
        %67 = arith.muli %arg3, %c16_i64_24 : i64
        %68 = arith.addi %c8_i64, %67 : i64
        %69 = llvm.getelementptr %7[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %66, %69 : i32, !llvm.ptr<1>
        %70 = arith.extui %25 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c16_i64_25 = arith.constant 16 : i64
        %71 = arith.muli %arg3, %c16_i64_25 : i64
        %72 = arith.addi %c9_i64, %71 : i64
        %73 = llvm.getelementptr %7[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %70, %73 : i32, !llvm.ptr<1>
        %74 = arith.extui %26 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c16_i64_26 = arith.constant 16 : i64
        %75 = arith.muli %arg3, %c16_i64_26 : i64
        %76 = arith.addi %c10_i64, %75 : i64
        %77 = llvm.getelementptr %7[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %74, %77 : i32, !llvm.ptr<1>
        %78 = arith.extui %27 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c16_i64_27 = arith.constant 16 : i64
        %79 = arith.muli %arg3, %c16_i64_27 : i64
        %80 = arith.addi %c11_i64, %79 : i64
        %81 = llvm.getelementptr %7[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %78, %81 : i32, !llvm.ptr<1>
        %82 = arith.extui %28 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c16_i64_28 = arith.constant 16 : i64
        %83 = arith.muli %arg3, %c16_i64_28 : i64
        %84 = arith.addi %c12_i64, %83 : i64
        %85 = llvm.getelementptr %7[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %82, %85 : i32, !llvm.ptr<1>
        %86 = arith.extui %29 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c16_i64_29 = arith.constant 16 : i64
        %87 = arith.muli %arg3, %c16_i64_29 : i64
        %88 = arith.addi %c13_i64, %87 : i64
        %89 = llvm.getelementptr %7[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %86, %89 : i32, !llvm.ptr<1>
        %90 = arith.extui %34 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c16_i64_30 = arith.constant 16 : i64
        %91 = arith.muli %arg3, %c16_i64_30 : i64
        %92 = arith.addi %c14_i64, %91 : i64
        %93 = llvm.getelementptr %7[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %90, %93 : i32, !llvm.ptr<1>
        %94 = memref.load %alloca[] : memref<i1>
        scf.if %94 {
          %c7_i32 = arith.constant 7 : i32
          memref.store %c7_i32, %alloca_10[] : memref<i32>
        } else {
          %c-3_i32 = arith.constant -3 : i32
          memref.store %c-3_i32, %alloca_10[] : memref<i32>
        }
        %95 = memref.load %alloca_10[] : memref<i32>
        %c15_i64 = arith.constant 15 : i64
        %c16_i64_31 = arith.constant 16 : i64
        %96 = arith.muli %arg3, %c16_i64_31 : i64
        %97 = arith.addi %c15_i64, %96 : i64
        %98 = llvm.getelementptr %7[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %95, %98 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
