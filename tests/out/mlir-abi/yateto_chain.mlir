module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_fused_gemm_volume_8_0_a1b2c3_d4() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8064 x i8>
    gpu.func @fused_gemm_volume_8_0_a1b2c3_d4(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: f64) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(64 : i64) : i64
      %3 = llvm.mlir.constant(56 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(64 : i64) : i64
      %6 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg0, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x56xf64, strided<[1, 64]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(9 : i64) : i64
      %17 = llvm.mlir.constant(9 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(9 : i64) : i64
      %20 = llvm.mlir.constant(81 : i64) : i64
      %21 = llvm.insertvalue %arg3, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %23 = llvm.insertvalue %15, %22[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %24 = llvm.insertvalue %16, %23[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %17, %24[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %arg4, %25[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %18, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %19, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %20, %28[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x9x?xf64, strided<[1, 9, 81]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(56 : i64) : i64
      %34 = llvm.mlir.constant(9 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.mlir.constant(56 : i64) : i64
      %37 = llvm.mlir.constant(504 : i64) : i64
      %38 = llvm.insertvalue %arg5, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %arg5, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %34, %41[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %arg6, %42[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %37, %45[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<56x9x?xf64, strided<[1, 56, 504]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(20 : i64) : i64
      %51 = llvm.mlir.constant(35 : i64) : i64
      %52 = llvm.mlir.constant(1 : i64) : i64
      %53 = llvm.mlir.constant(20 : i64) : i64
      %54 = llvm.insertvalue %arg7, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %arg7, %54[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %49, %55[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %50, %56[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %51, %57[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %52, %58[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %53, %59[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = builtin.unrealized_conversion_cast %60 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<20x35xf64, strided<[1, 20]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<64x56xf64, strided<[1, 64]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<64x56xf64, strided<[1, 64]>, 1> -> index
      %62 = arith.index_cast %intptr : index to i64
      %63 = llvm.inttoptr %62 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %30 : memref<9x9x?xf64, strided<[1, 9, 81]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<9x9x?xf64, strided<[1, 9, 81]>, 1> -> index
      %64 = arith.index_cast %intptr_4 : index to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
      %66 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %47 : memref<56x9x?xf64, strided<[1, 56, 504]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %47 : memref<56x9x?xf64, strided<[1, 56, 504]>, 1> -> index
      %67 = arith.index_cast %intptr_9 : index to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<1>
      %69 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %61 : memref<20x35xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %61 : memref<20x35xf64, strided<[1, 20]>, 1> -> index
      %70 = arith.index_cast %intptr_14 : index to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<1>
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
      %block_id_x = gpu.block_id  x
      %72 = arith.index_cast %block_id_x : index to i64
      %73 = llvm.getelementptr %arg1[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %74 = llvm.load %73 : !llvm.ptr<1> -> !llvm.ptr
      %75 = llvm.addrspacecast %74 : !llvm.ptr to !llvm.ptr<1>
      %76 = llvm.getelementptr %75[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c81_i64 = arith.constant 81 : i64
      %77 = arith.muli %72, %c81_i64 : i64
      %78 = llvm.getelementptr %65[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c504_i64 = arith.constant 504 : i64
      %79 = arith.muli %72, %c504_i64 : i64
      %80 = llvm.getelementptr %68[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %81 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_volume_8_0_a1b2c3_d4 : !llvm.ptr<3>
      %82 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_volume_8_0_a1b2c3_d4 : !llvm.ptr<3>
      %c4032_i64 = arith.constant 4032 : i64
      %83 = llvm.getelementptr %82[%c4032_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %thread_id_x = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y : index to i64
      %86 = arith.muli %c64_i64, %85 : i64
      %87 = arith.addi %84, %86 : i64
      %c32_i64 = arith.constant 32 : i64
      %88 = arith.divsi %87, %c32_i64 : i64
      %c32_i64_38 = arith.constant 32 : i64
      %89 = arith.remsi %87, %c32_i64_38 : i64
      %c4_i64 = arith.constant 4 : i64
      %90 = arith.divsi %89, %c4_i64 : i64
      %c4_i64_39 = arith.constant 4 : i64
      %91 = arith.remsi %89, %c4_i64_39 : i64
      %c8_i64 = arith.constant 8 : i64
      %c6_i64 = arith.constant 6 : i64
      scf.for %arg10 = %88 to %c8_i64 step %c6_i64  : i64 {
        %c4_i64_51 = arith.constant 4 : i64
        %103 = arith.remsi %arg10, %c4_i64_51 : i64
        %c4_i64_52 = arith.constant 4 : i64
        %104 = arith.divsi %arg10, %c4_i64_52 : i64
        %c16_i64 = arith.constant 16 : i64
        %105 = arith.muli %103, %c16_i64 : i64
        %c8_i64_53 = arith.constant 8 : i64
        %106 = arith.muli %104, %c8_i64_53 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_54 = arith.constant 0.000000e+00 : f64
        memref.store %cst_54, %alloca_15[] : memref<f64>
        %cst_55 = arith.constant 0.000000e+00 : f64
        memref.store %cst_55, %alloca_16[] : memref<f64>
        %cst_56 = arith.constant 0.000000e+00 : f64
        memref.store %cst_56, %alloca_17[] : memref<f64>
        %107 = arith.addi %105, %90 : i64
        %c55_i64 = arith.constant 55 : i64
        %108 = arith.minsi %107, %c55_i64 : i64
        %c8_i64_57 = arith.constant 8 : i64
        %109 = arith.addi %105, %c8_i64_57 : i64
        %110 = arith.addi %109, %90 : i64
        %c55_i64_58 = arith.constant 55 : i64
        %111 = arith.minsi %110, %c55_i64_58 : i64
        %112 = arith.addi %106, %90 : i64
        %c8_i64_59 = arith.constant 8 : i64
        %113 = arith.minsi %112, %c8_i64_59 : i64
        %c0_i64_60 = arith.constant 0 : i64
        %c32_i64_61 = arith.constant 32 : i64
        %c4_i64_62 = arith.constant 4 : i64
        scf.for %arg11 = %c0_i64_60 to %c32_i64_61 step %c4_i64_62  : i64 {
          %176 = arith.addi %arg11, %91 : i64
          %177 = arith.addi %arg11, %91 : i64
          %c64_i64_85 = arith.constant 64 : i64
          %178 = arith.muli %108, %c64_i64_85 : i64
          %179 = arith.addi %176, %178 : i64
          %180 = llvm.getelementptr %63[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %181 = llvm.load %180 : !llvm.ptr<1> -> f64
          %c64_i64_86 = arith.constant 64 : i64
          %182 = arith.muli %111, %c64_i64_86 : i64
          %183 = arith.addi %176, %182 : i64
          %184 = llvm.getelementptr %63[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %185 = llvm.load %184 : !llvm.ptr<1> -> f64
          %c36_i64_87 = arith.constant 36 : i64
          %186 = arith.muli %113, %c36_i64_87 : i64
          %187 = arith.addi %177, %186 : i64
          %188 = llvm.getelementptr %76[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %189 = llvm.load %188 : !llvm.ptr<1> -> f64
          %190 = memref.load %alloca[] : memref<f64>
          %191 = memref.load %alloca_15[] : memref<f64>
          %192 = nvvm.mma.sync A[%181]  B[%189]  C[%190, %191]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %193 = llvm.extractvalue %192[0] : !llvm.struct<(f64, f64)> 
          memref.store %193, %alloca[] : memref<f64>
          %194 = llvm.extractvalue %192[1] : !llvm.struct<(f64, f64)> 
          memref.store %194, %alloca_15[] : memref<f64>
          %195 = memref.load %alloca_16[] : memref<f64>
          %196 = memref.load %alloca_17[] : memref<f64>
          %197 = nvvm.mma.sync A[%185]  B[%189]  C[%195, %196]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %198 = llvm.extractvalue %197[0] : !llvm.struct<(f64, f64)> 
          memref.store %198, %alloca_16[] : memref<f64>
          %199 = llvm.extractvalue %197[1] : !llvm.struct<(f64, f64)> 
          memref.store %199, %alloca_17[] : memref<f64>
        }
        %c32_i64_63 = arith.constant 32 : i64
        %114 = arith.addi %c32_i64_63, %91 : i64
        %c32_i64_64 = arith.constant 32 : i64
        %115 = arith.addi %c32_i64_64, %91 : i64
        %c34_i64 = arith.constant 34 : i64
        %116 = arith.minsi %114, %c34_i64 : i64
        %c64_i64_65 = arith.constant 64 : i64
        %117 = arith.muli %108, %c64_i64_65 : i64
        %118 = arith.addi %116, %117 : i64
        %119 = llvm.getelementptr %63[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %120 = llvm.load %119 : !llvm.ptr<1> -> f64
        memref.store %120, %alloca_18[] : memref<f64>
        %c35_i64_66 = arith.constant 35 : i64
        %121 = arith.cmpi sge, %114, %c35_i64_66 : i64
        scf.if %121 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_18[] : memref<f64>
        }
        %c34_i64_67 = arith.constant 34 : i64
        %122 = arith.minsi %114, %c34_i64_67 : i64
        %c64_i64_68 = arith.constant 64 : i64
        %123 = arith.muli %111, %c64_i64_68 : i64
        %124 = arith.addi %122, %123 : i64
        %125 = llvm.getelementptr %63[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %126 = llvm.load %125 : !llvm.ptr<1> -> f64
        memref.store %126, %alloca_19[] : memref<f64>
        %c35_i64_69 = arith.constant 35 : i64
        %127 = arith.cmpi sge, %114, %c35_i64_69 : i64
        scf.if %127 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_19[] : memref<f64>
        }
        %c34_i64_70 = arith.constant 34 : i64
        %128 = arith.minsi %115, %c34_i64_70 : i64
        %c36_i64 = arith.constant 36 : i64
        %129 = arith.muli %113, %c36_i64 : i64
        %130 = arith.addi %128, %129 : i64
        %131 = llvm.getelementptr %76[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %132 = llvm.load %131 : !llvm.ptr<1> -> f64
        memref.store %132, %alloca_20[] : memref<f64>
        %c35_i64_71 = arith.constant 35 : i64
        %133 = arith.cmpi sge, %115, %c35_i64_71 : i64
        scf.if %133 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_20[] : memref<f64>
        }
        %134 = memref.load %alloca_18[] : memref<f64>
        %135 = memref.load %alloca_20[] : memref<f64>
        %136 = memref.load %alloca[] : memref<f64>
        %137 = memref.load %alloca_15[] : memref<f64>
        %138 = nvvm.mma.sync A[%134]  B[%135]  C[%136, %137]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %139 = llvm.extractvalue %138[0] : !llvm.struct<(f64, f64)> 
        memref.store %139, %alloca[] : memref<f64>
        %140 = llvm.extractvalue %138[1] : !llvm.struct<(f64, f64)> 
        memref.store %140, %alloca_15[] : memref<f64>
        %141 = memref.load %alloca_19[] : memref<f64>
        %142 = memref.load %alloca_20[] : memref<f64>
        %143 = memref.load %alloca_16[] : memref<f64>
        %144 = memref.load %alloca_17[] : memref<f64>
        %145 = nvvm.mma.sync A[%141]  B[%142]  C[%143, %144]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %146 = llvm.extractvalue %145[0] : !llvm.struct<(f64, f64)> 
        memref.store %146, %alloca_16[] : memref<f64>
        %147 = llvm.extractvalue %145[1] : !llvm.struct<(f64, f64)> 
        memref.store %147, %alloca_17[] : memref<f64>
        %148 = arith.addi %105, %90 : i64
        %c2_i64 = arith.constant 2 : i64
        %149 = arith.muli %91, %c2_i64 : i64
        %150 = arith.addi %106, %149 : i64
        %c56_i64 = arith.constant 56 : i64
        %151 = arith.cmpi slt, %148, %c56_i64 : i64
        %c9_i64 = arith.constant 9 : i64
        %152 = arith.cmpi slt, %150, %c9_i64 : i64
        %153 = arith.andi %151, %152 : i1
        scf.if %153 {
          %176 = memref.load %alloca[] : memref<f64>
          %c56_i64_85 = arith.constant 56 : i64
          %177 = arith.muli %150, %c56_i64_85 : i64
          %178 = arith.addi %148, %177 : i64
          %179 = llvm.getelementptr %81[%178] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %176, %179 : f64, !llvm.ptr<3>
        }
        %154 = arith.addi %105, %90 : i64
        %c2_i64_72 = arith.constant 2 : i64
        %155 = arith.muli %91, %c2_i64_72 : i64
        %c1_i64_73 = arith.constant 1 : i64
        %156 = arith.addi %155, %c1_i64_73 : i64
        %157 = arith.addi %106, %156 : i64
        %c56_i64_74 = arith.constant 56 : i64
        %158 = arith.cmpi slt, %154, %c56_i64_74 : i64
        %c9_i64_75 = arith.constant 9 : i64
        %159 = arith.cmpi slt, %157, %c9_i64_75 : i64
        %160 = arith.andi %158, %159 : i1
        scf.if %160 {
          %176 = memref.load %alloca_15[] : memref<f64>
          %c56_i64_85 = arith.constant 56 : i64
          %177 = arith.muli %157, %c56_i64_85 : i64
          %178 = arith.addi %154, %177 : i64
          %179 = llvm.getelementptr %81[%178] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %176, %179 : f64, !llvm.ptr<3>
        }
        %c8_i64_76 = arith.constant 8 : i64
        %161 = arith.addi %105, %c8_i64_76 : i64
        %162 = arith.addi %161, %90 : i64
        %c2_i64_77 = arith.constant 2 : i64
        %163 = arith.muli %91, %c2_i64_77 : i64
        %164 = arith.addi %106, %163 : i64
        %c56_i64_78 = arith.constant 56 : i64
        %165 = arith.cmpi slt, %162, %c56_i64_78 : i64
        %c9_i64_79 = arith.constant 9 : i64
        %166 = arith.cmpi slt, %164, %c9_i64_79 : i64
        %167 = arith.andi %165, %166 : i1
        scf.if %167 {
          %176 = memref.load %alloca_16[] : memref<f64>
          %c56_i64_85 = arith.constant 56 : i64
          %177 = arith.muli %164, %c56_i64_85 : i64
          %178 = arith.addi %162, %177 : i64
          %179 = llvm.getelementptr %81[%178] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %176, %179 : f64, !llvm.ptr<3>
        }
        %c8_i64_80 = arith.constant 8 : i64
        %168 = arith.addi %105, %c8_i64_80 : i64
        %169 = arith.addi %168, %90 : i64
        %c2_i64_81 = arith.constant 2 : i64
        %170 = arith.muli %91, %c2_i64_81 : i64
        %c1_i64_82 = arith.constant 1 : i64
        %171 = arith.addi %170, %c1_i64_82 : i64
        %172 = arith.addi %106, %171 : i64
        %c56_i64_83 = arith.constant 56 : i64
        %173 = arith.cmpi slt, %169, %c56_i64_83 : i64
        %c9_i64_84 = arith.constant 9 : i64
        %174 = arith.cmpi slt, %172, %c9_i64_84 : i64
        %175 = arith.andi %173, %174 : i1
        scf.if %175 {
          %176 = memref.load %alloca_17[] : memref<f64>
          %c56_i64_85 = arith.constant 56 : i64
          %177 = arith.muli %172, %c56_i64_85 : i64
          %178 = arith.addi %169, %177 : i64
          %179 = llvm.getelementptr %81[%178] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %176, %179 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_40 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_40 : index to i64
      %c64_i64_41 = arith.constant 64 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_42 : index to i64
      %94 = arith.muli %c64_i64_41, %93 : i64
      %95 = arith.addi %92, %94 : i64
      %c32_i64_43 = arith.constant 32 : i64
      %96 = arith.divsi %95, %c32_i64_43 : i64
      %c32_i64_44 = arith.constant 32 : i64
      %97 = arith.remsi %95, %c32_i64_44 : i64
      %c4_i64_45 = arith.constant 4 : i64
      %98 = arith.divsi %97, %c4_i64_45 : i64
      %c4_i64_46 = arith.constant 4 : i64
      %99 = arith.remsi %97, %c4_i64_46 : i64
      %c8_i64_47 = arith.constant 8 : i64
      %c6_i64_48 = arith.constant 6 : i64
      scf.for %arg10 = %96 to %c8_i64_47 step %c6_i64_48  : i64 {
        %c4_i64_51 = arith.constant 4 : i64
        %103 = arith.remsi %arg10, %c4_i64_51 : i64
        %c4_i64_52 = arith.constant 4 : i64
        %104 = arith.divsi %arg10, %c4_i64_52 : i64
        %c16_i64 = arith.constant 16 : i64
        %105 = arith.muli %103, %c16_i64 : i64
        %c8_i64_53 = arith.constant 8 : i64
        %106 = arith.muli %104, %c8_i64_53 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_21[] : memref<f64>
        %cst_54 = arith.constant 0.000000e+00 : f64
        memref.store %cst_54, %alloca_22[] : memref<f64>
        %cst_55 = arith.constant 0.000000e+00 : f64
        memref.store %cst_55, %alloca_23[] : memref<f64>
        %cst_56 = arith.constant 0.000000e+00 : f64
        memref.store %cst_56, %alloca_24[] : memref<f64>
        %107 = arith.addi %105, %98 : i64
        %c55_i64 = arith.constant 55 : i64
        %108 = arith.minsi %107, %c55_i64 : i64
        %c8_i64_57 = arith.constant 8 : i64
        %109 = arith.addi %105, %c8_i64_57 : i64
        %110 = arith.addi %109, %98 : i64
        %c55_i64_58 = arith.constant 55 : i64
        %111 = arith.minsi %110, %c55_i64_58 : i64
        %112 = arith.addi %106, %98 : i64
        %c8_i64_59 = arith.constant 8 : i64
        %113 = arith.minsi %112, %c8_i64_59 : i64
        %c0_i64_60 = arith.constant 0 : i64
        %c8_i64_61 = arith.constant 8 : i64
        %c4_i64_62 = arith.constant 4 : i64
        scf.for %arg11 = %c0_i64_60 to %c8_i64_61 step %c4_i64_62  : i64 {
          %176 = arith.addi %arg11, %99 : i64
          %177 = arith.addi %arg11, %99 : i64
          %c56_i64_87 = arith.constant 56 : i64
          %178 = arith.muli %176, %c56_i64_87 : i64
          %179 = arith.addi %108, %178 : i64
          %180 = llvm.getelementptr %81[%179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %181 = llvm.load %180 : !llvm.ptr<3> -> f64
          %c56_i64_88 = arith.constant 56 : i64
          %182 = arith.muli %176, %c56_i64_88 : i64
          %183 = arith.addi %111, %182 : i64
          %184 = llvm.getelementptr %81[%183] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %185 = llvm.load %184 : !llvm.ptr<3> -> f64
          %c9_i64_89 = arith.constant 9 : i64
          %186 = arith.muli %113, %c9_i64_89 : i64
          %187 = arith.addi %177, %186 : i64
          %188 = llvm.getelementptr %78[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %189 = llvm.load %188 : !llvm.ptr<1> -> f64
          %190 = memref.load %alloca_21[] : memref<f64>
          %191 = memref.load %alloca_22[] : memref<f64>
          %192 = nvvm.mma.sync A[%181]  B[%189]  C[%190, %191]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %193 = llvm.extractvalue %192[0] : !llvm.struct<(f64, f64)> 
          memref.store %193, %alloca_21[] : memref<f64>
          %194 = llvm.extractvalue %192[1] : !llvm.struct<(f64, f64)> 
          memref.store %194, %alloca_22[] : memref<f64>
          %195 = memref.load %alloca_23[] : memref<f64>
          %196 = memref.load %alloca_24[] : memref<f64>
          %197 = nvvm.mma.sync A[%185]  B[%189]  C[%195, %196]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %198 = llvm.extractvalue %197[0] : !llvm.struct<(f64, f64)> 
          memref.store %198, %alloca_23[] : memref<f64>
          %199 = llvm.extractvalue %197[1] : !llvm.struct<(f64, f64)> 
          memref.store %199, %alloca_24[] : memref<f64>
        }
        %c8_i64_63 = arith.constant 8 : i64
        %114 = arith.addi %c8_i64_63, %99 : i64
        %c8_i64_64 = arith.constant 8 : i64
        %115 = arith.addi %c8_i64_64, %99 : i64
        %c8_i64_65 = arith.constant 8 : i64
        %116 = arith.minsi %114, %c8_i64_65 : i64
        %c56_i64 = arith.constant 56 : i64
        %117 = arith.muli %116, %c56_i64 : i64
        %118 = arith.addi %108, %117 : i64
        %119 = llvm.getelementptr %81[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %120 = llvm.load %119 : !llvm.ptr<3> -> f64
        memref.store %120, %alloca_25[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %121 = arith.cmpi sge, %114, %c9_i64 : i64
        scf.if %121 {
          %cst_87 = arith.constant 0.000000e+00 : f64
          memref.store %cst_87, %alloca_25[] : memref<f64>
        }
        %c8_i64_66 = arith.constant 8 : i64
        %122 = arith.minsi %114, %c8_i64_66 : i64
        %c56_i64_67 = arith.constant 56 : i64
        %123 = arith.muli %122, %c56_i64_67 : i64
        %124 = arith.addi %111, %123 : i64
        %125 = llvm.getelementptr %81[%124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %126 = llvm.load %125 : !llvm.ptr<3> -> f64
        memref.store %126, %alloca_26[] : memref<f64>
        %c9_i64_68 = arith.constant 9 : i64
        %127 = arith.cmpi sge, %114, %c9_i64_68 : i64
        scf.if %127 {
          %cst_87 = arith.constant 0.000000e+00 : f64
          memref.store %cst_87, %alloca_26[] : memref<f64>
        }
        %c8_i64_69 = arith.constant 8 : i64
        %128 = arith.minsi %115, %c8_i64_69 : i64
        %c9_i64_70 = arith.constant 9 : i64
        %129 = arith.muli %113, %c9_i64_70 : i64
        %130 = arith.addi %128, %129 : i64
        %131 = llvm.getelementptr %78[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %132 = llvm.load %131 : !llvm.ptr<1> -> f64
        memref.store %132, %alloca_27[] : memref<f64>
        %c9_i64_71 = arith.constant 9 : i64
        %133 = arith.cmpi sge, %115, %c9_i64_71 : i64
        scf.if %133 {
          %cst_87 = arith.constant 0.000000e+00 : f64
          memref.store %cst_87, %alloca_27[] : memref<f64>
        }
        %134 = memref.load %alloca_25[] : memref<f64>
        %135 = memref.load %alloca_27[] : memref<f64>
        %136 = memref.load %alloca_21[] : memref<f64>
        %137 = memref.load %alloca_22[] : memref<f64>
        %138 = nvvm.mma.sync A[%134]  B[%135]  C[%136, %137]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %139 = llvm.extractvalue %138[0] : !llvm.struct<(f64, f64)> 
        memref.store %139, %alloca_21[] : memref<f64>
        %140 = llvm.extractvalue %138[1] : !llvm.struct<(f64, f64)> 
        memref.store %140, %alloca_22[] : memref<f64>
        %141 = memref.load %alloca_26[] : memref<f64>
        %142 = memref.load %alloca_27[] : memref<f64>
        %143 = memref.load %alloca_23[] : memref<f64>
        %144 = memref.load %alloca_24[] : memref<f64>
        %145 = nvvm.mma.sync A[%141]  B[%142]  C[%143, %144]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %146 = llvm.extractvalue %145[0] : !llvm.struct<(f64, f64)> 
        memref.store %146, %alloca_23[] : memref<f64>
        %147 = llvm.extractvalue %145[1] : !llvm.struct<(f64, f64)> 
        memref.store %147, %alloca_24[] : memref<f64>
        %148 = arith.addi %105, %98 : i64
        %c2_i64 = arith.constant 2 : i64
        %149 = arith.muli %99, %c2_i64 : i64
        %150 = arith.addi %106, %149 : i64
        %c56_i64_72 = arith.constant 56 : i64
        %151 = arith.cmpi slt, %148, %c56_i64_72 : i64
        %c9_i64_73 = arith.constant 9 : i64
        %152 = arith.cmpi slt, %150, %c9_i64_73 : i64
        %153 = arith.andi %151, %152 : i1
        scf.if %153 {
          %176 = memref.load %alloca_21[] : memref<f64>
          %177 = arith.mulf %arg9, %176 : f64
          %c56_i64_87 = arith.constant 56 : i64
          %178 = arith.muli %150, %c56_i64_87 : i64
          %179 = arith.addi %148, %178 : i64
          %180 = llvm.getelementptr %83[%179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %177, %180 : f64, !llvm.ptr<3>
        }
        %154 = arith.addi %105, %98 : i64
        %c2_i64_74 = arith.constant 2 : i64
        %155 = arith.muli %99, %c2_i64_74 : i64
        %c1_i64_75 = arith.constant 1 : i64
        %156 = arith.addi %155, %c1_i64_75 : i64
        %157 = arith.addi %106, %156 : i64
        %c56_i64_76 = arith.constant 56 : i64
        %158 = arith.cmpi slt, %154, %c56_i64_76 : i64
        %c9_i64_77 = arith.constant 9 : i64
        %159 = arith.cmpi slt, %157, %c9_i64_77 : i64
        %160 = arith.andi %158, %159 : i1
        scf.if %160 {
          %176 = memref.load %alloca_22[] : memref<f64>
          %177 = arith.mulf %arg9, %176 : f64
          %c56_i64_87 = arith.constant 56 : i64
          %178 = arith.muli %157, %c56_i64_87 : i64
          %179 = arith.addi %154, %178 : i64
          %180 = llvm.getelementptr %83[%179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %177, %180 : f64, !llvm.ptr<3>
        }
        %c8_i64_78 = arith.constant 8 : i64
        %161 = arith.addi %105, %c8_i64_78 : i64
        %162 = arith.addi %161, %98 : i64
        %c2_i64_79 = arith.constant 2 : i64
        %163 = arith.muli %99, %c2_i64_79 : i64
        %164 = arith.addi %106, %163 : i64
        %c56_i64_80 = arith.constant 56 : i64
        %165 = arith.cmpi slt, %162, %c56_i64_80 : i64
        %c9_i64_81 = arith.constant 9 : i64
        %166 = arith.cmpi slt, %164, %c9_i64_81 : i64
        %167 = arith.andi %165, %166 : i1
        scf.if %167 {
          %176 = memref.load %alloca_23[] : memref<f64>
          %177 = arith.mulf %arg9, %176 : f64
          %c56_i64_87 = arith.constant 56 : i64
          %178 = arith.muli %164, %c56_i64_87 : i64
          %179 = arith.addi %162, %178 : i64
          %180 = llvm.getelementptr %83[%179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %177, %180 : f64, !llvm.ptr<3>
        }
        %c8_i64_82 = arith.constant 8 : i64
        %168 = arith.addi %105, %c8_i64_82 : i64
        %169 = arith.addi %168, %98 : i64
        %c2_i64_83 = arith.constant 2 : i64
        %170 = arith.muli %99, %c2_i64_83 : i64
        %c1_i64_84 = arith.constant 1 : i64
        %171 = arith.addi %170, %c1_i64_84 : i64
        %172 = arith.addi %106, %171 : i64
        %c56_i64_85 = arith.constant 56 : i64
        %173 = arith.cmpi slt, %169, %c56_i64_85 : i64
        %c9_i64_86 = arith.constant 9 : i64
        %174 = arith.cmpi slt, %172, %c9_i64_86 : i64
        %175 = arith.andi %173, %174 : i1
        scf.if %175 {
          %176 = memref.load %alloca_24[] : memref<f64>
          %177 = arith.mulf %arg9, %176 : f64
          %c56_i64_87 = arith.constant 56 : i64
          %178 = arith.muli %172, %c56_i64_87 : i64
          %179 = arith.addi %169, %178 : i64
          %180 = llvm.getelementptr %83[%179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %177, %180 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_49 = arith.constant 1 : i64
      scf.for %arg10 = %c0_i64 to %c1_i64 step %c1_i64_49  : i64 {
        %thread_id_x_51 = gpu.thread_id  x
        %103 = arith.index_cast %thread_id_x_51 : index to i64
        %c64_i64_52 = arith.constant 64 : i64
        %thread_id_y_53 = gpu.thread_id  y
        %104 = arith.index_cast %thread_id_y_53 : index to i64
        %105 = arith.muli %c64_i64_52, %104 : i64
        %106 = arith.addi %103, %105 : i64
        %c576_i64 = arith.constant 576 : i64
        %107 = arith.muli %arg10, %c576_i64 : i64
        %108 = arith.addi %106, %107 : i64
        %c504_i64_54 = arith.constant 504 : i64
        %109 = arith.cmpi slt, %108, %c504_i64_54 : i64
        scf.if %109 {
          %117 = llvm.getelementptr %83[%108] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %118 = llvm.load %117 : !llvm.ptr<3> -> f64
          memref.store %118, %alloca_28[] : memref<f64>
          %119 = llvm.getelementptr %80[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %120 = llvm.load %119 : !llvm.ptr<1> -> f64
          memref.store %120, %alloca_29[] : memref<f64>
        }
        %c192_i64 = arith.constant 192 : i64
        %110 = arith.addi %108, %c192_i64 : i64
        %c504_i64_55 = arith.constant 504 : i64
        %111 = arith.cmpi slt, %110, %c504_i64_55 : i64
        scf.if %111 {
          %117 = llvm.getelementptr %83[%110] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %118 = llvm.load %117 : !llvm.ptr<3> -> f64
          memref.store %118, %alloca_30[] : memref<f64>
          %119 = llvm.getelementptr %80[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %120 = llvm.load %119 : !llvm.ptr<1> -> f64
          memref.store %120, %alloca_31[] : memref<f64>
        }
        %c384_i64 = arith.constant 384 : i64
        %112 = arith.addi %108, %c384_i64 : i64
        %c504_i64_56 = arith.constant 504 : i64
        %113 = arith.cmpi slt, %112, %c504_i64_56 : i64
        scf.if %113 {
          %117 = llvm.getelementptr %83[%112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %118 = llvm.load %117 : !llvm.ptr<3> -> f64
          memref.store %118, %alloca_32[] : memref<f64>
          %119 = llvm.getelementptr %80[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %120 = llvm.load %119 : !llvm.ptr<1> -> f64
          memref.store %120, %alloca_33[] : memref<f64>
        }
        %c504_i64_57 = arith.constant 504 : i64
        %114 = arith.cmpi slt, %108, %c504_i64_57 : i64
        scf.if %114 {
          %117 = memref.load %alloca_29[] : memref<f64>
          %118 = memref.load %alloca_28[] : memref<f64>
          %119 = arith.addf %117, %118 : f64
          %120 = llvm.getelementptr %80[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %119, %120 : f64, !llvm.ptr<1>
        }
        %c504_i64_58 = arith.constant 504 : i64
        %115 = arith.cmpi slt, %110, %c504_i64_58 : i64
        scf.if %115 {
          %117 = memref.load %alloca_31[] : memref<f64>
          %118 = memref.load %alloca_30[] : memref<f64>
          %119 = arith.addf %117, %118 : f64
          %120 = llvm.getelementptr %80[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %119, %120 : f64, !llvm.ptr<1>
        }
        %c504_i64_59 = arith.constant 504 : i64
        %116 = arith.cmpi slt, %112, %c504_i64_59 : i64
        scf.if %116 {
          %117 = memref.load %alloca_33[] : memref<f64>
          %118 = memref.load %alloca_32[] : memref<f64>
          %119 = arith.addf %117, %118 : f64
          %120 = llvm.getelementptr %80[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %119, %120 : f64, !llvm.ptr<1>
        }
      }
      %100 = llvm.getelementptr %arg8[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %101 = llvm.load %100 : !llvm.ptr<1> -> !llvm.ptr
      %102 = llvm.addrspacecast %101 : !llvm.ptr to !llvm.ptr<1>
      %c0_i64_50 = arith.constant 0 : i64
      %c35_i64 = arith.constant 35 : i64
      %c7_i64 = arith.constant 7 : i64
      scf.for %arg10 = %c0_i64_50 to %c35_i64 step %c7_i64  : i64 {
        %c20_i64 = arith.constant 20 : i64
        %103 = arith.muli %arg10, %c20_i64 : i64
        %104 = llvm.getelementptr %71[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %105 = llvm.getelementptr %76[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        gpu.barrier
        %thread_id_x_51 = gpu.thread_id  x
        %106 = arith.index_cast %thread_id_x_51 : index to i64
        %c64_i64_52 = arith.constant 64 : i64
        %thread_id_y_53 = gpu.thread_id  y
        %107 = arith.index_cast %thread_id_y_53 : index to i64
        %108 = arith.muli %c64_i64_52, %107 : i64
        %109 = arith.addi %106, %108 : i64
        %c32_i64_54 = arith.constant 32 : i64
        %110 = arith.divsi %109, %c32_i64_54 : i64
        %c32_i64_55 = arith.constant 32 : i64
        %111 = arith.remsi %109, %c32_i64_55 : i64
        %c4_i64_56 = arith.constant 4 : i64
        %112 = arith.divsi %111, %c4_i64_56 : i64
        %c4_i64_57 = arith.constant 4 : i64
        %113 = arith.remsi %111, %c4_i64_57 : i64
        %c6_i64_58 = arith.constant 6 : i64
        %c6_i64_59 = arith.constant 6 : i64
        scf.for %arg11 = %110 to %c6_i64_58 step %c6_i64_59  : i64 {
          %c3_i64 = arith.constant 3 : i64
          %114 = arith.remsi %arg11, %c3_i64 : i64
          %c3_i64_60 = arith.constant 3 : i64
          %115 = arith.divsi %arg11, %c3_i64_60 : i64
          %c8_i64_61 = arith.constant 8 : i64
          %116 = arith.muli %114, %c8_i64_61 : i64
          %c8_i64_62 = arith.constant 8 : i64
          %117 = arith.muli %115, %c8_i64_62 : i64
          %cst = arith.constant 0.000000e+00 : f64
          memref.store %cst, %alloca_34[] : memref<f64>
          %cst_63 = arith.constant 0.000000e+00 : f64
          memref.store %cst_63, %alloca_35[] : memref<f64>
          %118 = arith.addi %116, %112 : i64
          %c19_i64 = arith.constant 19 : i64
          %119 = arith.minsi %118, %c19_i64 : i64
          %120 = arith.addi %117, %112 : i64
          %c8_i64_64 = arith.constant 8 : i64
          %121 = arith.minsi %120, %c8_i64_64 : i64
          %c0_i64_65 = arith.constant 0 : i64
          %c4_i64_66 = arith.constant 4 : i64
          %c4_i64_67 = arith.constant 4 : i64
          scf.for %arg12 = %c0_i64_65 to %c4_i64_66 step %c4_i64_67  : i64 {
            %156 = arith.addi %arg12, %113 : i64
            %157 = arith.addi %arg12, %113 : i64
            %c20_i64_80 = arith.constant 20 : i64
            %158 = arith.muli %156, %c20_i64_80 : i64
            %159 = arith.addi %119, %158 : i64
            %160 = llvm.getelementptr %104[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %161 = llvm.load %160 : !llvm.ptr<1> -> f64
            %c36_i64_81 = arith.constant 36 : i64
            %162 = arith.muli %121, %c36_i64_81 : i64
            %163 = arith.addi %157, %162 : i64
            %164 = llvm.getelementptr %105[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %165 = llvm.load %164 : !llvm.ptr<1> -> f64
            %166 = memref.load %alloca_34[] : memref<f64>
            %167 = memref.load %alloca_35[] : memref<f64>
            %168 = nvvm.mma.sync A[%161]  B[%165]  C[%166, %167]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
            %169 = llvm.extractvalue %168[0] : !llvm.struct<(f64, f64)> 
            memref.store %169, %alloca_34[] : memref<f64>
            %170 = llvm.extractvalue %168[1] : !llvm.struct<(f64, f64)> 
            memref.store %170, %alloca_35[] : memref<f64>
          }
          %c4_i64_68 = arith.constant 4 : i64
          %122 = arith.addi %c4_i64_68, %113 : i64
          %c4_i64_69 = arith.constant 4 : i64
          %123 = arith.addi %c4_i64_69, %113 : i64
          %c6_i64_70 = arith.constant 6 : i64
          %124 = arith.minsi %122, %c6_i64_70 : i64
          %c20_i64_71 = arith.constant 20 : i64
          %125 = arith.muli %124, %c20_i64_71 : i64
          %126 = arith.addi %119, %125 : i64
          %127 = llvm.getelementptr %104[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %128 = llvm.load %127 : !llvm.ptr<1> -> f64
          memref.store %128, %alloca_36[] : memref<f64>
          %c7_i64_72 = arith.constant 7 : i64
          %129 = arith.cmpi sge, %122, %c7_i64_72 : i64
          scf.if %129 {
            %cst_80 = arith.constant 0.000000e+00 : f64
            memref.store %cst_80, %alloca_36[] : memref<f64>
          }
          %c6_i64_73 = arith.constant 6 : i64
          %130 = arith.minsi %123, %c6_i64_73 : i64
          %c36_i64 = arith.constant 36 : i64
          %131 = arith.muli %121, %c36_i64 : i64
          %132 = arith.addi %130, %131 : i64
          %133 = llvm.getelementptr %105[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %134 = llvm.load %133 : !llvm.ptr<1> -> f64
          memref.store %134, %alloca_37[] : memref<f64>
          %c7_i64_74 = arith.constant 7 : i64
          %135 = arith.cmpi sge, %123, %c7_i64_74 : i64
          scf.if %135 {
            %cst_80 = arith.constant 0.000000e+00 : f64
            memref.store %cst_80, %alloca_37[] : memref<f64>
          }
          %136 = memref.load %alloca_36[] : memref<f64>
          %137 = memref.load %alloca_37[] : memref<f64>
          %138 = memref.load %alloca_34[] : memref<f64>
          %139 = memref.load %alloca_35[] : memref<f64>
          %140 = nvvm.mma.sync A[%136]  B[%137]  C[%138, %139]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %141 = llvm.extractvalue %140[0] : !llvm.struct<(f64, f64)> 
          memref.store %141, %alloca_34[] : memref<f64>
          %142 = llvm.extractvalue %140[1] : !llvm.struct<(f64, f64)> 
          memref.store %142, %alloca_35[] : memref<f64>
          %143 = arith.addi %116, %112 : i64
          %c2_i64 = arith.constant 2 : i64
          %144 = arith.muli %113, %c2_i64 : i64
          %145 = arith.addi %117, %144 : i64
          %c20_i64_75 = arith.constant 20 : i64
          %146 = arith.cmpi slt, %143, %c20_i64_75 : i64
          %c9_i64 = arith.constant 9 : i64
          %147 = arith.cmpi slt, %145, %c9_i64 : i64
          %148 = arith.andi %146, %147 : i1
          scf.if %148 {
            %c20_i64_80 = arith.constant 20 : i64
            %156 = arith.muli %145, %c20_i64_80 : i64
            %157 = arith.addi %143, %156 : i64
            %158 = llvm.getelementptr %102[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %159 = llvm.load %158 : !llvm.ptr<1> -> f64
            %160 = memref.load %alloca_34[] : memref<f64>
            %161 = arith.addf %159, %160 : f64
            %c20_i64_81 = arith.constant 20 : i64
            %162 = arith.muli %145, %c20_i64_81 : i64
            %163 = arith.addi %143, %162 : i64
            %164 = llvm.getelementptr %102[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %161, %164 : f64, !llvm.ptr<1>
          }
          %149 = arith.addi %116, %112 : i64
          %c2_i64_76 = arith.constant 2 : i64
          %150 = arith.muli %113, %c2_i64_76 : i64
          %c1_i64_77 = arith.constant 1 : i64
          %151 = arith.addi %150, %c1_i64_77 : i64
          %152 = arith.addi %117, %151 : i64
          %c20_i64_78 = arith.constant 20 : i64
          %153 = arith.cmpi slt, %149, %c20_i64_78 : i64
          %c9_i64_79 = arith.constant 9 : i64
          %154 = arith.cmpi slt, %152, %c9_i64_79 : i64
          %155 = arith.andi %153, %154 : i1
          scf.if %155 {
            %c20_i64_80 = arith.constant 20 : i64
            %156 = arith.muli %152, %c20_i64_80 : i64
            %157 = arith.addi %149, %156 : i64
            %158 = llvm.getelementptr %102[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %159 = llvm.load %158 : !llvm.ptr<1> -> f64
            %160 = memref.load %alloca_35[] : memref<f64>
            %161 = arith.addf %159, %160 : f64
            %c20_i64_81 = arith.constant 20 : i64
            %162 = arith.muli %152, %c20_i64_81 : i64
            %163 = arith.addi %149, %162 : i64
            %164 = llvm.getelementptr %102[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %161, %164 : f64, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
