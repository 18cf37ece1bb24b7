module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<320 x i8>
    gpu.func @chain(%arg0: memref<8x6x?xf64, strided<[1, 8, 48]>, 1>, %arg1: memref<6x5xf64, strided<[1, 6]>, 1>, %arg2: memref<8x5x?xf64, strided<[1, 8, 40]>, 1>, %arg3: memref<8x?xf64, strided<[1, 8]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x6x?xf64, strided<[1, 8, 48]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x6x?xf64, strided<[1, 8, 48]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<6x5xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<6x5xf64, strided<[1, 6]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<8x?xf64, strided<[1, 8]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<8x?xf64, strided<[1, 8]>, 1> -> index
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
      %block_id_x = gpu.block_id  x
      %11 = arith.index_cast %block_id_x : index to i64
      %c48_i64 = arith.constant 48 : i64
      %12 = arith.muli %11, %c48_i64 : i64
      %13 = llvm.getelementptr %1[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c40_i64 = arith.constant 40 : i64
      %14 = arith.muli %11, %c40_i64 : i64
      %15 = llvm.getelementptr %6[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %16 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %18 = arith.index_cast %thread_id_y : index to i64
      %19 = arith.muli %c32_i64, %18 : i64
      %20 = arith.addi %17, %19 : i64
      %c32_i64_22 = arith.constant 32 : i64
      %21 = arith.divsi %20, %c32_i64_22 : i64
      %c32_i64_23 = arith.constant 32 : i64
      %22 = arith.remsi %20, %c32_i64_23 : i64
      %c4_i64 = arith.constant 4 : i64
      %23 = arith.divsi %22, %c4_i64 : i64
      %c4_i64_24 = arith.constant 4 : i64
      %24 = arith.remsi %22, %c4_i64_24 : i64
      %c1_i64 = arith.constant 1 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg4 = %21 to %c1_i64 step %c2_i64  : i64 {
        %c1_i64_37 = arith.constant 1 : i64
        %36 = arith.remsi %arg4, %c1_i64_37 : i64
        %c1_i64_38 = arith.constant 1 : i64
        %37 = arith.divsi %arg4, %c1_i64_38 : i64
        %c8_i64_39 = arith.constant 8 : i64
        %38 = arith.muli %36, %c8_i64_39 : i64
        %c8_i64_40 = arith.constant 8 : i64
        %39 = arith.muli %37, %c8_i64_40 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_41 = arith.constant 0.000000e+00 : f64
        memref.store %cst_41, %alloca_15[] : memref<f64>
        %40 = arith.addi %38, %23 : i64
        %41 = arith.addi %39, %23 : i64
        %c4_i64_42 = arith.constant 4 : i64
        %42 = arith.minsi %41, %c4_i64_42 : i64
        %c0_i64 = arith.constant 0 : i64
        %c4_i64_43 = arith.constant 4 : i64
        %c4_i64_44 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64 to %c4_i64_43 step %c4_i64_44  : i64 {
          %73 = arith.addi %arg5, %24 : i64
          %74 = arith.addi %arg5, %24 : i64
          %c8_i64_56 = arith.constant 8 : i64
          %75 = arith.muli %73, %c8_i64_56 : i64
          %76 = arith.addi %40, %75 : i64
          %77 = llvm.getelementptr %13[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %78 = llvm.load %77 : !llvm.ptr<1> -> f64
          %c6_i64_57 = arith.constant 6 : i64
          %79 = arith.muli %42, %c6_i64_57 : i64
          %80 = arith.addi %74, %79 : i64
          %81 = llvm.getelementptr %4[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %82 = llvm.load %81 : !llvm.ptr<1> -> f64
          %83 = memref.load %alloca[] : memref<f64>
          %84 = memref.load %alloca_15[] : memref<f64>
          %85 = nvvm.mma.sync A[%78]  B[%82]  C[%83, %84]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %86 = llvm.extractvalue %85[0] : !llvm.struct<(f64, f64)> 
          memref.store %86, %alloca[] : memref<f64>
          %87 = llvm.extractvalue %85[1] : !llvm.struct<(f64, f64)> 
          memref.store %87, %alloca_15[] : memref<f64>
        }
        %c4_i64_45 = arith.constant 4 : i64
        %43 = arith.addi %c4_i64_45, %24 : i64
        %c4_i64_46 = arith.constant 4 : i64
        %44 = arith.addi %c4_i64_46, %24 : i64
        %c5_i64 = arith.constant 5 : i64
        %45 = arith.minsi %43, %c5_i64 : i64
        %c8_i64_47 = arith.constant 8 : i64
        %46 = arith.muli %45, %c8_i64_47 : i64
        %47 = arith.addi %40, %46 : i64
        %48 = llvm.getelementptr %13[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %49 = llvm.load %48 : !llvm.ptr<1> -> f64
        memref.store %49, %alloca_16[] : memref<f64>
        %c6_i64 = arith.constant 6 : i64
        %50 = arith.cmpi sge, %43, %c6_i64 : i64
        scf.if %50 {
          %cst_56 = arith.constant 0.000000e+00 : f64
          memref.store %cst_56, %alloca_16[] : memref<f64>
        }
        %c5_i64_48 = arith.constant 5 : i64
        %51 = arith.minsi %44, %c5_i64_48 : i64
        %c6_i64_49 = arith.constant 6 : i64
        %52 = arith.muli %42, %c6_i64_49 : i64
        %53 = arith.addi %51, %52 : i64
        %54 = llvm.getelementptr %4[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %55 = llvm.load %54 : !llvm.ptr<1> -> f64
        memref.store %55, %alloca_17[] : memref<f64>
        %c6_i64_50 = arith.constant 6 : i64
        %56 = arith.cmpi sge, %44, %c6_i64_50 : i64
        scf.if %56 {
          %cst_56 = arith.constant 0.000000e+00 : f64
          memref.store %cst_56, %alloca_17[] : memref<f64>
        }
        %57 = memref.load %alloca_16[] : memref<f64>
        %58 = memref.load %alloca_17[] : memref<f64>
        %59 = memref.load %alloca[] : memref<f64>
        %60 = memref.load %alloca_15[] : memref<f64>
        %61 = nvvm.mma.sync A[%57]  B[%58]  C[%59, %60]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %62 = llvm.extractvalue %61[0] : !llvm.struct<(f64, f64)> 
        memref.store %62, %alloca[] : memref<f64>
        %63 = llvm.extractvalue %61[1] : !llvm.struct<(f64, f64)> 
        memref.store %63, %alloca_15[] : memref<f64>
        %64 = arith.addi %38, %23 : i64
        %c2_i64_51 = arith.constant 2 : i64
        %65 = arith.muli %24, %c2_i64_51 : i64
        %66 = arith.addi %39, %65 : i64
        %c5_i64_52 = arith.constant 5 : i64
        %67 = arith.cmpi slt, %66, %c5_i64_52 : i64
        scf.if %67 {
          %73 = memref.load %alloca[] : memref<f64>
          %c8_i64_56 = arith.constant 8 : i64
          %74 = arith.muli %66, %c8_i64_56 : i64
          %75 = arith.addi %64, %74 : i64
          %76 = llvm.getelementptr %16[%75] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %73, %76 : f64, !llvm.ptr<3>
        }
        %68 = arith.addi %38, %23 : i64
        %c2_i64_53 = arith.constant 2 : i64
        %69 = arith.muli %24, %c2_i64_53 : i64
        %c1_i64_54 = arith.constant 1 : i64
        %70 = arith.addi %69, %c1_i64_54 : i64
        %71 = arith.addi %39, %70 : i64
        %c5_i64_55 = arith.constant 5 : i64
        %72 = arith.cmpi slt, %71, %c5_i64_55 : i64
        scf.if %72 {
          %73 = memref.load %alloca_15[] : memref<f64>
          %c8_i64_56 = arith.constant 8 : i64
          %74 = arith.muli %71, %c8_i64_56 : i64
          %75 = arith.addi %68, %74 : i64
          %76 = llvm.getelementptr %16[%75] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %73, %76 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_25 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_25 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c32_i64_26 = arith.constant 32 : i64
      scf.for %arg4 = %25 to %c8_i64 step %c32_i64_26  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64_37 = arith.constant 1 : i64
        %c1_i64_38 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64 to %c1_i64_37 step %c1_i64_38  : i64 {
          %thread_id_y_39 = gpu.thread_id  y
          %36 = arith.index_cast %thread_id_y_39 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %37 = arith.muli %arg5, %c6_i64 : i64
          %38 = arith.addi %36, %37 : i64
          %c5_i64 = arith.constant 5 : i64
          %39 = arith.cmpi slt, %38, %c5_i64 : i64
          scf.if %39 {
            %c8_i64_47 = arith.constant 8 : i64
            %47 = arith.muli %38, %c8_i64_47 : i64
            %48 = arith.addi %arg4, %47 : i64
            %49 = llvm.getelementptr %16[%48] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %50 = llvm.load %49 : !llvm.ptr<3> -> f64
            memref.store %50, %alloca_18[] : memref<f64>
          }
          %c2_i64_40 = arith.constant 2 : i64
          %40 = arith.addi %38, %c2_i64_40 : i64
          %c5_i64_41 = arith.constant 5 : i64
          %41 = arith.cmpi slt, %40, %c5_i64_41 : i64
          scf.if %41 {
            %c8_i64_47 = arith.constant 8 : i64
            %47 = arith.muli %40, %c8_i64_47 : i64
            %48 = arith.addi %arg4, %47 : i64
            %49 = llvm.getelementptr %16[%48] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %50 = llvm.load %49 : !llvm.ptr<3> -> f64
            memref.store %50, %alloca_19[] : memref<f64>
          }
          %c4_i64_42 = arith.constant 4 : i64
          %42 = arith.addi %38, %c4_i64_42 : i64
          %c5_i64_43 = arith.constant 5 : i64
          %43 = arith.cmpi slt, %42, %c5_i64_43 : i64
          scf.if %43 {
            %c8_i64_47 = arith.constant 8 : i64
            %47 = arith.muli %42, %c8_i64_47 : i64
            %48 = arith.addi %arg4, %47 : i64
            %49 = llvm.getelementptr %16[%48] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %50 = llvm.load %49 : !llvm.ptr<3> -> f64
            memref.store %50, %alloca_20[] : memref<f64>
          }
          %c5_i64_44 = arith.constant 5 : i64
          %44 = arith.cmpi slt, %38, %c5_i64_44 : i64
          scf.if %44 {
            %cst = arith.constant 5.000000e-01 : f64
            %47 = memref.load %alloca_18[] : memref<f64>
            %48 = arith.mulf %cst, %47 : f64
            %c8_i64_47 = arith.constant 8 : i64
            %49 = arith.muli %38, %c8_i64_47 : i64
            %50 = arith.addi %arg4, %49 : i64
            %51 = llvm.getelementptr %15[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %48, %51 : f64, !llvm.ptr<1>
          }
          %c5_i64_45 = arith.constant 5 : i64
          %45 = arith.cmpi slt, %40, %c5_i64_45 : i64
          scf.if %45 {
            %cst = arith.constant 5.000000e-01 : f64
            %47 = memref.load %alloca_19[] : memref<f64>
            %48 = arith.mulf %cst, %47 : f64
            %c8_i64_47 = arith.constant 8 : i64
            %49 = arith.muli %40, %c8_i64_47 : i64
            %50 = arith.addi %arg4, %49 : i64
            %51 = llvm.getelementptr %15[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %48, %51 : f64, !llvm.ptr<1>
          }
          %c5_i64_46 = arith.constant 5 : i64
          %46 = arith.cmpi slt, %42, %c5_i64_46 : i64
          scf.if %46 {
            %cst = arith.constant 5.000000e-01 : f64
            %47 = memref.load %alloca_20[] : memref<f64>
            %48 = arith.mulf %cst, %47 : f64
            %c8_i64_47 = arith.constant 8 : i64
            %49 = arith.muli %42, %c8_i64_47 : i64
            %50 = arith.addi %arg4, %49 : i64
            %51 = llvm.getelementptr %15[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %48, %51 : f64, !llvm.ptr<1>
          }
        }
      }
      %c8_i64_27 = arith.constant 8 : i64
      %26 = arith.muli %11, %c8_i64_27 : i64
      %27 = llvm.getelementptr %9[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_28 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_28 : index to i64
      %c32_i64_29 = arith.constant 32 : i64
      %thread_id_y_30 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_30 : index to i64
      %30 = arith.muli %c32_i64_29, %29 : i64
      %31 = arith.addi %28, %30 : i64
      %c8_i64_31 = arith.constant 8 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg4 = %31 to %c8_i64_31 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_21[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64_37 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64 to %c5_i64 step %c1_i64_37  : i64 {
          %38 = memref.load %alloca_21[] : memref<f64>
          %c8_i64_38 = arith.constant 8 : i64
          %39 = arith.muli %arg5, %c8_i64_38 : i64
          %40 = arith.addi %arg4, %39 : i64
          %41 = llvm.getelementptr %16[%40] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %42 = llvm.load %41 : !llvm.ptr<3> -> f64
          %43 = arith.addf %38, %42 : f64
          memref.store %43, %alloca_21[] : memref<f64>
        }
        %36 = memref.load %alloca_21[] : memref<f64>
        %37 = llvm.getelementptr %27[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %36, %37 : f64, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_32 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_32 : index to i64
      %c32_i64_33 = arith.constant 32 : i64
      %thread_id_y_34 = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y_34 : index to i64
      %34 = arith.muli %c32_i64_33, %33 : i64
      %35 = arith.addi %32, %34 : i64
      %c40_i64_35 = arith.constant 40 : i64
      %c64_i64_36 = arith.constant 64 : i64
      scf.for %arg4 = %35 to %c40_i64_35 step %c64_i64_36  : i64 {
        %36 = llvm.getelementptr %15[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %37 = llvm.load %36 : !llvm.ptr<1> -> f64
        %38 = llvm.getelementptr %16[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %39 = llvm.load %38 : !llvm.ptr<3> -> f64
        %40 = arith.addf %37, %39 : f64
        %41 = llvm.getelementptr %15[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %40, %41 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
