module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tr(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(48 : i64) : i64
      %3 = llvm.mlir.constant(32 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(48 : i64) : i64
      %6 = llvm.mlir.constant(1536 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<48x32x?xf32, strided<[1, 48, 1536]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(32 : i64) : i64
      %20 = llvm.mlir.constant(48 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(32 : i64) : i64
      %23 = llvm.mlir.constant(1536 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x48x?xf32, strided<[1, 32, 1536]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(24 : i64) : i64
      %37 = llvm.mlir.constant(16 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(24 : i64) : i64
      %40 = llvm.mlir.constant(384 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x16x?xf64, strided<[1, 24, 384]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(16 : i64) : i64
      %54 = llvm.mlir.constant(24 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(16 : i64) : i64
      %57 = llvm.mlir.constant(384 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x24x?xf64, strided<[1, 16, 384]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<48x32x?xf32, strided<[1, 48, 1536]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<48x32x?xf32, strided<[1, 48, 1536]>, 1> -> index
      %68 = arith.index_cast %intptr : index to i64
      %69 = llvm.inttoptr %68 : i64 to !llvm.ptr<1>
      %70 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<32x48x?xf32, strided<[1, 32, 1536]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<32x48x?xf32, strided<[1, 32, 1536]>, 1> -> index
      %71 = arith.index_cast %intptr_4 : index to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<1>
      %73 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<24x16x?xf64, strided<[1, 24, 384]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<24x16x?xf64, strided<[1, 24, 384]>, 1> -> index
      %74 = arith.index_cast %intptr_9 : index to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<1>
      %76 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<16x24x?xf64, strided<[1, 16, 384]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<16x24x?xf64, strided<[1, 16, 384]>, 1> -> index
      %77 = arith.index_cast %intptr_14 : index to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<1>
      %79 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %80 = arith.index_cast %block_id_x : index to i64
      %c1536_i64 = arith.constant 1536 : i64
      %81 = arith.muli %80, %c1536_i64 : i64
      %82 = llvm.getelementptr %69[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1536_i64_22 = arith.constant 1536 : i64
      %83 = arith.muli %80, %c1536_i64_22 : i64
      %84 = llvm.getelementptr %72[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64 = arith.constant 384 : i64
      %85 = arith.muli %80, %c384_i64 : i64
      %86 = llvm.getelementptr %75[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c384_i64_23 = arith.constant 384 : i64
      %87 = arith.muli %80, %c384_i64_23 : i64
      %88 = llvm.getelementptr %78[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %89 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %c32_i64_24 = arith.constant 32 : i64
      scf.for %arg8 = %89 to %c32_i64 step %c32_i64_24  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c2_i64 = arith.constant 2 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64 to %c2_i64 step %c1_i64  : i64 {
          %thread_id_y = gpu.thread_id  y
          %91 = arith.index_cast %thread_id_y : index to i64
          %c32_i64_27 = arith.constant 32 : i64
          %92 = arith.muli %arg9, %c32_i64_27 : i64
          %93 = arith.addi %91, %92 : i64
          %c48_i64 = arith.constant 48 : i64
          %94 = arith.cmpi slt, %93, %c48_i64 : i64
          scf.if %94 {
            %c48_i64_36 = arith.constant 48 : i64
            %105 = arith.muli %arg8, %c48_i64_36 : i64
            %106 = arith.addi %93, %105 : i64
            %107 = llvm.getelementptr %82[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %108 = llvm.load %107 : !llvm.ptr<1> -> f32
            memref.store %108, %alloca[] : memref<f32>
            %c32_i64_37 = arith.constant 32 : i64
            %109 = arith.muli %93, %c32_i64_37 : i64
            %110 = arith.addi %arg8, %109 : i64
            %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %112 = llvm.load %111 : !llvm.ptr<1> -> f32
            memref.store %112, %alloca_15[] : memref<f32>
          }
          %c8_i64 = arith.constant 8 : i64
          %95 = arith.addi %93, %c8_i64 : i64
          %c48_i64_28 = arith.constant 48 : i64
          %96 = arith.cmpi slt, %95, %c48_i64_28 : i64
          scf.if %96 {
            %c48_i64_36 = arith.constant 48 : i64
            %105 = arith.muli %arg8, %c48_i64_36 : i64
            %106 = arith.addi %95, %105 : i64
            %107 = llvm.getelementptr %82[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %108 = llvm.load %107 : !llvm.ptr<1> -> f32
            memref.store %108, %alloca_16[] : memref<f32>
            %c32_i64_37 = arith.constant 32 : i64
            %109 = arith.muli %95, %c32_i64_37 : i64
            %110 = arith.addi %arg8, %109 : i64
            %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %112 = llvm.load %111 : !llvm.ptr<1> -> f32
            memref.store %112, %alloca_17[] : memref<f32>
          }
          %c16_i64_29 = arith.constant 16 : i64
          %97 = arith.addi %93, %c16_i64_29 : i64
          %c48_i64_30 = arith.constant 48 : i64
          %98 = arith.cmpi slt, %97, %c48_i64_30 : i64
          scf.if %98 {
            %c48_i64_36 = arith.constant 48 : i64
            %105 = arith.muli %arg8, %c48_i64_36 : i64
            %106 = arith.addi %97, %105 : i64
            %107 = llvm.getelementptr %82[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %108 = llvm.load %107 : !llvm.ptr<1> -> f32
            memref.store %108, %alloca_18[] : memref<f32>
            %c32_i64_37 = arith.constant 32 : i64
            %109 = arith.muli %97, %c32_i64_37 : i64
            %110 = arith.addi %arg8, %109 : i64
            %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %112 = llvm.load %111 : !llvm.ptr<1> -> f32
            memref.store %112, %alloca_19[] : memref<f32>
          }
          %c24_i64 = arith.constant 24 : i64
          %99 = arith.addi %93, %c24_i64 : i64
          %c48_i64_31 = arith.constant 48 : i64
          %100 = arith.cmpi slt, %99, %c48_i64_31 : i64
          scf.if %100 {
            %c48_i64_36 = arith.constant 48 : i64
            %105 = arith.muli %arg8, %c48_i64_36 : i64
            %106 = arith.addi %99, %105 : i64
            %107 = llvm.getelementptr %82[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %108 = llvm.load %107 : !llvm.ptr<1> -> f32
            memref.store %108, %alloca_20[] : memref<f32>
            %c32_i64_37 = arith.constant 32 : i64
            %109 = arith.muli %99, %c32_i64_37 : i64
            %110 = arith.addi %arg8, %109 : i64
            %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %112 = llvm.load %111 : !llvm.ptr<1> -> f32
            memref.store %112, %alloca_21[] : memref<f32>
          }
          %c48_i64_32 = arith.constant 48 : i64
          %101 = arith.cmpi slt, %93, %c48_i64_32 : i64
          scf.if %101 {
            %105 = memref.load %alloca_15[] : memref<f32>
            %cst = arith.constant 1.500000e+00 : f32
            %106 = memref.load %alloca[] : memref<f32>
            %107 = arith.mulf %cst, %106 : f32
            %108 = arith.addf %105, %107 : f32
            %c32_i64_36 = arith.constant 32 : i64
            %109 = arith.muli %93, %c32_i64_36 : i64
            %110 = arith.addi %arg8, %109 : i64
            %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c48_i64_33 = arith.constant 48 : i64
          %102 = arith.cmpi slt, %95, %c48_i64_33 : i64
          scf.if %102 {
            %105 = memref.load %alloca_17[] : memref<f32>
            %cst = arith.constant 1.500000e+00 : f32
            %106 = memref.load %alloca_16[] : memref<f32>
            %107 = arith.mulf %cst, %106 : f32
            %108 = arith.addf %105, %107 : f32
            %c32_i64_36 = arith.constant 32 : i64
            %109 = arith.muli %95, %c32_i64_36 : i64
            %110 = arith.addi %arg8, %109 : i64
            %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c48_i64_34 = arith.constant 48 : i64
          %103 = arith.cmpi slt, %97, %c48_i64_34 : i64
          scf.if %103 {
            %105 = memref.load %alloca_19[] : memref<f32>
            %cst = arith.constant 1.500000e+00 : f32
            %106 = memref.load %alloca_18[] : memref<f32>
            %107 = arith.mulf %cst, %106 : f32
            %108 = arith.addf %105, %107 : f32
            %c32_i64_36 = arith.constant 32 : i64
            %109 = arith.muli %97, %c32_i64_36 : i64
            %110 = arith.addi %arg8, %109 : i64
            %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c48_i64_35 = arith.constant 48 : i64
          %104 = arith.cmpi slt, %99, %c48_i64_35 : i64
          scf.if %104 {
            %105 = memref.load %alloca_21[] : memref<f32>
            %cst = arith.constant 1.500000e+00 : f32
            %106 = memref.load %alloca_20[] : memref<f32>
            %107 = arith.mulf %cst, %106 : f32
            %108 = arith.addf %105, %107 : f32
            %c32_i64_36 = arith.constant 32 : i64
            %109 = arith.muli %99, %c32_i64_36 : i64
            %110 = arith.addi %arg8, %109 : i64
            %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_25 = gpu.thread_id  x
      %90 = arith.index_cast %thread_id_x_25 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c32_i64_26 = arith.constant 32 : i64
      scf.for %arg8 = %90 to %c16_i64 step %c32_i64_26  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_27 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64 to %c1_i64 step %c1_i64_27  : i64 {
          %thread_id_y = gpu.thread_id  y
          %91 = arith.index_cast %thread_id_y : index to i64
          %c24_i64 = arith.constant 24 : i64
          %92 = arith.muli %arg9, %c24_i64 : i64
          %93 = arith.addi %91, %92 : i64
          %c24_i64_28 = arith.constant 24 : i64
          %94 = arith.muli %arg8, %c24_i64_28 : i64
          %95 = arith.addi %93, %94 : i64
          %96 = llvm.getelementptr %86[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %97 = llvm.load %96 : !llvm.ptr<1> -> f64
          %c8_i64 = arith.constant 8 : i64
          %98 = arith.addi %93, %c8_i64 : i64
          %c24_i64_29 = arith.constant 24 : i64
          %99 = arith.muli %arg8, %c24_i64_29 : i64
          %100 = arith.addi %98, %99 : i64
          %101 = llvm.getelementptr %86[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %102 = llvm.load %101 : !llvm.ptr<1> -> f64
          %c16_i64_30 = arith.constant 16 : i64
          %103 = arith.addi %93, %c16_i64_30 : i64
          %c24_i64_31 = arith.constant 24 : i64
          %104 = arith.muli %arg8, %c24_i64_31 : i64
          %105 = arith.addi %103, %104 : i64
          %106 = llvm.getelementptr %86[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %cst = arith.constant -5.000000e-01 : f64
          %108 = arith.mulf %cst, %97 : f64
          %c16_i64_32 = arith.constant 16 : i64
          %109 = arith.muli %93, %c16_i64_32 : i64
          %110 = arith.addi %arg8, %109 : i64
          %111 = llvm.getelementptr %88[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %108, %111 : f64, !llvm.ptr<1>
          %cst_33 = arith.constant -5.000000e-01 : f64
          %112 = arith.mulf %cst_33, %102 : f64
          %c16_i64_34 = arith.constant 16 : i64
          %113 = arith.muli %98, %c16_i64_34 : i64
          %114 = arith.addi %arg8, %113 : i64
          %115 = llvm.getelementptr %88[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %112, %115 : f64, !llvm.ptr<1>
          %cst_35 = arith.constant -5.000000e-01 : f64
          %116 = arith.mulf %cst_35, %107 : f64
          %c16_i64_36 = arith.constant 16 : i64
          %117 = arith.muli %103, %c16_i64_36 : i64
          %118 = arith.addi %arg8, %117 : i64
          %119 = llvm.getelementptr %88[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %116, %119 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
