module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @nt(%arg0: memref<?xmemref<16x9xf64, strided<[1, 16]>, 1>, strided<[1], offset: ?>, 1>, %arg1: memref<12x9x?xf64, strided<[1, 12, 108]>, 1>, %arg2: memref<16x12x?xf64, strided<[1, 16, 192]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 3, 1>} {
      %0:2 = builtin.unrealized_conversion_cast %arg0 : memref<?xmemref<16x9xf64, strided<[1, 16]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, i64
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<12x9x?xf64, strided<[1, 12, 108]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<12x9x?xf64, strided<[1, 12, 108]>, 1> -> index
      %1 = arith.index_cast %intptr : index to i64
      %2 = llvm.inttoptr %1 : i64 to !llvm.ptr<1>
      %3 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg2 : memref<16x12x?xf64, strided<[1, 16, 192]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x12x?xf64, strided<[1, 16, 192]>, 1> -> index
      %4 = arith.index_cast %intptr_4 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = arith.index_cast %sizes_2#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_5 = memref.alloca() : memref<f64>
      %alloca_6 = memref.alloca() : memref<f64>
      %alloca_7 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %7 = arith.index_cast %block_id_x : index to i64
      %8 = llvm.getelementptr %0#0[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %9 = llvm.load %8 : !llvm.ptr<1> -> !llvm.ptr
      %10 = llvm.addrspacecast %9 : !llvm.ptr to !llvm.ptr<1>
      %11 = llvm.getelementptr %10[%0#1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c108_i64 = arith.constant 108 : i64
      %12 = arith.muli %7, %c108_i64 : i64
      %13 = llvm.getelementptr %2[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c192_i64 = arith.constant 192 : i64
      %14 = arith.muli %7, %c192_i64 : i64
      %15 = llvm.getelementptr %5[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %17 = arith.index_cast %thread_id_y : index to i64
      %18 = arith.muli %c32_i64, %17 : i64
      %19 = arith.addi %16, %18 : i64
      %c32_i64_8 = arith.constant 32 : i64
      %20 = arith.divsi %19, %c32_i64_8 : i64
      %c32_i64_9 = arith.constant 32 : i64
      %21 = arith.remsi %19, %c32_i64_9 : i64
      %c4_i64 = arith.constant 4 : i64
      %22 = arith.divsi %21, %c4_i64 : i64
      %c4_i64_10 = arith.constant 4 : i64
      %23 = arith.remsi %21, %c4_i64_10 : i64
      %c4_i64_11 = arith.constant 4 : i64
      %c3_i64 = arith.constant 3 : i64
      scf.for %arg3 = %20 to %c4_i64_11 step %c3_i64  : i64 {
        %c2_i64 = arith.constant 2 : i64
        %24 = arith.remsi %arg3, %c2_i64 : i64
        %c2_i64_12 = arith.constant 2 : i64
        %25 = arith.divsi %arg3, %c2_i64_12 : i64
        %c8_i64 = arith.constant 8 : i64
        %26 = arith.muli %24, %c8_i64 : i64
        %c8_i64_13 = arith.constant 8 : i64
        %27 = arith.muli %25, %c8_i64_13 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_14 = arith.constant 0.000000e+00 : f64
        memref.store %cst_14, %alloca_5[] : memref<f64>
        %28 = arith.addi %26, %22 : i64
        %29 = arith.addi %27, %22 : i64
        %c11_i64 = arith.constant 11 : i64
        %30 = arith.minsi %29, %c11_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_15 = arith.constant 8 : i64
        %c4_i64_16 = arith.constant 4 : i64
        scf.for %arg4 = %c0_i64 to %c8_i64_15 step %c4_i64_16  : i64 {
          %61 = arith.addi %arg4, %23 : i64
          %62 = arith.addi %arg4, %23 : i64
          %c16_i64_26 = arith.constant 16 : i64
          %63 = arith.muli %61, %c16_i64_26 : i64
          %64 = arith.addi %28, %63 : i64
          %65 = llvm.getelementptr %11[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %66 = llvm.load %65 : !llvm.ptr<1> -> f64
          %c12_i64_27 = arith.constant 12 : i64
          %67 = arith.muli %62, %c12_i64_27 : i64
          %68 = arith.addi %30, %67 : i64
          %69 = llvm.getelementptr %13[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %70 = llvm.load %69 : !llvm.ptr<1> -> f64
          %71 = memref.load %alloca[] : memref<f64>
          %72 = memref.load %alloca_5[] : memref<f64>
          %73 = nvvm.mma.sync A[%66]  B[%70]  C[%71, %72]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %74 = llvm.extractvalue %73[0] : !llvm.struct<(f64, f64)> 
          memref.store %74, %alloca[] : memref<f64>
          %75 = llvm.extractvalue %73[1] : !llvm.struct<(f64, f64)> 
          memref.store %75, %alloca_5[] : memref<f64>
        }
        %c8_i64_17 = arith.constant 8 : i64
        %31 = arith.addi %c8_i64_17, %23 : i64
        %c8_i64_18 = arith.constant 8 : i64
        %32 = arith.addi %c8_i64_18, %23 : i64
        %c8_i64_19 = arith.constant 8 : i64
        %33 = arith.minsi %31, %c8_i64_19 : i64
        %c16_i64 = arith.constant 16 : i64
        %34 = arith.muli %33, %c16_i64 : i64
        %35 = arith.addi %28, %34 : i64
        %36 = llvm.getelementptr %11[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %37 = llvm.load %36 : !llvm.ptr<1> -> f64
        memref.store %37, %alloca_6[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %38 = arith.cmpi sge, %31, %c9_i64 : i64
        scf.if %38 {
          %cst_26 = arith.constant 0.000000e+00 : f64
          memref.store %cst_26, %alloca_6[] : memref<f64>
        }
        %c8_i64_20 = arith.constant 8 : i64
        %39 = arith.minsi %32, %c8_i64_20 : i64
        %c12_i64 = arith.constant 12 : i64
        %40 = arith.muli %39, %c12_i64 : i64
        %41 = arith.addi %30, %40 : i64
        %42 = llvm.getelementptr %13[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %43 = llvm.load %42 : !llvm.ptr<1> -> f64
        memref.store %43, %alloca_7[] : memref<f64>
        %c9_i64_21 = arith.constant 9 : i64
        %44 = arith.cmpi sge, %32, %c9_i64_21 : i64
        scf.if %44 {
          %cst_26 = arith.constant 0.000000e+00 : f64
          memref.store %cst_26, %alloca_7[] : memref<f64>
        }
        %45 = memref.load %alloca_6[] : memref<f64>
        %46 = memref.load %alloca_7[] : memref<f64>
        %47 = memref.load %alloca[] : memref<f64>
        %48 = memref.load %alloca_5[] : memref<f64>
        %49 = nvvm.mma.sync A[%45]  B[%46]  C[%47, %48]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %50 = llvm.extractvalue %49[0] : !llvm.struct<(f64, f64)> 
        memref.store %50, %alloca[] : memref<f64>
        %51 = llvm.extractvalue %49[1] : !llvm.struct<(f64, f64)> 
        memref.store %51, %alloca_5[] : memref<f64>
        %52 = arith.addi %26, %22 : i64
        %c2_i64_22 = arith.constant 2 : i64
        %53 = arith.muli %23, %c2_i64_22 : i64
        %54 = arith.addi %27, %53 : i64
        %c12_i64_23 = arith.constant 12 : i64
        %55 = arith.cmpi slt, %54, %c12_i64_23 : i64
        scf.if %55 {
          %61 = memref.load %alloca[] : memref<f64>
          %c16_i64_26 = arith.constant 16 : i64
          %62 = arith.muli %54, %c16_i64_26 : i64
          %63 = arith.addi %52, %62 : i64
          %64 = llvm.getelementptr %15[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %61, %64 : f64, !llvm.ptr<1>
        }
        %56 = arith.addi %26, %22 : i64
        %c2_i64_24 = arith.constant 2 : i64
        %57 = arith.muli %23, %c2_i64_24 : i64
        %c1_i64 = arith.constant 1 : i64
        %58 = arith.addi %57, %c1_i64 : i64
        %59 = arith.addi %27, %58 : i64
        %c12_i64_25 = arith.constant 12 : i64
        %60 = arith.cmpi slt, %59, %c12_i64_25 : i64
        scf.if %60 {
          %61 = memref.load %alloca_5[] : memref<f64>
          %c16_i64_26 = arith.constant 16 : i64
          %62 = arith.muli %59, %c16_i64_26 : i64
          %63 = arith.addi %56, %62 : i64
          %64 = llvm.getelementptr %15[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %61, %64 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
