module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tr(%arg0: memref<48x32x?xf32, strided<[1, 48, 1536]>, 1>, %arg1: memref<32x48x?xf32, strided<[1, 32, 1536]>, 1>, %arg2: memref<24x16x?xf64, strided<[1, 24, 384]>, 1>, %arg3: memref<16x24x?xf64, strided<[1, 16, 384]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 8, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<48x32x?xf32, strided<[1, 48, 1536]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<48x32x?xf32, strided<[1, 48, 1536]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<32x48x?xf32, strided<[1, 32, 1536]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<32x48x?xf32, strided<[1, 32, 1536]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<24x16x?xf64, strided<[1, 24, 384]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<24x16x?xf64, strided<[1, 24, 384]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<16x24x?xf64, strided<[1, 16, 384]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x24x?xf64, strided<[1, 16, 384]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %c1536_i64 = arith.constant 1536 : i64
      %13 = arith.muli %12, %c1536_i64 : i64
      %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1536_i64_22 = arith.constant 1536 : i64
      %15 = arith.muli %12, %c1536_i64_22 : i64
      %16 = llvm.getelementptr %4[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64 = arith.constant 384 : i64
      %17 = arith.muli %12, %c384_i64 : i64
      %18 = llvm.getelementptr %7[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c384_i64_23 = arith.constant 384 : i64
      %19 = arith.muli %12, %c384_i64_23 : i64
      %20 = llvm.getelementptr %10[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %21 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %c32_i64_24 = arith.constant 32 : i64
      scf.for %arg4 = %21 to %c32_i64 step %c32_i64_24  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c2_i64 = arith.constant 2 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64 to %c2_i64 step %c1_i64  : i64 {
          %thread_id_y = gpu.thread_id  y
          %23 = arith.index_cast %thread_id_y : index to i64
          %c32_i64_27 = arith.constant 32 : i64
          %24 = arith.muli %arg5, %c32_i64_27 : i64
          %25 = arith.addi %23, %24 : i64
          %c48_i64 = arith.constant 48 : i64
          %26 = arith.cmpi slt, %25, %c48_i64 : i64
          scf.if %26 {
            %c48_i64_36 = arith.constant 48 : i64
            %37 = arith.muli %arg4, %c48_i64_36 : i64
            %38 = arith.addi %25, %37 : i64
            %39 = llvm.getelementptr %14[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %40 = llvm.load %39 : !llvm.ptr<1> -> f32
            memref.store %40, %alloca[] : memref<f32>
            %c32_i64_37 = arith.constant 32 : i64
            %41 = arith.muli %25, %c32_i64_37 : i64
            %42 = arith.addi %arg4, %41 : i64
            %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %44 = llvm.load %43 : !llvm.ptr<1> -> f32
            memref.store %44, %alloca_15[] : memref<f32>
          }
          %c8_i64 = arith.constant 8 : i64
          %27 = arith.addi %25, %c8_i64 : i64
          %c48_i64_28 = arith.constant 48 : i64
          %28 = arith.cmpi slt, %27, %c48_i64_28 : i64
          scf.if %28 {
            %c48_i64_36 = arith.constant 48 : i64
            %37 = arith.muli %arg4, %c48_i64_36 : i64
            %38 = arith.addi %27, %37 : i64
            %39 = llvm.getelementptr %14[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %40 = llvm.load %39 : !llvm.ptr<1> -> f32
            memref.store %40, %alloca_16[] : memref<f32>
            %c32_i64_37 = arith.constant 32 : i64
            %41 = arith.muli %27, %c32_i64_37 : i64
            %42 = arith.addi %arg4, %41 : i64
            %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %44 = llvm.load %43 : !llvm.ptr<1> -> f32
            memref.store %44, %alloca_17[] : memref<f32>
          }
          %c16_i64_29 = arith.constant 16 : i64
          %29 = arith.addi %25, %c16_i64_29 : i64
          %c48_i64_30 = arith.constant 48 : i64
          %30 = arith.cmpi slt, %29, %c48_i64_30 : i64
          scf.if %30 {
            %c48_i64_36 = arith.constant 48 : i64
            %37 = arith.muli %arg4, %c48_i64_36 : i64
            %38 = arith.addi %29, %37 : i64
            %39 = llvm.getelementptr %14[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %40 = llvm.load %39 : !llvm.ptr<1> -> f32
            memref.store %40, %alloca_18[] : memref<f32>
            %c32_i64_37 = arith.constant 32 : i64
            %41 = arith.muli %29, %c32_i64_37 : i64
            %42 = arith.addi %arg4, %41 : i64
            %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %44 = llvm.load %43 : !llvm.ptr<1> -> f32
            memref.store %44, %alloca_19[] : memref<f32>
          }
          %c24_i64 = arith.constant 24 : i64
          %31 = arith.addi %25, %c24_i64 : i64
          %c48_i64_31 = arith.constant 48 : i64
          %32 = arith.cmpi slt, %31, %c48_i64_31 : i64
          scf.if %32 {
            %c48_i64_36 = arith.constant 48 : i64
            %37 = arith.muli %arg4, %c48_i64_36 : i64
            %38 = arith.addi %31, %37 : i64
            %39 = llvm.getelementptr %14[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %40 = llvm.load %39 : !llvm.ptr<1> -> f32
            memref.store %40, %alloca_20[] : memref<f32>
            %c32_i64_37 = arith.constant 32 : i64
            %41 = arith.muli %31, %c32_i64_37 : i64
            %42 = arith.addi %arg4, %41 : i64
            %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %44 = llvm.load %43 : !llvm.ptr<1> -> f32
            memref.store %44, %alloca_21[] : memref<f32>
          }
          %c48_i64_32 = arith.constant 48 : i64
          %33 = arith.cmpi slt, %25, %c48_i64_32 : i64
          scf.if %33 {
            %37 = memref.load %alloca_15[] : memref<f32>
            %cst = arith.constant 1.500000e+00 : f32
            %38 = memref.load %alloca[] : memref<f32>
            %39 = arith.mulf %cst, %38 : f32
            %40 = arith.addf %37, %39 : f32
            %c32_i64_36 = arith.constant 32 : i64
            %41 = arith.muli %25, %c32_i64_36 : i64
            %42 = arith.addi %arg4, %41 : i64
            %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %40, %43 : f32, !llvm.ptr<1>
          }
          %c48_i64_33 = arith.constant 48 : i64
          %34 = arith.cmpi slt, %27, %c48_i64_33 : i64
          scf.if %34 {
            %37 = memref.load %alloca_17[] : memref<f32>
            %cst = arith.constant 1.500000e+00 : f32
            %38 = memref.load %alloca_16[] : memref<f32>
            %39 = arith.mulf %cst, %38 : f32
            %40 = arith.addf %37, %39 : f32
            %c32_i64_36 = arith.constant 32 : i64
            %41 = arith.muli %27, %c32_i64_36 : i64
            %42 = arith.addi %arg4, %41 : i64
            %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %40, %43 : f32, !llvm.ptr<1>
          }
          %c48_i64_34 = arith.constant 48 : i64
          %35 = arith.cmpi slt, %29, %c48_i64_34 : i64
          scf.if %35 {
            %37 = memref.load %alloca_19[] : memref<f32>
            %cst = arith.constant 1.500000e+00 : f32
            %38 = memref.load %alloca_18[] : memref<f32>
            %39 = arith.mulf %cst, %38 : f32
            %40 = arith.addf %37, %39 : f32
            %c32_i64_36 = arith.constant 32 : i64
            %41 = arith.muli %29, %c32_i64_36 : i64
            %42 = arith.addi %arg4, %41 : i64
            %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %40, %43 : f32, !llvm.ptr<1>
          }
          %c48_i64_35 = arith.constant 48 : i64
          %36 = arith.cmpi slt, %31, %c48_i64_35 : i64
          scf.if %36 {
            %37 = memref.load %alloca_21[] : memref<f32>
            %cst = arith.constant 1.500000e+00 : f32
            %38 = memref.load %alloca_20[] : memref<f32>
            %39 = arith.mulf %cst, %38 : f32
            %40 = arith.addf %37, %39 : f32
            %c32_i64_36 = arith.constant 32 : i64
            %41 = arith.muli %31, %c32_i64_36 : i64
            %42 = arith.addi %arg4, %41 : i64
            %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %40, %43 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_25 = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x_25 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c32_i64_26 = arith.constant 32 : i64
      scf.for %arg4 = %22 to %c16_i64 step %c32_i64_26  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_27 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64 to %c1_i64 step %c1_i64_27  : i64 {
          %thread_id_y = gpu.thread_id  y
          %23 = arith.index_cast %thread_id_y : index to i64
          %c24_i64 = arith.constant 24 : i64
          %24 = arith.muli %arg5, %c24_i64 : i64
          %25 = arith.addi %23, %24 : i64
          %c24_i64_28 = arith.constant 24 : i64
          %26 = arith.muli %arg4, %c24_i64_28 : i64
          %27 = arith.addi %25, %26 : i64
          %28 = llvm.getelementptr %18[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %29 = llvm.load %28 : !llvm.ptr<1> -> f64
          %c8_i64 = arith.constant 8 : i64
          %30 = arith.addi %25, %c8_i64 : i64
          %c24_i64_29 = arith.constant 24 : i64
          %31 = arith.muli %arg4, %c24_i64_29 : i64
          %32 = arith.addi %30, %31 : i64
          %33 = llvm.getelementptr %18[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %34 = llvm.load %33 : !llvm.ptr<1> -> f64
          %c16_i64_30 = arith.constant 16 : i64
          %35 = arith.addi %25, %c16_i64_30 : i64
          %c24_i64_31 = arith.constant 24 : i64
          %36 = arith.muli %arg4, %c24_i64_31 : i64
          %37 = arith.addi %35, %36 : i64
          %38 = llvm.getelementptr %18[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %39 = llvm.load %38 : !llvm.ptr<1> -> f64
          %cst = arith.constant -5.000000e-01 : f64
          %40 = arith.mulf %cst, %29 : f64
          %c16_i64_32 = arith.constant 16 : i64
          %41 = arith.muli %25, %c16_i64_32 : i64
          %42 = arith.addi %arg4, %41 : i64
          %43 = llvm.getelementptr %20[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %40, %43 : f64, !llvm.ptr<1>
          %cst_33 = arith.constant -5.000000e-01 : f64
          %44 = arith.mulf %cst_33, %34 : f64
          %c16_i64_34 = arith.constant 16 : i64
          %45 = arith.muli %30, %c16_i64_34 : i64
          %46 = arith.addi %arg4, %45 : i64
          %47 = llvm.getelementptr %20[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %44, %47 : f64, !llvm.ptr<1>
          %cst_35 = arith.constant -5.000000e-01 : f64
          %48 = arith.mulf %cst_35, %39 : f64
          %c16_i64_36 = arith.constant 16 : i64
          %49 = arith.muli %35, %c16_i64_36 : i64
          %50 = arith.addi %arg4, %49 : i64
          %51 = llvm.getelementptr %20[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %48, %51 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
