module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_fused_gemm_stack() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8280 x i8>
    gpu.func @fused_gemm_stack(%arg0: memref<35x35xf64, strided<[1, 35]>, 1>, %arg1: memref<35x9x?xf64, strided<[1, 35, 315]>, 1>, %arg2: memref<9x9xf64, strided<[1, 9]>, 1>, %arg3: memref<35x9x?xf64, strided<[1, 35, 315]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<35x35xf64, strided<[1, 35]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<35x35xf64, strided<[1, 35]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<35x9x?xf64, strided<[1, 35, 315]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<35x9x?xf64, strided<[1, 35, 315]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %4 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<9x9xf64, strided<[1, 9]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<9x9xf64, strided<[1, 9]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<35x9x?xf64, strided<[1, 35, 315]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<35x9x?xf64, strided<[1, 35, 315]>, 1> -> index
      %7 = arith.index_cast %intptr_14 : index to i64
      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
      %9 = arith.index_cast %sizes_12#2 : index to i64
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
      %10 = arith.index_cast %block_id_x : index to i64
      %c315_i64 = arith.constant 315 : i64
      %11 = arith.muli %10, %c315_i64 : i64
      %12 = llvm.getelementptr %3[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %13 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_stack : !llvm.ptr<3>
      %c2_i64 = arith.constant 2 : i64
      %14 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c2_i64_48 = arith.constant 2 : i64
      %15 = llvm.getelementptr %13[%c2_i64_48] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %thread_id_x = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %17 = arith.index_cast %thread_id_y : index to i64
      %18 = arith.muli %c64_i64, %17 : i64
      %19 = arith.addi %16, %18 : i64
      %c32_i64 = arith.constant 32 : i64
      %20 = arith.divsi %19, %c32_i64 : i64
      %c32_i64_49 = arith.constant 32 : i64
      %21 = arith.remsi %19, %c32_i64_49 : i64
      %c4_i64 = arith.constant 4 : i64
      %22 = arith.divsi %21, %c4_i64 : i64
      %c4_i64_50 = arith.constant 4 : i64
      %23 = arith.remsi %21, %c4_i64_50 : i64
      %c6_i64 = arith.constant 6 : i64
      %c6_i64_51 = arith.constant 6 : i64
      scf.for %arg4 = %20 to %c6_i64 step %c6_i64_51  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %79 = arith.remsi %arg4, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %80 = arith.divsi %arg4, %c3_i64_103 : i64
        %c16_i64 = arith.constant 16 : i64
        %81 = arith.muli %79, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %82 = arith.muli %80, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_104 = arith.constant 0.000000e+00 : f64
        memref.store %cst_104, %alloca_15[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_16[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_17[] : memref<f64>
        %83 = arith.addi %81, %22 : i64
        %c32_i64_107 = arith.constant 32 : i64
        %84 = arith.minsi %83, %c32_i64_107 : i64
        %c8_i64_108 = arith.constant 8 : i64
        %85 = arith.addi %81, %c8_i64_108 : i64
        %86 = arith.addi %85, %22 : i64
        %c32_i64_109 = arith.constant 32 : i64
        %87 = arith.minsi %86, %c32_i64_109 : i64
        %88 = arith.addi %82, %22 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %89 = arith.minsi %88, %c8_i64_110 : i64
        %c0_i64 = arith.constant 0 : i64
        %c32_i64_111 = arith.constant 32 : i64
        %c4_i64_112 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c32_i64_111 step %c4_i64_112  : i64 {
          %152 = arith.addi %arg5, %23 : i64
          %153 = arith.addi %arg5, %23 : i64
          %c35_i64_135 = arith.constant 35 : i64
          %154 = arith.muli %152, %c35_i64_135 : i64
          %155 = arith.addi %84, %154 : i64
          %156 = llvm.getelementptr %14[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %157 = llvm.load %156 : !llvm.ptr<1> -> f64
          %c35_i64_136 = arith.constant 35 : i64
          %158 = arith.muli %152, %c35_i64_136 : i64
          %159 = arith.addi %87, %158 : i64
          %160 = llvm.getelementptr %14[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %161 = llvm.load %160 : !llvm.ptr<1> -> f64
          %c35_i64_137 = arith.constant 35 : i64
          %162 = arith.muli %89, %c35_i64_137 : i64
          %163 = arith.addi %153, %162 : i64
          %164 = llvm.getelementptr %12[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %165 = llvm.load %164 : !llvm.ptr<1> -> f64
          %166 = memref.load %alloca[] : memref<f64>
          %167 = memref.load %alloca_15[] : memref<f64>
          %168 = nvvm.mma.sync A[%157]  B[%165]  C[%166, %167]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %169 = llvm.extractvalue %168[0] : !llvm.struct<(f64, f64)> 
          memref.store %169, %alloca[] : memref<f64>
          %170 = llvm.extractvalue %168[1] : !llvm.struct<(f64, f64)> 
          memref.store %170, %alloca_15[] : memref<f64>
          %171 = memref.load %alloca_16[] : memref<f64>
          %172 = memref.load %alloca_17[] : memref<f64>
          %173 = nvvm.mma.sync A[%161]  B[%165]  C[%171, %172]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %174 = llvm.extractvalue %173[0] : !llvm.struct<(f64, f64)> 
          memref.store %174, %alloca_16[] : memref<f64>
          %175 = llvm.extractvalue %173[1] : !llvm.struct<(f64, f64)> 
          memref.store %175, %alloca_17[] : memref<f64>
        }
        %c32_i64_113 = arith.constant 32 : i64
        %90 = arith.addi %c32_i64_113, %23 : i64
        %c32_i64_114 = arith.constant 32 : i64
        %91 = arith.addi %c32_i64_114, %23 : i64
        %c34_i64 = arith.constant 34 : i64
        %92 = arith.minsi %90, %c34_i64 : i64
        %c35_i64 = arith.constant 35 : i64
        %93 = arith.muli %92, %c35_i64 : i64
        %94 = arith.addi %84, %93 : i64
        %95 = llvm.getelementptr %14[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %96 = llvm.load %95 : !llvm.ptr<1> -> f64
        memref.store %96, %alloca_18[] : memref<f64>
        %c35_i64_115 = arith.constant 35 : i64
        %97 = arith.cmpi sge, %90, %c35_i64_115 : i64
        scf.if %97 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_18[] : memref<f64>
        }
        %c34_i64_116 = arith.constant 34 : i64
        %98 = arith.minsi %90, %c34_i64_116 : i64
        %c35_i64_117 = arith.constant 35 : i64
        %99 = arith.muli %98, %c35_i64_117 : i64
        %100 = arith.addi %87, %99 : i64
        %101 = llvm.getelementptr %14[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %102 = llvm.load %101 : !llvm.ptr<1> -> f64
        memref.store %102, %alloca_19[] : memref<f64>
        %c35_i64_118 = arith.constant 35 : i64
        %103 = arith.cmpi sge, %90, %c35_i64_118 : i64
        scf.if %103 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_19[] : memref<f64>
        }
        %c34_i64_119 = arith.constant 34 : i64
        %104 = arith.minsi %91, %c34_i64_119 : i64
        %c35_i64_120 = arith.constant 35 : i64
        %105 = arith.muli %89, %c35_i64_120 : i64
        %106 = arith.addi %104, %105 : i64
        %107 = llvm.getelementptr %12[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %108 = llvm.load %107 : !llvm.ptr<1> -> f64
        memref.store %108, %alloca_20[] : memref<f64>
        %c35_i64_121 = arith.constant 35 : i64
        %109 = arith.cmpi sge, %91, %c35_i64_121 : i64
        scf.if %109 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_20[] : memref<f64>
        }
        %110 = memref.load %alloca_18[] : memref<f64>
        %111 = memref.load %alloca_20[] : memref<f64>
        %112 = memref.load %alloca[] : memref<f64>
        %113 = memref.load %alloca_15[] : memref<f64>
        %114 = nvvm.mma.sync A[%110]  B[%111]  C[%112, %113]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %115 = llvm.extractvalue %114[0] : !llvm.struct<(f64, f64)> 
        memref.store %115, %alloca[] : memref<f64>
        %116 = llvm.extractvalue %114[1] : !llvm.struct<(f64, f64)> 
        memref.store %116, %alloca_15[] : memref<f64>
        %117 = memref.load %alloca_19[] : memref<f64>
        %118 = memref.load %alloca_20[] : memref<f64>
        %119 = memref.load %alloca_16[] : memref<f64>
        %120 = memref.load %alloca_17[] : memref<f64>
        %121 = nvvm.mma.sync A[%117]  B[%118]  C[%119, %120]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %122 = llvm.extractvalue %121[0] : !llvm.struct<(f64, f64)> 
        memref.store %122, %alloca_16[] : memref<f64>
        %123 = llvm.extractvalue %121[1] : !llvm.struct<(f64, f64)> 
        memref.store %123, %alloca_17[] : memref<f64>
        %124 = arith.addi %81, %22 : i64
        %c2_i64_122 = arith.constant 2 : i64
        %125 = arith.muli %23, %c2_i64_122 : i64
        %126 = arith.addi %82, %125 : i64
        %c33_i64 = arith.constant 33 : i64
        %127 = arith.cmpi slt, %124, %c33_i64 : i64
        %c9_i64 = arith.constant 9 : i64
        %128 = arith.cmpi slt, %126, %c9_i64 : i64
        %129 = arith.andi %127, %128 : i1
        scf.if %129 {
          %152 = memref.load %alloca[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %153 = arith.muli %126, %c40_i64 : i64
          %154 = arith.addi %124, %153 : i64
          %155 = llvm.getelementptr %15[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %152, %155 : f64, !llvm.ptr<3>
        }
        %130 = arith.addi %81, %22 : i64
        %c2_i64_123 = arith.constant 2 : i64
        %131 = arith.muli %23, %c2_i64_123 : i64
        %c1_i64 = arith.constant 1 : i64
        %132 = arith.addi %131, %c1_i64 : i64
        %133 = arith.addi %82, %132 : i64
        %c33_i64_124 = arith.constant 33 : i64
        %134 = arith.cmpi slt, %130, %c33_i64_124 : i64
        %c9_i64_125 = arith.constant 9 : i64
        %135 = arith.cmpi slt, %133, %c9_i64_125 : i64
        %136 = arith.andi %134, %135 : i1
        scf.if %136 {
          %152 = memref.load %alloca_15[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %153 = arith.muli %133, %c40_i64 : i64
          %154 = arith.addi %130, %153 : i64
          %155 = llvm.getelementptr %15[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %152, %155 : f64, !llvm.ptr<3>
        }
        %c8_i64_126 = arith.constant 8 : i64
        %137 = arith.addi %81, %c8_i64_126 : i64
        %138 = arith.addi %137, %22 : i64
        %c2_i64_127 = arith.constant 2 : i64
        %139 = arith.muli %23, %c2_i64_127 : i64
        %140 = arith.addi %82, %139 : i64
        %c33_i64_128 = arith.constant 33 : i64
        %141 = arith.cmpi slt, %138, %c33_i64_128 : i64
        %c9_i64_129 = arith.constant 9 : i64
        %142 = arith.cmpi slt, %140, %c9_i64_129 : i64
        %143 = arith.andi %141, %142 : i1
        scf.if %143 {
          %152 = memref.load %alloca_16[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %153 = arith.muli %140, %c40_i64 : i64
          %154 = arith.addi %138, %153 : i64
          %155 = llvm.getelementptr %15[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %152, %155 : f64, !llvm.ptr<3>
        }
        %c8_i64_130 = arith.constant 8 : i64
        %144 = arith.addi %81, %c8_i64_130 : i64
        %145 = arith.addi %144, %22 : i64
        %c2_i64_131 = arith.constant 2 : i64
        %146 = arith.muli %23, %c2_i64_131 : i64
        %c1_i64_132 = arith.constant 1 : i64
        %147 = arith.addi %146, %c1_i64_132 : i64
        %148 = arith.addi %82, %147 : i64
        %c33_i64_133 = arith.constant 33 : i64
        %149 = arith.cmpi slt, %145, %c33_i64_133 : i64
        %c9_i64_134 = arith.constant 9 : i64
        %150 = arith.cmpi slt, %148, %c9_i64_134 : i64
        %151 = arith.andi %149, %150 : i1
        scf.if %151 {
          %152 = memref.load %alloca_17[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %153 = arith.muli %148, %c40_i64 : i64
          %154 = arith.addi %145, %153 : i64
          %155 = llvm.getelementptr %15[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %152, %155 : f64, !llvm.ptr<3>
        }
      }
      %24 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_stack : !llvm.ptr<3>
      %c2880_i64 = arith.constant 2880 : i64
      %25 = llvm.getelementptr %24[%c2880_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c2_i64_52 = arith.constant 2 : i64
      %26 = llvm.getelementptr %1[%c2_i64_52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c2_i64_53 = arith.constant 2 : i64
      %27 = llvm.getelementptr %13[%c2_i64_53] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      gpu.barrier
      %thread_id_x_54 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_54 : index to i64
      %c64_i64_55 = arith.constant 64 : i64
      %thread_id_y_56 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_56 : index to i64
      %30 = arith.muli %c64_i64_55, %29 : i64
      %31 = arith.addi %28, %30 : i64
      %c32_i64_57 = arith.constant 32 : i64
      %32 = arith.divsi %31, %c32_i64_57 : i64
      %c32_i64_58 = arith.constant 32 : i64
      %33 = arith.remsi %31, %c32_i64_58 : i64
      %c4_i64_59 = arith.constant 4 : i64
      %34 = arith.divsi %33, %c4_i64_59 : i64
      %c4_i64_60 = arith.constant 4 : i64
      %35 = arith.remsi %33, %c4_i64_60 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %c6_i64_62 = arith.constant 6 : i64
      scf.for %arg4 = %32 to %c6_i64_61 step %c6_i64_62  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %79 = arith.remsi %arg4, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %80 = arith.divsi %arg4, %c3_i64_103 : i64
        %c16_i64 = arith.constant 16 : i64
        %81 = arith.muli %79, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %82 = arith.muli %80, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_21[] : memref<f64>
        %cst_104 = arith.constant 0.000000e+00 : f64
        memref.store %cst_104, %alloca_22[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_23[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_24[] : memref<f64>
        %83 = arith.addi %81, %34 : i64
        %c34_i64 = arith.constant 34 : i64
        %84 = arith.minsi %83, %c34_i64 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %85 = arith.addi %81, %c8_i64_107 : i64
        %86 = arith.addi %85, %34 : i64
        %c34_i64_108 = arith.constant 34 : i64
        %87 = arith.minsi %86, %c34_i64_108 : i64
        %88 = arith.addi %82, %34 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %89 = arith.minsi %88, %c8_i64_109 : i64
        %c0_i64 = arith.constant 0 : i64
        %c32_i64_110 = arith.constant 32 : i64
        %c4_i64_111 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c32_i64_110 step %c4_i64_111  : i64 {
          %152 = arith.addi %arg5, %35 : i64
          %153 = arith.addi %arg5, %35 : i64
          %c35_i64_134 = arith.constant 35 : i64
          %154 = arith.muli %84, %c35_i64_134 : i64
          %155 = arith.addi %152, %154 : i64
          %156 = llvm.getelementptr %26[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %157 = llvm.load %156 : !llvm.ptr<1> -> f64
          %c35_i64_135 = arith.constant 35 : i64
          %158 = arith.muli %87, %c35_i64_135 : i64
          %159 = arith.addi %152, %158 : i64
          %160 = llvm.getelementptr %26[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %161 = llvm.load %160 : !llvm.ptr<1> -> f64
          %c40_i64_136 = arith.constant 40 : i64
          %162 = arith.muli %89, %c40_i64_136 : i64
          %163 = arith.addi %153, %162 : i64
          %164 = llvm.getelementptr %27[%163] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %165 = llvm.load %164 : !llvm.ptr<3> -> f64
          %166 = memref.load %alloca_21[] : memref<f64>
          %167 = memref.load %alloca_22[] : memref<f64>
          %168 = nvvm.mma.sync A[%157]  B[%165]  C[%166, %167]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %169 = llvm.extractvalue %168[0] : !llvm.struct<(f64, f64)> 
          memref.store %169, %alloca_21[] : memref<f64>
          %170 = llvm.extractvalue %168[1] : !llvm.struct<(f64, f64)> 
          memref.store %170, %alloca_22[] : memref<f64>
          %171 = memref.load %alloca_23[] : memref<f64>
          %172 = memref.load %alloca_24[] : memref<f64>
          %173 = nvvm.mma.sync A[%161]  B[%165]  C[%171, %172]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %174 = llvm.extractvalue %173[0] : !llvm.struct<(f64, f64)> 
          memref.store %174, %alloca_23[] : memref<f64>
          %175 = llvm.extractvalue %173[1] : !llvm.struct<(f64, f64)> 
          memref.store %175, %alloca_24[] : memref<f64>
        }
        %c32_i64_112 = arith.constant 32 : i64
        %90 = arith.addi %c32_i64_112, %35 : i64
        %c32_i64_113 = arith.constant 32 : i64
        %91 = arith.addi %c32_i64_113, %35 : i64
        %c32_i64_114 = arith.constant 32 : i64
        %92 = arith.minsi %90, %c32_i64_114 : i64
        %c35_i64 = arith.constant 35 : i64
        %93 = arith.muli %84, %c35_i64 : i64
        %94 = arith.addi %92, %93 : i64
        %95 = llvm.getelementptr %26[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %96 = llvm.load %95 : !llvm.ptr<1> -> f64
        memref.store %96, %alloca_25[] : memref<f64>
        %c33_i64 = arith.constant 33 : i64
        %97 = arith.cmpi sge, %90, %c33_i64 : i64
        scf.if %97 {
          %cst_134 = arith.constant 0.000000e+00 : f64
          memref.store %cst_134, %alloca_25[] : memref<f64>
        }
        %c32_i64_115 = arith.constant 32 : i64
        %98 = arith.minsi %90, %c32_i64_115 : i64
        %c35_i64_116 = arith.constant 35 : i64
        %99 = arith.muli %87, %c35_i64_116 : i64
        %100 = arith.addi %98, %99 : i64
        %101 = llvm.getelementptr %26[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %102 = llvm.load %101 : !llvm.ptr<1> -> f64
        memref.store %102, %alloca_26[] : memref<f64>
        %c33_i64_117 = arith.constant 33 : i64
        %103 = arith.cmpi sge, %90, %c33_i64_117 : i64
        scf.if %103 {
          %cst_134 = arith.constant 0.000000e+00 : f64
          memref.store %cst_134, %alloca_26[] : memref<f64>
        }
        %c32_i64_118 = arith.constant 32 : i64
        %104 = arith.minsi %91, %c32_i64_118 : i64
        %c40_i64 = arith.constant 40 : i64
        %105 = arith.muli %89, %c40_i64 : i64
        %106 = arith.addi %104, %105 : i64
        %107 = llvm.getelementptr %27[%106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %108 = llvm.load %107 : !llvm.ptr<3> -> f64
        memref.store %108, %alloca_27[] : memref<f64>
        %c33_i64_119 = arith.constant 33 : i64
        %109 = arith.cmpi sge, %91, %c33_i64_119 : i64
        scf.if %109 {
          %cst_134 = arith.constant 0.000000e+00 : f64
          memref.store %cst_134, %alloca_27[] : memref<f64>
        }
        %110 = memref.load %alloca_25[] : memref<f64>
        %111 = memref.load %alloca_27[] : memref<f64>
        %112 = memref.load %alloca_21[] : memref<f64>
        %113 = memref.load %alloca_22[] : memref<f64>
        %114 = nvvm.mma.sync A[%110]  B[%111]  C[%112, %113]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %115 = llvm.extractvalue %114[0] : !llvm.struct<(f64, f64)> 
        memref.store %115, %alloca_21[] : memref<f64>
        %116 = llvm.extractvalue %114[1] : !llvm.struct<(f64, f64)> 
        memref.store %116, %alloca_22[] : memref<f64>
        %117 = memref.load %alloca_26[] : memref<f64>
        %118 = memref.load %alloca_27[] : memref<f64>
        %119 = memref.load %alloca_23[] : memref<f64>
        %120 = memref.load %alloca_24[] : memref<f64>
        %121 = nvvm.mma.sync A[%117]  B[%118]  C[%119, %120]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %122 = llvm.extractvalue %121[0] : !llvm.struct<(f64, f64)> 
        memref.store %122, %alloca_23[] : memref<f64>
        %123 = llvm.extractvalue %121[1] : !llvm.struct<(f64, f64)> 
        memref.store %123, %alloca_24[] : memref<f64>
        %124 = arith.addi %81, %34 : i64
        %c2_i64_120 = arith.constant 2 : i64
        %125 = arith.muli %35, %c2_i64_120 : i64
        %126 = arith.addi %82, %125 : i64
        %c35_i64_121 = arith.constant 35 : i64
        %127 = arith.cmpi slt, %124, %c35_i64_121 : i64
        %c9_i64 = arith.constant 9 : i64
        %128 = arith.cmpi slt, %126, %c9_i64 : i64
        %129 = arith.andi %127, %128 : i1
        scf.if %129 {
          %cst_134 = arith.constant 5.000000e-01 : f64
          %152 = memref.load %alloca_21[] : memref<f64>
          %153 = arith.mulf %cst_134, %152 : f64
          %c40_i64_135 = arith.constant 40 : i64
          %154 = arith.muli %126, %c40_i64_135 : i64
          %155 = arith.addi %124, %154 : i64
          %156 = llvm.getelementptr %25[%155] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %153, %156 : f64, !llvm.ptr<3>
        }
        %130 = arith.addi %81, %34 : i64
        %c2_i64_122 = arith.constant 2 : i64
        %131 = arith.muli %35, %c2_i64_122 : i64
        %c1_i64 = arith.constant 1 : i64
        %132 = arith.addi %131, %c1_i64 : i64
        %133 = arith.addi %82, %132 : i64
        %c35_i64_123 = arith.constant 35 : i64
        %134 = arith.cmpi slt, %130, %c35_i64_123 : i64
        %c9_i64_124 = arith.constant 9 : i64
        %135 = arith.cmpi slt, %133, %c9_i64_124 : i64
        %136 = arith.andi %134, %135 : i1
        scf.if %136 {
          %cst_134 = arith.constant 5.000000e-01 : f64
          %152 = memref.load %alloca_22[] : memref<f64>
          %153 = arith.mulf %cst_134, %152 : f64
          %c40_i64_135 = arith.constant 40 : i64
          %154 = arith.muli %133, %c40_i64_135 : i64
          %155 = arith.addi %130, %154 : i64
          %156 = llvm.getelementptr %25[%155] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %153, %156 : f64, !llvm.ptr<3>
        }
        %c8_i64_125 = arith.constant 8 : i64
        %137 = arith.addi %81, %c8_i64_125 : i64
        %138 = arith.addi %137, %34 : i64
        %c2_i64_126 = arith.constant 2 : i64
        %139 = arith.muli %35, %c2_i64_126 : i64
        %140 = arith.addi %82, %139 : i64
        %c35_i64_127 = arith.constant 35 : i64
        %141 = arith.cmpi slt, %138, %c35_i64_127 : i64
        %c9_i64_128 = arith.constant 9 : i64
        %142 = arith.cmpi slt, %140, %c9_i64_128 : i64
        %143 = arith.andi %141, %142 : i1
        scf.if %143 {
          %cst_134 = arith.constant 5.000000e-01 : f64
          %152 = memref.load %alloca_23[] : memref<f64>
          %153 = arith.mulf %cst_134, %152 : f64
          %c40_i64_135 = arith.constant 40 : i64
          %154 = arith.muli %140, %c40_i64_135 : i64
          %155 = arith.addi %138, %154 : i64
          %156 = llvm.getelementptr %25[%155] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %153, %156 : f64, !llvm.ptr<3>
        }
        %c8_i64_129 = arith.constant 8 : i64
        %144 = arith.addi %81, %c8_i64_129 : i64
        %145 = arith.addi %144, %34 : i64
        %c2_i64_130 = arith.constant 2 : i64
        %146 = arith.muli %35, %c2_i64_130 : i64
        %c1_i64_131 = arith.constant 1 : i64
        %147 = arith.addi %146, %c1_i64_131 : i64
        %148 = arith.addi %82, %147 : i64
        %c35_i64_132 = arith.constant 35 : i64
        %149 = arith.cmpi slt, %145, %c35_i64_132 : i64
        %c9_i64_133 = arith.constant 9 : i64
        %150 = arith.cmpi slt, %148, %c9_i64_133 : i64
        %151 = arith.andi %149, %150 : i1
        scf.if %151 {
          %cst_134 = arith.constant 5.000000e-01 : f64
          %152 = memref.load %alloca_24[] : memref<f64>
          %153 = arith.mulf %cst_134, %152 : f64
          %c40_i64_135 = arith.constant 40 : i64
          %154 = arith.muli %148, %c40_i64_135 : i64
          %155 = arith.addi %145, %154 : i64
          %156 = llvm.getelementptr %25[%155] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %153, %156 : f64, !llvm.ptr<3>
        }
      }
      %36 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_stack : !llvm.ptr<3>
      %c4_i64_63 = arith.constant 4 : i64
      %37 = llvm.getelementptr %25[%c4_i64_63] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %c3_i64 = arith.constant 3 : i64
      %38 = llvm.getelementptr %6[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c76_i64 = arith.constant 76 : i64
      %39 = llvm.getelementptr %36[%c76_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      gpu.barrier
      %thread_id_x_64 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_64 : index to i64
      %c64_i64_65 = arith.constant 64 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y_66 : index to i64
      %42 = arith.muli %c64_i64_65, %41 : i64
      %43 = arith.addi %40, %42 : i64
      %c32_i64_67 = arith.constant 32 : i64
      %44 = arith.divsi %43, %c32_i64_67 : i64
      %c32_i64_68 = arith.constant 32 : i64
      %45 = arith.remsi %43, %c32_i64_68 : i64
      %c4_i64_69 = arith.constant 4 : i64
      %46 = arith.divsi %45, %c4_i64_69 : i64
      %c4_i64_70 = arith.constant 4 : i64
      %47 = arith.remsi %45, %c4_i64_70 : i64
      %c3_i64_71 = arith.constant 3 : i64
      %c6_i64_72 = arith.constant 6 : i64
      scf.for %arg4 = %44 to %c3_i64_71 step %c6_i64_72  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %79 = arith.remsi %arg4, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %80 = arith.divsi %arg4, %c3_i64_103 : i64
        %c8_i64 = arith.constant 8 : i64
        %81 = arith.muli %79, %c8_i64 : i64
        %c8_i64_104 = arith.constant 8 : i64
        %82 = arith.muli %80, %c8_i64_104 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_28[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_29[] : memref<f64>
        %83 = arith.addi %81, %46 : i64
        %c19_i64 = arith.constant 19 : i64
        %84 = arith.minsi %83, %c19_i64 : i64
        %85 = arith.addi %82, %46 : i64
        %c5_i64_106 = arith.constant 5 : i64
        %86 = arith.minsi %85, %c5_i64_106 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %c4_i64_108 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c8_i64_107 step %c4_i64_108  : i64 {
          %121 = arith.addi %arg5, %47 : i64
          %122 = arith.addi %arg5, %47 : i64
          %c40_i64_120 = arith.constant 40 : i64
          %123 = arith.muli %121, %c40_i64_120 : i64
          %124 = arith.addi %84, %123 : i64
          %125 = llvm.getelementptr %37[%124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %126 = llvm.load %125 : !llvm.ptr<3> -> f64
          %c9_i64_121 = arith.constant 9 : i64
          %127 = arith.muli %122, %c9_i64_121 : i64
          %128 = arith.addi %86, %127 : i64
          %129 = llvm.getelementptr %38[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %130 = llvm.load %129 : !llvm.ptr<1> -> f64
          %131 = memref.load %alloca_28[] : memref<f64>
          %132 = memref.load %alloca_29[] : memref<f64>
          %133 = nvvm.mma.sync A[%126]  B[%130]  C[%131, %132]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %134 = llvm.extractvalue %133[0] : !llvm.struct<(f64, f64)> 
          memref.store %134, %alloca_28[] : memref<f64>
          %135 = llvm.extractvalue %133[1] : !llvm.struct<(f64, f64)> 
          memref.store %135, %alloca_29[] : memref<f64>
        }
        %c8_i64_109 = arith.constant 8 : i64
        %87 = arith.addi %c8_i64_109, %47 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %88 = arith.addi %c8_i64_110, %47 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %89 = arith.minsi %87, %c8_i64_111 : i64
        %c40_i64 = arith.constant 40 : i64
        %90 = arith.muli %89, %c40_i64 : i64
        %91 = arith.addi %84, %90 : i64
        %92 = llvm.getelementptr %37[%91] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %93 = llvm.load %92 : !llvm.ptr<3> -> f64
        memref.store %93, %alloca_30[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %94 = arith.cmpi sge, %87, %c9_i64 : i64
        scf.if %94 {
          %cst_120 = arith.constant 0.000000e+00 : f64
          memref.store %cst_120, %alloca_30[] : memref<f64>
        }
        %c8_i64_112 = arith.constant 8 : i64
        %95 = arith.minsi %88, %c8_i64_112 : i64
        %c9_i64_113 = arith.constant 9 : i64
        %96 = arith.muli %95, %c9_i64_113 : i64
        %97 = arith.addi %86, %96 : i64
        %98 = llvm.getelementptr %38[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %99 = llvm.load %98 : !llvm.ptr<1> -> f64
        memref.store %99, %alloca_31[] : memref<f64>
        %c9_i64_114 = arith.constant 9 : i64
        %100 = arith.cmpi sge, %88, %c9_i64_114 : i64
        scf.if %100 {
          %cst_120 = arith.constant 0.000000e+00 : f64
          memref.store %cst_120, %alloca_31[] : memref<f64>
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
        %108 = arith.addi %81, %46 : i64
        %c2_i64_115 = arith.constant 2 : i64
        %109 = arith.muli %47, %c2_i64_115 : i64
        %110 = arith.addi %82, %109 : i64
        %c20_i64 = arith.constant 20 : i64
        %111 = arith.cmpi slt, %108, %c20_i64 : i64
        %c6_i64_116 = arith.constant 6 : i64
        %112 = arith.cmpi slt, %110, %c6_i64_116 : i64
        %113 = arith.andi %111, %112 : i1
        scf.if %113 {
          %121 = memref.load %alloca_28[] : memref<f64>
          %c24_i64 = arith.constant 24 : i64
          %122 = arith.muli %110, %c24_i64 : i64
          %123 = arith.addi %108, %122 : i64
          %124 = llvm.getelementptr %39[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
        %114 = arith.addi %81, %46 : i64
        %c2_i64_117 = arith.constant 2 : i64
        %115 = arith.muli %47, %c2_i64_117 : i64
        %c1_i64 = arith.constant 1 : i64
        %116 = arith.addi %115, %c1_i64 : i64
        %117 = arith.addi %82, %116 : i64
        %c20_i64_118 = arith.constant 20 : i64
        %118 = arith.cmpi slt, %114, %c20_i64_118 : i64
        %c6_i64_119 = arith.constant 6 : i64
        %119 = arith.cmpi slt, %117, %c6_i64_119 : i64
        %120 = arith.andi %118, %119 : i1
        scf.if %120 {
          %121 = memref.load %alloca_29[] : memref<f64>
          %c24_i64 = arith.constant 24 : i64
          %122 = arith.muli %117, %c24_i64 : i64
          %123 = arith.addi %114, %122 : i64
          %124 = llvm.getelementptr %39[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
      }
      %48 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_stack : !llvm.ptr<3>
      %c5760_i64 = arith.constant 5760 : i64
      %49 = llvm.getelementptr %48[%c5760_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %thread_id_x_73 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_73 : index to i64
      %c64_i64_74 = arith.constant 64 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_75 : index to i64
      %52 = arith.muli %c64_i64_74, %51 : i64
      %53 = arith.addi %50, %52 : i64
      %c32_i64_76 = arith.constant 32 : i64
      %54 = arith.divsi %53, %c32_i64_76 : i64
      %c32_i64_77 = arith.constant 32 : i64
      %55 = arith.remsi %53, %c32_i64_77 : i64
      %c4_i64_78 = arith.constant 4 : i64
      %56 = arith.divsi %55, %c4_i64_78 : i64
      %c4_i64_79 = arith.constant 4 : i64
      %57 = arith.remsi %55, %c4_i64_79 : i64
      %c6_i64_80 = arith.constant 6 : i64
      %c6_i64_81 = arith.constant 6 : i64
      scf.for %arg4 = %54 to %c6_i64_80 step %c6_i64_81  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %79 = arith.remsi %arg4, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %80 = arith.divsi %arg4, %c3_i64_103 : i64
        %c16_i64 = arith.constant 16 : i64
        %81 = arith.muli %79, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %82 = arith.muli %80, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_32[] : memref<f64>
        %cst_104 = arith.constant 0.000000e+00 : f64
        memref.store %cst_104, %alloca_33[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_34[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_35[] : memref<f64>
        %83 = arith.addi %81, %56 : i64
        %c34_i64 = arith.constant 34 : i64
        %84 = arith.minsi %83, %c34_i64 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %85 = arith.addi %81, %c8_i64_107 : i64
        %86 = arith.addi %85, %56 : i64
        %c34_i64_108 = arith.constant 34 : i64
        %87 = arith.minsi %86, %c34_i64_108 : i64
        %88 = arith.addi %82, %56 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %89 = arith.minsi %88, %c8_i64_109 : i64
        %c0_i64 = arith.constant 0 : i64
        %c32_i64_110 = arith.constant 32 : i64
        %c4_i64_111 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c32_i64_110 step %c4_i64_111  : i64 {
          %152 = arith.addi %arg5, %57 : i64
          %153 = arith.addi %arg5, %57 : i64
          %c35_i64_135 = arith.constant 35 : i64
          %154 = arith.muli %152, %c35_i64_135 : i64
          %155 = arith.addi %84, %154 : i64
          %156 = llvm.getelementptr %1[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %157 = llvm.load %156 : !llvm.ptr<1> -> f64
          %c35_i64_136 = arith.constant 35 : i64
          %158 = arith.muli %152, %c35_i64_136 : i64
          %159 = arith.addi %87, %158 : i64
          %160 = llvm.getelementptr %1[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %161 = llvm.load %160 : !llvm.ptr<1> -> f64
          %c40_i64_137 = arith.constant 40 : i64
          %162 = arith.muli %89, %c40_i64_137 : i64
          %163 = arith.addi %153, %162 : i64
          %164 = llvm.getelementptr %25[%163] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %165 = llvm.load %164 : !llvm.ptr<3> -> f64
          %166 = memref.load %alloca_32[] : memref<f64>
          %167 = memref.load %alloca_33[] : memref<f64>
          %168 = nvvm.mma.sync A[%157]  B[%165]  C[%166, %167]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %169 = llvm.extractvalue %168[0] : !llvm.struct<(f64, f64)> 
          memref.store %169, %alloca_32[] : memref<f64>
          %170 = llvm.extractvalue %168[1] : !llvm.struct<(f64, f64)> 
          memref.store %170, %alloca_33[] : memref<f64>
          %171 = memref.load %alloca_34[] : memref<f64>
          %172 = memref.load %alloca_35[] : memref<f64>
          %173 = nvvm.mma.sync A[%161]  B[%165]  C[%171, %172]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %174 = llvm.extractvalue %173[0] : !llvm.struct<(f64, f64)> 
          memref.store %174, %alloca_34[] : memref<f64>
          %175 = llvm.extractvalue %173[1] : !llvm.struct<(f64, f64)> 
          memref.store %175, %alloca_35[] : memref<f64>
        }
        %c32_i64_112 = arith.constant 32 : i64
        %90 = arith.addi %c32_i64_112, %57 : i64
        %c32_i64_113 = arith.constant 32 : i64
        %91 = arith.addi %c32_i64_113, %57 : i64
        %c34_i64_114 = arith.constant 34 : i64
        %92 = arith.minsi %90, %c34_i64_114 : i64
        %c35_i64 = arith.constant 35 : i64
        %93 = arith.muli %92, %c35_i64 : i64
        %94 = arith.addi %84, %93 : i64
        %95 = llvm.getelementptr %1[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %96 = llvm.load %95 : !llvm.ptr<1> -> f64
        memref.store %96, %alloca_36[] : memref<f64>
        %c35_i64_115 = arith.constant 35 : i64
        %97 = arith.cmpi sge, %90, %c35_i64_115 : i64
        scf.if %97 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_36[] : memref<f64>
        }
        %c34_i64_116 = arith.constant 34 : i64
        %98 = arith.minsi %90, %c34_i64_116 : i64
        %c35_i64_117 = arith.constant 35 : i64
        %99 = arith.muli %98, %c35_i64_117 : i64
        %100 = arith.addi %87, %99 : i64
        %101 = llvm.getelementptr %1[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %102 = llvm.load %101 : !llvm.ptr<1> -> f64
        memref.store %102, %alloca_37[] : memref<f64>
        %c35_i64_118 = arith.constant 35 : i64
        %103 = arith.cmpi sge, %90, %c35_i64_118 : i64
        scf.if %103 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_37[] : memref<f64>
        }
        %c34_i64_119 = arith.constant 34 : i64
        %104 = arith.minsi %91, %c34_i64_119 : i64
        %c40_i64 = arith.constant 40 : i64
        %105 = arith.muli %89, %c40_i64 : i64
        %106 = arith.addi %104, %105 : i64
        %107 = llvm.getelementptr %25[%106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %108 = llvm.load %107 : !llvm.ptr<3> -> f64
        memref.store %108, %alloca_38[] : memref<f64>
        %c35_i64_120 = arith.constant 35 : i64
        %109 = arith.cmpi sge, %91, %c35_i64_120 : i64
        scf.if %109 {
          %cst_135 = arith.constant 0.000000e+00 : f64
          memref.store %cst_135, %alloca_38[] : memref<f64>
        }
        %110 = memref.load %alloca_36[] : memref<f64>
        %111 = memref.load %alloca_38[] : memref<f64>
        %112 = memref.load %alloca_32[] : memref<f64>
        %113 = memref.load %alloca_33[] : memref<f64>
        %114 = nvvm.mma.sync A[%110]  B[%111]  C[%112, %113]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %115 = llvm.extractvalue %114[0] : !llvm.struct<(f64, f64)> 
        memref.store %115, %alloca_32[] : memref<f64>
        %116 = llvm.extractvalue %114[1] : !llvm.struct<(f64, f64)> 
        memref.store %116, %alloca_33[] : memref<f64>
        %117 = memref.load %alloca_37[] : memref<f64>
        %118 = memref.load %alloca_38[] : memref<f64>
        %119 = memref.load %alloca_34[] : memref<f64>
        %120 = memref.load %alloca_35[] : memref<f64>
        %121 = nvvm.mma.sync A[%117]  B[%118]  C[%119, %120]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %122 = llvm.extractvalue %121[0] : !llvm.struct<(f64, f64)> 
        memref.store %122, %alloca_34[] : memref<f64>
        %123 = llvm.extractvalue %121[1] : !llvm.struct<(f64, f64)> 
        memref.store %123, %alloca_35[] : memref<f64>
        %124 = arith.addi %81, %56 : i64
        %c2_i64_121 = arith.constant 2 : i64
        %125 = arith.muli %57, %c2_i64_121 : i64
        %126 = arith.addi %82, %125 : i64
        %c35_i64_122 = arith.constant 35 : i64
        %127 = arith.cmpi slt, %124, %c35_i64_122 : i64
        %c9_i64 = arith.constant 9 : i64
        %128 = arith.cmpi slt, %126, %c9_i64 : i64
        %129 = arith.andi %127, %128 : i1
        scf.if %129 {
          %152 = memref.load %alloca_32[] : memref<f64>
          %c35_i64_135 = arith.constant 35 : i64
          %153 = arith.muli %126, %c35_i64_135 : i64
          %154 = arith.addi %124, %153 : i64
          %155 = llvm.getelementptr %49[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %152, %155 : f64, !llvm.ptr<3>
        }
        %130 = arith.addi %81, %56 : i64
        %c2_i64_123 = arith.constant 2 : i64
        %131 = arith.muli %57, %c2_i64_123 : i64
        %c1_i64 = arith.constant 1 : i64
        %132 = arith.addi %131, %c1_i64 : i64
        %133 = arith.addi %82, %132 : i64
        %c35_i64_124 = arith.constant 35 : i64
        %134 = arith.cmpi slt, %130, %c35_i64_124 : i64
        %c9_i64_125 = arith.constant 9 : i64
        %135 = arith.cmpi slt, %133, %c9_i64_125 : i64
        %136 = arith.andi %134, %135 : i1
        scf.if %136 {
          %152 = memref.load %alloca_33[] : memref<f64>
          %c35_i64_135 = arith.constant 35 : i64
          %153 = arith.muli %133, %c35_i64_135 : i64
          %154 = arith.addi %130, %153 : i64
          %155 = llvm.getelementptr %49[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %152, %155 : f64, !llvm.ptr<3>
        }
        %c8_i64_126 = arith.constant 8 : i64
        %137 = arith.addi %81, %c8_i64_126 : i64
        %138 = arith.addi %137, %56 : i64
        %c2_i64_127 = arith.constant 2 : i64
        %139 = arith.muli %57, %c2_i64_127 : i64
        %140 = arith.addi %82, %139 : i64
        %c35_i64_128 = arith.constant 35 : i64
        %141 = arith.cmpi slt, %138, %c35_i64_128 : i64
        %c9_i64_129 = arith.constant 9 : i64
        %142 = arith.cmpi slt, %140, %c9_i64_129 : i64
        %143 = arith.andi %141, %142 : i1
        scf.if %143 {
          %152 = memref.load %alloca_34[] : memref<f64>
          %c35_i64_135 = arith.constant 35 : i64
          %153 = arith.muli %140, %c35_i64_135 : i64
          %154 = arith.addi %138, %153 : i64
          %155 = llvm.getelementptr %49[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %152, %155 : f64, !llvm.ptr<3>
        }
        %c8_i64_130 = arith.constant 8 : i64
        %144 = arith.addi %81, %c8_i64_130 : i64
        %145 = arith.addi %144, %56 : i64
        %c2_i64_131 = arith.constant 2 : i64
        %146 = arith.muli %57, %c2_i64_131 : i64
        %c1_i64_132 = arith.constant 1 : i64
        %147 = arith.addi %146, %c1_i64_132 : i64
        %148 = arith.addi %82, %147 : i64
        %c35_i64_133 = arith.constant 35 : i64
        %149 = arith.cmpi slt, %145, %c35_i64_133 : i64
        %c9_i64_134 = arith.constant 9 : i64
        %150 = arith.cmpi slt, %148, %c9_i64_134 : i64
        %151 = arith.andi %149, %150 : i1
        scf.if %151 {
          %152 = memref.load %alloca_35[] : memref<f64>
          %c35_i64_135 = arith.constant 35 : i64
          %153 = arith.muli %148, %c35_i64_135 : i64
          %154 = arith.addi %145, %153 : i64
          %155 = llvm.getelementptr %49[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %152, %155 : f64, !llvm.ptr<3>
        }
      }
      %c315_i64_82 = arith.constant 315 : i64
      %58 = arith.muli %10, %c315_i64_82 : i64
      %59 = llvm.getelementptr %8[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4_i64_83 = arith.constant 4 : i64
      %60 = llvm.getelementptr %1[%c4_i64_83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c76_i64_84 = arith.constant 76 : i64
      %61 = llvm.getelementptr %36[%c76_i64_84] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %c105_i64 = arith.constant 105 : i64
      %62 = llvm.getelementptr %59[%c105_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      gpu.barrier
      %thread_id_x_85 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_85 : index to i64
      %c64_i64_86 = arith.constant 64 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_87 : index to i64
      %65 = arith.muli %c64_i64_86, %64 : i64
      %66 = arith.addi %63, %65 : i64
      %c32_i64_88 = arith.constant 32 : i64
      %67 = arith.divsi %66, %c32_i64_88 : i64
      %c32_i64_89 = arith.constant 32 : i64
      %68 = arith.remsi %66, %c32_i64_89 : i64
      %c4_i64_90 = arith.constant 4 : i64
      %69 = arith.divsi %68, %c4_i64_90 : i64
      %c4_i64_91 = arith.constant 4 : i64
      %70 = arith.remsi %68, %c4_i64_91 : i64
      %c5_i64 = arith.constant 5 : i64
      %c6_i64_92 = arith.constant 6 : i64
      scf.for %arg4 = %67 to %c5_i64 step %c6_i64_92  : i64 {
        %c5_i64_102 = arith.constant 5 : i64
        %79 = arith.remsi %arg4, %c5_i64_102 : i64
        %c5_i64_103 = arith.constant 5 : i64
        %80 = arith.divsi %arg4, %c5_i64_103 : i64
        %c8_i64 = arith.constant 8 : i64
        %81 = arith.muli %79, %c8_i64 : i64
        %c8_i64_104 = arith.constant 8 : i64
        %82 = arith.muli %80, %c8_i64_104 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_39[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_40[] : memref<f64>
        %83 = arith.addi %81, %69 : i64
        %c34_i64 = arith.constant 34 : i64
        %84 = arith.minsi %83, %c34_i64 : i64
        %85 = arith.addi %82, %69 : i64
        %c5_i64_106 = arith.constant 5 : i64
        %86 = arith.minsi %85, %c5_i64_106 : i64
        %c0_i64 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c4_i64_107 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c20_i64 step %c4_i64_107  : i64 {
          %100 = arith.addi %arg5, %70 : i64
          %101 = arith.addi %arg5, %70 : i64
          %c35_i64_113 = arith.constant 35 : i64
          %102 = arith.muli %84, %c35_i64_113 : i64
          %103 = arith.addi %100, %102 : i64
          %104 = llvm.getelementptr %60[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %105 = llvm.load %104 : !llvm.ptr<1> -> f64
          %c24_i64 = arith.constant 24 : i64
          %106 = arith.muli %86, %c24_i64 : i64
          %107 = arith.addi %101, %106 : i64
          %108 = llvm.getelementptr %61[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %109 = llvm.load %108 : !llvm.ptr<3> -> f64
          %110 = memref.load %alloca_39[] : memref<f64>
          %111 = memref.load %alloca_40[] : memref<f64>
          %112 = nvvm.mma.sync A[%105]  B[%109]  C[%110, %111]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %113 = llvm.extractvalue %112[0] : !llvm.struct<(f64, f64)> 
          memref.store %113, %alloca_39[] : memref<f64>
          %114 = llvm.extractvalue %112[1] : !llvm.struct<(f64, f64)> 
          memref.store %114, %alloca_40[] : memref<f64>
        }
        %87 = arith.addi %81, %69 : i64
        %c2_i64_108 = arith.constant 2 : i64
        %88 = arith.muli %70, %c2_i64_108 : i64
        %89 = arith.addi %82, %88 : i64
        %c35_i64 = arith.constant 35 : i64
        %90 = arith.cmpi slt, %87, %c35_i64 : i64
        %c6_i64_109 = arith.constant 6 : i64
        %91 = arith.cmpi slt, %89, %c6_i64_109 : i64
        %92 = arith.andi %90, %91 : i1
        scf.if %92 {
          %c35_i64_113 = arith.constant 35 : i64
          %100 = arith.muli %89, %c35_i64_113 : i64
          %101 = arith.addi %87, %100 : i64
          %102 = llvm.getelementptr %62[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %103 = llvm.load %102 : !llvm.ptr<1> -> f64
          %104 = memref.load %alloca_39[] : memref<f64>
          %105 = arith.addf %103, %104 : f64
          %c35_i64_114 = arith.constant 35 : i64
          %106 = arith.muli %89, %c35_i64_114 : i64
          %107 = arith.addi %87, %106 : i64
          %108 = llvm.getelementptr %62[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %105, %108 : f64, !llvm.ptr<1>
        }
        %93 = arith.addi %81, %69 : i64
        %c2_i64_110 = arith.constant 2 : i64
        %94 = arith.muli %70, %c2_i64_110 : i64
        %c1_i64 = arith.constant 1 : i64
        %95 = arith.addi %94, %c1_i64 : i64
        %96 = arith.addi %82, %95 : i64
        %c35_i64_111 = arith.constant 35 : i64
        %97 = arith.cmpi slt, %93, %c35_i64_111 : i64
        %c6_i64_112 = arith.constant 6 : i64
        %98 = arith.cmpi slt, %96, %c6_i64_112 : i64
        %99 = arith.andi %97, %98 : i1
        scf.if %99 {
          %c35_i64_113 = arith.constant 35 : i64
          %100 = arith.muli %96, %c35_i64_113 : i64
          %101 = arith.addi %93, %100 : i64
          %102 = llvm.getelementptr %62[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %103 = llvm.load %102 : !llvm.ptr<1> -> f64
          %104 = memref.load %alloca_40[] : memref<f64>
          %105 = arith.addf %103, %104 : f64
          %c35_i64_114 = arith.constant 35 : i64
          %106 = arith.muli %96, %c35_i64_114 : i64
          %107 = arith.addi %93, %106 : i64
          %108 = llvm.getelementptr %62[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %105, %108 : f64, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_93 = gpu.thread_id  x
      %71 = arith.index_cast %thread_id_x_93 : index to i64
      %c64_i64_94 = arith.constant 64 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y_95 : index to i64
      %73 = arith.muli %c64_i64_94, %72 : i64
      %74 = arith.addi %71, %73 : i64
      %c32_i64_96 = arith.constant 32 : i64
      %75 = arith.divsi %74, %c32_i64_96 : i64
      %c32_i64_97 = arith.constant 32 : i64
      %76 = arith.remsi %74, %c32_i64_97 : i64
      %c4_i64_98 = arith.constant 4 : i64
      %77 = arith.divsi %76, %c4_i64_98 : i64
      %c4_i64_99 = arith.constant 4 : i64
      %78 = arith.remsi %76, %c4_i64_99 : i64
      %c6_i64_100 = arith.constant 6 : i64
      %c6_i64_101 = arith.constant 6 : i64
      scf.for %arg4 = %75 to %c6_i64_100 step %c6_i64_101  : i64 {
        %c3_i64_102 = arith.constant 3 : i64
        %79 = arith.remsi %arg4, %c3_i64_102 : i64
        %c3_i64_103 = arith.constant 3 : i64
        %80 = arith.divsi %arg4, %c3_i64_103 : i64
        %c16_i64 = arith.constant 16 : i64
        %81 = arith.muli %79, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %82 = arith.muli %80, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_41[] : memref<f64>
        %cst_104 = arith.constant 0.000000e+00 : f64
        memref.store %cst_104, %alloca_42[] : memref<f64>
        %cst_105 = arith.constant 0.000000e+00 : f64
        memref.store %cst_105, %alloca_43[] : memref<f64>
        %cst_106 = arith.constant 0.000000e+00 : f64
        memref.store %cst_106, %alloca_44[] : memref<f64>
        %83 = arith.addi %81, %77 : i64
        %c34_i64 = arith.constant 34 : i64
        %84 = arith.minsi %83, %c34_i64 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %85 = arith.addi %81, %c8_i64_107 : i64
        %86 = arith.addi %85, %77 : i64
        %c34_i64_108 = arith.constant 34 : i64
        %87 = arith.minsi %86, %c34_i64_108 : i64
        %88 = arith.addi %82, %77 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %89 = arith.minsi %88, %c8_i64_109 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %c4_i64_111 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c8_i64_110 step %c4_i64_111  : i64 {
          %152 = arith.addi %arg5, %78 : i64
          %153 = arith.addi %arg5, %78 : i64
          %c35_i64_136 = arith.constant 35 : i64
          %154 = arith.muli %152, %c35_i64_136 : i64
          %155 = arith.addi %84, %154 : i64
          %156 = llvm.getelementptr %49[%155] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %157 = llvm.load %156 : !llvm.ptr<3> -> f64
          %c35_i64_137 = arith.constant 35 : i64
          %158 = arith.muli %152, %c35_i64_137 : i64
          %159 = arith.addi %87, %158 : i64
          %160 = llvm.getelementptr %49[%159] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %161 = llvm.load %160 : !llvm.ptr<3> -> f64
          %c9_i64_138 = arith.constant 9 : i64
          %162 = arith.muli %89, %c9_i64_138 : i64
          %163 = arith.addi %153, %162 : i64
          %164 = llvm.getelementptr %6[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %165 = llvm.load %164 : !llvm.ptr<1> -> f64
          %166 = memref.load %alloca_41[] : memref<f64>
          %167 = memref.load %alloca_42[] : memref<f64>
          %168 = nvvm.mma.sync A[%157]  B[%165]  C[%166, %167]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %169 = llvm.extractvalue %168[0] : !llvm.struct<(f64, f64)> 
          memref.store %169, %alloca_41[] : memref<f64>
          %170 = llvm.extractvalue %168[1] : !llvm.struct<(f64, f64)> 
          memref.store %170, %alloca_42[] : memref<f64>
          %171 = memref.load %alloca_43[] : memref<f64>
          %172 = memref.load %alloca_44[] : memref<f64>
          %173 = nvvm.mma.sync A[%161]  B[%165]  C[%171, %172]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %174 = llvm.extractvalue %173[0] : !llvm.struct<(f64, f64)> 
          memref.store %174, %alloca_43[] : memref<f64>
          %175 = llvm.extractvalue %173[1] : !llvm.struct<(f64, f64)> 
          memref.store %175, %alloca_44[] : memref<f64>
        }
        %c8_i64_112 = arith.constant 8 : i64
        %90 = arith.addi %c8_i64_112, %78 : i64
        %c8_i64_113 = arith.constant 8 : i64
        %91 = arith.addi %c8_i64_113, %78 : i64
        %c8_i64_114 = arith.constant 8 : i64
        %92 = arith.minsi %90, %c8_i64_114 : i64
        %c35_i64 = arith.constant 35 : i64
        %93 = arith.muli %92, %c35_i64 : i64
        %94 = arith.addi %84, %93 : i64
        %95 = llvm.getelementptr %49[%94] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %96 = llvm.load %95 : !llvm.ptr<3> -> f64
        memref.store %96, %alloca_45[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %97 = arith.cmpi sge, %90, %c9_i64 : i64
        scf.if %97 {
          %cst_136 = arith.constant 0.000000e+00 : f64
          memref.store %cst_136, %alloca_45[] : memref<f64>
        }
        %c8_i64_115 = arith.constant 8 : i64
        %98 = arith.minsi %90, %c8_i64_115 : i64
        %c35_i64_116 = arith.constant 35 : i64
        %99 = arith.muli %98, %c35_i64_116 : i64
        %100 = arith.addi %87, %99 : i64
        %101 = llvm.getelementptr %49[%100] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %102 = llvm.load %101 : !llvm.ptr<3> -> f64
        memref.store %102, %alloca_46[] : memref<f64>
        %c9_i64_117 = arith.constant 9 : i64
        %103 = arith.cmpi sge, %90, %c9_i64_117 : i64
        scf.if %103 {
          %cst_136 = arith.constant 0.000000e+00 : f64
          memref.store %cst_136, %alloca_46[] : memref<f64>
        }
        %c8_i64_118 = arith.constant 8 : i64
        %104 = arith.minsi %91, %c8_i64_118 : i64
        %c9_i64_119 = arith.constant 9 : i64
        %105 = arith.muli %89, %c9_i64_119 : i64
        %106 = arith.addi %104, %105 : i64
        %107 = llvm.getelementptr %6[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %108 = llvm.load %107 : !llvm.ptr<1> -> f64
        memref.store %108, %alloca_47[] : memref<f64>
        %c9_i64_120 = arith.constant 9 : i64
        %109 = arith.cmpi sge, %91, %c9_i64_120 : i64
        scf.if %109 {
          %cst_136 = arith.constant 0.000000e+00 : f64
          memref.store %cst_136, %alloca_47[] : memref<f64>
        }
        %110 = memref.load %alloca_45[] : memref<f64>
        %111 = memref.load %alloca_47[] : memref<f64>
        %112 = memref.load %alloca_41[] : memref<f64>
        %113 = memref.load %alloca_42[] : memref<f64>
        %114 = nvvm.mma.sync A[%110]  B[%111]  C[%112, %113]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %115 = llvm.extractvalue %114[0] : !llvm.struct<(f64, f64)> 
        memref.store %115, %alloca_41[] : memref<f64>
        %116 = llvm.extractvalue %114[1] : !llvm.struct<(f64, f64)> 
        memref.store %116, %alloca_42[] : memref<f64>
        %117 = memref.load %alloca_46[] : memref<f64>
        %118 = memref.load %alloca_47[] : memref<f64>
        %119 = memref.load %alloca_43[] : memref<f64>
        %120 = memref.load %alloca_44[] : memref<f64>
        %121 = nvvm.mma.sync A[%117]  B[%118]  C[%119, %120]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %122 = llvm.extractvalue %121[0] : !llvm.struct<(f64, f64)> 
        memref.store %122, %alloca_43[] : memref<f64>
        %123 = llvm.extractvalue %121[1] : !llvm.struct<(f64, f64)> 
        memref.store %123, %alloca_44[] : memref<f64>
        %124 = arith.addi %81, %77 : i64
        %c2_i64_121 = arith.constant 2 : i64
        %125 = arith.muli %78, %c2_i64_121 : i64
        %126 = arith.addi %82, %125 : i64
        %c35_i64_122 = arith.constant 35 : i64
        %127 = arith.cmpi slt, %124, %c35_i64_122 : i64
        %c9_i64_123 = arith.constant 9 : i64
        %128 = arith.cmpi slt, %126, %c9_i64_123 : i64
        %129 = arith.andi %127, %128 : i1
        scf.if %129 {
          %cst_136 = arith.constant -1.000000e+00 : f64
          %152 = memref.load %alloca_41[] : memref<f64>
          %c35_i64_137 = arith.constant 35 : i64
          %153 = arith.muli %126, %c35_i64_137 : i64
          %154 = arith.addi %124, %153 : i64
          %155 = llvm.getelementptr %59[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %156 = llvm.load %155 : !llvm.ptr<1> -> f64
          %157 = llvm.intr.fma(%cst_136, %152, %156) : (f64, f64, f64) -> f64
          %c35_i64_138 = arith.constant 35 : i64
          %158 = arith.muli %126, %c35_i64_138 : i64
          %159 = arith.addi %124, %158 : i64
          %160 = llvm.getelementptr %59[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %157, %160 : f64, !llvm.ptr<1>
        }
        %130 = arith.addi %81, %77 : i64
        %c2_i64_124 = arith.constant 2 : i64
        %131 = arith.muli %78, %c2_i64_124 : i64
        %c1_i64 = arith.constant 1 : i64
        %132 = arith.addi %131, %c1_i64 : i64
        %133 = arith.addi %82, %132 : i64
        %c35_i64_125 = arith.constant 35 : i64
        %134 = arith.cmpi slt, %130, %c35_i64_125 : i64
        %c9_i64_126 = arith.constant 9 : i64
        %135 = arith.cmpi slt, %133, %c9_i64_126 : i64
        %136 = arith.andi %134, %135 : i1
        scf.if %136 {
          %cst_136 = arith.constant -1.000000e+00 : f64
          %152 = memref.load %alloca_42[] : memref<f64>
          %c35_i64_137 = arith.constant 35 : i64
          %153 = arith.muli %133, %c35_i64_137 : i64
          %154 = arith.addi %130, %153 : i64
          %155 = llvm.getelementptr %59[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %156 = llvm.load %155 : !llvm.ptr<1> -> f64
          %157 = llvm.intr.fma(%cst_136, %152, %156) : (f64, f64, f64) -> f64
          %c35_i64_138 = arith.constant 35 : i64
          %158 = arith.muli %133, %c35_i64_138 : i64
          %159 = arith.addi %130, %158 : i64
          %160 = llvm.getelementptr %59[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %157, %160 : f64, !llvm.ptr<1>
        }
        %c8_i64_127 = arith.constant 8 : i64
        %137 = arith.addi %81, %c8_i64_127 : i64
        %138 = arith.addi %137, %77 : i64
        %c2_i64_128 = arith.constant 2 : i64
        %139 = arith.muli %78, %c2_i64_128 : i64
        %140 = arith.addi %82, %139 : i64
        %c35_i64_129 = arith.constant 35 : i64
        %141 = arith.cmpi slt, %138, %c35_i64_129 : i64
        %c9_i64_130 = arith.constant 9 : i64
        %142 = arith.cmpi slt, %140, %c9_i64_130 : i64
        %143 = arith.andi %141, %142 : i1
        scf.if %143 {
          %cst_136 = arith.constant -1.000000e+00 : f64
          %152 = memref.load %alloca_43[] : memref<f64>
          %c35_i64_137 = arith.constant 35 : i64
          %153 = arith.muli %140, %c35_i64_137 : i64
          %154 = arith.addi %138, %153 : i64
          %155 = llvm.getelementptr %59[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %156 = llvm.load %155 : !llvm.ptr<1> -> f64
          %157 = llvm.intr.fma(%cst_136, %152, %156) : (f64, f64, f64) -> f64
          %c35_i64_138 = arith.constant 35 : i64
          %158 = arith.muli %140, %c35_i64_138 : i64
          %159 = arith.addi %138, %158 : i64
          %160 = llvm.getelementptr %59[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %157, %160 : f64, !llvm.ptr<1>
        }
        %c8_i64_131 = arith.constant 8 : i64
        %144 = arith.addi %81, %c8_i64_131 : i64
        %145 = arith.addi %144, %77 : i64
        %c2_i64_132 = arith.constant 2 : i64
        %146 = arith.muli %78, %c2_i64_132 : i64
        %c1_i64_133 = arith.constant 1 : i64
        %147 = arith.addi %146, %c1_i64_133 : i64
        %148 = arith.addi %82, %147 : i64
        %c35_i64_134 = arith.constant 35 : i64
        %149 = arith.cmpi slt, %145, %c35_i64_134 : i64
        %c9_i64_135 = arith.constant 9 : i64
        %150 = arith.cmpi slt, %148, %c9_i64_135 : i64
        %151 = arith.andi %149, %150 : i1
        scf.if %151 {
          %cst_136 = arith.constant -1.000000e+00 : f64
          %152 = memref.load %alloca_44[] : memref<f64>
          %c35_i64_137 = arith.constant 35 : i64
          %153 = arith.muli %148, %c35_i64_137 : i64
          %154 = arith.addi %145, %153 : i64
          %155 = llvm.getelementptr %59[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %156 = llvm.load %155 : !llvm.ptr<1> -> f64
          %157 = llvm.intr.fma(%cst_136, %152, %156) : (f64, f64, f64) -> f64
          %c35_i64_138 = arith.constant 35 : i64
          %158 = arith.muli %148, %c35_i64_138 : i64
          %159 = arith.addi %145, %158 : i64
          %160 = llvm.getelementptr %59[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %157, %160 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
