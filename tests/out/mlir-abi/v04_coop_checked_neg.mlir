module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(32 : i64) : i64
      %3 = llvm.mlir.constant(16 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(32 : i64) : i64
      %6 = llvm.mlir.constant(512 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x16x?xf32, strided<[1, 32, 512]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(16 : i64) : i64
      %20 = llvm.mlir.constant(8 : i64) : i64
      %21 = llvm.mlir.constant(7 : i64) : i64
      %22 = llvm.mlir.constant(1 : i64) : i64
      %23 = llvm.mlir.constant(16 : i64) : i64
      %24 = llvm.mlir.constant(128 : i64) : i64
      %25 = llvm.mlir.constant(896 : i64) : i64
      %26 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %27 = llvm.insertvalue %arg2, %26[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %28 = llvm.insertvalue %18, %27[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %29 = llvm.insertvalue %19, %28[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %30 = llvm.insertvalue %20, %29[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %31 = llvm.insertvalue %21, %30[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %32 = llvm.insertvalue %arg3, %31[3, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %33 = llvm.insertvalue %22, %32[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %34 = llvm.insertvalue %23, %33[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %35 = llvm.insertvalue %24, %34[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %36 = llvm.insertvalue %25, %35[4, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %37 = builtin.unrealized_conversion_cast %36 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> to memref<16x8x7x?xf32, strided<[1, 16, 128, 896]>, 1>
      %38 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)>
      %39 = llvm.mlir.constant(0 : i64) : i64
      %40 = llvm.mlir.constant(32 : i64) : i64
      %41 = llvm.mlir.constant(16 : i64) : i64
      %42 = llvm.mlir.constant(6 : i64) : i64
      %43 = llvm.mlir.constant(1 : i64) : i64
      %44 = llvm.mlir.constant(32 : i64) : i64
      %45 = llvm.mlir.constant(512 : i64) : i64
      %46 = llvm.mlir.constant(3072 : i64) : i64
      %47 = llvm.insertvalue %arg4, %38[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %48 = llvm.insertvalue %arg4, %47[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %49 = llvm.insertvalue %39, %48[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %50 = llvm.insertvalue %40, %49[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %51 = llvm.insertvalue %41, %50[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %52 = llvm.insertvalue %42, %51[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %53 = llvm.insertvalue %arg5, %52[3, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %54 = llvm.insertvalue %43, %53[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %55 = llvm.insertvalue %44, %54[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %56 = llvm.insertvalue %45, %55[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %57 = llvm.insertvalue %46, %56[4, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %58 = builtin.unrealized_conversion_cast %57 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> to memref<32x16x6x?xf32, strided<[1, 32, 512, 3072]>, 1>
      %59 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %60 = llvm.mlir.constant(0 : i64) : i64
      %61 = llvm.mlir.constant(4 : i64) : i64
      %62 = llvm.mlir.constant(15 : i64) : i64
      %63 = llvm.mlir.constant(1 : i64) : i64
      %64 = llvm.mlir.constant(4 : i64) : i64
      %65 = llvm.mlir.constant(60 : i64) : i64
      %66 = llvm.insertvalue %arg6, %59[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = llvm.insertvalue %arg6, %66[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %68 = llvm.insertvalue %60, %67[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %69 = llvm.insertvalue %61, %68[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %70 = llvm.insertvalue %62, %69[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %71 = llvm.insertvalue %arg7, %70[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %72 = llvm.insertvalue %63, %71[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %73 = llvm.insertvalue %64, %72[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %74 = llvm.insertvalue %65, %73[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %75 = builtin.unrealized_conversion_cast %74 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<4x15x?xf32, strided<[1, 4, 60]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<32x16x?xf32, strided<[1, 32, 512]>, 1> -> index
      %76 = arith.index_cast %intptr : index to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<1>
      %78 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:4, %strides_3:4 = memref.extract_strided_metadata %37 : memref<16x8x7x?xf32, strided<[1, 16, 128, 896]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %37 : memref<16x8x7x?xf32, strided<[1, 16, 128, 896]>, 1> -> index
      %79 = arith.index_cast %intptr_4 : index to i64
      %80 = llvm.inttoptr %79 : i64 to !llvm.ptr<1>
      %81 = arith.index_cast %sizes_2#3 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:4, %strides_8:4 = memref.extract_strided_metadata %58 : memref<32x16x6x?xf32, strided<[1, 32, 512, 3072]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %58 : memref<32x16x6x?xf32, strided<[1, 32, 512, 3072]>, 1> -> index
      %82 = arith.index_cast %intptr_9 : index to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr<1>
      %84 = arith.index_cast %sizes_7#3 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %75 : memref<4x15x?xf32, strided<[1, 4, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %75 : memref<4x15x?xf32, strided<[1, 4, 60]>, 1> -> index
      %85 = arith.index_cast %intptr_14 : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
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
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f32>
      %alloca_53 = memref.alloca() : memref<f32>
      %alloca_54 = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %88 = arith.index_cast %block_id_x : index to i64
      %c512_i64 = arith.constant 512 : i64
      %89 = arith.muli %88, %c512_i64 : i64
      %90 = llvm.getelementptr %77[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3072_i64 = arith.constant 3072 : i64
      %91 = arith.muli %88, %c3072_i64 : i64
      %92 = llvm.getelementptr %83[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_74 = arith.constant 512 : i64
      %c3072_i64_75 = arith.constant 3072 : i64
      %93 = arith.muli %88, %c3072_i64_75 : i64
      %94 = arith.addi %c512_i64_74, %93 : i64
      %95 = llvm.getelementptr %83[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1024_i64 = arith.constant 1024 : i64
      %c3072_i64_76 = arith.constant 3072 : i64
      %96 = arith.muli %88, %c3072_i64_76 : i64
      %97 = arith.addi %c1024_i64, %96 : i64
      %98 = llvm.getelementptr %83[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1536_i64 = arith.constant 1536 : i64
      %c3072_i64_77 = arith.constant 3072 : i64
      %99 = arith.muli %88, %c3072_i64_77 : i64
      %100 = arith.addi %c1536_i64, %99 : i64
      %101 = llvm.getelementptr %83[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2048_i64 = arith.constant 2048 : i64
      %c3072_i64_78 = arith.constant 3072 : i64
      %102 = arith.muli %88, %c3072_i64_78 : i64
      %103 = arith.addi %c2048_i64, %102 : i64
      %104 = llvm.getelementptr %83[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2560_i64 = arith.constant 2560 : i64
      %c3072_i64_79 = arith.constant 3072 : i64
      %105 = arith.muli %88, %c3072_i64_79 : i64
      %106 = arith.addi %c2560_i64, %105 : i64
      %107 = llvm.getelementptr %83[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %108 = arith.muli %88, %c60_i64 : i64
      %109 = llvm.getelementptr %86[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64 = arith.constant 24 : i64
      %110 = arith.muli %88, %c24_i64 : i64
      %c-3_i64 = arith.constant -3 : i64
      %111 = arith.addi %c-3_i64, %110 : i64
      %c12_i64 = arith.constant 12 : i64
      %112 = arith.muli %88, %c12_i64 : i64
      %c-2_i64 = arith.constant -2 : i64
      %113 = arith.addi %c-2_i64, %112 : i64
      %c30_i64 = arith.constant 30 : i64
      %114 = arith.muli %88, %c30_i64 : i64
      %c-3_i64_80 = arith.constant -3 : i64
      %115 = arith.addi %c-3_i64_80, %114 : i64
      %thread_id_x = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %117 = arith.remsi %116, %c16_i64 : i64
      %118 = arith.addi %111, %117 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %119 = arith.cmpi sge, %118, %c0_i64 : i64
      %c32_i64 = arith.constant 32 : i64
      %120 = arith.cmpi slt, %118, %c32_i64 : i64
      %121 = arith.andi %119, %120 : i1
      scf.if %121 {
        %c96_i64_966 = arith.constant 96 : i64
        %1385 = arith.addi %118, %c96_i64_966 : i64
        %1386 = llvm.getelementptr %90[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<1> -> f32
        memref.store %1387, %alloca[] : memref<f32>
      }
      %thread_id_x_81 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_81 : index to i64
      %c16_i64_82 = arith.constant 16 : i64
      %123 = arith.remsi %122, %c16_i64_82 : i64
      %124 = arith.addi %111, %123 : i64
      %cst_83 = arith.constant 0.000000e+00 : f32
      memref.store %cst_83, %alloca_15[] : memref<f32>
      %c0_i64_84 = arith.constant 0 : i64
      %125 = arith.cmpi sge, %124, %c0_i64_84 : i64
      %c32_i64_85 = arith.constant 32 : i64
      %126 = arith.cmpi slt, %124, %c32_i64_85 : i64
      %127 = arith.andi %125, %126 : i1
      scf.if %127 {
        %c128_i64_966 = arith.constant 128 : i64
        %1385 = arith.addi %124, %c128_i64_966 : i64
        %1386 = llvm.getelementptr %90[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<1> -> f32
        memref.store %1387, %alloca_15[] : memref<f32>
      }
      %thread_id_x_86 = gpu.thread_id  x
      %128 = arith.index_cast %thread_id_x_86 : index to i64
      %c16_i64_87 = arith.constant 16 : i64
      %129 = arith.remsi %128, %c16_i64_87 : i64
      %130 = arith.addi %111, %129 : i64
      %cst_88 = arith.constant 0.000000e+00 : f32
      memref.store %cst_88, %alloca_16[] : memref<f32>
      %c0_i64_89 = arith.constant 0 : i64
      %131 = arith.cmpi sge, %130, %c0_i64_89 : i64
      %c32_i64_90 = arith.constant 32 : i64
      %132 = arith.cmpi slt, %130, %c32_i64_90 : i64
      %133 = arith.andi %131, %132 : i1
      scf.if %133 {
        %c160_i64_966 = arith.constant 160 : i64
        %1385 = arith.addi %130, %c160_i64_966 : i64
        %1386 = llvm.getelementptr %90[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<1> -> f32
        memref.store %1387, %alloca_16[] : memref<f32>
      }
      %thread_id_x_91 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_91 : index to i64
      %c16_i64_92 = arith.constant 16 : i64
      %135 = arith.remsi %134, %c16_i64_92 : i64
      %136 = arith.addi %111, %135 : i64
      %cst_93 = arith.constant 0.000000e+00 : f32
      memref.store %cst_93, %alloca_17[] : memref<f32>
      %c0_i64_94 = arith.constant 0 : i64
      %137 = arith.cmpi sge, %136, %c0_i64_94 : i64
      %c32_i64_95 = arith.constant 32 : i64
      %138 = arith.cmpi slt, %136, %c32_i64_95 : i64
      %139 = arith.andi %137, %138 : i1
      scf.if %139 {
        %c192_i64_966 = arith.constant 192 : i64
        %1385 = arith.addi %136, %c192_i64_966 : i64
        %1386 = llvm.getelementptr %90[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<1> -> f32
        memref.store %1387, %alloca_17[] : memref<f32>
      }
      %thread_id_x_96 = gpu.thread_id  x
      %140 = arith.index_cast %thread_id_x_96 : index to i64
      %c16_i64_97 = arith.constant 16 : i64
      %141 = arith.remsi %140, %c16_i64_97 : i64
      %142 = arith.addi %111, %141 : i64
      %cst_98 = arith.constant 0.000000e+00 : f32
      memref.store %cst_98, %alloca_18[] : memref<f32>
      %c0_i64_99 = arith.constant 0 : i64
      %143 = arith.cmpi sge, %142, %c0_i64_99 : i64
      %c32_i64_100 = arith.constant 32 : i64
      %144 = arith.cmpi slt, %142, %c32_i64_100 : i64
      %145 = arith.andi %143, %144 : i1
      scf.if %145 {
        %c224_i64_966 = arith.constant 224 : i64
        %1385 = arith.addi %142, %c224_i64_966 : i64
        %1386 = llvm.getelementptr %90[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<1> -> f32
        memref.store %1387, %alloca_18[] : memref<f32>
      }
      %thread_id_x_101 = gpu.thread_id  x
      %146 = arith.index_cast %thread_id_x_101 : index to i64
      %c16_i64_102 = arith.constant 16 : i64
      %147 = arith.remsi %146, %c16_i64_102 : i64
      %148 = arith.addi %111, %147 : i64
      %cst_103 = arith.constant 0.000000e+00 : f32
      memref.store %cst_103, %alloca_19[] : memref<f32>
      %c0_i64_104 = arith.constant 0 : i64
      %149 = arith.cmpi sge, %148, %c0_i64_104 : i64
      %c32_i64_105 = arith.constant 32 : i64
      %150 = arith.cmpi slt, %148, %c32_i64_105 : i64
      %151 = arith.andi %149, %150 : i1
      scf.if %151 {
        %c256_i64_966 = arith.constant 256 : i64
        %1385 = arith.addi %148, %c256_i64_966 : i64
        %1386 = llvm.getelementptr %90[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<1> -> f32
        memref.store %1387, %alloca_19[] : memref<f32>
      }
      %thread_id_x_106 = gpu.thread_id  x
      %152 = arith.index_cast %thread_id_x_106 : index to i64
      %c16_i64_107 = arith.constant 16 : i64
      %153 = arith.remsi %152, %c16_i64_107 : i64
      %154 = arith.addi %111, %153 : i64
      %cst_108 = arith.constant 0.000000e+00 : f32
      memref.store %cst_108, %alloca_20[] : memref<f32>
      %c0_i64_109 = arith.constant 0 : i64
      %155 = arith.cmpi sge, %154, %c0_i64_109 : i64
      %c32_i64_110 = arith.constant 32 : i64
      %156 = arith.cmpi slt, %154, %c32_i64_110 : i64
      %157 = arith.andi %155, %156 : i1
      scf.if %157 {
        %c288_i64 = arith.constant 288 : i64
        %1385 = arith.addi %154, %c288_i64 : i64
        %1386 = llvm.getelementptr %90[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<1> -> f32
        memref.store %1387, %alloca_20[] : memref<f32>
      }
      %thread_id_x_111 = gpu.thread_id  x
      %158 = arith.index_cast %thread_id_x_111 : index to i64
      %c16_i64_112 = arith.constant 16 : i64
      %159 = arith.remsi %158, %c16_i64_112 : i64
      %160 = arith.addi %111, %159 : i64
      %cst_113 = arith.constant 0.000000e+00 : f32
      memref.store %cst_113, %alloca_21[] : memref<f32>
      %c0_i64_114 = arith.constant 0 : i64
      %161 = arith.cmpi sge, %160, %c0_i64_114 : i64
      %c32_i64_115 = arith.constant 32 : i64
      %162 = arith.cmpi slt, %160, %c32_i64_115 : i64
      %163 = arith.andi %161, %162 : i1
      scf.if %163 {
        %c320_i64 = arith.constant 320 : i64
        %1385 = arith.addi %160, %c320_i64 : i64
        %1386 = llvm.getelementptr %90[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<1> -> f32
        memref.store %1387, %alloca_21[] : memref<f32>
      }
      %thread_id_x_116 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_116 : index to i64
      %c16_i64_117 = arith.constant 16 : i64
      %165 = arith.remsi %164, %c16_i64_117 : i64
      %c5_i64 = arith.constant 5 : i64
      %166 = arith.addi %c5_i64, %165 : i64
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_22[] : memref<f32>
      %c0_i64_119 = arith.constant 0 : i64
      %167 = arith.cmpi sge, %113, %c0_i64_119 : i64
      %c16_i64_120 = arith.constant 16 : i64
      %168 = arith.cmpi slt, %113, %c16_i64_120 : i64
      %169 = arith.andi %167, %168 : i1
      scf.if %169 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %113, %c32_i64_966 : i64
        %1386 = arith.addi %166, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_22[] : memref<f32>
      }
      %thread_id_x_121 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_121 : index to i64
      %c16_i64_122 = arith.constant 16 : i64
      %171 = arith.remsi %170, %c16_i64_122 : i64
      %c5_i64_123 = arith.constant 5 : i64
      %172 = arith.addi %c5_i64_123, %171 : i64
      %c1_i64 = arith.constant 1 : i64
      %173 = arith.addi %113, %c1_i64 : i64
      %cst_124 = arith.constant 0.000000e+00 : f32
      memref.store %cst_124, %alloca_23[] : memref<f32>
      %c0_i64_125 = arith.constant 0 : i64
      %174 = arith.cmpi sge, %173, %c0_i64_125 : i64
      %c16_i64_126 = arith.constant 16 : i64
      %175 = arith.cmpi slt, %173, %c16_i64_126 : i64
      %176 = arith.andi %174, %175 : i1
      scf.if %176 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %173, %c32_i64_966 : i64
        %1386 = arith.addi %172, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_23[] : memref<f32>
      }
      %thread_id_x_127 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_127 : index to i64
      %c16_i64_128 = arith.constant 16 : i64
      %178 = arith.remsi %177, %c16_i64_128 : i64
      %c5_i64_129 = arith.constant 5 : i64
      %179 = arith.addi %c5_i64_129, %178 : i64
      %c2_i64 = arith.constant 2 : i64
      %180 = arith.addi %113, %c2_i64 : i64
      %cst_130 = arith.constant 0.000000e+00 : f32
      memref.store %cst_130, %alloca_24[] : memref<f32>
      %c0_i64_131 = arith.constant 0 : i64
      %181 = arith.cmpi sge, %180, %c0_i64_131 : i64
      %c16_i64_132 = arith.constant 16 : i64
      %182 = arith.cmpi slt, %180, %c16_i64_132 : i64
      %183 = arith.andi %181, %182 : i1
      scf.if %183 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %180, %c32_i64_966 : i64
        %1386 = arith.addi %179, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_24[] : memref<f32>
      }
      %thread_id_x_133 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_133 : index to i64
      %c16_i64_134 = arith.constant 16 : i64
      %185 = arith.remsi %184, %c16_i64_134 : i64
      %c5_i64_135 = arith.constant 5 : i64
      %186 = arith.addi %c5_i64_135, %185 : i64
      %c3_i64 = arith.constant 3 : i64
      %187 = arith.addi %113, %c3_i64 : i64
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_25[] : memref<f32>
      %c0_i64_137 = arith.constant 0 : i64
      %188 = arith.cmpi sge, %187, %c0_i64_137 : i64
      %c16_i64_138 = arith.constant 16 : i64
      %189 = arith.cmpi slt, %187, %c16_i64_138 : i64
      %190 = arith.andi %188, %189 : i1
      scf.if %190 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %187, %c32_i64_966 : i64
        %1386 = arith.addi %186, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_25[] : memref<f32>
      }
      %thread_id_x_139 = gpu.thread_id  x
      %191 = arith.index_cast %thread_id_x_139 : index to i64
      %c16_i64_140 = arith.constant 16 : i64
      %192 = arith.remsi %191, %c16_i64_140 : i64
      %c5_i64_141 = arith.constant 5 : i64
      %193 = arith.addi %c5_i64_141, %192 : i64
      %c4_i64 = arith.constant 4 : i64
      %194 = arith.addi %113, %c4_i64 : i64
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_26[] : memref<f32>
      %c0_i64_143 = arith.constant 0 : i64
      %195 = arith.cmpi sge, %194, %c0_i64_143 : i64
      %c16_i64_144 = arith.constant 16 : i64
      %196 = arith.cmpi slt, %194, %c16_i64_144 : i64
      %197 = arith.andi %195, %196 : i1
      scf.if %197 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %194, %c32_i64_966 : i64
        %1386 = arith.addi %193, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_26[] : memref<f32>
      }
      %thread_id_x_145 = gpu.thread_id  x
      %198 = arith.index_cast %thread_id_x_145 : index to i64
      %c16_i64_146 = arith.constant 16 : i64
      %199 = arith.remsi %198, %c16_i64_146 : i64
      %c5_i64_147 = arith.constant 5 : i64
      %200 = arith.addi %c5_i64_147, %199 : i64
      %c5_i64_148 = arith.constant 5 : i64
      %201 = arith.addi %113, %c5_i64_148 : i64
      %cst_149 = arith.constant 0.000000e+00 : f32
      memref.store %cst_149, %alloca_27[] : memref<f32>
      %c0_i64_150 = arith.constant 0 : i64
      %202 = arith.cmpi sge, %201, %c0_i64_150 : i64
      %c16_i64_151 = arith.constant 16 : i64
      %203 = arith.cmpi slt, %201, %c16_i64_151 : i64
      %204 = arith.andi %202, %203 : i1
      scf.if %204 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %201, %c32_i64_966 : i64
        %1386 = arith.addi %200, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_27[] : memref<f32>
      }
      %thread_id_x_152 = gpu.thread_id  x
      %205 = arith.index_cast %thread_id_x_152 : index to i64
      %c16_i64_153 = arith.constant 16 : i64
      %206 = arith.remsi %205, %c16_i64_153 : i64
      %c5_i64_154 = arith.constant 5 : i64
      %207 = arith.addi %c5_i64_154, %206 : i64
      %c6_i64 = arith.constant 6 : i64
      %208 = arith.addi %113, %c6_i64 : i64
      %cst_155 = arith.constant 0.000000e+00 : f32
      memref.store %cst_155, %alloca_28[] : memref<f32>
      %c0_i64_156 = arith.constant 0 : i64
      %209 = arith.cmpi sge, %208, %c0_i64_156 : i64
      %c16_i64_157 = arith.constant 16 : i64
      %210 = arith.cmpi slt, %208, %c16_i64_157 : i64
      %211 = arith.andi %209, %210 : i1
      scf.if %211 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %208, %c32_i64_966 : i64
        %1386 = arith.addi %207, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_28[] : memref<f32>
      }
      %thread_id_x_158 = gpu.thread_id  x
      %212 = arith.index_cast %thread_id_x_158 : index to i64
      %c16_i64_159 = arith.constant 16 : i64
      %213 = arith.remsi %212, %c16_i64_159 : i64
      %c5_i64_160 = arith.constant 5 : i64
      %214 = arith.addi %c5_i64_160, %213 : i64
      %c7_i64 = arith.constant 7 : i64
      %215 = arith.addi %113, %c7_i64 : i64
      %cst_161 = arith.constant 0.000000e+00 : f32
      memref.store %cst_161, %alloca_29[] : memref<f32>
      %c0_i64_162 = arith.constant 0 : i64
      %216 = arith.cmpi sge, %215, %c0_i64_162 : i64
      %c16_i64_163 = arith.constant 16 : i64
      %217 = arith.cmpi slt, %215, %c16_i64_163 : i64
      %218 = arith.andi %216, %217 : i1
      scf.if %218 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %215, %c32_i64_966 : i64
        %1386 = arith.addi %214, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_29[] : memref<f32>
      }
      %thread_id_x_164 = gpu.thread_id  x
      %219 = arith.index_cast %thread_id_x_164 : index to i64
      %c16_i64_165 = arith.constant 16 : i64
      %220 = arith.remsi %219, %c16_i64_165 : i64
      %221 = arith.addi %111, %220 : i64
      %cst_166 = arith.constant 0.000000e+00 : f32
      memref.store %cst_166, %alloca_30[] : memref<f32>
      %c0_i64_167 = arith.constant 0 : i64
      %222 = arith.cmpi sge, %221, %c0_i64_167 : i64
      %c32_i64_168 = arith.constant 32 : i64
      %223 = arith.cmpi slt, %221, %c32_i64_168 : i64
      %224 = arith.andi %222, %223 : i1
      %c0_i64_169 = arith.constant 0 : i64
      %225 = arith.cmpi sge, %113, %c0_i64_169 : i64
      %c16_i64_170 = arith.constant 16 : i64
      %226 = arith.cmpi slt, %113, %c16_i64_170 : i64
      %227 = arith.andi %225, %226 : i1
      %228 = arith.andi %224, %227 : i1
      scf.if %228 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %113, %c32_i64_966 : i64
        %1386 = arith.addi %221, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_30[] : memref<f32>
      }
      %thread_id_x_171 = gpu.thread_id  x
      %229 = arith.index_cast %thread_id_x_171 : index to i64
      %c16_i64_172 = arith.constant 16 : i64
      %230 = arith.remsi %229, %c16_i64_172 : i64
      %231 = arith.addi %111, %230 : i64
      %c1_i64_173 = arith.constant 1 : i64
      %232 = arith.addi %113, %c1_i64_173 : i64
      %cst_174 = arith.constant 0.000000e+00 : f32
      memref.store %cst_174, %alloca_31[] : memref<f32>
      %c0_i64_175 = arith.constant 0 : i64
      %233 = arith.cmpi sge, %231, %c0_i64_175 : i64
      %c32_i64_176 = arith.constant 32 : i64
      %234 = arith.cmpi slt, %231, %c32_i64_176 : i64
      %235 = arith.andi %233, %234 : i1
      %c0_i64_177 = arith.constant 0 : i64
      %236 = arith.cmpi sge, %232, %c0_i64_177 : i64
      %c16_i64_178 = arith.constant 16 : i64
      %237 = arith.cmpi slt, %232, %c16_i64_178 : i64
      %238 = arith.andi %236, %237 : i1
      %239 = arith.andi %235, %238 : i1
      scf.if %239 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %232, %c32_i64_966 : i64
        %1386 = arith.addi %231, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_31[] : memref<f32>
      }
      %thread_id_x_179 = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x_179 : index to i64
      %c16_i64_180 = arith.constant 16 : i64
      %241 = arith.remsi %240, %c16_i64_180 : i64
      %242 = arith.addi %111, %241 : i64
      %c2_i64_181 = arith.constant 2 : i64
      %243 = arith.addi %113, %c2_i64_181 : i64
      %cst_182 = arith.constant 0.000000e+00 : f32
      memref.store %cst_182, %alloca_32[] : memref<f32>
      %c0_i64_183 = arith.constant 0 : i64
      %244 = arith.cmpi sge, %242, %c0_i64_183 : i64
      %c32_i64_184 = arith.constant 32 : i64
      %245 = arith.cmpi slt, %242, %c32_i64_184 : i64
      %246 = arith.andi %244, %245 : i1
      %c0_i64_185 = arith.constant 0 : i64
      %247 = arith.cmpi sge, %243, %c0_i64_185 : i64
      %c16_i64_186 = arith.constant 16 : i64
      %248 = arith.cmpi slt, %243, %c16_i64_186 : i64
      %249 = arith.andi %247, %248 : i1
      %250 = arith.andi %246, %249 : i1
      scf.if %250 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %243, %c32_i64_966 : i64
        %1386 = arith.addi %242, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_32[] : memref<f32>
      }
      %thread_id_x_187 = gpu.thread_id  x
      %251 = arith.index_cast %thread_id_x_187 : index to i64
      %c16_i64_188 = arith.constant 16 : i64
      %252 = arith.remsi %251, %c16_i64_188 : i64
      %253 = arith.addi %111, %252 : i64
      %c3_i64_189 = arith.constant 3 : i64
      %254 = arith.addi %113, %c3_i64_189 : i64
      %cst_190 = arith.constant 0.000000e+00 : f32
      memref.store %cst_190, %alloca_33[] : memref<f32>
      %c0_i64_191 = arith.constant 0 : i64
      %255 = arith.cmpi sge, %253, %c0_i64_191 : i64
      %c32_i64_192 = arith.constant 32 : i64
      %256 = arith.cmpi slt, %253, %c32_i64_192 : i64
      %257 = arith.andi %255, %256 : i1
      %c0_i64_193 = arith.constant 0 : i64
      %258 = arith.cmpi sge, %254, %c0_i64_193 : i64
      %c16_i64_194 = arith.constant 16 : i64
      %259 = arith.cmpi slt, %254, %c16_i64_194 : i64
      %260 = arith.andi %258, %259 : i1
      %261 = arith.andi %257, %260 : i1
      scf.if %261 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %254, %c32_i64_966 : i64
        %1386 = arith.addi %253, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_33[] : memref<f32>
      }
      %thread_id_x_195 = gpu.thread_id  x
      %262 = arith.index_cast %thread_id_x_195 : index to i64
      %c16_i64_196 = arith.constant 16 : i64
      %263 = arith.remsi %262, %c16_i64_196 : i64
      %264 = arith.addi %111, %263 : i64
      %c4_i64_197 = arith.constant 4 : i64
      %265 = arith.addi %113, %c4_i64_197 : i64
      %cst_198 = arith.constant 0.000000e+00 : f32
      memref.store %cst_198, %alloca_34[] : memref<f32>
      %c0_i64_199 = arith.constant 0 : i64
      %266 = arith.cmpi sge, %264, %c0_i64_199 : i64
      %c32_i64_200 = arith.constant 32 : i64
      %267 = arith.cmpi slt, %264, %c32_i64_200 : i64
      %268 = arith.andi %266, %267 : i1
      %c0_i64_201 = arith.constant 0 : i64
      %269 = arith.cmpi sge, %265, %c0_i64_201 : i64
      %c16_i64_202 = arith.constant 16 : i64
      %270 = arith.cmpi slt, %265, %c16_i64_202 : i64
      %271 = arith.andi %269, %270 : i1
      %272 = arith.andi %268, %271 : i1
      scf.if %272 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %265, %c32_i64_966 : i64
        %1386 = arith.addi %264, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_34[] : memref<f32>
      }
      %thread_id_x_203 = gpu.thread_id  x
      %273 = arith.index_cast %thread_id_x_203 : index to i64
      %c16_i64_204 = arith.constant 16 : i64
      %274 = arith.remsi %273, %c16_i64_204 : i64
      %275 = arith.addi %111, %274 : i64
      %c5_i64_205 = arith.constant 5 : i64
      %276 = arith.addi %113, %c5_i64_205 : i64
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_35[] : memref<f32>
      %c0_i64_207 = arith.constant 0 : i64
      %277 = arith.cmpi sge, %275, %c0_i64_207 : i64
      %c32_i64_208 = arith.constant 32 : i64
      %278 = arith.cmpi slt, %275, %c32_i64_208 : i64
      %279 = arith.andi %277, %278 : i1
      %c0_i64_209 = arith.constant 0 : i64
      %280 = arith.cmpi sge, %276, %c0_i64_209 : i64
      %c16_i64_210 = arith.constant 16 : i64
      %281 = arith.cmpi slt, %276, %c16_i64_210 : i64
      %282 = arith.andi %280, %281 : i1
      %283 = arith.andi %279, %282 : i1
      scf.if %283 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %276, %c32_i64_966 : i64
        %1386 = arith.addi %275, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_35[] : memref<f32>
      }
      %thread_id_x_211 = gpu.thread_id  x
      %284 = arith.index_cast %thread_id_x_211 : index to i64
      %c16_i64_212 = arith.constant 16 : i64
      %285 = arith.remsi %284, %c16_i64_212 : i64
      %286 = arith.addi %111, %285 : i64
      %c6_i64_213 = arith.constant 6 : i64
      %287 = arith.addi %113, %c6_i64_213 : i64
      %cst_214 = arith.constant 0.000000e+00 : f32
      memref.store %cst_214, %alloca_36[] : memref<f32>
      %c0_i64_215 = arith.constant 0 : i64
      %288 = arith.cmpi sge, %286, %c0_i64_215 : i64
      %c32_i64_216 = arith.constant 32 : i64
      %289 = arith.cmpi slt, %286, %c32_i64_216 : i64
      %290 = arith.andi %288, %289 : i1
      %c0_i64_217 = arith.constant 0 : i64
      %291 = arith.cmpi sge, %287, %c0_i64_217 : i64
      %c16_i64_218 = arith.constant 16 : i64
      %292 = arith.cmpi slt, %287, %c16_i64_218 : i64
      %293 = arith.andi %291, %292 : i1
      %294 = arith.andi %290, %293 : i1
      scf.if %294 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %287, %c32_i64_966 : i64
        %1386 = arith.addi %286, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_36[] : memref<f32>
      }
      %thread_id_x_219 = gpu.thread_id  x
      %295 = arith.index_cast %thread_id_x_219 : index to i64
      %c16_i64_220 = arith.constant 16 : i64
      %296 = arith.remsi %295, %c16_i64_220 : i64
      %297 = arith.addi %111, %296 : i64
      %c7_i64_221 = arith.constant 7 : i64
      %298 = arith.addi %113, %c7_i64_221 : i64
      %cst_222 = arith.constant 0.000000e+00 : f32
      memref.store %cst_222, %alloca_37[] : memref<f32>
      %c0_i64_223 = arith.constant 0 : i64
      %299 = arith.cmpi sge, %297, %c0_i64_223 : i64
      %c32_i64_224 = arith.constant 32 : i64
      %300 = arith.cmpi slt, %297, %c32_i64_224 : i64
      %301 = arith.andi %299, %300 : i1
      %c0_i64_225 = arith.constant 0 : i64
      %302 = arith.cmpi sge, %298, %c0_i64_225 : i64
      %c16_i64_226 = arith.constant 16 : i64
      %303 = arith.cmpi slt, %298, %c16_i64_226 : i64
      %304 = arith.andi %302, %303 : i1
      %305 = arith.andi %301, %304 : i1
      scf.if %305 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %298, %c32_i64_966 : i64
        %1386 = arith.addi %297, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_37[] : memref<f32>
      }
      %thread_id_x_227 = gpu.thread_id  x
      %306 = arith.index_cast %thread_id_x_227 : index to i64
      %c16_i64_228 = arith.constant 16 : i64
      %307 = arith.remsi %306, %c16_i64_228 : i64
      %308 = arith.addi %113, %307 : i64
      %cst_229 = arith.constant 0.000000e+00 : f32
      memref.store %cst_229, %alloca_38[] : memref<f32>
      %c0_i64_230 = arith.constant 0 : i64
      %309 = arith.cmpi sge, %308, %c0_i64_230 : i64
      %c16_i64_231 = arith.constant 16 : i64
      %310 = arith.cmpi slt, %308, %c16_i64_231 : i64
      %311 = arith.andi %309, %310 : i1
      scf.if %311 {
        %c5_i64_966 = arith.constant 5 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %308, %c32_i64_967 : i64
        %1386 = arith.addi %c5_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_38[] : memref<f32>
      }
      %thread_id_x_232 = gpu.thread_id  x
      %312 = arith.index_cast %thread_id_x_232 : index to i64
      %c16_i64_233 = arith.constant 16 : i64
      %313 = arith.remsi %312, %c16_i64_233 : i64
      %314 = arith.addi %113, %313 : i64
      %cst_234 = arith.constant 0.000000e+00 : f32
      memref.store %cst_234, %alloca_39[] : memref<f32>
      %c0_i64_235 = arith.constant 0 : i64
      %315 = arith.cmpi sge, %314, %c0_i64_235 : i64
      %c16_i64_236 = arith.constant 16 : i64
      %316 = arith.cmpi slt, %314, %c16_i64_236 : i64
      %317 = arith.andi %315, %316 : i1
      scf.if %317 {
        %c6_i64_966 = arith.constant 6 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %314, %c32_i64_967 : i64
        %1386 = arith.addi %c6_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_39[] : memref<f32>
      }
      %thread_id_x_237 = gpu.thread_id  x
      %318 = arith.index_cast %thread_id_x_237 : index to i64
      %c16_i64_238 = arith.constant 16 : i64
      %319 = arith.remsi %318, %c16_i64_238 : i64
      %320 = arith.addi %113, %319 : i64
      %cst_239 = arith.constant 0.000000e+00 : f32
      memref.store %cst_239, %alloca_40[] : memref<f32>
      %c0_i64_240 = arith.constant 0 : i64
      %321 = arith.cmpi sge, %320, %c0_i64_240 : i64
      %c16_i64_241 = arith.constant 16 : i64
      %322 = arith.cmpi slt, %320, %c16_i64_241 : i64
      %323 = arith.andi %321, %322 : i1
      scf.if %323 {
        %c7_i64_966 = arith.constant 7 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %320, %c32_i64_967 : i64
        %1386 = arith.addi %c7_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_40[] : memref<f32>
      }
      %thread_id_x_242 = gpu.thread_id  x
      %324 = arith.index_cast %thread_id_x_242 : index to i64
      %c16_i64_243 = arith.constant 16 : i64
      %325 = arith.remsi %324, %c16_i64_243 : i64
      %326 = arith.addi %113, %325 : i64
      %cst_244 = arith.constant 0.000000e+00 : f32
      memref.store %cst_244, %alloca_41[] : memref<f32>
      %c0_i64_245 = arith.constant 0 : i64
      %327 = arith.cmpi sge, %326, %c0_i64_245 : i64
      %c16_i64_246 = arith.constant 16 : i64
      %328 = arith.cmpi slt, %326, %c16_i64_246 : i64
      %329 = arith.andi %327, %328 : i1
      scf.if %329 {
        %c8_i64_966 = arith.constant 8 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %326, %c32_i64_967 : i64
        %1386 = arith.addi %c8_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_41[] : memref<f32>
      }
      %thread_id_x_247 = gpu.thread_id  x
      %330 = arith.index_cast %thread_id_x_247 : index to i64
      %c16_i64_248 = arith.constant 16 : i64
      %331 = arith.remsi %330, %c16_i64_248 : i64
      %332 = arith.addi %113, %331 : i64
      %cst_249 = arith.constant 0.000000e+00 : f32
      memref.store %cst_249, %alloca_42[] : memref<f32>
      %c0_i64_250 = arith.constant 0 : i64
      %333 = arith.cmpi sge, %332, %c0_i64_250 : i64
      %c16_i64_251 = arith.constant 16 : i64
      %334 = arith.cmpi slt, %332, %c16_i64_251 : i64
      %335 = arith.andi %333, %334 : i1
      scf.if %335 {
        %c9_i64 = arith.constant 9 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %332, %c32_i64_966 : i64
        %1386 = arith.addi %c9_i64, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_42[] : memref<f32>
      }
      %thread_id_x_252 = gpu.thread_id  x
      %336 = arith.index_cast %thread_id_x_252 : index to i64
      %c16_i64_253 = arith.constant 16 : i64
      %337 = arith.remsi %336, %c16_i64_253 : i64
      %338 = arith.addi %113, %337 : i64
      %cst_254 = arith.constant 0.000000e+00 : f32
      memref.store %cst_254, %alloca_43[] : memref<f32>
      %c0_i64_255 = arith.constant 0 : i64
      %339 = arith.cmpi sge, %338, %c0_i64_255 : i64
      %c16_i64_256 = arith.constant 16 : i64
      %340 = arith.cmpi slt, %338, %c16_i64_256 : i64
      %341 = arith.andi %339, %340 : i1
      scf.if %341 {
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %338, %c32_i64_966 : i64
        %1386 = arith.addi %c10_i64, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_43[] : memref<f32>
      }
      %thread_id_x_257 = gpu.thread_id  x
      %342 = arith.index_cast %thread_id_x_257 : index to i64
      %c16_i64_258 = arith.constant 16 : i64
      %343 = arith.remsi %342, %c16_i64_258 : i64
      %344 = arith.addi %113, %343 : i64
      %cst_259 = arith.constant 0.000000e+00 : f32
      memref.store %cst_259, %alloca_44[] : memref<f32>
      %c0_i64_260 = arith.constant 0 : i64
      %345 = arith.cmpi sge, %344, %c0_i64_260 : i64
      %c16_i64_261 = arith.constant 16 : i64
      %346 = arith.cmpi slt, %344, %c16_i64_261 : i64
      %347 = arith.andi %345, %346 : i1
      scf.if %347 {
        %c11_i64 = arith.constant 11 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %344, %c32_i64_966 : i64
        %1386 = arith.addi %c11_i64, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_44[] : memref<f32>
      }
      %thread_id_x_262 = gpu.thread_id  x
      %348 = arith.index_cast %thread_id_x_262 : index to i64
      %c16_i64_263 = arith.constant 16 : i64
      %349 = arith.remsi %348, %c16_i64_263 : i64
      %350 = arith.addi %113, %349 : i64
      %cst_264 = arith.constant 0.000000e+00 : f32
      memref.store %cst_264, %alloca_45[] : memref<f32>
      %c0_i64_265 = arith.constant 0 : i64
      %351 = arith.cmpi sge, %350, %c0_i64_265 : i64
      %c16_i64_266 = arith.constant 16 : i64
      %352 = arith.cmpi slt, %350, %c16_i64_266 : i64
      %353 = arith.andi %351, %352 : i1
      scf.if %353 {
        %c12_i64_966 = arith.constant 12 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %350, %c32_i64_967 : i64
        %1386 = arith.addi %c12_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_45[] : memref<f32>
      }
      %thread_id_x_267 = gpu.thread_id  x
      %354 = arith.index_cast %thread_id_x_267 : index to i64
      %c16_i64_268 = arith.constant 16 : i64
      %355 = arith.remsi %354, %c16_i64_268 : i64
      %cst_269 = arith.constant 0.000000e+00 : f32
      memref.store %cst_269, %alloca_46[] : memref<f32>
      %c0_i64_270 = arith.constant 0 : i64
      %356 = arith.cmpi sge, %115, %c0_i64_270 : i64
      %c32_i64_271 = arith.constant 32 : i64
      %357 = arith.cmpi slt, %115, %c32_i64_271 : i64
      %358 = arith.andi %356, %357 : i1
      scf.if %358 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %355, %c32_i64_966 : i64
        %1386 = arith.addi %115, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_46[] : memref<f32>
      }
      %thread_id_x_272 = gpu.thread_id  x
      %359 = arith.index_cast %thread_id_x_272 : index to i64
      %c16_i64_273 = arith.constant 16 : i64
      %360 = arith.remsi %359, %c16_i64_273 : i64
      %c1_i64_274 = arith.constant 1 : i64
      %361 = arith.addi %115, %c1_i64_274 : i64
      %cst_275 = arith.constant 0.000000e+00 : f32
      memref.store %cst_275, %alloca_47[] : memref<f32>
      %c0_i64_276 = arith.constant 0 : i64
      %362 = arith.cmpi sge, %361, %c0_i64_276 : i64
      %c32_i64_277 = arith.constant 32 : i64
      %363 = arith.cmpi slt, %361, %c32_i64_277 : i64
      %364 = arith.andi %362, %363 : i1
      scf.if %364 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %360, %c32_i64_966 : i64
        %1386 = arith.addi %361, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_47[] : memref<f32>
      }
      %thread_id_x_278 = gpu.thread_id  x
      %365 = arith.index_cast %thread_id_x_278 : index to i64
      %c16_i64_279 = arith.constant 16 : i64
      %366 = arith.remsi %365, %c16_i64_279 : i64
      %c2_i64_280 = arith.constant 2 : i64
      %367 = arith.addi %115, %c2_i64_280 : i64
      %cst_281 = arith.constant 0.000000e+00 : f32
      memref.store %cst_281, %alloca_48[] : memref<f32>
      %c0_i64_282 = arith.constant 0 : i64
      %368 = arith.cmpi sge, %367, %c0_i64_282 : i64
      %c32_i64_283 = arith.constant 32 : i64
      %369 = arith.cmpi slt, %367, %c32_i64_283 : i64
      %370 = arith.andi %368, %369 : i1
      scf.if %370 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %366, %c32_i64_966 : i64
        %1386 = arith.addi %367, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_48[] : memref<f32>
      }
      %thread_id_x_284 = gpu.thread_id  x
      %371 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %372 = arith.remsi %371, %c16_i64_285 : i64
      %c3_i64_286 = arith.constant 3 : i64
      %373 = arith.addi %115, %c3_i64_286 : i64
      %cst_287 = arith.constant 0.000000e+00 : f32
      memref.store %cst_287, %alloca_49[] : memref<f32>
      %c0_i64_288 = arith.constant 0 : i64
      %374 = arith.cmpi sge, %373, %c0_i64_288 : i64
      %c32_i64_289 = arith.constant 32 : i64
      %375 = arith.cmpi slt, %373, %c32_i64_289 : i64
      %376 = arith.andi %374, %375 : i1
      scf.if %376 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %372, %c32_i64_966 : i64
        %1386 = arith.addi %373, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_49[] : memref<f32>
      }
      %thread_id_x_290 = gpu.thread_id  x
      %377 = arith.index_cast %thread_id_x_290 : index to i64
      %c16_i64_291 = arith.constant 16 : i64
      %378 = arith.remsi %377, %c16_i64_291 : i64
      %c4_i64_292 = arith.constant 4 : i64
      %379 = arith.addi %115, %c4_i64_292 : i64
      %cst_293 = arith.constant 0.000000e+00 : f32
      memref.store %cst_293, %alloca_50[] : memref<f32>
      %c0_i64_294 = arith.constant 0 : i64
      %380 = arith.cmpi sge, %379, %c0_i64_294 : i64
      %c32_i64_295 = arith.constant 32 : i64
      %381 = arith.cmpi slt, %379, %c32_i64_295 : i64
      %382 = arith.andi %380, %381 : i1
      scf.if %382 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %378, %c32_i64_966 : i64
        %1386 = arith.addi %379, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_50[] : memref<f32>
      }
      %thread_id_x_296 = gpu.thread_id  x
      %383 = arith.index_cast %thread_id_x_296 : index to i64
      %c16_i64_297 = arith.constant 16 : i64
      %384 = arith.remsi %383, %c16_i64_297 : i64
      %c5_i64_298 = arith.constant 5 : i64
      %385 = arith.addi %115, %c5_i64_298 : i64
      %cst_299 = arith.constant 0.000000e+00 : f32
      memref.store %cst_299, %alloca_51[] : memref<f32>
      %c0_i64_300 = arith.constant 0 : i64
      %386 = arith.cmpi sge, %385, %c0_i64_300 : i64
      %c32_i64_301 = arith.constant 32 : i64
      %387 = arith.cmpi slt, %385, %c32_i64_301 : i64
      %388 = arith.andi %386, %387 : i1
      scf.if %388 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %384, %c32_i64_966 : i64
        %1386 = arith.addi %385, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_51[] : memref<f32>
      }
      %thread_id_x_302 = gpu.thread_id  x
      %389 = arith.index_cast %thread_id_x_302 : index to i64
      %c16_i64_303 = arith.constant 16 : i64
      %390 = arith.remsi %389, %c16_i64_303 : i64
      %c6_i64_304 = arith.constant 6 : i64
      %391 = arith.addi %115, %c6_i64_304 : i64
      %cst_305 = arith.constant 0.000000e+00 : f32
      memref.store %cst_305, %alloca_52[] : memref<f32>
      %c0_i64_306 = arith.constant 0 : i64
      %392 = arith.cmpi sge, %391, %c0_i64_306 : i64
      %c32_i64_307 = arith.constant 32 : i64
      %393 = arith.cmpi slt, %391, %c32_i64_307 : i64
      %394 = arith.andi %392, %393 : i1
      scf.if %394 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %390, %c32_i64_966 : i64
        %1386 = arith.addi %391, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_52[] : memref<f32>
      }
      %thread_id_x_308 = gpu.thread_id  x
      %395 = arith.index_cast %thread_id_x_308 : index to i64
      %c16_i64_309 = arith.constant 16 : i64
      %396 = arith.remsi %395, %c16_i64_309 : i64
      %c7_i64_310 = arith.constant 7 : i64
      %397 = arith.addi %115, %c7_i64_310 : i64
      %cst_311 = arith.constant 0.000000e+00 : f32
      memref.store %cst_311, %alloca_53[] : memref<f32>
      %c0_i64_312 = arith.constant 0 : i64
      %398 = arith.cmpi sge, %397, %c0_i64_312 : i64
      %c32_i64_313 = arith.constant 32 : i64
      %399 = arith.cmpi slt, %397, %c32_i64_313 : i64
      %400 = arith.andi %398, %399 : i1
      scf.if %400 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %396, %c32_i64_966 : i64
        %1386 = arith.addi %397, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_53[] : memref<f32>
      }
      %thread_id_x_314 = gpu.thread_id  x
      %401 = arith.index_cast %thread_id_x_314 : index to i64
      %c16_i64_315 = arith.constant 16 : i64
      %402 = arith.remsi %401, %c16_i64_315 : i64
      %403 = arith.addi %113, %402 : i64
      %cst_316 = arith.constant 0.000000e+00 : f32
      memref.store %cst_316, %alloca_54[] : memref<f32>
      %c0_i64_317 = arith.constant 0 : i64
      %404 = arith.cmpi sge, %403, %c0_i64_317 : i64
      %c16_i64_318 = arith.constant 16 : i64
      %405 = arith.cmpi slt, %403, %c16_i64_318 : i64
      %406 = arith.andi %404, %405 : i1
      %c0_i64_319 = arith.constant 0 : i64
      %407 = arith.cmpi sge, %115, %c0_i64_319 : i64
      %c32_i64_320 = arith.constant 32 : i64
      %408 = arith.cmpi slt, %115, %c32_i64_320 : i64
      %409 = arith.andi %407, %408 : i1
      %410 = arith.andi %406, %409 : i1
      scf.if %410 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %403, %c32_i64_966 : i64
        %1386 = arith.addi %115, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_54[] : memref<f32>
      }
      %thread_id_x_321 = gpu.thread_id  x
      %411 = arith.index_cast %thread_id_x_321 : index to i64
      %c16_i64_322 = arith.constant 16 : i64
      %412 = arith.remsi %411, %c16_i64_322 : i64
      %c1_i64_323 = arith.constant 1 : i64
      %413 = arith.addi %115, %c1_i64_323 : i64
      %414 = arith.addi %113, %412 : i64
      %cst_324 = arith.constant 0.000000e+00 : f32
      memref.store %cst_324, %alloca_55[] : memref<f32>
      %c0_i64_325 = arith.constant 0 : i64
      %415 = arith.cmpi sge, %414, %c0_i64_325 : i64
      %c16_i64_326 = arith.constant 16 : i64
      %416 = arith.cmpi slt, %414, %c16_i64_326 : i64
      %417 = arith.andi %415, %416 : i1
      %c0_i64_327 = arith.constant 0 : i64
      %418 = arith.cmpi sge, %413, %c0_i64_327 : i64
      %c32_i64_328 = arith.constant 32 : i64
      %419 = arith.cmpi slt, %413, %c32_i64_328 : i64
      %420 = arith.andi %418, %419 : i1
      %421 = arith.andi %417, %420 : i1
      scf.if %421 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %414, %c32_i64_966 : i64
        %1386 = arith.addi %413, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_55[] : memref<f32>
      }
      %thread_id_x_329 = gpu.thread_id  x
      %422 = arith.index_cast %thread_id_x_329 : index to i64
      %c16_i64_330 = arith.constant 16 : i64
      %423 = arith.remsi %422, %c16_i64_330 : i64
      %c2_i64_331 = arith.constant 2 : i64
      %424 = arith.addi %115, %c2_i64_331 : i64
      %425 = arith.addi %113, %423 : i64
      %cst_332 = arith.constant 0.000000e+00 : f32
      memref.store %cst_332, %alloca_56[] : memref<f32>
      %c0_i64_333 = arith.constant 0 : i64
      %426 = arith.cmpi sge, %425, %c0_i64_333 : i64
      %c16_i64_334 = arith.constant 16 : i64
      %427 = arith.cmpi slt, %425, %c16_i64_334 : i64
      %428 = arith.andi %426, %427 : i1
      %c0_i64_335 = arith.constant 0 : i64
      %429 = arith.cmpi sge, %424, %c0_i64_335 : i64
      %c32_i64_336 = arith.constant 32 : i64
      %430 = arith.cmpi slt, %424, %c32_i64_336 : i64
      %431 = arith.andi %429, %430 : i1
      %432 = arith.andi %428, %431 : i1
      scf.if %432 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %425, %c32_i64_966 : i64
        %1386 = arith.addi %424, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_56[] : memref<f32>
      }
      %thread_id_x_337 = gpu.thread_id  x
      %433 = arith.index_cast %thread_id_x_337 : index to i64
      %c16_i64_338 = arith.constant 16 : i64
      %434 = arith.remsi %433, %c16_i64_338 : i64
      %c3_i64_339 = arith.constant 3 : i64
      %435 = arith.addi %115, %c3_i64_339 : i64
      %436 = arith.addi %113, %434 : i64
      %cst_340 = arith.constant 0.000000e+00 : f32
      memref.store %cst_340, %alloca_57[] : memref<f32>
      %c0_i64_341 = arith.constant 0 : i64
      %437 = arith.cmpi sge, %436, %c0_i64_341 : i64
      %c16_i64_342 = arith.constant 16 : i64
      %438 = arith.cmpi slt, %436, %c16_i64_342 : i64
      %439 = arith.andi %437, %438 : i1
      %c0_i64_343 = arith.constant 0 : i64
      %440 = arith.cmpi sge, %435, %c0_i64_343 : i64
      %c32_i64_344 = arith.constant 32 : i64
      %441 = arith.cmpi slt, %435, %c32_i64_344 : i64
      %442 = arith.andi %440, %441 : i1
      %443 = arith.andi %439, %442 : i1
      scf.if %443 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %436, %c32_i64_966 : i64
        %1386 = arith.addi %435, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_57[] : memref<f32>
      }
      %thread_id_x_345 = gpu.thread_id  x
      %444 = arith.index_cast %thread_id_x_345 : index to i64
      %c16_i64_346 = arith.constant 16 : i64
      %445 = arith.remsi %444, %c16_i64_346 : i64
      %c4_i64_347 = arith.constant 4 : i64
      %446 = arith.addi %115, %c4_i64_347 : i64
      %447 = arith.addi %113, %445 : i64
      %cst_348 = arith.constant 0.000000e+00 : f32
      memref.store %cst_348, %alloca_58[] : memref<f32>
      %c0_i64_349 = arith.constant 0 : i64
      %448 = arith.cmpi sge, %447, %c0_i64_349 : i64
      %c16_i64_350 = arith.constant 16 : i64
      %449 = arith.cmpi slt, %447, %c16_i64_350 : i64
      %450 = arith.andi %448, %449 : i1
      %c0_i64_351 = arith.constant 0 : i64
      %451 = arith.cmpi sge, %446, %c0_i64_351 : i64
      %c32_i64_352 = arith.constant 32 : i64
      %452 = arith.cmpi slt, %446, %c32_i64_352 : i64
      %453 = arith.andi %451, %452 : i1
      %454 = arith.andi %450, %453 : i1
      scf.if %454 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %447, %c32_i64_966 : i64
        %1386 = arith.addi %446, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_58[] : memref<f32>
      }
      %thread_id_x_353 = gpu.thread_id  x
      %455 = arith.index_cast %thread_id_x_353 : index to i64
      %c16_i64_354 = arith.constant 16 : i64
      %456 = arith.remsi %455, %c16_i64_354 : i64
      %c5_i64_355 = arith.constant 5 : i64
      %457 = arith.addi %115, %c5_i64_355 : i64
      %458 = arith.addi %113, %456 : i64
      %cst_356 = arith.constant 0.000000e+00 : f32
      memref.store %cst_356, %alloca_59[] : memref<f32>
      %c0_i64_357 = arith.constant 0 : i64
      %459 = arith.cmpi sge, %458, %c0_i64_357 : i64
      %c16_i64_358 = arith.constant 16 : i64
      %460 = arith.cmpi slt, %458, %c16_i64_358 : i64
      %461 = arith.andi %459, %460 : i1
      %c0_i64_359 = arith.constant 0 : i64
      %462 = arith.cmpi sge, %457, %c0_i64_359 : i64
      %c32_i64_360 = arith.constant 32 : i64
      %463 = arith.cmpi slt, %457, %c32_i64_360 : i64
      %464 = arith.andi %462, %463 : i1
      %465 = arith.andi %461, %464 : i1
      scf.if %465 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %458, %c32_i64_966 : i64
        %1386 = arith.addi %457, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_59[] : memref<f32>
      }
      %thread_id_x_361 = gpu.thread_id  x
      %466 = arith.index_cast %thread_id_x_361 : index to i64
      %c16_i64_362 = arith.constant 16 : i64
      %467 = arith.remsi %466, %c16_i64_362 : i64
      %c6_i64_363 = arith.constant 6 : i64
      %468 = arith.addi %115, %c6_i64_363 : i64
      %469 = arith.addi %113, %467 : i64
      %cst_364 = arith.constant 0.000000e+00 : f32
      memref.store %cst_364, %alloca_60[] : memref<f32>
      %c0_i64_365 = arith.constant 0 : i64
      %470 = arith.cmpi sge, %469, %c0_i64_365 : i64
      %c16_i64_366 = arith.constant 16 : i64
      %471 = arith.cmpi slt, %469, %c16_i64_366 : i64
      %472 = arith.andi %470, %471 : i1
      %c0_i64_367 = arith.constant 0 : i64
      %473 = arith.cmpi sge, %468, %c0_i64_367 : i64
      %c32_i64_368 = arith.constant 32 : i64
      %474 = arith.cmpi slt, %468, %c32_i64_368 : i64
      %475 = arith.andi %473, %474 : i1
      %476 = arith.andi %472, %475 : i1
      scf.if %476 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %469, %c32_i64_966 : i64
        %1386 = arith.addi %468, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_60[] : memref<f32>
      }
      %thread_id_x_369 = gpu.thread_id  x
      %477 = arith.index_cast %thread_id_x_369 : index to i64
      %c16_i64_370 = arith.constant 16 : i64
      %478 = arith.remsi %477, %c16_i64_370 : i64
      %c7_i64_371 = arith.constant 7 : i64
      %479 = arith.addi %115, %c7_i64_371 : i64
      %480 = arith.addi %113, %478 : i64
      %cst_372 = arith.constant 0.000000e+00 : f32
      memref.store %cst_372, %alloca_61[] : memref<f32>
      %c0_i64_373 = arith.constant 0 : i64
      %481 = arith.cmpi sge, %480, %c0_i64_373 : i64
      %c16_i64_374 = arith.constant 16 : i64
      %482 = arith.cmpi slt, %480, %c16_i64_374 : i64
      %483 = arith.andi %481, %482 : i1
      %c0_i64_375 = arith.constant 0 : i64
      %484 = arith.cmpi sge, %479, %c0_i64_375 : i64
      %c32_i64_376 = arith.constant 32 : i64
      %485 = arith.cmpi slt, %479, %c32_i64_376 : i64
      %486 = arith.andi %484, %485 : i1
      %487 = arith.andi %483, %486 : i1
      scf.if %487 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %480, %c32_i64_966 : i64
        %1386 = arith.addi %479, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_61[] : memref<f32>
      }
      %thread_id_x_377 = gpu.thread_id  x
      %488 = arith.index_cast %thread_id_x_377 : index to i64
      %c16_i64_378 = arith.constant 16 : i64
      %489 = arith.remsi %488, %c16_i64_378 : i64
      %490 = arith.addi %111, %489 : i64
      %cst_379 = arith.constant 0.000000e+00 : f32
      memref.store %cst_379, %alloca_62[] : memref<f32>
      %c0_i64_380 = arith.constant 0 : i64
      %491 = arith.cmpi sge, %490, %c0_i64_380 : i64
      %c32_i64_381 = arith.constant 32 : i64
      %492 = arith.cmpi slt, %490, %c32_i64_381 : i64
      %493 = arith.andi %491, %492 : i1
      %c0_i64_382 = arith.constant 0 : i64
      %494 = arith.cmpi sge, %113, %c0_i64_382 : i64
      %c16_i64_383 = arith.constant 16 : i64
      %495 = arith.cmpi slt, %113, %c16_i64_383 : i64
      %496 = arith.andi %494, %495 : i1
      %497 = arith.andi %493, %496 : i1
      scf.if %497 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %113, %c32_i64_966 : i64
        %1386 = arith.addi %490, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_62[] : memref<f32>
      }
      %thread_id_x_384 = gpu.thread_id  x
      %498 = arith.index_cast %thread_id_x_384 : index to i64
      %c16_i64_385 = arith.constant 16 : i64
      %499 = arith.remsi %498, %c16_i64_385 : i64
      %500 = arith.addi %111, %499 : i64
      %c1_i64_386 = arith.constant 1 : i64
      %501 = arith.addi %113, %c1_i64_386 : i64
      %cst_387 = arith.constant 0.000000e+00 : f32
      memref.store %cst_387, %alloca_63[] : memref<f32>
      %c0_i64_388 = arith.constant 0 : i64
      %502 = arith.cmpi sge, %500, %c0_i64_388 : i64
      %c32_i64_389 = arith.constant 32 : i64
      %503 = arith.cmpi slt, %500, %c32_i64_389 : i64
      %504 = arith.andi %502, %503 : i1
      %c0_i64_390 = arith.constant 0 : i64
      %505 = arith.cmpi sge, %501, %c0_i64_390 : i64
      %c16_i64_391 = arith.constant 16 : i64
      %506 = arith.cmpi slt, %501, %c16_i64_391 : i64
      %507 = arith.andi %505, %506 : i1
      %508 = arith.andi %504, %507 : i1
      scf.if %508 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %501, %c32_i64_966 : i64
        %1386 = arith.addi %500, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_63[] : memref<f32>
      }
      %thread_id_x_392 = gpu.thread_id  x
      %509 = arith.index_cast %thread_id_x_392 : index to i64
      %c16_i64_393 = arith.constant 16 : i64
      %510 = arith.remsi %509, %c16_i64_393 : i64
      %511 = arith.addi %111, %510 : i64
      %c2_i64_394 = arith.constant 2 : i64
      %512 = arith.addi %113, %c2_i64_394 : i64
      %cst_395 = arith.constant 0.000000e+00 : f32
      memref.store %cst_395, %alloca_64[] : memref<f32>
      %c0_i64_396 = arith.constant 0 : i64
      %513 = arith.cmpi sge, %511, %c0_i64_396 : i64
      %c32_i64_397 = arith.constant 32 : i64
      %514 = arith.cmpi slt, %511, %c32_i64_397 : i64
      %515 = arith.andi %513, %514 : i1
      %c0_i64_398 = arith.constant 0 : i64
      %516 = arith.cmpi sge, %512, %c0_i64_398 : i64
      %c16_i64_399 = arith.constant 16 : i64
      %517 = arith.cmpi slt, %512, %c16_i64_399 : i64
      %518 = arith.andi %516, %517 : i1
      %519 = arith.andi %515, %518 : i1
      scf.if %519 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %512, %c32_i64_966 : i64
        %1386 = arith.addi %511, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_64[] : memref<f32>
      }
      %thread_id_x_400 = gpu.thread_id  x
      %520 = arith.index_cast %thread_id_x_400 : index to i64
      %c16_i64_401 = arith.constant 16 : i64
      %521 = arith.remsi %520, %c16_i64_401 : i64
      %522 = arith.addi %111, %521 : i64
      %c3_i64_402 = arith.constant 3 : i64
      %523 = arith.addi %113, %c3_i64_402 : i64
      %cst_403 = arith.constant 0.000000e+00 : f32
      memref.store %cst_403, %alloca_65[] : memref<f32>
      %c0_i64_404 = arith.constant 0 : i64
      %524 = arith.cmpi sge, %522, %c0_i64_404 : i64
      %c32_i64_405 = arith.constant 32 : i64
      %525 = arith.cmpi slt, %522, %c32_i64_405 : i64
      %526 = arith.andi %524, %525 : i1
      %c0_i64_406 = arith.constant 0 : i64
      %527 = arith.cmpi sge, %523, %c0_i64_406 : i64
      %c16_i64_407 = arith.constant 16 : i64
      %528 = arith.cmpi slt, %523, %c16_i64_407 : i64
      %529 = arith.andi %527, %528 : i1
      %530 = arith.andi %526, %529 : i1
      scf.if %530 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %523, %c32_i64_966 : i64
        %1386 = arith.addi %522, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_65[] : memref<f32>
      }
      %thread_id_x_408 = gpu.thread_id  x
      %531 = arith.index_cast %thread_id_x_408 : index to i64
      %c16_i64_409 = arith.constant 16 : i64
      %532 = arith.remsi %531, %c16_i64_409 : i64
      %533 = arith.addi %111, %532 : i64
      %c4_i64_410 = arith.constant 4 : i64
      %534 = arith.addi %113, %c4_i64_410 : i64
      %cst_411 = arith.constant 0.000000e+00 : f32
      memref.store %cst_411, %alloca_66[] : memref<f32>
      %c0_i64_412 = arith.constant 0 : i64
      %535 = arith.cmpi sge, %533, %c0_i64_412 : i64
      %c32_i64_413 = arith.constant 32 : i64
      %536 = arith.cmpi slt, %533, %c32_i64_413 : i64
      %537 = arith.andi %535, %536 : i1
      %c0_i64_414 = arith.constant 0 : i64
      %538 = arith.cmpi sge, %534, %c0_i64_414 : i64
      %c16_i64_415 = arith.constant 16 : i64
      %539 = arith.cmpi slt, %534, %c16_i64_415 : i64
      %540 = arith.andi %538, %539 : i1
      %541 = arith.andi %537, %540 : i1
      scf.if %541 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %534, %c32_i64_966 : i64
        %1386 = arith.addi %533, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_66[] : memref<f32>
      }
      %thread_id_x_416 = gpu.thread_id  x
      %542 = arith.index_cast %thread_id_x_416 : index to i64
      %c16_i64_417 = arith.constant 16 : i64
      %543 = arith.remsi %542, %c16_i64_417 : i64
      %544 = arith.addi %111, %543 : i64
      %c5_i64_418 = arith.constant 5 : i64
      %545 = arith.addi %113, %c5_i64_418 : i64
      %cst_419 = arith.constant 0.000000e+00 : f32
      memref.store %cst_419, %alloca_67[] : memref<f32>
      %c0_i64_420 = arith.constant 0 : i64
      %546 = arith.cmpi sge, %544, %c0_i64_420 : i64
      %c32_i64_421 = arith.constant 32 : i64
      %547 = arith.cmpi slt, %544, %c32_i64_421 : i64
      %548 = arith.andi %546, %547 : i1
      %c0_i64_422 = arith.constant 0 : i64
      %549 = arith.cmpi sge, %545, %c0_i64_422 : i64
      %c16_i64_423 = arith.constant 16 : i64
      %550 = arith.cmpi slt, %545, %c16_i64_423 : i64
      %551 = arith.andi %549, %550 : i1
      %552 = arith.andi %548, %551 : i1
      scf.if %552 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %545, %c32_i64_966 : i64
        %1386 = arith.addi %544, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_67[] : memref<f32>
      }
      %thread_id_x_424 = gpu.thread_id  x
      %553 = arith.index_cast %thread_id_x_424 : index to i64
      %c16_i64_425 = arith.constant 16 : i64
      %554 = arith.remsi %553, %c16_i64_425 : i64
      %555 = arith.addi %111, %554 : i64
      %c6_i64_426 = arith.constant 6 : i64
      %556 = arith.addi %113, %c6_i64_426 : i64
      %cst_427 = arith.constant 0.000000e+00 : f32
      memref.store %cst_427, %alloca_68[] : memref<f32>
      %c0_i64_428 = arith.constant 0 : i64
      %557 = arith.cmpi sge, %555, %c0_i64_428 : i64
      %c32_i64_429 = arith.constant 32 : i64
      %558 = arith.cmpi slt, %555, %c32_i64_429 : i64
      %559 = arith.andi %557, %558 : i1
      %c0_i64_430 = arith.constant 0 : i64
      %560 = arith.cmpi sge, %556, %c0_i64_430 : i64
      %c16_i64_431 = arith.constant 16 : i64
      %561 = arith.cmpi slt, %556, %c16_i64_431 : i64
      %562 = arith.andi %560, %561 : i1
      %563 = arith.andi %559, %562 : i1
      scf.if %563 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %556, %c32_i64_966 : i64
        %1386 = arith.addi %555, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_68[] : memref<f32>
      }
      %thread_id_x_432 = gpu.thread_id  x
      %564 = arith.index_cast %thread_id_x_432 : index to i64
      %c16_i64_433 = arith.constant 16 : i64
      %565 = arith.remsi %564, %c16_i64_433 : i64
      %566 = arith.addi %111, %565 : i64
      %c7_i64_434 = arith.constant 7 : i64
      %567 = arith.addi %113, %c7_i64_434 : i64
      %cst_435 = arith.constant 0.000000e+00 : f32
      memref.store %cst_435, %alloca_69[] : memref<f32>
      %c0_i64_436 = arith.constant 0 : i64
      %568 = arith.cmpi sge, %566, %c0_i64_436 : i64
      %c32_i64_437 = arith.constant 32 : i64
      %569 = arith.cmpi slt, %566, %c32_i64_437 : i64
      %570 = arith.andi %568, %569 : i1
      %c0_i64_438 = arith.constant 0 : i64
      %571 = arith.cmpi sge, %567, %c0_i64_438 : i64
      %c16_i64_439 = arith.constant 16 : i64
      %572 = arith.cmpi slt, %567, %c16_i64_439 : i64
      %573 = arith.andi %571, %572 : i1
      %574 = arith.andi %570, %573 : i1
      scf.if %574 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %567, %c32_i64_966 : i64
        %1386 = arith.addi %566, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_69[] : memref<f32>
      }
      %c896_i64 = arith.constant 896 : i64
      %575 = arith.muli %88, %c896_i64 : i64
      %576 = llvm.getelementptr %80[%575] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %c896_i64_440 = arith.constant 896 : i64
      %577 = arith.muli %88, %c896_i64_440 : i64
      %578 = arith.addi %c128_i64, %577 : i64
      %579 = llvm.getelementptr %80[%578] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %c896_i64_441 = arith.constant 896 : i64
      %580 = arith.muli %88, %c896_i64_441 : i64
      %581 = arith.addi %c256_i64, %580 : i64
      %582 = llvm.getelementptr %80[%581] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64 = arith.constant 384 : i64
      %c896_i64_442 = arith.constant 896 : i64
      %583 = arith.muli %88, %c896_i64_442 : i64
      %584 = arith.addi %c384_i64, %583 : i64
      %585 = llvm.getelementptr %80[%584] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_443 = arith.constant 512 : i64
      %c896_i64_444 = arith.constant 896 : i64
      %586 = arith.muli %88, %c896_i64_444 : i64
      %587 = arith.addi %c512_i64_443, %586 : i64
      %588 = llvm.getelementptr %80[%587] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c640_i64 = arith.constant 640 : i64
      %c896_i64_445 = arith.constant 896 : i64
      %589 = arith.muli %88, %c896_i64_445 : i64
      %590 = arith.addi %c640_i64, %589 : i64
      %591 = llvm.getelementptr %80[%590] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c768_i64 = arith.constant 768 : i64
      %c896_i64_446 = arith.constant 896 : i64
      %592 = arith.muli %88, %c896_i64_446 : i64
      %593 = arith.addi %c768_i64, %592 : i64
      %594 = llvm.getelementptr %80[%593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_447 = gpu.thread_id  x
      %595 = arith.index_cast %thread_id_x_447 : index to i64
      %c16_i64_448 = arith.constant 16 : i64
      %596 = arith.remsi %595, %c16_i64_448 : i64
      %597 = memref.load %alloca[] : memref<f32>
      %598 = llvm.getelementptr %576[%596] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %597, %598 : f32, !llvm.ptr<1>
      %thread_id_x_449 = gpu.thread_id  x
      %599 = arith.index_cast %thread_id_x_449 : index to i64
      %c16_i64_450 = arith.constant 16 : i64
      %600 = arith.remsi %599, %c16_i64_450 : i64
      %601 = memref.load %alloca_15[] : memref<f32>
      %c16_i64_451 = arith.constant 16 : i64
      %602 = arith.addi %600, %c16_i64_451 : i64
      %603 = llvm.getelementptr %576[%602] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %601, %603 : f32, !llvm.ptr<1>
      %thread_id_x_452 = gpu.thread_id  x
      %604 = arith.index_cast %thread_id_x_452 : index to i64
      %c16_i64_453 = arith.constant 16 : i64
      %605 = arith.remsi %604, %c16_i64_453 : i64
      %606 = memref.load %alloca_16[] : memref<f32>
      %c32_i64_454 = arith.constant 32 : i64
      %607 = arith.addi %605, %c32_i64_454 : i64
      %608 = llvm.getelementptr %576[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %606, %608 : f32, !llvm.ptr<1>
      %thread_id_x_455 = gpu.thread_id  x
      %609 = arith.index_cast %thread_id_x_455 : index to i64
      %c16_i64_456 = arith.constant 16 : i64
      %610 = arith.remsi %609, %c16_i64_456 : i64
      %611 = memref.load %alloca_17[] : memref<f32>
      %c48_i64 = arith.constant 48 : i64
      %612 = arith.addi %610, %c48_i64 : i64
      %613 = llvm.getelementptr %576[%612] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %611, %613 : f32, !llvm.ptr<1>
      %thread_id_x_457 = gpu.thread_id  x
      %614 = arith.index_cast %thread_id_x_457 : index to i64
      %c16_i64_458 = arith.constant 16 : i64
      %615 = arith.remsi %614, %c16_i64_458 : i64
      %616 = memref.load %alloca_18[] : memref<f32>
      %c64_i64 = arith.constant 64 : i64
      %617 = arith.addi %615, %c64_i64 : i64
      %618 = llvm.getelementptr %576[%617] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %616, %618 : f32, !llvm.ptr<1>
      %thread_id_x_459 = gpu.thread_id  x
      %619 = arith.index_cast %thread_id_x_459 : index to i64
      %c16_i64_460 = arith.constant 16 : i64
      %620 = arith.remsi %619, %c16_i64_460 : i64
      %621 = memref.load %alloca_19[] : memref<f32>
      %c80_i64 = arith.constant 80 : i64
      %622 = arith.addi %620, %c80_i64 : i64
      %623 = llvm.getelementptr %576[%622] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %621, %623 : f32, !llvm.ptr<1>
      %thread_id_x_461 = gpu.thread_id  x
      %624 = arith.index_cast %thread_id_x_461 : index to i64
      %c16_i64_462 = arith.constant 16 : i64
      %625 = arith.remsi %624, %c16_i64_462 : i64
      %626 = memref.load %alloca_20[] : memref<f32>
      %c96_i64 = arith.constant 96 : i64
      %627 = arith.addi %625, %c96_i64 : i64
      %628 = llvm.getelementptr %576[%627] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %626, %628 : f32, !llvm.ptr<1>
      %thread_id_x_463 = gpu.thread_id  x
      %629 = arith.index_cast %thread_id_x_463 : index to i64
      %c16_i64_464 = arith.constant 16 : i64
      %630 = arith.remsi %629, %c16_i64_464 : i64
      %631 = memref.load %alloca_21[] : memref<f32>
      %c112_i64 = arith.constant 112 : i64
      %632 = arith.addi %630, %c112_i64 : i64
      %633 = llvm.getelementptr %576[%632] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %631, %633 : f32, !llvm.ptr<1>
      %thread_id_x_465 = gpu.thread_id  x
      %634 = arith.index_cast %thread_id_x_465 : index to i64
      %c16_i64_466 = arith.constant 16 : i64
      %635 = arith.remsi %634, %c16_i64_466 : i64
      %636 = memref.load %alloca_22[] : memref<f32>
      %637 = llvm.getelementptr %579[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %636, %637 : f32, !llvm.ptr<1>
      %thread_id_x_467 = gpu.thread_id  x
      %638 = arith.index_cast %thread_id_x_467 : index to i64
      %c16_i64_468 = arith.constant 16 : i64
      %639 = arith.remsi %638, %c16_i64_468 : i64
      %640 = memref.load %alloca_23[] : memref<f32>
      %c16_i64_469 = arith.constant 16 : i64
      %641 = arith.addi %639, %c16_i64_469 : i64
      %642 = llvm.getelementptr %579[%641] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %640, %642 : f32, !llvm.ptr<1>
      %thread_id_x_470 = gpu.thread_id  x
      %643 = arith.index_cast %thread_id_x_470 : index to i64
      %c16_i64_471 = arith.constant 16 : i64
      %644 = arith.remsi %643, %c16_i64_471 : i64
      %645 = memref.load %alloca_24[] : memref<f32>
      %c32_i64_472 = arith.constant 32 : i64
      %646 = arith.addi %644, %c32_i64_472 : i64
      %647 = llvm.getelementptr %579[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %645, %647 : f32, !llvm.ptr<1>
      %thread_id_x_473 = gpu.thread_id  x
      %648 = arith.index_cast %thread_id_x_473 : index to i64
      %c16_i64_474 = arith.constant 16 : i64
      %649 = arith.remsi %648, %c16_i64_474 : i64
      %650 = memref.load %alloca_25[] : memref<f32>
      %c48_i64_475 = arith.constant 48 : i64
      %651 = arith.addi %649, %c48_i64_475 : i64
      %652 = llvm.getelementptr %579[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %650, %652 : f32, !llvm.ptr<1>
      %thread_id_x_476 = gpu.thread_id  x
      %653 = arith.index_cast %thread_id_x_476 : index to i64
      %c16_i64_477 = arith.constant 16 : i64
      %654 = arith.remsi %653, %c16_i64_477 : i64
      %655 = memref.load %alloca_26[] : memref<f32>
      %c64_i64_478 = arith.constant 64 : i64
      %656 = arith.addi %654, %c64_i64_478 : i64
      %657 = llvm.getelementptr %579[%656] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %655, %657 : f32, !llvm.ptr<1>
      %thread_id_x_479 = gpu.thread_id  x
      %658 = arith.index_cast %thread_id_x_479 : index to i64
      %c16_i64_480 = arith.constant 16 : i64
      %659 = arith.remsi %658, %c16_i64_480 : i64
      %660 = memref.load %alloca_27[] : memref<f32>
      %c80_i64_481 = arith.constant 80 : i64
      %661 = arith.addi %659, %c80_i64_481 : i64
      %662 = llvm.getelementptr %579[%661] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %660, %662 : f32, !llvm.ptr<1>
      %thread_id_x_482 = gpu.thread_id  x
      %663 = arith.index_cast %thread_id_x_482 : index to i64
      %c16_i64_483 = arith.constant 16 : i64
      %664 = arith.remsi %663, %c16_i64_483 : i64
      %665 = memref.load %alloca_28[] : memref<f32>
      %c96_i64_484 = arith.constant 96 : i64
      %666 = arith.addi %664, %c96_i64_484 : i64
      %667 = llvm.getelementptr %579[%666] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %665, %667 : f32, !llvm.ptr<1>
      %thread_id_x_485 = gpu.thread_id  x
      %668 = arith.index_cast %thread_id_x_485 : index to i64
      %c16_i64_486 = arith.constant 16 : i64
      %669 = arith.remsi %668, %c16_i64_486 : i64
      %670 = memref.load %alloca_29[] : memref<f32>
      %c112_i64_487 = arith.constant 112 : i64
      %671 = arith.addi %669, %c112_i64_487 : i64
      %672 = llvm.getelementptr %579[%671] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %670, %672 : f32, !llvm.ptr<1>
      %thread_id_x_488 = gpu.thread_id  x
      %673 = arith.index_cast %thread_id_x_488 : index to i64
      %c16_i64_489 = arith.constant 16 : i64
      %674 = arith.remsi %673, %c16_i64_489 : i64
      %675 = memref.load %alloca_30[] : memref<f32>
      %676 = llvm.getelementptr %582[%674] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %675, %676 : f32, !llvm.ptr<1>
      %thread_id_x_490 = gpu.thread_id  x
      %677 = arith.index_cast %thread_id_x_490 : index to i64
      %c16_i64_491 = arith.constant 16 : i64
      %678 = arith.remsi %677, %c16_i64_491 : i64
      %679 = memref.load %alloca_31[] : memref<f32>
      %c16_i64_492 = arith.constant 16 : i64
      %680 = arith.addi %678, %c16_i64_492 : i64
      %681 = llvm.getelementptr %582[%680] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %679, %681 : f32, !llvm.ptr<1>
      %thread_id_x_493 = gpu.thread_id  x
      %682 = arith.index_cast %thread_id_x_493 : index to i64
      %c16_i64_494 = arith.constant 16 : i64
      %683 = arith.remsi %682, %c16_i64_494 : i64
      %684 = memref.load %alloca_32[] : memref<f32>
      %c32_i64_495 = arith.constant 32 : i64
      %685 = arith.addi %683, %c32_i64_495 : i64
      %686 = llvm.getelementptr %582[%685] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %684, %686 : f32, !llvm.ptr<1>
      %thread_id_x_496 = gpu.thread_id  x
      %687 = arith.index_cast %thread_id_x_496 : index to i64
      %c16_i64_497 = arith.constant 16 : i64
      %688 = arith.remsi %687, %c16_i64_497 : i64
      %689 = memref.load %alloca_33[] : memref<f32>
      %c48_i64_498 = arith.constant 48 : i64
      %690 = arith.addi %688, %c48_i64_498 : i64
      %691 = llvm.getelementptr %582[%690] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %689, %691 : f32, !llvm.ptr<1>
      %thread_id_x_499 = gpu.thread_id  x
      %692 = arith.index_cast %thread_id_x_499 : index to i64
      %c16_i64_500 = arith.constant 16 : i64
      %693 = arith.remsi %692, %c16_i64_500 : i64
      %694 = memref.load %alloca_34[] : memref<f32>
      %c64_i64_501 = arith.constant 64 : i64
      %695 = arith.addi %693, %c64_i64_501 : i64
      %696 = llvm.getelementptr %582[%695] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %694, %696 : f32, !llvm.ptr<1>
      %thread_id_x_502 = gpu.thread_id  x
      %697 = arith.index_cast %thread_id_x_502 : index to i64
      %c16_i64_503 = arith.constant 16 : i64
      %698 = arith.remsi %697, %c16_i64_503 : i64
      %699 = memref.load %alloca_35[] : memref<f32>
      %c80_i64_504 = arith.constant 80 : i64
      %700 = arith.addi %698, %c80_i64_504 : i64
      %701 = llvm.getelementptr %582[%700] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %699, %701 : f32, !llvm.ptr<1>
      %thread_id_x_505 = gpu.thread_id  x
      %702 = arith.index_cast %thread_id_x_505 : index to i64
      %c16_i64_506 = arith.constant 16 : i64
      %703 = arith.remsi %702, %c16_i64_506 : i64
      %704 = memref.load %alloca_36[] : memref<f32>
      %c96_i64_507 = arith.constant 96 : i64
      %705 = arith.addi %703, %c96_i64_507 : i64
      %706 = llvm.getelementptr %582[%705] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %704, %706 : f32, !llvm.ptr<1>
      %thread_id_x_508 = gpu.thread_id  x
      %707 = arith.index_cast %thread_id_x_508 : index to i64
      %c16_i64_509 = arith.constant 16 : i64
      %708 = arith.remsi %707, %c16_i64_509 : i64
      %709 = memref.load %alloca_37[] : memref<f32>
      %c112_i64_510 = arith.constant 112 : i64
      %710 = arith.addi %708, %c112_i64_510 : i64
      %711 = llvm.getelementptr %582[%710] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %709, %711 : f32, !llvm.ptr<1>
      %thread_id_x_511 = gpu.thread_id  x
      %712 = arith.index_cast %thread_id_x_511 : index to i64
      %c16_i64_512 = arith.constant 16 : i64
      %713 = arith.remsi %712, %c16_i64_512 : i64
      %714 = memref.load %alloca_38[] : memref<f32>
      %715 = llvm.getelementptr %585[%713] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %714, %715 : f32, !llvm.ptr<1>
      %thread_id_x_513 = gpu.thread_id  x
      %716 = arith.index_cast %thread_id_x_513 : index to i64
      %c16_i64_514 = arith.constant 16 : i64
      %717 = arith.remsi %716, %c16_i64_514 : i64
      %718 = memref.load %alloca_39[] : memref<f32>
      %c16_i64_515 = arith.constant 16 : i64
      %719 = arith.addi %717, %c16_i64_515 : i64
      %720 = llvm.getelementptr %585[%719] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %718, %720 : f32, !llvm.ptr<1>
      %thread_id_x_516 = gpu.thread_id  x
      %721 = arith.index_cast %thread_id_x_516 : index to i64
      %c16_i64_517 = arith.constant 16 : i64
      %722 = arith.remsi %721, %c16_i64_517 : i64
      %723 = memref.load %alloca_40[] : memref<f32>
      %c32_i64_518 = arith.constant 32 : i64
      %724 = arith.addi %722, %c32_i64_518 : i64
      %725 = llvm.getelementptr %585[%724] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %723, %725 : f32, !llvm.ptr<1>
      %thread_id_x_519 = gpu.thread_id  x
      %726 = arith.index_cast %thread_id_x_519 : index to i64
      %c16_i64_520 = arith.constant 16 : i64
      %727 = arith.remsi %726, %c16_i64_520 : i64
      %728 = memref.load %alloca_41[] : memref<f32>
      %c48_i64_521 = arith.constant 48 : i64
      %729 = arith.addi %727, %c48_i64_521 : i64
      %730 = llvm.getelementptr %585[%729] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %728, %730 : f32, !llvm.ptr<1>
      %thread_id_x_522 = gpu.thread_id  x
      %731 = arith.index_cast %thread_id_x_522 : index to i64
      %c16_i64_523 = arith.constant 16 : i64
      %732 = arith.remsi %731, %c16_i64_523 : i64
      %733 = memref.load %alloca_42[] : memref<f32>
      %c64_i64_524 = arith.constant 64 : i64
      %734 = arith.addi %732, %c64_i64_524 : i64
      %735 = llvm.getelementptr %585[%734] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %733, %735 : f32, !llvm.ptr<1>
      %thread_id_x_525 = gpu.thread_id  x
      %736 = arith.index_cast %thread_id_x_525 : index to i64
      %c16_i64_526 = arith.constant 16 : i64
      %737 = arith.remsi %736, %c16_i64_526 : i64
      %738 = memref.load %alloca_43[] : memref<f32>
      %c80_i64_527 = arith.constant 80 : i64
      %739 = arith.addi %737, %c80_i64_527 : i64
      %740 = llvm.getelementptr %585[%739] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %738, %740 : f32, !llvm.ptr<1>
      %thread_id_x_528 = gpu.thread_id  x
      %741 = arith.index_cast %thread_id_x_528 : index to i64
      %c16_i64_529 = arith.constant 16 : i64
      %742 = arith.remsi %741, %c16_i64_529 : i64
      %743 = memref.load %alloca_44[] : memref<f32>
      %c96_i64_530 = arith.constant 96 : i64
      %744 = arith.addi %742, %c96_i64_530 : i64
      %745 = llvm.getelementptr %585[%744] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %743, %745 : f32, !llvm.ptr<1>
      %thread_id_x_531 = gpu.thread_id  x
      %746 = arith.index_cast %thread_id_x_531 : index to i64
      %c16_i64_532 = arith.constant 16 : i64
      %747 = arith.remsi %746, %c16_i64_532 : i64
      %748 = memref.load %alloca_45[] : memref<f32>
      %c112_i64_533 = arith.constant 112 : i64
      %749 = arith.addi %747, %c112_i64_533 : i64
      %750 = llvm.getelementptr %585[%749] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %748, %750 : f32, !llvm.ptr<1>
      %thread_id_x_534 = gpu.thread_id  x
      %751 = arith.index_cast %thread_id_x_534 : index to i64
      %c16_i64_535 = arith.constant 16 : i64
      %752 = arith.remsi %751, %c16_i64_535 : i64
      %753 = memref.load %alloca_46[] : memref<f32>
      %754 = llvm.getelementptr %588[%752] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %753, %754 : f32, !llvm.ptr<1>
      %thread_id_x_536 = gpu.thread_id  x
      %755 = arith.index_cast %thread_id_x_536 : index to i64
      %c16_i64_537 = arith.constant 16 : i64
      %756 = arith.remsi %755, %c16_i64_537 : i64
      %757 = memref.load %alloca_47[] : memref<f32>
      %c16_i64_538 = arith.constant 16 : i64
      %758 = arith.addi %756, %c16_i64_538 : i64
      %759 = llvm.getelementptr %588[%758] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %757, %759 : f32, !llvm.ptr<1>
      %thread_id_x_539 = gpu.thread_id  x
      %760 = arith.index_cast %thread_id_x_539 : index to i64
      %c16_i64_540 = arith.constant 16 : i64
      %761 = arith.remsi %760, %c16_i64_540 : i64
      %762 = memref.load %alloca_48[] : memref<f32>
      %c32_i64_541 = arith.constant 32 : i64
      %763 = arith.addi %761, %c32_i64_541 : i64
      %764 = llvm.getelementptr %588[%763] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %762, %764 : f32, !llvm.ptr<1>
      %thread_id_x_542 = gpu.thread_id  x
      %765 = arith.index_cast %thread_id_x_542 : index to i64
      %c16_i64_543 = arith.constant 16 : i64
      %766 = arith.remsi %765, %c16_i64_543 : i64
      %767 = memref.load %alloca_49[] : memref<f32>
      %c48_i64_544 = arith.constant 48 : i64
      %768 = arith.addi %766, %c48_i64_544 : i64
      %769 = llvm.getelementptr %588[%768] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %767, %769 : f32, !llvm.ptr<1>
      %thread_id_x_545 = gpu.thread_id  x
      %770 = arith.index_cast %thread_id_x_545 : index to i64
      %c16_i64_546 = arith.constant 16 : i64
      %771 = arith.remsi %770, %c16_i64_546 : i64
      %772 = memref.load %alloca_50[] : memref<f32>
      %c64_i64_547 = arith.constant 64 : i64
      %773 = arith.addi %771, %c64_i64_547 : i64
      %774 = llvm.getelementptr %588[%773] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %772, %774 : f32, !llvm.ptr<1>
      %thread_id_x_548 = gpu.thread_id  x
      %775 = arith.index_cast %thread_id_x_548 : index to i64
      %c16_i64_549 = arith.constant 16 : i64
      %776 = arith.remsi %775, %c16_i64_549 : i64
      %777 = memref.load %alloca_51[] : memref<f32>
      %c80_i64_550 = arith.constant 80 : i64
      %778 = arith.addi %776, %c80_i64_550 : i64
      %779 = llvm.getelementptr %588[%778] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %777, %779 : f32, !llvm.ptr<1>
      %thread_id_x_551 = gpu.thread_id  x
      %780 = arith.index_cast %thread_id_x_551 : index to i64
      %c16_i64_552 = arith.constant 16 : i64
      %781 = arith.remsi %780, %c16_i64_552 : i64
      %782 = memref.load %alloca_52[] : memref<f32>
      %c96_i64_553 = arith.constant 96 : i64
      %783 = arith.addi %781, %c96_i64_553 : i64
      %784 = llvm.getelementptr %588[%783] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %782, %784 : f32, !llvm.ptr<1>
      %thread_id_x_554 = gpu.thread_id  x
      %785 = arith.index_cast %thread_id_x_554 : index to i64
      %c16_i64_555 = arith.constant 16 : i64
      %786 = arith.remsi %785, %c16_i64_555 : i64
      %787 = memref.load %alloca_53[] : memref<f32>
      %c112_i64_556 = arith.constant 112 : i64
      %788 = arith.addi %786, %c112_i64_556 : i64
      %789 = llvm.getelementptr %588[%788] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %787, %789 : f32, !llvm.ptr<1>
      %thread_id_x_557 = gpu.thread_id  x
      %790 = arith.index_cast %thread_id_x_557 : index to i64
      %c16_i64_558 = arith.constant 16 : i64
      %791 = arith.remsi %790, %c16_i64_558 : i64
      %792 = memref.load %alloca_54[] : memref<f32>
      %793 = llvm.getelementptr %591[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %792, %793 : f32, !llvm.ptr<1>
      %thread_id_x_559 = gpu.thread_id  x
      %794 = arith.index_cast %thread_id_x_559 : index to i64
      %c16_i64_560 = arith.constant 16 : i64
      %795 = arith.remsi %794, %c16_i64_560 : i64
      %796 = memref.load %alloca_55[] : memref<f32>
      %c16_i64_561 = arith.constant 16 : i64
      %797 = arith.addi %795, %c16_i64_561 : i64
      %798 = llvm.getelementptr %591[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %796, %798 : f32, !llvm.ptr<1>
      %thread_id_x_562 = gpu.thread_id  x
      %799 = arith.index_cast %thread_id_x_562 : index to i64
      %c16_i64_563 = arith.constant 16 : i64
      %800 = arith.remsi %799, %c16_i64_563 : i64
      %801 = memref.load %alloca_56[] : memref<f32>
      %c32_i64_564 = arith.constant 32 : i64
      %802 = arith.addi %800, %c32_i64_564 : i64
      %803 = llvm.getelementptr %591[%802] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %801, %803 : f32, !llvm.ptr<1>
      %thread_id_x_565 = gpu.thread_id  x
      %804 = arith.index_cast %thread_id_x_565 : index to i64
      %c16_i64_566 = arith.constant 16 : i64
      %805 = arith.remsi %804, %c16_i64_566 : i64
      %806 = memref.load %alloca_57[] : memref<f32>
      %c48_i64_567 = arith.constant 48 : i64
      %807 = arith.addi %805, %c48_i64_567 : i64
      %808 = llvm.getelementptr %591[%807] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %806, %808 : f32, !llvm.ptr<1>
      %thread_id_x_568 = gpu.thread_id  x
      %809 = arith.index_cast %thread_id_x_568 : index to i64
      %c16_i64_569 = arith.constant 16 : i64
      %810 = arith.remsi %809, %c16_i64_569 : i64
      %811 = memref.load %alloca_58[] : memref<f32>
      %c64_i64_570 = arith.constant 64 : i64
      %812 = arith.addi %810, %c64_i64_570 : i64
      %813 = llvm.getelementptr %591[%812] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %811, %813 : f32, !llvm.ptr<1>
      %thread_id_x_571 = gpu.thread_id  x
      %814 = arith.index_cast %thread_id_x_571 : index to i64
      %c16_i64_572 = arith.constant 16 : i64
      %815 = arith.remsi %814, %c16_i64_572 : i64
      %816 = memref.load %alloca_59[] : memref<f32>
      %c80_i64_573 = arith.constant 80 : i64
      %817 = arith.addi %815, %c80_i64_573 : i64
      %818 = llvm.getelementptr %591[%817] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %816, %818 : f32, !llvm.ptr<1>
      %thread_id_x_574 = gpu.thread_id  x
      %819 = arith.index_cast %thread_id_x_574 : index to i64
      %c16_i64_575 = arith.constant 16 : i64
      %820 = arith.remsi %819, %c16_i64_575 : i64
      %821 = memref.load %alloca_60[] : memref<f32>
      %c96_i64_576 = arith.constant 96 : i64
      %822 = arith.addi %820, %c96_i64_576 : i64
      %823 = llvm.getelementptr %591[%822] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %821, %823 : f32, !llvm.ptr<1>
      %thread_id_x_577 = gpu.thread_id  x
      %824 = arith.index_cast %thread_id_x_577 : index to i64
      %c16_i64_578 = arith.constant 16 : i64
      %825 = arith.remsi %824, %c16_i64_578 : i64
      %826 = memref.load %alloca_61[] : memref<f32>
      %c112_i64_579 = arith.constant 112 : i64
      %827 = arith.addi %825, %c112_i64_579 : i64
      %828 = llvm.getelementptr %591[%827] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %826, %828 : f32, !llvm.ptr<1>
      %thread_id_x_580 = gpu.thread_id  x
      %829 = arith.index_cast %thread_id_x_580 : index to i64
      %c16_i64_581 = arith.constant 16 : i64
      %830 = arith.remsi %829, %c16_i64_581 : i64
      %831 = memref.load %alloca_62[] : memref<f32>
      %832 = llvm.getelementptr %594[%830] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %831, %832 : f32, !llvm.ptr<1>
      %thread_id_x_582 = gpu.thread_id  x
      %833 = arith.index_cast %thread_id_x_582 : index to i64
      %c16_i64_583 = arith.constant 16 : i64
      %834 = arith.remsi %833, %c16_i64_583 : i64
      %835 = memref.load %alloca_63[] : memref<f32>
      %c16_i64_584 = arith.constant 16 : i64
      %836 = arith.addi %834, %c16_i64_584 : i64
      %837 = llvm.getelementptr %594[%836] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %835, %837 : f32, !llvm.ptr<1>
      %thread_id_x_585 = gpu.thread_id  x
      %838 = arith.index_cast %thread_id_x_585 : index to i64
      %c16_i64_586 = arith.constant 16 : i64
      %839 = arith.remsi %838, %c16_i64_586 : i64
      %840 = memref.load %alloca_64[] : memref<f32>
      %c32_i64_587 = arith.constant 32 : i64
      %841 = arith.addi %839, %c32_i64_587 : i64
      %842 = llvm.getelementptr %594[%841] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %840, %842 : f32, !llvm.ptr<1>
      %thread_id_x_588 = gpu.thread_id  x
      %843 = arith.index_cast %thread_id_x_588 : index to i64
      %c16_i64_589 = arith.constant 16 : i64
      %844 = arith.remsi %843, %c16_i64_589 : i64
      %845 = memref.load %alloca_65[] : memref<f32>
      %c48_i64_590 = arith.constant 48 : i64
      %846 = arith.addi %844, %c48_i64_590 : i64
      %847 = llvm.getelementptr %594[%846] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %845, %847 : f32, !llvm.ptr<1>
      %thread_id_x_591 = gpu.thread_id  x
      %848 = arith.index_cast %thread_id_x_591 : index to i64
      %c16_i64_592 = arith.constant 16 : i64
      %849 = arith.remsi %848, %c16_i64_592 : i64
      %850 = memref.load %alloca_66[] : memref<f32>
      %c64_i64_593 = arith.constant 64 : i64
      %851 = arith.addi %849, %c64_i64_593 : i64
      %852 = llvm.getelementptr %594[%851] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %850, %852 : f32, !llvm.ptr<1>
      %thread_id_x_594 = gpu.thread_id  x
      %853 = arith.index_cast %thread_id_x_594 : index to i64
      %c16_i64_595 = arith.constant 16 : i64
      %854 = arith.remsi %853, %c16_i64_595 : i64
      %855 = memref.load %alloca_67[] : memref<f32>
      %c80_i64_596 = arith.constant 80 : i64
      %856 = arith.addi %854, %c80_i64_596 : i64
      %857 = llvm.getelementptr %594[%856] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %855, %857 : f32, !llvm.ptr<1>
      %thread_id_x_597 = gpu.thread_id  x
      %858 = arith.index_cast %thread_id_x_597 : index to i64
      %c16_i64_598 = arith.constant 16 : i64
      %859 = arith.remsi %858, %c16_i64_598 : i64
      %860 = memref.load %alloca_68[] : memref<f32>
      %c96_i64_599 = arith.constant 96 : i64
      %861 = arith.addi %859, %c96_i64_599 : i64
      %862 = llvm.getelementptr %594[%861] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %860, %862 : f32, !llvm.ptr<1>
      %thread_id_x_600 = gpu.thread_id  x
      %863 = arith.index_cast %thread_id_x_600 : index to i64
      %c16_i64_601 = arith.constant 16 : i64
      %864 = arith.remsi %863, %c16_i64_601 : i64
      %865 = memref.load %alloca_69[] : memref<f32>
      %c112_i64_602 = arith.constant 112 : i64
      %866 = arith.addi %864, %c112_i64_602 : i64
      %867 = llvm.getelementptr %594[%866] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %865, %867 : f32, !llvm.ptr<1>
      %thread_id_x_603 = gpu.thread_id  x
      %868 = arith.index_cast %thread_id_x_603 : index to i64
      %c16_i64_604 = arith.constant 16 : i64
      %869 = arith.remsi %868, %c16_i64_604 : i64
      %870 = llvm.getelementptr %90[%869] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %871 = llvm.load %870 : !llvm.ptr<1> -> f32
      %thread_id_x_605 = gpu.thread_id  x
      %872 = arith.index_cast %thread_id_x_605 : index to i64
      %c16_i64_606 = arith.constant 16 : i64
      %873 = arith.remsi %872, %c16_i64_606 : i64
      %c32_i64_607 = arith.constant 32 : i64
      %874 = arith.addi %873, %c32_i64_607 : i64
      %875 = llvm.getelementptr %90[%874] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %876 = llvm.load %875 : !llvm.ptr<1> -> f32
      %thread_id_x_608 = gpu.thread_id  x
      %877 = arith.index_cast %thread_id_x_608 : index to i64
      %c16_i64_609 = arith.constant 16 : i64
      %878 = arith.remsi %877, %c16_i64_609 : i64
      %c64_i64_610 = arith.constant 64 : i64
      %879 = arith.addi %878, %c64_i64_610 : i64
      %880 = llvm.getelementptr %90[%879] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %881 = llvm.load %880 : !llvm.ptr<1> -> f32
      %thread_id_x_611 = gpu.thread_id  x
      %882 = arith.index_cast %thread_id_x_611 : index to i64
      %c16_i64_612 = arith.constant 16 : i64
      %883 = arith.remsi %882, %c16_i64_612 : i64
      %c96_i64_613 = arith.constant 96 : i64
      %884 = arith.addi %883, %c96_i64_613 : i64
      %885 = llvm.getelementptr %90[%884] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %886 = llvm.load %885 : !llvm.ptr<1> -> f32
      %thread_id_x_614 = gpu.thread_id  x
      %887 = arith.index_cast %thread_id_x_614 : index to i64
      %c16_i64_615 = arith.constant 16 : i64
      %888 = arith.remsi %887, %c16_i64_615 : i64
      %c128_i64_616 = arith.constant 128 : i64
      %889 = arith.addi %888, %c128_i64_616 : i64
      %890 = llvm.getelementptr %90[%889] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %891 = llvm.load %890 : !llvm.ptr<1> -> f32
      %thread_id_x_617 = gpu.thread_id  x
      %892 = arith.index_cast %thread_id_x_617 : index to i64
      %c16_i64_618 = arith.constant 16 : i64
      %893 = arith.remsi %892, %c16_i64_618 : i64
      %c160_i64 = arith.constant 160 : i64
      %894 = arith.addi %893, %c160_i64 : i64
      %895 = llvm.getelementptr %90[%894] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %896 = llvm.load %895 : !llvm.ptr<1> -> f32
      %thread_id_x_619 = gpu.thread_id  x
      %897 = arith.index_cast %thread_id_x_619 : index to i64
      %c16_i64_620 = arith.constant 16 : i64
      %898 = arith.remsi %897, %c16_i64_620 : i64
      %c192_i64 = arith.constant 192 : i64
      %899 = arith.addi %898, %c192_i64 : i64
      %900 = llvm.getelementptr %90[%899] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %901 = llvm.load %900 : !llvm.ptr<1> -> f32
      %thread_id_x_621 = gpu.thread_id  x
      %902 = arith.index_cast %thread_id_x_621 : index to i64
      %c16_i64_622 = arith.constant 16 : i64
      %903 = arith.remsi %902, %c16_i64_622 : i64
      %c224_i64 = arith.constant 224 : i64
      %904 = arith.addi %903, %c224_i64 : i64
      %905 = llvm.getelementptr %90[%904] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %906 = llvm.load %905 : !llvm.ptr<1> -> f32
      %thread_id_x_623 = gpu.thread_id  x
      %907 = arith.index_cast %thread_id_x_623 : index to i64
      %c16_i64_624 = arith.constant 16 : i64
      %908 = arith.remsi %907, %c16_i64_624 : i64
      %909 = arith.addi %111, %908 : i64
      %c0_i64_625 = arith.constant 0 : i64
      %910 = arith.cmpi sge, %909, %c0_i64_625 : i64
      %c32_i64_626 = arith.constant 32 : i64
      %911 = arith.cmpi slt, %909, %c32_i64_626 : i64
      %912 = arith.andi %910, %911 : i1
      scf.if %912 {
        %c96_i64_966 = arith.constant 96 : i64
        %1385 = arith.addi %909, %c96_i64_966 : i64
        %1386 = llvm.getelementptr %92[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %871, %1386 : f32, !llvm.ptr<1>
      }
      %thread_id_x_627 = gpu.thread_id  x
      %913 = arith.index_cast %thread_id_x_627 : index to i64
      %c16_i64_628 = arith.constant 16 : i64
      %914 = arith.remsi %913, %c16_i64_628 : i64
      %915 = arith.addi %111, %914 : i64
      %c0_i64_629 = arith.constant 0 : i64
      %916 = arith.cmpi sge, %915, %c0_i64_629 : i64
      %c32_i64_630 = arith.constant 32 : i64
      %917 = arith.cmpi slt, %915, %c32_i64_630 : i64
      %918 = arith.andi %916, %917 : i1
      scf.if %918 {
        %c128_i64_966 = arith.constant 128 : i64
        %1385 = arith.addi %915, %c128_i64_966 : i64
        %1386 = llvm.getelementptr %92[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %876, %1386 : f32, !llvm.ptr<1>
      }
      %thread_id_x_631 = gpu.thread_id  x
      %919 = arith.index_cast %thread_id_x_631 : index to i64
      %c16_i64_632 = arith.constant 16 : i64
      %920 = arith.remsi %919, %c16_i64_632 : i64
      %921 = arith.addi %111, %920 : i64
      %c0_i64_633 = arith.constant 0 : i64
      %922 = arith.cmpi sge, %921, %c0_i64_633 : i64
      %c32_i64_634 = arith.constant 32 : i64
      %923 = arith.cmpi slt, %921, %c32_i64_634 : i64
      %924 = arith.andi %922, %923 : i1
      scf.if %924 {
        %c160_i64_966 = arith.constant 160 : i64
        %1385 = arith.addi %921, %c160_i64_966 : i64
        %1386 = llvm.getelementptr %92[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %881, %1386 : f32, !llvm.ptr<1>
      }
      %thread_id_x_635 = gpu.thread_id  x
      %925 = arith.index_cast %thread_id_x_635 : index to i64
      %c16_i64_636 = arith.constant 16 : i64
      %926 = arith.remsi %925, %c16_i64_636 : i64
      %927 = arith.addi %111, %926 : i64
      %c0_i64_637 = arith.constant 0 : i64
      %928 = arith.cmpi sge, %927, %c0_i64_637 : i64
      %c32_i64_638 = arith.constant 32 : i64
      %929 = arith.cmpi slt, %927, %c32_i64_638 : i64
      %930 = arith.andi %928, %929 : i1
      scf.if %930 {
        %c192_i64_966 = arith.constant 192 : i64
        %1385 = arith.addi %927, %c192_i64_966 : i64
        %1386 = llvm.getelementptr %92[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %886, %1386 : f32, !llvm.ptr<1>
      }
      %thread_id_x_639 = gpu.thread_id  x
      %931 = arith.index_cast %thread_id_x_639 : index to i64
      %c16_i64_640 = arith.constant 16 : i64
      %932 = arith.remsi %931, %c16_i64_640 : i64
      %933 = arith.addi %111, %932 : i64
      %c0_i64_641 = arith.constant 0 : i64
      %934 = arith.cmpi sge, %933, %c0_i64_641 : i64
      %c32_i64_642 = arith.constant 32 : i64
      %935 = arith.cmpi slt, %933, %c32_i64_642 : i64
      %936 = arith.andi %934, %935 : i1
      scf.if %936 {
        %c224_i64_966 = arith.constant 224 : i64
        %1385 = arith.addi %933, %c224_i64_966 : i64
        %1386 = llvm.getelementptr %92[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %891, %1386 : f32, !llvm.ptr<1>
      }
      %thread_id_x_643 = gpu.thread_id  x
      %937 = arith.index_cast %thread_id_x_643 : index to i64
      %c16_i64_644 = arith.constant 16 : i64
      %938 = arith.remsi %937, %c16_i64_644 : i64
      %939 = arith.addi %111, %938 : i64
      %c0_i64_645 = arith.constant 0 : i64
      %940 = arith.cmpi sge, %939, %c0_i64_645 : i64
      %c32_i64_646 = arith.constant 32 : i64
      %941 = arith.cmpi slt, %939, %c32_i64_646 : i64
      %942 = arith.andi %940, %941 : i1
      scf.if %942 {
        %c256_i64_966 = arith.constant 256 : i64
        %1385 = arith.addi %939, %c256_i64_966 : i64
        %1386 = llvm.getelementptr %92[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %896, %1386 : f32, !llvm.ptr<1>
      }
      %thread_id_x_647 = gpu.thread_id  x
      %943 = arith.index_cast %thread_id_x_647 : index to i64
      %c16_i64_648 = arith.constant 16 : i64
      %944 = arith.remsi %943, %c16_i64_648 : i64
      %945 = arith.addi %111, %944 : i64
      %c0_i64_649 = arith.constant 0 : i64
      %946 = arith.cmpi sge, %945, %c0_i64_649 : i64
      %c32_i64_650 = arith.constant 32 : i64
      %947 = arith.cmpi slt, %945, %c32_i64_650 : i64
      %948 = arith.andi %946, %947 : i1
      scf.if %948 {
        %c288_i64 = arith.constant 288 : i64
        %1385 = arith.addi %945, %c288_i64 : i64
        %1386 = llvm.getelementptr %92[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %901, %1386 : f32, !llvm.ptr<1>
      }
      %thread_id_x_651 = gpu.thread_id  x
      %949 = arith.index_cast %thread_id_x_651 : index to i64
      %c16_i64_652 = arith.constant 16 : i64
      %950 = arith.remsi %949, %c16_i64_652 : i64
      %951 = arith.addi %111, %950 : i64
      %c0_i64_653 = arith.constant 0 : i64
      %952 = arith.cmpi sge, %951, %c0_i64_653 : i64
      %c32_i64_654 = arith.constant 32 : i64
      %953 = arith.cmpi slt, %951, %c32_i64_654 : i64
      %954 = arith.andi %952, %953 : i1
      scf.if %954 {
        %c320_i64 = arith.constant 320 : i64
        %1385 = arith.addi %951, %c320_i64 : i64
        %1386 = llvm.getelementptr %92[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %906, %1386 : f32, !llvm.ptr<1>
      }
      %thread_id_x_655 = gpu.thread_id  x
      %955 = arith.index_cast %thread_id_x_655 : index to i64
      %c16_i64_656 = arith.constant 16 : i64
      %956 = arith.remsi %955, %c16_i64_656 : i64
      %c5_i64_657 = arith.constant 5 : i64
      %957 = arith.addi %c5_i64_657, %956 : i64
      %c0_i64_658 = arith.constant 0 : i64
      %958 = arith.cmpi sge, %113, %c0_i64_658 : i64
      %c16_i64_659 = arith.constant 16 : i64
      %959 = arith.cmpi slt, %113, %c16_i64_659 : i64
      %960 = arith.andi %958, %959 : i1
      scf.if %960 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %113, %c32_i64_966 : i64
        %1386 = arith.addi %957, %1385 : i64
        %1387 = llvm.getelementptr %95[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %871, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_660 = gpu.thread_id  x
      %961 = arith.index_cast %thread_id_x_660 : index to i64
      %c16_i64_661 = arith.constant 16 : i64
      %962 = arith.remsi %961, %c16_i64_661 : i64
      %c5_i64_662 = arith.constant 5 : i64
      %963 = arith.addi %c5_i64_662, %962 : i64
      %c1_i64_663 = arith.constant 1 : i64
      %964 = arith.addi %113, %c1_i64_663 : i64
      %c0_i64_664 = arith.constant 0 : i64
      %965 = arith.cmpi sge, %964, %c0_i64_664 : i64
      %c16_i64_665 = arith.constant 16 : i64
      %966 = arith.cmpi slt, %964, %c16_i64_665 : i64
      %967 = arith.andi %965, %966 : i1
      scf.if %967 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %964, %c32_i64_966 : i64
        %1386 = arith.addi %963, %1385 : i64
        %1387 = llvm.getelementptr %95[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %876, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_666 = gpu.thread_id  x
      %968 = arith.index_cast %thread_id_x_666 : index to i64
      %c16_i64_667 = arith.constant 16 : i64
      %969 = arith.remsi %968, %c16_i64_667 : i64
      %c5_i64_668 = arith.constant 5 : i64
      %970 = arith.addi %c5_i64_668, %969 : i64
      %c2_i64_669 = arith.constant 2 : i64
      %971 = arith.addi %113, %c2_i64_669 : i64
      %c0_i64_670 = arith.constant 0 : i64
      %972 = arith.cmpi sge, %971, %c0_i64_670 : i64
      %c16_i64_671 = arith.constant 16 : i64
      %973 = arith.cmpi slt, %971, %c16_i64_671 : i64
      %974 = arith.andi %972, %973 : i1
      scf.if %974 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %971, %c32_i64_966 : i64
        %1386 = arith.addi %970, %1385 : i64
        %1387 = llvm.getelementptr %95[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %881, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_672 = gpu.thread_id  x
      %975 = arith.index_cast %thread_id_x_672 : index to i64
      %c16_i64_673 = arith.constant 16 : i64
      %976 = arith.remsi %975, %c16_i64_673 : i64
      %c5_i64_674 = arith.constant 5 : i64
      %977 = arith.addi %c5_i64_674, %976 : i64
      %c3_i64_675 = arith.constant 3 : i64
      %978 = arith.addi %113, %c3_i64_675 : i64
      %c0_i64_676 = arith.constant 0 : i64
      %979 = arith.cmpi sge, %978, %c0_i64_676 : i64
      %c16_i64_677 = arith.constant 16 : i64
      %980 = arith.cmpi slt, %978, %c16_i64_677 : i64
      %981 = arith.andi %979, %980 : i1
      scf.if %981 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %978, %c32_i64_966 : i64
        %1386 = arith.addi %977, %1385 : i64
        %1387 = llvm.getelementptr %95[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %886, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_678 = gpu.thread_id  x
      %982 = arith.index_cast %thread_id_x_678 : index to i64
      %c16_i64_679 = arith.constant 16 : i64
      %983 = arith.remsi %982, %c16_i64_679 : i64
      %c5_i64_680 = arith.constant 5 : i64
      %984 = arith.addi %c5_i64_680, %983 : i64
      %c4_i64_681 = arith.constant 4 : i64
      %985 = arith.addi %113, %c4_i64_681 : i64
      %c0_i64_682 = arith.constant 0 : i64
      %986 = arith.cmpi sge, %985, %c0_i64_682 : i64
      %c16_i64_683 = arith.constant 16 : i64
      %987 = arith.cmpi slt, %985, %c16_i64_683 : i64
      %988 = arith.andi %986, %987 : i1
      scf.if %988 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %985, %c32_i64_966 : i64
        %1386 = arith.addi %984, %1385 : i64
        %1387 = llvm.getelementptr %95[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %891, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_684 = gpu.thread_id  x
      %989 = arith.index_cast %thread_id_x_684 : index to i64
      %c16_i64_685 = arith.constant 16 : i64
      %990 = arith.remsi %989, %c16_i64_685 : i64
      %c5_i64_686 = arith.constant 5 : i64
      %991 = arith.addi %c5_i64_686, %990 : i64
      %c5_i64_687 = arith.constant 5 : i64
      %992 = arith.addi %113, %c5_i64_687 : i64
      %c0_i64_688 = arith.constant 0 : i64
      %993 = arith.cmpi sge, %992, %c0_i64_688 : i64
      %c16_i64_689 = arith.constant 16 : i64
      %994 = arith.cmpi slt, %992, %c16_i64_689 : i64
      %995 = arith.andi %993, %994 : i1
      scf.if %995 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %992, %c32_i64_966 : i64
        %1386 = arith.addi %991, %1385 : i64
        %1387 = llvm.getelementptr %95[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %896, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_690 = gpu.thread_id  x
      %996 = arith.index_cast %thread_id_x_690 : index to i64
      %c16_i64_691 = arith.constant 16 : i64
      %997 = arith.remsi %996, %c16_i64_691 : i64
      %c5_i64_692 = arith.constant 5 : i64
      %998 = arith.addi %c5_i64_692, %997 : i64
      %c6_i64_693 = arith.constant 6 : i64
      %999 = arith.addi %113, %c6_i64_693 : i64
      %c0_i64_694 = arith.constant 0 : i64
      %1000 = arith.cmpi sge, %999, %c0_i64_694 : i64
      %c16_i64_695 = arith.constant 16 : i64
      %1001 = arith.cmpi slt, %999, %c16_i64_695 : i64
      %1002 = arith.andi %1000, %1001 : i1
      scf.if %1002 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %999, %c32_i64_966 : i64
        %1386 = arith.addi %998, %1385 : i64
        %1387 = llvm.getelementptr %95[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %901, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_696 = gpu.thread_id  x
      %1003 = arith.index_cast %thread_id_x_696 : index to i64
      %c16_i64_697 = arith.constant 16 : i64
      %1004 = arith.remsi %1003, %c16_i64_697 : i64
      %c5_i64_698 = arith.constant 5 : i64
      %1005 = arith.addi %c5_i64_698, %1004 : i64
      %c7_i64_699 = arith.constant 7 : i64
      %1006 = arith.addi %113, %c7_i64_699 : i64
      %c0_i64_700 = arith.constant 0 : i64
      %1007 = arith.cmpi sge, %1006, %c0_i64_700 : i64
      %c16_i64_701 = arith.constant 16 : i64
      %1008 = arith.cmpi slt, %1006, %c16_i64_701 : i64
      %1009 = arith.andi %1007, %1008 : i1
      scf.if %1009 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1006, %c32_i64_966 : i64
        %1386 = arith.addi %1005, %1385 : i64
        %1387 = llvm.getelementptr %95[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %906, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_702 = gpu.thread_id  x
      %1010 = arith.index_cast %thread_id_x_702 : index to i64
      %c16_i64_703 = arith.constant 16 : i64
      %1011 = arith.remsi %1010, %c16_i64_703 : i64
      %1012 = arith.addi %111, %1011 : i64
      %c0_i64_704 = arith.constant 0 : i64
      %1013 = arith.cmpi sge, %1012, %c0_i64_704 : i64
      %c32_i64_705 = arith.constant 32 : i64
      %1014 = arith.cmpi slt, %1012, %c32_i64_705 : i64
      %1015 = arith.andi %1013, %1014 : i1
      %c0_i64_706 = arith.constant 0 : i64
      %1016 = arith.cmpi sge, %113, %c0_i64_706 : i64
      %c16_i64_707 = arith.constant 16 : i64
      %1017 = arith.cmpi slt, %113, %c16_i64_707 : i64
      %1018 = arith.andi %1016, %1017 : i1
      %1019 = arith.andi %1015, %1018 : i1
      scf.if %1019 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %113, %c32_i64_966 : i64
        %1386 = arith.addi %1012, %1385 : i64
        %1387 = llvm.getelementptr %98[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %871, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_708 = gpu.thread_id  x
      %1020 = arith.index_cast %thread_id_x_708 : index to i64
      %c16_i64_709 = arith.constant 16 : i64
      %1021 = arith.remsi %1020, %c16_i64_709 : i64
      %1022 = arith.addi %111, %1021 : i64
      %c1_i64_710 = arith.constant 1 : i64
      %1023 = arith.addi %113, %c1_i64_710 : i64
      %c0_i64_711 = arith.constant 0 : i64
      %1024 = arith.cmpi sge, %1022, %c0_i64_711 : i64
      %c32_i64_712 = arith.constant 32 : i64
      %1025 = arith.cmpi slt, %1022, %c32_i64_712 : i64
      %1026 = arith.andi %1024, %1025 : i1
      %c0_i64_713 = arith.constant 0 : i64
      %1027 = arith.cmpi sge, %1023, %c0_i64_713 : i64
      %c16_i64_714 = arith.constant 16 : i64
      %1028 = arith.cmpi slt, %1023, %c16_i64_714 : i64
      %1029 = arith.andi %1027, %1028 : i1
      %1030 = arith.andi %1026, %1029 : i1
      scf.if %1030 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1023, %c32_i64_966 : i64
        %1386 = arith.addi %1022, %1385 : i64
        %1387 = llvm.getelementptr %98[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %876, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_715 = gpu.thread_id  x
      %1031 = arith.index_cast %thread_id_x_715 : index to i64
      %c16_i64_716 = arith.constant 16 : i64
      %1032 = arith.remsi %1031, %c16_i64_716 : i64
      %1033 = arith.addi %111, %1032 : i64
      %c2_i64_717 = arith.constant 2 : i64
      %1034 = arith.addi %113, %c2_i64_717 : i64
      %c0_i64_718 = arith.constant 0 : i64
      %1035 = arith.cmpi sge, %1033, %c0_i64_718 : i64
      %c32_i64_719 = arith.constant 32 : i64
      %1036 = arith.cmpi slt, %1033, %c32_i64_719 : i64
      %1037 = arith.andi %1035, %1036 : i1
      %c0_i64_720 = arith.constant 0 : i64
      %1038 = arith.cmpi sge, %1034, %c0_i64_720 : i64
      %c16_i64_721 = arith.constant 16 : i64
      %1039 = arith.cmpi slt, %1034, %c16_i64_721 : i64
      %1040 = arith.andi %1038, %1039 : i1
      %1041 = arith.andi %1037, %1040 : i1
      scf.if %1041 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1034, %c32_i64_966 : i64
        %1386 = arith.addi %1033, %1385 : i64
        %1387 = llvm.getelementptr %98[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %881, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_722 = gpu.thread_id  x
      %1042 = arith.index_cast %thread_id_x_722 : index to i64
      %c16_i64_723 = arith.constant 16 : i64
      %1043 = arith.remsi %1042, %c16_i64_723 : i64
      %1044 = arith.addi %111, %1043 : i64
      %c3_i64_724 = arith.constant 3 : i64
      %1045 = arith.addi %113, %c3_i64_724 : i64
      %c0_i64_725 = arith.constant 0 : i64
      %1046 = arith.cmpi sge, %1044, %c0_i64_725 : i64
      %c32_i64_726 = arith.constant 32 : i64
      %1047 = arith.cmpi slt, %1044, %c32_i64_726 : i64
      %1048 = arith.andi %1046, %1047 : i1
      %c0_i64_727 = arith.constant 0 : i64
      %1049 = arith.cmpi sge, %1045, %c0_i64_727 : i64
      %c16_i64_728 = arith.constant 16 : i64
      %1050 = arith.cmpi slt, %1045, %c16_i64_728 : i64
      %1051 = arith.andi %1049, %1050 : i1
      %1052 = arith.andi %1048, %1051 : i1
      scf.if %1052 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1045, %c32_i64_966 : i64
        %1386 = arith.addi %1044, %1385 : i64
        %1387 = llvm.getelementptr %98[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %886, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_729 = gpu.thread_id  x
      %1053 = arith.index_cast %thread_id_x_729 : index to i64
      %c16_i64_730 = arith.constant 16 : i64
      %1054 = arith.remsi %1053, %c16_i64_730 : i64
      %1055 = arith.addi %111, %1054 : i64
      %c4_i64_731 = arith.constant 4 : i64
      %1056 = arith.addi %113, %c4_i64_731 : i64
      %c0_i64_732 = arith.constant 0 : i64
      %1057 = arith.cmpi sge, %1055, %c0_i64_732 : i64
      %c32_i64_733 = arith.constant 32 : i64
      %1058 = arith.cmpi slt, %1055, %c32_i64_733 : i64
      %1059 = arith.andi %1057, %1058 : i1
      %c0_i64_734 = arith.constant 0 : i64
      %1060 = arith.cmpi sge, %1056, %c0_i64_734 : i64
      %c16_i64_735 = arith.constant 16 : i64
      %1061 = arith.cmpi slt, %1056, %c16_i64_735 : i64
      %1062 = arith.andi %1060, %1061 : i1
      %1063 = arith.andi %1059, %1062 : i1
      scf.if %1063 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1056, %c32_i64_966 : i64
        %1386 = arith.addi %1055, %1385 : i64
        %1387 = llvm.getelementptr %98[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %891, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_736 = gpu.thread_id  x
      %1064 = arith.index_cast %thread_id_x_736 : index to i64
      %c16_i64_737 = arith.constant 16 : i64
      %1065 = arith.remsi %1064, %c16_i64_737 : i64
      %1066 = arith.addi %111, %1065 : i64
      %c5_i64_738 = arith.constant 5 : i64
      %1067 = arith.addi %113, %c5_i64_738 : i64
      %c0_i64_739 = arith.constant 0 : i64
      %1068 = arith.cmpi sge, %1066, %c0_i64_739 : i64
      %c32_i64_740 = arith.constant 32 : i64
      %1069 = arith.cmpi slt, %1066, %c32_i64_740 : i64
      %1070 = arith.andi %1068, %1069 : i1
      %c0_i64_741 = arith.constant 0 : i64
      %1071 = arith.cmpi sge, %1067, %c0_i64_741 : i64
      %c16_i64_742 = arith.constant 16 : i64
      %1072 = arith.cmpi slt, %1067, %c16_i64_742 : i64
      %1073 = arith.andi %1071, %1072 : i1
      %1074 = arith.andi %1070, %1073 : i1
      scf.if %1074 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1067, %c32_i64_966 : i64
        %1386 = arith.addi %1066, %1385 : i64
        %1387 = llvm.getelementptr %98[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %896, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_743 = gpu.thread_id  x
      %1075 = arith.index_cast %thread_id_x_743 : index to i64
      %c16_i64_744 = arith.constant 16 : i64
      %1076 = arith.remsi %1075, %c16_i64_744 : i64
      %1077 = arith.addi %111, %1076 : i64
      %c6_i64_745 = arith.constant 6 : i64
      %1078 = arith.addi %113, %c6_i64_745 : i64
      %c0_i64_746 = arith.constant 0 : i64
      %1079 = arith.cmpi sge, %1077, %c0_i64_746 : i64
      %c32_i64_747 = arith.constant 32 : i64
      %1080 = arith.cmpi slt, %1077, %c32_i64_747 : i64
      %1081 = arith.andi %1079, %1080 : i1
      %c0_i64_748 = arith.constant 0 : i64
      %1082 = arith.cmpi sge, %1078, %c0_i64_748 : i64
      %c16_i64_749 = arith.constant 16 : i64
      %1083 = arith.cmpi slt, %1078, %c16_i64_749 : i64
      %1084 = arith.andi %1082, %1083 : i1
      %1085 = arith.andi %1081, %1084 : i1
      scf.if %1085 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1078, %c32_i64_966 : i64
        %1386 = arith.addi %1077, %1385 : i64
        %1387 = llvm.getelementptr %98[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %901, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_750 = gpu.thread_id  x
      %1086 = arith.index_cast %thread_id_x_750 : index to i64
      %c16_i64_751 = arith.constant 16 : i64
      %1087 = arith.remsi %1086, %c16_i64_751 : i64
      %1088 = arith.addi %111, %1087 : i64
      %c7_i64_752 = arith.constant 7 : i64
      %1089 = arith.addi %113, %c7_i64_752 : i64
      %c0_i64_753 = arith.constant 0 : i64
      %1090 = arith.cmpi sge, %1088, %c0_i64_753 : i64
      %c32_i64_754 = arith.constant 32 : i64
      %1091 = arith.cmpi slt, %1088, %c32_i64_754 : i64
      %1092 = arith.andi %1090, %1091 : i1
      %c0_i64_755 = arith.constant 0 : i64
      %1093 = arith.cmpi sge, %1089, %c0_i64_755 : i64
      %c16_i64_756 = arith.constant 16 : i64
      %1094 = arith.cmpi slt, %1089, %c16_i64_756 : i64
      %1095 = arith.andi %1093, %1094 : i1
      %1096 = arith.andi %1092, %1095 : i1
      scf.if %1096 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1089, %c32_i64_966 : i64
        %1386 = arith.addi %1088, %1385 : i64
        %1387 = llvm.getelementptr %98[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %906, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_757 = gpu.thread_id  x
      %1097 = arith.index_cast %thread_id_x_757 : index to i64
      %c16_i64_758 = arith.constant 16 : i64
      %1098 = arith.remsi %1097, %c16_i64_758 : i64
      %1099 = arith.addi %113, %1098 : i64
      %c0_i64_759 = arith.constant 0 : i64
      %1100 = arith.cmpi sge, %1099, %c0_i64_759 : i64
      %c16_i64_760 = arith.constant 16 : i64
      %1101 = arith.cmpi slt, %1099, %c16_i64_760 : i64
      %1102 = arith.andi %1100, %1101 : i1
      scf.if %1102 {
        %c5_i64_966 = arith.constant 5 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %1099, %c32_i64_967 : i64
        %1386 = arith.addi %c5_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %101[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %871, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_761 = gpu.thread_id  x
      %1103 = arith.index_cast %thread_id_x_761 : index to i64
      %c16_i64_762 = arith.constant 16 : i64
      %1104 = arith.remsi %1103, %c16_i64_762 : i64
      %1105 = arith.addi %113, %1104 : i64
      %c0_i64_763 = arith.constant 0 : i64
      %1106 = arith.cmpi sge, %1105, %c0_i64_763 : i64
      %c16_i64_764 = arith.constant 16 : i64
      %1107 = arith.cmpi slt, %1105, %c16_i64_764 : i64
      %1108 = arith.andi %1106, %1107 : i1
      scf.if %1108 {
        %c6_i64_966 = arith.constant 6 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %1105, %c32_i64_967 : i64
        %1386 = arith.addi %c6_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %101[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %876, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_765 = gpu.thread_id  x
      %1109 = arith.index_cast %thread_id_x_765 : index to i64
      %c16_i64_766 = arith.constant 16 : i64
      %1110 = arith.remsi %1109, %c16_i64_766 : i64
      %1111 = arith.addi %113, %1110 : i64
      %c0_i64_767 = arith.constant 0 : i64
      %1112 = arith.cmpi sge, %1111, %c0_i64_767 : i64
      %c16_i64_768 = arith.constant 16 : i64
      %1113 = arith.cmpi slt, %1111, %c16_i64_768 : i64
      %1114 = arith.andi %1112, %1113 : i1
      scf.if %1114 {
        %c7_i64_966 = arith.constant 7 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %1111, %c32_i64_967 : i64
        %1386 = arith.addi %c7_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %101[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %881, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_769 = gpu.thread_id  x
      %1115 = arith.index_cast %thread_id_x_769 : index to i64
      %c16_i64_770 = arith.constant 16 : i64
      %1116 = arith.remsi %1115, %c16_i64_770 : i64
      %1117 = arith.addi %113, %1116 : i64
      %c0_i64_771 = arith.constant 0 : i64
      %1118 = arith.cmpi sge, %1117, %c0_i64_771 : i64
      %c16_i64_772 = arith.constant 16 : i64
      %1119 = arith.cmpi slt, %1117, %c16_i64_772 : i64
      %1120 = arith.andi %1118, %1119 : i1
      scf.if %1120 {
        %c8_i64_966 = arith.constant 8 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %1117, %c32_i64_967 : i64
        %1386 = arith.addi %c8_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %101[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %886, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_773 = gpu.thread_id  x
      %1121 = arith.index_cast %thread_id_x_773 : index to i64
      %c16_i64_774 = arith.constant 16 : i64
      %1122 = arith.remsi %1121, %c16_i64_774 : i64
      %1123 = arith.addi %113, %1122 : i64
      %c0_i64_775 = arith.constant 0 : i64
      %1124 = arith.cmpi sge, %1123, %c0_i64_775 : i64
      %c16_i64_776 = arith.constant 16 : i64
      %1125 = arith.cmpi slt, %1123, %c16_i64_776 : i64
      %1126 = arith.andi %1124, %1125 : i1
      scf.if %1126 {
        %c9_i64 = arith.constant 9 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1123, %c32_i64_966 : i64
        %1386 = arith.addi %c9_i64, %1385 : i64
        %1387 = llvm.getelementptr %101[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %891, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_777 = gpu.thread_id  x
      %1127 = arith.index_cast %thread_id_x_777 : index to i64
      %c16_i64_778 = arith.constant 16 : i64
      %1128 = arith.remsi %1127, %c16_i64_778 : i64
      %1129 = arith.addi %113, %1128 : i64
      %c0_i64_779 = arith.constant 0 : i64
      %1130 = arith.cmpi sge, %1129, %c0_i64_779 : i64
      %c16_i64_780 = arith.constant 16 : i64
      %1131 = arith.cmpi slt, %1129, %c16_i64_780 : i64
      %1132 = arith.andi %1130, %1131 : i1
      scf.if %1132 {
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1129, %c32_i64_966 : i64
        %1386 = arith.addi %c10_i64, %1385 : i64
        %1387 = llvm.getelementptr %101[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %896, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_781 = gpu.thread_id  x
      %1133 = arith.index_cast %thread_id_x_781 : index to i64
      %c16_i64_782 = arith.constant 16 : i64
      %1134 = arith.remsi %1133, %c16_i64_782 : i64
      %1135 = arith.addi %113, %1134 : i64
      %c0_i64_783 = arith.constant 0 : i64
      %1136 = arith.cmpi sge, %1135, %c0_i64_783 : i64
      %c16_i64_784 = arith.constant 16 : i64
      %1137 = arith.cmpi slt, %1135, %c16_i64_784 : i64
      %1138 = arith.andi %1136, %1137 : i1
      scf.if %1138 {
        %c11_i64 = arith.constant 11 : i64
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1135, %c32_i64_966 : i64
        %1386 = arith.addi %c11_i64, %1385 : i64
        %1387 = llvm.getelementptr %101[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %901, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_785 = gpu.thread_id  x
      %1139 = arith.index_cast %thread_id_x_785 : index to i64
      %c16_i64_786 = arith.constant 16 : i64
      %1140 = arith.remsi %1139, %c16_i64_786 : i64
      %1141 = arith.addi %113, %1140 : i64
      %c0_i64_787 = arith.constant 0 : i64
      %1142 = arith.cmpi sge, %1141, %c0_i64_787 : i64
      %c16_i64_788 = arith.constant 16 : i64
      %1143 = arith.cmpi slt, %1141, %c16_i64_788 : i64
      %1144 = arith.andi %1142, %1143 : i1
      scf.if %1144 {
        %c12_i64_966 = arith.constant 12 : i64
        %c32_i64_967 = arith.constant 32 : i64
        %1385 = arith.muli %1141, %c32_i64_967 : i64
        %1386 = arith.addi %c12_i64_966, %1385 : i64
        %1387 = llvm.getelementptr %101[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %906, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_789 = gpu.thread_id  x
      %1145 = arith.index_cast %thread_id_x_789 : index to i64
      %c16_i64_790 = arith.constant 16 : i64
      %1146 = arith.remsi %1145, %c16_i64_790 : i64
      %c0_i64_791 = arith.constant 0 : i64
      %1147 = arith.cmpi sge, %115, %c0_i64_791 : i64
      %c32_i64_792 = arith.constant 32 : i64
      %1148 = arith.cmpi slt, %115, %c32_i64_792 : i64
      %1149 = arith.andi %1147, %1148 : i1
      scf.if %1149 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1146, %c32_i64_966 : i64
        %1386 = arith.addi %115, %1385 : i64
        %1387 = llvm.getelementptr %104[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %871, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_793 = gpu.thread_id  x
      %1150 = arith.index_cast %thread_id_x_793 : index to i64
      %c16_i64_794 = arith.constant 16 : i64
      %1151 = arith.remsi %1150, %c16_i64_794 : i64
      %c1_i64_795 = arith.constant 1 : i64
      %1152 = arith.addi %115, %c1_i64_795 : i64
      %c0_i64_796 = arith.constant 0 : i64
      %1153 = arith.cmpi sge, %1152, %c0_i64_796 : i64
      %c32_i64_797 = arith.constant 32 : i64
      %1154 = arith.cmpi slt, %1152, %c32_i64_797 : i64
      %1155 = arith.andi %1153, %1154 : i1
      scf.if %1155 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1151, %c32_i64_966 : i64
        %1386 = arith.addi %1152, %1385 : i64
        %1387 = llvm.getelementptr %104[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %876, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_798 = gpu.thread_id  x
      %1156 = arith.index_cast %thread_id_x_798 : index to i64
      %c16_i64_799 = arith.constant 16 : i64
      %1157 = arith.remsi %1156, %c16_i64_799 : i64
      %c2_i64_800 = arith.constant 2 : i64
      %1158 = arith.addi %115, %c2_i64_800 : i64
      %c0_i64_801 = arith.constant 0 : i64
      %1159 = arith.cmpi sge, %1158, %c0_i64_801 : i64
      %c32_i64_802 = arith.constant 32 : i64
      %1160 = arith.cmpi slt, %1158, %c32_i64_802 : i64
      %1161 = arith.andi %1159, %1160 : i1
      scf.if %1161 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1157, %c32_i64_966 : i64
        %1386 = arith.addi %1158, %1385 : i64
        %1387 = llvm.getelementptr %104[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %881, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_803 = gpu.thread_id  x
      %1162 = arith.index_cast %thread_id_x_803 : index to i64
      %c16_i64_804 = arith.constant 16 : i64
      %1163 = arith.remsi %1162, %c16_i64_804 : i64
      %c3_i64_805 = arith.constant 3 : i64
      %1164 = arith.addi %115, %c3_i64_805 : i64
      %c0_i64_806 = arith.constant 0 : i64
      %1165 = arith.cmpi sge, %1164, %c0_i64_806 : i64
      %c32_i64_807 = arith.constant 32 : i64
      %1166 = arith.cmpi slt, %1164, %c32_i64_807 : i64
      %1167 = arith.andi %1165, %1166 : i1
      scf.if %1167 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1163, %c32_i64_966 : i64
        %1386 = arith.addi %1164, %1385 : i64
        %1387 = llvm.getelementptr %104[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %886, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_808 = gpu.thread_id  x
      %1168 = arith.index_cast %thread_id_x_808 : index to i64
      %c16_i64_809 = arith.constant 16 : i64
      %1169 = arith.remsi %1168, %c16_i64_809 : i64
      %c4_i64_810 = arith.constant 4 : i64
      %1170 = arith.addi %115, %c4_i64_810 : i64
      %c0_i64_811 = arith.constant 0 : i64
      %1171 = arith.cmpi sge, %1170, %c0_i64_811 : i64
      %c32_i64_812 = arith.constant 32 : i64
      %1172 = arith.cmpi slt, %1170, %c32_i64_812 : i64
      %1173 = arith.andi %1171, %1172 : i1
      scf.if %1173 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1169, %c32_i64_966 : i64
        %1386 = arith.addi %1170, %1385 : i64
        %1387 = llvm.getelementptr %104[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %891, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_813 = gpu.thread_id  x
      %1174 = arith.index_cast %thread_id_x_813 : index to i64
      %c16_i64_814 = arith.constant 16 : i64
      %1175 = arith.remsi %1174, %c16_i64_814 : i64
      %c5_i64_815 = arith.constant 5 : i64
      %1176 = arith.addi %115, %c5_i64_815 : i64
      %c0_i64_816 = arith.constant 0 : i64
      %1177 = arith.cmpi sge, %1176, %c0_i64_816 : i64
      %c32_i64_817 = arith.constant 32 : i64
      %1178 = arith.cmpi slt, %1176, %c32_i64_817 : i64
      %1179 = arith.andi %1177, %1178 : i1
      scf.if %1179 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1175, %c32_i64_966 : i64
        %1386 = arith.addi %1176, %1385 : i64
        %1387 = llvm.getelementptr %104[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %896, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_818 = gpu.thread_id  x
      %1180 = arith.index_cast %thread_id_x_818 : index to i64
      %c16_i64_819 = arith.constant 16 : i64
      %1181 = arith.remsi %1180, %c16_i64_819 : i64
      %c6_i64_820 = arith.constant 6 : i64
      %1182 = arith.addi %115, %c6_i64_820 : i64
      %c0_i64_821 = arith.constant 0 : i64
      %1183 = arith.cmpi sge, %1182, %c0_i64_821 : i64
      %c32_i64_822 = arith.constant 32 : i64
      %1184 = arith.cmpi slt, %1182, %c32_i64_822 : i64
      %1185 = arith.andi %1183, %1184 : i1
      scf.if %1185 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1181, %c32_i64_966 : i64
        %1386 = arith.addi %1182, %1385 : i64
        %1387 = llvm.getelementptr %104[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %901, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_823 = gpu.thread_id  x
      %1186 = arith.index_cast %thread_id_x_823 : index to i64
      %c16_i64_824 = arith.constant 16 : i64
      %1187 = arith.remsi %1186, %c16_i64_824 : i64
      %c7_i64_825 = arith.constant 7 : i64
      %1188 = arith.addi %115, %c7_i64_825 : i64
      %c0_i64_826 = arith.constant 0 : i64
      %1189 = arith.cmpi sge, %1188, %c0_i64_826 : i64
      %c32_i64_827 = arith.constant 32 : i64
      %1190 = arith.cmpi slt, %1188, %c32_i64_827 : i64
      %1191 = arith.andi %1189, %1190 : i1
      scf.if %1191 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1187, %c32_i64_966 : i64
        %1386 = arith.addi %1188, %1385 : i64
        %1387 = llvm.getelementptr %104[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %906, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_828 = gpu.thread_id  x
      %1192 = arith.index_cast %thread_id_x_828 : index to i64
      %c16_i64_829 = arith.constant 16 : i64
      %1193 = arith.remsi %1192, %c16_i64_829 : i64
      %1194 = arith.addi %113, %1193 : i64
      %c0_i64_830 = arith.constant 0 : i64
      %1195 = arith.cmpi sge, %1194, %c0_i64_830 : i64
      %c16_i64_831 = arith.constant 16 : i64
      %1196 = arith.cmpi slt, %1194, %c16_i64_831 : i64
      %1197 = arith.andi %1195, %1196 : i1
      %c0_i64_832 = arith.constant 0 : i64
      %1198 = arith.cmpi sge, %115, %c0_i64_832 : i64
      %c32_i64_833 = arith.constant 32 : i64
      %1199 = arith.cmpi slt, %115, %c32_i64_833 : i64
      %1200 = arith.andi %1198, %1199 : i1
      %1201 = arith.andi %1197, %1200 : i1
      scf.if %1201 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1194, %c32_i64_966 : i64
        %1386 = arith.addi %115, %1385 : i64
        %1387 = llvm.getelementptr %107[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %871, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_834 = gpu.thread_id  x
      %1202 = arith.index_cast %thread_id_x_834 : index to i64
      %c16_i64_835 = arith.constant 16 : i64
      %1203 = arith.remsi %1202, %c16_i64_835 : i64
      %c1_i64_836 = arith.constant 1 : i64
      %1204 = arith.addi %115, %c1_i64_836 : i64
      %1205 = arith.addi %113, %1203 : i64
      %c0_i64_837 = arith.constant 0 : i64
      %1206 = arith.cmpi sge, %1205, %c0_i64_837 : i64
      %c16_i64_838 = arith.constant 16 : i64
      %1207 = arith.cmpi slt, %1205, %c16_i64_838 : i64
      %1208 = arith.andi %1206, %1207 : i1
      %c0_i64_839 = arith.constant 0 : i64
      %1209 = arith.cmpi sge, %1204, %c0_i64_839 : i64
      %c32_i64_840 = arith.constant 32 : i64
      %1210 = arith.cmpi slt, %1204, %c32_i64_840 : i64
      %1211 = arith.andi %1209, %1210 : i1
      %1212 = arith.andi %1208, %1211 : i1
      scf.if %1212 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1205, %c32_i64_966 : i64
        %1386 = arith.addi %1204, %1385 : i64
        %1387 = llvm.getelementptr %107[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %876, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_841 = gpu.thread_id  x
      %1213 = arith.index_cast %thread_id_x_841 : index to i64
      %c16_i64_842 = arith.constant 16 : i64
      %1214 = arith.remsi %1213, %c16_i64_842 : i64
      %c2_i64_843 = arith.constant 2 : i64
      %1215 = arith.addi %115, %c2_i64_843 : i64
      %1216 = arith.addi %113, %1214 : i64
      %c0_i64_844 = arith.constant 0 : i64
      %1217 = arith.cmpi sge, %1216, %c0_i64_844 : i64
      %c16_i64_845 = arith.constant 16 : i64
      %1218 = arith.cmpi slt, %1216, %c16_i64_845 : i64
      %1219 = arith.andi %1217, %1218 : i1
      %c0_i64_846 = arith.constant 0 : i64
      %1220 = arith.cmpi sge, %1215, %c0_i64_846 : i64
      %c32_i64_847 = arith.constant 32 : i64
      %1221 = arith.cmpi slt, %1215, %c32_i64_847 : i64
      %1222 = arith.andi %1220, %1221 : i1
      %1223 = arith.andi %1219, %1222 : i1
      scf.if %1223 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1216, %c32_i64_966 : i64
        %1386 = arith.addi %1215, %1385 : i64
        %1387 = llvm.getelementptr %107[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %881, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_848 = gpu.thread_id  x
      %1224 = arith.index_cast %thread_id_x_848 : index to i64
      %c16_i64_849 = arith.constant 16 : i64
      %1225 = arith.remsi %1224, %c16_i64_849 : i64
      %c3_i64_850 = arith.constant 3 : i64
      %1226 = arith.addi %115, %c3_i64_850 : i64
      %1227 = arith.addi %113, %1225 : i64
      %c0_i64_851 = arith.constant 0 : i64
      %1228 = arith.cmpi sge, %1227, %c0_i64_851 : i64
      %c16_i64_852 = arith.constant 16 : i64
      %1229 = arith.cmpi slt, %1227, %c16_i64_852 : i64
      %1230 = arith.andi %1228, %1229 : i1
      %c0_i64_853 = arith.constant 0 : i64
      %1231 = arith.cmpi sge, %1226, %c0_i64_853 : i64
      %c32_i64_854 = arith.constant 32 : i64
      %1232 = arith.cmpi slt, %1226, %c32_i64_854 : i64
      %1233 = arith.andi %1231, %1232 : i1
      %1234 = arith.andi %1230, %1233 : i1
      scf.if %1234 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1227, %c32_i64_966 : i64
        %1386 = arith.addi %1226, %1385 : i64
        %1387 = llvm.getelementptr %107[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %886, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_855 = gpu.thread_id  x
      %1235 = arith.index_cast %thread_id_x_855 : index to i64
      %c16_i64_856 = arith.constant 16 : i64
      %1236 = arith.remsi %1235, %c16_i64_856 : i64
      %c4_i64_857 = arith.constant 4 : i64
      %1237 = arith.addi %115, %c4_i64_857 : i64
      %1238 = arith.addi %113, %1236 : i64
      %c0_i64_858 = arith.constant 0 : i64
      %1239 = arith.cmpi sge, %1238, %c0_i64_858 : i64
      %c16_i64_859 = arith.constant 16 : i64
      %1240 = arith.cmpi slt, %1238, %c16_i64_859 : i64
      %1241 = arith.andi %1239, %1240 : i1
      %c0_i64_860 = arith.constant 0 : i64
      %1242 = arith.cmpi sge, %1237, %c0_i64_860 : i64
      %c32_i64_861 = arith.constant 32 : i64
      %1243 = arith.cmpi slt, %1237, %c32_i64_861 : i64
      %1244 = arith.andi %1242, %1243 : i1
      %1245 = arith.andi %1241, %1244 : i1
      scf.if %1245 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1238, %c32_i64_966 : i64
        %1386 = arith.addi %1237, %1385 : i64
        %1387 = llvm.getelementptr %107[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %891, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_862 = gpu.thread_id  x
      %1246 = arith.index_cast %thread_id_x_862 : index to i64
      %c16_i64_863 = arith.constant 16 : i64
      %1247 = arith.remsi %1246, %c16_i64_863 : i64
      %c5_i64_864 = arith.constant 5 : i64
      %1248 = arith.addi %115, %c5_i64_864 : i64
      %1249 = arith.addi %113, %1247 : i64
      %c0_i64_865 = arith.constant 0 : i64
      %1250 = arith.cmpi sge, %1249, %c0_i64_865 : i64
      %c16_i64_866 = arith.constant 16 : i64
      %1251 = arith.cmpi slt, %1249, %c16_i64_866 : i64
      %1252 = arith.andi %1250, %1251 : i1
      %c0_i64_867 = arith.constant 0 : i64
      %1253 = arith.cmpi sge, %1248, %c0_i64_867 : i64
      %c32_i64_868 = arith.constant 32 : i64
      %1254 = arith.cmpi slt, %1248, %c32_i64_868 : i64
      %1255 = arith.andi %1253, %1254 : i1
      %1256 = arith.andi %1252, %1255 : i1
      scf.if %1256 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1249, %c32_i64_966 : i64
        %1386 = arith.addi %1248, %1385 : i64
        %1387 = llvm.getelementptr %107[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %896, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_869 = gpu.thread_id  x
      %1257 = arith.index_cast %thread_id_x_869 : index to i64
      %c16_i64_870 = arith.constant 16 : i64
      %1258 = arith.remsi %1257, %c16_i64_870 : i64
      %c6_i64_871 = arith.constant 6 : i64
      %1259 = arith.addi %115, %c6_i64_871 : i64
      %1260 = arith.addi %113, %1258 : i64
      %c0_i64_872 = arith.constant 0 : i64
      %1261 = arith.cmpi sge, %1260, %c0_i64_872 : i64
      %c16_i64_873 = arith.constant 16 : i64
      %1262 = arith.cmpi slt, %1260, %c16_i64_873 : i64
      %1263 = arith.andi %1261, %1262 : i1
      %c0_i64_874 = arith.constant 0 : i64
      %1264 = arith.cmpi sge, %1259, %c0_i64_874 : i64
      %c32_i64_875 = arith.constant 32 : i64
      %1265 = arith.cmpi slt, %1259, %c32_i64_875 : i64
      %1266 = arith.andi %1264, %1265 : i1
      %1267 = arith.andi %1263, %1266 : i1
      scf.if %1267 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1260, %c32_i64_966 : i64
        %1386 = arith.addi %1259, %1385 : i64
        %1387 = llvm.getelementptr %107[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %901, %1387 : f32, !llvm.ptr<1>
      }
      %thread_id_x_876 = gpu.thread_id  x
      %1268 = arith.index_cast %thread_id_x_876 : index to i64
      %c16_i64_877 = arith.constant 16 : i64
      %1269 = arith.remsi %1268, %c16_i64_877 : i64
      %c7_i64_878 = arith.constant 7 : i64
      %1270 = arith.addi %115, %c7_i64_878 : i64
      %1271 = arith.addi %113, %1269 : i64
      %c0_i64_879 = arith.constant 0 : i64
      %1272 = arith.cmpi sge, %1271, %c0_i64_879 : i64
      %c16_i64_880 = arith.constant 16 : i64
      %1273 = arith.cmpi slt, %1271, %c16_i64_880 : i64
      %1274 = arith.andi %1272, %1273 : i1
      %c0_i64_881 = arith.constant 0 : i64
      %1275 = arith.cmpi sge, %1270, %c0_i64_881 : i64
      %c32_i64_882 = arith.constant 32 : i64
      %1276 = arith.cmpi slt, %1270, %c32_i64_882 : i64
      %1277 = arith.andi %1275, %1276 : i1
      %1278 = arith.andi %1274, %1277 : i1
      scf.if %1278 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1271, %c32_i64_966 : i64
        %1386 = arith.addi %1270, %1385 : i64
        %1387 = llvm.getelementptr %107[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %906, %1387 : f32, !llvm.ptr<1>
      }
      %c32_i64_883 = arith.constant 32 : i64
      %1279 = arith.muli %88, %c32_i64_883 : i64
      %c30_i64_884 = arith.constant 30 : i64
      %1280 = arith.subi %c30_i64_884, %1279 : i64
      %c3_i64_885 = arith.constant 3 : i64
      %1281 = arith.muli %88, %c3_i64_885 : i64
      %c-1_i64 = arith.constant -1 : i64
      %1282 = arith.addi %c-1_i64, %1281 : i64
      %thread_id_x_886 = gpu.thread_id  x
      %1283 = arith.index_cast %thread_id_x_886 : index to i64
      %c16_i64_887 = arith.constant 16 : i64
      %1284 = arith.remsi %1283, %c16_i64_887 : i64
      %c4_i64_888 = arith.constant 4 : i64
      %1285 = arith.divsi %1284, %c4_i64_888 : i64
      %thread_id_x_889 = gpu.thread_id  x
      %1286 = arith.index_cast %thread_id_x_889 : index to i64
      %c16_i64_890 = arith.constant 16 : i64
      %1287 = arith.remsi %1286, %c16_i64_890 : i64
      %c4_i64_891 = arith.constant 4 : i64
      %1288 = arith.remsi %1287, %c4_i64_891 : i64
      %1289 = arith.addi %1280, %1288 : i64
      %1290 = arith.addi %1282, %1285 : i64
      %cst_892 = arith.constant 0.000000e+00 : f32
      memref.store %cst_892, %alloca_70[] : memref<f32>
      %c15_i64 = arith.constant 15 : i64
      %1291 = arith.cmpi slt, %1285, %c15_i64 : i64
      %c0_i64_893 = arith.constant 0 : i64
      %1292 = arith.cmpi sge, %1289, %c0_i64_893 : i64
      %c32_i64_894 = arith.constant 32 : i64
      %1293 = arith.cmpi slt, %1289, %c32_i64_894 : i64
      %1294 = arith.andi %1292, %1293 : i1
      %c0_i64_895 = arith.constant 0 : i64
      %1295 = arith.cmpi sge, %1290, %c0_i64_895 : i64
      %c16_i64_896 = arith.constant 16 : i64
      %1296 = arith.cmpi slt, %1290, %c16_i64_896 : i64
      %1297 = arith.andi %1295, %1296 : i1
      %1298 = arith.andi %1294, %1297 : i1
      %1299 = arith.andi %1291, %1298 : i1
      scf.if %1299 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1290, %c32_i64_966 : i64
        %1386 = arith.addi %1289, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_70[] : memref<f32>
      }
      %thread_id_x_897 = gpu.thread_id  x
      %1300 = arith.index_cast %thread_id_x_897 : index to i64
      %c16_i64_898 = arith.constant 16 : i64
      %1301 = arith.remsi %1300, %c16_i64_898 : i64
      %c4_i64_899 = arith.constant 4 : i64
      %1302 = arith.divsi %1301, %c4_i64_899 : i64
      %c4_i64_900 = arith.constant 4 : i64
      %1303 = arith.addi %1302, %c4_i64_900 : i64
      %thread_id_x_901 = gpu.thread_id  x
      %1304 = arith.index_cast %thread_id_x_901 : index to i64
      %c16_i64_902 = arith.constant 16 : i64
      %1305 = arith.remsi %1304, %c16_i64_902 : i64
      %c4_i64_903 = arith.constant 4 : i64
      %1306 = arith.remsi %1305, %c4_i64_903 : i64
      %1307 = arith.addi %1280, %1306 : i64
      %1308 = arith.addi %1282, %1303 : i64
      %cst_904 = arith.constant 0.000000e+00 : f32
      memref.store %cst_904, %alloca_71[] : memref<f32>
      %c15_i64_905 = arith.constant 15 : i64
      %1309 = arith.cmpi slt, %1303, %c15_i64_905 : i64
      %c0_i64_906 = arith.constant 0 : i64
      %1310 = arith.cmpi sge, %1307, %c0_i64_906 : i64
      %c32_i64_907 = arith.constant 32 : i64
      %1311 = arith.cmpi slt, %1307, %c32_i64_907 : i64
      %1312 = arith.andi %1310, %1311 : i1
      %c0_i64_908 = arith.constant 0 : i64
      %1313 = arith.cmpi sge, %1308, %c0_i64_908 : i64
      %c16_i64_909 = arith.constant 16 : i64
      %1314 = arith.cmpi slt, %1308, %c16_i64_909 : i64
      %1315 = arith.andi %1313, %1314 : i1
      %1316 = arith.andi %1312, %1315 : i1
      %1317 = arith.andi %1309, %1316 : i1
      scf.if %1317 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1308, %c32_i64_966 : i64
        %1386 = arith.addi %1307, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_71[] : memref<f32>
      }
      %thread_id_x_910 = gpu.thread_id  x
      %1318 = arith.index_cast %thread_id_x_910 : index to i64
      %c16_i64_911 = arith.constant 16 : i64
      %1319 = arith.remsi %1318, %c16_i64_911 : i64
      %c4_i64_912 = arith.constant 4 : i64
      %1320 = arith.divsi %1319, %c4_i64_912 : i64
      %c8_i64 = arith.constant 8 : i64
      %1321 = arith.addi %1320, %c8_i64 : i64
      %thread_id_x_913 = gpu.thread_id  x
      %1322 = arith.index_cast %thread_id_x_913 : index to i64
      %c16_i64_914 = arith.constant 16 : i64
      %1323 = arith.remsi %1322, %c16_i64_914 : i64
      %c4_i64_915 = arith.constant 4 : i64
      %1324 = arith.remsi %1323, %c4_i64_915 : i64
      %1325 = arith.addi %1280, %1324 : i64
      %1326 = arith.addi %1282, %1321 : i64
      %cst_916 = arith.constant 0.000000e+00 : f32
      memref.store %cst_916, %alloca_72[] : memref<f32>
      %c15_i64_917 = arith.constant 15 : i64
      %1327 = arith.cmpi slt, %1321, %c15_i64_917 : i64
      %c0_i64_918 = arith.constant 0 : i64
      %1328 = arith.cmpi sge, %1325, %c0_i64_918 : i64
      %c32_i64_919 = arith.constant 32 : i64
      %1329 = arith.cmpi slt, %1325, %c32_i64_919 : i64
      %1330 = arith.andi %1328, %1329 : i1
      %c0_i64_920 = arith.constant 0 : i64
      %1331 = arith.cmpi sge, %1326, %c0_i64_920 : i64
      %c16_i64_921 = arith.constant 16 : i64
      %1332 = arith.cmpi slt, %1326, %c16_i64_921 : i64
      %1333 = arith.andi %1331, %1332 : i1
      %1334 = arith.andi %1330, %1333 : i1
      %1335 = arith.andi %1327, %1334 : i1
      scf.if %1335 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1326, %c32_i64_966 : i64
        %1386 = arith.addi %1325, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_72[] : memref<f32>
      }
      %thread_id_x_922 = gpu.thread_id  x
      %1336 = arith.index_cast %thread_id_x_922 : index to i64
      %c16_i64_923 = arith.constant 16 : i64
      %1337 = arith.remsi %1336, %c16_i64_923 : i64
      %c4_i64_924 = arith.constant 4 : i64
      %1338 = arith.divsi %1337, %c4_i64_924 : i64
      %c12_i64_925 = arith.constant 12 : i64
      %1339 = arith.addi %1338, %c12_i64_925 : i64
      %thread_id_x_926 = gpu.thread_id  x
      %1340 = arith.index_cast %thread_id_x_926 : index to i64
      %c16_i64_927 = arith.constant 16 : i64
      %1341 = arith.remsi %1340, %c16_i64_927 : i64
      %c4_i64_928 = arith.constant 4 : i64
      %1342 = arith.remsi %1341, %c4_i64_928 : i64
      %1343 = arith.addi %1280, %1342 : i64
      %1344 = arith.addi %1282, %1339 : i64
      %cst_929 = arith.constant 0.000000e+00 : f32
      memref.store %cst_929, %alloca_73[] : memref<f32>
      %c15_i64_930 = arith.constant 15 : i64
      %1345 = arith.cmpi slt, %1339, %c15_i64_930 : i64
      %c0_i64_931 = arith.constant 0 : i64
      %1346 = arith.cmpi sge, %1343, %c0_i64_931 : i64
      %c32_i64_932 = arith.constant 32 : i64
      %1347 = arith.cmpi slt, %1343, %c32_i64_932 : i64
      %1348 = arith.andi %1346, %1347 : i1
      %c0_i64_933 = arith.constant 0 : i64
      %1349 = arith.cmpi sge, %1344, %c0_i64_933 : i64
      %c16_i64_934 = arith.constant 16 : i64
      %1350 = arith.cmpi slt, %1344, %c16_i64_934 : i64
      %1351 = arith.andi %1349, %1350 : i1
      %1352 = arith.andi %1348, %1351 : i1
      %1353 = arith.andi %1345, %1352 : i1
      scf.if %1353 {
        %c32_i64_966 = arith.constant 32 : i64
        %1385 = arith.muli %1344, %c32_i64_966 : i64
        %1386 = arith.addi %1343, %1385 : i64
        %1387 = llvm.getelementptr %90[%1386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %1388 = llvm.load %1387 : !llvm.ptr<1> -> f32
        memref.store %1388, %alloca_73[] : memref<f32>
      }
      %thread_id_x_935 = gpu.thread_id  x
      %1354 = arith.index_cast %thread_id_x_935 : index to i64
      %c16_i64_936 = arith.constant 16 : i64
      %1355 = arith.remsi %1354, %c16_i64_936 : i64
      %c4_i64_937 = arith.constant 4 : i64
      %1356 = arith.divsi %1355, %c4_i64_937 : i64
      %thread_id_x_938 = gpu.thread_id  x
      %1357 = arith.index_cast %thread_id_x_938 : index to i64
      %c16_i64_939 = arith.constant 16 : i64
      %1358 = arith.remsi %1357, %c16_i64_939 : i64
      %c4_i64_940 = arith.constant 4 : i64
      %1359 = arith.remsi %1358, %c4_i64_940 : i64
      %c15_i64_941 = arith.constant 15 : i64
      %1360 = arith.cmpi slt, %1356, %c15_i64_941 : i64
      scf.if %1360 {
        %1385 = memref.load %alloca_70[] : memref<f32>
        %c4_i64_966 = arith.constant 4 : i64
        %1386 = arith.muli %1356, %c4_i64_966 : i64
        %1387 = arith.addi %1359, %1386 : i64
        %1388 = llvm.getelementptr %109[%1387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1385, %1388 : f32, !llvm.ptr<1>
      }
      %thread_id_x_942 = gpu.thread_id  x
      %1361 = arith.index_cast %thread_id_x_942 : index to i64
      %c16_i64_943 = arith.constant 16 : i64
      %1362 = arith.remsi %1361, %c16_i64_943 : i64
      %c4_i64_944 = arith.constant 4 : i64
      %1363 = arith.divsi %1362, %c4_i64_944 : i64
      %c4_i64_945 = arith.constant 4 : i64
      %1364 = arith.addi %1363, %c4_i64_945 : i64
      %thread_id_x_946 = gpu.thread_id  x
      %1365 = arith.index_cast %thread_id_x_946 : index to i64
      %c16_i64_947 = arith.constant 16 : i64
      %1366 = arith.remsi %1365, %c16_i64_947 : i64
      %c4_i64_948 = arith.constant 4 : i64
      %1367 = arith.remsi %1366, %c4_i64_948 : i64
      %c15_i64_949 = arith.constant 15 : i64
      %1368 = arith.cmpi slt, %1364, %c15_i64_949 : i64
      scf.if %1368 {
        %1385 = memref.load %alloca_71[] : memref<f32>
        %c4_i64_966 = arith.constant 4 : i64
        %1386 = arith.muli %1364, %c4_i64_966 : i64
        %1387 = arith.addi %1367, %1386 : i64
        %1388 = llvm.getelementptr %109[%1387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1385, %1388 : f32, !llvm.ptr<1>
      }
      %thread_id_x_950 = gpu.thread_id  x
      %1369 = arith.index_cast %thread_id_x_950 : index to i64
      %c16_i64_951 = arith.constant 16 : i64
      %1370 = arith.remsi %1369, %c16_i64_951 : i64
      %c4_i64_952 = arith.constant 4 : i64
      %1371 = arith.divsi %1370, %c4_i64_952 : i64
      %c8_i64_953 = arith.constant 8 : i64
      %1372 = arith.addi %1371, %c8_i64_953 : i64
      %thread_id_x_954 = gpu.thread_id  x
      %1373 = arith.index_cast %thread_id_x_954 : index to i64
      %c16_i64_955 = arith.constant 16 : i64
      %1374 = arith.remsi %1373, %c16_i64_955 : i64
      %c4_i64_956 = arith.constant 4 : i64
      %1375 = arith.remsi %1374, %c4_i64_956 : i64
      %c15_i64_957 = arith.constant 15 : i64
      %1376 = arith.cmpi slt, %1372, %c15_i64_957 : i64
      scf.if %1376 {
        %1385 = memref.load %alloca_72[] : memref<f32>
        %c4_i64_966 = arith.constant 4 : i64
        %1386 = arith.muli %1372, %c4_i64_966 : i64
        %1387 = arith.addi %1375, %1386 : i64
        %1388 = llvm.getelementptr %109[%1387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1385, %1388 : f32, !llvm.ptr<1>
      }
      %thread_id_x_958 = gpu.thread_id  x
      %1377 = arith.index_cast %thread_id_x_958 : index to i64
      %c16_i64_959 = arith.constant 16 : i64
      %1378 = arith.remsi %1377, %c16_i64_959 : i64
      %c4_i64_960 = arith.constant 4 : i64
      %1379 = arith.divsi %1378, %c4_i64_960 : i64
      %c12_i64_961 = arith.constant 12 : i64
      %1380 = arith.addi %1379, %c12_i64_961 : i64
      %thread_id_x_962 = gpu.thread_id  x
      %1381 = arith.index_cast %thread_id_x_962 : index to i64
      %c16_i64_963 = arith.constant 16 : i64
      %1382 = arith.remsi %1381, %c16_i64_963 : i64
      %c4_i64_964 = arith.constant 4 : i64
      %1383 = arith.remsi %1382, %c4_i64_964 : i64
      %c15_i64_965 = arith.constant 15 : i64
      %1384 = arith.cmpi slt, %1380, %c15_i64_965 : i64
      scf.if %1384 {
        %1385 = memref.load %alloca_73[] : memref<f32>
        %c4_i64_966 = arith.constant 4 : i64
        %1386 = arith.muli %1380, %c4_i64_966 : i64
        %1387 = arith.addi %1383, %1386 : i64
        %1388 = llvm.getelementptr %109[%1387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %1385, %1388 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
