module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups_gemm(%arg0: memref<?xmemref<?x?xf64, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1>, %arg1: memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1>, %arg2: memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %0:5 = builtin.unrealized_conversion_cast %arg0 : memref<?xmemref<?x?xf64, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, i64
      %1:3 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>
      %2:3 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<?x6xf64, strided<[1, ?]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f64>
      %alloca_0 = memref.alloca() : memref<f64>
      %alloca_1 = memref.alloca() : memref<f64>
      %alloca_2 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %3 = arith.index_cast %block_id_x : index to i64
      %4 = llvm.getelementptr %0#0[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %5 = llvm.load %4 : !llvm.ptr<1> -> !llvm.ptr
      %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<1>
      %7 = llvm.getelementptr %6[%0#4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %8 = llvm.getelementptr %0#1[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %9 = llvm.load %8 : !llvm.ptr<1> -> i64
      %10 = llvm.getelementptr %0#2[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %11 = llvm.load %10 : !llvm.ptr<1> -> i64
      %12 = llvm.getelementptr %0#3[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %13 = llvm.load %12 : !llvm.ptr<1> -> i64
      %14 = llvm.getelementptr %1#0[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %15 = llvm.load %14 : !llvm.ptr<1> -> !llvm.ptr
      %16 = llvm.addrspacecast %15 : !llvm.ptr to !llvm.ptr<1>
      %17 = llvm.getelementptr %1#1[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %18 = llvm.load %17 : !llvm.ptr<1> -> i64
      %19 = llvm.getelementptr %1#2[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %20 = llvm.load %19 : !llvm.ptr<1> -> i64
      %21 = llvm.getelementptr %2#0[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %22 = llvm.load %21 : !llvm.ptr<1> -> !llvm.ptr
      %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<1>
      %24 = llvm.getelementptr %2#1[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %25 = llvm.load %24 : !llvm.ptr<1> -> i64
      %26 = llvm.getelementptr %2#2[%3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %27 = llvm.load %26 : !llvm.ptr<1> -> i64
      %thread_id_x = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y : index to i64
      %30 = arith.muli %c64_i64, %29 : i64
      %31 = arith.addi %28, %30 : i64
      %c32_i64 = arith.constant 32 : i64
      %32 = arith.divsi %31, %c32_i64 : i64
      %c32_i64_3 = arith.constant 32 : i64
      %33 = arith.remsi %31, %c32_i64_3 : i64
      %c4_i64 = arith.constant 4 : i64
      %34 = arith.divsi %33, %c4_i64 : i64
      %c4_i64_4 = arith.constant 4 : i64
      %35 = arith.remsi %33, %c4_i64_4 : i64
      %c7_i64 = arith.constant 7 : i64
      %36 = arith.addi %25, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %37 = arith.divsi %36, %c8_i64 : i64
      %c4_i64_5 = arith.constant 4 : i64
      %38 = arith.remsi %11, %c4_i64_5 : i64
      %39 = arith.subi %11, %38 : i64
      %c4_i64_6 = arith.constant 4 : i64
      scf.for %arg3 = %32 to %37 step %c4_i64_6  : i64 {
        %40 = arith.remsi %arg3, %37 : i64
        %41 = arith.divsi %arg3, %37 : i64
        %c8_i64_7 = arith.constant 8 : i64
        %42 = arith.muli %40, %c8_i64_7 : i64
        %c8_i64_8 = arith.constant 8 : i64
        %43 = arith.muli %41, %c8_i64_8 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_9 = arith.constant 0.000000e+00 : f64
        memref.store %cst_9, %alloca_0[] : memref<f64>
        %44 = arith.addi %42, %34 : i64
        %c1_i64 = arith.constant 1 : i64
        %45 = arith.subi %25, %c1_i64 : i64
        %46 = arith.minsi %44, %45 : i64
        %47 = arith.addi %43, %34 : i64
        %c5_i64 = arith.constant 5 : i64
        %48 = arith.minsi %47, %c5_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_10 = arith.constant 4 : i64
        scf.for %arg4 = %c0_i64 to %39 step %c4_i64_10  : i64 {
          %63 = arith.addi %arg4, %35 : i64
          %64 = arith.addi %arg4, %35 : i64
          %65 = arith.muli %63, %13 : i64
          %66 = arith.addi %46, %65 : i64
          %67 = llvm.getelementptr %7[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %68 = llvm.load %67 : !llvm.ptr<1> -> f64
          %69 = arith.muli %48, %20 : i64
          %70 = arith.addi %64, %69 : i64
          %71 = llvm.getelementptr %16[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %72 = llvm.load %71 : !llvm.ptr<1> -> f64
          %73 = memref.load %alloca[] : memref<f64>
          %74 = memref.load %alloca_0[] : memref<f64>
          %75 = nvvm.mma.sync A[%68]  B[%72]  C[%73, %74]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %76 = llvm.extractvalue %75[0] : !llvm.struct<(f64, f64)> 
          memref.store %76, %alloca[] : memref<f64>
          %77 = llvm.extractvalue %75[1] : !llvm.struct<(f64, f64)> 
          memref.store %77, %alloca_0[] : memref<f64>
        }
        %49 = arith.cmpi slt, %39, %11 : i64
        scf.if %49 {
          %63 = arith.addi %39, %35 : i64
          %64 = arith.addi %39, %35 : i64
          %c1_i64_14 = arith.constant 1 : i64
          %65 = arith.subi %11, %c1_i64_14 : i64
          %66 = arith.minsi %63, %65 : i64
          %67 = arith.muli %66, %13 : i64
          %68 = arith.addi %46, %67 : i64
          %69 = llvm.getelementptr %7[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %70 = llvm.load %69 : !llvm.ptr<1> -> f64
          memref.store %70, %alloca_1[] : memref<f64>
          %71 = arith.cmpi sge, %63, %11 : i64
          scf.if %71 {
            %cst_16 = arith.constant 0.000000e+00 : f64
            memref.store %cst_16, %alloca_1[] : memref<f64>
          }
          %c1_i64_15 = arith.constant 1 : i64
          %72 = arith.subi %11, %c1_i64_15 : i64
          %73 = arith.minsi %64, %72 : i64
          %74 = arith.muli %48, %20 : i64
          %75 = arith.addi %73, %74 : i64
          %76 = llvm.getelementptr %16[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %77 = llvm.load %76 : !llvm.ptr<1> -> f64
          memref.store %77, %alloca_2[] : memref<f64>
          %78 = arith.cmpi sge, %64, %11 : i64
          scf.if %78 {
            %cst_16 = arith.constant 0.000000e+00 : f64
            memref.store %cst_16, %alloca_2[] : memref<f64>
          }
          %79 = memref.load %alloca_1[] : memref<f64>
          %80 = memref.load %alloca_2[] : memref<f64>
          %81 = memref.load %alloca[] : memref<f64>
          %82 = memref.load %alloca_0[] : memref<f64>
          %83 = nvvm.mma.sync A[%79]  B[%80]  C[%81, %82]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %84 = llvm.extractvalue %83[0] : !llvm.struct<(f64, f64)> 
          memref.store %84, %alloca[] : memref<f64>
          %85 = llvm.extractvalue %83[1] : !llvm.struct<(f64, f64)> 
          memref.store %85, %alloca_0[] : memref<f64>
        }
        %50 = arith.addi %42, %34 : i64
        %c2_i64 = arith.constant 2 : i64
        %51 = arith.muli %35, %c2_i64 : i64
        %52 = arith.addi %43, %51 : i64
        %53 = arith.cmpi slt, %50, %25 : i64
        %c6_i64 = arith.constant 6 : i64
        %54 = arith.cmpi slt, %52, %c6_i64 : i64
        %55 = arith.andi %53, %54 : i1
        scf.if %55 {
          %cst_14 = arith.constant 2.000000e+00 : f64
          %63 = arith.muli %52, %27 : i64
          %64 = arith.addi %50, %63 : i64
          %65 = llvm.getelementptr %23[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %66 = llvm.load %65 : !llvm.ptr<1> -> f64
          %67 = memref.load %alloca[] : memref<f64>
          %68 = llvm.intr.fma(%cst_14, %66, %67) : (f64, f64, f64) -> f64
          %69 = arith.muli %52, %27 : i64
          %70 = arith.addi %50, %69 : i64
          %71 = llvm.getelementptr %23[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %68, %71 : f64, !llvm.ptr<1>
        }
        %56 = arith.addi %42, %34 : i64
        %c2_i64_11 = arith.constant 2 : i64
        %57 = arith.muli %35, %c2_i64_11 : i64
        %c1_i64_12 = arith.constant 1 : i64
        %58 = arith.addi %57, %c1_i64_12 : i64
        %59 = arith.addi %43, %58 : i64
        %60 = arith.cmpi slt, %56, %25 : i64
        %c6_i64_13 = arith.constant 6 : i64
        %61 = arith.cmpi slt, %59, %c6_i64_13 : i64
        %62 = arith.andi %60, %61 : i1
        scf.if %62 {
          %cst_14 = arith.constant 2.000000e+00 : f64
          %63 = arith.muli %59, %27 : i64
          %64 = arith.addi %56, %63 : i64
          %65 = llvm.getelementptr %23[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %66 = llvm.load %65 : !llvm.ptr<1> -> f64
          %67 = memref.load %alloca_0[] : memref<f64>
          %68 = llvm.intr.fma(%cst_14, %66, %67) : (f64, f64, f64) -> f64
          %69 = arith.muli %59, %27 : i64
          %70 = arith.addi %56, %69 : i64
          %71 = llvm.getelementptr %23[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %68, %71 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
