module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bool_ops(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
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
      %20 = llvm.mlir.constant(16 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(16 : i64) : i64
      %23 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg4, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %20, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg5, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xi32, strided<[1, 16]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xi32, strided<[1]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xi32, strided<[1]>, 1> -> index
      %34 = arith.index_cast %intptr_4 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %37 = arith.index_cast %intptr_9 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_7#1 : index to i64
      %alloca = memref.alloca() : memref<i1>
      %alloca_10 = memref.alloca() : memref<i32>
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %40 to %33 step %c32_i64  : i64 {
        %41 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %42 = llvm.load %41 : !llvm.ptr<1> -> i32
        %43 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %44 = llvm.load %43 : !llvm.ptr<1> -> i32
        %c0_i32 = arith.constant 0 : i32
        %45 = arith.cmpi sgt, %42, %c0_i32 : i32
        %c0_i32_11 = arith.constant 0 : i32
        %46 = arith.cmpi sgt, %44, %c0_i32_11 : i32
        %47 = arith.andi %45, %46 : i1
        %48 = arith.ori %45, %46 : i1
        %49 = arith.xori %45, %46 : i1
        %true = arith.constant true
        %50 = arith.xori %45, %true : i1
        %true_12 = arith.constant true
        %51 = arith.andi %45, %true_12 : i1
        %false = arith.constant false
        %52 = arith.ori %46, %false : i1
        %true_13 = arith.constant true
        %53 = arith.xori %45, %true_13 : i1
        %true_14 = arith.constant true
        %54 = arith.xori %49, %true_14 : i1
        %55 = arith.cmpi eq, %45, %46 : i1
        %56 = arith.cmpi ne, %45, %46 : i1
        %57 = arith.cmpi ugt, %45, %46 : i1
        %58 = arith.cmpi uge, %45, %46 : i1
        %59 = arith.cmpi ult, %45, %46 : i1
        %60 = arith.cmpi ule, %45, %46 : i1
        %true_15 = arith.constant true
        %61 = arith.xori %46, %true_15 : i1
        %true_16 = arith.constant true
        %62 = arith.xori %45, %true_16 : i1
        %63 = arith.andi %45, %61 : i1
        %64 = arith.andi %46, %62 : i1
        %65 = arith.ori %63, %64 : i1
        scf.if %45 {
          %c1000_i32 = arith.constant 1000 : i32
          %130 = arith.cmpi slt, %42, %c1000_i32 : i32
          memref.store %130, %alloca[] : memref<i1>
        } else {
          %false_32 = arith.constant false
          memref.store %false_32, %alloca[] : memref<i1>
        }
        %66 = arith.extui %47 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %67 = arith.muli %arg6, %c16_i64 : i64
        %68 = llvm.getelementptr %38[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %66, %68 : i32, !llvm.ptr<1>
        %69 = arith.extui %48 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c16_i64_17 = arith.constant 16 : i64
        %70 = arith.muli %arg6, %c16_i64_17 : i64
        %71 = arith.addi %c1_i64, %70 : i64
        %72 = llvm.getelementptr %38[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %69, %72 : i32, !llvm.ptr<1>
        %73 = arith.extui %49 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c16_i64_18 = arith.constant 16 : i64
        %74 = arith.muli %arg6, %c16_i64_18 : i64
        %75 = arith.addi %c2_i64, %74 : i64
        %76 = llvm.getelementptr %38[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %73, %76 : i32, !llvm.ptr<1>
        %77 = arith.extui %50 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c16_i64_19 = arith.constant 16 : i64
        %78 = arith.muli %arg6, %c16_i64_19 : i64
        %79 = arith.addi %c3_i64, %78 : i64
        %80 = llvm.getelementptr %38[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %77, %80 : i32, !llvm.ptr<1>
        %81 = arith.extui %51 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c16_i64_20 = arith.constant 16 : i64
        %82 = arith.muli %arg6, %c16_i64_20 : i64
        %83 = arith.addi %c4_i64, %82 : i64
        %84 = llvm.getelementptr %38[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %81, %84 : i32, !llvm.ptr<1>
        %85 = arith.extui %52 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c16_i64_21 = arith.constant 16 : i64
        %86 = arith.muli %arg6, %c16_i64_21 : i64
        %87 = arith.addi %c5_i64, %86 : i64
        %88 = llvm.getelementptr %38[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %85, %88 : i32, !llvm.ptr<1>
        %89 = arith.extui %53 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c16_i64_22 = arith.constant 16 : i64
        %90 = arith.muli %arg6, %c16_i64_22 : i64
        %91 = arith.addi %c6_i64, %90 : i64
        %92 = llvm.getelementptr %38[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %89, %92 : i32, !llvm.ptr<1>
        %93 = arith.extui %54 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c16_i64_23 = arith.constant 16 : i64
        %94 = arith.muli %arg6, %c16_i64_23 : i64
        %95 = arith.addi %c7_i64, %94 : i64
        %96 = llvm.getelementptr %38[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %93, %96 : i32, !llvm.ptr<1>
        %97 = arith.extui %55 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c16_i64_24 = arith.constant 16 : i64
        %98 = arith.muli %arg6, %c16_i64_24 : i64
        %99 = arith.addi %c8_i64, %98 : i64
        %100 = llvm.getelementptr %38[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %97, %100 : i32, !llvm.ptr<1>
        %101 = arith.extui %56 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c16_i64_25 = arith.constant 16 : i64
        %102 = arith.muli %arg6, %c16_i64_25 : i64
        %103 = arith.addi %c9_i64, %102 : i64
        %104 = llvm.getelementptr %38[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %101, %104 : i32, !llvm.ptr<1>
        %105 = arith.extui %57 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c16_i64_26 = arith.constant 16 : i64
        %106 = arith.muli %arg6, %c16_i64_26 : i64
        %107 = arith.addi %c10_i64, %106 : i64
        %108 = llvm.getelementptr %38[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %105, %108 : i32, !llvm.ptr<1>
        %109 = arith.extui %58 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c16_i64_27 = arith.constant 16 : i64
        %110 = arith.muli %arg6, %c16_i64_27 : i64
        %111 = arith.addi %c11_i64, %110 : i64
        %112 = llvm.getelementptr %38[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %109, %112 : i32, !llvm.ptr<1>
        %113 = arith.extui %59 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c16_i64_28 = arith.constant 16 : i64
        %114 = arith.muli %arg6, %c16_i64_28 : i64
        %115 = arith.addi %c12_i64, %114 : i64
        %116 = llvm.getelementptr %38[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %113, %116 : i32, !llvm.ptr<1>
        %117 = arith.extui %60 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c16_i64_29 = arith.constant 16 : i64
        %118 = arith.muli %arg6, %c16_i64_29 : i64
        %119 = arith.addi %c13_i64, %118 : i64
        %120 = llvm.getelementptr %38[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %117, %120 : i32, !llvm.ptr<1>
        %121 = arith.extui %65 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c16_i64_30 = arith.constant 16 : i64
        %122 = arith.muli %arg6, %c16_i64_30 : i64
        %123 = arith.addi %c14_i64, %122 : i64
        %124 = llvm.getelementptr %38[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %121, %124 : i32, !llvm.ptr<1>
        %125 = memref.load %alloca[] : memref<i1>
        scf.if %125 {
          %c7_i32 = arith.constant 7 : i32
          memref.store %c7_i32, %alloca_10[] : memref<i32>
        } else {
          %c-3_i32 = arith.constant -3 : i32
          memref.store %c-3_i32, %alloca_10[] : memref<i32>
        }
        %126 = memref.load %alloca_10[] : memref<i32>
        %c15_i64 = arith.constant 15 : i64
        %c16_i64_31 = arith.constant 16 : i64
        %127 = arith.muli %arg6, %c16_i64_31 : i64
        %128 = arith.addi %c15_i64, %127 : i64
        %129 = llvm.getelementptr %38[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %126, %129 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
