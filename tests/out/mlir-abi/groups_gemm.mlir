module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups_gemm(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %alloca = memref.alloca() : memref<f64>
      %alloca_0 = memref.alloca() : memref<f64>
      %alloca_1 = memref.alloca() : memref<f64>
      %alloca_2 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %0 = arith.index_cast %block_id_x : index to i64
      %1 = llvm.getelementptr %arg0[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %2 = llvm.load %1 : !llvm.ptr<1> -> !llvm.ptr
      %3 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
      %4 = llvm.getelementptr %3[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %5 = llvm.getelementptr %arg1[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %6 = llvm.load %5 : !llvm.ptr<1> -> i64
      %7 = llvm.getelementptr %arg2[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %8 = llvm.load %7 : !llvm.ptr<1> -> i64
      %9 = llvm.getelementptr %arg3[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %10 = llvm.load %9 : !llvm.ptr<1> -> i64
      %11 = llvm.getelementptr %arg5[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %12 = llvm.load %11 : !llvm.ptr<1> -> !llvm.ptr
      %13 = llvm.addrspacecast %12 : !llvm.ptr to !llvm.ptr<1>
      %14 = llvm.getelementptr %arg6[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %15 = llvm.load %14 : !llvm.ptr<1> -> i64
      %16 = llvm.getelementptr %arg7[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %17 = llvm.load %16 : !llvm.ptr<1> -> i64
      %18 = llvm.getelementptr %arg8[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %19 = llvm.load %18 : !llvm.ptr<1> -> !llvm.ptr
      %20 = llvm.addrspacecast %19 : !llvm.ptr to !llvm.ptr<1>
      %21 = llvm.getelementptr %arg9[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %22 = llvm.load %21 : !llvm.ptr<1> -> i64
      %23 = llvm.getelementptr %arg10[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %24 = llvm.load %23 : !llvm.ptr<1> -> i64
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %27 = arith.muli %c64_i64, %26 : i64
      %28 = arith.addi %25, %27 : i64
      %c32_i64 = arith.constant 32 : i64
      %29 = arith.divsi %28, %c32_i64 : i64
      %c32_i64_3 = arith.constant 32 : i64
      %30 = arith.remsi %28, %c32_i64_3 : i64
      %c4_i64 = arith.constant 4 : i64
      %31 = arith.divsi %30, %c4_i64 : i64
      %c4_i64_4 = arith.constant 4 : i64
      %32 = arith.remsi %30, %c4_i64_4 : i64
      %c7_i64 = arith.constant 7 : i64
      %33 = arith.addi %22, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %34 = arith.divsi %33, %c8_i64 : i64
      %c4_i64_5 = arith.constant 4 : i64
      %35 = arith.remsi %8, %c4_i64_5 : i64
      %36 = arith.subi %8, %35 : i64
      %c4_i64_6 = arith.constant 4 : i64
      scf.for %arg11 = %29 to %34 step %c4_i64_6  : i64 {
        %37 = arith.remsi %arg11, %34 : i64
        %38 = arith.divsi %arg11, %34 : i64
        %c8_i64_7 = arith.constant 8 : i64
        %39 = arith.muli %37, %c8_i64_7 : i64
        %c8_i64_8 = arith.constant 8 : i64
        %40 = arith.muli %38, %c8_i64_8 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_9 = arith.constant 0.000000e+00 : f64
        memref.store %cst_9, %alloca_0[] : memref<f64>
        %41 = arith.addi %39, %31 : i64
        %c1_i64 = arith.constant 1 : i64
        %42 = arith.subi %22, %c1_i64 : i64
        %43 = arith.minsi %41, %42 : i64
        %44 = arith.addi %40, %31 : i64
        %c5_i64 = arith.constant 5 : i64
        %45 = arith.minsi %44, %c5_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_10 = arith.constant 4 : i64
        scf.for %arg12 = %c0_i64 to %36 step %c4_i64_10  : i64 {
          %60 = arith.addi %arg12, %32 : i64
          %61 = arith.addi %arg12, %32 : i64
          %62 = arith.muli %60, %10 : i64
          %63 = arith.addi %43, %62 : i64
          %64 = llvm.getelementptr %4[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          %66 = arith.muli %45, %17 : i64
          %67 = arith.addi %61, %66 : i64
          %68 = llvm.getelementptr %13[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %69 = llvm.load %68 : !llvm.ptr<1> -> f64
          %70 = memref.load %alloca[] : memref<f64>
          %71 = memref.load %alloca_0[] : memref<f64>
          %72 = nvvm.mma.sync A[%65]  B[%69]  C[%70, %71]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %73 = llvm.extractvalue %72[0] : !llvm.struct<(f64, f64)> 
          memref.store %73, %alloca[] : memref<f64>
          %74 = llvm.extractvalue %72[1] : !llvm.struct<(f64, f64)> 
          memref.store %74, %alloca_0[] : memref<f64>
        }
        %46 = arith.cmpi slt, %36, %8 : i64
        scf.if %46 {
          %60 = arith.addi %36, %32 : i64
          %61 = arith.addi %36, %32 : i64
          %c1_i64_14 = arith.constant 1 : i64
          %62 = arith.subi %8, %c1_i64_14 : i64
          %63 = arith.minsi %60, %62 : i64
          %64 = arith.muli %63, %10 : i64
          %65 = arith.addi %43, %64 : i64
          %66 = llvm.getelementptr %4[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %67 = llvm.load %66 : !llvm.ptr<1> -> f64
          memref.store %67, %alloca_1[] : memref<f64>
          %68 = arith.cmpi sge, %60, %8 : i64
          scf.if %68 {
            %cst_16 = arith.constant 0.000000e+00 : f64
            memref.store %cst_16, %alloca_1[] : memref<f64>
          }
          %c1_i64_15 = arith.constant 1 : i64
          %69 = arith.subi %8, %c1_i64_15 : i64
          %70 = arith.minsi %61, %69 : i64
          %71 = arith.muli %45, %17 : i64
          %72 = arith.addi %70, %71 : i64
          %73 = llvm.getelementptr %13[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %74 = llvm.load %73 : !llvm.ptr<1> -> f64
          memref.store %74, %alloca_2[] : memref<f64>
          %75 = arith.cmpi sge, %61, %8 : i64
          scf.if %75 {
            %cst_16 = arith.constant 0.000000e+00 : f64
            memref.store %cst_16, %alloca_2[] : memref<f64>
          }
          %76 = memref.load %alloca_1[] : memref<f64>
          %77 = memref.load %alloca_2[] : memref<f64>
          %78 = memref.load %alloca[] : memref<f64>
          %79 = memref.load %alloca_0[] : memref<f64>
          %80 = nvvm.mma.sync A[%76]  B[%77]  C[%78, %79]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %81 = llvm.extractvalue %80[0] : !llvm.struct<(f64, f64)> 
          memref.store %81, %alloca[] : memref<f64>
          %82 = llvm.extractvalue %80[1] : !llvm.struct<(f64, f64)> 
          memref.store %82, %alloca_0[] : memref<f64>
        }
        %47 = arith.addi %39, %31 : i64
        %c2_i64 = arith.constant 2 : i64
        %48 = arith.muli %32, %c2_i64 : i64
        %49 = arith.addi %40, %48 : i64
        %50 = arith.cmpi slt, %47, %22 : i64
        %c6_i64 = arith.constant 6 : i64
        %51 = arith.cmpi slt, %49, %c6_i64 : i64
        %52 = arith.andi %50, %51 : i1
        scf.if %52 {
          %cst_14 = arith.constant 2.000000e+00 : f64
          %60 = arith.muli %49, %24 : i64
          %61 = arith.addi %47, %60 : i64
          %62 = llvm.getelementptr %20[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %63 = llvm.load %62 : !llvm.ptr<1> -> f64
          %64 = memref.load %alloca[] : memref<f64>
          %65 = llvm.intr.fma(%cst_14, %63, %64) : (f64, f64, f64) -> f64
          %66 = arith.muli %49, %24 : i64
          %67 = arith.addi %47, %66 : i64
          %68 = llvm.getelementptr %20[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %65, %68 : f64, !llvm.ptr<1>
        }
        %53 = arith.addi %39, %31 : i64
        %c2_i64_11 = arith.constant 2 : i64
        %54 = arith.muli %32, %c2_i64_11 : i64
        %c1_i64_12 = arith.constant 1 : i64
        %55 = arith.addi %54, %c1_i64_12 : i64
        %56 = arith.addi %40, %55 : i64
        %57 = arith.cmpi slt, %53, %22 : i64
        %c6_i64_13 = arith.constant 6 : i64
        %58 = arith.cmpi slt, %56, %c6_i64_13 : i64
        %59 = arith.andi %57, %58 : i1
        scf.if %59 {
          %cst_14 = arith.constant 2.000000e+00 : f64
          %60 = arith.muli %56, %24 : i64
          %61 = arith.addi %53, %60 : i64
          %62 = llvm.getelementptr %20[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %63 = llvm.load %62 : !llvm.ptr<1> -> f64
          %64 = memref.load %alloca_0[] : memref<f64>
          %65 = llvm.intr.fma(%cst_14, %63, %64) : (f64, f64, f64) -> f64
          %66 = arith.muli %56, %24 : i64
          %67 = arith.addi %53, %66 : i64
          %68 = llvm.getelementptr %20[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %65, %68 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
