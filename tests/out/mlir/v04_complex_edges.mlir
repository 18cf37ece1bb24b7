module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<1xf32, strided<[1]>, 1>, %arg1: memref<16xvector<2xf32>, strided<[1]>, 1>, %arg2: memref<4xvector<2xf64>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<1xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<1xf32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<16xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16xvector<2xf32>, strided<[1]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<4xvector<2xf64>, strided<[1]>, 1> -> memref<vector<2xf64>, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xvector<2xf64>, strided<[1]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %alloca_13 = memref.alloca() : memref<f32>
      %alloca_14 = memref.alloca() : memref<f32>
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
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f64>
      %alloca_35 = memref.alloca() : memref<f64>
      %alloca_36 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %6 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %6 to %c1_i64 step %c32_i64  : i64 {
        %7 = llvm.load %1 : !llvm.ptr<1> -> f32
        %8 = arith.subf %7, %7 : f32
        %cst = arith.constant 0.000000e+00 : f32
        %9 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %10 = llvm.insertelement %8, %9[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %11 = llvm.insertelement %cst, %10[%c1_i32 : i32] : vector<2xf32>
        %12 = arith.extf %7 : f32 to f64
        %13 = arith.subf %12, %12 : f64
        %cst_37 = arith.constant 0.000000e+00 : f64
        %14 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_38 = arith.constant 0 : i32
        %15 = llvm.insertelement %13, %14[%c0_i32_38 : i32] : vector<2xf64>
        %c1_i32_39 = arith.constant 1 : i32
        %16 = llvm.insertelement %cst_37, %15[%c1_i32_39 : i32] : vector<2xf64>
        %cst_40 = arith.constant 1.000000e-01 : f32
        %cst_41 = arith.constant 1.000000e-01 : f32
        %17 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_42 = arith.constant 0 : i32
        %18 = llvm.insertelement %cst_40, %17[%c0_i32_42 : i32] : vector<2xf32>
        %c1_i32_43 = arith.constant 1 : i32
        %19 = llvm.insertelement %cst_41, %18[%c1_i32_43 : i32] : vector<2xf32>
        %20 = arith.addf %11, %19 : vector<2xf32>
        %c0_i32_44 = arith.constant 0 : i32
        %21 = llvm.extractelement %20[%c0_i32_44 : i32] : vector<2xf32>
        %c1_i32_45 = arith.constant 1 : i32
        %22 = llvm.extractelement %20[%c1_i32_45 : i32] : vector<2xf32>
        %c0_i32_46 = arith.constant 0 : i32
        %23 = llvm.extractelement %20[%c0_i32_46 : i32] : vector<2xf32>
        %c1_i32_47 = arith.constant 1 : i32
        %24 = llvm.extractelement %20[%c1_i32_47 : i32] : vector<2xf32>
        %25 = arith.mulf %21, %23 : f32
        %26 = arith.mulf %22, %24 : f32
        %27 = arith.subf %25, %26 : f32
        %28 = arith.mulf %21, %24 : f32
        %29 = arith.mulf %22, %23 : f32
        %30 = arith.addf %28, %29 : f32
        %31 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_48 = arith.constant 0 : i32
        %32 = llvm.insertelement %27, %31[%c0_i32_48 : i32] : vector<2xf32>
        %c1_i32_49 = arith.constant 1 : i32
        %33 = llvm.insertelement %30, %32[%c1_i32_49 : i32] : vector<2xf32>
        %cst_50 = arith.constant 1.000000e+30 : f32
        %cst_51 = arith.constant 1.000000e+30 : f32
        %34 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_52 = arith.constant 0 : i32
        %35 = llvm.insertelement %cst_50, %34[%c0_i32_52 : i32] : vector<2xf32>
        %c1_i32_53 = arith.constant 1 : i32
        %36 = llvm.insertelement %cst_51, %35[%c1_i32_53 : i32] : vector<2xf32>
        %37 = arith.addf %11, %36 : vector<2xf32>
        %c0_i32_54 = arith.constant 0 : i32
        %38 = llvm.extractelement %37[%c0_i32_54 : i32] : vector<2xf32>
        %c1_i32_55 = arith.constant 1 : i32
        %39 = llvm.extractelement %37[%c1_i32_55 : i32] : vector<2xf32>
        %c0_i32_56 = arith.constant 0 : i32
        %40 = llvm.extractelement %37[%c0_i32_56 : i32] : vector<2xf32>
        %c1_i32_57 = arith.constant 1 : i32
        %41 = llvm.extractelement %37[%c1_i32_57 : i32] : vector<2xf32>
        %42 = arith.mulf %38, %40 : f32
        %43 = arith.mulf %39, %41 : f32
        %44 = arith.subf %42, %43 : f32
        %45 = arith.mulf %38, %41 : f32
        %46 = arith.mulf %39, %40 : f32
        %47 = arith.addf %45, %46 : f32
        %48 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_58 = arith.constant 0 : i32
        %49 = llvm.insertelement %44, %48[%c0_i32_58 : i32] : vector<2xf32>
        %c1_i32_59 = arith.constant 1 : i32
        %50 = llvm.insertelement %47, %49[%c1_i32_59 : i32] : vector<2xf32>
        %cst_60 = arith.constant 3.000000e+38 : f32
        %cst_61 = arith.constant 3.000000e+38 : f32
        %51 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_62 = arith.constant 0 : i32
        %52 = llvm.insertelement %cst_60, %51[%c0_i32_62 : i32] : vector<2xf32>
        %c1_i32_63 = arith.constant 1 : i32
        %53 = llvm.insertelement %cst_61, %52[%c1_i32_63 : i32] : vector<2xf32>
        %54 = arith.addf %11, %53 : vector<2xf32>
        %cst_64 = arith.constant 1.000000e+00 : f32
        %cst_65 = arith.constant 1.000000e+00 : f32
        %55 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_66 = arith.constant 0 : i32
        %56 = llvm.insertelement %cst_64, %55[%c0_i32_66 : i32] : vector<2xf32>
        %c1_i32_67 = arith.constant 1 : i32
        %57 = llvm.insertelement %cst_65, %56[%c1_i32_67 : i32] : vector<2xf32>
        %58 = arith.addf %11, %57 : vector<2xf32>
        %c0_i32_68 = arith.constant 0 : i32
        %59 = llvm.extractelement %54[%c0_i32_68 : i32] : vector<2xf32>
        %c1_i32_69 = arith.constant 1 : i32
        %60 = llvm.extractelement %54[%c1_i32_69 : i32] : vector<2xf32>
        %c0_i32_70 = arith.constant 0 : i32
        %61 = llvm.extractelement %58[%c0_i32_70 : i32] : vector<2xf32>
        %c1_i32_71 = arith.constant 1 : i32
        %62 = llvm.extractelement %58[%c1_i32_71 : i32] : vector<2xf32>
        %cst_72 = arith.constant 0.000000e+00 : f32
        %63 = arith.cmpf olt, %61, %cst_72 : f32
        %64 = arith.negf %61 : f32
        %65 = arith.select %63, %64, %61 : f32
        %cst_73 = arith.constant 0.000000e+00 : f32
        %66 = arith.cmpf olt, %62, %cst_73 : f32
        %67 = arith.negf %62 : f32
        %68 = arith.select %66, %67, %62 : f32
        %69 = arith.cmpf oge, %65, %68 : f32
        %70 = arith.divf %62, %61 : f32
        %71 = arith.mulf %62, %70 : f32
        %72 = arith.addf %61, %71 : f32
        %73 = arith.mulf %60, %70 : f32
        %74 = arith.mulf %59, %70 : f32
        %75 = arith.addf %59, %73 : f32
        %76 = arith.subf %60, %74 : f32
        %77 = arith.divf %75, %72 : f32
        %78 = arith.divf %76, %72 : f32
        %79 = arith.divf %61, %62 : f32
        %80 = arith.mulf %61, %79 : f32
        %81 = arith.addf %80, %62 : f32
        %82 = arith.mulf %59, %79 : f32
        %83 = arith.mulf %60, %79 : f32
        %84 = arith.addf %82, %60 : f32
        %85 = arith.subf %83, %59 : f32
        %86 = arith.divf %84, %81 : f32
        %87 = arith.divf %85, %81 : f32
        %88 = arith.select %69, %77, %86 : f32
        %89 = arith.select %69, %78, %87 : f32
        %90 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_74 = arith.constant 0 : i32
        %91 = llvm.insertelement %88, %90[%c0_i32_74 : i32] : vector<2xf32>
        %c1_i32_75 = arith.constant 1 : i32
        %92 = llvm.insertelement %89, %91[%c1_i32_75 : i32] : vector<2xf32>
        %cst_76 = arith.constant 1.00024414 : f32
        %cst_77 = arith.constant 1.000000e+00 : f32
        %93 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_78 = arith.constant 0 : i32
        %94 = llvm.insertelement %cst_76, %93[%c0_i32_78 : i32] : vector<2xf32>
        %c1_i32_79 = arith.constant 1 : i32
        %95 = llvm.insertelement %cst_77, %94[%c1_i32_79 : i32] : vector<2xf32>
        %96 = arith.addf %11, %95 : vector<2xf32>
        %cst_80 = arith.constant 1.00024414 : f32
        %cst_81 = arith.constant 1.00048828 : f32
        %97 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_82 = arith.constant 0 : i32
        %98 = llvm.insertelement %cst_80, %97[%c0_i32_82 : i32] : vector<2xf32>
        %c1_i32_83 = arith.constant 1 : i32
        %99 = llvm.insertelement %cst_81, %98[%c1_i32_83 : i32] : vector<2xf32>
        %100 = arith.addf %11, %99 : vector<2xf32>
        %c0_i32_84 = arith.constant 0 : i32
        %101 = llvm.extractelement %96[%c0_i32_84 : i32] : vector<2xf32>
        %c1_i32_85 = arith.constant 1 : i32
        %102 = llvm.extractelement %96[%c1_i32_85 : i32] : vector<2xf32>
        %c0_i32_86 = arith.constant 0 : i32
        %103 = llvm.extractelement %100[%c0_i32_86 : i32] : vector<2xf32>
        %c1_i32_87 = arith.constant 1 : i32
        %104 = llvm.extractelement %100[%c1_i32_87 : i32] : vector<2xf32>
        %105 = arith.mulf %101, %103 : f32
        %106 = arith.mulf %102, %104 : f32
        %107 = arith.subf %105, %106 : f32
        %108 = arith.mulf %101, %104 : f32
        %109 = arith.mulf %102, %103 : f32
        %110 = arith.addf %108, %109 : f32
        %111 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_88 = arith.constant 0 : i32
        %112 = llvm.insertelement %107, %111[%c0_i32_88 : i32] : vector<2xf32>
        %c1_i32_89 = arith.constant 1 : i32
        %113 = llvm.insertelement %110, %112[%c1_i32_89 : i32] : vector<2xf32>
        %cst_90 = arith.constant 0x7F800000 : f32
        %cst_91 = arith.constant 0.000000e+00 : f32
        %114 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_92 = arith.constant 0 : i32
        %115 = llvm.insertelement %cst_90, %114[%c0_i32_92 : i32] : vector<2xf32>
        %c1_i32_93 = arith.constant 1 : i32
        %116 = llvm.insertelement %cst_91, %115[%c1_i32_93 : i32] : vector<2xf32>
        %117 = arith.addf %11, %116 : vector<2xf32>
        %cst_94 = arith.constant 0x7FC00000 : f32
        %cst_95 = arith.constant 0.000000e+00 : f32
        %118 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_96 = arith.constant 0 : i32
        %119 = llvm.insertelement %cst_94, %118[%c0_i32_96 : i32] : vector<2xf32>
        %c1_i32_97 = arith.constant 1 : i32
        %120 = llvm.insertelement %cst_95, %119[%c1_i32_97 : i32] : vector<2xf32>
        %121 = arith.addf %11, %120 : vector<2xf32>
        %cst_98 = arith.constant 0xFF800000 : f32
        %cst_99 = arith.constant 0x7FC00000 : f32
        %122 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_100 = arith.constant 0 : i32
        %123 = llvm.insertelement %cst_98, %122[%c0_i32_100 : i32] : vector<2xf32>
        %c1_i32_101 = arith.constant 1 : i32
        %124 = llvm.insertelement %cst_99, %123[%c1_i32_101 : i32] : vector<2xf32>
        %125 = arith.addf %11, %124 : vector<2xf32>
        %cst_102 = arith.constant 0xFF800000 : f32
        %cst_103 = arith.constant 0x7F800000 : f32
        %126 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_104 = arith.constant 0 : i32
        %127 = llvm.insertelement %cst_102, %126[%c0_i32_104 : i32] : vector<2xf32>
        %c1_i32_105 = arith.constant 1 : i32
        %128 = llvm.insertelement %cst_103, %127[%c1_i32_105 : i32] : vector<2xf32>
        %129 = arith.addf %11, %128 : vector<2xf32>
        %cst_106 = arith.constant 0x7F800000 : f32
        %cst_107 = arith.constant 0x7F800000 : f32
        %130 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_108 = arith.constant 0 : i32
        %131 = llvm.insertelement %cst_106, %130[%c0_i32_108 : i32] : vector<2xf32>
        %c1_i32_109 = arith.constant 1 : i32
        %132 = llvm.insertelement %cst_107, %131[%c1_i32_109 : i32] : vector<2xf32>
        %133 = arith.addf %11, %132 : vector<2xf32>
        %cst_110 = arith.constant 0x7F800000 : f32
        %cst_111 = arith.constant 0x7FC00000 : f32
        %134 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_112 = arith.constant 0 : i32
        %135 = llvm.insertelement %cst_110, %134[%c0_i32_112 : i32] : vector<2xf32>
        %c1_i32_113 = arith.constant 1 : i32
        %136 = llvm.insertelement %cst_111, %135[%c1_i32_113 : i32] : vector<2xf32>
        %137 = arith.addf %11, %136 : vector<2xf32>
        %cst_114 = arith.constant 0xFF800000 : f32
        %cst_115 = arith.constant 1.000000e+00 : f32
        %138 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_116 = arith.constant 0 : i32
        %139 = llvm.insertelement %cst_114, %138[%c0_i32_116 : i32] : vector<2xf32>
        %c1_i32_117 = arith.constant 1 : i32
        %140 = llvm.insertelement %cst_115, %139[%c1_i32_117 : i32] : vector<2xf32>
        %141 = arith.addf %11, %140 : vector<2xf32>
        %cst_118 = arith.constant 0x7F800000 : f32
        %cst_119 = arith.constant 1.000000e+00 : f32
        %142 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_120 = arith.constant 0 : i32
        %143 = llvm.insertelement %cst_118, %142[%c0_i32_120 : i32] : vector<2xf32>
        %c1_i32_121 = arith.constant 1 : i32
        %144 = llvm.insertelement %cst_119, %143[%c1_i32_121 : i32] : vector<2xf32>
        %145 = arith.addf %11, %144 : vector<2xf32>
        %cst_122 = arith.constant 0.000000e+00 : f32
        %cst_123 = arith.constant 0.000000e+00 : f32
        %146 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_124 = arith.constant 0 : i32
        %147 = llvm.insertelement %cst_122, %146[%c0_i32_124 : i32] : vector<2xf32>
        %c1_i32_125 = arith.constant 1 : i32
        %148 = llvm.insertelement %cst_123, %147[%c1_i32_125 : i32] : vector<2xf32>
        %149 = arith.addf %11, %148 : vector<2xf32>
        %c0_i32_126 = arith.constant 0 : i32
        %150 = llvm.extractelement %117[%c0_i32_126 : i32] : vector<2xf32>
        %c1_i32_127 = arith.constant 1 : i32
        %151 = llvm.extractelement %117[%c1_i32_127 : i32] : vector<2xf32>
        %152 = math.exp %150 : f32
        %153 = math.cos %151 : f32
        %154 = arith.mulf %152, %153 : f32
        memref.store %154, %alloca[] : memref<f32>
        %155 = math.sin %151 : f32
        %156 = arith.mulf %152, %155 : f32
        memref.store %156, %alloca_10[] : memref<f32>
        %cst_128 = arith.constant 8.000000e+01 : f32
        %157 = arith.cmpf ogt, %150, %cst_128 : f32
        scf.if %157 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %150, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %151 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca[] : memref<f32>
          %476 = math.sin %151 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_10[] : memref<f32>
        }
        %cst_129 = arith.constant 0x7F800000 : f32
        %158 = arith.cmpf oeq, %150, %cst_129 : f32
        scf.if %158 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %151, %cst_274 : f32
          scf.if %471 {
            memref.store %150, %alloca[] : memref<f32>
            memref.store %151, %alloca_10[] : memref<f32>
          }
          %472 = arith.bitcast %151 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %150, %alloca[] : memref<f32>
            %477 = arith.subf %151, %151 : f32
            memref.store %477, %alloca_10[] : memref<f32>
          }
        }
        %cst_130 = arith.constant 0xFF800000 : f32
        %159 = arith.cmpf oeq, %150, %cst_130 : f32
        scf.if %159 {
          %471 = arith.bitcast %151 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_10[] : memref<f32>
          }
        }
        %160 = arith.cmpf une, %150, %150 : f32
        scf.if %160 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %151, %cst_274 : f32
          scf.if %471 {
            memref.store %150, %alloca[] : memref<f32>
            memref.store %151, %alloca_10[] : memref<f32>
          }
        }
        %161 = memref.load %alloca[] : memref<f32>
        %162 = memref.load %alloca_10[] : memref<f32>
        %163 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_131 = arith.constant 0 : i32
        %164 = llvm.insertelement %161, %163[%c0_i32_131 : i32] : vector<2xf32>
        %c1_i32_132 = arith.constant 1 : i32
        %165 = llvm.insertelement %162, %164[%c1_i32_132 : i32] : vector<2xf32>
        %c0_i32_133 = arith.constant 0 : i32
        %166 = llvm.extractelement %121[%c0_i32_133 : i32] : vector<2xf32>
        %c1_i32_134 = arith.constant 1 : i32
        %167 = llvm.extractelement %121[%c1_i32_134 : i32] : vector<2xf32>
        %168 = math.exp %166 : f32
        %169 = math.cos %167 : f32
        %170 = arith.mulf %168, %169 : f32
        memref.store %170, %alloca_11[] : memref<f32>
        %171 = math.sin %167 : f32
        %172 = arith.mulf %168, %171 : f32
        memref.store %172, %alloca_12[] : memref<f32>
        %cst_135 = arith.constant 8.000000e+01 : f32
        %173 = arith.cmpf ogt, %166, %cst_135 : f32
        scf.if %173 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %166, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %167 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_11[] : memref<f32>
          %476 = math.sin %167 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_12[] : memref<f32>
        }
        %cst_136 = arith.constant 0x7F800000 : f32
        %174 = arith.cmpf oeq, %166, %cst_136 : f32
        scf.if %174 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %167, %cst_274 : f32
          scf.if %471 {
            memref.store %166, %alloca_11[] : memref<f32>
            memref.store %167, %alloca_12[] : memref<f32>
          }
          %472 = arith.bitcast %167 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %166, %alloca_11[] : memref<f32>
            %477 = arith.subf %167, %167 : f32
            memref.store %477, %alloca_12[] : memref<f32>
          }
        }
        %cst_137 = arith.constant 0xFF800000 : f32
        %175 = arith.cmpf oeq, %166, %cst_137 : f32
        scf.if %175 {
          %471 = arith.bitcast %167 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_11[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_12[] : memref<f32>
          }
        }
        %176 = arith.cmpf une, %166, %166 : f32
        scf.if %176 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %167, %cst_274 : f32
          scf.if %471 {
            memref.store %166, %alloca_11[] : memref<f32>
            memref.store %167, %alloca_12[] : memref<f32>
          }
        }
        %177 = memref.load %alloca_11[] : memref<f32>
        %178 = memref.load %alloca_12[] : memref<f32>
        %179 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_138 = arith.constant 0 : i32
        %180 = llvm.insertelement %177, %179[%c0_i32_138 : i32] : vector<2xf32>
        %c1_i32_139 = arith.constant 1 : i32
        %181 = llvm.insertelement %178, %180[%c1_i32_139 : i32] : vector<2xf32>
        %c0_i32_140 = arith.constant 0 : i32
        %182 = llvm.extractelement %125[%c0_i32_140 : i32] : vector<2xf32>
        %c1_i32_141 = arith.constant 1 : i32
        %183 = llvm.extractelement %125[%c1_i32_141 : i32] : vector<2xf32>
        %184 = math.exp %182 : f32
        %185 = math.cos %183 : f32
        %186 = arith.mulf %184, %185 : f32
        memref.store %186, %alloca_13[] : memref<f32>
        %187 = math.sin %183 : f32
        %188 = arith.mulf %184, %187 : f32
        memref.store %188, %alloca_14[] : memref<f32>
        %cst_142 = arith.constant 8.000000e+01 : f32
        %189 = arith.cmpf ogt, %182, %cst_142 : f32
        scf.if %189 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %182, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %183 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_13[] : memref<f32>
          %476 = math.sin %183 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_14[] : memref<f32>
        }
        %cst_143 = arith.constant 0x7F800000 : f32
        %190 = arith.cmpf oeq, %182, %cst_143 : f32
        scf.if %190 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %183, %cst_274 : f32
          scf.if %471 {
            memref.store %182, %alloca_13[] : memref<f32>
            memref.store %183, %alloca_14[] : memref<f32>
          }
          %472 = arith.bitcast %183 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %182, %alloca_13[] : memref<f32>
            %477 = arith.subf %183, %183 : f32
            memref.store %477, %alloca_14[] : memref<f32>
          }
        }
        %cst_144 = arith.constant 0xFF800000 : f32
        %191 = arith.cmpf oeq, %182, %cst_144 : f32
        scf.if %191 {
          %471 = arith.bitcast %183 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_13[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_14[] : memref<f32>
          }
        }
        %192 = arith.cmpf une, %182, %182 : f32
        scf.if %192 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %183, %cst_274 : f32
          scf.if %471 {
            memref.store %182, %alloca_13[] : memref<f32>
            memref.store %183, %alloca_14[] : memref<f32>
          }
        }
        %193 = memref.load %alloca_13[] : memref<f32>
        %194 = memref.load %alloca_14[] : memref<f32>
        %195 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_145 = arith.constant 0 : i32
        %196 = llvm.insertelement %193, %195[%c0_i32_145 : i32] : vector<2xf32>
        %c1_i32_146 = arith.constant 1 : i32
        %197 = llvm.insertelement %194, %196[%c1_i32_146 : i32] : vector<2xf32>
        %c0_i32_147 = arith.constant 0 : i32
        %198 = llvm.extractelement %129[%c0_i32_147 : i32] : vector<2xf32>
        %c1_i32_148 = arith.constant 1 : i32
        %199 = llvm.extractelement %129[%c1_i32_148 : i32] : vector<2xf32>
        %200 = math.exp %198 : f32
        %201 = math.cos %199 : f32
        %202 = arith.mulf %200, %201 : f32
        memref.store %202, %alloca_15[] : memref<f32>
        %203 = math.sin %199 : f32
        %204 = arith.mulf %200, %203 : f32
        memref.store %204, %alloca_16[] : memref<f32>
        %cst_149 = arith.constant 8.000000e+01 : f32
        %205 = arith.cmpf ogt, %198, %cst_149 : f32
        scf.if %205 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %198, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %199 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_15[] : memref<f32>
          %476 = math.sin %199 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_16[] : memref<f32>
        }
        %cst_150 = arith.constant 0x7F800000 : f32
        %206 = arith.cmpf oeq, %198, %cst_150 : f32
        scf.if %206 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %199, %cst_274 : f32
          scf.if %471 {
            memref.store %198, %alloca_15[] : memref<f32>
            memref.store %199, %alloca_16[] : memref<f32>
          }
          %472 = arith.bitcast %199 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %198, %alloca_15[] : memref<f32>
            %477 = arith.subf %199, %199 : f32
            memref.store %477, %alloca_16[] : memref<f32>
          }
        }
        %cst_151 = arith.constant 0xFF800000 : f32
        %207 = arith.cmpf oeq, %198, %cst_151 : f32
        scf.if %207 {
          %471 = arith.bitcast %199 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_15[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_16[] : memref<f32>
          }
        }
        %208 = arith.cmpf une, %198, %198 : f32
        scf.if %208 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %199, %cst_274 : f32
          scf.if %471 {
            memref.store %198, %alloca_15[] : memref<f32>
            memref.store %199, %alloca_16[] : memref<f32>
          }
        }
        %209 = memref.load %alloca_15[] : memref<f32>
        %210 = memref.load %alloca_16[] : memref<f32>
        %211 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_152 = arith.constant 0 : i32
        %212 = llvm.insertelement %209, %211[%c0_i32_152 : i32] : vector<2xf32>
        %c1_i32_153 = arith.constant 1 : i32
        %213 = llvm.insertelement %210, %212[%c1_i32_153 : i32] : vector<2xf32>
        %c0_i32_154 = arith.constant 0 : i32
        %214 = llvm.extractelement %133[%c0_i32_154 : i32] : vector<2xf32>
        %c1_i32_155 = arith.constant 1 : i32
        %215 = llvm.extractelement %133[%c1_i32_155 : i32] : vector<2xf32>
        %216 = math.exp %214 : f32
        %217 = math.cos %215 : f32
        %218 = arith.mulf %216, %217 : f32
        memref.store %218, %alloca_17[] : memref<f32>
        %219 = math.sin %215 : f32
        %220 = arith.mulf %216, %219 : f32
        memref.store %220, %alloca_18[] : memref<f32>
        %cst_156 = arith.constant 8.000000e+01 : f32
        %221 = arith.cmpf ogt, %214, %cst_156 : f32
        scf.if %221 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %214, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %215 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_17[] : memref<f32>
          %476 = math.sin %215 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_18[] : memref<f32>
        }
        %cst_157 = arith.constant 0x7F800000 : f32
        %222 = arith.cmpf oeq, %214, %cst_157 : f32
        scf.if %222 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %215, %cst_274 : f32
          scf.if %471 {
            memref.store %214, %alloca_17[] : memref<f32>
            memref.store %215, %alloca_18[] : memref<f32>
          }
          %472 = arith.bitcast %215 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %214, %alloca_17[] : memref<f32>
            %477 = arith.subf %215, %215 : f32
            memref.store %477, %alloca_18[] : memref<f32>
          }
        }
        %cst_158 = arith.constant 0xFF800000 : f32
        %223 = arith.cmpf oeq, %214, %cst_158 : f32
        scf.if %223 {
          %471 = arith.bitcast %215 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_17[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_18[] : memref<f32>
          }
        }
        %224 = arith.cmpf une, %214, %214 : f32
        scf.if %224 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %215, %cst_274 : f32
          scf.if %471 {
            memref.store %214, %alloca_17[] : memref<f32>
            memref.store %215, %alloca_18[] : memref<f32>
          }
        }
        %225 = memref.load %alloca_17[] : memref<f32>
        %226 = memref.load %alloca_18[] : memref<f32>
        %227 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_159 = arith.constant 0 : i32
        %228 = llvm.insertelement %225, %227[%c0_i32_159 : i32] : vector<2xf32>
        %c1_i32_160 = arith.constant 1 : i32
        %229 = llvm.insertelement %226, %228[%c1_i32_160 : i32] : vector<2xf32>
        %c0_i32_161 = arith.constant 0 : i32
        %230 = llvm.extractelement %137[%c0_i32_161 : i32] : vector<2xf32>
        %c1_i32_162 = arith.constant 1 : i32
        %231 = llvm.extractelement %137[%c1_i32_162 : i32] : vector<2xf32>
        %232 = math.exp %230 : f32
        %233 = math.cos %231 : f32
        %234 = arith.mulf %232, %233 : f32
        memref.store %234, %alloca_19[] : memref<f32>
        %235 = math.sin %231 : f32
        %236 = arith.mulf %232, %235 : f32
        memref.store %236, %alloca_20[] : memref<f32>
        %cst_163 = arith.constant 8.000000e+01 : f32
        %237 = arith.cmpf ogt, %230, %cst_163 : f32
        scf.if %237 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %230, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %231 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_19[] : memref<f32>
          %476 = math.sin %231 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_20[] : memref<f32>
        }
        %cst_164 = arith.constant 0x7F800000 : f32
        %238 = arith.cmpf oeq, %230, %cst_164 : f32
        scf.if %238 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %231, %cst_274 : f32
          scf.if %471 {
            memref.store %230, %alloca_19[] : memref<f32>
            memref.store %231, %alloca_20[] : memref<f32>
          }
          %472 = arith.bitcast %231 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %230, %alloca_19[] : memref<f32>
            %477 = arith.subf %231, %231 : f32
            memref.store %477, %alloca_20[] : memref<f32>
          }
        }
        %cst_165 = arith.constant 0xFF800000 : f32
        %239 = arith.cmpf oeq, %230, %cst_165 : f32
        scf.if %239 {
          %471 = arith.bitcast %231 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_19[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_20[] : memref<f32>
          }
        }
        %240 = arith.cmpf une, %230, %230 : f32
        scf.if %240 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %231, %cst_274 : f32
          scf.if %471 {
            memref.store %230, %alloca_19[] : memref<f32>
            memref.store %231, %alloca_20[] : memref<f32>
          }
        }
        %241 = memref.load %alloca_19[] : memref<f32>
        %242 = memref.load %alloca_20[] : memref<f32>
        %243 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_166 = arith.constant 0 : i32
        %244 = llvm.insertelement %241, %243[%c0_i32_166 : i32] : vector<2xf32>
        %c1_i32_167 = arith.constant 1 : i32
        %245 = llvm.insertelement %242, %244[%c1_i32_167 : i32] : vector<2xf32>
        %c0_i32_168 = arith.constant 0 : i32
        %246 = llvm.extractelement %141[%c0_i32_168 : i32] : vector<2xf32>
        %c1_i32_169 = arith.constant 1 : i32
        %247 = llvm.extractelement %141[%c1_i32_169 : i32] : vector<2xf32>
        %248 = math.exp %246 : f32
        %249 = math.cos %247 : f32
        %250 = arith.mulf %248, %249 : f32
        memref.store %250, %alloca_21[] : memref<f32>
        %251 = math.sin %247 : f32
        %252 = arith.mulf %248, %251 : f32
        memref.store %252, %alloca_22[] : memref<f32>
        %cst_170 = arith.constant 8.000000e+01 : f32
        %253 = arith.cmpf ogt, %246, %cst_170 : f32
        scf.if %253 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %246, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %247 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_21[] : memref<f32>
          %476 = math.sin %247 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_22[] : memref<f32>
        }
        %cst_171 = arith.constant 0x7F800000 : f32
        %254 = arith.cmpf oeq, %246, %cst_171 : f32
        scf.if %254 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %247, %cst_274 : f32
          scf.if %471 {
            memref.store %246, %alloca_21[] : memref<f32>
            memref.store %247, %alloca_22[] : memref<f32>
          }
          %472 = arith.bitcast %247 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %246, %alloca_21[] : memref<f32>
            %477 = arith.subf %247, %247 : f32
            memref.store %477, %alloca_22[] : memref<f32>
          }
        }
        %cst_172 = arith.constant 0xFF800000 : f32
        %255 = arith.cmpf oeq, %246, %cst_172 : f32
        scf.if %255 {
          %471 = arith.bitcast %247 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_21[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_22[] : memref<f32>
          }
        }
        %256 = arith.cmpf une, %246, %246 : f32
        scf.if %256 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %247, %cst_274 : f32
          scf.if %471 {
            memref.store %246, %alloca_21[] : memref<f32>
            memref.store %247, %alloca_22[] : memref<f32>
          }
        }
        %257 = memref.load %alloca_21[] : memref<f32>
        %258 = memref.load %alloca_22[] : memref<f32>
        %259 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_173 = arith.constant 0 : i32
        %260 = llvm.insertelement %257, %259[%c0_i32_173 : i32] : vector<2xf32>
        %c1_i32_174 = arith.constant 1 : i32
        %261 = llvm.insertelement %258, %260[%c1_i32_174 : i32] : vector<2xf32>
        %c0_i32_175 = arith.constant 0 : i32
        %262 = llvm.extractelement %145[%c0_i32_175 : i32] : vector<2xf32>
        %c1_i32_176 = arith.constant 1 : i32
        %263 = llvm.extractelement %145[%c1_i32_176 : i32] : vector<2xf32>
        %264 = math.exp %262 : f32
        %265 = math.cos %263 : f32
        %266 = arith.mulf %264, %265 : f32
        memref.store %266, %alloca_23[] : memref<f32>
        %267 = math.sin %263 : f32
        %268 = arith.mulf %264, %267 : f32
        memref.store %268, %alloca_24[] : memref<f32>
        %cst_177 = arith.constant 8.000000e+01 : f32
        %269 = arith.cmpf ogt, %262, %cst_177 : f32
        scf.if %269 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %262, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %263 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_23[] : memref<f32>
          %476 = math.sin %263 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_24[] : memref<f32>
        }
        %cst_178 = arith.constant 0x7F800000 : f32
        %270 = arith.cmpf oeq, %262, %cst_178 : f32
        scf.if %270 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %263, %cst_274 : f32
          scf.if %471 {
            memref.store %262, %alloca_23[] : memref<f32>
            memref.store %263, %alloca_24[] : memref<f32>
          }
          %472 = arith.bitcast %263 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %262, %alloca_23[] : memref<f32>
            %477 = arith.subf %263, %263 : f32
            memref.store %477, %alloca_24[] : memref<f32>
          }
        }
        %cst_179 = arith.constant 0xFF800000 : f32
        %271 = arith.cmpf oeq, %262, %cst_179 : f32
        scf.if %271 {
          %471 = arith.bitcast %263 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_23[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_24[] : memref<f32>
          }
        }
        %272 = arith.cmpf une, %262, %262 : f32
        scf.if %272 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %263, %cst_274 : f32
          scf.if %471 {
            memref.store %262, %alloca_23[] : memref<f32>
            memref.store %263, %alloca_24[] : memref<f32>
          }
        }
        %273 = memref.load %alloca_23[] : memref<f32>
        %274 = memref.load %alloca_24[] : memref<f32>
        %275 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_180 = arith.constant 0 : i32
        %276 = llvm.insertelement %273, %275[%c0_i32_180 : i32] : vector<2xf32>
        %c1_i32_181 = arith.constant 1 : i32
        %277 = llvm.insertelement %274, %276[%c1_i32_181 : i32] : vector<2xf32>
        %c0_i32_182 = arith.constant 0 : i32
        %278 = llvm.extractelement %149[%c0_i32_182 : i32] : vector<2xf32>
        %c1_i32_183 = arith.constant 1 : i32
        %279 = llvm.extractelement %149[%c1_i32_183 : i32] : vector<2xf32>
        %280 = math.exp %278 : f32
        %281 = math.cos %279 : f32
        %282 = arith.mulf %280, %281 : f32
        memref.store %282, %alloca_25[] : memref<f32>
        %283 = math.sin %279 : f32
        %284 = arith.mulf %280, %283 : f32
        memref.store %284, %alloca_26[] : memref<f32>
        %cst_184 = arith.constant 8.000000e+01 : f32
        %285 = arith.cmpf ogt, %278, %cst_184 : f32
        scf.if %285 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %278, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %279 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_25[] : memref<f32>
          %476 = math.sin %279 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_26[] : memref<f32>
        }
        %cst_185 = arith.constant 0x7F800000 : f32
        %286 = arith.cmpf oeq, %278, %cst_185 : f32
        scf.if %286 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %279, %cst_274 : f32
          scf.if %471 {
            memref.store %278, %alloca_25[] : memref<f32>
            memref.store %279, %alloca_26[] : memref<f32>
          }
          %472 = arith.bitcast %279 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %278, %alloca_25[] : memref<f32>
            %477 = arith.subf %279, %279 : f32
            memref.store %477, %alloca_26[] : memref<f32>
          }
        }
        %cst_186 = arith.constant 0xFF800000 : f32
        %287 = arith.cmpf oeq, %278, %cst_186 : f32
        scf.if %287 {
          %471 = arith.bitcast %279 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_25[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_26[] : memref<f32>
          }
        }
        %288 = arith.cmpf une, %278, %278 : f32
        scf.if %288 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %279, %cst_274 : f32
          scf.if %471 {
            memref.store %278, %alloca_25[] : memref<f32>
            memref.store %279, %alloca_26[] : memref<f32>
          }
        }
        %289 = memref.load %alloca_25[] : memref<f32>
        %290 = memref.load %alloca_26[] : memref<f32>
        %291 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_187 = arith.constant 0 : i32
        %292 = llvm.insertelement %289, %291[%c0_i32_187 : i32] : vector<2xf32>
        %c1_i32_188 = arith.constant 1 : i32
        %293 = llvm.insertelement %290, %292[%c1_i32_188 : i32] : vector<2xf32>
        %c0_i32_189 = arith.constant 0 : i32
        %294 = llvm.extractelement %117[%c0_i32_189 : i32] : vector<2xf32>
        %cst_190 = arith.constant 0.693147182 : f32
        %295 = arith.mulf %294, %cst_190 : f32
        %c1_i32_191 = arith.constant 1 : i32
        %296 = llvm.extractelement %117[%c1_i32_191 : i32] : vector<2xf32>
        %cst_192 = arith.constant 0.693147182 : f32
        %297 = arith.mulf %296, %cst_192 : f32
        %298 = math.exp %295 : f32
        %299 = math.cos %297 : f32
        %300 = arith.mulf %298, %299 : f32
        memref.store %300, %alloca_27[] : memref<f32>
        %301 = math.sin %297 : f32
        %302 = arith.mulf %298, %301 : f32
        memref.store %302, %alloca_28[] : memref<f32>
        %cst_193 = arith.constant 8.000000e+01 : f32
        %303 = arith.cmpf ogt, %295, %cst_193 : f32
        scf.if %303 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %295, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %297 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_27[] : memref<f32>
          %476 = math.sin %297 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_28[] : memref<f32>
        }
        %cst_194 = arith.constant 0x7F800000 : f32
        %304 = arith.cmpf oeq, %295, %cst_194 : f32
        scf.if %304 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %297, %cst_274 : f32
          scf.if %471 {
            memref.store %295, %alloca_27[] : memref<f32>
            memref.store %297, %alloca_28[] : memref<f32>
          }
          %472 = arith.bitcast %297 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %295, %alloca_27[] : memref<f32>
            %477 = arith.subf %297, %297 : f32
            memref.store %477, %alloca_28[] : memref<f32>
          }
        }
        %cst_195 = arith.constant 0xFF800000 : f32
        %305 = arith.cmpf oeq, %295, %cst_195 : f32
        scf.if %305 {
          %471 = arith.bitcast %297 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_27[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_28[] : memref<f32>
          }
        }
        %306 = arith.cmpf une, %295, %295 : f32
        scf.if %306 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %297, %cst_274 : f32
          scf.if %471 {
            memref.store %295, %alloca_27[] : memref<f32>
            memref.store %297, %alloca_28[] : memref<f32>
          }
        }
        %307 = memref.load %alloca_27[] : memref<f32>
        %308 = memref.load %alloca_28[] : memref<f32>
        %309 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_196 = arith.constant 0 : i32
        %310 = llvm.insertelement %307, %309[%c0_i32_196 : i32] : vector<2xf32>
        %c1_i32_197 = arith.constant 1 : i32
        %311 = llvm.insertelement %308, %310[%c1_i32_197 : i32] : vector<2xf32>
        %c0_i32_198 = arith.constant 0 : i32
        %312 = llvm.extractelement %129[%c0_i32_198 : i32] : vector<2xf32>
        %cst_199 = arith.constant 0.693147182 : f32
        %313 = arith.mulf %312, %cst_199 : f32
        %c1_i32_200 = arith.constant 1 : i32
        %314 = llvm.extractelement %129[%c1_i32_200 : i32] : vector<2xf32>
        %cst_201 = arith.constant 0.693147182 : f32
        %315 = arith.mulf %314, %cst_201 : f32
        %316 = math.exp %313 : f32
        %317 = math.cos %315 : f32
        %318 = arith.mulf %316, %317 : f32
        memref.store %318, %alloca_29[] : memref<f32>
        %319 = math.sin %315 : f32
        %320 = arith.mulf %316, %319 : f32
        memref.store %320, %alloca_30[] : memref<f32>
        %cst_202 = arith.constant 8.000000e+01 : f32
        %321 = arith.cmpf ogt, %313, %cst_202 : f32
        scf.if %321 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %471 = arith.mulf %313, %cst_274 : f32
          %472 = math.exp %471 : f32
          %473 = math.cos %315 : f32
          %474 = arith.mulf %472, %473 : f32
          %475 = arith.mulf %474, %472 : f32
          memref.store %475, %alloca_29[] : memref<f32>
          %476 = math.sin %315 : f32
          %477 = arith.mulf %472, %476 : f32
          %478 = arith.mulf %477, %472 : f32
          memref.store %478, %alloca_30[] : memref<f32>
        }
        %cst_203 = arith.constant 0x7F800000 : f32
        %322 = arith.cmpf oeq, %313, %cst_203 : f32
        scf.if %322 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %315, %cst_274 : f32
          scf.if %471 {
            memref.store %313, %alloca_29[] : memref<f32>
            memref.store %315, %alloca_30[] : memref<f32>
          }
          %472 = arith.bitcast %315 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %473 = arith.andi %472, %c2147483647_i32 : i32
          %474 = arith.bitcast %473 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %475 = arith.cmpf olt, %474, %cst_275 : f32
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %313, %alloca_29[] : memref<f32>
            %477 = arith.subf %315, %315 : f32
            memref.store %477, %alloca_30[] : memref<f32>
          }
        }
        %cst_204 = arith.constant 0xFF800000 : f32
        %323 = arith.cmpf oeq, %313, %cst_204 : f32
        scf.if %323 {
          %471 = arith.bitcast %315 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %472 = arith.andi %471, %c2147483647_i32 : i32
          %473 = arith.bitcast %472 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %474 = arith.cmpf olt, %473, %cst_274 : f32
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_29[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_30[] : memref<f32>
          }
        }
        %324 = arith.cmpf une, %313, %313 : f32
        scf.if %324 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %471 = arith.cmpf oeq, %315, %cst_274 : f32
          scf.if %471 {
            memref.store %313, %alloca_29[] : memref<f32>
            memref.store %315, %alloca_30[] : memref<f32>
          }
        }
        %325 = memref.load %alloca_29[] : memref<f32>
        %326 = memref.load %alloca_30[] : memref<f32>
        %327 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_205 = arith.constant 0 : i32
        %328 = llvm.insertelement %325, %327[%c0_i32_205 : i32] : vector<2xf32>
        %c1_i32_206 = arith.constant 1 : i32
        %329 = llvm.insertelement %326, %328[%c1_i32_206 : i32] : vector<2xf32>
        %cst_207 = arith.constant 1.000000e-01 : f32
        %cst_208 = arith.constant 1.000000e-01 : f32
        %330 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_209 = arith.constant 0 : i32
        %331 = llvm.insertelement %cst_207, %330[%c0_i32_209 : i32] : vector<2xf32>
        %c1_i32_210 = arith.constant 1 : i32
        %332 = llvm.insertelement %cst_208, %331[%c1_i32_210 : i32] : vector<2xf32>
        %333 = arith.addf %11, %332 : vector<2xf32>
        %cst_211 = arith.constant 1.000000e-01 : f32
        %cst_212 = arith.constant -1.000000e-01 : f32
        %334 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_213 = arith.constant 0 : i32
        %335 = llvm.insertelement %cst_211, %334[%c0_i32_213 : i32] : vector<2xf32>
        %c1_i32_214 = arith.constant 1 : i32
        %336 = llvm.insertelement %cst_212, %335[%c1_i32_214 : i32] : vector<2xf32>
        %337 = arith.addf %11, %336 : vector<2xf32>
        %c0_i32_215 = arith.constant 0 : i32
        %338 = llvm.extractelement %333[%c0_i32_215 : i32] : vector<2xf32>
        %c1_i32_216 = arith.constant 1 : i32
        %339 = llvm.extractelement %333[%c1_i32_216 : i32] : vector<2xf32>
        %c0_i32_217 = arith.constant 0 : i32
        %340 = llvm.extractelement %337[%c0_i32_217 : i32] : vector<2xf32>
        %c1_i32_218 = arith.constant 1 : i32
        %341 = llvm.extractelement %337[%c1_i32_218 : i32] : vector<2xf32>
        %cst_219 = arith.constant 0.000000e+00 : f32
        %342 = arith.cmpf olt, %340, %cst_219 : f32
        %343 = arith.negf %340 : f32
        %344 = arith.select %342, %343, %340 : f32
        %cst_220 = arith.constant 0.000000e+00 : f32
        %345 = arith.cmpf olt, %341, %cst_220 : f32
        %346 = arith.negf %341 : f32
        %347 = arith.select %345, %346, %341 : f32
        %348 = arith.cmpf oge, %344, %347 : f32
        %349 = arith.divf %341, %340 : f32
        %350 = arith.mulf %341, %349 : f32
        %351 = arith.addf %340, %350 : f32
        %352 = arith.mulf %339, %349 : f32
        %353 = arith.mulf %338, %349 : f32
        %354 = arith.addf %338, %352 : f32
        %355 = arith.subf %339, %353 : f32
        %356 = arith.divf %354, %351 : f32
        %357 = arith.divf %355, %351 : f32
        %358 = arith.divf %340, %341 : f32
        %359 = arith.mulf %340, %358 : f32
        %360 = arith.addf %359, %341 : f32
        %361 = arith.mulf %338, %358 : f32
        %362 = arith.mulf %339, %358 : f32
        %363 = arith.addf %361, %339 : f32
        %364 = arith.subf %362, %338 : f32
        %365 = arith.divf %363, %360 : f32
        %366 = arith.divf %364, %360 : f32
        %367 = arith.select %348, %356, %365 : f32
        %368 = arith.select %348, %357, %366 : f32
        %369 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_221 = arith.constant 0 : i32
        %370 = llvm.insertelement %367, %369[%c0_i32_221 : i32] : vector<2xf32>
        %c1_i32_222 = arith.constant 1 : i32
        %371 = llvm.insertelement %368, %370[%c1_i32_222 : i32] : vector<2xf32>
        %cst_223 = arith.constant 1.0000000074505806 : f64
        %cst_224 = arith.constant 1.000000e+00 : f64
        %372 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_225 = arith.constant 0 : i32
        %373 = llvm.insertelement %cst_223, %372[%c0_i32_225 : i32] : vector<2xf64>
        %c1_i32_226 = arith.constant 1 : i32
        %374 = llvm.insertelement %cst_224, %373[%c1_i32_226 : i32] : vector<2xf64>
        %375 = arith.addf %16, %374 : vector<2xf64>
        %cst_227 = arith.constant 1.0000000074505806 : f64
        %cst_228 = arith.constant 1.0000000149011612 : f64
        %376 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_229 = arith.constant 0 : i32
        %377 = llvm.insertelement %cst_227, %376[%c0_i32_229 : i32] : vector<2xf64>
        %c1_i32_230 = arith.constant 1 : i32
        %378 = llvm.insertelement %cst_228, %377[%c1_i32_230 : i32] : vector<2xf64>
        %379 = arith.addf %16, %378 : vector<2xf64>
        %c0_i32_231 = arith.constant 0 : i32
        %380 = llvm.extractelement %375[%c0_i32_231 : i32] : vector<2xf64>
        %c1_i32_232 = arith.constant 1 : i32
        %381 = llvm.extractelement %375[%c1_i32_232 : i32] : vector<2xf64>
        %c0_i32_233 = arith.constant 0 : i32
        %382 = llvm.extractelement %379[%c0_i32_233 : i32] : vector<2xf64>
        %c1_i32_234 = arith.constant 1 : i32
        %383 = llvm.extractelement %379[%c1_i32_234 : i32] : vector<2xf64>
        %384 = arith.mulf %380, %382 : f64
        %385 = arith.mulf %381, %383 : f64
        %386 = arith.subf %384, %385 : f64
        %387 = arith.mulf %380, %383 : f64
        %388 = arith.mulf %381, %382 : f64
        %389 = arith.addf %387, %388 : f64
        %390 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_235 = arith.constant 0 : i32
        %391 = llvm.insertelement %386, %390[%c0_i32_235 : i32] : vector<2xf64>
        %c1_i32_236 = arith.constant 1 : i32
        %392 = llvm.insertelement %389, %391[%c1_i32_236 : i32] : vector<2xf64>
        %cst_237 = arith.constant 0x7FF0000000000000 : f64
        %cst_238 = arith.constant 0.000000e+00 : f64
        %393 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_239 = arith.constant 0 : i32
        %394 = llvm.insertelement %cst_237, %393[%c0_i32_239 : i32] : vector<2xf64>
        %c1_i32_240 = arith.constant 1 : i32
        %395 = llvm.insertelement %cst_238, %394[%c1_i32_240 : i32] : vector<2xf64>
        %396 = arith.addf %16, %395 : vector<2xf64>
        %cst_241 = arith.constant 0xFFF0000000000000 : f64
        %cst_242 = arith.constant 0x7FF8000000000000 : f64
        %397 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_243 = arith.constant 0 : i32
        %398 = llvm.insertelement %cst_241, %397[%c0_i32_243 : i32] : vector<2xf64>
        %c1_i32_244 = arith.constant 1 : i32
        %399 = llvm.insertelement %cst_242, %398[%c1_i32_244 : i32] : vector<2xf64>
        %400 = arith.addf %16, %399 : vector<2xf64>
        %cst_245 = arith.constant 0x7FF8000000000000 : f64
        %cst_246 = arith.constant 0.000000e+00 : f64
        %401 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_247 = arith.constant 0 : i32
        %402 = llvm.insertelement %cst_245, %401[%c0_i32_247 : i32] : vector<2xf64>
        %c1_i32_248 = arith.constant 1 : i32
        %403 = llvm.insertelement %cst_246, %402[%c1_i32_248 : i32] : vector<2xf64>
        %404 = arith.addf %16, %403 : vector<2xf64>
        %c0_i32_249 = arith.constant 0 : i32
        %405 = llvm.extractelement %396[%c0_i32_249 : i32] : vector<2xf64>
        %c1_i32_250 = arith.constant 1 : i32
        %406 = llvm.extractelement %396[%c1_i32_250 : i32] : vector<2xf64>
        %407 = math.exp %405 : f64
        %408 = math.cos %406 : f64
        %409 = arith.mulf %407, %408 : f64
        memref.store %409, %alloca_31[] : memref<f64>
        %410 = math.sin %406 : f64
        %411 = arith.mulf %407, %410 : f64
        memref.store %411, %alloca_32[] : memref<f64>
        %cst_251 = arith.constant 7.000000e+02 : f64
        %412 = arith.cmpf ogt, %405, %cst_251 : f64
        scf.if %412 {
          %cst_274 = arith.constant 5.000000e-01 : f64
          %471 = arith.mulf %405, %cst_274 : f64
          %472 = math.exp %471 : f64
          %473 = math.cos %406 : f64
          %474 = arith.mulf %472, %473 : f64
          %475 = arith.mulf %474, %472 : f64
          memref.store %475, %alloca_31[] : memref<f64>
          %476 = math.sin %406 : f64
          %477 = arith.mulf %472, %476 : f64
          %478 = arith.mulf %477, %472 : f64
          memref.store %478, %alloca_32[] : memref<f64>
        }
        %cst_252 = arith.constant 0x7FF0000000000000 : f64
        %413 = arith.cmpf oeq, %405, %cst_252 : f64
        scf.if %413 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %471 = arith.cmpf oeq, %406, %cst_274 : f64
          scf.if %471 {
            memref.store %405, %alloca_31[] : memref<f64>
            memref.store %406, %alloca_32[] : memref<f64>
          }
          %472 = arith.bitcast %406 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %473 = arith.andi %472, %c9223372036854775807_i64 : i64
          %474 = arith.bitcast %473 : i64 to f64
          %cst_275 = arith.constant 0x7FF0000000000000 : f64
          %475 = arith.cmpf olt, %474, %cst_275 : f64
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %405, %alloca_31[] : memref<f64>
            %477 = arith.subf %406, %406 : f64
            memref.store %477, %alloca_32[] : memref<f64>
          }
        }
        %cst_253 = arith.constant 0xFFF0000000000000 : f64
        %414 = arith.cmpf oeq, %405, %cst_253 : f64
        scf.if %414 {
          %471 = arith.bitcast %406 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %472 = arith.andi %471, %c9223372036854775807_i64 : i64
          %473 = arith.bitcast %472 : i64 to f64
          %cst_274 = arith.constant 0x7FF0000000000000 : f64
          %474 = arith.cmpf olt, %473, %cst_274 : f64
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f64
            memref.store %cst_275, %alloca_31[] : memref<f64>
            %cst_276 = arith.constant 0.000000e+00 : f64
            memref.store %cst_276, %alloca_32[] : memref<f64>
          }
        }
        %415 = arith.cmpf une, %405, %405 : f64
        scf.if %415 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %471 = arith.cmpf oeq, %406, %cst_274 : f64
          scf.if %471 {
            memref.store %405, %alloca_31[] : memref<f64>
            memref.store %406, %alloca_32[] : memref<f64>
          }
        }
        %416 = memref.load %alloca_31[] : memref<f64>
        %417 = memref.load %alloca_32[] : memref<f64>
        %418 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_254 = arith.constant 0 : i32
        %419 = llvm.insertelement %416, %418[%c0_i32_254 : i32] : vector<2xf64>
        %c1_i32_255 = arith.constant 1 : i32
        %420 = llvm.insertelement %417, %419[%c1_i32_255 : i32] : vector<2xf64>
        %c0_i32_256 = arith.constant 0 : i32
        %421 = llvm.extractelement %400[%c0_i32_256 : i32] : vector<2xf64>
        %c1_i32_257 = arith.constant 1 : i32
        %422 = llvm.extractelement %400[%c1_i32_257 : i32] : vector<2xf64>
        %423 = math.exp %421 : f64
        %424 = math.cos %422 : f64
        %425 = arith.mulf %423, %424 : f64
        memref.store %425, %alloca_33[] : memref<f64>
        %426 = math.sin %422 : f64
        %427 = arith.mulf %423, %426 : f64
        memref.store %427, %alloca_34[] : memref<f64>
        %cst_258 = arith.constant 7.000000e+02 : f64
        %428 = arith.cmpf ogt, %421, %cst_258 : f64
        scf.if %428 {
          %cst_274 = arith.constant 5.000000e-01 : f64
          %471 = arith.mulf %421, %cst_274 : f64
          %472 = math.exp %471 : f64
          %473 = math.cos %422 : f64
          %474 = arith.mulf %472, %473 : f64
          %475 = arith.mulf %474, %472 : f64
          memref.store %475, %alloca_33[] : memref<f64>
          %476 = math.sin %422 : f64
          %477 = arith.mulf %472, %476 : f64
          %478 = arith.mulf %477, %472 : f64
          memref.store %478, %alloca_34[] : memref<f64>
        }
        %cst_259 = arith.constant 0x7FF0000000000000 : f64
        %429 = arith.cmpf oeq, %421, %cst_259 : f64
        scf.if %429 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %471 = arith.cmpf oeq, %422, %cst_274 : f64
          scf.if %471 {
            memref.store %421, %alloca_33[] : memref<f64>
            memref.store %422, %alloca_34[] : memref<f64>
          }
          %472 = arith.bitcast %422 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %473 = arith.andi %472, %c9223372036854775807_i64 : i64
          %474 = arith.bitcast %473 : i64 to f64
          %cst_275 = arith.constant 0x7FF0000000000000 : f64
          %475 = arith.cmpf olt, %474, %cst_275 : f64
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %421, %alloca_33[] : memref<f64>
            %477 = arith.subf %422, %422 : f64
            memref.store %477, %alloca_34[] : memref<f64>
          }
        }
        %cst_260 = arith.constant 0xFFF0000000000000 : f64
        %430 = arith.cmpf oeq, %421, %cst_260 : f64
        scf.if %430 {
          %471 = arith.bitcast %422 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %472 = arith.andi %471, %c9223372036854775807_i64 : i64
          %473 = arith.bitcast %472 : i64 to f64
          %cst_274 = arith.constant 0x7FF0000000000000 : f64
          %474 = arith.cmpf olt, %473, %cst_274 : f64
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f64
            memref.store %cst_275, %alloca_33[] : memref<f64>
            %cst_276 = arith.constant 0.000000e+00 : f64
            memref.store %cst_276, %alloca_34[] : memref<f64>
          }
        }
        %431 = arith.cmpf une, %421, %421 : f64
        scf.if %431 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %471 = arith.cmpf oeq, %422, %cst_274 : f64
          scf.if %471 {
            memref.store %421, %alloca_33[] : memref<f64>
            memref.store %422, %alloca_34[] : memref<f64>
          }
        }
        %432 = memref.load %alloca_33[] : memref<f64>
        %433 = memref.load %alloca_34[] : memref<f64>
        %434 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_261 = arith.constant 0 : i32
        %435 = llvm.insertelement %432, %434[%c0_i32_261 : i32] : vector<2xf64>
        %c1_i32_262 = arith.constant 1 : i32
        %436 = llvm.insertelement %433, %435[%c1_i32_262 : i32] : vector<2xf64>
        %c0_i32_263 = arith.constant 0 : i32
        %437 = llvm.extractelement %404[%c0_i32_263 : i32] : vector<2xf64>
        %c1_i32_264 = arith.constant 1 : i32
        %438 = llvm.extractelement %404[%c1_i32_264 : i32] : vector<2xf64>
        %439 = math.exp %437 : f64
        %440 = math.cos %438 : f64
        %441 = arith.mulf %439, %440 : f64
        memref.store %441, %alloca_35[] : memref<f64>
        %442 = math.sin %438 : f64
        %443 = arith.mulf %439, %442 : f64
        memref.store %443, %alloca_36[] : memref<f64>
        %cst_265 = arith.constant 7.000000e+02 : f64
        %444 = arith.cmpf ogt, %437, %cst_265 : f64
        scf.if %444 {
          %cst_274 = arith.constant 5.000000e-01 : f64
          %471 = arith.mulf %437, %cst_274 : f64
          %472 = math.exp %471 : f64
          %473 = math.cos %438 : f64
          %474 = arith.mulf %472, %473 : f64
          %475 = arith.mulf %474, %472 : f64
          memref.store %475, %alloca_35[] : memref<f64>
          %476 = math.sin %438 : f64
          %477 = arith.mulf %472, %476 : f64
          %478 = arith.mulf %477, %472 : f64
          memref.store %478, %alloca_36[] : memref<f64>
        }
        %cst_266 = arith.constant 0x7FF0000000000000 : f64
        %445 = arith.cmpf oeq, %437, %cst_266 : f64
        scf.if %445 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %471 = arith.cmpf oeq, %438, %cst_274 : f64
          scf.if %471 {
            memref.store %437, %alloca_35[] : memref<f64>
            memref.store %438, %alloca_36[] : memref<f64>
          }
          %472 = arith.bitcast %438 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %473 = arith.andi %472, %c9223372036854775807_i64 : i64
          %474 = arith.bitcast %473 : i64 to f64
          %cst_275 = arith.constant 0x7FF0000000000000 : f64
          %475 = arith.cmpf olt, %474, %cst_275 : f64
          %true = arith.constant true
          %476 = arith.xori %475, %true : i1
          scf.if %476 {
            memref.store %437, %alloca_35[] : memref<f64>
            %477 = arith.subf %438, %438 : f64
            memref.store %477, %alloca_36[] : memref<f64>
          }
        }
        %cst_267 = arith.constant 0xFFF0000000000000 : f64
        %446 = arith.cmpf oeq, %437, %cst_267 : f64
        scf.if %446 {
          %471 = arith.bitcast %438 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %472 = arith.andi %471, %c9223372036854775807_i64 : i64
          %473 = arith.bitcast %472 : i64 to f64
          %cst_274 = arith.constant 0x7FF0000000000000 : f64
          %474 = arith.cmpf olt, %473, %cst_274 : f64
          %true = arith.constant true
          %475 = arith.xori %474, %true : i1
          scf.if %475 {
            %cst_275 = arith.constant 0.000000e+00 : f64
            memref.store %cst_275, %alloca_35[] : memref<f64>
            %cst_276 = arith.constant 0.000000e+00 : f64
            memref.store %cst_276, %alloca_36[] : memref<f64>
          }
        }
        %447 = arith.cmpf une, %437, %437 : f64
        scf.if %447 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %471 = arith.cmpf oeq, %438, %cst_274 : f64
          scf.if %471 {
            memref.store %437, %alloca_35[] : memref<f64>
            memref.store %438, %alloca_36[] : memref<f64>
          }
        }
        %448 = memref.load %alloca_35[] : memref<f64>
        %449 = memref.load %alloca_36[] : memref<f64>
        %450 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_268 = arith.constant 0 : i32
        %451 = llvm.insertelement %448, %450[%c0_i32_268 : i32] : vector<2xf64>
        %c1_i32_269 = arith.constant 1 : i32
        %452 = llvm.insertelement %449, %451[%c1_i32_269 : i32] : vector<2xf64>
        llvm.store %33, %3 : vector<2xf32>, !llvm.ptr<1>
        %c1_i64_270 = arith.constant 1 : i64
        %453 = llvm.getelementptr %3[%c1_i64_270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %50, %453 : vector<2xf32>, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %454 = llvm.getelementptr %3[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %92, %454 : vector<2xf32>, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %455 = llvm.getelementptr %3[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %113, %455 : vector<2xf32>, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %456 = llvm.getelementptr %3[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %165, %456 : vector<2xf32>, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %457 = llvm.getelementptr %3[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %181, %457 : vector<2xf32>, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %458 = llvm.getelementptr %3[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %197, %458 : vector<2xf32>, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %459 = llvm.getelementptr %3[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %213, %459 : vector<2xf32>, !llvm.ptr<1>
        %c8_i64 = arith.constant 8 : i64
        %460 = llvm.getelementptr %3[%c8_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %229, %460 : vector<2xf32>, !llvm.ptr<1>
        %c9_i64 = arith.constant 9 : i64
        %461 = llvm.getelementptr %3[%c9_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %245, %461 : vector<2xf32>, !llvm.ptr<1>
        %c10_i64 = arith.constant 10 : i64
        %462 = llvm.getelementptr %3[%c10_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %261, %462 : vector<2xf32>, !llvm.ptr<1>
        %c11_i64 = arith.constant 11 : i64
        %463 = llvm.getelementptr %3[%c11_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %277, %463 : vector<2xf32>, !llvm.ptr<1>
        %c12_i64 = arith.constant 12 : i64
        %464 = llvm.getelementptr %3[%c12_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %293, %464 : vector<2xf32>, !llvm.ptr<1>
        %c13_i64 = arith.constant 13 : i64
        %465 = llvm.getelementptr %3[%c13_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %311, %465 : vector<2xf32>, !llvm.ptr<1>
        %c14_i64 = arith.constant 14 : i64
        %466 = llvm.getelementptr %3[%c14_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %329, %466 : vector<2xf32>, !llvm.ptr<1>
        %c15_i64 = arith.constant 15 : i64
        %467 = llvm.getelementptr %3[%c15_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %371, %467 : vector<2xf32>, !llvm.ptr<1>
        llvm.store %392, %5 : vector<2xf64>, !llvm.ptr<1>
        %c1_i64_271 = arith.constant 1 : i64
        %468 = llvm.getelementptr %5[%c1_i64_271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %420, %468 : vector<2xf64>, !llvm.ptr<1>
        %c2_i64_272 = arith.constant 2 : i64
        %469 = llvm.getelementptr %5[%c2_i64_272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %436, %469 : vector<2xf64>, !llvm.ptr<1>
        %c3_i64_273 = arith.constant 3 : i64
        %470 = llvm.getelementptr %5[%c3_i64_273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %452, %470 : vector<2xf64>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
