module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(7 : i64) : i64
      %12 = llvm.mlir.constant(1 : i64) : i64
      %13 = llvm.mlir.constant(7 : i64) : i64
      %14 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg2, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %10, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %11, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg3, %17[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %12, %18[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %13, %19[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<7x?xf32, strided<[1, 7]>, 1>
      %22 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %23 = llvm.mlir.constant(0 : i64) : i64
      %24 = llvm.mlir.constant(1 : i64) : i64
      %25 = llvm.insertvalue %arg4, %22[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = llvm.insertvalue %arg4, %25[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %27 = llvm.insertvalue %23, %26[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.insertvalue %arg5, %27[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = llvm.insertvalue %24, %28[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xvector<2xf32>, strided<[1]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xi64, strided<[1]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %21 : memref<7x?xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %21 : memref<7x?xf32, strided<[1, 7]>, 1> -> index
      %34 = arith.index_cast %intptr_4 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %30 : memref<?xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<?xvector<2xf32>, strided<[1]>, 1> -> index
      %37 = arith.index_cast %intptr_9 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_7 : index to i64
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %40 to %33 step %c32_i64  : i64 {
        %41 = llvm.getelementptr %32[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %42 = llvm.load %41 : !llvm.ptr<1> -> i64
        %43 = arith.divsi %42, %42 : i64
        %c1152921573326323713_i64 = arith.constant 1152921573326323713 : i64
        %44 = arith.muli %43, %c1152921573326323713_i64 : i64
        %c-1152921573326323713_i64 = arith.constant -1152921573326323713 : i64
        %45 = arith.muli %43, %c-1152921573326323713_i64 : i64
        %c9007199254740993_i64 = arith.constant 9007199254740993 : i64
        %46 = arith.muli %43, %c9007199254740993_i64 : i64
        %c16777217_i64 = arith.constant 16777217 : i64
        %47 = arith.muli %43, %c16777217_i64 : i64
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %48 = arith.muli %43, %c9223372036854775807_i64 : i64
        %c4611686293305294848_i64 = arith.constant 4611686293305294848 : i64
        %49 = arith.muli %43, %c4611686293305294848_i64 : i64
        %c1099511627776_i64 = arith.constant 1099511627776 : i64
        %50 = arith.muli %42, %c1099511627776_i64 : i64
        %c3_i64 = arith.constant 3 : i64
        %51 = arith.addi %50, %c3_i64 : i64
        %52 = arith.sitofp %44 : i64 to f32
        %53 = arith.sitofp %45 : i64 to f32
        %54 = arith.sitofp %46 : i64 to f32
        %55 = arith.sitofp %47 : i64 to f32
        %56 = arith.sitofp %48 : i64 to f32
        %57 = arith.sitofp %49 : i64 to f32
        %58 = arith.sitofp %51 : i64 to f32
        %c7_i64 = arith.constant 7 : i64
        %59 = arith.muli %arg6, %c7_i64 : i64
        %60 = llvm.getelementptr %35[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %52, %60 : f32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c7_i64_10 = arith.constant 7 : i64
        %61 = arith.muli %arg6, %c7_i64_10 : i64
        %62 = arith.addi %c1_i64, %61 : i64
        %63 = llvm.getelementptr %35[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %53, %63 : f32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c7_i64_11 = arith.constant 7 : i64
        %64 = arith.muli %arg6, %c7_i64_11 : i64
        %65 = arith.addi %c2_i64, %64 : i64
        %66 = llvm.getelementptr %35[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %54, %66 : f32, !llvm.ptr<1>
        %c3_i64_12 = arith.constant 3 : i64
        %c7_i64_13 = arith.constant 7 : i64
        %67 = arith.muli %arg6, %c7_i64_13 : i64
        %68 = arith.addi %c3_i64_12, %67 : i64
        %69 = llvm.getelementptr %35[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %55, %69 : f32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c7_i64_14 = arith.constant 7 : i64
        %70 = arith.muli %arg6, %c7_i64_14 : i64
        %71 = arith.addi %c4_i64, %70 : i64
        %72 = llvm.getelementptr %35[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %56, %72 : f32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %c7_i64_15 = arith.constant 7 : i64
        %73 = arith.muli %arg6, %c7_i64_15 : i64
        %74 = arith.addi %c5_i64, %73 : i64
        %75 = llvm.getelementptr %35[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %57, %75 : f32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %c7_i64_16 = arith.constant 7 : i64
        %76 = arith.muli %arg6, %c7_i64_16 : i64
        %77 = arith.addi %c6_i64, %76 : i64
        %78 = llvm.getelementptr %35[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %58, %78 : f32, !llvm.ptr<1>
        %79 = arith.sitofp %44 : i64 to f32
        %cst = arith.constant 0.000000e+00 : f32
        %80 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %81 = llvm.insertelement %79, %80[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %82 = llvm.insertelement %cst, %81[%c1_i32 : i32] : vector<2xf32>
        %83 = llvm.getelementptr %38[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %82, %83 : vector<2xf32>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
