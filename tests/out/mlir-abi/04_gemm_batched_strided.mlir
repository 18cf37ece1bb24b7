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
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %60 = arith.index_cast %block_id_x : index to i64
      %c288_i64 = arith.constant 288 : i64
      %61 = arith.muli %60, %c288_i64 : i64
      %62 = llvm.getelementptr %52[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %63 = arith.muli %60, %c60_i64 : i64
      %64 = llvm.getelementptr %55[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c144_i64 = arith.constant 144 : i64
      %65 = arith.muli %60, %c144_i64 : i64
      %66 = llvm.getelementptr %58[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
        %thread_id_x_19 = gpu.thread_id  x
        %75 = arith.index_cast %thread_id_x_19 : index to i64
        %c32_i64 = arith.constant 32 : i64
        %thread_id_y_20 = gpu.thread_id  y
        %76 = arith.index_cast %thread_id_y_20 : index to i64
        %77 = arith.muli %c32_i64, %76 : i64
        %78 = arith.addi %75, %77 : i64
        %c64_i64 = arith.constant 64 : i64
        %79 = arith.muli %arg6, %c64_i64 : i64
        %80 = arith.addi %78, %79 : i64
        %c10_i64_21 = arith.constant 10 : i64
        %81 = arith.remsi %80, %c10_i64_21 : i64
        %c10_i64_22 = arith.constant 10 : i64
        %82 = arith.divsi %80, %c10_i64_22 : i64
        %c23_i64 = arith.constant 23 : i64
        %83 = arith.minsi %82, %c23_i64 : i64
        %c12_i64 = arith.constant 12 : i64
        %84 = arith.muli %83, %c12_i64 : i64
        %85 = arith.addi %81, %84 : i64
        %86 = llvm.getelementptr %62[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %87 = llvm.load %86 : !llvm.ptr<1> -> f32
        %88 = llvm.mlir.addressof @__tinyc_stack_gemm_over_batch : !llvm.ptr<3>
        %c32_i64_23 = arith.constant 32 : i64
        %89 = arith.muli %81, %c32_i64_23 : i64
        %90 = arith.addi %82, %89 : i64
        %91 = llvm.getelementptr %88[%90] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %87, %91 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_12 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_12 : index to i64
      %thread_id_y = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_13 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_13 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %71 = arith.addi %70, %c2_i64 : i64
      %thread_id_y_14 = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y_14 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %73 = arith.addi %72, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_15 = arith.constant 0.000000e+00 : f32
      memref.store %cst_15, %alloca_10[] : memref<f32>
      %cst_16 = arith.constant 0.000000e+00 : f32
      memref.store %cst_16, %alloca_11[] : memref<f32>
      %c0_i64_17 = arith.constant 0 : i64
      %c10_i64 = arith.constant 10 : i64
      %c1_i64_18 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_17 to %c10_i64 step %c1_i64_18  : i64 {
        %75 = llvm.mlir.addressof @__tinyc_stack_gemm_over_batch : !llvm.ptr<3>
        %c32_i64 = arith.constant 32 : i64
        %76 = arith.muli %arg6, %c32_i64 : i64
        %77 = arith.addi %68, %76 : i64
        %78 = llvm.getelementptr %75[%77] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %79 = llvm.load %78 : !llvm.ptr<3> -> f32
        %c10_i64_19 = arith.constant 10 : i64
        %80 = arith.muli %69, %c10_i64_19 : i64
        %81 = arith.addi %arg6, %80 : i64
        %82 = llvm.getelementptr %64[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %83 = llvm.load %82 : !llvm.ptr<1> -> f32
        %c10_i64_20 = arith.constant 10 : i64
        %84 = arith.muli %71, %c10_i64_20 : i64
        %85 = arith.addi %arg6, %84 : i64
        %86 = llvm.getelementptr %64[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %87 = llvm.load %86 : !llvm.ptr<1> -> f32
        %c10_i64_21 = arith.constant 10 : i64
        %88 = arith.muli %73, %c10_i64_21 : i64
        %89 = arith.addi %arg6, %88 : i64
        %90 = llvm.getelementptr %64[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %91 = llvm.load %90 : !llvm.ptr<1> -> f32
        %92 = memref.load %alloca[] : memref<f32>
        %93 = llvm.intr.fma(%79, %83, %92) : (f32, f32, f32) -> f32
        memref.store %93, %alloca[] : memref<f32>
        %94 = memref.load %alloca_10[] : memref<f32>
        %95 = llvm.intr.fma(%79, %87, %94) : (f32, f32, f32) -> f32
        memref.store %95, %alloca_10[] : memref<f32>
        %96 = memref.load %alloca_11[] : memref<f32>
        %97 = llvm.intr.fma(%79, %91, %96) : (f32, f32, f32) -> f32
        memref.store %97, %alloca_11[] : memref<f32>
      }
      %c24_i64 = arith.constant 24 : i64
      %74 = arith.cmpi slt, %67, %c24_i64 : i64
      scf.if %74 {
        %75 = memref.load %alloca[] : memref<f32>
        %c24_i64_19 = arith.constant 24 : i64
        %76 = arith.muli %69, %c24_i64_19 : i64
        %77 = arith.addi %67, %76 : i64
        %78 = llvm.getelementptr %66[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %75, %78 : f32, !llvm.ptr<1>
        %79 = memref.load %alloca_10[] : memref<f32>
        %c24_i64_20 = arith.constant 24 : i64
        %80 = arith.muli %71, %c24_i64_20 : i64
        %81 = arith.addi %67, %80 : i64
        %82 = llvm.getelementptr %66[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %79, %82 : f32, !llvm.ptr<1>
        %83 = memref.load %alloca_11[] : memref<f32>
        %c24_i64_21 = arith.constant 24 : i64
        %84 = arith.muli %73, %c24_i64_21 : i64
        %85 = arith.addi %67, %84 : i64
        %86 = llvm.getelementptr %66[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %83, %86 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
