module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_fused_gemm_3c1e() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<4032 x i8>
    gpu.func @fused_gemm_3c1e(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(56 : i64) : i64
      %3 = llvm.mlir.constant(9 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(56 : i64) : i64
      %6 = llvm.mlir.constant(504 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<56x9x?xf64, strided<[1, 56, 504]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(56 : i64) : i64
      %20 = llvm.mlir.constant(56 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(56 : i64) : i64
      %23 = llvm.insertvalue %arg5, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg5, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x56xf64, strided<[1, 56]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<56x9x?xf64, strided<[1, 56, 504]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<56x9x?xf64, strided<[1, 56, 504]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %30 : memref<56x56xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<56x56xf64, strided<[1, 56]>, 1> -> index
      %34 = arith.index_cast %intptr_4 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f64>
      %alloca_5 = memref.alloca() : memref<f64>
      %alloca_6 = memref.alloca() : memref<f64>
      %alloca_7 = memref.alloca() : memref<f64>
      %alloca_8 = memref.alloca() : memref<f64>
      %alloca_9 = memref.alloca() : memref<f64>
      %alloca_10 = memref.alloca() : memref<f64>
      %alloca_11 = memref.alloca() : memref<f64>
      %alloca_12 = memref.alloca() : memref<f64>
      %alloca_13 = memref.alloca() : memref<f64>
      %alloca_14 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %36 = arith.index_cast %block_id_x : index to i64
      %c504_i64 = arith.constant 504 : i64
      %37 = arith.muli %36, %c504_i64 : i64
      %38 = llvm.getelementptr %32[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %39 = llvm.getelementptr %arg2[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %40 = llvm.load %39 : !llvm.ptr<1> -> !llvm.ptr
      %41 = llvm.addrspacecast %40 : !llvm.ptr to !llvm.ptr<1>
      %42 = llvm.getelementptr %41[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %43 = llvm.getelementptr %arg6[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %44 = llvm.load %43 : !llvm.ptr<1> -> !llvm.ptr
      %45 = llvm.addrspacecast %44 : !llvm.ptr to !llvm.ptr<1>
      %46 = llvm.getelementptr %45[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %47 = llvm.mlir.addressof @__tinyc_stack_fused_gemm_3c1e : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %49 = arith.index_cast %thread_id_y : index to i64
      %50 = arith.muli %c64_i64, %49 : i64
      %51 = arith.addi %48, %50 : i64
      %c32_i64 = arith.constant 32 : i64
      %52 = arith.divsi %51, %c32_i64 : i64
      %c32_i64_15 = arith.constant 32 : i64
      %53 = arith.remsi %51, %c32_i64_15 : i64
      %c4_i64 = arith.constant 4 : i64
      %54 = arith.divsi %53, %c4_i64 : i64
      %c4_i64_16 = arith.constant 4 : i64
      %55 = arith.remsi %53, %c4_i64_16 : i64
      %c8_i64 = arith.constant 8 : i64
      %c6_i64 = arith.constant 6 : i64
      scf.for %arg9 = %52 to %c8_i64 step %c6_i64  : i64 {
        %c4_i64_26 = arith.constant 4 : i64
        %64 = arith.remsi %arg9, %c4_i64_26 : i64
        %c4_i64_27 = arith.constant 4 : i64
        %65 = arith.divsi %arg9, %c4_i64_27 : i64
        %c16_i64 = arith.constant 16 : i64
        %66 = arith.muli %64, %c16_i64 : i64
        %c8_i64_28 = arith.constant 8 : i64
        %67 = arith.muli %65, %c8_i64_28 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_29 = arith.constant 0.000000e+00 : f64
        memref.store %cst_29, %alloca_5[] : memref<f64>
        %cst_30 = arith.constant 0.000000e+00 : f64
        memref.store %cst_30, %alloca_6[] : memref<f64>
        %cst_31 = arith.constant 0.000000e+00 : f64
        memref.store %cst_31, %alloca_7[] : memref<f64>
        %68 = arith.addi %66, %54 : i64
        %c55_i64 = arith.constant 55 : i64
        %69 = arith.minsi %68, %c55_i64 : i64
        %c8_i64_32 = arith.constant 8 : i64
        %70 = arith.addi %66, %c8_i64_32 : i64
        %71 = arith.addi %70, %54 : i64
        %c55_i64_33 = arith.constant 55 : i64
        %72 = arith.minsi %71, %c55_i64_33 : i64
        %73 = arith.addi %67, %54 : i64
        %c8_i64_34 = arith.constant 8 : i64
        %74 = arith.minsi %73, %c8_i64_34 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_35 = arith.constant 8 : i64
        %c4_i64_36 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64 to %c8_i64_35 step %c4_i64_36  : i64 {
          %137 = arith.addi %arg10, %55 : i64
          %138 = arith.addi %arg10, %55 : i64
          %c56_i64_60 = arith.constant 56 : i64
          %139 = arith.muli %137, %c56_i64_60 : i64
          %140 = arith.addi %69, %139 : i64
          %141 = llvm.getelementptr %38[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %142 = llvm.load %141 : !llvm.ptr<1> -> f64
          %c56_i64_61 = arith.constant 56 : i64
          %143 = arith.muli %137, %c56_i64_61 : i64
          %144 = arith.addi %72, %143 : i64
          %145 = llvm.getelementptr %38[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %146 = llvm.load %145 : !llvm.ptr<1> -> f64
          %c9_i64_62 = arith.constant 9 : i64
          %147 = arith.muli %74, %c9_i64_62 : i64
          %148 = arith.addi %138, %147 : i64
          %149 = llvm.getelementptr %42[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %150 = llvm.load %149 : !llvm.ptr<1> -> f64
          %151 = memref.load %alloca[] : memref<f64>
          %152 = memref.load %alloca_5[] : memref<f64>
          %153 = nvvm.mma.sync A[%142]  B[%150]  C[%151, %152]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %154 = llvm.extractvalue %153[0] : !llvm.struct<(f64, f64)> 
          memref.store %154, %alloca[] : memref<f64>
          %155 = llvm.extractvalue %153[1] : !llvm.struct<(f64, f64)> 
          memref.store %155, %alloca_5[] : memref<f64>
          %156 = memref.load %alloca_6[] : memref<f64>
          %157 = memref.load %alloca_7[] : memref<f64>
          %158 = nvvm.mma.sync A[%146]  B[%150]  C[%156, %157]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %159 = llvm.extractvalue %158[0] : !llvm.struct<(f64, f64)> 
          memref.store %159, %alloca_6[] : memref<f64>
          %160 = llvm.extractvalue %158[1] : !llvm.struct<(f64, f64)> 
          memref.store %160, %alloca_7[] : memref<f64>
        }
        %c8_i64_37 = arith.constant 8 : i64
        %75 = arith.addi %c8_i64_37, %55 : i64
        %c8_i64_38 = arith.constant 8 : i64
        %76 = arith.addi %c8_i64_38, %55 : i64
        %c8_i64_39 = arith.constant 8 : i64
        %77 = arith.minsi %75, %c8_i64_39 : i64
        %c56_i64 = arith.constant 56 : i64
        %78 = arith.muli %77, %c56_i64 : i64
        %79 = arith.addi %69, %78 : i64
        %80 = llvm.getelementptr %38[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %81 = llvm.load %80 : !llvm.ptr<1> -> f64
        memref.store %81, %alloca_8[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %82 = arith.cmpi sge, %75, %c9_i64 : i64
        scf.if %82 {
          %cst_60 = arith.constant 0.000000e+00 : f64
          memref.store %cst_60, %alloca_8[] : memref<f64>
        }
        %c8_i64_40 = arith.constant 8 : i64
        %83 = arith.minsi %75, %c8_i64_40 : i64
        %c56_i64_41 = arith.constant 56 : i64
        %84 = arith.muli %83, %c56_i64_41 : i64
        %85 = arith.addi %72, %84 : i64
        %86 = llvm.getelementptr %38[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %87 = llvm.load %86 : !llvm.ptr<1> -> f64
        memref.store %87, %alloca_9[] : memref<f64>
        %c9_i64_42 = arith.constant 9 : i64
        %88 = arith.cmpi sge, %75, %c9_i64_42 : i64
        scf.if %88 {
          %cst_60 = arith.constant 0.000000e+00 : f64
          memref.store %cst_60, %alloca_9[] : memref<f64>
        }
        %c8_i64_43 = arith.constant 8 : i64
        %89 = arith.minsi %76, %c8_i64_43 : i64
        %c9_i64_44 = arith.constant 9 : i64
        %90 = arith.muli %74, %c9_i64_44 : i64
        %91 = arith.addi %89, %90 : i64
        %92 = llvm.getelementptr %42[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %93 = llvm.load %92 : !llvm.ptr<1> -> f64
        memref.store %93, %alloca_10[] : memref<f64>
        %c9_i64_45 = arith.constant 9 : i64
        %94 = arith.cmpi sge, %76, %c9_i64_45 : i64
        scf.if %94 {
          %cst_60 = arith.constant 0.000000e+00 : f64
          memref.store %cst_60, %alloca_10[] : memref<f64>
        }
        %95 = memref.load %alloca_8[] : memref<f64>
        %96 = memref.load %alloca_10[] : memref<f64>
        %97 = memref.load %alloca[] : memref<f64>
        %98 = memref.load %alloca_5[] : memref<f64>
        %99 = nvvm.mma.sync A[%95]  B[%96]  C[%97, %98]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %100 = llvm.extractvalue %99[0] : !llvm.struct<(f64, f64)> 
        memref.store %100, %alloca[] : memref<f64>
        %101 = llvm.extractvalue %99[1] : !llvm.struct<(f64, f64)> 
        memref.store %101, %alloca_5[] : memref<f64>
        %102 = memref.load %alloca_9[] : memref<f64>
        %103 = memref.load %alloca_10[] : memref<f64>
        %104 = memref.load %alloca_6[] : memref<f64>
        %105 = memref.load %alloca_7[] : memref<f64>
        %106 = nvvm.mma.sync A[%102]  B[%103]  C[%104, %105]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %107 = llvm.extractvalue %106[0] : !llvm.struct<(f64, f64)> 
        memref.store %107, %alloca_6[] : memref<f64>
        %108 = llvm.extractvalue %106[1] : !llvm.struct<(f64, f64)> 
        memref.store %108, %alloca_7[] : memref<f64>
        %109 = arith.addi %66, %54 : i64
        %c2_i64 = arith.constant 2 : i64
        %110 = arith.muli %55, %c2_i64 : i64
        %111 = arith.addi %67, %110 : i64
        %c56_i64_46 = arith.constant 56 : i64
        %112 = arith.cmpi slt, %109, %c56_i64_46 : i64
        %c9_i64_47 = arith.constant 9 : i64
        %113 = arith.cmpi slt, %111, %c9_i64_47 : i64
        %114 = arith.andi %112, %113 : i1
        scf.if %114 {
          %137 = memref.load %alloca[] : memref<f64>
          %c56_i64_60 = arith.constant 56 : i64
          %138 = arith.muli %111, %c56_i64_60 : i64
          %139 = arith.addi %109, %138 : i64
          %140 = llvm.getelementptr %47[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %137, %140 : f64, !llvm.ptr<3>
        }
        %115 = arith.addi %66, %54 : i64
        %c2_i64_48 = arith.constant 2 : i64
        %116 = arith.muli %55, %c2_i64_48 : i64
        %c1_i64 = arith.constant 1 : i64
        %117 = arith.addi %116, %c1_i64 : i64
        %118 = arith.addi %67, %117 : i64
        %c56_i64_49 = arith.constant 56 : i64
        %119 = arith.cmpi slt, %115, %c56_i64_49 : i64
        %c9_i64_50 = arith.constant 9 : i64
        %120 = arith.cmpi slt, %118, %c9_i64_50 : i64
        %121 = arith.andi %119, %120 : i1
        scf.if %121 {
          %137 = memref.load %alloca_5[] : memref<f64>
          %c56_i64_60 = arith.constant 56 : i64
          %138 = arith.muli %118, %c56_i64_60 : i64
          %139 = arith.addi %115, %138 : i64
          %140 = llvm.getelementptr %47[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %137, %140 : f64, !llvm.ptr<3>
        }
        %c8_i64_51 = arith.constant 8 : i64
        %122 = arith.addi %66, %c8_i64_51 : i64
        %123 = arith.addi %122, %54 : i64
        %c2_i64_52 = arith.constant 2 : i64
        %124 = arith.muli %55, %c2_i64_52 : i64
        %125 = arith.addi %67, %124 : i64
        %c56_i64_53 = arith.constant 56 : i64
        %126 = arith.cmpi slt, %123, %c56_i64_53 : i64
        %c9_i64_54 = arith.constant 9 : i64
        %127 = arith.cmpi slt, %125, %c9_i64_54 : i64
        %128 = arith.andi %126, %127 : i1
        scf.if %128 {
          %137 = memref.load %alloca_6[] : memref<f64>
          %c56_i64_60 = arith.constant 56 : i64
          %138 = arith.muli %125, %c56_i64_60 : i64
          %139 = arith.addi %123, %138 : i64
          %140 = llvm.getelementptr %47[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %137, %140 : f64, !llvm.ptr<3>
        }
        %c8_i64_55 = arith.constant 8 : i64
        %129 = arith.addi %66, %c8_i64_55 : i64
        %130 = arith.addi %129, %54 : i64
        %c2_i64_56 = arith.constant 2 : i64
        %131 = arith.muli %55, %c2_i64_56 : i64
        %c1_i64_57 = arith.constant 1 : i64
        %132 = arith.addi %131, %c1_i64_57 : i64
        %133 = arith.addi %67, %132 : i64
        %c56_i64_58 = arith.constant 56 : i64
        %134 = arith.cmpi slt, %130, %c56_i64_58 : i64
        %c9_i64_59 = arith.constant 9 : i64
        %135 = arith.cmpi slt, %133, %c9_i64_59 : i64
        %136 = arith.andi %134, %135 : i1
        scf.if %136 {
          %137 = memref.load %alloca_7[] : memref<f64>
          %c56_i64_60 = arith.constant 56 : i64
          %138 = arith.muli %133, %c56_i64_60 : i64
          %139 = arith.addi %130, %138 : i64
          %140 = llvm.getelementptr %47[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %137, %140 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_17 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_17 : index to i64
      %c64_i64_18 = arith.constant 64 : i64
      %thread_id_y_19 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_19 : index to i64
      %58 = arith.muli %c64_i64_18, %57 : i64
      %59 = arith.addi %56, %58 : i64
      %c32_i64_20 = arith.constant 32 : i64
      %60 = arith.divsi %59, %c32_i64_20 : i64
      %c32_i64_21 = arith.constant 32 : i64
      %61 = arith.remsi %59, %c32_i64_21 : i64
      %c4_i64_22 = arith.constant 4 : i64
      %62 = arith.divsi %61, %c4_i64_22 : i64
      %c4_i64_23 = arith.constant 4 : i64
      %63 = arith.remsi %61, %c4_i64_23 : i64
      %c8_i64_24 = arith.constant 8 : i64
      %c6_i64_25 = arith.constant 6 : i64
      scf.for %arg9 = %60 to %c8_i64_24 step %c6_i64_25  : i64 {
        %c4_i64_26 = arith.constant 4 : i64
        %64 = arith.remsi %arg9, %c4_i64_26 : i64
        %c4_i64_27 = arith.constant 4 : i64
        %65 = arith.divsi %arg9, %c4_i64_27 : i64
        %c16_i64 = arith.constant 16 : i64
        %66 = arith.muli %64, %c16_i64 : i64
        %c8_i64_28 = arith.constant 8 : i64
        %67 = arith.muli %65, %c8_i64_28 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_11[] : memref<f64>
        %cst_29 = arith.constant 0.000000e+00 : f64
        memref.store %cst_29, %alloca_12[] : memref<f64>
        %cst_30 = arith.constant 0.000000e+00 : f64
        memref.store %cst_30, %alloca_13[] : memref<f64>
        %cst_31 = arith.constant 0.000000e+00 : f64
        memref.store %cst_31, %alloca_14[] : memref<f64>
        %68 = arith.addi %66, %62 : i64
        %c55_i64 = arith.constant 55 : i64
        %69 = arith.minsi %68, %c55_i64 : i64
        %c8_i64_32 = arith.constant 8 : i64
        %70 = arith.addi %66, %c8_i64_32 : i64
        %71 = arith.addi %70, %62 : i64
        %c55_i64_33 = arith.constant 55 : i64
        %72 = arith.minsi %71, %c55_i64_33 : i64
        %73 = arith.addi %67, %62 : i64
        %c8_i64_34 = arith.constant 8 : i64
        %74 = arith.minsi %73, %c8_i64_34 : i64
        %c0_i64 = arith.constant 0 : i64
        %c56_i64 = arith.constant 56 : i64
        %c4_i64_35 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64 to %c56_i64 step %c4_i64_35  : i64 {
          %103 = arith.addi %arg10, %63 : i64
          %104 = arith.addi %arg10, %63 : i64
          %c56_i64_49 = arith.constant 56 : i64
          %105 = arith.muli %69, %c56_i64_49 : i64
          %106 = arith.addi %103, %105 : i64
          %107 = llvm.getelementptr %35[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %108 = llvm.load %107 : !llvm.ptr<1> -> f64
          %c56_i64_50 = arith.constant 56 : i64
          %109 = arith.muli %72, %c56_i64_50 : i64
          %110 = arith.addi %103, %109 : i64
          %111 = llvm.getelementptr %35[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %112 = llvm.load %111 : !llvm.ptr<1> -> f64
          %c56_i64_51 = arith.constant 56 : i64
          %113 = arith.muli %74, %c56_i64_51 : i64
          %114 = arith.addi %104, %113 : i64
          %115 = llvm.getelementptr %47[%114] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %116 = llvm.load %115 : !llvm.ptr<3> -> f64
          %117 = memref.load %alloca_11[] : memref<f64>
          %118 = memref.load %alloca_12[] : memref<f64>
          %119 = nvvm.mma.sync A[%108]  B[%116]  C[%117, %118]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %120 = llvm.extractvalue %119[0] : !llvm.struct<(f64, f64)> 
          memref.store %120, %alloca_11[] : memref<f64>
          %121 = llvm.extractvalue %119[1] : !llvm.struct<(f64, f64)> 
          memref.store %121, %alloca_12[] : memref<f64>
          %122 = memref.load %alloca_13[] : memref<f64>
          %123 = memref.load %alloca_14[] : memref<f64>
          %124 = nvvm.mma.sync A[%112]  B[%116]  C[%122, %123]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %125 = llvm.extractvalue %124[0] : !llvm.struct<(f64, f64)> 
          memref.store %125, %alloca_13[] : memref<f64>
          %126 = llvm.extractvalue %124[1] : !llvm.struct<(f64, f64)> 
          memref.store %126, %alloca_14[] : memref<f64>
        }
        %75 = arith.addi %66, %62 : i64
        %c2_i64 = arith.constant 2 : i64
        %76 = arith.muli %63, %c2_i64 : i64
        %77 = arith.addi %67, %76 : i64
        %c56_i64_36 = arith.constant 56 : i64
        %78 = arith.cmpi slt, %75, %c56_i64_36 : i64
        %c9_i64 = arith.constant 9 : i64
        %79 = arith.cmpi slt, %77, %c9_i64 : i64
        %80 = arith.andi %78, %79 : i1
        scf.if %80 {
          %cst_49 = arith.constant -5.000000e-01 : f64
          %103 = memref.load %alloca_11[] : memref<f64>
          %c56_i64_50 = arith.constant 56 : i64
          %104 = arith.muli %77, %c56_i64_50 : i64
          %105 = arith.addi %75, %104 : i64
          %106 = llvm.getelementptr %46[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = llvm.intr.fma(%cst_49, %103, %107) : (f64, f64, f64) -> f64
          %c56_i64_51 = arith.constant 56 : i64
          %109 = arith.muli %77, %c56_i64_51 : i64
          %110 = arith.addi %75, %109 : i64
          %111 = llvm.getelementptr %46[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %108, %111 : f64, !llvm.ptr<1>
        }
        %81 = arith.addi %66, %62 : i64
        %c2_i64_37 = arith.constant 2 : i64
        %82 = arith.muli %63, %c2_i64_37 : i64
        %c1_i64 = arith.constant 1 : i64
        %83 = arith.addi %82, %c1_i64 : i64
        %84 = arith.addi %67, %83 : i64
        %c56_i64_38 = arith.constant 56 : i64
        %85 = arith.cmpi slt, %81, %c56_i64_38 : i64
        %c9_i64_39 = arith.constant 9 : i64
        %86 = arith.cmpi slt, %84, %c9_i64_39 : i64
        %87 = arith.andi %85, %86 : i1
        scf.if %87 {
          %cst_49 = arith.constant -5.000000e-01 : f64
          %103 = memref.load %alloca_12[] : memref<f64>
          %c56_i64_50 = arith.constant 56 : i64
          %104 = arith.muli %84, %c56_i64_50 : i64
          %105 = arith.addi %81, %104 : i64
          %106 = llvm.getelementptr %46[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = llvm.intr.fma(%cst_49, %103, %107) : (f64, f64, f64) -> f64
          %c56_i64_51 = arith.constant 56 : i64
          %109 = arith.muli %84, %c56_i64_51 : i64
          %110 = arith.addi %81, %109 : i64
          %111 = llvm.getelementptr %46[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %108, %111 : f64, !llvm.ptr<1>
        }
        %c8_i64_40 = arith.constant 8 : i64
        %88 = arith.addi %66, %c8_i64_40 : i64
        %89 = arith.addi %88, %62 : i64
        %c2_i64_41 = arith.constant 2 : i64
        %90 = arith.muli %63, %c2_i64_41 : i64
        %91 = arith.addi %67, %90 : i64
        %c56_i64_42 = arith.constant 56 : i64
        %92 = arith.cmpi slt, %89, %c56_i64_42 : i64
        %c9_i64_43 = arith.constant 9 : i64
        %93 = arith.cmpi slt, %91, %c9_i64_43 : i64
        %94 = arith.andi %92, %93 : i1
        scf.if %94 {
          %cst_49 = arith.constant -5.000000e-01 : f64
          %103 = memref.load %alloca_13[] : memref<f64>
          %c56_i64_50 = arith.constant 56 : i64
          %104 = arith.muli %91, %c56_i64_50 : i64
          %105 = arith.addi %89, %104 : i64
          %106 = llvm.getelementptr %46[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = llvm.intr.fma(%cst_49, %103, %107) : (f64, f64, f64) -> f64
          %c56_i64_51 = arith.constant 56 : i64
          %109 = arith.muli %91, %c56_i64_51 : i64
          %110 = arith.addi %89, %109 : i64
          %111 = llvm.getelementptr %46[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %108, %111 : f64, !llvm.ptr<1>
        }
        %c8_i64_44 = arith.constant 8 : i64
        %95 = arith.addi %66, %c8_i64_44 : i64
        %96 = arith.addi %95, %62 : i64
        %c2_i64_45 = arith.constant 2 : i64
        %97 = arith.muli %63, %c2_i64_45 : i64
        %c1_i64_46 = arith.constant 1 : i64
        %98 = arith.addi %97, %c1_i64_46 : i64
        %99 = arith.addi %67, %98 : i64
        %c56_i64_47 = arith.constant 56 : i64
        %100 = arith.cmpi slt, %96, %c56_i64_47 : i64
        %c9_i64_48 = arith.constant 9 : i64
        %101 = arith.cmpi slt, %99, %c9_i64_48 : i64
        %102 = arith.andi %100, %101 : i1
        scf.if %102 {
          %cst_49 = arith.constant -5.000000e-01 : f64
          %103 = memref.load %alloca_14[] : memref<f64>
          %c56_i64_50 = arith.constant 56 : i64
          %104 = arith.muli %99, %c56_i64_50 : i64
          %105 = arith.addi %96, %104 : i64
          %106 = llvm.getelementptr %46[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = llvm.intr.fma(%cst_49, %103, %107) : (f64, f64, f64) -> f64
          %c56_i64_51 = arith.constant 56 : i64
          %109 = arith.muli %99, %c56_i64_51 : i64
          %110 = arith.addi %96, %109 : i64
          %111 = llvm.getelementptr %46[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %108, %111 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
    gpu.func @copyscaleadd_8d2b(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(9 : i64) : i64
      %3 = llvm.mlir.constant(4 : i64) : i64
      %4 = llvm.mlir.constant(3 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = llvm.mlir.constant(9 : i64) : i64
      %7 = llvm.mlir.constant(36 : i64) : i64
      %8 = llvm.mlir.constant(108 : i64) : i64
      %9 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %11 = llvm.insertvalue %1, %10[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %12 = llvm.insertvalue %2, %11[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %13 = llvm.insertvalue %3, %12[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %14 = llvm.insertvalue %4, %13[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %15 = llvm.insertvalue %arg2, %14[3, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %16 = llvm.insertvalue %5, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %17 = llvm.insertvalue %6, %16[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %18 = llvm.insertvalue %7, %17[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %19 = llvm.insertvalue %8, %18[4, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> to memref<9x4x3x?xf64, strided<[1, 9, 36, 108]>, 1>
      %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %20 : memref<9x4x3x?xf64, strided<[1, 9, 36, 108]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %20 : memref<9x4x3x?xf64, strided<[1, 9, 36, 108]>, 1> -> index
      %21 = arith.index_cast %intptr : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes#3 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_0 = memref.alloca() : memref<f64>
      %alloca_1 = memref.alloca() : memref<f64>
      %alloca_2 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %24 = arith.index_cast %block_id_x : index to i64
      %c108_i64 = arith.constant 108 : i64
      %25 = arith.muli %24, %c108_i64 : i64
      %26 = llvm.getelementptr %22[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %27 = llvm.getelementptr %arg3[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %28 = llvm.load %27 : !llvm.ptr<1> -> !llvm.ptr
      %29 = llvm.addrspacecast %28 : !llvm.ptr to !llvm.ptr<1>
      %30 = llvm.getelementptr %29[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1_i64 = arith.constant 1 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64_3 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64 to %c3_i64 step %c1_i64_3  : i64 {
        %c36_i64 = arith.constant 36 : i64
        %31 = arith.muli %arg6, %c36_i64 : i64
        %32 = llvm.getelementptr %26[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %c36_i64_4 = arith.constant 36 : i64
        %33 = arith.muli %arg6, %c36_i64_4 : i64
        %34 = llvm.getelementptr %30[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        gpu.barrier
        %c0_i64 = arith.constant 0 : i64
        %c1_i64_5 = arith.constant 1 : i64
        %c1_i64_6 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64 to %c1_i64_5 step %c1_i64_6  : i64 {
          %thread_id_x = gpu.thread_id  x
          %35 = arith.index_cast %thread_id_x : index to i64
          %c64_i64 = arith.constant 64 : i64
          %36 = arith.muli %arg7, %c64_i64 : i64
          %37 = arith.addi %35, %36 : i64
          %c36_i64_7 = arith.constant 36 : i64
          %38 = arith.cmpi slt, %37, %c36_i64_7 : i64
          scf.if %38 {
            %43 = llvm.getelementptr %32[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %44 = llvm.load %43 : !llvm.ptr<1> -> f64
            memref.store %44, %alloca[] : memref<f64>
            %45 = llvm.getelementptr %34[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %46 = llvm.load %45 : !llvm.ptr<1> -> f64
            memref.store %46, %alloca_0[] : memref<f64>
          }
          %c32_i64 = arith.constant 32 : i64
          %39 = arith.addi %37, %c32_i64 : i64
          %c36_i64_8 = arith.constant 36 : i64
          %40 = arith.cmpi slt, %39, %c36_i64_8 : i64
          scf.if %40 {
            %43 = llvm.getelementptr %32[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %44 = llvm.load %43 : !llvm.ptr<1> -> f64
            memref.store %44, %alloca_1[] : memref<f64>
            %45 = llvm.getelementptr %34[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %46 = llvm.load %45 : !llvm.ptr<1> -> f64
            memref.store %46, %alloca_2[] : memref<f64>
          }
          %c36_i64_9 = arith.constant 36 : i64
          %41 = arith.cmpi slt, %37, %c36_i64_9 : i64
          scf.if %41 {
            %43 = memref.load %alloca[] : memref<f64>
            %44 = memref.load %alloca_0[] : memref<f64>
            %45 = llvm.intr.fma(%arg0, %43, %44) : (f64, f64, f64) -> f64
            %46 = llvm.getelementptr %34[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %45, %46 : f64, !llvm.ptr<1>
          }
          %c36_i64_10 = arith.constant 36 : i64
          %42 = arith.cmpi slt, %39, %c36_i64_10 : i64
          scf.if %42 {
            %43 = memref.load %alloca_1[] : memref<f64>
            %44 = memref.load %alloca_2[] : memref<f64>
            %45 = llvm.intr.fma(%arg0, %43, %44) : (f64, f64, f64) -> f64
            %46 = llvm.getelementptr %34[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %45, %46 : f64, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
    gpu.func @copyscaleadd_f1a0(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(4 : i64) : i64
      %3 = llvm.mlir.constant(9 : i64) : i64
      %4 = llvm.mlir.constant(2 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = llvm.mlir.constant(4 : i64) : i64
      %7 = llvm.mlir.constant(36 : i64) : i64
      %8 = llvm.mlir.constant(72 : i64) : i64
      %9 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %11 = llvm.insertvalue %1, %10[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %12 = llvm.insertvalue %2, %11[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %13 = llvm.insertvalue %3, %12[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %14 = llvm.insertvalue %4, %13[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %15 = llvm.insertvalue %arg2, %14[3, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %16 = llvm.insertvalue %5, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %17 = llvm.insertvalue %6, %16[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %18 = llvm.insertvalue %7, %17[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %19 = llvm.insertvalue %8, %18[4, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> to memref<4x9x2x?xf32, strided<[1, 4, 36, 72]>, 1>
      %21 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)>
      %22 = llvm.mlir.constant(0 : i64) : i64
      %23 = llvm.mlir.constant(9 : i64) : i64
      %24 = llvm.mlir.constant(4 : i64) : i64
      %25 = llvm.mlir.constant(2 : i64) : i64
      %26 = llvm.mlir.constant(1 : i64) : i64
      %27 = llvm.mlir.constant(9 : i64) : i64
      %28 = llvm.mlir.constant(36 : i64) : i64
      %29 = llvm.mlir.constant(72 : i64) : i64
      %30 = llvm.insertvalue %arg3, %21[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %31 = llvm.insertvalue %arg3, %30[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %32 = llvm.insertvalue %22, %31[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %33 = llvm.insertvalue %23, %32[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %34 = llvm.insertvalue %24, %33[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %35 = llvm.insertvalue %25, %34[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %36 = llvm.insertvalue %arg4, %35[3, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %37 = llvm.insertvalue %26, %36[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %38 = llvm.insertvalue %27, %37[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %39 = llvm.insertvalue %28, %38[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %40 = llvm.insertvalue %29, %39[4, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> to memref<9x4x2x?xf32, strided<[1, 9, 36, 72]>, 1>
      %base_buffer, %offset, %sizes:4, %strides:4 = memref.extract_strided_metadata %20 : memref<4x9x2x?xf32, strided<[1, 4, 36, 72]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %20 : memref<4x9x2x?xf32, strided<[1, 4, 36, 72]>, 1> -> index
      %42 = arith.index_cast %intptr : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %44 = arith.index_cast %sizes#3 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:4, %strides_3:4 = memref.extract_strided_metadata %41 : memref<9x4x2x?xf32, strided<[1, 9, 36, 72]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %41 : memref<9x4x2x?xf32, strided<[1, 9, 36, 72]>, 1> -> index
      %45 = arith.index_cast %intptr_4 : index to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<1>
      %47 = arith.index_cast %sizes_2#3 : index to i64
      %block_id_x = gpu.block_id  x
      %48 = arith.index_cast %block_id_x : index to i64
      %c72_i64 = arith.constant 72 : i64
      %49 = arith.muli %48, %c72_i64 : i64
      %50 = llvm.getelementptr %43[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c72_i64_5 = arith.constant 72 : i64
      %51 = arith.muli %48, %c72_i64_5 : i64
      %52 = llvm.getelementptr %46[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64 to %c2_i64 step %c1_i64  : i64 {
        %c36_i64 = arith.constant 36 : i64
        %53 = arith.muli %arg5, %c36_i64 : i64
        %54 = llvm.getelementptr %50[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %c36_i64_6 = arith.constant 36 : i64
        %55 = arith.muli %arg5, %c36_i64_6 : i64
        %56 = llvm.getelementptr %52[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x = gpu.thread_id  x
        %57 = arith.index_cast %thread_id_x : index to i64
        %c9_i64 = arith.constant 9 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg6 = %57 to %c9_i64 step %c32_i64  : i64 {
          %c0_i64_7 = arith.constant 0 : i64
          %c1_i64_8 = arith.constant 1 : i64
          %c1_i64_9 = arith.constant 1 : i64
          scf.for %arg7 = %c0_i64_7 to %c1_i64_8 step %c1_i64_9  : i64 {
            %c4_i64 = arith.constant 4 : i64
            %58 = arith.muli %arg7, %c4_i64 : i64
            %c4_i64_10 = arith.constant 4 : i64
            %59 = arith.muli %arg6, %c4_i64_10 : i64
            %60 = arith.addi %58, %59 : i64
            %61 = llvm.getelementptr %54[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %62 = llvm.load %61 : !llvm.ptr<1> -> f32
            %c1_i64_11 = arith.constant 1 : i64
            %63 = arith.addi %58, %c1_i64_11 : i64
            %c4_i64_12 = arith.constant 4 : i64
            %64 = arith.muli %arg6, %c4_i64_12 : i64
            %65 = arith.addi %63, %64 : i64
            %66 = llvm.getelementptr %54[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %67 = llvm.load %66 : !llvm.ptr<1> -> f32
            %c2_i64_13 = arith.constant 2 : i64
            %68 = arith.addi %58, %c2_i64_13 : i64
            %c4_i64_14 = arith.constant 4 : i64
            %69 = arith.muli %arg6, %c4_i64_14 : i64
            %70 = arith.addi %68, %69 : i64
            %71 = llvm.getelementptr %54[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %72 = llvm.load %71 : !llvm.ptr<1> -> f32
            %c3_i64 = arith.constant 3 : i64
            %73 = arith.addi %58, %c3_i64 : i64
            %c4_i64_15 = arith.constant 4 : i64
            %74 = arith.muli %arg6, %c4_i64_15 : i64
            %75 = arith.addi %73, %74 : i64
            %76 = llvm.getelementptr %54[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %77 = llvm.load %76 : !llvm.ptr<1> -> f32
            %78 = arith.mulf %arg0, %62 : f32
            %c9_i64_16 = arith.constant 9 : i64
            %79 = arith.muli %58, %c9_i64_16 : i64
            %80 = arith.addi %arg6, %79 : i64
            %81 = llvm.getelementptr %56[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %78, %81 : f32, !llvm.ptr<1>
            %82 = arith.mulf %arg0, %67 : f32
            %c9_i64_17 = arith.constant 9 : i64
            %83 = arith.muli %63, %c9_i64_17 : i64
            %84 = arith.addi %arg6, %83 : i64
            %85 = llvm.getelementptr %56[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %82, %85 : f32, !llvm.ptr<1>
            %86 = arith.mulf %arg0, %72 : f32
            %c9_i64_18 = arith.constant 9 : i64
            %87 = arith.muli %68, %c9_i64_18 : i64
            %88 = arith.addi %arg6, %87 : i64
            %89 = llvm.getelementptr %56[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %86, %89 : f32, !llvm.ptr<1>
            %90 = arith.mulf %arg0, %77 : f32
            %c9_i64_19 = arith.constant 9 : i64
            %91 = arith.muli %73, %c9_i64_19 : i64
            %92 = arith.addi %arg6, %91 : i64
            %93 = llvm.getelementptr %56[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %90, %93 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
    gpu.func @gemm_51d0(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(24 : i64) : i64
      %3 = llvm.mlir.constant(12 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(24 : i64) : i64
      %6 = llvm.mlir.constant(288 : i64) : i64
      %7 = llvm.insertvalue %arg7, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg7, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg8, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x12x?xf64, strided<[1, 24, 288]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<24x12x?xf64, strided<[1, 24, 288]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<24x12x?xf64, strided<[1, 24, 288]>, 1> -> index
      %17 = arith.index_cast %intptr : index to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<1>
      %19 = arith.index_cast %sizes#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_0 = memref.alloca() : memref<f64>
      %alloca_1 = memref.alloca() : memref<f64>
      %alloca_2 = memref.alloca() : memref<f64>
      %alloca_3 = memref.alloca() : memref<f64>
      %alloca_4 = memref.alloca() : memref<f64>
      %alloca_5 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %20 = arith.index_cast %block_id_x : index to i64
      %21 = llvm.getelementptr %arg1[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %22 = llvm.load %21 : !llvm.ptr<1> -> !llvm.ptr
      %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<1>
      %24 = llvm.getelementptr %23[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %25 = llvm.getelementptr %arg4[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %26 = llvm.load %25 : !llvm.ptr<1> -> !llvm.ptr
      %27 = llvm.addrspacecast %26 : !llvm.ptr to !llvm.ptr<1>
      %28 = llvm.getelementptr %27[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64 = arith.constant 288 : i64
      %29 = arith.muli %20, %c288_i64 : i64
      %30 = llvm.getelementptr %18[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y : index to i64
      %33 = arith.muli %c32_i64, %32 : i64
      %34 = arith.addi %31, %33 : i64
      %c32_i64_6 = arith.constant 32 : i64
      %35 = arith.divsi %34, %c32_i64_6 : i64
      %c32_i64_7 = arith.constant 32 : i64
      %36 = arith.remsi %34, %c32_i64_7 : i64
      %c4_i64 = arith.constant 4 : i64
      %37 = arith.divsi %36, %c4_i64 : i64
      %c4_i64_8 = arith.constant 4 : i64
      %38 = arith.remsi %36, %c4_i64_8 : i64
      %c4_i64_9 = arith.constant 4 : i64
      %c3_i64 = arith.constant 3 : i64
      scf.for %arg9 = %35 to %c4_i64_9 step %c3_i64  : i64 {
        %c2_i64 = arith.constant 2 : i64
        %39 = arith.remsi %arg9, %c2_i64 : i64
        %c2_i64_10 = arith.constant 2 : i64
        %40 = arith.divsi %arg9, %c2_i64_10 : i64
        %c16_i64 = arith.constant 16 : i64
        %41 = arith.muli %39, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %42 = arith.muli %40, %c8_i64 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_11 = arith.constant 0.000000e+00 : f64
        memref.store %cst_11, %alloca_0[] : memref<f64>
        %cst_12 = arith.constant 0.000000e+00 : f64
        memref.store %cst_12, %alloca_1[] : memref<f64>
        %cst_13 = arith.constant 0.000000e+00 : f64
        memref.store %cst_13, %alloca_2[] : memref<f64>
        %43 = arith.addi %41, %37 : i64
        %c23_i64 = arith.constant 23 : i64
        %44 = arith.minsi %43, %c23_i64 : i64
        %c8_i64_14 = arith.constant 8 : i64
        %45 = arith.addi %41, %c8_i64_14 : i64
        %46 = arith.addi %45, %37 : i64
        %c23_i64_15 = arith.constant 23 : i64
        %47 = arith.minsi %46, %c23_i64_15 : i64
        %48 = arith.addi %42, %37 : i64
        %c11_i64 = arith.constant 11 : i64
        %49 = arith.minsi %48, %c11_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c8_i64_16 = arith.constant 8 : i64
        %c4_i64_17 = arith.constant 4 : i64
        scf.for %arg10 = %c0_i64 to %c8_i64_16 step %c4_i64_17  : i64 {
          %112 = arith.addi %arg10, %38 : i64
          %113 = arith.addi %arg10, %38 : i64
          %c24_i64_41 = arith.constant 24 : i64
          %114 = arith.muli %112, %c24_i64_41 : i64
          %115 = arith.addi %44, %114 : i64
          %116 = llvm.getelementptr %24[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %117 = llvm.load %116 : !llvm.ptr<1> -> f64
          %c24_i64_42 = arith.constant 24 : i64
          %118 = arith.muli %112, %c24_i64_42 : i64
          %119 = arith.addi %47, %118 : i64
          %120 = llvm.getelementptr %24[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %121 = llvm.load %120 : !llvm.ptr<1> -> f64
          %c9_i64_43 = arith.constant 9 : i64
          %122 = arith.muli %49, %c9_i64_43 : i64
          %123 = arith.addi %113, %122 : i64
          %124 = llvm.getelementptr %28[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = memref.load %alloca[] : memref<f64>
          %127 = memref.load %alloca_0[] : memref<f64>
          %128 = nvvm.mma.sync A[%117]  B[%125]  C[%126, %127]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %129 = llvm.extractvalue %128[0] : !llvm.struct<(f64, f64)> 
          memref.store %129, %alloca[] : memref<f64>
          %130 = llvm.extractvalue %128[1] : !llvm.struct<(f64, f64)> 
          memref.store %130, %alloca_0[] : memref<f64>
          %131 = memref.load %alloca_1[] : memref<f64>
          %132 = memref.load %alloca_2[] : memref<f64>
          %133 = nvvm.mma.sync A[%121]  B[%125]  C[%131, %132]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %134 = llvm.extractvalue %133[0] : !llvm.struct<(f64, f64)> 
          memref.store %134, %alloca_1[] : memref<f64>
          %135 = llvm.extractvalue %133[1] : !llvm.struct<(f64, f64)> 
          memref.store %135, %alloca_2[] : memref<f64>
        }
        %c8_i64_18 = arith.constant 8 : i64
        %50 = arith.addi %c8_i64_18, %38 : i64
        %c8_i64_19 = arith.constant 8 : i64
        %51 = arith.addi %c8_i64_19, %38 : i64
        %c8_i64_20 = arith.constant 8 : i64
        %52 = arith.minsi %50, %c8_i64_20 : i64
        %c24_i64 = arith.constant 24 : i64
        %53 = arith.muli %52, %c24_i64 : i64
        %54 = arith.addi %44, %53 : i64
        %55 = llvm.getelementptr %24[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %56 = llvm.load %55 : !llvm.ptr<1> -> f64
        memref.store %56, %alloca_3[] : memref<f64>
        %c9_i64 = arith.constant 9 : i64
        %57 = arith.cmpi sge, %50, %c9_i64 : i64
        scf.if %57 {
          %cst_41 = arith.constant 0.000000e+00 : f64
          memref.store %cst_41, %alloca_3[] : memref<f64>
        }
        %c8_i64_21 = arith.constant 8 : i64
        %58 = arith.minsi %50, %c8_i64_21 : i64
        %c24_i64_22 = arith.constant 24 : i64
        %59 = arith.muli %58, %c24_i64_22 : i64
        %60 = arith.addi %47, %59 : i64
        %61 = llvm.getelementptr %24[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %62 = llvm.load %61 : !llvm.ptr<1> -> f64
        memref.store %62, %alloca_4[] : memref<f64>
        %c9_i64_23 = arith.constant 9 : i64
        %63 = arith.cmpi sge, %50, %c9_i64_23 : i64
        scf.if %63 {
          %cst_41 = arith.constant 0.000000e+00 : f64
          memref.store %cst_41, %alloca_4[] : memref<f64>
        }
        %c8_i64_24 = arith.constant 8 : i64
        %64 = arith.minsi %51, %c8_i64_24 : i64
        %c9_i64_25 = arith.constant 9 : i64
        %65 = arith.muli %49, %c9_i64_25 : i64
        %66 = arith.addi %64, %65 : i64
        %67 = llvm.getelementptr %28[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %68 = llvm.load %67 : !llvm.ptr<1> -> f64
        memref.store %68, %alloca_5[] : memref<f64>
        %c9_i64_26 = arith.constant 9 : i64
        %69 = arith.cmpi sge, %51, %c9_i64_26 : i64
        scf.if %69 {
          %cst_41 = arith.constant 0.000000e+00 : f64
          memref.store %cst_41, %alloca_5[] : memref<f64>
        }
        %70 = memref.load %alloca_3[] : memref<f64>
        %71 = memref.load %alloca_5[] : memref<f64>
        %72 = memref.load %alloca[] : memref<f64>
        %73 = memref.load %alloca_0[] : memref<f64>
        %74 = nvvm.mma.sync A[%70]  B[%71]  C[%72, %73]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %75 = llvm.extractvalue %74[0] : !llvm.struct<(f64, f64)> 
        memref.store %75, %alloca[] : memref<f64>
        %76 = llvm.extractvalue %74[1] : !llvm.struct<(f64, f64)> 
        memref.store %76, %alloca_0[] : memref<f64>
        %77 = memref.load %alloca_4[] : memref<f64>
        %78 = memref.load %alloca_5[] : memref<f64>
        %79 = memref.load %alloca_1[] : memref<f64>
        %80 = memref.load %alloca_2[] : memref<f64>
        %81 = nvvm.mma.sync A[%77]  B[%78]  C[%79, %80]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %82 = llvm.extractvalue %81[0] : !llvm.struct<(f64, f64)> 
        memref.store %82, %alloca_1[] : memref<f64>
        %83 = llvm.extractvalue %81[1] : !llvm.struct<(f64, f64)> 
        memref.store %83, %alloca_2[] : memref<f64>
        %84 = arith.addi %41, %37 : i64
        %c2_i64_27 = arith.constant 2 : i64
        %85 = arith.muli %38, %c2_i64_27 : i64
        %86 = arith.addi %42, %85 : i64
        %c24_i64_28 = arith.constant 24 : i64
        %87 = arith.cmpi slt, %84, %c24_i64_28 : i64
        %c12_i64 = arith.constant 12 : i64
        %88 = arith.cmpi slt, %86, %c12_i64 : i64
        %89 = arith.andi %87, %88 : i1
        scf.if %89 {
          %c24_i64_41 = arith.constant 24 : i64
          %112 = arith.muli %86, %c24_i64_41 : i64
          %113 = arith.addi %84, %112 : i64
          %114 = llvm.getelementptr %30[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %cst_42 = arith.constant -2.000000e+00 : f64
          %116 = memref.load %alloca[] : memref<f64>
          %117 = arith.mulf %cst_42, %116 : f64
          %118 = llvm.intr.fma(%arg0, %115, %117) : (f64, f64, f64) -> f64
          %c24_i64_43 = arith.constant 24 : i64
          %119 = arith.muli %86, %c24_i64_43 : i64
          %120 = arith.addi %84, %119 : i64
          %121 = llvm.getelementptr %30[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %118, %121 : f64, !llvm.ptr<1>
        }
        %90 = arith.addi %41, %37 : i64
        %c2_i64_29 = arith.constant 2 : i64
        %91 = arith.muli %38, %c2_i64_29 : i64
        %c1_i64 = arith.constant 1 : i64
        %92 = arith.addi %91, %c1_i64 : i64
        %93 = arith.addi %42, %92 : i64
        %c24_i64_30 = arith.constant 24 : i64
        %94 = arith.cmpi slt, %90, %c24_i64_30 : i64
        %c12_i64_31 = arith.constant 12 : i64
        %95 = arith.cmpi slt, %93, %c12_i64_31 : i64
        %96 = arith.andi %94, %95 : i1
        scf.if %96 {
          %c24_i64_41 = arith.constant 24 : i64
          %112 = arith.muli %93, %c24_i64_41 : i64
          %113 = arith.addi %90, %112 : i64
          %114 = llvm.getelementptr %30[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %cst_42 = arith.constant -2.000000e+00 : f64
          %116 = memref.load %alloca_0[] : memref<f64>
          %117 = arith.mulf %cst_42, %116 : f64
          %118 = llvm.intr.fma(%arg0, %115, %117) : (f64, f64, f64) -> f64
          %c24_i64_43 = arith.constant 24 : i64
          %119 = arith.muli %93, %c24_i64_43 : i64
          %120 = arith.addi %90, %119 : i64
          %121 = llvm.getelementptr %30[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %118, %121 : f64, !llvm.ptr<1>
        }
        %c8_i64_32 = arith.constant 8 : i64
        %97 = arith.addi %41, %c8_i64_32 : i64
        %98 = arith.addi %97, %37 : i64
        %c2_i64_33 = arith.constant 2 : i64
        %99 = arith.muli %38, %c2_i64_33 : i64
        %100 = arith.addi %42, %99 : i64
        %c24_i64_34 = arith.constant 24 : i64
        %101 = arith.cmpi slt, %98, %c24_i64_34 : i64
        %c12_i64_35 = arith.constant 12 : i64
        %102 = arith.cmpi slt, %100, %c12_i64_35 : i64
        %103 = arith.andi %101, %102 : i1
        scf.if %103 {
          %c24_i64_41 = arith.constant 24 : i64
          %112 = arith.muli %100, %c24_i64_41 : i64
          %113 = arith.addi %98, %112 : i64
          %114 = llvm.getelementptr %30[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %cst_42 = arith.constant -2.000000e+00 : f64
          %116 = memref.load %alloca_1[] : memref<f64>
          %117 = arith.mulf %cst_42, %116 : f64
          %118 = llvm.intr.fma(%arg0, %115, %117) : (f64, f64, f64) -> f64
          %c24_i64_43 = arith.constant 24 : i64
          %119 = arith.muli %100, %c24_i64_43 : i64
          %120 = arith.addi %98, %119 : i64
          %121 = llvm.getelementptr %30[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %118, %121 : f64, !llvm.ptr<1>
        }
        %c8_i64_36 = arith.constant 8 : i64
        %104 = arith.addi %41, %c8_i64_36 : i64
        %105 = arith.addi %104, %37 : i64
        %c2_i64_37 = arith.constant 2 : i64
        %106 = arith.muli %38, %c2_i64_37 : i64
        %c1_i64_38 = arith.constant 1 : i64
        %107 = arith.addi %106, %c1_i64_38 : i64
        %108 = arith.addi %42, %107 : i64
        %c24_i64_39 = arith.constant 24 : i64
        %109 = arith.cmpi slt, %105, %c24_i64_39 : i64
        %c12_i64_40 = arith.constant 12 : i64
        %110 = arith.cmpi slt, %108, %c12_i64_40 : i64
        %111 = arith.andi %109, %110 : i1
        scf.if %111 {
          %c24_i64_41 = arith.constant 24 : i64
          %112 = arith.muli %108, %c24_i64_41 : i64
          %113 = arith.addi %105, %112 : i64
          %114 = llvm.getelementptr %30[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %115 = llvm.load %114 : !llvm.ptr<1> -> f64
          %cst_42 = arith.constant -2.000000e+00 : f64
          %116 = memref.load %alloca_2[] : memref<f64>
          %117 = arith.mulf %cst_42, %116 : f64
          %118 = llvm.intr.fma(%arg0, %115, %117) : (f64, f64, f64) -> f64
          %c24_i64_43 = arith.constant 24 : i64
          %119 = arith.muli %108, %c24_i64_43 : i64
          %120 = arith.addi %105, %119 : i64
          %121 = llvm.getelementptr %30[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %118, %121 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
