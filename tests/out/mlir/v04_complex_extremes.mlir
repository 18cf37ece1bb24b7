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
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f64>
      %alloca_35 = memref.alloca() : memref<f64>
      %alloca_36 = memref.alloca() : memref<f64>
      %alloca_37 = memref.alloca() : memref<f64>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %cst = arith.constant 1.000000e+30 : f32
      %cst_44 = arith.constant 1.000000e+30 : f32
      %8 = llvm.mlir.poison : vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %9 = llvm.insertelement %cst, %8[%c0_i32 : i32] : vector<2xf32>
      %c1_i32 = arith.constant 1 : i32
      %10 = llvm.insertelement %cst_44, %9[%c1_i32 : i32] : vector<2xf32>
      %c0_i32_45 = arith.constant 0 : i32
      %11 = llvm.extractelement %10[%c0_i32_45 : i32] : vector<2xf32>
      %12 = arith.bitcast %11 : f32 to i32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %13 = arith.andi %12, %c2147483647_i32 : i32
      %14 = arith.bitcast %13 : i32 to f32
      %c1_i32_46 = arith.constant 1 : i32
      %15 = llvm.extractelement %10[%c1_i32_46 : i32] : vector<2xf32>
      %16 = arith.bitcast %15 : f32 to i32
      %c2147483647_i32_47 = arith.constant 2147483647 : i32
      %17 = arith.andi %16, %c2147483647_i32_47 : i32
      %18 = arith.bitcast %17 : i32 to f32
      %19 = llvm.intr.maxnum(%14, %18) : (f32, f32) -> f32
      %20 = llvm.intr.minnum(%14, %18) : (f32, f32) -> f32
      %21 = arith.addf %14, %18 : f32
      memref.store %21, %alloca[] : memref<f32>
      %cst_48 = arith.constant 0.000000e+00 : f32
      %22 = arith.cmpf ogt, %19, %cst_48 : f32
      %cst_49 = arith.constant 0x7F800000 : f32
      %23 = arith.cmpf olt, %19, %cst_49 : f32
      %24 = arith.andi %22, %23 : i1
      %25 = arith.cmpf oeq, %21, %21 : f32
      %26 = arith.andi %24, %25 : i1
      scf.if %26 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_15[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %559 = arith.cmpf ogt, %19, %cst_308 : f32
        scf.if %559 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_15[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %560 = arith.cmpf olt, %19, %cst_309 : f32
        scf.if %560 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_15[] : memref<f32>
        }
        %561 = memref.load %alloca_15[] : memref<f32>
        %562 = arith.mulf %19, %561 : f32
        %563 = memref.load %alloca_15[] : memref<f32>
        %564 = arith.mulf %20, %563 : f32
        %565 = arith.mulf %564, %564 : f32
        %566 = llvm.intr.fma(%562, %562, %565) : (f32, f32, f32) -> f32
        %567 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%566) : (f32) -> f32
        %568 = arith.mulf %567, %567 : f32
        %569 = arith.negf %568 : f32
        %570 = llvm.intr.fma(%567, %567, %569) : (f32, f32, f32) -> f32
        %571 = arith.mulf %562, %562 : f32
        %572 = arith.negf %571 : f32
        %573 = llvm.intr.fma(%562, %562, %572) : (f32, f32, f32) -> f32
        %574 = arith.subf %571, %568 : f32
        %575 = llvm.intr.fma(%564, %564, %574) : (f32, f32, f32) -> f32
        %576 = arith.subf %573, %570 : f32
        %577 = arith.addf %575, %576 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %578 = arith.mulf %cst_310, %567 : f32
        %579 = arith.divf %577, %578 : f32
        %580 = arith.addf %567, %579 : f32
        %581 = memref.load %alloca_15[] : memref<f32>
        %582 = arith.divf %580, %581 : f32
        memref.store %582, %alloca[] : memref<f32>
      }
      %cst_50 = arith.constant 0x7F800000 : f32
      %27 = arith.cmpf oeq, %14, %cst_50 : f32
      %cst_51 = arith.constant 0x7F800000 : f32
      %28 = arith.cmpf oeq, %18, %cst_51 : f32
      %29 = arith.ori %27, %28 : i1
      scf.if %29 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca[] : memref<f32>
      }
      %30 = memref.load %alloca[] : memref<f32>
      llvm.store %30, %1 : f32, !llvm.ptr<1>
      %cst_52 = arith.constant 3.000000e-30 : f32
      %cst_53 = arith.constant 4.000000e-30 : f32
      %31 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_54 = arith.constant 0 : i32
      %32 = llvm.insertelement %cst_52, %31[%c0_i32_54 : i32] : vector<2xf32>
      %c1_i32_55 = arith.constant 1 : i32
      %33 = llvm.insertelement %cst_53, %32[%c1_i32_55 : i32] : vector<2xf32>
      %c0_i32_56 = arith.constant 0 : i32
      %34 = llvm.extractelement %33[%c0_i32_56 : i32] : vector<2xf32>
      %35 = arith.bitcast %34 : f32 to i32
      %c2147483647_i32_57 = arith.constant 2147483647 : i32
      %36 = arith.andi %35, %c2147483647_i32_57 : i32
      %37 = arith.bitcast %36 : i32 to f32
      %c1_i32_58 = arith.constant 1 : i32
      %38 = llvm.extractelement %33[%c1_i32_58 : i32] : vector<2xf32>
      %39 = arith.bitcast %38 : f32 to i32
      %c2147483647_i32_59 = arith.constant 2147483647 : i32
      %40 = arith.andi %39, %c2147483647_i32_59 : i32
      %41 = arith.bitcast %40 : i32 to f32
      %42 = llvm.intr.maxnum(%37, %41) : (f32, f32) -> f32
      %43 = llvm.intr.minnum(%37, %41) : (f32, f32) -> f32
      %44 = arith.addf %37, %41 : f32
      memref.store %44, %alloca_16[] : memref<f32>
      %cst_60 = arith.constant 0.000000e+00 : f32
      %45 = arith.cmpf ogt, %42, %cst_60 : f32
      %cst_61 = arith.constant 0x7F800000 : f32
      %46 = arith.cmpf olt, %42, %cst_61 : f32
      %47 = arith.andi %45, %46 : i1
      %48 = arith.cmpf oeq, %44, %44 : f32
      %49 = arith.andi %47, %48 : i1
      scf.if %49 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_17[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %559 = arith.cmpf ogt, %42, %cst_308 : f32
        scf.if %559 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_17[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %560 = arith.cmpf olt, %42, %cst_309 : f32
        scf.if %560 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_17[] : memref<f32>
        }
        %561 = memref.load %alloca_17[] : memref<f32>
        %562 = arith.mulf %42, %561 : f32
        %563 = memref.load %alloca_17[] : memref<f32>
        %564 = arith.mulf %43, %563 : f32
        %565 = arith.mulf %564, %564 : f32
        %566 = llvm.intr.fma(%562, %562, %565) : (f32, f32, f32) -> f32
        %567 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%566) : (f32) -> f32
        %568 = arith.mulf %567, %567 : f32
        %569 = arith.negf %568 : f32
        %570 = llvm.intr.fma(%567, %567, %569) : (f32, f32, f32) -> f32
        %571 = arith.mulf %562, %562 : f32
        %572 = arith.negf %571 : f32
        %573 = llvm.intr.fma(%562, %562, %572) : (f32, f32, f32) -> f32
        %574 = arith.subf %571, %568 : f32
        %575 = llvm.intr.fma(%564, %564, %574) : (f32, f32, f32) -> f32
        %576 = arith.subf %573, %570 : f32
        %577 = arith.addf %575, %576 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %578 = arith.mulf %cst_310, %567 : f32
        %579 = arith.divf %577, %578 : f32
        %580 = arith.addf %567, %579 : f32
        %581 = memref.load %alloca_17[] : memref<f32>
        %582 = arith.divf %580, %581 : f32
        memref.store %582, %alloca_16[] : memref<f32>
      }
      %cst_62 = arith.constant 0x7F800000 : f32
      %50 = arith.cmpf oeq, %37, %cst_62 : f32
      %cst_63 = arith.constant 0x7F800000 : f32
      %51 = arith.cmpf oeq, %41, %cst_63 : f32
      %52 = arith.ori %50, %51 : i1
      scf.if %52 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_16[] : memref<f32>
      }
      %53 = memref.load %alloca_16[] : memref<f32>
      %c1_i64 = arith.constant 1 : i64
      %54 = llvm.getelementptr %1[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %53, %54 : f32, !llvm.ptr<1>
      %cst_64 = arith.constant 0.000000e+00 : f32
      %cst_65 = arith.constant 0.000000e+00 : f32
      %55 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_66 = arith.constant 0 : i32
      %56 = llvm.insertelement %cst_64, %55[%c0_i32_66 : i32] : vector<2xf32>
      %c1_i32_67 = arith.constant 1 : i32
      %57 = llvm.insertelement %cst_65, %56[%c1_i32_67 : i32] : vector<2xf32>
      %c0_i32_68 = arith.constant 0 : i32
      %58 = llvm.extractelement %57[%c0_i32_68 : i32] : vector<2xf32>
      %59 = arith.bitcast %58 : f32 to i32
      %c2147483647_i32_69 = arith.constant 2147483647 : i32
      %60 = arith.andi %59, %c2147483647_i32_69 : i32
      %61 = arith.bitcast %60 : i32 to f32
      %c1_i32_70 = arith.constant 1 : i32
      %62 = llvm.extractelement %57[%c1_i32_70 : i32] : vector<2xf32>
      %63 = arith.bitcast %62 : f32 to i32
      %c2147483647_i32_71 = arith.constant 2147483647 : i32
      %64 = arith.andi %63, %c2147483647_i32_71 : i32
      %65 = arith.bitcast %64 : i32 to f32
      %66 = llvm.intr.maxnum(%61, %65) : (f32, f32) -> f32
      %67 = llvm.intr.minnum(%61, %65) : (f32, f32) -> f32
      %68 = arith.addf %61, %65 : f32
      memref.store %68, %alloca_18[] : memref<f32>
      %cst_72 = arith.constant 0.000000e+00 : f32
      %69 = arith.cmpf ogt, %66, %cst_72 : f32
      %cst_73 = arith.constant 0x7F800000 : f32
      %70 = arith.cmpf olt, %66, %cst_73 : f32
      %71 = arith.andi %69, %70 : i1
      %72 = arith.cmpf oeq, %68, %68 : f32
      %73 = arith.andi %71, %72 : i1
      scf.if %73 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_19[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %559 = arith.cmpf ogt, %66, %cst_308 : f32
        scf.if %559 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_19[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %560 = arith.cmpf olt, %66, %cst_309 : f32
        scf.if %560 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_19[] : memref<f32>
        }
        %561 = memref.load %alloca_19[] : memref<f32>
        %562 = arith.mulf %66, %561 : f32
        %563 = memref.load %alloca_19[] : memref<f32>
        %564 = arith.mulf %67, %563 : f32
        %565 = arith.mulf %564, %564 : f32
        %566 = llvm.intr.fma(%562, %562, %565) : (f32, f32, f32) -> f32
        %567 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%566) : (f32) -> f32
        %568 = arith.mulf %567, %567 : f32
        %569 = arith.negf %568 : f32
        %570 = llvm.intr.fma(%567, %567, %569) : (f32, f32, f32) -> f32
        %571 = arith.mulf %562, %562 : f32
        %572 = arith.negf %571 : f32
        %573 = llvm.intr.fma(%562, %562, %572) : (f32, f32, f32) -> f32
        %574 = arith.subf %571, %568 : f32
        %575 = llvm.intr.fma(%564, %564, %574) : (f32, f32, f32) -> f32
        %576 = arith.subf %573, %570 : f32
        %577 = arith.addf %575, %576 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %578 = arith.mulf %cst_310, %567 : f32
        %579 = arith.divf %577, %578 : f32
        %580 = arith.addf %567, %579 : f32
        %581 = memref.load %alloca_19[] : memref<f32>
        %582 = arith.divf %580, %581 : f32
        memref.store %582, %alloca_18[] : memref<f32>
      }
      %cst_74 = arith.constant 0x7F800000 : f32
      %74 = arith.cmpf oeq, %61, %cst_74 : f32
      %cst_75 = arith.constant 0x7F800000 : f32
      %75 = arith.cmpf oeq, %65, %cst_75 : f32
      %76 = arith.ori %74, %75 : i1
      scf.if %76 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_18[] : memref<f32>
      }
      %77 = memref.load %alloca_18[] : memref<f32>
      %c2_i64 = arith.constant 2 : i64
      %78 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %77, %78 : f32, !llvm.ptr<1>
      %cst_76 = arith.constant -3.000000e+00 : f32
      %cst_77 = arith.constant 4.000000e+00 : f32
      %79 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_78 = arith.constant 0 : i32
      %80 = llvm.insertelement %cst_76, %79[%c0_i32_78 : i32] : vector<2xf32>
      %c1_i32_79 = arith.constant 1 : i32
      %81 = llvm.insertelement %cst_77, %80[%c1_i32_79 : i32] : vector<2xf32>
      %c0_i32_80 = arith.constant 0 : i32
      %82 = llvm.extractelement %81[%c0_i32_80 : i32] : vector<2xf32>
      %83 = arith.bitcast %82 : f32 to i32
      %c2147483647_i32_81 = arith.constant 2147483647 : i32
      %84 = arith.andi %83, %c2147483647_i32_81 : i32
      %85 = arith.bitcast %84 : i32 to f32
      %c1_i32_82 = arith.constant 1 : i32
      %86 = llvm.extractelement %81[%c1_i32_82 : i32] : vector<2xf32>
      %87 = arith.bitcast %86 : f32 to i32
      %c2147483647_i32_83 = arith.constant 2147483647 : i32
      %88 = arith.andi %87, %c2147483647_i32_83 : i32
      %89 = arith.bitcast %88 : i32 to f32
      %90 = llvm.intr.maxnum(%85, %89) : (f32, f32) -> f32
      %91 = llvm.intr.minnum(%85, %89) : (f32, f32) -> f32
      %92 = arith.addf %85, %89 : f32
      memref.store %92, %alloca_20[] : memref<f32>
      %cst_84 = arith.constant 0.000000e+00 : f32
      %93 = arith.cmpf ogt, %90, %cst_84 : f32
      %cst_85 = arith.constant 0x7F800000 : f32
      %94 = arith.cmpf olt, %90, %cst_85 : f32
      %95 = arith.andi %93, %94 : i1
      %96 = arith.cmpf oeq, %92, %92 : f32
      %97 = arith.andi %95, %96 : i1
      scf.if %97 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_21[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %559 = arith.cmpf ogt, %90, %cst_308 : f32
        scf.if %559 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_21[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %560 = arith.cmpf olt, %90, %cst_309 : f32
        scf.if %560 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_21[] : memref<f32>
        }
        %561 = memref.load %alloca_21[] : memref<f32>
        %562 = arith.mulf %90, %561 : f32
        %563 = memref.load %alloca_21[] : memref<f32>
        %564 = arith.mulf %91, %563 : f32
        %565 = arith.mulf %564, %564 : f32
        %566 = llvm.intr.fma(%562, %562, %565) : (f32, f32, f32) -> f32
        %567 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%566) : (f32) -> f32
        %568 = arith.mulf %567, %567 : f32
        %569 = arith.negf %568 : f32
        %570 = llvm.intr.fma(%567, %567, %569) : (f32, f32, f32) -> f32
        %571 = arith.mulf %562, %562 : f32
        %572 = arith.negf %571 : f32
        %573 = llvm.intr.fma(%562, %562, %572) : (f32, f32, f32) -> f32
        %574 = arith.subf %571, %568 : f32
        %575 = llvm.intr.fma(%564, %564, %574) : (f32, f32, f32) -> f32
        %576 = arith.subf %573, %570 : f32
        %577 = arith.addf %575, %576 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %578 = arith.mulf %cst_310, %567 : f32
        %579 = arith.divf %577, %578 : f32
        %580 = arith.addf %567, %579 : f32
        %581 = memref.load %alloca_21[] : memref<f32>
        %582 = arith.divf %580, %581 : f32
        memref.store %582, %alloca_20[] : memref<f32>
      }
      %cst_86 = arith.constant 0x7F800000 : f32
      %98 = arith.cmpf oeq, %85, %cst_86 : f32
      %cst_87 = arith.constant 0x7F800000 : f32
      %99 = arith.cmpf oeq, %89, %cst_87 : f32
      %100 = arith.ori %98, %99 : i1
      scf.if %100 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_20[] : memref<f32>
      }
      %101 = memref.load %alloca_20[] : memref<f32>
      %c3_i64 = arith.constant 3 : i64
      %102 = llvm.getelementptr %1[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %101, %102 : f32, !llvm.ptr<1>
      %cst_88 = arith.constant 0x7F800000 : f32
      %cst_89 = arith.constant 0x7FC00000 : f32
      %103 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_90 = arith.constant 0 : i32
      %104 = llvm.insertelement %cst_88, %103[%c0_i32_90 : i32] : vector<2xf32>
      %c1_i32_91 = arith.constant 1 : i32
      %105 = llvm.insertelement %cst_89, %104[%c1_i32_91 : i32] : vector<2xf32>
      %c0_i32_92 = arith.constant 0 : i32
      %106 = llvm.extractelement %105[%c0_i32_92 : i32] : vector<2xf32>
      %107 = arith.bitcast %106 : f32 to i32
      %c2147483647_i32_93 = arith.constant 2147483647 : i32
      %108 = arith.andi %107, %c2147483647_i32_93 : i32
      %109 = arith.bitcast %108 : i32 to f32
      %c1_i32_94 = arith.constant 1 : i32
      %110 = llvm.extractelement %105[%c1_i32_94 : i32] : vector<2xf32>
      %111 = arith.bitcast %110 : f32 to i32
      %c2147483647_i32_95 = arith.constant 2147483647 : i32
      %112 = arith.andi %111, %c2147483647_i32_95 : i32
      %113 = arith.bitcast %112 : i32 to f32
      %114 = llvm.intr.maxnum(%109, %113) : (f32, f32) -> f32
      %115 = llvm.intr.minnum(%109, %113) : (f32, f32) -> f32
      %116 = arith.addf %109, %113 : f32
      memref.store %116, %alloca_22[] : memref<f32>
      %cst_96 = arith.constant 0.000000e+00 : f32
      %117 = arith.cmpf ogt, %114, %cst_96 : f32
      %cst_97 = arith.constant 0x7F800000 : f32
      %118 = arith.cmpf olt, %114, %cst_97 : f32
      %119 = arith.andi %117, %118 : i1
      %120 = arith.cmpf oeq, %116, %116 : f32
      %121 = arith.andi %119, %120 : i1
      scf.if %121 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_23[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %559 = arith.cmpf ogt, %114, %cst_308 : f32
        scf.if %559 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_23[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %560 = arith.cmpf olt, %114, %cst_309 : f32
        scf.if %560 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_23[] : memref<f32>
        }
        %561 = memref.load %alloca_23[] : memref<f32>
        %562 = arith.mulf %114, %561 : f32
        %563 = memref.load %alloca_23[] : memref<f32>
        %564 = arith.mulf %115, %563 : f32
        %565 = arith.mulf %564, %564 : f32
        %566 = llvm.intr.fma(%562, %562, %565) : (f32, f32, f32) -> f32
        %567 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%566) : (f32) -> f32
        %568 = arith.mulf %567, %567 : f32
        %569 = arith.negf %568 : f32
        %570 = llvm.intr.fma(%567, %567, %569) : (f32, f32, f32) -> f32
        %571 = arith.mulf %562, %562 : f32
        %572 = arith.negf %571 : f32
        %573 = llvm.intr.fma(%562, %562, %572) : (f32, f32, f32) -> f32
        %574 = arith.subf %571, %568 : f32
        %575 = llvm.intr.fma(%564, %564, %574) : (f32, f32, f32) -> f32
        %576 = arith.subf %573, %570 : f32
        %577 = arith.addf %575, %576 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %578 = arith.mulf %cst_310, %567 : f32
        %579 = arith.divf %577, %578 : f32
        %580 = arith.addf %567, %579 : f32
        %581 = memref.load %alloca_23[] : memref<f32>
        %582 = arith.divf %580, %581 : f32
        memref.store %582, %alloca_22[] : memref<f32>
      }
      %cst_98 = arith.constant 0x7F800000 : f32
      %122 = arith.cmpf oeq, %109, %cst_98 : f32
      %cst_99 = arith.constant 0x7F800000 : f32
      %123 = arith.cmpf oeq, %113, %cst_99 : f32
      %124 = arith.ori %122, %123 : i1
      scf.if %124 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_22[] : memref<f32>
      }
      %125 = memref.load %alloca_22[] : memref<f32>
      %c4_i64 = arith.constant 4 : i64
      %126 = llvm.getelementptr %1[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %125, %126 : f32, !llvm.ptr<1>
      %cst_100 = arith.constant 0x7FC00000 : f32
      %cst_101 = arith.constant 1.000000e+00 : f32
      %127 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_102 = arith.constant 0 : i32
      %128 = llvm.insertelement %cst_100, %127[%c0_i32_102 : i32] : vector<2xf32>
      %c1_i32_103 = arith.constant 1 : i32
      %129 = llvm.insertelement %cst_101, %128[%c1_i32_103 : i32] : vector<2xf32>
      %c0_i32_104 = arith.constant 0 : i32
      %130 = llvm.extractelement %129[%c0_i32_104 : i32] : vector<2xf32>
      %131 = arith.bitcast %130 : f32 to i32
      %c2147483647_i32_105 = arith.constant 2147483647 : i32
      %132 = arith.andi %131, %c2147483647_i32_105 : i32
      %133 = arith.bitcast %132 : i32 to f32
      %c1_i32_106 = arith.constant 1 : i32
      %134 = llvm.extractelement %129[%c1_i32_106 : i32] : vector<2xf32>
      %135 = arith.bitcast %134 : f32 to i32
      %c2147483647_i32_107 = arith.constant 2147483647 : i32
      %136 = arith.andi %135, %c2147483647_i32_107 : i32
      %137 = arith.bitcast %136 : i32 to f32
      %138 = llvm.intr.maxnum(%133, %137) : (f32, f32) -> f32
      %139 = llvm.intr.minnum(%133, %137) : (f32, f32) -> f32
      %140 = arith.addf %133, %137 : f32
      memref.store %140, %alloca_24[] : memref<f32>
      %cst_108 = arith.constant 0.000000e+00 : f32
      %141 = arith.cmpf ogt, %138, %cst_108 : f32
      %cst_109 = arith.constant 0x7F800000 : f32
      %142 = arith.cmpf olt, %138, %cst_109 : f32
      %143 = arith.andi %141, %142 : i1
      %144 = arith.cmpf oeq, %140, %140 : f32
      %145 = arith.andi %143, %144 : i1
      scf.if %145 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_25[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %559 = arith.cmpf ogt, %138, %cst_308 : f32
        scf.if %559 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_25[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %560 = arith.cmpf olt, %138, %cst_309 : f32
        scf.if %560 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_25[] : memref<f32>
        }
        %561 = memref.load %alloca_25[] : memref<f32>
        %562 = arith.mulf %138, %561 : f32
        %563 = memref.load %alloca_25[] : memref<f32>
        %564 = arith.mulf %139, %563 : f32
        %565 = arith.mulf %564, %564 : f32
        %566 = llvm.intr.fma(%562, %562, %565) : (f32, f32, f32) -> f32
        %567 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%566) : (f32) -> f32
        %568 = arith.mulf %567, %567 : f32
        %569 = arith.negf %568 : f32
        %570 = llvm.intr.fma(%567, %567, %569) : (f32, f32, f32) -> f32
        %571 = arith.mulf %562, %562 : f32
        %572 = arith.negf %571 : f32
        %573 = llvm.intr.fma(%562, %562, %572) : (f32, f32, f32) -> f32
        %574 = arith.subf %571, %568 : f32
        %575 = llvm.intr.fma(%564, %564, %574) : (f32, f32, f32) -> f32
        %576 = arith.subf %573, %570 : f32
        %577 = arith.addf %575, %576 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %578 = arith.mulf %cst_310, %567 : f32
        %579 = arith.divf %577, %578 : f32
        %580 = arith.addf %567, %579 : f32
        %581 = memref.load %alloca_25[] : memref<f32>
        %582 = arith.divf %580, %581 : f32
        memref.store %582, %alloca_24[] : memref<f32>
      }
      %cst_110 = arith.constant 0x7F800000 : f32
      %146 = arith.cmpf oeq, %133, %cst_110 : f32
      %cst_111 = arith.constant 0x7F800000 : f32
      %147 = arith.cmpf oeq, %137, %cst_111 : f32
      %148 = arith.ori %146, %147 : i1
      scf.if %148 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_24[] : memref<f32>
      }
      %149 = memref.load %alloca_24[] : memref<f32>
      %c5_i64 = arith.constant 5 : i64
      %150 = llvm.getelementptr %1[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %149, %150 : f32, !llvm.ptr<1>
      %cst_112 = arith.constant 3.000000e+38 : f32
      %cst_113 = arith.constant 3.000000e+38 : f32
      %151 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_114 = arith.constant 0 : i32
      %152 = llvm.insertelement %cst_112, %151[%c0_i32_114 : i32] : vector<2xf32>
      %c1_i32_115 = arith.constant 1 : i32
      %153 = llvm.insertelement %cst_113, %152[%c1_i32_115 : i32] : vector<2xf32>
      %c0_i32_116 = arith.constant 0 : i32
      %154 = llvm.extractelement %153[%c0_i32_116 : i32] : vector<2xf32>
      %155 = arith.bitcast %154 : f32 to i32
      %c2147483647_i32_117 = arith.constant 2147483647 : i32
      %156 = arith.andi %155, %c2147483647_i32_117 : i32
      %157 = arith.bitcast %156 : i32 to f32
      %c1_i32_118 = arith.constant 1 : i32
      %158 = llvm.extractelement %153[%c1_i32_118 : i32] : vector<2xf32>
      %159 = arith.bitcast %158 : f32 to i32
      %c2147483647_i32_119 = arith.constant 2147483647 : i32
      %160 = arith.andi %159, %c2147483647_i32_119 : i32
      %161 = arith.bitcast %160 : i32 to f32
      %162 = llvm.intr.maxnum(%157, %161) : (f32, f32) -> f32
      %163 = llvm.intr.minnum(%157, %161) : (f32, f32) -> f32
      %164 = arith.addf %157, %161 : f32
      memref.store %164, %alloca_26[] : memref<f32>
      %cst_120 = arith.constant 0.000000e+00 : f32
      %165 = arith.cmpf ogt, %162, %cst_120 : f32
      %cst_121 = arith.constant 0x7F800000 : f32
      %166 = arith.cmpf olt, %162, %cst_121 : f32
      %167 = arith.andi %165, %166 : i1
      %168 = arith.cmpf oeq, %164, %164 : f32
      %169 = arith.andi %167, %168 : i1
      scf.if %169 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_27[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %559 = arith.cmpf ogt, %162, %cst_308 : f32
        scf.if %559 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_27[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %560 = arith.cmpf olt, %162, %cst_309 : f32
        scf.if %560 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_27[] : memref<f32>
        }
        %561 = memref.load %alloca_27[] : memref<f32>
        %562 = arith.mulf %162, %561 : f32
        %563 = memref.load %alloca_27[] : memref<f32>
        %564 = arith.mulf %163, %563 : f32
        %565 = arith.mulf %564, %564 : f32
        %566 = llvm.intr.fma(%562, %562, %565) : (f32, f32, f32) -> f32
        %567 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%566) : (f32) -> f32
        %568 = arith.mulf %567, %567 : f32
        %569 = arith.negf %568 : f32
        %570 = llvm.intr.fma(%567, %567, %569) : (f32, f32, f32) -> f32
        %571 = arith.mulf %562, %562 : f32
        %572 = arith.negf %571 : f32
        %573 = llvm.intr.fma(%562, %562, %572) : (f32, f32, f32) -> f32
        %574 = arith.subf %571, %568 : f32
        %575 = llvm.intr.fma(%564, %564, %574) : (f32, f32, f32) -> f32
        %576 = arith.subf %573, %570 : f32
        %577 = arith.addf %575, %576 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %578 = arith.mulf %cst_310, %567 : f32
        %579 = arith.divf %577, %578 : f32
        %580 = arith.addf %567, %579 : f32
        %581 = memref.load %alloca_27[] : memref<f32>
        %582 = arith.divf %580, %581 : f32
        memref.store %582, %alloca_26[] : memref<f32>
      }
      %cst_122 = arith.constant 0x7F800000 : f32
      %170 = arith.cmpf oeq, %157, %cst_122 : f32
      %cst_123 = arith.constant 0x7F800000 : f32
      %171 = arith.cmpf oeq, %161, %cst_123 : f32
      %172 = arith.ori %170, %171 : i1
      scf.if %172 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_26[] : memref<f32>
      }
      %173 = memref.load %alloca_26[] : memref<f32>
      %c6_i64 = arith.constant 6 : i64
      %174 = llvm.getelementptr %1[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %173, %174 : f32, !llvm.ptr<1>
      %cst_124 = arith.constant 1.401300e-45 : f32
      %cst_125 = arith.constant 0.000000e+00 : f32
      %175 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_126 = arith.constant 0 : i32
      %176 = llvm.insertelement %cst_124, %175[%c0_i32_126 : i32] : vector<2xf32>
      %c1_i32_127 = arith.constant 1 : i32
      %177 = llvm.insertelement %cst_125, %176[%c1_i32_127 : i32] : vector<2xf32>
      %c0_i32_128 = arith.constant 0 : i32
      %178 = llvm.extractelement %177[%c0_i32_128 : i32] : vector<2xf32>
      %179 = arith.bitcast %178 : f32 to i32
      %c2147483647_i32_129 = arith.constant 2147483647 : i32
      %180 = arith.andi %179, %c2147483647_i32_129 : i32
      %181 = arith.bitcast %180 : i32 to f32
      %c1_i32_130 = arith.constant 1 : i32
      %182 = llvm.extractelement %177[%c1_i32_130 : i32] : vector<2xf32>
      %183 = arith.bitcast %182 : f32 to i32
      %c2147483647_i32_131 = arith.constant 2147483647 : i32
      %184 = arith.andi %183, %c2147483647_i32_131 : i32
      %185 = arith.bitcast %184 : i32 to f32
      %186 = llvm.intr.maxnum(%181, %185) : (f32, f32) -> f32
      %187 = llvm.intr.minnum(%181, %185) : (f32, f32) -> f32
      %188 = arith.addf %181, %185 : f32
      memref.store %188, %alloca_28[] : memref<f32>
      %cst_132 = arith.constant 0.000000e+00 : f32
      %189 = arith.cmpf ogt, %186, %cst_132 : f32
      %cst_133 = arith.constant 0x7F800000 : f32
      %190 = arith.cmpf olt, %186, %cst_133 : f32
      %191 = arith.andi %189, %190 : i1
      %192 = arith.cmpf oeq, %188, %188 : f32
      %193 = arith.andi %191, %192 : i1
      scf.if %193 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_29[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %559 = arith.cmpf ogt, %186, %cst_308 : f32
        scf.if %559 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_29[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %560 = arith.cmpf olt, %186, %cst_309 : f32
        scf.if %560 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_29[] : memref<f32>
        }
        %561 = memref.load %alloca_29[] : memref<f32>
        %562 = arith.mulf %186, %561 : f32
        %563 = memref.load %alloca_29[] : memref<f32>
        %564 = arith.mulf %187, %563 : f32
        %565 = arith.mulf %564, %564 : f32
        %566 = llvm.intr.fma(%562, %562, %565) : (f32, f32, f32) -> f32
        %567 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%566) : (f32) -> f32
        %568 = arith.mulf %567, %567 : f32
        %569 = arith.negf %568 : f32
        %570 = llvm.intr.fma(%567, %567, %569) : (f32, f32, f32) -> f32
        %571 = arith.mulf %562, %562 : f32
        %572 = arith.negf %571 : f32
        %573 = llvm.intr.fma(%562, %562, %572) : (f32, f32, f32) -> f32
        %574 = arith.subf %571, %568 : f32
        %575 = llvm.intr.fma(%564, %564, %574) : (f32, f32, f32) -> f32
        %576 = arith.subf %573, %570 : f32
        %577 = arith.addf %575, %576 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %578 = arith.mulf %cst_310, %567 : f32
        %579 = arith.divf %577, %578 : f32
        %580 = arith.addf %567, %579 : f32
        %581 = memref.load %alloca_29[] : memref<f32>
        %582 = arith.divf %580, %581 : f32
        memref.store %582, %alloca_28[] : memref<f32>
      }
      %cst_134 = arith.constant 0x7F800000 : f32
      %194 = arith.cmpf oeq, %181, %cst_134 : f32
      %cst_135 = arith.constant 0x7F800000 : f32
      %195 = arith.cmpf oeq, %185, %cst_135 : f32
      %196 = arith.ori %194, %195 : i1
      scf.if %196 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_28[] : memref<f32>
      }
      %197 = memref.load %alloca_28[] : memref<f32>
      %c7_i64 = arith.constant 7 : i64
      %198 = llvm.getelementptr %1[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %197, %198 : f32, !llvm.ptr<1>
      %cst_136 = arith.constant 9.9999999999999996E+199 : f64
      %cst_137 = arith.constant 9.9999999999999996E+199 : f64
      %199 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_138 = arith.constant 0 : i32
      %200 = llvm.insertelement %cst_136, %199[%c0_i32_138 : i32] : vector<2xf64>
      %c1_i32_139 = arith.constant 1 : i32
      %201 = llvm.insertelement %cst_137, %200[%c1_i32_139 : i32] : vector<2xf64>
      %c0_i32_140 = arith.constant 0 : i32
      %202 = llvm.extractelement %201[%c0_i32_140 : i32] : vector<2xf64>
      %203 = arith.bitcast %202 : f64 to i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %204 = arith.andi %203, %c9223372036854775807_i64 : i64
      %205 = arith.bitcast %204 : i64 to f64
      %c1_i32_141 = arith.constant 1 : i32
      %206 = llvm.extractelement %201[%c1_i32_141 : i32] : vector<2xf64>
      %207 = arith.bitcast %206 : f64 to i64
      %c9223372036854775807_i64_142 = arith.constant 9223372036854775807 : i64
      %208 = arith.andi %207, %c9223372036854775807_i64_142 : i64
      %209 = arith.bitcast %208 : i64 to f64
      %210 = llvm.intr.maxnum(%205, %209) : (f64, f64) -> f64
      %211 = llvm.intr.minnum(%205, %209) : (f64, f64) -> f64
      %212 = arith.addf %205, %209 : f64
      memref.store %212, %alloca_30[] : memref<f64>
      %cst_143 = arith.constant 0.000000e+00 : f64
      %213 = arith.cmpf ogt, %210, %cst_143 : f64
      %cst_144 = arith.constant 0x7FF0000000000000 : f64
      %214 = arith.cmpf olt, %210, %cst_144 : f64
      %215 = arith.andi %213, %214 : i1
      %216 = arith.cmpf oeq, %212, %212 : f64
      %217 = arith.andi %215, %216 : i1
      scf.if %217 {
        %cst_307 = arith.constant 1.000000e+00 : f64
        memref.store %cst_307, %alloca_31[] : memref<f64>
        %cst_308 = arith.constant 3.2733906078961419E+150 : f64
        %559 = arith.cmpf ogt, %210, %cst_308 : f64
        scf.if %559 {
          %cst_311 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_311, %alloca_31[] : memref<f64>
        }
        %cst_309 = arith.constant 3.0549363634996047E-151 : f64
        %560 = arith.cmpf olt, %210, %cst_309 : f64
        scf.if %560 {
          %cst_311 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_311, %alloca_31[] : memref<f64>
        }
        %561 = memref.load %alloca_31[] : memref<f64>
        %562 = arith.mulf %210, %561 : f64
        %563 = memref.load %alloca_31[] : memref<f64>
        %564 = arith.mulf %211, %563 : f64
        %565 = arith.mulf %564, %564 : f64
        %566 = llvm.intr.fma(%562, %562, %565) : (f64, f64, f64) -> f64
        %567 = math.sqrt %566 : f64
        %568 = arith.mulf %567, %567 : f64
        %569 = arith.negf %568 : f64
        %570 = llvm.intr.fma(%567, %567, %569) : (f64, f64, f64) -> f64
        %571 = arith.mulf %562, %562 : f64
        %572 = arith.negf %571 : f64
        %573 = llvm.intr.fma(%562, %562, %572) : (f64, f64, f64) -> f64
        %574 = arith.subf %571, %568 : f64
        %575 = llvm.intr.fma(%564, %564, %574) : (f64, f64, f64) -> f64
        %576 = arith.subf %573, %570 : f64
        %577 = arith.addf %575, %576 : f64
        %cst_310 = arith.constant 2.000000e+00 : f64
        %578 = arith.mulf %cst_310, %567 : f64
        %579 = arith.divf %577, %578 : f64
        %580 = arith.addf %567, %579 : f64
        %581 = memref.load %alloca_31[] : memref<f64>
        %582 = arith.divf %580, %581 : f64
        memref.store %582, %alloca_30[] : memref<f64>
      }
      %cst_145 = arith.constant 0x7FF0000000000000 : f64
      %218 = arith.cmpf oeq, %205, %cst_145 : f64
      %cst_146 = arith.constant 0x7FF0000000000000 : f64
      %219 = arith.cmpf oeq, %209, %cst_146 : f64
      %220 = arith.ori %218, %219 : i1
      scf.if %220 {
        %cst_307 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_307, %alloca_30[] : memref<f64>
      }
      %221 = memref.load %alloca_30[] : memref<f64>
      llvm.store %221, %3 : f64, !llvm.ptr<1>
      %cst_147 = arith.constant 3.000000e-200 : f64
      %cst_148 = arith.constant 4.000000e-200 : f64
      %222 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_149 = arith.constant 0 : i32
      %223 = llvm.insertelement %cst_147, %222[%c0_i32_149 : i32] : vector<2xf64>
      %c1_i32_150 = arith.constant 1 : i32
      %224 = llvm.insertelement %cst_148, %223[%c1_i32_150 : i32] : vector<2xf64>
      %c0_i32_151 = arith.constant 0 : i32
      %225 = llvm.extractelement %224[%c0_i32_151 : i32] : vector<2xf64>
      %226 = arith.bitcast %225 : f64 to i64
      %c9223372036854775807_i64_152 = arith.constant 9223372036854775807 : i64
      %227 = arith.andi %226, %c9223372036854775807_i64_152 : i64
      %228 = arith.bitcast %227 : i64 to f64
      %c1_i32_153 = arith.constant 1 : i32
      %229 = llvm.extractelement %224[%c1_i32_153 : i32] : vector<2xf64>
      %230 = arith.bitcast %229 : f64 to i64
      %c9223372036854775807_i64_154 = arith.constant 9223372036854775807 : i64
      %231 = arith.andi %230, %c9223372036854775807_i64_154 : i64
      %232 = arith.bitcast %231 : i64 to f64
      %233 = llvm.intr.maxnum(%228, %232) : (f64, f64) -> f64
      %234 = llvm.intr.minnum(%228, %232) : (f64, f64) -> f64
      %235 = arith.addf %228, %232 : f64
      memref.store %235, %alloca_32[] : memref<f64>
      %cst_155 = arith.constant 0.000000e+00 : f64
      %236 = arith.cmpf ogt, %233, %cst_155 : f64
      %cst_156 = arith.constant 0x7FF0000000000000 : f64
      %237 = arith.cmpf olt, %233, %cst_156 : f64
      %238 = arith.andi %236, %237 : i1
      %239 = arith.cmpf oeq, %235, %235 : f64
      %240 = arith.andi %238, %239 : i1
      scf.if %240 {
        %cst_307 = arith.constant 1.000000e+00 : f64
        memref.store %cst_307, %alloca_33[] : memref<f64>
        %cst_308 = arith.constant 3.2733906078961419E+150 : f64
        %559 = arith.cmpf ogt, %233, %cst_308 : f64
        scf.if %559 {
          %cst_311 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_311, %alloca_33[] : memref<f64>
        }
        %cst_309 = arith.constant 3.0549363634996047E-151 : f64
        %560 = arith.cmpf olt, %233, %cst_309 : f64
        scf.if %560 {
          %cst_311 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_311, %alloca_33[] : memref<f64>
        }
        %561 = memref.load %alloca_33[] : memref<f64>
        %562 = arith.mulf %233, %561 : f64
        %563 = memref.load %alloca_33[] : memref<f64>
        %564 = arith.mulf %234, %563 : f64
        %565 = arith.mulf %564, %564 : f64
        %566 = llvm.intr.fma(%562, %562, %565) : (f64, f64, f64) -> f64
        %567 = math.sqrt %566 : f64
        %568 = arith.mulf %567, %567 : f64
        %569 = arith.negf %568 : f64
        %570 = llvm.intr.fma(%567, %567, %569) : (f64, f64, f64) -> f64
        %571 = arith.mulf %562, %562 : f64
        %572 = arith.negf %571 : f64
        %573 = llvm.intr.fma(%562, %562, %572) : (f64, f64, f64) -> f64
        %574 = arith.subf %571, %568 : f64
        %575 = llvm.intr.fma(%564, %564, %574) : (f64, f64, f64) -> f64
        %576 = arith.subf %573, %570 : f64
        %577 = arith.addf %575, %576 : f64
        %cst_310 = arith.constant 2.000000e+00 : f64
        %578 = arith.mulf %cst_310, %567 : f64
        %579 = arith.divf %577, %578 : f64
        %580 = arith.addf %567, %579 : f64
        %581 = memref.load %alloca_33[] : memref<f64>
        %582 = arith.divf %580, %581 : f64
        memref.store %582, %alloca_32[] : memref<f64>
      }
      %cst_157 = arith.constant 0x7FF0000000000000 : f64
      %241 = arith.cmpf oeq, %228, %cst_157 : f64
      %cst_158 = arith.constant 0x7FF0000000000000 : f64
      %242 = arith.cmpf oeq, %232, %cst_158 : f64
      %243 = arith.ori %241, %242 : i1
      scf.if %243 {
        %cst_307 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_307, %alloca_32[] : memref<f64>
      }
      %244 = memref.load %alloca_32[] : memref<f64>
      %c1_i64_159 = arith.constant 1 : i64
      %245 = llvm.getelementptr %3[%c1_i64_159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %244, %245 : f64, !llvm.ptr<1>
      %cst_160 = arith.constant 0xFFF0000000000000 : f64
      %cst_161 = arith.constant 2.000000e+00 : f64
      %246 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_162 = arith.constant 0 : i32
      %247 = llvm.insertelement %cst_160, %246[%c0_i32_162 : i32] : vector<2xf64>
      %c1_i32_163 = arith.constant 1 : i32
      %248 = llvm.insertelement %cst_161, %247[%c1_i32_163 : i32] : vector<2xf64>
      %c0_i32_164 = arith.constant 0 : i32
      %249 = llvm.extractelement %248[%c0_i32_164 : i32] : vector<2xf64>
      %250 = arith.bitcast %249 : f64 to i64
      %c9223372036854775807_i64_165 = arith.constant 9223372036854775807 : i64
      %251 = arith.andi %250, %c9223372036854775807_i64_165 : i64
      %252 = arith.bitcast %251 : i64 to f64
      %c1_i32_166 = arith.constant 1 : i32
      %253 = llvm.extractelement %248[%c1_i32_166 : i32] : vector<2xf64>
      %254 = arith.bitcast %253 : f64 to i64
      %c9223372036854775807_i64_167 = arith.constant 9223372036854775807 : i64
      %255 = arith.andi %254, %c9223372036854775807_i64_167 : i64
      %256 = arith.bitcast %255 : i64 to f64
      %257 = llvm.intr.maxnum(%252, %256) : (f64, f64) -> f64
      %258 = llvm.intr.minnum(%252, %256) : (f64, f64) -> f64
      %259 = arith.addf %252, %256 : f64
      memref.store %259, %alloca_34[] : memref<f64>
      %cst_168 = arith.constant 0.000000e+00 : f64
      %260 = arith.cmpf ogt, %257, %cst_168 : f64
      %cst_169 = arith.constant 0x7FF0000000000000 : f64
      %261 = arith.cmpf olt, %257, %cst_169 : f64
      %262 = arith.andi %260, %261 : i1
      %263 = arith.cmpf oeq, %259, %259 : f64
      %264 = arith.andi %262, %263 : i1
      scf.if %264 {
        %cst_307 = arith.constant 1.000000e+00 : f64
        memref.store %cst_307, %alloca_35[] : memref<f64>
        %cst_308 = arith.constant 3.2733906078961419E+150 : f64
        %559 = arith.cmpf ogt, %257, %cst_308 : f64
        scf.if %559 {
          %cst_311 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_311, %alloca_35[] : memref<f64>
        }
        %cst_309 = arith.constant 3.0549363634996047E-151 : f64
        %560 = arith.cmpf olt, %257, %cst_309 : f64
        scf.if %560 {
          %cst_311 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_311, %alloca_35[] : memref<f64>
        }
        %561 = memref.load %alloca_35[] : memref<f64>
        %562 = arith.mulf %257, %561 : f64
        %563 = memref.load %alloca_35[] : memref<f64>
        %564 = arith.mulf %258, %563 : f64
        %565 = arith.mulf %564, %564 : f64
        %566 = llvm.intr.fma(%562, %562, %565) : (f64, f64, f64) -> f64
        %567 = math.sqrt %566 : f64
        %568 = arith.mulf %567, %567 : f64
        %569 = arith.negf %568 : f64
        %570 = llvm.intr.fma(%567, %567, %569) : (f64, f64, f64) -> f64
        %571 = arith.mulf %562, %562 : f64
        %572 = arith.negf %571 : f64
        %573 = llvm.intr.fma(%562, %562, %572) : (f64, f64, f64) -> f64
        %574 = arith.subf %571, %568 : f64
        %575 = llvm.intr.fma(%564, %564, %574) : (f64, f64, f64) -> f64
        %576 = arith.subf %573, %570 : f64
        %577 = arith.addf %575, %576 : f64
        %cst_310 = arith.constant 2.000000e+00 : f64
        %578 = arith.mulf %cst_310, %567 : f64
        %579 = arith.divf %577, %578 : f64
        %580 = arith.addf %567, %579 : f64
        %581 = memref.load %alloca_35[] : memref<f64>
        %582 = arith.divf %580, %581 : f64
        memref.store %582, %alloca_34[] : memref<f64>
      }
      %cst_170 = arith.constant 0x7FF0000000000000 : f64
      %265 = arith.cmpf oeq, %252, %cst_170 : f64
      %cst_171 = arith.constant 0x7FF0000000000000 : f64
      %266 = arith.cmpf oeq, %256, %cst_171 : f64
      %267 = arith.ori %265, %266 : i1
      scf.if %267 {
        %cst_307 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_307, %alloca_34[] : memref<f64>
      }
      %268 = memref.load %alloca_34[] : memref<f64>
      %c2_i64_172 = arith.constant 2 : i64
      %269 = llvm.getelementptr %3[%c2_i64_172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %268, %269 : f64, !llvm.ptr<1>
      %cst_173 = arith.constant 5.000000e+00 : f64
      %cst_174 = arith.constant -1.200000e+01 : f64
      %270 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_175 = arith.constant 0 : i32
      %271 = llvm.insertelement %cst_173, %270[%c0_i32_175 : i32] : vector<2xf64>
      %c1_i32_176 = arith.constant 1 : i32
      %272 = llvm.insertelement %cst_174, %271[%c1_i32_176 : i32] : vector<2xf64>
      %c0_i32_177 = arith.constant 0 : i32
      %273 = llvm.extractelement %272[%c0_i32_177 : i32] : vector<2xf64>
      %274 = arith.bitcast %273 : f64 to i64
      %c9223372036854775807_i64_178 = arith.constant 9223372036854775807 : i64
      %275 = arith.andi %274, %c9223372036854775807_i64_178 : i64
      %276 = arith.bitcast %275 : i64 to f64
      %c1_i32_179 = arith.constant 1 : i32
      %277 = llvm.extractelement %272[%c1_i32_179 : i32] : vector<2xf64>
      %278 = arith.bitcast %277 : f64 to i64
      %c9223372036854775807_i64_180 = arith.constant 9223372036854775807 : i64
      %279 = arith.andi %278, %c9223372036854775807_i64_180 : i64
      %280 = arith.bitcast %279 : i64 to f64
      %281 = llvm.intr.maxnum(%276, %280) : (f64, f64) -> f64
      %282 = llvm.intr.minnum(%276, %280) : (f64, f64) -> f64
      %283 = arith.addf %276, %280 : f64
      memref.store %283, %alloca_36[] : memref<f64>
      %cst_181 = arith.constant 0.000000e+00 : f64
      %284 = arith.cmpf ogt, %281, %cst_181 : f64
      %cst_182 = arith.constant 0x7FF0000000000000 : f64
      %285 = arith.cmpf olt, %281, %cst_182 : f64
      %286 = arith.andi %284, %285 : i1
      %287 = arith.cmpf oeq, %283, %283 : f64
      %288 = arith.andi %286, %287 : i1
      scf.if %288 {
        %cst_307 = arith.constant 1.000000e+00 : f64
        memref.store %cst_307, %alloca_37[] : memref<f64>
        %cst_308 = arith.constant 3.2733906078961419E+150 : f64
        %559 = arith.cmpf ogt, %281, %cst_308 : f64
        scf.if %559 {
          %cst_311 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_311, %alloca_37[] : memref<f64>
        }
        %cst_309 = arith.constant 3.0549363634996047E-151 : f64
        %560 = arith.cmpf olt, %281, %cst_309 : f64
        scf.if %560 {
          %cst_311 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_311, %alloca_37[] : memref<f64>
        }
        %561 = memref.load %alloca_37[] : memref<f64>
        %562 = arith.mulf %281, %561 : f64
        %563 = memref.load %alloca_37[] : memref<f64>
        %564 = arith.mulf %282, %563 : f64
        %565 = arith.mulf %564, %564 : f64
        %566 = llvm.intr.fma(%562, %562, %565) : (f64, f64, f64) -> f64
        %567 = math.sqrt %566 : f64
        %568 = arith.mulf %567, %567 : f64
        %569 = arith.negf %568 : f64
        %570 = llvm.intr.fma(%567, %567, %569) : (f64, f64, f64) -> f64
        %571 = arith.mulf %562, %562 : f64
        %572 = arith.negf %571 : f64
        %573 = llvm.intr.fma(%562, %562, %572) : (f64, f64, f64) -> f64
        %574 = arith.subf %571, %568 : f64
        %575 = llvm.intr.fma(%564, %564, %574) : (f64, f64, f64) -> f64
        %576 = arith.subf %573, %570 : f64
        %577 = arith.addf %575, %576 : f64
        %cst_310 = arith.constant 2.000000e+00 : f64
        %578 = arith.mulf %cst_310, %567 : f64
        %579 = arith.divf %577, %578 : f64
        %580 = arith.addf %567, %579 : f64
        %581 = memref.load %alloca_37[] : memref<f64>
        %582 = arith.divf %580, %581 : f64
        memref.store %582, %alloca_36[] : memref<f64>
      }
      %cst_183 = arith.constant 0x7FF0000000000000 : f64
      %289 = arith.cmpf oeq, %276, %cst_183 : f64
      %cst_184 = arith.constant 0x7FF0000000000000 : f64
      %290 = arith.cmpf oeq, %280, %cst_184 : f64
      %291 = arith.ori %289, %290 : i1
      scf.if %291 {
        %cst_307 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_307, %alloca_36[] : memref<f64>
      }
      %292 = memref.load %alloca_36[] : memref<f64>
      %c3_i64_185 = arith.constant 3 : i64
      %293 = llvm.getelementptr %3[%c3_i64_185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %292, %293 : f64, !llvm.ptr<1>
      %cst_186 = arith.constant 9.9999999999999996E+199 : f64
      %cst_187 = arith.constant 9.9999999999999996E+199 : f64
      %294 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_188 = arith.constant 0 : i32
      %295 = llvm.insertelement %cst_186, %294[%c0_i32_188 : i32] : vector<2xf64>
      %c1_i32_189 = arith.constant 1 : i32
      %296 = llvm.insertelement %cst_187, %295[%c1_i32_189 : i32] : vector<2xf64>
      %cst_190 = arith.constant 2.000000e+200 : f64
      %cst_191 = arith.constant 9.9999999999999996E+199 : f64
      %297 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_192 = arith.constant 0 : i32
      %298 = llvm.insertelement %cst_190, %297[%c0_i32_192 : i32] : vector<2xf64>
      %c1_i32_193 = arith.constant 1 : i32
      %299 = llvm.insertelement %cst_191, %298[%c1_i32_193 : i32] : vector<2xf64>
      %c0_i32_194 = arith.constant 0 : i32
      %300 = llvm.extractelement %296[%c0_i32_194 : i32] : vector<2xf64>
      %c1_i32_195 = arith.constant 1 : i32
      %301 = llvm.extractelement %296[%c1_i32_195 : i32] : vector<2xf64>
      %c0_i32_196 = arith.constant 0 : i32
      %302 = llvm.extractelement %299[%c0_i32_196 : i32] : vector<2xf64>
      %c1_i32_197 = arith.constant 1 : i32
      %303 = llvm.extractelement %299[%c1_i32_197 : i32] : vector<2xf64>
      %cst_198 = arith.constant 0.000000e+00 : f64
      %304 = arith.cmpf olt, %302, %cst_198 : f64
      %305 = arith.negf %302 : f64
      %306 = arith.select %304, %305, %302 : f64
      %cst_199 = arith.constant 0.000000e+00 : f64
      %307 = arith.cmpf olt, %303, %cst_199 : f64
      %308 = arith.negf %303 : f64
      %309 = arith.select %307, %308, %303 : f64
      %310 = arith.cmpf oge, %306, %309 : f64
      %311 = arith.divf %303, %302 : f64
      %312 = arith.mulf %303, %311 : f64
      %313 = arith.addf %302, %312 : f64
      %314 = arith.mulf %301, %311 : f64
      %315 = arith.mulf %300, %311 : f64
      %316 = arith.addf %300, %314 : f64
      %317 = arith.subf %301, %315 : f64
      %318 = arith.divf %316, %313 : f64
      %319 = arith.divf %317, %313 : f64
      %320 = arith.divf %302, %303 : f64
      %321 = arith.mulf %302, %320 : f64
      %322 = arith.addf %321, %303 : f64
      %323 = arith.mulf %300, %320 : f64
      %324 = arith.mulf %301, %320 : f64
      %325 = arith.addf %323, %301 : f64
      %326 = arith.subf %324, %300 : f64
      %327 = arith.divf %325, %322 : f64
      %328 = arith.divf %326, %322 : f64
      %329 = arith.select %310, %318, %327 : f64
      %330 = arith.select %310, %319, %328 : f64
      %331 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_200 = arith.constant 0 : i32
      %332 = llvm.insertelement %329, %331[%c0_i32_200 : i32] : vector<2xf64>
      %c1_i32_201 = arith.constant 1 : i32
      %333 = llvm.insertelement %330, %332[%c1_i32_201 : i32] : vector<2xf64>
      llvm.store %333, %5 : vector<2xf64>, !llvm.ptr<1>
      %cst_202 = arith.constant 9.9999999999999998E-201 : f64
      %cst_203 = arith.constant 3.000000e-200 : f64
      %334 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_204 = arith.constant 0 : i32
      %335 = llvm.insertelement %cst_202, %334[%c0_i32_204 : i32] : vector<2xf64>
      %c1_i32_205 = arith.constant 1 : i32
      %336 = llvm.insertelement %cst_203, %335[%c1_i32_205 : i32] : vector<2xf64>
      %cst_206 = arith.constant 2.000000e-200 : f64
      %cst_207 = arith.constant 9.9999999999999998E-201 : f64
      %337 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_208 = arith.constant 0 : i32
      %338 = llvm.insertelement %cst_206, %337[%c0_i32_208 : i32] : vector<2xf64>
      %c1_i32_209 = arith.constant 1 : i32
      %339 = llvm.insertelement %cst_207, %338[%c1_i32_209 : i32] : vector<2xf64>
      %c0_i32_210 = arith.constant 0 : i32
      %340 = llvm.extractelement %336[%c0_i32_210 : i32] : vector<2xf64>
      %c1_i32_211 = arith.constant 1 : i32
      %341 = llvm.extractelement %336[%c1_i32_211 : i32] : vector<2xf64>
      %c0_i32_212 = arith.constant 0 : i32
      %342 = llvm.extractelement %339[%c0_i32_212 : i32] : vector<2xf64>
      %c1_i32_213 = arith.constant 1 : i32
      %343 = llvm.extractelement %339[%c1_i32_213 : i32] : vector<2xf64>
      %cst_214 = arith.constant 0.000000e+00 : f64
      %344 = arith.cmpf olt, %342, %cst_214 : f64
      %345 = arith.negf %342 : f64
      %346 = arith.select %344, %345, %342 : f64
      %cst_215 = arith.constant 0.000000e+00 : f64
      %347 = arith.cmpf olt, %343, %cst_215 : f64
      %348 = arith.negf %343 : f64
      %349 = arith.select %347, %348, %343 : f64
      %350 = arith.cmpf oge, %346, %349 : f64
      %351 = arith.divf %343, %342 : f64
      %352 = arith.mulf %343, %351 : f64
      %353 = arith.addf %342, %352 : f64
      %354 = arith.mulf %341, %351 : f64
      %355 = arith.mulf %340, %351 : f64
      %356 = arith.addf %340, %354 : f64
      %357 = arith.subf %341, %355 : f64
      %358 = arith.divf %356, %353 : f64
      %359 = arith.divf %357, %353 : f64
      %360 = arith.divf %342, %343 : f64
      %361 = arith.mulf %342, %360 : f64
      %362 = arith.addf %361, %343 : f64
      %363 = arith.mulf %340, %360 : f64
      %364 = arith.mulf %341, %360 : f64
      %365 = arith.addf %363, %341 : f64
      %366 = arith.subf %364, %340 : f64
      %367 = arith.divf %365, %362 : f64
      %368 = arith.divf %366, %362 : f64
      %369 = arith.select %350, %358, %367 : f64
      %370 = arith.select %350, %359, %368 : f64
      %371 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_216 = arith.constant 0 : i32
      %372 = llvm.insertelement %369, %371[%c0_i32_216 : i32] : vector<2xf64>
      %c1_i32_217 = arith.constant 1 : i32
      %373 = llvm.insertelement %370, %372[%c1_i32_217 : i32] : vector<2xf64>
      %c1_i64_218 = arith.constant 1 : i64
      %374 = llvm.getelementptr %5[%c1_i64_218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %373, %374 : vector<2xf64>, !llvm.ptr<1>
      %cst_219 = arith.constant 1.000000e+00 : f64
      %cst_220 = arith.constant 2.000000e+00 : f64
      %375 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_221 = arith.constant 0 : i32
      %376 = llvm.insertelement %cst_219, %375[%c0_i32_221 : i32] : vector<2xf64>
      %c1_i32_222 = arith.constant 1 : i32
      %377 = llvm.insertelement %cst_220, %376[%c1_i32_222 : i32] : vector<2xf64>
      %cst_223 = arith.constant 1.000000e-300 : f64
      %cst_224 = arith.constant 4.000000e-300 : f64
      %378 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_225 = arith.constant 0 : i32
      %379 = llvm.insertelement %cst_223, %378[%c0_i32_225 : i32] : vector<2xf64>
      %c1_i32_226 = arith.constant 1 : i32
      %380 = llvm.insertelement %cst_224, %379[%c1_i32_226 : i32] : vector<2xf64>
      %c0_i32_227 = arith.constant 0 : i32
      %381 = llvm.extractelement %377[%c0_i32_227 : i32] : vector<2xf64>
      %c1_i32_228 = arith.constant 1 : i32
      %382 = llvm.extractelement %377[%c1_i32_228 : i32] : vector<2xf64>
      %c0_i32_229 = arith.constant 0 : i32
      %383 = llvm.extractelement %380[%c0_i32_229 : i32] : vector<2xf64>
      %c1_i32_230 = arith.constant 1 : i32
      %384 = llvm.extractelement %380[%c1_i32_230 : i32] : vector<2xf64>
      %cst_231 = arith.constant 0.000000e+00 : f64
      %385 = arith.cmpf olt, %383, %cst_231 : f64
      %386 = arith.negf %383 : f64
      %387 = arith.select %385, %386, %383 : f64
      %cst_232 = arith.constant 0.000000e+00 : f64
      %388 = arith.cmpf olt, %384, %cst_232 : f64
      %389 = arith.negf %384 : f64
      %390 = arith.select %388, %389, %384 : f64
      %391 = arith.cmpf oge, %387, %390 : f64
      %392 = arith.divf %384, %383 : f64
      %393 = arith.mulf %384, %392 : f64
      %394 = arith.addf %383, %393 : f64
      %395 = arith.mulf %382, %392 : f64
      %396 = arith.mulf %381, %392 : f64
      %397 = arith.addf %381, %395 : f64
      %398 = arith.subf %382, %396 : f64
      %399 = arith.divf %397, %394 : f64
      %400 = arith.divf %398, %394 : f64
      %401 = arith.divf %383, %384 : f64
      %402 = arith.mulf %383, %401 : f64
      %403 = arith.addf %402, %384 : f64
      %404 = arith.mulf %381, %401 : f64
      %405 = arith.mulf %382, %401 : f64
      %406 = arith.addf %404, %382 : f64
      %407 = arith.subf %405, %381 : f64
      %408 = arith.divf %406, %403 : f64
      %409 = arith.divf %407, %403 : f64
      %410 = arith.select %391, %399, %408 : f64
      %411 = arith.select %391, %400, %409 : f64
      %412 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_233 = arith.constant 0 : i32
      %413 = llvm.insertelement %410, %412[%c0_i32_233 : i32] : vector<2xf64>
      %c1_i32_234 = arith.constant 1 : i32
      %414 = llvm.insertelement %411, %413[%c1_i32_234 : i32] : vector<2xf64>
      %c2_i64_235 = arith.constant 2 : i64
      %415 = llvm.getelementptr %5[%c2_i64_235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %414, %415 : vector<2xf64>, !llvm.ptr<1>
      %cst_236 = arith.constant 2.000000e+30 : f32
      %cst_237 = arith.constant 1.000000e+30 : f32
      %416 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_238 = arith.constant 0 : i32
      %417 = llvm.insertelement %cst_236, %416[%c0_i32_238 : i32] : vector<2xf32>
      %c1_i32_239 = arith.constant 1 : i32
      %418 = llvm.insertelement %cst_237, %417[%c1_i32_239 : i32] : vector<2xf32>
      %cst_240 = arith.constant 1.000000e+30 : f32
      %cst_241 = arith.constant 3.000000e+30 : f32
      %419 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_242 = arith.constant 0 : i32
      %420 = llvm.insertelement %cst_240, %419[%c0_i32_242 : i32] : vector<2xf32>
      %c1_i32_243 = arith.constant 1 : i32
      %421 = llvm.insertelement %cst_241, %420[%c1_i32_243 : i32] : vector<2xf32>
      %c0_i32_244 = arith.constant 0 : i32
      %422 = llvm.extractelement %418[%c0_i32_244 : i32] : vector<2xf32>
      %c1_i32_245 = arith.constant 1 : i32
      %423 = llvm.extractelement %418[%c1_i32_245 : i32] : vector<2xf32>
      %c0_i32_246 = arith.constant 0 : i32
      %424 = llvm.extractelement %421[%c0_i32_246 : i32] : vector<2xf32>
      %c1_i32_247 = arith.constant 1 : i32
      %425 = llvm.extractelement %421[%c1_i32_247 : i32] : vector<2xf32>
      %cst_248 = arith.constant 0.000000e+00 : f32
      %426 = arith.cmpf olt, %424, %cst_248 : f32
      %427 = arith.negf %424 : f32
      %428 = arith.select %426, %427, %424 : f32
      %cst_249 = arith.constant 0.000000e+00 : f32
      %429 = arith.cmpf olt, %425, %cst_249 : f32
      %430 = arith.negf %425 : f32
      %431 = arith.select %429, %430, %425 : f32
      %432 = arith.cmpf oge, %428, %431 : f32
      %433 = arith.divf %425, %424 : f32
      %434 = arith.mulf %425, %433 : f32
      %435 = arith.addf %424, %434 : f32
      %436 = arith.mulf %423, %433 : f32
      %437 = arith.mulf %422, %433 : f32
      %438 = arith.addf %422, %436 : f32
      %439 = arith.subf %423, %437 : f32
      %440 = arith.divf %438, %435 : f32
      %441 = arith.divf %439, %435 : f32
      %442 = arith.divf %424, %425 : f32
      %443 = arith.mulf %424, %442 : f32
      %444 = arith.addf %443, %425 : f32
      %445 = arith.mulf %422, %442 : f32
      %446 = arith.mulf %423, %442 : f32
      %447 = arith.addf %445, %423 : f32
      %448 = arith.subf %446, %422 : f32
      %449 = arith.divf %447, %444 : f32
      %450 = arith.divf %448, %444 : f32
      %451 = arith.select %432, %440, %449 : f32
      %452 = arith.select %432, %441, %450 : f32
      %453 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_250 = arith.constant 0 : i32
      %454 = llvm.insertelement %451, %453[%c0_i32_250 : i32] : vector<2xf32>
      %c1_i32_251 = arith.constant 1 : i32
      %455 = llvm.insertelement %452, %454[%c1_i32_251 : i32] : vector<2xf32>
      llvm.store %455, %7 : vector<2xf32>, !llvm.ptr<1>
      %cst_252 = arith.constant 1.000000e+00 : f32
      %cst_253 = arith.constant -1.000000e+00 : f32
      %456 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_254 = arith.constant 0 : i32
      %457 = llvm.insertelement %cst_252, %456[%c0_i32_254 : i32] : vector<2xf32>
      %c1_i32_255 = arith.constant 1 : i32
      %458 = llvm.insertelement %cst_253, %457[%c1_i32_255 : i32] : vector<2xf32>
      %cst_256 = arith.constant 4.000000e-30 : f32
      %cst_257 = arith.constant 2.000000e-30 : f32
      %459 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_258 = arith.constant 0 : i32
      %460 = llvm.insertelement %cst_256, %459[%c0_i32_258 : i32] : vector<2xf32>
      %c1_i32_259 = arith.constant 1 : i32
      %461 = llvm.insertelement %cst_257, %460[%c1_i32_259 : i32] : vector<2xf32>
      %c0_i32_260 = arith.constant 0 : i32
      %462 = llvm.extractelement %458[%c0_i32_260 : i32] : vector<2xf32>
      %c1_i32_261 = arith.constant 1 : i32
      %463 = llvm.extractelement %458[%c1_i32_261 : i32] : vector<2xf32>
      %c0_i32_262 = arith.constant 0 : i32
      %464 = llvm.extractelement %461[%c0_i32_262 : i32] : vector<2xf32>
      %c1_i32_263 = arith.constant 1 : i32
      %465 = llvm.extractelement %461[%c1_i32_263 : i32] : vector<2xf32>
      %cst_264 = arith.constant 0.000000e+00 : f32
      %466 = arith.cmpf olt, %464, %cst_264 : f32
      %467 = arith.negf %464 : f32
      %468 = arith.select %466, %467, %464 : f32
      %cst_265 = arith.constant 0.000000e+00 : f32
      %469 = arith.cmpf olt, %465, %cst_265 : f32
      %470 = arith.negf %465 : f32
      %471 = arith.select %469, %470, %465 : f32
      %472 = arith.cmpf oge, %468, %471 : f32
      %473 = arith.divf %465, %464 : f32
      %474 = arith.mulf %465, %473 : f32
      %475 = arith.addf %464, %474 : f32
      %476 = arith.mulf %463, %473 : f32
      %477 = arith.mulf %462, %473 : f32
      %478 = arith.addf %462, %476 : f32
      %479 = arith.subf %463, %477 : f32
      %480 = arith.divf %478, %475 : f32
      %481 = arith.divf %479, %475 : f32
      %482 = arith.divf %464, %465 : f32
      %483 = arith.mulf %464, %482 : f32
      %484 = arith.addf %483, %465 : f32
      %485 = arith.mulf %462, %482 : f32
      %486 = arith.mulf %463, %482 : f32
      %487 = arith.addf %485, %463 : f32
      %488 = arith.subf %486, %462 : f32
      %489 = arith.divf %487, %484 : f32
      %490 = arith.divf %488, %484 : f32
      %491 = arith.select %472, %480, %489 : f32
      %492 = arith.select %472, %481, %490 : f32
      %493 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_266 = arith.constant 0 : i32
      %494 = llvm.insertelement %491, %493[%c0_i32_266 : i32] : vector<2xf32>
      %c1_i32_267 = arith.constant 1 : i32
      %495 = llvm.insertelement %492, %494[%c1_i32_267 : i32] : vector<2xf32>
      %c1_i64_268 = arith.constant 1 : i64
      %496 = llvm.getelementptr %7[%c1_i64_268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %495, %496 : vector<2xf32>, !llvm.ptr<1>
      %cst_269 = arith.constant 8.900000e+01 : f32
      %cst_270 = arith.constant 5.000000e-01 : f32
      %497 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_271 = arith.constant 0 : i32
      %498 = llvm.insertelement %cst_269, %497[%c0_i32_271 : i32] : vector<2xf32>
      %c1_i32_272 = arith.constant 1 : i32
      %499 = llvm.insertelement %cst_270, %498[%c1_i32_272 : i32] : vector<2xf32>
      %c0_i32_273 = arith.constant 0 : i32
      %500 = llvm.extractelement %499[%c0_i32_273 : i32] : vector<2xf32>
      %c1_i32_274 = arith.constant 1 : i32
      %501 = llvm.extractelement %499[%c1_i32_274 : i32] : vector<2xf32>
      %502 = math.exp %500 : f32
      %503 = math.cos %501 : f32
      %504 = arith.mulf %502, %503 : f32
      memref.store %504, %alloca_38[] : memref<f32>
      %505 = math.sin %501 : f32
      %506 = arith.mulf %502, %505 : f32
      memref.store %506, %alloca_39[] : memref<f32>
      %cst_275 = arith.constant 8.000000e+01 : f32
      %507 = arith.cmpf ogt, %500, %cst_275 : f32
      scf.if %507 {
        %cst_307 = arith.constant 5.000000e-01 : f32
        %559 = arith.mulf %500, %cst_307 : f32
        %560 = math.exp %559 : f32
        %561 = math.cos %501 : f32
        %562 = arith.mulf %560, %561 : f32
        %563 = arith.mulf %562, %560 : f32
        memref.store %563, %alloca_38[] : memref<f32>
        %564 = math.sin %501 : f32
        %565 = arith.mulf %560, %564 : f32
        %566 = arith.mulf %565, %560 : f32
        memref.store %566, %alloca_39[] : memref<f32>
      }
      %cst_276 = arith.constant 0x7F800000 : f32
      %508 = arith.cmpf oeq, %500, %cst_276 : f32
      scf.if %508 {
        %cst_307 = arith.constant 0.000000e+00 : f32
        %559 = arith.cmpf oeq, %501, %cst_307 : f32
        scf.if %559 {
          memref.store %500, %alloca_38[] : memref<f32>
          memref.store %501, %alloca_39[] : memref<f32>
        }
        %560 = arith.bitcast %501 : f32 to i32
        %c2147483647_i32_308 = arith.constant 2147483647 : i32
        %561 = arith.andi %560, %c2147483647_i32_308 : i32
        %562 = arith.bitcast %561 : i32 to f32
        %cst_309 = arith.constant 0x7F800000 : f32
        %563 = arith.cmpf olt, %562, %cst_309 : f32
        %true = arith.constant true
        %564 = arith.xori %563, %true : i1
        scf.if %564 {
          memref.store %500, %alloca_38[] : memref<f32>
          %565 = arith.subf %501, %501 : f32
          memref.store %565, %alloca_39[] : memref<f32>
        }
      }
      %cst_277 = arith.constant 0xFF800000 : f32
      %509 = arith.cmpf oeq, %500, %cst_277 : f32
      scf.if %509 {
        %559 = arith.bitcast %501 : f32 to i32
        %c2147483647_i32_307 = arith.constant 2147483647 : i32
        %560 = arith.andi %559, %c2147483647_i32_307 : i32
        %561 = arith.bitcast %560 : i32 to f32
        %cst_308 = arith.constant 0x7F800000 : f32
        %562 = arith.cmpf olt, %561, %cst_308 : f32
        %true = arith.constant true
        %563 = arith.xori %562, %true : i1
        scf.if %563 {
          %cst_309 = arith.constant 0.000000e+00 : f32
          memref.store %cst_309, %alloca_38[] : memref<f32>
          %cst_310 = arith.constant 0.000000e+00 : f32
          memref.store %cst_310, %alloca_39[] : memref<f32>
        }
      }
      %510 = arith.cmpf une, %500, %500 : f32
      scf.if %510 {
        %cst_307 = arith.constant 0.000000e+00 : f32
        %559 = arith.cmpf oeq, %501, %cst_307 : f32
        scf.if %559 {
          memref.store %500, %alloca_38[] : memref<f32>
          memref.store %501, %alloca_39[] : memref<f32>
        }
      }
      %511 = memref.load %alloca_38[] : memref<f32>
      %512 = memref.load %alloca_39[] : memref<f32>
      %513 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_278 = arith.constant 0 : i32
      %514 = llvm.insertelement %511, %513[%c0_i32_278 : i32] : vector<2xf32>
      %c1_i32_279 = arith.constant 1 : i32
      %515 = llvm.insertelement %512, %514[%c1_i32_279 : i32] : vector<2xf32>
      %c2_i64_280 = arith.constant 2 : i64
      %516 = llvm.getelementptr %7[%c2_i64_280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %515, %516 : vector<2xf32>, !llvm.ptr<1>
      %cst_281 = arith.constant 1.275000e+02 : f32
      %cst_282 = arith.constant -2.000000e+00 : f32
      %517 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_283 = arith.constant 0 : i32
      %518 = llvm.insertelement %cst_281, %517[%c0_i32_283 : i32] : vector<2xf32>
      %c1_i32_284 = arith.constant 1 : i32
      %519 = llvm.insertelement %cst_282, %518[%c1_i32_284 : i32] : vector<2xf32>
      %c0_i32_285 = arith.constant 0 : i32
      %520 = llvm.extractelement %519[%c0_i32_285 : i32] : vector<2xf32>
      %cst_286 = arith.constant 0.693147182 : f32
      %521 = arith.mulf %520, %cst_286 : f32
      %c1_i32_287 = arith.constant 1 : i32
      %522 = llvm.extractelement %519[%c1_i32_287 : i32] : vector<2xf32>
      %cst_288 = arith.constant 0.693147182 : f32
      %523 = arith.mulf %522, %cst_288 : f32
      %524 = math.exp %521 : f32
      %525 = math.cos %523 : f32
      %526 = arith.mulf %524, %525 : f32
      memref.store %526, %alloca_40[] : memref<f32>
      %527 = math.sin %523 : f32
      %528 = arith.mulf %524, %527 : f32
      memref.store %528, %alloca_41[] : memref<f32>
      %cst_289 = arith.constant 8.000000e+01 : f32
      %529 = arith.cmpf ogt, %521, %cst_289 : f32
      scf.if %529 {
        %cst_307 = arith.constant 5.000000e-01 : f32
        %559 = arith.mulf %521, %cst_307 : f32
        %560 = math.exp %559 : f32
        %561 = math.cos %523 : f32
        %562 = arith.mulf %560, %561 : f32
        %563 = arith.mulf %562, %560 : f32
        memref.store %563, %alloca_40[] : memref<f32>
        %564 = math.sin %523 : f32
        %565 = arith.mulf %560, %564 : f32
        %566 = arith.mulf %565, %560 : f32
        memref.store %566, %alloca_41[] : memref<f32>
      }
      %cst_290 = arith.constant 0x7F800000 : f32
      %530 = arith.cmpf oeq, %521, %cst_290 : f32
      scf.if %530 {
        %cst_307 = arith.constant 0.000000e+00 : f32
        %559 = arith.cmpf oeq, %523, %cst_307 : f32
        scf.if %559 {
          memref.store %521, %alloca_40[] : memref<f32>
          memref.store %523, %alloca_41[] : memref<f32>
        }
        %560 = arith.bitcast %523 : f32 to i32
        %c2147483647_i32_308 = arith.constant 2147483647 : i32
        %561 = arith.andi %560, %c2147483647_i32_308 : i32
        %562 = arith.bitcast %561 : i32 to f32
        %cst_309 = arith.constant 0x7F800000 : f32
        %563 = arith.cmpf olt, %562, %cst_309 : f32
        %true = arith.constant true
        %564 = arith.xori %563, %true : i1
        scf.if %564 {
          memref.store %521, %alloca_40[] : memref<f32>
          %565 = arith.subf %523, %523 : f32
          memref.store %565, %alloca_41[] : memref<f32>
        }
      }
      %cst_291 = arith.constant 0xFF800000 : f32
      %531 = arith.cmpf oeq, %521, %cst_291 : f32
      scf.if %531 {
        %559 = arith.bitcast %523 : f32 to i32
        %c2147483647_i32_307 = arith.constant 2147483647 : i32
        %560 = arith.andi %559, %c2147483647_i32_307 : i32
        %561 = arith.bitcast %560 : i32 to f32
        %cst_308 = arith.constant 0x7F800000 : f32
        %562 = arith.cmpf olt, %561, %cst_308 : f32
        %true = arith.constant true
        %563 = arith.xori %562, %true : i1
        scf.if %563 {
          %cst_309 = arith.constant 0.000000e+00 : f32
          memref.store %cst_309, %alloca_40[] : memref<f32>
          %cst_310 = arith.constant 0.000000e+00 : f32
          memref.store %cst_310, %alloca_41[] : memref<f32>
        }
      }
      %532 = arith.cmpf une, %521, %521 : f32
      scf.if %532 {
        %cst_307 = arith.constant 0.000000e+00 : f32
        %559 = arith.cmpf oeq, %523, %cst_307 : f32
        scf.if %559 {
          memref.store %521, %alloca_40[] : memref<f32>
          memref.store %523, %alloca_41[] : memref<f32>
        }
      }
      %533 = memref.load %alloca_40[] : memref<f32>
      %534 = memref.load %alloca_41[] : memref<f32>
      %535 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_292 = arith.constant 0 : i32
      %536 = llvm.insertelement %533, %535[%c0_i32_292 : i32] : vector<2xf32>
      %c1_i32_293 = arith.constant 1 : i32
      %537 = llvm.insertelement %534, %536[%c1_i32_293 : i32] : vector<2xf32>
      %c3_i64_294 = arith.constant 3 : i64
      %538 = llvm.getelementptr %7[%c3_i64_294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %537, %538 : vector<2xf32>, !llvm.ptr<1>
      %cst_295 = arith.constant 709.89999999999998 : f64
      %cst_296 = arith.constant 1.200000e+00 : f64
      %539 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_297 = arith.constant 0 : i32
      %540 = llvm.insertelement %cst_295, %539[%c0_i32_297 : i32] : vector<2xf64>
      %c1_i32_298 = arith.constant 1 : i32
      %541 = llvm.insertelement %cst_296, %540[%c1_i32_298 : i32] : vector<2xf64>
      %c0_i32_299 = arith.constant 0 : i32
      %542 = llvm.extractelement %541[%c0_i32_299 : i32] : vector<2xf64>
      %c1_i32_300 = arith.constant 1 : i32
      %543 = llvm.extractelement %541[%c1_i32_300 : i32] : vector<2xf64>
      %544 = math.exp %542 : f64
      %545 = math.cos %543 : f64
      %546 = arith.mulf %544, %545 : f64
      memref.store %546, %alloca_42[] : memref<f64>
      %547 = math.sin %543 : f64
      %548 = arith.mulf %544, %547 : f64
      memref.store %548, %alloca_43[] : memref<f64>
      %cst_301 = arith.constant 7.000000e+02 : f64
      %549 = arith.cmpf ogt, %542, %cst_301 : f64
      scf.if %549 {
        %cst_307 = arith.constant 5.000000e-01 : f64
        %559 = arith.mulf %542, %cst_307 : f64
        %560 = math.exp %559 : f64
        %561 = math.cos %543 : f64
        %562 = arith.mulf %560, %561 : f64
        %563 = arith.mulf %562, %560 : f64
        memref.store %563, %alloca_42[] : memref<f64>
        %564 = math.sin %543 : f64
        %565 = arith.mulf %560, %564 : f64
        %566 = arith.mulf %565, %560 : f64
        memref.store %566, %alloca_43[] : memref<f64>
      }
      %cst_302 = arith.constant 0x7FF0000000000000 : f64
      %550 = arith.cmpf oeq, %542, %cst_302 : f64
      scf.if %550 {
        %cst_307 = arith.constant 0.000000e+00 : f64
        %559 = arith.cmpf oeq, %543, %cst_307 : f64
        scf.if %559 {
          memref.store %542, %alloca_42[] : memref<f64>
          memref.store %543, %alloca_43[] : memref<f64>
        }
        %560 = arith.bitcast %543 : f64 to i64
        %c9223372036854775807_i64_308 = arith.constant 9223372036854775807 : i64
        %561 = arith.andi %560, %c9223372036854775807_i64_308 : i64
        %562 = arith.bitcast %561 : i64 to f64
        %cst_309 = arith.constant 0x7FF0000000000000 : f64
        %563 = arith.cmpf olt, %562, %cst_309 : f64
        %true = arith.constant true
        %564 = arith.xori %563, %true : i1
        scf.if %564 {
          memref.store %542, %alloca_42[] : memref<f64>
          %565 = arith.subf %543, %543 : f64
          memref.store %565, %alloca_43[] : memref<f64>
        }
      }
      %cst_303 = arith.constant 0xFFF0000000000000 : f64
      %551 = arith.cmpf oeq, %542, %cst_303 : f64
      scf.if %551 {
        %559 = arith.bitcast %543 : f64 to i64
        %c9223372036854775807_i64_307 = arith.constant 9223372036854775807 : i64
        %560 = arith.andi %559, %c9223372036854775807_i64_307 : i64
        %561 = arith.bitcast %560 : i64 to f64
        %cst_308 = arith.constant 0x7FF0000000000000 : f64
        %562 = arith.cmpf olt, %561, %cst_308 : f64
        %true = arith.constant true
        %563 = arith.xori %562, %true : i1
        scf.if %563 {
          %cst_309 = arith.constant 0.000000e+00 : f64
          memref.store %cst_309, %alloca_42[] : memref<f64>
          %cst_310 = arith.constant 0.000000e+00 : f64
          memref.store %cst_310, %alloca_43[] : memref<f64>
        }
      }
      %552 = arith.cmpf une, %542, %542 : f64
      scf.if %552 {
        %cst_307 = arith.constant 0.000000e+00 : f64
        %559 = arith.cmpf oeq, %543, %cst_307 : f64
        scf.if %559 {
          memref.store %542, %alloca_42[] : memref<f64>
          memref.store %543, %alloca_43[] : memref<f64>
        }
      }
      %553 = memref.load %alloca_42[] : memref<f64>
      %554 = memref.load %alloca_43[] : memref<f64>
      %555 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_304 = arith.constant 0 : i32
      %556 = llvm.insertelement %553, %555[%c0_i32_304 : i32] : vector<2xf64>
      %c1_i32_305 = arith.constant 1 : i32
      %557 = llvm.insertelement %554, %556[%c1_i32_305 : i32] : vector<2xf64>
      %c3_i64_306 = arith.constant 3 : i64
      %558 = llvm.getelementptr %5[%c3_i64_306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %557, %558 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
