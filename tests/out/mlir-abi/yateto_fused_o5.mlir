module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_fused_gemm_o5() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<4064 x i8>
    gpu.func @fused_gemm_o5(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(35 : i64) : i64
      %3 = llvm.mlir.constant(9 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(36 : i64) : i64
      %6 = llvm.mlir.constant(324 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<35x9x?xf64, strided<[1, 36, 324]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(9 : i64) : i64
      %20 = llvm.mlir.constant(9 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(9 : i64) : i64
      %23 = llvm.mlir.constant(81 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x9x?xf64, strided<[1, 9, 81]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(35 : i64) : i64
      %37 = llvm.mlir.constant(35 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(36 : i64) : i64
      %40 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %arg4, %40[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = llvm.insertvalue %36, %42[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = llvm.insertvalue %37, %43[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %38, %44[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %39, %45[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<35x35xf64, strided<[1, 36]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(35 : i64) : i64
      %51 = llvm.mlir.constant(9 : i64) : i64
      %52 = llvm.mlir.constant(1 : i64) : i64
      %53 = llvm.mlir.constant(40 : i64) : i64
      %54 = llvm.mlir.constant(360 : i64) : i64
      %55 = llvm.insertvalue %arg5, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %56 = llvm.insertvalue %arg5, %55[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %57 = llvm.insertvalue %49, %56[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %58 = llvm.insertvalue %50, %57[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %51, %58[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %arg6, %59[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %52, %60[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %53, %61[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %54, %62[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<35x9x?xf64, strided<[1, 40, 360]>, 1>
      %65 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %66 = llvm.mlir.constant(0 : i64) : i64
      %67 = llvm.mlir.constant(20 : i64) : i64
      %68 = llvm.mlir.constant(9 : i64) : i64
      %69 = llvm.mlir.constant(1 : i64) : i64
      %70 = llvm.mlir.constant(20 : i64) : i64
      %71 = llvm.mlir.constant(180 : i64) : i64
      %72 = llvm.insertvalue %arg7, %65[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %73 = llvm.insertvalue %arg7, %72[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %74 = llvm.insertvalue %66, %73[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %75 = llvm.insertvalue %67, %74[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %68, %75[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %arg8, %76[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %69, %77[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %70, %78[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %71, %79[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = builtin.unrealized_conversion_cast %80 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x9x?xf64, strided<[1, 20, 180]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<35x9x?xf64, strided<[1, 36, 324]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<35x9x?xf64, strided<[1, 36, 324]>, 1> -> index
      %82 = arith.index_cast %intptr : index to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr<1>
      %84 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<9x9x?xf64, strided<[1, 9, 81]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<9x9x?xf64, strided<[1, 9, 81]>, 1> -> index
      %85 = arith.index_cast %intptr_4 : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %47 : memref<35x35xf64, strided<[1, 36]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %47 : memref<35x35xf64, strided<[1, 36]>, 1> -> index
      %88 = arith.index_cast %intptr_9 : index to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %64 : memref<35x9x?xf64, strided<[1, 40, 360]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %64 : memref<35x9x?xf64, strided<[1, 40, 360]>, 1> -> index
      %90 = arith.index_cast %intptr_14 : index to i64
      %91 = llvm.inttoptr %90 : i64 to !llvm.ptr<1>
      %92 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %81 : memref<20x9x?xf64, strided<[1, 20, 180]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %81 : memref<20x9x?xf64, strided<[1, 20, 180]>, 1> -> index
      %93 = arith.index_cast %intptr_19 : index to i64
      %94 = llvm.inttoptr %93 : i64 to !llvm.ptr<1>
      %95 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
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
      %block_id_x = gpu.block_id  x
      %96 = arith.index_cast %block_id_x : index to i64
      %c324_i64 = arith.constant 324 : i64
      %97 = arith.muli %96, %c324_i64 : i64
      %98 = llvm.getelementptr %83[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c81_i64 = arith.constant 81 : i64
      %99 = arith.muli %96, %c81_i64 : i64
      %100 = llvm.getelementptr %86[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %101 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_o5 : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %102 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %103 = arith.index_cast %thread_id_y : index to i64
      %104 = arith.muli %c64_i64, %103 : i64
      %105 = arith.addi %102, %104 : i64
      %c32_i64 = arith.constant 32 : i64
      %106 = arith.divsi %105, %c32_i64 : i64
      %c32_i64_38 = arith.constant 32 : i64
      %107 = arith.remsi %105, %c32_i64_38 : i64
      %c4_i64 = arith.constant 4 : i64
      %108 = arith.divsi %107, %c4_i64 : i64
      %c4_i64_39 = arith.constant 4 : i64
      %109 = arith.remsi %107, %c4_i64_39 : i64
      %c6_i64 = arith.constant 6 : i64
      %c6_i64_40 = arith.constant 6 : i64
      scf.for %arg9 = %106 to %c6_i64 step %c6_i64_40  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %140 = arith.remsi %arg9, %c3_i64 : i64
        %c3_i64_68 = arith.constant 3 : i64
        %141 = arith.divsi %arg9, %c3_i64_68 : i64
        %c16_i64 = arith.constant 16 : i64
        %142 = arith.muli %140, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %143 = arith.muli %141, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_69 = arith.constant 0.000000e+00 : f64
        memref.store %cst_69, %alloca_20[] : memref<f64>
        %cst_70 = arith.constant 0.000000e+00 : f64
        memref.store %cst_70, %alloca_21[] : memref<f64>
        %cst_71 = arith.constant 0.000000e+00 : f64
        memref.store %cst_71, %alloca_22[] : memref<f64>
        %144 = arith.addi %142, %108 : i64
        %c34_i64 = arith.constant 34 : i64
        %145 = arith.minsi %144, %c34_i64 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %146 = arith.addi %142, %c8_i64_72 : i64
        %147 = arith.addi %146, %108 : i64
        %c34_i64_73 = arith.constant 34 : i64
        %148 = arith.minsi %147, %c34_i64_73 : i64
        %149 = arith.addi %143, %108 : i64
        %c8_i64_74 = arith.constant 8 : i64
        %150 = arith.minsi %149, %c8_i64_74 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_75 = arith.constant 8 : i64
        %c4_i64_76 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64 to %c8_i64_75 step %c4_i64_76  : i64 {
          %213 = arith.addi %arg10, %109 : i64
          %214 = arith.addi %arg10, %109 : i64
          %c36_i64_99 = arith.constant 36 : i64
          %215 = arith.muli %213, %c36_i64_99 : i64
          %216 = arith.addi %145, %215 : i64
          %217 = llvm.getelementptr %98[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %c36_i64_100 = arith.constant 36 : i64
          %219 = arith.muli %213, %c36_i64_100 : i64
          %220 = arith.addi %148, %219 : i64
          %221 = llvm.getelementptr %98[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %222 = llvm.load %221 : !llvm.ptr<1> -> f64
          %c9_i64_101 = arith.constant 9 : i64
          %223 = arith.muli %214, %c9_i64_101 : i64
          %224 = arith.addi %150, %223 : i64
          %225 = llvm.getelementptr %100[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %226 = llvm.load %225 : !llvm.ptr<1> -> f64
          %227 = memref.load %alloca[] : memref<f64>
          %228 = memref.load %alloca_20[] : memref<f64>
          %229 = nvvm.mma.sync A[%218]  B[%226]  C[%227, %228]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %230 = llvm.extractvalue %229[0] : !llvm.struct<(f64, f64)> 
          memref.store %230, %alloca[] : memref<f64>
          %231 = llvm.extractvalue %229[1] : !llvm.struct<(f64, f64)> 
          memref.store %231, %alloca_20[] : memref<f64>
          %232 = memref.load %alloca_21[] : memref<f64>
          %233 = memref.load %alloca_22[] : memref<f64>
          %234 = nvvm.mma.sync A[%222]  B[%226]  C[%232, %233]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %235 = llvm.extractvalue %234[0] : !llvm.struct<(f64, f64)> 
          memref.store %235, %alloca_21[] : memref<f64>
          %236 = llvm.extractvalue %234[1] : !llvm.struct<(f64, f64)> 
          memref.store %236, %alloca_22[] : memref<f64>
        }
        %c8_i64_77 = arith.constant 8 : i64
        %151 = arith.addi %c8_i64_77, %109 : i64
        %c8_i64_78 = arith.constant 8 : i64
        %152 = arith.addi %c8_i64_78, %109 : i64
        %c8_i64_79 = arith.constant 8 : i64
        %153 = arith.minsi %151, %c8_i64_79 : i64
        %c36_i64 = arith.constant 36 : i64
        %154 = arith.muli %153, %c36_i64 : i64
        %155 = arith.addi %145, %154 : i64
        %156 = llvm.getelementptr %98[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %157 = llvm.load %156 : !llvm.ptr<1> -> f64
        memref.store %157, %alloca_23[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %158 = arith.cmpi sge, %151, %c9_i64 : i64
        scf.if %158 {
          %cst_99 = arith.constant 0.000000e+00 : f64
          memref.store %cst_99, %alloca_23[] : memref<f64>
        }
        %c8_i64_80 = arith.constant 8 : i64
        %159 = arith.minsi %151, %c8_i64_80 : i64
        %c36_i64_81 = arith.constant 36 : i64
        %160 = arith.muli %159, %c36_i64_81 : i64
        %161 = arith.addi %148, %160 : i64
        %162 = llvm.getelementptr %98[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %163 = llvm.load %162 : !llvm.ptr<1> -> f64
        memref.store %163, %alloca_24[] : memref<f64>
        %c9_i64_82 = arith.constant 9 : i64
        %164 = arith.cmpi sge, %151, %c9_i64_82 : i64
        scf.if %164 {
          %cst_99 = arith.constant 0.000000e+00 : f64
          memref.store %cst_99, %alloca_24[] : memref<f64>
        }
        %c8_i64_83 = arith.constant 8 : i64
        %165 = arith.minsi %152, %c8_i64_83 : i64
        %c9_i64_84 = arith.constant 9 : i64
        %166 = arith.muli %165, %c9_i64_84 : i64
        %167 = arith.addi %150, %166 : i64
        %168 = llvm.getelementptr %100[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %169 = llvm.load %168 : !llvm.ptr<1> -> f64
        memref.store %169, %alloca_25[] : memref<f64>
        %c9_i64_85 = arith.constant 9 : i64
        %170 = arith.cmpi sge, %152, %c9_i64_85 : i64
        scf.if %170 {
          %cst_99 = arith.constant 0.000000e+00 : f64
          memref.store %cst_99, %alloca_25[] : memref<f64>
        }
        %171 = memref.load %alloca_23[] : memref<f64>
        %172 = memref.load %alloca_25[] : memref<f64>
        %173 = memref.load %alloca[] : memref<f64>
        %174 = memref.load %alloca_20[] : memref<f64>
        %175 = nvvm.mma.sync A[%171]  B[%172]  C[%173, %174]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %176 = llvm.extractvalue %175[0] : !llvm.struct<(f64, f64)> 
        memref.store %176, %alloca[] : memref<f64>
        %177 = llvm.extractvalue %175[1] : !llvm.struct<(f64, f64)> 
        memref.store %177, %alloca_20[] : memref<f64>
        %178 = memref.load %alloca_24[] : memref<f64>
        %179 = memref.load %alloca_25[] : memref<f64>
        %180 = memref.load %alloca_21[] : memref<f64>
        %181 = memref.load %alloca_22[] : memref<f64>
        %182 = nvvm.mma.sync A[%178]  B[%179]  C[%180, %181]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %183 = llvm.extractvalue %182[0] : !llvm.struct<(f64, f64)> 
        memref.store %183, %alloca_21[] : memref<f64>
        %184 = llvm.extractvalue %182[1] : !llvm.struct<(f64, f64)> 
        memref.store %184, %alloca_22[] : memref<f64>
        %185 = arith.addi %142, %108 : i64
        %c2_i64 = arith.constant 2 : i64
        %186 = arith.muli %109, %c2_i64 : i64
        %187 = arith.addi %143, %186 : i64
        %c35_i64 = arith.constant 35 : i64
        %188 = arith.cmpi slt, %185, %c35_i64 : i64
        %c9_i64_86 = arith.constant 9 : i64
        %189 = arith.cmpi slt, %187, %c9_i64_86 : i64
        %190 = arith.andi %188, %189 : i1
        scf.if %190 {
          %213 = memref.load %alloca[] : memref<f64>
          %c36_i64_99 = arith.constant 36 : i64
          %214 = arith.muli %187, %c36_i64_99 : i64
          %215 = arith.addi %185, %214 : i64
          %216 = llvm.getelementptr %101[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %213, %216 : f64, !llvm.ptr<3>
        }
        %191 = arith.addi %142, %108 : i64
        %c2_i64_87 = arith.constant 2 : i64
        %192 = arith.muli %109, %c2_i64_87 : i64
        %c1_i64 = arith.constant 1 : i64
        %193 = arith.addi %192, %c1_i64 : i64
        %194 = arith.addi %143, %193 : i64
        %c35_i64_88 = arith.constant 35 : i64
        %195 = arith.cmpi slt, %191, %c35_i64_88 : i64
        %c9_i64_89 = arith.constant 9 : i64
        %196 = arith.cmpi slt, %194, %c9_i64_89 : i64
        %197 = arith.andi %195, %196 : i1
        scf.if %197 {
          %213 = memref.load %alloca_20[] : memref<f64>
          %c36_i64_99 = arith.constant 36 : i64
          %214 = arith.muli %194, %c36_i64_99 : i64
          %215 = arith.addi %191, %214 : i64
          %216 = llvm.getelementptr %101[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %213, %216 : f64, !llvm.ptr<3>
        }
        %c8_i64_90 = arith.constant 8 : i64
        %198 = arith.addi %142, %c8_i64_90 : i64
        %199 = arith.addi %198, %108 : i64
        %c2_i64_91 = arith.constant 2 : i64
        %200 = arith.muli %109, %c2_i64_91 : i64
        %201 = arith.addi %143, %200 : i64
        %c35_i64_92 = arith.constant 35 : i64
        %202 = arith.cmpi slt, %199, %c35_i64_92 : i64
        %c9_i64_93 = arith.constant 9 : i64
        %203 = arith.cmpi slt, %201, %c9_i64_93 : i64
        %204 = arith.andi %202, %203 : i1
        scf.if %204 {
          %213 = memref.load %alloca_21[] : memref<f64>
          %c36_i64_99 = arith.constant 36 : i64
          %214 = arith.muli %201, %c36_i64_99 : i64
          %215 = arith.addi %199, %214 : i64
          %216 = llvm.getelementptr %101[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %213, %216 : f64, !llvm.ptr<3>
        }
        %c8_i64_94 = arith.constant 8 : i64
        %205 = arith.addi %142, %c8_i64_94 : i64
        %206 = arith.addi %205, %108 : i64
        %c2_i64_95 = arith.constant 2 : i64
        %207 = arith.muli %109, %c2_i64_95 : i64
        %c1_i64_96 = arith.constant 1 : i64
        %208 = arith.addi %207, %c1_i64_96 : i64
        %209 = arith.addi %143, %208 : i64
        %c35_i64_97 = arith.constant 35 : i64
        %210 = arith.cmpi slt, %206, %c35_i64_97 : i64
        %c9_i64_98 = arith.constant 9 : i64
        %211 = arith.cmpi slt, %209, %c9_i64_98 : i64
        %212 = arith.andi %210, %211 : i1
        scf.if %212 {
          %213 = memref.load %alloca_22[] : memref<f64>
          %c36_i64_99 = arith.constant 36 : i64
          %214 = arith.muli %209, %c36_i64_99 : i64
          %215 = arith.addi %206, %214 : i64
          %216 = llvm.getelementptr %101[%215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %213, %216 : f64, !llvm.ptr<3>
        }
      }
      %110 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_o5 : !llvm.ptr<3>
      %c2624_i64 = arith.constant 2624 : i64
      %111 = llvm.getelementptr %110[%c2624_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      gpu.barrier
      %thread_id_x_41 = gpu.thread_id  x
      %112 = arith.index_cast %thread_id_x_41 : index to i64
      %c64_i64_42 = arith.constant 64 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %113 = arith.index_cast %thread_id_y_43 : index to i64
      %114 = arith.muli %c64_i64_42, %113 : i64
      %115 = arith.addi %112, %114 : i64
      %c32_i64_44 = arith.constant 32 : i64
      %116 = arith.divsi %115, %c32_i64_44 : i64
      %c32_i64_45 = arith.constant 32 : i64
      %117 = arith.remsi %115, %c32_i64_45 : i64
      %c4_i64_46 = arith.constant 4 : i64
      %118 = arith.divsi %117, %c4_i64_46 : i64
      %c4_i64_47 = arith.constant 4 : i64
      %119 = arith.remsi %117, %c4_i64_47 : i64
      %c6_i64_48 = arith.constant 6 : i64
      %c6_i64_49 = arith.constant 6 : i64
      scf.for %arg9 = %116 to %c6_i64_48 step %c6_i64_49  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %140 = arith.remsi %arg9, %c3_i64 : i64
        %c3_i64_68 = arith.constant 3 : i64
        %141 = arith.divsi %arg9, %c3_i64_68 : i64
        %c8_i64 = arith.constant 8 : i64
        %142 = arith.muli %140, %c8_i64 : i64
        %c8_i64_69 = arith.constant 8 : i64
        %143 = arith.muli %141, %c8_i64_69 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_26[] : memref<f64>
        %cst_70 = arith.constant 0.000000e+00 : f64
        memref.store %cst_70, %alloca_27[] : memref<f64>
        %144 = arith.addi %142, %118 : i64
        %c19_i64 = arith.constant 19 : i64
        %145 = arith.minsi %144, %c19_i64 : i64
        %146 = arith.addi %143, %118 : i64
        %c8_i64_71 = arith.constant 8 : i64
        %147 = arith.minsi %146, %c8_i64_71 : i64
        %c0_i64 = arith.constant 0 : i64
        %c32_i64_72 = arith.constant 32 : i64
        %c4_i64_73 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64 to %c32_i64_72 step %c4_i64_73  : i64 {
          %182 = arith.addi %arg10, %119 : i64
          %183 = arith.addi %arg10, %119 : i64
          %c36_i64_82 = arith.constant 36 : i64
          %184 = arith.muli %145, %c36_i64_82 : i64
          %185 = arith.addi %182, %184 : i64
          %186 = llvm.getelementptr %89[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %187 = llvm.load %186 : !llvm.ptr<1> -> f64
          %c36_i64_83 = arith.constant 36 : i64
          %188 = arith.muli %147, %c36_i64_83 : i64
          %189 = arith.addi %183, %188 : i64
          %190 = llvm.getelementptr %101[%189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %191 = llvm.load %190 : !llvm.ptr<3> -> f64
          %192 = memref.load %alloca_26[] : memref<f64>
          %193 = memref.load %alloca_27[] : memref<f64>
          %194 = nvvm.mma.sync A[%187]  B[%191]  C[%192, %193]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %195 = llvm.extractvalue %194[0] : !llvm.struct<(f64, f64)> 
          memref.store %195, %alloca_26[] : memref<f64>
          %196 = llvm.extractvalue %194[1] : !llvm.struct<(f64, f64)> 
          memref.store %196, %alloca_27[] : memref<f64>
        }
        %c32_i64_74 = arith.constant 32 : i64
        %148 = arith.addi %c32_i64_74, %119 : i64
        %c32_i64_75 = arith.constant 32 : i64
        %149 = arith.addi %c32_i64_75, %119 : i64
        %c34_i64 = arith.constant 34 : i64
        %150 = arith.minsi %148, %c34_i64 : i64
        %c36_i64 = arith.constant 36 : i64
        %151 = arith.muli %145, %c36_i64 : i64
        %152 = arith.addi %150, %151 : i64
        %153 = llvm.getelementptr %89[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %154 = llvm.load %153 : !llvm.ptr<1> -> f64
        memref.store %154, %alloca_28[] : memref<f64>
        %c35_i64 = arith.constant 35 : i64
        %155 = arith.cmpi sge, %148, %c35_i64 : i64
        scf.if %155 {
          %cst_82 = arith.constant 0.000000e+00 : f64
          memref.store %cst_82, %alloca_28[] : memref<f64>
        }
        %c34_i64_76 = arith.constant 34 : i64
        %156 = arith.minsi %149, %c34_i64_76 : i64
        %c36_i64_77 = arith.constant 36 : i64
        %157 = arith.muli %147, %c36_i64_77 : i64
        %158 = arith.addi %156, %157 : i64
        %159 = llvm.getelementptr %101[%158] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %160 = llvm.load %159 : !llvm.ptr<3> -> f64
        memref.store %160, %alloca_29[] : memref<f64>
        %c35_i64_78 = arith.constant 35 : i64
        %161 = arith.cmpi sge, %149, %c35_i64_78 : i64
        scf.if %161 {
          %cst_82 = arith.constant 0.000000e+00 : f64
          memref.store %cst_82, %alloca_29[] : memref<f64>
        }
        %162 = memref.load %alloca_28[] : memref<f64>
        %163 = memref.load %alloca_29[] : memref<f64>
        %164 = memref.load %alloca_26[] : memref<f64>
        %165 = memref.load %alloca_27[] : memref<f64>
        %166 = nvvm.mma.sync A[%162]  B[%163]  C[%164, %165]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %167 = llvm.extractvalue %166[0] : !llvm.struct<(f64, f64)> 
        memref.store %167, %alloca_26[] : memref<f64>
        %168 = llvm.extractvalue %166[1] : !llvm.struct<(f64, f64)> 
        memref.store %168, %alloca_27[] : memref<f64>
        %169 = arith.addi %142, %118 : i64
        %c2_i64 = arith.constant 2 : i64
        %170 = arith.muli %119, %c2_i64 : i64
        %171 = arith.addi %143, %170 : i64
        %c20_i64 = arith.constant 20 : i64
        %172 = arith.cmpi slt, %169, %c20_i64 : i64
        %c9_i64 = arith.constant 9 : i64
        %173 = arith.cmpi slt, %171, %c9_i64 : i64
        %174 = arith.andi %172, %173 : i1
        scf.if %174 {
          %cst_82 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_26[] : memref<f64>
          %183 = arith.mulf %cst_82, %182 : f64
          %c20_i64_83 = arith.constant 20 : i64
          %184 = arith.muli %171, %c20_i64_83 : i64
          %185 = arith.addi %169, %184 : i64
          %186 = llvm.getelementptr %111[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %183, %186 : f64, !llvm.ptr<3>
        }
        %175 = arith.addi %142, %118 : i64
        %c2_i64_79 = arith.constant 2 : i64
        %176 = arith.muli %119, %c2_i64_79 : i64
        %c1_i64 = arith.constant 1 : i64
        %177 = arith.addi %176, %c1_i64 : i64
        %178 = arith.addi %143, %177 : i64
        %c20_i64_80 = arith.constant 20 : i64
        %179 = arith.cmpi slt, %175, %c20_i64_80 : i64
        %c9_i64_81 = arith.constant 9 : i64
        %180 = arith.cmpi slt, %178, %c9_i64_81 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %cst_82 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_27[] : memref<f64>
          %183 = arith.mulf %cst_82, %182 : f64
          %c20_i64_83 = arith.constant 20 : i64
          %184 = arith.muli %178, %c20_i64_83 : i64
          %185 = arith.addi %175, %184 : i64
          %186 = llvm.getelementptr %111[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %183, %186 : f64, !llvm.ptr<3>
        }
      }
      %c360_i64 = arith.constant 360 : i64
      %120 = arith.muli %96, %c360_i64 : i64
      %121 = llvm.getelementptr %91[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      gpu.barrier
      %thread_id_x_50 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_50 : index to i64
      %c64_i64_51 = arith.constant 64 : i64
      %thread_id_y_52 = gpu.thread_id  y
      %123 = arith.index_cast %thread_id_y_52 : index to i64
      %124 = arith.muli %c64_i64_51, %123 : i64
      %125 = arith.addi %122, %124 : i64
      %c32_i64_53 = arith.constant 32 : i64
      %126 = arith.divsi %125, %c32_i64_53 : i64
      %c32_i64_54 = arith.constant 32 : i64
      %127 = arith.remsi %125, %c32_i64_54 : i64
      %c4_i64_55 = arith.constant 4 : i64
      %128 = arith.divsi %127, %c4_i64_55 : i64
      %c4_i64_56 = arith.constant 4 : i64
      %129 = arith.remsi %127, %c4_i64_56 : i64
      %c6_i64_57 = arith.constant 6 : i64
      %c6_i64_58 = arith.constant 6 : i64
      scf.for %arg9 = %126 to %c6_i64_57 step %c6_i64_58  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %140 = arith.remsi %arg9, %c3_i64 : i64
        %c3_i64_68 = arith.constant 3 : i64
        %141 = arith.divsi %arg9, %c3_i64_68 : i64
        %c16_i64 = arith.constant 16 : i64
        %142 = arith.muli %140, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %143 = arith.muli %141, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_30[] : memref<f64>
        %cst_69 = arith.constant 0.000000e+00 : f64
        memref.store %cst_69, %alloca_31[] : memref<f64>
        %cst_70 = arith.constant 0.000000e+00 : f64
        memref.store %cst_70, %alloca_32[] : memref<f64>
        %cst_71 = arith.constant 0.000000e+00 : f64
        memref.store %cst_71, %alloca_33[] : memref<f64>
        %144 = arith.addi %142, %128 : i64
        %c34_i64 = arith.constant 34 : i64
        %145 = arith.minsi %144, %c34_i64 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %146 = arith.addi %142, %c8_i64_72 : i64
        %147 = arith.addi %146, %128 : i64
        %c34_i64_73 = arith.constant 34 : i64
        %148 = arith.minsi %147, %c34_i64_73 : i64
        %149 = arith.addi %143, %128 : i64
        %c8_i64_74 = arith.constant 8 : i64
        %150 = arith.minsi %149, %c8_i64_74 : i64
        %c0_i64 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c4_i64_75 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64 to %c20_i64 step %c4_i64_75  : i64 {
          %179 = arith.addi %arg10, %129 : i64
          %180 = arith.addi %arg10, %129 : i64
          %c36_i64 = arith.constant 36 : i64
          %181 = arith.muli %179, %c36_i64 : i64
          %182 = arith.addi %145, %181 : i64
          %183 = llvm.getelementptr %89[%182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %184 = llvm.load %183 : !llvm.ptr<1> -> f64
          %c36_i64_88 = arith.constant 36 : i64
          %185 = arith.muli %179, %c36_i64_88 : i64
          %186 = arith.addi %148, %185 : i64
          %187 = llvm.getelementptr %89[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %188 = llvm.load %187 : !llvm.ptr<1> -> f64
          %c20_i64_89 = arith.constant 20 : i64
          %189 = arith.muli %150, %c20_i64_89 : i64
          %190 = arith.addi %180, %189 : i64
          %191 = llvm.getelementptr %111[%190] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %192 = llvm.load %191 : !llvm.ptr<3> -> f64
          %193 = memref.load %alloca_30[] : memref<f64>
          %194 = memref.load %alloca_31[] : memref<f64>
          %195 = nvvm.mma.sync A[%184]  B[%192]  C[%193, %194]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %196 = llvm.extractvalue %195[0] : !llvm.struct<(f64, f64)> 
          memref.store %196, %alloca_30[] : memref<f64>
          %197 = llvm.extractvalue %195[1] : !llvm.struct<(f64, f64)> 
          memref.store %197, %alloca_31[] : memref<f64>
          %198 = memref.load %alloca_32[] : memref<f64>
          %199 = memref.load %alloca_33[] : memref<f64>
          %200 = nvvm.mma.sync A[%188]  B[%192]  C[%198, %199]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %201 = llvm.extractvalue %200[0] : !llvm.struct<(f64, f64)> 
          memref.store %201, %alloca_32[] : memref<f64>
          %202 = llvm.extractvalue %200[1] : !llvm.struct<(f64, f64)> 
          memref.store %202, %alloca_33[] : memref<f64>
        }
        %151 = arith.addi %142, %128 : i64
        %c2_i64 = arith.constant 2 : i64
        %152 = arith.muli %129, %c2_i64 : i64
        %153 = arith.addi %143, %152 : i64
        %c35_i64 = arith.constant 35 : i64
        %154 = arith.cmpi slt, %151, %c35_i64 : i64
        %c9_i64 = arith.constant 9 : i64
        %155 = arith.cmpi slt, %153, %c9_i64 : i64
        %156 = arith.andi %154, %155 : i1
        scf.if %156 {
          %cst_88 = arith.constant -1.000000e+00 : f64
          %179 = memref.load %alloca_30[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %180 = arith.muli %153, %c40_i64 : i64
          %181 = arith.addi %151, %180 : i64
          %182 = llvm.getelementptr %121[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %183 = llvm.load %182 : !llvm.ptr<1> -> f64
          %184 = llvm.intr.fma(%cst_88, %179, %183) : (f64, f64, f64) -> f64
          %c40_i64_89 = arith.constant 40 : i64
          %185 = arith.muli %153, %c40_i64_89 : i64
          %186 = arith.addi %151, %185 : i64
          %187 = llvm.getelementptr %121[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %184, %187 : f64, !llvm.ptr<1>
        }
        %157 = arith.addi %142, %128 : i64
        %c2_i64_76 = arith.constant 2 : i64
        %158 = arith.muli %129, %c2_i64_76 : i64
        %c1_i64 = arith.constant 1 : i64
        %159 = arith.addi %158, %c1_i64 : i64
        %160 = arith.addi %143, %159 : i64
        %c35_i64_77 = arith.constant 35 : i64
        %161 = arith.cmpi slt, %157, %c35_i64_77 : i64
        %c9_i64_78 = arith.constant 9 : i64
        %162 = arith.cmpi slt, %160, %c9_i64_78 : i64
        %163 = arith.andi %161, %162 : i1
        scf.if %163 {
          %cst_88 = arith.constant -1.000000e+00 : f64
          %179 = memref.load %alloca_31[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %180 = arith.muli %160, %c40_i64 : i64
          %181 = arith.addi %157, %180 : i64
          %182 = llvm.getelementptr %121[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %183 = llvm.load %182 : !llvm.ptr<1> -> f64
          %184 = llvm.intr.fma(%cst_88, %179, %183) : (f64, f64, f64) -> f64
          %c40_i64_89 = arith.constant 40 : i64
          %185 = arith.muli %160, %c40_i64_89 : i64
          %186 = arith.addi %157, %185 : i64
          %187 = llvm.getelementptr %121[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %184, %187 : f64, !llvm.ptr<1>
        }
        %c8_i64_79 = arith.constant 8 : i64
        %164 = arith.addi %142, %c8_i64_79 : i64
        %165 = arith.addi %164, %128 : i64
        %c2_i64_80 = arith.constant 2 : i64
        %166 = arith.muli %129, %c2_i64_80 : i64
        %167 = arith.addi %143, %166 : i64
        %c35_i64_81 = arith.constant 35 : i64
        %168 = arith.cmpi slt, %165, %c35_i64_81 : i64
        %c9_i64_82 = arith.constant 9 : i64
        %169 = arith.cmpi slt, %167, %c9_i64_82 : i64
        %170 = arith.andi %168, %169 : i1
        scf.if %170 {
          %cst_88 = arith.constant -1.000000e+00 : f64
          %179 = memref.load %alloca_32[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %180 = arith.muli %167, %c40_i64 : i64
          %181 = arith.addi %165, %180 : i64
          %182 = llvm.getelementptr %121[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %183 = llvm.load %182 : !llvm.ptr<1> -> f64
          %184 = llvm.intr.fma(%cst_88, %179, %183) : (f64, f64, f64) -> f64
          %c40_i64_89 = arith.constant 40 : i64
          %185 = arith.muli %167, %c40_i64_89 : i64
          %186 = arith.addi %165, %185 : i64
          %187 = llvm.getelementptr %121[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %184, %187 : f64, !llvm.ptr<1>
        }
        %c8_i64_83 = arith.constant 8 : i64
        %171 = arith.addi %142, %c8_i64_83 : i64
        %172 = arith.addi %171, %128 : i64
        %c2_i64_84 = arith.constant 2 : i64
        %173 = arith.muli %129, %c2_i64_84 : i64
        %c1_i64_85 = arith.constant 1 : i64
        %174 = arith.addi %173, %c1_i64_85 : i64
        %175 = arith.addi %143, %174 : i64
        %c35_i64_86 = arith.constant 35 : i64
        %176 = arith.cmpi slt, %172, %c35_i64_86 : i64
        %c9_i64_87 = arith.constant 9 : i64
        %177 = arith.cmpi slt, %175, %c9_i64_87 : i64
        %178 = arith.andi %176, %177 : i1
        scf.if %178 {
          %cst_88 = arith.constant -1.000000e+00 : f64
          %179 = memref.load %alloca_33[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %180 = arith.muli %175, %c40_i64 : i64
          %181 = arith.addi %172, %180 : i64
          %182 = llvm.getelementptr %121[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %183 = llvm.load %182 : !llvm.ptr<1> -> f64
          %184 = llvm.intr.fma(%cst_88, %179, %183) : (f64, f64, f64) -> f64
          %c40_i64_89 = arith.constant 40 : i64
          %185 = arith.muli %175, %c40_i64_89 : i64
          %186 = arith.addi %172, %185 : i64
          %187 = llvm.getelementptr %121[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %184, %187 : f64, !llvm.ptr<1>
        }
      }
      %c180_i64 = arith.constant 180 : i64
      %130 = arith.muli %96, %c180_i64 : i64
      %131 = llvm.getelementptr %94[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_59 = gpu.thread_id  x
      %132 = arith.index_cast %thread_id_x_59 : index to i64
      %c64_i64_60 = arith.constant 64 : i64
      %thread_id_y_61 = gpu.thread_id  y
      %133 = arith.index_cast %thread_id_y_61 : index to i64
      %134 = arith.muli %c64_i64_60, %133 : i64
      %135 = arith.addi %132, %134 : i64
      %c32_i64_62 = arith.constant 32 : i64
      %136 = arith.divsi %135, %c32_i64_62 : i64
      %c32_i64_63 = arith.constant 32 : i64
      %137 = arith.remsi %135, %c32_i64_63 : i64
      %c4_i64_64 = arith.constant 4 : i64
      %138 = arith.divsi %137, %c4_i64_64 : i64
      %c4_i64_65 = arith.constant 4 : i64
      %139 = arith.remsi %137, %c4_i64_65 : i64
      %c6_i64_66 = arith.constant 6 : i64
      %c6_i64_67 = arith.constant 6 : i64
      scf.for %arg9 = %136 to %c6_i64_66 step %c6_i64_67  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %140 = arith.remsi %arg9, %c3_i64 : i64
        %c3_i64_68 = arith.constant 3 : i64
        %141 = arith.divsi %arg9, %c3_i64_68 : i64
        %c8_i64 = arith.constant 8 : i64
        %142 = arith.muli %140, %c8_i64 : i64
        %c8_i64_69 = arith.constant 8 : i64
        %143 = arith.muli %141, %c8_i64_69 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_34[] : memref<f64>
        %cst_70 = arith.constant 0.000000e+00 : f64
        memref.store %cst_70, %alloca_35[] : memref<f64>
        %144 = arith.addi %142, %138 : i64
        %c19_i64 = arith.constant 19 : i64
        %145 = arith.minsi %144, %c19_i64 : i64
        %146 = arith.addi %143, %138 : i64
        %c8_i64_71 = arith.constant 8 : i64
        %147 = arith.minsi %146, %c8_i64_71 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %c4_i64_73 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64 to %c8_i64_72 step %c4_i64_73  : i64 {
          %182 = arith.addi %arg10, %139 : i64
          %183 = arith.addi %arg10, %139 : i64
          %c20_i64_85 = arith.constant 20 : i64
          %184 = arith.muli %182, %c20_i64_85 : i64
          %185 = arith.addi %145, %184 : i64
          %186 = llvm.getelementptr %111[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %187 = llvm.load %186 : !llvm.ptr<3> -> f64
          %c9_i64_86 = arith.constant 9 : i64
          %188 = arith.muli %147, %c9_i64_86 : i64
          %189 = arith.addi %183, %188 : i64
          %190 = llvm.getelementptr %100[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = memref.load %alloca_34[] : memref<f64>
          %193 = memref.load %alloca_35[] : memref<f64>
          %194 = nvvm.mma.sync A[%187]  B[%191]  C[%192, %193]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %195 = llvm.extractvalue %194[0] : !llvm.struct<(f64, f64)> 
          memref.store %195, %alloca_34[] : memref<f64>
          %196 = llvm.extractvalue %194[1] : !llvm.struct<(f64, f64)> 
          memref.store %196, %alloca_35[] : memref<f64>
        }
        %c8_i64_74 = arith.constant 8 : i64
        %148 = arith.addi %c8_i64_74, %139 : i64
        %c8_i64_75 = arith.constant 8 : i64
        %149 = arith.addi %c8_i64_75, %139 : i64
        %c8_i64_76 = arith.constant 8 : i64
        %150 = arith.minsi %148, %c8_i64_76 : i64
        %c20_i64 = arith.constant 20 : i64
        %151 = arith.muli %150, %c20_i64 : i64
        %152 = arith.addi %145, %151 : i64
        %153 = llvm.getelementptr %111[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %154 = llvm.load %153 : !llvm.ptr<3> -> f64
        memref.store %154, %alloca_36[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %155 = arith.cmpi sge, %148, %c9_i64 : i64
        scf.if %155 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_36[] : memref<f64>
        }
        %c8_i64_77 = arith.constant 8 : i64
        %156 = arith.minsi %149, %c8_i64_77 : i64
        %c9_i64_78 = arith.constant 9 : i64
        %157 = arith.muli %147, %c9_i64_78 : i64
        %158 = arith.addi %156, %157 : i64
        %159 = llvm.getelementptr %100[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %160 = llvm.load %159 : !llvm.ptr<1> -> f64
        memref.store %160, %alloca_37[] : memref<f64>
        %c9_i64_79 = arith.constant 9 : i64
        %161 = arith.cmpi sge, %149, %c9_i64_79 : i64
        scf.if %161 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_37[] : memref<f64>
        }
        %162 = memref.load %alloca_36[] : memref<f64>
        %163 = memref.load %alloca_37[] : memref<f64>
        %164 = memref.load %alloca_34[] : memref<f64>
        %165 = memref.load %alloca_35[] : memref<f64>
        %166 = nvvm.mma.sync A[%162]  B[%163]  C[%164, %165]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %167 = llvm.extractvalue %166[0] : !llvm.struct<(f64, f64)> 
        memref.store %167, %alloca_34[] : memref<f64>
        %168 = llvm.extractvalue %166[1] : !llvm.struct<(f64, f64)> 
        memref.store %168, %alloca_35[] : memref<f64>
        %169 = arith.addi %142, %138 : i64
        %c2_i64 = arith.constant 2 : i64
        %170 = arith.muli %139, %c2_i64 : i64
        %171 = arith.addi %143, %170 : i64
        %c20_i64_80 = arith.constant 20 : i64
        %172 = arith.cmpi slt, %169, %c20_i64_80 : i64
        %c9_i64_81 = arith.constant 9 : i64
        %173 = arith.cmpi slt, %171, %c9_i64_81 : i64
        %174 = arith.andi %172, %173 : i1
        scf.if %174 {
          %cst_85 = arith.constant 2.000000e+00 : f64
          %182 = memref.load %alloca_34[] : memref<f64>
          %c20_i64_86 = arith.constant 20 : i64
          %183 = arith.muli %171, %c20_i64_86 : i64
          %184 = arith.addi %169, %183 : i64
          %185 = llvm.getelementptr %131[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_85, %182, %186) : (f64, f64, f64) -> f64
          %c20_i64_87 = arith.constant 20 : i64
          %188 = arith.muli %171, %c20_i64_87 : i64
          %189 = arith.addi %169, %188 : i64
          %190 = llvm.getelementptr %131[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %175 = arith.addi %142, %138 : i64
        %c2_i64_82 = arith.constant 2 : i64
        %176 = arith.muli %139, %c2_i64_82 : i64
        %c1_i64 = arith.constant 1 : i64
        %177 = arith.addi %176, %c1_i64 : i64
        %178 = arith.addi %143, %177 : i64
        %c20_i64_83 = arith.constant 20 : i64
        %179 = arith.cmpi slt, %175, %c20_i64_83 : i64
        %c9_i64_84 = arith.constant 9 : i64
        %180 = arith.cmpi slt, %178, %c9_i64_84 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %cst_85 = arith.constant 2.000000e+00 : f64
          %182 = memref.load %alloca_35[] : memref<f64>
          %c20_i64_86 = arith.constant 20 : i64
          %183 = arith.muli %178, %c20_i64_86 : i64
          %184 = arith.addi %175, %183 : i64
          %185 = llvm.getelementptr %131[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_85, %182, %186) : (f64, f64, f64) -> f64
          %c20_i64_87 = arith.constant 20 : i64
          %188 = arith.muli %178, %c20_i64_87 : i64
          %189 = arith.addi %175, %188 : i64
          %190 = llvm.getelementptr %131[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
