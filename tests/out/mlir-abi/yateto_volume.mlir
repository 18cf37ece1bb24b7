module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_kernel_volume_f64_56_9_dbe5d1a9() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<4032 x i8>
    gpu.func @kernel_volume_f64_56_9_dbe5d1a9(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: f64) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(56 : i64) : i64
      %3 = llvm.mlir.constant(56 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(56 : i64) : i64
      %6 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x56xf64, strided<[1, 56]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(56 : i64) : i64
      %17 = llvm.mlir.constant(9 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(56 : i64) : i64
      %20 = llvm.mlir.constant(504 : i64) : i64
      %21 = llvm.insertvalue %arg3, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %23 = llvm.insertvalue %15, %22[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %24 = llvm.insertvalue %16, %23[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %17, %24[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %arg4, %25[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %18, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %19, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %20, %28[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<56x9x?xf64, strided<[1, 56, 504]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<56x56xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<56x56xf64, strided<[1, 56]>, 1> -> index
      %31 = arith.index_cast %intptr : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %30 : memref<56x9x?xf64, strided<[1, 56, 504]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<56x9x?xf64, strided<[1, 56, 504]>, 1> -> index
      %33 = arith.index_cast %intptr_4 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_2#2 : index to i64
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
      %37 = llvm.getelementptr %arg0[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %38 = llvm.load %37 : !llvm.ptr<1> -> !llvm.ptr
      %39 = llvm.addrspacecast %38 : !llvm.ptr to !llvm.ptr<1>
      %40 = llvm.getelementptr %39[%arg1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c504_i64 = arith.constant 504 : i64
      %41 = arith.muli %36, %c504_i64 : i64
      %42 = llvm.getelementptr %34[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %43 = llvm.getelementptr %arg5[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %44 = llvm.load %43 : !llvm.ptr<1> -> !llvm.ptr
      %45 = llvm.addrspacecast %44 : !llvm.ptr to !llvm.ptr<1>
      %46 = llvm.getelementptr %45[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %47 = llvm.mlir.addressof @__tinyc_stack_kernel_volume_f64_56_9_dbe5d1a9 : !llvm.ptr<3>
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
      scf.for %arg8 = %52 to %c8_i64 step %c6_i64  : i64 {
        %c4_i64_26 = arith.constant 4 : i64
        %64 = arith.remsi %arg8, %c4_i64_26 : i64
        %c4_i64_27 = arith.constant 4 : i64
        %65 = arith.divsi %arg8, %c4_i64_27 : i64
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
        scf.for %arg9 = %c0_i64 to %c8_i64_35 step %c4_i64_36  : i64 {
          %137 = arith.addi %arg9, %55 : i64
          %138 = arith.addi %arg9, %55 : i64
          %c56_i64_60 = arith.constant 56 : i64
          %139 = arith.muli %137, %c56_i64_60 : i64
          %140 = arith.addi %69, %139 : i64
          %141 = llvm.getelementptr %42[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %142 = llvm.load %141 : !llvm.ptr<1> -> f64
          %c56_i64_61 = arith.constant 56 : i64
          %143 = arith.muli %137, %c56_i64_61 : i64
          %144 = arith.addi %72, %143 : i64
          %145 = llvm.getelementptr %42[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %146 = llvm.load %145 : !llvm.ptr<1> -> f64
          %c9_i64_62 = arith.constant 9 : i64
          %147 = arith.muli %74, %c9_i64_62 : i64
          %148 = arith.addi %138, %147 : i64
          %149 = llvm.getelementptr %46[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
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
        %80 = llvm.getelementptr %42[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
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
        %86 = llvm.getelementptr %42[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
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
        %92 = llvm.getelementptr %46[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
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
      scf.for %arg8 = %60 to %c8_i64_24 step %c6_i64_25  : i64 {
        %c4_i64_26 = arith.constant 4 : i64
        %64 = arith.remsi %arg8, %c4_i64_26 : i64
        %c4_i64_27 = arith.constant 4 : i64
        %65 = arith.divsi %arg8, %c4_i64_27 : i64
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
        scf.for %arg9 = %c0_i64 to %c56_i64 step %c4_i64_35  : i64 {
          %103 = arith.addi %arg9, %63 : i64
          %104 = arith.addi %arg9, %63 : i64
          %c56_i64_49 = arith.constant 56 : i64
          %105 = arith.muli %69, %c56_i64_49 : i64
          %106 = arith.addi %103, %105 : i64
          %107 = llvm.getelementptr %32[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %108 = llvm.load %107 : !llvm.ptr<1> -> f64
          %c56_i64_50 = arith.constant 56 : i64
          %109 = arith.muli %72, %c56_i64_50 : i64
          %110 = arith.addi %103, %109 : i64
          %111 = llvm.getelementptr %32[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
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
          %103 = memref.load %alloca_11[] : memref<f64>
          %c56_i64_49 = arith.constant 56 : i64
          %104 = arith.muli %77, %c56_i64_49 : i64
          %105 = arith.addi %75, %104 : i64
          %106 = llvm.getelementptr %40[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = llvm.intr.fma(%arg7, %103, %107) : (f64, f64, f64) -> f64
          %c56_i64_50 = arith.constant 56 : i64
          %109 = arith.muli %77, %c56_i64_50 : i64
          %110 = arith.addi %75, %109 : i64
          %111 = llvm.getelementptr %40[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
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
          %103 = memref.load %alloca_12[] : memref<f64>
          %c56_i64_49 = arith.constant 56 : i64
          %104 = arith.muli %84, %c56_i64_49 : i64
          %105 = arith.addi %81, %104 : i64
          %106 = llvm.getelementptr %40[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = llvm.intr.fma(%arg7, %103, %107) : (f64, f64, f64) -> f64
          %c56_i64_50 = arith.constant 56 : i64
          %109 = arith.muli %84, %c56_i64_50 : i64
          %110 = arith.addi %81, %109 : i64
          %111 = llvm.getelementptr %40[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
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
          %103 = memref.load %alloca_13[] : memref<f64>
          %c56_i64_49 = arith.constant 56 : i64
          %104 = arith.muli %91, %c56_i64_49 : i64
          %105 = arith.addi %89, %104 : i64
          %106 = llvm.getelementptr %40[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = llvm.intr.fma(%arg7, %103, %107) : (f64, f64, f64) -> f64
          %c56_i64_50 = arith.constant 56 : i64
          %109 = arith.muli %91, %c56_i64_50 : i64
          %110 = arith.addi %89, %109 : i64
          %111 = llvm.getelementptr %40[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
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
          %103 = memref.load %alloca_14[] : memref<f64>
          %c56_i64_49 = arith.constant 56 : i64
          %104 = arith.muli %99, %c56_i64_49 : i64
          %105 = arith.addi %96, %104 : i64
          %106 = llvm.getelementptr %40[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = llvm.intr.fma(%arg7, %103, %107) : (f64, f64, f64) -> f64
          %c56_i64_50 = arith.constant 56 : i64
          %109 = arith.muli %99, %c56_i64_50 : i64
          %110 = arith.addi %96, %109 : i64
          %111 = llvm.getelementptr %40[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %108, %111 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
    gpu.func @copyscaleadd_f32_35_20_ld64(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: f32) kernel attributes {nvvm.reqntid = array<i32: 64, 5, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(35 : i64) : i64
      %3 = llvm.mlir.constant(20 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(64 : i64) : i64
      %6 = llvm.mlir.constant(1280 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<35x20x?xf32, strided<[1, 64, 1280]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<35x20x?xf32, strided<[1, 64, 1280]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<35x20x?xf32, strided<[1, 64, 1280]>, 1> -> index
      %17 = arith.index_cast %intptr : index to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<1>
      %19 = arith.index_cast %sizes#2 : index to i64
      %block_id_x = gpu.block_id  x
      %20 = arith.index_cast %block_id_x : index to i64
      %c1280_i64 = arith.constant 1280 : i64
      %21 = arith.muli %20, %c1280_i64 : i64
      %22 = llvm.getelementptr %18[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %23 = llvm.getelementptr %arg2[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %24 = llvm.load %23 : !llvm.ptr<1> -> !llvm.ptr
      %25 = llvm.addrspacecast %24 : !llvm.ptr to !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %26 = llvm.getelementptr %25[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x : index to i64
      %c35_i64 = arith.constant 35 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg4 = %27 to %c35_i64 step %c64_i64  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_0 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64 to %c1_i64 step %c1_i64_0  : i64 {
          %thread_id_y = gpu.thread_id  y
          %28 = arith.index_cast %thread_id_y : index to i64
          %c20_i64 = arith.constant 20 : i64
          %29 = arith.muli %arg5, %c20_i64 : i64
          %30 = arith.addi %28, %29 : i64
          %c64_i64_1 = arith.constant 64 : i64
          %31 = arith.muli %30, %c64_i64_1 : i64
          %32 = arith.addi %arg4, %31 : i64
          %33 = llvm.getelementptr %22[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %c64_i64_2 = arith.constant 64 : i64
          %35 = arith.muli %30, %c64_i64_2 : i64
          %36 = arith.addi %arg4, %35 : i64
          %37 = llvm.getelementptr %26[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %c5_i64 = arith.constant 5 : i64
          %39 = arith.addi %30, %c5_i64 : i64
          %c64_i64_3 = arith.constant 64 : i64
          %40 = arith.muli %39, %c64_i64_3 : i64
          %41 = arith.addi %arg4, %40 : i64
          %42 = llvm.getelementptr %22[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %43 = llvm.load %42 : !llvm.ptr<1> -> f32
          %c64_i64_4 = arith.constant 64 : i64
          %44 = arith.muli %39, %c64_i64_4 : i64
          %45 = arith.addi %arg4, %44 : i64
          %46 = llvm.getelementptr %26[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %47 = llvm.load %46 : !llvm.ptr<1> -> f32
          %c10_i64 = arith.constant 10 : i64
          %48 = arith.addi %30, %c10_i64 : i64
          %c64_i64_5 = arith.constant 64 : i64
          %49 = arith.muli %48, %c64_i64_5 : i64
          %50 = arith.addi %arg4, %49 : i64
          %51 = llvm.getelementptr %22[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %52 = llvm.load %51 : !llvm.ptr<1> -> f32
          %c64_i64_6 = arith.constant 64 : i64
          %53 = arith.muli %48, %c64_i64_6 : i64
          %54 = arith.addi %arg4, %53 : i64
          %55 = llvm.getelementptr %26[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %56 = llvm.load %55 : !llvm.ptr<1> -> f32
          %c15_i64 = arith.constant 15 : i64
          %57 = arith.addi %30, %c15_i64 : i64
          %c64_i64_7 = arith.constant 64 : i64
          %58 = arith.muli %57, %c64_i64_7 : i64
          %59 = arith.addi %arg4, %58 : i64
          %60 = llvm.getelementptr %22[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          %c64_i64_8 = arith.constant 64 : i64
          %62 = arith.muli %57, %c64_i64_8 : i64
          %63 = arith.addi %arg4, %62 : i64
          %64 = llvm.getelementptr %26[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = llvm.intr.fma(%arg3, %34, %38) : (f32, f32, f32) -> f32
          %c64_i64_9 = arith.constant 64 : i64
          %67 = arith.muli %30, %c64_i64_9 : i64
          %68 = arith.addi %arg4, %67 : i64
          %69 = llvm.getelementptr %26[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %66, %69 : f32, !llvm.ptr<1>
          %70 = llvm.intr.fma(%arg3, %43, %47) : (f32, f32, f32) -> f32
          %c64_i64_10 = arith.constant 64 : i64
          %71 = arith.muli %39, %c64_i64_10 : i64
          %72 = arith.addi %arg4, %71 : i64
          %73 = llvm.getelementptr %26[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %70, %73 : f32, !llvm.ptr<1>
          %74 = llvm.intr.fma(%arg3, %52, %56) : (f32, f32, f32) -> f32
          %c64_i64_11 = arith.constant 64 : i64
          %75 = arith.muli %48, %c64_i64_11 : i64
          %76 = arith.addi %arg4, %75 : i64
          %77 = llvm.getelementptr %26[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %74, %77 : f32, !llvm.ptr<1>
          %78 = llvm.intr.fma(%arg3, %61, %65) : (f32, f32, f32) -> f32
          %c64_i64_12 = arith.constant 64 : i64
          %79 = arith.muli %57, %c64_i64_12 : i64
          %80 = arith.addi %arg4, %79 : i64
          %81 = llvm.getelementptr %26[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %78, %81 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
