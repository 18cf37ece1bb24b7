module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blocks(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(70 : i64) : i64
      %3 = llvm.mlir.constant(64 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(70 : i64) : i64
      %6 = llvm.mlir.constant(4480 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<70x64x?xf32, strided<[1, 70, 4480]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(70 : i64) : i64
      %20 = llvm.mlir.constant(64 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(70 : i64) : i64
      %23 = llvm.mlir.constant(4480 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<70x64x?xf32, strided<[1, 70, 4480]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(32 : i64) : i64
      %37 = llvm.mlir.constant(56 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(32 : i64) : i64
      %40 = llvm.mlir.constant(1792 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x56x?xf64, strided<[1, 32, 1792]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(32 : i64) : i64
      %54 = llvm.mlir.constant(56 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(32 : i64) : i64
      %57 = llvm.mlir.constant(1792 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x56x?xf64, strided<[1, 32, 1792]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(33 : i64) : i64
      %71 = llvm.mlir.constant(16 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(33 : i64) : i64
      %74 = llvm.mlir.constant(528 : i64) : i64
      %75 = llvm.insertvalue %arg8, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg8, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<33x16x?xf16, strided<[1, 33, 528]>, 1>
      %85 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %86 = llvm.mlir.constant(0 : i64) : i64
      %87 = llvm.mlir.constant(16 : i64) : i64
      %88 = llvm.mlir.constant(32 : i64) : i64
      %89 = llvm.mlir.constant(1 : i64) : i64
      %90 = llvm.mlir.constant(16 : i64) : i64
      %91 = llvm.mlir.constant(512 : i64) : i64
      %92 = llvm.insertvalue %arg10, %85[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg10, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %arg11, %96[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x32x?xf32, strided<[1, 16, 512]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<70x64x?xf32, strided<[1, 70, 4480]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<70x64x?xf32, strided<[1, 70, 4480]>, 1> -> index
      %102 = arith.index_cast %intptr : index to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %104 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<70x64x?xf32, strided<[1, 70, 4480]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<70x64x?xf32, strided<[1, 70, 4480]>, 1> -> index
      %105 = arith.index_cast %intptr_4 : index to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr<1>
      %107 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<32x56x?xf64, strided<[1, 32, 1792]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<32x56x?xf64, strided<[1, 32, 1792]>, 1> -> index
      %108 = arith.index_cast %intptr_9 : index to i64
      %109 = llvm.inttoptr %108 : i64 to !llvm.ptr<1>
      %110 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<32x56x?xf64, strided<[1, 32, 1792]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<32x56x?xf64, strided<[1, 32, 1792]>, 1> -> index
      %111 = arith.index_cast %intptr_14 : index to i64
      %112 = llvm.inttoptr %111 : i64 to !llvm.ptr<1>
      %113 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<33x16x?xf16, strided<[1, 33, 528]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<33x16x?xf16, strided<[1, 33, 528]>, 1> -> index
      %114 = arith.index_cast %intptr_19 : index to i64
      %115 = llvm.inttoptr %114 : i64 to !llvm.ptr<1>
      %116 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %101 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %101 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> index
      %117 = arith.index_cast %intptr_24 : index to i64
      %118 = llvm.inttoptr %117 : i64 to !llvm.ptr<1>
      %119 = arith.index_cast %sizes_22#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
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
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f32>
      %alloca_83 = memref.alloca() : memref<f32>
      %alloca_84 = memref.alloca() : memref<f32>
      %alloca_85 = memref.alloca() : memref<f32>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f64>
      %alloca_89 = memref.alloca() : memref<f64>
      %alloca_90 = memref.alloca() : memref<f64>
      %alloca_91 = memref.alloca() : memref<f64>
      %alloca_92 = memref.alloca() : memref<f64>
      %alloca_93 = memref.alloca() : memref<f64>
      %alloca_94 = memref.alloca() : memref<f64>
      %alloca_95 = memref.alloca() : memref<f64>
      %alloca_96 = memref.alloca() : memref<f64>
      %alloca_97 = memref.alloca() : memref<f64>
      %alloca_98 = memref.alloca() : memref<f64>
      %alloca_99 = memref.alloca() : memref<f64>
      %alloca_100 = memref.alloca() : memref<f64>
      %alloca_101 = memref.alloca() : memref<f64>
      %alloca_102 = memref.alloca() : memref<f64>
      %alloca_103 = memref.alloca() : memref<f64>
      %alloca_104 = memref.alloca() : memref<f64>
      %alloca_105 = memref.alloca() : memref<f64>
      %alloca_106 = memref.alloca() : memref<f64>
      %alloca_107 = memref.alloca() : memref<f64>
      %alloca_108 = memref.alloca() : memref<f64>
      %alloca_109 = memref.alloca() : memref<f64>
      %alloca_110 = memref.alloca() : memref<f64>
      %alloca_111 = memref.alloca() : memref<f64>
      %alloca_112 = memref.alloca() : memref<f64>
      %alloca_113 = memref.alloca() : memref<f64>
      %alloca_114 = memref.alloca() : memref<f64>
      %alloca_115 = memref.alloca() : memref<f64>
      %alloca_116 = memref.alloca() : memref<f64>
      %alloca_117 = memref.alloca() : memref<f64>
      %alloca_118 = memref.alloca() : memref<f64>
      %alloca_119 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %120 = arith.index_cast %block_id_x : index to i64
      %c4480_i64 = arith.constant 4480 : i64
      %121 = arith.muli %120, %c4480_i64 : i64
      %122 = llvm.getelementptr %103[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4480_i64_120 = arith.constant 4480 : i64
      %123 = arith.muli %120, %c4480_i64_120 : i64
      %124 = llvm.getelementptr %106[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1792_i64 = arith.constant 1792 : i64
      %125 = arith.muli %120, %c1792_i64 : i64
      %126 = llvm.getelementptr %109[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1792_i64_121 = arith.constant 1792 : i64
      %127 = arith.muli %120, %c1792_i64_121 : i64
      %128 = llvm.getelementptr %112[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c528_i64 = arith.constant 528 : i64
      %129 = arith.muli %120, %c528_i64 : i64
      %130 = llvm.getelementptr %115[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c512_i64 = arith.constant 512 : i64
      %131 = arith.muli %120, %c512_i64 : i64
      %132 = llvm.getelementptr %118[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %133 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %134 = arith.divsi %133, %c16_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %thread_id_y = gpu.thread_id  y
      %135 = arith.index_cast %thread_id_y : index to i64
      %136 = arith.muli %c4_i64, %135 : i64
      %137 = arith.addi %134, %136 : i64
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c4_i64_122 = arith.constant 4 : i64
      scf.for %arg12 = %c0_i64 to %c6_i64 step %c4_i64_122  : i64 {
        %623 = arith.addi %arg12, %137 : i64
        %c6_i64_526 = arith.constant 6 : i64
        %624 = arith.cmpi slt, %623, %c6_i64_526 : i64
        scf.if %624 {
          %c3_i64_527 = arith.constant 3 : i64
          %625 = arith.divsi %623, %c3_i64_527 : i64
          %c3_i64_528 = arith.constant 3 : i64
          %626 = arith.remsi %623, %c3_i64_528 : i64
          %c32_i64 = arith.constant 32 : i64
          %627 = arith.muli %626, %c32_i64 : i64
          %c32_i64_529 = arith.constant 32 : i64
          %c70_i64 = arith.constant 70 : i64
          %628 = arith.subi %c70_i64, %627 : i64
          %629 = arith.minsi %c32_i64_529, %628 : i64
          %c2_i64_530 = arith.constant 2 : i64
          %630 = arith.divsi %625, %c2_i64_530 : i64
          %c2_i64_531 = arith.constant 2 : i64
          %631 = arith.remsi %625, %c2_i64_531 : i64
          %c32_i64_532 = arith.constant 32 : i64
          %632 = arith.muli %631, %c32_i64_532 : i64
          %c32_i64_533 = arith.constant 32 : i64
          %c64_i64 = arith.constant 64 : i64
          %633 = arith.subi %c64_i64, %632 : i64
          %634 = arith.minsi %c32_i64_533, %633 : i64
          %c32_i64_534 = arith.constant 32 : i64
          %635 = arith.cmpi slt, %629, %c32_i64_534 : i64
          scf.if %635 {
            %thread_id_x_535 = gpu.thread_id  x
            %636 = arith.index_cast %thread_id_x_535 : index to i64
            %c16_i64_536 = arith.constant 16 : i64
            %637 = arith.remsi %636, %c16_i64_536 : i64
            %638 = arith.addi %627, %637 : i64
            %cst_537 = arith.constant 0.000000e+00 : f32
            memref.store %cst_537, %alloca[] : memref<f32>
            %c0_i64_538 = arith.constant 0 : i64
            %639 = arith.cmpi sge, %638, %c0_i64_538 : i64
            %c70_i64_539 = arith.constant 70 : i64
            %640 = arith.cmpi slt, %638, %c70_i64_539 : i64
            %641 = arith.andi %639, %640 : i1
            scf.if %641 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %632, %c70_i64_1284 : i64
              %1593 = arith.addi %638, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca[] : memref<f32>
            }
            %thread_id_x_540 = gpu.thread_id  x
            %642 = arith.index_cast %thread_id_x_540 : index to i64
            %c16_i64_541 = arith.constant 16 : i64
            %643 = arith.remsi %642, %c16_i64_541 : i64
            %644 = arith.addi %627, %643 : i64
            %c1_i64_542 = arith.constant 1 : i64
            %645 = arith.addi %632, %c1_i64_542 : i64
            %cst_543 = arith.constant 0.000000e+00 : f32
            memref.store %cst_543, %alloca_25[] : memref<f32>
            %c0_i64_544 = arith.constant 0 : i64
            %646 = arith.cmpi sge, %644, %c0_i64_544 : i64
            %c70_i64_545 = arith.constant 70 : i64
            %647 = arith.cmpi slt, %644, %c70_i64_545 : i64
            %648 = arith.andi %646, %647 : i1
            scf.if %648 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %645, %c70_i64_1284 : i64
              %1593 = arith.addi %644, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_25[] : memref<f32>
            }
            %thread_id_x_546 = gpu.thread_id  x
            %649 = arith.index_cast %thread_id_x_546 : index to i64
            %c16_i64_547 = arith.constant 16 : i64
            %650 = arith.remsi %649, %c16_i64_547 : i64
            %651 = arith.addi %627, %650 : i64
            %c2_i64_548 = arith.constant 2 : i64
            %652 = arith.addi %632, %c2_i64_548 : i64
            %cst_549 = arith.constant 0.000000e+00 : f32
            memref.store %cst_549, %alloca_26[] : memref<f32>
            %c0_i64_550 = arith.constant 0 : i64
            %653 = arith.cmpi sge, %651, %c0_i64_550 : i64
            %c70_i64_551 = arith.constant 70 : i64
            %654 = arith.cmpi slt, %651, %c70_i64_551 : i64
            %655 = arith.andi %653, %654 : i1
            scf.if %655 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %652, %c70_i64_1284 : i64
              %1593 = arith.addi %651, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_26[] : memref<f32>
            }
            %thread_id_x_552 = gpu.thread_id  x
            %656 = arith.index_cast %thread_id_x_552 : index to i64
            %c16_i64_553 = arith.constant 16 : i64
            %657 = arith.remsi %656, %c16_i64_553 : i64
            %658 = arith.addi %627, %657 : i64
            %c3_i64_554 = arith.constant 3 : i64
            %659 = arith.addi %632, %c3_i64_554 : i64
            %cst_555 = arith.constant 0.000000e+00 : f32
            memref.store %cst_555, %alloca_27[] : memref<f32>
            %c0_i64_556 = arith.constant 0 : i64
            %660 = arith.cmpi sge, %658, %c0_i64_556 : i64
            %c70_i64_557 = arith.constant 70 : i64
            %661 = arith.cmpi slt, %658, %c70_i64_557 : i64
            %662 = arith.andi %660, %661 : i1
            scf.if %662 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %659, %c70_i64_1284 : i64
              %1593 = arith.addi %658, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_27[] : memref<f32>
            }
            %thread_id_x_558 = gpu.thread_id  x
            %663 = arith.index_cast %thread_id_x_558 : index to i64
            %c16_i64_559 = arith.constant 16 : i64
            %664 = arith.remsi %663, %c16_i64_559 : i64
            %665 = arith.addi %627, %664 : i64
            %c4_i64_560 = arith.constant 4 : i64
            %666 = arith.addi %632, %c4_i64_560 : i64
            %cst_561 = arith.constant 0.000000e+00 : f32
            memref.store %cst_561, %alloca_28[] : memref<f32>
            %c0_i64_562 = arith.constant 0 : i64
            %667 = arith.cmpi sge, %665, %c0_i64_562 : i64
            %c70_i64_563 = arith.constant 70 : i64
            %668 = arith.cmpi slt, %665, %c70_i64_563 : i64
            %669 = arith.andi %667, %668 : i1
            scf.if %669 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %666, %c70_i64_1284 : i64
              %1593 = arith.addi %665, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_28[] : memref<f32>
            }
            %thread_id_x_564 = gpu.thread_id  x
            %670 = arith.index_cast %thread_id_x_564 : index to i64
            %c16_i64_565 = arith.constant 16 : i64
            %671 = arith.remsi %670, %c16_i64_565 : i64
            %672 = arith.addi %627, %671 : i64
            %c5_i64_566 = arith.constant 5 : i64
            %673 = arith.addi %632, %c5_i64_566 : i64
            %cst_567 = arith.constant 0.000000e+00 : f32
            memref.store %cst_567, %alloca_29[] : memref<f32>
            %c0_i64_568 = arith.constant 0 : i64
            %674 = arith.cmpi sge, %672, %c0_i64_568 : i64
            %c70_i64_569 = arith.constant 70 : i64
            %675 = arith.cmpi slt, %672, %c70_i64_569 : i64
            %676 = arith.andi %674, %675 : i1
            scf.if %676 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %673, %c70_i64_1284 : i64
              %1593 = arith.addi %672, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_29[] : memref<f32>
            }
            %thread_id_x_570 = gpu.thread_id  x
            %677 = arith.index_cast %thread_id_x_570 : index to i64
            %c16_i64_571 = arith.constant 16 : i64
            %678 = arith.remsi %677, %c16_i64_571 : i64
            %679 = arith.addi %627, %678 : i64
            %c6_i64_572 = arith.constant 6 : i64
            %680 = arith.addi %632, %c6_i64_572 : i64
            %cst_573 = arith.constant 0.000000e+00 : f32
            memref.store %cst_573, %alloca_30[] : memref<f32>
            %c0_i64_574 = arith.constant 0 : i64
            %681 = arith.cmpi sge, %679, %c0_i64_574 : i64
            %c70_i64_575 = arith.constant 70 : i64
            %682 = arith.cmpi slt, %679, %c70_i64_575 : i64
            %683 = arith.andi %681, %682 : i1
            scf.if %683 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %680, %c70_i64_1284 : i64
              %1593 = arith.addi %679, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_30[] : memref<f32>
            }
            %thread_id_x_576 = gpu.thread_id  x
            %684 = arith.index_cast %thread_id_x_576 : index to i64
            %c16_i64_577 = arith.constant 16 : i64
            %685 = arith.remsi %684, %c16_i64_577 : i64
            %686 = arith.addi %627, %685 : i64
            %c7_i64_578 = arith.constant 7 : i64
            %687 = arith.addi %632, %c7_i64_578 : i64
            %cst_579 = arith.constant 0.000000e+00 : f32
            memref.store %cst_579, %alloca_31[] : memref<f32>
            %c0_i64_580 = arith.constant 0 : i64
            %688 = arith.cmpi sge, %686, %c0_i64_580 : i64
            %c70_i64_581 = arith.constant 70 : i64
            %689 = arith.cmpi slt, %686, %c70_i64_581 : i64
            %690 = arith.andi %688, %689 : i1
            scf.if %690 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %687, %c70_i64_1284 : i64
              %1593 = arith.addi %686, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_31[] : memref<f32>
            }
            %thread_id_x_582 = gpu.thread_id  x
            %691 = arith.index_cast %thread_id_x_582 : index to i64
            %c16_i64_583 = arith.constant 16 : i64
            %692 = arith.remsi %691, %c16_i64_583 : i64
            %693 = arith.addi %627, %692 : i64
            %c8_i64_584 = arith.constant 8 : i64
            %694 = arith.addi %632, %c8_i64_584 : i64
            %cst_585 = arith.constant 0.000000e+00 : f32
            memref.store %cst_585, %alloca_32[] : memref<f32>
            %c0_i64_586 = arith.constant 0 : i64
            %695 = arith.cmpi sge, %693, %c0_i64_586 : i64
            %c70_i64_587 = arith.constant 70 : i64
            %696 = arith.cmpi slt, %693, %c70_i64_587 : i64
            %697 = arith.andi %695, %696 : i1
            scf.if %697 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %694, %c70_i64_1284 : i64
              %1593 = arith.addi %693, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_32[] : memref<f32>
            }
            %thread_id_x_588 = gpu.thread_id  x
            %698 = arith.index_cast %thread_id_x_588 : index to i64
            %c16_i64_589 = arith.constant 16 : i64
            %699 = arith.remsi %698, %c16_i64_589 : i64
            %700 = arith.addi %627, %699 : i64
            %c9_i64_590 = arith.constant 9 : i64
            %701 = arith.addi %632, %c9_i64_590 : i64
            %cst_591 = arith.constant 0.000000e+00 : f32
            memref.store %cst_591, %alloca_33[] : memref<f32>
            %c0_i64_592 = arith.constant 0 : i64
            %702 = arith.cmpi sge, %700, %c0_i64_592 : i64
            %c70_i64_593 = arith.constant 70 : i64
            %703 = arith.cmpi slt, %700, %c70_i64_593 : i64
            %704 = arith.andi %702, %703 : i1
            scf.if %704 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %701, %c70_i64_1284 : i64
              %1593 = arith.addi %700, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_33[] : memref<f32>
            }
            %thread_id_x_594 = gpu.thread_id  x
            %705 = arith.index_cast %thread_id_x_594 : index to i64
            %c16_i64_595 = arith.constant 16 : i64
            %706 = arith.remsi %705, %c16_i64_595 : i64
            %707 = arith.addi %627, %706 : i64
            %c10_i64_596 = arith.constant 10 : i64
            %708 = arith.addi %632, %c10_i64_596 : i64
            %cst_597 = arith.constant 0.000000e+00 : f32
            memref.store %cst_597, %alloca_34[] : memref<f32>
            %c0_i64_598 = arith.constant 0 : i64
            %709 = arith.cmpi sge, %707, %c0_i64_598 : i64
            %c70_i64_599 = arith.constant 70 : i64
            %710 = arith.cmpi slt, %707, %c70_i64_599 : i64
            %711 = arith.andi %709, %710 : i1
            scf.if %711 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %708, %c70_i64_1284 : i64
              %1593 = arith.addi %707, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_34[] : memref<f32>
            }
            %thread_id_x_600 = gpu.thread_id  x
            %712 = arith.index_cast %thread_id_x_600 : index to i64
            %c16_i64_601 = arith.constant 16 : i64
            %713 = arith.remsi %712, %c16_i64_601 : i64
            %714 = arith.addi %627, %713 : i64
            %c11_i64_602 = arith.constant 11 : i64
            %715 = arith.addi %632, %c11_i64_602 : i64
            %cst_603 = arith.constant 0.000000e+00 : f32
            memref.store %cst_603, %alloca_35[] : memref<f32>
            %c0_i64_604 = arith.constant 0 : i64
            %716 = arith.cmpi sge, %714, %c0_i64_604 : i64
            %c70_i64_605 = arith.constant 70 : i64
            %717 = arith.cmpi slt, %714, %c70_i64_605 : i64
            %718 = arith.andi %716, %717 : i1
            scf.if %718 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %715, %c70_i64_1284 : i64
              %1593 = arith.addi %714, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_35[] : memref<f32>
            }
            %thread_id_x_606 = gpu.thread_id  x
            %719 = arith.index_cast %thread_id_x_606 : index to i64
            %c16_i64_607 = arith.constant 16 : i64
            %720 = arith.remsi %719, %c16_i64_607 : i64
            %721 = arith.addi %627, %720 : i64
            %c12_i64_608 = arith.constant 12 : i64
            %722 = arith.addi %632, %c12_i64_608 : i64
            %cst_609 = arith.constant 0.000000e+00 : f32
            memref.store %cst_609, %alloca_36[] : memref<f32>
            %c0_i64_610 = arith.constant 0 : i64
            %723 = arith.cmpi sge, %721, %c0_i64_610 : i64
            %c70_i64_611 = arith.constant 70 : i64
            %724 = arith.cmpi slt, %721, %c70_i64_611 : i64
            %725 = arith.andi %723, %724 : i1
            scf.if %725 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %722, %c70_i64_1284 : i64
              %1593 = arith.addi %721, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_36[] : memref<f32>
            }
            %thread_id_x_612 = gpu.thread_id  x
            %726 = arith.index_cast %thread_id_x_612 : index to i64
            %c16_i64_613 = arith.constant 16 : i64
            %727 = arith.remsi %726, %c16_i64_613 : i64
            %728 = arith.addi %627, %727 : i64
            %c13_i64_614 = arith.constant 13 : i64
            %729 = arith.addi %632, %c13_i64_614 : i64
            %cst_615 = arith.constant 0.000000e+00 : f32
            memref.store %cst_615, %alloca_37[] : memref<f32>
            %c0_i64_616 = arith.constant 0 : i64
            %730 = arith.cmpi sge, %728, %c0_i64_616 : i64
            %c70_i64_617 = arith.constant 70 : i64
            %731 = arith.cmpi slt, %728, %c70_i64_617 : i64
            %732 = arith.andi %730, %731 : i1
            scf.if %732 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %729, %c70_i64_1284 : i64
              %1593 = arith.addi %728, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_37[] : memref<f32>
            }
            %thread_id_x_618 = gpu.thread_id  x
            %733 = arith.index_cast %thread_id_x_618 : index to i64
            %c16_i64_619 = arith.constant 16 : i64
            %734 = arith.remsi %733, %c16_i64_619 : i64
            %735 = arith.addi %627, %734 : i64
            %c14_i64_620 = arith.constant 14 : i64
            %736 = arith.addi %632, %c14_i64_620 : i64
            %cst_621 = arith.constant 0.000000e+00 : f32
            memref.store %cst_621, %alloca_38[] : memref<f32>
            %c0_i64_622 = arith.constant 0 : i64
            %737 = arith.cmpi sge, %735, %c0_i64_622 : i64
            %c70_i64_623 = arith.constant 70 : i64
            %738 = arith.cmpi slt, %735, %c70_i64_623 : i64
            %739 = arith.andi %737, %738 : i1
            scf.if %739 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %736, %c70_i64_1284 : i64
              %1593 = arith.addi %735, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_38[] : memref<f32>
            }
            %thread_id_x_624 = gpu.thread_id  x
            %740 = arith.index_cast %thread_id_x_624 : index to i64
            %c16_i64_625 = arith.constant 16 : i64
            %741 = arith.remsi %740, %c16_i64_625 : i64
            %742 = arith.addi %627, %741 : i64
            %c15_i64_626 = arith.constant 15 : i64
            %743 = arith.addi %632, %c15_i64_626 : i64
            %cst_627 = arith.constant 0.000000e+00 : f32
            memref.store %cst_627, %alloca_39[] : memref<f32>
            %c0_i64_628 = arith.constant 0 : i64
            %744 = arith.cmpi sge, %742, %c0_i64_628 : i64
            %c70_i64_629 = arith.constant 70 : i64
            %745 = arith.cmpi slt, %742, %c70_i64_629 : i64
            %746 = arith.andi %744, %745 : i1
            scf.if %746 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %743, %c70_i64_1284 : i64
              %1593 = arith.addi %742, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_39[] : memref<f32>
            }
            %thread_id_x_630 = gpu.thread_id  x
            %747 = arith.index_cast %thread_id_x_630 : index to i64
            %c16_i64_631 = arith.constant 16 : i64
            %748 = arith.remsi %747, %c16_i64_631 : i64
            %749 = arith.addi %627, %748 : i64
            %c16_i64_632 = arith.constant 16 : i64
            %750 = arith.addi %632, %c16_i64_632 : i64
            %cst_633 = arith.constant 0.000000e+00 : f32
            memref.store %cst_633, %alloca_40[] : memref<f32>
            %c0_i64_634 = arith.constant 0 : i64
            %751 = arith.cmpi sge, %749, %c0_i64_634 : i64
            %c70_i64_635 = arith.constant 70 : i64
            %752 = arith.cmpi slt, %749, %c70_i64_635 : i64
            %753 = arith.andi %751, %752 : i1
            scf.if %753 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %750, %c70_i64_1284 : i64
              %1593 = arith.addi %749, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_40[] : memref<f32>
            }
            %thread_id_x_636 = gpu.thread_id  x
            %754 = arith.index_cast %thread_id_x_636 : index to i64
            %c16_i64_637 = arith.constant 16 : i64
            %755 = arith.remsi %754, %c16_i64_637 : i64
            %756 = arith.addi %627, %755 : i64
            %c17_i64 = arith.constant 17 : i64
            %757 = arith.addi %632, %c17_i64 : i64
            %cst_638 = arith.constant 0.000000e+00 : f32
            memref.store %cst_638, %alloca_41[] : memref<f32>
            %c0_i64_639 = arith.constant 0 : i64
            %758 = arith.cmpi sge, %756, %c0_i64_639 : i64
            %c70_i64_640 = arith.constant 70 : i64
            %759 = arith.cmpi slt, %756, %c70_i64_640 : i64
            %760 = arith.andi %758, %759 : i1
            scf.if %760 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %757, %c70_i64_1284 : i64
              %1593 = arith.addi %756, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_41[] : memref<f32>
            }
            %thread_id_x_641 = gpu.thread_id  x
            %761 = arith.index_cast %thread_id_x_641 : index to i64
            %c16_i64_642 = arith.constant 16 : i64
            %762 = arith.remsi %761, %c16_i64_642 : i64
            %763 = arith.addi %627, %762 : i64
            %c18_i64 = arith.constant 18 : i64
            %764 = arith.addi %632, %c18_i64 : i64
            %cst_643 = arith.constant 0.000000e+00 : f32
            memref.store %cst_643, %alloca_42[] : memref<f32>
            %c0_i64_644 = arith.constant 0 : i64
            %765 = arith.cmpi sge, %763, %c0_i64_644 : i64
            %c70_i64_645 = arith.constant 70 : i64
            %766 = arith.cmpi slt, %763, %c70_i64_645 : i64
            %767 = arith.andi %765, %766 : i1
            scf.if %767 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %764, %c70_i64_1284 : i64
              %1593 = arith.addi %763, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_42[] : memref<f32>
            }
            %thread_id_x_646 = gpu.thread_id  x
            %768 = arith.index_cast %thread_id_x_646 : index to i64
            %c16_i64_647 = arith.constant 16 : i64
            %769 = arith.remsi %768, %c16_i64_647 : i64
            %770 = arith.addi %627, %769 : i64
            %c19_i64 = arith.constant 19 : i64
            %771 = arith.addi %632, %c19_i64 : i64
            %cst_648 = arith.constant 0.000000e+00 : f32
            memref.store %cst_648, %alloca_43[] : memref<f32>
            %c0_i64_649 = arith.constant 0 : i64
            %772 = arith.cmpi sge, %770, %c0_i64_649 : i64
            %c70_i64_650 = arith.constant 70 : i64
            %773 = arith.cmpi slt, %770, %c70_i64_650 : i64
            %774 = arith.andi %772, %773 : i1
            scf.if %774 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %771, %c70_i64_1284 : i64
              %1593 = arith.addi %770, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_43[] : memref<f32>
            }
            %thread_id_x_651 = gpu.thread_id  x
            %775 = arith.index_cast %thread_id_x_651 : index to i64
            %c16_i64_652 = arith.constant 16 : i64
            %776 = arith.remsi %775, %c16_i64_652 : i64
            %777 = arith.addi %627, %776 : i64
            %c20_i64 = arith.constant 20 : i64
            %778 = arith.addi %632, %c20_i64 : i64
            %cst_653 = arith.constant 0.000000e+00 : f32
            memref.store %cst_653, %alloca_44[] : memref<f32>
            %c0_i64_654 = arith.constant 0 : i64
            %779 = arith.cmpi sge, %777, %c0_i64_654 : i64
            %c70_i64_655 = arith.constant 70 : i64
            %780 = arith.cmpi slt, %777, %c70_i64_655 : i64
            %781 = arith.andi %779, %780 : i1
            scf.if %781 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %778, %c70_i64_1284 : i64
              %1593 = arith.addi %777, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_44[] : memref<f32>
            }
            %thread_id_x_656 = gpu.thread_id  x
            %782 = arith.index_cast %thread_id_x_656 : index to i64
            %c16_i64_657 = arith.constant 16 : i64
            %783 = arith.remsi %782, %c16_i64_657 : i64
            %784 = arith.addi %627, %783 : i64
            %c21_i64 = arith.constant 21 : i64
            %785 = arith.addi %632, %c21_i64 : i64
            %cst_658 = arith.constant 0.000000e+00 : f32
            memref.store %cst_658, %alloca_45[] : memref<f32>
            %c0_i64_659 = arith.constant 0 : i64
            %786 = arith.cmpi sge, %784, %c0_i64_659 : i64
            %c70_i64_660 = arith.constant 70 : i64
            %787 = arith.cmpi slt, %784, %c70_i64_660 : i64
            %788 = arith.andi %786, %787 : i1
            scf.if %788 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %785, %c70_i64_1284 : i64
              %1593 = arith.addi %784, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_45[] : memref<f32>
            }
            %thread_id_x_661 = gpu.thread_id  x
            %789 = arith.index_cast %thread_id_x_661 : index to i64
            %c16_i64_662 = arith.constant 16 : i64
            %790 = arith.remsi %789, %c16_i64_662 : i64
            %791 = arith.addi %627, %790 : i64
            %c22_i64 = arith.constant 22 : i64
            %792 = arith.addi %632, %c22_i64 : i64
            %cst_663 = arith.constant 0.000000e+00 : f32
            memref.store %cst_663, %alloca_46[] : memref<f32>
            %c0_i64_664 = arith.constant 0 : i64
            %793 = arith.cmpi sge, %791, %c0_i64_664 : i64
            %c70_i64_665 = arith.constant 70 : i64
            %794 = arith.cmpi slt, %791, %c70_i64_665 : i64
            %795 = arith.andi %793, %794 : i1
            scf.if %795 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %792, %c70_i64_1284 : i64
              %1593 = arith.addi %791, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_46[] : memref<f32>
            }
            %thread_id_x_666 = gpu.thread_id  x
            %796 = arith.index_cast %thread_id_x_666 : index to i64
            %c16_i64_667 = arith.constant 16 : i64
            %797 = arith.remsi %796, %c16_i64_667 : i64
            %798 = arith.addi %627, %797 : i64
            %c23_i64 = arith.constant 23 : i64
            %799 = arith.addi %632, %c23_i64 : i64
            %cst_668 = arith.constant 0.000000e+00 : f32
            memref.store %cst_668, %alloca_47[] : memref<f32>
            %c0_i64_669 = arith.constant 0 : i64
            %800 = arith.cmpi sge, %798, %c0_i64_669 : i64
            %c70_i64_670 = arith.constant 70 : i64
            %801 = arith.cmpi slt, %798, %c70_i64_670 : i64
            %802 = arith.andi %800, %801 : i1
            scf.if %802 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %799, %c70_i64_1284 : i64
              %1593 = arith.addi %798, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_47[] : memref<f32>
            }
            %thread_id_x_671 = gpu.thread_id  x
            %803 = arith.index_cast %thread_id_x_671 : index to i64
            %c16_i64_672 = arith.constant 16 : i64
            %804 = arith.remsi %803, %c16_i64_672 : i64
            %805 = arith.addi %627, %804 : i64
            %c24_i64 = arith.constant 24 : i64
            %806 = arith.addi %632, %c24_i64 : i64
            %cst_673 = arith.constant 0.000000e+00 : f32
            memref.store %cst_673, %alloca_48[] : memref<f32>
            %c0_i64_674 = arith.constant 0 : i64
            %807 = arith.cmpi sge, %805, %c0_i64_674 : i64
            %c70_i64_675 = arith.constant 70 : i64
            %808 = arith.cmpi slt, %805, %c70_i64_675 : i64
            %809 = arith.andi %807, %808 : i1
            scf.if %809 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %806, %c70_i64_1284 : i64
              %1593 = arith.addi %805, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_48[] : memref<f32>
            }
            %thread_id_x_676 = gpu.thread_id  x
            %810 = arith.index_cast %thread_id_x_676 : index to i64
            %c16_i64_677 = arith.constant 16 : i64
            %811 = arith.remsi %810, %c16_i64_677 : i64
            %812 = arith.addi %627, %811 : i64
            %c25_i64 = arith.constant 25 : i64
            %813 = arith.addi %632, %c25_i64 : i64
            %cst_678 = arith.constant 0.000000e+00 : f32
            memref.store %cst_678, %alloca_49[] : memref<f32>
            %c0_i64_679 = arith.constant 0 : i64
            %814 = arith.cmpi sge, %812, %c0_i64_679 : i64
            %c70_i64_680 = arith.constant 70 : i64
            %815 = arith.cmpi slt, %812, %c70_i64_680 : i64
            %816 = arith.andi %814, %815 : i1
            scf.if %816 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %813, %c70_i64_1284 : i64
              %1593 = arith.addi %812, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_49[] : memref<f32>
            }
            %thread_id_x_681 = gpu.thread_id  x
            %817 = arith.index_cast %thread_id_x_681 : index to i64
            %c16_i64_682 = arith.constant 16 : i64
            %818 = arith.remsi %817, %c16_i64_682 : i64
            %819 = arith.addi %627, %818 : i64
            %c26_i64 = arith.constant 26 : i64
            %820 = arith.addi %632, %c26_i64 : i64
            %cst_683 = arith.constant 0.000000e+00 : f32
            memref.store %cst_683, %alloca_50[] : memref<f32>
            %c0_i64_684 = arith.constant 0 : i64
            %821 = arith.cmpi sge, %819, %c0_i64_684 : i64
            %c70_i64_685 = arith.constant 70 : i64
            %822 = arith.cmpi slt, %819, %c70_i64_685 : i64
            %823 = arith.andi %821, %822 : i1
            scf.if %823 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %820, %c70_i64_1284 : i64
              %1593 = arith.addi %819, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_50[] : memref<f32>
            }
            %thread_id_x_686 = gpu.thread_id  x
            %824 = arith.index_cast %thread_id_x_686 : index to i64
            %c16_i64_687 = arith.constant 16 : i64
            %825 = arith.remsi %824, %c16_i64_687 : i64
            %826 = arith.addi %627, %825 : i64
            %c27_i64 = arith.constant 27 : i64
            %827 = arith.addi %632, %c27_i64 : i64
            %cst_688 = arith.constant 0.000000e+00 : f32
            memref.store %cst_688, %alloca_51[] : memref<f32>
            %c0_i64_689 = arith.constant 0 : i64
            %828 = arith.cmpi sge, %826, %c0_i64_689 : i64
            %c70_i64_690 = arith.constant 70 : i64
            %829 = arith.cmpi slt, %826, %c70_i64_690 : i64
            %830 = arith.andi %828, %829 : i1
            scf.if %830 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %827, %c70_i64_1284 : i64
              %1593 = arith.addi %826, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_51[] : memref<f32>
            }
            %thread_id_x_691 = gpu.thread_id  x
            %831 = arith.index_cast %thread_id_x_691 : index to i64
            %c16_i64_692 = arith.constant 16 : i64
            %832 = arith.remsi %831, %c16_i64_692 : i64
            %833 = arith.addi %627, %832 : i64
            %c28_i64 = arith.constant 28 : i64
            %834 = arith.addi %632, %c28_i64 : i64
            %cst_693 = arith.constant 0.000000e+00 : f32
            memref.store %cst_693, %alloca_52[] : memref<f32>
            %c0_i64_694 = arith.constant 0 : i64
            %835 = arith.cmpi sge, %833, %c0_i64_694 : i64
            %c70_i64_695 = arith.constant 70 : i64
            %836 = arith.cmpi slt, %833, %c70_i64_695 : i64
            %837 = arith.andi %835, %836 : i1
            scf.if %837 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %834, %c70_i64_1284 : i64
              %1593 = arith.addi %833, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_52[] : memref<f32>
            }
            %thread_id_x_696 = gpu.thread_id  x
            %838 = arith.index_cast %thread_id_x_696 : index to i64
            %c16_i64_697 = arith.constant 16 : i64
            %839 = arith.remsi %838, %c16_i64_697 : i64
            %840 = arith.addi %627, %839 : i64
            %c29_i64 = arith.constant 29 : i64
            %841 = arith.addi %632, %c29_i64 : i64
            %cst_698 = arith.constant 0.000000e+00 : f32
            memref.store %cst_698, %alloca_53[] : memref<f32>
            %c0_i64_699 = arith.constant 0 : i64
            %842 = arith.cmpi sge, %840, %c0_i64_699 : i64
            %c70_i64_700 = arith.constant 70 : i64
            %843 = arith.cmpi slt, %840, %c70_i64_700 : i64
            %844 = arith.andi %842, %843 : i1
            scf.if %844 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %841, %c70_i64_1284 : i64
              %1593 = arith.addi %840, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_53[] : memref<f32>
            }
            %thread_id_x_701 = gpu.thread_id  x
            %845 = arith.index_cast %thread_id_x_701 : index to i64
            %c16_i64_702 = arith.constant 16 : i64
            %846 = arith.remsi %845, %c16_i64_702 : i64
            %847 = arith.addi %627, %846 : i64
            %c30_i64 = arith.constant 30 : i64
            %848 = arith.addi %632, %c30_i64 : i64
            %cst_703 = arith.constant 0.000000e+00 : f32
            memref.store %cst_703, %alloca_54[] : memref<f32>
            %c0_i64_704 = arith.constant 0 : i64
            %849 = arith.cmpi sge, %847, %c0_i64_704 : i64
            %c70_i64_705 = arith.constant 70 : i64
            %850 = arith.cmpi slt, %847, %c70_i64_705 : i64
            %851 = arith.andi %849, %850 : i1
            scf.if %851 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %848, %c70_i64_1284 : i64
              %1593 = arith.addi %847, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_54[] : memref<f32>
            }
            %thread_id_x_706 = gpu.thread_id  x
            %852 = arith.index_cast %thread_id_x_706 : index to i64
            %c16_i64_707 = arith.constant 16 : i64
            %853 = arith.remsi %852, %c16_i64_707 : i64
            %854 = arith.addi %627, %853 : i64
            %c31_i64 = arith.constant 31 : i64
            %855 = arith.addi %632, %c31_i64 : i64
            %cst_708 = arith.constant 0.000000e+00 : f32
            memref.store %cst_708, %alloca_55[] : memref<f32>
            %c0_i64_709 = arith.constant 0 : i64
            %856 = arith.cmpi sge, %854, %c0_i64_709 : i64
            %c70_i64_710 = arith.constant 70 : i64
            %857 = arith.cmpi slt, %854, %c70_i64_710 : i64
            %858 = arith.andi %856, %857 : i1
            scf.if %858 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %855, %c70_i64_1284 : i64
              %1593 = arith.addi %854, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_55[] : memref<f32>
            }
            %thread_id_x_711 = gpu.thread_id  x
            %859 = arith.index_cast %thread_id_x_711 : index to i64
            %c16_i64_712 = arith.constant 16 : i64
            %860 = arith.remsi %859, %c16_i64_712 : i64
            %c16_i64_713 = arith.constant 16 : i64
            %861 = arith.addi %860, %c16_i64_713 : i64
            %862 = arith.addi %627, %861 : i64
            %cst_714 = arith.constant 0.000000e+00 : f32
            memref.store %cst_714, %alloca_56[] : memref<f32>
            %c0_i64_715 = arith.constant 0 : i64
            %863 = arith.cmpi sge, %862, %c0_i64_715 : i64
            %c70_i64_716 = arith.constant 70 : i64
            %864 = arith.cmpi slt, %862, %c70_i64_716 : i64
            %865 = arith.andi %863, %864 : i1
            scf.if %865 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %632, %c70_i64_1284 : i64
              %1593 = arith.addi %862, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_56[] : memref<f32>
            }
            %thread_id_x_717 = gpu.thread_id  x
            %866 = arith.index_cast %thread_id_x_717 : index to i64
            %c16_i64_718 = arith.constant 16 : i64
            %867 = arith.remsi %866, %c16_i64_718 : i64
            %c16_i64_719 = arith.constant 16 : i64
            %868 = arith.addi %867, %c16_i64_719 : i64
            %869 = arith.addi %627, %868 : i64
            %c1_i64_720 = arith.constant 1 : i64
            %870 = arith.addi %632, %c1_i64_720 : i64
            %cst_721 = arith.constant 0.000000e+00 : f32
            memref.store %cst_721, %alloca_57[] : memref<f32>
            %c0_i64_722 = arith.constant 0 : i64
            %871 = arith.cmpi sge, %869, %c0_i64_722 : i64
            %c70_i64_723 = arith.constant 70 : i64
            %872 = arith.cmpi slt, %869, %c70_i64_723 : i64
            %873 = arith.andi %871, %872 : i1
            scf.if %873 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %870, %c70_i64_1284 : i64
              %1593 = arith.addi %869, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_57[] : memref<f32>
            }
            %thread_id_x_724 = gpu.thread_id  x
            %874 = arith.index_cast %thread_id_x_724 : index to i64
            %c16_i64_725 = arith.constant 16 : i64
            %875 = arith.remsi %874, %c16_i64_725 : i64
            %c16_i64_726 = arith.constant 16 : i64
            %876 = arith.addi %875, %c16_i64_726 : i64
            %877 = arith.addi %627, %876 : i64
            %c2_i64_727 = arith.constant 2 : i64
            %878 = arith.addi %632, %c2_i64_727 : i64
            %cst_728 = arith.constant 0.000000e+00 : f32
            memref.store %cst_728, %alloca_58[] : memref<f32>
            %c0_i64_729 = arith.constant 0 : i64
            %879 = arith.cmpi sge, %877, %c0_i64_729 : i64
            %c70_i64_730 = arith.constant 70 : i64
            %880 = arith.cmpi slt, %877, %c70_i64_730 : i64
            %881 = arith.andi %879, %880 : i1
            scf.if %881 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %878, %c70_i64_1284 : i64
              %1593 = arith.addi %877, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_58[] : memref<f32>
            }
            %thread_id_x_731 = gpu.thread_id  x
            %882 = arith.index_cast %thread_id_x_731 : index to i64
            %c16_i64_732 = arith.constant 16 : i64
            %883 = arith.remsi %882, %c16_i64_732 : i64
            %c16_i64_733 = arith.constant 16 : i64
            %884 = arith.addi %883, %c16_i64_733 : i64
            %885 = arith.addi %627, %884 : i64
            %c3_i64_734 = arith.constant 3 : i64
            %886 = arith.addi %632, %c3_i64_734 : i64
            %cst_735 = arith.constant 0.000000e+00 : f32
            memref.store %cst_735, %alloca_59[] : memref<f32>
            %c0_i64_736 = arith.constant 0 : i64
            %887 = arith.cmpi sge, %885, %c0_i64_736 : i64
            %c70_i64_737 = arith.constant 70 : i64
            %888 = arith.cmpi slt, %885, %c70_i64_737 : i64
            %889 = arith.andi %887, %888 : i1
            scf.if %889 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %886, %c70_i64_1284 : i64
              %1593 = arith.addi %885, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_59[] : memref<f32>
            }
            %thread_id_x_738 = gpu.thread_id  x
            %890 = arith.index_cast %thread_id_x_738 : index to i64
            %c16_i64_739 = arith.constant 16 : i64
            %891 = arith.remsi %890, %c16_i64_739 : i64
            %c16_i64_740 = arith.constant 16 : i64
            %892 = arith.addi %891, %c16_i64_740 : i64
            %893 = arith.addi %627, %892 : i64
            %c4_i64_741 = arith.constant 4 : i64
            %894 = arith.addi %632, %c4_i64_741 : i64
            %cst_742 = arith.constant 0.000000e+00 : f32
            memref.store %cst_742, %alloca_60[] : memref<f32>
            %c0_i64_743 = arith.constant 0 : i64
            %895 = arith.cmpi sge, %893, %c0_i64_743 : i64
            %c70_i64_744 = arith.constant 70 : i64
            %896 = arith.cmpi slt, %893, %c70_i64_744 : i64
            %897 = arith.andi %895, %896 : i1
            scf.if %897 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %894, %c70_i64_1284 : i64
              %1593 = arith.addi %893, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_60[] : memref<f32>
            }
            %thread_id_x_745 = gpu.thread_id  x
            %898 = arith.index_cast %thread_id_x_745 : index to i64
            %c16_i64_746 = arith.constant 16 : i64
            %899 = arith.remsi %898, %c16_i64_746 : i64
            %c16_i64_747 = arith.constant 16 : i64
            %900 = arith.addi %899, %c16_i64_747 : i64
            %901 = arith.addi %627, %900 : i64
            %c5_i64_748 = arith.constant 5 : i64
            %902 = arith.addi %632, %c5_i64_748 : i64
            %cst_749 = arith.constant 0.000000e+00 : f32
            memref.store %cst_749, %alloca_61[] : memref<f32>
            %c0_i64_750 = arith.constant 0 : i64
            %903 = arith.cmpi sge, %901, %c0_i64_750 : i64
            %c70_i64_751 = arith.constant 70 : i64
            %904 = arith.cmpi slt, %901, %c70_i64_751 : i64
            %905 = arith.andi %903, %904 : i1
            scf.if %905 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %902, %c70_i64_1284 : i64
              %1593 = arith.addi %901, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_61[] : memref<f32>
            }
            %thread_id_x_752 = gpu.thread_id  x
            %906 = arith.index_cast %thread_id_x_752 : index to i64
            %c16_i64_753 = arith.constant 16 : i64
            %907 = arith.remsi %906, %c16_i64_753 : i64
            %c16_i64_754 = arith.constant 16 : i64
            %908 = arith.addi %907, %c16_i64_754 : i64
            %909 = arith.addi %627, %908 : i64
            %c6_i64_755 = arith.constant 6 : i64
            %910 = arith.addi %632, %c6_i64_755 : i64
            %cst_756 = arith.constant 0.000000e+00 : f32
            memref.store %cst_756, %alloca_62[] : memref<f32>
            %c0_i64_757 = arith.constant 0 : i64
            %911 = arith.cmpi sge, %909, %c0_i64_757 : i64
            %c70_i64_758 = arith.constant 70 : i64
            %912 = arith.cmpi slt, %909, %c70_i64_758 : i64
            %913 = arith.andi %911, %912 : i1
            scf.if %913 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %910, %c70_i64_1284 : i64
              %1593 = arith.addi %909, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_62[] : memref<f32>
            }
            %thread_id_x_759 = gpu.thread_id  x
            %914 = arith.index_cast %thread_id_x_759 : index to i64
            %c16_i64_760 = arith.constant 16 : i64
            %915 = arith.remsi %914, %c16_i64_760 : i64
            %c16_i64_761 = arith.constant 16 : i64
            %916 = arith.addi %915, %c16_i64_761 : i64
            %917 = arith.addi %627, %916 : i64
            %c7_i64_762 = arith.constant 7 : i64
            %918 = arith.addi %632, %c7_i64_762 : i64
            %cst_763 = arith.constant 0.000000e+00 : f32
            memref.store %cst_763, %alloca_63[] : memref<f32>
            %c0_i64_764 = arith.constant 0 : i64
            %919 = arith.cmpi sge, %917, %c0_i64_764 : i64
            %c70_i64_765 = arith.constant 70 : i64
            %920 = arith.cmpi slt, %917, %c70_i64_765 : i64
            %921 = arith.andi %919, %920 : i1
            scf.if %921 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %918, %c70_i64_1284 : i64
              %1593 = arith.addi %917, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_63[] : memref<f32>
            }
            %thread_id_x_766 = gpu.thread_id  x
            %922 = arith.index_cast %thread_id_x_766 : index to i64
            %c16_i64_767 = arith.constant 16 : i64
            %923 = arith.remsi %922, %c16_i64_767 : i64
            %c16_i64_768 = arith.constant 16 : i64
            %924 = arith.addi %923, %c16_i64_768 : i64
            %925 = arith.addi %627, %924 : i64
            %c8_i64_769 = arith.constant 8 : i64
            %926 = arith.addi %632, %c8_i64_769 : i64
            %cst_770 = arith.constant 0.000000e+00 : f32
            memref.store %cst_770, %alloca_64[] : memref<f32>
            %c0_i64_771 = arith.constant 0 : i64
            %927 = arith.cmpi sge, %925, %c0_i64_771 : i64
            %c70_i64_772 = arith.constant 70 : i64
            %928 = arith.cmpi slt, %925, %c70_i64_772 : i64
            %929 = arith.andi %927, %928 : i1
            scf.if %929 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %926, %c70_i64_1284 : i64
              %1593 = arith.addi %925, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_64[] : memref<f32>
            }
            %thread_id_x_773 = gpu.thread_id  x
            %930 = arith.index_cast %thread_id_x_773 : index to i64
            %c16_i64_774 = arith.constant 16 : i64
            %931 = arith.remsi %930, %c16_i64_774 : i64
            %c16_i64_775 = arith.constant 16 : i64
            %932 = arith.addi %931, %c16_i64_775 : i64
            %933 = arith.addi %627, %932 : i64
            %c9_i64_776 = arith.constant 9 : i64
            %934 = arith.addi %632, %c9_i64_776 : i64
            %cst_777 = arith.constant 0.000000e+00 : f32
            memref.store %cst_777, %alloca_65[] : memref<f32>
            %c0_i64_778 = arith.constant 0 : i64
            %935 = arith.cmpi sge, %933, %c0_i64_778 : i64
            %c70_i64_779 = arith.constant 70 : i64
            %936 = arith.cmpi slt, %933, %c70_i64_779 : i64
            %937 = arith.andi %935, %936 : i1
            scf.if %937 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %934, %c70_i64_1284 : i64
              %1593 = arith.addi %933, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_65[] : memref<f32>
            }
            %thread_id_x_780 = gpu.thread_id  x
            %938 = arith.index_cast %thread_id_x_780 : index to i64
            %c16_i64_781 = arith.constant 16 : i64
            %939 = arith.remsi %938, %c16_i64_781 : i64
            %c16_i64_782 = arith.constant 16 : i64
            %940 = arith.addi %939, %c16_i64_782 : i64
            %941 = arith.addi %627, %940 : i64
            %c10_i64_783 = arith.constant 10 : i64
            %942 = arith.addi %632, %c10_i64_783 : i64
            %cst_784 = arith.constant 0.000000e+00 : f32
            memref.store %cst_784, %alloca_66[] : memref<f32>
            %c0_i64_785 = arith.constant 0 : i64
            %943 = arith.cmpi sge, %941, %c0_i64_785 : i64
            %c70_i64_786 = arith.constant 70 : i64
            %944 = arith.cmpi slt, %941, %c70_i64_786 : i64
            %945 = arith.andi %943, %944 : i1
            scf.if %945 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %942, %c70_i64_1284 : i64
              %1593 = arith.addi %941, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_66[] : memref<f32>
            }
            %thread_id_x_787 = gpu.thread_id  x
            %946 = arith.index_cast %thread_id_x_787 : index to i64
            %c16_i64_788 = arith.constant 16 : i64
            %947 = arith.remsi %946, %c16_i64_788 : i64
            %c16_i64_789 = arith.constant 16 : i64
            %948 = arith.addi %947, %c16_i64_789 : i64
            %949 = arith.addi %627, %948 : i64
            %c11_i64_790 = arith.constant 11 : i64
            %950 = arith.addi %632, %c11_i64_790 : i64
            %cst_791 = arith.constant 0.000000e+00 : f32
            memref.store %cst_791, %alloca_67[] : memref<f32>
            %c0_i64_792 = arith.constant 0 : i64
            %951 = arith.cmpi sge, %949, %c0_i64_792 : i64
            %c70_i64_793 = arith.constant 70 : i64
            %952 = arith.cmpi slt, %949, %c70_i64_793 : i64
            %953 = arith.andi %951, %952 : i1
            scf.if %953 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %950, %c70_i64_1284 : i64
              %1593 = arith.addi %949, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_67[] : memref<f32>
            }
            %thread_id_x_794 = gpu.thread_id  x
            %954 = arith.index_cast %thread_id_x_794 : index to i64
            %c16_i64_795 = arith.constant 16 : i64
            %955 = arith.remsi %954, %c16_i64_795 : i64
            %c16_i64_796 = arith.constant 16 : i64
            %956 = arith.addi %955, %c16_i64_796 : i64
            %957 = arith.addi %627, %956 : i64
            %c12_i64_797 = arith.constant 12 : i64
            %958 = arith.addi %632, %c12_i64_797 : i64
            %cst_798 = arith.constant 0.000000e+00 : f32
            memref.store %cst_798, %alloca_68[] : memref<f32>
            %c0_i64_799 = arith.constant 0 : i64
            %959 = arith.cmpi sge, %957, %c0_i64_799 : i64
            %c70_i64_800 = arith.constant 70 : i64
            %960 = arith.cmpi slt, %957, %c70_i64_800 : i64
            %961 = arith.andi %959, %960 : i1
            scf.if %961 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %958, %c70_i64_1284 : i64
              %1593 = arith.addi %957, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_68[] : memref<f32>
            }
            %thread_id_x_801 = gpu.thread_id  x
            %962 = arith.index_cast %thread_id_x_801 : index to i64
            %c16_i64_802 = arith.constant 16 : i64
            %963 = arith.remsi %962, %c16_i64_802 : i64
            %c16_i64_803 = arith.constant 16 : i64
            %964 = arith.addi %963, %c16_i64_803 : i64
            %965 = arith.addi %627, %964 : i64
            %c13_i64_804 = arith.constant 13 : i64
            %966 = arith.addi %632, %c13_i64_804 : i64
            %cst_805 = arith.constant 0.000000e+00 : f32
            memref.store %cst_805, %alloca_69[] : memref<f32>
            %c0_i64_806 = arith.constant 0 : i64
            %967 = arith.cmpi sge, %965, %c0_i64_806 : i64
            %c70_i64_807 = arith.constant 70 : i64
            %968 = arith.cmpi slt, %965, %c70_i64_807 : i64
            %969 = arith.andi %967, %968 : i1
            scf.if %969 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %966, %c70_i64_1284 : i64
              %1593 = arith.addi %965, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_69[] : memref<f32>
            }
            %thread_id_x_808 = gpu.thread_id  x
            %970 = arith.index_cast %thread_id_x_808 : index to i64
            %c16_i64_809 = arith.constant 16 : i64
            %971 = arith.remsi %970, %c16_i64_809 : i64
            %c16_i64_810 = arith.constant 16 : i64
            %972 = arith.addi %971, %c16_i64_810 : i64
            %973 = arith.addi %627, %972 : i64
            %c14_i64_811 = arith.constant 14 : i64
            %974 = arith.addi %632, %c14_i64_811 : i64
            %cst_812 = arith.constant 0.000000e+00 : f32
            memref.store %cst_812, %alloca_70[] : memref<f32>
            %c0_i64_813 = arith.constant 0 : i64
            %975 = arith.cmpi sge, %973, %c0_i64_813 : i64
            %c70_i64_814 = arith.constant 70 : i64
            %976 = arith.cmpi slt, %973, %c70_i64_814 : i64
            %977 = arith.andi %975, %976 : i1
            scf.if %977 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %974, %c70_i64_1284 : i64
              %1593 = arith.addi %973, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_70[] : memref<f32>
            }
            %thread_id_x_815 = gpu.thread_id  x
            %978 = arith.index_cast %thread_id_x_815 : index to i64
            %c16_i64_816 = arith.constant 16 : i64
            %979 = arith.remsi %978, %c16_i64_816 : i64
            %c16_i64_817 = arith.constant 16 : i64
            %980 = arith.addi %979, %c16_i64_817 : i64
            %981 = arith.addi %627, %980 : i64
            %c15_i64_818 = arith.constant 15 : i64
            %982 = arith.addi %632, %c15_i64_818 : i64
            %cst_819 = arith.constant 0.000000e+00 : f32
            memref.store %cst_819, %alloca_71[] : memref<f32>
            %c0_i64_820 = arith.constant 0 : i64
            %983 = arith.cmpi sge, %981, %c0_i64_820 : i64
            %c70_i64_821 = arith.constant 70 : i64
            %984 = arith.cmpi slt, %981, %c70_i64_821 : i64
            %985 = arith.andi %983, %984 : i1
            scf.if %985 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %982, %c70_i64_1284 : i64
              %1593 = arith.addi %981, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_71[] : memref<f32>
            }
            %thread_id_x_822 = gpu.thread_id  x
            %986 = arith.index_cast %thread_id_x_822 : index to i64
            %c16_i64_823 = arith.constant 16 : i64
            %987 = arith.remsi %986, %c16_i64_823 : i64
            %c16_i64_824 = arith.constant 16 : i64
            %988 = arith.addi %987, %c16_i64_824 : i64
            %989 = arith.addi %627, %988 : i64
            %c16_i64_825 = arith.constant 16 : i64
            %990 = arith.addi %632, %c16_i64_825 : i64
            %cst_826 = arith.constant 0.000000e+00 : f32
            memref.store %cst_826, %alloca_72[] : memref<f32>
            %c0_i64_827 = arith.constant 0 : i64
            %991 = arith.cmpi sge, %989, %c0_i64_827 : i64
            %c70_i64_828 = arith.constant 70 : i64
            %992 = arith.cmpi slt, %989, %c70_i64_828 : i64
            %993 = arith.andi %991, %992 : i1
            scf.if %993 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %990, %c70_i64_1284 : i64
              %1593 = arith.addi %989, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_72[] : memref<f32>
            }
            %thread_id_x_829 = gpu.thread_id  x
            %994 = arith.index_cast %thread_id_x_829 : index to i64
            %c16_i64_830 = arith.constant 16 : i64
            %995 = arith.remsi %994, %c16_i64_830 : i64
            %c16_i64_831 = arith.constant 16 : i64
            %996 = arith.addi %995, %c16_i64_831 : i64
            %997 = arith.addi %627, %996 : i64
            %c17_i64_832 = arith.constant 17 : i64
            %998 = arith.addi %632, %c17_i64_832 : i64
            %cst_833 = arith.constant 0.000000e+00 : f32
            memref.store %cst_833, %alloca_73[] : memref<f32>
            %c0_i64_834 = arith.constant 0 : i64
            %999 = arith.cmpi sge, %997, %c0_i64_834 : i64
            %c70_i64_835 = arith.constant 70 : i64
            %1000 = arith.cmpi slt, %997, %c70_i64_835 : i64
            %1001 = arith.andi %999, %1000 : i1
            scf.if %1001 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %998, %c70_i64_1284 : i64
              %1593 = arith.addi %997, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_73[] : memref<f32>
            }
            %thread_id_x_836 = gpu.thread_id  x
            %1002 = arith.index_cast %thread_id_x_836 : index to i64
            %c16_i64_837 = arith.constant 16 : i64
            %1003 = arith.remsi %1002, %c16_i64_837 : i64
            %c16_i64_838 = arith.constant 16 : i64
            %1004 = arith.addi %1003, %c16_i64_838 : i64
            %1005 = arith.addi %627, %1004 : i64
            %c18_i64_839 = arith.constant 18 : i64
            %1006 = arith.addi %632, %c18_i64_839 : i64
            %cst_840 = arith.constant 0.000000e+00 : f32
            memref.store %cst_840, %alloca_74[] : memref<f32>
            %c0_i64_841 = arith.constant 0 : i64
            %1007 = arith.cmpi sge, %1005, %c0_i64_841 : i64
            %c70_i64_842 = arith.constant 70 : i64
            %1008 = arith.cmpi slt, %1005, %c70_i64_842 : i64
            %1009 = arith.andi %1007, %1008 : i1
            scf.if %1009 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1006, %c70_i64_1284 : i64
              %1593 = arith.addi %1005, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_74[] : memref<f32>
            }
            %thread_id_x_843 = gpu.thread_id  x
            %1010 = arith.index_cast %thread_id_x_843 : index to i64
            %c16_i64_844 = arith.constant 16 : i64
            %1011 = arith.remsi %1010, %c16_i64_844 : i64
            %c16_i64_845 = arith.constant 16 : i64
            %1012 = arith.addi %1011, %c16_i64_845 : i64
            %1013 = arith.addi %627, %1012 : i64
            %c19_i64_846 = arith.constant 19 : i64
            %1014 = arith.addi %632, %c19_i64_846 : i64
            %cst_847 = arith.constant 0.000000e+00 : f32
            memref.store %cst_847, %alloca_75[] : memref<f32>
            %c0_i64_848 = arith.constant 0 : i64
            %1015 = arith.cmpi sge, %1013, %c0_i64_848 : i64
            %c70_i64_849 = arith.constant 70 : i64
            %1016 = arith.cmpi slt, %1013, %c70_i64_849 : i64
            %1017 = arith.andi %1015, %1016 : i1
            scf.if %1017 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1014, %c70_i64_1284 : i64
              %1593 = arith.addi %1013, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_75[] : memref<f32>
            }
            %thread_id_x_850 = gpu.thread_id  x
            %1018 = arith.index_cast %thread_id_x_850 : index to i64
            %c16_i64_851 = arith.constant 16 : i64
            %1019 = arith.remsi %1018, %c16_i64_851 : i64
            %c16_i64_852 = arith.constant 16 : i64
            %1020 = arith.addi %1019, %c16_i64_852 : i64
            %1021 = arith.addi %627, %1020 : i64
            %c20_i64_853 = arith.constant 20 : i64
            %1022 = arith.addi %632, %c20_i64_853 : i64
            %cst_854 = arith.constant 0.000000e+00 : f32
            memref.store %cst_854, %alloca_76[] : memref<f32>
            %c0_i64_855 = arith.constant 0 : i64
            %1023 = arith.cmpi sge, %1021, %c0_i64_855 : i64
            %c70_i64_856 = arith.constant 70 : i64
            %1024 = arith.cmpi slt, %1021, %c70_i64_856 : i64
            %1025 = arith.andi %1023, %1024 : i1
            scf.if %1025 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1022, %c70_i64_1284 : i64
              %1593 = arith.addi %1021, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_76[] : memref<f32>
            }
            %thread_id_x_857 = gpu.thread_id  x
            %1026 = arith.index_cast %thread_id_x_857 : index to i64
            %c16_i64_858 = arith.constant 16 : i64
            %1027 = arith.remsi %1026, %c16_i64_858 : i64
            %c16_i64_859 = arith.constant 16 : i64
            %1028 = arith.addi %1027, %c16_i64_859 : i64
            %1029 = arith.addi %627, %1028 : i64
            %c21_i64_860 = arith.constant 21 : i64
            %1030 = arith.addi %632, %c21_i64_860 : i64
            %cst_861 = arith.constant 0.000000e+00 : f32
            memref.store %cst_861, %alloca_77[] : memref<f32>
            %c0_i64_862 = arith.constant 0 : i64
            %1031 = arith.cmpi sge, %1029, %c0_i64_862 : i64
            %c70_i64_863 = arith.constant 70 : i64
            %1032 = arith.cmpi slt, %1029, %c70_i64_863 : i64
            %1033 = arith.andi %1031, %1032 : i1
            scf.if %1033 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1030, %c70_i64_1284 : i64
              %1593 = arith.addi %1029, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_77[] : memref<f32>
            }
            %thread_id_x_864 = gpu.thread_id  x
            %1034 = arith.index_cast %thread_id_x_864 : index to i64
            %c16_i64_865 = arith.constant 16 : i64
            %1035 = arith.remsi %1034, %c16_i64_865 : i64
            %c16_i64_866 = arith.constant 16 : i64
            %1036 = arith.addi %1035, %c16_i64_866 : i64
            %1037 = arith.addi %627, %1036 : i64
            %c22_i64_867 = arith.constant 22 : i64
            %1038 = arith.addi %632, %c22_i64_867 : i64
            %cst_868 = arith.constant 0.000000e+00 : f32
            memref.store %cst_868, %alloca_78[] : memref<f32>
            %c0_i64_869 = arith.constant 0 : i64
            %1039 = arith.cmpi sge, %1037, %c0_i64_869 : i64
            %c70_i64_870 = arith.constant 70 : i64
            %1040 = arith.cmpi slt, %1037, %c70_i64_870 : i64
            %1041 = arith.andi %1039, %1040 : i1
            scf.if %1041 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1038, %c70_i64_1284 : i64
              %1593 = arith.addi %1037, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_78[] : memref<f32>
            }
            %thread_id_x_871 = gpu.thread_id  x
            %1042 = arith.index_cast %thread_id_x_871 : index to i64
            %c16_i64_872 = arith.constant 16 : i64
            %1043 = arith.remsi %1042, %c16_i64_872 : i64
            %c16_i64_873 = arith.constant 16 : i64
            %1044 = arith.addi %1043, %c16_i64_873 : i64
            %1045 = arith.addi %627, %1044 : i64
            %c23_i64_874 = arith.constant 23 : i64
            %1046 = arith.addi %632, %c23_i64_874 : i64
            %cst_875 = arith.constant 0.000000e+00 : f32
            memref.store %cst_875, %alloca_79[] : memref<f32>
            %c0_i64_876 = arith.constant 0 : i64
            %1047 = arith.cmpi sge, %1045, %c0_i64_876 : i64
            %c70_i64_877 = arith.constant 70 : i64
            %1048 = arith.cmpi slt, %1045, %c70_i64_877 : i64
            %1049 = arith.andi %1047, %1048 : i1
            scf.if %1049 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1046, %c70_i64_1284 : i64
              %1593 = arith.addi %1045, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_79[] : memref<f32>
            }
            %thread_id_x_878 = gpu.thread_id  x
            %1050 = arith.index_cast %thread_id_x_878 : index to i64
            %c16_i64_879 = arith.constant 16 : i64
            %1051 = arith.remsi %1050, %c16_i64_879 : i64
            %c16_i64_880 = arith.constant 16 : i64
            %1052 = arith.addi %1051, %c16_i64_880 : i64
            %1053 = arith.addi %627, %1052 : i64
            %c24_i64_881 = arith.constant 24 : i64
            %1054 = arith.addi %632, %c24_i64_881 : i64
            %cst_882 = arith.constant 0.000000e+00 : f32
            memref.store %cst_882, %alloca_80[] : memref<f32>
            %c0_i64_883 = arith.constant 0 : i64
            %1055 = arith.cmpi sge, %1053, %c0_i64_883 : i64
            %c70_i64_884 = arith.constant 70 : i64
            %1056 = arith.cmpi slt, %1053, %c70_i64_884 : i64
            %1057 = arith.andi %1055, %1056 : i1
            scf.if %1057 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1054, %c70_i64_1284 : i64
              %1593 = arith.addi %1053, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_80[] : memref<f32>
            }
            %thread_id_x_885 = gpu.thread_id  x
            %1058 = arith.index_cast %thread_id_x_885 : index to i64
            %c16_i64_886 = arith.constant 16 : i64
            %1059 = arith.remsi %1058, %c16_i64_886 : i64
            %c16_i64_887 = arith.constant 16 : i64
            %1060 = arith.addi %1059, %c16_i64_887 : i64
            %1061 = arith.addi %627, %1060 : i64
            %c25_i64_888 = arith.constant 25 : i64
            %1062 = arith.addi %632, %c25_i64_888 : i64
            %cst_889 = arith.constant 0.000000e+00 : f32
            memref.store %cst_889, %alloca_81[] : memref<f32>
            %c0_i64_890 = arith.constant 0 : i64
            %1063 = arith.cmpi sge, %1061, %c0_i64_890 : i64
            %c70_i64_891 = arith.constant 70 : i64
            %1064 = arith.cmpi slt, %1061, %c70_i64_891 : i64
            %1065 = arith.andi %1063, %1064 : i1
            scf.if %1065 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1062, %c70_i64_1284 : i64
              %1593 = arith.addi %1061, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_81[] : memref<f32>
            }
            %thread_id_x_892 = gpu.thread_id  x
            %1066 = arith.index_cast %thread_id_x_892 : index to i64
            %c16_i64_893 = arith.constant 16 : i64
            %1067 = arith.remsi %1066, %c16_i64_893 : i64
            %c16_i64_894 = arith.constant 16 : i64
            %1068 = arith.addi %1067, %c16_i64_894 : i64
            %1069 = arith.addi %627, %1068 : i64
            %c26_i64_895 = arith.constant 26 : i64
            %1070 = arith.addi %632, %c26_i64_895 : i64
            %cst_896 = arith.constant 0.000000e+00 : f32
            memref.store %cst_896, %alloca_82[] : memref<f32>
            %c0_i64_897 = arith.constant 0 : i64
            %1071 = arith.cmpi sge, %1069, %c0_i64_897 : i64
            %c70_i64_898 = arith.constant 70 : i64
            %1072 = arith.cmpi slt, %1069, %c70_i64_898 : i64
            %1073 = arith.andi %1071, %1072 : i1
            scf.if %1073 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1070, %c70_i64_1284 : i64
              %1593 = arith.addi %1069, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_82[] : memref<f32>
            }
            %thread_id_x_899 = gpu.thread_id  x
            %1074 = arith.index_cast %thread_id_x_899 : index to i64
            %c16_i64_900 = arith.constant 16 : i64
            %1075 = arith.remsi %1074, %c16_i64_900 : i64
            %c16_i64_901 = arith.constant 16 : i64
            %1076 = arith.addi %1075, %c16_i64_901 : i64
            %1077 = arith.addi %627, %1076 : i64
            %c27_i64_902 = arith.constant 27 : i64
            %1078 = arith.addi %632, %c27_i64_902 : i64
            %cst_903 = arith.constant 0.000000e+00 : f32
            memref.store %cst_903, %alloca_83[] : memref<f32>
            %c0_i64_904 = arith.constant 0 : i64
            %1079 = arith.cmpi sge, %1077, %c0_i64_904 : i64
            %c70_i64_905 = arith.constant 70 : i64
            %1080 = arith.cmpi slt, %1077, %c70_i64_905 : i64
            %1081 = arith.andi %1079, %1080 : i1
            scf.if %1081 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1078, %c70_i64_1284 : i64
              %1593 = arith.addi %1077, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_83[] : memref<f32>
            }
            %thread_id_x_906 = gpu.thread_id  x
            %1082 = arith.index_cast %thread_id_x_906 : index to i64
            %c16_i64_907 = arith.constant 16 : i64
            %1083 = arith.remsi %1082, %c16_i64_907 : i64
            %c16_i64_908 = arith.constant 16 : i64
            %1084 = arith.addi %1083, %c16_i64_908 : i64
            %1085 = arith.addi %627, %1084 : i64
            %c28_i64_909 = arith.constant 28 : i64
            %1086 = arith.addi %632, %c28_i64_909 : i64
            %cst_910 = arith.constant 0.000000e+00 : f32
            memref.store %cst_910, %alloca_84[] : memref<f32>
            %c0_i64_911 = arith.constant 0 : i64
            %1087 = arith.cmpi sge, %1085, %c0_i64_911 : i64
            %c70_i64_912 = arith.constant 70 : i64
            %1088 = arith.cmpi slt, %1085, %c70_i64_912 : i64
            %1089 = arith.andi %1087, %1088 : i1
            scf.if %1089 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1086, %c70_i64_1284 : i64
              %1593 = arith.addi %1085, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_84[] : memref<f32>
            }
            %thread_id_x_913 = gpu.thread_id  x
            %1090 = arith.index_cast %thread_id_x_913 : index to i64
            %c16_i64_914 = arith.constant 16 : i64
            %1091 = arith.remsi %1090, %c16_i64_914 : i64
            %c16_i64_915 = arith.constant 16 : i64
            %1092 = arith.addi %1091, %c16_i64_915 : i64
            %1093 = arith.addi %627, %1092 : i64
            %c29_i64_916 = arith.constant 29 : i64
            %1094 = arith.addi %632, %c29_i64_916 : i64
            %cst_917 = arith.constant 0.000000e+00 : f32
            memref.store %cst_917, %alloca_85[] : memref<f32>
            %c0_i64_918 = arith.constant 0 : i64
            %1095 = arith.cmpi sge, %1093, %c0_i64_918 : i64
            %c70_i64_919 = arith.constant 70 : i64
            %1096 = arith.cmpi slt, %1093, %c70_i64_919 : i64
            %1097 = arith.andi %1095, %1096 : i1
            scf.if %1097 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1094, %c70_i64_1284 : i64
              %1593 = arith.addi %1093, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_85[] : memref<f32>
            }
            %thread_id_x_920 = gpu.thread_id  x
            %1098 = arith.index_cast %thread_id_x_920 : index to i64
            %c16_i64_921 = arith.constant 16 : i64
            %1099 = arith.remsi %1098, %c16_i64_921 : i64
            %c16_i64_922 = arith.constant 16 : i64
            %1100 = arith.addi %1099, %c16_i64_922 : i64
            %1101 = arith.addi %627, %1100 : i64
            %c30_i64_923 = arith.constant 30 : i64
            %1102 = arith.addi %632, %c30_i64_923 : i64
            %cst_924 = arith.constant 0.000000e+00 : f32
            memref.store %cst_924, %alloca_86[] : memref<f32>
            %c0_i64_925 = arith.constant 0 : i64
            %1103 = arith.cmpi sge, %1101, %c0_i64_925 : i64
            %c70_i64_926 = arith.constant 70 : i64
            %1104 = arith.cmpi slt, %1101, %c70_i64_926 : i64
            %1105 = arith.andi %1103, %1104 : i1
            scf.if %1105 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1102, %c70_i64_1284 : i64
              %1593 = arith.addi %1101, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_86[] : memref<f32>
            }
            %thread_id_x_927 = gpu.thread_id  x
            %1106 = arith.index_cast %thread_id_x_927 : index to i64
            %c16_i64_928 = arith.constant 16 : i64
            %1107 = arith.remsi %1106, %c16_i64_928 : i64
            %c16_i64_929 = arith.constant 16 : i64
            %1108 = arith.addi %1107, %c16_i64_929 : i64
            %1109 = arith.addi %627, %1108 : i64
            %c31_i64_930 = arith.constant 31 : i64
            %1110 = arith.addi %632, %c31_i64_930 : i64
            %cst_931 = arith.constant 0.000000e+00 : f32
            memref.store %cst_931, %alloca_87[] : memref<f32>
            %c0_i64_932 = arith.constant 0 : i64
            %1111 = arith.cmpi sge, %1109, %c0_i64_932 : i64
            %c70_i64_933 = arith.constant 70 : i64
            %1112 = arith.cmpi slt, %1109, %c70_i64_933 : i64
            %1113 = arith.andi %1111, %1112 : i1
            scf.if %1113 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1592 = arith.muli %1110, %c70_i64_1284 : i64
              %1593 = arith.addi %1109, %1592 : i64
              %1594 = llvm.getelementptr %122[%1593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1595 = llvm.load %1594 : !llvm.ptr<1> -> f32
              memref.store %1595, %alloca_87[] : memref<f32>
            }
            %thread_id_x_934 = gpu.thread_id  x
            %1114 = arith.index_cast %thread_id_x_934 : index to i64
            %c16_i64_935 = arith.constant 16 : i64
            %1115 = arith.remsi %1114, %c16_i64_935 : i64
            %1116 = arith.addi %627, %1115 : i64
            %c0_i64_936 = arith.constant 0 : i64
            %1117 = arith.cmpi sge, %1116, %c0_i64_936 : i64
            %c70_i64_937 = arith.constant 70 : i64
            %1118 = arith.cmpi slt, %1116, %c70_i64_937 : i64
            %1119 = arith.andi %1117, %1118 : i1
            scf.if %1119 {
              %1592 = memref.load %alloca[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %632, %c70_i64_1284 : i64
              %1594 = arith.addi %1116, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_938 = gpu.thread_id  x
            %1120 = arith.index_cast %thread_id_x_938 : index to i64
            %c16_i64_939 = arith.constant 16 : i64
            %1121 = arith.remsi %1120, %c16_i64_939 : i64
            %1122 = arith.addi %627, %1121 : i64
            %c1_i64_940 = arith.constant 1 : i64
            %1123 = arith.addi %632, %c1_i64_940 : i64
            %c0_i64_941 = arith.constant 0 : i64
            %1124 = arith.cmpi sge, %1122, %c0_i64_941 : i64
            %c70_i64_942 = arith.constant 70 : i64
            %1125 = arith.cmpi slt, %1122, %c70_i64_942 : i64
            %1126 = arith.andi %1124, %1125 : i1
            scf.if %1126 {
              %1592 = memref.load %alloca_25[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1123, %c70_i64_1284 : i64
              %1594 = arith.addi %1122, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_943 = gpu.thread_id  x
            %1127 = arith.index_cast %thread_id_x_943 : index to i64
            %c16_i64_944 = arith.constant 16 : i64
            %1128 = arith.remsi %1127, %c16_i64_944 : i64
            %1129 = arith.addi %627, %1128 : i64
            %c2_i64_945 = arith.constant 2 : i64
            %1130 = arith.addi %632, %c2_i64_945 : i64
            %c0_i64_946 = arith.constant 0 : i64
            %1131 = arith.cmpi sge, %1129, %c0_i64_946 : i64
            %c70_i64_947 = arith.constant 70 : i64
            %1132 = arith.cmpi slt, %1129, %c70_i64_947 : i64
            %1133 = arith.andi %1131, %1132 : i1
            scf.if %1133 {
              %1592 = memref.load %alloca_26[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1130, %c70_i64_1284 : i64
              %1594 = arith.addi %1129, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_948 = gpu.thread_id  x
            %1134 = arith.index_cast %thread_id_x_948 : index to i64
            %c16_i64_949 = arith.constant 16 : i64
            %1135 = arith.remsi %1134, %c16_i64_949 : i64
            %1136 = arith.addi %627, %1135 : i64
            %c3_i64_950 = arith.constant 3 : i64
            %1137 = arith.addi %632, %c3_i64_950 : i64
            %c0_i64_951 = arith.constant 0 : i64
            %1138 = arith.cmpi sge, %1136, %c0_i64_951 : i64
            %c70_i64_952 = arith.constant 70 : i64
            %1139 = arith.cmpi slt, %1136, %c70_i64_952 : i64
            %1140 = arith.andi %1138, %1139 : i1
            scf.if %1140 {
              %1592 = memref.load %alloca_27[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1137, %c70_i64_1284 : i64
              %1594 = arith.addi %1136, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_953 = gpu.thread_id  x
            %1141 = arith.index_cast %thread_id_x_953 : index to i64
            %c16_i64_954 = arith.constant 16 : i64
            %1142 = arith.remsi %1141, %c16_i64_954 : i64
            %1143 = arith.addi %627, %1142 : i64
            %c4_i64_955 = arith.constant 4 : i64
            %1144 = arith.addi %632, %c4_i64_955 : i64
            %c0_i64_956 = arith.constant 0 : i64
            %1145 = arith.cmpi sge, %1143, %c0_i64_956 : i64
            %c70_i64_957 = arith.constant 70 : i64
            %1146 = arith.cmpi slt, %1143, %c70_i64_957 : i64
            %1147 = arith.andi %1145, %1146 : i1
            scf.if %1147 {
              %1592 = memref.load %alloca_28[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1144, %c70_i64_1284 : i64
              %1594 = arith.addi %1143, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_958 = gpu.thread_id  x
            %1148 = arith.index_cast %thread_id_x_958 : index to i64
            %c16_i64_959 = arith.constant 16 : i64
            %1149 = arith.remsi %1148, %c16_i64_959 : i64
            %1150 = arith.addi %627, %1149 : i64
            %c5_i64_960 = arith.constant 5 : i64
            %1151 = arith.addi %632, %c5_i64_960 : i64
            %c0_i64_961 = arith.constant 0 : i64
            %1152 = arith.cmpi sge, %1150, %c0_i64_961 : i64
            %c70_i64_962 = arith.constant 70 : i64
            %1153 = arith.cmpi slt, %1150, %c70_i64_962 : i64
            %1154 = arith.andi %1152, %1153 : i1
            scf.if %1154 {
              %1592 = memref.load %alloca_29[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1151, %c70_i64_1284 : i64
              %1594 = arith.addi %1150, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_963 = gpu.thread_id  x
            %1155 = arith.index_cast %thread_id_x_963 : index to i64
            %c16_i64_964 = arith.constant 16 : i64
            %1156 = arith.remsi %1155, %c16_i64_964 : i64
            %1157 = arith.addi %627, %1156 : i64
            %c6_i64_965 = arith.constant 6 : i64
            %1158 = arith.addi %632, %c6_i64_965 : i64
            %c0_i64_966 = arith.constant 0 : i64
            %1159 = arith.cmpi sge, %1157, %c0_i64_966 : i64
            %c70_i64_967 = arith.constant 70 : i64
            %1160 = arith.cmpi slt, %1157, %c70_i64_967 : i64
            %1161 = arith.andi %1159, %1160 : i1
            scf.if %1161 {
              %1592 = memref.load %alloca_30[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1158, %c70_i64_1284 : i64
              %1594 = arith.addi %1157, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_968 = gpu.thread_id  x
            %1162 = arith.index_cast %thread_id_x_968 : index to i64
            %c16_i64_969 = arith.constant 16 : i64
            %1163 = arith.remsi %1162, %c16_i64_969 : i64
            %1164 = arith.addi %627, %1163 : i64
            %c7_i64_970 = arith.constant 7 : i64
            %1165 = arith.addi %632, %c7_i64_970 : i64
            %c0_i64_971 = arith.constant 0 : i64
            %1166 = arith.cmpi sge, %1164, %c0_i64_971 : i64
            %c70_i64_972 = arith.constant 70 : i64
            %1167 = arith.cmpi slt, %1164, %c70_i64_972 : i64
            %1168 = arith.andi %1166, %1167 : i1
            scf.if %1168 {
              %1592 = memref.load %alloca_31[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1165, %c70_i64_1284 : i64
              %1594 = arith.addi %1164, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_973 = gpu.thread_id  x
            %1169 = arith.index_cast %thread_id_x_973 : index to i64
            %c16_i64_974 = arith.constant 16 : i64
            %1170 = arith.remsi %1169, %c16_i64_974 : i64
            %1171 = arith.addi %627, %1170 : i64
            %c8_i64_975 = arith.constant 8 : i64
            %1172 = arith.addi %632, %c8_i64_975 : i64
            %c0_i64_976 = arith.constant 0 : i64
            %1173 = arith.cmpi sge, %1171, %c0_i64_976 : i64
            %c70_i64_977 = arith.constant 70 : i64
            %1174 = arith.cmpi slt, %1171, %c70_i64_977 : i64
            %1175 = arith.andi %1173, %1174 : i1
            scf.if %1175 {
              %1592 = memref.load %alloca_32[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1172, %c70_i64_1284 : i64
              %1594 = arith.addi %1171, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_978 = gpu.thread_id  x
            %1176 = arith.index_cast %thread_id_x_978 : index to i64
            %c16_i64_979 = arith.constant 16 : i64
            %1177 = arith.remsi %1176, %c16_i64_979 : i64
            %1178 = arith.addi %627, %1177 : i64
            %c9_i64_980 = arith.constant 9 : i64
            %1179 = arith.addi %632, %c9_i64_980 : i64
            %c0_i64_981 = arith.constant 0 : i64
            %1180 = arith.cmpi sge, %1178, %c0_i64_981 : i64
            %c70_i64_982 = arith.constant 70 : i64
            %1181 = arith.cmpi slt, %1178, %c70_i64_982 : i64
            %1182 = arith.andi %1180, %1181 : i1
            scf.if %1182 {
              %1592 = memref.load %alloca_33[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1179, %c70_i64_1284 : i64
              %1594 = arith.addi %1178, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_983 = gpu.thread_id  x
            %1183 = arith.index_cast %thread_id_x_983 : index to i64
            %c16_i64_984 = arith.constant 16 : i64
            %1184 = arith.remsi %1183, %c16_i64_984 : i64
            %1185 = arith.addi %627, %1184 : i64
            %c10_i64_985 = arith.constant 10 : i64
            %1186 = arith.addi %632, %c10_i64_985 : i64
            %c0_i64_986 = arith.constant 0 : i64
            %1187 = arith.cmpi sge, %1185, %c0_i64_986 : i64
            %c70_i64_987 = arith.constant 70 : i64
            %1188 = arith.cmpi slt, %1185, %c70_i64_987 : i64
            %1189 = arith.andi %1187, %1188 : i1
            scf.if %1189 {
              %1592 = memref.load %alloca_34[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1186, %c70_i64_1284 : i64
              %1594 = arith.addi %1185, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_988 = gpu.thread_id  x
            %1190 = arith.index_cast %thread_id_x_988 : index to i64
            %c16_i64_989 = arith.constant 16 : i64
            %1191 = arith.remsi %1190, %c16_i64_989 : i64
            %1192 = arith.addi %627, %1191 : i64
            %c11_i64_990 = arith.constant 11 : i64
            %1193 = arith.addi %632, %c11_i64_990 : i64
            %c0_i64_991 = arith.constant 0 : i64
            %1194 = arith.cmpi sge, %1192, %c0_i64_991 : i64
            %c70_i64_992 = arith.constant 70 : i64
            %1195 = arith.cmpi slt, %1192, %c70_i64_992 : i64
            %1196 = arith.andi %1194, %1195 : i1
            scf.if %1196 {
              %1592 = memref.load %alloca_35[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1193, %c70_i64_1284 : i64
              %1594 = arith.addi %1192, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_993 = gpu.thread_id  x
            %1197 = arith.index_cast %thread_id_x_993 : index to i64
            %c16_i64_994 = arith.constant 16 : i64
            %1198 = arith.remsi %1197, %c16_i64_994 : i64
            %1199 = arith.addi %627, %1198 : i64
            %c12_i64_995 = arith.constant 12 : i64
            %1200 = arith.addi %632, %c12_i64_995 : i64
            %c0_i64_996 = arith.constant 0 : i64
            %1201 = arith.cmpi sge, %1199, %c0_i64_996 : i64
            %c70_i64_997 = arith.constant 70 : i64
            %1202 = arith.cmpi slt, %1199, %c70_i64_997 : i64
            %1203 = arith.andi %1201, %1202 : i1
            scf.if %1203 {
              %1592 = memref.load %alloca_36[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1200, %c70_i64_1284 : i64
              %1594 = arith.addi %1199, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_998 = gpu.thread_id  x
            %1204 = arith.index_cast %thread_id_x_998 : index to i64
            %c16_i64_999 = arith.constant 16 : i64
            %1205 = arith.remsi %1204, %c16_i64_999 : i64
            %1206 = arith.addi %627, %1205 : i64
            %c13_i64_1000 = arith.constant 13 : i64
            %1207 = arith.addi %632, %c13_i64_1000 : i64
            %c0_i64_1001 = arith.constant 0 : i64
            %1208 = arith.cmpi sge, %1206, %c0_i64_1001 : i64
            %c70_i64_1002 = arith.constant 70 : i64
            %1209 = arith.cmpi slt, %1206, %c70_i64_1002 : i64
            %1210 = arith.andi %1208, %1209 : i1
            scf.if %1210 {
              %1592 = memref.load %alloca_37[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1207, %c70_i64_1284 : i64
              %1594 = arith.addi %1206, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1003 = gpu.thread_id  x
            %1211 = arith.index_cast %thread_id_x_1003 : index to i64
            %c16_i64_1004 = arith.constant 16 : i64
            %1212 = arith.remsi %1211, %c16_i64_1004 : i64
            %1213 = arith.addi %627, %1212 : i64
            %c14_i64_1005 = arith.constant 14 : i64
            %1214 = arith.addi %632, %c14_i64_1005 : i64
            %c0_i64_1006 = arith.constant 0 : i64
            %1215 = arith.cmpi sge, %1213, %c0_i64_1006 : i64
            %c70_i64_1007 = arith.constant 70 : i64
            %1216 = arith.cmpi slt, %1213, %c70_i64_1007 : i64
            %1217 = arith.andi %1215, %1216 : i1
            scf.if %1217 {
              %1592 = memref.load %alloca_38[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1214, %c70_i64_1284 : i64
              %1594 = arith.addi %1213, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1008 = gpu.thread_id  x
            %1218 = arith.index_cast %thread_id_x_1008 : index to i64
            %c16_i64_1009 = arith.constant 16 : i64
            %1219 = arith.remsi %1218, %c16_i64_1009 : i64
            %1220 = arith.addi %627, %1219 : i64
            %c15_i64_1010 = arith.constant 15 : i64
            %1221 = arith.addi %632, %c15_i64_1010 : i64
            %c0_i64_1011 = arith.constant 0 : i64
            %1222 = arith.cmpi sge, %1220, %c0_i64_1011 : i64
            %c70_i64_1012 = arith.constant 70 : i64
            %1223 = arith.cmpi slt, %1220, %c70_i64_1012 : i64
            %1224 = arith.andi %1222, %1223 : i1
            scf.if %1224 {
              %1592 = memref.load %alloca_39[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1221, %c70_i64_1284 : i64
              %1594 = arith.addi %1220, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1013 = gpu.thread_id  x
            %1225 = arith.index_cast %thread_id_x_1013 : index to i64
            %c16_i64_1014 = arith.constant 16 : i64
            %1226 = arith.remsi %1225, %c16_i64_1014 : i64
            %1227 = arith.addi %627, %1226 : i64
            %c16_i64_1015 = arith.constant 16 : i64
            %1228 = arith.addi %632, %c16_i64_1015 : i64
            %c0_i64_1016 = arith.constant 0 : i64
            %1229 = arith.cmpi sge, %1227, %c0_i64_1016 : i64
            %c70_i64_1017 = arith.constant 70 : i64
            %1230 = arith.cmpi slt, %1227, %c70_i64_1017 : i64
            %1231 = arith.andi %1229, %1230 : i1
            scf.if %1231 {
              %1592 = memref.load %alloca_40[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1228, %c70_i64_1284 : i64
              %1594 = arith.addi %1227, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1018 = gpu.thread_id  x
            %1232 = arith.index_cast %thread_id_x_1018 : index to i64
            %c16_i64_1019 = arith.constant 16 : i64
            %1233 = arith.remsi %1232, %c16_i64_1019 : i64
            %1234 = arith.addi %627, %1233 : i64
            %c17_i64_1020 = arith.constant 17 : i64
            %1235 = arith.addi %632, %c17_i64_1020 : i64
            %c0_i64_1021 = arith.constant 0 : i64
            %1236 = arith.cmpi sge, %1234, %c0_i64_1021 : i64
            %c70_i64_1022 = arith.constant 70 : i64
            %1237 = arith.cmpi slt, %1234, %c70_i64_1022 : i64
            %1238 = arith.andi %1236, %1237 : i1
            scf.if %1238 {
              %1592 = memref.load %alloca_41[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1235, %c70_i64_1284 : i64
              %1594 = arith.addi %1234, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1023 = gpu.thread_id  x
            %1239 = arith.index_cast %thread_id_x_1023 : index to i64
            %c16_i64_1024 = arith.constant 16 : i64
            %1240 = arith.remsi %1239, %c16_i64_1024 : i64
            %1241 = arith.addi %627, %1240 : i64
            %c18_i64_1025 = arith.constant 18 : i64
            %1242 = arith.addi %632, %c18_i64_1025 : i64
            %c0_i64_1026 = arith.constant 0 : i64
            %1243 = arith.cmpi sge, %1241, %c0_i64_1026 : i64
            %c70_i64_1027 = arith.constant 70 : i64
            %1244 = arith.cmpi slt, %1241, %c70_i64_1027 : i64
            %1245 = arith.andi %1243, %1244 : i1
            scf.if %1245 {
              %1592 = memref.load %alloca_42[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1242, %c70_i64_1284 : i64
              %1594 = arith.addi %1241, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1028 = gpu.thread_id  x
            %1246 = arith.index_cast %thread_id_x_1028 : index to i64
            %c16_i64_1029 = arith.constant 16 : i64
            %1247 = arith.remsi %1246, %c16_i64_1029 : i64
            %1248 = arith.addi %627, %1247 : i64
            %c19_i64_1030 = arith.constant 19 : i64
            %1249 = arith.addi %632, %c19_i64_1030 : i64
            %c0_i64_1031 = arith.constant 0 : i64
            %1250 = arith.cmpi sge, %1248, %c0_i64_1031 : i64
            %c70_i64_1032 = arith.constant 70 : i64
            %1251 = arith.cmpi slt, %1248, %c70_i64_1032 : i64
            %1252 = arith.andi %1250, %1251 : i1
            scf.if %1252 {
              %1592 = memref.load %alloca_43[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1249, %c70_i64_1284 : i64
              %1594 = arith.addi %1248, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1033 = gpu.thread_id  x
            %1253 = arith.index_cast %thread_id_x_1033 : index to i64
            %c16_i64_1034 = arith.constant 16 : i64
            %1254 = arith.remsi %1253, %c16_i64_1034 : i64
            %1255 = arith.addi %627, %1254 : i64
            %c20_i64_1035 = arith.constant 20 : i64
            %1256 = arith.addi %632, %c20_i64_1035 : i64
            %c0_i64_1036 = arith.constant 0 : i64
            %1257 = arith.cmpi sge, %1255, %c0_i64_1036 : i64
            %c70_i64_1037 = arith.constant 70 : i64
            %1258 = arith.cmpi slt, %1255, %c70_i64_1037 : i64
            %1259 = arith.andi %1257, %1258 : i1
            scf.if %1259 {
              %1592 = memref.load %alloca_44[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1256, %c70_i64_1284 : i64
              %1594 = arith.addi %1255, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1038 = gpu.thread_id  x
            %1260 = arith.index_cast %thread_id_x_1038 : index to i64
            %c16_i64_1039 = arith.constant 16 : i64
            %1261 = arith.remsi %1260, %c16_i64_1039 : i64
            %1262 = arith.addi %627, %1261 : i64
            %c21_i64_1040 = arith.constant 21 : i64
            %1263 = arith.addi %632, %c21_i64_1040 : i64
            %c0_i64_1041 = arith.constant 0 : i64
            %1264 = arith.cmpi sge, %1262, %c0_i64_1041 : i64
            %c70_i64_1042 = arith.constant 70 : i64
            %1265 = arith.cmpi slt, %1262, %c70_i64_1042 : i64
            %1266 = arith.andi %1264, %1265 : i1
            scf.if %1266 {
              %1592 = memref.load %alloca_45[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1263, %c70_i64_1284 : i64
              %1594 = arith.addi %1262, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1043 = gpu.thread_id  x
            %1267 = arith.index_cast %thread_id_x_1043 : index to i64
            %c16_i64_1044 = arith.constant 16 : i64
            %1268 = arith.remsi %1267, %c16_i64_1044 : i64
            %1269 = arith.addi %627, %1268 : i64
            %c22_i64_1045 = arith.constant 22 : i64
            %1270 = arith.addi %632, %c22_i64_1045 : i64
            %c0_i64_1046 = arith.constant 0 : i64
            %1271 = arith.cmpi sge, %1269, %c0_i64_1046 : i64
            %c70_i64_1047 = arith.constant 70 : i64
            %1272 = arith.cmpi slt, %1269, %c70_i64_1047 : i64
            %1273 = arith.andi %1271, %1272 : i1
            scf.if %1273 {
              %1592 = memref.load %alloca_46[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1270, %c70_i64_1284 : i64
              %1594 = arith.addi %1269, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1048 = gpu.thread_id  x
            %1274 = arith.index_cast %thread_id_x_1048 : index to i64
            %c16_i64_1049 = arith.constant 16 : i64
            %1275 = arith.remsi %1274, %c16_i64_1049 : i64
            %1276 = arith.addi %627, %1275 : i64
            %c23_i64_1050 = arith.constant 23 : i64
            %1277 = arith.addi %632, %c23_i64_1050 : i64
            %c0_i64_1051 = arith.constant 0 : i64
            %1278 = arith.cmpi sge, %1276, %c0_i64_1051 : i64
            %c70_i64_1052 = arith.constant 70 : i64
            %1279 = arith.cmpi slt, %1276, %c70_i64_1052 : i64
            %1280 = arith.andi %1278, %1279 : i1
            scf.if %1280 {
              %1592 = memref.load %alloca_47[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1277, %c70_i64_1284 : i64
              %1594 = arith.addi %1276, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1053 = gpu.thread_id  x
            %1281 = arith.index_cast %thread_id_x_1053 : index to i64
            %c16_i64_1054 = arith.constant 16 : i64
            %1282 = arith.remsi %1281, %c16_i64_1054 : i64
            %1283 = arith.addi %627, %1282 : i64
            %c24_i64_1055 = arith.constant 24 : i64
            %1284 = arith.addi %632, %c24_i64_1055 : i64
            %c0_i64_1056 = arith.constant 0 : i64
            %1285 = arith.cmpi sge, %1283, %c0_i64_1056 : i64
            %c70_i64_1057 = arith.constant 70 : i64
            %1286 = arith.cmpi slt, %1283, %c70_i64_1057 : i64
            %1287 = arith.andi %1285, %1286 : i1
            scf.if %1287 {
              %1592 = memref.load %alloca_48[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1284, %c70_i64_1284 : i64
              %1594 = arith.addi %1283, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1058 = gpu.thread_id  x
            %1288 = arith.index_cast %thread_id_x_1058 : index to i64
            %c16_i64_1059 = arith.constant 16 : i64
            %1289 = arith.remsi %1288, %c16_i64_1059 : i64
            %1290 = arith.addi %627, %1289 : i64
            %c25_i64_1060 = arith.constant 25 : i64
            %1291 = arith.addi %632, %c25_i64_1060 : i64
            %c0_i64_1061 = arith.constant 0 : i64
            %1292 = arith.cmpi sge, %1290, %c0_i64_1061 : i64
            %c70_i64_1062 = arith.constant 70 : i64
            %1293 = arith.cmpi slt, %1290, %c70_i64_1062 : i64
            %1294 = arith.andi %1292, %1293 : i1
            scf.if %1294 {
              %1592 = memref.load %alloca_49[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1291, %c70_i64_1284 : i64
              %1594 = arith.addi %1290, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1063 = gpu.thread_id  x
            %1295 = arith.index_cast %thread_id_x_1063 : index to i64
            %c16_i64_1064 = arith.constant 16 : i64
            %1296 = arith.remsi %1295, %c16_i64_1064 : i64
            %1297 = arith.addi %627, %1296 : i64
            %c26_i64_1065 = arith.constant 26 : i64
            %1298 = arith.addi %632, %c26_i64_1065 : i64
            %c0_i64_1066 = arith.constant 0 : i64
            %1299 = arith.cmpi sge, %1297, %c0_i64_1066 : i64
            %c70_i64_1067 = arith.constant 70 : i64
            %1300 = arith.cmpi slt, %1297, %c70_i64_1067 : i64
            %1301 = arith.andi %1299, %1300 : i1
            scf.if %1301 {
              %1592 = memref.load %alloca_50[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1298, %c70_i64_1284 : i64
              %1594 = arith.addi %1297, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1068 = gpu.thread_id  x
            %1302 = arith.index_cast %thread_id_x_1068 : index to i64
            %c16_i64_1069 = arith.constant 16 : i64
            %1303 = arith.remsi %1302, %c16_i64_1069 : i64
            %1304 = arith.addi %627, %1303 : i64
            %c27_i64_1070 = arith.constant 27 : i64
            %1305 = arith.addi %632, %c27_i64_1070 : i64
            %c0_i64_1071 = arith.constant 0 : i64
            %1306 = arith.cmpi sge, %1304, %c0_i64_1071 : i64
            %c70_i64_1072 = arith.constant 70 : i64
            %1307 = arith.cmpi slt, %1304, %c70_i64_1072 : i64
            %1308 = arith.andi %1306, %1307 : i1
            scf.if %1308 {
              %1592 = memref.load %alloca_51[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1305, %c70_i64_1284 : i64
              %1594 = arith.addi %1304, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1073 = gpu.thread_id  x
            %1309 = arith.index_cast %thread_id_x_1073 : index to i64
            %c16_i64_1074 = arith.constant 16 : i64
            %1310 = arith.remsi %1309, %c16_i64_1074 : i64
            %1311 = arith.addi %627, %1310 : i64
            %c28_i64_1075 = arith.constant 28 : i64
            %1312 = arith.addi %632, %c28_i64_1075 : i64
            %c0_i64_1076 = arith.constant 0 : i64
            %1313 = arith.cmpi sge, %1311, %c0_i64_1076 : i64
            %c70_i64_1077 = arith.constant 70 : i64
            %1314 = arith.cmpi slt, %1311, %c70_i64_1077 : i64
            %1315 = arith.andi %1313, %1314 : i1
            scf.if %1315 {
              %1592 = memref.load %alloca_52[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1312, %c70_i64_1284 : i64
              %1594 = arith.addi %1311, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1078 = gpu.thread_id  x
            %1316 = arith.index_cast %thread_id_x_1078 : index to i64
            %c16_i64_1079 = arith.constant 16 : i64
            %1317 = arith.remsi %1316, %c16_i64_1079 : i64
            %1318 = arith.addi %627, %1317 : i64
            %c29_i64_1080 = arith.constant 29 : i64
            %1319 = arith.addi %632, %c29_i64_1080 : i64
            %c0_i64_1081 = arith.constant 0 : i64
            %1320 = arith.cmpi sge, %1318, %c0_i64_1081 : i64
            %c70_i64_1082 = arith.constant 70 : i64
            %1321 = arith.cmpi slt, %1318, %c70_i64_1082 : i64
            %1322 = arith.andi %1320, %1321 : i1
            scf.if %1322 {
              %1592 = memref.load %alloca_53[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1319, %c70_i64_1284 : i64
              %1594 = arith.addi %1318, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1083 = gpu.thread_id  x
            %1323 = arith.index_cast %thread_id_x_1083 : index to i64
            %c16_i64_1084 = arith.constant 16 : i64
            %1324 = arith.remsi %1323, %c16_i64_1084 : i64
            %1325 = arith.addi %627, %1324 : i64
            %c30_i64_1085 = arith.constant 30 : i64
            %1326 = arith.addi %632, %c30_i64_1085 : i64
            %c0_i64_1086 = arith.constant 0 : i64
            %1327 = arith.cmpi sge, %1325, %c0_i64_1086 : i64
            %c70_i64_1087 = arith.constant 70 : i64
            %1328 = arith.cmpi slt, %1325, %c70_i64_1087 : i64
            %1329 = arith.andi %1327, %1328 : i1
            scf.if %1329 {
              %1592 = memref.load %alloca_54[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1326, %c70_i64_1284 : i64
              %1594 = arith.addi %1325, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1088 = gpu.thread_id  x
            %1330 = arith.index_cast %thread_id_x_1088 : index to i64
            %c16_i64_1089 = arith.constant 16 : i64
            %1331 = arith.remsi %1330, %c16_i64_1089 : i64
            %1332 = arith.addi %627, %1331 : i64
            %c31_i64_1090 = arith.constant 31 : i64
            %1333 = arith.addi %632, %c31_i64_1090 : i64
            %c0_i64_1091 = arith.constant 0 : i64
            %1334 = arith.cmpi sge, %1332, %c0_i64_1091 : i64
            %c70_i64_1092 = arith.constant 70 : i64
            %1335 = arith.cmpi slt, %1332, %c70_i64_1092 : i64
            %1336 = arith.andi %1334, %1335 : i1
            scf.if %1336 {
              %1592 = memref.load %alloca_55[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1333, %c70_i64_1284 : i64
              %1594 = arith.addi %1332, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1093 = gpu.thread_id  x
            %1337 = arith.index_cast %thread_id_x_1093 : index to i64
            %c16_i64_1094 = arith.constant 16 : i64
            %1338 = arith.remsi %1337, %c16_i64_1094 : i64
            %c16_i64_1095 = arith.constant 16 : i64
            %1339 = arith.addi %1338, %c16_i64_1095 : i64
            %1340 = arith.addi %627, %1339 : i64
            %c0_i64_1096 = arith.constant 0 : i64
            %1341 = arith.cmpi sge, %1340, %c0_i64_1096 : i64
            %c70_i64_1097 = arith.constant 70 : i64
            %1342 = arith.cmpi slt, %1340, %c70_i64_1097 : i64
            %1343 = arith.andi %1341, %1342 : i1
            scf.if %1343 {
              %1592 = memref.load %alloca_56[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %632, %c70_i64_1284 : i64
              %1594 = arith.addi %1340, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1098 = gpu.thread_id  x
            %1344 = arith.index_cast %thread_id_x_1098 : index to i64
            %c16_i64_1099 = arith.constant 16 : i64
            %1345 = arith.remsi %1344, %c16_i64_1099 : i64
            %c16_i64_1100 = arith.constant 16 : i64
            %1346 = arith.addi %1345, %c16_i64_1100 : i64
            %1347 = arith.addi %627, %1346 : i64
            %c1_i64_1101 = arith.constant 1 : i64
            %1348 = arith.addi %632, %c1_i64_1101 : i64
            %c0_i64_1102 = arith.constant 0 : i64
            %1349 = arith.cmpi sge, %1347, %c0_i64_1102 : i64
            %c70_i64_1103 = arith.constant 70 : i64
            %1350 = arith.cmpi slt, %1347, %c70_i64_1103 : i64
            %1351 = arith.andi %1349, %1350 : i1
            scf.if %1351 {
              %1592 = memref.load %alloca_57[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1348, %c70_i64_1284 : i64
              %1594 = arith.addi %1347, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1104 = gpu.thread_id  x
            %1352 = arith.index_cast %thread_id_x_1104 : index to i64
            %c16_i64_1105 = arith.constant 16 : i64
            %1353 = arith.remsi %1352, %c16_i64_1105 : i64
            %c16_i64_1106 = arith.constant 16 : i64
            %1354 = arith.addi %1353, %c16_i64_1106 : i64
            %1355 = arith.addi %627, %1354 : i64
            %c2_i64_1107 = arith.constant 2 : i64
            %1356 = arith.addi %632, %c2_i64_1107 : i64
            %c0_i64_1108 = arith.constant 0 : i64
            %1357 = arith.cmpi sge, %1355, %c0_i64_1108 : i64
            %c70_i64_1109 = arith.constant 70 : i64
            %1358 = arith.cmpi slt, %1355, %c70_i64_1109 : i64
            %1359 = arith.andi %1357, %1358 : i1
            scf.if %1359 {
              %1592 = memref.load %alloca_58[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1356, %c70_i64_1284 : i64
              %1594 = arith.addi %1355, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1110 = gpu.thread_id  x
            %1360 = arith.index_cast %thread_id_x_1110 : index to i64
            %c16_i64_1111 = arith.constant 16 : i64
            %1361 = arith.remsi %1360, %c16_i64_1111 : i64
            %c16_i64_1112 = arith.constant 16 : i64
            %1362 = arith.addi %1361, %c16_i64_1112 : i64
            %1363 = arith.addi %627, %1362 : i64
            %c3_i64_1113 = arith.constant 3 : i64
            %1364 = arith.addi %632, %c3_i64_1113 : i64
            %c0_i64_1114 = arith.constant 0 : i64
            %1365 = arith.cmpi sge, %1363, %c0_i64_1114 : i64
            %c70_i64_1115 = arith.constant 70 : i64
            %1366 = arith.cmpi slt, %1363, %c70_i64_1115 : i64
            %1367 = arith.andi %1365, %1366 : i1
            scf.if %1367 {
              %1592 = memref.load %alloca_59[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1364, %c70_i64_1284 : i64
              %1594 = arith.addi %1363, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1116 = gpu.thread_id  x
            %1368 = arith.index_cast %thread_id_x_1116 : index to i64
            %c16_i64_1117 = arith.constant 16 : i64
            %1369 = arith.remsi %1368, %c16_i64_1117 : i64
            %c16_i64_1118 = arith.constant 16 : i64
            %1370 = arith.addi %1369, %c16_i64_1118 : i64
            %1371 = arith.addi %627, %1370 : i64
            %c4_i64_1119 = arith.constant 4 : i64
            %1372 = arith.addi %632, %c4_i64_1119 : i64
            %c0_i64_1120 = arith.constant 0 : i64
            %1373 = arith.cmpi sge, %1371, %c0_i64_1120 : i64
            %c70_i64_1121 = arith.constant 70 : i64
            %1374 = arith.cmpi slt, %1371, %c70_i64_1121 : i64
            %1375 = arith.andi %1373, %1374 : i1
            scf.if %1375 {
              %1592 = memref.load %alloca_60[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1372, %c70_i64_1284 : i64
              %1594 = arith.addi %1371, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1122 = gpu.thread_id  x
            %1376 = arith.index_cast %thread_id_x_1122 : index to i64
            %c16_i64_1123 = arith.constant 16 : i64
            %1377 = arith.remsi %1376, %c16_i64_1123 : i64
            %c16_i64_1124 = arith.constant 16 : i64
            %1378 = arith.addi %1377, %c16_i64_1124 : i64
            %1379 = arith.addi %627, %1378 : i64
            %c5_i64_1125 = arith.constant 5 : i64
            %1380 = arith.addi %632, %c5_i64_1125 : i64
            %c0_i64_1126 = arith.constant 0 : i64
            %1381 = arith.cmpi sge, %1379, %c0_i64_1126 : i64
            %c70_i64_1127 = arith.constant 70 : i64
            %1382 = arith.cmpi slt, %1379, %c70_i64_1127 : i64
            %1383 = arith.andi %1381, %1382 : i1
            scf.if %1383 {
              %1592 = memref.load %alloca_61[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1380, %c70_i64_1284 : i64
              %1594 = arith.addi %1379, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1128 = gpu.thread_id  x
            %1384 = arith.index_cast %thread_id_x_1128 : index to i64
            %c16_i64_1129 = arith.constant 16 : i64
            %1385 = arith.remsi %1384, %c16_i64_1129 : i64
            %c16_i64_1130 = arith.constant 16 : i64
            %1386 = arith.addi %1385, %c16_i64_1130 : i64
            %1387 = arith.addi %627, %1386 : i64
            %c6_i64_1131 = arith.constant 6 : i64
            %1388 = arith.addi %632, %c6_i64_1131 : i64
            %c0_i64_1132 = arith.constant 0 : i64
            %1389 = arith.cmpi sge, %1387, %c0_i64_1132 : i64
            %c70_i64_1133 = arith.constant 70 : i64
            %1390 = arith.cmpi slt, %1387, %c70_i64_1133 : i64
            %1391 = arith.andi %1389, %1390 : i1
            scf.if %1391 {
              %1592 = memref.load %alloca_62[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1388, %c70_i64_1284 : i64
              %1594 = arith.addi %1387, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1134 = gpu.thread_id  x
            %1392 = arith.index_cast %thread_id_x_1134 : index to i64
            %c16_i64_1135 = arith.constant 16 : i64
            %1393 = arith.remsi %1392, %c16_i64_1135 : i64
            %c16_i64_1136 = arith.constant 16 : i64
            %1394 = arith.addi %1393, %c16_i64_1136 : i64
            %1395 = arith.addi %627, %1394 : i64
            %c7_i64_1137 = arith.constant 7 : i64
            %1396 = arith.addi %632, %c7_i64_1137 : i64
            %c0_i64_1138 = arith.constant 0 : i64
            %1397 = arith.cmpi sge, %1395, %c0_i64_1138 : i64
            %c70_i64_1139 = arith.constant 70 : i64
            %1398 = arith.cmpi slt, %1395, %c70_i64_1139 : i64
            %1399 = arith.andi %1397, %1398 : i1
            scf.if %1399 {
              %1592 = memref.load %alloca_63[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1396, %c70_i64_1284 : i64
              %1594 = arith.addi %1395, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1140 = gpu.thread_id  x
            %1400 = arith.index_cast %thread_id_x_1140 : index to i64
            %c16_i64_1141 = arith.constant 16 : i64
            %1401 = arith.remsi %1400, %c16_i64_1141 : i64
            %c16_i64_1142 = arith.constant 16 : i64
            %1402 = arith.addi %1401, %c16_i64_1142 : i64
            %1403 = arith.addi %627, %1402 : i64
            %c8_i64_1143 = arith.constant 8 : i64
            %1404 = arith.addi %632, %c8_i64_1143 : i64
            %c0_i64_1144 = arith.constant 0 : i64
            %1405 = arith.cmpi sge, %1403, %c0_i64_1144 : i64
            %c70_i64_1145 = arith.constant 70 : i64
            %1406 = arith.cmpi slt, %1403, %c70_i64_1145 : i64
            %1407 = arith.andi %1405, %1406 : i1
            scf.if %1407 {
              %1592 = memref.load %alloca_64[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1404, %c70_i64_1284 : i64
              %1594 = arith.addi %1403, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1146 = gpu.thread_id  x
            %1408 = arith.index_cast %thread_id_x_1146 : index to i64
            %c16_i64_1147 = arith.constant 16 : i64
            %1409 = arith.remsi %1408, %c16_i64_1147 : i64
            %c16_i64_1148 = arith.constant 16 : i64
            %1410 = arith.addi %1409, %c16_i64_1148 : i64
            %1411 = arith.addi %627, %1410 : i64
            %c9_i64_1149 = arith.constant 9 : i64
            %1412 = arith.addi %632, %c9_i64_1149 : i64
            %c0_i64_1150 = arith.constant 0 : i64
            %1413 = arith.cmpi sge, %1411, %c0_i64_1150 : i64
            %c70_i64_1151 = arith.constant 70 : i64
            %1414 = arith.cmpi slt, %1411, %c70_i64_1151 : i64
            %1415 = arith.andi %1413, %1414 : i1
            scf.if %1415 {
              %1592 = memref.load %alloca_65[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1412, %c70_i64_1284 : i64
              %1594 = arith.addi %1411, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1152 = gpu.thread_id  x
            %1416 = arith.index_cast %thread_id_x_1152 : index to i64
            %c16_i64_1153 = arith.constant 16 : i64
            %1417 = arith.remsi %1416, %c16_i64_1153 : i64
            %c16_i64_1154 = arith.constant 16 : i64
            %1418 = arith.addi %1417, %c16_i64_1154 : i64
            %1419 = arith.addi %627, %1418 : i64
            %c10_i64_1155 = arith.constant 10 : i64
            %1420 = arith.addi %632, %c10_i64_1155 : i64
            %c0_i64_1156 = arith.constant 0 : i64
            %1421 = arith.cmpi sge, %1419, %c0_i64_1156 : i64
            %c70_i64_1157 = arith.constant 70 : i64
            %1422 = arith.cmpi slt, %1419, %c70_i64_1157 : i64
            %1423 = arith.andi %1421, %1422 : i1
            scf.if %1423 {
              %1592 = memref.load %alloca_66[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1420, %c70_i64_1284 : i64
              %1594 = arith.addi %1419, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1158 = gpu.thread_id  x
            %1424 = arith.index_cast %thread_id_x_1158 : index to i64
            %c16_i64_1159 = arith.constant 16 : i64
            %1425 = arith.remsi %1424, %c16_i64_1159 : i64
            %c16_i64_1160 = arith.constant 16 : i64
            %1426 = arith.addi %1425, %c16_i64_1160 : i64
            %1427 = arith.addi %627, %1426 : i64
            %c11_i64_1161 = arith.constant 11 : i64
            %1428 = arith.addi %632, %c11_i64_1161 : i64
            %c0_i64_1162 = arith.constant 0 : i64
            %1429 = arith.cmpi sge, %1427, %c0_i64_1162 : i64
            %c70_i64_1163 = arith.constant 70 : i64
            %1430 = arith.cmpi slt, %1427, %c70_i64_1163 : i64
            %1431 = arith.andi %1429, %1430 : i1
            scf.if %1431 {
              %1592 = memref.load %alloca_67[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1428, %c70_i64_1284 : i64
              %1594 = arith.addi %1427, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1164 = gpu.thread_id  x
            %1432 = arith.index_cast %thread_id_x_1164 : index to i64
            %c16_i64_1165 = arith.constant 16 : i64
            %1433 = arith.remsi %1432, %c16_i64_1165 : i64
            %c16_i64_1166 = arith.constant 16 : i64
            %1434 = arith.addi %1433, %c16_i64_1166 : i64
            %1435 = arith.addi %627, %1434 : i64
            %c12_i64_1167 = arith.constant 12 : i64
            %1436 = arith.addi %632, %c12_i64_1167 : i64
            %c0_i64_1168 = arith.constant 0 : i64
            %1437 = arith.cmpi sge, %1435, %c0_i64_1168 : i64
            %c70_i64_1169 = arith.constant 70 : i64
            %1438 = arith.cmpi slt, %1435, %c70_i64_1169 : i64
            %1439 = arith.andi %1437, %1438 : i1
            scf.if %1439 {
              %1592 = memref.load %alloca_68[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1436, %c70_i64_1284 : i64
              %1594 = arith.addi %1435, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1170 = gpu.thread_id  x
            %1440 = arith.index_cast %thread_id_x_1170 : index to i64
            %c16_i64_1171 = arith.constant 16 : i64
            %1441 = arith.remsi %1440, %c16_i64_1171 : i64
            %c16_i64_1172 = arith.constant 16 : i64
            %1442 = arith.addi %1441, %c16_i64_1172 : i64
            %1443 = arith.addi %627, %1442 : i64
            %c13_i64_1173 = arith.constant 13 : i64
            %1444 = arith.addi %632, %c13_i64_1173 : i64
            %c0_i64_1174 = arith.constant 0 : i64
            %1445 = arith.cmpi sge, %1443, %c0_i64_1174 : i64
            %c70_i64_1175 = arith.constant 70 : i64
            %1446 = arith.cmpi slt, %1443, %c70_i64_1175 : i64
            %1447 = arith.andi %1445, %1446 : i1
            scf.if %1447 {
              %1592 = memref.load %alloca_69[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1444, %c70_i64_1284 : i64
              %1594 = arith.addi %1443, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1176 = gpu.thread_id  x
            %1448 = arith.index_cast %thread_id_x_1176 : index to i64
            %c16_i64_1177 = arith.constant 16 : i64
            %1449 = arith.remsi %1448, %c16_i64_1177 : i64
            %c16_i64_1178 = arith.constant 16 : i64
            %1450 = arith.addi %1449, %c16_i64_1178 : i64
            %1451 = arith.addi %627, %1450 : i64
            %c14_i64_1179 = arith.constant 14 : i64
            %1452 = arith.addi %632, %c14_i64_1179 : i64
            %c0_i64_1180 = arith.constant 0 : i64
            %1453 = arith.cmpi sge, %1451, %c0_i64_1180 : i64
            %c70_i64_1181 = arith.constant 70 : i64
            %1454 = arith.cmpi slt, %1451, %c70_i64_1181 : i64
            %1455 = arith.andi %1453, %1454 : i1
            scf.if %1455 {
              %1592 = memref.load %alloca_70[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1452, %c70_i64_1284 : i64
              %1594 = arith.addi %1451, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1182 = gpu.thread_id  x
            %1456 = arith.index_cast %thread_id_x_1182 : index to i64
            %c16_i64_1183 = arith.constant 16 : i64
            %1457 = arith.remsi %1456, %c16_i64_1183 : i64
            %c16_i64_1184 = arith.constant 16 : i64
            %1458 = arith.addi %1457, %c16_i64_1184 : i64
            %1459 = arith.addi %627, %1458 : i64
            %c15_i64_1185 = arith.constant 15 : i64
            %1460 = arith.addi %632, %c15_i64_1185 : i64
            %c0_i64_1186 = arith.constant 0 : i64
            %1461 = arith.cmpi sge, %1459, %c0_i64_1186 : i64
            %c70_i64_1187 = arith.constant 70 : i64
            %1462 = arith.cmpi slt, %1459, %c70_i64_1187 : i64
            %1463 = arith.andi %1461, %1462 : i1
            scf.if %1463 {
              %1592 = memref.load %alloca_71[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1460, %c70_i64_1284 : i64
              %1594 = arith.addi %1459, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1188 = gpu.thread_id  x
            %1464 = arith.index_cast %thread_id_x_1188 : index to i64
            %c16_i64_1189 = arith.constant 16 : i64
            %1465 = arith.remsi %1464, %c16_i64_1189 : i64
            %c16_i64_1190 = arith.constant 16 : i64
            %1466 = arith.addi %1465, %c16_i64_1190 : i64
            %1467 = arith.addi %627, %1466 : i64
            %c16_i64_1191 = arith.constant 16 : i64
            %1468 = arith.addi %632, %c16_i64_1191 : i64
            %c0_i64_1192 = arith.constant 0 : i64
            %1469 = arith.cmpi sge, %1467, %c0_i64_1192 : i64
            %c70_i64_1193 = arith.constant 70 : i64
            %1470 = arith.cmpi slt, %1467, %c70_i64_1193 : i64
            %1471 = arith.andi %1469, %1470 : i1
            scf.if %1471 {
              %1592 = memref.load %alloca_72[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1468, %c70_i64_1284 : i64
              %1594 = arith.addi %1467, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1194 = gpu.thread_id  x
            %1472 = arith.index_cast %thread_id_x_1194 : index to i64
            %c16_i64_1195 = arith.constant 16 : i64
            %1473 = arith.remsi %1472, %c16_i64_1195 : i64
            %c16_i64_1196 = arith.constant 16 : i64
            %1474 = arith.addi %1473, %c16_i64_1196 : i64
            %1475 = arith.addi %627, %1474 : i64
            %c17_i64_1197 = arith.constant 17 : i64
            %1476 = arith.addi %632, %c17_i64_1197 : i64
            %c0_i64_1198 = arith.constant 0 : i64
            %1477 = arith.cmpi sge, %1475, %c0_i64_1198 : i64
            %c70_i64_1199 = arith.constant 70 : i64
            %1478 = arith.cmpi slt, %1475, %c70_i64_1199 : i64
            %1479 = arith.andi %1477, %1478 : i1
            scf.if %1479 {
              %1592 = memref.load %alloca_73[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1476, %c70_i64_1284 : i64
              %1594 = arith.addi %1475, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1200 = gpu.thread_id  x
            %1480 = arith.index_cast %thread_id_x_1200 : index to i64
            %c16_i64_1201 = arith.constant 16 : i64
            %1481 = arith.remsi %1480, %c16_i64_1201 : i64
            %c16_i64_1202 = arith.constant 16 : i64
            %1482 = arith.addi %1481, %c16_i64_1202 : i64
            %1483 = arith.addi %627, %1482 : i64
            %c18_i64_1203 = arith.constant 18 : i64
            %1484 = arith.addi %632, %c18_i64_1203 : i64
            %c0_i64_1204 = arith.constant 0 : i64
            %1485 = arith.cmpi sge, %1483, %c0_i64_1204 : i64
            %c70_i64_1205 = arith.constant 70 : i64
            %1486 = arith.cmpi slt, %1483, %c70_i64_1205 : i64
            %1487 = arith.andi %1485, %1486 : i1
            scf.if %1487 {
              %1592 = memref.load %alloca_74[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1484, %c70_i64_1284 : i64
              %1594 = arith.addi %1483, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1206 = gpu.thread_id  x
            %1488 = arith.index_cast %thread_id_x_1206 : index to i64
            %c16_i64_1207 = arith.constant 16 : i64
            %1489 = arith.remsi %1488, %c16_i64_1207 : i64
            %c16_i64_1208 = arith.constant 16 : i64
            %1490 = arith.addi %1489, %c16_i64_1208 : i64
            %1491 = arith.addi %627, %1490 : i64
            %c19_i64_1209 = arith.constant 19 : i64
            %1492 = arith.addi %632, %c19_i64_1209 : i64
            %c0_i64_1210 = arith.constant 0 : i64
            %1493 = arith.cmpi sge, %1491, %c0_i64_1210 : i64
            %c70_i64_1211 = arith.constant 70 : i64
            %1494 = arith.cmpi slt, %1491, %c70_i64_1211 : i64
            %1495 = arith.andi %1493, %1494 : i1
            scf.if %1495 {
              %1592 = memref.load %alloca_75[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1492, %c70_i64_1284 : i64
              %1594 = arith.addi %1491, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1212 = gpu.thread_id  x
            %1496 = arith.index_cast %thread_id_x_1212 : index to i64
            %c16_i64_1213 = arith.constant 16 : i64
            %1497 = arith.remsi %1496, %c16_i64_1213 : i64
            %c16_i64_1214 = arith.constant 16 : i64
            %1498 = arith.addi %1497, %c16_i64_1214 : i64
            %1499 = arith.addi %627, %1498 : i64
            %c20_i64_1215 = arith.constant 20 : i64
            %1500 = arith.addi %632, %c20_i64_1215 : i64
            %c0_i64_1216 = arith.constant 0 : i64
            %1501 = arith.cmpi sge, %1499, %c0_i64_1216 : i64
            %c70_i64_1217 = arith.constant 70 : i64
            %1502 = arith.cmpi slt, %1499, %c70_i64_1217 : i64
            %1503 = arith.andi %1501, %1502 : i1
            scf.if %1503 {
              %1592 = memref.load %alloca_76[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1500, %c70_i64_1284 : i64
              %1594 = arith.addi %1499, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1218 = gpu.thread_id  x
            %1504 = arith.index_cast %thread_id_x_1218 : index to i64
            %c16_i64_1219 = arith.constant 16 : i64
            %1505 = arith.remsi %1504, %c16_i64_1219 : i64
            %c16_i64_1220 = arith.constant 16 : i64
            %1506 = arith.addi %1505, %c16_i64_1220 : i64
            %1507 = arith.addi %627, %1506 : i64
            %c21_i64_1221 = arith.constant 21 : i64
            %1508 = arith.addi %632, %c21_i64_1221 : i64
            %c0_i64_1222 = arith.constant 0 : i64
            %1509 = arith.cmpi sge, %1507, %c0_i64_1222 : i64
            %c70_i64_1223 = arith.constant 70 : i64
            %1510 = arith.cmpi slt, %1507, %c70_i64_1223 : i64
            %1511 = arith.andi %1509, %1510 : i1
            scf.if %1511 {
              %1592 = memref.load %alloca_77[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1508, %c70_i64_1284 : i64
              %1594 = arith.addi %1507, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1224 = gpu.thread_id  x
            %1512 = arith.index_cast %thread_id_x_1224 : index to i64
            %c16_i64_1225 = arith.constant 16 : i64
            %1513 = arith.remsi %1512, %c16_i64_1225 : i64
            %c16_i64_1226 = arith.constant 16 : i64
            %1514 = arith.addi %1513, %c16_i64_1226 : i64
            %1515 = arith.addi %627, %1514 : i64
            %c22_i64_1227 = arith.constant 22 : i64
            %1516 = arith.addi %632, %c22_i64_1227 : i64
            %c0_i64_1228 = arith.constant 0 : i64
            %1517 = arith.cmpi sge, %1515, %c0_i64_1228 : i64
            %c70_i64_1229 = arith.constant 70 : i64
            %1518 = arith.cmpi slt, %1515, %c70_i64_1229 : i64
            %1519 = arith.andi %1517, %1518 : i1
            scf.if %1519 {
              %1592 = memref.load %alloca_78[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1516, %c70_i64_1284 : i64
              %1594 = arith.addi %1515, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1230 = gpu.thread_id  x
            %1520 = arith.index_cast %thread_id_x_1230 : index to i64
            %c16_i64_1231 = arith.constant 16 : i64
            %1521 = arith.remsi %1520, %c16_i64_1231 : i64
            %c16_i64_1232 = arith.constant 16 : i64
            %1522 = arith.addi %1521, %c16_i64_1232 : i64
            %1523 = arith.addi %627, %1522 : i64
            %c23_i64_1233 = arith.constant 23 : i64
            %1524 = arith.addi %632, %c23_i64_1233 : i64
            %c0_i64_1234 = arith.constant 0 : i64
            %1525 = arith.cmpi sge, %1523, %c0_i64_1234 : i64
            %c70_i64_1235 = arith.constant 70 : i64
            %1526 = arith.cmpi slt, %1523, %c70_i64_1235 : i64
            %1527 = arith.andi %1525, %1526 : i1
            scf.if %1527 {
              %1592 = memref.load %alloca_79[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1524, %c70_i64_1284 : i64
              %1594 = arith.addi %1523, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1236 = gpu.thread_id  x
            %1528 = arith.index_cast %thread_id_x_1236 : index to i64
            %c16_i64_1237 = arith.constant 16 : i64
            %1529 = arith.remsi %1528, %c16_i64_1237 : i64
            %c16_i64_1238 = arith.constant 16 : i64
            %1530 = arith.addi %1529, %c16_i64_1238 : i64
            %1531 = arith.addi %627, %1530 : i64
            %c24_i64_1239 = arith.constant 24 : i64
            %1532 = arith.addi %632, %c24_i64_1239 : i64
            %c0_i64_1240 = arith.constant 0 : i64
            %1533 = arith.cmpi sge, %1531, %c0_i64_1240 : i64
            %c70_i64_1241 = arith.constant 70 : i64
            %1534 = arith.cmpi slt, %1531, %c70_i64_1241 : i64
            %1535 = arith.andi %1533, %1534 : i1
            scf.if %1535 {
              %1592 = memref.load %alloca_80[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1532, %c70_i64_1284 : i64
              %1594 = arith.addi %1531, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1242 = gpu.thread_id  x
            %1536 = arith.index_cast %thread_id_x_1242 : index to i64
            %c16_i64_1243 = arith.constant 16 : i64
            %1537 = arith.remsi %1536, %c16_i64_1243 : i64
            %c16_i64_1244 = arith.constant 16 : i64
            %1538 = arith.addi %1537, %c16_i64_1244 : i64
            %1539 = arith.addi %627, %1538 : i64
            %c25_i64_1245 = arith.constant 25 : i64
            %1540 = arith.addi %632, %c25_i64_1245 : i64
            %c0_i64_1246 = arith.constant 0 : i64
            %1541 = arith.cmpi sge, %1539, %c0_i64_1246 : i64
            %c70_i64_1247 = arith.constant 70 : i64
            %1542 = arith.cmpi slt, %1539, %c70_i64_1247 : i64
            %1543 = arith.andi %1541, %1542 : i1
            scf.if %1543 {
              %1592 = memref.load %alloca_81[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1540, %c70_i64_1284 : i64
              %1594 = arith.addi %1539, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1248 = gpu.thread_id  x
            %1544 = arith.index_cast %thread_id_x_1248 : index to i64
            %c16_i64_1249 = arith.constant 16 : i64
            %1545 = arith.remsi %1544, %c16_i64_1249 : i64
            %c16_i64_1250 = arith.constant 16 : i64
            %1546 = arith.addi %1545, %c16_i64_1250 : i64
            %1547 = arith.addi %627, %1546 : i64
            %c26_i64_1251 = arith.constant 26 : i64
            %1548 = arith.addi %632, %c26_i64_1251 : i64
            %c0_i64_1252 = arith.constant 0 : i64
            %1549 = arith.cmpi sge, %1547, %c0_i64_1252 : i64
            %c70_i64_1253 = arith.constant 70 : i64
            %1550 = arith.cmpi slt, %1547, %c70_i64_1253 : i64
            %1551 = arith.andi %1549, %1550 : i1
            scf.if %1551 {
              %1592 = memref.load %alloca_82[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1548, %c70_i64_1284 : i64
              %1594 = arith.addi %1547, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1254 = gpu.thread_id  x
            %1552 = arith.index_cast %thread_id_x_1254 : index to i64
            %c16_i64_1255 = arith.constant 16 : i64
            %1553 = arith.remsi %1552, %c16_i64_1255 : i64
            %c16_i64_1256 = arith.constant 16 : i64
            %1554 = arith.addi %1553, %c16_i64_1256 : i64
            %1555 = arith.addi %627, %1554 : i64
            %c27_i64_1257 = arith.constant 27 : i64
            %1556 = arith.addi %632, %c27_i64_1257 : i64
            %c0_i64_1258 = arith.constant 0 : i64
            %1557 = arith.cmpi sge, %1555, %c0_i64_1258 : i64
            %c70_i64_1259 = arith.constant 70 : i64
            %1558 = arith.cmpi slt, %1555, %c70_i64_1259 : i64
            %1559 = arith.andi %1557, %1558 : i1
            scf.if %1559 {
              %1592 = memref.load %alloca_83[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1556, %c70_i64_1284 : i64
              %1594 = arith.addi %1555, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1260 = gpu.thread_id  x
            %1560 = arith.index_cast %thread_id_x_1260 : index to i64
            %c16_i64_1261 = arith.constant 16 : i64
            %1561 = arith.remsi %1560, %c16_i64_1261 : i64
            %c16_i64_1262 = arith.constant 16 : i64
            %1562 = arith.addi %1561, %c16_i64_1262 : i64
            %1563 = arith.addi %627, %1562 : i64
            %c28_i64_1263 = arith.constant 28 : i64
            %1564 = arith.addi %632, %c28_i64_1263 : i64
            %c0_i64_1264 = arith.constant 0 : i64
            %1565 = arith.cmpi sge, %1563, %c0_i64_1264 : i64
            %c70_i64_1265 = arith.constant 70 : i64
            %1566 = arith.cmpi slt, %1563, %c70_i64_1265 : i64
            %1567 = arith.andi %1565, %1566 : i1
            scf.if %1567 {
              %1592 = memref.load %alloca_84[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1564, %c70_i64_1284 : i64
              %1594 = arith.addi %1563, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1266 = gpu.thread_id  x
            %1568 = arith.index_cast %thread_id_x_1266 : index to i64
            %c16_i64_1267 = arith.constant 16 : i64
            %1569 = arith.remsi %1568, %c16_i64_1267 : i64
            %c16_i64_1268 = arith.constant 16 : i64
            %1570 = arith.addi %1569, %c16_i64_1268 : i64
            %1571 = arith.addi %627, %1570 : i64
            %c29_i64_1269 = arith.constant 29 : i64
            %1572 = arith.addi %632, %c29_i64_1269 : i64
            %c0_i64_1270 = arith.constant 0 : i64
            %1573 = arith.cmpi sge, %1571, %c0_i64_1270 : i64
            %c70_i64_1271 = arith.constant 70 : i64
            %1574 = arith.cmpi slt, %1571, %c70_i64_1271 : i64
            %1575 = arith.andi %1573, %1574 : i1
            scf.if %1575 {
              %1592 = memref.load %alloca_85[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1572, %c70_i64_1284 : i64
              %1594 = arith.addi %1571, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1272 = gpu.thread_id  x
            %1576 = arith.index_cast %thread_id_x_1272 : index to i64
            %c16_i64_1273 = arith.constant 16 : i64
            %1577 = arith.remsi %1576, %c16_i64_1273 : i64
            %c16_i64_1274 = arith.constant 16 : i64
            %1578 = arith.addi %1577, %c16_i64_1274 : i64
            %1579 = arith.addi %627, %1578 : i64
            %c30_i64_1275 = arith.constant 30 : i64
            %1580 = arith.addi %632, %c30_i64_1275 : i64
            %c0_i64_1276 = arith.constant 0 : i64
            %1581 = arith.cmpi sge, %1579, %c0_i64_1276 : i64
            %c70_i64_1277 = arith.constant 70 : i64
            %1582 = arith.cmpi slt, %1579, %c70_i64_1277 : i64
            %1583 = arith.andi %1581, %1582 : i1
            scf.if %1583 {
              %1592 = memref.load %alloca_86[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1580, %c70_i64_1284 : i64
              %1594 = arith.addi %1579, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1278 = gpu.thread_id  x
            %1584 = arith.index_cast %thread_id_x_1278 : index to i64
            %c16_i64_1279 = arith.constant 16 : i64
            %1585 = arith.remsi %1584, %c16_i64_1279 : i64
            %c16_i64_1280 = arith.constant 16 : i64
            %1586 = arith.addi %1585, %c16_i64_1280 : i64
            %1587 = arith.addi %627, %1586 : i64
            %c31_i64_1281 = arith.constant 31 : i64
            %1588 = arith.addi %632, %c31_i64_1281 : i64
            %c0_i64_1282 = arith.constant 0 : i64
            %1589 = arith.cmpi sge, %1587, %c0_i64_1282 : i64
            %c70_i64_1283 = arith.constant 70 : i64
            %1590 = arith.cmpi slt, %1587, %c70_i64_1283 : i64
            %1591 = arith.andi %1589, %1590 : i1
            scf.if %1591 {
              %1592 = memref.load %alloca_87[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1593 = arith.muli %1588, %c70_i64_1284 : i64
              %1594 = arith.addi %1587, %1593 : i64
              %1595 = llvm.getelementptr %124[%1594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1592, %1595 : f32, !llvm.ptr<1>
            }
          } else {
            %thread_id_x_535 = gpu.thread_id  x
            %636 = arith.index_cast %thread_id_x_535 : index to i64
            %c16_i64_536 = arith.constant 16 : i64
            %637 = arith.remsi %636, %c16_i64_536 : i64
            %638 = arith.addi %627, %637 : i64
            %c70_i64_537 = arith.constant 70 : i64
            %639 = arith.muli %632, %c70_i64_537 : i64
            %640 = arith.addi %638, %639 : i64
            %641 = llvm.getelementptr %122[%640] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %642 = llvm.load %641 : !llvm.ptr<1> -> f32
            %thread_id_x_538 = gpu.thread_id  x
            %643 = arith.index_cast %thread_id_x_538 : index to i64
            %c16_i64_539 = arith.constant 16 : i64
            %644 = arith.remsi %643, %c16_i64_539 : i64
            %645 = arith.addi %627, %644 : i64
            %c1_i64_540 = arith.constant 1 : i64
            %646 = arith.addi %632, %c1_i64_540 : i64
            %c70_i64_541 = arith.constant 70 : i64
            %647 = arith.muli %646, %c70_i64_541 : i64
            %648 = arith.addi %645, %647 : i64
            %649 = llvm.getelementptr %122[%648] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %650 = llvm.load %649 : !llvm.ptr<1> -> f32
            %thread_id_x_542 = gpu.thread_id  x
            %651 = arith.index_cast %thread_id_x_542 : index to i64
            %c16_i64_543 = arith.constant 16 : i64
            %652 = arith.remsi %651, %c16_i64_543 : i64
            %653 = arith.addi %627, %652 : i64
            %c2_i64_544 = arith.constant 2 : i64
            %654 = arith.addi %632, %c2_i64_544 : i64
            %c70_i64_545 = arith.constant 70 : i64
            %655 = arith.muli %654, %c70_i64_545 : i64
            %656 = arith.addi %653, %655 : i64
            %657 = llvm.getelementptr %122[%656] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %658 = llvm.load %657 : !llvm.ptr<1> -> f32
            %thread_id_x_546 = gpu.thread_id  x
            %659 = arith.index_cast %thread_id_x_546 : index to i64
            %c16_i64_547 = arith.constant 16 : i64
            %660 = arith.remsi %659, %c16_i64_547 : i64
            %661 = arith.addi %627, %660 : i64
            %c3_i64_548 = arith.constant 3 : i64
            %662 = arith.addi %632, %c3_i64_548 : i64
            %c70_i64_549 = arith.constant 70 : i64
            %663 = arith.muli %662, %c70_i64_549 : i64
            %664 = arith.addi %661, %663 : i64
            %665 = llvm.getelementptr %122[%664] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %666 = llvm.load %665 : !llvm.ptr<1> -> f32
            %thread_id_x_550 = gpu.thread_id  x
            %667 = arith.index_cast %thread_id_x_550 : index to i64
            %c16_i64_551 = arith.constant 16 : i64
            %668 = arith.remsi %667, %c16_i64_551 : i64
            %669 = arith.addi %627, %668 : i64
            %c4_i64_552 = arith.constant 4 : i64
            %670 = arith.addi %632, %c4_i64_552 : i64
            %c70_i64_553 = arith.constant 70 : i64
            %671 = arith.muli %670, %c70_i64_553 : i64
            %672 = arith.addi %669, %671 : i64
            %673 = llvm.getelementptr %122[%672] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %674 = llvm.load %673 : !llvm.ptr<1> -> f32
            %thread_id_x_554 = gpu.thread_id  x
            %675 = arith.index_cast %thread_id_x_554 : index to i64
            %c16_i64_555 = arith.constant 16 : i64
            %676 = arith.remsi %675, %c16_i64_555 : i64
            %677 = arith.addi %627, %676 : i64
            %c5_i64_556 = arith.constant 5 : i64
            %678 = arith.addi %632, %c5_i64_556 : i64
            %c70_i64_557 = arith.constant 70 : i64
            %679 = arith.muli %678, %c70_i64_557 : i64
            %680 = arith.addi %677, %679 : i64
            %681 = llvm.getelementptr %122[%680] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %682 = llvm.load %681 : !llvm.ptr<1> -> f32
            %thread_id_x_558 = gpu.thread_id  x
            %683 = arith.index_cast %thread_id_x_558 : index to i64
            %c16_i64_559 = arith.constant 16 : i64
            %684 = arith.remsi %683, %c16_i64_559 : i64
            %685 = arith.addi %627, %684 : i64
            %c6_i64_560 = arith.constant 6 : i64
            %686 = arith.addi %632, %c6_i64_560 : i64
            %c70_i64_561 = arith.constant 70 : i64
            %687 = arith.muli %686, %c70_i64_561 : i64
            %688 = arith.addi %685, %687 : i64
            %689 = llvm.getelementptr %122[%688] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %690 = llvm.load %689 : !llvm.ptr<1> -> f32
            %thread_id_x_562 = gpu.thread_id  x
            %691 = arith.index_cast %thread_id_x_562 : index to i64
            %c16_i64_563 = arith.constant 16 : i64
            %692 = arith.remsi %691, %c16_i64_563 : i64
            %693 = arith.addi %627, %692 : i64
            %c7_i64_564 = arith.constant 7 : i64
            %694 = arith.addi %632, %c7_i64_564 : i64
            %c70_i64_565 = arith.constant 70 : i64
            %695 = arith.muli %694, %c70_i64_565 : i64
            %696 = arith.addi %693, %695 : i64
            %697 = llvm.getelementptr %122[%696] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %698 = llvm.load %697 : !llvm.ptr<1> -> f32
            %thread_id_x_566 = gpu.thread_id  x
            %699 = arith.index_cast %thread_id_x_566 : index to i64
            %c16_i64_567 = arith.constant 16 : i64
            %700 = arith.remsi %699, %c16_i64_567 : i64
            %701 = arith.addi %627, %700 : i64
            %c8_i64_568 = arith.constant 8 : i64
            %702 = arith.addi %632, %c8_i64_568 : i64
            %c70_i64_569 = arith.constant 70 : i64
            %703 = arith.muli %702, %c70_i64_569 : i64
            %704 = arith.addi %701, %703 : i64
            %705 = llvm.getelementptr %122[%704] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %706 = llvm.load %705 : !llvm.ptr<1> -> f32
            %thread_id_x_570 = gpu.thread_id  x
            %707 = arith.index_cast %thread_id_x_570 : index to i64
            %c16_i64_571 = arith.constant 16 : i64
            %708 = arith.remsi %707, %c16_i64_571 : i64
            %709 = arith.addi %627, %708 : i64
            %c9_i64_572 = arith.constant 9 : i64
            %710 = arith.addi %632, %c9_i64_572 : i64
            %c70_i64_573 = arith.constant 70 : i64
            %711 = arith.muli %710, %c70_i64_573 : i64
            %712 = arith.addi %709, %711 : i64
            %713 = llvm.getelementptr %122[%712] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %714 = llvm.load %713 : !llvm.ptr<1> -> f32
            %thread_id_x_574 = gpu.thread_id  x
            %715 = arith.index_cast %thread_id_x_574 : index to i64
            %c16_i64_575 = arith.constant 16 : i64
            %716 = arith.remsi %715, %c16_i64_575 : i64
            %717 = arith.addi %627, %716 : i64
            %c10_i64_576 = arith.constant 10 : i64
            %718 = arith.addi %632, %c10_i64_576 : i64
            %c70_i64_577 = arith.constant 70 : i64
            %719 = arith.muli %718, %c70_i64_577 : i64
            %720 = arith.addi %717, %719 : i64
            %721 = llvm.getelementptr %122[%720] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %722 = llvm.load %721 : !llvm.ptr<1> -> f32
            %thread_id_x_578 = gpu.thread_id  x
            %723 = arith.index_cast %thread_id_x_578 : index to i64
            %c16_i64_579 = arith.constant 16 : i64
            %724 = arith.remsi %723, %c16_i64_579 : i64
            %725 = arith.addi %627, %724 : i64
            %c11_i64_580 = arith.constant 11 : i64
            %726 = arith.addi %632, %c11_i64_580 : i64
            %c70_i64_581 = arith.constant 70 : i64
            %727 = arith.muli %726, %c70_i64_581 : i64
            %728 = arith.addi %725, %727 : i64
            %729 = llvm.getelementptr %122[%728] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %730 = llvm.load %729 : !llvm.ptr<1> -> f32
            %thread_id_x_582 = gpu.thread_id  x
            %731 = arith.index_cast %thread_id_x_582 : index to i64
            %c16_i64_583 = arith.constant 16 : i64
            %732 = arith.remsi %731, %c16_i64_583 : i64
            %733 = arith.addi %627, %732 : i64
            %c12_i64_584 = arith.constant 12 : i64
            %734 = arith.addi %632, %c12_i64_584 : i64
            %c70_i64_585 = arith.constant 70 : i64
            %735 = arith.muli %734, %c70_i64_585 : i64
            %736 = arith.addi %733, %735 : i64
            %737 = llvm.getelementptr %122[%736] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %738 = llvm.load %737 : !llvm.ptr<1> -> f32
            %thread_id_x_586 = gpu.thread_id  x
            %739 = arith.index_cast %thread_id_x_586 : index to i64
            %c16_i64_587 = arith.constant 16 : i64
            %740 = arith.remsi %739, %c16_i64_587 : i64
            %741 = arith.addi %627, %740 : i64
            %c13_i64_588 = arith.constant 13 : i64
            %742 = arith.addi %632, %c13_i64_588 : i64
            %c70_i64_589 = arith.constant 70 : i64
            %743 = arith.muli %742, %c70_i64_589 : i64
            %744 = arith.addi %741, %743 : i64
            %745 = llvm.getelementptr %122[%744] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %746 = llvm.load %745 : !llvm.ptr<1> -> f32
            %thread_id_x_590 = gpu.thread_id  x
            %747 = arith.index_cast %thread_id_x_590 : index to i64
            %c16_i64_591 = arith.constant 16 : i64
            %748 = arith.remsi %747, %c16_i64_591 : i64
            %749 = arith.addi %627, %748 : i64
            %c14_i64_592 = arith.constant 14 : i64
            %750 = arith.addi %632, %c14_i64_592 : i64
            %c70_i64_593 = arith.constant 70 : i64
            %751 = arith.muli %750, %c70_i64_593 : i64
            %752 = arith.addi %749, %751 : i64
            %753 = llvm.getelementptr %122[%752] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %754 = llvm.load %753 : !llvm.ptr<1> -> f32
            %thread_id_x_594 = gpu.thread_id  x
            %755 = arith.index_cast %thread_id_x_594 : index to i64
            %c16_i64_595 = arith.constant 16 : i64
            %756 = arith.remsi %755, %c16_i64_595 : i64
            %757 = arith.addi %627, %756 : i64
            %c15_i64_596 = arith.constant 15 : i64
            %758 = arith.addi %632, %c15_i64_596 : i64
            %c70_i64_597 = arith.constant 70 : i64
            %759 = arith.muli %758, %c70_i64_597 : i64
            %760 = arith.addi %757, %759 : i64
            %761 = llvm.getelementptr %122[%760] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %762 = llvm.load %761 : !llvm.ptr<1> -> f32
            %thread_id_x_598 = gpu.thread_id  x
            %763 = arith.index_cast %thread_id_x_598 : index to i64
            %c16_i64_599 = arith.constant 16 : i64
            %764 = arith.remsi %763, %c16_i64_599 : i64
            %765 = arith.addi %627, %764 : i64
            %c16_i64_600 = arith.constant 16 : i64
            %766 = arith.addi %632, %c16_i64_600 : i64
            %c70_i64_601 = arith.constant 70 : i64
            %767 = arith.muli %766, %c70_i64_601 : i64
            %768 = arith.addi %765, %767 : i64
            %769 = llvm.getelementptr %122[%768] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %770 = llvm.load %769 : !llvm.ptr<1> -> f32
            %thread_id_x_602 = gpu.thread_id  x
            %771 = arith.index_cast %thread_id_x_602 : index to i64
            %c16_i64_603 = arith.constant 16 : i64
            %772 = arith.remsi %771, %c16_i64_603 : i64
            %773 = arith.addi %627, %772 : i64
            %c17_i64 = arith.constant 17 : i64
            %774 = arith.addi %632, %c17_i64 : i64
            %c70_i64_604 = arith.constant 70 : i64
            %775 = arith.muli %774, %c70_i64_604 : i64
            %776 = arith.addi %773, %775 : i64
            %777 = llvm.getelementptr %122[%776] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %778 = llvm.load %777 : !llvm.ptr<1> -> f32
            %thread_id_x_605 = gpu.thread_id  x
            %779 = arith.index_cast %thread_id_x_605 : index to i64
            %c16_i64_606 = arith.constant 16 : i64
            %780 = arith.remsi %779, %c16_i64_606 : i64
            %781 = arith.addi %627, %780 : i64
            %c18_i64 = arith.constant 18 : i64
            %782 = arith.addi %632, %c18_i64 : i64
            %c70_i64_607 = arith.constant 70 : i64
            %783 = arith.muli %782, %c70_i64_607 : i64
            %784 = arith.addi %781, %783 : i64
            %785 = llvm.getelementptr %122[%784] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %786 = llvm.load %785 : !llvm.ptr<1> -> f32
            %thread_id_x_608 = gpu.thread_id  x
            %787 = arith.index_cast %thread_id_x_608 : index to i64
            %c16_i64_609 = arith.constant 16 : i64
            %788 = arith.remsi %787, %c16_i64_609 : i64
            %789 = arith.addi %627, %788 : i64
            %c19_i64 = arith.constant 19 : i64
            %790 = arith.addi %632, %c19_i64 : i64
            %c70_i64_610 = arith.constant 70 : i64
            %791 = arith.muli %790, %c70_i64_610 : i64
            %792 = arith.addi %789, %791 : i64
            %793 = llvm.getelementptr %122[%792] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %794 = llvm.load %793 : !llvm.ptr<1> -> f32
            %thread_id_x_611 = gpu.thread_id  x
            %795 = arith.index_cast %thread_id_x_611 : index to i64
            %c16_i64_612 = arith.constant 16 : i64
            %796 = arith.remsi %795, %c16_i64_612 : i64
            %797 = arith.addi %627, %796 : i64
            %c20_i64 = arith.constant 20 : i64
            %798 = arith.addi %632, %c20_i64 : i64
            %c70_i64_613 = arith.constant 70 : i64
            %799 = arith.muli %798, %c70_i64_613 : i64
            %800 = arith.addi %797, %799 : i64
            %801 = llvm.getelementptr %122[%800] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %802 = llvm.load %801 : !llvm.ptr<1> -> f32
            %thread_id_x_614 = gpu.thread_id  x
            %803 = arith.index_cast %thread_id_x_614 : index to i64
            %c16_i64_615 = arith.constant 16 : i64
            %804 = arith.remsi %803, %c16_i64_615 : i64
            %805 = arith.addi %627, %804 : i64
            %c21_i64 = arith.constant 21 : i64
            %806 = arith.addi %632, %c21_i64 : i64
            %c70_i64_616 = arith.constant 70 : i64
            %807 = arith.muli %806, %c70_i64_616 : i64
            %808 = arith.addi %805, %807 : i64
            %809 = llvm.getelementptr %122[%808] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %810 = llvm.load %809 : !llvm.ptr<1> -> f32
            %thread_id_x_617 = gpu.thread_id  x
            %811 = arith.index_cast %thread_id_x_617 : index to i64
            %c16_i64_618 = arith.constant 16 : i64
            %812 = arith.remsi %811, %c16_i64_618 : i64
            %813 = arith.addi %627, %812 : i64
            %c22_i64 = arith.constant 22 : i64
            %814 = arith.addi %632, %c22_i64 : i64
            %c70_i64_619 = arith.constant 70 : i64
            %815 = arith.muli %814, %c70_i64_619 : i64
            %816 = arith.addi %813, %815 : i64
            %817 = llvm.getelementptr %122[%816] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %818 = llvm.load %817 : !llvm.ptr<1> -> f32
            %thread_id_x_620 = gpu.thread_id  x
            %819 = arith.index_cast %thread_id_x_620 : index to i64
            %c16_i64_621 = arith.constant 16 : i64
            %820 = arith.remsi %819, %c16_i64_621 : i64
            %821 = arith.addi %627, %820 : i64
            %c23_i64 = arith.constant 23 : i64
            %822 = arith.addi %632, %c23_i64 : i64
            %c70_i64_622 = arith.constant 70 : i64
            %823 = arith.muli %822, %c70_i64_622 : i64
            %824 = arith.addi %821, %823 : i64
            %825 = llvm.getelementptr %122[%824] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %826 = llvm.load %825 : !llvm.ptr<1> -> f32
            %thread_id_x_623 = gpu.thread_id  x
            %827 = arith.index_cast %thread_id_x_623 : index to i64
            %c16_i64_624 = arith.constant 16 : i64
            %828 = arith.remsi %827, %c16_i64_624 : i64
            %829 = arith.addi %627, %828 : i64
            %c24_i64 = arith.constant 24 : i64
            %830 = arith.addi %632, %c24_i64 : i64
            %c70_i64_625 = arith.constant 70 : i64
            %831 = arith.muli %830, %c70_i64_625 : i64
            %832 = arith.addi %829, %831 : i64
            %833 = llvm.getelementptr %122[%832] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %834 = llvm.load %833 : !llvm.ptr<1> -> f32
            %thread_id_x_626 = gpu.thread_id  x
            %835 = arith.index_cast %thread_id_x_626 : index to i64
            %c16_i64_627 = arith.constant 16 : i64
            %836 = arith.remsi %835, %c16_i64_627 : i64
            %837 = arith.addi %627, %836 : i64
            %c25_i64 = arith.constant 25 : i64
            %838 = arith.addi %632, %c25_i64 : i64
            %c70_i64_628 = arith.constant 70 : i64
            %839 = arith.muli %838, %c70_i64_628 : i64
            %840 = arith.addi %837, %839 : i64
            %841 = llvm.getelementptr %122[%840] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %842 = llvm.load %841 : !llvm.ptr<1> -> f32
            %thread_id_x_629 = gpu.thread_id  x
            %843 = arith.index_cast %thread_id_x_629 : index to i64
            %c16_i64_630 = arith.constant 16 : i64
            %844 = arith.remsi %843, %c16_i64_630 : i64
            %845 = arith.addi %627, %844 : i64
            %c26_i64 = arith.constant 26 : i64
            %846 = arith.addi %632, %c26_i64 : i64
            %c70_i64_631 = arith.constant 70 : i64
            %847 = arith.muli %846, %c70_i64_631 : i64
            %848 = arith.addi %845, %847 : i64
            %849 = llvm.getelementptr %122[%848] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %850 = llvm.load %849 : !llvm.ptr<1> -> f32
            %thread_id_x_632 = gpu.thread_id  x
            %851 = arith.index_cast %thread_id_x_632 : index to i64
            %c16_i64_633 = arith.constant 16 : i64
            %852 = arith.remsi %851, %c16_i64_633 : i64
            %853 = arith.addi %627, %852 : i64
            %c27_i64 = arith.constant 27 : i64
            %854 = arith.addi %632, %c27_i64 : i64
            %c70_i64_634 = arith.constant 70 : i64
            %855 = arith.muli %854, %c70_i64_634 : i64
            %856 = arith.addi %853, %855 : i64
            %857 = llvm.getelementptr %122[%856] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %858 = llvm.load %857 : !llvm.ptr<1> -> f32
            %thread_id_x_635 = gpu.thread_id  x
            %859 = arith.index_cast %thread_id_x_635 : index to i64
            %c16_i64_636 = arith.constant 16 : i64
            %860 = arith.remsi %859, %c16_i64_636 : i64
            %861 = arith.addi %627, %860 : i64
            %c28_i64 = arith.constant 28 : i64
            %862 = arith.addi %632, %c28_i64 : i64
            %c70_i64_637 = arith.constant 70 : i64
            %863 = arith.muli %862, %c70_i64_637 : i64
            %864 = arith.addi %861, %863 : i64
            %865 = llvm.getelementptr %122[%864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %866 = llvm.load %865 : !llvm.ptr<1> -> f32
            %thread_id_x_638 = gpu.thread_id  x
            %867 = arith.index_cast %thread_id_x_638 : index to i64
            %c16_i64_639 = arith.constant 16 : i64
            %868 = arith.remsi %867, %c16_i64_639 : i64
            %869 = arith.addi %627, %868 : i64
            %c29_i64 = arith.constant 29 : i64
            %870 = arith.addi %632, %c29_i64 : i64
            %c70_i64_640 = arith.constant 70 : i64
            %871 = arith.muli %870, %c70_i64_640 : i64
            %872 = arith.addi %869, %871 : i64
            %873 = llvm.getelementptr %122[%872] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %874 = llvm.load %873 : !llvm.ptr<1> -> f32
            %thread_id_x_641 = gpu.thread_id  x
            %875 = arith.index_cast %thread_id_x_641 : index to i64
            %c16_i64_642 = arith.constant 16 : i64
            %876 = arith.remsi %875, %c16_i64_642 : i64
            %877 = arith.addi %627, %876 : i64
            %c30_i64 = arith.constant 30 : i64
            %878 = arith.addi %632, %c30_i64 : i64
            %c70_i64_643 = arith.constant 70 : i64
            %879 = arith.muli %878, %c70_i64_643 : i64
            %880 = arith.addi %877, %879 : i64
            %881 = llvm.getelementptr %122[%880] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %882 = llvm.load %881 : !llvm.ptr<1> -> f32
            %thread_id_x_644 = gpu.thread_id  x
            %883 = arith.index_cast %thread_id_x_644 : index to i64
            %c16_i64_645 = arith.constant 16 : i64
            %884 = arith.remsi %883, %c16_i64_645 : i64
            %885 = arith.addi %627, %884 : i64
            %c31_i64 = arith.constant 31 : i64
            %886 = arith.addi %632, %c31_i64 : i64
            %c70_i64_646 = arith.constant 70 : i64
            %887 = arith.muli %886, %c70_i64_646 : i64
            %888 = arith.addi %885, %887 : i64
            %889 = llvm.getelementptr %122[%888] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %890 = llvm.load %889 : !llvm.ptr<1> -> f32
            %thread_id_x_647 = gpu.thread_id  x
            %891 = arith.index_cast %thread_id_x_647 : index to i64
            %c16_i64_648 = arith.constant 16 : i64
            %892 = arith.remsi %891, %c16_i64_648 : i64
            %c16_i64_649 = arith.constant 16 : i64
            %893 = arith.addi %892, %c16_i64_649 : i64
            %894 = arith.addi %627, %893 : i64
            %c70_i64_650 = arith.constant 70 : i64
            %895 = arith.muli %632, %c70_i64_650 : i64
            %896 = arith.addi %894, %895 : i64
            %897 = llvm.getelementptr %122[%896] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %898 = llvm.load %897 : !llvm.ptr<1> -> f32
            %thread_id_x_651 = gpu.thread_id  x
            %899 = arith.index_cast %thread_id_x_651 : index to i64
            %c16_i64_652 = arith.constant 16 : i64
            %900 = arith.remsi %899, %c16_i64_652 : i64
            %c16_i64_653 = arith.constant 16 : i64
            %901 = arith.addi %900, %c16_i64_653 : i64
            %902 = arith.addi %627, %901 : i64
            %c1_i64_654 = arith.constant 1 : i64
            %903 = arith.addi %632, %c1_i64_654 : i64
            %c70_i64_655 = arith.constant 70 : i64
            %904 = arith.muli %903, %c70_i64_655 : i64
            %905 = arith.addi %902, %904 : i64
            %906 = llvm.getelementptr %122[%905] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %907 = llvm.load %906 : !llvm.ptr<1> -> f32
            %thread_id_x_656 = gpu.thread_id  x
            %908 = arith.index_cast %thread_id_x_656 : index to i64
            %c16_i64_657 = arith.constant 16 : i64
            %909 = arith.remsi %908, %c16_i64_657 : i64
            %c16_i64_658 = arith.constant 16 : i64
            %910 = arith.addi %909, %c16_i64_658 : i64
            %911 = arith.addi %627, %910 : i64
            %c2_i64_659 = arith.constant 2 : i64
            %912 = arith.addi %632, %c2_i64_659 : i64
            %c70_i64_660 = arith.constant 70 : i64
            %913 = arith.muli %912, %c70_i64_660 : i64
            %914 = arith.addi %911, %913 : i64
            %915 = llvm.getelementptr %122[%914] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %916 = llvm.load %915 : !llvm.ptr<1> -> f32
            %thread_id_x_661 = gpu.thread_id  x
            %917 = arith.index_cast %thread_id_x_661 : index to i64
            %c16_i64_662 = arith.constant 16 : i64
            %918 = arith.remsi %917, %c16_i64_662 : i64
            %c16_i64_663 = arith.constant 16 : i64
            %919 = arith.addi %918, %c16_i64_663 : i64
            %920 = arith.addi %627, %919 : i64
            %c3_i64_664 = arith.constant 3 : i64
            %921 = arith.addi %632, %c3_i64_664 : i64
            %c70_i64_665 = arith.constant 70 : i64
            %922 = arith.muli %921, %c70_i64_665 : i64
            %923 = arith.addi %920, %922 : i64
            %924 = llvm.getelementptr %122[%923] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %925 = llvm.load %924 : !llvm.ptr<1> -> f32
            %thread_id_x_666 = gpu.thread_id  x
            %926 = arith.index_cast %thread_id_x_666 : index to i64
            %c16_i64_667 = arith.constant 16 : i64
            %927 = arith.remsi %926, %c16_i64_667 : i64
            %c16_i64_668 = arith.constant 16 : i64
            %928 = arith.addi %927, %c16_i64_668 : i64
            %929 = arith.addi %627, %928 : i64
            %c4_i64_669 = arith.constant 4 : i64
            %930 = arith.addi %632, %c4_i64_669 : i64
            %c70_i64_670 = arith.constant 70 : i64
            %931 = arith.muli %930, %c70_i64_670 : i64
            %932 = arith.addi %929, %931 : i64
            %933 = llvm.getelementptr %122[%932] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %934 = llvm.load %933 : !llvm.ptr<1> -> f32
            %thread_id_x_671 = gpu.thread_id  x
            %935 = arith.index_cast %thread_id_x_671 : index to i64
            %c16_i64_672 = arith.constant 16 : i64
            %936 = arith.remsi %935, %c16_i64_672 : i64
            %c16_i64_673 = arith.constant 16 : i64
            %937 = arith.addi %936, %c16_i64_673 : i64
            %938 = arith.addi %627, %937 : i64
            %c5_i64_674 = arith.constant 5 : i64
            %939 = arith.addi %632, %c5_i64_674 : i64
            %c70_i64_675 = arith.constant 70 : i64
            %940 = arith.muli %939, %c70_i64_675 : i64
            %941 = arith.addi %938, %940 : i64
            %942 = llvm.getelementptr %122[%941] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %943 = llvm.load %942 : !llvm.ptr<1> -> f32
            %thread_id_x_676 = gpu.thread_id  x
            %944 = arith.index_cast %thread_id_x_676 : index to i64
            %c16_i64_677 = arith.constant 16 : i64
            %945 = arith.remsi %944, %c16_i64_677 : i64
            %c16_i64_678 = arith.constant 16 : i64
            %946 = arith.addi %945, %c16_i64_678 : i64
            %947 = arith.addi %627, %946 : i64
            %c6_i64_679 = arith.constant 6 : i64
            %948 = arith.addi %632, %c6_i64_679 : i64
            %c70_i64_680 = arith.constant 70 : i64
            %949 = arith.muli %948, %c70_i64_680 : i64
            %950 = arith.addi %947, %949 : i64
            %951 = llvm.getelementptr %122[%950] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %952 = llvm.load %951 : !llvm.ptr<1> -> f32
            %thread_id_x_681 = gpu.thread_id  x
            %953 = arith.index_cast %thread_id_x_681 : index to i64
            %c16_i64_682 = arith.constant 16 : i64
            %954 = arith.remsi %953, %c16_i64_682 : i64
            %c16_i64_683 = arith.constant 16 : i64
            %955 = arith.addi %954, %c16_i64_683 : i64
            %956 = arith.addi %627, %955 : i64
            %c7_i64_684 = arith.constant 7 : i64
            %957 = arith.addi %632, %c7_i64_684 : i64
            %c70_i64_685 = arith.constant 70 : i64
            %958 = arith.muli %957, %c70_i64_685 : i64
            %959 = arith.addi %956, %958 : i64
            %960 = llvm.getelementptr %122[%959] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %961 = llvm.load %960 : !llvm.ptr<1> -> f32
            %thread_id_x_686 = gpu.thread_id  x
            %962 = arith.index_cast %thread_id_x_686 : index to i64
            %c16_i64_687 = arith.constant 16 : i64
            %963 = arith.remsi %962, %c16_i64_687 : i64
            %c16_i64_688 = arith.constant 16 : i64
            %964 = arith.addi %963, %c16_i64_688 : i64
            %965 = arith.addi %627, %964 : i64
            %c8_i64_689 = arith.constant 8 : i64
            %966 = arith.addi %632, %c8_i64_689 : i64
            %c70_i64_690 = arith.constant 70 : i64
            %967 = arith.muli %966, %c70_i64_690 : i64
            %968 = arith.addi %965, %967 : i64
            %969 = llvm.getelementptr %122[%968] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %970 = llvm.load %969 : !llvm.ptr<1> -> f32
            %thread_id_x_691 = gpu.thread_id  x
            %971 = arith.index_cast %thread_id_x_691 : index to i64
            %c16_i64_692 = arith.constant 16 : i64
            %972 = arith.remsi %971, %c16_i64_692 : i64
            %c16_i64_693 = arith.constant 16 : i64
            %973 = arith.addi %972, %c16_i64_693 : i64
            %974 = arith.addi %627, %973 : i64
            %c9_i64_694 = arith.constant 9 : i64
            %975 = arith.addi %632, %c9_i64_694 : i64
            %c70_i64_695 = arith.constant 70 : i64
            %976 = arith.muli %975, %c70_i64_695 : i64
            %977 = arith.addi %974, %976 : i64
            %978 = llvm.getelementptr %122[%977] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %979 = llvm.load %978 : !llvm.ptr<1> -> f32
            %thread_id_x_696 = gpu.thread_id  x
            %980 = arith.index_cast %thread_id_x_696 : index to i64
            %c16_i64_697 = arith.constant 16 : i64
            %981 = arith.remsi %980, %c16_i64_697 : i64
            %c16_i64_698 = arith.constant 16 : i64
            %982 = arith.addi %981, %c16_i64_698 : i64
            %983 = arith.addi %627, %982 : i64
            %c10_i64_699 = arith.constant 10 : i64
            %984 = arith.addi %632, %c10_i64_699 : i64
            %c70_i64_700 = arith.constant 70 : i64
            %985 = arith.muli %984, %c70_i64_700 : i64
            %986 = arith.addi %983, %985 : i64
            %987 = llvm.getelementptr %122[%986] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %988 = llvm.load %987 : !llvm.ptr<1> -> f32
            %thread_id_x_701 = gpu.thread_id  x
            %989 = arith.index_cast %thread_id_x_701 : index to i64
            %c16_i64_702 = arith.constant 16 : i64
            %990 = arith.remsi %989, %c16_i64_702 : i64
            %c16_i64_703 = arith.constant 16 : i64
            %991 = arith.addi %990, %c16_i64_703 : i64
            %992 = arith.addi %627, %991 : i64
            %c11_i64_704 = arith.constant 11 : i64
            %993 = arith.addi %632, %c11_i64_704 : i64
            %c70_i64_705 = arith.constant 70 : i64
            %994 = arith.muli %993, %c70_i64_705 : i64
            %995 = arith.addi %992, %994 : i64
            %996 = llvm.getelementptr %122[%995] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %997 = llvm.load %996 : !llvm.ptr<1> -> f32
            %thread_id_x_706 = gpu.thread_id  x
            %998 = arith.index_cast %thread_id_x_706 : index to i64
            %c16_i64_707 = arith.constant 16 : i64
            %999 = arith.remsi %998, %c16_i64_707 : i64
            %c16_i64_708 = arith.constant 16 : i64
            %1000 = arith.addi %999, %c16_i64_708 : i64
            %1001 = arith.addi %627, %1000 : i64
            %c12_i64_709 = arith.constant 12 : i64
            %1002 = arith.addi %632, %c12_i64_709 : i64
            %c70_i64_710 = arith.constant 70 : i64
            %1003 = arith.muli %1002, %c70_i64_710 : i64
            %1004 = arith.addi %1001, %1003 : i64
            %1005 = llvm.getelementptr %122[%1004] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1006 = llvm.load %1005 : !llvm.ptr<1> -> f32
            %thread_id_x_711 = gpu.thread_id  x
            %1007 = arith.index_cast %thread_id_x_711 : index to i64
            %c16_i64_712 = arith.constant 16 : i64
            %1008 = arith.remsi %1007, %c16_i64_712 : i64
            %c16_i64_713 = arith.constant 16 : i64
            %1009 = arith.addi %1008, %c16_i64_713 : i64
            %1010 = arith.addi %627, %1009 : i64
            %c13_i64_714 = arith.constant 13 : i64
            %1011 = arith.addi %632, %c13_i64_714 : i64
            %c70_i64_715 = arith.constant 70 : i64
            %1012 = arith.muli %1011, %c70_i64_715 : i64
            %1013 = arith.addi %1010, %1012 : i64
            %1014 = llvm.getelementptr %122[%1013] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1015 = llvm.load %1014 : !llvm.ptr<1> -> f32
            %thread_id_x_716 = gpu.thread_id  x
            %1016 = arith.index_cast %thread_id_x_716 : index to i64
            %c16_i64_717 = arith.constant 16 : i64
            %1017 = arith.remsi %1016, %c16_i64_717 : i64
            %c16_i64_718 = arith.constant 16 : i64
            %1018 = arith.addi %1017, %c16_i64_718 : i64
            %1019 = arith.addi %627, %1018 : i64
            %c14_i64_719 = arith.constant 14 : i64
            %1020 = arith.addi %632, %c14_i64_719 : i64
            %c70_i64_720 = arith.constant 70 : i64
            %1021 = arith.muli %1020, %c70_i64_720 : i64
            %1022 = arith.addi %1019, %1021 : i64
            %1023 = llvm.getelementptr %122[%1022] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1024 = llvm.load %1023 : !llvm.ptr<1> -> f32
            %thread_id_x_721 = gpu.thread_id  x
            %1025 = arith.index_cast %thread_id_x_721 : index to i64
            %c16_i64_722 = arith.constant 16 : i64
            %1026 = arith.remsi %1025, %c16_i64_722 : i64
            %c16_i64_723 = arith.constant 16 : i64
            %1027 = arith.addi %1026, %c16_i64_723 : i64
            %1028 = arith.addi %627, %1027 : i64
            %c15_i64_724 = arith.constant 15 : i64
            %1029 = arith.addi %632, %c15_i64_724 : i64
            %c70_i64_725 = arith.constant 70 : i64
            %1030 = arith.muli %1029, %c70_i64_725 : i64
            %1031 = arith.addi %1028, %1030 : i64
            %1032 = llvm.getelementptr %122[%1031] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1033 = llvm.load %1032 : !llvm.ptr<1> -> f32
            %thread_id_x_726 = gpu.thread_id  x
            %1034 = arith.index_cast %thread_id_x_726 : index to i64
            %c16_i64_727 = arith.constant 16 : i64
            %1035 = arith.remsi %1034, %c16_i64_727 : i64
            %c16_i64_728 = arith.constant 16 : i64
            %1036 = arith.addi %1035, %c16_i64_728 : i64
            %1037 = arith.addi %627, %1036 : i64
            %c16_i64_729 = arith.constant 16 : i64
            %1038 = arith.addi %632, %c16_i64_729 : i64
            %c70_i64_730 = arith.constant 70 : i64
            %1039 = arith.muli %1038, %c70_i64_730 : i64
            %1040 = arith.addi %1037, %1039 : i64
            %1041 = llvm.getelementptr %122[%1040] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1042 = llvm.load %1041 : !llvm.ptr<1> -> f32
            %thread_id_x_731 = gpu.thread_id  x
            %1043 = arith.index_cast %thread_id_x_731 : index to i64
            %c16_i64_732 = arith.constant 16 : i64
            %1044 = arith.remsi %1043, %c16_i64_732 : i64
            %c16_i64_733 = arith.constant 16 : i64
            %1045 = arith.addi %1044, %c16_i64_733 : i64
            %1046 = arith.addi %627, %1045 : i64
            %c17_i64_734 = arith.constant 17 : i64
            %1047 = arith.addi %632, %c17_i64_734 : i64
            %c70_i64_735 = arith.constant 70 : i64
            %1048 = arith.muli %1047, %c70_i64_735 : i64
            %1049 = arith.addi %1046, %1048 : i64
            %1050 = llvm.getelementptr %122[%1049] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1051 = llvm.load %1050 : !llvm.ptr<1> -> f32
            %thread_id_x_736 = gpu.thread_id  x
            %1052 = arith.index_cast %thread_id_x_736 : index to i64
            %c16_i64_737 = arith.constant 16 : i64
            %1053 = arith.remsi %1052, %c16_i64_737 : i64
            %c16_i64_738 = arith.constant 16 : i64
            %1054 = arith.addi %1053, %c16_i64_738 : i64
            %1055 = arith.addi %627, %1054 : i64
            %c18_i64_739 = arith.constant 18 : i64
            %1056 = arith.addi %632, %c18_i64_739 : i64
            %c70_i64_740 = arith.constant 70 : i64
            %1057 = arith.muli %1056, %c70_i64_740 : i64
            %1058 = arith.addi %1055, %1057 : i64
            %1059 = llvm.getelementptr %122[%1058] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1060 = llvm.load %1059 : !llvm.ptr<1> -> f32
            %thread_id_x_741 = gpu.thread_id  x
            %1061 = arith.index_cast %thread_id_x_741 : index to i64
            %c16_i64_742 = arith.constant 16 : i64
            %1062 = arith.remsi %1061, %c16_i64_742 : i64
            %c16_i64_743 = arith.constant 16 : i64
            %1063 = arith.addi %1062, %c16_i64_743 : i64
            %1064 = arith.addi %627, %1063 : i64
            %c19_i64_744 = arith.constant 19 : i64
            %1065 = arith.addi %632, %c19_i64_744 : i64
            %c70_i64_745 = arith.constant 70 : i64
            %1066 = arith.muli %1065, %c70_i64_745 : i64
            %1067 = arith.addi %1064, %1066 : i64
            %1068 = llvm.getelementptr %122[%1067] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1069 = llvm.load %1068 : !llvm.ptr<1> -> f32
            %thread_id_x_746 = gpu.thread_id  x
            %1070 = arith.index_cast %thread_id_x_746 : index to i64
            %c16_i64_747 = arith.constant 16 : i64
            %1071 = arith.remsi %1070, %c16_i64_747 : i64
            %c16_i64_748 = arith.constant 16 : i64
            %1072 = arith.addi %1071, %c16_i64_748 : i64
            %1073 = arith.addi %627, %1072 : i64
            %c20_i64_749 = arith.constant 20 : i64
            %1074 = arith.addi %632, %c20_i64_749 : i64
            %c70_i64_750 = arith.constant 70 : i64
            %1075 = arith.muli %1074, %c70_i64_750 : i64
            %1076 = arith.addi %1073, %1075 : i64
            %1077 = llvm.getelementptr %122[%1076] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1078 = llvm.load %1077 : !llvm.ptr<1> -> f32
            %thread_id_x_751 = gpu.thread_id  x
            %1079 = arith.index_cast %thread_id_x_751 : index to i64
            %c16_i64_752 = arith.constant 16 : i64
            %1080 = arith.remsi %1079, %c16_i64_752 : i64
            %c16_i64_753 = arith.constant 16 : i64
            %1081 = arith.addi %1080, %c16_i64_753 : i64
            %1082 = arith.addi %627, %1081 : i64
            %c21_i64_754 = arith.constant 21 : i64
            %1083 = arith.addi %632, %c21_i64_754 : i64
            %c70_i64_755 = arith.constant 70 : i64
            %1084 = arith.muli %1083, %c70_i64_755 : i64
            %1085 = arith.addi %1082, %1084 : i64
            %1086 = llvm.getelementptr %122[%1085] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1087 = llvm.load %1086 : !llvm.ptr<1> -> f32
            %thread_id_x_756 = gpu.thread_id  x
            %1088 = arith.index_cast %thread_id_x_756 : index to i64
            %c16_i64_757 = arith.constant 16 : i64
            %1089 = arith.remsi %1088, %c16_i64_757 : i64
            %c16_i64_758 = arith.constant 16 : i64
            %1090 = arith.addi %1089, %c16_i64_758 : i64
            %1091 = arith.addi %627, %1090 : i64
            %c22_i64_759 = arith.constant 22 : i64
            %1092 = arith.addi %632, %c22_i64_759 : i64
            %c70_i64_760 = arith.constant 70 : i64
            %1093 = arith.muli %1092, %c70_i64_760 : i64
            %1094 = arith.addi %1091, %1093 : i64
            %1095 = llvm.getelementptr %122[%1094] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1096 = llvm.load %1095 : !llvm.ptr<1> -> f32
            %thread_id_x_761 = gpu.thread_id  x
            %1097 = arith.index_cast %thread_id_x_761 : index to i64
            %c16_i64_762 = arith.constant 16 : i64
            %1098 = arith.remsi %1097, %c16_i64_762 : i64
            %c16_i64_763 = arith.constant 16 : i64
            %1099 = arith.addi %1098, %c16_i64_763 : i64
            %1100 = arith.addi %627, %1099 : i64
            %c23_i64_764 = arith.constant 23 : i64
            %1101 = arith.addi %632, %c23_i64_764 : i64
            %c70_i64_765 = arith.constant 70 : i64
            %1102 = arith.muli %1101, %c70_i64_765 : i64
            %1103 = arith.addi %1100, %1102 : i64
            %1104 = llvm.getelementptr %122[%1103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1105 = llvm.load %1104 : !llvm.ptr<1> -> f32
            %thread_id_x_766 = gpu.thread_id  x
            %1106 = arith.index_cast %thread_id_x_766 : index to i64
            %c16_i64_767 = arith.constant 16 : i64
            %1107 = arith.remsi %1106, %c16_i64_767 : i64
            %c16_i64_768 = arith.constant 16 : i64
            %1108 = arith.addi %1107, %c16_i64_768 : i64
            %1109 = arith.addi %627, %1108 : i64
            %c24_i64_769 = arith.constant 24 : i64
            %1110 = arith.addi %632, %c24_i64_769 : i64
            %c70_i64_770 = arith.constant 70 : i64
            %1111 = arith.muli %1110, %c70_i64_770 : i64
            %1112 = arith.addi %1109, %1111 : i64
            %1113 = llvm.getelementptr %122[%1112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1114 = llvm.load %1113 : !llvm.ptr<1> -> f32
            %thread_id_x_771 = gpu.thread_id  x
            %1115 = arith.index_cast %thread_id_x_771 : index to i64
            %c16_i64_772 = arith.constant 16 : i64
            %1116 = arith.remsi %1115, %c16_i64_772 : i64
            %c16_i64_773 = arith.constant 16 : i64
            %1117 = arith.addi %1116, %c16_i64_773 : i64
            %1118 = arith.addi %627, %1117 : i64
            %c25_i64_774 = arith.constant 25 : i64
            %1119 = arith.addi %632, %c25_i64_774 : i64
            %c70_i64_775 = arith.constant 70 : i64
            %1120 = arith.muli %1119, %c70_i64_775 : i64
            %1121 = arith.addi %1118, %1120 : i64
            %1122 = llvm.getelementptr %122[%1121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1123 = llvm.load %1122 : !llvm.ptr<1> -> f32
            %thread_id_x_776 = gpu.thread_id  x
            %1124 = arith.index_cast %thread_id_x_776 : index to i64
            %c16_i64_777 = arith.constant 16 : i64
            %1125 = arith.remsi %1124, %c16_i64_777 : i64
            %c16_i64_778 = arith.constant 16 : i64
            %1126 = arith.addi %1125, %c16_i64_778 : i64
            %1127 = arith.addi %627, %1126 : i64
            %c26_i64_779 = arith.constant 26 : i64
            %1128 = arith.addi %632, %c26_i64_779 : i64
            %c70_i64_780 = arith.constant 70 : i64
            %1129 = arith.muli %1128, %c70_i64_780 : i64
            %1130 = arith.addi %1127, %1129 : i64
            %1131 = llvm.getelementptr %122[%1130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1132 = llvm.load %1131 : !llvm.ptr<1> -> f32
            %thread_id_x_781 = gpu.thread_id  x
            %1133 = arith.index_cast %thread_id_x_781 : index to i64
            %c16_i64_782 = arith.constant 16 : i64
            %1134 = arith.remsi %1133, %c16_i64_782 : i64
            %c16_i64_783 = arith.constant 16 : i64
            %1135 = arith.addi %1134, %c16_i64_783 : i64
            %1136 = arith.addi %627, %1135 : i64
            %c27_i64_784 = arith.constant 27 : i64
            %1137 = arith.addi %632, %c27_i64_784 : i64
            %c70_i64_785 = arith.constant 70 : i64
            %1138 = arith.muli %1137, %c70_i64_785 : i64
            %1139 = arith.addi %1136, %1138 : i64
            %1140 = llvm.getelementptr %122[%1139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1141 = llvm.load %1140 : !llvm.ptr<1> -> f32
            %thread_id_x_786 = gpu.thread_id  x
            %1142 = arith.index_cast %thread_id_x_786 : index to i64
            %c16_i64_787 = arith.constant 16 : i64
            %1143 = arith.remsi %1142, %c16_i64_787 : i64
            %c16_i64_788 = arith.constant 16 : i64
            %1144 = arith.addi %1143, %c16_i64_788 : i64
            %1145 = arith.addi %627, %1144 : i64
            %c28_i64_789 = arith.constant 28 : i64
            %1146 = arith.addi %632, %c28_i64_789 : i64
            %c70_i64_790 = arith.constant 70 : i64
            %1147 = arith.muli %1146, %c70_i64_790 : i64
            %1148 = arith.addi %1145, %1147 : i64
            %1149 = llvm.getelementptr %122[%1148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1150 = llvm.load %1149 : !llvm.ptr<1> -> f32
            %thread_id_x_791 = gpu.thread_id  x
            %1151 = arith.index_cast %thread_id_x_791 : index to i64
            %c16_i64_792 = arith.constant 16 : i64
            %1152 = arith.remsi %1151, %c16_i64_792 : i64
            %c16_i64_793 = arith.constant 16 : i64
            %1153 = arith.addi %1152, %c16_i64_793 : i64
            %1154 = arith.addi %627, %1153 : i64
            %c29_i64_794 = arith.constant 29 : i64
            %1155 = arith.addi %632, %c29_i64_794 : i64
            %c70_i64_795 = arith.constant 70 : i64
            %1156 = arith.muli %1155, %c70_i64_795 : i64
            %1157 = arith.addi %1154, %1156 : i64
            %1158 = llvm.getelementptr %122[%1157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1159 = llvm.load %1158 : !llvm.ptr<1> -> f32
            %thread_id_x_796 = gpu.thread_id  x
            %1160 = arith.index_cast %thread_id_x_796 : index to i64
            %c16_i64_797 = arith.constant 16 : i64
            %1161 = arith.remsi %1160, %c16_i64_797 : i64
            %c16_i64_798 = arith.constant 16 : i64
            %1162 = arith.addi %1161, %c16_i64_798 : i64
            %1163 = arith.addi %627, %1162 : i64
            %c30_i64_799 = arith.constant 30 : i64
            %1164 = arith.addi %632, %c30_i64_799 : i64
            %c70_i64_800 = arith.constant 70 : i64
            %1165 = arith.muli %1164, %c70_i64_800 : i64
            %1166 = arith.addi %1163, %1165 : i64
            %1167 = llvm.getelementptr %122[%1166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1168 = llvm.load %1167 : !llvm.ptr<1> -> f32
            %thread_id_x_801 = gpu.thread_id  x
            %1169 = arith.index_cast %thread_id_x_801 : index to i64
            %c16_i64_802 = arith.constant 16 : i64
            %1170 = arith.remsi %1169, %c16_i64_802 : i64
            %c16_i64_803 = arith.constant 16 : i64
            %1171 = arith.addi %1170, %c16_i64_803 : i64
            %1172 = arith.addi %627, %1171 : i64
            %c31_i64_804 = arith.constant 31 : i64
            %1173 = arith.addi %632, %c31_i64_804 : i64
            %c70_i64_805 = arith.constant 70 : i64
            %1174 = arith.muli %1173, %c70_i64_805 : i64
            %1175 = arith.addi %1172, %1174 : i64
            %1176 = llvm.getelementptr %122[%1175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1177 = llvm.load %1176 : !llvm.ptr<1> -> f32
            %thread_id_x_806 = gpu.thread_id  x
            %1178 = arith.index_cast %thread_id_x_806 : index to i64
            %c16_i64_807 = arith.constant 16 : i64
            %1179 = arith.remsi %1178, %c16_i64_807 : i64
            %1180 = arith.addi %627, %1179 : i64
            %c70_i64_808 = arith.constant 70 : i64
            %1181 = arith.muli %632, %c70_i64_808 : i64
            %1182 = arith.addi %1180, %1181 : i64
            %1183 = llvm.getelementptr %124[%1182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %642, %1183 : f32, !llvm.ptr<1>
            %thread_id_x_809 = gpu.thread_id  x
            %1184 = arith.index_cast %thread_id_x_809 : index to i64
            %c16_i64_810 = arith.constant 16 : i64
            %1185 = arith.remsi %1184, %c16_i64_810 : i64
            %1186 = arith.addi %627, %1185 : i64
            %c1_i64_811 = arith.constant 1 : i64
            %1187 = arith.addi %632, %c1_i64_811 : i64
            %c70_i64_812 = arith.constant 70 : i64
            %1188 = arith.muli %1187, %c70_i64_812 : i64
            %1189 = arith.addi %1186, %1188 : i64
            %1190 = llvm.getelementptr %124[%1189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %650, %1190 : f32, !llvm.ptr<1>
            %thread_id_x_813 = gpu.thread_id  x
            %1191 = arith.index_cast %thread_id_x_813 : index to i64
            %c16_i64_814 = arith.constant 16 : i64
            %1192 = arith.remsi %1191, %c16_i64_814 : i64
            %1193 = arith.addi %627, %1192 : i64
            %c2_i64_815 = arith.constant 2 : i64
            %1194 = arith.addi %632, %c2_i64_815 : i64
            %c70_i64_816 = arith.constant 70 : i64
            %1195 = arith.muli %1194, %c70_i64_816 : i64
            %1196 = arith.addi %1193, %1195 : i64
            %1197 = llvm.getelementptr %124[%1196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %658, %1197 : f32, !llvm.ptr<1>
            %thread_id_x_817 = gpu.thread_id  x
            %1198 = arith.index_cast %thread_id_x_817 : index to i64
            %c16_i64_818 = arith.constant 16 : i64
            %1199 = arith.remsi %1198, %c16_i64_818 : i64
            %1200 = arith.addi %627, %1199 : i64
            %c3_i64_819 = arith.constant 3 : i64
            %1201 = arith.addi %632, %c3_i64_819 : i64
            %c70_i64_820 = arith.constant 70 : i64
            %1202 = arith.muli %1201, %c70_i64_820 : i64
            %1203 = arith.addi %1200, %1202 : i64
            %1204 = llvm.getelementptr %124[%1203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %666, %1204 : f32, !llvm.ptr<1>
            %thread_id_x_821 = gpu.thread_id  x
            %1205 = arith.index_cast %thread_id_x_821 : index to i64
            %c16_i64_822 = arith.constant 16 : i64
            %1206 = arith.remsi %1205, %c16_i64_822 : i64
            %1207 = arith.addi %627, %1206 : i64
            %c4_i64_823 = arith.constant 4 : i64
            %1208 = arith.addi %632, %c4_i64_823 : i64
            %c70_i64_824 = arith.constant 70 : i64
            %1209 = arith.muli %1208, %c70_i64_824 : i64
            %1210 = arith.addi %1207, %1209 : i64
            %1211 = llvm.getelementptr %124[%1210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %674, %1211 : f32, !llvm.ptr<1>
            %thread_id_x_825 = gpu.thread_id  x
            %1212 = arith.index_cast %thread_id_x_825 : index to i64
            %c16_i64_826 = arith.constant 16 : i64
            %1213 = arith.remsi %1212, %c16_i64_826 : i64
            %1214 = arith.addi %627, %1213 : i64
            %c5_i64_827 = arith.constant 5 : i64
            %1215 = arith.addi %632, %c5_i64_827 : i64
            %c70_i64_828 = arith.constant 70 : i64
            %1216 = arith.muli %1215, %c70_i64_828 : i64
            %1217 = arith.addi %1214, %1216 : i64
            %1218 = llvm.getelementptr %124[%1217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %682, %1218 : f32, !llvm.ptr<1>
            %thread_id_x_829 = gpu.thread_id  x
            %1219 = arith.index_cast %thread_id_x_829 : index to i64
            %c16_i64_830 = arith.constant 16 : i64
            %1220 = arith.remsi %1219, %c16_i64_830 : i64
            %1221 = arith.addi %627, %1220 : i64
            %c6_i64_831 = arith.constant 6 : i64
            %1222 = arith.addi %632, %c6_i64_831 : i64
            %c70_i64_832 = arith.constant 70 : i64
            %1223 = arith.muli %1222, %c70_i64_832 : i64
            %1224 = arith.addi %1221, %1223 : i64
            %1225 = llvm.getelementptr %124[%1224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %690, %1225 : f32, !llvm.ptr<1>
            %thread_id_x_833 = gpu.thread_id  x
            %1226 = arith.index_cast %thread_id_x_833 : index to i64
            %c16_i64_834 = arith.constant 16 : i64
            %1227 = arith.remsi %1226, %c16_i64_834 : i64
            %1228 = arith.addi %627, %1227 : i64
            %c7_i64_835 = arith.constant 7 : i64
            %1229 = arith.addi %632, %c7_i64_835 : i64
            %c70_i64_836 = arith.constant 70 : i64
            %1230 = arith.muli %1229, %c70_i64_836 : i64
            %1231 = arith.addi %1228, %1230 : i64
            %1232 = llvm.getelementptr %124[%1231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %698, %1232 : f32, !llvm.ptr<1>
            %thread_id_x_837 = gpu.thread_id  x
            %1233 = arith.index_cast %thread_id_x_837 : index to i64
            %c16_i64_838 = arith.constant 16 : i64
            %1234 = arith.remsi %1233, %c16_i64_838 : i64
            %1235 = arith.addi %627, %1234 : i64
            %c8_i64_839 = arith.constant 8 : i64
            %1236 = arith.addi %632, %c8_i64_839 : i64
            %c70_i64_840 = arith.constant 70 : i64
            %1237 = arith.muli %1236, %c70_i64_840 : i64
            %1238 = arith.addi %1235, %1237 : i64
            %1239 = llvm.getelementptr %124[%1238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %706, %1239 : f32, !llvm.ptr<1>
            %thread_id_x_841 = gpu.thread_id  x
            %1240 = arith.index_cast %thread_id_x_841 : index to i64
            %c16_i64_842 = arith.constant 16 : i64
            %1241 = arith.remsi %1240, %c16_i64_842 : i64
            %1242 = arith.addi %627, %1241 : i64
            %c9_i64_843 = arith.constant 9 : i64
            %1243 = arith.addi %632, %c9_i64_843 : i64
            %c70_i64_844 = arith.constant 70 : i64
            %1244 = arith.muli %1243, %c70_i64_844 : i64
            %1245 = arith.addi %1242, %1244 : i64
            %1246 = llvm.getelementptr %124[%1245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %714, %1246 : f32, !llvm.ptr<1>
            %thread_id_x_845 = gpu.thread_id  x
            %1247 = arith.index_cast %thread_id_x_845 : index to i64
            %c16_i64_846 = arith.constant 16 : i64
            %1248 = arith.remsi %1247, %c16_i64_846 : i64
            %1249 = arith.addi %627, %1248 : i64
            %c10_i64_847 = arith.constant 10 : i64
            %1250 = arith.addi %632, %c10_i64_847 : i64
            %c70_i64_848 = arith.constant 70 : i64
            %1251 = arith.muli %1250, %c70_i64_848 : i64
            %1252 = arith.addi %1249, %1251 : i64
            %1253 = llvm.getelementptr %124[%1252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %722, %1253 : f32, !llvm.ptr<1>
            %thread_id_x_849 = gpu.thread_id  x
            %1254 = arith.index_cast %thread_id_x_849 : index to i64
            %c16_i64_850 = arith.constant 16 : i64
            %1255 = arith.remsi %1254, %c16_i64_850 : i64
            %1256 = arith.addi %627, %1255 : i64
            %c11_i64_851 = arith.constant 11 : i64
            %1257 = arith.addi %632, %c11_i64_851 : i64
            %c70_i64_852 = arith.constant 70 : i64
            %1258 = arith.muli %1257, %c70_i64_852 : i64
            %1259 = arith.addi %1256, %1258 : i64
            %1260 = llvm.getelementptr %124[%1259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %730, %1260 : f32, !llvm.ptr<1>
            %thread_id_x_853 = gpu.thread_id  x
            %1261 = arith.index_cast %thread_id_x_853 : index to i64
            %c16_i64_854 = arith.constant 16 : i64
            %1262 = arith.remsi %1261, %c16_i64_854 : i64
            %1263 = arith.addi %627, %1262 : i64
            %c12_i64_855 = arith.constant 12 : i64
            %1264 = arith.addi %632, %c12_i64_855 : i64
            %c70_i64_856 = arith.constant 70 : i64
            %1265 = arith.muli %1264, %c70_i64_856 : i64
            %1266 = arith.addi %1263, %1265 : i64
            %1267 = llvm.getelementptr %124[%1266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %738, %1267 : f32, !llvm.ptr<1>
            %thread_id_x_857 = gpu.thread_id  x
            %1268 = arith.index_cast %thread_id_x_857 : index to i64
            %c16_i64_858 = arith.constant 16 : i64
            %1269 = arith.remsi %1268, %c16_i64_858 : i64
            %1270 = arith.addi %627, %1269 : i64
            %c13_i64_859 = arith.constant 13 : i64
            %1271 = arith.addi %632, %c13_i64_859 : i64
            %c70_i64_860 = arith.constant 70 : i64
            %1272 = arith.muli %1271, %c70_i64_860 : i64
            %1273 = arith.addi %1270, %1272 : i64
            %1274 = llvm.getelementptr %124[%1273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %746, %1274 : f32, !llvm.ptr<1>
            %thread_id_x_861 = gpu.thread_id  x
            %1275 = arith.index_cast %thread_id_x_861 : index to i64
            %c16_i64_862 = arith.constant 16 : i64
            %1276 = arith.remsi %1275, %c16_i64_862 : i64
            %1277 = arith.addi %627, %1276 : i64
            %c14_i64_863 = arith.constant 14 : i64
            %1278 = arith.addi %632, %c14_i64_863 : i64
            %c70_i64_864 = arith.constant 70 : i64
            %1279 = arith.muli %1278, %c70_i64_864 : i64
            %1280 = arith.addi %1277, %1279 : i64
            %1281 = llvm.getelementptr %124[%1280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %754, %1281 : f32, !llvm.ptr<1>
            %thread_id_x_865 = gpu.thread_id  x
            %1282 = arith.index_cast %thread_id_x_865 : index to i64
            %c16_i64_866 = arith.constant 16 : i64
            %1283 = arith.remsi %1282, %c16_i64_866 : i64
            %1284 = arith.addi %627, %1283 : i64
            %c15_i64_867 = arith.constant 15 : i64
            %1285 = arith.addi %632, %c15_i64_867 : i64
            %c70_i64_868 = arith.constant 70 : i64
            %1286 = arith.muli %1285, %c70_i64_868 : i64
            %1287 = arith.addi %1284, %1286 : i64
            %1288 = llvm.getelementptr %124[%1287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %762, %1288 : f32, !llvm.ptr<1>
            %thread_id_x_869 = gpu.thread_id  x
            %1289 = arith.index_cast %thread_id_x_869 : index to i64
            %c16_i64_870 = arith.constant 16 : i64
            %1290 = arith.remsi %1289, %c16_i64_870 : i64
            %1291 = arith.addi %627, %1290 : i64
            %c16_i64_871 = arith.constant 16 : i64
            %1292 = arith.addi %632, %c16_i64_871 : i64
            %c70_i64_872 = arith.constant 70 : i64
            %1293 = arith.muli %1292, %c70_i64_872 : i64
            %1294 = arith.addi %1291, %1293 : i64
            %1295 = llvm.getelementptr %124[%1294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %770, %1295 : f32, !llvm.ptr<1>
            %thread_id_x_873 = gpu.thread_id  x
            %1296 = arith.index_cast %thread_id_x_873 : index to i64
            %c16_i64_874 = arith.constant 16 : i64
            %1297 = arith.remsi %1296, %c16_i64_874 : i64
            %1298 = arith.addi %627, %1297 : i64
            %c17_i64_875 = arith.constant 17 : i64
            %1299 = arith.addi %632, %c17_i64_875 : i64
            %c70_i64_876 = arith.constant 70 : i64
            %1300 = arith.muli %1299, %c70_i64_876 : i64
            %1301 = arith.addi %1298, %1300 : i64
            %1302 = llvm.getelementptr %124[%1301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %778, %1302 : f32, !llvm.ptr<1>
            %thread_id_x_877 = gpu.thread_id  x
            %1303 = arith.index_cast %thread_id_x_877 : index to i64
            %c16_i64_878 = arith.constant 16 : i64
            %1304 = arith.remsi %1303, %c16_i64_878 : i64
            %1305 = arith.addi %627, %1304 : i64
            %c18_i64_879 = arith.constant 18 : i64
            %1306 = arith.addi %632, %c18_i64_879 : i64
            %c70_i64_880 = arith.constant 70 : i64
            %1307 = arith.muli %1306, %c70_i64_880 : i64
            %1308 = arith.addi %1305, %1307 : i64
            %1309 = llvm.getelementptr %124[%1308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %786, %1309 : f32, !llvm.ptr<1>
            %thread_id_x_881 = gpu.thread_id  x
            %1310 = arith.index_cast %thread_id_x_881 : index to i64
            %c16_i64_882 = arith.constant 16 : i64
            %1311 = arith.remsi %1310, %c16_i64_882 : i64
            %1312 = arith.addi %627, %1311 : i64
            %c19_i64_883 = arith.constant 19 : i64
            %1313 = arith.addi %632, %c19_i64_883 : i64
            %c70_i64_884 = arith.constant 70 : i64
            %1314 = arith.muli %1313, %c70_i64_884 : i64
            %1315 = arith.addi %1312, %1314 : i64
            %1316 = llvm.getelementptr %124[%1315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %794, %1316 : f32, !llvm.ptr<1>
            %thread_id_x_885 = gpu.thread_id  x
            %1317 = arith.index_cast %thread_id_x_885 : index to i64
            %c16_i64_886 = arith.constant 16 : i64
            %1318 = arith.remsi %1317, %c16_i64_886 : i64
            %1319 = arith.addi %627, %1318 : i64
            %c20_i64_887 = arith.constant 20 : i64
            %1320 = arith.addi %632, %c20_i64_887 : i64
            %c70_i64_888 = arith.constant 70 : i64
            %1321 = arith.muli %1320, %c70_i64_888 : i64
            %1322 = arith.addi %1319, %1321 : i64
            %1323 = llvm.getelementptr %124[%1322] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %802, %1323 : f32, !llvm.ptr<1>
            %thread_id_x_889 = gpu.thread_id  x
            %1324 = arith.index_cast %thread_id_x_889 : index to i64
            %c16_i64_890 = arith.constant 16 : i64
            %1325 = arith.remsi %1324, %c16_i64_890 : i64
            %1326 = arith.addi %627, %1325 : i64
            %c21_i64_891 = arith.constant 21 : i64
            %1327 = arith.addi %632, %c21_i64_891 : i64
            %c70_i64_892 = arith.constant 70 : i64
            %1328 = arith.muli %1327, %c70_i64_892 : i64
            %1329 = arith.addi %1326, %1328 : i64
            %1330 = llvm.getelementptr %124[%1329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %810, %1330 : f32, !llvm.ptr<1>
            %thread_id_x_893 = gpu.thread_id  x
            %1331 = arith.index_cast %thread_id_x_893 : index to i64
            %c16_i64_894 = arith.constant 16 : i64
            %1332 = arith.remsi %1331, %c16_i64_894 : i64
            %1333 = arith.addi %627, %1332 : i64
            %c22_i64_895 = arith.constant 22 : i64
            %1334 = arith.addi %632, %c22_i64_895 : i64
            %c70_i64_896 = arith.constant 70 : i64
            %1335 = arith.muli %1334, %c70_i64_896 : i64
            %1336 = arith.addi %1333, %1335 : i64
            %1337 = llvm.getelementptr %124[%1336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %818, %1337 : f32, !llvm.ptr<1>
            %thread_id_x_897 = gpu.thread_id  x
            %1338 = arith.index_cast %thread_id_x_897 : index to i64
            %c16_i64_898 = arith.constant 16 : i64
            %1339 = arith.remsi %1338, %c16_i64_898 : i64
            %1340 = arith.addi %627, %1339 : i64
            %c23_i64_899 = arith.constant 23 : i64
            %1341 = arith.addi %632, %c23_i64_899 : i64
            %c70_i64_900 = arith.constant 70 : i64
            %1342 = arith.muli %1341, %c70_i64_900 : i64
            %1343 = arith.addi %1340, %1342 : i64
            %1344 = llvm.getelementptr %124[%1343] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %826, %1344 : f32, !llvm.ptr<1>
            %thread_id_x_901 = gpu.thread_id  x
            %1345 = arith.index_cast %thread_id_x_901 : index to i64
            %c16_i64_902 = arith.constant 16 : i64
            %1346 = arith.remsi %1345, %c16_i64_902 : i64
            %1347 = arith.addi %627, %1346 : i64
            %c24_i64_903 = arith.constant 24 : i64
            %1348 = arith.addi %632, %c24_i64_903 : i64
            %c70_i64_904 = arith.constant 70 : i64
            %1349 = arith.muli %1348, %c70_i64_904 : i64
            %1350 = arith.addi %1347, %1349 : i64
            %1351 = llvm.getelementptr %124[%1350] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %834, %1351 : f32, !llvm.ptr<1>
            %thread_id_x_905 = gpu.thread_id  x
            %1352 = arith.index_cast %thread_id_x_905 : index to i64
            %c16_i64_906 = arith.constant 16 : i64
            %1353 = arith.remsi %1352, %c16_i64_906 : i64
            %1354 = arith.addi %627, %1353 : i64
            %c25_i64_907 = arith.constant 25 : i64
            %1355 = arith.addi %632, %c25_i64_907 : i64
            %c70_i64_908 = arith.constant 70 : i64
            %1356 = arith.muli %1355, %c70_i64_908 : i64
            %1357 = arith.addi %1354, %1356 : i64
            %1358 = llvm.getelementptr %124[%1357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %842, %1358 : f32, !llvm.ptr<1>
            %thread_id_x_909 = gpu.thread_id  x
            %1359 = arith.index_cast %thread_id_x_909 : index to i64
            %c16_i64_910 = arith.constant 16 : i64
            %1360 = arith.remsi %1359, %c16_i64_910 : i64
            %1361 = arith.addi %627, %1360 : i64
            %c26_i64_911 = arith.constant 26 : i64
            %1362 = arith.addi %632, %c26_i64_911 : i64
            %c70_i64_912 = arith.constant 70 : i64
            %1363 = arith.muli %1362, %c70_i64_912 : i64
            %1364 = arith.addi %1361, %1363 : i64
            %1365 = llvm.getelementptr %124[%1364] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %850, %1365 : f32, !llvm.ptr<1>
            %thread_id_x_913 = gpu.thread_id  x
            %1366 = arith.index_cast %thread_id_x_913 : index to i64
            %c16_i64_914 = arith.constant 16 : i64
            %1367 = arith.remsi %1366, %c16_i64_914 : i64
            %1368 = arith.addi %627, %1367 : i64
            %c27_i64_915 = arith.constant 27 : i64
            %1369 = arith.addi %632, %c27_i64_915 : i64
            %c70_i64_916 = arith.constant 70 : i64
            %1370 = arith.muli %1369, %c70_i64_916 : i64
            %1371 = arith.addi %1368, %1370 : i64
            %1372 = llvm.getelementptr %124[%1371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %858, %1372 : f32, !llvm.ptr<1>
            %thread_id_x_917 = gpu.thread_id  x
            %1373 = arith.index_cast %thread_id_x_917 : index to i64
            %c16_i64_918 = arith.constant 16 : i64
            %1374 = arith.remsi %1373, %c16_i64_918 : i64
            %1375 = arith.addi %627, %1374 : i64
            %c28_i64_919 = arith.constant 28 : i64
            %1376 = arith.addi %632, %c28_i64_919 : i64
            %c70_i64_920 = arith.constant 70 : i64
            %1377 = arith.muli %1376, %c70_i64_920 : i64
            %1378 = arith.addi %1375, %1377 : i64
            %1379 = llvm.getelementptr %124[%1378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %866, %1379 : f32, !llvm.ptr<1>
            %thread_id_x_921 = gpu.thread_id  x
            %1380 = arith.index_cast %thread_id_x_921 : index to i64
            %c16_i64_922 = arith.constant 16 : i64
            %1381 = arith.remsi %1380, %c16_i64_922 : i64
            %1382 = arith.addi %627, %1381 : i64
            %c29_i64_923 = arith.constant 29 : i64
            %1383 = arith.addi %632, %c29_i64_923 : i64
            %c70_i64_924 = arith.constant 70 : i64
            %1384 = arith.muli %1383, %c70_i64_924 : i64
            %1385 = arith.addi %1382, %1384 : i64
            %1386 = llvm.getelementptr %124[%1385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %874, %1386 : f32, !llvm.ptr<1>
            %thread_id_x_925 = gpu.thread_id  x
            %1387 = arith.index_cast %thread_id_x_925 : index to i64
            %c16_i64_926 = arith.constant 16 : i64
            %1388 = arith.remsi %1387, %c16_i64_926 : i64
            %1389 = arith.addi %627, %1388 : i64
            %c30_i64_927 = arith.constant 30 : i64
            %1390 = arith.addi %632, %c30_i64_927 : i64
            %c70_i64_928 = arith.constant 70 : i64
            %1391 = arith.muli %1390, %c70_i64_928 : i64
            %1392 = arith.addi %1389, %1391 : i64
            %1393 = llvm.getelementptr %124[%1392] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %882, %1393 : f32, !llvm.ptr<1>
            %thread_id_x_929 = gpu.thread_id  x
            %1394 = arith.index_cast %thread_id_x_929 : index to i64
            %c16_i64_930 = arith.constant 16 : i64
            %1395 = arith.remsi %1394, %c16_i64_930 : i64
            %1396 = arith.addi %627, %1395 : i64
            %c31_i64_931 = arith.constant 31 : i64
            %1397 = arith.addi %632, %c31_i64_931 : i64
            %c70_i64_932 = arith.constant 70 : i64
            %1398 = arith.muli %1397, %c70_i64_932 : i64
            %1399 = arith.addi %1396, %1398 : i64
            %1400 = llvm.getelementptr %124[%1399] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %890, %1400 : f32, !llvm.ptr<1>
            %thread_id_x_933 = gpu.thread_id  x
            %1401 = arith.index_cast %thread_id_x_933 : index to i64
            %c16_i64_934 = arith.constant 16 : i64
            %1402 = arith.remsi %1401, %c16_i64_934 : i64
            %c16_i64_935 = arith.constant 16 : i64
            %1403 = arith.addi %1402, %c16_i64_935 : i64
            %1404 = arith.addi %627, %1403 : i64
            %c70_i64_936 = arith.constant 70 : i64
            %1405 = arith.muli %632, %c70_i64_936 : i64
            %1406 = arith.addi %1404, %1405 : i64
            %1407 = llvm.getelementptr %124[%1406] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %898, %1407 : f32, !llvm.ptr<1>
            %thread_id_x_937 = gpu.thread_id  x
            %1408 = arith.index_cast %thread_id_x_937 : index to i64
            %c16_i64_938 = arith.constant 16 : i64
            %1409 = arith.remsi %1408, %c16_i64_938 : i64
            %c16_i64_939 = arith.constant 16 : i64
            %1410 = arith.addi %1409, %c16_i64_939 : i64
            %1411 = arith.addi %627, %1410 : i64
            %c1_i64_940 = arith.constant 1 : i64
            %1412 = arith.addi %632, %c1_i64_940 : i64
            %c70_i64_941 = arith.constant 70 : i64
            %1413 = arith.muli %1412, %c70_i64_941 : i64
            %1414 = arith.addi %1411, %1413 : i64
            %1415 = llvm.getelementptr %124[%1414] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %907, %1415 : f32, !llvm.ptr<1>
            %thread_id_x_942 = gpu.thread_id  x
            %1416 = arith.index_cast %thread_id_x_942 : index to i64
            %c16_i64_943 = arith.constant 16 : i64
            %1417 = arith.remsi %1416, %c16_i64_943 : i64
            %c16_i64_944 = arith.constant 16 : i64
            %1418 = arith.addi %1417, %c16_i64_944 : i64
            %1419 = arith.addi %627, %1418 : i64
            %c2_i64_945 = arith.constant 2 : i64
            %1420 = arith.addi %632, %c2_i64_945 : i64
            %c70_i64_946 = arith.constant 70 : i64
            %1421 = arith.muli %1420, %c70_i64_946 : i64
            %1422 = arith.addi %1419, %1421 : i64
            %1423 = llvm.getelementptr %124[%1422] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %916, %1423 : f32, !llvm.ptr<1>
            %thread_id_x_947 = gpu.thread_id  x
            %1424 = arith.index_cast %thread_id_x_947 : index to i64
            %c16_i64_948 = arith.constant 16 : i64
            %1425 = arith.remsi %1424, %c16_i64_948 : i64
            %c16_i64_949 = arith.constant 16 : i64
            %1426 = arith.addi %1425, %c16_i64_949 : i64
            %1427 = arith.addi %627, %1426 : i64
            %c3_i64_950 = arith.constant 3 : i64
            %1428 = arith.addi %632, %c3_i64_950 : i64
            %c70_i64_951 = arith.constant 70 : i64
            %1429 = arith.muli %1428, %c70_i64_951 : i64
            %1430 = arith.addi %1427, %1429 : i64
            %1431 = llvm.getelementptr %124[%1430] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %925, %1431 : f32, !llvm.ptr<1>
            %thread_id_x_952 = gpu.thread_id  x
            %1432 = arith.index_cast %thread_id_x_952 : index to i64
            %c16_i64_953 = arith.constant 16 : i64
            %1433 = arith.remsi %1432, %c16_i64_953 : i64
            %c16_i64_954 = arith.constant 16 : i64
            %1434 = arith.addi %1433, %c16_i64_954 : i64
            %1435 = arith.addi %627, %1434 : i64
            %c4_i64_955 = arith.constant 4 : i64
            %1436 = arith.addi %632, %c4_i64_955 : i64
            %c70_i64_956 = arith.constant 70 : i64
            %1437 = arith.muli %1436, %c70_i64_956 : i64
            %1438 = arith.addi %1435, %1437 : i64
            %1439 = llvm.getelementptr %124[%1438] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %934, %1439 : f32, !llvm.ptr<1>
            %thread_id_x_957 = gpu.thread_id  x
            %1440 = arith.index_cast %thread_id_x_957 : index to i64
            %c16_i64_958 = arith.constant 16 : i64
            %1441 = arith.remsi %1440, %c16_i64_958 : i64
            %c16_i64_959 = arith.constant 16 : i64
            %1442 = arith.addi %1441, %c16_i64_959 : i64
            %1443 = arith.addi %627, %1442 : i64
            %c5_i64_960 = arith.constant 5 : i64
            %1444 = arith.addi %632, %c5_i64_960 : i64
            %c70_i64_961 = arith.constant 70 : i64
            %1445 = arith.muli %1444, %c70_i64_961 : i64
            %1446 = arith.addi %1443, %1445 : i64
            %1447 = llvm.getelementptr %124[%1446] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %943, %1447 : f32, !llvm.ptr<1>
            %thread_id_x_962 = gpu.thread_id  x
            %1448 = arith.index_cast %thread_id_x_962 : index to i64
            %c16_i64_963 = arith.constant 16 : i64
            %1449 = arith.remsi %1448, %c16_i64_963 : i64
            %c16_i64_964 = arith.constant 16 : i64
            %1450 = arith.addi %1449, %c16_i64_964 : i64
            %1451 = arith.addi %627, %1450 : i64
            %c6_i64_965 = arith.constant 6 : i64
            %1452 = arith.addi %632, %c6_i64_965 : i64
            %c70_i64_966 = arith.constant 70 : i64
            %1453 = arith.muli %1452, %c70_i64_966 : i64
            %1454 = arith.addi %1451, %1453 : i64
            %1455 = llvm.getelementptr %124[%1454] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %952, %1455 : f32, !llvm.ptr<1>
            %thread_id_x_967 = gpu.thread_id  x
            %1456 = arith.index_cast %thread_id_x_967 : index to i64
            %c16_i64_968 = arith.constant 16 : i64
            %1457 = arith.remsi %1456, %c16_i64_968 : i64
            %c16_i64_969 = arith.constant 16 : i64
            %1458 = arith.addi %1457, %c16_i64_969 : i64
            %1459 = arith.addi %627, %1458 : i64
            %c7_i64_970 = arith.constant 7 : i64
            %1460 = arith.addi %632, %c7_i64_970 : i64
            %c70_i64_971 = arith.constant 70 : i64
            %1461 = arith.muli %1460, %c70_i64_971 : i64
            %1462 = arith.addi %1459, %1461 : i64
            %1463 = llvm.getelementptr %124[%1462] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %961, %1463 : f32, !llvm.ptr<1>
            %thread_id_x_972 = gpu.thread_id  x
            %1464 = arith.index_cast %thread_id_x_972 : index to i64
            %c16_i64_973 = arith.constant 16 : i64
            %1465 = arith.remsi %1464, %c16_i64_973 : i64
            %c16_i64_974 = arith.constant 16 : i64
            %1466 = arith.addi %1465, %c16_i64_974 : i64
            %1467 = arith.addi %627, %1466 : i64
            %c8_i64_975 = arith.constant 8 : i64
            %1468 = arith.addi %632, %c8_i64_975 : i64
            %c70_i64_976 = arith.constant 70 : i64
            %1469 = arith.muli %1468, %c70_i64_976 : i64
            %1470 = arith.addi %1467, %1469 : i64
            %1471 = llvm.getelementptr %124[%1470] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %970, %1471 : f32, !llvm.ptr<1>
            %thread_id_x_977 = gpu.thread_id  x
            %1472 = arith.index_cast %thread_id_x_977 : index to i64
            %c16_i64_978 = arith.constant 16 : i64
            %1473 = arith.remsi %1472, %c16_i64_978 : i64
            %c16_i64_979 = arith.constant 16 : i64
            %1474 = arith.addi %1473, %c16_i64_979 : i64
            %1475 = arith.addi %627, %1474 : i64
            %c9_i64_980 = arith.constant 9 : i64
            %1476 = arith.addi %632, %c9_i64_980 : i64
            %c70_i64_981 = arith.constant 70 : i64
            %1477 = arith.muli %1476, %c70_i64_981 : i64
            %1478 = arith.addi %1475, %1477 : i64
            %1479 = llvm.getelementptr %124[%1478] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %979, %1479 : f32, !llvm.ptr<1>
            %thread_id_x_982 = gpu.thread_id  x
            %1480 = arith.index_cast %thread_id_x_982 : index to i64
            %c16_i64_983 = arith.constant 16 : i64
            %1481 = arith.remsi %1480, %c16_i64_983 : i64
            %c16_i64_984 = arith.constant 16 : i64
            %1482 = arith.addi %1481, %c16_i64_984 : i64
            %1483 = arith.addi %627, %1482 : i64
            %c10_i64_985 = arith.constant 10 : i64
            %1484 = arith.addi %632, %c10_i64_985 : i64
            %c70_i64_986 = arith.constant 70 : i64
            %1485 = arith.muli %1484, %c70_i64_986 : i64
            %1486 = arith.addi %1483, %1485 : i64
            %1487 = llvm.getelementptr %124[%1486] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %988, %1487 : f32, !llvm.ptr<1>
            %thread_id_x_987 = gpu.thread_id  x
            %1488 = arith.index_cast %thread_id_x_987 : index to i64
            %c16_i64_988 = arith.constant 16 : i64
            %1489 = arith.remsi %1488, %c16_i64_988 : i64
            %c16_i64_989 = arith.constant 16 : i64
            %1490 = arith.addi %1489, %c16_i64_989 : i64
            %1491 = arith.addi %627, %1490 : i64
            %c11_i64_990 = arith.constant 11 : i64
            %1492 = arith.addi %632, %c11_i64_990 : i64
            %c70_i64_991 = arith.constant 70 : i64
            %1493 = arith.muli %1492, %c70_i64_991 : i64
            %1494 = arith.addi %1491, %1493 : i64
            %1495 = llvm.getelementptr %124[%1494] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %997, %1495 : f32, !llvm.ptr<1>
            %thread_id_x_992 = gpu.thread_id  x
            %1496 = arith.index_cast %thread_id_x_992 : index to i64
            %c16_i64_993 = arith.constant 16 : i64
            %1497 = arith.remsi %1496, %c16_i64_993 : i64
            %c16_i64_994 = arith.constant 16 : i64
            %1498 = arith.addi %1497, %c16_i64_994 : i64
            %1499 = arith.addi %627, %1498 : i64
            %c12_i64_995 = arith.constant 12 : i64
            %1500 = arith.addi %632, %c12_i64_995 : i64
            %c70_i64_996 = arith.constant 70 : i64
            %1501 = arith.muli %1500, %c70_i64_996 : i64
            %1502 = arith.addi %1499, %1501 : i64
            %1503 = llvm.getelementptr %124[%1502] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1006, %1503 : f32, !llvm.ptr<1>
            %thread_id_x_997 = gpu.thread_id  x
            %1504 = arith.index_cast %thread_id_x_997 : index to i64
            %c16_i64_998 = arith.constant 16 : i64
            %1505 = arith.remsi %1504, %c16_i64_998 : i64
            %c16_i64_999 = arith.constant 16 : i64
            %1506 = arith.addi %1505, %c16_i64_999 : i64
            %1507 = arith.addi %627, %1506 : i64
            %c13_i64_1000 = arith.constant 13 : i64
            %1508 = arith.addi %632, %c13_i64_1000 : i64
            %c70_i64_1001 = arith.constant 70 : i64
            %1509 = arith.muli %1508, %c70_i64_1001 : i64
            %1510 = arith.addi %1507, %1509 : i64
            %1511 = llvm.getelementptr %124[%1510] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1015, %1511 : f32, !llvm.ptr<1>
            %thread_id_x_1002 = gpu.thread_id  x
            %1512 = arith.index_cast %thread_id_x_1002 : index to i64
            %c16_i64_1003 = arith.constant 16 : i64
            %1513 = arith.remsi %1512, %c16_i64_1003 : i64
            %c16_i64_1004 = arith.constant 16 : i64
            %1514 = arith.addi %1513, %c16_i64_1004 : i64
            %1515 = arith.addi %627, %1514 : i64
            %c14_i64_1005 = arith.constant 14 : i64
            %1516 = arith.addi %632, %c14_i64_1005 : i64
            %c70_i64_1006 = arith.constant 70 : i64
            %1517 = arith.muli %1516, %c70_i64_1006 : i64
            %1518 = arith.addi %1515, %1517 : i64
            %1519 = llvm.getelementptr %124[%1518] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1024, %1519 : f32, !llvm.ptr<1>
            %thread_id_x_1007 = gpu.thread_id  x
            %1520 = arith.index_cast %thread_id_x_1007 : index to i64
            %c16_i64_1008 = arith.constant 16 : i64
            %1521 = arith.remsi %1520, %c16_i64_1008 : i64
            %c16_i64_1009 = arith.constant 16 : i64
            %1522 = arith.addi %1521, %c16_i64_1009 : i64
            %1523 = arith.addi %627, %1522 : i64
            %c15_i64_1010 = arith.constant 15 : i64
            %1524 = arith.addi %632, %c15_i64_1010 : i64
            %c70_i64_1011 = arith.constant 70 : i64
            %1525 = arith.muli %1524, %c70_i64_1011 : i64
            %1526 = arith.addi %1523, %1525 : i64
            %1527 = llvm.getelementptr %124[%1526] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1033, %1527 : f32, !llvm.ptr<1>
            %thread_id_x_1012 = gpu.thread_id  x
            %1528 = arith.index_cast %thread_id_x_1012 : index to i64
            %c16_i64_1013 = arith.constant 16 : i64
            %1529 = arith.remsi %1528, %c16_i64_1013 : i64
            %c16_i64_1014 = arith.constant 16 : i64
            %1530 = arith.addi %1529, %c16_i64_1014 : i64
            %1531 = arith.addi %627, %1530 : i64
            %c16_i64_1015 = arith.constant 16 : i64
            %1532 = arith.addi %632, %c16_i64_1015 : i64
            %c70_i64_1016 = arith.constant 70 : i64
            %1533 = arith.muli %1532, %c70_i64_1016 : i64
            %1534 = arith.addi %1531, %1533 : i64
            %1535 = llvm.getelementptr %124[%1534] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1042, %1535 : f32, !llvm.ptr<1>
            %thread_id_x_1017 = gpu.thread_id  x
            %1536 = arith.index_cast %thread_id_x_1017 : index to i64
            %c16_i64_1018 = arith.constant 16 : i64
            %1537 = arith.remsi %1536, %c16_i64_1018 : i64
            %c16_i64_1019 = arith.constant 16 : i64
            %1538 = arith.addi %1537, %c16_i64_1019 : i64
            %1539 = arith.addi %627, %1538 : i64
            %c17_i64_1020 = arith.constant 17 : i64
            %1540 = arith.addi %632, %c17_i64_1020 : i64
            %c70_i64_1021 = arith.constant 70 : i64
            %1541 = arith.muli %1540, %c70_i64_1021 : i64
            %1542 = arith.addi %1539, %1541 : i64
            %1543 = llvm.getelementptr %124[%1542] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1051, %1543 : f32, !llvm.ptr<1>
            %thread_id_x_1022 = gpu.thread_id  x
            %1544 = arith.index_cast %thread_id_x_1022 : index to i64
            %c16_i64_1023 = arith.constant 16 : i64
            %1545 = arith.remsi %1544, %c16_i64_1023 : i64
            %c16_i64_1024 = arith.constant 16 : i64
            %1546 = arith.addi %1545, %c16_i64_1024 : i64
            %1547 = arith.addi %627, %1546 : i64
            %c18_i64_1025 = arith.constant 18 : i64
            %1548 = arith.addi %632, %c18_i64_1025 : i64
            %c70_i64_1026 = arith.constant 70 : i64
            %1549 = arith.muli %1548, %c70_i64_1026 : i64
            %1550 = arith.addi %1547, %1549 : i64
            %1551 = llvm.getelementptr %124[%1550] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1060, %1551 : f32, !llvm.ptr<1>
            %thread_id_x_1027 = gpu.thread_id  x
            %1552 = arith.index_cast %thread_id_x_1027 : index to i64
            %c16_i64_1028 = arith.constant 16 : i64
            %1553 = arith.remsi %1552, %c16_i64_1028 : i64
            %c16_i64_1029 = arith.constant 16 : i64
            %1554 = arith.addi %1553, %c16_i64_1029 : i64
            %1555 = arith.addi %627, %1554 : i64
            %c19_i64_1030 = arith.constant 19 : i64
            %1556 = arith.addi %632, %c19_i64_1030 : i64
            %c70_i64_1031 = arith.constant 70 : i64
            %1557 = arith.muli %1556, %c70_i64_1031 : i64
            %1558 = arith.addi %1555, %1557 : i64
            %1559 = llvm.getelementptr %124[%1558] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1069, %1559 : f32, !llvm.ptr<1>
            %thread_id_x_1032 = gpu.thread_id  x
            %1560 = arith.index_cast %thread_id_x_1032 : index to i64
            %c16_i64_1033 = arith.constant 16 : i64
            %1561 = arith.remsi %1560, %c16_i64_1033 : i64
            %c16_i64_1034 = arith.constant 16 : i64
            %1562 = arith.addi %1561, %c16_i64_1034 : i64
            %1563 = arith.addi %627, %1562 : i64
            %c20_i64_1035 = arith.constant 20 : i64
            %1564 = arith.addi %632, %c20_i64_1035 : i64
            %c70_i64_1036 = arith.constant 70 : i64
            %1565 = arith.muli %1564, %c70_i64_1036 : i64
            %1566 = arith.addi %1563, %1565 : i64
            %1567 = llvm.getelementptr %124[%1566] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1078, %1567 : f32, !llvm.ptr<1>
            %thread_id_x_1037 = gpu.thread_id  x
            %1568 = arith.index_cast %thread_id_x_1037 : index to i64
            %c16_i64_1038 = arith.constant 16 : i64
            %1569 = arith.remsi %1568, %c16_i64_1038 : i64
            %c16_i64_1039 = arith.constant 16 : i64
            %1570 = arith.addi %1569, %c16_i64_1039 : i64
            %1571 = arith.addi %627, %1570 : i64
            %c21_i64_1040 = arith.constant 21 : i64
            %1572 = arith.addi %632, %c21_i64_1040 : i64
            %c70_i64_1041 = arith.constant 70 : i64
            %1573 = arith.muli %1572, %c70_i64_1041 : i64
            %1574 = arith.addi %1571, %1573 : i64
            %1575 = llvm.getelementptr %124[%1574] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1087, %1575 : f32, !llvm.ptr<1>
            %thread_id_x_1042 = gpu.thread_id  x
            %1576 = arith.index_cast %thread_id_x_1042 : index to i64
            %c16_i64_1043 = arith.constant 16 : i64
            %1577 = arith.remsi %1576, %c16_i64_1043 : i64
            %c16_i64_1044 = arith.constant 16 : i64
            %1578 = arith.addi %1577, %c16_i64_1044 : i64
            %1579 = arith.addi %627, %1578 : i64
            %c22_i64_1045 = arith.constant 22 : i64
            %1580 = arith.addi %632, %c22_i64_1045 : i64
            %c70_i64_1046 = arith.constant 70 : i64
            %1581 = arith.muli %1580, %c70_i64_1046 : i64
            %1582 = arith.addi %1579, %1581 : i64
            %1583 = llvm.getelementptr %124[%1582] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1096, %1583 : f32, !llvm.ptr<1>
            %thread_id_x_1047 = gpu.thread_id  x
            %1584 = arith.index_cast %thread_id_x_1047 : index to i64
            %c16_i64_1048 = arith.constant 16 : i64
            %1585 = arith.remsi %1584, %c16_i64_1048 : i64
            %c16_i64_1049 = arith.constant 16 : i64
            %1586 = arith.addi %1585, %c16_i64_1049 : i64
            %1587 = arith.addi %627, %1586 : i64
            %c23_i64_1050 = arith.constant 23 : i64
            %1588 = arith.addi %632, %c23_i64_1050 : i64
            %c70_i64_1051 = arith.constant 70 : i64
            %1589 = arith.muli %1588, %c70_i64_1051 : i64
            %1590 = arith.addi %1587, %1589 : i64
            %1591 = llvm.getelementptr %124[%1590] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1105, %1591 : f32, !llvm.ptr<1>
            %thread_id_x_1052 = gpu.thread_id  x
            %1592 = arith.index_cast %thread_id_x_1052 : index to i64
            %c16_i64_1053 = arith.constant 16 : i64
            %1593 = arith.remsi %1592, %c16_i64_1053 : i64
            %c16_i64_1054 = arith.constant 16 : i64
            %1594 = arith.addi %1593, %c16_i64_1054 : i64
            %1595 = arith.addi %627, %1594 : i64
            %c24_i64_1055 = arith.constant 24 : i64
            %1596 = arith.addi %632, %c24_i64_1055 : i64
            %c70_i64_1056 = arith.constant 70 : i64
            %1597 = arith.muli %1596, %c70_i64_1056 : i64
            %1598 = arith.addi %1595, %1597 : i64
            %1599 = llvm.getelementptr %124[%1598] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1114, %1599 : f32, !llvm.ptr<1>
            %thread_id_x_1057 = gpu.thread_id  x
            %1600 = arith.index_cast %thread_id_x_1057 : index to i64
            %c16_i64_1058 = arith.constant 16 : i64
            %1601 = arith.remsi %1600, %c16_i64_1058 : i64
            %c16_i64_1059 = arith.constant 16 : i64
            %1602 = arith.addi %1601, %c16_i64_1059 : i64
            %1603 = arith.addi %627, %1602 : i64
            %c25_i64_1060 = arith.constant 25 : i64
            %1604 = arith.addi %632, %c25_i64_1060 : i64
            %c70_i64_1061 = arith.constant 70 : i64
            %1605 = arith.muli %1604, %c70_i64_1061 : i64
            %1606 = arith.addi %1603, %1605 : i64
            %1607 = llvm.getelementptr %124[%1606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1123, %1607 : f32, !llvm.ptr<1>
            %thread_id_x_1062 = gpu.thread_id  x
            %1608 = arith.index_cast %thread_id_x_1062 : index to i64
            %c16_i64_1063 = arith.constant 16 : i64
            %1609 = arith.remsi %1608, %c16_i64_1063 : i64
            %c16_i64_1064 = arith.constant 16 : i64
            %1610 = arith.addi %1609, %c16_i64_1064 : i64
            %1611 = arith.addi %627, %1610 : i64
            %c26_i64_1065 = arith.constant 26 : i64
            %1612 = arith.addi %632, %c26_i64_1065 : i64
            %c70_i64_1066 = arith.constant 70 : i64
            %1613 = arith.muli %1612, %c70_i64_1066 : i64
            %1614 = arith.addi %1611, %1613 : i64
            %1615 = llvm.getelementptr %124[%1614] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1132, %1615 : f32, !llvm.ptr<1>
            %thread_id_x_1067 = gpu.thread_id  x
            %1616 = arith.index_cast %thread_id_x_1067 : index to i64
            %c16_i64_1068 = arith.constant 16 : i64
            %1617 = arith.remsi %1616, %c16_i64_1068 : i64
            %c16_i64_1069 = arith.constant 16 : i64
            %1618 = arith.addi %1617, %c16_i64_1069 : i64
            %1619 = arith.addi %627, %1618 : i64
            %c27_i64_1070 = arith.constant 27 : i64
            %1620 = arith.addi %632, %c27_i64_1070 : i64
            %c70_i64_1071 = arith.constant 70 : i64
            %1621 = arith.muli %1620, %c70_i64_1071 : i64
            %1622 = arith.addi %1619, %1621 : i64
            %1623 = llvm.getelementptr %124[%1622] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1141, %1623 : f32, !llvm.ptr<1>
            %thread_id_x_1072 = gpu.thread_id  x
            %1624 = arith.index_cast %thread_id_x_1072 : index to i64
            %c16_i64_1073 = arith.constant 16 : i64
            %1625 = arith.remsi %1624, %c16_i64_1073 : i64
            %c16_i64_1074 = arith.constant 16 : i64
            %1626 = arith.addi %1625, %c16_i64_1074 : i64
            %1627 = arith.addi %627, %1626 : i64
            %c28_i64_1075 = arith.constant 28 : i64
            %1628 = arith.addi %632, %c28_i64_1075 : i64
            %c70_i64_1076 = arith.constant 70 : i64
            %1629 = arith.muli %1628, %c70_i64_1076 : i64
            %1630 = arith.addi %1627, %1629 : i64
            %1631 = llvm.getelementptr %124[%1630] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1150, %1631 : f32, !llvm.ptr<1>
            %thread_id_x_1077 = gpu.thread_id  x
            %1632 = arith.index_cast %thread_id_x_1077 : index to i64
            %c16_i64_1078 = arith.constant 16 : i64
            %1633 = arith.remsi %1632, %c16_i64_1078 : i64
            %c16_i64_1079 = arith.constant 16 : i64
            %1634 = arith.addi %1633, %c16_i64_1079 : i64
            %1635 = arith.addi %627, %1634 : i64
            %c29_i64_1080 = arith.constant 29 : i64
            %1636 = arith.addi %632, %c29_i64_1080 : i64
            %c70_i64_1081 = arith.constant 70 : i64
            %1637 = arith.muli %1636, %c70_i64_1081 : i64
            %1638 = arith.addi %1635, %1637 : i64
            %1639 = llvm.getelementptr %124[%1638] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1159, %1639 : f32, !llvm.ptr<1>
            %thread_id_x_1082 = gpu.thread_id  x
            %1640 = arith.index_cast %thread_id_x_1082 : index to i64
            %c16_i64_1083 = arith.constant 16 : i64
            %1641 = arith.remsi %1640, %c16_i64_1083 : i64
            %c16_i64_1084 = arith.constant 16 : i64
            %1642 = arith.addi %1641, %c16_i64_1084 : i64
            %1643 = arith.addi %627, %1642 : i64
            %c30_i64_1085 = arith.constant 30 : i64
            %1644 = arith.addi %632, %c30_i64_1085 : i64
            %c70_i64_1086 = arith.constant 70 : i64
            %1645 = arith.muli %1644, %c70_i64_1086 : i64
            %1646 = arith.addi %1643, %1645 : i64
            %1647 = llvm.getelementptr %124[%1646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1168, %1647 : f32, !llvm.ptr<1>
            %thread_id_x_1087 = gpu.thread_id  x
            %1648 = arith.index_cast %thread_id_x_1087 : index to i64
            %c16_i64_1088 = arith.constant 16 : i64
            %1649 = arith.remsi %1648, %c16_i64_1088 : i64
            %c16_i64_1089 = arith.constant 16 : i64
            %1650 = arith.addi %1649, %c16_i64_1089 : i64
            %1651 = arith.addi %627, %1650 : i64
            %c31_i64_1090 = arith.constant 31 : i64
            %1652 = arith.addi %632, %c31_i64_1090 : i64
            %c70_i64_1091 = arith.constant 70 : i64
            %1653 = arith.muli %1652, %c70_i64_1091 : i64
            %1654 = arith.addi %1651, %1653 : i64
            %1655 = llvm.getelementptr %124[%1654] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1177, %1655 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_123 = gpu.thread_id  x
      %138 = arith.index_cast %thread_id_x_123 : index to i64
      %c16_i64_124 = arith.constant 16 : i64
      %139 = arith.divsi %138, %c16_i64_124 : i64
      %c4_i64_125 = arith.constant 4 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %140 = arith.index_cast %thread_id_y_126 : index to i64
      %141 = arith.muli %c4_i64_125, %140 : i64
      %142 = arith.addi %139, %141 : i64
      %143 = arith.trunci %142 : i64 to i32
      %144 = arith.extsi %143 : i32 to i64
      %c16_i64_127 = arith.constant 16 : i64
      %145 = arith.muli %144, %c16_i64_127 : i64
      %thread_id_x_128 = gpu.thread_id  x
      %146 = arith.index_cast %thread_id_x_128 : index to i64
      %c16_i64_129 = arith.constant 16 : i64
      %147 = arith.remsi %146, %c16_i64_129 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca_88[] : memref<f64>
      %c0_i64_130 = arith.constant 0 : i64
      %148 = arith.cmpi sge, %145, %c0_i64_130 : i64
      %c56_i64 = arith.constant 56 : i64
      %149 = arith.cmpi slt, %145, %c56_i64 : i64
      %150 = arith.andi %148, %149 : i1
      scf.if %150 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %145, %c32_i64 : i64
        %624 = arith.addi %147, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_88[] : memref<f64>
      }
      %thread_id_x_131 = gpu.thread_id  x
      %151 = arith.index_cast %thread_id_x_131 : index to i64
      %c16_i64_132 = arith.constant 16 : i64
      %152 = arith.remsi %151, %c16_i64_132 : i64
      %c1_i64 = arith.constant 1 : i64
      %153 = arith.addi %145, %c1_i64 : i64
      %cst_133 = arith.constant 0.000000e+00 : f64
      memref.store %cst_133, %alloca_89[] : memref<f64>
      %c0_i64_134 = arith.constant 0 : i64
      %154 = arith.cmpi sge, %153, %c0_i64_134 : i64
      %c56_i64_135 = arith.constant 56 : i64
      %155 = arith.cmpi slt, %153, %c56_i64_135 : i64
      %156 = arith.andi %154, %155 : i1
      scf.if %156 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %153, %c32_i64 : i64
        %624 = arith.addi %152, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_89[] : memref<f64>
      }
      %thread_id_x_136 = gpu.thread_id  x
      %157 = arith.index_cast %thread_id_x_136 : index to i64
      %c16_i64_137 = arith.constant 16 : i64
      %158 = arith.remsi %157, %c16_i64_137 : i64
      %c2_i64 = arith.constant 2 : i64
      %159 = arith.addi %145, %c2_i64 : i64
      %cst_138 = arith.constant 0.000000e+00 : f64
      memref.store %cst_138, %alloca_90[] : memref<f64>
      %c0_i64_139 = arith.constant 0 : i64
      %160 = arith.cmpi sge, %159, %c0_i64_139 : i64
      %c56_i64_140 = arith.constant 56 : i64
      %161 = arith.cmpi slt, %159, %c56_i64_140 : i64
      %162 = arith.andi %160, %161 : i1
      scf.if %162 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %159, %c32_i64 : i64
        %624 = arith.addi %158, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_90[] : memref<f64>
      }
      %thread_id_x_141 = gpu.thread_id  x
      %163 = arith.index_cast %thread_id_x_141 : index to i64
      %c16_i64_142 = arith.constant 16 : i64
      %164 = arith.remsi %163, %c16_i64_142 : i64
      %c3_i64 = arith.constant 3 : i64
      %165 = arith.addi %145, %c3_i64 : i64
      %cst_143 = arith.constant 0.000000e+00 : f64
      memref.store %cst_143, %alloca_91[] : memref<f64>
      %c0_i64_144 = arith.constant 0 : i64
      %166 = arith.cmpi sge, %165, %c0_i64_144 : i64
      %c56_i64_145 = arith.constant 56 : i64
      %167 = arith.cmpi slt, %165, %c56_i64_145 : i64
      %168 = arith.andi %166, %167 : i1
      scf.if %168 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %165, %c32_i64 : i64
        %624 = arith.addi %164, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_91[] : memref<f64>
      }
      %thread_id_x_146 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_146 : index to i64
      %c16_i64_147 = arith.constant 16 : i64
      %170 = arith.remsi %169, %c16_i64_147 : i64
      %c4_i64_148 = arith.constant 4 : i64
      %171 = arith.addi %145, %c4_i64_148 : i64
      %cst_149 = arith.constant 0.000000e+00 : f64
      memref.store %cst_149, %alloca_92[] : memref<f64>
      %c0_i64_150 = arith.constant 0 : i64
      %172 = arith.cmpi sge, %171, %c0_i64_150 : i64
      %c56_i64_151 = arith.constant 56 : i64
      %173 = arith.cmpi slt, %171, %c56_i64_151 : i64
      %174 = arith.andi %172, %173 : i1
      scf.if %174 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %171, %c32_i64 : i64
        %624 = arith.addi %170, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_92[] : memref<f64>
      }
      %thread_id_x_152 = gpu.thread_id  x
      %175 = arith.index_cast %thread_id_x_152 : index to i64
      %c16_i64_153 = arith.constant 16 : i64
      %176 = arith.remsi %175, %c16_i64_153 : i64
      %c5_i64 = arith.constant 5 : i64
      %177 = arith.addi %145, %c5_i64 : i64
      %cst_154 = arith.constant 0.000000e+00 : f64
      memref.store %cst_154, %alloca_93[] : memref<f64>
      %c0_i64_155 = arith.constant 0 : i64
      %178 = arith.cmpi sge, %177, %c0_i64_155 : i64
      %c56_i64_156 = arith.constant 56 : i64
      %179 = arith.cmpi slt, %177, %c56_i64_156 : i64
      %180 = arith.andi %178, %179 : i1
      scf.if %180 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %177, %c32_i64 : i64
        %624 = arith.addi %176, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_93[] : memref<f64>
      }
      %thread_id_x_157 = gpu.thread_id  x
      %181 = arith.index_cast %thread_id_x_157 : index to i64
      %c16_i64_158 = arith.constant 16 : i64
      %182 = arith.remsi %181, %c16_i64_158 : i64
      %c6_i64_159 = arith.constant 6 : i64
      %183 = arith.addi %145, %c6_i64_159 : i64
      %cst_160 = arith.constant 0.000000e+00 : f64
      memref.store %cst_160, %alloca_94[] : memref<f64>
      %c0_i64_161 = arith.constant 0 : i64
      %184 = arith.cmpi sge, %183, %c0_i64_161 : i64
      %c56_i64_162 = arith.constant 56 : i64
      %185 = arith.cmpi slt, %183, %c56_i64_162 : i64
      %186 = arith.andi %184, %185 : i1
      scf.if %186 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %183, %c32_i64 : i64
        %624 = arith.addi %182, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_94[] : memref<f64>
      }
      %thread_id_x_163 = gpu.thread_id  x
      %187 = arith.index_cast %thread_id_x_163 : index to i64
      %c16_i64_164 = arith.constant 16 : i64
      %188 = arith.remsi %187, %c16_i64_164 : i64
      %c7_i64 = arith.constant 7 : i64
      %189 = arith.addi %145, %c7_i64 : i64
      %cst_165 = arith.constant 0.000000e+00 : f64
      memref.store %cst_165, %alloca_95[] : memref<f64>
      %c0_i64_166 = arith.constant 0 : i64
      %190 = arith.cmpi sge, %189, %c0_i64_166 : i64
      %c56_i64_167 = arith.constant 56 : i64
      %191 = arith.cmpi slt, %189, %c56_i64_167 : i64
      %192 = arith.andi %190, %191 : i1
      scf.if %192 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %189, %c32_i64 : i64
        %624 = arith.addi %188, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_95[] : memref<f64>
      }
      %thread_id_x_168 = gpu.thread_id  x
      %193 = arith.index_cast %thread_id_x_168 : index to i64
      %c16_i64_169 = arith.constant 16 : i64
      %194 = arith.remsi %193, %c16_i64_169 : i64
      %c8_i64 = arith.constant 8 : i64
      %195 = arith.addi %145, %c8_i64 : i64
      %cst_170 = arith.constant 0.000000e+00 : f64
      memref.store %cst_170, %alloca_96[] : memref<f64>
      %c0_i64_171 = arith.constant 0 : i64
      %196 = arith.cmpi sge, %195, %c0_i64_171 : i64
      %c56_i64_172 = arith.constant 56 : i64
      %197 = arith.cmpi slt, %195, %c56_i64_172 : i64
      %198 = arith.andi %196, %197 : i1
      scf.if %198 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %195, %c32_i64 : i64
        %624 = arith.addi %194, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_96[] : memref<f64>
      }
      %thread_id_x_173 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_173 : index to i64
      %c16_i64_174 = arith.constant 16 : i64
      %200 = arith.remsi %199, %c16_i64_174 : i64
      %c9_i64 = arith.constant 9 : i64
      %201 = arith.addi %145, %c9_i64 : i64
      %cst_175 = arith.constant 0.000000e+00 : f64
      memref.store %cst_175, %alloca_97[] : memref<f64>
      %c0_i64_176 = arith.constant 0 : i64
      %202 = arith.cmpi sge, %201, %c0_i64_176 : i64
      %c56_i64_177 = arith.constant 56 : i64
      %203 = arith.cmpi slt, %201, %c56_i64_177 : i64
      %204 = arith.andi %202, %203 : i1
      scf.if %204 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %201, %c32_i64 : i64
        %624 = arith.addi %200, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_97[] : memref<f64>
      }
      %thread_id_x_178 = gpu.thread_id  x
      %205 = arith.index_cast %thread_id_x_178 : index to i64
      %c16_i64_179 = arith.constant 16 : i64
      %206 = arith.remsi %205, %c16_i64_179 : i64
      %c10_i64 = arith.constant 10 : i64
      %207 = arith.addi %145, %c10_i64 : i64
      %cst_180 = arith.constant 0.000000e+00 : f64
      memref.store %cst_180, %alloca_98[] : memref<f64>
      %c0_i64_181 = arith.constant 0 : i64
      %208 = arith.cmpi sge, %207, %c0_i64_181 : i64
      %c56_i64_182 = arith.constant 56 : i64
      %209 = arith.cmpi slt, %207, %c56_i64_182 : i64
      %210 = arith.andi %208, %209 : i1
      scf.if %210 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %207, %c32_i64 : i64
        %624 = arith.addi %206, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_98[] : memref<f64>
      }
      %thread_id_x_183 = gpu.thread_id  x
      %211 = arith.index_cast %thread_id_x_183 : index to i64
      %c16_i64_184 = arith.constant 16 : i64
      %212 = arith.remsi %211, %c16_i64_184 : i64
      %c11_i64 = arith.constant 11 : i64
      %213 = arith.addi %145, %c11_i64 : i64
      %cst_185 = arith.constant 0.000000e+00 : f64
      memref.store %cst_185, %alloca_99[] : memref<f64>
      %c0_i64_186 = arith.constant 0 : i64
      %214 = arith.cmpi sge, %213, %c0_i64_186 : i64
      %c56_i64_187 = arith.constant 56 : i64
      %215 = arith.cmpi slt, %213, %c56_i64_187 : i64
      %216 = arith.andi %214, %215 : i1
      scf.if %216 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %213, %c32_i64 : i64
        %624 = arith.addi %212, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_99[] : memref<f64>
      }
      %thread_id_x_188 = gpu.thread_id  x
      %217 = arith.index_cast %thread_id_x_188 : index to i64
      %c16_i64_189 = arith.constant 16 : i64
      %218 = arith.remsi %217, %c16_i64_189 : i64
      %c12_i64 = arith.constant 12 : i64
      %219 = arith.addi %145, %c12_i64 : i64
      %cst_190 = arith.constant 0.000000e+00 : f64
      memref.store %cst_190, %alloca_100[] : memref<f64>
      %c0_i64_191 = arith.constant 0 : i64
      %220 = arith.cmpi sge, %219, %c0_i64_191 : i64
      %c56_i64_192 = arith.constant 56 : i64
      %221 = arith.cmpi slt, %219, %c56_i64_192 : i64
      %222 = arith.andi %220, %221 : i1
      scf.if %222 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %219, %c32_i64 : i64
        %624 = arith.addi %218, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_100[] : memref<f64>
      }
      %thread_id_x_193 = gpu.thread_id  x
      %223 = arith.index_cast %thread_id_x_193 : index to i64
      %c16_i64_194 = arith.constant 16 : i64
      %224 = arith.remsi %223, %c16_i64_194 : i64
      %c13_i64 = arith.constant 13 : i64
      %225 = arith.addi %145, %c13_i64 : i64
      %cst_195 = arith.constant 0.000000e+00 : f64
      memref.store %cst_195, %alloca_101[] : memref<f64>
      %c0_i64_196 = arith.constant 0 : i64
      %226 = arith.cmpi sge, %225, %c0_i64_196 : i64
      %c56_i64_197 = arith.constant 56 : i64
      %227 = arith.cmpi slt, %225, %c56_i64_197 : i64
      %228 = arith.andi %226, %227 : i1
      scf.if %228 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %225, %c32_i64 : i64
        %624 = arith.addi %224, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_101[] : memref<f64>
      }
      %thread_id_x_198 = gpu.thread_id  x
      %229 = arith.index_cast %thread_id_x_198 : index to i64
      %c16_i64_199 = arith.constant 16 : i64
      %230 = arith.remsi %229, %c16_i64_199 : i64
      %c14_i64 = arith.constant 14 : i64
      %231 = arith.addi %145, %c14_i64 : i64
      %cst_200 = arith.constant 0.000000e+00 : f64
      memref.store %cst_200, %alloca_102[] : memref<f64>
      %c0_i64_201 = arith.constant 0 : i64
      %232 = arith.cmpi sge, %231, %c0_i64_201 : i64
      %c56_i64_202 = arith.constant 56 : i64
      %233 = arith.cmpi slt, %231, %c56_i64_202 : i64
      %234 = arith.andi %232, %233 : i1
      scf.if %234 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %231, %c32_i64 : i64
        %624 = arith.addi %230, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_102[] : memref<f64>
      }
      %thread_id_x_203 = gpu.thread_id  x
      %235 = arith.index_cast %thread_id_x_203 : index to i64
      %c16_i64_204 = arith.constant 16 : i64
      %236 = arith.remsi %235, %c16_i64_204 : i64
      %c15_i64 = arith.constant 15 : i64
      %237 = arith.addi %145, %c15_i64 : i64
      %cst_205 = arith.constant 0.000000e+00 : f64
      memref.store %cst_205, %alloca_103[] : memref<f64>
      %c0_i64_206 = arith.constant 0 : i64
      %238 = arith.cmpi sge, %237, %c0_i64_206 : i64
      %c56_i64_207 = arith.constant 56 : i64
      %239 = arith.cmpi slt, %237, %c56_i64_207 : i64
      %240 = arith.andi %238, %239 : i1
      scf.if %240 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %237, %c32_i64 : i64
        %624 = arith.addi %236, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_103[] : memref<f64>
      }
      %thread_id_x_208 = gpu.thread_id  x
      %241 = arith.index_cast %thread_id_x_208 : index to i64
      %c16_i64_209 = arith.constant 16 : i64
      %242 = arith.remsi %241, %c16_i64_209 : i64
      %c16_i64_210 = arith.constant 16 : i64
      %243 = arith.addi %242, %c16_i64_210 : i64
      %cst_211 = arith.constant 0.000000e+00 : f64
      memref.store %cst_211, %alloca_104[] : memref<f64>
      %c0_i64_212 = arith.constant 0 : i64
      %244 = arith.cmpi sge, %145, %c0_i64_212 : i64
      %c56_i64_213 = arith.constant 56 : i64
      %245 = arith.cmpi slt, %145, %c56_i64_213 : i64
      %246 = arith.andi %244, %245 : i1
      scf.if %246 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %145, %c32_i64 : i64
        %624 = arith.addi %243, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_104[] : memref<f64>
      }
      %thread_id_x_214 = gpu.thread_id  x
      %247 = arith.index_cast %thread_id_x_214 : index to i64
      %c16_i64_215 = arith.constant 16 : i64
      %248 = arith.remsi %247, %c16_i64_215 : i64
      %c16_i64_216 = arith.constant 16 : i64
      %249 = arith.addi %248, %c16_i64_216 : i64
      %c1_i64_217 = arith.constant 1 : i64
      %250 = arith.addi %145, %c1_i64_217 : i64
      %cst_218 = arith.constant 0.000000e+00 : f64
      memref.store %cst_218, %alloca_105[] : memref<f64>
      %c0_i64_219 = arith.constant 0 : i64
      %251 = arith.cmpi sge, %250, %c0_i64_219 : i64
      %c56_i64_220 = arith.constant 56 : i64
      %252 = arith.cmpi slt, %250, %c56_i64_220 : i64
      %253 = arith.andi %251, %252 : i1
      scf.if %253 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %250, %c32_i64 : i64
        %624 = arith.addi %249, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_105[] : memref<f64>
      }
      %thread_id_x_221 = gpu.thread_id  x
      %254 = arith.index_cast %thread_id_x_221 : index to i64
      %c16_i64_222 = arith.constant 16 : i64
      %255 = arith.remsi %254, %c16_i64_222 : i64
      %c16_i64_223 = arith.constant 16 : i64
      %256 = arith.addi %255, %c16_i64_223 : i64
      %c2_i64_224 = arith.constant 2 : i64
      %257 = arith.addi %145, %c2_i64_224 : i64
      %cst_225 = arith.constant 0.000000e+00 : f64
      memref.store %cst_225, %alloca_106[] : memref<f64>
      %c0_i64_226 = arith.constant 0 : i64
      %258 = arith.cmpi sge, %257, %c0_i64_226 : i64
      %c56_i64_227 = arith.constant 56 : i64
      %259 = arith.cmpi slt, %257, %c56_i64_227 : i64
      %260 = arith.andi %258, %259 : i1
      scf.if %260 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %257, %c32_i64 : i64
        %624 = arith.addi %256, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_106[] : memref<f64>
      }
      %thread_id_x_228 = gpu.thread_id  x
      %261 = arith.index_cast %thread_id_x_228 : index to i64
      %c16_i64_229 = arith.constant 16 : i64
      %262 = arith.remsi %261, %c16_i64_229 : i64
      %c16_i64_230 = arith.constant 16 : i64
      %263 = arith.addi %262, %c16_i64_230 : i64
      %c3_i64_231 = arith.constant 3 : i64
      %264 = arith.addi %145, %c3_i64_231 : i64
      %cst_232 = arith.constant 0.000000e+00 : f64
      memref.store %cst_232, %alloca_107[] : memref<f64>
      %c0_i64_233 = arith.constant 0 : i64
      %265 = arith.cmpi sge, %264, %c0_i64_233 : i64
      %c56_i64_234 = arith.constant 56 : i64
      %266 = arith.cmpi slt, %264, %c56_i64_234 : i64
      %267 = arith.andi %265, %266 : i1
      scf.if %267 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %264, %c32_i64 : i64
        %624 = arith.addi %263, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_107[] : memref<f64>
      }
      %thread_id_x_235 = gpu.thread_id  x
      %268 = arith.index_cast %thread_id_x_235 : index to i64
      %c16_i64_236 = arith.constant 16 : i64
      %269 = arith.remsi %268, %c16_i64_236 : i64
      %c16_i64_237 = arith.constant 16 : i64
      %270 = arith.addi %269, %c16_i64_237 : i64
      %c4_i64_238 = arith.constant 4 : i64
      %271 = arith.addi %145, %c4_i64_238 : i64
      %cst_239 = arith.constant 0.000000e+00 : f64
      memref.store %cst_239, %alloca_108[] : memref<f64>
      %c0_i64_240 = arith.constant 0 : i64
      %272 = arith.cmpi sge, %271, %c0_i64_240 : i64
      %c56_i64_241 = arith.constant 56 : i64
      %273 = arith.cmpi slt, %271, %c56_i64_241 : i64
      %274 = arith.andi %272, %273 : i1
      scf.if %274 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %271, %c32_i64 : i64
        %624 = arith.addi %270, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_108[] : memref<f64>
      }
      %thread_id_x_242 = gpu.thread_id  x
      %275 = arith.index_cast %thread_id_x_242 : index to i64
      %c16_i64_243 = arith.constant 16 : i64
      %276 = arith.remsi %275, %c16_i64_243 : i64
      %c16_i64_244 = arith.constant 16 : i64
      %277 = arith.addi %276, %c16_i64_244 : i64
      %c5_i64_245 = arith.constant 5 : i64
      %278 = arith.addi %145, %c5_i64_245 : i64
      %cst_246 = arith.constant 0.000000e+00 : f64
      memref.store %cst_246, %alloca_109[] : memref<f64>
      %c0_i64_247 = arith.constant 0 : i64
      %279 = arith.cmpi sge, %278, %c0_i64_247 : i64
      %c56_i64_248 = arith.constant 56 : i64
      %280 = arith.cmpi slt, %278, %c56_i64_248 : i64
      %281 = arith.andi %279, %280 : i1
      scf.if %281 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %278, %c32_i64 : i64
        %624 = arith.addi %277, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_109[] : memref<f64>
      }
      %thread_id_x_249 = gpu.thread_id  x
      %282 = arith.index_cast %thread_id_x_249 : index to i64
      %c16_i64_250 = arith.constant 16 : i64
      %283 = arith.remsi %282, %c16_i64_250 : i64
      %c16_i64_251 = arith.constant 16 : i64
      %284 = arith.addi %283, %c16_i64_251 : i64
      %c6_i64_252 = arith.constant 6 : i64
      %285 = arith.addi %145, %c6_i64_252 : i64
      %cst_253 = arith.constant 0.000000e+00 : f64
      memref.store %cst_253, %alloca_110[] : memref<f64>
      %c0_i64_254 = arith.constant 0 : i64
      %286 = arith.cmpi sge, %285, %c0_i64_254 : i64
      %c56_i64_255 = arith.constant 56 : i64
      %287 = arith.cmpi slt, %285, %c56_i64_255 : i64
      %288 = arith.andi %286, %287 : i1
      scf.if %288 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %285, %c32_i64 : i64
        %624 = arith.addi %284, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_110[] : memref<f64>
      }
      %thread_id_x_256 = gpu.thread_id  x
      %289 = arith.index_cast %thread_id_x_256 : index to i64
      %c16_i64_257 = arith.constant 16 : i64
      %290 = arith.remsi %289, %c16_i64_257 : i64
      %c16_i64_258 = arith.constant 16 : i64
      %291 = arith.addi %290, %c16_i64_258 : i64
      %c7_i64_259 = arith.constant 7 : i64
      %292 = arith.addi %145, %c7_i64_259 : i64
      %cst_260 = arith.constant 0.000000e+00 : f64
      memref.store %cst_260, %alloca_111[] : memref<f64>
      %c0_i64_261 = arith.constant 0 : i64
      %293 = arith.cmpi sge, %292, %c0_i64_261 : i64
      %c56_i64_262 = arith.constant 56 : i64
      %294 = arith.cmpi slt, %292, %c56_i64_262 : i64
      %295 = arith.andi %293, %294 : i1
      scf.if %295 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %292, %c32_i64 : i64
        %624 = arith.addi %291, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_111[] : memref<f64>
      }
      %thread_id_x_263 = gpu.thread_id  x
      %296 = arith.index_cast %thread_id_x_263 : index to i64
      %c16_i64_264 = arith.constant 16 : i64
      %297 = arith.remsi %296, %c16_i64_264 : i64
      %c16_i64_265 = arith.constant 16 : i64
      %298 = arith.addi %297, %c16_i64_265 : i64
      %c8_i64_266 = arith.constant 8 : i64
      %299 = arith.addi %145, %c8_i64_266 : i64
      %cst_267 = arith.constant 0.000000e+00 : f64
      memref.store %cst_267, %alloca_112[] : memref<f64>
      %c0_i64_268 = arith.constant 0 : i64
      %300 = arith.cmpi sge, %299, %c0_i64_268 : i64
      %c56_i64_269 = arith.constant 56 : i64
      %301 = arith.cmpi slt, %299, %c56_i64_269 : i64
      %302 = arith.andi %300, %301 : i1
      scf.if %302 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %299, %c32_i64 : i64
        %624 = arith.addi %298, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_112[] : memref<f64>
      }
      %thread_id_x_270 = gpu.thread_id  x
      %303 = arith.index_cast %thread_id_x_270 : index to i64
      %c16_i64_271 = arith.constant 16 : i64
      %304 = arith.remsi %303, %c16_i64_271 : i64
      %c16_i64_272 = arith.constant 16 : i64
      %305 = arith.addi %304, %c16_i64_272 : i64
      %c9_i64_273 = arith.constant 9 : i64
      %306 = arith.addi %145, %c9_i64_273 : i64
      %cst_274 = arith.constant 0.000000e+00 : f64
      memref.store %cst_274, %alloca_113[] : memref<f64>
      %c0_i64_275 = arith.constant 0 : i64
      %307 = arith.cmpi sge, %306, %c0_i64_275 : i64
      %c56_i64_276 = arith.constant 56 : i64
      %308 = arith.cmpi slt, %306, %c56_i64_276 : i64
      %309 = arith.andi %307, %308 : i1
      scf.if %309 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %306, %c32_i64 : i64
        %624 = arith.addi %305, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_113[] : memref<f64>
      }
      %thread_id_x_277 = gpu.thread_id  x
      %310 = arith.index_cast %thread_id_x_277 : index to i64
      %c16_i64_278 = arith.constant 16 : i64
      %311 = arith.remsi %310, %c16_i64_278 : i64
      %c16_i64_279 = arith.constant 16 : i64
      %312 = arith.addi %311, %c16_i64_279 : i64
      %c10_i64_280 = arith.constant 10 : i64
      %313 = arith.addi %145, %c10_i64_280 : i64
      %cst_281 = arith.constant 0.000000e+00 : f64
      memref.store %cst_281, %alloca_114[] : memref<f64>
      %c0_i64_282 = arith.constant 0 : i64
      %314 = arith.cmpi sge, %313, %c0_i64_282 : i64
      %c56_i64_283 = arith.constant 56 : i64
      %315 = arith.cmpi slt, %313, %c56_i64_283 : i64
      %316 = arith.andi %314, %315 : i1
      scf.if %316 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %313, %c32_i64 : i64
        %624 = arith.addi %312, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_114[] : memref<f64>
      }
      %thread_id_x_284 = gpu.thread_id  x
      %317 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %318 = arith.remsi %317, %c16_i64_285 : i64
      %c16_i64_286 = arith.constant 16 : i64
      %319 = arith.addi %318, %c16_i64_286 : i64
      %c11_i64_287 = arith.constant 11 : i64
      %320 = arith.addi %145, %c11_i64_287 : i64
      %cst_288 = arith.constant 0.000000e+00 : f64
      memref.store %cst_288, %alloca_115[] : memref<f64>
      %c0_i64_289 = arith.constant 0 : i64
      %321 = arith.cmpi sge, %320, %c0_i64_289 : i64
      %c56_i64_290 = arith.constant 56 : i64
      %322 = arith.cmpi slt, %320, %c56_i64_290 : i64
      %323 = arith.andi %321, %322 : i1
      scf.if %323 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %320, %c32_i64 : i64
        %624 = arith.addi %319, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_115[] : memref<f64>
      }
      %thread_id_x_291 = gpu.thread_id  x
      %324 = arith.index_cast %thread_id_x_291 : index to i64
      %c16_i64_292 = arith.constant 16 : i64
      %325 = arith.remsi %324, %c16_i64_292 : i64
      %c16_i64_293 = arith.constant 16 : i64
      %326 = arith.addi %325, %c16_i64_293 : i64
      %c12_i64_294 = arith.constant 12 : i64
      %327 = arith.addi %145, %c12_i64_294 : i64
      %cst_295 = arith.constant 0.000000e+00 : f64
      memref.store %cst_295, %alloca_116[] : memref<f64>
      %c0_i64_296 = arith.constant 0 : i64
      %328 = arith.cmpi sge, %327, %c0_i64_296 : i64
      %c56_i64_297 = arith.constant 56 : i64
      %329 = arith.cmpi slt, %327, %c56_i64_297 : i64
      %330 = arith.andi %328, %329 : i1
      scf.if %330 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %327, %c32_i64 : i64
        %624 = arith.addi %326, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_116[] : memref<f64>
      }
      %thread_id_x_298 = gpu.thread_id  x
      %331 = arith.index_cast %thread_id_x_298 : index to i64
      %c16_i64_299 = arith.constant 16 : i64
      %332 = arith.remsi %331, %c16_i64_299 : i64
      %c16_i64_300 = arith.constant 16 : i64
      %333 = arith.addi %332, %c16_i64_300 : i64
      %c13_i64_301 = arith.constant 13 : i64
      %334 = arith.addi %145, %c13_i64_301 : i64
      %cst_302 = arith.constant 0.000000e+00 : f64
      memref.store %cst_302, %alloca_117[] : memref<f64>
      %c0_i64_303 = arith.constant 0 : i64
      %335 = arith.cmpi sge, %334, %c0_i64_303 : i64
      %c56_i64_304 = arith.constant 56 : i64
      %336 = arith.cmpi slt, %334, %c56_i64_304 : i64
      %337 = arith.andi %335, %336 : i1
      scf.if %337 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %334, %c32_i64 : i64
        %624 = arith.addi %333, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_117[] : memref<f64>
      }
      %thread_id_x_305 = gpu.thread_id  x
      %338 = arith.index_cast %thread_id_x_305 : index to i64
      %c16_i64_306 = arith.constant 16 : i64
      %339 = arith.remsi %338, %c16_i64_306 : i64
      %c16_i64_307 = arith.constant 16 : i64
      %340 = arith.addi %339, %c16_i64_307 : i64
      %c14_i64_308 = arith.constant 14 : i64
      %341 = arith.addi %145, %c14_i64_308 : i64
      %cst_309 = arith.constant 0.000000e+00 : f64
      memref.store %cst_309, %alloca_118[] : memref<f64>
      %c0_i64_310 = arith.constant 0 : i64
      %342 = arith.cmpi sge, %341, %c0_i64_310 : i64
      %c56_i64_311 = arith.constant 56 : i64
      %343 = arith.cmpi slt, %341, %c56_i64_311 : i64
      %344 = arith.andi %342, %343 : i1
      scf.if %344 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %341, %c32_i64 : i64
        %624 = arith.addi %340, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_118[] : memref<f64>
      }
      %thread_id_x_312 = gpu.thread_id  x
      %345 = arith.index_cast %thread_id_x_312 : index to i64
      %c16_i64_313 = arith.constant 16 : i64
      %346 = arith.remsi %345, %c16_i64_313 : i64
      %c16_i64_314 = arith.constant 16 : i64
      %347 = arith.addi %346, %c16_i64_314 : i64
      %c15_i64_315 = arith.constant 15 : i64
      %348 = arith.addi %145, %c15_i64_315 : i64
      %cst_316 = arith.constant 0.000000e+00 : f64
      memref.store %cst_316, %alloca_119[] : memref<f64>
      %c0_i64_317 = arith.constant 0 : i64
      %349 = arith.cmpi sge, %348, %c0_i64_317 : i64
      %c56_i64_318 = arith.constant 56 : i64
      %350 = arith.cmpi slt, %348, %c56_i64_318 : i64
      %351 = arith.andi %349, %350 : i1
      scf.if %351 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %348, %c32_i64 : i64
        %624 = arith.addi %347, %623 : i64
        %625 = llvm.getelementptr %126[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %626 = llvm.load %625 : !llvm.ptr<1> -> f64
        memref.store %626, %alloca_119[] : memref<f64>
      }
      %cst_319 = arith.constant 2.000000e+00 : f64
      %352 = memref.load %alloca_88[] : memref<f64>
      %353 = arith.mulf %cst_319, %352 : f64
      %cst_320 = arith.constant 2.000000e+00 : f64
      %354 = memref.load %alloca_89[] : memref<f64>
      %355 = arith.mulf %cst_320, %354 : f64
      %cst_321 = arith.constant 2.000000e+00 : f64
      %356 = memref.load %alloca_90[] : memref<f64>
      %357 = arith.mulf %cst_321, %356 : f64
      %cst_322 = arith.constant 2.000000e+00 : f64
      %358 = memref.load %alloca_91[] : memref<f64>
      %359 = arith.mulf %cst_322, %358 : f64
      %cst_323 = arith.constant 2.000000e+00 : f64
      %360 = memref.load %alloca_92[] : memref<f64>
      %361 = arith.mulf %cst_323, %360 : f64
      %cst_324 = arith.constant 2.000000e+00 : f64
      %362 = memref.load %alloca_93[] : memref<f64>
      %363 = arith.mulf %cst_324, %362 : f64
      %cst_325 = arith.constant 2.000000e+00 : f64
      %364 = memref.load %alloca_94[] : memref<f64>
      %365 = arith.mulf %cst_325, %364 : f64
      %cst_326 = arith.constant 2.000000e+00 : f64
      %366 = memref.load %alloca_95[] : memref<f64>
      %367 = arith.mulf %cst_326, %366 : f64
      %cst_327 = arith.constant 2.000000e+00 : f64
      %368 = memref.load %alloca_96[] : memref<f64>
      %369 = arith.mulf %cst_327, %368 : f64
      %cst_328 = arith.constant 2.000000e+00 : f64
      %370 = memref.load %alloca_97[] : memref<f64>
      %371 = arith.mulf %cst_328, %370 : f64
      %cst_329 = arith.constant 2.000000e+00 : f64
      %372 = memref.load %alloca_98[] : memref<f64>
      %373 = arith.mulf %cst_329, %372 : f64
      %cst_330 = arith.constant 2.000000e+00 : f64
      %374 = memref.load %alloca_99[] : memref<f64>
      %375 = arith.mulf %cst_330, %374 : f64
      %cst_331 = arith.constant 2.000000e+00 : f64
      %376 = memref.load %alloca_100[] : memref<f64>
      %377 = arith.mulf %cst_331, %376 : f64
      %cst_332 = arith.constant 2.000000e+00 : f64
      %378 = memref.load %alloca_101[] : memref<f64>
      %379 = arith.mulf %cst_332, %378 : f64
      %cst_333 = arith.constant 2.000000e+00 : f64
      %380 = memref.load %alloca_102[] : memref<f64>
      %381 = arith.mulf %cst_333, %380 : f64
      %cst_334 = arith.constant 2.000000e+00 : f64
      %382 = memref.load %alloca_103[] : memref<f64>
      %383 = arith.mulf %cst_334, %382 : f64
      %cst_335 = arith.constant 2.000000e+00 : f64
      %384 = memref.load %alloca_104[] : memref<f64>
      %385 = arith.mulf %cst_335, %384 : f64
      %cst_336 = arith.constant 2.000000e+00 : f64
      %386 = memref.load %alloca_105[] : memref<f64>
      %387 = arith.mulf %cst_336, %386 : f64
      %cst_337 = arith.constant 2.000000e+00 : f64
      %388 = memref.load %alloca_106[] : memref<f64>
      %389 = arith.mulf %cst_337, %388 : f64
      %cst_338 = arith.constant 2.000000e+00 : f64
      %390 = memref.load %alloca_107[] : memref<f64>
      %391 = arith.mulf %cst_338, %390 : f64
      %cst_339 = arith.constant 2.000000e+00 : f64
      %392 = memref.load %alloca_108[] : memref<f64>
      %393 = arith.mulf %cst_339, %392 : f64
      %cst_340 = arith.constant 2.000000e+00 : f64
      %394 = memref.load %alloca_109[] : memref<f64>
      %395 = arith.mulf %cst_340, %394 : f64
      %cst_341 = arith.constant 2.000000e+00 : f64
      %396 = memref.load %alloca_110[] : memref<f64>
      %397 = arith.mulf %cst_341, %396 : f64
      %cst_342 = arith.constant 2.000000e+00 : f64
      %398 = memref.load %alloca_111[] : memref<f64>
      %399 = arith.mulf %cst_342, %398 : f64
      %cst_343 = arith.constant 2.000000e+00 : f64
      %400 = memref.load %alloca_112[] : memref<f64>
      %401 = arith.mulf %cst_343, %400 : f64
      %cst_344 = arith.constant 2.000000e+00 : f64
      %402 = memref.load %alloca_113[] : memref<f64>
      %403 = arith.mulf %cst_344, %402 : f64
      %cst_345 = arith.constant 2.000000e+00 : f64
      %404 = memref.load %alloca_114[] : memref<f64>
      %405 = arith.mulf %cst_345, %404 : f64
      %cst_346 = arith.constant 2.000000e+00 : f64
      %406 = memref.load %alloca_115[] : memref<f64>
      %407 = arith.mulf %cst_346, %406 : f64
      %cst_347 = arith.constant 2.000000e+00 : f64
      %408 = memref.load %alloca_116[] : memref<f64>
      %409 = arith.mulf %cst_347, %408 : f64
      %cst_348 = arith.constant 2.000000e+00 : f64
      %410 = memref.load %alloca_117[] : memref<f64>
      %411 = arith.mulf %cst_348, %410 : f64
      %cst_349 = arith.constant 2.000000e+00 : f64
      %412 = memref.load %alloca_118[] : memref<f64>
      %413 = arith.mulf %cst_349, %412 : f64
      %cst_350 = arith.constant 2.000000e+00 : f64
      %414 = memref.load %alloca_119[] : memref<f64>
      %415 = arith.mulf %cst_350, %414 : f64
      %thread_id_x_351 = gpu.thread_id  x
      %416 = arith.index_cast %thread_id_x_351 : index to i64
      %c16_i64_352 = arith.constant 16 : i64
      %417 = arith.remsi %416, %c16_i64_352 : i64
      %c0_i64_353 = arith.constant 0 : i64
      %418 = arith.cmpi sge, %145, %c0_i64_353 : i64
      %c56_i64_354 = arith.constant 56 : i64
      %419 = arith.cmpi slt, %145, %c56_i64_354 : i64
      %420 = arith.andi %418, %419 : i1
      scf.if %420 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %145, %c32_i64 : i64
        %624 = arith.addi %417, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %353, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_355 = gpu.thread_id  x
      %421 = arith.index_cast %thread_id_x_355 : index to i64
      %c16_i64_356 = arith.constant 16 : i64
      %422 = arith.remsi %421, %c16_i64_356 : i64
      %c1_i64_357 = arith.constant 1 : i64
      %423 = arith.addi %145, %c1_i64_357 : i64
      %c0_i64_358 = arith.constant 0 : i64
      %424 = arith.cmpi sge, %423, %c0_i64_358 : i64
      %c56_i64_359 = arith.constant 56 : i64
      %425 = arith.cmpi slt, %423, %c56_i64_359 : i64
      %426 = arith.andi %424, %425 : i1
      scf.if %426 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %423, %c32_i64 : i64
        %624 = arith.addi %422, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %355, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_360 = gpu.thread_id  x
      %427 = arith.index_cast %thread_id_x_360 : index to i64
      %c16_i64_361 = arith.constant 16 : i64
      %428 = arith.remsi %427, %c16_i64_361 : i64
      %c2_i64_362 = arith.constant 2 : i64
      %429 = arith.addi %145, %c2_i64_362 : i64
      %c0_i64_363 = arith.constant 0 : i64
      %430 = arith.cmpi sge, %429, %c0_i64_363 : i64
      %c56_i64_364 = arith.constant 56 : i64
      %431 = arith.cmpi slt, %429, %c56_i64_364 : i64
      %432 = arith.andi %430, %431 : i1
      scf.if %432 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %429, %c32_i64 : i64
        %624 = arith.addi %428, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %357, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_365 = gpu.thread_id  x
      %433 = arith.index_cast %thread_id_x_365 : index to i64
      %c16_i64_366 = arith.constant 16 : i64
      %434 = arith.remsi %433, %c16_i64_366 : i64
      %c3_i64_367 = arith.constant 3 : i64
      %435 = arith.addi %145, %c3_i64_367 : i64
      %c0_i64_368 = arith.constant 0 : i64
      %436 = arith.cmpi sge, %435, %c0_i64_368 : i64
      %c56_i64_369 = arith.constant 56 : i64
      %437 = arith.cmpi slt, %435, %c56_i64_369 : i64
      %438 = arith.andi %436, %437 : i1
      scf.if %438 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %435, %c32_i64 : i64
        %624 = arith.addi %434, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %359, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_370 = gpu.thread_id  x
      %439 = arith.index_cast %thread_id_x_370 : index to i64
      %c16_i64_371 = arith.constant 16 : i64
      %440 = arith.remsi %439, %c16_i64_371 : i64
      %c4_i64_372 = arith.constant 4 : i64
      %441 = arith.addi %145, %c4_i64_372 : i64
      %c0_i64_373 = arith.constant 0 : i64
      %442 = arith.cmpi sge, %441, %c0_i64_373 : i64
      %c56_i64_374 = arith.constant 56 : i64
      %443 = arith.cmpi slt, %441, %c56_i64_374 : i64
      %444 = arith.andi %442, %443 : i1
      scf.if %444 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %441, %c32_i64 : i64
        %624 = arith.addi %440, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %361, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_375 = gpu.thread_id  x
      %445 = arith.index_cast %thread_id_x_375 : index to i64
      %c16_i64_376 = arith.constant 16 : i64
      %446 = arith.remsi %445, %c16_i64_376 : i64
      %c5_i64_377 = arith.constant 5 : i64
      %447 = arith.addi %145, %c5_i64_377 : i64
      %c0_i64_378 = arith.constant 0 : i64
      %448 = arith.cmpi sge, %447, %c0_i64_378 : i64
      %c56_i64_379 = arith.constant 56 : i64
      %449 = arith.cmpi slt, %447, %c56_i64_379 : i64
      %450 = arith.andi %448, %449 : i1
      scf.if %450 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %447, %c32_i64 : i64
        %624 = arith.addi %446, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %363, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_380 = gpu.thread_id  x
      %451 = arith.index_cast %thread_id_x_380 : index to i64
      %c16_i64_381 = arith.constant 16 : i64
      %452 = arith.remsi %451, %c16_i64_381 : i64
      %c6_i64_382 = arith.constant 6 : i64
      %453 = arith.addi %145, %c6_i64_382 : i64
      %c0_i64_383 = arith.constant 0 : i64
      %454 = arith.cmpi sge, %453, %c0_i64_383 : i64
      %c56_i64_384 = arith.constant 56 : i64
      %455 = arith.cmpi slt, %453, %c56_i64_384 : i64
      %456 = arith.andi %454, %455 : i1
      scf.if %456 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %453, %c32_i64 : i64
        %624 = arith.addi %452, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %365, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_385 = gpu.thread_id  x
      %457 = arith.index_cast %thread_id_x_385 : index to i64
      %c16_i64_386 = arith.constant 16 : i64
      %458 = arith.remsi %457, %c16_i64_386 : i64
      %c7_i64_387 = arith.constant 7 : i64
      %459 = arith.addi %145, %c7_i64_387 : i64
      %c0_i64_388 = arith.constant 0 : i64
      %460 = arith.cmpi sge, %459, %c0_i64_388 : i64
      %c56_i64_389 = arith.constant 56 : i64
      %461 = arith.cmpi slt, %459, %c56_i64_389 : i64
      %462 = arith.andi %460, %461 : i1
      scf.if %462 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %459, %c32_i64 : i64
        %624 = arith.addi %458, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %367, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_390 = gpu.thread_id  x
      %463 = arith.index_cast %thread_id_x_390 : index to i64
      %c16_i64_391 = arith.constant 16 : i64
      %464 = arith.remsi %463, %c16_i64_391 : i64
      %c8_i64_392 = arith.constant 8 : i64
      %465 = arith.addi %145, %c8_i64_392 : i64
      %c0_i64_393 = arith.constant 0 : i64
      %466 = arith.cmpi sge, %465, %c0_i64_393 : i64
      %c56_i64_394 = arith.constant 56 : i64
      %467 = arith.cmpi slt, %465, %c56_i64_394 : i64
      %468 = arith.andi %466, %467 : i1
      scf.if %468 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %465, %c32_i64 : i64
        %624 = arith.addi %464, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %369, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_395 = gpu.thread_id  x
      %469 = arith.index_cast %thread_id_x_395 : index to i64
      %c16_i64_396 = arith.constant 16 : i64
      %470 = arith.remsi %469, %c16_i64_396 : i64
      %c9_i64_397 = arith.constant 9 : i64
      %471 = arith.addi %145, %c9_i64_397 : i64
      %c0_i64_398 = arith.constant 0 : i64
      %472 = arith.cmpi sge, %471, %c0_i64_398 : i64
      %c56_i64_399 = arith.constant 56 : i64
      %473 = arith.cmpi slt, %471, %c56_i64_399 : i64
      %474 = arith.andi %472, %473 : i1
      scf.if %474 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %471, %c32_i64 : i64
        %624 = arith.addi %470, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %371, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_400 = gpu.thread_id  x
      %475 = arith.index_cast %thread_id_x_400 : index to i64
      %c16_i64_401 = arith.constant 16 : i64
      %476 = arith.remsi %475, %c16_i64_401 : i64
      %c10_i64_402 = arith.constant 10 : i64
      %477 = arith.addi %145, %c10_i64_402 : i64
      %c0_i64_403 = arith.constant 0 : i64
      %478 = arith.cmpi sge, %477, %c0_i64_403 : i64
      %c56_i64_404 = arith.constant 56 : i64
      %479 = arith.cmpi slt, %477, %c56_i64_404 : i64
      %480 = arith.andi %478, %479 : i1
      scf.if %480 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %477, %c32_i64 : i64
        %624 = arith.addi %476, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %373, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_405 = gpu.thread_id  x
      %481 = arith.index_cast %thread_id_x_405 : index to i64
      %c16_i64_406 = arith.constant 16 : i64
      %482 = arith.remsi %481, %c16_i64_406 : i64
      %c11_i64_407 = arith.constant 11 : i64
      %483 = arith.addi %145, %c11_i64_407 : i64
      %c0_i64_408 = arith.constant 0 : i64
      %484 = arith.cmpi sge, %483, %c0_i64_408 : i64
      %c56_i64_409 = arith.constant 56 : i64
      %485 = arith.cmpi slt, %483, %c56_i64_409 : i64
      %486 = arith.andi %484, %485 : i1
      scf.if %486 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %483, %c32_i64 : i64
        %624 = arith.addi %482, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %375, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_410 = gpu.thread_id  x
      %487 = arith.index_cast %thread_id_x_410 : index to i64
      %c16_i64_411 = arith.constant 16 : i64
      %488 = arith.remsi %487, %c16_i64_411 : i64
      %c12_i64_412 = arith.constant 12 : i64
      %489 = arith.addi %145, %c12_i64_412 : i64
      %c0_i64_413 = arith.constant 0 : i64
      %490 = arith.cmpi sge, %489, %c0_i64_413 : i64
      %c56_i64_414 = arith.constant 56 : i64
      %491 = arith.cmpi slt, %489, %c56_i64_414 : i64
      %492 = arith.andi %490, %491 : i1
      scf.if %492 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %489, %c32_i64 : i64
        %624 = arith.addi %488, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %377, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_415 = gpu.thread_id  x
      %493 = arith.index_cast %thread_id_x_415 : index to i64
      %c16_i64_416 = arith.constant 16 : i64
      %494 = arith.remsi %493, %c16_i64_416 : i64
      %c13_i64_417 = arith.constant 13 : i64
      %495 = arith.addi %145, %c13_i64_417 : i64
      %c0_i64_418 = arith.constant 0 : i64
      %496 = arith.cmpi sge, %495, %c0_i64_418 : i64
      %c56_i64_419 = arith.constant 56 : i64
      %497 = arith.cmpi slt, %495, %c56_i64_419 : i64
      %498 = arith.andi %496, %497 : i1
      scf.if %498 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %495, %c32_i64 : i64
        %624 = arith.addi %494, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %379, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_420 = gpu.thread_id  x
      %499 = arith.index_cast %thread_id_x_420 : index to i64
      %c16_i64_421 = arith.constant 16 : i64
      %500 = arith.remsi %499, %c16_i64_421 : i64
      %c14_i64_422 = arith.constant 14 : i64
      %501 = arith.addi %145, %c14_i64_422 : i64
      %c0_i64_423 = arith.constant 0 : i64
      %502 = arith.cmpi sge, %501, %c0_i64_423 : i64
      %c56_i64_424 = arith.constant 56 : i64
      %503 = arith.cmpi slt, %501, %c56_i64_424 : i64
      %504 = arith.andi %502, %503 : i1
      scf.if %504 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %501, %c32_i64 : i64
        %624 = arith.addi %500, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %381, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_425 = gpu.thread_id  x
      %505 = arith.index_cast %thread_id_x_425 : index to i64
      %c16_i64_426 = arith.constant 16 : i64
      %506 = arith.remsi %505, %c16_i64_426 : i64
      %c15_i64_427 = arith.constant 15 : i64
      %507 = arith.addi %145, %c15_i64_427 : i64
      %c0_i64_428 = arith.constant 0 : i64
      %508 = arith.cmpi sge, %507, %c0_i64_428 : i64
      %c56_i64_429 = arith.constant 56 : i64
      %509 = arith.cmpi slt, %507, %c56_i64_429 : i64
      %510 = arith.andi %508, %509 : i1
      scf.if %510 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %507, %c32_i64 : i64
        %624 = arith.addi %506, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %383, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_430 = gpu.thread_id  x
      %511 = arith.index_cast %thread_id_x_430 : index to i64
      %c16_i64_431 = arith.constant 16 : i64
      %512 = arith.remsi %511, %c16_i64_431 : i64
      %c16_i64_432 = arith.constant 16 : i64
      %513 = arith.addi %512, %c16_i64_432 : i64
      %c0_i64_433 = arith.constant 0 : i64
      %514 = arith.cmpi sge, %145, %c0_i64_433 : i64
      %c56_i64_434 = arith.constant 56 : i64
      %515 = arith.cmpi slt, %145, %c56_i64_434 : i64
      %516 = arith.andi %514, %515 : i1
      scf.if %516 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %145, %c32_i64 : i64
        %624 = arith.addi %513, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %385, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_435 = gpu.thread_id  x
      %517 = arith.index_cast %thread_id_x_435 : index to i64
      %c16_i64_436 = arith.constant 16 : i64
      %518 = arith.remsi %517, %c16_i64_436 : i64
      %c16_i64_437 = arith.constant 16 : i64
      %519 = arith.addi %518, %c16_i64_437 : i64
      %c1_i64_438 = arith.constant 1 : i64
      %520 = arith.addi %145, %c1_i64_438 : i64
      %c0_i64_439 = arith.constant 0 : i64
      %521 = arith.cmpi sge, %520, %c0_i64_439 : i64
      %c56_i64_440 = arith.constant 56 : i64
      %522 = arith.cmpi slt, %520, %c56_i64_440 : i64
      %523 = arith.andi %521, %522 : i1
      scf.if %523 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %520, %c32_i64 : i64
        %624 = arith.addi %519, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %387, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_441 = gpu.thread_id  x
      %524 = arith.index_cast %thread_id_x_441 : index to i64
      %c16_i64_442 = arith.constant 16 : i64
      %525 = arith.remsi %524, %c16_i64_442 : i64
      %c16_i64_443 = arith.constant 16 : i64
      %526 = arith.addi %525, %c16_i64_443 : i64
      %c2_i64_444 = arith.constant 2 : i64
      %527 = arith.addi %145, %c2_i64_444 : i64
      %c0_i64_445 = arith.constant 0 : i64
      %528 = arith.cmpi sge, %527, %c0_i64_445 : i64
      %c56_i64_446 = arith.constant 56 : i64
      %529 = arith.cmpi slt, %527, %c56_i64_446 : i64
      %530 = arith.andi %528, %529 : i1
      scf.if %530 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %527, %c32_i64 : i64
        %624 = arith.addi %526, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %389, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_447 = gpu.thread_id  x
      %531 = arith.index_cast %thread_id_x_447 : index to i64
      %c16_i64_448 = arith.constant 16 : i64
      %532 = arith.remsi %531, %c16_i64_448 : i64
      %c16_i64_449 = arith.constant 16 : i64
      %533 = arith.addi %532, %c16_i64_449 : i64
      %c3_i64_450 = arith.constant 3 : i64
      %534 = arith.addi %145, %c3_i64_450 : i64
      %c0_i64_451 = arith.constant 0 : i64
      %535 = arith.cmpi sge, %534, %c0_i64_451 : i64
      %c56_i64_452 = arith.constant 56 : i64
      %536 = arith.cmpi slt, %534, %c56_i64_452 : i64
      %537 = arith.andi %535, %536 : i1
      scf.if %537 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %534, %c32_i64 : i64
        %624 = arith.addi %533, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %391, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_453 = gpu.thread_id  x
      %538 = arith.index_cast %thread_id_x_453 : index to i64
      %c16_i64_454 = arith.constant 16 : i64
      %539 = arith.remsi %538, %c16_i64_454 : i64
      %c16_i64_455 = arith.constant 16 : i64
      %540 = arith.addi %539, %c16_i64_455 : i64
      %c4_i64_456 = arith.constant 4 : i64
      %541 = arith.addi %145, %c4_i64_456 : i64
      %c0_i64_457 = arith.constant 0 : i64
      %542 = arith.cmpi sge, %541, %c0_i64_457 : i64
      %c56_i64_458 = arith.constant 56 : i64
      %543 = arith.cmpi slt, %541, %c56_i64_458 : i64
      %544 = arith.andi %542, %543 : i1
      scf.if %544 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %541, %c32_i64 : i64
        %624 = arith.addi %540, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %393, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_459 = gpu.thread_id  x
      %545 = arith.index_cast %thread_id_x_459 : index to i64
      %c16_i64_460 = arith.constant 16 : i64
      %546 = arith.remsi %545, %c16_i64_460 : i64
      %c16_i64_461 = arith.constant 16 : i64
      %547 = arith.addi %546, %c16_i64_461 : i64
      %c5_i64_462 = arith.constant 5 : i64
      %548 = arith.addi %145, %c5_i64_462 : i64
      %c0_i64_463 = arith.constant 0 : i64
      %549 = arith.cmpi sge, %548, %c0_i64_463 : i64
      %c56_i64_464 = arith.constant 56 : i64
      %550 = arith.cmpi slt, %548, %c56_i64_464 : i64
      %551 = arith.andi %549, %550 : i1
      scf.if %551 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %548, %c32_i64 : i64
        %624 = arith.addi %547, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %395, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_465 = gpu.thread_id  x
      %552 = arith.index_cast %thread_id_x_465 : index to i64
      %c16_i64_466 = arith.constant 16 : i64
      %553 = arith.remsi %552, %c16_i64_466 : i64
      %c16_i64_467 = arith.constant 16 : i64
      %554 = arith.addi %553, %c16_i64_467 : i64
      %c6_i64_468 = arith.constant 6 : i64
      %555 = arith.addi %145, %c6_i64_468 : i64
      %c0_i64_469 = arith.constant 0 : i64
      %556 = arith.cmpi sge, %555, %c0_i64_469 : i64
      %c56_i64_470 = arith.constant 56 : i64
      %557 = arith.cmpi slt, %555, %c56_i64_470 : i64
      %558 = arith.andi %556, %557 : i1
      scf.if %558 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %555, %c32_i64 : i64
        %624 = arith.addi %554, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %397, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_471 = gpu.thread_id  x
      %559 = arith.index_cast %thread_id_x_471 : index to i64
      %c16_i64_472 = arith.constant 16 : i64
      %560 = arith.remsi %559, %c16_i64_472 : i64
      %c16_i64_473 = arith.constant 16 : i64
      %561 = arith.addi %560, %c16_i64_473 : i64
      %c7_i64_474 = arith.constant 7 : i64
      %562 = arith.addi %145, %c7_i64_474 : i64
      %c0_i64_475 = arith.constant 0 : i64
      %563 = arith.cmpi sge, %562, %c0_i64_475 : i64
      %c56_i64_476 = arith.constant 56 : i64
      %564 = arith.cmpi slt, %562, %c56_i64_476 : i64
      %565 = arith.andi %563, %564 : i1
      scf.if %565 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %562, %c32_i64 : i64
        %624 = arith.addi %561, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %399, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_477 = gpu.thread_id  x
      %566 = arith.index_cast %thread_id_x_477 : index to i64
      %c16_i64_478 = arith.constant 16 : i64
      %567 = arith.remsi %566, %c16_i64_478 : i64
      %c16_i64_479 = arith.constant 16 : i64
      %568 = arith.addi %567, %c16_i64_479 : i64
      %c8_i64_480 = arith.constant 8 : i64
      %569 = arith.addi %145, %c8_i64_480 : i64
      %c0_i64_481 = arith.constant 0 : i64
      %570 = arith.cmpi sge, %569, %c0_i64_481 : i64
      %c56_i64_482 = arith.constant 56 : i64
      %571 = arith.cmpi slt, %569, %c56_i64_482 : i64
      %572 = arith.andi %570, %571 : i1
      scf.if %572 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %569, %c32_i64 : i64
        %624 = arith.addi %568, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %401, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_483 = gpu.thread_id  x
      %573 = arith.index_cast %thread_id_x_483 : index to i64
      %c16_i64_484 = arith.constant 16 : i64
      %574 = arith.remsi %573, %c16_i64_484 : i64
      %c16_i64_485 = arith.constant 16 : i64
      %575 = arith.addi %574, %c16_i64_485 : i64
      %c9_i64_486 = arith.constant 9 : i64
      %576 = arith.addi %145, %c9_i64_486 : i64
      %c0_i64_487 = arith.constant 0 : i64
      %577 = arith.cmpi sge, %576, %c0_i64_487 : i64
      %c56_i64_488 = arith.constant 56 : i64
      %578 = arith.cmpi slt, %576, %c56_i64_488 : i64
      %579 = arith.andi %577, %578 : i1
      scf.if %579 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %576, %c32_i64 : i64
        %624 = arith.addi %575, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %403, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_489 = gpu.thread_id  x
      %580 = arith.index_cast %thread_id_x_489 : index to i64
      %c16_i64_490 = arith.constant 16 : i64
      %581 = arith.remsi %580, %c16_i64_490 : i64
      %c16_i64_491 = arith.constant 16 : i64
      %582 = arith.addi %581, %c16_i64_491 : i64
      %c10_i64_492 = arith.constant 10 : i64
      %583 = arith.addi %145, %c10_i64_492 : i64
      %c0_i64_493 = arith.constant 0 : i64
      %584 = arith.cmpi sge, %583, %c0_i64_493 : i64
      %c56_i64_494 = arith.constant 56 : i64
      %585 = arith.cmpi slt, %583, %c56_i64_494 : i64
      %586 = arith.andi %584, %585 : i1
      scf.if %586 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %583, %c32_i64 : i64
        %624 = arith.addi %582, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %405, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_495 = gpu.thread_id  x
      %587 = arith.index_cast %thread_id_x_495 : index to i64
      %c16_i64_496 = arith.constant 16 : i64
      %588 = arith.remsi %587, %c16_i64_496 : i64
      %c16_i64_497 = arith.constant 16 : i64
      %589 = arith.addi %588, %c16_i64_497 : i64
      %c11_i64_498 = arith.constant 11 : i64
      %590 = arith.addi %145, %c11_i64_498 : i64
      %c0_i64_499 = arith.constant 0 : i64
      %591 = arith.cmpi sge, %590, %c0_i64_499 : i64
      %c56_i64_500 = arith.constant 56 : i64
      %592 = arith.cmpi slt, %590, %c56_i64_500 : i64
      %593 = arith.andi %591, %592 : i1
      scf.if %593 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %590, %c32_i64 : i64
        %624 = arith.addi %589, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %407, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_501 = gpu.thread_id  x
      %594 = arith.index_cast %thread_id_x_501 : index to i64
      %c16_i64_502 = arith.constant 16 : i64
      %595 = arith.remsi %594, %c16_i64_502 : i64
      %c16_i64_503 = arith.constant 16 : i64
      %596 = arith.addi %595, %c16_i64_503 : i64
      %c12_i64_504 = arith.constant 12 : i64
      %597 = arith.addi %145, %c12_i64_504 : i64
      %c0_i64_505 = arith.constant 0 : i64
      %598 = arith.cmpi sge, %597, %c0_i64_505 : i64
      %c56_i64_506 = arith.constant 56 : i64
      %599 = arith.cmpi slt, %597, %c56_i64_506 : i64
      %600 = arith.andi %598, %599 : i1
      scf.if %600 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %597, %c32_i64 : i64
        %624 = arith.addi %596, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %409, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_507 = gpu.thread_id  x
      %601 = arith.index_cast %thread_id_x_507 : index to i64
      %c16_i64_508 = arith.constant 16 : i64
      %602 = arith.remsi %601, %c16_i64_508 : i64
      %c16_i64_509 = arith.constant 16 : i64
      %603 = arith.addi %602, %c16_i64_509 : i64
      %c13_i64_510 = arith.constant 13 : i64
      %604 = arith.addi %145, %c13_i64_510 : i64
      %c0_i64_511 = arith.constant 0 : i64
      %605 = arith.cmpi sge, %604, %c0_i64_511 : i64
      %c56_i64_512 = arith.constant 56 : i64
      %606 = arith.cmpi slt, %604, %c56_i64_512 : i64
      %607 = arith.andi %605, %606 : i1
      scf.if %607 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %604, %c32_i64 : i64
        %624 = arith.addi %603, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %411, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_513 = gpu.thread_id  x
      %608 = arith.index_cast %thread_id_x_513 : index to i64
      %c16_i64_514 = arith.constant 16 : i64
      %609 = arith.remsi %608, %c16_i64_514 : i64
      %c16_i64_515 = arith.constant 16 : i64
      %610 = arith.addi %609, %c16_i64_515 : i64
      %c14_i64_516 = arith.constant 14 : i64
      %611 = arith.addi %145, %c14_i64_516 : i64
      %c0_i64_517 = arith.constant 0 : i64
      %612 = arith.cmpi sge, %611, %c0_i64_517 : i64
      %c56_i64_518 = arith.constant 56 : i64
      %613 = arith.cmpi slt, %611, %c56_i64_518 : i64
      %614 = arith.andi %612, %613 : i1
      scf.if %614 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %611, %c32_i64 : i64
        %624 = arith.addi %610, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %413, %625 : f64, !llvm.ptr<1>
      }
      %thread_id_x_519 = gpu.thread_id  x
      %615 = arith.index_cast %thread_id_x_519 : index to i64
      %c16_i64_520 = arith.constant 16 : i64
      %616 = arith.remsi %615, %c16_i64_520 : i64
      %c16_i64_521 = arith.constant 16 : i64
      %617 = arith.addi %616, %c16_i64_521 : i64
      %c15_i64_522 = arith.constant 15 : i64
      %618 = arith.addi %145, %c15_i64_522 : i64
      %c0_i64_523 = arith.constant 0 : i64
      %619 = arith.cmpi sge, %618, %c0_i64_523 : i64
      %c56_i64_524 = arith.constant 56 : i64
      %620 = arith.cmpi slt, %618, %c56_i64_524 : i64
      %621 = arith.andi %619, %620 : i1
      scf.if %621 {
        %c32_i64 = arith.constant 32 : i64
        %623 = arith.muli %618, %c32_i64 : i64
        %624 = arith.addi %617, %623 : i64
        %625 = llvm.getelementptr %128[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %415, %625 : f64, !llvm.ptr<1>
      }
      %c2_i64_525 = arith.constant 2 : i64
      %622 = arith.cmpi slt, %144, %c2_i64_525 : i64
      scf.if %622 {
        %c1_i64_526 = arith.constant 1 : i64
        %623 = arith.subi %c1_i64_526, %144 : i64
        %thread_id_x_527 = gpu.thread_id  x
        %624 = arith.index_cast %thread_id_x_527 : index to i64
        %c16_i64_528 = arith.constant 16 : i64
        %625 = arith.remsi %624, %c16_i64_528 : i64
        %626 = arith.addi %623, %625 : i64
        %627 = llvm.getelementptr %130[%626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %628 = llvm.load %627 : !llvm.ptr<1> -> f16
        %thread_id_x_529 = gpu.thread_id  x
        %629 = arith.index_cast %thread_id_x_529 : index to i64
        %c16_i64_530 = arith.constant 16 : i64
        %630 = arith.remsi %629, %c16_i64_530 : i64
        %631 = arith.addi %623, %630 : i64
        %c33_i64 = arith.constant 33 : i64
        %632 = arith.addi %631, %c33_i64 : i64
        %633 = llvm.getelementptr %130[%632] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %634 = llvm.load %633 : !llvm.ptr<1> -> f16
        %thread_id_x_531 = gpu.thread_id  x
        %635 = arith.index_cast %thread_id_x_531 : index to i64
        %c16_i64_532 = arith.constant 16 : i64
        %636 = arith.remsi %635, %c16_i64_532 : i64
        %637 = arith.addi %623, %636 : i64
        %c66_i64 = arith.constant 66 : i64
        %638 = arith.addi %637, %c66_i64 : i64
        %639 = llvm.getelementptr %130[%638] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %640 = llvm.load %639 : !llvm.ptr<1> -> f16
        %thread_id_x_533 = gpu.thread_id  x
        %641 = arith.index_cast %thread_id_x_533 : index to i64
        %c16_i64_534 = arith.constant 16 : i64
        %642 = arith.remsi %641, %c16_i64_534 : i64
        %643 = arith.addi %623, %642 : i64
        %c99_i64 = arith.constant 99 : i64
        %644 = arith.addi %643, %c99_i64 : i64
        %645 = llvm.getelementptr %130[%644] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %646 = llvm.load %645 : !llvm.ptr<1> -> f16
        %thread_id_x_535 = gpu.thread_id  x
        %647 = arith.index_cast %thread_id_x_535 : index to i64
        %c16_i64_536 = arith.constant 16 : i64
        %648 = arith.remsi %647, %c16_i64_536 : i64
        %649 = arith.addi %623, %648 : i64
        %c132_i64 = arith.constant 132 : i64
        %650 = arith.addi %649, %c132_i64 : i64
        %651 = llvm.getelementptr %130[%650] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %652 = llvm.load %651 : !llvm.ptr<1> -> f16
        %thread_id_x_537 = gpu.thread_id  x
        %653 = arith.index_cast %thread_id_x_537 : index to i64
        %c16_i64_538 = arith.constant 16 : i64
        %654 = arith.remsi %653, %c16_i64_538 : i64
        %655 = arith.addi %623, %654 : i64
        %c165_i64 = arith.constant 165 : i64
        %656 = arith.addi %655, %c165_i64 : i64
        %657 = llvm.getelementptr %130[%656] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %658 = llvm.load %657 : !llvm.ptr<1> -> f16
        %thread_id_x_539 = gpu.thread_id  x
        %659 = arith.index_cast %thread_id_x_539 : index to i64
        %c16_i64_540 = arith.constant 16 : i64
        %660 = arith.remsi %659, %c16_i64_540 : i64
        %661 = arith.addi %623, %660 : i64
        %c198_i64 = arith.constant 198 : i64
        %662 = arith.addi %661, %c198_i64 : i64
        %663 = llvm.getelementptr %130[%662] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %664 = llvm.load %663 : !llvm.ptr<1> -> f16
        %thread_id_x_541 = gpu.thread_id  x
        %665 = arith.index_cast %thread_id_x_541 : index to i64
        %c16_i64_542 = arith.constant 16 : i64
        %666 = arith.remsi %665, %c16_i64_542 : i64
        %667 = arith.addi %623, %666 : i64
        %c231_i64 = arith.constant 231 : i64
        %668 = arith.addi %667, %c231_i64 : i64
        %669 = llvm.getelementptr %130[%668] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %670 = llvm.load %669 : !llvm.ptr<1> -> f16
        %thread_id_x_543 = gpu.thread_id  x
        %671 = arith.index_cast %thread_id_x_543 : index to i64
        %c16_i64_544 = arith.constant 16 : i64
        %672 = arith.remsi %671, %c16_i64_544 : i64
        %673 = arith.addi %623, %672 : i64
        %c264_i64 = arith.constant 264 : i64
        %674 = arith.addi %673, %c264_i64 : i64
        %675 = llvm.getelementptr %130[%674] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %676 = llvm.load %675 : !llvm.ptr<1> -> f16
        %thread_id_x_545 = gpu.thread_id  x
        %677 = arith.index_cast %thread_id_x_545 : index to i64
        %c16_i64_546 = arith.constant 16 : i64
        %678 = arith.remsi %677, %c16_i64_546 : i64
        %679 = arith.addi %623, %678 : i64
        %c297_i64 = arith.constant 297 : i64
        %680 = arith.addi %679, %c297_i64 : i64
        %681 = llvm.getelementptr %130[%680] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %682 = llvm.load %681 : !llvm.ptr<1> -> f16
        %thread_id_x_547 = gpu.thread_id  x
        %683 = arith.index_cast %thread_id_x_547 : index to i64
        %c16_i64_548 = arith.constant 16 : i64
        %684 = arith.remsi %683, %c16_i64_548 : i64
        %685 = arith.addi %623, %684 : i64
        %c330_i64 = arith.constant 330 : i64
        %686 = arith.addi %685, %c330_i64 : i64
        %687 = llvm.getelementptr %130[%686] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %688 = llvm.load %687 : !llvm.ptr<1> -> f16
        %thread_id_x_549 = gpu.thread_id  x
        %689 = arith.index_cast %thread_id_x_549 : index to i64
        %c16_i64_550 = arith.constant 16 : i64
        %690 = arith.remsi %689, %c16_i64_550 : i64
        %691 = arith.addi %623, %690 : i64
        %c363_i64 = arith.constant 363 : i64
        %692 = arith.addi %691, %c363_i64 : i64
        %693 = llvm.getelementptr %130[%692] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %694 = llvm.load %693 : !llvm.ptr<1> -> f16
        %thread_id_x_551 = gpu.thread_id  x
        %695 = arith.index_cast %thread_id_x_551 : index to i64
        %c16_i64_552 = arith.constant 16 : i64
        %696 = arith.remsi %695, %c16_i64_552 : i64
        %697 = arith.addi %623, %696 : i64
        %c396_i64 = arith.constant 396 : i64
        %698 = arith.addi %697, %c396_i64 : i64
        %699 = llvm.getelementptr %130[%698] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %700 = llvm.load %699 : !llvm.ptr<1> -> f16
        %thread_id_x_553 = gpu.thread_id  x
        %701 = arith.index_cast %thread_id_x_553 : index to i64
        %c16_i64_554 = arith.constant 16 : i64
        %702 = arith.remsi %701, %c16_i64_554 : i64
        %703 = arith.addi %623, %702 : i64
        %c429_i64 = arith.constant 429 : i64
        %704 = arith.addi %703, %c429_i64 : i64
        %705 = llvm.getelementptr %130[%704] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %706 = llvm.load %705 : !llvm.ptr<1> -> f16
        %thread_id_x_555 = gpu.thread_id  x
        %707 = arith.index_cast %thread_id_x_555 : index to i64
        %c16_i64_556 = arith.constant 16 : i64
        %708 = arith.remsi %707, %c16_i64_556 : i64
        %709 = arith.addi %623, %708 : i64
        %c462_i64 = arith.constant 462 : i64
        %710 = arith.addi %709, %c462_i64 : i64
        %711 = llvm.getelementptr %130[%710] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %712 = llvm.load %711 : !llvm.ptr<1> -> f16
        %thread_id_x_557 = gpu.thread_id  x
        %713 = arith.index_cast %thread_id_x_557 : index to i64
        %c16_i64_558 = arith.constant 16 : i64
        %714 = arith.remsi %713, %c16_i64_558 : i64
        %715 = arith.addi %623, %714 : i64
        %c495_i64 = arith.constant 495 : i64
        %716 = arith.addi %715, %c495_i64 : i64
        %717 = llvm.getelementptr %130[%716] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %718 = llvm.load %717 : !llvm.ptr<1> -> f16
        %719 = arith.extf %628 : f16 to f32
        %720 = arith.extf %634 : f16 to f32
        %721 = arith.extf %640 : f16 to f32
        %722 = arith.extf %646 : f16 to f32
        %723 = arith.extf %652 : f16 to f32
        %724 = arith.extf %658 : f16 to f32
        %725 = arith.extf %664 : f16 to f32
        %726 = arith.extf %670 : f16 to f32
        %727 = arith.extf %676 : f16 to f32
        %728 = arith.extf %682 : f16 to f32
        %729 = arith.extf %688 : f16 to f32
        %730 = arith.extf %694 : f16 to f32
        %731 = arith.extf %700 : f16 to f32
        %732 = arith.extf %706 : f16 to f32
        %733 = arith.extf %712 : f16 to f32
        %734 = arith.extf %718 : f16 to f32
        %thread_id_x_559 = gpu.thread_id  x
        %735 = arith.index_cast %thread_id_x_559 : index to i64
        %c16_i64_560 = arith.constant 16 : i64
        %736 = arith.remsi %735, %c16_i64_560 : i64
        %c16_i64_561 = arith.constant 16 : i64
        %737 = arith.muli %145, %c16_i64_561 : i64
        %738 = arith.addi %736, %737 : i64
        %739 = llvm.getelementptr %132[%738] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %719, %739 : f32, !llvm.ptr<1>
        %thread_id_x_562 = gpu.thread_id  x
        %740 = arith.index_cast %thread_id_x_562 : index to i64
        %c16_i64_563 = arith.constant 16 : i64
        %741 = arith.remsi %740, %c16_i64_563 : i64
        %c1_i64_564 = arith.constant 1 : i64
        %742 = arith.addi %145, %c1_i64_564 : i64
        %c16_i64_565 = arith.constant 16 : i64
        %743 = arith.muli %742, %c16_i64_565 : i64
        %744 = arith.addi %741, %743 : i64
        %745 = llvm.getelementptr %132[%744] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %720, %745 : f32, !llvm.ptr<1>
        %thread_id_x_566 = gpu.thread_id  x
        %746 = arith.index_cast %thread_id_x_566 : index to i64
        %c16_i64_567 = arith.constant 16 : i64
        %747 = arith.remsi %746, %c16_i64_567 : i64
        %c2_i64_568 = arith.constant 2 : i64
        %748 = arith.addi %145, %c2_i64_568 : i64
        %c16_i64_569 = arith.constant 16 : i64
        %749 = arith.muli %748, %c16_i64_569 : i64
        %750 = arith.addi %747, %749 : i64
        %751 = llvm.getelementptr %132[%750] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %721, %751 : f32, !llvm.ptr<1>
        %thread_id_x_570 = gpu.thread_id  x
        %752 = arith.index_cast %thread_id_x_570 : index to i64
        %c16_i64_571 = arith.constant 16 : i64
        %753 = arith.remsi %752, %c16_i64_571 : i64
        %c3_i64_572 = arith.constant 3 : i64
        %754 = arith.addi %145, %c3_i64_572 : i64
        %c16_i64_573 = arith.constant 16 : i64
        %755 = arith.muli %754, %c16_i64_573 : i64
        %756 = arith.addi %753, %755 : i64
        %757 = llvm.getelementptr %132[%756] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %722, %757 : f32, !llvm.ptr<1>
        %thread_id_x_574 = gpu.thread_id  x
        %758 = arith.index_cast %thread_id_x_574 : index to i64
        %c16_i64_575 = arith.constant 16 : i64
        %759 = arith.remsi %758, %c16_i64_575 : i64
        %c4_i64_576 = arith.constant 4 : i64
        %760 = arith.addi %145, %c4_i64_576 : i64
        %c16_i64_577 = arith.constant 16 : i64
        %761 = arith.muli %760, %c16_i64_577 : i64
        %762 = arith.addi %759, %761 : i64
        %763 = llvm.getelementptr %132[%762] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %723, %763 : f32, !llvm.ptr<1>
        %thread_id_x_578 = gpu.thread_id  x
        %764 = arith.index_cast %thread_id_x_578 : index to i64
        %c16_i64_579 = arith.constant 16 : i64
        %765 = arith.remsi %764, %c16_i64_579 : i64
        %c5_i64_580 = arith.constant 5 : i64
        %766 = arith.addi %145, %c5_i64_580 : i64
        %c16_i64_581 = arith.constant 16 : i64
        %767 = arith.muli %766, %c16_i64_581 : i64
        %768 = arith.addi %765, %767 : i64
        %769 = llvm.getelementptr %132[%768] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %724, %769 : f32, !llvm.ptr<1>
        %thread_id_x_582 = gpu.thread_id  x
        %770 = arith.index_cast %thread_id_x_582 : index to i64
        %c16_i64_583 = arith.constant 16 : i64
        %771 = arith.remsi %770, %c16_i64_583 : i64
        %c6_i64_584 = arith.constant 6 : i64
        %772 = arith.addi %145, %c6_i64_584 : i64
        %c16_i64_585 = arith.constant 16 : i64
        %773 = arith.muli %772, %c16_i64_585 : i64
        %774 = arith.addi %771, %773 : i64
        %775 = llvm.getelementptr %132[%774] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %725, %775 : f32, !llvm.ptr<1>
        %thread_id_x_586 = gpu.thread_id  x
        %776 = arith.index_cast %thread_id_x_586 : index to i64
        %c16_i64_587 = arith.constant 16 : i64
        %777 = arith.remsi %776, %c16_i64_587 : i64
        %c7_i64_588 = arith.constant 7 : i64
        %778 = arith.addi %145, %c7_i64_588 : i64
        %c16_i64_589 = arith.constant 16 : i64
        %779 = arith.muli %778, %c16_i64_589 : i64
        %780 = arith.addi %777, %779 : i64
        %781 = llvm.getelementptr %132[%780] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %726, %781 : f32, !llvm.ptr<1>
        %thread_id_x_590 = gpu.thread_id  x
        %782 = arith.index_cast %thread_id_x_590 : index to i64
        %c16_i64_591 = arith.constant 16 : i64
        %783 = arith.remsi %782, %c16_i64_591 : i64
        %c8_i64_592 = arith.constant 8 : i64
        %784 = arith.addi %145, %c8_i64_592 : i64
        %c16_i64_593 = arith.constant 16 : i64
        %785 = arith.muli %784, %c16_i64_593 : i64
        %786 = arith.addi %783, %785 : i64
        %787 = llvm.getelementptr %132[%786] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %727, %787 : f32, !llvm.ptr<1>
        %thread_id_x_594 = gpu.thread_id  x
        %788 = arith.index_cast %thread_id_x_594 : index to i64
        %c16_i64_595 = arith.constant 16 : i64
        %789 = arith.remsi %788, %c16_i64_595 : i64
        %c9_i64_596 = arith.constant 9 : i64
        %790 = arith.addi %145, %c9_i64_596 : i64
        %c16_i64_597 = arith.constant 16 : i64
        %791 = arith.muli %790, %c16_i64_597 : i64
        %792 = arith.addi %789, %791 : i64
        %793 = llvm.getelementptr %132[%792] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %728, %793 : f32, !llvm.ptr<1>
        %thread_id_x_598 = gpu.thread_id  x
        %794 = arith.index_cast %thread_id_x_598 : index to i64
        %c16_i64_599 = arith.constant 16 : i64
        %795 = arith.remsi %794, %c16_i64_599 : i64
        %c10_i64_600 = arith.constant 10 : i64
        %796 = arith.addi %145, %c10_i64_600 : i64
        %c16_i64_601 = arith.constant 16 : i64
        %797 = arith.muli %796, %c16_i64_601 : i64
        %798 = arith.addi %795, %797 : i64
        %799 = llvm.getelementptr %132[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %729, %799 : f32, !llvm.ptr<1>
        %thread_id_x_602 = gpu.thread_id  x
        %800 = arith.index_cast %thread_id_x_602 : index to i64
        %c16_i64_603 = arith.constant 16 : i64
        %801 = arith.remsi %800, %c16_i64_603 : i64
        %c11_i64_604 = arith.constant 11 : i64
        %802 = arith.addi %145, %c11_i64_604 : i64
        %c16_i64_605 = arith.constant 16 : i64
        %803 = arith.muli %802, %c16_i64_605 : i64
        %804 = arith.addi %801, %803 : i64
        %805 = llvm.getelementptr %132[%804] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %730, %805 : f32, !llvm.ptr<1>
        %thread_id_x_606 = gpu.thread_id  x
        %806 = arith.index_cast %thread_id_x_606 : index to i64
        %c16_i64_607 = arith.constant 16 : i64
        %807 = arith.remsi %806, %c16_i64_607 : i64
        %c12_i64_608 = arith.constant 12 : i64
        %808 = arith.addi %145, %c12_i64_608 : i64
        %c16_i64_609 = arith.constant 16 : i64
        %809 = arith.muli %808, %c16_i64_609 : i64
        %810 = arith.addi %807, %809 : i64
        %811 = llvm.getelementptr %132[%810] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %731, %811 : f32, !llvm.ptr<1>
        %thread_id_x_610 = gpu.thread_id  x
        %812 = arith.index_cast %thread_id_x_610 : index to i64
        %c16_i64_611 = arith.constant 16 : i64
        %813 = arith.remsi %812, %c16_i64_611 : i64
        %c13_i64_612 = arith.constant 13 : i64
        %814 = arith.addi %145, %c13_i64_612 : i64
        %c16_i64_613 = arith.constant 16 : i64
        %815 = arith.muli %814, %c16_i64_613 : i64
        %816 = arith.addi %813, %815 : i64
        %817 = llvm.getelementptr %132[%816] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %732, %817 : f32, !llvm.ptr<1>
        %thread_id_x_614 = gpu.thread_id  x
        %818 = arith.index_cast %thread_id_x_614 : index to i64
        %c16_i64_615 = arith.constant 16 : i64
        %819 = arith.remsi %818, %c16_i64_615 : i64
        %c14_i64_616 = arith.constant 14 : i64
        %820 = arith.addi %145, %c14_i64_616 : i64
        %c16_i64_617 = arith.constant 16 : i64
        %821 = arith.muli %820, %c16_i64_617 : i64
        %822 = arith.addi %819, %821 : i64
        %823 = llvm.getelementptr %132[%822] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %733, %823 : f32, !llvm.ptr<1>
        %thread_id_x_618 = gpu.thread_id  x
        %824 = arith.index_cast %thread_id_x_618 : index to i64
        %c16_i64_619 = arith.constant 16 : i64
        %825 = arith.remsi %824, %c16_i64_619 : i64
        %c15_i64_620 = arith.constant 15 : i64
        %826 = arith.addi %145, %c15_i64_620 : i64
        %c16_i64_621 = arith.constant 16 : i64
        %827 = arith.muli %826, %c16_i64_621 : i64
        %828 = arith.addi %825, %827 : i64
        %829 = llvm.getelementptr %132[%828] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %734, %829 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
