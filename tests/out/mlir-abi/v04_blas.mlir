module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<320 x i8>
    gpu.func @chain(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(6 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(8 : i64) : i64
      %6 = llvm.mlir.constant(48 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<8x6x?xf64, strided<[1, 8, 48]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(6 : i64) : i64
      %20 = llvm.mlir.constant(5 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(6 : i64) : i64
      %23 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg2, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x5xf64, strided<[1, 6]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(8 : i64) : i64
      %34 = llvm.mlir.constant(5 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.mlir.constant(8 : i64) : i64
      %37 = llvm.mlir.constant(40 : i64) : i64
      %38 = llvm.insertvalue %arg3, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %arg3, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %34, %41[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %arg4, %42[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %37, %45[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<8x5x?xf64, strided<[1, 8, 40]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(8 : i64) : i64
      %51 = llvm.mlir.constant(1 : i64) : i64
      %52 = llvm.mlir.constant(8 : i64) : i64
      %53 = llvm.insertvalue %arg5, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %arg5, %53[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %49, %54[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %50, %55[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %arg6, %56[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %51, %57[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %52, %58[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = builtin.unrealized_conversion_cast %59 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xf64, strided<[1, 8]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<8x6x?xf64, strided<[1, 8, 48]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<8x6x?xf64, strided<[1, 8, 48]>, 1> -> index
      %61 = arith.index_cast %intptr : index to i64
      %62 = llvm.inttoptr %61 : i64 to !llvm.ptr<1>
      %63 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %30 : memref<6x5xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<6x5xf64, strided<[1, 6]>, 1> -> index
      %64 = arith.index_cast %intptr_4 : index to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %47 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %47 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> index
      %66 = arith.index_cast %intptr_9 : index to i64
      %67 = llvm.inttoptr %66 : i64 to !llvm.ptr<1>
      %68 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %60 : memref<8x?xf64, strided<[1, 8]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %60 : memref<8x?xf64, strided<[1, 8]>, 1> -> index
      %69 = arith.index_cast %intptr_14 : index to i64
      %70 = llvm.inttoptr %69 : i64 to !llvm.ptr<1>
      %71 = arith.index_cast %sizes_12#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_15 = memref.alloca() : memref<f64>
      %alloca_16 = memref.alloca() : memref<f64>
      %alloca_17 = memref.alloca() : memref<f64>
      %alloca_18 = memref.alloca() : memref<f64>
      %alloca_19 = memref.alloca() : memref<f64>
      %alloca_20 = memref.alloca() : memref<f64>
      %alloca_21 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %72 = arith.index_cast %block_id_x : index to i64
      %c48_i64 = arith.constant 48 : i64
      %73 = arith.muli %72, %c48_i64 : i64
      %74 = llvm.getelementptr %62[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c40_i64 = arith.constant 40 : i64
      %75 = arith.muli %72, %c40_i64 : i64
      %76 = llvm.getelementptr %67[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %77 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y : index to i64
      %80 = arith.muli %c32_i64, %79 : i64
      %81 = arith.addi %78, %80 : i64
      %c32_i64_22 = arith.constant 32 : i64
      %82 = arith.divsi %81, %c32_i64_22 : i64
      %c32_i64_23 = arith.constant 32 : i64
      %83 = arith.remsi %81, %c32_i64_23 : i64
      %c4_i64 = arith.constant 4 : i64
      %84 = arith.divsi %83, %c4_i64 : i64
      %c4_i64_24 = arith.constant 4 : i64
      %85 = arith.remsi %83, %c4_i64_24 : i64
      %c1_i64 = arith.constant 1 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg7 = %82 to %c1_i64 step %c2_i64  : i64 {
        %c1_i64_38 = arith.constant 1 : i64
        %100 = arith.remsi %arg7, %c1_i64_38 : i64
        %c1_i64_39 = arith.constant 1 : i64
        %101 = arith.divsi %arg7, %c1_i64_39 : i64
        %c8_i64_40 = arith.constant 8 : i64
        %102 = arith.muli %100, %c8_i64_40 : i64
        %c8_i64_41 = arith.constant 8 : i64
        %103 = arith.muli %101, %c8_i64_41 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_42 = arith.constant 0.000000e+00 : f64
        memref.store %cst_42, %alloca_15[] : memref<f64>
        %104 = arith.addi %102, %84 : i64
        %105 = arith.addi %103, %84 : i64
        %c4_i64_43 = arith.constant 4 : i64
        %106 = arith.minsi %105, %c4_i64_43 : i64
        %c0_i64_44 = arith.constant 0 : i64
        %c4_i64_45 = arith.constant 4 : i64
        %c4_i64_46 = arith.constant 4 : i64
        scf.for %arg8 = %c0_i64_44 to %c4_i64_45 step %c4_i64_46  : i64 {
          %137 = arith.addi %arg8, %85 : i64
          %138 = arith.addi %arg8, %85 : i64
          %c8_i64_59 = arith.constant 8 : i64
          %139 = arith.muli %137, %c8_i64_59 : i64
          %140 = arith.addi %104, %139 : i64
          %141 = llvm.getelementptr %74[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %142 = llvm.load %141 : !llvm.ptr<1> -> f64
          %c6_i64_60 = arith.constant 6 : i64
          %143 = arith.muli %106, %c6_i64_60 : i64
          %144 = arith.addi %138, %143 : i64
          %145 = llvm.getelementptr %65[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %146 = llvm.load %145 : !llvm.ptr<1> -> f64
          %147 = memref.load %alloca[] : memref<f64>
          %148 = memref.load %alloca_15[] : memref<f64>
          %149 = nvvm.mma.sync A[%142]  B[%146]  C[%147, %148]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %150 = llvm.extractvalue %149[0] : !llvm.struct<(f64, f64)> 
          memref.store %150, %alloca[] : memref<f64>
          %151 = llvm.extractvalue %149[1] : !llvm.struct<(f64, f64)> 
          memref.store %151, %alloca_15[] : memref<f64>
        }
        %c4_i64_47 = arith.constant 4 : i64
        %107 = arith.addi %c4_i64_47, %85 : i64
        %c4_i64_48 = arith.constant 4 : i64
        %108 = arith.addi %c4_i64_48, %85 : i64
        %c5_i64_49 = arith.constant 5 : i64
        %109 = arith.minsi %107, %c5_i64_49 : i64
        %c8_i64_50 = arith.constant 8 : i64
        %110 = arith.muli %109, %c8_i64_50 : i64
        %111 = arith.addi %104, %110 : i64
        %112 = llvm.getelementptr %74[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %113 = llvm.load %112 : !llvm.ptr<1> -> f64
        memref.store %113, %alloca_16[] : memref<f64>
        %c6_i64 = arith.constant 6 : i64
        %114 = arith.cmpi sge, %107, %c6_i64 : i64
        scf.if %114 {
          %cst_59 = arith.constant 0.000000e+00 : f64
          memref.store %cst_59, %alloca_16[] : memref<f64>
        }
        %c5_i64_51 = arith.constant 5 : i64
        %115 = arith.minsi %108, %c5_i64_51 : i64
        %c6_i64_52 = arith.constant 6 : i64
        %116 = arith.muli %106, %c6_i64_52 : i64
        %117 = arith.addi %115, %116 : i64
        %118 = llvm.getelementptr %65[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %119 = llvm.load %118 : !llvm.ptr<1> -> f64
        memref.store %119, %alloca_17[] : memref<f64>
        %c6_i64_53 = arith.constant 6 : i64
        %120 = arith.cmpi sge, %108, %c6_i64_53 : i64
        scf.if %120 {
          %cst_59 = arith.constant 0.000000e+00 : f64
          memref.store %cst_59, %alloca_17[] : memref<f64>
        }
        %121 = memref.load %alloca_16[] : memref<f64>
        %122 = memref.load %alloca_17[] : memref<f64>
        %123 = memref.load %alloca[] : memref<f64>
        %124 = memref.load %alloca_15[] : memref<f64>
        %125 = nvvm.mma.sync A[%121]  B[%122]  C[%123, %124]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %126 = llvm.extractvalue %125[0] : !llvm.struct<(f64, f64)> 
        memref.store %126, %alloca[] : memref<f64>
        %127 = llvm.extractvalue %125[1] : !llvm.struct<(f64, f64)> 
        memref.store %127, %alloca_15[] : memref<f64>
        %128 = arith.addi %102, %84 : i64
        %c2_i64_54 = arith.constant 2 : i64
        %129 = arith.muli %85, %c2_i64_54 : i64
        %130 = arith.addi %103, %129 : i64
        %c5_i64_55 = arith.constant 5 : i64
        %131 = arith.cmpi slt, %130, %c5_i64_55 : i64
        scf.if %131 {
          %137 = memref.load %alloca[] : memref<f64>
          %c8_i64_59 = arith.constant 8 : i64
          %138 = arith.muli %130, %c8_i64_59 : i64
          %139 = arith.addi %128, %138 : i64
          %140 = llvm.getelementptr %77[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %137, %140 : f64, !llvm.ptr<3>
        }
        %132 = arith.addi %102, %84 : i64
        %c2_i64_56 = arith.constant 2 : i64
        %133 = arith.muli %85, %c2_i64_56 : i64
        %c1_i64_57 = arith.constant 1 : i64
        %134 = arith.addi %133, %c1_i64_57 : i64
        %135 = arith.addi %103, %134 : i64
        %c5_i64_58 = arith.constant 5 : i64
        %136 = arith.cmpi slt, %135, %c5_i64_58 : i64
        scf.if %136 {
          %137 = memref.load %alloca_15[] : memref<f64>
          %c8_i64_59 = arith.constant 8 : i64
          %138 = arith.muli %135, %c8_i64_59 : i64
          %139 = arith.addi %132, %138 : i64
          %140 = llvm.getelementptr %77[%139] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %137, %140 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_25 = gpu.thread_id  x
      %86 = arith.index_cast %thread_id_x_25 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c32_i64_26 = arith.constant 32 : i64
      scf.for %arg7 = %86 to %c8_i64 step %c32_i64_26  : i64 {
        %c0_i64_38 = arith.constant 0 : i64
        %c1_i64_39 = arith.constant 1 : i64
        %c1_i64_40 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_38 to %c1_i64_39 step %c1_i64_40  : i64 {
          %thread_id_y_41 = gpu.thread_id  y
          %100 = arith.index_cast %thread_id_y_41 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %101 = arith.muli %arg8, %c6_i64 : i64
          %102 = arith.addi %100, %101 : i64
          %c5_i64_42 = arith.constant 5 : i64
          %103 = arith.cmpi slt, %102, %c5_i64_42 : i64
          scf.if %103 {
            %c8_i64_50 = arith.constant 8 : i64
            %111 = arith.muli %102, %c8_i64_50 : i64
            %112 = arith.addi %arg7, %111 : i64
            %113 = llvm.getelementptr %77[%112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %114 = llvm.load %113 : !llvm.ptr<3> -> f64
            memref.store %114, %alloca_18[] : memref<f64>
          }
          %c2_i64_43 = arith.constant 2 : i64
          %104 = arith.addi %102, %c2_i64_43 : i64
          %c5_i64_44 = arith.constant 5 : i64
          %105 = arith.cmpi slt, %104, %c5_i64_44 : i64
          scf.if %105 {
            %c8_i64_50 = arith.constant 8 : i64
            %111 = arith.muli %104, %c8_i64_50 : i64
            %112 = arith.addi %arg7, %111 : i64
            %113 = llvm.getelementptr %77[%112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %114 = llvm.load %113 : !llvm.ptr<3> -> f64
            memref.store %114, %alloca_19[] : memref<f64>
          }
          %c4_i64_45 = arith.constant 4 : i64
          %106 = arith.addi %102, %c4_i64_45 : i64
          %c5_i64_46 = arith.constant 5 : i64
          %107 = arith.cmpi slt, %106, %c5_i64_46 : i64
          scf.if %107 {
            %c8_i64_50 = arith.constant 8 : i64
            %111 = arith.muli %106, %c8_i64_50 : i64
            %112 = arith.addi %arg7, %111 : i64
            %113 = llvm.getelementptr %77[%112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %114 = llvm.load %113 : !llvm.ptr<3> -> f64
            memref.store %114, %alloca_20[] : memref<f64>
          }
          %c5_i64_47 = arith.constant 5 : i64
          %108 = arith.cmpi slt, %102, %c5_i64_47 : i64
          scf.if %108 {
            %cst = arith.constant 5.000000e-01 : f64
            %111 = memref.load %alloca_18[] : memref<f64>
            %112 = arith.mulf %cst, %111 : f64
            %c8_i64_50 = arith.constant 8 : i64
            %113 = arith.muli %102, %c8_i64_50 : i64
            %114 = arith.addi %arg7, %113 : i64
            %115 = llvm.getelementptr %76[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %112, %115 : f64, !llvm.ptr<1>
          }
          %c5_i64_48 = arith.constant 5 : i64
          %109 = arith.cmpi slt, %104, %c5_i64_48 : i64
          scf.if %109 {
            %cst = arith.constant 5.000000e-01 : f64
            %111 = memref.load %alloca_19[] : memref<f64>
            %112 = arith.mulf %cst, %111 : f64
            %c8_i64_50 = arith.constant 8 : i64
            %113 = arith.muli %104, %c8_i64_50 : i64
            %114 = arith.addi %arg7, %113 : i64
            %115 = llvm.getelementptr %76[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %112, %115 : f64, !llvm.ptr<1>
          }
          %c5_i64_49 = arith.constant 5 : i64
          %110 = arith.cmpi slt, %106, %c5_i64_49 : i64
          scf.if %110 {
            %cst = arith.constant 5.000000e-01 : f64
            %111 = memref.load %alloca_20[] : memref<f64>
            %112 = arith.mulf %cst, %111 : f64
            %c8_i64_50 = arith.constant 8 : i64
            %113 = arith.muli %106, %c8_i64_50 : i64
            %114 = arith.addi %arg7, %113 : i64
            %115 = llvm.getelementptr %76[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %112, %115 : f64, !llvm.ptr<1>
          }
        }
      }
      %c8_i64_27 = arith.constant 8 : i64
      %87 = arith.muli %72, %c8_i64_27 : i64
      %88 = llvm.getelementptr %70[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_28 = gpu.thread_id  x
      %89 = arith.index_cast %thread_id_x_28 : index to i64
      %c32_i64_29 = arith.constant 32 : i64
      %thread_id_y_30 = gpu.thread_id  y
      %90 = arith.index_cast %thread_id_y_30 : index to i64
      %91 = arith.muli %c32_i64_29, %90 : i64
      %92 = arith.addi %89, %91 : i64
      %c8_i64_31 = arith.constant 8 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg7 = %92 to %c8_i64_31 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_21[] : memref<f64>
        %c0_i64_38 = arith.constant 0 : i64
        %c5_i64_39 = arith.constant 5 : i64
        %c1_i64_40 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_38 to %c5_i64_39 step %c1_i64_40  : i64 {
          %102 = memref.load %alloca_21[] : memref<f64>
          %c8_i64_41 = arith.constant 8 : i64
          %103 = arith.muli %arg8, %c8_i64_41 : i64
          %104 = arith.addi %arg7, %103 : i64
          %105 = llvm.getelementptr %77[%104] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %106 = llvm.load %105 : !llvm.ptr<3> -> f64
          %107 = arith.addf %102, %106 : f64
          memref.store %107, %alloca_21[] : memref<f64>
        }
        %100 = memref.load %alloca_21[] : memref<f64>
        %101 = llvm.getelementptr %88[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %100, %101 : f64, !llvm.ptr<1>
      }
      gpu.barrier
      %c8_i64_32 = arith.constant 8 : i64
      %c0_i64 = arith.constant 0 : i64
      %93 = arith.maxsi %c8_i64_32, %c0_i64 : i64
      %c5_i64 = arith.constant 5 : i64
      %c0_i64_33 = arith.constant 0 : i64
      %94 = arith.maxsi %c5_i64, %c0_i64_33 : i64
      %95 = arith.muli %93, %94 : i64
      %thread_id_x_34 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_34 : index to i64
      %c32_i64_35 = arith.constant 32 : i64
      %thread_id_y_36 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_36 : index to i64
      %98 = arith.muli %c32_i64_35, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c64_i64_37 = arith.constant 64 : i64
      scf.for %arg7 = %99 to %95 step %c64_i64_37  : i64 {
        %100 = arith.remsi %arg7, %93 : i64
        %101 = arith.divsi %arg7, %93 : i64
        %c8_i64_38 = arith.constant 8 : i64
        %102 = arith.muli %101, %c8_i64_38 : i64
        %103 = arith.addi %100, %102 : i64
        %104 = llvm.getelementptr %76[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %105 = llvm.load %104 : !llvm.ptr<1> -> f64
        %c8_i64_39 = arith.constant 8 : i64
        %106 = arith.muli %101, %c8_i64_39 : i64
        %107 = arith.addi %100, %106 : i64
        %108 = llvm.getelementptr %77[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %109 = llvm.load %108 : !llvm.ptr<3> -> f64
        %110 = arith.addf %105, %109 : f64
        %c8_i64_40 = arith.constant 8 : i64
        %111 = arith.muli %101, %c8_i64_40 : i64
        %112 = arith.addi %100, %111 : i64
        %113 = llvm.getelementptr %76[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %110, %113 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
