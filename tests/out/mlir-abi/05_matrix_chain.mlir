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
      %56 = llvm.mlir.constant(1 : i64) : i64
      %57 = llvm.alloca %56 x f64 : (i64) -> !llvm.ptr
      %58 = llvm.alloca %56 x f64 : (i64) -> !llvm.ptr
      %59 = llvm.alloca %56 x f64 : (i64) -> !llvm.ptr
      %60 = llvm.alloca %56 x f64 : (i64) -> !llvm.ptr
      %61 = llvm.alloca %56 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %62 = arith.index_cast %block_id_x : index to i64
      %c72_i64 = arith.constant 72 : i64
      %63 = arith.muli %62, %c72_i64 : i64
      %64 = llvm.getelementptr %49[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %65 = llvm.getelementptr %arg3[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %66 = llvm.load %65 : !llvm.ptr<1> -> !llvm.ptr
      %67 = llvm.addrspacecast %66 : !llvm.ptr to !llvm.ptr<1>
      %c48_i64 = arith.constant 48 : i64
      %68 = arith.muli %62, %c48_i64 : i64
      %69 = llvm.getelementptr %54[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %70 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %71 = arith.index_cast %thread_id_x : index to i64
      %c11_i64 = arith.constant 11 : i64
      %72 = arith.minsi %71, %c11_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_10 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_10 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %75 = arith.addi %74, %c2_i64 : i64
      %thread_id_y_11 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_11 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %77 = arith.addi %76, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      llvm.store %cst, %57 : f64, !llvm.ptr
      %cst_12 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_12, %58 : f64, !llvm.ptr
      %cst_13 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_13, %59 : f64, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c12_i64_25 = arith.constant 12 : i64
        %85 = arith.muli %arg6, %c12_i64_25 : i64
        %86 = arith.addi %72, %85 : i64
        %87 = llvm.getelementptr %64[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %88 = llvm.load %87 : !llvm.ptr<1> -> f64
        %c6_i64_26 = arith.constant 6 : i64
        %89 = arith.muli %73, %c6_i64_26 : i64
        %90 = arith.addi %arg6, %89 : i64
        %91 = llvm.getelementptr %52[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %92 = llvm.load %91 : !llvm.ptr<1> -> f64
        %c6_i64_27 = arith.constant 6 : i64
        %93 = arith.muli %75, %c6_i64_27 : i64
        %94 = arith.addi %arg6, %93 : i64
        %95 = llvm.getelementptr %52[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %96 = llvm.load %95 : !llvm.ptr<1> -> f64
        %c6_i64_28 = arith.constant 6 : i64
        %97 = arith.muli %77, %c6_i64_28 : i64
        %98 = arith.addi %arg6, %97 : i64
        %99 = llvm.getelementptr %52[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %100 = llvm.load %99 : !llvm.ptr<1> -> f64
        %101 = llvm.load %57 : !llvm.ptr -> f64
        %102 = arith.mulf %88, %92 : f64
        %103 = arith.addf %101, %102 : f64
        llvm.store %103, %57 : f64, !llvm.ptr
        %104 = llvm.load %58 : !llvm.ptr -> f64
        %105 = arith.mulf %88, %96 : f64
        %106 = arith.addf %104, %105 : f64
        llvm.store %106, %58 : f64, !llvm.ptr
        %107 = llvm.load %59 : !llvm.ptr -> f64
        %108 = arith.mulf %88, %100 : f64
        %109 = arith.addf %107, %108 : f64
        llvm.store %109, %59 : f64, !llvm.ptr
      }
      %c12_i64 = arith.constant 12 : i64
      %78 = arith.cmpi slt, %71, %c12_i64 : i64
      scf.if %78 {
        %85 = llvm.load %57 : !llvm.ptr -> f64
        %c12_i64_25 = arith.constant 12 : i64
        %86 = arith.muli %73, %c12_i64_25 : i64
        %87 = arith.addi %71, %86 : i64
        %88 = llvm.getelementptr %70[%87] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %85, %88 : f64, !llvm.ptr<3>
        %89 = llvm.load %58 : !llvm.ptr -> f64
        %c12_i64_26 = arith.constant 12 : i64
        %90 = arith.muli %75, %c12_i64_26 : i64
        %91 = arith.addi %71, %90 : i64
        %92 = llvm.getelementptr %70[%91] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %89, %92 : f64, !llvm.ptr<3>
        %93 = llvm.load %59 : !llvm.ptr -> f64
        %c12_i64_27 = arith.constant 12 : i64
        %94 = arith.muli %77, %c12_i64_27 : i64
        %95 = arith.addi %71, %94 : i64
        %96 = llvm.getelementptr %70[%95] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %93, %96 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_14 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_14 : index to i64
      %c11_i64_15 = arith.constant 11 : i64
      %80 = arith.minsi %79, %c11_i64_15 : i64
      %thread_id_y_16 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_16 : index to i64
      %thread_id_y_17 = gpu.thread_id  y
      %82 = arith.index_cast %thread_id_y_17 : index to i64
      %c2_i64_18 = arith.constant 2 : i64
      %83 = arith.addi %82, %c2_i64_18 : i64
      %cst_19 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_19, %60 : f64, !llvm.ptr
      %cst_20 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_20, %61 : f64, !llvm.ptr
      %c0_i64_21 = arith.constant 0 : i64
      %c6_i64_22 = arith.constant 6 : i64
      %c1_i64_23 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_21 to %c6_i64_22 step %c1_i64_23  : i64 {
        %c12_i64_25 = arith.constant 12 : i64
        %85 = arith.muli %arg6, %c12_i64_25 : i64
        %86 = arith.addi %80, %85 : i64
        %87 = llvm.getelementptr %70[%86] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %88 = llvm.load %87 : !llvm.ptr<3> -> f64
        %c6_i64_26 = arith.constant 6 : i64
        %89 = arith.muli %81, %c6_i64_26 : i64
        %90 = arith.addi %arg6, %89 : i64
        %91 = llvm.getelementptr %67[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %92 = llvm.load %91 : !llvm.ptr<1> -> f64
        %c6_i64_27 = arith.constant 6 : i64
        %93 = arith.muli %83, %c6_i64_27 : i64
        %94 = arith.addi %arg6, %93 : i64
        %95 = llvm.getelementptr %67[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %96 = llvm.load %95 : !llvm.ptr<1> -> f64
        %97 = llvm.load %60 : !llvm.ptr -> f64
        %98 = arith.mulf %88, %92 : f64
        %99 = arith.addf %97, %98 : f64
        llvm.store %99, %60 : f64, !llvm.ptr
        %100 = llvm.load %61 : !llvm.ptr -> f64
        %101 = arith.mulf %88, %96 : f64
        %102 = arith.addf %100, %101 : f64
        llvm.store %102, %61 : f64, !llvm.ptr
      }
      %c12_i64_24 = arith.constant 12 : i64
      %84 = arith.cmpi slt, %79, %c12_i64_24 : i64
      scf.if %84 {
        %85 = llvm.load %60 : !llvm.ptr -> f64
        %cst_25 = arith.constant 2.000000e+00 : f64
        %c12_i64_26 = arith.constant 12 : i64
        %86 = arith.muli %81, %c12_i64_26 : i64
        %87 = arith.addi %79, %86 : i64
        %88 = llvm.getelementptr %69[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %89 = llvm.load %88 : !llvm.ptr<1> -> f64
        %90 = arith.mulf %cst_25, %89 : f64
        %91 = arith.addf %85, %90 : f64
        %c12_i64_27 = arith.constant 12 : i64
        %92 = arith.muli %81, %c12_i64_27 : i64
        %93 = arith.addi %79, %92 : i64
        %94 = llvm.getelementptr %69[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %91, %94 : f64, !llvm.ptr<1>
        %95 = llvm.load %61 : !llvm.ptr -> f64
        %cst_28 = arith.constant 2.000000e+00 : f64
        %c12_i64_29 = arith.constant 12 : i64
        %96 = arith.muli %83, %c12_i64_29 : i64
        %97 = arith.addi %79, %96 : i64
        %98 = llvm.getelementptr %69[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %99 = llvm.load %98 : !llvm.ptr<1> -> f64
        %100 = arith.mulf %cst_28, %99 : f64
        %101 = arith.addf %95, %100 : f64
        %c12_i64_30 = arith.constant 12 : i64
        %102 = arith.muli %83, %c12_i64_30 : i64
        %103 = arith.addi %79, %102 : i64
        %104 = llvm.getelementptr %69[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %101, %104 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
