module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_fused_gemm_stack() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8280 x i8>
    gpu.func @fused_gemm_stack(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(35 : i64) : i64
      %3 = llvm.mlir.constant(35 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(35 : i64) : i64
      %6 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg0, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<35x35xf64, strided<[1, 35]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(35 : i64) : i64
      %17 = llvm.mlir.constant(9 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(35 : i64) : i64
      %20 = llvm.mlir.constant(315 : i64) : i64
      %21 = llvm.insertvalue %arg1, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %22 = llvm.insertvalue %arg1, %21[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %23 = llvm.insertvalue %15, %22[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %24 = llvm.insertvalue %16, %23[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %17, %24[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %arg2, %25[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %18, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %19, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %20, %28[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<35x9x?xf64, strided<[1, 35, 315]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(9 : i64) : i64
      %34 = llvm.mlir.constant(9 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.mlir.constant(9 : i64) : i64
      %37 = llvm.insertvalue %arg3, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %arg3, %37[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = llvm.insertvalue %36, %42[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = builtin.unrealized_conversion_cast %43 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x9xf64, strided<[1, 9]>, 1>
      %45 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %46 = llvm.mlir.constant(0 : i64) : i64
      %47 = llvm.mlir.constant(35 : i64) : i64
      %48 = llvm.mlir.constant(9 : i64) : i64
      %49 = llvm.mlir.constant(1 : i64) : i64
      %50 = llvm.mlir.constant(35 : i64) : i64
      %51 = llvm.mlir.constant(315 : i64) : i64
      %52 = llvm.insertvalue %arg4, %45[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %53 = llvm.insertvalue %arg4, %52[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %54 = llvm.insertvalue %46, %53[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %55 = llvm.insertvalue %47, %54[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %56 = llvm.insertvalue %48, %55[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %57 = llvm.insertvalue %arg5, %56[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %58 = llvm.insertvalue %49, %57[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %50, %58[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %51, %59[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = builtin.unrealized_conversion_cast %60 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<35x9x?xf64, strided<[1, 35, 315]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<35x35xf64, strided<[1, 35]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<35x35xf64, strided<[1, 35]>, 1> -> index
      %62 = arith.index_cast %intptr : index to i64
      %63 = llvm.inttoptr %62 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %30 : memref<35x9x?xf64, strided<[1, 35, 315]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<35x9x?xf64, strided<[1, 35, 315]>, 1> -> index
      %64 = arith.index_cast %intptr_4 : index to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
      %66 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %44 : memref<9x9xf64, strided<[1, 9]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %44 : memref<9x9xf64, strided<[1, 9]>, 1> -> index
      %67 = arith.index_cast %intptr_9 : index to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %61 : memref<35x9x?xf64, strided<[1, 35, 315]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %61 : memref<35x9x?xf64, strided<[1, 35, 315]>, 1> -> index
      %69 = arith.index_cast %intptr_14 : index to i64
      %70 = llvm.inttoptr %69 : i64 to !llvm.ptr<1>
      %71 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_15 = memref.alloca() : memref<f64>
      %alloca_16 = memref.alloca() : memref<f64>
      %alloca_17 = memref.alloca() : memref<f64>
      %alloca_18 = memref.alloca() : memref<f64>
      %alloca_19 = memref.alloca() : memref<f64>
      %alloca_20 = memref.alloca() : memref<f64>
      %alloca_21 = memref.alloca() : memref<f64>
      %alloca_22 = memref.alloca() : memref<f64>
      %alloca_23 = memref.alloca() : memref<f64>
      %alloca_24 = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f64>
      %alloca_35 = memref.alloca() : memref<f64>
      %alloca_36 = memref.alloca() : memref<f64>
      %alloca_37 = memref.alloca() : memref<f64>
      %alloca_38 = memref.alloca() : memref<f64>
      %alloca_39 = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %alloca_45 = memref.alloca() : memref<f64>
      %alloca_46 = memref.alloca() : memref<f64>
      %alloca_47 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %72 = arith.index_cast %block_id_x : index to i64
      %c315_i64 = arith.constant 315 : i64
      %73 = arith.muli %72, %c315_i64 : i64
      %74 = llvm.getelementptr %65[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %75 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_stack : !llvm.ptr<3>
      %c2_i64 = arith.constant 2 : i64
      %76 = llvm.getelementptr %63[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c2_i64_48 = arith.constant 2 : i64
      %77 = llvm.getelementptr %75[%c2_i64_48] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %thread_id_x = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y : index to i64
      %80 = arith.muli %c64_i64, %79 : i64
      %81 = arith.addi %78, %80 : i64
      %c32_i64 = arith.constant 32 : i64
      %82 = arith.divsi %81, %c32_i64 : i64
      %c32_i64_49 = arith.constant 32 : i64
      %83 = arith.remsi %81, %c32_i64_49 : i64
      %c4_i64 = arith.constant 4 : i64
      %84 = arith.divsi %83, %c4_i64 : i64
      %c4_i64_50 = arith.constant 4 : i64
      %85 = arith.remsi %83, %c4_i64_50 : i64
      %c6_i64 = arith.constant 6 : i64
      %c6_i64_51 = arith.constant 6 : i64
      scf.for %arg6 = %82 to %c6_i64 step %c6_i64_51  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %141 = arith.remsi %arg6, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %142 = arith.divsi %arg6, %c3_i64_103 : i64
        %c16_i64 = arith.constant 16 : i64
        %143 = arith.muli %141, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %144 = arith.muli %142, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_104 = arith.constant 0.000000e+00 : f64
        memref.store %cst_104, %alloca_15[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_16[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_17[] : memref<f64>
        %145 = arith.addi %143, %84 : i64
        %c32_i64_107 = arith.constant 32 : i64
        %146 = arith.minsi %145, %c32_i64_107 : i64
        %c8_i64_108 = arith.constant 8 : i64
        %147 = arith.addi %143, %c8_i64_108 : i64
        %148 = arith.addi %147, %84 : i64
        %c32_i64_109 = arith.constant 32 : i64
        %149 = arith.minsi %148, %c32_i64_109 : i64
        %150 = arith.addi %144, %84 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %151 = arith.minsi %150, %c8_i64_110 : i64
        %c0_i64 = arith.constant 0 : i64
        %c32_i64_111 = arith.constant 32 : i64
        %c4_i64_112 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %c32_i64_111 step %c4_i64_112  : i64 {
          %214 = arith.addi %arg7, %85 : i64
          %215 = arith.addi %arg7, %85 : i64
          %c35_i64_135 = arith.constant 35 : i64
          %216 = arith.muli %214, %c35_i64_135 : i64
          %217 = arith.addi %146, %216 : i64
          %218 = llvm.getelementptr %76[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %219 = llvm.load %218 : !llvm.ptr<1> -> f64
          %c35_i64_136 = arith.constant 35 : i64
          %220 = arith.muli %214, %c35_i64_136 : i64
          %221 = arith.addi %149, %220 : i64
          %222 = llvm.getelementptr %76[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %223 = llvm.load %222 : !llvm.ptr<1> -> f64
          %c35_i64_137 = arith.constant 35 : i64
          %224 = arith.muli %151, %c35_i64_137 : i64
          %225 = arith.addi %215, %224 : i64
          %226 = llvm.getelementptr %74[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %227 = llvm.load %226 : !llvm.ptr<1> -> f64
          %228 = memref.load %alloca[] : memref<f64>
          %229 = memref.load %alloca_15[] : memref<f64>
          %230 = nvvm.mma.sync A[%219]  B[%227]  C[%228, %229]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %231 = llvm.extractvalue %230[0] : !llvm.struct<(f64, f64)> 
          memref.store %231, %alloca[] : memref<f64>
          %232 = llvm.extractvalue %230[1] : !llvm.struct<(f64, f64)> 
          memref.store %232, %alloca_15[] : memref<f64>
          %233 = memref.load %alloca_16[] : memref<f64>
          %234 = memref.load %alloca_17[] : memref<f64>
          %235 = nvvm.mma.sync A[%223]  B[%227]  C[%233, %234]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %236 = llvm.extractvalue %235[0] : !llvm.struct<(f64, f64)> 
          memref.store %236, %alloca_16[] : memref<f64>
          %237 = llvm.extractvalue %235[1] : !llvm.struct<(f64, f64)> 
          memref.store %237, %alloca_17[] : memref<f64>
        }
        %c32_i64_113 = arith.constant 32 : i64
        %152 = arith.addi %c32_i64_113, %85 : i64
        %c32_i64_114 = arith.constant 32 : i64
        %153 = arith.addi %c32_i64_114, %85 : i64
        %c34_i64 = arith.constant 34 : i64
        %154 = arith.minsi %152, %c34_i64 : i64
        %c35_i64 = arith.constant 35 : i64
        %155 = arith.muli %154, %c35_i64 : i64
        %156 = arith.addi %146, %155 : i64
        %157 = llvm.getelementptr %76[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %158 = llvm.load %157 : !llvm.ptr<1> -> f64
        memref.store %158, %alloca_18[] : memref<f64>
        %c35_i64_115 = arith.constant 35 : i64
        %159 = arith.cmpi sge, %152, %c35_i64_115 : i64
        scf.if %159 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_18[] : memref<f64>
        }
        %c34_i64_116 = arith.constant 34 : i64
        %160 = arith.minsi %152, %c34_i64_116 : i64
        %c35_i64_117 = arith.constant 35 : i64
        %161 = arith.muli %160, %c35_i64_117 : i64
        %162 = arith.addi %149, %161 : i64
        %163 = llvm.getelementptr %76[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %164 = llvm.load %163 : !llvm.ptr<1> -> f64
        memref.store %164, %alloca_19[] : memref<f64>
        %c35_i64_118 = arith.constant 35 : i64
        %165 = arith.cmpi sge, %152, %c35_i64_118 : i64
        scf.if %165 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_19[] : memref<f64>
        }
        %c34_i64_119 = arith.constant 34 : i64
        %166 = arith.minsi %153, %c34_i64_119 : i64
        %c35_i64_120 = arith.constant 35 : i64
        %167 = arith.muli %151, %c35_i64_120 : i64
        %168 = arith.addi %166, %167 : i64
        %169 = llvm.getelementptr %74[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %170 = llvm.load %169 : !llvm.ptr<1> -> f64
        memref.store %170, %alloca_20[] : memref<f64>
        %c35_i64_121 = arith.constant 35 : i64
        %171 = arith.cmpi sge, %153, %c35_i64_121 : i64
        scf.if %171 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_20[] : memref<f64>
        }
        %172 = memref.load %alloca_18[] : memref<f64>
        %173 = memref.load %alloca_20[] : memref<f64>
        %174 = memref.load %alloca[] : memref<f64>
        %175 = memref.load %alloca_15[] : memref<f64>
        %176 = nvvm.mma.sync A[%172]  B[%173]  C[%174, %175]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %177 = llvm.extractvalue %176[0] : !llvm.struct<(f64, f64)> 
        memref.store %177, %alloca[] : memref<f64>
        %178 = llvm.extractvalue %176[1] : !llvm.struct<(f64, f64)> 
        memref.store %178, %alloca_15[] : memref<f64>
        %179 = memref.load %alloca_19[] : memref<f64>
        %180 = memref.load %alloca_20[] : memref<f64>
        %181 = memref.load %alloca_16[] : memref<f64>
        %182 = memref.load %alloca_17[] : memref<f64>
        %183 = nvvm.mma.sync A[%179]  B[%180]  C[%181, %182]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %184 = llvm.extractvalue %183[0] : !llvm.struct<(f64, f64)> 
        memref.store %184, %alloca_16[] : memref<f64>
        %185 = llvm.extractvalue %183[1] : !llvm.struct<(f64, f64)> 
        memref.store %185, %alloca_17[] : memref<f64>
        %186 = arith.addi %143, %84 : i64
        %c2_i64_122 = arith.constant 2 : i64
        %187 = arith.muli %85, %c2_i64_122 : i64
        %188 = arith.addi %144, %187 : i64
        %c33_i64 = arith.constant 33 : i64
        %189 = arith.cmpi slt, %186, %c33_i64 : i64
        %c9_i64 = arith.constant 9 : i64
        %190 = arith.cmpi slt, %188, %c9_i64 : i64
        %191 = arith.andi %189, %190 : i1
        scf.if %191 {
          %214 = memref.load %alloca[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %215 = arith.muli %188, %c40_i64 : i64
          %216 = arith.addi %186, %215 : i64
          %217 = llvm.getelementptr %77[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %214, %217 : f64, !llvm.ptr<3>
        }
        %192 = arith.addi %143, %84 : i64
        %c2_i64_123 = arith.constant 2 : i64
        %193 = arith.muli %85, %c2_i64_123 : i64
        %c1_i64 = arith.constant 1 : i64
        %194 = arith.addi %193, %c1_i64 : i64
        %195 = arith.addi %144, %194 : i64
        %c33_i64_124 = arith.constant 33 : i64
        %196 = arith.cmpi slt, %192, %c33_i64_124 : i64
        %c9_i64_125 = arith.constant 9 : i64
        %197 = arith.cmpi slt, %195, %c9_i64_125 : i64
        %198 = arith.andi %196, %197 : i1
        scf.if %198 {
          %214 = memref.load %alloca_15[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %215 = arith.muli %195, %c40_i64 : i64
          %216 = arith.addi %192, %215 : i64
          %217 = llvm.getelementptr %77[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %214, %217 : f64, !llvm.ptr<3>
        }
        %c8_i64_126 = arith.constant 8 : i64
        %199 = arith.addi %143, %c8_i64_126 : i64
        %200 = arith.addi %199, %84 : i64
        %c2_i64_127 = arith.constant 2 : i64
        %201 = arith.muli %85, %c2_i64_127 : i64
        %202 = arith.addi %144, %201 : i64
        %c33_i64_128 = arith.constant 33 : i64
        %203 = arith.cmpi slt, %200, %c33_i64_128 : i64
        %c9_i64_129 = arith.constant 9 : i64
        %204 = arith.cmpi slt, %202, %c9_i64_129 : i64
        %205 = arith.andi %203, %204 : i1
        scf.if %205 {
          %214 = memref.load %alloca_16[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %215 = arith.muli %202, %c40_i64 : i64
          %216 = arith.addi %200, %215 : i64
          %217 = llvm.getelementptr %77[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %214, %217 : f64, !llvm.ptr<3>
        }
        %c8_i64_130 = arith.constant 8 : i64
        %206 = arith.addi %143, %c8_i64_130 : i64
        %207 = arith.addi %206, %84 : i64
        %c2_i64_131 = arith.constant 2 : i64
        %208 = arith.muli %85, %c2_i64_131 : i64
        %c1_i64_132 = arith.constant 1 : i64
        %209 = arith.addi %208, %c1_i64_132 : i64
        %210 = arith.addi %144, %209 : i64
        %c33_i64_133 = arith.constant 33 : i64
        %211 = arith.cmpi slt, %207, %c33_i64_133 : i64
        %c9_i64_134 = arith.constant 9 : i64
        %212 = arith.cmpi slt, %210, %c9_i64_134 : i64
        %213 = arith.andi %211, %212 : i1
        scf.if %213 {
          %214 = memref.load %alloca_17[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %215 = arith.muli %210, %c40_i64 : i64
          %216 = arith.addi %207, %215 : i64
          %217 = llvm.getelementptr %77[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %214, %217 : f64, !llvm.ptr<3>
        }
      }
      %86 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_stack : !llvm.ptr<3>
      %c2880_i64 = arith.constant 2880 : i64
      %87 = llvm.getelementptr %86[%c2880_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c2_i64_52 = arith.constant 2 : i64
      %88 = llvm.getelementptr %63[%c2_i64_52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c2_i64_53 = arith.constant 2 : i64
      %89 = llvm.getelementptr %75[%c2_i64_53] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      gpu.barrier
      %thread_id_x_54 = gpu.thread_id  x
      %90 = arith.index_cast %thread_id_x_54 : index to i64
      %c64_i64_55 = arith.constant 64 : i64
      %thread_id_y_56 = gpu.thread_id  y
      %91 = arith.index_cast %thread_id_y_56 : index to i64
      %92 = arith.muli %c64_i64_55, %91 : i64
      %93 = arith.addi %90, %92 : i64
      %c32_i64_57 = arith.constant 32 : i64
      %94 = arith.divsi %93, %c32_i64_57 : i64
      %c32_i64_58 = arith.constant 32 : i64
      %95 = arith.remsi %93, %c32_i64_58 : i64
      %c4_i64_59 = arith.constant 4 : i64
      %96 = arith.divsi %95, %c4_i64_59 : i64
      %c4_i64_60 = arith.constant 4 : i64
      %97 = arith.remsi %95, %c4_i64_60 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %c6_i64_62 = arith.constant 6 : i64
      scf.for %arg6 = %94 to %c6_i64_61 step %c6_i64_62  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %141 = arith.remsi %arg6, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %142 = arith.divsi %arg6, %c3_i64_103 : i64
        %c16_i64 = arith.constant 16 : i64
        %143 = arith.muli %141, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %144 = arith.muli %142, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_21[] : memref<f64>
        %cst_104 = arith.constant 0.000000e+00 : f64
        memref.store %cst_104, %alloca_22[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_23[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_24[] : memref<f64>
        %145 = arith.addi %143, %96 : i64
        %c34_i64 = arith.constant 34 : i64
        %146 = arith.minsi %145, %c34_i64 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %147 = arith.addi %143, %c8_i64_107 : i64
        %148 = arith.addi %147, %96 : i64
        %c34_i64_108 = arith.constant 34 : i64
        %149 = arith.minsi %148, %c34_i64_108 : i64
        %150 = arith.addi %144, %96 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %151 = arith.minsi %150, %c8_i64_109 : i64
        %c0_i64 = arith.constant 0 : i64
        %c32_i64_110 = arith.constant 32 : i64
        %c4_i64_111 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %c32_i64_110 step %c4_i64_111  : i64 {
          %214 = arith.addi %arg7, %97 : i64
          %215 = arith.addi %arg7, %97 : i64
          %c35_i64_134 = arith.constant 35 : i64
          %216 = arith.muli %146, %c35_i64_134 : i64
          %217 = arith.addi %214, %216 : i64
          %218 = llvm.getelementptr %88[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %219 = llvm.load %218 : !llvm.ptr<1> -> f64
          %c35_i64_135 = arith.constant 35 : i64
          %220 = arith.muli %149, %c35_i64_135 : i64
          %221 = arith.addi %214, %220 : i64
          %222 = llvm.getelementptr %88[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %223 = llvm.load %222 : !llvm.ptr<1> -> f64
          %c40_i64_136 = arith.constant 40 : i64
          %224 = arith.muli %151, %c40_i64_136 : i64
          %225 = arith.addi %215, %224 : i64
          %226 = llvm.getelementptr %89[%225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %227 = llvm.load %226 : !llvm.ptr<3> -> f64
          %228 = memref.load %alloca_21[] : memref<f64>
          %229 = memref.load %alloca_22[] : memref<f64>
          %230 = nvvm.mma.sync A[%219]  B[%227]  C[%228, %229]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %231 = llvm.extractvalue %230[0] : !llvm.struct<(f64, f64)> 
          memref.store %231, %alloca_21[] : memref<f64>
          %232 = llvm.extractvalue %230[1] : !llvm.struct<(f64, f64)> 
          memref.store %232, %alloca_22[] : memref<f64>
          %233 = memref.load %alloca_23[] : memref<f64>
          %234 = memref.load %alloca_24[] : memref<f64>
          %235 = nvvm.mma.sync A[%223]  B[%227]  C[%233, %234]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %236 = llvm.extractvalue %235[0] : !llvm.struct<(f64, f64)> 
          memref.store %236, %alloca_23[] : memref<f64>
          %237 = llvm.extractvalue %235[1] : !llvm.struct<(f64, f64)> 
          memref.store %237, %alloca_24[] : memref<f64>
        }
        %c32_i64_112 = arith.constant 32 : i64
        %152 = arith.addi %c32_i64_112, %97 : i64
        %c32_i64_113 = arith.constant 32 : i64
        %153 = arith.addi %c32_i64_113, %97 : i64
        %c32_i64_114 = arith.constant 32 : i64
        %154 = arith.minsi %152, %c32_i64_114 : i64
        %c35_i64 = arith.constant 35 : i64
        %155 = arith.muli %146, %c35_i64 : i64
        %156 = arith.addi %154, %155 : i64
        %157 = llvm.getelementptr %88[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %158 = llvm.load %157 : !llvm.ptr<1> -> f64
        memref.store %158, %alloca_25[] : memref<f64>
        %c33_i64 = arith.constant 33 : i64
        %159 = arith.cmpi sge, %152, %c33_i64 : i64
        scf.if %159 {
          %cst_134 = arith.constant 0.000000e+00 : f64
          memref.store %cst_134, %alloca_25[] : memref<f64>
        }
        %c32_i64_115 = arith.constant 32 : i64
        %160 = arith.minsi %152, %c32_i64_115 : i64
        %c35_i64_116 = arith.constant 35 : i64
        %161 = arith.muli %149, %c35_i64_116 : i64
        %162 = arith.addi %160, %161 : i64
        %163 = llvm.getelementptr %88[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %164 = llvm.load %163 : !llvm.ptr<1> -> f64
        memref.store %164, %alloca_26[] : memref<f64>
        %c33_i64_117 = arith.constant 33 : i64
        %165 = arith.cmpi sge, %152, %c33_i64_117 : i64
        scf.if %165 {
          %cst_134 = arith.constant 0.000000e+00 : f64
          memref.store %cst_134, %alloca_26[] : memref<f64>
        }
        %c32_i64_118 = arith.constant 32 : i64
        %166 = arith.minsi %153, %c32_i64_118 : i64
        %c40_i64 = arith.constant 40 : i64
        %167 = arith.muli %151, %c40_i64 : i64
        %168 = arith.addi %166, %167 : i64
        %169 = llvm.getelementptr %89[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %170 = llvm.load %169 : !llvm.ptr<3> -> f64
        memref.store %170, %alloca_27[] : memref<f64>
        %c33_i64_119 = arith.constant 33 : i64
        %171 = arith.cmpi sge, %153, %c33_i64_119 : i64
        scf.if %171 {
          %cst_134 = arith.constant 0.000000e+00 : f64
          memref.store %cst_134, %alloca_27[] : memref<f64>
        }
        %172 = memref.load %alloca_25[] : memref<f64>
        %173 = memref.load %alloca_27[] : memref<f64>
        %174 = memref.load %alloca_21[] : memref<f64>
        %175 = memref.load %alloca_22[] : memref<f64>
        %176 = nvvm.mma.sync A[%172]  B[%173]  C[%174, %175]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %177 = llvm.extractvalue %176[0] : !llvm.struct<(f64, f64)> 
        memref.store %177, %alloca_21[] : memref<f64>
        %178 = llvm.extractvalue %176[1] : !llvm.struct<(f64, f64)> 
        memref.store %178, %alloca_22[] : memref<f64>
        %179 = memref.load %alloca_26[] : memref<f64>
        %180 = memref.load %alloca_27[] : memref<f64>
        %181 = memref.load %alloca_23[] : memref<f64>
        %182 = memref.load %alloca_24[] : memref<f64>
        %183 = nvvm.mma.sync A[%179]  B[%180]  C[%181, %182]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %184 = llvm.extractvalue %183[0] : !llvm.struct<(f64, f64)> 
        memref.store %184, %alloca_23[] : memref<f64>
        %185 = llvm.extractvalue %183[1] : !llvm.struct<(f64, f64)> 
        memref.store %185, %alloca_24[] : memref<f64>
        %186 = arith.addi %143, %96 : i64
        %c2_i64_120 = arith.constant 2 : i64
        %187 = arith.muli %97, %c2_i64_120 : i64
        %188 = arith.addi %144, %187 : i64
        %c35_i64_121 = arith.constant 35 : i64
        %189 = arith.cmpi slt, %186, %c35_i64_121 : i64
        %c9_i64 = arith.constant 9 : i64
        %190 = arith.cmpi slt, %188, %c9_i64 : i64
        %191 = arith.andi %189, %190 : i1
        scf.if %191 {
          %cst_134 = arith.constant 5.000000e-01 : f64
          %214 = memref.load %alloca_21[] : memref<f64>
          %215 = arith.mulf %cst_134, %214 : f64
          %c40_i64_135 = arith.constant 40 : i64
          %216 = arith.muli %188, %c40_i64_135 : i64
          %217 = arith.addi %186, %216 : i64
          %218 = llvm.getelementptr %87[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %215, %218 : f64, !llvm.ptr<3>
        }
        %192 = arith.addi %143, %96 : i64
        %c2_i64_122 = arith.constant 2 : i64
        %193 = arith.muli %97, %c2_i64_122 : i64
        %c1_i64 = arith.constant 1 : i64
        %194 = arith.addi %193, %c1_i64 : i64
        %195 = arith.addi %144, %194 : i64
        %c35_i64_123 = arith.constant 35 : i64
        %196 = arith.cmpi slt, %192, %c35_i64_123 : i64
        %c9_i64_124 = arith.constant 9 : i64
        %197 = arith.cmpi slt, %195, %c9_i64_124 : i64
        %198 = arith.andi %196, %197 : i1
        scf.if %198 {
          %cst_134 = arith.constant 5.000000e-01 : f64
          %214 = memref.load %alloca_22[] : memref<f64>
          %215 = arith.mulf %cst_134, %214 : f64
          %c40_i64_135 = arith.constant 40 : i64
          %216 = arith.muli %195, %c40_i64_135 : i64
          %217 = arith.addi %192, %216 : i64
          %218 = llvm.getelementptr %87[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %215, %218 : f64, !llvm.ptr<3>
        }
        %c8_i64_125 = arith.constant 8 : i64
        %199 = arith.addi %143, %c8_i64_125 : i64
        %200 = arith.addi %199, %96 : i64
        %c2_i64_126 = arith.constant 2 : i64
        %201 = arith.muli %97, %c2_i64_126 : i64
        %202 = arith.addi %144, %201 : i64
        %c35_i64_127 = arith.constant 35 : i64
        %203 = arith.cmpi slt, %200, %c35_i64_127 : i64
        %c9_i64_128 = arith.constant 9 : i64
        %204 = arith.cmpi slt, %202, %c9_i64_128 : i64
        %205 = arith.andi %203, %204 : i1
        scf.if %205 {
          %cst_134 = arith.constant 5.000000e-01 : f64
          %214 = memref.load %alloca_23[] : memref<f64>
          %215 = arith.mulf %cst_134, %214 : f64
          %c40_i64_135 = arith.constant 40 : i64
          %216 = arith.muli %202, %c40_i64_135 : i64
          %217 = arith.addi %200, %216 : i64
          %218 = llvm.getelementptr %87[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %215, %218 : f64, !llvm.ptr<3>
        }
        %c8_i64_129 = arith.constant 8 : i64
        %206 = arith.addi %143, %c8_i64_129 : i64
        %207 = arith.addi %206, %96 : i64
        %c2_i64_130 = arith.constant 2 : i64
        %208 = arith.muli %97, %c2_i64_130 : i64
        %c1_i64_131 = arith.constant 1 : i64
        %209 = arith.addi %208, %c1_i64_131 : i64
        %210 = arith.addi %144, %209 : i64
        %c35_i64_132 = arith.constant 35 : i64
        %211 = arith.cmpi slt, %207, %c35_i64_132 : i64
        %c9_i64_133 = arith.constant 9 : i64
        %212 = arith.cmpi slt, %210, %c9_i64_133 : i64
        %213 = arith.andi %211, %212 : i1
        scf.if %213 {
          %cst_134 = arith.constant 5.000000e-01 : f64
          %214 = memref.load %alloca_24[] : memref<f64>
          %215 = arith.mulf %cst_134, %214 : f64
          %c40_i64_135 = arith.constant 40 : i64
          %216 = arith.muli %210, %c40_i64_135 : i64
          %217 = arith.addi %207, %216 : i64
          %218 = llvm.getelementptr %87[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %215, %218 : f64, !llvm.ptr<3>
        }
      }
      %98 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_stack : !llvm.ptr<3>
      %c4_i64_63 = arith.constant 4 : i64
      %99 = llvm.getelementptr %87[%c4_i64_63] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %c3_i64 = arith.constant 3 : i64
      %100 = llvm.getelementptr %68[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c76_i64 = arith.constant 76 : i64
      %101 = llvm.getelementptr %98[%c76_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      gpu.barrier
      %thread_id_x_64 = gpu.thread_id  x
      %102 = arith.index_cast %thread_id_x_64 : index to i64
      %c64_i64_65 = arith.constant 64 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %103 = arith.index_cast %thread_id_y_66 : index to i64
      %104 = arith.muli %c64_i64_65, %103 : i64
      %105 = arith.addi %102, %104 : i64
      %c32_i64_67 = arith.constant 32 : i64
      %106 = arith.divsi %105, %c32_i64_67 : i64
      %c32_i64_68 = arith.constant 32 : i64
      %107 = arith.remsi %105, %c32_i64_68 : i64
      %c4_i64_69 = arith.constant 4 : i64
      %108 = arith.divsi %107, %c4_i64_69 : i64
      %c4_i64_70 = arith.constant 4 : i64
      %109 = arith.remsi %107, %c4_i64_70 : i64
      %c3_i64_71 = arith.constant 3 : i64
      %c6_i64_72 = arith.constant 6 : i64
      scf.for %arg6 = %106 to %c3_i64_71 step %c6_i64_72  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %141 = arith.remsi %arg6, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %142 = arith.divsi %arg6, %c3_i64_103 : i64
        %c8_i64 = arith.constant 8 : i64
        %143 = arith.muli %141, %c8_i64 : i64
        %c8_i64_104 = arith.constant 8 : i64
        %144 = arith.muli %142, %c8_i64_104 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_28[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_29[] : memref<f64>
        %145 = arith.addi %143, %108 : i64
        %c19_i64 = arith.constant 19 : i64
        %146 = arith.minsi %145, %c19_i64 : i64
        %147 = arith.addi %144, %108 : i64
        %c5_i64_106 = arith.constant 5 : i64
        %148 = arith.minsi %147, %c5_i64_106 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %c4_i64_108 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %c8_i64_107 step %c4_i64_108  : i64 {
          %183 = arith.addi %arg7, %109 : i64
          %184 = arith.addi %arg7, %109 : i64
          %c40_i64_120 = arith.constant 40 : i64
          %185 = arith.muli %183, %c40_i64_120 : i64
          %186 = arith.addi %146, %185 : i64
          %187 = llvm.getelementptr %99[%186] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %188 = llvm.load %187 : !llvm.ptr<3> -> f64
          %c9_i64_121 = arith.constant 9 : i64
          %189 = arith.muli %184, %c9_i64_121 : i64
          %190 = arith.addi %148, %189 : i64
          %191 = llvm.getelementptr %100[%190] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %192 = llvm.load %191 : !llvm.ptr<1> -> f64
          %193 = memref.load %alloca_28[] : memref<f64>
          %194 = memref.load %alloca_29[] : memref<f64>
          %195 = nvvm.mma.sync A[%188]  B[%192]  C[%193, %194]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %196 = llvm.extractvalue %195[0] : !llvm.struct<(f64, f64)> 
          memref.store %196, %alloca_28[] : memref<f64>
          %197 = llvm.extractvalue %195[1] : !llvm.struct<(f64, f64)> 
          memref.store %197, %alloca_29[] : memref<f64>
        }
        %c8_i64_109 = arith.constant 8 : i64
        %149 = arith.addi %c8_i64_109, %109 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %150 = arith.addi %c8_i64_110, %109 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %151 = arith.minsi %149, %c8_i64_111 : i64
        %c40_i64 = arith.constant 40 : i64
        %152 = arith.muli %151, %c40_i64 : i64
        %153 = arith.addi %146, %152 : i64
        %154 = llvm.getelementptr %99[%153] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %155 = llvm.load %154 : !llvm.ptr<3> -> f64
        memref.store %155, %alloca_30[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %156 = arith.cmpi sge, %149, %c9_i64 : i64
        scf.if %156 {
          %cst_120 = arith.constant 0.000000e+00 : f64
          memref.store %cst_120, %alloca_30[] : memref<f64>
        }
        %c8_i64_112 = arith.constant 8 : i64
        %157 = arith.minsi %150, %c8_i64_112 : i64
        %c9_i64_113 = arith.constant 9 : i64
        %158 = arith.muli %157, %c9_i64_113 : i64
        %159 = arith.addi %148, %158 : i64
        %160 = llvm.getelementptr %100[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %161 = llvm.load %160 : !llvm.ptr<1> -> f64
        memref.store %161, %alloca_31[] : memref<f64>
        %c9_i64_114 = arith.constant 9 : i64
        %162 = arith.cmpi sge, %150, %c9_i64_114 : i64
        scf.if %162 {
          %cst_120 = arith.constant 0.000000e+00 : f64
          memref.store %cst_120, %alloca_31[] : memref<f64>
        }
        %163 = memref.load %alloca_30[] : memref<f64>
        %164 = memref.load %alloca_31[] : memref<f64>
        %165 = memref.load %alloca_28[] : memref<f64>
        %166 = memref.load %alloca_29[] : memref<f64>
        %167 = nvvm.mma.sync A[%163]  B[%164]  C[%165, %166]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %168 = llvm.extractvalue %167[0] : !llvm.struct<(f64, f64)> 
        memref.store %168, %alloca_28[] : memref<f64>
        %169 = llvm.extractvalue %167[1] : !llvm.struct<(f64, f64)> 
        memref.store %169, %alloca_29[] : memref<f64>
        %170 = arith.addi %143, %108 : i64
        %c2_i64_115 = arith.constant 2 : i64
        %171 = arith.muli %109, %c2_i64_115 : i64
        %172 = arith.addi %144, %171 : i64
        %c20_i64 = arith.constant 20 : i64
        %173 = arith.cmpi slt, %170, %c20_i64 : i64
        %c6_i64_116 = arith.constant 6 : i64
        %174 = arith.cmpi slt, %172, %c6_i64_116 : i64
        %175 = arith.andi %173, %174 : i1
        scf.if %175 {
          %183 = memref.load %alloca_28[] : memref<f64>
          %c24_i64 = arith.constant 24 : i64
          %184 = arith.muli %172, %c24_i64 : i64
          %185 = arith.addi %170, %184 : i64
          %186 = llvm.getelementptr %101[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %183, %186 : f64, !llvm.ptr<3>
        }
        %176 = arith.addi %143, %108 : i64
        %c2_i64_117 = arith.constant 2 : i64
        %177 = arith.muli %109, %c2_i64_117 : i64
        %c1_i64 = arith.constant 1 : i64
        %178 = arith.addi %177, %c1_i64 : i64
        %179 = arith.addi %144, %178 : i64
        %c20_i64_118 = arith.constant 20 : i64
        %180 = arith.cmpi slt, %176, %c20_i64_118 : i64
        %c6_i64_119 = arith.constant 6 : i64
        %181 = arith.cmpi slt, %179, %c6_i64_119 : i64
        %182 = arith.andi %180, %181 : i1
        scf.if %182 {
          %183 = memref.load %alloca_29[] : memref<f64>
          %c24_i64 = arith.constant 24 : i64
          %184 = arith.muli %179, %c24_i64 : i64
          %185 = arith.addi %176, %184 : i64
          %186 = llvm.getelementptr %101[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %183, %186 : f64, !llvm.ptr<3>
        }
      }
      %110 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_stack : !llvm.ptr<3>
      %c5760_i64 = arith.constant 5760 : i64
      %111 = llvm.getelementptr %110[%c5760_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %thread_id_x_73 = gpu.thread_id  x
      %112 = arith.index_cast %thread_id_x_73 : index to i64
      %c64_i64_74 = arith.constant 64 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %113 = arith.index_cast %thread_id_y_75 : index to i64
      %114 = arith.muli %c64_i64_74, %113 : i64
      %115 = arith.addi %112, %114 : i64
      %c32_i64_76 = arith.constant 32 : i64
      %116 = arith.divsi %115, %c32_i64_76 : i64
      %c32_i64_77 = arith.constant 32 : i64
      %117 = arith.remsi %115, %c32_i64_77 : i64
      %c4_i64_78 = arith.constant 4 : i64
      %118 = arith.divsi %117, %c4_i64_78 : i64
      %c4_i64_79 = arith.constant 4 : i64
      %119 = arith.remsi %117, %c4_i64_79 : i64
      %c6_i64_80 = arith.constant 6 : i64
      %c6_i64_81 = arith.constant 6 : i64
      scf.for %arg6 = %116 to %c6_i64_80 step %c6_i64_81  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %141 = arith.remsi %arg6, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %142 = arith.divsi %arg6, %c3_i64_103 : i64
        %c16_i64 = arith.constant 16 : i64
        %143 = arith.muli %141, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %144 = arith.muli %142, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_32[] : memref<f64>
        %cst_104 = arith.constant 0.000000e+00 : f64
        memref.store %cst_104, %alloca_33[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_34[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_35[] : memref<f64>
        %145 = arith.addi %143, %118 : i64
        %c34_i64 = arith.constant 34 : i64
        %146 = arith.minsi %145, %c34_i64 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %147 = arith.addi %143, %c8_i64_107 : i64
        %148 = arith.addi %147, %118 : i64
        %c34_i64_108 = arith.constant 34 : i64
        %149 = arith.minsi %148, %c34_i64_108 : i64
        %150 = arith.addi %144, %118 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %151 = arith.minsi %150, %c8_i64_109 : i64
        %c0_i64 = arith.constant 0 : i64
        %c32_i64_110 = arith.constant 32 : i64
        %c4_i64_111 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %c32_i64_110 step %c4_i64_111  : i64 {
          %214 = arith.addi %arg7, %119 : i64
          %215 = arith.addi %arg7, %119 : i64
          %c35_i64_135 = arith.constant 35 : i64
          %216 = arith.muli %214, %c35_i64_135 : i64
          %217 = arith.addi %146, %216 : i64
          %218 = llvm.getelementptr %63[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %219 = llvm.load %218 : !llvm.ptr<1> -> f64
          %c35_i64_136 = arith.constant 35 : i64
          %220 = arith.muli %214, %c35_i64_136 : i64
          %221 = arith.addi %149, %220 : i64
          %222 = llvm.getelementptr %63[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %223 = llvm.load %222 : !llvm.ptr<1> -> f64
          %c40_i64_137 = arith.constant 40 : i64
          %224 = arith.muli %151, %c40_i64_137 : i64
          %225 = arith.addi %215, %224 : i64
          %226 = llvm.getelementptr %87[%225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %227 = llvm.load %226 : !llvm.ptr<3> -> f64
          %228 = memref.load %alloca_32[] : memref<f64>
          %229 = memref.load %alloca_33[] : memref<f64>
          %230 = nvvm.mma.sync A[%219]  B[%227]  C[%228, %229]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %231 = llvm.extractvalue %230[0] : !llvm.struct<(f64, f64)> 
          memref.store %231, %alloca_32[] : memref<f64>
          %232 = llvm.extractvalue %230[1] : !llvm.struct<(f64, f64)> 
          memref.store %232, %alloca_33[] : memref<f64>
          %233 = memref.load %alloca_34[] : memref<f64>
          %234 = memref.load %alloca_35[] : memref<f64>
          %235 = nvvm.mma.sync A[%223]  B[%227]  C[%233, %234]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %236 = llvm.extractvalue %235[0] : !llvm.struct<(f64, f64)> 
          memref.store %236, %alloca_34[] : memref<f64>
          %237 = llvm.extractvalue %235[1] : !llvm.struct<(f64, f64)> 
          memref.store %237, %alloca_35[] : memref<f64>
        }
        %c32_i64_112 = arith.constant 32 : i64
        %152 = arith.addi %c32_i64_112, %119 : i64
        %c32_i64_113 = arith.constant 32 : i64
        %153 = arith.addi %c32_i64_113, %119 : i64
        %c34_i64_114 = arith.constant 34 : i64
        %154 = arith.minsi %152, %c34_i64_114 : i64
        %c35_i64 = arith.constant 35 : i64
        %155 = arith.muli %154, %c35_i64 : i64
        %156 = arith.addi %146, %155 : i64
        %157 = llvm.getelementptr %63[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %158 = llvm.load %157 : !llvm.ptr<1> -> f64
        memref.store %158, %alloca_36[] : memref<f64>
        %c35_i64_115 = arith.constant 35 : i64
        %159 = arith.cmpi sge, %152, %c35_i64_115 : i64
        scf.if %159 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_36[] : memref<f64>
        }
        %c34_i64_116 = arith.constant 34 : i64
        %160 = arith.minsi %152, %c34_i64_116 : i64
        %c35_i64_117 = arith.constant 35 : i64
        %161 = arith.muli %160, %c35_i64_117 : i64
        %162 = arith.addi %149, %161 : i64
        %163 = llvm.getelementptr %63[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %164 = llvm.load %163 : !llvm.ptr<1> -> f64
        memref.store %164, %alloca_37[] : memref<f64>
        %c35_i64_118 = arith.constant 35 : i64
        %165 = arith.cmpi sge, %152, %c35_i64_118 : i64
        scf.if %165 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_37[] : memref<f64>
        }
        %c34_i64_119 = arith.constant 34 : i64
        %166 = arith.minsi %153, %c34_i64_119 : i64
        %c40_i64 = arith.constant 40 : i64
        %167 = arith.muli %151, %c40_i64 : i64
        %168 = arith.addi %166, %167 : i64
        %169 = llvm.getelementptr %87[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %170 = llvm.load %169 : !llvm.ptr<3> -> f64
        memref.store %170, %alloca_38[] : memref<f64>
        %c35_i64_120 = arith.constant 35 : i64
        %171 = arith.cmpi sge, %153, %c35_i64_120 : i64
        scf.if %171 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_38[] : memref<f64>
        }
        %172 = memref.load %alloca_36[] : memref<f64>
        %173 = memref.load %alloca_38[] : memref<f64>
        %174 = memref.load %alloca_32[] : memref<f64>
        %175 = memref.load %alloca_33[] : memref<f64>
        %176 = nvvm.mma.sync A[%172]  B[%173]  C[%174, %175]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %177 = llvm.extractvalue %176[0] : !llvm.struct<(f64, f64)> 
        memref.store %177, %alloca_32[] : memref<f64>
        %178 = llvm.extractvalue %176[1] : !llvm.struct<(f64, f64)> 
        memref.store %178, %alloca_33[] : memref<f64>
        %179 = memref.load %alloca_37[] : memref<f64>
        %180 = memref.load %alloca_38[] : memref<f64>
        %181 = memref.load %alloca_34[] : memref<f64>
        %182 = memref.load %alloca_35[] : memref<f64>
        %183 = nvvm.mma.sync A[%179]  B[%180]  C[%181, %182]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %184 = llvm.extractvalue %183[0] : !llvm.struct<(f64, f64)> 
        memref.store %184, %alloca_34[] : memref<f64>
        %185 = llvm.extractvalue %183[1] : !llvm.struct<(f64, f64)> 
        memref.store %185, %alloca_35[] : memref<f64>
        %186 = arith.addi %143, %118 : i64
        %c2_i64_121 = arith.constant 2 : i64
        %187 = arith.muli %119, %c2_i64_121 : i64
        %188 = arith.addi %144, %187 : i64
        %c35_i64_122 = arith.constant 35 : i64
        %189 = arith.cmpi slt, %186, %c35_i64_122 : i64
        %c9_i64 = arith.constant 9 : i64
        %190 = arith.cmpi slt, %188, %c9_i64 : i64
        %191 = arith.andi %189, %190 : i1
        scf.if %191 {
          %214 = memref.load %alloca_32[] : memref<f64>
          %c35_i64_135 = arith.constant 35 : i64
          %215 = arith.muli %188, %c35_i64_135 : i64
          %216 = arith.addi %186, %215 : i64
          %217 = llvm.getelementptr %111[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %214, %217 : f64, !llvm.ptr<3>
        }
        %192 = arith.addi %143, %118 : i64
        %c2_i64_123 = arith.constant 2 : i64
        %193 = arith.muli %119, %c2_i64_123 : i64
        %c1_i64 = arith.constant 1 : i64
        %194 = arith.addi %193, %c1_i64 : i64
        %195 = arith.addi %144, %194 : i64
        %c35_i64_124 = arith.constant 35 : i64
        %196 = arith.cmpi slt, %192, %c35_i64_124 : i64
        %c9_i64_125 = arith.constant 9 : i64
        %197 = arith.cmpi slt, %195, %c9_i64_125 : i64
        %198 = arith.andi %196, %197 : i1
        scf.if %198 {
          %214 = memref.load %alloca_33[] : memref<f64>
          %c35_i64_135 = arith.constant 35 : i64
          %215 = arith.muli %195, %c35_i64_135 : i64
          %216 = arith.addi %192, %215 : i64
          %217 = llvm.getelementptr %111[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %214, %217 : f64, !llvm.ptr<3>
        }
        %c8_i64_126 = arith.constant 8 : i64
        %199 = arith.addi %143, %c8_i64_126 : i64
        %200 = arith.addi %199, %118 : i64
        %c2_i64_127 = arith.constant 2 : i64
        %201 = arith.muli %119, %c2_i64_127 : i64
        %202 = arith.addi %144, %201 : i64
        %c35_i64_128 = arith.constant 35 : i64
        %203 = arith.cmpi slt, %200, %c35_i64_128 : i64
        %c9_i64_129 = arith.constant 9 : i64
        %204 = arith.cmpi slt, %202, %c9_i64_129 : i64
        %205 = arith.andi %203, %204 : i1
        scf.if %205 {
          %214 = memref.load %alloca_34[] : memref<f64>
          %c35_i64_135 = arith.constant 35 : i64
          %215 = arith.muli %202, %c35_i64_135 : i64
          %216 = arith.addi %200, %215 : i64
          %217 = llvm.getelementptr %111[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %214, %217 : f64, !llvm.ptr<3>
        }
        %c8_i64_130 = arith.constant 8 : i64
        %206 = arith.addi %143, %c8_i64_130 : i64
        %207 = arith.addi %206, %118 : i64
        %c2_i64_131 = arith.constant 2 : i64
        %208 = arith.muli %119, %c2_i64_131 : i64
        %c1_i64_132 = arith.constant 1 : i64
        %209 = arith.addi %208, %c1_i64_132 : i64
        %210 = arith.addi %144, %209 : i64
        %c35_i64_133 = arith.constant 35 : i64
        %211 = arith.cmpi slt, %207, %c35_i64_133 : i64
        %c9_i64_134 = arith.constant 9 : i64
        %212 = arith.cmpi slt, %210, %c9_i64_134 : i64
        %213 = arith.andi %211, %212 : i1
        scf.if %213 {
          %214 = memref.load %alloca_35[] : memref<f64>
          %c35_i64_135 = arith.constant 35 : i64
          %215 = arith.muli %210, %c35_i64_135 : i64
          %216 = arith.addi %207, %215 : i64
          %217 = llvm.getelementptr %111[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %214, %217 : f64, !llvm.ptr<3>
        }
      }
      %c315_i64_82 = arith.constant 315 : i64
      %120 = arith.muli %72, %c315_i64_82 : i64
      %121 = llvm.getelementptr %70[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4_i64_83 = arith.constant 4 : i64
      %122 = llvm.getelementptr %63[%c4_i64_83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c76_i64_84 = arith.constant 76 : i64
      %123 = llvm.getelementptr %98[%c76_i64_84] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %c105_i64 = arith.constant 105 : i64
      %124 = llvm.getelementptr %121[%c105_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      gpu.barrier
      %thread_id_x_85 = gpu.thread_id  x
      %125 = arith.index_cast %thread_id_x_85 : index to i64
      %c64_i64_86 = arith.constant 64 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %126 = arith.index_cast %thread_id_y_87 : index to i64
      %127 = arith.muli %c64_i64_86, %126 : i64
      %128 = arith.addi %125, %127 : i64
      %c32_i64_88 = arith.constant 32 : i64
      %129 = arith.divsi %128, %c32_i64_88 : i64
      %c32_i64_89 = arith.constant 32 : i64
      %130 = arith.remsi %128, %c32_i64_89 : i64
      %c4_i64_90 = arith.constant 4 : i64
      %131 = arith.divsi %130, %c4_i64_90 : i64
      %c4_i64_91 = arith.constant 4 : i64
      %132 = arith.remsi %130, %c4_i64_91 : i64
      %c5_i64 = arith.constant 5 : i64
      %c6_i64_92 = arith.constant 6 : i64
      scf.for %arg6 = %129 to %c5_i64 step %c6_i64_92  : i64 {
        %c5_i64_102 = arith.constant 5 : i64
        %141 = arith.remsi %arg6, %c5_i64_102 : i64
        %c5_i64_103 = arith.constant 5 : i64
        %142 = arith.divsi %arg6, %c5_i64_103 : i64
        %c8_i64 = arith.constant 8 : i64
        %143 = arith.muli %141, %c8_i64 : i64
        %c8_i64_104 = arith.constant 8 : i64
        %144 = arith.muli %142, %c8_i64_104 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_39[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_40[] : memref<f64>
        %145 = arith.addi %143, %131 : i64
        %c34_i64 = arith.constant 34 : i64
        %146 = arith.minsi %145, %c34_i64 : i64
        %147 = arith.addi %144, %131 : i64
        %c5_i64_106 = arith.constant 5 : i64
        %148 = arith.minsi %147, %c5_i64_106 : i64
        %c0_i64 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c4_i64_107 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %c20_i64 step %c4_i64_107  : i64 {
          %162 = arith.addi %arg7, %132 : i64
          %163 = arith.addi %arg7, %132 : i64
          %c35_i64_113 = arith.constant 35 : i64
          %164 = arith.muli %146, %c35_i64_113 : i64
          %165 = arith.addi %162, %164 : i64
          %166 = llvm.getelementptr %122[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %167 = llvm.load %166 : !llvm.ptr<1> -> f64
          %c24_i64 = arith.constant 24 : i64
          %168 = arith.muli %148, %c24_i64 : i64
          %169 = arith.addi %163, %168 : i64
          %170 = llvm.getelementptr %123[%169] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %171 = llvm.load %170 : !llvm.ptr<3> -> f64
          %172 = memref.load %alloca_39[] : memref<f64>
          %173 = memref.load %alloca_40[] : memref<f64>
          %174 = nvvm.mma.sync A[%167]  B[%171]  C[%172, %173]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %175 = llvm.extractvalue %174[0] : !llvm.struct<(f64, f64)> 
          memref.store %175, %alloca_39[] : memref<f64>
          %176 = llvm.extractvalue %174[1] : !llvm.struct<(f64, f64)> 
          memref.store %176, %alloca_40[] : memref<f64>
        }
        %149 = arith.addi %143, %131 : i64
        %c2_i64_108 = arith.constant 2 : i64
        %150 = arith.muli %132, %c2_i64_108 : i64
        %151 = arith.addi %144, %150 : i64
        %c35_i64 = arith.constant 35 : i64
        %152 = arith.cmpi slt, %149, %c35_i64 : i64
        %c6_i64_109 = arith.constant 6 : i64
        %153 = arith.cmpi slt, %151, %c6_i64_109 : i64
        %154 = arith.andi %152, %153 : i1
        scf.if %154 {
          %c35_i64_113 = arith.constant 35 : i64
          %162 = arith.muli %151, %c35_i64_113 : i64
          %163 = arith.addi %149, %162 : i64
          %164 = llvm.getelementptr %124[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %165 = llvm.load %164 : !llvm.ptr<1> -> f64
          %166 = memref.load %alloca_39[] : memref<f64>
          %167 = arith.addf %165, %166 : f64
          %c35_i64_114 = arith.constant 35 : i64
          %168 = arith.muli %151, %c35_i64_114 : i64
          %169 = arith.addi %149, %168 : i64
          %170 = llvm.getelementptr %124[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %167, %170 : f64, !llvm.ptr<1>
        }
        %155 = arith.addi %143, %131 : i64
        %c2_i64_110 = arith.constant 2 : i64
        %156 = arith.muli %132, %c2_i64_110 : i64
        %c1_i64 = arith.constant 1 : i64
        %157 = arith.addi %156, %c1_i64 : i64
        %158 = arith.addi %144, %157 : i64
        %c35_i64_111 = arith.constant 35 : i64
        %159 = arith.cmpi slt, %155, %c35_i64_111 : i64
        %c6_i64_112 = arith.constant 6 : i64
        %160 = arith.cmpi slt, %158, %c6_i64_112 : i64
        %161 = arith.andi %159, %160 : i1
        scf.if %161 {
          %c35_i64_113 = arith.constant 35 : i64
          %162 = arith.muli %158, %c35_i64_113 : i64
          %163 = arith.addi %155, %162 : i64
          %164 = llvm.getelementptr %124[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %165 = llvm.load %164 : !llvm.ptr<1> -> f64
          %166 = memref.load %alloca_40[] : memref<f64>
          %167 = arith.addf %165, %166 : f64
          %c35_i64_114 = arith.constant 35 : i64
          %168 = arith.muli %158, %c35_i64_114 : i64
          %169 = arith.addi %155, %168 : i64
          %170 = llvm.getelementptr %124[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %167, %170 : f64, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_93 = gpu.thread_id  x
      %133 = arith.index_cast %thread_id_x_93 : index to i64
      %c64_i64_94 = arith.constant 64 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %134 = arith.index_cast %thread_id_y_95 : index to i64
      %135 = arith.muli %c64_i64_94, %134 : i64
      %136 = arith.addi %133, %135 : i64
      %c32_i64_96 = arith.constant 32 : i64
      %137 = arith.divsi %136, %c32_i64_96 : i64
      %c32_i64_97 = arith.constant 32 : i64
      %138 = arith.remsi %136, %c32_i64_97 : i64
      %c4_i64_98 = arith.constant 4 : i64
      %139 = arith.divsi %138, %c4_i64_98 : i64
      %c4_i64_99 = arith.constant 4 : i64
      %140 = arith.remsi %138, %c4_i64_99 : i64
      %c6_i64_100 = arith.constant 6 : i64
      %c6_i64_101 = arith.constant 6 : i64
      scf.for %arg6 = %137 to %c6_i64_100 step %c6_i64_101  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %141 = arith.remsi %arg6, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %142 = arith.divsi %arg6, %c3_i64_103 : i64
        %c16_i64 = arith.constant 16 : i64
        %143 = arith.muli %141, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %144 = arith.muli %142, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_41[] : memref<f64>
        %cst_104 = arith.constant 0.000000e+00 : f64
        memref.store %cst_104, %alloca_42[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_43[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_44[] : memref<f64>
        %145 = arith.addi %143, %139 : i64
        %c34_i64 = arith.constant 34 : i64
        %146 = arith.minsi %145, %c34_i64 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %147 = arith.addi %143, %c8_i64_107 : i64
        %148 = arith.addi %147, %139 : i64
        %c34_i64_108 = arith.constant 34 : i64
        %149 = arith.minsi %148, %c34_i64_108 : i64
        %150 = arith.addi %144, %139 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %151 = arith.minsi %150, %c8_i64_109 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %c4_i64_111 = arith.constant 4 : i64
        scf.for %arg7 = %c0_i64 to %c8_i64_110 step %c4_i64_111  : i64 {
          %214 = arith.addi %arg7, %140 : i64
          %215 = arith.addi %arg7, %140 : i64
          %c35_i64_136 = arith.constant 35 : i64
          %216 = arith.muli %214, %c35_i64_136 : i64
          %217 = arith.addi %146, %216 : i64
          %218 = llvm.getelementptr %111[%217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %219 = llvm.load %218 : !llvm.ptr<3> -> f64
          %c35_i64_137 = arith.constant 35 : i64
          %220 = arith.muli %214, %c35_i64_137 : i64
          %221 = arith.addi %149, %220 : i64
          %222 = llvm.getelementptr %111[%221] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %223 = llvm.load %222 : !llvm.ptr<3> -> f64
          %c9_i64_138 = arith.constant 9 : i64
          %224 = arith.muli %151, %c9_i64_138 : i64
          %225 = arith.addi %215, %224 : i64
          %226 = llvm.getelementptr %68[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %227 = llvm.load %226 : !llvm.ptr<1> -> f64
          %228 = memref.load %alloca_41[] : memref<f64>
          %229 = memref.load %alloca_42[] : memref<f64>
          %230 = nvvm.mma.sync A[%219]  B[%227]  C[%228, %229]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %231 = llvm.extractvalue %230[0] : !llvm.struct<(f64, f64)> 
          memref.store %231, %alloca_41[] : memref<f64>
          %232 = llvm.extractvalue %230[1] : !llvm.struct<(f64, f64)> 
          memref.store %232, %alloca_42[] : memref<f64>
          %233 = memref.load %alloca_43[] : memref<f64>
          %234 = memref.load %alloca_44[] : memref<f64>
          %235 = nvvm.mma.sync A[%223]  B[%227]  C[%233, %234]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %236 = llvm.extractvalue %235[0] : !llvm.struct<(f64, f64)> 
          memref.store %236, %alloca_43[] : memref<f64>
          %237 = llvm.extractvalue %235[1] : !llvm.struct<(f64, f64)> 
          memref.store %237, %alloca_44[] : memref<f64>
        }
        %c8_i64_112 = arith.constant 8 : i64
        %152 = arith.addi %c8_i64_112, %140 : i64
        %c8_i64_113 = arith.constant 8 : i64
        %153 = arith.addi %c8_i64_113, %140 : i64
        %c8_i64_114 = arith.constant 8 : i64
        %154 = arith.minsi %152, %c8_i64_114 : i64
        %c35_i64 = arith.constant 35 : i64
        %155 = arith.muli %154, %c35_i64 : i64
        %156 = arith.addi %146, %155 : i64
        %157 = llvm.getelementptr %111[%156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %158 = llvm.load %157 : !llvm.ptr<3> -> f64
        memref.store %158, %alloca_45[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %159 = arith.cmpi sge, %152, %c9_i64 : i64
        scf.if %159 {
          %cst_136 = arith.constant 0.000000e+00 : f64
          memref.store %cst_136, %alloca_45[] : memref<f64>
        }
        %c8_i64_115 = arith.constant 8 : i64
        %160 = arith.minsi %152, %c8_i64_115 : i64
        %c35_i64_116 = arith.constant 35 : i64
        %161 = arith.muli %160, %c35_i64_116 : i64
        %162 = arith.addi %149, %161 : i64
        %163 = llvm.getelementptr %111[%162] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %164 = llvm.load %163 : !llvm.ptr<3> -> f64
        memref.store %164, %alloca_46[] : memref<f64>
        %c9_i64_117 = arith.constant 9 : i64
        %165 = arith.cmpi sge, %152, %c9_i64_117 : i64
        scf.if %165 {
          %cst_136 = arith.constant 0.000000e+00 : f64
          memref.store %cst_136, %alloca_46[] : memref<f64>
        }
        %c8_i64_118 = arith.constant 8 : i64
        %166 = arith.minsi %153, %c8_i64_118 : i64
        %c9_i64_119 = arith.constant 9 : i64
        %167 = arith.muli %151, %c9_i64_119 : i64
        %168 = arith.addi %166, %167 : i64
        %169 = llvm.getelementptr %68[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %170 = llvm.load %169 : !llvm.ptr<1> -> f64
        memref.store %170, %alloca_47[] : memref<f64>
        %c9_i64_120 = arith.constant 9 : i64
        %171 = arith.cmpi sge, %153, %c9_i64_120 : i64
        scf.if %171 {
          %cst_136 = arith.constant 0.000000e+00 : f64
          memref.store %cst_136, %alloca_47[] : memref<f64>
        }
        %172 = memref.load %alloca_45[] : memref<f64>
        %173 = memref.load %alloca_47[] : memref<f64>
        %174 = memref.load %alloca_41[] : memref<f64>
        %175 = memref.load %alloca_42[] : memref<f64>
        %176 = nvvm.mma.sync A[%172]  B[%173]  C[%174, %175]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %177 = llvm.extractvalue %176[0] : !llvm.struct<(f64, f64)> 
        memref.store %177, %alloca_41[] : memref<f64>
        %178 = llvm.extractvalue %176[1] : !llvm.struct<(f64, f64)> 
        memref.store %178, %alloca_42[] : memref<f64>
        %179 = memref.load %alloca_46[] : memref<f64>
        %180 = memref.load %alloca_47[] : memref<f64>
        %181 = memref.load %alloca_43[] : memref<f64>
        %182 = memref.load %alloca_44[] : memref<f64>
        %183 = nvvm.mma.sync A[%179]  B[%180]  C[%181, %182]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %184 = llvm.extractvalue %183[0] : !llvm.struct<(f64, f64)> 
        memref.store %184, %alloca_43[] : memref<f64>
        %185 = llvm.extractvalue %183[1] : !llvm.struct<(f64, f64)> 
        memref.store %185, %alloca_44[] : memref<f64>
        %186 = arith.addi %143, %139 : i64
        %c2_i64_121 = arith.constant 2 : i64
        %187 = arith.muli %140, %c2_i64_121 : i64
        %188 = arith.addi %144, %187 : i64
        %c35_i64_122 = arith.constant 35 : i64
        %189 = arith.cmpi slt, %186, %c35_i64_122 : i64
        %c9_i64_123 = arith.constant 9 : i64
        %190 = arith.cmpi slt, %188, %c9_i64_123 : i64
        %191 = arith.andi %189, %190 : i1
        scf.if %191 {
          %cst_136 = arith.constant -1.000000e+00 : f64
          %214 = memref.load %alloca_41[] : memref<f64>
          %c35_i64_137 = arith.constant 35 : i64
          %215 = arith.muli %188, %c35_i64_137 : i64
          %216 = arith.addi %186, %215 : i64
          %217 = llvm.getelementptr %121[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %219 = llvm.intr.fma(%cst_136, %214, %218) : (f64, f64, f64) -> f64
          %c35_i64_138 = arith.constant 35 : i64
          %220 = arith.muli %188, %c35_i64_138 : i64
          %221 = arith.addi %186, %220 : i64
          %222 = llvm.getelementptr %121[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %219, %222 : f64, !llvm.ptr<1>
        }
        %192 = arith.addi %143, %139 : i64
        %c2_i64_124 = arith.constant 2 : i64
        %193 = arith.muli %140, %c2_i64_124 : i64
        %c1_i64 = arith.constant 1 : i64
        %194 = arith.addi %193, %c1_i64 : i64
        %195 = arith.addi %144, %194 : i64
        %c35_i64_125 = arith.constant 35 : i64
        %196 = arith.cmpi slt, %192, %c35_i64_125 : i64
        %c9_i64_126 = arith.constant 9 : i64
        %197 = arith.cmpi slt, %195, %c9_i64_126 : i64
        %198 = arith.andi %196, %197 : i1
        scf.if %198 {
          %cst_136 = arith.constant -1.000000e+00 : f64
          %214 = memref.load %alloca_42[] : memref<f64>
          %c35_i64_137 = arith.constant 35 : i64
          %215 = arith.muli %195, %c35_i64_137 : i64
          %216 = arith.addi %192, %215 : i64
          %217 = llvm.getelementptr %121[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %219 = llvm.intr.fma(%cst_136, %214, %218) : (f64, f64, f64) -> f64
          %c35_i64_138 = arith.constant 35 : i64
          %220 = arith.muli %195, %c35_i64_138 : i64
          %221 = arith.addi %192, %220 : i64
          %222 = llvm.getelementptr %121[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %219, %222 : f64, !llvm.ptr<1>
        }
        %c8_i64_127 = arith.constant 8 : i64
        %199 = arith.addi %143, %c8_i64_127 : i64
        %200 = arith.addi %199, %139 : i64
        %c2_i64_128 = arith.constant 2 : i64
        %201 = arith.muli %140, %c2_i64_128 : i64
        %202 = arith.addi %144, %201 : i64
        %c35_i64_129 = arith.constant 35 : i64
        %203 = arith.cmpi slt, %200, %c35_i64_129 : i64
        %c9_i64_130 = arith.constant 9 : i64
        %204 = arith.cmpi slt, %202, %c9_i64_130 : i64
        %205 = arith.andi %203, %204 : i1
        scf.if %205 {
          %cst_136 = arith.constant -1.000000e+00 : f64
          %214 = memref.load %alloca_43[] : memref<f64>
          %c35_i64_137 = arith.constant 35 : i64
          %215 = arith.muli %202, %c35_i64_137 : i64
          %216 = arith.addi %200, %215 : i64
          %217 = llvm.getelementptr %121[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %219 = llvm.intr.fma(%cst_136, %214, %218) : (f64, f64, f64) -> f64
          %c35_i64_138 = arith.constant 35 : i64
          %220 = arith.muli %202, %c35_i64_138 : i64
          %221 = arith.addi %200, %220 : i64
          %222 = llvm.getelementptr %121[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %219, %222 : f64, !llvm.ptr<1>
        }
        %c8_i64_131 = arith.constant 8 : i64
        %206 = arith.addi %143, %c8_i64_131 : i64
        %207 = arith.addi %206, %139 : i64
        %c2_i64_132 = arith.constant 2 : i64
        %208 = arith.muli %140, %c2_i64_132 : i64
        %c1_i64_133 = arith.constant 1 : i64
        %209 = arith.addi %208, %c1_i64_133 : i64
        %210 = arith.addi %144, %209 : i64
        %c35_i64_134 = arith.constant 35 : i64
        %211 = arith.cmpi slt, %207, %c35_i64_134 : i64
        %c9_i64_135 = arith.constant 9 : i64
        %212 = arith.cmpi slt, %210, %c9_i64_135 : i64
        %213 = arith.andi %211, %212 : i1
        scf.if %213 {
          %cst_136 = arith.constant -1.000000e+00 : f64
          %214 = memref.load %alloca_44[] : memref<f64>
          %c35_i64_137 = arith.constant 35 : i64
          %215 = arith.muli %210, %c35_i64_137 : i64
          %216 = arith.addi %207, %215 : i64
          %217 = llvm.getelementptr %121[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %219 = llvm.intr.fma(%cst_136, %214, %218) : (f64, f64, f64) -> f64
          %c35_i64_138 = arith.constant 35 : i64
          %220 = arith.muli %210, %c35_i64_138 : i64
          %221 = arith.addi %207, %220 : i64
          %222 = llvm.getelementptr %121[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %219, %222 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
