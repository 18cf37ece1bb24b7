module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @specialized(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(12 : i64) : i64
      %3 = llvm.mlir.constant(10 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(12 : i64) : i64
      %6 = llvm.mlir.constant(120 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<12x10x?xf64, strided<[1, 12, 120]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(10 : i64) : i64
      %20 = llvm.mlir.constant(5 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(10 : i64) : i64
      %23 = llvm.mlir.constant(50 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<10x5x?xf64, strided<[1, 10, 50]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(12 : i64) : i64
      %37 = llvm.mlir.constant(5 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(12 : i64) : i64
      %40 = llvm.mlir.constant(60 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<12x5x?xf64, strided<[1, 12, 60]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<12x10x?xf64, strided<[1, 12, 120]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<12x10x?xf64, strided<[1, 12, 120]>, 1> -> index
      %51 = arith.index_cast %intptr : index to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<1>
      %53 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<10x5x?xf64, strided<[1, 10, 50]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<10x5x?xf64, strided<[1, 10, 50]>, 1> -> index
      %54 = arith.index_cast %intptr_4 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<12x5x?xf64, strided<[1, 12, 60]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<12x5x?xf64, strided<[1, 12, 60]>, 1> -> index
      %57 = arith.index_cast %intptr_9 : index to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      %59 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_10 = memref.alloca() : memref<f64>
      %alloca_11 = memref.alloca() : memref<f64>
      %alloca_12 = memref.alloca() : memref<f64>
      %alloca_13 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %60 = arith.index_cast %block_id_x : index to i64
      %c60_i64 = arith.constant 60 : i64
      %61 = arith.muli %60, %c60_i64 : i64
      %62 = llvm.getelementptr %58[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c3_i64 step %c1_i64  : i64 {
        %c4_i64 = arith.constant 4 : i64
        %63 = arith.muli %arg6, %c4_i64 : i64
        %c4_i64_14 = arith.constant 4 : i64
        %64 = arith.addi %63, %c4_i64_14 : i64
        %c10_i64 = arith.constant 10 : i64
        %65 = arith.minsi %64, %c10_i64 : i64
        %66 = arith.subi %65, %63 : i64
        %c12_i64 = arith.constant 12 : i64
        %67 = arith.muli %63, %c12_i64 : i64
        %c120_i64 = arith.constant 120 : i64
        %68 = arith.muli %60, %c120_i64 : i64
        %69 = arith.addi %67, %68 : i64
        %70 = llvm.getelementptr %52[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %c50_i64 = arith.constant 50 : i64
        %71 = arith.muli %60, %c50_i64 : i64
        %72 = arith.addi %63, %71 : i64
        %73 = llvm.getelementptr %55[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        gpu.barrier
        %thread_id_x = gpu.thread_id  x
        %74 = arith.index_cast %thread_id_x : index to i64
        %c11_i64 = arith.constant 11 : i64
        %75 = arith.minsi %74, %c11_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_15 = arith.constant 0.000000e+00 : f64
        memref.store %cst_15, %alloca_10[] : memref<f64>
        %cst_16 = arith.constant 0.000000e+00 : f64
        memref.store %cst_16, %alloca_11[] : memref<f64>
        %cst_17 = arith.constant 0.000000e+00 : f64
        memref.store %cst_17, %alloca_12[] : memref<f64>
        %cst_18 = arith.constant 0.000000e+00 : f64
        memref.store %cst_18, %alloca_13[] : memref<f64>
        %c0_i64_19 = arith.constant 0 : i64
        %c1_i64_20 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_19 to %66 step %c1_i64_20  : i64 {
          %c12_i64_22 = arith.constant 12 : i64
          %77 = arith.muli %arg7, %c12_i64_22 : i64
          %78 = arith.addi %75, %77 : i64
          %79 = llvm.getelementptr %70[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %80 = llvm.load %79 : !llvm.ptr<1> -> f64
          %81 = llvm.getelementptr %73[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %82 = llvm.load %81 : !llvm.ptr<1> -> f64
          %c10_i64_23 = arith.constant 10 : i64
          %83 = arith.addi %arg7, %c10_i64_23 : i64
          %84 = llvm.getelementptr %73[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %85 = llvm.load %84 : !llvm.ptr<1> -> f64
          %c20_i64 = arith.constant 20 : i64
          %86 = arith.addi %arg7, %c20_i64 : i64
          %87 = llvm.getelementptr %73[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %88 = llvm.load %87 : !llvm.ptr<1> -> f64
          %c30_i64 = arith.constant 30 : i64
          %89 = arith.addi %arg7, %c30_i64 : i64
          %90 = llvm.getelementptr %73[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %91 = llvm.load %90 : !llvm.ptr<1> -> f64
          %c40_i64 = arith.constant 40 : i64
          %92 = arith.addi %arg7, %c40_i64 : i64
          %93 = llvm.getelementptr %73[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %94 = llvm.load %93 : !llvm.ptr<1> -> f64
          %95 = memref.load %alloca[] : memref<f64>
          %96 = llvm.intr.fma(%80, %82, %95) : (f64, f64, f64) -> f64
          memref.store %96, %alloca[] : memref<f64>
          %97 = memref.load %alloca_10[] : memref<f64>
          %98 = llvm.intr.fma(%80, %85, %97) : (f64, f64, f64) -> f64
          memref.store %98, %alloca_10[] : memref<f64>
          %99 = memref.load %alloca_11[] : memref<f64>
          %100 = llvm.intr.fma(%80, %88, %99) : (f64, f64, f64) -> f64
          memref.store %100, %alloca_11[] : memref<f64>
          %101 = memref.load %alloca_12[] : memref<f64>
          %102 = llvm.intr.fma(%80, %91, %101) : (f64, f64, f64) -> f64
          memref.store %102, %alloca_12[] : memref<f64>
          %103 = memref.load %alloca_13[] : memref<f64>
          %104 = llvm.intr.fma(%80, %94, %103) : (f64, f64, f64) -> f64
          memref.store %104, %alloca_13[] : memref<f64>
        }
        %c12_i64_21 = arith.constant 12 : i64
        %76 = arith.cmpi slt, %74, %c12_i64_21 : i64
        scf.if %76 {
          %77 = llvm.getelementptr %62[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %78 = llvm.load %77 : !llvm.ptr<1> -> f64
          %79 = memref.load %alloca[] : memref<f64>
          %80 = arith.addf %78, %79 : f64
          %81 = llvm.getelementptr %62[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %80, %81 : f64, !llvm.ptr<1>
          %c12_i64_22 = arith.constant 12 : i64
          %82 = arith.addi %74, %c12_i64_22 : i64
          %83 = llvm.getelementptr %62[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %84 = llvm.load %83 : !llvm.ptr<1> -> f64
          %85 = memref.load %alloca_10[] : memref<f64>
          %86 = arith.addf %84, %85 : f64
          %c12_i64_23 = arith.constant 12 : i64
          %87 = arith.addi %74, %c12_i64_23 : i64
          %88 = llvm.getelementptr %62[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %86, %88 : f64, !llvm.ptr<1>
          %c24_i64 = arith.constant 24 : i64
          %89 = arith.addi %74, %c24_i64 : i64
          %90 = llvm.getelementptr %62[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %91 = llvm.load %90 : !llvm.ptr<1> -> f64
          %92 = memref.load %alloca_11[] : memref<f64>
          %93 = arith.addf %91, %92 : f64
          %c24_i64_24 = arith.constant 24 : i64
          %94 = arith.addi %74, %c24_i64_24 : i64
          %95 = llvm.getelementptr %62[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %93, %95 : f64, !llvm.ptr<1>
          %c36_i64 = arith.constant 36 : i64
          %96 = arith.addi %74, %c36_i64 : i64
          %97 = llvm.getelementptr %62[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %98 = llvm.load %97 : !llvm.ptr<1> -> f64
          %99 = memref.load %alloca_12[] : memref<f64>
          %100 = arith.addf %98, %99 : f64
          %c36_i64_25 = arith.constant 36 : i64
          %101 = arith.addi %74, %c36_i64_25 : i64
          %102 = llvm.getelementptr %62[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %100, %102 : f64, !llvm.ptr<1>
          %c48_i64 = arith.constant 48 : i64
          %103 = arith.addi %74, %c48_i64 : i64
          %104 = llvm.getelementptr %62[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %105 = llvm.load %104 : !llvm.ptr<1> -> f64
          %106 = memref.load %alloca_13[] : memref<f64>
          %107 = arith.addf %105, %106 : f64
          %c48_i64_26 = arith.constant 48 : i64
          %108 = arith.addi %74, %c48_i64_26 : i64
          %109 = llvm.getelementptr %62[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %107, %109 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
