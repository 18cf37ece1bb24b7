module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scalar(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(16 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(2 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(2 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<2x?xi64, strided<[1, 2]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %39 = arith.index_cast %intptr : index to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %42 = arith.index_cast %intptr_4 : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %44 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<2x?xi64, strided<[1, 2]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<2x?xi64, strided<[1, 2]>, 1> -> index
      %45 = arith.index_cast %intptr_9 : index to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<1>
      %47 = arith.index_cast %sizes_7#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<i64>
      %alloca_11 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %48 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %49 = arith.muli %48, %c16_i64 : i64
      %50 = llvm.getelementptr %40[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_12 = arith.constant 16 : i64
      %51 = arith.muli %48, %c16_i64_12 : i64
      %52 = llvm.getelementptr %43[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_13 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %53 to %c16_i64_13 step %c32_i64  : i64 {
        %66 = llvm.getelementptr %50[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %67 = llvm.load %66 : !llvm.ptr<1> -> f32
        %cst = arith.constant 5.000000e-01 : f32
        %68 = arith.mulf %67, %cst : f32
        %69 = llvm.intr.maxnum(%68, %67) : (f32, f32) -> f32
        %70 = arith.bitcast %69 : f32 to i32
        %c2147483647_i32 = arith.constant 2147483647 : i32
        %71 = arith.andi %70, %c2147483647_i32 : i32
        %72 = arith.bitcast %71 : i32 to f32
        %73 = math.exp %67 : f32
        %74 = math.sin %67 : f32
        %75 = arith.addf %73, %74 : f32
        %76 = arith.subf %75, %72 : f32
        %cst_21 = arith.constant 0.000000e+00 : f32
        %77 = arith.cmpf olt, %67, %cst_21 : f32
        scf.if %77 {
          %cst_22 = arith.constant 0.000000e+00 : f32
          %80 = llvm.intr.minnum(%76, %cst_22) : (f32, f32) -> f32
          memref.store %80, %alloca[] : memref<f32>
        } else {
          %80 = math.log2 %73 : f32
          %81 = arith.addf %76, %80 : f32
          memref.store %81, %alloca[] : memref<f32>
        }
        %78 = memref.load %alloca[] : memref<f32>
        %79 = llvm.getelementptr %52[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %78, %79 : f32, !llvm.ptr<1>
      }
      %c5_i64 = arith.constant 5 : i64
      %54 = arith.addi %48, %c5_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      memref.store %c0_i64, %alloca_10[] : memref<i64>
      %c1_i64 = arith.constant 1 : i64
      memref.store %c1_i64, %alloca_11[] : memref<i64>
      %c0_i64_14 = arith.constant 0 : i64
      %c1_i64_15 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_14 to %54 step %c1_i64_15  : i64 {
        %66 = memref.load %alloca_10[] : memref<i64>
        %67 = memref.load %alloca_11[] : memref<i64>
        %68 = arith.addi %66, %67 : i64
        %69 = memref.load %alloca_11[] : memref<i64>
        memref.store %69, %alloca_10[] : memref<i64>
        memref.store %68, %alloca_11[] : memref<i64>
      }
      %thread_id_x_16 = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x_16 : index to i64
      %c32_i64_17 = arith.constant 32 : i64
      %56 = arith.remsi %55, %c32_i64_17 : i64
      %57 = arith.trunci %56 : i64 to i32
      %thread_id_x_18 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_18 : index to i64
      %c32_i64_19 = arith.constant 32 : i64
      %59 = arith.divsi %58, %c32_i64_19 : i64
      %thread_id_y = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y : index to i64
      %61 = arith.addi %59, %60 : i64
      %62 = arith.trunci %61 : i64 to i32
      %c0_i32 = arith.constant 0 : i32
      %63 = arith.cmpi eq, %57, %c0_i32 : i32
      %c0_i32_20 = arith.constant 0 : i32
      %64 = arith.cmpi eq, %62, %c0_i32_20 : i32
      %65 = arith.andi %63, %64 : i1
      scf.if %65 {
        %66 = memref.load %alloca_10[] : memref<i64>
        %c2_i64 = arith.constant 2 : i64
        %67 = arith.muli %48, %c2_i64 : i64
        %68 = llvm.getelementptr %46[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %66, %68 : i64, !llvm.ptr<1>
        %69 = memref.load %alloca_11[] : memref<i64>
        %c1_i64_21 = arith.constant 1 : i64
        %c2_i64_22 = arith.constant 2 : i64
        %70 = arith.muli %48, %c2_i64_22 : i64
        %71 = arith.addi %c1_i64_21, %70 : i64
        %72 = llvm.getelementptr %46[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %69, %72 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
