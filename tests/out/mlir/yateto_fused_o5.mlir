module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_fused_gemm_o5() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<4064 x i8>
    gpu.func @fused_gemm_o5(%arg0: memref<35x9x?xf64, strided<[1, 36, 324]>, 1>, %arg1: memref<9x9x?xf64, strided<[1, 9, 81]>, 1>, %arg2: memref<35x35xf64, strided<[1, 36]>, 1>, %arg3: memref<35x9x?xf64, strided<[1, 40, 360]>, 1>, %arg4: memref<20x9x?xf64, strided<[1, 20, 180]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<35x9x?xf64, strided<[1, 36, 324]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<35x9x?xf64, strided<[1, 36, 324]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<9x9x?xf64, strided<[1, 9, 81]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<9x9x?xf64, strided<[1, 9, 81]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<35x35xf64, strided<[1, 36]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<35x35xf64, strided<[1, 36]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<35x9x?xf64, strided<[1, 40, 360]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<35x9x?xf64, strided<[1, 40, 360]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<20x9x?xf64, strided<[1, 20, 180]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<20x9x?xf64, strided<[1, 20, 180]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#2 : index to i64
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
      %14 = arith.index_cast %block_id_x : index to i64
      %c324_i64 = arith.constant 324 : i64
      %15 = arith.muli %14, %c324_i64 : i64
      %16 = llvm.getelementptr %1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c81_i64 = arith.constant 81 : i64
      %17 = arith.muli %14, %c81_i64 : i64
      %18 = llvm.getelementptr %4[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %19 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_o5 : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y : index to i64
      %22 = arith.muli %c64_i64, %21 : i64
      %23 = arith.addi %20, %22 : i64
      %c32_i64 = arith.constant 32 : i64
      %24 = arith.divsi %23, %c32_i64 : i64
      %c32_i64_38 = arith.constant 32 : i64
      %25 = arith.remsi %23, %c32_i64_38 : i64
      %c4_i64 = arith.constant 4 : i64
      %26 = arith.divsi %25, %c4_i64 : i64
      %c4_i64_39 = arith.constant 4 : i64
      %27 = arith.remsi %25, %c4_i64_39 : i64
      %c6_i64 = arith.constant 6 : i64
      %c6_i64_40 = arith.constant 6 : i64
      scf.for %arg5 = %24 to %c6_i64 step %c6_i64_40  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %58 = arith.remsi %arg5, %c3_i64 : i64
        %c3_i64_68 = arith.constant 3 : i64
        %59 = arith.divsi %arg5, %c3_i64_68 : i64
        %c16_i64 = arith.constant 16 : i64
        %60 = arith.muli %58, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %61 = arith.muli %59, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_69 = arith.constant 0.000000e+00 : f64
        memref.store %cst_69, %alloca_20[] : memref<f64>
        %cst_70 = arith.constant 0.000000e+00 : f64
        memref.store %cst_70, %alloca_21[] : memref<f64>
        %cst_71 = arith.constant 0.000000e+00 : f64
        memref.store %cst_71, %alloca_22[] : memref<f64>
        %62 = arith.addi %60, %26 : i64
        %c34_i64 = arith.constant 34 : i64
        %63 = arith.minsi %62, %c34_i64 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %64 = arith.addi %60, %c8_i64_72 : i64
        %65 = arith.addi %64, %26 : i64
        %c34_i64_73 = arith.constant 34 : i64
        %66 = arith.minsi %65, %c34_i64_73 : i64
        %67 = arith.addi %61, %26 : i64
        %c8_i64_74 = arith.constant 8 : i64
        %68 = arith.minsi %67, %c8_i64_74 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_75 = arith.constant 8 : i64
        %c4_i64_76 = arith.constant 4 : i64
        scf.for %arg6 = %c0_i64 to %c8_i64_75 step %c4_i64_76  : i64 {
          %131 = arith.addi %arg6, %27 : i64
          %132 = arith.addi %arg6, %27 : i64
          %c36_i64_99 = arith.constant 36 : i64
          %133 = arith.muli %131, %c36_i64_99 : i64
          %134 = arith.addi %63, %133 : i64
          %135 = llvm.getelementptr %16[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %136 = llvm.load %135 : !llvm.ptr<1> -> f64
          %c36_i64_100 = arith.constant 36 : i64
          %137 = arith.muli %131, %c36_i64_100 : i64
          %138 = arith.addi %66, %137 : i64
          %139 = llvm.getelementptr %16[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %140 = llvm.load %139 : !llvm.ptr<1> -> f64
          %c9_i64_101 = arith.constant 9 : i64
          %141 = arith.muli %132, %c9_i64_101 : i64
          %142 = arith.addi %68, %141 : i64
          %143 = llvm.getelementptr %18[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %144 = llvm.load %143 : !llvm.ptr<1> -> f64
          %145 = memref.load %alloca[] : memref<f64>
          %146 = memref.load %alloca_20[] : memref<f64>
          %147 = nvvm.mma.sync A[%136]  B[%144]  C[%145, %146]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %148 = llvm.extractvalue %147[0] : !llvm.struct<(f64, f64)> 
          memref.store %148, %alloca[] : memref<f64>
          %149 = llvm.extractvalue %147[1] : !llvm.struct<(f64, f64)> 
          memref.store %149, %alloca_20[] : memref<f64>
          %150 = memref.load %alloca_21[] : memref<f64>
          %151 = memref.load %alloca_22[] : memref<f64>
          %152 = nvvm.mma.sync A[%140]  B[%144]  C[%150, %151]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %153 = llvm.extractvalue %152[0] : !llvm.struct<(f64, f64)> 
          memref.store %153, %alloca_21[] : memref<f64>
          %154 = llvm.extractvalue %152[1] : !llvm.struct<(f64, f64)> 
          memref.store %154, %alloca_22[] : memref<f64>
        }
        %c8_i64_77 = arith.constant 8 : i64
        %69 = arith.addi %c8_i64_77, %27 : i64
        %c8_i64_78 = arith.constant 8 : i64
        %70 = arith.addi %c8_i64_78, %27 : i64
        %c8_i64_79 = arith.constant 8 : i64
        %71 = arith.minsi %69, %c8_i64_79 : i64
        %c36_i64 = arith.constant 36 : i64
        %72 = arith.muli %71, %c36_i64 : i64
        %73 = arith.addi %63, %72 : i64
        %74 = llvm.getelementptr %16[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %75 = llvm.load %74 : !llvm.ptr<1> -> f64
        memref.store %75, %alloca_23[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %76 = arith.cmpi sge, %69, %c9_i64 : i64
        scf.if %76 {
          %cst_99 = arith.constant 0.000000e+00 : f64
          memref.store %cst_99, %alloca_23[] : memref<f64>
        }
        %c8_i64_80 = arith.constant 8 : i64
        %77 = arith.minsi %69, %c8_i64_80 : i64
        %c36_i64_81 = arith.constant 36 : i64
        %78 = arith.muli %77, %c36_i64_81 : i64
        %79 = arith.addi %66, %78 : i64
        %80 = llvm.getelementptr %16[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %81 = llvm.load %80 : !llvm.ptr<1> -> f64
        memref.store %81, %alloca_24[] : memref<f64>
        %c9_i64_82 = arith.constant 9 : i64
        %82 = arith.cmpi sge, %69, %c9_i64_82 : i64
        scf.if %82 {
          %cst_99 = arith.constant 0.000000e+00 : f64
          memref.store %cst_99, %alloca_24[] : memref<f64>
        }
        %c8_i64_83 = arith.constant 8 : i64
        %83 = arith.minsi %70, %c8_i64_83 : i64
        %c9_i64_84 = arith.constant 9 : i64
        %84 = arith.muli %83, %c9_i64_84 : i64
        %85 = arith.addi %68, %84 : i64
        %86 = llvm.getelementptr %18[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %87 = llvm.load %86 : !llvm.ptr<1> -> f64
        memref.store %87, %alloca_25[] : memref<f64>
        %c9_i64_85 = arith.constant 9 : i64
        %88 = arith.cmpi sge, %70, %c9_i64_85 : i64
        scf.if %88 {
          %cst_99 = arith.constant 0.000000e+00 : f64
          memref.store %cst_99, %alloca_25[] : memref<f64>
        }
        %89 = memref.load %alloca_23[] : memref<f64>
        %90 = memref.load %alloca_25[] : memref<f64>
        %91 = memref.load %alloca[] : memref<f64>
        %92 = memref.load %alloca_20[] : memref<f64>
        %93 = nvvm.mma.sync A[%89]  B[%90]  C[%91, %92]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %94 = llvm.extractvalue %93[0] : !llvm.struct<(f64, f64)> 
        memref.store %94, %alloca[] : memref<f64>
        %95 = llvm.extractvalue %93[1] : !llvm.struct<(f64, f64)> 
        memref.store %95, %alloca_20[] : memref<f64>
        %96 = memref.load %alloca_24[] : memref<f64>
        %97 = memref.load %alloca_25[] : memref<f64>
        %98 = memref.load %alloca_21[] : memref<f64>
        %99 = memref.load %alloca_22[] : memref<f64>
        %100 = nvvm.mma.sync A[%96]  B[%97]  C[%98, %99]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %101 = llvm.extractvalue %100[0] : !llvm.struct<(f64, f64)> 
        memref.store %101, %alloca_21[] : memref<f64>
        %102 = llvm.extractvalue %100[1] : !llvm.struct<(f64, f64)> 
        memref.store %102, %alloca_22[] : memref<f64>
        %103 = arith.addi %60, %26 : i64
        %c2_i64 = arith.constant 2 : i64
        %104 = arith.muli %27, %c2_i64 : i64
        %105 = arith.addi %61, %104 : i64
        %c35_i64 = arith.constant 35 : i64
        %106 = arith.cmpi slt, %103, %c35_i64 : i64
        %c9_i64_86 = arith.constant 9 : i64
        %107 = arith.cmpi slt, %105, %c9_i64_86 : i64
        %108 = arith.andi %106, %107 : i1
        scf.if %108 {
          %131 = memref.load %alloca[] : memref<f64>
          %c36_i64_99 = arith.constant 36 : i64
          %132 = arith.muli %105, %c36_i64_99 : i64
          %133 = arith.addi %103, %132 : i64
          %134 = llvm.getelementptr %19[%133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<3>
        }
        %109 = arith.addi %60, %26 : i64
        %c2_i64_87 = arith.constant 2 : i64
        %110 = arith.muli %27, %c2_i64_87 : i64
        %c1_i64 = arith.constant 1 : i64
        %111 = arith.addi %110, %c1_i64 : i64
        %112 = arith.addi %61, %111 : i64
        %c35_i64_88 = arith.constant 35 : i64
        %113 = arith.cmpi slt, %109, %c35_i64_88 : i64
        %c9_i64_89 = arith.constant 9 : i64
        %114 = arith.cmpi slt, %112, %c9_i64_89 : i64
        %115 = arith.andi %113, %114 : i1
        scf.if %115 {
          %131 = memref.load %alloca_20[] : memref<f64>
          %c36_i64_99 = arith.constant 36 : i64
          %132 = arith.muli %112, %c36_i64_99 : i64
          %133 = arith.addi %109, %132 : i64
          %134 = llvm.getelementptr %19[%133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<3>
        }
        %c8_i64_90 = arith.constant 8 : i64
        %116 = arith.addi %60, %c8_i64_90 : i64
        %117 = arith.addi %116, %26 : i64
        %c2_i64_91 = arith.constant 2 : i64
        %118 = arith.muli %27, %c2_i64_91 : i64
        %119 = arith.addi %61, %118 : i64
        %c35_i64_92 = arith.constant 35 : i64
        %120 = arith.cmpi slt, %117, %c35_i64_92 : i64
        %c9_i64_93 = arith.constant 9 : i64
        %121 = arith.cmpi slt, %119, %c9_i64_93 : i64
        %122 = arith.andi %120, %121 : i1
        scf.if %122 {
          %131 = memref.load %alloca_21[] : memref<f64>
          %c36_i64_99 = arith.constant 36 : i64
          %132 = arith.muli %119, %c36_i64_99 : i64
          %133 = arith.addi %117, %132 : i64
          %134 = llvm.getelementptr %19[%133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<3>
        }
        %c8_i64_94 = arith.constant 8 : i64
        %123 = arith.addi %60, %c8_i64_94 : i64
        %124 = arith.addi %123, %26 : i64
        %c2_i64_95 = arith.constant 2 : i64
        %125 = arith.muli %27, %c2_i64_95 : i64
        %c1_i64_96 = arith.constant 1 : i64
        %126 = arith.addi %125, %c1_i64_96 : i64
        %127 = arith.addi %61, %126 : i64
        %c35_i64_97 = arith.constant 35 : i64
        %128 = arith.cmpi slt, %124, %c35_i64_97 : i64
        %c9_i64_98 = arith.constant 9 : i64
        %129 = arith.cmpi slt, %127, %c9_i64_98 : i64
        %130 = arith.andi %128, %129 : i1
        scf.if %130 {
          %131 = memref.load %alloca_22[] : memref<f64>
          %c36_i64_99 = arith.constant 36 : i64
          %132 = arith.muli %127, %c36_i64_99 : i64
          %133 = arith.addi %124, %132 : i64
          %134 = llvm.getelementptr %19[%133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %131, %134 : f64, !llvm.ptr<3>
        }
      }
      %28 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_o5 : !llvm.ptr<3>
      %c2624_i64 = arith.constant 2624 : i64
      %29 = llvm.getelementptr %28[%c2624_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      gpu.barrier
      %thread_id_x_41 = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x_41 : index to i64
      %c64_i64_42 = arith.constant 64 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %31 = arith.index_cast %thread_id_y_43 : index to i64
      %32 = arith.muli %c64_i64_42, %31 : i64
      %33 = arith.addi %30, %32 : i64
      %c32_i64_44 = arith.constant 32 : i64
      %34 = arith.divsi %33, %c32_i64_44 : i64
      %c32_i64_45 = arith.constant 32 : i64
      %35 = arith.remsi %33, %c32_i64_45 : i64
      %c4_i64_46 = arith.constant 4 : i64
      %36 = arith.divsi %35, %c4_i64_46 : i64
      %c4_i64_47 = arith.constant 4 : i64
      %37 = arith.remsi %35, %c4_i64_47 : i64
      %c6_i64_48 = arith.constant 6 : i64
      %c6_i64_49 = arith.constant 6 : i64
      scf.for %arg5 = %34 to %c6_i64_48 step %c6_i64_49  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %58 = arith.remsi %arg5, %c3_i64 : i64
        %c3_i64_68 = arith.constant 3 : i64
        %59 = arith.divsi %arg5, %c3_i64_68 : i64
        %c8_i64 = arith.constant 8 : i64
        %60 = arith.muli %58, %c8_i64 : i64
        %c8_i64_69 = arith.constant 8 : i64
        %61 = arith.muli %59, %c8_i64_69 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_26[] : memref<f64>
        %cst_70 = arith.constant 0.000000e+00 : f64
        memref.store %cst_70, %alloca_27[] : memref<f64>
        %62 = arith.addi %60, %36 : i64
        %c19_i64 = arith.constant 19 : i64
        %63 = arith.minsi %62, %c19_i64 : i64
        %64 = arith.addi %61, %36 : i64
        %c8_i64_71 = arith.constant 8 : i64
        %65 = arith.minsi %64, %c8_i64_71 : i64
        %c0_i64 = arith.constant 0 : i64
        %c32_i64_72 = arith.constant 32 : i64
        %c4_i64_73 = arith.constant 4 : i64
        scf.for %arg6 = %c0_i64 to %c32_i64_72 step %c4_i64_73  : i64 {
          %100 = arith.addi %arg6, %37 : i64
          %101 = arith.addi %arg6, %37 : i64
          %c36_i64_82 = arith.constant 36 : i64
          %102 = arith.muli %63, %c36_i64_82 : i64
          %103 = arith.addi %100, %102 : i64
          %104 = llvm.getelementptr %7[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %105 = llvm.load %104 : !llvm.ptr<1> -> f64
          %c36_i64_83 = arith.constant 36 : i64
          %106 = arith.muli %65, %c36_i64_83 : i64
          %107 = arith.addi %101, %106 : i64
          %108 = llvm.getelementptr %19[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %109 = llvm.load %108 : !llvm.ptr<3> -> f64
          %110 = memref.load %alloca_26[] : memref<f64>
          %111 = memref.load %alloca_27[] : memref<f64>
          %112 = nvvm.mma.sync A[%105]  B[%109]  C[%110, %111]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %113 = llvm.extractvalue %112[0] : !llvm.struct<(f64, f64)> 
          memref.store %113, %alloca_26[] : memref<f64>
          %114 = llvm.extractvalue %112[1] : !llvm.struct<(f64, f64)> 
          memref.store %114, %alloca_27[] : memref<f64>
        }
        %c32_i64_74 = arith.constant 32 : i64
        %66 = arith.addi %c32_i64_74, %37 : i64
        %c32_i64_75 = arith.constant 32 : i64
        %67 = arith.addi %c32_i64_75, %37 : i64
        %c34_i64 = arith.constant 34 : i64
        %68 = arith.minsi %66, %c34_i64 : i64
        %c36_i64 = arith.constant 36 : i64
        %69 = arith.muli %63, %c36_i64 : i64
        %70 = arith.addi %68, %69 : i64
        %71 = llvm.getelementptr %7[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %72 = llvm.load %71 : !llvm.ptr<1> -> f64
        memref.store %72, %alloca_28[] : memref<f64>
        %c35_i64 = arith.constant 35 : i64
        %73 = arith.cmpi sge, %66, %c35_i64 : i64
        scf.if %73 {
          %cst_82 = arith.constant 0.000000e+00 : f64
          memref.store %cst_82, %alloca_28[] : memref<f64>
        }
        %c34_i64_76 = arith.constant 34 : i64
        %74 = arith.minsi %67, %c34_i64_76 : i64
        %c36_i64_77 = arith.constant 36 : i64
        %75 = arith.muli %65, %c36_i64_77 : i64
        %76 = arith.addi %74, %75 : i64
        %77 = llvm.getelementptr %19[%76] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %78 = llvm.load %77 : !llvm.ptr<3> -> f64
        memref.store %78, %alloca_29[] : memref<f64>
        %c35_i64_78 = arith.constant 35 : i64
        %79 = arith.cmpi sge, %67, %c35_i64_78 : i64
        scf.if %79 {
          %cst_82 = arith.constant 0.000000e+00 : f64
          memref.store %cst_82, %alloca_29[] : memref<f64>
        }
        %80 = memref.load %alloca_28[] : memref<f64>
        %81 = memref.load %alloca_29[] : memref<f64>
        %82 = memref.load %alloca_26[] : memref<f64>
        %83 = memref.load %alloca_27[] : memref<f64>
        %84 = nvvm.mma.sync A[%80]  B[%81]  C[%82, %83]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %85 = llvm.extractvalue %84[0] : !llvm.struct<(f64, f64)> 
        memref.store %85, %alloca_26[] : memref<f64>
        %86 = llvm.extractvalue %84[1] : !llvm.struct<(f64, f64)> 
        memref.store %86, %alloca_27[] : memref<f64>
        %87 = arith.addi %60, %36 : i64
        %c2_i64 = arith.constant 2 : i64
        %88 = arith.muli %37, %c2_i64 : i64
        %89 = arith.addi %61, %88 : i64
        %c20_i64 = arith.constant 20 : i64
        %90 = arith.cmpi slt, %87, %c20_i64 : i64
        %c9_i64 = arith.constant 9 : i64
        %91 = arith.cmpi slt, %89, %c9_i64 : i64
        %92 = arith.andi %90, %91 : i1
        scf.if %92 {
          %cst_82 = arith.constant 5.000000e-01 : f64
          %100 = memref.load %alloca_26[] : memref<f64>
          %101 = arith.mulf %cst_82, %100 : f64
          %c20_i64_83 = arith.constant 20 : i64
          %102 = arith.muli %89, %c20_i64_83 : i64
          %103 = arith.addi %87, %102 : i64
          %104 = llvm.getelementptr %29[%103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %101, %104 : f64, !llvm.ptr<3>
        }
        %93 = arith.addi %60, %36 : i64
        %c2_i64_79 = arith.constant 2 : i64
        %94 = arith.muli %37, %c2_i64_79 : i64
        %c1_i64 = arith.constant 1 : i64
        %95 = arith.addi %94, %c1_i64 : i64
        %96 = arith.addi %61, %95 : i64
        %c20_i64_80 = arith.constant 20 : i64
        %97 = arith.cmpi slt, %93, %c20_i64_80 : i64
        %c9_i64_81 = arith.constant 9 : i64
        %98 = arith.cmpi slt, %96, %c9_i64_81 : i64
        %99 = arith.andi %97, %98 : i1
        scf.if %99 {
          %cst_82 = arith.constant 5.000000e-01 : f64
          %100 = memref.load %alloca_27[] : memref<f64>
          %101 = arith.mulf %cst_82, %100 : f64
          %c20_i64_83 = arith.constant 20 : i64
          %102 = arith.muli %96, %c20_i64_83 : i64
          %103 = arith.addi %93, %102 : i64
          %104 = llvm.getelementptr %29[%103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %101, %104 : f64, !llvm.ptr<3>
        }
      }
      %c360_i64 = arith.constant 360 : i64
      %38 = arith.muli %14, %c360_i64 : i64
      %39 = llvm.getelementptr %9[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      gpu.barrier
      %thread_id_x_50 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_50 : index to i64
      %c64_i64_51 = arith.constant 64 : i64
      %thread_id_y_52 = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y_52 : index to i64
      %42 = arith.muli %c64_i64_51, %41 : i64
      %43 = arith.addi %40, %42 : i64
      %c32_i64_53 = arith.constant 32 : i64
      %44 = arith.divsi %43, %c32_i64_53 : i64
      %c32_i64_54 = arith.constant 32 : i64
      %45 = arith.remsi %43, %c32_i64_54 : i64
      %c4_i64_55 = arith.constant 4 : i64
      %46 = arith.divsi %45, %c4_i64_55 : i64
      %c4_i64_56 = arith.constant 4 : i64
      %47 = arith.remsi %45, %c4_i64_56 : i64
      %c6_i64_57 = arith.constant 6 : i64
      %c6_i64_58 = arith.constant 6 : i64
      scf.for %arg5 = %44 to %c6_i64_57 step %c6_i64_58  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %58 = arith.remsi %arg5, %c3_i64 : i64
        %c3_i64_68 = arith.constant 3 : i64
        %59 = arith.divsi %arg5, %c3_i64_68 : i64
        %c16_i64 = arith.constant 16 : i64
        %60 = arith.muli %58, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %61 = arith.muli %59, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_30[] : memref<f64>
        %cst_69 = arith.constant 0.000000e+00 : f64
        memref.store %cst_69, %alloca_31[] : memref<f64>
        %cst_70 = arith.constant 0.000000e+00 : f64
        memref.store %cst_70, %alloca_32[] : memref<f64>
        %cst_71 = arith.constant 0.000000e+00 : f64
        memref.store %cst_71, %alloca_33[] : memref<f64>
        %62 = arith.addi %60, %46 : i64
        %c34_i64 = arith.constant 34 : i64
        %63 = arith.minsi %62, %c34_i64 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %64 = arith.addi %60, %c8_i64_72 : i64
        %65 = arith.addi %64, %46 : i64
        %c34_i64_73 = arith.constant 34 : i64
        %66 = arith.minsi %65, %c34_i64_73 : i64
        %67 = arith.addi %61, %46 : i64
        %c8_i64_74 = arith.constant 8 : i64
        %68 = arith.minsi %67, %c8_i64_74 : i64
        %c0_i64 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c4_i64_75 = arith.constant 4 : i64
        scf.for %arg6 = %c0_i64 to %c20_i64 step %c4_i64_75  : i64 {
          %97 = arith.addi %arg6, %47 : i64
          %98 = arith.addi %arg6, %47 : i64
          %c36_i64 = arith.constant 36 : i64
          %99 = arith.muli %97, %c36_i64 : i64
          %100 = arith.addi %63, %99 : i64
          %101 = llvm.getelementptr %7[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %102 = llvm.load %101 : !llvm.ptr<1> -> f64
          %c36_i64_88 = arith.constant 36 : i64
          %103 = arith.muli %97, %c36_i64_88 : i64
          %104 = arith.addi %66, %103 : i64
          %105 = llvm.getelementptr %7[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %106 = llvm.load %105 : !llvm.ptr<1> -> f64
          %c20_i64_89 = arith.constant 20 : i64
          %107 = arith.muli %68, %c20_i64_89 : i64
          %108 = arith.addi %98, %107 : i64
          %109 = llvm.getelementptr %29[%108] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %110 = llvm.load %109 : !llvm.ptr<3> -> f64
          %111 = memref.load %alloca_30[] : memref<f64>
          %112 = memref.load %alloca_31[] : memref<f64>
          %113 = nvvm.mma.sync A[%102]  B[%110]  C[%111, %112]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %114 = llvm.extractvalue %113[0] : !llvm.struct<(f64, f64)> 
          memref.store %114, %alloca_30[] : memref<f64>
          %115 = llvm.extractvalue %113[1] : !llvm.struct<(f64, f64)> 
          memref.store %115, %alloca_31[] : memref<f64>
          %116 = memref.load %alloca_32[] : memref<f64>
          %117 = memref.load %alloca_33[] : memref<f64>
          %118 = nvvm.mma.sync A[%106]  B[%110]  C[%116, %117]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %119 = llvm.extractvalue %118[0] : !llvm.struct<(f64, f64)> 
          memref.store %119, %alloca_32[] : memref<f64>
          %120 = llvm.extractvalue %118[1] : !llvm.struct<(f64, f64)> 
          memref.store %120, %alloca_33[] : memref<f64>
        }
        %69 = arith.addi %60, %46 : i64
        %c2_i64 = arith.constant 2 : i64
        %70 = arith.muli %47, %c2_i64 : i64
        %71 = arith.addi %61, %70 : i64
        %c35_i64 = arith.constant 35 : i64
        %72 = arith.cmpi slt, %69, %c35_i64 : i64
        %c9_i64 = arith.constant 9 : i64
        %73 = arith.cmpi slt, %71, %c9_i64 : i64
        %74 = arith.andi %72, %73 : i1
        scf.if %74 {
          %cst_88 = arith.constant -1.000000e+00 : f64
          %97 = memref.load %alloca_30[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %98 = arith.muli %71, %c40_i64 : i64
          %99 = arith.addi %69, %98 : i64
          %100 = llvm.getelementptr %39[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %101 = llvm.load %100 : !llvm.ptr<1> -> f64
          %102 = llvm.intr.fma(%cst_88, %97, %101) : (f64, f64, f64) -> f64
          %c40_i64_89 = arith.constant 40 : i64
          %103 = arith.muli %71, %c40_i64_89 : i64
          %104 = arith.addi %69, %103 : i64
          %105 = llvm.getelementptr %39[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %102, %105 : f64, !llvm.ptr<1>
        }
        %75 = arith.addi %60, %46 : i64
        %c2_i64_76 = arith.constant 2 : i64
        %76 = arith.muli %47, %c2_i64_76 : i64
        %c1_i64 = arith.constant 1 : i64
        %77 = arith.addi %76, %c1_i64 : i64
        %78 = arith.addi %61, %77 : i64
        %c35_i64_77 = arith.constant 35 : i64
        %79 = arith.cmpi slt, %75, %c35_i64_77 : i64
        %c9_i64_78 = arith.constant 9 : i64
        %80 = arith.cmpi slt, %78, %c9_i64_78 : i64
        %81 = arith.andi %79, %80 : i1
        scf.if %81 {
          %cst_88 = arith.constant -1.000000e+00 : f64
          %97 = memref.load %alloca_31[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %98 = arith.muli %78, %c40_i64 : i64
          %99 = arith.addi %75, %98 : i64
          %100 = llvm.getelementptr %39[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %101 = llvm.load %100 : !llvm.ptr<1> -> f64
          %102 = llvm.intr.fma(%cst_88, %97, %101) : (f64, f64, f64) -> f64
          %c40_i64_89 = arith.constant 40 : i64
          %103 = arith.muli %78, %c40_i64_89 : i64
          %104 = arith.addi %75, %103 : i64
          %105 = llvm.getelementptr %39[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %102, %105 : f64, !llvm.ptr<1>
        }
        %c8_i64_79 = arith.constant 8 : i64
        %82 = arith.addi %60, %c8_i64_79 : i64
        %83 = arith.addi %82, %46 : i64
        %c2_i64_80 = arith.constant 2 : i64
        %84 = arith.muli %47, %c2_i64_80 : i64
        %85 = arith.addi %61, %84 : i64
        %c35_i64_81 = arith.constant 35 : i64
        %86 = arith.cmpi slt, %83, %c35_i64_81 : i64
        %c9_i64_82 = arith.constant 9 : i64
        %87 = arith.cmpi slt, %85, %c9_i64_82 : i64
        %88 = arith.andi %86, %87 : i1
        scf.if %88 {
          %cst_88 = arith.constant -1.000000e+00 : f64
          %97 = memref.load %alloca_32[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %98 = arith.muli %85, %c40_i64 : i64
          %99 = arith.addi %83, %98 : i64
          %100 = llvm.getelementptr %39[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %101 = llvm.load %100 : !llvm.ptr<1> -> f64
          %102 = llvm.intr.fma(%cst_88, %97, %101) : (f64, f64, f64) -> f64
          %c40_i64_89 = arith.constant 40 : i64
          %103 = arith.muli %85, %c40_i64_89 : i64
          %104 = arith.addi %83, %103 : i64
          %105 = llvm.getelementptr %39[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %102, %105 : f64, !llvm.ptr<1>
        }
        %c8_i64_83 = arith.constant 8 : i64
        %89 = arith.addi %60, %c8_i64_83 : i64
        %90 = arith.addi %89, %46 : i64
        %c2_i64_84 = arith.constant 2 : i64
        %91 = arith.muli %47, %c2_i64_84 : i64
        %c1_i64_85 = arith.constant 1 : i64
        %92 = arith.addi %91, %c1_i64_85 : i64
        %93 = arith.addi %61, %92 : i64
        %c35_i64_86 = arith.constant 35 : i64
        %94 = arith.cmpi slt, %90, %c35_i64_86 : i64
        %c9_i64_87 = arith.constant 9 : i64
        %95 = arith.cmpi slt, %93, %c9_i64_87 : i64
        %96 = arith.andi %94, %95 : i1
        scf.if %96 {
          %cst_88 = arith.constant -1.000000e+00 : f64
          %97 = memref.load %alloca_33[] : memref<f64>
          %c40_i64 = arith.constant 40 : i64
          %98 = arith.muli %93, %c40_i64 : i64
          %99 = arith.addi %90, %98 : i64
          %100 = llvm.getelementptr %39[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %101 = llvm.load %100 : !llvm.ptr<1> -> f64
          %102 = llvm.intr.fma(%cst_88, %97, %101) : (f64, f64, f64) -> f64
          %c40_i64_89 = arith.constant 40 : i64
          %103 = arith.muli %93, %c40_i64_89 : i64
          %104 = arith.addi %90, %103 : i64
          %105 = llvm.getelementptr %39[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %102, %105 : f64, !llvm.ptr<1>
        }
      }
      %c180_i64 = arith.constant 180 : i64
      %48 = arith.muli %14, %c180_i64 : i64
      %49 = llvm.getelementptr %12[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_59 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_59 : index to i64
      %c64_i64_60 = arith.constant 64 : i64
      %thread_id_y_61 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_61 : index to i64
      %52 = arith.muli %c64_i64_60, %51 : i64
      %53 = arith.addi %50, %52 : i64
      %c32_i64_62 = arith.constant 32 : i64
      %54 = arith.divsi %53, %c32_i64_62 : i64
      %c32_i64_63 = arith.constant 32 : i64
      %55 = arith.remsi %53, %c32_i64_63 : i64
      %c4_i64_64 = arith.constant 4 : i64
      %56 = arith.divsi %55, %c4_i64_64 : i64
      %c4_i64_65 = arith.constant 4 : i64
      %57 = arith.remsi %55, %c4_i64_65 : i64
      %c6_i64_66 = arith.constant 6 : i64
      %c6_i64_67 = arith.constant 6 : i64
      scf.for %arg5 = %54 to %c6_i64_66 step %c6_i64_67  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %58 = arith.remsi %arg5, %c3_i64 : i64
        %c3_i64_68 = arith.constant 3 : i64
        %59 = arith.divsi %arg5, %c3_i64_68 : i64
        %c8_i64 = arith.constant 8 : i64
        %60 = arith.muli %58, %c8_i64 : i64
        %c8_i64_69 = arith.constant 8 : i64
        %61 = arith.muli %59, %c8_i64_69 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_34[] : memref<f64>
        %cst_70 = arith.constant 0.000000e+00 : f64
        memref.store %cst_70, %alloca_35[] : memref<f64>
        %62 = arith.addi %60, %56 : i64
        %c19_i64 = arith.constant 19 : i64
        %63 = arith.minsi %62, %c19_i64 : i64
        %64 = arith.addi %61, %56 : i64
        %c8_i64_71 = arith.constant 8 : i64
        %65 = arith.minsi %64, %c8_i64_71 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %c4_i64_73 = arith.constant 4 : i64
        scf.for %arg6 = %c0_i64 to %c8_i64_72 step %c4_i64_73  : i64 {
          %100 = arith.addi %arg6, %57 : i64
          %101 = arith.addi %arg6, %57 : i64
          %c20_i64_85 = arith.constant 20 : i64
          %102 = arith.muli %100, %c20_i64_85 : i64
          %103 = arith.addi %63, %102 : i64
          %104 = llvm.getelementptr %29[%103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %105 = llvm.load %104 : !llvm.ptr<3> -> f64
          %c9_i64_86 = arith.constant 9 : i64
          %106 = arith.muli %65, %c9_i64_86 : i64
          %107 = arith.addi %101, %106 : i64
          %108 = llvm.getelementptr %18[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %109 = llvm.load %108 : !llvm.ptr<1> -> f64
          %110 = memref.load %alloca_34[] : memref<f64>
          %111 = memref.load %alloca_35[] : memref<f64>
          %112 = nvvm.mma.sync A[%105]  B[%109]  C[%110, %111]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %113 = llvm.extractvalue %112[0] : !llvm.struct<(f64, f64)> 
          memref.store %113, %alloca_34[] : memref<f64>
          %114 = llvm.extractvalue %112[1] : !llvm.struct<(f64, f64)> 
          memref.store %114, %alloca_35[] : memref<f64>
        }
        %c8_i64_74 = arith.constant 8 : i64
        %66 = arith.addi %c8_i64_74, %57 : i64
        %c8_i64_75 = arith.constant 8 : i64
        %67 = arith.addi %c8_i64_75, %57 : i64
        %c8_i64_76 = arith.constant 8 : i64
        %68 = arith.minsi %66, %c8_i64_76 : i64
        %c20_i64 = arith.constant 20 : i64
        %69 = arith.muli %68, %c20_i64 : i64
        %70 = arith.addi %63, %69 : i64
        %71 = llvm.getelementptr %29[%70] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %72 = llvm.load %71 : !llvm.ptr<3> -> f64
        memref.store %72, %alloca_36[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %73 = arith.cmpi sge, %66, %c9_i64 : i64
        scf.if %73 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_36[] : memref<f64>
        }
        %c8_i64_77 = arith.constant 8 : i64
        %74 = arith.minsi %67, %c8_i64_77 : i64
        %c9_i64_78 = arith.constant 9 : i64
        %75 = arith.muli %65, %c9_i64_78 : i64
        %76 = arith.addi %74, %75 : i64
        %77 = llvm.getelementptr %18[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %78 = llvm.load %77 : !llvm.ptr<1> -> f64
        memref.store %78, %alloca_37[] : memref<f64>
        %c9_i64_79 = arith.constant 9 : i64
        %79 = arith.cmpi sge, %67, %c9_i64_79 : i64
        scf.if %79 {
          %cst_85 = arith.constant 0.000000e+00 : f64
          memref.store %cst_85, %alloca_37[] : memref<f64>
        }
        %80 = memref.load %alloca_36[] : memref<f64>
        %81 = memref.load %alloca_37[] : memref<f64>
        %82 = memref.load %alloca_34[] : memref<f64>
        %83 = memref.load %alloca_35[] : memref<f64>
        %84 = nvvm.mma.sync A[%80]  B[%81]  C[%82, %83]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %85 = llvm.extractvalue %84[0] : !llvm.struct<(f64, f64)> 
        memref.store %85, %alloca_34[] : memref<f64>
        %86 = llvm.extractvalue %84[1] : !llvm.struct<(f64, f64)> 
        memref.store %86, %alloca_35[] : memref<f64>
        %87 = arith.addi %60, %56 : i64
        %c2_i64 = arith.constant 2 : i64
        %88 = arith.muli %57, %c2_i64 : i64
        %89 = arith.addi %61, %88 : i64
        %c20_i64_80 = arith.constant 20 : i64
        %90 = arith.cmpi slt, %87, %c20_i64_80 : i64
        %c9_i64_81 = arith.constant 9 : i64
        %91 = arith.cmpi slt, %89, %c9_i64_81 : i64
        %92 = arith.andi %90, %91 : i1
        scf.if %92 {
          %cst_85 = arith.constant 2.000000e+00 : f64
          %100 = memref.load %alloca_34[] : memref<f64>
          %c20_i64_86 = arith.constant 20 : i64
          %101 = arith.muli %89, %c20_i64_86 : i64
          %102 = arith.addi %87, %101 : i64
          %103 = llvm.getelementptr %49[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %104 = llvm.load %103 : !llvm.ptr<1> -> f64
          %105 = llvm.intr.fma(%cst_85, %100, %104) : (f64, f64, f64) -> f64
          %c20_i64_87 = arith.constant 20 : i64
          %106 = arith.muli %89, %c20_i64_87 : i64
          %107 = arith.addi %87, %106 : i64
          %108 = llvm.getelementptr %49[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %105, %108 : f64, !llvm.ptr<1>
        }
        %93 = arith.addi %60, %56 : i64
        %c2_i64_82 = arith.constant 2 : i64
        %94 = arith.muli %57, %c2_i64_82 : i64
        %c1_i64 = arith.constant 1 : i64
        %95 = arith.addi %94, %c1_i64 : i64
        %96 = arith.addi %61, %95 : i64
        %c20_i64_83 = arith.constant 20 : i64
        %97 = arith.cmpi slt, %93, %c20_i64_83 : i64
        %c9_i64_84 = arith.constant 9 : i64
        %98 = arith.cmpi slt, %96, %c9_i64_84 : i64
        %99 = arith.andi %97, %98 : i1
        scf.if %99 {
          %cst_85 = arith.constant 2.000000e+00 : f64
          %100 = memref.load %alloca_35[] : memref<f64>
          %c20_i64_86 = arith.constant 20 : i64
          %101 = arith.muli %96, %c20_i64_86 : i64
          %102 = arith.addi %93, %101 : i64
          %103 = llvm.getelementptr %49[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %104 = llvm.load %103 : !llvm.ptr<1> -> f64
          %105 = llvm.intr.fma(%cst_85, %100, %104) : (f64, f64, f64) -> f64
          %c20_i64_87 = arith.constant 20 : i64
          %106 = arith.muli %96, %c20_i64_87 : i64
          %107 = arith.addi %93, %106 : i64
          %108 = llvm.getelementptr %49[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %105, %108 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
