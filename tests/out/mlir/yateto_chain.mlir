module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_fused_gemm_volume_8_0_a1b2c3_d4() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8064 x i8>
    gpu.func @fused_gemm_volume_8_0_a1b2c3_d4(%arg0: memref<64x56xf64, strided<[1, 64]>, 1>, %arg1: memref<?xmemref<35x9xf64, strided<[1, 36]>, 1>, strided<[1], offset: ?>, 1>, %arg2: memref<9x9x?xf64, strided<[1, 9, 81]>, 1>, %arg3: memref<56x9x?xf64, strided<[1, 56, 504]>, 1>, %arg4: memref<20x35xf64, strided<[1, 20]>, 1>, %arg5: memref<?xmemref<20x9xf64, strided<[1, 20]>, 1>, strided<[1]>, 1>, %arg6: f64) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<64x56xf64, strided<[1, 64]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<64x56xf64, strided<[1, 64]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2:2 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<35x9xf64, strided<[1, 36]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg2 : memref<9x9x?xf64, strided<[1, 9, 81]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<9x9x?xf64, strided<[1, 9, 81]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg3 : memref<56x9x?xf64, strided<[1, 56, 504]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<56x9x?xf64, strided<[1, 56, 504]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<20x35xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<20x35xf64, strided<[1, 20]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = builtin.unrealized_conversion_cast %arg5 : memref<?xmemref<20x9xf64, strided<[1, 20]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
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
      %12 = arith.index_cast %block_id_x : index to i64
      %13 = llvm.getelementptr %2#0[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %14 = llvm.load %13 : !llvm.ptr<1> -> !llvm.ptr
      %15 = llvm.addrspacecast %14 : !llvm.ptr to !llvm.ptr<1>
      %16 = llvm.getelementptr %15[%2#1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c81_i64 = arith.constant 81 : i64
      %17 = arith.muli %12, %c81_i64 : i64
      %18 = llvm.getelementptr %4[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c504_i64 = arith.constant 504 : i64
      %19 = arith.muli %12, %c504_i64 : i64
      %20 = llvm.getelementptr %7[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %21 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_volume_8_0_a1b2c3_d4 : !llvm.ptr<3>
      %22 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_volume_8_0_a1b2c3_d4 : !llvm.ptr<3>
      %c4032_i64 = arith.constant 4032 : i64
      %23 = llvm.getelementptr %22[%c4032_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %thread_id_x = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %25 = arith.index_cast %thread_id_y : index to i64
      %26 = arith.muli %c64_i64, %25 : i64
      %27 = arith.addi %24, %26 : i64
      %c32_i64 = arith.constant 32 : i64
      %28 = arith.divsi %27, %c32_i64 : i64
      %c32_i64_38 = arith.constant 32 : i64
      %29 = arith.remsi %27, %c32_i64_38 : i64
      %c4_i64 = arith.constant 4 : i64
      %30 = arith.divsi %29, %c4_i64 : i64
      %c4_i64_39 = arith.constant 4 : i64
      %31 = arith.remsi %29, %c4_i64_39 : i64
      %c8_i64 = arith.constant 8 : i64
      %c6_i64 = arith.constant 6 : i64
      scf.for %arg7 = %28 to %c8_i64 step %c6_i64  : i64 {
        %c4_i64_51 = arith.constant 4 : i64
        %43 = arith.remsi %arg7, %c4_i64_51 : i64
        %c4_i64_52 = arith.constant 4 : i64
        %44 = arith.divsi %arg7, %c4_i64_52 : i64
        %c16_i64 = arith.constant 16 : i64
        %45 = arith.muli %43, %c16_i64 : i64
        %c8_i64_53 = arith.constant 8 : i64
        %46 = arith.muli %44, %c8_i64_53 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_54 = arith.constant 0.000000e+00 : f64
        memref.store %cst_54, %alloca_15[] : memref<f64>
        %cst_55 = arith.constant 0.000000e+00 : f64
        memref.store %cst_55, %alloca_16[] : memref<f64>
        %cst_56 = arith.constant 0.000000e+00 : f64
        memref.store %cst_56, %alloca_17[] : memref<f64>
        %47 = arith.addi %45, %30 : i64
        %c55_i64 = arith.constant 55 : i64
        %48 = arith.minsi %47, %c55_i64 : i64
        %c8_i64_57 = arith.constant 8 : i64
        %49 = arith.addi %45, %c8_i64_57 : i64
        %50 = arith.addi %49, %30 : i64
        %c55_i64_58 = arith.constant 55 : i64
        %51 = arith.minsi %50, %c55_i64_58 : i64
        %52 = arith.addi %46, %30 : i64
        %c8_i64_59 = arith.constant 8 : i64
        %53 = arith.minsi %52, %c8_i64_59 : i64
        %c0_i64_60 = arith.constant 0 : i64
        %c32_i64_61 = arith.constant 32 : i64
        %c4_i64_62 = arith.constant 4 : i64
        scf.for %arg8 = %c0_i64_60 to %c32_i64_61 step %c4_i64_62  : i64 {
          %116 = arith.addi %arg8, %31 : i64
          %117 = arith.addi %arg8, %31 : i64
          %c64_i64_85 = arith.constant 64 : i64
          %118 = arith.muli %48, %c64_i64_85 : i64
          %119 = arith.addi %116, %118 : i64
          %120 = llvm.getelementptr %1[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %121 = llvm.load %120 : !llvm.ptr<1> -> f64
          %c64_i64_86 = arith.constant 64 : i64
          %122 = arith.muli %51, %c64_i64_86 : i64
          %123 = arith.addi %116, %122 : i64
          %124 = llvm.getelementptr %1[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %c36_i64_87 = arith.constant 36 : i64
          %126 = arith.muli %53, %c36_i64_87 : i64
          %127 = arith.addi %117, %126 : i64
          %128 = llvm.getelementptr %16[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca[] : memref<f64>
          %131 = memref.load %alloca_15[] : memref<f64>
          %132 = nvvm.mma.sync A[%121]  B[%129]  C[%130, %131]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %133 = llvm.extractvalue %132[0] : !llvm.struct<(f64, f64)> 
          memref.store %133, %alloca[] : memref<f64>
          %134 = llvm.extractvalue %132[1] : !llvm.struct<(f64, f64)> 
          memref.store %134, %alloca_15[] : memref<f64>
          %135 = memref.load %alloca_16[] : memref<f64>
          %136 = memref.load %alloca_17[] : memref<f64>
          %137 = nvvm.mma.sync A[%125]  B[%129]  C[%135, %136]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %138 = llvm.extractvalue %137[0] : !llvm.struct<(f64, f64)> 
          memref.store %138, %alloca_16[] : memref<f64>
          %139 = llvm.extractvalue %137[1] : !llvm.struct<(f64, f64)> 
          memref.store %139, %alloca_17[] : memref<f64>
        }
        %c32_i64_63 = arith.constant 32 : i64
        %54 = arith.addi %c32_i64_63, %31 : i64
        %c32_i64_64 = arith.constant 32 : i64
        %55 = arith.addi %c32_i64_64, %31 : i64
        %c34_i64 = arith.constant 34 : i64
        %56 = arith.minsi %54, %c34_i64 : i64
        %c64_i64_65 = arith.constant 64 : i64
        %57 = arith.muli %48, %c64_i64_65 : i64
        %58 = arith.addi %56, %57 : i64
        %59 = llvm.getelementptr %1[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %60 = llvm.load %59 : !llvm.ptr<1> -> f64
        memref.store %60, %alloca_18[] : memref<f64>
        %c35_i64_66 = arith.constant 35 : i64
        %61 = arith.cmpi sge, %54, %c35_i64_66 : i64
        scf.if %61 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_18[] : memref<f64>
        }
        %c34_i64_67 = arith.constant 34 : i64
        %62 = arith.minsi %54, %c34_i64_67 : i64
        %c64_i64_68 = arith.constant 64 : i64
        %63 = arith.muli %51, %c64_i64_68 : i64
        %64 = arith.addi %62, %63 : i64
        %65 = llvm.getelementptr %1[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %66 = llvm.load %65 : !llvm.ptr<1> -> f64
        memref.store %66, %alloca_19[] : memref<f64>
        %c35_i64_69 = arith.constant 35 : i64
        %67 = arith.cmpi sge, %54, %c35_i64_69 : i64
        scf.if %67 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_19[] : memref<f64>
        }
        %c34_i64_70 = arith.constant 34 : i64
        %68 = arith.minsi %55, %c34_i64_70 : i64
        %c36_i64 = arith.constant 36 : i64
        %69 = arith.muli %53, %c36_i64 : i64
        %70 = arith.addi %68, %69 : i64
        %71 = llvm.getelementptr %16[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %72 = llvm.load %71 : !llvm.ptr<1> -> f64
        memref.store %72, %alloca_20[] : memref<f64>
        %c35_i64_71 = arith.constant 35 : i64
        %73 = arith.cmpi sge, %55, %c35_i64_71 : i64
        scf.if %73 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_20[] : memref<f64>
        }
        %74 = memref.load %alloca_18[] : memref<f64>
        %75 = memref.load %alloca_20[] : memref<f64>
        %76 = memref.load %alloca[] : memref<f64>
        %77 = memref.load %alloca_15[] : memref<f64>
        %78 = nvvm.mma.sync A[%74]  B[%75]  C[%76, %77]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %79 = llvm.extractvalue %78[0] : !llvm.struct<(f64, f64)> 
        memref.store %79, %alloca[] : memref<f64>
        %80 = llvm.extractvalue %78[1] : !llvm.struct<(f64, f64)> 
        memref.store %80, %alloca_15[] : memref<f64>
        %81 = memref.load %alloca_19[] : memref<f64>
        %82 = memref.load %alloca_20[] : memref<f64>
        %83 = memref.load %alloca_16[] : memref<f64>
        %84 = memref.load %alloca_17[] : memref<f64>
        %85 = nvvm.mma.sync A[%81]  B[%82]  C[%83, %84]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %86 = llvm.extractvalue %85[0] : !llvm.struct<(f64, f64)> 
        memref.store %86, %alloca_16[] : memref<f64>
        %87 = llvm.extractvalue %85[1] : !llvm.struct<(f64, f64)> 
        memref.store %87, %alloca_17[] : memref<f64>
        %88 = arith.addi %45, %30 : i64
        %c2_i64 = arith.constant 2 : i64
        %89 = arith.muli %31, %c2_i64 : i64
        %90 = arith.addi %46, %89 : i64
        %c56_i64 = arith.constant 56 : i64
        %91 = arith.cmpi slt, %88, %c56_i64 : i64
        %c9_i64 = arith.constant 9 : i64
        %92 = arith.cmpi slt, %90, %c9_i64 : i64
        %93 = arith.andi %91, %92 : i1
        scf.if %93 {
          %116 = memref.load %alloca[] : memref<f64>
          %c56_i64_85 = arith.constant 56 : i64
          %117 = arith.muli %90, %c56_i64_85 : i64
          %118 = arith.addi %88, %117 : i64
          %119 = llvm.getelementptr %21[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %116, %119 : f64, !llvm.ptr<3>
        }
        %94 = arith.addi %45, %30 : i64
        %c2_i64_72 = arith.constant 2 : i64
        %95 = arith.muli %31, %c2_i64_72 : i64
        %c1_i64_73 = arith.constant 1 : i64
        %96 = arith.addi %95, %c1_i64_73 : i64
        %97 = arith.addi %46, %96 : i64
        %c56_i64_74 = arith.constant 56 : i64
        %98 = arith.cmpi slt, %94, %c56_i64_74 : i64
        %c9_i64_75 = arith.constant 9 : i64
        %99 = arith.cmpi slt, %97, %c9_i64_75 : i64
        %100 = arith.andi %98, %99 : i1
        scf.if %100 {
          %116 = memref.load %alloca_15[] : memref<f64>
          %c56_i64_85 = arith.constant 56 : i64
          %117 = arith.muli %97, %c56_i64_85 : i64
          %118 = arith.addi %94, %117 : i64
          %119 = llvm.getelementptr %21[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %116, %119 : f64, !llvm.ptr<3>
        }
        %c8_i64_76 = arith.constant 8 : i64
        %101 = arith.addi %45, %c8_i64_76 : i64
        %102 = arith.addi %101, %30 : i64
        %c2_i64_77 = arith.constant 2 : i64
        %103 = arith.muli %31, %c2_i64_77 : i64
        %104 = arith.addi %46, %103 : i64
        %c56_i64_78 = arith.constant 56 : i64
        %105 = arith.cmpi slt, %102, %c56_i64_78 : i64
        %c9_i64_79 = arith.constant 9 : i64
        %106 = arith.cmpi slt, %104, %c9_i64_79 : i64
        %107 = arith.andi %105, %106 : i1
        scf.if %107 {
          %116 = memref.load %alloca_16[] : memref<f64>
          %c56_i64_85 = arith.constant 56 : i64
          %117 = arith.muli %104, %c56_i64_85 : i64
          %118 = arith.addi %102, %117 : i64
          %119 = llvm.getelementptr %21[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %116, %119 : f64, !llvm.ptr<3>
        }
        %c8_i64_80 = arith.constant 8 : i64
        %108 = arith.addi %45, %c8_i64_80 : i64
        %109 = arith.addi %108, %30 : i64
        %c2_i64_81 = arith.constant 2 : i64
        %110 = arith.muli %31, %c2_i64_81 : i64
        %c1_i64_82 = arith.constant 1 : i64
        %111 = arith.addi %110, %c1_i64_82 : i64
        %112 = arith.addi %46, %111 : i64
        %c56_i64_83 = arith.constant 56 : i64
        %113 = arith.cmpi slt, %109, %c56_i64_83 : i64
        %c9_i64_84 = arith.constant 9 : i64
        %114 = arith.cmpi slt, %112, %c9_i64_84 : i64
        %115 = arith.andi %113, %114 : i1
        scf.if %115 {
          %116 = memref.load %alloca_17[] : memref<f64>
          %c56_i64_85 = arith.constant 56 : i64
          %117 = arith.muli %112, %c56_i64_85 : i64
          %118 = arith.addi %109, %117 : i64
          %119 = llvm.getelementptr %21[%118] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %116, %119 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_40 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_40 : index to i64
      %c64_i64_41 = arith.constant 64 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_42 : index to i64
      %34 = arith.muli %c64_i64_41, %33 : i64
      %35 = arith.addi %32, %34 : i64
      %c32_i64_43 = arith.constant 32 : i64
      %36 = arith.divsi %35, %c32_i64_43 : i64
      %c32_i64_44 = arith.constant 32 : i64
      %37 = arith.remsi %35, %c32_i64_44 : i64
      %c4_i64_45 = arith.constant 4 : i64
      %38 = arith.divsi %37, %c4_i64_45 : i64
      %c4_i64_46 = arith.constant 4 : i64
      %39 = arith.remsi %37, %c4_i64_46 : i64
      %c8_i64_47 = arith.constant 8 : i64
      %c6_i64_48 = arith.constant 6 : i64
      scf.for %arg7 = %36 to %c8_i64_47 step %c6_i64_48  : i64 {
        %c4_i64_51 = arith.constant 4 : i64
        %43 = arith.remsi %arg7, %c4_i64_51 : i64
        %c4_i64_52 = arith.constant 4 : i64
        %44 = arith.divsi %arg7, %c4_i64_52 : i64
        %c16_i64 = arith.constant 16 : i64
        %45 = arith.muli %43, %c16_i64 : i64
        %c8_i64_53 = arith.constant 8 : i64
        %46 = arith.muli %44, %c8_i64_53 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_21[] : memref<f64>
        %cst_54 = arith.constant 0.000000e+00 : f64
        memref.store %cst_54, %alloca_22[] : memref<f64>
        %cst_55 = arith.constant 0.000000e+00 : f64
        memref.store %cst_55, %alloca_23[] : memref<f64>
        %cst_56 = arith.constant 0.000000e+00 : f64
        memref.store %cst_56, %alloca_24[] : memref<f64>
        %47 = arith.addi %45, %38 : i64
        %c55_i64 = arith.constant 55 : i64
        %48 = arith.minsi %47, %c55_i64 : i64
        %c8_i64_57 = arith.constant 8 : i64
        %49 = arith.addi %45, %c8_i64_57 : i64
        %50 = arith.addi %49, %38 : i64
        %c55_i64_58 = arith.constant 55 : i64
        %51 = arith.minsi %50, %c55_i64_58 : i64
        %52 = arith.addi %46, %38 : i64
        %c8_i64_59 = arith.constant 8 : i64
        %53 = arith.minsi %52, %c8_i64_59 : i64
        %c0_i64_60 = arith.constant 0 : i64
        %c8_i64_61 = arith.constant 8 : i64
        %c4_i64_62 = arith.constant 4 : i64
        scf.for %arg8 = %c0_i64_60 to %c8_i64_61 step %c4_i64_62  : i64 {
          %116 = arith.addi %arg8, %39 : i64
          %117 = arith.addi %arg8, %39 : i64
          %c56_i64_87 = arith.constant 56 : i64
          %118 = arith.muli %116, %c56_i64_87 : i64
          %119 = arith.addi %48, %118 : i64
          %120 = llvm.getelementptr %21[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %121 = llvm.load %120 : !llvm.ptr<3> -> f64
          %c56_i64_88 = arith.constant 56 : i64
          %122 = arith.muli %116, %c56_i64_88 : i64
          %123 = arith.addi %51, %122 : i64
          %124 = llvm.getelementptr %21[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %125 = llvm.load %124 : !llvm.ptr<3> -> f64
          %c9_i64_89 = arith.constant 9 : i64
          %126 = arith.muli %53, %c9_i64_89 : i64
          %127 = arith.addi %117, %126 : i64
          %128 = llvm.getelementptr %18[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca_21[] : memref<f64>
          %131 = memref.load %alloca_22[] : memref<f64>
          %132 = nvvm.mma.sync A[%121]  B[%129]  C[%130, %131]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %133 = llvm.extractvalue %132[0] : !llvm.struct<(f64, f64)> 
          memref.store %133, %alloca_21[] : memref<f64>
          %134 = llvm.extractvalue %132[1] : !llvm.struct<(f64, f64)> 
          memref.store %134, %alloca_22[] : memref<f64>
          %135 = memref.load %alloca_23[] : memref<f64>
          %136 = memref.load %alloca_24[] : memref<f64>
          %137 = nvvm.mma.sync A[%125]  B[%129]  C[%135, %136]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %138 = llvm.extractvalue %137[0] : !llvm.struct<(f64, f64)> 
          memref.store %138, %alloca_23[] : memref<f64>
          %139 = llvm.extractvalue %137[1] : !llvm.struct<(f64, f64)> 
          memref.store %139, %alloca_24[] : memref<f64>
        }
        %c8_i64_63 = arith.constant 8 : i64
        %54 = arith.addi %c8_i64_63, %39 : i64
        %c8_i64_64 = arith.constant 8 : i64
        %55 = arith.addi %c8_i64_64, %39 : i64
        %c8_i64_65 = arith.constant 8 : i64
        %56 = arith.minsi %54, %c8_i64_65 : i64
        %c56_i64 = arith.constant 56 : i64
        %57 = arith.muli %56, %c56_i64 : i64
        %58 = arith.addi %48, %57 : i64
        %59 = llvm.getelementptr %21[%58] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %60 = llvm.load %59 : !llvm.ptr<3> -> f64
        memref.store %60, %alloca_25[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %61 = arith.cmpi sge, %54, %c9_i64 : i64
        scf.if %61 {
          %cst_87 = arith.constant 0.000000e+00 : f64
          memref.store %cst_87, %alloca_25[] : memref<f64>
        }
        %c8_i64_66 = arith.constant 8 : i64
        %62 = arith.minsi %54, %c8_i64_66 : i64
        %c56_i64_67 = arith.constant 56 : i64
        %63 = arith.muli %62, %c56_i64_67 : i64
        %64 = arith.addi %51, %63 : i64
        %65 = llvm.getelementptr %21[%64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %66 = llvm.load %65 : !llvm.ptr<3> -> f64
        memref.store %66, %alloca_26[] : memref<f64>
        %c9_i64_68 = arith.constant 9 : i64
        %67 = arith.cmpi sge, %54, %c9_i64_68 : i64
        scf.if %67 {
          %cst_87 = arith.constant 0.000000e+00 : f64
          memref.store %cst_87, %alloca_26[] : memref<f64>
        }
        %c8_i64_69 = arith.constant 8 : i64
        %68 = arith.minsi %55, %c8_i64_69 : i64
        %c9_i64_70 = arith.constant 9 : i64
        %69 = arith.muli %53, %c9_i64_70 : i64
        %70 = arith.addi %68, %69 : i64
        %71 = llvm.getelementptr %18[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %72 = llvm.load %71 : !llvm.ptr<1> -> f64
        memref.store %72, %alloca_27[] : memref<f64>
        %c9_i64_71 = arith.constant 9 : i64
        %73 = arith.cmpi sge, %55, %c9_i64_71 : i64
        scf.if %73 {
          %cst_87 = arith.constant 0.000000e+00 : f64
          memref.store %cst_87, %alloca_27[] : memref<f64>
        }
        %74 = memref.load %alloca_25[] : memref<f64>
        %75 = memref.load %alloca_27[] : memref<f64>
        %76 = memref.load %alloca_21[] : memref<f64>
        %77 = memref.load %alloca_22[] : memref<f64>
        %78 = nvvm.mma.sync A[%74]  B[%75]  C[%76, %77]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %79 = llvm.extractvalue %78[0] : !llvm.struct<(f64, f64)> 
        memref.store %79, %alloca_21[] : memref<f64>
        %80 = llvm.extractvalue %78[1] : !llvm.struct<(f64, f64)> 
        memref.store %80, %alloca_22[] : memref<f64>
        %81 = memref.load %alloca_26[] : memref<f64>
        %82 = memref.load %alloca_27[] : memref<f64>
        %83 = memref.load %alloca_23[] : memref<f64>
        %84 = memref.load %alloca_24[] : memref<f64>
        %85 = nvvm.mma.sync A[%81]  B[%82]  C[%83, %84]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %86 = llvm.extractvalue %85[0] : !llvm.struct<(f64, f64)> 
        memref.store %86, %alloca_23[] : memref<f64>
        %87 = llvm.extractvalue %85[1] : !llvm.struct<(f64, f64)> 
        memref.store %87, %alloca_24[] : memref<f64>
        %88 = arith.addi %45, %38 : i64
        %c2_i64 = arith.constant 2 : i64
        %89 = arith.muli %39, %c2_i64 : i64
        %90 = arith.addi %46, %89 : i64
        %c56_i64_72 = arith.constant 56 : i64
        %91 = arith.cmpi slt, %88, %c56_i64_72 : i64
        %c9_i64_73 = arith.constant 9 : i64
        %92 = arith.cmpi slt, %90, %c9_i64_73 : i64
        %93 = arith.andi %91, %92 : i1
        scf.if %93 {
          %116 = memref.load %alloca_21[] : memref<f64>
          %117 = arith.mulf %arg6, %116 : f64
          %c56_i64_87 = arith.constant 56 : i64
          %118 = arith.muli %90, %c56_i64_87 : i64
          %119 = arith.addi %88, %118 : i64
          %120 = llvm.getelementptr %23[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<3>
        }
        %94 = arith.addi %45, %38 : i64
        %c2_i64_74 = arith.constant 2 : i64
        %95 = arith.muli %39, %c2_i64_74 : i64
        %c1_i64_75 = arith.constant 1 : i64
        %96 = arith.addi %95, %c1_i64_75 : i64
        %97 = arith.addi %46, %96 : i64
        %c56_i64_76 = arith.constant 56 : i64
        %98 = arith.cmpi slt, %94, %c56_i64_76 : i64
        %c9_i64_77 = arith.constant 9 : i64
        %99 = arith.cmpi slt, %97, %c9_i64_77 : i64
        %100 = arith.andi %98, %99 : i1
        scf.if %100 {
          %116 = memref.load %alloca_22[] : memref<f64>
          %117 = arith.mulf %arg6, %116 : f64
          %c56_i64_87 = arith.constant 56 : i64
          %118 = arith.muli %97, %c56_i64_87 : i64
          %119 = arith.addi %94, %118 : i64
          %120 = llvm.getelementptr %23[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<3>
        }
        %c8_i64_78 = arith.constant 8 : i64
        %101 = arith.addi %45, %c8_i64_78 : i64
        %102 = arith.addi %101, %38 : i64
        %c2_i64_79 = arith.constant 2 : i64
        %103 = arith.muli %39, %c2_i64_79 : i64
        %104 = arith.addi %46, %103 : i64
        %c56_i64_80 = arith.constant 56 : i64
        %105 = arith.cmpi slt, %102, %c56_i64_80 : i64
        %c9_i64_81 = arith.constant 9 : i64
        %106 = arith.cmpi slt, %104, %c9_i64_81 : i64
        %107 = arith.andi %105, %106 : i1
        scf.if %107 {
          %116 = memref.load %alloca_23[] : memref<f64>
          %117 = arith.mulf %arg6, %116 : f64
          %c56_i64_87 = arith.constant 56 : i64
          %118 = arith.muli %104, %c56_i64_87 : i64
          %119 = arith.addi %102, %118 : i64
          %120 = llvm.getelementptr %23[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<3>
        }
        %c8_i64_82 = arith.constant 8 : i64
        %108 = arith.addi %45, %c8_i64_82 : i64
        %109 = arith.addi %108, %38 : i64
        %c2_i64_83 = arith.constant 2 : i64
        %110 = arith.muli %39, %c2_i64_83 : i64
        %c1_i64_84 = arith.constant 1 : i64
        %111 = arith.addi %110, %c1_i64_84 : i64
        %112 = arith.addi %46, %111 : i64
        %c56_i64_85 = arith.constant 56 : i64
        %113 = arith.cmpi slt, %109, %c56_i64_85 : i64
        %c9_i64_86 = arith.constant 9 : i64
        %114 = arith.cmpi slt, %112, %c9_i64_86 : i64
        %115 = arith.andi %113, %114 : i1
        scf.if %115 {
          %116 = memref.load %alloca_24[] : memref<f64>
          %117 = arith.mulf %arg6, %116 : f64
          %c56_i64_87 = arith.constant 56 : i64
          %118 = arith.muli %112, %c56_i64_87 : i64
          %119 = arith.addi %109, %118 : i64
          %120 = llvm.getelementptr %23[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %117, %120 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_49 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64 to %c1_i64 step %c1_i64_49  : i64 {
        %thread_id_x_51 = gpu.thread_id  x
        %43 = arith.index_cast %thread_id_x_51 : index to i64
        %c64_i64_52 = arith.constant 64 : i64
        %thread_id_y_53 = gpu.thread_id  y
        %44 = arith.index_cast %thread_id_y_53 : index to i64
        %45 = arith.muli %c64_i64_52, %44 : i64
        %46 = arith.addi %43, %45 : i64
        %c576_i64 = arith.constant 576 : i64
        %47 = arith.muli %arg7, %c576_i64 : i64
        %48 = arith.addi %46, %47 : i64
        %c504_i64_54 = arith.constant 504 : i64
        %49 = arith.cmpi slt, %48, %c504_i64_54 : i64
        scf.if %49 {
          %57 = llvm.getelementptr %23[%48] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %58 = llvm.load %57 : !llvm.ptr<3> -> f64
          memref.store %58, %alloca_28[] : memref<f64>
          %59 = llvm.getelementptr %20[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %60 = llvm.load %59 : !llvm.ptr<1> -> f64
          memref.store %60, %alloca_29[] : memref<f64>
        }
        %c192_i64 = arith.constant 192 : i64
        %50 = arith.addi %48, %c192_i64 : i64
        %c504_i64_55 = arith.constant 504 : i64
        %51 = arith.cmpi slt, %50, %c504_i64_55 : i64
        scf.if %51 {
          %57 = llvm.getelementptr %23[%50] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %58 = llvm.load %57 : !llvm.ptr<3> -> f64
          memref.store %58, %alloca_30[] : memref<f64>
          %59 = llvm.getelementptr %20[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %60 = llvm.load %59 : !llvm.ptr<1> -> f64
          memref.store %60, %alloca_31[] : memref<f64>
        }
        %c384_i64 = arith.constant 384 : i64
        %52 = arith.addi %48, %c384_i64 : i64
        %c504_i64_56 = arith.constant 504 : i64
        %53 = arith.cmpi slt, %52, %c504_i64_56 : i64
        scf.if %53 {
          %57 = llvm.getelementptr %23[%52] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %58 = llvm.load %57 : !llvm.ptr<3> -> f64
          memref.store %58, %alloca_32[] : memref<f64>
          %59 = llvm.getelementptr %20[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %60 = llvm.load %59 : !llvm.ptr<1> -> f64
          memref.store %60, %alloca_33[] : memref<f64>
        }
        %c504_i64_57 = arith.constant 504 : i64
        %54 = arith.cmpi slt, %48, %c504_i64_57 : i64
        scf.if %54 {
          %57 = memref.load %alloca_29[] : memref<f64>
          %58 = memref.load %alloca_28[] : memref<f64>
          %59 = arith.addf %57, %58 : f64
          %60 = llvm.getelementptr %20[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %59, %60 : f64, !llvm.ptr<1>
        }
        %c504_i64_58 = arith.constant 504 : i64
        %55 = arith.cmpi slt, %50, %c504_i64_58 : i64
        scf.if %55 {
          %57 = memref.load %alloca_31[] : memref<f64>
          %58 = memref.load %alloca_30[] : memref<f64>
          %59 = arith.addf %57, %58 : f64
          %60 = llvm.getelementptr %20[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %59, %60 : f64, !llvm.ptr<1>
        }
        %c504_i64_59 = arith.constant 504 : i64
        %56 = arith.cmpi slt, %52, %c504_i64_59 : i64
        scf.if %56 {
          %57 = memref.load %alloca_33[] : memref<f64>
          %58 = memref.load %alloca_32[] : memref<f64>
          %59 = arith.addf %57, %58 : f64
          %60 = llvm.getelementptr %20[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %59, %60 : f64, !llvm.ptr<1>
        }
      }
      %40 = llvm.getelementptr %11[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %41 = llvm.load %40 : !llvm.ptr<1> -> !llvm.ptr
      %42 = llvm.addrspacecast %41 : !llvm.ptr to !llvm.ptr<1>
      %c0_i64_50 = arith.constant 0 : i64
      %c35_i64 = arith.constant 35 : i64
      %c7_i64 = arith.constant 7 : i64
      scf.for %arg7 = %c0_i64_50 to %c35_i64 step %c7_i64  : i64 {
        %c20_i64 = arith.constant 20 : i64
        %43 = arith.muli %arg7, %c20_i64 : i64
        %44 = llvm.getelementptr %10[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %45 = llvm.getelementptr %16[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        gpu.barrier
        %thread_id_x_51 = gpu.thread_id  x
        %46 = arith.index_cast %thread_id_x_51 : index to i64
        %c64_i64_52 = arith.constant 64 : i64
        %thread_id_y_53 = gpu.thread_id  y
        %47 = arith.index_cast %thread_id_y_53 : index to i64
        %48 = arith.muli %c64_i64_52, %47 : i64
        %49 = arith.addi %46, %48 : i64
        %c32_i64_54 = arith.constant 32 : i64
        %50 = arith.divsi %49, %c32_i64_54 : i64
        %c32_i64_55 = arith.constant 32 : i64
        %51 = arith.remsi %49, %c32_i64_55 : i64
        %c4_i64_56 = arith.constant 4 : i64
        %52 = arith.divsi %51, %c4_i64_56 : i64
        %c4_i64_57 = arith.constant 4 : i64
        %53 = arith.remsi %51, %c4_i64_57 : i64
        %c6_i64_58 = arith.constant 6 : i64
        %c6_i64_59 = arith.constant 6 : i64
        scf.for %arg8 = %50 to %c6_i64_58 step %c6_i64_59  : i64 {
          %c3_i64 = arith.constant 3 : i64
          %54 = arith.remsi %arg8, %c3_i64 : i64
          %c3_i64_60 = arith.constant 3 : i64
          %55 = arith.divsi %arg8, %c3_i64_60 : i64
          %c8_i64_61 = arith.constant 8 : i64
          %56 = arith.muli %54, %c8_i64_61 : i64
          %c8_i64_62 = arith.constant 8 : i64
          %57 = arith.muli %55, %c8_i64_62 : i64
          %cst = arith.constant 0.000000e+00 : f64
          memref.store %cst, %alloca_34[] : memref<f64>
          %cst_63 = arith.constant 0.000000e+00 : f64
          memref.store %cst_63, %alloca_35[] : memref<f64>
          %58 = arith.addi %56, %52 : i64
          %c19_i64 = arith.constant 19 : i64
          %59 = arith.minsi %58, %c19_i64 : i64
          %60 = arith.addi %57, %52 : i64
          %c8_i64_64 = arith.constant 8 : i64
          %61 = arith.minsi %60, %c8_i64_64 : i64
          %c0_i64_65 = arith.constant 0 : i64
          %c4_i64_66 = arith.constant 4 : i64
          %c4_i64_67 = arith.constant 4 : i64
          scf.for %arg9 = %c0_i64_65 to %c4_i64_66 step %c4_i64_67  : i64 {
            %96 = arith.addi %arg9, %53 : i64
            %97 = arith.addi %arg9, %53 : i64
            %c20_i64_80 = arith.constant 20 : i64
            %98 = arith.muli %96, %c20_i64_80 : i64
            %99 = arith.addi %59, %98 : i64
            %100 = llvm.getelementptr %44[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %101 = llvm.load %100 : !llvm.ptr<1> -> f64
            %c36_i64_81 = arith.constant 36 : i64
            %102 = arith.muli %61, %c36_i64_81 : i64
            %103 = arith.addi %97, %102 : i64
            %104 = llvm.getelementptr %45[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %105 = llvm.load %104 : !llvm.ptr<1> -> f64
            %106 = memref.load %alloca_34[] : memref<f64>
            %107 = memref.load %alloca_35[] : memref<f64>
            %108 = nvvm.mma.sync A[%101]  B[%105]  C[%106, %107]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
            %109 = llvm.extractvalue %108[0] : !llvm.struct<(f64, f64)> 
            memref.store %109, %alloca_34[] : memref<f64>
            %110 = llvm.extractvalue %108[1] : !llvm.struct<(f64, f64)> 
            memref.store %110, %alloca_35[] : memref<f64>
          }
          %c4_i64_68 = arith.constant 4 : i64
          %62 = arith.addi %c4_i64_68, %53 : i64
          %c4_i64_69 = arith.constant 4 : i64
          %63 = arith.addi %c4_i64_69, %53 : i64
          %c6_i64_70 = arith.constant 6 : i64
          %64 = arith.minsi %62, %c6_i64_70 : i64
          %c20_i64_71 = arith.constant 20 : i64
          %65 = arith.muli %64, %c20_i64_71 : i64
          %66 = arith.addi %59, %65 : i64
          %67 = llvm.getelementptr %44[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %68 = llvm.load %67 : !llvm.ptr<1> -> f64
          memref.store %68, %alloca_36[] : memref<f64>
          %c7_i64_72 = arith.constant 7 : i64
          %69 = arith.cmpi sge, %62, %c7_i64_72 : i64
          scf.if %69 {
            %cst_80 = arith.constant 0.000000e+00 : f64
            memref.store %cst_80, %alloca_36[] : memref<f64>
          }
          %c6_i64_73 = arith.constant 6 : i64
          %70 = arith.minsi %63, %c6_i64_73 : i64
          %c36_i64 = arith.constant 36 : i64
          %71 = arith.muli %61, %c36_i64 : i64
          %72 = arith.addi %70, %71 : i64
          %73 = llvm.getelementptr %45[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %74 = llvm.load %73 : !llvm.ptr<1> -> f64
          memref.store %74, %alloca_37[] : memref<f64>
          %c7_i64_74 = arith.constant 7 : i64
          %75 = arith.cmpi sge, %63, %c7_i64_74 : i64
          scf.if %75 {
            %cst_80 = arith.constant 0.000000e+00 : f64
            memref.store %cst_80, %alloca_37[] : memref<f64>
          }
          %76 = memref.load %alloca_36[] : memref<f64>
          %77 = memref.load %alloca_37[] : memref<f64>
          %78 = memref.load %alloca_34[] : memref<f64>
          %79 = memref.load %alloca_35[] : memref<f64>
          %80 = nvvm.mma.sync A[%76]  B[%77]  C[%78, %79]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %81 = llvm.extractvalue %80[0] : !llvm.struct<(f64, f64)> 
          memref.store %81, %alloca_34[] : memref<f64>
          %82 = llvm.extractvalue %80[1] : !llvm.struct<(f64, f64)> 
          memref.store %82, %alloca_35[] : memref<f64>
          %83 = arith.addi %56, %52 : i64
          %c2_i64 = arith.constant 2 : i64
          %84 = arith.muli %53, %c2_i64 : i64
          %85 = arith.addi %57, %84 : i64
          %c20_i64_75 = arith.constant 20 : i64
          %86 = arith.cmpi slt, %83, %c20_i64_75 : i64
          %c9_i64 = arith.constant 9 : i64
          %87 = arith.cmpi slt, %85, %c9_i64 : i64
          %88 = arith.andi %86, %87 : i1
          scf.if %88 {
            %c20_i64_80 = arith.constant 20 : i64
            %96 = arith.muli %85, %c20_i64_80 : i64
            %97 = arith.addi %83, %96 : i64
            %98 = llvm.getelementptr %42[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %99 = llvm.load %98 : !llvm.ptr<1> -> f64
            %100 = memref.load %alloca_34[] : memref<f64>
            %101 = arith.addf %99, %100 : f64
            %c20_i64_81 = arith.constant 20 : i64
            %102 = arith.muli %85, %c20_i64_81 : i64
            %103 = arith.addi %83, %102 : i64
            %104 = llvm.getelementptr %42[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %101, %104 : f64, !llvm.ptr<1>
          }
          %89 = arith.addi %56, %52 : i64
          %c2_i64_76 = arith.constant 2 : i64
          %90 = arith.muli %53, %c2_i64_76 : i64
          %c1_i64_77 = arith.constant 1 : i64
          %91 = arith.addi %90, %c1_i64_77 : i64
          %92 = arith.addi %57, %91 : i64
          %c20_i64_78 = arith.constant 20 : i64
          %93 = arith.cmpi slt, %89, %c20_i64_78 : i64
          %c9_i64_79 = arith.constant 9 : i64
          %94 = arith.cmpi slt, %92, %c9_i64_79 : i64
          %95 = arith.andi %93, %94 : i1
          scf.if %95 {
            %c20_i64_80 = arith.constant 20 : i64
            %96 = arith.muli %92, %c20_i64_80 : i64
            %97 = arith.addi %89, %96 : i64
            %98 = llvm.getelementptr %42[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %99 = llvm.load %98 : !llvm.ptr<1> -> f64
            %100 = memref.load %alloca_35[] : memref<f64>
            %101 = arith.addf %99, %100 : f64
            %c20_i64_81 = arith.constant 20 : i64
            %102 = arith.muli %92, %c20_i64_81 : i64
            %103 = arith.addi %89, %102 : i64
            %104 = llvm.getelementptr %42[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %101, %104 : f64, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
