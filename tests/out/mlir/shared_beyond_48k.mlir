module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global external @__tinyc_stack_shared_beyond_48k() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<0 x i8>
    gpu.func @shared_beyond_48k(%arg0: memref<56x56x?xf64, strided<[1, 56, 3136]>, 1>, %arg1: memref<56x56xf64, strided<[1, 56]>, 1>, %arg2: memref<56x56x?xf64, strided<[1, 56, 3136]>, 1>, %arg3: memref<56x?xf64, strided<[1, 56]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<56x56x?xf64, strided<[1, 56, 3136]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<56x56x?xf64, strided<[1, 56, 3136]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<56x56xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<56x56xf64, strided<[1, 56]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<56x56x?xf64, strided<[1, 56, 3136]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<56x56x?xf64, strided<[1, 56, 3136]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<56x?xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<56x?xf64, strided<[1, 56]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#1 : index to i64
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
      %block_id_x = gpu.block_id  x
      %11 = arith.index_cast %block_id_x : index to i64
      %c3136_i64 = arith.constant 3136 : i64
      %12 = arith.muli %11, %c3136_i64 : i64
      %13 = llvm.getelementptr %1[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c3136_i64_35 = arith.constant 3136 : i64
      %14 = arith.muli %11, %c3136_i64_35 : i64
      %15 = llvm.getelementptr %6[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c56_i64 = arith.constant 56 : i64
      %16 = arith.muli %11, %c56_i64 : i64
      %17 = llvm.getelementptr %9[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %18 = llvm.mlir.addressof @__tinyc_stack_shared_beyond_48k : !llvm.ptr<3>
      %19 = llvm.mlir.addressof @__tinyc_stack_shared_beyond_48k : !llvm.ptr<3>
      %c25088_i64 = arith.constant 25088 : i64
      %20 = llvm.getelementptr %19[%c25088_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %21 = llvm.mlir.addressof @__tinyc_stack_shared_beyond_48k : !llvm.ptr<3>
      %c50176_i64 = arith.constant 50176 : i64
      %22 = llvm.getelementptr %21[%c50176_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c0_i64 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64 to %c2_i64 step %c1_i64  : i64 {
        %thread_id_x_57 = gpu.thread_id  x
        %47 = arith.index_cast %thread_id_x_57 : index to i64
        %c64_i64_58 = arith.constant 64 : i64
        %thread_id_y_59 = gpu.thread_id  y
        %48 = arith.index_cast %thread_id_y_59 : index to i64
        %49 = arith.muli %c64_i64_58, %48 : i64
        %50 = arith.addi %47, %49 : i64
        %c2048_i64 = arith.constant 2048 : i64
        %51 = arith.muli %arg4, %c2048_i64 : i64
        %52 = arith.addi %50, %51 : i64
        %c3136_i64_60 = arith.constant 3136 : i64
        %53 = arith.cmpi slt, %52, %c3136_i64_60 : i64
        scf.if %53 {
          %64 = llvm.getelementptr %13[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          memref.store %65, %alloca[] : memref<f64>
        }
        %c512_i64_61 = arith.constant 512 : i64
        %54 = arith.addi %52, %c512_i64_61 : i64
        %c3136_i64_62 = arith.constant 3136 : i64
        %55 = arith.cmpi slt, %54, %c3136_i64_62 : i64
        scf.if %55 {
          %64 = llvm.getelementptr %13[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          memref.store %65, %alloca_15[] : memref<f64>
        }
        %c1024_i64 = arith.constant 1024 : i64
        %56 = arith.addi %52, %c1024_i64 : i64
        %c3136_i64_63 = arith.constant 3136 : i64
        %57 = arith.cmpi slt, %56, %c3136_i64_63 : i64
        scf.if %57 {
          %64 = llvm.getelementptr %13[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          memref.store %65, %alloca_16[] : memref<f64>
        }
        %c1536_i64 = arith.constant 1536 : i64
        %58 = arith.addi %52, %c1536_i64 : i64
        %c3136_i64_64 = arith.constant 3136 : i64
        %59 = arith.cmpi slt, %58, %c3136_i64_64 : i64
        scf.if %59 {
          %64 = llvm.getelementptr %13[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          memref.store %65, %alloca_17[] : memref<f64>
        }
        %c3136_i64_65 = arith.constant 3136 : i64
        %60 = arith.cmpi slt, %52, %c3136_i64_65 : i64
        scf.if %60 {
          %64 = memref.load %alloca[] : memref<f64>
          %65 = llvm.getelementptr %18[%52] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %64, %65 : f64, !llvm.ptr<3>
        }
        %c3136_i64_66 = arith.constant 3136 : i64
        %61 = arith.cmpi slt, %54, %c3136_i64_66 : i64
        scf.if %61 {
          %64 = memref.load %alloca_15[] : memref<f64>
          %65 = llvm.getelementptr %18[%54] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %64, %65 : f64, !llvm.ptr<3>
        }
        %c3136_i64_67 = arith.constant 3136 : i64
        %62 = arith.cmpi slt, %56, %c3136_i64_67 : i64
        scf.if %62 {
          %64 = memref.load %alloca_16[] : memref<f64>
          %65 = llvm.getelementptr %18[%56] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %64, %65 : f64, !llvm.ptr<3>
        }
        %c3136_i64_68 = arith.constant 3136 : i64
        %63 = arith.cmpi slt, %58, %c3136_i64_68 : i64
        scf.if %63 {
          %64 = memref.load %alloca_17[] : memref<f64>
          %65 = llvm.getelementptr %18[%58] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %64, %65 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y : index to i64
      %25 = arith.muli %c64_i64, %24 : i64
      %26 = arith.addi %23, %25 : i64
      %c32_i64 = arith.constant 32 : i64
      %27 = arith.divsi %26, %c32_i64 : i64
      %c32_i64_36 = arith.constant 32 : i64
      %28 = arith.remsi %26, %c32_i64_36 : i64
      %c4_i64 = arith.constant 4 : i64
      %29 = arith.divsi %28, %c4_i64 : i64
      %c4_i64_37 = arith.constant 4 : i64
      %30 = arith.remsi %28, %c4_i64_37 : i64
      %c16_i64 = arith.constant 16 : i64
      %c16_i64_38 = arith.constant 16 : i64
      scf.for %arg4 = %27 to %c16_i64 step %c16_i64_38  : i64 {
        %c4_i64_57 = arith.constant 4 : i64
        %47 = arith.remsi %arg4, %c4_i64_57 : i64
        %c4_i64_58 = arith.constant 4 : i64
        %48 = arith.divsi %arg4, %c4_i64_58 : i64
        %c16_i64_59 = arith.constant 16 : i64
        %49 = arith.muli %47, %c16_i64_59 : i64
        %c16_i64_60 = arith.constant 16 : i64
        %50 = arith.muli %48, %c16_i64_60 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_18[] : memref<f64>
        %cst_61 = arith.constant 0.000000e+00 : f64
        memref.store %cst_61, %alloca_19[] : memref<f64>
        %cst_62 = arith.constant 0.000000e+00 : f64
        memref.store %cst_62, %alloca_20[] : memref<f64>
        %cst_63 = arith.constant 0.000000e+00 : f64
        memref.store %cst_63, %alloca_21[] : memref<f64>
        %cst_64 = arith.constant 0.000000e+00 : f64
        memref.store %cst_64, %alloca_22[] : memref<f64>
        %cst_65 = arith.constant 0.000000e+00 : f64
        memref.store %cst_65, %alloca_23[] : memref<f64>
        %cst_66 = arith.constant 0.000000e+00 : f64
        memref.store %cst_66, %alloca_24[] : memref<f64>
        %cst_67 = arith.constant 0.000000e+00 : f64
        memref.store %cst_67, %alloca_25[] : memref<f64>
        %51 = arith.addi %49, %29 : i64
        %c55_i64 = arith.constant 55 : i64
        %52 = arith.minsi %51, %c55_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %53 = arith.addi %49, %c8_i64 : i64
        %54 = arith.addi %53, %29 : i64
        %c55_i64_68 = arith.constant 55 : i64
        %55 = arith.minsi %54, %c55_i64_68 : i64
        %56 = arith.addi %50, %29 : i64
        %c55_i64_69 = arith.constant 55 : i64
        %57 = arith.minsi %56, %c55_i64_69 : i64
        %c8_i64_70 = arith.constant 8 : i64
        %58 = arith.addi %50, %c8_i64_70 : i64
        %59 = arith.addi %58, %29 : i64
        %c55_i64_71 = arith.constant 55 : i64
        %60 = arith.minsi %59, %c55_i64_71 : i64
        %c0_i64_72 = arith.constant 0 : i64
        %c56_i64_73 = arith.constant 56 : i64
        %c4_i64_74 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64_72 to %c56_i64_73 step %c4_i64_74  : i64 {
          %121 = arith.addi %arg5, %30 : i64
          %122 = arith.addi %arg5, %30 : i64
          %c56_i64_111 = arith.constant 56 : i64
          %123 = arith.muli %121, %c56_i64_111 : i64
          %124 = arith.addi %52, %123 : i64
          %125 = llvm.getelementptr %18[%124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %126 = llvm.load %125 : !llvm.ptr<3> -> f64
          %c56_i64_112 = arith.constant 56 : i64
          %127 = arith.muli %121, %c56_i64_112 : i64
          %128 = arith.addi %55, %127 : i64
          %129 = llvm.getelementptr %18[%128] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %130 = llvm.load %129 : !llvm.ptr<3> -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %131 = arith.muli %57, %c56_i64_113 : i64
          %132 = arith.addi %122, %131 : i64
          %133 = llvm.getelementptr %4[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %134 = llvm.load %133 : !llvm.ptr<1> -> f64
          %c56_i64_114 = arith.constant 56 : i64
          %135 = arith.muli %60, %c56_i64_114 : i64
          %136 = arith.addi %122, %135 : i64
          %137 = llvm.getelementptr %4[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %138 = llvm.load %137 : !llvm.ptr<1> -> f64
          %139 = memref.load %alloca_18[] : memref<f64>
          %140 = memref.load %alloca_19[] : memref<f64>
          %141 = nvvm.mma.sync A[%126]  B[%134]  C[%139, %140]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %142 = llvm.extractvalue %141[0] : !llvm.struct<(f64, f64)> 
          memref.store %142, %alloca_18[] : memref<f64>
          %143 = llvm.extractvalue %141[1] : !llvm.struct<(f64, f64)> 
          memref.store %143, %alloca_19[] : memref<f64>
          %144 = memref.load %alloca_20[] : memref<f64>
          %145 = memref.load %alloca_21[] : memref<f64>
          %146 = nvvm.mma.sync A[%126]  B[%138]  C[%144, %145]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %147 = llvm.extractvalue %146[0] : !llvm.struct<(f64, f64)> 
          memref.store %147, %alloca_20[] : memref<f64>
          %148 = llvm.extractvalue %146[1] : !llvm.struct<(f64, f64)> 
          memref.store %148, %alloca_21[] : memref<f64>
          %149 = memref.load %alloca_22[] : memref<f64>
          %150 = memref.load %alloca_23[] : memref<f64>
          %151 = nvvm.mma.sync A[%130]  B[%134]  C[%149, %150]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %152 = llvm.extractvalue %151[0] : !llvm.struct<(f64, f64)> 
          memref.store %152, %alloca_22[] : memref<f64>
          %153 = llvm.extractvalue %151[1] : !llvm.struct<(f64, f64)> 
          memref.store %153, %alloca_23[] : memref<f64>
          %154 = memref.load %alloca_24[] : memref<f64>
          %155 = memref.load %alloca_25[] : memref<f64>
          %156 = nvvm.mma.sync A[%130]  B[%138]  C[%154, %155]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %157 = llvm.extractvalue %156[0] : !llvm.struct<(f64, f64)> 
          memref.store %157, %alloca_24[] : memref<f64>
          %158 = llvm.extractvalue %156[1] : !llvm.struct<(f64, f64)> 
          memref.store %158, %alloca_25[] : memref<f64>
        }
        %61 = arith.addi %49, %29 : i64
        %c2_i64_75 = arith.constant 2 : i64
        %62 = arith.muli %30, %c2_i64_75 : i64
        %63 = arith.addi %50, %62 : i64
        %c56_i64_76 = arith.constant 56 : i64
        %64 = arith.cmpi slt, %61, %c56_i64_76 : i64
        %c56_i64_77 = arith.constant 56 : i64
        %65 = arith.cmpi slt, %63, %c56_i64_77 : i64
        %66 = arith.andi %64, %65 : i1
        scf.if %66 {
          %121 = memref.load %alloca_18[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %122 = arith.muli %63, %c56_i64_111 : i64
          %123 = arith.addi %61, %122 : i64
          %124 = llvm.getelementptr %20[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
        %67 = arith.addi %49, %29 : i64
        %c2_i64_78 = arith.constant 2 : i64
        %68 = arith.muli %30, %c2_i64_78 : i64
        %c1_i64_79 = arith.constant 1 : i64
        %69 = arith.addi %68, %c1_i64_79 : i64
        %70 = arith.addi %50, %69 : i64
        %c56_i64_80 = arith.constant 56 : i64
        %71 = arith.cmpi slt, %67, %c56_i64_80 : i64
        %c56_i64_81 = arith.constant 56 : i64
        %72 = arith.cmpi slt, %70, %c56_i64_81 : i64
        %73 = arith.andi %71, %72 : i1
        scf.if %73 {
          %121 = memref.load %alloca_19[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %122 = arith.muli %70, %c56_i64_111 : i64
          %123 = arith.addi %67, %122 : i64
          %124 = llvm.getelementptr %20[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
        %74 = arith.addi %49, %29 : i64
        %c8_i64_82 = arith.constant 8 : i64
        %75 = arith.addi %50, %c8_i64_82 : i64
        %c2_i64_83 = arith.constant 2 : i64
        %76 = arith.muli %30, %c2_i64_83 : i64
        %77 = arith.addi %75, %76 : i64
        %c56_i64_84 = arith.constant 56 : i64
        %78 = arith.cmpi slt, %74, %c56_i64_84 : i64
        %c56_i64_85 = arith.constant 56 : i64
        %79 = arith.cmpi slt, %77, %c56_i64_85 : i64
        %80 = arith.andi %78, %79 : i1
        scf.if %80 {
          %121 = memref.load %alloca_20[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %122 = arith.muli %77, %c56_i64_111 : i64
          %123 = arith.addi %74, %122 : i64
          %124 = llvm.getelementptr %20[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
        %81 = arith.addi %49, %29 : i64
        %c8_i64_86 = arith.constant 8 : i64
        %82 = arith.addi %50, %c8_i64_86 : i64
        %c2_i64_87 = arith.constant 2 : i64
        %83 = arith.muli %30, %c2_i64_87 : i64
        %c1_i64_88 = arith.constant 1 : i64
        %84 = arith.addi %83, %c1_i64_88 : i64
        %85 = arith.addi %82, %84 : i64
        %c56_i64_89 = arith.constant 56 : i64
        %86 = arith.cmpi slt, %81, %c56_i64_89 : i64
        %c56_i64_90 = arith.constant 56 : i64
        %87 = arith.cmpi slt, %85, %c56_i64_90 : i64
        %88 = arith.andi %86, %87 : i1
        scf.if %88 {
          %121 = memref.load %alloca_21[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %122 = arith.muli %85, %c56_i64_111 : i64
          %123 = arith.addi %81, %122 : i64
          %124 = llvm.getelementptr %20[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
        %c8_i64_91 = arith.constant 8 : i64
        %89 = arith.addi %49, %c8_i64_91 : i64
        %90 = arith.addi %89, %29 : i64
        %c2_i64_92 = arith.constant 2 : i64
        %91 = arith.muli %30, %c2_i64_92 : i64
        %92 = arith.addi %50, %91 : i64
        %c56_i64_93 = arith.constant 56 : i64
        %93 = arith.cmpi slt, %90, %c56_i64_93 : i64
        %c56_i64_94 = arith.constant 56 : i64
        %94 = arith.cmpi slt, %92, %c56_i64_94 : i64
        %95 = arith.andi %93, %94 : i1
        scf.if %95 {
          %121 = memref.load %alloca_22[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %122 = arith.muli %92, %c56_i64_111 : i64
          %123 = arith.addi %90, %122 : i64
          %124 = llvm.getelementptr %20[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
        %c8_i64_95 = arith.constant 8 : i64
        %96 = arith.addi %49, %c8_i64_95 : i64
        %97 = arith.addi %96, %29 : i64
        %c2_i64_96 = arith.constant 2 : i64
        %98 = arith.muli %30, %c2_i64_96 : i64
        %c1_i64_97 = arith.constant 1 : i64
        %99 = arith.addi %98, %c1_i64_97 : i64
        %100 = arith.addi %50, %99 : i64
        %c56_i64_98 = arith.constant 56 : i64
        %101 = arith.cmpi slt, %97, %c56_i64_98 : i64
        %c56_i64_99 = arith.constant 56 : i64
        %102 = arith.cmpi slt, %100, %c56_i64_99 : i64
        %103 = arith.andi %101, %102 : i1
        scf.if %103 {
          %121 = memref.load %alloca_23[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %122 = arith.muli %100, %c56_i64_111 : i64
          %123 = arith.addi %97, %122 : i64
          %124 = llvm.getelementptr %20[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
        %c8_i64_100 = arith.constant 8 : i64
        %104 = arith.addi %49, %c8_i64_100 : i64
        %105 = arith.addi %104, %29 : i64
        %c8_i64_101 = arith.constant 8 : i64
        %106 = arith.addi %50, %c8_i64_101 : i64
        %c2_i64_102 = arith.constant 2 : i64
        %107 = arith.muli %30, %c2_i64_102 : i64
        %108 = arith.addi %106, %107 : i64
        %c56_i64_103 = arith.constant 56 : i64
        %109 = arith.cmpi slt, %105, %c56_i64_103 : i64
        %c56_i64_104 = arith.constant 56 : i64
        %110 = arith.cmpi slt, %108, %c56_i64_104 : i64
        %111 = arith.andi %109, %110 : i1
        scf.if %111 {
          %121 = memref.load %alloca_24[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %122 = arith.muli %108, %c56_i64_111 : i64
          %123 = arith.addi %105, %122 : i64
          %124 = llvm.getelementptr %20[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
        %c8_i64_105 = arith.constant 8 : i64
        %112 = arith.addi %49, %c8_i64_105 : i64
        %113 = arith.addi %112, %29 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %114 = arith.addi %50, %c8_i64_106 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %115 = arith.muli %30, %c2_i64_107 : i64
        %c1_i64_108 = arith.constant 1 : i64
        %116 = arith.addi %115, %c1_i64_108 : i64
        %117 = arith.addi %114, %116 : i64
        %c56_i64_109 = arith.constant 56 : i64
        %118 = arith.cmpi slt, %113, %c56_i64_109 : i64
        %c56_i64_110 = arith.constant 56 : i64
        %119 = arith.cmpi slt, %117, %c56_i64_110 : i64
        %120 = arith.andi %118, %119 : i1
        scf.if %120 {
          %121 = memref.load %alloca_25[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %122 = arith.muli %117, %c56_i64_111 : i64
          %123 = arith.addi %113, %122 : i64
          %124 = llvm.getelementptr %20[%123] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %121, %124 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_39 = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x_39 : index to i64
      %c64_i64_40 = arith.constant 64 : i64
      %thread_id_y_41 = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y_41 : index to i64
      %33 = arith.muli %c64_i64_40, %32 : i64
      %34 = arith.addi %31, %33 : i64
      %c32_i64_42 = arith.constant 32 : i64
      %35 = arith.divsi %34, %c32_i64_42 : i64
      %c32_i64_43 = arith.constant 32 : i64
      %36 = arith.remsi %34, %c32_i64_43 : i64
      %c4_i64_44 = arith.constant 4 : i64
      %37 = arith.divsi %36, %c4_i64_44 : i64
      %c4_i64_45 = arith.constant 4 : i64
      %38 = arith.remsi %36, %c4_i64_45 : i64
      %c16_i64_46 = arith.constant 16 : i64
      %c16_i64_47 = arith.constant 16 : i64
      scf.for %arg4 = %35 to %c16_i64_46 step %c16_i64_47  : i64 {
        %c4_i64_57 = arith.constant 4 : i64
        %47 = arith.remsi %arg4, %c4_i64_57 : i64
        %c4_i64_58 = arith.constant 4 : i64
        %48 = arith.divsi %arg4, %c4_i64_58 : i64
        %c16_i64_59 = arith.constant 16 : i64
        %49 = arith.muli %47, %c16_i64_59 : i64
        %c16_i64_60 = arith.constant 16 : i64
        %50 = arith.muli %48, %c16_i64_60 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_26[] : memref<f64>
        %cst_61 = arith.constant 0.000000e+00 : f64
        memref.store %cst_61, %alloca_27[] : memref<f64>
        %cst_62 = arith.constant 0.000000e+00 : f64
        memref.store %cst_62, %alloca_28[] : memref<f64>
        %cst_63 = arith.constant 0.000000e+00 : f64
        memref.store %cst_63, %alloca_29[] : memref<f64>
        %cst_64 = arith.constant 0.000000e+00 : f64
        memref.store %cst_64, %alloca_30[] : memref<f64>
        %cst_65 = arith.constant 0.000000e+00 : f64
        memref.store %cst_65, %alloca_31[] : memref<f64>
        %cst_66 = arith.constant 0.000000e+00 : f64
        memref.store %cst_66, %alloca_32[] : memref<f64>
        %cst_67 = arith.constant 0.000000e+00 : f64
        memref.store %cst_67, %alloca_33[] : memref<f64>
        %51 = arith.addi %49, %37 : i64
        %c55_i64 = arith.constant 55 : i64
        %52 = arith.minsi %51, %c55_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %53 = arith.addi %49, %c8_i64 : i64
        %54 = arith.addi %53, %37 : i64
        %c55_i64_68 = arith.constant 55 : i64
        %55 = arith.minsi %54, %c55_i64_68 : i64
        %56 = arith.addi %50, %37 : i64
        %c55_i64_69 = arith.constant 55 : i64
        %57 = arith.minsi %56, %c55_i64_69 : i64
        %c8_i64_70 = arith.constant 8 : i64
        %58 = arith.addi %50, %c8_i64_70 : i64
        %59 = arith.addi %58, %37 : i64
        %c55_i64_71 = arith.constant 55 : i64
        %60 = arith.minsi %59, %c55_i64_71 : i64
        %c0_i64_72 = arith.constant 0 : i64
        %c56_i64_73 = arith.constant 56 : i64
        %c4_i64_74 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64_72 to %c56_i64_73 step %c4_i64_74  : i64 {
          %121 = arith.addi %arg5, %38 : i64
          %122 = arith.addi %arg5, %38 : i64
          %c56_i64_111 = arith.constant 56 : i64
          %123 = arith.muli %52, %c56_i64_111 : i64
          %124 = arith.addi %121, %123 : i64
          %125 = llvm.getelementptr %20[%124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %126 = llvm.load %125 : !llvm.ptr<3> -> f64
          %c56_i64_112 = arith.constant 56 : i64
          %127 = arith.muli %55, %c56_i64_112 : i64
          %128 = arith.addi %121, %127 : i64
          %129 = llvm.getelementptr %20[%128] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %130 = llvm.load %129 : !llvm.ptr<3> -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %131 = arith.muli %57, %c56_i64_113 : i64
          %132 = arith.addi %122, %131 : i64
          %133 = llvm.getelementptr %18[%132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %134 = llvm.load %133 : !llvm.ptr<3> -> f64
          %c56_i64_114 = arith.constant 56 : i64
          %135 = arith.muli %60, %c56_i64_114 : i64
          %136 = arith.addi %122, %135 : i64
          %137 = llvm.getelementptr %18[%136] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %138 = llvm.load %137 : !llvm.ptr<3> -> f64
          %139 = memref.load %alloca_26[] : memref<f64>
          %140 = memref.load %alloca_27[] : memref<f64>
          %141 = nvvm.mma.sync A[%126]  B[%134]  C[%139, %140]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %142 = llvm.extractvalue %141[0] : !llvm.struct<(f64, f64)> 
          memref.store %142, %alloca_26[] : memref<f64>
          %143 = llvm.extractvalue %141[1] : !llvm.struct<(f64, f64)> 
          memref.store %143, %alloca_27[] : memref<f64>
          %144 = memref.load %alloca_28[] : memref<f64>
          %145 = memref.load %alloca_29[] : memref<f64>
          %146 = nvvm.mma.sync A[%126]  B[%138]  C[%144, %145]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %147 = llvm.extractvalue %146[0] : !llvm.struct<(f64, f64)> 
          memref.store %147, %alloca_28[] : memref<f64>
          %148 = llvm.extractvalue %146[1] : !llvm.struct<(f64, f64)> 
          memref.store %148, %alloca_29[] : memref<f64>
          %149 = memref.load %alloca_30[] : memref<f64>
          %150 = memref.load %alloca_31[] : memref<f64>
          %151 = nvvm.mma.sync A[%130]  B[%134]  C[%149, %150]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %152 = llvm.extractvalue %151[0] : !llvm.struct<(f64, f64)> 
          memref.store %152, %alloca_30[] : memref<f64>
          %153 = llvm.extractvalue %151[1] : !llvm.struct<(f64, f64)> 
          memref.store %153, %alloca_31[] : memref<f64>
          %154 = memref.load %alloca_32[] : memref<f64>
          %155 = memref.load %alloca_33[] : memref<f64>
          %156 = nvvm.mma.sync A[%130]  B[%138]  C[%154, %155]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %157 = llvm.extractvalue %156[0] : !llvm.struct<(f64, f64)> 
          memref.store %157, %alloca_32[] : memref<f64>
          %158 = llvm.extractvalue %156[1] : !llvm.struct<(f64, f64)> 
          memref.store %158, %alloca_33[] : memref<f64>
        }
        %61 = arith.addi %49, %37 : i64
        %c2_i64_75 = arith.constant 2 : i64
        %62 = arith.muli %38, %c2_i64_75 : i64
        %63 = arith.addi %50, %62 : i64
        %c56_i64_76 = arith.constant 56 : i64
        %64 = arith.cmpi slt, %61, %c56_i64_76 : i64
        %c56_i64_77 = arith.constant 56 : i64
        %65 = arith.cmpi slt, %63, %c56_i64_77 : i64
        %66 = arith.andi %64, %65 : i1
        scf.if %66 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %121 = memref.load %alloca_26[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %122 = arith.muli %63, %c56_i64_112 : i64
          %123 = arith.addi %61, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = llvm.intr.fma(%cst_111, %121, %125) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %127 = arith.muli %63, %c56_i64_113 : i64
          %128 = arith.addi %61, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %126, %129 : f64, !llvm.ptr<1>
        }
        %67 = arith.addi %49, %37 : i64
        %c2_i64_78 = arith.constant 2 : i64
        %68 = arith.muli %38, %c2_i64_78 : i64
        %c1_i64_79 = arith.constant 1 : i64
        %69 = arith.addi %68, %c1_i64_79 : i64
        %70 = arith.addi %50, %69 : i64
        %c56_i64_80 = arith.constant 56 : i64
        %71 = arith.cmpi slt, %67, %c56_i64_80 : i64
        %c56_i64_81 = arith.constant 56 : i64
        %72 = arith.cmpi slt, %70, %c56_i64_81 : i64
        %73 = arith.andi %71, %72 : i1
        scf.if %73 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %121 = memref.load %alloca_27[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %122 = arith.muli %70, %c56_i64_112 : i64
          %123 = arith.addi %67, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = llvm.intr.fma(%cst_111, %121, %125) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %127 = arith.muli %70, %c56_i64_113 : i64
          %128 = arith.addi %67, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %126, %129 : f64, !llvm.ptr<1>
        }
        %74 = arith.addi %49, %37 : i64
        %c8_i64_82 = arith.constant 8 : i64
        %75 = arith.addi %50, %c8_i64_82 : i64
        %c2_i64_83 = arith.constant 2 : i64
        %76 = arith.muli %38, %c2_i64_83 : i64
        %77 = arith.addi %75, %76 : i64
        %c56_i64_84 = arith.constant 56 : i64
        %78 = arith.cmpi slt, %74, %c56_i64_84 : i64
        %c56_i64_85 = arith.constant 56 : i64
        %79 = arith.cmpi slt, %77, %c56_i64_85 : i64
        %80 = arith.andi %78, %79 : i1
        scf.if %80 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %121 = memref.load %alloca_28[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %122 = arith.muli %77, %c56_i64_112 : i64
          %123 = arith.addi %74, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = llvm.intr.fma(%cst_111, %121, %125) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %127 = arith.muli %77, %c56_i64_113 : i64
          %128 = arith.addi %74, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %126, %129 : f64, !llvm.ptr<1>
        }
        %81 = arith.addi %49, %37 : i64
        %c8_i64_86 = arith.constant 8 : i64
        %82 = arith.addi %50, %c8_i64_86 : i64
        %c2_i64_87 = arith.constant 2 : i64
        %83 = arith.muli %38, %c2_i64_87 : i64
        %c1_i64_88 = arith.constant 1 : i64
        %84 = arith.addi %83, %c1_i64_88 : i64
        %85 = arith.addi %82, %84 : i64
        %c56_i64_89 = arith.constant 56 : i64
        %86 = arith.cmpi slt, %81, %c56_i64_89 : i64
        %c56_i64_90 = arith.constant 56 : i64
        %87 = arith.cmpi slt, %85, %c56_i64_90 : i64
        %88 = arith.andi %86, %87 : i1
        scf.if %88 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %121 = memref.load %alloca_29[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %122 = arith.muli %85, %c56_i64_112 : i64
          %123 = arith.addi %81, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = llvm.intr.fma(%cst_111, %121, %125) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %127 = arith.muli %85, %c56_i64_113 : i64
          %128 = arith.addi %81, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %126, %129 : f64, !llvm.ptr<1>
        }
        %c8_i64_91 = arith.constant 8 : i64
        %89 = arith.addi %49, %c8_i64_91 : i64
        %90 = arith.addi %89, %37 : i64
        %c2_i64_92 = arith.constant 2 : i64
        %91 = arith.muli %38, %c2_i64_92 : i64
        %92 = arith.addi %50, %91 : i64
        %c56_i64_93 = arith.constant 56 : i64
        %93 = arith.cmpi slt, %90, %c56_i64_93 : i64
        %c56_i64_94 = arith.constant 56 : i64
        %94 = arith.cmpi slt, %92, %c56_i64_94 : i64
        %95 = arith.andi %93, %94 : i1
        scf.if %95 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %121 = memref.load %alloca_30[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %122 = arith.muli %92, %c56_i64_112 : i64
          %123 = arith.addi %90, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = llvm.intr.fma(%cst_111, %121, %125) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %127 = arith.muli %92, %c56_i64_113 : i64
          %128 = arith.addi %90, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %126, %129 : f64, !llvm.ptr<1>
        }
        %c8_i64_95 = arith.constant 8 : i64
        %96 = arith.addi %49, %c8_i64_95 : i64
        %97 = arith.addi %96, %37 : i64
        %c2_i64_96 = arith.constant 2 : i64
        %98 = arith.muli %38, %c2_i64_96 : i64
        %c1_i64_97 = arith.constant 1 : i64
        %99 = arith.addi %98, %c1_i64_97 : i64
        %100 = arith.addi %50, %99 : i64
        %c56_i64_98 = arith.constant 56 : i64
        %101 = arith.cmpi slt, %97, %c56_i64_98 : i64
        %c56_i64_99 = arith.constant 56 : i64
        %102 = arith.cmpi slt, %100, %c56_i64_99 : i64
        %103 = arith.andi %101, %102 : i1
        scf.if %103 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %121 = memref.load %alloca_31[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %122 = arith.muli %100, %c56_i64_112 : i64
          %123 = arith.addi %97, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = llvm.intr.fma(%cst_111, %121, %125) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %127 = arith.muli %100, %c56_i64_113 : i64
          %128 = arith.addi %97, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %126, %129 : f64, !llvm.ptr<1>
        }
        %c8_i64_100 = arith.constant 8 : i64
        %104 = arith.addi %49, %c8_i64_100 : i64
        %105 = arith.addi %104, %37 : i64
        %c8_i64_101 = arith.constant 8 : i64
        %106 = arith.addi %50, %c8_i64_101 : i64
        %c2_i64_102 = arith.constant 2 : i64
        %107 = arith.muli %38, %c2_i64_102 : i64
        %108 = arith.addi %106, %107 : i64
        %c56_i64_103 = arith.constant 56 : i64
        %109 = arith.cmpi slt, %105, %c56_i64_103 : i64
        %c56_i64_104 = arith.constant 56 : i64
        %110 = arith.cmpi slt, %108, %c56_i64_104 : i64
        %111 = arith.andi %109, %110 : i1
        scf.if %111 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %121 = memref.load %alloca_32[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %122 = arith.muli %108, %c56_i64_112 : i64
          %123 = arith.addi %105, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = llvm.intr.fma(%cst_111, %121, %125) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %127 = arith.muli %108, %c56_i64_113 : i64
          %128 = arith.addi %105, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %126, %129 : f64, !llvm.ptr<1>
        }
        %c8_i64_105 = arith.constant 8 : i64
        %112 = arith.addi %49, %c8_i64_105 : i64
        %113 = arith.addi %112, %37 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %114 = arith.addi %50, %c8_i64_106 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %115 = arith.muli %38, %c2_i64_107 : i64
        %c1_i64_108 = arith.constant 1 : i64
        %116 = arith.addi %115, %c1_i64_108 : i64
        %117 = arith.addi %114, %116 : i64
        %c56_i64_109 = arith.constant 56 : i64
        %118 = arith.cmpi slt, %113, %c56_i64_109 : i64
        %c56_i64_110 = arith.constant 56 : i64
        %119 = arith.cmpi slt, %117, %c56_i64_110 : i64
        %120 = arith.andi %118, %119 : i1
        scf.if %120 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %121 = memref.load %alloca_33[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %122 = arith.muli %117, %c56_i64_112 : i64
          %123 = arith.addi %113, %122 : i64
          %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = llvm.intr.fma(%cst_111, %121, %125) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %127 = arith.muli %117, %c56_i64_113 : i64
          %128 = arith.addi %113, %127 : i64
          %129 = llvm.getelementptr %15[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %126, %129 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_48 = gpu.thread_id  x
      %39 = arith.index_cast %thread_id_x_48 : index to i64
      %c64_i64_49 = arith.constant 64 : i64
      %thread_id_y_50 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_50 : index to i64
      %41 = arith.muli %c64_i64_49, %40 : i64
      %42 = arith.addi %39, %41 : i64
      %c56_i64_51 = arith.constant 56 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg4 = %42 to %c56_i64_51 step %c512_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_34[] : memref<f64>
        %c0_i64_57 = arith.constant 0 : i64
        %c56_i64_58 = arith.constant 56 : i64
        %c1_i64_59 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_57 to %c56_i64_58 step %c1_i64_59  : i64 {
          %49 = memref.load %alloca_34[] : memref<f64>
          %c56_i64_60 = arith.constant 56 : i64
          %50 = arith.muli %arg5, %c56_i64_60 : i64
          %51 = arith.addi %arg4, %50 : i64
          %52 = llvm.getelementptr %20[%51] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %53 = llvm.load %52 : !llvm.ptr<3> -> f64
          %54 = arith.addf %49, %53 : f64
          memref.store %54, %alloca_34[] : memref<f64>
        }
        %47 = memref.load %alloca_34[] : memref<f64>
        %48 = llvm.getelementptr %22[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %47, %48 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_52 = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x_52 : index to i64
      %c64_i64_53 = arith.constant 64 : i64
      %thread_id_y_54 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_54 : index to i64
      %45 = arith.muli %c64_i64_53, %44 : i64
      %46 = arith.addi %43, %45 : i64
      %c56_i64_55 = arith.constant 56 : i64
      %c512_i64_56 = arith.constant 512 : i64
      scf.for %arg4 = %46 to %c56_i64_55 step %c512_i64_56  : i64 {
        %47 = llvm.getelementptr %22[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %48 = llvm.load %47 : !llvm.ptr<3> -> f64
        %49 = llvm.getelementptr %17[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %48, %49 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
