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
        %c1_i64_38 = arith.constant 1 : i64
        %39 = arith.remsi %arg4, %c1_i64_38 : i64
        %c1_i64_39 = arith.constant 1 : i64
        %40 = arith.divsi %arg4, %c1_i64_39 : i64
        %c8_i64_40 = arith.constant 8 : i64
        %41 = arith.muli %39, %c8_i64_40 : i64
        %c8_i64_41 = arith.constant 8 : i64
        %42 = arith.muli %40, %c8_i64_41 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_42 = arith.constant 0.000000e+00 : f64
        memref.store %cst_42, %alloca_15[] : memref<f64>
        %43 = arith.addi %41, %23 : i64
        %44 = arith.addi %42, %23 : i64
        %c4_i64_43 = arith.constant 4 : i64
        %45 = arith.minsi %44, %c4_i64_43 : i64
        %c0_i64_44 = arith.constant 0 : i64
        %c4_i64_45 = arith.constant 4 : i64
        %c4_i64_46 = arith.constant 4 : i64
        scf.for %arg5 = %c0_i64_44 to %c4_i64_45 step %c4_i64_46  : i64 {
          %76 = arith.addi %arg5, %24 : i64
          %77 = arith.addi %arg5, %24 : i64
          %c8_i64_59 = arith.constant 8 : i64
          %78 = arith.muli %76, %c8_i64_59 : i64
          %79 = arith.addi %43, %78 : i64
          %80 = llvm.getelementptr %13[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %81 = llvm.load %80 : !llvm.ptr<1> -> f64
          %c6_i64_60 = arith.constant 6 : i64
          %82 = arith.muli %45, %c6_i64_60 : i64
          %83 = arith.addi %77, %82 : i64
          %84 = llvm.getelementptr %4[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %85 = llvm.load %84 : !llvm.ptr<1> -> f64
          %86 = memref.load %alloca[] : memref<f64>
          %87 = memref.load %alloca_15[] : memref<f64>
          %88 = nvvm.mma.sync A[%81]  B[%85]  C[%86, %87]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %89 = llvm.extractvalue %88[0] : !llvm.struct<(f64, f64)> 
          memref.store %89, %alloca[] : memref<f64>
          %90 = llvm.extractvalue %88[1] : !llvm.struct<(f64, f64)> 
          memref.store %90, %alloca_15[] : memref<f64>
        }
        %c4_i64_47 = arith.constant 4 : i64
        %46 = arith.addi %c4_i64_47, %24 : i64
        %c4_i64_48 = arith.constant 4 : i64
        %47 = arith.addi %c4_i64_48, %24 : i64
        %c5_i64_49 = arith.constant 5 : i64
        %48 = arith.minsi %46, %c5_i64_49 : i64
        %c8_i64_50 = arith.constant 8 : i64
        %49 = arith.muli %48, %c8_i64_50 : i64
        %50 = arith.addi %43, %49 : i64
        %51 = llvm.getelementptr %13[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %52 = llvm.load %51 : !llvm.ptr<1> -> f64
        memref.store %52, %alloca_16[] : memref<f64>
        %c6_i64 = arith.constant 6 : i64
        %53 = arith.cmpi sge, %46, %c6_i64 : i64
        scf.if %53 {
          %cst_59 = arith.constant 0.000000e+00 : f64
          memref.store %cst_59, %alloca_16[] : memref<f64>
        }
        %c5_i64_51 = arith.constant 5 : i64
        %54 = arith.minsi %47, %c5_i64_51 : i64
        %c6_i64_52 = arith.constant 6 : i64
        %55 = arith.muli %45, %c6_i64_52 : i64
        %56 = arith.addi %54, %55 : i64
        %57 = llvm.getelementptr %4[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %58 = llvm.load %57 : !llvm.ptr<1> -> f64
        memref.store %58, %alloca_17[] : memref<f64>
        %c6_i64_53 = arith.constant 6 : i64
        %59 = arith.cmpi sge, %47, %c6_i64_53 : i64
        scf.if %59 {
          %cst_59 = arith.constant 0.000000e+00 : f64
          memref.store %cst_59, %alloca_17[] : memref<f64>
        }
        %60 = memref.load %alloca_16[] : memref<f64>
        %61 = memref.load %alloca_17[] : memref<f64>
        %62 = memref.load %alloca[] : memref<f64>
        %63 = memref.load %alloca_15[] : memref<f64>
        %64 = nvvm.mma.sync A[%60]  B[%61]  C[%62, %63]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %65 = llvm.extractvalue %64[0] : !llvm.struct<(f64, f64)> 
        memref.store %65, %alloca[] : memref<f64>
        %66 = llvm.extractvalue %64[1] : !llvm.struct<(f64, f64)> 
        memref.store %66, %alloca_15[] : memref<f64>
        %67 = arith.addi %41, %23 : i64
        %c2_i64_54 = arith.constant 2 : i64
        %68 = arith.muli %24, %c2_i64_54 : i64
        %69 = arith.addi %42, %68 : i64
        %c5_i64_55 = arith.constant 5 : i64
        %70 = arith.cmpi slt, %69, %c5_i64_55 : i64
        scf.if %70 {
          %76 = memref.load %alloca[] : memref<f64>
          %c8_i64_59 = arith.constant 8 : i64
          %77 = arith.muli %69, %c8_i64_59 : i64
          %78 = arith.addi %67, %77 : i64
          %79 = llvm.getelementptr %16[%78] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %76, %79 : f64, !llvm.ptr<3>
        }
        %71 = arith.addi %41, %23 : i64
        %c2_i64_56 = arith.constant 2 : i64
        %72 = arith.muli %24, %c2_i64_56 : i64
        %c1_i64_57 = arith.constant 1 : i64
        %73 = arith.addi %72, %c1_i64_57 : i64
        %74 = arith.addi %42, %73 : i64
        %c5_i64_58 = arith.constant 5 : i64
        %75 = arith.cmpi slt, %74, %c5_i64_58 : i64
        scf.if %75 {
          %76 = memref.load %alloca_15[] : memref<f64>
          %c8_i64_59 = arith.constant 8 : i64
          %77 = arith.muli %74, %c8_i64_59 : i64
          %78 = arith.addi %71, %77 : i64
          %79 = llvm.getelementptr %16[%78] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %76, %79 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_25 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_25 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c32_i64_26 = arith.constant 32 : i64
      scf.for %arg4 = %25 to %c8_i64 step %c32_i64_26  : i64 {
        %c0_i64_38 = arith.constant 0 : i64
        %c1_i64_39 = arith.constant 1 : i64
        %c1_i64_40 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_38 to %c1_i64_39 step %c1_i64_40  : i64 {
          %thread_id_y_41 = gpu.thread_id  y
          %39 = arith.index_cast %thread_id_y_41 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %40 = arith.muli %arg5, %c6_i64 : i64
          %41 = arith.addi %39, %40 : i64
          %c5_i64_42 = arith.constant 5 : i64
          %42 = arith.cmpi slt, %41, %c5_i64_42 : i64
          scf.if %42 {
            %c8_i64_50 = arith.constant 8 : i64
            %50 = arith.muli %41, %c8_i64_50 : i64
            %51 = arith.addi %arg4, %50 : i64
            %52 = llvm.getelementptr %16[%51] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %53 = llvm.load %52 : !llvm.ptr<3> -> f64
            memref.store %53, %alloca_18[] : memref<f64>
          }
          %c2_i64_43 = arith.constant 2 : i64
          %43 = arith.addi %41, %c2_i64_43 : i64
          %c5_i64_44 = arith.constant 5 : i64
          %44 = arith.cmpi slt, %43, %c5_i64_44 : i64
          scf.if %44 {
            %c8_i64_50 = arith.constant 8 : i64
            %50 = arith.muli %43, %c8_i64_50 : i64
            %51 = arith.addi %arg4, %50 : i64
            %52 = llvm.getelementptr %16[%51] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %53 = llvm.load %52 : !llvm.ptr<3> -> f64
            memref.store %53, %alloca_19[] : memref<f64>
          }
          %c4_i64_45 = arith.constant 4 : i64
          %45 = arith.addi %41, %c4_i64_45 : i64
          %c5_i64_46 = arith.constant 5 : i64
          %46 = arith.cmpi slt, %45, %c5_i64_46 : i64
          scf.if %46 {
            %c8_i64_50 = arith.constant 8 : i64
            %50 = arith.muli %45, %c8_i64_50 : i64
            %51 = arith.addi %arg4, %50 : i64
            %52 = llvm.getelementptr %16[%51] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %53 = llvm.load %52 : !llvm.ptr<3> -> f64
            memref.store %53, %alloca_20[] : memref<f64>
          }
          %c5_i64_47 = arith.constant 5 : i64
          %47 = arith.cmpi slt, %41, %c5_i64_47 : i64
          scf.if %47 {
            %cst = arith.constant 5.000000e-01 : f64
            %50 = memref.load %alloca_18[] : memref<f64>
            %51 = arith.mulf %cst, %50 : f64
            %c8_i64_50 = arith.constant 8 : i64
            %52 = arith.muli %41, %c8_i64_50 : i64
            %53 = arith.addi %arg4, %52 : i64
            %54 = llvm.getelementptr %15[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %51, %54 : f64, !llvm.ptr<1>
          }
          %c5_i64_48 = arith.constant 5 : i64
          %48 = arith.cmpi slt, %43, %c5_i64_48 : i64
          scf.if %48 {
            %cst = arith.constant 5.000000e-01 : f64
            %50 = memref.load %alloca_19[] : memref<f64>
            %51 = arith.mulf %cst, %50 : f64
            %c8_i64_50 = arith.constant 8 : i64
            %52 = arith.muli %43, %c8_i64_50 : i64
            %53 = arith.addi %arg4, %52 : i64
            %54 = llvm.getelementptr %15[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %51, %54 : f64, !llvm.ptr<1>
          }
          %c5_i64_49 = arith.constant 5 : i64
          %49 = arith.cmpi slt, %45, %c5_i64_49 : i64
          scf.if %49 {
            %cst = arith.constant 5.000000e-01 : f64
            %50 = memref.load %alloca_20[] : memref<f64>
            %51 = arith.mulf %cst, %50 : f64
            %c8_i64_50 = arith.constant 8 : i64
            %52 = arith.muli %45, %c8_i64_50 : i64
            %53 = arith.addi %arg4, %52 : i64
            %54 = llvm.getelementptr %15[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %51, %54 : f64, !llvm.ptr<1>
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
        %c0_i64_38 = arith.constant 0 : i64
        %c5_i64_39 = arith.constant 5 : i64
        %c1_i64_40 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_38 to %c5_i64_39 step %c1_i64_40  : i64 {
          %41 = memref.load %alloca_21[] : memref<f64>
          %c8_i64_41 = arith.constant 8 : i64
          %42 = arith.muli %arg5, %c8_i64_41 : i64
          %43 = arith.addi %arg4, %42 : i64
          %44 = llvm.getelementptr %16[%43] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %45 = llvm.load %44 : !llvm.ptr<3> -> f64
          %46 = arith.addf %41, %45 : f64
          memref.store %46, %alloca_21[] : memref<f64>
        }
        %39 = memref.load %alloca_21[] : memref<f64>
        %40 = llvm.getelementptr %27[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %39, %40 : f64, !llvm.ptr<1>
      }
      gpu.barrier
      %c8_i64_32 = arith.constant 8 : i64
      %c0_i64 = arith.constant 0 : i64
      %32 = arith.maxsi %c8_i64_32, %c0_i64 : i64
      %c5_i64 = arith.constant 5 : i64
      %c0_i64_33 = arith.constant 0 : i64
      %33 = arith.maxsi %c5_i64, %c0_i64_33 : i64
      %34 = arith.muli %32, %33 : i64
      %thread_id_x_34 = gpu.thread_id  x
      %35 = arith.index_cast %thread_id_x_34 : index to i64
      %c32_i64_35 = arith.constant 32 : i64
      %thread_id_y_36 = gpu.thread_id  y
      %36 = arith.index_cast %thread_id_y_36 : index to i64
      %37 = arith.muli %c32_i64_35, %36 : i64
      %38 = arith.addi %35, %37 : i64
      %c64_i64_37 = arith.constant 64 : i64
      scf.for %arg4 = %38 to %34 step %c64_i64_37  : i64 {
        %39 = arith.remsi %arg4, %32 : i64
        %40 = arith.divsi %arg4, %32 : i64
        %c8_i64_38 = arith.constant 8 : i64
        %41 = arith.muli %40, %c8_i64_38 : i64
        %42 = arith.addi %39, %41 : i64
        %43 = llvm.getelementptr %15[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %44 = llvm.load %43 : !llvm.ptr<1> -> f64
        %c8_i64_39 = arith.constant 8 : i64
        %45 = arith.muli %40, %c8_i64_39 : i64
        %46 = arith.addi %39, %45 : i64
        %47 = llvm.getelementptr %16[%46] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %48 = llvm.load %47 : !llvm.ptr<3> -> f64
        %49 = arith.addf %44, %48 : f64
        %c8_i64_40 = arith.constant 8 : i64
        %50 = arith.muli %40, %c8_i64_40 : i64
        %51 = arith.addi %39, %50 : i64
        %52 = llvm.getelementptr %15[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %49, %52 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
