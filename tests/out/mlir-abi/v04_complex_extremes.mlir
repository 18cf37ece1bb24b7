module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @extremes(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg0, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %1, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %3, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32, strided<[1]>, 1>
      %10 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %11 = llvm.mlir.constant(0 : i64) : i64
      %12 = llvm.mlir.constant(4 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg1, %10[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg1, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.insertvalue %12, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %18 = llvm.insertvalue %13, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf64, strided<[1]>, 1>
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
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(4 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.insertvalue %arg3, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = llvm.insertvalue %arg3, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %36 = llvm.insertvalue %31, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.insertvalue %32, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %38 = llvm.insertvalue %33, %37[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = builtin.unrealized_conversion_cast %38 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xvector<2xf32>, strided<[1]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %9 : memref<8xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %9 : memref<8xf32, strided<[1]>, 1> -> index
      %40 = arith.index_cast %intptr : index to i64
      %41 = llvm.inttoptr %40 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %19 : memref<4xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %19 : memref<4xf64, strided<[1]>, 1> -> index
      %42 = arith.index_cast %intptr_4 : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %29 : memref<4xvector<2xf64>, strided<[1]>, 1> -> memref<vector<2xf64>, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %29 : memref<4xvector<2xf64>, strided<[1]>, 1> -> index
      %44 = arith.index_cast %intptr_9 : index to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %39 : memref<4xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %39 : memref<4xvector<2xf32>, strided<[1]>, 1> -> index
      %46 = arith.index_cast %intptr_14 : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
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
      %48 = llvm.mlir.poison : vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %49 = llvm.insertelement %cst, %48[%c0_i32 : i32] : vector<2xf32>
      %c1_i32 = arith.constant 1 : i32
      %50 = llvm.insertelement %cst_32, %49[%c1_i32 : i32] : vector<2xf32>
      %c0_i32_33 = arith.constant 0 : i32
      %51 = llvm.extractelement %50[%c0_i32_33 : i32] : vector<2xf32>
      %52 = arith.bitcast %51 : f32 to i32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %53 = arith.andi %52, %c2147483647_i32 : i32
      %54 = arith.bitcast %53 : i32 to f32
      %c1_i32_34 = arith.constant 1 : i32
      %55 = llvm.extractelement %50[%c1_i32_34 : i32] : vector<2xf32>
      %56 = arith.bitcast %55 : f32 to i32
      %c2147483647_i32_35 = arith.constant 2147483647 : i32
      %57 = arith.andi %56, %c2147483647_i32_35 : i32
      %58 = arith.bitcast %57 : i32 to f32
      %59 = llvm.intr.maxnum(%54, %58) : (f32, f32) -> f32
      %60 = arith.addf %54, %58 : f32
      memref.store %60, %alloca[] : memref<f32>
      %61 = llvm.intr.minnum(%54, %58) : (f32, f32) -> f32
      %62 = arith.divf %61, %59 : f32
      %cst_36 = arith.constant 0.000000e+00 : f32
      %63 = arith.cmpf ogt, %59, %cst_36 : f32
      %cst_37 = arith.constant 0x7F800000 : f32
      %64 = arith.cmpf olt, %59, %cst_37 : f32
      %65 = arith.andi %63, %64 : i1
      %66 = arith.cmpf oeq, %60, %60 : f32
      %67 = arith.andi %65, %66 : i1
      scf.if %67 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %611 = llvm.intr.fma(%62, %62, %cst_295) : (f32, f32, f32) -> f32
        %612 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%611) : (f32) -> f32
        %613 = arith.mulf %59, %612 : f32
        memref.store %613, %alloca[] : memref<f32>
      }
      %cst_38 = arith.constant 0x7F800000 : f32
      %68 = arith.cmpf oeq, %54, %cst_38 : f32
      %cst_39 = arith.constant 0x7F800000 : f32
      %69 = arith.cmpf oeq, %58, %cst_39 : f32
      %70 = arith.ori %68, %69 : i1
      scf.if %70 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca[] : memref<f32>
      }
      %71 = memref.load %alloca[] : memref<f32>
      llvm.store %71, %41 : f32, !llvm.ptr<1>
      %cst_40 = arith.constant 3.000000e-30 : f32
      %cst_41 = arith.constant 4.000000e-30 : f32
      %72 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_42 = arith.constant 0 : i32
      %73 = llvm.insertelement %cst_40, %72[%c0_i32_42 : i32] : vector<2xf32>
      %c1_i32_43 = arith.constant 1 : i32
      %74 = llvm.insertelement %cst_41, %73[%c1_i32_43 : i32] : vector<2xf32>
      %c0_i32_44 = arith.constant 0 : i32
      %75 = llvm.extractelement %74[%c0_i32_44 : i32] : vector<2xf32>
      %76 = arith.bitcast %75 : f32 to i32
      %c2147483647_i32_45 = arith.constant 2147483647 : i32
      %77 = arith.andi %76, %c2147483647_i32_45 : i32
      %78 = arith.bitcast %77 : i32 to f32
      %c1_i32_46 = arith.constant 1 : i32
      %79 = llvm.extractelement %74[%c1_i32_46 : i32] : vector<2xf32>
      %80 = arith.bitcast %79 : f32 to i32
      %c2147483647_i32_47 = arith.constant 2147483647 : i32
      %81 = arith.andi %80, %c2147483647_i32_47 : i32
      %82 = arith.bitcast %81 : i32 to f32
      %83 = llvm.intr.maxnum(%78, %82) : (f32, f32) -> f32
      %84 = arith.addf %78, %82 : f32
      memref.store %84, %alloca_15[] : memref<f32>
      %85 = llvm.intr.minnum(%78, %82) : (f32, f32) -> f32
      %86 = arith.divf %85, %83 : f32
      %cst_48 = arith.constant 0.000000e+00 : f32
      %87 = arith.cmpf ogt, %83, %cst_48 : f32
      %cst_49 = arith.constant 0x7F800000 : f32
      %88 = arith.cmpf olt, %83, %cst_49 : f32
      %89 = arith.andi %87, %88 : i1
      %90 = arith.cmpf oeq, %84, %84 : f32
      %91 = arith.andi %89, %90 : i1
      scf.if %91 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %611 = llvm.intr.fma(%86, %86, %cst_295) : (f32, f32, f32) -> f32
        %612 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%611) : (f32) -> f32
        %613 = arith.mulf %83, %612 : f32
        memref.store %613, %alloca_15[] : memref<f32>
      }
      %cst_50 = arith.constant 0x7F800000 : f32
      %92 = arith.cmpf oeq, %78, %cst_50 : f32
      %cst_51 = arith.constant 0x7F800000 : f32
      %93 = arith.cmpf oeq, %82, %cst_51 : f32
      %94 = arith.ori %92, %93 : i1
      scf.if %94 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_15[] : memref<f32>
      }
      %95 = memref.load %alloca_15[] : memref<f32>
      %c1_i64 = arith.constant 1 : i64
      %96 = llvm.getelementptr %41[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %95, %96 : f32, !llvm.ptr<1>
      %cst_52 = arith.constant 0.000000e+00 : f32
      %cst_53 = arith.constant 0.000000e+00 : f32
      %97 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_54 = arith.constant 0 : i32
      %98 = llvm.insertelement %cst_52, %97[%c0_i32_54 : i32] : vector<2xf32>
      %c1_i32_55 = arith.constant 1 : i32
      %99 = llvm.insertelement %cst_53, %98[%c1_i32_55 : i32] : vector<2xf32>
      %c0_i32_56 = arith.constant 0 : i32
      %100 = llvm.extractelement %99[%c0_i32_56 : i32] : vector<2xf32>
      %101 = arith.bitcast %100 : f32 to i32
      %c2147483647_i32_57 = arith.constant 2147483647 : i32
      %102 = arith.andi %101, %c2147483647_i32_57 : i32
      %103 = arith.bitcast %102 : i32 to f32
      %c1_i32_58 = arith.constant 1 : i32
      %104 = llvm.extractelement %99[%c1_i32_58 : i32] : vector<2xf32>
      %105 = arith.bitcast %104 : f32 to i32
      %c2147483647_i32_59 = arith.constant 2147483647 : i32
      %106 = arith.andi %105, %c2147483647_i32_59 : i32
      %107 = arith.bitcast %106 : i32 to f32
      %108 = llvm.intr.maxnum(%103, %107) : (f32, f32) -> f32
      %109 = arith.addf %103, %107 : f32
      memref.store %109, %alloca_16[] : memref<f32>
      %110 = llvm.intr.minnum(%103, %107) : (f32, f32) -> f32
      %111 = arith.divf %110, %108 : f32
      %cst_60 = arith.constant 0.000000e+00 : f32
      %112 = arith.cmpf ogt, %108, %cst_60 : f32
      %cst_61 = arith.constant 0x7F800000 : f32
      %113 = arith.cmpf olt, %108, %cst_61 : f32
      %114 = arith.andi %112, %113 : i1
      %115 = arith.cmpf oeq, %109, %109 : f32
      %116 = arith.andi %114, %115 : i1
      scf.if %116 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %611 = llvm.intr.fma(%111, %111, %cst_295) : (f32, f32, f32) -> f32
        %612 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%611) : (f32) -> f32
        %613 = arith.mulf %108, %612 : f32
        memref.store %613, %alloca_16[] : memref<f32>
      }
      %cst_62 = arith.constant 0x7F800000 : f32
      %117 = arith.cmpf oeq, %103, %cst_62 : f32
      %cst_63 = arith.constant 0x7F800000 : f32
      %118 = arith.cmpf oeq, %107, %cst_63 : f32
      %119 = arith.ori %117, %118 : i1
      scf.if %119 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_16[] : memref<f32>
      }
      %120 = memref.load %alloca_16[] : memref<f32>
      %c2_i64 = arith.constant 2 : i64
      %121 = llvm.getelementptr %41[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %120, %121 : f32, !llvm.ptr<1>
      %cst_64 = arith.constant -3.000000e+00 : f32
      %cst_65 = arith.constant 4.000000e+00 : f32
      %122 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_66 = arith.constant 0 : i32
      %123 = llvm.insertelement %cst_64, %122[%c0_i32_66 : i32] : vector<2xf32>
      %c1_i32_67 = arith.constant 1 : i32
      %124 = llvm.insertelement %cst_65, %123[%c1_i32_67 : i32] : vector<2xf32>
      %c0_i32_68 = arith.constant 0 : i32
      %125 = llvm.extractelement %124[%c0_i32_68 : i32] : vector<2xf32>
      %126 = arith.bitcast %125 : f32 to i32
      %c2147483647_i32_69 = arith.constant 2147483647 : i32
      %127 = arith.andi %126, %c2147483647_i32_69 : i32
      %128 = arith.bitcast %127 : i32 to f32
      %c1_i32_70 = arith.constant 1 : i32
      %129 = llvm.extractelement %124[%c1_i32_70 : i32] : vector<2xf32>
      %130 = arith.bitcast %129 : f32 to i32
      %c2147483647_i32_71 = arith.constant 2147483647 : i32
      %131 = arith.andi %130, %c2147483647_i32_71 : i32
      %132 = arith.bitcast %131 : i32 to f32
      %133 = llvm.intr.maxnum(%128, %132) : (f32, f32) -> f32
      %134 = arith.addf %128, %132 : f32
      memref.store %134, %alloca_17[] : memref<f32>
      %135 = llvm.intr.minnum(%128, %132) : (f32, f32) -> f32
      %136 = arith.divf %135, %133 : f32
      %cst_72 = arith.constant 0.000000e+00 : f32
      %137 = arith.cmpf ogt, %133, %cst_72 : f32
      %cst_73 = arith.constant 0x7F800000 : f32
      %138 = arith.cmpf olt, %133, %cst_73 : f32
      %139 = arith.andi %137, %138 : i1
      %140 = arith.cmpf oeq, %134, %134 : f32
      %141 = arith.andi %139, %140 : i1
      scf.if %141 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %611 = llvm.intr.fma(%136, %136, %cst_295) : (f32, f32, f32) -> f32
        %612 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%611) : (f32) -> f32
        %613 = arith.mulf %133, %612 : f32
        memref.store %613, %alloca_17[] : memref<f32>
      }
      %cst_74 = arith.constant 0x7F800000 : f32
      %142 = arith.cmpf oeq, %128, %cst_74 : f32
      %cst_75 = arith.constant 0x7F800000 : f32
      %143 = arith.cmpf oeq, %132, %cst_75 : f32
      %144 = arith.ori %142, %143 : i1
      scf.if %144 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_17[] : memref<f32>
      }
      %145 = memref.load %alloca_17[] : memref<f32>
      %c3_i64 = arith.constant 3 : i64
      %146 = llvm.getelementptr %41[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %145, %146 : f32, !llvm.ptr<1>
      %cst_76 = arith.constant 0x7F800000 : f32
      %cst_77 = arith.constant 0x7FC00000 : f32
      %147 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_78 = arith.constant 0 : i32
      %148 = llvm.insertelement %cst_76, %147[%c0_i32_78 : i32] : vector<2xf32>
      %c1_i32_79 = arith.constant 1 : i32
      %149 = llvm.insertelement %cst_77, %148[%c1_i32_79 : i32] : vector<2xf32>
      %c0_i32_80 = arith.constant 0 : i32
      %150 = llvm.extractelement %149[%c0_i32_80 : i32] : vector<2xf32>
      %151 = arith.bitcast %150 : f32 to i32
      %c2147483647_i32_81 = arith.constant 2147483647 : i32
      %152 = arith.andi %151, %c2147483647_i32_81 : i32
      %153 = arith.bitcast %152 : i32 to f32
      %c1_i32_82 = arith.constant 1 : i32
      %154 = llvm.extractelement %149[%c1_i32_82 : i32] : vector<2xf32>
      %155 = arith.bitcast %154 : f32 to i32
      %c2147483647_i32_83 = arith.constant 2147483647 : i32
      %156 = arith.andi %155, %c2147483647_i32_83 : i32
      %157 = arith.bitcast %156 : i32 to f32
      %158 = llvm.intr.maxnum(%153, %157) : (f32, f32) -> f32
      %159 = arith.addf %153, %157 : f32
      memref.store %159, %alloca_18[] : memref<f32>
      %160 = llvm.intr.minnum(%153, %157) : (f32, f32) -> f32
      %161 = arith.divf %160, %158 : f32
      %cst_84 = arith.constant 0.000000e+00 : f32
      %162 = arith.cmpf ogt, %158, %cst_84 : f32
      %cst_85 = arith.constant 0x7F800000 : f32
      %163 = arith.cmpf olt, %158, %cst_85 : f32
      %164 = arith.andi %162, %163 : i1
      %165 = arith.cmpf oeq, %159, %159 : f32
      %166 = arith.andi %164, %165 : i1
      scf.if %166 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %611 = llvm.intr.fma(%161, %161, %cst_295) : (f32, f32, f32) -> f32
        %612 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%611) : (f32) -> f32
        %613 = arith.mulf %158, %612 : f32
        memref.store %613, %alloca_18[] : memref<f32>
      }
      %cst_86 = arith.constant 0x7F800000 : f32
      %167 = arith.cmpf oeq, %153, %cst_86 : f32
      %cst_87 = arith.constant 0x7F800000 : f32
      %168 = arith.cmpf oeq, %157, %cst_87 : f32
      %169 = arith.ori %167, %168 : i1
      scf.if %169 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_18[] : memref<f32>
      }
      %170 = memref.load %alloca_18[] : memref<f32>
      %c4_i64 = arith.constant 4 : i64
      %171 = llvm.getelementptr %41[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %170, %171 : f32, !llvm.ptr<1>
      %cst_88 = arith.constant 0x7FC00000 : f32
      %cst_89 = arith.constant 1.000000e+00 : f32
      %172 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_90 = arith.constant 0 : i32
      %173 = llvm.insertelement %cst_88, %172[%c0_i32_90 : i32] : vector<2xf32>
      %c1_i32_91 = arith.constant 1 : i32
      %174 = llvm.insertelement %cst_89, %173[%c1_i32_91 : i32] : vector<2xf32>
      %c0_i32_92 = arith.constant 0 : i32
      %175 = llvm.extractelement %174[%c0_i32_92 : i32] : vector<2xf32>
      %176 = arith.bitcast %175 : f32 to i32
      %c2147483647_i32_93 = arith.constant 2147483647 : i32
      %177 = arith.andi %176, %c2147483647_i32_93 : i32
      %178 = arith.bitcast %177 : i32 to f32
      %c1_i32_94 = arith.constant 1 : i32
      %179 = llvm.extractelement %174[%c1_i32_94 : i32] : vector<2xf32>
      %180 = arith.bitcast %179 : f32 to i32
      %c2147483647_i32_95 = arith.constant 2147483647 : i32
      %181 = arith.andi %180, %c2147483647_i32_95 : i32
      %182 = arith.bitcast %181 : i32 to f32
      %183 = llvm.intr.maxnum(%178, %182) : (f32, f32) -> f32
      %184 = arith.addf %178, %182 : f32
      memref.store %184, %alloca_19[] : memref<f32>
      %185 = llvm.intr.minnum(%178, %182) : (f32, f32) -> f32
      %186 = arith.divf %185, %183 : f32
      %cst_96 = arith.constant 0.000000e+00 : f32
      %187 = arith.cmpf ogt, %183, %cst_96 : f32
      %cst_97 = arith.constant 0x7F800000 : f32
      %188 = arith.cmpf olt, %183, %cst_97 : f32
      %189 = arith.andi %187, %188 : i1
      %190 = arith.cmpf oeq, %184, %184 : f32
      %191 = arith.andi %189, %190 : i1
      scf.if %191 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %611 = llvm.intr.fma(%186, %186, %cst_295) : (f32, f32, f32) -> f32
        %612 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%611) : (f32) -> f32
        %613 = arith.mulf %183, %612 : f32
        memref.store %613, %alloca_19[] : memref<f32>
      }
      %cst_98 = arith.constant 0x7F800000 : f32
      %192 = arith.cmpf oeq, %178, %cst_98 : f32
      %cst_99 = arith.constant 0x7F800000 : f32
      %193 = arith.cmpf oeq, %182, %cst_99 : f32
      %194 = arith.ori %192, %193 : i1
      scf.if %194 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_19[] : memref<f32>
      }
      %195 = memref.load %alloca_19[] : memref<f32>
      %c5_i64 = arith.constant 5 : i64
      %196 = llvm.getelementptr %41[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %195, %196 : f32, !llvm.ptr<1>
      %cst_100 = arith.constant 3.000000e+38 : f32
      %cst_101 = arith.constant 3.000000e+38 : f32
      %197 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_102 = arith.constant 0 : i32
      %198 = llvm.insertelement %cst_100, %197[%c0_i32_102 : i32] : vector<2xf32>
      %c1_i32_103 = arith.constant 1 : i32
      %199 = llvm.insertelement %cst_101, %198[%c1_i32_103 : i32] : vector<2xf32>
      %c0_i32_104 = arith.constant 0 : i32
      %200 = llvm.extractelement %199[%c0_i32_104 : i32] : vector<2xf32>
      %201 = arith.bitcast %200 : f32 to i32
      %c2147483647_i32_105 = arith.constant 2147483647 : i32
      %202 = arith.andi %201, %c2147483647_i32_105 : i32
      %203 = arith.bitcast %202 : i32 to f32
      %c1_i32_106 = arith.constant 1 : i32
      %204 = llvm.extractelement %199[%c1_i32_106 : i32] : vector<2xf32>
      %205 = arith.bitcast %204 : f32 to i32
      %c2147483647_i32_107 = arith.constant 2147483647 : i32
      %206 = arith.andi %205, %c2147483647_i32_107 : i32
      %207 = arith.bitcast %206 : i32 to f32
      %208 = llvm.intr.maxnum(%203, %207) : (f32, f32) -> f32
      %209 = arith.addf %203, %207 : f32
      memref.store %209, %alloca_20[] : memref<f32>
      %210 = llvm.intr.minnum(%203, %207) : (f32, f32) -> f32
      %211 = arith.divf %210, %208 : f32
      %cst_108 = arith.constant 0.000000e+00 : f32
      %212 = arith.cmpf ogt, %208, %cst_108 : f32
      %cst_109 = arith.constant 0x7F800000 : f32
      %213 = arith.cmpf olt, %208, %cst_109 : f32
      %214 = arith.andi %212, %213 : i1
      %215 = arith.cmpf oeq, %209, %209 : f32
      %216 = arith.andi %214, %215 : i1
      scf.if %216 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %611 = llvm.intr.fma(%211, %211, %cst_295) : (f32, f32, f32) -> f32
        %612 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%611) : (f32) -> f32
        %613 = arith.mulf %208, %612 : f32
        memref.store %613, %alloca_20[] : memref<f32>
      }
      %cst_110 = arith.constant 0x7F800000 : f32
      %217 = arith.cmpf oeq, %203, %cst_110 : f32
      %cst_111 = arith.constant 0x7F800000 : f32
      %218 = arith.cmpf oeq, %207, %cst_111 : f32
      %219 = arith.ori %217, %218 : i1
      scf.if %219 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_20[] : memref<f32>
      }
      %220 = memref.load %alloca_20[] : memref<f32>
      %c6_i64 = arith.constant 6 : i64
      %221 = llvm.getelementptr %41[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %220, %221 : f32, !llvm.ptr<1>
      %cst_112 = arith.constant 1.401300e-45 : f32
      %cst_113 = arith.constant 0.000000e+00 : f32
      %222 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_114 = arith.constant 0 : i32
      %223 = llvm.insertelement %cst_112, %222[%c0_i32_114 : i32] : vector<2xf32>
      %c1_i32_115 = arith.constant 1 : i32
      %224 = llvm.insertelement %cst_113, %223[%c1_i32_115 : i32] : vector<2xf32>
      %c0_i32_116 = arith.constant 0 : i32
      %225 = llvm.extractelement %224[%c0_i32_116 : i32] : vector<2xf32>
      %226 = arith.bitcast %225 : f32 to i32
      %c2147483647_i32_117 = arith.constant 2147483647 : i32
      %227 = arith.andi %226, %c2147483647_i32_117 : i32
      %228 = arith.bitcast %227 : i32 to f32
      %c1_i32_118 = arith.constant 1 : i32
      %229 = llvm.extractelement %224[%c1_i32_118 : i32] : vector<2xf32>
      %230 = arith.bitcast %229 : f32 to i32
      %c2147483647_i32_119 = arith.constant 2147483647 : i32
      %231 = arith.andi %230, %c2147483647_i32_119 : i32
      %232 = arith.bitcast %231 : i32 to f32
      %233 = llvm.intr.maxnum(%228, %232) : (f32, f32) -> f32
      %234 = arith.addf %228, %232 : f32
      memref.store %234, %alloca_21[] : memref<f32>
      %235 = llvm.intr.minnum(%228, %232) : (f32, f32) -> f32
      %236 = arith.divf %235, %233 : f32
      %cst_120 = arith.constant 0.000000e+00 : f32
      %237 = arith.cmpf ogt, %233, %cst_120 : f32
      %cst_121 = arith.constant 0x7F800000 : f32
      %238 = arith.cmpf olt, %233, %cst_121 : f32
      %239 = arith.andi %237, %238 : i1
      %240 = arith.cmpf oeq, %234, %234 : f32
      %241 = arith.andi %239, %240 : i1
      scf.if %241 {
        %cst_295 = arith.constant 1.000000e+00 : f32
        %611 = llvm.intr.fma(%236, %236, %cst_295) : (f32, f32, f32) -> f32
        %612 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%611) : (f32) -> f32
        %613 = arith.mulf %233, %612 : f32
        memref.store %613, %alloca_21[] : memref<f32>
      }
      %cst_122 = arith.constant 0x7F800000 : f32
      %242 = arith.cmpf oeq, %228, %cst_122 : f32
      %cst_123 = arith.constant 0x7F800000 : f32
      %243 = arith.cmpf oeq, %232, %cst_123 : f32
      %244 = arith.ori %242, %243 : i1
      scf.if %244 {
        %cst_295 = arith.constant 0x7F800000 : f32
        memref.store %cst_295, %alloca_21[] : memref<f32>
      }
      %245 = memref.load %alloca_21[] : memref<f32>
      %c7_i64 = arith.constant 7 : i64
      %246 = llvm.getelementptr %41[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %245, %246 : f32, !llvm.ptr<1>
      %cst_124 = arith.constant 9.9999999999999996E+199 : f64
      %cst_125 = arith.constant 9.9999999999999996E+199 : f64
      %247 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_126 = arith.constant 0 : i32
      %248 = llvm.insertelement %cst_124, %247[%c0_i32_126 : i32] : vector<2xf64>
      %c1_i32_127 = arith.constant 1 : i32
      %249 = llvm.insertelement %cst_125, %248[%c1_i32_127 : i32] : vector<2xf64>
      %c0_i32_128 = arith.constant 0 : i32
      %250 = llvm.extractelement %249[%c0_i32_128 : i32] : vector<2xf64>
      %251 = arith.bitcast %250 : f64 to i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %252 = arith.andi %251, %c9223372036854775807_i64 : i64
      %253 = arith.bitcast %252 : i64 to f64
      %c1_i32_129 = arith.constant 1 : i32
      %254 = llvm.extractelement %249[%c1_i32_129 : i32] : vector<2xf64>
      %255 = arith.bitcast %254 : f64 to i64
      %c9223372036854775807_i64_130 = arith.constant 9223372036854775807 : i64
      %256 = arith.andi %255, %c9223372036854775807_i64_130 : i64
      %257 = arith.bitcast %256 : i64 to f64
      %258 = llvm.intr.maxnum(%253, %257) : (f64, f64) -> f64
      %259 = arith.addf %253, %257 : f64
      memref.store %259, %alloca_22[] : memref<f64>
      %260 = llvm.intr.minnum(%253, %257) : (f64, f64) -> f64
      %261 = arith.divf %260, %258 : f64
      %cst_131 = arith.constant 0.000000e+00 : f64
      %262 = arith.cmpf ogt, %258, %cst_131 : f64
      %cst_132 = arith.constant 0x7FF0000000000000 : f64
      %263 = arith.cmpf olt, %258, %cst_132 : f64
      %264 = arith.andi %262, %263 : i1
      %265 = arith.cmpf oeq, %259, %259 : f64
      %266 = arith.andi %264, %265 : i1
      scf.if %266 {
        %cst_295 = arith.constant 1.000000e+00 : f64
        %611 = llvm.intr.fma(%261, %261, %cst_295) : (f64, f64, f64) -> f64
        %612 = math.sqrt %611 : f64
        %613 = arith.mulf %258, %612 : f64
        memref.store %613, %alloca_22[] : memref<f64>
      }
      %cst_133 = arith.constant 0x7FF0000000000000 : f64
      %267 = arith.cmpf oeq, %253, %cst_133 : f64
      %cst_134 = arith.constant 0x7FF0000000000000 : f64
      %268 = arith.cmpf oeq, %257, %cst_134 : f64
      %269 = arith.ori %267, %268 : i1
      scf.if %269 {
        %cst_295 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_295, %alloca_22[] : memref<f64>
      }
      %270 = memref.load %alloca_22[] : memref<f64>
      llvm.store %270, %43 : f64, !llvm.ptr<1>
      %cst_135 = arith.constant 3.000000e-200 : f64
      %cst_136 = arith.constant 4.000000e-200 : f64
      %271 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_137 = arith.constant 0 : i32
      %272 = llvm.insertelement %cst_135, %271[%c0_i32_137 : i32] : vector<2xf64>
      %c1_i32_138 = arith.constant 1 : i32
      %273 = llvm.insertelement %cst_136, %272[%c1_i32_138 : i32] : vector<2xf64>
      %c0_i32_139 = arith.constant 0 : i32
      %274 = llvm.extractelement %273[%c0_i32_139 : i32] : vector<2xf64>
      %275 = arith.bitcast %274 : f64 to i64
      %c9223372036854775807_i64_140 = arith.constant 9223372036854775807 : i64
      %276 = arith.andi %275, %c9223372036854775807_i64_140 : i64
      %277 = arith.bitcast %276 : i64 to f64
      %c1_i32_141 = arith.constant 1 : i32
      %278 = llvm.extractelement %273[%c1_i32_141 : i32] : vector<2xf64>
      %279 = arith.bitcast %278 : f64 to i64
      %c9223372036854775807_i64_142 = arith.constant 9223372036854775807 : i64
      %280 = arith.andi %279, %c9223372036854775807_i64_142 : i64
      %281 = arith.bitcast %280 : i64 to f64
      %282 = llvm.intr.maxnum(%277, %281) : (f64, f64) -> f64
      %283 = arith.addf %277, %281 : f64
      memref.store %283, %alloca_23[] : memref<f64>
      %284 = llvm.intr.minnum(%277, %281) : (f64, f64) -> f64
      %285 = arith.divf %284, %282 : f64
      %cst_143 = arith.constant 0.000000e+00 : f64
      %286 = arith.cmpf ogt, %282, %cst_143 : f64
      %cst_144 = arith.constant 0x7FF0000000000000 : f64
      %287 = arith.cmpf olt, %282, %cst_144 : f64
      %288 = arith.andi %286, %287 : i1
      %289 = arith.cmpf oeq, %283, %283 : f64
      %290 = arith.andi %288, %289 : i1
      scf.if %290 {
        %cst_295 = arith.constant 1.000000e+00 : f64
        %611 = llvm.intr.fma(%285, %285, %cst_295) : (f64, f64, f64) -> f64
        %612 = math.sqrt %611 : f64
        %613 = arith.mulf %282, %612 : f64
        memref.store %613, %alloca_23[] : memref<f64>
      }
      %cst_145 = arith.constant 0x7FF0000000000000 : f64
      %291 = arith.cmpf oeq, %277, %cst_145 : f64
      %cst_146 = arith.constant 0x7FF0000000000000 : f64
      %292 = arith.cmpf oeq, %281, %cst_146 : f64
      %293 = arith.ori %291, %292 : i1
      scf.if %293 {
        %cst_295 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_295, %alloca_23[] : memref<f64>
      }
      %294 = memref.load %alloca_23[] : memref<f64>
      %c1_i64_147 = arith.constant 1 : i64
      %295 = llvm.getelementptr %43[%c1_i64_147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %294, %295 : f64, !llvm.ptr<1>
      %cst_148 = arith.constant 0xFFF0000000000000 : f64
      %cst_149 = arith.constant 2.000000e+00 : f64
      %296 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_150 = arith.constant 0 : i32
      %297 = llvm.insertelement %cst_148, %296[%c0_i32_150 : i32] : vector<2xf64>
      %c1_i32_151 = arith.constant 1 : i32
      %298 = llvm.insertelement %cst_149, %297[%c1_i32_151 : i32] : vector<2xf64>
      %c0_i32_152 = arith.constant 0 : i32
      %299 = llvm.extractelement %298[%c0_i32_152 : i32] : vector<2xf64>
      %300 = arith.bitcast %299 : f64 to i64
      %c9223372036854775807_i64_153 = arith.constant 9223372036854775807 : i64
      %301 = arith.andi %300, %c9223372036854775807_i64_153 : i64
      %302 = arith.bitcast %301 : i64 to f64
      %c1_i32_154 = arith.constant 1 : i32
      %303 = llvm.extractelement %298[%c1_i32_154 : i32] : vector<2xf64>
      %304 = arith.bitcast %303 : f64 to i64
      %c9223372036854775807_i64_155 = arith.constant 9223372036854775807 : i64
      %305 = arith.andi %304, %c9223372036854775807_i64_155 : i64
      %306 = arith.bitcast %305 : i64 to f64
      %307 = llvm.intr.maxnum(%302, %306) : (f64, f64) -> f64
      %308 = arith.addf %302, %306 : f64
      memref.store %308, %alloca_24[] : memref<f64>
      %309 = llvm.intr.minnum(%302, %306) : (f64, f64) -> f64
      %310 = arith.divf %309, %307 : f64
      %cst_156 = arith.constant 0.000000e+00 : f64
      %311 = arith.cmpf ogt, %307, %cst_156 : f64
      %cst_157 = arith.constant 0x7FF0000000000000 : f64
      %312 = arith.cmpf olt, %307, %cst_157 : f64
      %313 = arith.andi %311, %312 : i1
      %314 = arith.cmpf oeq, %308, %308 : f64
      %315 = arith.andi %313, %314 : i1
      scf.if %315 {
        %cst_295 = arith.constant 1.000000e+00 : f64
        %611 = llvm.intr.fma(%310, %310, %cst_295) : (f64, f64, f64) -> f64
        %612 = math.sqrt %611 : f64
        %613 = arith.mulf %307, %612 : f64
        memref.store %613, %alloca_24[] : memref<f64>
      }
      %cst_158 = arith.constant 0x7FF0000000000000 : f64
      %316 = arith.cmpf oeq, %302, %cst_158 : f64
      %cst_159 = arith.constant 0x7FF0000000000000 : f64
      %317 = arith.cmpf oeq, %306, %cst_159 : f64
      %318 = arith.ori %316, %317 : i1
      scf.if %318 {
        %cst_295 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_295, %alloca_24[] : memref<f64>
      }
      %319 = memref.load %alloca_24[] : memref<f64>
      %c2_i64_160 = arith.constant 2 : i64
      %320 = llvm.getelementptr %43[%c2_i64_160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %319, %320 : f64, !llvm.ptr<1>
      %cst_161 = arith.constant 5.000000e+00 : f64
      %cst_162 = arith.constant -1.200000e+01 : f64
      %321 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_163 = arith.constant 0 : i32
      %322 = llvm.insertelement %cst_161, %321[%c0_i32_163 : i32] : vector<2xf64>
      %c1_i32_164 = arith.constant 1 : i32
      %323 = llvm.insertelement %cst_162, %322[%c1_i32_164 : i32] : vector<2xf64>
      %c0_i32_165 = arith.constant 0 : i32
      %324 = llvm.extractelement %323[%c0_i32_165 : i32] : vector<2xf64>
      %325 = arith.bitcast %324 : f64 to i64
      %c9223372036854775807_i64_166 = arith.constant 9223372036854775807 : i64
      %326 = arith.andi %325, %c9223372036854775807_i64_166 : i64
      %327 = arith.bitcast %326 : i64 to f64
      %c1_i32_167 = arith.constant 1 : i32
      %328 = llvm.extractelement %323[%c1_i32_167 : i32] : vector<2xf64>
      %329 = arith.bitcast %328 : f64 to i64
      %c9223372036854775807_i64_168 = arith.constant 9223372036854775807 : i64
      %330 = arith.andi %329, %c9223372036854775807_i64_168 : i64
      %331 = arith.bitcast %330 : i64 to f64
      %332 = llvm.intr.maxnum(%327, %331) : (f64, f64) -> f64
      %333 = arith.addf %327, %331 : f64
      memref.store %333, %alloca_25[] : memref<f64>
      %334 = llvm.intr.minnum(%327, %331) : (f64, f64) -> f64
      %335 = arith.divf %334, %332 : f64
      %cst_169 = arith.constant 0.000000e+00 : f64
      %336 = arith.cmpf ogt, %332, %cst_169 : f64
      %cst_170 = arith.constant 0x7FF0000000000000 : f64
      %337 = arith.cmpf olt, %332, %cst_170 : f64
      %338 = arith.andi %336, %337 : i1
      %339 = arith.cmpf oeq, %333, %333 : f64
      %340 = arith.andi %338, %339 : i1
      scf.if %340 {
        %cst_295 = arith.constant 1.000000e+00 : f64
        %611 = llvm.intr.fma(%335, %335, %cst_295) : (f64, f64, f64) -> f64
        %612 = math.sqrt %611 : f64
        %613 = arith.mulf %332, %612 : f64
        memref.store %613, %alloca_25[] : memref<f64>
      }
      %cst_171 = arith.constant 0x7FF0000000000000 : f64
      %341 = arith.cmpf oeq, %327, %cst_171 : f64
      %cst_172 = arith.constant 0x7FF0000000000000 : f64
      %342 = arith.cmpf oeq, %331, %cst_172 : f64
      %343 = arith.ori %341, %342 : i1
      scf.if %343 {
        %cst_295 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_295, %alloca_25[] : memref<f64>
      }
      %344 = memref.load %alloca_25[] : memref<f64>
      %c3_i64_173 = arith.constant 3 : i64
      %345 = llvm.getelementptr %43[%c3_i64_173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %344, %345 : f64, !llvm.ptr<1>
      %cst_174 = arith.constant 9.9999999999999996E+199 : f64
      %cst_175 = arith.constant 9.9999999999999996E+199 : f64
      %346 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_176 = arith.constant 0 : i32
      %347 = llvm.insertelement %cst_174, %346[%c0_i32_176 : i32] : vector<2xf64>
      %c1_i32_177 = arith.constant 1 : i32
      %348 = llvm.insertelement %cst_175, %347[%c1_i32_177 : i32] : vector<2xf64>
      %cst_178 = arith.constant 2.000000e+200 : f64
      %cst_179 = arith.constant 9.9999999999999996E+199 : f64
      %349 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_180 = arith.constant 0 : i32
      %350 = llvm.insertelement %cst_178, %349[%c0_i32_180 : i32] : vector<2xf64>
      %c1_i32_181 = arith.constant 1 : i32
      %351 = llvm.insertelement %cst_179, %350[%c1_i32_181 : i32] : vector<2xf64>
      %c0_i32_182 = arith.constant 0 : i32
      %352 = llvm.extractelement %348[%c0_i32_182 : i32] : vector<2xf64>
      %c1_i32_183 = arith.constant 1 : i32
      %353 = llvm.extractelement %348[%c1_i32_183 : i32] : vector<2xf64>
      %c0_i32_184 = arith.constant 0 : i32
      %354 = llvm.extractelement %351[%c0_i32_184 : i32] : vector<2xf64>
      %c1_i32_185 = arith.constant 1 : i32
      %355 = llvm.extractelement %351[%c1_i32_185 : i32] : vector<2xf64>
      %cst_186 = arith.constant 0.000000e+00 : f64
      %356 = arith.cmpf olt, %354, %cst_186 : f64
      %357 = arith.negf %354 : f64
      %358 = arith.select %356, %357, %354 : f64
      %cst_187 = arith.constant 0.000000e+00 : f64
      %359 = arith.cmpf olt, %355, %cst_187 : f64
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
      %c0_i32_188 = arith.constant 0 : i32
      %384 = llvm.insertelement %381, %383[%c0_i32_188 : i32] : vector<2xf64>
      %c1_i32_189 = arith.constant 1 : i32
      %385 = llvm.insertelement %382, %384[%c1_i32_189 : i32] : vector<2xf64>
      llvm.store %385, %45 : vector<2xf64>, !llvm.ptr<1>
      %cst_190 = arith.constant 9.9999999999999998E-201 : f64
      %cst_191 = arith.constant 3.000000e-200 : f64
      %386 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_192 = arith.constant 0 : i32
      %387 = llvm.insertelement %cst_190, %386[%c0_i32_192 : i32] : vector<2xf64>
      %c1_i32_193 = arith.constant 1 : i32
      %388 = llvm.insertelement %cst_191, %387[%c1_i32_193 : i32] : vector<2xf64>
      %cst_194 = arith.constant 2.000000e-200 : f64
      %cst_195 = arith.constant 9.9999999999999998E-201 : f64
      %389 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_196 = arith.constant 0 : i32
      %390 = llvm.insertelement %cst_194, %389[%c0_i32_196 : i32] : vector<2xf64>
      %c1_i32_197 = arith.constant 1 : i32
      %391 = llvm.insertelement %cst_195, %390[%c1_i32_197 : i32] : vector<2xf64>
      %c0_i32_198 = arith.constant 0 : i32
      %392 = llvm.extractelement %388[%c0_i32_198 : i32] : vector<2xf64>
      %c1_i32_199 = arith.constant 1 : i32
      %393 = llvm.extractelement %388[%c1_i32_199 : i32] : vector<2xf64>
      %c0_i32_200 = arith.constant 0 : i32
      %394 = llvm.extractelement %391[%c0_i32_200 : i32] : vector<2xf64>
      %c1_i32_201 = arith.constant 1 : i32
      %395 = llvm.extractelement %391[%c1_i32_201 : i32] : vector<2xf64>
      %cst_202 = arith.constant 0.000000e+00 : f64
      %396 = arith.cmpf olt, %394, %cst_202 : f64
      %397 = arith.negf %394 : f64
      %398 = arith.select %396, %397, %394 : f64
      %cst_203 = arith.constant 0.000000e+00 : f64
      %399 = arith.cmpf olt, %395, %cst_203 : f64
      %400 = arith.negf %395 : f64
      %401 = arith.select %399, %400, %395 : f64
      %402 = arith.cmpf oge, %398, %401 : f64
      %403 = arith.divf %395, %394 : f64
      %404 = arith.mulf %395, %403 : f64
      %405 = arith.addf %394, %404 : f64
      %406 = arith.mulf %393, %403 : f64
      %407 = arith.mulf %392, %403 : f64
      %408 = arith.addf %392, %406 : f64
      %409 = arith.subf %393, %407 : f64
      %410 = arith.divf %408, %405 : f64
      %411 = arith.divf %409, %405 : f64
      %412 = arith.divf %394, %395 : f64
      %413 = arith.mulf %394, %412 : f64
      %414 = arith.addf %413, %395 : f64
      %415 = arith.mulf %392, %412 : f64
      %416 = arith.mulf %393, %412 : f64
      %417 = arith.addf %415, %393 : f64
      %418 = arith.subf %416, %392 : f64
      %419 = arith.divf %417, %414 : f64
      %420 = arith.divf %418, %414 : f64
      %421 = arith.select %402, %410, %419 : f64
      %422 = arith.select %402, %411, %420 : f64
      %423 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_204 = arith.constant 0 : i32
      %424 = llvm.insertelement %421, %423[%c0_i32_204 : i32] : vector<2xf64>
      %c1_i32_205 = arith.constant 1 : i32
      %425 = llvm.insertelement %422, %424[%c1_i32_205 : i32] : vector<2xf64>
      %c1_i64_206 = arith.constant 1 : i64
      %426 = llvm.getelementptr %45[%c1_i64_206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %425, %426 : vector<2xf64>, !llvm.ptr<1>
      %cst_207 = arith.constant 1.000000e+00 : f64
      %cst_208 = arith.constant 2.000000e+00 : f64
      %427 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_209 = arith.constant 0 : i32
      %428 = llvm.insertelement %cst_207, %427[%c0_i32_209 : i32] : vector<2xf64>
      %c1_i32_210 = arith.constant 1 : i32
      %429 = llvm.insertelement %cst_208, %428[%c1_i32_210 : i32] : vector<2xf64>
      %cst_211 = arith.constant 1.000000e-300 : f64
      %cst_212 = arith.constant 4.000000e-300 : f64
      %430 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_213 = arith.constant 0 : i32
      %431 = llvm.insertelement %cst_211, %430[%c0_i32_213 : i32] : vector<2xf64>
      %c1_i32_214 = arith.constant 1 : i32
      %432 = llvm.insertelement %cst_212, %431[%c1_i32_214 : i32] : vector<2xf64>
      %c0_i32_215 = arith.constant 0 : i32
      %433 = llvm.extractelement %429[%c0_i32_215 : i32] : vector<2xf64>
      %c1_i32_216 = arith.constant 1 : i32
      %434 = llvm.extractelement %429[%c1_i32_216 : i32] : vector<2xf64>
      %c0_i32_217 = arith.constant 0 : i32
      %435 = llvm.extractelement %432[%c0_i32_217 : i32] : vector<2xf64>
      %c1_i32_218 = arith.constant 1 : i32
      %436 = llvm.extractelement %432[%c1_i32_218 : i32] : vector<2xf64>
      %cst_219 = arith.constant 0.000000e+00 : f64
      %437 = arith.cmpf olt, %435, %cst_219 : f64
      %438 = arith.negf %435 : f64
      %439 = arith.select %437, %438, %435 : f64
      %cst_220 = arith.constant 0.000000e+00 : f64
      %440 = arith.cmpf olt, %436, %cst_220 : f64
      %441 = arith.negf %436 : f64
      %442 = arith.select %440, %441, %436 : f64
      %443 = arith.cmpf oge, %439, %442 : f64
      %444 = arith.divf %436, %435 : f64
      %445 = arith.mulf %436, %444 : f64
      %446 = arith.addf %435, %445 : f64
      %447 = arith.mulf %434, %444 : f64
      %448 = arith.mulf %433, %444 : f64
      %449 = arith.addf %433, %447 : f64
      %450 = arith.subf %434, %448 : f64
      %451 = arith.divf %449, %446 : f64
      %452 = arith.divf %450, %446 : f64
      %453 = arith.divf %435, %436 : f64
      %454 = arith.mulf %435, %453 : f64
      %455 = arith.addf %454, %436 : f64
      %456 = arith.mulf %433, %453 : f64
      %457 = arith.mulf %434, %453 : f64
      %458 = arith.addf %456, %434 : f64
      %459 = arith.subf %457, %433 : f64
      %460 = arith.divf %458, %455 : f64
      %461 = arith.divf %459, %455 : f64
      %462 = arith.select %443, %451, %460 : f64
      %463 = arith.select %443, %452, %461 : f64
      %464 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_221 = arith.constant 0 : i32
      %465 = llvm.insertelement %462, %464[%c0_i32_221 : i32] : vector<2xf64>
      %c1_i32_222 = arith.constant 1 : i32
      %466 = llvm.insertelement %463, %465[%c1_i32_222 : i32] : vector<2xf64>
      %c2_i64_223 = arith.constant 2 : i64
      %467 = llvm.getelementptr %45[%c2_i64_223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %466, %467 : vector<2xf64>, !llvm.ptr<1>
      %cst_224 = arith.constant 2.000000e+30 : f32
      %cst_225 = arith.constant 1.000000e+30 : f32
      %468 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_226 = arith.constant 0 : i32
      %469 = llvm.insertelement %cst_224, %468[%c0_i32_226 : i32] : vector<2xf32>
      %c1_i32_227 = arith.constant 1 : i32
      %470 = llvm.insertelement %cst_225, %469[%c1_i32_227 : i32] : vector<2xf32>
      %cst_228 = arith.constant 1.000000e+30 : f32
      %cst_229 = arith.constant 3.000000e+30 : f32
      %471 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_230 = arith.constant 0 : i32
      %472 = llvm.insertelement %cst_228, %471[%c0_i32_230 : i32] : vector<2xf32>
      %c1_i32_231 = arith.constant 1 : i32
      %473 = llvm.insertelement %cst_229, %472[%c1_i32_231 : i32] : vector<2xf32>
      %c0_i32_232 = arith.constant 0 : i32
      %474 = llvm.extractelement %470[%c0_i32_232 : i32] : vector<2xf32>
      %c1_i32_233 = arith.constant 1 : i32
      %475 = llvm.extractelement %470[%c1_i32_233 : i32] : vector<2xf32>
      %c0_i32_234 = arith.constant 0 : i32
      %476 = llvm.extractelement %473[%c0_i32_234 : i32] : vector<2xf32>
      %c1_i32_235 = arith.constant 1 : i32
      %477 = llvm.extractelement %473[%c1_i32_235 : i32] : vector<2xf32>
      %cst_236 = arith.constant 0.000000e+00 : f32
      %478 = arith.cmpf olt, %476, %cst_236 : f32
      %479 = arith.negf %476 : f32
      %480 = arith.select %478, %479, %476 : f32
      %cst_237 = arith.constant 0.000000e+00 : f32
      %481 = arith.cmpf olt, %477, %cst_237 : f32
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
      %c0_i32_238 = arith.constant 0 : i32
      %506 = llvm.insertelement %503, %505[%c0_i32_238 : i32] : vector<2xf32>
      %c1_i32_239 = arith.constant 1 : i32
      %507 = llvm.insertelement %504, %506[%c1_i32_239 : i32] : vector<2xf32>
      llvm.store %507, %47 : vector<2xf32>, !llvm.ptr<1>
      %cst_240 = arith.constant 1.000000e+00 : f32
      %cst_241 = arith.constant -1.000000e+00 : f32
      %508 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_242 = arith.constant 0 : i32
      %509 = llvm.insertelement %cst_240, %508[%c0_i32_242 : i32] : vector<2xf32>
      %c1_i32_243 = arith.constant 1 : i32
      %510 = llvm.insertelement %cst_241, %509[%c1_i32_243 : i32] : vector<2xf32>
      %cst_244 = arith.constant 4.000000e-30 : f32
      %cst_245 = arith.constant 2.000000e-30 : f32
      %511 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_246 = arith.constant 0 : i32
      %512 = llvm.insertelement %cst_244, %511[%c0_i32_246 : i32] : vector<2xf32>
      %c1_i32_247 = arith.constant 1 : i32
      %513 = llvm.insertelement %cst_245, %512[%c1_i32_247 : i32] : vector<2xf32>
      %c0_i32_248 = arith.constant 0 : i32
      %514 = llvm.extractelement %510[%c0_i32_248 : i32] : vector<2xf32>
      %c1_i32_249 = arith.constant 1 : i32
      %515 = llvm.extractelement %510[%c1_i32_249 : i32] : vector<2xf32>
      %c0_i32_250 = arith.constant 0 : i32
      %516 = llvm.extractelement %513[%c0_i32_250 : i32] : vector<2xf32>
      %c1_i32_251 = arith.constant 1 : i32
      %517 = llvm.extractelement %513[%c1_i32_251 : i32] : vector<2xf32>
      %cst_252 = arith.constant 0.000000e+00 : f32
      %518 = arith.cmpf olt, %516, %cst_252 : f32
      %519 = arith.negf %516 : f32
      %520 = arith.select %518, %519, %516 : f32
      %cst_253 = arith.constant 0.000000e+00 : f32
      %521 = arith.cmpf olt, %517, %cst_253 : f32
      %522 = arith.negf %517 : f32
      %523 = arith.select %521, %522, %517 : f32
      %524 = arith.cmpf oge, %520, %523 : f32
      %525 = arith.divf %517, %516 : f32
      %526 = arith.mulf %517, %525 : f32
      %527 = arith.addf %516, %526 : f32
      %528 = arith.mulf %515, %525 : f32
      %529 = arith.mulf %514, %525 : f32
      %530 = arith.addf %514, %528 : f32
      %531 = arith.subf %515, %529 : f32
      %532 = arith.divf %530, %527 : f32
      %533 = arith.divf %531, %527 : f32
      %534 = arith.divf %516, %517 : f32
      %535 = arith.mulf %516, %534 : f32
      %536 = arith.addf %535, %517 : f32
      %537 = arith.mulf %514, %534 : f32
      %538 = arith.mulf %515, %534 : f32
      %539 = arith.addf %537, %515 : f32
      %540 = arith.subf %538, %514 : f32
      %541 = arith.divf %539, %536 : f32
      %542 = arith.divf %540, %536 : f32
      %543 = arith.select %524, %532, %541 : f32
      %544 = arith.select %524, %533, %542 : f32
      %545 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_254 = arith.constant 0 : i32
      %546 = llvm.insertelement %543, %545[%c0_i32_254 : i32] : vector<2xf32>
      %c1_i32_255 = arith.constant 1 : i32
      %547 = llvm.insertelement %544, %546[%c1_i32_255 : i32] : vector<2xf32>
      %c1_i64_256 = arith.constant 1 : i64
      %548 = llvm.getelementptr %47[%c1_i64_256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %547, %548 : vector<2xf32>, !llvm.ptr<1>
      %cst_257 = arith.constant 8.900000e+01 : f32
      %cst_258 = arith.constant 5.000000e-01 : f32
      %549 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_259 = arith.constant 0 : i32
      %550 = llvm.insertelement %cst_257, %549[%c0_i32_259 : i32] : vector<2xf32>
      %c1_i32_260 = arith.constant 1 : i32
      %551 = llvm.insertelement %cst_258, %550[%c1_i32_260 : i32] : vector<2xf32>
      %c0_i32_261 = arith.constant 0 : i32
      %552 = llvm.extractelement %551[%c0_i32_261 : i32] : vector<2xf32>
      %c1_i32_262 = arith.constant 1 : i32
      %553 = llvm.extractelement %551[%c1_i32_262 : i32] : vector<2xf32>
      %554 = math.exp %552 : f32
      %555 = math.cos %553 : f32
      %556 = arith.mulf %554, %555 : f32
      memref.store %556, %alloca_26[] : memref<f32>
      %557 = math.sin %553 : f32
      %558 = arith.mulf %554, %557 : f32
      memref.store %558, %alloca_27[] : memref<f32>
      %cst_263 = arith.constant 8.000000e+01 : f32
      %559 = arith.cmpf ogt, %552, %cst_263 : f32
      scf.if %559 {
        %cst_295 = arith.constant 5.000000e-01 : f32
        %611 = arith.mulf %552, %cst_295 : f32
        %612 = math.exp %611 : f32
        %613 = math.cos %553 : f32
        %614 = arith.mulf %612, %613 : f32
        %615 = arith.mulf %614, %612 : f32
        memref.store %615, %alloca_26[] : memref<f32>
        %616 = math.sin %553 : f32
        %617 = arith.mulf %612, %616 : f32
        %618 = arith.mulf %617, %612 : f32
        memref.store %618, %alloca_27[] : memref<f32>
      }
      %cst_264 = arith.constant 0x7F800000 : f32
      %560 = arith.cmpf oeq, %552, %cst_264 : f32
      scf.if %560 {
        %cst_295 = arith.constant 0.000000e+00 : f32
        %611 = arith.cmpf oeq, %553, %cst_295 : f32
        scf.if %611 {
          memref.store %552, %alloca_26[] : memref<f32>
          memref.store %553, %alloca_27[] : memref<f32>
        }
        %612 = arith.bitcast %553 : f32 to i32
        %c2147483647_i32_296 = arith.constant 2147483647 : i32
        %613 = arith.andi %612, %c2147483647_i32_296 : i32
        %614 = arith.bitcast %613 : i32 to f32
        %cst_297 = arith.constant 0x7F800000 : f32
        %615 = arith.cmpf olt, %614, %cst_297 : f32
        %true = arith.constant true
        %616 = arith.xori %615, %true : i1
        scf.if %616 {
          memref.store %552, %alloca_26[] : memref<f32>
          %617 = arith.subf %553, %553 : f32
          memref.store %617, %alloca_27[] : memref<f32>
        }
      }
      %cst_265 = arith.constant 0xFF800000 : f32
      %561 = arith.cmpf oeq, %552, %cst_265 : f32
      scf.if %561 {
        %611 = arith.bitcast %553 : f32 to i32
        %c2147483647_i32_295 = arith.constant 2147483647 : i32
        %612 = arith.andi %611, %c2147483647_i32_295 : i32
        %613 = arith.bitcast %612 : i32 to f32
        %cst_296 = arith.constant 0x7F800000 : f32
        %614 = arith.cmpf olt, %613, %cst_296 : f32
        %true = arith.constant true
        %615 = arith.xori %614, %true : i1
        scf.if %615 {
          %cst_297 = arith.constant 0.000000e+00 : f32
          memref.store %cst_297, %alloca_26[] : memref<f32>
          %cst_298 = arith.constant 0.000000e+00 : f32
          memref.store %cst_298, %alloca_27[] : memref<f32>
        }
      }
      %562 = arith.cmpf une, %552, %552 : f32
      scf.if %562 {
        %cst_295 = arith.constant 0.000000e+00 : f32
        %611 = arith.cmpf oeq, %553, %cst_295 : f32
        scf.if %611 {
          memref.store %552, %alloca_26[] : memref<f32>
          memref.store %553, %alloca_27[] : memref<f32>
        }
      }
      %563 = memref.load %alloca_26[] : memref<f32>
      %564 = memref.load %alloca_27[] : memref<f32>
      %565 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_266 = arith.constant 0 : i32
      %566 = llvm.insertelement %563, %565[%c0_i32_266 : i32] : vector<2xf32>
      %c1_i32_267 = arith.constant 1 : i32
      %567 = llvm.insertelement %564, %566[%c1_i32_267 : i32] : vector<2xf32>
      %c2_i64_268 = arith.constant 2 : i64
      %568 = llvm.getelementptr %47[%c2_i64_268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %567, %568 : vector<2xf32>, !llvm.ptr<1>
      %cst_269 = arith.constant 1.275000e+02 : f32
      %cst_270 = arith.constant -2.000000e+00 : f32
      %569 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_271 = arith.constant 0 : i32
      %570 = llvm.insertelement %cst_269, %569[%c0_i32_271 : i32] : vector<2xf32>
      %c1_i32_272 = arith.constant 1 : i32
      %571 = llvm.insertelement %cst_270, %570[%c1_i32_272 : i32] : vector<2xf32>
      %c0_i32_273 = arith.constant 0 : i32
      %572 = llvm.extractelement %571[%c0_i32_273 : i32] : vector<2xf32>
      %cst_274 = arith.constant 0.693147182 : f32
      %573 = arith.mulf %572, %cst_274 : f32
      %c1_i32_275 = arith.constant 1 : i32
      %574 = llvm.extractelement %571[%c1_i32_275 : i32] : vector<2xf32>
      %cst_276 = arith.constant 0.693147182 : f32
      %575 = arith.mulf %574, %cst_276 : f32
      %576 = math.exp %573 : f32
      %577 = math.cos %575 : f32
      %578 = arith.mulf %576, %577 : f32
      memref.store %578, %alloca_28[] : memref<f32>
      %579 = math.sin %575 : f32
      %580 = arith.mulf %576, %579 : f32
      memref.store %580, %alloca_29[] : memref<f32>
      %cst_277 = arith.constant 8.000000e+01 : f32
      %581 = arith.cmpf ogt, %573, %cst_277 : f32
      scf.if %581 {
        %cst_295 = arith.constant 5.000000e-01 : f32
        %611 = arith.mulf %573, %cst_295 : f32
        %612 = math.exp %611 : f32
        %613 = math.cos %575 : f32
        %614 = arith.mulf %612, %613 : f32
        %615 = arith.mulf %614, %612 : f32
        memref.store %615, %alloca_28[] : memref<f32>
        %616 = math.sin %575 : f32
        %617 = arith.mulf %612, %616 : f32
        %618 = arith.mulf %617, %612 : f32
        memref.store %618, %alloca_29[] : memref<f32>
      }
      %cst_278 = arith.constant 0x7F800000 : f32
      %582 = arith.cmpf oeq, %573, %cst_278 : f32
      scf.if %582 {
        %cst_295 = arith.constant 0.000000e+00 : f32
        %611 = arith.cmpf oeq, %575, %cst_295 : f32
        scf.if %611 {
          memref.store %573, %alloca_28[] : memref<f32>
          memref.store %575, %alloca_29[] : memref<f32>
        }
        %612 = arith.bitcast %575 : f32 to i32
        %c2147483647_i32_296 = arith.constant 2147483647 : i32
        %613 = arith.andi %612, %c2147483647_i32_296 : i32
        %614 = arith.bitcast %613 : i32 to f32
        %cst_297 = arith.constant 0x7F800000 : f32
        %615 = arith.cmpf olt, %614, %cst_297 : f32
        %true = arith.constant true
        %616 = arith.xori %615, %true : i1
        scf.if %616 {
          memref.store %573, %alloca_28[] : memref<f32>
          %617 = arith.subf %575, %575 : f32
          memref.store %617, %alloca_29[] : memref<f32>
        }
      }
      %cst_279 = arith.constant 0xFF800000 : f32
      %583 = arith.cmpf oeq, %573, %cst_279 : f32
      scf.if %583 {
        %611 = arith.bitcast %575 : f32 to i32
        %c2147483647_i32_295 = arith.constant 2147483647 : i32
        %612 = arith.andi %611, %c2147483647_i32_295 : i32
        %613 = arith.bitcast %612 : i32 to f32
        %cst_296 = arith.constant 0x7F800000 : f32
        %614 = arith.cmpf olt, %613, %cst_296 : f32
        %true = arith.constant true
        %615 = arith.xori %614, %true : i1
        scf.if %615 {
          %cst_297 = arith.constant 0.000000e+00 : f32
          memref.store %cst_297, %alloca_28[] : memref<f32>
          %cst_298 = arith.constant 0.000000e+00 : f32
          memref.store %cst_298, %alloca_29[] : memref<f32>
        }
      }
      %584 = arith.cmpf une, %573, %573 : f32
      scf.if %584 {
        %cst_295 = arith.constant 0.000000e+00 : f32
        %611 = arith.cmpf oeq, %575, %cst_295 : f32
        scf.if %611 {
          memref.store %573, %alloca_28[] : memref<f32>
          memref.store %575, %alloca_29[] : memref<f32>
        }
      }
      %585 = memref.load %alloca_28[] : memref<f32>
      %586 = memref.load %alloca_29[] : memref<f32>
      %587 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_280 = arith.constant 0 : i32
      %588 = llvm.insertelement %585, %587[%c0_i32_280 : i32] : vector<2xf32>
      %c1_i32_281 = arith.constant 1 : i32
      %589 = llvm.insertelement %586, %588[%c1_i32_281 : i32] : vector<2xf32>
      %c3_i64_282 = arith.constant 3 : i64
      %590 = llvm.getelementptr %47[%c3_i64_282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %589, %590 : vector<2xf32>, !llvm.ptr<1>
      %cst_283 = arith.constant 709.89999999999998 : f64
      %cst_284 = arith.constant 1.200000e+00 : f64
      %591 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_285 = arith.constant 0 : i32
      %592 = llvm.insertelement %cst_283, %591[%c0_i32_285 : i32] : vector<2xf64>
      %c1_i32_286 = arith.constant 1 : i32
      %593 = llvm.insertelement %cst_284, %592[%c1_i32_286 : i32] : vector<2xf64>
      %c0_i32_287 = arith.constant 0 : i32
      %594 = llvm.extractelement %593[%c0_i32_287 : i32] : vector<2xf64>
      %c1_i32_288 = arith.constant 1 : i32
      %595 = llvm.extractelement %593[%c1_i32_288 : i32] : vector<2xf64>
      %596 = math.exp %594 : f64
      %597 = math.cos %595 : f64
      %598 = arith.mulf %596, %597 : f64
      memref.store %598, %alloca_30[] : memref<f64>
      %599 = math.sin %595 : f64
      %600 = arith.mulf %596, %599 : f64
      memref.store %600, %alloca_31[] : memref<f64>
      %cst_289 = arith.constant 7.000000e+02 : f64
      %601 = arith.cmpf ogt, %594, %cst_289 : f64
      scf.if %601 {
        %cst_295 = arith.constant 5.000000e-01 : f64
        %611 = arith.mulf %594, %cst_295 : f64
        %612 = math.exp %611 : f64
        %613 = math.cos %595 : f64
        %614 = arith.mulf %612, %613 : f64
        %615 = arith.mulf %614, %612 : f64
        memref.store %615, %alloca_30[] : memref<f64>
        %616 = math.sin %595 : f64
        %617 = arith.mulf %612, %616 : f64
        %618 = arith.mulf %617, %612 : f64
        memref.store %618, %alloca_31[] : memref<f64>
      }
      %cst_290 = arith.constant 0x7FF0000000000000 : f64
      %602 = arith.cmpf oeq, %594, %cst_290 : f64
      scf.if %602 {
        %cst_295 = arith.constant 0.000000e+00 : f64
        %611 = arith.cmpf oeq, %595, %cst_295 : f64
        scf.if %611 {
          memref.store %594, %alloca_30[] : memref<f64>
          memref.store %595, %alloca_31[] : memref<f64>
        }
        %612 = arith.bitcast %595 : f64 to i64
        %c9223372036854775807_i64_296 = arith.constant 9223372036854775807 : i64
        %613 = arith.andi %612, %c9223372036854775807_i64_296 : i64
        %614 = arith.bitcast %613 : i64 to f64
        %cst_297 = arith.constant 0x7FF0000000000000 : f64
        %615 = arith.cmpf olt, %614, %cst_297 : f64
        %true = arith.constant true
        %616 = arith.xori %615, %true : i1
        scf.if %616 {
          memref.store %594, %alloca_30[] : memref<f64>
          %617 = arith.subf %595, %595 : f64
          memref.store %617, %alloca_31[] : memref<f64>
        }
      }
      %cst_291 = arith.constant 0xFFF0000000000000 : f64
      %603 = arith.cmpf oeq, %594, %cst_291 : f64
      scf.if %603 {
        %611 = arith.bitcast %595 : f64 to i64
        %c9223372036854775807_i64_295 = arith.constant 9223372036854775807 : i64
        %612 = arith.andi %611, %c9223372036854775807_i64_295 : i64
        %613 = arith.bitcast %612 : i64 to f64
        %cst_296 = arith.constant 0x7FF0000000000000 : f64
        %614 = arith.cmpf olt, %613, %cst_296 : f64
        %true = arith.constant true
        %615 = arith.xori %614, %true : i1
        scf.if %615 {
          %cst_297 = arith.constant 0.000000e+00 : f64
          memref.store %cst_297, %alloca_30[] : memref<f64>
          %cst_298 = arith.constant 0.000000e+00 : f64
          memref.store %cst_298, %alloca_31[] : memref<f64>
        }
      }
      %604 = arith.cmpf une, %594, %594 : f64
      scf.if %604 {
        %cst_295 = arith.constant 0.000000e+00 : f64
        %611 = arith.cmpf oeq, %595, %cst_295 : f64
        scf.if %611 {
          memref.store %594, %alloca_30[] : memref<f64>
          memref.store %595, %alloca_31[] : memref<f64>
        }
      }
      %605 = memref.load %alloca_30[] : memref<f64>
      %606 = memref.load %alloca_31[] : memref<f64>
      %607 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_292 = arith.constant 0 : i32
      %608 = llvm.insertelement %605, %607[%c0_i32_292 : i32] : vector<2xf64>
      %c1_i32_293 = arith.constant 1 : i32
      %609 = llvm.insertelement %606, %608[%c1_i32_293 : i32] : vector<2xf64>
      %c3_i64_294 = arith.constant 3 : i64
      %610 = llvm.getelementptr %45[%c3_i64_294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %609, %610 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
