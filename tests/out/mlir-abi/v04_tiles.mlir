module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tiles(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(70 : i64) : i64
      %3 = llvm.mlir.constant(40 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(70 : i64) : i64
      %6 = llvm.mlir.constant(2800 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<70x40x?xf32, strided<[1, 70, 2800]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(70 : i64) : i64
      %20 = llvm.mlir.constant(40 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(70 : i64) : i64
      %23 = llvm.mlir.constant(2800 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<70x40x?xf32, strided<[1, 70, 2800]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(96 : i64) : i64
      %37 = llvm.mlir.constant(24 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(96 : i64) : i64
      %40 = llvm.mlir.constant(2304 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<96x24x?xf32, strided<[1, 96, 2304]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(24 : i64) : i64
      %54 = llvm.mlir.constant(32 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(24 : i64) : i64
      %57 = llvm.mlir.constant(768 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x32x?xf32, strided<[1, 24, 768]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(96 : i64) : i64
      %71 = llvm.mlir.constant(32 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(96 : i64) : i64
      %74 = llvm.mlir.constant(3072 : i64) : i64
      %75 = llvm.insertvalue %arg8, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg8, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<96x32x?xf32, strided<[1, 96, 3072]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> index
      %85 = arith.index_cast %intptr : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> index
      %88 = arith.index_cast %intptr_4 : index to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<1>
      %90 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<96x24x?xf32, strided<[1, 96, 2304]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<96x24x?xf32, strided<[1, 96, 2304]>, 1> -> index
      %91 = arith.index_cast %intptr_9 : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<24x32x?xf32, strided<[1, 24, 768]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<24x32x?xf32, strided<[1, 24, 768]>, 1> -> index
      %94 = arith.index_cast %intptr_14 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %96 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<96x32x?xf32, strided<[1, 96, 3072]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<96x32x?xf32, strided<[1, 96, 3072]>, 1> -> index
      %97 = arith.index_cast %intptr_19 : index to i64
      %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<1>
      %99 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
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
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f32>
      %alloca_92 = memref.alloca() : memref<f32>
      %alloca_93 = memref.alloca() : memref<f32>
      %alloca_94 = memref.alloca() : memref<f32>
      %alloca_95 = memref.alloca() : memref<f32>
      %alloca_96 = memref.alloca() : memref<f32>
      %alloca_97 = memref.alloca() : memref<f32>
      %alloca_98 = memref.alloca() : memref<f32>
      %alloca_99 = memref.alloca() : memref<f32>
      %alloca_100 = memref.alloca() : memref<f32>
      %alloca_101 = memref.alloca() : memref<f32>
      %alloca_102 = memref.alloca() : memref<f32>
      %alloca_103 = memref.alloca() : memref<f32>
      %alloca_104 = memref.alloca() : memref<f32>
      %alloca_105 = memref.alloca() : memref<f32>
      %alloca_106 = memref.alloca() : memref<f32>
      %alloca_107 = memref.alloca() : memref<f32>
      %alloca_108 = memref.alloca() : memref<f32>
      %alloca_109 = memref.alloca() : memref<f32>
      %alloca_110 = memref.alloca() : memref<f32>
      %alloca_111 = memref.alloca() : memref<f32>
      %alloca_112 = memref.alloca() : memref<f32>
      %alloca_113 = memref.alloca() : memref<f32>
      %alloca_114 = memref.alloca() : memref<f32>
      %alloca_115 = memref.alloca() : memref<f32>
      %alloca_116 = memref.alloca() : memref<f32>
      %alloca_117 = memref.alloca() : memref<f32>
      %alloca_118 = memref.alloca() : memref<f32>
      %alloca_119 = memref.alloca() : memref<f32>
      %alloca_120 = memref.alloca() : memref<f32>
      %alloca_121 = memref.alloca() : memref<f32>
      %alloca_122 = memref.alloca() : memref<f32>
      %alloca_123 = memref.alloca() : memref<f32>
      %alloca_124 = memref.alloca() : memref<f32>
      %alloca_125 = memref.alloca() : memref<f32>
      %alloca_126 = memref.alloca() : memref<f32>
      %alloca_127 = memref.alloca() : memref<f32>
      %alloca_128 = memref.alloca() : memref<f32>
      %alloca_129 = memref.alloca() : memref<f32>
      %alloca_130 = memref.alloca() : memref<f32>
      %alloca_131 = memref.alloca() : memref<f32>
      %alloca_132 = memref.alloca() : memref<f32>
      %alloca_133 = memref.alloca() : memref<f32>
      %alloca_134 = memref.alloca() : memref<f32>
      %alloca_135 = memref.alloca() : memref<f32>
      %alloca_136 = memref.alloca() : memref<f32>
      %alloca_137 = memref.alloca() : memref<f32>
      %alloca_138 = memref.alloca() : memref<f32>
      %alloca_139 = memref.alloca() : memref<f32>
      %alloca_140 = memref.alloca() : memref<f32>
      %alloca_141 = memref.alloca() : memref<f32>
      %alloca_142 = memref.alloca() : memref<f32>
      %alloca_143 = memref.alloca() : memref<f32>
      %alloca_144 = memref.alloca() : memref<f32>
      %alloca_145 = memref.alloca() : memref<f32>
      %alloca_146 = memref.alloca() : memref<f32>
      %alloca_147 = memref.alloca() : memref<f32>
      %alloca_148 = memref.alloca() : memref<f32>
      %alloca_149 = memref.alloca() : memref<f32>
      %alloca_150 = memref.alloca() : memref<f32>
      %alloca_151 = memref.alloca() : memref<f32>
      %alloca_152 = memref.alloca() : memref<f32>
      %alloca_153 = memref.alloca() : memref<f32>
      %alloca_154 = memref.alloca() : memref<f32>
      %alloca_155 = memref.alloca() : memref<f32>
      %alloca_156 = memref.alloca() : memref<f32>
      %alloca_157 = memref.alloca() : memref<f32>
      %alloca_158 = memref.alloca() : memref<f32>
      %alloca_159 = memref.alloca() : memref<f32>
      %alloca_160 = memref.alloca() : memref<f32>
      %alloca_161 = memref.alloca() : memref<f32>
      %alloca_162 = memref.alloca() : memref<f32>
      %alloca_163 = memref.alloca() : memref<f32>
      %alloca_164 = memref.alloca() : memref<f32>
      %alloca_165 = memref.alloca() : memref<f32>
      %alloca_166 = memref.alloca() : memref<f32>
      %alloca_167 = memref.alloca() : memref<f32>
      %alloca_168 = memref.alloca() : memref<f32>
      %alloca_169 = memref.alloca() : memref<f32>
      %alloca_170 = memref.alloca() : memref<f32>
      %alloca_171 = memref.alloca() : memref<f32>
      %alloca_172 = memref.alloca() : memref<f32>
      %alloca_173 = memref.alloca() : memref<f32>
      %alloca_174 = memref.alloca() : memref<f32>
      %alloca_175 = memref.alloca() : memref<f32>
      %alloca_176 = memref.alloca() : memref<f32>
      %alloca_177 = memref.alloca() : memref<f32>
      %alloca_178 = memref.alloca() : memref<f32>
      %alloca_179 = memref.alloca() : memref<f32>
      %alloca_180 = memref.alloca() : memref<f32>
      %alloca_181 = memref.alloca() : memref<f32>
      %alloca_182 = memref.alloca() : memref<f32>
      %alloca_183 = memref.alloca() : memref<f32>
      %alloca_184 = memref.alloca() : memref<f32>
      %alloca_185 = memref.alloca() : memref<f32>
      %alloca_186 = memref.alloca() : memref<f32>
      %alloca_187 = memref.alloca() : memref<f32>
      %alloca_188 = memref.alloca() : memref<f32>
      %alloca_189 = memref.alloca() : memref<f32>
      %alloca_190 = memref.alloca() : memref<f32>
      %alloca_191 = memref.alloca() : memref<f32>
      %alloca_192 = memref.alloca() : memref<f32>
      %alloca_193 = memref.alloca() : memref<f32>
      %alloca_194 = memref.alloca() : memref<f32>
      %alloca_195 = memref.alloca() : memref<f32>
      %alloca_196 = memref.alloca() : memref<f32>
      %alloca_197 = memref.alloca() : memref<f32>
      %alloca_198 = memref.alloca() : memref<f32>
      %alloca_199 = memref.alloca() : memref<f32>
      %alloca_200 = memref.alloca() : memref<f32>
      %alloca_201 = memref.alloca() : memref<f32>
      %alloca_202 = memref.alloca() : memref<f32>
      %alloca_203 = memref.alloca() : memref<f32>
      %alloca_204 = memref.alloca() : memref<f32>
      %alloca_205 = memref.alloca() : memref<f32>
      %alloca_206 = memref.alloca() : memref<f32>
      %alloca_207 = memref.alloca() : memref<f32>
      %alloca_208 = memref.alloca() : memref<f32>
      %alloca_209 = memref.alloca() : memref<f32>
      %alloca_210 = memref.alloca() : memref<f32>
      %alloca_211 = memref.alloca() : memref<f32>
      %alloca_212 = memref.alloca() : memref<f32>
      %alloca_213 = memref.alloca() : memref<f32>
      %alloca_214 = memref.alloca() : memref<f32>
      %alloca_215 = memref.alloca() : memref<f32>
      %alloca_216 = memref.alloca() : memref<f32>
      %alloca_217 = memref.alloca() : memref<f32>
      %alloca_218 = memref.alloca() : memref<f32>
      %alloca_219 = memref.alloca() : memref<f32>
      %alloca_220 = memref.alloca() : memref<f32>
      %alloca_221 = memref.alloca() : memref<f32>
      %alloca_222 = memref.alloca() : memref<f32>
      %alloca_223 = memref.alloca() : memref<f32>
      %alloca_224 = memref.alloca() : memref<f32>
      %alloca_225 = memref.alloca() : memref<f32>
      %alloca_226 = memref.alloca() : memref<f32>
      %alloca_227 = memref.alloca() : memref<f32>
      %alloca_228 = memref.alloca() : memref<f32>
      %alloca_229 = memref.alloca() : memref<f32>
      %alloca_230 = memref.alloca() : memref<f32>
      %alloca_231 = memref.alloca() : memref<f32>
      %alloca_232 = memref.alloca() : memref<f32>
      %alloca_233 = memref.alloca() : memref<f32>
      %alloca_234 = memref.alloca() : memref<f32>
      %alloca_235 = memref.alloca() : memref<f32>
      %alloca_236 = memref.alloca() : memref<f32>
      %alloca_237 = memref.alloca() : memref<f32>
      %alloca_238 = memref.alloca() : memref<f32>
      %alloca_239 = memref.alloca() : memref<f32>
      %alloca_240 = memref.alloca() : memref<f32>
      %alloca_241 = memref.alloca() : memref<f32>
      %alloca_242 = memref.alloca() : memref<f32>
      %alloca_243 = memref.alloca() : memref<f32>
      %alloca_244 = memref.alloca() : memref<f32>
      %alloca_245 = memref.alloca() : memref<f32>
      %alloca_246 = memref.alloca() : memref<f32>
      %alloca_247 = memref.alloca() : memref<f32>
      %alloca_248 = memref.alloca() : memref<f32>
      %alloca_249 = memref.alloca() : memref<f32>
      %alloca_250 = memref.alloca() : memref<f32>
      %alloca_251 = memref.alloca() : memref<f32>
      %alloca_252 = memref.alloca() : memref<f32>
      %alloca_253 = memref.alloca() : memref<f32>
      %alloca_254 = memref.alloca() : memref<f32>
      %alloca_255 = memref.alloca() : memref<f32>
      %alloca_256 = memref.alloca() : memref<f32>
      %alloca_257 = memref.alloca() : memref<f32>
      %alloca_258 = memref.alloca() : memref<f32>
      %alloca_259 = memref.alloca() : memref<f32>
      %alloca_260 = memref.alloca() : memref<f32>
      %alloca_261 = memref.alloca() : memref<f32>
      %alloca_262 = memref.alloca() : memref<f32>
      %alloca_263 = memref.alloca() : memref<f32>
      %alloca_264 = memref.alloca() : memref<f32>
      %alloca_265 = memref.alloca() : memref<f32>
      %alloca_266 = memref.alloca() : memref<f32>
      %alloca_267 = memref.alloca() : memref<f32>
      %alloca_268 = memref.alloca() : memref<f32>
      %alloca_269 = memref.alloca() : memref<f32>
      %alloca_270 = memref.alloca() : memref<f32>
      %alloca_271 = memref.alloca() : memref<f32>
      %alloca_272 = memref.alloca() : memref<f32>
      %alloca_273 = memref.alloca() : memref<f32>
      %alloca_274 = memref.alloca() : memref<f32>
      %alloca_275 = memref.alloca() : memref<f32>
      %alloca_276 = memref.alloca() : memref<f32>
      %alloca_277 = memref.alloca() : memref<f32>
      %alloca_278 = memref.alloca() : memref<f32>
      %alloca_279 = memref.alloca() : memref<f32>
      %alloca_280 = memref.alloca() : memref<f32>
      %alloca_281 = memref.alloca() : memref<f32>
      %alloca_282 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %100 = arith.index_cast %block_id_x : index to i64
      %c2800_i64 = arith.constant 2800 : i64
      %101 = arith.muli %100, %c2800_i64 : i64
      %102 = llvm.getelementptr %86[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2800_i64_283 = arith.constant 2800 : i64
      %103 = arith.muli %100, %c2800_i64_283 : i64
      %104 = llvm.getelementptr %89[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2304_i64 = arith.constant 2304 : i64
      %105 = arith.muli %100, %c2304_i64 : i64
      %106 = llvm.getelementptr %92[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c768_i64 = arith.constant 768 : i64
      %107 = arith.muli %100, %c768_i64 : i64
      %108 = llvm.getelementptr %95[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3072_i64 = arith.constant 3072 : i64
      %109 = arith.muli %100, %c3072_i64 : i64
      %110 = llvm.getelementptr %98[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %112 = arith.divsi %111, %c16_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %thread_id_y = gpu.thread_id  y
      %113 = arith.index_cast %thread_id_y : index to i64
      %114 = arith.muli %c2_i64, %113 : i64
      %115 = arith.addi %112, %114 : i64
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c4_i64 = arith.constant 4 : i64
      scf.for %arg10 = %c0_i64 to %c9_i64 step %c4_i64  : i64 {
        %121 = arith.addi %arg10, %115 : i64
        %c9_i64_290 = arith.constant 9 : i64
        %122 = arith.cmpi slt, %121, %c9_i64_290 : i64
        scf.if %122 {
          %c3_i64 = arith.constant 3 : i64
          %123 = arith.divsi %121, %c3_i64 : i64
          %c3_i64_291 = arith.constant 3 : i64
          %124 = arith.remsi %121, %c3_i64_291 : i64
          %c32_i64 = arith.constant 32 : i64
          %125 = arith.muli %124, %c32_i64 : i64
          %c32_i64_292 = arith.constant 32 : i64
          %c70_i64 = arith.constant 70 : i64
          %126 = arith.subi %c70_i64, %125 : i64
          %127 = arith.minsi %c32_i64_292, %126 : i64
          %c3_i64_293 = arith.constant 3 : i64
          %128 = arith.divsi %123, %c3_i64_293 : i64
          %c3_i64_294 = arith.constant 3 : i64
          %129 = arith.remsi %123, %c3_i64_294 : i64
          %c16_i64_295 = arith.constant 16 : i64
          %130 = arith.muli %129, %c16_i64_295 : i64
          %c16_i64_296 = arith.constant 16 : i64
          %c40_i64 = arith.constant 40 : i64
          %131 = arith.subi %c40_i64, %130 : i64
          %132 = arith.minsi %c16_i64_296, %131 : i64
          %thread_id_x_297 = gpu.thread_id  x
          %133 = arith.index_cast %thread_id_x_297 : index to i64
          %c16_i64_298 = arith.constant 16 : i64
          %134 = arith.remsi %133, %c16_i64_298 : i64
          %135 = arith.addi %125, %134 : i64
          %cst = arith.constant 0.000000e+00 : f32
          memref.store %cst, %alloca[] : memref<f32>
          %c0_i64_299 = arith.constant 0 : i64
          %136 = arith.cmpi sge, %135, %c0_i64_299 : i64
          %c70_i64_300 = arith.constant 70 : i64
          %137 = arith.cmpi slt, %135, %c70_i64_300 : i64
          %138 = arith.andi %136, %137 : i1
          %c0_i64_301 = arith.constant 0 : i64
          %139 = arith.cmpi sge, %130, %c0_i64_301 : i64
          %c40_i64_302 = arith.constant 40 : i64
          %140 = arith.cmpi slt, %130, %c40_i64_302 : i64
          %141 = arith.andi %139, %140 : i1
          %142 = arith.andi %138, %141 : i1
          scf.if %142 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %130, %c70_i64_906 : i64
            %1074 = arith.addi %135, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca[] : memref<f32>
          }
          %thread_id_x_303 = gpu.thread_id  x
          %143 = arith.index_cast %thread_id_x_303 : index to i64
          %c16_i64_304 = arith.constant 16 : i64
          %144 = arith.remsi %143, %c16_i64_304 : i64
          %145 = arith.addi %125, %144 : i64
          %c1_i64 = arith.constant 1 : i64
          %146 = arith.addi %130, %c1_i64 : i64
          %cst_305 = arith.constant 0.000000e+00 : f32
          memref.store %cst_305, %alloca_20[] : memref<f32>
          %c0_i64_306 = arith.constant 0 : i64
          %147 = arith.cmpi sge, %145, %c0_i64_306 : i64
          %c70_i64_307 = arith.constant 70 : i64
          %148 = arith.cmpi slt, %145, %c70_i64_307 : i64
          %149 = arith.andi %147, %148 : i1
          %c0_i64_308 = arith.constant 0 : i64
          %150 = arith.cmpi sge, %146, %c0_i64_308 : i64
          %c40_i64_309 = arith.constant 40 : i64
          %151 = arith.cmpi slt, %146, %c40_i64_309 : i64
          %152 = arith.andi %150, %151 : i1
          %153 = arith.andi %149, %152 : i1
          scf.if %153 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %146, %c70_i64_906 : i64
            %1074 = arith.addi %145, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_20[] : memref<f32>
          }
          %thread_id_x_310 = gpu.thread_id  x
          %154 = arith.index_cast %thread_id_x_310 : index to i64
          %c16_i64_311 = arith.constant 16 : i64
          %155 = arith.remsi %154, %c16_i64_311 : i64
          %156 = arith.addi %125, %155 : i64
          %c2_i64_312 = arith.constant 2 : i64
          %157 = arith.addi %130, %c2_i64_312 : i64
          %cst_313 = arith.constant 0.000000e+00 : f32
          memref.store %cst_313, %alloca_21[] : memref<f32>
          %c0_i64_314 = arith.constant 0 : i64
          %158 = arith.cmpi sge, %156, %c0_i64_314 : i64
          %c70_i64_315 = arith.constant 70 : i64
          %159 = arith.cmpi slt, %156, %c70_i64_315 : i64
          %160 = arith.andi %158, %159 : i1
          %c0_i64_316 = arith.constant 0 : i64
          %161 = arith.cmpi sge, %157, %c0_i64_316 : i64
          %c40_i64_317 = arith.constant 40 : i64
          %162 = arith.cmpi slt, %157, %c40_i64_317 : i64
          %163 = arith.andi %161, %162 : i1
          %164 = arith.andi %160, %163 : i1
          scf.if %164 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %157, %c70_i64_906 : i64
            %1074 = arith.addi %156, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_21[] : memref<f32>
          }
          %thread_id_x_318 = gpu.thread_id  x
          %165 = arith.index_cast %thread_id_x_318 : index to i64
          %c16_i64_319 = arith.constant 16 : i64
          %166 = arith.remsi %165, %c16_i64_319 : i64
          %167 = arith.addi %125, %166 : i64
          %c3_i64_320 = arith.constant 3 : i64
          %168 = arith.addi %130, %c3_i64_320 : i64
          %cst_321 = arith.constant 0.000000e+00 : f32
          memref.store %cst_321, %alloca_22[] : memref<f32>
          %c0_i64_322 = arith.constant 0 : i64
          %169 = arith.cmpi sge, %167, %c0_i64_322 : i64
          %c70_i64_323 = arith.constant 70 : i64
          %170 = arith.cmpi slt, %167, %c70_i64_323 : i64
          %171 = arith.andi %169, %170 : i1
          %c0_i64_324 = arith.constant 0 : i64
          %172 = arith.cmpi sge, %168, %c0_i64_324 : i64
          %c40_i64_325 = arith.constant 40 : i64
          %173 = arith.cmpi slt, %168, %c40_i64_325 : i64
          %174 = arith.andi %172, %173 : i1
          %175 = arith.andi %171, %174 : i1
          scf.if %175 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %168, %c70_i64_906 : i64
            %1074 = arith.addi %167, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_22[] : memref<f32>
          }
          %thread_id_x_326 = gpu.thread_id  x
          %176 = arith.index_cast %thread_id_x_326 : index to i64
          %c16_i64_327 = arith.constant 16 : i64
          %177 = arith.remsi %176, %c16_i64_327 : i64
          %178 = arith.addi %125, %177 : i64
          %c4_i64_328 = arith.constant 4 : i64
          %179 = arith.addi %130, %c4_i64_328 : i64
          %cst_329 = arith.constant 0.000000e+00 : f32
          memref.store %cst_329, %alloca_23[] : memref<f32>
          %c0_i64_330 = arith.constant 0 : i64
          %180 = arith.cmpi sge, %178, %c0_i64_330 : i64
          %c70_i64_331 = arith.constant 70 : i64
          %181 = arith.cmpi slt, %178, %c70_i64_331 : i64
          %182 = arith.andi %180, %181 : i1
          %c0_i64_332 = arith.constant 0 : i64
          %183 = arith.cmpi sge, %179, %c0_i64_332 : i64
          %c40_i64_333 = arith.constant 40 : i64
          %184 = arith.cmpi slt, %179, %c40_i64_333 : i64
          %185 = arith.andi %183, %184 : i1
          %186 = arith.andi %182, %185 : i1
          scf.if %186 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %179, %c70_i64_906 : i64
            %1074 = arith.addi %178, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_23[] : memref<f32>
          }
          %thread_id_x_334 = gpu.thread_id  x
          %187 = arith.index_cast %thread_id_x_334 : index to i64
          %c16_i64_335 = arith.constant 16 : i64
          %188 = arith.remsi %187, %c16_i64_335 : i64
          %189 = arith.addi %125, %188 : i64
          %c5_i64 = arith.constant 5 : i64
          %190 = arith.addi %130, %c5_i64 : i64
          %cst_336 = arith.constant 0.000000e+00 : f32
          memref.store %cst_336, %alloca_24[] : memref<f32>
          %c0_i64_337 = arith.constant 0 : i64
          %191 = arith.cmpi sge, %189, %c0_i64_337 : i64
          %c70_i64_338 = arith.constant 70 : i64
          %192 = arith.cmpi slt, %189, %c70_i64_338 : i64
          %193 = arith.andi %191, %192 : i1
          %c0_i64_339 = arith.constant 0 : i64
          %194 = arith.cmpi sge, %190, %c0_i64_339 : i64
          %c40_i64_340 = arith.constant 40 : i64
          %195 = arith.cmpi slt, %190, %c40_i64_340 : i64
          %196 = arith.andi %194, %195 : i1
          %197 = arith.andi %193, %196 : i1
          scf.if %197 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %190, %c70_i64_906 : i64
            %1074 = arith.addi %189, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_24[] : memref<f32>
          }
          %thread_id_x_341 = gpu.thread_id  x
          %198 = arith.index_cast %thread_id_x_341 : index to i64
          %c16_i64_342 = arith.constant 16 : i64
          %199 = arith.remsi %198, %c16_i64_342 : i64
          %200 = arith.addi %125, %199 : i64
          %c6_i64_343 = arith.constant 6 : i64
          %201 = arith.addi %130, %c6_i64_343 : i64
          %cst_344 = arith.constant 0.000000e+00 : f32
          memref.store %cst_344, %alloca_25[] : memref<f32>
          %c0_i64_345 = arith.constant 0 : i64
          %202 = arith.cmpi sge, %200, %c0_i64_345 : i64
          %c70_i64_346 = arith.constant 70 : i64
          %203 = arith.cmpi slt, %200, %c70_i64_346 : i64
          %204 = arith.andi %202, %203 : i1
          %c0_i64_347 = arith.constant 0 : i64
          %205 = arith.cmpi sge, %201, %c0_i64_347 : i64
          %c40_i64_348 = arith.constant 40 : i64
          %206 = arith.cmpi slt, %201, %c40_i64_348 : i64
          %207 = arith.andi %205, %206 : i1
          %208 = arith.andi %204, %207 : i1
          scf.if %208 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %201, %c70_i64_906 : i64
            %1074 = arith.addi %200, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_25[] : memref<f32>
          }
          %thread_id_x_349 = gpu.thread_id  x
          %209 = arith.index_cast %thread_id_x_349 : index to i64
          %c16_i64_350 = arith.constant 16 : i64
          %210 = arith.remsi %209, %c16_i64_350 : i64
          %211 = arith.addi %125, %210 : i64
          %c7_i64 = arith.constant 7 : i64
          %212 = arith.addi %130, %c7_i64 : i64
          %cst_351 = arith.constant 0.000000e+00 : f32
          memref.store %cst_351, %alloca_26[] : memref<f32>
          %c0_i64_352 = arith.constant 0 : i64
          %213 = arith.cmpi sge, %211, %c0_i64_352 : i64
          %c70_i64_353 = arith.constant 70 : i64
          %214 = arith.cmpi slt, %211, %c70_i64_353 : i64
          %215 = arith.andi %213, %214 : i1
          %c0_i64_354 = arith.constant 0 : i64
          %216 = arith.cmpi sge, %212, %c0_i64_354 : i64
          %c40_i64_355 = arith.constant 40 : i64
          %217 = arith.cmpi slt, %212, %c40_i64_355 : i64
          %218 = arith.andi %216, %217 : i1
          %219 = arith.andi %215, %218 : i1
          scf.if %219 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %212, %c70_i64_906 : i64
            %1074 = arith.addi %211, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_26[] : memref<f32>
          }
          %thread_id_x_356 = gpu.thread_id  x
          %220 = arith.index_cast %thread_id_x_356 : index to i64
          %c16_i64_357 = arith.constant 16 : i64
          %221 = arith.remsi %220, %c16_i64_357 : i64
          %222 = arith.addi %125, %221 : i64
          %c8_i64 = arith.constant 8 : i64
          %223 = arith.addi %130, %c8_i64 : i64
          %cst_358 = arith.constant 0.000000e+00 : f32
          memref.store %cst_358, %alloca_27[] : memref<f32>
          %c0_i64_359 = arith.constant 0 : i64
          %224 = arith.cmpi sge, %222, %c0_i64_359 : i64
          %c70_i64_360 = arith.constant 70 : i64
          %225 = arith.cmpi slt, %222, %c70_i64_360 : i64
          %226 = arith.andi %224, %225 : i1
          %c0_i64_361 = arith.constant 0 : i64
          %227 = arith.cmpi sge, %223, %c0_i64_361 : i64
          %c40_i64_362 = arith.constant 40 : i64
          %228 = arith.cmpi slt, %223, %c40_i64_362 : i64
          %229 = arith.andi %227, %228 : i1
          %230 = arith.andi %226, %229 : i1
          scf.if %230 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %223, %c70_i64_906 : i64
            %1074 = arith.addi %222, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_27[] : memref<f32>
          }
          %thread_id_x_363 = gpu.thread_id  x
          %231 = arith.index_cast %thread_id_x_363 : index to i64
          %c16_i64_364 = arith.constant 16 : i64
          %232 = arith.remsi %231, %c16_i64_364 : i64
          %233 = arith.addi %125, %232 : i64
          %c9_i64_365 = arith.constant 9 : i64
          %234 = arith.addi %130, %c9_i64_365 : i64
          %cst_366 = arith.constant 0.000000e+00 : f32
          memref.store %cst_366, %alloca_28[] : memref<f32>
          %c0_i64_367 = arith.constant 0 : i64
          %235 = arith.cmpi sge, %233, %c0_i64_367 : i64
          %c70_i64_368 = arith.constant 70 : i64
          %236 = arith.cmpi slt, %233, %c70_i64_368 : i64
          %237 = arith.andi %235, %236 : i1
          %c0_i64_369 = arith.constant 0 : i64
          %238 = arith.cmpi sge, %234, %c0_i64_369 : i64
          %c40_i64_370 = arith.constant 40 : i64
          %239 = arith.cmpi slt, %234, %c40_i64_370 : i64
          %240 = arith.andi %238, %239 : i1
          %241 = arith.andi %237, %240 : i1
          scf.if %241 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %234, %c70_i64_906 : i64
            %1074 = arith.addi %233, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_28[] : memref<f32>
          }
          %thread_id_x_371 = gpu.thread_id  x
          %242 = arith.index_cast %thread_id_x_371 : index to i64
          %c16_i64_372 = arith.constant 16 : i64
          %243 = arith.remsi %242, %c16_i64_372 : i64
          %244 = arith.addi %125, %243 : i64
          %c10_i64 = arith.constant 10 : i64
          %245 = arith.addi %130, %c10_i64 : i64
          %cst_373 = arith.constant 0.000000e+00 : f32
          memref.store %cst_373, %alloca_29[] : memref<f32>
          %c0_i64_374 = arith.constant 0 : i64
          %246 = arith.cmpi sge, %244, %c0_i64_374 : i64
          %c70_i64_375 = arith.constant 70 : i64
          %247 = arith.cmpi slt, %244, %c70_i64_375 : i64
          %248 = arith.andi %246, %247 : i1
          %c0_i64_376 = arith.constant 0 : i64
          %249 = arith.cmpi sge, %245, %c0_i64_376 : i64
          %c40_i64_377 = arith.constant 40 : i64
          %250 = arith.cmpi slt, %245, %c40_i64_377 : i64
          %251 = arith.andi %249, %250 : i1
          %252 = arith.andi %248, %251 : i1
          scf.if %252 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %245, %c70_i64_906 : i64
            %1074 = arith.addi %244, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_29[] : memref<f32>
          }
          %thread_id_x_378 = gpu.thread_id  x
          %253 = arith.index_cast %thread_id_x_378 : index to i64
          %c16_i64_379 = arith.constant 16 : i64
          %254 = arith.remsi %253, %c16_i64_379 : i64
          %255 = arith.addi %125, %254 : i64
          %c11_i64 = arith.constant 11 : i64
          %256 = arith.addi %130, %c11_i64 : i64
          %cst_380 = arith.constant 0.000000e+00 : f32
          memref.store %cst_380, %alloca_30[] : memref<f32>
          %c0_i64_381 = arith.constant 0 : i64
          %257 = arith.cmpi sge, %255, %c0_i64_381 : i64
          %c70_i64_382 = arith.constant 70 : i64
          %258 = arith.cmpi slt, %255, %c70_i64_382 : i64
          %259 = arith.andi %257, %258 : i1
          %c0_i64_383 = arith.constant 0 : i64
          %260 = arith.cmpi sge, %256, %c0_i64_383 : i64
          %c40_i64_384 = arith.constant 40 : i64
          %261 = arith.cmpi slt, %256, %c40_i64_384 : i64
          %262 = arith.andi %260, %261 : i1
          %263 = arith.andi %259, %262 : i1
          scf.if %263 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %256, %c70_i64_906 : i64
            %1074 = arith.addi %255, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_30[] : memref<f32>
          }
          %thread_id_x_385 = gpu.thread_id  x
          %264 = arith.index_cast %thread_id_x_385 : index to i64
          %c16_i64_386 = arith.constant 16 : i64
          %265 = arith.remsi %264, %c16_i64_386 : i64
          %266 = arith.addi %125, %265 : i64
          %c12_i64 = arith.constant 12 : i64
          %267 = arith.addi %130, %c12_i64 : i64
          %cst_387 = arith.constant 0.000000e+00 : f32
          memref.store %cst_387, %alloca_31[] : memref<f32>
          %c0_i64_388 = arith.constant 0 : i64
          %268 = arith.cmpi sge, %266, %c0_i64_388 : i64
          %c70_i64_389 = arith.constant 70 : i64
          %269 = arith.cmpi slt, %266, %c70_i64_389 : i64
          %270 = arith.andi %268, %269 : i1
          %c0_i64_390 = arith.constant 0 : i64
          %271 = arith.cmpi sge, %267, %c0_i64_390 : i64
          %c40_i64_391 = arith.constant 40 : i64
          %272 = arith.cmpi slt, %267, %c40_i64_391 : i64
          %273 = arith.andi %271, %272 : i1
          %274 = arith.andi %270, %273 : i1
          scf.if %274 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %267, %c70_i64_906 : i64
            %1074 = arith.addi %266, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_31[] : memref<f32>
          }
          %thread_id_x_392 = gpu.thread_id  x
          %275 = arith.index_cast %thread_id_x_392 : index to i64
          %c16_i64_393 = arith.constant 16 : i64
          %276 = arith.remsi %275, %c16_i64_393 : i64
          %277 = arith.addi %125, %276 : i64
          %c13_i64 = arith.constant 13 : i64
          %278 = arith.addi %130, %c13_i64 : i64
          %cst_394 = arith.constant 0.000000e+00 : f32
          memref.store %cst_394, %alloca_32[] : memref<f32>
          %c0_i64_395 = arith.constant 0 : i64
          %279 = arith.cmpi sge, %277, %c0_i64_395 : i64
          %c70_i64_396 = arith.constant 70 : i64
          %280 = arith.cmpi slt, %277, %c70_i64_396 : i64
          %281 = arith.andi %279, %280 : i1
          %c0_i64_397 = arith.constant 0 : i64
          %282 = arith.cmpi sge, %278, %c0_i64_397 : i64
          %c40_i64_398 = arith.constant 40 : i64
          %283 = arith.cmpi slt, %278, %c40_i64_398 : i64
          %284 = arith.andi %282, %283 : i1
          %285 = arith.andi %281, %284 : i1
          scf.if %285 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %278, %c70_i64_906 : i64
            %1074 = arith.addi %277, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_32[] : memref<f32>
          }
          %thread_id_x_399 = gpu.thread_id  x
          %286 = arith.index_cast %thread_id_x_399 : index to i64
          %c16_i64_400 = arith.constant 16 : i64
          %287 = arith.remsi %286, %c16_i64_400 : i64
          %288 = arith.addi %125, %287 : i64
          %c14_i64 = arith.constant 14 : i64
          %289 = arith.addi %130, %c14_i64 : i64
          %cst_401 = arith.constant 0.000000e+00 : f32
          memref.store %cst_401, %alloca_33[] : memref<f32>
          %c0_i64_402 = arith.constant 0 : i64
          %290 = arith.cmpi sge, %288, %c0_i64_402 : i64
          %c70_i64_403 = arith.constant 70 : i64
          %291 = arith.cmpi slt, %288, %c70_i64_403 : i64
          %292 = arith.andi %290, %291 : i1
          %c0_i64_404 = arith.constant 0 : i64
          %293 = arith.cmpi sge, %289, %c0_i64_404 : i64
          %c40_i64_405 = arith.constant 40 : i64
          %294 = arith.cmpi slt, %289, %c40_i64_405 : i64
          %295 = arith.andi %293, %294 : i1
          %296 = arith.andi %292, %295 : i1
          scf.if %296 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %289, %c70_i64_906 : i64
            %1074 = arith.addi %288, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_33[] : memref<f32>
          }
          %thread_id_x_406 = gpu.thread_id  x
          %297 = arith.index_cast %thread_id_x_406 : index to i64
          %c16_i64_407 = arith.constant 16 : i64
          %298 = arith.remsi %297, %c16_i64_407 : i64
          %299 = arith.addi %125, %298 : i64
          %c15_i64 = arith.constant 15 : i64
          %300 = arith.addi %130, %c15_i64 : i64
          %cst_408 = arith.constant 0.000000e+00 : f32
          memref.store %cst_408, %alloca_34[] : memref<f32>
          %c0_i64_409 = arith.constant 0 : i64
          %301 = arith.cmpi sge, %299, %c0_i64_409 : i64
          %c70_i64_410 = arith.constant 70 : i64
          %302 = arith.cmpi slt, %299, %c70_i64_410 : i64
          %303 = arith.andi %301, %302 : i1
          %c0_i64_411 = arith.constant 0 : i64
          %304 = arith.cmpi sge, %300, %c0_i64_411 : i64
          %c40_i64_412 = arith.constant 40 : i64
          %305 = arith.cmpi slt, %300, %c40_i64_412 : i64
          %306 = arith.andi %304, %305 : i1
          %307 = arith.andi %303, %306 : i1
          scf.if %307 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %300, %c70_i64_906 : i64
            %1074 = arith.addi %299, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_34[] : memref<f32>
          }
          %thread_id_x_413 = gpu.thread_id  x
          %308 = arith.index_cast %thread_id_x_413 : index to i64
          %c16_i64_414 = arith.constant 16 : i64
          %309 = arith.remsi %308, %c16_i64_414 : i64
          %c16_i64_415 = arith.constant 16 : i64
          %310 = arith.addi %309, %c16_i64_415 : i64
          %311 = arith.addi %125, %310 : i64
          %cst_416 = arith.constant 0.000000e+00 : f32
          memref.store %cst_416, %alloca_35[] : memref<f32>
          %c0_i64_417 = arith.constant 0 : i64
          %312 = arith.cmpi sge, %311, %c0_i64_417 : i64
          %c70_i64_418 = arith.constant 70 : i64
          %313 = arith.cmpi slt, %311, %c70_i64_418 : i64
          %314 = arith.andi %312, %313 : i1
          %c0_i64_419 = arith.constant 0 : i64
          %315 = arith.cmpi sge, %130, %c0_i64_419 : i64
          %c40_i64_420 = arith.constant 40 : i64
          %316 = arith.cmpi slt, %130, %c40_i64_420 : i64
          %317 = arith.andi %315, %316 : i1
          %318 = arith.andi %314, %317 : i1
          scf.if %318 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %130, %c70_i64_906 : i64
            %1074 = arith.addi %311, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_35[] : memref<f32>
          }
          %thread_id_x_421 = gpu.thread_id  x
          %319 = arith.index_cast %thread_id_x_421 : index to i64
          %c16_i64_422 = arith.constant 16 : i64
          %320 = arith.remsi %319, %c16_i64_422 : i64
          %c16_i64_423 = arith.constant 16 : i64
          %321 = arith.addi %320, %c16_i64_423 : i64
          %322 = arith.addi %125, %321 : i64
          %c1_i64_424 = arith.constant 1 : i64
          %323 = arith.addi %130, %c1_i64_424 : i64
          %cst_425 = arith.constant 0.000000e+00 : f32
          memref.store %cst_425, %alloca_36[] : memref<f32>
          %c0_i64_426 = arith.constant 0 : i64
          %324 = arith.cmpi sge, %322, %c0_i64_426 : i64
          %c70_i64_427 = arith.constant 70 : i64
          %325 = arith.cmpi slt, %322, %c70_i64_427 : i64
          %326 = arith.andi %324, %325 : i1
          %c0_i64_428 = arith.constant 0 : i64
          %327 = arith.cmpi sge, %323, %c0_i64_428 : i64
          %c40_i64_429 = arith.constant 40 : i64
          %328 = arith.cmpi slt, %323, %c40_i64_429 : i64
          %329 = arith.andi %327, %328 : i1
          %330 = arith.andi %326, %329 : i1
          scf.if %330 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %323, %c70_i64_906 : i64
            %1074 = arith.addi %322, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_36[] : memref<f32>
          }
          %thread_id_x_430 = gpu.thread_id  x
          %331 = arith.index_cast %thread_id_x_430 : index to i64
          %c16_i64_431 = arith.constant 16 : i64
          %332 = arith.remsi %331, %c16_i64_431 : i64
          %c16_i64_432 = arith.constant 16 : i64
          %333 = arith.addi %332, %c16_i64_432 : i64
          %334 = arith.addi %125, %333 : i64
          %c2_i64_433 = arith.constant 2 : i64
          %335 = arith.addi %130, %c2_i64_433 : i64
          %cst_434 = arith.constant 0.000000e+00 : f32
          memref.store %cst_434, %alloca_37[] : memref<f32>
          %c0_i64_435 = arith.constant 0 : i64
          %336 = arith.cmpi sge, %334, %c0_i64_435 : i64
          %c70_i64_436 = arith.constant 70 : i64
          %337 = arith.cmpi slt, %334, %c70_i64_436 : i64
          %338 = arith.andi %336, %337 : i1
          %c0_i64_437 = arith.constant 0 : i64
          %339 = arith.cmpi sge, %335, %c0_i64_437 : i64
          %c40_i64_438 = arith.constant 40 : i64
          %340 = arith.cmpi slt, %335, %c40_i64_438 : i64
          %341 = arith.andi %339, %340 : i1
          %342 = arith.andi %338, %341 : i1
          scf.if %342 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %335, %c70_i64_906 : i64
            %1074 = arith.addi %334, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_37[] : memref<f32>
          }
          %thread_id_x_439 = gpu.thread_id  x
          %343 = arith.index_cast %thread_id_x_439 : index to i64
          %c16_i64_440 = arith.constant 16 : i64
          %344 = arith.remsi %343, %c16_i64_440 : i64
          %c16_i64_441 = arith.constant 16 : i64
          %345 = arith.addi %344, %c16_i64_441 : i64
          %346 = arith.addi %125, %345 : i64
          %c3_i64_442 = arith.constant 3 : i64
          %347 = arith.addi %130, %c3_i64_442 : i64
          %cst_443 = arith.constant 0.000000e+00 : f32
          memref.store %cst_443, %alloca_38[] : memref<f32>
          %c0_i64_444 = arith.constant 0 : i64
          %348 = arith.cmpi sge, %346, %c0_i64_444 : i64
          %c70_i64_445 = arith.constant 70 : i64
          %349 = arith.cmpi slt, %346, %c70_i64_445 : i64
          %350 = arith.andi %348, %349 : i1
          %c0_i64_446 = arith.constant 0 : i64
          %351 = arith.cmpi sge, %347, %c0_i64_446 : i64
          %c40_i64_447 = arith.constant 40 : i64
          %352 = arith.cmpi slt, %347, %c40_i64_447 : i64
          %353 = arith.andi %351, %352 : i1
          %354 = arith.andi %350, %353 : i1
          scf.if %354 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %347, %c70_i64_906 : i64
            %1074 = arith.addi %346, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_38[] : memref<f32>
          }
          %thread_id_x_448 = gpu.thread_id  x
          %355 = arith.index_cast %thread_id_x_448 : index to i64
          %c16_i64_449 = arith.constant 16 : i64
          %356 = arith.remsi %355, %c16_i64_449 : i64
          %c16_i64_450 = arith.constant 16 : i64
          %357 = arith.addi %356, %c16_i64_450 : i64
          %358 = arith.addi %125, %357 : i64
          %c4_i64_451 = arith.constant 4 : i64
          %359 = arith.addi %130, %c4_i64_451 : i64
          %cst_452 = arith.constant 0.000000e+00 : f32
          memref.store %cst_452, %alloca_39[] : memref<f32>
          %c0_i64_453 = arith.constant 0 : i64
          %360 = arith.cmpi sge, %358, %c0_i64_453 : i64
          %c70_i64_454 = arith.constant 70 : i64
          %361 = arith.cmpi slt, %358, %c70_i64_454 : i64
          %362 = arith.andi %360, %361 : i1
          %c0_i64_455 = arith.constant 0 : i64
          %363 = arith.cmpi sge, %359, %c0_i64_455 : i64
          %c40_i64_456 = arith.constant 40 : i64
          %364 = arith.cmpi slt, %359, %c40_i64_456 : i64
          %365 = arith.andi %363, %364 : i1
          %366 = arith.andi %362, %365 : i1
          scf.if %366 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %359, %c70_i64_906 : i64
            %1074 = arith.addi %358, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_39[] : memref<f32>
          }
          %thread_id_x_457 = gpu.thread_id  x
          %367 = arith.index_cast %thread_id_x_457 : index to i64
          %c16_i64_458 = arith.constant 16 : i64
          %368 = arith.remsi %367, %c16_i64_458 : i64
          %c16_i64_459 = arith.constant 16 : i64
          %369 = arith.addi %368, %c16_i64_459 : i64
          %370 = arith.addi %125, %369 : i64
          %c5_i64_460 = arith.constant 5 : i64
          %371 = arith.addi %130, %c5_i64_460 : i64
          %cst_461 = arith.constant 0.000000e+00 : f32
          memref.store %cst_461, %alloca_40[] : memref<f32>
          %c0_i64_462 = arith.constant 0 : i64
          %372 = arith.cmpi sge, %370, %c0_i64_462 : i64
          %c70_i64_463 = arith.constant 70 : i64
          %373 = arith.cmpi slt, %370, %c70_i64_463 : i64
          %374 = arith.andi %372, %373 : i1
          %c0_i64_464 = arith.constant 0 : i64
          %375 = arith.cmpi sge, %371, %c0_i64_464 : i64
          %c40_i64_465 = arith.constant 40 : i64
          %376 = arith.cmpi slt, %371, %c40_i64_465 : i64
          %377 = arith.andi %375, %376 : i1
          %378 = arith.andi %374, %377 : i1
          scf.if %378 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %371, %c70_i64_906 : i64
            %1074 = arith.addi %370, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_40[] : memref<f32>
          }
          %thread_id_x_466 = gpu.thread_id  x
          %379 = arith.index_cast %thread_id_x_466 : index to i64
          %c16_i64_467 = arith.constant 16 : i64
          %380 = arith.remsi %379, %c16_i64_467 : i64
          %c16_i64_468 = arith.constant 16 : i64
          %381 = arith.addi %380, %c16_i64_468 : i64
          %382 = arith.addi %125, %381 : i64
          %c6_i64_469 = arith.constant 6 : i64
          %383 = arith.addi %130, %c6_i64_469 : i64
          %cst_470 = arith.constant 0.000000e+00 : f32
          memref.store %cst_470, %alloca_41[] : memref<f32>
          %c0_i64_471 = arith.constant 0 : i64
          %384 = arith.cmpi sge, %382, %c0_i64_471 : i64
          %c70_i64_472 = arith.constant 70 : i64
          %385 = arith.cmpi slt, %382, %c70_i64_472 : i64
          %386 = arith.andi %384, %385 : i1
          %c0_i64_473 = arith.constant 0 : i64
          %387 = arith.cmpi sge, %383, %c0_i64_473 : i64
          %c40_i64_474 = arith.constant 40 : i64
          %388 = arith.cmpi slt, %383, %c40_i64_474 : i64
          %389 = arith.andi %387, %388 : i1
          %390 = arith.andi %386, %389 : i1
          scf.if %390 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %383, %c70_i64_906 : i64
            %1074 = arith.addi %382, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_41[] : memref<f32>
          }
          %thread_id_x_475 = gpu.thread_id  x
          %391 = arith.index_cast %thread_id_x_475 : index to i64
          %c16_i64_476 = arith.constant 16 : i64
          %392 = arith.remsi %391, %c16_i64_476 : i64
          %c16_i64_477 = arith.constant 16 : i64
          %393 = arith.addi %392, %c16_i64_477 : i64
          %394 = arith.addi %125, %393 : i64
          %c7_i64_478 = arith.constant 7 : i64
          %395 = arith.addi %130, %c7_i64_478 : i64
          %cst_479 = arith.constant 0.000000e+00 : f32
          memref.store %cst_479, %alloca_42[] : memref<f32>
          %c0_i64_480 = arith.constant 0 : i64
          %396 = arith.cmpi sge, %394, %c0_i64_480 : i64
          %c70_i64_481 = arith.constant 70 : i64
          %397 = arith.cmpi slt, %394, %c70_i64_481 : i64
          %398 = arith.andi %396, %397 : i1
          %c0_i64_482 = arith.constant 0 : i64
          %399 = arith.cmpi sge, %395, %c0_i64_482 : i64
          %c40_i64_483 = arith.constant 40 : i64
          %400 = arith.cmpi slt, %395, %c40_i64_483 : i64
          %401 = arith.andi %399, %400 : i1
          %402 = arith.andi %398, %401 : i1
          scf.if %402 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %395, %c70_i64_906 : i64
            %1074 = arith.addi %394, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_42[] : memref<f32>
          }
          %thread_id_x_484 = gpu.thread_id  x
          %403 = arith.index_cast %thread_id_x_484 : index to i64
          %c16_i64_485 = arith.constant 16 : i64
          %404 = arith.remsi %403, %c16_i64_485 : i64
          %c16_i64_486 = arith.constant 16 : i64
          %405 = arith.addi %404, %c16_i64_486 : i64
          %406 = arith.addi %125, %405 : i64
          %c8_i64_487 = arith.constant 8 : i64
          %407 = arith.addi %130, %c8_i64_487 : i64
          %cst_488 = arith.constant 0.000000e+00 : f32
          memref.store %cst_488, %alloca_43[] : memref<f32>
          %c0_i64_489 = arith.constant 0 : i64
          %408 = arith.cmpi sge, %406, %c0_i64_489 : i64
          %c70_i64_490 = arith.constant 70 : i64
          %409 = arith.cmpi slt, %406, %c70_i64_490 : i64
          %410 = arith.andi %408, %409 : i1
          %c0_i64_491 = arith.constant 0 : i64
          %411 = arith.cmpi sge, %407, %c0_i64_491 : i64
          %c40_i64_492 = arith.constant 40 : i64
          %412 = arith.cmpi slt, %407, %c40_i64_492 : i64
          %413 = arith.andi %411, %412 : i1
          %414 = arith.andi %410, %413 : i1
          scf.if %414 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %407, %c70_i64_906 : i64
            %1074 = arith.addi %406, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_43[] : memref<f32>
          }
          %thread_id_x_493 = gpu.thread_id  x
          %415 = arith.index_cast %thread_id_x_493 : index to i64
          %c16_i64_494 = arith.constant 16 : i64
          %416 = arith.remsi %415, %c16_i64_494 : i64
          %c16_i64_495 = arith.constant 16 : i64
          %417 = arith.addi %416, %c16_i64_495 : i64
          %418 = arith.addi %125, %417 : i64
          %c9_i64_496 = arith.constant 9 : i64
          %419 = arith.addi %130, %c9_i64_496 : i64
          %cst_497 = arith.constant 0.000000e+00 : f32
          memref.store %cst_497, %alloca_44[] : memref<f32>
          %c0_i64_498 = arith.constant 0 : i64
          %420 = arith.cmpi sge, %418, %c0_i64_498 : i64
          %c70_i64_499 = arith.constant 70 : i64
          %421 = arith.cmpi slt, %418, %c70_i64_499 : i64
          %422 = arith.andi %420, %421 : i1
          %c0_i64_500 = arith.constant 0 : i64
          %423 = arith.cmpi sge, %419, %c0_i64_500 : i64
          %c40_i64_501 = arith.constant 40 : i64
          %424 = arith.cmpi slt, %419, %c40_i64_501 : i64
          %425 = arith.andi %423, %424 : i1
          %426 = arith.andi %422, %425 : i1
          scf.if %426 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %419, %c70_i64_906 : i64
            %1074 = arith.addi %418, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_44[] : memref<f32>
          }
          %thread_id_x_502 = gpu.thread_id  x
          %427 = arith.index_cast %thread_id_x_502 : index to i64
          %c16_i64_503 = arith.constant 16 : i64
          %428 = arith.remsi %427, %c16_i64_503 : i64
          %c16_i64_504 = arith.constant 16 : i64
          %429 = arith.addi %428, %c16_i64_504 : i64
          %430 = arith.addi %125, %429 : i64
          %c10_i64_505 = arith.constant 10 : i64
          %431 = arith.addi %130, %c10_i64_505 : i64
          %cst_506 = arith.constant 0.000000e+00 : f32
          memref.store %cst_506, %alloca_45[] : memref<f32>
          %c0_i64_507 = arith.constant 0 : i64
          %432 = arith.cmpi sge, %430, %c0_i64_507 : i64
          %c70_i64_508 = arith.constant 70 : i64
          %433 = arith.cmpi slt, %430, %c70_i64_508 : i64
          %434 = arith.andi %432, %433 : i1
          %c0_i64_509 = arith.constant 0 : i64
          %435 = arith.cmpi sge, %431, %c0_i64_509 : i64
          %c40_i64_510 = arith.constant 40 : i64
          %436 = arith.cmpi slt, %431, %c40_i64_510 : i64
          %437 = arith.andi %435, %436 : i1
          %438 = arith.andi %434, %437 : i1
          scf.if %438 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %431, %c70_i64_906 : i64
            %1074 = arith.addi %430, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_45[] : memref<f32>
          }
          %thread_id_x_511 = gpu.thread_id  x
          %439 = arith.index_cast %thread_id_x_511 : index to i64
          %c16_i64_512 = arith.constant 16 : i64
          %440 = arith.remsi %439, %c16_i64_512 : i64
          %c16_i64_513 = arith.constant 16 : i64
          %441 = arith.addi %440, %c16_i64_513 : i64
          %442 = arith.addi %125, %441 : i64
          %c11_i64_514 = arith.constant 11 : i64
          %443 = arith.addi %130, %c11_i64_514 : i64
          %cst_515 = arith.constant 0.000000e+00 : f32
          memref.store %cst_515, %alloca_46[] : memref<f32>
          %c0_i64_516 = arith.constant 0 : i64
          %444 = arith.cmpi sge, %442, %c0_i64_516 : i64
          %c70_i64_517 = arith.constant 70 : i64
          %445 = arith.cmpi slt, %442, %c70_i64_517 : i64
          %446 = arith.andi %444, %445 : i1
          %c0_i64_518 = arith.constant 0 : i64
          %447 = arith.cmpi sge, %443, %c0_i64_518 : i64
          %c40_i64_519 = arith.constant 40 : i64
          %448 = arith.cmpi slt, %443, %c40_i64_519 : i64
          %449 = arith.andi %447, %448 : i1
          %450 = arith.andi %446, %449 : i1
          scf.if %450 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %443, %c70_i64_906 : i64
            %1074 = arith.addi %442, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_46[] : memref<f32>
          }
          %thread_id_x_520 = gpu.thread_id  x
          %451 = arith.index_cast %thread_id_x_520 : index to i64
          %c16_i64_521 = arith.constant 16 : i64
          %452 = arith.remsi %451, %c16_i64_521 : i64
          %c16_i64_522 = arith.constant 16 : i64
          %453 = arith.addi %452, %c16_i64_522 : i64
          %454 = arith.addi %125, %453 : i64
          %c12_i64_523 = arith.constant 12 : i64
          %455 = arith.addi %130, %c12_i64_523 : i64
          %cst_524 = arith.constant 0.000000e+00 : f32
          memref.store %cst_524, %alloca_47[] : memref<f32>
          %c0_i64_525 = arith.constant 0 : i64
          %456 = arith.cmpi sge, %454, %c0_i64_525 : i64
          %c70_i64_526 = arith.constant 70 : i64
          %457 = arith.cmpi slt, %454, %c70_i64_526 : i64
          %458 = arith.andi %456, %457 : i1
          %c0_i64_527 = arith.constant 0 : i64
          %459 = arith.cmpi sge, %455, %c0_i64_527 : i64
          %c40_i64_528 = arith.constant 40 : i64
          %460 = arith.cmpi slt, %455, %c40_i64_528 : i64
          %461 = arith.andi %459, %460 : i1
          %462 = arith.andi %458, %461 : i1
          scf.if %462 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %455, %c70_i64_906 : i64
            %1074 = arith.addi %454, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_47[] : memref<f32>
          }
          %thread_id_x_529 = gpu.thread_id  x
          %463 = arith.index_cast %thread_id_x_529 : index to i64
          %c16_i64_530 = arith.constant 16 : i64
          %464 = arith.remsi %463, %c16_i64_530 : i64
          %c16_i64_531 = arith.constant 16 : i64
          %465 = arith.addi %464, %c16_i64_531 : i64
          %466 = arith.addi %125, %465 : i64
          %c13_i64_532 = arith.constant 13 : i64
          %467 = arith.addi %130, %c13_i64_532 : i64
          %cst_533 = arith.constant 0.000000e+00 : f32
          memref.store %cst_533, %alloca_48[] : memref<f32>
          %c0_i64_534 = arith.constant 0 : i64
          %468 = arith.cmpi sge, %466, %c0_i64_534 : i64
          %c70_i64_535 = arith.constant 70 : i64
          %469 = arith.cmpi slt, %466, %c70_i64_535 : i64
          %470 = arith.andi %468, %469 : i1
          %c0_i64_536 = arith.constant 0 : i64
          %471 = arith.cmpi sge, %467, %c0_i64_536 : i64
          %c40_i64_537 = arith.constant 40 : i64
          %472 = arith.cmpi slt, %467, %c40_i64_537 : i64
          %473 = arith.andi %471, %472 : i1
          %474 = arith.andi %470, %473 : i1
          scf.if %474 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %467, %c70_i64_906 : i64
            %1074 = arith.addi %466, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_48[] : memref<f32>
          }
          %thread_id_x_538 = gpu.thread_id  x
          %475 = arith.index_cast %thread_id_x_538 : index to i64
          %c16_i64_539 = arith.constant 16 : i64
          %476 = arith.remsi %475, %c16_i64_539 : i64
          %c16_i64_540 = arith.constant 16 : i64
          %477 = arith.addi %476, %c16_i64_540 : i64
          %478 = arith.addi %125, %477 : i64
          %c14_i64_541 = arith.constant 14 : i64
          %479 = arith.addi %130, %c14_i64_541 : i64
          %cst_542 = arith.constant 0.000000e+00 : f32
          memref.store %cst_542, %alloca_49[] : memref<f32>
          %c0_i64_543 = arith.constant 0 : i64
          %480 = arith.cmpi sge, %478, %c0_i64_543 : i64
          %c70_i64_544 = arith.constant 70 : i64
          %481 = arith.cmpi slt, %478, %c70_i64_544 : i64
          %482 = arith.andi %480, %481 : i1
          %c0_i64_545 = arith.constant 0 : i64
          %483 = arith.cmpi sge, %479, %c0_i64_545 : i64
          %c40_i64_546 = arith.constant 40 : i64
          %484 = arith.cmpi slt, %479, %c40_i64_546 : i64
          %485 = arith.andi %483, %484 : i1
          %486 = arith.andi %482, %485 : i1
          scf.if %486 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %479, %c70_i64_906 : i64
            %1074 = arith.addi %478, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_49[] : memref<f32>
          }
          %thread_id_x_547 = gpu.thread_id  x
          %487 = arith.index_cast %thread_id_x_547 : index to i64
          %c16_i64_548 = arith.constant 16 : i64
          %488 = arith.remsi %487, %c16_i64_548 : i64
          %c16_i64_549 = arith.constant 16 : i64
          %489 = arith.addi %488, %c16_i64_549 : i64
          %490 = arith.addi %125, %489 : i64
          %c15_i64_550 = arith.constant 15 : i64
          %491 = arith.addi %130, %c15_i64_550 : i64
          %cst_551 = arith.constant 0.000000e+00 : f32
          memref.store %cst_551, %alloca_50[] : memref<f32>
          %c0_i64_552 = arith.constant 0 : i64
          %492 = arith.cmpi sge, %490, %c0_i64_552 : i64
          %c70_i64_553 = arith.constant 70 : i64
          %493 = arith.cmpi slt, %490, %c70_i64_553 : i64
          %494 = arith.andi %492, %493 : i1
          %c0_i64_554 = arith.constant 0 : i64
          %495 = arith.cmpi sge, %491, %c0_i64_554 : i64
          %c40_i64_555 = arith.constant 40 : i64
          %496 = arith.cmpi slt, %491, %c40_i64_555 : i64
          %497 = arith.andi %495, %496 : i1
          %498 = arith.andi %494, %497 : i1
          scf.if %498 {
            %c70_i64_906 = arith.constant 70 : i64
            %1073 = arith.muli %491, %c70_i64_906 : i64
            %1074 = arith.addi %490, %1073 : i64
            %1075 = llvm.getelementptr %102[%1074] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1076 = llvm.load %1075 : !llvm.ptr<1> -> f32
            memref.store %1076, %alloca_50[] : memref<f32>
          }
          %thread_id_x_556 = gpu.thread_id  x
          %499 = arith.index_cast %thread_id_x_556 : index to i64
          %c16_i64_557 = arith.constant 16 : i64
          %500 = arith.remsi %499, %c16_i64_557 : i64
          %501 = arith.trunci %500 : i64 to i32
          %c0_i64_558 = arith.constant 0 : i64
          %502 = arith.trunci %c0_i64_558 : i64 to i32
          %503 = arith.cmpi sle, %501, %502 : i32
          scf.if %503 {
            %1073 = memref.load %alloca[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_52[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_52[] : memref<f32>
          }
          %504 = memref.load %alloca_52[] : memref<f32>
          memref.store %504, %alloca_51[] : memref<f32>
          %thread_id_x_559 = gpu.thread_id  x
          %505 = arith.index_cast %thread_id_x_559 : index to i64
          %c16_i64_560 = arith.constant 16 : i64
          %506 = arith.remsi %505, %c16_i64_560 : i64
          %507 = arith.trunci %506 : i64 to i32
          %c1_i64_561 = arith.constant 1 : i64
          %508 = arith.trunci %c1_i64_561 : i64 to i32
          %509 = arith.cmpi sle, %507, %508 : i32
          scf.if %509 {
            %1073 = memref.load %alloca_20[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_54[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_54[] : memref<f32>
          }
          %510 = memref.load %alloca_54[] : memref<f32>
          memref.store %510, %alloca_53[] : memref<f32>
          %thread_id_x_562 = gpu.thread_id  x
          %511 = arith.index_cast %thread_id_x_562 : index to i64
          %c16_i64_563 = arith.constant 16 : i64
          %512 = arith.remsi %511, %c16_i64_563 : i64
          %513 = arith.trunci %512 : i64 to i32
          %c2_i64_564 = arith.constant 2 : i64
          %514 = arith.trunci %c2_i64_564 : i64 to i32
          %515 = arith.cmpi sle, %513, %514 : i32
          scf.if %515 {
            %1073 = memref.load %alloca_21[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_56[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_56[] : memref<f32>
          }
          %516 = memref.load %alloca_56[] : memref<f32>
          memref.store %516, %alloca_55[] : memref<f32>
          %thread_id_x_565 = gpu.thread_id  x
          %517 = arith.index_cast %thread_id_x_565 : index to i64
          %c16_i64_566 = arith.constant 16 : i64
          %518 = arith.remsi %517, %c16_i64_566 : i64
          %519 = arith.trunci %518 : i64 to i32
          %c3_i64_567 = arith.constant 3 : i64
          %520 = arith.trunci %c3_i64_567 : i64 to i32
          %521 = arith.cmpi sle, %519, %520 : i32
          scf.if %521 {
            %1073 = memref.load %alloca_22[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_58[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_58[] : memref<f32>
          }
          %522 = memref.load %alloca_58[] : memref<f32>
          memref.store %522, %alloca_57[] : memref<f32>
          %thread_id_x_568 = gpu.thread_id  x
          %523 = arith.index_cast %thread_id_x_568 : index to i64
          %c16_i64_569 = arith.constant 16 : i64
          %524 = arith.remsi %523, %c16_i64_569 : i64
          %525 = arith.trunci %524 : i64 to i32
          %c4_i64_570 = arith.constant 4 : i64
          %526 = arith.trunci %c4_i64_570 : i64 to i32
          %527 = arith.cmpi sle, %525, %526 : i32
          scf.if %527 {
            %1073 = memref.load %alloca_23[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_60[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_60[] : memref<f32>
          }
          %528 = memref.load %alloca_60[] : memref<f32>
          memref.store %528, %alloca_59[] : memref<f32>
          %thread_id_x_571 = gpu.thread_id  x
          %529 = arith.index_cast %thread_id_x_571 : index to i64
          %c16_i64_572 = arith.constant 16 : i64
          %530 = arith.remsi %529, %c16_i64_572 : i64
          %531 = arith.trunci %530 : i64 to i32
          %c5_i64_573 = arith.constant 5 : i64
          %532 = arith.trunci %c5_i64_573 : i64 to i32
          %533 = arith.cmpi sle, %531, %532 : i32
          scf.if %533 {
            %1073 = memref.load %alloca_24[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_62[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_62[] : memref<f32>
          }
          %534 = memref.load %alloca_62[] : memref<f32>
          memref.store %534, %alloca_61[] : memref<f32>
          %thread_id_x_574 = gpu.thread_id  x
          %535 = arith.index_cast %thread_id_x_574 : index to i64
          %c16_i64_575 = arith.constant 16 : i64
          %536 = arith.remsi %535, %c16_i64_575 : i64
          %537 = arith.trunci %536 : i64 to i32
          %c6_i64_576 = arith.constant 6 : i64
          %538 = arith.trunci %c6_i64_576 : i64 to i32
          %539 = arith.cmpi sle, %537, %538 : i32
          scf.if %539 {
            %1073 = memref.load %alloca_25[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_64[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_64[] : memref<f32>
          }
          %540 = memref.load %alloca_64[] : memref<f32>
          memref.store %540, %alloca_63[] : memref<f32>
          %thread_id_x_577 = gpu.thread_id  x
          %541 = arith.index_cast %thread_id_x_577 : index to i64
          %c16_i64_578 = arith.constant 16 : i64
          %542 = arith.remsi %541, %c16_i64_578 : i64
          %543 = arith.trunci %542 : i64 to i32
          %c7_i64_579 = arith.constant 7 : i64
          %544 = arith.trunci %c7_i64_579 : i64 to i32
          %545 = arith.cmpi sle, %543, %544 : i32
          scf.if %545 {
            %1073 = memref.load %alloca_26[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_66[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_66[] : memref<f32>
          }
          %546 = memref.load %alloca_66[] : memref<f32>
          memref.store %546, %alloca_65[] : memref<f32>
          %thread_id_x_580 = gpu.thread_id  x
          %547 = arith.index_cast %thread_id_x_580 : index to i64
          %c16_i64_581 = arith.constant 16 : i64
          %548 = arith.remsi %547, %c16_i64_581 : i64
          %549 = arith.trunci %548 : i64 to i32
          %c8_i64_582 = arith.constant 8 : i64
          %550 = arith.trunci %c8_i64_582 : i64 to i32
          %551 = arith.cmpi sle, %549, %550 : i32
          scf.if %551 {
            %1073 = memref.load %alloca_27[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_68[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_68[] : memref<f32>
          }
          %552 = memref.load %alloca_68[] : memref<f32>
          memref.store %552, %alloca_67[] : memref<f32>
          %thread_id_x_583 = gpu.thread_id  x
          %553 = arith.index_cast %thread_id_x_583 : index to i64
          %c16_i64_584 = arith.constant 16 : i64
          %554 = arith.remsi %553, %c16_i64_584 : i64
          %555 = arith.trunci %554 : i64 to i32
          %c9_i64_585 = arith.constant 9 : i64
          %556 = arith.trunci %c9_i64_585 : i64 to i32
          %557 = arith.cmpi sle, %555, %556 : i32
          scf.if %557 {
            %1073 = memref.load %alloca_28[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_70[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_70[] : memref<f32>
          }
          %558 = memref.load %alloca_70[] : memref<f32>
          memref.store %558, %alloca_69[] : memref<f32>
          %thread_id_x_586 = gpu.thread_id  x
          %559 = arith.index_cast %thread_id_x_586 : index to i64
          %c16_i64_587 = arith.constant 16 : i64
          %560 = arith.remsi %559, %c16_i64_587 : i64
          %561 = arith.trunci %560 : i64 to i32
          %c10_i64_588 = arith.constant 10 : i64
          %562 = arith.trunci %c10_i64_588 : i64 to i32
          %563 = arith.cmpi sle, %561, %562 : i32
          scf.if %563 {
            %1073 = memref.load %alloca_29[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_72[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_72[] : memref<f32>
          }
          %564 = memref.load %alloca_72[] : memref<f32>
          memref.store %564, %alloca_71[] : memref<f32>
          %thread_id_x_589 = gpu.thread_id  x
          %565 = arith.index_cast %thread_id_x_589 : index to i64
          %c16_i64_590 = arith.constant 16 : i64
          %566 = arith.remsi %565, %c16_i64_590 : i64
          %567 = arith.trunci %566 : i64 to i32
          %c11_i64_591 = arith.constant 11 : i64
          %568 = arith.trunci %c11_i64_591 : i64 to i32
          %569 = arith.cmpi sle, %567, %568 : i32
          scf.if %569 {
            %1073 = memref.load %alloca_30[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_74[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_74[] : memref<f32>
          }
          %570 = memref.load %alloca_74[] : memref<f32>
          memref.store %570, %alloca_73[] : memref<f32>
          %thread_id_x_592 = gpu.thread_id  x
          %571 = arith.index_cast %thread_id_x_592 : index to i64
          %c16_i64_593 = arith.constant 16 : i64
          %572 = arith.remsi %571, %c16_i64_593 : i64
          %573 = arith.trunci %572 : i64 to i32
          %c12_i64_594 = arith.constant 12 : i64
          %574 = arith.trunci %c12_i64_594 : i64 to i32
          %575 = arith.cmpi sle, %573, %574 : i32
          scf.if %575 {
            %1073 = memref.load %alloca_31[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_76[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_76[] : memref<f32>
          }
          %576 = memref.load %alloca_76[] : memref<f32>
          memref.store %576, %alloca_75[] : memref<f32>
          %thread_id_x_595 = gpu.thread_id  x
          %577 = arith.index_cast %thread_id_x_595 : index to i64
          %c16_i64_596 = arith.constant 16 : i64
          %578 = arith.remsi %577, %c16_i64_596 : i64
          %579 = arith.trunci %578 : i64 to i32
          %c13_i64_597 = arith.constant 13 : i64
          %580 = arith.trunci %c13_i64_597 : i64 to i32
          %581 = arith.cmpi sle, %579, %580 : i32
          scf.if %581 {
            %1073 = memref.load %alloca_32[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_78[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_78[] : memref<f32>
          }
          %582 = memref.load %alloca_78[] : memref<f32>
          memref.store %582, %alloca_77[] : memref<f32>
          %thread_id_x_598 = gpu.thread_id  x
          %583 = arith.index_cast %thread_id_x_598 : index to i64
          %c16_i64_599 = arith.constant 16 : i64
          %584 = arith.remsi %583, %c16_i64_599 : i64
          %585 = arith.trunci %584 : i64 to i32
          %c14_i64_600 = arith.constant 14 : i64
          %586 = arith.trunci %c14_i64_600 : i64 to i32
          %587 = arith.cmpi sle, %585, %586 : i32
          scf.if %587 {
            %1073 = memref.load %alloca_33[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_80[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_80[] : memref<f32>
          }
          %588 = memref.load %alloca_80[] : memref<f32>
          memref.store %588, %alloca_79[] : memref<f32>
          %thread_id_x_601 = gpu.thread_id  x
          %589 = arith.index_cast %thread_id_x_601 : index to i64
          %c16_i64_602 = arith.constant 16 : i64
          %590 = arith.remsi %589, %c16_i64_602 : i64
          %591 = arith.trunci %590 : i64 to i32
          %c15_i64_603 = arith.constant 15 : i64
          %592 = arith.trunci %c15_i64_603 : i64 to i32
          %593 = arith.cmpi sle, %591, %592 : i32
          scf.if %593 {
            %1073 = memref.load %alloca_34[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_82[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_82[] : memref<f32>
          }
          %594 = memref.load %alloca_82[] : memref<f32>
          memref.store %594, %alloca_81[] : memref<f32>
          %thread_id_x_604 = gpu.thread_id  x
          %595 = arith.index_cast %thread_id_x_604 : index to i64
          %c16_i64_605 = arith.constant 16 : i64
          %596 = arith.remsi %595, %c16_i64_605 : i64
          %c16_i64_606 = arith.constant 16 : i64
          %597 = arith.addi %596, %c16_i64_606 : i64
          %598 = arith.trunci %597 : i64 to i32
          %c0_i64_607 = arith.constant 0 : i64
          %599 = arith.trunci %c0_i64_607 : i64 to i32
          %600 = arith.cmpi sle, %598, %599 : i32
          scf.if %600 {
            %1073 = memref.load %alloca_35[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_84[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_84[] : memref<f32>
          }
          %601 = memref.load %alloca_84[] : memref<f32>
          memref.store %601, %alloca_83[] : memref<f32>
          %thread_id_x_608 = gpu.thread_id  x
          %602 = arith.index_cast %thread_id_x_608 : index to i64
          %c16_i64_609 = arith.constant 16 : i64
          %603 = arith.remsi %602, %c16_i64_609 : i64
          %c16_i64_610 = arith.constant 16 : i64
          %604 = arith.addi %603, %c16_i64_610 : i64
          %605 = arith.trunci %604 : i64 to i32
          %c1_i64_611 = arith.constant 1 : i64
          %606 = arith.trunci %c1_i64_611 : i64 to i32
          %607 = arith.cmpi sle, %605, %606 : i32
          scf.if %607 {
            %1073 = memref.load %alloca_36[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_86[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_86[] : memref<f32>
          }
          %608 = memref.load %alloca_86[] : memref<f32>
          memref.store %608, %alloca_85[] : memref<f32>
          %thread_id_x_612 = gpu.thread_id  x
          %609 = arith.index_cast %thread_id_x_612 : index to i64
          %c16_i64_613 = arith.constant 16 : i64
          %610 = arith.remsi %609, %c16_i64_613 : i64
          %c16_i64_614 = arith.constant 16 : i64
          %611 = arith.addi %610, %c16_i64_614 : i64
          %612 = arith.trunci %611 : i64 to i32
          %c2_i64_615 = arith.constant 2 : i64
          %613 = arith.trunci %c2_i64_615 : i64 to i32
          %614 = arith.cmpi sle, %612, %613 : i32
          scf.if %614 {
            %1073 = memref.load %alloca_37[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_88[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_88[] : memref<f32>
          }
          %615 = memref.load %alloca_88[] : memref<f32>
          memref.store %615, %alloca_87[] : memref<f32>
          %thread_id_x_616 = gpu.thread_id  x
          %616 = arith.index_cast %thread_id_x_616 : index to i64
          %c16_i64_617 = arith.constant 16 : i64
          %617 = arith.remsi %616, %c16_i64_617 : i64
          %c16_i64_618 = arith.constant 16 : i64
          %618 = arith.addi %617, %c16_i64_618 : i64
          %619 = arith.trunci %618 : i64 to i32
          %c3_i64_619 = arith.constant 3 : i64
          %620 = arith.trunci %c3_i64_619 : i64 to i32
          %621 = arith.cmpi sle, %619, %620 : i32
          scf.if %621 {
            %1073 = memref.load %alloca_38[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_90[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_90[] : memref<f32>
          }
          %622 = memref.load %alloca_90[] : memref<f32>
          memref.store %622, %alloca_89[] : memref<f32>
          %thread_id_x_620 = gpu.thread_id  x
          %623 = arith.index_cast %thread_id_x_620 : index to i64
          %c16_i64_621 = arith.constant 16 : i64
          %624 = arith.remsi %623, %c16_i64_621 : i64
          %c16_i64_622 = arith.constant 16 : i64
          %625 = arith.addi %624, %c16_i64_622 : i64
          %626 = arith.trunci %625 : i64 to i32
          %c4_i64_623 = arith.constant 4 : i64
          %627 = arith.trunci %c4_i64_623 : i64 to i32
          %628 = arith.cmpi sle, %626, %627 : i32
          scf.if %628 {
            %1073 = memref.load %alloca_39[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_92[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_92[] : memref<f32>
          }
          %629 = memref.load %alloca_92[] : memref<f32>
          memref.store %629, %alloca_91[] : memref<f32>
          %thread_id_x_624 = gpu.thread_id  x
          %630 = arith.index_cast %thread_id_x_624 : index to i64
          %c16_i64_625 = arith.constant 16 : i64
          %631 = arith.remsi %630, %c16_i64_625 : i64
          %c16_i64_626 = arith.constant 16 : i64
          %632 = arith.addi %631, %c16_i64_626 : i64
          %633 = arith.trunci %632 : i64 to i32
          %c5_i64_627 = arith.constant 5 : i64
          %634 = arith.trunci %c5_i64_627 : i64 to i32
          %635 = arith.cmpi sle, %633, %634 : i32
          scf.if %635 {
            %1073 = memref.load %alloca_40[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_94[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_94[] : memref<f32>
          }
          %636 = memref.load %alloca_94[] : memref<f32>
          memref.store %636, %alloca_93[] : memref<f32>
          %thread_id_x_628 = gpu.thread_id  x
          %637 = arith.index_cast %thread_id_x_628 : index to i64
          %c16_i64_629 = arith.constant 16 : i64
          %638 = arith.remsi %637, %c16_i64_629 : i64
          %c16_i64_630 = arith.constant 16 : i64
          %639 = arith.addi %638, %c16_i64_630 : i64
          %640 = arith.trunci %639 : i64 to i32
          %c6_i64_631 = arith.constant 6 : i64
          %641 = arith.trunci %c6_i64_631 : i64 to i32
          %642 = arith.cmpi sle, %640, %641 : i32
          scf.if %642 {
            %1073 = memref.load %alloca_41[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_96[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_96[] : memref<f32>
          }
          %643 = memref.load %alloca_96[] : memref<f32>
          memref.store %643, %alloca_95[] : memref<f32>
          %thread_id_x_632 = gpu.thread_id  x
          %644 = arith.index_cast %thread_id_x_632 : index to i64
          %c16_i64_633 = arith.constant 16 : i64
          %645 = arith.remsi %644, %c16_i64_633 : i64
          %c16_i64_634 = arith.constant 16 : i64
          %646 = arith.addi %645, %c16_i64_634 : i64
          %647 = arith.trunci %646 : i64 to i32
          %c7_i64_635 = arith.constant 7 : i64
          %648 = arith.trunci %c7_i64_635 : i64 to i32
          %649 = arith.cmpi sle, %647, %648 : i32
          scf.if %649 {
            %1073 = memref.load %alloca_42[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_98[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_98[] : memref<f32>
          }
          %650 = memref.load %alloca_98[] : memref<f32>
          memref.store %650, %alloca_97[] : memref<f32>
          %thread_id_x_636 = gpu.thread_id  x
          %651 = arith.index_cast %thread_id_x_636 : index to i64
          %c16_i64_637 = arith.constant 16 : i64
          %652 = arith.remsi %651, %c16_i64_637 : i64
          %c16_i64_638 = arith.constant 16 : i64
          %653 = arith.addi %652, %c16_i64_638 : i64
          %654 = arith.trunci %653 : i64 to i32
          %c8_i64_639 = arith.constant 8 : i64
          %655 = arith.trunci %c8_i64_639 : i64 to i32
          %656 = arith.cmpi sle, %654, %655 : i32
          scf.if %656 {
            %1073 = memref.load %alloca_43[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_100[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_100[] : memref<f32>
          }
          %657 = memref.load %alloca_100[] : memref<f32>
          memref.store %657, %alloca_99[] : memref<f32>
          %thread_id_x_640 = gpu.thread_id  x
          %658 = arith.index_cast %thread_id_x_640 : index to i64
          %c16_i64_641 = arith.constant 16 : i64
          %659 = arith.remsi %658, %c16_i64_641 : i64
          %c16_i64_642 = arith.constant 16 : i64
          %660 = arith.addi %659, %c16_i64_642 : i64
          %661 = arith.trunci %660 : i64 to i32
          %c9_i64_643 = arith.constant 9 : i64
          %662 = arith.trunci %c9_i64_643 : i64 to i32
          %663 = arith.cmpi sle, %661, %662 : i32
          scf.if %663 {
            %1073 = memref.load %alloca_44[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_102[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_102[] : memref<f32>
          }
          %664 = memref.load %alloca_102[] : memref<f32>
          memref.store %664, %alloca_101[] : memref<f32>
          %thread_id_x_644 = gpu.thread_id  x
          %665 = arith.index_cast %thread_id_x_644 : index to i64
          %c16_i64_645 = arith.constant 16 : i64
          %666 = arith.remsi %665, %c16_i64_645 : i64
          %c16_i64_646 = arith.constant 16 : i64
          %667 = arith.addi %666, %c16_i64_646 : i64
          %668 = arith.trunci %667 : i64 to i32
          %c10_i64_647 = arith.constant 10 : i64
          %669 = arith.trunci %c10_i64_647 : i64 to i32
          %670 = arith.cmpi sle, %668, %669 : i32
          scf.if %670 {
            %1073 = memref.load %alloca_45[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_104[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_104[] : memref<f32>
          }
          %671 = memref.load %alloca_104[] : memref<f32>
          memref.store %671, %alloca_103[] : memref<f32>
          %thread_id_x_648 = gpu.thread_id  x
          %672 = arith.index_cast %thread_id_x_648 : index to i64
          %c16_i64_649 = arith.constant 16 : i64
          %673 = arith.remsi %672, %c16_i64_649 : i64
          %c16_i64_650 = arith.constant 16 : i64
          %674 = arith.addi %673, %c16_i64_650 : i64
          %675 = arith.trunci %674 : i64 to i32
          %c11_i64_651 = arith.constant 11 : i64
          %676 = arith.trunci %c11_i64_651 : i64 to i32
          %677 = arith.cmpi sle, %675, %676 : i32
          scf.if %677 {
            %1073 = memref.load %alloca_46[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_106[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_106[] : memref<f32>
          }
          %678 = memref.load %alloca_106[] : memref<f32>
          memref.store %678, %alloca_105[] : memref<f32>
          %thread_id_x_652 = gpu.thread_id  x
          %679 = arith.index_cast %thread_id_x_652 : index to i64
          %c16_i64_653 = arith.constant 16 : i64
          %680 = arith.remsi %679, %c16_i64_653 : i64
          %c16_i64_654 = arith.constant 16 : i64
          %681 = arith.addi %680, %c16_i64_654 : i64
          %682 = arith.trunci %681 : i64 to i32
          %c12_i64_655 = arith.constant 12 : i64
          %683 = arith.trunci %c12_i64_655 : i64 to i32
          %684 = arith.cmpi sle, %682, %683 : i32
          scf.if %684 {
            %1073 = memref.load %alloca_47[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_108[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_108[] : memref<f32>
          }
          %685 = memref.load %alloca_108[] : memref<f32>
          memref.store %685, %alloca_107[] : memref<f32>
          %thread_id_x_656 = gpu.thread_id  x
          %686 = arith.index_cast %thread_id_x_656 : index to i64
          %c16_i64_657 = arith.constant 16 : i64
          %687 = arith.remsi %686, %c16_i64_657 : i64
          %c16_i64_658 = arith.constant 16 : i64
          %688 = arith.addi %687, %c16_i64_658 : i64
          %689 = arith.trunci %688 : i64 to i32
          %c13_i64_659 = arith.constant 13 : i64
          %690 = arith.trunci %c13_i64_659 : i64 to i32
          %691 = arith.cmpi sle, %689, %690 : i32
          scf.if %691 {
            %1073 = memref.load %alloca_48[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_110[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_110[] : memref<f32>
          }
          %692 = memref.load %alloca_110[] : memref<f32>
          memref.store %692, %alloca_109[] : memref<f32>
          %thread_id_x_660 = gpu.thread_id  x
          %693 = arith.index_cast %thread_id_x_660 : index to i64
          %c16_i64_661 = arith.constant 16 : i64
          %694 = arith.remsi %693, %c16_i64_661 : i64
          %c16_i64_662 = arith.constant 16 : i64
          %695 = arith.addi %694, %c16_i64_662 : i64
          %696 = arith.trunci %695 : i64 to i32
          %c14_i64_663 = arith.constant 14 : i64
          %697 = arith.trunci %c14_i64_663 : i64 to i32
          %698 = arith.cmpi sle, %696, %697 : i32
          scf.if %698 {
            %1073 = memref.load %alloca_49[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_112[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_112[] : memref<f32>
          }
          %699 = memref.load %alloca_112[] : memref<f32>
          memref.store %699, %alloca_111[] : memref<f32>
          %thread_id_x_664 = gpu.thread_id  x
          %700 = arith.index_cast %thread_id_x_664 : index to i64
          %c16_i64_665 = arith.constant 16 : i64
          %701 = arith.remsi %700, %c16_i64_665 : i64
          %c16_i64_666 = arith.constant 16 : i64
          %702 = arith.addi %701, %c16_i64_666 : i64
          %703 = arith.trunci %702 : i64 to i32
          %c15_i64_667 = arith.constant 15 : i64
          %704 = arith.trunci %c15_i64_667 : i64 to i32
          %705 = arith.cmpi sle, %703, %704 : i32
          scf.if %705 {
            %1073 = memref.load %alloca_50[] : memref<f32>
            %1074 = math.exp %1073 : f32
            memref.store %1074, %alloca_114[] : memref<f32>
          } else {
            %cst_906 = arith.constant 0.000000e+00 : f32
            memref.store %cst_906, %alloca_114[] : memref<f32>
          }
          %706 = memref.load %alloca_114[] : memref<f32>
          memref.store %706, %alloca_113[] : memref<f32>
          %thread_id_x_668 = gpu.thread_id  x
          %707 = arith.index_cast %thread_id_x_668 : index to i64
          %c16_i64_669 = arith.constant 16 : i64
          %708 = arith.remsi %707, %c16_i64_669 : i64
          %709 = arith.addi %125, %708 : i64
          %c0_i64_670 = arith.constant 0 : i64
          %710 = arith.cmpi sge, %709, %c0_i64_670 : i64
          %c70_i64_671 = arith.constant 70 : i64
          %711 = arith.cmpi slt, %709, %c70_i64_671 : i64
          %712 = arith.andi %710, %711 : i1
          %c0_i64_672 = arith.constant 0 : i64
          %713 = arith.cmpi sge, %130, %c0_i64_672 : i64
          %c40_i64_673 = arith.constant 40 : i64
          %714 = arith.cmpi slt, %130, %c40_i64_673 : i64
          %715 = arith.andi %713, %714 : i1
          %716 = arith.andi %712, %715 : i1
          scf.if %716 {
            %1073 = memref.load %alloca_51[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %130, %c70_i64_906 : i64
            %1075 = arith.addi %709, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_674 = gpu.thread_id  x
          %717 = arith.index_cast %thread_id_x_674 : index to i64
          %c16_i64_675 = arith.constant 16 : i64
          %718 = arith.remsi %717, %c16_i64_675 : i64
          %719 = arith.addi %125, %718 : i64
          %c1_i64_676 = arith.constant 1 : i64
          %720 = arith.addi %130, %c1_i64_676 : i64
          %c0_i64_677 = arith.constant 0 : i64
          %721 = arith.cmpi sge, %719, %c0_i64_677 : i64
          %c70_i64_678 = arith.constant 70 : i64
          %722 = arith.cmpi slt, %719, %c70_i64_678 : i64
          %723 = arith.andi %721, %722 : i1
          %c0_i64_679 = arith.constant 0 : i64
          %724 = arith.cmpi sge, %720, %c0_i64_679 : i64
          %c40_i64_680 = arith.constant 40 : i64
          %725 = arith.cmpi slt, %720, %c40_i64_680 : i64
          %726 = arith.andi %724, %725 : i1
          %727 = arith.andi %723, %726 : i1
          scf.if %727 {
            %1073 = memref.load %alloca_53[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %720, %c70_i64_906 : i64
            %1075 = arith.addi %719, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_681 = gpu.thread_id  x
          %728 = arith.index_cast %thread_id_x_681 : index to i64
          %c16_i64_682 = arith.constant 16 : i64
          %729 = arith.remsi %728, %c16_i64_682 : i64
          %730 = arith.addi %125, %729 : i64
          %c2_i64_683 = arith.constant 2 : i64
          %731 = arith.addi %130, %c2_i64_683 : i64
          %c0_i64_684 = arith.constant 0 : i64
          %732 = arith.cmpi sge, %730, %c0_i64_684 : i64
          %c70_i64_685 = arith.constant 70 : i64
          %733 = arith.cmpi slt, %730, %c70_i64_685 : i64
          %734 = arith.andi %732, %733 : i1
          %c0_i64_686 = arith.constant 0 : i64
          %735 = arith.cmpi sge, %731, %c0_i64_686 : i64
          %c40_i64_687 = arith.constant 40 : i64
          %736 = arith.cmpi slt, %731, %c40_i64_687 : i64
          %737 = arith.andi %735, %736 : i1
          %738 = arith.andi %734, %737 : i1
          scf.if %738 {
            %1073 = memref.load %alloca_55[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %731, %c70_i64_906 : i64
            %1075 = arith.addi %730, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_688 = gpu.thread_id  x
          %739 = arith.index_cast %thread_id_x_688 : index to i64
          %c16_i64_689 = arith.constant 16 : i64
          %740 = arith.remsi %739, %c16_i64_689 : i64
          %741 = arith.addi %125, %740 : i64
          %c3_i64_690 = arith.constant 3 : i64
          %742 = arith.addi %130, %c3_i64_690 : i64
          %c0_i64_691 = arith.constant 0 : i64
          %743 = arith.cmpi sge, %741, %c0_i64_691 : i64
          %c70_i64_692 = arith.constant 70 : i64
          %744 = arith.cmpi slt, %741, %c70_i64_692 : i64
          %745 = arith.andi %743, %744 : i1
          %c0_i64_693 = arith.constant 0 : i64
          %746 = arith.cmpi sge, %742, %c0_i64_693 : i64
          %c40_i64_694 = arith.constant 40 : i64
          %747 = arith.cmpi slt, %742, %c40_i64_694 : i64
          %748 = arith.andi %746, %747 : i1
          %749 = arith.andi %745, %748 : i1
          scf.if %749 {
            %1073 = memref.load %alloca_57[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %742, %c70_i64_906 : i64
            %1075 = arith.addi %741, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_695 = gpu.thread_id  x
          %750 = arith.index_cast %thread_id_x_695 : index to i64
          %c16_i64_696 = arith.constant 16 : i64
          %751 = arith.remsi %750, %c16_i64_696 : i64
          %752 = arith.addi %125, %751 : i64
          %c4_i64_697 = arith.constant 4 : i64
          %753 = arith.addi %130, %c4_i64_697 : i64
          %c0_i64_698 = arith.constant 0 : i64
          %754 = arith.cmpi sge, %752, %c0_i64_698 : i64
          %c70_i64_699 = arith.constant 70 : i64
          %755 = arith.cmpi slt, %752, %c70_i64_699 : i64
          %756 = arith.andi %754, %755 : i1
          %c0_i64_700 = arith.constant 0 : i64
          %757 = arith.cmpi sge, %753, %c0_i64_700 : i64
          %c40_i64_701 = arith.constant 40 : i64
          %758 = arith.cmpi slt, %753, %c40_i64_701 : i64
          %759 = arith.andi %757, %758 : i1
          %760 = arith.andi %756, %759 : i1
          scf.if %760 {
            %1073 = memref.load %alloca_59[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %753, %c70_i64_906 : i64
            %1075 = arith.addi %752, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_702 = gpu.thread_id  x
          %761 = arith.index_cast %thread_id_x_702 : index to i64
          %c16_i64_703 = arith.constant 16 : i64
          %762 = arith.remsi %761, %c16_i64_703 : i64
          %763 = arith.addi %125, %762 : i64
          %c5_i64_704 = arith.constant 5 : i64
          %764 = arith.addi %130, %c5_i64_704 : i64
          %c0_i64_705 = arith.constant 0 : i64
          %765 = arith.cmpi sge, %763, %c0_i64_705 : i64
          %c70_i64_706 = arith.constant 70 : i64
          %766 = arith.cmpi slt, %763, %c70_i64_706 : i64
          %767 = arith.andi %765, %766 : i1
          %c0_i64_707 = arith.constant 0 : i64
          %768 = arith.cmpi sge, %764, %c0_i64_707 : i64
          %c40_i64_708 = arith.constant 40 : i64
          %769 = arith.cmpi slt, %764, %c40_i64_708 : i64
          %770 = arith.andi %768, %769 : i1
          %771 = arith.andi %767, %770 : i1
          scf.if %771 {
            %1073 = memref.load %alloca_61[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %764, %c70_i64_906 : i64
            %1075 = arith.addi %763, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_709 = gpu.thread_id  x
          %772 = arith.index_cast %thread_id_x_709 : index to i64
          %c16_i64_710 = arith.constant 16 : i64
          %773 = arith.remsi %772, %c16_i64_710 : i64
          %774 = arith.addi %125, %773 : i64
          %c6_i64_711 = arith.constant 6 : i64
          %775 = arith.addi %130, %c6_i64_711 : i64
          %c0_i64_712 = arith.constant 0 : i64
          %776 = arith.cmpi sge, %774, %c0_i64_712 : i64
          %c70_i64_713 = arith.constant 70 : i64
          %777 = arith.cmpi slt, %774, %c70_i64_713 : i64
          %778 = arith.andi %776, %777 : i1
          %c0_i64_714 = arith.constant 0 : i64
          %779 = arith.cmpi sge, %775, %c0_i64_714 : i64
          %c40_i64_715 = arith.constant 40 : i64
          %780 = arith.cmpi slt, %775, %c40_i64_715 : i64
          %781 = arith.andi %779, %780 : i1
          %782 = arith.andi %778, %781 : i1
          scf.if %782 {
            %1073 = memref.load %alloca_63[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %775, %c70_i64_906 : i64
            %1075 = arith.addi %774, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_716 = gpu.thread_id  x
          %783 = arith.index_cast %thread_id_x_716 : index to i64
          %c16_i64_717 = arith.constant 16 : i64
          %784 = arith.remsi %783, %c16_i64_717 : i64
          %785 = arith.addi %125, %784 : i64
          %c7_i64_718 = arith.constant 7 : i64
          %786 = arith.addi %130, %c7_i64_718 : i64
          %c0_i64_719 = arith.constant 0 : i64
          %787 = arith.cmpi sge, %785, %c0_i64_719 : i64
          %c70_i64_720 = arith.constant 70 : i64
          %788 = arith.cmpi slt, %785, %c70_i64_720 : i64
          %789 = arith.andi %787, %788 : i1
          %c0_i64_721 = arith.constant 0 : i64
          %790 = arith.cmpi sge, %786, %c0_i64_721 : i64
          %c40_i64_722 = arith.constant 40 : i64
          %791 = arith.cmpi slt, %786, %c40_i64_722 : i64
          %792 = arith.andi %790, %791 : i1
          %793 = arith.andi %789, %792 : i1
          scf.if %793 {
            %1073 = memref.load %alloca_65[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %786, %c70_i64_906 : i64
            %1075 = arith.addi %785, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_723 = gpu.thread_id  x
          %794 = arith.index_cast %thread_id_x_723 : index to i64
          %c16_i64_724 = arith.constant 16 : i64
          %795 = arith.remsi %794, %c16_i64_724 : i64
          %796 = arith.addi %125, %795 : i64
          %c8_i64_725 = arith.constant 8 : i64
          %797 = arith.addi %130, %c8_i64_725 : i64
          %c0_i64_726 = arith.constant 0 : i64
          %798 = arith.cmpi sge, %796, %c0_i64_726 : i64
          %c70_i64_727 = arith.constant 70 : i64
          %799 = arith.cmpi slt, %796, %c70_i64_727 : i64
          %800 = arith.andi %798, %799 : i1
          %c0_i64_728 = arith.constant 0 : i64
          %801 = arith.cmpi sge, %797, %c0_i64_728 : i64
          %c40_i64_729 = arith.constant 40 : i64
          %802 = arith.cmpi slt, %797, %c40_i64_729 : i64
          %803 = arith.andi %801, %802 : i1
          %804 = arith.andi %800, %803 : i1
          scf.if %804 {
            %1073 = memref.load %alloca_67[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %797, %c70_i64_906 : i64
            %1075 = arith.addi %796, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_730 = gpu.thread_id  x
          %805 = arith.index_cast %thread_id_x_730 : index to i64
          %c16_i64_731 = arith.constant 16 : i64
          %806 = arith.remsi %805, %c16_i64_731 : i64
          %807 = arith.addi %125, %806 : i64
          %c9_i64_732 = arith.constant 9 : i64
          %808 = arith.addi %130, %c9_i64_732 : i64
          %c0_i64_733 = arith.constant 0 : i64
          %809 = arith.cmpi sge, %807, %c0_i64_733 : i64
          %c70_i64_734 = arith.constant 70 : i64
          %810 = arith.cmpi slt, %807, %c70_i64_734 : i64
          %811 = arith.andi %809, %810 : i1
          %c0_i64_735 = arith.constant 0 : i64
          %812 = arith.cmpi sge, %808, %c0_i64_735 : i64
          %c40_i64_736 = arith.constant 40 : i64
          %813 = arith.cmpi slt, %808, %c40_i64_736 : i64
          %814 = arith.andi %812, %813 : i1
          %815 = arith.andi %811, %814 : i1
          scf.if %815 {
            %1073 = memref.load %alloca_69[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %808, %c70_i64_906 : i64
            %1075 = arith.addi %807, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_737 = gpu.thread_id  x
          %816 = arith.index_cast %thread_id_x_737 : index to i64
          %c16_i64_738 = arith.constant 16 : i64
          %817 = arith.remsi %816, %c16_i64_738 : i64
          %818 = arith.addi %125, %817 : i64
          %c10_i64_739 = arith.constant 10 : i64
          %819 = arith.addi %130, %c10_i64_739 : i64
          %c0_i64_740 = arith.constant 0 : i64
          %820 = arith.cmpi sge, %818, %c0_i64_740 : i64
          %c70_i64_741 = arith.constant 70 : i64
          %821 = arith.cmpi slt, %818, %c70_i64_741 : i64
          %822 = arith.andi %820, %821 : i1
          %c0_i64_742 = arith.constant 0 : i64
          %823 = arith.cmpi sge, %819, %c0_i64_742 : i64
          %c40_i64_743 = arith.constant 40 : i64
          %824 = arith.cmpi slt, %819, %c40_i64_743 : i64
          %825 = arith.andi %823, %824 : i1
          %826 = arith.andi %822, %825 : i1
          scf.if %826 {
            %1073 = memref.load %alloca_71[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %819, %c70_i64_906 : i64
            %1075 = arith.addi %818, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_744 = gpu.thread_id  x
          %827 = arith.index_cast %thread_id_x_744 : index to i64
          %c16_i64_745 = arith.constant 16 : i64
          %828 = arith.remsi %827, %c16_i64_745 : i64
          %829 = arith.addi %125, %828 : i64
          %c11_i64_746 = arith.constant 11 : i64
          %830 = arith.addi %130, %c11_i64_746 : i64
          %c0_i64_747 = arith.constant 0 : i64
          %831 = arith.cmpi sge, %829, %c0_i64_747 : i64
          %c70_i64_748 = arith.constant 70 : i64
          %832 = arith.cmpi slt, %829, %c70_i64_748 : i64
          %833 = arith.andi %831, %832 : i1
          %c0_i64_749 = arith.constant 0 : i64
          %834 = arith.cmpi sge, %830, %c0_i64_749 : i64
          %c40_i64_750 = arith.constant 40 : i64
          %835 = arith.cmpi slt, %830, %c40_i64_750 : i64
          %836 = arith.andi %834, %835 : i1
          %837 = arith.andi %833, %836 : i1
          scf.if %837 {
            %1073 = memref.load %alloca_73[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %830, %c70_i64_906 : i64
            %1075 = arith.addi %829, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_751 = gpu.thread_id  x
          %838 = arith.index_cast %thread_id_x_751 : index to i64
          %c16_i64_752 = arith.constant 16 : i64
          %839 = arith.remsi %838, %c16_i64_752 : i64
          %840 = arith.addi %125, %839 : i64
          %c12_i64_753 = arith.constant 12 : i64
          %841 = arith.addi %130, %c12_i64_753 : i64
          %c0_i64_754 = arith.constant 0 : i64
          %842 = arith.cmpi sge, %840, %c0_i64_754 : i64
          %c70_i64_755 = arith.constant 70 : i64
          %843 = arith.cmpi slt, %840, %c70_i64_755 : i64
          %844 = arith.andi %842, %843 : i1
          %c0_i64_756 = arith.constant 0 : i64
          %845 = arith.cmpi sge, %841, %c0_i64_756 : i64
          %c40_i64_757 = arith.constant 40 : i64
          %846 = arith.cmpi slt, %841, %c40_i64_757 : i64
          %847 = arith.andi %845, %846 : i1
          %848 = arith.andi %844, %847 : i1
          scf.if %848 {
            %1073 = memref.load %alloca_75[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %841, %c70_i64_906 : i64
            %1075 = arith.addi %840, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_758 = gpu.thread_id  x
          %849 = arith.index_cast %thread_id_x_758 : index to i64
          %c16_i64_759 = arith.constant 16 : i64
          %850 = arith.remsi %849, %c16_i64_759 : i64
          %851 = arith.addi %125, %850 : i64
          %c13_i64_760 = arith.constant 13 : i64
          %852 = arith.addi %130, %c13_i64_760 : i64
          %c0_i64_761 = arith.constant 0 : i64
          %853 = arith.cmpi sge, %851, %c0_i64_761 : i64
          %c70_i64_762 = arith.constant 70 : i64
          %854 = arith.cmpi slt, %851, %c70_i64_762 : i64
          %855 = arith.andi %853, %854 : i1
          %c0_i64_763 = arith.constant 0 : i64
          %856 = arith.cmpi sge, %852, %c0_i64_763 : i64
          %c40_i64_764 = arith.constant 40 : i64
          %857 = arith.cmpi slt, %852, %c40_i64_764 : i64
          %858 = arith.andi %856, %857 : i1
          %859 = arith.andi %855, %858 : i1
          scf.if %859 {
            %1073 = memref.load %alloca_77[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %852, %c70_i64_906 : i64
            %1075 = arith.addi %851, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_765 = gpu.thread_id  x
          %860 = arith.index_cast %thread_id_x_765 : index to i64
          %c16_i64_766 = arith.constant 16 : i64
          %861 = arith.remsi %860, %c16_i64_766 : i64
          %862 = arith.addi %125, %861 : i64
          %c14_i64_767 = arith.constant 14 : i64
          %863 = arith.addi %130, %c14_i64_767 : i64
          %c0_i64_768 = arith.constant 0 : i64
          %864 = arith.cmpi sge, %862, %c0_i64_768 : i64
          %c70_i64_769 = arith.constant 70 : i64
          %865 = arith.cmpi slt, %862, %c70_i64_769 : i64
          %866 = arith.andi %864, %865 : i1
          %c0_i64_770 = arith.constant 0 : i64
          %867 = arith.cmpi sge, %863, %c0_i64_770 : i64
          %c40_i64_771 = arith.constant 40 : i64
          %868 = arith.cmpi slt, %863, %c40_i64_771 : i64
          %869 = arith.andi %867, %868 : i1
          %870 = arith.andi %866, %869 : i1
          scf.if %870 {
            %1073 = memref.load %alloca_79[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %863, %c70_i64_906 : i64
            %1075 = arith.addi %862, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_772 = gpu.thread_id  x
          %871 = arith.index_cast %thread_id_x_772 : index to i64
          %c16_i64_773 = arith.constant 16 : i64
          %872 = arith.remsi %871, %c16_i64_773 : i64
          %873 = arith.addi %125, %872 : i64
          %c15_i64_774 = arith.constant 15 : i64
          %874 = arith.addi %130, %c15_i64_774 : i64
          %c0_i64_775 = arith.constant 0 : i64
          %875 = arith.cmpi sge, %873, %c0_i64_775 : i64
          %c70_i64_776 = arith.constant 70 : i64
          %876 = arith.cmpi slt, %873, %c70_i64_776 : i64
          %877 = arith.andi %875, %876 : i1
          %c0_i64_777 = arith.constant 0 : i64
          %878 = arith.cmpi sge, %874, %c0_i64_777 : i64
          %c40_i64_778 = arith.constant 40 : i64
          %879 = arith.cmpi slt, %874, %c40_i64_778 : i64
          %880 = arith.andi %878, %879 : i1
          %881 = arith.andi %877, %880 : i1
          scf.if %881 {
            %1073 = memref.load %alloca_81[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %874, %c70_i64_906 : i64
            %1075 = arith.addi %873, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_779 = gpu.thread_id  x
          %882 = arith.index_cast %thread_id_x_779 : index to i64
          %c16_i64_780 = arith.constant 16 : i64
          %883 = arith.remsi %882, %c16_i64_780 : i64
          %c16_i64_781 = arith.constant 16 : i64
          %884 = arith.addi %883, %c16_i64_781 : i64
          %885 = arith.addi %125, %884 : i64
          %c0_i64_782 = arith.constant 0 : i64
          %886 = arith.cmpi sge, %885, %c0_i64_782 : i64
          %c70_i64_783 = arith.constant 70 : i64
          %887 = arith.cmpi slt, %885, %c70_i64_783 : i64
          %888 = arith.andi %886, %887 : i1
          %c0_i64_784 = arith.constant 0 : i64
          %889 = arith.cmpi sge, %130, %c0_i64_784 : i64
          %c40_i64_785 = arith.constant 40 : i64
          %890 = arith.cmpi slt, %130, %c40_i64_785 : i64
          %891 = arith.andi %889, %890 : i1
          %892 = arith.andi %888, %891 : i1
          scf.if %892 {
            %1073 = memref.load %alloca_83[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %130, %c70_i64_906 : i64
            %1075 = arith.addi %885, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_786 = gpu.thread_id  x
          %893 = arith.index_cast %thread_id_x_786 : index to i64
          %c16_i64_787 = arith.constant 16 : i64
          %894 = arith.remsi %893, %c16_i64_787 : i64
          %c16_i64_788 = arith.constant 16 : i64
          %895 = arith.addi %894, %c16_i64_788 : i64
          %896 = arith.addi %125, %895 : i64
          %c1_i64_789 = arith.constant 1 : i64
          %897 = arith.addi %130, %c1_i64_789 : i64
          %c0_i64_790 = arith.constant 0 : i64
          %898 = arith.cmpi sge, %896, %c0_i64_790 : i64
          %c70_i64_791 = arith.constant 70 : i64
          %899 = arith.cmpi slt, %896, %c70_i64_791 : i64
          %900 = arith.andi %898, %899 : i1
          %c0_i64_792 = arith.constant 0 : i64
          %901 = arith.cmpi sge, %897, %c0_i64_792 : i64
          %c40_i64_793 = arith.constant 40 : i64
          %902 = arith.cmpi slt, %897, %c40_i64_793 : i64
          %903 = arith.andi %901, %902 : i1
          %904 = arith.andi %900, %903 : i1
          scf.if %904 {
            %1073 = memref.load %alloca_85[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %897, %c70_i64_906 : i64
            %1075 = arith.addi %896, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_794 = gpu.thread_id  x
          %905 = arith.index_cast %thread_id_x_794 : index to i64
          %c16_i64_795 = arith.constant 16 : i64
          %906 = arith.remsi %905, %c16_i64_795 : i64
          %c16_i64_796 = arith.constant 16 : i64
          %907 = arith.addi %906, %c16_i64_796 : i64
          %908 = arith.addi %125, %907 : i64
          %c2_i64_797 = arith.constant 2 : i64
          %909 = arith.addi %130, %c2_i64_797 : i64
          %c0_i64_798 = arith.constant 0 : i64
          %910 = arith.cmpi sge, %908, %c0_i64_798 : i64
          %c70_i64_799 = arith.constant 70 : i64
          %911 = arith.cmpi slt, %908, %c70_i64_799 : i64
          %912 = arith.andi %910, %911 : i1
          %c0_i64_800 = arith.constant 0 : i64
          %913 = arith.cmpi sge, %909, %c0_i64_800 : i64
          %c40_i64_801 = arith.constant 40 : i64
          %914 = arith.cmpi slt, %909, %c40_i64_801 : i64
          %915 = arith.andi %913, %914 : i1
          %916 = arith.andi %912, %915 : i1
          scf.if %916 {
            %1073 = memref.load %alloca_87[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %909, %c70_i64_906 : i64
            %1075 = arith.addi %908, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_802 = gpu.thread_id  x
          %917 = arith.index_cast %thread_id_x_802 : index to i64
          %c16_i64_803 = arith.constant 16 : i64
          %918 = arith.remsi %917, %c16_i64_803 : i64
          %c16_i64_804 = arith.constant 16 : i64
          %919 = arith.addi %918, %c16_i64_804 : i64
          %920 = arith.addi %125, %919 : i64
          %c3_i64_805 = arith.constant 3 : i64
          %921 = arith.addi %130, %c3_i64_805 : i64
          %c0_i64_806 = arith.constant 0 : i64
          %922 = arith.cmpi sge, %920, %c0_i64_806 : i64
          %c70_i64_807 = arith.constant 70 : i64
          %923 = arith.cmpi slt, %920, %c70_i64_807 : i64
          %924 = arith.andi %922, %923 : i1
          %c0_i64_808 = arith.constant 0 : i64
          %925 = arith.cmpi sge, %921, %c0_i64_808 : i64
          %c40_i64_809 = arith.constant 40 : i64
          %926 = arith.cmpi slt, %921, %c40_i64_809 : i64
          %927 = arith.andi %925, %926 : i1
          %928 = arith.andi %924, %927 : i1
          scf.if %928 {
            %1073 = memref.load %alloca_89[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %921, %c70_i64_906 : i64
            %1075 = arith.addi %920, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_810 = gpu.thread_id  x
          %929 = arith.index_cast %thread_id_x_810 : index to i64
          %c16_i64_811 = arith.constant 16 : i64
          %930 = arith.remsi %929, %c16_i64_811 : i64
          %c16_i64_812 = arith.constant 16 : i64
          %931 = arith.addi %930, %c16_i64_812 : i64
          %932 = arith.addi %125, %931 : i64
          %c4_i64_813 = arith.constant 4 : i64
          %933 = arith.addi %130, %c4_i64_813 : i64
          %c0_i64_814 = arith.constant 0 : i64
          %934 = arith.cmpi sge, %932, %c0_i64_814 : i64
          %c70_i64_815 = arith.constant 70 : i64
          %935 = arith.cmpi slt, %932, %c70_i64_815 : i64
          %936 = arith.andi %934, %935 : i1
          %c0_i64_816 = arith.constant 0 : i64
          %937 = arith.cmpi sge, %933, %c0_i64_816 : i64
          %c40_i64_817 = arith.constant 40 : i64
          %938 = arith.cmpi slt, %933, %c40_i64_817 : i64
          %939 = arith.andi %937, %938 : i1
          %940 = arith.andi %936, %939 : i1
          scf.if %940 {
            %1073 = memref.load %alloca_91[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %933, %c70_i64_906 : i64
            %1075 = arith.addi %932, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_818 = gpu.thread_id  x
          %941 = arith.index_cast %thread_id_x_818 : index to i64
          %c16_i64_819 = arith.constant 16 : i64
          %942 = arith.remsi %941, %c16_i64_819 : i64
          %c16_i64_820 = arith.constant 16 : i64
          %943 = arith.addi %942, %c16_i64_820 : i64
          %944 = arith.addi %125, %943 : i64
          %c5_i64_821 = arith.constant 5 : i64
          %945 = arith.addi %130, %c5_i64_821 : i64
          %c0_i64_822 = arith.constant 0 : i64
          %946 = arith.cmpi sge, %944, %c0_i64_822 : i64
          %c70_i64_823 = arith.constant 70 : i64
          %947 = arith.cmpi slt, %944, %c70_i64_823 : i64
          %948 = arith.andi %946, %947 : i1
          %c0_i64_824 = arith.constant 0 : i64
          %949 = arith.cmpi sge, %945, %c0_i64_824 : i64
          %c40_i64_825 = arith.constant 40 : i64
          %950 = arith.cmpi slt, %945, %c40_i64_825 : i64
          %951 = arith.andi %949, %950 : i1
          %952 = arith.andi %948, %951 : i1
          scf.if %952 {
            %1073 = memref.load %alloca_93[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %945, %c70_i64_906 : i64
            %1075 = arith.addi %944, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_826 = gpu.thread_id  x
          %953 = arith.index_cast %thread_id_x_826 : index to i64
          %c16_i64_827 = arith.constant 16 : i64
          %954 = arith.remsi %953, %c16_i64_827 : i64
          %c16_i64_828 = arith.constant 16 : i64
          %955 = arith.addi %954, %c16_i64_828 : i64
          %956 = arith.addi %125, %955 : i64
          %c6_i64_829 = arith.constant 6 : i64
          %957 = arith.addi %130, %c6_i64_829 : i64
          %c0_i64_830 = arith.constant 0 : i64
          %958 = arith.cmpi sge, %956, %c0_i64_830 : i64
          %c70_i64_831 = arith.constant 70 : i64
          %959 = arith.cmpi slt, %956, %c70_i64_831 : i64
          %960 = arith.andi %958, %959 : i1
          %c0_i64_832 = arith.constant 0 : i64
          %961 = arith.cmpi sge, %957, %c0_i64_832 : i64
          %c40_i64_833 = arith.constant 40 : i64
          %962 = arith.cmpi slt, %957, %c40_i64_833 : i64
          %963 = arith.andi %961, %962 : i1
          %964 = arith.andi %960, %963 : i1
          scf.if %964 {
            %1073 = memref.load %alloca_95[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %957, %c70_i64_906 : i64
            %1075 = arith.addi %956, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_834 = gpu.thread_id  x
          %965 = arith.index_cast %thread_id_x_834 : index to i64
          %c16_i64_835 = arith.constant 16 : i64
          %966 = arith.remsi %965, %c16_i64_835 : i64
          %c16_i64_836 = arith.constant 16 : i64
          %967 = arith.addi %966, %c16_i64_836 : i64
          %968 = arith.addi %125, %967 : i64
          %c7_i64_837 = arith.constant 7 : i64
          %969 = arith.addi %130, %c7_i64_837 : i64
          %c0_i64_838 = arith.constant 0 : i64
          %970 = arith.cmpi sge, %968, %c0_i64_838 : i64
          %c70_i64_839 = arith.constant 70 : i64
          %971 = arith.cmpi slt, %968, %c70_i64_839 : i64
          %972 = arith.andi %970, %971 : i1
          %c0_i64_840 = arith.constant 0 : i64
          %973 = arith.cmpi sge, %969, %c0_i64_840 : i64
          %c40_i64_841 = arith.constant 40 : i64
          %974 = arith.cmpi slt, %969, %c40_i64_841 : i64
          %975 = arith.andi %973, %974 : i1
          %976 = arith.andi %972, %975 : i1
          scf.if %976 {
            %1073 = memref.load %alloca_97[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %969, %c70_i64_906 : i64
            %1075 = arith.addi %968, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_842 = gpu.thread_id  x
          %977 = arith.index_cast %thread_id_x_842 : index to i64
          %c16_i64_843 = arith.constant 16 : i64
          %978 = arith.remsi %977, %c16_i64_843 : i64
          %c16_i64_844 = arith.constant 16 : i64
          %979 = arith.addi %978, %c16_i64_844 : i64
          %980 = arith.addi %125, %979 : i64
          %c8_i64_845 = arith.constant 8 : i64
          %981 = arith.addi %130, %c8_i64_845 : i64
          %c0_i64_846 = arith.constant 0 : i64
          %982 = arith.cmpi sge, %980, %c0_i64_846 : i64
          %c70_i64_847 = arith.constant 70 : i64
          %983 = arith.cmpi slt, %980, %c70_i64_847 : i64
          %984 = arith.andi %982, %983 : i1
          %c0_i64_848 = arith.constant 0 : i64
          %985 = arith.cmpi sge, %981, %c0_i64_848 : i64
          %c40_i64_849 = arith.constant 40 : i64
          %986 = arith.cmpi slt, %981, %c40_i64_849 : i64
          %987 = arith.andi %985, %986 : i1
          %988 = arith.andi %984, %987 : i1
          scf.if %988 {
            %1073 = memref.load %alloca_99[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %981, %c70_i64_906 : i64
            %1075 = arith.addi %980, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_850 = gpu.thread_id  x
          %989 = arith.index_cast %thread_id_x_850 : index to i64
          %c16_i64_851 = arith.constant 16 : i64
          %990 = arith.remsi %989, %c16_i64_851 : i64
          %c16_i64_852 = arith.constant 16 : i64
          %991 = arith.addi %990, %c16_i64_852 : i64
          %992 = arith.addi %125, %991 : i64
          %c9_i64_853 = arith.constant 9 : i64
          %993 = arith.addi %130, %c9_i64_853 : i64
          %c0_i64_854 = arith.constant 0 : i64
          %994 = arith.cmpi sge, %992, %c0_i64_854 : i64
          %c70_i64_855 = arith.constant 70 : i64
          %995 = arith.cmpi slt, %992, %c70_i64_855 : i64
          %996 = arith.andi %994, %995 : i1
          %c0_i64_856 = arith.constant 0 : i64
          %997 = arith.cmpi sge, %993, %c0_i64_856 : i64
          %c40_i64_857 = arith.constant 40 : i64
          %998 = arith.cmpi slt, %993, %c40_i64_857 : i64
          %999 = arith.andi %997, %998 : i1
          %1000 = arith.andi %996, %999 : i1
          scf.if %1000 {
            %1073 = memref.load %alloca_101[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %993, %c70_i64_906 : i64
            %1075 = arith.addi %992, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_858 = gpu.thread_id  x
          %1001 = arith.index_cast %thread_id_x_858 : index to i64
          %c16_i64_859 = arith.constant 16 : i64
          %1002 = arith.remsi %1001, %c16_i64_859 : i64
          %c16_i64_860 = arith.constant 16 : i64
          %1003 = arith.addi %1002, %c16_i64_860 : i64
          %1004 = arith.addi %125, %1003 : i64
          %c10_i64_861 = arith.constant 10 : i64
          %1005 = arith.addi %130, %c10_i64_861 : i64
          %c0_i64_862 = arith.constant 0 : i64
          %1006 = arith.cmpi sge, %1004, %c0_i64_862 : i64
          %c70_i64_863 = arith.constant 70 : i64
          %1007 = arith.cmpi slt, %1004, %c70_i64_863 : i64
          %1008 = arith.andi %1006, %1007 : i1
          %c0_i64_864 = arith.constant 0 : i64
          %1009 = arith.cmpi sge, %1005, %c0_i64_864 : i64
          %c40_i64_865 = arith.constant 40 : i64
          %1010 = arith.cmpi slt, %1005, %c40_i64_865 : i64
          %1011 = arith.andi %1009, %1010 : i1
          %1012 = arith.andi %1008, %1011 : i1
          scf.if %1012 {
            %1073 = memref.load %alloca_103[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %1005, %c70_i64_906 : i64
            %1075 = arith.addi %1004, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_866 = gpu.thread_id  x
          %1013 = arith.index_cast %thread_id_x_866 : index to i64
          %c16_i64_867 = arith.constant 16 : i64
          %1014 = arith.remsi %1013, %c16_i64_867 : i64
          %c16_i64_868 = arith.constant 16 : i64
          %1015 = arith.addi %1014, %c16_i64_868 : i64
          %1016 = arith.addi %125, %1015 : i64
          %c11_i64_869 = arith.constant 11 : i64
          %1017 = arith.addi %130, %c11_i64_869 : i64
          %c0_i64_870 = arith.constant 0 : i64
          %1018 = arith.cmpi sge, %1016, %c0_i64_870 : i64
          %c70_i64_871 = arith.constant 70 : i64
          %1019 = arith.cmpi slt, %1016, %c70_i64_871 : i64
          %1020 = arith.andi %1018, %1019 : i1
          %c0_i64_872 = arith.constant 0 : i64
          %1021 = arith.cmpi sge, %1017, %c0_i64_872 : i64
          %c40_i64_873 = arith.constant 40 : i64
          %1022 = arith.cmpi slt, %1017, %c40_i64_873 : i64
          %1023 = arith.andi %1021, %1022 : i1
          %1024 = arith.andi %1020, %1023 : i1
          scf.if %1024 {
            %1073 = memref.load %alloca_105[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %1017, %c70_i64_906 : i64
            %1075 = arith.addi %1016, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_874 = gpu.thread_id  x
          %1025 = arith.index_cast %thread_id_x_874 : index to i64
          %c16_i64_875 = arith.constant 16 : i64
          %1026 = arith.remsi %1025, %c16_i64_875 : i64
          %c16_i64_876 = arith.constant 16 : i64
          %1027 = arith.addi %1026, %c16_i64_876 : i64
          %1028 = arith.addi %125, %1027 : i64
          %c12_i64_877 = arith.constant 12 : i64
          %1029 = arith.addi %130, %c12_i64_877 : i64
          %c0_i64_878 = arith.constant 0 : i64
          %1030 = arith.cmpi sge, %1028, %c0_i64_878 : i64
          %c70_i64_879 = arith.constant 70 : i64
          %1031 = arith.cmpi slt, %1028, %c70_i64_879 : i64
          %1032 = arith.andi %1030, %1031 : i1
          %c0_i64_880 = arith.constant 0 : i64
          %1033 = arith.cmpi sge, %1029, %c0_i64_880 : i64
          %c40_i64_881 = arith.constant 40 : i64
          %1034 = arith.cmpi slt, %1029, %c40_i64_881 : i64
          %1035 = arith.andi %1033, %1034 : i1
          %1036 = arith.andi %1032, %1035 : i1
          scf.if %1036 {
            %1073 = memref.load %alloca_107[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %1029, %c70_i64_906 : i64
            %1075 = arith.addi %1028, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_882 = gpu.thread_id  x
          %1037 = arith.index_cast %thread_id_x_882 : index to i64
          %c16_i64_883 = arith.constant 16 : i64
          %1038 = arith.remsi %1037, %c16_i64_883 : i64
          %c16_i64_884 = arith.constant 16 : i64
          %1039 = arith.addi %1038, %c16_i64_884 : i64
          %1040 = arith.addi %125, %1039 : i64
          %c13_i64_885 = arith.constant 13 : i64
          %1041 = arith.addi %130, %c13_i64_885 : i64
          %c0_i64_886 = arith.constant 0 : i64
          %1042 = arith.cmpi sge, %1040, %c0_i64_886 : i64
          %c70_i64_887 = arith.constant 70 : i64
          %1043 = arith.cmpi slt, %1040, %c70_i64_887 : i64
          %1044 = arith.andi %1042, %1043 : i1
          %c0_i64_888 = arith.constant 0 : i64
          %1045 = arith.cmpi sge, %1041, %c0_i64_888 : i64
          %c40_i64_889 = arith.constant 40 : i64
          %1046 = arith.cmpi slt, %1041, %c40_i64_889 : i64
          %1047 = arith.andi %1045, %1046 : i1
          %1048 = arith.andi %1044, %1047 : i1
          scf.if %1048 {
            %1073 = memref.load %alloca_109[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %1041, %c70_i64_906 : i64
            %1075 = arith.addi %1040, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_890 = gpu.thread_id  x
          %1049 = arith.index_cast %thread_id_x_890 : index to i64
          %c16_i64_891 = arith.constant 16 : i64
          %1050 = arith.remsi %1049, %c16_i64_891 : i64
          %c16_i64_892 = arith.constant 16 : i64
          %1051 = arith.addi %1050, %c16_i64_892 : i64
          %1052 = arith.addi %125, %1051 : i64
          %c14_i64_893 = arith.constant 14 : i64
          %1053 = arith.addi %130, %c14_i64_893 : i64
          %c0_i64_894 = arith.constant 0 : i64
          %1054 = arith.cmpi sge, %1052, %c0_i64_894 : i64
          %c70_i64_895 = arith.constant 70 : i64
          %1055 = arith.cmpi slt, %1052, %c70_i64_895 : i64
          %1056 = arith.andi %1054, %1055 : i1
          %c0_i64_896 = arith.constant 0 : i64
          %1057 = arith.cmpi sge, %1053, %c0_i64_896 : i64
          %c40_i64_897 = arith.constant 40 : i64
          %1058 = arith.cmpi slt, %1053, %c40_i64_897 : i64
          %1059 = arith.andi %1057, %1058 : i1
          %1060 = arith.andi %1056, %1059 : i1
          scf.if %1060 {
            %1073 = memref.load %alloca_111[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %1053, %c70_i64_906 : i64
            %1075 = arith.addi %1052, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
          %thread_id_x_898 = gpu.thread_id  x
          %1061 = arith.index_cast %thread_id_x_898 : index to i64
          %c16_i64_899 = arith.constant 16 : i64
          %1062 = arith.remsi %1061, %c16_i64_899 : i64
          %c16_i64_900 = arith.constant 16 : i64
          %1063 = arith.addi %1062, %c16_i64_900 : i64
          %1064 = arith.addi %125, %1063 : i64
          %c15_i64_901 = arith.constant 15 : i64
          %1065 = arith.addi %130, %c15_i64_901 : i64
          %c0_i64_902 = arith.constant 0 : i64
          %1066 = arith.cmpi sge, %1064, %c0_i64_902 : i64
          %c70_i64_903 = arith.constant 70 : i64
          %1067 = arith.cmpi slt, %1064, %c70_i64_903 : i64
          %1068 = arith.andi %1066, %1067 : i1
          %c0_i64_904 = arith.constant 0 : i64
          %1069 = arith.cmpi sge, %1065, %c0_i64_904 : i64
          %c40_i64_905 = arith.constant 40 : i64
          %1070 = arith.cmpi slt, %1065, %c40_i64_905 : i64
          %1071 = arith.andi %1069, %1070 : i1
          %1072 = arith.andi %1068, %1071 : i1
          scf.if %1072 {
            %1073 = memref.load %alloca_113[] : memref<f32>
            %c70_i64_906 = arith.constant 70 : i64
            %1074 = arith.muli %1065, %c70_i64_906 : i64
            %1075 = arith.addi %1064, %1074 : i64
            %1076 = llvm.getelementptr %104[%1075] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1073, %1076 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_284 = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %117 = arith.divsi %116, %c16_i64_285 : i64
      %c2_i64_286 = arith.constant 2 : i64
      %thread_id_y_287 = gpu.thread_id  y
      %118 = arith.index_cast %thread_id_y_287 : index to i64
      %119 = arith.muli %c2_i64_286, %118 : i64
      %120 = arith.addi %117, %119 : i64
      %c0_i64_288 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c4_i64_289 = arith.constant 4 : i64
      scf.for %arg10 = %c0_i64_288 to %c6_i64 step %c4_i64_289  : i64 {
        %121 = arith.addi %arg10, %120 : i64
        %c6_i64_290 = arith.constant 6 : i64
        %122 = arith.cmpi slt, %121, %c6_i64_290 : i64
        scf.if %122 {
          %c3_i64 = arith.constant 3 : i64
          %123 = arith.divsi %121, %c3_i64 : i64
          %c3_i64_291 = arith.constant 3 : i64
          %124 = arith.remsi %121, %c3_i64_291 : i64
          %c32_i64 = arith.constant 32 : i64
          %125 = arith.muli %124, %c32_i64 : i64
          %c32_i64_292 = arith.constant 32 : i64
          %c96_i64 = arith.constant 96 : i64
          %126 = arith.subi %c96_i64, %125 : i64
          %127 = arith.minsi %c32_i64_292, %126 : i64
          %c2_i64_293 = arith.constant 2 : i64
          %128 = arith.divsi %123, %c2_i64_293 : i64
          %c2_i64_294 = arith.constant 2 : i64
          %129 = arith.remsi %123, %c2_i64_294 : i64
          %c16_i64_295 = arith.constant 16 : i64
          %130 = arith.muli %129, %c16_i64_295 : i64
          %c16_i64_296 = arith.constant 16 : i64
          %c32_i64_297 = arith.constant 32 : i64
          %131 = arith.subi %c32_i64_297, %130 : i64
          %132 = arith.minsi %c16_i64_296, %131 : i64
          %cst = arith.constant 0.000000e+00 : f32
          memref.store %cst, %alloca_115[] : memref<f32>
          %cst_298 = arith.constant 0.000000e+00 : f32
          memref.store %cst_298, %alloca_116[] : memref<f32>
          %cst_299 = arith.constant 0.000000e+00 : f32
          memref.store %cst_299, %alloca_117[] : memref<f32>
          %cst_300 = arith.constant 0.000000e+00 : f32
          memref.store %cst_300, %alloca_118[] : memref<f32>
          %cst_301 = arith.constant 0.000000e+00 : f32
          memref.store %cst_301, %alloca_119[] : memref<f32>
          %cst_302 = arith.constant 0.000000e+00 : f32
          memref.store %cst_302, %alloca_120[] : memref<f32>
          %cst_303 = arith.constant 0.000000e+00 : f32
          memref.store %cst_303, %alloca_121[] : memref<f32>
          %cst_304 = arith.constant 0.000000e+00 : f32
          memref.store %cst_304, %alloca_122[] : memref<f32>
          %cst_305 = arith.constant 0.000000e+00 : f32
          memref.store %cst_305, %alloca_123[] : memref<f32>
          %cst_306 = arith.constant 0.000000e+00 : f32
          memref.store %cst_306, %alloca_124[] : memref<f32>
          %cst_307 = arith.constant 0.000000e+00 : f32
          memref.store %cst_307, %alloca_125[] : memref<f32>
          %cst_308 = arith.constant 0.000000e+00 : f32
          memref.store %cst_308, %alloca_126[] : memref<f32>
          %cst_309 = arith.constant 0.000000e+00 : f32
          memref.store %cst_309, %alloca_127[] : memref<f32>
          %cst_310 = arith.constant 0.000000e+00 : f32
          memref.store %cst_310, %alloca_128[] : memref<f32>
          %cst_311 = arith.constant 0.000000e+00 : f32
          memref.store %cst_311, %alloca_129[] : memref<f32>
          %cst_312 = arith.constant 0.000000e+00 : f32
          memref.store %cst_312, %alloca_130[] : memref<f32>
          %cst_313 = arith.constant 0.000000e+00 : f32
          memref.store %cst_313, %alloca_131[] : memref<f32>
          %cst_314 = arith.constant 0.000000e+00 : f32
          memref.store %cst_314, %alloca_132[] : memref<f32>
          %cst_315 = arith.constant 0.000000e+00 : f32
          memref.store %cst_315, %alloca_133[] : memref<f32>
          %cst_316 = arith.constant 0.000000e+00 : f32
          memref.store %cst_316, %alloca_134[] : memref<f32>
          %cst_317 = arith.constant 0.000000e+00 : f32
          memref.store %cst_317, %alloca_135[] : memref<f32>
          %cst_318 = arith.constant 0.000000e+00 : f32
          memref.store %cst_318, %alloca_136[] : memref<f32>
          %cst_319 = arith.constant 0.000000e+00 : f32
          memref.store %cst_319, %alloca_137[] : memref<f32>
          %cst_320 = arith.constant 0.000000e+00 : f32
          memref.store %cst_320, %alloca_138[] : memref<f32>
          %cst_321 = arith.constant 0.000000e+00 : f32
          memref.store %cst_321, %alloca_139[] : memref<f32>
          %cst_322 = arith.constant 0.000000e+00 : f32
          memref.store %cst_322, %alloca_140[] : memref<f32>
          %cst_323 = arith.constant 0.000000e+00 : f32
          memref.store %cst_323, %alloca_141[] : memref<f32>
          %cst_324 = arith.constant 0.000000e+00 : f32
          memref.store %cst_324, %alloca_142[] : memref<f32>
          %cst_325 = arith.constant 0.000000e+00 : f32
          memref.store %cst_325, %alloca_143[] : memref<f32>
          %cst_326 = arith.constant 0.000000e+00 : f32
          memref.store %cst_326, %alloca_144[] : memref<f32>
          %cst_327 = arith.constant 0.000000e+00 : f32
          memref.store %cst_327, %alloca_145[] : memref<f32>
          %cst_328 = arith.constant 0.000000e+00 : f32
          memref.store %cst_328, %alloca_146[] : memref<f32>
          %c0_i64_329 = arith.constant 0 : i64
          %c24_i64 = arith.constant 24 : i64
          %c8_i64 = arith.constant 8 : i64
          scf.for %arg11 = %c0_i64_329 to %c24_i64 step %c8_i64  : i64 {
            %thread_id_x_463 = gpu.thread_id  x
            %403 = arith.index_cast %thread_id_x_463 : index to i64
            %c16_i64_464 = arith.constant 16 : i64
            %404 = arith.remsi %403, %c16_i64_464 : i64
            %405 = arith.addi %125, %404 : i64
            %c96_i64_465 = arith.constant 96 : i64
            %406 = arith.muli %arg11, %c96_i64_465 : i64
            %407 = arith.addi %405, %406 : i64
            %408 = llvm.getelementptr %106[%407] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %409 = llvm.load %408 : !llvm.ptr<1> -> f32
            %thread_id_x_466 = gpu.thread_id  x
            %410 = arith.index_cast %thread_id_x_466 : index to i64
            %c16_i64_467 = arith.constant 16 : i64
            %411 = arith.remsi %410, %c16_i64_467 : i64
            %412 = arith.addi %125, %411 : i64
            %c1_i64_468 = arith.constant 1 : i64
            %413 = arith.addi %arg11, %c1_i64_468 : i64
            %c96_i64_469 = arith.constant 96 : i64
            %414 = arith.muli %413, %c96_i64_469 : i64
            %415 = arith.addi %412, %414 : i64
            %416 = llvm.getelementptr %106[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %417 = llvm.load %416 : !llvm.ptr<1> -> f32
            %thread_id_x_470 = gpu.thread_id  x
            %418 = arith.index_cast %thread_id_x_470 : index to i64
            %c16_i64_471 = arith.constant 16 : i64
            %419 = arith.remsi %418, %c16_i64_471 : i64
            %420 = arith.addi %125, %419 : i64
            %c2_i64_472 = arith.constant 2 : i64
            %421 = arith.addi %arg11, %c2_i64_472 : i64
            %c96_i64_473 = arith.constant 96 : i64
            %422 = arith.muli %421, %c96_i64_473 : i64
            %423 = arith.addi %420, %422 : i64
            %424 = llvm.getelementptr %106[%423] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %425 = llvm.load %424 : !llvm.ptr<1> -> f32
            %thread_id_x_474 = gpu.thread_id  x
            %426 = arith.index_cast %thread_id_x_474 : index to i64
            %c16_i64_475 = arith.constant 16 : i64
            %427 = arith.remsi %426, %c16_i64_475 : i64
            %428 = arith.addi %125, %427 : i64
            %c3_i64_476 = arith.constant 3 : i64
            %429 = arith.addi %arg11, %c3_i64_476 : i64
            %c96_i64_477 = arith.constant 96 : i64
            %430 = arith.muli %429, %c96_i64_477 : i64
            %431 = arith.addi %428, %430 : i64
            %432 = llvm.getelementptr %106[%431] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %433 = llvm.load %432 : !llvm.ptr<1> -> f32
            %thread_id_x_478 = gpu.thread_id  x
            %434 = arith.index_cast %thread_id_x_478 : index to i64
            %c16_i64_479 = arith.constant 16 : i64
            %435 = arith.remsi %434, %c16_i64_479 : i64
            %436 = arith.addi %125, %435 : i64
            %c4_i64_480 = arith.constant 4 : i64
            %437 = arith.addi %arg11, %c4_i64_480 : i64
            %c96_i64_481 = arith.constant 96 : i64
            %438 = arith.muli %437, %c96_i64_481 : i64
            %439 = arith.addi %436, %438 : i64
            %440 = llvm.getelementptr %106[%439] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %441 = llvm.load %440 : !llvm.ptr<1> -> f32
            %thread_id_x_482 = gpu.thread_id  x
            %442 = arith.index_cast %thread_id_x_482 : index to i64
            %c16_i64_483 = arith.constant 16 : i64
            %443 = arith.remsi %442, %c16_i64_483 : i64
            %444 = arith.addi %125, %443 : i64
            %c5_i64_484 = arith.constant 5 : i64
            %445 = arith.addi %arg11, %c5_i64_484 : i64
            %c96_i64_485 = arith.constant 96 : i64
            %446 = arith.muli %445, %c96_i64_485 : i64
            %447 = arith.addi %444, %446 : i64
            %448 = llvm.getelementptr %106[%447] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %449 = llvm.load %448 : !llvm.ptr<1> -> f32
            %thread_id_x_486 = gpu.thread_id  x
            %450 = arith.index_cast %thread_id_x_486 : index to i64
            %c16_i64_487 = arith.constant 16 : i64
            %451 = arith.remsi %450, %c16_i64_487 : i64
            %452 = arith.addi %125, %451 : i64
            %c6_i64_488 = arith.constant 6 : i64
            %453 = arith.addi %arg11, %c6_i64_488 : i64
            %c96_i64_489 = arith.constant 96 : i64
            %454 = arith.muli %453, %c96_i64_489 : i64
            %455 = arith.addi %452, %454 : i64
            %456 = llvm.getelementptr %106[%455] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %457 = llvm.load %456 : !llvm.ptr<1> -> f32
            %thread_id_x_490 = gpu.thread_id  x
            %458 = arith.index_cast %thread_id_x_490 : index to i64
            %c16_i64_491 = arith.constant 16 : i64
            %459 = arith.remsi %458, %c16_i64_491 : i64
            %460 = arith.addi %125, %459 : i64
            %c7_i64_492 = arith.constant 7 : i64
            %461 = arith.addi %arg11, %c7_i64_492 : i64
            %c96_i64_493 = arith.constant 96 : i64
            %462 = arith.muli %461, %c96_i64_493 : i64
            %463 = arith.addi %460, %462 : i64
            %464 = llvm.getelementptr %106[%463] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %465 = llvm.load %464 : !llvm.ptr<1> -> f32
            %thread_id_x_494 = gpu.thread_id  x
            %466 = arith.index_cast %thread_id_x_494 : index to i64
            %c16_i64_495 = arith.constant 16 : i64
            %467 = arith.remsi %466, %c16_i64_495 : i64
            %c16_i64_496 = arith.constant 16 : i64
            %468 = arith.addi %467, %c16_i64_496 : i64
            %469 = arith.addi %125, %468 : i64
            %c96_i64_497 = arith.constant 96 : i64
            %470 = arith.muli %arg11, %c96_i64_497 : i64
            %471 = arith.addi %469, %470 : i64
            %472 = llvm.getelementptr %106[%471] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %473 = llvm.load %472 : !llvm.ptr<1> -> f32
            %thread_id_x_498 = gpu.thread_id  x
            %474 = arith.index_cast %thread_id_x_498 : index to i64
            %c16_i64_499 = arith.constant 16 : i64
            %475 = arith.remsi %474, %c16_i64_499 : i64
            %c16_i64_500 = arith.constant 16 : i64
            %476 = arith.addi %475, %c16_i64_500 : i64
            %477 = arith.addi %125, %476 : i64
            %c1_i64_501 = arith.constant 1 : i64
            %478 = arith.addi %arg11, %c1_i64_501 : i64
            %c96_i64_502 = arith.constant 96 : i64
            %479 = arith.muli %478, %c96_i64_502 : i64
            %480 = arith.addi %477, %479 : i64
            %481 = llvm.getelementptr %106[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %482 = llvm.load %481 : !llvm.ptr<1> -> f32
            %thread_id_x_503 = gpu.thread_id  x
            %483 = arith.index_cast %thread_id_x_503 : index to i64
            %c16_i64_504 = arith.constant 16 : i64
            %484 = arith.remsi %483, %c16_i64_504 : i64
            %c16_i64_505 = arith.constant 16 : i64
            %485 = arith.addi %484, %c16_i64_505 : i64
            %486 = arith.addi %125, %485 : i64
            %c2_i64_506 = arith.constant 2 : i64
            %487 = arith.addi %arg11, %c2_i64_506 : i64
            %c96_i64_507 = arith.constant 96 : i64
            %488 = arith.muli %487, %c96_i64_507 : i64
            %489 = arith.addi %486, %488 : i64
            %490 = llvm.getelementptr %106[%489] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %491 = llvm.load %490 : !llvm.ptr<1> -> f32
            %thread_id_x_508 = gpu.thread_id  x
            %492 = arith.index_cast %thread_id_x_508 : index to i64
            %c16_i64_509 = arith.constant 16 : i64
            %493 = arith.remsi %492, %c16_i64_509 : i64
            %c16_i64_510 = arith.constant 16 : i64
            %494 = arith.addi %493, %c16_i64_510 : i64
            %495 = arith.addi %125, %494 : i64
            %c3_i64_511 = arith.constant 3 : i64
            %496 = arith.addi %arg11, %c3_i64_511 : i64
            %c96_i64_512 = arith.constant 96 : i64
            %497 = arith.muli %496, %c96_i64_512 : i64
            %498 = arith.addi %495, %497 : i64
            %499 = llvm.getelementptr %106[%498] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %500 = llvm.load %499 : !llvm.ptr<1> -> f32
            %thread_id_x_513 = gpu.thread_id  x
            %501 = arith.index_cast %thread_id_x_513 : index to i64
            %c16_i64_514 = arith.constant 16 : i64
            %502 = arith.remsi %501, %c16_i64_514 : i64
            %c16_i64_515 = arith.constant 16 : i64
            %503 = arith.addi %502, %c16_i64_515 : i64
            %504 = arith.addi %125, %503 : i64
            %c4_i64_516 = arith.constant 4 : i64
            %505 = arith.addi %arg11, %c4_i64_516 : i64
            %c96_i64_517 = arith.constant 96 : i64
            %506 = arith.muli %505, %c96_i64_517 : i64
            %507 = arith.addi %504, %506 : i64
            %508 = llvm.getelementptr %106[%507] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %509 = llvm.load %508 : !llvm.ptr<1> -> f32
            %thread_id_x_518 = gpu.thread_id  x
            %510 = arith.index_cast %thread_id_x_518 : index to i64
            %c16_i64_519 = arith.constant 16 : i64
            %511 = arith.remsi %510, %c16_i64_519 : i64
            %c16_i64_520 = arith.constant 16 : i64
            %512 = arith.addi %511, %c16_i64_520 : i64
            %513 = arith.addi %125, %512 : i64
            %c5_i64_521 = arith.constant 5 : i64
            %514 = arith.addi %arg11, %c5_i64_521 : i64
            %c96_i64_522 = arith.constant 96 : i64
            %515 = arith.muli %514, %c96_i64_522 : i64
            %516 = arith.addi %513, %515 : i64
            %517 = llvm.getelementptr %106[%516] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %518 = llvm.load %517 : !llvm.ptr<1> -> f32
            %thread_id_x_523 = gpu.thread_id  x
            %519 = arith.index_cast %thread_id_x_523 : index to i64
            %c16_i64_524 = arith.constant 16 : i64
            %520 = arith.remsi %519, %c16_i64_524 : i64
            %c16_i64_525 = arith.constant 16 : i64
            %521 = arith.addi %520, %c16_i64_525 : i64
            %522 = arith.addi %125, %521 : i64
            %c6_i64_526 = arith.constant 6 : i64
            %523 = arith.addi %arg11, %c6_i64_526 : i64
            %c96_i64_527 = arith.constant 96 : i64
            %524 = arith.muli %523, %c96_i64_527 : i64
            %525 = arith.addi %522, %524 : i64
            %526 = llvm.getelementptr %106[%525] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %527 = llvm.load %526 : !llvm.ptr<1> -> f32
            %thread_id_x_528 = gpu.thread_id  x
            %528 = arith.index_cast %thread_id_x_528 : index to i64
            %c16_i64_529 = arith.constant 16 : i64
            %529 = arith.remsi %528, %c16_i64_529 : i64
            %c16_i64_530 = arith.constant 16 : i64
            %530 = arith.addi %529, %c16_i64_530 : i64
            %531 = arith.addi %125, %530 : i64
            %c7_i64_531 = arith.constant 7 : i64
            %532 = arith.addi %arg11, %c7_i64_531 : i64
            %c96_i64_532 = arith.constant 96 : i64
            %533 = arith.muli %532, %c96_i64_532 : i64
            %534 = arith.addi %531, %533 : i64
            %535 = llvm.getelementptr %106[%534] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %536 = llvm.load %535 : !llvm.ptr<1> -> f32
            %thread_id_x_533 = gpu.thread_id  x
            %537 = arith.index_cast %thread_id_x_533 : index to i64
            %c16_i64_534 = arith.constant 16 : i64
            %538 = arith.remsi %537, %c16_i64_534 : i64
            %c8_i64_535 = arith.constant 8 : i64
            %539 = arith.divsi %538, %c8_i64_535 : i64
            %thread_id_x_536 = gpu.thread_id  x
            %540 = arith.index_cast %thread_id_x_536 : index to i64
            %c16_i64_537 = arith.constant 16 : i64
            %541 = arith.remsi %540, %c16_i64_537 : i64
            %c8_i64_538 = arith.constant 8 : i64
            %542 = arith.remsi %541, %c8_i64_538 : i64
            %543 = arith.addi %arg11, %542 : i64
            %544 = arith.addi %130, %539 : i64
            %cst_539 = arith.constant 0.000000e+00 : f32
            memref.store %cst_539, %alloca_147[] : memref<f32>
            %c16_i64_540 = arith.constant 16 : i64
            %545 = arith.cmpi slt, %539, %c16_i64_540 : i64
            scf.if %545 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2312 = arith.muli %544, %c24_i64_1369 : i64
              %2313 = arith.addi %543, %2312 : i64
              %2314 = llvm.getelementptr %108[%2313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2315 = llvm.load %2314 : !llvm.ptr<1> -> f32
              memref.store %2315, %alloca_147[] : memref<f32>
            }
            %thread_id_x_541 = gpu.thread_id  x
            %546 = arith.index_cast %thread_id_x_541 : index to i64
            %c16_i64_542 = arith.constant 16 : i64
            %547 = arith.remsi %546, %c16_i64_542 : i64
            %c8_i64_543 = arith.constant 8 : i64
            %548 = arith.divsi %547, %c8_i64_543 : i64
            %c2_i64_544 = arith.constant 2 : i64
            %549 = arith.addi %548, %c2_i64_544 : i64
            %thread_id_x_545 = gpu.thread_id  x
            %550 = arith.index_cast %thread_id_x_545 : index to i64
            %c16_i64_546 = arith.constant 16 : i64
            %551 = arith.remsi %550, %c16_i64_546 : i64
            %c8_i64_547 = arith.constant 8 : i64
            %552 = arith.remsi %551, %c8_i64_547 : i64
            %553 = arith.addi %arg11, %552 : i64
            %554 = arith.addi %130, %549 : i64
            %cst_548 = arith.constant 0.000000e+00 : f32
            memref.store %cst_548, %alloca_148[] : memref<f32>
            %c16_i64_549 = arith.constant 16 : i64
            %555 = arith.cmpi slt, %549, %c16_i64_549 : i64
            scf.if %555 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2312 = arith.muli %554, %c24_i64_1369 : i64
              %2313 = arith.addi %553, %2312 : i64
              %2314 = llvm.getelementptr %108[%2313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2315 = llvm.load %2314 : !llvm.ptr<1> -> f32
              memref.store %2315, %alloca_148[] : memref<f32>
            }
            %thread_id_x_550 = gpu.thread_id  x
            %556 = arith.index_cast %thread_id_x_550 : index to i64
            %c16_i64_551 = arith.constant 16 : i64
            %557 = arith.remsi %556, %c16_i64_551 : i64
            %c8_i64_552 = arith.constant 8 : i64
            %558 = arith.divsi %557, %c8_i64_552 : i64
            %c4_i64_553 = arith.constant 4 : i64
            %559 = arith.addi %558, %c4_i64_553 : i64
            %thread_id_x_554 = gpu.thread_id  x
            %560 = arith.index_cast %thread_id_x_554 : index to i64
            %c16_i64_555 = arith.constant 16 : i64
            %561 = arith.remsi %560, %c16_i64_555 : i64
            %c8_i64_556 = arith.constant 8 : i64
            %562 = arith.remsi %561, %c8_i64_556 : i64
            %563 = arith.addi %arg11, %562 : i64
            %564 = arith.addi %130, %559 : i64
            %cst_557 = arith.constant 0.000000e+00 : f32
            memref.store %cst_557, %alloca_149[] : memref<f32>
            %c16_i64_558 = arith.constant 16 : i64
            %565 = arith.cmpi slt, %559, %c16_i64_558 : i64
            scf.if %565 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2312 = arith.muli %564, %c24_i64_1369 : i64
              %2313 = arith.addi %563, %2312 : i64
              %2314 = llvm.getelementptr %108[%2313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2315 = llvm.load %2314 : !llvm.ptr<1> -> f32
              memref.store %2315, %alloca_149[] : memref<f32>
            }
            %thread_id_x_559 = gpu.thread_id  x
            %566 = arith.index_cast %thread_id_x_559 : index to i64
            %c16_i64_560 = arith.constant 16 : i64
            %567 = arith.remsi %566, %c16_i64_560 : i64
            %c8_i64_561 = arith.constant 8 : i64
            %568 = arith.divsi %567, %c8_i64_561 : i64
            %c6_i64_562 = arith.constant 6 : i64
            %569 = arith.addi %568, %c6_i64_562 : i64
            %thread_id_x_563 = gpu.thread_id  x
            %570 = arith.index_cast %thread_id_x_563 : index to i64
            %c16_i64_564 = arith.constant 16 : i64
            %571 = arith.remsi %570, %c16_i64_564 : i64
            %c8_i64_565 = arith.constant 8 : i64
            %572 = arith.remsi %571, %c8_i64_565 : i64
            %573 = arith.addi %arg11, %572 : i64
            %574 = arith.addi %130, %569 : i64
            %cst_566 = arith.constant 0.000000e+00 : f32
            memref.store %cst_566, %alloca_150[] : memref<f32>
            %c16_i64_567 = arith.constant 16 : i64
            %575 = arith.cmpi slt, %569, %c16_i64_567 : i64
            scf.if %575 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2312 = arith.muli %574, %c24_i64_1369 : i64
              %2313 = arith.addi %573, %2312 : i64
              %2314 = llvm.getelementptr %108[%2313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2315 = llvm.load %2314 : !llvm.ptr<1> -> f32
              memref.store %2315, %alloca_150[] : memref<f32>
            }
            %thread_id_x_568 = gpu.thread_id  x
            %576 = arith.index_cast %thread_id_x_568 : index to i64
            %c16_i64_569 = arith.constant 16 : i64
            %577 = arith.remsi %576, %c16_i64_569 : i64
            %c8_i64_570 = arith.constant 8 : i64
            %578 = arith.divsi %577, %c8_i64_570 : i64
            %c8_i64_571 = arith.constant 8 : i64
            %579 = arith.addi %578, %c8_i64_571 : i64
            %thread_id_x_572 = gpu.thread_id  x
            %580 = arith.index_cast %thread_id_x_572 : index to i64
            %c16_i64_573 = arith.constant 16 : i64
            %581 = arith.remsi %580, %c16_i64_573 : i64
            %c8_i64_574 = arith.constant 8 : i64
            %582 = arith.remsi %581, %c8_i64_574 : i64
            %583 = arith.addi %arg11, %582 : i64
            %584 = arith.addi %130, %579 : i64
            %cst_575 = arith.constant 0.000000e+00 : f32
            memref.store %cst_575, %alloca_151[] : memref<f32>
            %c16_i64_576 = arith.constant 16 : i64
            %585 = arith.cmpi slt, %579, %c16_i64_576 : i64
            scf.if %585 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2312 = arith.muli %584, %c24_i64_1369 : i64
              %2313 = arith.addi %583, %2312 : i64
              %2314 = llvm.getelementptr %108[%2313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2315 = llvm.load %2314 : !llvm.ptr<1> -> f32
              memref.store %2315, %alloca_151[] : memref<f32>
            }
            %thread_id_x_577 = gpu.thread_id  x
            %586 = arith.index_cast %thread_id_x_577 : index to i64
            %c16_i64_578 = arith.constant 16 : i64
            %587 = arith.remsi %586, %c16_i64_578 : i64
            %c8_i64_579 = arith.constant 8 : i64
            %588 = arith.divsi %587, %c8_i64_579 : i64
            %c10_i64_580 = arith.constant 10 : i64
            %589 = arith.addi %588, %c10_i64_580 : i64
            %thread_id_x_581 = gpu.thread_id  x
            %590 = arith.index_cast %thread_id_x_581 : index to i64
            %c16_i64_582 = arith.constant 16 : i64
            %591 = arith.remsi %590, %c16_i64_582 : i64
            %c8_i64_583 = arith.constant 8 : i64
            %592 = arith.remsi %591, %c8_i64_583 : i64
            %593 = arith.addi %arg11, %592 : i64
            %594 = arith.addi %130, %589 : i64
            %cst_584 = arith.constant 0.000000e+00 : f32
            memref.store %cst_584, %alloca_152[] : memref<f32>
            %c16_i64_585 = arith.constant 16 : i64
            %595 = arith.cmpi slt, %589, %c16_i64_585 : i64
            scf.if %595 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2312 = arith.muli %594, %c24_i64_1369 : i64
              %2313 = arith.addi %593, %2312 : i64
              %2314 = llvm.getelementptr %108[%2313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2315 = llvm.load %2314 : !llvm.ptr<1> -> f32
              memref.store %2315, %alloca_152[] : memref<f32>
            }
            %thread_id_x_586 = gpu.thread_id  x
            %596 = arith.index_cast %thread_id_x_586 : index to i64
            %c16_i64_587 = arith.constant 16 : i64
            %597 = arith.remsi %596, %c16_i64_587 : i64
            %c8_i64_588 = arith.constant 8 : i64
            %598 = arith.divsi %597, %c8_i64_588 : i64
            %c12_i64_589 = arith.constant 12 : i64
            %599 = arith.addi %598, %c12_i64_589 : i64
            %thread_id_x_590 = gpu.thread_id  x
            %600 = arith.index_cast %thread_id_x_590 : index to i64
            %c16_i64_591 = arith.constant 16 : i64
            %601 = arith.remsi %600, %c16_i64_591 : i64
            %c8_i64_592 = arith.constant 8 : i64
            %602 = arith.remsi %601, %c8_i64_592 : i64
            %603 = arith.addi %arg11, %602 : i64
            %604 = arith.addi %130, %599 : i64
            %cst_593 = arith.constant 0.000000e+00 : f32
            memref.store %cst_593, %alloca_153[] : memref<f32>
            %c16_i64_594 = arith.constant 16 : i64
            %605 = arith.cmpi slt, %599, %c16_i64_594 : i64
            scf.if %605 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2312 = arith.muli %604, %c24_i64_1369 : i64
              %2313 = arith.addi %603, %2312 : i64
              %2314 = llvm.getelementptr %108[%2313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2315 = llvm.load %2314 : !llvm.ptr<1> -> f32
              memref.store %2315, %alloca_153[] : memref<f32>
            }
            %thread_id_x_595 = gpu.thread_id  x
            %606 = arith.index_cast %thread_id_x_595 : index to i64
            %c16_i64_596 = arith.constant 16 : i64
            %607 = arith.remsi %606, %c16_i64_596 : i64
            %c8_i64_597 = arith.constant 8 : i64
            %608 = arith.divsi %607, %c8_i64_597 : i64
            %c14_i64_598 = arith.constant 14 : i64
            %609 = arith.addi %608, %c14_i64_598 : i64
            %thread_id_x_599 = gpu.thread_id  x
            %610 = arith.index_cast %thread_id_x_599 : index to i64
            %c16_i64_600 = arith.constant 16 : i64
            %611 = arith.remsi %610, %c16_i64_600 : i64
            %c8_i64_601 = arith.constant 8 : i64
            %612 = arith.remsi %611, %c8_i64_601 : i64
            %613 = arith.addi %arg11, %612 : i64
            %614 = arith.addi %130, %609 : i64
            %cst_602 = arith.constant 0.000000e+00 : f32
            memref.store %cst_602, %alloca_154[] : memref<f32>
            %c16_i64_603 = arith.constant 16 : i64
            %615 = arith.cmpi slt, %609, %c16_i64_603 : i64
            scf.if %615 {
              %c24_i64_1369 = arith.constant 24 : i64
              %2312 = arith.muli %614, %c24_i64_1369 : i64
              %2313 = arith.addi %613, %2312 : i64
              %2314 = llvm.getelementptr %108[%2313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2315 = llvm.load %2314 : !llvm.ptr<1> -> f32
              memref.store %2315, %alloca_154[] : memref<f32>
            }
            %616 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_604 = gpu.thread_id  x
            %617 = arith.index_cast %thread_id_x_604 : index to i64
            %c16_i64_605 = arith.constant 16 : i64
            %618 = arith.remsi %617, %c16_i64_605 : i64
            %619 = arith.trunci %618 : i64 to i32
            %c0_i64_606 = arith.constant 0 : i64
            %620 = arith.trunci %c0_i64_606 : i64 to i32
            %621 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32 = arith.constant -16 : i32
            %622 = arith.andi %621, %c-16_i32 : i32
            %c65535_i32 = arith.constant 65535 : i32
            %623 = arith.shli %c65535_i32, %622 : i32
            %c4127_i32 = arith.constant 4127 : i32
            %624 = nvvm.shfl.sync  idx %623, %616, %620, %c4127_i32 : f32 -> f32
            memref.store %624, %alloca_155[] : memref<f32>
            %625 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_607 = gpu.thread_id  x
            %626 = arith.index_cast %thread_id_x_607 : index to i64
            %c16_i64_608 = arith.constant 16 : i64
            %627 = arith.remsi %626, %c16_i64_608 : i64
            %628 = arith.trunci %627 : i64 to i32
            %c1_i64_609 = arith.constant 1 : i64
            %629 = arith.trunci %c1_i64_609 : i64 to i32
            %630 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_610 = arith.constant -16 : i32
            %631 = arith.andi %630, %c-16_i32_610 : i32
            %c65535_i32_611 = arith.constant 65535 : i32
            %632 = arith.shli %c65535_i32_611, %631 : i32
            %c4127_i32_612 = arith.constant 4127 : i32
            %633 = nvvm.shfl.sync  idx %632, %625, %629, %c4127_i32_612 : f32 -> f32
            memref.store %633, %alloca_156[] : memref<f32>
            %634 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_613 = gpu.thread_id  x
            %635 = arith.index_cast %thread_id_x_613 : index to i64
            %c16_i64_614 = arith.constant 16 : i64
            %636 = arith.remsi %635, %c16_i64_614 : i64
            %637 = arith.trunci %636 : i64 to i32
            %c2_i64_615 = arith.constant 2 : i64
            %638 = arith.trunci %c2_i64_615 : i64 to i32
            %639 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_616 = arith.constant -16 : i32
            %640 = arith.andi %639, %c-16_i32_616 : i32
            %c65535_i32_617 = arith.constant 65535 : i32
            %641 = arith.shli %c65535_i32_617, %640 : i32
            %c4127_i32_618 = arith.constant 4127 : i32
            %642 = nvvm.shfl.sync  idx %641, %634, %638, %c4127_i32_618 : f32 -> f32
            memref.store %642, %alloca_157[] : memref<f32>
            %643 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_619 = gpu.thread_id  x
            %644 = arith.index_cast %thread_id_x_619 : index to i64
            %c16_i64_620 = arith.constant 16 : i64
            %645 = arith.remsi %644, %c16_i64_620 : i64
            %646 = arith.trunci %645 : i64 to i32
            %c3_i64_621 = arith.constant 3 : i64
            %647 = arith.trunci %c3_i64_621 : i64 to i32
            %648 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_622 = arith.constant -16 : i32
            %649 = arith.andi %648, %c-16_i32_622 : i32
            %c65535_i32_623 = arith.constant 65535 : i32
            %650 = arith.shli %c65535_i32_623, %649 : i32
            %c4127_i32_624 = arith.constant 4127 : i32
            %651 = nvvm.shfl.sync  idx %650, %643, %647, %c4127_i32_624 : f32 -> f32
            memref.store %651, %alloca_158[] : memref<f32>
            %652 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_625 = gpu.thread_id  x
            %653 = arith.index_cast %thread_id_x_625 : index to i64
            %c16_i64_626 = arith.constant 16 : i64
            %654 = arith.remsi %653, %c16_i64_626 : i64
            %655 = arith.trunci %654 : i64 to i32
            %c4_i64_627 = arith.constant 4 : i64
            %656 = arith.trunci %c4_i64_627 : i64 to i32
            %657 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_628 = arith.constant -16 : i32
            %658 = arith.andi %657, %c-16_i32_628 : i32
            %c65535_i32_629 = arith.constant 65535 : i32
            %659 = arith.shli %c65535_i32_629, %658 : i32
            %c4127_i32_630 = arith.constant 4127 : i32
            %660 = nvvm.shfl.sync  idx %659, %652, %656, %c4127_i32_630 : f32 -> f32
            memref.store %660, %alloca_159[] : memref<f32>
            %661 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_631 = gpu.thread_id  x
            %662 = arith.index_cast %thread_id_x_631 : index to i64
            %c16_i64_632 = arith.constant 16 : i64
            %663 = arith.remsi %662, %c16_i64_632 : i64
            %664 = arith.trunci %663 : i64 to i32
            %c5_i64_633 = arith.constant 5 : i64
            %665 = arith.trunci %c5_i64_633 : i64 to i32
            %666 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_634 = arith.constant -16 : i32
            %667 = arith.andi %666, %c-16_i32_634 : i32
            %c65535_i32_635 = arith.constant 65535 : i32
            %668 = arith.shli %c65535_i32_635, %667 : i32
            %c4127_i32_636 = arith.constant 4127 : i32
            %669 = nvvm.shfl.sync  idx %668, %661, %665, %c4127_i32_636 : f32 -> f32
            memref.store %669, %alloca_160[] : memref<f32>
            %670 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_637 = gpu.thread_id  x
            %671 = arith.index_cast %thread_id_x_637 : index to i64
            %c16_i64_638 = arith.constant 16 : i64
            %672 = arith.remsi %671, %c16_i64_638 : i64
            %673 = arith.trunci %672 : i64 to i32
            %c6_i64_639 = arith.constant 6 : i64
            %674 = arith.trunci %c6_i64_639 : i64 to i32
            %675 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_640 = arith.constant -16 : i32
            %676 = arith.andi %675, %c-16_i32_640 : i32
            %c65535_i32_641 = arith.constant 65535 : i32
            %677 = arith.shli %c65535_i32_641, %676 : i32
            %c4127_i32_642 = arith.constant 4127 : i32
            %678 = nvvm.shfl.sync  idx %677, %670, %674, %c4127_i32_642 : f32 -> f32
            memref.store %678, %alloca_161[] : memref<f32>
            %679 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_643 = gpu.thread_id  x
            %680 = arith.index_cast %thread_id_x_643 : index to i64
            %c16_i64_644 = arith.constant 16 : i64
            %681 = arith.remsi %680, %c16_i64_644 : i64
            %682 = arith.trunci %681 : i64 to i32
            %c7_i64_645 = arith.constant 7 : i64
            %683 = arith.trunci %c7_i64_645 : i64 to i32
            %684 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_646 = arith.constant -16 : i32
            %685 = arith.andi %684, %c-16_i32_646 : i32
            %c65535_i32_647 = arith.constant 65535 : i32
            %686 = arith.shli %c65535_i32_647, %685 : i32
            %c4127_i32_648 = arith.constant 4127 : i32
            %687 = nvvm.shfl.sync  idx %686, %679, %683, %c4127_i32_648 : f32 -> f32
            memref.store %687, %alloca_162[] : memref<f32>
            %688 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_649 = gpu.thread_id  x
            %689 = arith.index_cast %thread_id_x_649 : index to i64
            %c16_i64_650 = arith.constant 16 : i64
            %690 = arith.remsi %689, %c16_i64_650 : i64
            %691 = arith.trunci %690 : i64 to i32
            %c8_i64_651 = arith.constant 8 : i64
            %692 = arith.trunci %c8_i64_651 : i64 to i32
            %693 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_652 = arith.constant -16 : i32
            %694 = arith.andi %693, %c-16_i32_652 : i32
            %c65535_i32_653 = arith.constant 65535 : i32
            %695 = arith.shli %c65535_i32_653, %694 : i32
            %c4127_i32_654 = arith.constant 4127 : i32
            %696 = nvvm.shfl.sync  idx %695, %688, %692, %c4127_i32_654 : f32 -> f32
            memref.store %696, %alloca_163[] : memref<f32>
            %697 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_655 = gpu.thread_id  x
            %698 = arith.index_cast %thread_id_x_655 : index to i64
            %c16_i64_656 = arith.constant 16 : i64
            %699 = arith.remsi %698, %c16_i64_656 : i64
            %700 = arith.trunci %699 : i64 to i32
            %c9_i64_657 = arith.constant 9 : i64
            %701 = arith.trunci %c9_i64_657 : i64 to i32
            %702 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_658 = arith.constant -16 : i32
            %703 = arith.andi %702, %c-16_i32_658 : i32
            %c65535_i32_659 = arith.constant 65535 : i32
            %704 = arith.shli %c65535_i32_659, %703 : i32
            %c4127_i32_660 = arith.constant 4127 : i32
            %705 = nvvm.shfl.sync  idx %704, %697, %701, %c4127_i32_660 : f32 -> f32
            memref.store %705, %alloca_164[] : memref<f32>
            %706 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_661 = gpu.thread_id  x
            %707 = arith.index_cast %thread_id_x_661 : index to i64
            %c16_i64_662 = arith.constant 16 : i64
            %708 = arith.remsi %707, %c16_i64_662 : i64
            %709 = arith.trunci %708 : i64 to i32
            %c10_i64_663 = arith.constant 10 : i64
            %710 = arith.trunci %c10_i64_663 : i64 to i32
            %711 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_664 = arith.constant -16 : i32
            %712 = arith.andi %711, %c-16_i32_664 : i32
            %c65535_i32_665 = arith.constant 65535 : i32
            %713 = arith.shli %c65535_i32_665, %712 : i32
            %c4127_i32_666 = arith.constant 4127 : i32
            %714 = nvvm.shfl.sync  idx %713, %706, %710, %c4127_i32_666 : f32 -> f32
            memref.store %714, %alloca_165[] : memref<f32>
            %715 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_667 = gpu.thread_id  x
            %716 = arith.index_cast %thread_id_x_667 : index to i64
            %c16_i64_668 = arith.constant 16 : i64
            %717 = arith.remsi %716, %c16_i64_668 : i64
            %718 = arith.trunci %717 : i64 to i32
            %c11_i64_669 = arith.constant 11 : i64
            %719 = arith.trunci %c11_i64_669 : i64 to i32
            %720 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_670 = arith.constant -16 : i32
            %721 = arith.andi %720, %c-16_i32_670 : i32
            %c65535_i32_671 = arith.constant 65535 : i32
            %722 = arith.shli %c65535_i32_671, %721 : i32
            %c4127_i32_672 = arith.constant 4127 : i32
            %723 = nvvm.shfl.sync  idx %722, %715, %719, %c4127_i32_672 : f32 -> f32
            memref.store %723, %alloca_166[] : memref<f32>
            %724 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_673 = gpu.thread_id  x
            %725 = arith.index_cast %thread_id_x_673 : index to i64
            %c16_i64_674 = arith.constant 16 : i64
            %726 = arith.remsi %725, %c16_i64_674 : i64
            %727 = arith.trunci %726 : i64 to i32
            %c12_i64_675 = arith.constant 12 : i64
            %728 = arith.trunci %c12_i64_675 : i64 to i32
            %729 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_676 = arith.constant -16 : i32
            %730 = arith.andi %729, %c-16_i32_676 : i32
            %c65535_i32_677 = arith.constant 65535 : i32
            %731 = arith.shli %c65535_i32_677, %730 : i32
            %c4127_i32_678 = arith.constant 4127 : i32
            %732 = nvvm.shfl.sync  idx %731, %724, %728, %c4127_i32_678 : f32 -> f32
            memref.store %732, %alloca_167[] : memref<f32>
            %733 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_679 = gpu.thread_id  x
            %734 = arith.index_cast %thread_id_x_679 : index to i64
            %c16_i64_680 = arith.constant 16 : i64
            %735 = arith.remsi %734, %c16_i64_680 : i64
            %736 = arith.trunci %735 : i64 to i32
            %c13_i64_681 = arith.constant 13 : i64
            %737 = arith.trunci %c13_i64_681 : i64 to i32
            %738 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_682 = arith.constant -16 : i32
            %739 = arith.andi %738, %c-16_i32_682 : i32
            %c65535_i32_683 = arith.constant 65535 : i32
            %740 = arith.shli %c65535_i32_683, %739 : i32
            %c4127_i32_684 = arith.constant 4127 : i32
            %741 = nvvm.shfl.sync  idx %740, %733, %737, %c4127_i32_684 : f32 -> f32
            memref.store %741, %alloca_168[] : memref<f32>
            %742 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_685 = gpu.thread_id  x
            %743 = arith.index_cast %thread_id_x_685 : index to i64
            %c16_i64_686 = arith.constant 16 : i64
            %744 = arith.remsi %743, %c16_i64_686 : i64
            %745 = arith.trunci %744 : i64 to i32
            %c14_i64_687 = arith.constant 14 : i64
            %746 = arith.trunci %c14_i64_687 : i64 to i32
            %747 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_688 = arith.constant -16 : i32
            %748 = arith.andi %747, %c-16_i32_688 : i32
            %c65535_i32_689 = arith.constant 65535 : i32
            %749 = arith.shli %c65535_i32_689, %748 : i32
            %c4127_i32_690 = arith.constant 4127 : i32
            %750 = nvvm.shfl.sync  idx %749, %742, %746, %c4127_i32_690 : f32 -> f32
            memref.store %750, %alloca_169[] : memref<f32>
            %751 = memref.load %alloca_147[] : memref<f32>
            %thread_id_x_691 = gpu.thread_id  x
            %752 = arith.index_cast %thread_id_x_691 : index to i64
            %c16_i64_692 = arith.constant 16 : i64
            %753 = arith.remsi %752, %c16_i64_692 : i64
            %754 = arith.trunci %753 : i64 to i32
            %c15_i64_693 = arith.constant 15 : i64
            %755 = arith.trunci %c15_i64_693 : i64 to i32
            %756 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_694 = arith.constant -16 : i32
            %757 = arith.andi %756, %c-16_i32_694 : i32
            %c65535_i32_695 = arith.constant 65535 : i32
            %758 = arith.shli %c65535_i32_695, %757 : i32
            %c4127_i32_696 = arith.constant 4127 : i32
            %759 = nvvm.shfl.sync  idx %758, %751, %755, %c4127_i32_696 : f32 -> f32
            memref.store %759, %alloca_170[] : memref<f32>
            %760 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_697 = gpu.thread_id  x
            %761 = arith.index_cast %thread_id_x_697 : index to i64
            %c16_i64_698 = arith.constant 16 : i64
            %762 = arith.remsi %761, %c16_i64_698 : i64
            %763 = arith.trunci %762 : i64 to i32
            %c0_i64_699 = arith.constant 0 : i64
            %764 = arith.trunci %c0_i64_699 : i64 to i32
            %765 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_700 = arith.constant -16 : i32
            %766 = arith.andi %765, %c-16_i32_700 : i32
            %c65535_i32_701 = arith.constant 65535 : i32
            %767 = arith.shli %c65535_i32_701, %766 : i32
            %c4127_i32_702 = arith.constant 4127 : i32
            %768 = nvvm.shfl.sync  idx %767, %760, %764, %c4127_i32_702 : f32 -> f32
            memref.store %768, %alloca_171[] : memref<f32>
            %769 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_703 = gpu.thread_id  x
            %770 = arith.index_cast %thread_id_x_703 : index to i64
            %c16_i64_704 = arith.constant 16 : i64
            %771 = arith.remsi %770, %c16_i64_704 : i64
            %772 = arith.trunci %771 : i64 to i32
            %c1_i64_705 = arith.constant 1 : i64
            %773 = arith.trunci %c1_i64_705 : i64 to i32
            %774 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_706 = arith.constant -16 : i32
            %775 = arith.andi %774, %c-16_i32_706 : i32
            %c65535_i32_707 = arith.constant 65535 : i32
            %776 = arith.shli %c65535_i32_707, %775 : i32
            %c4127_i32_708 = arith.constant 4127 : i32
            %777 = nvvm.shfl.sync  idx %776, %769, %773, %c4127_i32_708 : f32 -> f32
            memref.store %777, %alloca_172[] : memref<f32>
            %778 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_709 = gpu.thread_id  x
            %779 = arith.index_cast %thread_id_x_709 : index to i64
            %c16_i64_710 = arith.constant 16 : i64
            %780 = arith.remsi %779, %c16_i64_710 : i64
            %781 = arith.trunci %780 : i64 to i32
            %c2_i64_711 = arith.constant 2 : i64
            %782 = arith.trunci %c2_i64_711 : i64 to i32
            %783 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_712 = arith.constant -16 : i32
            %784 = arith.andi %783, %c-16_i32_712 : i32
            %c65535_i32_713 = arith.constant 65535 : i32
            %785 = arith.shli %c65535_i32_713, %784 : i32
            %c4127_i32_714 = arith.constant 4127 : i32
            %786 = nvvm.shfl.sync  idx %785, %778, %782, %c4127_i32_714 : f32 -> f32
            memref.store %786, %alloca_173[] : memref<f32>
            %787 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_715 = gpu.thread_id  x
            %788 = arith.index_cast %thread_id_x_715 : index to i64
            %c16_i64_716 = arith.constant 16 : i64
            %789 = arith.remsi %788, %c16_i64_716 : i64
            %790 = arith.trunci %789 : i64 to i32
            %c3_i64_717 = arith.constant 3 : i64
            %791 = arith.trunci %c3_i64_717 : i64 to i32
            %792 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_718 = arith.constant -16 : i32
            %793 = arith.andi %792, %c-16_i32_718 : i32
            %c65535_i32_719 = arith.constant 65535 : i32
            %794 = arith.shli %c65535_i32_719, %793 : i32
            %c4127_i32_720 = arith.constant 4127 : i32
            %795 = nvvm.shfl.sync  idx %794, %787, %791, %c4127_i32_720 : f32 -> f32
            memref.store %795, %alloca_174[] : memref<f32>
            %796 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_721 = gpu.thread_id  x
            %797 = arith.index_cast %thread_id_x_721 : index to i64
            %c16_i64_722 = arith.constant 16 : i64
            %798 = arith.remsi %797, %c16_i64_722 : i64
            %799 = arith.trunci %798 : i64 to i32
            %c4_i64_723 = arith.constant 4 : i64
            %800 = arith.trunci %c4_i64_723 : i64 to i32
            %801 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_724 = arith.constant -16 : i32
            %802 = arith.andi %801, %c-16_i32_724 : i32
            %c65535_i32_725 = arith.constant 65535 : i32
            %803 = arith.shli %c65535_i32_725, %802 : i32
            %c4127_i32_726 = arith.constant 4127 : i32
            %804 = nvvm.shfl.sync  idx %803, %796, %800, %c4127_i32_726 : f32 -> f32
            memref.store %804, %alloca_175[] : memref<f32>
            %805 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_727 = gpu.thread_id  x
            %806 = arith.index_cast %thread_id_x_727 : index to i64
            %c16_i64_728 = arith.constant 16 : i64
            %807 = arith.remsi %806, %c16_i64_728 : i64
            %808 = arith.trunci %807 : i64 to i32
            %c5_i64_729 = arith.constant 5 : i64
            %809 = arith.trunci %c5_i64_729 : i64 to i32
            %810 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_730 = arith.constant -16 : i32
            %811 = arith.andi %810, %c-16_i32_730 : i32
            %c65535_i32_731 = arith.constant 65535 : i32
            %812 = arith.shli %c65535_i32_731, %811 : i32
            %c4127_i32_732 = arith.constant 4127 : i32
            %813 = nvvm.shfl.sync  idx %812, %805, %809, %c4127_i32_732 : f32 -> f32
            memref.store %813, %alloca_176[] : memref<f32>
            %814 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_733 = gpu.thread_id  x
            %815 = arith.index_cast %thread_id_x_733 : index to i64
            %c16_i64_734 = arith.constant 16 : i64
            %816 = arith.remsi %815, %c16_i64_734 : i64
            %817 = arith.trunci %816 : i64 to i32
            %c6_i64_735 = arith.constant 6 : i64
            %818 = arith.trunci %c6_i64_735 : i64 to i32
            %819 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_736 = arith.constant -16 : i32
            %820 = arith.andi %819, %c-16_i32_736 : i32
            %c65535_i32_737 = arith.constant 65535 : i32
            %821 = arith.shli %c65535_i32_737, %820 : i32
            %c4127_i32_738 = arith.constant 4127 : i32
            %822 = nvvm.shfl.sync  idx %821, %814, %818, %c4127_i32_738 : f32 -> f32
            memref.store %822, %alloca_177[] : memref<f32>
            %823 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_739 = gpu.thread_id  x
            %824 = arith.index_cast %thread_id_x_739 : index to i64
            %c16_i64_740 = arith.constant 16 : i64
            %825 = arith.remsi %824, %c16_i64_740 : i64
            %826 = arith.trunci %825 : i64 to i32
            %c7_i64_741 = arith.constant 7 : i64
            %827 = arith.trunci %c7_i64_741 : i64 to i32
            %828 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_742 = arith.constant -16 : i32
            %829 = arith.andi %828, %c-16_i32_742 : i32
            %c65535_i32_743 = arith.constant 65535 : i32
            %830 = arith.shli %c65535_i32_743, %829 : i32
            %c4127_i32_744 = arith.constant 4127 : i32
            %831 = nvvm.shfl.sync  idx %830, %823, %827, %c4127_i32_744 : f32 -> f32
            memref.store %831, %alloca_178[] : memref<f32>
            %832 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_745 = gpu.thread_id  x
            %833 = arith.index_cast %thread_id_x_745 : index to i64
            %c16_i64_746 = arith.constant 16 : i64
            %834 = arith.remsi %833, %c16_i64_746 : i64
            %835 = arith.trunci %834 : i64 to i32
            %c8_i64_747 = arith.constant 8 : i64
            %836 = arith.trunci %c8_i64_747 : i64 to i32
            %837 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_748 = arith.constant -16 : i32
            %838 = arith.andi %837, %c-16_i32_748 : i32
            %c65535_i32_749 = arith.constant 65535 : i32
            %839 = arith.shli %c65535_i32_749, %838 : i32
            %c4127_i32_750 = arith.constant 4127 : i32
            %840 = nvvm.shfl.sync  idx %839, %832, %836, %c4127_i32_750 : f32 -> f32
            memref.store %840, %alloca_179[] : memref<f32>
            %841 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_751 = gpu.thread_id  x
            %842 = arith.index_cast %thread_id_x_751 : index to i64
            %c16_i64_752 = arith.constant 16 : i64
            %843 = arith.remsi %842, %c16_i64_752 : i64
            %844 = arith.trunci %843 : i64 to i32
            %c9_i64_753 = arith.constant 9 : i64
            %845 = arith.trunci %c9_i64_753 : i64 to i32
            %846 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_754 = arith.constant -16 : i32
            %847 = arith.andi %846, %c-16_i32_754 : i32
            %c65535_i32_755 = arith.constant 65535 : i32
            %848 = arith.shli %c65535_i32_755, %847 : i32
            %c4127_i32_756 = arith.constant 4127 : i32
            %849 = nvvm.shfl.sync  idx %848, %841, %845, %c4127_i32_756 : f32 -> f32
            memref.store %849, %alloca_180[] : memref<f32>
            %850 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_757 = gpu.thread_id  x
            %851 = arith.index_cast %thread_id_x_757 : index to i64
            %c16_i64_758 = arith.constant 16 : i64
            %852 = arith.remsi %851, %c16_i64_758 : i64
            %853 = arith.trunci %852 : i64 to i32
            %c10_i64_759 = arith.constant 10 : i64
            %854 = arith.trunci %c10_i64_759 : i64 to i32
            %855 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_760 = arith.constant -16 : i32
            %856 = arith.andi %855, %c-16_i32_760 : i32
            %c65535_i32_761 = arith.constant 65535 : i32
            %857 = arith.shli %c65535_i32_761, %856 : i32
            %c4127_i32_762 = arith.constant 4127 : i32
            %858 = nvvm.shfl.sync  idx %857, %850, %854, %c4127_i32_762 : f32 -> f32
            memref.store %858, %alloca_181[] : memref<f32>
            %859 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_763 = gpu.thread_id  x
            %860 = arith.index_cast %thread_id_x_763 : index to i64
            %c16_i64_764 = arith.constant 16 : i64
            %861 = arith.remsi %860, %c16_i64_764 : i64
            %862 = arith.trunci %861 : i64 to i32
            %c11_i64_765 = arith.constant 11 : i64
            %863 = arith.trunci %c11_i64_765 : i64 to i32
            %864 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_766 = arith.constant -16 : i32
            %865 = arith.andi %864, %c-16_i32_766 : i32
            %c65535_i32_767 = arith.constant 65535 : i32
            %866 = arith.shli %c65535_i32_767, %865 : i32
            %c4127_i32_768 = arith.constant 4127 : i32
            %867 = nvvm.shfl.sync  idx %866, %859, %863, %c4127_i32_768 : f32 -> f32
            memref.store %867, %alloca_182[] : memref<f32>
            %868 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_769 = gpu.thread_id  x
            %869 = arith.index_cast %thread_id_x_769 : index to i64
            %c16_i64_770 = arith.constant 16 : i64
            %870 = arith.remsi %869, %c16_i64_770 : i64
            %871 = arith.trunci %870 : i64 to i32
            %c12_i64_771 = arith.constant 12 : i64
            %872 = arith.trunci %c12_i64_771 : i64 to i32
            %873 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_772 = arith.constant -16 : i32
            %874 = arith.andi %873, %c-16_i32_772 : i32
            %c65535_i32_773 = arith.constant 65535 : i32
            %875 = arith.shli %c65535_i32_773, %874 : i32
            %c4127_i32_774 = arith.constant 4127 : i32
            %876 = nvvm.shfl.sync  idx %875, %868, %872, %c4127_i32_774 : f32 -> f32
            memref.store %876, %alloca_183[] : memref<f32>
            %877 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_775 = gpu.thread_id  x
            %878 = arith.index_cast %thread_id_x_775 : index to i64
            %c16_i64_776 = arith.constant 16 : i64
            %879 = arith.remsi %878, %c16_i64_776 : i64
            %880 = arith.trunci %879 : i64 to i32
            %c13_i64_777 = arith.constant 13 : i64
            %881 = arith.trunci %c13_i64_777 : i64 to i32
            %882 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_778 = arith.constant -16 : i32
            %883 = arith.andi %882, %c-16_i32_778 : i32
            %c65535_i32_779 = arith.constant 65535 : i32
            %884 = arith.shli %c65535_i32_779, %883 : i32
            %c4127_i32_780 = arith.constant 4127 : i32
            %885 = nvvm.shfl.sync  idx %884, %877, %881, %c4127_i32_780 : f32 -> f32
            memref.store %885, %alloca_184[] : memref<f32>
            %886 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_781 = gpu.thread_id  x
            %887 = arith.index_cast %thread_id_x_781 : index to i64
            %c16_i64_782 = arith.constant 16 : i64
            %888 = arith.remsi %887, %c16_i64_782 : i64
            %889 = arith.trunci %888 : i64 to i32
            %c14_i64_783 = arith.constant 14 : i64
            %890 = arith.trunci %c14_i64_783 : i64 to i32
            %891 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_784 = arith.constant -16 : i32
            %892 = arith.andi %891, %c-16_i32_784 : i32
            %c65535_i32_785 = arith.constant 65535 : i32
            %893 = arith.shli %c65535_i32_785, %892 : i32
            %c4127_i32_786 = arith.constant 4127 : i32
            %894 = nvvm.shfl.sync  idx %893, %886, %890, %c4127_i32_786 : f32 -> f32
            memref.store %894, %alloca_185[] : memref<f32>
            %895 = memref.load %alloca_148[] : memref<f32>
            %thread_id_x_787 = gpu.thread_id  x
            %896 = arith.index_cast %thread_id_x_787 : index to i64
            %c16_i64_788 = arith.constant 16 : i64
            %897 = arith.remsi %896, %c16_i64_788 : i64
            %898 = arith.trunci %897 : i64 to i32
            %c15_i64_789 = arith.constant 15 : i64
            %899 = arith.trunci %c15_i64_789 : i64 to i32
            %900 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_790 = arith.constant -16 : i32
            %901 = arith.andi %900, %c-16_i32_790 : i32
            %c65535_i32_791 = arith.constant 65535 : i32
            %902 = arith.shli %c65535_i32_791, %901 : i32
            %c4127_i32_792 = arith.constant 4127 : i32
            %903 = nvvm.shfl.sync  idx %902, %895, %899, %c4127_i32_792 : f32 -> f32
            memref.store %903, %alloca_186[] : memref<f32>
            %904 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_793 = gpu.thread_id  x
            %905 = arith.index_cast %thread_id_x_793 : index to i64
            %c16_i64_794 = arith.constant 16 : i64
            %906 = arith.remsi %905, %c16_i64_794 : i64
            %907 = arith.trunci %906 : i64 to i32
            %c0_i64_795 = arith.constant 0 : i64
            %908 = arith.trunci %c0_i64_795 : i64 to i32
            %909 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_796 = arith.constant -16 : i32
            %910 = arith.andi %909, %c-16_i32_796 : i32
            %c65535_i32_797 = arith.constant 65535 : i32
            %911 = arith.shli %c65535_i32_797, %910 : i32
            %c4127_i32_798 = arith.constant 4127 : i32
            %912 = nvvm.shfl.sync  idx %911, %904, %908, %c4127_i32_798 : f32 -> f32
            memref.store %912, %alloca_187[] : memref<f32>
            %913 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_799 = gpu.thread_id  x
            %914 = arith.index_cast %thread_id_x_799 : index to i64
            %c16_i64_800 = arith.constant 16 : i64
            %915 = arith.remsi %914, %c16_i64_800 : i64
            %916 = arith.trunci %915 : i64 to i32
            %c1_i64_801 = arith.constant 1 : i64
            %917 = arith.trunci %c1_i64_801 : i64 to i32
            %918 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_802 = arith.constant -16 : i32
            %919 = arith.andi %918, %c-16_i32_802 : i32
            %c65535_i32_803 = arith.constant 65535 : i32
            %920 = arith.shli %c65535_i32_803, %919 : i32
            %c4127_i32_804 = arith.constant 4127 : i32
            %921 = nvvm.shfl.sync  idx %920, %913, %917, %c4127_i32_804 : f32 -> f32
            memref.store %921, %alloca_188[] : memref<f32>
            %922 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_805 = gpu.thread_id  x
            %923 = arith.index_cast %thread_id_x_805 : index to i64
            %c16_i64_806 = arith.constant 16 : i64
            %924 = arith.remsi %923, %c16_i64_806 : i64
            %925 = arith.trunci %924 : i64 to i32
            %c2_i64_807 = arith.constant 2 : i64
            %926 = arith.trunci %c2_i64_807 : i64 to i32
            %927 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_808 = arith.constant -16 : i32
            %928 = arith.andi %927, %c-16_i32_808 : i32
            %c65535_i32_809 = arith.constant 65535 : i32
            %929 = arith.shli %c65535_i32_809, %928 : i32
            %c4127_i32_810 = arith.constant 4127 : i32
            %930 = nvvm.shfl.sync  idx %929, %922, %926, %c4127_i32_810 : f32 -> f32
            memref.store %930, %alloca_189[] : memref<f32>
            %931 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_811 = gpu.thread_id  x
            %932 = arith.index_cast %thread_id_x_811 : index to i64
            %c16_i64_812 = arith.constant 16 : i64
            %933 = arith.remsi %932, %c16_i64_812 : i64
            %934 = arith.trunci %933 : i64 to i32
            %c3_i64_813 = arith.constant 3 : i64
            %935 = arith.trunci %c3_i64_813 : i64 to i32
            %936 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_814 = arith.constant -16 : i32
            %937 = arith.andi %936, %c-16_i32_814 : i32
            %c65535_i32_815 = arith.constant 65535 : i32
            %938 = arith.shli %c65535_i32_815, %937 : i32
            %c4127_i32_816 = arith.constant 4127 : i32
            %939 = nvvm.shfl.sync  idx %938, %931, %935, %c4127_i32_816 : f32 -> f32
            memref.store %939, %alloca_190[] : memref<f32>
            %940 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_817 = gpu.thread_id  x
            %941 = arith.index_cast %thread_id_x_817 : index to i64
            %c16_i64_818 = arith.constant 16 : i64
            %942 = arith.remsi %941, %c16_i64_818 : i64
            %943 = arith.trunci %942 : i64 to i32
            %c4_i64_819 = arith.constant 4 : i64
            %944 = arith.trunci %c4_i64_819 : i64 to i32
            %945 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_820 = arith.constant -16 : i32
            %946 = arith.andi %945, %c-16_i32_820 : i32
            %c65535_i32_821 = arith.constant 65535 : i32
            %947 = arith.shli %c65535_i32_821, %946 : i32
            %c4127_i32_822 = arith.constant 4127 : i32
            %948 = nvvm.shfl.sync  idx %947, %940, %944, %c4127_i32_822 : f32 -> f32
            memref.store %948, %alloca_191[] : memref<f32>
            %949 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_823 = gpu.thread_id  x
            %950 = arith.index_cast %thread_id_x_823 : index to i64
            %c16_i64_824 = arith.constant 16 : i64
            %951 = arith.remsi %950, %c16_i64_824 : i64
            %952 = arith.trunci %951 : i64 to i32
            %c5_i64_825 = arith.constant 5 : i64
            %953 = arith.trunci %c5_i64_825 : i64 to i32
            %954 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_826 = arith.constant -16 : i32
            %955 = arith.andi %954, %c-16_i32_826 : i32
            %c65535_i32_827 = arith.constant 65535 : i32
            %956 = arith.shli %c65535_i32_827, %955 : i32
            %c4127_i32_828 = arith.constant 4127 : i32
            %957 = nvvm.shfl.sync  idx %956, %949, %953, %c4127_i32_828 : f32 -> f32
            memref.store %957, %alloca_192[] : memref<f32>
            %958 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_829 = gpu.thread_id  x
            %959 = arith.index_cast %thread_id_x_829 : index to i64
            %c16_i64_830 = arith.constant 16 : i64
            %960 = arith.remsi %959, %c16_i64_830 : i64
            %961 = arith.trunci %960 : i64 to i32
            %c6_i64_831 = arith.constant 6 : i64
            %962 = arith.trunci %c6_i64_831 : i64 to i32
            %963 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_832 = arith.constant -16 : i32
            %964 = arith.andi %963, %c-16_i32_832 : i32
            %c65535_i32_833 = arith.constant 65535 : i32
            %965 = arith.shli %c65535_i32_833, %964 : i32
            %c4127_i32_834 = arith.constant 4127 : i32
            %966 = nvvm.shfl.sync  idx %965, %958, %962, %c4127_i32_834 : f32 -> f32
            memref.store %966, %alloca_193[] : memref<f32>
            %967 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_835 = gpu.thread_id  x
            %968 = arith.index_cast %thread_id_x_835 : index to i64
            %c16_i64_836 = arith.constant 16 : i64
            %969 = arith.remsi %968, %c16_i64_836 : i64
            %970 = arith.trunci %969 : i64 to i32
            %c7_i64_837 = arith.constant 7 : i64
            %971 = arith.trunci %c7_i64_837 : i64 to i32
            %972 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_838 = arith.constant -16 : i32
            %973 = arith.andi %972, %c-16_i32_838 : i32
            %c65535_i32_839 = arith.constant 65535 : i32
            %974 = arith.shli %c65535_i32_839, %973 : i32
            %c4127_i32_840 = arith.constant 4127 : i32
            %975 = nvvm.shfl.sync  idx %974, %967, %971, %c4127_i32_840 : f32 -> f32
            memref.store %975, %alloca_194[] : memref<f32>
            %976 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_841 = gpu.thread_id  x
            %977 = arith.index_cast %thread_id_x_841 : index to i64
            %c16_i64_842 = arith.constant 16 : i64
            %978 = arith.remsi %977, %c16_i64_842 : i64
            %979 = arith.trunci %978 : i64 to i32
            %c8_i64_843 = arith.constant 8 : i64
            %980 = arith.trunci %c8_i64_843 : i64 to i32
            %981 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_844 = arith.constant -16 : i32
            %982 = arith.andi %981, %c-16_i32_844 : i32
            %c65535_i32_845 = arith.constant 65535 : i32
            %983 = arith.shli %c65535_i32_845, %982 : i32
            %c4127_i32_846 = arith.constant 4127 : i32
            %984 = nvvm.shfl.sync  idx %983, %976, %980, %c4127_i32_846 : f32 -> f32
            memref.store %984, %alloca_195[] : memref<f32>
            %985 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_847 = gpu.thread_id  x
            %986 = arith.index_cast %thread_id_x_847 : index to i64
            %c16_i64_848 = arith.constant 16 : i64
            %987 = arith.remsi %986, %c16_i64_848 : i64
            %988 = arith.trunci %987 : i64 to i32
            %c9_i64_849 = arith.constant 9 : i64
            %989 = arith.trunci %c9_i64_849 : i64 to i32
            %990 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_850 = arith.constant -16 : i32
            %991 = arith.andi %990, %c-16_i32_850 : i32
            %c65535_i32_851 = arith.constant 65535 : i32
            %992 = arith.shli %c65535_i32_851, %991 : i32
            %c4127_i32_852 = arith.constant 4127 : i32
            %993 = nvvm.shfl.sync  idx %992, %985, %989, %c4127_i32_852 : f32 -> f32
            memref.store %993, %alloca_196[] : memref<f32>
            %994 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_853 = gpu.thread_id  x
            %995 = arith.index_cast %thread_id_x_853 : index to i64
            %c16_i64_854 = arith.constant 16 : i64
            %996 = arith.remsi %995, %c16_i64_854 : i64
            %997 = arith.trunci %996 : i64 to i32
            %c10_i64_855 = arith.constant 10 : i64
            %998 = arith.trunci %c10_i64_855 : i64 to i32
            %999 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_856 = arith.constant -16 : i32
            %1000 = arith.andi %999, %c-16_i32_856 : i32
            %c65535_i32_857 = arith.constant 65535 : i32
            %1001 = arith.shli %c65535_i32_857, %1000 : i32
            %c4127_i32_858 = arith.constant 4127 : i32
            %1002 = nvvm.shfl.sync  idx %1001, %994, %998, %c4127_i32_858 : f32 -> f32
            memref.store %1002, %alloca_197[] : memref<f32>
            %1003 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_859 = gpu.thread_id  x
            %1004 = arith.index_cast %thread_id_x_859 : index to i64
            %c16_i64_860 = arith.constant 16 : i64
            %1005 = arith.remsi %1004, %c16_i64_860 : i64
            %1006 = arith.trunci %1005 : i64 to i32
            %c11_i64_861 = arith.constant 11 : i64
            %1007 = arith.trunci %c11_i64_861 : i64 to i32
            %1008 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_862 = arith.constant -16 : i32
            %1009 = arith.andi %1008, %c-16_i32_862 : i32
            %c65535_i32_863 = arith.constant 65535 : i32
            %1010 = arith.shli %c65535_i32_863, %1009 : i32
            %c4127_i32_864 = arith.constant 4127 : i32
            %1011 = nvvm.shfl.sync  idx %1010, %1003, %1007, %c4127_i32_864 : f32 -> f32
            memref.store %1011, %alloca_198[] : memref<f32>
            %1012 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_865 = gpu.thread_id  x
            %1013 = arith.index_cast %thread_id_x_865 : index to i64
            %c16_i64_866 = arith.constant 16 : i64
            %1014 = arith.remsi %1013, %c16_i64_866 : i64
            %1015 = arith.trunci %1014 : i64 to i32
            %c12_i64_867 = arith.constant 12 : i64
            %1016 = arith.trunci %c12_i64_867 : i64 to i32
            %1017 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_868 = arith.constant -16 : i32
            %1018 = arith.andi %1017, %c-16_i32_868 : i32
            %c65535_i32_869 = arith.constant 65535 : i32
            %1019 = arith.shli %c65535_i32_869, %1018 : i32
            %c4127_i32_870 = arith.constant 4127 : i32
            %1020 = nvvm.shfl.sync  idx %1019, %1012, %1016, %c4127_i32_870 : f32 -> f32
            memref.store %1020, %alloca_199[] : memref<f32>
            %1021 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_871 = gpu.thread_id  x
            %1022 = arith.index_cast %thread_id_x_871 : index to i64
            %c16_i64_872 = arith.constant 16 : i64
            %1023 = arith.remsi %1022, %c16_i64_872 : i64
            %1024 = arith.trunci %1023 : i64 to i32
            %c13_i64_873 = arith.constant 13 : i64
            %1025 = arith.trunci %c13_i64_873 : i64 to i32
            %1026 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_874 = arith.constant -16 : i32
            %1027 = arith.andi %1026, %c-16_i32_874 : i32
            %c65535_i32_875 = arith.constant 65535 : i32
            %1028 = arith.shli %c65535_i32_875, %1027 : i32
            %c4127_i32_876 = arith.constant 4127 : i32
            %1029 = nvvm.shfl.sync  idx %1028, %1021, %1025, %c4127_i32_876 : f32 -> f32
            memref.store %1029, %alloca_200[] : memref<f32>
            %1030 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_877 = gpu.thread_id  x
            %1031 = arith.index_cast %thread_id_x_877 : index to i64
            %c16_i64_878 = arith.constant 16 : i64
            %1032 = arith.remsi %1031, %c16_i64_878 : i64
            %1033 = arith.trunci %1032 : i64 to i32
            %c14_i64_879 = arith.constant 14 : i64
            %1034 = arith.trunci %c14_i64_879 : i64 to i32
            %1035 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_880 = arith.constant -16 : i32
            %1036 = arith.andi %1035, %c-16_i32_880 : i32
            %c65535_i32_881 = arith.constant 65535 : i32
            %1037 = arith.shli %c65535_i32_881, %1036 : i32
            %c4127_i32_882 = arith.constant 4127 : i32
            %1038 = nvvm.shfl.sync  idx %1037, %1030, %1034, %c4127_i32_882 : f32 -> f32
            memref.store %1038, %alloca_201[] : memref<f32>
            %1039 = memref.load %alloca_149[] : memref<f32>
            %thread_id_x_883 = gpu.thread_id  x
            %1040 = arith.index_cast %thread_id_x_883 : index to i64
            %c16_i64_884 = arith.constant 16 : i64
            %1041 = arith.remsi %1040, %c16_i64_884 : i64
            %1042 = arith.trunci %1041 : i64 to i32
            %c15_i64_885 = arith.constant 15 : i64
            %1043 = arith.trunci %c15_i64_885 : i64 to i32
            %1044 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_886 = arith.constant -16 : i32
            %1045 = arith.andi %1044, %c-16_i32_886 : i32
            %c65535_i32_887 = arith.constant 65535 : i32
            %1046 = arith.shli %c65535_i32_887, %1045 : i32
            %c4127_i32_888 = arith.constant 4127 : i32
            %1047 = nvvm.shfl.sync  idx %1046, %1039, %1043, %c4127_i32_888 : f32 -> f32
            memref.store %1047, %alloca_202[] : memref<f32>
            %1048 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_889 = gpu.thread_id  x
            %1049 = arith.index_cast %thread_id_x_889 : index to i64
            %c16_i64_890 = arith.constant 16 : i64
            %1050 = arith.remsi %1049, %c16_i64_890 : i64
            %1051 = arith.trunci %1050 : i64 to i32
            %c0_i64_891 = arith.constant 0 : i64
            %1052 = arith.trunci %c0_i64_891 : i64 to i32
            %1053 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_892 = arith.constant -16 : i32
            %1054 = arith.andi %1053, %c-16_i32_892 : i32
            %c65535_i32_893 = arith.constant 65535 : i32
            %1055 = arith.shli %c65535_i32_893, %1054 : i32
            %c4127_i32_894 = arith.constant 4127 : i32
            %1056 = nvvm.shfl.sync  idx %1055, %1048, %1052, %c4127_i32_894 : f32 -> f32
            memref.store %1056, %alloca_203[] : memref<f32>
            %1057 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_895 = gpu.thread_id  x
            %1058 = arith.index_cast %thread_id_x_895 : index to i64
            %c16_i64_896 = arith.constant 16 : i64
            %1059 = arith.remsi %1058, %c16_i64_896 : i64
            %1060 = arith.trunci %1059 : i64 to i32
            %c1_i64_897 = arith.constant 1 : i64
            %1061 = arith.trunci %c1_i64_897 : i64 to i32
            %1062 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_898 = arith.constant -16 : i32
            %1063 = arith.andi %1062, %c-16_i32_898 : i32
            %c65535_i32_899 = arith.constant 65535 : i32
            %1064 = arith.shli %c65535_i32_899, %1063 : i32
            %c4127_i32_900 = arith.constant 4127 : i32
            %1065 = nvvm.shfl.sync  idx %1064, %1057, %1061, %c4127_i32_900 : f32 -> f32
            memref.store %1065, %alloca_204[] : memref<f32>
            %1066 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_901 = gpu.thread_id  x
            %1067 = arith.index_cast %thread_id_x_901 : index to i64
            %c16_i64_902 = arith.constant 16 : i64
            %1068 = arith.remsi %1067, %c16_i64_902 : i64
            %1069 = arith.trunci %1068 : i64 to i32
            %c2_i64_903 = arith.constant 2 : i64
            %1070 = arith.trunci %c2_i64_903 : i64 to i32
            %1071 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_904 = arith.constant -16 : i32
            %1072 = arith.andi %1071, %c-16_i32_904 : i32
            %c65535_i32_905 = arith.constant 65535 : i32
            %1073 = arith.shli %c65535_i32_905, %1072 : i32
            %c4127_i32_906 = arith.constant 4127 : i32
            %1074 = nvvm.shfl.sync  idx %1073, %1066, %1070, %c4127_i32_906 : f32 -> f32
            memref.store %1074, %alloca_205[] : memref<f32>
            %1075 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_907 = gpu.thread_id  x
            %1076 = arith.index_cast %thread_id_x_907 : index to i64
            %c16_i64_908 = arith.constant 16 : i64
            %1077 = arith.remsi %1076, %c16_i64_908 : i64
            %1078 = arith.trunci %1077 : i64 to i32
            %c3_i64_909 = arith.constant 3 : i64
            %1079 = arith.trunci %c3_i64_909 : i64 to i32
            %1080 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_910 = arith.constant -16 : i32
            %1081 = arith.andi %1080, %c-16_i32_910 : i32
            %c65535_i32_911 = arith.constant 65535 : i32
            %1082 = arith.shli %c65535_i32_911, %1081 : i32
            %c4127_i32_912 = arith.constant 4127 : i32
            %1083 = nvvm.shfl.sync  idx %1082, %1075, %1079, %c4127_i32_912 : f32 -> f32
            memref.store %1083, %alloca_206[] : memref<f32>
            %1084 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_913 = gpu.thread_id  x
            %1085 = arith.index_cast %thread_id_x_913 : index to i64
            %c16_i64_914 = arith.constant 16 : i64
            %1086 = arith.remsi %1085, %c16_i64_914 : i64
            %1087 = arith.trunci %1086 : i64 to i32
            %c4_i64_915 = arith.constant 4 : i64
            %1088 = arith.trunci %c4_i64_915 : i64 to i32
            %1089 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_916 = arith.constant -16 : i32
            %1090 = arith.andi %1089, %c-16_i32_916 : i32
            %c65535_i32_917 = arith.constant 65535 : i32
            %1091 = arith.shli %c65535_i32_917, %1090 : i32
            %c4127_i32_918 = arith.constant 4127 : i32
            %1092 = nvvm.shfl.sync  idx %1091, %1084, %1088, %c4127_i32_918 : f32 -> f32
            memref.store %1092, %alloca_207[] : memref<f32>
            %1093 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_919 = gpu.thread_id  x
            %1094 = arith.index_cast %thread_id_x_919 : index to i64
            %c16_i64_920 = arith.constant 16 : i64
            %1095 = arith.remsi %1094, %c16_i64_920 : i64
            %1096 = arith.trunci %1095 : i64 to i32
            %c5_i64_921 = arith.constant 5 : i64
            %1097 = arith.trunci %c5_i64_921 : i64 to i32
            %1098 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_922 = arith.constant -16 : i32
            %1099 = arith.andi %1098, %c-16_i32_922 : i32
            %c65535_i32_923 = arith.constant 65535 : i32
            %1100 = arith.shli %c65535_i32_923, %1099 : i32
            %c4127_i32_924 = arith.constant 4127 : i32
            %1101 = nvvm.shfl.sync  idx %1100, %1093, %1097, %c4127_i32_924 : f32 -> f32
            memref.store %1101, %alloca_208[] : memref<f32>
            %1102 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_925 = gpu.thread_id  x
            %1103 = arith.index_cast %thread_id_x_925 : index to i64
            %c16_i64_926 = arith.constant 16 : i64
            %1104 = arith.remsi %1103, %c16_i64_926 : i64
            %1105 = arith.trunci %1104 : i64 to i32
            %c6_i64_927 = arith.constant 6 : i64
            %1106 = arith.trunci %c6_i64_927 : i64 to i32
            %1107 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_928 = arith.constant -16 : i32
            %1108 = arith.andi %1107, %c-16_i32_928 : i32
            %c65535_i32_929 = arith.constant 65535 : i32
            %1109 = arith.shli %c65535_i32_929, %1108 : i32
            %c4127_i32_930 = arith.constant 4127 : i32
            %1110 = nvvm.shfl.sync  idx %1109, %1102, %1106, %c4127_i32_930 : f32 -> f32
            memref.store %1110, %alloca_209[] : memref<f32>
            %1111 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_931 = gpu.thread_id  x
            %1112 = arith.index_cast %thread_id_x_931 : index to i64
            %c16_i64_932 = arith.constant 16 : i64
            %1113 = arith.remsi %1112, %c16_i64_932 : i64
            %1114 = arith.trunci %1113 : i64 to i32
            %c7_i64_933 = arith.constant 7 : i64
            %1115 = arith.trunci %c7_i64_933 : i64 to i32
            %1116 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_934 = arith.constant -16 : i32
            %1117 = arith.andi %1116, %c-16_i32_934 : i32
            %c65535_i32_935 = arith.constant 65535 : i32
            %1118 = arith.shli %c65535_i32_935, %1117 : i32
            %c4127_i32_936 = arith.constant 4127 : i32
            %1119 = nvvm.shfl.sync  idx %1118, %1111, %1115, %c4127_i32_936 : f32 -> f32
            memref.store %1119, %alloca_210[] : memref<f32>
            %1120 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_937 = gpu.thread_id  x
            %1121 = arith.index_cast %thread_id_x_937 : index to i64
            %c16_i64_938 = arith.constant 16 : i64
            %1122 = arith.remsi %1121, %c16_i64_938 : i64
            %1123 = arith.trunci %1122 : i64 to i32
            %c8_i64_939 = arith.constant 8 : i64
            %1124 = arith.trunci %c8_i64_939 : i64 to i32
            %1125 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_940 = arith.constant -16 : i32
            %1126 = arith.andi %1125, %c-16_i32_940 : i32
            %c65535_i32_941 = arith.constant 65535 : i32
            %1127 = arith.shli %c65535_i32_941, %1126 : i32
            %c4127_i32_942 = arith.constant 4127 : i32
            %1128 = nvvm.shfl.sync  idx %1127, %1120, %1124, %c4127_i32_942 : f32 -> f32
            memref.store %1128, %alloca_211[] : memref<f32>
            %1129 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_943 = gpu.thread_id  x
            %1130 = arith.index_cast %thread_id_x_943 : index to i64
            %c16_i64_944 = arith.constant 16 : i64
            %1131 = arith.remsi %1130, %c16_i64_944 : i64
            %1132 = arith.trunci %1131 : i64 to i32
            %c9_i64_945 = arith.constant 9 : i64
            %1133 = arith.trunci %c9_i64_945 : i64 to i32
            %1134 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_946 = arith.constant -16 : i32
            %1135 = arith.andi %1134, %c-16_i32_946 : i32
            %c65535_i32_947 = arith.constant 65535 : i32
            %1136 = arith.shli %c65535_i32_947, %1135 : i32
            %c4127_i32_948 = arith.constant 4127 : i32
            %1137 = nvvm.shfl.sync  idx %1136, %1129, %1133, %c4127_i32_948 : f32 -> f32
            memref.store %1137, %alloca_212[] : memref<f32>
            %1138 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_949 = gpu.thread_id  x
            %1139 = arith.index_cast %thread_id_x_949 : index to i64
            %c16_i64_950 = arith.constant 16 : i64
            %1140 = arith.remsi %1139, %c16_i64_950 : i64
            %1141 = arith.trunci %1140 : i64 to i32
            %c10_i64_951 = arith.constant 10 : i64
            %1142 = arith.trunci %c10_i64_951 : i64 to i32
            %1143 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_952 = arith.constant -16 : i32
            %1144 = arith.andi %1143, %c-16_i32_952 : i32
            %c65535_i32_953 = arith.constant 65535 : i32
            %1145 = arith.shli %c65535_i32_953, %1144 : i32
            %c4127_i32_954 = arith.constant 4127 : i32
            %1146 = nvvm.shfl.sync  idx %1145, %1138, %1142, %c4127_i32_954 : f32 -> f32
            memref.store %1146, %alloca_213[] : memref<f32>
            %1147 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_955 = gpu.thread_id  x
            %1148 = arith.index_cast %thread_id_x_955 : index to i64
            %c16_i64_956 = arith.constant 16 : i64
            %1149 = arith.remsi %1148, %c16_i64_956 : i64
            %1150 = arith.trunci %1149 : i64 to i32
            %c11_i64_957 = arith.constant 11 : i64
            %1151 = arith.trunci %c11_i64_957 : i64 to i32
            %1152 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_958 = arith.constant -16 : i32
            %1153 = arith.andi %1152, %c-16_i32_958 : i32
            %c65535_i32_959 = arith.constant 65535 : i32
            %1154 = arith.shli %c65535_i32_959, %1153 : i32
            %c4127_i32_960 = arith.constant 4127 : i32
            %1155 = nvvm.shfl.sync  idx %1154, %1147, %1151, %c4127_i32_960 : f32 -> f32
            memref.store %1155, %alloca_214[] : memref<f32>
            %1156 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_961 = gpu.thread_id  x
            %1157 = arith.index_cast %thread_id_x_961 : index to i64
            %c16_i64_962 = arith.constant 16 : i64
            %1158 = arith.remsi %1157, %c16_i64_962 : i64
            %1159 = arith.trunci %1158 : i64 to i32
            %c12_i64_963 = arith.constant 12 : i64
            %1160 = arith.trunci %c12_i64_963 : i64 to i32
            %1161 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_964 = arith.constant -16 : i32
            %1162 = arith.andi %1161, %c-16_i32_964 : i32
            %c65535_i32_965 = arith.constant 65535 : i32
            %1163 = arith.shli %c65535_i32_965, %1162 : i32
            %c4127_i32_966 = arith.constant 4127 : i32
            %1164 = nvvm.shfl.sync  idx %1163, %1156, %1160, %c4127_i32_966 : f32 -> f32
            memref.store %1164, %alloca_215[] : memref<f32>
            %1165 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_967 = gpu.thread_id  x
            %1166 = arith.index_cast %thread_id_x_967 : index to i64
            %c16_i64_968 = arith.constant 16 : i64
            %1167 = arith.remsi %1166, %c16_i64_968 : i64
            %1168 = arith.trunci %1167 : i64 to i32
            %c13_i64_969 = arith.constant 13 : i64
            %1169 = arith.trunci %c13_i64_969 : i64 to i32
            %1170 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_970 = arith.constant -16 : i32
            %1171 = arith.andi %1170, %c-16_i32_970 : i32
            %c65535_i32_971 = arith.constant 65535 : i32
            %1172 = arith.shli %c65535_i32_971, %1171 : i32
            %c4127_i32_972 = arith.constant 4127 : i32
            %1173 = nvvm.shfl.sync  idx %1172, %1165, %1169, %c4127_i32_972 : f32 -> f32
            memref.store %1173, %alloca_216[] : memref<f32>
            %1174 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_973 = gpu.thread_id  x
            %1175 = arith.index_cast %thread_id_x_973 : index to i64
            %c16_i64_974 = arith.constant 16 : i64
            %1176 = arith.remsi %1175, %c16_i64_974 : i64
            %1177 = arith.trunci %1176 : i64 to i32
            %c14_i64_975 = arith.constant 14 : i64
            %1178 = arith.trunci %c14_i64_975 : i64 to i32
            %1179 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_976 = arith.constant -16 : i32
            %1180 = arith.andi %1179, %c-16_i32_976 : i32
            %c65535_i32_977 = arith.constant 65535 : i32
            %1181 = arith.shli %c65535_i32_977, %1180 : i32
            %c4127_i32_978 = arith.constant 4127 : i32
            %1182 = nvvm.shfl.sync  idx %1181, %1174, %1178, %c4127_i32_978 : f32 -> f32
            memref.store %1182, %alloca_217[] : memref<f32>
            %1183 = memref.load %alloca_150[] : memref<f32>
            %thread_id_x_979 = gpu.thread_id  x
            %1184 = arith.index_cast %thread_id_x_979 : index to i64
            %c16_i64_980 = arith.constant 16 : i64
            %1185 = arith.remsi %1184, %c16_i64_980 : i64
            %1186 = arith.trunci %1185 : i64 to i32
            %c15_i64_981 = arith.constant 15 : i64
            %1187 = arith.trunci %c15_i64_981 : i64 to i32
            %1188 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_982 = arith.constant -16 : i32
            %1189 = arith.andi %1188, %c-16_i32_982 : i32
            %c65535_i32_983 = arith.constant 65535 : i32
            %1190 = arith.shli %c65535_i32_983, %1189 : i32
            %c4127_i32_984 = arith.constant 4127 : i32
            %1191 = nvvm.shfl.sync  idx %1190, %1183, %1187, %c4127_i32_984 : f32 -> f32
            memref.store %1191, %alloca_218[] : memref<f32>
            %1192 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_985 = gpu.thread_id  x
            %1193 = arith.index_cast %thread_id_x_985 : index to i64
            %c16_i64_986 = arith.constant 16 : i64
            %1194 = arith.remsi %1193, %c16_i64_986 : i64
            %1195 = arith.trunci %1194 : i64 to i32
            %c0_i64_987 = arith.constant 0 : i64
            %1196 = arith.trunci %c0_i64_987 : i64 to i32
            %1197 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_988 = arith.constant -16 : i32
            %1198 = arith.andi %1197, %c-16_i32_988 : i32
            %c65535_i32_989 = arith.constant 65535 : i32
            %1199 = arith.shli %c65535_i32_989, %1198 : i32
            %c4127_i32_990 = arith.constant 4127 : i32
            %1200 = nvvm.shfl.sync  idx %1199, %1192, %1196, %c4127_i32_990 : f32 -> f32
            memref.store %1200, %alloca_219[] : memref<f32>
            %1201 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_991 = gpu.thread_id  x
            %1202 = arith.index_cast %thread_id_x_991 : index to i64
            %c16_i64_992 = arith.constant 16 : i64
            %1203 = arith.remsi %1202, %c16_i64_992 : i64
            %1204 = arith.trunci %1203 : i64 to i32
            %c1_i64_993 = arith.constant 1 : i64
            %1205 = arith.trunci %c1_i64_993 : i64 to i32
            %1206 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_994 = arith.constant -16 : i32
            %1207 = arith.andi %1206, %c-16_i32_994 : i32
            %c65535_i32_995 = arith.constant 65535 : i32
            %1208 = arith.shli %c65535_i32_995, %1207 : i32
            %c4127_i32_996 = arith.constant 4127 : i32
            %1209 = nvvm.shfl.sync  idx %1208, %1201, %1205, %c4127_i32_996 : f32 -> f32
            memref.store %1209, %alloca_220[] : memref<f32>
            %1210 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_997 = gpu.thread_id  x
            %1211 = arith.index_cast %thread_id_x_997 : index to i64
            %c16_i64_998 = arith.constant 16 : i64
            %1212 = arith.remsi %1211, %c16_i64_998 : i64
            %1213 = arith.trunci %1212 : i64 to i32
            %c2_i64_999 = arith.constant 2 : i64
            %1214 = arith.trunci %c2_i64_999 : i64 to i32
            %1215 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1000 = arith.constant -16 : i32
            %1216 = arith.andi %1215, %c-16_i32_1000 : i32
            %c65535_i32_1001 = arith.constant 65535 : i32
            %1217 = arith.shli %c65535_i32_1001, %1216 : i32
            %c4127_i32_1002 = arith.constant 4127 : i32
            %1218 = nvvm.shfl.sync  idx %1217, %1210, %1214, %c4127_i32_1002 : f32 -> f32
            memref.store %1218, %alloca_221[] : memref<f32>
            %1219 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1003 = gpu.thread_id  x
            %1220 = arith.index_cast %thread_id_x_1003 : index to i64
            %c16_i64_1004 = arith.constant 16 : i64
            %1221 = arith.remsi %1220, %c16_i64_1004 : i64
            %1222 = arith.trunci %1221 : i64 to i32
            %c3_i64_1005 = arith.constant 3 : i64
            %1223 = arith.trunci %c3_i64_1005 : i64 to i32
            %1224 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1006 = arith.constant -16 : i32
            %1225 = arith.andi %1224, %c-16_i32_1006 : i32
            %c65535_i32_1007 = arith.constant 65535 : i32
            %1226 = arith.shli %c65535_i32_1007, %1225 : i32
            %c4127_i32_1008 = arith.constant 4127 : i32
            %1227 = nvvm.shfl.sync  idx %1226, %1219, %1223, %c4127_i32_1008 : f32 -> f32
            memref.store %1227, %alloca_222[] : memref<f32>
            %1228 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1009 = gpu.thread_id  x
            %1229 = arith.index_cast %thread_id_x_1009 : index to i64
            %c16_i64_1010 = arith.constant 16 : i64
            %1230 = arith.remsi %1229, %c16_i64_1010 : i64
            %1231 = arith.trunci %1230 : i64 to i32
            %c4_i64_1011 = arith.constant 4 : i64
            %1232 = arith.trunci %c4_i64_1011 : i64 to i32
            %1233 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1012 = arith.constant -16 : i32
            %1234 = arith.andi %1233, %c-16_i32_1012 : i32
            %c65535_i32_1013 = arith.constant 65535 : i32
            %1235 = arith.shli %c65535_i32_1013, %1234 : i32
            %c4127_i32_1014 = arith.constant 4127 : i32
            %1236 = nvvm.shfl.sync  idx %1235, %1228, %1232, %c4127_i32_1014 : f32 -> f32
            memref.store %1236, %alloca_223[] : memref<f32>
            %1237 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1015 = gpu.thread_id  x
            %1238 = arith.index_cast %thread_id_x_1015 : index to i64
            %c16_i64_1016 = arith.constant 16 : i64
            %1239 = arith.remsi %1238, %c16_i64_1016 : i64
            %1240 = arith.trunci %1239 : i64 to i32
            %c5_i64_1017 = arith.constant 5 : i64
            %1241 = arith.trunci %c5_i64_1017 : i64 to i32
            %1242 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1018 = arith.constant -16 : i32
            %1243 = arith.andi %1242, %c-16_i32_1018 : i32
            %c65535_i32_1019 = arith.constant 65535 : i32
            %1244 = arith.shli %c65535_i32_1019, %1243 : i32
            %c4127_i32_1020 = arith.constant 4127 : i32
            %1245 = nvvm.shfl.sync  idx %1244, %1237, %1241, %c4127_i32_1020 : f32 -> f32
            memref.store %1245, %alloca_224[] : memref<f32>
            %1246 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1021 = gpu.thread_id  x
            %1247 = arith.index_cast %thread_id_x_1021 : index to i64
            %c16_i64_1022 = arith.constant 16 : i64
            %1248 = arith.remsi %1247, %c16_i64_1022 : i64
            %1249 = arith.trunci %1248 : i64 to i32
            %c6_i64_1023 = arith.constant 6 : i64
            %1250 = arith.trunci %c6_i64_1023 : i64 to i32
            %1251 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1024 = arith.constant -16 : i32
            %1252 = arith.andi %1251, %c-16_i32_1024 : i32
            %c65535_i32_1025 = arith.constant 65535 : i32
            %1253 = arith.shli %c65535_i32_1025, %1252 : i32
            %c4127_i32_1026 = arith.constant 4127 : i32
            %1254 = nvvm.shfl.sync  idx %1253, %1246, %1250, %c4127_i32_1026 : f32 -> f32
            memref.store %1254, %alloca_225[] : memref<f32>
            %1255 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1027 = gpu.thread_id  x
            %1256 = arith.index_cast %thread_id_x_1027 : index to i64
            %c16_i64_1028 = arith.constant 16 : i64
            %1257 = arith.remsi %1256, %c16_i64_1028 : i64
            %1258 = arith.trunci %1257 : i64 to i32
            %c7_i64_1029 = arith.constant 7 : i64
            %1259 = arith.trunci %c7_i64_1029 : i64 to i32
            %1260 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1030 = arith.constant -16 : i32
            %1261 = arith.andi %1260, %c-16_i32_1030 : i32
            %c65535_i32_1031 = arith.constant 65535 : i32
            %1262 = arith.shli %c65535_i32_1031, %1261 : i32
            %c4127_i32_1032 = arith.constant 4127 : i32
            %1263 = nvvm.shfl.sync  idx %1262, %1255, %1259, %c4127_i32_1032 : f32 -> f32
            memref.store %1263, %alloca_226[] : memref<f32>
            %1264 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1033 = gpu.thread_id  x
            %1265 = arith.index_cast %thread_id_x_1033 : index to i64
            %c16_i64_1034 = arith.constant 16 : i64
            %1266 = arith.remsi %1265, %c16_i64_1034 : i64
            %1267 = arith.trunci %1266 : i64 to i32
            %c8_i64_1035 = arith.constant 8 : i64
            %1268 = arith.trunci %c8_i64_1035 : i64 to i32
            %1269 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1036 = arith.constant -16 : i32
            %1270 = arith.andi %1269, %c-16_i32_1036 : i32
            %c65535_i32_1037 = arith.constant 65535 : i32
            %1271 = arith.shli %c65535_i32_1037, %1270 : i32
            %c4127_i32_1038 = arith.constant 4127 : i32
            %1272 = nvvm.shfl.sync  idx %1271, %1264, %1268, %c4127_i32_1038 : f32 -> f32
            memref.store %1272, %alloca_227[] : memref<f32>
            %1273 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1039 = gpu.thread_id  x
            %1274 = arith.index_cast %thread_id_x_1039 : index to i64
            %c16_i64_1040 = arith.constant 16 : i64
            %1275 = arith.remsi %1274, %c16_i64_1040 : i64
            %1276 = arith.trunci %1275 : i64 to i32
            %c9_i64_1041 = arith.constant 9 : i64
            %1277 = arith.trunci %c9_i64_1041 : i64 to i32
            %1278 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1042 = arith.constant -16 : i32
            %1279 = arith.andi %1278, %c-16_i32_1042 : i32
            %c65535_i32_1043 = arith.constant 65535 : i32
            %1280 = arith.shli %c65535_i32_1043, %1279 : i32
            %c4127_i32_1044 = arith.constant 4127 : i32
            %1281 = nvvm.shfl.sync  idx %1280, %1273, %1277, %c4127_i32_1044 : f32 -> f32
            memref.store %1281, %alloca_228[] : memref<f32>
            %1282 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1045 = gpu.thread_id  x
            %1283 = arith.index_cast %thread_id_x_1045 : index to i64
            %c16_i64_1046 = arith.constant 16 : i64
            %1284 = arith.remsi %1283, %c16_i64_1046 : i64
            %1285 = arith.trunci %1284 : i64 to i32
            %c10_i64_1047 = arith.constant 10 : i64
            %1286 = arith.trunci %c10_i64_1047 : i64 to i32
            %1287 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1048 = arith.constant -16 : i32
            %1288 = arith.andi %1287, %c-16_i32_1048 : i32
            %c65535_i32_1049 = arith.constant 65535 : i32
            %1289 = arith.shli %c65535_i32_1049, %1288 : i32
            %c4127_i32_1050 = arith.constant 4127 : i32
            %1290 = nvvm.shfl.sync  idx %1289, %1282, %1286, %c4127_i32_1050 : f32 -> f32
            memref.store %1290, %alloca_229[] : memref<f32>
            %1291 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1051 = gpu.thread_id  x
            %1292 = arith.index_cast %thread_id_x_1051 : index to i64
            %c16_i64_1052 = arith.constant 16 : i64
            %1293 = arith.remsi %1292, %c16_i64_1052 : i64
            %1294 = arith.trunci %1293 : i64 to i32
            %c11_i64_1053 = arith.constant 11 : i64
            %1295 = arith.trunci %c11_i64_1053 : i64 to i32
            %1296 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1054 = arith.constant -16 : i32
            %1297 = arith.andi %1296, %c-16_i32_1054 : i32
            %c65535_i32_1055 = arith.constant 65535 : i32
            %1298 = arith.shli %c65535_i32_1055, %1297 : i32
            %c4127_i32_1056 = arith.constant 4127 : i32
            %1299 = nvvm.shfl.sync  idx %1298, %1291, %1295, %c4127_i32_1056 : f32 -> f32
            memref.store %1299, %alloca_230[] : memref<f32>
            %1300 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1057 = gpu.thread_id  x
            %1301 = arith.index_cast %thread_id_x_1057 : index to i64
            %c16_i64_1058 = arith.constant 16 : i64
            %1302 = arith.remsi %1301, %c16_i64_1058 : i64
            %1303 = arith.trunci %1302 : i64 to i32
            %c12_i64_1059 = arith.constant 12 : i64
            %1304 = arith.trunci %c12_i64_1059 : i64 to i32
            %1305 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1060 = arith.constant -16 : i32
            %1306 = arith.andi %1305, %c-16_i32_1060 : i32
            %c65535_i32_1061 = arith.constant 65535 : i32
            %1307 = arith.shli %c65535_i32_1061, %1306 : i32
            %c4127_i32_1062 = arith.constant 4127 : i32
            %1308 = nvvm.shfl.sync  idx %1307, %1300, %1304, %c4127_i32_1062 : f32 -> f32
            memref.store %1308, %alloca_231[] : memref<f32>
            %1309 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1063 = gpu.thread_id  x
            %1310 = arith.index_cast %thread_id_x_1063 : index to i64
            %c16_i64_1064 = arith.constant 16 : i64
            %1311 = arith.remsi %1310, %c16_i64_1064 : i64
            %1312 = arith.trunci %1311 : i64 to i32
            %c13_i64_1065 = arith.constant 13 : i64
            %1313 = arith.trunci %c13_i64_1065 : i64 to i32
            %1314 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1066 = arith.constant -16 : i32
            %1315 = arith.andi %1314, %c-16_i32_1066 : i32
            %c65535_i32_1067 = arith.constant 65535 : i32
            %1316 = arith.shli %c65535_i32_1067, %1315 : i32
            %c4127_i32_1068 = arith.constant 4127 : i32
            %1317 = nvvm.shfl.sync  idx %1316, %1309, %1313, %c4127_i32_1068 : f32 -> f32
            memref.store %1317, %alloca_232[] : memref<f32>
            %1318 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1069 = gpu.thread_id  x
            %1319 = arith.index_cast %thread_id_x_1069 : index to i64
            %c16_i64_1070 = arith.constant 16 : i64
            %1320 = arith.remsi %1319, %c16_i64_1070 : i64
            %1321 = arith.trunci %1320 : i64 to i32
            %c14_i64_1071 = arith.constant 14 : i64
            %1322 = arith.trunci %c14_i64_1071 : i64 to i32
            %1323 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1072 = arith.constant -16 : i32
            %1324 = arith.andi %1323, %c-16_i32_1072 : i32
            %c65535_i32_1073 = arith.constant 65535 : i32
            %1325 = arith.shli %c65535_i32_1073, %1324 : i32
            %c4127_i32_1074 = arith.constant 4127 : i32
            %1326 = nvvm.shfl.sync  idx %1325, %1318, %1322, %c4127_i32_1074 : f32 -> f32
            memref.store %1326, %alloca_233[] : memref<f32>
            %1327 = memref.load %alloca_151[] : memref<f32>
            %thread_id_x_1075 = gpu.thread_id  x
            %1328 = arith.index_cast %thread_id_x_1075 : index to i64
            %c16_i64_1076 = arith.constant 16 : i64
            %1329 = arith.remsi %1328, %c16_i64_1076 : i64
            %1330 = arith.trunci %1329 : i64 to i32
            %c15_i64_1077 = arith.constant 15 : i64
            %1331 = arith.trunci %c15_i64_1077 : i64 to i32
            %1332 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1078 = arith.constant -16 : i32
            %1333 = arith.andi %1332, %c-16_i32_1078 : i32
            %c65535_i32_1079 = arith.constant 65535 : i32
            %1334 = arith.shli %c65535_i32_1079, %1333 : i32
            %c4127_i32_1080 = arith.constant 4127 : i32
            %1335 = nvvm.shfl.sync  idx %1334, %1327, %1331, %c4127_i32_1080 : f32 -> f32
            memref.store %1335, %alloca_234[] : memref<f32>
            %1336 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1081 = gpu.thread_id  x
            %1337 = arith.index_cast %thread_id_x_1081 : index to i64
            %c16_i64_1082 = arith.constant 16 : i64
            %1338 = arith.remsi %1337, %c16_i64_1082 : i64
            %1339 = arith.trunci %1338 : i64 to i32
            %c0_i64_1083 = arith.constant 0 : i64
            %1340 = arith.trunci %c0_i64_1083 : i64 to i32
            %1341 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1084 = arith.constant -16 : i32
            %1342 = arith.andi %1341, %c-16_i32_1084 : i32
            %c65535_i32_1085 = arith.constant 65535 : i32
            %1343 = arith.shli %c65535_i32_1085, %1342 : i32
            %c4127_i32_1086 = arith.constant 4127 : i32
            %1344 = nvvm.shfl.sync  idx %1343, %1336, %1340, %c4127_i32_1086 : f32 -> f32
            memref.store %1344, %alloca_235[] : memref<f32>
            %1345 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1087 = gpu.thread_id  x
            %1346 = arith.index_cast %thread_id_x_1087 : index to i64
            %c16_i64_1088 = arith.constant 16 : i64
            %1347 = arith.remsi %1346, %c16_i64_1088 : i64
            %1348 = arith.trunci %1347 : i64 to i32
            %c1_i64_1089 = arith.constant 1 : i64
            %1349 = arith.trunci %c1_i64_1089 : i64 to i32
            %1350 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1090 = arith.constant -16 : i32
            %1351 = arith.andi %1350, %c-16_i32_1090 : i32
            %c65535_i32_1091 = arith.constant 65535 : i32
            %1352 = arith.shli %c65535_i32_1091, %1351 : i32
            %c4127_i32_1092 = arith.constant 4127 : i32
            %1353 = nvvm.shfl.sync  idx %1352, %1345, %1349, %c4127_i32_1092 : f32 -> f32
            memref.store %1353, %alloca_236[] : memref<f32>
            %1354 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1093 = gpu.thread_id  x
            %1355 = arith.index_cast %thread_id_x_1093 : index to i64
            %c16_i64_1094 = arith.constant 16 : i64
            %1356 = arith.remsi %1355, %c16_i64_1094 : i64
            %1357 = arith.trunci %1356 : i64 to i32
            %c2_i64_1095 = arith.constant 2 : i64
            %1358 = arith.trunci %c2_i64_1095 : i64 to i32
            %1359 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1096 = arith.constant -16 : i32
            %1360 = arith.andi %1359, %c-16_i32_1096 : i32
            %c65535_i32_1097 = arith.constant 65535 : i32
            %1361 = arith.shli %c65535_i32_1097, %1360 : i32
            %c4127_i32_1098 = arith.constant 4127 : i32
            %1362 = nvvm.shfl.sync  idx %1361, %1354, %1358, %c4127_i32_1098 : f32 -> f32
            memref.store %1362, %alloca_237[] : memref<f32>
            %1363 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1099 = gpu.thread_id  x
            %1364 = arith.index_cast %thread_id_x_1099 : index to i64
            %c16_i64_1100 = arith.constant 16 : i64
            %1365 = arith.remsi %1364, %c16_i64_1100 : i64
            %1366 = arith.trunci %1365 : i64 to i32
            %c3_i64_1101 = arith.constant 3 : i64
            %1367 = arith.trunci %c3_i64_1101 : i64 to i32
            %1368 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1102 = arith.constant -16 : i32
            %1369 = arith.andi %1368, %c-16_i32_1102 : i32
            %c65535_i32_1103 = arith.constant 65535 : i32
            %1370 = arith.shli %c65535_i32_1103, %1369 : i32
            %c4127_i32_1104 = arith.constant 4127 : i32
            %1371 = nvvm.shfl.sync  idx %1370, %1363, %1367, %c4127_i32_1104 : f32 -> f32
            memref.store %1371, %alloca_238[] : memref<f32>
            %1372 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1105 = gpu.thread_id  x
            %1373 = arith.index_cast %thread_id_x_1105 : index to i64
            %c16_i64_1106 = arith.constant 16 : i64
            %1374 = arith.remsi %1373, %c16_i64_1106 : i64
            %1375 = arith.trunci %1374 : i64 to i32
            %c4_i64_1107 = arith.constant 4 : i64
            %1376 = arith.trunci %c4_i64_1107 : i64 to i32
            %1377 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1108 = arith.constant -16 : i32
            %1378 = arith.andi %1377, %c-16_i32_1108 : i32
            %c65535_i32_1109 = arith.constant 65535 : i32
            %1379 = arith.shli %c65535_i32_1109, %1378 : i32
            %c4127_i32_1110 = arith.constant 4127 : i32
            %1380 = nvvm.shfl.sync  idx %1379, %1372, %1376, %c4127_i32_1110 : f32 -> f32
            memref.store %1380, %alloca_239[] : memref<f32>
            %1381 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1111 = gpu.thread_id  x
            %1382 = arith.index_cast %thread_id_x_1111 : index to i64
            %c16_i64_1112 = arith.constant 16 : i64
            %1383 = arith.remsi %1382, %c16_i64_1112 : i64
            %1384 = arith.trunci %1383 : i64 to i32
            %c5_i64_1113 = arith.constant 5 : i64
            %1385 = arith.trunci %c5_i64_1113 : i64 to i32
            %1386 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1114 = arith.constant -16 : i32
            %1387 = arith.andi %1386, %c-16_i32_1114 : i32
            %c65535_i32_1115 = arith.constant 65535 : i32
            %1388 = arith.shli %c65535_i32_1115, %1387 : i32
            %c4127_i32_1116 = arith.constant 4127 : i32
            %1389 = nvvm.shfl.sync  idx %1388, %1381, %1385, %c4127_i32_1116 : f32 -> f32
            memref.store %1389, %alloca_240[] : memref<f32>
            %1390 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1117 = gpu.thread_id  x
            %1391 = arith.index_cast %thread_id_x_1117 : index to i64
            %c16_i64_1118 = arith.constant 16 : i64
            %1392 = arith.remsi %1391, %c16_i64_1118 : i64
            %1393 = arith.trunci %1392 : i64 to i32
            %c6_i64_1119 = arith.constant 6 : i64
            %1394 = arith.trunci %c6_i64_1119 : i64 to i32
            %1395 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1120 = arith.constant -16 : i32
            %1396 = arith.andi %1395, %c-16_i32_1120 : i32
            %c65535_i32_1121 = arith.constant 65535 : i32
            %1397 = arith.shli %c65535_i32_1121, %1396 : i32
            %c4127_i32_1122 = arith.constant 4127 : i32
            %1398 = nvvm.shfl.sync  idx %1397, %1390, %1394, %c4127_i32_1122 : f32 -> f32
            memref.store %1398, %alloca_241[] : memref<f32>
            %1399 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1123 = gpu.thread_id  x
            %1400 = arith.index_cast %thread_id_x_1123 : index to i64
            %c16_i64_1124 = arith.constant 16 : i64
            %1401 = arith.remsi %1400, %c16_i64_1124 : i64
            %1402 = arith.trunci %1401 : i64 to i32
            %c7_i64_1125 = arith.constant 7 : i64
            %1403 = arith.trunci %c7_i64_1125 : i64 to i32
            %1404 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1126 = arith.constant -16 : i32
            %1405 = arith.andi %1404, %c-16_i32_1126 : i32
            %c65535_i32_1127 = arith.constant 65535 : i32
            %1406 = arith.shli %c65535_i32_1127, %1405 : i32
            %c4127_i32_1128 = arith.constant 4127 : i32
            %1407 = nvvm.shfl.sync  idx %1406, %1399, %1403, %c4127_i32_1128 : f32 -> f32
            memref.store %1407, %alloca_242[] : memref<f32>
            %1408 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1129 = gpu.thread_id  x
            %1409 = arith.index_cast %thread_id_x_1129 : index to i64
            %c16_i64_1130 = arith.constant 16 : i64
            %1410 = arith.remsi %1409, %c16_i64_1130 : i64
            %1411 = arith.trunci %1410 : i64 to i32
            %c8_i64_1131 = arith.constant 8 : i64
            %1412 = arith.trunci %c8_i64_1131 : i64 to i32
            %1413 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1132 = arith.constant -16 : i32
            %1414 = arith.andi %1413, %c-16_i32_1132 : i32
            %c65535_i32_1133 = arith.constant 65535 : i32
            %1415 = arith.shli %c65535_i32_1133, %1414 : i32
            %c4127_i32_1134 = arith.constant 4127 : i32
            %1416 = nvvm.shfl.sync  idx %1415, %1408, %1412, %c4127_i32_1134 : f32 -> f32
            memref.store %1416, %alloca_243[] : memref<f32>
            %1417 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1135 = gpu.thread_id  x
            %1418 = arith.index_cast %thread_id_x_1135 : index to i64
            %c16_i64_1136 = arith.constant 16 : i64
            %1419 = arith.remsi %1418, %c16_i64_1136 : i64
            %1420 = arith.trunci %1419 : i64 to i32
            %c9_i64_1137 = arith.constant 9 : i64
            %1421 = arith.trunci %c9_i64_1137 : i64 to i32
            %1422 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1138 = arith.constant -16 : i32
            %1423 = arith.andi %1422, %c-16_i32_1138 : i32
            %c65535_i32_1139 = arith.constant 65535 : i32
            %1424 = arith.shli %c65535_i32_1139, %1423 : i32
            %c4127_i32_1140 = arith.constant 4127 : i32
            %1425 = nvvm.shfl.sync  idx %1424, %1417, %1421, %c4127_i32_1140 : f32 -> f32
            memref.store %1425, %alloca_244[] : memref<f32>
            %1426 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1141 = gpu.thread_id  x
            %1427 = arith.index_cast %thread_id_x_1141 : index to i64
            %c16_i64_1142 = arith.constant 16 : i64
            %1428 = arith.remsi %1427, %c16_i64_1142 : i64
            %1429 = arith.trunci %1428 : i64 to i32
            %c10_i64_1143 = arith.constant 10 : i64
            %1430 = arith.trunci %c10_i64_1143 : i64 to i32
            %1431 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1144 = arith.constant -16 : i32
            %1432 = arith.andi %1431, %c-16_i32_1144 : i32
            %c65535_i32_1145 = arith.constant 65535 : i32
            %1433 = arith.shli %c65535_i32_1145, %1432 : i32
            %c4127_i32_1146 = arith.constant 4127 : i32
            %1434 = nvvm.shfl.sync  idx %1433, %1426, %1430, %c4127_i32_1146 : f32 -> f32
            memref.store %1434, %alloca_245[] : memref<f32>
            %1435 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1147 = gpu.thread_id  x
            %1436 = arith.index_cast %thread_id_x_1147 : index to i64
            %c16_i64_1148 = arith.constant 16 : i64
            %1437 = arith.remsi %1436, %c16_i64_1148 : i64
            %1438 = arith.trunci %1437 : i64 to i32
            %c11_i64_1149 = arith.constant 11 : i64
            %1439 = arith.trunci %c11_i64_1149 : i64 to i32
            %1440 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1150 = arith.constant -16 : i32
            %1441 = arith.andi %1440, %c-16_i32_1150 : i32
            %c65535_i32_1151 = arith.constant 65535 : i32
            %1442 = arith.shli %c65535_i32_1151, %1441 : i32
            %c4127_i32_1152 = arith.constant 4127 : i32
            %1443 = nvvm.shfl.sync  idx %1442, %1435, %1439, %c4127_i32_1152 : f32 -> f32
            memref.store %1443, %alloca_246[] : memref<f32>
            %1444 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1153 = gpu.thread_id  x
            %1445 = arith.index_cast %thread_id_x_1153 : index to i64
            %c16_i64_1154 = arith.constant 16 : i64
            %1446 = arith.remsi %1445, %c16_i64_1154 : i64
            %1447 = arith.trunci %1446 : i64 to i32
            %c12_i64_1155 = arith.constant 12 : i64
            %1448 = arith.trunci %c12_i64_1155 : i64 to i32
            %1449 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1156 = arith.constant -16 : i32
            %1450 = arith.andi %1449, %c-16_i32_1156 : i32
            %c65535_i32_1157 = arith.constant 65535 : i32
            %1451 = arith.shli %c65535_i32_1157, %1450 : i32
            %c4127_i32_1158 = arith.constant 4127 : i32
            %1452 = nvvm.shfl.sync  idx %1451, %1444, %1448, %c4127_i32_1158 : f32 -> f32
            memref.store %1452, %alloca_247[] : memref<f32>
            %1453 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1159 = gpu.thread_id  x
            %1454 = arith.index_cast %thread_id_x_1159 : index to i64
            %c16_i64_1160 = arith.constant 16 : i64
            %1455 = arith.remsi %1454, %c16_i64_1160 : i64
            %1456 = arith.trunci %1455 : i64 to i32
            %c13_i64_1161 = arith.constant 13 : i64
            %1457 = arith.trunci %c13_i64_1161 : i64 to i32
            %1458 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1162 = arith.constant -16 : i32
            %1459 = arith.andi %1458, %c-16_i32_1162 : i32
            %c65535_i32_1163 = arith.constant 65535 : i32
            %1460 = arith.shli %c65535_i32_1163, %1459 : i32
            %c4127_i32_1164 = arith.constant 4127 : i32
            %1461 = nvvm.shfl.sync  idx %1460, %1453, %1457, %c4127_i32_1164 : f32 -> f32
            memref.store %1461, %alloca_248[] : memref<f32>
            %1462 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1165 = gpu.thread_id  x
            %1463 = arith.index_cast %thread_id_x_1165 : index to i64
            %c16_i64_1166 = arith.constant 16 : i64
            %1464 = arith.remsi %1463, %c16_i64_1166 : i64
            %1465 = arith.trunci %1464 : i64 to i32
            %c14_i64_1167 = arith.constant 14 : i64
            %1466 = arith.trunci %c14_i64_1167 : i64 to i32
            %1467 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1168 = arith.constant -16 : i32
            %1468 = arith.andi %1467, %c-16_i32_1168 : i32
            %c65535_i32_1169 = arith.constant 65535 : i32
            %1469 = arith.shli %c65535_i32_1169, %1468 : i32
            %c4127_i32_1170 = arith.constant 4127 : i32
            %1470 = nvvm.shfl.sync  idx %1469, %1462, %1466, %c4127_i32_1170 : f32 -> f32
            memref.store %1470, %alloca_249[] : memref<f32>
            %1471 = memref.load %alloca_152[] : memref<f32>
            %thread_id_x_1171 = gpu.thread_id  x
            %1472 = arith.index_cast %thread_id_x_1171 : index to i64
            %c16_i64_1172 = arith.constant 16 : i64
            %1473 = arith.remsi %1472, %c16_i64_1172 : i64
            %1474 = arith.trunci %1473 : i64 to i32
            %c15_i64_1173 = arith.constant 15 : i64
            %1475 = arith.trunci %c15_i64_1173 : i64 to i32
            %1476 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1174 = arith.constant -16 : i32
            %1477 = arith.andi %1476, %c-16_i32_1174 : i32
            %c65535_i32_1175 = arith.constant 65535 : i32
            %1478 = arith.shli %c65535_i32_1175, %1477 : i32
            %c4127_i32_1176 = arith.constant 4127 : i32
            %1479 = nvvm.shfl.sync  idx %1478, %1471, %1475, %c4127_i32_1176 : f32 -> f32
            memref.store %1479, %alloca_250[] : memref<f32>
            %1480 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1177 = gpu.thread_id  x
            %1481 = arith.index_cast %thread_id_x_1177 : index to i64
            %c16_i64_1178 = arith.constant 16 : i64
            %1482 = arith.remsi %1481, %c16_i64_1178 : i64
            %1483 = arith.trunci %1482 : i64 to i32
            %c0_i64_1179 = arith.constant 0 : i64
            %1484 = arith.trunci %c0_i64_1179 : i64 to i32
            %1485 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1180 = arith.constant -16 : i32
            %1486 = arith.andi %1485, %c-16_i32_1180 : i32
            %c65535_i32_1181 = arith.constant 65535 : i32
            %1487 = arith.shli %c65535_i32_1181, %1486 : i32
            %c4127_i32_1182 = arith.constant 4127 : i32
            %1488 = nvvm.shfl.sync  idx %1487, %1480, %1484, %c4127_i32_1182 : f32 -> f32
            memref.store %1488, %alloca_251[] : memref<f32>
            %1489 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1183 = gpu.thread_id  x
            %1490 = arith.index_cast %thread_id_x_1183 : index to i64
            %c16_i64_1184 = arith.constant 16 : i64
            %1491 = arith.remsi %1490, %c16_i64_1184 : i64
            %1492 = arith.trunci %1491 : i64 to i32
            %c1_i64_1185 = arith.constant 1 : i64
            %1493 = arith.trunci %c1_i64_1185 : i64 to i32
            %1494 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1186 = arith.constant -16 : i32
            %1495 = arith.andi %1494, %c-16_i32_1186 : i32
            %c65535_i32_1187 = arith.constant 65535 : i32
            %1496 = arith.shli %c65535_i32_1187, %1495 : i32
            %c4127_i32_1188 = arith.constant 4127 : i32
            %1497 = nvvm.shfl.sync  idx %1496, %1489, %1493, %c4127_i32_1188 : f32 -> f32
            memref.store %1497, %alloca_252[] : memref<f32>
            %1498 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1189 = gpu.thread_id  x
            %1499 = arith.index_cast %thread_id_x_1189 : index to i64
            %c16_i64_1190 = arith.constant 16 : i64
            %1500 = arith.remsi %1499, %c16_i64_1190 : i64
            %1501 = arith.trunci %1500 : i64 to i32
            %c2_i64_1191 = arith.constant 2 : i64
            %1502 = arith.trunci %c2_i64_1191 : i64 to i32
            %1503 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1192 = arith.constant -16 : i32
            %1504 = arith.andi %1503, %c-16_i32_1192 : i32
            %c65535_i32_1193 = arith.constant 65535 : i32
            %1505 = arith.shli %c65535_i32_1193, %1504 : i32
            %c4127_i32_1194 = arith.constant 4127 : i32
            %1506 = nvvm.shfl.sync  idx %1505, %1498, %1502, %c4127_i32_1194 : f32 -> f32
            memref.store %1506, %alloca_253[] : memref<f32>
            %1507 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1195 = gpu.thread_id  x
            %1508 = arith.index_cast %thread_id_x_1195 : index to i64
            %c16_i64_1196 = arith.constant 16 : i64
            %1509 = arith.remsi %1508, %c16_i64_1196 : i64
            %1510 = arith.trunci %1509 : i64 to i32
            %c3_i64_1197 = arith.constant 3 : i64
            %1511 = arith.trunci %c3_i64_1197 : i64 to i32
            %1512 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1198 = arith.constant -16 : i32
            %1513 = arith.andi %1512, %c-16_i32_1198 : i32
            %c65535_i32_1199 = arith.constant 65535 : i32
            %1514 = arith.shli %c65535_i32_1199, %1513 : i32
            %c4127_i32_1200 = arith.constant 4127 : i32
            %1515 = nvvm.shfl.sync  idx %1514, %1507, %1511, %c4127_i32_1200 : f32 -> f32
            memref.store %1515, %alloca_254[] : memref<f32>
            %1516 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1201 = gpu.thread_id  x
            %1517 = arith.index_cast %thread_id_x_1201 : index to i64
            %c16_i64_1202 = arith.constant 16 : i64
            %1518 = arith.remsi %1517, %c16_i64_1202 : i64
            %1519 = arith.trunci %1518 : i64 to i32
            %c4_i64_1203 = arith.constant 4 : i64
            %1520 = arith.trunci %c4_i64_1203 : i64 to i32
            %1521 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1204 = arith.constant -16 : i32
            %1522 = arith.andi %1521, %c-16_i32_1204 : i32
            %c65535_i32_1205 = arith.constant 65535 : i32
            %1523 = arith.shli %c65535_i32_1205, %1522 : i32
            %c4127_i32_1206 = arith.constant 4127 : i32
            %1524 = nvvm.shfl.sync  idx %1523, %1516, %1520, %c4127_i32_1206 : f32 -> f32
            memref.store %1524, %alloca_255[] : memref<f32>
            %1525 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1207 = gpu.thread_id  x
            %1526 = arith.index_cast %thread_id_x_1207 : index to i64
            %c16_i64_1208 = arith.constant 16 : i64
            %1527 = arith.remsi %1526, %c16_i64_1208 : i64
            %1528 = arith.trunci %1527 : i64 to i32
            %c5_i64_1209 = arith.constant 5 : i64
            %1529 = arith.trunci %c5_i64_1209 : i64 to i32
            %1530 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1210 = arith.constant -16 : i32
            %1531 = arith.andi %1530, %c-16_i32_1210 : i32
            %c65535_i32_1211 = arith.constant 65535 : i32
            %1532 = arith.shli %c65535_i32_1211, %1531 : i32
            %c4127_i32_1212 = arith.constant 4127 : i32
            %1533 = nvvm.shfl.sync  idx %1532, %1525, %1529, %c4127_i32_1212 : f32 -> f32
            memref.store %1533, %alloca_256[] : memref<f32>
            %1534 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1213 = gpu.thread_id  x
            %1535 = arith.index_cast %thread_id_x_1213 : index to i64
            %c16_i64_1214 = arith.constant 16 : i64
            %1536 = arith.remsi %1535, %c16_i64_1214 : i64
            %1537 = arith.trunci %1536 : i64 to i32
            %c6_i64_1215 = arith.constant 6 : i64
            %1538 = arith.trunci %c6_i64_1215 : i64 to i32
            %1539 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1216 = arith.constant -16 : i32
            %1540 = arith.andi %1539, %c-16_i32_1216 : i32
            %c65535_i32_1217 = arith.constant 65535 : i32
            %1541 = arith.shli %c65535_i32_1217, %1540 : i32
            %c4127_i32_1218 = arith.constant 4127 : i32
            %1542 = nvvm.shfl.sync  idx %1541, %1534, %1538, %c4127_i32_1218 : f32 -> f32
            memref.store %1542, %alloca_257[] : memref<f32>
            %1543 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1219 = gpu.thread_id  x
            %1544 = arith.index_cast %thread_id_x_1219 : index to i64
            %c16_i64_1220 = arith.constant 16 : i64
            %1545 = arith.remsi %1544, %c16_i64_1220 : i64
            %1546 = arith.trunci %1545 : i64 to i32
            %c7_i64_1221 = arith.constant 7 : i64
            %1547 = arith.trunci %c7_i64_1221 : i64 to i32
            %1548 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1222 = arith.constant -16 : i32
            %1549 = arith.andi %1548, %c-16_i32_1222 : i32
            %c65535_i32_1223 = arith.constant 65535 : i32
            %1550 = arith.shli %c65535_i32_1223, %1549 : i32
            %c4127_i32_1224 = arith.constant 4127 : i32
            %1551 = nvvm.shfl.sync  idx %1550, %1543, %1547, %c4127_i32_1224 : f32 -> f32
            memref.store %1551, %alloca_258[] : memref<f32>
            %1552 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1225 = gpu.thread_id  x
            %1553 = arith.index_cast %thread_id_x_1225 : index to i64
            %c16_i64_1226 = arith.constant 16 : i64
            %1554 = arith.remsi %1553, %c16_i64_1226 : i64
            %1555 = arith.trunci %1554 : i64 to i32
            %c8_i64_1227 = arith.constant 8 : i64
            %1556 = arith.trunci %c8_i64_1227 : i64 to i32
            %1557 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1228 = arith.constant -16 : i32
            %1558 = arith.andi %1557, %c-16_i32_1228 : i32
            %c65535_i32_1229 = arith.constant 65535 : i32
            %1559 = arith.shli %c65535_i32_1229, %1558 : i32
            %c4127_i32_1230 = arith.constant 4127 : i32
            %1560 = nvvm.shfl.sync  idx %1559, %1552, %1556, %c4127_i32_1230 : f32 -> f32
            memref.store %1560, %alloca_259[] : memref<f32>
            %1561 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1231 = gpu.thread_id  x
            %1562 = arith.index_cast %thread_id_x_1231 : index to i64
            %c16_i64_1232 = arith.constant 16 : i64
            %1563 = arith.remsi %1562, %c16_i64_1232 : i64
            %1564 = arith.trunci %1563 : i64 to i32
            %c9_i64_1233 = arith.constant 9 : i64
            %1565 = arith.trunci %c9_i64_1233 : i64 to i32
            %1566 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1234 = arith.constant -16 : i32
            %1567 = arith.andi %1566, %c-16_i32_1234 : i32
            %c65535_i32_1235 = arith.constant 65535 : i32
            %1568 = arith.shli %c65535_i32_1235, %1567 : i32
            %c4127_i32_1236 = arith.constant 4127 : i32
            %1569 = nvvm.shfl.sync  idx %1568, %1561, %1565, %c4127_i32_1236 : f32 -> f32
            memref.store %1569, %alloca_260[] : memref<f32>
            %1570 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1237 = gpu.thread_id  x
            %1571 = arith.index_cast %thread_id_x_1237 : index to i64
            %c16_i64_1238 = arith.constant 16 : i64
            %1572 = arith.remsi %1571, %c16_i64_1238 : i64
            %1573 = arith.trunci %1572 : i64 to i32
            %c10_i64_1239 = arith.constant 10 : i64
            %1574 = arith.trunci %c10_i64_1239 : i64 to i32
            %1575 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1240 = arith.constant -16 : i32
            %1576 = arith.andi %1575, %c-16_i32_1240 : i32
            %c65535_i32_1241 = arith.constant 65535 : i32
            %1577 = arith.shli %c65535_i32_1241, %1576 : i32
            %c4127_i32_1242 = arith.constant 4127 : i32
            %1578 = nvvm.shfl.sync  idx %1577, %1570, %1574, %c4127_i32_1242 : f32 -> f32
            memref.store %1578, %alloca_261[] : memref<f32>
            %1579 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1243 = gpu.thread_id  x
            %1580 = arith.index_cast %thread_id_x_1243 : index to i64
            %c16_i64_1244 = arith.constant 16 : i64
            %1581 = arith.remsi %1580, %c16_i64_1244 : i64
            %1582 = arith.trunci %1581 : i64 to i32
            %c11_i64_1245 = arith.constant 11 : i64
            %1583 = arith.trunci %c11_i64_1245 : i64 to i32
            %1584 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1246 = arith.constant -16 : i32
            %1585 = arith.andi %1584, %c-16_i32_1246 : i32
            %c65535_i32_1247 = arith.constant 65535 : i32
            %1586 = arith.shli %c65535_i32_1247, %1585 : i32
            %c4127_i32_1248 = arith.constant 4127 : i32
            %1587 = nvvm.shfl.sync  idx %1586, %1579, %1583, %c4127_i32_1248 : f32 -> f32
            memref.store %1587, %alloca_262[] : memref<f32>
            %1588 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1249 = gpu.thread_id  x
            %1589 = arith.index_cast %thread_id_x_1249 : index to i64
            %c16_i64_1250 = arith.constant 16 : i64
            %1590 = arith.remsi %1589, %c16_i64_1250 : i64
            %1591 = arith.trunci %1590 : i64 to i32
            %c12_i64_1251 = arith.constant 12 : i64
            %1592 = arith.trunci %c12_i64_1251 : i64 to i32
            %1593 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1252 = arith.constant -16 : i32
            %1594 = arith.andi %1593, %c-16_i32_1252 : i32
            %c65535_i32_1253 = arith.constant 65535 : i32
            %1595 = arith.shli %c65535_i32_1253, %1594 : i32
            %c4127_i32_1254 = arith.constant 4127 : i32
            %1596 = nvvm.shfl.sync  idx %1595, %1588, %1592, %c4127_i32_1254 : f32 -> f32
            memref.store %1596, %alloca_263[] : memref<f32>
            %1597 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1255 = gpu.thread_id  x
            %1598 = arith.index_cast %thread_id_x_1255 : index to i64
            %c16_i64_1256 = arith.constant 16 : i64
            %1599 = arith.remsi %1598, %c16_i64_1256 : i64
            %1600 = arith.trunci %1599 : i64 to i32
            %c13_i64_1257 = arith.constant 13 : i64
            %1601 = arith.trunci %c13_i64_1257 : i64 to i32
            %1602 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1258 = arith.constant -16 : i32
            %1603 = arith.andi %1602, %c-16_i32_1258 : i32
            %c65535_i32_1259 = arith.constant 65535 : i32
            %1604 = arith.shli %c65535_i32_1259, %1603 : i32
            %c4127_i32_1260 = arith.constant 4127 : i32
            %1605 = nvvm.shfl.sync  idx %1604, %1597, %1601, %c4127_i32_1260 : f32 -> f32
            memref.store %1605, %alloca_264[] : memref<f32>
            %1606 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1261 = gpu.thread_id  x
            %1607 = arith.index_cast %thread_id_x_1261 : index to i64
            %c16_i64_1262 = arith.constant 16 : i64
            %1608 = arith.remsi %1607, %c16_i64_1262 : i64
            %1609 = arith.trunci %1608 : i64 to i32
            %c14_i64_1263 = arith.constant 14 : i64
            %1610 = arith.trunci %c14_i64_1263 : i64 to i32
            %1611 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1264 = arith.constant -16 : i32
            %1612 = arith.andi %1611, %c-16_i32_1264 : i32
            %c65535_i32_1265 = arith.constant 65535 : i32
            %1613 = arith.shli %c65535_i32_1265, %1612 : i32
            %c4127_i32_1266 = arith.constant 4127 : i32
            %1614 = nvvm.shfl.sync  idx %1613, %1606, %1610, %c4127_i32_1266 : f32 -> f32
            memref.store %1614, %alloca_265[] : memref<f32>
            %1615 = memref.load %alloca_153[] : memref<f32>
            %thread_id_x_1267 = gpu.thread_id  x
            %1616 = arith.index_cast %thread_id_x_1267 : index to i64
            %c16_i64_1268 = arith.constant 16 : i64
            %1617 = arith.remsi %1616, %c16_i64_1268 : i64
            %1618 = arith.trunci %1617 : i64 to i32
            %c15_i64_1269 = arith.constant 15 : i64
            %1619 = arith.trunci %c15_i64_1269 : i64 to i32
            %1620 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1270 = arith.constant -16 : i32
            %1621 = arith.andi %1620, %c-16_i32_1270 : i32
            %c65535_i32_1271 = arith.constant 65535 : i32
            %1622 = arith.shli %c65535_i32_1271, %1621 : i32
            %c4127_i32_1272 = arith.constant 4127 : i32
            %1623 = nvvm.shfl.sync  idx %1622, %1615, %1619, %c4127_i32_1272 : f32 -> f32
            memref.store %1623, %alloca_266[] : memref<f32>
            %1624 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1273 = gpu.thread_id  x
            %1625 = arith.index_cast %thread_id_x_1273 : index to i64
            %c16_i64_1274 = arith.constant 16 : i64
            %1626 = arith.remsi %1625, %c16_i64_1274 : i64
            %1627 = arith.trunci %1626 : i64 to i32
            %c0_i64_1275 = arith.constant 0 : i64
            %1628 = arith.trunci %c0_i64_1275 : i64 to i32
            %1629 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1276 = arith.constant -16 : i32
            %1630 = arith.andi %1629, %c-16_i32_1276 : i32
            %c65535_i32_1277 = arith.constant 65535 : i32
            %1631 = arith.shli %c65535_i32_1277, %1630 : i32
            %c4127_i32_1278 = arith.constant 4127 : i32
            %1632 = nvvm.shfl.sync  idx %1631, %1624, %1628, %c4127_i32_1278 : f32 -> f32
            memref.store %1632, %alloca_267[] : memref<f32>
            %1633 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1279 = gpu.thread_id  x
            %1634 = arith.index_cast %thread_id_x_1279 : index to i64
            %c16_i64_1280 = arith.constant 16 : i64
            %1635 = arith.remsi %1634, %c16_i64_1280 : i64
            %1636 = arith.trunci %1635 : i64 to i32
            %c1_i64_1281 = arith.constant 1 : i64
            %1637 = arith.trunci %c1_i64_1281 : i64 to i32
            %1638 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1282 = arith.constant -16 : i32
            %1639 = arith.andi %1638, %c-16_i32_1282 : i32
            %c65535_i32_1283 = arith.constant 65535 : i32
            %1640 = arith.shli %c65535_i32_1283, %1639 : i32
            %c4127_i32_1284 = arith.constant 4127 : i32
            %1641 = nvvm.shfl.sync  idx %1640, %1633, %1637, %c4127_i32_1284 : f32 -> f32
            memref.store %1641, %alloca_268[] : memref<f32>
            %1642 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1285 = gpu.thread_id  x
            %1643 = arith.index_cast %thread_id_x_1285 : index to i64
            %c16_i64_1286 = arith.constant 16 : i64
            %1644 = arith.remsi %1643, %c16_i64_1286 : i64
            %1645 = arith.trunci %1644 : i64 to i32
            %c2_i64_1287 = arith.constant 2 : i64
            %1646 = arith.trunci %c2_i64_1287 : i64 to i32
            %1647 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1288 = arith.constant -16 : i32
            %1648 = arith.andi %1647, %c-16_i32_1288 : i32
            %c65535_i32_1289 = arith.constant 65535 : i32
            %1649 = arith.shli %c65535_i32_1289, %1648 : i32
            %c4127_i32_1290 = arith.constant 4127 : i32
            %1650 = nvvm.shfl.sync  idx %1649, %1642, %1646, %c4127_i32_1290 : f32 -> f32
            memref.store %1650, %alloca_269[] : memref<f32>
            %1651 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1291 = gpu.thread_id  x
            %1652 = arith.index_cast %thread_id_x_1291 : index to i64
            %c16_i64_1292 = arith.constant 16 : i64
            %1653 = arith.remsi %1652, %c16_i64_1292 : i64
            %1654 = arith.trunci %1653 : i64 to i32
            %c3_i64_1293 = arith.constant 3 : i64
            %1655 = arith.trunci %c3_i64_1293 : i64 to i32
            %1656 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1294 = arith.constant -16 : i32
            %1657 = arith.andi %1656, %c-16_i32_1294 : i32
            %c65535_i32_1295 = arith.constant 65535 : i32
            %1658 = arith.shli %c65535_i32_1295, %1657 : i32
            %c4127_i32_1296 = arith.constant 4127 : i32
            %1659 = nvvm.shfl.sync  idx %1658, %1651, %1655, %c4127_i32_1296 : f32 -> f32
            memref.store %1659, %alloca_270[] : memref<f32>
            %1660 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1297 = gpu.thread_id  x
            %1661 = arith.index_cast %thread_id_x_1297 : index to i64
            %c16_i64_1298 = arith.constant 16 : i64
            %1662 = arith.remsi %1661, %c16_i64_1298 : i64
            %1663 = arith.trunci %1662 : i64 to i32
            %c4_i64_1299 = arith.constant 4 : i64
            %1664 = arith.trunci %c4_i64_1299 : i64 to i32
            %1665 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1300 = arith.constant -16 : i32
            %1666 = arith.andi %1665, %c-16_i32_1300 : i32
            %c65535_i32_1301 = arith.constant 65535 : i32
            %1667 = arith.shli %c65535_i32_1301, %1666 : i32
            %c4127_i32_1302 = arith.constant 4127 : i32
            %1668 = nvvm.shfl.sync  idx %1667, %1660, %1664, %c4127_i32_1302 : f32 -> f32
            memref.store %1668, %alloca_271[] : memref<f32>
            %1669 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1303 = gpu.thread_id  x
            %1670 = arith.index_cast %thread_id_x_1303 : index to i64
            %c16_i64_1304 = arith.constant 16 : i64
            %1671 = arith.remsi %1670, %c16_i64_1304 : i64
            %1672 = arith.trunci %1671 : i64 to i32
            %c5_i64_1305 = arith.constant 5 : i64
            %1673 = arith.trunci %c5_i64_1305 : i64 to i32
            %1674 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1306 = arith.constant -16 : i32
            %1675 = arith.andi %1674, %c-16_i32_1306 : i32
            %c65535_i32_1307 = arith.constant 65535 : i32
            %1676 = arith.shli %c65535_i32_1307, %1675 : i32
            %c4127_i32_1308 = arith.constant 4127 : i32
            %1677 = nvvm.shfl.sync  idx %1676, %1669, %1673, %c4127_i32_1308 : f32 -> f32
            memref.store %1677, %alloca_272[] : memref<f32>
            %1678 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1309 = gpu.thread_id  x
            %1679 = arith.index_cast %thread_id_x_1309 : index to i64
            %c16_i64_1310 = arith.constant 16 : i64
            %1680 = arith.remsi %1679, %c16_i64_1310 : i64
            %1681 = arith.trunci %1680 : i64 to i32
            %c6_i64_1311 = arith.constant 6 : i64
            %1682 = arith.trunci %c6_i64_1311 : i64 to i32
            %1683 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1312 = arith.constant -16 : i32
            %1684 = arith.andi %1683, %c-16_i32_1312 : i32
            %c65535_i32_1313 = arith.constant 65535 : i32
            %1685 = arith.shli %c65535_i32_1313, %1684 : i32
            %c4127_i32_1314 = arith.constant 4127 : i32
            %1686 = nvvm.shfl.sync  idx %1685, %1678, %1682, %c4127_i32_1314 : f32 -> f32
            memref.store %1686, %alloca_273[] : memref<f32>
            %1687 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1315 = gpu.thread_id  x
            %1688 = arith.index_cast %thread_id_x_1315 : index to i64
            %c16_i64_1316 = arith.constant 16 : i64
            %1689 = arith.remsi %1688, %c16_i64_1316 : i64
            %1690 = arith.trunci %1689 : i64 to i32
            %c7_i64_1317 = arith.constant 7 : i64
            %1691 = arith.trunci %c7_i64_1317 : i64 to i32
            %1692 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1318 = arith.constant -16 : i32
            %1693 = arith.andi %1692, %c-16_i32_1318 : i32
            %c65535_i32_1319 = arith.constant 65535 : i32
            %1694 = arith.shli %c65535_i32_1319, %1693 : i32
            %c4127_i32_1320 = arith.constant 4127 : i32
            %1695 = nvvm.shfl.sync  idx %1694, %1687, %1691, %c4127_i32_1320 : f32 -> f32
            memref.store %1695, %alloca_274[] : memref<f32>
            %1696 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1321 = gpu.thread_id  x
            %1697 = arith.index_cast %thread_id_x_1321 : index to i64
            %c16_i64_1322 = arith.constant 16 : i64
            %1698 = arith.remsi %1697, %c16_i64_1322 : i64
            %1699 = arith.trunci %1698 : i64 to i32
            %c8_i64_1323 = arith.constant 8 : i64
            %1700 = arith.trunci %c8_i64_1323 : i64 to i32
            %1701 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1324 = arith.constant -16 : i32
            %1702 = arith.andi %1701, %c-16_i32_1324 : i32
            %c65535_i32_1325 = arith.constant 65535 : i32
            %1703 = arith.shli %c65535_i32_1325, %1702 : i32
            %c4127_i32_1326 = arith.constant 4127 : i32
            %1704 = nvvm.shfl.sync  idx %1703, %1696, %1700, %c4127_i32_1326 : f32 -> f32
            memref.store %1704, %alloca_275[] : memref<f32>
            %1705 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1327 = gpu.thread_id  x
            %1706 = arith.index_cast %thread_id_x_1327 : index to i64
            %c16_i64_1328 = arith.constant 16 : i64
            %1707 = arith.remsi %1706, %c16_i64_1328 : i64
            %1708 = arith.trunci %1707 : i64 to i32
            %c9_i64_1329 = arith.constant 9 : i64
            %1709 = arith.trunci %c9_i64_1329 : i64 to i32
            %1710 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1330 = arith.constant -16 : i32
            %1711 = arith.andi %1710, %c-16_i32_1330 : i32
            %c65535_i32_1331 = arith.constant 65535 : i32
            %1712 = arith.shli %c65535_i32_1331, %1711 : i32
            %c4127_i32_1332 = arith.constant 4127 : i32
            %1713 = nvvm.shfl.sync  idx %1712, %1705, %1709, %c4127_i32_1332 : f32 -> f32
            memref.store %1713, %alloca_276[] : memref<f32>
            %1714 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1333 = gpu.thread_id  x
            %1715 = arith.index_cast %thread_id_x_1333 : index to i64
            %c16_i64_1334 = arith.constant 16 : i64
            %1716 = arith.remsi %1715, %c16_i64_1334 : i64
            %1717 = arith.trunci %1716 : i64 to i32
            %c10_i64_1335 = arith.constant 10 : i64
            %1718 = arith.trunci %c10_i64_1335 : i64 to i32
            %1719 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1336 = arith.constant -16 : i32
            %1720 = arith.andi %1719, %c-16_i32_1336 : i32
            %c65535_i32_1337 = arith.constant 65535 : i32
            %1721 = arith.shli %c65535_i32_1337, %1720 : i32
            %c4127_i32_1338 = arith.constant 4127 : i32
            %1722 = nvvm.shfl.sync  idx %1721, %1714, %1718, %c4127_i32_1338 : f32 -> f32
            memref.store %1722, %alloca_277[] : memref<f32>
            %1723 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1339 = gpu.thread_id  x
            %1724 = arith.index_cast %thread_id_x_1339 : index to i64
            %c16_i64_1340 = arith.constant 16 : i64
            %1725 = arith.remsi %1724, %c16_i64_1340 : i64
            %1726 = arith.trunci %1725 : i64 to i32
            %c11_i64_1341 = arith.constant 11 : i64
            %1727 = arith.trunci %c11_i64_1341 : i64 to i32
            %1728 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1342 = arith.constant -16 : i32
            %1729 = arith.andi %1728, %c-16_i32_1342 : i32
            %c65535_i32_1343 = arith.constant 65535 : i32
            %1730 = arith.shli %c65535_i32_1343, %1729 : i32
            %c4127_i32_1344 = arith.constant 4127 : i32
            %1731 = nvvm.shfl.sync  idx %1730, %1723, %1727, %c4127_i32_1344 : f32 -> f32
            memref.store %1731, %alloca_278[] : memref<f32>
            %1732 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1345 = gpu.thread_id  x
            %1733 = arith.index_cast %thread_id_x_1345 : index to i64
            %c16_i64_1346 = arith.constant 16 : i64
            %1734 = arith.remsi %1733, %c16_i64_1346 : i64
            %1735 = arith.trunci %1734 : i64 to i32
            %c12_i64_1347 = arith.constant 12 : i64
            %1736 = arith.trunci %c12_i64_1347 : i64 to i32
            %1737 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1348 = arith.constant -16 : i32
            %1738 = arith.andi %1737, %c-16_i32_1348 : i32
            %c65535_i32_1349 = arith.constant 65535 : i32
            %1739 = arith.shli %c65535_i32_1349, %1738 : i32
            %c4127_i32_1350 = arith.constant 4127 : i32
            %1740 = nvvm.shfl.sync  idx %1739, %1732, %1736, %c4127_i32_1350 : f32 -> f32
            memref.store %1740, %alloca_279[] : memref<f32>
            %1741 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1351 = gpu.thread_id  x
            %1742 = arith.index_cast %thread_id_x_1351 : index to i64
            %c16_i64_1352 = arith.constant 16 : i64
            %1743 = arith.remsi %1742, %c16_i64_1352 : i64
            %1744 = arith.trunci %1743 : i64 to i32
            %c13_i64_1353 = arith.constant 13 : i64
            %1745 = arith.trunci %c13_i64_1353 : i64 to i32
            %1746 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1354 = arith.constant -16 : i32
            %1747 = arith.andi %1746, %c-16_i32_1354 : i32
            %c65535_i32_1355 = arith.constant 65535 : i32
            %1748 = arith.shli %c65535_i32_1355, %1747 : i32
            %c4127_i32_1356 = arith.constant 4127 : i32
            %1749 = nvvm.shfl.sync  idx %1748, %1741, %1745, %c4127_i32_1356 : f32 -> f32
            memref.store %1749, %alloca_280[] : memref<f32>
            %1750 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1357 = gpu.thread_id  x
            %1751 = arith.index_cast %thread_id_x_1357 : index to i64
            %c16_i64_1358 = arith.constant 16 : i64
            %1752 = arith.remsi %1751, %c16_i64_1358 : i64
            %1753 = arith.trunci %1752 : i64 to i32
            %c14_i64_1359 = arith.constant 14 : i64
            %1754 = arith.trunci %c14_i64_1359 : i64 to i32
            %1755 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1360 = arith.constant -16 : i32
            %1756 = arith.andi %1755, %c-16_i32_1360 : i32
            %c65535_i32_1361 = arith.constant 65535 : i32
            %1757 = arith.shli %c65535_i32_1361, %1756 : i32
            %c4127_i32_1362 = arith.constant 4127 : i32
            %1758 = nvvm.shfl.sync  idx %1757, %1750, %1754, %c4127_i32_1362 : f32 -> f32
            memref.store %1758, %alloca_281[] : memref<f32>
            %1759 = memref.load %alloca_154[] : memref<f32>
            %thread_id_x_1363 = gpu.thread_id  x
            %1760 = arith.index_cast %thread_id_x_1363 : index to i64
            %c16_i64_1364 = arith.constant 16 : i64
            %1761 = arith.remsi %1760, %c16_i64_1364 : i64
            %1762 = arith.trunci %1761 : i64 to i32
            %c15_i64_1365 = arith.constant 15 : i64
            %1763 = arith.trunci %c15_i64_1365 : i64 to i32
            %1764 = nvvm.read.ptx.sreg.laneid : i32
            %c-16_i32_1366 = arith.constant -16 : i32
            %1765 = arith.andi %1764, %c-16_i32_1366 : i32
            %c65535_i32_1367 = arith.constant 65535 : i32
            %1766 = arith.shli %c65535_i32_1367, %1765 : i32
            %c4127_i32_1368 = arith.constant 4127 : i32
            %1767 = nvvm.shfl.sync  idx %1766, %1759, %1763, %c4127_i32_1368 : f32 -> f32
            memref.store %1767, %alloca_282[] : memref<f32>
            %1768 = memref.load %alloca_162[] : memref<f32>
            %1769 = memref.load %alloca_161[] : memref<f32>
            %1770 = memref.load %alloca_160[] : memref<f32>
            %1771 = memref.load %alloca_159[] : memref<f32>
            %1772 = memref.load %alloca_158[] : memref<f32>
            %1773 = memref.load %alloca_157[] : memref<f32>
            %1774 = memref.load %alloca_156[] : memref<f32>
            %1775 = memref.load %alloca_155[] : memref<f32>
            %1776 = memref.load %alloca_115[] : memref<f32>
            %1777 = llvm.intr.fma(%409, %1775, %1776) : (f32, f32, f32) -> f32
            %1778 = llvm.intr.fma(%417, %1774, %1777) : (f32, f32, f32) -> f32
            %1779 = llvm.intr.fma(%425, %1773, %1778) : (f32, f32, f32) -> f32
            %1780 = llvm.intr.fma(%433, %1772, %1779) : (f32, f32, f32) -> f32
            %1781 = llvm.intr.fma(%441, %1771, %1780) : (f32, f32, f32) -> f32
            %1782 = llvm.intr.fma(%449, %1770, %1781) : (f32, f32, f32) -> f32
            %1783 = llvm.intr.fma(%457, %1769, %1782) : (f32, f32, f32) -> f32
            %1784 = llvm.intr.fma(%465, %1768, %1783) : (f32, f32, f32) -> f32
            %1785 = memref.load %alloca_170[] : memref<f32>
            %1786 = memref.load %alloca_169[] : memref<f32>
            %1787 = memref.load %alloca_168[] : memref<f32>
            %1788 = memref.load %alloca_167[] : memref<f32>
            %1789 = memref.load %alloca_166[] : memref<f32>
            %1790 = memref.load %alloca_165[] : memref<f32>
            %1791 = memref.load %alloca_164[] : memref<f32>
            %1792 = memref.load %alloca_163[] : memref<f32>
            %1793 = memref.load %alloca_116[] : memref<f32>
            %1794 = llvm.intr.fma(%409, %1792, %1793) : (f32, f32, f32) -> f32
            %1795 = llvm.intr.fma(%417, %1791, %1794) : (f32, f32, f32) -> f32
            %1796 = llvm.intr.fma(%425, %1790, %1795) : (f32, f32, f32) -> f32
            %1797 = llvm.intr.fma(%433, %1789, %1796) : (f32, f32, f32) -> f32
            %1798 = llvm.intr.fma(%441, %1788, %1797) : (f32, f32, f32) -> f32
            %1799 = llvm.intr.fma(%449, %1787, %1798) : (f32, f32, f32) -> f32
            %1800 = llvm.intr.fma(%457, %1786, %1799) : (f32, f32, f32) -> f32
            %1801 = llvm.intr.fma(%465, %1785, %1800) : (f32, f32, f32) -> f32
            %1802 = memref.load %alloca_178[] : memref<f32>
            %1803 = memref.load %alloca_177[] : memref<f32>
            %1804 = memref.load %alloca_176[] : memref<f32>
            %1805 = memref.load %alloca_175[] : memref<f32>
            %1806 = memref.load %alloca_174[] : memref<f32>
            %1807 = memref.load %alloca_173[] : memref<f32>
            %1808 = memref.load %alloca_172[] : memref<f32>
            %1809 = memref.load %alloca_171[] : memref<f32>
            %1810 = memref.load %alloca_117[] : memref<f32>
            %1811 = llvm.intr.fma(%409, %1809, %1810) : (f32, f32, f32) -> f32
            %1812 = llvm.intr.fma(%417, %1808, %1811) : (f32, f32, f32) -> f32
            %1813 = llvm.intr.fma(%425, %1807, %1812) : (f32, f32, f32) -> f32
            %1814 = llvm.intr.fma(%433, %1806, %1813) : (f32, f32, f32) -> f32
            %1815 = llvm.intr.fma(%441, %1805, %1814) : (f32, f32, f32) -> f32
            %1816 = llvm.intr.fma(%449, %1804, %1815) : (f32, f32, f32) -> f32
            %1817 = llvm.intr.fma(%457, %1803, %1816) : (f32, f32, f32) -> f32
            %1818 = llvm.intr.fma(%465, %1802, %1817) : (f32, f32, f32) -> f32
            %1819 = memref.load %alloca_186[] : memref<f32>
            %1820 = memref.load %alloca_185[] : memref<f32>
            %1821 = memref.load %alloca_184[] : memref<f32>
            %1822 = memref.load %alloca_183[] : memref<f32>
            %1823 = memref.load %alloca_182[] : memref<f32>
            %1824 = memref.load %alloca_181[] : memref<f32>
            %1825 = memref.load %alloca_180[] : memref<f32>
            %1826 = memref.load %alloca_179[] : memref<f32>
            %1827 = memref.load %alloca_118[] : memref<f32>
            %1828 = llvm.intr.fma(%409, %1826, %1827) : (f32, f32, f32) -> f32
            %1829 = llvm.intr.fma(%417, %1825, %1828) : (f32, f32, f32) -> f32
            %1830 = llvm.intr.fma(%425, %1824, %1829) : (f32, f32, f32) -> f32
            %1831 = llvm.intr.fma(%433, %1823, %1830) : (f32, f32, f32) -> f32
            %1832 = llvm.intr.fma(%441, %1822, %1831) : (f32, f32, f32) -> f32
            %1833 = llvm.intr.fma(%449, %1821, %1832) : (f32, f32, f32) -> f32
            %1834 = llvm.intr.fma(%457, %1820, %1833) : (f32, f32, f32) -> f32
            %1835 = llvm.intr.fma(%465, %1819, %1834) : (f32, f32, f32) -> f32
            %1836 = memref.load %alloca_194[] : memref<f32>
            %1837 = memref.load %alloca_193[] : memref<f32>
            %1838 = memref.load %alloca_192[] : memref<f32>
            %1839 = memref.load %alloca_191[] : memref<f32>
            %1840 = memref.load %alloca_190[] : memref<f32>
            %1841 = memref.load %alloca_189[] : memref<f32>
            %1842 = memref.load %alloca_188[] : memref<f32>
            %1843 = memref.load %alloca_187[] : memref<f32>
            %1844 = memref.load %alloca_119[] : memref<f32>
            %1845 = llvm.intr.fma(%409, %1843, %1844) : (f32, f32, f32) -> f32
            %1846 = llvm.intr.fma(%417, %1842, %1845) : (f32, f32, f32) -> f32
            %1847 = llvm.intr.fma(%425, %1841, %1846) : (f32, f32, f32) -> f32
            %1848 = llvm.intr.fma(%433, %1840, %1847) : (f32, f32, f32) -> f32
            %1849 = llvm.intr.fma(%441, %1839, %1848) : (f32, f32, f32) -> f32
            %1850 = llvm.intr.fma(%449, %1838, %1849) : (f32, f32, f32) -> f32
            %1851 = llvm.intr.fma(%457, %1837, %1850) : (f32, f32, f32) -> f32
            %1852 = llvm.intr.fma(%465, %1836, %1851) : (f32, f32, f32) -> f32
            %1853 = memref.load %alloca_202[] : memref<f32>
            %1854 = memref.load %alloca_201[] : memref<f32>
            %1855 = memref.load %alloca_200[] : memref<f32>
            %1856 = memref.load %alloca_199[] : memref<f32>
            %1857 = memref.load %alloca_198[] : memref<f32>
            %1858 = memref.load %alloca_197[] : memref<f32>
            %1859 = memref.load %alloca_196[] : memref<f32>
            %1860 = memref.load %alloca_195[] : memref<f32>
            %1861 = memref.load %alloca_120[] : memref<f32>
            %1862 = llvm.intr.fma(%409, %1860, %1861) : (f32, f32, f32) -> f32
            %1863 = llvm.intr.fma(%417, %1859, %1862) : (f32, f32, f32) -> f32
            %1864 = llvm.intr.fma(%425, %1858, %1863) : (f32, f32, f32) -> f32
            %1865 = llvm.intr.fma(%433, %1857, %1864) : (f32, f32, f32) -> f32
            %1866 = llvm.intr.fma(%441, %1856, %1865) : (f32, f32, f32) -> f32
            %1867 = llvm.intr.fma(%449, %1855, %1866) : (f32, f32, f32) -> f32
            %1868 = llvm.intr.fma(%457, %1854, %1867) : (f32, f32, f32) -> f32
            %1869 = llvm.intr.fma(%465, %1853, %1868) : (f32, f32, f32) -> f32
            %1870 = memref.load %alloca_210[] : memref<f32>
            %1871 = memref.load %alloca_209[] : memref<f32>
            %1872 = memref.load %alloca_208[] : memref<f32>
            %1873 = memref.load %alloca_207[] : memref<f32>
            %1874 = memref.load %alloca_206[] : memref<f32>
            %1875 = memref.load %alloca_205[] : memref<f32>
            %1876 = memref.load %alloca_204[] : memref<f32>
            %1877 = memref.load %alloca_203[] : memref<f32>
            %1878 = memref.load %alloca_121[] : memref<f32>
            %1879 = llvm.intr.fma(%409, %1877, %1878) : (f32, f32, f32) -> f32
            %1880 = llvm.intr.fma(%417, %1876, %1879) : (f32, f32, f32) -> f32
            %1881 = llvm.intr.fma(%425, %1875, %1880) : (f32, f32, f32) -> f32
            %1882 = llvm.intr.fma(%433, %1874, %1881) : (f32, f32, f32) -> f32
            %1883 = llvm.intr.fma(%441, %1873, %1882) : (f32, f32, f32) -> f32
            %1884 = llvm.intr.fma(%449, %1872, %1883) : (f32, f32, f32) -> f32
            %1885 = llvm.intr.fma(%457, %1871, %1884) : (f32, f32, f32) -> f32
            %1886 = llvm.intr.fma(%465, %1870, %1885) : (f32, f32, f32) -> f32
            %1887 = memref.load %alloca_218[] : memref<f32>
            %1888 = memref.load %alloca_217[] : memref<f32>
            %1889 = memref.load %alloca_216[] : memref<f32>
            %1890 = memref.load %alloca_215[] : memref<f32>
            %1891 = memref.load %alloca_214[] : memref<f32>
            %1892 = memref.load %alloca_213[] : memref<f32>
            %1893 = memref.load %alloca_212[] : memref<f32>
            %1894 = memref.load %alloca_211[] : memref<f32>
            %1895 = memref.load %alloca_122[] : memref<f32>
            %1896 = llvm.intr.fma(%409, %1894, %1895) : (f32, f32, f32) -> f32
            %1897 = llvm.intr.fma(%417, %1893, %1896) : (f32, f32, f32) -> f32
            %1898 = llvm.intr.fma(%425, %1892, %1897) : (f32, f32, f32) -> f32
            %1899 = llvm.intr.fma(%433, %1891, %1898) : (f32, f32, f32) -> f32
            %1900 = llvm.intr.fma(%441, %1890, %1899) : (f32, f32, f32) -> f32
            %1901 = llvm.intr.fma(%449, %1889, %1900) : (f32, f32, f32) -> f32
            %1902 = llvm.intr.fma(%457, %1888, %1901) : (f32, f32, f32) -> f32
            %1903 = llvm.intr.fma(%465, %1887, %1902) : (f32, f32, f32) -> f32
            %1904 = memref.load %alloca_226[] : memref<f32>
            %1905 = memref.load %alloca_225[] : memref<f32>
            %1906 = memref.load %alloca_224[] : memref<f32>
            %1907 = memref.load %alloca_223[] : memref<f32>
            %1908 = memref.load %alloca_222[] : memref<f32>
            %1909 = memref.load %alloca_221[] : memref<f32>
            %1910 = memref.load %alloca_220[] : memref<f32>
            %1911 = memref.load %alloca_219[] : memref<f32>
            %1912 = memref.load %alloca_123[] : memref<f32>
            %1913 = llvm.intr.fma(%409, %1911, %1912) : (f32, f32, f32) -> f32
            %1914 = llvm.intr.fma(%417, %1910, %1913) : (f32, f32, f32) -> f32
            %1915 = llvm.intr.fma(%425, %1909, %1914) : (f32, f32, f32) -> f32
            %1916 = llvm.intr.fma(%433, %1908, %1915) : (f32, f32, f32) -> f32
            %1917 = llvm.intr.fma(%441, %1907, %1916) : (f32, f32, f32) -> f32
            %1918 = llvm.intr.fma(%449, %1906, %1917) : (f32, f32, f32) -> f32
            %1919 = llvm.intr.fma(%457, %1905, %1918) : (f32, f32, f32) -> f32
            %1920 = llvm.intr.fma(%465, %1904, %1919) : (f32, f32, f32) -> f32
            %1921 = memref.load %alloca_234[] : memref<f32>
            %1922 = memref.load %alloca_233[] : memref<f32>
            %1923 = memref.load %alloca_232[] : memref<f32>
            %1924 = memref.load %alloca_231[] : memref<f32>
            %1925 = memref.load %alloca_230[] : memref<f32>
            %1926 = memref.load %alloca_229[] : memref<f32>
            %1927 = memref.load %alloca_228[] : memref<f32>
            %1928 = memref.load %alloca_227[] : memref<f32>
            %1929 = memref.load %alloca_124[] : memref<f32>
            %1930 = llvm.intr.fma(%409, %1928, %1929) : (f32, f32, f32) -> f32
            %1931 = llvm.intr.fma(%417, %1927, %1930) : (f32, f32, f32) -> f32
            %1932 = llvm.intr.fma(%425, %1926, %1931) : (f32, f32, f32) -> f32
            %1933 = llvm.intr.fma(%433, %1925, %1932) : (f32, f32, f32) -> f32
            %1934 = llvm.intr.fma(%441, %1924, %1933) : (f32, f32, f32) -> f32
            %1935 = llvm.intr.fma(%449, %1923, %1934) : (f32, f32, f32) -> f32
            %1936 = llvm.intr.fma(%457, %1922, %1935) : (f32, f32, f32) -> f32
            %1937 = llvm.intr.fma(%465, %1921, %1936) : (f32, f32, f32) -> f32
            %1938 = memref.load %alloca_242[] : memref<f32>
            %1939 = memref.load %alloca_241[] : memref<f32>
            %1940 = memref.load %alloca_240[] : memref<f32>
            %1941 = memref.load %alloca_239[] : memref<f32>
            %1942 = memref.load %alloca_238[] : memref<f32>
            %1943 = memref.load %alloca_237[] : memref<f32>
            %1944 = memref.load %alloca_236[] : memref<f32>
            %1945 = memref.load %alloca_235[] : memref<f32>
            %1946 = memref.load %alloca_125[] : memref<f32>
            %1947 = llvm.intr.fma(%409, %1945, %1946) : (f32, f32, f32) -> f32
            %1948 = llvm.intr.fma(%417, %1944, %1947) : (f32, f32, f32) -> f32
            %1949 = llvm.intr.fma(%425, %1943, %1948) : (f32, f32, f32) -> f32
            %1950 = llvm.intr.fma(%433, %1942, %1949) : (f32, f32, f32) -> f32
            %1951 = llvm.intr.fma(%441, %1941, %1950) : (f32, f32, f32) -> f32
            %1952 = llvm.intr.fma(%449, %1940, %1951) : (f32, f32, f32) -> f32
            %1953 = llvm.intr.fma(%457, %1939, %1952) : (f32, f32, f32) -> f32
            %1954 = llvm.intr.fma(%465, %1938, %1953) : (f32, f32, f32) -> f32
            %1955 = memref.load %alloca_250[] : memref<f32>
            %1956 = memref.load %alloca_249[] : memref<f32>
            %1957 = memref.load %alloca_248[] : memref<f32>
            %1958 = memref.load %alloca_247[] : memref<f32>
            %1959 = memref.load %alloca_246[] : memref<f32>
            %1960 = memref.load %alloca_245[] : memref<f32>
            %1961 = memref.load %alloca_244[] : memref<f32>
            %1962 = memref.load %alloca_243[] : memref<f32>
            %1963 = memref.load %alloca_126[] : memref<f32>
            %1964 = llvm.intr.fma(%409, %1962, %1963) : (f32, f32, f32) -> f32
            %1965 = llvm.intr.fma(%417, %1961, %1964) : (f32, f32, f32) -> f32
            %1966 = llvm.intr.fma(%425, %1960, %1965) : (f32, f32, f32) -> f32
            %1967 = llvm.intr.fma(%433, %1959, %1966) : (f32, f32, f32) -> f32
            %1968 = llvm.intr.fma(%441, %1958, %1967) : (f32, f32, f32) -> f32
            %1969 = llvm.intr.fma(%449, %1957, %1968) : (f32, f32, f32) -> f32
            %1970 = llvm.intr.fma(%457, %1956, %1969) : (f32, f32, f32) -> f32
            %1971 = llvm.intr.fma(%465, %1955, %1970) : (f32, f32, f32) -> f32
            %1972 = memref.load %alloca_258[] : memref<f32>
            %1973 = memref.load %alloca_257[] : memref<f32>
            %1974 = memref.load %alloca_256[] : memref<f32>
            %1975 = memref.load %alloca_255[] : memref<f32>
            %1976 = memref.load %alloca_254[] : memref<f32>
            %1977 = memref.load %alloca_253[] : memref<f32>
            %1978 = memref.load %alloca_252[] : memref<f32>
            %1979 = memref.load %alloca_251[] : memref<f32>
            %1980 = memref.load %alloca_127[] : memref<f32>
            %1981 = llvm.intr.fma(%409, %1979, %1980) : (f32, f32, f32) -> f32
            %1982 = llvm.intr.fma(%417, %1978, %1981) : (f32, f32, f32) -> f32
            %1983 = llvm.intr.fma(%425, %1977, %1982) : (f32, f32, f32) -> f32
            %1984 = llvm.intr.fma(%433, %1976, %1983) : (f32, f32, f32) -> f32
            %1985 = llvm.intr.fma(%441, %1975, %1984) : (f32, f32, f32) -> f32
            %1986 = llvm.intr.fma(%449, %1974, %1985) : (f32, f32, f32) -> f32
            %1987 = llvm.intr.fma(%457, %1973, %1986) : (f32, f32, f32) -> f32
            %1988 = llvm.intr.fma(%465, %1972, %1987) : (f32, f32, f32) -> f32
            %1989 = memref.load %alloca_266[] : memref<f32>
            %1990 = memref.load %alloca_265[] : memref<f32>
            %1991 = memref.load %alloca_264[] : memref<f32>
            %1992 = memref.load %alloca_263[] : memref<f32>
            %1993 = memref.load %alloca_262[] : memref<f32>
            %1994 = memref.load %alloca_261[] : memref<f32>
            %1995 = memref.load %alloca_260[] : memref<f32>
            %1996 = memref.load %alloca_259[] : memref<f32>
            %1997 = memref.load %alloca_128[] : memref<f32>
            %1998 = llvm.intr.fma(%409, %1996, %1997) : (f32, f32, f32) -> f32
            %1999 = llvm.intr.fma(%417, %1995, %1998) : (f32, f32, f32) -> f32
            %2000 = llvm.intr.fma(%425, %1994, %1999) : (f32, f32, f32) -> f32
            %2001 = llvm.intr.fma(%433, %1993, %2000) : (f32, f32, f32) -> f32
            %2002 = llvm.intr.fma(%441, %1992, %2001) : (f32, f32, f32) -> f32
            %2003 = llvm.intr.fma(%449, %1991, %2002) : (f32, f32, f32) -> f32
            %2004 = llvm.intr.fma(%457, %1990, %2003) : (f32, f32, f32) -> f32
            %2005 = llvm.intr.fma(%465, %1989, %2004) : (f32, f32, f32) -> f32
            %2006 = memref.load %alloca_274[] : memref<f32>
            %2007 = memref.load %alloca_273[] : memref<f32>
            %2008 = memref.load %alloca_272[] : memref<f32>
            %2009 = memref.load %alloca_271[] : memref<f32>
            %2010 = memref.load %alloca_270[] : memref<f32>
            %2011 = memref.load %alloca_269[] : memref<f32>
            %2012 = memref.load %alloca_268[] : memref<f32>
            %2013 = memref.load %alloca_267[] : memref<f32>
            %2014 = memref.load %alloca_129[] : memref<f32>
            %2015 = llvm.intr.fma(%409, %2013, %2014) : (f32, f32, f32) -> f32
            %2016 = llvm.intr.fma(%417, %2012, %2015) : (f32, f32, f32) -> f32
            %2017 = llvm.intr.fma(%425, %2011, %2016) : (f32, f32, f32) -> f32
            %2018 = llvm.intr.fma(%433, %2010, %2017) : (f32, f32, f32) -> f32
            %2019 = llvm.intr.fma(%441, %2009, %2018) : (f32, f32, f32) -> f32
            %2020 = llvm.intr.fma(%449, %2008, %2019) : (f32, f32, f32) -> f32
            %2021 = llvm.intr.fma(%457, %2007, %2020) : (f32, f32, f32) -> f32
            %2022 = llvm.intr.fma(%465, %2006, %2021) : (f32, f32, f32) -> f32
            %2023 = memref.load %alloca_282[] : memref<f32>
            %2024 = memref.load %alloca_281[] : memref<f32>
            %2025 = memref.load %alloca_280[] : memref<f32>
            %2026 = memref.load %alloca_279[] : memref<f32>
            %2027 = memref.load %alloca_278[] : memref<f32>
            %2028 = memref.load %alloca_277[] : memref<f32>
            %2029 = memref.load %alloca_276[] : memref<f32>
            %2030 = memref.load %alloca_275[] : memref<f32>
            %2031 = memref.load %alloca_130[] : memref<f32>
            %2032 = llvm.intr.fma(%409, %2030, %2031) : (f32, f32, f32) -> f32
            %2033 = llvm.intr.fma(%417, %2029, %2032) : (f32, f32, f32) -> f32
            %2034 = llvm.intr.fma(%425, %2028, %2033) : (f32, f32, f32) -> f32
            %2035 = llvm.intr.fma(%433, %2027, %2034) : (f32, f32, f32) -> f32
            %2036 = llvm.intr.fma(%441, %2026, %2035) : (f32, f32, f32) -> f32
            %2037 = llvm.intr.fma(%449, %2025, %2036) : (f32, f32, f32) -> f32
            %2038 = llvm.intr.fma(%457, %2024, %2037) : (f32, f32, f32) -> f32
            %2039 = llvm.intr.fma(%465, %2023, %2038) : (f32, f32, f32) -> f32
            %2040 = memref.load %alloca_162[] : memref<f32>
            %2041 = memref.load %alloca_161[] : memref<f32>
            %2042 = memref.load %alloca_160[] : memref<f32>
            %2043 = memref.load %alloca_159[] : memref<f32>
            %2044 = memref.load %alloca_158[] : memref<f32>
            %2045 = memref.load %alloca_157[] : memref<f32>
            %2046 = memref.load %alloca_156[] : memref<f32>
            %2047 = memref.load %alloca_155[] : memref<f32>
            %2048 = memref.load %alloca_131[] : memref<f32>
            %2049 = llvm.intr.fma(%473, %2047, %2048) : (f32, f32, f32) -> f32
            %2050 = llvm.intr.fma(%482, %2046, %2049) : (f32, f32, f32) -> f32
            %2051 = llvm.intr.fma(%491, %2045, %2050) : (f32, f32, f32) -> f32
            %2052 = llvm.intr.fma(%500, %2044, %2051) : (f32, f32, f32) -> f32
            %2053 = llvm.intr.fma(%509, %2043, %2052) : (f32, f32, f32) -> f32
            %2054 = llvm.intr.fma(%518, %2042, %2053) : (f32, f32, f32) -> f32
            %2055 = llvm.intr.fma(%527, %2041, %2054) : (f32, f32, f32) -> f32
            %2056 = llvm.intr.fma(%536, %2040, %2055) : (f32, f32, f32) -> f32
            %2057 = memref.load %alloca_170[] : memref<f32>
            %2058 = memref.load %alloca_169[] : memref<f32>
            %2059 = memref.load %alloca_168[] : memref<f32>
            %2060 = memref.load %alloca_167[] : memref<f32>
            %2061 = memref.load %alloca_166[] : memref<f32>
            %2062 = memref.load %alloca_165[] : memref<f32>
            %2063 = memref.load %alloca_164[] : memref<f32>
            %2064 = memref.load %alloca_163[] : memref<f32>
            %2065 = memref.load %alloca_132[] : memref<f32>
            %2066 = llvm.intr.fma(%473, %2064, %2065) : (f32, f32, f32) -> f32
            %2067 = llvm.intr.fma(%482, %2063, %2066) : (f32, f32, f32) -> f32
            %2068 = llvm.intr.fma(%491, %2062, %2067) : (f32, f32, f32) -> f32
            %2069 = llvm.intr.fma(%500, %2061, %2068) : (f32, f32, f32) -> f32
            %2070 = llvm.intr.fma(%509, %2060, %2069) : (f32, f32, f32) -> f32
            %2071 = llvm.intr.fma(%518, %2059, %2070) : (f32, f32, f32) -> f32
            %2072 = llvm.intr.fma(%527, %2058, %2071) : (f32, f32, f32) -> f32
            %2073 = llvm.intr.fma(%536, %2057, %2072) : (f32, f32, f32) -> f32
            %2074 = memref.load %alloca_178[] : memref<f32>
            %2075 = memref.load %alloca_177[] : memref<f32>
            %2076 = memref.load %alloca_176[] : memref<f32>
            %2077 = memref.load %alloca_175[] : memref<f32>
            %2078 = memref.load %alloca_174[] : memref<f32>
            %2079 = memref.load %alloca_173[] : memref<f32>
            %2080 = memref.load %alloca_172[] : memref<f32>
            %2081 = memref.load %alloca_171[] : memref<f32>
            %2082 = memref.load %alloca_133[] : memref<f32>
            %2083 = llvm.intr.fma(%473, %2081, %2082) : (f32, f32, f32) -> f32
            %2084 = llvm.intr.fma(%482, %2080, %2083) : (f32, f32, f32) -> f32
            %2085 = llvm.intr.fma(%491, %2079, %2084) : (f32, f32, f32) -> f32
            %2086 = llvm.intr.fma(%500, %2078, %2085) : (f32, f32, f32) -> f32
            %2087 = llvm.intr.fma(%509, %2077, %2086) : (f32, f32, f32) -> f32
            %2088 = llvm.intr.fma(%518, %2076, %2087) : (f32, f32, f32) -> f32
            %2089 = llvm.intr.fma(%527, %2075, %2088) : (f32, f32, f32) -> f32
            %2090 = llvm.intr.fma(%536, %2074, %2089) : (f32, f32, f32) -> f32
            %2091 = memref.load %alloca_186[] : memref<f32>
            %2092 = memref.load %alloca_185[] : memref<f32>
            %2093 = memref.load %alloca_184[] : memref<f32>
            %2094 = memref.load %alloca_183[] : memref<f32>
            %2095 = memref.load %alloca_182[] : memref<f32>
            %2096 = memref.load %alloca_181[] : memref<f32>
            %2097 = memref.load %alloca_180[] : memref<f32>
            %2098 = memref.load %alloca_179[] : memref<f32>
            %2099 = memref.load %alloca_134[] : memref<f32>
            %2100 = llvm.intr.fma(%473, %2098, %2099) : (f32, f32, f32) -> f32
            %2101 = llvm.intr.fma(%482, %2097, %2100) : (f32, f32, f32) -> f32
            %2102 = llvm.intr.fma(%491, %2096, %2101) : (f32, f32, f32) -> f32
            %2103 = llvm.intr.fma(%500, %2095, %2102) : (f32, f32, f32) -> f32
            %2104 = llvm.intr.fma(%509, %2094, %2103) : (f32, f32, f32) -> f32
            %2105 = llvm.intr.fma(%518, %2093, %2104) : (f32, f32, f32) -> f32
            %2106 = llvm.intr.fma(%527, %2092, %2105) : (f32, f32, f32) -> f32
            %2107 = llvm.intr.fma(%536, %2091, %2106) : (f32, f32, f32) -> f32
            %2108 = memref.load %alloca_194[] : memref<f32>
            %2109 = memref.load %alloca_193[] : memref<f32>
            %2110 = memref.load %alloca_192[] : memref<f32>
            %2111 = memref.load %alloca_191[] : memref<f32>
            %2112 = memref.load %alloca_190[] : memref<f32>
            %2113 = memref.load %alloca_189[] : memref<f32>
            %2114 = memref.load %alloca_188[] : memref<f32>
            %2115 = memref.load %alloca_187[] : memref<f32>
            %2116 = memref.load %alloca_135[] : memref<f32>
            %2117 = llvm.intr.fma(%473, %2115, %2116) : (f32, f32, f32) -> f32
            %2118 = llvm.intr.fma(%482, %2114, %2117) : (f32, f32, f32) -> f32
            %2119 = llvm.intr.fma(%491, %2113, %2118) : (f32, f32, f32) -> f32
            %2120 = llvm.intr.fma(%500, %2112, %2119) : (f32, f32, f32) -> f32
            %2121 = llvm.intr.fma(%509, %2111, %2120) : (f32, f32, f32) -> f32
            %2122 = llvm.intr.fma(%518, %2110, %2121) : (f32, f32, f32) -> f32
            %2123 = llvm.intr.fma(%527, %2109, %2122) : (f32, f32, f32) -> f32
            %2124 = llvm.intr.fma(%536, %2108, %2123) : (f32, f32, f32) -> f32
            %2125 = memref.load %alloca_202[] : memref<f32>
            %2126 = memref.load %alloca_201[] : memref<f32>
            %2127 = memref.load %alloca_200[] : memref<f32>
            %2128 = memref.load %alloca_199[] : memref<f32>
            %2129 = memref.load %alloca_198[] : memref<f32>
            %2130 = memref.load %alloca_197[] : memref<f32>
            %2131 = memref.load %alloca_196[] : memref<f32>
            %2132 = memref.load %alloca_195[] : memref<f32>
            %2133 = memref.load %alloca_136[] : memref<f32>
            %2134 = llvm.intr.fma(%473, %2132, %2133) : (f32, f32, f32) -> f32
            %2135 = llvm.intr.fma(%482, %2131, %2134) : (f32, f32, f32) -> f32
            %2136 = llvm.intr.fma(%491, %2130, %2135) : (f32, f32, f32) -> f32
            %2137 = llvm.intr.fma(%500, %2129, %2136) : (f32, f32, f32) -> f32
            %2138 = llvm.intr.fma(%509, %2128, %2137) : (f32, f32, f32) -> f32
            %2139 = llvm.intr.fma(%518, %2127, %2138) : (f32, f32, f32) -> f32
            %2140 = llvm.intr.fma(%527, %2126, %2139) : (f32, f32, f32) -> f32
            %2141 = llvm.intr.fma(%536, %2125, %2140) : (f32, f32, f32) -> f32
            %2142 = memref.load %alloca_210[] : memref<f32>
            %2143 = memref.load %alloca_209[] : memref<f32>
            %2144 = memref.load %alloca_208[] : memref<f32>
            %2145 = memref.load %alloca_207[] : memref<f32>
            %2146 = memref.load %alloca_206[] : memref<f32>
            %2147 = memref.load %alloca_205[] : memref<f32>
            %2148 = memref.load %alloca_204[] : memref<f32>
            %2149 = memref.load %alloca_203[] : memref<f32>
            %2150 = memref.load %alloca_137[] : memref<f32>
            %2151 = llvm.intr.fma(%473, %2149, %2150) : (f32, f32, f32) -> f32
            %2152 = llvm.intr.fma(%482, %2148, %2151) : (f32, f32, f32) -> f32
            %2153 = llvm.intr.fma(%491, %2147, %2152) : (f32, f32, f32) -> f32
            %2154 = llvm.intr.fma(%500, %2146, %2153) : (f32, f32, f32) -> f32
            %2155 = llvm.intr.fma(%509, %2145, %2154) : (f32, f32, f32) -> f32
            %2156 = llvm.intr.fma(%518, %2144, %2155) : (f32, f32, f32) -> f32
            %2157 = llvm.intr.fma(%527, %2143, %2156) : (f32, f32, f32) -> f32
            %2158 = llvm.intr.fma(%536, %2142, %2157) : (f32, f32, f32) -> f32
            %2159 = memref.load %alloca_218[] : memref<f32>
            %2160 = memref.load %alloca_217[] : memref<f32>
            %2161 = memref.load %alloca_216[] : memref<f32>
            %2162 = memref.load %alloca_215[] : memref<f32>
            %2163 = memref.load %alloca_214[] : memref<f32>
            %2164 = memref.load %alloca_213[] : memref<f32>
            %2165 = memref.load %alloca_212[] : memref<f32>
            %2166 = memref.load %alloca_211[] : memref<f32>
            %2167 = memref.load %alloca_138[] : memref<f32>
            %2168 = llvm.intr.fma(%473, %2166, %2167) : (f32, f32, f32) -> f32
            %2169 = llvm.intr.fma(%482, %2165, %2168) : (f32, f32, f32) -> f32
            %2170 = llvm.intr.fma(%491, %2164, %2169) : (f32, f32, f32) -> f32
            %2171 = llvm.intr.fma(%500, %2163, %2170) : (f32, f32, f32) -> f32
            %2172 = llvm.intr.fma(%509, %2162, %2171) : (f32, f32, f32) -> f32
            %2173 = llvm.intr.fma(%518, %2161, %2172) : (f32, f32, f32) -> f32
            %2174 = llvm.intr.fma(%527, %2160, %2173) : (f32, f32, f32) -> f32
            %2175 = llvm.intr.fma(%536, %2159, %2174) : (f32, f32, f32) -> f32
            %2176 = memref.load %alloca_226[] : memref<f32>
            %2177 = memref.load %alloca_225[] : memref<f32>
            %2178 = memref.load %alloca_224[] : memref<f32>
            %2179 = memref.load %alloca_223[] : memref<f32>
            %2180 = memref.load %alloca_222[] : memref<f32>
            %2181 = memref.load %alloca_221[] : memref<f32>
            %2182 = memref.load %alloca_220[] : memref<f32>
            %2183 = memref.load %alloca_219[] : memref<f32>
            %2184 = memref.load %alloca_139[] : memref<f32>
            %2185 = llvm.intr.fma(%473, %2183, %2184) : (f32, f32, f32) -> f32
            %2186 = llvm.intr.fma(%482, %2182, %2185) : (f32, f32, f32) -> f32
            %2187 = llvm.intr.fma(%491, %2181, %2186) : (f32, f32, f32) -> f32
            %2188 = llvm.intr.fma(%500, %2180, %2187) : (f32, f32, f32) -> f32
            %2189 = llvm.intr.fma(%509, %2179, %2188) : (f32, f32, f32) -> f32
            %2190 = llvm.intr.fma(%518, %2178, %2189) : (f32, f32, f32) -> f32
            %2191 = llvm.intr.fma(%527, %2177, %2190) : (f32, f32, f32) -> f32
            %2192 = llvm.intr.fma(%536, %2176, %2191) : (f32, f32, f32) -> f32
            %2193 = memref.load %alloca_234[] : memref<f32>
            %2194 = memref.load %alloca_233[] : memref<f32>
            %2195 = memref.load %alloca_232[] : memref<f32>
            %2196 = memref.load %alloca_231[] : memref<f32>
            %2197 = memref.load %alloca_230[] : memref<f32>
            %2198 = memref.load %alloca_229[] : memref<f32>
            %2199 = memref.load %alloca_228[] : memref<f32>
            %2200 = memref.load %alloca_227[] : memref<f32>
            %2201 = memref.load %alloca_140[] : memref<f32>
            %2202 = llvm.intr.fma(%473, %2200, %2201) : (f32, f32, f32) -> f32
            %2203 = llvm.intr.fma(%482, %2199, %2202) : (f32, f32, f32) -> f32
            %2204 = llvm.intr.fma(%491, %2198, %2203) : (f32, f32, f32) -> f32
            %2205 = llvm.intr.fma(%500, %2197, %2204) : (f32, f32, f32) -> f32
            %2206 = llvm.intr.fma(%509, %2196, %2205) : (f32, f32, f32) -> f32
            %2207 = llvm.intr.fma(%518, %2195, %2206) : (f32, f32, f32) -> f32
            %2208 = llvm.intr.fma(%527, %2194, %2207) : (f32, f32, f32) -> f32
            %2209 = llvm.intr.fma(%536, %2193, %2208) : (f32, f32, f32) -> f32
            %2210 = memref.load %alloca_242[] : memref<f32>
            %2211 = memref.load %alloca_241[] : memref<f32>
            %2212 = memref.load %alloca_240[] : memref<f32>
            %2213 = memref.load %alloca_239[] : memref<f32>
            %2214 = memref.load %alloca_238[] : memref<f32>
            %2215 = memref.load %alloca_237[] : memref<f32>
            %2216 = memref.load %alloca_236[] : memref<f32>
            %2217 = memref.load %alloca_235[] : memref<f32>
            %2218 = memref.load %alloca_141[] : memref<f32>
            %2219 = llvm.intr.fma(%473, %2217, %2218) : (f32, f32, f32) -> f32
            %2220 = llvm.intr.fma(%482, %2216, %2219) : (f32, f32, f32) -> f32
            %2221 = llvm.intr.fma(%491, %2215, %2220) : (f32, f32, f32) -> f32
            %2222 = llvm.intr.fma(%500, %2214, %2221) : (f32, f32, f32) -> f32
            %2223 = llvm.intr.fma(%509, %2213, %2222) : (f32, f32, f32) -> f32
            %2224 = llvm.intr.fma(%518, %2212, %2223) : (f32, f32, f32) -> f32
            %2225 = llvm.intr.fma(%527, %2211, %2224) : (f32, f32, f32) -> f32
            %2226 = llvm.intr.fma(%536, %2210, %2225) : (f32, f32, f32) -> f32
            %2227 = memref.load %alloca_250[] : memref<f32>
            %2228 = memref.load %alloca_249[] : memref<f32>
            %2229 = memref.load %alloca_248[] : memref<f32>
            %2230 = memref.load %alloca_247[] : memref<f32>
            %2231 = memref.load %alloca_246[] : memref<f32>
            %2232 = memref.load %alloca_245[] : memref<f32>
            %2233 = memref.load %alloca_244[] : memref<f32>
            %2234 = memref.load %alloca_243[] : memref<f32>
            %2235 = memref.load %alloca_142[] : memref<f32>
            %2236 = llvm.intr.fma(%473, %2234, %2235) : (f32, f32, f32) -> f32
            %2237 = llvm.intr.fma(%482, %2233, %2236) : (f32, f32, f32) -> f32
            %2238 = llvm.intr.fma(%491, %2232, %2237) : (f32, f32, f32) -> f32
            %2239 = llvm.intr.fma(%500, %2231, %2238) : (f32, f32, f32) -> f32
            %2240 = llvm.intr.fma(%509, %2230, %2239) : (f32, f32, f32) -> f32
            %2241 = llvm.intr.fma(%518, %2229, %2240) : (f32, f32, f32) -> f32
            %2242 = llvm.intr.fma(%527, %2228, %2241) : (f32, f32, f32) -> f32
            %2243 = llvm.intr.fma(%536, %2227, %2242) : (f32, f32, f32) -> f32
            %2244 = memref.load %alloca_258[] : memref<f32>
            %2245 = memref.load %alloca_257[] : memref<f32>
            %2246 = memref.load %alloca_256[] : memref<f32>
            %2247 = memref.load %alloca_255[] : memref<f32>
            %2248 = memref.load %alloca_254[] : memref<f32>
            %2249 = memref.load %alloca_253[] : memref<f32>
            %2250 = memref.load %alloca_252[] : memref<f32>
            %2251 = memref.load %alloca_251[] : memref<f32>
            %2252 = memref.load %alloca_143[] : memref<f32>
            %2253 = llvm.intr.fma(%473, %2251, %2252) : (f32, f32, f32) -> f32
            %2254 = llvm.intr.fma(%482, %2250, %2253) : (f32, f32, f32) -> f32
            %2255 = llvm.intr.fma(%491, %2249, %2254) : (f32, f32, f32) -> f32
            %2256 = llvm.intr.fma(%500, %2248, %2255) : (f32, f32, f32) -> f32
            %2257 = llvm.intr.fma(%509, %2247, %2256) : (f32, f32, f32) -> f32
            %2258 = llvm.intr.fma(%518, %2246, %2257) : (f32, f32, f32) -> f32
            %2259 = llvm.intr.fma(%527, %2245, %2258) : (f32, f32, f32) -> f32
            %2260 = llvm.intr.fma(%536, %2244, %2259) : (f32, f32, f32) -> f32
            %2261 = memref.load %alloca_266[] : memref<f32>
            %2262 = memref.load %alloca_265[] : memref<f32>
            %2263 = memref.load %alloca_264[] : memref<f32>
            %2264 = memref.load %alloca_263[] : memref<f32>
            %2265 = memref.load %alloca_262[] : memref<f32>
            %2266 = memref.load %alloca_261[] : memref<f32>
            %2267 = memref.load %alloca_260[] : memref<f32>
            %2268 = memref.load %alloca_259[] : memref<f32>
            %2269 = memref.load %alloca_144[] : memref<f32>
            %2270 = llvm.intr.fma(%473, %2268, %2269) : (f32, f32, f32) -> f32
            %2271 = llvm.intr.fma(%482, %2267, %2270) : (f32, f32, f32) -> f32
            %2272 = llvm.intr.fma(%491, %2266, %2271) : (f32, f32, f32) -> f32
            %2273 = llvm.intr.fma(%500, %2265, %2272) : (f32, f32, f32) -> f32
            %2274 = llvm.intr.fma(%509, %2264, %2273) : (f32, f32, f32) -> f32
            %2275 = llvm.intr.fma(%518, %2263, %2274) : (f32, f32, f32) -> f32
            %2276 = llvm.intr.fma(%527, %2262, %2275) : (f32, f32, f32) -> f32
            %2277 = llvm.intr.fma(%536, %2261, %2276) : (f32, f32, f32) -> f32
            %2278 = memref.load %alloca_274[] : memref<f32>
            %2279 = memref.load %alloca_273[] : memref<f32>
            %2280 = memref.load %alloca_272[] : memref<f32>
            %2281 = memref.load %alloca_271[] : memref<f32>
            %2282 = memref.load %alloca_270[] : memref<f32>
            %2283 = memref.load %alloca_269[] : memref<f32>
            %2284 = memref.load %alloca_268[] : memref<f32>
            %2285 = memref.load %alloca_267[] : memref<f32>
            %2286 = memref.load %alloca_145[] : memref<f32>
            %2287 = llvm.intr.fma(%473, %2285, %2286) : (f32, f32, f32) -> f32
            %2288 = llvm.intr.fma(%482, %2284, %2287) : (f32, f32, f32) -> f32
            %2289 = llvm.intr.fma(%491, %2283, %2288) : (f32, f32, f32) -> f32
            %2290 = llvm.intr.fma(%500, %2282, %2289) : (f32, f32, f32) -> f32
            %2291 = llvm.intr.fma(%509, %2281, %2290) : (f32, f32, f32) -> f32
            %2292 = llvm.intr.fma(%518, %2280, %2291) : (f32, f32, f32) -> f32
            %2293 = llvm.intr.fma(%527, %2279, %2292) : (f32, f32, f32) -> f32
            %2294 = llvm.intr.fma(%536, %2278, %2293) : (f32, f32, f32) -> f32
            %2295 = memref.load %alloca_282[] : memref<f32>
            %2296 = memref.load %alloca_281[] : memref<f32>
            %2297 = memref.load %alloca_280[] : memref<f32>
            %2298 = memref.load %alloca_279[] : memref<f32>
            %2299 = memref.load %alloca_278[] : memref<f32>
            %2300 = memref.load %alloca_277[] : memref<f32>
            %2301 = memref.load %alloca_276[] : memref<f32>
            %2302 = memref.load %alloca_275[] : memref<f32>
            %2303 = memref.load %alloca_146[] : memref<f32>
            %2304 = llvm.intr.fma(%473, %2302, %2303) : (f32, f32, f32) -> f32
            %2305 = llvm.intr.fma(%482, %2301, %2304) : (f32, f32, f32) -> f32
            %2306 = llvm.intr.fma(%491, %2300, %2305) : (f32, f32, f32) -> f32
            %2307 = llvm.intr.fma(%500, %2299, %2306) : (f32, f32, f32) -> f32
            %2308 = llvm.intr.fma(%509, %2298, %2307) : (f32, f32, f32) -> f32
            %2309 = llvm.intr.fma(%518, %2297, %2308) : (f32, f32, f32) -> f32
            %2310 = llvm.intr.fma(%527, %2296, %2309) : (f32, f32, f32) -> f32
            %2311 = llvm.intr.fma(%536, %2295, %2310) : (f32, f32, f32) -> f32
            memref.store %1784, %alloca_115[] : memref<f32>
            memref.store %1801, %alloca_116[] : memref<f32>
            memref.store %1818, %alloca_117[] : memref<f32>
            memref.store %1835, %alloca_118[] : memref<f32>
            memref.store %1852, %alloca_119[] : memref<f32>
            memref.store %1869, %alloca_120[] : memref<f32>
            memref.store %1886, %alloca_121[] : memref<f32>
            memref.store %1903, %alloca_122[] : memref<f32>
            memref.store %1920, %alloca_123[] : memref<f32>
            memref.store %1937, %alloca_124[] : memref<f32>
            memref.store %1954, %alloca_125[] : memref<f32>
            memref.store %1971, %alloca_126[] : memref<f32>
            memref.store %1988, %alloca_127[] : memref<f32>
            memref.store %2005, %alloca_128[] : memref<f32>
            memref.store %2022, %alloca_129[] : memref<f32>
            memref.store %2039, %alloca_130[] : memref<f32>
            memref.store %2056, %alloca_131[] : memref<f32>
            memref.store %2073, %alloca_132[] : memref<f32>
            memref.store %2090, %alloca_133[] : memref<f32>
            memref.store %2107, %alloca_134[] : memref<f32>
            memref.store %2124, %alloca_135[] : memref<f32>
            memref.store %2141, %alloca_136[] : memref<f32>
            memref.store %2158, %alloca_137[] : memref<f32>
            memref.store %2175, %alloca_138[] : memref<f32>
            memref.store %2192, %alloca_139[] : memref<f32>
            memref.store %2209, %alloca_140[] : memref<f32>
            memref.store %2226, %alloca_141[] : memref<f32>
            memref.store %2243, %alloca_142[] : memref<f32>
            memref.store %2260, %alloca_143[] : memref<f32>
            memref.store %2277, %alloca_144[] : memref<f32>
            memref.store %2294, %alloca_145[] : memref<f32>
            memref.store %2311, %alloca_146[] : memref<f32>
          }
          %thread_id_x_330 = gpu.thread_id  x
          %133 = arith.index_cast %thread_id_x_330 : index to i64
          %c16_i64_331 = arith.constant 16 : i64
          %134 = arith.remsi %133, %c16_i64_331 : i64
          %135 = arith.addi %125, %134 : i64
          %136 = memref.load %alloca_115[] : memref<f32>
          %c96_i64_332 = arith.constant 96 : i64
          %137 = arith.muli %130, %c96_i64_332 : i64
          %138 = arith.addi %135, %137 : i64
          %139 = llvm.getelementptr %110[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %136, %139 : f32, !llvm.ptr<1>
          %thread_id_x_333 = gpu.thread_id  x
          %140 = arith.index_cast %thread_id_x_333 : index to i64
          %c16_i64_334 = arith.constant 16 : i64
          %141 = arith.remsi %140, %c16_i64_334 : i64
          %142 = arith.addi %125, %141 : i64
          %c1_i64 = arith.constant 1 : i64
          %143 = arith.addi %130, %c1_i64 : i64
          %144 = memref.load %alloca_116[] : memref<f32>
          %c96_i64_335 = arith.constant 96 : i64
          %145 = arith.muli %143, %c96_i64_335 : i64
          %146 = arith.addi %142, %145 : i64
          %147 = llvm.getelementptr %110[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %144, %147 : f32, !llvm.ptr<1>
          %thread_id_x_336 = gpu.thread_id  x
          %148 = arith.index_cast %thread_id_x_336 : index to i64
          %c16_i64_337 = arith.constant 16 : i64
          %149 = arith.remsi %148, %c16_i64_337 : i64
          %150 = arith.addi %125, %149 : i64
          %c2_i64_338 = arith.constant 2 : i64
          %151 = arith.addi %130, %c2_i64_338 : i64
          %152 = memref.load %alloca_117[] : memref<f32>
          %c96_i64_339 = arith.constant 96 : i64
          %153 = arith.muli %151, %c96_i64_339 : i64
          %154 = arith.addi %150, %153 : i64
          %155 = llvm.getelementptr %110[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %152, %155 : f32, !llvm.ptr<1>
          %thread_id_x_340 = gpu.thread_id  x
          %156 = arith.index_cast %thread_id_x_340 : index to i64
          %c16_i64_341 = arith.constant 16 : i64
          %157 = arith.remsi %156, %c16_i64_341 : i64
          %158 = arith.addi %125, %157 : i64
          %c3_i64_342 = arith.constant 3 : i64
          %159 = arith.addi %130, %c3_i64_342 : i64
          %160 = memref.load %alloca_118[] : memref<f32>
          %c96_i64_343 = arith.constant 96 : i64
          %161 = arith.muli %159, %c96_i64_343 : i64
          %162 = arith.addi %158, %161 : i64
          %163 = llvm.getelementptr %110[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %160, %163 : f32, !llvm.ptr<1>
          %thread_id_x_344 = gpu.thread_id  x
          %164 = arith.index_cast %thread_id_x_344 : index to i64
          %c16_i64_345 = arith.constant 16 : i64
          %165 = arith.remsi %164, %c16_i64_345 : i64
          %166 = arith.addi %125, %165 : i64
          %c4_i64_346 = arith.constant 4 : i64
          %167 = arith.addi %130, %c4_i64_346 : i64
          %168 = memref.load %alloca_119[] : memref<f32>
          %c96_i64_347 = arith.constant 96 : i64
          %169 = arith.muli %167, %c96_i64_347 : i64
          %170 = arith.addi %166, %169 : i64
          %171 = llvm.getelementptr %110[%170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %168, %171 : f32, !llvm.ptr<1>
          %thread_id_x_348 = gpu.thread_id  x
          %172 = arith.index_cast %thread_id_x_348 : index to i64
          %c16_i64_349 = arith.constant 16 : i64
          %173 = arith.remsi %172, %c16_i64_349 : i64
          %174 = arith.addi %125, %173 : i64
          %c5_i64 = arith.constant 5 : i64
          %175 = arith.addi %130, %c5_i64 : i64
          %176 = memref.load %alloca_120[] : memref<f32>
          %c96_i64_350 = arith.constant 96 : i64
          %177 = arith.muli %175, %c96_i64_350 : i64
          %178 = arith.addi %174, %177 : i64
          %179 = llvm.getelementptr %110[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %176, %179 : f32, !llvm.ptr<1>
          %thread_id_x_351 = gpu.thread_id  x
          %180 = arith.index_cast %thread_id_x_351 : index to i64
          %c16_i64_352 = arith.constant 16 : i64
          %181 = arith.remsi %180, %c16_i64_352 : i64
          %182 = arith.addi %125, %181 : i64
          %c6_i64_353 = arith.constant 6 : i64
          %183 = arith.addi %130, %c6_i64_353 : i64
          %184 = memref.load %alloca_121[] : memref<f32>
          %c96_i64_354 = arith.constant 96 : i64
          %185 = arith.muli %183, %c96_i64_354 : i64
          %186 = arith.addi %182, %185 : i64
          %187 = llvm.getelementptr %110[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %184, %187 : f32, !llvm.ptr<1>
          %thread_id_x_355 = gpu.thread_id  x
          %188 = arith.index_cast %thread_id_x_355 : index to i64
          %c16_i64_356 = arith.constant 16 : i64
          %189 = arith.remsi %188, %c16_i64_356 : i64
          %190 = arith.addi %125, %189 : i64
          %c7_i64 = arith.constant 7 : i64
          %191 = arith.addi %130, %c7_i64 : i64
          %192 = memref.load %alloca_122[] : memref<f32>
          %c96_i64_357 = arith.constant 96 : i64
          %193 = arith.muli %191, %c96_i64_357 : i64
          %194 = arith.addi %190, %193 : i64
          %195 = llvm.getelementptr %110[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %192, %195 : f32, !llvm.ptr<1>
          %thread_id_x_358 = gpu.thread_id  x
          %196 = arith.index_cast %thread_id_x_358 : index to i64
          %c16_i64_359 = arith.constant 16 : i64
          %197 = arith.remsi %196, %c16_i64_359 : i64
          %198 = arith.addi %125, %197 : i64
          %c8_i64_360 = arith.constant 8 : i64
          %199 = arith.addi %130, %c8_i64_360 : i64
          %200 = memref.load %alloca_123[] : memref<f32>
          %c96_i64_361 = arith.constant 96 : i64
          %201 = arith.muli %199, %c96_i64_361 : i64
          %202 = arith.addi %198, %201 : i64
          %203 = llvm.getelementptr %110[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %200, %203 : f32, !llvm.ptr<1>
          %thread_id_x_362 = gpu.thread_id  x
          %204 = arith.index_cast %thread_id_x_362 : index to i64
          %c16_i64_363 = arith.constant 16 : i64
          %205 = arith.remsi %204, %c16_i64_363 : i64
          %206 = arith.addi %125, %205 : i64
          %c9_i64_364 = arith.constant 9 : i64
          %207 = arith.addi %130, %c9_i64_364 : i64
          %208 = memref.load %alloca_124[] : memref<f32>
          %c96_i64_365 = arith.constant 96 : i64
          %209 = arith.muli %207, %c96_i64_365 : i64
          %210 = arith.addi %206, %209 : i64
          %211 = llvm.getelementptr %110[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %208, %211 : f32, !llvm.ptr<1>
          %thread_id_x_366 = gpu.thread_id  x
          %212 = arith.index_cast %thread_id_x_366 : index to i64
          %c16_i64_367 = arith.constant 16 : i64
          %213 = arith.remsi %212, %c16_i64_367 : i64
          %214 = arith.addi %125, %213 : i64
          %c10_i64 = arith.constant 10 : i64
          %215 = arith.addi %130, %c10_i64 : i64
          %216 = memref.load %alloca_125[] : memref<f32>
          %c96_i64_368 = arith.constant 96 : i64
          %217 = arith.muli %215, %c96_i64_368 : i64
          %218 = arith.addi %214, %217 : i64
          %219 = llvm.getelementptr %110[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %216, %219 : f32, !llvm.ptr<1>
          %thread_id_x_369 = gpu.thread_id  x
          %220 = arith.index_cast %thread_id_x_369 : index to i64
          %c16_i64_370 = arith.constant 16 : i64
          %221 = arith.remsi %220, %c16_i64_370 : i64
          %222 = arith.addi %125, %221 : i64
          %c11_i64 = arith.constant 11 : i64
          %223 = arith.addi %130, %c11_i64 : i64
          %224 = memref.load %alloca_126[] : memref<f32>
          %c96_i64_371 = arith.constant 96 : i64
          %225 = arith.muli %223, %c96_i64_371 : i64
          %226 = arith.addi %222, %225 : i64
          %227 = llvm.getelementptr %110[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %224, %227 : f32, !llvm.ptr<1>
          %thread_id_x_372 = gpu.thread_id  x
          %228 = arith.index_cast %thread_id_x_372 : index to i64
          %c16_i64_373 = arith.constant 16 : i64
          %229 = arith.remsi %228, %c16_i64_373 : i64
          %230 = arith.addi %125, %229 : i64
          %c12_i64 = arith.constant 12 : i64
          %231 = arith.addi %130, %c12_i64 : i64
          %232 = memref.load %alloca_127[] : memref<f32>
          %c96_i64_374 = arith.constant 96 : i64
          %233 = arith.muli %231, %c96_i64_374 : i64
          %234 = arith.addi %230, %233 : i64
          %235 = llvm.getelementptr %110[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %232, %235 : f32, !llvm.ptr<1>
          %thread_id_x_375 = gpu.thread_id  x
          %236 = arith.index_cast %thread_id_x_375 : index to i64
          %c16_i64_376 = arith.constant 16 : i64
          %237 = arith.remsi %236, %c16_i64_376 : i64
          %238 = arith.addi %125, %237 : i64
          %c13_i64 = arith.constant 13 : i64
          %239 = arith.addi %130, %c13_i64 : i64
          %240 = memref.load %alloca_128[] : memref<f32>
          %c96_i64_377 = arith.constant 96 : i64
          %241 = arith.muli %239, %c96_i64_377 : i64
          %242 = arith.addi %238, %241 : i64
          %243 = llvm.getelementptr %110[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %240, %243 : f32, !llvm.ptr<1>
          %thread_id_x_378 = gpu.thread_id  x
          %244 = arith.index_cast %thread_id_x_378 : index to i64
          %c16_i64_379 = arith.constant 16 : i64
          %245 = arith.remsi %244, %c16_i64_379 : i64
          %246 = arith.addi %125, %245 : i64
          %c14_i64 = arith.constant 14 : i64
          %247 = arith.addi %130, %c14_i64 : i64
          %248 = memref.load %alloca_129[] : memref<f32>
          %c96_i64_380 = arith.constant 96 : i64
          %249 = arith.muli %247, %c96_i64_380 : i64
          %250 = arith.addi %246, %249 : i64
          %251 = llvm.getelementptr %110[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %248, %251 : f32, !llvm.ptr<1>
          %thread_id_x_381 = gpu.thread_id  x
          %252 = arith.index_cast %thread_id_x_381 : index to i64
          %c16_i64_382 = arith.constant 16 : i64
          %253 = arith.remsi %252, %c16_i64_382 : i64
          %254 = arith.addi %125, %253 : i64
          %c15_i64 = arith.constant 15 : i64
          %255 = arith.addi %130, %c15_i64 : i64
          %256 = memref.load %alloca_130[] : memref<f32>
          %c96_i64_383 = arith.constant 96 : i64
          %257 = arith.muli %255, %c96_i64_383 : i64
          %258 = arith.addi %254, %257 : i64
          %259 = llvm.getelementptr %110[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %256, %259 : f32, !llvm.ptr<1>
          %thread_id_x_384 = gpu.thread_id  x
          %260 = arith.index_cast %thread_id_x_384 : index to i64
          %c16_i64_385 = arith.constant 16 : i64
          %261 = arith.remsi %260, %c16_i64_385 : i64
          %c16_i64_386 = arith.constant 16 : i64
          %262 = arith.addi %261, %c16_i64_386 : i64
          %263 = arith.addi %125, %262 : i64
          %264 = memref.load %alloca_131[] : memref<f32>
          %c96_i64_387 = arith.constant 96 : i64
          %265 = arith.muli %130, %c96_i64_387 : i64
          %266 = arith.addi %263, %265 : i64
          %267 = llvm.getelementptr %110[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %264, %267 : f32, !llvm.ptr<1>
          %thread_id_x_388 = gpu.thread_id  x
          %268 = arith.index_cast %thread_id_x_388 : index to i64
          %c16_i64_389 = arith.constant 16 : i64
          %269 = arith.remsi %268, %c16_i64_389 : i64
          %c16_i64_390 = arith.constant 16 : i64
          %270 = arith.addi %269, %c16_i64_390 : i64
          %271 = arith.addi %125, %270 : i64
          %c1_i64_391 = arith.constant 1 : i64
          %272 = arith.addi %130, %c1_i64_391 : i64
          %273 = memref.load %alloca_132[] : memref<f32>
          %c96_i64_392 = arith.constant 96 : i64
          %274 = arith.muli %272, %c96_i64_392 : i64
          %275 = arith.addi %271, %274 : i64
          %276 = llvm.getelementptr %110[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %273, %276 : f32, !llvm.ptr<1>
          %thread_id_x_393 = gpu.thread_id  x
          %277 = arith.index_cast %thread_id_x_393 : index to i64
          %c16_i64_394 = arith.constant 16 : i64
          %278 = arith.remsi %277, %c16_i64_394 : i64
          %c16_i64_395 = arith.constant 16 : i64
          %279 = arith.addi %278, %c16_i64_395 : i64
          %280 = arith.addi %125, %279 : i64
          %c2_i64_396 = arith.constant 2 : i64
          %281 = arith.addi %130, %c2_i64_396 : i64
          %282 = memref.load %alloca_133[] : memref<f32>
          %c96_i64_397 = arith.constant 96 : i64
          %283 = arith.muli %281, %c96_i64_397 : i64
          %284 = arith.addi %280, %283 : i64
          %285 = llvm.getelementptr %110[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %282, %285 : f32, !llvm.ptr<1>
          %thread_id_x_398 = gpu.thread_id  x
          %286 = arith.index_cast %thread_id_x_398 : index to i64
          %c16_i64_399 = arith.constant 16 : i64
          %287 = arith.remsi %286, %c16_i64_399 : i64
          %c16_i64_400 = arith.constant 16 : i64
          %288 = arith.addi %287, %c16_i64_400 : i64
          %289 = arith.addi %125, %288 : i64
          %c3_i64_401 = arith.constant 3 : i64
          %290 = arith.addi %130, %c3_i64_401 : i64
          %291 = memref.load %alloca_134[] : memref<f32>
          %c96_i64_402 = arith.constant 96 : i64
          %292 = arith.muli %290, %c96_i64_402 : i64
          %293 = arith.addi %289, %292 : i64
          %294 = llvm.getelementptr %110[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<1>
          %thread_id_x_403 = gpu.thread_id  x
          %295 = arith.index_cast %thread_id_x_403 : index to i64
          %c16_i64_404 = arith.constant 16 : i64
          %296 = arith.remsi %295, %c16_i64_404 : i64
          %c16_i64_405 = arith.constant 16 : i64
          %297 = arith.addi %296, %c16_i64_405 : i64
          %298 = arith.addi %125, %297 : i64
          %c4_i64_406 = arith.constant 4 : i64
          %299 = arith.addi %130, %c4_i64_406 : i64
          %300 = memref.load %alloca_135[] : memref<f32>
          %c96_i64_407 = arith.constant 96 : i64
          %301 = arith.muli %299, %c96_i64_407 : i64
          %302 = arith.addi %298, %301 : i64
          %303 = llvm.getelementptr %110[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %300, %303 : f32, !llvm.ptr<1>
          %thread_id_x_408 = gpu.thread_id  x
          %304 = arith.index_cast %thread_id_x_408 : index to i64
          %c16_i64_409 = arith.constant 16 : i64
          %305 = arith.remsi %304, %c16_i64_409 : i64
          %c16_i64_410 = arith.constant 16 : i64
          %306 = arith.addi %305, %c16_i64_410 : i64
          %307 = arith.addi %125, %306 : i64
          %c5_i64_411 = arith.constant 5 : i64
          %308 = arith.addi %130, %c5_i64_411 : i64
          %309 = memref.load %alloca_136[] : memref<f32>
          %c96_i64_412 = arith.constant 96 : i64
          %310 = arith.muli %308, %c96_i64_412 : i64
          %311 = arith.addi %307, %310 : i64
          %312 = llvm.getelementptr %110[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %309, %312 : f32, !llvm.ptr<1>
          %thread_id_x_413 = gpu.thread_id  x
          %313 = arith.index_cast %thread_id_x_413 : index to i64
          %c16_i64_414 = arith.constant 16 : i64
          %314 = arith.remsi %313, %c16_i64_414 : i64
          %c16_i64_415 = arith.constant 16 : i64
          %315 = arith.addi %314, %c16_i64_415 : i64
          %316 = arith.addi %125, %315 : i64
          %c6_i64_416 = arith.constant 6 : i64
          %317 = arith.addi %130, %c6_i64_416 : i64
          %318 = memref.load %alloca_137[] : memref<f32>
          %c96_i64_417 = arith.constant 96 : i64
          %319 = arith.muli %317, %c96_i64_417 : i64
          %320 = arith.addi %316, %319 : i64
          %321 = llvm.getelementptr %110[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %318, %321 : f32, !llvm.ptr<1>
          %thread_id_x_418 = gpu.thread_id  x
          %322 = arith.index_cast %thread_id_x_418 : index to i64
          %c16_i64_419 = arith.constant 16 : i64
          %323 = arith.remsi %322, %c16_i64_419 : i64
          %c16_i64_420 = arith.constant 16 : i64
          %324 = arith.addi %323, %c16_i64_420 : i64
          %325 = arith.addi %125, %324 : i64
          %c7_i64_421 = arith.constant 7 : i64
          %326 = arith.addi %130, %c7_i64_421 : i64
          %327 = memref.load %alloca_138[] : memref<f32>
          %c96_i64_422 = arith.constant 96 : i64
          %328 = arith.muli %326, %c96_i64_422 : i64
          %329 = arith.addi %325, %328 : i64
          %330 = llvm.getelementptr %110[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %327, %330 : f32, !llvm.ptr<1>
          %thread_id_x_423 = gpu.thread_id  x
          %331 = arith.index_cast %thread_id_x_423 : index to i64
          %c16_i64_424 = arith.constant 16 : i64
          %332 = arith.remsi %331, %c16_i64_424 : i64
          %c16_i64_425 = arith.constant 16 : i64
          %333 = arith.addi %332, %c16_i64_425 : i64
          %334 = arith.addi %125, %333 : i64
          %c8_i64_426 = arith.constant 8 : i64
          %335 = arith.addi %130, %c8_i64_426 : i64
          %336 = memref.load %alloca_139[] : memref<f32>
          %c96_i64_427 = arith.constant 96 : i64
          %337 = arith.muli %335, %c96_i64_427 : i64
          %338 = arith.addi %334, %337 : i64
          %339 = llvm.getelementptr %110[%338] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %336, %339 : f32, !llvm.ptr<1>
          %thread_id_x_428 = gpu.thread_id  x
          %340 = arith.index_cast %thread_id_x_428 : index to i64
          %c16_i64_429 = arith.constant 16 : i64
          %341 = arith.remsi %340, %c16_i64_429 : i64
          %c16_i64_430 = arith.constant 16 : i64
          %342 = arith.addi %341, %c16_i64_430 : i64
          %343 = arith.addi %125, %342 : i64
          %c9_i64_431 = arith.constant 9 : i64
          %344 = arith.addi %130, %c9_i64_431 : i64
          %345 = memref.load %alloca_140[] : memref<f32>
          %c96_i64_432 = arith.constant 96 : i64
          %346 = arith.muli %344, %c96_i64_432 : i64
          %347 = arith.addi %343, %346 : i64
          %348 = llvm.getelementptr %110[%347] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %345, %348 : f32, !llvm.ptr<1>
          %thread_id_x_433 = gpu.thread_id  x
          %349 = arith.index_cast %thread_id_x_433 : index to i64
          %c16_i64_434 = arith.constant 16 : i64
          %350 = arith.remsi %349, %c16_i64_434 : i64
          %c16_i64_435 = arith.constant 16 : i64
          %351 = arith.addi %350, %c16_i64_435 : i64
          %352 = arith.addi %125, %351 : i64
          %c10_i64_436 = arith.constant 10 : i64
          %353 = arith.addi %130, %c10_i64_436 : i64
          %354 = memref.load %alloca_141[] : memref<f32>
          %c96_i64_437 = arith.constant 96 : i64
          %355 = arith.muli %353, %c96_i64_437 : i64
          %356 = arith.addi %352, %355 : i64
          %357 = llvm.getelementptr %110[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %354, %357 : f32, !llvm.ptr<1>
          %thread_id_x_438 = gpu.thread_id  x
          %358 = arith.index_cast %thread_id_x_438 : index to i64
          %c16_i64_439 = arith.constant 16 : i64
          %359 = arith.remsi %358, %c16_i64_439 : i64
          %c16_i64_440 = arith.constant 16 : i64
          %360 = arith.addi %359, %c16_i64_440 : i64
          %361 = arith.addi %125, %360 : i64
          %c11_i64_441 = arith.constant 11 : i64
          %362 = arith.addi %130, %c11_i64_441 : i64
          %363 = memref.load %alloca_142[] : memref<f32>
          %c96_i64_442 = arith.constant 96 : i64
          %364 = arith.muli %362, %c96_i64_442 : i64
          %365 = arith.addi %361, %364 : i64
          %366 = llvm.getelementptr %110[%365] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %363, %366 : f32, !llvm.ptr<1>
          %thread_id_x_443 = gpu.thread_id  x
          %367 = arith.index_cast %thread_id_x_443 : index to i64
          %c16_i64_444 = arith.constant 16 : i64
          %368 = arith.remsi %367, %c16_i64_444 : i64
          %c16_i64_445 = arith.constant 16 : i64
          %369 = arith.addi %368, %c16_i64_445 : i64
          %370 = arith.addi %125, %369 : i64
          %c12_i64_446 = arith.constant 12 : i64
          %371 = arith.addi %130, %c12_i64_446 : i64
          %372 = memref.load %alloca_143[] : memref<f32>
          %c96_i64_447 = arith.constant 96 : i64
          %373 = arith.muli %371, %c96_i64_447 : i64
          %374 = arith.addi %370, %373 : i64
          %375 = llvm.getelementptr %110[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %372, %375 : f32, !llvm.ptr<1>
          %thread_id_x_448 = gpu.thread_id  x
          %376 = arith.index_cast %thread_id_x_448 : index to i64
          %c16_i64_449 = arith.constant 16 : i64
          %377 = arith.remsi %376, %c16_i64_449 : i64
          %c16_i64_450 = arith.constant 16 : i64
          %378 = arith.addi %377, %c16_i64_450 : i64
          %379 = arith.addi %125, %378 : i64
          %c13_i64_451 = arith.constant 13 : i64
          %380 = arith.addi %130, %c13_i64_451 : i64
          %381 = memref.load %alloca_144[] : memref<f32>
          %c96_i64_452 = arith.constant 96 : i64
          %382 = arith.muli %380, %c96_i64_452 : i64
          %383 = arith.addi %379, %382 : i64
          %384 = llvm.getelementptr %110[%383] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %381, %384 : f32, !llvm.ptr<1>
          %thread_id_x_453 = gpu.thread_id  x
          %385 = arith.index_cast %thread_id_x_453 : index to i64
          %c16_i64_454 = arith.constant 16 : i64
          %386 = arith.remsi %385, %c16_i64_454 : i64
          %c16_i64_455 = arith.constant 16 : i64
          %387 = arith.addi %386, %c16_i64_455 : i64
          %388 = arith.addi %125, %387 : i64
          %c14_i64_456 = arith.constant 14 : i64
          %389 = arith.addi %130, %c14_i64_456 : i64
          %390 = memref.load %alloca_145[] : memref<f32>
          %c96_i64_457 = arith.constant 96 : i64
          %391 = arith.muli %389, %c96_i64_457 : i64
          %392 = arith.addi %388, %391 : i64
          %393 = llvm.getelementptr %110[%392] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %390, %393 : f32, !llvm.ptr<1>
          %thread_id_x_458 = gpu.thread_id  x
          %394 = arith.index_cast %thread_id_x_458 : index to i64
          %c16_i64_459 = arith.constant 16 : i64
          %395 = arith.remsi %394, %c16_i64_459 : i64
          %c16_i64_460 = arith.constant 16 : i64
          %396 = arith.addi %395, %c16_i64_460 : i64
          %397 = arith.addi %125, %396 : i64
          %c15_i64_461 = arith.constant 15 : i64
          %398 = arith.addi %130, %c15_i64_461 : i64
          %399 = memref.load %alloca_146[] : memref<f32>
          %c96_i64_462 = arith.constant 96 : i64
          %400 = arith.muli %398, %c96_i64_462 : i64
          %401 = arith.addi %397, %400 : i64
          %402 = llvm.getelementptr %110[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %399, %402 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
