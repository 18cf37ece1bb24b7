module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_over_batch() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1280 x i8>
    gpu.func @gemm_over_batch(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(10 : i64) : i64
      %3 = llvm.mlir.constant(24 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(12 : i64) : i64
      %6 = llvm.mlir.constant(288 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<10x24x?xf32, strided<[1, 12, 288]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(10 : i64) : i64
      %20 = llvm.mlir.constant(6 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(10 : i64) : i64
      %23 = llvm.mlir.constant(60 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<10x6x?xf32, strided<[1, 10, 60]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(24 : i64) : i64
      %37 = llvm.mlir.constant(6 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(24 : i64) : i64
      %40 = llvm.mlir.constant(144 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x6x?xf32, strided<[1, 24, 144]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<10x24x?xf32, strided<[1, 12, 288]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<10x24x?xf32, strided<[1, 12, 288]>, 1> -> index
      %51 = arith.index_cast %intptr : index to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<1>
      %53 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<10x6x?xf32, strided<[1, 10, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<10x6x?xf32, strided<[1, 10, 60]>, 1> -> index
      %54 = arith.index_cast %intptr_4 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<24x6x?xf32, strided<[1, 24, 144]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<24x6x?xf32, strided<[1, 24, 144]>, 1> -> index
      %57 = arith.index_cast %intptr_9 : index to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      %59 = arith.index_cast %sizes_7#2 : index to i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %62 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %63 = llvm.alloca %60 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %64 = arith.index_cast %block_id_x : index to i64
      %c288_i64 = arith.constant 288 : i64
      %65 = arith.muli %64, %c288_i64 : i64
      %66 = llvm.getelementptr %52[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %67 = arith.muli %64, %c60_i64 : i64
      %68 = llvm.getelementptr %55[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c144_i64 = arith.constant 144 : i64
      %69 = arith.muli %64, %c144_i64 : i64
      %70 = llvm.getelementptr %58[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
        %thread_id_x_17 = gpu.thread_id  x
        %79 = arith.index_cast %thread_id_x_17 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_18 = gpu.thread_id  y
        %80 = arith.index_cast %thread_id_y_18 : index to i64
        %81 = arith.muli %c32_i64, %80 : i64
        %82 = arith.addi %79, %81 : i64
        %c64_i64 = arith.constant 64 : i64
        %83 = arith.muli %arg6, %c64_i64 : i64
        %84 = arith.addi %82, %83 : i64
        %c10_i64_19 = arith.constant 10 : i64
        %85 = arith.remsi %84, %c10_i64_19 : i64
        %c10_i64_20 = arith.constant 10 : i64
        %86 = arith.divsi %84, %c10_i64_20 : i64
        %c23_i64 = arith.constant 23 : i64
        %87 = arith.minsi %86, %c23_i64 : i64
        %c12_i64 = arith.constant 12 : i64
        %88 = arith.muli %87, %c12_i64 : i64
        %89 = arith.addi %85, %88 : i64
        %90 = llvm.getelementptr %66[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %91 = llvm.load %90 : !llvm.ptr<1> -> f32
        %92 = llvm.mlir.addressof @__tinyc_stack_gemm_over_batch : !llvm.ptr<3>
        %c32_i64_21 = arith.constant 32 : i64
        %93 = arith.muli %85, %c32_i64_21 : i64
        %94 = arith.addi %86, %93 : i64
        %95 = llvm.getelementptr %92[%94] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %91, %95 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %71 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_10 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_10 : index to i64
      %thread_id_y = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_11 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_11 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %75 = arith.addi %74, %c2_i64 : i64
      %thread_id_y_12 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_12 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %77 = arith.addi %76, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %61 : f32, !llvm.ptr
      %cst_13 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_13, %62 : f32, !llvm.ptr
      %cst_14 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_14, %63 : f32, !llvm.ptr
      %c0_i64_15 = arith.constant 0 : i64
      %c10_i64 = arith.constant 10 : i64
      %c1_i64_16 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_15 to %c10_i64 step %c1_i64_16  : i64 {
        %79 = llvm.mlir.addressof @__tinyc_stack_gemm_over_batch : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %80 = arith.muli %arg6, %c32_i64 : i64
        %81 = arith.addi %72, %80 : i64
        %82 = llvm.getelementptr %79[%81] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %83 = llvm.load %82 : !llvm.ptr<3> -> f32
        %c10_i64_17 = arith.constant 10 : i64
        %84 = arith.muli %73, %c10_i64_17 : i64
        %85 = arith.addi %arg6, %84 : i64
        %86 = llvm.getelementptr %68[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %87 = llvm.load %86 : !llvm.ptr<1> -> f32
        %c10_i64_18 = arith.constant 10 : i64
        %88 = arith.muli %75, %c10_i64_18 : i64
        %89 = arith.addi %arg6, %88 : i64
        %90 = llvm.getelementptr %68[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %91 = llvm.load %90 : !llvm.ptr<1> -> f32
        %c10_i64_19 = arith.constant 10 : i64
        %92 = arith.muli %77, %c10_i64_19 : i64
        %93 = arith.addi %arg6, %92 : i64
        %94 = llvm.getelementptr %68[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %95 = llvm.load %94 : !llvm.ptr<1> -> f32
        %96 = llvm.load %61 : !llvm.ptr -> f32
        %97 = arith.mulf %83, %87 : f32
        %98 = arith.addf %96, %97 : f32
        llvm.store %98, %61 : f32, !llvm.ptr
        %99 = llvm.load %62 : !llvm.ptr -> f32
        %100 = arith.mulf %83, %91 : f32
        %101 = arith.addf %99, %100 : f32
        llvm.store %101, %62 : f32, !llvm.ptr
        %102 = llvm.load %63 : !llvm.ptr -> f32
        %103 = arith.mulf %83, %95 : f32
        %104 = arith.addf %102, %103 : f32
        llvm.store %104, %63 : f32, !llvm.ptr
      }
      %c24_i64 = arith.constant 24 : i64
      %78 = arith.cmpi slt, %71, %c24_i64 : i64
      scf.if %78 {
        %79 = llvm.load %61 : !llvm.ptr -> f32
        %c24_i64_17 = arith.constant 24 : i64
        %80 = arith.muli %73, %c24_i64_17 : i64
        %81 = arith.addi %71, %80 : i64
        %82 = llvm.getelementptr %70[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %79, %82 : f32, !llvm.ptr<1>
        %83 = llvm.load %62 : !llvm.ptr -> f32
        %c24_i64_18 = arith.constant 24 : i64
        %84 = arith.muli %75, %c24_i64_18 : i64
        %85 = arith.addi %71, %84 : i64
        %86 = llvm.getelementptr %70[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %83, %86 : f32, !llvm.ptr<1>
        %87 = llvm.load %63 : !llvm.ptr -> f32
        %c24_i64_19 = arith.constant 24 : i64
        %88 = arith.muli %77, %c24_i64_19 : i64
        %89 = arith.addi %71, %88 : i64
        %90 = llvm.getelementptr %70[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %87, %90 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
