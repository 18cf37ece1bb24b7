module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_over_group(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: f32, %arg5: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(12 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(8 : i64) : i64
      %6 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x12xf32, strided<[1, 8]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<8x12xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<8x12xf32, strided<[1, 8]>, 1> -> index
      %14 = arith.index_cast %intptr : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.alloca %16 x f32 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %16 x f32 : (i64) -> !llvm.ptr
      %19 = llvm.alloca %16 x f32 : (i64) -> !llvm.ptr
      %20 = llvm.alloca %16 x f32 : (i64) -> !llvm.ptr
      %21 = llvm.alloca %16 x f32 : (i64) -> !llvm.ptr
      %22 = llvm.alloca %16 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %23 = arith.index_cast %block_id_x : index to i64
      %24 = llvm.getelementptr %arg1[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %25 = llvm.load %24 : !llvm.ptr<1> -> !llvm.ptr
      %26 = llvm.addrspacecast %25 : !llvm.ptr to !llvm.ptr<1>
      %27 = llvm.getelementptr %26[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %28 = llvm.getelementptr %arg5[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %29 = llvm.load %28 : !llvm.ptr<1> -> !llvm.ptr
      %30 = llvm.addrspacecast %29 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %32 = arith.minsi %31, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_0 = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y_0 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %35 = arith.addi %34, %c2_i64 : i64
      %thread_id_y_1 = gpu.thread_id  y
      %36 = arith.index_cast %thread_id_y_1 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %37 = arith.addi %36, %c4_i64 : i64
      %thread_id_y_2 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_2 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %39 = arith.addi %38, %c6_i64 : i64
      %thread_id_y_3 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_3 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %41 = arith.addi %40, %c8_i64 : i64
      %thread_id_y_4 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_4 : index to i64
      %c10_i64 = arith.constant 10 : i64
      %43 = arith.addi %42, %c10_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %17 : f32, !llvm.ptr
      %cst_5 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_5, %18 : f32, !llvm.ptr
      %cst_6 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_6, %19 : f32, !llvm.ptr
      %cst_7 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_7, %20 : f32, !llvm.ptr
      %cst_8 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_8, %21 : f32, !llvm.ptr
      %cst_9 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_9, %22 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64_10 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c8_i64_10 step %c1_i64  : i64 {
        %c16_i64_11 = arith.constant 16 : i64
        %45 = arith.muli %arg6, %c16_i64_11 : i64
        %46 = arith.addi %32, %45 : i64
        %47 = llvm.getelementptr %27[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %48 = llvm.load %47 : !llvm.ptr<1> -> f32
        %c8_i64_12 = arith.constant 8 : i64
        %49 = arith.muli %33, %c8_i64_12 : i64
        %50 = arith.addi %arg6, %49 : i64
        %51 = llvm.getelementptr %15[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %c8_i64_13 = arith.constant 8 : i64
        %53 = arith.muli %35, %c8_i64_13 : i64
        %54 = arith.addi %arg6, %53 : i64
        %55 = llvm.getelementptr %15[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %56 = llvm.load %55 : !llvm.ptr<1> -> f32
        %c8_i64_14 = arith.constant 8 : i64
        %57 = arith.muli %37, %c8_i64_14 : i64
        %58 = arith.addi %arg6, %57 : i64
        %59 = llvm.getelementptr %15[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 : !llvm.ptr<1> -> f32
        %c8_i64_15 = arith.constant 8 : i64
        %61 = arith.muli %39, %c8_i64_15 : i64
        %62 = arith.addi %arg6, %61 : i64
        %63 = llvm.getelementptr %15[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %64 = llvm.load %63 : !llvm.ptr<1> -> f32
        %c8_i64_16 = arith.constant 8 : i64
        %65 = arith.muli %41, %c8_i64_16 : i64
        %66 = arith.addi %arg6, %65 : i64
        %67 = llvm.getelementptr %15[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %68 = llvm.load %67 : !llvm.ptr<1> -> f32
        %c8_i64_17 = arith.constant 8 : i64
        %69 = arith.muli %43, %c8_i64_17 : i64
        %70 = arith.addi %arg6, %69 : i64
        %71 = llvm.getelementptr %15[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %72 = llvm.load %71 : !llvm.ptr<1> -> f32
        %73 = llvm.load %17 : !llvm.ptr -> f32
        %74 = arith.mulf %48, %52 : f32
        %75 = arith.addf %73, %74 : f32
        llvm.store %75, %17 : f32, !llvm.ptr
        %76 = llvm.load %18 : !llvm.ptr -> f32
        %77 = arith.mulf %48, %56 : f32
        %78 = arith.addf %76, %77 : f32
        llvm.store %78, %18 : f32, !llvm.ptr
        %79 = llvm.load %19 : !llvm.ptr -> f32
        %80 = arith.mulf %48, %60 : f32
        %81 = arith.addf %79, %80 : f32
        llvm.store %81, %19 : f32, !llvm.ptr
        %82 = llvm.load %20 : !llvm.ptr -> f32
        %83 = arith.mulf %48, %64 : f32
        %84 = arith.addf %82, %83 : f32
        llvm.store %84, %20 : f32, !llvm.ptr
        %85 = llvm.load %21 : !llvm.ptr -> f32
        %86 = arith.mulf %48, %68 : f32
        %87 = arith.addf %85, %86 : f32
        llvm.store %87, %21 : f32, !llvm.ptr
        %88 = llvm.load %22 : !llvm.ptr -> f32
        %89 = arith.mulf %48, %72 : f32
        %90 = arith.addf %88, %89 : f32
        llvm.store %90, %22 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %44 = arith.cmpi slt, %31, %c16_i64 : i64
      scf.if %44 {
        %45 = llvm.load %17 : !llvm.ptr -> f32
        %46 = arith.mulf %arg0, %45 : f32
        %c16_i64_11 = arith.constant 16 : i64
        %47 = arith.muli %33, %c16_i64_11 : i64
        %48 = arith.addi %31, %47 : i64
        %49 = llvm.getelementptr %30[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %50 = llvm.load %49 : !llvm.ptr<1> -> f32
        %51 = arith.mulf %arg4, %50 : f32
        %52 = arith.addf %46, %51 : f32
        %c16_i64_12 = arith.constant 16 : i64
        %53 = arith.muli %33, %c16_i64_12 : i64
        %54 = arith.addi %31, %53 : i64
        %55 = llvm.getelementptr %30[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %52, %55 : f32, !llvm.ptr<1>
        %56 = llvm.load %18 : !llvm.ptr -> f32
        %57 = arith.mulf %arg0, %56 : f32
        %c16_i64_13 = arith.constant 16 : i64
        %58 = arith.muli %35, %c16_i64_13 : i64
        %59 = arith.addi %31, %58 : i64
        %60 = llvm.getelementptr %30[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %61 = llvm.load %60 : !llvm.ptr<1> -> f32
        %62 = arith.mulf %arg4, %61 : f32
        %63 = arith.addf %57, %62 : f32
        %c16_i64_14 = arith.constant 16 : i64
        %64 = arith.muli %35, %c16_i64_14 : i64
        %65 = arith.addi %31, %64 : i64
        %66 = llvm.getelementptr %30[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %63, %66 : f32, !llvm.ptr<1>
        %67 = llvm.load %19 : !llvm.ptr -> f32
        %68 = arith.mulf %arg0, %67 : f32
        %c16_i64_15 = arith.constant 16 : i64
        %69 = arith.muli %37, %c16_i64_15 : i64
        %70 = arith.addi %31, %69 : i64
        %71 = llvm.getelementptr %30[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %72 = llvm.load %71 : !llvm.ptr<1> -> f32
        %73 = arith.mulf %arg4, %72 : f32
        %74 = arith.addf %68, %73 : f32
        %c16_i64_16 = arith.constant 16 : i64
        %75 = arith.muli %37, %c16_i64_16 : i64
        %76 = arith.addi %31, %75 : i64
        %77 = llvm.getelementptr %30[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %74, %77 : f32, !llvm.ptr<1>
        %78 = llvm.load %20 : !llvm.ptr -> f32
        %79 = arith.mulf %arg0, %78 : f32
        %c16_i64_17 = arith.constant 16 : i64
        %80 = arith.muli %39, %c16_i64_17 : i64
        %81 = arith.addi %31, %80 : i64
        %82 = llvm.getelementptr %30[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %83 = llvm.load %82 : !llvm.ptr<1> -> f32
        %84 = arith.mulf %arg4, %83 : f32
        %85 = arith.addf %79, %84 : f32
        %c16_i64_18 = arith.constant 16 : i64
        %86 = arith.muli %39, %c16_i64_18 : i64
        %87 = arith.addi %31, %86 : i64
        %88 = llvm.getelementptr %30[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %85, %88 : f32, !llvm.ptr<1>
        %89 = llvm.load %21 : !llvm.ptr -> f32
        %90 = arith.mulf %arg0, %89 : f32
        %c16_i64_19 = arith.constant 16 : i64
        %91 = arith.muli %41, %c16_i64_19 : i64
        %92 = arith.addi %31, %91 : i64
        %93 = llvm.getelementptr %30[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %94 = llvm.load %93 : !llvm.ptr<1> -> f32
        %95 = arith.mulf %arg4, %94 : f32
        %96 = arith.addf %90, %95 : f32
        %c16_i64_20 = arith.constant 16 : i64
        %97 = arith.muli %41, %c16_i64_20 : i64
        %98 = arith.addi %31, %97 : i64
        %99 = llvm.getelementptr %30[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %96, %99 : f32, !llvm.ptr<1>
        %100 = llvm.load %22 : !llvm.ptr -> f32
        %101 = arith.mulf %arg0, %100 : f32
        %c16_i64_21 = arith.constant 16 : i64
        %102 = arith.muli %43, %c16_i64_21 : i64
        %103 = arith.addi %31, %102 : i64
        %104 = llvm.getelementptr %30[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %106 = arith.mulf %arg4, %105 : f32
        %107 = arith.addf %101, %106 : f32
        %c16_i64_22 = arith.constant 16 : i64
        %108 = arith.muli %43, %c16_i64_22 : i64
        %109 = arith.addi %31, %108 : i64
        %110 = llvm.getelementptr %30[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %107, %110 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
