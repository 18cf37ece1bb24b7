module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_dynamic(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr<1>, %arg22: i64, %arg23: i64, %arg24: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.insertvalue %arg4, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %14 = llvm.insertvalue %arg4, %13[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %12, %14[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %arg5, %15[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg7, %16[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg6, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg8, %18[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[?, ?]>, 1>
      %21 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %22 = llvm.mlir.constant(0 : i64) : i64
      %23 = llvm.mlir.constant(1 : i64) : i64
      %24 = llvm.insertvalue %arg9, %21[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %arg9, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %22, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg10, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %arg11, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %23, %28[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.insertvalue %arg12, %29[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %32 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %33 = llvm.mlir.constant(0 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.insertvalue %arg13, %32[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %arg13, %35[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %33, %36[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %arg14, %37[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg15, %38[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %34, %39[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %arg16, %40[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = builtin.unrealized_conversion_cast %41 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %43 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %44 = llvm.mlir.constant(0 : i64) : i64
      %45 = llvm.mlir.constant(1 : i64) : i64
      %46 = llvm.insertvalue %arg17, %43[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %arg17, %46[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %44, %47[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg18, %48[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %arg19, %49[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %45, %50[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %arg20, %51[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = builtin.unrealized_conversion_cast %52 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %54 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %55 = llvm.mlir.constant(0 : i64) : i64
      %56 = llvm.mlir.constant(1 : i64) : i64
      %57 = llvm.insertvalue %arg21, %54[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg21, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %55, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %arg22, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg23, %60[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %56, %61[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg24, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %65 = arith.index_cast %intptr : index to i64
      %66 = llvm.inttoptr %65 : i64 to !llvm.ptr<1>
      %67 = arith.index_cast %sizes#0 : index to i64
      %68 = arith.index_cast %sizes#1 : index to i64
      %69 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %20 : memref<?x?xf64, strided<[?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %20 : memref<?x?xf64, strided<[?, ?]>, 1> -> index
      %70 = arith.index_cast %intptr_4 : index to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<1>
      %72 = arith.index_cast %sizes_2#0 : index to i64
      %73 = arith.index_cast %strides_3#0 : index to i64
      %74 = arith.index_cast %sizes_2#1 : index to i64
      %75 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %31 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %31 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %76 = arith.index_cast %intptr_9 : index to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<1>
      %78 = arith.index_cast %sizes_7#0 : index to i64
      %79 = arith.index_cast %sizes_7#1 : index to i64
      %80 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %42 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %42 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %81 = arith.index_cast %intptr_14 : index to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr<1>
      %83 = arith.index_cast %sizes_12#0 : index to i64
      %84 = arith.index_cast %sizes_12#1 : index to i64
      %85 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %53 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %53 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %86 = arith.index_cast %intptr_19 : index to i64
      %87 = llvm.inttoptr %86 : i64 to !llvm.ptr<1>
      %88 = arith.index_cast %sizes_17#0 : index to i64
      %89 = arith.index_cast %sizes_17#1 : index to i64
      %90 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %64 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %64 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %91 = arith.index_cast %intptr_24 : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes_22#0 : index to i64
      %94 = arith.index_cast %sizes_22#1 : index to i64
      %95 = arith.index_cast %strides_23#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y : index to i64
      %98 = arith.muli %c64_i64, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c32_i64 = arith.constant 32 : i64
      %100 = arith.divsi %99, %c32_i64 : i64
      %c32_i64_32 = arith.constant 32 : i64
      %101 = arith.remsi %99, %c32_i64_32 : i64
      %c4_i64 = arith.constant 4 : i64
      %102 = arith.divsi %101, %c4_i64 : i64
      %c4_i64_33 = arith.constant 4 : i64
      %103 = arith.remsi %101, %c4_i64_33 : i64
      %c7_i64 = arith.constant 7 : i64
      %104 = arith.addi %78, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %105 = arith.divsi %104, %c8_i64 : i64
      %c7_i64_34 = arith.constant 7 : i64
      %106 = arith.addi %79, %c7_i64_34 : i64
      %c8_i64_35 = arith.constant 8 : i64
      %107 = arith.divsi %106, %c8_i64_35 : i64
      %108 = arith.muli %105, %107 : i64
      %c4_i64_36 = arith.constant 4 : i64
      %109 = arith.remsi %68, %c4_i64_36 : i64
      %110 = arith.subi %68, %109 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg25 = %100 to %108 step %c16_i64  : i64 {
        %126 = arith.remsi %arg25, %105 : i64
        %127 = arith.divsi %arg25, %105 : i64
        %c8_i64_50 = arith.constant 8 : i64
        %128 = arith.muli %126, %c8_i64_50 : i64
        %c8_i64_51 = arith.constant 8 : i64
        %129 = arith.muli %127, %c8_i64_51 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_52 = arith.constant 0.000000e+00 : f64
        memref.store %cst_52, %alloca_25[] : memref<f64>
        %130 = arith.addi %128, %102 : i64
        %c1_i64 = arith.constant 1 : i64
        %131 = arith.subi %78, %c1_i64 : i64
        %132 = arith.minsi %130, %131 : i64
        %133 = arith.addi %129, %102 : i64
        %c1_i64_53 = arith.constant 1 : i64
        %134 = arith.subi %79, %c1_i64_53 : i64
        %135 = arith.minsi %133, %134 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_54 = arith.constant 4 : i64
        scf.for %arg26 = %c0_i64 to %110 step %c4_i64_54  : i64 {
          %150 = arith.addi %arg26, %103 : i64
          %151 = arith.addi %arg26, %103 : i64
          %152 = arith.muli %150, %69 : i64
          %153 = arith.addi %132, %152 : i64
          %154 = llvm.getelementptr %66[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %155 = llvm.load %154 : !llvm.ptr<1> -> f64
          %156 = arith.muli %151, %73 : i64
          %157 = arith.muli %135, %75 : i64
          %158 = arith.addi %156, %157 : i64
          %159 = llvm.getelementptr %71[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %160 = llvm.load %159 : !llvm.ptr<1> -> f64
          %161 = memref.load %alloca[] : memref<f64>
          %162 = memref.load %alloca_25[] : memref<f64>
          %163 = nvvm.mma.sync A[%155]  B[%160]  C[%161, %162]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %164 = llvm.extractvalue %163[0] : !llvm.struct<(f64, f64)> 
          memref.store %164, %alloca[] : memref<f64>
          %165 = llvm.extractvalue %163[1] : !llvm.struct<(f64, f64)> 
          memref.store %165, %alloca_25[] : memref<f64>
        }
        %136 = arith.cmpi slt, %110, %68 : i64
        scf.if %136 {
          %150 = arith.addi %110, %103 : i64
          %151 = arith.addi %110, %103 : i64
          %c1_i64_57 = arith.constant 1 : i64
          %152 = arith.subi %68, %c1_i64_57 : i64
          %153 = arith.minsi %150, %152 : i64
          %154 = arith.muli %153, %69 : i64
          %155 = arith.addi %132, %154 : i64
          %156 = llvm.getelementptr %66[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %157 = llvm.load %156 : !llvm.ptr<1> -> f64
          memref.store %157, %alloca_26[] : memref<f64>
          %158 = arith.cmpi sge, %150, %68 : i64
          scf.if %158 {
            %cst_59 = arith.constant 0.000000e+00 : f64
            memref.store %cst_59, %alloca_26[] : memref<f64>
          }
          %c1_i64_58 = arith.constant 1 : i64
          %159 = arith.subi %68, %c1_i64_58 : i64
          %160 = arith.minsi %151, %159 : i64
          %161 = arith.muli %160, %73 : i64
          %162 = arith.muli %135, %75 : i64
          %163 = arith.addi %161, %162 : i64
          %164 = llvm.getelementptr %71[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %165 = llvm.load %164 : !llvm.ptr<1> -> f64
          memref.store %165, %alloca_27[] : memref<f64>
          %166 = arith.cmpi sge, %151, %68 : i64
          scf.if %166 {
            %cst_59 = arith.constant 0.000000e+00 : f64
            memref.store %cst_59, %alloca_27[] : memref<f64>
          }
          %167 = memref.load %alloca_26[] : memref<f64>
          %168 = memref.load %alloca_27[] : memref<f64>
          %169 = memref.load %alloca[] : memref<f64>
          %170 = memref.load %alloca_25[] : memref<f64>
          %171 = nvvm.mma.sync A[%167]  B[%168]  C[%169, %170]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %172 = llvm.extractvalue %171[0] : !llvm.struct<(f64, f64)> 
          memref.store %172, %alloca[] : memref<f64>
          %173 = llvm.extractvalue %171[1] : !llvm.struct<(f64, f64)> 
          memref.store %173, %alloca_25[] : memref<f64>
        }
        %137 = arith.addi %128, %102 : i64
        %c2_i64 = arith.constant 2 : i64
        %138 = arith.muli %103, %c2_i64 : i64
        %139 = arith.addi %129, %138 : i64
        %140 = arith.cmpi slt, %137, %78 : i64
        %141 = arith.cmpi slt, %139, %79 : i64
        %142 = arith.andi %140, %141 : i1
        scf.if %142 {
          %cst_57 = arith.constant 5.000000e-01 : f64
          %150 = arith.muli %139, %80 : i64
          %151 = arith.addi %137, %150 : i64
          %152 = llvm.getelementptr %77[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %153 = llvm.load %152 : !llvm.ptr<1> -> f64
          %154 = memref.load %alloca[] : memref<f64>
          %155 = llvm.intr.fma(%cst_57, %153, %154) : (f64, f64, f64) -> f64
          %156 = arith.muli %139, %80 : i64
          %157 = arith.addi %137, %156 : i64
          %158 = llvm.getelementptr %77[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %155, %158 : f64, !llvm.ptr<1>
        }
        %143 = arith.addi %128, %102 : i64
        %c2_i64_55 = arith.constant 2 : i64
        %144 = arith.muli %103, %c2_i64_55 : i64
        %c1_i64_56 = arith.constant 1 : i64
        %145 = arith.addi %144, %c1_i64_56 : i64
        %146 = arith.addi %129, %145 : i64
        %147 = arith.cmpi slt, %143, %78 : i64
        %148 = arith.cmpi slt, %146, %79 : i64
        %149 = arith.andi %147, %148 : i1
        scf.if %149 {
          %cst_57 = arith.constant 5.000000e-01 : f64
          %150 = arith.muli %146, %80 : i64
          %151 = arith.addi %143, %150 : i64
          %152 = llvm.getelementptr %77[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %153 = llvm.load %152 : !llvm.ptr<1> -> f64
          %154 = memref.load %alloca_25[] : memref<f64>
          %155 = llvm.intr.fma(%cst_57, %153, %154) : (f64, f64, f64) -> f64
          %156 = arith.muli %146, %80 : i64
          %157 = arith.addi %143, %156 : i64
          %158 = llvm.getelementptr %77[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %155, %158 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_37 = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x_37 : index to i64
      %c64_i64_38 = arith.constant 64 : i64
      %thread_id_y_39 = gpu.thread_id  y
      %112 = arith.index_cast %thread_id_y_39 : index to i64
      %113 = arith.muli %c64_i64_38, %112 : i64
      %114 = arith.addi %111, %113 : i64
      %c32_i64_40 = arith.constant 32 : i64
      %115 = arith.divsi %114, %c32_i64_40 : i64
      %c32_i64_41 = arith.constant 32 : i64
      %116 = arith.remsi %114, %c32_i64_41 : i64
      %c4_i64_42 = arith.constant 4 : i64
      %117 = arith.divsi %116, %c4_i64_42 : i64
      %c4_i64_43 = arith.constant 4 : i64
      %118 = arith.remsi %116, %c4_i64_43 : i64
      %c7_i64_44 = arith.constant 7 : i64
      %119 = arith.addi %93, %c7_i64_44 : i64
      %c8_i64_45 = arith.constant 8 : i64
      %120 = arith.divsi %119, %c8_i64_45 : i64
      %c7_i64_46 = arith.constant 7 : i64
      %121 = arith.addi %94, %c7_i64_46 : i64
      %c8_i64_47 = arith.constant 8 : i64
      %122 = arith.divsi %121, %c8_i64_47 : i64
      %123 = arith.muli %120, %122 : i64
      %c4_i64_48 = arith.constant 4 : i64
      %124 = arith.remsi %83, %c4_i64_48 : i64
      %125 = arith.subi %83, %124 : i64
      %c16_i64_49 = arith.constant 16 : i64
      scf.for %arg25 = %115 to %123 step %c16_i64_49  : i64 {
        %126 = arith.remsi %arg25, %120 : i64
        %127 = arith.divsi %arg25, %120 : i64
        %c8_i64_50 = arith.constant 8 : i64
        %128 = arith.muli %126, %c8_i64_50 : i64
        %c8_i64_51 = arith.constant 8 : i64
        %129 = arith.muli %127, %c8_i64_51 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_28[] : memref<f64>
        %cst_52 = arith.constant 0.000000e+00 : f64
        memref.store %cst_52, %alloca_29[] : memref<f64>
        %130 = arith.addi %128, %117 : i64
        %c1_i64 = arith.constant 1 : i64
        %131 = arith.subi %93, %c1_i64 : i64
        %132 = arith.minsi %130, %131 : i64
        %133 = arith.addi %129, %117 : i64
        %c1_i64_53 = arith.constant 1 : i64
        %134 = arith.subi %94, %c1_i64_53 : i64
        %135 = arith.minsi %133, %134 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_54 = arith.constant 4 : i64
        scf.for %arg26 = %c0_i64 to %125 step %c4_i64_54  : i64 {
          %150 = arith.addi %arg26, %118 : i64
          %151 = arith.addi %arg26, %118 : i64
          %152 = arith.muli %132, %85 : i64
          %153 = arith.addi %150, %152 : i64
          %154 = llvm.getelementptr %82[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %155 = llvm.load %154 : !llvm.ptr<1> -> f64
          %156 = arith.muli %135, %90 : i64
          %157 = arith.addi %151, %156 : i64
          %158 = llvm.getelementptr %87[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %159 = llvm.load %158 : !llvm.ptr<1> -> f64
          %160 = memref.load %alloca_28[] : memref<f64>
          %161 = memref.load %alloca_29[] : memref<f64>
          %162 = nvvm.mma.sync A[%155]  B[%159]  C[%160, %161]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %163 = llvm.extractvalue %162[0] : !llvm.struct<(f64, f64)> 
          memref.store %163, %alloca_28[] : memref<f64>
          %164 = llvm.extractvalue %162[1] : !llvm.struct<(f64, f64)> 
          memref.store %164, %alloca_29[] : memref<f64>
        }
        %136 = arith.cmpi slt, %125, %83 : i64
        scf.if %136 {
          %150 = arith.addi %125, %118 : i64
          %151 = arith.addi %125, %118 : i64
          %c1_i64_57 = arith.constant 1 : i64
          %152 = arith.subi %83, %c1_i64_57 : i64
          %153 = arith.minsi %150, %152 : i64
          %154 = arith.muli %132, %85 : i64
          %155 = arith.addi %153, %154 : i64
          %156 = llvm.getelementptr %82[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %157 = llvm.load %156 : !llvm.ptr<1> -> f64
          memref.store %157, %alloca_30[] : memref<f64>
          %158 = arith.cmpi sge, %150, %83 : i64
          scf.if %158 {
            %cst_59 = arith.constant 0.000000e+00 : f64
            memref.store %cst_59, %alloca_30[] : memref<f64>
          }
          %c1_i64_58 = arith.constant 1 : i64
          %159 = arith.subi %83, %c1_i64_58 : i64
          %160 = arith.minsi %151, %159 : i64
          %161 = arith.muli %135, %90 : i64
          %162 = arith.addi %160, %161 : i64
          %163 = llvm.getelementptr %87[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %164 = llvm.load %163 : !llvm.ptr<1> -> f64
          memref.store %164, %alloca_31[] : memref<f64>
          %165 = arith.cmpi sge, %151, %83 : i64
          scf.if %165 {
            %cst_59 = arith.constant 0.000000e+00 : f64
            memref.store %cst_59, %alloca_31[] : memref<f64>
          }
          %166 = memref.load %alloca_30[] : memref<f64>
          %167 = memref.load %alloca_31[] : memref<f64>
          %168 = memref.load %alloca_28[] : memref<f64>
          %169 = memref.load %alloca_29[] : memref<f64>
          %170 = nvvm.mma.sync A[%166]  B[%167]  C[%168, %169]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %171 = llvm.extractvalue %170[0] : !llvm.struct<(f64, f64)> 
          memref.store %171, %alloca_28[] : memref<f64>
          %172 = llvm.extractvalue %170[1] : !llvm.struct<(f64, f64)> 
          memref.store %172, %alloca_29[] : memref<f64>
        }
        %137 = arith.addi %128, %117 : i64
        %c2_i64 = arith.constant 2 : i64
        %138 = arith.muli %118, %c2_i64 : i64
        %139 = arith.addi %129, %138 : i64
        %140 = arith.cmpi slt, %137, %93 : i64
        %141 = arith.cmpi slt, %139, %94 : i64
        %142 = arith.andi %140, %141 : i1
        scf.if %142 {
          %150 = memref.load %alloca_28[] : memref<f64>
          %151 = arith.muli %139, %95 : i64
          %152 = arith.addi %137, %151 : i64
          %153 = llvm.getelementptr %92[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %150, %153 : f64, !llvm.ptr<1>
        }
        %143 = arith.addi %128, %117 : i64
        %c2_i64_55 = arith.constant 2 : i64
        %144 = arith.muli %118, %c2_i64_55 : i64
        %c1_i64_56 = arith.constant 1 : i64
        %145 = arith.addi %144, %c1_i64_56 : i64
        %146 = arith.addi %129, %145 : i64
        %147 = arith.cmpi slt, %143, %93 : i64
        %148 = arith.cmpi slt, %146, %94 : i64
        %149 = arith.andi %147, %148 : i1
        scf.if %149 {
          %150 = memref.load %alloca_29[] : memref<f64>
          %151 = arith.muli %146, %95 : i64
          %152 = arith.addi %143, %151 : i64
          %153 = llvm.getelementptr %92[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %150, %153 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
