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
      %9 = llvm.mlir.constant(1 : i64) : i64
      %10 = llvm.alloca %9 x i1 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %9 x i32 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %12 to %2 step %c32_i64  : i64 {
        %13 = llvm.getelementptr %1[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %14 = llvm.load %13 : !llvm.ptr<1> -> i32
        %15 = llvm.getelementptr %4[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %16 = llvm.load %15 : !llvm.ptr<1> -> i32
        %c0_i32 = arith.constant 0 : i32
        %17 = arith.cmpi sgt, %14, %c0_i32 : i32
        %c0_i32_10 = arith.constant 0 : i32
        %18 = arith.cmpi sgt, %16, %c0_i32_10 : i32
        %19 = arith.andi %17, %18 : i1
        %20 = arith.ori %17, %18 : i1
        %21 = arith.xori %17, %18 : i1
        %true = arith.constant true
        %22 = arith.xori %17, %true : i1
        %true_11 = arith.constant true
        %23 = arith.andi %17, %true_11 : i1
        %false = arith.constant false
        %24 = arith.ori %18, %false : i1
        %true_12 = arith.constant true
        %25 = arith.xori %17, %true_12 : i1
        %true_13 = arith.constant true
        %26 = arith.xori %21, %true_13 : i1
        %27 = arith.cmpi eq, %17, %18 : i1
        %28 = arith.cmpi ne, %17, %18 : i1
        %29 = arith.cmpi ugt, %17, %18 : i1
        %30 = arith.cmpi uge, %17, %18 : i1
        %31 = arith.cmpi ult, %17, %18 : i1
        %32 = arith.cmpi ule, %17, %18 : i1
        %true_14 = arith.constant true
        %33 = arith.xori %18, %true_14 : i1
        %true_15 = arith.constant true
        %34 = arith.xori %17, %true_15 : i1
        %35 = arith.andi %17, %33 : i1
        %36 = arith.andi %18, %34 : i1
        %37 = arith.ori %35, %36 : i1
        scf.if %17 {
          %c1000_i32 = arith.constant 1000 : i32
          %102 = arith.cmpi slt, %14, %c1000_i32 : i32
          llvm.store %102, %10 : i1, !llvm.ptr
        } else {
          %false_31 = arith.constant false
          llvm.store %false_31, %10 : i1, !llvm.ptr
        }
        %38 = arith.extui %19 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %39 = arith.muli %arg3, %c16_i64 : i64
        %40 = llvm.getelementptr %7[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %38, %40 : i32, !llvm.ptr<1>
        %41 = arith.extui %20 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c16_i64_16 = arith.constant 16 : i64
        %42 = arith.muli %arg3, %c16_i64_16 : i64
        %43 = arith.addi %c1_i64, %42 : i64
        %44 = llvm.getelementptr %7[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %41, %44 : i32, !llvm.ptr<1>
        %45 = arith.extui %21 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c16_i64_17 = arith.constant 16 : i64
        %46 = arith.muli %arg3, %c16_i64_17 : i64
        %47 = arith.addi %c2_i64, %46 : i64
        %48 = llvm.getelementptr %7[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %45, %48 : i32, !llvm.ptr<1>
        %49 = arith.extui %22 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c16_i64_18 = arith.constant 16 : i64
        %50 = arith.muli %arg3, %c16_i64_18 : i64
        %51 = arith.addi %c3_i64, %50 : i64
        %52 = llvm.getelementptr %7[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %49, %52 : i32, !llvm.ptr<1>
        %53 = arith.extui %23 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c16_i64_19 = arith.constant 16 : i64
        %54 = arith.muli %arg3, %c16_i64_19 : i64
        %55 = arith.addi %c4_i64, %54 : i64
        %56 = llvm.getelementptr %7[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %53, %56 : i32, !llvm.ptr<1>
        %57 = arith.extui %24 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c16_i64_20 = arith.constant 16 : i64
        %58 = arith.muli %arg3, %c16_i64_20 : i64
        %59 = arith.addi %c5_i64, %58 : i64
        %60 = llvm.getelementptr %7[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %57, %60 : i32, !llvm.ptr<1>
        %61 = arith.extui %25 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c16_i64_21 = arith.constant 16 : i64
        %62 = arith.muli %arg3, %c16_i64_21 : i64
        %63 = arith.addi %c6_i64, %62 : i64
        %64 = llvm.getelementptr %7[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %61, %64 : i32, !llvm.ptr<1>
        %65 = arith.extui %26 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c16_i64_22 = arith.constant 16 : i64
        %66 = arith.muli %arg3, %c16_i64_22 : i64
        %67 = arith.addi %c7_i64, %66 : i64
        %68 = llvm.getelementptr %7[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %65, %68 : i32, !llvm.ptr<1>
        %69 = arith.extui %27 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c16_i64_23 = arith.constant 16 : i64
        %70 = arith.muli %arg3, %c16_i64_23 : i64
        %71 = arith.addi %c8_i64, %70 : i64
        %72 = llvm.getelementptr %7[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %69, %72 : i32, !llvm.ptr<1>
        %73 = arith.extui %28 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c16_i64_24 = arith.constant 16 : i64
        %74 = arith.muli %arg3, %c16_i64_24 : i64
        %75 = arith.addi %c9_i64, %74 : i64
        %76 = llvm.getelementptr %7[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %73, %76 : i32, !llvm.ptr<1>
        %77 = arith.extui %29 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c16_i64_25 = arith.constant 16 : i64
        %78 = arith.muli %arg3, %c16_i64_25 : i64
        %79 = arith.addi %c10_i64, %78 : i64
        %80 = llvm.getelementptr %7[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %77, %80 : i32, !llvm.ptr<1>
        %81 = arith.extui %30 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c16_i64_26 = arith.constant 16 : i64
        %82 = arith.muli %arg3, %c16_i64_26 : i64
        %83 = arith.addi %c11_i64, %82 : i64
        %84 = llvm.getelementptr %7[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %81, %84 : i32, !llvm.ptr<1>
        %85 = arith.extui %31 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c16_i64_27 = arith.constant 16 : i64
        %86 = arith.muli %arg3, %c16_i64_27 : i64
        %87 = arith.addi %c12_i64, %86 : i64
        %88 = llvm.getelementptr %7[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %85, %88 : i32, !llvm.ptr<1>
        %89 = arith.extui %32 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c16_i64_28 = arith.constant 16 : i64
        %90 = arith.muli %arg3, %c16_i64_28 : i64
        %91 = arith.addi %c13_i64, %90 : i64
        %92 = llvm.getelementptr %7[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %89, %92 : i32, !llvm.ptr<1>
        %93 = arith.extui %37 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c16_i64_29 = arith.constant 16 : i64
        %94 = arith.muli %arg3, %c16_i64_29 : i64
        %95 = arith.addi %c14_i64, %94 : i64
        %96 = llvm.getelementptr %7[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %93, %96 : i32, !llvm.ptr<1>
        %97 = llvm.load %10 : !llvm.ptr -> i1
        scf.if %97 {
          %c7_i32 = arith.constant 7 : i32
          llvm.store %c7_i32, %11 : i32, !llvm.ptr
        } else {
          %c-3_i32 = arith.constant -3 : i32
          llvm.store %c-3_i32, %11 : i32, !llvm.ptr
        }
        %98 = llvm.load %11 : !llvm.ptr -> i32
        %c15_i64 = arith.constant 15 : i64
        %c16_i64_30 = arith.constant 16 : i64
        %99 = arith.muli %arg3, %c16_i64_30 : i64
        %100 = arith.addi %c15_i64, %99 : i64
        %101 = llvm.getelementptr %7[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %98, %101 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
