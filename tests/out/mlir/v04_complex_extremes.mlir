module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @extremes(%arg0: memref<8xf32, strided<[1]>, 1>, %arg1: memref<4xf64, strided<[1]>, 1>, %arg2: memref<4xvector<2xf64>, strided<[1]>, 1>, %arg3: memref<4xvector<2xf32>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<8xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8xf32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<4xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<4xf64, strided<[1]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<4xvector<2xf64>, strided<[1]>, 1> -> memref<vector<2xf64>, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xvector<2xf64>, strided<[1]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<4xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<4xvector<2xf32>, strided<[1]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f64>
      %alloca_23 = memref.alloca() : memref<f64>
      %alloca_24 = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %cst = arith.constant 1.000000e+30 : f32
      %cst_32 = arith.constant 1.000000e+30 : f32
      %8 = llvm.mlir.poison : vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %9 = llvm.insertelement %cst, %8[%c0_i32 : i32] : vector<2xf32>
      %c1_i32 = arith.constant 1 : i32
      %10 = llvm.insertelement %cst_32, %9[%c1_i32 : i32] : vector<2xf32>
      %c0_i32_33 = arith.constant 0 : i32
      %11 = llvm.extractelement %10[%c0_i32_33 : i32] : vector<2xf32>
      %12 = arith.bitcast %11 : f32 to i32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %13 = arith.andi %12, %c2147483647_i32 : i32
      %14 = arith.bitcast %13 : i32 to f32
      %c1_i32_34 = arith.constant 1 : i32
      %15 = llvm.extractelement %10[%c1_i32_34 : i32] : vector<2xf32>
      %16 = arith.bitcast %15 : f32 to i32
      %c2147483647_i32_35 = arith.constant 2147483647 : i32
      %17 = arith.andi %16, %c2147483647_i32_35 : i32
      %18 = arith.bitcast %17 : i32 to f32
      %19 = llvm.intr.maxnum(%14, %18) : (f32, f32) -> f32
      %20 = arith.addf %14, %18 : f32
      memref.store %20, %alloca[] : memref<f32>
      %21 = llvm.intr.minnum(%14, %18) : (f32, f32) -> f32
      %22 = arith.divf %21, %19 : f32
      %cst_36 = arith.constant 0.000000e+00 : f32
      %23 = arith.cmpf ogt, %19, %cst_36 : f32
      %cst_37 = arith.constant 0x7F800000 : f32
      %24 = arith.cmpf olt, %19, %cst_37 : f32
      %25 = arith.andi %23, %24 : i1
      %26 = arith.cmpf oeq, %20, %20 : f32
      %27 = arith.andi %25, %26 : i1
      scf.if %27 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %571 = llvm.intr.fma(%22, %22, %cst_295) : (f32, f32, f32) -> f32
        %572 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%571) : (f32) -> f32
        %573 = arith.mulf %19, %572 : f32
        memref.store %573, %alloca[] : memref<f32>
      }
      %cst_38 = arith.constant 0x7F800000 : f32
      %28 = arith.cmpf oeq, %14, %cst_38 : f32
      %cst_39 = arith.constant 0x7F800000 : f32
      %29 = arith.cmpf oeq, %18, %cst_39 : f32
      %30 = arith.ori %28, %29 : i1
      scf.if %30 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca[] : memref<f32>
      }
      %31 = memref.load %alloca[] : memref<f32>
      llvm.store %31, %1 : f32, !llvm.ptr<1>
      %cst_40 = arith.constant 3.000000e-30 : f32
      %cst_41 = arith.constant 4.000000e-30 : f32
      %32 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_42 = arith.constant 0 : i32
      %33 = llvm.insertelement %cst_40, %32[%c0_i32_42 : i32] : vector<2xf32>
      %c1_i32_43 = arith.constant 1 : i32
      %34 = llvm.insertelement %cst_41, %33[%c1_i32_43 : i32] : vector<2xf32>
      %c0_i32_44 = arith.constant 0 : i32
      %35 = llvm.extractelement %34[%c0_i32_44 : i32] : vector<2xf32>
      %36 = arith.bitcast %35 : f32 to i32
      %c2147483647_i32_45 = arith.constant 2147483647 : i32
      %37 = arith.andi %36, %c2147483647_i32_45 : i32
      %38 = arith.bitcast %37 : i32 to f32
      %c1_i32_46 = arith.constant 1 : i32
      %39 = llvm.extractelement %34[%c1_i32_46 : i32] : vector<2xf32>
      %40 = arith.bitcast %39 : f32 to i32
      %c2147483647_i32_47 = arith.constant 2147483647 : i32
      %41 = arith.andi %40, %c2147483647_i32_47 : i32
      %42 = arith.bitcast %41 : i32 to f32
      %43 = llvm.intr.maxnum(%38, %42) : (f32, f32) -> f32
      %44 = arith.addf %38, %42 : f32
      memref.store %44, %alloca_15[] : memref<f32>
      %45 = llvm.intr.minnum(%38, %42) : (f32, f32) -> f32
      %46 = arith.divf %45, %43 : f32
      %cst_48 = arith.constant 0.000000e+00 : f32
      %47 = arith.cmpf ogt, %43, %cst_48 : f32
      %cst_49 = arith.constant 0x7F800000 : f32
      %48 = arith.cmpf olt, %43, %cst_49 : f32
      %49 = arith.andi %47, %48 : i1
      %50 = arith.cmpf oeq, %44, %44 : f32
      %51 = arith.andi %49, %50 : i1
      scf.if %51 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %571 = llvm.intr.fma(%46, %46, %cst_295) : (f32, f32, f32) -> f32
        %572 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%571) : (f32) -> f32
        %573 = arith.mulf %43, %572 : f32
        memref.store %573, %alloca_15[] : memref<f32>
      }
      %cst_50 = arith.constant 0x7F800000 : f32
      %52 = arith.cmpf oeq, %38, %cst_50 : f32
      %cst_51 = arith.constant 0x7F800000 : f32
      %53 = arith.cmpf oeq, %42, %cst_51 : f32
      %54 = arith.ori %52, %53 : i1
      scf.if %54 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_15[] : memref<f32>
      }
      %55 = memref.load %alloca_15[] : memref<f32>
      %c1_i64 = arith.constant 1 : i64
      %56 = llvm.getelementptr %1[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %55, %56 : f32, !llvm.ptr<1>
      %cst_52 = arith.constant 0.000000e+00 : f32
      %cst_53 = arith.constant 0.000000e+00 : f32
      %57 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_54 = arith.constant 0 : i32
      %58 = llvm.insertelement %cst_52, %57[%c0_i32_54 : i32] : vector<2xf32>
      %c1_i32_55 = arith.constant 1 : i32
      %59 = llvm.insertelement %cst_53, %58[%c1_i32_55 : i32] : vector<2xf32>
      %c0_i32_56 = arith.constant 0 : i32
      %60 = llvm.extractelement %59[%c0_i32_56 : i32] : vector<2xf32>
      %61 = arith.bitcast %60 : f32 to i32
      %c2147483647_i32_57 = arith.constant 2147483647 : i32
      %62 = arith.andi %61, %c2147483647_i32_57 : i32
      %63 = arith.bitcast %62 : i32 to f32
      %c1_i32_58 = arith.constant 1 : i32
      %64 = llvm.extractelement %59[%c1_i32_58 : i32] : vector<2xf32>
      %65 = arith.bitcast %64 : f32 to i32
      %c2147483647_i32_59 = arith.constant 2147483647 : i32
      %66 = arith.andi %65, %c2147483647_i32_59 : i32
      %67 = arith.bitcast %66 : i32 to f32
      %68 = llvm.intr.maxnum(%63, %67) : (f32, f32) -> f32
      %69 = arith.addf %63, %67 : f32
      memref.store %69, %alloca_16[] : memref<f32>
      %70 = llvm.intr.minnum(%63, %67) : (f32, f32) -> f32
      %71 = arith.divf %70, %68 : f32
      %cst_60 = arith.constant 0.000000e+00 : f32
      %72 = arith.cmpf ogt, %68, %cst_60 : f32
      %cst_61 = arith.constant 0x7F800000 : f32
      %73 = arith.cmpf olt, %68, %cst_61 : f32
      %74 = arith.andi %72, %73 : i1
      %75 = arith.cmpf oeq, %69, %69 : f32
      %76 = arith.andi %74, %75 : i1
      scf.if %76 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %571 = llvm.intr.fma(%71, %71, %cst_295) : (f32, f32, f32) -> f32
        %572 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%571) : (f32) -> f32
        %573 = arith.mulf %68, %572 : f32
        memref.store %573, %alloca_16[] : memref<f32>
      }
      %cst_62 = arith.constant 0x7F800000 : f32
      %77 = arith.cmpf oeq, %63, %cst_62 : f32
      %cst_63 = arith.constant 0x7F800000 : f32
      %78 = arith.cmpf oeq, %67, %cst_63 : f32
      %79 = arith.ori %77, %78 : i1
      scf.if %79 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_16[] : memref<f32>
      }
      %80 = memref.load %alloca_16[] : memref<f32>
      %c2_i64 = arith.constant 2 : i64
      %81 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %80, %81 : f32, !llvm.ptr<1>
      %cst_64 = arith.constant -3.000000e+00 : f32
      %cst_65 = arith.constant 4.000000e+00 : f32
      %82 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_66 = arith.constant 0 : i32
      %83 = llvm.insertelement %cst_64, %82[%c0_i32_66 : i32] : vector<2xf32>
      %c1_i32_67 = arith.constant 1 : i32
      %84 = llvm.insertelement %cst_65, %83[%c1_i32_67 : i32] : vector<2xf32>
      %c0_i32_68 = arith.constant 0 : i32
      %85 = llvm.extractelement %84[%c0_i32_68 : i32] : vector<2xf32>
      %86 = arith.bitcast %85 : f32 to i32
      %c2147483647_i32_69 = arith.constant 2147483647 : i32
      %87 = arith.andi %86, %c2147483647_i32_69 : i32
      %88 = arith.bitcast %87 : i32 to f32
      %c1_i32_70 = arith.constant 1 : i32
      %89 = llvm.extractelement %84[%c1_i32_70 : i32] : vector<2xf32>
      %90 = arith.bitcast %89 : f32 to i32
      %c2147483647_i32_71 = arith.constant 2147483647 : i32
      %91 = arith.andi %90, %c2147483647_i32_71 : i32
      %92 = arith.bitcast %91 : i32 to f32
      %93 = llvm.intr.maxnum(%88, %92) : (f32, f32) -> f32
      %94 = arith.addf %88, %92 : f32
      memref.store %94, %alloca_17[] : memref<f32>
      %95 = llvm.intr.minnum(%88, %92) : (f32, f32) -> f32
      %96 = arith.divf %95, %93 : f32
      %cst_72 = arith.constant 0.000000e+00 : f32
      %97 = arith.cmpf ogt, %93, %cst_72 : f32
      %cst_73 = arith.constant 0x7F800000 : f32
      %98 = arith.cmpf olt, %93, %cst_73 : f32
      %99 = arith.andi %97, %98 : i1
      %100 = arith.cmpf oeq, %94, %94 : f32
      %101 = arith.andi %99, %100 : i1
      scf.if %101 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %571 = llvm.intr.fma(%96, %96, %cst_295) : (f32, f32, f32) -> f32
        %572 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%571) : (f32) -> f32
        %573 = arith.mulf %93, %572 : f32
        memref.store %573, %alloca_17[] : memref<f32>
      }
      %cst_74 = arith.constant 0x7F800000 : f32
      %102 = arith.cmpf oeq, %88, %cst_74 : f32
      %cst_75 = arith.constant 0x7F800000 : f32
      %103 = arith.cmpf oeq, %92, %cst_75 : f32
      %104 = arith.ori %102, %103 : i1
      scf.if %104 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_17[] : memref<f32>
      }
      %105 = memref.load %alloca_17[] : memref<f32>
      %c3_i64 = arith.constant 3 : i64
      %106 = llvm.getelementptr %1[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %105, %106 : f32, !llvm.ptr<1>
      %cst_76 = arith.constant 0x7F800000 : f32
      %cst_77 = arith.constant 0x7FC00000 : f32
      %107 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_78 = arith.constant 0 : i32
      %108 = llvm.insertelement %cst_76, %107[%c0_i32_78 : i32] : vector<2xf32>
      %c1_i32_79 = arith.constant 1 : i32
      %109 = llvm.insertelement %cst_77, %108[%c1_i32_79 : i32] : vector<2xf32>
      %c0_i32_80 = arith.constant 0 : i32
      %110 = llvm.extractelement %109[%c0_i32_80 : i32] : vector<2xf32>
      %111 = arith.bitcast %110 : f32 to i32
      %c2147483647_i32_81 = arith.constant 2147483647 : i32
      %112 = arith.andi %111, %c2147483647_i32_81 : i32
      %113 = arith.bitcast %112 : i32 to f32
      %c1_i32_82 = arith.constant 1 : i32
      %114 = llvm.extractelement %109[%c1_i32_82 : i32] : vector<2xf32>
      %115 = arith.bitcast %114 : f32 to i32
      %c2147483647_i32_83 = arith.constant 2147483647 : i32
      %116 = arith.andi %115, %c2147483647_i32_83 : i32
      %117 = arith.bitcast %116 : i32 to f32
      %118 = llvm.intr.maxnum(%113, %117) : (f32, f32) -> f32
      %119 = arith.addf %113, %117 : f32
      memref.store %119, %alloca_18[] : memref<f32>
      %120 = llvm.intr.minnum(%113, %117) : (f32, f32) -> f32
      %121 = arith.divf %120, %118 : f32
      %cst_84 = arith.constant 0.000000e+00 : f32
      %122 = arith.cmpf ogt, %118, %cst_84 : f32
      %cst_85 = arith.constant 0x7F800000 : f32
      %123 = arith.cmpf olt, %118, %cst_85 : f32
      %124 = arith.andi %122, %123 : i1
      %125 = arith.cmpf oeq, %119, %119 : f32
      %126 = arith.andi %124, %125 : i1
      scf.if %126 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %571 = llvm.intr.fma(%121, %121, %cst_295) : (f32, f32, f32) -> f32
        %572 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%571) : (f32) -> f32
        %573 = arith.mulf %118, %572 : f32
        memref.store %573, %alloca_18[] : memref<f32>
      }
      %cst_86 = arith.constant 0x7F800000 : f32
      %127 = arith.cmpf oeq, %113, %cst_86 : f32
      %cst_87 = arith.constant 0x7F800000 : f32
      %128 = arith.cmpf oeq, %117, %cst_87 : f32
      %129 = arith.ori %127, %128 : i1
      scf.if %129 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_18[] : memref<f32>
      }
      %130 = memref.load %alloca_18[] : memref<f32>
      %c4_i64 = arith.constant 4 : i64
      %131 = llvm.getelementptr %1[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %130, %131 : f32, !llvm.ptr<1>
      %cst_88 = arith.constant 0x7FC00000 : f32
      %cst_89 = arith.constant 1.000000e+00 : f32
      %132 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_90 = arith.constant 0 : i32
      %133 = llvm.insertelement %cst_88, %132[%c0_i32_90 : i32] : vector<2xf32>
      %c1_i32_91 = arith.constant 1 : i32
      %134 = llvm.insertelement %cst_89, %133[%c1_i32_91 : i32] : vector<2xf32>
      %c0_i32_92 = arith.constant 0 : i32
      %135 = llvm.extractelement %134[%c0_i32_92 : i32] : vector<2xf32>
      %136 = arith.bitcast %135 : f32 to i32
      %c2147483647_i32_93 = arith.constant 2147483647 : i32
      %137 = arith.andi %136, %c2147483647_i32_93 : i32
      %138 = arith.bitcast %137 : i32 to f32
      %c1_i32_94 = arith.constant 1 : i32
      %139 = llvm.extractelement %134[%c1_i32_94 : i32] : vector<2xf32>
      %140 = arith.bitcast %139 : f32 to i32
      %c2147483647_i32_95 = arith.constant 2147483647 : i32
      %141 = arith.andi %140, %c2147483647_i32_95 : i32
      %142 = arith.bitcast %141 : i32 to f32
      %143 = llvm.intr.maxnum(%138, %142) : (f32, f32) -> f32
      %144 = arith.addf %138, %142 : f32
      memref.store %144, %alloca_19[] : memref<f32>
      %145 = llvm.intr.minnum(%138, %142) : (f32, f32) -> f32
      %146 = arith.divf %145, %143 : f32
      %cst_96 = arith.constant 0.000000e+00 : f32
      %147 = arith.cmpf ogt, %143, %cst_96 : f32
      %cst_97 = arith.constant 0x7F800000 : f32
      %148 = arith.cmpf olt, %143, %cst_97 : f32
      %149 = arith.andi %147, %148 : i1
      %150 = arith.cmpf oeq, %144, %144 : f32
      %151 = arith.andi %149, %150 : i1
      scf.if %151 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %571 = llvm.intr.fma(%146, %146, %cst_295) : (f32, f32, f32) -> f32
        %572 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%571) : (f32) -> f32
        %573 = arith.mulf %143, %572 : f32
        memref.store %573, %alloca_19[] : memref<f32>
      }
      %cst_98 = arith.constant 0x7F800000 : f32
      %152 = arith.cmpf oeq, %138, %cst_98 : f32
      %cst_99 = arith.constant 0x7F800000 : f32
      %153 = arith.cmpf oeq, %142, %cst_99 : f32
      %154 = arith.ori %152, %153 : i1
      scf.if %154 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_19[] : memref<f32>
      }
      %155 = memref.load %alloca_19[] : memref<f32>
      %c5_i64 = arith.constant 5 : i64
      %156 = llvm.getelementptr %1[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %155, %156 : f32, !llvm.ptr<1>
      %cst_100 = arith.constant 3.000000e+38 : f32
      %cst_101 = arith.constant 3.000000e+38 : f32
      %157 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_102 = arith.constant 0 : i32
      %158 = llvm.insertelement %cst_100, %157[%c0_i32_102 : i32] : vector<2xf32>
      %c1_i32_103 = arith.constant 1 : i32
      %159 = llvm.insertelement %cst_101, %158[%c1_i32_103 : i32] : vector<2xf32>
      %c0_i32_104 = arith.constant 0 : i32
      %160 = llvm.extractelement %159[%c0_i32_104 : i32] : vector<2xf32>
      %161 = arith.bitcast %160 : f32 to i32
      %c2147483647_i32_105 = arith.constant 2147483647 : i32
      %162 = arith.andi %161, %c2147483647_i32_105 : i32
      %163 = arith.bitcast %162 : i32 to f32
      %c1_i32_106 = arith.constant 1 : i32
      %164 = llvm.extractelement %159[%c1_i32_106 : i32] : vector<2xf32>
      %165 = arith.bitcast %164 : f32 to i32
      %c2147483647_i32_107 = arith.constant 2147483647 : i32
      %166 = arith.andi %165, %c2147483647_i32_107 : i32
      %167 = arith.bitcast %166 : i32 to f32
      %168 = llvm.intr.maxnum(%163, %167) : (f32, f32) -> f32
      %169 = arith.addf %163, %167 : f32
      memref.store %169, %alloca_20[] : memref<f32>
      %170 = llvm.intr.minnum(%163, %167) : (f32, f32) -> f32
      %171 = arith.divf %170, %168 : f32
      %cst_108 = arith.constant 0.000000e+00 : f32
      %172 = arith.cmpf ogt, %168, %cst_108 : f32
      %cst_109 = arith.constant 0x7F800000 : f32
      %173 = arith.cmpf olt, %168, %cst_109 : f32
      %174 = arith.andi %172, %173 : i1
      %175 = arith.cmpf oeq, %169, %169 : f32
      %176 = arith.andi %174, %175 : i1
      scf.if %176 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %571 = llvm.intr.fma(%171, %171, %cst_295) : (f32, f32, f32) -> f32
        %572 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%571) : (f32) -> f32
        %573 = arith.mulf %168, %572 : f32
        memref.store %573, %alloca_20[] : memref<f32>
      }
      %cst_110 = arith.constant 0x7F800000 : f32
      %177 = arith.cmpf oeq, %163, %cst_110 : f32
      %cst_111 = arith.constant 0x7F800000 : f32
      %178 = arith.cmpf oeq, %167, %cst_111 : f32
      %179 = arith.ori %177, %178 : i1
      scf.if %179 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_20[] : memref<f32>
      }
      %180 = memref.load %alloca_20[] : memref<f32>
      %c6_i64 = arith.constant 6 : i64
      %181 = llvm.getelementptr %1[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %180, %181 : f32, !llvm.ptr<1>
      %cst_112 = arith.constant 1.401300e-45 : f32
      %cst_113 = arith.constant 0.000000e+00 : f32
      %182 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_114 = arith.constant 0 : i32
      %183 = llvm.insertelement %cst_112, %182[%c0_i32_114 : i32] : vector<2xf32>
      %c1_i32_115 = arith.constant 1 : i32
      %184 = llvm.insertelement %cst_113, %183[%c1_i32_115 : i32] : vector<2xf32>
      %c0_i32_116 = arith.constant 0 : i32
      %185 = llvm.extractelement %184[%c0_i32_116 : i32] : vector<2xf32>
      %186 = arith.bitcast %185 : f32 to i32
      %c2147483647_i32_117 = arith.constant 2147483647 : i32
      %187 = arith.andi %186, %c2147483647_i32_117 : i32
      %188 = arith.bitcast %187 : i32 to f32
      %c1_i32_118 = arith.constant 1 : i32
      %189 = llvm.extractelement %184[%c1_i32_118 : i32] : vector<2xf32>
      %190 = arith.bitcast %189 : f32 to i32
      %c2147483647_i32_119 = arith.constant 2147483647 : i32
      %191 = arith.andi %190, %c2147483647_i32_119 : i32
      %192 = arith.bitcast %191 : i32 to f32
      %193 = llvm.intr.maxnum(%188, %192) : (f32, f32) -> f32
      %194 = arith.addf %188, %192 : f32
      memref.store %194, %alloca_21[] : memref<f32>
      %195 = llvm.intr.minnum(%188, %192) : (f32, f32) -> f32
      %196 = arith.divf %195, %193 : f32
      %cst_120 = arith.constant 0.000000e+00 : f32
      %197 = arith.cmpf ogt, %193, %cst_120 : f32
      %cst_121 = arith.constant 0x7F800000 : f32
      %198 = arith.cmpf olt, %193, %cst_121 : f32
      %199 = arith.andi %197, %198 : i1
      %200 = arith.cmpf oeq, %194, %194 : f32
      %201 = arith.andi %199, %200 : i1
      scf.if %201 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %571 = llvm.intr.fma(%196, %196, %cst_295) : (f32, f32, f32) -> f32
        %572 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%571) : (f32) -> f32
        %573 = arith.mulf %193, %572 : f32
        memref.store %573, %alloca_21[] : memref<f32>
      }
      %cst_122 = arith.constant 0x7F800000 : f32
      %202 = arith.cmpf oeq, %188, %cst_122 : f32
      %cst_123 = arith.constant 0x7F800000 : f32
      %203 = arith.cmpf oeq, %192, %cst_123 : f32
      %204 = arith.ori %202, %203 : i1
      scf.if %204 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_21[] : memref<f32>
      }
      %205 = memref.load %alloca_21[] : memref<f32>
      %c7_i64 = arith.constant 7 : i64
      %206 = llvm.getelementptr %1[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %205, %206 : f32, !llvm.ptr<1>
      %cst_124 = arith.constant 9.9999999999999996E+199 : f64
      %cst_125 = arith.constant 9.9999999999999996E+199 : f64
      %207 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_126 = arith.constant 0 : i32
      %208 = llvm.insertelement %cst_124, %207[%c0_i32_126 : i32] : vector<2xf64>
      %c1_i32_127 = arith.constant 1 : i32
      %209 = llvm.insertelement %cst_125, %208[%c1_i32_127 : i32] : vector<2xf64>
      %c0_i32_128 = arith.constant 0 : i32
      %210 = llvm.extractelement %209[%c0_i32_128 : i32] : vector<2xf64>
      %211 = arith.bitcast %210 : f64 to i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %212 = arith.andi %211, %c9223372036854775807_i64 : i64
      %213 = arith.bitcast %212 : i64 to f64
      %c1_i32_129 = arith.constant 1 : i32
      %214 = llvm.extractelement %209[%c1_i32_129 : i32] : vector<2xf64>
      %215 = arith.bitcast %214 : f64 to i64
      %c9223372036854775807_i64_130 = arith.constant 9223372036854775807 : i64
      %216 = arith.andi %215, %c9223372036854775807_i64_130 : i64
      %217 = arith.bitcast %216 : i64 to f64
      %218 = llvm.intr.maxnum(%213, %217) : (f64, f64) -> f64
      %219 = arith.addf %213, %217 : f64
      memref.store %219, %alloca_22[] : memref<f64>
      %220 = llvm.intr.minnum(%213, %217) : (f64, f64) -> f64
      %221 = arith.divf %220, %218 : f64
      %cst_131 = arith.constant 0.000000e+00 : f64
      %222 = arith.cmpf ogt, %218, %cst_131 : f64
      %cst_132 = arith.constant 0x7FF0000000000000 : f64
      %223 = arith.cmpf olt, %218, %cst_132 : f64
      %224 = arith.andi %222, %223 : i1
      %225 = arith.cmpf oeq, %219, %219 : f64
      %226 = arith.andi %224, %225 : i1
      scf.if %226 {
        %cst_295 = arith.constant 1.000000e+00 : f64
        %571 = llvm.intr.fma(%221, %221, %cst_295) : (f64, f64, f64) -> f64
        %572 = math.sqrt %571 : f64
        %573 = arith.mulf %218, %572 : f64
        memref.store %573, %alloca_22[] : memref<f64>
      }
      %cst_133 = arith.constant 0x7FF0000000000000 : f64
      %227 = arith.cmpf oeq, %213, %cst_133 : f64
      %cst_134 = arith.constant 0x7FF0000000000000 : f64
      %228 = arith.cmpf oeq, %217, %cst_134 : f64
      %229 = arith.ori %227, %228 : i1
      scf.if %229 {
        %cst_295 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_295, %alloca_22[] : memref<f64>
      }
      %230 = memref.load %alloca_22[] : memref<f64>
      llvm.store %230, %3 : f64, !llvm.ptr<1>
      %cst_135 = arith.constant 3.000000e-200 : f64
      %cst_136 = arith.constant 4.000000e-200 : f64
      %231 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_137 = arith.constant 0 : i32
      %232 = llvm.insertelement %cst_135, %231[%c0_i32_137 : i32] : vector<2xf64>
      %c1_i32_138 = arith.constant 1 : i32
      %233 = llvm.insertelement %cst_136, %232[%c1_i32_138 : i32] : vector<2xf64>
      %c0_i32_139 = arith.constant 0 : i32
      %234 = llvm.extractelement %233[%c0_i32_139 : i32] : vector<2xf64>
      %235 = arith.bitcast %234 : f64 to i64
      %c9223372036854775807_i64_140 = arith.constant 9223372036854775807 : i64
      %236 = arith.andi %235, %c9223372036854775807_i64_140 : i64
      %237 = arith.bitcast %236 : i64 to f64
      %c1_i32_141 = arith.constant 1 : i32
      %238 = llvm.extractelement %233[%c1_i32_141 : i32] : vector<2xf64>
      %239 = arith.bitcast %238 : f64 to i64
      %c9223372036854775807_i64_142 = arith.constant 9223372036854775807 : i64
      %240 = arith.andi %239, %c9223372036854775807_i64_142 : i64
      %241 = arith.bitcast %240 : i64 to f64
      %242 = llvm.intr.maxnum(%237, %241) : (f64, f64) -> f64
      %243 = arith.addf %237, %241 : f64
      memref.store %243, %alloca_23[] : memref<f64>
      %244 = llvm.intr.minnum(%237, %241) : (f64, f64) -> f64
      %245 = arith.divf %244, %242 : f64
      %cst_143 = arith.constant 0.000000e+00 : f64
      %246 = arith.cmpf ogt, %242, %cst_143 : f64
      %cst_144 = arith.constant 0x7FF0000000000000 : f64
      %247 = arith.cmpf olt, %242, %cst_144 : f64
      %248 = arith.andi %246, %247 : i1
      %249 = arith.cmpf oeq, %243, %243 : f64
      %250 = arith.andi %248, %249 : i1
      scf.if %250 {
        %cst_295 = arith.constant 1.000000e+00 : f64
        %571 = llvm.intr.fma(%245, %245, %cst_295) : (f64, f64, f64) -> f64
        %572 = math.sqrt %571 : f64
        %573 = arith.mulf %242, %572 : f64
        memref.store %573, %alloca_23[] : memref<f64>
      }
      %cst_145 = arith.constant 0x7FF0000000000000 : f64
      %251 = arith.cmpf oeq, %237, %cst_145 : f64
      %cst_146 = arith.constant 0x7FF0000000000000 : f64
      %252 = arith.cmpf oeq, %241, %cst_146 : f64
      %253 = arith.ori %251, %252 : i1
      scf.if %253 {
        %cst_295 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_295, %alloca_23[] : memref<f64>
      }
      %254 = memref.load %alloca_23[] : memref<f64>
      %c1_i64_147 = arith.constant 1 : i64
      %255 = llvm.getelementptr %3[%c1_i64_147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %254, %255 : f64, !llvm.ptr<1>
      %cst_148 = arith.constant 0xFFF0000000000000 : f64
      %cst_149 = arith.constant 2.000000e+00 : f64
      %256 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_150 = arith.constant 0 : i32
      %257 = llvm.insertelement %cst_148, %256[%c0_i32_150 : i32] : vector<2xf64>
      %c1_i32_151 = arith.constant 1 : i32
      %258 = llvm.insertelement %cst_149, %257[%c1_i32_151 : i32] : vector<2xf64>
      %c0_i32_152 = arith.constant 0 : i32
      %259 = llvm.extractelement %258[%c0_i32_152 : i32] : vector<2xf64>
      %260 = arith.bitcast %259 : f64 to i64
      %c9223372036854775807_i64_153 = arith.constant 9223372036854775807 : i64
      %261 = arith.andi %260, %c9223372036854775807_i64_153 : i64
      %262 = arith.bitcast %261 : i64 to f64
      %c1_i32_154 = arith.constant 1 : i32
      %263 = llvm.extractelement %258[%c1_i32_154 : i32] : vector<2xf64>
      %264 = arith.bitcast %263 : f64 to i64
      %c9223372036854775807_i64_155 = arith.constant 9223372036854775807 : i64
      %265 = arith.andi %264, %c9223372036854775807_i64_155 : i64
      %266 = arith.bitcast %265 : i64 to f64
      %267 = llvm.intr.maxnum(%262, %266) : (f64, f64) -> f64
      %268 = arith.addf %262, %266 : f64
      memref.store %268, %alloca_24[] : memref<f64>
      %269 = llvm.intr.minnum(%262, %266) : (f64, f64) -> f64
      %270 = arith.divf %269, %267 : f64
      %cst_156 = arith.constant 0.000000e+00 : f64
      %271 = arith.cmpf ogt, %267, %cst_156 : f64
      %cst_157 = arith.constant 0x7FF0000000000000 : f64
      %272 = arith.cmpf olt, %267, %cst_157 : f64
      %273 = arith.andi %271, %272 : i1
      %274 = arith.cmpf oeq, %268, %268 : f64
      %275 = arith.andi %273, %274 : i1
      scf.if %275 {
        %cst_295 = arith.constant 1.000000e+00 : f64
        %571 = llvm.intr.fma(%270, %270, %cst_295) : (f64, f64, f64) -> f64
        %572 = math.sqrt %571 : f64
        %573 = arith.mulf %267, %572 : f64
        memref.store %573, %alloca_24[] : memref<f64>
      }
      %cst_158 = arith.constant 0x7FF0000000000000 : f64
      %276 = arith.cmpf oeq, %262, %cst_158 : f64
      %cst_159 = arith.constant 0x7FF0000000000000 : f64
      %277 = arith.cmpf oeq, %266, %cst_159 : f64
      %278 = arith.ori %276, %277 : i1
      scf.if %278 {
        %cst_295 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_295, %alloca_24[] : memref<f64>
      }
      %279 = memref.load %alloca_24[] : memref<f64>
      %c2_i64_160 = arith.constant 2 : i64
      %280 = llvm.getelementptr %3[%c2_i64_160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %279, %280 : f64, !llvm.ptr<1>
      %cst_161 = arith.constant 5.000000e+00 : f64
      %cst_162 = arith.constant -1.200000e+01 : f64
      %281 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_163 = arith.constant 0 : i32
      %282 = llvm.insertelement %cst_161, %281[%c0_i32_163 : i32] : vector<2xf64>
      %c1_i32_164 = arith.constant 1 : i32
      %283 = llvm.insertelement %cst_162, %282[%c1_i32_164 : i32] : vector<2xf64>
      %c0_i32_165 = arith.constant 0 : i32
      %284 = llvm.extractelement %283[%c0_i32_165 : i32] : vector<2xf64>
      %285 = arith.bitcast %284 : f64 to i64
      %c9223372036854775807_i64_166 = arith.constant 9223372036854775807 : i64
      %286 = arith.andi %285, %c9223372036854775807_i64_166 : i64
      %287 = arith.bitcast %286 : i64 to f64
      %c1_i32_167 = arith.constant 1 : i32
      %288 = llvm.extractelement %283[%c1_i32_167 : i32] : vector<2xf64>
      %289 = arith.bitcast %288 : f64 to i64
      %c9223372036854775807_i64_168 = arith.constant 9223372036854775807 : i64
      %290 = arith.andi %289, %c9223372036854775807_i64_168 : i64
      %291 = arith.bitcast %290 : i64 to f64
      %292 = llvm.intr.maxnum(%287, %291) : (f64, f64) -> f64
      %293 = arith.addf %287, %291 : f64
      memref.store %293, %alloca_25[] : memref<f64>
      %294 = llvm.intr.minnum(%287, %291) : (f64, f64) -> f64
      %295 = arith.divf %294, %292 : f64
      %cst_169 = arith.constant 0.000000e+00 : f64
      %296 = arith.cmpf ogt, %292, %cst_169 : f64
      %cst_170 = arith.constant 0x7FF0000000000000 : f64
      %297 = arith.cmpf olt, %292, %cst_170 : f64
      %298 = arith.andi %296, %297 : i1
      %299 = arith.cmpf oeq, %293, %293 : f64
      %300 = arith.andi %298, %299 : i1
      scf.if %300 {
        %cst_295 = arith.constant 1.000000e+00 : f64
        %571 = llvm.intr.fma(%295, %295, %cst_295) : (f64, f64, f64) -> f64
        %572 = math.sqrt %571 : f64
        %573 = arith.mulf %292, %572 : f64
        memref.store %573, %alloca_25[] : memref<f64>
      }
      %cst_171 = arith.constant 0x7FF0000000000000 : f64
      %301 = arith.cmpf oeq, %287, %cst_171 : f64
      %cst_172 = arith.constant 0x7FF0000000000000 : f64
      %302 = arith.cmpf oeq, %291, %cst_172 : f64
      %303 = arith.ori %301, %302 : i1
      scf.if %303 {
        %cst_295 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_295, %alloca_25[] : memref<f64>
      }
      %304 = memref.load %alloca_25[] : memref<f64>
      %c3_i64_173 = arith.constant 3 : i64
      %305 = llvm.getelementptr %3[%c3_i64_173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %304, %305 : f64, !llvm.ptr<1>
      %cst_174 = arith.constant 9.9999999999999996E+199 : f64
      %cst_175 = arith.constant 9.9999999999999996E+199 : f64
      %306 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_176 = arith.constant 0 : i32
      %307 = llvm.insertelement %cst_174, %306[%c0_i32_176 : i32] : vector<2xf64>
      %c1_i32_177 = arith.constant 1 : i32
      %308 = llvm.insertelement %cst_175, %307[%c1_i32_177 : i32] : vector<2xf64>
      %cst_178 = arith.constant 2.000000e+200 : f64
      %cst_179 = arith.constant 9.9999999999999996E+199 : f64
      %309 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_180 = arith.constant 0 : i32
      %310 = llvm.insertelement %cst_178, %309[%c0_i32_180 : i32] : vector<2xf64>
      %c1_i32_181 = arith.constant 1 : i32
      %311 = llvm.insertelement %cst_179, %310[%c1_i32_181 : i32] : vector<2xf64>
      %c0_i32_182 = arith.constant 0 : i32
      %312 = llvm.extractelement %308[%c0_i32_182 : i32] : vector<2xf64>
      %c1_i32_183 = arith.constant 1 : i32
      %313 = llvm.extractelement %308[%c1_i32_183 : i32] : vector<2xf64>
      %c0_i32_184 = arith.constant 0 : i32
      %314 = llvm.extractelement %311[%c0_i32_184 : i32] : vector<2xf64>
      %c1_i32_185 = arith.constant 1 : i32
      %315 = llvm.extractelement %311[%c1_i32_185 : i32] : vector<2xf64>
      %cst_186 = arith.constant 0.000000e+00 : f64
      %316 = arith.cmpf olt, %314, %cst_186 : f64
      %317 = arith.negf %314 : f64
      %318 = arith.select %316, %317, %314 : f64
      %cst_187 = arith.constant 0.000000e+00 : f64
      %319 = arith.cmpf olt, %315, %cst_187 : f64
      %320 = arith.negf %315 : f64
      %321 = arith.select %319, %320, %315 : f64
      %322 = arith.cmpf oge, %318, %321 : f64
      %323 = arith.divf %315, %314 : f64
      %324 = arith.mulf %315, %323 : f64
      %325 = arith.addf %314, %324 : f64
      %326 = arith.mulf %313, %323 : f64
      %327 = arith.mulf %312, %323 : f64
      %328 = arith.addf %312, %326 : f64
      %329 = arith.subf %313, %327 : f64
      %330 = arith.divf %328, %325 : f64
      %331 = arith.divf %329, %325 : f64
      %332 = arith.divf %314, %315 : f64
      %333 = arith.mulf %314, %332 : f64
      %334 = arith.addf %333, %315 : f64
      %335 = arith.mulf %312, %332 : f64
      %336 = arith.mulf %313, %332 : f64
      %337 = arith.addf %335, %313 : f64
      %338 = arith.subf %336, %312 : f64
      %339 = arith.divf %337, %334 : f64
      %340 = arith.divf %338, %334 : f64
      %341 = arith.select %322, %330, %339 : f64
      %342 = arith.select %322, %331, %340 : f64
      %343 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_188 = arith.constant 0 : i32
      %344 = llvm.insertelement %341, %343[%c0_i32_188 : i32] : vector<2xf64>
      %c1_i32_189 = arith.constant 1 : i32
      %345 = llvm.insertelement %342, %344[%c1_i32_189 : i32] : vector<2xf64>
      llvm.store %345, %5 : vector<2xf64>, !llvm.ptr<1>
      %cst_190 = arith.constant 9.9999999999999998E-201 : f64
      %cst_191 = arith.constant 3.000000e-200 : f64
      %346 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_192 = arith.constant 0 : i32
      %347 = llvm.insertelement %cst_190, %346[%c0_i32_192 : i32] : vector<2xf64>
      %c1_i32_193 = arith.constant 1 : i32
      %348 = llvm.insertelement %cst_191, %347[%c1_i32_193 : i32] : vector<2xf64>
      %cst_194 = arith.constant 2.000000e-200 : f64
      %cst_195 = arith.constant 9.9999999999999998E-201 : f64
      %349 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_196 = arith.constant 0 : i32
      %350 = llvm.insertelement %cst_194, %349[%c0_i32_196 : i32] : vector<2xf64>
      %c1_i32_197 = arith.constant 1 : i32
      %351 = llvm.insertelement %cst_195, %350[%c1_i32_197 : i32] : vector<2xf64>
      %c0_i32_198 = arith.constant 0 : i32
      %352 = llvm.extractelement %348[%c0_i32_198 : i32] : vector<2xf64>
      %c1_i32_199 = arith.constant 1 : i32
      %353 = llvm.extractelement %348[%c1_i32_199 : i32] : vector<2xf64>
      %c0_i32_200 = arith.constant 0 : i32
      %354 = llvm.extractelement %351[%c0_i32_200 : i32] : vector<2xf64>
      %c1_i32_201 = arith.constant 1 : i32
      %355 = llvm.extractelement %351[%c1_i32_201 : i32] : vector<2xf64>
      %cst_202 = arith.constant 0.000000e+00 : f64
      %356 = arith.cmpf olt, %354, %cst_202 : f64
      %357 = arith.negf %354 : f64
      %358 = arith.select %356, %357, %354 : f64
      %cst_203 = arith.constant 0.000000e+00 : f64
      %359 = arith.cmpf olt, %355, %cst_203 : f64
      %360 = arith.negf %355 : f64
      %361 = arith.select %359, %360, %355 : f64
      %362 = arith.cmpf oge, %358, %361 : f64
      %363 = arith.divf %355, %354 : f64
      %364 = arith.mulf %355, %363 : f64
      %365 = arith.addf %354, %364 : f64
      %366 = arith.mulf %353, %363 : f64
      %367 = arith.mulf %352, %363 : f64
      %368 = arith.addf %352, %366 : f64
      %369 = arith.subf %353, %367 : f64
      %370 = arith.divf %368, %365 : f64
      %371 = arith.divf %369, %365 : f64
      %372 = arith.divf %354, %355 : f64
      %373 = arith.mulf %354, %372 : f64
      %374 = arith.addf %373, %355 : f64
      %375 = arith.mulf %352, %372 : f64
      %376 = arith.mulf %353, %372 : f64
      %377 = arith.addf %375, %353 : f64
      %378 = arith.subf %376, %352 : f64
      %379 = arith.divf %377, %374 : f64
      %380 = arith.divf %378, %374 : f64
      %381 = arith.select %362, %370, %379 : f64
      %382 = arith.select %362, %371, %380 : f64
      %383 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_204 = arith.constant 0 : i32
      %384 = llvm.insertelement %381, %383[%c0_i32_204 : i32] : vector<2xf64>
      %c1_i32_205 = arith.constant 1 : i32
      %385 = llvm.insertelement %382, %384[%c1_i32_205 : i32] : vector<2xf64>
      %c1_i64_206 = arith.constant 1 : i64
      %386 = llvm.getelementptr %5[%c1_i64_206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %385, %386 : vector<2xf64>, !llvm.ptr<1>
      %cst_207 = arith.constant 1.000000e+00 : f64
      %cst_208 = arith.constant 2.000000e+00 : f64
      %387 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_209 = arith.constant 0 : i32
      %388 = llvm.insertelement %cst_207, %387[%c0_i32_209 : i32] : vector<2xf64>
      %c1_i32_210 = arith.constant 1 : i32
      %389 = llvm.insertelement %cst_208, %388[%c1_i32_210 : i32] : vector<2xf64>
      %cst_211 = arith.constant 1.000000e-300 : f64
      %cst_212 = arith.constant 4.000000e-300 : f64
      %390 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_213 = arith.constant 0 : i32
      %391 = llvm.insertelement %cst_211, %390[%c0_i32_213 : i32] : vector<2xf64>
      %c1_i32_214 = arith.constant 1 : i32
      %392 = llvm.insertelement %cst_212, %391[%c1_i32_214 : i32] : vector<2xf64>
      %c0_i32_215 = arith.constant 0 : i32
      %393 = llvm.extractelement %389[%c0_i32_215 : i32] : vector<2xf64>
      %c1_i32_216 = arith.constant 1 : i32
      %394 = llvm.extractelement %389[%c1_i32_216 : i32] : vector<2xf64>
      %c0_i32_217 = arith.constant 0 : i32
      %395 = llvm.extractelement %392[%c0_i32_217 : i32] : vector<2xf64>
      %c1_i32_218 = arith.constant 1 : i32
      %396 = llvm.extractelement %392[%c1_i32_218 : i32] : vector<2xf64>
      %cst_219 = arith.constant 0.000000e+00 : f64
      %397 = arith.cmpf olt, %395, %cst_219 : f64
      %398 = arith.negf %395 : f64
      %399 = arith.select %397, %398, %395 : f64
      %cst_220 = arith.constant 0.000000e+00 : f64
      %400 = arith.cmpf olt, %396, %cst_220 : f64
      %401 = arith.negf %396 : f64
      %402 = arith.select %400, %401, %396 : f64
      %403 = arith.cmpf oge, %399, %402 : f64
      %404 = arith.divf %396, %395 : f64
      %405 = arith.mulf %396, %404 : f64
      %406 = arith.addf %395, %405 : f64
      %407 = arith.mulf %394, %404 : f64
      %408 = arith.mulf %393, %404 : f64
      %409 = arith.addf %393, %407 : f64
      %410 = arith.subf %394, %408 : f64
      %411 = arith.divf %409, %406 : f64
      %412 = arith.divf %410, %406 : f64
      %413 = arith.divf %395, %396 : f64
      %414 = arith.mulf %395, %413 : f64
      %415 = arith.addf %414, %396 : f64
      %416 = arith.mulf %393, %413 : f64
      %417 = arith.mulf %394, %413 : f64
      %418 = arith.addf %416, %394 : f64
      %419 = arith.subf %417, %393 : f64
      %420 = arith.divf %418, %415 : f64
      %421 = arith.divf %419, %415 : f64
      %422 = arith.select %403, %411, %420 : f64
      %423 = arith.select %403, %412, %421 : f64
      %424 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_221 = arith.constant 0 : i32
      %425 = llvm.insertelement %422, %424[%c0_i32_221 : i32] : vector<2xf64>
      %c1_i32_222 = arith.constant 1 : i32
      %426 = llvm.insertelement %423, %425[%c1_i32_222 : i32] : vector<2xf64>
      %c2_i64_223 = arith.constant 2 : i64
      %427 = llvm.getelementptr %5[%c2_i64_223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %426, %427 : vector<2xf64>, !llvm.ptr<1>
      %cst_224 = arith.constant 2.000000e+30 : f32
      %cst_225 = arith.constant 1.000000e+30 : f32
      %428 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_226 = arith.constant 0 : i32
      %429 = llvm.insertelement %cst_224, %428[%c0_i32_226 : i32] : vector<2xf32>
      %c1_i32_227 = arith.constant 1 : i32
      %430 = llvm.insertelement %cst_225, %429[%c1_i32_227 : i32] : vector<2xf32>
      %cst_228 = arith.constant 1.000000e+30 : f32
      %cst_229 = arith.constant 3.000000e+30 : f32
      %431 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_230 = arith.constant 0 : i32
      %432 = llvm.insertelement %cst_228, %431[%c0_i32_230 : i32] : vector<2xf32>
      %c1_i32_231 = arith.constant 1 : i32
      %433 = llvm.insertelement %cst_229, %432[%c1_i32_231 : i32] : vector<2xf32>
      %c0_i32_232 = arith.constant 0 : i32
      %434 = llvm.extractelement %430[%c0_i32_232 : i32] : vector<2xf32>
      %c1_i32_233 = arith.constant 1 : i32
      %435 = llvm.extractelement %430[%c1_i32_233 : i32] : vector<2xf32>
      %c0_i32_234 = arith.constant 0 : i32
      %436 = llvm.extractelement %433[%c0_i32_234 : i32] : vector<2xf32>
      %c1_i32_235 = arith.constant 1 : i32
      %437 = llvm.extractelement %433[%c1_i32_235 : i32] : vector<2xf32>
      %cst_236 = arith.constant 0.000000e+00 : f32
      %438 = arith.cmpf olt, %436, %cst_236 : f32
      %439 = arith.negf %436 : f32
      %440 = arith.select %438, %439, %436 : f32
      %cst_237 = arith.constant 0.000000e+00 : f32
      %441 = arith.cmpf olt, %437, %cst_237 : f32
      %442 = arith.negf %437 : f32
      %443 = arith.select %441, %442, %437 : f32
      %444 = arith.cmpf oge, %440, %443 : f32
      %445 = arith.divf %437, %436 : f32
      %446 = arith.mulf %437, %445 : f32
      %447 = arith.addf %436, %446 : f32
      %448 = arith.mulf %435, %445 : f32
      %449 = arith.mulf %434, %445 : f32
      %450 = arith.addf %434, %448 : f32
      %451 = arith.subf %435, %449 : f32
      %452 = arith.divf %450, %447 : f32
      %453 = arith.divf %451, %447 : f32
      %454 = arith.divf %436, %437 : f32
      %455 = arith.mulf %436, %454 : f32
      %456 = arith.addf %455, %437 : f32
      %457 = arith.mulf %434, %454 : f32
      %458 = arith.mulf %435, %454 : f32
      %459 = arith.addf %457, %435 : f32
      %460 = arith.subf %458, %434 : f32
      %461 = arith.divf %459, %456 : f32
      %462 = arith.divf %460, %456 : f32
      %463 = arith.select %444, %452, %461 : f32
      %464 = arith.select %444, %453, %462 : f32
      %465 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_238 = arith.constant 0 : i32
      %466 = llvm.insertelement %463, %465[%c0_i32_238 : i32] : vector<2xf32>
      %c1_i32_239 = arith.constant 1 : i32
      %467 = llvm.insertelement %464, %466[%c1_i32_239 : i32] : vector<2xf32>
      llvm.store %467, %7 : vector<2xf32>, !llvm.ptr<1>
      %cst_240 = arith.constant 1.000000e+00 : f32
      %cst_241 = arith.constant -1.000000e+00 : f32
      %468 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_242 = arith.constant 0 : i32
      %469 = llvm.insertelement %cst_240, %468[%c0_i32_242 : i32] : vector<2xf32>
      %c1_i32_243 = arith.constant 1 : i32
      %470 = llvm.insertelement %cst_241, %469[%c1_i32_243 : i32] : vector<2xf32>
      %cst_244 = arith.constant 4.000000e-30 : f32
      %cst_245 = arith.constant 2.000000e-30 : f32
      %471 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_246 = arith.constant 0 : i32
      %472 = llvm.insertelement %cst_244, %471[%c0_i32_246 : i32] : vector<2xf32>
      %c1_i32_247 = arith.constant 1 : i32
      %473 = llvm.insertelement %cst_245, %472[%c1_i32_247 : i32] : vector<2xf32>
      %c0_i32_248 = arith.constant 0 : i32
      %474 = llvm.extractelement %470[%c0_i32_248 : i32] : vector<2xf32>
      %c1_i32_249 = arith.constant 1 : i32
      %475 = llvm.extractelement %470[%c1_i32_249 : i32] : vector<2xf32>
      %c0_i32_250 = arith.constant 0 : i32
      %476 = llvm.extractelement %473[%c0_i32_250 : i32] : vector<2xf32>
      %c1_i32_251 = arith.constant 1 : i32
      %477 = llvm.extractelement %473[%c1_i32_251 : i32] : vector<2xf32>
      %cst_252 = arith.constant 0.000000e+00 : f32
      %478 = arith.cmpf olt, %476, %cst_252 : f32
      %479 = arith.negf %476 : f32
      %480 = arith.select %478, %479, %476 : f32
      %cst_253 = arith.constant 0.000000e+00 : f32
      %481 = arith.cmpf olt, %477, %cst_253 : f32
      %482 = arith.negf %477 : f32
      %483 = arith.select %481, %482, %477 : f32
      %484 = arith.cmpf oge, %480, %483 : f32
      %485 = arith.divf %477, %476 : f32
      %486 = arith.mulf %477, %485 : f32
      %487 = arith.addf %476, %486 : f32
      %488 = arith.mulf %475, %485 : f32
      %489 = arith.mulf %474, %485 : f32
      %490 = arith.addf %474, %488 : f32
      %491 = arith.subf %475, %489 : f32
      %492 = arith.divf %490, %487 : f32
      %493 = arith.divf %491, %487 : f32
      %494 = arith.divf %476, %477 : f32
      %495 = arith.mulf %476, %494 : f32
      %496 = arith.addf %495, %477 : f32
      %497 = arith.mulf %474, %494 : f32
      %498 = arith.mulf %475, %494 : f32
      %499 = arith.addf %497, %475 : f32
      %500 = arith.subf %498, %474 : f32
      %501 = arith.divf %499, %496 : f32
      %502 = arith.divf %500, %496 : f32
      %503 = arith.select %484, %492, %501 : f32
      %504 = arith.select %484, %493, %502 : f32
      %505 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_254 = arith.constant 0 : i32
      %506 = llvm.insertelement %503, %505[%c0_i32_254 : i32] : vector<2xf32>
      %c1_i32_255 = arith.constant 1 : i32
      %507 = llvm.insertelement %504, %506[%c1_i32_255 : i32] : vector<2xf32>
      %c1_i64_256 = arith.constant 1 : i64
      %508 = llvm.getelementptr %7[%c1_i64_256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %507, %508 : vector<2xf32>, !llvm.ptr<1>
      %cst_257 = arith.constant 8.900000e+01 : f32
      %cst_258 = arith.constant 5.000000e-01 : f32
      %509 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_259 = arith.constant 0 : i32
      %510 = llvm.insertelement %cst_257, %509[%c0_i32_259 : i32] : vector<2xf32>
      %c1_i32_260 = arith.constant 1 : i32
      %511 = llvm.insertelement %cst_258, %510[%c1_i32_260 : i32] : vector<2xf32>
      %c0_i32_261 = arith.constant 0 : i32
      %512 = llvm.extractelement %511[%c0_i32_261 : i32] : vector<2xf32>
      %c1_i32_262 = arith.constant 1 : i32
      %513 = llvm.extractelement %511[%c1_i32_262 : i32] : vector<2xf32>
      %514 = math.exp %512 : f32
      %515 = math.cos %513 : f32
      %516 = arith.mulf %514, %515 : f32
      memref.store %516, %alloca_26[] : memref<f32>
      %517 = math.sin %513 : f32
      %518 = arith.mulf %514, %517 : f32
      memref.store %518, %alloca_27[] : memref<f32>
      %cst_263 = arith.constant 8.000000e+01 : f32
      %519 = arith.cmpf ogt, %512, %cst_263 : f32
      scf.if %519 {
        %cst_295 = arith.constant 5.000000e-01 : f32
        %571 = arith.mulf %512, %cst_295 : f32
        %572 = math.exp %571 : f32
        %573 = math.cos %513 : f32
        %574 = arith.mulf %572, %573 : f32
        %575 = arith.mulf %574, %572 : f32
        memref.store %575, %alloca_26[] : memref<f32>
        %576 = math.sin %513 : f32
        %577 = arith.mulf %572, %576 : f32
        %578 = arith.mulf %577, %572 : f32
        memref.store %578, %alloca_27[] : memref<f32>
      }
      %cst_264 = arith.constant 0x7F800000 : f32
      %520 = arith.cmpf oeq, %512, %cst_264 : f32
      scf.if %520 {
        %cst_295 = arith.constant 0.000000e+00 : f32
        %571 = arith.cmpf oeq, %513, %cst_295 : f32
        scf.if %571 {
          memref.store %512, %alloca_26[] : memref<f32>
          memref.store %513, %alloca_27[] : memref<f32>
        }
        %572 = arith.bitcast %513 : f32 to i32
        %c2147483647_i32_296 = arith.constant 2147483647 : i32
        %573 = arith.andi %572, %c2147483647_i32_296 : i32
        %574 = arith.bitcast %573 : i32 to f32
        %cst_297 = arith.constant 0x7F800000 : f32
        %575 = arith.cmpf olt, %574, %cst_297 : f32
        %true = arith.constant true
        %576 = arith.xori %575, %true : i1
        scf.if %576 {
          memref.store %512, %alloca_26[] : memref<f32>
          %577 = arith.subf %513, %513 : f32
          memref.store %577, %alloca_27[] : memref<f32>
        }
      }
      %cst_265 = arith.constant 0xFF800000 : f32
      %521 = arith.cmpf oeq, %512, %cst_265 : f32
      scf.if %521 {
        %571 = arith.bitcast %513 : f32 to i32
        %c2147483647_i32_295 = arith.constant 2147483647 : i32
        %572 = arith.andi %571, %c2147483647_i32_295 : i32
        %573 = arith.bitcast %572 : i32 to f32
        %cst_296 = arith.constant 0x7F800000 : f32
        %574 = arith.cmpf olt, %573, %cst_296 : f32
        %true = arith.constant true
        %575 = arith.xori %574, %true : i1
        scf.if %575 {
          %cst_297 = arith.constant 0.000000e+00 : f32
          memref.store %cst_297, %alloca_26[] : memref<f32>
          %cst_298 = arith.constant 0.000000e+00 : f32
          memref.store %cst_298, %alloca_27[] : memref<f32>
        }
      }
      %522 = arith.cmpf une, %512, %512 : f32
      scf.if %522 {
        %cst_295 = arith.constant 0.000000e+00 : f32
        %571 = arith.cmpf oeq, %513, %cst_295 : f32
        scf.if %571 {
          memref.store %512, %alloca_26[] : memref<f32>
          memref.store %513, %alloca_27[] : memref<f32>
        }
      }
      %523 = memref.load %alloca_26[] : memref<f32>
      %524 = memref.load %alloca_27[] : memref<f32>
      %525 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_266 = arith.constant 0 : i32
      %526 = llvm.insertelement %523, %525[%c0_i32_266 : i32] : vector<2xf32>
      %c1_i32_267 = arith.constant 1 : i32
      %527 = llvm.insertelement %524, %526[%c1_i32_267 : i32] : vector<2xf32>
      %c2_i64_268 = arith.constant 2 : i64
      %528 = llvm.getelementptr %7[%c2_i64_268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %527, %528 : vector<2xf32>, !llvm.ptr<1>
      %cst_269 = arith.constant 1.275000e+02 : f32
      %cst_270 = arith.constant -2.000000e+00 : f32
      %529 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_271 = arith.constant 0 : i32
      %530 = llvm.insertelement %cst_269, %529[%c0_i32_271 : i32] : vector<2xf32>
      %c1_i32_272 = arith.constant 1 : i32
      %531 = llvm.insertelement %cst_270, %530[%c1_i32_272 : i32] : vector<2xf32>
      %c0_i32_273 = arith.constant 0 : i32
      %532 = llvm.extractelement %531[%c0_i32_273 : i32] : vector<2xf32>
      %cst_274 = arith.constant 0.693147182 : f32
      %533 = arith.mulf %532, %cst_274 : f32
      %c1_i32_275 = arith.constant 1 : i32
      %534 = llvm.extractelement %531[%c1_i32_275 : i32] : vector<2xf32>
      %cst_276 = arith.constant 0.693147182 : f32
      %535 = arith.mulf %534, %cst_276 : f32
      %536 = math.exp %533 : f32
      %537 = math.cos %535 : f32
      %538 = arith.mulf %536, %537 : f32
      memref.store %538, %alloca_28[] : memref<f32>
      %539 = math.sin %535 : f32
      %540 = arith.mulf %536, %539 : f32
      memref.store %540, %alloca_29[] : memref<f32>
      %cst_277 = arith.constant 8.000000e+01 : f32
      %541 = arith.cmpf ogt, %533, %cst_277 : f32
      scf.if %541 {
        %cst_295 = arith.constant 5.000000e-01 : f32
        %571 = arith.mulf %533, %cst_295 : f32
        %572 = math.exp %571 : f32
        %573 = math.cos %535 : f32
        %574 = arith.mulf %572, %573 : f32
        %575 = arith.mulf %574, %572 : f32
        memref.store %575, %alloca_28[] : memref<f32>
        %576 = math.sin %535 : f32
        %577 = arith.mulf %572, %576 : f32
        %578 = arith.mulf %577, %572 : f32
        memref.store %578, %alloca_29[] : memref<f32>
      }
      %cst_278 = arith.constant 0x7F800000 : f32
      %542 = arith.cmpf oeq, %533, %cst_278 : f32
      scf.if %542 {
        %cst_295 = arith.constant 0.000000e+00 : f32
        %571 = arith.cmpf oeq, %535, %cst_295 : f32
        scf.if %571 {
          memref.store %533, %alloca_28[] : memref<f32>
          memref.store %535, %alloca_29[] : memref<f32>
        }
        %572 = arith.bitcast %535 : f32 to i32
        %c2147483647_i32_296 = arith.constant 2147483647 : i32
        %573 = arith.andi %572, %c2147483647_i32_296 : i32
        %574 = arith.bitcast %573 : i32 to f32
        %cst_297 = arith.constant 0x7F800000 : f32
        %575 = arith.cmpf olt, %574, %cst_297 : f32
        %true = arith.constant true
        %576 = arith.xori %575, %true : i1
        scf.if %576 {
          memref.store %533, %alloca_28[] : memref<f32>
          %577 = arith.subf %535, %535 : f32
          memref.store %577, %alloca_29[] : memref<f32>
        }
      }
      %cst_279 = arith.constant 0xFF800000 : f32
      %543 = arith.cmpf oeq, %533, %cst_279 : f32
      scf.if %543 {
        %571 = arith.bitcast %535 : f32 to i32
        %c2147483647_i32_295 = arith.constant 2147483647 : i32
        %572 = arith.andi %571, %c2147483647_i32_295 : i32
        %573 = arith.bitcast %572 : i32 to f32
        %cst_296 = arith.constant 0x7F800000 : f32
        %574 = arith.cmpf olt, %573, %cst_296 : f32
        %true = arith.constant true
        %575 = arith.xori %574, %true : i1
        scf.if %575 {
          %cst_297 = arith.constant 0.000000e+00 : f32
          memref.store %cst_297, %alloca_28[] : memref<f32>
          %cst_298 = arith.constant 0.000000e+00 : f32
          memref.store %cst_298, %alloca_29[] : memref<f32>
        }
      }
      %544 = arith.cmpf une, %533, %533 : f32
      scf.if %544 {
        %cst_295 = arith.constant 0.000000e+00 : f32
        %571 = arith.cmpf oeq, %535, %cst_295 : f32
        scf.if %571 {
          memref.store %533, %alloca_28[] : memref<f32>
          memref.store %535, %alloca_29[] : memref<f32>
        }
      }
      %545 = memref.load %alloca_28[] : memref<f32>
      %546 = memref.load %alloca_29[] : memref<f32>
      %547 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_280 = arith.constant 0 : i32
      %548 = llvm.insertelement %545, %547[%c0_i32_280 : i32] : vector<2xf32>
      %c1_i32_281 = arith.constant 1 : i32
      %549 = llvm.insertelement %546, %548[%c1_i32_281 : i32] : vector<2xf32>
      %c3_i64_282 = arith.constant 3 : i64
      %550 = llvm.getelementptr %7[%c3_i64_282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %549, %550 : vector<2xf32>, !llvm.ptr<1>
      %cst_283 = arith.constant 709.89999999999998 : f64
      %cst_284 = arith.constant 1.200000e+00 : f64
      %551 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_285 = arith.constant 0 : i32
      %552 = llvm.insertelement %cst_283, %551[%c0_i32_285 : i32] : vector<2xf64>
      %c1_i32_286 = arith.constant 1 : i32
      %553 = llvm.insertelement %cst_284, %552[%c1_i32_286 : i32] : vector<2xf64>
      %c0_i32_287 = arith.constant 0 : i32
      %554 = llvm.extractelement %553[%c0_i32_287 : i32] : vector<2xf64>
      %c1_i32_288 = arith.constant 1 : i32
      %555 = llvm.extractelement %553[%c1_i32_288 : i32] : vector<2xf64>
      %556 = math.exp %554 : f64
      %557 = math.cos %555 : f64
      %558 = arith.mulf %556, %557 : f64
      memref.store %558, %alloca_30[] : memref<f64>
      %559 = math.sin %555 : f64
      %560 = arith.mulf %556, %559 : f64
      memref.store %560, %alloca_31[] : memref<f64>
      %cst_289 = arith.constant 7.000000e+02 : f64
      %561 = arith.cmpf ogt, %554, %cst_289 : f64
      scf.if %561 {
        %cst_295 = arith.constant 5.000000e-01 : f64
        %571 = arith.mulf %554, %cst_295 : f64
        %572 = math.exp %571 : f64
        %573 = math.cos %555 : f64
        %574 = arith.mulf %572, %573 : f64
        %575 = arith.mulf %574, %572 : f64
        memref.store %575, %alloca_30[] : memref<f64>
        %576 = math.sin %555 : f64
        %577 = arith.mulf %572, %576 : f64
        %578 = arith.mulf %577, %572 : f64
        memref.store %578, %alloca_31[] : memref<f64>
      }
      %cst_290 = arith.constant 0x7FF0000000000000 : f64
      %562 = arith.cmpf oeq, %554, %cst_290 : f64
      scf.if %562 {
        %cst_295 = arith.constant 0.000000e+00 : f64
        %571 = arith.cmpf oeq, %555, %cst_295 : f64
        scf.if %571 {
          memref.store %554, %alloca_30[] : memref<f64>
          memref.store %555, %alloca_31[] : memref<f64>
        }
        %572 = arith.bitcast %555 : f64 to i64
        %c9223372036854775807_i64_296 = arith.constant 9223372036854775807 : i64
        %573 = arith.andi %572, %c9223372036854775807_i64_296 : i64
        %574 = arith.bitcast %573 : i64 to f64
        %cst_297 = arith.constant 0x7FF0000000000000 : f64
        %575 = arith.cmpf olt, %574, %cst_297 : f64
        %true = arith.constant true
        %576 = arith.xori %575, %true : i1
        scf.if %576 {
          memref.store %554, %alloca_30[] : memref<f64>
          %577 = arith.subf %555, %555 : f64
          memref.store %577, %alloca_31[] : memref<f64>
        }
      }
      %cst_291 = arith.constant 0xFFF0000000000000 : f64
      %563 = arith.cmpf oeq, %554, %cst_291 : f64
      scf.if %563 {
        %571 = arith.bitcast %555 : f64 to i64
        %c9223372036854775807_i64_295 = arith.constant 9223372036854775807 : i64
        %572 = arith.andi %571, %c9223372036854775807_i64_295 : i64
        %573 = arith.bitcast %572 : i64 to f64
        %cst_296 = arith.constant 0x7FF0000000000000 : f64
        %574 = arith.cmpf olt, %573, %cst_296 : f64
        %true = arith.constant true
        %575 = arith.xori %574, %true : i1
        scf.if %575 {
          %cst_297 = arith.constant 0.000000e+00 : f64
          memref.store %cst_297, %alloca_30[] : memref<f64>
          %cst_298 = arith.constant 0.000000e+00 : f64
          memref.store %cst_298, %alloca_31[] : memref<f64>
        }
      }
      %564 = arith.cmpf une, %554, %554 : f64
      scf.if %564 {
        %cst_295 = arith.constant 0.000000e+00 : f64
        %571 = arith.cmpf oeq, %555, %cst_295 : f64
        scf.if %571 {
          memref.store %554, %alloca_30[] : memref<f64>
          memref.store %555, %alloca_31[] : memref<f64>
        }
      }
      %565 = memref.load %alloca_30[] : memref<f64>
      %566 = memref.load %alloca_31[] : memref<f64>
      %567 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_292 = arith.constant 0 : i32
      %568 = llvm.insertelement %565, %567[%c0_i32_292 : i32] : vector<2xf64>
      %c1_i32_293 = arith.constant 1 : i32
      %569 = llvm.insertelement %566, %568[%c1_i32_293 : i32] : vector<2xf64>
      %c3_i64_294 = arith.constant 3 : i64
      %570 = llvm.getelementptr %5[%c3_i64_294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %569, %570 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
