module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @chain(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(12 : i64) : i64
      %3 = llvm.mlir.constant(6 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(12 : i64) : i64
      %6 = llvm.mlir.constant(72 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<12x6x?xf64, strided<[1, 12, 72]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(6 : i64) : i64
      %20 = llvm.mlir.constant(6 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(6 : i64) : i64
      %23 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg2, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x6xf64, strided<[1, 6]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(12 : i64) : i64
      %34 = llvm.mlir.constant(4 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.mlir.constant(12 : i64) : i64
      %37 = llvm.mlir.constant(48 : i64) : i64
      %38 = llvm.insertvalue %arg4, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %arg4, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %34, %41[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %arg5, %42[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %37, %45[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<12x4x?xf64, strided<[1, 12, 48]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<12x6x?xf64, strided<[1, 12, 72]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<12x6x?xf64, strided<[1, 12, 72]>, 1> -> index
      %48 = arith.index_cast %intptr : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %50 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %30 : memref<6x6xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<6x6xf64, strided<[1, 6]>, 1> -> index
      %51 = arith.index_cast %intptr_4 : index to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %47 : memref<12x4x?xf64, strided<[1, 12, 48]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %47 : memref<12x4x?xf64, strided<[1, 12, 48]>, 1> -> index
      %53 = arith.index_cast %intptr_9 : index to i64
      %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
      %55 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_10 = memref.alloca() : memref<f64>
      %alloca_11 = memref.alloca() : memref<f64>
      %alloca_12 = memref.alloca() : memref<f64>
      %alloca_13 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %56 = arith.index_cast %block_id_x : index to i64
      %c72_i64 = arith.constant 72 : i64
      %57 = arith.muli %56, %c72_i64 : i64
      %58 = llvm.getelementptr %49[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %59 = llvm.getelementptr %arg3[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %60 = llvm.load %59 : !llvm.ptr<1> -> !llvm.ptr
      %61 = llvm.addrspacecast %60 : !llvm.ptr to !llvm.ptr<1>
      %c48_i64 = arith.constant 48 : i64
      %62 = arith.muli %56, %c48_i64 : i64
      %63 = llvm.getelementptr %54[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %64 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %65 = arith.index_cast %thread_id_x : index to i64
      %c11_i64 = arith.constant 11 : i64
      %66 = arith.minsi %65, %c11_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_14 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_14 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %69 = arith.addi %68, %c2_i64 : i64
      %thread_id_y_15 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_15 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %71 = arith.addi %70, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_16 = arith.constant 0.000000e+00 : f64
      memref.store %cst_16, %alloca_10[] : memref<f64>
      %cst_17 = arith.constant 0.000000e+00 : f64
      memref.store %cst_17, %alloca_11[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c12_i64_29 = arith.constant 12 : i64
        %79 = arith.muli %arg6, %c12_i64_29 : i64
        %80 = arith.addi %66, %79 : i64
        %81 = llvm.getelementptr %58[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %82 = llvm.load %81 : !llvm.ptr<1> -> f64
        %c6_i64_30 = arith.constant 6 : i64
        %83 = arith.muli %67, %c6_i64_30 : i64
        %84 = arith.addi %arg6, %83 : i64
        %85 = llvm.getelementptr %52[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %86 = llvm.load %85 : !llvm.ptr<1> -> f64
        %c6_i64_31 = arith.constant 6 : i64
        %87 = arith.muli %69, %c6_i64_31 : i64
        %88 = arith.addi %arg6, %87 : i64
        %89 = llvm.getelementptr %52[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %90 = llvm.load %89 : !llvm.ptr<1> -> f64
        %c6_i64_32 = arith.constant 6 : i64
        %91 = arith.muli %71, %c6_i64_32 : i64
        %92 = arith.addi %arg6, %91 : i64
        %93 = llvm.getelementptr %52[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %94 = llvm.load %93 : !llvm.ptr<1> -> f64
        %95 = memref.load %alloca[] : memref<f64>
        %96 = arith.mulf %82, %86 : f64
        %97 = arith.addf %95, %96 : f64
        memref.store %97, %alloca[] : memref<f64>
        %98 = memref.load %alloca_10[] : memref<f64>
        %99 = arith.mulf %82, %90 : f64
        %100 = arith.addf %98, %99 : f64
        memref.store %100, %alloca_10[] : memref<f64>
        %101 = memref.load %alloca_11[] : memref<f64>
        %102 = arith.mulf %82, %94 : f64
        %103 = arith.addf %101, %102 : f64
        memref.store %103, %alloca_11[] : memref<f64>
      }
      %c12_i64 = arith.constant 12 : i64
      %72 = arith.cmpi slt, %65, %c12_i64 : i64
      scf.if %72 {
        %79 = memref.load %alloca[] : memref<f64>
        %c12_i64_29 = arith.constant 12 : i64
        %80 = arith.muli %67, %c12_i64_29 : i64
        %81 = arith.addi %65, %80 : i64
        %82 = llvm.getelementptr %64[%81] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %79, %82 : f64, !llvm.ptr<3>
        %83 = memref.load %alloca_10[] : memref<f64>
        %c12_i64_30 = arith.constant 12 : i64
        %84 = arith.muli %69, %c12_i64_30 : i64
        %85 = arith.addi %65, %84 : i64
        %86 = llvm.getelementptr %64[%85] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %83, %86 : f64, !llvm.ptr<3>
        %87 = memref.load %alloca_11[] : memref<f64>
        %c12_i64_31 = arith.constant 12 : i64
        %88 = arith.muli %71, %c12_i64_31 : i64
        %89 = arith.addi %65, %88 : i64
        %90 = llvm.getelementptr %64[%89] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %87, %90 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_18 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_18 : index to i64
      %c11_i64_19 = arith.constant 11 : i64
      %74 = arith.minsi %73, %c11_i64_19 : i64
      %thread_id_y_20 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_20 : index to i64
      %thread_id_y_21 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_21 : index to i64
      %c2_i64_22 = arith.constant 2 : i64
      %77 = arith.addi %76, %c2_i64_22 : i64
      %cst_23 = arith.constant 0.000000e+00 : f64
      memref.store %cst_23, %alloca_12[] : memref<f64>
      %cst_24 = arith.constant 0.000000e+00 : f64
      memref.store %cst_24, %alloca_13[] : memref<f64>
      %c0_i64_25 = arith.constant 0 : i64
      %c6_i64_26 = arith.constant 6 : i64
      %c1_i64_27 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_25 to %c6_i64_26 step %c1_i64_27  : i64 {
        %c12_i64_29 = arith.constant 12 : i64
        %79 = arith.muli %arg6, %c12_i64_29 : i64
        %80 = arith.addi %74, %79 : i64
        %81 = llvm.getelementptr %64[%80] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %82 = llvm.load %81 : !llvm.ptr<3> -> f64
        %c6_i64_30 = arith.constant 6 : i64
        %83 = arith.muli %75, %c6_i64_30 : i64
        %84 = arith.addi %arg6, %83 : i64
        %85 = llvm.getelementptr %61[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %86 = llvm.load %85 : !llvm.ptr<1> -> f64
        %c6_i64_31 = arith.constant 6 : i64
        %87 = arith.muli %77, %c6_i64_31 : i64
        %88 = arith.addi %arg6, %87 : i64
        %89 = llvm.getelementptr %61[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %90 = llvm.load %89 : !llvm.ptr<1> -> f64
        %91 = memref.load %alloca_12[] : memref<f64>
        %92 = arith.mulf %82, %86 : f64
        %93 = arith.addf %91, %92 : f64
        memref.store %93, %alloca_12[] : memref<f64>
        %94 = memref.load %alloca_13[] : memref<f64>
        %95 = arith.mulf %82, %90 : f64
        %96 = arith.addf %94, %95 : f64
        memref.store %96, %alloca_13[] : memref<f64>
      }
      %c12_i64_28 = arith.constant 12 : i64
      %78 = arith.cmpi slt, %73, %c12_i64_28 : i64
      scf.if %78 {
        %79 = memref.load %alloca_12[] : memref<f64>
        %cst_29 = arith.constant 2.000000e+00 : f64
        %c12_i64_30 = arith.constant 12 : i64
        %80 = arith.muli %75, %c12_i64_30 : i64
        %81 = arith.addi %73, %80 : i64
        %82 = llvm.getelementptr %63[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %83 = llvm.load %82 : !llvm.ptr<1> -> f64
        %84 = arith.mulf %cst_29, %83 : f64
        %85 = arith.addf %79, %84 : f64
        %c12_i64_31 = arith.constant 12 : i64
        %86 = arith.muli %75, %c12_i64_31 : i64
        %87 = arith.addi %73, %86 : i64
        %88 = llvm.getelementptr %63[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %85, %88 : f64, !llvm.ptr<1>
        %89 = memref.load %alloca_13[] : memref<f64>
        %cst_32 = arith.constant 2.000000e+00 : f64
        %c12_i64_33 = arith.constant 12 : i64
        %90 = arith.muli %77, %c12_i64_33 : i64
        %91 = arith.addi %73, %90 : i64
        %92 = llvm.getelementptr %63[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %93 = llvm.load %92 : !llvm.ptr<1> -> f64
        %94 = arith.mulf %cst_32, %93 : f64
        %95 = arith.addf %89, %94 : f64
        %c12_i64_34 = arith.constant 12 : i64
        %96 = arith.muli %77, %c12_i64_34 : i64
        %97 = arith.addi %73, %96 : i64
        %98 = llvm.getelementptr %63[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %95, %98 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
