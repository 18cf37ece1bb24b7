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
      %48 = llvm.mlir.poison : vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %49 = llvm.insertelement %cst, %48[%c0_i32 : i32] : vector<2xf32>
      %c1_i32 = arith.constant 1 : i32
      %50 = llvm.insertelement %cst_44, %49[%c1_i32 : i32] : vector<2xf32>
      %c0_i32_45 = arith.constant 0 : i32
      %51 = llvm.extractelement %50[%c0_i32_45 : i32] : vector<2xf32>
      %52 = arith.bitcast %51 : f32 to i32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %53 = arith.andi %52, %c2147483647_i32 : i32
      %54 = arith.bitcast %53 : i32 to f32
      %c1_i32_46 = arith.constant 1 : i32
      %55 = llvm.extractelement %50[%c1_i32_46 : i32] : vector<2xf32>
      %56 = arith.bitcast %55 : f32 to i32
      %c2147483647_i32_47 = arith.constant 2147483647 : i32
      %57 = arith.andi %56, %c2147483647_i32_47 : i32
      %58 = arith.bitcast %57 : i32 to f32
      %59 = llvm.intr.maxnum(%54, %58) : (f32, f32) -> f32
      %60 = llvm.intr.minnum(%54, %58) : (f32, f32) -> f32
      %61 = arith.addf %54, %58 : f32
      memref.store %61, %alloca[] : memref<f32>
      %cst_48 = arith.constant 0.000000e+00 : f32
      %62 = arith.cmpf ogt, %59, %cst_48 : f32
      %cst_49 = arith.constant 0x7F800000 : f32
      %63 = arith.cmpf olt, %59, %cst_49 : f32
      %64 = arith.andi %62, %63 : i1
      %65 = arith.cmpf oeq, %61, %61 : f32
      %66 = arith.andi %64, %65 : i1
      scf.if %66 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_15[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %599 = arith.cmpf ogt, %59, %cst_308 : f32
        scf.if %599 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_15[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %600 = arith.cmpf olt, %59, %cst_309 : f32
        scf.if %600 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_15[] : memref<f32>
        }
        %601 = memref.load %alloca_15[] : memref<f32>
        %602 = arith.mulf %59, %601 : f32
        %603 = memref.load %alloca_15[] : memref<f32>
        %604 = arith.mulf %60, %603 : f32
        %605 = arith.mulf %604, %604 : f32
        %606 = llvm.intr.fma(%602, %602, %605) : (f32, f32, f32) -> f32
        %607 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%606) : (f32) -> f32
        %608 = arith.mulf %607, %607 : f32
        %609 = arith.negf %608 : f32
        %610 = llvm.intr.fma(%607, %607, %609) : (f32, f32, f32) -> f32
        %611 = arith.mulf %602, %602 : f32
        %612 = arith.negf %611 : f32
        %613 = llvm.intr.fma(%602, %602, %612) : (f32, f32, f32) -> f32
        %614 = arith.subf %611, %608 : f32
        %615 = llvm.intr.fma(%604, %604, %614) : (f32, f32, f32) -> f32
        %616 = arith.subf %613, %610 : f32
        %617 = arith.addf %615, %616 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %618 = arith.mulf %cst_310, %607 : f32
        %619 = arith.divf %617, %618 : f32
        %620 = arith.addf %607, %619 : f32
        %621 = memref.load %alloca_15[] : memref<f32>
        %622 = arith.divf %620, %621 : f32
        memref.store %622, %alloca[] : memref<f32>
      }
      %cst_50 = arith.constant 0x7F800000 : f32
      %67 = arith.cmpf oeq, %54, %cst_50 : f32
      %cst_51 = arith.constant 0x7F800000 : f32
      %68 = arith.cmpf oeq, %58, %cst_51 : f32
      %69 = arith.ori %67, %68 : i1
      scf.if %69 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca[] : memref<f32>
      }
      %70 = memref.load %alloca[] : memref<f32>
      llvm.store %70, %41 : f32, !llvm.ptr<1>
      %cst_52 = arith.constant 3.000000e-30 : f32
      %cst_53 = arith.constant 4.000000e-30 : f32
      %71 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_54 = arith.constant 0 : i32
      %72 = llvm.insertelement %cst_52, %71[%c0_i32_54 : i32] : vector<2xf32>
      %c1_i32_55 = arith.constant 1 : i32
      %73 = llvm.insertelement %cst_53, %72[%c1_i32_55 : i32] : vector<2xf32>
      %c0_i32_56 = arith.constant 0 : i32
      %74 = llvm.extractelement %73[%c0_i32_56 : i32] : vector<2xf32>
      %75 = arith.bitcast %74 : f32 to i32
      %c2147483647_i32_57 = arith.constant 2147483647 : i32
      %76 = arith.andi %75, %c2147483647_i32_57 : i32
      %77 = arith.bitcast %76 : i32 to f32
      %c1_i32_58 = arith.constant 1 : i32
      %78 = llvm.extractelement %73[%c1_i32_58 : i32] : vector<2xf32>
      %79 = arith.bitcast %78 : f32 to i32
      %c2147483647_i32_59 = arith.constant 2147483647 : i32
      %80 = arith.andi %79, %c2147483647_i32_59 : i32
      %81 = arith.bitcast %80 : i32 to f32
      %82 = llvm.intr.maxnum(%77, %81) : (f32, f32) -> f32
      %83 = llvm.intr.minnum(%77, %81) : (f32, f32) -> f32
      %84 = arith.addf %77, %81 : f32
      memref.store %84, %alloca_16[] : memref<f32>
      %cst_60 = arith.constant 0.000000e+00 : f32
      %85 = arith.cmpf ogt, %82, %cst_60 : f32
      %cst_61 = arith.constant 0x7F800000 : f32
      %86 = arith.cmpf olt, %82, %cst_61 : f32
      %87 = arith.andi %85, %86 : i1
      %88 = arith.cmpf oeq, %84, %84 : f32
      %89 = arith.andi %87, %88 : i1
      scf.if %89 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_17[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %599 = arith.cmpf ogt, %82, %cst_308 : f32
        scf.if %599 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_17[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %600 = arith.cmpf olt, %82, %cst_309 : f32
        scf.if %600 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_17[] : memref<f32>
        }
        %601 = memref.load %alloca_17[] : memref<f32>
        %602 = arith.mulf %82, %601 : f32
        %603 = memref.load %alloca_17[] : memref<f32>
        %604 = arith.mulf %83, %603 : f32
        %605 = arith.mulf %604, %604 : f32
        %606 = llvm.intr.fma(%602, %602, %605) : (f32, f32, f32) -> f32
        %607 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%606) : (f32) -> f32
        %608 = arith.mulf %607, %607 : f32
        %609 = arith.negf %608 : f32
        %610 = llvm.intr.fma(%607, %607, %609) : (f32, f32, f32) -> f32
        %611 = arith.mulf %602, %602 : f32
        %612 = arith.negf %611 : f32
        %613 = llvm.intr.fma(%602, %602, %612) : (f32, f32, f32) -> f32
        %614 = arith.subf %611, %608 : f32
        %615 = llvm.intr.fma(%604, %604, %614) : (f32, f32, f32) -> f32
        %616 = arith.subf %613, %610 : f32
        %617 = arith.addf %615, %616 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %618 = arith.mulf %cst_310, %607 : f32
        %619 = arith.divf %617, %618 : f32
        %620 = arith.addf %607, %619 : f32
        %621 = memref.load %alloca_17[] : memref<f32>
        %622 = arith.divf %620, %621 : f32
        memref.store %622, %alloca_16[] : memref<f32>
      }
      %cst_62 = arith.constant 0x7F800000 : f32
      %90 = arith.cmpf oeq, %77, %cst_62 : f32
      %cst_63 = arith.constant 0x7F800000 : f32
      %91 = arith.cmpf oeq, %81, %cst_63 : f32
      %92 = arith.ori %90, %91 : i1
      scf.if %92 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_16[] : memref<f32>
      }
      %93 = memref.load %alloca_16[] : memref<f32>
      %c1_i64 = arith.constant 1 : i64
      %94 = llvm.getelementptr %41[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %93, %94 : f32, !llvm.ptr<1>
      %cst_64 = arith.constant 0.000000e+00 : f32
      %cst_65 = arith.constant 0.000000e+00 : f32
      %95 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_66 = arith.constant 0 : i32
      %96 = llvm.insertelement %cst_64, %95[%c0_i32_66 : i32] : vector<2xf32>
      %c1_i32_67 = arith.constant 1 : i32
      %97 = llvm.insertelement %cst_65, %96[%c1_i32_67 : i32] : vector<2xf32>
      %c0_i32_68 = arith.constant 0 : i32
      %98 = llvm.extractelement %97[%c0_i32_68 : i32] : vector<2xf32>
      %99 = arith.bitcast %98 : f32 to i32
      %c2147483647_i32_69 = arith.constant 2147483647 : i32
      %100 = arith.andi %99, %c2147483647_i32_69 : i32
      %101 = arith.bitcast %100 : i32 to f32
      %c1_i32_70 = arith.constant 1 : i32
      %102 = llvm.extractelement %97[%c1_i32_70 : i32] : vector<2xf32>
      %103 = arith.bitcast %102 : f32 to i32
      %c2147483647_i32_71 = arith.constant 2147483647 : i32
      %104 = arith.andi %103, %c2147483647_i32_71 : i32
      %105 = arith.bitcast %104 : i32 to f32
      %106 = llvm.intr.maxnum(%101, %105) : (f32, f32) -> f32
      %107 = llvm.intr.minnum(%101, %105) : (f32, f32) -> f32
      %108 = arith.addf %101, %105 : f32
      memref.store %108, %alloca_18[] : memref<f32>
      %cst_72 = arith.constant 0.000000e+00 : f32
      %109 = arith.cmpf ogt, %106, %cst_72 : f32
      %cst_73 = arith.constant 0x7F800000 : f32
      %110 = arith.cmpf olt, %106, %cst_73 : f32
      %111 = arith.andi %109, %110 : i1
      %112 = arith.cmpf oeq, %108, %108 : f32
      %113 = arith.andi %111, %112 : i1
      scf.if %113 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_19[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %599 = arith.cmpf ogt, %106, %cst_308 : f32
        scf.if %599 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_19[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %600 = arith.cmpf olt, %106, %cst_309 : f32
        scf.if %600 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_19[] : memref<f32>
        }
        %601 = memref.load %alloca_19[] : memref<f32>
        %602 = arith.mulf %106, %601 : f32
        %603 = memref.load %alloca_19[] : memref<f32>
        %604 = arith.mulf %107, %603 : f32
        %605 = arith.mulf %604, %604 : f32
        %606 = llvm.intr.fma(%602, %602, %605) : (f32, f32, f32) -> f32
        %607 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%606) : (f32) -> f32
        %608 = arith.mulf %607, %607 : f32
        %609 = arith.negf %608 : f32
        %610 = llvm.intr.fma(%607, %607, %609) : (f32, f32, f32) -> f32
        %611 = arith.mulf %602, %602 : f32
        %612 = arith.negf %611 : f32
        %613 = llvm.intr.fma(%602, %602, %612) : (f32, f32, f32) -> f32
        %614 = arith.subf %611, %608 : f32
        %615 = llvm.intr.fma(%604, %604, %614) : (f32, f32, f32) -> f32
        %616 = arith.subf %613, %610 : f32
        %617 = arith.addf %615, %616 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %618 = arith.mulf %cst_310, %607 : f32
        %619 = arith.divf %617, %618 : f32
        %620 = arith.addf %607, %619 : f32
        %621 = memref.load %alloca_19[] : memref<f32>
        %622 = arith.divf %620, %621 : f32
        memref.store %622, %alloca_18[] : memref<f32>
      }
      %cst_74 = arith.constant 0x7F800000 : f32
      %114 = arith.cmpf oeq, %101, %cst_74 : f32
      %cst_75 = arith.constant 0x7F800000 : f32
      %115 = arith.cmpf oeq, %105, %cst_75 : f32
      %116 = arith.ori %114, %115 : i1
      scf.if %116 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_18[] : memref<f32>
      }
      %117 = memref.load %alloca_18[] : memref<f32>
      %c2_i64 = arith.constant 2 : i64
      %118 = llvm.getelementptr %41[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %117, %118 : f32, !llvm.ptr<1>
      %cst_76 = arith.constant -3.000000e+00 : f32
      %cst_77 = arith.constant 4.000000e+00 : f32
      %119 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_78 = arith.constant 0 : i32
      %120 = llvm.insertelement %cst_76, %119[%c0_i32_78 : i32] : vector<2xf32>
      %c1_i32_79 = arith.constant 1 : i32
      %121 = llvm.insertelement %cst_77, %120[%c1_i32_79 : i32] : vector<2xf32>
      %c0_i32_80 = arith.constant 0 : i32
      %122 = llvm.extractelement %121[%c0_i32_80 : i32] : vector<2xf32>
      %123 = arith.bitcast %122 : f32 to i32
      %c2147483647_i32_81 = arith.constant 2147483647 : i32
      %124 = arith.andi %123, %c2147483647_i32_81 : i32
      %125 = arith.bitcast %124 : i32 to f32
      %c1_i32_82 = arith.constant 1 : i32
      %126 = llvm.extractelement %121[%c1_i32_82 : i32] : vector<2xf32>
      %127 = arith.bitcast %126 : f32 to i32
      %c2147483647_i32_83 = arith.constant 2147483647 : i32
      %128 = arith.andi %127, %c2147483647_i32_83 : i32
      %129 = arith.bitcast %128 : i32 to f32
      %130 = llvm.intr.maxnum(%125, %129) : (f32, f32) -> f32
      %131 = llvm.intr.minnum(%125, %129) : (f32, f32) -> f32
      %132 = arith.addf %125, %129 : f32
      memref.store %132, %alloca_20[] : memref<f32>
      %cst_84 = arith.constant 0.000000e+00 : f32
      %133 = arith.cmpf ogt, %130, %cst_84 : f32
      %cst_85 = arith.constant 0x7F800000 : f32
      %134 = arith.cmpf olt, %130, %cst_85 : f32
      %135 = arith.andi %133, %134 : i1
      %136 = arith.cmpf oeq, %132, %132 : f32
      %137 = arith.andi %135, %136 : i1
      scf.if %137 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_21[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %599 = arith.cmpf ogt, %130, %cst_308 : f32
        scf.if %599 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_21[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %600 = arith.cmpf olt, %130, %cst_309 : f32
        scf.if %600 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_21[] : memref<f32>
        }
        %601 = memref.load %alloca_21[] : memref<f32>
        %602 = arith.mulf %130, %601 : f32
        %603 = memref.load %alloca_21[] : memref<f32>
        %604 = arith.mulf %131, %603 : f32
        %605 = arith.mulf %604, %604 : f32
        %606 = llvm.intr.fma(%602, %602, %605) : (f32, f32, f32) -> f32
        %607 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%606) : (f32) -> f32
        %608 = arith.mulf %607, %607 : f32
        %609 = arith.negf %608 : f32
        %610 = llvm.intr.fma(%607, %607, %609) : (f32, f32, f32) -> f32
        %611 = arith.mulf %602, %602 : f32
        %612 = arith.negf %611 : f32
        %613 = llvm.intr.fma(%602, %602, %612) : (f32, f32, f32) -> f32
        %614 = arith.subf %611, %608 : f32
        %615 = llvm.intr.fma(%604, %604, %614) : (f32, f32, f32) -> f32
        %616 = arith.subf %613, %610 : f32
        %617 = arith.addf %615, %616 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %618 = arith.mulf %cst_310, %607 : f32
        %619 = arith.divf %617, %618 : f32
        %620 = arith.addf %607, %619 : f32
        %621 = memref.load %alloca_21[] : memref<f32>
        %622 = arith.divf %620, %621 : f32
        memref.store %622, %alloca_20[] : memref<f32>
      }
      %cst_86 = arith.constant 0x7F800000 : f32
      %138 = arith.cmpf oeq, %125, %cst_86 : f32
      %cst_87 = arith.constant 0x7F800000 : f32
      %139 = arith.cmpf oeq, %129, %cst_87 : f32
      %140 = arith.ori %138, %139 : i1
      scf.if %140 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_20[] : memref<f32>
      }
      %141 = memref.load %alloca_20[] : memref<f32>
      %c3_i64 = arith.constant 3 : i64
      %142 = llvm.getelementptr %41[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %141, %142 : f32, !llvm.ptr<1>
      %cst_88 = arith.constant 0x7F800000 : f32
      %cst_89 = arith.constant 0x7FC00000 : f32
      %143 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_90 = arith.constant 0 : i32
      %144 = llvm.insertelement %cst_88, %143[%c0_i32_90 : i32] : vector<2xf32>
      %c1_i32_91 = arith.constant 1 : i32
      %145 = llvm.insertelement %cst_89, %144[%c1_i32_91 : i32] : vector<2xf32>
      %c0_i32_92 = arith.constant 0 : i32
      %146 = llvm.extractelement %145[%c0_i32_92 : i32] : vector<2xf32>
      %147 = arith.bitcast %146 : f32 to i32
      %c2147483647_i32_93 = arith.constant 2147483647 : i32
      %148 = arith.andi %147, %c2147483647_i32_93 : i32
      %149 = arith.bitcast %148 : i32 to f32
      %c1_i32_94 = arith.constant 1 : i32
      %150 = llvm.extractelement %145[%c1_i32_94 : i32] : vector<2xf32>
      %151 = arith.bitcast %150 : f32 to i32
      %c2147483647_i32_95 = arith.constant 2147483647 : i32
      %152 = arith.andi %151, %c2147483647_i32_95 : i32
      %153 = arith.bitcast %152 : i32 to f32
      %154 = llvm.intr.maxnum(%149, %153) : (f32, f32) -> f32
      %155 = llvm.intr.minnum(%149, %153) : (f32, f32) -> f32
      %156 = arith.addf %149, %153 : f32
      memref.store %156, %alloca_22[] : memref<f32>
      %cst_96 = arith.constant 0.000000e+00 : f32
      %157 = arith.cmpf ogt, %154, %cst_96 : f32
      %cst_97 = arith.constant 0x7F800000 : f32
      %158 = arith.cmpf olt, %154, %cst_97 : f32
      %159 = arith.andi %157, %158 : i1
      %160 = arith.cmpf oeq, %156, %156 : f32
      %161 = arith.andi %159, %160 : i1
      scf.if %161 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_23[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %599 = arith.cmpf ogt, %154, %cst_308 : f32
        scf.if %599 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_23[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %600 = arith.cmpf olt, %154, %cst_309 : f32
        scf.if %600 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_23[] : memref<f32>
        }
        %601 = memref.load %alloca_23[] : memref<f32>
        %602 = arith.mulf %154, %601 : f32
        %603 = memref.load %alloca_23[] : memref<f32>
        %604 = arith.mulf %155, %603 : f32
        %605 = arith.mulf %604, %604 : f32
        %606 = llvm.intr.fma(%602, %602, %605) : (f32, f32, f32) -> f32
        %607 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%606) : (f32) -> f32
        %608 = arith.mulf %607, %607 : f32
        %609 = arith.negf %608 : f32
        %610 = llvm.intr.fma(%607, %607, %609) : (f32, f32, f32) -> f32
        %611 = arith.mulf %602, %602 : f32
        %612 = arith.negf %611 : f32
        %613 = llvm.intr.fma(%602, %602, %612) : (f32, f32, f32) -> f32
        %614 = arith.subf %611, %608 : f32
        %615 = llvm.intr.fma(%604, %604, %614) : (f32, f32, f32) -> f32
        %616 = arith.subf %613, %610 : f32
        %617 = arith.addf %615, %616 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %618 = arith.mulf %cst_310, %607 : f32
        %619 = arith.divf %617, %618 : f32
        %620 = arith.addf %607, %619 : f32
        %621 = memref.load %alloca_23[] : memref<f32>
        %622 = arith.divf %620, %621 : f32
        memref.store %622, %alloca_22[] : memref<f32>
      }
      %cst_98 = arith.constant 0x7F800000 : f32
      %162 = arith.cmpf oeq, %149, %cst_98 : f32
      %cst_99 = arith.constant 0x7F800000 : f32
      %163 = arith.cmpf oeq, %153, %cst_99 : f32
      %164 = arith.ori %162, %163 : i1
      scf.if %164 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_22[] : memref<f32>
      }
      %165 = memref.load %alloca_22[] : memref<f32>
      %c4_i64 = arith.constant 4 : i64
      %166 = llvm.getelementptr %41[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %165, %166 : f32, !llvm.ptr<1>
      %cst_100 = arith.constant 0x7FC00000 : f32
      %cst_101 = arith.constant 1.000000e+00 : f32
      %167 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_102 = arith.constant 0 : i32
      %168 = llvm.insertelement %cst_100, %167[%c0_i32_102 : i32] : vector<2xf32>
      %c1_i32_103 = arith.constant 1 : i32
      %169 = llvm.insertelement %cst_101, %168[%c1_i32_103 : i32] : vector<2xf32>
      %c0_i32_104 = arith.constant 0 : i32
      %170 = llvm.extractelement %169[%c0_i32_104 : i32] : vector<2xf32>
      %171 = arith.bitcast %170 : f32 to i32
      %c2147483647_i32_105 = arith.constant 2147483647 : i32
      %172 = arith.andi %171, %c2147483647_i32_105 : i32
      %173 = arith.bitcast %172 : i32 to f32
      %c1_i32_106 = arith.constant 1 : i32
      %174 = llvm.extractelement %169[%c1_i32_106 : i32] : vector<2xf32>
      %175 = arith.bitcast %174 : f32 to i32
      %c2147483647_i32_107 = arith.constant 2147483647 : i32
      %176 = arith.andi %175, %c2147483647_i32_107 : i32
      %177 = arith.bitcast %176 : i32 to f32
      %178 = llvm.intr.maxnum(%173, %177) : (f32, f32) -> f32
      %179 = llvm.intr.minnum(%173, %177) : (f32, f32) -> f32
      %180 = arith.addf %173, %177 : f32
      memref.store %180, %alloca_24[] : memref<f32>
      %cst_108 = arith.constant 0.000000e+00 : f32
      %181 = arith.cmpf ogt, %178, %cst_108 : f32
      %cst_109 = arith.constant 0x7F800000 : f32
      %182 = arith.cmpf olt, %178, %cst_109 : f32
      %183 = arith.andi %181, %182 : i1
      %184 = arith.cmpf oeq, %180, %180 : f32
      %185 = arith.andi %183, %184 : i1
      scf.if %185 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_25[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %599 = arith.cmpf ogt, %178, %cst_308 : f32
        scf.if %599 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_25[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %600 = arith.cmpf olt, %178, %cst_309 : f32
        scf.if %600 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_25[] : memref<f32>
        }
        %601 = memref.load %alloca_25[] : memref<f32>
        %602 = arith.mulf %178, %601 : f32
        %603 = memref.load %alloca_25[] : memref<f32>
        %604 = arith.mulf %179, %603 : f32
        %605 = arith.mulf %604, %604 : f32
        %606 = llvm.intr.fma(%602, %602, %605) : (f32, f32, f32) -> f32
        %607 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%606) : (f32) -> f32
        %608 = arith.mulf %607, %607 : f32
        %609 = arith.negf %608 : f32
        %610 = llvm.intr.fma(%607, %607, %609) : (f32, f32, f32) -> f32
        %611 = arith.mulf %602, %602 : f32
        %612 = arith.negf %611 : f32
        %613 = llvm.intr.fma(%602, %602, %612) : (f32, f32, f32) -> f32
        %614 = arith.subf %611, %608 : f32
        %615 = llvm.intr.fma(%604, %604, %614) : (f32, f32, f32) -> f32
        %616 = arith.subf %613, %610 : f32
        %617 = arith.addf %615, %616 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %618 = arith.mulf %cst_310, %607 : f32
        %619 = arith.divf %617, %618 : f32
        %620 = arith.addf %607, %619 : f32
        %621 = memref.load %alloca_25[] : memref<f32>
        %622 = arith.divf %620, %621 : f32
        memref.store %622, %alloca_24[] : memref<f32>
      }
      %cst_110 = arith.constant 0x7F800000 : f32
      %186 = arith.cmpf oeq, %173, %cst_110 : f32
      %cst_111 = arith.constant 0x7F800000 : f32
      %187 = arith.cmpf oeq, %177, %cst_111 : f32
      %188 = arith.ori %186, %187 : i1
      scf.if %188 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_24[] : memref<f32>
      }
      %189 = memref.load %alloca_24[] : memref<f32>
      %c5_i64 = arith.constant 5 : i64
      %190 = llvm.getelementptr %41[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %189, %190 : f32, !llvm.ptr<1>
      %cst_112 = arith.constant 3.000000e+38 : f32
      %cst_113 = arith.constant 3.000000e+38 : f32
      %191 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_114 = arith.constant 0 : i32
      %192 = llvm.insertelement %cst_112, %191[%c0_i32_114 : i32] : vector<2xf32>
      %c1_i32_115 = arith.constant 1 : i32
      %193 = llvm.insertelement %cst_113, %192[%c1_i32_115 : i32] : vector<2xf32>
      %c0_i32_116 = arith.constant 0 : i32
      %194 = llvm.extractelement %193[%c0_i32_116 : i32] : vector<2xf32>
      %195 = arith.bitcast %194 : f32 to i32
      %c2147483647_i32_117 = arith.constant 2147483647 : i32
      %196 = arith.andi %195, %c2147483647_i32_117 : i32
      %197 = arith.bitcast %196 : i32 to f32
      %c1_i32_118 = arith.constant 1 : i32
      %198 = llvm.extractelement %193[%c1_i32_118 : i32] : vector<2xf32>
      %199 = arith.bitcast %198 : f32 to i32
      %c2147483647_i32_119 = arith.constant 2147483647 : i32
      %200 = arith.andi %199, %c2147483647_i32_119 : i32
      %201 = arith.bitcast %200 : i32 to f32
      %202 = llvm.intr.maxnum(%197, %201) : (f32, f32) -> f32
      %203 = llvm.intr.minnum(%197, %201) : (f32, f32) -> f32
      %204 = arith.addf %197, %201 : f32
      memref.store %204, %alloca_26[] : memref<f32>
      %cst_120 = arith.constant 0.000000e+00 : f32
      %205 = arith.cmpf ogt, %202, %cst_120 : f32
      %cst_121 = arith.constant 0x7F800000 : f32
      %206 = arith.cmpf olt, %202, %cst_121 : f32
      %207 = arith.andi %205, %206 : i1
      %208 = arith.cmpf oeq, %204, %204 : f32
      %209 = arith.andi %207, %208 : i1
      scf.if %209 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_27[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %599 = arith.cmpf ogt, %202, %cst_308 : f32
        scf.if %599 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_27[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %600 = arith.cmpf olt, %202, %cst_309 : f32
        scf.if %600 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_27[] : memref<f32>
        }
        %601 = memref.load %alloca_27[] : memref<f32>
        %602 = arith.mulf %202, %601 : f32
        %603 = memref.load %alloca_27[] : memref<f32>
        %604 = arith.mulf %203, %603 : f32
        %605 = arith.mulf %604, %604 : f32
        %606 = llvm.intr.fma(%602, %602, %605) : (f32, f32, f32) -> f32
        %607 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%606) : (f32) -> f32
        %608 = arith.mulf %607, %607 : f32
        %609 = arith.negf %608 : f32
        %610 = llvm.intr.fma(%607, %607, %609) : (f32, f32, f32) -> f32
        %611 = arith.mulf %602, %602 : f32
        %612 = arith.negf %611 : f32
        %613 = llvm.intr.fma(%602, %602, %612) : (f32, f32, f32) -> f32
        %614 = arith.subf %611, %608 : f32
        %615 = llvm.intr.fma(%604, %604, %614) : (f32, f32, f32) -> f32
        %616 = arith.subf %613, %610 : f32
        %617 = arith.addf %615, %616 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %618 = arith.mulf %cst_310, %607 : f32
        %619 = arith.divf %617, %618 : f32
        %620 = arith.addf %607, %619 : f32
        %621 = memref.load %alloca_27[] : memref<f32>
        %622 = arith.divf %620, %621 : f32
        memref.store %622, %alloca_26[] : memref<f32>
      }
      %cst_122 = arith.constant 0x7F800000 : f32
      %210 = arith.cmpf oeq, %197, %cst_122 : f32
      %cst_123 = arith.constant 0x7F800000 : f32
      %211 = arith.cmpf oeq, %201, %cst_123 : f32
      %212 = arith.ori %210, %211 : i1
      scf.if %212 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_26[] : memref<f32>
      }
      %213 = memref.load %alloca_26[] : memref<f32>
      %c6_i64 = arith.constant 6 : i64
      %214 = llvm.getelementptr %41[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %213, %214 : f32, !llvm.ptr<1>
      %cst_124 = arith.constant 1.401300e-45 : f32
      %cst_125 = arith.constant 0.000000e+00 : f32
      %215 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_126 = arith.constant 0 : i32
      %216 = llvm.insertelement %cst_124, %215[%c0_i32_126 : i32] : vector<2xf32>
      %c1_i32_127 = arith.constant 1 : i32
      %217 = llvm.insertelement %cst_125, %216[%c1_i32_127 : i32] : vector<2xf32>
      %c0_i32_128 = arith.constant 0 : i32
      %218 = llvm.extractelement %217[%c0_i32_128 : i32] : vector<2xf32>
      %219 = arith.bitcast %218 : f32 to i32
      %c2147483647_i32_129 = arith.constant 2147483647 : i32
      %220 = arith.andi %219, %c2147483647_i32_129 : i32
      %221 = arith.bitcast %220 : i32 to f32
      %c1_i32_130 = arith.constant 1 : i32
      %222 = llvm.extractelement %217[%c1_i32_130 : i32] : vector<2xf32>
      %223 = arith.bitcast %222 : f32 to i32
      %c2147483647_i32_131 = arith.constant 2147483647 : i32
      %224 = arith.andi %223, %c2147483647_i32_131 : i32
      %225 = arith.bitcast %224 : i32 to f32
      %226 = llvm.intr.maxnum(%221, %225) : (f32, f32) -> f32
      %227 = llvm.intr.minnum(%221, %225) : (f32, f32) -> f32
      %228 = arith.addf %221, %225 : f32
      memref.store %228, %alloca_28[] : memref<f32>
      %cst_132 = arith.constant 0.000000e+00 : f32
      %229 = arith.cmpf ogt, %226, %cst_132 : f32
      %cst_133 = arith.constant 0x7F800000 : f32
      %230 = arith.cmpf olt, %226, %cst_133 : f32
      %231 = arith.andi %229, %230 : i1
      %232 = arith.cmpf oeq, %228, %228 : f32
      %233 = arith.andi %231, %232 : i1
      scf.if %233 {
        %cst_307 = arith.constant 1.000000e+00 : f32
        memref.store %cst_307, %alloca_29[] : memref<f32>
        %cst_308 = arith.constant 1.1529215E+18 : f32
        %599 = arith.cmpf ogt, %226, %cst_308 : f32
        scf.if %599 {
          %cst_311 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_311, %alloca_29[] : memref<f32>
        }
        %cst_309 = arith.constant 8.67361737E-19 : f32
        %600 = arith.cmpf olt, %226, %cst_309 : f32
        scf.if %600 {
          %cst_311 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_311, %alloca_29[] : memref<f32>
        }
        %601 = memref.load %alloca_29[] : memref<f32>
        %602 = arith.mulf %226, %601 : f32
        %603 = memref.load %alloca_29[] : memref<f32>
        %604 = arith.mulf %227, %603 : f32
        %605 = arith.mulf %604, %604 : f32
        %606 = llvm.intr.fma(%602, %602, %605) : (f32, f32, f32) -> f32
        %607 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%606) : (f32) -> f32
        %608 = arith.mulf %607, %607 : f32
        %609 = arith.negf %608 : f32
        %610 = llvm.intr.fma(%607, %607, %609) : (f32, f32, f32) -> f32
        %611 = arith.mulf %602, %602 : f32
        %612 = arith.negf %611 : f32
        %613 = llvm.intr.fma(%602, %602, %612) : (f32, f32, f32) -> f32
        %614 = arith.subf %611, %608 : f32
        %615 = llvm.intr.fma(%604, %604, %614) : (f32, f32, f32) -> f32
        %616 = arith.subf %613, %610 : f32
        %617 = arith.addf %615, %616 : f32
        %cst_310 = arith.constant 2.000000e+00 : f32
        %618 = arith.mulf %cst_310, %607 : f32
        %619 = arith.divf %617, %618 : f32
        %620 = arith.addf %607, %619 : f32
        %621 = memref.load %alloca_29[] : memref<f32>
        %622 = arith.divf %620, %621 : f32
        memref.store %622, %alloca_28[] : memref<f32>
      }
      %cst_134 = arith.constant 0x7F800000 : f32
      %234 = arith.cmpf oeq, %221, %cst_134 : f32
      %cst_135 = arith.constant 0x7F800000 : f32
      %235 = arith.cmpf oeq, %225, %cst_135 : f32
      %236 = arith.ori %234, %235 : i1
      scf.if %236 {
        %cst_307 = arith.constant 0x7F800000 : f32
        memref.store %cst_307, %alloca_28[] : memref<f32>
      }
      %237 = memref.load %alloca_28[] : memref<f32>
      %c7_i64 = arith.constant 7 : i64
      %238 = llvm.getelementptr %41[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %237, %238 : f32, !llvm.ptr<1>
      %cst_136 = arith.constant 9.9999999999999996E+199 : f64
      %cst_137 = arith.constant 9.9999999999999996E+199 : f64
      %239 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_138 = arith.constant 0 : i32
      %240 = llvm.insertelement %cst_136, %239[%c0_i32_138 : i32] : vector<2xf64>
      %c1_i32_139 = arith.constant 1 : i32
      %241 = llvm.insertelement %cst_137, %240[%c1_i32_139 : i32] : vector<2xf64>
      %c0_i32_140 = arith.constant 0 : i32
      %242 = llvm.extractelement %241[%c0_i32_140 : i32] : vector<2xf64>
      %243 = arith.bitcast %242 : f64 to i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %244 = arith.andi %243, %c9223372036854775807_i64 : i64
      %245 = arith.bitcast %244 : i64 to f64
      %c1_i32_141 = arith.constant 1 : i32
      %246 = llvm.extractelement %241[%c1_i32_141 : i32] : vector<2xf64>
      %247 = arith.bitcast %246 : f64 to i64
      %c9223372036854775807_i64_142 = arith.constant 9223372036854775807 : i64
      %248 = arith.andi %247, %c9223372036854775807_i64_142 : i64
      %249 = arith.bitcast %248 : i64 to f64
      %250 = llvm.intr.maxnum(%245, %249) : (f64, f64) -> f64
      %251 = llvm.intr.minnum(%245, %249) : (f64, f64) -> f64
      %252 = arith.addf %245, %249 : f64
      memref.store %252, %alloca_30[] : memref<f64>
      %cst_143 = arith.constant 0.000000e+00 : f64
      %253 = arith.cmpf ogt, %250, %cst_143 : f64
      %cst_144 = arith.constant 0x7FF0000000000000 : f64
      %254 = arith.cmpf olt, %250, %cst_144 : f64
      %255 = arith.andi %253, %254 : i1
      %256 = arith.cmpf oeq, %252, %252 : f64
      %257 = arith.andi %255, %256 : i1
      scf.if %257 {
        %cst_307 = arith.constant 1.000000e+00 : f64
        memref.store %cst_307, %alloca_31[] : memref<f64>
        %cst_308 = arith.constant 3.2733906078961419E+150 : f64
        %599 = arith.cmpf ogt, %250, %cst_308 : f64
        scf.if %599 {
          %cst_311 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_311, %alloca_31[] : memref<f64>
        }
        %cst_309 = arith.constant 3.0549363634996047E-151 : f64
        %600 = arith.cmpf olt, %250, %cst_309 : f64
        scf.if %600 {
          %cst_311 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_311, %alloca_31[] : memref<f64>
        }
        %601 = memref.load %alloca_31[] : memref<f64>
        %602 = arith.mulf %250, %601 : f64
        %603 = memref.load %alloca_31[] : memref<f64>
        %604 = arith.mulf %251, %603 : f64
        %605 = arith.mulf %604, %604 : f64
        %606 = llvm.intr.fma(%602, %602, %605) : (f64, f64, f64) -> f64
        %607 = math.sqrt %606 : f64
        %608 = arith.mulf %607, %607 : f64
        %609 = arith.negf %608 : f64
        %610 = llvm.intr.fma(%607, %607, %609) : (f64, f64, f64) -> f64
        %611 = arith.mulf %602, %602 : f64
        %612 = arith.negf %611 : f64
        %613 = llvm.intr.fma(%602, %602, %612) : (f64, f64, f64) -> f64
        %614 = arith.subf %611, %608 : f64
        %615 = llvm.intr.fma(%604, %604, %614) : (f64, f64, f64) -> f64
        %616 = arith.subf %613, %610 : f64
        %617 = arith.addf %615, %616 : f64
        %cst_310 = arith.constant 2.000000e+00 : f64
        %618 = arith.mulf %cst_310, %607 : f64
        %619 = arith.divf %617, %618 : f64
        %620 = arith.addf %607, %619 : f64
        %621 = memref.load %alloca_31[] : memref<f64>
        %622 = arith.divf %620, %621 : f64
        memref.store %622, %alloca_30[] : memref<f64>
      }
      %cst_145 = arith.constant 0x7FF0000000000000 : f64
      %258 = arith.cmpf oeq, %245, %cst_145 : f64
      %cst_146 = arith.constant 0x7FF0000000000000 : f64
      %259 = arith.cmpf oeq, %249, %cst_146 : f64
      %260 = arith.ori %258, %259 : i1
      scf.if %260 {
        %cst_307 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_307, %alloca_30[] : memref<f64>
      }
      %261 = memref.load %alloca_30[] : memref<f64>
      llvm.store %261, %43 : f64, !llvm.ptr<1>
      %cst_147 = arith.constant 3.000000e-200 : f64
      %cst_148 = arith.constant 4.000000e-200 : f64
      %262 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_149 = arith.constant 0 : i32
      %263 = llvm.insertelement %cst_147, %262[%c0_i32_149 : i32] : vector<2xf64>
      %c1_i32_150 = arith.constant 1 : i32
      %264 = llvm.insertelement %cst_148, %263[%c1_i32_150 : i32] : vector<2xf64>
      %c0_i32_151 = arith.constant 0 : i32
      %265 = llvm.extractelement %264[%c0_i32_151 : i32] : vector<2xf64>
      %266 = arith.bitcast %265 : f64 to i64
      %c9223372036854775807_i64_152 = arith.constant 9223372036854775807 : i64
      %267 = arith.andi %266, %c9223372036854775807_i64_152 : i64
      %268 = arith.bitcast %267 : i64 to f64
      %c1_i32_153 = arith.constant 1 : i32
      %269 = llvm.extractelement %264[%c1_i32_153 : i32] : vector<2xf64>
      %270 = arith.bitcast %269 : f64 to i64
      %c9223372036854775807_i64_154 = arith.constant 9223372036854775807 : i64
      %271 = arith.andi %270, %c9223372036854775807_i64_154 : i64
      %272 = arith.bitcast %271 : i64 to f64
      %273 = llvm.intr.maxnum(%268, %272) : (f64, f64) -> f64
      %274 = llvm.intr.minnum(%268, %272) : (f64, f64) -> f64
      %275 = arith.addf %268, %272 : f64
      memref.store %275, %alloca_32[] : memref<f64>
      %cst_155 = arith.constant 0.000000e+00 : f64
      %276 = arith.cmpf ogt, %273, %cst_155 : f64
      %cst_156 = arith.constant 0x7FF0000000000000 : f64
      %277 = arith.cmpf olt, %273, %cst_156 : f64
      %278 = arith.andi %276, %277 : i1
      %279 = arith.cmpf oeq, %275, %275 : f64
      %280 = arith.andi %278, %279 : i1
      scf.if %280 {
        %cst_307 = arith.constant 1.000000e+00 : f64
        memref.store %cst_307, %alloca_33[] : memref<f64>
        %cst_308 = arith.constant 3.2733906078961419E+150 : f64
        %599 = arith.cmpf ogt, %273, %cst_308 : f64
        scf.if %599 {
          %cst_311 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_311, %alloca_33[] : memref<f64>
        }
        %cst_309 = arith.constant 3.0549363634996047E-151 : f64
        %600 = arith.cmpf olt, %273, %cst_309 : f64
        scf.if %600 {
          %cst_311 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_311, %alloca_33[] : memref<f64>
        }
        %601 = memref.load %alloca_33[] : memref<f64>
        %602 = arith.mulf %273, %601 : f64
        %603 = memref.load %alloca_33[] : memref<f64>
        %604 = arith.mulf %274, %603 : f64
        %605 = arith.mulf %604, %604 : f64
        %606 = llvm.intr.fma(%602, %602, %605) : (f64, f64, f64) -> f64
        %607 = math.sqrt %606 : f64
        %608 = arith.mulf %607, %607 : f64
        %609 = arith.negf %608 : f64
        %610 = llvm.intr.fma(%607, %607, %609) : (f64, f64, f64) -> f64
        %611 = arith.mulf %602, %602 : f64
        %612 = arith.negf %611 : f64
        %613 = llvm.intr.fma(%602, %602, %612) : (f64, f64, f64) -> f64
        %614 = arith.subf %611, %608 : f64
        %615 = llvm.intr.fma(%604, %604, %614) : (f64, f64, f64) -> f64
        %616 = arith.subf %613, %610 : f64
        %617 = arith.addf %615, %616 : f64
        %cst_310 = arith.constant 2.000000e+00 : f64
        %618 = arith.mulf %cst_310, %607 : f64
        %619 = arith.divf %617, %618 : f64
        %620 = arith.addf %607, %619 : f64
        %621 = memref.load %alloca_33[] : memref<f64>
        %622 = arith.divf %620, %621 : f64
        memref.store %622, %alloca_32[] : memref<f64>
      }
      %cst_157 = arith.constant 0x7FF0000000000000 : f64
      %281 = arith.cmpf oeq, %268, %cst_157 : f64
      %cst_158 = arith.constant 0x7FF0000000000000 : f64
      %282 = arith.cmpf oeq, %272, %cst_158 : f64
      %283 = arith.ori %281, %282 : i1
      scf.if %283 {
        %cst_307 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_307, %alloca_32[] : memref<f64>
      }
      %284 = memref.load %alloca_32[] : memref<f64>
      %c1_i64_159 = arith.constant 1 : i64
      %285 = llvm.getelementptr %43[%c1_i64_159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %284, %285 : f64, !llvm.ptr<1>
      %cst_160 = arith.constant 0xFFF0000000000000 : f64
      %cst_161 = arith.constant 2.000000e+00 : f64
      %286 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_162 = arith.constant 0 : i32
      %287 = llvm.insertelement %cst_160, %286[%c0_i32_162 : i32] : vector<2xf64>
      %c1_i32_163 = arith.constant 1 : i32
      %288 = llvm.insertelement %cst_161, %287[%c1_i32_163 : i32] : vector<2xf64>
      %c0_i32_164 = arith.constant 0 : i32
      %289 = llvm.extractelement %288[%c0_i32_164 : i32] : vector<2xf64>
      %290 = arith.bitcast %289 : f64 to i64
      %c9223372036854775807_i64_165 = arith.constant 9223372036854775807 : i64
      %291 = arith.andi %290, %c9223372036854775807_i64_165 : i64
      %292 = arith.bitcast %291 : i64 to f64
      %c1_i32_166 = arith.constant 1 : i32
      %293 = llvm.extractelement %288[%c1_i32_166 : i32] : vector<2xf64>
      %294 = arith.bitcast %293 : f64 to i64
      %c9223372036854775807_i64_167 = arith.constant 9223372036854775807 : i64
      %295 = arith.andi %294, %c9223372036854775807_i64_167 : i64
      %296 = arith.bitcast %295 : i64 to f64
      %297 = llvm.intr.maxnum(%292, %296) : (f64, f64) -> f64
      %298 = llvm.intr.minnum(%292, %296) : (f64, f64) -> f64
      %299 = arith.addf %292, %296 : f64
      memref.store %299, %alloca_34[] : memref<f64>
      %cst_168 = arith.constant 0.000000e+00 : f64
      %300 = arith.cmpf ogt, %297, %cst_168 : f64
      %cst_169 = arith.constant 0x7FF0000000000000 : f64
      %301 = arith.cmpf olt, %297, %cst_169 : f64
      %302 = arith.andi %300, %301 : i1
      %303 = arith.cmpf oeq, %299, %299 : f64
      %304 = arith.andi %302, %303 : i1
      scf.if %304 {
        %cst_307 = arith.constant 1.000000e+00 : f64
        memref.store %cst_307, %alloca_35[] : memref<f64>
        %cst_308 = arith.constant 3.2733906078961419E+150 : f64
        %599 = arith.cmpf ogt, %297, %cst_308 : f64
        scf.if %599 {
          %cst_311 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_311, %alloca_35[] : memref<f64>
        }
        %cst_309 = arith.constant 3.0549363634996047E-151 : f64
        %600 = arith.cmpf olt, %297, %cst_309 : f64
        scf.if %600 {
          %cst_311 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_311, %alloca_35[] : memref<f64>
        }
        %601 = memref.load %alloca_35[] : memref<f64>
        %602 = arith.mulf %297, %601 : f64
        %603 = memref.load %alloca_35[] : memref<f64>
        %604 = arith.mulf %298, %603 : f64
        %605 = arith.mulf %604, %604 : f64
        %606 = llvm.intr.fma(%602, %602, %605) : (f64, f64, f64) -> f64
        %607 = math.sqrt %606 : f64
        %608 = arith.mulf %607, %607 : f64
        %609 = arith.negf %608 : f64
        %610 = llvm.intr.fma(%607, %607, %609) : (f64, f64, f64) -> f64
        %611 = arith.mulf %602, %602 : f64
        %612 = arith.negf %611 : f64
        %613 = llvm.intr.fma(%602, %602, %612) : (f64, f64, f64) -> f64
        %614 = arith.subf %611, %608 : f64
        %615 = llvm.intr.fma(%604, %604, %614) : (f64, f64, f64) -> f64
        %616 = arith.subf %613, %610 : f64
        %617 = arith.addf %615, %616 : f64
        %cst_310 = arith.constant 2.000000e+00 : f64
        %618 = arith.mulf %cst_310, %607 : f64
        %619 = arith.divf %617, %618 : f64
        %620 = arith.addf %607, %619 : f64
        %621 = memref.load %alloca_35[] : memref<f64>
        %622 = arith.divf %620, %621 : f64
        memref.store %622, %alloca_34[] : memref<f64>
      }
      %cst_170 = arith.constant 0x7FF0000000000000 : f64
      %305 = arith.cmpf oeq, %292, %cst_170 : f64
      %cst_171 = arith.constant 0x7FF0000000000000 : f64
      %306 = arith.cmpf oeq, %296, %cst_171 : f64
      %307 = arith.ori %305, %306 : i1
      scf.if %307 {
        %cst_307 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_307, %alloca_34[] : memref<f64>
      }
      %308 = memref.load %alloca_34[] : memref<f64>
      %c2_i64_172 = arith.constant 2 : i64
      %309 = llvm.getelementptr %43[%c2_i64_172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %308, %309 : f64, !llvm.ptr<1>
      %cst_173 = arith.constant 5.000000e+00 : f64
      %cst_174 = arith.constant -1.200000e+01 : f64
      %310 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_175 = arith.constant 0 : i32
      %311 = llvm.insertelement %cst_173, %310[%c0_i32_175 : i32] : vector<2xf64>
      %c1_i32_176 = arith.constant 1 : i32
      %312 = llvm.insertelement %cst_174, %311[%c1_i32_176 : i32] : vector<2xf64>
      %c0_i32_177 = arith.constant 0 : i32
      %313 = llvm.extractelement %312[%c0_i32_177 : i32] : vector<2xf64>
      %314 = arith.bitcast %313 : f64 to i64
      %c9223372036854775807_i64_178 = arith.constant 9223372036854775807 : i64
      %315 = arith.andi %314, %c9223372036854775807_i64_178 : i64
      %316 = arith.bitcast %315 : i64 to f64
      %c1_i32_179 = arith.constant 1 : i32
      %317 = llvm.extractelement %312[%c1_i32_179 : i32] : vector<2xf64>
      %318 = arith.bitcast %317 : f64 to i64
      %c9223372036854775807_i64_180 = arith.constant 9223372036854775807 : i64
      %319 = arith.andi %318, %c9223372036854775807_i64_180 : i64
      %320 = arith.bitcast %319 : i64 to f64
      %321 = llvm.intr.maxnum(%316, %320) : (f64, f64) -> f64
      %322 = llvm.intr.minnum(%316, %320) : (f64, f64) -> f64
      %323 = arith.addf %316, %320 : f64
      memref.store %323, %alloca_36[] : memref<f64>
      %cst_181 = arith.constant 0.000000e+00 : f64
      %324 = arith.cmpf ogt, %321, %cst_181 : f64
      %cst_182 = arith.constant 0x7FF0000000000000 : f64
      %325 = arith.cmpf olt, %321, %cst_182 : f64
      %326 = arith.andi %324, %325 : i1
      %327 = arith.cmpf oeq, %323, %323 : f64
      %328 = arith.andi %326, %327 : i1
      scf.if %328 {
        %cst_307 = arith.constant 1.000000e+00 : f64
        memref.store %cst_307, %alloca_37[] : memref<f64>
        %cst_308 = arith.constant 3.2733906078961419E+150 : f64
        %599 = arith.cmpf ogt, %321, %cst_308 : f64
        scf.if %599 {
          %cst_311 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_311, %alloca_37[] : memref<f64>
        }
        %cst_309 = arith.constant 3.0549363634996047E-151 : f64
        %600 = arith.cmpf olt, %321, %cst_309 : f64
        scf.if %600 {
          %cst_311 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_311, %alloca_37[] : memref<f64>
        }
        %601 = memref.load %alloca_37[] : memref<f64>
        %602 = arith.mulf %321, %601 : f64
        %603 = memref.load %alloca_37[] : memref<f64>
        %604 = arith.mulf %322, %603 : f64
        %605 = arith.mulf %604, %604 : f64
        %606 = llvm.intr.fma(%602, %602, %605) : (f64, f64, f64) -> f64
        %607 = math.sqrt %606 : f64
        %608 = arith.mulf %607, %607 : f64
        %609 = arith.negf %608 : f64
        %610 = llvm.intr.fma(%607, %607, %609) : (f64, f64, f64) -> f64
        %611 = arith.mulf %602, %602 : f64
        %612 = arith.negf %611 : f64
        %613 = llvm.intr.fma(%602, %602, %612) : (f64, f64, f64) -> f64
        %614 = arith.subf %611, %608 : f64
        %615 = llvm.intr.fma(%604, %604, %614) : (f64, f64, f64) -> f64
        %616 = arith.subf %613, %610 : f64
        %617 = arith.addf %615, %616 : f64
        %cst_310 = arith.constant 2.000000e+00 : f64
        %618 = arith.mulf %cst_310, %607 : f64
        %619 = arith.divf %617, %618 : f64
        %620 = arith.addf %607, %619 : f64
        %621 = memref.load %alloca_37[] : memref<f64>
        %622 = arith.divf %620, %621 : f64
        memref.store %622, %alloca_36[] : memref<f64>
      }
      %cst_183 = arith.constant 0x7FF0000000000000 : f64
      %329 = arith.cmpf oeq, %316, %cst_183 : f64
      %cst_184 = arith.constant 0x7FF0000000000000 : f64
      %330 = arith.cmpf oeq, %320, %cst_184 : f64
      %331 = arith.ori %329, %330 : i1
      scf.if %331 {
        %cst_307 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_307, %alloca_36[] : memref<f64>
      }
      %332 = memref.load %alloca_36[] : memref<f64>
      %c3_i64_185 = arith.constant 3 : i64
      %333 = llvm.getelementptr %43[%c3_i64_185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %332, %333 : f64, !llvm.ptr<1>
      %cst_186 = arith.constant 9.9999999999999996E+199 : f64
      %cst_187 = arith.constant 9.9999999999999996E+199 : f64
      %334 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_188 = arith.constant 0 : i32
      %335 = llvm.insertelement %cst_186, %334[%c0_i32_188 : i32] : vector<2xf64>
      %c1_i32_189 = arith.constant 1 : i32
      %336 = llvm.insertelement %cst_187, %335[%c1_i32_189 : i32] : vector<2xf64>
      %cst_190 = arith.constant 2.000000e+200 : f64
      %cst_191 = arith.constant 9.9999999999999996E+199 : f64
      %337 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_192 = arith.constant 0 : i32
      %338 = llvm.insertelement %cst_190, %337[%c0_i32_192 : i32] : vector<2xf64>
      %c1_i32_193 = arith.constant 1 : i32
      %339 = llvm.insertelement %cst_191, %338[%c1_i32_193 : i32] : vector<2xf64>
      %c0_i32_194 = arith.constant 0 : i32
      %340 = llvm.extractelement %336[%c0_i32_194 : i32] : vector<2xf64>
      %c1_i32_195 = arith.constant 1 : i32
      %341 = llvm.extractelement %336[%c1_i32_195 : i32] : vector<2xf64>
      %c0_i32_196 = arith.constant 0 : i32
      %342 = llvm.extractelement %339[%c0_i32_196 : i32] : vector<2xf64>
      %c1_i32_197 = arith.constant 1 : i32
      %343 = llvm.extractelement %339[%c1_i32_197 : i32] : vector<2xf64>
      %cst_198 = arith.constant 0.000000e+00 : f64
      %344 = arith.cmpf olt, %342, %cst_198 : f64
      %345 = arith.negf %342 : f64
      %346 = arith.select %344, %345, %342 : f64
      %cst_199 = arith.constant 0.000000e+00 : f64
      %347 = arith.cmpf olt, %343, %cst_199 : f64
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
      %c0_i32_200 = arith.constant 0 : i32
      %372 = llvm.insertelement %369, %371[%c0_i32_200 : i32] : vector<2xf64>
      %c1_i32_201 = arith.constant 1 : i32
      %373 = llvm.insertelement %370, %372[%c1_i32_201 : i32] : vector<2xf64>
      llvm.store %373, %45 : vector<2xf64>, !llvm.ptr<1>
      %cst_202 = arith.constant 9.9999999999999998E-201 : f64
      %cst_203 = arith.constant 3.000000e-200 : f64
      %374 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_204 = arith.constant 0 : i32
      %375 = llvm.insertelement %cst_202, %374[%c0_i32_204 : i32] : vector<2xf64>
      %c1_i32_205 = arith.constant 1 : i32
      %376 = llvm.insertelement %cst_203, %375[%c1_i32_205 : i32] : vector<2xf64>
      %cst_206 = arith.constant 2.000000e-200 : f64
      %cst_207 = arith.constant 9.9999999999999998E-201 : f64
      %377 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_208 = arith.constant 0 : i32
      %378 = llvm.insertelement %cst_206, %377[%c0_i32_208 : i32] : vector<2xf64>
      %c1_i32_209 = arith.constant 1 : i32
      %379 = llvm.insertelement %cst_207, %378[%c1_i32_209 : i32] : vector<2xf64>
      %c0_i32_210 = arith.constant 0 : i32
      %380 = llvm.extractelement %376[%c0_i32_210 : i32] : vector<2xf64>
      %c1_i32_211 = arith.constant 1 : i32
      %381 = llvm.extractelement %376[%c1_i32_211 : i32] : vector<2xf64>
      %c0_i32_212 = arith.constant 0 : i32
      %382 = llvm.extractelement %379[%c0_i32_212 : i32] : vector<2xf64>
      %c1_i32_213 = arith.constant 1 : i32
      %383 = llvm.extractelement %379[%c1_i32_213 : i32] : vector<2xf64>
      %cst_214 = arith.constant 0.000000e+00 : f64
      %384 = arith.cmpf olt, %382, %cst_214 : f64
      %385 = arith.negf %382 : f64
      %386 = arith.select %384, %385, %382 : f64
      %cst_215 = arith.constant 0.000000e+00 : f64
      %387 = arith.cmpf olt, %383, %cst_215 : f64
      %388 = arith.negf %383 : f64
      %389 = arith.select %387, %388, %383 : f64
      %390 = arith.cmpf oge, %386, %389 : f64
      %391 = arith.divf %383, %382 : f64
      %392 = arith.mulf %383, %391 : f64
      %393 = arith.addf %382, %392 : f64
      %394 = arith.mulf %381, %391 : f64
      %395 = arith.mulf %380, %391 : f64
      %396 = arith.addf %380, %394 : f64
      %397 = arith.subf %381, %395 : f64
      %398 = arith.divf %396, %393 : f64
      %399 = arith.divf %397, %393 : f64
      %400 = arith.divf %382, %383 : f64
      %401 = arith.mulf %382, %400 : f64
      %402 = arith.addf %401, %383 : f64
      %403 = arith.mulf %380, %400 : f64
      %404 = arith.mulf %381, %400 : f64
      %405 = arith.addf %403, %381 : f64
      %406 = arith.subf %404, %380 : f64
      %407 = arith.divf %405, %402 : f64
      %408 = arith.divf %406, %402 : f64
      %409 = arith.select %390, %398, %407 : f64
      %410 = arith.select %390, %399, %408 : f64
      %411 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_216 = arith.constant 0 : i32
      %412 = llvm.insertelement %409, %411[%c0_i32_216 : i32] : vector<2xf64>
      %c1_i32_217 = arith.constant 1 : i32
      %413 = llvm.insertelement %410, %412[%c1_i32_217 : i32] : vector<2xf64>
      %c1_i64_218 = arith.constant 1 : i64
      %414 = llvm.getelementptr %45[%c1_i64_218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %413, %414 : vector<2xf64>, !llvm.ptr<1>
      %cst_219 = arith.constant 1.000000e+00 : f64
      %cst_220 = arith.constant 2.000000e+00 : f64
      %415 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_221 = arith.constant 0 : i32
      %416 = llvm.insertelement %cst_219, %415[%c0_i32_221 : i32] : vector<2xf64>
      %c1_i32_222 = arith.constant 1 : i32
      %417 = llvm.insertelement %cst_220, %416[%c1_i32_222 : i32] : vector<2xf64>
      %cst_223 = arith.constant 1.000000e-300 : f64
      %cst_224 = arith.constant 4.000000e-300 : f64
      %418 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_225 = arith.constant 0 : i32
      %419 = llvm.insertelement %cst_223, %418[%c0_i32_225 : i32] : vector<2xf64>
      %c1_i32_226 = arith.constant 1 : i32
      %420 = llvm.insertelement %cst_224, %419[%c1_i32_226 : i32] : vector<2xf64>
      %c0_i32_227 = arith.constant 0 : i32
      %421 = llvm.extractelement %417[%c0_i32_227 : i32] : vector<2xf64>
      %c1_i32_228 = arith.constant 1 : i32
      %422 = llvm.extractelement %417[%c1_i32_228 : i32] : vector<2xf64>
      %c0_i32_229 = arith.constant 0 : i32
      %423 = llvm.extractelement %420[%c0_i32_229 : i32] : vector<2xf64>
      %c1_i32_230 = arith.constant 1 : i32
      %424 = llvm.extractelement %420[%c1_i32_230 : i32] : vector<2xf64>
      %cst_231 = arith.constant 0.000000e+00 : f64
      %425 = arith.cmpf olt, %423, %cst_231 : f64
      %426 = arith.negf %423 : f64
      %427 = arith.select %425, %426, %423 : f64
      %cst_232 = arith.constant 0.000000e+00 : f64
      %428 = arith.cmpf olt, %424, %cst_232 : f64
      %429 = arith.negf %424 : f64
      %430 = arith.select %428, %429, %424 : f64
      %431 = arith.cmpf oge, %427, %430 : f64
      %432 = arith.divf %424, %423 : f64
      %433 = arith.mulf %424, %432 : f64
      %434 = arith.addf %423, %433 : f64
      %435 = arith.mulf %422, %432 : f64
      %436 = arith.mulf %421, %432 : f64
      %437 = arith.addf %421, %435 : f64
      %438 = arith.subf %422, %436 : f64
      %439 = arith.divf %437, %434 : f64
      %440 = arith.divf %438, %434 : f64
      %441 = arith.divf %423, %424 : f64
      %442 = arith.mulf %423, %441 : f64
      %443 = arith.addf %442, %424 : f64
      %444 = arith.mulf %421, %441 : f64
      %445 = arith.mulf %422, %441 : f64
      %446 = arith.addf %444, %422 : f64
      %447 = arith.subf %445, %421 : f64
      %448 = arith.divf %446, %443 : f64
      %449 = arith.divf %447, %443 : f64
      %450 = arith.select %431, %439, %448 : f64
      %451 = arith.select %431, %440, %449 : f64
      %452 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_233 = arith.constant 0 : i32
      %453 = llvm.insertelement %450, %452[%c0_i32_233 : i32] : vector<2xf64>
      %c1_i32_234 = arith.constant 1 : i32
      %454 = llvm.insertelement %451, %453[%c1_i32_234 : i32] : vector<2xf64>
      %c2_i64_235 = arith.constant 2 : i64
      %455 = llvm.getelementptr %45[%c2_i64_235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %454, %455 : vector<2xf64>, !llvm.ptr<1>
      %cst_236 = arith.constant 2.000000e+30 : f32
      %cst_237 = arith.constant 1.000000e+30 : f32
      %456 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_238 = arith.constant 0 : i32
      %457 = llvm.insertelement %cst_236, %456[%c0_i32_238 : i32] : vector<2xf32>
      %c1_i32_239 = arith.constant 1 : i32
      %458 = llvm.insertelement %cst_237, %457[%c1_i32_239 : i32] : vector<2xf32>
      %cst_240 = arith.constant 1.000000e+30 : f32
      %cst_241 = arith.constant 3.000000e+30 : f32
      %459 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_242 = arith.constant 0 : i32
      %460 = llvm.insertelement %cst_240, %459[%c0_i32_242 : i32] : vector<2xf32>
      %c1_i32_243 = arith.constant 1 : i32
      %461 = llvm.insertelement %cst_241, %460[%c1_i32_243 : i32] : vector<2xf32>
      %c0_i32_244 = arith.constant 0 : i32
      %462 = llvm.extractelement %458[%c0_i32_244 : i32] : vector<2xf32>
      %c1_i32_245 = arith.constant 1 : i32
      %463 = llvm.extractelement %458[%c1_i32_245 : i32] : vector<2xf32>
      %c0_i32_246 = arith.constant 0 : i32
      %464 = llvm.extractelement %461[%c0_i32_246 : i32] : vector<2xf32>
      %c1_i32_247 = arith.constant 1 : i32
      %465 = llvm.extractelement %461[%c1_i32_247 : i32] : vector<2xf32>
      %cst_248 = arith.constant 0.000000e+00 : f32
      %466 = arith.cmpf olt, %464, %cst_248 : f32
      %467 = arith.negf %464 : f32
      %468 = arith.select %466, %467, %464 : f32
      %cst_249 = arith.constant 0.000000e+00 : f32
      %469 = arith.cmpf olt, %465, %cst_249 : f32
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
      %c0_i32_250 = arith.constant 0 : i32
      %494 = llvm.insertelement %491, %493[%c0_i32_250 : i32] : vector<2xf32>
      %c1_i32_251 = arith.constant 1 : i32
      %495 = llvm.insertelement %492, %494[%c1_i32_251 : i32] : vector<2xf32>
      llvm.store %495, %47 : vector<2xf32>, !llvm.ptr<1>
      %cst_252 = arith.constant 1.000000e+00 : f32
      %cst_253 = arith.constant -1.000000e+00 : f32
      %496 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_254 = arith.constant 0 : i32
      %497 = llvm.insertelement %cst_252, %496[%c0_i32_254 : i32] : vector<2xf32>
      %c1_i32_255 = arith.constant 1 : i32
      %498 = llvm.insertelement %cst_253, %497[%c1_i32_255 : i32] : vector<2xf32>
      %cst_256 = arith.constant 4.000000e-30 : f32
      %cst_257 = arith.constant 2.000000e-30 : f32
      %499 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_258 = arith.constant 0 : i32
      %500 = llvm.insertelement %cst_256, %499[%c0_i32_258 : i32] : vector<2xf32>
      %c1_i32_259 = arith.constant 1 : i32
      %501 = llvm.insertelement %cst_257, %500[%c1_i32_259 : i32] : vector<2xf32>
      %c0_i32_260 = arith.constant 0 : i32
      %502 = llvm.extractelement %498[%c0_i32_260 : i32] : vector<2xf32>
      %c1_i32_261 = arith.constant 1 : i32
      %503 = llvm.extractelement %498[%c1_i32_261 : i32] : vector<2xf32>
      %c0_i32_262 = arith.constant 0 : i32
      %504 = llvm.extractelement %501[%c0_i32_262 : i32] : vector<2xf32>
      %c1_i32_263 = arith.constant 1 : i32
      %505 = llvm.extractelement %501[%c1_i32_263 : i32] : vector<2xf32>
      %cst_264 = arith.constant 0.000000e+00 : f32
      %506 = arith.cmpf olt, %504, %cst_264 : f32
      %507 = arith.negf %504 : f32
      %508 = arith.select %506, %507, %504 : f32
      %cst_265 = arith.constant 0.000000e+00 : f32
      %509 = arith.cmpf olt, %505, %cst_265 : f32
      %510 = arith.negf %505 : f32
      %511 = arith.select %509, %510, %505 : f32
      %512 = arith.cmpf oge, %508, %511 : f32
      %513 = arith.divf %505, %504 : f32
      %514 = arith.mulf %505, %513 : f32
      %515 = arith.addf %504, %514 : f32
      %516 = arith.mulf %503, %513 : f32
      %517 = arith.mulf %502, %513 : f32
      %518 = arith.addf %502, %516 : f32
      %519 = arith.subf %503, %517 : f32
      %520 = arith.divf %518, %515 : f32
      %521 = arith.divf %519, %515 : f32
      %522 = arith.divf %504, %505 : f32
      %523 = arith.mulf %504, %522 : f32
      %524 = arith.addf %523, %505 : f32
      %525 = arith.mulf %502, %522 : f32
      %526 = arith.mulf %503, %522 : f32
      %527 = arith.addf %525, %503 : f32
      %528 = arith.subf %526, %502 : f32
      %529 = arith.divf %527, %524 : f32
      %530 = arith.divf %528, %524 : f32
      %531 = arith.select %512, %520, %529 : f32
      %532 = arith.select %512, %521, %530 : f32
      %533 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_266 = arith.constant 0 : i32
      %534 = llvm.insertelement %531, %533[%c0_i32_266 : i32] : vector<2xf32>
      %c1_i32_267 = arith.constant 1 : i32
      %535 = llvm.insertelement %532, %534[%c1_i32_267 : i32] : vector<2xf32>
      %c1_i64_268 = arith.constant 1 : i64
      %536 = llvm.getelementptr %47[%c1_i64_268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %535, %536 : vector<2xf32>, !llvm.ptr<1>
      %cst_269 = arith.constant 8.900000e+01 : f32
      %cst_270 = arith.constant 5.000000e-01 : f32
      %537 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_271 = arith.constant 0 : i32
      %538 = llvm.insertelement %cst_269, %537[%c0_i32_271 : i32] : vector<2xf32>
      %c1_i32_272 = arith.constant 1 : i32
      %539 = llvm.insertelement %cst_270, %538[%c1_i32_272 : i32] : vector<2xf32>
      %c0_i32_273 = arith.constant 0 : i32
      %540 = llvm.extractelement %539[%c0_i32_273 : i32] : vector<2xf32>
      %c1_i32_274 = arith.constant 1 : i32
      %541 = llvm.extractelement %539[%c1_i32_274 : i32] : vector<2xf32>
      %542 = math.exp %540 : f32
      %543 = math.cos %541 : f32
      %544 = arith.mulf %542, %543 : f32
      memref.store %544, %alloca_38[] : memref<f32>
      %545 = math.sin %541 : f32
      %546 = arith.mulf %542, %545 : f32
      memref.store %546, %alloca_39[] : memref<f32>
      %cst_275 = arith.constant 8.000000e+01 : f32
      %547 = arith.cmpf ogt, %540, %cst_275 : f32
      scf.if %547 {
        %cst_307 = arith.constant 5.000000e-01 : f32
        %599 = arith.mulf %540, %cst_307 : f32
        %600 = math.exp %599 : f32
        %601 = math.cos %541 : f32
        %602 = arith.mulf %600, %601 : f32
        %603 = arith.mulf %602, %600 : f32
        memref.store %603, %alloca_38[] : memref<f32>
        %604 = math.sin %541 : f32
        %605 = arith.mulf %600, %604 : f32
        %606 = arith.mulf %605, %600 : f32
        memref.store %606, %alloca_39[] : memref<f32>
      }
      %cst_276 = arith.constant 0x7F800000 : f32
      %548 = arith.cmpf oeq, %540, %cst_276 : f32
      scf.if %548 {
        %cst_307 = arith.constant 0.000000e+00 : f32
        %599 = arith.cmpf oeq, %541, %cst_307 : f32
        scf.if %599 {
          memref.store %540, %alloca_38[] : memref<f32>
          memref.store %541, %alloca_39[] : memref<f32>
        }
        %600 = arith.bitcast %541 : f32 to i32
        %c2147483647_i32_308 = arith.constant 2147483647 : i32
        %601 = arith.andi %600, %c2147483647_i32_308 : i32
        %602 = arith.bitcast %601 : i32 to f32
        %cst_309 = arith.constant 0x7F800000 : f32
        %603 = arith.cmpf olt, %602, %cst_309 : f32
        %true = arith.constant true
        %604 = arith.xori %603, %true : i1
        scf.if %604 {
          memref.store %540, %alloca_38[] : memref<f32>
          %605 = arith.subf %541, %541 : f32
          memref.store %605, %alloca_39[] : memref<f32>
        }
      }
      %cst_277 = arith.constant 0xFF800000 : f32
      %549 = arith.cmpf oeq, %540, %cst_277 : f32
      scf.if %549 {
        %599 = arith.bitcast %541 : f32 to i32
        %c2147483647_i32_307 = arith.constant 2147483647 : i32
        %600 = arith.andi %599, %c2147483647_i32_307 : i32
        %601 = arith.bitcast %600 : i32 to f32
        %cst_308 = arith.constant 0x7F800000 : f32
        %602 = arith.cmpf olt, %601, %cst_308 : f32
        %true = arith.constant true
        %603 = arith.xori %602, %true : i1
        scf.if %603 {
          %cst_309 = arith.constant 0.000000e+00 : f32
          memref.store %cst_309, %alloca_38[] : memref<f32>
          %cst_310 = arith.constant 0.000000e+00 : f32
          memref.store %cst_310, %alloca_39[] : memref<f32>
        }
      }
      %550 = arith.cmpf une, %540, %540 : f32
      scf.if %550 {
        %cst_307 = arith.constant 0.000000e+00 : f32
        %599 = arith.cmpf oeq, %541, %cst_307 : f32
        scf.if %599 {
          memref.store %540, %alloca_38[] : memref<f32>
          memref.store %541, %alloca_39[] : memref<f32>
        }
      }
      %551 = memref.load %alloca_38[] : memref<f32>
      %552 = memref.load %alloca_39[] : memref<f32>
      %553 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_278 = arith.constant 0 : i32
      %554 = llvm.insertelement %551, %553[%c0_i32_278 : i32] : vector<2xf32>
      %c1_i32_279 = arith.constant 1 : i32
      %555 = llvm.insertelement %552, %554[%c1_i32_279 : i32] : vector<2xf32>
      %c2_i64_280 = arith.constant 2 : i64
      %556 = llvm.getelementptr %47[%c2_i64_280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %555, %556 : vector<2xf32>, !llvm.ptr<1>
      %cst_281 = arith.constant 1.275000e+02 : f32
      %cst_282 = arith.constant -2.000000e+00 : f32
      %557 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_283 = arith.constant 0 : i32
      %558 = llvm.insertelement %cst_281, %557[%c0_i32_283 : i32] : vector<2xf32>
      %c1_i32_284 = arith.constant 1 : i32
      %559 = llvm.insertelement %cst_282, %558[%c1_i32_284 : i32] : vector<2xf32>
      %c0_i32_285 = arith.constant 0 : i32
      %560 = llvm.extractelement %559[%c0_i32_285 : i32] : vector<2xf32>
      %cst_286 = arith.constant 0.693147182 : f32
      %561 = arith.mulf %560, %cst_286 : f32
      %c1_i32_287 = arith.constant 1 : i32
      %562 = llvm.extractelement %559[%c1_i32_287 : i32] : vector<2xf32>
      %cst_288 = arith.constant 0.693147182 : f32
      %563 = arith.mulf %562, %cst_288 : f32
      %564 = math.exp %561 : f32
      %565 = math.cos %563 : f32
      %566 = arith.mulf %564, %565 : f32
      memref.store %566, %alloca_40[] : memref<f32>
      %567 = math.sin %563 : f32
      %568 = arith.mulf %564, %567 : f32
      memref.store %568, %alloca_41[] : memref<f32>
      %cst_289 = arith.constant 8.000000e+01 : f32
      %569 = arith.cmpf ogt, %561, %cst_289 : f32
      scf.if %569 {
        %cst_307 = arith.constant 5.000000e-01 : f32
        %599 = arith.mulf %561, %cst_307 : f32
        %600 = math.exp %599 : f32
        %601 = math.cos %563 : f32
        %602 = arith.mulf %600, %601 : f32
        %603 = arith.mulf %602, %600 : f32
        memref.store %603, %alloca_40[] : memref<f32>
        %604 = math.sin %563 : f32
        %605 = arith.mulf %600, %604 : f32
        %606 = arith.mulf %605, %600 : f32
        memref.store %606, %alloca_41[] : memref<f32>
      }
      %cst_290 = arith.constant 0x7F800000 : f32
      %570 = arith.cmpf oeq, %561, %cst_290 : f32
      scf.if %570 {
        %cst_307 = arith.constant 0.000000e+00 : f32
        %599 = arith.cmpf oeq, %563, %cst_307 : f32
        scf.if %599 {
          memref.store %561, %alloca_40[] : memref<f32>
          memref.store %563, %alloca_41[] : memref<f32>
        }
        %600 = arith.bitcast %563 : f32 to i32
        %c2147483647_i32_308 = arith.constant 2147483647 : i32
        %601 = arith.andi %600, %c2147483647_i32_308 : i32
        %602 = arith.bitcast %601 : i32 to f32
        %cst_309 = arith.constant 0x7F800000 : f32
        %603 = arith.cmpf olt, %602, %cst_309 : f32
        %true = arith.constant true
        %604 = arith.xori %603, %true : i1
        scf.if %604 {
          memref.store %561, %alloca_40[] : memref<f32>
          %605 = arith.subf %563, %563 : f32
          memref.store %605, %alloca_41[] : memref<f32>
        }
      }
      %cst_291 = arith.constant 0xFF800000 : f32
      %571 = arith.cmpf oeq, %561, %cst_291 : f32
      scf.if %571 {
        %599 = arith.bitcast %563 : f32 to i32
        %c2147483647_i32_307 = arith.constant 2147483647 : i32
        %600 = arith.andi %599, %c2147483647_i32_307 : i32
        %601 = arith.bitcast %600 : i32 to f32
        %cst_308 = arith.constant 0x7F800000 : f32
        %602 = arith.cmpf olt, %601, %cst_308 : f32
        %true = arith.constant true
        %603 = arith.xori %602, %true : i1
        scf.if %603 {
          %cst_309 = arith.constant 0.000000e+00 : f32
          memref.store %cst_309, %alloca_40[] : memref<f32>
          %cst_310 = arith.constant 0.000000e+00 : f32
          memref.store %cst_310, %alloca_41[] : memref<f32>
        }
      }
      %572 = arith.cmpf une, %561, %561 : f32
      scf.if %572 {
        %cst_307 = arith.constant 0.000000e+00 : f32
        %599 = arith.cmpf oeq, %563, %cst_307 : f32
        scf.if %599 {
          memref.store %561, %alloca_40[] : memref<f32>
          memref.store %563, %alloca_41[] : memref<f32>
        }
      }
      %573 = memref.load %alloca_40[] : memref<f32>
      %574 = memref.load %alloca_41[] : memref<f32>
      %575 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_292 = arith.constant 0 : i32
      %576 = llvm.insertelement %573, %575[%c0_i32_292 : i32] : vector<2xf32>
      %c1_i32_293 = arith.constant 1 : i32
      %577 = llvm.insertelement %574, %576[%c1_i32_293 : i32] : vector<2xf32>
      %c3_i64_294 = arith.constant 3 : i64
      %578 = llvm.getelementptr %47[%c3_i64_294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      llvm.store %577, %578 : vector<2xf32>, !llvm.ptr<1>
      %cst_295 = arith.constant 709.89999999999998 : f64
      %cst_296 = arith.constant 1.200000e+00 : f64
      %579 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_297 = arith.constant 0 : i32
      %580 = llvm.insertelement %cst_295, %579[%c0_i32_297 : i32] : vector<2xf64>
      %c1_i32_298 = arith.constant 1 : i32
      %581 = llvm.insertelement %cst_296, %580[%c1_i32_298 : i32] : vector<2xf64>
      %c0_i32_299 = arith.constant 0 : i32
      %582 = llvm.extractelement %581[%c0_i32_299 : i32] : vector<2xf64>
      %c1_i32_300 = arith.constant 1 : i32
      %583 = llvm.extractelement %581[%c1_i32_300 : i32] : vector<2xf64>
      %584 = math.exp %582 : f64
      %585 = math.cos %583 : f64
      %586 = arith.mulf %584, %585 : f64
      memref.store %586, %alloca_42[] : memref<f64>
      %587 = math.sin %583 : f64
      %588 = arith.mulf %584, %587 : f64
      memref.store %588, %alloca_43[] : memref<f64>
      %cst_301 = arith.constant 7.000000e+02 : f64
      %589 = arith.cmpf ogt, %582, %cst_301 : f64
      scf.if %589 {
        %cst_307 = arith.constant 5.000000e-01 : f64
        %599 = arith.mulf %582, %cst_307 : f64
        %600 = math.exp %599 : f64
        %601 = math.cos %583 : f64
        %602 = arith.mulf %600, %601 : f64
        %603 = arith.mulf %602, %600 : f64
        memref.store %603, %alloca_42[] : memref<f64>
        %604 = math.sin %583 : f64
        %605 = arith.mulf %600, %604 : f64
        %606 = arith.mulf %605, %600 : f64
        memref.store %606, %alloca_43[] : memref<f64>
      }
      %cst_302 = arith.constant 0x7FF0000000000000 : f64
      %590 = arith.cmpf oeq, %582, %cst_302 : f64
      scf.if %590 {
        %cst_307 = arith.constant 0.000000e+00 : f64
        %599 = arith.cmpf oeq, %583, %cst_307 : f64
        scf.if %599 {
          memref.store %582, %alloca_42[] : memref<f64>
          memref.store %583, %alloca_43[] : memref<f64>
        }
        %600 = arith.bitcast %583 : f64 to i64
        %c9223372036854775807_i64_308 = arith.constant 9223372036854775807 : i64
        %601 = arith.andi %600, %c9223372036854775807_i64_308 : i64
        %602 = arith.bitcast %601 : i64 to f64
        %cst_309 = arith.constant 0x7FF0000000000000 : f64
        %603 = arith.cmpf olt, %602, %cst_309 : f64
        %true = arith.constant true
        %604 = arith.xori %603, %true : i1
        scf.if %604 {
          memref.store %582, %alloca_42[] : memref<f64>
          %605 = arith.subf %583, %583 : f64
          memref.store %605, %alloca_43[] : memref<f64>
        }
      }
      %cst_303 = arith.constant 0xFFF0000000000000 : f64
      %591 = arith.cmpf oeq, %582, %cst_303 : f64
      scf.if %591 {
        %599 = arith.bitcast %583 : f64 to i64
        %c9223372036854775807_i64_307 = arith.constant 9223372036854775807 : i64
        %600 = arith.andi %599, %c9223372036854775807_i64_307 : i64
        %601 = arith.bitcast %600 : i64 to f64
        %cst_308 = arith.constant 0x7FF0000000000000 : f64
        %602 = arith.cmpf olt, %601, %cst_308 : f64
        %true = arith.constant true
        %603 = arith.xori %602, %true : i1
        scf.if %603 {
          %cst_309 = arith.constant 0.000000e+00 : f64
          memref.store %cst_309, %alloca_42[] : memref<f64>
          %cst_310 = arith.constant 0.000000e+00 : f64
          memref.store %cst_310, %alloca_43[] : memref<f64>
        }
      }
      %592 = arith.cmpf une, %582, %582 : f64
      scf.if %592 {
        %cst_307 = arith.constant 0.000000e+00 : f64
        %599 = arith.cmpf oeq, %583, %cst_307 : f64
        scf.if %599 {
          memref.store %582, %alloca_42[] : memref<f64>
          memref.store %583, %alloca_43[] : memref<f64>
        }
      }
      %593 = memref.load %alloca_42[] : memref<f64>
      %594 = memref.load %alloca_43[] : memref<f64>
      %595 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_304 = arith.constant 0 : i32
      %596 = llvm.insertelement %593, %595[%c0_i32_304 : i32] : vector<2xf64>
      %c1_i32_305 = arith.constant 1 : i32
      %597 = llvm.insertelement %594, %596[%c1_i32_305 : i32] : vector<2xf64>
      %c3_i64_306 = arith.constant 3 : i64
      %598 = llvm.getelementptr %45[%c3_i64_306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %597, %598 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
