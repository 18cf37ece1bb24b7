module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @chain(%arg0: memref<12x6x?xf64, strided<[1, 12, 72]>, 1>, %arg1: memref<6x6xf64, strided<[1, 6]>, 1>, %arg2: memref<?xmemref<6x4xf64, strided<[1, 6]>, 1>, strided<[1]>, 1>, %arg3: memref<12x4x?xf64, strided<[1, 12, 48]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<12x6x?xf64, strided<[1, 12, 72]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<12x6x?xf64, strided<[1, 12, 72]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<6x6xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<6x6xf64, strided<[1, 6]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<6x4xf64, strided<[1, 6]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg3 : memref<12x4x?xf64, strided<[1, 12, 48]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<12x4x?xf64, strided<[1, 12, 48]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_10 = memref.alloca() : memref<f64>
      %alloca_11 = memref.alloca() : memref<f64>
      %alloca_12 = memref.alloca() : memref<f64>
      %alloca_13 = memref.alloca() : memref<f64>
      %alloca_14 = memref.alloca() : memref<f64>
      %alloca_15 = memref.alloca() : memref<f64>
      %alloca_16 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c72_i64 = arith.constant 72 : i64
      %10 = arith.muli %9, %c72_i64 : i64
      %11 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %12 = llvm.getelementptr %5[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %13 = llvm.load %12 : !llvm.ptr<1> -> !llvm.ptr
      %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<1>
      %c48_i64 = arith.constant 48 : i64
      %15 = arith.muli %9, %c48_i64 : i64
      %16 = llvm.getelementptr %7[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %17 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y : index to i64
      %20 = arith.muli %c32_i64, %19 : i64
      %21 = arith.addi %18, %20 : i64
      %c32_i64_17 = arith.constant 32 : i64
      %22 = arith.divsi %21, %c32_i64_17 : i64
      %c32_i64_18 = arith.constant 32 : i64
      %23 = arith.remsi %21, %c32_i64_18 : i64
      %c4_i64 = arith.constant 4 : i64
      %24 = arith.divsi %23, %c4_i64 : i64
      %c4_i64_19 = arith.constant 4 : i64
      %25 = arith.remsi %23, %c4_i64_19 : i64
      %c2_i64 = arith.constant 2 : i64
      %c2_i64_20 = arith.constant 2 : i64
      scf.for %arg4 = %22 to %c2_i64 step %c2_i64_20  : i64 {
        %c2_i64_30 = arith.constant 2 : i64
        %34 = arith.remsi %arg4, %c2_i64_30 : i64
        %c2_i64_31 = arith.constant 2 : i64
        %35 = arith.divsi %arg4, %c2_i64_31 : i64
        %c8_i64 = arith.constant 8 : i64
        %36 = arith.muli %34, %c8_i64 : i64
        %c8_i64_32 = arith.constant 8 : i64
        %37 = arith.muli %35, %c8_i64_32 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_33 = arith.constant 0.000000e+00 : f64
        memref.store %cst_33, %alloca_10[] : memref<f64>
        %38 = arith.addi %36, %24 : i64
        %c11_i64 = arith.constant 11 : i64
        %39 = arith.minsi %38, %c11_i64 : i64
        %40 = arith.addi %37, %24 : i64
        %c5_i64 = arith.constant 5 : i64
        %41 = arith.minsi %40, %c5_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_34 = arith.constant 4 : i64
        %c4_i64_35 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c4_i64_34 step %c4_i64_35  : i64 {
          %76 = arith.addi %arg5, %25 : i64
          %77 = arith.addi %arg5, %25 : i64
          %c12_i64_48 = arith.constant 12 : i64
          %78 = arith.muli %76, %c12_i64_48 : i64
          %79 = arith.addi %39, %78 : i64
          %80 = llvm.getelementptr %11[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %81 = llvm.load %80 : !llvm.ptr<1> -> f64
          %c6_i64_49 = arith.constant 6 : i64
          %82 = arith.muli %41, %c6_i64_49 : i64
          %83 = arith.addi %77, %82 : i64
          %84 = llvm.getelementptr %4[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %85 = llvm.load %84 : !llvm.ptr<1> -> f64
          %86 = memref.load %alloca[] : memref<f64>
          %87 = memref.load %alloca_10[] : memref<f64>
          %88 = nvvm.mma.sync A[%81]  B[%85]  C[%86, %87]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %89 = llvm.extractvalue %88[0] : !llvm.struct<(f64, f64)> 
          memref.store %89, %alloca[] : memref<f64>
          %90 = llvm.extractvalue %88[1] : !llvm.struct<(f64, f64)> 
          memref.store %90, %alloca_10[] : memref<f64>
        }
        %c4_i64_36 = arith.constant 4 : i64
        %42 = arith.addi %c4_i64_36, %25 : i64
        %c4_i64_37 = arith.constant 4 : i64
        %43 = arith.addi %c4_i64_37, %25 : i64
        %c5_i64_38 = arith.constant 5 : i64
        %44 = arith.minsi %42, %c5_i64_38 : i64
        %c12_i64 = arith.constant 12 : i64
        %45 = arith.muli %44, %c12_i64 : i64
        %46 = arith.addi %39, %45 : i64
        %47 = llvm.getelementptr %11[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %48 = llvm.load %47 : !llvm.ptr<1> -> f64
        memref.store %48, %alloca_11[] : memref<f64>
        %c6_i64 = arith.constant 6 : i64
        %49 = arith.cmpi sge, %42, %c6_i64 : i64
        scf.if %49 {
          %cst_48 = arith.constant 0.000000e+00 : f64
          memref.store %cst_48, %alloca_11[] : memref<f64>
        }
        %c5_i64_39 = arith.constant 5 : i64
        %50 = arith.minsi %43, %c5_i64_39 : i64
        %c6_i64_40 = arith.constant 6 : i64
        %51 = arith.muli %41, %c6_i64_40 : i64
        %52 = arith.addi %50, %51 : i64
        %53 = llvm.getelementptr %4[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %54 = llvm.load %53 : !llvm.ptr<1> -> f64
        memref.store %54, %alloca_12[] : memref<f64>
        %c6_i64_41 = arith.constant 6 : i64
        %55 = arith.cmpi sge, %43, %c6_i64_41 : i64
        scf.if %55 {
          %cst_48 = arith.constant 0.000000e+00 : f64
          memref.store %cst_48, %alloca_12[] : memref<f64>
        }
        %56 = memref.load %alloca_11[] : memref<f64>
        %57 = memref.load %alloca_12[] : memref<f64>
        %58 = memref.load %alloca[] : memref<f64>
        %59 = memref.load %alloca_10[] : memref<f64>
        %60 = nvvm.mma.sync A[%56]  B[%57]  C[%58, %59]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %61 = llvm.extractvalue %60[0] : !llvm.struct<(f64, f64)> 
        memref.store %61, %alloca[] : memref<f64>
        %62 = llvm.extractvalue %60[1] : !llvm.struct<(f64, f64)> 
        memref.store %62, %alloca_10[] : memref<f64>
        %63 = arith.addi %36, %24 : i64
        %c2_i64_42 = arith.constant 2 : i64
        %64 = arith.muli %25, %c2_i64_42 : i64
        %65 = arith.addi %37, %64 : i64
        %c12_i64_43 = arith.constant 12 : i64
        %66 = arith.cmpi slt, %63, %c12_i64_43 : i64
        %c6_i64_44 = arith.constant 6 : i64
        %67 = arith.cmpi slt, %65, %c6_i64_44 : i64
        %68 = arith.andi %66, %67 : i1
        scf.if %68 {
          %76 = memref.load %alloca[] : memref<f64>
          %c12_i64_48 = arith.constant 12 : i64
          %77 = arith.muli %65, %c12_i64_48 : i64
          %78 = arith.addi %63, %77 : i64
          %79 = llvm.getelementptr %17[%78] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %76, %79 : f64, !llvm.ptr<3>
        }
        %69 = arith.addi %36, %24 : i64
        %c2_i64_45 = arith.constant 2 : i64
        %70 = arith.muli %25, %c2_i64_45 : i64
        %c1_i64 = arith.constant 1 : i64
        %71 = arith.addi %70, %c1_i64 : i64
        %72 = arith.addi %37, %71 : i64
        %c12_i64_46 = arith.constant 12 : i64
        %73 = arith.cmpi slt, %69, %c12_i64_46 : i64
        %c6_i64_47 = arith.constant 6 : i64
        %74 = arith.cmpi slt, %72, %c6_i64_47 : i64
        %75 = arith.andi %73, %74 : i1
        scf.if %75 {
          %76 = memref.load %alloca_10[] : memref<f64>
          %c12_i64_48 = arith.constant 12 : i64
          %77 = arith.muli %72, %c12_i64_48 : i64
          %78 = arith.addi %69, %77 : i64
          %79 = llvm.getelementptr %17[%78] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %76, %79 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_21 = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x_21 : index to i64
      %c32_i64_22 = arith.constant 32 : i64
      %thread_id_y_23 = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y_23 : index to i64
      %28 = arith.muli %c32_i64_22, %27 : i64
      %29 = arith.addi %26, %28 : i64
      %c32_i64_24 = arith.constant 32 : i64
      %30 = arith.divsi %29, %c32_i64_24 : i64
      %c32_i64_25 = arith.constant 32 : i64
      %31 = arith.remsi %29, %c32_i64_25 : i64
      %c4_i64_26 = arith.constant 4 : i64
      %32 = arith.divsi %31, %c4_i64_26 : i64
      %c4_i64_27 = arith.constant 4 : i64
      %33 = arith.remsi %31, %c4_i64_27 : i64
      %c2_i64_28 = arith.constant 2 : i64
      %c2_i64_29 = arith.constant 2 : i64
      scf.for %arg4 = %30 to %c2_i64_28 step %c2_i64_29  : i64 {
        %c2_i64_30 = arith.constant 2 : i64
        %34 = arith.remsi %arg4, %c2_i64_30 : i64
        %c2_i64_31 = arith.constant 2 : i64
        %35 = arith.divsi %arg4, %c2_i64_31 : i64
        %c8_i64 = arith.constant 8 : i64
        %36 = arith.muli %34, %c8_i64 : i64
        %c8_i64_32 = arith.constant 8 : i64
        %37 = arith.muli %35, %c8_i64_32 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_13[] : memref<f64>
        %cst_33 = arith.constant 0.000000e+00 : f64
        memref.store %cst_33, %alloca_14[] : memref<f64>
        %38 = arith.addi %36, %32 : i64
        %c11_i64 = arith.constant 11 : i64
        %39 = arith.minsi %38, %c11_i64 : i64
        %40 = arith.addi %37, %32 : i64
        %c3_i64 = arith.constant 3 : i64
        %41 = arith.minsi %40, %c3_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_34 = arith.constant 4 : i64
        %c4_i64_35 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c4_i64_34 step %c4_i64_35  : i64 {
          %76 = arith.addi %arg5, %33 : i64
          %77 = arith.addi %arg5, %33 : i64
          %c12_i64_47 = arith.constant 12 : i64
          %78 = arith.muli %76, %c12_i64_47 : i64
          %79 = arith.addi %39, %78 : i64
          %80 = llvm.getelementptr %17[%79] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %81 = llvm.load %80 : !llvm.ptr<3> -> f64
          %c6_i64_48 = arith.constant 6 : i64
          %82 = arith.muli %41, %c6_i64_48 : i64
          %83 = arith.addi %77, %82 : i64
          %84 = llvm.getelementptr %14[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %85 = llvm.load %84 : !llvm.ptr<1> -> f64
          %86 = memref.load %alloca_13[] : memref<f64>
          %87 = memref.load %alloca_14[] : memref<f64>
          %88 = nvvm.mma.sync A[%81]  B[%85]  C[%86, %87]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %89 = llvm.extractvalue %88[0] : !llvm.struct<(f64, f64)> 
          memref.store %89, %alloca_13[] : memref<f64>
          %90 = llvm.extractvalue %88[1] : !llvm.struct<(f64, f64)> 
          memref.store %90, %alloca_14[] : memref<f64>
        }
        %c4_i64_36 = arith.constant 4 : i64
        %42 = arith.addi %c4_i64_36, %33 : i64
        %c4_i64_37 = arith.constant 4 : i64
        %43 = arith.addi %c4_i64_37, %33 : i64
        %c5_i64 = arith.constant 5 : i64
        %44 = arith.minsi %42, %c5_i64 : i64
        %c12_i64 = arith.constant 12 : i64
        %45 = arith.muli %44, %c12_i64 : i64
        %46 = arith.addi %39, %45 : i64
        %47 = llvm.getelementptr %17[%46] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %48 = llvm.load %47 : !llvm.ptr<3> -> f64
        memref.store %48, %alloca_15[] : memref<f64>
        %c6_i64 = arith.constant 6 : i64
        %49 = arith.cmpi sge, %42, %c6_i64 : i64
        scf.if %49 {
          %cst_47 = arith.constant 0.000000e+00 : f64
          memref.store %cst_47, %alloca_15[] : memref<f64>
        }
        %c5_i64_38 = arith.constant 5 : i64
        %50 = arith.minsi %43, %c5_i64_38 : i64
        %c6_i64_39 = arith.constant 6 : i64
        %51 = arith.muli %41, %c6_i64_39 : i64
        %52 = arith.addi %50, %51 : i64
        %53 = llvm.getelementptr %14[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %54 = llvm.load %53 : !llvm.ptr<1> -> f64
        memref.store %54, %alloca_16[] : memref<f64>
        %c6_i64_40 = arith.constant 6 : i64
        %55 = arith.cmpi sge, %43, %c6_i64_40 : i64
        scf.if %55 {
          %cst_47 = arith.constant 0.000000e+00 : f64
          memref.store %cst_47, %alloca_16[] : memref<f64>
        }
        %56 = memref.load %alloca_15[] : memref<f64>
        %57 = memref.load %alloca_16[] : memref<f64>
        %58 = memref.load %alloca_13[] : memref<f64>
        %59 = memref.load %alloca_14[] : memref<f64>
        %60 = nvvm.mma.sync A[%56]  B[%57]  C[%58, %59]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %61 = llvm.extractvalue %60[0] : !llvm.struct<(f64, f64)> 
        memref.store %61, %alloca_13[] : memref<f64>
        %62 = llvm.extractvalue %60[1] : !llvm.struct<(f64, f64)> 
        memref.store %62, %alloca_14[] : memref<f64>
        %63 = arith.addi %36, %32 : i64
        %c2_i64_41 = arith.constant 2 : i64
        %64 = arith.muli %33, %c2_i64_41 : i64
        %65 = arith.addi %37, %64 : i64
        %c12_i64_42 = arith.constant 12 : i64
        %66 = arith.cmpi slt, %63, %c12_i64_42 : i64
        %c4_i64_43 = arith.constant 4 : i64
        %67 = arith.cmpi slt, %65, %c4_i64_43 : i64
        %68 = arith.andi %66, %67 : i1
        scf.if %68 {
          %cst_47 = arith.constant 2.000000e+00 : f64
          %c12_i64_48 = arith.constant 12 : i64
          %76 = arith.muli %65, %c12_i64_48 : i64
          %77 = arith.addi %63, %76 : i64
          %78 = llvm.getelementptr %16[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %79 = llvm.load %78 : !llvm.ptr<1> -> f64
          %80 = memref.load %alloca_13[] : memref<f64>
          %81 = llvm.intr.fma(%cst_47, %79, %80) : (f64, f64, f64) -> f64
          %c12_i64_49 = arith.constant 12 : i64
          %82 = arith.muli %65, %c12_i64_49 : i64
          %83 = arith.addi %63, %82 : i64
          %84 = llvm.getelementptr %16[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %81, %84 : f64, !llvm.ptr<1>
        }
        %69 = arith.addi %36, %32 : i64
        %c2_i64_44 = arith.constant 2 : i64
        %70 = arith.muli %33, %c2_i64_44 : i64
        %c1_i64 = arith.constant 1 : i64
        %71 = arith.addi %70, %c1_i64 : i64
        %72 = arith.addi %37, %71 : i64
        %c12_i64_45 = arith.constant 12 : i64
        %73 = arith.cmpi slt, %69, %c12_i64_45 : i64
        %c4_i64_46 = arith.constant 4 : i64
        %74 = arith.cmpi slt, %72, %c4_i64_46 : i64
        %75 = arith.andi %73, %74 : i1
        scf.if %75 {
          %cst_47 = arith.constant 2.000000e+00 : f64
          %c12_i64_48 = arith.constant 12 : i64
          %76 = arith.muli %72, %c12_i64_48 : i64
          %77 = arith.addi %69, %76 : i64
          %78 = llvm.getelementptr %16[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %79 = llvm.load %78 : !llvm.ptr<1> -> f64
          %80 = memref.load %alloca_14[] : memref<f64>
          %81 = llvm.intr.fma(%cst_47, %79, %80) : (f64, f64, f64) -> f64
          %c12_i64_49 = arith.constant 12 : i64
          %82 = arith.muli %72, %c12_i64_49 : i64
          %83 = arith.addi %69, %82 : i64
          %84 = llvm.getelementptr %16[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %81, %84 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
