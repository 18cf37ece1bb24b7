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
      %c7_i64 = arith.constant 7 : i64
      %79 = arith.minsi %78, %c7_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %81 = arith.minsi %80, %c4_i64 : i64
      %thread_id_y_21 = gpu.thread_id  y
      %82 = arith.index_cast %thread_id_y_21 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %83 = arith.addi %82, %c2_i64 : i64
      %c4_i64_22 = arith.constant 4 : i64
      %84 = arith.minsi %83, %c4_i64_22 : i64
      %thread_id_y_23 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_23 : index to i64
      %c4_i64_24 = arith.constant 4 : i64
      %86 = arith.addi %85, %c4_i64_24 : i64
      %c4_i64_25 = arith.constant 4 : i64
      %87 = arith.minsi %86, %c4_i64_25 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_26 = arith.constant 0.000000e+00 : f64
      memref.store %cst_26, %alloca_15[] : memref<f64>
      %cst_27 = arith.constant 0.000000e+00 : f64
      memref.store %cst_27, %alloca_16[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c8_i64_42 = arith.constant 8 : i64
        %103 = arith.muli %arg7, %c8_i64_42 : i64
        %104 = arith.addi %79, %103 : i64
        %105 = llvm.getelementptr %74[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %106 = llvm.load %105 : !llvm.ptr<1> -> f64
        %c6_i64_43 = arith.constant 6 : i64
        %107 = arith.muli %81, %c6_i64_43 : i64
        %108 = arith.addi %arg7, %107 : i64
        %109 = llvm.getelementptr %65[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %110 = llvm.load %109 : !llvm.ptr<1> -> f64
        %c6_i64_44 = arith.constant 6 : i64
        %111 = arith.muli %84, %c6_i64_44 : i64
        %112 = arith.addi %arg7, %111 : i64
        %113 = llvm.getelementptr %65[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %114 = llvm.load %113 : !llvm.ptr<1> -> f64
        %c6_i64_45 = arith.constant 6 : i64
        %115 = arith.muli %87, %c6_i64_45 : i64
        %116 = arith.addi %arg7, %115 : i64
        %117 = llvm.getelementptr %65[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %118 = llvm.load %117 : !llvm.ptr<1> -> f64
        %119 = memref.load %alloca[] : memref<f64>
        %120 = arith.mulf %106, %110 : f64
        %121 = arith.addf %119, %120 : f64
        memref.store %121, %alloca[] : memref<f64>
        %122 = memref.load %alloca_15[] : memref<f64>
        %123 = arith.mulf %106, %114 : f64
        %124 = arith.addf %122, %123 : f64
        memref.store %124, %alloca_15[] : memref<f64>
        %125 = memref.load %alloca_16[] : memref<f64>
        %126 = arith.mulf %106, %118 : f64
        %127 = arith.addf %125, %126 : f64
        memref.store %127, %alloca_16[] : memref<f64>
      }
      %c8_i64 = arith.constant 8 : i64
      %88 = arith.cmpi slt, %78, %c8_i64 : i64
      scf.if %88 {
        %c5_i64_42 = arith.constant 5 : i64
        %103 = arith.cmpi slt, %80, %c5_i64_42 : i64
        scf.if %103 {
          %106 = memref.load %alloca[] : memref<f64>
          %c8_i64_45 = arith.constant 8 : i64
          %107 = arith.muli %80, %c8_i64_45 : i64
          %108 = arith.addi %78, %107 : i64
          %109 = llvm.getelementptr %77[%108] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %106, %109 : f64, !llvm.ptr<3>
        }
        %c5_i64_43 = arith.constant 5 : i64
        %104 = arith.cmpi slt, %83, %c5_i64_43 : i64
        scf.if %104 {
          %106 = memref.load %alloca_15[] : memref<f64>
          %c8_i64_45 = arith.constant 8 : i64
          %107 = arith.muli %83, %c8_i64_45 : i64
          %108 = arith.addi %78, %107 : i64
          %109 = llvm.getelementptr %77[%108] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %106, %109 : f64, !llvm.ptr<3>
        }
        %c5_i64_44 = arith.constant 5 : i64
        %105 = arith.cmpi slt, %86, %c5_i64_44 : i64
        scf.if %105 {
          %106 = memref.load %alloca_16[] : memref<f64>
          %c8_i64_45 = arith.constant 8 : i64
          %107 = arith.muli %86, %c8_i64_45 : i64
          %108 = arith.addi %78, %107 : i64
          %109 = llvm.getelementptr %77[%108] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %106, %109 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_28 = gpu.thread_id  x
      %89 = arith.index_cast %thread_id_x_28 : index to i64
      %c8_i64_29 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %89 to %c8_i64_29 step %c32_i64  : i64 {
        %c0_i64_42 = arith.constant 0 : i64
        %c1_i64_43 = arith.constant 1 : i64
        %c1_i64_44 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_42 to %c1_i64_43 step %c1_i64_44  : i64 {
          %thread_id_y_45 = gpu.thread_id  y
          %103 = arith.index_cast %thread_id_y_45 : index to i64
          %c6_i64_46 = arith.constant 6 : i64
          %104 = arith.muli %arg8, %c6_i64_46 : i64
          %105 = arith.addi %103, %104 : i64
          %c5_i64_47 = arith.constant 5 : i64
          %106 = arith.cmpi slt, %105, %c5_i64_47 : i64
          scf.if %106 {
            %c8_i64_55 = arith.constant 8 : i64
            %114 = arith.muli %105, %c8_i64_55 : i64
            %115 = arith.addi %arg7, %114 : i64
            %116 = llvm.getelementptr %77[%115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %117 = llvm.load %116 : !llvm.ptr<3> -> f64
            memref.store %117, %alloca_17[] : memref<f64>
          }
          %c2_i64_48 = arith.constant 2 : i64
          %107 = arith.addi %105, %c2_i64_48 : i64
          %c5_i64_49 = arith.constant 5 : i64
          %108 = arith.cmpi slt, %107, %c5_i64_49 : i64
          scf.if %108 {
            %c8_i64_55 = arith.constant 8 : i64
            %114 = arith.muli %107, %c8_i64_55 : i64
            %115 = arith.addi %arg7, %114 : i64
            %116 = llvm.getelementptr %77[%115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %117 = llvm.load %116 : !llvm.ptr<3> -> f64
            memref.store %117, %alloca_18[] : memref<f64>
          }
          %c4_i64_50 = arith.constant 4 : i64
          %109 = arith.addi %105, %c4_i64_50 : i64
          %c5_i64_51 = arith.constant 5 : i64
          %110 = arith.cmpi slt, %109, %c5_i64_51 : i64
          scf.if %110 {
            %c8_i64_55 = arith.constant 8 : i64
            %114 = arith.muli %109, %c8_i64_55 : i64
            %115 = arith.addi %arg7, %114 : i64
            %116 = llvm.getelementptr %77[%115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %117 = llvm.load %116 : !llvm.ptr<3> -> f64
            memref.store %117, %alloca_19[] : memref<f64>
          }
          %c5_i64_52 = arith.constant 5 : i64
          %111 = arith.cmpi slt, %105, %c5_i64_52 : i64
          scf.if %111 {
            %cst_55 = arith.constant 5.000000e-01 : f64
            %114 = memref.load %alloca_17[] : memref<f64>
            %115 = arith.mulf %cst_55, %114 : f64
            %c8_i64_56 = arith.constant 8 : i64
            %116 = arith.muli %105, %c8_i64_56 : i64
            %117 = arith.addi %arg7, %116 : i64
            %118 = llvm.getelementptr %76[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %115, %118 : f64, !llvm.ptr<1>
          }
          %c5_i64_53 = arith.constant 5 : i64
          %112 = arith.cmpi slt, %107, %c5_i64_53 : i64
          scf.if %112 {
            %cst_55 = arith.constant 5.000000e-01 : f64
            %114 = memref.load %alloca_18[] : memref<f64>
            %115 = arith.mulf %cst_55, %114 : f64
            %c8_i64_56 = arith.constant 8 : i64
            %116 = arith.muli %107, %c8_i64_56 : i64
            %117 = arith.addi %arg7, %116 : i64
            %118 = llvm.getelementptr %76[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %115, %118 : f64, !llvm.ptr<1>
          }
          %c5_i64_54 = arith.constant 5 : i64
          %113 = arith.cmpi slt, %109, %c5_i64_54 : i64
          scf.if %113 {
            %cst_55 = arith.constant 5.000000e-01 : f64
            %114 = memref.load %alloca_19[] : memref<f64>
            %115 = arith.mulf %cst_55, %114 : f64
            %c8_i64_56 = arith.constant 8 : i64
            %116 = arith.muli %109, %c8_i64_56 : i64
            %117 = arith.addi %arg7, %116 : i64
            %118 = llvm.getelementptr %76[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %115, %118 : f64, !llvm.ptr<1>
          }
        }
      }
      %c8_i64_30 = arith.constant 8 : i64
      %90 = arith.muli %72, %c8_i64_30 : i64
      %91 = llvm.getelementptr %70[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_31 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_31 : index to i64
      %c32_i64_32 = arith.constant 32 : i64
      %thread_id_y_33 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_33 : index to i64
      %94 = arith.muli %c32_i64_32, %93 : i64
      %95 = arith.addi %92, %94 : i64
      %c8_i64_34 = arith.constant 8 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg7 = %95 to %c8_i64_34 step %c64_i64  : i64 {
        %cst_42 = arith.constant 0.000000e+00 : f64
        memref.store %cst_42, %alloca_20[] : memref<f64>
        %c0_i64_43 = arith.constant 0 : i64
        %c5_i64_44 = arith.constant 5 : i64
        %c1_i64_45 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_43 to %c5_i64_44 step %c1_i64_45  : i64 {
          %105 = memref.load %alloca_20[] : memref<f64>
          %c8_i64_46 = arith.constant 8 : i64
          %106 = arith.muli %arg8, %c8_i64_46 : i64
          %107 = arith.addi %arg7, %106 : i64
          %108 = llvm.getelementptr %77[%107] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %109 = llvm.load %108 : !llvm.ptr<3> -> f64
          %110 = arith.addf %105, %109 : f64
          memref.store %110, %alloca_20[] : memref<f64>
        }
        %103 = memref.load %alloca_20[] : memref<f64>
        %104 = llvm.getelementptr %91[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %103, %104 : f64, !llvm.ptr<1>
      }
      gpu.barrier
      %c8_i64_35 = arith.constant 8 : i64
      %c0_i64_36 = arith.constant 0 : i64
      %96 = arith.maxsi %c8_i64_35, %c0_i64_36 : i64
      %c5_i64 = arith.constant 5 : i64
      %c0_i64_37 = arith.constant 0 : i64
      %97 = arith.maxsi %c5_i64, %c0_i64_37 : i64
      %98 = arith.muli %96, %97 : i64
      %thread_id_x_38 = gpu.thread_id  x
      %99 = arith.index_cast %thread_id_x_38 : index to i64
      %c32_i64_39 = arith.constant 32 : i64
      %thread_id_y_40 = gpu.thread_id  y
      %100 = arith.index_cast %thread_id_y_40 : index to i64
      %101 = arith.muli %c32_i64_39, %100 : i64
      %102 = arith.addi %99, %101 : i64
      %c64_i64_41 = arith.constant 64 : i64
      scf.for %arg7 = %102 to %98 step %c64_i64_41  : i64 {
        %103 = arith.remsi %arg7, %96 : i64
        %104 = arith.divsi %arg7, %96 : i64
        %c8_i64_42 = arith.constant 8 : i64
        %105 = arith.muli %104, %c8_i64_42 : i64
        %106 = arith.addi %103, %105 : i64
        %107 = llvm.getelementptr %76[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %108 = llvm.load %107 : !llvm.ptr<1> -> f64
        %c8_i64_43 = arith.constant 8 : i64
        %109 = arith.muli %104, %c8_i64_43 : i64
        %110 = arith.addi %103, %109 : i64
        %111 = llvm.getelementptr %77[%110] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %112 = llvm.load %111 : !llvm.ptr<3> -> f64
        %113 = arith.addf %108, %112 : f64
        %c8_i64_44 = arith.constant 8 : i64
        %114 = arith.muli %104, %c8_i64_44 : i64
        %115 = arith.addi %103, %114 : i64
        %116 = llvm.getelementptr %76[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %113, %116 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
