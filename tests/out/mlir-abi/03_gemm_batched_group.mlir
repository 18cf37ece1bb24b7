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
      %alloca = memref.alloca() : memref<f32>
      %alloca_0 = memref.alloca() : memref<f32>
      %alloca_1 = memref.alloca() : memref<f32>
      %alloca_2 = memref.alloca() : memref<f32>
      %alloca_3 = memref.alloca() : memref<f32>
      %alloca_4 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %16 = arith.index_cast %block_id_x : index to i64
      %17 = llvm.getelementptr %arg1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %18 = llvm.load %17 : !llvm.ptr<1> -> !llvm.ptr
      %19 = llvm.addrspacecast %18 : !llvm.ptr to !llvm.ptr<1>
      %20 = llvm.getelementptr %19[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %21 = llvm.getelementptr %arg5[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %22 = llvm.load %21 : !llvm.ptr<1> -> !llvm.ptr
      %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %25 = arith.minsi %24, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_5 = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y_5 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %28 = arith.addi %27, %c2_i64 : i64
      %thread_id_y_6 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_6 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %30 = arith.addi %29, %c4_i64 : i64
      %thread_id_y_7 = gpu.thread_id  y
      %31 = arith.index_cast %thread_id_y_7 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %32 = arith.addi %31, %c6_i64 : i64
      %thread_id_y_8 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_8 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %34 = arith.addi %33, %c8_i64 : i64
      %thread_id_y_9 = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y_9 : index to i64
      %c10_i64 = arith.constant 10 : i64
      %36 = arith.addi %35, %c10_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_10 = arith.constant 0.000000e+00 : f32
      memref.store %cst_10, %alloca_0[] : memref<f32>
      %cst_11 = arith.constant 0.000000e+00 : f32
      memref.store %cst_11, %alloca_1[] : memref<f32>
      %cst_12 = arith.constant 0.000000e+00 : f32
      memref.store %cst_12, %alloca_2[] : memref<f32>
      %cst_13 = arith.constant 0.000000e+00 : f32
      memref.store %cst_13, %alloca_3[] : memref<f32>
      %cst_14 = arith.constant 0.000000e+00 : f32
      memref.store %cst_14, %alloca_4[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c8_i64_15 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c8_i64_15 step %c1_i64  : i64 {
        %c16_i64_16 = arith.constant 16 : i64
        %38 = arith.muli %arg6, %c16_i64_16 : i64
        %39 = arith.addi %25, %38 : i64
        %40 = llvm.getelementptr %20[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %c8_i64_17 = arith.constant 8 : i64
        %42 = arith.muli %26, %c8_i64_17 : i64
        %43 = arith.addi %arg6, %42 : i64
        %44 = llvm.getelementptr %15[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %45 = llvm.load %44 : !llvm.ptr<1> -> f32
        %c8_i64_18 = arith.constant 8 : i64
        %46 = arith.muli %28, %c8_i64_18 : i64
        %47 = arith.addi %arg6, %46 : i64
        %48 = llvm.getelementptr %15[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %49 = llvm.load %48 : !llvm.ptr<1> -> f32
        %c8_i64_19 = arith.constant 8 : i64
        %50 = arith.muli %30, %c8_i64_19 : i64
        %51 = arith.addi %arg6, %50 : i64
        %52 = llvm.getelementptr %15[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %53 = llvm.load %52 : !llvm.ptr<1> -> f32
        %c8_i64_20 = arith.constant 8 : i64
        %54 = arith.muli %32, %c8_i64_20 : i64
        %55 = arith.addi %arg6, %54 : i64
        %56 = llvm.getelementptr %15[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %57 = llvm.load %56 : !llvm.ptr<1> -> f32
        %c8_i64_21 = arith.constant 8 : i64
        %58 = arith.muli %34, %c8_i64_21 : i64
        %59 = arith.addi %arg6, %58 : i64
        %60 = llvm.getelementptr %15[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %61 = llvm.load %60 : !llvm.ptr<1> -> f32
        %c8_i64_22 = arith.constant 8 : i64
        %62 = arith.muli %36, %c8_i64_22 : i64
        %63 = arith.addi %arg6, %62 : i64
        %64 = llvm.getelementptr %15[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %65 = llvm.load %64 : !llvm.ptr<1> -> f32
        %66 = memref.load %alloca[] : memref<f32>
        %67 = llvm.intr.fma(%41, %45, %66) : (f32, f32, f32) -> f32
        memref.store %67, %alloca[] : memref<f32>
        %68 = memref.load %alloca_0[] : memref<f32>
        %69 = llvm.intr.fma(%41, %49, %68) : (f32, f32, f32) -> f32
        memref.store %69, %alloca_0[] : memref<f32>
        %70 = memref.load %alloca_1[] : memref<f32>
        %71 = llvm.intr.fma(%41, %53, %70) : (f32, f32, f32) -> f32
        memref.store %71, %alloca_1[] : memref<f32>
        %72 = memref.load %alloca_2[] : memref<f32>
        %73 = llvm.intr.fma(%41, %57, %72) : (f32, f32, f32) -> f32
        memref.store %73, %alloca_2[] : memref<f32>
        %74 = memref.load %alloca_3[] : memref<f32>
        %75 = llvm.intr.fma(%41, %61, %74) : (f32, f32, f32) -> f32
        memref.store %75, %alloca_3[] : memref<f32>
        %76 = memref.load %alloca_4[] : memref<f32>
        %77 = llvm.intr.fma(%41, %65, %76) : (f32, f32, f32) -> f32
        memref.store %77, %alloca_4[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %37 = arith.cmpi slt, %24, %c16_i64 : i64
      scf.if %37 {
        %c16_i64_16 = arith.constant 16 : i64
        %38 = arith.muli %26, %c16_i64_16 : i64
        %39 = arith.addi %24, %38 : i64
        %40 = llvm.getelementptr %23[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %42 = memref.load %alloca[] : memref<f32>
        %43 = arith.mulf %arg0, %42 : f32
        %44 = llvm.intr.fma(%arg4, %41, %43) : (f32, f32, f32) -> f32
        %c16_i64_17 = arith.constant 16 : i64
        %45 = arith.muli %26, %c16_i64_17 : i64
        %46 = arith.addi %24, %45 : i64
        %47 = llvm.getelementptr %23[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %44, %47 : f32, !llvm.ptr<1>
        %c16_i64_18 = arith.constant 16 : i64
        %48 = arith.muli %28, %c16_i64_18 : i64
        %49 = arith.addi %24, %48 : i64
        %50 = llvm.getelementptr %23[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %51 = llvm.load %50 : !llvm.ptr<1> -> f32
        %52 = memref.load %alloca_0[] : memref<f32>
        %53 = arith.mulf %arg0, %52 : f32
        %54 = llvm.intr.fma(%arg4, %51, %53) : (f32, f32, f32) -> f32
        %c16_i64_19 = arith.constant 16 : i64
        %55 = arith.muli %28, %c16_i64_19 : i64
        %56 = arith.addi %24, %55 : i64
        %57 = llvm.getelementptr %23[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %54, %57 : f32, !llvm.ptr<1>
        %c16_i64_20 = arith.constant 16 : i64
        %58 = arith.muli %30, %c16_i64_20 : i64
        %59 = arith.addi %24, %58 : i64
        %60 = llvm.getelementptr %23[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %61 = llvm.load %60 : !llvm.ptr<1> -> f32
        %62 = memref.load %alloca_1[] : memref<f32>
        %63 = arith.mulf %arg0, %62 : f32
        %64 = llvm.intr.fma(%arg4, %61, %63) : (f32, f32, f32) -> f32
        %c16_i64_21 = arith.constant 16 : i64
        %65 = arith.muli %30, %c16_i64_21 : i64
        %66 = arith.addi %24, %65 : i64
        %67 = llvm.getelementptr %23[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %64, %67 : f32, !llvm.ptr<1>
        %c16_i64_22 = arith.constant 16 : i64
        %68 = arith.muli %32, %c16_i64_22 : i64
        %69 = arith.addi %24, %68 : i64
        %70 = llvm.getelementptr %23[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %71 = llvm.load %70 : !llvm.ptr<1> -> f32
        %72 = memref.load %alloca_2[] : memref<f32>
        %73 = arith.mulf %arg0, %72 : f32
        %74 = llvm.intr.fma(%arg4, %71, %73) : (f32, f32, f32) -> f32
        %c16_i64_23 = arith.constant 16 : i64
        %75 = arith.muli %32, %c16_i64_23 : i64
        %76 = arith.addi %24, %75 : i64
        %77 = llvm.getelementptr %23[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %74, %77 : f32, !llvm.ptr<1>
        %c16_i64_24 = arith.constant 16 : i64
        %78 = arith.muli %34, %c16_i64_24 : i64
        %79 = arith.addi %24, %78 : i64
        %80 = llvm.getelementptr %23[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %81 = llvm.load %80 : !llvm.ptr<1> -> f32
        %82 = memref.load %alloca_3[] : memref<f32>
        %83 = arith.mulf %arg0, %82 : f32
        %84 = llvm.intr.fma(%arg4, %81, %83) : (f32, f32, f32) -> f32
        %c16_i64_25 = arith.constant 16 : i64
        %85 = arith.muli %34, %c16_i64_25 : i64
        %86 = arith.addi %24, %85 : i64
        %87 = llvm.getelementptr %23[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %84, %87 : f32, !llvm.ptr<1>
        %c16_i64_26 = arith.constant 16 : i64
        %88 = arith.muli %36, %c16_i64_26 : i64
        %89 = arith.addi %24, %88 : i64
        %90 = llvm.getelementptr %23[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %91 = llvm.load %90 : !llvm.ptr<1> -> f32
        %92 = memref.load %alloca_4[] : memref<f32>
        %93 = arith.mulf %arg0, %92 : f32
        %94 = llvm.intr.fma(%arg4, %91, %93) : (f32, f32, f32) -> f32
        %c16_i64_27 = arith.constant 16 : i64
        %95 = arith.muli %36, %c16_i64_27 : i64
        %96 = arith.addi %24, %95 : i64
        %97 = llvm.getelementptr %23[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %94, %97 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
