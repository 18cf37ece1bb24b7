module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @inplace_recurrences(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: i64, %arg15: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg4, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg4, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %12, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg5, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg6, %17[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %13, %18[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %arg7, %19[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %22 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %23 = llvm.mlir.constant(0 : i64) : i64
      %24 = llvm.mlir.constant(1 : i64) : i64
      %25 = llvm.insertvalue %arg8, %22[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg8, %25[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %23, %26[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %arg9, %27[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %arg10, %28[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.insertvalue %24, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = llvm.insertvalue %arg11, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xi32, strided<[1, ?]>, 1>
      %33 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %34 = llvm.mlir.constant(0 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.insertvalue %arg12, %33[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg12, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %34, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg13, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %arg14, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %35, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %arg15, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %44 = arith.index_cast %intptr : index to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      %46 = arith.index_cast %sizes#0 : index to i64
      %47 = arith.index_cast %sizes#1 : index to i64
      %48 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %21 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %21 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %49 = arith.index_cast %intptr_4 : index to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<1>
      %51 = arith.index_cast %sizes_2#0 : index to i64
      %52 = arith.index_cast %sizes_2#1 : index to i64
      %53 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %32 : memref<?x?xi32, strided<[1, ?]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %32 : memref<?x?xi32, strided<[1, ?]>, 1> -> index
      %54 = arith.index_cast %intptr_9 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_7#0 : index to i64
      %57 = arith.index_cast %sizes_7#1 : index to i64
      %58 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %43 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %43 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %59 = arith.index_cast %intptr_14 : index to i64
      %60 = llvm.inttoptr %59 : i64 to !llvm.ptr<1>
      %61 = arith.index_cast %sizes_12#0 : index to i64
      %62 = arith.index_cast %sizes_12#1 : index to i64
      %63 = arith.index_cast %strides_13#1 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %64 = arith.subi %46, %c2_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %65 = arith.subi %46, %c4_i64 : i64
      %thread_id_x = gpu.thread_id  x
      %66 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg16 = %66 to %47 step %c32_i64  : i64 {
        %67 = arith.muli %arg16, %48 : i64
        %68 = llvm.getelementptr %45[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c2_i64_15 = arith.constant 2 : i64
        %69 = arith.muli %arg16, %48 : i64
        %70 = arith.addi %c2_i64_15, %69 : i64
        %71 = llvm.getelementptr %45[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg17 = %c0_i64 to %64 step %c1_i64  : i64 {
          %74 = llvm.getelementptr %68[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %75 = llvm.load %74 : !llvm.ptr<1> -> f32
          %76 = llvm.getelementptr %71[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %75, %76 : f32, !llvm.ptr<1>
        }
        %72 = arith.muli %arg16, %53 : i64
        %73 = llvm.getelementptr %50[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %c0_i64_16 = arith.constant 0 : i64
        %c1_i64_17 = arith.constant 1 : i64
        scf.for %arg17 = %c0_i64_16 to %65 step %c1_i64_17  : i64 {
          %74 = llvm.getelementptr %73[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %75 = llvm.load %74 : !llvm.ptr<1> -> f64
          %c4_i64_22 = arith.constant 4 : i64
          %76 = arith.addi %arg17, %c4_i64_22 : i64
          %77 = llvm.getelementptr %73[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %75, %77 : f64, !llvm.ptr<1>
        }
        %c0_i64_18 = arith.constant 0 : i64
        %c1_i64_19 = arith.constant 1 : i64
        scf.for %arg17 = %c0_i64_18 to %64 step %c1_i64_19  : i64 {
          %74 = arith.muli %arg16, %58 : i64
          %75 = arith.addi %arg17, %74 : i64
          %76 = llvm.getelementptr %55[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %77 = llvm.load %76 : !llvm.ptr<1> -> i32
          %c2_i64_22 = arith.constant 2 : i64
          %78 = arith.addi %arg17, %c2_i64_22 : i64
          %79 = arith.muli %arg16, %58 : i64
          %80 = arith.addi %78, %79 : i64
          %81 = llvm.getelementptr %55[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %82 = llvm.load %81 : !llvm.ptr<1> -> i32
          %83 = arith.addi %82, %77 : i32
          %84 = arith.muli %arg16, %58 : i64
          %85 = arith.addi %78, %84 : i64
          %86 = llvm.getelementptr %55[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %83, %86 : i32, !llvm.ptr<1>
        }
        %c1_i64_20 = arith.constant 1 : i64
        %c1_i64_21 = arith.constant 1 : i64
        scf.for %arg17 = %c1_i64_20 to %46 step %c1_i64_21  : i64 {
          %c1_i64_22 = arith.constant 1 : i64
          %74 = arith.subi %arg17, %c1_i64_22 : i64
          %75 = arith.muli %arg16, %63 : i64
          %76 = arith.addi %74, %75 : i64
          %77 = llvm.getelementptr %60[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %78 = llvm.load %77 : !llvm.ptr<1> -> f32
          %79 = arith.muli %arg16, %63 : i64
          %80 = arith.addi %arg17, %79 : i64
          %81 = llvm.getelementptr %60[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %82 = llvm.load %81 : !llvm.ptr<1> -> f32
          %cst = arith.constant 5.000000e-01 : f32
          %83 = arith.mulf %82, %cst : f32
          %84 = arith.addf %83, %78 : f32
          %85 = arith.muli %arg16, %63 : i64
          %86 = arith.addi %arg17, %85 : i64
          %87 = llvm.getelementptr %60[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %84, %87 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
