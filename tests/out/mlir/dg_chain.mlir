module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_dg_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<2144 x i8>
    gpu.func @dg_chain(%arg0: f64, %arg1: memref<?xmemref<20x9xf64, strided<[1, 20]>, 1>, strided<[1], offset: ?>, 1>, %arg2: memref<?xmemref<9x9xf64, strided<[1, 9]>, 1>, strided<[1], offset: ?>, 1>, %arg3: memref<20x10xf64, strided<[1, 20]>, 1>, %arg4: memref<?xmemref<20x9xf64, strided<[1, 20]>, 1>, strided<[1], offset: ?>, 1>, %arg5: memref<?xmemref<24x13xf32, strided<[1, 24]>, 1>, strided<[1]>, 1>, %arg6: memref<13x13xf32, strided<[1, 13]>, 1>, %arg7: memref<4x13xf32, strided<[1, 4]>, 1>, %arg8: memref<?xmemref<24x13xf32, strided<[1, 24]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 4, 1>} {
      %0:2 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<20x9xf64, strided<[1, 20]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, i64
      %1:2 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<9x9xf64, strided<[1, 9]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, i64
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg3 : memref<20x10xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg3 : memref<20x10xf64, strided<[1, 20]>, 1> -> index
      %2 = arith.index_cast %intptr : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %4:2 = builtin.unrealized_conversion_cast %arg4 : memref<?xmemref<20x9xf64, strided<[1, 20]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, i64
      %5 = builtin.unrealized_conversion_cast %arg5 : memref<?xmemref<24x13xf32, strided<[1, 24]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg6 : memref<13x13xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg6 : memref<13x13xf32, strided<[1, 13]>, 1> -> index
      %6 = arith.index_cast %intptr_4 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg7 : memref<4x13xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg7 : memref<4x13xf32, strided<[1, 4]>, 1> -> index
      %8 = arith.index_cast %intptr_9 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = builtin.unrealized_conversion_cast %arg8 : memref<?xmemref<24x13xf32, strided<[1, 24]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f64>
      %alloca_10 = memref.alloca() : memref<f64>
      %alloca_11 = memref.alloca() : memref<f64>
      %alloca_12 = memref.alloca() : memref<f64>
      %alloca_13 = memref.alloca() : memref<f64>
      %alloca_14 = memref.alloca() : memref<f64>
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
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f32>
      %alloca_32 = memref.alloca() : memref<f32>
      %alloca_33 = memref.alloca() : memref<f32>
      %alloca_34 = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %11 = arith.index_cast %block_id_x : index to i64
      %12 = llvm.getelementptr %0#0[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %13 = llvm.load %12 : !llvm.ptr<1> -> !llvm.ptr
      %14 = llvm.addrspacecast %13 : !llvm.ptr to !llvm.ptr<1>
      %15 = llvm.getelementptr %14[%0#1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %16 = llvm.getelementptr %1#0[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %17 = llvm.load %16 : !llvm.ptr<1> -> !llvm.ptr
      %18 = llvm.addrspacecast %17 : !llvm.ptr to !llvm.ptr<1>
      %19 = llvm.getelementptr %18[%1#1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %20 = llvm.getelementptr %4#0[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %21 = llvm.load %20 : !llvm.ptr<1> -> !llvm.ptr
      %22 = llvm.addrspacecast %21 : !llvm.ptr to !llvm.ptr<1>
      %23 = llvm.getelementptr %22[%4#1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %24 = llvm.getelementptr %5[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %25 = llvm.load %24 : !llvm.ptr<1> -> !llvm.ptr
      %26 = llvm.addrspacecast %25 : !llvm.ptr to !llvm.ptr<1>
      %27 = llvm.getelementptr %10[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %28 = llvm.load %27 : !llvm.ptr<1> -> !llvm.ptr
      %29 = llvm.addrspacecast %28 : !llvm.ptr to !llvm.ptr<1>
      %30 = llvm.mlir.addressof @__tinyc_stack_dg_chain : !llvm.ptr<3>
      %31 = llvm.mlir.addressof @__tinyc_stack_dg_chain : !llvm.ptr<3>
      %c896_i64 = arith.constant 896 : i64
      %32 = llvm.getelementptr %31[%c896_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %thread_id_x = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y : index to i64
      %35 = arith.muli %c32_i64, %34 : i64
      %36 = arith.addi %33, %35 : i64
      %c32_i64_38 = arith.constant 32 : i64
      %37 = arith.divsi %36, %c32_i64_38 : i64
      %c32_i64_39 = arith.constant 32 : i64
      %38 = arith.remsi %36, %c32_i64_39 : i64
      %c4_i64 = arith.constant 4 : i64
      %39 = arith.divsi %38, %c4_i64 : i64
      %c4_i64_40 = arith.constant 4 : i64
      %40 = arith.remsi %38, %c4_i64_40 : i64
      %c4_i64_41 = arith.constant 4 : i64
      %c4_i64_42 = arith.constant 4 : i64
      scf.for %arg9 = %37 to %c4_i64_41 step %c4_i64_42  : i64 {
        %c2_i64_91 = arith.constant 2 : i64
        %78 = arith.remsi %arg9, %c2_i64_91 : i64
        %c2_i64_92 = arith.constant 2 : i64
        %79 = arith.divsi %arg9, %c2_i64_92 : i64
        %c8_i64_93 = arith.constant 8 : i64
        %80 = arith.muli %78, %c8_i64_93 : i64
        %c8_i64_94 = arith.constant 8 : i64
        %81 = arith.muli %79, %c8_i64_94 : i64
        %cst_95 = arith.constant 0.000000e+00 : f64
        memref.store %cst_95, %alloca[] : memref<f64>
        %cst_96 = arith.constant 0.000000e+00 : f64
        memref.store %cst_96, %alloca_10[] : memref<f64>
        %82 = arith.addi %80, %39 : i64
        %c11_i64 = arith.constant 11 : i64
        %83 = arith.minsi %82, %c11_i64 : i64
        %84 = arith.addi %81, %39 : i64
        %c8_i64_97 = arith.constant 8 : i64
        %85 = arith.minsi %84, %c8_i64_97 : i64
        %c0_i64_98 = arith.constant 0 : i64
        %c8_i64_99 = arith.constant 8 : i64
        %c4_i64_100 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64_98 to %c8_i64_99 step %c4_i64_100  : i64 {
          %120 = arith.addi %arg10, %40 : i64
          %121 = arith.addi %arg10, %40 : i64
          %c20_i64_114 = arith.constant 20 : i64
          %122 = arith.muli %120, %c20_i64_114 : i64
          %123 = arith.addi %83, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %c9_i64_115 = arith.constant 9 : i64
          %126 = arith.muli %85, %c9_i64_115 : i64
          %127 = arith.addi %121, %126 : i64
          %128 = llvm.getelementptr %19[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca[] : memref<f64>
          %131 = memref.load %alloca_10[] : memref<f64>
          %132 = nvvm.mma.sync A[%125]  B[%129]  C[%130, %131]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %133 = llvm.extractvalue %132[0] : !llvm.struct<(f64, f64)> 
          memref.store %133, %alloca[] : memref<f64>
          %134 = llvm.extractvalue %132[1] : !llvm.struct<(f64, f64)> 
          memref.store %134, %alloca_10[] : memref<f64>
        }
        %c8_i64_101 = arith.constant 8 : i64
        %86 = arith.addi %c8_i64_101, %40 : i64
        %c8_i64_102 = arith.constant 8 : i64
        %87 = arith.addi %c8_i64_102, %40 : i64
        %c8_i64_103 = arith.constant 8 : i64
        %88 = arith.minsi %86, %c8_i64_103 : i64
        %c20_i64 = arith.constant 20 : i64
        %89 = arith.muli %88, %c20_i64 : i64
        %90 = arith.addi %83, %89 : i64
        %91 = llvm.getelementptr %15[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %92 = llvm.load %91 : !llvm.ptr<1> -> f64
        memref.store %92, %alloca_11[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %93 = arith.cmpi sge, %86, %c9_i64 : i64
        scf.if %93 {
          %cst_114 = arith.constant 0.000000e+00 : f64
          memref.store %cst_114, %alloca_11[] : memref<f64>
        }
        %c8_i64_104 = arith.constant 8 : i64
        %94 = arith.minsi %87, %c8_i64_104 : i64
        %c9_i64_105 = arith.constant 9 : i64
        %95 = arith.muli %85, %c9_i64_105 : i64
        %96 = arith.addi %94, %95 : i64
        %97 = llvm.getelementptr %19[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %98 = llvm.load %97 : !llvm.ptr<1> -> f64
        memref.store %98, %alloca_12[] : memref<f64>
        %c9_i64_106 = arith.constant 9 : i64
        %99 = arith.cmpi sge, %87, %c9_i64_106 : i64
        scf.if %99 {
          %cst_114 = arith.constant 0.000000e+00 : f64
          memref.store %cst_114, %alloca_12[] : memref<f64>
        }
        %100 = memref.load %alloca_11[] : memref<f64>
        %101 = memref.load %alloca_12[] : memref<f64>
        %102 = memref.load %alloca[] : memref<f64>
        %103 = memref.load %alloca_10[] : memref<f64>
        %104 = nvvm.mma.sync A[%100]  B[%101]  C[%102, %103]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %105 = llvm.extractvalue %104[0] : !llvm.struct<(f64, f64)> 
        memref.store %105, %alloca[] : memref<f64>
        %106 = llvm.extractvalue %104[1] : !llvm.struct<(f64, f64)> 
        memref.store %106, %alloca_10[] : memref<f64>
        %107 = arith.addi %80, %39 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %108 = arith.muli %40, %c2_i64_107 : i64
        %109 = arith.addi %81, %108 : i64
        %c12_i64_108 = arith.constant 12 : i64
        %110 = arith.cmpi slt, %107, %c12_i64_108 : i64
        %c9_i64_109 = arith.constant 9 : i64
        %111 = arith.cmpi slt, %109, %c9_i64_109 : i64
        %112 = arith.andi %110, %111 : i1
        scf.if %112 {
          %120 = memref.load %alloca[] : memref<f64>
          %c12_i64_114 = arith.constant 12 : i64
          %121 = arith.muli %109, %c12_i64_114 : i64
          %122 = arith.addi %107, %121 : i64
          %123 = llvm.getelementptr %30[%122] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %120, %123 : f64, !llvm.ptr<3>
        }
        %113 = arith.addi %80, %39 : i64
        %c2_i64_110 = arith.constant 2 : i64
        %114 = arith.muli %40, %c2_i64_110 : i64
        %c1_i64_111 = arith.constant 1 : i64
        %115 = arith.addi %114, %c1_i64_111 : i64
        %116 = arith.addi %81, %115 : i64
        %c12_i64_112 = arith.constant 12 : i64
        %117 = arith.cmpi slt, %113, %c12_i64_112 : i64
        %c9_i64_113 = arith.constant 9 : i64
        %118 = arith.cmpi slt, %116, %c9_i64_113 : i64
        %119 = arith.andi %117, %118 : i1
        scf.if %119 {
          %120 = memref.load %alloca_10[] : memref<f64>
          %c12_i64_114 = arith.constant 12 : i64
          %121 = arith.muli %116, %c12_i64_114 : i64
          %122 = arith.addi %113, %121 : i64
          %123 = llvm.getelementptr %30[%122] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %120, %123 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_43 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_43 : index to i64
      %c32_i64_44 = arith.constant 32 : i64
      %thread_id_y_45 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_45 : index to i64
      %43 = arith.muli %c32_i64_44, %42 : i64
      %44 = arith.addi %41, %43 : i64
      %c32_i64_46 = arith.constant 32 : i64
      %45 = arith.divsi %44, %c32_i64_46 : i64
      %c32_i64_47 = arith.constant 32 : i64
      %46 = arith.remsi %44, %c32_i64_47 : i64
      %c4_i64_48 = arith.constant 4 : i64
      %47 = arith.divsi %46, %c4_i64_48 : i64
      %c4_i64_49 = arith.constant 4 : i64
      %48 = arith.remsi %46, %c4_i64_49 : i64
      %c4_i64_50 = arith.constant 4 : i64
      %c4_i64_51 = arith.constant 4 : i64
      scf.for %arg9 = %45 to %c4_i64_50 step %c4_i64_51  : i64 {
        %c2_i64_91 = arith.constant 2 : i64
        %78 = arith.remsi %arg9, %c2_i64_91 : i64
        %c2_i64_92 = arith.constant 2 : i64
        %79 = arith.divsi %arg9, %c2_i64_92 : i64
        %c16_i64 = arith.constant 16 : i64
        %80 = arith.muli %78, %c16_i64 : i64
        %c8_i64_93 = arith.constant 8 : i64
        %81 = arith.muli %79, %c8_i64_93 : i64
        %cst_94 = arith.constant 0.000000e+00 : f64
        memref.store %cst_94, %alloca_13[] : memref<f64>
        %cst_95 = arith.constant 0.000000e+00 : f64
        memref.store %cst_95, %alloca_14[] : memref<f64>
        %cst_96 = arith.constant 0.000000e+00 : f64
        memref.store %cst_96, %alloca_15[] : memref<f64>
        %cst_97 = arith.constant 0.000000e+00 : f64
        memref.store %cst_97, %alloca_16[] : memref<f64>
        %82 = arith.addi %80, %47 : i64
        %c19_i64 = arith.constant 19 : i64
        %83 = arith.minsi %82, %c19_i64 : i64
        %c8_i64_98 = arith.constant 8 : i64
        %84 = arith.addi %80, %c8_i64_98 : i64
        %85 = arith.addi %84, %47 : i64
        %c19_i64_99 = arith.constant 19 : i64
        %86 = arith.minsi %85, %c19_i64_99 : i64
        %87 = arith.addi %81, %47 : i64
        %c8_i64_100 = arith.constant 8 : i64
        %88 = arith.minsi %87, %c8_i64_100 : i64
        %c0_i64_101 = arith.constant 0 : i64
        %c8_i64_102 = arith.constant 8 : i64
        %c4_i64_103 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64_101 to %c8_i64_102 step %c4_i64_103  : i64 {
          %151 = arith.addi %arg10, %48 : i64
          %152 = arith.addi %arg10, %48 : i64
          %c20_i64_128 = arith.constant 20 : i64
          %153 = arith.muli %151, %c20_i64_128 : i64
          %154 = arith.addi %83, %153 : i64
          %155 = llvm.getelementptr %3[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %156 = llvm.load %155 : !llvm.ptr<1> -> f64
          %c20_i64_129 = arith.constant 20 : i64
          %157 = arith.muli %151, %c20_i64_129 : i64
          %158 = arith.addi %86, %157 : i64
          %159 = llvm.getelementptr %3[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %160 = llvm.load %159 : !llvm.ptr<1> -> f64
          %c12_i64_130 = arith.constant 12 : i64
          %161 = arith.muli %88, %c12_i64_130 : i64
          %162 = arith.addi %152, %161 : i64
          %163 = llvm.getelementptr %30[%162] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %164 = llvm.load %163 : !llvm.ptr<3> -> f64
          %165 = memref.load %alloca_13[] : memref<f64>
          %166 = memref.load %alloca_14[] : memref<f64>
          %167 = nvvm.mma.sync A[%156]  B[%164]  C[%165, %166]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %168 = llvm.extractvalue %167[0] : !llvm.struct<(f64, f64)> 
          memref.store %168, %alloca_13[] : memref<f64>
          %169 = llvm.extractvalue %167[1] : !llvm.struct<(f64, f64)> 
          memref.store %169, %alloca_14[] : memref<f64>
          %170 = memref.load %alloca_15[] : memref<f64>
          %171 = memref.load %alloca_16[] : memref<f64>
          %172 = nvvm.mma.sync A[%160]  B[%164]  C[%170, %171]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %173 = llvm.extractvalue %172[0] : !llvm.struct<(f64, f64)> 
          memref.store %173, %alloca_15[] : memref<f64>
          %174 = llvm.extractvalue %172[1] : !llvm.struct<(f64, f64)> 
          memref.store %174, %alloca_16[] : memref<f64>
        }
        %c8_i64_104 = arith.constant 8 : i64
        %89 = arith.addi %c8_i64_104, %48 : i64
        %c8_i64_105 = arith.constant 8 : i64
        %90 = arith.addi %c8_i64_105, %48 : i64
        %c9_i64 = arith.constant 9 : i64
        %91 = arith.minsi %89, %c9_i64 : i64
        %c20_i64 = arith.constant 20 : i64
        %92 = arith.muli %91, %c20_i64 : i64
        %93 = arith.addi %83, %92 : i64
        %94 = llvm.getelementptr %3[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %95 = llvm.load %94 : !llvm.ptr<1> -> f64
        memref.store %95, %alloca_17[] : memref<f64>
        %c10_i64 = arith.constant 10 : i64
        %96 = arith.cmpi sge, %89, %c10_i64 : i64
        scf.if %96 {
          %cst_128 = arith.constant 0.000000e+00 : f64
          memref.store %cst_128, %alloca_17[] : memref<f64>
        }
        %c9_i64_106 = arith.constant 9 : i64
        %97 = arith.minsi %89, %c9_i64_106 : i64
        %c20_i64_107 = arith.constant 20 : i64
        %98 = arith.muli %97, %c20_i64_107 : i64
        %99 = arith.addi %86, %98 : i64
        %100 = llvm.getelementptr %3[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %101 = llvm.load %100 : !llvm.ptr<1> -> f64
        memref.store %101, %alloca_18[] : memref<f64>
        %c10_i64_108 = arith.constant 10 : i64
        %102 = arith.cmpi sge, %89, %c10_i64_108 : i64
        scf.if %102 {
          %cst_128 = arith.constant 0.000000e+00 : f64
          memref.store %cst_128, %alloca_18[] : memref<f64>
        }
        %c9_i64_109 = arith.constant 9 : i64
        %103 = arith.minsi %90, %c9_i64_109 : i64
        %c12_i64_110 = arith.constant 12 : i64
        %104 = arith.muli %88, %c12_i64_110 : i64
        %105 = arith.addi %103, %104 : i64
        %106 = llvm.getelementptr %30[%105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %107 = llvm.load %106 : !llvm.ptr<3> -> f64
        memref.store %107, %alloca_19[] : memref<f64>
        %c10_i64_111 = arith.constant 10 : i64
        %108 = arith.cmpi sge, %90, %c10_i64_111 : i64
        scf.if %108 {
          %cst_128 = arith.constant 0.000000e+00 : f64
          memref.store %cst_128, %alloca_19[] : memref<f64>
        }
        %109 = memref.load %alloca_17[] : memref<f64>
        %110 = memref.load %alloca_19[] : memref<f64>
        %111 = memref.load %alloca_13[] : memref<f64>
        %112 = memref.load %alloca_14[] : memref<f64>
        %113 = nvvm.mma.sync A[%109]  B[%110]  C[%111, %112]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %114 = llvm.extractvalue %113[0] : !llvm.struct<(f64, f64)> 
        memref.store %114, %alloca_13[] : memref<f64>
        %115 = llvm.extractvalue %113[1] : !llvm.struct<(f64, f64)> 
        memref.store %115, %alloca_14[] : memref<f64>
        %116 = memref.load %alloca_18[] : memref<f64>
        %117 = memref.load %alloca_19[] : memref<f64>
        %118 = memref.load %alloca_15[] : memref<f64>
        %119 = memref.load %alloca_16[] : memref<f64>
        %120 = nvvm.mma.sync A[%116]  B[%117]  C[%118, %119]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %121 = llvm.extractvalue %120[0] : !llvm.struct<(f64, f64)> 
        memref.store %121, %alloca_15[] : memref<f64>
        %122 = llvm.extractvalue %120[1] : !llvm.struct<(f64, f64)> 
        memref.store %122, %alloca_16[] : memref<f64>
        %123 = arith.addi %80, %47 : i64
        %c2_i64_112 = arith.constant 2 : i64
        %124 = arith.muli %48, %c2_i64_112 : i64
        %125 = arith.addi %81, %124 : i64
        %c20_i64_113 = arith.constant 20 : i64
        %126 = arith.cmpi slt, %123, %c20_i64_113 : i64
        %c9_i64_114 = arith.constant 9 : i64
        %127 = arith.cmpi slt, %125, %c9_i64_114 : i64
        %128 = arith.andi %126, %127 : i1
        scf.if %128 {
          %c20_i64_128 = arith.constant 20 : i64
          %151 = arith.muli %125, %c20_i64_128 : i64
          %152 = arith.addi %123, %151 : i64
          %153 = llvm.getelementptr %23[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %154 = llvm.load %153 : !llvm.ptr<1> -> f64
          %155 = memref.load %alloca_13[] : memref<f64>
          %156 = arith.addf %154, %155 : f64
          %c20_i64_129 = arith.constant 20 : i64
          %157 = arith.muli %125, %c20_i64_129 : i64
          %158 = arith.addi %123, %157 : i64
          %159 = llvm.getelementptr %23[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %156, %159 : f64, !llvm.ptr<1>
        }
        %129 = arith.addi %80, %47 : i64
        %c2_i64_115 = arith.constant 2 : i64
        %130 = arith.muli %48, %c2_i64_115 : i64
        %c1_i64_116 = arith.constant 1 : i64
        %131 = arith.addi %130, %c1_i64_116 : i64
        %132 = arith.addi %81, %131 : i64
        %c20_i64_117 = arith.constant 20 : i64
        %133 = arith.cmpi slt, %129, %c20_i64_117 : i64
        %c9_i64_118 = arith.constant 9 : i64
        %134 = arith.cmpi slt, %132, %c9_i64_118 : i64
        %135 = arith.andi %133, %134 : i1
        scf.if %135 {
          %c20_i64_128 = arith.constant 20 : i64
          %151 = arith.muli %132, %c20_i64_128 : i64
          %152 = arith.addi %129, %151 : i64
          %153 = llvm.getelementptr %23[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %154 = llvm.load %153 : !llvm.ptr<1> -> f64
          %155 = memref.load %alloca_14[] : memref<f64>
          %156 = arith.addf %154, %155 : f64
          %c20_i64_129 = arith.constant 20 : i64
          %157 = arith.muli %132, %c20_i64_129 : i64
          %158 = arith.addi %129, %157 : i64
          %159 = llvm.getelementptr %23[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %156, %159 : f64, !llvm.ptr<1>
        }
        %c8_i64_119 = arith.constant 8 : i64
        %136 = arith.addi %80, %c8_i64_119 : i64
        %137 = arith.addi %136, %47 : i64
        %c2_i64_120 = arith.constant 2 : i64
        %138 = arith.muli %48, %c2_i64_120 : i64
        %139 = arith.addi %81, %138 : i64
        %c20_i64_121 = arith.constant 20 : i64
        %140 = arith.cmpi slt, %137, %c20_i64_121 : i64
        %c9_i64_122 = arith.constant 9 : i64
        %141 = arith.cmpi slt, %139, %c9_i64_122 : i64
        %142 = arith.andi %140, %141 : i1
        scf.if %142 {
          %c20_i64_128 = arith.constant 20 : i64
          %151 = arith.muli %139, %c20_i64_128 : i64
          %152 = arith.addi %137, %151 : i64
          %153 = llvm.getelementptr %23[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %154 = llvm.load %153 : !llvm.ptr<1> -> f64
          %155 = memref.load %alloca_15[] : memref<f64>
          %156 = arith.addf %154, %155 : f64
          %c20_i64_129 = arith.constant 20 : i64
          %157 = arith.muli %139, %c20_i64_129 : i64
          %158 = arith.addi %137, %157 : i64
          %159 = llvm.getelementptr %23[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %156, %159 : f64, !llvm.ptr<1>
        }
        %c8_i64_123 = arith.constant 8 : i64
        %143 = arith.addi %80, %c8_i64_123 : i64
        %144 = arith.addi %143, %47 : i64
        %c2_i64_124 = arith.constant 2 : i64
        %145 = arith.muli %48, %c2_i64_124 : i64
        %c1_i64_125 = arith.constant 1 : i64
        %146 = arith.addi %145, %c1_i64_125 : i64
        %147 = arith.addi %81, %146 : i64
        %c20_i64_126 = arith.constant 20 : i64
        %148 = arith.cmpi slt, %144, %c20_i64_126 : i64
        %c9_i64_127 = arith.constant 9 : i64
        %149 = arith.cmpi slt, %147, %c9_i64_127 : i64
        %150 = arith.andi %148, %149 : i1
        scf.if %150 {
          %c20_i64_128 = arith.constant 20 : i64
          %151 = arith.muli %147, %c20_i64_128 : i64
          %152 = arith.addi %144, %151 : i64
          %153 = llvm.getelementptr %23[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %154 = llvm.load %153 : !llvm.ptr<1> -> f64
          %155 = memref.load %alloca_16[] : memref<f64>
          %156 = arith.addf %154, %155 : f64
          %c20_i64_129 = arith.constant 20 : i64
          %157 = arith.muli %147, %c20_i64_129 : i64
          %158 = arith.addi %144, %157 : i64
          %159 = llvm.getelementptr %23[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %156, %159 : f64, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_52 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_52 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %c32_i64_53 = arith.constant 32 : i64
      scf.for %arg9 = %49 to %c12_i64 step %c32_i64_53  : i64 {
        %c0_i64_91 = arith.constant 0 : i64
        %c1_i64_92 = arith.constant 1 : i64
        %c1_i64_93 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_91 to %c1_i64_92 step %c1_i64_93  : i64 {
          %thread_id_y_94 = gpu.thread_id  y
          %78 = arith.index_cast %thread_id_y_94 : index to i64
          %c12_i64_95 = arith.constant 12 : i64
          %79 = arith.muli %arg10, %c12_i64_95 : i64
          %80 = arith.addi %78, %79 : i64
          %c9_i64 = arith.constant 9 : i64
          %81 = arith.cmpi slt, %80, %c9_i64 : i64
          scf.if %81 {
            %c12_i64_103 = arith.constant 12 : i64
            %89 = arith.muli %80, %c12_i64_103 : i64
            %90 = arith.addi %arg9, %89 : i64
            %91 = llvm.getelementptr %30[%90] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %92 = llvm.load %91 : !llvm.ptr<3> -> f64
            memref.store %92, %alloca_20[] : memref<f64>
            %c20_i64 = arith.constant 20 : i64
            %93 = arith.muli %80, %c20_i64 : i64
            %94 = arith.addi %arg9, %93 : i64
            %95 = llvm.getelementptr %15[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %96 = llvm.load %95 : !llvm.ptr<1> -> f64
            memref.store %96, %alloca_21[] : memref<f64>
          }
          %c4_i64_96 = arith.constant 4 : i64
          %82 = arith.addi %80, %c4_i64_96 : i64
          %c9_i64_97 = arith.constant 9 : i64
          %83 = arith.cmpi slt, %82, %c9_i64_97 : i64
          scf.if %83 {
            %c12_i64_103 = arith.constant 12 : i64
            %89 = arith.muli %82, %c12_i64_103 : i64
            %90 = arith.addi %arg9, %89 : i64
            %91 = llvm.getelementptr %30[%90] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %92 = llvm.load %91 : !llvm.ptr<3> -> f64
            memref.store %92, %alloca_22[] : memref<f64>
            %c20_i64 = arith.constant 20 : i64
            %93 = arith.muli %82, %c20_i64 : i64
            %94 = arith.addi %arg9, %93 : i64
            %95 = llvm.getelementptr %15[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %96 = llvm.load %95 : !llvm.ptr<1> -> f64
            memref.store %96, %alloca_23[] : memref<f64>
          }
          %c8_i64_98 = arith.constant 8 : i64
          %84 = arith.addi %80, %c8_i64_98 : i64
          %c9_i64_99 = arith.constant 9 : i64
          %85 = arith.cmpi slt, %84, %c9_i64_99 : i64
          scf.if %85 {
            %c12_i64_103 = arith.constant 12 : i64
            %89 = arith.muli %84, %c12_i64_103 : i64
            %90 = arith.addi %arg9, %89 : i64
            %91 = llvm.getelementptr %30[%90] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %92 = llvm.load %91 : !llvm.ptr<3> -> f64
            memref.store %92, %alloca_24[] : memref<f64>
            %c20_i64 = arith.constant 20 : i64
            %93 = arith.muli %84, %c20_i64 : i64
            %94 = arith.addi %arg9, %93 : i64
            %95 = llvm.getelementptr %15[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %96 = llvm.load %95 : !llvm.ptr<1> -> f64
            memref.store %96, %alloca_25[] : memref<f64>
          }
          %c9_i64_100 = arith.constant 9 : i64
          %86 = arith.cmpi slt, %80, %c9_i64_100 : i64
          scf.if %86 {
            %89 = memref.load %alloca_20[] : memref<f64>
            %90 = memref.load %alloca_21[] : memref<f64>
            %91 = llvm.intr.fma(%arg0, %89, %90) : (f64, f64, f64) -> f64
            %c20_i64 = arith.constant 20 : i64
            %92 = arith.muli %80, %c20_i64 : i64
            %93 = arith.addi %arg9, %92 : i64
            %94 = llvm.getelementptr %15[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c9_i64_101 = arith.constant 9 : i64
          %87 = arith.cmpi slt, %82, %c9_i64_101 : i64
          scf.if %87 {
            %89 = memref.load %alloca_22[] : memref<f64>
            %90 = memref.load %alloca_23[] : memref<f64>
            %91 = llvm.intr.fma(%arg0, %89, %90) : (f64, f64, f64) -> f64
            %c20_i64 = arith.constant 20 : i64
            %92 = arith.muli %82, %c20_i64 : i64
            %93 = arith.addi %arg9, %92 : i64
            %94 = llvm.getelementptr %15[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
          %c9_i64_102 = arith.constant 9 : i64
          %88 = arith.cmpi slt, %84, %c9_i64_102 : i64
          scf.if %88 {
            %89 = memref.load %alloca_24[] : memref<f64>
            %90 = memref.load %alloca_25[] : memref<f64>
            %91 = llvm.intr.fma(%arg0, %89, %90) : (f64, f64, f64) -> f64
            %c20_i64 = arith.constant 20 : i64
            %92 = arith.muli %84, %c20_i64 : i64
            %93 = arith.addi %arg9, %92 : i64
            %94 = llvm.getelementptr %15[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %91, %94 : f64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_54 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_54 : index to i64
      %c23_i64 = arith.constant 23 : i64
      %51 = arith.minsi %50, %c23_i64 : i64
      %thread_id_y_55 = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y_55 : index to i64
      %c12_i64_56 = arith.constant 12 : i64
      %53 = arith.minsi %52, %c12_i64_56 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_57 : index to i64
      %c4_i64_58 = arith.constant 4 : i64
      %55 = arith.addi %54, %c4_i64_58 : i64
      %c12_i64_59 = arith.constant 12 : i64
      %56 = arith.minsi %55, %c12_i64_59 : i64
      %thread_id_y_60 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_60 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %58 = arith.addi %57, %c8_i64 : i64
      %c12_i64_61 = arith.constant 12 : i64
      %59 = arith.minsi %58, %c12_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_62 : index to i64
      %c12_i64_63 = arith.constant 12 : i64
      %61 = arith.addi %60, %c12_i64_63 : i64
      %c12_i64_64 = arith.constant 12 : i64
      %62 = arith.minsi %61, %c12_i64_64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca_26[] : memref<f32>
      %cst_65 = arith.constant 0.000000e+00 : f32
      memref.store %cst_65, %alloca_27[] : memref<f32>
      %cst_66 = arith.constant 0.000000e+00 : f32
      memref.store %cst_66, %alloca_28[] : memref<f32>
      %cst_67 = arith.constant 0.000000e+00 : f32
      memref.store %cst_67, %alloca_29[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c13_i64 step %c1_i64  : i64 {
        %c24_i64_91 = arith.constant 24 : i64
        %78 = arith.muli %arg9, %c24_i64_91 : i64
        %79 = arith.addi %51, %78 : i64
        %80 = llvm.getelementptr %26[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %81 = llvm.load %80 : !llvm.ptr<1> -> f32
        %c13_i64_92 = arith.constant 13 : i64
        %82 = arith.muli %53, %c13_i64_92 : i64
        %83 = arith.addi %arg9, %82 : i64
        %84 = llvm.getelementptr %7[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %85 = llvm.load %84 : !llvm.ptr<1> -> f32
        %c13_i64_93 = arith.constant 13 : i64
        %86 = arith.muli %56, %c13_i64_93 : i64
        %87 = arith.addi %arg9, %86 : i64
        %88 = llvm.getelementptr %7[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %89 = llvm.load %88 : !llvm.ptr<1> -> f32
        %c13_i64_94 = arith.constant 13 : i64
        %90 = arith.muli %59, %c13_i64_94 : i64
        %91 = arith.addi %arg9, %90 : i64
        %92 = llvm.getelementptr %7[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %c13_i64_95 = arith.constant 13 : i64
        %94 = arith.muli %62, %c13_i64_95 : i64
        %95 = arith.addi %arg9, %94 : i64
        %96 = llvm.getelementptr %7[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %98 = memref.load %alloca_26[] : memref<f32>
        %99 = llvm.intr.fma(%81, %85, %98) : (f32, f32, f32) -> f32
        memref.store %99, %alloca_26[] : memref<f32>
        %100 = memref.load %alloca_27[] : memref<f32>
        %101 = llvm.intr.fma(%81, %89, %100) : (f32, f32, f32) -> f32
        memref.store %101, %alloca_27[] : memref<f32>
        %102 = memref.load %alloca_28[] : memref<f32>
        %103 = llvm.intr.fma(%81, %93, %102) : (f32, f32, f32) -> f32
        memref.store %103, %alloca_28[] : memref<f32>
        %104 = memref.load %alloca_29[] : memref<f32>
        %105 = llvm.intr.fma(%81, %97, %104) : (f32, f32, f32) -> f32
        memref.store %105, %alloca_29[] : memref<f32>
      }
      %c24_i64 = arith.constant 24 : i64
      %63 = arith.cmpi slt, %50, %c24_i64 : i64
      scf.if %63 {
        %c13_i64_91 = arith.constant 13 : i64
        %78 = arith.cmpi slt, %52, %c13_i64_91 : i64
        scf.if %78 {
          %82 = memref.load %alloca_26[] : memref<f32>
          %c24_i64_95 = arith.constant 24 : i64
          %83 = arith.muli %52, %c24_i64_95 : i64
          %84 = arith.addi %50, %83 : i64
          %85 = llvm.getelementptr %32[%84] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %82, %85 : f32, !llvm.ptr<3>
        }
        %c13_i64_92 = arith.constant 13 : i64
        %79 = arith.cmpi slt, %55, %c13_i64_92 : i64
        scf.if %79 {
          %82 = memref.load %alloca_27[] : memref<f32>
          %c24_i64_95 = arith.constant 24 : i64
          %83 = arith.muli %55, %c24_i64_95 : i64
          %84 = arith.addi %50, %83 : i64
          %85 = llvm.getelementptr %32[%84] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %82, %85 : f32, !llvm.ptr<3>
        }
        %c13_i64_93 = arith.constant 13 : i64
        %80 = arith.cmpi slt, %58, %c13_i64_93 : i64
        scf.if %80 {
          %82 = memref.load %alloca_28[] : memref<f32>
          %c24_i64_95 = arith.constant 24 : i64
          %83 = arith.muli %58, %c24_i64_95 : i64
          %84 = arith.addi %50, %83 : i64
          %85 = llvm.getelementptr %32[%84] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %82, %85 : f32, !llvm.ptr<3>
        }
        %c13_i64_94 = arith.constant 13 : i64
        %81 = arith.cmpi slt, %61, %c13_i64_94 : i64
        scf.if %81 {
          %82 = memref.load %alloca_29[] : memref<f32>
          %c24_i64_95 = arith.constant 24 : i64
          %83 = arith.muli %61, %c24_i64_95 : i64
          %84 = arith.addi %50, %83 : i64
          %85 = llvm.getelementptr %32[%84] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %82, %85 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_68 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_68 : index to i64
      %c23_i64_69 = arith.constant 23 : i64
      %65 = arith.minsi %64, %c23_i64_69 : i64
      %thread_id_y_70 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_70 : index to i64
      %c12_i64_71 = arith.constant 12 : i64
      %67 = arith.minsi %66, %c12_i64_71 : i64
      %thread_id_y_72 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_72 : index to i64
      %c4_i64_73 = arith.constant 4 : i64
      %69 = arith.addi %68, %c4_i64_73 : i64
      %c12_i64_74 = arith.constant 12 : i64
      %70 = arith.minsi %69, %c12_i64_74 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_75 : index to i64
      %c8_i64_76 = arith.constant 8 : i64
      %72 = arith.addi %71, %c8_i64_76 : i64
      %c12_i64_77 = arith.constant 12 : i64
      %73 = arith.minsi %72, %c12_i64_77 : i64
      %thread_id_y_78 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_78 : index to i64
      %c12_i64_79 = arith.constant 12 : i64
      %75 = arith.addi %74, %c12_i64_79 : i64
      %c12_i64_80 = arith.constant 12 : i64
      %76 = arith.minsi %75, %c12_i64_80 : i64
      %cst_81 = arith.constant 0.000000e+00 : f32
      memref.store %cst_81, %alloca_30[] : memref<f32>
      %cst_82 = arith.constant 0.000000e+00 : f32
      memref.store %cst_82, %alloca_31[] : memref<f32>
      %cst_83 = arith.constant 0.000000e+00 : f32
      memref.store %cst_83, %alloca_32[] : memref<f32>
      %cst_84 = arith.constant 0.000000e+00 : f32
      memref.store %cst_84, %alloca_33[] : memref<f32>
      %c0_i64_85 = arith.constant 0 : i64
      %c13_i64_86 = arith.constant 13 : i64
      %c1_i64_87 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_85 to %c13_i64_86 step %c1_i64_87  : i64 {
        %c24_i64_91 = arith.constant 24 : i64
        %78 = arith.muli %arg9, %c24_i64_91 : i64
        %79 = arith.addi %65, %78 : i64
        %80 = llvm.getelementptr %32[%79] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %81 = llvm.load %80 : !llvm.ptr<3> -> f32
        %c13_i64_92 = arith.constant 13 : i64
        %82 = arith.muli %67, %c13_i64_92 : i64
        %83 = arith.addi %arg9, %82 : i64
        %84 = llvm.getelementptr %7[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %85 = llvm.load %84 : !llvm.ptr<1> -> f32
        %c13_i64_93 = arith.constant 13 : i64
        %86 = arith.muli %70, %c13_i64_93 : i64
        %87 = arith.addi %arg9, %86 : i64
        %88 = llvm.getelementptr %7[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %89 = llvm.load %88 : !llvm.ptr<1> -> f32
        %c13_i64_94 = arith.constant 13 : i64
        %90 = arith.muli %73, %c13_i64_94 : i64
        %91 = arith.addi %arg9, %90 : i64
        %92 = llvm.getelementptr %7[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %93 = llvm.load %92 : !llvm.ptr<1> -> f32
        %c13_i64_95 = arith.constant 13 : i64
        %94 = arith.muli %76, %c13_i64_95 : i64
        %95 = arith.addi %arg9, %94 : i64
        %96 = llvm.getelementptr %7[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %97 = llvm.load %96 : !llvm.ptr<1> -> f32
        %98 = memref.load %alloca_30[] : memref<f32>
        %99 = llvm.intr.fma(%81, %85, %98) : (f32, f32, f32) -> f32
        memref.store %99, %alloca_30[] : memref<f32>
        %100 = memref.load %alloca_31[] : memref<f32>
        %101 = llvm.intr.fma(%81, %89, %100) : (f32, f32, f32) -> f32
        memref.store %101, %alloca_31[] : memref<f32>
        %102 = memref.load %alloca_32[] : memref<f32>
        %103 = llvm.intr.fma(%81, %93, %102) : (f32, f32, f32) -> f32
        memref.store %103, %alloca_32[] : memref<f32>
        %104 = memref.load %alloca_33[] : memref<f32>
        %105 = llvm.intr.fma(%81, %97, %104) : (f32, f32, f32) -> f32
        memref.store %105, %alloca_33[] : memref<f32>
      }
      %c24_i64_88 = arith.constant 24 : i64
      %77 = arith.cmpi slt, %64, %c24_i64_88 : i64
      scf.if %77 {
        %c13_i64_91 = arith.constant 13 : i64
        %78 = arith.cmpi slt, %66, %c13_i64_91 : i64
        scf.if %78 {
          %cst_95 = arith.constant 5.000000e-01 : f32
          %82 = memref.load %alloca_30[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %83 = arith.muli %66, %c24_i64_96 : i64
          %84 = arith.addi %64, %83 : i64
          %85 = llvm.getelementptr %29[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          %87 = llvm.intr.fma(%cst_95, %82, %86) : (f32, f32, f32) -> f32
          %c24_i64_97 = arith.constant 24 : i64
          %88 = arith.muli %66, %c24_i64_97 : i64
          %89 = arith.addi %64, %88 : i64
          %90 = llvm.getelementptr %29[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
        %c13_i64_92 = arith.constant 13 : i64
        %79 = arith.cmpi slt, %69, %c13_i64_92 : i64
        scf.if %79 {
          %cst_95 = arith.constant 5.000000e-01 : f32
          %82 = memref.load %alloca_31[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %83 = arith.muli %69, %c24_i64_96 : i64
          %84 = arith.addi %64, %83 : i64
          %85 = llvm.getelementptr %29[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          %87 = llvm.intr.fma(%cst_95, %82, %86) : (f32, f32, f32) -> f32
          %c24_i64_97 = arith.constant 24 : i64
          %88 = arith.muli %69, %c24_i64_97 : i64
          %89 = arith.addi %64, %88 : i64
          %90 = llvm.getelementptr %29[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
        %c13_i64_93 = arith.constant 13 : i64
        %80 = arith.cmpi slt, %72, %c13_i64_93 : i64
        scf.if %80 {
          %cst_95 = arith.constant 5.000000e-01 : f32
          %82 = memref.load %alloca_32[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %83 = arith.muli %72, %c24_i64_96 : i64
          %84 = arith.addi %64, %83 : i64
          %85 = llvm.getelementptr %29[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          %87 = llvm.intr.fma(%cst_95, %82, %86) : (f32, f32, f32) -> f32
          %c24_i64_97 = arith.constant 24 : i64
          %88 = arith.muli %72, %c24_i64_97 : i64
          %89 = arith.addi %64, %88 : i64
          %90 = llvm.getelementptr %29[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
        %c13_i64_94 = arith.constant 13 : i64
        %81 = arith.cmpi slt, %75, %c13_i64_94 : i64
        scf.if %81 {
          %cst_95 = arith.constant 5.000000e-01 : f32
          %82 = memref.load %alloca_33[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %83 = arith.muli %75, %c24_i64_96 : i64
          %84 = arith.addi %64, %83 : i64
          %85 = llvm.getelementptr %29[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          %87 = llvm.intr.fma(%cst_95, %82, %86) : (f32, f32, f32) -> f32
          %c24_i64_97 = arith.constant 24 : i64
          %88 = arith.muli %75, %c24_i64_97 : i64
          %89 = arith.addi %64, %88 : i64
          %90 = llvm.getelementptr %29[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
      }
      %c0_i64_89 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64_90 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_89 to %c2_i64 step %c1_i64_90  : i64 {
        %c24_i64_91 = arith.constant 24 : i64
        %78 = arith.muli %arg9, %c24_i64_91 : i64
        %79 = llvm.getelementptr %32[%78] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        gpu.barrier
        %thread_id_x_92 = gpu.thread_id  x
        %80 = arith.index_cast %thread_id_x_92 : index to i64
        %c23_i64_93 = arith.constant 23 : i64
        %81 = arith.minsi %80, %c23_i64_93 : i64
        %thread_id_y_94 = gpu.thread_id  y
        %82 = arith.index_cast %thread_id_y_94 : index to i64
        %c12_i64_95 = arith.constant 12 : i64
        %83 = arith.minsi %82, %c12_i64_95 : i64
        %thread_id_y_96 = gpu.thread_id  y
        %84 = arith.index_cast %thread_id_y_96 : index to i64
        %c4_i64_97 = arith.constant 4 : i64
        %85 = arith.addi %84, %c4_i64_97 : i64
        %c12_i64_98 = arith.constant 12 : i64
        %86 = arith.minsi %85, %c12_i64_98 : i64
        %thread_id_y_99 = gpu.thread_id  y
        %87 = arith.index_cast %thread_id_y_99 : index to i64
        %c8_i64_100 = arith.constant 8 : i64
        %88 = arith.addi %87, %c8_i64_100 : i64
        %c12_i64_101 = arith.constant 12 : i64
        %89 = arith.minsi %88, %c12_i64_101 : i64
        %thread_id_y_102 = gpu.thread_id  y
        %90 = arith.index_cast %thread_id_y_102 : index to i64
        %c12_i64_103 = arith.constant 12 : i64
        %91 = arith.addi %90, %c12_i64_103 : i64
        %c12_i64_104 = arith.constant 12 : i64
        %92 = arith.minsi %91, %c12_i64_104 : i64
        %cst_105 = arith.constant 0.000000e+00 : f32
        memref.store %cst_105, %alloca_34[] : memref<f32>
        %cst_106 = arith.constant 0.000000e+00 : f32
        memref.store %cst_106, %alloca_35[] : memref<f32>
        %cst_107 = arith.constant 0.000000e+00 : f32
        memref.store %cst_107, %alloca_36[] : memref<f32>
        %cst_108 = arith.constant 0.000000e+00 : f32
        memref.store %cst_108, %alloca_37[] : memref<f32>
        %c0_i64_109 = arith.constant 0 : i64
        %c4_i64_110 = arith.constant 4 : i64
        %c1_i64_111 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_109 to %c4_i64_110 step %c1_i64_111  : i64 {
          %c24_i64_113 = arith.constant 24 : i64
          %94 = arith.muli %arg10, %c24_i64_113 : i64
          %95 = arith.addi %81, %94 : i64
          %96 = llvm.getelementptr %79[%95] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %97 = llvm.load %96 : !llvm.ptr<3> -> f32
          %c4_i64_114 = arith.constant 4 : i64
          %98 = arith.muli %83, %c4_i64_114 : i64
          %99 = arith.addi %arg10, %98 : i64
          %100 = llvm.getelementptr %9[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %101 = llvm.load %100 : !llvm.ptr<1> -> f32
          %c4_i64_115 = arith.constant 4 : i64
          %102 = arith.muli %86, %c4_i64_115 : i64
          %103 = arith.addi %arg10, %102 : i64
          %104 = llvm.getelementptr %9[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %105 = llvm.load %104 : !llvm.ptr<1> -> f32
          %c4_i64_116 = arith.constant 4 : i64
          %106 = arith.muli %89, %c4_i64_116 : i64
          %107 = arith.addi %arg10, %106 : i64
          %108 = llvm.getelementptr %9[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %109 = llvm.load %108 : !llvm.ptr<1> -> f32
          %c4_i64_117 = arith.constant 4 : i64
          %110 = arith.muli %92, %c4_i64_117 : i64
          %111 = arith.addi %arg10, %110 : i64
          %112 = llvm.getelementptr %9[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %113 = llvm.load %112 : !llvm.ptr<1> -> f32
          %114 = memref.load %alloca_34[] : memref<f32>
          %115 = llvm.intr.fma(%97, %101, %114) : (f32, f32, f32) -> f32
          memref.store %115, %alloca_34[] : memref<f32>
          %116 = memref.load %alloca_35[] : memref<f32>
          %117 = llvm.intr.fma(%97, %105, %116) : (f32, f32, f32) -> f32
          memref.store %117, %alloca_35[] : memref<f32>
          %118 = memref.load %alloca_36[] : memref<f32>
          %119 = llvm.intr.fma(%97, %109, %118) : (f32, f32, f32) -> f32
          memref.store %119, %alloca_36[] : memref<f32>
          %120 = memref.load %alloca_37[] : memref<f32>
          %121 = llvm.intr.fma(%97, %113, %120) : (f32, f32, f32) -> f32
          memref.store %121, %alloca_37[] : memref<f32>
        }
        %c24_i64_112 = arith.constant 24 : i64
        %93 = arith.cmpi slt, %80, %c24_i64_112 : i64
        scf.if %93 {
          %c13_i64_113 = arith.constant 13 : i64
          %94 = arith.cmpi slt, %82, %c13_i64_113 : i64
          scf.if %94 {
            %c24_i64_117 = arith.constant 24 : i64
            %98 = arith.muli %82, %c24_i64_117 : i64
            %99 = arith.addi %80, %98 : i64
            %100 = llvm.getelementptr %29[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %101 = llvm.load %100 : !llvm.ptr<1> -> f32
            %102 = memref.load %alloca_34[] : memref<f32>
            %103 = arith.addf %101, %102 : f32
            %c24_i64_118 = arith.constant 24 : i64
            %104 = arith.muli %82, %c24_i64_118 : i64
            %105 = arith.addi %80, %104 : i64
            %106 = llvm.getelementptr %29[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %103, %106 : f32, !llvm.ptr<1>
          }
          %c13_i64_114 = arith.constant 13 : i64
          %95 = arith.cmpi slt, %85, %c13_i64_114 : i64
          scf.if %95 {
            %c24_i64_117 = arith.constant 24 : i64
            %98 = arith.muli %85, %c24_i64_117 : i64
            %99 = arith.addi %80, %98 : i64
            %100 = llvm.getelementptr %29[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %101 = llvm.load %100 : !llvm.ptr<1> -> f32
            %102 = memref.load %alloca_35[] : memref<f32>
            %103 = arith.addf %101, %102 : f32
            %c24_i64_118 = arith.constant 24 : i64
            %104 = arith.muli %85, %c24_i64_118 : i64
            %105 = arith.addi %80, %104 : i64
            %106 = llvm.getelementptr %29[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %103, %106 : f32, !llvm.ptr<1>
          }
          %c13_i64_115 = arith.constant 13 : i64
          %96 = arith.cmpi slt, %88, %c13_i64_115 : i64
          scf.if %96 {
            %c24_i64_117 = arith.constant 24 : i64
            %98 = arith.muli %88, %c24_i64_117 : i64
            %99 = arith.addi %80, %98 : i64
            %100 = llvm.getelementptr %29[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %101 = llvm.load %100 : !llvm.ptr<1> -> f32
            %102 = memref.load %alloca_36[] : memref<f32>
            %103 = arith.addf %101, %102 : f32
            %c24_i64_118 = arith.constant 24 : i64
            %104 = arith.muli %88, %c24_i64_118 : i64
            %105 = arith.addi %80, %104 : i64
            %106 = llvm.getelementptr %29[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %103, %106 : f32, !llvm.ptr<1>
          }
          %c13_i64_116 = arith.constant 13 : i64
          %97 = arith.cmpi slt, %91, %c13_i64_116 : i64
          scf.if %97 {
            %c24_i64_117 = arith.constant 24 : i64
            %98 = arith.muli %91, %c24_i64_117 : i64
            %99 = arith.addi %80, %98 : i64
            %100 = llvm.getelementptr %29[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %101 = llvm.load %100 : !llvm.ptr<1> -> f32
            %102 = memref.load %alloca_37[] : memref<f32>
            %103 = arith.addf %101, %102 : f32
            %c24_i64_118 = arith.constant 24 : i64
            %104 = arith.muli %91, %c24_i64_118 : i64
            %105 = arith.addi %80, %104 : i64
            %106 = llvm.getelementptr %29[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %103, %106 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
