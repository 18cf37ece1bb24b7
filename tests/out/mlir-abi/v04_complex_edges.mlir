module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg0, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %1, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %3, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<1xf32, strided<[1]>, 1>
      %10 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %11 = llvm.mlir.constant(0 : i64) : i64
      %12 = llvm.mlir.constant(16 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg1, %10[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg1, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.insertvalue %12, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %18 = llvm.insertvalue %13, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<16xvector<2xf32>, strided<[1]>, 1>
      %20 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %21 = llvm.mlir.constant(0 : i64) : i64
      %22 = llvm.mlir.constant(4 : i64) : i64
      %23 = llvm.mlir.constant(1 : i64) : i64
      %24 = llvm.insertvalue %arg2, %20[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = llvm.insertvalue %21, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %27 = llvm.insertvalue %22, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.insertvalue %23, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xvector<2xf64>, strided<[1]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %9 : memref<1xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %9 : memref<1xf32, strided<[1]>, 1> -> index
      %30 = arith.index_cast %intptr : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %19 : memref<16xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %19 : memref<16xvector<2xf32>, strided<[1]>, 1> -> index
      %32 = arith.index_cast %intptr_4 : index to i64
      %33 = llvm.inttoptr %32 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %29 : memref<4xvector<2xf64>, strided<[1]>, 1> -> memref<vector<2xf64>, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %29 : memref<4xvector<2xf64>, strided<[1]>, 1> -> index
      %34 = arith.index_cast %intptr_9 : index to i64
      %35 = llvm.inttoptr %34 : i64 to !llvm.ptr<1>
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
      %36 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %36 to %c1_i64 step %c32_i64  : i64 {
        %37 = llvm.load %31 : !llvm.ptr<1> -> f32
        %38 = arith.subf %37, %37 : f32
        %cst = arith.constant 0.000000e+00 : f32
        %39 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %40 = llvm.insertelement %38, %39[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %41 = llvm.insertelement %cst, %40[%c1_i32 : i32] : vector<2xf32>
        %42 = arith.extf %37 : f32 to f64
        %43 = arith.subf %42, %42 : f64
        %cst_37 = arith.constant 0.000000e+00 : f64
        %44 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_38 = arith.constant 0 : i32
        %45 = llvm.insertelement %43, %44[%c0_i32_38 : i32] : vector<2xf64>
        %c1_i32_39 = arith.constant 1 : i32
        %46 = llvm.insertelement %cst_37, %45[%c1_i32_39 : i32] : vector<2xf64>
        %cst_40 = arith.constant 1.000000e-01 : f32
        %cst_41 = arith.constant 1.000000e-01 : f32
        %47 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_42 = arith.constant 0 : i32
        %48 = llvm.insertelement %cst_40, %47[%c0_i32_42 : i32] : vector<2xf32>
        %c1_i32_43 = arith.constant 1 : i32
        %49 = llvm.insertelement %cst_41, %48[%c1_i32_43 : i32] : vector<2xf32>
        %50 = arith.addf %41, %49 : vector<2xf32>
        %c0_i32_44 = arith.constant 0 : i32
        %51 = llvm.extractelement %50[%c0_i32_44 : i32] : vector<2xf32>
        %c1_i32_45 = arith.constant 1 : i32
        %52 = llvm.extractelement %50[%c1_i32_45 : i32] : vector<2xf32>
        %c0_i32_46 = arith.constant 0 : i32
        %53 = llvm.extractelement %50[%c0_i32_46 : i32] : vector<2xf32>
        %c1_i32_47 = arith.constant 1 : i32
        %54 = llvm.extractelement %50[%c1_i32_47 : i32] : vector<2xf32>
        %55 = arith.mulf %51, %53 : f32
        %56 = arith.mulf %52, %54 : f32
        %57 = arith.subf %55, %56 : f32
        %58 = arith.mulf %51, %54 : f32
        %59 = arith.mulf %52, %53 : f32
        %60 = arith.addf %58, %59 : f32
        %61 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_48 = arith.constant 0 : i32
        %62 = llvm.insertelement %57, %61[%c0_i32_48 : i32] : vector<2xf32>
        %c1_i32_49 = arith.constant 1 : i32
        %63 = llvm.insertelement %60, %62[%c1_i32_49 : i32] : vector<2xf32>
        %cst_50 = arith.constant 1.000000e+30 : f32
        %cst_51 = arith.constant 1.000000e+30 : f32
        %64 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_52 = arith.constant 0 : i32
        %65 = llvm.insertelement %cst_50, %64[%c0_i32_52 : i32] : vector<2xf32>
        %c1_i32_53 = arith.constant 1 : i32
        %66 = llvm.insertelement %cst_51, %65[%c1_i32_53 : i32] : vector<2xf32>
        %67 = arith.addf %41, %66 : vector<2xf32>
        %c0_i32_54 = arith.constant 0 : i32
        %68 = llvm.extractelement %67[%c0_i32_54 : i32] : vector<2xf32>
        %c1_i32_55 = arith.constant 1 : i32
        %69 = llvm.extractelement %67[%c1_i32_55 : i32] : vector<2xf32>
        %c0_i32_56 = arith.constant 0 : i32
        %70 = llvm.extractelement %67[%c0_i32_56 : i32] : vector<2xf32>
        %c1_i32_57 = arith.constant 1 : i32
        %71 = llvm.extractelement %67[%c1_i32_57 : i32] : vector<2xf32>
        %72 = arith.mulf %68, %70 : f32
        %73 = arith.mulf %69, %71 : f32
        %74 = arith.subf %72, %73 : f32
        %75 = arith.mulf %68, %71 : f32
        %76 = arith.mulf %69, %70 : f32
        %77 = arith.addf %75, %76 : f32
        %78 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_58 = arith.constant 0 : i32
        %79 = llvm.insertelement %74, %78[%c0_i32_58 : i32] : vector<2xf32>
        %c1_i32_59 = arith.constant 1 : i32
        %80 = llvm.insertelement %77, %79[%c1_i32_59 : i32] : vector<2xf32>
        %cst_60 = arith.constant 3.000000e+38 : f32
        %cst_61 = arith.constant 3.000000e+38 : f32
        %81 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_62 = arith.constant 0 : i32
        %82 = llvm.insertelement %cst_60, %81[%c0_i32_62 : i32] : vector<2xf32>
        %c1_i32_63 = arith.constant 1 : i32
        %83 = llvm.insertelement %cst_61, %82[%c1_i32_63 : i32] : vector<2xf32>
        %84 = arith.addf %41, %83 : vector<2xf32>
        %cst_64 = arith.constant 1.000000e+00 : f32
        %cst_65 = arith.constant 1.000000e+00 : f32
        %85 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_66 = arith.constant 0 : i32
        %86 = llvm.insertelement %cst_64, %85[%c0_i32_66 : i32] : vector<2xf32>
        %c1_i32_67 = arith.constant 1 : i32
        %87 = llvm.insertelement %cst_65, %86[%c1_i32_67 : i32] : vector<2xf32>
        %88 = arith.addf %41, %87 : vector<2xf32>
        %c0_i32_68 = arith.constant 0 : i32
        %89 = llvm.extractelement %84[%c0_i32_68 : i32] : vector<2xf32>
        %c1_i32_69 = arith.constant 1 : i32
        %90 = llvm.extractelement %84[%c1_i32_69 : i32] : vector<2xf32>
        %c0_i32_70 = arith.constant 0 : i32
        %91 = llvm.extractelement %88[%c0_i32_70 : i32] : vector<2xf32>
        %c1_i32_71 = arith.constant 1 : i32
        %92 = llvm.extractelement %88[%c1_i32_71 : i32] : vector<2xf32>
        %cst_72 = arith.constant 0.000000e+00 : f32
        %93 = arith.cmpf olt, %91, %cst_72 : f32
        %94 = arith.negf %91 : f32
        %95 = arith.select %93, %94, %91 : f32
        %cst_73 = arith.constant 0.000000e+00 : f32
        %96 = arith.cmpf olt, %92, %cst_73 : f32
        %97 = arith.negf %92 : f32
        %98 = arith.select %96, %97, %92 : f32
        %99 = arith.cmpf oge, %95, %98 : f32
        %100 = arith.divf %92, %91 : f32
        %101 = arith.mulf %92, %100 : f32
        %102 = arith.addf %91, %101 : f32
        %103 = arith.mulf %90, %100 : f32
        %104 = arith.mulf %89, %100 : f32
        %105 = arith.addf %89, %103 : f32
        %106 = arith.subf %90, %104 : f32
        %107 = arith.divf %105, %102 : f32
        %108 = arith.divf %106, %102 : f32
        %109 = arith.divf %91, %92 : f32
        %110 = arith.mulf %91, %109 : f32
        %111 = arith.addf %110, %92 : f32
        %112 = arith.mulf %89, %109 : f32
        %113 = arith.mulf %90, %109 : f32
        %114 = arith.addf %112, %90 : f32
        %115 = arith.subf %113, %89 : f32
        %116 = arith.divf %114, %111 : f32
        %117 = arith.divf %115, %111 : f32
        %118 = arith.select %99, %107, %116 : f32
        %119 = arith.select %99, %108, %117 : f32
        %120 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_74 = arith.constant 0 : i32
        %121 = llvm.insertelement %118, %120[%c0_i32_74 : i32] : vector<2xf32>
        %c1_i32_75 = arith.constant 1 : i32
        %122 = llvm.insertelement %119, %121[%c1_i32_75 : i32] : vector<2xf32>
        %cst_76 = arith.constant 1.00024414 : f32
        %cst_77 = arith.constant 1.000000e+00 : f32
        %123 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_78 = arith.constant 0 : i32
        %124 = llvm.insertelement %cst_76, %123[%c0_i32_78 : i32] : vector<2xf32>
        %c1_i32_79 = arith.constant 1 : i32
        %125 = llvm.insertelement %cst_77, %124[%c1_i32_79 : i32] : vector<2xf32>
        %126 = arith.addf %41, %125 : vector<2xf32>
        %cst_80 = arith.constant 1.00024414 : f32
        %cst_81 = arith.constant 1.00048828 : f32
        %127 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_82 = arith.constant 0 : i32
        %128 = llvm.insertelement %cst_80, %127[%c0_i32_82 : i32] : vector<2xf32>
        %c1_i32_83 = arith.constant 1 : i32
        %129 = llvm.insertelement %cst_81, %128[%c1_i32_83 : i32] : vector<2xf32>
        %130 = arith.addf %41, %129 : vector<2xf32>
        %c0_i32_84 = arith.constant 0 : i32
        %131 = llvm.extractelement %126[%c0_i32_84 : i32] : vector<2xf32>
        %c1_i32_85 = arith.constant 1 : i32
        %132 = llvm.extractelement %126[%c1_i32_85 : i32] : vector<2xf32>
        %c0_i32_86 = arith.constant 0 : i32
        %133 = llvm.extractelement %130[%c0_i32_86 : i32] : vector<2xf32>
        %c1_i32_87 = arith.constant 1 : i32
        %134 = llvm.extractelement %130[%c1_i32_87 : i32] : vector<2xf32>
        %135 = arith.mulf %131, %133 : f32
        %136 = arith.mulf %132, %134 : f32
        %137 = arith.subf %135, %136 : f32
        %138 = arith.mulf %131, %134 : f32
        %139 = arith.mulf %132, %133 : f32
        %140 = arith.addf %138, %139 : f32
        %141 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_88 = arith.constant 0 : i32
        %142 = llvm.insertelement %137, %141[%c0_i32_88 : i32] : vector<2xf32>
        %c1_i32_89 = arith.constant 1 : i32
        %143 = llvm.insertelement %140, %142[%c1_i32_89 : i32] : vector<2xf32>
        %cst_90 = arith.constant 0x7F800000 : f32
        %cst_91 = arith.constant 0.000000e+00 : f32
        %144 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_92 = arith.constant 0 : i32
        %145 = llvm.insertelement %cst_90, %144[%c0_i32_92 : i32] : vector<2xf32>
        %c1_i32_93 = arith.constant 1 : i32
        %146 = llvm.insertelement %cst_91, %145[%c1_i32_93 : i32] : vector<2xf32>
        %147 = arith.addf %41, %146 : vector<2xf32>
        %cst_94 = arith.constant 0x7FC00000 : f32
        %cst_95 = arith.constant 0.000000e+00 : f32
        %148 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_96 = arith.constant 0 : i32
        %149 = llvm.insertelement %cst_94, %148[%c0_i32_96 : i32] : vector<2xf32>
        %c1_i32_97 = arith.constant 1 : i32
        %150 = llvm.insertelement %cst_95, %149[%c1_i32_97 : i32] : vector<2xf32>
        %151 = arith.addf %41, %150 : vector<2xf32>
        %cst_98 = arith.constant 0xFF800000 : f32
        %cst_99 = arith.constant 0x7FC00000 : f32
        %152 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_100 = arith.constant 0 : i32
        %153 = llvm.insertelement %cst_98, %152[%c0_i32_100 : i32] : vector<2xf32>
        %c1_i32_101 = arith.constant 1 : i32
        %154 = llvm.insertelement %cst_99, %153[%c1_i32_101 : i32] : vector<2xf32>
        %155 = arith.addf %41, %154 : vector<2xf32>
        %cst_102 = arith.constant 0xFF800000 : f32
        %cst_103 = arith.constant 0x7F800000 : f32
        %156 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_104 = arith.constant 0 : i32
        %157 = llvm.insertelement %cst_102, %156[%c0_i32_104 : i32] : vector<2xf32>
        %c1_i32_105 = arith.constant 1 : i32
        %158 = llvm.insertelement %cst_103, %157[%c1_i32_105 : i32] : vector<2xf32>
        %159 = arith.addf %41, %158 : vector<2xf32>
        %cst_106 = arith.constant 0x7F800000 : f32
        %cst_107 = arith.constant 0x7F800000 : f32
        %160 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_108 = arith.constant 0 : i32
        %161 = llvm.insertelement %cst_106, %160[%c0_i32_108 : i32] : vector<2xf32>
        %c1_i32_109 = arith.constant 1 : i32
        %162 = llvm.insertelement %cst_107, %161[%c1_i32_109 : i32] : vector<2xf32>
        %163 = arith.addf %41, %162 : vector<2xf32>
        %cst_110 = arith.constant 0x7F800000 : f32
        %cst_111 = arith.constant 0x7FC00000 : f32
        %164 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_112 = arith.constant 0 : i32
        %165 = llvm.insertelement %cst_110, %164[%c0_i32_112 : i32] : vector<2xf32>
        %c1_i32_113 = arith.constant 1 : i32
        %166 = llvm.insertelement %cst_111, %165[%c1_i32_113 : i32] : vector<2xf32>
        %167 = arith.addf %41, %166 : vector<2xf32>
        %cst_114 = arith.constant 0xFF800000 : f32
        %cst_115 = arith.constant 1.000000e+00 : f32
        %168 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_116 = arith.constant 0 : i32
        %169 = llvm.insertelement %cst_114, %168[%c0_i32_116 : i32] : vector<2xf32>
        %c1_i32_117 = arith.constant 1 : i32
        %170 = llvm.insertelement %cst_115, %169[%c1_i32_117 : i32] : vector<2xf32>
        %171 = arith.addf %41, %170 : vector<2xf32>
        %cst_118 = arith.constant 0x7F800000 : f32
        %cst_119 = arith.constant 1.000000e+00 : f32
        %172 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_120 = arith.constant 0 : i32
        %173 = llvm.insertelement %cst_118, %172[%c0_i32_120 : i32] : vector<2xf32>
        %c1_i32_121 = arith.constant 1 : i32
        %174 = llvm.insertelement %cst_119, %173[%c1_i32_121 : i32] : vector<2xf32>
        %175 = arith.addf %41, %174 : vector<2xf32>
        %cst_122 = arith.constant 0.000000e+00 : f32
        %cst_123 = arith.constant 0.000000e+00 : f32
        %176 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_124 = arith.constant 0 : i32
        %177 = llvm.insertelement %cst_122, %176[%c0_i32_124 : i32] : vector<2xf32>
        %c1_i32_125 = arith.constant 1 : i32
        %178 = llvm.insertelement %cst_123, %177[%c1_i32_125 : i32] : vector<2xf32>
        %179 = arith.addf %41, %178 : vector<2xf32>
        %c0_i32_126 = arith.constant 0 : i32
        %180 = llvm.extractelement %147[%c0_i32_126 : i32] : vector<2xf32>
        %c1_i32_127 = arith.constant 1 : i32
        %181 = llvm.extractelement %147[%c1_i32_127 : i32] : vector<2xf32>
        %182 = math.exp %180 : f32
        %183 = math.cos %181 : f32
        %184 = arith.mulf %182, %183 : f32
        memref.store %184, %alloca[] : memref<f32>
        %185 = math.sin %181 : f32
        %186 = arith.mulf %182, %185 : f32
        memref.store %186, %alloca_10[] : memref<f32>
        %cst_128 = arith.constant 8.000000e+01 : f32
        %187 = arith.cmpf ogt, %180, %cst_128 : f32
        scf.if %187 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %180, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %181 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca[] : memref<f32>
          %506 = math.sin %181 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_10[] : memref<f32>
        }
        %cst_129 = arith.constant 0x7F800000 : f32
        %188 = arith.cmpf oeq, %180, %cst_129 : f32
        scf.if %188 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %181, %cst_274 : f32
          scf.if %501 {
            memref.store %180, %alloca[] : memref<f32>
            memref.store %181, %alloca_10[] : memref<f32>
          }
          %502 = arith.bitcast %181 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %180, %alloca[] : memref<f32>
            %507 = arith.subf %181, %181 : f32
            memref.store %507, %alloca_10[] : memref<f32>
          }
        }
        %cst_130 = arith.constant 0xFF800000 : f32
        %189 = arith.cmpf oeq, %180, %cst_130 : f32
        scf.if %189 {
          %501 = arith.bitcast %181 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_10[] : memref<f32>
          }
        }
        %190 = arith.cmpf une, %180, %180 : f32
        scf.if %190 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %181, %cst_274 : f32
          scf.if %501 {
            memref.store %180, %alloca[] : memref<f32>
            memref.store %181, %alloca_10[] : memref<f32>
          }
        }
        %191 = memref.load %alloca[] : memref<f32>
        %192 = memref.load %alloca_10[] : memref<f32>
        %193 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_131 = arith.constant 0 : i32
        %194 = llvm.insertelement %191, %193[%c0_i32_131 : i32] : vector<2xf32>
        %c1_i32_132 = arith.constant 1 : i32
        %195 = llvm.insertelement %192, %194[%c1_i32_132 : i32] : vector<2xf32>
        %c0_i32_133 = arith.constant 0 : i32
        %196 = llvm.extractelement %151[%c0_i32_133 : i32] : vector<2xf32>
        %c1_i32_134 = arith.constant 1 : i32
        %197 = llvm.extractelement %151[%c1_i32_134 : i32] : vector<2xf32>
        %198 = math.exp %196 : f32
        %199 = math.cos %197 : f32
        %200 = arith.mulf %198, %199 : f32
        memref.store %200, %alloca_11[] : memref<f32>
        %201 = math.sin %197 : f32
        %202 = arith.mulf %198, %201 : f32
        memref.store %202, %alloca_12[] : memref<f32>
        %cst_135 = arith.constant 8.000000e+01 : f32
        %203 = arith.cmpf ogt, %196, %cst_135 : f32
        scf.if %203 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %196, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %197 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_11[] : memref<f32>
          %506 = math.sin %197 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_12[] : memref<f32>
        }
        %cst_136 = arith.constant 0x7F800000 : f32
        %204 = arith.cmpf oeq, %196, %cst_136 : f32
        scf.if %204 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %197, %cst_274 : f32
          scf.if %501 {
            memref.store %196, %alloca_11[] : memref<f32>
            memref.store %197, %alloca_12[] : memref<f32>
          }
          %502 = arith.bitcast %197 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %196, %alloca_11[] : memref<f32>
            %507 = arith.subf %197, %197 : f32
            memref.store %507, %alloca_12[] : memref<f32>
          }
        }
        %cst_137 = arith.constant 0xFF800000 : f32
        %205 = arith.cmpf oeq, %196, %cst_137 : f32
        scf.if %205 {
          %501 = arith.bitcast %197 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_11[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_12[] : memref<f32>
          }
        }
        %206 = arith.cmpf une, %196, %196 : f32
        scf.if %206 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %197, %cst_274 : f32
          scf.if %501 {
            memref.store %196, %alloca_11[] : memref<f32>
            memref.store %197, %alloca_12[] : memref<f32>
          }
        }
        %207 = memref.load %alloca_11[] : memref<f32>
        %208 = memref.load %alloca_12[] : memref<f32>
        %209 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_138 = arith.constant 0 : i32
        %210 = llvm.insertelement %207, %209[%c0_i32_138 : i32] : vector<2xf32>
        %c1_i32_139 = arith.constant 1 : i32
        %211 = llvm.insertelement %208, %210[%c1_i32_139 : i32] : vector<2xf32>
        %c0_i32_140 = arith.constant 0 : i32
        %212 = llvm.extractelement %155[%c0_i32_140 : i32] : vector<2xf32>
        %c1_i32_141 = arith.constant 1 : i32
        %213 = llvm.extractelement %155[%c1_i32_141 : i32] : vector<2xf32>
        %214 = math.exp %212 : f32
        %215 = math.cos %213 : f32
        %216 = arith.mulf %214, %215 : f32
        memref.store %216, %alloca_13[] : memref<f32>
        %217 = math.sin %213 : f32
        %218 = arith.mulf %214, %217 : f32
        memref.store %218, %alloca_14[] : memref<f32>
        %cst_142 = arith.constant 8.000000e+01 : f32
        %219 = arith.cmpf ogt, %212, %cst_142 : f32
        scf.if %219 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %212, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %213 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_13[] : memref<f32>
          %506 = math.sin %213 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_14[] : memref<f32>
        }
        %cst_143 = arith.constant 0x7F800000 : f32
        %220 = arith.cmpf oeq, %212, %cst_143 : f32
        scf.if %220 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %213, %cst_274 : f32
          scf.if %501 {
            memref.store %212, %alloca_13[] : memref<f32>
            memref.store %213, %alloca_14[] : memref<f32>
          }
          %502 = arith.bitcast %213 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %212, %alloca_13[] : memref<f32>
            %507 = arith.subf %213, %213 : f32
            memref.store %507, %alloca_14[] : memref<f32>
          }
        }
        %cst_144 = arith.constant 0xFF800000 : f32
        %221 = arith.cmpf oeq, %212, %cst_144 : f32
        scf.if %221 {
          %501 = arith.bitcast %213 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_13[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_14[] : memref<f32>
          }
        }
        %222 = arith.cmpf une, %212, %212 : f32
        scf.if %222 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %213, %cst_274 : f32
          scf.if %501 {
            memref.store %212, %alloca_13[] : memref<f32>
            memref.store %213, %alloca_14[] : memref<f32>
          }
        }
        %223 = memref.load %alloca_13[] : memref<f32>
        %224 = memref.load %alloca_14[] : memref<f32>
        %225 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_145 = arith.constant 0 : i32
        %226 = llvm.insertelement %223, %225[%c0_i32_145 : i32] : vector<2xf32>
        %c1_i32_146 = arith.constant 1 : i32
        %227 = llvm.insertelement %224, %226[%c1_i32_146 : i32] : vector<2xf32>
        %c0_i32_147 = arith.constant 0 : i32
        %228 = llvm.extractelement %159[%c0_i32_147 : i32] : vector<2xf32>
        %c1_i32_148 = arith.constant 1 : i32
        %229 = llvm.extractelement %159[%c1_i32_148 : i32] : vector<2xf32>
        %230 = math.exp %228 : f32
        %231 = math.cos %229 : f32
        %232 = arith.mulf %230, %231 : f32
        memref.store %232, %alloca_15[] : memref<f32>
        %233 = math.sin %229 : f32
        %234 = arith.mulf %230, %233 : f32
        memref.store %234, %alloca_16[] : memref<f32>
        %cst_149 = arith.constant 8.000000e+01 : f32
        %235 = arith.cmpf ogt, %228, %cst_149 : f32
        scf.if %235 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %228, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %229 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_15[] : memref<f32>
          %506 = math.sin %229 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_16[] : memref<f32>
        }
        %cst_150 = arith.constant 0x7F800000 : f32
        %236 = arith.cmpf oeq, %228, %cst_150 : f32
        scf.if %236 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %229, %cst_274 : f32
          scf.if %501 {
            memref.store %228, %alloca_15[] : memref<f32>
            memref.store %229, %alloca_16[] : memref<f32>
          }
          %502 = arith.bitcast %229 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %228, %alloca_15[] : memref<f32>
            %507 = arith.subf %229, %229 : f32
            memref.store %507, %alloca_16[] : memref<f32>
          }
        }
        %cst_151 = arith.constant 0xFF800000 : f32
        %237 = arith.cmpf oeq, %228, %cst_151 : f32
        scf.if %237 {
          %501 = arith.bitcast %229 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_15[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_16[] : memref<f32>
          }
        }
        %238 = arith.cmpf une, %228, %228 : f32
        scf.if %238 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %229, %cst_274 : f32
          scf.if %501 {
            memref.store %228, %alloca_15[] : memref<f32>
            memref.store %229, %alloca_16[] : memref<f32>
          }
        }
        %239 = memref.load %alloca_15[] : memref<f32>
        %240 = memref.load %alloca_16[] : memref<f32>
        %241 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_152 = arith.constant 0 : i32
        %242 = llvm.insertelement %239, %241[%c0_i32_152 : i32] : vector<2xf32>
        %c1_i32_153 = arith.constant 1 : i32
        %243 = llvm.insertelement %240, %242[%c1_i32_153 : i32] : vector<2xf32>
        %c0_i32_154 = arith.constant 0 : i32
        %244 = llvm.extractelement %163[%c0_i32_154 : i32] : vector<2xf32>
        %c1_i32_155 = arith.constant 1 : i32
        %245 = llvm.extractelement %163[%c1_i32_155 : i32] : vector<2xf32>
        %246 = math.exp %244 : f32
        %247 = math.cos %245 : f32
        %248 = arith.mulf %246, %247 : f32
        memref.store %248, %alloca_17[] : memref<f32>
        %249 = math.sin %245 : f32
        %250 = arith.mulf %246, %249 : f32
        memref.store %250, %alloca_18[] : memref<f32>
        %cst_156 = arith.constant 8.000000e+01 : f32
        %251 = arith.cmpf ogt, %244, %cst_156 : f32
        scf.if %251 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %244, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %245 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_17[] : memref<f32>
          %506 = math.sin %245 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_18[] : memref<f32>
        }
        %cst_157 = arith.constant 0x7F800000 : f32
        %252 = arith.cmpf oeq, %244, %cst_157 : f32
        scf.if %252 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %245, %cst_274 : f32
          scf.if %501 {
            memref.store %244, %alloca_17[] : memref<f32>
            memref.store %245, %alloca_18[] : memref<f32>
          }
          %502 = arith.bitcast %245 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %244, %alloca_17[] : memref<f32>
            %507 = arith.subf %245, %245 : f32
            memref.store %507, %alloca_18[] : memref<f32>
          }
        }
        %cst_158 = arith.constant 0xFF800000 : f32
        %253 = arith.cmpf oeq, %244, %cst_158 : f32
        scf.if %253 {
          %501 = arith.bitcast %245 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_17[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_18[] : memref<f32>
          }
        }
        %254 = arith.cmpf une, %244, %244 : f32
        scf.if %254 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %245, %cst_274 : f32
          scf.if %501 {
            memref.store %244, %alloca_17[] : memref<f32>
            memref.store %245, %alloca_18[] : memref<f32>
          }
        }
        %255 = memref.load %alloca_17[] : memref<f32>
        %256 = memref.load %alloca_18[] : memref<f32>
        %257 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_159 = arith.constant 0 : i32
        %258 = llvm.insertelement %255, %257[%c0_i32_159 : i32] : vector<2xf32>
        %c1_i32_160 = arith.constant 1 : i32
        %259 = llvm.insertelement %256, %258[%c1_i32_160 : i32] : vector<2xf32>
        %c0_i32_161 = arith.constant 0 : i32
        %260 = llvm.extractelement %167[%c0_i32_161 : i32] : vector<2xf32>
        %c1_i32_162 = arith.constant 1 : i32
        %261 = llvm.extractelement %167[%c1_i32_162 : i32] : vector<2xf32>
        %262 = math.exp %260 : f32
        %263 = math.cos %261 : f32
        %264 = arith.mulf %262, %263 : f32
        memref.store %264, %alloca_19[] : memref<f32>
        %265 = math.sin %261 : f32
        %266 = arith.mulf %262, %265 : f32
        memref.store %266, %alloca_20[] : memref<f32>
        %cst_163 = arith.constant 8.000000e+01 : f32
        %267 = arith.cmpf ogt, %260, %cst_163 : f32
        scf.if %267 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %260, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %261 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_19[] : memref<f32>
          %506 = math.sin %261 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_20[] : memref<f32>
        }
        %cst_164 = arith.constant 0x7F800000 : f32
        %268 = arith.cmpf oeq, %260, %cst_164 : f32
        scf.if %268 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %261, %cst_274 : f32
          scf.if %501 {
            memref.store %260, %alloca_19[] : memref<f32>
            memref.store %261, %alloca_20[] : memref<f32>
          }
          %502 = arith.bitcast %261 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %260, %alloca_19[] : memref<f32>
            %507 = arith.subf %261, %261 : f32
            memref.store %507, %alloca_20[] : memref<f32>
          }
        }
        %cst_165 = arith.constant 0xFF800000 : f32
        %269 = arith.cmpf oeq, %260, %cst_165 : f32
        scf.if %269 {
          %501 = arith.bitcast %261 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_19[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_20[] : memref<f32>
          }
        }
        %270 = arith.cmpf une, %260, %260 : f32
        scf.if %270 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %261, %cst_274 : f32
          scf.if %501 {
            memref.store %260, %alloca_19[] : memref<f32>
            memref.store %261, %alloca_20[] : memref<f32>
          }
        }
        %271 = memref.load %alloca_19[] : memref<f32>
        %272 = memref.load %alloca_20[] : memref<f32>
        %273 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_166 = arith.constant 0 : i32
        %274 = llvm.insertelement %271, %273[%c0_i32_166 : i32] : vector<2xf32>
        %c1_i32_167 = arith.constant 1 : i32
        %275 = llvm.insertelement %272, %274[%c1_i32_167 : i32] : vector<2xf32>
        %c0_i32_168 = arith.constant 0 : i32
        %276 = llvm.extractelement %171[%c0_i32_168 : i32] : vector<2xf32>
        %c1_i32_169 = arith.constant 1 : i32
        %277 = llvm.extractelement %171[%c1_i32_169 : i32] : vector<2xf32>
        %278 = math.exp %276 : f32
        %279 = math.cos %277 : f32
        %280 = arith.mulf %278, %279 : f32
        memref.store %280, %alloca_21[] : memref<f32>
        %281 = math.sin %277 : f32
        %282 = arith.mulf %278, %281 : f32
        memref.store %282, %alloca_22[] : memref<f32>
        %cst_170 = arith.constant 8.000000e+01 : f32
        %283 = arith.cmpf ogt, %276, %cst_170 : f32
        scf.if %283 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %276, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %277 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_21[] : memref<f32>
          %506 = math.sin %277 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_22[] : memref<f32>
        }
        %cst_171 = arith.constant 0x7F800000 : f32
        %284 = arith.cmpf oeq, %276, %cst_171 : f32
        scf.if %284 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %277, %cst_274 : f32
          scf.if %501 {
            memref.store %276, %alloca_21[] : memref<f32>
            memref.store %277, %alloca_22[] : memref<f32>
          }
          %502 = arith.bitcast %277 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %276, %alloca_21[] : memref<f32>
            %507 = arith.subf %277, %277 : f32
            memref.store %507, %alloca_22[] : memref<f32>
          }
        }
        %cst_172 = arith.constant 0xFF800000 : f32
        %285 = arith.cmpf oeq, %276, %cst_172 : f32
        scf.if %285 {
          %501 = arith.bitcast %277 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_21[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_22[] : memref<f32>
          }
        }
        %286 = arith.cmpf une, %276, %276 : f32
        scf.if %286 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %277, %cst_274 : f32
          scf.if %501 {
            memref.store %276, %alloca_21[] : memref<f32>
            memref.store %277, %alloca_22[] : memref<f32>
          }
        }
        %287 = memref.load %alloca_21[] : memref<f32>
        %288 = memref.load %alloca_22[] : memref<f32>
        %289 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_173 = arith.constant 0 : i32
        %290 = llvm.insertelement %287, %289[%c0_i32_173 : i32] : vector<2xf32>
        %c1_i32_174 = arith.constant 1 : i32
        %291 = llvm.insertelement %288, %290[%c1_i32_174 : i32] : vector<2xf32>
        %c0_i32_175 = arith.constant 0 : i32
        %292 = llvm.extractelement %175[%c0_i32_175 : i32] : vector<2xf32>
        %c1_i32_176 = arith.constant 1 : i32
        %293 = llvm.extractelement %175[%c1_i32_176 : i32] : vector<2xf32>
        %294 = math.exp %292 : f32
        %295 = math.cos %293 : f32
        %296 = arith.mulf %294, %295 : f32
        memref.store %296, %alloca_23[] : memref<f32>
        %297 = math.sin %293 : f32
        %298 = arith.mulf %294, %297 : f32
        memref.store %298, %alloca_24[] : memref<f32>
        %cst_177 = arith.constant 8.000000e+01 : f32
        %299 = arith.cmpf ogt, %292, %cst_177 : f32
        scf.if %299 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %292, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %293 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_23[] : memref<f32>
          %506 = math.sin %293 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_24[] : memref<f32>
        }
        %cst_178 = arith.constant 0x7F800000 : f32
        %300 = arith.cmpf oeq, %292, %cst_178 : f32
        scf.if %300 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %293, %cst_274 : f32
          scf.if %501 {
            memref.store %292, %alloca_23[] : memref<f32>
            memref.store %293, %alloca_24[] : memref<f32>
          }
          %502 = arith.bitcast %293 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %292, %alloca_23[] : memref<f32>
            %507 = arith.subf %293, %293 : f32
            memref.store %507, %alloca_24[] : memref<f32>
          }
        }
        %cst_179 = arith.constant 0xFF800000 : f32
        %301 = arith.cmpf oeq, %292, %cst_179 : f32
        scf.if %301 {
          %501 = arith.bitcast %293 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_23[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_24[] : memref<f32>
          }
        }
        %302 = arith.cmpf une, %292, %292 : f32
        scf.if %302 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %293, %cst_274 : f32
          scf.if %501 {
            memref.store %292, %alloca_23[] : memref<f32>
            memref.store %293, %alloca_24[] : memref<f32>
          }
        }
        %303 = memref.load %alloca_23[] : memref<f32>
        %304 = memref.load %alloca_24[] : memref<f32>
        %305 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_180 = arith.constant 0 : i32
        %306 = llvm.insertelement %303, %305[%c0_i32_180 : i32] : vector<2xf32>
        %c1_i32_181 = arith.constant 1 : i32
        %307 = llvm.insertelement %304, %306[%c1_i32_181 : i32] : vector<2xf32>
        %c0_i32_182 = arith.constant 0 : i32
        %308 = llvm.extractelement %179[%c0_i32_182 : i32] : vector<2xf32>
        %c1_i32_183 = arith.constant 1 : i32
        %309 = llvm.extractelement %179[%c1_i32_183 : i32] : vector<2xf32>
        %310 = math.exp %308 : f32
        %311 = math.cos %309 : f32
        %312 = arith.mulf %310, %311 : f32
        memref.store %312, %alloca_25[] : memref<f32>
        %313 = math.sin %309 : f32
        %314 = arith.mulf %310, %313 : f32
        memref.store %314, %alloca_26[] : memref<f32>
        %cst_184 = arith.constant 8.000000e+01 : f32
        %315 = arith.cmpf ogt, %308, %cst_184 : f32
        scf.if %315 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %308, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %309 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_25[] : memref<f32>
          %506 = math.sin %309 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_26[] : memref<f32>
        }
        %cst_185 = arith.constant 0x7F800000 : f32
        %316 = arith.cmpf oeq, %308, %cst_185 : f32
        scf.if %316 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %309, %cst_274 : f32
          scf.if %501 {
            memref.store %308, %alloca_25[] : memref<f32>
            memref.store %309, %alloca_26[] : memref<f32>
          }
          %502 = arith.bitcast %309 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %308, %alloca_25[] : memref<f32>
            %507 = arith.subf %309, %309 : f32
            memref.store %507, %alloca_26[] : memref<f32>
          }
        }
        %cst_186 = arith.constant 0xFF800000 : f32
        %317 = arith.cmpf oeq, %308, %cst_186 : f32
        scf.if %317 {
          %501 = arith.bitcast %309 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_25[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_26[] : memref<f32>
          }
        }
        %318 = arith.cmpf une, %308, %308 : f32
        scf.if %318 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %309, %cst_274 : f32
          scf.if %501 {
            memref.store %308, %alloca_25[] : memref<f32>
            memref.store %309, %alloca_26[] : memref<f32>
          }
        }
        %319 = memref.load %alloca_25[] : memref<f32>
        %320 = memref.load %alloca_26[] : memref<f32>
        %321 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_187 = arith.constant 0 : i32
        %322 = llvm.insertelement %319, %321[%c0_i32_187 : i32] : vector<2xf32>
        %c1_i32_188 = arith.constant 1 : i32
        %323 = llvm.insertelement %320, %322[%c1_i32_188 : i32] : vector<2xf32>
        %c0_i32_189 = arith.constant 0 : i32
        %324 = llvm.extractelement %147[%c0_i32_189 : i32] : vector<2xf32>
        %cst_190 = arith.constant 0.693147182 : f32
        %325 = arith.mulf %324, %cst_190 : f32
        %c1_i32_191 = arith.constant 1 : i32
        %326 = llvm.extractelement %147[%c1_i32_191 : i32] : vector<2xf32>
        %cst_192 = arith.constant 0.693147182 : f32
        %327 = arith.mulf %326, %cst_192 : f32
        %328 = math.exp %325 : f32
        %329 = math.cos %327 : f32
        %330 = arith.mulf %328, %329 : f32
        memref.store %330, %alloca_27[] : memref<f32>
        %331 = math.sin %327 : f32
        %332 = arith.mulf %328, %331 : f32
        memref.store %332, %alloca_28[] : memref<f32>
        %cst_193 = arith.constant 8.000000e+01 : f32
        %333 = arith.cmpf ogt, %325, %cst_193 : f32
        scf.if %333 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %325, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %327 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_27[] : memref<f32>
          %506 = math.sin %327 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_28[] : memref<f32>
        }
        %cst_194 = arith.constant 0x7F800000 : f32
        %334 = arith.cmpf oeq, %325, %cst_194 : f32
        scf.if %334 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %327, %cst_274 : f32
          scf.if %501 {
            memref.store %325, %alloca_27[] : memref<f32>
            memref.store %327, %alloca_28[] : memref<f32>
          }
          %502 = arith.bitcast %327 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %325, %alloca_27[] : memref<f32>
            %507 = arith.subf %327, %327 : f32
            memref.store %507, %alloca_28[] : memref<f32>
          }
        }
        %cst_195 = arith.constant 0xFF800000 : f32
        %335 = arith.cmpf oeq, %325, %cst_195 : f32
        scf.if %335 {
          %501 = arith.bitcast %327 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_27[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_28[] : memref<f32>
          }
        }
        %336 = arith.cmpf une, %325, %325 : f32
        scf.if %336 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %327, %cst_274 : f32
          scf.if %501 {
            memref.store %325, %alloca_27[] : memref<f32>
            memref.store %327, %alloca_28[] : memref<f32>
          }
        }
        %337 = memref.load %alloca_27[] : memref<f32>
        %338 = memref.load %alloca_28[] : memref<f32>
        %339 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_196 = arith.constant 0 : i32
        %340 = llvm.insertelement %337, %339[%c0_i32_196 : i32] : vector<2xf32>
        %c1_i32_197 = arith.constant 1 : i32
        %341 = llvm.insertelement %338, %340[%c1_i32_197 : i32] : vector<2xf32>
        %c0_i32_198 = arith.constant 0 : i32
        %342 = llvm.extractelement %159[%c0_i32_198 : i32] : vector<2xf32>
        %cst_199 = arith.constant 0.693147182 : f32
        %343 = arith.mulf %342, %cst_199 : f32
        %c1_i32_200 = arith.constant 1 : i32
        %344 = llvm.extractelement %159[%c1_i32_200 : i32] : vector<2xf32>
        %cst_201 = arith.constant 0.693147182 : f32
        %345 = arith.mulf %344, %cst_201 : f32
        %346 = math.exp %343 : f32
        %347 = math.cos %345 : f32
        %348 = arith.mulf %346, %347 : f32
        memref.store %348, %alloca_29[] : memref<f32>
        %349 = math.sin %345 : f32
        %350 = arith.mulf %346, %349 : f32
        memref.store %350, %alloca_30[] : memref<f32>
        %cst_202 = arith.constant 8.000000e+01 : f32
        %351 = arith.cmpf ogt, %343, %cst_202 : f32
        scf.if %351 {
          %cst_274 = arith.constant 5.000000e-01 : f32
          %501 = arith.mulf %343, %cst_274 : f32
          %502 = math.exp %501 : f32
          %503 = math.cos %345 : f32
          %504 = arith.mulf %502, %503 : f32
          %505 = arith.mulf %504, %502 : f32
          memref.store %505, %alloca_29[] : memref<f32>
          %506 = math.sin %345 : f32
          %507 = arith.mulf %502, %506 : f32
          %508 = arith.mulf %507, %502 : f32
          memref.store %508, %alloca_30[] : memref<f32>
        }
        %cst_203 = arith.constant 0x7F800000 : f32
        %352 = arith.cmpf oeq, %343, %cst_203 : f32
        scf.if %352 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %345, %cst_274 : f32
          scf.if %501 {
            memref.store %343, %alloca_29[] : memref<f32>
            memref.store %345, %alloca_30[] : memref<f32>
          }
          %502 = arith.bitcast %345 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %503 = arith.andi %502, %c2147483647_i32 : i32
          %504 = arith.bitcast %503 : i32 to f32
          %cst_275 = arith.constant 0x7F800000 : f32
          %505 = arith.cmpf olt, %504, %cst_275 : f32
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %343, %alloca_29[] : memref<f32>
            %507 = arith.subf %345, %345 : f32
            memref.store %507, %alloca_30[] : memref<f32>
          }
        }
        %cst_204 = arith.constant 0xFF800000 : f32
        %353 = arith.cmpf oeq, %343, %cst_204 : f32
        scf.if %353 {
          %501 = arith.bitcast %345 : f32 to i32
          %c2147483647_i32 = arith.constant 2147483647 : i32
          %502 = arith.andi %501, %c2147483647_i32 : i32
          %503 = arith.bitcast %502 : i32 to f32
          %cst_274 = arith.constant 0x7F800000 : f32
          %504 = arith.cmpf olt, %503, %cst_274 : f32
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f32
            memref.store %cst_275, %alloca_29[] : memref<f32>
            %cst_276 = arith.constant 0.000000e+00 : f32
            memref.store %cst_276, %alloca_30[] : memref<f32>
          }
        }
        %354 = arith.cmpf une, %343, %343 : f32
        scf.if %354 {
          %cst_274 = arith.constant 0.000000e+00 : f32
          %501 = arith.cmpf oeq, %345, %cst_274 : f32
          scf.if %501 {
            memref.store %343, %alloca_29[] : memref<f32>
            memref.store %345, %alloca_30[] : memref<f32>
          }
        }
        %355 = memref.load %alloca_29[] : memref<f32>
        %356 = memref.load %alloca_30[] : memref<f32>
        %357 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_205 = arith.constant 0 : i32
        %358 = llvm.insertelement %355, %357[%c0_i32_205 : i32] : vector<2xf32>
        %c1_i32_206 = arith.constant 1 : i32
        %359 = llvm.insertelement %356, %358[%c1_i32_206 : i32] : vector<2xf32>
        %cst_207 = arith.constant 1.000000e-01 : f32
        %cst_208 = arith.constant 1.000000e-01 : f32
        %360 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_209 = arith.constant 0 : i32
        %361 = llvm.insertelement %cst_207, %360[%c0_i32_209 : i32] : vector<2xf32>
        %c1_i32_210 = arith.constant 1 : i32
        %362 = llvm.insertelement %cst_208, %361[%c1_i32_210 : i32] : vector<2xf32>
        %363 = arith.addf %41, %362 : vector<2xf32>
        %cst_211 = arith.constant 1.000000e-01 : f32
        %cst_212 = arith.constant -1.000000e-01 : f32
        %364 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_213 = arith.constant 0 : i32
        %365 = llvm.insertelement %cst_211, %364[%c0_i32_213 : i32] : vector<2xf32>
        %c1_i32_214 = arith.constant 1 : i32
        %366 = llvm.insertelement %cst_212, %365[%c1_i32_214 : i32] : vector<2xf32>
        %367 = arith.addf %41, %366 : vector<2xf32>
        %c0_i32_215 = arith.constant 0 : i32
        %368 = llvm.extractelement %363[%c0_i32_215 : i32] : vector<2xf32>
        %c1_i32_216 = arith.constant 1 : i32
        %369 = llvm.extractelement %363[%c1_i32_216 : i32] : vector<2xf32>
        %c0_i32_217 = arith.constant 0 : i32
        %370 = llvm.extractelement %367[%c0_i32_217 : i32] : vector<2xf32>
        %c1_i32_218 = arith.constant 1 : i32
        %371 = llvm.extractelement %367[%c1_i32_218 : i32] : vector<2xf32>
        %cst_219 = arith.constant 0.000000e+00 : f32
        %372 = arith.cmpf olt, %370, %cst_219 : f32
        %373 = arith.negf %370 : f32
        %374 = arith.select %372, %373, %370 : f32
        %cst_220 = arith.constant 0.000000e+00 : f32
        %375 = arith.cmpf olt, %371, %cst_220 : f32
        %376 = arith.negf %371 : f32
        %377 = arith.select %375, %376, %371 : f32
        %378 = arith.cmpf oge, %374, %377 : f32
        %379 = arith.divf %371, %370 : f32
        %380 = arith.mulf %371, %379 : f32
        %381 = arith.addf %370, %380 : f32
        %382 = arith.mulf %369, %379 : f32
        %383 = arith.mulf %368, %379 : f32
        %384 = arith.addf %368, %382 : f32
        %385 = arith.subf %369, %383 : f32
        %386 = arith.divf %384, %381 : f32
        %387 = arith.divf %385, %381 : f32
        %388 = arith.divf %370, %371 : f32
        %389 = arith.mulf %370, %388 : f32
        %390 = arith.addf %389, %371 : f32
        %391 = arith.mulf %368, %388 : f32
        %392 = arith.mulf %369, %388 : f32
        %393 = arith.addf %391, %369 : f32
        %394 = arith.subf %392, %368 : f32
        %395 = arith.divf %393, %390 : f32
        %396 = arith.divf %394, %390 : f32
        %397 = arith.select %378, %386, %395 : f32
        %398 = arith.select %378, %387, %396 : f32
        %399 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_221 = arith.constant 0 : i32
        %400 = llvm.insertelement %397, %399[%c0_i32_221 : i32] : vector<2xf32>
        %c1_i32_222 = arith.constant 1 : i32
        %401 = llvm.insertelement %398, %400[%c1_i32_222 : i32] : vector<2xf32>
        %cst_223 = arith.constant 1.0000000074505806 : f64
        %cst_224 = arith.constant 1.000000e+00 : f64
        %402 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_225 = arith.constant 0 : i32
        %403 = llvm.insertelement %cst_223, %402[%c0_i32_225 : i32] : vector<2xf64>
        %c1_i32_226 = arith.constant 1 : i32
        %404 = llvm.insertelement %cst_224, %403[%c1_i32_226 : i32] : vector<2xf64>
        %405 = arith.addf %46, %404 : vector<2xf64>
        %cst_227 = arith.constant 1.0000000074505806 : f64
        %cst_228 = arith.constant 1.0000000149011612 : f64
        %406 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_229 = arith.constant 0 : i32
        %407 = llvm.insertelement %cst_227, %406[%c0_i32_229 : i32] : vector<2xf64>
        %c1_i32_230 = arith.constant 1 : i32
        %408 = llvm.insertelement %cst_228, %407[%c1_i32_230 : i32] : vector<2xf64>
        %409 = arith.addf %46, %408 : vector<2xf64>
        %c0_i32_231 = arith.constant 0 : i32
        %410 = llvm.extractelement %405[%c0_i32_231 : i32] : vector<2xf64>
        %c1_i32_232 = arith.constant 1 : i32
        %411 = llvm.extractelement %405[%c1_i32_232 : i32] : vector<2xf64>
        %c0_i32_233 = arith.constant 0 : i32
        %412 = llvm.extractelement %409[%c0_i32_233 : i32] : vector<2xf64>
        %c1_i32_234 = arith.constant 1 : i32
        %413 = llvm.extractelement %409[%c1_i32_234 : i32] : vector<2xf64>
        %414 = arith.mulf %410, %412 : f64
        %415 = arith.mulf %411, %413 : f64
        %416 = arith.subf %414, %415 : f64
        %417 = arith.mulf %410, %413 : f64
        %418 = arith.mulf %411, %412 : f64
        %419 = arith.addf %417, %418 : f64
        %420 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_235 = arith.constant 0 : i32
        %421 = llvm.insertelement %416, %420[%c0_i32_235 : i32] : vector<2xf64>
        %c1_i32_236 = arith.constant 1 : i32
        %422 = llvm.insertelement %419, %421[%c1_i32_236 : i32] : vector<2xf64>
        %cst_237 = arith.constant 0x7FF0000000000000 : f64
        %cst_238 = arith.constant 0.000000e+00 : f64
        %423 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_239 = arith.constant 0 : i32
        %424 = llvm.insertelement %cst_237, %423[%c0_i32_239 : i32] : vector<2xf64>
        %c1_i32_240 = arith.constant 1 : i32
        %425 = llvm.insertelement %cst_238, %424[%c1_i32_240 : i32] : vector<2xf64>
        %426 = arith.addf %46, %425 : vector<2xf64>
        %cst_241 = arith.constant 0xFFF0000000000000 : f64
        %cst_242 = arith.constant 0x7FF8000000000000 : f64
        %427 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_243 = arith.constant 0 : i32
        %428 = llvm.insertelement %cst_241, %427[%c0_i32_243 : i32] : vector<2xf64>
        %c1_i32_244 = arith.constant 1 : i32
        %429 = llvm.insertelement %cst_242, %428[%c1_i32_244 : i32] : vector<2xf64>
        %430 = arith.addf %46, %429 : vector<2xf64>
        %cst_245 = arith.constant 0x7FF8000000000000 : f64
        %cst_246 = arith.constant 0.000000e+00 : f64
        %431 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_247 = arith.constant 0 : i32
        %432 = llvm.insertelement %cst_245, %431[%c0_i32_247 : i32] : vector<2xf64>
        %c1_i32_248 = arith.constant 1 : i32
        %433 = llvm.insertelement %cst_246, %432[%c1_i32_248 : i32] : vector<2xf64>
        %434 = arith.addf %46, %433 : vector<2xf64>
        %c0_i32_249 = arith.constant 0 : i32
        %435 = llvm.extractelement %426[%c0_i32_249 : i32] : vector<2xf64>
        %c1_i32_250 = arith.constant 1 : i32
        %436 = llvm.extractelement %426[%c1_i32_250 : i32] : vector<2xf64>
        %437 = math.exp %435 : f64
        %438 = math.cos %436 : f64
        %439 = arith.mulf %437, %438 : f64
        memref.store %439, %alloca_31[] : memref<f64>
        %440 = math.sin %436 : f64
        %441 = arith.mulf %437, %440 : f64
        memref.store %441, %alloca_32[] : memref<f64>
        %cst_251 = arith.constant 7.000000e+02 : f64
        %442 = arith.cmpf ogt, %435, %cst_251 : f64
        scf.if %442 {
          %cst_274 = arith.constant 5.000000e-01 : f64
          %501 = arith.mulf %435, %cst_274 : f64
          %502 = math.exp %501 : f64
          %503 = math.cos %436 : f64
          %504 = arith.mulf %502, %503 : f64
          %505 = arith.mulf %504, %502 : f64
          memref.store %505, %alloca_31[] : memref<f64>
          %506 = math.sin %436 : f64
          %507 = arith.mulf %502, %506 : f64
          %508 = arith.mulf %507, %502 : f64
          memref.store %508, %alloca_32[] : memref<f64>
        }
        %cst_252 = arith.constant 0x7FF0000000000000 : f64
        %443 = arith.cmpf oeq, %435, %cst_252 : f64
        scf.if %443 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %501 = arith.cmpf oeq, %436, %cst_274 : f64
          scf.if %501 {
            memref.store %435, %alloca_31[] : memref<f64>
            memref.store %436, %alloca_32[] : memref<f64>
          }
          %502 = arith.bitcast %436 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %503 = arith.andi %502, %c9223372036854775807_i64 : i64
          %504 = arith.bitcast %503 : i64 to f64
          %cst_275 = arith.constant 0x7FF0000000000000 : f64
          %505 = arith.cmpf olt, %504, %cst_275 : f64
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %435, %alloca_31[] : memref<f64>
            %507 = arith.subf %436, %436 : f64
            memref.store %507, %alloca_32[] : memref<f64>
          }
        }
        %cst_253 = arith.constant 0xFFF0000000000000 : f64
        %444 = arith.cmpf oeq, %435, %cst_253 : f64
        scf.if %444 {
          %501 = arith.bitcast %436 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %502 = arith.andi %501, %c9223372036854775807_i64 : i64
          %503 = arith.bitcast %502 : i64 to f64
          %cst_274 = arith.constant 0x7FF0000000000000 : f64
          %504 = arith.cmpf olt, %503, %cst_274 : f64
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f64
            memref.store %cst_275, %alloca_31[] : memref<f64>
            %cst_276 = arith.constant 0.000000e+00 : f64
            memref.store %cst_276, %alloca_32[] : memref<f64>
          }
        }
        %445 = arith.cmpf une, %435, %435 : f64
        scf.if %445 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %501 = arith.cmpf oeq, %436, %cst_274 : f64
          scf.if %501 {
            memref.store %435, %alloca_31[] : memref<f64>
            memref.store %436, %alloca_32[] : memref<f64>
          }
        }
        %446 = memref.load %alloca_31[] : memref<f64>
        %447 = memref.load %alloca_32[] : memref<f64>
        %448 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_254 = arith.constant 0 : i32
        %449 = llvm.insertelement %446, %448[%c0_i32_254 : i32] : vector<2xf64>
        %c1_i32_255 = arith.constant 1 : i32
        %450 = llvm.insertelement %447, %449[%c1_i32_255 : i32] : vector<2xf64>
        %c0_i32_256 = arith.constant 0 : i32
        %451 = llvm.extractelement %430[%c0_i32_256 : i32] : vector<2xf64>
        %c1_i32_257 = arith.constant 1 : i32
        %452 = llvm.extractelement %430[%c1_i32_257 : i32] : vector<2xf64>
        %453 = math.exp %451 : f64
        %454 = math.cos %452 : f64
        %455 = arith.mulf %453, %454 : f64
        memref.store %455, %alloca_33[] : memref<f64>
        %456 = math.sin %452 : f64
        %457 = arith.mulf %453, %456 : f64
        memref.store %457, %alloca_34[] : memref<f64>
        %cst_258 = arith.constant 7.000000e+02 : f64
        %458 = arith.cmpf ogt, %451, %cst_258 : f64
        scf.if %458 {
          %cst_274 = arith.constant 5.000000e-01 : f64
          %501 = arith.mulf %451, %cst_274 : f64
          %502 = math.exp %501 : f64
          %503 = math.cos %452 : f64
          %504 = arith.mulf %502, %503 : f64
          %505 = arith.mulf %504, %502 : f64
          memref.store %505, %alloca_33[] : memref<f64>
          %506 = math.sin %452 : f64
          %507 = arith.mulf %502, %506 : f64
          %508 = arith.mulf %507, %502 : f64
          memref.store %508, %alloca_34[] : memref<f64>
        }
        %cst_259 = arith.constant 0x7FF0000000000000 : f64
        %459 = arith.cmpf oeq, %451, %cst_259 : f64
        scf.if %459 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %501 = arith.cmpf oeq, %452, %cst_274 : f64
          scf.if %501 {
            memref.store %451, %alloca_33[] : memref<f64>
            memref.store %452, %alloca_34[] : memref<f64>
          }
          %502 = arith.bitcast %452 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %503 = arith.andi %502, %c9223372036854775807_i64 : i64
          %504 = arith.bitcast %503 : i64 to f64
          %cst_275 = arith.constant 0x7FF0000000000000 : f64
          %505 = arith.cmpf olt, %504, %cst_275 : f64
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %451, %alloca_33[] : memref<f64>
            %507 = arith.subf %452, %452 : f64
            memref.store %507, %alloca_34[] : memref<f64>
          }
        }
        %cst_260 = arith.constant 0xFFF0000000000000 : f64
        %460 = arith.cmpf oeq, %451, %cst_260 : f64
        scf.if %460 {
          %501 = arith.bitcast %452 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %502 = arith.andi %501, %c9223372036854775807_i64 : i64
          %503 = arith.bitcast %502 : i64 to f64
          %cst_274 = arith.constant 0x7FF0000000000000 : f64
          %504 = arith.cmpf olt, %503, %cst_274 : f64
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f64
            memref.store %cst_275, %alloca_33[] : memref<f64>
            %cst_276 = arith.constant 0.000000e+00 : f64
            memref.store %cst_276, %alloca_34[] : memref<f64>
          }
        }
        %461 = arith.cmpf une, %451, %451 : f64
        scf.if %461 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %501 = arith.cmpf oeq, %452, %cst_274 : f64
          scf.if %501 {
            memref.store %451, %alloca_33[] : memref<f64>
            memref.store %452, %alloca_34[] : memref<f64>
          }
        }
        %462 = memref.load %alloca_33[] : memref<f64>
        %463 = memref.load %alloca_34[] : memref<f64>
        %464 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_261 = arith.constant 0 : i32
        %465 = llvm.insertelement %462, %464[%c0_i32_261 : i32] : vector<2xf64>
        %c1_i32_262 = arith.constant 1 : i32
        %466 = llvm.insertelement %463, %465[%c1_i32_262 : i32] : vector<2xf64>
        %c0_i32_263 = arith.constant 0 : i32
        %467 = llvm.extractelement %434[%c0_i32_263 : i32] : vector<2xf64>
        %c1_i32_264 = arith.constant 1 : i32
        %468 = llvm.extractelement %434[%c1_i32_264 : i32] : vector<2xf64>
        %469 = math.exp %467 : f64
        %470 = math.cos %468 : f64
        %471 = arith.mulf %469, %470 : f64
        memref.store %471, %alloca_35[] : memref<f64>
        %472 = math.sin %468 : f64
        %473 = arith.mulf %469, %472 : f64
        memref.store %473, %alloca_36[] : memref<f64>
        %cst_265 = arith.constant 7.000000e+02 : f64
        %474 = arith.cmpf ogt, %467, %cst_265 : f64
        scf.if %474 {
          %cst_274 = arith.constant 5.000000e-01 : f64
          %501 = arith.mulf %467, %cst_274 : f64
          %502 = math.exp %501 : f64
          %503 = math.cos %468 : f64
          %504 = arith.mulf %502, %503 : f64
          %505 = arith.mulf %504, %502 : f64
          memref.store %505, %alloca_35[] : memref<f64>
          %506 = math.sin %468 : f64
          %507 = arith.mulf %502, %506 : f64
          %508 = arith.mulf %507, %502 : f64
          memref.store %508, %alloca_36[] : memref<f64>
        }
        %cst_266 = arith.constant 0x7FF0000000000000 : f64
        %475 = arith.cmpf oeq, %467, %cst_266 : f64
        scf.if %475 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %501 = arith.cmpf oeq, %468, %cst_274 : f64
          scf.if %501 {
            memref.store %467, %alloca_35[] : memref<f64>
            memref.store %468, %alloca_36[] : memref<f64>
          }
          %502 = arith.bitcast %468 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %503 = arith.andi %502, %c9223372036854775807_i64 : i64
          %504 = arith.bitcast %503 : i64 to f64
          %cst_275 = arith.constant 0x7FF0000000000000 : f64
          %505 = arith.cmpf olt, %504, %cst_275 : f64
          %true = arith.constant true
          %506 = arith.xori %505, %true : i1
          scf.if %506 {
            memref.store %467, %alloca_35[] : memref<f64>
            %507 = arith.subf %468, %468 : f64
            memref.store %507, %alloca_36[] : memref<f64>
          }
        }
        %cst_267 = arith.constant 0xFFF0000000000000 : f64
        %476 = arith.cmpf oeq, %467, %cst_267 : f64
        scf.if %476 {
          %501 = arith.bitcast %468 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %502 = arith.andi %501, %c9223372036854775807_i64 : i64
          %503 = arith.bitcast %502 : i64 to f64
          %cst_274 = arith.constant 0x7FF0000000000000 : f64
          %504 = arith.cmpf olt, %503, %cst_274 : f64
          %true = arith.constant true
          %505 = arith.xori %504, %true : i1
          scf.if %505 {
            %cst_275 = arith.constant 0.000000e+00 : f64
            memref.store %cst_275, %alloca_35[] : memref<f64>
            %cst_276 = arith.constant 0.000000e+00 : f64
            memref.store %cst_276, %alloca_36[] : memref<f64>
          }
        }
        %477 = arith.cmpf une, %467, %467 : f64
        scf.if %477 {
          %cst_274 = arith.constant 0.000000e+00 : f64
          %501 = arith.cmpf oeq, %468, %cst_274 : f64
          scf.if %501 {
            memref.store %467, %alloca_35[] : memref<f64>
            memref.store %468, %alloca_36[] : memref<f64>
          }
        }
        %478 = memref.load %alloca_35[] : memref<f64>
        %479 = memref.load %alloca_36[] : memref<f64>
        %480 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_268 = arith.constant 0 : i32
        %481 = llvm.insertelement %478, %480[%c0_i32_268 : i32] : vector<2xf64>
        %c1_i32_269 = arith.constant 1 : i32
        %482 = llvm.insertelement %479, %481[%c1_i32_269 : i32] : vector<2xf64>
        llvm.store %63, %33 : vector<2xf32>, !llvm.ptr<1>
        %c1_i64_270 = arith.constant 1 : i64
        %483 = llvm.getelementptr %33[%c1_i64_270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %80, %483 : vector<2xf32>, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %484 = llvm.getelementptr %33[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %122, %484 : vector<2xf32>, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %485 = llvm.getelementptr %33[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %143, %485 : vector<2xf32>, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %486 = llvm.getelementptr %33[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %195, %486 : vector<2xf32>, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %487 = llvm.getelementptr %33[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %211, %487 : vector<2xf32>, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %488 = llvm.getelementptr %33[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %227, %488 : vector<2xf32>, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %489 = llvm.getelementptr %33[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %243, %489 : vector<2xf32>, !llvm.ptr<1>
        %c8_i64 = arith.constant 8 : i64
        %490 = llvm.getelementptr %33[%c8_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %259, %490 : vector<2xf32>, !llvm.ptr<1>
        %c9_i64 = arith.constant 9 : i64
        %491 = llvm.getelementptr %33[%c9_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %275, %491 : vector<2xf32>, !llvm.ptr<1>
        %c10_i64 = arith.constant 10 : i64
        %492 = llvm.getelementptr %33[%c10_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %291, %492 : vector<2xf32>, !llvm.ptr<1>
        %c11_i64 = arith.constant 11 : i64
        %493 = llvm.getelementptr %33[%c11_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %307, %493 : vector<2xf32>, !llvm.ptr<1>
        %c12_i64 = arith.constant 12 : i64
        %494 = llvm.getelementptr %33[%c12_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %323, %494 : vector<2xf32>, !llvm.ptr<1>
        %c13_i64 = arith.constant 13 : i64
        %495 = llvm.getelementptr %33[%c13_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %341, %495 : vector<2xf32>, !llvm.ptr<1>
        %c14_i64 = arith.constant 14 : i64
        %496 = llvm.getelementptr %33[%c14_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %359, %496 : vector<2xf32>, !llvm.ptr<1>
        %c15_i64 = arith.constant 15 : i64
        %497 = llvm.getelementptr %33[%c15_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %401, %497 : vector<2xf32>, !llvm.ptr<1>
        llvm.store %422, %35 : vector<2xf64>, !llvm.ptr<1>
        %c1_i64_271 = arith.constant 1 : i64
        %498 = llvm.getelementptr %35[%c1_i64_271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %450, %498 : vector<2xf64>, !llvm.ptr<1>
        %c2_i64_272 = arith.constant 2 : i64
        %499 = llvm.getelementptr %35[%c2_i64_272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %466, %499 : vector<2xf64>, !llvm.ptr<1>
        %c3_i64_273 = arith.constant 3 : i64
        %500 = llvm.getelementptr %35[%c3_i64_273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %482, %500 : vector<2xf64>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
