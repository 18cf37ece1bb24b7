module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_dynamic(%arg0: memref<?x?xf64, strided<[1, ?]>, 1>, %arg1: memref<?x?xf64, strided<[?, ?]>, 1>, %arg2: memref<?x?xf64, strided<[1, ?]>, 1>, %arg3: memref<?x?xf64, strided<[1, ?]>, 1>, %arg4: memref<?x?xf64, strided<[1, ?]>, 1>, %arg5: memref<?x?xf64, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf64, strided<[?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf64, strided<[?, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %strides_3#0 : index to i64
      %9 = arith.index_cast %sizes_2#1 : index to i64
      %10 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %11 = arith.index_cast %intptr_9 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_7#0 : index to i64
      %14 = arith.index_cast %sizes_7#1 : index to i64
      %15 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %16 = arith.index_cast %intptr_14 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_12#0 : index to i64
      %19 = arith.index_cast %sizes_12#1 : index to i64
      %20 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %21 = arith.index_cast %intptr_19 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_17#0 : index to i64
      %24 = arith.index_cast %sizes_17#1 : index to i64
      %25 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %26 = arith.index_cast %intptr_24 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %28 = arith.index_cast %sizes_22#0 : index to i64
      %29 = arith.index_cast %sizes_22#1 : index to i64
      %30 = arith.index_cast %strides_23#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y : index to i64
      %33 = arith.muli %c64_i64, %32 : i64
      %34 = arith.addi %31, %33 : i64
      %c32_i64 = arith.constant 32 : i64
      %35 = arith.divsi %34, %c32_i64 : i64
      %c32_i64_32 = arith.constant 32 : i64
      %36 = arith.remsi %34, %c32_i64_32 : i64
      %c4_i64 = arith.constant 4 : i64
      %37 = arith.divsi %36, %c4_i64 : i64
      %c4_i64_33 = arith.constant 4 : i64
      %38 = arith.remsi %36, %c4_i64_33 : i64
      %c7_i64 = arith.constant 7 : i64
      %39 = arith.addi %13, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %40 = arith.divsi %39, %c8_i64 : i64
      %c7_i64_34 = arith.constant 7 : i64
      %41 = arith.addi %14, %c7_i64_34 : i64
      %c8_i64_35 = arith.constant 8 : i64
      %42 = arith.divsi %41, %c8_i64_35 : i64
      %43 = arith.muli %40, %42 : i64
      %c4_i64_36 = arith.constant 4 : i64
      %44 = arith.remsi %3, %c4_i64_36 : i64
      %45 = arith.subi %3, %44 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg6 = %35 to %43 step %c16_i64  : i64 {
        %61 = arith.remsi %arg6, %40 : i64
        %62 = arith.divsi %arg6, %40 : i64
        %c8_i64_50 = arith.constant 8 : i64
        %63 = arith.muli %61, %c8_i64_50 : i64
        %c8_i64_51 = arith.constant 8 : i64
        %64 = arith.muli %62, %c8_i64_51 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_52 = arith.constant 0.000000e+00 : f64
        memref.store %cst_52, %alloca_25[] : memref<f64>
        %65 = arith.addi %63, %37 : i64
        %c1_i64 = arith.constant 1 : i64
        %66 = arith.subi %13, %c1_i64 : i64
        %67 = arith.minsi %65, %66 : i64
        %68 = arith.addi %64, %37 : i64
        %c1_i64_53 = arith.constant 1 : i64
        %69 = arith.subi %14, %c1_i64_53 : i64
        %70 = arith.minsi %68, %69 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_54 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %45 step %c4_i64_54  : i64 {
          %85 = arith.addi %arg7, %38 : i64
          %86 = arith.addi %arg7, %38 : i64
          %87 = arith.muli %85, %4 : i64
          %88 = arith.addi %67, %87 : i64
          %89 = llvm.getelementptr %1[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %90 = llvm.load %89 : !llvm.ptr<1> -> f64
          %91 = arith.muli %86, %8 : i64
          %92 = arith.muli %70, %10 : i64
          %93 = arith.addi %91, %92 : i64
          %94 = llvm.getelementptr %6[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %95 = llvm.load %94 : !llvm.ptr<1> -> f64
          %96 = memref.load %alloca[] : memref<f64>
          %97 = memref.load %alloca_25[] : memref<f64>
          %98 = nvvm.mma.sync A[%90]  B[%95]  C[%96, %97]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %99 = llvm.extractvalue %98[0] : !llvm.struct<(f64, f64)> 
          memref.store %99, %alloca[] : memref<f64>
          %100 = llvm.extractvalue %98[1] : !llvm.struct<(f64, f64)> 
          memref.store %100, %alloca_25[] : memref<f64>
        }
        %71 = arith.cmpi slt, %45, %3 : i64
        scf.if %71 {
          %85 = arith.addi %45, %38 : i64
          %86 = arith.addi %45, %38 : i64
          %c1_i64_57 = arith.constant 1 : i64
          %87 = arith.subi %3, %c1_i64_57 : i64
          %88 = arith.minsi %85, %87 : i64
          %89 = arith.muli %88, %4 : i64
          %90 = arith.addi %67, %89 : i64
          %91 = llvm.getelementptr %1[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %92 = llvm.load %91 : !llvm.ptr<1> -> f64
          memref.store %92, %alloca_26[] : memref<f64>
          %93 = arith.cmpi sge, %85, %3 : i64
          scf.if %93 {
            %cst_59 = arith.constant 0.000000e+00 : f64
            memref.store %cst_59, %alloca_26[] : memref<f64>
          }
          %c1_i64_58 = arith.constant 1 : i64
          %94 = arith.subi %3, %c1_i64_58 : i64
          %95 = arith.minsi %86, %94 : i64
          %96 = arith.muli %95, %8 : i64
          %97 = arith.muli %70, %10 : i64
          %98 = arith.addi %96, %97 : i64
          %99 = llvm.getelementptr %6[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %100 = llvm.load %99 : !llvm.ptr<1> -> f64
          memref.store %100, %alloca_27[] : memref<f64>
          %101 = arith.cmpi sge, %86, %3 : i64
          scf.if %101 {
            %cst_59 = arith.constant 0.000000e+00 : f64
            memref.store %cst_59, %alloca_27[] : memref<f64>
          }
          %102 = memref.load %alloca_26[] : memref<f64>
          %103 = memref.load %alloca_27[] : memref<f64>
          %104 = memref.load %alloca[] : memref<f64>
          %105 = memref.load %alloca_25[] : memref<f64>
          %106 = nvvm.mma.sync A[%102]  B[%103]  C[%104, %105]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %107 = llvm.extractvalue %106[0] : !llvm.struct<(f64, f64)> 
          memref.store %107, %alloca[] : memref<f64>
          %108 = llvm.extractvalue %106[1] : !llvm.struct<(f64, f64)> 
          memref.store %108, %alloca_25[] : memref<f64>
        }
        %72 = arith.addi %63, %37 : i64
        %c2_i64 = arith.constant 2 : i64
        %73 = arith.muli %38, %c2_i64 : i64
        %74 = arith.addi %64, %73 : i64
        %75 = arith.cmpi slt, %72, %13 : i64
        %76 = arith.cmpi slt, %74, %14 : i64
        %77 = arith.andi %75, %76 : i1
        scf.if %77 {
          %cst_57 = arith.constant 5.000000e-01 : f64
          %85 = arith.muli %74, %15 : i64
          %86 = arith.addi %72, %85 : i64
          %87 = llvm.getelementptr %12[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %88 = llvm.load %87 : !llvm.ptr<1> -> f64
          %89 = memref.load %alloca[] : memref<f64>
          %90 = llvm.intr.fma(%cst_57, %88, %89) : (f64, f64, f64) -> f64
          %91 = arith.muli %74, %15 : i64
          %92 = arith.addi %72, %91 : i64
          %93 = llvm.getelementptr %12[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %90, %93 : f64, !llvm.ptr<1>
        }
        %78 = arith.addi %63, %37 : i64
        %c2_i64_55 = arith.constant 2 : i64
        %79 = arith.muli %38, %c2_i64_55 : i64
        %c1_i64_56 = arith.constant 1 : i64
        %80 = arith.addi %79, %c1_i64_56 : i64
        %81 = arith.addi %64, %80 : i64
        %82 = arith.cmpi slt, %78, %13 : i64
        %83 = arith.cmpi slt, %81, %14 : i64
        %84 = arith.andi %82, %83 : i1
        scf.if %84 {
          %cst_57 = arith.constant 5.000000e-01 : f64
          %85 = arith.muli %81, %15 : i64
          %86 = arith.addi %78, %85 : i64
          %87 = llvm.getelementptr %12[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %88 = llvm.load %87 : !llvm.ptr<1> -> f64
          %89 = memref.load %alloca_25[] : memref<f64>
          %90 = llvm.intr.fma(%cst_57, %88, %89) : (f64, f64, f64) -> f64
          %91 = arith.muli %81, %15 : i64
          %92 = arith.addi %78, %91 : i64
          %93 = llvm.getelementptr %12[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %90, %93 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_37 = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x_37 : index to i64
      %c64_i64_38 = arith.constant 64 : i64
      %thread_id_y_39 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_39 : index to i64
      %48 = arith.muli %c64_i64_38, %47 : i64
      %49 = arith.addi %46, %48 : i64
      %c32_i64_40 = arith.constant 32 : i64
      %50 = arith.divsi %49, %c32_i64_40 : i64
      %c32_i64_41 = arith.constant 32 : i64
      %51 = arith.remsi %49, %c32_i64_41 : i64
      %c4_i64_42 = arith.constant 4 : i64
      %52 = arith.divsi %51, %c4_i64_42 : i64
      %c4_i64_43 = arith.constant 4 : i64
      %53 = arith.remsi %51, %c4_i64_43 : i64
      %c7_i64_44 = arith.constant 7 : i64
      %54 = arith.addi %28, %c7_i64_44 : i64
      %c8_i64_45 = arith.constant 8 : i64
      %55 = arith.divsi %54, %c8_i64_45 : i64
      %c7_i64_46 = arith.constant 7 : i64
      %56 = arith.addi %29, %c7_i64_46 : i64
      %c8_i64_47 = arith.constant 8 : i64
      %57 = arith.divsi %56, %c8_i64_47 : i64
      %58 = arith.muli %55, %57 : i64
      %c4_i64_48 = arith.constant 4 : i64
      %59 = arith.remsi %18, %c4_i64_48 : i64
      %60 = arith.subi %18, %59 : i64
      %c16_i64_49 = arith.constant 16 : i64
      scf.for %arg6 = %50 to %58 step %c16_i64_49  : i64 {
        %61 = arith.remsi %arg6, %55 : i64
        %62 = arith.divsi %arg6, %55 : i64
        %c8_i64_50 = arith.constant 8 : i64
        %63 = arith.muli %61, %c8_i64_50 : i64
        %c8_i64_51 = arith.constant 8 : i64
        %64 = arith.muli %62, %c8_i64_51 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_28[] : memref<f64>
        %cst_52 = arith.constant 0.000000e+00 : f64
        memref.store %cst_52, %alloca_29[] : memref<f64>
        %65 = arith.addi %63, %52 : i64
        %c1_i64 = arith.constant 1 : i64
        %66 = arith.subi %28, %c1_i64 : i64
        %67 = arith.minsi %65, %66 : i64
        %68 = arith.addi %64, %52 : i64
        %c1_i64_53 = arith.constant 1 : i64
        %69 = arith.subi %29, %c1_i64_53 : i64
        %70 = arith.minsi %68, %69 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_54 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %60 step %c4_i64_54  : i64 {
          %85 = arith.addi %arg7, %53 : i64
          %86 = arith.addi %arg7, %53 : i64
          %87 = arith.muli %67, %20 : i64
          %88 = arith.addi %85, %87 : i64
          %89 = llvm.getelementptr %17[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %90 = llvm.load %89 : !llvm.ptr<1> -> f64
          %91 = arith.muli %70, %25 : i64
          %92 = arith.addi %86, %91 : i64
          %93 = llvm.getelementptr %22[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %94 = llvm.load %93 : !llvm.ptr<1> -> f64
          %95 = memref.load %alloca_28[] : memref<f64>
          %96 = memref.load %alloca_29[] : memref<f64>
          %97 = nvvm.mma.sync A[%90]  B[%94]  C[%95, %96]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %98 = llvm.extractvalue %97[0] : !llvm.struct<(f64, f64)> 
          memref.store %98, %alloca_28[] : memref<f64>
          %99 = llvm.extractvalue %97[1] : !llvm.struct<(f64, f64)> 
          memref.store %99, %alloca_29[] : memref<f64>
        }
        %71 = arith.cmpi slt, %60, %18 : i64
        scf.if %71 {
          %85 = arith.addi %60, %53 : i64
          %86 = arith.addi %60, %53 : i64
          %c1_i64_57 = arith.constant 1 : i64
          %87 = arith.subi %18, %c1_i64_57 : i64
          %88 = arith.minsi %85, %87 : i64
          %89 = arith.muli %67, %20 : i64
          %90 = arith.addi %88, %89 : i64
          %91 = llvm.getelementptr %17[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %92 = llvm.load %91 : !llvm.ptr<1> -> f64
          memref.store %92, %alloca_30[] : memref<f64>
          %93 = arith.cmpi sge, %85, %18 : i64
          scf.if %93 {
            %cst_59 = arith.constant 0.000000e+00 : f64
            memref.store %cst_59, %alloca_30[] : memref<f64>
          }
          %c1_i64_58 = arith.constant 1 : i64
          %94 = arith.subi %18, %c1_i64_58 : i64
          %95 = arith.minsi %86, %94 : i64
          %96 = arith.muli %70, %25 : i64
          %97 = arith.addi %95, %96 : i64
          %98 = llvm.getelementptr %22[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %99 = llvm.load %98 : !llvm.ptr<1> -> f64
          memref.store %99, %alloca_31[] : memref<f64>
          %100 = arith.cmpi sge, %86, %18 : i64
          scf.if %100 {
            %cst_59 = arith.constant 0.000000e+00 : f64
            memref.store %cst_59, %alloca_31[] : memref<f64>
          }
          %101 = memref.load %alloca_30[] : memref<f64>
          %102 = memref.load %alloca_31[] : memref<f64>
          %103 = memref.load %alloca_28[] : memref<f64>
          %104 = memref.load %alloca_29[] : memref<f64>
          %105 = nvvm.mma.sync A[%101]  B[%102]  C[%103, %104]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %106 = llvm.extractvalue %105[0] : !llvm.struct<(f64, f64)> 
          memref.store %106, %alloca_28[] : memref<f64>
          %107 = llvm.extractvalue %105[1] : !llvm.struct<(f64, f64)> 
          memref.store %107, %alloca_29[] : memref<f64>
        }
        %72 = arith.addi %63, %52 : i64
        %c2_i64 = arith.constant 2 : i64
        %73 = arith.muli %53, %c2_i64 : i64
        %74 = arith.addi %64, %73 : i64
        %75 = arith.cmpi slt, %72, %28 : i64
        %76 = arith.cmpi slt, %74, %29 : i64
        %77 = arith.andi %75, %76 : i1
        scf.if %77 {
          %85 = memref.load %alloca_28[] : memref<f64>
          %86 = arith.muli %74, %30 : i64
          %87 = arith.addi %72, %86 : i64
          %88 = llvm.getelementptr %27[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %85, %88 : f64, !llvm.ptr<1>
        }
        %78 = arith.addi %63, %52 : i64
        %c2_i64_55 = arith.constant 2 : i64
        %79 = arith.muli %53, %c2_i64_55 : i64
        %c1_i64_56 = arith.constant 1 : i64
        %80 = arith.addi %79, %c1_i64_56 : i64
        %81 = arith.addi %64, %80 : i64
        %82 = arith.cmpi slt, %78, %28 : i64
        %83 = arith.cmpi slt, %81, %29 : i64
        %84 = arith.andi %82, %83 : i1
        scf.if %84 {
          %85 = memref.load %alloca_29[] : memref<f64>
          %86 = arith.muli %81, %30 : i64
          %87 = arith.addi %78, %86 : i64
          %88 = llvm.getelementptr %27[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %85, %88 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
