module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_dg_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<2144 x i8>
    gpu.func @dg_chain(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 4, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(20 : i64) : i64
      %3 = llvm.mlir.constant(10 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(20 : i64) : i64
      %6 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg5, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<20x10xf64, strided<[1, 20]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(13 : i64) : i64
      %17 = llvm.mlir.constant(13 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(13 : i64) : i64
      %20 = llvm.insertvalue %arg9, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg9, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %15, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x13xf32, strided<[1, 13]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(4 : i64) : i64
      %31 = llvm.mlir.constant(13 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(4 : i64) : i64
      %34 = llvm.insertvalue %arg10, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg10, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x13xf32, strided<[1, 4]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<20x10xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<20x10xf64, strided<[1, 20]>, 1> -> index
      %42 = arith.index_cast %intptr : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<13x13xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<13x13xf32, strided<[1, 13]>, 1> -> index
      %44 = arith.index_cast %intptr_4 : index to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<4x13xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<4x13xf32, strided<[1, 4]>, 1> -> index
      %46 = arith.index_cast %intptr_9 : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
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
      %48 = arith.index_cast %block_id_x : index to i64
      %49 = llvm.getelementptr %arg1[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %50 = llvm.load %49 : !llvm.ptr<1> -> !llvm.ptr
      %51 = llvm.addrspacecast %50 : !llvm.ptr to !llvm.ptr<1>
      %52 = llvm.getelementptr %51[%arg2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %53 = llvm.getelementptr %arg3[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %54 = llvm.load %53 : !llvm.ptr<1> -> !llvm.ptr
      %55 = llvm.addrspacecast %54 : !llvm.ptr to !llvm.ptr<1>
      %56 = llvm.getelementptr %55[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %57 = llvm.getelementptr %arg6[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %58 = llvm.load %57 : !llvm.ptr<1> -> !llvm.ptr
      %59 = llvm.addrspacecast %58 : !llvm.ptr to !llvm.ptr<1>
      %60 = llvm.getelementptr %59[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %61 = llvm.getelementptr %arg8[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %62 = llvm.load %61 : !llvm.ptr<1> -> !llvm.ptr
      %63 = llvm.addrspacecast %62 : !llvm.ptr to !llvm.ptr<1>
      %64 = llvm.getelementptr %arg11[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %65 = llvm.load %64 : !llvm.ptr<1> -> !llvm.ptr
      %66 = llvm.addrspacecast %65 : !llvm.ptr to !llvm.ptr<1>
      %67 = llvm.mlir.addressof @__tinyc_stack_dg_chain : !llvm.ptr<3>
      %68 = llvm.mlir.addressof @__tinyc_stack_dg_chain : !llvm.ptr<3>
      %c896_i64 = arith.constant 896 : i64
      %69 = llvm.getelementptr %68[%c896_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %thread_id_x = gpu.thread_id  x
      %70 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y : index to i64
      %72 = arith.muli %c32_i64, %71 : i64
      %73 = arith.addi %70, %72 : i64
      %c32_i64_38 = arith.constant 32 : i64
      %74 = arith.divsi %73, %c32_i64_38 : i64
      %c32_i64_39 = arith.constant 32 : i64
      %75 = arith.remsi %73, %c32_i64_39 : i64
      %c4_i64 = arith.constant 4 : i64
      %76 = arith.divsi %75, %c4_i64 : i64
      %c4_i64_40 = arith.constant 4 : i64
      %77 = arith.remsi %75, %c4_i64_40 : i64
      %c4_i64_41 = arith.constant 4 : i64
      %c4_i64_42 = arith.constant 4 : i64
      scf.for %arg12 = %74 to %c4_i64_41 step %c4_i64_42  : i64 {
        %c2_i64_91 = arith.constant 2 : i64
        %115 = arith.remsi %arg12, %c2_i64_91 : i64
        %c2_i64_92 = arith.constant 2 : i64
        %116 = arith.divsi %arg12, %c2_i64_92 : i64
        %c8_i64_93 = arith.constant 8 : i64
        %117 = arith.muli %115, %c8_i64_93 : i64
        %c8_i64_94 = arith.constant 8 : i64
        %118 = arith.muli %116, %c8_i64_94 : i64
        %cst_95 = arith.constant 0.000000e+00 : f64
        memref.store %cst_95, %alloca[] : memref<f64>
        %cst_96 = arith.constant 0.000000e+00 : f64
        memref.store %cst_96, %alloca_10[] : memref<f64>
        %119 = arith.addi %117, %76 : i64
        %c11_i64 = arith.constant 11 : i64
        %120 = arith.minsi %119, %c11_i64 : i64
        %121 = arith.addi %118, %76 : i64
        %c8_i64_97 = arith.constant 8 : i64
        %122 = arith.minsi %121, %c8_i64_97 : i64
        %c0_i64_98 = arith.constant 0 : i64
        %c8_i64_99 = arith.constant 8 : i64
        %c4_i64_100 = arith.constant 4 : i64
        scf.for %arg13 = %c0_i64_98 to %c8_i64_99 step %c4_i64_100  : i64 {
          %157 = arith.addi %arg13, %77 : i64
          %158 = arith.addi %arg13, %77 : i64
          %c20_i64_114 = arith.constant 20 : i64
          %159 = arith.muli %157, %c20_i64_114 : i64
          %160 = arith.addi %120, %159 : i64
          %161 = llvm.getelementptr %52[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %162 = llvm.load %161 : !llvm.ptr<1> -> f64
          %c9_i64_115 = arith.constant 9 : i64
          %163 = arith.muli %122, %c9_i64_115 : i64
          %164 = arith.addi %158, %163 : i64
          %165 = llvm.getelementptr %56[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %166 = llvm.load %165 : !llvm.ptr<1> -> f64
          %167 = memref.load %alloca[] : memref<f64>
          %168 = memref.load %alloca_10[] : memref<f64>
          %169 = nvvm.mma.sync A[%162]  B[%166]  C[%167, %168]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %170 = llvm.extractvalue %169[0] : !llvm.struct<(f64, f64)> 
          memref.store %170, %alloca[] : memref<f64>
          %171 = llvm.extractvalue %169[1] : !llvm.struct<(f64, f64)> 
          memref.store %171, %alloca_10[] : memref<f64>
        }
        %c8_i64_101 = arith.constant 8 : i64
        %123 = arith.addi %c8_i64_101, %77 : i64
        %c8_i64_102 = arith.constant 8 : i64
        %124 = arith.addi %c8_i64_102, %77 : i64
        %c8_i64_103 = arith.constant 8 : i64
        %125 = arith.minsi %123, %c8_i64_103 : i64
        %c20_i64 = arith.constant 20 : i64
        %126 = arith.muli %125, %c20_i64 : i64
        %127 = arith.addi %120, %126 : i64
        %128 = llvm.getelementptr %52[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %129 = llvm.load %128 : !llvm.ptr<1> -> f64
        memref.store %129, %alloca_11[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %130 = arith.cmpi sge, %123, %c9_i64 : i64
        scf.if %130 {
          %cst_114 = arith.constant 0.000000e+00 : f64
          memref.store %cst_114, %alloca_11[] : memref<f64>
        }
        %c8_i64_104 = arith.constant 8 : i64
        %131 = arith.minsi %124, %c8_i64_104 : i64
        %c9_i64_105 = arith.constant 9 : i64
        %132 = arith.muli %122, %c9_i64_105 : i64
        %133 = arith.addi %131, %132 : i64
        %134 = llvm.getelementptr %56[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %135 = llvm.load %134 : !llvm.ptr<1> -> f64
        memref.store %135, %alloca_12[] : memref<f64>
        %c9_i64_106 = arith.constant 9 : i64
        %136 = arith.cmpi sge, %124, %c9_i64_106 : i64
        scf.if %136 {
          %cst_114 = arith.constant 0.000000e+00 : f64
          memref.store %cst_114, %alloca_12[] : memref<f64>
        }
        %137 = memref.load %alloca_11[] : memref<f64>
        %138 = memref.load %alloca_12[] : memref<f64>
        %139 = memref.load %alloca[] : memref<f64>
        %140 = memref.load %alloca_10[] : memref<f64>
        %141 = nvvm.mma.sync A[%137]  B[%138]  C[%139, %140]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %142 = llvm.extractvalue %141[0] : !llvm.struct<(f64, f64)> 
        memref.store %142, %alloca[] : memref<f64>
        %143 = llvm.extractvalue %141[1] : !llvm.struct<(f64, f64)> 
        memref.store %143, %alloca_10[] : memref<f64>
        %144 = arith.addi %117, %76 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %145 = arith.muli %77, %c2_i64_107 : i64
        %146 = arith.addi %118, %145 : i64
        %c12_i64_108 = arith.constant 12 : i64
        %147 = arith.cmpi slt, %144, %c12_i64_108 : i64
        %c9_i64_109 = arith.constant 9 : i64
        %148 = arith.cmpi slt, %146, %c9_i64_109 : i64
        %149 = arith.andi %147, %148 : i1
        scf.if %149 {
          %157 = memref.load %alloca[] : memref<f64>
          %c12_i64_114 = arith.constant 12 : i64
          %158 = arith.muli %146, %c12_i64_114 : i64
          %159 = arith.addi %144, %158 : i64
          %160 = llvm.getelementptr %67[%159] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %157, %160 : f64, !llvm.ptr<3>
        }
        %150 = arith.addi %117, %76 : i64
        %c2_i64_110 = arith.constant 2 : i64
        %151 = arith.muli %77, %c2_i64_110 : i64
        %c1_i64_111 = arith.constant 1 : i64
        %152 = arith.addi %151, %c1_i64_111 : i64
        %153 = arith.addi %118, %152 : i64
        %c12_i64_112 = arith.constant 12 : i64
        %154 = arith.cmpi slt, %150, %c12_i64_112 : i64
        %c9_i64_113 = arith.constant 9 : i64
        %155 = arith.cmpi slt, %153, %c9_i64_113 : i64
        %156 = arith.andi %154, %155 : i1
        scf.if %156 {
          %157 = memref.load %alloca_10[] : memref<f64>
          %c12_i64_114 = arith.constant 12 : i64
          %158 = arith.muli %153, %c12_i64_114 : i64
          %159 = arith.addi %150, %158 : i64
          %160 = llvm.getelementptr %67[%159] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %157, %160 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_43 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_43 : index to i64
      %c32_i64_44 = arith.constant 32 : i64
      %thread_id_y_45 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_45 : index to i64
      %80 = arith.muli %c32_i64_44, %79 : i64
      %81 = arith.addi %78, %80 : i64
      %c32_i64_46 = arith.constant 32 : i64
      %82 = arith.divsi %81, %c32_i64_46 : i64
      %c32_i64_47 = arith.constant 32 : i64
      %83 = arith.remsi %81, %c32_i64_47 : i64
      %c4_i64_48 = arith.constant 4 : i64
      %84 = arith.divsi %83, %c4_i64_48 : i64
      %c4_i64_49 = arith.constant 4 : i64
      %85 = arith.remsi %83, %c4_i64_49 : i64
      %c4_i64_50 = arith.constant 4 : i64
      %c4_i64_51 = arith.constant 4 : i64
      scf.for %arg12 = %82 to %c4_i64_50 step %c4_i64_51  : i64 {
        %c2_i64_91 = arith.constant 2 : i64
        %115 = arith.remsi %arg12, %c2_i64_91 : i64
        %c2_i64_92 = arith.constant 2 : i64
        %116 = arith.divsi %arg12, %c2_i64_92 : i64
        %c16_i64 = arith.constant 16 : i64
        %117 = arith.muli %115, %c16_i64 : i64
        %c8_i64_93 = arith.constant 8 : i64
        %118 = arith.muli %116, %c8_i64_93 : i64
        %cst_94 = arith.constant 0.000000e+00 : f64
        memref.store %cst_94, %alloca_13[] : memref<f64>
        %cst_95 = arith.constant 0.000000e+00 : f64
        memref.store %cst_95, %alloca_14[] : memref<f64>
        %cst_96 = arith.constant 0.000000e+00 : f64
        memref.store %cst_96, %alloca_15[] : memref<f64>
        %cst_97 = arith.constant 0.000000e+00 : f64
        memref.store %cst_97, %alloca_16[] : memref<f64>
        %119 = arith.addi %117, %84 : i64
        %c19_i64 = arith.constant 19 : i64
        %120 = arith.minsi %119, %c19_i64 : i64
        %c8_i64_98 = arith.constant 8 : i64
        %121 = arith.addi %117, %c8_i64_98 : i64
        %122 = arith.addi %121, %84 : i64
        %c19_i64_99 = arith.constant 19 : i64
        %123 = arith.minsi %122, %c19_i64_99 : i64
        %124 = arith.addi %118, %84 : i64
        %c8_i64_100 = arith.constant 8 : i64
        %125 = arith.minsi %124, %c8_i64_100 : i64
        %c0_i64_101 = arith.constant 0 : i64
        %c8_i64_102 = arith.constant 8 : i64
        %c4_i64_103 = arith.constant 4 : i64
        scf.for %arg13 = %c0_i64_101 to %c8_i64_102 step %c4_i64_103  : i64 {
          %188 = arith.addi %arg13, %85 : i64
          %189 = arith.addi %arg13, %85 : i64
          %c20_i64_128 = arith.constant 20 : i64
          %190 = arith.muli %188, %c20_i64_128 : i64
          %191 = arith.addi %120, %190 : i64
          %192 = llvm.getelementptr %43[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %193 = llvm.load %192 : !llvm.ptr<1> -> f64
          %c20_i64_129 = arith.constant 20 : i64
          %194 = arith.muli %188, %c20_i64_129 : i64
          %195 = arith.addi %123, %194 : i64
          %196 = llvm.getelementptr %43[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.load %196 : !llvm.ptr<1> -> f64
          %c12_i64_130 = arith.constant 12 : i64
          %198 = arith.muli %125, %c12_i64_130 : i64
          %199 = arith.addi %189, %198 : i64
          %200 = llvm.getelementptr %67[%199] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %201 = llvm.load %200 : !llvm.ptr<3> -> f64
          %202 = memref.load %alloca_13[] : memref<f64>
          %203 = memref.load %alloca_14[] : memref<f64>
          %204 = nvvm.mma.sync A[%193]  B[%201]  C[%202, %203]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %205 = llvm.extractvalue %204[0] : !llvm.struct<(f64, f64)> 
          memref.store %205, %alloca_13[] : memref<f64>
          %206 = llvm.extractvalue %204[1] : !llvm.struct<(f64, f64)> 
          memref.store %206, %alloca_14[] : memref<f64>
          %207 = memref.load %alloca_15[] : memref<f64>
          %208 = memref.load %alloca_16[] : memref<f64>
          %209 = nvvm.mma.sync A[%197]  B[%201]  C[%207, %208]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %210 = llvm.extractvalue %209[0] : !llvm.struct<(f64, f64)> 
          memref.store %210, %alloca_15[] : memref<f64>
          %211 = llvm.extractvalue %209[1] : !llvm.struct<(f64, f64)> 
          memref.store %211, %alloca_16[] : memref<f64>
        }
        %c8_i64_104 = arith.constant 8 : i64
        %126 = arith.addi %c8_i64_104, %85 : i64
        %c8_i64_105 = arith.constant 8 : i64
        %127 = arith.addi %c8_i64_105, %85 : i64
        %c9_i64 = arith.constant 9 : i64
        %128 = arith.minsi %126, %c9_i64 : i64
        %c20_i64 = arith.constant 20 : i64
        %129 = arith.muli %128, %c20_i64 : i64
        %130 = arith.addi %120, %129 : i64
        %131 = llvm.getelementptr %43[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %132 = llvm.load %131 : !llvm.ptr<1> -> f64
        memref.store %132, %alloca_17[] : memref<f64>
        %c10_i64 = arith.constant 10 : i64
        %133 = arith.cmpi sge, %126, %c10_i64 : i64
        scf.if %133 {
          %cst_128 = arith.constant 0.000000e+00 : f64
          memref.store %cst_128, %alloca_17[] : memref<f64>
        }
        %c9_i64_106 = arith.constant 9 : i64
        %134 = arith.minsi %126, %c9_i64_106 : i64
        %c20_i64_107 = arith.constant 20 : i64
        %135 = arith.muli %134, %c20_i64_107 : i64
        %136 = arith.addi %123, %135 : i64
        %137 = llvm.getelementptr %43[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %138 = llvm.load %137 : !llvm.ptr<1> -> f64
        memref.store %138, %alloca_18[] : memref<f64>
        %c10_i64_108 = arith.constant 10 : i64
        %139 = arith.cmpi sge, %126, %c10_i64_108 : i64
        scf.if %139 {
          %cst_128 = arith.constant 0.000000e+00 : f64
          memref.store %cst_128, %alloca_18[] : memref<f64>
        }
        %c9_i64_109 = arith.constant 9 : i64
        %140 = arith.minsi %127, %c9_i64_109 : i64
        %c12_i64_110 = arith.constant 12 : i64
        %141 = arith.muli %125, %c12_i64_110 : i64
        %142 = arith.addi %140, %141 : i64
        %143 = llvm.getelementptr %67[%142] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %144 = llvm.load %143 : !llvm.ptr<3> -> f64
        memref.store %144, %alloca_19[] : memref<f64>
        %c10_i64_111 = arith.constant 10 : i64
        %145 = arith.cmpi sge, %127, %c10_i64_111 : i64
        scf.if %145 {
          %cst_128 = arith.constant 0.000000e+00 : f64
          memref.store %cst_128, %alloca_19[] : memref<f64>
        }
        %146 = memref.load %alloca_17[] : memref<f64>
        %147 = memref.load %alloca_19[] : memref<f64>
        %148 = memref.load %alloca_13[] : memref<f64>
        %149 = memref.load %alloca_14[] : memref<f64>
        %150 = nvvm.mma.sync A[%146]  B[%147]  C[%148, %149]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %151 = llvm.extractvalue %150[0] : !llvm.struct<(f64, f64)> 
        memref.store %151, %alloca_13[] : memref<f64>
        %152 = llvm.extractvalue %150[1] : !llvm.struct<(f64, f64)> 
        memref.store %152, %alloca_14[] : memref<f64>
        %153 = memref.load %alloca_18[] : memref<f64>
        %154 = memref.load %alloca_19[] : memref<f64>
        %155 = memref.load %alloca_15[] : memref<f64>
        %156 = memref.load %alloca_16[] : memref<f64>
        %157 = nvvm.mma.sync A[%153]  B[%154]  C[%155, %156]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %158 = llvm.extractvalue %157[0] : !llvm.struct<(f64, f64)> 
        memref.store %158, %alloca_15[] : memref<f64>
        %159 = llvm.extractvalue %157[1] : !llvm.struct<(f64, f64)> 
        memref.store %159, %alloca_16[] : memref<f64>
        %160 = arith.addi %117, %84 : i64
        %c2_i64_112 = arith.constant 2 : i64
        %161 = arith.muli %85, %c2_i64_112 : i64
        %162 = arith.addi %118, %161 : i64
        %c20_i64_113 = arith.constant 20 : i64
        %163 = arith.cmpi slt, %160, %c20_i64_113 : i64
        %c9_i64_114 = arith.constant 9 : i64
        %164 = arith.cmpi slt, %162, %c9_i64_114 : i64
        %165 = arith.andi %163, %164 : i1
        scf.if %165 {
          %c20_i64_128 = arith.constant 20 : i64
          %188 = arith.muli %162, %c20_i64_128 : i64
          %189 = arith.addi %160, %188 : i64
          %190 = llvm.getelementptr %60[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = memref.load %alloca_13[] : memref<f64>
          %193 = arith.addf %191, %192 : f64
          %c20_i64_129 = arith.constant 20 : i64
          %194 = arith.muli %162, %c20_i64_129 : i64
          %195 = arith.addi %160, %194 : i64
          %196 = llvm.getelementptr %60[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %193, %196 : f64, !llvm.ptr<1>
        }
        %166 = arith.addi %117, %84 : i64
        %c2_i64_115 = arith.constant 2 : i64
        %167 = arith.muli %85, %c2_i64_115 : i64
        %c1_i64_116 = arith.constant 1 : i64
        %168 = arith.addi %167, %c1_i64_116 : i64
        %169 = arith.addi %118, %168 : i64
        %c20_i64_117 = arith.constant 20 : i64
        %170 = arith.cmpi slt, %166, %c20_i64_117 : i64
        %c9_i64_118 = arith.constant 9 : i64
        %171 = arith.cmpi slt, %169, %c9_i64_118 : i64
        %172 = arith.andi %170, %171 : i1
        scf.if %172 {
          %c20_i64_128 = arith.constant 20 : i64
          %188 = arith.muli %169, %c20_i64_128 : i64
          %189 = arith.addi %166, %188 : i64
          %190 = llvm.getelementptr %60[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = memref.load %alloca_14[] : memref<f64>
          %193 = arith.addf %191, %192 : f64
          %c20_i64_129 = arith.constant 20 : i64
          %194 = arith.muli %169, %c20_i64_129 : i64
          %195 = arith.addi %166, %194 : i64
          %196 = llvm.getelementptr %60[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %193, %196 : f64, !llvm.ptr<1>
        }
        %c8_i64_119 = arith.constant 8 : i64
        %173 = arith.addi %117, %c8_i64_119 : i64
        %174 = arith.addi %173, %84 : i64
        %c2_i64_120 = arith.constant 2 : i64
        %175 = arith.muli %85, %c2_i64_120 : i64
        %176 = arith.addi %118, %175 : i64
        %c20_i64_121 = arith.constant 20 : i64
        %177 = arith.cmpi slt, %174, %c20_i64_121 : i64
        %c9_i64_122 = arith.constant 9 : i64
        %178 = arith.cmpi slt, %176, %c9_i64_122 : i64
        %179 = arith.andi %177, %178 : i1
        scf.if %179 {
          %c20_i64_128 = arith.constant 20 : i64
          %188 = arith.muli %176, %c20_i64_128 : i64
          %189 = arith.addi %174, %188 : i64
          %190 = llvm.getelementptr %60[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = memref.load %alloca_15[] : memref<f64>
          %193 = arith.addf %191, %192 : f64
          %c20_i64_129 = arith.constant 20 : i64
          %194 = arith.muli %176, %c20_i64_129 : i64
          %195 = arith.addi %174, %194 : i64
          %196 = llvm.getelementptr %60[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %193, %196 : f64, !llvm.ptr<1>
        }
        %c8_i64_123 = arith.constant 8 : i64
        %180 = arith.addi %117, %c8_i64_123 : i64
        %181 = arith.addi %180, %84 : i64
        %c2_i64_124 = arith.constant 2 : i64
        %182 = arith.muli %85, %c2_i64_124 : i64
        %c1_i64_125 = arith.constant 1 : i64
        %183 = arith.addi %182, %c1_i64_125 : i64
        %184 = arith.addi %118, %183 : i64
        %c20_i64_126 = arith.constant 20 : i64
        %185 = arith.cmpi slt, %181, %c20_i64_126 : i64
        %c9_i64_127 = arith.constant 9 : i64
        %186 = arith.cmpi slt, %184, %c9_i64_127 : i64
        %187 = arith.andi %185, %186 : i1
        scf.if %187 {
          %c20_i64_128 = arith.constant 20 : i64
          %188 = arith.muli %184, %c20_i64_128 : i64
          %189 = arith.addi %181, %188 : i64
          %190 = llvm.getelementptr %60[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = memref.load %alloca_16[] : memref<f64>
          %193 = arith.addf %191, %192 : f64
          %c20_i64_129 = arith.constant 20 : i64
          %194 = arith.muli %184, %c20_i64_129 : i64
          %195 = arith.addi %181, %194 : i64
          %196 = llvm.getelementptr %60[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %193, %196 : f64, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_52 = gpu.thread_id  x
      %86 = arith.index_cast %thread_id_x_52 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %c32_i64_53 = arith.constant 32 : i64
      scf.for %arg12 = %86 to %c12_i64 step %c32_i64_53  : i64 {
        %c0_i64_91 = arith.constant 0 : i64
        %c1_i64_92 = arith.constant 1 : i64
        %c1_i64_93 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_91 to %c1_i64_92 step %c1_i64_93  : i64 {
          %thread_id_y_94 = gpu.thread_id  y
          %115 = arith.index_cast %thread_id_y_94 : index to i64
          %c12_i64_95 = arith.constant 12 : i64
          %116 = arith.muli %arg13, %c12_i64_95 : i64
          %117 = arith.addi %115, %116 : i64
          %c9_i64 = arith.constant 9 : i64
          %118 = arith.cmpi slt, %117, %c9_i64 : i64
          scf.if %118 {
            %c12_i64_103 = arith.constant 12 : i64
            %126 = arith.muli %117, %c12_i64_103 : i64
            %127 = arith.addi %arg12, %126 : i64
            %128 = llvm.getelementptr %67[%127] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %129 = llvm.load %128 : !llvm.ptr<3> -> f64
            memref.store %129, %alloca_20[] : memref<f64>
            %c20_i64 = arith.constant 20 : i64
            %130 = arith.muli %117, %c20_i64 : i64
            %131 = arith.addi %arg12, %130 : i64
            %132 = llvm.getelementptr %52[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %133 = llvm.load %132 : !llvm.ptr<1> -> f64
            memref.store %133, %alloca_21[] : memref<f64>
          }
          %c4_i64_96 = arith.constant 4 : i64
          %119 = arith.addi %117, %c4_i64_96 : i64
          %c9_i64_97 = arith.constant 9 : i64
          %120 = arith.cmpi slt, %119, %c9_i64_97 : i64
          scf.if %120 {
            %c12_i64_103 = arith.constant 12 : i64
            %126 = arith.muli %119, %c12_i64_103 : i64
            %127 = arith.addi %arg12, %126 : i64
            %128 = llvm.getelementptr %67[%127] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %129 = llvm.load %128 : !llvm.ptr<3> -> f64
            memref.store %129, %alloca_22[] : memref<f64>
            %c20_i64 = arith.constant 20 : i64
            %130 = arith.muli %119, %c20_i64 : i64
            %131 = arith.addi %arg12, %130 : i64
            %132 = llvm.getelementptr %52[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %133 = llvm.load %132 : !llvm.ptr<1> -> f64
            memref.store %133, %alloca_23[] : memref<f64>
          }
          %c8_i64_98 = arith.constant 8 : i64
          %121 = arith.addi %117, %c8_i64_98 : i64
          %c9_i64_99 = arith.constant 9 : i64
          %122 = arith.cmpi slt, %121, %c9_i64_99 : i64
          scf.if %122 {
            %c12_i64_103 = arith.constant 12 : i64
            %126 = arith.muli %121, %c12_i64_103 : i64
            %127 = arith.addi %arg12, %126 : i64
            %128 = llvm.getelementptr %67[%127] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %129 = llvm.load %128 : !llvm.ptr<3> -> f64
            memref.store %129, %alloca_24[] : memref<f64>
            %c20_i64 = arith.constant 20 : i64
            %130 = arith.muli %121, %c20_i64 : i64
            %131 = arith.addi %arg12, %130 : i64
            %132 = llvm.getelementptr %52[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %133 = llvm.load %132 : !llvm.ptr<1> -> f64
            memref.store %133, %alloca_25[] : memref<f64>
          }
          %c9_i64_100 = arith.constant 9 : i64
          %123 = arith.cmpi slt, %117, %c9_i64_100 : i64
          scf.if %123 {
            %126 = memref.load %alloca_20[] : memref<f64>
            %127 = memref.load %alloca_21[] : memref<f64>
            %128 = llvm.intr.fma(%arg0, %126, %127) : (f64, f64, f64) -> f64
            %c20_i64 = arith.constant 20 : i64
            %129 = arith.muli %117, %c20_i64 : i64
            %130 = arith.addi %arg12, %129 : i64
            %131 = llvm.getelementptr %52[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %128, %131 : f64, !llvm.ptr<1>
          }
          %c9_i64_101 = arith.constant 9 : i64
          %124 = arith.cmpi slt, %119, %c9_i64_101 : i64
          scf.if %124 {
            %126 = memref.load %alloca_22[] : memref<f64>
            %127 = memref.load %alloca_23[] : memref<f64>
            %128 = llvm.intr.fma(%arg0, %126, %127) : (f64, f64, f64) -> f64
            %c20_i64 = arith.constant 20 : i64
            %129 = arith.muli %119, %c20_i64 : i64
            %130 = arith.addi %arg12, %129 : i64
            %131 = llvm.getelementptr %52[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %128, %131 : f64, !llvm.ptr<1>
          }
          %c9_i64_102 = arith.constant 9 : i64
          %125 = arith.cmpi slt, %121, %c9_i64_102 : i64
          scf.if %125 {
            %126 = memref.load %alloca_24[] : memref<f64>
            %127 = memref.load %alloca_25[] : memref<f64>
            %128 = llvm.intr.fma(%arg0, %126, %127) : (f64, f64, f64) -> f64
            %c20_i64 = arith.constant 20 : i64
            %129 = arith.muli %121, %c20_i64 : i64
            %130 = arith.addi %arg12, %129 : i64
            %131 = llvm.getelementptr %52[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %128, %131 : f64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_54 = gpu.thread_id  x
      %87 = arith.index_cast %thread_id_x_54 : index to i64
      %c23_i64 = arith.constant 23 : i64
      %88 = arith.minsi %87, %c23_i64 : i64
      %thread_id_y_55 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_55 : index to i64
      %c12_i64_56 = arith.constant 12 : i64
      %90 = arith.minsi %89, %c12_i64_56 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %91 = arith.index_cast %thread_id_y_57 : index to i64
      %c4_i64_58 = arith.constant 4 : i64
      %92 = arith.addi %91, %c4_i64_58 : i64
      %c12_i64_59 = arith.constant 12 : i64
      %93 = arith.minsi %92, %c12_i64_59 : i64
      %thread_id_y_60 = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y_60 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %95 = arith.addi %94, %c8_i64 : i64
      %c12_i64_61 = arith.constant 12 : i64
      %96 = arith.minsi %95, %c12_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_62 : index to i64
      %c12_i64_63 = arith.constant 12 : i64
      %98 = arith.addi %97, %c12_i64_63 : i64
      %c12_i64_64 = arith.constant 12 : i64
      %99 = arith.minsi %98, %c12_i64_64 : i64
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
      scf.for %arg12 = %c0_i64 to %c13_i64 step %c1_i64  : i64 {
        %c24_i64_91 = arith.constant 24 : i64
        %115 = arith.muli %arg12, %c24_i64_91 : i64
        %116 = arith.addi %88, %115 : i64
        %117 = llvm.getelementptr %63[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %118 = llvm.load %117 : !llvm.ptr<1> -> f32
        %c13_i64_92 = arith.constant 13 : i64
        %119 = arith.muli %90, %c13_i64_92 : i64
        %120 = arith.addi %arg12, %119 : i64
        %121 = llvm.getelementptr %45[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %122 = llvm.load %121 : !llvm.ptr<1> -> f32
        %c13_i64_93 = arith.constant 13 : i64
        %123 = arith.muli %93, %c13_i64_93 : i64
        %124 = arith.addi %arg12, %123 : i64
        %125 = llvm.getelementptr %45[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c13_i64_94 = arith.constant 13 : i64
        %127 = arith.muli %96, %c13_i64_94 : i64
        %128 = arith.addi %arg12, %127 : i64
        %129 = llvm.getelementptr %45[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c13_i64_95 = arith.constant 13 : i64
        %131 = arith.muli %99, %c13_i64_95 : i64
        %132 = arith.addi %arg12, %131 : i64
        %133 = llvm.getelementptr %45[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %135 = memref.load %alloca_26[] : memref<f32>
        %136 = llvm.intr.fma(%118, %122, %135) : (f32, f32, f32) -> f32
        memref.store %136, %alloca_26[] : memref<f32>
        %137 = memref.load %alloca_27[] : memref<f32>
        %138 = llvm.intr.fma(%118, %126, %137) : (f32, f32, f32) -> f32
        memref.store %138, %alloca_27[] : memref<f32>
        %139 = memref.load %alloca_28[] : memref<f32>
        %140 = llvm.intr.fma(%118, %130, %139) : (f32, f32, f32) -> f32
        memref.store %140, %alloca_28[] : memref<f32>
        %141 = memref.load %alloca_29[] : memref<f32>
        %142 = llvm.intr.fma(%118, %134, %141) : (f32, f32, f32) -> f32
        memref.store %142, %alloca_29[] : memref<f32>
      }
      %c24_i64 = arith.constant 24 : i64
      %100 = arith.cmpi slt, %87, %c24_i64 : i64
      scf.if %100 {
        %c13_i64_91 = arith.constant 13 : i64
        %115 = arith.cmpi slt, %89, %c13_i64_91 : i64
        scf.if %115 {
          %119 = memref.load %alloca_26[] : memref<f32>
          %c24_i64_95 = arith.constant 24 : i64
          %120 = arith.muli %89, %c24_i64_95 : i64
          %121 = arith.addi %87, %120 : i64
          %122 = llvm.getelementptr %69[%121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<3>
        }
        %c13_i64_92 = arith.constant 13 : i64
        %116 = arith.cmpi slt, %92, %c13_i64_92 : i64
        scf.if %116 {
          %119 = memref.load %alloca_27[] : memref<f32>
          %c24_i64_95 = arith.constant 24 : i64
          %120 = arith.muli %92, %c24_i64_95 : i64
          %121 = arith.addi %87, %120 : i64
          %122 = llvm.getelementptr %69[%121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<3>
        }
        %c13_i64_93 = arith.constant 13 : i64
        %117 = arith.cmpi slt, %95, %c13_i64_93 : i64
        scf.if %117 {
          %119 = memref.load %alloca_28[] : memref<f32>
          %c24_i64_95 = arith.constant 24 : i64
          %120 = arith.muli %95, %c24_i64_95 : i64
          %121 = arith.addi %87, %120 : i64
          %122 = llvm.getelementptr %69[%121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<3>
        }
        %c13_i64_94 = arith.constant 13 : i64
        %118 = arith.cmpi slt, %98, %c13_i64_94 : i64
        scf.if %118 {
          %119 = memref.load %alloca_29[] : memref<f32>
          %c24_i64_95 = arith.constant 24 : i64
          %120 = arith.muli %98, %c24_i64_95 : i64
          %121 = arith.addi %87, %120 : i64
          %122 = llvm.getelementptr %69[%121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %119, %122 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_68 = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x_68 : index to i64
      %c23_i64_69 = arith.constant 23 : i64
      %102 = arith.minsi %101, %c23_i64_69 : i64
      %thread_id_y_70 = gpu.thread_id  y
      %103 = arith.index_cast %thread_id_y_70 : index to i64
      %c12_i64_71 = arith.constant 12 : i64
      %104 = arith.minsi %103, %c12_i64_71 : i64
      %thread_id_y_72 = gpu.thread_id  y
      %105 = arith.index_cast %thread_id_y_72 : index to i64
      %c4_i64_73 = arith.constant 4 : i64
      %106 = arith.addi %105, %c4_i64_73 : i64
      %c12_i64_74 = arith.constant 12 : i64
      %107 = arith.minsi %106, %c12_i64_74 : i64
      %thread_id_y_75 = gpu.thread_id  y
      %108 = arith.index_cast %thread_id_y_75 : index to i64
      %c8_i64_76 = arith.constant 8 : i64
      %109 = arith.addi %108, %c8_i64_76 : i64
      %c12_i64_77 = arith.constant 12 : i64
      %110 = arith.minsi %109, %c12_i64_77 : i64
      %thread_id_y_78 = gpu.thread_id  y
      %111 = arith.index_cast %thread_id_y_78 : index to i64
      %c12_i64_79 = arith.constant 12 : i64
      %112 = arith.addi %111, %c12_i64_79 : i64
      %c12_i64_80 = arith.constant 12 : i64
      %113 = arith.minsi %112, %c12_i64_80 : i64
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
      scf.for %arg12 = %c0_i64_85 to %c13_i64_86 step %c1_i64_87  : i64 {
        %c24_i64_91 = arith.constant 24 : i64
        %115 = arith.muli %arg12, %c24_i64_91 : i64
        %116 = arith.addi %102, %115 : i64
        %117 = llvm.getelementptr %69[%116] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %118 = llvm.load %117 : !llvm.ptr<3> -> f32
        %c13_i64_92 = arith.constant 13 : i64
        %119 = arith.muli %104, %c13_i64_92 : i64
        %120 = arith.addi %arg12, %119 : i64
        %121 = llvm.getelementptr %45[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %122 = llvm.load %121 : !llvm.ptr<1> -> f32
        %c13_i64_93 = arith.constant 13 : i64
        %123 = arith.muli %107, %c13_i64_93 : i64
        %124 = arith.addi %arg12, %123 : i64
        %125 = llvm.getelementptr %45[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %c13_i64_94 = arith.constant 13 : i64
        %127 = arith.muli %110, %c13_i64_94 : i64
        %128 = arith.addi %arg12, %127 : i64
        %129 = llvm.getelementptr %45[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %c13_i64_95 = arith.constant 13 : i64
        %131 = arith.muli %113, %c13_i64_95 : i64
        %132 = arith.addi %arg12, %131 : i64
        %133 = llvm.getelementptr %45[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %134 = llvm.load %133 : !llvm.ptr<1> -> f32
        %135 = memref.load %alloca_30[] : memref<f32>
        %136 = llvm.intr.fma(%118, %122, %135) : (f32, f32, f32) -> f32
        memref.store %136, %alloca_30[] : memref<f32>
        %137 = memref.load %alloca_31[] : memref<f32>
        %138 = llvm.intr.fma(%118, %126, %137) : (f32, f32, f32) -> f32
        memref.store %138, %alloca_31[] : memref<f32>
        %139 = memref.load %alloca_32[] : memref<f32>
        %140 = llvm.intr.fma(%118, %130, %139) : (f32, f32, f32) -> f32
        memref.store %140, %alloca_32[] : memref<f32>
        %141 = memref.load %alloca_33[] : memref<f32>
        %142 = llvm.intr.fma(%118, %134, %141) : (f32, f32, f32) -> f32
        memref.store %142, %alloca_33[] : memref<f32>
      }
      %c24_i64_88 = arith.constant 24 : i64
      %114 = arith.cmpi slt, %101, %c24_i64_88 : i64
      scf.if %114 {
        %c13_i64_91 = arith.constant 13 : i64
        %115 = arith.cmpi slt, %103, %c13_i64_91 : i64
        scf.if %115 {
          %cst_95 = arith.constant 5.000000e-01 : f32
          %119 = memref.load %alloca_30[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %120 = arith.muli %103, %c24_i64_96 : i64
          %121 = arith.addi %101, %120 : i64
          %122 = llvm.getelementptr %66[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = llvm.intr.fma(%cst_95, %119, %123) : (f32, f32, f32) -> f32
          %c24_i64_97 = arith.constant 24 : i64
          %125 = arith.muli %103, %c24_i64_97 : i64
          %126 = arith.addi %101, %125 : i64
          %127 = llvm.getelementptr %66[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c13_i64_92 = arith.constant 13 : i64
        %116 = arith.cmpi slt, %106, %c13_i64_92 : i64
        scf.if %116 {
          %cst_95 = arith.constant 5.000000e-01 : f32
          %119 = memref.load %alloca_31[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %120 = arith.muli %106, %c24_i64_96 : i64
          %121 = arith.addi %101, %120 : i64
          %122 = llvm.getelementptr %66[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = llvm.intr.fma(%cst_95, %119, %123) : (f32, f32, f32) -> f32
          %c24_i64_97 = arith.constant 24 : i64
          %125 = arith.muli %106, %c24_i64_97 : i64
          %126 = arith.addi %101, %125 : i64
          %127 = llvm.getelementptr %66[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c13_i64_93 = arith.constant 13 : i64
        %117 = arith.cmpi slt, %109, %c13_i64_93 : i64
        scf.if %117 {
          %cst_95 = arith.constant 5.000000e-01 : f32
          %119 = memref.load %alloca_32[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %120 = arith.muli %109, %c24_i64_96 : i64
          %121 = arith.addi %101, %120 : i64
          %122 = llvm.getelementptr %66[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = llvm.intr.fma(%cst_95, %119, %123) : (f32, f32, f32) -> f32
          %c24_i64_97 = arith.constant 24 : i64
          %125 = arith.muli %109, %c24_i64_97 : i64
          %126 = arith.addi %101, %125 : i64
          %127 = llvm.getelementptr %66[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
        %c13_i64_94 = arith.constant 13 : i64
        %118 = arith.cmpi slt, %112, %c13_i64_94 : i64
        scf.if %118 {
          %cst_95 = arith.constant 5.000000e-01 : f32
          %119 = memref.load %alloca_33[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %120 = arith.muli %112, %c24_i64_96 : i64
          %121 = arith.addi %101, %120 : i64
          %122 = llvm.getelementptr %66[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %124 = llvm.intr.fma(%cst_95, %119, %123) : (f32, f32, f32) -> f32
          %c24_i64_97 = arith.constant 24 : i64
          %125 = arith.muli %112, %c24_i64_97 : i64
          %126 = arith.addi %101, %125 : i64
          %127 = llvm.getelementptr %66[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %124, %127 : f32, !llvm.ptr<1>
        }
      }
      %c0_i64_89 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64_90 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_89 to %c2_i64 step %c1_i64_90  : i64 {
        %c24_i64_91 = arith.constant 24 : i64
        %115 = arith.muli %arg12, %c24_i64_91 : i64
        %116 = llvm.getelementptr %69[%115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        gpu.barrier
        %thread_id_x_92 = gpu.thread_id  x
        %117 = arith.index_cast %thread_id_x_92 : index to i64
        %c23_i64_93 = arith.constant 23 : i64
        %118 = arith.minsi %117, %c23_i64_93 : i64
        %thread_id_y_94 = gpu.thread_id  y
        %119 = arith.index_cast %thread_id_y_94 : index to i64
        %c12_i64_95 = arith.constant 12 : i64
        %120 = arith.minsi %119, %c12_i64_95 : i64
        %thread_id_y_96 = gpu.thread_id  y
        %121 = arith.index_cast %thread_id_y_96 : index to i64
        %c4_i64_97 = arith.constant 4 : i64
        %122 = arith.addi %121, %c4_i64_97 : i64
        %c12_i64_98 = arith.constant 12 : i64
        %123 = arith.minsi %122, %c12_i64_98 : i64
        %thread_id_y_99 = gpu.thread_id  y
        %124 = arith.index_cast %thread_id_y_99 : index to i64
        %c8_i64_100 = arith.constant 8 : i64
        %125 = arith.addi %124, %c8_i64_100 : i64
        %c12_i64_101 = arith.constant 12 : i64
        %126 = arith.minsi %125, %c12_i64_101 : i64
        %thread_id_y_102 = gpu.thread_id  y
        %127 = arith.index_cast %thread_id_y_102 : index to i64
        %c12_i64_103 = arith.constant 12 : i64
        %128 = arith.addi %127, %c12_i64_103 : i64
        %c12_i64_104 = arith.constant 12 : i64
        %129 = arith.minsi %128, %c12_i64_104 : i64
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
        scf.for %arg13 = %c0_i64_109 to %c4_i64_110 step %c1_i64_111  : i64 {
          %c24_i64_113 = arith.constant 24 : i64
          %131 = arith.muli %arg13, %c24_i64_113 : i64
          %132 = arith.addi %118, %131 : i64
          %133 = llvm.getelementptr %116[%132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %134 = llvm.load %133 : !llvm.ptr<3> -> f32
          %c4_i64_114 = arith.constant 4 : i64
          %135 = arith.muli %120, %c4_i64_114 : i64
          %136 = arith.addi %arg13, %135 : i64
          %137 = llvm.getelementptr %47[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %138 = llvm.load %137 : !llvm.ptr<1> -> f32
          %c4_i64_115 = arith.constant 4 : i64
          %139 = arith.muli %123, %c4_i64_115 : i64
          %140 = arith.addi %arg13, %139 : i64
          %141 = llvm.getelementptr %47[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %142 = llvm.load %141 : !llvm.ptr<1> -> f32
          %c4_i64_116 = arith.constant 4 : i64
          %143 = arith.muli %126, %c4_i64_116 : i64
          %144 = arith.addi %arg13, %143 : i64
          %145 = llvm.getelementptr %47[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %146 = llvm.load %145 : !llvm.ptr<1> -> f32
          %c4_i64_117 = arith.constant 4 : i64
          %147 = arith.muli %129, %c4_i64_117 : i64
          %148 = arith.addi %arg13, %147 : i64
          %149 = llvm.getelementptr %47[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %150 = llvm.load %149 : !llvm.ptr<1> -> f32
          %151 = memref.load %alloca_34[] : memref<f32>
          %152 = llvm.intr.fma(%134, %138, %151) : (f32, f32, f32) -> f32
          memref.store %152, %alloca_34[] : memref<f32>
          %153 = memref.load %alloca_35[] : memref<f32>
          %154 = llvm.intr.fma(%134, %142, %153) : (f32, f32, f32) -> f32
          memref.store %154, %alloca_35[] : memref<f32>
          %155 = memref.load %alloca_36[] : memref<f32>
          %156 = llvm.intr.fma(%134, %146, %155) : (f32, f32, f32) -> f32
          memref.store %156, %alloca_36[] : memref<f32>
          %157 = memref.load %alloca_37[] : memref<f32>
          %158 = llvm.intr.fma(%134, %150, %157) : (f32, f32, f32) -> f32
          memref.store %158, %alloca_37[] : memref<f32>
        }
        %c24_i64_112 = arith.constant 24 : i64
        %130 = arith.cmpi slt, %117, %c24_i64_112 : i64
        scf.if %130 {
          %c13_i64_113 = arith.constant 13 : i64
          %131 = arith.cmpi slt, %119, %c13_i64_113 : i64
          scf.if %131 {
            %c24_i64_117 = arith.constant 24 : i64
            %135 = arith.muli %119, %c24_i64_117 : i64
            %136 = arith.addi %117, %135 : i64
            %137 = llvm.getelementptr %66[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %138 = llvm.load %137 : !llvm.ptr<1> -> f32
            %139 = memref.load %alloca_34[] : memref<f32>
            %140 = arith.addf %138, %139 : f32
            %c24_i64_118 = arith.constant 24 : i64
            %141 = arith.muli %119, %c24_i64_118 : i64
            %142 = arith.addi %117, %141 : i64
            %143 = llvm.getelementptr %66[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %140, %143 : f32, !llvm.ptr<1>
          }
          %c13_i64_114 = arith.constant 13 : i64
          %132 = arith.cmpi slt, %122, %c13_i64_114 : i64
          scf.if %132 {
            %c24_i64_117 = arith.constant 24 : i64
            %135 = arith.muli %122, %c24_i64_117 : i64
            %136 = arith.addi %117, %135 : i64
            %137 = llvm.getelementptr %66[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %138 = llvm.load %137 : !llvm.ptr<1> -> f32
            %139 = memref.load %alloca_35[] : memref<f32>
            %140 = arith.addf %138, %139 : f32
            %c24_i64_118 = arith.constant 24 : i64
            %141 = arith.muli %122, %c24_i64_118 : i64
            %142 = arith.addi %117, %141 : i64
            %143 = llvm.getelementptr %66[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %140, %143 : f32, !llvm.ptr<1>
          }
          %c13_i64_115 = arith.constant 13 : i64
          %133 = arith.cmpi slt, %125, %c13_i64_115 : i64
          scf.if %133 {
            %c24_i64_117 = arith.constant 24 : i64
            %135 = arith.muli %125, %c24_i64_117 : i64
            %136 = arith.addi %117, %135 : i64
            %137 = llvm.getelementptr %66[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %138 = llvm.load %137 : !llvm.ptr<1> -> f32
            %139 = memref.load %alloca_36[] : memref<f32>
            %140 = arith.addf %138, %139 : f32
            %c24_i64_118 = arith.constant 24 : i64
            %141 = arith.muli %125, %c24_i64_118 : i64
            %142 = arith.addi %117, %141 : i64
            %143 = llvm.getelementptr %66[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %140, %143 : f32, !llvm.ptr<1>
          }
          %c13_i64_116 = arith.constant 13 : i64
          %134 = arith.cmpi slt, %128, %c13_i64_116 : i64
          scf.if %134 {
            %c24_i64_117 = arith.constant 24 : i64
            %135 = arith.muli %128, %c24_i64_117 : i64
            %136 = arith.addi %117, %135 : i64
            %137 = llvm.getelementptr %66[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %138 = llvm.load %137 : !llvm.ptr<1> -> f32
            %139 = memref.load %alloca_37[] : memref<f32>
            %140 = arith.addf %138, %139 : f32
            %c24_i64_118 = arith.constant 24 : i64
            %141 = arith.muli %128, %c24_i64_118 : i64
            %142 = arith.addi %117, %141 : i64
            %143 = llvm.getelementptr %66[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %140, %143 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
