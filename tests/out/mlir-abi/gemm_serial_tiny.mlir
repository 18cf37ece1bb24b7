module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tiny(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: f32, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(3 : i64) : i64
      %3 = llvm.mlir.constant(7 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(3 : i64) : i64
      %6 = llvm.mlir.constant(21 : i64) : i64
      %7 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg1, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg2, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<3x7x?xf32, strided<[1, 3, 21]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(7 : i64) : i64
      %20 = llvm.mlir.constant(5 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(7 : i64) : i64
      %23 = llvm.mlir.constant(35 : i64) : i64
      %24 = llvm.insertvalue %arg3, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg3, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg4, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<7x5x?xf32, strided<[1, 7, 35]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(3 : i64) : i64
      %37 = llvm.mlir.constant(5 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(4 : i64) : i64
      %40 = llvm.insertvalue %arg6, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %arg6, %40[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %35, %41[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %36, %42[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %37, %43[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %arg7, %44[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %38, %45[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %39, %46[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %arg8, %47[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = builtin.unrealized_conversion_cast %48 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<3x5x?xf32, strided<[1, 4, ?]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<3x7x?xf32, strided<[1, 3, 21]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<3x7x?xf32, strided<[1, 3, 21]>, 1> -> index
      %50 = arith.index_cast %intptr : index to i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
      %52 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<7x5x?xf32, strided<[1, 7, 35]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<7x5x?xf32, strided<[1, 7, 35]>, 1> -> index
      %53 = arith.index_cast %intptr_4 : index to i64
      %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
      %55 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %49 : memref<3x5x?xf32, strided<[1, 4, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %49 : memref<3x5x?xf32, strided<[1, 4, ?]>, 1> -> index
      %56 = arith.index_cast %intptr_9 : index to i64
      %57 = llvm.inttoptr %56 : i64 to !llvm.ptr<1>
      %58 = arith.index_cast %sizes_7#2 : index to i64
      %59 = arith.index_cast %strides_8#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %60 = arith.index_cast %block_id_x : index to i64
      %c21_i64 = arith.constant 21 : i64
      %61 = arith.muli %60, %c21_i64 : i64
      %62 = llvm.getelementptr %51[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c35_i64 = arith.constant 35 : i64
      %63 = arith.muli %60, %c35_i64 : i64
      %64 = llvm.getelementptr %54[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %65 = arith.muli %60, %59 : i64
      %66 = llvm.getelementptr %57[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x : index to i64
      %c2_i64 = arith.constant 2 : i64
      %68 = arith.minsi %67, %c2_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %70 = arith.minsi %69, %c4_i64 : i64
      %thread_id_y_12 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_12 : index to i64
      %c2_i64_13 = arith.constant 2 : i64
      %72 = arith.addi %71, %c2_i64_13 : i64
      %c4_i64_14 = arith.constant 4 : i64
      %73 = arith.minsi %72, %c4_i64_14 : i64
      %thread_id_y_15 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_15 : index to i64
      %c4_i64_16 = arith.constant 4 : i64
      %75 = arith.addi %74, %c4_i64_16 : i64
      %c4_i64_17 = arith.constant 4 : i64
      %76 = arith.minsi %75, %c4_i64_17 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_18 = arith.constant 0.000000e+00 : f32
      memref.store %cst_18, %alloca_10[] : memref<f32>
      %cst_19 = arith.constant 0.000000e+00 : f32
      memref.store %cst_19, %alloca_11[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c3_i64_20 = arith.constant 3 : i64
        %78 = arith.muli %arg9, %c3_i64_20 : i64
        %79 = arith.addi %68, %78 : i64
        %80 = llvm.getelementptr %62[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %81 = llvm.load %80 : !llvm.ptr<1> -> f32
        %c7_i64_21 = arith.constant 7 : i64
        %82 = arith.muli %70, %c7_i64_21 : i64
        %83 = arith.addi %arg9, %82 : i64
        %84 = llvm.getelementptr %64[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %85 = llvm.load %84 : !llvm.ptr<1> -> f32
        %c7_i64_22 = arith.constant 7 : i64
        %86 = arith.muli %73, %c7_i64_22 : i64
        %87 = arith.addi %arg9, %86 : i64
        %88 = llvm.getelementptr %64[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %89 = llvm.load %88 : !llvm.ptr<1> -> f32
        %c7_i64_23 = arith.constant 7 : i64
        %90 = arith.muli %76, %c7_i64_23 : i64
        %91 = arith.addi %arg9, %90 : i64
        %92 = llvm.getelementptr %64[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %94 = memref.load %alloca[] : memref<f32>
        %95 = llvm.intr.fma(%81, %85, %94) : (f32, f32, f32) -> f32
        memref.store %95, %alloca[] : memref<f32>
        %96 = memref.load %alloca_10[] : memref<f32>
        %97 = llvm.intr.fma(%81, %89, %96) : (f32, f32, f32) -> f32
        memref.store %97, %alloca_10[] : memref<f32>
        %98 = memref.load %alloca_11[] : memref<f32>
        %99 = llvm.intr.fma(%81, %93, %98) : (f32, f32, f32) -> f32
        memref.store %99, %alloca_11[] : memref<f32>
      }
      %c3_i64 = arith.constant 3 : i64
      %77 = arith.cmpi slt, %67, %c3_i64 : i64
      scf.if %77 {
        %c5_i64 = arith.constant 5 : i64
        %78 = arith.cmpi slt, %69, %c5_i64 : i64
        scf.if %78 {
          %c4_i64_22 = arith.constant 4 : i64
          %81 = arith.muli %69, %c4_i64_22 : i64
          %82 = arith.addi %67, %81 : i64
          %83 = llvm.getelementptr %66[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %84 = llvm.load %83 : !llvm.ptr<1> -> f32
          %85 = memref.load %alloca[] : memref<f32>
          %86 = arith.mulf %arg0, %85 : f32
          %87 = llvm.intr.fma(%arg5, %84, %86) : (f32, f32, f32) -> f32
          %c4_i64_23 = arith.constant 4 : i64
          %88 = arith.muli %69, %c4_i64_23 : i64
          %89 = arith.addi %67, %88 : i64
          %90 = llvm.getelementptr %66[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
        %c5_i64_20 = arith.constant 5 : i64
        %79 = arith.cmpi slt, %72, %c5_i64_20 : i64
        scf.if %79 {
          %c4_i64_22 = arith.constant 4 : i64
          %81 = arith.muli %72, %c4_i64_22 : i64
          %82 = arith.addi %67, %81 : i64
          %83 = llvm.getelementptr %66[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %84 = llvm.load %83 : !llvm.ptr<1> -> f32
          %85 = memref.load %alloca_10[] : memref<f32>
          %86 = arith.mulf %arg0, %85 : f32
          %87 = llvm.intr.fma(%arg5, %84, %86) : (f32, f32, f32) -> f32
          %c4_i64_23 = arith.constant 4 : i64
          %88 = arith.muli %72, %c4_i64_23 : i64
          %89 = arith.addi %67, %88 : i64
          %90 = llvm.getelementptr %66[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
        %c5_i64_21 = arith.constant 5 : i64
        %80 = arith.cmpi slt, %75, %c5_i64_21 : i64
        scf.if %80 {
          %c4_i64_22 = arith.constant 4 : i64
          %81 = arith.muli %75, %c4_i64_22 : i64
          %82 = arith.addi %67, %81 : i64
          %83 = llvm.getelementptr %66[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %84 = llvm.load %83 : !llvm.ptr<1> -> f32
          %85 = memref.load %alloca_11[] : memref<f32>
          %86 = arith.mulf %arg0, %85 : f32
          %87 = llvm.intr.fma(%arg5, %84, %86) : (f32, f32, f32) -> f32
          %c4_i64_23 = arith.constant 4 : i64
          %88 = arith.muli %75, %c4_i64_23 : i64
          %89 = arith.addi %67, %88 : i64
          %90 = llvm.getelementptr %66[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
