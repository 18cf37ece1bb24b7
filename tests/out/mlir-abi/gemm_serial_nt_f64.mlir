module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @nt(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(12 : i64) : i64
      %3 = llvm.mlir.constant(9 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(12 : i64) : i64
      %6 = llvm.mlir.constant(108 : i64) : i64
      %7 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg2, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg3, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<12x9x?xf64, strided<[1, 12, 108]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(16 : i64) : i64
      %20 = llvm.mlir.constant(12 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(16 : i64) : i64
      %23 = llvm.mlir.constant(192 : i64) : i64
      %24 = llvm.insertvalue %arg4, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg4, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg5, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x12x?xf64, strided<[1, 16, 192]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<12x9x?xf64, strided<[1, 12, 108]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<12x9x?xf64, strided<[1, 12, 108]>, 1> -> index
      %34 = arith.index_cast %intptr : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %36 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<16x12x?xf64, strided<[1, 16, 192]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<16x12x?xf64, strided<[1, 16, 192]>, 1> -> index
      %37 = arith.index_cast %intptr_4 : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes_2#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_5 = memref.alloca() : memref<f64>
      %alloca_6 = memref.alloca() : memref<f64>
      %alloca_7 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %40 = arith.index_cast %block_id_x : index to i64
      %41 = llvm.getelementptr %arg0[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %42 = llvm.load %41 : !llvm.ptr<1> -> !llvm.ptr
      %43 = llvm.addrspacecast %42 : !llvm.ptr to !llvm.ptr<1>
      %44 = llvm.getelementptr %43[%arg1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c108_i64 = arith.constant 108 : i64
      %45 = arith.muli %40, %c108_i64 : i64
      %46 = llvm.getelementptr %35[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c192_i64 = arith.constant 192 : i64
      %47 = arith.muli %40, %c192_i64 : i64
      %48 = llvm.getelementptr %38[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %50 = arith.index_cast %thread_id_y : index to i64
      %51 = arith.muli %c32_i64, %50 : i64
      %52 = arith.addi %49, %51 : i64
      %c32_i64_8 = arith.constant 32 : i64
      %53 = arith.divsi %52, %c32_i64_8 : i64
      %c32_i64_9 = arith.constant 32 : i64
      %54 = arith.remsi %52, %c32_i64_9 : i64
      %c4_i64 = arith.constant 4 : i64
      %55 = arith.divsi %54, %c4_i64 : i64
      %c4_i64_10 = arith.constant 4 : i64
      %56 = arith.remsi %54, %c4_i64_10 : i64
      %c4_i64_11 = arith.constant 4 : i64
      %c3_i64 = arith.constant 3 : i64
      scf.for %arg6 = %53 to %c4_i64_11 step %c3_i64  : i64 {
        %c2_i64 = arith.constant 2 : i64
        %57 = arith.remsi %arg6, %c2_i64 : i64
        %c2_i64_12 = arith.constant 2 : i64
        %58 = arith.divsi %arg6, %c2_i64_12 : i64
        %c8_i64 = arith.constant 8 : i64
        %59 = arith.muli %57, %c8_i64 : i64
        %c8_i64_13 = arith.constant 8 : i64
        %60 = arith.muli %58, %c8_i64_13 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_14 = arith.constant 0.000000e+00 : f64
        memref.store %cst_14, %alloca_5[] : memref<f64>
        %61 = arith.addi %59, %55 : i64
        %62 = arith.addi %60, %55 : i64
        %c11_i64 = arith.constant 11 : i64
        %63 = arith.minsi %62, %c11_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_15 = arith.constant 8 : i64
        %c4_i64_16 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %c8_i64_15 step %c4_i64_16  : i64 {
          %94 = arith.addi %arg7, %56 : i64
          %95 = arith.addi %arg7, %56 : i64
          %c16_i64_26 = arith.constant 16 : i64
          %96 = arith.muli %94, %c16_i64_26 : i64
          %97 = arith.addi %61, %96 : i64
          %98 = llvm.getelementptr %44[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %99 = llvm.load %98 : !llvm.ptr<1> -> f64
          %c12_i64_27 = arith.constant 12 : i64
          %100 = arith.muli %95, %c12_i64_27 : i64
          %101 = arith.addi %63, %100 : i64
          %102 = llvm.getelementptr %46[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %103 = llvm.load %102 : !llvm.ptr<1> -> f64
          %104 = memref.load %alloca[] : memref<f64>
          %105 = memref.load %alloca_5[] : memref<f64>
          %106 = nvvm.mma.sync A[%99]  B[%103]  C[%104, %105]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %107 = llvm.extractvalue %106[0] : !llvm.struct<(f64, f64)> 
          memref.store %107, %alloca[] : memref<f64>
          %108 = llvm.extractvalue %106[1] : !llvm.struct<(f64, f64)> 
          memref.store %108, %alloca_5[] : memref<f64>
        }
        %c8_i64_17 = arith.constant 8 : i64
        %64 = arith.addi %c8_i64_17, %56 : i64
        %c8_i64_18 = arith.constant 8 : i64
        %65 = arith.addi %c8_i64_18, %56 : i64
        %c8_i64_19 = arith.constant 8 : i64
        %66 = arith.minsi %64, %c8_i64_19 : i64
        %c16_i64 = arith.constant 16 : i64
        %67 = arith.muli %66, %c16_i64 : i64
        %68 = arith.addi %61, %67 : i64
        %69 = llvm.getelementptr %44[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %70 = llvm.load %69 : !llvm.ptr<1> -> f64
        memref.store %70, %alloca_6[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %71 = arith.cmpi sge, %64, %c9_i64 : i64
        scf.if %71 {
          %cst_26 = arith.constant 0.000000e+00 : f64
          memref.store %cst_26, %alloca_6[] : memref<f64>
        }
        %c8_i64_20 = arith.constant 8 : i64
        %72 = arith.minsi %65, %c8_i64_20 : i64
        %c12_i64 = arith.constant 12 : i64
        %73 = arith.muli %72, %c12_i64 : i64
        %74 = arith.addi %63, %73 : i64
        %75 = llvm.getelementptr %46[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %76 = llvm.load %75 : !llvm.ptr<1> -> f64
        memref.store %76, %alloca_7[] : memref<f64>
        %c9_i64_21 = arith.constant 9 : i64
        %77 = arith.cmpi sge, %65, %c9_i64_21 : i64
        scf.if %77 {
          %cst_26 = arith.constant 0.000000e+00 : f64
          memref.store %cst_26, %alloca_7[] : memref<f64>
        }
        %78 = memref.load %alloca_6[] : memref<f64>
        %79 = memref.load %alloca_7[] : memref<f64>
        %80 = memref.load %alloca[] : memref<f64>
        %81 = memref.load %alloca_5[] : memref<f64>
        %82 = nvvm.mma.sync A[%78]  B[%79]  C[%80, %81]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %83 = llvm.extractvalue %82[0] : !llvm.struct<(f64, f64)> 
        memref.store %83, %alloca[] : memref<f64>
        %84 = llvm.extractvalue %82[1] : !llvm.struct<(f64, f64)> 
        memref.store %84, %alloca_5[] : memref<f64>
        %85 = arith.addi %59, %55 : i64
        %c2_i64_22 = arith.constant 2 : i64
        %86 = arith.muli %56, %c2_i64_22 : i64
        %87 = arith.addi %60, %86 : i64
        %c12_i64_23 = arith.constant 12 : i64
        %88 = arith.cmpi slt, %87, %c12_i64_23 : i64
        scf.if %88 {
          %94 = memref.load %alloca[] : memref<f64>
          %c16_i64_26 = arith.constant 16 : i64
          %95 = arith.muli %87, %c16_i64_26 : i64
          %96 = arith.addi %85, %95 : i64
          %97 = llvm.getelementptr %48[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
        %89 = arith.addi %59, %55 : i64
        %c2_i64_24 = arith.constant 2 : i64
        %90 = arith.muli %56, %c2_i64_24 : i64
        %c1_i64 = arith.constant 1 : i64
        %91 = arith.addi %90, %c1_i64 : i64
        %92 = arith.addi %60, %91 : i64
        %c12_i64_25 = arith.constant 12 : i64
        %93 = arith.cmpi slt, %92, %c12_i64_25 : i64
        scf.if %93 {
          %94 = memref.load %alloca_5[] : memref<f64>
          %c16_i64_26 = arith.constant 16 : i64
          %95 = arith.muli %92, %c16_i64_26 : i64
          %96 = arith.addi %89, %95 : i64
          %97 = llvm.getelementptr %48[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
