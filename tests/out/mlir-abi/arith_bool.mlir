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
      %40 = llvm.mlir.constant(1 : i64) : i64
      %41 = llvm.alloca %40 x i1 : (i64) -> !llvm.ptr
      %42 = llvm.alloca %40 x i32 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %43 to %33 step %c32_i64  : i64 {
        %44 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %45 = llvm.load %44 : !llvm.ptr<1> -> i32
        %46 = llvm.getelementptr %35[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %47 = llvm.load %46 : !llvm.ptr<1> -> i32
        %c0_i32 = arith.constant 0 : i32
        %48 = arith.cmpi sgt, %45, %c0_i32 : i32
        %c0_i32_10 = arith.constant 0 : i32
        %49 = arith.cmpi sgt, %47, %c0_i32_10 : i32
        %50 = arith.andi %48, %49 : i1
        %51 = arith.ori %48, %49 : i1
        %52 = arith.xori %48, %49 : i1
        %true = arith.constant true
        %53 = arith.xori %48, %true : i1
        %true_11 = arith.constant true
        %54 = arith.andi %48, %true_11 : i1
        %false = arith.constant false
        %55 = arith.ori %49, %false : i1
        %true_12 = arith.constant true
        %56 = arith.xori %48, %true_12 : i1
        %true_13 = arith.constant true
        %57 = arith.xori %52, %true_13 : i1
        %58 = arith.cmpi eq, %48, %49 : i1
        %59 = arith.cmpi ne, %48, %49 : i1
        %60 = arith.cmpi ugt, %48, %49 : i1
        %61 = arith.cmpi uge, %48, %49 : i1
        %62 = arith.cmpi ult, %48, %49 : i1
        %63 = arith.cmpi ule, %48, %49 : i1
        %true_14 = arith.constant true
        %64 = arith.xori %49, %true_14 : i1
        %true_15 = arith.constant true
        %65 = arith.xori %48, %true_15 : i1
        %66 = arith.andi %48, %64 : i1
        %67 = arith.andi %49, %65 : i1
        %68 = arith.ori %66, %67 : i1
        scf.if %48 {
          %c1000_i32 = arith.constant 1000 : i32
          %133 = arith.cmpi slt, %45, %c1000_i32 : i32
          llvm.store %133, %41 : i1, !llvm.ptr
        } else {
          %false_31 = arith.constant false
          llvm.store %false_31, %41 : i1, !llvm.ptr
        }
        %69 = arith.extui %50 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %70 = arith.muli %arg6, %c16_i64 : i64
        %71 = llvm.getelementptr %38[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %69, %71 : i32, !llvm.ptr<1>
        %72 = arith.extui %51 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c16_i64_16 = arith.constant 16 : i64
        %73 = arith.muli %arg6, %c16_i64_16 : i64
        %74 = arith.addi %c1_i64, %73 : i64
        %75 = llvm.getelementptr %38[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %72, %75 : i32, !llvm.ptr<1>
        %76 = arith.extui %52 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c16_i64_17 = arith.constant 16 : i64
        %77 = arith.muli %arg6, %c16_i64_17 : i64
        %78 = arith.addi %c2_i64, %77 : i64
        %79 = llvm.getelementptr %38[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %76, %79 : i32, !llvm.ptr<1>
        %80 = arith.extui %53 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c16_i64_18 = arith.constant 16 : i64
        %81 = arith.muli %arg6, %c16_i64_18 : i64
        %82 = arith.addi %c3_i64, %81 : i64
        %83 = llvm.getelementptr %38[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %80, %83 : i32, !llvm.ptr<1>
        %84 = arith.extui %54 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c16_i64_19 = arith.constant 16 : i64
        %85 = arith.muli %arg6, %c16_i64_19 : i64
        %86 = arith.addi %c4_i64, %85 : i64
        %87 = llvm.getelementptr %38[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %84, %87 : i32, !llvm.ptr<1>
        %88 = arith.extui %55 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c16_i64_20 = arith.constant 16 : i64
        %89 = arith.muli %arg6, %c16_i64_20 : i64
        %90 = arith.addi %c5_i64, %89 : i64
        %91 = llvm.getelementptr %38[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %88, %91 : i32, !llvm.ptr<1>
        %92 = arith.extui %56 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c16_i64_21 = arith.constant 16 : i64
        %93 = arith.muli %arg6, %c16_i64_21 : i64
        %94 = arith.addi %c6_i64, %93 : i64
        %95 = llvm.getelementptr %38[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %92, %95 : i32, !llvm.ptr<1>
        %96 = arith.extui %57 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c16_i64_22 = arith.constant 16 : i64
        %97 = arith.muli %arg6, %c16_i64_22 : i64
        %98 = arith.addi %c7_i64, %97 : i64
        %99 = llvm.getelementptr %38[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %96, %99 : i32, !llvm.ptr<1>
        %100 = arith.extui %58 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c16_i64_23 = arith.constant 16 : i64
        %101 = arith.muli %arg6, %c16_i64_23 : i64
        %102 = arith.addi %c8_i64, %101 : i64
        %103 = llvm.getelementptr %38[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %100, %103 : i32, !llvm.ptr<1>
        %104 = arith.extui %59 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c16_i64_24 = arith.constant 16 : i64
        %105 = arith.muli %arg6, %c16_i64_24 : i64
        %106 = arith.addi %c9_i64, %105 : i64
        %107 = llvm.getelementptr %38[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %104, %107 : i32, !llvm.ptr<1>
        %108 = arith.extui %60 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c16_i64_25 = arith.constant 16 : i64
        %109 = arith.muli %arg6, %c16_i64_25 : i64
        %110 = arith.addi %c10_i64, %109 : i64
        %111 = llvm.getelementptr %38[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %108, %111 : i32, !llvm.ptr<1>
        %112 = arith.extui %61 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c16_i64_26 = arith.constant 16 : i64
        %113 = arith.muli %arg6, %c16_i64_26 : i64
        %114 = arith.addi %c11_i64, %113 : i64
        %115 = llvm.getelementptr %38[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %112, %115 : i32, !llvm.ptr<1>
        %116 = arith.extui %62 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c16_i64_27 = arith.constant 16 : i64
        %117 = arith.muli %arg6, %c16_i64_27 : i64
        %118 = arith.addi %c12_i64, %117 : i64
        %119 = llvm.getelementptr %38[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %116, %119 : i32, !llvm.ptr<1>
        %120 = arith.extui %63 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c16_i64_28 = arith.constant 16 : i64
        %121 = arith.muli %arg6, %c16_i64_28 : i64
        %122 = arith.addi %c13_i64, %121 : i64
        %123 = llvm.getelementptr %38[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %120, %123 : i32, !llvm.ptr<1>
        %124 = arith.extui %68 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c16_i64_29 = arith.constant 16 : i64
        %125 = arith.muli %arg6, %c16_i64_29 : i64
        %126 = arith.addi %c14_i64, %125 : i64
        %127 = llvm.getelementptr %38[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %124, %127 : i32, !llvm.ptr<1>
        %128 = llvm.load %41 : !llvm.ptr -> i1
        scf.if %128 {
          %c7_i32 = arith.constant 7 : i32
          llvm.store %c7_i32, %42 : i32, !llvm.ptr
        } else {
          %c-3_i32 = arith.constant -3 : i32
          llvm.store %c-3_i32, %42 : i32, !llvm.ptr
        }
        %129 = llvm.load %42 : !llvm.ptr -> i32
        %c15_i64 = arith.constant 15 : i64
        %c16_i64_30 = arith.constant 16 : i64
        %130 = arith.muli %arg6, %c16_i64_30 : i64
        %131 = arith.addi %c15_i64, %130 : i64
        %132 = llvm.getelementptr %38[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %129, %132 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
